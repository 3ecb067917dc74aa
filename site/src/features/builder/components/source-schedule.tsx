import type { Training } from '@vela/contracts';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useUpdateRefresh } from '../api/update-refresh.ts';
import { RefreshSelect } from './refresh-select.tsx';

/**
 * A crawled source's schedule, saved as soon as it is chosen: the choice shows at once with "Saving...",
 * falls back to the saved one with the reason when refused, and the next scheduled run shows when on.
 */
export function SourceSchedule({ training }: { training: Training }) {
  const { t } = useTranslation('builder');
  const language = useLanguage();
  const id = useId();
  const update = useUpdateRefresh(training.id);
  const saving = update.isPending && update.variables !== undefined;
  const shown = saving ? update.variables : training.refresh;
  const next = training.refresh === 'off' ? undefined : formatDateTime(training.nextRefreshAt, language);
  const reason = update.isError ? serverMessage(update.error) : undefined;
  return (
    <div className="grid gap-1 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <label htmlFor={id} className="font-medium text-slate-800">
          {t('freshness.schedule')}
        </label>
        <RefreshSelect
          id={id}
          aria-label={t('freshness.scheduleLabel', { label: training.label })}
          aria-describedby={`${id}-status`}
          value={shown}
          onChange={(refresh) => update.mutate(refresh)}
        />
        <p id={`${id}-status`} role="status" className="flex items-center gap-1 text-slate-600">
          {saving ? (
            <>
              <Loader2 className="size-4 animate-spin text-brand-600" aria-hidden />
              {t('freshness.saving')}
            </>
          ) : (
            next && t('freshness.nextRun', { when: next })
          )}
        </p>
      </div>
      {update.isError && (
        <p role="alert" className="text-red-700">
          {reason ? t('freshness.saveFailed', { reason }) : t('freshness.saveFailedPlain')}
        </p>
      )}
    </div>
  );
}
