// `npm run bench soak`: minutes of steady chat, to show that nothing leaks or is lost. Figures only, nothing
// asserted. Two stages:
// 1. One node (SQLite, in-process jobs): 1,000 sockets each asking every 10 s for SOAK_MINUTES (5), answers
//    streamed by the local model server. Errors, first-token p50/p99 minute by minute, and the node's memory
//    after a full GC at the start, after the first minute and at the end.
// 2. Two nodes over Redis and PostgreSQL with a BullMQ worker (SOAK_CLUSTER_SECONDS, 120): the same sockets
//    split between the nodes; a crawl whose worker is killed with SIGKILL after its first pages (a new
//    worker takes the job over); halfway, Redis is killed and started again 5 s later. Every question must
//    end in an answer, an `answer:error` or a refused ack: one with none of them after 60 s counts as lost.
// The nodes run in child processes so their memory is theirs; the clients and the model share this one.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { pino } from 'pino';
import type { Socket } from 'socket.io-client';
import { createApp } from '../chat-service/src/app.ts';
import { loadConfig } from '../chat-service/src/config/config.ts';
import { openStorage } from '../chat-service/src/db/database.ts';
import { seedDemo } from '../chat-service/src/realtime/chat-test.setup.ts';
import { startFakeLlmServer } from '../chat-service/src/test/fake-llm-server.ts';
import { freePort, killProcess, startOwnRedis } from '../chat-service/src/test/own-redis.ts';
import { findTraining } from '../chat-service/src/trainings/training.repository.ts';
import { createTrainings } from '../chat-service/src/trainings/trainings.ts';
import { startFixtureSite } from '../worker/src/test/fixture-site.ts';
import { openVisitors, percentile } from './visitors.ts';

const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 1000);
const MINUTES = Number(process.env.SOAK_MINUTES ?? 5);
const CLUSTER_SECONDS = Number(process.env.SOAK_CLUSTER_SECONDS ?? 120);
const EVERY_MS = 10_000;
const LOST_AFTER_MS = 60_000;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const noLimit = { windowMs: 60_000, limit: 1_000_000 };
const questions = [
  'A che ora aprite la domenica?',
  'Quanto costa il pane?',
  'Fate consegne a domicilio?',
  'What time do you open on Sunday?',
];

// ---- a node (child process) ----

async function runNode() {
  const env = process.env;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vela-soak-'));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    OPENAI_BASE_URL: env.SOAK_LLM_URL ?? '',
    OPENAI_API_KEY: 'soak',
    OPENAI_MODEL: 'soak',
    SESSION_SECRET: 'soak-session-secret-shared',
    CRAWL_ALLOW_PRIVATE_HOSTS: '1',
    ...(env.SOAK_REDIS_URL
      ? { REDIS_URL: env.SOAK_REDIS_URL, BULLMQ_PREFIX: env.SOAK_PREFIX ?? 'soak' }
      : {}),
  });
  const storage = await openStorage({
    dataDir,
    databaseUrl: env.SOAK_PG_SCHEMA ? PG_URL : undefined,
    pgSchema: env.SOAK_PG_SCHEMA,
  });
  const app = await createApp({
    config,
    storage,
    logger: pino({ level: 'silent' }),
    limits: { chatVisitor: noLimit, chatAddress: noLimit, chatBot: noLimit },
    // Every simulated visitor connects from this one machine.
    socketsPerAddress: Number.MAX_SAFE_INTEGER,
  });
  const demoId = env.SOAK_DEMO_ID || (await seedDemo(storage.db));
  const url = await app.start();
  process.on('disconnect', () => process.exit(0));
  process.on('message', (m) => {
    if (m === 'exit') void app.stop().finally(() => process.exit(0));
    if (m !== 'memory') return;
    globalThis.gc?.();
    process.send?.({ memory: process.memoryUsage() });
  });
  process.send?.({ url, demoId });
}

// ---- this process: the nodes, the visitors, the model ----

