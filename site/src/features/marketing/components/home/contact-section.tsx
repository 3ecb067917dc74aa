import { CalendarCheck, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { scrollToBooking } from '../../lib/scroll.ts';
import { RevealSection } from '../reveal.tsx';
import { ContactForm } from './contact-form.tsx';

const POINTS = ['one', 'two', 'three'] as const;

/** Section 8 (anchor contact): the call-to-action banner and the contact form. */
export function ContactSection() {
  const { t } = useTranslation('marketing');
  return (
    <RevealSection
      id="contact"
      aria-labelledby="contact-title"
      className="relative scroll-mt-20 overflow-hidden bg-slate-950 py-24 sm:py-32"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(50rem_30rem_at_0%_0%,rgba(99,102,241,0.4),transparent),radial-gradient(40rem_30rem_at_100%_100%,rgba(217,70,239,0.3),transparent)]"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[0.9fr_1.1fr] lg:items-center lg:px-8">
        <div className="text-white">
          <p className="text-sm font-semibold tracking-[0.18em] text-indigo-200 uppercase">
            {t('contact.tagline')}
          </p>
          <h2 id="contact-title" className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('contact.title')}
          </h2>
          <p className="mt-6 text-lg text-slate-300">{t('contact.text')}</p>
          <ul className="mt-8 grid gap-3">
            {POINTS.map((point) => (
              <li key={point} className="flex items-center gap-3 text-slate-200">
                <CheckCircle2 className="size-5 text-emerald-400" aria-hidden />
                {t(`contact.points.${point}`)}
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={scrollToBooking}
            className="mt-10 inline-flex min-h-12 items-center gap-2 rounded-full bg-white px-7 font-semibold text-slate-950 shadow-xl transition hover:bg-indigo-100"
          >
            <CalendarCheck className="size-5" aria-hidden />
            {t('contact.schedule')}
          </button>
        </div>
        <ContactForm />
      </div>
    </RevealSection>
  );
}
