// Build step after `vite build` and the SSR build: renders every public page (spec part 1's route table, in
// Italian and English) to dist/pages/<path>/index.html with its title, description, canonical and hreflang
// links, so a visitor and a crawler read the page before any script runs. The server fills __VELA_ORIGIN__
// and the site-config <meta> when it serves these files.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(siteDir, 'dist');
const ORIGIN = '__VELA_ORIGIN__';

const { renderPage, prerenderPaths } = await import(
  pathToFileURL(path.join(siteDir, 'dist/.ssr/render-page.js')).href
);
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A source module's chunk and every chunk it imports statically, for <link rel="modulepreload">. */
function chunkFiles(source, seen = new Set()) {
  const chunk = manifest[source];
  if (!chunk || seen.has(source)) return seen;
  seen.add(source);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, seen);
  return seen;
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const pageSource = (routePath) =>
  routePath === '/'
    ? 'src/features/marketing/pages/home-page.tsx'
    : routePath === '/voice-agent'
      ? 'src/features/marketing/pages/voice-agent-page.tsx'
      : routePath === '/social-agent'
        ? 'src/features/marketing/pages/social-agent-page.tsx'
        : 'src/features/legal/pages/legal-page.tsx';
/**
 * The modules a public page runs once it has painted: the application's start, the layout and the page,
 * each with what it imports. The page names them in a <meta> that main.tsx reads after the first paint,
 * so they are all requested in one round trip then, and none competes with the stylesheet and font before.
 */
function pageModules(routePath) {
  const sources = new Set();
  chunkFiles('src/app/start.tsx', sources);
  chunkFiles('src/features/marketing/components/layout/marketing-layout.tsx', sources);
  chunkFiles(pageSource(routePath), sources);
  const already = chunkFiles(entry);
  const files = [...sources]
    .filter((source) => !already.has(source))
    .map((source) => `/${manifest[source].file}`);
  return `<meta name="vela-page-modules" content="${files.join(' ')}">`;
}
const latinFont = readdirSync(path.join(dist, 'assets')).find((f) =>
  /^inter-latin-wght-normal-.*\.woff2$/.test(f),
);

// The stylesheet blocks the first paint: it goes first, ahead of the font and the entry script, so a
// browser limited to six connections per origin never queues it behind them. A prerendered page paints
// without its scripts, which only make it interactive: the small entry loads at low priority.
const stylesheet = shell.match(/<link rel="stylesheet"[^>]*>/)?.[0] ?? '';

let written = 0;
for (const pagePath of prerenderPaths()) {
  const page = await renderPage(pagePath);
  const routePath = page.alternates.it;
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<link rel="canonical" href="${ORIGIN}${page.canonical}">`,
    `<link rel="alternate" hreflang="it" href="${ORIGIN}${page.alternates.it}">`,
    `<link rel="alternate" hreflang="en" href="${ORIGIN}${page.alternates.en}">`,
    `<link rel="alternate" hreflang="x-default" href="${ORIGIN}${page.alternates.it}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${ORIGIN}${page.canonical}">`,
    `<meta property="og:locale" content="${page.lang === 'en' ? 'en_GB' : 'it_IT'}">`,
    stylesheet,
    latinFont
      ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${latinFont}">`
      : '',
    pageModules(routePath),
  ].join('\n    ');
  const html = shell
    .replace(stylesheet, '')
    .replace('<script type="module"', '<script type="module" fetchpriority="low"')
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
    .replace(/<title>[^<]*<\/title>/, head)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  const outDir = path.join(dist, 'pages', pagePath);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), html);
  written++;
}
console.log(`prerendered ${written} public pages into dist/pages`);

// Precompressed copies of the hashed assets: the server sends `<file>.gz` to browsers that accept gzip.
let compressed = 0;
for (const name of readdirSync(path.join(dist, 'assets'))) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = path.join(dist, 'assets', name);
  writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
  compressed++;
}
console.log(`gzipped ${compressed} assets`);

// The rendered tree's query cache keeps a 5-minute garbage-collection timer alive; the work is done.
process.exit(0);
