import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TrainingRun } from '@vela/contracts';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../db/database.ts';
import { openTestStorage } from '../knowledge/knowledge.test-storage.ts';
import { REFRESH_QUEUE } from './refresh.scheduler.ts';
import { listRuns } from './run.repository.ts';
import {
  REDIS_URL,
  silentLogger,
  startWorkerProcess,
  stopWorkerProcess,
  testConfig,
  waitForStatus,
} from './test/queue-harness.ts';
import { findTraining } from './training.repository.ts';
import { createTrainings, type TrainingService } from './trainings.ts';

const HOUR = 60 * 60 * 1000;
const DOMAIN = 'orari.test';
const PAGE = `http://${DOMAIN}/orari`;

/** One page a bot reads, counting the requests it gets. */
async function startPage() {
  let requests = 0;
  const server: Server = createServer((req, res) => {
    if (req.url === '/orari') requests++;
    if (req.url === '/robots.txt') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<html lang="it"><title>Orari</title><main><h1>Orari</h1><p>Il forno apre alle sette del mattino, dal lunedì al sabato.</p></main></html>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const scheduled = (runs: TrainingRun[]) => runs.filter((r) => r.trigger === 'schedule');

describe('scheduled refreshes in embedded mode', () => {
  let page: Awaited<ReturnType<typeof startPage>>;
  let storage: Storage;
  let clock = Date.parse('2026-11-24T08:00:00Z');
  const now = () => new Date(clock);

  beforeAll(async () => {
    page = await startPage();
    storage = await openTestStorage('sqlite');
  });
  afterAll(async () => {
    await storage.close();
    await page.close();
  });

  /** A node of the app (its trainings and embedded timer) on the same storage: a restart is a new one. */
  const startNode = () =>
    createTrainings({
      config: testConfig(DOMAIN, page.baseUrl),
      db: storage.db,
      logger: silentLogger,
      now,
      scheduleCheckMs: 0,
    });
  const settle = async (node: TrainingService, id: number) => {
    const training = await findTraining(storage.db, id);
    if (training?.status !== 'ready') await waitForStatus(node, id, ['ready']);
  };

  it('runs a daily source once a day, neither doubled by a second check nor skipped or doubled by a restart', async () => {
    const scope = { botId: 'schedule-bot' };
    let node = startNode();
    const first = await node.submit(scope, { kind: 'url', url: PAGE }, { refresh: 'daily' });
    expect(first.refresh).toBe('daily');
    expect(first.nextRefreshAt).toBe('2026-11-25T08:00:00.000Z');
    await waitForStatus(node, first.id, ['ready']);

    // Not due yet: nothing runs.
    clock += 23 * HOUR;
    await node.checkSchedules();
    expect(scheduled(await listRuns(storage.db, first.id))).toHaveLength(0);

    // Due: one run, and a second check at the same time starts no other.
    clock += 2 * HOUR;
    await node.checkSchedules();
    await node.checkSchedules();
    await settle(node, first.id);
    expect(scheduled(await listRuns(storage.db, first.id))).toHaveLength(1);
    expect((await findTraining(storage.db, first.id))?.nextRefreshAt).toBe('2026-11-26T09:00:00.000Z');

    // Down for three days: the missed run happens once at the first check after the restart.
    await node.close();
    clock += 3 * 24 * HOUR;
    node = startNode();
    await node.checkSchedules();
    await node.checkSchedules();
    await settle(node, first.id);
    expect(scheduled(await listRuns(storage.db, first.id))).toHaveLength(2);
    expect((await findTraining(storage.db, first.id))?.nextRefreshAt).toBe('2026-11-29T09:00:00.000Z');

    // Stopped right after taking a run: the restart finishes that run, and does not take it again.
    clock += 25 * HOUR;
    await node.checkSchedules();
    await node.close();
    node = startNode();
    await node.checkSchedules();
    await settle(node, first.id);
    const runs = await listRuns(storage.db, first.id);
    expect(scheduled(runs)).toHaveLength(3);
    expect(runs.map((r) => r.status)).toEqual(['ready', 'ready', 'ready', 'ready']);
    expect(runs[0]?.unchanged).toBe(1);
    await node.close();
  });

  it('stops running a source once its schedule is off, and refuses a schedule for a text', async () => {
    const scope = { botId: 'schedule-off-bot' };
    const node = startNode();
    try {
      const training = await node.submit(scope, { kind: 'url', url: PAGE }, { refresh: 'weekly' });
      await waitForStatus(node, training.id, ['ready']);
      const off = await node.schedule(scope, training.id, 'off');
      expect(off).toMatchObject({ refresh: 'off', nextRefreshAt: null });
      clock += 8 * 24 * HOUR;
      const before = page.requests();
      await node.checkSchedules();
      expect(page.requests()).toBe(before);
      expect(await listRuns(storage.db, training.id)).toHaveLength(1);

      const text = await node.submit(scope, { kind: 'text', title: 'Company information', text: 'Forno.' });
      await expect(node.schedule(scope, text.id, 'daily')).rejects.toMatchObject({ code: 'bad_request' });
      await expect(node.schedule({ botId: 'someone-else' }, training.id, 'daily')).rejects.toMatchObject({
        code: 'not_found',
      });
    } finally {
      await node.close();
    }
  });
});

describe('scheduled refreshes on BullMQ', () => {
  it('runs a due source once across two nodes, with one job scheduler whichever node set it', async () => {
    const page = await startPage();
    const storage = await openTestStorage('postgres');
    const prefix = `vela-test-${randomUUID()}`;
    // A day lasts a minute here, and the clock stands 58.5 s back: the first run falls due 1.5 s from now.
    const now = () => new Date(Date.now() - 58_500);
    const node = () =>
      createTrainings({
        config: testConfig(DOMAIN, page.baseUrl, { REDIS_URL }),
        db: storage.db,
        logger: silentLogger,
        prefix,
        now,
        refreshIntervals: { daily: 60_000, weekly: 7 * 60_000 },
      });
    const worker = await startWorkerProcess({ prefix, resolve: `${DOMAIN}=${page.baseUrl}` });
    const a = node();
    const b = node();
    const schedulers = new Queue(REFRESH_QUEUE, { connection: { url: REDIS_URL }, prefix });
    try {
      const scope = { botId: 'cluster-bot' };
      const training = await a.submit(scope, { kind: 'url', url: PAGE });
      // Either node may index the result (and only that node hears it): the status is read from the database.
      for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
        if ((await findTraining(storage.db, training.id))?.status === 'ready') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await findTraining(storage.db, training.id))?.status).toBe('ready');
      await a.schedule(scope, training.id, 'daily');
      await b.schedule(scope, training.id, 'daily');
      expect(await schedulers.getJobSchedulersCount()).toBe(1);

      const deadline = Date.now() + 15_000;
      while (scheduled(await listRuns(storage.db, training.id)).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const runs = scheduled(await listRuns(storage.db, training.id));
      expect(runs).toHaveLength(1);
      expect(runs[0]?.status).toBe('ready');

      await a.remove(scope, training.id);
      expect(await schedulers.getJobSchedulersCount()).toBe(0);
    } finally {
      await a.close();
      await b.close();
      await stopWorkerProcess(worker);
      await schedulers.obliterate({ force: true });
      await schedulers.close();
      await storage.close();
      await page.close();
    }
  }, 60_000);
});
