import { ArrowUp, Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { Button } from '../../../ui/button.tsx';
import { DemoCreateForm } from '../components/demo-create-form.tsx';
import { DemoTopBar } from '../components/demo-top-bar.tsx';
import { LandingBenefits, LandingFaq, LandingSteps } from '../components/landing-sections.tsx';

const FORM_ID = 'demo-create-form';

/** /chatbot-demo: hero with the creation form, how it works, benefits, FAQ and a closing call to action. */
export function ChatbotDemoLandingPage() {
  const { t } = useTranslation('demo');
  useDocumentTitle(t('meta.landing'));

  function backToForm() {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    const website = document
      .getElementById(FORM_ID)
      ?.querySelector<HTMLInputElement>('input[name="website"]');
    website?.focus({ preventScroll: true });
  }

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <DemoTopBar />
      <main>
        <section className="bg-gradient-to-b from-brand-50 to-slate-50">
          <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-20">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-100">
                <Bot className="size-4" aria-hidden />
                {t('landing.badge')}
              </p>
              <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{t('landing.title')}</h1>
              <p className="mt-4 text-lg text-slate-600">{t('landing.subtitle')}</p>
            </div>
            <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
              <DemoCreateForm variant="contactOptional" id={FORM_ID} />
            </div>
          </div>
        </section>
        <LandingSteps />
        <LandingBenefits />
        <LandingFaq />
        <section className="bg-brand-600 py-16 text-white">
          <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
            <h2 className="text-3xl font-bold">{t('landing.ctaTitle')}</h2>
            <p className="mt-3 text-brand-100">{t('landing.ctaText')}</p>
            <Button variant="secondary" className="mt-6" onClick={backToForm}>
              <ArrowUp className="size-4" aria-hidden />
              {t('landing.ctaButton')}
            </Button>
          </div>
        </section>
      </main>
    </div>
  );
}
