import { BarChart3, Code2, Globe, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { DemoCreateForm } from '../components/demo-create-form.tsx';
import { DemoTopBar } from '../components/demo-top-bar.tsx';

const steps = [
  { key: 'domain', Icon: Globe },
  { key: 'analyze', Icon: BarChart3 },
  { key: 'test', Icon: MessageSquare },
  { key: 'embed', Icon: Code2 },
] as const;

/** /website-analyzer: the creation form with name and email required, and the 4-step list. */
export function WebsiteAnalyzerPage() {
  const { t } = useTranslation('demo');
  useDocumentTitle(t('meta.analyzer'));
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <DemoTopBar />
      <main className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-16">
        <div>
          <h1 className="text-4xl font-bold tracking-tight">{t('analyzer.title')}</h1>
          <p className="mt-4 text-lg text-slate-600">{t('analyzer.subtitle')}</p>
          <div className="mt-8 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
            <DemoCreateForm variant="contactRequired" />
          </div>
        </div>
        <section aria-labelledby="analyzer-steps">
          <h2 id="analyzer-steps" className="text-2xl font-semibold">
            {t('analyzer.stepsTitle')}
          </h2>
          <ol className="mt-6 grid gap-4">
            {steps.map(({ key, Icon }, i) => (
              <li key={key} className="flex gap-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold">
                    {i + 1}. {t(`analyzer.steps.${key}.title`)}
                  </h3>
                  <p className="mt-1 text-slate-600">{t(`analyzer.steps.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </main>
    </div>
  );
}
