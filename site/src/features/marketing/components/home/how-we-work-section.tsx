import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { scrollToBooking } from '../../lib/scroll.ts';
import { RevealSection, SectionHeading } from '../reveal.tsx';
import { ScrollLink } from '../scroll-link.tsx';
import { PROCESS_STEPS } from './service-items.ts';

/** Section 6 (anchor how-we-work): four numbered steps and a call to action. */
export function HowWeWorkSection() {
  const { t } = useTranslation('marketing');
  return (
    <RevealSection
      id="how-we-work"
      aria-labelledby="how-we-work-title"
      className="scroll-mt-20 bg-white py-24 sm:py-32"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-we-work-title"
          tagline={t('process.tagline')}
          title={t('process.title')}
          subtitle={t('process.subtitle')}
        />
        <ol className="mt-16 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {PROCESS_STEPS.map((step, index) => (
            <li key={step} className="relative rounded-3xl border border-slate-200 bg-slate-50/60 p-8">
              <span
                className="bg-gradient-to-br from-indigo-600 to-fuchsia-600 bg-clip-text text-5xl font-extrabold text-transparent"
                aria-hidden
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-4 text-xl font-bold text-slate-950">
                <span className="sr-only">{index + 1}. </span>
                {t(`process.steps.${step}.title`)}
              </h3>
              <p className="mt-3 leading-relaxed text-slate-600">{t(`process.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-16 flex flex-col items-start justify-between gap-6 rounded-3xl bg-gradient-to-r from-indigo-600 via-violet-600 to-fuchsia-600 p-8 text-white shadow-2xl shadow-indigo-500/20 sm:p-12 lg:flex-row lg:items-center">
          <div>
            <h3 className="text-2xl font-bold sm:text-3xl">{t('process.cta.title')}</h3>
            <p className="mt-2 text-indigo-50">{t('process.cta.text')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ScrollLink
              target="contact"
              className="inline-flex min-h-12 items-center gap-2 rounded-full bg-white px-6 font-semibold text-slate-950 transition hover:bg-indigo-50"
            >
              {t('process.cta.start')}
              <ArrowRight className="size-4" aria-hidden />
            </ScrollLink>
            <button
              type="button"
              onClick={scrollToBooking}
              className="inline-flex min-h-12 items-center rounded-full px-6 font-semibold text-white ring-1 ring-white/60 transition hover:bg-white/10"
            >
              {t('process.cta.schedule')}
            </button>
          </div>
        </div>
      </div>
    </RevealSection>
  );
}
