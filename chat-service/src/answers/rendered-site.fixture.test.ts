import { type AppShellSite, appShellFacts, startAppShellSite } from '@vela/worker/test/app-shell-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, type ClientSocket, connectChat, newVisitorId } from '../realtime/chat-test.setup.ts';
import { browserLikeClient, startTestApp } from '../test/test-app.ts';

describe('a demo of a site built with JavaScript', () => {
  let site: AppShellSite;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let socket: ClientSocket;
  let demoId: string;
  let client: ReturnType<typeof browserLikeClient>;

  beforeAll(async () => {
    site = await startAppShellSite();
    app = await startTestApp(
      'sqlite',
      {},
      {
        CRAWL_ALLOW_PRIVATE_HOSTS: '1',
        CRAWL_RESOLVE: `${site.domain}=${site.baseUrl}`,
        CHROMIUM_PATH: '/usr/bin/chromium',
      },
    );
    client = browserLikeClient(app.baseUrl);
    ({ demoId } = (await client('POST', '/api/chatbot-demo/create', { domain: site.domain })).json());
    socket = await connectChat(app.baseUrl, { demoId, visitorId: newVisitorId() });
    await new Promise<void>((resolve) => {
      socket.on('training:progress', (p) => {
        if (p.status === 'ready') resolve();
      });
    });
  }, 60_000);
  afterAll(async () => {
    socket?.close();
    await app?.stop();
    await site?.close();
  });

  it.each(appShellFacts)('answers "$question" from the text its script wrote on $path', async (fact) => {
    const result = await ask(socket, fact.question);
    expect(result.end?.text).toContain(fact.answer);
    expect(result.end?.sources.map((s) => new URL(s.url).pathname)).toContain(fact.path);
  });

  it('shows on the demo page which pages were read in a browser', async () => {
    const { report } = (await client('GET', `/api/chatbot-demo/${demoId}`)).json();
    expect(report.rendered).toEqual(site.shells.map((path) => `http://${site.domain}${path}`));
    expect(report.renderingUnavailable).toBe(false);
  });
});
