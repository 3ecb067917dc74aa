import type { CrawlReport } from '@vela/contracts';
import { describe, expect, it } from 'vitest';
import {
  isWebAddress,
  languageName,
  languagesRead,
  skippedByReason,
  unlistedSkipped,
} from './crawl-report.ts';

const report: CrawlReport = {
  start: 'https://www.shop.test/it/',
  pagesRead: 12,
  byLanguage: { und: 1, en: 3, it: 8 },
  skipped: [
    { url: 'https://www.shop.test/it/carrello', reason: 'robots' },
    { url: 'https://www.shop.test/it/vuota', reason: 'no_text' },
    { url: 'https://www.shop.test/it/archivio-1', reason: 'cap' },
    { url: 'https://www.shop.test/it/archivio-2', reason: 'cap' },
  ],
  skippedCount: 7,
};

describe('reading a crawl report', () => {
  it('groups the skipped pages by reason, in the report’s order of reasons, with their counts', () => {
    expect(skippedByReason(report)).toEqual([
      {
        reason: 'cap',
        count: 2,
        urls: ['https://www.shop.test/it/archivio-1', 'https://www.shop.test/it/archivio-2'],
      },
      { reason: 'robots', count: 1, urls: ['https://www.shop.test/it/carrello'] },
      { reason: 'no_text', count: 1, urls: ['https://www.shop.test/it/vuota'] },
    ]);
    expect(skippedByReason({ ...report, skipped: [], skippedCount: 0 })).toEqual([]);
  });

  it('counts the skipped pages it does not list', () => {
    expect(unlistedSkipped(report)).toBe(3);
    expect(unlistedSkipped({ ...report, skippedCount: 4 })).toBe(0);
  });

  it('lists languages with the most pages first and the untold language last', () => {
    expect(languagesRead(report)).toEqual([
      { code: 'it', count: 8 },
      { code: 'en', count: 3 },
      { code: 'und', count: 1 },
    ]);
  });

  it('names a language in the page’s language, capitalised', () => {
    expect(languageName('it', 'it')).toBe('Italiano');
    expect(languageName('en', 'en')).toBe('English');
    expect(languageName('und', 'en')).toBeUndefined();
  });

  it('links only web addresses', () => {
    expect(isWebAddress('https://www.shop.test/')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
  });
});
