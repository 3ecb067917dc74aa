import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const APP_SHELL_DOMAIN = 'osteria-app.test';

/** What only the rendered pages say: their scripts fetch it as JSON and write it into the page. */
export const appShellFacts = [
  {
    path: '/',
    question: 'Quanto costa la pizza margherita?',
    answer: 'La pizza margherita costa 7,50 euro',
  },
  {
    path: '/orari',
    question: 'A che ora apre la cucina?',
    answer: 'La cucina apre alle 19:30',
  },
] as const;

const pagesData: Record<string, { title: string; paragraphs: string[] }> = {
  '/': {
    title: 'Osteria del Porto: il menu',
    paragraphs: [
      `${appShellFacts[0].answer} ed è cotta nel forno a legna.`,
      'Le paste sono tirate a mano ogni mattina con uova di galline allevate a terra.',
      'Il pesce arriva dal mercato di Chioggia e cambia secondo il pescato del giorno.',
    ],
  },
  '/orari': {
    title: 'Orari della Osteria del Porto',
    paragraphs: [
      `${appShellFacts[1].answer} dal martedì alla domenica; il lunedì siamo chiusi.`,
      'Per gruppi di più di otto persone chiediamo di prenotare con un giorno di anticipo.',
    ],
  },
};

/** The shell every route answers with: a mount point, a script and a footer link; no text. */
const shell = (probes: boolean) => `<!doctype html><html lang="it"><head><meta charset="utf-8">
<title>Osteria del Porto</title><script type="module" src="/assets/app.js"></script>
${probes ? '<script src="/assets/probe.js"></script>' : ''}</head>
<body><noscript>Attiva JavaScript per vedere questo sito.</noscript><div id="root"></div>
<footer><a href="/contatti">Contatti</a></footer></body></html>`;

const appScript = `const data = await (await fetch('/api/page' + (location.pathname === '/' ? '/home' : location.pathname) + '.json')).json();
const root = document.getElementById('root');
const nav = '<nav><a href="/">Menu</a> <a href="/orari">Orari</a> <a href="/contatti">Contatti</a></nav>';
root.innerHTML = nav + '<main><h1>' + data.title + '</h1>' + data.paragraphs.map((p) => '<p>' + p + '</p>').join('') + '</main>';
`;

/** What a hostile page would ask for: the metadata service, private addresses, a loopback canary, a socket. */
const probeScript = (canary: string) => `fetch('http://169.254.169.254/latest/meta-data/').catch(() => {});
fetch('${canary}/fetch').catch(() => {});
fetch('http://10.0.0.1/internal').catch(() => {});
const img = new Image(); img.src = 'http://10.0.0.1/x'; document.documentElement.appendChild(img);
const pixel = new Image(); pixel.src = '${canary}/img'; document.documentElement.appendChild(pixel);
try { new WebSocket('${canary.replace('http', 'ws')}/ws'); } catch {}
`;

const contacts = `<!doctype html><html lang="it"><head><title>Contatti</title></head><body><main><h1>Contatti</h1>
<p>Osteria del Porto, riva degli Schiavoni 12, Venezia. Telefono 041 555 0123, posta info@osteria-app.test.</p>
<p>Si prenota per telefono dalle 10 alle 18; per i gruppi scrivete una mail con il numero di persone e l'orario.</p>
</main></body></html>`;

export interface AppShellSite {
  /** `http://127.0.0.1:<port>`: crawl with `resolve: { [domain]: baseUrl }`. */
  baseUrl: string;
  domain: typeof APP_SHELL_DOMAIN;
  /** Paths of the pages that are application shells, and of the one plain HTML page. */
  shells: string[];
  plain: string;
  /** The probe canary's address (on 127.0.0.2, another loopback address) and the requests it received. */
  canary?: { url: string; hits: string[] };
  requests: string[];
  close(): Promise<void>;
}

const listen = (server: Server, host: string) =>
  new Promise<string>((resolve) =>
    server.listen(0, host, () => resolve(`http://${host}:${(server.address() as AddressInfo).port}`)),
  );
const stop = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * A restaurant site built as a single-page app on 127.0.0.1: `/` and `/orari` are shells whose script
 * fetches `/api/page/….json` from the same origin and writes the text; `/contatti` is plain HTML. With
 * `probes`, each shell also runs a script reaching for the metadata service, 10.0.0.1, a WebSocket and a
 * canary server on 127.0.0.2 that records every hit (crawl it only with a policy refusing 127.0.0.2).
 */
export async function startAppShellSite(options: { probes?: boolean } = {}): Promise<AppShellSite> {
  const requests: string[] = [];
  let canary: AppShellSite['canary'];
  let canaryServer: Server | undefined;
  if (options.probes) {
    const hits: string[] = [];
    canaryServer = createServer((req, res) => {
      hits.push(req.url ?? '/');
      res.end('canary');
    });
    canaryServer.on('upgrade', (req, socket) => {
      hits.push(req.url ?? '/');
      socket.destroy();
    });
    canary = { url: await listen(canaryServer, '127.0.0.2'), hits };
  }
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(path);
    const send = (type: string, body: string, status = 200) =>
      res.writeHead(status, { 'content-type': type }).end(body);
    const api = /^\/api\/page(\/.*)\.json$/.exec(path);
    if (path === '/' || path === '/orari') send('text/html; charset=utf-8', shell(Boolean(options.probes)));
    else if (path === '/contatti') send('text/html; charset=utf-8', contacts);
    else if (path === '/assets/app.js') send('text/javascript', appScript);
    else if (path === '/assets/probe.js' && canary) send('text/javascript', probeScript(canary.url));
    else if (api && pagesData[api[1] === '/home' ? '/' : api[1]!])
      send('application/json', JSON.stringify(pagesData[api[1] === '/home' ? '/' : api[1]!]));
    else if (path === '/robots.txt') send('text/plain', 'User-agent: *\nAllow: /\n');
    else send('text/plain', 'not found', 404);
  });
  const baseUrl = await listen(server, '127.0.0.1');
  return {
    baseUrl,
    domain: APP_SHELL_DOMAIN,
    shells: ['/', '/orari'],
    plain: '/contatti',
    ...(canary ? { canary } : {}),
    requests,
    async close() {
      server.closeAllConnections();
      canaryServer?.closeAllConnections();
      await Promise.all([stop(server), ...(canaryServer ? [stop(canaryServer)] : [])]);
    },
  };
}
