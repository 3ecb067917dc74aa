import * as Accordion from '@radix-ui/react-accordion';
import {
  ChevronDown,
  Clock,
  FileSearch,
  Globe,
  MessageSquare,
  PiggyBank,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

const steps = [
  { key: 'enter', Icon: Globe },
  { key: 'learn', Icon: FileSearch },
  { key: 'chat', Icon: MessageSquare },
] as const;

const benefits = [
  { key: 'always', Icon: Clock },
  { key: 'accurate', Icon: ShieldCheck },
  { key: 'leads', Icon: Users },
  { key: 'savings', Icon: PiggyBank },
] as const;

const faqs = ['cost', 'integration', 'accuracy', 'customization'] as const;

export function LandingSteps() {
  const { t } = useTranslation('demo');
  return (
    <section aria-labelledby="steps-title" className="bg-white py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="steps-title" className="text-center text-3xl font-bold">
          {t('landing.stepsTitle')}
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map(({ key, Icon }, i) => (
            <li key={key} className="rounded-xl border border-slate-200 p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-9 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
                  {i + 1}
                </span>
                <Icon className="size-5 text-brand-600" aria-hidden />
              </div>
              <h3 className="mt-4 text-lg font-semibold">{t(`landing.steps.${key}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`landing.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function LandingBenefits() {
  const { t } = useTranslation('demo');
  return (
    <section aria-labelledby="benefits-title" className="py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="benefits-title" className="text-center text-3xl font-bold">
          {t('landing.benefitsTitle')}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ key, Icon }) => (
            <li key={key} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Icon className="size-6 text-brand-600" aria-hidden />
              <h3 className="mt-3 font-semibold">{t(`landing.benefits.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(`landing.benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function LandingFaq() {
  const { t } = useTranslation('demo');
  return (
    <section aria-labelledby="faq-title" className="bg-white py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="faq-title" className="text-center text-3xl font-bold">
          {t('landing.faqTitle')}
        </h2>
        <Accordion.Root
          type="single"
          collapsible
          className="mt-8 divide-y divide-slate-200 border-y border-slate-200"
        >
          {faqs.map((key) => (
            <Accordion.Item key={key} value={key}>
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 py-4 text-left font-medium focus-visible:outline-2 focus-visible:outline-brand-600">
                  {t(`landing.faq.${key}.q`)}
                  <ChevronDown
                    className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="pb-4 text-slate-600">
                {t(`landing.faq.${key}.a`)}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
