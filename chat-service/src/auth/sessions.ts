import session from 'express-session';
import type { Redis } from 'ioredis';
import type { Db } from '../db/schema.ts';
import { databaseSessions, redisSessions, VelaSessionStore } from './session-store.ts';

/** The session cookie's name; logging out clears it. */
export const SESSION_COOKIE = 'vela.sid';
/** A session lasts a week from its last request (the cookie rolls). */
const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** How often expired sessions leave the database. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The session middleware, its sessions in Redis when nodes share it, else in the database; expired
 * database sessions are pruned every hour until `stop`.
 */
export function openSessions(db: Db, redis: Redis | undefined, secret: string) {
  const dbSessions = databaseSessions(db);
  const pruneTimer = setInterval(() => void dbSessions.prune().catch(() => {}), PRUNE_INTERVAL_MS);
  pruneTimer.unref();
  const middleware = session({
    name: SESSION_COOKIE,
    secret,
    store: new VelaSessionStore(redis ? redisSessions(redis) : dbSessions),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION_MAX_AGE_MS },
  });
  return { middleware, stop: () => clearInterval(pruneTimer) };
}
