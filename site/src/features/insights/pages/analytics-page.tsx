import { analyticsPeriods, type BotAnalytics } from '@vela/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../lib/language.ts';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { useAnalytics } from '../api/get-analytics.ts';
import { useInsightsScope } from '../api/insights-scope.ts';
import { textLinkClass } from '../components/field-styles.ts';
import { InsightsFrame } from '../components/insights-frame.tsx';
import { KpiCards } from '../components/kpi-cards.tsx';
import { LoadError } from '../components/load-error.tsx';
import { RankedBars } from '../components/ranked-bars.tsx';
import { formatDay, formatNumber, formatPercent, safeHref } from '../lib/format.ts';

// The chart library travels in its own chunk, fetched once this page has something to draw.
const ActivityChart = lazy(() => import('../components/activity-chart.tsx'));

const DEFAULT_DAYS = 30;

/** Conversations and messages per day: the chart, and the same figures as a table one click away. */
function Activity({ series }: { series: BotAnalytics['series'] }) {
  const { t } = useTranslation('insights');
  const lang = useLanguage();
  const labels = { conversations: t('analytics.kpi.conversations'), messages: t('analytics.kpi.messages') };
  return (
    <section
      aria-labelledby="activity-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="activity-title" className="font-semibold">
        {t('analytics.activity')}
      </h2>
      <div className="mt-3 min-h-[260px]">
        <Suspense fallback={<p className="text-sm text-slate-500">{t('analytics.chartLoading')}</p>}>
          <ActivityChart series={series} labels={labels} language={lang} />
        </Suspense>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">{t('analytics.showTable')}</summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="w-full text-left">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  {t('analytics.day')}
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  {labels.conversations}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {labels.messages}
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {series.map((d) => (
                <tr key={d.day} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {formatDay(d.day, lang)}
                  </th>
                  <td className="py-1 pr-4">{d.conversations}</td>
                  <td className="py-1">{d.messages}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

function Lists({ data }: { data: BotAnalytics }) {
  const { t } = useTranslation('insights');
  const lang = useLanguage();
  const visitors = data.languages.reduce((sum, l) => sum + l.conversations, 0);
  const languageName = (code: string) => (code === 'it' || code === 'en' ? t(`languages.${code}`) : code);
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <RankedBars
        title={t('analytics.topQuestions')}
        empty={t('analytics.noQuestions')}
        items={data.topQuestions.map((q) => ({
          key: q.question,
          label: q.question,
          count: q.count,
          value: t('analytics.times', { count: q.count }),
        }))}
      />
      <RankedBars
        title={t('analytics.topPages')}
        empty={t('analytics.noPages')}
        items={data.topPages.map((p) => {
          const href = safeHref(p.url);
          const label = p.title || p.url;
          return {
            key: p.url,
            label: href ? (
              <a href={href} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
                {label}
              </a>
            ) : (
              label
            ),
            count: p.count,
            value: t('analytics.citations', { count: p.count }),
          };
        })}
      />
      <RankedBars
        title={t('analytics.languages')}
        empty={t('analytics.noLanguages')}
        items={data.languages.map((l) => ({
          key: l.language,
          label: languageName(l.language),
          count: l.conversations,
          value: `${formatNumber(l.conversations, lang)} · ${formatPercent(l.conversations / visitors, lang)}`,
        }))}
      />
    </div>
  );
}

/** /portal/analytics (and the admin's): the period's figures, activity per day and what visitors care about. */
export function AnalyticsPage() {
  const { t } = useTranslation('insights');
  const scope = useInsightsScope();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (analyticsPeriods as readonly number[]).includes(asked) ? asked : DEFAULT_DAYS;
  const analytics = useAnalytics(scope.api, days);

  return (
    <InsightsFrame title={t('analytics.title')}>
      <div className="grid gap-4">
        <fieldset className="flex w-max gap-1 rounded-lg bg-slate-100 p-1">
          <legend className="sr-only">{t('analytics.period')}</legend>
          {analyticsPeriods.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={days === period}
              onClick={() =>
                setParams(period === DEFAULT_DAYS ? {} : { days: String(period) }, { replace: true })
              }
              className="min-h-10 rounded-md px-3 py-2 text-sm font-medium text-slate-600 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('analytics.days', { count: period })}
            </button>
          ))}
        </fieldset>
        {analytics.isLoading ? (
          <PageSpinner />
        ) : analytics.isError || !analytics.data ? (
          <LoadError
            error={analytics.error}
            fallback={t('analytics.loadFailed')}
            retrying={analytics.isFetching}
            onRetry={() => void analytics.refetch()}
          />
        ) : (
          <div className="grid gap-4" aria-busy={analytics.isPlaceholderData}>
            <KpiCards totals={analytics.data.totals} />
            {analytics.data.totals.conversations === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
                {t('analytics.noneYet')}
              </p>
            ) : (
              <>
                <Activity series={analytics.data.series} />
                <Lists data={analytics.data} />
              </>
            )}
          </div>
        )}
      </div>
    </InsightsFrame>
  );
}
