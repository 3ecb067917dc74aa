import { z } from 'zod';
import {
  CONTACT_PHONE_PATTERN,
  CONTACT_WEBSITE_PATTERN,
  contactLimits,
  contactMessages,
} from './contact.rules.ts';
import type { Language } from './routes.ts';
import { plainText, textMessages } from './text.ts';

export { CONTACT_PHONE_PATTERN, CONTACT_WEBSITE_PATTERN, contactLimits, contactMessages };

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);

/** POST /api/contact, with the messages of the request's language (Italian when none is given). */
export function contactRequestSchemaFor(language: Language = 'it') {
  const m = contactMessages[language];
  const { controlCharacters } = textMessages[language];
  const text = (error: string, options: { multiline?: boolean } = {}) =>
    plainText(controlCharacters, { error, ...options });
  const optional = (max: number, pattern: string, message: string) =>
    text(message)
      .trim()
      .max(max, m.tooLong)
      .refine((v) => v === '' || whole(pattern).test(v), message)
      .optional()
      .default('');
  return z.strictObject({
    name: text(m.nameRequired).trim().min(1, m.nameRequired).max(contactLimits.name, m.tooLong),
    email: text(m.emailRequired)
      .trim()
      .min(1, m.emailRequired)
      .max(contactLimits.email, m.emailInvalid)
      .pipe(z.email(m.emailInvalid)),
    phone: optional(contactLimits.phone, CONTACT_PHONE_PATTERN, m.phoneInvalid),
    company: optional(contactLimits.company, CONTACT_WEBSITE_PATTERN, m.websiteInvalid),
    message: text(m.messageRequired, { multiline: true })
      .trim()
      .min(1, m.messageRequired)
      .max(contactLimits.message, m.tooLong),
    language: z.enum(['it', 'en']).optional(),
  });
}

export const contactRequestSchema = contactRequestSchemaFor('it');
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

/** The answer of POST /api/contact (201). */
export interface ContactReceipt {
  success: true;
  id: number;
}
