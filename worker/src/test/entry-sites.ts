import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A question a visitor asks, the words the answer must hold, and the page (path on `host`) that holds them. */
export interface EntryFact {
  question: string;
  answer: string;
  url: string;
}

interface Page {
  title: string;
  main: string;
}

/** One small site as a host serves it: pages by path, plus answers that are no page (redirects, robots). */
interface HostSite {
  lang: string;
  pages: Record<string, Page>;
  robots?: string;
  sitemap?: string[];
  /** Answers every request but robots.txt (404) with a redirect to this origin (same path). */
  redirectAll?: string;
  /** Answers these paths with a redirect to the given location. */
  redirects?: Record<string, string>;
  /** Raw HTML for these paths (home pages with no text, meta refreshes). */
  raw?: Record<string, string>;
}

/** Text that sits only on a host the address guard must refuse: it must never be read. */
export const hiddenCellarSecret = 'La riserva segreta della cantina costa 900 euro.';

const refreshPage = (content: string) =>
  `<!doctype html><html><head><meta http-equiv="refresh" content="${content}"><title>Redirecting…</title></head><body></body></html>`;

/**
 * The sites, each named by the domain a visitor types. Every one makes a browser go somewhere else
 * before its first page: a meta refresh, a redirect to a language folder, the bare domain to `www.`
 * (and to https), `www.` to the bare domain, a refresh to an address the guard refuses, a redirect loop;
 * and two home pages without text, one with nothing else and one naming its languages by `hreflang`.
 */
export const entrySites = {
  /** `/` is only `<meta http-equiv="refresh" content="0; URL='en/'">`. */
  metaRefresh: {
    domain: 'porto-cucina.test',
    fact: {
      question: 'How much does the tasting menu cost?',
      answer: '45 euros',
      url: 'http://porto-cucina.test/en/menu',
    },
    pages: ['/en/', '/en/menu', '/en/opening-hours'],
  },
  /** `/` answers 302 to `/it/`. */
  languageFolder: {
    domain: 'bottega-ceramica.test',
    fact: {
      question: 'Quanto costa il corso di ceramica?',
      answer: '120 euro',
      url: 'http://bottega-ceramica.test/it/corsi',
    },
    pages: ['/it/', '/it/corsi', '/it/orari'],
  },
  /**
   * Every address of the bare domain answers 301 to `https://www.` but robots.txt, which is missing there:
   * robots.txt and the sitemap are read on www, which disallows `/riservato` and lists `/listino`, linked
   * from nowhere.
   */
  apexToWww: {
    domain: 'autolavaggio-sole.test',
    www: 'www.autolavaggio-sole.test',
    fact: {
      question: 'Quanto costa il lavaggio completo?',
      answer: '25 euro',
      url: 'https://www.autolavaggio-sole.test/listino',
    },
    pages: ['/', '/servizi', '/listino'],
    disallowed: '/riservato',
  },
  /** `www.` answers 301 to the bare domain (robots.txt is missing there), whose robots.txt disallows `/bozze`. */
  wwwToApex: {
    domain: 'www.giardino-verde.test',
    apex: 'giardino-verde.test',
    fact: {
      question: 'Quanto costa una piantina di basilico?',
      answer: '3 euro',
      url: 'http://giardino-verde.test/piante',
    },
    pages: ['/', '/piante'],
    disallowed: '/bozze',
  },
  /** `/` refreshes to `http://www.cantina-nascosta.test/`, which a test's DNS puts on a private address. */
  privateRefresh: { domain: 'cantina-nascosta.test', www: 'www.cantina-nascosta.test' },
  /**
   * Answers on the bare domain over http, but its pages name `https://www.` as canonical: robots.txt
   * (which disallows `/prenota`) and the sitemap (which lists `/menu`, linked from nowhere) live there.
   */
  canonicalWww: {
    domain: 'osteria-canonica.test',
    www: 'www.osteria-canonica.test',
    fact: {
      question: 'Quanto costa il menù del giorno?',
      answer: '18 euro',
      url: 'http://osteria-canonica.test/menu',
    },
    disallowed: '/prenota',
  },
  /** `/` redirects to `/giro`, which redirects back to `/`. */
  redirectLoop: { domain: 'giro-tondo.test' },
  /** `/` refreshes after a second to `/benvenuto`, an empty app shell. */
  refreshToNoText: { domain: 'vetrina-vuota.test' },
  /** `/` is an empty app shell: no text, no links, no sitemap, no hreflang. */
  noText: { domain: 'solo-script.test' },
  /** `/` has no text but names `/it/` and `/en/` with `<link rel="alternate" hreflang>`. */
  hreflangOnly: {
    domain: 'due-lingue.test',
    fact: {
      question: 'When does the guided tour start?',
      answer: '10:30',
      url: 'http://due-lingue.test/en/',
    },
    pages: ['/it/', '/en/'],
  },
} as const;

