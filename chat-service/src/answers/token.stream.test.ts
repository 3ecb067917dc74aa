import { expect, it } from 'vitest';
import { streamWords } from './token.stream.ts';

it('streams text in word groups that add up to it, and stops when aborted', async () => {
  const pieces: string[] = [];
  await streamWords(' uno due tre quattro\ncinque ', (p) => pieces.push(p), new AbortController().signal);
  expect(pieces.join('')).toBe(' uno due tre quattro\ncinque ');
  const aborted = new AbortController();
  aborted.abort();
  await expect(streamWords('a b c', () => {}, aborted.signal)).rejects.toThrow();
});
