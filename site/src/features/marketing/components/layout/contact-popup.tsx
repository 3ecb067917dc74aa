import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../../lib/site-config.ts';
import { scrollToId } from '../../lib/scroll.ts';
import { useExternalScript } from '../../lib/use-external-script.ts';
import { useContactPopup } from './contact-popup-context.tsx';

/** The lead-capture form ('Contact us') in a frame; closes with its button or a click outside the box. */
export function ContactPopup() {
  const { t } = useTranslation(['marketing', 'common']);
  const { isOpen, setOpen } = useContactPopup();
  const { leadFormUrl, leadFormScriptUrl } = useSiteConfig();
  useExternalScript(leadFormScriptUrl, isOpen);
  const goToForm = () => {
    setOpen(false);
    window.setTimeout(() => scrollToId('contact'), 50);
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-3xl bg-white shadow-2xl ring-1 ring-slate-900/10">
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 pt-6 pb-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-950">
                {t('contactPopup.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {t('contactPopup.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="rounded-full p-2 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-950"
              aria-label={t('common:close')}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {leadFormUrl && (
            <iframe
              src={leadFormUrl}
              title={t('contactPopup.frameTitle')}
              className="h-[600px] max-h-[65vh] w-full border-0 bg-slate-50"
              loading="lazy"
            />
          )}
          <p className="border-t border-slate-100 px-6 py-4 text-sm text-slate-600">
            {t('contactPopup.fallback')}{' '}
            <button type="button" onClick={goToForm} className="font-semibold text-brand-700 underline">
              {t('contactPopup.fallbackAction')}
            </button>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
