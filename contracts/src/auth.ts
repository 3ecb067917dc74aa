import { z } from 'zod';

/** Validation messages of spec part 2 §5, shared by the server and the site's forms. */
export const authMessages = {
  usernameMin: 'Username must be at least 3 characters',
  passwordMin: 'Password must be at least 6 characters',
  emailInvalid: 'Please enter a valid email address',
} as const;

const username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, authMessages.usernameMin)
  .max(40, 'Username must be at most 40 characters')
  .regex(/^[\p{L}\p{N}._-]+$/u, 'Username may only contain letters, digits, dots, dashes and underscores');

const password = z
  .string({ error: 'Password is required' })
  .min(6, authMessages.passwordMin)
  .max(200, 'Password must be at most 200 characters');

const optionalName = (label: string) =>
  z
    .string()
    .trim()
    .max(80, `${label} must be at most 80 characters`)
    .regex(/^[^<>]*$/, `${label} may not contain < or >`)
    .optional()
    .or(z.literal('').transform(() => undefined));

/** POST /api/login */
export const loginSchema = z.strictObject({ username, password });
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/register */
export const registerSchema = z.strictObject({
  username,
  password,
  email: z
    .string({ error: authMessages.emailInvalid })
    .trim()
    .max(254, authMessages.emailInvalid)
    .pipe(z.email(authMessages.emailInvalid)),
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
  company: optionalName('Company'),
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
