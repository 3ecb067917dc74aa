import { coversNumber } from '../knowledge/analysis/numbers.ts';
import { type Concept, namesDays } from '../knowledge/analysis/question.ts';
import { monthsIn } from '../knowledge/analysis/seasons.ts';
import { stopwords } from '../knowledge/analysis/stems.ts';
import { daysAsked, daysIn } from '../knowledge/analysis/weekdays.ts';
import { wordsOf } from '../knowledge/analysis/words.ts';
import { answerCues } from './answer-cues.ts';
import { OPEN_ASKED } from './day-rules.ts';
import { formsOf, type Quote, saidIn } from './evidence.ts';

/**
 * Cutting a quote to the statement that answers: a sentence giving values for several things or several
 * days is cut to the one asked about, when the cut keeps the kind of answer asked for.
 */
type Cuttable = { quote: Quote };

/**
 * Where a sentence joins statements: 'and' / 'e' / 'ed' between words, a semicolon, or a comma before a
 * price, outside brackets ('£4.90 a pint, £2.60 a half', not '(€3 a day, €5 for e-bikes)' nor 'Boxing Day
 * (25 and 26 December)').
 */
const JOINS = /(\s+(?:and|e|ed)\s+(?![^(]*\))|;\s+|,\s+(?=[€£$]\s?\d)(?![^(]*\)))/i;
/**
 * Where it joins clauses, when it marks them: after a comma or at a semicolon ('We ship to the EU for
 * £12.95, and to Switzerland and Norway for £16.00'), the 'and' inside a clause joining its names.
 */
const CLAUSE_JOINS = /(,\s+(?:and|e|ed)\s+|;\s+)/i;

/** A name: a capitalised word or an acronym ('Siena', 'EU'). */
const isName = (word: string) => /^\p{Lu}\p{Ll}/u.test(word) || /^\p{Lu}{2,5}$/u.test(word);

/** The names in a text: capitalised words and acronyms after its first ('Siena', 'Diavola', 'EU'). */
export const namesIn = (text: string) =>
  text
    .split(/\s+/)
    .slice(1)
    .map((w) => w.replace(/[^\p{L}\p{N}]+$/u, ''))
    .filter(isName);

/**
 * A sentence's statements: split where it joins them ('and', 'e', a semicolon), a part without a value
 * belonging to the statement before it ('open daily and all year round'). A table's record ('Membership:
 * Concession · What's included: Gym & Swim for over-65s and full-time students · Price: £25.00') is one.
 */
function statementsOf(text: string, joins = hasValue): string[] {
  if (text.includes(' · ')) return [text];
  // Split keeping each joiner ('and', ';') with the part after it, so a part joined back reads as written.
  const pieces = text.split(CLAUSE_JOINS.test(text) ? CLAUSE_JOINS : JOINS);
  const parts: string[] = [pieces[0] ?? ''];
  for (let i = 1; i < pieces.length; i += 2) {
    const joiner = pieces[i] ?? ' ';
    const part = pieces[i + 1] ?? '';
    // 'freeride e scialpinismo dai 14 anni': an 'and' after a bare name joins two names sharing one value;
    // so does one after a bare day ('Venerdì 25 e sabato 26 dicembre: chiuso', '24 and 31 December').
    const before = parts.at(-1)?.split(/[,;]/).at(-1) ?? '';
    const sharesValue = /^\s+(and|e|ed)\s+$/i.test(joiner) && (!/\d/.test(before) || isBareDay(before));
    if (joins(part) && !sharesValue) parts.push(part);
    else parts[parts.length - 1] += `${joiner}${part}`;
  }
  return parts;
}

/**
 * Whether a part of a sentence gives a value: a figure, not the number of the section it opens ('5. Damage and
 * complaints: 5.1 We carry £5 million…' is one statement, of the insurance).
 */
const SECTION_NUMBER = /^\s*(?:\d{1,2}[.)]|\d{1,2}(?:\.\d{1,2})+)\s+(?=\p{L})/u;
const hasValue = (part: string) => /\d/.test(part.replace(SECTION_NUMBER, ''));

/** A day of the month alone, or after its weekday ('25', 'Venerdì 25', 'Friday 25th'): its month and value follow. */
const isBareDay = (part: string) => {
  const day = /^\s*(?:(\p{L}+)\s+)?\d{1,2}(?:st|nd|rd|th)?\s*$/iu.exec(part);
  return day !== null && (day[1] === undefined || daysIn(day[1]).size > 0);
};

