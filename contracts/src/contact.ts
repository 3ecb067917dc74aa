import { z } from 'zod';
import {
  CONTACT_PHONE_PATTERN,
  CONTACT_WEBSITE_PATTERN,
  contactLimits,
  contactMessages,
} from './contact.rules.ts';
import { code } from './messages.ts';
import { plainText } from './text.ts';

export { CONTACT_PHONE_PATTERN, CONTACT_WEBSITE_PATTERN, contactLimits, contactMessages };

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);

const text = (error: string, options: { multiline?: boolean } = {}) =>
  plainText(code('text.controlCharacters'), { error, ...options });
const optional = (max: number, pattern: string, message: string) =>
  text(message)
    .trim()
    .max(max, code('contact.tooLong'))
    .refine((v) => v === '' || whole(pattern).test(v), message)
    .optional()
    .default('');

/** POST /api/contact; its refusals are message codes (Italian is the form's language when none is given). */
export const contactRequestSchema = z.strictObject({
  name: text(code('contact.nameRequired'))
    .trim()
    .min(1, code('contact.nameRequired'))
    .max(contactLimits.name, code('contact.tooLong')),
  email: text(code('contact.emailRequired'))
    .trim()
    .min(1, code('contact.emailRequired'))
    .max(contactLimits.email, code('contact.emailInvalid'))
    .pipe(z.email(code('contact.emailInvalid'))),
  phone: optional(contactLimits.phone, CONTACT_PHONE_PATTERN, code('contact.phoneInvalid')),
  company: optional(contactLimits.company, CONTACT_WEBSITE_PATTERN, code('contact.websiteInvalid')),
  message: text(code('contact.messageRequired'), { multiline: true })
    .trim()
    .min(1, code('contact.messageRequired'))
    .max(contactLimits.message, code('contact.tooLong')),
  language: z.enum(['it', 'en']).optional(),
});
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

/** The answer of POST /api/contact (201). */
export interface ContactReceipt {
  success: true;
  id: number;
}
