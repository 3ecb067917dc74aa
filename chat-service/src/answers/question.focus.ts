import { type Concept, namesDays } from '../knowledge/analysis/question.ts';
import { stopwords } from '../knowledge/analysis/stems.ts';
import { fold, wordsOf } from '../knowledge/analysis/words.ts';
import { PRICED_THING } from './answer-cues.ts';
import { compoundHeads } from './question.reading.ts';

/**
 * What a question is about: the thing an answer must name. The rarest thing it names, what it asks
 * whether there is ('is there a lift…'), or what it asks the price of ('how much is the deposit…').
 */

/** A word on most pages (the company's name) is no thing asked about: its inverse frequency is below this. */
export const MIN_FOCUS_WEIGHT = 1;

/**
 * The things asked about: the rarest concept that names a thing (not 'price' or 'hours', which a value
 * answers) and occurs somewhere in the knowledge (a word found nowhere is left to the coverage to judge),
 * and any as rare or rarer: a quote naming one of them is about what was asked ('no fireworks' for
 * 'can we do fireworks', 'cashless' for 'pay in cash', though 'cash' is in no page's index).
 */
export function focusOf(
  concepts: Concept[],
  weights: number[],
  found: boolean[],
  asksFor: (w: string) => boolean,
  properNames: ReadonlySet<string> = new Set(),
  isThing: (c: Concept) => boolean = () => true,
) {
  // A day or a season says when, not what: 'the Museum of Sharecropping on Wednesday' is about the museum.
  // A month names a time as precisely as a thing ('the sunset tour in July'): it may be what is asked about.
  const when = (c: Concept | undefined) => namesDays(c) || (c?.season?.length ?? 0) > 1;
  const names = (i: number) =>
    !asksFor(concepts[i]?.word ?? '') && !when(concepts[i]) && (weights[i] ?? 0) >= MIN_FOCUS_WEIGHT;
  // A noun names a thing before a verb or an adjective does ('gift card', not 'pay', in 'can I use my gift
  // card to pay?'); without one found, any word may.
  const things = concepts.some((c, i) => found[i] && names(i) && isThing(c));
  const eligible = (i: number) => names(i) && (!things || isThing(concepts[i]!));
  let focus: number | undefined;
  concepts.forEach((_, i) => {
    if (!found[i] || !eligible(i)) return;
    if (focus === undefined || (weights[i] ?? 0) > (weights[focus] ?? 0)) focus = i;
  });
  if (focus === undefined) return undefined;
  // A name the visitor capitalised ('the Essential package') is what they ask about, before any common word.
  const proper = concepts.filter((c, i) => found[i] && names(i) && properNames.has(c.word));
  if (proper.length > 0) return proper;
  const least = weights[focus] ?? 0;
  return concepts.filter((_, i) => eligible(i) && (weights[i] ?? 0) >= least);
}

