import { dayPartOf, timesAsked } from './clock.ts';
import { cognateOf } from './cognates.ts';
import { numberWord } from './counts.ts';
import { type Derivations, sharedDerivations } from './derivations.ts';
import { type BilingualDictionary, sharedDictionary } from './dictionary.ts';
import { datesAsked, type Holiday, holidaysAsked } from './holidays.ts';
import { type Hypernyms, sharedHypernyms } from './hypernyms.ts';
import { type Inflections, sharedInflections } from './inflections.ts';
import { type Counted, countedBy, coversNumber, wholeNumber } from './numbers.ts';
import { italianPlurals, italianSingulars, sharedPartsOfSpeech } from './parts-of-speech.ts';
import { coversSeason, monthAsked, monthNames, seasonMonths } from './seasons.ts';
import { guessLanguage, type StemLanguage, stem, stemLanguages, stopwords } from './stems.ts';
import { sharedThesaurus, type Thesaurus } from './thesaurus.ts';
import { abbreviationOf, unitForms } from './units.ts';
import { dayNames, daySpanOf, daysAsked } from './weekdays.ts';
import { compoundsOf, fold, wordsOf } from './words.ts';

/** One index term a concept may appear as, and how much a match on it counts (a translation less). */
export interface Variant {
  term: string;
  weight: number;
  /** A thesaurus synonym (or its translation): it widens what a search finds, but is no evidence in a quote. */
  synonym?: boolean;
  /**
   * A kind the thing is of ('dog' for 'spaniel', 'child' for 'daughter'): evidence only when the knowledge
   * names the thing no other way; otherwise it only widens what a search finds, as a synonym does.
   */
  kind?: boolean;
  /**
   * A word of a holiday's name ('boxing' of 'Boxing Day', 'santo' of 'Santo Stefano'): it finds the pages naming
   * the holiday, but a quote says the holiday only by its name or its date, not by the word ('box office',
   * 'Borgo Santo Spirito').
   */
  name?: boolean;
}

/** A variant of the word itself: its forms and translations, not a synonym or a kind it is of. */
export const isOwnForm = (variant: Variant) => !variant.synonym && !variant.kind;

/** One thing a question asks about: a word of it, with the forms it may take in the index. */
export interface Concept {
  word: string;
  variants: Variant[];
  /** For a season ('summer', 'inverno'), its months: a text covering them says it ('April to October'). */
  season?: readonly number[];
  /** For a weekday ('Monday', 'domenica'), its number, Monday 0: a span of days covering it says it ('every day'). */
  weekday?: number;
  /** For a word naming several weekdays ('weekdays', 'weekend', 'feriali'): a text covering them all says it ('Mon – Fri'). */
  days?: readonly number[];
  /** For a whole number ('13'), its value: a range or bound holding it says it ('aged 11 to 15'). */
  amount?: number;
  /** What that number counts, by the word after it ('12 anni', '8 persone'): a range of other things does not hold it. */
  counted?: Counted;
  /** For a number the visitor gives as a bound ('over 65'): only a bound says it, not a price of € 65. */
  bounded?: boolean;
  /**
   * For a holiday ('Boxing Day', 'Ferragosto', 'Easter Monday'), its date when fixed: a text giving it says it
   * ('closed on 26 December'), as does one speaking of public holidays ('open on bank holiday Mondays'). For
   * the day of a date the visitor gives ('il 26 dicembre'), that date.
   */
  holiday?: Holiday;
  /** For a time of day the visitor gives ('at 2am', 'alle 21'), in minutes from midnight: a span holding it says it. */
  time?: number;
  /** For a part of the day ('mattina', 'evening'), its span in minutes from midnight: a span of times in it says it. */
  dayPart?: readonly [number, number];
  /** For a part of a weekday ('Saturday morning', 'domenica pomeriggio'), that weekday, Monday 0. */
  partOf?: number;
  /**
   * Asked when a thing opens or starts in that part of the day ('a che ora aprite la mattina?'): a span starting
   * in it says it, however late it ends ('8:30–19:30').
   */
  startsIn?: boolean;
  /**
   * A start or an end asked when ('When does your 2027 season start?', 'quando finisce il corso?'): a span of
   * dates says it ('1 April – 31 October'), as does the day a thing runs from or until.
   */
  edge?: boolean;
}

/**
 * The word lists a question is read through: translations between Italian and English, synonyms within
 * each, and English irregular forms.
 */
export interface Lexicon {
  dictionary?: BilingualDictionary;
  thesaurus?: Thesaurus;
  inflections?: Inflections;
  derivations?: Derivations;
  hypernyms?: Hypernyms;
}

/** The installed dictionary, thesauri and irregular forms, read once per process. */
export const sharedLexicon = (): Lexicon => ({
  dictionary: sharedDictionary(),
  thesaurus: sharedThesaurus(),
  inflections: sharedInflections(),
  derivations: sharedDerivations(),
  hypernyms: sharedHypernyms(),
});

const MAX_CONCEPTS = 12;
/** The words asking a thing's start or end, and a question asking when. */
const EDGE =
  /^(start|starts|starting|begin|begins|beginning|inizia|iniziano|inizio|comincia|cominciano|end|ends|finish|finishes|finisce|finiscono|termina|terminano|fine)$/;
