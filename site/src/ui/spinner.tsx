import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A centred spinner with an accessible label, for pages waiting on data. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <Loader2 className="size-8 animate-spin text-brand-600" aria-hidden />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
