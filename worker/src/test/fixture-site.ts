import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { type FornoFact, fornoFacts } from './forno-bellavista.facts.ts';
import { type FixturePage, fornoPages, readablePaths } from './forno-bellavista.pages.ts';

export { disallowedSecret, type FornoFact, fornoFacts, sitemapOnlyFact } from './forno-bellavista.facts.ts';

export const FORNO_DOMAIN = 'forno-bellavista.test';

/** The fixture's special pages, for asserting what a crawl read and skipped. */
export const fornoSpecialPaths = {
  /** Paths whose text a full crawl reads (HTML pages, the sitemap-only page and the PDF price list). */
  readable: [...readablePaths, '/listino-prezzi.pdf'],
  disallowed: '/area-riservata/listino-grossisti',
  sitemapOnly: '/forno-a-legna',
  redirect: { from: '/vecchio-sito/storia', to: '/chi-siamo' },
  /** Same content as /prodotti/pane-casereccio, with a canonical link to it. */
  duplicate: { path: '/promo/pane-casereccio', canonical: '/prodotti/pane-casereccio' },
  /** Byte-identical to the home page, no canonical link: only the content hash tells. */
  contentDuplicate: '/index.html',
  notFound: '/prodotti/pane-al-kamut',
  /** About 12 MB of HTML, over the response size cap. */
  huge: '/galleria',
  pdf: '/listino-prezzi.pdf',
  binary: '/scarica/brochure',
  /** Not linked: answers 503 to its first two requests, then a page (for retry tests). */
  flaky: '/instabile',
} as const;

export interface FixtureSite {
  /** `http://127.0.0.1:<port>`: pass `resolve: { [domain]: baseUrl }` to crawl it as its domain. */
  baseUrl: string;
  domain: typeof FORNO_DOMAIN;
  pages: typeof fornoSpecialPaths;
  facts: FornoFact[];
  /** Every request path in arrival order, with the user agent that asked. */
  requests: { path: string; userAgent: string }[];
  close(): Promise<void>;
}

const nav = [
  '/',
  '/chi-siamo',
  '/prodotti',
  '/orari',
  '/contatti',
  '/senza-glutine',
  '/consegne',
  '/corsi',
  '/eventi',
  '/blog',
];
const footerLinks = ['/index.html', '/privacy', '/lavora-con-noi', '/faq', '/catering', '/allergeni'];

function layout(page: FixturePage, canonical?: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${page.title}</title>
${canonical ? `<link rel="canonical" href="${canonical}">` : ''}<style>body{font-family:serif}</style></head><body>
<header><a href="/">Forno Bellavista</a><nav>${nav.map((href) => `<a href="${href}">${href}</a>`).join(' ')}</nav></header>
<div id="cookie-consent" class="cookie-banner">Usiamo i cookie per migliorarti l’esperienza. <button>Accetta</button></div>
<main>${page.main}</main>
<footer><p>© 2026 Forno Bellavista srl – P.IVA 01234567890</p>${footerLinks.map((h) => `<a href="${h}">${h}</a>`).join(' ')}</footer>
<script>window.dataLayer = window.dataLayer || []; dataLayer.push({ page: '${page.path}' });</script>
</body></html>`;
}

async function priceListPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const lines = [
    'Listino prezzi 2026 - Forno Bellavista',
    'Pane casereccio 4,50 euro al chilo',
    'Focaccia genovese 2,80 euro a trancio',
    'Grissini torinesi 3,20 euro',
  ];
  const page = doc.addPage();
  for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 760 - i * 24, size: 14, font });
  return Buffer.from(await doc.save());
}

function sitemap(host: string, paths: string[]): string {
  const urls = paths.map((path) => `<url><loc>http://${host}${path}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

/** About 12 MB of HTML, written with backpressure; stops when the reader hangs up. */
async function streamHugePage(res: ServerResponse): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.write(
    '<!doctype html><html lang="it"><head><title>Galleria</title></head><body><main><h1>Galleria</h1>',
  );
  const chunk = `<p>${'Foto del forno e dei nostri pani. '.repeat(2000)}</p>\n`;
  for (let written = 0; written < 12 * 1024 * 1024 && !res.destroyed; written += chunk.length) {
    if (res.write(chunk)) continue;
    await new Promise<void>((resolve) => {
      const resume = () => {
        res.off('drain', resume).off('close', resume);
        resolve();
      };
      res.on('drain', resume).on('close', resume);
    });
  }
  res.end('</main></body></html>');
}

