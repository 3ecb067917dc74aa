import { givesDayPart, givesTime, ofWholeDays } from '../knowledge/analysis/clock.ts';
import { countedIn } from '../knowledge/analysis/counts.ts';
import { diminutiveBase } from '../knowledge/analysis/diminutives.ts';
import { FormSet } from '../knowledge/analysis/forms.ts';
import { saysHoliday } from '../knowledge/analysis/holidays.ts';
import { coversNumber } from '../knowledge/analysis/numbers.ts';
import { type Concept, isTranslation } from '../knowledge/analysis/question.ts';
import { coversSeason, givesDateSpan, monthsIn } from '../knowledge/analysis/seasons.ts';
import { stem, stemLanguages, stopwords } from '../knowledge/analysis/stems.ts';
import { asksEveryWeek, daysAsked, daysIn, withoutDatedWeekdays } from '../knowledge/analysis/weekdays.ts';
import { compoundsOf, fold, wordsOf } from '../knowledge/analysis/words.ts';
import type { KnowledgeHit } from '../knowledge/knowledge.search.ts';

/** One quotable piece of a passage: a sentence, or a short value line read with its label. */
export interface Quote {
  hit: KnowledgeHit;
  /** Order of the passage among those retrieved. */
  rank: number;
  /** Index of the line in the passage, and of the sentence in the line. */
  line: number;
  position: number;
  /** What is quoted: the sentence, preceded by its label when the sentence is only a value. */
  text: string;
  /** The heading the sentence sits under, inside the passage or above it. */
  heading: string;
  /**
   * The headings above it ('Your wedding › Packages › Grand Gala'): the passage's path, where a heading
   * inside the passage replaces the one at its depth and those below ('## Anello delle Cantine' after
   * 'Tour › Castelli e Ulivi › Durata' gives 'Tour › Anello delle Cantine').
   */
  path: string;
  /** Whether it is the first sentence under its heading, which says what the section is about. */
  lead: boolean;
  /**
   * For a short sentence after another in the same paragraph, that sentence: it names what the short one
   * leaves unsaid ('Biglietto € 1,20.' after 'Dalla stazione la navetta comunale porta in paese').
   */
  leansOn?: string;
  /** A note the page marks a value of the quote with ('10am–6pm*', then '*The pool is open from 23 May…'). */
  note?: string;
  /**
   * A date printed right above a heading or as its first line, read as the heading's: an event's, or a
   * listed post's ('### Natale 2026: il concerto e le vacanze', then '10 novembre 2026').
   */
  datesHeading?: boolean;
  /** That date, for the sentences under the heading: a listed post's excerpt is as old as the post. */
  headingDate?: string;
  /**
   * Of a customer's words the page quotes ('“Hannah made my daughter's 18th birthday cake and it was
   * stunning.”'): what one visitor went through, no statement of the business's.
   */
  review?: boolean;
}

/** A line wrapped in quotation marks, with perhaps the name of who said it after ('“…” – Anna, Torino'). */
const REVIEW = /^[“"«„]\s*\p{L}.{15,}[”"»](?:\s*[-–—]\s*\p{L}.{0,60})?$/u;

/** A value marked for a note ('10am–6pm*'), and the note's line ('*The pool is open from 23 May…'). */
export const NOTE_MARK = /[\p{L}\p{N})]\*(?!\*)/u;
const NOTE_LINE = /^\*\s*([^*\s].*)$/;
/** Whether a quote is a note line itself, read with the values marked for it. */
export const isNote = (quote: Quote) => NOTE_LINE.test(quote.text);

const VALUE_LINE = 60;
/**
 * A sentence opening on a pronoun standing for what the one before named ('They can’t be used for open studio
 * membership', after 'Vouchers can be used for any class'): that sentence names what it leaves unsaid.
 */
export const OPENS_ON_BEFORE = /^(they|these|those|esse|essi|questi|queste)\b/i;
/**
 * A line about the page itself, not what it tells: when it was updated or published, who wrote it and how
 * often it was read (a CMS's byline: 'Pubblicato: 2 Novembre 2026', 'Visite: 268', 'Posted on 3 May').
 */
const PAGE_DATE =
  /^(ultimo aggiornamento|ultima modifica|aggiornato il|pagina aggiornata|last updated|last modified|updated on|page updated|pubblicato|data di pubblicazione|published|posted on|scritto da|written by|visite|hits|letto \d+ volte)\b[^.]{0,40}$/i;

