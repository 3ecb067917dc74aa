import type { TrainingJob } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlDefaults } from '../crawl/crawl.settings.ts';
import { crawlSite } from '../crawl/crawl.use-case.ts';
import { isPublicAddress } from '../net/address.policy.ts';
import { createGuardedAgent } from '../net/guarded-agent.ts';
import { createIngestPool } from '../pool/ingest.pool.ts';
import { type AppShellSite, appShellFacts, startAppShellSite } from '../test/app-shell-site.ts';
import { createChromiumRenderer } from './chromium.renderer.ts';
import type { PageRenderer } from './page-renderer.ts';

const CHROMIUM = '/usr/bin/chromium';
// 127.0.0.1 stands in for the public internet, for the fixture site only: the canary on 127.0.0.2 is judged
// by the real policy, as are the metadata service and 10.0.0.1
const fixtureOnly = (address: string) => address === '127.0.0.1' || isPublicAddress(address);

let site: AppShellSite;
let probed: AppShellSite;
let renderer: PageRenderer;
beforeAll(async () => {
  site = await startAppShellSite();
  probed = await startAppShellSite({ probes: true });
  renderer = createChromiumRenderer({ executablePath: CHROMIUM, log: () => {} });
});
afterAll(async () => {
  await renderer.close();
  await Promise.all([site.close(), probed.close()]);
});

const crawl = (target: AppShellSite, options: { renderer?: PageRenderer; policy?: (a: string) => boolean }) =>
  crawlSite(
    { domain: target.domain, maxPages: 10, maxDepth: 3 },
    {
      ...crawlDefaults,
      resolve: { [target.domain]: target.baseUrl },
      policy: options.policy ?? fixtureOnly,
      renderer: options.renderer,
    },
  );
const url = (target: AppShellSite, path: string) => `http://${target.domain}${path}`;

describe('pages built by JavaScript', () => {
  it('renders an application shell in Chromium and reads the text its script fetched and wrote', async () => {
    const { documents, report } = await crawl(site, { renderer });

    for (const fact of appShellFacts) {
      const page = documents.find((d) => d.source === url(site, fact.path));
      expect(page?.text).toContain(fact.answer);
    }
    expect(documents.map((d) => d.source)).toContain(url(site, site.plain));
    expect(report.rendered).toEqual(site.shells.map((path) => url(site, path)));
    expect(report.renderingUnavailable).toBe(false);
    expect(site.requests).toContain('/api/page/home.json');
  });

  it('refuses what a rendered page asks of private and metadata addresses: the canary hears nothing', async () => {
    probed.canary!.hits.length = 0;
    const { documents } = await crawl(probed, { renderer });

    expect(documents.map((d) => d.text).join('\n')).toContain(appShellFacts[0].answer);
    expect(probed.canary!.hits).toEqual([]);
  });

  it('says which requests the guard refused, and lets through only what the policy allows', async () => {
    const home = await fetch(probed.baseUrl).then(async (res) => new Uint8Array(await res.arrayBuffer()));
    const render = async (policy: (address: string) => boolean) => {
      const dispatcher = createGuardedAgent({ policy, connections: 2 });
      try {
        return await renderer.render(
          { url: url(probed, '/'), contentType: 'text/html', body: home },
          { dispatcher, resolve: { [probed.domain]: probed.baseUrl }, maxBytes: 1_000_000 },
        );
      } finally {
        await dispatcher.close();
      }
    };
    const canary = probed.canary!;

    canary.hits.length = 0;
    const guarded = await render(fixtureOnly);
    expect(guarded.kind).toBe('rendered');
    const refused = guarded.kind === 'rendered' ? guarded.refused : [];
    expect(refused).toEqual(
      expect.arrayContaining([
        { url: 'http://169.254.169.254/latest/meta-data/', reason: 'blocked' },
        { url: 'http://10.0.0.1/internal', reason: 'blocked' },
        { url: `${canary.url}/fetch`, reason: 'blocked' },
        { url: `${canary.url.replace('http', 'ws')}/ws`, reason: 'scheme' },
      ]),
    );
    expect(canary.hits).toEqual([]);

    // the control: with 127.0.0.2 allowed the fetch arrives, through the route; images and sockets never do
    const open = await render((address) => fixtureOnly(address) || address === '127.0.0.2');
    expect(open.kind).toBe('rendered');
    expect(canary.hits).toEqual(['/fetch']);
  });

  it('without Chromium reads the plain HTML, says so once, and the report says rendering was unavailable', async () => {
    const said: string[] = [];
    const missing = createChromiumRenderer({
      executablePath: '/nonexistent/chromium',
      log: (m) => said.push(m),
    });
    try {
      const first = await crawl(site, { renderer: missing });
      const second = await crawl(site, { renderer: missing });

      expect(first.documents.map((d) => d.source)).toEqual([url(site, site.plain)]);
      expect(first.report.renderingUnavailable).toBe(true);
      expect(first.report.rendered).toEqual([url(site, '/')]);
      expect(second.report.renderingUnavailable).toBe(true);
      expect(said).toEqual([
        'JavaScript-built pages are read as plain HTML: CHROMIUM_PATH (/nonexistent/chromium) is not an executable file',
      ]);
    } finally {
      await missing.close();
    }
  });
});

describe('rendering in the ingestion pool', () => {
  it('renders in the pool’s one browser for a crawl run in a worker thread', async () => {
    const pool = createIngestPool({ size: 1, chromiumPath: CHROMIUM, log: () => {} });
    const job: TrainingJob = { kind: 'crawl', trainingId: 1, domain: site.domain, maxPages: 10, maxDepth: 3 };
    try {
      const result = await pool.run(job, {
        allowPrivateHosts: true,
        resolve: { [site.domain]: site.baseUrl },
      });
      expect(result.documents.map((d) => d.text).join('\n')).toContain(appShellFacts[1].answer);
      expect(result.report?.rendered).toEqual(site.shells.map((path) => url(site, path)));
    } finally {
      await pool.close();
    }
  });
});
