import type { User } from './auth.ts';

/** GET /api/admin/users (admin only): every account, never a password hash. */
export interface AdminUserList {
  users: User[];
}