const hosts: Record<string, HostSite> = {
  'porto-cucina.test': {
    lang: 'en',
    raw: { '/': refreshPage("0; URL='en/'") },
    pages: {
      '/en/': {
        title: 'Porto Cucina – seafood by the harbour',
        main: '<h1>Porto Cucina</h1><p>A seafood kitchen on the old harbour of Genoa, run by the Bruzzone family since 1987.</p><p><a href="/en/menu">Menu</a> <a href="/en/opening-hours">Opening hours</a></p>',
      },
      '/en/menu': {
        title: 'Menu – Porto Cucina',
        main: '<h1>Menu</h1><p>The tasting menu costs 45 euros per person and has six courses of the day’s catch.</p><p>Children under ten eat from the small menu.</p>',
      },
      '/en/opening-hours': {
        title: 'Opening hours – Porto Cucina',
        main: '<h1>Opening hours</h1><p>We are open from Tuesday to Sunday, from 12:00 to 15:00 and from 19:00 to 23:00.</p>',
      },
    },
  },
  'bottega-ceramica.test': {
    lang: 'it',
    redirects: { '/': '/it/' },
    pages: {
      '/it/': {
        title: 'Bottega della Ceramica',
        main: '<h1>Bottega della Ceramica</h1><p>Laboratorio di ceramica artigianale a Faenza.</p><p><a href="/it/corsi">Corsi</a> <a href="/it/orari">Orari</a></p>',
      },
      '/it/corsi': {
        title: 'Corsi – Bottega della Ceramica',
        main: '<h1>Corsi di ceramica</h1><p>Il corso di ceramica costa 120 euro per quattro lezioni al tornio, argilla compresa.</p>',
      },
      '/it/orari': {
        title: 'Orari – Bottega della Ceramica',
        main: '<h1>Orari</h1><p>La bottega è aperta dal martedì al sabato, dalle 9 alle 19.</p>',
      },
    },
  },
  'autolavaggio-sole.test': { lang: 'it', redirectAll: 'https://www.autolavaggio-sole.test', pages: {} },
  'www.autolavaggio-sole.test': {
    lang: 'it',
    robots: 'User-agent: *\nDisallow: /riservato\nSitemap: https://www.autolavaggio-sole.test/sitemap.xml\n',
    sitemap: ['https://www.autolavaggio-sole.test/listino'],
    pages: {
      '/': {
        title: 'Autolavaggio Sole',
        main: '<h1>Autolavaggio Sole</h1><p>Lavaggio a mano di auto e moto a Bologna.</p><p><a href="/servizi">Servizi</a> <a href="/riservato">Area personale</a></p>',
      },
      '/servizi': {
        title: 'Servizi – Autolavaggio Sole',
        main: '<h1>Servizi</h1><p>Laviamo auto, moto e furgoni, dentro e fuori, anche senza appuntamento.</p>',
      },
      '/listino': {
        title: 'Listino – Autolavaggio Sole',
        main: '<h1>Listino prezzi</h1><p>Il lavaggio completo costa 25 euro, interni compresi.</p>',
      },
      '/riservato': {
        title: 'Area personale',
        main: '<h1>Area personale</h1><p>I turni del personale della settimana.</p>',
      },
    },
  },
  'www.giardino-verde.test': { lang: 'it', redirectAll: 'http://giardino-verde.test', pages: {} },
  'giardino-verde.test': {
    lang: 'it',
    robots: 'User-agent: *\nDisallow: /bozze\n',
    pages: {
      '/': {
        title: 'Vivaio Giardino Verde',
        main: '<h1>Vivaio Giardino Verde</h1><p>Piante aromatiche e da orto coltivate a Lucca.</p><p><a href="/piante">Le piante</a> <a href="/bozze">Bozze</a></p>',
      },
      '/piante': {
        title: 'Piante – Giardino Verde',
        main: '<h1>Le nostre piante</h1><p>Una piantina di basilico costa 3 euro, il rosmarino 4 euro.</p>',
      },
      '/bozze': { title: 'Bozze', main: '<h1>Bozze</h1><p>Testi ancora da scrivere.</p>' },
    },
  },
  'cantina-nascosta.test': {
    lang: 'it',
    raw: { '/': refreshPage('0;url=http://www.cantina-nascosta.test/') },
    pages: {},
  },
  'www.cantina-nascosta.test': {
    lang: 'it',
    pages: { '/': { title: 'Cantina', main: `<h1>Cantina</h1><p>${hiddenCellarSecret}</p>` } },
  },
  'osteria-canonica.test': {
    lang: 'it',
    raw: {
      '/': '<!doctype html><html lang="it"><head><title>Osteria</title><link rel="canonical" href="https://www.osteria-canonica.test/"></head><body><main><h1>Osteria Canonica</h1><p>Cucina di casa a Parma.</p><a href="/prenota">Prenota</a></main></body></html>',
    },
    pages: {
      '/menu': {
        title: 'Menù – Osteria Canonica',
        main: '<h1>Menù</h1><p>Il menù del giorno costa 18 euro, acqua e caffè compresi.</p>',
      },
      '/prenota': { title: 'Prenota', main: '<h1>Prenota</h1><p>Il modulo delle prenotazioni.</p>' },
    },
  },
  'www.osteria-canonica.test': {
    lang: 'it',
    robots: 'User-agent: *\nDisallow: /prenota\nSitemap: https://www.osteria-canonica.test/sitemap.xml\n',
    sitemap: ['http://osteria-canonica.test/menu'],
    pages: {},
  },
  'giro-tondo.test': { lang: 'it', redirects: { '/': '/giro', '/giro': '/' }, pages: {} },
  'vetrina-vuota.test': {
    lang: 'it',
    raw: {
      '/': refreshPage('1; url=/benvenuto'),
      '/benvenuto':
        '<!doctype html><html lang="it"><head><title>Vetrina</title></head><body><div id="root"></div></body></html>',
    },
    pages: {},
  },
  'solo-script.test': {
    lang: 'it',
    raw: {
      '/': '<!doctype html><html lang="it"><head><title>App</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>',
    },
    pages: {},
  },
  'due-lingue.test': {
    lang: 'en',
    raw: {
      '/': '<!doctype html><html><head><title>Museo</title><link rel="alternate" hreflang="it" href="/it/"><link rel="alternate" hreflang="en" href="/en/"></head><body><div id="app"></div></body></html>',
    },
    pages: {
      '/it/': {
        title: 'Museo del Mare',
        main: '<h1>Museo del Mare</h1><p>La visita guidata parte alle 10:30 dalla biglietteria.</p>',
      },
      '/en/': {
        title: 'Sea Museum',
        main: '<h1>Sea Museum</h1><p>The guided tour starts at 10:30 from the ticket office.</p>',
      },
    },
  },
};