/** The quote cut to one statement, unless the cut loses the kind of answer asked for. */
function cutTo<T extends Cuttable>(best: T, statement: string, question: string): T {
  const text = statement.replace(/[\s,.;:]+$/, '');
  const cues = answerCues(question);
  if (cues(text) < cues(best.quote.text)) return best;
  return {
    ...best,
    quote: { ...best.quote, text: `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}.` },
  };
}

/**
 * A sentence that gives values for several named things ('18 km from Siena and 70 km from Florence') is
 * cut to the statement about the one asked: the one part with a value naming what was asked, when every
 * other part with a value names something else. Otherwise ('it costs €120 and must be booked 48 hours
 * ahead') it stays whole.
 */
export function narrowed<T extends Cuttable>(best: T, asked: Concept[], question: string): T {
  const valued = statementsOf(best.quote.text).filter(hasValue);
  if (valued.length < 2) return best;
  // A month names no thing: 'Christmas' is said by 'December', but 'We close… 24 December… and reopen…
  // 4 January' is one closure, its two ends.
  const isAsked = (name: string) => {
    if (monthsIn(name).size > 0) return false;
    const forms = formsOf(name);
    return asked.some((concept) => saidIn(concept, forms) > 0);
  };
  const naming = valued.filter((part) => namesIn(part).some(isAsked));
  const othersNamed = valued
    .filter((part) => part !== naming[0])
    .every((part) => namesIn(part).some((name) => !isAsked(name)));
  if (naming.length === 1 && othersNamed) return cutTo(best, withSubject(naming[0]!, valued[0]!), question);
  return narrowedToThing(best, valued, asked, question);
}

/** What a statement says before its first figure or its first word `marks` ('The café is open' before 'Monday'). */
function subjectOf(first: string, marks: (word: string, i: number) => boolean): string {
  const words = first.split(/\s+/);
  const figureAt = first.search(/\d/);
  const markAt = words.findIndex(marks);
  const end = Math.min(
    figureAt < 0 ? first.length : figureAt,
    markAt < 0 ? first.length : words.slice(0, markAt).join(' ').length,
  );
  return first.slice(0, end).trim();
}

