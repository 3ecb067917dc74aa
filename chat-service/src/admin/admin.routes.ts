import { Router } from 'express';
import { requireAdmin } from '../auth/auth.middleware.ts';
import { allUsers } from '../auth/auth.use-case.ts';
import type { Db } from '../db/schema.ts';

/** The client list for admins. */
export function adminRoutes(db: Db) {
  const router = Router();
  router.get('/admin/users', requireAdmin, async (_req, res) => {
    res.json({ users: await allUsers(db) });
  });
  return router;
}
