// Runs ingestion jobs inside a worker thread, so PDF parsing and HTML extraction never block the caller.
import { parentPort } from 'node:worker_threads';
import type { TrainingJob } from '@vela/contracts';
import { IngestError } from '../ingest.error.ts';
import { runIngestJob } from '../ingest.run.ts';
import type { ThreadRequest, ThreadResponse } from './pool.messages.ts';

const port = parentPort!;
const post = (message: ThreadResponse) => port.postMessage(message);

port.on('message', async ({ job, options }: ThreadRequest) => {
  try {
    const result = await runIngestJob(job as TrainingJob, {
      ...options,
      onProgress: (progress) => post({ type: 'progress', progress }),
    });
    post({ type: 'done', result });
  } catch (err) {
    const known = err instanceof IngestError;
    post({
      type: 'error',
      message: known ? err.message : `The import failed: ${(err as Error)?.message ?? String(err)}`,
      retryable: known ? err.retryable : true,
      code: known ? err.code : undefined,
    });
  }
});
