import { FileUp, Loader2 } from 'lucide-react';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../ui/toast-store.ts';
import { useUploadDocuments } from '../api/training-calls.ts';
import { checkDocumentFile, DOCUMENT_ACCEPT } from '../lib/training-input.validation.ts';

/** Several PDF/DOCX/TXT files at once, each checked (10 MB, type) before one upload call per file. */
export function DocumentUpload() {
  const { t } = useTranslation('builder');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocuments();
  const busy = upload.isPending;

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const accepted: File[] = [];
    for (const file of files) {
      const problem = checkDocumentFile(file);
      if (problem)
        toast({ title: t('errors.fileError'), description: t(`errors.${problem}`), variant: 'destructive' });
      else accepted.push(file);
    }
    if (accepted.length === 0) return;
    upload.mutate(accepted, {
      onSuccess: ({ uploaded, failed }) => {
        const first = failed[0];
        if (first) {
          toast({
            title: t('errors.title'),
            description: serverMessage(first.error) ?? t('errors.uploadFailed'),
            variant: 'destructive',
          });
        } else {
          toast({
            title: t('success.fileSuccess'),
            description: t('success.fileSuccessText', { name: uploaded.join(', ') }),
            variant: 'success',
          });
        }
      },
      onError: () =>
        toast({ title: t('errors.title'), description: t('errors.readFailed'), variant: 'destructive' }),
    });
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="grid gap-2">
      <h3 id={`${inputId}-title`} className="font-semibold">
        {t('content.documentsTitle')}
      </h3>
      <p className="text-sm text-slate-600">{t('content.documentsText')}</p>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        onChange={onPick}
        disabled={busy}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        aria-disabled={busy}
        className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 p-4 text-sm font-medium text-slate-700 hover:border-brand-500 hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 aria-disabled:cursor-wait aria-disabled:opacity-60"
      >
        {busy ? (
          <Loader2 className="size-6 animate-spin" aria-hidden />
        ) : (
          <FileUp className="size-6" aria-hidden />
        )}
        {busy ? t('content.uploading') : t('content.chooseFiles')}
      </label>
    </section>
  );
}
