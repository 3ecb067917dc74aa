import { createHash } from 'node:crypto';
import type { KnownPage, PageVisit, TrainingResult } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIngestJob } from '../ingest.run.ts';
import {
  type ChangingSite,
  type ChangingSiteOptions,
  startChangingSite,
  vignaPages,
} from '../test/changing-site.ts';

const sites: ChangingSite[] = [];
afterAll(async () => {
  for (const site of sites) await site.close();
});

async function startSite(options: ChangingSiteOptions): Promise<ChangingSite> {
  const site = await startChangingSite(options);
  sites.push(site);
  return site;
}

const crawl = (
  site: ChangingSite,
  run: { known?: KnownPage[]; maxPages?: number; onProgress?: (p: { done: number; total: number }) => void },
) =>
  runIngestJob(
    {
      kind: 'crawl',
      trainingId: 21,
      domain: site.domain,
      maxPages: run.maxPages ?? 20,
      maxDepth: 3,
      ...(run.known ? { known: run.known } : {}),
    },
    { allowPrivateHosts: true, resolve: { [site.domain]: site.baseUrl }, onProgress: run.onProgress },
  );

const at = (path: string) => `http://vigna-sul-colle.test${path}`;
const pathOf = (source: string) => new URL(source).pathname;
const statesOf = (result: TrainingResult) =>
  Object.fromEntries((result.pages ?? []).map((page) => [pathOf(page.source), page.state]));
const pageAt = (result: TrainingResult, path: string) =>
  result.pages!.find((page) => page.source === at(path))!;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sortedPaths = (sources: string[]) => sources.map(pathOf).sort();

/** The edit between the runs: new opening hours, and a link to a page that did not exist. */
const editedHours = {
  title: 'Orari',
  text: 'Dal primo marzo la cantina apre anche la domenica mattina, dalle 10 alle 13.',
  links: ['/eventi'],
};
const addedEvents = { title: 'Eventi', text: 'Vendemmia aperta a settembre: iscrizioni in cantina.' };

describe('re-crawling a site that answers conditional requests', () => {
  let site: ChangingSite;
  let first: TrainingResult;
  let second: TrainingResult;
  const progress: { done: number; total: number }[] = [];
  beforeAll(async () => {
    site = await startSite({});
    first = await crawl(site, {});
    site.set('/orari', editedHours);
    site.set('/eventi', addedEvents);
    site.remove('/vini/bianco-di-pietra');
    site.requests.length = 0;
    second = await crawl(site, { known: first.pages, onProgress: (p) => progress.push(p) });
  });

  it('on the first run, keeps every page as new, with its validators, depth and text hash', () => {
    expect(sortedPaths(first.documents.map((d) => d.source))).toEqual(Object.keys(vignaPages).sort());
    expect(first.gone).toEqual([]);
    expect(first.pages).toHaveLength(first.documents.length);
    for (const document of first.documents) {
      expect(pageAt(first, pathOf(document.source))).toEqual({
        url: document.source,
        source: document.source,
        depth: expect.any(Number),
        etag: expect.stringMatching(/^"[0-9a-f]{16}"$/),
        lastModified: expect.stringMatching(/ GMT$/),
        hash: sha256(document.text),
        language: 'it',
        state: 'new',
      });
    }
    expect(pageAt(first, '/').depth).toBe(0);
    expect(pageAt(first, '/vini').depth).toBe(1);
    expect(pageAt(first, '/vini/rosso-del-colle').depth).toBe(2);
  });

  it('asks for each known page with its validators, and the untouched ones answer 304', () => {
    const notModified = site.requests.filter((r) => r.status === 304).map((r) => r.path);
    expect(notModified.sort()).toEqual(['/cantina', '/vini', '/vini/rosso-del-colle']);
    for (const path of ['/cantina', '/vini', '/vini/rosso-del-colle', '/orari', '/vini/bianco-di-pietra']) {
      const request = site.requests.find((r) => r.path === path);
      expect(request, path).toMatchObject({
        ifNoneMatch: pageAt(first, path).etag,
        ifModifiedSince: pageAt(first, path).lastModified,
      });
    }
    // the home page is read on the way in, unconditionally; no page is asked for twice
    expect(site.requests.find((r) => r.path === '/')).toEqual({ path: '/', status: 200 });
    expect(new Set(site.requests.map((r) => r.path)).size).toBe(site.requests.length);
  });

  it('hands back documents for exactly the edited and the added page', () => {
    expect(sortedPaths(second.documents.map((d) => d.source))).toEqual(['/eventi', '/orari']);
    expect(second.documents.find((d) => d.source === at('/orari'))!.text).toContain('domenica mattina');
  });

  it('names the removed page as gone', () => {
    expect(second.gone).toEqual([at('/vini/bianco-di-pietra')]);
  });

  it('states what became of every page kept', () => {
    expect(statesOf(second)).toEqual({
      '/': 'unchanged',
      '/cantina': 'unchanged',
      '/vini': 'unchanged',
      '/vini/rosso-del-colle': 'unchanged',
      '/orari': 'changed',
      '/eventi': 'new',
    });
    // an unchanged page keeps its record: the depth it had, its hash, its language and its validators
    for (const path of ['/cantina', '/vini', '/vini/rosso-del-colle']) {
      expect(pageAt(second, path)).toEqual({ ...pageAt(first, path), state: 'unchanged' });
    }
    const hours = pageAt(second, '/orari');
    expect(hours.hash).toBe(sha256(second.documents.find((d) => d.source === at('/orari'))!.text));
    expect(hours.etag).not.toBe(pageAt(first, '/orari').etag);
    expect(pageAt(second, '/eventi')).toMatchObject({ depth: 2, state: 'new' });
  });

  it('reports unchanged pages as read, and counts them as done', () => {
    expect(second.report).toMatchObject({ pagesRead: 6, byLanguage: { it: 6 } });
    expect(progress.at(-1)).toEqual({ done: 6, total: 6 });
    expect(progress.every((p) => p.done <= p.total)).toBe(true);
  });

  it('counts unchanged pages against the page budget', async () => {
    const capped = await crawl(site, { known: second.pages, maxPages: 3 });
    expect(capped.pages).toHaveLength(3);
    expect(capped.documents).toEqual([]);
    expect(capped.report!.skipped.some((s) => s.reason === 'cap')).toBe(true);
  });
});

