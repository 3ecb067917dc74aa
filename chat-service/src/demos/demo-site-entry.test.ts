import type { DemoView } from '@vela/contracts';
import { type EntrySitesServer, entrySites, startEntrySites } from '@vela/worker/test/entry-sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLikeClient, dialects, startTestApp } from '../test/test-app.ts';

/** Sites whose home page sends a browser elsewhere first, as a visitor types them, and what they hold. */
const cases = [
  { name: 'a home page that is only a meta refresh to en/', site: entrySites.metaRefresh, language: 'en' },
  { name: 'a home page that redirects to /it/', site: entrySites.languageFolder, language: 'it' },
  {
    name: 'a bare domain that redirects to https://www.',
    site: entrySites.apexToWww,
    language: 'it',
  },
] as const;

describe.each(dialects)('demos of sites that send the browser elsewhere first, on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let sites: EntrySitesServer;
  let client: ReturnType<typeof browserLikeClient>;

  beforeAll(async () => {
    sites = await startEntrySites();
    const resolve = Object.entries(sites.resolve).map(([host, base]) => `${host}=${base}`);
    app = await startTestApp(
      dialect,
      { limits: { demoCreate: { windowMs: 60_000, limit: 1000 } } },
      { CRAWL_ALLOW_PRIVATE_HOSTS: '1', CRAWL_RESOLVE: resolve.join(',') },
    );
    client = browserLikeClient(app.baseUrl);
  });
  afterAll(async () => {
    await app.stop();
    await sites.close();
  });

  const readyView = async (demoId: string): Promise<DemoView> => {
    let view: DemoView = (await client('GET', `/api/chatbot-demo/${demoId}`)).json();
    for (let i = 0; i < 120 && !['ready', 'failed'].includes(view.training.status); i++) {
      await new Promise((r) => setTimeout(r, 250));
      view = (await client('GET', `/api/chatbot-demo/${demoId}`)).json();
    }
    return view;
  };

  it.each(cases)(
    '$name gets a ready bot that answers from the pages behind the hop',
    async ({ site, language }) => {
      const created = await client('POST', '/api/chatbot-demo/create', { domain: site.domain, language });
      expect(created.status).toBe(201);
      const { demoId } = created.json();
      const view = await readyView(demoId);
      expect(view.training).toMatchObject({ status: 'ready', done: site.pages.length });
      const pagesHost = new URL(site.fact.url).origin;
      expect(view.report).toMatchObject({
        start: `${pagesHost}${site.pages[0]}`,
        pagesRead: site.pages.length,
        byLanguage: { [language]: site.pages.length },
      });
      const answer = await client('POST', `/api/chatbot-demo/${demoId}/message`, {
        message: site.fact.question,
      });
      expect(answer.status).toBe(200);
      expect(answer.json().answer).toContain(site.fact.answer);
      expect(answer.json().sources.map((s: { url: string }) => s.url)).toContain(site.fact.url);
    },
  );

  it('shows no report while the crawl has not succeeded', async () => {
    const created = await client('POST', '/api/chatbot-demo/create', {
      domain: entrySites.noText.domain,
    });
    const view = await readyView(created.json().demoId);
    expect(view.training.status).toBe('failed');
    expect(view.training.error).toMatch(/the site has no readable text; tried the home page/);
    expect(view.report).toBeNull();
  });
});
