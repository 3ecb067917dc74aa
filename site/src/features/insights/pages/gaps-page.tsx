import * as Tabs from '@radix-ui/react-tabs';
import { type GapStatus, gapStatuses, type KnowledgeGap } from '@vela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { serverMessage } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useDismissGap } from '../api/dismiss-gap.ts';
import { useGaps } from '../api/get-gaps.ts';
import { useInsightsScope } from '../api/insights-scope.ts';
import { GapAnswerDialog } from '../components/gap-answer-dialog.tsx';
import { GapCard } from '../components/gap-card.tsx';
import { InsightsFrame } from '../components/insights-frame.tsx';
import { LoadError } from '../components/load-error.tsx';

const tabClass =
  'inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600';

function GapList({ status, onAnswer }: { status: GapStatus; onAnswer: (gap: KnowledgeGap) => void }) {
  const { t } = useTranslation('insights');
  const scope = useInsightsScope();
  const gaps = useGaps(scope.api, status);
  const dismiss = useDismissGap(scope.api, useLanguage());

  function onDismiss(gap: KnowledgeGap) {
    dismiss.mutate(gap.id, {
      onSuccess: () => toast({ title: t('gaps.dismissed'), description: gap.question, variant: 'success' }),
      onError: (error) =>
        toast({ title: t('gaps.dismissFailed'), description: serverMessage(error), variant: 'destructive' }),
    });
  }

  if (gaps.isLoading) return <PageSpinner />;
  if (gaps.isError)
    return (
      <LoadError
        error={gaps.error}
        fallback={t('gaps.loadFailed')}
        retrying={gaps.isFetching}
        onRetry={() => void gaps.refetch()}
      />
    );
  const list = gaps.data?.gaps ?? [];
  if (list.length === 0) return <EmptyState>{t(`gaps.empty.${status}`)}</EmptyState>;
  return (
    <ul className="grid gap-3">
      {list.map((gap) => (
        <GapCard
          key={gap.id}
          gap={gap}
          onAnswer={() => onAnswer(gap)}
          onDismiss={() => onDismiss(gap)}
          dismissing={dismiss.isPending && dismiss.variables === gap.id}
        />
      ))}
    </ul>
  );
}

/** /portal/knowledge-gaps (and the admin's): questions declined, weakly answered or rated down, and their fixes. */
export function GapsPage() {
  const { t } = useTranslation('insights');
  const scope = useInsightsScope();
  const [params, setParams] = useSearchParams();
  const status = gapStatuses.find((s) => s === params.get('status')) ?? 'open';
  const openCount = useGaps(scope.api, 'open').data?.openCount;
  const [answering, setAnswering] = useState<KnowledgeGap>();

  return (
    <InsightsFrame title={t('gaps.title')}>
      <div className="grid gap-4">
        <p className="text-slate-600">{t('gaps.intro')}</p>
        <Tabs.Root
          value={status}
          onValueChange={(value) => setParams(value === 'open' ? {} : { status: value }, { replace: true })}
        >
          <Tabs.List
            className="flex w-max max-w-full gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1"
            aria-label={t('gaps.tabsLabel')}
          >
            {gapStatuses.map((s) => (
              <Tabs.Trigger key={s} value={s} className={tabClass}>
                {t(`gaps.tabs.${s}`)}
                {s === 'open' && openCount !== undefined && ' '}
                {s === 'open' && openCount !== undefined && (
                  <span className="rounded-full bg-brand-100 px-2 text-xs text-brand-800">{openCount}</span>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {gapStatuses.map((s) => (
            <Tabs.Content
              key={s}
              value={s}
              className="mt-4 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <GapList status={s} onAnswer={setAnswering} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
      <GapAnswerDialog gap={answering} onClose={() => setAnswering(undefined)} />
    </InsightsFrame>
  );
}
