import type { Language } from '@vela/contracts';
import type { Request } from 'express';

/** The language of a request's messages: `?language=`, a body `language`, then Accept-Language; English otherwise. */
export function requestLanguage(req: Request): Language {
  const explicit = req.query.language ?? (req.body as { language?: unknown } | undefined)?.language;
  if (explicit === 'it' || explicit === 'en') return explicit;
  return /^it\b/i.test(req.get('accept-language') ?? '') ? 'it' : 'en';
}
