import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../http/rate-limit.ts';

/** Counts messages per key in fixed windows; shared through Redis when nodes share it. */
export interface MessageLimiter {
  /** True when one more message under `key` stays within `rule`. */
  take(key: string, rule: RateLimitRule): Promise<boolean>;
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
    };
  }
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
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
