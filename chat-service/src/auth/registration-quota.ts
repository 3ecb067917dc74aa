import { authMessages } from '@vela/contracts';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { requestLanguage } from '../demos/request-language.ts';
import { createRateLimiter, type RateLimitRule } from '../http/rate-limit.ts';

/**
 * Accounts one address may open in an hour. A household or an office signs up a person or two; a script
 * opening accounts in bulk stops at the sixth. (Could become an env variable.)
 */
export const REGISTRATIONS_PER_ADDRESS: RateLimitRule = { windowMs: 60 * 60 * 1000, limit: 5 };

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * This machine itself, not through a proxy: an operator's script or the end-to-end suite, never a
 * visitor. A proxy in front adds X-Forwarded-For (or Forwarded), so what it relays is still counted.
 */
function fromThisMachine(req: Request): boolean {
  return (
    LOOPBACK.test(req.socket.remoteAddress ?? '') &&
    req.get('x-forwarded-for') === undefined &&
    req.get('forwarded') === undefined
  );
}

/**
 * Counts successful registrations per address (failed ones are the failed-attempts limiter's); over the
 * rule, 429 in the visitor's language. With `redis` the count holds across every node.
 */
export function registrationQuota(redis?: Redis, rule: RateLimitRule = REGISTRATIONS_PER_ADDRESS) {
  return createRateLimiter('registrations', rule, redis, {
    skipFailedRequests: true,
    skip: fromThisMachine,
    message: (req: Request) => authMessages[requestLanguage(req)].tooManyRegistrations,
  });
}
