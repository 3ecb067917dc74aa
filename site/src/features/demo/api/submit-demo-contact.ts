import type { DemoContactRequest, Language } from '@vela/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/chatbot-demo/contact: records who asked for the demo (success is not read further). */
export async function submitDemoContact(input: DemoContactRequest & { language: Language }): Promise<void> {
  await apiRequest('POST', '/api/chatbot-demo/contact', input);
}
