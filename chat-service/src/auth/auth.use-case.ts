import { authMessages, type Language, type LoginInput, type RegisterInput, type User } from '@vela/contracts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  listUsers,
  makeAdmin,
  toUser,
} from './user.repository.ts';

/** Refusals are worded in `language`, the language the visitor asked in. */
export async function registerClient(db: Db, input: RegisterInput, language: Language): Promise<User> {
  const m = authMessages[language];
  if (await findUserByUsername(db, input.username)) {
    throw new AppError('bad_request', m.usernameTaken);
  }
  if (await findUserByEmail(db, input.email)) {
    throw new AppError('bad_request', m.emailTaken);
  }
  const row = await insertUser(db, {
    username: input.username,
    email: input.email,
    password_hash: await hashPassword(input.password),
    first_name: input.firstName ?? null,
    last_name: input.lastName ?? null,
    company: input.company ?? null,
    role: 'client',
  }).catch((err: unknown) => {
    // Two registrations racing for one name: the unique index decides.
    if (/unique|duplicate/i.test(String(err))) throw new AppError('bad_request', m.usernameOrEmailTaken);
    throw err;
  });
  return toUser(row);
}

export async function authenticate(db: Db, input: LoginInput, language: Language): Promise<User> {
  const invalid = () => new AppError('unauthorized', authMessages[language].invalidCredentials);
  const row = await findUserByUsername(db, input.username);
  if (!row) {
    await burnPasswordCheck(input.password);
    throw invalid();
  }
  if (!(await verifyPassword(input.password, row.password_hash))) {
    throw invalid();
  }
  return toUser(row);
}

export async function currentUser(db: Db, userId: number | undefined): Promise<User | undefined> {
  if (userId === undefined) return undefined;
  const row = await findUserById(db, userId);
  return row ? toUser(row) : undefined;
}

/** The admins' client list: every account, newest first, through toUser, so a password hash never leaves. */
export async function allUsers(db: Db): Promise<User[]> {
  return (await listUsers(db)).map(toUser);
}

/** ADMIN_USERNAME/ADMIN_PASSWORD: create the admin, or make the existing account an admin with that password. */
export async function ensureAdmin(db: Db, username: string, password: string) {
  const existing = await findUserByUsername(db, username);
  const passwordHash = await hashPassword(password);
  if (existing) {
    await makeAdmin(db, existing.id, passwordHash);
    return;
  }
  await insertUser(db, {
    username,
    email: `${username.toLowerCase()}@admin.invalid`,
    password_hash: passwordHash,
    first_name: null,
    last_name: null,
    company: null,
    role: 'admin',
  });
}
