import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { crawlDeadline } from './crawl-deadline.ts';

describe("a crawl's deadline", () => {
  it('aborts when the time runs out and says it timed out', async () => {
    const deadline = crawlDeadline(undefined, 20);
    await new Promise((resolve) => deadline.signal.addEventListener('abort', resolve, { once: true }));
    expect(deadline.timedOut).toBe(true);
    deadline.dispose();
  });

  it('aborts with a cancelled job without calling it a timeout, and lets go of the job once disposed', () => {
    const job = new AbortController();
    const deadline = crawlDeadline(job.signal, 60_000);
    expect(getEventListeners(job.signal, 'abort')).toHaveLength(1);
    job.abort();
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.timedOut).toBe(false);
    const other = new AbortController();
    crawlDeadline(other.signal, 60_000).dispose();
    expect(getEventListeners(other.signal, 'abort')).toHaveLength(0);
  });
});
