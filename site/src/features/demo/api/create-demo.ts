import { useMutation } from '@tanstack/react-query';
import type { DemoCreated, Language } from '@vela/contracts';
import { ApiError, apiJson, serverMessage } from '../../../lib/api-client.ts';
import type { DemoCreateInput } from '../lib/demo-form.validation.ts';
import { rememberLatestDemo } from '../lib/local-ids.ts';
import { submitDemoContact } from './submit-demo-contact.ts';

/** What a failed or odd answer may carry instead of DemoCreated. */
type CreateDemoAnswer = Partial<Omit<DemoCreated, 'success'>> & { success?: boolean };

/** A create call that answered but failed: `message` is the server's text, when it gave one. */
export class DemoCreateError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'demo creation failed');
  }
}

/**
 * POST /api/chatbot-demo/create; failed when the status is not OK or `success` is falsy (spec part 2 §7).
 * When the server did not record the contact details and both were given, POST /api/chatbot-demo/contact follows.
 */
export async function createDemo(input: DemoCreateInput, language: Language): Promise<string> {
  let answer: CreateDemoAnswer;
  try {
    answer = await apiJson<CreateDemoAnswer>('POST', '/api/chatbot-demo/create', { ...input, language });
  } catch (error) {
    if (error instanceof ApiError) throw new DemoCreateError(serverMessage(error));
    throw error;
  }
  if (!answer.success || !answer.demoId) throw new DemoCreateError(answer.message);
  if (!answer.contactInfoSubmitted && input.fullName && input.email) {
    // The demo exists either way; a lost contact must not cost the visitor their chatbot.
    await submitDemoContact({
      fullName: input.fullName,
      email: input.email,
      website: input.domain,
      demoId: answer.demoId,
      language,
    }).catch(() => undefined);
  }
  rememberLatestDemo(answer.demoId);
  return answer.demoId;
}

export const useCreateDemo = (language: Language) =>
  useMutation({ mutationFn: (input: DemoCreateInput) => createDemo(input, language) });
