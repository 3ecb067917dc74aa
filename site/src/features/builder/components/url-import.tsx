import { Link2, Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useImportUrl } from '../api/training-calls.ts';
import { checkImportUrl } from '../lib/training-input.validation.ts';

/** Imports one web page by URL: urlEmpty / invalidUrl before any call, a busy state while it runs. */
export function UrlImport() {
  const { t } = useTranslation('builder');
  const [url, setUrl] = useState('');
  const importUrl = useImportUrl();
  const busy = importUrl.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkImportUrl(url);
    if (!checked.ok) {
      toast({
        title: t('errors.urlError'),
        description: t(`errors.${checked.problem}`),
        variant: 'destructive',
      });
      return;
    }
    importUrl.mutate(checked.url, {
      onSuccess: () => {
        setUrl('');
        toast({
          title: t('success.urlSuccess'),
          description: t('success.urlSuccessText', { url: checked.url }),
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: t('errors.title'),
          description: serverMessage(error) ?? t('errors.importFailed'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2" aria-label={t('content.urlTitle')}>
      <h3 className="font-semibold">{t('content.urlTitle')}</h3>
      <p className="text-sm text-slate-600">{t('content.urlText')}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <FormField
          className="flex-1"
          label={t('content.urlLabel')}
          type="url"
          inputMode="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder={t('content.urlPlaceholder')}
          disabled={busy}
        />
        <Button type="submit" disabled={busy}>
          {busy ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Link2 className="size-4" aria-hidden />
          )}
          {busy ? t('content.importing') : t('content.import')}
        </Button>
      </div>
    </form>
  );
}
