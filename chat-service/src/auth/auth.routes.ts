import { loginSchema, registerSchema } from '@vela/contracts';
import { type Request, type RequestHandler, Router } from 'express';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { requestLanguage } from '../http/request-language.ts';
import { parseInput } from '../http/validate.ts';
import { authenticate, registerClient } from './auth.use-case.ts';
import { SESSION_COOKIE } from './sessions.ts';

/** A new session id on every sign-in, so a fixed id planted before login is worthless after. */
function signIn(req: Request, userId: number): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.userId = userId;
      req.session.save((saveErr) => (saveErr ? reject(saveErr) : resolve()));
    }),
  );
}

/** `registrations` counts accounts opened per address (`authLimiters` builds all three). */
export function authRoutes(
  db: Db,
  limiters: { login: RequestHandler; register: RequestHandler; registrations: RequestHandler },
) {
  const router = Router();
  const { registrations } = limiters;

  router.get('/user', (req, res) => {
    if (!req.user) throw new AppError('unauthorized', 'Not logged in');
    res.json(req.user);
  });

  // The quota first: a registration it refuses is no failed attempt of the limiter after it.
  router.post('/register', registrations, limiters.register, async (req, res) => {
    const language = requestLanguage(req);
    const user = await registerClient(db, parseInput(registerSchema, req.body, language), language);
    await signIn(req, user.id);
    res.status(201).json(user);
  });

  router.post('/login', limiters.login, async (req, res) => {
    const language = requestLanguage(req);
    const user = await authenticate(db, parseInput(loginSchema, req.body, language), language);
    await signIn(req, user.id);
    res.json(user);
  });

  router.post('/logout', async (req, res) => {
    await new Promise<void>((resolve, reject) =>
      req.session.destroy((err) => (err ? reject(err) : resolve())),
    );
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.json({ success: true });
  });

  return router;
}
