// Lighthouse on the prerendered home page, served by the built product (run `npm run build` first): the four
// category scores, LCP, total blocking time and the JavaScript shipped to the page (gzip KB, every script the
// page loaded, compressed here with gzip level 9 as a CDN or reverse proxy would send it). Chromium is
// Debian's; every request off the machine is blocked, so the embeds count as absent.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pino } from 'pino';
import { createApp } from '../chat-service/src/app.ts';
import { loadConfig } from '../chat-service/src/config/config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.join(root, 'site/dist');
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/en').split(',');
/** LIGHTHOUSE_REPORT_DIR keeps each page's full report (JSON) there, to read what the scores come from. */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

if (!existsSync(path.join(siteDir, 'pages/index.html'))) {
  console.error('The prerendered site is missing: run `npm run build` first.');
  process.exit(1);
}

const config = loadConfig({
  PORT: '0',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'vela-lh-')),
  LOG_LEVEL: 'silent',
});
const app = await createApp({ config, logger: pino({ level: 'silent' }), siteDir });
const baseUrl = await app.start();
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

interface NetworkItem {
  url: string;
  resourceType?: string;
}

const audit = (page: string) =>
  lighthouse(`${baseUrl}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    blockedUrlPatterns: ['*://*.cal.com/*', '*://cal.com/*', '*://*.vela.ai/*', '*://*.linkedin.com/*'],
  });

try {
  // A first run on a cold browser and server sometimes fails to paint in time (scores 0): warm up once.
  await audit(PAGES[0] ?? '/');
  for (const page of PAGES) {
    // Lighthouse now and then loses the trace of a load (NO_NAVSTART): such a run is repeated, up to 3 times.
    let result = await audit(page);
    for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) result = await audit(page);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
    if (reportDir) {
      const name = `lighthouse${page.replaceAll('/', '-')}`;
      writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
      const trace = (result?.artifacts as { Trace?: unknown } | undefined)?.Trace;
      if (trace) writeFileSync(path.join(reportDir, `${name}.trace.json`), JSON.stringify(trace));
    }
    if (lhr.runtimeError)
      console.log(`  lighthouse error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    const items = (
      (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? []
    ).filter((item) => item.resourceType === 'Script' && item.url.startsWith(baseUrl));
    const jsGzipBytes = items.reduce((sum, item) => {
      const file = path.join(siteDir, new URL(item.url).pathname);
      return existsSync(file) ? sum + gzipSync(readFileSync(file), { level: 9 }).length : sum;
    }, 0);
    console.log(`lighthouse ${page}`);
    console.log(
      `  scores: performance ${score('performance')}, accessibility ${score('accessibility')}, best-practices ${score('best-practices')}, seo ${score('seo')}`,
    );
    console.log(
      `  LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, FCP ${ms('first-contentful-paint')} ms, CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`,
    );
    console.log(`  JavaScript shipped: ${items.length} files, ${(jsGzipBytes / 1024).toFixed(1)} KB gzip`);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    if (failing.length) console.log(`  audits below par: ${failing.join(', ')}`);
  }
} finally {
  await chrome.kill();
  await app.stop();
}