describe('re-crawling a site whose sitemap dates its pages', () => {
  it('does not request the pages the sitemap dates as before', async () => {
    const site = await startSite({ sitemap: 'dated' });
    const first = await crawl(site, {});
    expect(pageAt(first, '/cantina').lastmod).toMatch(/^2026-01-\d\dT00:00:00\.000Z$/);
    site.set('/orari', { ...editedHours, links: [] });
    site.set('/eventi', addedEvents);
    site.requests.length = 0;

    const second = await crawl(site, { known: first.pages });
    // the home page is read on the way in; the others only when their date moved or they are new
    expect(site.requests.map((r) => r.path).sort()).toEqual(['/', '/eventi', '/orari']);
    expect(sortedPaths(second.documents.map((d) => d.source))).toEqual(['/eventi', '/orari']);
    expect(statesOf(second)).toEqual({
      '/': 'unchanged',
      '/cantina': 'unchanged',
      '/vini': 'unchanged',
      '/vini/rosso-del-colle': 'unchanged',
      '/vini/bianco-di-pietra': 'unchanged',
      '/orari': 'changed',
      '/eventi': 'new',
    });
    expect(pageAt(second, '/cantina')).toEqual({ ...pageAt(first, '/cantina'), state: 'unchanged' });
    expect(pageAt(second, '/orari').lastmod).not.toBe(pageAt(first, '/orari').lastmod);
    expect(second.report!.pagesRead).toBe(7);
  });
});

describe('re-crawling a site that sends no validators', () => {
  it('tells the unchanged pages by their text', async () => {
    const site = await startSite({ validators: false });
    const first = await crawl(site, {});
    expect(first.pages!.some((page: PageVisit) => page.etag || page.lastModified)).toBe(false);
    site.set('/orari', { ...editedHours, links: [] });
    site.requests.length = 0;

    const second = await crawl(site, { known: first.pages });
    expect(site.requests.every((r) => r.status === 200 && !r.ifNoneMatch && !r.ifModifiedSince)).toBe(true);
    expect(site.requests).toHaveLength(Object.keys(vignaPages).length);
    expect(second.documents.map((d) => d.source)).toEqual([at('/orari')]);
    expect(statesOf(second)).toEqual({
      '/': 'unchanged',
      '/cantina': 'unchanged',
      '/vini': 'unchanged',
      '/vini/rosso-del-colle': 'unchanged',
      '/vini/bianco-di-pietra': 'unchanged',
      '/orari': 'changed',
    });
    expect(second.gone).toEqual([]);
  });
});
