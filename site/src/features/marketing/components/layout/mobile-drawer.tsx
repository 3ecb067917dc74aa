import * as Dialog from '@radix-ui/react-dialog';
import { Menu, MessageCircle, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountActions } from './account-actions.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { useContactPopup } from './contact-popup-context.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { NavLinkItem } from './nav-link-item.tsx';
import type { NavLink } from './nav-links.ts';

/** Small screens: a drawer from the right with the same links, the language switch and the account actions. */
export function MobileDrawer({ links }: { links: NavLink[] }) {
  const { t } = useTranslation('marketing');
  const [isOpen, setOpen] = useState(false);
  const { open: openContact } = useContactPopup();
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="grid size-11 place-items-center rounded-full text-slate-900 transition-colors hover:bg-slate-900/5 lg:hidden"
        aria-label={t('nav.openMenu')}
      >
        <Menu className="size-6" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm lg:hidden" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col gap-6 overflow-y-auto bg-white p-6 shadow-2xl lg:hidden">
          <div className="flex items-center justify-between">
            <BrandLogo />
            <Dialog.Close
              className="grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
              aria-label={t('nav.closeMenu')}
            >
              <X className="size-6" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('nav.menuTitle')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('nav.menuDescription')}</Dialog.Description>
          <nav aria-label={t('nav.label')}>
            <ul className="grid gap-1">
              {links.map((link) => (
                <li key={link.section}>
                  <NavLinkItem
                    link={link}
                    onNavigate={close}
                    className="block rounded-xl px-4 py-3 text-lg font-semibold text-slate-900 hover:bg-slate-100"
                  />
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch className="self-start" onSwitch={close} />
          <AccountActions stacked />
          <button
            type="button"
            onClick={() => {
              close();
              openContact();
            }}
            className="mt-auto inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-slate-950 px-5 font-semibold text-white"
          >
            <MessageCircle className="size-4" aria-hidden />
            {t('nav.contactUs')}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
