import type { ReactNode } from 'react';

/** The dashed panel a list shows when it has nothing to show. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
      {children}
    </p>
  );
}
