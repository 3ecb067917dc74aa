import { datesAsked, holidaysAsked } from '../knowledge/analysis/holidays.ts';
import { coversNumber } from '../knowledge/analysis/numbers.ts';
import { monthNames, monthsIn, monthWords } from '../knowledge/analysis/seasons.ts';
import { stem, stemLanguages, stopwords } from '../knowledge/analysis/stems.ts';
import { namedDaysIn } from '../knowledge/analysis/weekdays.ts';
import { fold, wordsOf } from '../knowledge/analysis/words.ts';

/** A day's hours that are none, given as a value ('Office: Closed', '25 dicembre: chiuso'). */
const CLOSED = /:\s*(closed|shut|chius[oaie])\b/i;

/**
 * What kind of answer a question wants, how a text that holds one looks, and words that find the
 * page holding it: 'How much is the focaccia?' wants a price, so 'Prezzo: 2,80 € a trancio.' answers
 * it without repeating a word of it.
 */
interface Cue {
  asks: RegExp;
  /** Words of the question that ask for this kind of answer ('costa', 'telefono'): a value answers them. */
  words: RegExp;
  looksLike: RegExp;
  hints: string;
  /**
   * A stricter form for this question, when it names what the value is of: a text matching it answers
   * fully, one matching only `looksLike` half ('nove camere' for 'quante camere', not 'Ospiti: 2').
   */
  closer?: (question: string) => RegExp | undefined;
  /** What of the question itself is no answer to it: 'in January' does not say when, asked about January. */
  asked?: (question: string) => RegExp | undefined;
  /**
   * What in a text looks like the answer and is not: a sum above which a thing is free is no price of it,
   * unless the visitor asks about it being free ('how much do I spend to get free delivery?').
   */
  unlike?: (question: string) => RegExp | undefined;
  /** Whether it asks how to reach the business (its address, phone, email): the contact page says it first. */
  reach?: boolean;
  /**
   * What a text must hold to answer the question, when only a value answers it: no sentence tells how deep
   * or how warm without a figure and its unit, nor how much a thing costs without a price (or 'free'),
   * however many of the question's words it repeats.
   */
  required?: (question: string) => RegExp | undefined;
  /** The word of the question naming what is counted ('people' in 'how many people…'): a count of it says it. */
  counted?: (question: string) => string | undefined;
  /** Another form the value takes, asked so: a deposit or a discount is as often a share ('20%') as a sum. */
  alsoLike?: (question: string) => RegExp | undefined;
  /** A figure the question gives that a text answers by a range holding it ('a 6 year old': 'Child 3 to 11'). */
  holds?: (question: string) => ((text: string) => boolean) | undefined;
  /** It asks who: a person's name answers. */
  person?: boolean;
}

/**
 * Whether a range of two small numbers without a unit holds `n` ('Child 3 to 11', 'Bambini 4-12'), read only
 * where an age is asked; not a date's day and month ('26/03–21/05') nor a time ('9 to 5pm', '10–12:30').
 */
function inBareRange(n: number, text: string): boolean {
  const ranges = text.matchAll(/(?<![\d/.:])(\d{1,2}) ?(?:to|a|-|–) ?(\d{1,2})(?!\d|[/.:]\d| ?[ap]\.?m\b)/gi);
  return [...ranges].some(
    ([, low, high]) => Number(low) < Number(high) && n >= Number(low) && n <= Number(high),
  );
}

/** The age a question gives: 'a 6 year old', 'my 9-year-old', 'mio figlio di 9 anni', 'aged 12'. */
const AGE_GIVEN = /\b(\d{1,2})[- ]?(?:years?[- ]?olds?|anni)\b|\baged? (\d{1,2})\b/i;

/** Not a day of a month: 'from 9' is a time, 'from 7 January' or 'by 2027' a date. */
const NO_DATE = `(?!\\d|st\\b|nd\\b|rd\\b|th\\b|\\s+(?:${monthWords.join('|')})\\b)`;

/** A question asking how long a thing lasts, not how far ahead ('How long does an MOT take?', 'quanto dura?'). */
const LASTS =
  /\b(how long (does|do|will|would|is|are|did)\b.*\b(take|takes|last|lasts|run|runs)\b|how long is (the|a|an|each|one)\b|quanto (tempo )?(ci vuole|ci si mette|dura|durano)|durata)\b/i;
/** A count written as a word: 'three weeks', 'tre giorni', 'a week', 'una settimana'. */
const COUNT =
  '(?:\\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|' +
  "un[oa'’]?|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|quindici|venti|trenta|quaranta)";

/**
 * Years as a length of time: a guarantee's or a contract's ('10 years’ guarantee', 'a 5-year warranty', 'for
 * 2 years', 'valido un anno'), not an age ('up to 10 years', '10 years old', 'bambini fino a 12 anni').
 */
const YEARS_N = '(?:\\d+|an?|one|two|three|five|ten|un[oa]?|due|tre|cinque|dieci)';
const YEARS_LONG = [
  `\\b${YEARS_N} years?['’]`,
  `(?<!\\b(?:up to|under|over|aged?|ages|from)\\s+)\\b${YEARS_N}(?:[ -]years? (?:guarantee|warranty|contract|membership|plan)\\b|-years?\\b(?![- ]olds?\\b))`,
  `\\b${YEARS_N} ann[oi] di garanzia\\b|\\bgaranzia (?:di )?${YEARS_N} ann[oi]\\b`,
  `\\b(?:for|per) ${YEARS_N} (?:years?|ann[oi])\\b(?! old)`,
].join('|');

/** A count of things, without the articles 'a' and 'un' that COUNT also takes for one. */
const NUMBER =
  '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|' +
  'due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|quindici|venti|trenta|quaranta|cinquanta|cento)';

/**
 * A length of time ('5 working days'): 'a week' is one, unless it counts things by it ('20 lessons a week',
 * 'tre volte a settimana') or is counted by another ('24 hours a day', '7 days a week', '24 ore su 24': when,
 * not how long).
 */
const DURATION = `\\b(?<!\\b${NUMBER}\\s+\\p{L}{3,}\\s+)${COUNT} ?(?:(?:working|business|clear|calendar)\\s+)?(minut\\w*|mins?\\b|or[ae]\\b|hours?|hrs?\\b|giorn[oi]|days?|settiman[ae]|weeks?|mes[ei]|months?)(?!\\p{L}|\\s+(?:a|an|per|al|alla|every|each|ogni|su)\\s+(?:day|giorno|week|settimana|24)\\b)|\\b(mezz['’]?ora|half an hour)\\b|${YEARS_LONG}`;
/** A length of time that is no lead time ('about 45 minutes', not 'a month before it is due'). */
const LEAD =
  '(?:before|after|prior|ahead|earlier|in advance|ago|prima|dopo|fa|in anticipo|di anticipo|di preavviso)\\b';
/** A question opening on when, or asking until or by when, anywhere ('entro quando devo prenotare?'). */
const ASKS_WHEN =
  /^\W*(?:(?:and|but|so|e|ma|allora)\s+)?(?:(?:fino|until|till|by|from|entro|da|dal)\s+(?:a\s+)?)?(?:when|quando)\b|\b(?:fino a|until|till|by|entro|da) (?:when|quando)\b/i;
/** A time before or after another ('48 ore prima', 'three days in advance'): when, counted from it. */
const LEAD_TIME = `(?:${DURATION})\\s+${LEAD}`;
const LEAD_TIME_SAID = new RegExp(LEAD_TIME, 'iu');
const SPELL = new RegExp(
  `(?:${DURATION})(?![\\p{L}\\d])(?!\\)?\\s+${LEAD}|\\s+\\([^)]*\\)\\s+${LEAD})`,
  'iu',
);