/**
 * Starts the Forno Bellavista bakery site on 127.0.0.1 (a free port unless `port` is given): 30+ pages
 * and every trap a crawl meets. `latencyMs` delays every answer, so a crawl can be watched in progress.
 */
export async function startFixtureSite(
  options: { port?: number; latencyMs?: number } = {},
): Promise<FixtureSite> {
  const pdf = await priceListPdf();
  const byPath = new Map(fornoPages.map((page) => [page.path, page]));
  const requests: FixtureSite['requests'] = [];
  let flakyCalls = 0;
  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer) => {
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    const host = req.headers.host ?? FORNO_DOMAIN;
    requests.push({ path: url.pathname, userAgent: String(req.headers['user-agent'] ?? '') });
    const html = 'text/html; charset=utf-8';
    switch (url.pathname) {
      case '/robots.txt':
        return send(
          res,
          200,
          'text/plain',
          `User-agent: SlowBot\nCrawl-delay: 30\n\nUser-agent: *\nDisallow: /area-riservata/\n\nSitemap: http://${host}/sitemap_index.xml\n`,
        );
      case '/sitemap_index.xml':
        return send(
          res,
          200,
          'application/xml',
          `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>http://${host}/sitemap-pagine.xml.gz</loc></sitemap><sitemap><loc>http://${host}/sitemap-blog.xml</loc></sitemap></sitemapindex>`,
        );
      case '/sitemap-pagine.xml.gz':
        return send(
          res,
          200,
          'application/gzip',
          gzipSync(
            sitemap(host, [
              '/',
              '/chi-siamo',
              '/orari',
              '/forno-a-legna',
              '/area-riservata/listino-grossisti',
            ]),
          ),
        );
      case '/sitemap-blog.xml':
        return send(
          res,
          200,
          'application/xml',
          sitemap(host, ['/blog', '/blog/lievito-madre', '/blog/natale-in-forno']),
        );
      case '/index.html':
        return send(res, 200, html, layout(byPath.get('/')!));
      case '/promo/pane-casereccio':
        return send(
          res,
          200,
          html,
          layout(byPath.get('/prodotti/pane-casereccio')!, '/prodotti/pane-casereccio'),
        );
      case '/vecchio-sito/storia':
        res.writeHead(301, { location: '/chi-siamo' });
        return res.end();
      case '/listino-prezzi.pdf':
        return send(res, 200, 'application/pdf', pdf);
      case '/immagini/vetrina.jpg':
        return send(res, 200, 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]));
      case '/scarica/brochure':
        return send(res, 200, 'application/octet-stream', Buffer.alloc(4096, 7));
      case '/instabile':
        flakyCalls++;
        if (flakyCalls <= 2) return send(res, 503, 'text/plain', 'Servizio temporaneamente non disponibile');
        return send(
          res,
          200,
          html,
          layout({
            path: '/instabile',
            title: 'Offerte stagionali',
            main: '<h1>Offerte stagionali</h1><p>Questo mese: castagnaccio a 9 € al chilo.</p>',
          }),
        );
      case '/galleria':
        return void streamHugePage(res);
    }
    const page = byPath.get(url.pathname);
    if (page) return send(res, 200, html, layout(page));
    send(
      res,
      404,
      html,
      '<!doctype html><html lang="it"><head><title>Pagina non trovata</title></head><body><main><h1>Pagina non trovata</h1></main></body></html>',
    );
  };
  const latency = options.latencyMs ?? 0;
  const server = createServer(
    latency ? (req, res) => void setTimeout(() => handle(req, res), latency) : handle,
  );
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    domain: FORNO_DOMAIN,
    pages: fornoSpecialPaths,
    facts: fornoFacts,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
