// `npm run bench render`: a crawl of a site built with JavaScript, its pages rendered in headless Chromium
// (two at a time, every request through the crawler's guard), against a plain crawl of the same pages served
// as HTML. Figures only, nothing asserted.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crawlDefaults } from '../worker/src/crawl/crawl.settings.ts';
import { crawlSite } from '../worker/src/crawl/crawl.use-case.ts';
import { createChromiumRenderer } from '../worker/src/render/chromium.renderer.ts';
import { findChromium } from '../worker/src/render/chromium-path.ts';
import type { PageRenderer } from '../worker/src/render/page-renderer.ts';

const PAGES = 40;

const links = (i: number) =>
  [1, 2, 3].map((step) => `<a href="/p/${(i + step) % PAGES}">Pagina ${(i + step) % PAGES}</a>`).join(' ');
const paragraphs = (i: number) =>
  Array.from(
    { length: 6 },
    (_, k) =>
      `Paragrafo ${k} della pagina ${i}: la trattoria cucina pasta fresca, carne alla brace e dolci della casa ogni giorno.`,
  );
const plainPage = (i: number) =>
  `<!doctype html><html lang="it"><head><title>Pagina ${i}</title></head><body><nav>${links(i)}</nav>
<main><h1>Pagina ${i}</h1>${paragraphs(i)
    .map((p) => `<p>${p}</p>`)
    .join('')}</main></body></html>`;
const shellPage = `<!doctype html><html lang="it"><head><title>App</title><script type="module" src="/app.js"></script></head>
<body><div id="root"></div></body></html>`;
const appScript = `const id = location.pathname.split('/').pop() || '0';
const data = await (await fetch('/api/' + id + '.json')).json();
document.getElementById('root').innerHTML = '<nav>' + data.links + '</nav><main><h1>Pagina ' + id + '</h1>' +
  data.paragraphs.map((p) => '<p>' + p + '</p>').join('') + '</main>';`;

async function main(): Promise<void> {
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const spa = req.headers.host?.startsWith('app.') ?? false;
    const page = /^\/(?:p\/(\d+))?$/.exec(url);
    const api = /^\/api\/(\d+)\.json$/.exec(url);
    const send = (type: string, body: string) => res.writeHead(200, { 'content-type': type }).end(body);
    if (page) send('text/html; charset=utf-8', spa ? shellPage : plainPage(Number(page[1] ?? 0)));
    else if (url === '/app.js') send('text/javascript', appScript);
    else if (api) {
      const i = Number(api[1]);
      send('application/json', JSON.stringify({ links: links(i), paragraphs: paragraphs(i) }));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const resolve = { 'app.bench.test': base, 'html.bench.test': base };

  const crawl = async (domain: string, renderer?: PageRenderer) => {
    const started = performance.now();
    const result = await crawlSite(
      { domain, maxPages: PAGES, maxDepth: 1000 },
      { ...crawlDefaults, resolve, policy: () => true, renderer },
    ).catch(() => undefined);
    const seconds = (performance.now() - started) / 1000;
    const pages = result?.report.rendered?.length || result?.documents.length || 0;
    return { pages, seconds, rate: pages / seconds, read: result?.documents.length ?? 0 };
  };

  const executablePath = findChromium(process.env.CHROMIUM_PATH);
  if (!executablePath) {
    console.log('render: no Chromium here (set CHROMIUM_PATH), so nothing was rendered');
    server.close();
    return;
  }
  const renderer = createChromiumRenderer({ executablePath });
  await crawl('app.bench.test', renderer); // launches the browser and warms both sides up
  await crawl('html.bench.test');
  let rendered = { pages: 0, seconds: 0, rate: 0, read: 0 };
  let html = { pages: 0, seconds: 0, rate: 0, read: 0 };
  for (let round = 0; round < 3; round++) {
    const r = await crawl('app.bench.test', renderer);
    if (r.rate > rendered.rate) rendered = r;
    const h = await crawl('html.bench.test');
    if (h.rate > html.rate) html = h;
  }
  await renderer.close();
  // without Chromium the shells are read as they come: no text, and no links, which only the script draws
  const shells = await crawl('app.bench.test');
  server.close();
  console.log(
    `render: ${rendered.pages} pages rendered with Chromium in ${rendered.seconds.toFixed(2)} s, ` +
      `${rendered.rate.toFixed(1)} pages/s (${rendered.read} read); the same pages served as HTML and fetched plainly ` +
      `${html.rate.toFixed(0)} pages/s (${html.read} read); ratio ${(rendered.rate / html.rate).toFixed(3)}; ` +
      `without Chromium the shell site reads ${shells.read} pages`,
  );
}

await main();
