import type { CrawlReport } from '@vela/contracts';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, registerNamespace } from '../../i18n/i18n.ts';
import { crawlReportResources } from './crawl-report-resources.ts';
import { CrawlReportView } from './crawl-report-view.tsx';

const report: CrawlReport = {
  start: 'https://www.shop.test/it/',
  pagesRead: 12,
  byLanguage: { it: 11, und: 1 },
  skipped: [
    { url: 'https://www.shop.test/it/carrello', reason: 'robots' },
    { url: 'https://www.shop.test/it/archivio', reason: 'cap' },
    { url: 'javascript:alert(1)', reason: 'error' },
  ],
  skippedCount: 5,
};

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the crawl report view', () => {
  beforeAll(async () => {
    initI18n('en');
    registerNamespace('crawlReport', crawlReportResources);
    await i18next.changeLanguage('en');
  });

  it('names where the crawl started, the pages read per language and the pages left out by reason', () => {
    const html = renderToStaticMarkup(<CrawlReportView title="What your chatbot read" report={report} />);
    const shown = text(html);
    expect(html).toMatch(
      /<section aria-labelledby="[^"]+"[^>]*><h2 id="[^"]+"[^>]*>What your chatbot read<\/h2>/,
    );
    expect(shown).toContain('Started from https://www.shop.test/it/');
    expect(shown).toContain('12 pages read');
    expect(shown).toContain('Italian: 11 Language not detected: 1');
    expect(shown).toContain('5 pages left out');
    expect(shown).toMatch(
      /Page limit reached \(1\) .* Excluded by robots\.txt \(1\) .* Could not be loaded \(1\)/,
    );
    expect(shown).toContain('…and 2 more pages, not listed.');
    expect(html.match(/<details>/g)).toHaveLength(3);
    expect(html).toContain(
      '<a href="https://www.shop.test/it/carrello" target="_blank" rel="noopener noreferrer nofollow"',
    );
    expect(html).not.toContain('href="javascript:');
  });

  it('says so when nothing was left out, when there is no report, and while it is coming', () => {
    const complete = renderToStaticMarkup(
      <CrawlReportView report={{ ...report, skipped: [], skippedCount: 0 }} />,
    );
    expect(complete).toContain('aria-label="What your chatbot read"');
    expect(text(complete)).toContain('No page was left out.');
    expect(text(renderToStaticMarkup(<CrawlReportView report={null} />))).toBe(
      'No report is available for this reading.',
    );
    const loading = renderToStaticMarkup(<CrawlReportView report={undefined} loading />);
    expect(loading).toContain('role="status"');
    expect(text(loading)).toBe('Preparing the report…');
  });

  it('names the pages built with JavaScript, and warns when no browser could draw them', async () => {
    const rendered = ['https://www.shop.test/app', 'https://www.shop.test/app/menu'];
    const read = renderToStaticMarkup(
      <CrawlReportView report={{ ...report, rendered, renderingUnavailable: false }} />,
    );
    expect(text(read)).toContain('2 pages built with JavaScript were read in a browser');
    expect(read).toContain('<a href="https://www.shop.test/app/menu"');
    const plain = text(
      renderToStaticMarkup(
        <CrawlReportView
          report={{ ...report, rendered: rendered.slice(0, 1), renderingUnavailable: true }}
        />,
      ),
    );
    expect(plain).toContain(
      '1 page is built with JavaScript, but no browser was available to draw it: only its HTML was read, and some of its text may be missing',
    );
    await i18next.changeLanguage('it');
    const italian = text(
      renderToStaticMarkup(<CrawlReportView report={{ ...report, rendered, renderingUnavailable: true }} />),
    );
    expect(italian).toContain('2 pagine sono costruite con JavaScript, ma nessun browser era disponibile');
    await i18next.changeLanguage('en');
    expect(text(renderToStaticMarkup(<CrawlReportView report={report} />))).not.toContain('JavaScript');
  });

  it('speaks Italian on the Italian site', async () => {
    await i18next.changeLanguage('it');
    const shown = text(renderToStaticMarkup(<CrawlReportView report={report} />));
    expect(shown).toContain('Lettura iniziata da https://www.shop.test/it/');
    expect(shown).toContain('12 pagine lette');
    expect(shown).toContain('Italiano: 11');
    expect(shown).toContain('Escluse da robots.txt (1)');
    await i18next.changeLanguage('en');
  });
});
