import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast-store.ts';

const plans = [
  {
    key: 'pro',
    popular: true,
    features: ['interactions', 'pages', 'appearance', 'analytics', 'support', 'branding'],
  },
  {
    key: 'enterprise',
    popular: false,
    features: ['unlimited', 'api', 'crm', 'leads', 'training', 'manager', 'support', 'whiteLabel'],
  },
] as const;

/** Pro $49/month and Enterprise $199/month; purchase is not built yet, so buttons say 'Coming Soon'. */
export function PlanCards() {
  const { t } = useTranslation('demo');
  const comingSoon = () =>
    toast({ title: t('plans.comingSoon'), description: t('plans.comingSoonText'), variant: 'default' });
  return (
    <section aria-labelledby="plans-title" className="mt-12">
      <h2 id="plans-title" className="text-2xl font-bold">
        {t('plans.title')}
      </h2>
      <p className="mt-1 text-slate-600">{t('plans.subtitle')}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {plans.map((plan) => {
          const name = t(`plans.${plan.key}.name`);
          return (
            <article
              key={plan.key}
              aria-labelledby={`plan-${plan.key}`}
              className={`flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ${plan.popular ? 'ring-2 ring-brand-600' : 'ring-slate-200'}`}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 id={`plan-${plan.key}`} className="text-xl font-semibold">
                  {name}
                </h3>
                {plan.popular && (
                  <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700">
                    {t('plans.popular')}
                  </span>
                )}
              </div>
              <p className="mt-1 text-sm text-slate-600">{t(`plans.${plan.key}.description`)}</p>
              <p className="mt-4">
                <span className="text-4xl font-bold">{t(`plans.${plan.key}.price`)}</span>
                <span className="text-slate-600">{t('plans.perMonth')}</span>
              </p>
              <ul className="mt-4 grid flex-1 gap-2 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                    {t(`plans.${plan.key}.features.${feature}`)}
                  </li>
                ))}
              </ul>
              <Button
                className="mt-6 w-full"
                variant={plan.popular ? 'primary' : 'secondary'}
                onClick={comingSoon}
              >
                {t('plans.choose', { plan: name })}
              </Button>
            </article>
          );
        })}
      </div>
    </section>
  );
}
