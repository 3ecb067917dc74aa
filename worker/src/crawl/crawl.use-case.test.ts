import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestError } from '../ingest.error.ts';
import { runIngestJob } from '../ingest.run.ts';
import { USER_AGENT } from '../net/user-agent.ts';
import { disallowedSecret, type FixtureSite, startFixtureSite } from '../test/fixture-site.ts';

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

const crawl = (overrides: { maxPages?: number; maxDepth?: number } = {}) =>
  runIngestJob(
    {
      kind: 'crawl',
      trainingId: 7,
      domain: site.domain,
      maxPages: overrides.maxPages ?? 100,
      maxDepth: overrides.maxDepth ?? 5,
    },
    { allowPrivateHosts: true, resolve: { [site.domain]: site.baseUrl } },
  );

const pathsOf = (sources: string[]) => sources.map((s) => new URL(s).pathname).sort();

describe('crawling the fixture bakery site', () => {
  let result: Awaited<ReturnType<typeof crawl>>;
  let progress: { done: number; total: number }[];
  beforeAll(async () => {
    progress = [];
    site.requests.length = 0;
    result = await runIngestJob(
      { kind: 'crawl', trainingId: 7, domain: site.domain, maxPages: 100, maxDepth: 5 },
      {
        allowPrivateHosts: true,
        resolve: { [site.domain]: site.baseUrl },
        onProgress: (p) => progress.push(p),
      },
    );
  });

  it('reads exactly the readable pages, the sitemap-only page and the linked PDF, each once', () => {
    const sources = result.documents.map((d) => d.source);
    expect(pathsOf(sources)).toEqual([...site.pages.readable].sort());
    expect(new Set(sources).size).toBe(sources.length);
    expect(sources).toContain(`http://${site.domain}${site.pages.sitemapOnly}`);
    expect(result.trainingId).toBe(7);
  });

  it('never requests or indexes the section robots.txt disallows', () => {
    expect(site.requests.some((r) => r.path.startsWith('/area-riservata'))).toBe(false);
    expect(result.documents.some((d) => d.text.includes(disallowedSecret))).toBe(false);
  });

  it('skips the 404, the oversized page, the binary and the duplicates, and follows the redirect', () => {
    const paths = pathsOf(result.documents.map((d) => d.source));
    for (const skipped of [
      site.pages.notFound,
      site.pages.huge,
      site.pages.binary,
      site.pages.contentDuplicate,
      site.pages.duplicate.path,
      site.pages.redirect.from,
    ]) {
      expect(paths).not.toContain(skipped);
    }
    expect(paths.filter((p) => p === site.pages.duplicate.canonical)).toHaveLength(1);
    expect(site.requests.some((r) => r.path === site.pages.redirect.from)).toBe(true);
    expect(site.requests.some((r) => r.path.endsWith('.jpg'))).toBe(false);
  });

  it('reports the pages read per language and why the others were skipped', () => {
    const at = (path: string) => `http://${site.domain}${path}`;
    expect(result.report).toMatchObject({
      pagesRead: result.documents.length,
      byLanguage: { it: 33, und: 1 },
    });
    for (const [path, reason] of [
      [site.pages.disallowed, 'robots'],
      [site.pages.notFound, 'error'],
      [site.pages.huge, 'error'],
      [site.pages.binary, 'not_html'],
      [site.pages.contentDuplicate, 'duplicate'],
    ] as const) {
      expect(result.report!.skipped).toContainEqual({ url: at(path), reason });
    }
    expect(result.report!.skipped.some((s) => s.reason === 'cap')).toBe(false);
  });

  it('keeps headings and main text, drops navigation, footer, scripts and the cookie banner', () => {
    const hours = result.documents.find((d) => d.source.endsWith('/orari'))!;
    expect(hours.title).toBe('Orari di apertura – Forno Bellavista');
    expect(hours.language).toBe('it');
    expect(hours.text).toMatch(/^# Orari di apertura\n\nDal martedì al sabato/);
    expect(hours.text).not.toMatch(/cookie|P\.IVA|dataLayer|\/chi-siamo/);
  });

  it('reads the facts other tests ask about, each on its page', () => {
    for (const fact of site.facts) {
      const page = result.documents.find((d) => new URL(d.source).pathname === fact.path);
      expect(page?.text, fact.id).toContain(fact.answer);
    }
  });

  it('parses the linked PDF price list as a document', () => {
    const pdf = result.documents.find((d) => d.source.endsWith(site.pages.pdf))!;
    expect(pdf.text).toContain('Pane casereccio 4,50 euro al chilo');
  });

  it('identifies itself with the Vela user agent and reports progress up to the pages read', () => {
    expect(site.requests.every((r) => r.userAgent === USER_AGENT)).toBe(true);
    expect(USER_AGENT).toMatch(/^VelaBot\/1\.0 \(\+https:\/\/vela\.ai\/bot/);
    expect(progress.at(-1)).toEqual({ done: result.documents.length, total: result.documents.length });
    expect(progress.every((p) => p.done <= p.total)).toBe(true);
  });
});

describe('crawl limits', () => {
  it('stops at the page limit', async () => {
    const result = await crawl({ maxPages: 5 });
    expect(result.documents).toHaveLength(5);
    expect(result.documents[0]!.source).toBe(`http://${site.domain}/`);
  });

  it('with depth 0 reads only the home page; depth 1 adds what it links to and what the sitemap lists', async () => {
    const result = await crawl({ maxDepth: 0 });
    expect(pathsOf(result.documents.map((d) => d.source))).toEqual(['/']);
    const deeper = await crawl({ maxDepth: 1 });
    const paths = pathsOf(deeper.documents.map((d) => d.source));
    expect(paths).toContain(site.pages.sitemapOnly);
    expect(paths).toContain('/prodotti');
    expect(paths).not.toContain('/prodotti/ciabatta');
    const tooDeep = deeper
      .report!.skipped.filter((s) => s.reason === 'depth')
      .map((s) => new URL(s.url).pathname);
    expect(tooDeep).toContain('/prodotti/ciabatta');
    expect(tooDeep.filter((p) => paths.includes(p))).toEqual([]);
  });
});

describe('when a site cannot be crawled', () => {
  it('falls back from https to http', async () => {
    const host = new URL(site.baseUrl).host;
    const result = await runIngestJob(
      { kind: 'crawl', trainingId: 8, domain: host, maxPages: 3, maxDepth: 1 },
      { allowPrivateHosts: true, resolve: {} },
    );
    expect(result.documents[0]!.source).toBe(`http://${host}/`);
  });

  it('fails with a readable reason when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const failure = await runIngestJob(
      { kind: 'crawl', trainingId: 9, domain: 'chiuso.test', maxPages: 5, maxDepth: 2 },
      { allowPrivateHosts: true, resolve: { 'chiuso.test': `http://127.0.0.1:${port}` } },
    ).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(IngestError);
    expect((failure as IngestError).message).toBe(
      'no pages could be read from chiuso.test: chiuso.test refused the connection',
    );
    expect((failure as IngestError).retryable).toBe(true);
  });

  it('fails without retry when robots.txt forbids the whole site', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/robots.txt') res.end('User-agent: VelaBot\nDisallow: /\n');
      else res.end('<html><body><p>Segreto</p></body></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const failure = await runIngestJob(
        { kind: 'crawl', trainingId: 10, domain: 'vietato.test', maxPages: 5, maxDepth: 2 },
        { allowPrivateHosts: true, resolve: { 'vietato.test': `http://127.0.0.1:${port}` } },
      ).then(
        () => expect.fail('the crawl should have failed'),
        (err: unknown) => err as IngestError,
      );
      expect(failure.message).toBe(
        'no pages could be read from vietato.test: robots.txt does not allow VelaBot to read it',
      );
      expect(failure.retryable).toBe(false);
    } finally {
      server.close();
    }
  });
});
