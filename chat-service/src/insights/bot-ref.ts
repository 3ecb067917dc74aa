import { insightsMessages, type Language } from '@vela/contracts';
import { AppError } from '../http/app-error.ts';

/** The bot a cockpit request is about: the client's own, or the one an admin named. */
export interface BotRef {
  id: string;
  name: string;
}

/** A 404 in the reader's language. */
export const notFound = (language: Language, message: keyof (typeof insightsMessages)['en']) =>
  new AppError('not_found', insightsMessages[language][message]);
