import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const VIGNA_DOMAIN = 'vigna-sul-colle.test';

/** One page of the winery's site: its title, its paragraph and the pages it links to. */
export interface VignaPage {
  title: string;
  text: string;
  links?: string[];
}

/** The site as a first crawl finds it: two levels of links below the home page. */
export const vignaPages: Record<string, VignaPage> = {
  '/': {
    title: 'Vigna sul Colle',
    text: 'Vini rossi e bianchi delle colline, dal 1962.',
    links: ['/cantina', '/vini', '/orari'],
  },
  '/cantina': { title: 'La cantina', text: 'Botti di rovere e cemento, visite su prenotazione.' },
  '/vini': {
    title: 'I nostri vini',
    text: 'Tre rossi e due bianchi, tutti da uve nostre.',
    links: ['/vini/rosso-del-colle', '/vini/bianco-di-pietra'],
  },
  '/vini/rosso-del-colle': { title: 'Rosso del Colle', text: 'Sangiovese in purezza, 14 mesi in botte.' },
  '/vini/bianco-di-pietra': { title: 'Bianco di Pietra', text: 'Trebbiano e malvasia, fresco e sapido.' },
  '/orari': { title: 'Orari', text: 'La cantina è aperta dal martedì al sabato, dalle 9 alle 18.' },
};

export interface ChangingSiteOptions {
  /** Send ETag and Last-Modified and answer conditional requests with 304 (default true). */
  validators?: boolean;
  /** `listed`: /sitemap.xml lists every page; `dated`: with its `<lastmod>` too; `none` (default): it answers 404. */
  sitemap?: 'none' | 'listed' | 'dated';
}

export interface SiteRequest {
  path: string;
  status: number;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

export interface ChangingSite {
  /** `http://127.0.0.1:<port>`: pass `resolve: { [domain]: baseUrl }` to crawl it as its domain. */
  baseUrl: string;
  domain: typeof VIGNA_DOMAIN;
  /** Every request for a page (robots.txt and the sitemap left out), with the status it was answered. */
  requests: SiteRequest[];
  /** Writes a page (new or edited): its validators and its sitemap date change with it. */
  set(path: string, page: VignaPage): void;
  /** Removes a page: it answers 404 and leaves the sitemap. */
  remove(path: string): void;
  close(): Promise<void>;
}

interface Served {
  html: string;
  etag: string;
  modified: Date;
}

const html = (page: VignaPage) =>
  `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${page.title}</title></head><body>
<main><h1>${page.title}</h1><p>${page.text}</p>${(page.links ?? []).map((href) => `<a href="${href}">${href}</a>`).join(' ')}</main>
</body></html>`;

/**
 * Starts a small winery site on 127.0.0.1 that changes between crawls: pages can be edited, added and
 * removed. With validators it sends an ETag and a Last-Modified per page and answers 304 to a request that
 * names them unchanged, as web servers do for static files.
 */
export async function startChangingSite(options: ChangingSiteOptions = {}): Promise<ChangingSite> {
  const validators = options.validators ?? true;
  const sitemapKind = options.sitemap ?? 'none';
  const served = new Map<string, Served>();
  // each write moves the clock a day on, so a page's Last-Modified and lastmod tell its versions apart
  let clock = Date.UTC(2026, 0, 1);
  const set = (path: string, page: VignaPage) => {
    clock += 24 * 60 * 60 * 1000;
    const body = html(page);
    const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
    served.set(path, { html: body, etag, modified: new Date(clock) });
  };
  for (const [path, page] of Object.entries(vignaPages)) set(path, page);
  const requests: SiteRequest[] = [];

  const sitemap = (host: string) => {
    const urls = [...served].map(
      ([path, page]) =>
        `<url><loc>http://${host}${path}</loc>${sitemapKind === 'dated' ? `<lastmod>${page.modified.toISOString()}</lastmod>` : ''}</url>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;
  };

  const notModified = (req: IncomingMessage, page: Served) => {
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => tag.trim() === page.etag);
    const since = req.headers['if-modified-since'];
    return since !== undefined && Date.parse(since) >= page.modified.getTime();
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://fixture').pathname;
    if (path === '/robots.txt') return res.writeHead(404).end();
    if (path === '/sitemap.xml') {
      if (sitemapKind === 'none') return res.writeHead(404).end();
      return res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(sitemap(req.headers.host ?? VIGNA_DOMAIN));
    }
    const page = served.get(path);
    const answer = (status: number, headers: Record<string, string> = {}, body = '') => {
      requests.push({
        path,
        status,
        ...(req.headers['if-none-match'] ? { ifNoneMatch: req.headers['if-none-match'] } : {}),
        ...(req.headers['if-modified-since'] ? { ifModifiedSince: req.headers['if-modified-since'] } : {}),
      });
      res.writeHead(status, headers).end(body);
    };
    if (!page) return answer(404, { 'content-type': 'text/html' }, '<h1>Pagina non trovata</h1>');
    const own: Record<string, string> = validators
      ? { etag: page.etag, 'last-modified': page.modified.toUTCString() }
      : {};
    if (validators && notModified(req, page)) return answer(304, own);
    answer(200, { 'content-type': 'text/html; charset=utf-8', ...own }, page.html);
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    domain: VIGNA_DOMAIN,
    requests,
    set,
    remove: (path) => void served.delete(path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
