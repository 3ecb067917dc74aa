import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTrainings } from '../api/get-trainings.ts';
import { TrainingRow } from './training-row.tsx';

/** Every knowledge source of the bot with its live status, progress, failure reason, retry and remove; crawled ones with their schedule and runs. */
export function TrainingsList() {
  const { t } = useTranslation('builder');
  const trainings = useTrainings(true);
  return (
    <section aria-labelledby="trainings-title" className="grid gap-2">
      <h3 id="trainings-title" className="font-semibold">
        {t('trainings.title')}
      </h3>
      <p className="text-sm text-slate-600">{t('trainings.text')}</p>
      {trainings.isLoading ? (
        <Loader2 className="size-5 animate-spin text-brand-600" aria-label={t('trainings.title')} />
      ) : trainings.error ? (
        <p className="text-sm text-red-700">{t('trainings.loadFailed')}</p>
      ) : trainings.data?.length ? (
        <ul className="min-w-0 divide-y divide-slate-200">
          {trainings.data.map((training) => (
            <TrainingRow key={training.id} training={training} refreshing={trainings.isFetching} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{t('trainings.empty')}</p>
      )}
    </section>
  );
}
