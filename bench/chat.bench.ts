// Chat streaming under load: 1,000 websocket clients on one chat-service process, each asking a question
// answered through the fake OpenAI-compatible server streaming 20 tokens, next to a bare Socket.IO server
// streaming the same 20 events, in the same run. Figures: time to first token (idle and in a burst of
// every client at once), tokens/s, and server memory per connection. The servers run in child processes
// so their memory is theirs alone; the clients and the fake model share this process.
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { createLlmClient } from '../chat-service/src/answers/llm.client.ts';
import { createApp } from '../chat-service/src/app.ts';
import { loadConfig } from '../chat-service/src/config/config.ts';
import { openStorage } from '../chat-service/src/db/database.ts';
import { seedDemo } from '../chat-service/src/realtime/chat-test.setup.ts';
import { startFakeLlmServer } from '../chat-service/src/test/fake-llm-server.ts';
import { openVisitors, percentile } from './visitors.ts';

const CLIENTS = Number(process.env.CHAT_BENCH_CLIENTS ?? 1000);
const TOKENS = 20;
const IDLE_ASKS = 200;
const QUESTION = 'A che ora aprite la domenica?';
/** The question worded a little differently each time (a number the knowledge does not hold). */
const variant = (i: number) => `A che ora aprite la domenica ${i}?`;
const tokens = Array.from({ length: TOKENS }, (_, i) => `tok${i} `);
const noLimit = { windowMs: 60_000, limit: 1_000_000 };

type ServerKind = 'vela' | 'bare' | 'model' | 'rewrite';
type ServerReply = { url: string; auth: Record<string, string> } | { memory: NodeJS.MemoryUsage };

// ---- server side (child process) ----

async function runVela(llmUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vela-chat-bench-'));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    OPENAI_BASE_URL: llmUrl,
    OPENAI_API_KEY: 'bench',
    OPENAI_MODEL: 'bench',
  });
  const storage = await openStorage({ dataDir });
  const app = await createApp({
    config,
    storage,
    logger: pino({ level: 'silent' }),
    limits: { chatVisitor: noLimit, chatAddress: noLimit, chatBot: noLimit },
    // Every simulated visitor connects from this one machine: the per-address socket cap would refuse them.
    socketsPerAddress: Number.MAX_SAFE_INTEGER,
  });
  const demoId = await seedDemo(storage.db);
  return { url: await app.start(), auth: { demoId } };
}

