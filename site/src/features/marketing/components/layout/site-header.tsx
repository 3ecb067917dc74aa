import { MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../../lib/language.ts';
import { AccountActions } from './account-actions.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { useContactPopup } from './contact-popup-context.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { NavLinkItem } from './nav-link-item.tsx';
import { useNavLinks } from './nav-links.ts';

/** Spec part 1 §9: the header turns solid once the page is scrolled more than 10 px. */
export const HEADER_SOLID_AFTER_PX = 10;

function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

export function SiteHeader() {
  const { t } = useTranslation(['marketing', 'common']);
  const solid = useScrolledPast(HEADER_SOLID_AFTER_PX);
  const links = useNavLinks();
  const to = useLocalizedPath();
  const { open } = useContactPopup();
  const linkClass =
    'rounded-full px-3.5 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-900/5 hover:text-slate-950';
  return (
    <header
      data-solid={solid}
      className="sticky top-0 z-40 border-b border-transparent bg-transparent transition-[background-color,box-shadow,border-color] duration-300 data-[solid=true]:border-slate-200/70 data-[solid=true]:bg-white/85 data-[solid=true]:shadow-lg data-[solid=true]:shadow-slate-900/5 data-[solid=true]:backdrop-blur-md"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Link
          to={to('home')}
          aria-label={t('nav.homeLink', { brand: t('common:brand') })}
          className="shrink-0"
        >
          <BrandLogo />
        </Link>
        <nav aria-label={t('nav.label')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.section}>
                <NavLinkItem link={link} className={linkClass} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitch />
          <AccountActions />
          <button
            type="button"
            onClick={open}
            className="inline-flex min-h-10 items-center gap-2 rounded-full bg-slate-950 px-5 text-sm font-semibold text-white shadow-lg shadow-slate-900/20 transition hover:bg-brand-700"
          >
            <MessageCircle className="size-4" aria-hidden />
            {t('nav.contactUs')}
          </button>
        </div>
        <MobileDrawer links={links} />
      </div>
    </header>
  );
}
