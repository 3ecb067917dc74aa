import type { Language } from '@vela/contracts/public';

const locale = (language: Language) => (language === 'it' ? 'it-IT' : 'en-US');

/** A moment in the page's language ('Mar 2, 2026, 10:00 AM' / '2 mar 2026, 10:00'); the raw text when unreadable. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A calendar day (YYYY-MM-DD, UTC) as 'Mar 2' / '2 mar'. */
export function formatDay(day: string, language: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale(language), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A share 0…1 as a percentage in the page's language ('42%' / '42%'); undefined when there is none. */
export function formatPercent(share: number | null | undefined, language: Language): string | undefined {
  if (share === null || share === undefined || !Number.isFinite(share)) return undefined;
  return new Intl.NumberFormat(locale(language), { style: 'percent', maximumFractionDigits: 0 }).format(
    share,
  );
}

/** A count with the language's grouping ('1,234' / '1.234'). */
export const formatNumber = (value: number, language: Language) =>
  new Intl.NumberFormat(locale(language)).format(value);

/** The link of an address from the data: only http(s) ones become links; anything else stays text. */
export function safeHref(url: string | null | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  return ['http:', 'https:'].includes(new URL(url).protocol) ? url : undefined;
}
