import type { Role } from '@vela/contracts';
import type { Generated, Selectable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** `usernameKey(username)`: unique, and what sign-in looks a name up by. */
  username_key: string;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  role: Role;
  created_at: string;
}

export type UserRow = Selectable<UsersTable>;
