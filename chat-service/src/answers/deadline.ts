/**
 * A signal that aborts when `parent` does or after `ms`, for the time of `run` only: the timer is cleared
 * and the listener removed when `run` settles. In place of `AbortSignal.any([parent, AbortSignal.timeout(ms)])`,
 * which Node 20 keeps for ever once a listener is added to it and it never fires (a set of "persistent"
 * signals it never leaves): one per question, a leak that a soak of a few minutes shows.
 */
export async function withDeadline<T>(
  parent: AbortSignal,
  ms: number,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort(parent.reason);
  if (parent.aborted) abort();
  else parent.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException('The deadline passed', 'TimeoutError')),
    ms,
  );
  try {
    return await run(controller.signal);
  } finally {
    clearTimeout(timer);
    parent.removeEventListener('abort', abort);
  }
}
