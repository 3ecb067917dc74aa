import { pathTo, splitLanguagePrefix } from '@vela/contracts/public';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localizedPath, useLanguage } from '../../../lib/language.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useContactPopup } from '../components/layout/contact-popup-context.tsx';
import { RevealSection } from '../components/reveal.tsx';
import { VoiceBenefits } from '../components/voice/voice-benefits.tsx';
import { VoiceHero } from '../components/voice/voice-hero.tsx';
import { VoiceIndustries } from '../components/voice/voice-industries.tsx';
import { VoiceSteps } from '../components/voice/voice-steps.tsx';

/** /voice-agent: hero, benefits with figures, how it works, industries and a call to action. */
export function VoiceAgentPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('meta.voiceAgent.title'), t('meta.voiceAgent.description'));
  const lang = useLanguage();
  const { prefix } = splitLanguagePrefix(useLocation().pathname);
  const bookDemoHref = `${localizedPath(pathTo('home'), lang, { italianPrefix: prefix === 'it' })}?scrollTo=booking-section`;
  const { open } = useContactPopup();
  return (
    <>
      <VoiceHero bookDemoHref={bookDemoHref} />
      <VoiceBenefits />
      <VoiceSteps />
      <VoiceIndustries />
      <RevealSection aria-labelledby="voice-cta-title" className="bg-white pb-24 sm:pb-32">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <div className="rounded-[2rem] bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-600 px-8 py-14 text-center text-white shadow-2xl shadow-indigo-500/30 sm:px-16">
            <h2 id="voice-cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {t('voice.cta.title')}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-50">{t('voice.cta.text')}</p>
            <div className="mt-10 flex flex-wrap justify-center gap-4">
              <Link
                to={bookDemoHref}
                className="inline-flex min-h-12 items-center gap-2 rounded-full bg-white px-7 font-semibold text-slate-950 transition hover:bg-indigo-50"
              >
                {t('voice.cta.bookDemo')}
                <ArrowRight className="size-4" aria-hidden />
              </Link>
              <button
                type="button"
                onClick={open}
                className="inline-flex min-h-12 items-center rounded-full px-7 font-semibold ring-1 ring-white/70 transition hover:bg-white/10"
              >
                {t('voice.cta.contact')}
              </button>
            </div>
          </div>
        </div>
      </RevealSection>
    </>
  );
}