const ASKS_DATE =
  /^\W*(?:(?:and|but|so|e|ma)\s+)?(?:when|quando|da quando|fino a quando|what date|che giorno)\b/;
/** A question asking when a thing opens or starts ('a che ora aprite', 'when do lessons start'). */
const OPENS = /\b(apr[eoi]\w*|open\w*|start\w*|begin\w*|inizi\w*|comincia\w*)\b/;
export const TRANSLATION_WEIGHT = 0.7;
/** Whether a variant is a translation: a stem of the other language. */
export const isTranslation = (variant: Variant) => variant.weight === TRANSLATION_WEIGHT;
const MAX_TRANSLATIONS = 4;
/** A synonym is a weaker sign than the word itself or its translation; a synonym's translation weaker still. */
const SYNONYM_WEIGHT = 0.5;
const SYNONYM_TRANSLATION_WEIGHT = 0.4;
const MAX_SYNONYMS = 4;

/**
 * The concepts of a question: its words without stopwords, each with its Italian and English stems
 * (the index stems a page in its own language, and a question may be in either) and, through the
 * bilingual dictionary, the stems of its translations, so 'closed' also finds 'chiuso'.
 * A question made only of common words keeps them rather than find nothing.
 */
export function questionConcepts(asked: string, lexicon: Lexicon = {}): Concept[] {
  // 'off peak' is 'off-peak', which a page's 'peak' does not say; '10% off gin' is a discount on gin.
  const question = asked.replace(/(?<![\p{L}\p{N}]|[%€£$\d]\s?)(off|non)\s+(?=\p{L}{3})/giu, '$1-');
  const words = wordsOf(question).filter((w) => w.length > 1 || /\d/.test(w));
  // A question whose function words tell its language is translated from it only: English 'far' read as
  // Italian (the stem of 'fare') would bring 'face' and 'stand'.
  const from = guessLanguage(question);
  const placing = withinMonth(words);
  const content = words.filter(
    (w, i) =>
      (!stopwords.has(w) || countsSix(w, words[i + 1], from)) &&
      !(from === 'it' && ITALIAN_NEED.has(w)) &&
      !(words[i - 1] === 'how' && HOW_WHEN.test(w)) &&
      !(from !== 'en' && CAUSATIVE.test(w) && INFINITIVE.test(words[i + 1] ?? '')) &&
      !placing.has(i),
  );
  // 'pet-friendly' is also 'petfriendly': the joined form is a variant of each of its parts.
  const joined = compoundsOf(question);
  const { atoms: whole, prefixes } = wholeCompounds(question);
  const chosen = [...new Set(content.length > 0 ? content : words)]
    .filter((word) => !prefixes.has(word))
    .slice(0, MAX_CONCEPTS);
  const opens = OPENS.test(fold(question));
  const asksDate = ASKS_DATE.test(fold(question));
  const concepts = chosen.map((word) => {
    const season = seasonMonths(word, from) ?? monthAsked(word);
    const compound = joined.filter((c) => c.startsWith(word) || c.endsWith(word));
    const atom = whole.get(word);
    // The compound's own forms and translations first ('grown-ups' is 'adult'), then its part's, less.
    const variants = atom
      ? distinctVariants([
          ...joinedForms([atom]).map((term) => ({ term, weight: 1 })),
          ...variantsOf(atom, lexicon, from),
          ...variantsOf(word, lexicon, from).map((v) => ({ ...v, weight: v.weight * PART_WEIGHT })),
        ])
      : [
          ...variantsOf(word, lexicon, from),
          ...joinedForms(compound)
            .filter((term) => term !== word)
            .map((term) => ({ term, weight: 1 })),
        ];
    if (atom) return { word: atom, variants } as Concept;
    // 'due persone' is said by '2-person office', as 'two nights' by '2 nights'.
    const figure = numberWord(word, from);
    if (figure !== undefined) variants.push({ term: String(figure), weight: 1 });
    const [weekday] = daysAsked(word);
    const days = weekday === undefined ? daySpanOf(word) : undefined;
    const amount = givenNumber(word, words, from);
    const concept: Concept = season
      ? { word, variants: [...variants, ...monthVariants(season)], season }
      : days
        ? { word, variants: [...variants, ...dayVariants(days)], days }
        : { word, variants };
    if (amount !== undefined) {
      concept.amount = amount;
      const counted =
        countedBy(words[words.indexOf(word) + 1]) ?? (ofSomeone(question, amount) ? 'years' : undefined);
      if (counted) concept.counted = counted;
    } else if (wholeNumber(word) !== undefined) concept.bounded = true;
    const dayPart = dayPartOf(word);
    if (dayPart) concept.dayPart = dayPart;
    const [partOf] = dayPart ? daysAsked(words[words.indexOf(word) - 1] ?? '') : [];
    if (partOf !== undefined) concept.partOf = partOf;
    if (dayPart && opens) concept.startsIn = true;
    if (asksDate && EDGE.test(word)) concept.edge = true;
    return weekday === undefined ? concept : { ...concept, weekday };
  });
  // 'aged 5 to 12' says the 'years' of '7 years old' as it says the 7.
  concepts.forEach((concept, i) => {
    const age = concepts[i - 1]?.amount ?? concepts[i - 2]?.amount;
    if (age !== undefined && AGE_UNITS.test(concept.word) && concept.amount === undefined) {
      concept.amount = age;
      concept.counted = 'years';
    }
  });
  // 'wi-fi' read as 'wi' and 'fi' is one thing asked about.
  const distinct = concepts.filter((c, i) => concepts.findIndex((o) => o.word === c.word) === i);
  return withRefund(withHolidays(question, distinct));
}

