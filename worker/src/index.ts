/** The worker's public API: chat-service calls these; `main.ts` runs the BullMQ worker process. */

export { type SniffedType, sniffFileType } from './documents/file-sniff.ts';
export type { PdfEngine } from './documents/pdf.extract.ts';
export { documentMessages, IngestError, type IngestErrorCode } from './ingest.error.ts';
export { runIngestJob } from './ingest.run.ts';
export type { IngestOptions } from './ingest.types.ts';
export { addressPolicy, judgeAddress } from './net/address.policy.ts';
export { BlockedAddressError, createGuardedAgent } from './net/guarded-agent.ts';
export { parseResolveMap, type ResolveMap } from './net/resolve-map.ts';
export { USER_AGENT } from './net/user-agent.ts';
export { createIngestPool, type IngestPool } from './pool/ingest.pool.ts';
export { type IngestWorkerOptions, startIngestWorker } from './queue/ingest.worker.ts';
