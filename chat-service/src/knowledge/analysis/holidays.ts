import { monthNames } from './seasons.ts';
import { fold } from './words.ts';

/**
 * Public holidays, by their Italian and English names, with their date when it is fixed: 'Are you open on
 * Boxing Day?' is answered by 'We are closed on 25 and 26 December', which never names the holiday. Easter
 * moves, and pages name it; any of them is answered by what a page says of public holidays ('We do open on
 * bank holiday Mondays' for Easter Monday). Months count from 0 (January).
 */
const HOLIDAYS: readonly { names: RegExp; day?: number; month?: number }[] = [
  { names: /\b(easter monday|pasquetta|lunedi dell'angelo)\b/ },
  { names: /\b(easter(?! monday)( sunday| day)?|pasqua)\b/ },
  { names: /\b(good friday|venerdi santo)\b/ },
  { names: /\b(christmas eve|vigilia di natale)\b/, day: 24, month: 11 },
  { names: /\b(christmas(?! eve)( day)?|xmas|natale)\b/, day: 25, month: 11 },
  { names: /\b(boxing day|st\.? stephen'?s day|santo stefano)\b/, day: 26, month: 11 },
  { names: /\b(new year'?s eve|san silvestro|vigilia di capodanno)\b/, day: 31, month: 11 },
  { names: /\b(new year'?s( day)?(?! eve)|capodanno)\b/, day: 1, month: 0 },
  { names: /\b(epiphany|epifania|befana)\b/, day: 6, month: 0 },
  { names: /\b(liberation day|festa della liberazione)\b/, day: 25, month: 3 },
  { names: /\b(may day|labou?r day|festa dei lavoratori|primo maggio)\b/, day: 1, month: 4 },
  { names: /\b(republic day|festa della repubblica)\b/, day: 2, month: 5 },
  { names: /\b(ferragosto|assumption day)\b/, day: 15, month: 7 },
  { names: /\b(all saints'? day|ognissanti|tutti i santi)\b/, day: 1, month: 10 },
  { names: /\b(immacolata|immaculate conception)\b/, day: 8, month: 11 },
];

export interface HolidayDate {
  day: number;
  month: number;
}

/** A holiday asked about: its date when it is fixed, none for one that moves (Easter). */
export type Holiday = Partial<HolidayDate>;

/** The holidays a question names, each with the folded words of its name. */
export function holidaysAsked(question: string): { words: string[]; date: Holiday }[] {
  const folded = fold(question).replace(/[’]/g, "'");
  return HOLIDAYS.flatMap(({ names, day, month }) => {
    const match = names.exec(folded);
    return match ? [{ words: match[0].split(/[\s']+/), date: day === undefined ? {} : { day, month } }] : [];
  });
}

/**
 * What pages call public holidays as a kind of day ('bank holiday Mondays', 'public holidays', 'domenica e
 * festivi', 'giorno festivo'); 'holidays' alone is as often a closure for the staff's ('closed for holidays').
 */
const PUBLIC_HOLIDAYS = /\b((bank|public|national|statutory) holidays?|festiv[io])\b/;

/**
 * Whether a text says a holiday: its date when fixed (a page giving dates gives the one asked, or leaves it
 * out), what it says of public holidays for one that moves.
 */
export function saysHoliday(holiday: Holiday, text: string): boolean {
  const { day, month } = holiday;
  if (day === undefined || month === undefined) return PUBLIC_HOLIDAYS.test(fold(text));
  return givesDate({ day, month }, text);
}

/**
 * Whether a text gives a holiday's date: its day before its month ('26 December', '25 e 26 dicembre'), after it
 * ('December 26') or in figures ('26/12'), or a span of days of its month holding it ('dal 10 al 23 agosto',
 * '10–23 August').
 */
export function givesDate(date: HolidayDate, text: string): boolean {
  const folded = fold(text).replace(/[’]/g, "'");
  return namesDate(date, folded) || spansDate(date, folded);
}

function spansDate({ day, month }: HolidayDate, folded: string): boolean {
  const names = monthNames([month]).join('|');
  const span = new RegExp(
    String.raw`\b(\d{1,2})(?:st|nd|rd|th|°)?\s*(?:-|–|to|until|till|al|all'|fino al)\s*(\d{1,2})(?:st|nd|rd|th)?\s+(?:${names})\b`,
    'g',
  );
  return [...folded.matchAll(span)].some((m) => Number(m[1]) <= day && day <= Number(m[2]));
}

function namesDate({ day, month }: HolidayDate, folded: string): boolean {
  const names = monthNames([month]).join('|');
  const listed = String.raw`(?:\s*(?:,|e|ed|and|&|-|–)\s*\d{1,2}(?:st|nd|rd|th|°)?\b)*`;
  const before = new RegExp(String.raw`\b${day}(?:st|nd|rd|th|°)?\b${listed}\s+(?:${names})\b`);
  const after = new RegExp(
    String.raw`\b(?:${names})\s+(?:\d{1,2}(?:st|nd|rd|th)?\s*(?:,|and|&|-|–)\s*)*${day}(?:st|nd|rd|th)?\b`,
  );
  const figures = new RegExp(String.raw`\b0?${day}[/.]0?${month + 1}\b`);
  return before.test(folded) || after.test(folded) || figures.test(folded);
}
