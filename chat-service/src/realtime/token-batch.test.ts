import { describe, expect, it } from 'vitest';
import { tokenBatch } from './token-batch.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("an answer's tokens on their way to the socket", () => {
  it('sends the tokens of one turn together, and a token of a later turn on its own', async () => {
    const sent: string[] = [];
    const batch = tokenBatch((delta) => sent.push(delta));
    batch.push('La ');
    batch.push('domenica ');
    expect(sent).toEqual([]);
    await nextTurn();
    batch.push('apriamo.');
    await nextTurn();
    expect(sent).toEqual(['La domenica ', 'apriamo.']);
  });

  it('sends what waits at once when flushed, and nothing twice', async () => {
    const sent: string[] = [];
    const batch = tokenBatch((delta) => sent.push(delta));
    batch.push('Il pane ');
    batch.flush();
    await nextTurn();
    expect(sent).toEqual(['Il pane ']);
  });
});
