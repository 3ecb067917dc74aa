import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const LAGO_DOMAIN = 'casa-sul-lago.test';

type Lang = 'it' | 'en' | 'de';
const LANGS: Lang[] = ['it', 'en', 'de'];
const prefix = (lang: Lang) => (lang === 'it' ? '' : `/${lang}`);

/** One page in its three languages: Italian at the root, English under /en/, German under /de/. */
interface Page {
  slug: Record<Lang, string>;
  title: Record<Lang, string>;
  /** Slugs (by their Italian name) this page links to in its own language, besides the menu. */
  links?: string[];
}

const page = (it: string, en: string, de: string, titles: [string, string, string], links?: string[]) => ({
  slug: { it, en, de },
  title: { it: titles[0], en: titles[1], de: titles[2] },
  links,
});

const posts = ['/blog/sentiero-del-ponale', '/blog/mercato-di-riva', '/blog/festa-del-lago'];
const pages: Page[] = [
  page('/', '/', '/', ['Casa sul Lago', 'Lake House', 'Haus am See']),
  page('/chi-siamo', '/about', '/uber-uns', ['Chi siamo', 'About us', 'Über uns']),
  page(
    '/camere',
    '/rooms',
    '/zimmer',
    ['Camere', 'Rooms', 'Zimmer'],
    ['/camere/vista-lago', '/camere/giardino'],
  ),
  page('/camere/vista-lago', '/rooms/lake-view', '/zimmer/seeblick', ['Vista lago', 'Lake view', 'Seeblick']),
  page('/camere/giardino', '/rooms/garden', '/zimmer/garten', ['Giardino', 'Garden', 'Garten']),
  page('/prezzi', '/prices', '/preise', ['Prezzi', 'Prices', 'Preise']),
  page('/contatti', '/contact', '/kontakt', ['Contatti', 'Contact', 'Kontakt']),
  page('/blog', '/blog', '/blog', ['Blog', 'Blog', 'Blog'], posts),
  page(posts[0]!, '/blog/ponale-trail', '/blog/ponale-pfad', ['Il Ponale', 'The Ponale trail', 'Der Ponale']),
  page(posts[1]!, '/blog/riva-market', '/blog/markt-in-riva', ['Il mercato', 'The market', 'Der Markt']),
  page(posts[2]!, '/blog/lake-festival', '/blog/seefest', ['La festa', 'The festival', 'Das Seefest']),
];
const menu = ['/chi-siamo', '/camere', '/prezzi', '/contatti', '/blog'];

const pathOf = (p: Page, lang: Lang) => `${prefix(lang)}${p.slug[lang]}`;
const byItalian = new Map(pages.map((p) => [p.slug.it, p]));
const byPath = new Map(
  pages.flatMap((p) => LANGS.map((lang) => [pathOf(p, lang), { page: p, lang }] as const)),
);

/** Every readable page's path per language, and the special pages. */
export const lagoPaths = {
  it: pages.map((p) => pathOf(p, 'it')),
  en: pages.map((p) => pathOf(p, 'en')),
  de: pages.map((p) => pathOf(p, 'de')),
  /** Linked from every Italian page; robots.txt disallows it. */
  disallowed: '/area-riservata',
  /** An English page without `<html lang>`: its language comes from its path. */
  withoutLang: '/en/prices',
} as const;

function html(p: Page, lang: Lang, hreflang: boolean): string {
  const local = (italian: string) => pathOf(byItalian.get(italian)!, lang);
  // the language switcher comes first on every page, before the menu and the text
  const switcher = LANGS.filter((l) => l !== lang)
    .map((l) => `<a href="${pathOf(p, l)}"${hreflang ? ` hreflang="${l}"` : ''}>${l.toUpperCase()}</a>`)
    .join(' ');
  const alternates = hreflang
    ? LANGS.map((l) => `<link rel="alternate" hreflang="${l}" href="${pathOf(p, l)}">`).join('')
    : '';
  const links = [...menu, ...(p.links ?? [])].map((l) => `<a href="${local(l)}">${local(l)}</a>`).join(' ');
  const langAttribute = pathOf(p, lang) === lagoPaths.withoutLang ? '' : ` lang="${lang}"`;
  const reserved = lang === 'it' ? `<a href="${lagoPaths.disallowed}">Area riservata</a>` : '';
  return `<!doctype html><html${langAttribute}><head><title>${p.title[lang]}</title>${alternates}</head><body>
<div class="languages">${switcher}</div>
<header><nav><a href="${prefix(lang) || '/'}">Home</a> ${links} ${reserved}</nav></header>
<main><h1>${p.title[lang]}</h1><p>${p.title[lang]} (${lang}): ${pathOf(p, lang)}.</p></main>
<footer>© Casa sul Lago</footer></body></html>`;
}

export interface LagoSite {
  baseUrl: string;
  domain: typeof LAGO_DOMAIN;
  /** Paths of the pages requested, in arrival order (robots.txt and sitemaps left out). */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A guesthouse site in Italian (at the root), English (/en/) and German (/de/), 11 pages each, whose
 * language switcher is the first thing on every page. With `hreflang`, pages also name their versions.
 */
export async function startLagoSite(options: { hreflang: boolean }): Promise<LagoSite> {
  const requests: string[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://fixture').pathname;
    if (path === '/robots.txt') return res.end(`User-agent: *\nDisallow: ${lagoPaths.disallowed}\n`);
    if (path.endsWith('.xml')) return res.writeHead(404).end();
    requests.push(path);
    const found = byPath.get(path);
    if (!found)
      return res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>404</body></html>');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html(found.page, found.lang, options.hreflang));
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    domain: LAGO_DOMAIN,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
