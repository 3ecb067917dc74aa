import { z } from 'zod';
import { authMessages } from './auth.messages.ts';
import type { Language } from './routes.ts';
import { plainText } from './text.ts';

export { authMessages } from './auth.messages.ts';

type AuthTexts = (typeof authMessages)[Language];

/**
 * NFKC folds compatibility forms into one spelling, so a fullwidth `ａｄｍｉｎ` is `admin` from the form on:
 * it is stored, compared and signed in as such.
 */
const username = (m: AuthTexts) =>
  plainText(m.controlCharacters, { error: m.usernameRequired })
    .trim()
    .overwrite((name) => name.normalize('NFKC'))
    .min(3, m.usernameMin)
    .max(40, m.usernameMax)
    .regex(/^[\p{L}\p{N}._-]+$/u, m.usernameChars);

const password = (m: AuthTexts) =>
  z.string({ error: m.passwordRequired }).min(6, m.passwordMin).max(200, m.passwordMax);

const optionalName = (m: AuthTexts, tooLong: string, forbiddenChars: string) =>
  plainText(m.controlCharacters)
    .trim()
    .max(80, tooLong)
    .regex(/^[^<>]*$/, forbiddenChars)
    .optional()
    .or(z.literal('').transform(() => undefined));

/** POST /api/login, its messages in `language`. */
export function loginSchemaFor(language: Language = 'en') {
  const m = authMessages[language];
  return z.strictObject({ username: username(m), password: password(m) });
}
export const loginSchema = loginSchemaFor('en');
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/register, its messages in `language`. */
export function registerSchemaFor(language: Language = 'en') {
  const m = authMessages[language];
  return z.strictObject({
    username: username(m),
    password: password(m),
    email: plainText(m.controlCharacters, { error: m.emailInvalid })
      .trim()
      .max(254, m.emailInvalid)
      .pipe(z.email(m.emailInvalid)),
    firstName: optionalName(m, m.firstNameMax, m.firstNameChars),
    lastName: optionalName(m, m.lastNameMax, m.lastNameChars),
    company: optionalName(m, m.companyMax, m.companyChars),
  });
}
export const registerSchema = registerSchemaFor('en');
export type RegisterInput = z.infer<typeof registerSchema>;

export const roles = ['admin', 'client'] as const;
export type Role = (typeof roles)[number];

/** The user as every endpoint returns it: never a password hash. */
export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  role: z.enum(roles),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
