import { Check, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../ui/form-field.tsx';
import type { SettingsDraft } from '../api/bot-settings.ts';
import { COLOR_PRESETS, isPreset } from '../lib/settings-form.ts';

export interface SettingsFieldsProps {
  value: SettingsDraft;
  onChange: (patch: Partial<SettingsDraft>) => void;
  disabled?: boolean;
}

const inputClass =
  'min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:bg-slate-50 sm:text-sm';

/** Customize tab: name, welcome message and language of the bot. */
export function CustomizeFields({ value, onChange, disabled }: SettingsFieldsProps) {
  const { t } = useTranslation('builder');
  const langId = useId();
  const welcomeId = useId();
  return (
    <div className="grid gap-4">
      <FormField
        label={t('settings.botName')}
        value={value.botName}
        maxLength={80}
        onChange={(e) => onChange({ botName: e.target.value })}
        disabled={disabled}
      />
      <div className="grid gap-1.5">
        <label htmlFor={welcomeId} className="text-sm font-medium text-slate-800">
          {t('settings.welcomeMessage')}
        </label>
        <textarea
          id={welcomeId}
          rows={3}
          maxLength={1000}
          value={value.welcomeMessage}
          onChange={(e) => onChange({ welcomeMessage: e.target.value })}
          disabled={disabled}
          className={inputClass}
        />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={langId} className="text-sm font-medium text-slate-800">
          {t('settings.language')}
        </label>
        <select
          id={langId}
          value={value.language}
          onChange={(e) => onChange({ language: e.target.value === 'it' ? 'it' : 'en' })}
          disabled={disabled}
          className={inputClass}
        >
          <option value="en">{t('settings.languages.en')}</option>
          <option value="it">{t('settings.languages.it')}</option>
        </select>
      </div>
    </div>
  );
}

/** Content tab's free text: the company information, with the 'Content Added' indicator while non-empty. */
export function CompanyInfoField({ value, onChange, disabled }: SettingsFieldsProps) {
  const { t } = useTranslation('builder');
  const id = useId();
  const hintId = useId();
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="font-semibold">
          {t('settings.companyInfo')}
        </label>
        {value.companyInfo.trim() && (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700" role="status">
            <CircleCheck className="size-4" aria-hidden />
            {t('settings.contentAdded')}
          </span>
        )}
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {t('settings.companyInfoHint')}
      </p>
      <textarea
        id={id}
        aria-describedby={hintId}
        rows={6}
        maxLength={20000}
        value={value.companyInfo}
        onChange={(e) => onChange({ companyInfo: e.target.value })}
        disabled={disabled}
        className={inputClass}
      />
    </div>
  );
}

/** Appearance tab: colour presets or a custom colour, and the launcher's side. */
export function AppearanceFields({ value, onChange, disabled }: SettingsFieldsProps) {
  const { t } = useTranslation('builder');
  const customId = useId();
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-800">{t('settings.presets')}</legend>
        <div className="flex flex-wrap gap-3">
          {COLOR_PRESETS.map((color) => {
            const active = value.primaryColor.toLowerCase() === color;
            return (
              <button
                key={color}
                type="button"
                aria-pressed={active}
                aria-label={t('settings.preset', { color })}
                disabled={disabled}
                onClick={() => onChange({ primaryColor: color })}
                className="flex size-10 items-center justify-center rounded-full ring-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 aria-pressed:ring-2 aria-pressed:ring-slate-900"
                style={{ background: color }}
              >
                {active && <Check className="size-5 text-white" aria-hidden />}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="flex items-center gap-3">
        <label htmlFor={customId} className="text-sm font-medium text-slate-800">
          {t('settings.customColor')}
        </label>
        <input
          id={customId}
          type="color"
          value={value.primaryColor}
          onChange={(e) => onChange({ primaryColor: e.target.value })}
          disabled={disabled}
          className="h-10 w-14 cursor-pointer rounded border border-slate-300 bg-white p-1"
        />
        <code className={`text-xs ${isPreset(value.primaryColor) ? 'text-slate-400' : 'text-slate-700'}`}>
          {value.primaryColor}
        </code>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-800">{t('settings.position')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['right', 'left'] as const).map((position) => (
            <label key={position} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="position"
                value={position}
                checked={value.position === position}
                onChange={() => onChange({ position })}
                disabled={disabled}
                className="size-4 accent-brand-600"
              />
              {t(`settings.positions.${position}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
