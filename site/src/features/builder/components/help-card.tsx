import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const steps = ['train', 'style', 'embed'] as const;

/** Three steps from an empty bot to a live one, and where to ask for help. */
export function HelpCard() {
  const { t } = useTranslation('builder');
  return (
    <aside aria-labelledby="help-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="help-title" className="flex items-center gap-2 font-semibold">
        <LifeBuoy className="size-5 text-brand-600" aria-hidden />
        {t('help.title')}
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        {steps.map((step) => (
          <li key={step}>{t(`help.steps.${step}`)}</li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-slate-600">{t('help.contact')}</p>
    </aside>
  );
}
