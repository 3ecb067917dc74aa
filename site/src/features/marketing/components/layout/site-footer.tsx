import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../../lib/language.ts';
import { useFooterContent } from '../../api/get-cms-contents.ts';
import { SERVICE_IDS } from '../home/service-items.ts';
import { BrandLogo } from './brand-logo.tsx';
import { NavLinkItem } from './nav-link-item.tsx';
import { useNavLinks } from './nav-links.ts';

export const SOCIAL_PROFILE_URL = 'https://www.linkedin.com/company/vela-ai';

const legalLinks = [
  ['privacy', 'privacyPolicy'],
  ['terms', 'termsOfService'],
  ['cookies', 'cookiePolicy'],
  ['gdpr', 'gdprCompliance'],
] as const;

/** Spec part 1 §2: tagline and copyright from the CMS when present, else the translations. */
export function SiteFooter() {
  const { t } = useTranslation(['marketing', 'common']);
  const to = useLocalizedPath();
  const cms = useFooterContent();
  const contactLink = useNavLinks().find((link) => link.section === 'contact');
  const brand = t('common:brand');
  // Legal links carry /it in Italian and /en in English.
  const legalHref = (page: (typeof legalLinks)[number][1]) => to(page, {}, { italianPrefix: true });
  const heading = 'text-sm font-semibold tracking-wider text-white uppercase';
  const item = 'text-sm text-slate-400 transition-colors hover:text-white';
  return (
    <footer className="relative overflow-hidden bg-slate-950 text-slate-300">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 left-1/2 h-80 w-[60rem] -translate-x-1/2 rounded-full bg-indigo-600/20 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <div className="grid content-start gap-5">
          <Link to={to('home')} aria-label={t('nav.homeLink', { brand })} className="justify-self-start">
            <BrandLogo tone="light" />
          </Link>
          <p className="max-w-sm text-sm leading-relaxed text-slate-400">
            {cms.tagline ?? t('footer.tagline')}
          </p>
          <a
            href={SOCIAL_PROFILE_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 justify-self-start rounded-full border border-white/15 px-4 py-2 text-sm text-white transition-colors hover:bg-white/10"
          >
            <LinkedinMark />
            {t('footer.social')}
            <span className="sr-only">{t('footer.socialHint')}</span>
          </a>
        </div>
        <div>
          <h2 className={heading}>{t('footer.servicesTitle')}</h2>
          <ul className="mt-4 grid gap-2.5">
            {SERVICE_IDS.map((id) => (
              <li key={id}>
                {/* biome-ignore lint/a11y/useValidAnchor: spec part 1 §2, the service entries link to nothing yet */}
                <a href="#" className={item}>
                  {t(`services.items.${id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t('footer.companyTitle')}</h2>
          <ul className="mt-4 grid gap-2.5">
            {contactLink && (
              <li className="flex items-center gap-2 text-slate-400">
                <Mail className="size-4" aria-hidden />
                <NavLinkItem link={contactLink} className={item} />
              </li>
            )}
            <li>
              <Link to={to('voiceAgent')} className={item}>
                {t('footer.voiceAgent')}
              </Link>
            </li>
            <li>
              <Link to={to('socialAgent')} className={item}>
                {t('footer.socialAgent')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t('footer.legalTitle')}</h2>
          <ul className="mt-4 grid gap-2.5">
            {legalLinks.map(([key, page]) => (
              <li key={key}>
                <Link to={legalHref(page)} className={item}>
                  {t(`footer.legal.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="relative border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          {cms.copyright ?? t('footer.copyright', { brand })}
        </p>
      </div>
    </footer>
  );
}

/** LinkedIn's mark (lucide no longer ships brand icons). */
function LinkedinMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden>
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.5h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1v5.45h-4v-4.83c0-1.15-.02-2.63-1.6-2.63-1.6 0-1.85 1.25-1.85 2.55v4.91h-3.95v-11Z" />
    </svg>
  );
}
