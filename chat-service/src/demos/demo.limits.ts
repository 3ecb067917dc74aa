import type { Redis } from 'ioredis';
import { createRateLimiter, type RateLimitRule } from '../http/rate-limit.ts';

/** Per address: demos created in an hour, messages asked over HTTP in a minute. */
export const demoLimits = {
  demoCreate: { windowMs: 60 * 60 * 1000, limit: 20 },
  demoMessage: { windowMs: 60 * 1000, limit: 30 },
};

export type DemoLimits = typeof demoLimits;

/** The limiters demoRoutes takes; its contact form follows the contact form's rule, on a count of its own. */
export function demoLimiters(rules: DemoLimits & { contact: RateLimitRule }, redis: Redis | undefined) {
  return {
    create: createRateLimiter('demoCreate', rules.demoCreate, redis),
    contact: createRateLimiter('demo-contact', rules.contact, redis),
    message: createRateLimiter('demoMessage', rules.demoMessage, redis),
  };
}
