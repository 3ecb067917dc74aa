import { boundedCache } from './bounded-cache.ts';
import { monthAsked, monthIndex, monthNames, monthWords } from './seasons.ts';
import { dayNames } from './weekdays.ts';
import { fold, wordsOf } from './words.ts';

/**
 * Public holidays, by their Italian and English names, with their date when it is fixed: 'Are you open on
 * Boxing Day?' is answered by 'We are closed on 25 and 26 December', which never names the holiday. Easter
 * moves, and pages name it; any of them is answered by what a page says of public holidays ('We do open on
 * bank holiday Mondays' for Easter Monday). Months count from 0 (January).
 */
const HOLIDAYS: readonly { names: RegExp; day?: number; month?: number; words: HolidayWords }[] = [
  { names: /\b(easter monday|pasquetta|lunedi dell'angelo)\b/, words: { it: ['pasquetta'], en: ['easter'] } },
  { names: /\b(easter(?! monday)( sunday| day)?|pasqua)\b/, words: { it: ['pasqua'], en: ['easter'] } },
  { names: /\b(good friday|venerdi santo)\b/, words: { it: [], en: [] } },
  {
    names: /\b(christmas eve|vigilia di natale)\b/,
    day: 24,
    month: 11,
    words: { it: ['vigilia'], en: ['eve'] },
  },
  {
    names: /\b(christmas(?! eve)( day)?|xmas|(?<!vigilia di )natale)\b/,
    day: 25,
    month: 11,
    words: { it: ['natale'], en: ['christmas'] },
  },
  {
    names: /\b(boxing day|st\.? stephen'?s day|santo stefano)\b/,
    day: 26,
    month: 11,
    words: { it: ['stefano'], en: ['boxing'] },
  },
  {
    names: /\b(new year'?s eve|san silvestro|vigilia di capodanno|ultimo (?:giorno )?dell'anno)\b/,
    day: 31,
    month: 11,
    words: { it: ['capodanno', 'silvestro'], en: ['eve'] },
  },
  {
    names: /\b(new year(?!'?s? eve)(?:'?s)?( day)?|(?<!vigilia di )capodanno)\b/,
    day: 1,
    month: 0,
    words: { it: ['capodanno'], en: [] },
  },
  {
    names: /\b(epiphany|epifania|befana)\b/,
    day: 6,
    month: 0,
    words: { it: ['epifania', 'befana'], en: ['epiphany'] },
  },
  {
    names: /\b(liberation day|festa della liberazione)\b/,
    day: 25,
    month: 3,
    words: { it: ['liberazione'], en: ['liberation'] },
  },
  {
    names: /\b(may day|labou?r day|festa dei lavoratori|primo maggio)\b/,
    day: 1,
    month: 4,
    words: { it: ['lavoratori'], en: [] },
  },
  {
    names: /\b(republic day|festa della repubblica)\b/,
    day: 2,
    month: 5,
    words: { it: ['repubblica'], en: ['republic'] },
  },
  {
    names: /\b(ferragosto|assumption day)\b/,
    day: 15,
    month: 7,
    words: { it: ['ferragosto'], en: ['assumption'] },
  },
  {
    names: /\b(all saints'? day|ognissanti|tutti i santi)\b/,
    day: 1,
    month: 10,
    words: { it: ['ognissanti'], en: ['saints'] },
  },
  {
    names: /\b(immacolata|immaculate conception)\b/,
    day: 8,
    month: 11,
    words: { it: ['immacolata'], en: ['immaculate'] },
  },
];

/**
 * The distinctive words each language names a holiday by ('capodanno' and 'silvestro' for New Year's Eve):
 * they find the pages naming it in the language the visitor did not ask in.
 */
export interface HolidayWords {
  it: readonly string[];
  en: readonly string[];
}

export interface HolidayDate {
  day: number;
  month: number;
}

/** A holiday asked about: its date when it is fixed, none for one that moves (Easter). */
export interface Holiday extends Partial<HolidayDate> {
  /** Its names in both languages, folded ('boxing day', 'santo stefano'), as a text names it. */
  names?: RegExp;
}

/** The holidays a question names, each with the folded words of its name and its names' words in each language. */
export function holidaysAsked(question: string): { words: string[]; date: Holiday; names: HolidayWords }[] {
  const folded = fold(question).replace(/[’]/g, "'");
  return HOLIDAYS.flatMap(({ names, day, month, words }) => {
    const match = names.exec(folded);
    return match
      ? [
          {
            words: match[0].split(/[\s']+/),
            date: day === undefined ? { names } : { day, month, names },
            names: words,
          },
        ]
      : [];
  });
}

/**
 * Whether a text names only holidays other than the one asked, or only other days of its month, whose date it
 * does not give: 'Thursday 31 December (New Year’s Eve)' says nothing of New Year's Day, though it shares its
 * words, nor 'Venerdì 25 e sabato 26 dicembre: chiuso' of Christmas Eve.
 */
export function namesAnotherHoliday(holiday: Holiday, text: string): boolean {
  const { day, month } = holiday;
  if (day === undefined || month === undefined || givesDate({ day, month }, text)) return false;
  const named = holidaysAsked(text);
  if (named.some((h) => h.date.day === day && h.date.month === month)) return false;
  return named.length > 0 || namesDate({ month }, fold(text).replace(/[’]/g, "'"));
}

/** A day of a month as a visitor writes it: '26', '26th', '1st'. */
const DAY_OF_MONTH = /^(\d{1,2})(?:st|nd|rd|th)?$/;
/** A month's first days said in words ('il primo gennaio', 'the first of May', 'January second'). */
const ORDINAL_DAYS = new Map([
  ['primo', 1],
  ['first', 1],
  ['second', 2],
  ['third', 3],
]);

/**
 * The dates a question gives, a day beside its month ('il 26 dicembre', 'on 26th December', 'December 26',
 * 'the 2nd of January'), each with the word of its day: a page gives it, or a span of days holding it
 * ('closed from Thursday 24 to Sunday 27 December'), as it gives a holiday's.
 */
export function datesAsked(question: string): { word: string; date: HolidayDate }[] {
  const words = wordsOf(question);
  return words.flatMap((word, i) => {
    const day = Number(DAY_OF_MONTH.exec(word)?.[1] ?? ORDINAL_DAYS.get(word) ?? 0);
    if (day < 1 || day > 31) return [];
    const after = /^(of|di)$/.test(words[i + 1] ?? '') ? words[i + 2] : words[i + 1];
    const [month] = monthAsked(after ?? '') ?? monthAsked(words[i - 1] ?? '') ?? [];
    return month === undefined ? [] : [{ word, date: { day, month } }];
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
 * Whether a text names a holiday's own day, by a name of the holiday or its date ('Giovedì 24 dicembre',
 * 'Christmas Eve'), not by a span of days holding it ('1 October – 31 March', 'dal 20 al 27 dicembre').
 */
export function namesHolidayItself({ day, month }: Holiday, text: string): boolean {
  if (day === undefined || month === undefined) return false;
  return (
    namesDate({ day, month }, fold(text).replace(/[’]/g, "'")) ||
    holidaysAsked(text).some((h) => h.date.day === day && h.date.month === month)
  );
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

/** A weekday's name a date may follow ('Thursday 24', 'giovedì 24'). */
const WEEKDAY = String.raw`(?:(?:${dayNames([0, 1, 2, 3, 4, 5, 6]).join('|')})\s+)?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th|°)?`;
const UNTIL = String.raw`\s*(?:-|–|to|until|till|a|al|all'|fino al)\s*`;
const ANY_MONTH = `(${monthWords.join('|')})`;

/** The end of a span of dates with its year ('… to Tuesday 6 January 2026', '– 27 dicembre 2025'). */
const SPAN_END = new RegExp(String.raw`${UNTIL}${WEEKDAY}${DAY}\s+${ANY_MONTH}\s+((?:19|20)\d{2})\b`, 'g');

/**
 * The days the spans of dates a text gives end on, with their year ('closed from Saturday 20 December 2025 to
 * Tuesday 6 January 2026' ends on 6 January 2026), at the end of the day.
 */
export function spanEnds(text: string): Date[] {
  return [...fold(text).matchAll(SPAN_END)].flatMap((m) => dayEnd(m[3], m[2], m[1]));
}

/** The end of a day a text gives by its year, month name and day, none when the month is no month's name. */
function dayEnd(year = '', month = '', day = ''): Date[] {
  const index = monthIndex(month);
  return index < 0 ? [] : [new Date(Date.UTC(Number(year), index, Number(day), 23, 59))];
}

/**
 * A deadline with its year: 'Offer ends 31 August 2026', 'valid until 31 October 2026', 'entro il 31 luglio 2026',
 * 'entro sabato 12 settembre 2026', '10% off sweeps booked before 31 March 2026'.
 */
const DEADLINE = new RegExp(
  String.raw`\b(?:ends?|ended|expires?|expired|until|till|before|prima del|valid (?:until|till|to)|by|scade|scadeva|(?:scadut|terminat|finit|conclus)[oa](?: il)?|fino al|entro(?: il)?|valid[oa] fino al)\s+(?:on\s+|the\s+)?${WEEKDAY}${DAY}\s+${ANY_MONTH}\s+((?:19|20)\d{2})\b`,
  'g',
);

/** The same without its year ('10% off all our gin until 31 October'), not followed by one. */
const YEARLESS_DEADLINE = new RegExp(
  String.raw`\b(?:ends?|ended|expires?|expired|until|till|before|prima del|valid (?:until|till|to)|scade|scadeva|scaduta|scaduto|fino al|entro(?: il)?|valid[oa] fino al)\s+(?:on\s+|the\s+)?${WEEKDAY}${DAY}\s+${ANY_MONTH}\b(?!\s+(?:19|20)\d{2})`,
  'g',
);
/** An offer a deadline may end: a discount, a code, a promotion. */
const OFFER = /\b(?:offers?|discount|off|codes?|promo\w*|sale|offert[ae]|sconto|sconti|codice|saldi)\b|%/;
/** How long ago a deadline without its year may have passed and still be this year's, in days. */
const YEARLESS_PAST_DAYS = 183;

/**
 * The deadlines a text gives, with their year ('Offer ends 31 August 2026'), at the end of their day; and, on
 * `today`, an offer's deadline without its year, this year's when that passed in the last six months (a home
 * page's 'until 31 October' seen in November), else the next.
 */
export function deadlinesIn(text: string, today?: Date): Date[] {
  const folded = fold(text);
  const dated = [...folded.matchAll(DEADLINE)].flatMap((m) => dayEnd(m[3], m[2], m[1]));
  if (!today || !OFFER.test(folded)) return dated;
  const year = today.getUTCFullYear();
  const yearless = [...folded.matchAll(YEARLESS_DEADLINE)].flatMap((m) =>
    dayEnd(String(year), m[2], m[1]).map((date) => {
      const ago = (today.getTime() - date.getTime()) / 86_400_000;
      return ago < 0 || ago <= YEARLESS_PAST_DAYS ? date : new Date(date.getTime() + 365 * 86_400_000);
    }),
  );
  return [...dated, ...yearless];
}

const DAY_FIRST = new RegExp(String.raw`\b${DAY}\s+${ANY_MONTH}\s+((?:19|20)\d{2})\b`, 'g');
const MONTH_FIRST = new RegExp(String.raw`\b${ANY_MONTH}\s+${DAY},?\s+((?:19|20)\d{2})\b`, 'g');

/** The days a text gives with their year ('10 November 2026', 'November 10, 2026'), at the end of the day. */
export function datedDays(text: string): Date[] {
  const folded = fold(text);
  return [
    ...[...folded.matchAll(DAY_FIRST)].flatMap((m) => dayEnd(m[3], m[2], m[1])),
    ...[...folded.matchAll(MONTH_FIRST)].flatMap((m) => dayEnd(m[3], m[1], m[2])),
  ];
}

/**
 * Whether a span of days holds a date: within its month ('dal 10 al 23 agosto', 'from Thursday 24 to Sunday
 * 27 December') or across months ('from 24 December to 1 January', 'dal 20 dicembre al 6 gennaio', 'from
 * Thursday 24 December 2026 to Sunday 3 January 2027').
 */
function spansDate({ day, month }: HolidayDate, folded: string): boolean {
  const names = monthNames([month]).join('|');
  const within = new RegExp(String.raw`\b${WEEKDAY}${DAY}${UNTIL}${WEEKDAY}${DAY}\s+(?:${names})\b`, 'g');
  if ([...folded.matchAll(within)].some((m) => Number(m[1]) <= day && day <= Number(m[2]))) return true;
  const across = new RegExp(
    String.raw`\b${WEEKDAY}${DAY}\s+${ANY_MONTH}(?:\s+(?:19|20)\d{2})?\b${UNTIL}${WEEKDAY}${DAY}\s+${ANY_MONTH}\b`,
    'g',
  );
  // Days counted from the first of January; a span ending in a month before its start runs into the new year.
  const at = (d: number, m: number) => m * 31 + d;
  const holds = (startDay: number, from: number, endDay: number, to: number) => {
    if (from < 0 || to < 0 || from > 11 || to > 11 || startDay > 31 || endDay > 31) return false;
    const start = at(startDay, from);
    let end = at(endDay, to);
    let date = at(day, month);
    if (end < start) {
      end += 12 * 31;
      if (date < start) date += 12 * 31;
    }
    return start <= date && date <= end;
  };
  return (
    [...folded.matchAll(across)].some((m) =>
      holds(Number(m[1]), monthIndex(m[2] ?? ''), Number(m[3]), monthIndex(m[4] ?? '')),
    ) ||
    // In figures, the day first ('31/7 – 28/8', a season's dates in a price table).
    [...folded.matchAll(NUMERIC_SPAN)].some((m) =>
      holds(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]) - 1),
    )
  );
}
const NUMERIC_SPAN =
  /\b(\d{1,2})\/(\d{1,2})(?:\/\d{2,4})?\s*(?:-|–|to|until|a|al|all')\s*(\d{1,2})\/(\d{1,2})\b/g;

/** Whether a text names the date, or with no day given any day of its month ('25 e 26 dicembre'). */
function namesDate({ day, month }: { day?: number; month: number }, folded: string): boolean {
  return datePatterns(`${day ?? ''}/${month}`, () => {
    const names = monthNames([month]).join('|');
    const which = day === undefined ? String.raw`\d{1,2}` : String(day);
    const listed = String.raw`(?:\s*(?:,|e|ed|and|&|-|–)\s*\d{1,2}(?:st|nd|rd|th|°)?\b)*`;
    return [
      new RegExp(String.raw`\b${which}(?:st|nd|rd|th|°)?\b${listed}\s+(?:${names})\b`),
      new RegExp(
        String.raw`\b(?:${names})\s+(?:\d{1,2}(?:st|nd|rd|th)?\s*(?:,|and|&|-|–)\s*)*${which}(?:st|nd|rd|th)?\b`,
      ),
      new RegExp(String.raw`\b0?${which}[/.]0?${month + 1}\b`),
    ];
  }).some((pattern) => pattern.test(folded));
}
/** The patterns of each date asked, built once: a page's every quote is read against them. */
const datePatterns = boundedCache<RegExp[]>(400);
