import { ingestMessageIn, type TrainingRun } from '@vela/contracts';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates.ts';
import { useLanguage } from '../../../lib/language.ts';
import { isWebAddress } from '../../../ui/crawl-report/crawl-report.ts';

const summaryClass =
  'cursor-pointer rounded py-1 text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600';

/** Page addresses from the run as text; only http(s) ones become links (they come from the crawled site). */
function PageUrls({ urls }: { urls: string[] }) {
  return (
    <ul className="mt-1 ml-5 grid gap-1 break-all text-slate-600">
      {urls.map((url) => (
        <li key={url}>
          {isWebAddress(url) ? (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="underline hover:text-slate-900"
            >
              {url}
            </a>
          ) : (
            url
          )}
        </li>
      ))}
    </ul>
  );
}

type PageListKind = 'added' | 'changed' | 'removed' | 'missing';

function PageList({ kind, urls, hint }: { kind: PageListKind; urls: string[]; hint?: string }) {
  const { t } = useTranslation('builder');
  if (urls.length === 0) return null;
  return (
    <details>
      <summary className={summaryClass}>{t(`freshness.lists.${kind}`, { count: urls.length })}</summary>
      {hint && <p className="mt-1 ml-5 text-slate-500">{hint}</p>}
      <PageUrls urls={urls} />
    </details>
  );
}

function RunStatus({ status }: { status: TrainingRun['status'] }) {
  const { t } = useTranslation('builder');
  const tone =
    status === 'ready'
      ? 'bg-emerald-50 text-emerald-700'
      : status === 'failed'
        ? 'bg-red-50 text-red-700'
        : 'bg-brand-50 text-brand-700';
  const Icon = status === 'ready' ? CheckCircle2 : status === 'failed' ? XCircle : Loader2;
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>
      <Icon className={`size-3.5 ${status === 'running' ? 'animate-spin' : ''}`} aria-hidden />
      {t(`freshness.runStatus.${status}`)}
    </span>
  );
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
