import { botSettingsInputSchema, DEFAULT_RETENTION_DAYS, retentionChoices } from '@vela/contracts';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaErrors } from '../../../lib/use-schema-errors.ts';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import type { SettingsFieldsProps } from './settings-fields.tsx';

const inputClass =
  'min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:bg-slate-50 sm:text-sm';

const webhookSchema = botSettingsInputSchema.pick({ webhookUrl: true });

/** Privacy & leads tab: how long conversations are kept, and where each lead from the chat is posted. */
export function PrivacyFields({ value, onChange, disabled }: SettingsFieldsProps) {
  const { t } = useTranslation('builder');
  const retentionId = useId();
  const retentionHintId = useId();
  const secretId = useId();
  const secretHintId = useId();
  const webhook = useSchemaErrors(webhookSchema);
  const retention = value.retentionDays ?? DEFAULT_RETENTION_DAYS;
  return (
    <div className="grid gap-8">
      <section aria-labelledby={`${retentionId}-title`} className="grid gap-3">
        <h3 id={`${retentionId}-title`} className="flex items-center gap-2 font-semibold">
          <ShieldCheck className="size-5 text-brand-600" aria-hidden />
          {t('privacy.retentionTitle')}
        </h3>
        <div className="grid gap-1.5 sm:max-w-xs">
          <label htmlFor={retentionId} className="text-sm font-medium text-slate-800">
            {t('privacy.retention')}
          </label>
          <select
            id={retentionId}
            aria-describedby={retentionHintId}
            value={retention}
            onChange={(e) => onChange({ retentionDays: Number(e.target.value) })}
            disabled={disabled}
            className={inputClass}
          >
            {retentionChoices.map((days) => (
              <option key={days} value={days}>
                {days === DEFAULT_RETENTION_DAYS
                  ? t('privacy.daysDefault', { count: days })
                  : t('privacy.days', { count: days })}
              </option>
            ))}
          </select>
        </div>
        <p
          id={retentionHintId}
          className="rounded-md bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200"
        >
          {t('privacy.statement')}
        </p>
      </section>

      <section aria-labelledby={`${secretId}-title`} className="grid gap-3">
        <h3 id={`${secretId}-title`} className="font-semibold">
          {t('privacy.webhookTitle')}
        </h3>
        <p className="text-sm text-slate-600">{t('privacy.webhookText')}</p>
        <FormField
          label={t('privacy.webhookUrl')}
          hint={t('privacy.optional')}
          type="url"
          inputMode="url"
          placeholder="https://example.com/hooks/vela"
          value={value.webhookUrl ?? ''}
          maxLength={2000}
          error={webhook.errors.webhookUrl}
          onChange={(e) => {
            onChange({ webhookUrl: e.target.value });
            webhook.clear('webhookUrl');
          }}
          onBlur={() => webhook.validate({ webhookUrl: value.webhookUrl ?? '' })}
          disabled={disabled}
        />
        <div className="grid gap-1.5">
          <label htmlFor={secretId} className="text-sm font-medium text-slate-800">
            {t('privacy.secret')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={secretId}
              readOnly
              aria-describedby={secretHintId}
              value={value.webhookSecret ?? ''}
              onFocus={(e) => e.target.select()}
              className={`${inputClass} min-w-0 flex-1 font-mono`}
            />
            <CopyButton
              text={value.webhookSecret ?? ''}
              disabled={!value.webhookSecret}
              labels={{
                copy: t('privacy.copySecret'),
                copied: t('embed.copied'),
                toastTitle: t('privacy.secretCopied'),
                toastText: t('privacy.secretCopiedText'),
                failed: t('privacy.copyFailed'),
              }}
            />
          </div>
          <p id={secretHintId} className="text-sm text-slate-600">
            {t('privacy.signatureBefore')}{' '}
            <code className="rounded bg-slate-100 px-1 py-0.5 text-xs break-all">
              X-Vela-Signature: sha256=&lt;HMAC-SHA256&gt;
            </code>{' '}
            {t('privacy.signatureAfter')}
          </p>
        </div>
      </section>
    </div>
  );
}
