import { type CrawlReport, type CrawlSkipReason, crawlSkipReasons } from '@vela/contracts';

/** Pages left out for one reason, as the report lists them. */
export interface SkippedGroup {
  reason: CrawlSkipReason;
  count: number;
  urls: string[];
}

/** The report's listed skipped pages grouped by reason, in the contract's order, empty groups left out. */
export function skippedByReason(report: CrawlReport): SkippedGroup[] {
  const groups = new Map<CrawlSkipReason, string[]>();
  for (const { url, reason } of report.skipped) groups.set(reason, [...(groups.get(reason) ?? []), url]);
  return crawlSkipReasons
    .filter((reason) => groups.has(reason))
    .map((reason) => ({ reason, count: groups.get(reason)!.length, urls: groups.get(reason)! }));
}

/** Skipped pages the report counts but does not list (it lists at most 200). */
export const unlistedSkipped = (report: CrawlReport) =>
  Math.max(0, report.skippedCount - report.skipped.length);

/** Pages read per language, most first; `und` (not told) last. */
export function languagesRead(report: CrawlReport): { code: string; count: number }[] {
  return Object.entries(report.byLanguage)
    .filter(([, count]) => count > 0)
    .map(([code, count]) => ({ code, count }))
    .sort((a, b) => Number(a.code === 'und') - Number(b.code === 'und') || b.count - a.count);
}

/** A language code's name in the page's language ('it' → 'Italiano'), or undefined for one not told. */
export function languageName(code: string, displayLanguage: string): string | undefined {
  if (code === 'und') return undefined;
  try {
    const name = new Intl.DisplayNames([displayLanguage], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(displayLanguage) + name.slice(1) : code;
  } catch {
    return code;
  }
}

/** Only web addresses become links; anything else in a report is shown as text. */
export const isWebAddress = (url: string) => /^https?:\/\//i.test(url);
