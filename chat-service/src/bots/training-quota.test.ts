import { botMessages, MAX_BOT_SOURCES, MAX_BOT_TRAININGS_PER_DAY } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLikeClient, dialects, startTestApp } from '../test/test-app.ts';
import { insertTraining, listTrainings, updateTraining } from '../trainings/training.repository.ts';

const today = () => new Date().toISOString().slice(0, 10);
/** A closed local port: an imported page fails at once instead of asking the network. */
const PAGE = 'http://127.0.0.1:9/listino';

describe.each(dialects)('a bot’s training quotas on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let clients = 0;
  beforeAll(async () => {
    app = await startTestApp(dialect);
  });
  afterAll(() => app.stop());

  /** A new client with its bot. */
  async function client() {
    const browser = browserLikeClient(app.baseUrl);
    clients += 1;
    const username = `quota${clients}`;
    const registered = await browser('POST', '/api/register', {
      username,
      password: 'secret123',
      email: `${username}@shop.test`,
    });
    const cookie = registered.headers.get('set-cookie')?.split(';')[0] ?? '';
    const botId: string = (await browser('GET', '/api/chatbot/settings')).json().botId;
    const sources = async () => (await listTrainings(app.storage.db, { botId })).length;
    const upload = async (query = '', files = 1) => {
      const form = new FormData();
      for (let i = 0; i < files; i++) {
        form.append('file', new Blob([new TextEncoder().encode('Listino prezzi.')]), `listino-${i}.txt`);
      }
      const res = await fetch(`${app.baseUrl}/api/chatbot/training/document${query}`, {
        method: 'POST',
        body: form,
        headers: { cookie },
      });
      return { status: res.status, text: await res.text() };
    };
    return { browser, botId, sources, upload };
  }
  const fill = async (botId: string, count: number) => {
    for (let i = 0; i < count; i++) {
      await insertTraining(app.storage.db, { botId }, { kind: 'url', label: `${PAGE}/${i}`, input: '{}' });
    }
  };
  const trainedToday = (botId: string, count: number, day = today()) =>
    app.storage.db
      .updateTable('bots')
      .set({ trainings_day: day, trainings_on_day: count })
      .where('id', '=', botId)
      .execute();

  it(`takes sources up to ${MAX_BOT_SOURCES}, then answers 429 to a URL, a file or new company information and stores none`, async () => {
    const { browser, botId, sources, upload } = await client();
    await fill(botId, MAX_BOT_SOURCES - 1);
    expect((await browser('POST', '/api/chatbot/training/url', { url: PAGE })).status).toBe(201);
    expect(await sources()).toBe(MAX_BOT_SOURCES);

    const url = await browser('POST', '/api/chatbot/training/url', { url: `${PAGE}/nuovo` });
    expect([url.status, url.text]).toEqual([429, botMessages.en.tooManySources]);
    expect(await upload('?language=it')).toEqual({ status: 429, text: botMessages.it.tooManySources });
    const settings = await browser('PUT', '/api/chatbot/settings', {
      botName: 'Rosetta',
      companyInfo: 'Apre alle 7.',
    });
    expect([settings.status, settings.text]).toEqual([429, botMessages.en.tooManySources]);
    expect((await browser('GET', '/api/chatbot/settings')).json()).toMatchObject({
      botName: 'AI Assistant',
      companyInfo: '',
    });
    expect(await sources()).toBe(MAX_BOT_SOURCES);
  });

  it('refuses whole an upload carrying more files than there is room for; removing a source makes room', async () => {
    const { browser, botId, sources, upload } = await client();
    await fill(botId, MAX_BOT_SOURCES - 1);
    expect(await upload('', 2)).toEqual({ status: 429, text: botMessages.en.tooManySources });
    expect(await sources()).toBe(MAX_BOT_SOURCES - 1);
    expect((await upload('', 1)).status).toBe(201);
    expect((await browser('POST', '/api/chatbot/training/url', { url: PAGE })).status).toBe(429);
    const [first] = await listTrainings(app.storage.db, { botId });
    expect((await browser('DELETE', `/api/chatbot/trainings/${first?.id}`)).status).toBe(200);
    expect((await browser('POST', '/api/chatbot/training/url', { url: PAGE })).status).toBe(201);
    expect(await sources()).toBe(MAX_BOT_SOURCES);
  });

  it(`starts ${MAX_BOT_TRAININGS_PER_DAY} trainings a day, retries included, then answers 429 and starts none`, async () => {
    const { browser, botId, sources, upload } = await client();
    const failed = await insertTraining(app.storage.db, { botId }, { kind: 'url', label: PAGE, input: '{}' });
    await updateTraining(app.storage.db, failed.id, { status: 'failed', error: 'unreachable' });
    await trainedToday(botId, MAX_BOT_TRAININGS_PER_DAY - 1);

    const retried = await browser('POST', `/api/chatbot/trainings/${failed.id}/retry`);
    expect(retried.status).toBe(200);
    const url = await browser('POST', '/api/chatbot/training/url?language=it', { url: PAGE });
    expect([url.status, url.text]).toEqual([429, botMessages.it.tooManyTrainingsToday]);
    expect(await upload()).toEqual({ status: 429, text: botMessages.en.tooManyTrainingsToday });
    await updateTraining(app.storage.db, failed.id, { status: 'failed', error: 'unreachable' });
    const again = await browser('POST', `/api/chatbot/trainings/${failed.id}/retry`);
    expect([again.status, again.text]).toEqual([429, botMessages.en.tooManyTrainingsToday]);
    expect((await listTrainings(app.storage.db, { botId }))[0]?.status).toBe('failed');
    expect(await sources()).toBe(1);
    const row = await app.storage.db
      .selectFrom('bots')
      .select(['trainings_day', 'trainings_on_day'])
      .where('id', '=', botId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ trainings_day: today(), trainings_on_day: MAX_BOT_TRAININGS_PER_DAY });
  });

  it('a new day starts a new count', async () => {
    const { browser, botId, sources } = await client();
    await trainedToday(botId, MAX_BOT_TRAININGS_PER_DAY, '2000-01-01');
    expect((await browser('POST', '/api/chatbot/training/url', { url: PAGE })).status).toBe(201);
    expect(await sources()).toBe(1);
  });
});
