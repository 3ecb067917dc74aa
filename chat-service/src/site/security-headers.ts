import helmet from 'helmet';
import type { Config } from '../config/config.ts';
import { embedOrigins } from './site-config.ts';

/** Helmet's headers, with the pages' Content Security Policy. */
export function securityHeaders(config: Readonly<Config>) {
  const embeds = embedOrigins(config);
  return helmet({
    contentSecurityPolicy: {
      directives: {
        // The booking calendar and lead form embeds load their provider's script (BOOKING_URL, LEAD_FORM_URL).
        'script-src': ["'self'", ...embeds.scripts],
        'frame-src': ["'self'", 'https:', ...embeds.frames],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'img-src': ["'self'", 'data:', 'blob:'],
        // Plain-HTTP installs (a LAN address) would have every asset rewritten to https and break.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
