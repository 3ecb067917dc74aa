import { ingestMessageIn, type TrainingProgress } from '@vela/contracts';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';

/** The demo's training as the visitor sees it: pages read of the total, then ready or why it failed. */
export function TrainingProgressPanel({ progress }: { progress: TrainingProgress }) {
  const { t } = useTranslation('demo');
  const to = useLocalizedPath();
  const language = useLanguage();
  const { status, done, total } = progress;
  const percent = status === 'ready' ? 100 : total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  const failed = status === 'failed';
  const text =
    status === 'ready'
      ? t('progress.ready', { total: Math.max(done, total) })
      : failed
        ? t('progress.failed')
        : status === 'queued' || total === 0
          ? t('progress.queued')
          : t(`progress.${status}`, { done, total });

  return (
    <section
      aria-label={t('progress.label')}
      className={`rounded-xl p-4 ring-1 ${failed ? 'bg-red-50 ring-red-200' : status === 'ready' ? 'bg-emerald-50 ring-emerald-200' : 'bg-white ring-slate-200'}`}
    >
      <div className="flex items-center gap-3" role="status" aria-live="polite">
        {status === 'ready' ? (
          <CheckCircle2 className="size-5 shrink-0 text-emerald-600" aria-hidden />
        ) : failed ? (
          <XCircle className="size-5 shrink-0 text-red-600" aria-hidden />
        ) : (
          <Loader2 className="size-5 shrink-0 animate-spin text-brand-600" aria-hidden />
        )}
        <p className="font-medium">{text}</p>
      </div>
      {failed && progress.error && (
        <p className="mt-2 text-sm text-red-700">
          {t('progress.reason', { reason: ingestMessageIn(progress.error, language) })}
        </p>
      )}
      {failed && (
        <Link to={to('chatbotDemo')} className="mt-2 inline-block text-sm font-medium text-red-800 underline">
          {t('progress.tryAgain')}
        </Link>
      )}
      {!failed && (
        <div
          role="progressbar"
          aria-label={t('progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={`h-full rounded-full transition-all ${status === 'ready' ? 'bg-emerald-500' : 'bg-brand-600'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </section>
  );
}
