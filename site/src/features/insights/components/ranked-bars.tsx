import type { ReactNode } from 'react';

export interface RankedItem {
  key: string;
  label: ReactNode;
  count: number;
  /** What the count reads as ('12 times', '40%'). */
  value: string;
}

/** A ranked list whose counts are drawn as bars beside their figures. */
export function RankedBars({ title, items, empty }: { title: string; items: RankedItem[]; empty: string }) {
  const top = Math.max(1, ...items.map((i) => i.count));
  const titleId = `ranked-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={titleId} className="font-semibold">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{empty}</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {items.map((item) => (
            <li key={item.key} className="grid gap-1 text-sm">
              <div className="flex items-start justify-between gap-3">
                <span className="min-w-0 break-words">{item.label}</span>
                <span className="shrink-0 font-medium tabular-nums text-slate-700">{item.value}</span>
              </div>
              <div className="h-2 rounded-full bg-slate-100" aria-hidden>
                <div
                  className="h-2 rounded-full bg-brand-500"
                  style={{ width: `${Math.max(2, (item.count / top) * 100)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
