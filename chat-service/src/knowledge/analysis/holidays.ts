import { monthNames } from './seasons.ts';
import { fold } from './words.ts';

/**
 * Holidays on a fixed date, by their Italian and English names: 'Are you open on Boxing Day?' is answered
 * by 'We are closed on 25 and 26 December', which never names the holiday. Easter moves, and pages name it.
 * Months count from 0 (January).
 */
const HOLIDAYS: readonly { names: RegExp; day: number; month: number }[] = [
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

/** The holidays a question names, each with the folded words of its name. */
export function holidaysAsked(question: string): { words: string[]; date: HolidayDate }[] {
  const folded = fold(question).replace(/[’]/g, "'");
  return HOLIDAYS.flatMap(({ names, day, month }) => {
    const match = names.exec(folded);
    return match ? [{ words: match[0].split(/[\s']+/), date: { day, month } }] : [];
  });
}

/**
 * Whether a text gives a holiday's date: its day before its month ('26 December', '25 e 26 dicembre'), after it
 * ('December 26') or in figures ('26/12').
 */
export function givesDate({ day, month }: HolidayDate, text: string): boolean {
  const folded = fold(text);
  const names = monthNames([month]).join('|');
  const listed = String.raw`(?:\s*(?:,|e|ed|and|&|-|–)\s*\d{1,2}(?:st|nd|rd|th|°)?\b)*`;
  const before = new RegExp(String.raw`\b${day}(?:st|nd|rd|th|°)?\b${listed}\s+(?:${names})\b`);
  const after = new RegExp(
    String.raw`\b(?:${names})\s+(?:\d{1,2}(?:st|nd|rd|th)?\s*(?:,|and|&|-|–)\s*)*${day}(?:st|nd|rd|th)?\b`,
  );
  const figures = new RegExp(String.raw`\b0?${day}[/.]0?${month + 1}\b`);
  return before.test(folded) || after.test(folded) || figures.test(folded);
}
