import { datesAsked, holidaysAsked } from '../knowledge/analysis/holidays.ts';
import { monthsIn, monthWords } from '../knowledge/analysis/seasons.ts';
import { fold } from '../knowledge/analysis/words.ts';
import type { Quote } from './evidence.ts';

/**
 * Which days a question asks about and a quote holds for: the usual hours or a calendar day's, and the days
 * a section's first line gives its name.
 */

/** A question whether the place is open or closed ('posso venire domenica?' asks no rule of a day). */
export const OPEN_ASKED =
  /\b(open|opens|closed|close|aperti|aperto|aperta|aprite|chiusi|chiuso|chiusa|chiudete|venire|passare|come (?:by|in|on|over|round)|visit|orari\w*|hours)\b/i;
export const sectionKey = (quote: Quote) => `${quote.hit.source}\n${quote.path}`;

/**
 * The lines defining their own section's name ('Peak: Friday from 5pm, Saturday, Sunday and bank holidays.'
 * under the heading 'Peak'), by section: the section's other lines are of what the line says.
 */
export function sectionDefinitions(quotes: Quote[]): Map<string, string> {
  const definitions = new Map<string, string>();
  for (const quote of quotes) {
    const heading = fold(quote.heading.split(' › ').pop() ?? '').trim();
    if (heading && fold(quote.text).startsWith(`${heading}:`)) definitions.set(sectionKey(quote), quote.text);
  }
  return definitions;
}

/** Asking when, which a date answers ('quando riaprite?'), not the hours. */
const WHEN_ASKED = /\b(when|quando|what date|che data|which day|che giorno)\b/i;
/**
 * Whether a text gives one calendar day ('Giorno: Giovedì 31 dicembre', 'Thursday 24 December'), not the
 * day a rule starts or ends on ('Dal 1° aprile', 'until 6 January').
 */
const SPAN_START =
  /\b(dal|dall['’]|from|since|until|till|fino al|al|to|entro il|by|a partire dal|starting)\s+(?:\p{L}+\s+)?\d{1,2}\b/iu;
/** Two dates joined by a dash: a span ('1 November – 31 March'), no one day. */
const DATE_SPAN = new RegExp(
  String.raw`\b\d{1,2}(?:st|nd|rd|th|°)?(?:\s+\p{L}+)?\s*[–—-]\s*\d{1,2}(?:st|nd|rd|th|°)?\s+(?:${monthWords.join('|')})\b`,
  'iu',
);
export const ofOneDay = (text: string) =>
  datesAsked(text).length > 0 && !SPAN_START.test(text) && !DATE_SPAN.test(fold(text));
/** A question naming a holiday, a date or a month: it asks of a day, not how things usually are. */
export const namesADay = (question: string) =>
  holidaysAsked(question).length > 0 || datesAsked(question).length > 0 || monthsIn(question).size > 0;

/** A question of the hours naming no day, date, month or holiday: how things usually are. */
export const usualHoursAsked = (question: string) =>
  OPEN_ASKED.test(question) && !WHEN_ASKED.test(question) && !namesADay(question);
