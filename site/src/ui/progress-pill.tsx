import { CheckCircle2, Loader2, XCircle } from 'lucide-react';

/** A job's state as a pill: done (green, tick), failed (red, cross) or still going (spinning). */
export function ProgressPill({ state, label }: { state: 'done' | 'failed' | 'running'; label: string }) {
  const tone =
    state === 'done'
      ? 'bg-emerald-50 text-emerald-700'
      : state === 'failed'
        ? 'bg-red-50 text-red-700'
        : 'bg-brand-50 text-brand-700';
  const Icon = state === 'done' ? CheckCircle2 : state === 'failed' ? XCircle : Loader2;
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>
      <Icon className={`size-3.5 ${state === 'running' ? 'animate-spin' : ''}`} aria-hidden />
      {label}
    </span>
  );
}