/** Money a visitor has paid, or its name ('soldi', 'the deposit', 'la quota'). */
const PAID =
  /^(money|cash|deposit|deposits|fee|fees|payment|soldi|denaro|caparra|acconto|anticipo|quota|importo|pagato)$/;
/** Money itself: a page asked for it back speaks of a refund. */
const MONEY = /^(money|cash|soldi|denaro)$/;
/** Giving back in Italian ('ridate', 'restituite', 'riavere', 'rendete'), or 'indietro'. */
const GIVE_BACK = /^(rida\w*|ridi\w*|restitu\w*|riav\w*|rend(ete|erete|ono)|indietro)$/;
/** How pages name a refund, in both languages: 'refundable', 'rimborso', 'non rimborsabile', 'reimbursed'. */
const REFUND_TERMS = ['refund', 'rimbors', 'reimburs'];

/**
 * 'Do I get my money back?', 'mi ridate i soldi?', 'la quota me la restituite?': money asked back is a refund,
 * which pages name so ('Gift vouchers are non-refundable', 'la caparra non è rimborsabile'). The word asking
 * it back is read as a refund, money itself as no thing apart.
 */
function withRefund(concepts: Concept[]): Concept[] {
  if (!concepts.some((c) => PAID.test(c.word))) return concepts;
  const back = concepts.find((c) => c.word === 'back' || GIVE_BACK.test(c.word));
  if (!back) return concepts;
  // 'restituite' is also said by 'la restituzione della caparra'; short stems ('rid' of 'ridate') say other words.
  const own = back.word === 'back' ? [] : back.variants.filter((v) => v.weight === 1 && v.term.length >= 6);
  const refund: Concept = {
    word: back.word,
    variants: distinctVariants([...own, ...REFUND_TERMS.map((term) => ({ term, weight: 1 }))]),
  };
  return concepts.flatMap((c) => (c === back ? [refund] : MONEY.test(c.word) ? [] : [c]));
}

/**
 * The words that place a time within the month after them ('early October', 'a inizio ottobre', 'the end of
 * May', 'metà agosto'): the month asks it, and a page gives its dates ('Low season: 1 October – 31 March')
 * without them. The indexes of those words.
 */
function withinMonth(words: string[]): Set<number> {
  const placing = new Set<number>();
  // Right to left, so 'first' of 'the first week of January' is placed by the 'week' placed before it.
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i] ?? '';
    const next = LINKS.has(words[i + 1] ?? '') ? i + 2 : i + 1;
    const month = monthAsked(words[next] ?? '')?.length === 1;
    if ((WITHIN_MONTH.has(word) || PART_OF_MONTH.has(word)) && month) placing.add(i);
    else if (ORDINALS.has(word) && PART_OF_MONTH.has(words[i + 1] ?? '') && placing.has(i + 1))
      placing.add(i);
  }
  return placing;
}
/** Where in a month: its beginning, middle or end, in English and Italian. */
const WITHIN_MONTH = new Set([
  'early',
  'late',
  'mid',
  'beginning',
  'start',
  'middle',
  'end',
  'inizio',
  'fine',
  'meta',
  'primi',
  'ultimi',
]);
const LINKS = new Set(['of', 'di', 'del', 'dell', 'd']);
/** A part of a month, placed by an ordinal ('the first week of January', 'la seconda settimana di agosto'). */
const PART_OF_MONTH = new Set(['week', 'weekend', 'fortnight', 'half', 'settimana', 'quindicina', 'meta']);
const ORDINALS = new Set(['first', 'second', 'third', 'last', 'prima', 'seconda', 'terza', 'ultima']);

/** Whether a concept names a day of the week or several ('Monday', 'weekends'): it says when, not what. */
export const namesDays = (concept: Concept | undefined) =>
  concept?.weekday !== undefined || concept?.days !== undefined;

/** A month or season the visitor asks about, or a number they give (an age, a count): a range may hold it. */
export const givesRange = (concept: Concept) => Boolean(concept.season) || concept.amount !== undefined;

/**
 * Whether a text's dates or ranges hold such a concept: '22 May – 17 July' holds June, 'dai 6 ai 17 anni'
 * holds 14.
 */
export function rangeHolds(concept: Concept, text: string): boolean {
  if (concept.season) return coversSeason(concept.season, text);
  return concept.amount !== undefined && coversNumber(concept.amount, text, concept.counted) === true;
}

/**
 * Italian 'servire' in a question is 'to be needed' ('mi serve la partita IVA', 'serve la prenotazione?'),
 * asking as 'need' does in English; an English 'serve' ('do you serve breakfast?') names what is done.
 */
const ITALIAN_NEED = new Set(['serve', 'servono', 'servirebbe', 'servirebbero', 'servira', 'serviranno']);
/**
 * 'How late are you open?': 'late' asks for the time a thing ends, as 'what time' does, and names no thing. ('How
 * early should I arrive?' keeps its word: 'please arrive 5 minutes early' says it.)
 */
const HOW_WHEN = /^late$/;