interface Node {
  child: ChildProcess;
  url: string;
  demoId: string;
  memory(): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

async function startNode(env: Record<string, string>): Promise<Node> {
  const child = fork(fileURLToPath(import.meta.url), ['node'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  const next = () =>
    new Promise<Record<string, unknown>>((resolve) =>
      child.once('message', (m) => resolve(m as Record<string, unknown>)),
    );
  const started = await next();
  return {
    child,
    url: String(started.url),
    demoId: String(started.demoId),
    async memory() {
      const reply = next();
      child.send('memory');
      return (await reply).memory as NodeJS.MemoryUsage;
    },
    async stop() {
      const exited = once(child, 'exit');
      child.send('exit');
      await exited;
    },
  };
}

type Outcome = 'answered' | 'answer:error' | 'refused' | 'lost';

/** A visitor asking every EVERY_MS until stopped; its outcomes and first-token times go to `record`. */
function visitor(socket: Socket, index: number, record: (o: Outcome, firstMs?: number) => void) {
  let stopped = false;
  let pending: Promise<void> = Promise.resolve();
  const askOnce = (text: string) =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      let first: number | undefined;
      const done = (outcome: Outcome) => {
        clearTimeout(timer);
        socket.off('answer:token', onToken);
        socket.off('answer:end', onEnd);
        socket.off('answer:error', onError);
        record(outcome, first);
        resolve();
      };
      const onToken = () => {
        first ??= performance.now() - start;
      };
      const onEnd = () => done('answered');
      const onError = () => done('answer:error');
      const timer = setTimeout(() => done('lost'), LOST_AFTER_MS);
      socket.on('answer:token', onToken);
      socket.on('answer:end', onEnd);
      socket.on('answer:error', onError);
      socket.emit('message', { text }, (ack: { ok: boolean }) => {
        if (!ack.ok) done('refused');
      });
    });
  let asked = 0;
  const tick = () => {
    if (stopped) return;
    pending = askOnce(questions[(index + asked++) % questions.length] as string);
    setTimeout(tick, EVERY_MS);
  };
  setTimeout(tick, (index / CLIENTS) * EVERY_MS);
  return {
    async stop() {
      stopped = true;
      await pending;
    },
  };
}

const openSockets = (targets: { url: string; demoId: string }[], reconnection: boolean) =>
  openVisitors(
    CLIENTS,
    (i) => {
      const target = targets[i % targets.length] as { url: string; demoId: string };
      return { url: target.url, auth: { demoId: target.demoId, visitorId: `soak-${i}-${randomUUID()}` } };
    },
    reconnection,
  );

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts outcomes, and first-token times per minute. */
function tally() {
  const started = performance.now();
  const outcomes: Record<Outcome, number> = { answered: 0, 'answer:error': 0, refused: 0, lost: 0 };
  const minutes: number[][] = [];
  return {
    outcomes,
    minutes,
    record(outcome: Outcome, firstMs?: number) {
      outcomes[outcome]++;
      if (firstMs === undefined) return;
      const minute = Math.floor((performance.now() - started) / 60_000);
      minutes[minute] ??= [];
      minutes[minute].push(firstMs);
    },
    byMinute: () =>
      minutes
        .map(
          (m, i) =>
            `min ${i + 1}: p50 ${percentile(m, 50).toFixed(1)} p99 ${percentile(m, 99).toFixed(1)} ms`,
        )
        .join('; '),
  };
}

async function singleNode(llmUrl: string) {
  const node = await startNode({ SOAK_LLM_URL: llmUrl });
  const sockets = await openSockets([node], false);
  const counts = tally();
  const visitors = sockets.map((s, i) => visitor(s, i, counts.record));
  const memory: { at: string; usage: NodeJS.MemoryUsage }[] = [{ at: 'start', usage: await node.memory() }];
  for (let minute = 1; minute <= MINUTES; minute++) {
    await sleep(60_000);
    memory.push({ at: `${minute} min`, usage: await node.memory() });
  }
  await Promise.all(visitors.map((v) => v.stop()));
  for (const s of sockets) s.close();
  await node.stop();
  const oneMinute = memory[1]?.usage ?? memory[0]!.usage;
  const end = memory.at(-1)!.usage;
  console.log(
    `soak, one node: ${CLIENTS} sockets asking every ${EVERY_MS / 1000} s for ${MINUTES} min: ${counts.outcomes.answered} answered, ${counts.outcomes['answer:error']} answer:error, ${counts.outcomes.refused} refused, ${counts.outcomes.lost} lost`,
  );
  console.log(`soak, one node: first token ${counts.byMinute()}`);
  console.log(
    `soak, one node: heap after GC ${memory.map((m) => `${m.at} ${mb(m.usage.heapUsed)}`).join(', ')}; rss ${memory.map((m) => `${m.at} ${mb(m.usage.rss)}`).join(', ')}; end vs 1 min: heap ${(end.heapUsed / oneMinute.heapUsed).toFixed(3)}×, rss ${(end.rss / oneMinute.rss).toFixed(3)}×`,
  );
}

/** Every process this bench started, killed should it fail half-way. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

async function startRedis(port: number): Promise<ChildProcess> {
  const redis = await startOwnRedis(port);
  children.add(redis);
  return redis;
}

const kill = killProcess;

const workerScript = fileURLToPath(
  new URL('../chat-service/src/trainings/test/ingest-worker.child.ts', import.meta.url),
);

async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', workerScript], {
    env: { PATH: process.env.PATH ?? '', ...env, LOCK_MS: '2000', STALLED_MS: '1000' },
    // Its complaints while Redis is away are expected; its failures show in the figures.
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.add(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
  return child;
}

async function twoNodes(llmUrl: string) {
  const port = await freePort();
  let redis = await startRedis(port);
  const redisUrl = `redis://127.0.0.1:${port}`;
  const schema = `soak_${randomBytes(4).toString('hex')}`;
  const prefix = `soak-${randomUUID()}`;
  const site = await startFixtureSite({ latencyMs: 100 });
  const resolve = `${site.domain}=${site.baseUrl}`;
  const env = { SOAK_LLM_URL: llmUrl, SOAK_REDIS_URL: redisUrl, SOAK_PG_SCHEMA: schema, SOAK_PREFIX: prefix };
  const a = await startNode(env);
  const b = await startNode({ ...env, SOAK_DEMO_ID: a.demoId });
  const sockets = await openSockets([a, b], true);
  const counts = tally();
  const visitors = sockets.map((s, i) => visitor(s, i, counts.record));
  let reconnects = 0;
  for (const s of sockets) s.io.on('reconnect', () => reconnects++);

  // A crawl, its worker killed after the first pages: a new worker takes the job over.
  const storage = await openStorage({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'vela-soak-')),
    databaseUrl: PG_URL,
    pgSchema: schema,
  });
  const trainings = createTrainings({
    config: loadConfig({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'vela-soak-')),
      LOG_LEVEL: 'silent',
      REDIS_URL: redisUrl,
      CRAWL_ALLOW_PRIVATE_HOSTS: '1',
      CRAWL_RESOLVE: resolve,
    }),
    db: storage.db,
    logger: pino({ level: 'silent' }),
    prefix,
  });
  const workerEnv = { REDIS_URL: redisUrl, BULLMQ_PREFIX: prefix, CRAWL_RESOLVE: resolve };
  let worker = await startWorker(workerEnv);
  await sleep(10_000);
  const crawlStarted = performance.now();
  const training = await trainings.submit({ demoId: 'soak-crawl' }, { kind: 'crawl', domain: site.domain });
  await new Promise<void>((resolved) => {
    const off = trainings.onProgress((_s, t) => {
      if (t.id === training.id && t.status === 'crawling' && t.done >= 3) {
        off();
        resolved();
      }
    });
  });
  await kill(worker);
  worker = await startWorker(workerEnv);
  // Any of the three nodes may index the result: its status is read from the database.
  let crawled = await findTraining(storage.db, training.id);
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(250)) {
    crawled = await findTraining(storage.db, training.id);
    if (crawled?.status === 'ready' || crawled?.status === 'failed') break;
  }
  const crawlSeconds = (performance.now() - crawlStarted) / 1000;
  const { rows } = await sql<{ n: number; distinct: number }>`select count(*)::int as n,
    count(distinct (source, text))::int as distinct from knowledge_chunks where source_id = ${training.id}`.execute(
    storage.db,
  );

  // Halfway: Redis killed, and started again 5 s later on the same port.
  const elapsed = 10 + crawlSeconds;
  await sleep(Math.max(0, CLUSTER_SECONDS / 2 - elapsed) * 1000);
  await kill(redis);
  await sleep(5_000);
  redis = await startRedis(port);
  await sleep((CLUSTER_SECONDS / 2 - 5) * 1000);

  await Promise.all(visitors.map((v) => v.stop()));
  for (const s of sockets) s.close();
  await Promise.all([a.stop(), b.stop(), trainings.close()]);
  await kill(worker, 'SIGTERM');
  await sql`drop schema ${sql.id(schema)} cascade`.execute(storage.db);
  await storage.close();
  await kill(redis);
  await site.close();
  console.log(
    `soak, two nodes over Redis for ${CLUSTER_SECONDS} s, Redis killed and restarted halfway: ${counts.outcomes.answered} answered, ${counts.outcomes['answer:error']} answer:error, ${counts.outcomes.refused} refused, ${counts.outcomes.lost} lost; ${reconnects} socket reconnects`,
  );
  console.log(`soak, two nodes: first token ${counts.byMinute()}`);
  console.log(
    `soak, two nodes: crawl with its worker SIGKILLed after 3 pages: ${crawled?.status} in ${crawlSeconds.toFixed(1)} s, ${rows[0]?.n} chunks, ${(rows[0]?.n ?? 0) - (rows[0]?.distinct ?? 0)} duplicated`,
  );
}

process.on('unhandledRejection', (err) => {
  console.error(err);
  process.exit(1);
});

async function main() {
  const llm = await startFakeLlmServer();
  llm.behave({
    kind: 'answer',
    tokens: ['La ', 'domenica ', 'apriamo ', 'alle ', '7:30 ', '[1].'],
    delayMs: 2,
  });
  await singleNode(llm.baseUrl);
  await twoNodes(llm.baseUrl);
  await llm.close();
  process.exit(0);
}

if (process.argv[2] === 'node') await runNode();
else await main();
