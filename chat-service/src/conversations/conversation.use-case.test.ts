import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../db/database.ts';
import { openTestStorage } from '../knowledge/knowledge.test-storage.ts';
import { dialects } from '../test/test-app.ts';
import { deleteConversationsOf } from './conversation.repository.ts';
import { conversationHistory, openConversation, recentTurns, saveExchange } from './conversation.use-case.ts';

describe.each(dialects)('conversations on %s', (dialect) => {
  let storage: Storage;
  const demo = { demoId: 'demo-conv-1' };
  const bot = { botId: 'bot-conv-1' };
  beforeAll(async () => {
    storage = await openTestStorage(dialect);
  });
  afterAll(() => storage.close());

  const exchange = (n: number) => ({
    question: `Domanda ${n}`,
    askedAt: new Date(Date.now() + n * 1000).toISOString(),
    messageId: `answer-${dialect}-${n}-${Math.random()}`,
    answer: `Risposta ${n}`,
    sources: n % 2 ? [{ url: 'https://shop.test/orari', title: 'Orari' }] : [],
  });

  it('keeps the turns in order with their sources and continues the same conversation', async () => {
    const id = await openConversation(storage.db, demo, 'visitor-aaaa', undefined);
    await saveExchange(storage.db, id, exchange(1));
    await saveExchange(storage.db, id, exchange(2));
    expect(await openConversation(storage.db, demo, 'visitor-aaaa', id.id)).toEqual(id);
    const history = await conversationHistory(storage.db, demo, 'visitor-aaaa', id.id);
    expect(history?.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Domanda 1'],
      ['assistant', 'Risposta 1'],
      ['user', 'Domanda 2'],
      ['assistant', 'Risposta 2'],
    ]);
    expect(history?.messages[1]?.sources).toEqual([{ url: 'https://shop.test/orari', title: 'Orari' }]);
    expect(history?.messages[0]?.timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('stores a new conversation only with its first exchange', async () => {
    const fresh = await openConversation(storage.db, demo, 'visitor-ffff', undefined);
    expect(await conversationHistory(storage.db, demo, 'visitor-ffff', fresh.id)).toBeUndefined();
    await saveExchange(storage.db, fresh, exchange(1));
    expect((await conversationHistory(storage.db, demo, 'visitor-ffff', fresh.id))?.messages).toHaveLength(2);
  });

  it('stores exchanges ending together in one go, and one whose writing fails leaves the others stored', async () => {
    const visitors = ['visitor-g1', 'visitor-g2', 'visitor-g3'];
    const refs = await Promise.all(visitors.map((v) => openConversation(storage.db, demo, v, undefined)));
    const saved = await Promise.allSettled(
      refs.map((ref, i) =>
        saveExchange(storage.db, ref, exchange(i + 1), async () => {
          if (i === 1) throw new Error('the figures could not be written');
        }),
      ),
    );
    expect(saved.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await Promise.all(
      refs.map((ref, i) => conversationHistory(storage.db, demo, visitors[i] ?? '', ref.id)),
    );
    expect(stored.map((h) => h?.messages.map((m) => m.content))).toEqual([
      ['Domanda 1', 'Risposta 1'],
      undefined,
      ['Domanda 3', 'Risposta 3'],
    ]);
  });

  it('feeds only the last turns to the next answer', async () => {
    const id = await openConversation(storage.db, demo, 'visitor-bbbb', undefined);
    for (let n = 1; n <= 5; n++) await saveExchange(storage.db, id, exchange(n));
    const turns = await recentTurns(storage.db, id.id);
    expect(turns).toHaveLength(6);
    expect(turns.at(-1)?.content).toBe('Risposta 5');
    expect(turns[0]?.content).toBe('Domanda 3');
  });

  it('never continues or shows another visitor’s conversation, nor one of another demo or bot', async () => {
    const id = await openConversation(storage.db, demo, 'visitor-cccc', undefined);
    await saveExchange(storage.db, id, exchange(1));
    expect(await conversationHistory(storage.db, demo, 'visitor-dddd', id.id)).toBeUndefined();
    expect(await conversationHistory(storage.db, bot, 'visitor-cccc', id.id)).toBeUndefined();
    expect((await openConversation(storage.db, demo, 'visitor-dddd', id.id)).id).not.toBe(id.id);
    expect((await openConversation(storage.db, bot, 'visitor-cccc', id.id)).id).not.toBe(id.id);
    expect(await conversationHistory(storage.db, demo, 'visitor-cccc', 'no-such-id')).toBeUndefined();
  });

  it('removes every conversation of a demo with its messages, and nothing of others', async () => {
    const gone = { demoId: 'demo-conv-gone' };
    const id = await openConversation(storage.db, gone, 'visitor-eeee', undefined);
    await saveExchange(storage.db, id, exchange(1));
    const kept = await openConversation(storage.db, bot, 'visitor-eeee', undefined);
    await saveExchange(storage.db, kept, exchange(2));
    await deleteConversationsOf(storage.db, gone);
    expect(await conversationHistory(storage.db, gone, 'visitor-eeee', id.id)).toBeUndefined();
    const orphans = await storage.db
      .selectFrom('chat_messages')
      .select('id')
      .where('conversation_id', '=', id.id)
      .execute();
    expect(orphans).toEqual([]);
    expect((await conversationHistory(storage.db, bot, 'visitor-eeee', kept.id))?.messages).toHaveLength(2);
  });
});
