import { projectStatuses } from '@vela/contracts';
import { useTranslation } from 'react-i18next';

const tone: Record<string, string> = {
  completed: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  in_progress: 'bg-blue-50 text-blue-700 ring-blue-600/20',
  on_hold: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  reached: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  pending: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  high: 'bg-red-50 text-red-700 ring-red-600/20',
  medium: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  low: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

/** A coloured pill with a translated label; an unknown value shows as it came. */
export function Badge({ value, label }: { value: string; label?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tone[value] ?? 'bg-slate-100 text-slate-700 ring-slate-500/20'}`}
    >
      {label ?? value}
    </span>
  );
}

/** Project status: completed, in_progress, on_hold translated; anything else raw (spec part 2 §4). */
export function ProjectStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('common');
  const known = (projectStatuses as readonly string[]).includes(status);
  return <Badge value={status} label={known ? t(`projectStatus.${status}`) : status} />;
}
