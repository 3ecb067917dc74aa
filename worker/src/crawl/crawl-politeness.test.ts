import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { IngestError } from '../ingest.error.ts';
import { runIngestJob } from '../ingest.run.ts';
import type { IngestOptions } from '../ingest.types.ts';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const crawl = (domain: string, base: string, extra: Partial<IngestOptions> = {}) =>
  runIngestJob(
    { kind: 'crawl', trainingId: 1, domain, maxPages: 10, maxDepth: 3 },
    { allowPrivateHosts: true, resolve: { [domain]: base }, ...extra },
  );
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the crawl should have failed'),
    (err: unknown) => err as IngestError,
  );

const linkedPage = (n: number) =>
  `<html><body><main><h1>Pagina ${n}</h1><p>Testo ${n}</p><a href="/${n + 1}">avanti</a></main></body></html>`;

describe('crawl politeness and time limits', () => {
  it('obeys the Crawl-delay robots.txt sets for its agent: one request at a time, spaced by the delay', async () => {
    const times: number[] = [];
    const base = await serve((req, res) => {
      if (req.url === '/robots.txt') return res.end('User-agent: VelaBot\nCrawl-delay: 1\n');
      if (req.url === '/sitemap.xml') return res.writeHead(404).end();
      times.push(Date.now());
      const n = req.url === '/' ? 0 : Number(req.url?.slice(1));
      res.writeHead(n < 3 ? 200 : 404, { 'content-type': 'text/html' }).end(linkedPage(n));
    });
    const result = await crawl('lento.test', base);
    expect(result.documents.map((d) => d.title)).toEqual(['Pagina 0', 'Pagina 1', 'Pagina 2']);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps.every((gap) => gap >= 950)).toBe(true);
  });

  it('gives up on a page that does not answer within the request timeout', async () => {
    const base = await serve(() => {});
    const failure = await failureOf(crawl('muto.test', base, { requestTimeoutMs: 200 }));
    expect(failure).toMatchObject({
      message: 'no pages could be read from muto.test: muto.test did not answer in time',
      retryable: true,
    });
  });

  it('stops the whole crawl at the crawl timeout', async () => {
    const base = await serve((req, res) => {
      if (req.url === '/robots.txt') res.end('');
    });
    const failure = await failureOf(
      crawl('lentissimo.test', base, { requestTimeoutMs: 5000, crawlTimeoutMs: 300 }),
    );
    expect(failure.message).toBe(
      'no pages could be read from lentissimo.test: the site took too long to answer',
    );
  });

  it('stops when the caller aborts', async () => {
    const base = await serve(() => {});
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const failure = await failureOf(crawl('fermo.test', base, { signal: controller.signal }));
    expect(failure).toMatchObject({ code: 'aborted', message: 'The import was cancelled.' });
  });
});

describe('a robots.txt that cannot be used', () => {
  it('reads the site anyway when robots.txt redirects off the site or is missing', async () => {
    const base = await serve((req, res) => {
      if (req.url === '/robots.txt')
        return res.writeHead(301, { location: 'https://cdn.example/robots.txt' }).end();
      res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html' }).end(linkedPage(0));
    });
    const result = await crawl('senza-robots.test', base);
    expect(result.documents.map((d) => d.source)).toEqual(['http://senza-robots.test/']);
  });
});

describe('the crawl report', () => {
  it('names a page that redirects off the site and a page without text', async () => {
    const base = await serve((req, res) => {
      if (req.url === '/robots.txt' || req.url === '/sitemap.xml') return res.writeHead(404).end();
      if (req.url === '/negozio') return res.writeHead(302, { location: 'https://shop.example/' }).end();
      const html = { 'content-type': 'text/html' };
      if (req.url === '/vuota')
        return res.writeHead(200, html).end('<html><body><main></main></body></html>');
      res
        .writeHead(200, html)
        .end(
          '<html><body><main><p>Casa</p><a href="/negozio">n</a> <a href="/vuota">v</a></main></body></html>',
        );
    });
    const { report } = await crawl('rapporto.test', base);
    expect(report?.skipped).toEqual([
      { url: 'http://rapporto.test/negozio', reason: 'offsite' },
      { url: 'http://rapporto.test/vuota', reason: 'no_text' },
    ]);
  });
});
