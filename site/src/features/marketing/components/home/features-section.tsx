import { ArrowRight, Layers, PlayCircle, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { scrollToBooking } from '../../lib/scroll.ts';
import { RevealSection } from '../reveal.tsx';

const boxes = [
  { key: 'one', Icon: Target },
  { key: 'two', Icon: Layers },
  { key: 'three', Icon: PlayCircle },
] as const;

/** Section 2: three feature boxes; the third schedules a demo call (calendar, else the contact section). */
export function FeaturesSection() {
  const { t } = useTranslation('marketing');
  return (
    <RevealSection
      aria-label={t('features.label')}
      data-section="features"
      className="relative bg-slate-50 py-16 sm:py-20"
    >
      <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-3 lg:px-8">
        {boxes.map(({ key, Icon }) => (
          <article
            key={key}
            className="flex flex-col rounded-3xl border border-slate-200 bg-white p-8 shadow-sm"
          >
            <span className="grid size-12 place-items-center rounded-2xl bg-indigo-50 text-indigo-600">
              <Icon className="size-6" aria-hidden />
            </span>
            <h2 className="mt-6 text-xl font-bold text-slate-950">{t(`features.${key}.title`)}</h2>
            <p className="mt-3 flex-1 leading-relaxed text-slate-600">{t(`features.${key}.text`)}</p>
            {key === 'three' && (
              <button
                type="button"
                onClick={scrollToBooking}
                className="group mt-6 inline-flex items-center gap-2 self-start rounded-full bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white transition hover:bg-indigo-700"
              >
                {t('features.three.action')}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden />
              </button>
            )}
          </article>
        ))}
      </div>
    </RevealSection>
  );
}
