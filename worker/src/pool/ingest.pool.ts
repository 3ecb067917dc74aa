import { getHeapStatistics } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { TrainingJob, TrainingResult } from '@vela/contracts';
import { crawlDefaults } from '../crawl/crawl.settings.ts';
import { abortedError, documentMessages, IngestError } from '../ingest.error.ts';
import type { IngestOptions } from '../ingest.types.ts';
import { addressPolicy } from '../net/address.policy.ts';
import { createGuardedAgent } from '../net/guarded-agent.ts';
import { createChromiumRenderer } from '../render/chromium.renderer.ts';
import type { PageRenderer, RenderAccess, RenderedDocument, RenderOutcome } from '../render/page-renderer.ts';
import type { ThreadRequest, ThreadResponse } from './pool.messages.ts';

interface Task {
  job: TrainingJob;
  options: IngestOptions;
  resolve: (result: TrainingResult) => void;
  reject: (err: Error) => void;
}

export interface IngestPool {
  run(job: TrainingJob, options: IngestOptions): Promise<TrainingResult>;
  close(): Promise<void>;
}

export interface IngestPoolOptions {
  /** Threads, hence jobs at once (default 2). */
  size?: number;
  /** Each thread's JavaScript heap: a job that needs more ends its thread, not the process. */
  maxHeapMb?: number;
  /**
   * `CHROMIUM_PATH`: the browser that renders application shells, launched once for the pool at the first
   * page that needs it; unset, one found on the machine. None: pages are read as plain HTML.
   */
  chromiumPath?: string;
  /** Where the pool says, once, that rendering is unavailable (default console.warn). */
  log?: (message: string) => void;
}

/**
 * 2 GB reads a Word file of 25 MB of XML (400,000 paragraphs, 10 million characters) and a 2,000-page PDF
 * (under 300 MB); without a limit V8 lets each thread grow to 4 GB on a large machine. Never more than this
 * process may use.
 */
const defaultHeapMb = () => Math.min(2048, Math.floor(getHeapStatistics().heap_size_limit / 2 ** 20));

/** A job that ran its thread out of memory would do so again: it fails for good, in words a user can read. */
function outOfMemory(job: TrainingJob): IngestError {
  const message = job.kind === 'document' ? documentMessages.unpackedTooLarge : documentMessages.outOfMemory;
  return new IngestError(message, false, 'out_of_memory');
}

/** Worker-threads pool for embedded mode: parsing and HTML extraction never run on the caller's main thread. */
export function createIngestPool(opts: IngestPoolOptions = {}): IngestPool {
  const size = Math.max(1, opts.size ?? 2);
  const maxHeapMb = opts.maxHeapMb ?? defaultHeapMb();
  const idle: Worker[] = [];
  const busy = new Set<Worker>();
  const waiting: Task[] = [];
  let closed = false;
  let renderer: PageRenderer | undefined;
  const rendererOf = () => {
    renderer ??= createChromiumRenderer({ executablePath: opts.chromiumPath, log: opts.log });
    return renderer;
  };

  /**
   * A thread that dies, in a job or between jobs, leaves the pool: the next job starts a fresh one in its
   * place. An idle thread's error has no job to fail, and unheard it would end the whole process.
   */
  const spawnThread = () => {
    const thread = new Worker(new URL('./ingest.thread.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
    });
    thread
      .on('error', () => {})
      .once('exit', () => {
        busy.delete(thread);
        if (idle.includes(thread)) idle.splice(idle.indexOf(thread), 1);
      });
    return thread;
  };

  const retire = (thread: Worker) => {
    busy.delete(thread);
    void thread.terminate();
  };

  const start = (thread: Worker, task: Task) => {
    busy.add(thread);
    thread.ref();
    const { signal, onProgress, lookup, renderer: _renderer, ...options } = task.options;
    // a rendered page's requests leave from this thread, through the same guard as the job's own
    let access: RenderAccess | undefined;
    const render = async (id: number, document: RenderedDocument) => {
      access ??= {
        dispatcher: createGuardedAgent({
          policy: addressPolicy(options.allowPrivateHosts),
          lookup,
          connections: 4,
        }),
        resolve: options.resolve,
        maxBytes: crawlDefaults.maxResponseBytes,
        signal,
      };
      const outcome: RenderOutcome = closed
        ? { kind: 'failed', reason: 'the pool is closing' }
        : await rendererOf()
            .render(document, access)
            .catch((err: Error) => ({ kind: 'failed', reason: err.message }));
      thread.postMessage({ type: 'rendered', id, outcome } satisfies ThreadRequest);
    };
    const finish = (outcome: () => void, keep: boolean) => {
      thread.off('message', onMessage).off('error', onError).off('exit', onExit);
      void access?.dispatcher.close().catch(() => {});
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
      else if (message.type === 'render') void render(message.id, message.document);
      else if (message.type === 'done') finish(() => task.resolve(message.result), true);
      else finish(() => task.reject(new IngestError(message.message, message.retryable, message.code)), true);
    };
    const onError = (err: Error & { code?: string }) =>
      finish(
        () =>
          task.reject(
            err.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? outOfMemory(task.job)
              : new IngestError(`The import failed: ${err.message}`, true),
          ),
        false,
      );
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
    thread.postMessage({ type: 'job', job: task.job, options } satisfies ThreadRequest);
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
      return new Promise<TrainingResult>((resolve, reject) => {
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
      await renderer?.close();
    },
  };
}
