// Thread entry: registers tsx in this thread, then loads the TypeScript job runner. Plain .mjs so Node can
// start it without a loader, under `node --import tsx`, vitest and a production start alike.
import { register } from 'tsx/esm/api';

register();
await import('./ingest.thread.ts');
