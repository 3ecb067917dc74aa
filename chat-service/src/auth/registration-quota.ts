import { authMessages } from '@vela/contracts';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { createRateLimiter, type RateLimitRule } from '../http/rate-limit.ts';
import { requestLanguage } from '../http/request-language.ts';

/**
 * Accounts opened per address under `rule` (REGISTRATIONS_PER_HOUR an hour): only successful
 * registrations count (failed ones are the failed-attempts limiter's); over the rule, 429 in the
 * visitor's language. With `redis` the count holds across every node.
 */
export function registrationQuota(redis: Redis | undefined, rule: RateLimitRule) {
  return createRateLimiter('registrations', rule, redis, {
    skipFailedRequests: true,
    message: (req: Request) => authMessages[requestLanguage(req)].tooManyRegistrations,
  });
}
