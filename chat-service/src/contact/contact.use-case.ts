import { type ContactReceipt, contactRequestSchema } from '@vela/contracts';
import type { Db } from '../db/schema.ts';
import { parseInput } from '../http/validate.ts';
import { insertContactRequest } from './contact.repository.ts';

const languageOf = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { language?: unknown }).language === 'en'
    ? 'en'
    : 'it';

/** Validates a contact request with the messages of its language, then stores it for the admin's lead list. */
export async function receiveContactRequest(db: Db, body: unknown): Promise<ContactReceipt> {
  const language = languageOf(body);
  const input = parseInput(contactRequestSchema, body, language);
  const row = await insertContactRequest(db, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    message: input.message,
    language: input.language ?? language,
  });
  return { success: true, id: row.id };
}
