import { Router } from 'express';
import { requireAdmin } from '../auth/auth.middleware.ts';
import { toUser } from '../auth/user.repository.ts';
import type { Db } from '../db/schema.ts';

/** The client list for admins; rows pass through toUser, so a password hash can never leave. */
export function adminRoutes(db: Db) {
  const router = Router();
  router.get('/admin/users', requireAdmin, async (_req, res) => {
    const rows = await db
      .selectFrom('users')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    res.json({ users: rows.map(toUser) });
  });
  return router;
}
