/** The cockpit's inputs and selects: a 40px target, the site's focus ring, 16px text on phones (no zoom on focus). */
export const controlClass =
  'min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 aria-[invalid]:border-red-500 disabled:bg-slate-50 sm:text-sm';

export const labelClass = 'text-sm font-medium text-slate-800';

/** A link that looks like the secondary button (downloads, "open" links). */
export const linkButtonClass =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export const textLinkClass =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';
