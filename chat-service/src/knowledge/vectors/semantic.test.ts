import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, connectChat, newVisitorId, seedDemo } from '../../realtime/chat-test.setup.ts';
import { type FakeLlmServer, type LlmRequest, startFakeLlmServer } from '../../test/fake-llm-server.ts';
import { dialects, startTestApp } from '../../test/test-app.ts';
import type { SemanticIndex } from './semantic.index.ts';
import { openSemanticIndex } from './semantic.setup.ts';

const isRewrite = (req: LlmRequest) => (req.messages[0]?.content ?? '').startsWith('REWRITE');
/** A model that knows 'xyzzy' means the weekly day off, which no word of the page says. */
const toyEmbedding = (text: string) => (/xyzzy|luned/i.test(text) ? [1, 0, 0] : [0, 0.6, 0.8]);

describe.each(dialects)('semantic retrieval with EMBEDDINGS_MODEL (%s)', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let llm: FakeLlmServer;
  let semantic: SemanticIndex | undefined;
  /** A demo indexed as a finished training would be, through a semantic index like the app's. */
  const seed = () => seedDemo(app.storage.db, undefined, semantic);

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    llm.embedWith(toyEmbedding);
    llm.behave((req) =>
      isRewrite(req) ? { kind: 'answer', tokens: ['not json'] } : { kind: 'answer', tokens: ['Ecco [1].'] },
    );
    app = await startTestApp(
      dialect,
      {},
      {
        OPENAI_BASE_URL: llm.baseUrl,
        OPENAI_API_KEY: 'test-key',
        OPENAI_MODEL: 'fake-model',
        EMBEDDINGS_MODEL: 'fake-embeddings',
      },
    );
    semantic = await openSemanticIndex(
      app.storage.db,
      { EMBEDDINGS_MODEL: 'fake-embeddings', OPENAI_BASE_URL: llm.baseUrl, OPENAI_API_KEY: 'test-key' },
      pino({ level: 'silent' }),
    );
  });
  afterAll(async () => {
    await app?.stop();
    await llm?.close();
  });

  const vectorsStored = async () => {
    try {
      const { rows } = await sql<{ n: number }>`select count(*) as n from knowledge_embeddings`.execute(
        app.storage.db,
      );
      return Number(rows[0]?.n);
    } catch {
      return undefined;
    }
  };

  if (dialect === 'sqlite') {
    it('embeds every chunk as it is indexed, and finds by meaning what no word of the question matches', async () => {
      const demoId = await seed();
      expect(await vectorsStored()).toBe(2);
      expect(llm.embedded.some((t) => t.includes('Il lunedì siamo chiusi'))).toBe(true);
      const socket = await connectChat(app.baseUrl, { demoId, visitorId: newVisitorId() });
      const before = llm.requests.length;
      const result = await ask(socket, 'Xyzzy?');
      socket.close();
      const prompt = llm.requests.slice(before).find((r) => !isRewrite(r))?.messages[0]?.content ?? '';
      expect(prompt).toContain('Il lunedì siamo chiusi');
      expect(llm.embedded.at(-1)).toBe('Xyzzy?');
      expect(result.end?.sources.map((s) => s.url)).toEqual(['https://bakery.test/orari']);
    });

    it('deletes a chunk’s vector with the chunk', async () => {
      await app.storage.db.deleteFrom('knowledge_chunks').execute();
      expect(await vectorsStored()).toBe(0);
    });
  } else {
    it('without the pgvector extension, keeps answering from lexical retrieval alone', async () => {
      const demoId = await seed();
      const socket = await connectChat(app.baseUrl, { demoId, visitorId: newVisitorId() });
      const before = llm.requests.length;
      await ask(socket, 'In che giorno siete chiusi?');
      socket.close();
      const prompt = llm.requests.slice(before).find((r) => !isRewrite(r))?.messages[0]?.content ?? '';
      expect(prompt).toContain('Il lunedì siamo chiusi');
      const available = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions
        where name = 'vector'`.execute(app.storage.db);
      // Where pgvector is installed the vectors are stored too; where it is not, none are asked for.
      if (available.rows[0]?.n) expect(await vectorsStored()).toBeGreaterThan(0);
      else expect(llm.embedded).toEqual([]);
    });
  }
});
