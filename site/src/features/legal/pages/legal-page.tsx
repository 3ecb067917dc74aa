import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../lib/language.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { LegalBody } from '../components/legal-body.tsx';
import { legalResources, registerLegalNamespace } from '../legal-resources.ts';

registerLegalNamespace();

export type LegalDocument = 'privacy' | 'terms' | 'cookies' | 'gdpr';

/** A complete legal document with a breadcrumb back to home and its last-updated date. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation(['legal', 'common']);
  const to = useLocalizedPath();
  const brand = t('common:brand');
  usePageMeta(t(`${document}.meta.title`), t(`${document}.meta.description`, { brand }));
  const sections = Object.keys(legalResources.it[document].sections);
  return (
    <article className="bg-white">
      <header className="border-b border-slate-200 bg-gradient-to-b from-indigo-50/70 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-12 pb-12 sm:px-6 lg:pt-16">
          <nav aria-label={t('breadcrumb.label')}>
            <ol className="flex items-center gap-1.5 text-sm text-slate-600">
              <li>
                <Link to={to('home')} className="font-medium text-indigo-700 hover:underline">
                  {t('breadcrumb.home')}
                </Link>
              </li>
              <li aria-hidden>
                <ChevronRight className="size-4" />
              </li>
              <li aria-current="page">{t(`${document}.title`)}</li>
            </ol>
          </nav>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-950 sm:text-5xl">
            {t(`${document}.title`)}
          </h1>
          <p className="mt-4 text-sm font-medium text-slate-600">
            <time>{t('updated', { date: t(`${document}.date`) })}</time>
          </p>
          <p className="mt-6 text-lg leading-relaxed text-slate-700">{t(`${document}.intro`, { brand })}</p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-12 leading-relaxed text-slate-700 sm:px-6">
        {sections.map((section) => (
          <section key={section} aria-labelledby={`legal-${section}`} className="mt-10 first:mt-0">
            <h2 id={`legal-${section}`} className="text-2xl font-bold text-slate-950">
              {t(`${document}.sections.${section}.title` as never)}
            </h2>
            <LegalBody text={t(`${document}.sections.${section}.body` as never, { brand })} />
          </section>
        ))}
      </div>
    </article>
  );
}

export const PrivacyPolicyPage = () => <LegalPage document="privacy" />;
export const TermsOfServicePage = () => <LegalPage document="terms" />;
export const CookiePolicyPage = () => <LegalPage document="cookies" />;
export const GdprCompliancePage = () => <LegalPage document="gdpr" />;
