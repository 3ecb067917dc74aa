import { z } from 'zod';
import { code } from './messages.ts';
import { plainText } from './text.ts';

export { authMessages } from './auth.messages.ts';

const controlCharacters = code('text.controlCharacters');

/**
 * NFKC folds compatibility forms into one spelling, so a fullwidth `ａｄｍｉｎ` is `admin` from the form on:
 * it is stored, compared and signed in as such.
 */
const username = plainText(controlCharacters, { error: code('auth.usernameRequired') })
  .trim()
  .overwrite((name) => name.normalize('NFKC'))
  .min(3, code('auth.usernameMin'))
  .max(40, code('auth.usernameMax'))
  .regex(/^[\p{L}\p{N}._-]+$/u, code('auth.usernameChars'));

const password = z
  .string({ error: code('auth.passwordRequired') })
  .min(6, code('auth.passwordMin'))
  .max(200, code('auth.passwordMax'));

const optionalName = (tooLong: string, forbiddenChars: string) =>
  plainText(controlCharacters)
    .trim()
    .max(80, tooLong)
    .regex(/^[^<>]*$/, forbiddenChars)
    .optional()
    .or(z.literal('').transform(() => undefined));

/** POST /api/login; its refusals are message codes. */
export const loginSchema = z.strictObject({ username, password });
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/register; its refusals are message codes. */
export const registerSchema = z.strictObject({
  username,
  password,
  email: plainText(controlCharacters, { error: code('auth.emailInvalid') })
    .trim()
    .max(254, code('auth.emailInvalid'))
    .pipe(z.email(code('auth.emailInvalid'))),
  firstName: optionalName(code('auth.firstNameMax'), code('auth.firstNameChars')),
  lastName: optionalName(code('auth.lastNameMax'), code('auth.lastNameChars')),
  company: optionalName(code('auth.companyMax'), code('auth.companyChars')),
});
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
