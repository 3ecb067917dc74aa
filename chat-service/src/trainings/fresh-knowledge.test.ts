import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { INDEX_QUEUE, INGEST_QUEUE, type Training, type TrainingRun } from '@vela/contracts';
import { type ChangingSite, startChangingSite } from '@vela/worker/test/changing-site';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ask,
  type ClientSocket,
  connectChat,
  newVisitorId,
  registerBotOwner,
} from '../realtime/chat-test.setup.ts';
import { dialects, startTestApp } from '../test/test-app.ts';
import { REDIS_URL, startWorkerProcess, stopWorkerProcess } from './test/queue-harness.ts';

const queues = ['in-process', 'bullmq'] as const;
const cases = dialects.flatMap((dialect) => queues.map((queue) => [dialect, queue] as const));

describe.each(cases)('a bot that follows its site, on %s with the %s queue', (dialect, queue) => {
  let site: ChangingSite;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let owner: Awaited<ReturnType<typeof registerBotOwner>>;
  let worker: ChildProcess | undefined;
  let visitor: ClientSocket;
  const prefix = `vela-test-${randomUUID()}`;
  const page = (path: string) => `http://${site.domain}${path}`;

  beforeAll(async () => {
    site = await startChangingSite();
    const env: Record<string, string> = {
      CRAWL_ALLOW_PRIVATE_HOSTS: '1',
      CRAWL_RESOLVE: `${site.domain}=${site.baseUrl}`,
    };
    if (queue === 'bullmq') {
      env.REDIS_URL = REDIS_URL;
      worker = await startWorkerProcess({ prefix, resolve: env.CRAWL_RESOLVE ?? '' });
    }
    app = await startTestApp(dialect, { queuePrefix: prefix }, env);
    owner = await registerBotOwner(app.baseUrl, `fresh-${dialect}-${queue}`);
    visitor = await connectChat(app.baseUrl, {
      botId: owner.botId,
      visitorId: newVisitorId(),
      language: 'it',
    });
  }, 60_000);
  afterAll(async () => {
    visitor?.close();
    await app?.stop();
    if (worker) await stopWorkerProcess(worker);
    if (queue === 'bullmq') {
      for (const name of [INGEST_QUEUE, INDEX_QUEUE]) {
        const q = new Queue(name, { connection: { url: REDIS_URL }, prefix });
        await q.obliterate({ force: true });
        await q.close();
      }
    }
    await site?.close();
  });

  /** Polls the builder's list until the source has finished its run. */
  async function finished(id: number): Promise<Training> {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      const { trainings } = (await owner.client('GET', '/api/chatbot/trainings')).json() as {
        trainings: Training[];
      };
      const training = trainings.find((t) => t.id === id);
      if (training && (training.status === 'ready' || training.status === 'failed')) return training;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`training ${id} did not finish`);
  }
  const refresh = async (id: number) => {
    site.requests.length = 0;
    const res = await owner.client('POST', `/api/chatbot/trainings/${id}/retry`);
    expect(res.status).toBe(200);
    return finished(id);
  };
  const runs = async (id: number) =>
    ((await owner.client('GET', `/api/chatbot/trainings/${id}/runs`)).json() as { runs: TrainingRun[] }).runs;
  const chunkIds = async (id: number) => {
    const rows = await app.storage.db
      .selectFrom('knowledge_chunks')
      .select(['id', 'source'])
      .where('source_id', '=', id)
      .orderBy('id')
      .execute();
    return rows.map((r) => `${r.source}#${r.id}`);
  };
  /** The per-source term counts search weighs words by, as kept run after run, and as counted afresh. */
  const storedTermCounts = async (id: number) => {
    const rows = await app.storage.db
      .selectFrom('knowledge_terms')
      .select(['term', 'chunks'])
      .where('source_id', '=', id)
      .execute();
    return Object.fromEntries(rows.map((r) => [r.term, Number(r.chunks)]).sort());
  };
  const recountedTerms = async (id: number) => {
    const rows = await app.storage.db
      .selectFrom('knowledge_chunks')
      .select(['title_terms', 'heading_terms', 'text_terms'])
      .where('source_id', '=', id)
      .execute();
    const counts = new Map<string, number>();
    for (const r of rows) {
      for (const term of new Set(
        `${r.title_terms} ${r.heading_terms} ${r.text_terms}`.split(' ').filter(Boolean),
      )) {
        counts.set(term, (counts.get(term) ?? 0) + 1);
      }
    }
    return Object.fromEntries([...counts].sort());
  };
  const sourcesOf = async (question: string) =>
    (await ask(visitor, question)).end?.sources.map((s) => new URL(s.url).pathname) ?? [];

  it('re-reads only what changed, answers the edited fact, and drops a removed page at its second miss', async () => {
    const added = await owner.client('POST', '/api/chatbot/training/url', {
      url: `http://${site.domain}/orari`,
      wholeSite: true,
      refresh: 'weekly',
    });
    expect(added.status).toBe(201);
    const source = added.json().training as Training;
    expect(source).toMatchObject({ kind: 'crawl', label: site.domain, refresh: 'weekly' });
    expect(source.nextRefreshAt).not.toBeNull();
    expect((await finished(source.id)).status).toBe('ready');
    expect((await ask(visitor, 'Quando è aperta la cantina?')).end?.text).toContain('dal martedì al sabato');
    expect(await sourcesOf('Le botti sono di rovere?')).toContain('/cantina');
    const before = await chunkIds(source.id);

    // The site changes: hours edited (now linking a new page), the cellar page removed, the rest untouched.
    site.set('/orari', {
      title: 'Orari',
      text: 'La cantina è aperta dal mercoledì alla domenica, dalle 10 alle 19.',
      links: ['/degustazioni'],
    });
    site.set('/degustazioni', { title: 'Degustazioni', text: 'Degustazione di cinque vini con taglieri.' });
    site.remove('/cantina');
    expect((await refresh(source.id)).status).toBe('ready');

    const untouched = ['/vini', '/vini/rosso-del-colle', '/vini/bianco-di-pietra'];
    for (const path of untouched) {
      expect(site.requests.filter((r) => r.path === path).map((r) => r.status)).toEqual([304]);
    }
    const [second] = await runs(source.id);
    expect(second).toMatchObject({
      trigger: 'manual',
      status: 'ready',
      added: [page('/degustazioni')],
      changed: [page('/orari')],
      removed: [],
      missing: [page('/cantina')],
      unchanged: 4,
    });
    // Exactly the edited and the added page were indexed again: every other chunk kept its row.
    const after = await chunkIds(source.id);
    const reindexed = (ids: string[]) =>
      ids.filter((id) => id.includes('/orari#') || id.includes('/degustazioni#'));
    expect(after.filter((id) => !reindexed([id]).length)).toEqual(
      before.filter((id) => !reindexed([id]).length),
    );
    expect(reindexed(after).length).toBeGreaterThanOrEqual(2);
    expect(reindexed(after).some((id) => before.includes(id))).toBe(false);

    expect((await ask(visitor, 'Quando è aperta la cantina?')).end?.text).toContain(
      'dal mercoledì alla domenica',
    );
    expect(await sourcesOf('Quante degustazioni di vini fate?')).toContain('/degustazioni');
    // Missing once: still known until the next run says the same.
    expect(await sourcesOf('Le botti sono di rovere?')).toContain('/cantina');

    expect((await refresh(source.id)).status).toBe('ready');
    const [third] = await runs(source.id);
    expect(third).toMatchObject({ removed: [page('/cantina')], missing: [], added: [], changed: [] });
    expect(await sourcesOf('Le botti sono di rovere?')).not.toContain('/cantina');
    expect((await chunkIds(source.id)).some((id) => id.includes('/cantina#'))).toBe(false);
    expect((await runs(source.id)).map((r) => r.trigger)).toEqual(['manual', 'manual', 'first']);
    expect(await storedTermCounts(source.id)).toEqual(await recountedTerms(source.id));
  }, 90_000);

  it('keeps the knowledge of the last run when a run fails, and says why', async () => {
    const added = await owner.client('POST', '/api/chatbot/training/url', { url: page('/vini') });
    const source = added.json().training as Training;
    expect((await finished(source.id)).status).toBe('ready');
    const chunks = await chunkIds(source.id);
    await site.close();
    const failed = await refresh(source.id);
    expect(failed.status).toBe('failed');
    const [run] = await runs(source.id);
    expect(run?.status).toBe('failed');
    expect(run?.error).toBe(failed.error);
    expect(run?.error).toMatch(/refused|could not/);
    expect(await chunkIds(source.id)).toEqual(chunks);
    expect(failed.chunkCount).toBe(chunks.length);
  }, 90_000);

  it('refuses a schedule for a document, a bad schedule, and another client’s source', async () => {
    const { trainings } = (await owner.client('GET', '/api/chatbot/trainings')).json() as {
      trainings: Training[];
    };
    const crawled = trainings.find((t) => t.kind === 'crawl');
    if (!crawled) throw new Error('no crawled source');
    const bad = await owner.client('PATCH', `/api/chatbot/trainings/${crawled.id}?language=it`, {
      refresh: 'hourly',
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Scegli disattivato, ogni giorno oppure ogni settimana');
    const daily = await owner.client('PATCH', `/api/chatbot/trainings/${crawled.id}`, { refresh: 'daily' });
    expect(daily.json().training).toMatchObject({ refresh: 'daily' });
    const stranger = await registerBotOwner(app.baseUrl, `fresh-stranger-${dialect}-${queue}`);
    expect((await stranger.client('GET', `/api/chatbot/trainings/${crawled.id}/runs`)).status).toBe(404);
    expect(
      (await stranger.client('PATCH', `/api/chatbot/trainings/${crawled.id}`, { refresh: 'off' })).status,
    ).toBe(404);
    const saved = await owner.client('PUT', '/api/chatbot/settings', { companyInfo: 'Cantina di famiglia.' });
    expect(saved.status).toBe(200);
    const text = (
      (await owner.client('GET', '/api/chatbot/trainings')).json() as { trainings: Training[] }
    ).trainings.find((t) => t.kind === 'text');
    const refused = await owner.client('PATCH', `/api/chatbot/trainings/${text?.id}?language=en`, {
      refresh: 'daily',
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Only websites and pages can be refreshed on a schedule');
  }, 60_000);
});
