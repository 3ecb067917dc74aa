// `npm run bench refresh`: a bot's whole-site source read again, through the product's trainings (worker
// threads, indexing in SQLite): the site left unchanged, and with 5% of its pages changed, against the
// full crawl and index of the same site in the same run; once with validators (ETag: unchanged pages
// answer 304) and once without (unchanged pages are fetched and read, and recognised by their text's
// hash). Figures only, nothing asserted.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { openTestStorage } from '../chat-service/src/knowledge/knowledge.test-storage.ts';
import { listRuns } from '../chat-service/src/trainings/run.repository.ts';
import { testConfig, waitForStatus } from '../chat-service/src/trainings/test/queue-harness.ts';
import { createTrainings } from '../chat-service/src/trainings/trainings.ts';

const PAGES = 500;
const CHANGED = PAGES / 20;

function pageHtml(i: number, edition: number): string {
  const links = [1, 2, 3, 7].map(
    (step) => `<a href="/p/${(i + step) % PAGES}">Pagina ${(i + step) % PAGES}</a>`,
  );
  const paragraphs = Array.from(
    { length: 12 },
    (_, k) =>
      `<p>Paragrafo ${k} della pagina ${i}, edizione ${edition}: il forno sforna pane, focacce e dolci ogni mattina, con farine macinate a pietra e lievito madre.</p>`,
  ).join('\n');
  return `<!doctype html><html lang="it"><head><title>Pagina ${i}</title></head><body><nav><a href="/">Home</a> ${links.join(' ')}</nav>
<main><h1>Pagina ${i}</h1>${paragraphs}</main><footer>© Bench srl</footer></body></html>`;
}

type Signals = 'etag' | 'lastmod' | 'none';

/**
 * The site: 500 pages listed by its sitemap; `edit` changes the text of the first `n` pages. Its signals of
 * change: an ETag per page (answering 304), the sitemap's lastmod, or none.
 */
async function startSite(signals: Signals) {
  const editions = new Array<number>(PAGES).fill(0);
  const validators = signals === 'etag';
  const lastmod = (i: number) =>
    signals === 'lastmod'
      ? `<lastmod>2026-11-${String(1 + (editions[i] ?? 0)).padStart(2, '0')}</lastmod>`
      : '';
  const sitemapXml = () =>
    `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Array.from(
      { length: PAGES },
      (_, i) => `<url><loc>http://bench.test/p/${i}</loc>${lastmod(i)}</url>`,
    ).join('')}</urlset>`;
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/sitemap.xml')
      return void res.writeHead(200, { 'content-type': 'application/xml' }).end(sitemapXml());
    const match = /^\/(?:p\/(\d+))?$/.exec(url);
    if (!match) return void res.writeHead(404).end('not found');
    const i = Number(match[1] ?? 0);
    const body = pageHtml(i, editions[i] ?? 0);
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    if (validators && req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag }).end();
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(validators ? { etag } : {}) })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    edit(n: number) {
      for (let i = 0; i < n; i++) editions[i] = (editions[i] ?? 0) + 1;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const labels: Record<Signals, string> = {
  etag: 'with ETag (unchanged pages answer 304)',
  lastmod: "with the sitemap's lastmod (unchanged pages not requested)",
  none: 'without validators (unchanged pages recognised by their text hash)',
};

async function measure(signals: Signals) {
  const site = await startSite(signals);
  const storage = await openTestStorage('sqlite');
  const trainings = createTrainings({
    config: testConfig('bench.test', site.base),
    db: storage.db,
    logger: pino({ level: 'silent' }),
  });
  const scope = { botId: `bench-${signals}` };
  const timed = async (run: () => Promise<{ id: number }>) => {
    const started = performance.now();
    const { id } = await run();
    const training = await waitForStatus(trainings, id, ['ready', 'failed'], 600_000);
    if (training.status === 'failed') throw new Error(training.error ?? 'failed');
    return { id, ms: performance.now() - started };
  };
  try {
    const full = await timed(() =>
      trainings.submit(scope, { kind: 'crawl', domain: 'bench.test', maxPages: PAGES }),
    );
    const unchanged = await timed(() => trainings.retry(scope, full.id));
    site.edit(CHANGED);
    const changed = await timed(() => trainings.retry(scope, full.id));
    const [changedRun, unchangedRun] = await listRuns(storage.db, full.id);
    const label = labels[signals];
    console.log(
      `refresh ${label}: full crawl+index of ${PAGES} pages ${(full.ms / 1000).toFixed(2)} s; ` +
        `unchanged re-crawl ${(unchanged.ms / 1000).toFixed(2)} s (${unchangedRun?.unchanged} unchanged), ratio ${(unchanged.ms / full.ms).toFixed(3)}; ` +
        `5% changed ${(changed.ms / 1000).toFixed(2)} s (${changedRun?.changed.length} changed, ${changedRun?.unchanged} unchanged), ratio ${(changed.ms / full.ms).toFixed(3)}`,
    );
  } finally {
    await trainings.close();
    await storage.close();
    await site.close();
  }
}

await measure('etag');
await measure('lastmod');
await measure('none');
