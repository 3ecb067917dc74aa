import { MAX_CRAWL_PAGE_LIMIT, type RefreshSchedule } from '@vela/contracts';
import { Link2, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useImportUrl } from '../api/training-calls.ts';
import { checkImportUrl } from '../lib/training-input.validation.ts';
import { RefreshSelect } from './refresh-select.tsx';

/**
 * Imports one web page, or the whole site it belongs to, by URL, with how often to read it again:
 * urlEmpty / invalidUrl before any call, a busy state while it runs.
 */
export function UrlImport() {
  const { t } = useTranslation('builder');
  const wholeSiteId = useId();
  const scheduleId = useId();
  const [url, setUrl] = useState('');
  const [wholeSite, setWholeSite] = useState(false);
  const [refresh, setRefresh] = useState<RefreshSchedule>('off');
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
    importUrl.mutate(
      { url: checked.url, wholeSite, refresh },
      {
        onSuccess: () => {
          setUrl('');
          toast({
            title: wholeSite ? t('success.siteSuccess') : t('success.urlSuccess'),
            description: t(wholeSite ? 'success.siteSuccessText' : 'success.urlSuccessText', {
              url: checked.url,
            }),
            variant: 'success',
          });
        },
        onError: (error) =>
          toast({
            title: t('errors.title'),
            description: serverMessage(error) ?? t('errors.importFailed'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={t('content.urlTitle')}>
      <h3 className="font-semibold">{t('content.urlTitle')}</h3>
      <p className="text-sm text-slate-600">{t('content.urlText')}</p>
      <FormField
        label={t('content.urlLabel')}
        type="url"
        inputMode="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        placeholder={t('content.urlPlaceholder')}
        disabled={busy}
      />
      <div className="flex items-start gap-3">
        <input
          id={wholeSiteId}
          type="checkbox"
          checked={wholeSite}
          onChange={(e) => setWholeSite(e.target.checked)}
          disabled={busy}
          aria-describedby={`${wholeSiteId}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <div className="grid gap-0.5">
          <label htmlFor={wholeSiteId} className="text-sm font-medium text-slate-800">
            {t('freshness.wholeSite')}
          </label>
          <p id={`${wholeSiteId}-hint`} className="text-sm text-slate-600">
            {t('freshness.wholeSiteHint', { max: MAX_CRAWL_PAGE_LIMIT })}
          </p>
        </div>
      </div>
      <div className="grid gap-1.5 sm:max-w-xs">
        <label htmlFor={scheduleId} className="text-sm font-medium text-slate-800">
          {t('freshness.schedule')}
        </label>
        <RefreshSelect
          id={scheduleId}
          value={refresh}
          onChange={setRefresh}
          disabled={busy}
          aria-describedby={`${scheduleId}-hint`}
        />
        <p id={`${scheduleId}-hint`} className="text-sm text-slate-600">
          {t('freshness.scheduleHint')}
        </p>
      </div>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <Link2 className="size-4" aria-hidden />
        )}
        {busy ? t('content.importing') : t('content.import')}
      </Button>
    </form>
  );
}
