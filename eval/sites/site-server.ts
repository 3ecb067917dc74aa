import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Language } from '@vela/contracts';

/** One HTML page of a fixture site, already laid out. */
export interface SitePage {
  path: string;
  html: string;
  /** Left out of sitemap.xml (reachable through links only), as real sitemaps forget pages. */
  unlisted?: boolean;
}

export interface SiteDefinition {
  domain: string;
  /** The site's main language: its demo is created in it, as a prospect of that site would. */
  language: Language;
  pages: SitePage[];
  /** robots.txt body without the Sitemap line, which is added with the host that asked. */
  robots: string;
  notFound: string;
}

export interface RunningSite {
  domain: string;
  /** `http://127.0.0.1:<port>`: crawl it as `domain` through CRAWL_RESOLVE. */
  baseUrl: string;
  close(): Promise<void>;
}

const sitemapOf = (host: string, pages: SitePage[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pages
    .filter((p) => !p.unlisted)
    .map((p) => `  <url><loc>http://${host}${p.path}</loc><changefreq>monthly</changefreq></url>`)
    .join('\n')}\n</urlset>\n`;

/** Serves a fixture site on 127.0.0.1 (a free port): its pages, robots.txt, sitemap.xml and a 404 page. */
export async function serveSite(site: SiteDefinition): Promise<RunningSite> {
  const byPath = new Map(site.pages.map((page) => [page.path, page]));
  const send = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    const host = req.headers.host ?? site.domain;
    if (url.pathname === '/robots.txt')
      return send(res, 200, 'text/plain', `${site.robots}\nSitemap: http://${host}/sitemap.xml\n`);
    if (url.pathname === '/sitemap.xml')
      return send(res, 200, 'application/xml', sitemapOf(host, site.pages));
    // Trailing slashes are tolerated as a typical CMS does, with a redirect to the canonical path.
    const page = byPath.get(url.pathname);
    if (page) return send(res, 200, 'text/html; charset=utf-8', page.html);
    const trimmed = url.pathname.replace(/\/+$/, '');
    if (trimmed && byPath.has(trimmed)) {
      res.writeHead(301, { location: trimmed });
      return res.end();
    }
    send(res, 404, 'text/html; charset=utf-8', site.notFound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    domain: site.domain,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
