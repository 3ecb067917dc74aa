import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ContactPopup } from './contact-popup.tsx';
import { ContactPopupProvider } from './contact-popup-context.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Header, page and footer of every public page; the contact popup can be opened from anywhere inside. */
export function MarketingLayout() {
  const { t } = useTranslation('marketing');
  return (
    <ContactPopupProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-slate-950 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ContactPopup />
    </ContactPopupProvider>
  );
}