/**
 * Italian 'fare' before an infinitive has the thing done ('farsi consegnare l'auto', 'far riparare la bici'):
 * the infinitive says what is asked, 'fare' nothing of its own.
 */
const CAUSATIVE = /^far(?:e|si|ci|mi|vi|lo|la|li|le|celo|melo|selo)?$/;
const INFINITIVE = /^\p{L}{2,}(?:are|ere|ire)$/u;

/**
 * Italian 'sei' is 'you are' ('sei aperto?') and six: before a plural it counts ('sei settimane', 'sei anni'),
 * and is read as the figure.
 */
const countsSix = (word: string, next: string | undefined, language: string | undefined) =>
  language === 'it' &&
  word === 'sei' &&
  next !== undefined &&
  next.length > 3 &&
  /[ie]$/.test(next) &&
  !stopwords.has(next);

/** A concept whose figure is part of a date or a time: no count, age or bound the visitor gives. */
const noNumber = ({ amount: _amount, bounded: _bounded, counted: _counted, ...rest }: Concept): Concept =>
  rest;

/**
 * A time of day the visitor gives ('could someone come at 2am?', 'alle 21:30') is one concept, its first
 * figure's, said by a span of times holding it ('between 10pm and 7am'), not as a number.
 */
function withTimes(question: string, concepts: Concept[]): Concept[] {
  const times = timesAsked(question);
  if (times.length === 0) return concepts;
  const rest = new Set(times.flatMap((t) => t.words.slice(1)));
  return concepts.flatMap((concept) => {
    const time = times.find((t) => t.words[0] === concept.word);
    if (time) return [{ ...noNumber(concept), time: time.minutes }];
    return rest.has(concept.word) ? [] : [concept];
  });
}

/**
 * A holiday's name is one concept, its first word, with its date ('Boxing Day' is 26 December) and its
 * month's names to find the pages giving dates; the name's other words ('day', 'stefano') are not asked apart.
 */
function withHolidays(question: string, asked: Concept[]): Concept[] {
  // A date's day ('il 26 dicembre') is said by the date or a span of days holding it, not as a number.
  const dates = datesAsked(question);
  const given = withTimes(question, asked);
  const concepts = given.map((concept) => {
    const date = dates.find((d) => d.word === concept.word)?.date;
    if (!date) return concept;
    const rest = noNumber(concept);
    // '26th' is indexed as the figure pages write ('26 December').
    const figure = String(date.day);
    const variants = rest.variants.some((v) => v.term === figure)
      ? rest.variants
      : [...rest.variants, { term: figure, weight: 1 }];
    return { ...rest, variants, holiday: date };
  });
  const holidays = holidaysAsked(question);
  if (holidays.length === 0) return concepts;
  const named = new Set([...holidays.flatMap((h) => h.words), ...periodsOf(question, holidays)]);
  const heads = new Map<string, (typeof holidays)[number]>();
  for (const holiday of holidays) {
    const head = holiday.words.find((w) => concepts.some((c) => c.word === w));
    if (head) heads.set(head, holiday);
  }
  return concepts.flatMap((concept) => {
    const holiday = heads.get(concept.word);
    if (holiday) {
      const { date, names } = holiday;
      const months = date.month === undefined ? [] : monthVariants([date.month]);
      // 'New Year's Eve' finds the Italian page's 'Cenone di Capodanno'.
      const named = stemLanguages.flatMap((language) =>
        names[language].map((word) => ({
          term: stem(word, language),
          weight: TRANSLATION_WEIGHT,
          name: true,
        })),
      );
      return [
        {
          ...concept,
          variants: distinctVariants([
            ...concept.variants.map((v) => ({ ...v, name: true })),
            ...named,
            ...months,
            ...PUBLIC_HOLIDAY_VARIANTS,
          ]),
          holiday: date,
        },
      ];
    }
    return named.has(concept.word) ? [] : [concept];
  });
}

/** Words naming the days around a holiday as one period ('le feste di Natale', 'the Christmas break'). */
const PERIOD = /^(feste|vacanze|festivita|holidays?|break|period|periodo|season)$/;
const PERIOD_LINK = /^(di|del|della|delle|dei|per|of|over)$/;

/**
 * The words a question names a holiday's period by, before its name ('feste di Natale', 'vacanze di Pasqua')
 * or after it ('Christmas holidays', 'the Easter break'): the period is asked as the holiday, whose closing
 * days and hours a page gives ('Chiusi dal 25 dicembre al 6 gennaio'), not as festivities or breaks apart.
 */
function periodsOf(question: string, holidays: { words: string[] }[]): string[] {
  const words = wordsOf(question);
  return holidays.flatMap(({ words: name }) => {
    const at = words.indexOf(name[0] ?? '');
    if (at < 0) return [];
    const after = words[at + name.length] ?? '';
    const before = PERIOD_LINK.test(words[at - 1] ?? '') ? words[at - 2] : words[at - 1];
    return [before ?? '', after].filter((w) => PERIOD.test(w));
  });
}

/** What finds the pages speaking of public holidays ('bank holidays', 'festivi'); no evidence in a quote itself. */
const PUBLIC_HOLIDAY_VARIANTS: Variant[] = [
  { term: 'holiday', weight: SYNONYM_WEIGHT, synonym: true },
  { term: 'festiv', weight: SYNONYM_WEIGHT, synonym: true },
];