/**
 * The forms a text's words take in the index (as they are, and stemmed in Italian and English), and the
 * word an Italian diminutive is made from ('mercatino' also says 'mercato').
 */
export function formsOf(text: string): FormSet {
  const cached = formsCache.get(text);
  if (cached) {
    // The most recently read stay: a Map keeps its keys in the order they were set.
    formsCache.delete(text);
    formsCache.set(text, cached);
    return cached;
  }
  const forms = readForms(text);
  if (formsCache.size >= MAX_CACHED_FORMS) formsCache.delete(formsCache.keys().next().value as string);
  formsCache.set(text, forms);
  return forms;
}

/**
 * The same passages are judged for one question after another: their sentences' forms are read once and
 * the most recently read kept. A FormSet is never changed once made; one takes about 3.5 KB, so the cache
 * holds at most about 18 MB.
 */
const MAX_CACHED_FORMS = 5_000;
const formsCache = new Map<string, FormSet>();

/** 'Off-peak' is no peak, 'non-members' no members: the word after these is read only in the joined form. */
const OPPOSING_PREFIX = /(?<![\p{L}\p{N}])(off|non)[-‐‑](?=\p{L})/giu;

/**
 * A post's counters closing a line ('0 Comments', '214 views', '· 2 min read', after its date or alone): about
 * the page, never what a visitor asks.
 */
const COUNTERS =
  /(?:^|[\s·•|-])\s*(?:\d+\s+(?:comments?|commenti|views?|visualizzazioni|min(?:ute)?s? read|minuti di lettura)\s*[:·•|,]?\s*)+$/iu;

/** A price's pence or cents ('£15.50', '12,50 €'): no number of their own ('50 sq ft' is not in '£15.50'). */
const PRICE_CENTS = /([€£$]\s?\d+)[.,]\d\d\b|\b(\d+)[.,]\d\d(?=\s?(?:€|euro\b|eur\b))/gi;

/** A currency's sign says its name: '25 euro' is '€ 25', '20 pounds' '£20'. */
const CURRENCY_NAMES: Record<string, string> = { '€': 'euro', '£': 'pound' };

function readForms(text: string): FormSet {
  const read = text
    .replace(OPPOSING_PREFIX, '$1')
    .replace(PRICE_CENTS, '$1$2')
    .replace(/[€£]/g, (sign) => ` ${CURRENCY_NAMES[sign]} `);
  // A function word of the text is no evidence, nor are its stems: 'can' of 'you can buy' is not the Italian
  // stem of 'cane' asked about.
  const words = [...wordsOf(read), ...compoundsOf(text)].filter((word) => !stopwords.has(word));
  const forms = new Set<string>(words);
  for (const word of words) {
    for (const language of stemLanguages) forms.add(stem(word, language));
    const base = diminutiveBase(word);
    if (base) forms.add(base);
  }
  return new FormSet(forms, words, fold(text).replace(/[’]/g, "'"));
}

/**
 * How strongly a concept is present among `forms`: the weight of its best form found (0 when absent). A
 * translation is a stem of the other language: it says a word of that language, never the beginning of a
 * longer word ('cann', of 'canna' for 'fishing', is not 'cannot'). A holiday is present by its whole name,
 * never by a word of it ('box office' for 'Boxing Day').
 */
/**
 * Whether a variant may be said by a slightly longer word: the question's own words may, and a long translation
 * ('warrant' of 'garanzia', said by 'warranty'); a short one would say unrelated words ('port' by 'portion').
 */
const LONG_TRANSLATION = 7;
const loosely = (v: Concept['variants'][number]) => !isTranslation(v) || v.term.length >= LONG_TRANSLATION;

export function presence(concept: Concept, forms: FormSet): number {
  let best = namesHoliday(concept, forms) ? 1 : 0;
  for (const v of concept.variants) {
    if (!v.name) best = Math.max(best, v.weight * forms.match(v.term, loosely(v)));
  }
  return best;
}

const namesHoliday = (concept: Concept, forms: FormSet) =>
  concept.holiday?.names !== undefined && forms.names(concept.holiday.names);

/**
 * How fully a quote says a concept of the question: the word itself or its translation in full
 * ('parcheggio' is said by 'car park' as fully as by 'parcheggio'; the translation's lower weight is for
 * ranking, where a page in the visitor's language comes first), its opposite ('closed' for 'open') and a
 * loose prefix match less.
 */
