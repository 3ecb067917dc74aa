import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useSiteSettings } from '../api/get-site-settings.ts';
import { SupportForm } from './support-form.tsx';

/** The lead-capture form of the third-party provider, loaded only once the dialog opens. */
function LeadFormFrame() {
  const { t } = useTranslation('portal');
  const { data } = useSiteSettings();
  if (!data) return <p className="text-sm text-slate-500">{t('support.frameLoading')}</p>;
  return (
    <iframe
      src={data.leadFormUrl}
      title={t('support.frameTitle')}
      className="h-[600px] max-h-[70vh] w-full rounded-md border border-slate-200"
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
    />
  );
}

/** The support block: the contact-support dialog with the lead form, and the (unwired) support form. */
export function SupportCard() {
  const { t } = useTranslation('portal');
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="support-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span className="rounded-lg bg-emerald-50 p-2 text-emerald-600">
          <LifeBuoy className="size-5" aria-hidden />
        </span>
        <h2 id="support-title" className="text-lg font-semibold">
          {t('support.title')}
        </h2>
      </div>
      <p className="mt-3 text-sm text-slate-600">{t('support.description')}</p>
      <Button variant="secondary" className="mt-4" onClick={() => setOpen(true)}>
        {t('support.contactButton')}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('support.dialogTitle')}
        description={t('support.dialogDescription')}
        wide
      >
        {open && <LeadFormFrame />}
      </Modal>
      <div className="mt-6 border-t border-slate-100 pt-5">
        <SupportForm />
      </div>
    </section>
  );
}
