import { ipKeyGenerator, type Options, rateLimit } from 'express-rate-limit';
import './address-key.ts';
import type { Redis } from 'ioredis';
import { RedisStore } from 'rate-limit-redis';

export interface RateLimitRule {
  windowMs: number;
  limit: number;
}

/** A per-IP limiter; counters live in Redis when nodes share it, so the limit holds across the cluster. */
export function createRateLimiter(
  name: string,
  rule: RateLimitRule,
  redis: Redis | undefined,
  extra: Partial<Options> = {},
) {
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: 'Too many attempts. Please wait a few minutes and try again.',
    // A client naming its own X-Forwarded-For is expected, and ignored unless TRUST_PROXY trusts its sender.
    validate: { xForwardedForHeader: false },
    // Counted by the address's keyed hash (see address-key.ts), never by the address itself.
    keyGenerator: (req) => req.addressKey ?? ipKeyGenerator(req.ip ?? ''),
    ...(redis
      ? {
          store: new RedisStore({
            prefix: `vela:rl:${name}:`,
            sendCommand: (command: string, ...args: string[]) =>
              redis.call(command, ...args) as Promise<number>,
          }),
        }
      : {}),
    ...extra,
  });
}
