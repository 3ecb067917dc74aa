import { useTranslation } from 'react-i18next';
import { RevealSection, SectionHeading } from '../reveal.tsx';

const STEPS = ['one', 'two', 'three'] as const;

/** The three-step how-it-works of the voice-agent page. */
export function VoiceSteps() {
  const { t } = useTranslation('marketing');
  return (
    <RevealSection
      id="how-it-works"
      aria-labelledby="voice-how-title"
      className="scroll-mt-20 bg-slate-50 py-24 sm:py-32"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="voice-how-title" tagline={t('voice.how.tagline')} title={t('voice.how.title')} />
        <ol className="mt-16 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <span
                className="grid size-12 place-items-center rounded-full bg-slate-950 text-lg font-bold text-white"
                aria-hidden
              >
                {index + 1}
              </span>
              <h3 className="mt-6 text-xl font-bold text-slate-950">{t(`voice.how.steps.${step}.title`)}</h3>
              <p className="mt-3 leading-relaxed text-slate-600">{t(`voice.how.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </RevealSection>
  );
}
