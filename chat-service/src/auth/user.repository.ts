import type { User } from '@vela/contracts';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { type Db, now } from '../db/schema.ts';
import type { UserRow, UsersTable } from './user.table.ts';
import { usernameKey } from './username-key.ts';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    role: row.role,
    createdAt: row.created_at,
  };
}

/** Every account, newest first. */
export function listUsers(db: Db) {
  return db.selectFrom('users').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The account whose name reads the same as `username` once normalised and case-folded; an exact spelling
 * comes first, so an account older than the key that folds onto another one still signs in.
 */
export function findUserByUsername(db: Db, username: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username_key', '=', usernameKey(username)), eb('username', '=', username)]))
    .orderBy(sql`username = ${username}`, 'desc')
    .executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function insertUser(
  db: Db,
  user: Omit<Insertable<UsersTable>, 'created_at' | 'username_key'>,
): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ ...user, username_key: usernameKey(user.username), created_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets the password and the admin role together: only ADMIN_USERNAME at start does this. */
export async function makeAdmin(db: Db, id: number, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, role: 'admin' })
    .where('id', '=', id)
    .execute();
}
