import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Training } from '@vela/contracts';
import { makeLongPdf } from '@vela/worker/test/fixture-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, connectChat, newVisitorId, seedDemo } from '../realtime/chat-test.setup.ts';
import { type FakeLlmServer, startFakeLlmServer } from '../test/fake-llm-server.ts';
import { browserLikeClient, startTestApp } from '../test/test-app.ts';

/**
 * Embedded mode (no REDIS_URL) ingests inside the server process. Parsing runs in worker threads, so the
 * server's event loop (this test's own: the app runs in this process) keeps answering meanwhile.
 */
describe('embedded mode while a 200-page PDF is ingested', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let llm: FakeLlmServer;

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    // pdf-parse is the engine that holds its thread for the whole parse (poppler runs as a child process).
    // The visitor asks again and again until the document is read, on a loaded machine for longer than
    // a minute's chat budget: the budgets are not what this test measures.
    const plenty = { windowMs: 60_000, limit: 10_000 };
    app = await startTestApp(
      'sqlite',
      { pdfEngine: 'pdf-parse', limits: { chatVisitor: plenty, chatAddress: plenty, chatBot: plenty } },
      { OPENAI_BASE_URL: llm.baseUrl, OPENAI_API_KEY: 'k' },
    );
  });
  afterAll(async () => {
    await app.stop();
    await llm.close();
  });

  it('keeps its event loop responsive and streams a conversation until the document is ready', async () => {
    const client = browserLikeClient(app.baseUrl);
    await client('POST', '/api/register', { username: 'pdf-owner', password: 'secret123', email: 'p@x.it' });
    const session = await loginCookie(app.baseUrl);
    const demoId = await seedDemo(app.storage.db);
    const tokens = Array.from({ length: 20 }, (_, i) => `t${i} `);
    llm.behave({ kind: 'answer', tokens, delayMs: 10 });
    const socket = await connectChat(app.baseUrl, { demoId, visitorId: newVisitorId() });

    const pdf = await makeLongPdf(200);
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)]), 'manuale.pdf');
    const upload = await fetch(`${app.baseUrl}/api/chatbot/training/document`, {
      method: 'POST',
      body: form,
      headers: { cookie: session },
    });
    expect(upload.status).toBe(201);

    const streamedWhileRunning: string[][] = [];
    let training: Training | undefined;
    for (;;) {
      const answer = await ask(socket, 'A che ora aprite la domenica?');
      const list = (await client('GET', '/api/chatbot/trainings')).json().trainings as Training[];
      training = list.find((t) => t.label === 'manuale.pdf');
      if (training?.status === 'ready' || training?.status === 'failed') break;
      streamedWhileRunning.push(answer.tokens);
    }
    const ingestMs = performance.now() - started;
    loop.disable();
    socket.close();

    expect(training).toMatchObject({ status: 'ready', error: null });
    expect(training?.chunkCount).toBeGreaterThan(100);
    // Conversations went on, every token in order, while the document was being read.
    expect(streamedWhileRunning.length).toBeGreaterThan(0);
    for (const streamed of streamedWhileRunning) expect(streamed).toEqual(tokens);
    // On the server's thread pdf-parse would stall it for most of the parse; here the longest stall is small.
    expect(loop.max / 1e6 / ingestMs).toBeLessThan(0.15);
  }, 120_000);
});

/** A session cookie for the account registered above, for the multipart upload. */
async function loginCookie(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'pdf-owner', password: 'secret123' }),
  });
  return res.headers.get('set-cookie')?.split(';')[0] ?? '';
}
