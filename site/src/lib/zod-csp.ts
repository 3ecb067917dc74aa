import { config } from 'zod/v4/core';

// The site's Content-Security-Policy forbids eval. Without this zod probes `new Function('')` for its fast
// object parser when the first schema is built, and the browser reports a CSP violation for it.
// Imported first by main.tsx, so it runs before any schema is created.
config({ jitless: true });