/** The floor: Socket.IO alone, acking and streaming the same events with no storage, search or model. */
async function runBare() {
  const server = createServer();
  const io = new Server(server, { serveClient: false });
  io.of('/chat').on('connection', (socket) => {
    let n = 0;
    socket.on('message', (_m: unknown, ack: (r: unknown) => void) => {
      const messageId = `m${++n}`;
      ack({ ok: true, conversationId: 'c', messageId });
      socket.emit('answer:start', { messageId });
      for (const delta of tokens) socket.emit('answer:token', { messageId, delta });
      socket.emit('answer:end', { messageId, text: tokens.join(''), sources: [] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, auth: { demoId: 'bare' } };
}

/**
 * The floor for any server that asks a model per question: Socket.IO relaying the model's stream through
 * the `openai` client Vela uses, with no storage, search or judging; with `rewrite`, after one more call
 * first, as Vela's generative mode makes to rewrite a question it does not share with other visitors.
 */
async function runBareWithModel(llmUrl: string, rewrite: boolean) {
  const client = createLlmClient({ apiKey: 'bench', baseURL: llmUrl, idleTimeoutMs: 30_000 });
  const server = createServer();
  const io = new Server(server, { serveClient: false });
  io.of('/chat').on('connection', (socket) => {
    let n = 0;
    socket.on('message', async (m: { text: string }, ack: (r: unknown) => void) => {
      const messageId = `m${++n}`;
      ack({ ok: true, conversationId: 'c', messageId });
      socket.emit('answer:start', { messageId });
      if (rewrite) {
        await client.chat.completions.create({
          model: 'bench',
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: 'REWRITE the question as JSON' },
            { role: 'user', content: m.text },
          ],
        });
      }
      const stream = await client.chat.completions.create({
        model: 'bench',
        stream: true,
        messages: [{ role: 'user', content: m.text }],
      });
      let text = '';
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta?.content;
        if (!delta) continue;
        text += delta;
        socket.emit('answer:token', { messageId, delta });
      }
      socket.emit('answer:end', { messageId, text, sources: [] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, auth: { demoId: 'bare' } };
}

async function serve(kind: ServerKind, llmUrl: string) {
  const started =
    kind === 'vela'
      ? await runVela(llmUrl)
      : kind === 'bare'
        ? await runBare()
        : await runBareWithModel(llmUrl, kind === 'rewrite');
  // A bench that fails leaves no server behind: the child goes when its parent does.
  process.on('disconnect', () => process.exit(0));
  process.on('message', (m) => {
    if (m === 'exit') process.exit(0);
    if (m !== 'memory') return;
    globalThis.gc?.();
    process.send?.({ memory: process.memoryUsage() } satisfies ServerReply);
  });
  process.send?.(started satisfies ServerReply);
}

// ---- client side (this process) ----

function startServer(kind: ServerKind, llmUrl: string) {
  const child = fork(fileURLToPath(import.meta.url), ['server', kind, llmUrl], {
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.CHAT_BENCH_CPU_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CHAT_BENCH_CPU_PROFILE}`]
        : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<ServerReply>((resolve) => child.once('message', (m) => resolve(m as ServerReply)));
  return { child, next };
}

async function memoryOf(server: ReturnType<typeof startServer>): Promise<NodeJS.MemoryUsage> {
  const reply = server.next();
  server.child.send('memory');
  const m = await reply;
  if (!('memory' in m)) throw new Error('unexpected reply');
  return m.memory;
}

const openSockets = (url: string, auth: Record<string, string>) =>
  openVisitors(CLIENTS, (i) => ({ url, auth: { ...auth, visitorId: `bench-visitor-${i}-${Date.now()}` } }));

/** Asks once; resolves with the time to the first token and to the end, in ms, and the tokens counted. */
function askOnce(socket: Socket, text = QUESTION): Promise<{ first: number; end: number; count: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let first = 0;
    let count = 0;
    // Tokens are counted in the text: a busy server may send several in one event.
    const onToken = (e: { delta: string }) => {
      if (first === 0) first = performance.now() - start;
      count += e.delta.match(/tok\d+/g)?.length ?? 0;
    };
    socket.on('answer:token', onToken);
    socket.once('answer:end', () => {
      socket.off('answer:token', onToken);
      resolve({ first, end: performance.now() - start, count });
    });
    socket.once('answer:error', (e: { message: string }) => reject(new Error(e.message)));
    socket.emit('message', { text }, (ack: { ok: boolean; error?: string }) => {
      if (!ack.ok) reject(new Error(ack.error));
    });
  });
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

async function measure(kind: ServerKind, llmUrl: string) {
  const server = startServer(kind, llmUrl);
  const started = await server.next();
  if (!('url' in started)) throw new Error('server did not start');
  const before = await memoryOf(server);
  const sockets = await openSockets(started.url, started.auth);
  const after = await memoryOf(server);

  // Each idle question is worded differently, so none is answered from a search shared with another.
  const idle: number[] = [];
  for (let i = 0; i < IDLE_ASKS; i++) {
    idle.push((await askOnce(sockets[i % sockets.length] as Socket, variant(i))).first);
  }

  const burstOf = async (text: (i: number) => string) => {
    const started = performance.now();
    const answers = await Promise.all(sockets.map((socket, i) => askOnce(socket, text(i))));
    const wall = performance.now() - started;
    const delivered = answers.reduce((n, r) => n + r.count, 0);
    return { answers, delivered, tokensPerSecond: delivered / (wall / 1000) };
  };
  // Everyone asking the same question (they share one search), then everyone asking their own.
  const burst = await burstOf(() => QUESTION);
  const distinct = await burstOf((i) => variant(IDLE_ASKS + i));

  for (const s of sockets) s.close();
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.send('exit');
  await exited;
  return {
    idleP50: percentile(idle, 50),
    idleP99: percentile(idle, 99),
    burstP50: percentile(
      burst.answers.map((r) => r.first),
      50,
    ),
    burstP99: percentile(
      burst.answers.map((r) => r.first),
      99,
    ),
    tokensPerSecond: burst.tokensPerSecond,
    delivered: burst.delivered,
    distinctP50: percentile(
      distinct.answers.map((r) => r.first),
      50,
    ),
    distinctTokensPerSecond: distinct.tokensPerSecond,
    heapPerConnection: (after.heapUsed + after.external - before.heapUsed - before.external) / CLIENTS,
    rssPerConnection: (after.rss - before.rss) / CLIENTS,
  };
}

async function main() {
  const llm = await startFakeLlmServer();
  llm.behave({ kind: 'answer', tokens });
  const bare = await measure('bare', llm.baseUrl);
  const model = await measure('model', llm.baseUrl);
  const rewrite = await measure('rewrite', llm.baseUrl);
  const vela = await measure('vela', llm.baseUrl);
  await llm.close();
  const kb = (v: number) => `${(v / 1024).toFixed(1)} KB`;
  const line = (label: string, r: typeof bare) =>
    console.log(
      `${label.padEnd(34)} first token idle p50 ${ms(r.idleP50)} p99 ${ms(r.idleP99)} | burst of ${CLIENTS} asking the same: p50 ${ms(r.burstP50)} p99 ${ms(r.burstP99)}, ${Math.round(r.tokensPerSecond)} tokens/s (${r.delivered} delivered) | each their own: p50 ${ms(r.distinctP50)}, ${Math.round(r.distinctTokensPerSecond)} tokens/s | memory/connection: heap+external ${kb(r.heapPerConnection)}, rss ${kb(r.rssPerConnection)}`,
    );
  console.log(
    `${CLIENTS} websocket clients, ${TOKENS} streamed tokens per answer, ${IDLE_ASKS} idle asks one at a time`,
  );
  line('bare Socket.IO (20 events)', bare);
  line('bare Socket.IO + fake LLM (floor)', model);
  line('floor + a rewrite call first', rewrite);
  line('Vela /chat + fake LLM (20 tokens)', vela);
  console.log(
    `overhead vs bare: first token idle p50 +${ms(vela.idleP50 - bare.idleP50)}, burst p50 +${ms(vela.burstP50 - bare.burstP50)}; throughput ${(vela.tokensPerSecond / bare.tokensPerSecond).toFixed(2)}× of bare asking the same, ${(vela.distinctTokensPerSecond / bare.distinctTokensPerSecond).toFixed(2)}× each their own; memory/connection ${(vela.heapPerConnection / Math.max(1, bare.heapPerConnection)).toFixed(2)}× of bare`,
  );
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  console.log(
    `the model alone: bare + fake LLM is ${ratio(model.tokensPerSecond, bare.tokensPerSecond)} of bare asking the same, ${ratio(model.distinctTokensPerSecond, bare.distinctTokensPerSecond)} each their own; with a rewrite call first ${ratio(rewrite.tokensPerSecond, bare.tokensPerSecond)} and ${ratio(rewrite.distinctTokensPerSecond, bare.distinctTokensPerSecond)}`,
  );
  console.log(
    `Vela against those floors: asking the same (most visitors share one rewrite) ${ratio(vela.tokensPerSecond, model.tokensPerSecond)} of the one-call floor; each their own (a rewrite each) ${ratio(vela.distinctTokensPerSecond, rewrite.distinctTokensPerSecond)} of the two-call floor`,
  );
  console.log(
    '(Vela answers: retrieval on SQLite, a conversation opened and the exchange stored per question, the model on 127.0.0.1)',
  );
}

if (process.argv[2] === 'server') await serve(process.argv[3] as ServerKind, process.argv[4] ?? '');
else await main();
