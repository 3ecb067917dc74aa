import { authMessages } from '@vela/contracts';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import type { Config } from '../config/config.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { requestLanguage } from '../http/request-language.ts';
import { registrationQuota } from './registration-quota.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Per address: failed sign-ins and failed registrations in 15 minutes, accounts opened in an hour. */
export const authLimits = (config: Pick<Config, 'REGISTRATIONS_PER_HOUR'>) => ({
  login: { windowMs: FIFTEEN_MINUTES, limit: 10 },
  register: { windowMs: FIFTEEN_MINUTES, limit: 10 },
  registrations: { windowMs: HOUR, limit: config.REGISTRATIONS_PER_HOUR },
});

export type AuthLimits = ReturnType<typeof authLimits>;

/** The login and register limiters' 429 text, in the language the visitor asked in. */
const tooManyAuthAttempts = (req: Request) => authMessages[requestLanguage(req)].tooManyAttempts;

/** The limiters authRoutes takes, counted in Redis when nodes share it; login and register count failures only. */
export function authLimiters(rules: AuthLimits, redis: Redis | undefined) {
  const failedAttempts = (name: 'login' | 'register') =>
    createRateLimiter(name, rules[name], redis, {
      skipSuccessfulRequests: true,
      message: tooManyAuthAttempts,
    });
  return {
    login: failedAttempts('login'),
    register: failedAttempts('register'),
    registrations: registrationQuota(redis, rules.registrations),
  };
}
