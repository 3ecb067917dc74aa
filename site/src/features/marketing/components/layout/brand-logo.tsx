import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The brand mark: a gradient sail-like badge and the brand name. */
export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('common');
  return (
    <span className="inline-flex items-center gap-2.5">
      <span className="grid size-9 place-items-center rounded-xl bg-gradient-to-br from-indigo-500 via-violet-500 to-fuchsia-500 text-white shadow-lg shadow-indigo-500/30">
        <Sparkles className="size-5" aria-hidden />
      </span>
      <span
        className={`text-lg font-bold tracking-tight ${tone === 'dark' ? 'text-slate-950' : 'text-white'}`}
      >
        {t('brand')}
      </span>
    </span>
  );
}
