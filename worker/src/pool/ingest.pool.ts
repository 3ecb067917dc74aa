import { Worker } from 'node:worker_threads';
import type { IngestJob, IngestResult } from '@vela/contracts';
import { abortedError, IngestError } from '../ingest.error.ts';
import type { IngestOptions } from '../ingest.types.ts';
import type { ThreadRequest, ThreadResponse } from './pool.messages.ts';

interface Task {
  job: IngestJob;
  options: IngestOptions;
  resolve: (result: IngestResult) => void;
  reject: (err: Error) => void;
}

export interface IngestPool {
  run(job: IngestJob, options: IngestOptions): Promise<IngestResult>;
  close(): Promise<void>;
}

function spawnThread(): Worker {
  return new Worker(new URL('./ingest.thread.mjs', import.meta.url));
}

/** Worker-threads pool for embedded mode: parsing and HTML extraction never run on the caller's main thread. */
export function createIngestPool(opts: { size?: number } = {}): IngestPool {
  const size = Math.max(1, opts.size ?? 2);
  const idle: Worker[] = [];
  const busy = new Set<Worker>();
  const waiting: Task[] = [];
  let closed = false;

  const retire = (thread: Worker) => {
    busy.delete(thread);
    void thread.terminate();
  };

  const start = (thread: Worker, task: Task) => {
    busy.add(thread);
    thread.ref();
    const { signal, onProgress, lookup: _lookup, ...options } = task.options;
    const finish = (outcome: () => void, keep: boolean) => {
      thread.off('message', onMessage).off('error', onError).off('exit', onExit);
      signal?.removeEventListener('abort', onAbort);
      if (keep) {
        busy.delete(thread);
        thread.unref();
        idle.push(thread);
      } else retire(thread);
      outcome();
      dispatch();
    };
    const onMessage = (message: ThreadResponse) => {
      if (message.type === 'progress') onProgress?.(message.progress);
      else if (message.type === 'done') finish(() => task.resolve(message.result), true);
      else finish(() => task.reject(new IngestError(message.message, message.retryable, message.code)), true);
    };
    const onError = (err: Error) =>
      finish(() => task.reject(new IngestError(`The import failed: ${err.message}`, true)), false);
    const onExit = () =>
      finish(
        () =>
          task.reject(
            new IngestError(
              closed ? 'The import service is shutting down.' : 'The import stopped unexpectedly.',
              true,
            ),
          ),
        false,
      );
    const onAbort = () => finish(() => task.reject(abortedError()), false);
    thread.on('message', onMessage).on('error', onError).on('exit', onExit);
    signal?.addEventListener('abort', onAbort, { once: true });
    thread.postMessage({ job: task.job, options } satisfies ThreadRequest);
  };

  const dispatch = () => {
    while (!closed && waiting.length && (idle.length || busy.size + idle.length < size)) {
      const task = waiting.shift()!;
      if (task.options.signal?.aborted) {
        task.reject(abortedError());
        continue;
      }
      start(idle.pop() ?? spawnThread(), task);
    }
  };

  return {
    run(job, options) {
      if (closed) return Promise.reject(new IngestError('The import service is shutting down.', true));
      return new Promise<IngestResult>((resolve, reject) => {
        waiting.push({ job, options, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const task of waiting.splice(0))
        task.reject(new IngestError('The import service is shutting down.', true));
      const threads = [...idle.splice(0), ...busy];
      await Promise.all(threads.map((thread) => thread.terminate()));
    },
  };
}
