import { AppError } from './app-error.ts';

/** A route id must be a positive whole number; anything else is a 400, never a query. */
export function parseId(raw: string | string[] | undefined, label = 'id'): number {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (!text || !/^\d{1,15}$/.test(text) || Number(text) < 1) {
    throw new AppError('bad_request', `The ${label} must be a whole number.`);
  }
  return Number(text);
}
