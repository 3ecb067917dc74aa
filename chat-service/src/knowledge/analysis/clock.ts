import { monthWords } from './seasons.ts';
import { fold, wordsOf } from './words.ts';

/**
 * Times of day a visitor gives ('could someone come at 2am?', 'siete aperti alle 21?') and the spans of
 * time a page gives ('we don't do call-outs between 10pm and 7am', 'dalle 9:00 alle 13:00'): a span holding
 * the time says it, overnight ones included. Minutes from midnight.
 */

const HOUR = String.raw`(\d{1,2})(?:[:.](\d{2}))?`;
/** What may follow a number that is no time: a unit, a count, a month ('by 15 December', 'after 3 days'). */
const NOT_TIME = String.raw`(?![\d%€£$]|[.,:]\d|\s?[%€£$]|\s?(?:euros?|anni|years?|people|persone|km|kg|giorni|days?|notti|nights?|weeks?|settimane|months?|mesi|hours?|ore|minut\w*|${monthWords.join('|')})\b)`;
/**
 * A time with its half of the day ('2am', '9.30 pm'), with its minutes after a colon ('14:30'), or after a
 * word placing it ('at 9', 'alle 21', 'dalle 8.30').
 */
const ASKED = new RegExp(
  String.raw`\b${HOUR}\s?(am|pm)\b|\b(\d{1,2}):(\d{2})\b|\b(?:at|by|before|after|until|till|alle|all'|dalle|verso le|entro le|fino alle|ore)\s(?:ore\s)?${HOUR}\b${NOT_TIME}`,
  'g',
);
const NAMED: Record<string, number> = {
  midnight: 0,
  mezzanotte: 0,
  noon: 720,
  midday: 720,
  mezzogiorno: 720,
};

const minutesOf = (hour: number, minutes: number, half?: string): number | undefined => {
  if (minutes > 59) return undefined;
  if (half) {
    if (hour < 1 || hour > 12) return undefined;
    return ((hour % 12) + (half === 'pm' ? 12 : 0)) * 60 + minutes;
  }
  return hour > 24 ? undefined : (hour % 24) * 60 + minutes;
};

/** The times of day a question gives, each with the words of the question that write it. */
export function timesAsked(question: string): { words: string[]; minutes: number }[] {
  const folded = fold(question);
  const found: { words: string[]; minutes: number }[] = [];
  for (const m of folded.matchAll(ASKED)) {
    const minutes =
      m[3] !== undefined
        ? minutesOf(Number(m[1]), Number(m[2] ?? 0), m[3])
        : m[4] !== undefined
          ? minutesOf(Number(m[4]), Number(m[5]))
          : minutesOf(Number(m[6]), Number(m[7] ?? 0));
    // the words of the time itself, not 'alle' before it
    const words = wordsOf(m[0]).filter((w) => /\d/.test(w));
    if (minutes !== undefined && words.length > 0) found.push({ words, minutes });
  }
  for (const word of wordsOf(folded)) {
    const minutes = NAMED[word];
    if (minutes !== undefined) found.push({ words: [word], minutes });
  }
  return found;
}

/**
 * The parts of the day a visitor names ('la mattina', 'in the evening'), in minutes from midnight: a span of
 * times starting in one says it ('Dal lunedì al sabato: 8:00–11:00 e 17:00–19:00' for the morning and the
 * evening).
 */
const DAY_PARTS: readonly { words: RegExp; from: number; to: number }[] = [
  { words: /^(mattina|mattino|mattinata|morning|mornings)$/, from: 5 * 60, to: 12 * 60 },
  { words: /^(pomeriggio|pomeriggi|afternoon|afternoons)$/, from: 12 * 60, to: 18 * 60 },
  { words: /^(sera|sere|serata|evening|evenings)$/, from: 17 * 60, to: 24 * 60 },
];

/** The span of the day a folded word names ('mattina': 5:00 to 12:00), undefined for any other word. */
export function dayPartOf(word: string): readonly [number, number] | undefined {
  const part = DAY_PARTS.find((p) => p.words.test(word));
  return part && [part.from, part.to];
}

/**
 * Whether a text gives a span of times within a part of the day ('8:00–11:00' for the morning, not '8:00–13:00'),
 * or, for when a thing opens in it (`starting`), a span starting in it ('8:30–19:30').
 */
export function givesDayPart([from, to]: readonly [number, number], text: string, starting = false): boolean {
  return spansOf(text).some(
    ([start, end]) => start >= from && start < end && (starting ? start < to : end <= to),
  );
}

/** A time a page writes, with its half of the day when it gives one. */
const SIDE = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s?(am|pm)?`;
const SPAN = new RegExp(
  String.raw`(?:\b(?:from|between|dalle|tra le|fra le)\s)?(?<![€£$]\s?|[\d.,])\b${SIDE}\s?(?:-|–|—|to|until|till|and|alle|a|e le)\s?${SIDE}\b${NOT_TIME}`,
  'g',
);

/** A time of day in a text: '18:30', '7.30', '9am', 'ore 9'. */
const TIME_OF_DAY =
  /\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?(?:am|pm)\b|\b(?:ore|alle|dalle)\s\d{1,2}\b|\bnoon\b|\bmezzogiorno\b/;

/**
 * Whether a text says a thing of whole days, naming neither a time nor a part of the day ('No walk-ins on
 * Saturdays', 'La domenica siamo chiusi'): it holds in the morning, the afternoon and the evening alike.
 */
export function ofWholeDays(text: string): boolean {
  const folded = fold(text);
  return !TIME_OF_DAY.test(folded) && !wordsOf(folded).some((word) => dayPartOf(word) !== undefined);
}

/**
 * Whether a text gives a time of day, or a span of times holding it ('7am to 10pm' for 9pm, 'between 10pm
 * and 7am' for 2am). A span must read as times: a side with its minutes or its half of the day, or Italian
 * 'dalle … alle'; '10 to 20 people' is none.
 */
export function givesTime(minutes: number, text: string): boolean {
  return spansOf(text).some(([start, end]) =>
    start <= end ? start <= minutes && minutes <= end : minutes >= start || minutes <= end,
  );
}

/** The spans of times a text gives, each as its start and end in minutes from midnight. */
function spansOf(text: string): [number, number][] {
  const folded = fold(text);
  const spans: [number, number][] = [];
  for (const m of folded.matchAll(SPAN)) {
    const [, h1, m1, half1, h2, m2, half2] = m;
    const clock = half1 || half2 || m1 || m2 || /^\s?(dalle|tra le|fra le)/.test(m[0]);
    if (!clock) continue;
    // '1 to 5pm': the first side takes the second's half of the day when it gives none and fits before it
    const shared = half2 && Number(h1) <= Number(h2) ? half2 : undefined;
    const start = minutesOf(Number(h1), Number(m1 ?? 0), half1 ?? shared);
    const end = minutesOf(Number(h2), Number(m2 ?? 0), half2);
    if (start === undefined || end === undefined) continue;
    spans.push([start, end]);
  }
  return spans;
}
