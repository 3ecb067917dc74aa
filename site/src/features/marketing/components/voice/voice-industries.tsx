import {
  Briefcase,
  Building2,
  HeartPulse,
  Hotel,
  Landmark,
  type LucideIcon,
  ShoppingCart,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RevealSection, SectionHeading } from '../reveal.tsx';
import { VOICE_INDUSTRIES } from './voice-figures.ts';

const icons: Record<(typeof VOICE_INDUSTRIES)[number], LucideIcon> = {
  healthcare: HeartPulse,
  realEstate: Building2,
  financialServices: Landmark,
  ecommerce: ShoppingCart,
  hospitality: Hotel,
  professionalServices: Briefcase,
};

/** Industry cards with the savings each one typically sees. */
export function VoiceIndustries() {
  const { t } = useTranslation('marketing');
  return (
    <RevealSection aria-labelledby="voice-industries-title" className="bg-white py-24 sm:py-32">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="voice-industries-title"
          tagline={t('voice.industries.tagline')}
          title={t('voice.industries.title')}
        />
        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {VOICE_INDUSTRIES.map((id) => {
            const Icon = icons[id];
            return (
              <li
                key={id}
                data-industry={id}
                className="flex flex-col rounded-3xl border border-slate-200 p-8 transition hover:border-indigo-200 hover:shadow-xl hover:shadow-indigo-500/10"
              >
                <Icon className="size-8 text-indigo-600" aria-hidden />
                <h3 className="mt-5 text-lg font-bold text-slate-950">
                  {t(`voice.industries.items.${id}.title`)}
                </h3>
                <p className="mt-2 flex-1 text-slate-600">{t(`voice.industries.items.${id}.text`)}</p>
                <p className="mt-6 rounded-2xl bg-indigo-50 px-4 py-3">
                  <span className="block text-xs font-semibold tracking-wider text-indigo-800 uppercase">
                    {t('voice.industries.savingsLabel')}
                  </span>
                  <span className="mt-1 block text-lg font-bold text-slate-950">
                    {t(`voice.industries.items.${id}.figure`)}
                  </span>
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </RevealSection>
  );
}
