import { type RefreshSchedule, refreshSchedules } from '@vela/contracts';
import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export const selectClass =
  'min-h-10 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:bg-slate-50 sm:text-sm';

export interface RefreshSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  value: RefreshSchedule;
  onChange: (refresh: RefreshSchedule) => void;
}

/** How often a crawled source is read again: Off, Every day, Every week (the form's and each source's). */
export function RefreshSelect({ value, onChange, className = '', ...select }: RefreshSelectProps) {
  const { t } = useTranslation('builder');
  return (
    <select
      value={value}
      onChange={(e) => onChange(e.target.value as RefreshSchedule)}
      className={`${selectClass} ${className}`}
      {...select}
    >
      {refreshSchedules.map((schedule) => (
        <option key={schedule} value={schedule}>
          {t(`freshness.schedules.${schedule}`)}
        </option>
      ))}
    </select>
  );
}
