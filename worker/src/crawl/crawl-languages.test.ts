import type { TrainingResult } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIngestJob } from '../ingest.run.ts';
import { type LagoSite, lagoPaths, startLagoSite } from '../test/multilingual-site.ts';

const CAP = 15;
const languageOfPath = (path: string) =>
  path.startsWith('/en') ? 'en' : path.startsWith('/de') ? 'de' : 'it';
const pathsOf = (result: TrainingResult) => result.documents.map((d) => new URL(d.source).pathname);

describe.each([
  { hreflang: false, judgedBy: 'path prefixes and <html lang>' },
  { hreflang: true, judgedBy: 'hreflang alternates too' },
])(
  'crawling a three-language site whose language switcher comes first, judged by $judgedBy',
  ({ hreflang }) => {
    let site: LagoSite;
    beforeAll(async () => {
      site = await startLagoSite({ hreflang });
    });
    afterAll(() => site.close());

    const crawl = (language?: string) => {
      site.requests.length = 0;
      return runIngestJob(
        {
          kind: 'crawl',
          trainingId: 1,
          domain: site.domain,
          maxPages: CAP,
          maxDepth: 5,
          ...(language ? { language } : {}),
        },
        { allowPrivateHosts: true, resolve: { [site.domain]: site.baseUrl } },
      );
    };

    it('reads every page of the preferred language at the root before any other, blog included', async () => {
      const result = await crawl('it');
      const requested = site.requests.filter((path) => path !== lagoPaths.disallowed);
      const firstOther = requested.findIndex((path) => languageOfPath(path) !== 'it');
      expect(requested.slice(0, firstOther).sort()).toEqual([...lagoPaths.it].sort());
      expect(
        pathsOf(result)
          .filter((path) => languageOfPath(path) === 'it')
          .sort(),
      ).toEqual([...lagoPaths.it].sort());
      expect(result.documents).toHaveLength(CAP);
    });

    it('reads every page of a language under its /en/ prefix right after the home page', async () => {
      const result = await crawl('en');
      expect(site.requests[0]).toBe('/');
      expect(site.requests.slice(1, 1 + lagoPaths.en.length).sort()).toEqual([...lagoPaths.en].sort());
      expect(pathsOf(result).filter((path) => languageOfPath(path) === 'en')).toHaveLength(
        lagoPaths.en.length,
      );
    });

    it('reports the pages read per language and lists the pages the cap left out', async () => {
      const { documents, report } = await crawl('en');
      expect(report).toBeDefined();
      expect(report!.pagesRead).toBe(CAP);
      expect(report!.byLanguage.en).toBe(lagoPaths.en.length);
      expect(Object.values(report!.byLanguage).reduce((a, b) => a + b, 0)).toBe(CAP);
      const read = new Set(pathsOf({ trainingId: 1, documents }));
      const capped = report!.skipped.filter((s) => s.reason === 'cap').map((s) => new URL(s.url).pathname);
      expect(capped.length).toBeGreaterThan(0);
      for (const path of capped) {
        expect(read.has(path)).toBe(false);
        expect(languageOfPath(path)).not.toBe('en');
      }
      // every English page links to its Italian and German versions: each page of the site is read or capped
      const all = [...lagoPaths.it, ...lagoPaths.en, ...lagoPaths.de];
      expect([...read, ...capped].sort()).toEqual(all.sort());
      expect(report!.skippedCount).toBe(report!.skipped.length);
    });

    it('names why other pages were skipped: robots.txt', async () => {
      const { report } = await crawl('it');
      expect(report!.skipped).toContainEqual({
        url: `http://${site.domain}${lagoPaths.disallowed}`,
        reason: 'robots',
      });
      expect(site.requests).not.toContain(lagoPaths.disallowed);
    });

    it('sets each document’s language from <html lang>, else from its path prefix', async () => {
      const { documents } = await crawl('en');
      for (const document of documents) {
        expect(document.language, document.source).toBe(languageOfPath(new URL(document.source).pathname));
      }
      expect(documents.map((d) => new URL(d.source).pathname)).toContain(lagoPaths.withoutLang);
    });

    it('without a language, reads breadth-first as before: translations take the cap, the blog goes unread', async () => {
      const paths = pathsOf(await crawl());
      expect(paths).toContain('/en/');
      expect(paths).toContain('/de/');
      expect(paths.filter((path) => path.startsWith('/blog/'))).toEqual([]);
    });
  },
);
