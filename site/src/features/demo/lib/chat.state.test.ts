import { describe, expect, it } from 'vitest';
import { chatReducer, initialChatState } from './chat.state.ts';

describe('demo chat state', () => {
  it('appends the question, marks the chat pending, streams the answer and ends with its sources', () => {
    let s = chatReducer(initialChatState, { type: 'sent', id: 'u1', text: 'Orari?' });
    expect(s.pending).toBe(true);
    s = chatReducer(s, { type: 'acked', conversationId: 'c1' });
    s = chatReducer(s, { type: 'start', messageId: 'm1' });
    s = chatReducer(s, { type: 'token', messageId: 'm1', delta: 'Aperti ' });
    s = chatReducer(s, { type: 'token', messageId: 'm1', delta: 'alle 19' });
    expect(s.entries[1]).toMatchObject({ role: 'assistant', text: 'Aperti alle 19', status: 'streaming' });
    expect(s.pending).toBe(true);
    s = chatReducer(s, {
      type: 'end',
      messageId: 'm1',
      text: 'Aperti alle 19.',
      sources: [{ url: 'http://x.test/orari', title: 'Orari' }],
    });
    expect(s.pending).toBe(false);
    expect(s.conversationId).toBe('c1');
    expect(s.entries.map((e) => [e.role, e.text, e.status])).toEqual([
      ['user', 'Orari?', 'done'],
      ['assistant', 'Aperti alle 19.', 'done'],
    ]);
    expect(s.entries[1]?.sources).toHaveLength(1);
  });

  it('a token before its start still creates the answer bubble', () => {
    const s = chatReducer(initialChatState, { type: 'token', messageId: 'm9', delta: 'Hi' });
    expect(s.entries).toEqual([
      { id: 'm9', role: 'assistant', text: 'Hi', sources: [], status: 'streaming' },
    ]);
  });

  it('a failed answer turns its bubble into an error and re-enables the input', () => {
    let s = chatReducer(initialChatState, { type: 'sent', id: 'u1', text: 'Q' });
    s = chatReducer(s, { type: 'start', messageId: 'm1' });
    s = chatReducer(s, { type: 'failed', messageId: 'm1' });
    expect(s.pending).toBe(false);
    expect(s.entries[1]?.status).toBe('error');
  });

  it('a rejected send adds an error bubble', () => {
    let s = chatReducer(initialChatState, { type: 'sent', id: 'u1', text: 'Q' });
    s = chatReducer(s, { type: 'rejected' });
    expect(s.pending).toBe(false);
    expect(s.entries.map((e) => e.status)).toEqual(['done', 'error']);
  });

  it('history replaces the conversation', () => {
    const s = chatReducer(
      { entries: [], pending: true },
      {
        type: 'history',
        conversationId: 'c2',
        messages: [
          { role: 'user', content: 'Q', sources: [], timestamp: '2026-11-22T08:00:00Z' },
          { role: 'assistant', content: 'A', sources: [], timestamp: '2026-11-22T08:00:01Z' },
        ],
      },
    );
    expect(s.pending).toBe(false);
    expect(s.conversationId).toBe('c2');
    expect(s.entries.map((e) => `${e.role}:${e.text}`)).toEqual(['user:Q', 'assistant:A']);
  });
});
