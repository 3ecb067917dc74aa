import { ArrowUpRight } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { RevealSection, SectionHeading } from '../reveal.tsx';
import { ScrollLink } from '../scroll-link.tsx';
import { SERVICE_IDS, serviceIcons } from './service-items.ts';

/**
 * Section 3 (anchor services): six services. Descriptions hold markup from our own translation files only;
 * <Trans> turns the few allowed tags (strong, em, br) into React elements, so nothing is injected as HTML.
 */
export function ServicesSection() {
  const { t } = useTranslation('marketing');
  return (
    <RevealSection
      id="services"
      aria-labelledby="services-title"
      className="scroll-mt-20 bg-white py-24 sm:py-32"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="services-title"
          tagline={t('services.tagline')}
          title={t('services.title')}
          subtitle={t('services.subtitle')}
        />
        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICE_IDS.map((id) => {
            const Icon = serviceIcons[id];
            const title = t(`services.items.${id}.title`);
            return (
              <li
                key={id}
                id={id}
                className="group relative flex flex-col rounded-3xl border border-slate-200 bg-white p-8 transition hover:-translate-y-1 hover:border-indigo-200 hover:shadow-2xl hover:shadow-indigo-500/10"
              >
                <span className="grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-lg shadow-indigo-500/30">
                  <Icon className="size-7" aria-hidden />
                </span>
                <h3 className="mt-6 text-xl font-bold text-slate-950">{title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-slate-600 [&_strong]:font-semibold [&_strong]:text-slate-900">
                  <Trans
                    t={t}
                    i18nKey={`services.items.${id}.description`}
                    components={{ strong: <strong />, em: <em />, br: <br /> }}
                  />
                </p>
                <ScrollLink
                  target="contact"
                  aria-label={t('services.learnMoreAbout', { title })}
                  className="mt-6 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-indigo-700 hover:text-indigo-900"
                >
                  {t('services.learnMore')}
                  <ArrowUpRight
                    className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                    aria-hidden
                  />
                </ScrollLink>
              </li>
            );
          })}
        </ul>
      </div>
    </RevealSection>
  );
}
