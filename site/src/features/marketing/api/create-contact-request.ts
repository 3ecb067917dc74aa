import { useMutation } from '@tanstack/react-query';
import type { ContactReceipt, ContactRequestInput } from '@vela/contracts';

/** POST /api/contact: a non-2xx answer's `message` (or text) is only logged; the form shows its own notice. */
export async function createContactRequest(input: ContactRequestInput): Promise<ContactReceipt> {
  const res = await fetch('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
    credentials: 'include',
  });
  const text = await res.text();
  if (!res.ok) {
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      // The server answers errors as plain text.
    }
    console.warn('Contact request failed:', res.status, message);
    throw new Error(`${res.status}: ${message}`);
  }
  return JSON.parse(text) as ContactReceipt;
}

export function useCreateContactRequest() {
  return useMutation({ mutationFn: createContactRequest });
}
