import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIngestJob } from '../ingest.run.ts';

const urlset = (urls: string[]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<url><loc>${u}</loc></url>`).join('')}</urlset>`;
const sitemapIndex = (urls: string[]) =>
  `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<sitemap><loc>${u}</loc></sitemap>`).join('')}</sitemapindex>`;
const page = (title: string) =>
  `<html><head><title>${title}</title></head><body><main><p>${title}: il pane di oggi.</p></main></body></html>`;

/** The crawled site: forno.test and its twin www.forno.test. robots.txt and its sitemap index name foreign sitemaps too. */
const site: Record<string, string | { location: string }> = {
  '/robots.txt': [
    'User-agent: *',
    'Sitemap: http://altro.test/sitemap.xml',
    'Sitemap: http://forno.test/sitemap_index.xml',
    'Sitemap: http://www.forno.test/sitemap-www.xml',
  ].join('\n'),
  '/sitemap_index.xml': sitemapIndex([
    'http://blog.forno.test/sitemap-blog.xml',
    'http://altro.test/figlio.xml',
    'https://altro.test:1/figlio.xml',
    'http://forno.test/sitemap-pagine.xml',
    'http://forno.test/sitemap-rinvio.xml',
  ]),
  '/sitemap-pagine.xml': urlset(['http://forno.test/solo-sitemap']),
  '/sitemap-www.xml': urlset(['http://www.forno.test/solo-www']),
  '/sitemap-rinvio.xml': { location: 'http://altro.test/rinviato.xml' },
};

/** A site whose robots.txt names only a sitemap on another host. */
const onlyForeign: Record<string, string | { location: string }> = {
  '/robots.txt': 'User-agent: *\nSitemap: http://altro.test/sitemap.xml\n',
  '/sitemap.xml': urlset(['http://pane.test/dal-sitemap']),
};

const requests: string[] = [];
const foreignRequests: string[] = [];
const closers: (() => void)[] = [];
async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let siteBase: string;
let foreignBase: string;
beforeAll(async () => {
  siteBase = await serve((req, res) => {
    requests.push(`${req.headers.host}${req.url}`);
    const answers = req.headers.host === 'pane.test' ? onlyForeign : site;
    const answer = answers[req.url ?? '/'];
    if (typeof answer === 'string') return res.end(answer);
    if (answer) return res.writeHead(302, answer).end();
    if (req.url?.endsWith('.xml')) return res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(page(req.url === '/' ? 'Home' : `Pagina ${req.url}`));
  });
  // every foreign sitemap answers, and lists a page of the site, so a request to it would show in the crawl too
  foreignBase = await serve((req, res) => {
    foreignRequests.push(`${req.headers.host}${req.url}`);
    res.end(urlset(['http://forno.test/dallo-straniero', 'http://pane.test/dallo-straniero']));
  });
});
afterAll(() => {
  for (const close of closers) close();
});

const crawl = (domain: string) => {
  requests.length = 0;
  foreignRequests.length = 0;
  return runIngestJob(
    { kind: 'crawl', trainingId: 1, domain, maxPages: 10, maxDepth: 2 },
    {
      allowPrivateHosts: true,
      resolve: {
        'forno.test': siteBase,
        'www.forno.test': siteBase,
        'pane.test': siteBase,
        'altro.test': foreignBase,
        'blog.forno.test': foreignBase,
      },
    },
  );
};

describe('sitemaps are read only on the crawled site’s own hosts', () => {
  it('skips sitemaps robots.txt and the sitemap index name on other hosts, and redirects to them', async () => {
    const result = await crawl('forno.test');
    expect(foreignRequests).toEqual([]);
    expect(requests).toEqual(
      expect.arrayContaining([
        'forno.test/sitemap_index.xml',
        'www.forno.test/sitemap-www.xml',
        'forno.test/sitemap-pagine.xml',
        'forno.test/sitemap-rinvio.xml',
      ]),
    );
    // the own host's and its www twin's sitemaps were read: the pages only they list were crawled
    expect(result.documents.map((d) => new URL(d.source).pathname).sort()).toEqual([
      '/',
      '/solo-sitemap',
      '/solo-www',
    ]);
  });

  it('falls back to the site’s own /sitemap.xml when robots.txt names only foreign ones', async () => {
    const result = await crawl('pane.test');
    expect(foreignRequests).toEqual([]);
    expect(requests).toContain('pane.test/sitemap.xml');
    expect(result.documents.map((d) => d.source).sort()).toEqual([
      'http://pane.test/',
      'http://pane.test/dal-sitemap',
    ]);
  });
});
