import { describe, expect, it } from 'vitest';
import { furtherProgress } from './progress.ts';

describe('further progress', () => {
  it('takes whichever reading exists', () => {
    expect(furtherProgress(undefined, undefined)).toBeUndefined();
    expect(furtherProgress({ status: 'queued', done: 0, total: 0 }, undefined)?.status).toBe('queued');
  });

  it('prefers the later stage, then more pages read', () => {
    const crawling = { status: 'crawling', done: 9, total: 30 } as const;
    expect(furtherProgress(crawling, { status: 'ready', done: 30, total: 30 })?.status).toBe('ready');
    expect(furtherProgress({ status: 'failed', done: 0, total: 0, error: 'x' }, crawling)?.status).toBe(
      'failed',
    );
    expect(furtherProgress(crawling, { status: 'crawling', done: 4, total: 30 })?.done).toBe(9);
    expect(furtherProgress({ status: 'crawling', done: 4, total: 30 }, crawling)?.done).toBe(9);
  });
});
