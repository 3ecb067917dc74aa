import type { Lead } from '@vela/contracts';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: quoted, quotes doubled, and a leading = + - @ neutralised so spreadsheets never run it. */
export function csvCell(value: string | null | undefined): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

const columns: [header: string, read: (lead: Lead) => string | null][] = [
  ['Date', (l) => l.createdAt],
  ['Source', (l) => l.source],
  ['Name', (l) => l.name],
  ['Email', (l) => l.email],
  ['Phone', (l) => l.phone],
  ['Website', (l) => l.website],
  ['Message', (l) => l.message],
  ['Language', (l) => l.language],
];

/** RFC 4180 CSV with a header row and CRLF line ends. */
export function leadsToCsv(leads: Lead[]): string {
  const lines = [columns.map(([header]) => csvCell(header)).join(',')];
  for (const lead of leads) lines.push(columns.map(([, read]) => csvCell(read(lead))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
