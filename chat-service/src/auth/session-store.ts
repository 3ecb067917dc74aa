import session from 'express-session';
import type { Redis } from 'ioredis';
import type { Db } from '../db/schema.ts';

type Callback<T = void> = (err?: unknown, value?: T | null) => void;

/** Where session data lives: the database by default, Redis when nodes share it. */
interface SessionBackend {
  get(sid: string): Promise<string | undefined>;
  set(sid: string, data: string, expiresAt: Date): Promise<void>;
  destroy(sid: string): Promise<void>;
}

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

/** express-session store over a backend; one class so both backends expire sessions alike. */
export class VelaSessionStore extends session.Store {
  constructor(private readonly backend: SessionBackend) {
    super();
  }

  override get(sid: string, cb: Callback<session.SessionData>) {
    this.backend.get(sid).then(
      (raw) => cb(null, raw ? (JSON.parse(raw) as session.SessionData) : null),
      (err) => cb(err),
    );
  }

  override set(sid: string, data: session.SessionData, cb?: Callback) {
    this.backend.set(sid, JSON.stringify(data), expiry(data)).then(
      () => cb?.(),
      (err) => cb?.(err),
    );
  }

  override touch(sid: string, data: session.SessionData, cb?: Callback) {
    this.set(sid, data, cb);
  }

  override destroy(sid: string, cb?: Callback) {
    this.backend.destroy(sid).then(
      () => cb?.(),
      (err) => cb?.(err),
    );
  }
}

function expiry(data: session.SessionData): Date {
  const expires = data.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + DEFAULT_TTL_MS);
}

export function databaseSessions(db: Db): SessionBackend & { prune(): Promise<void> } {
  return {
    async get(sid) {
      const row = await db
        .selectFrom('sessions')
        .select('data')
        .where('sid', '=', sid)
        .where('expires_at', '>', new Date().toISOString())
        .executeTakeFirst();
      return row?.data;
    },
    async set(sid, data, expiresAt) {
      await db
        .insertInto('sessions')
        .values({ sid, data, expires_at: expiresAt.toISOString() })
        .onConflict((oc) => oc.column('sid').doUpdateSet({ data, expires_at: expiresAt.toISOString() }))
        .execute();
    },
    async destroy(sid) {
      await db.deleteFrom('sessions').where('sid', '=', sid).execute();
    },
    async prune() {
      await db.deleteFrom('sessions').where('expires_at', '<=', new Date().toISOString()).execute();
    },
  };
}

export function redisSessions(redis: Redis, prefix = 'vela:sess:'): SessionBackend {
  return {
    async get(sid) {
      return (await redis.get(prefix + sid)) ?? undefined;
    },
    async set(sid, data, expiresAt) {
      const ttl = Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));
      await redis.set(prefix + sid, data, 'EX', ttl);
    },
    async destroy(sid) {
      await redis.del(prefix + sid);
    },
  };
}
