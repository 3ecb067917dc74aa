import type { Redis } from 'ioredis';
import { createRateLimiter, type RateLimitRule } from '../http/rate-limit.ts';

/** Contact requests one address may send in 15 minutes; the demo page's contact form keeps the same rule. */
export const contactLimits = {
  contact: { windowMs: 15 * 60 * 1000, limit: 5 },
};

export type ContactLimits = typeof contactLimits;

export const contactLimiter = (rule: RateLimitRule, redis: Redis | undefined) =>
  createRateLimiter('contact', rule, redis);
