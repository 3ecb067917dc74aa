import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCmsSection } from '../../api/get-cms-section.ts';
import { RevealSection, SectionHeading } from '../reveal.tsx';
import { FAQ_IDS } from './service-items.ts';

/**
 * Section 7: one item open at a time and an open item can be closed again. Texts come from the CMS
 * (`tagline`, `title`, `subtitle`, `<id>_question`, `<id>_answer`) and fall back to the translations.
 */
export function FaqSection() {
  const { t } = useTranslation('marketing');
  const cms = useCmsSection('faq');
  return (
    <RevealSection id="faq" aria-labelledby="faq-title" className="scroll-mt-20 bg-slate-50 py-24 sm:py-32">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="faq-title"
          tagline={cms('tagline', t('faq.tagline'))}
          title={cms('title', t('faq.title'))}
          subtitle={cms('subtitle', t('faq.subtitle'))}
        />
        <Accordion.Root type="single" collapsible className="mt-14 grid gap-4">
          {FAQ_IDS.map((id) => (
            <Accordion.Item
              key={id}
              value={id}
              className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm data-[state=open]:border-indigo-200 data-[state=open]:shadow-lg data-[state=open]:shadow-indigo-500/5"
            >
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold text-slate-950">
                  {cms(`${id}_question`, t(`faq.items.${id}.question`))}
                  <ChevronDown
                    className="size-5 shrink-0 text-indigo-600 transition-transform duration-300 group-data-[state=open]:rotate-180"
                    aria-hidden
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-6 pb-6 leading-relaxed text-slate-600">
                {cms(`${id}_answer`, t(`faq.items.${id}.answer`))}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </RevealSection>
  );
}
