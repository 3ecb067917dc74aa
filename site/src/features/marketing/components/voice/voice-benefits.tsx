import { Clock4, PiggyBank, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RevealSection, SectionHeading } from '../reveal.tsx';
import { barWidth, VOICE_BENEFITS, type VoiceBenefit } from './voice-figures.ts';

const icons: Record<VoiceBenefit, typeof Clock4> = {
  costs: PiggyBank,
  sales: TrendingUp,
  availability: Clock4,
};

/** Three benefit cards, each with three figures drawn as progress bars. */
export function VoiceBenefits() {
  const { t } = useTranslation('marketing');
  return (
    <RevealSection aria-labelledby="voice-benefits-title" className="bg-white py-24 sm:py-32">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="voice-benefits-title"
          tagline={t('voice.benefits.tagline')}
          title={t('voice.benefits.title')}
        />
        <div className="mt-16 grid gap-6 lg:grid-cols-3">
          {(Object.keys(VOICE_BENEFITS) as VoiceBenefit[]).map((benefit) => {
            const Icon = icons[benefit];
            return (
              <article key={benefit} className="rounded-3xl border border-slate-200 bg-slate-50/60 p-8">
                <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="mt-6 text-xl font-bold text-slate-950">
                  {t(`voice.benefits.items.${benefit}.title`)}
                </h3>
                <p className="mt-2 text-slate-600">{t(`voice.benefits.items.${benefit}.text`)}</p>
                <ul className="mt-8 grid gap-5">
                  {Object.entries(VOICE_BENEFITS[benefit]).map(([metric, figure]) => {
                    const label = t(`voice.benefits.items.${benefit}.metrics.${metric}` as never);
                    return (
                      <li key={metric} data-figure={figure}>
                        <div className="flex items-baseline justify-between gap-3">
                          <span className="text-sm font-medium text-slate-700">{label}</span>
                          <strong className="text-2xl font-extrabold tracking-tight text-indigo-700">
                            {figure}
                          </strong>
                        </div>
                        <div
                          role="progressbar"
                          aria-label={label}
                          aria-valuemin={0}
                          aria-valuemax={100}
                          aria-valuenow={barWidth(figure)}
                          aria-valuetext={figure}
                          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
                        >
                          <div
                            className="h-full rounded-full bg-gradient-to-r from-indigo-500 to-fuchsia-500"
                            style={{ width: `${barWidth(figure)}%` }}
                          />
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </article>
            );
          })}
        </div>
      </div>
    </RevealSection>
  );
}