/** A statement opening with its own subject: a personal pronoun. */
const OWN_SUBJECT = /^(?:we|you|they|it|i|he|she|there|noi|voi|loro)(?:['’]\p{L}+)?\b/iu;

/**
 * A later statement with what the first says before its first name or figure ('We are closed on Friday 1
 * January… and Easter Monday 29 March' gives 'We are closed on Easter Monday 29 March'): said alone, it
 * would lose the 'closed'. Unchanged when that is nothing, or too long to be a subject.
 */
function withSubject(statement: string, first: string): string {
  // 'Book a January house move by 18 December and we'll deliver a Flat Pack…': a clause with its own subject.
  if (statement === first || OWN_SUBJECT.test(statement)) return statement;
  // 'si trova a 18 km… e a 70 km': a statement opening with its own 'a' (or 'on', 'dal') leads itself in.
  const subject = subjectOf(first, (word, i) => i > 0 && isName(word.replace(/[^\p{L}\p{N}]+$/u, ''))).split(
    /\s+/,
  );
  const last = subject.at(-1)?.toLowerCase() ?? '';
  const opening = statement.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (last === opening || (LEADS_INTO.test(` ${last}`) && LEADS_INTO.test(` ${opening}`))) subject.pop();
  const lead = subject.join(' ');
  if (!lead || lead.split(/\s+/).length > 8) return statement;
  return `${lead} ${statement}`;
}

/**
 * The same for things named by common words ('€ 50 per le bici tradizionali e € 200 per e-bike ed e-MTB'
 * for the e-bike's deposit): the one part saying a word of the question that no other part says, when
 * every other part says some other thing. What the first part says before its value is the subject of
 * every part ('The café is open Monday to Friday from 08:00 and at weekends from 08:30'). Days are left to
 * narrowedToDay, and a figure the visitor gives ('over 65') names no thing.
 */
function narrowedToThing<T extends Cuttable>(
  best: T,
  valued: string[],
  asked: Concept[],
  question: string,
): T {
  const things = asked.filter(
    (concept) =>
      concept.weekday === undefined &&
      concept.season === undefined &&
      concept.holiday === undefined &&
      !/\d/.test(concept.word),
  );
  // An aside in brackets names no part: '15% off the third (the discount goes on the lower fees)'.
  const said = (text: string) => {
    const forms = formsOf(text.replace(/\([^)]*\)/g, ' '));
    return new Set(things.filter((concept) => saidIn(concept, forms) > 0));
  };
  // A label before the first value names every part ('Cauzione: € 50 per le bici e € 200 per e-bike').
  const label = /^[^:\d]{1,40}:\s+/.exec(valued[0] ?? '')?.[0] ?? '';
  const parts = valued.map((part, i) => (i === 0 ? part.slice(label.length) : part));
  const saying = parts.map(said);
  const own = (i: number) =>
    [...(saying[i] ?? [])].filter((concept) => saying.every((other, j) => j === i || !other.has(concept)));
  const saysOtherThing = (part: string) =>
    wordsOf(part).some(
      (word) =>
        word.length >= 3 &&
        !/\d/.test(word) &&
        !stopwords.has(word) &&
        !things.some((c) => saidIn(c, formsOf(word)) > 0),
    );
  const distinct = parts.flatMap((_, i) => (own(i).length > 0 ? [i] : []));
  if (distinct.length !== 1) return narrowedToQualifier(best, parts, label, said, saysOtherThing, question);
  const chosen = distinct[0]!;
  const first = parts[0] ?? '';
  const afterValue = said(first.slice(Math.max(0, first.search(/\d/))));
  if (chosen === 0 && own(0).every((concept) => !afterValue.has(concept))) return best;
  if (!parts.every((part, i) => i === chosen || saysOtherThing(part))) return best;
  return cutTo(best, `${label}${parts[chosen]}`, question);
}

/**
 * Parts that differ by a qualifier ('Lezione privata, 1 persona: € 62 all'ora in bassa stagione, € 72 in
 * alta stagione'): the one part saying only what was asked, when every other says something else ('bassa'),
 * with the subject the first part opens with.
 */
function narrowedToQualifier<T extends Cuttable>(
  best: T,
  parts: string[],
  label: string,
  said: (text: string) => Set<Concept>,
  saysOtherThing: (part: string) => boolean,
  question: string,
): T {
  const first = parts[0] ?? '';
  const subject = label || (/^[^€£$]{1,60}:\s+/.exec(first)?.[0] ?? '');
  const own = parts.map((part, i) => (i === 0 ? part.slice(subject.length) : part));
  const clean = own.flatMap((part, i) => (said(part).size > 0 && !saysOtherThing(part) ? [i] : []));
  if (clean.length !== 1 || !own.every((part, i) => i === clean[0] || saysOtherThing(part))) return best;
  const chosen = clean[0]!;
  return cutTo(best, chosen === 0 ? `${label}${first}` : `${subject}${own[chosen]}`, question);
}

/** Words that lead into a day or a time ('from', 'dal', 'on'), left out when a statement's subject is reused. */
const LEADS_INTO = /\s+(from|on|at|every|dal|dalla|dalle|da|il|la|lo|i|le|nei|nel|ogni|tutti)$/i;

/**
 * A sentence giving hours for several days ('open Monday to Friday from 08:00 to 20:00 and at weekends
 * from 08:30 to 15:30') is cut to the statement about the day asked, with the sentence's subject: 'The
 * café is open at weekends from 08:30 to 15:30.' It stays whole when no one statement covers that day.
 */
export function narrowedToDay<T extends Cuttable>(best: T, question: string): T {
  const asked = daysAsked(question);
  if (asked.length === 0) return best;
  const language = best.quote.hit.language;
  // A part naming no day continues the statement before it ('festive ore 8.30, 11.00 e 18.00'); one
  // naming only days is a subject shared with the part after it ('Saturdays and Sundays are laptop-free').
  const onlyDays = (part: string) =>
    part
      .split(/\s+/)
      .every((word) => daysIn(word, language).size > 0 || /^[^\p{L}]*\p{L}{0,3}[^\p{L}]*$/u.test(word));
  const text = best.quote.text;
  const parts = statementsOf(text, (part) => daysIn(part, language).size > 0).reduce<string[]>(
    (joined, part, i, all) => {
      const previous = joined.at(-1);
      if (previous === undefined || !onlyDays(all[i - 1] ?? '')) joined.push(part);
      // joined back as written, with the 'and' between them
      else joined[joined.length - 1] = text.slice(text.indexOf(previous), text.indexOf(part) + part.length);
      return joined;
    },
    [],
  );
  const withDays = parts.filter((part) => daysIn(part, language).size > 0);
  const covering = withDays.filter((part) => asked.every((d) => daysIn(part, language).has(d)));
  if (withDays.length < 2 || covering.length !== 1) return best;
  const chosen = covering[0]!.replace(/[\s,.;:]+$/, '');
  const daysMark = (word: string) => daysIn(word, language).size > 0;
  // A statement saying something before its day has its own subject ('… and bank holiday Mondays are
  // Mondays: we're closed'); one opening with its day shares the first's ('… and at weekends from 8:30').
  const ownSubject = wordsOf(subjectOf(chosen, daysMark)).some((word) => !stopwords.has(word));
  if (chosen === parts[0] || ownSubject) return cutTo(best, chosen, question);
  // The subject is what the first statement says before its first day or figure ('The café is open').
  const subject = subjectOf(parts[0] ?? '', daysMark).replace(LEADS_INTO, '');
  if (subject.split(/\s+/).length > 8) return best;
  return cutTo(best, `${subject} ${chosen}`.trim(), question);
}

/** A record's cell's header, its aside left out: 'Week (7 days)' is not the 'day' column. */
const headerOf = (cell: string) => formsOf((cell.split(':')[0] ?? '').replace(/\([^)]*\)/g, ''));

