import { Bot, Check, PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { scrollToId } from '../../lib/scroll.ts';
import { RevealSection, SectionHeading } from '../reveal.tsx';
import { ScrollLink } from '../scroll-link.tsx';

const FEATURES = ['one', 'two', 'three', 'four', 'five'] as const;

/** Spec part 1 §3: a pricing card's fields. */
interface PricingCard {
  id: 'chatbot' | 'voice';
  popular: boolean;
  Icon: typeof Bot;
}
const cards: PricingCard[] = [
  { id: 'chatbot', popular: true, Icon: Bot },
  { id: 'voice', popular: false, Icon: PhoneCall },
];

/** Section 4: the two most popular solutions; every action leads to the contact form. */
export function PricingSection() {
  const { t } = useTranslation('marketing');
  const toContact = () => scrollToId('contact');
  return (
    <RevealSection
      aria-labelledby="pricing-title"
      data-section="pricing"
      className="relative overflow-hidden bg-slate-950 py-24 sm:py-32"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(45rem_30rem_at_20%_0%,rgba(99,102,241,0.35),transparent),radial-gradient(40rem_30rem_at_90%_100%,rgba(192,38,211,0.25),transparent)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          tone="dark"
          tagline={t('pricing.tagline')}
          title={t('pricing.title')}
          subtitle={t('pricing.subtitle')}
        />
        <div className="mx-auto mt-16 grid max-w-5xl gap-8 lg:grid-cols-2">
          {cards.map(({ id, popular, Icon }) => (
            <article
              key={id}
              aria-labelledby={`pricing-${id}`}
              className={`relative flex flex-col rounded-3xl p-8 sm:p-10 ${popular ? 'bg-white text-slate-950 shadow-2xl shadow-indigo-500/30 ring-2 ring-indigo-400' : 'bg-white/5 text-white ring-1 ring-white/15 backdrop-blur'}`}
            >
              {popular && (
                <p className="absolute -top-4 left-8 rounded-full bg-gradient-to-r from-indigo-600 to-fuchsia-600 px-4 py-1.5 text-xs font-bold tracking-wider text-white">
                  {t('pricing.popular')}
                </p>
              )}
              <span
                className={`grid size-12 place-items-center rounded-2xl ${popular ? 'bg-indigo-50 text-indigo-600' : 'bg-white/10 text-white'}`}
              >
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 id={`pricing-${id}`} className="mt-6 text-2xl font-bold">
                {t(`pricing.${id}.title`)}
              </h3>
              <p className={`mt-2 ${popular ? 'text-slate-600' : 'text-slate-300'}`}>
                {t(`pricing.${id}.description`)}
              </p>
              <p className="mt-8 flex items-baseline gap-2">
                <span className="text-5xl font-extrabold tracking-tight">{t(`pricing.${id}.price`)}</span>
                <span className={popular ? 'text-slate-600' : 'text-slate-300'}>
                  {t(`pricing.${id}.period`)}
                </span>
              </p>
              <ul aria-label={t('pricing.featuresLabel')} className="mt-8 grid flex-1 gap-3">
                {FEATURES.map((f) => (
                  <li key={f} className="flex gap-3">
                    <Check
                      className={`mt-0.5 size-5 shrink-0 ${popular ? 'text-indigo-600' : 'text-fuchsia-300'}`}
                      aria-hidden
                    />
                    <span className={popular ? 'text-slate-700' : 'text-slate-200'}>
                      {t(`pricing.${id}.features.${f}`)}
                    </span>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                onClick={toContact}
                className={`mt-10 min-h-12 rounded-full px-6 font-semibold transition ${popular ? 'bg-slate-950 text-white hover:bg-indigo-700' : 'bg-white text-slate-950 hover:bg-indigo-100'}`}
              >
                {t(`pricing.${id}.action`)}
              </button>
            </article>
          ))}
        </div>
        <p className="mt-14 text-center text-slate-300">
          {t('pricing.closing')}{' '}
          <ScrollLink
            target="contact"
            className="font-semibold text-white underline decoration-fuchsia-400 decoration-2 underline-offset-4 hover:text-fuchsia-200"
          >
            {t('pricing.closingLink')}
          </ScrollLink>
        </p>
      </div>
    </RevealSection>
  );
}
