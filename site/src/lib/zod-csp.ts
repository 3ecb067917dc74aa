// The site's Content-Security-Policy forbids eval. Without `jitless` zod probes `new Function('')` for its
// fast object parser when the first schema is built, and the browser reports a CSP violation for it.
// zod keeps its settings on this global (every copy of zod shares them), so setting it here, before any
// schema exists, keeps zod itself out of the entry chunk. Imported first by app/start.tsx.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
