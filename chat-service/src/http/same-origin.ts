import type { Language } from '@vela/contracts';
import type { Request, RequestHandler } from 'express';
import { AppError } from './app-error.ts';
import { requestLanguage } from './request-language.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossSiteRefused: Record<Language, string> = {
  en: 'This request came from another site and was refused.',
  it: 'Questa richiesta proviene da un altro sito ed è stata rifiutata.',
};

/**
 * Refuses a state-changing request a browser sent for a page of another origin (a forged form post, a
 * `no-cors` fetch from another port of the same site): the browser's own `Sec-Fetch-Site` says where
 * the page was, else its `Origin` is compared with the site's origin (PUBLIC_URL) and the host asked.
 * A request with neither header comes from no browser (curl, a server), which cookies cannot be forged
 * for, and passes. The widget never writes over HTTP: its chat travels on the socket, whose handshake
 * checks the bot's allowed origins.
 */
export function sameOriginWrites(publicUrl: string): RequestHandler {
  const ownOrigin = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin !== undefined && origin === ownOrigin) return next();
    const site = req.get('sec-fetch-site');
    if (site !== undefined) {
      return next(site === 'same-origin' || site === 'none' ? undefined : refused(req));
    }
    if (origin === undefined) return next();
    const host = URL.canParse(origin) ? new URL(origin).host : undefined;
    next(host !== undefined && host === req.get('host') ? undefined : refused(req));
  };
}

// Read before the body is parsed: only `?language=` and Accept-Language count here.
const refused = (req: Request) => new AppError('forbidden', crossSiteRefused[requestLanguage(req)]);
