import { type Language, messageText } from '@vela/contracts';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** Parses input with a contracts schema; the first issue's message, its code read in `language`, becomes a 400. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  language: Language = 'en',
): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue ? messageText(issue.message, language) : 'Invalid input';
  const readable =
    issue?.code === 'invalid_type' && field && !message.includes(field) ? `${field}: ${message}` : message;
  throw new AppError('bad_request', readable);
}
