// Runs ingestion jobs inside a worker thread, so PDF parsing and HTML extraction never block the caller.
import { parentPort } from 'node:worker_threads';
import type { TrainingJob } from '@vela/contracts';
import { IngestError } from '../ingest.error.ts';
import { runIngestJob } from '../ingest.run.ts';
import type { PageRenderer, RenderOutcome } from '../render/page-renderer.ts';
import type { ThreadRequest, ThreadResponse } from './pool.messages.ts';

const port = parentPort!;
const post = (message: ThreadResponse) => port.postMessage(message);

/** The pool's one browser, on the caller's side: the page goes there, its rendered HTML comes back. */
const pending = new Map<number, (outcome: RenderOutcome) => void>();
let nextId = 0;
const renderer: PageRenderer = {
  render: (document) =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      post({ type: 'render', id, document });
    }),
  close: async () => {},
};

port.on('message', async (request: ThreadRequest) => {
  if (request.type === 'rendered') {
    pending.get(request.id)?.(request.outcome);
    pending.delete(request.id);
    return;
  }
  try {
    const result = await runIngestJob(request.job as TrainingJob, {
      ...request.options,
      renderer,
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
