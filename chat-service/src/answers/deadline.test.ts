import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { withDeadline } from './deadline.ts';

const until = (signal: AbortSignal) =>
  new Promise<unknown>((resolve) =>
    signal.addEventListener('abort', () => resolve(signal.reason), { once: true }),
  );

describe('a call with a deadline', () => {
  it('is aborted when its time runs out, with a timeout reason', async () => {
    const parent = new AbortController().signal;
    const reason = await withDeadline(parent, 20, until);
    expect(reason).toMatchObject({ name: 'TimeoutError' });
  });

  it('is aborted with its parent, and leaves no listener on the parent once it is over', async () => {
    const parent = new AbortController();
    const running = withDeadline(parent.signal, 60_000, until);
    parent.abort(new Error('visitor left'));
    expect(await running).toMatchObject({ message: 'visitor left' });
    const quick = new AbortController();
    await withDeadline(quick.signal, 60_000, async () => 'done');
    expect(getEventListeners(quick.signal, 'abort')).toHaveLength(0);
  });
});