/**
 * What a table's record says of a question naming the days of some of its columns (a timetable's): its first
 * cell, which names the row, and those days' cells. 'Boxe il mercoledì' is said by 'Orario: 20:15 · … ·
 * Mercoledì: Boxe', not by the row holding boxing on Tuesday and nothing on Wednesday. The whole record when
 * it names none of them, or all.
 */
export function inAskedColumns(text: string, asked: Concept[]): string {
  const [label, ...cells] = text.split(' · ');
  if (!label || cells.length < 2) return text;
  const inLabel = formsOf(label);
  const columns = asked.filter((concept) => namesDays(concept) && saidIn(concept, inLabel) === 0);
  if (columns.length === 0) return text;
  const named = cells.filter((cell) => columns.some((concept) => saidIn(concept, headerOf(cell)) > 0));
  return named.length === 0 || named.length === cells.length ? text : [label, ...named].join(' · ');
}

/**
 * A table's record ('Bike: City bike · 1 hour: €5 · Half day (4 hours): €11 · Full day: €16') is cut to the
 * columns the question names ('How much is a city bike for a full day?'), after the record's first cell,
 * which names the row, and with the cells whose value the question names ('Day: Thursday'). It stays whole
 * when the question names no column, or all of them.
 */
export function narrowedToColumn<T extends Cuttable>(
  best: T,
  asked: Concept[],
  question: string,
  own = asked.length,
  measures: readonly number[] = [],
): T {
  const [label, ...cells] = best.quote.text.split(' · ');
  if (!label || cells.length < 2) return best;
  // A measure the visitor gives ('a 1.6 litre car') names the column whose header's range holds it
  // ('Medium cars (1.5 to 2.0 litre)'), aside and all.
  const holding = cells.filter((cell) =>
    measures.some((m) => coversNumber(m, cell.split(':')[0] ?? '') === true),
  );
  if (holding.length > 0 && holding.length < cells.length)
    return cutTo(best, [label, ...holding].join(' · '), question);
  const inLabel = formsOf(label);
  const columns = asked.filter((concept) => saidIn(concept, inLabel) === 0);
  // A follow-up's own words name the column before the earlier question's ('E per una settimana?').
  const weight = (concept: Concept) => (asked.indexOf(concept) < own ? 2 : 1);
  const named = cells.map((cell) =>
    columns.filter((concept) => saidIn(concept, headerOf(cell)) > 0).reduce((sum, c) => sum + weight(c), 0),
  );
  const most = Math.max(...named);
  // A cell whose value is what was asked ('Day: Thursday' for 'on Thursday') stays: it says the row is the one.
  const cellValue = (cell: string) => (cell.includes(':') ? cell.slice(cell.indexOf(':') + 1) : undefined);
  const confirms = (cell: string) => {
    const value = cellValue(cell);
    if (value === undefined) return false;
    const forms = formsOf(value);
    return columns.some((concept) => saidIn(concept, forms) > 0);
  };
  // Asked the hours, the days they are of stay ('Days: Thursday – Sunday · Hours: 9am – 4pm').
  const hoursAsked = OPEN_ASKED.test(question);
  const ofDays = (cell: string) => hoursAsked && daysIn(cellValue(cell) ?? '').size > 0;
  const chosen = cells.filter((cell, i) => most > 0 && (named[i] === most || confirms(cell) || ofDays(cell)));
  if (most === 0 || chosen.length === cells.length) return best;
  return cutTo(best, [label, ...chosen].join(' · '), question);
}