/** The word naming what a question counts: 'people' in 'How many people can the barn seat?'. */
const countedIn = (question: string) =>
  /\b(?:how many|quant[ie]|number of|numero di)\s+(\p{L}{3,})/iu.exec(fold(question))?.[1];

/**
 * 'How many rooms…', 'quanti posti…', 'the number of guests': a count right before the thing counted or
 * another thing the question names (its stems, two words between at most: 'six lanes', '120 spaces', 'nove
 * camere e un appartamento', '40 seated' for 'how many people can the barn seat?').
 */
/**
 * The word after 'in', 'per' or 'nel' ('in one gianduiotto', 'per camera'): what holds the things counted;
 * after 'to', 'at' or 'ai', where they are ('quanti gradini per salire ai telai').
 */
const HOLDER =
  /\b(?:in|inside|per|nel|nella|nello|nei|nelle|in ogni|in each|to|at|a|ai|al|alla|alle|allo|agli|all)\s+(?:(?:a|an|one|the|each|every|un|una|uno|un'|il|lo|la|ogni)\s+)?(\p{L}+)/gu;

function countOf(question: string): RegExp | undefined {
  const counted = countedIn(question);
  if (!counted) return undefined;
  // What holds the things counted is not counted ('how many calories in one gianduiotto?': 25 gianduiotti
  // are no calories).
  const holders = new Set([...fold(question).matchAll(HOLDER)].map((m) => m[1] ?? ''));
  const named = wordsOf(question).filter(
    (w) =>
      w.length > 3 && !stopwords.has(w) && !holders.has(w) && !/^(many|quant[ie]|number|numero)$/.test(w),
  );
  const stems = new Set(
    [counted, ...named].flatMap((word) => stemLanguages.map((language) => stem(word, language))),
  );
  const things = [...stems].join('|');
  const label = stemLanguages.map((language) => stem(counted, language)).join('|');
  // A price is no count ('€ 7 per alunno'); a label counts the thing it names ('Alunni: da 15 a 50').
  return new RegExp(
    `(?<![€£$]\\s?)\\b${NUMBER}\\s+(?:[\\p{L}'’-]+\\s+){0,2}?(?:${things})|\\b(?:${label})\\p{L}*:\\s*(?:\\p{L}+\\s+){0,2}?\\d`,
    'iu',
  );
}

/**
 * The dimension a measuring question asks ('how deep', 'quanto è profonda') and the words a page gives it
 * with, in either language: '2 metres deep' answers it, '25 metres long' only looks like an answer.
 */
const DIMENSIONS: [RegExp, string][] = [
  [/\b(deep|depth|profond\w*)/i, 'deep|depth|profond\\w*'],
  [/\b(how long (is|are) (the|a|your)|quanto (è|e) lung|length|lunghezza)/i, 'long|length|lung\\w*'],
  [/\b(wide|width|larg\w*)/i, 'wide|width|larg\\w*'],
  [/\b(high|tall|height|alt[oaie]|altezza)\b/i, 'high|tall|height|alt[oaie]|altezza'],
  [/\b(heavy|heaviest|weigh\w*|pesa|peso)/i, 'heavy|weigh\\w*|pes[ao]|kg|chil[oi]|kilos?'],
  [/\b(warm|hot|cold|temperat\w*|gradi)/i, 'warm|temperat\\w*|°|º|gradi|degrees?'],
];
function dimensionOf(question: string): RegExp | undefined {
  const words = DIMENSIONS.find(([asked]) => asked.test(question))?.[1];
  if (!words) return undefined;
  const figure = '\\d+(?:[.,]\\d+)?';
  return new RegExp(
    `(?:${words})\\W+(?:\\S+\\s+){0,3}?${figure}|${figure}\\s?(?:\\S+\\s+){0,3}?(?:${words})`,
    'i',
  );
}

/**
 * A postcode: an Italian CAP ('26100'; five figures in a phone number, '01423 561 294', are none) or a British
 * one ('DL8 4QT').
 */
const POSTCODE = /(?<!\d[\s./-]?)\b\d{5}\b(?![\s./-]?\d)|\b[A-Z]{1,2}\d{1,2}[A-Z]? ?\d[A-Z]{2}\b/u;
/**
 * A street, a postcode, or a line labelled with the place ('Where: Studio 1'). An English street is named
 * before its kind ('Princes Wharf', '12 Mill Lane'): 'Street Photography Walks' is no address.
 */
const ADDRESS = new RegExp(
  String.raw`\b([Vv]ia|[Vv]iale|[Pp]iazza|[Pp]iazzale|[Cc]orso|[Ll]ocalità|[Ll]oc\.|[Ss]trada|[Vv]icolo|[Ll]argo|[Ll]ungolago|[Ll]ungomare|[Ll]ungarno|[Ll]ungofiume|[Cc]ontrada|[Ff]razione|[Ss]alita|[Cc]alle|[Ff]ondamenta|[Tt]raversa|[Cc]irconvallazione)\s+((di|del|dello|della|dei|degli|delle|dell['’]|d['’]|san|santa)\s*)?\p{Lu}|${POSTCODE.source}|(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}'’]+|\d{1,4}[a-z]?)\s+(?:[Ss]treet|[Rr]oad|[Aa]venue|[Ll]ane|St\.|Rd\.|Square|Quay|Wharf|Terrace|Crescent|Parade|Promenade)(?![\p{L}\p{N}])|\b(Where|Dove|Luogo|Location|Venue|Place|Sede|WHERE|DOVE)\s*:`,
  'u',
);
/**
 * A postal address: a street with its number ('Via del Ponte Vecchio 3', '12 Mill Lane') or a postcode. A
 * street named in passing ('ingresso da Vicolo dei Mulini') says where, not the address.
 */
const POSTAL = new RegExp(
  String.raw`\b([Vv]ia|[Vv]iale|[Pp]iazza|[Pp]iazzale|[Cc]orso|[Ll]ocalità|[Ll]oc\.|[Ss]trada|[Vv]icolo|[Ll]argo|[Ll]ungolago|[Ll]ungomare|[Ll]ungarno|[Cc]ontrada|[Ff]razione|[Ss]alita|[Cc]alle|[Tt]raversa)\s[^\n,;()]{1,40}?\s\d{1,4}[a-zA-Z]?\b|${POSTCODE.source}|\b\d{1,4}[a-z]?,?\s+(\p{Lu}[\p{L}'’]+\s+){1,3}(Street|Road|Avenue|Lane|Square|Quay|Terrace|Crescent|Parade|Promenade|Way|Row)\b`,
  'u',
);
/** A day of every month: 'entro il 10 di ogni mese', 'giorno 5', 'by the 5th of each month'. */
const DAY_OF_MONTH =
  /\b\d{1,2}(?:st|nd|rd|th|°)?\s+(?:di ogni mese|del mese|of (?:each|every|the) month)\b|\b(?:entro il|by the|il giorno|giorno)\s+\d{1,2}(?:st|nd|rd|th|°)?(?![\d:%]|[.,]\d)/i;
/** Where inside or around a place: 'next to the sports hall', 'accanto al parcheggio'. */
const NEARBY =
  /\b([Nn]ext to|[Bb]eside|[Nn]ear|[Oo]pposite|[Bb]ehind|[Ii]n front of|[Oo]utside (the|our)|[Uu]pstairs|[Dd]ownstairs|on the (ground|first|second|top) floor|[Aa]ccanto|[Vv]icino|[Dd]i fronte|[Dd]ietro|[Dd]avanti|al (primo|secondo) piano|al piano terra)\b/u;

const MONTH_NAMES =
  '(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|january|february|march|april|may|june|july|august|september|october|november|december)';
const WEEKDAY_NAMES =
  '\\b(luned|marted|mercoled|gioved|venerd|sabato|domenica|monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
/** A weekday named ('il martedì', 'Tuesday'). */
const WEEKDAY = new RegExp(WEEKDAY_NAMES, 'i');
/** Whether a text names a weekday, in full or in a list of abbreviations ('Days: Tue · Thu · Sat'). */
const namesWeekday = (text: string) => namedDaysIn(text).size > 0;
const SLASHED_DATE = '\\b\\d{1,2}\\/\\d{1,2}\\b';
const YEAR_OF = '\\b(in|nel|dal|since|from|around|circa|intorno al) (1\\d|20)\\d\\d\\b';
/** A season with its year ('spring 2027', 'autunno del 2027'): when, as nearly as a month with its year. */
const SEASON_OF =
  "\\b(spring|summer|autumn|fall|winter|primavera|estate|autunno|inverno)\\s+(?:of\\s+|del(?:l['’])?\\s*)?(?:19|20)\\d\\d\\b";
const MONTH_ASKED = /\b(which month|what month|che mese|quale mese|quali mesi|which months|what months)\b/i;
const capitalised = (names: string) => names.replace(/(?<=[(|])\p{L}/gu, (c) => c.toUpperCase());
/**
 * A person named: by a title ('Dr Ferraro', 'Dott.ssa Rossi', 'Mrs Hartley'), or by a first name and a
 * surname inside a sentence ('L’hanno fondato Matteo Bergonzi'), never a day's or a month's name.
 */
const PERSON = new RegExp(
  String.raw`\b(?:Dr|Dott|Dott\.ssa|Mr|Mrs|Ms|Miss|Sig|Sig\.ra|Prof|Avv|Ing|Arch)\.?\s+\p{Lu}\p{Ll}+|(?<=[\p{Ll},:;]\s+)(?!${capitalised(MONTH_NAMES)}\b)(?!${capitalised(WEEKDAY_NAMES)})\p{Lu}\p{Ll}{2,}\s+\p{Lu}\p{Ll}{2,}`,
  'u',
);

/** A date or a day, not only a time of day. */
const WHEN_DATE = new RegExp(
  `\\b${MONTH_NAMES}\\b|${WEEKDAY_NAMES}|${SLASHED_DATE}|${YEAR_OF}|${SEASON_OF}`,
  'i',
);
/**
 * A day, not only its month: a month with its day or its year ('dal 7 al 21 gennaio', 'December 12',
 * 'gennaio 2027'), a weekday, a date in figures, a time before or after another. 'La chiusura di gennaio' says less of when than the days do.
 */
const WHEN_DAY = new RegExp(
  `${LEAD_TIME}|\\b\\d{1,2}(?:°|º|st|nd|rd|th)?\\s+(?:(?:of|di)\\s+)?${MONTH_NAMES}\\b|\\b${MONTH_NAMES}\\s+(?:\\d{1,2}(?:st|nd|rd|th)?\\b|(?:19|20)\\d\\d\\b)|${WEEKDAY_NAMES}|${SLASHED_DATE}|${YEAR_OF}|${SEASON_OF}`,
  'iu',
);

/**
 * The months a question names, as words to leave out of a quote before reading a date in it: 'in August'
 * says nothing of when in August, asked about August. Given with its day ('dal 10 al 23 agosto', 'August
 * 10'), the month is a date and stays.
 */
function monthsNamed(question: string): RegExp | undefined {
  const names = monthNames([...monthsIn(question)]).join('|');
  return names
    ? new RegExp(`(?<!\\b\\d{1,2}(?:st|nd|rd|th|°|º)?\\s+)\\b(${names})\\b(?!\\s+\\d{1,2}\\b)`, 'gi')
    : undefined;
}

/**
 * The names of several capitalised words a question gives ('Puppy Club' in 'chi si occupa del Puppy Club?'):
 * a text naming them ('Book a Puppy Club place') names no one who answers who.
 */
function namesAsked(question: string): RegExp | undefined {
  const names = question.match(/\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)+/gu);
  return names ? new RegExp(names.map((n) => n.replace(/\s+/g, '\\s+')).join('|'), 'gu') : undefined;
}

/** A phone number: not a date ('16/02/2026') nor years ('2005-2026'), which have as many figures. */
export const PHONE =
  /(\+|\b00)?(?!\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|(19|20)\d\d ?[-–/] ?(19|20)\d\d\b)\b\d[\d ./-]{6,}\d/;
export const EMAIL = /\S+@\S+\.\w+/;
/** A phone number, not a registration code of as many figures ('Company no. 13572046', 'P.IVA 03918470371'). */
const PHONE_NOT_CODE = new RegExp(
  `(?<!\\b(?:company|registration|registered|vat|iva|fiscale|rea|cin|cir|iban)\\b[^\\d]{0,20})${PHONE.source}`,
  'i',
);

/**
 * A time of day ('18:30', '7.30'), not a price ('£99.00', '€ 1.50') nor a measure ('1.10 to 1.60 m deep').
 */
const CLOCK_TIME =
  /(?<![€£$]\s?)\b\d{1,2}[:.]\d{2}\b(?!\s?(?:(?:to|-|–|a|e)\s?\d{1,2}[.,]\d{2}\s?)?(?:m|cm|mm|km|kg|g|l|m²|mq|metri|metres?|meters?|€|%|euros?|eur)(?!\p{L}))/u;

/** A question asking when a thing both starts and ends. */
const BOTH_ENDS =
  /\b(start|begin|open)s?\b.*\b(and|or|&) (finish|end|close)|\b(inizi|comincia|apr)\w*\b.*\b(e|o) (finisc|termin|chiud)/i;
/** The hours themselves asked ('orari piscina', 'What are the office hours?'), not a time. */
const HOURS_ASKED = /\b(orari|(?<!\d\s?)hours|opening times)\b/i;
/** Noon and midnight by name ('9am – 12 noon', 'fino a mezzanotte'). */
const NAMED_HOUR = 'noon|midday|midnight|mezzogiorno|mezzanotte';
/** Two times, the second after a dash or 'to' ('8:45–16:30', 'from 9am to 12.35pm', 'dalle 10 alle 15:30'). */
const TIME_SPAN = new RegExp(
  `\\b\\d{1,2}([:.]\\d{2})? ?(am|pm)? ?(-|–|—|to|until|till|a|alle) ?(\\d{1,2}([:.]\\d{2}| ?(am|pm))|(\\d{1,2} ?)?(${NAMED_HOUR})\\b)`,
  'i',
);
/** Hours, as a span of times, times of their own ('alle 19:00 e alle 21:15') or a day's 'Closed' ('Office: Closed'). */
const HOURS_SAID = new RegExp(
  `${TIME_SPAN.source}|${CLOCK_TIME.source}.*${CLOCK_TIME.source}|${CLOSED.source}`,
  'iu',
);
/** A question asking when a thing ends ('what time does it close?', 'how late are you open?', 'a che ora finisce?'). */
const END_ASKED =
  /\b(close|closes|closing|shut|shuts|finish|finishes|end|ends|how late|until what time|till what time|chiude|chiudete|chiudono|chiudi|finisce|finiscono|termina|terminano)\b/i;
/** When a thing ends: a span of times, or a time it is said to end at ('until 8pm', 'chiude alle 19'). */
const END_TIME = new RegExp(
  `${TIME_SPAN.source}|\\b(until|till|closes?|closing|shuts?|finish(es)?|ends?|fino alle|chiude|chiudiamo|chiudono|chiusura|termina|finisce)\\b[^.\\d]{0,12}\\d`,
  'i',
);

/** A figure with its unit of measure: '2 m', '24°', '46 km', '120 m²'. */
const MEASURE =
  /\b\d+([.,]\d+)? ?(°|º|gradi\b|degrees?\b|kg\b|chil[oi]\b|kilos?\b|m\b|metri\b|metres?\b|meters?\b|cm\b|km\b|miles?\b|miglia\b|m²|m2\b|mq\b|sq\.? ?(m|ft)\b|ft\b|feet\b|foot\b|litri\b|litres?\b|liters?\b|ettari\b|hectares?\b|ha\b|acres?\b)/i;

/**
 * A question asking what a thing costs, and nothing else ('How much is a ticket on the Marconi Express?',
 * 'quanto costa il traghetto?'), unlike one asking about a price ('are there fees for…', 'is the price
 * per person?').
 */
const ASKS_PRICE =
  /\b(how much (is|are|does|do|would|will)\b|quanto (costa|costano|coster\w+|vien\w*|(?:si )?pag(?:a|o|ano|hiamo|ate)|(?:si )?vers(?:a|o|ano|iamo|ate)|(?:devo|dobbiamo|deve|devono) (?:pagare|versare))\b|what (is|are|['’]s) the (price|cost|fee)s?\b|qual (è|e|['’]è) il (prezzo|costo)\b|what percentage\b|(?:quale|che) percentuale\b)/i;
/**
 * Of the questions `ASKS_PRICE` reads, those naming the thing priced, which follows: 'how much is the deposit
 * to hire the barn?' asks the deposit's price, 'quanto costa il traghetto per San Fruttuoso?' the ferry's.
 * Read on the folded question (lower case, no accents).
 */
export const PRICED_THING =
  /\b(?:how much (?:is|are|does|do|would|will)(?= .*\bcost\b)|how much (?:is|are)|quanto (?:costa|costano|coster\w+|viene|vengono)|(?:what|which) (?:is|are|['’]s) the (?:price|cost|fee)s? (?:of|for)|qual (?:è|e|['’]è) il (?:prezzo|costo) (?:di|del|della|dello|dei|degli|delle|per))\s+(.*)/u;

/**
 * A sum written without its currency ('12.50', '69,00'), not a time of day written alike ('ore 19.30',
 * 'alle 20,30', '7.30pm').
 */
const PRICE_FIGURE = String.raw`(?<!\b(?:ore|alle|dalle|entro le|fino alle|h)\s?)\b\d+[.,]\d{2}\b(?!\s?(?:am|pm|h)\b)`;

/** A sum in pence, as British pages write small prices ('a booking fee of 50p', '30p a page'). */
const PENCE = String.raw`\b\d{1,2}p\b`;

/** A price, or a word saying there is none to pay: what answers a question asking what a thing costs. */
/** A charge said to be none ('no deposit and no admin fee', 'nessuna caparra', 'senza spese di spedizione'). */
const NO_CHARGE = String.raw`\b(?:no|nessun[ao]?|senza)\s+(?:\p{L}+\s+)?(?:fees?|charges?|deposits?|costs?|costi|costo|spes[ae]|cauzione|caparra|commission[ei])\b`;
/** A share of a price is a price ('addebitiamo il 100% del prezzo', '50% of the fee'). */
const SHARE_OF_PRICE = String.raw`\b\d+\s?%\s+(?:del|dell['’]|della|of the|of your)\s*(?:prezzo|importo|totale|costo|corrispettivo|price|fee|total|cost)\b`;

/**
 * The sum above which a thing is free ('spedizione gratuita per ordini da 120 €', 'free delivery on orders over
 * £40'): what the visitor spends to have it free, not what it costs.
 */
const FREE_ABOVE =
  /\b(?:free|gratis|gratuit[oaie])\b[^.;:]{0,40}?\b(?:da|dai|sopra|oltre|superior[ei] a|over|above|from|of)\s+(?:i\s+|£|€|\$)?\s?\d+(?:[.,]\d+)?\s?(?:€|euro\b|eur\b)?/giu;

/** A question about a thing being free ('how much do I spend to get free delivery?'). */
const FREE_ASKED = /\b(free|gratis|gratuit\p{L}*)\b/iu;

const PRICE_OR_NONE = new RegExp(
  String.raw`[€$£]|\b(eur|euros?|gbp|usd|dollars?|pence|sterline)\b|${PRICE_FIGURE}|${PENCE}|${SHARE_OF_PRICE}|\b(free|gratis|gratuit\w*|no charge|free of charge|at no (extra )?cost|senza costi|nessun costo|incluso|inclusa|inclusi|incluse|included|includes?|complimentary|offert[oaie])\b|${NO_CHARGE}`,
  'iu',
);

/** Names listed: two capitalised names or more, apart by commas or 'and' ('Michelin, Continental and Pirelli'). */
const NAME = String.raw`\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)*`;
const NAMES = new RegExp(
  String.raw`${NAME}(?:,\s${NAME})+(?:,?\s(?:and|e|or|o)\s${NAME})?|${NAME}\s(?:and|e)\s${NAME}`,
  'u',
);

/** A question answered yes or no ('Do you charge extra…?', 'c'è un ascensore?', 'si paga a parte?'). */
export const YES_NO_QUESTION =
  /^\W*(do|does|did|is|are|will|would|should|can|could|must|may|have|has|avete|siete|è|e['’]|si può|si paga|posso|possiamo|c['’]è|ci sono|fate|accettate|bisogna|devo|dobbiamo)(?![\p{L}\p{N}])/iu;
/** A question about a charge ('Do you charge extra…?', 'si paga a parte?'). */
const CHARGE_ASKED = /\b(charges?|charged|costs?|fees?|extra|pay|paga|pagare|costa|costano|supplement\w*)\b/i;

/** A charge that is often a share of the price: a deposit, a discount, a surcharge, a tip. */
const SHARE_ASKED =
  /\b(deposits?|acconto|caparra|discounts?|sconto|sconti|surcharges?|supplemento|tips?|mancia|commission|commissione|reductions?|riduzione|percentage|percentuale)\b/i;
/** A share: '20%', '10 %', '25 per cent'. */
const SHARE = /\b\d+(?:[.,]\d+)?\s?(?:%|per ?cent\b|percento\b)/i;
/** Whether a text gives a price, or says there is none ('free', 'included'). */
export const namesPrice = (text: string) => PRICE_OR_NONE.test(text);
const PRICE_OR_SHARE = new RegExp(`${PRICE_OR_NONE.source}|${SHARE.source}`, 'i');

/** A question asking one of the business's registrations: its VAT number, company number, REA, a licence's code. */
export const REGISTRATION_ASKED =
  /\b(partita iva|p\. ?iva|vat (number|no|registration)|vat\b|codice fiscale|c\. ?f\.|company (number|registration)|registration number|numero di registrazione|codice (identificativo|cin|cir)|cin|cir|cuin|rea|iban)\b/i;

const cues: Cue[] = [
  {
    // 'quanto bisogna lasciare di caparra?', 'di quanto è l'acconto?': how much of a sum paid ahead.
    asks: /\bquant[oaie]\b[^?.!]{0,30}\b(caparra|acconto|cauzione|deposito)\b|\b(caparra|acconto|cauzione|deposito)\b[^?.!]{0,20}\bquant[oaie]\b|\b(quanto cost|quanto vien|quanto (?:si )?(?:pag(?:a|o|ano|hiamo|ate)|vers(?:a|o|ano|iamo|ate))\b|quanto (?:devo|dobbiamo|deve|devono) (?:pagare|versare)|percentag|percentual|cost[aio]\b|prezz|tariff|import[oi]\b|(che|quale|what) cifra|amounts?\b|how much (\p{L}+ )?(is|are|does|do|did|for|will|would|should|it|extra|more|per|an?)\b|how much to\b|supplement|sovrapprezz|price[sd]?\b|pricing|costs?\b|costing|fees?\b|rates?\b|charge[sd]?\b|charging)/iu,
    looksLike: new RegExp(
      String.raw`[€$£]|\b(eur|euros?|gbp|usd|dollars?)\b|${PRICE_FIGURE}|${PENCE}|${SHARE_OF_PRICE}`,
      'i',
    ),
    words:
      /^(cost[aoi]?|prezz[oi]|price[sd]?|tariff[ae]|import[oi]|cifr[ae]|amounts?|fees?|rates?|charges?|much|extra|supplements?|supplement[oi]|surcharges?|sovrapprezz[oi]|pay|pays|paying|paid|pag(a|o|are|ate|hi|hiamo|ano)|spend|spends|spending|spent|spend(ere|o|iamo|ete|ono)|rent|renting|hire|hiring|noleggiare|affittare)$/,
    hints: 'prezzo prezzi euro price',
    unlike: (question) => (FREE_ASKED.test(question) ? undefined : FREE_ABOVE),
    required: (question) =>
      ASKS_PRICE.test(question) ? (SHARE_ASKED.test(question) ? PRICE_OR_SHARE : PRICE_OR_NONE) : undefined,
    // 'Do you charge extra for oat milk?' asks whether there is a price: 'free of charge' says there is none.
    alsoLike: (question) =>
      SHARE_ASKED.test(question)
        ? SHARE
        : YES_NO_QUESTION.test(question) && CHARGE_ASKED.test(question)
          ? PRICE_OR_NONE
          : undefined,
  },
  {
    // 'Do we have to pay for it?', 'si paga?': a price, or a word saying it costs nothing ('It's free').
    // 'How do I pay?' and 'come si paga?' ask the way.
    asks: /(?<![\p{L}\p{N}])((have|need) to pay|(?<!how )do (i|we|you) pay|is (it|there) (free|a charge|a fee|any charge)|does it cost|(?<!come )si paga|bisogna pagare|(devo|dobbiamo|devono|deve) pagare|(è|e) (gratis|gratuit\w*|a pagamento))(?![\p{L}\p{N}])/iu,
    looksLike: new RegExp(
      String.raw`[€$£]|\b(eur|euros?|gbp|usd|dollars?)\b|${PRICE_FIGURE}|${PENCE}|\b(free|gratis|gratuit\w*|no charge|free of charge|at no (extra )?cost|senza costi|nessun costo|incluso|inclusa|included)\b|${NO_CHARGE}`,
      'iu',
    ),
    words: /^(pay|pays|paying|paid|pag(a|o|are|ate|hi|hiamo|ano)|free|gratis|gratuit[oaie]|charge)$/,
    hints: 'prezzo prezzi price',
  },
  {
    // 'after the first 3 hours' counts hours, which asks no time.
    // 'When does it start?' is answered by a date or a time, which the date's cue reads; asked of both ends,
    // by a span of times.
    asks: /\b(che ora|a che ora|orari|orario|what times?|how late|until what time|till what time|opening(?! dates?\b| days?\b)|(?<!\d\s?)hours|check-?in|check-?out)\b|\bwhen\b.*\b(start|begin|open)s?\b.*\b(and|or|&) (finish|end|close)/i,
    looksLike: new RegExp(
      `${CLOCK_TIME.source}|\\b\\d{1,2} ?(am|pm)\\b|\\b(${NAMED_HOUR})\\b|\\b(dalle|alle|entro le|fino alle|from|by|before|until|till) \\d{1,2}${NO_DATE}`,
      'iu',
    ),
    words:
      /^(ora|ore|orari[o]?|times?|hours?|when|opening|open|opens|close|closes|closing|apre|aprite|apri|aprono|apert[oaie]|chiude|chiudete|chiudono|chius[oaie]|stop|stops|finish|finishes|start|starts|begin|begins|inizia|iniziano|finisce|finiscono|comincia|cominciano|termina|terminano|fino|until|till)$/,
    // 'What time does it start and finish?', 'a che ora inizia e finisce?': both ends, a span of two times.
    // Asked when it ends, 'Opens at 10am' says less than '10am – 8pm'.
    // Asked the hours ('orari piscina', 'office hours?'), a span of times says them, a single time ('escono
    // entro le 23:00') half.
    closer: (question) =>
      BOTH_ENDS.test(question)
        ? TIME_SPAN
        : END_ASKED.test(question)
          ? END_TIME
          : HOURS_ASKED.test(question)
            ? HOURS_SAID
            : undefined,
    // The hours of a holiday or a date ('on New Year's Day?', 'il 26 dicembre?') may be none: 'Closed'.
    alsoLike: (question) =>
      holidaysAsked(question).length > 0 || datesAsked(question).length > 0 ? CLOSED : undefined,
    hints: 'orari orario hours',
  },
  {
    // 'In what year was it built?', 'di che anno è il casale?': a year, given with what it dates.
    // 'si può passare quando si vuole?' asks whether any time will do, not when.
    asks: /\b(when|quando(?! (?:si )?(?:vuole|vuoi|volete|vogliamo|vogliono|pare|capita)\b)|what date|which date|dates|che data|in che date|le date|da quando|fino a quando|which month|what month|che mese|quale mese|what year|which year|che anno|quale anno)\b/i,
    // 'fino a quando', 'until when': the asking, which a date answers; 'when was it founded?' is answered
    // by the year it began ('since 1921', 'dal 1962').
    // 'When does the kitchen stop serving?' is answered by 'until 2.30pm': when a thing ends is the when.
    words:
      /^(when|quando|dates?|data|date|month|mese|year|anno|fino|until|till|founded|established|opened|fondat[oaie]|nat[oa]|stops?|finish(es)?|ends?)$/,
    looksLike: new RegExp(`${CLOCK_TIME.source}|\\b\\d{1,2} ?(am|pm)\\b|${WHEN_DATE.source}`, 'iu'),
    // Asking when ('fino a quando posso cancellare?'), not saying it ('…all'aeroporto quando atterriamo?'), a
    // lead time says when too: 'fino a 48 ore prima'.
    alsoLike: (question) => (ASKS_WHEN.test(question) ? LEAD_TIME_SAID : undefined),
    // 'When do the summer camps run?' is answered by their dates before their daily hours.
    // Asked which month, a month says it; otherwise the days say more than their month.
    closer: (question) => (MONTH_ASKED.test(question) ? WHEN_DATE : WHEN_DAY),
    asked: monthsNamed,
    hints: '',
  },
  {
    // 'When do the electric campervans arrive?', 'quando arrivano?': when a new thing comes is a date ('First
    // hires from May 2027'), not a sentence about arrivals; 'what time… when we arrive?' asks no such thing.
    asks: /^\W*(?:when (?:do|does|did|will|would|should|is|are)\b[^,;?]*\b(?:arrive|arrives|launch|launches)\W*$|quando (?:\p{L}+ )?arriv\p{L}*(?!\p{L}))/iu,
    words: /^(arrive|arrives|launch|launches|arriv\p{L}*)$/u,
    looksLike: WHEN_DATE,
    hints: '',
  },
  {
    // Which day, not how many ('per quanti giorni', 'how many days' ask for a count), nor how long ('the half
    // days', 'una mezza giornata'), nor a rate ('200 miglia al giorno').
    asks: /\b(?<!quanti |many |quanto |few |half |full |whole |mezz[aoie] |al |per |ogni )(giorno|giorni|which day|what day|what days|days)\b/i,
    words: /^(giorn[oi]|days?)$/,
    looksLike: WEEKDAY,
    // a list of abbreviated days says them too ('Days: Tue · Thu · Fri · Sat')
    holds: () => namesWeekday,
    hints: 'orari giorni hours days',
  },
  {
    // 'Che giorno della settimana siete chiusi?', 'what days of the week…': the week is part of the asking, and
    // a weekday answers it, not a sentence about the weekend.
    asks: /\b((che|quale|quali|in che|in quale|in quali) giorn[oi] della settimana|(what|which) days? of the week)\b/i,
    words: /^(giorn[oi]|settiman[ae]|days?|weeks?)$/,
    looksLike: WEEKDAY,
    holds: () => namesWeekday,
    hints: '',
  },
  {
    asks: /\b(quanto dista|quanto (è|e) lontan|quanto siete lontan|lontan[oiae]|how far(?! (ahead|in advance))|distance|distanza)\b/i,
    words: /^(lontan[oiae]|far|distance|distanza|dista)$/,
    looksLike:
      /\b\d+([.,]\d+)? ?(km|chilometri|kilometres?|kilometers?|miles?|mi|metri|metres?|meters?|m)\b|\b\d+ ?(minut|min\b|or[ae]\b|hours?)/i,
    // A length says how far before a time does ('15 km' before 'a 60-minute session').
    closer: () =>
      /\b\d+([.,]\d+)? ?(km|chilometri|kilometres?|kilometers?|miles?|mi|metri|metres?|meters?|m)\b/i,
    hints: 'km distanza distance',
  },
  {
    // 'quanti giorni dura?', 'how many hours does it take?': a count of a time's units, asked of a thing's length.
    asks: /\b(how long|quanto tempo|quanto ci vuole|quanto dura|durata|how (far|much) (ahead|in advance)|how much notice|how early|how soon|how quickly|how fast|quanto velocemente|quanto presto|in quanto tempo|preavviso|in anticipo|quanto anticipo|in advance|quanto prima|quant[ie] (minuti|ore|giorni|settimane|mesi|notti) dur(a|ano)|how many (minutes|hours|days|weeks|months|nights) (does|do|will) (it|they|the \p{L}+) (last|take))\b/iu,
    words:
      /^(long|far|tempo|durat[ae]|dura|durano|takes?|last|lasts|vuole|notice|advance|ahead|preavviso|anticipo|early|soon|quickly|fast|velocemente|prima)$/,
    // 'a week' is a duration, unless it counts things by it ('20 lessons a week', 'tre volte a settimana');
    // 'the same day' says how soon ('How quickly do I get the certificate?').
    looksLike: new RegExp(
      `${DURATION}|\\b(same[- ]day|next[- ]day|stesso giorno|giorno stesso|in giornata|giorno dopo)\\b`,
      'iu',
    ),
    // 'How long does an MOT take?' asks how long it lasts: 'about 45 minutes', not 'a month before it is due'.
    closer: (question) => (LASTS.test(question) ? SPELL : undefined),
    hints: '',
  },
  {
    // 'Which tyre brands do you sell?', 'che marche di caldaie installate?': the makers' names, listed.
    asks: /\b((which|what) (\p{L}+ )?(brands?|makes?|manufacturers?)|(quali|che) (\p{L}+ )?(marche|marchi|marca|produttori))\b/iu,
    words: /^(brands?|makes?|manufacturers?|marche|marchi|marca|produttori)$/,
    looksLike: NAMES,
    hints: '',
  },
  {
    // 'How often…', 'ogni quanto…': a frequency ('every 2 or 4 weeks', 'una volta al mese', 'twice a day').
    asks: /\b(how often|how frequently|ogni quanto|ogni quanti|con che frequenza|quante volte|how many times)\b/i,
    words: /^(often|frequently|frequenza|volte|times)$/,
    looksLike:
      /\b(every|each) (other |\d+ (or \d+ )?)?(day|week|fortnight|month|year|morning|evening|night|hour|weekend)s?\b|\bogni (\d+ (o \d+ )?)?(giorn[oi]|settiman[ae]|mes[ei]|ann[oi]|sera|mattina|or[ae]|weekend)\b|\b(once|twice|\d+ times|una volta|\w+ volte) (a|al|alla|all['’]|per|every|ogni)\b|\b(weekly|monthly|daily|fortnightly|yearly|settimanal\w*|mensil\w*|quotidian\w*)\b/i,
    hints: '',
  },
  {
    // A strength: a drink's ('che gradazione ha la stout?', 'how strong is the Tripel?', its ABV), the share of
    // alcohol a label or a list gives ('Alc. vol.: 5,4%', '8.5% ABV'); the wind's, in knots or by its force.
    asks: /\b(gradazion[ei]|grado alcolico|tasso alcolico|how strong|abv|alcohol (content|by volume|percentage|level))\b/i,
    words: /^(gradazion[ei]|grado|tasso|alcolico|strong|abv|alcohol|content|volume|percentage|level)$/,
    looksLike:
      /\b\d+(?:[.,]\d+)?\s?%|\b\d+(?:[.,]\d+)?\s?(?:gradi|°)(?!\s?c\b)|\b\d+\s?(?:knots|nodi)\b|\b(?:force|forza) \d/i,
    hints: '',
  },
  {
    // 'Can my 9-year-old use the gym?', 'mio figlio di 9 anni può entrare?': the age said is compared
    // with the ages the page allows ('under 11').
    asks: /\b(how old|what ages?|which ages?|età|quanti anni|age limit|age[ds]?|\d+[- ]?years?[- ]?olds?|di \d+ anni)(?![\p{L}\p{N}])/iu,
    words: /^(old|olds|age|aged|ages|eta|anni|years?|\d+)$/,
    // 'under 8', 'aged 5 to 12', '16 or over', 'over-18s', 'sotto i 6 anni'; not 'from 10 to 16 August'.
    looksLike:
      /\b\d+ ?(anni|years?|year-olds?|\+|or over|or under|and over|and under|e oltre)|\b(aged?|over|under|sopra|sotto|sotto i|sopra i|over-|under-)\s?\d+/i,
    hints: '',
    holds: (question) => {
      const given = AGE_GIVEN.exec(question);
      const age = Number(given?.[1] ?? given?.[2]);
      return given
        ? (text) => coversNumber(age, text, 'years') === true || inBareRange(age, text)
        : undefined;
    },
  },
  {
    // 'How deep is the deep end?', 'What's the water temperature?', 'quanto pesa?', 'a che quota?': a measure with its
    // unit.
    asks: /\b(how (deep|wide|high|tall|big|large|heavy|warm|hot|cold)|(how many|quant[ie]) (km|kms|kilomet\w*|chilometri|miles|miglia|metri|metres|meters|kg|kilos|chili|litri|litres|liters|ettari|hectares)\b|how long (is|are) (the|a|your)|quanto (è|e) lung|temperature|temperatura|quanti gradi\b|quanto (è|e|sono) (profond|larg|alt|grand|cald|fredd)|quanto pesa|dimensioni|(?<!\b(?:group|class|party|team) )size|depth|profondità|peso|weight|superficie|quanti metri|altitude|elevation|altitudine|a che quota|a quale quota)/i,
    words:
      /^(deep|deepest|long|lung[oa]|wide|high|tall|big|large|heavy|heaviest|warm|hot|cold|temperature|temperatura|altitude|elevation|altitudine|quota|profond[oaie]|profondita|larg[oaihe]|alt[oaie]|grand[ei]|cald[oaie]|fredd[oaie]|pesa|peso|weight|size|depth|dimensioni|gradi|superficie|metri|km|kms|kilomet\w*|chilometri|miles|miglia|metres|meters|kg|kilos|chili|litri|litres|liters|ettari|hectares)$/,
    looksLike: MEASURE,
    closer: dimensionOf,
    required: () => MEASURE,
    hints: '',
  },
  {
    // 'How many km' asks for a measure, not a count; a group's size is a count of people ('Max 8 riders').
    asks: /\b(quanti|quante|how many|number of|numero di (?!tel))(?! (km|kms|kilomet\w*|chilometri|miles|miglia|metri|metres|meters|kg|kilos|chili|litri|litres|liters|ettari|hectares)\b)|\b(group|class|party|team) sizes?\b/i,
    words: /^(quanti|quante|many|number|numero|size|sizes)$/,
    // 'Nove camere e un appartamento': a count may be written as a word.
    looksLike: new RegExp(`\\b${COUNT}\\b`, 'i'),
    closer: countOf,
    counted: countedIn,
    hints: '',
  },
  {
    // A messaging app is reached at a phone number too, though not at every one: it stays a thing named.
    asks: /\b(telefon|numero di tel|numero(?!\s+(di|dei|degli|delle|massimo|minimo|civico|max)\b)|chiamar|phone|call you|ring|(?<!\b(vat|company|registration|registered|tax|licen[cs]e|permit|account|policy|reference|order|booking|tracking|serial|model|invoice|membership) )number(?! of)|whats ?app|cellulare|sms|text you|fax)/i,
    looksLike: PHONE_NOT_CODE,
    reach: true,
    words: /^(telefon[oi]|tel|phone|numero|number|call|chiamar\w*|cellulare)$/,
    hints: 'telefono tel phone contatti contact',
  },
  {
    // 'Entro che giorno del mese va pagata la retta?', 'by which day of the month…': a day of the month, as
    // a page gives it ('entro il 10 di ogni mese', 'giorno 5', 'by the 5th of each month').
    asks: /\b((che|quale) giorno del mese|entro (che|quale) giorno|what day of the month|by (what|which) day)\b/i,
    looksLike: DAY_OF_MONTH,
    words: /^(giorno|mese|day|month)$/,
    hints: '',
  },
  {
    // 'Postcode for the satnav?', 'il CAP?': a postcode, British or Italian, which a page gives in its address.
    asks: /\b(post ?codes?|zip ?codes?|codice postale|c\.?a\.?p\.?(?=\s*[?,.]|\s+(?:per|del|della|di)\b)|sat ?nav|navigatore)\b/i,
    looksLike: POSTCODE,
    reach: true,
    words: /^(postcode|postcodes|post|code|zip|cap|codice|postale|satnav|sat|nav|navigatore)$/,
    hints: 'indirizzo address contatti contact',
  },
  {
    // An email address is no place: 'a che indirizzo email…', 'your email address'; nor is the first word of a
    // compound ('the business address service', 'an address book').
    asks: /\b(indirizz(?!\w* (e-?mail|di posta|mail|pec))|dove si trova|dove siete|dove vi trovate|dov['’]\s?è|dove (è|e|sono|si parte|parte|ci si (trova|incontra))|(?<!e-?mail |mail )address(?!\s+(?!(?:of|for|and|or|to|please|is|are|in|at|on|with|where|you|we|i)\b)[a-z])|where are you|where is|where do (we|i) meet|located|location|where\b.*\b(held|take place|takes place)\b|dove si (svolge|svolgono|tiene|tengono|terr|fa|fanno)|^\W*(e |ma )?dove\b)/i,
    looksLike: new RegExp(`${ADDRESS.source}|${NEARBY.source}`, 'u'),
    reach: true,
    // A street or a postcode answers fully; 'next to the sports hall' says where inside a place, half.
    // Asked for the address itself, a street with its number or a postcode does.
    closer: (question) => (/\b(indirizz|address)/i.test(question) ? POSTAL : ADDRESS),
    // 'Where is it held?', 'dove si svolge?': the verb asks for the place as 'where' does.
    words:
      /^(indirizz[oi]|address|where|dove|located|location|trova|trovate|held|hold|holds|svolge|svolgono|tiene|tengono)$/,
    hints: 'indirizzo via address contatti contact',
  },
  {
    // A postcode: a British one ('AV3 7RL'), or an Italian CAP before its town ('53019 Castelnuovo').
    asks: /\b(post ?code|zip ?code|codice postale|cap)\b/i,
    looksLike: /\b[A-Z]{1,2}\d{1,2}[A-Z]? ?\d[A-Z]{2}\b|\b\d{5} \p{Lu}/u,
    words: /^(postcode|post|code|zip|zipcode|codice|postale|cap)$/,
    hints: 'indirizzo address contatti contact',
  },
  {
    // 'Come si arriva?', 'How do I get to you?': the way there, by car, train or bus, not a sentence about
    // arriving late.
    asks: /\b(come (si arriva|arrivare|arrivo|arriviamo|vi raggiungo|raggiungervi|si raggiunge)|indicazioni stradali|how (do|can) (i|we) (get|find) (there|to you|you|here)|how to (get|find) (there|to you|you|here)|directions|getting (there|here))\b/i,
    looksLike:
      /\b(by (car|train|bus|coach|taxi|bike)|in (auto|macchina|treno|autobus|pullman|taxi|bici)|motorway|autostrada|uscita|exit|station|stazione|airport|aeroporto|km (from|da)|miles from|minut[ei] (from|da)|minutes (from|away))\b/i,
    words: /^(arriva|arrivare|arrivo|arriviamo|raggiung\w*|indicazioni|directions|find)$/,
    hints: 'come arrivare getting here directions auto treno car train bus',
  },
  {
    // 'How do I contact you?', 'come vi contatto?', 'your contact details': a phone number or an email address.
    asks: /\b(contact (you|us|details|info|information|number)|how (do|can|could) (i|we) (contact|reach)|get in touch|contattar\w*|contatto|contatti|recapit\w*)\b/i,
    looksLike: new RegExp(`${PHONE_NOT_CODE.source}|${EMAIL.source}`, 'i'),
    reach: true,
    words: /^(contact|contacts|contatt\w*|recapit\w*|reach|touch)$/,
    hints: 'telefono tel phone email contatti contact',
  },
  {
    // A business's registration codes: a VAT number ('P.IVA 03918470371', 'GB 318 4471 26'), a council's
    // registration ('TP/0418'), a tax code, the Italian codes of a
    // holiday let (CIN, CIR) and of the companies register (REA), a company number, a bank account's IBAN.
    // The code's name stays a thing named ('CIN' is not 'CIR').
    asks: REGISTRATION_ASKED,
    looksLike:
      /\b(?=[A-Z0-9-]*\d{4})[A-Z0-9][A-Z0-9-]{5,}\b|\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}|\b[A-Z]{2}[ -]\d{5,}|\b[A-Z]{2} \d{3} \d{4} \d{2}\b|\b[A-Z]{1,5}\/\d{3,}\b/,
    words: /^(partita|codice|code|fiscale|number|numero|registration|registrazione|identificativo)$/,
    hints: '',
  },
  {
    // 'What's included in the Essential package?', 'cosa comprende?': a list of what it holds.
    asks: /\b(what(['’]s| is| are| do you get)? include[ds]?|what does .+ include|what comes with|cosa (include|comprende|c['’]è (in|nel|nella|dentro))|cosa è (incluso|compreso)|che cosa (include|comprende))/i,
    looksLike: /[^,;·]+,[^,;·]+,|[^,]+, [^,]+ (and|e) /i,
    // 'cosa c'è dentro?' asks what it holds: 'dentro' is no thing of its own.
    words: /^(included|includes|include|incluso|inclusa|compreso|compresa|comprende|include|dentro)$/,
    hints: '',
  },
  {
    // 'How do I book a class?', 'come si paga?': the way it is done (in the app, at reception, by card),
    // not another sentence about booking ('you can cancel a booking up to 12 hours before').
    asks: /\b(how (do|can|should|could|would|to)( i| we| you| one)? (book|reserve|pay|cancel|sign up|register|join|enrol|enroll|buy|order|apply)|come (posso|possiamo|si può|si puo|faccio|facciamo|devo|dobbiamo|fare per) (prenotar|pagar|disdir|cancellar|annullar|iscriver|acquistar|comprar|ordinar)|come si (prenota|paga|disdice|cancella|annulla|acquista|compra|ordina|iscrive))/i,
    looksLike:
      /\b(app|online|on-?line|website|web ?site|sito|portal|form|modulo|e-?mail|phone|telephone|call us|ring us|telefon\w*|chiamando|whatsapp|reception|front desk|box office|in person|di persona|by post|per posta|(credit |debit )?cards?|carta|cash|contanti|bank transfer|bonifico|paypal|direct debit)\b/i,
    words: /^$/,
    hints: '',
  },
  {
    // 'Who runs the school?', 'chi è il mastro birraio?': a person, named ('Matteo Bergonzi', 'Dr Ferraro'),
    // not a sentence of what the role does. 'Per chi viene da solo' asks nobody's name.
    asks: /^\W*(who|chi)\b|\b(who(?:['’]s| is| are| was| runs| teaches| does| handles| looks after| comes| takes| leads| do i| should i| can i| will)|(?<!\b(?:per|a|di|da|con|tra|fra|su|anche) )chi (?:è|e|sono|era|fa|tiene|insegna|guida|segue|gestisce|devo|posso|contatto))\b/i,
    words: /^(who|chi)$/,
    person: true,
    asked: namesAsked,
    // 'All run by a local charity': the doer of a passive answers who, named or not.
    looksLike: new RegExp(
      `${PERSON.source}|\\b(run|owned|managed|led|founded|taught|organi[sz]ed) by\\b|\\b(gestit|fondat|guidat|condott|tenut|organizzat)[oaie] da\\b`,
      'u',
    ),
    hints: '',
  },
  {
    // An Italian business's certified mail (PEC) is an email address too. Sending to it is writing to it
    // ('what email address do I send my booking request to?', 'a che mail mando il modulo?').
    asks: /\b(e-?mail|mail|scriver|write to|pec\b|posta elettronica)/i,
    looksLike: EMAIL,
    reach: true,
    words:
      /^(e?mail|email|indirizz[oi]|address|scriver\w*|scriv\w*|write|writing|send|sending|mand\w*|invi\w*|spedi\w*)$/,
    hints: 'email contatti contact',
  },
];

/** Words asking for a price that may instead describe the thing priced, before its name ('extra hour'). */
const DESCRIBING = /^(extra|additional)$/;

/**
 * The cues a question carries; a text scores the share of them it satisfies (0 when none are wanted).
 * `answers(word, text)` tells whether a question word that asks for a kind of answer is answered by a
 * text holding one ('costa' by '2,80 €').
 */
export function answerCues(question: string) {
  const wanted = cues.filter((c) => c.asks.test(question));
  const closer = wanted.map((c) => c.closer?.(question));
  const asked = wanted.map((c) => c.asked?.(question));
  const counted = wanted.map((c) => c.counted?.(question));
  const required = wanted.map((c) => c.required?.(question));
  const also = wanted.map((c) => c.alsoLike?.(question));
  const holding = wanted.map((c) => c.holds?.(question));
  const unlike = wanted.map((c) => c.unlike?.(question));
  const met = (c: Cue, i: number, quoted: string) => {
    const unasked = asked[i] ? quoted.replace(asked[i], ' ') : quoted;
    const text = unlike[i] ? unasked.replace(unlike[i], ' ') : unasked;
    if (holding[i]?.(text)) return 1;
    if (!c.looksLike.test(text) && !also[i]?.test(text)) return 0;
    return !closer[i] || closer[i].test(text) ? 1 : 0.5;
  };
  // Cues asked for by the same words are alternatives: 'how long is the voucher valid?' asks for a
  // duration, 'how long is the pool?' for a length, and either kind answers 'how long is…'.
  const said = wordsOf(question);
  // 'each extra hour', 'an additional night': the word describes the thing priced, and asks for nothing.
  const describing = new Set(
    said.filter((w, i) => {
      const next = said[i + 1];
      return (
        DESCRIBING.test(w) &&
        next !== undefined &&
        !stopwords.has(next) &&
        !wanted.some((c) => c.words.test(next))
      );
    }),
  );
  const asking = (c: Cue, word: string) => c.words.test(word) && !describing.has(word);
  const askedBy = wanted.map((c) => said.filter((w) => asking(c, w)).join(' '));
  const groups = [...new Set(wanted.map((_, i) => askedBy[i] || `#${i}`))].map((words) =>
    wanted.flatMap((_, i) => ((askedBy[i] || `#${i}`) === words ? [i] : [])),
  );
  return Object.assign(
    (text: string) =>
      groups.length === 0
        ? 0
        : groups.reduce((sum, group) => sum + Math.max(...group.map((i) => met(wanted[i]!, i, text))), 0) /
          groups.length,
    {
      wanted: groups.length,
      /**
       * Whether a text holds the kinds of answer only a value gives (a measure); 'how long is the voucher
       * valid?' is answered by a duration as well as by a length.
       */
      given: (text: string) =>
        groups.every(
          (group) =>
            !group.every((i) => required[i]) ||
            group.some((i) => required[i]?.test(asked[i] ? text.replace(asked[i], ' ') : text)),
        ),
      /** Whether it asks how to reach the business. */
      reach: wanted.some((c) => c.reach),
      /** Whether it asks who. */
      person: wanted.some((c) => c.person),
      /** Whether a question word asks for a kind of answer ('costa', 'orari') rather than names a thing. */
      asksFor: (word: string) => wanted.some((c) => asking(c, word)),
      answers: (word: string, text: string) =>
        wanted.some((c, i) => (asking(c, word) || counted[i] === word) && met(c, i, text) === 1),
    },
  );
}

/** Words to search for beside the question's own, so the page holding that kind of answer is found. */
export function cueHints(question: string): string {
  return cues
    .filter((c) => c.asks.test(question))
    .map((c) => c.hints)
    .join(' ');
}