function layout(site: HostSite, page: Page, path: string): string {
  const lang = /^\/(it|en)\//.exec(path)?.[1] ?? site.lang;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${page.title}</title></head><body>
<header><nav><a href="/">Home</a></nav></header><main>${page.main}</main><footer>© 2026</footer></body></html>`;
}

export interface EntrySitesServer {
  /** `http://127.0.0.1:<port>`: resolve every name in `hostNames` to it. */
  baseUrl: string;
  /** Every host the server answers as (both names of the www sites included). */
  hostNames: string[];
  /** `resolve` for `IngestOptions` (or, joined, `CRAWL_RESOLVE`) sending every host name here. */
  resolve: Record<string, string>;
  /** Every request, as `host` + path, in arrival order. */
  requests: string[];
  close(): Promise<void>;
}

/** Serves every entry site on one loopback port, told apart by the Host header. */
export async function startEntrySites(): Promise<EntrySitesServer> {
  const requests: string[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const path = new URL(req.url ?? '/', 'http://fixture').pathname;
    requests.push(`${host}${path}`);
    const site = hosts[host];
    const html = { 'content-type': 'text/html; charset=utf-8' };
    if (!site) return res.writeHead(404, html).end('<html><body>Unknown host</body></html>');
    // a host that only redirects has no robots.txt of its own: the crawl must read the one it lands on
    if (site.redirectAll && path === '/robots.txt') return res.writeHead(404).end();
    if (site.redirectAll) return res.writeHead(301, { location: `${site.redirectAll}${path}` }).end();
    const redirect = site.redirects?.[path];
    if (redirect) return res.writeHead(302, { location: redirect }).end();
    if (path === '/robots.txt') {
      if (!site.robots) return res.writeHead(404).end();
      return res.writeHead(200, { 'content-type': 'text/plain' }).end(site.robots);
    }
    if (path === '/sitemap.xml') {
      if (!site.sitemap) return res.writeHead(404).end();
      const urls = site.sitemap.map((loc) => `<url><loc>${loc}</loc></url>`).join('');
      return res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
        );
    }
    const raw = site.raw?.[path];
    if (raw) return res.writeHead(200, html).end(raw);
    const page = site.pages[path];
    if (page) return res.writeHead(200, html).end(layout(site, page, path));
    res.writeHead(404, html).end('<html><body><h1>Not found</h1></body></html>');
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const hostNames = Object.keys(hosts);
  return {
    baseUrl,
    hostNames,
    resolve: Object.fromEntries(hostNames.map((host) => [host, baseUrl])),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
