import { type AnswerOutcome, chatTexts, type Language, type Source } from '@vela/contracts';
import { type Counted, countedIn } from '../knowledge/analysis/counts.ts';
import {
  datedDays,
  datesAsked,
  deadlinesIn,
  holidaysAsked,
  namesAnotherHoliday,
  namesHolidayItself,
  spanEnds,
} from '../knowledge/analysis/holidays.ts';
import { countsOnlyOther, coversNumber, givesBound, limitLeavesOut } from '../knowledge/analysis/numbers.ts';
import {
  asksAboutLegal,
  asksAboutPrivacy,
  isHomePage,
  isPostList,
  isPostPage,
} from '../knowledge/analysis/page-kind.ts';
import { sharedPartsOfSpeech } from '../knowledge/analysis/parts-of-speech.ts';
import { type Concept, namesDays } from '../knowledge/analysis/question.ts';
import { monthAsked, monthsIn } from '../knowledge/analysis/seasons.ts';
import {
  guessLanguage,
  stem,
  stemLanguageOf,
  stemLanguages,
  stopwords,
} from '../knowledge/analysis/stems.ts';
import { measuresIn } from '../knowledge/analysis/units.ts';
import { daysAsked, daysIn } from '../knowledge/analysis/weekdays.ts';
import { fold, wordsOf } from '../knowledge/analysis/words.ts';
import { CONTEXT_WEIGHT, type KnowledgeHit } from '../knowledge/knowledge.search.ts';
import { previousQuestion } from './answer.retrieve.ts';
import type { Answer, AnswerWriter, WriterRequest } from './answer.types.ts';
import { answerCues, namesPrice, REGISTRATION_ASKED, YES_NO_QUESTION } from './answer-cues.ts';
import {
  namesADay,
  OPEN_ASKED,
  ofOneDay,
  sectionDefinitions,
  sectionKey,
  usualHoursAsked,
} from './day-rules.ts';
import {
  coveredBy,
  coversDaysAsked,
  formsOf,
  isNote,
  NOTE_MARK,
  notBeing,
  OPENS_ON_BEFORE,
  presence,
  type Quote,
  quotesOf,
  saidIn,
  speaksOf,
} from './evidence.ts';
import { explaining, legendOf, withLegends } from './legend.ts';
import { asksOverview } from './overview.ts';
import {
  allowedThing,
  bringingVerb,
  focusOf,
  MIN_FOCUS_WEIGHT,
  pricedThing,
  soughtThing,
} from './question.focus.ts';
import {
  alternativesOf,
  capitalised,
  circumstancesOf,
  compoundHeads,
  modifiers,
  modifiesAnother,
  namePhrases,
  namesAfterPrepositions,
  phrasalVerbsOf,
  unheldAlternatives,
  visitorsOwn,
  whenVerbOf,
} from './question.reading.ts';
import { inAskedColumns, narrowed, narrowedToColumn, narrowedToDay } from './quote.cut.ts';
import { streamWords } from './token.stream.ts';

const MAX_CHARS = 480;
/** Share of the question's weight a quote must hold itself, or with its heading when it is the kind of answer asked for. */
const ENOUGH = 0.5;
const WITHOUT_FOCUS = 0.6;
/**
 * Share a quote holding the thing asked about and the kind of answer asked for (a price for 'how much')
 * needs with its headings: a little less, as the visitor's other words ('spend' in 'how much do I have to
 * spend to get free delivery?') are often their own ('free delivery over £30').
 */
const WITH_VALUE = 0.42;
/**
 * Share of the question's weight a quote holds with its heading and page title for it to answer by them:
 * the first offer under 'Offerte speciali › Primavera' answers 'any special offer in spring?'.
 */
const BY_HEADINGS = 0.75;
/** How much lower a quote holding the value asked for may score and still come before one without it. */
const VALUE_FIRST = 0.2;
const POST_PENALTY = 0.03;
/** A shop's product page ('/products/amarone-2019', '/prodotto/…', '/shop/…'). */
const PRODUCT_PAGE = /\/(products?|prodott[oi]|shop|negozio)\//i;
/** Terms and conditions say the rules the site's own pages may say in its words: of two quotes, the page's first. */
const TERMS_PENALTY = 0.05;
/** A page titled with an earlier year than this one: last summer's hours, the 2025 truffle dinner. */
const STALE_PENALTY = 0.1;
/** A quote of other years than the one the visitor names ('the 2024 season' for 'your 2027 season'). */
const OTHER_YEAR_PENALTY = 0.3;
/** A sentence about a holiday's hours or prices, for a question naming no day: the exception, read after the rule. */
const HOLIDAY_PENALTY = 0.05;
/** A span of dates over before today: last winter's closure, read after this winter's. */
const ENDED_PENALTY = 0.1;
/** How much of a question a sentence saying the offer asked about ended must hold to answer it. */
const ENDED_OWN = 0.4;
/** Asking whether a thing still holds ('is the offer still on?', 'lo sconto vale ancora?'). */
const STILL_ASKED = /\b(still|ancora|any ?more|any longer)\b/i;
/** The words asking whether a thing holds, which a still asks ('vale ancora?', 'still running?'). */
const HOLDS =
  /^(?:vale|valgono|valid[oaie]?|valid|validity|validita|running|run|on|apply|applies|available|disponibil[ei]|attiv[oaie]|active)$/;
/** How much of a concept a pronoun says for the sentence before it names. */
const REFERENT_SHARE = 0.5;
/** How much of a number a limit leaving it out says ('dai 14 anni in su' for 12): less than a range holding it. */
const LIMIT_SHARE = 0.9;
/** The year a season or a price list is of ('la stagione 2024', 'prices for 2024', 'the 2024 season'). */
const PRICES_OF_YEAR =
  /\b(?:season|prices|price list|rates|stagione|prezzi|listino|tariffe)\s+(?:(?:of|for|del|della|per il)\s+)?((?:19|20)\d{2})\b|\b((?:19|20)\d{2})\s+(?:season|prices|price list|rates)\b/gi;
/** A blog's past date over a post's title is read last. */
const PAST_LISTING_PENALTY = 1;
/**
 * A sentence telling what is to come in a later year ('Fixwell Kelham Island will be at Unit 4', under 'Coming in
 * 2027'; 'la nuova doccia sarà pronta nell'estate 2027'): read after any sentence of what is that answers, unless
 * the visitor asks what will be.
 */
const TO_COME =
  /\b(?:will (?:be|open|have|start|offer|run|move)|(?:is|are) coming|coming soon|in arrivo|sar[àa]|saranno|aprir[àa]|apriranno|arriver[àa]|partir[àa])\b/i;
