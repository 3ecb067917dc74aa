import { useQueryClient } from '@tanstack/react-query';
import type { Training } from '@vela/contracts';
import { ChevronRight, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language.ts';
import { Button } from '../../../ui/button.tsx';
import { trainingRunsQueryKey, useTrainingRuns } from '../api/get-training-runs.ts';
import { TrainingRunItem } from './training-run-item.tsx';

/** A source's runs are asked for again whenever its status moves (a run starts, ends or fails). */
function useRunsFollowStatus(training: Training) {
  const queryClient = useQueryClient();
  const seen = useRef(training.status);
  useEffect(() => {
    if (seen.current === training.status) return;
    seen.current = training.status;
    void queryClient.invalidateQueries({ queryKey: trainingRunsQueryKey(training.id) });
  }, [queryClient, training.id, training.status]);
}

/** "What changed": a disclosure that loads a crawled source's runs, newest first, when opened. */
export function TrainingRuns({ training }: { training: Training }) {
  const { t } = useTranslation('builder');
  const language = useLanguage();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const runs = useTrainingRuns(training.id, language, open);
  useRunsFollowStatus(training);
  return (
    <div className="grid gap-2 text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('freshness.historyLabel', { label: training.label })}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex min-h-10 items-center gap-1 justify-self-start rounded font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ChevronRight className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`} aria-hidden />
        {t('freshness.history')}
      </button>
      <div id={panelId} hidden={!open}>
        {!open ? null : runs.isPending ? (
          <p role="status" className="flex items-center gap-2 text-slate-600">
            <Loader2 className="size-4 animate-spin text-brand-600" aria-hidden />
            {t('freshness.runsLoading')}
          </p>
        ) : runs.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-red-700">
            {t('freshness.runsFailed')}
            <Button
              variant="secondary"
              className="min-h-8 px-3 py-1"
              disabled={runs.isFetching}
              onClick={() => void runs.refetch()}
            >
              {t('freshness.runsRetry')}
            </Button>
          </div>
        ) : runs.data.length === 0 ? (
          <p className="text-slate-500">{t('freshness.noRuns')}</p>
        ) : (
          <ol aria-label={t('freshness.runsLabel', { label: training.label })} className="grid gap-2">
            {runs.data.map((run) => (
              <TrainingRunItem key={run.id} run={run} />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
