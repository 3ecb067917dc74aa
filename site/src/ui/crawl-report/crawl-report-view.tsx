import type { CrawlReport } from '@vela/contracts';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UrlList } from '../url-list.tsx';
import { languageName, languagesRead, skippedByReason, unlistedSkipped } from './crawl-report.ts';

export interface CrawlReportViewProps {
  report: CrawlReport | null | undefined;
  /** The report is on its way (the crawl has just finished and the page is asking for it). */
  loading?: boolean;
  /** The section's heading; without one the section is named for screen readers only. */
  title?: string;
}

/**
 * What a crawl read and left out: where it started, pages read per language, and the pages skipped
 * grouped by reason, each group opening on its list of addresses. Used by the demo page and the builder.
 */
export function CrawlReportView({ report, loading, title }: CrawlReportViewProps) {
  const { t, i18n } = useTranslation('crawlReport');
  const headingId = useId();
  if (loading) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status" aria-live="polite">
        <Loader2 className="size-4 animate-spin text-brand-600" aria-hidden />
        {t('loading')}
      </p>
    );
  }
  if (!report) return <p className="text-sm text-slate-500">{t('empty')}</p>;
  const groups = skippedByReason(report);
  const unlisted = unlistedSkipped(report);
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : t('title')}
      className="grid gap-3 text-sm"
    >
      {title && (
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
      )}
      {report.start && <p className="break-all text-slate-600">{t('start', { url: report.start })}</p>}
      <div>
        <p className="font-medium">{t('pagesRead', { count: report.pagesRead })}</p>
        <ul aria-label={t('byLanguage')} className="mt-1 flex flex-wrap gap-2">
          {languagesRead(report).map(({ code, count }) => (
            <li key={code} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
              {t('languageCount', {
                language: languageName(code, i18n.language) ?? t('unknownLanguage'),
                count,
              })}
            </li>
          ))}
        </ul>
      </div>
      <RenderedPages report={report} />
      {report.skippedCount === 0 ? (
        <p className="text-slate-600">{t('noneSkipped')}</p>
      ) : (
        <div>
          <p className="font-medium">{t('skipped', { count: report.skippedCount })}</p>
          <p className="text-slate-500">{t('skippedHint')}</p>
          <ul className="mt-1 grid gap-1">
            {groups.map((group) => (
              <li key={group.reason}>
                <details>
                  <summary className="cursor-pointer rounded text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600">
                    {t('reasonCount', {
                      reason: t(`reasons.${group.reason}`),
                      count: group.count,
                    })}
                  </summary>
                  <UrlList urls={group.urls} />
                </details>
              </li>
            ))}
          </ul>
          {unlisted > 0 && <p className="mt-1 text-slate-500">{t('notListed', { count: unlisted })}</p>}
        </div>
      )}
    </section>
  );
}

/** The pages built with JavaScript: read in a browser, or only as HTML when no browser was available. */
function RenderedPages({ report }: { report: CrawlReport }) {
  const { t } = useTranslation('crawlReport');
  const pages = report.rendered ?? [];
  if (pages.length === 0) return null;
  const key = report.renderingUnavailable ? 'renderingUnavailable' : 'rendered';
  return (
    <details>
      <summary
        className={`cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-brand-600 ${
          report.renderingUnavailable ? 'text-amber-800' : 'text-slate-800'
        }`}
      >
        {t(key, { count: pages.length })}
      </summary>
      <UrlList urls={pages} />
    </details>
  );
}
