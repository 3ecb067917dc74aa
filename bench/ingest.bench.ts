// `npm run bench ingest`: crawl speed against a bare fetch+cheerio loop over the same pages, PDF extraction
// against poppler's pdftotext on the same files, and DOCX extraction speed. Figures only, nothing asserted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load } from 'cheerio';
import { parseDocument } from '../worker/src/documents/document.parse.ts';
import { hasPdftotext } from '../worker/src/documents/pdf.extract.ts';
import { createIngestPool, runIngestJob } from '../worker/src/index.ts';
import { makeDocx, makeLongPdf } from '../worker/src/test/fixture-documents.ts';

const PAGES = 500;
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const mb = (bytes: number) => bytes / (1024 * 1024);

/** Best of `rounds` runs: the machine is shared, so the fastest run is the least disturbed one. */
async function best(rounds: number, run: () => Promise<number> | number): Promise<number> {
  let top = 0;
  for (let i = 0; i < rounds; i++) top = Math.max(top, await run());
  return top;
}

function pageHtml(i: number): string {
  const links = [1, 2, 3, 7]
    .map((step) => `<a href="/p/${(i + step) % PAGES}">Pagina ${(i + step) % PAGES}</a>`)
    .join(' ');
  const paragraphs = Array.from(
    { length: 12 },
    (_, k) =>
      `<p>Paragrafo ${k} della pagina ${i}: il forno sforna pane, focacce e dolci ogni mattina, con farine macinate a pietra e lievito madre rinfrescato due volte al giorno.</p>`,
  ).join('\n');
  return `<!doctype html><html lang="it"><head><title>Pagina ${i}</title></head><body><header><nav><a href="/">Home</a> ${links}</nav></header>
<div class="cookie-banner">Usiamo i cookie</div><main><h1>Pagina ${i}</h1>${paragraphs}<h2>Altro</h2><ul><li>Uno</li><li>Due</li></ul></main>
<footer>© Bench srl</footer><script>var x = ${i};</script></body></html>`;
}