/** A question asking whether a thing exists or is offered: the thing follows ('is there a lift', 'c'è un autobus'). */
const WHETHER_THERE_IS =
  /\b(?:is there|are there|do you have|have you got|do you (?:offer|sell|provide|supply|lend)|c ?['’]? ?e|ci sono|avete|offrite|vendete|fornite|prestate)\s+(.*)/u;

/** A question whether the visitor may do a thing ('can we bring our own cake?', 'si può fumare in terrazza?'). */
const WHETHER_ALLOWED =
  /\b(?:(?:can|could|may) (?:i|we)|(?:allowed|permitted|ok|okay|possible) to|posso|possiamo|si puo|e (?:permesso|consentito|possibile))\s+(.*)/u;
const ALL = /(.*)/su;

/**
 * A question whether the visitor may do a thing, read after 'can I', 'allowed to', 'posso': its words, where its
 * verb is (the first word that is no adverb: 'just', 'still', 'anche'), where the first word after the verb is
 * that says anything (-1 when none does), and whether a preposition comes before that word.
 */
function leaveAsked(question: string) {
  const rest = WHETHER_ALLOWED.exec(fold(question))?.[1];
  if (rest === undefined) return undefined;
  const words = wordsOf(rest);
  const at = words.findIndex((w) => !ADVERB.test(w));
  const next = words.findIndex((w, i) => i > at && !stopwords.has(w));
  const placed = next >= 0 && words.slice(at + 1, next).some((w) => PLACING.test(w));
  return { words, at, verb: words[at], next, placed };
}

/**
 * What a question asks whether the visitor may do or bring: the first thing it names after the verb ('a smoke
 * machine' of 'are we allowed to use a smoke machine in the studio?', 'il cane' of 'posso portare il cane?');
 * the verb itself when nothing follows it ('posso fumare?'). Undefined as `soughtThing`'s is, and when a
 * preposition comes first: what follows it may be a place or a manner ('si può fumare in camera?', 'can I pay
 * in cash?').
 */
export function allowedThing(
  question: string,
  concepts: Concept[],
  found: boolean[],
  isThing: (c: Concept) => boolean,
): Concept[] | undefined {
  const asked = leaveAsked(question);
  // 'can I buy climbing shoes?', 'si può noleggiare un furgone?' ask whether the business sells or hires the
  // thing out, which no house rule about it says.
  if (!asked?.verb || GETTING.test(asked.verb) || asked.placed) return undefined;
  const { words, at, verb, next } = asked;
  if (next < 0) {
    const i = concepts.findIndex((c) => c.word === verb);
    return i >= 0 && found[i] ? [concepts[i]!] : undefined;
  }
  return soughtThing(words.slice(at + 1).join(' '), concepts, found, isThing, ALL);
}

/**
 * The verb of a question whether the visitor may bring a thing along ('posso portare il cane?', 'can we bring
 * our own cake?'): a house rule about the thing says it, though it seldom names the verb ('i cani non possono
 * entrare', 'Dogs welcome'). Undefined for other questions and when no thing follows the verb.
 */
export function bringingVerb(question: string): string | undefined {
  const asked = leaveAsked(question);
  return asked?.verb && BRINGING.test(asked.verb) && asked.next >= 0 && !asked.placed
    ? asked.verb
    : undefined;
}
/** Verbs of bringing a thing along. */
const BRINGING = /^(bring|portare|portarlo|portarla|portarli|portarle|portiamo|porto)$/;
/** Verbs of getting a thing from the business: buying, hiring, ordering. */
const GETTING = /^(buy|purchase|rent|hire|order|compr\w*|acquist\w*|noleggi\w*|affitt\w*|ordin\w*)$/;
/** Adverbs a visitor puts before the verb ('can I just turn up', 'posso anche pagare'). */
const ADVERB = /^(just|still|also|really|even|ever|already|only|anche|ancora|gia|solo|pure|davvero|sempre)$/;
/** Prepositions placing where a verb is done, not what it is done to. */
const PLACING = /^(in|into|at|on|near|al|alla|allo|ai|alle|nel|nella|nello|nei|nelle|su|sul|sulla|vicino)$/;

/**
 * What a question asks whether there is: the first thing it names after 'is there', 'do you have', 'c'è'
 * ('is there a lift to the bedrooms?' asks for a lift, not for the bedrooms; 'c'è un autobus dalla stazione?'
 * for a bus). An answer must name it, however rare the other words. Undefined when the question asks no
 * such thing, or the knowledge names it nowhere; with `namedSomewhere` false, only the thing the knowledge
 * names nowhere ('wifi' of 'is there wifi in the waiting room?').
 */
/** A word opening a condition or a circumstance: what follows it is not the thing asked about. */
const CONDITION_OPENS = /^(if|when|whether|unless|because|se|quando|perche)$/;
/** What a price is counted by ('al mese', 'a night', 'per persona'): the rate, not the thing priced. */
const RATE_BY = /^(per|al|alla|allo|all|ogni|each|every|a|an)$/;
const RATE_UNIT =
  /^(mese|mesi|month|months|settimana|week|giorno|giornata|day|notte|night|ora|hour|persona|person|head|testa|anno|year)$/;
/** The units a number measures a thing by ('a 2-hour tour', 'a 3-day course'). */
const MEASURE_UNIT =
  /^(minutes?|hours?|days?|nights?|weeks?|months?|years?|km|miles?|metres?|meters?|litres?|liters?|kg)$/;
/** The words saying a thing is whole, which a page's name for it leaves out ('full day', 'giornata intera'). */
const WHOLE = /^(full|whole|entire|complete|intero|intera|interi|intere|completo|completa)$/;
/** The rate as an adjective ('la quota annuale', 'the monthly fee'): a membership's price is its year's. */
const RATE_ADJECTIVE =
  /^(annual[ei]?|annu[oaie]|yearly|mensil[ei]|monthly|settimanal[ei]|weekly|giornalier[oaie]|daily|nightly|hourly)$/;

export function soughtThing(
  question: string,
  concepts: Concept[],
  found: boolean[],
  isThing: (c: Concept) => boolean,
  asking = WHETHER_THERE_IS,
  asksFor: (word: string) => boolean = () => false,
  namedSomewhere = true,
): Concept[] | undefined {
  const rest = asking.exec(fold(question))?.[1];
  if (rest === undefined) return undefined;
  const index = new Map(concepts.map((c, i) => [c.word, i]));
  const words = wordsOf(rest);
  const heads = compoundHeads(question, concepts);
  for (const [at, word] of words.entries()) {
    // 'How much is the travel charge if I live more than 10 miles away?': the condition names no thing priced.
    if (CONDITION_OPENS.test(word)) break;
    const i = index.get(word);
    // 'how much does it cost to spay a dog?': the word asking for the price is not the thing priced.
    if (i === undefined || stopwords.has(word) || asksFor(word)) continue;
    // 'quanto costa al mese l'ufficio da 6 persone?': the month is what the price is counted by.
    if ((RATE_BY.test(words[at - 1] ?? '') && RATE_UNIT.test(word)) || RATE_ADJECTIVE.test(word)) continue;
    // 'the 48-hour urgent service', 'a 3-day course': a measure after its number describes the next word.
    if (/^\d+$/.test(words[at - 1] ?? '') && MEASURE_UNIT.test(word) && index.has(words[at + 1] ?? ''))
      continue;
    const concept = concepts[i]!;
    if (namesDays(concept) || concept.amount !== undefined) continue;
    // 'a good bakery': a word describing the next one is not the thing, nor 'somewhere' ('is there somewhere
    // to wash clothes?'); a word a page holds that is a verb as often may be ('a lift'). A word before the
    // one asking the price names what is priced ('the travel charge', 'the booking fee').
    const next = words[at + 1] ?? '';
    if (!isThing(concept) && ((index.has(next) && !asksFor(next)) || !found[i])) continue;
    // 'a cash machine' is a machine: both words name it.
    const head = heads.get(word);
    const j = head === undefined ? undefined : index.get(head);
    const thing = j === undefined ? [i] : [i, j];
    // A thing the knowledge names nowhere is returned only when asked for (`namedSomewhere` false).
    return thing.every((k) => found[k]) === namedSomewhere ? thing.map((k) => concepts[k]!) : undefined;
  }
  return undefined;
}

/**
 * The thing a question asks the price of ('the deposit' of 'how much is the deposit to hire the barn?'),
 * and the words of its clause weighing more that the page quoted must name: the price of a taxi
 * 'dall'aeroporto di Firenze' is not that of a taxi from the station.
 */
export function pricedThing(
  question: string,
  { concepts, found, asked = concepts.length }: { concepts: Concept[]; found: boolean[]; asked?: number },
  weights: number[],
  isThing: (c: Concept) => boolean,
  asksFor: (word: string) => boolean,
): { priced: Concept[] | undefined; onPage: Concept[] } {
  const priced = soughtThing(question, concepts.slice(0, asked), found, isThing, PRICED_THING, asksFor);
  if (!priced) return { priced, onPage: [] };
  const pricedWeight = Math.max(...priced.map((c) => weights[concepts.indexOf(c)] ?? 0));
  const said = wordsOf(PRICED_THING.exec(fold(question))?.[1]?.split(/[?.!]/)[0] ?? '');
  // up to a condition: 'if I live more than 10 miles away' is the visitor's, not the thing's
  const condition = said.findIndex((w) => CONDITION_OPENS.test(w));
  const clause = new Set(condition < 0 ? said : said.slice(0, condition));
  const onPage = concepts.filter(
    (c, i) =>
      i < asked &&
      clause.has(c.word) &&
      found[i] &&
      (weights[i] ?? 0) > pricedWeight &&
      !asksFor(c.word) &&
      !RATE_ADJECTIVE.test(c.word) &&
      // 'a full day session' is priced as a 'Day session': a word saying the thing is whole need not be said
      !WHOLE.test(c.word) &&
      !namesDays(c) &&
      c.season === undefined,
  );
  return { priced, onPage };
}