const FUTURE_ASKED =
  /\b(?:will|going to|next year|coming|new|yet|already|l['’]anno prossimo|prossim[oa]|nuov[oaie]|sar[àa]|saranno|aprir[àa]|arriver[àa]|gi[àa])(?!\p{L})/iu;
const TO_COME_PENALTY = 1;
/**
 * A question asking when the business opens again ('When do you open again after New Year?', 'quando
 * riaprite?') or its work starts again ('When do the rounds start again?', 'quando ricominciano i corsi?'):
 * answered by the day it says it does ('Monday 4 January 2027: back to our normal hours', 'The first rounds of
 * 2027 are on Monday 4 January'), not by the days it is closed before.
 */
const REOPENING_ASKED =
  /\b(?:open(?:ing)? (?:again|back)|back open|re-?open\w*|riapr\w*|(?:di nuovo|nuovamente) apert\w*|tornate aperti|(?:start|begin)\w*(?: \p{L}+)? again|restart\w*|resum\w*|ricominc\w*)\b/iu;
/**
 * Saying the day it opens or starts again, or its first work of the new year; not the usual hours it keeps
 * before ('orario normale' on 21 December).
 */
const SAYS_REOPENING =
  /\b(?:re-?open\w*|riapr\w*|open again|back open|back to (?:our )?(?:normal|usual|regular)|(?:normal|usual|regular) (?:hours|opening) (?:again )?from|(?:di nuovo|nuovamente) apert\w*|ripren\w*|torn\w* (?:aperti|all['’]orario)|(?:start|begin)\w* again|restart\w*|resum\w*|ricominc\w*|ripart\w*|first \p{L}+ (?:of|in) (?:the new year|(?:19|20)\d{2})|prim[oiae] \p{L}+ (?:del|nel) (?:nuovo anno|(?:19|20)\d{2}))\b/iu;
/** A sentence under a heading naming the thing asked about, before one that names it in passing. */
const ABOUT = 0.06;
/** A section's first sentence, for each share of the question its headings say and it leaves to them. */
const LEAD = 0.06;
/** How much a word telling the visitor's circumstances ('while I'm on holiday') weighs of its own. */
const CIRCUMSTANCE = 0.3;
/**
 * A sentence opening with a condition ('When a holiday falls on a Monday we open for lunch') or an exception
 * ('Fa eccezione la Cantinetta…') tells an exception; a question setting none ('are you open on Monday at
 * lunch?') asks for the rule first.
 */
const CONDITION =
  /^\s*(if|when|whenever|unless|quando|se|qualora|nel caso|in caso|(?:fa|fanno) eccezione|eccetto|tranne|except|the (?:only )?exceptions?)\b/i;
const CONDITION_ASKED = /\b(if|when|whenever|unless|quando|se|qualora|nel caso|in caso|dovesse)\b/i;
const EXCEPTION_PENALTY = 0.1;
const OTHER_QUESTION = 0.05;
/**
 * A condition inside a sentence or a record ('Online return if you want HMRC to collect tax through your tax
 * code · Deadline: 30 December'): a case narrower than the one asked, when none is asked, though less than
 * a sentence opening with it.
 */
const INNER_CONDITION = /\b(if|qualora|nel caso|in caso)\b/i;
/** A word said with 'no', 'without' or 'senza' before it ('no electric', 'senza glutine'). */
const NEGATES = /\b(?:no|without|senza|niente|nessun[oa]?)\s+\p{L}+/iu;
const NEGATED = new RegExp(NEGATES.source, 'giu');
/** How far on in its section a value may complete a quote that lacks it. */
const SECTION_LINES = 6;
/** How to reach the business is said first by its contact page, before a sentence elsewhere giving a number. */
const CONTACT_PRIOR = 0.03;
/** A word this rare or less is on nearly every page (the 'yoga' of a yoga studio): it tells no thing apart. */
const ON_EVERY_PAGE = 0.1;

interface Evidence {
  concepts: Concept[];
  weights: number[];
  found: boolean[];
  /** How many of the concepts are the question's own; the rest come from the previous question. */
  asked?: number;
  /** The visitor's language: of quotes otherwise equal, one from a page in it is read first. */
  language?: string;
  /** The year it is: a page titled with an earlier one is read after the others. */
  year?: number;
  /** The visitor's previous question, whose concepts follow the question's own. */
  previous?: string;
}

interface Judged {
  quote: Quote;
  /** Share of the question's weight in the quote itself, and with its heading and page title. */
  own: number;
  context: number;
  /** Share of the kinds of answer asked for (a price, a time…) that the quote holds. */
  cue: number;
  /** Whether the most specific thing asked about is in the quote or its heading. */
  focus: boolean;
  /** Whether the weekday asked about is named in the quote (undefined when none is asked). */
  days: boolean | undefined;
  score: number;
  /**
   * For a follow-up read with the previous question ('how much is it?'): the share of the question's own
   * words the quote answers, and whether it speaks of the earlier question's subject.
   */
  followUp?: { answered: number; subject: boolean };
  /**
   * From a post of an earlier year (or a page two years old), and the question names no year; or naming other
   * years than the one the question names ('the 2024 season' for 'your 2027 season').
   */
  stale?: boolean;
  /**
   * For a question whether there is a thing, a quote saying there is or is not ('There is no lift'): its
   * share of the question's words the knowledge holds anywhere.
   */
  states?: number;
  /** The quote's share of the question's heaviest words only ('CORE_WORDS'): a long question's core. */
  core: number;
  /** A question whether the visitor may do a thing on a day, and the quote says the business is closed then. */
  closedThen?: boolean;
  /** The quote names no day, and holds for any: read as the day's unless another quote names the day. */
  anyDay?: boolean;
  /** Asked who, the quote's heading names the person it is about: it is given before the quote. */
  headingNames?: boolean;
  /** Asked when the business opens again, the day the page answering says it does (see `REOPENING_ASKED`). */
  reopens?: boolean;
  /** Telling what is to come in a later year, asked what is (see `TO_COME`). */
  toCome?: boolean;
  /** Asked whether an offer still holds, the sentence giving the day it ended, with its year. */
  saysEnded?: boolean;
  /** Of a paragraph whose offer has ended ('Offer ends 31 August 2026'), and the sentence saying so. */
  offerEnded?: boolean;
  endsOffer?: boolean;
  /**
   * For a measure the visitor gives ('if she weighs 18 kg'): whether the ranges of the quote and its heading
   * hold it ('10.1 to 25 kg') or leave it out ('up to 10 kg'); undefined when they give none.
   */
  range?: boolean;
}

/** The things a text gives a rate of ('per week', 'a night', 'al giorno', 'ogni settimana'): one of each. */
const RATE = /\b(?:per|every|each|a|an|al|alla|allo|ogni)\s+(\p{L}{3,})/gu;
const ratesIn = (text: string) => [...fold(text).matchAll(RATE)].map((m) => m[1] ?? '');

/** A person named by a quote's heading answers who less than one the quote names itself. */
const HEADING_NAMES = 0.5;

/** Whether a concept names a day: a holiday, a date, a weekday or several. */
const namesADayOf = (c: Concept) => c.holiday !== undefined || namesDays(c);
const DAY_WORD = /^(days?|giorn[oi]|giornat[ae])$/;

/** A sentence saying no; pages write the apostrophe straight or curly ('can’t'). */
const negation =
  /\b(non|no|not|never|mai|closed|chius[oaie]|nessun[oa]?|cannot|can['’]t|don['’]t|doesn['’]t|isn['’]t|aren['’]t|won['’]t|vietat[oaie]|not allowed|not permitted)\b/i;

/** Asking leave to do a thing ('posso…?', 'can we…?'), wherever in the question. */
const MAY_I = /\b(posso|possiamo|si può|can (?:i|we)|could (?:i|we)|may (?:i|we))\b/i;
/** How far a day's own hours fall behind the rule's. */
const ONE_DAY_PENALTY = 0.3;
/** How far one weekday's hours fall behind an equal line for every day, asked the usual hours. */
const ONE_WEEKDAY_PENALTY = 0.02;
/** Whether a text names a day of the week, or days ('weekdays', 'festivi'). */
const namesAnyDay = (text: string) =>
  daysIn(text).size > 0 || /\b(weekdays?|weekends?|feriali|festivi)\b/i.test(text);
/** A sentence saying the business itself is closed ('siamo chiusi', 'we're closed'), not one of its services. */
const WE_ARE_CLOSED = /\b(siamo|restiamo|rimaniamo) chius[ie]\b|\bwe(?: are|['’]re| remain| stay) closed\b/i;
/** An opening-hours row closing a day ('Monday: Closed', 'Domenica: chiuso'): the business is closed then. */
const DAY_CLOSED = /^([^:.!?]{2,40}):\s*(?:closed|chius[oaie])\.?$/i;
/** How far a sentence saying no on the day asked comes before others about it. */
const CLOSED_THEN = 0.3;
const saysClosed = (text: string) =>
  WE_ARE_CLOSED.test(text) || namesAnyDay(DAY_CLOSED.exec(text)?.[1] ?? '');

/**
 * The share of the question's words a sentence saying there is, or is not, the thing asked needs to answer,
 * of those the knowledge holds; and the share of them it must hold.
 */
const STATED = 0.4;
/** A sentence saying there is a thing, or there is none ('There is no lift', 'Non ci sono autobus'). */
const THERE_IS =
  /\b(there (is|are|isn['’]t|aren['’]t)|there['’]s|we (?:(?:don['’]t|do not) )?(have|offer|provide|supply|lend)|c['’]è|ci sono|abbiamo|offriamo|forniamo|prestiamo|non (c['’]è|ci sono|abbiamo)|no|nessun[oa]?)(?![\p{L}\p{N}])/iu;

/** A quote holding a name the visitor gives of several words, rather than its words apart. */
const NAMED_PHRASE = 0.1;
/** A quote naming the holiday or the date asked itself, rather than a span of days holding it. */
const DAY_ITSELF = 0.1;

/** A sentence allowing a thing or not ('No smoke machines', 'Dogs are welcome', 'non sono ammessi animali'). */
const RULE =
  /(?<![\p{L}\p{N}])(no|not|n['’]t|never|only|allowed|permitted|welcome|prohibited|forbidden|banned|non|mai|solo|soltanto|vietat[oaie]|ammess[oaie]|consentit[oaie]|permess[oaie]|benvenut[oaie])(?![\p{L}\p{N}])/iu;

/** An FAQ's question whether there is a thing ('Avete un defibrillatore?'), and its answer saying yes. */
const ASKS_THERE_IS =
  /(?<![\p{L}\p{N}])(is there|are there|do you have|have you got|c['’]è|ci sono|avete)(?![\p{L}\p{N}]).*\?\s*$/iu;
/** 'Sì,', 'Yes.': not Italian 'si' opening a sentence ('Si trova dietro la chiesa'). */
const YES = /^(yes|sì|si)(?=[,.!:;]|\s*$)/iu;

/** A follow-up asking the earlier question of another thing ('what about a tv?', 'e per i cani?'). */
const ASKS_THE_SAME = /^\W*(?:and|what about|how about|e|ed|invece)\b/i;

/** 'può venire?', 'possono partecipare?': whether one may, asked in Italian without a subject. */
const MAY_ONE = /^\W*(?:pu[oò]|possono|potete|potrebbe|potrebbero)\b/u;

function judge(question: string, request: Evidence, quotes: Quote[], cues = answerCues(question)): Judged[] {
  const { concepts, found } = request;
  const asked = request.asked ?? concepts.length;
  const onlyFunctionWords = asked > 0 && concepts.slice(0, asked).every((c) => stopwords.has(c.word));
  // 'Where are you?' is all asking: only its asking word weighs, and the kind of answer answers it.
  const asking = request.weights.map((w, i) => (i >= asked || cues.asksFor(concepts[i]?.word ?? '') ? w : 0));
  const named = onlyFunctionWords && asking.some((w, i) => i < asked && w > 0) ? asking : request.weights;
  // 'the NHS / SSN': two names for one thing, and the knowledge holds one of them; the other asks nothing more.
  const otherNames = unheldAlternatives(question, concepts, found);
  // 'while I'm on holiday': the visitor's circumstances, which the answer seldom repeats. The verb of a
  // phrasal verb ('top' of 'top it up') says little alone: the 'Top Field' is no charging point.
  const verbs = phrasalVerbsOf(question);
  const circumstance = circumstancesOf(question, concepts);
  const told = visitorsOwn(question, concepts, found);
  // 'vale ancora lo sconto?', 'is the offer still running?': whether it holds is what a still asks.
  const holds = STILL_ASKED.test(question) ? HOLDS : undefined;
  const weak = (c: Concept, i: number) =>
    circumstance.has(i) || verbs.has(c.word) || (holds?.test(c.word) ?? false);
  const weights = named.map((w, i) =>
    otherNames.has(i) || told.has(i) ? 0 : weak(concepts[i]!, i) ? w * CIRCUMSTANCE : w,
  );
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const heldTotal = weights.reduce((sum, w, i) => sum + (found[i] ? w : 0), 0) || 1;
  const coreTotal =
    [...weights]
      .sort((a, b) => b - a)
      .slice(0, CORE_WORDS)
      .reduce((a, b) => a + b, 0) || 1;
  const askedTotal = weights.slice(0, asked).reduce((a, b) => a + b, 0) || 1;
  // In a follow-up, the thing asked about is among its own words ('book' in 'how far ahead do I book
  // one?'); the earlier question's subject is checked apart.
  const questionLanguage = guessLanguage(question);
  const whenVerb = whenVerbOf(question);
  const isThing = (c: Concept) =>
    !verbs.has(c.word) &&
    c.word !== whenVerb &&
    (!questionLanguage || !sharedPartsOfSpeech().mostlyNotNoun(c.word, questionLanguage));
  // A follow-up naming no thing ('which days is it on?') asks about what the earlier question asked whether
  // there is ('chair yoga' of 'do you have chair yoga for older people?'), not its other words ('older').
  const earlierSought = (
    request.previous && asked < concepts.length
      ? soughtThing(request.previous, concepts.slice(asked), found.slice(asked), isThing)
      : undefined
  )?.filter((c) => (weights[concepts.indexOf(c)] ?? 0) >= ON_EVERY_PAGE);
  const soughtBefore = earlierSought?.length ? earlierSought : undefined;
  // The earlier question's subject: a thing it named ('dogs'), not what it asked for ('time').
  // What the earlier question asked for ('costa' in 'quanto costa la visita?') is no subject of it.
  const earlierCues = request.previous && asked < concepts.length ? answerCues(request.previous) : undefined;
  const asksForNowOrBefore = (word: string) => cues.asksFor(word) || (earlierCues?.asksFor(word) ?? false);
  const isSubject = (i: number) =>
    soughtBefore
      ? soughtBefore.includes(concepts[i]!)
      : i >= asked &&
        found[i] &&
        !asksForNowOrBefore(concepts[i]?.word ?? '') &&
        // its word as the earlier question weighed it, before a follow-up's context counted it less
        (weights[i] ?? 0) >= MIN_FOCUS_WEIGHT * CONTEXT_WEIGHT;
  const hasSubject = concepts.some((_, i) => isSubject(i));
  // English names a thing by its last word: 'the pool' speaks of the 'swimming pool' asked about before.
  const earlierHeads = compoundHeads(request.previous ?? '', concepts.slice(asked));
  const isSubjectHead = (i: number) =>
    i >= asked &&
    (weights[i] ?? 0) >= ON_EVERY_PAGE &&
    found[i] &&
    concepts.some((c, j) => isSubject(j) && earlierHeads.get(c.word) === concepts[i]?.word);
  const replaced =
    asked < concepts.length && replacesSubject(quotes, concepts, asked, found, weights, cues.asksFor);
  // A follow-up naming only a day ('and on New Year's Day?', 'e il giorno della Befana?') asks what was asked
  // before, of that day.
  const ownThings = concepts.slice(0, asked).filter((_, i) => found[i] && (weights[i] ?? 0) > 0);
  const ofAnotherDay =
    asked < concepts.length &&
    ownThings.some(namesADayOf) &&
    ownThings.every((c) => namesADayOf(c) || DAY_WORD.test(c.word));
  const sought = soughtThing(question, concepts.slice(0, asked), found, isThing);
  // 'Are we allowed to use a smoke machine?': a house rule naming it ('No smoke machines, haze or glitter')
  // answers, whatever else the question says, as a sentence saying there is none answers whether there is.
  const allowed = sought ? undefined : allowedThing(question, concepts.slice(0, asked), found, isThing);
  const bringing = allowed && bringingVerb(question);
  // The sentence asking whether there is the thing must be about what the knowledge names, not mostly what it
  // never does ('is there anywhere to lock up my bike?' on a site naming no bikes); what the visitor adds
  // after it is theirs ('c'è l'ascensore? mio padre ha 85 anni…').
  const askingWords = new Set(
    wordsOf(
      fold(question)
        .split(/[?.!;]/)
        .find((part) => (sought ?? allowed)?.some((c) => wordsOf(part).includes(c.word))) ?? '',
    ),
  );
  const inAsking = (i: number) => askingWords.has(concepts[i]?.word ?? '');
  const askedWeight = weights.reduce((sum, w, i) => sum + (inAsking(i) ? w : 0), 0);
  const askedHeld = weights.reduce((sum, w, i) => sum + (inAsking(i) && found[i] ? w : 0), 0);
  const namedEnough = askedHeld >= STATED * askedWeight;
  // 'avete una sede a Firenze?': a name the visitor capitalises narrows the thing asked whether there is; a
  // name after a preposition is no more what is asked than other words ('il traghetto per San Fruttuoso'
  // asks for a ferry).
  const names = capitalised(question);
  // 'the Dales Gravel Day': a name of several words is said together, not word by word across a page.
  const phrases = namePhrases(question);
  // 'Christmas Eve?': a quote naming the day itself ('Giovedì 24 dicembre: 8:00 – 14:00') before a rule whose
  // span of dates holds it ('1 October – 31 March: Monday – Friday, 8am – 11pm').
  const holidays = concepts.flatMap((c) => (c.holiday?.day === undefined ? [] : [c.holiday]));
  const places = namesAfterPrepositions(question);
  // A name the visitor gives the thing ('la camera Bellows') says what is asked before the thing priced
  // ('una notte').
  const thingNames = new Set([...names].filter((name) => !places.has(name)));
  const givesName = concepts.some((c, i) => i < asked && found[i] && thingNames.has(c.word));
  const { priced, onPage } =
    sought || givesName
      ? { priced: undefined, onPage: [] }
      : pricedThing(question, request, weights, isThing, cues.asksFor);
  // 'is there wifi in the waiting room?': what is asked whether there is, named on no page, is the thing asked
  // about still, and a sentence about the waiting room says nothing of it; unless the visitor gives a
  // figure ('uno sconto per gli over 65'), which a page may answer under another name ('Ridotto: over 65').
  const givesFigure = concepts.some((c, i) => i < asked && (c.amount !== undefined || c.bounded));
  const nowhere =
    sought || givesFigure
      ? undefined
      : soughtThing(question, concepts.slice(0, asked), found, isThing, undefined, undefined, false);
  // Asked a value ('da che ora si può portare il cane?'), the question is about the value, not the thing.
  const focused =
    sought ??
    (cues.wanted > 0 ? undefined : allowed) ??
    nowhere ??
    priced ??
    focusOf(concepts.slice(0, asked), weights, found, cues.asksFor, thingNames, isThing) ??
    soughtBefore ??
    focusOf(concepts, weights, found, asksForNowOrBefore, undefined, isThing);
  const narrowing = sought
    ? concepts.filter((c, i) => i < asked && found[i] && names.has(c.word) && !sought.includes(c))
    : [];
  const pageForms = new Map<KnowledgeHit, ReturnType<typeof formsOf>>();
  const pageOf = (hit: KnowledgeHit) => {
    const forms = pageForms.get(hit) ?? formsOf(`${hit.title} ${hit.text}`);
    pageForms.set(hit, forms);
    return forms;
  };
  // 'a swimming pool' is said by 'the pool': the head of a compound asked about names it too.
  const heads = compoundHeads(question, concepts.slice(0, asked));
  // 'my own apron or knives': either thing asked is the thing asked about.
  const either = alternativesOf(question);
  const focusConcept = focused && [
    ...focused,
    ...focused.flatMap((c) =>
      concepts.filter(
        (h, i) => i < asked && found[i] && (heads.get(c.word) === h.word || either.get(c.word)?.has(h.word)),
      ),
    ),
  ];
  // 'what about a tv?' after 'is there wifi on the boats?' asks the same yes or no of another thing.
  const asksYesNo =
    YES_NO_QUESTION.test(question) ||
    (asked < concepts.length &&
      request.previous !== undefined &&
      ASKS_THE_SAME.test(question) &&
      YES_NO_QUESTION.test(request.previous));
  // 'mio figlio ha 12 anni, può venire?': a clause asking whether, after what the visitor tells.
  const asksWhether = fold(question)
    .split(/[,;.:]/)
    .some((clause) => YES_NO_QUESTION.test(clause) || MAY_ONE.test(clause));
  // 'domenica pomeriggio posso passare?', 'can we come on Sunday?': whether the visitor may do a thing then.
  const asksLeave = asksYesNo || MAY_I.test(question);
  const notOne = notBeing(question);
  // A word the question also uses to name a thing ('how long is the long-stay discount?') is not only asking.
  const said = wordsOf(question);
  const asksOnly = concepts.map((c) => cues.asksFor(c.word) && said.filter((w) => w === c.word).length === 1);
  const isNot = concepts.map((c) => notOne.has(c.word));
  const kindOf = modifiers(question, concepts, found, stemLanguageOf(request.language));
  const yearsAsked = yearsIn(question);
  const asksYear =
    yearsAsked.length > 0 || /\b(last year|l['’]anno scorso|l['’]anno passato)\b/i.test(question);
  const asksFuture = yearsAsked.length > 0 || FUTURE_ASKED.test(question);
  // A question naming no holiday, date or month asks how things usually are: Christmas hours are an exception.
  const asksOfADay = namesADay(question);
  // A word the visitor negates ('a pitch without electric') is met by the page negating it too.
  const negatedInQuestion = [...fold(question).matchAll(NEGATED)].flatMap((m) => wordsOf(m[0]));
  const isNegated = concepts.map((c) => negatedInQuestion.includes(c.word));
  // 'When do you open?' asks for a time; 'can I get a refund when it rains?' sets a condition.
  const conditional = CONDITION_ASKED.test(question.replace(/^\W*(when|quando)\b/i, ''));
  const legalAsked = asksAboutLegal.test(question);
  // A count asked of a value ('how much for 6 days?'), not of a yes or no ('he is 3, can he join?').
  // 'un ragazzo di 14 anni' gives an age, which the page's ranges meet, not a count of years.
  const countsAsked = (
    cues.wanted > 0 && !asksYesNo ? askedCounts(question, request.previous, concepts, asked) : []
  ).map((c) => (c && AGE_YEARS.test(c.count.word) && cues.asksFor(c.count.word) ? undefined : c));
  // A weight or a distance the visitor gives ('if she weighs 18 kg') places them in a page's bands.
  const measures = measuresAsked(question, request.previous, asked < concepts.length);
  // A number naming a thing with the name before it ('Flexi 10', 'Studio 2'), said as the quote says it.
  const numberNames = concepts.map((c) => {
    const named =
      c.amount === undefined
        ? undefined
        : new RegExp(`(\\p{L}{2,}) ${c.word}(?!\\d)`, 'u').exec(fold(question));
    return named && capitalised(question).has(named[1]!)
      ? new RegExp(`\\b${named[1]} ${c.word}\\b`)
      : undefined;
  });
  const defined = sectionDefinitions(quotes);
  const counting = countsAsked.some(Boolean);
  return quotes.map((quote) => {
    // The heading a sentence sits under names its subject ('Ducklings' for 'sessions every Wednesday').
    // A table's record names its row itself ('Bike: Junior 20"'): its heading names the table, read as context.
    const rowHeading = headingOfRow(quote.heading, quote.text);
    // A line counting nothing counts what its heading does ('45 minuti' over 'Lezione individuale: €98/ mese').
    const countsInText = counting ? countedIn(quote.text) : [];
    const countsGiven = counting && countsInText.length === 0 ? countedIn(rowHeading) : countsInText;
    const said = isTableRecord(quote.text)
      ? inAskedColumns(quote.text, concepts)
      : `${rowHeading} ${quote.text}`;
    const path = quote.path.endsWith(quote.heading)
      ? `${quote.path.slice(0, quote.path.length - quote.heading.length)}${rowHeading}`
      : quote.path;
    const forms = formsOf(said);
    // 'Standard tent pitch (no electric)' says nothing of a pitch with electric, unless asked whether there is.
    const affirmed = !asksYesNo && NEGATES.test(said) ? formsOf(said.replace(NEGATED, ' ')) : forms;
    const around = formsOf(`${path} ${quote.hit.title} ${quote.leansOn ?? ''}`);
    const itself = formsOf(quote.text);
    const dayItself = holidays.some((holiday) => namesHolidayItself(holiday, said));
    const phrased =
      phrases.length > 0 &&
      phrases.some((phrase) =>
        ` ${wordsOf(`${said} ${path} ${quote.hit.title}`).join(' ')} `.includes(` ${phrase} `),
      );
    // 'They can’t be used for open studio membership': the pronoun says, in part, what the sentence before named.
    const referent = quote.leansOn && OPENS_ON_BEFORE.test(quote.text) ? formsOf(quote.leansOn) : undefined;
    // Below the page's own heading: under a post's title, the first line is its byline.
    const headings = formsOf(quote.path.split(' › ').slice(1).join(' '));
    // A section's heading may give its dates ('Summer season (1 April – 31 October)').
    const sectioned = `${quote.heading} ${quote.text}`;
    // 'a fishing village' names no fishing trip: the first word of a compound asked, said of another thing.
    const ofAnother = new Set(
      quote.hit.language === 'en'
        ? concepts.filter((c) => {
            const head = heads.get(c.word);
            return head !== undefined && modifiesAnother(c.word, head, quote.text);
          })
        : [],
    );
    // 'Is there a lift to the bedrooms? my dad…': 'There is no lift' answers, whatever else the question says;
    // not of a kind the knowledge never names ('c'è un campo da tennis?': 'no disco on the campsite').
    // Not when the knowledge never names most of what is asked ('is there anywhere to lock up my bike?' is
    // not answered by 'the doors of our rooms are never locked' on a site naming no bikes).
    const holdsThing = (thing: Concept[] | undefined) =>
      thing?.every((c) => saidIn(c, itself) > 0 && !kindOf.has(concepts.indexOf(c)));
    // 'Can I bring my dog?': a rule about dogs ('i cani non possono entrare') says the bringing, which it
    // seldom names; another sentence naming it ('La ciotola d’acqua la portiamo noi') does not.
    const rules = holdsThing(allowed) === true && RULE.test(quote.text);
    let own = 0;
    let context = 0;
    // Of sentences under one heading, the one naming what was asked itself ('the villa's courtyard on
    // Sunday 7 December') rather than leaning on its heading (the byline under a post's title).
    let named = 0;
    // What its headings say of the question besides (not a month their dates cover): a section's first
    // sentence under 'Live music' or 'Quanto dura una seduta?' is its answer, leaning on the heading.
    let headed = 0;
    let ownAsked = 0;
    let subject = false;
    // An FAQ's question heading that asks what the visitor asks ('A che ora si arriva?' for 'What time
    // can we get into our room when we arrive?'): the sentences under it are its answer.
    const faq = quote.heading.trim().endsWith('?') ? formsOf(quote.heading) : undefined;
    let asksSame = 0;
    // What the visitor is not ('I'm not a member'): met by a quote silent on it or saying 'non-members'.
    let forOthers = false;
    concepts.forEach((concept, i) => {
      // A number the visitor gives (an age) is answered by the range holding it, not by one leaving it out;
      // a name's number is said by the name ('the Flexi 10 pass' by 'Flexi 10: £180 · 10 days within 3 months').
      const namesNumber = numberNames[i]?.test(fold(quote.text)) ?? false;
      const ranged =
        concept.amount === undefined || namesNumber
          ? undefined
          : coversNumber(concept.amount, quote.text, concept.counted);
      const inText =
        ranged ??
        (cues.answers(concept.word, quote.text) || coveredBy(concept, quote.text, quote.hit.language));
      // 'mio figlio ha 12 anni, può venire?': a rule's limit leaving the age out ('Si partecipa dai 14 anni in
      // su') answers it, a little less than a range holding the age; a price band for other ages does not.
      const leavesOut =
        ranged === false &&
        asksWhether &&
        !namesPrice(quote.text) &&
        limitLeavesOut(concept.amount ?? 0, quote.text, concept.counted);
      // Covered by its section's dates only, a sentence says less than one naming the month itself.
      const answered =
        inText ||
        (ranged === undefined && coveredBy(concept, sectioned, quote.hit.language)) ||
        (rules && concept.word === bringing);
      const stance = isNot[i] ? speaksOf(concept, `${quote.heading} ${quote.text}`) : undefined;
      if (stance === 'for') forOthers = true;
      // A word asking for a value ('held' in 'where is it held?') is answered by the value; said as a
      // word ('we hold symbolic ceremonies') it counts half.
      // 'per una giornata intera' is not said by '5 giornate intere: € 399', nor '6 giorni' by '5 giorni'.
      const here = namesNumber
        ? 1
        : miscounts(concept, countsAsked[i], countsGiven, quote.text) ||
            (concept.counted !== undefined &&
              concept.amount !== undefined &&
              countsOnlyOther(concept.amount, quote.text, concept.counted)) ||
            ofAnother.has(concept) ||
            (concept.holiday !== undefined && namesAnotherHoliday(concept.holiday, said))
          ? 0
          : isNot[i]
            ? Number(stance !== 'for')
            : concept.bounded
              ? Number(givesBound(Number(concept.word), quote.text))
              : answered
                ? 1
                : leavesOut
                  ? LIMIT_SHARE
                  : kindOf.has(i)
                    ? 0
                    : Math.max(
                        (isNegated[i] ? saidIn(concept, forms) : saidIn(concept, affirmed)) *
                          (asksOnly[i] ? 0.5 : 1),
                        referent ? REFERENT_SHARE * saidIn(concept, referent) : 0,
                      );
      own += (weights[i] ?? 0) * here;
      const itselfSays = inText ? 1 : saidIn(concept, itself);
      named += (weights[i] ?? 0) * itselfSays;
      headed += (weights[i] ?? 0) * Math.max(itselfSays, saidIn(concept, headings));
      context += (weights[i] ?? 0) * Math.max(here, 0.8 * presence(concept, around));
      if (faq) asksSame += (weights[i] ?? 0) * saidIn(concept, faq);
      if (i < asked) ownAsked += (weights[i] ?? 0) * (onlyFunctionWords ? 0 : here);
      else if ((isSubject(i) || isSubjectHead(i)) && Math.max(here, presence(concept, around)) > 0)
        subject = true;
    });
    own /= total;
    context /= total;
    named /= total;
    headed /= total;
    asksSame /= total;
    // 'Where is it?' asks only for a kind of answer: what it asks is answered by that kind.
    ownAsked = onlyFunctionWords ? cues(quote.text) : ownAsked / askedTotal;
    // 'Who does the ECG?': a card's line under the person's name ('Dott. Luca Pagliari', then 'Farmacista,
    // segue ECG…') names them by its heading, which is given with it.
    const headingNames =
      cues.person &&
      quote.heading.length <= HEADING_CHARS &&
      !fold(quote.text).includes(fold(quote.heading)) &&
      cues(`${quote.text}: ${quote.heading}`) === 1 &&
      cues(`: ${quote.heading}`) === 1;
    const cue = headingNames ? Math.max(HEADING_NAMES, cues(quote.text)) : cues(quote.text);
    // The page's title and headings name what everything under them is about ('Tourist office' over
    // 'Telephone: +39 0577 849210').
    const focus =
      !focusConcept ||
      (focusConcept.some(
        (concept) =>
          (!ofAnother.has(concept) && presence(concept, forms) > 0) ||
          presence(concept, around) > 0 ||
          coveredBy(concept, sectioned, quote.hit.language),
      ) &&
        narrowing.every((concept) => presence(concept, forms) > 0 || presence(concept, around) > 0) &&
        onPage.every((concept) => presence(concept, pageOf(quote.hit)) > 0));
    // A section headed by the thing asked about, at any level, is about it ('La piscina' over a rule naming
    // the pool; 'Parking › By car' over a smoking rule naming the car park); an FAQ's question heading names
    // whatever its answer touches, and is weighed as the question it asks.
    const headingForms = faq
      ? undefined
      : formsOf(
          quote.path
            .split(' › ')
            .filter((h) => !h.trim().endsWith('?'))
            .join(' '),
        );
    const about =
      !!focusConcept && !!headingForms && focusConcept.some((concept) => presence(concept, headingForms) > 0);
    // 'Posso comprare i biglietti online per domenica?' is answered by a rule naming no day ('non vendiamo
    // biglietti online'): it holds every day. Asked whether the place is open then, it needs the day.
    // A section's rows are of the days its first line defines its name by ('Peak: Friday from 5pm, Saturday…').
    const definition = defined.get(sectionKey(quote));
    const daysCovered = coversDaysAsked(
      question,
      quote.text,
      quote.hit.language,
      definition ? `${quote.heading} ${definition}` : quote.heading,
    );
    const anyDay =
      daysCovered === false && MAY_I.test(question) && !OPEN_ASKED.test(question) && !namesAnyDay(sectioned);
    const days = anyDay ? undefined : daysCovered;
    // A product's name may give its vintage or model year ('Ripasso Superiore DOC 2022'): no date of the page.
    const titled = PRODUCT_PAGE.test(quote.hit.source) ? '' : `${quote.hit.title} ${quote.path}`;
    // A post is as old as the date under its title, unless it names a later year ('Prices for 2027'); a page
    // declaring its day of publication is a post wherever the site keeps it (Ghost's at the site's root).
    const published = quote.hit.published ?? 0;
    const isPost = isPostPage(quote.hit.source) || published > 0;
    // A listed post's excerpt is dated by the line above its title ('Jun 2, 2025', then '#### Summer offer').
    const listed = quote.headingDate !== undefined;
    const dated =
      Math.max(latestYear(`${titled} ${datesIn(quote.text)} ${quote.headingDate ?? ''}`) ?? 0, published) ||
      undefined;
    const age = request.year !== undefined && dated !== undefined ? request.year - dated : 0;
    const stale = age > 0;
    const years = seasonYearsIn(`${titled} ${quote.text}`);
    const otherYear = yearsAsked.length > 0 && years.length > 0 && !years.some((y) => yearsAsked.includes(y));
    // A post of an earlier year, or a page two years old or more, tells how things were: last year's
    // 'Prices 2026' page may still be the newest in January, and is only read after the others.
    const outdated = stale && (isPost || listed || age >= 2);
    const toCome =
      !asksFuture &&
      request.year !== undefined &&
      TO_COME.test(quote.text) &&
      yearsIn(`${titled} ${quote.text}`).some((y) => y > (request.year ?? 0));
    // A price the sentence itself gives as a season's or a price list's of two years ago or more ('tutti i prezzi
    // della stagione 2024', on a blog's card for an old post) is how things were, as a page of that age tells;
    // not one for cars made before 2017.
    const pricedYears = [...quote.text.matchAll(PRICES_OF_YEAR)].map((m) => Number(m[1] ?? m[2]));
    const pastPrice =
      request.year !== undefined &&
      pricedYears.length > 0 &&
      pricedYears.every((y) => y <= (request.year ?? 0) - 2) &&
      namesPrice(quote.text);
    // A page saying it was last updated two years ago or more ('Terms & Conditions (2021 version)') may still
    // hold, but a page saying otherwise is read first.
    const updatedLongAgo =
      request.year !== undefined && (quote.hit.updated ?? request.year) <= request.year - 2;
    // A sentence leaning on its heading: the section's first says what it is about ('Dal 1° marzo: tre notti
    // al prezzo di due'), not its small print. A 'no' answers a yes-no question only when about a thing asked.
    // 'Domenica pomeriggio posso passare a riprenderlo?': 'La domenica pomeriggio siamo chiusi' answers
    // whatever the visitor meant to do then; 'We don't teach them on Sundays' answers whether the lesson asked
    // about may be then, before a sentence naming it on any other day.
    const closedThen =
      asksLeave &&
      days === true &&
      (saysClosed(quote.text) || (focus && negation.test(quote.text))) &&
      // 'domenica mattina?' is not answered by 'la domenica pomeriggio siamo chiusi'
      concepts.every((c) => c.dayPart === undefined || saidIn(c, itself) > 0);
    const score =
      (closedThen ? CLOSED_THEN : 0) +
      0.6 * own +
      0.4 * context +
      0.3 * cue +
      0.1 * quote.hit.score +
      0.05 * named +
      (focus ? 0.1 : 0) +
      (about ? ABOUT : 0) +
      (phrased ? NAMED_PHRASE : 0) +
      (dayItself ? DAY_ITSELF : 0) +
      0.1 * asksSame -
      // An FAQ's answer is about its own question: one asking none of the visitor's words answers another
      // ('Do you offer tax investigation cover?': '…sole traders can add it for £9 a month').
      (faq && asksSame === 0 ? OTHER_QUESTION : 0) +
      (quote.lead ? 0.05 * Math.max(0, context - own) + LEAD * (headed - named) : 0) +
      (days === true ? 0.2 : days === false ? -0.3 : 0) +
      (asksYesNo && named > 0 && negation.test(quote.text) ? 0.05 : 0) -
      (forOthers ? 0.2 : 0) -
      (conditional
        ? 0
        : CONDITION.test(quote.text)
          ? EXCEPTION_PENALTY
          : INNER_CONDITION.test(quote.text)
            ? EXCEPTION_PENALTY / 2
            : 0) -
      0.002 * quote.rank +
      (request.language && quote.hit.language === request.language ? 0.02 : 0) +
      (cues.reach && quote.hit.kind === 'contact' ? CONTACT_PRIOR : 0) -
      (isPost ? POST_PENALTY : 0) -
      (quote.hit.kind === 'terms' && !legalAsked ? TERMS_PENALTY : 0) -
      (stale || updatedLongAgo || pastPrice ? STALE_PENALTY : 0) -
      (otherYear ? OTHER_YEAR_PENALTY : 0) -
      (!asksOfADay && holidaysAsked(`${quote.hit.title} ${quote.path} ${quote.text}`).length > 0
        ? HOLIDAY_PENALTY
        : 0);
    // 'And the Hayloft?' after the Anvil's price asks the same of the Hayloft: the new thing is the subject.
    // So is the day of 'e il giorno della Befana?' after the holidays' hours.
    const standsIn = (replaced || ofAnotherDay) && ownAsked > 0 && focus;
    const followUp =
      asked < concepts.length
        ? { answered: ownAsked, subject: subject || standsIn || !hasSubject }
        : undefined;
    const states =
      (holdsThing(sought) &&
        (THERE_IS.test(quote.text) || (YES.test(quote.text) && ASKS_THERE_IS.test(quote.heading))) &&
        namedEnough) ||
      (rules && namedEnough) ||
      closedThen
        ? (own * total) / heldTotal
        : undefined;
    const core = Math.min(1, (own * total) / coreTotal);
    const ranges = concepts.flatMap((c, i) =>
      c.amount === undefined || !weights[i] || !measures.includes(c.amount)
        ? []
        : [coversNumber(c.amount, sectioned, c.counted)],
    );
    const range = ranges.includes(true) ? true : ranges.includes(false) ? false : undefined;
    return {
      quote,
      own,
      context,
      cue,
      focus,
      days,
      score,
      followUp,
      stale: ((outdated || pastPrice) && !asksYear) || otherYear,
      toCome,
      states,
      core,
      range,
      ...(closedThen ? { closedThen } : {}),
      ...(anyDay ? { anyDay } : {}),
      ...(headingNames ? { headingNames } : {}),
    };
  });
}

/**
 * A heading joining things ('Vaccinazioni e microchip', 'Tyres, brakes & exhausts') heads rows of each: a row
 * naming one of them ('Vaccino cane polivalente 48 €') is under that one only, not the others.
 */
function headingOfRow(heading: string, text: string): string {
  const parts = heading.split(/\s+(?:e|ed|and|&)\s+|\s*,\s*/i).filter(Boolean);
  if (parts.length < 2) return heading;
  const forms = formsOf(text);
  const names = (part: string) =>
    wordsOf(part).some(
      (w) => !stopwords.has(w) && stemLanguages.some((language) => forms.match(stem(w, language)) > 0),
    );
  const named = parts.filter(names);
  return named.length > 0 && named.length < parts.length ? named.join(' ') : heading;
}

/**
 * A table's record as the extraction writes it, each cell after its header ('Boat: First 25 · Price: €260');
 * a card's line of facts ('2 hours 30 minutes · April to October · departures at 9:30') is no record.
 */
const isTableRecord = (text: string) => text.includes(' · ') && /^[^·:]{1,80}: /.test(text);
/** The name a price list's record gives itself ('Pot of tea for one' of 'Hot drinks: Pot of tea for one · £2.80'). */
const recordName = (text: string) =>
  text.includes(' · ') ? text.split(' · ')[0]?.replace(/^[^:]{1,60}:\s*/, '') : undefined;

/** The years an age is counted in, which the age cue asks for ('di 14 anni', '14 years old'). */
const AGE_YEARS = /^(anni|anno|years?)$/;

/**
 * The count the visitor gives each concept ('una persona', '6 giorni', 'two nights'): the question's own
 * concepts from its words, the earlier question's from that question.
 */
function askedCounts(question: string, previous: string | undefined, concepts: Concept[], asked: number) {
  // Italian 'a' is 'to' or 'per' ('a febbraio', 'a persona'), never one.
  const counts = (text: string) =>
    countedIn(text, { articles: guessLanguage(text) === 'en' }).filter((c) => !monthAsked(c.word));
  const own = counts(question);
  // 'e per tutta la settimana, 6 giorni?' counts anew what the earlier question counted ('una giornata').
  const earlier = previous && own.length === 0 ? counts(previous) : [];
  return concepts.map((concept, i): CountAsked | undefined => {
    const counts = i < asked ? own : earlier;
    const ofThing = counts.find((c) => c.word === concept.word);
    if (ofThing) return { count: ofThing };
    // The figure itself ('5' of 'how much for 5 days?') is said only by that count of that thing.
    const ofFigure = counts.find((c) => c.low === c.high && String(c.low) === concept.word);
    const thing = ofFigure && concepts.find((c) => c.word === ofFigure.word);
    return ofFigure && thing ? { count: ofFigure, figureOf: thing } : undefined;
  });
}

interface CountAsked {
  count: Counted;
  /** For the figure of a count, the thing it counts. */
  figureOf?: Concept;
}

/**
 * Whether a quote counts the concept only otherwise than asked ('5 giornate' for one, '2 persone' for 1),
 * or gives the figure asked of another thing ('Full day (5 hours)' for 5 days).
 */
function miscounts(concept: Concept, asked: CountAsked | undefined, given: Counted[], text: string): boolean {
  if (!asked) return false;
  const { count, figureOf } = asked;
  // 'a week' is said by a rate ('Per week: £22.50'), whatever else the text counts ('Every 4 weeks: £90').
  if (count.low === 1 && count.high === 1 && ratesIn(text).some((w) => saidIn(concept, formsOf(w)) > 0))
    return false;
  const covers = (g: Counted) => g.low <= count.low && count.high <= g.high;
  if (figureOf) return !given.some((g) => covers(g) && saidIn(figureOf, formsOf(g.word)) > 0);
  const same = given.filter((g) => saidIn(concept, formsOf(g.word)) > 0);
  return same.length > 0 && !same.some(covers);
}

/**
 * Whether a follow-up's own thing stands in for the earlier question's ('and the Hayloft?' after 'How much
 * is the Anvil room?'): both name sections side by side, under one parent heading ('Rooms › The Anvil',
 * 'Rooms › The Hayloft'), or records of one page's price lists ('Pot of tea · £2.80' and 'Cheese scone ·
 * £3.20' for 'and a pot of tea?' after the scone's price). 'What about the cupping evenings?' after 'Can I
 * bring my dog?' names no section beside the dogs', and keeps asking about dogs.
 */
function replacesSubject(
  quotes: Quote[],
  concepts: Concept[],
  asked: number,
  found: boolean[],
  weights: number[],
  asksFor: (word: string) => boolean,
): boolean {
  const thing = (c: Concept, i: number) =>
    found[i] && (weights[i] ?? 0) > 0 && !asksFor(c.word) && !stopwords.has(c.word);
  const own = concepts.slice(0, asked).filter(thing);
  const earlier = concepts.filter((c, i) => i >= asked && thing(c, i));
  if (own.length === 0 || earlier.length === 0) return false;
  /** The parent paths of the headings that name one of `named`. */
  const parentsNaming = (named: Concept[]) => {
    const parents = new Set<string>();
    for (const quote of quotes) {
      const headings = quote.path.split(' › ');
      headings.forEach((heading, depth) => {
        const forms = formsOf(heading);
        if (depth > 0 && named.some((c) => presence(c, forms) > 0))
          parents.add(headings.slice(0, depth).join(' › '));
      });
      const record = recordName(quote.text);
      if (record && named.some((c) => presence(c, formsOf(record)) > 0)) parents.add(`${quote.hit.source} ·`);
    }
    return parents;
  };
  const ownParents = parentsNaming(own);
  return [...parentsNaming(earlier)].some((parent) => ownParents.has(parent));
}

/**
 * A sentence announcing what follows ('so here’s how our Christmas and New Year work', 'Ecco cosa c’è da
 * sapere'): it names what the visitor asks about, and tells nothing of it.
 */
const SIGNPOST =
  /\b(?:here['’]?s|here (?:is|are)|ecco)\s+(?:how|what|when|where|why|everything|all|come|cosa|quando|dove|perch[eé]|tutto)\b|\b(?:read on|find out (?:more|how|what)|scopri (?:come|cosa|di più))\b/iu;

/**
 * A line of a few words with no value in it is a label or a heading ('By bus and train'), not an answer;
 * a short sentence that ends as one ('Il lunedì è chiuso.', 'Parla tedesco.') says something, as does a
 * list's item saying no ('Saturdays closed', 'il sabato chiuso'); a sign-post with no figure does not.
 */
const saysSomething = (text: string) => {
  const words = text.split(/\s+/).length;
  if (SIGNPOST.test(text) && !/\d/.test(text)) return false;
  return (
    /[\d@]/.test(text) || words >= 5 || (words >= 2 && (/\p{L}[.!]$/u.test(text) || negation.test(text)))
  );
};

/**
 * Whether a quote answers: the thing asked about is in it, and most of the question, or the kind of answer
 * wanted, or nearly all the question with its headings.
 */
function answers(j: Judged, cuesWanted: number): boolean {
  // Last year's hours or prices, kept online in an old post, are no answer to what they are now; nor is what
  // a customer's review tells of their visit.
  if (j.stale || j.quote.review || j.days === false || !saysSomething(j.quote.text)) return false;
  if (j.reopens) return true;
  // 'C'è ancora l'offerta per gli universitari?' under an FAQ's question: 'No, l'offerta… è terminata il 31
  // ottobre 2026' answers, though it names the offer by another word than the visitor's.
  if (j.saysEnded && j.own >= ENDED_OWN) return true;
  // A follow-up is answered by what it asks now, about what was asked before.
  if (j.followUp) return j.followUp.subject && j.followUp.answered >= ENOUGH;
  // Closed then, whatever the visitor meant to do.
  if (j.closedThen && (j.states ?? 0) >= STATED) return true;
  // Without the thing asked about, only a quote holding clearly most of the question answers it.
  if (!j.focus) return j.own >= WITHOUT_FOCUS;
  if ((j.states ?? 0) >= STATED) return true;
  if (j.own >= ENOUGH || j.context >= BY_HEADINGS) return true;
  return cuesWanted > 0 && j.cue >= 1 && j.context >= WITH_VALUE;
}

/** How many of a question's heaviest words are its core, and the share of them a quote must hold. */
const CORE_WORDS = 4;
const CORE = 0.6;
const answersCore = (j: Judged) =>
  !j.stale &&
  !j.quote.review &&
  j.days !== false &&
  !j.followUp &&
  j.focus &&
  j.core >= CORE &&
  saysSomething(j.quote.text);

const leadIn: Record<Language, (title: string) => string> = {
  en: (title) => `According to “${title}”:`,
  it: (title) => `Secondo la pagina «${title}»:`,
};

/** The honest answer when the knowledge does not hold one, pointing to the contact page when known. */
export function dontKnow(language: Language, contact: Source | undefined): Answer {
  const t = chatTexts[language];
  return contact
    ? { text: t.dontKnowWithContacts.replace('{contacts}', contact.url), sources: [contact], declined: true }
    : { text: t.dontKnow, sources: [], declined: true };
}

/**
 * Without a language model: the one sentence of the passages that best answers the question (the thing
 * asked about in it, and most of the question's weight or the kind of answer it wants), read with its
 * label when it is a bare value, introduced by its page; a neighbouring sentence is added only when it
 * brings what the first lacks. When no sentence answers, the visitor is pointed to the contact page.
 */
export const extractiveWriter: AnswerWriter = {
  canAnswer: (request) => bestQuote(request).best !== undefined,
  async write(request, onToken, signal) {
    const { best, judged, rows, explained } = bestQuote(request);
    const answer = best
      ? explain(compose(request.language, best, judged, rows), explained)
      : dontKnow(request.language, request.contact);
    await streamWords(answer.text, onToken, signal);
    return answer;
  },
};

/**
 * How well the retrieved passages meet the question, whoever wrote the answer: declined when the answer
 * cites nothing it retrieved, weak when no sentence answers the question clearly (the thing asked about and
 * most of its weight), answered otherwise. The evidence is the best sentence's share of the question.
 */
export function judgeAnswer(
  request: WriterRequest,
  answer: Answer,
): { outcome: AnswerOutcome; evidence: number } {
  const { best, judged } = bestQuote(request);
  const evidence = Math.round(Math.min(1, best?.own ?? judged[0]?.own ?? 0) * 1000) / 1000;
  if (answer.declined) return { outcome: 'declined', evidence };
  const clear = best && (best.followUp ? best.followUp.answered >= ENOUGH : best.own >= ENOUGH);
  return { outcome: clear ? 'answered' : 'weak', evidence };
}

/**
 * Judgements already made of a retrieval's passages: visitors asking the same question share one retrieval
 * (see `retrieval.cache.ts`), and the writer and `judgeAnswer` both ask for the best quote.
 */
const judgements = new WeakMap<
  WriterRequest['passages'],
  { question: string; concepts: Concept[]; asked?: number; result: ReturnType<typeof judgeQuotes> }
>();

export function bestQuote(request: WriterRequest) {
  const memo = judgements.get(request.passages);
  if (
    memo?.question === request.question &&
    memo.concepts === request.concepts &&
    memo.asked === request.asked
  ) {
    return memo.result;
  }
  const result = judgeQuotes(request);
  judgements.set(request.passages, {
    question: request.question,
    concepts: request.concepts,
    asked: request.asked,
    result,
  });
  return result;
}

function judgeQuotes({
  question,
  history,
  language,
  passages,
  concepts: given,
  weights,
  found,
  asked,
  now,
}: WriterRequest) {
  // Privacy and cookie pages answer only questions about them: their 'email' and 'data' are not the visitor's.
  // A legal notice also gives the business's registrations ('ICO registration number', 'Numero REA').
  const usable =
    asksAboutPrivacy.test(question) || REGISTRATION_ASKED.test(question)
      ? passages
      : passages.filter((p) => p.kind !== 'legal');
  const overview = asksOverview(question) ? homeLead(usable, language) : undefined;
  if (overview) return { best: overview, judged: [overview], rows: [], explained: [] };
  const cues = followUpCues(question, history, asked !== undefined && asked < given.length);
  const year = now?.getFullYear();
  const quotes = quotesOf(usable);
  // A month or an age the visitor gives is said by the name a page's legend gives it ('Mid', 'Ridotto').
  const legend = legendOf(quotes);
  const concepts = withLegends(given, legend);
  const ranked = judge(
    question,
    {
      concepts,
      weights,
      found,
      asked,
      language,
      year,
      previous: previousQuestion(history),
    },
    quotes,
    cues,
  );
  if (now) {
    laterSpansFirst(ranked, now);
    endedOffers(ranked, now, STILL_ASKED.test(question));
    pastListings(ranked, now);
  }
  if (REOPENING_ASKED.test(question)) {
    const best = ranked
      .filter((j) => answers(j, cues.wanted) || answersCore(j))
      .reduce<Judged | undefined>((top, j) => (top && top.score >= j.score ? top : j), undefined);
    const reopening = ranked.filter(
      (j) =>
        j.quote.hit.source === best?.quote.hit.source &&
        j.focus &&
        SAYS_REOPENING.test(j.quote.text) &&
        datesAsked(j.quote.text).length > 0,
    );
    for (const j of reopening) j.reopens = true;
    putBefore(reopening, best?.score ?? 0);
  }
  // Asked whether an offer still holds, a sentence saying it ended ('No, l'offerta… è terminata il 31 ottobre
  // 2026') answers before what the offer's own page says of it.
  if (STILL_ASKED.test(question)) {
    const ended = ranked.filter((j) => j.saysEnded && j.own >= ENDED_OWN);
    putBefore(ended, Math.max(...ranked.map((j) => j.score)));
  }
  // What is to come ('our second shop will be at Unit 4') is read after what is, when that answers.
  if (ranked.some((j) => !j.toCome && (answers(j, cues.wanted) || answersCore(j))))
    for (const j of ranked) if (j.toCome) j.score -= TO_COME_PENALTY;
  // A rule naming the day asked that answers ('Half board is not available on Mondays') says more than one
  // naming none.
  const dayAnswered = ranked.some((k) => k.days === true && (answers(k, cues.wanted) || answersCore(k)));
  if (dayAnswered) for (const j of ranked) if (j.anyDay) j.days = false;
  // Asked the usual hours, a calendar day's own ('Giovedì 31 dicembre: 9:30–13:00', from a Christmas post) are
  // an exception to them, read after the rule when a rule answers.
  if (usualHoursAsked(question)) {
    const ruled = ranked.some(
      (j) => !ofOneDay(j.quote.text) && answers(j, cues.wanted) && cues.given(j.quote.text),
    );
    if (ruled) for (const j of ranked) if (ofOneDay(j.quote.text)) j.score -= ONE_DAY_PENALTY;
    // No weekday asked, one weekday's ('La domenica la cucina è aperta solo a cena…') is that day's exception.
    if (concepts.every((c) => c.weekday === undefined && c.days === undefined))
      for (const j of ranked) if (daysIn(j.quote.text).size === 1) j.score -= ONE_WEEKDAY_PENALTY;
  }
  ranked.sort((a, b) => b.score - a.score);
  const cuesWanted = cues.wanted;
  // 'And if she weighs 18 kg?': when a band holding the number answers, one leaving it out does not.
  const judged = ranked.some((j) => j.range === true && answers(j, cuesWanted))
    ? ranked.filter((j) => j.range !== false)
    : ranked;

  // A question asking for a value ('How many km is the Wineries Loop?') is answered by a quote holding one
  // ('Distance: 46 km') before a close one that only names what was asked ('A loop through the vineyards');
  // a yes-no question ('Is breakfast included in the price?') needs no value.
  // A long question tells more than its answer repeats: when no quote holds most of it, one holding the thing
  // asked about and most of its heaviest words answers. 'How warm is the sea in June?' is answered by a
  // temperature only, never by the sentence naming the sea in June.
  const gives = (j: Judged) =>
    cues.given(j.quote.text) ||
    judged.some(
      (n) =>
        n.cue >= 1 &&
        // a line before gives it only when naming the thing asked too ('Deposit: £200' before 'Music in the
        // barn…'), not another thing's price
        (n.focus ||
          n.quote.line > j.quote.line ||
          (n.quote.line === j.quote.line && n.quote.position > j.quote.position)) &&
        addsTo(j, n) &&
        cues.given(n.quote.text),
    );
  const first =
    judged.find((j) => answers(j, cuesWanted) && gives(j)) ?? judged.find((j) => answersCore(j) && gives(j));
  const best =
    first && cuesWanted > 0 && first.cue === 0 && !YES_NO_QUESTION.test(question)
      ? (judged.find(
          (j) =>
            j.cue >= 1 &&
            j.score >= first.score - VALUE_FIRST &&
            // the site's own answer is not put after a value its terms give
            (j.quote.hit.kind !== 'terms' || first.quote.hit.kind === 'terms') &&
            answers(j, cuesWanted),
        ) ?? first)
      : first;
  const own = concepts.slice(0, asked ?? concepts.length);
  // A legend's line tells what a name covers; the record using the name for the thing asked gives the value.
  const entry = best && legend.find((e) => e.quote === best.quote);
  const record =
    entry &&
    judged.find(
      (j) =>
        j.quote.hit.source === entry.page &&
        j.quote.text.includes(' · ') &&
        explaining(j.quote.text, entry.page, [entry], concepts).length > 0 &&
        answers(j, cuesWanted),
    );
  const picked = record ?? best;
  const chosen = picked && (twinIn(picked, judged, language) ?? picked);
  // A follow-up's columns may be the earlier question's ('And on Saturday?' after the kitchen's hours).
  const measures = measuresAsked(
    question,
    previousQuestion(history),
    asked !== undefined && asked < given.length,
  );
  // An offer's deadline that has passed ('entro sabato 12 settembre 2026') is what the answer must keep.
  const cutOf = (j: Judged) =>
    j.endsOffer
      ? j
      : narrowedToDay(
          narrowed(narrowedToColumn(j, concepts, question, own.length, measures), own, question),
          question,
        );
  const cut = chosen && cutOf(chosen);
  const rows = chosen && chosen === best ? siblingRows(chosen, judged, cuesWanted).map(cutOf) : [];
  // 'Mid season: Gull caravan · Per week: £560', asked about June, is given with what 'Mid' covers.
  const explained = cut ? explaining(cut.quote.text, cut.quote.hit.source, legend, concepts) : [];
  return { best: cut, judged, rows, explained: explained.map((e) => e.quote.text) };
}

/**
 * Of spans of dates the quotes about the thing asked give, one still running or to come is read before one
 * over ('closed from 20 December 2025 to 6 January 2026', read in November 2026, after 'from 19 December 2026
 * to 3 January 2027'); a span over is still the answer when no quote gives a later one.
 */
function laterSpansFirst(judged: Judged[], today: Date) {
  const ends = new Map(judged.map((j) => [j, spanEnds(j.quote.text)]));
  const ahead = (j: Judged) => (ends.get(j) ?? []).some((end) => end >= today);
  if (!judged.some((j) => j.focus && ahead(j))) return;
  for (const j of judged) {
    const spans = ends.get(j) ?? [];
    if (spans.length > 0 && !ahead(j)) j.score -= ENDED_PENALTY;
  }
}

/**
 * A blog's past date over or under a title ('10 November 2026', then '## Christmas at Claypath') is when the
 * post was published: no answer to what a visitor asks, read last. An event listing's is the event's.
 */
function pastListings(judged: Judged[], today: Date) {
  for (const j of judged) {
    const listed =
      j.quote.datesHeading === true && (isPostPage(j.quote.hit.source) || isPostList(j.quote.hit.source));
    const days = listed ? datedDays(j.quote.text) : [];
    if (days.length > 0 && days.every((d) => d < today)) j.score -= PAST_LISTING_PENALTY;
  }
}

/** How far quotes put first are put before the score they are put before. */
const FIRST_MARGIN = 0.05;

/** Puts quotes before a score, as they are, in their own order. */
function putBefore(first: Judged[], score: number) {
  if (first.length === 0) return;
  const lift = Math.max(0, score - Math.max(...first.map((j) => j.score))) + FIRST_MARGIN;
  for (const j of first) j.score += lift;
}

/**
 * An offer whose deadline has passed ('Use the code SUMMERBOX… Offer ends 31 August 2026.'): the sentences
 * of its paragraph are read after the others, and each is given with the sentence saying when it ended.
 * Asked whether it is still on, the sentence saying it ended ('our winter offer ended on 31 March 2026') is
 * the answer, read as it stands.
 */
function endedOffers(judged: Judged[], today: Date, stillAsked: boolean) {
  const lineOf = (j: Judged) => `${j.quote.hit.chunkId} ${j.quote.line}`;
  const passed = new Set(
    judged.filter((j) => {
      const deadlines = deadlinesIn(j.quote.text, today);
      return deadlines.length > 0 && deadlines.every((d) => d < today);
    }),
  );
  const ended = new Set([...passed].map(lineOf));
  for (const j of judged) {
    if (!ended.has(lineOf(j))) continue;
    // Asked whether it still holds, a deadline with its year says it is over; one without ('until 31
    // October') says nothing of the year, and a sentence saying the offer ended answers first.
    const saysEnded = stillAsked && passed.has(j) && deadlinesIn(j.quote.text).length > 0;
    if (saysEnded) {
      j.saysEnded = true;
      j.score += ENDED_PENALTY;
    } else j.score -= ENDED_PENALTY;
    if (passed.has(j)) j.endsOffer = true;
    else j.offerEnded = true;
  }
}

/** The measures a question gives ('a 1.6 litre car'), and a follow-up's earlier question with it. */
const measuresAsked = (question: string, previous: string | undefined, readWithPrevious: boolean) =>
  measuresIn(readWithPrevious && previous ? `${question} ${previous}` : question);

/** How far below the best a record of the same list may score and still be given with it. */
const SIBLING = 0.1;
/** A list's records are short lines, no sentences: 'Saturday 9:00–12:00', 'Day: Friday · Class: Pasta'. */
const RECORD = 100;
const isRecord = ({ text }: Quote) => text.length <= RECORD && !/[.!?]$/.test(text);

/**
 * The other records of the list the best quote is one of that answer the question as well: a timetable
 * giving the class asked about on three days ('Day: Monday · Class: Pasta & Sauces', then Wednesday and
 * Friday), office hours printed a line per day. Each says only part of the answer; none narrower is asked.
 */
function siblingRows(best: Judged, judged: Judged[], cuesWanted: number): Judged[] {
  // the day a business opens again is one day, not a row of its holiday hours
  if (!isRecord(best.quote) || best.reopens) return [];
  const { hit, path, line } = best.quote;
  return judged
    .filter(
      (j) =>
        j !== best &&
        j.quote.hit === hit &&
        j.quote.path === path &&
        j.quote.line !== line &&
        Math.abs(j.quote.line - line) <= SECTION_LINES &&
        isRecord(j.quote) &&
        j.focus &&
        j.days !== false &&
        j.cue >= best.cue &&
        j.own >= best.own &&
        j.score >= best.score - SIBLING &&
        answers(j, cuesWanted),
    )
    .slice(0, SECTION_LINES);
}

/**
 * The latest year a page's title, a quote's headings and the dates it gives name ('Orari estivi 2025',
 * 'Christmas menu 2024', 'Il mercatino di Natale: 20 novembre 2025'): one before this year's marks last
 * year's hours, prices or events, kept online, read after those naming no year or this one.
 */
function latestYear(text: string): number | undefined {
  const years = yearsIn(text);
  return years.length > 0 ? Math.max(...years) : undefined;
}

/** The years a text names as dates: 'Ospitalità di famiglia, dal 1962', 'Est. 1998' began and go on. */
const yearsIn = (text: string) =>
  [...text.replace(SINCE_YEAR, ' ').matchAll(/\b(19|20)\d{2}\b/g)].map((m) => Number(m[0]));

/**
 * The years a text names, a season across two years naming both ('Stagione 2026/27' is of 2027 as of
 * 2026); its first says when it began, which `latestYear` reads.
 */
const seasonYearsIn = (text: string) =>
  yearsIn(
    text.replace(
      /\b((?:19|20)\d)(\d)\s?[/–-]\s?(\d{2})\b/g,
      (_, decade: string, last: string, next: string) => `${decade}${last} ${decade.slice(0, 2)}${next}`,
    ),
  );

const SINCE_YEAR =
  /\b(since|dal|dall['’]|sin dal|est\.?|established|founded|fondat[oaie] nel)\s*((19|20)\d{2})\b/gi;

/**
 * The dates a sentence gives with their month ('20 novembre 2025', 'March 2025'), not the years it names
 * ('fondato nel 1962' is history, not a past event).
 */
const datesIn = (text: string) =>
  [...fold(text).matchAll(/\b(\p{L}+)\s+((?:19|20)\d{2})\b/gu)]
    .filter((m) => monthsIn(m[1] ?? '').size > 0)
    .map((m) => m[2])
    .join(' ');

/** A statement of a few words at least: a home page's lead, not its menu, a button or a figure. */
const LEAD_WORDS = 6;

/**
 * What the business is, for 'what do you do?': the first sentence of its home page in the visitor's
 * language (else in any) that says something in a few words at least.
 */
function homeLead(passages: KnowledgeHit[], language: Language): Judged | undefined {
  const home = passages.filter((p) => isHomePage(p.source));
  const own = home.filter((p) => stemLanguageOf(p.language) === language);
  const quotes = quotesOf(own.length > 0 ? own : home).sort(
    (a, b) => a.hit.chunkId - b.hit.chunkId || a.line - b.line || a.position - b.position,
  );
  const lead = quotes.find(
    (q) => saysSomething(q.text) && q.text.split(/\s+/).length >= LEAD_WORDS && !/[@€£$]|\d{3}/.test(q.text),
  );
  return lead && { quote: lead, own: 1, context: 1, cue: 0, focus: true, days: undefined, score: 1, core: 1 };
}

/** The figures a text gives, decimal commas read as points ('£12,95' and '£12.95' give the same). */
const figuresOf = (text: string) =>
  (text.match(/\d+(?:[.,]\d+)?/g) ?? [])
    .map((n) => n.replace(',', '.'))
    .sort()
    .join(' ');

/** The (folded) words standing right before a figure in a text, as its labels ('Grandi € 7', 'Adults £12'). */
const figureLabels = (text: string) =>
  new Set([...fold(text).matchAll(/(\p{L}+)\s*[€£$]?\s*\d/gu)].map((m) => m[1]));

/** How many times longer than the other a sentence and its translation may be. */
const TWIN_LENGTHS = 2;

/**
 * The same sentence on the translation of the page in the visitor's language: a quote chosen from a page
 * in another language ('Le gift card sono valide 24 mesi', its 'durano' matching 'last') is given in the
 * visitor's words when a page in their language prints the same figures ('valid for 24 months').
 */
function twinIn(best: Judged, judged: Judged[], language: Language): Judged | undefined {
  const languageOf = (j: Judged) => stemLanguageOf(j.quote.hit.language);
  if (!best.quote.hit.language || languageOf(best) === language) return undefined;
  const figures = figuresOf(best.quote.text);
  if (figures.replace(/\D/g, '').length < 2) return undefined;
  // A line giving the same phone number ('Telefono: 011 658 4172' for 'Laura in our office speaks English…
  // on 011 658 4172') is no translation: a sentence and its translation are about as long, and keep its
  // names ('Laura', 'Taxi Vallerana'; a weekday's or a month's is translated).
  // A capitalised word right before a figure labels it, and is translated too ('Grandi € 7' is 'kids €7').
  const length = best.quote.text.length;
  const labels = figureLabels(best.quote.text);
  const names = [...capitalised(best.quote.text)].filter(
    (n) => daysAsked(n).length === 0 && monthsIn(n).size === 0 && !labels.has(n),
  );
  return judged.find((j) => {
    if (languageOf(j) !== language || j.days === false || figuresOf(j.quote.text) !== figures) return false;
    const words = wordsOf(j.quote.text);
    return (
      Math.max(length, j.quote.text.length) <= TWIN_LENGTHS * Math.min(length, j.quote.text.length) &&
      names.every((name) => words.includes(name))
    );
  });
}

/** A follow-up opening with an asking word of its own ('and where…', 'e chi…'). */
const OWN_ASKING = /^\W*(?:(?:and|but|e|ed|ma)\s+)?(?:where|who|whom|why|dove|chi|perch[eé])\b/i;

/**
 * The kinds of answer a question wants; a follow-up that names none ('And the Grand Gala?' after 'How much
 * is the Aurora package?') wants what the visitor's previous question did.
 */
function followUpCues(question: string, history: WriterRequest['history'], readWithPrevious: boolean) {
  const own = answerCues(question);
  // 'ci posso portare il cane?' after 'quanto costa il bungalow?' asks whether it may, not the price again;
  // 'and where does he sleep?' after 'how much does a skipper cost?' asks a thing of its own.
  if (own.wanted > 0 || !readWithPrevious || MAY_I.test(question) || OWN_ASKING.test(question)) return own;
  const previous = previousQuestion(history);
  return previous ? answerCues(`${previous} ${question}`) : own;
}

/**
 * Whether a quote is added after the best one, bringing what it lacks: the next line's value or a clearly
 * closer sentence, or the value asked for a few lines on, under a subheading of the same section ('Our
 * cosiest room: a double bed…' then 'Price per night: £125').
 */
function addsTo(best: Judged, j: Judged): boolean {
  const inSection =
    j.quote.path.startsWith(best.quote.path) && Math.abs(j.quote.line - best.quote.line) <= SECTION_LINES;
  return (
    j.quote.hit === best.quote.hit &&
    j !== best &&
    // a note is read with the values marked for it, not beside another line
    !isNote(j.quote) &&
    ((Math.abs(j.quote.line - best.quote.line) <= 1 &&
      ((best.cue < 1 && j.cue > best.cue) || j.own > best.own + 0.2)) ||
      (best.cue === 0 && j.cue >= 1 && inSection) ||
      insteadOf(best, j) ||
      leansBack(best, j) ||
      yesOrNoBefore(best, j) ||
      (best.offerEnded === true && j.endsOffer === true && j.quote.line === best.quote.line)) &&
    best.quote.text.length + j.quote.text.length < MAX_CHARS
  );
}

/**
 * A sentence opening on what the one before said ('After that you can stay as long as you like', after
 * 'Yes, 2 weeks.') is read with it.
 */
const BACK_REFERENCE =
  /^(after that|afterwards|otherwise|in that case|in this case|if so|if not|dopo di che|dopodich[eé]|altrimenti|in quel caso|in questo caso|in tal caso)\b/i;
const leansBack = (best: Judged, j: Judged) =>
  BACK_REFERENCE.test(best.quote.text) && j.quote.path === best.quote.path && justBefore(best, j);

/** Whether `j` is the sentence right before `best`: in its line, or the last of the line above. */
const justBefore = (best: Judged, j: Judged) =>
  (j.quote.line === best.quote.line && j.quote.position === best.quote.position - 1) ||
  (best.quote.position === 0 && j.quote.line === best.quote.line - 1);

/**
 * The 'yes' or 'no' an answer opens on ('No, we don’t sell any food or drinks on board.') is given with the
 * sentence after it that answers best ('Bring your own snacks and water.'): without it, that says only half.
 */
const YES_OR_NO = /^(yes|no|sì|si|nope)\b\s*[,.!–—-]/i;
const yesOrNoBefore = (best: Judged, j: Judged) =>
  YES_OR_NO.test(j.quote.text) &&
  !YES_OR_NO.test(best.quote.text) &&
  j.quote.path === best.quote.path &&
  j.quote.hit === best.quote.hit &&
  justBefore(best, j);

/**
 * A sentence saying there is none of the thing asked ('there’s no parking at Kensington House') is read with
 * the next one holding most of the question too, which tells what there is instead ('The nearest car park is
 * Victoria…', 'The nearest is the Holbeck Yard multi-storey').
 */
const insteadOf = (best: Judged, j: Judged) =>
  negation.test(best.quote.text) &&
  j.focus &&
  j.quote.line === best.quote.line &&
  j.quote.position === best.quote.position + 1 &&
  j.own >= Math.min(best.own, ENOUGH) &&
  !negation.test(j.quote.text);

function compose(language: Language, best: Judged, judged: Judged[], rows: Judged[] = []): Answer {
  const { hit } = best.quote;
  if (rows.length > 0) return composeRows(language, [best, ...rows]);
  // Of a price list's values, the one labelled by the record the sentence describes ('Full Groom · Giant dog',
  // then 'Over 40kg (Newfoundlands…)', then 'from £88'), not the record's before it.
  const neighbours = judged.filter((j) => addsTo(best, j));
  const record = best.quote.leansOn;
  const neighbour =
    (record && neighbours.find((j) => j.quote.text.startsWith(`${record}: `))) || neighbours[0];
  const picked = neighbour
    ? [best, neighbour].sort((a, b) => a.quote.line - b.quote.line || a.quote.position - b.quote.position)
    : [best];
  // A value marked with an asterisk is given with its note ('10am–6pm* (*The pool is open from 23 May…)').
  const said = picked.map(({ quote }) =>
    quote.note && NOTE_MARK.test(quote.text) ? `${quote.text} (*${quote.note})` : quote.text,
  );
  // A line that is no sentence is read under its heading ('Tom Hartley' over 'Workshop manager'); asked who,
  // the heading naming the person is given even when a second sentence follows. So is a line under a heading
  // giving its price, saying none itself ('£10 travel charge' over 'BS21 (Clevedon), BS35 (Thornbury)…').
  if (best.headingNames || (picked.length === 1 && headed(best))) {
    const at = picked.findIndex((j) => j.quote.heading === best.quote.heading);
    said[at] = `${headingOver(best.quote)}: ${said[at]}`;
  }
  // Two lines of a list ('… il sabato e la domenica', 'Una settimana da £1.095…') are two sentences.
  const sentences = said.map((text, i) =>
    i < said.length - 1 && !/[.!?:;…]$/.test(text) ? `${text}.` : text,
  );
  return {
    text: `${leadIn[language](hit.title)} ${sentences.join(' ')}`,
    sources: [{ url: hit.source, title: hit.title }],
  };
}

/** How long a heading may be to be given before the line it heads. */
const HEADING_CHARS = 60;
const headed = ({ quote }: Judged) => {
  const heading = quote.heading.trim();
  return (
    heading !== '' &&
    heading.length <= HEADING_CHARS &&
    !/[?:]$/.test(heading) &&
    ((isRecord(quote) && !fold(quote.text).includes(fold(heading))) ||
      (namesPrice(heading) && !namesPrice(quote.text)))
  );
};

/**
 * The heading a line is given under, less its last part when the line already opens with it ('Sicilian cooking
 * class › Price' over 'Price: €75 per person' gives 'Sicilian cooking class').
 */
function headingOver(quote: Quote): string {
  const parts = quote.heading.trim().split(' › ');
  const labelled = parts.length > 1 && fold(quote.text).startsWith(fold(parts[parts.length - 1] ?? ''));
  return (labelled ? parts.slice(0, -1) : parts).join(' › ');
}

/** An answer read by a page's legend, given with the legend's lines it relies on ('… £560. (Mid: 22 May – 17 July…)'). */
function explain(answer: Answer, explained: string[]): Answer {
  const unsaid = explained.filter((line) => !answer.text.includes(line));
  return unsaid.length > 0 ? { ...answer, text: `${answer.text} (${unsaid.join(' ')})` } : answer;
}

/** A list's records, in the page's order, under the label they share ('Office hours: Monday to Friday…; Saturday…'). */
function composeRows(language: Language, records: Judged[]): Answer {
  const { hit, heading } = records[0]!.quote;
  const inOrder = [...records].sort((a, b) => a.quote.line - b.quote.line);
  const label = `${heading}: `;
  const shared = heading !== '' && inOrder.some((j) => j.quote.text.startsWith(label));
  // Cards of a grid may print the same line ('Grade A: iPhone 13 128GB' under two colours): it is given once.
  const texts = [
    ...new Set(
      inOrder.map((j) => (shared ? j.quote.text.replace(label, '') : j.quote.text).replace(/\.$/, '')),
    ),
  ];
  let listed = texts[0] ?? '';
  for (const text of texts.slice(1)) if (listed.length + text.length < MAX_CHARS) listed += `; ${text}`;
  // A value marked with an asterisk is given with its note, once.
  const note = inOrder.find(({ quote }) => quote.note && NOTE_MARK.test(quote.text))?.quote.note;
  return {
    text: `${leadIn[language](hit.title)} ${shared ? label : ''}${listed}.${note ? ` (*${note})` : ''}`,
    sources: [{ url: hit.source, title: hit.title }],
  };
}
