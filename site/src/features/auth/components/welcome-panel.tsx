import { BarChart3, CheckCircle2, Flag, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const benefits = [
  { key: 'progress', Icon: BarChart3 },
  { key: 'milestones', Icon: Flag },
  { key: 'tasks', Icon: CheckCircle2 },
  { key: 'secure', Icon: ShieldCheck },
] as const;

/** The right-hand panel of /auth on large screens: four benefits of the portal. */
export function WelcomePanel() {
  const { t } = useTranslation('auth');
  return (
    <aside className="hidden flex-col justify-center bg-gradient-to-br from-brand-600 to-brand-900 p-12 text-white lg:flex">
      <h2 className="text-3xl font-bold tracking-tight">{t('welcome.title')}</h2>
      <p className="mt-3 max-w-md text-brand-100">{t('welcome.subtitle')}</p>
      <ul className="mt-10 grid gap-5">
        {benefits.map(({ key, Icon }) => (
          <li key={key} className="flex items-center gap-3 text-lg">
            <span className="rounded-lg bg-white/15 p-2">
              <Icon className="size-5" aria-hidden />
            </span>
            {t(`welcome.benefits.${key}`)}
          </li>
        ))}
      </ul>
    </aside>
  );
}