async function benchCrawl(): Promise<void> {
  const pages = Array.from({ length: PAGES }, (_, i) => pageHtml(i));
  const server = createServer((req, res) => {
    const match = /^\/p\/(\d+)$/.exec(req.url ?? '');
    const body = req.url === '/' ? pages[0] : match ? pages[Number(match[1])] : undefined;
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const bare = async (xml: boolean) => {
    const started = performance.now();
    for (let i = 0; i < PAGES; i++) {
      const html = await (await fetch(`${base}/p/${i}`)).text();
      const $ = xml ? load(html, { xml: { xmlMode: false, decodeEntities: true } }) : load(html);
      $('body').text();
    }
    return PAGES / ((performance.now() - started) / 1000);
  };
  await bare(true); // warm up both sides' code paths
  await runIngestJob(
    { kind: 'crawl', trainingId: 0, domain: 'warm.test', maxPages: 20, maxDepth: 50 },
    { allowPrivateHosts: true, resolve: { 'warm.test': base } },
  );

  // crawl and bare loop take turns, so a burst of load from others hits both sides alike
  let pagesRead = 0;
  let crawlRate = 0;
  let bareFast = 0;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    const result = await runIngestJob(
      { kind: 'crawl', trainingId: 1, domain: 'bench.test', maxPages: PAGES, maxDepth: 1000 },
      { allowPrivateHosts: true, resolve: { 'bench.test': base } },
    );
    pagesRead = result.documents.length;
    crawlRate = Math.max(crawlRate, pagesRead / ((performance.now() - started) / 1000));
    bareFast = Math.max(bareFast, await bare(true));
  }
  const crawlMs = (pagesRead / crawlRate) * 1000;
  const bareDefault = await bare(false);
  server.close();
  console.log(
    `crawl: ${pagesRead} pages ${seconds(crawlMs)} s ${crawlRate.toFixed(0)} pages/s; ` +
      `bare loop ${bareFast.toFixed(0)} pages/s (htmlparser2), ${bareDefault.toFixed(0)} pages/s (parse5); ` +
      `ratio ${(crawlRate / bareFast).toFixed(2)} (vs parse5 ${(crawlRate / bareDefault).toFixed(2)})`,
  );
}

async function benchPdf(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vela-bench-'));
  const files = await Promise.all([60, 80, 100, 120, 60, 80].map((pages) => makeLongPdf(pages)));
  const total = files.reduce((sum, f) => sum + f.length, 0);
  const paths = files.map((bytes, i) => {
    const file = path.join(dir, `doc-${i}.pdf`);
    writeFileSync(file, bytes);
    return file;
  });
  if (!(await hasPdftotext())) {
    console.log(
      'pdf: pdftotext (poppler-utils) is not installed here, so there is no baseline; install it to compare',
    );
  }
  const popplerRate = !(await hasPdftotext())
    ? Number.NaN
    : await best(3, () => {
        const started = performance.now();
        for (const file of paths) execFileSync('pdftotext', ['-q', '-enc', 'UTF-8', file, '-']);
        return mb(total) / ((performance.now() - started) / 1000);
      });

  const pool = createIngestPool({ size: 2 });
  const viaPool = async (pdfEngine: 'auto' | 'pdf-parse') => {
    const begin = performance.now();
    await Promise.all(
      files.map((bytes, i) =>
        pool.run(
          {
            kind: 'document',
            trainingId: i,
            filename: `doc-${i}.pdf`,
            file: { bytes },
          },
          { allowPrivateHosts: false, resolve: {}, pdfEngine },
        ),
      ),
    );
    return mb(total) / ((performance.now() - begin) / 1000);
  };
  await viaPool('auto'); // warm up the threads
  const autoRate = await best(3, () => viaPool('auto'));
  const pdfParseRate = await viaPool('pdf-parse');
  const started = performance.now();
  for (const bytes of files) await parseDocument(bytes, 'x.pdf', { pdfEngine: 'pdf-parse' });
  const singleRate = mb(total) / ((performance.now() - started) / 1000);
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
  console.log(
    `pdf: ${files.length} files ${mb(total).toFixed(1)} MB; vela ${autoRate.toFixed(2)} MB/s (pdftotext via 2 threads); ` +
      `pdftotext ${popplerRate.toFixed(2)} MB/s; ratio ${(autoRate / popplerRate).toFixed(2)}`,
  );
  console.log(
    `pdf fallback: pdf-parse in 2 threads ${pdfParseRate.toFixed(2)} MB/s (ratio ${(pdfParseRate / popplerRate).toFixed(2)}); ` +
      `pdf-parse on one thread ${singleRate.toFixed(2)} MB/s`,
  );
}

async function benchDocx(): Promise<void> {
  const paragraph =
    'Il forno apre alle sette, il pane esce caldo alle otto, e la focaccia genovese finisce prima di mezzogiorno.';
  const sections = Array.from({ length: 150 }, (_, i) => ({
    heading: `Sezione ${i}`,
    paragraphs: Array.from({ length: 8 }, () => paragraph),
  }));
  const files = await Promise.all(Array.from({ length: 5 }, (_, i) => makeDocx(`Manuale ${i}`, sections)));
  const total = files.reduce((sum, f) => sum + f.length, 0);
  await parseDocument(files[0]!, 'warm.docx');
  const started = performance.now();
  let chars = 0;
  for (const bytes of files) chars += (await parseDocument(bytes, 'manuale.docx')).text.length;
  const ms = performance.now() - started;
  console.log(
    `docx: ${files.length} files ${mb(total).toFixed(2)} MB (${(chars / 1e6).toFixed(1)} M characters of text) ` +
      `${seconds(ms)} s ${(mb(total) / (ms / 1000)).toFixed(2)} MB/s, ${(chars / 1e6 / (ms / 1000)).toFixed(2)} M characters/s`,
  );
}

await benchCrawl();
await benchPdf();
await benchDocx();
