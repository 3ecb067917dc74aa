import { type RequestHandler, Router } from 'express';
import type { Db } from '../db/schema.ts';
import { receiveContactRequest } from './contact.use-case.ts';

/** POST /api/contact: the public contact form, rate-limited per IP by the limiter it is given. */
export function contactRoutes(db: Db, limiter: RequestHandler) {
  const router = Router();
  router.post('/contact', limiter, async (req, res) => {
    res.status(201).json(await receiveContactRequest(db, req.body));
  });
  return router;
}