/** Each variant once, as first given (the heaviest, in the order they are gathered), a synonym apart. */
const distinctVariants = (variants: Variant[]) => {
  const seen = new Set<string>();
  return variants.filter((v) => {
    const key = `${v.term} ${v.synonym === true} ${v.kind === true}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** A word of a compound that names the thing without it counts less ('bike' for 'e-bike'). */
const PART_WEIGHT = 0.6;

/** The joined forms of compounds, as they are and stemmed. */
const joinedForms = (compounds: string[]) => [
  ...new Set(compounds.flatMap((c) => [c, ...stemLanguages.map((language) => stem(c, language))])),
];

/**
 * Compounds whose other part is too short or too common to name a thing of its own ('e-bike', 'check-in',
 * 'wi-fi'), or is no word of the question's language ('pre-order', 'multi-day'): the thing asked about is the
 * compound, so an 'e-bike' is not any 'bike'. Each such part's meaningful word, to the joined compound; and
 * the parts that are no words, which ask nothing of their own.
 */
const MAX_PREFIX = 5;
function wholeCompounds(question: string): { atoms: Map<string, string>; prefixes: Set<string> } {
  const atoms = new Map<string, string>();
  const prefixes = new Set<string>();
  // 'grown-ups', 'drop-offs': a particle made plural is a particle still
  const from = guessLanguage(question);
  const parts = sharedPartsOfSpeech();
  const particle = (part: string) =>
    part.length <= 2 || stopwords.has(part) || (part.endsWith('s') && stopwords.has(part.slice(0, -1)));
  const unknown = (part: string) => from !== undefined && !parts.knows(part, from);
  for (const [, first = '', second = ''] of fold(question).matchAll(/(\p{L}+)[-‐](\p{L}+)/gu)) {
    // 'pre-order': a short first part that is no word is a prefix, dropped; the word after it names the compound
    const prefix =
      first.length <= MAX_PREFIX &&
      unknown(first) &&
      !particle(first) &&
      !particle(second) &&
      !unknown(second);
    if (!prefix && !particle(first) && !particle(second)) continue;
    if (prefix) prefixes.add(first);
    for (const part of prefix ? [second] : [first, second])
      if (part.length > 1) atoms.set(part, `${first}${second}`);
  }
  return { atoms, prefixes };
}

/**
 * A whole number the visitor gives as a value ('my son is 13', 'siamo in 6'), not as a bound of their own
 * ('over 65', 'più di 10'), which a page's range does not answer ('gruppi di almeno 8 persone').
 */
/** The words that make the number before them an age ('7 anni', '9 years old'). */
const AGE_UNITS = /^(years?|yrs?|old|anni)$/;

/**
 * Whether a number the visitor gives without a unit is said of someone, and so is their age: 'my son is 21',
 * 'our dog is 12', 'I'm 24', 'she is 8'; not 'we are 12', which counts people.
 */
function ofSomeone(question: string, n: number): boolean {
  return new RegExp(
    String.raw`(?:\b(?:my|our|his|her|their)\s+\p{L}+\s+is|\bi\s*['’]?\s*a?m|\b(?:he|she)\s*(?:['’]\s*s|\s+is))\s+${n}(?!\d|[.,]\d|\s*[%€£$])`,
    'iu',
  ).test(question);
}

function givenNumber(word: string, words: string[], language: string | undefined): number | undefined {
  const at = words.indexOf(word);
  const before = words.slice(Math.max(0, at - 2), at).join(' ');
  if (
    /\b(over|under|above|below|than|least|most|up to|oltre( i)?|sopra( i)?|sotto( i)?|(piu|meno) di|almeno|fino (a|ai)|max|massimo|minimo)$/.test(
      before,
    )
  ) {
    return undefined;
  }
  return wholeNumber(word) ?? numberWord(word, language);
}

/** A month of a season says part of it ('luglio' for 'summer'): its names find the pages about it. */
const MONTH_WEIGHT = 0.6;
const monthVariants = (season: readonly number[]): Variant[] =>
  [
    ...new Set(monthNames(season).flatMap((name) => stemLanguages.map((language) => stem(name, language)))),
  ].map((term) => ({ term, weight: MONTH_WEIGHT }));

/** A day of the days a word names says part of it ('Monday' for 'weekdays'): its names find the pages about them. */
const DAY_WEIGHT = 0.6;
const dayVariants = (days: readonly number[]): Variant[] =>
  [...new Set(dayNames(days).flatMap((name) => stemLanguages.map((language) => stem(name, language))))].map(
    (term) => ({ term, weight: DAY_WEIGHT }),
  );

/**
 * 'Are you open on Mondays?' is answered by 'closed on Mondays': opening and closing are one question,
 * asked either way, as are allowing and forbidding ('Is free camping allowed?', 'il campeggio libero è
 * vietato'), buying and selling ('When can I buy the new oil?', 'in vendita dal 15 novembre'), borrowing
 * and lending. The English and the Italian stems that ask it, and the stems of either language that answer
 * it: an English question's 'APR' is no form of 'aprire'.
 */
const opposites: [RegExp, RegExp | undefined, string[]][] = [
  [/^open$/, /^(apert|apr|aprit|apron|apertur)$/, ['clos', 'close', 'chius', 'chiud', 'chiusur']],
  [/^(clos|close)$/, /^(chius|chiud|chiusur)$/, ['open', 'apert', 'apr', 'apertur']],
  [
    /^(allow|permit|consent)$/,
    /^(consent|ammess|permess)$/,
    ['viet', 'forbidden', 'forbid', 'prohibit', 'ban'],
  ],
  [/^(forbidden|forbid|prohibit)$/, /^viet$/, ['allow', 'permit', 'consent', 'ammess', 'permess']],
  [/^(buy|bought)$/, /^(compr|acquist)$/, ['sell', 'sold', 'vend']],
  [/^(sell|sold)$/, /^vend$/, ['buy', 'acquist']],
  [/^borrow$/, undefined, ['lend', 'loan', 'prest']],
  [/^(lend|loan)$/, undefined, ['borrow', 'prest']],
];
const OPPOSITE_WEIGHT = 0.9;

/**
 * A superlative of size or length asks for a limit ('the shortest hire', 'the smallest group', 'your biggest
 * boat'), which a page gives as a minimum or a maximum ('Minimum hire: 3 nights', 'massimo 12 persone').
 */
const extremes: [RegExp, string[]][] = [
  [/^(shortest|smallest|fewest|lowest|youngest)$/, ['minimum', 'min', 'minim']],
  [/^(longest|biggest|largest|highest|oldest)$/, ['maximum', 'max', 'massim']],
];
const EXTREME_WEIGHT = 0.8;

/**
 * Italian names the act of opening and closing by the participle's noun ('apertura', 'chiusura': 'Chiusura
 * estiva: dal 10 al 23 agosto' for 'quando chiudete?'), which Snowball stems apart from the verb's forms.
 */
const families: [RegExp, string[]][] = [
  [/^(apert|apr|aprit|apron|apertur)$/, ['apert', 'apr', 'apertur']],
  [/^(chius|chiud|chiusur)$/, ['chius', 'chiud', 'chiusur']],
  [/^(riapr|riapert|riapertur)$/, ['riapr', 'riapert', 'riapertur']],
];

/**
 * A derived form says less than the word ('payment' for 'pay', 'entry' for 'enter'): found alone in a
 * quote it counts a little over half.
 */
const DERIVATION_WEIGHT = 0.6;

/** A cognate written by spelling rules is likelier than not the word's counterpart: a little less than a translation. */
const COGNATE_WEIGHT = 0.6;

/** A kind the thing is of ('dog' for 'spaniel') says it a little over half, less for each step further up. */
const HYPERNYM_WEIGHTS = [0.6, 0.5, 0.4];
/** Its translation a step less, and only the dictionary's first two: 'female' is also 'cuoca'. */
const HYPERNYM_STEP = 0.1;
const MAX_KIND_TRANSLATIONS = 2;

/** An irregular form is the word itself ('built' for 'build'), a shade less for the one that is a word of its own ('rose', 'rise'). */
const INFLECTION_WEIGHT = 0.9;

/** An Italian stem's noun in -izione for a verb's ('sped' → 'spedizion'), or the verb's for the noun. */
const italianNounOrVerb = (stemmed: string) =>
  /^\p{L}{3,}$/u.test(stemmed) ? (/^(.{3,})izion$/.exec(stemmed)?.[1] ?? `${stemmed}izion`) : undefined;

function variantsOf(
  word: string,
  { dictionary, thesaurus, inflections, derivations, hypernyms }: Lexicon,
  from?: StemLanguage,
): Variant[] {
  const variants = new Map<string, number>([[word, 1]]);
  const tags = new Map<string, Tag>();
  // A stem may spell a stopword ('can' of 'cane', 'even' of 'evening'): pages' stopwords are dropped before
  // they are stemmed, so such a term finds only the words it stems from.
  const add = (term: string, weight: number, tag?: Tag) => {
    if ((variants.get(term) ?? 0) >= weight) return;
    variants.set(term, weight);
    if (tag) tags.set(term, tag);
    else tags.delete(term);
  };
  for (const language of stemLanguages) variants.set(stem(word, language), 1);
  // Italian verbs in -gliere change their root ('raccolgono', 'raccolta'; 'scelgono', 'scelta'): the root
  // before it finds the other forms.
  const root = /^(.{4,}l)g$/.exec(stem(word, 'it'))?.[1];
  if (root && from !== 'en') variants.set(root, INFLECTION_WEIGHT);
  // Snowball reads 'prenotazione' as 'prenotare' but 'spedizione' apart from 'spedire' and 'spedite',
  // 'ripetizione' apart from 'ripetere': the noun in -izione and its verb are one word to it.
  const italian = stem(word, 'it');
  const looksItalian = /([aio]|[aei][rt]e)$/.test(word) || italian.endsWith('izion');
  const nounOrVerb = italianNounOrVerb(italian);
  if ((from === 'it' || (from === undefined && looksItalian)) && nounOrVerb) {
    variants.set(nounOrVerb, INFLECTION_WEIGHT);
    // 'ape' is said by 'api', which Snowball leaves apart from it.
    for (const plural of italianPlurals(word)) {
      const stemmed = stem(plural, 'it');
      if (!variants.has(stemmed)) variants.set(stemmed, INFLECTION_WEIGHT);
    }
  }
  const forms = [...variants.keys()];
  // Each language's stems are read as its own only when the question may be in it.
  const asked = (english: RegExp | undefined, italian: RegExp | undefined) =>
    forms.some((v) => (from !== 'it' && english?.test(v)) || (from !== 'en' && italian?.test(v)));
  // 'shut' asks as 'close' does, 'ban' as 'forbid': an English word read through its synonyms when it is no
  // form of the rows' own words.
  const kin =
    from === 'it' || opposites.some(([english, italian]) => asked(english, italian))
      ? []
      : (thesaurus?.synonyms(stem(word, 'en'), 'en') ?? []).filter((synonym) =>
          opposites.some(([english]) => english?.test(synonym)),
        );
  for (const synonym of kin) add(synonym, OPPOSITE_WEIGHT);
  forms.push(...kin);
  for (const [english, italian, others] of opposites) {
    if (asked(english, italian)) for (const other of others) add(other, OPPOSITE_WEIGHT);
  }
  for (const [pattern, limits] of extremes)
    if (from !== 'it' && pattern.test(word)) for (const limit of limits) add(limit, EXTREME_WEIGHT);
  for (const [pattern, same] of families) {
    if (asked(undefined, pattern)) for (const form of same) add(form, 1);
  }
  // 'riaprite' asks when a place opens again: what opens it ('apre alle 7:30') answers, a shade after
  // 'riapriamo'.
  if (asked(/^reopen$/, /^(riapr|riapert|riapertur)$/))
    for (const form of ['open', 'apert', 'apr', 'apertur']) add(form, OPPOSITE_WEIGHT);
  // and an English 'reopen' is the Italian 'riaprire', which the dictionary does not list
  if (asked(/^reopen$/, undefined))
    for (const form of ['riapr', 'riapert', 'riapertur']) add(form, TRANSLATION_WEIGHT);
  if (/\d/.test(word)) return toVariants(variants, tags);
  // A unit is said by its symbol or its name ('kilo' by '1kg', 'km' by 'chilometri').
  for (const form of unitForms(word)) for (const language of stemLanguages) add(stem(form, language), 1);
  const abbreviation = abbreviationOf(word);
  if (abbreviation) add(abbreviation, 1);
  const lookUp = (stemmed: string, from: StemLanguage, own?: string) =>
    dictionary?.translate(stemmed, from, own).slice(0, MAX_TRANSLATIONS) ?? [];
  // A British spelling the dictionary lacks ('centre', 'licence') is looked up as the American one.
  const translate = (stemmed: string, from: StemLanguage, own?: string) => {
    const found = lookUp(stemmed, from, own);
    if (found.length > 0 || from !== 'en' || !own) return found;
    const american = americanSpelling(own);
    return american ? lookUp(stem(american, 'en'), 'en', american) : found;
  };
  // 'built' is 'build' in English: its stem, and through it its translations ('costru'). 'Too young?' is
  // said by 'the youngest age', 'the latest' by 'late'.
  const related =
    from === 'it' ? [] : [...(inflections?.related(word) ?? []), ...(inflections?.compared?.(word) ?? [])];
  for (const form of related) add(stem(form, 'en'), INFLECTION_WEIGHT);
  // A British spelling is said by the American one ('licence' by 'licensed', 'centre' by 'center'); a
  // doubled l is not undoubled, as 'filled' is no 'filed'.
  const american = from === 'it' || /ll(?:ed|ing|ers?)$/.test(word) ? undefined : americanSpelling(word);
  if (american) add(stem(american, 'en'), 1);
  // 'enter' is said by 'entry', 'cancel' by 'cancellation': the forms WordNet derives one from the other.
  const derived = from === 'it' ? [] : (derivations?.related(word) ?? []);
  for (const form of derived) add(stem(form, 'en'), DERIVATION_WEIGHT);
  for (const form of related) {
    for (const translated of translate(stem(form, 'en'), 'en', form)) add(translated, TRANSLATION_WEIGHT);
  }
  // 'can my spaniel come?' is answered by 'dogs are welcome': the kinds a thing is of say it, less the
  // further up they are, in either language.
  for (const { word: kind, steps } of from === 'it' ? [] : (hypernyms?.of(word) ?? [])) {
    const weight = HYPERNYM_WEIGHTS[steps - 1] ?? 0;
    add(stem(kind, 'en'), weight, 'kind');
    for (const translated of translate(stem(kind, 'en'), 'en', kind).slice(0, MAX_KIND_TRANSLATIONS))
      add(translated, weight - HYPERNYM_STEP, 'kind');
  }
  for (const language of from ? [from] : stemLanguages) {
    // 'physiotherapy' is 'fisioterapia', 'ortopedico' 'orthopaedic': a cognate the dictionary may lack.
    const cognate = cognateOf(word, language);
    if (cognate) add(stem(cognate, language === 'en' ? 'it' : 'en'), COGNATE_WEIGHT);
    const stemmed = stem(word, language);
    // A word the dictionary lists is said by its own translations; another headword sharing its stem
    // ('mancare', to miss, of 'mancia', a tip) only widens the search.
    const own = dictionary?.own?.(word, language);
    const listed = translate(stemmed, language, word);
    // 'ore', too short for the stemmer, is the plural of 'ora' ('hour'): a plural the dictionary lacks is
    // looked up as its singular.
    const singulars = (language === 'it' && listed.length === 0 ? italianSingulars(word) : [])
      .map((singular) => {
        const stemmedSingular = stem(singular, 'it');
        return { stemmed: stemmedSingular, listed: translate(stemmedSingular, 'it', singular) };
      })
      .filter((singular) => singular.listed.length > 0);
    for (const singular of singulars) add(singular.stemmed, INFLECTION_WEIGHT);
    const translations = [...listed, ...singulars.flatMap((singular) => singular.listed)];
    // 'disdire', which the dictionary lacks, is 'cancel': what two of its synonyms ('annullare',
    // 'revocare') translate to.
    if (
      translations.length === 0 &&
      (from ?? language) === language &&
      dictionary &&
      thesaurus?.allSynonyms
    ) {
      const synonyms = thesaurus.allSynonyms(stemmed, language);
      for (const translated of agreedTranslations(synonyms, (s) => dictionary.translate(s, language)))
        add(translated, TRANSLATION_WEIGHT);
    }
    for (const translated of translations) {
      const tag = own !== undefined && !own.includes(translated) ? 'synonym' : undefined;
      add(translated, TRANSLATION_WEIGHT, tag);
      // 'shipping' is 'spedire', which a page writes 'spedizione' (see above), when the dictionary knows it.
      if (language === 'en') {
        const other = italianNounOrVerb(translated);
        if (other && lookUp(other, 'it').length > 0) add(other, TRANSLATION_WEIGHT * INFLECTION_WEIGHT, tag);
      }
      // 'smarriti' is 'lose', which a page writes 'lost'.
      if (language === 'it') {
        for (const form of inflections?.related(translated) ?? []) add(stem(form, 'en'), TRANSLATION_WEIGHT);
      }
    }
    // 'bicycle' also finds 'bike'; 'disdire' finds 'annullare' and, through it, 'cancel'.
    for (const synonym of thesaurus?.synonyms(stemmed, language).slice(0, MAX_SYNONYMS) ?? []) {
      add(synonym, SYNONYM_WEIGHT, 'synonym');
      // 'kid' is 'child', which a page writes 'children'.
      if (language === 'en')
        for (const form of inflections?.related(synonym) ?? [])
          add(stem(form, 'en'), SYNONYM_WEIGHT, 'synonym');
      for (const translated of translate(synonym, language))
        add(translated, SYNONYM_TRANSLATION_WEIGHT, 'synonym');
    }
  }
  return toVariants(variants, tags);
}

/** Translations of a word's synonyms that two synonyms or more agree on, most agreed first. */
const AGREED = 2;
const MAX_AGREED = 6;
function agreedTranslations(
  synonyms: readonly string[],
  translate: (stemmed: string) => readonly string[],
): string[] {
  const agreeing = new Map<string, number>();
  for (const synonym of synonyms)
    for (const translated of new Set(translate(synonym)))
      agreeing.set(translated, (agreeing.get(translated) ?? 0) + 1);
  return [...agreeing]
    .filter(([, count]) => count >= AGREED)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_AGREED)
    .map(([translated]) => translated);
}

type Tag = 'synonym' | 'kind';

const toVariants = (variants: Map<string, number>, tags: Map<string, Tag>): Variant[] =>
  [...variants].map(([term, weight]) => {
    const tag = tags.get(term);
    if (tag === 'kind') return { term, weight, kind: true };
    return tag === 'synonym' ? { term, weight, synonym: true } : { term, weight };
  });

/** A concept as evidence in a quote: its words and translations, not its synonyms or kinds. */
export const withoutSynonyms = (concept: Concept): Concept => ({
  ...concept,
  variants: concept.variants.filter(isOwnForm),
});

/**
 * Every distinct index term of the concepts, the words themselves before their translations and synonyms;
 * of equal weight, each concept's first before any concept's second, so a long question's last word keeps
 * its translation among the terms a search takes first.
 */
export function conceptTerms(concepts: Concept[]): string[] {
  const ranked = concepts.flatMap((c) => {
    const seen = new Map<number, number>();
    return c.variants.map((v) => {
      const nth = seen.get(v.weight) ?? 0;
      seen.set(v.weight, nth + 1);
      return { term: v.term, weight: v.weight, nth };
    });
  });
  ranked.sort((a, b) => b.weight - a.weight || a.nth - b.nth);
  return [...new Set(ranked.map((v) => v.term))];
}
export type { StemLanguage };

/**
 * The American spelling of a British word, by the regular differences: 'centre' → 'center', 'colour' →
 * 'color', 'organise' → 'organize', 'licence' → 'license', 'travelling' → 'traveling', 'tyre' → 'tire'.
 * Undefined when none applies.
 */
export function americanSpelling(word: string): string | undefined {
  const rules: [RegExp, string][] = [
    [/([^aeiou])re(s?)$/, '$1er$2'],
    [/our(s|ed|ing)?$/, 'or$1'],
    [/is(e|es|ed|ing|ation|ations)$/, 'iz$1'],
    [/([cf])ence(s?)$/, '$1ense$2'],
    [/([aeiou])ll(ed|ing|er|ers)$/, '$1l$2'],
    [/yre(s?)$/, 'ire$1'],
    [/ogue(s?)$/, 'og$1'],
    [/amme(s?)$/, 'am$1'],
  ];
  for (const [pattern, replacement] of rules) {
    if (word.length > 4 && pattern.test(word)) return word.replace(pattern, replacement);
  }
  return undefined;
}
