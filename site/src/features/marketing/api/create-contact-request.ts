import { useMutation } from '@tanstack/react-query';
import type { ContactReceipt, ContactRequestInput } from '@vela/contracts';
import { ApiError, apiJson, serverMessage } from '../../../lib/api-client.ts';

/** POST /api/contact: a non-2xx answer's `message` (or text) is only logged; the form shows its own notice. */
export async function createContactRequest(input: ContactRequestInput): Promise<ContactReceipt> {
  try {
    return await apiJson<ContactReceipt>('POST', '/api/contact', input, {
      failure: (error) => `${error.status}: ${serverMessage(error) ?? error.body}`,
    });
  } catch (error) {
    if (error instanceof ApiError)
      console.warn('Contact request failed:', error.status, serverMessage(error) ?? error.body);
    throw error;
  }
}

export function useCreateContactRequest() {
  return useMutation({ mutationFn: createContactRequest });
}
