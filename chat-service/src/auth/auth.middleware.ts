import type { User } from '@vela/contracts';
import type { RequestHandler } from 'express';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { currentUser } from './auth.use-case.ts';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
  }
}

declare global {
  namespace Express {
    interface Request {
      user?: User;
    }
  }
}

/** Loads the signed-in user, if any, onto req.user. */
export function loadUser(db: Db): RequestHandler {
  return async (req, _res, next) => {
    const user = await currentUser(db, req.session?.userId);
    if (user) req.user = user;
    else if (req.session?.userId !== undefined) delete req.session.userId;
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) =>
  next(req.user ? undefined : new AppError('unauthorized', 'You need to log in first'));

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError('unauthorized', 'You need to log in first'));
  next(
    req.user.role === 'admin'
      ? undefined
      : new AppError('forbidden', 'You need admin privileges to access this page.'),
  );
};
