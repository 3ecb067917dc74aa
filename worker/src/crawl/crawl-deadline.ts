/**
 * The signal a crawl runs under: aborted when the job is cancelled (`parent`) or after `ms`. Built from a
 * plain controller and a timer that `dispose` clears, rather than `AbortSignal.any` over
 * `AbortSignal.timeout`: Node 20 keeps such a composite signal, and all its listeners reach, for ever once
 * a listener was added and it never fired, which in a long-lived worker is a leak per crawl.
 */
export interface CrawlDeadline {
  signal: AbortSignal;
  /** Whether it ended because the time ran out (not because the job was cancelled). */
  readonly timedOut: boolean;
  dispose(): void;
}

export function crawlDeadline(parent: AbortSignal | undefined, ms: number): CrawlDeadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The crawl took too long', 'TimeoutError'));
  }, ms);
  const abort = () => controller.abort(parent?.reason);
  if (parent?.aborted) abort();
  else parent?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    dispose() {
      clearTimeout(timer);
      parent?.removeEventListener('abort', abort);
    },
  };
}
