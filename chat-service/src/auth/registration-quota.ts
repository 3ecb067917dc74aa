import { authMessages } from '@vela/contracts';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { createRateLimiter, type RateLimitRule } from '../http/rate-limit.ts';
import { requestLanguage } from '../http/request-language.ts';

/**
 * Accounts one address may open in an hour (REGISTRATIONS_PER_HOUR). A household or an office signs up
 * a person or two; a script opening accounts in bulk stops at the sixth.
 */
export const REGISTRATIONS_PER_ADDRESS: RateLimitRule = { windowMs: 60 * 60 * 1000, limit: 5 };

/**
 * Counts successful registrations per address (failed ones are the failed-attempts limiter's); over the
 * rule, 429 in the visitor's language. With `redis` the count holds across every node.
 */
export function registrationQuota(redis?: Redis, rule: RateLimitRule = REGISTRATIONS_PER_ADDRESS) {
  return createRateLimiter('registrations', rule, redis, {
    skipFailedRequests: true,
    message: (req: Request) => authMessages[requestLanguage(req)].tooManyRegistrations,
  });
}
