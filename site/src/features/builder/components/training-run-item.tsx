import { ingestMessageIn, type TrainingRun } from '@vela/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates.ts';
import { useLanguage } from '../../../lib/language.ts';
import { ProgressPill } from '../../../ui/progress-pill.tsx';
import { UrlList } from '../../../ui/url-list.tsx';

const summaryClass =
  'cursor-pointer rounded py-1 text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600';

type PageListKind = 'added' | 'changed' | 'removed' | 'missing';

function PageList({ kind, urls, hint }: { kind: PageListKind; urls: string[]; hint?: string }) {
  const { t } = useTranslation('builder');
  if (urls.length === 0) return null;
  return (
    <details>
      <summary className={summaryClass}>{t(`freshness.lists.${kind}`, { count: urls.length })}</summary>
      {hint && <p className="mt-1 ml-5 text-slate-500">{hint}</p>}
      <UrlList urls={urls} />
    </details>
  );
}

function RunStatus({ status }: { status: TrainingRun['status'] }) {
  const { t } = useTranslation('builder');
  const state = status === 'ready' ? 'done' : status;
  return <ProgressPill state={state} label={t(`freshness.runStatus.${status}`)} />;
}

/** One run of a crawled source: when, what started it, how it ended and what it changed in the knowledge. */
export function TrainingRunItem({ run }: { run: TrainingRun }) {
  const { t } = useTranslation('builder');
  const language = useLanguage();
  const when = formatDateTime(run.startedAt, language) ?? run.startedAt;
  const trigger = t(`freshness.triggers.${run.trigger}`);
  const counts = [
    t('freshness.added', { count: run.added.length }),
    t('freshness.changed', { count: run.changed.length }),
    t('freshness.removed', { count: run.removed.length }),
    t('freshness.unchanged', { count: run.unchanged }),
  ].join(' · ');
  return (
    <li
      aria-label={t('freshness.runLabel', { trigger, when })}
      className="grid gap-1.5 rounded-lg p-3 text-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium text-slate-900">{trigger}</span>
        <time dateTime={run.startedAt} className="text-slate-600">
          {when}
        </time>
        <RunStatus status={run.status} />
      </div>
      {run.status === 'running' && <p className="text-slate-600">{t('freshness.running')}</p>}
      {run.status === 'failed' && (
        <div className="grid gap-0.5 text-red-700">
          {run.error && (
            <p>{t('freshness.failedReason', { reason: ingestMessageIn(run.error, language) })}</p>
          )}
          <p>{t('freshness.previousKept')}</p>
        </div>
      )}
      {run.status === 'ready' && (
        <>
          <p className="text-slate-700">{counts}</p>
          <PageList kind="added" urls={run.added} />
          <PageList kind="changed" urls={run.changed} />
          <PageList kind="removed" urls={run.removed} hint={t('freshness.removedHint')} />
          <PageList kind="missing" urls={run.missing} hint={t('freshness.missingHint')} />
        </>
      )}
    </li>
  );
}
