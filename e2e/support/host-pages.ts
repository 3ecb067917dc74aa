/**
 * Third-party host pages for the widget journeys, on their own origin (http://localhost:3200, while the
 * product is http://127.0.0.1:3100). A page carries the snippets given in its query string verbatim, so a test
 * pastes exactly what the builder's embed code hands a client. Flags: `css=hostile` adds a stylesheet that
 * tries to break the widget, `csp=strict` sends a Content-Security-Policy allowing only the widget's origin,
 * `lang` sets `<html lang>`. Links between /page-1 and /page-2 keep the query, like a site's own navigation.
 * The same server stands in for the public site's booking, lead-form and social-agent providers (third-party-fakes.ts).
 */
import { createServer, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import type { BotSettingsInput, EmbedCode } from '@vela/contracts';
import { serveThirdParty, thirdPartyUrls } from './third-party-fakes.ts';

/** HOST_PORT lets a second Playwright run on this machine use other ports. */
export const HOST_PORT = Number(process.env.HOST_PORT ?? 3200);
export const HOST_URL = `http://localhost:${HOST_PORT}`;
/** The stand-in booking calendar, lead form and social-agent tool the product is configured with. */
export const THIRD_PARTY = thirdPartyUrls(HOST_URL);

export interface HostPageOptions {
  /** Script tags pasted into the page's body, each as given. */
  snippets?: string[];
  css?: 'hostile';
  /** `strict`: only the widget's origin (http and ws); `no-websocket`: the same without ws, as a proxy would. */
  csp?: 'strict' | 'no-websocket';
  lang?: string;
}

/** The URL of a host page (`/page-1` or `/page-2`) carrying the snippets and flags. */
export function hostPage(path: '/page-1' | '/page-2', o: HostPageOptions = {}): string {
  const q = new URLSearchParams();
  for (const s of o.snippets ?? []) q.append('s', s);
  if (o.css) q.set('css', o.css);
  if (o.csp) q.set('csp', o.csp);
  if (o.lang) q.set('lang', o.lang);
  return `${HOST_URL}${path}?${q}`;
}

const HOST_CSS = `
body { margin: 0; font: 18px/1.6 Georgia, serif; color: #1f2933; background: #fffdf7; }
header { display: flex; justify-content: space-between; align-items: center; padding: 16px 32px; background: #3e2723; color: #fff; }
h1 { margin: 0; font-size: 28px; letter-spacing: 1px; }
nav a { color: #ffcc80; margin-left: 16px; }
main { max-width: 720px; margin: 32px auto; padding: 0 16px; }
p { margin: 0 0 16px; }
button { padding: 10px 18px; border-radius: 4px; border: 2px solid #3e2723; background: #ffe0b2; font: inherit; }
`;

const HOSTILE_CSS = `
* { all: unset !important; }
html, body { font-size: 48px !important; line-height: 4 !important; }
div, span, p, section, ul, li, a, strong, em, textarea { color: red !important; font-family: "Comic Sans MS", cursive !important; font-size: 40px !important; }
button { display: none !important; }
svg { width: 300px !important; height: 300px !important; }
vela-chat { display: none !important; opacity: 0 !important; }
:root { --vela-primary: #ff00ff; }
`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface TestBot {
  botId: string;
  /** The embed code exactly as GET /api/chatbot/embed hands it to the client. */
  snippet: string;
}

let clients = 0;

/**
 * A client registers, saves bot settings and trains the bot on the given URLs (waiting until every training
 * is ready), then takes the embed snippet: what a real client does in the builder, through the API.
 */
export async function createBot(
  api: APIRequestContext,
  settings: Omit<BotSettingsInput, 'showLogo'> = {},
  urls: string[] = [],
): Promise<TestBot> {
  clients += 1;
  const username = `host${Date.now().toString(36)}${clients}${Math.random().toString(36).slice(2, 6)}`;
  const registered = await api.post('/api/register', {
    data: { username, password: 'host-pass-1', email: `${username}@example.com` },
  });
  if (!registered.ok()) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  const saved = await api.put('/api/chatbot/settings', { data: settings });
  if (!saved.ok()) throw new Error(`settings: ${saved.status()} ${await saved.text()}`);
  for (const url of urls) {
    const added = await api.post('/api/chatbot/training/url', { data: { url } });
    if (!added.ok()) throw new Error(`training: ${added.status()} ${await added.text()}`);
  }
  for (let ready = false, tries = 0; !ready; tries++) {
    if (tries === 240) throw new Error('training did not become ready within a minute');
    const { trainings } = (await (await api.get('/api/chatbot/trainings')).json()) as {
      trainings: { status: string; error: string | null }[];
    };
    const failed = trainings.find((t) => t.status === 'failed');
    if (failed) throw new Error(`training failed: ${failed.error}`);
    ready = trainings.every((t) => t.status === 'ready');
    if (!ready) await new Promise((r) => setTimeout(r, 250));
  }
  const embed = (await (await api.get('/api/chatbot/embed')).json()) as EmbedCode;
  return { botId: embed.botId, snippet: embed.snippet };
}

function page(path: string, query: URLSearchParams): string {
  const lang = escapeHtml(query.get('lang') ?? 'en');
  const keep = `?${escapeHtml(query.toString())}`;
  const hostile = query.get('css') === 'hostile' ? '<link rel="stylesheet" href="/hostile.css">' : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Forno Host ${escapeHtml(path)}</title>
<link rel="stylesheet" href="/host.css">${hostile}
</head>
<body>
<header><h1>Forno Host</h1><nav aria-label="Site"><a href="/page-1${keep}">Home</a><a href="/page-2${keep}">Our bread</a></nav></header>
<main>
<h2>${path === '/page-2' ? 'Our bread' : 'Welcome to the bakery'}</h2>
<p id="intro">Fresh bread every morning, baked in a wood-fired oven since 1952.</p>
<p><button id="host-button" type="button">Host button</button></p>
</main>
${query.getAll('s').join('\n')}
</body>
</html>`;
}

/** Only the origin(s) the snippets load from (over http(s) and ws(s)), for scripts, the panel chunk and the socket. */
function strictCsp(query: URLSearchParams, websocket: boolean): string {
  const origins = new Set(
    query.getAll('s').flatMap((s) => [...s.matchAll(/src="(https?:\/\/[^/"]+)/g)].map((m) => m[1] as string)),
  );
  const widget = [...origins].join(' ');
  const sockets = websocket ? [...origins].map((o) => o.replace(/^http/, 'ws')).join(' ') : '';
  return [
    "default-src 'none'",
    `script-src ${widget}`,
    `connect-src ${widget} ${sockets}`,
    "style-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The product's address as a page of another port of the same site would reach it: 127.0.0.1, not localhost. */
export const forgedPageUrl = (target: string) =>
  `http://127.0.0.1:${HOST_PORT}/forged?target=${encodeURIComponent(target)}`;

/**
 * An attacker's page on another port of the product's own site (so SameSite=Lax cookies ride along):
 * it posts a multipart form with a file to the product's document upload, then fires `no-cors` fetches
 * (a URL import and a body-less logout), and says 'sent' in its title when all have gone.
 */
function forgedPage(target: string): string {
  const api = JSON.stringify(`${target.replace(/\/$/, '')}/api`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>forging</title></head>
<body>
<iframe name="sink" title="sink"></iframe>
<form id="upload" method="post" enctype="multipart/form-data" target="sink">
  <input type="file" name="file">
</form>
<script>
  const api = ${api.replace(/</g, '\\u003c')};
  const form = document.getElementById('upload');
  form.action = api + '/chatbot/training/document';
  const files = new DataTransfer();
  files.items.add(new File(['Forged: we are closed forever.'], 'forged.txt', { type: 'text/plain' }));
  form.querySelector('input').files = files.files;
  const sink = document.querySelector('iframe');
  const posted = new Promise((resolve) => sink.addEventListener('load', resolve, { once: true }));
  form.submit();
  const url = new FormData();
  url.append('url', 'https://example.com/forged');
  // Each fetch on its own: a refused one may end in a network error, which must not spare the others.
  const send = (path, body) =>
    fetch(api + path, { method: 'POST', mode: 'no-cors', credentials: 'include', body }).catch(() => {});
  posted
    .then(() => send('/chatbot/training/url', url))
    .then(() => send('/logout'))
    .finally(() => { document.title = 'sent'; });
</script>
</body></html>`;
}

function send(res: ServerResponse, status: number, type: string, body: string, headers = {}) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

export function startHostPages(port = HOST_PORT) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', HOST_URL);
    if (url.pathname === '/host.css') return send(res, 200, 'text/css', HOST_CSS);
    if (url.pathname === '/hostile.css') return send(res, 200, 'text/css', HOSTILE_CSS);
    if (url.pathname === '/health') return send(res, 200, 'text/plain', 'ok');
    if (serveThirdParty(url, res)) return;
    if (url.pathname === '/forged') {
      return send(res, 200, 'text/html; charset=utf-8', forgedPage(url.searchParams.get('target') ?? ''));
    }
    if (url.pathname !== '/page-1' && url.pathname !== '/page-2')
      return send(res, 404, 'text/plain', 'not found');
    const mode = url.searchParams.get('csp');
    const csp = mode ? { 'content-security-policy': strictCsp(url.searchParams, mode === 'strict') } : {};
    send(res, 200, 'text/html; charset=utf-8', page(url.pathname, url.searchParams), csp);
  });
  return new Promise<typeof server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startHostPages();
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
