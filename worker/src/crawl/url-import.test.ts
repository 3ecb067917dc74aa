import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestError } from '../ingest.error.ts';
import { runIngestJob } from '../ingest.run.ts';
import { type FixtureSite, startFixtureSite } from '../test/fixture-site.ts';

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

const importUrl = (path: string, onProgress?: (p: { done: number; total: number }) => void) =>
  runIngestJob(
    { kind: 'url', trainingId: 12, url: path.includes('://') ? path : `http://${site.domain}${path}` },
    { allowPrivateHosts: true, resolve: { [site.domain]: site.baseUrl }, onProgress },
  );
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the import should have failed'),
    (err: unknown) => err as IngestError,
  );

describe('importing a single URL', () => {
  it('reads one page with the crawl’s extraction and reports 0 then 1 of 1', async () => {
    const progress: unknown[] = [];
    const result = await importUrl('/senza-glutine', (p) => progress.push(p));
    const source = `http://${site.domain}/senza-glutine`;
    expect(result).toEqual({
      trainingId: 12,
      documents: [
        {
          source,
          title: 'Senza glutine – Forno Bellavista',
          language: 'it',
          text: expect.stringMatching(/^# Senza glutine\n\nIn un laboratorio separato/),
        },
      ],
      pages: [
        {
          url: source,
          source,
          depth: 0,
          hash: expect.stringMatching(/^[0-9a-f]{64}$/),
          language: 'it',
          state: 'new',
        },
      ],
      gone: [],
    });
    expect(progress).toEqual([
      { done: 0, total: 1 },
      { done: 1, total: 1 },
    ]);
  });

  it('follows a redirect and names the page it landed on', async () => {
    const result = await importUrl(site.pages.redirect.from);
    expect(result.documents[0]!.source).toBe(`http://${site.domain}${site.pages.redirect.to}`);
  });

  it('reads a PDF at a URL as a document', async () => {
    const result = await importUrl(site.pages.pdf);
    expect(result.documents[0]!.text).toContain('Listino prezzi 2026');
  });

  it('refuses, without retry, a 404, a binary, a disallowed page and a non-web URL', async () => {
    const notFound = await failureOf(importUrl(site.pages.notFound));
    expect(notFound).toMatchObject({
      message: `http://${site.domain}${site.pages.notFound} could not be imported: the page answered 404`,
      retryable: false,
    });
    expect((await failureOf(importUrl(site.pages.binary))).message).toMatch(/it is not a web page or a PDF$/);
    expect((await failureOf(importUrl(site.pages.disallowed))).message).toMatch(
      /robots\.txt does not allow VelaBot/,
    );
    expect((await failureOf(importUrl('ftp://forno-bellavista.test/file'))).message).toBe(
      'Please enter a valid URL',
    );
  });

  it('refuses a page over the size cap', async () => {
    const failure = await failureOf(importUrl(site.pages.huge));
    expect(failure.message).toMatch(/could not be imported: the response is larger than 10 MB$/);
  });

  it('marks a server error as worth retrying', async () => {
    const failure = await failureOf(importUrl(site.pages.flaky));
    expect(failure).toMatchObject({
      retryable: true,
      message: expect.stringMatching(/the page answered 503$/),
    });
  });
});
