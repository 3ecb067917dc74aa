import {
  Factory,
  GraduationCap,
  HeartPulse,
  Landmark,
  type LucideIcon,
  Megaphone,
  ShoppingBag,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RevealSection, SectionHeading } from '../reveal.tsx';
import { INDUSTRY_IDS } from './service-items.ts';

const icons: Record<(typeof INDUSTRY_IDS)[number], LucideIcon> = {
  retail: ShoppingBag,
  healthcare: HeartPulse,
  finance: Landmark,
  manufacturing: Factory,
  education: GraduationCap,
  marketing: Megaphone,
};

/** Section 5 (anchor solutions): six industries. */
export function IndustriesSection() {
  const { t } = useTranslation('marketing');
  return (
    <RevealSection
      id="solutions"
      aria-labelledby="solutions-title"
      className="scroll-mt-20 bg-gradient-to-b from-white to-indigo-50/60 py-24 sm:py-32"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="solutions-title"
          tagline={t('industries.tagline')}
          title={t('industries.title')}
          subtitle={t('industries.subtitle')}
        />
        <ul className="mt-16 grid gap-px overflow-hidden rounded-3xl border border-slate-200 bg-slate-200 sm:grid-cols-2 lg:grid-cols-3">
          {INDUSTRY_IDS.map((id) => {
            const Icon = icons[id];
            return (
              <li
                key={id}
                data-industry={id}
                className="bg-white p-8 transition-colors hover:bg-indigo-50/50"
              >
                <Icon className="size-8 text-violet-600" aria-hidden />
                <h3 className="mt-5 text-lg font-bold text-slate-950">{t(`industries.items.${id}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">
                  {t(`industries.items.${id}.description`)}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </RevealSection>
  );
}