export function saidIn(concept: Concept, forms: FormSet): number {
  let best = namesHoliday(concept, forms) ? 1 : 0;
  for (const v of concept.variants) {
    if (v.name) continue;
    best = Math.max(best, (isTranslation(v) ? 1 : v.weight) * forms.match(v.term, loosely(v)));
  }
  return best;
}

/**
 * What the visitor says they are not ('I'm not a member', 'without being a member', 'non-residents', 'non
 * sono socio'): the folded words. A page's 'Membership: £34.50 a month' is for the others.
 */
export function notBeing(question: string): Set<string> {
  const folded = fold(question).replace(/[’']/g, "'");
  const found = new Set<string>();
  for (const pattern of NOT_BEING)
    for (const match of folded.matchAll(pattern)) if (match[1]) found.add(match[1]);
  return found;
}

const NOT_BEING = [
  /\b(?:i am|i'm|im|we are|we're|i was|we were)\s+not\s+(?:a|an|the|one of your)?\s*(\p{L}{3,})/gu,
  /\bwithout being\s+(?:a|an)?\s*(\p{L}{3,})/gu,
  /\bnon-(\p{L}{3,})/gu,
  /\bnon (?:sono|siamo|essendo)\s+(?:un[oa]?\s+|dei\s+|degli\s+)?(\p{L}{3,})/gu,
  /\bsenza essere\s+(?:un[oa]?\s+)?(\p{L}{3,})/gu,
  // 'e per chi non è socio?', 'what about those who aren't members?', 'per i non soci'
  /\bchi non (?:e|sono)\s+(?:un[oa]?\s+)?(\p{L}{3,})/gu,
  /\bwho (?:is not|isn't|isnt|are not|aren't|arent)\s+(?:a|an)?\s*(\p{L}{3,})/gu,
  /\b(?:i|gli|le) non (\p{L}{3,})/gu,
];
const NEGATORS = new Set(['non', 'not', 'without', 'senza', 'no']);

/**
 * How a text speaks of a thing the visitor is not: 'for' when it names it without a negation before it
 * ('Membership: Gym & Swim'), 'against' when negated ('Non-members can use it'), undefined when silent.
 */
export function speaksOf(concept: Concept, text: string): 'for' | 'against' | undefined {
  const words = wordsOf(text);
  let said: 'for' | 'against' | undefined;
  words.forEach((word, i) => {
    if (saidIn(concept, formsOf(word)) === 0) return;
    if (NEGATORS.has(words[i - 1] ?? '') || NEGATORS.has(words[i - 2] ?? '')) said ??= 'against';
    else said = 'for';
  });
  return said;
}

/**
 * Whether a text says a thing of the weekday asked all day, naming it among a few days and no time ('No
 * walk-ins on Saturdays' for 'Saturday morning'); 'every day' says too little of it.
 */
function saysWholeDay(weekday: number, text: string, language?: string): boolean {
  const days = daysIn(text, language);
  return days.has(weekday) && days.size < 7 && ofWholeDays(text);
}

/**
 * Whether a text says a concept by covering it: a season by its months ('1 April to 31 October' for
 * 'summer'), a weekday by a span of days ('every day', 'weekends', 'festive' on an Italian page for Sunday),
 * days named together by a span covering them ('Monday – Friday' for 'weekdays'),
 * a number by a range or bound holding it ('aged 11 to 15' for 13), a time of day by a span of times holding
 * it ('between 10pm and 7am' for 2am), a start or an end asked when by a span of dates ('1 April – 31 October').
 */
export const coveredBy = (concept: Concept, text: string, language?: string): boolean => {
  if (concept.edge && givesDateSpan(text)) return true;
  if (concept.season !== undefined) return coversSeason(concept.season, text);
  if (concept.time !== undefined) return givesTime(concept.time, text);
  if (concept.dayPart !== undefined)
    return (
      givesDayPart(concept.dayPart, text, concept.startsIn) ||
      (concept.partOf !== undefined && saysWholeDay(concept.partOf, text, language))
    );
  if (concept.amount !== undefined) return coversNumber(concept.amount, text, concept.counted) === true;
  if (concept.holiday !== undefined) return saysHoliday(concept.holiday, text);
  if (concept.days !== undefined) {
    const said = daysIn(text, language);
    return concept.days.every((day) => said.has(day));
  }
  return concept.weekday !== undefined && daysIn(text, language).has(concept.weekday);
};

/** Splits passages into quotes: heading lines name what follows; a bare value line keeps its label. */
export function quotesOf(passages: KnowledgeHit[]): Quote[] {
  return passages.flatMap((hit, rank) => {
    const quotes: Quote[] = [];
    // The headings in force: the passage's path, then those inside it, each at its depth ('##' second).
    let above = hit.heading ? hit.heading.split(' › ') : [];
    let heading = above.at(-1) ?? '';
    let path = hit.heading;
    let previousLine = '';
    // The line right above when it ends no sentence: a fee list's description, its price in a block beside it.
    let openLine = '';
    // The name of the record right above ('Skin Fade: Bald or foil fade…'): a card's name and description, its
    // duration and price in a block beside them ('45 min: £28').
    let recordName = '';
    // The label lines right above: a record's name and its details ('Pacchetto 10 sedute', 'entro 3 mesi').
    let labels: string[] = [];
    // Whether the label lines began right after a list: a card's closing line ('- Chemicals included', then
    // 'Become a member', its button) before the next card's name ('Pay as you go', then '£12/hour').
    let labelsAfterList = false;
    let afterItem = false;
    // The name a run of lines labelled by their own keys details ('Pieter van Dalen – maestro di sci', then
    // 'Lingue: …', 'Specialità: telemark'): a card's title, heading each of them.
    let record = '';
    let afterValue = false;
    let afterNamedPrice = false;
    let lead = true;
    let lastLine = '';
    let headingDate = '';
    // The passage's note, its first sentence, for the values marked with an asterisk.
    const lines = hit.text.split(/\n+/);
    const noted = lines.map((l) => NOTE_LINE.exec(l.trim())?.[1]).find(Boolean);
    const note = noted ? sentencesOf(noted)[0] : undefined;
    lines.forEach((raw, line) => {
      const item = /^-\s+/.test(raw.trim());
      const text = raw.trim().replace(/^-\s+/, '').replace(/\s+/g, ' ').replace(COUNTERS, '').trim();
      if (!text || /^#+$/.test(text)) return;
      const headingLine = /^(#+)\s+(.*)$/.exec(text);
      if (headingLine) {
        heading = headingLine[2] ?? '';
        above = [...above.slice(0, (headingLine[1]?.length ?? 1) - 1), heading];
        path = above.join(' › ');
        // A date printed right above a heading is the heading's ('Saturday 14 November 2026, 8 pm', then
        // '### White Truffle Dinner'), as event and blog listings print it: it is read under that heading,
        // not as a value of the line before ('Read more').
        headingDate = isDateLine(lastLine) ? lastLine : '';
        if (headingDate) {
          const under = quotes.findIndex((q) => q.line === line - 1);
          if (under >= 0) quotes.splice(under);
          quotes.push({
            hit,
            rank,
            line: line - 1,
            position: 0,
            text: `${heading}: ${lastLine}`,
            heading,
            path,
            lead: false,
            datesHeading: true,
          });
        }
        lastLine = '';
        previousLine = '';
        openLine = '';
        labels = [];
        record = '';
        afterValue = false;
        afterNamedPrice = false;
        lead = true;
        return;
      }
      // 'Last updated: 16/02/2026' is about the page, never what a visitor asks.
      if (text.length < 2 || PAGE_DATE.test(text)) return;
      lastLine = text;
      // A dated line opening a section dates what follows it ('Jun 2, 2025' under a listed post's title).
      if (lead && isDateLine(text) && /\b(?:19|20)\d{2}\b/.test(text)) headingDate = text;
      // A question the page asks its reader ('Not sure which stage to start at?') answers nothing.
      const sentences = sentencesOf(text);
      // An FAQ's question printed as a line of its own ('Is the pool indoors?', then 'No, ours is an outdoor
      // pool…') heads its answer, as a heading would.
      if (sentences.length === 1 && text.endsWith('?') && text.length <= QUESTION_LINE) {
        heading = text;
        previousLine = '';
        openLine = '';
        labels = [];
        lead = true;
        return;
      }
      // What the label lines right above name, read once for the line's sentences.
      const name = nameOf(labels);
      const keyed = sentences.length === 1 && namesItself(text);
      record = keyed ? record || (name.includes(':') ? '' : name) : '';
      const opening = lead;
      const review = REVIEW.test(text);
      sentences.forEach((sentence, position) => {
        if (sentence.endsWith('?')) return;
        // 'Band 2: everything in Band 1, plus fillings…', then '£76.60': the price is the line's above.
        // So is a price list's record, its name and description, then '€ 2 al giorno'.
        const described =
          PRICE.test(sentence) && (isBareValue(sentence) || (labelled(sentence) && namesItself(openLine)))
            ? openLine || (isBareValue(sentence) ? recordName : '')
            : '';
        const label =
          sentences.length === 1 && labelled(sentence)
            ? name || previousLine || described || headingLabel(heading)
            : '';
        // A sentence under a name that is no heading ('Dott. Paolo Benassi', then 'Riceve il lunedì') is about it.
        const before =
          [
            label ? undefined : name,
            position > 0 && (sentence.length <= VALUE_LINE || OPENS_ON_BEFORE.test(sentence))
              ? sentences[position - 1]
              : undefined,
          ]
            .filter(Boolean)
            .join(' ') || undefined;
        // A value under a heading that only labels it ('Rooms › The Anvil › Price per night', then '£145') is
        // about the heading above that label, unless that is the page's own title.
        // So is a short line giving a value ('When', then 'Every Wednesday, 8pm').
        const valueLine = sentences.length === 1 && isValueLine(sentence);
        const labelledBy =
          (label || valueLine) && !previousLine && above.length >= 3 ? above.slice(-2).join(' › ') : heading;
        quotes.push({
          hit,
          rank,
          line,
          position,
          text: label && !sentence.includes(label) ? `${label.replace(/[:.]$/, '')}: ${sentence}` : sentence,
          heading: record || labelledBy,
          path,
          lead,
          ...(before ? { leansOn: before } : {}),
          ...(note && NOTE_MARK.test(sentence) ? { note } : {}),
          ...(lead && sentences.length === 1 && isDateLine(text) ? { datesHeading: true } : {}),
          ...(headingDate ? { headingDate } : {}),
          ...(review ? { review } : {}),
        });
        lead = false;
      });
      // A short line that is no sentence names the bare values after it ('Telefono', 'Essenziale'); a value does not.
      // A line with figures names a record only after another record's value ('€ 50', then 'Pacchetto 10
      // sedute'), or details a name ('45 minuti'); under a heading it is the heading's detail (an address),
      // unless it counts a thing as the records after it do ('2-person office', then 'from £650 per month').
      // A line after a price list's record ('Marinara € 6,00', then 'tomato, garlic, oregano') details that
      // record: it names nothing after it.
      // So does a list's item ('- Solo abbonamento mensile', the last line of a plan's card): it names
      // nothing after the list.
      // So does a card's time after its price ('from £139', then '1–2 working days'): it is the card's, and names
      // no card after it.
      const detail = (afterNamedPrice || item || (afterValue && TIME_TAKEN.test(text))) && isLabel(text);
      if (detail) {
        previousLine = '';
        labels = [];
      } else if (isLabel(text) && (!/\d/.test(text.replace(BRACKETED, '')) || text.endsWith(':'))) {
        // A line closed by a colon introduces what follows, dates and all ('In season (5 December – 11 April):').
        previousLine = text;
        if (labels.length === 1 && labelsAfterList) labels = [];
        labelsAfterList = labels.length === 0 && afterItem;
        labels.push(text);
      } else if (
        isLabel(text) &&
        (labels.length > 0 || afterValue || (opening && countedIn(text).length > 0))
      )
        labels.push(text);
      else {
        labels = [];
        // A line that is neither a name nor a value ends what the name above names: a price list's next
        // record ('Somministrazione farmaci: compresse, gocce', then '€ 2 al giorno') is not the one before's.
        if (!isBareValue(text)) previousLine = '';
      }
      afterValue = isBareValue(text);
      afterNamedPrice = afterValue && namedPrice(text);
      afterItem = item;
      openLine =
        !detail && text.length <= OPEN_LINE && !/[.!?;:]$/.test(text) && !holdsValue(text) ? text : '';
      // A card's name is its own line too ('Full Groom · Small dog', then its description, its duration and its
      // price, each a block of its own): the values after the description are still the card's.
      recordName = detail
        ? ''
        : text.length <= OPEN_LINE && namesItself(text) && !holdsValue(text)
          ? text.slice(0, text.indexOf(':'))
          : isBareValue(text)
            ? recordName
            : name && !isLabel(text) && !holdsValue(text)
              ? name
              : '';
    });
    return quotes;
  });
}

/** A line saying only how long a thing takes ('2–3 working days', '45 minuti', '1 working day (part ordered)'). */
const TIME_TAKEN =
  /^(?:about |around |up to |circa |fino a )?\d+(?:[.,]\d+)?(?:\s*(?:[–-]|to|a)\s*\d+(?:[.,]\d+)?)?\s*(?:working |business |lavorativ[oi] )?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|minuti|ore|giorni|settimane)(?: lavorativi)?(?:\s*\([^()]*\))?\.?$/i;

/** A name's qualifier in brackets ('Minitennis (5-7 anni)', 'Family (2+2)'): its figures make no value of it. */
const BRACKETED = /\([^()]*\)/g;

/** The longest line ending no sentence read as the label of the bare value after it. */
const OPEN_LINE = 160;
/** A line holding a value of its own (a price, a phone, an address, a time or a year) labels no other. */
const holdsValue = (line: string) =>
  PRICE.test(line) || /@|https?:\/\/|www\.|\d{3,}|\d[:.]\d\d/i.test(line) || isBareValue(line);

/** The longest line read as an FAQ's question heading its answer. */
const QUESTION_LINE = 120;

/**
 * An abbreviation's period before a figure or a code holding one ends no sentence ('Max. 6 bambini per
 * gruppo', 'ca. 20 minuti', 'registration no. TP/0418', 'VAT no. GB 284 6617 09').
 */
const ABBREVIATION =
  /(?:^|\s)(?:max|min|tel|nr|n|no|num|ca|approx|incl|excl|ecc|etc|art|pag|cap|fig|rif|ref)\.$/i;

/** A figure or a code opening a piece: '6 bambini', 'TP/0418', 'GB 284 6617 09' (a country's letters apart). */
const CODE_OPENS = /^(?:\S*\d|\p{Lu}{1,3}\s\d)/u;

/** A title's period before a name ends no sentence ('Direttore sanitario: Dott. Marco Ferrero', 'Dr. Patel'). */
const TITLE = /(?:^|\s)(?:dott|dr|drs|sig|sigg|prof|avv|ing|arch|geom|rag|mr|mrs|ms|mx)\.$/i;

/** An initialism's last period ends no sentence ('C.F. 95021340137 – P.IVA 03518460132', 'S.r.l. P.IVA'). */
const INITIALISM = /(?:^|[\s(])(?:\p{L}\.){2,}$/u;

/** A numbered section's figure ends no sentence ('5. Arriving late', '3. Se disdici'). */
const ENUMERATOR = /^\d{1,2}\.$/;

/** A line's sentences: split after a full stop, '!', '?' or ';' before a capital, a figure or an opening quote. */
function sentencesOf(text: string): string[] {
  const pieces = text.split(/(?<=[.!?;])\s+(?=[\p{Lu}\p{N}"«(])/u);
  const sentences: string[] = [];
  for (const piece of pieces) {
    const previous = sentences.at(-1);
    if (
      previous !== undefined &&
      (ENUMERATOR.test(previous) ||
        (ABBREVIATION.test(previous) && CODE_OPENS.test(piece)) ||
        ((TITLE.test(previous) || INITIALISM.test(previous)) && /^[\p{Lu}\d]/u.test(piece)))
    )
      sentences[sentences.length - 1] = `${previous} ${piece}`;
    else sentences.push(piece);
  }
  return sentences;
}

/** A short line that is no sentence and gives a figure: a time, a price, a date ('Every Wednesday, 8pm'). */
const isValueLine = (line: string) => line.length <= VALUE_LINE && !/[.!?]$/.test(line) && /\d/.test(line);

/**
 * A short line that is no sentence and mostly words: a name for what follows ('Essenziale', 'Telefono',
 * 'Pacchetto 10 sedute di fisioterapia').
 */
function isLabel(line: string): boolean {
  return (
    line.length <= VALUE_LINE &&
    !/[.!?]$/.test(line) &&
    !isBareValue(line) &&
    !namesItself(line) &&
    /\p{L}/u.test(line) &&
    // an address to write to or visit is a value, not a name; so is a line with a price ('Camera Barbera € 95')
    !/@|https?:\/\/|www\./i.test(line) &&
    !PRICE.test(line)
  );
}
const PRICE = /[€£$]\s?\d|\d\s?[€£$]|\d\s?(euro|eur)\b/i;
/**
 * A line that is a date ('Saturday 14 November 2026, 8 pm', 'Venerdì 17 aprile, ore 20'), not a byline
 * giving one ('14 March 2026 Hannah Whitcombe') nor a list's record of a day ('Mercoledì 6 gennaio: 10:00–13:00').
 */
const isDateLine = (line: string) =>
  isBareValue(line) && !/[.!?]$/.test(line) && !namesItself(line) && monthsIn(line).size > 0;

/** A price list's record: its name, then its price ('Marinara € 6,00', 'Camera Belbo € 130'; not 'da € 280'). */
const namedPrice = (line: string) => {
  const name = /^(\p{L}[\p{L}'’ -]*)\s[€£$]\s?\d/u.exec(line)?.[1];
  return name !== undefined && wordsOf(name).some((w) => !stopwords.has(w));
};

/**
 * What a run of label lines names: its first (a record's name, before its details: 'Pacchetto 10 sedute',
 * then 'da utilizzare entro 3 mesi'), with its last when both are words only ('Orari, Lunedì').
 */
function nameOf(labels: string[]): string {
  const words = labels.filter((l) => !/\d/.test(l));
  return words.length >= 2 ? `${words[0]}, ${words.at(-1)}` : (labels[0] ?? '');
}

/**
 * A line read with its label: a bare value, or a short line that opens with its value rather than with
 * words ('€ 85 a persona, pranzo incluso' under 'Corso di cucina') or gives a price after a word at most
 * ('from £650 per month + VAT').
 */
const labelled = (line: string) =>
  !namesItself(line) &&
  !OPENS_WITH_NAME.test(line) &&
  (isBareValue(line) ||
    (line.length <= VALUE_LINE && (/^[^\p{L}]*\d/u.test(line) || WORD_AND_PRICE.test(line))));
/** A price after one word at most ('from £650', 'da € 12'). */
const WORD_AND_PRICE = /^[^\p{L}\d]*(\p{L}+\s+)?([€£$]\s?\d|\d[\d.,]*\s?([€£$]|euro\b|eur\b))/iu;
/** A value line opening with two words or more names its own record ('Camera Belbo € 130'); 'Tel. 0577…' does not. */
const OPENS_WITH_NAME = /^(\p{L}[\p{L}'’.-]*\s+){2,}[^\p{L}\d]*[\d€£$]/u;
/**
 * A line that opens with its own label ('Monday: 8am – 4pm', 'Tuesday: closed'): a record, not a name. A
 * time's colon is no label's ('daily 8:15–12:30').
 */
const namesItself = (line: string) => /^\p{L}[\p{L}\p{N}\s'’.,()&+/-]{0,60}:(?!\d)\s*\S/u.test(line);
/** A heading names the values under it, unless it is a question (an FAQ's), which the line answers. */
const headingLabel = (heading: string) => (heading.endsWith('?') ? '' : heading);

/** A short line that is mostly a value (a phone, a price, a time) and means little without its label. */
function isBareValue(line: string): boolean {
  if (line.length > VALUE_LINE) return false;
  // a name whose only figures are its qualifier's ('Teen Cut (12–15)', 'Minitennis (5-7 anni)') is no value
  const unqualified = line.replace(BRACKETED, '');
  if (!/\d/.test(unqualified) && /\p{L}/u.test(unqualified)) return false;
  const letters = line.replace(/[^\p{L}]/gu, '').length;
  return /\d|@/.test(line) && letters < line.length * 0.6;
}

const ONLY = /\b(only|solo|soltanto|solamente|unicamente|esclusivamente)\b/i;

/** Whether the weekday a question asks about is in a quote, named or inside a range, or the quote names the only days. */
export function coversDaysAsked(
  question: string,
  text: string,
  language?: string,
  heading = '',
): boolean | undefined {
  const asked = daysAsked(question);
  if (asked.length === 0) return undefined;
  // 'Is the café shut on Tuesdays?' is not answered by 'it reopens on Tuesday 5 January'.
  const said = (t: string) => daysIn(asksEveryWeek(question) ? withoutDatedWeekdays(t) : t, language);
  // A line naming no day is of the days its heading names ('Sunday roasts', then 'Roast beef – £24').
  const own = said(text);
  const named = own.size === 0 && heading ? said(heading) : own;
  // 'Open Fridays, Saturdays and Sundays only' answers for Wednesday too: the days it names are all.
  if (named.size > 0 && ONLY.test(text)) return true;
  return asked.every((d) => named.has(d));
}
