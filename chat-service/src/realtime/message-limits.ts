import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../http/rate-limit.ts';

/** Counts messages per key in fixed windows; shared through Redis when nodes share it. */
export interface MessageLimiter {
  /** True when one more message under `key` stays within `rule`. */
  take(key: string, rule: RateLimitRule): Promise<boolean>;
  /**
   * Takes `key` for one pending reply (false when it is already taken, on any node); it is freed by
   * `release`, or after `ttlMs` should the node die first.
   */
  claim(key: string, ttlMs: number): Promise<boolean>;
  release(key: string): Promise<void>;
}

export function createMessageLimiter(redis: Redis | undefined, prefix = 'vela:chat-rl:'): MessageLimiter {
  if (redis) {
    return {
      async take(key, rule) {
        const k = `${prefix}${key}`;
        const [[, count]] = (await redis.multi().incr(k).pexpire(k, rule.windowMs, 'NX').exec()) as [
          [unknown, number],
        ];
        return count <= rule.limit;
      },
      async claim(key, ttlMs) {
        return (await redis.set(`${prefix}pending:${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
      },
      async release(key) {
        await redis.del(`${prefix}pending:${key}`);
      },
    };
  }
  const windows = new Map<string, { count: number; resetAt: number }>();
  const pending = new Map<string, number>();
  return {
    async claim(key, ttlMs) {
      const until = pending.get(key);
      if (until !== undefined && until > Date.now()) return false;
      pending.set(key, Date.now() + ttlMs);
      return true;
    },
    async release(key) {
      pending.delete(key);
    },
    async take(key, rule) {
      const at = Date.now();
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
      }
      const w = windows.get(key);
      if (!w || w.resetAt <= at) {
        windows.set(key, { count: 1, resetAt: at + rule.windowMs });
        return 1 <= rule.limit;
      }
      w.count++;
      return w.count <= rule.limit;
    },
  };
}
