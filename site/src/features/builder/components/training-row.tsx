import { ingestMessageIn, type Training } from '@vela/contracts';
import { RefreshCw, RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { Button } from '../../../ui/button.tsx';
import { CrawlReportView } from '../../../ui/crawl-report/crawl-report-view.tsx';
import { ProgressPill } from '../../../ui/progress-pill.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useRemoveTraining, useRetryTraining } from '../api/training-calls.ts';
import { SourceSchedule } from './source-schedule.tsx';
import { TrainingRuns } from './training-runs.tsx';

function StatusBadge({ training }: { training: Training }) {
  const { t } = useTranslation('builder');
  const { status } = training;
  const state = status === 'ready' ? 'done' : status === 'failed' ? 'failed' : 'running';
  return <ProgressPill state={state} label={t(`trainings.status.${status}`)} />;
}

/** A whole site or one page: the sources that are read again, on a schedule or on request. */
const isCrawled = (training: Training) => training.kind === 'crawl' || training.kind === 'url';

/**
 * One knowledge source: status, progress, report, failure reason, retry and remove; a crawled source
 * also has its schedule, "Refresh now" and what each of its runs changed.
 * `refreshing`: the list is being asked for again, so a report a just-finished crawl lacks may be coming.
 */
export function TrainingRow({ training, refreshing }: { training: Training; refreshing: boolean }) {
  const { t } = useTranslation('builder');
  const language = useLanguage();
  const retry = useRetryTraining();
  const refreshNow = useRetryTraining();
  const remove = useRemoveTraining();
  const onFail = (error: unknown) =>
    toast({ title: t('trainings.actionFailed'), description: serverMessage(error), variant: 'destructive' });
  const running = training.status !== 'ready' && training.status !== 'failed';
  const crawled = isCrawled(training);
  const percent = training.total > 0 ? Math.min(100, Math.round((training.done / training.total) * 100)) : 0;
  const refreshFailure = refreshNow.isError ? serverMessage(refreshNow.error) : undefined;
  return (
    <li className="grid gap-2 py-3" aria-label={training.label}>
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs text-slate-500">{t(`trainings.kinds.${training.kind}`)}</p>
          <p className="truncate font-medium" title={training.label}>
            {training.label}
          </p>
        </div>
        <StatusBadge training={training} />
      </div>
      {running && (
        <div className="flex items-center gap-2 text-xs text-slate-600">
          <div
            role="progressbar"
            aria-label={training.label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
          </div>
          {training.total > 0 && t('trainings.progress', { done: training.done, total: training.total })}
        </div>
      )}
      {training.status === 'ready' && (
        <p className="text-xs text-slate-500">{t('trainings.chunks', { count: training.chunkCount })}</p>
      )}
      {training.kind === 'crawl' && training.status === 'ready' && (
        <details className="text-sm">
          <summary className="cursor-pointer rounded font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
            {t('trainings.report')}
          </summary>
          <div className="mt-2">
            <CrawlReportView report={training.report} loading={!training.report && refreshing} />
          </div>
        </details>
      )}
      {training.status === 'failed' && training.error && (
        <p className="text-sm text-red-700">
          {t('trainings.reason', { reason: ingestMessageIn(training.error, language) })}
        </p>
      )}
      {crawled && <SourceSchedule training={training} />}
      {crawled && <TrainingRuns training={training} />}
      {refreshNow.isError && (
        <p role="alert" className="text-sm text-red-700">
          {refreshFailure
            ? t('freshness.refreshFailed', { reason: refreshFailure })
            : t('freshness.refreshFailedPlain')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {crawled && training.status !== 'failed' && (
          <Button
            variant="secondary"
            className="min-h-10 px-3 py-1"
            disabled={running || refreshNow.isPending}
            aria-label={t('freshness.refreshNowLabel', { label: training.label })}
            onClick={() => refreshNow.mutate(training.id)}
          >
            <RefreshCw
              className={`size-4 ${running || refreshNow.isPending ? 'animate-spin' : ''}`}
              aria-hidden
            />
            {t('freshness.refreshNow')}
          </Button>
        )}
        {training.status === 'failed' && (
          <Button
            variant="secondary"
            className="min-h-8 px-3 py-1"
            disabled={retry.isPending}
            aria-label={t('trainings.retryLabel', { label: training.label })}
            onClick={() => retry.mutate(training.id, { onError: onFail })}
          >
            <RotateCcw className="size-4" aria-hidden />
            {t('trainings.retry')}
          </Button>
        )}
        <Button
          variant="ghost"
          className="min-h-8 px-3 py-1 text-red-700"
          disabled={remove.isPending}
          aria-label={t('trainings.removeLabel', { label: training.label })}
          onClick={() => remove.mutate(training.id, { onError: onFail })}
        >
          <Trash2 className="size-4" aria-hidden />
          {t('trainings.remove')}
        </Button>
      </div>
    </li>
  );
}
