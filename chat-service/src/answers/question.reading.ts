import { sharedPartsOfSpeech } from '../knowledge/analysis/parts-of-speech.ts';
import { type Concept, isTranslation, namesDays } from '../knowledge/analysis/question.ts';
import { monthsIn } from '../knowledge/analysis/seasons.ts';
import { guessLanguage, type StemLanguage, stem, stopwords } from '../knowledge/analysis/stems.ts';
import { isWeekday } from '../knowledge/analysis/weekdays.ts';
import { fold, wordsOf } from '../knowledge/analysis/words.ts';
import { namesIn } from './quote.cut.ts';

/**
 * How the extractive writer reads the parts of a question besides its words: what it names twice, what
 * qualifies what, the visitor's circumstances and what they tell of themselves, its phrasal verbs and
 * compounds, and the names it capitalises. Each gives the concepts to weigh otherwise.
 */

/** The folded words a question capitalises after its first ('Essential', 'Pilates', 'Siena'). */
export const capitalised = (question: string) =>
  new Set(namesIn(question.replace(/^\W+/, '')).flatMap((name) => wordsOf(name)));

/**
 * The names of two words or more a question gives, as runs of capitalised words after its first ('the Dales
 * Gravel Day', 'on Christmas Eve'), each as its folded words joined by spaces.
 */
export function namePhrases(question: string): string[] {
  const phrases: string[] = [];
  let run: string[] = [];
  const end = () => {
    if (run.length >= 2) phrases.push(wordsOf(run.join(' ')).join(' '));
    run = [];
  };
  // A sentence's first word is capitalised whatever it is.
  let opening = true;
  for (const token of question.split(/\s+/)) {
    const word = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!opening && /^\p{Lu}/u.test(word)) run.push(word);
    else end();
    if (word) opening = false;
    if (/[.;:?!]$/.test(token)) opening = true;
    if (/[,.;:?!)]$/.test(token)) end();
  }
  end();
  return phrases;
}

/** Words before a name that make it a place or what a thing is of: 'to', 'da', 'di' ('il traghetto per San Fruttuoso'). */
const PLACE_PREPOSITION =
  /^(to|from|in|at|near|around|into|of|per|a|ad|da|dal|dalla|di|del|della|dello|dei|verso|presso|vicino|sul|sulla)$/;

/**
 * The folded words of the names a question gives after a preposition ('the ferry to San Fruttuoso',
 * 'l'abbazia di San Fruttuoso'): a place or an owner narrowing the thing asked about, not the thing itself,
 * unlike a name after an article ('the Essential package').
 */
export function namesAfterPrepositions(question: string): Set<string> {
  const names = new Set<string>();
  const tokens = question.replace(/^\W+/, '').split(/\s+/);
  let run = false;
  let place = false;
  tokens.forEach((token, i) => {
    const word = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    const name = i > 0 && /^\p{Lu}\p{Ll}/u.test(word);
    if (name && !run) {
      const before = fold(tokens[i - 1] ?? '').replace(/^.*['’]|[^\p{L}]+$/gu, '');
      place = PLACE_PREPOSITION.test(before);
    }
    run = name && !/[,.;:?!]$/.test(token);
    // a month or a weekday says when ('in July'), which the question's other words do not outweigh
    if (name && place && monthsIn(word).size === 0 && !isWeekday(word))
      for (const w of wordsOf(word)) names.add(w);
  });
  return names;
}

/**
 * Whether an English text uses the noun opening a compound asked about ('fishing' of 'fishing trips') only
 * for another thing: each time followed by a noun other than the compound's head ('a fishing village').
 */
export function modifiesAnother(modifier: string, head: string, text: string): boolean {
  // An adjective or a participle says the same of any noun ('a disabled customer' for 'my disabled son', 'the
  // first Monday' for 'the first day'); a gerund names a kind of thing ('fishing', 'swimming').
  if (/ed$/.test(modifier) || (sharedPartsOfSpeech().mostlyNotNoun(modifier, 'en') && !/ing$/.test(modifier)))
    return false;
  const words = wordsOf(text);
  const [ownStem, headStem] = [stem(modifier, 'en'), stem(head, 'en')];
  const at = words.flatMap((w, i) => (stem(w, 'en') === ownStem ? [i] : []));
  return (
    at.length > 0 &&
    at.every((i) => {
      const next = words[i + 1];
      return (
        next !== undefined &&
        !stopwords.has(next) &&
        !/\d/.test(next) &&
        stem(next, 'en') !== headStem &&
        !sharedPartsOfSpeech().mostlyNotNoun(next, 'en')
      );
    })
  );
}

/**
 * The words a question gives as another name for the word beside it ('NHS / SSN', 'wifi/internet') that the
 * knowledge does not hold, when it holds that word.
 */
export function unheldAlternatives(question: string, concepts: Concept[], found: boolean[]): Set<number> {
  const unheld = new Set<number>();
  const index = new Map(concepts.map((c, i) => [c.word, i]));
  for (const [, first, second] of fold(question).matchAll(/([\p{L}\p{N}]+)\s*\/\s*([\p{L}\p{N}]+)/gu)) {
    const [a, b] = [index.get(first ?? ''), index.get(second ?? '')];
    if (a === undefined || b === undefined) continue;
    if (!found[a] && found[b]) unheld.add(a);
    if (!found[b] && found[a]) unheld.add(b);
  }
  return unheld;
}

/** Whether two words stand side by side in a folded text, apart by spaces or a hyphen only ('gift card'). */
const sideBySide = (folded: string, first: string, second: string) =>
  new RegExp(`\\b${first}[\\s-]+${second}\\b`, 'u').test(folded);

/**
 * The things asked about as a kind the knowledge never names: in 'a golf course', 'course' is said of golf,
 * and 'golf' is on no page, so a 'three-course menu' says nothing of it. English puts the kind first, Italian
 * after 'da' or 'di' ('un campo da tennis', where the countryside, 'campo', is no court); the indexes of the
 * words so qualified. Words apart ('the NHS / SSN', 'NHS or SSN') qualify nothing, nor does a noun the
 * adjective after it ('is a gift voucher valid', where 'valid' is said of the voucher, not a kind of it).
 */
export function modifiers(
  question: string,
  concepts: Concept[],
  found: boolean[],
  visitorLanguage?: StemLanguage,
): Set<number> {
  const qualified = new Set<number>();
  // A short question holds too few function words to tell ('c'è un campo da tennis?'): the visitor's language
  // does, when Italian, whose 'da' or 'di' marks the kind; two English words side by side may be one name.
  const language = guessLanguage(question) ?? (visitorLanguage === 'it' ? 'it' : undefined);
  if (language !== 'en' && language !== 'it') return qualified;
  const words = wordsOf(question);
  const folded = fold(question);
  const index = new Map(concepts.map((c, i) => [c.word, i]));
  concepts.forEach((concept, i) => {
    const at = words.indexOf(concept.word);
    const kind =
      language === 'en'
        ? at > 0 &&
          sideBySide(folded, words[at - 1]!, concept.word) &&
          !sharedPartsOfSpeech().mostlyAdjective(concept.word) &&
          !verbAndObject(folded, words[at - 1]!, concept.word)
          ? words[at - 1]
          : undefined
        : KIND_AFTER.has(words[at + 1] ?? '') &&
            !/^\d/.test(words[at - 1] ?? '') &&
            new RegExp(`\\b${concept.word}\\s+${words[at + 1]}\\s+${words[at + 2]}\\b`, 'u').test(folded)
          ? words[at + 2]
          : undefined;
    const by = kind === undefined ? -1 : (index.get(kind) ?? -1);
    // 'mid-August' is a time, not a kind of thing; '18 kg' is a weight, not a kind of kilo, 'l'orario di
    // agosto' the hours in August, and '40 minuti di ritardo' a count of minutes.
    const time = namesDays(concept) || monthsIn(concept.word).size > 0;
    const qualifier = concepts[by];
    const when = qualifier !== undefined && (namesDays(qualifier) || monthsIn(qualifier.word).size > 0);
    if (by >= 0 && by !== i && !found[by] && !time && !when && qualifier?.amount === undefined)
      qualified.add(i);
  });
  return qualified;
}
/**
 * 'Do you provide towels?', 'can I bring snacks?': a verb the visitor or the business does, and its object,
 * not a kind of towel; 'is there a play area?' names a kind.
 */
const verbAndObject = (folded: string, before: string, word: string) =>
  sharedPartsOfSpeech().mostlyVerb(before) &&
  new RegExp(`(?<![\\p{L}\\p{N}])(?:you|i|we|they|to)\\s+${before}\\s+${word}(?![\\p{L}\\p{N}])`, 'u').test(
    folded,
  );

/** The Italian words after which a noun's kind follows ('campo da tennis', 'corso di cucina'). */
const KIND_AFTER = new Set(['da', 'di']);

/**
 * The concepts said only in a clause telling the visitor's circumstances ('can I stop my subscription while
 * I'm on holiday?', 'se mentre sono al bar mi rubano la bici', 'we might be late because of traffic on the
 * Brenner'), what they mean to do with it ('can you unlock my phone so I can use it on a different network?')
 * or the place of what they ask ('si può fare il barbecue vicino alla tenda?', answered by 'barbecues are fine
 * on your pitch'): the clause runs from 'while', 'because', 'so that', 'mentre', 'near', 'inside' or 'vicino'
 * to the next comma or the end of the sentence.
 */
const CIRCUMSTANCE_CLAUSE =
  /\b(?:while|whilst|mentre|because|perche|poiche|dato che|visto che|inside|near|next to|vicino|accanto|dentro|so that|so(?= (?:i|we|you|he|she|they|it|my|our)\b)|in order to|cosi da|in modo da|in modo che)\b([^,;.!?]*)/gu;
/**
 * Where the visitor saw what they ask of ('I saw the autumn offer on your home page', 'ho visto sul vostro sito
 * lo sconto'): the page they read it on, not a thing they ask about.
 */
const WHERE_SEEN =
  /\b(?:(?:on|in|from) (?:your|the)|(?:sul|nel|dal|sulla|nella|dalla)(?: vostr[oa])?) ((?:home ?page|homepage|web ?site|site|sito|home|instagram|facebook|pagina (?:facebook|instagram))(?: page| web)?)\b/gu;
/** The visitor's own seeing or reading of it ('I saw…', 'ho letto…'): how they know, not what they ask. */
const SEEN =
  /\b(?:(?:i|we)(?:['’]ve| have| ve)?(?: just| already)?|(?:ho|abbiamo)(?: appena| gia)?) (saw|seen|read|noticed|spotted|visto|letto|notato)\b/gu;
/**
 * What the visitor needs a thing for ('mi serve la partita IVA per la fattura', 'I need your VAT number for my
 * expenses claim'): their purpose, which the page giving the thing never names.
 */
const NEEDED_FOR =
  /\b(?:mi serve|ci serve|mi servirebbe|ci servirebbe|i need|we need|i'd need|we'd need)\b[^?]*?\b(?:per|for)\s+((?:la|il|lo|l['’]|le|i|gli|una?|my|our|the|a|an)\b[^,;.!?]*)/gu;
/**
 * A vague length of time the visitor gives ('to keep at home for a few months', 'per qualche settimana'): how
 * long they mean to, which a rule seldom repeats. A figure ('for 3 nights') is the case asked about, and kept.
 */
const VAGUE_SPAN =
  /\b((?:for|per) (?:a few|a couple of|several|some|qualche|alcun[ie]|un paio di|pochi|poche) (?:days?|weeks?|months?|years?|nights?|giorn[oi]|settiman[ae]|mes[ei]|ann[oi]|nott[ei]))\b/gu;
/** The condition of a price asked ('How much is adult ballet if I just drop in?'): the visitor's case. */
const PRICE_CONDITION =
  /\b(?:how much|quanto costa|quanto costano|quanto si paga|quanto viene)\b[^?]*?\b(?:if|se)\b([^,;.!?]*)/gu;
/**
 * The visitor's case of a yes-no question ('is it ok to smoke in the campervan if we keep the windows open?',
 * 'posso portare il cane se sta in braccio?'): the rule answering it seldom repeats it. Not of one asking
 * whether there is a thing, which the case names ('is there a discount if I bring both dogs?').
 */
const YES_NO_CONDITION =
  /^\W*(?!is there|are there)(?:is|are|can|could|may|do|does|will|would|should|posso|possiamo|si puo|potete|e)\b[^?]*?\s(?:if|se)\s([^,;.!?]*)/gu;
/**
 * What the visitor says before asking whether there is a thing, a clause of its own ('Il vostro ufficio è al
 * primo piano, c'è un ascensore?', 'we're coming by train. is there a bus from the station?'): what they know.
 */
const BEFORE_THERE_IS = /^([^?]*?)[,.;:]\s*(?:and\s+|e\s+)?(?:is there|are there|c ?['’]? ?e|ci sono)\b/gu;
/**
 * What the visitor adds after the question, asking nothing ('oggi siete aperti? pensavo di passare stasera');
 * not a figure, which says the case asked about ('a persona in alta stagione? siamo 2 adulti').
 */
const AFTER_QUESTION = /\?\s*([^?\d]*\p{L}[^?\d]*)$/gu;
/**
 * A clause of the visitor's own coming or doing, after what they ask ('where do I leave the car when I come in
 * for my meeting', 'dove posso parcheggiare quando porto mia figlia a lezione?'): 'when' with I or we, or
 * 'quando' with a verb of the first person ('vengo', 'atterriamo'; not 'arrivano'). After 'by', 'until' or
 * 'fino a' it is the asking itself ('fino a quando posso disdire?').
 */
const WHEN_VISITOR =
  /(?<=\p{L}[^?.!,;]*\s)(?<!\b(?:by|until|till|since|and|or|entro|fino a|da|e|o)\s)(?:when (?:i|we)\b|quando(?= (?:(?:mi|ci|vi|ti|lo|la|li|le|ne) )?\p{L}+(?<!an|on)(?:o|iamo)\b))([^,;.!?]*)/gu;
/**
 * The other way the visitor offers after asking ('bisogna prenotare o si può passare quando si vuole?', 'do I
 * need to book or can I just turn up?'): the answer speaks of the first, and seldom repeats the second.
 */
const OR_ELSE =
  /(?<=\p{L}[^?.!;]*)\s(?:or|o|oppure)\s+(?:(?:can|could|should|do|does|is|are|will|must|may)\s+(?:i|we|you|it|they)|si\s+(?:puo|deve|paga)|posso|possiamo|devo|dobbiamo|basta)\b([^?.!;]*)/gu;
/** Asked a time, a 'when' clause says which ('What time can we get into our room when we arrive?'). */
const TIME_ASKED = /\b(?:what time|how early|how late|che ora|orari|orario|when|quando)\b/u;
/** A capitalised word inside a sentence: a name. */
const NAMED = /(?<=\s)\p{Lu}[\p{L}'’]*/gu;
export function circumstancesOf(question: string, concepts: Concept[]): Set<number> {
  const folded = fold(question);
  const clauses = [
    ...folded.matchAll(CIRCUMSTANCE_CLAUSE),
    ...folded.matchAll(PRICE_CONDITION),
    ...folded.matchAll(YES_NO_CONDITION),
    ...folded.matchAll(BEFORE_THERE_IS),
    ...folded.matchAll(AFTER_QUESTION),
    ...folded.matchAll(OR_ELSE),
    ...folded.matchAll(WHERE_SEEN),
    ...folded.matchAll(NEEDED_FOR),
    ...folded.matchAll(SEEN),
    ...folded.matchAll(VAGUE_SPAN),
    ...[...folded.matchAll(WHEN_VISITOR)].filter((m) => !TIME_ASKED.test(folded.slice(0, m.index))),
  ].map((m) => m[1] ?? '');
  if (clauses.length === 0) return new Set();
  const inClauses = clauses.flatMap((clause) => wordsOf(clause));
  const outside = wordsOf(clauses.reduce((rest, clause) => rest.replace(clause, ' '), folded));
  // A name the visitor gives after asking says which ('I'm flying into Florence'): it is asked about.
  const named = new Set(
    [...([...question.matchAll(AFTER_QUESTION)][0]?.[1] ?? '').matchAll(NAMED)].map((m) => fold(m[0])),
  );
  const only = new Set(inClauses.filter((w) => !outside.includes(w) && !named.has(w)));
  return new Set(concepts.flatMap((c, i) => (only.has(c.word) ? [i] : [])));
}

/** The possessives a visitor names what is theirs with ('my son', 'our caravan', 'mia figlia'), and others'. */
const OWN_POSSESSIVE = '(?:my|our|mio|mia|miei|mie|nostro|nostra|nostri|nostre)';
const POSSESSIVE = `(?:his|her|their|${OWN_POSSESSIVE})`;

/**
 * What the visitor tells of themselves before asking: a clause of their own ('I'm flying into Florence, can
 * you pick me up…', 'mia figlia ha 4 anni e non ha mai sciato, cosa ci consigliate?') and who or what of
 * theirs it is about ('my mum is in a wheelchair, can she…', 'my dad uses…', 'my disabled son'), and the verb
 * of a condition they set of themselves ('e se abito in Sardegna?'). The answer
 * seldom repeats it: its words the knowledge never names weigh nothing. 'My dog is small, can he come?' still
 * asks about dogs, which the pages name.
 */
export function visitorsOwn(question: string, concepts: Concept[], found: boolean[]): Set<number> {
  const told = new Set([...fold(question).matchAll(OWN_SUBJECT)].map((m) => m[1] ?? ''));
  for (const word of statedOnly(question)) told.add(word);
  for (const word of possessedPeople(question, concepts)) told.add(word);
  for (const m of fold(question).matchAll(IF_THEY)) told.add(m[1] ?? m[2] ?? '');
  // Where a thing of theirs is ('from our hotel in San Pantaleo', 'la nostra casa a Lazise').
  const opened = question.replace(/^\W*\p{L}/u, (first) => first.toLowerCase());
  for (const m of opened.matchAll(OWN_PLACE)) for (const word of wordsOf(m[1] ?? '')) told.add(word);
  // A number they give ('siamo in 6') is checked against the page's ranges ('Massimo 8 partecipanti').
  return new Set(
    concepts.flatMap((c, i) => (!found[i] && c.amount === undefined && told.has(c.word) ? [i] : [])),
  );
}

/**
 * The people of the visitor's own a question names ('my disabled son', 'mio figlio di 12 anni', 'our 19 year
 * old son'): words after a possessive that WordNet's first sense of makes a person, or of their translation.
 */
const POSSESSED = new RegExp(String.raw`\b${POSSESSIVE}((?:\s+[\p{L}\p{N}-]+){1,4})`, 'gu');
function possessedPeople(question: string, concepts: Concept[]): string[] {
  const after = new Set([...fold(question).matchAll(POSSESSED)].flatMap((m) => wordsOf(m[1] ?? '')));
  const parts = sharedPartsOfSpeech();
  const person = (c: Concept) =>
    parts.namesPerson(c.word) || c.variants.some((v) => isTranslation(v) && parts.namesPerson(v.term));
  return concepts.filter((c) => after.has(c.word) && person(c)).map((c) => c.word);
}

/** A name of a place after a thing of the visitor's own ('our hotel in San Pantaleo', 'la nostra casa a Lazise'). */
const OWN_PLACE = new RegExp(
  String.raw`\b${POSSESSIVE}\s+[\p{L}-]+\s+(?:in|at|near|a|ad|vicino a)\s+((?:\p{Lu}[\p{L}'’-]*\s*)+)`,
  'gu',
);

/** The verb of a condition the visitor sets of themselves ('e se abito in Sardegna?', 'if we live in Leeds'). */
const IF_THEY = /\bif (?:i|we) (\p{L}+)|\bse (?:(?:mi|ci|vi|lo|la|li|le|ne) )?(\p{L}+(?:o|iamo))\b/gu;

const OWN_SUBJECT = new RegExp(
  String.raw`\b${POSSESSIVE}\s+(\p{L}+)(?:['’]s\b|\s+(?:is|are|was|were|has|had|have|uses|can|cant|can['’]t|cannot|could|will|would|does|doesnt|doesn['’]t|isnt|isn['’]t|hates|loves|e|ha|hanno|sono|era|usa|puo|vuole|deve|non)\b)`,
  'gu',
);

/** A clause the visitor opens with themselves or theirs ('I'm…', 'we've…', 'sono…', 'my son…', 'la mia…'). */
const OF_THEMSELVES = new RegExp(
  String.raw`^\s*(?:(?:hi|hello|ciao|salve|so|well|ok|hey)\s+)?(?:i|we|i['’]?m|we['’]?re|i['’]?ve|we['’]?ve|i['’]?d|we['’]?d|io|noi|sono|siamo|ho|abbiamo|mi|ci|(?:il |la |i |le )?${OWN_POSSESSIVE})\b`,
  'u',
);

/**
 * The words only of the clauses in which the visitor tells of themselves, before or after asking ('will we
 * get the recipes to take home? i'm rubbish at taking notes'); a question all of such clauses asks in them.
 */
function statedOnly(question: string): string[] {
  const clauses = fold(question)
    .split(/[,.;!?]|\s[-–—]\s/u)
    .filter((c) => wordsOf(c).length > 0);
  const stated = clauses.filter((c) => OF_THEMSELVES.test(c));
  if (stated.length === 0 || stated.length === clauses.length) return [];
  const asked = clauses.filter((c) => !stated.includes(c)).flatMap((c) => wordsOf(c));
  return stated.flatMap((c) => wordsOf(c)).filter((w) => !asked.includes(w));
}

/**
 * The words an English question uses as a verb with its particle ('top up my car', 'top it up', 'call off
 * our room', 'turn up with a flat', 'let you in'): an action, not the thing asked about, however often the
 * word names one.
 */
const PHRASAL_VERB =
  /\b(?:i|we|you|they|he|she|to|can|could|will|would|should|must|just|please|not|still|has|have|hasnt|havent)\s+(\p{L}+) (?:(?:it|them) (?:up|off|out|away|back|down)\b|(?:you|us|me|him|her|them|it) in\b|(?:up|off|out|away|back|down)\b(?= (?:my|our|your|the|a|an|his|her|their|it|them|with|for|at|to|before|after|on)\b|\s*[?,.!]|$))/gu;
export function phrasalVerbsOf(question: string): Set<string> {
  const folded = fold(question);
  return new Set([...folded.matchAll(PHRASAL_VERB)].map((m) => m[1] ?? ''));
}

/**
 * The verb ending an English question asking when, where or how many a thing does something ('what time does
 * the sunset coast tour leave in summer?', 'how many hours does the package cover?'): the action asked about,
 * not a thing, though the word may name one ('leave', 'cover').
 */
const SUBJECT_THEN_VERB = String.raw`\s+(?:does|do|did|will|would|should)\s+(?:the|your|a|an|this|that|my|our)\s+(?:[\p{L}\p{N}'’-]+\s+){0,4}?([\p{L}]+)(?=\s+(?:in|on|at|from|to|for|by|during|after|before|around|until|till|each|every|this|next|today|tomorrow)\b|\s*[?.!]|\s*$)`;
const WHEN_DOES = new RegExp(
  String.raw`^\W*(?:what time|when|where|how long|how often|how early|how late|what day|which day|at what time|how many \p{L}+)${SUBJECT_THEN_VERB}`,
  'u',
);
/**
 * The verb after the subject of any English question a question word opens ('how much does the summer
 * intensive week cost?', 'what does a case of 6 cost?'): the thing before it is the subject's last noun, not a
 * modifier of the verb read as a noun ('week' of 'cost').
 */
const ASKS_DOES = new RegExp(
  String.raw`^\W*(?:how much|how many|how|what|which|who|when|where|why)\b[^?.!]{0,24}?${SUBJECT_THEN_VERB}`,
  'u',
);
/** Italian puts the verb first: 'a che ora si parte per il tour?', 'quante ore copre il pacchetto?'. */
const QUANDO =
  /^\W*(?:a che ora|quando|dove|da dove|fino a quando|da quando|per quanto tempo|che giorno|quant[oaie] \p{L}+)\s+(?:(?:si|ci)\s+(\p{L}+)|(?!(?:il|lo|la|i|gli|le|un|uno|una|l|c|e|si|ci)\b)(\p{L}+)(?=\s+(?:il|lo|la|i|gli|le|l['’]|un|uno|una)\b))/u;
export const whenVerbOf = (question: string): string | undefined => {
  const folded = fold(question);
  const italian = QUANDO.exec(folded);
  return WHEN_DOES.exec(folded)?.[1] ?? italian?.[1] ?? italian?.[2];
};

/** Words a question joins by 'or' ('an apron or knives', 'il treno o l'autobus'), each to the others. */
const EITHER =
  /([\p{L}\p{N}]+),? (?:or|o|oppure|or else)(?: (?:a|an|the|some|any|my|our|un|una|uno|un'|il|lo|la|l'|i|gli|le))? ([\p{L}\p{N}]+)/gu;
export function alternativesOf(question: string): Map<string, Set<string>> {
  const either = new Map<string, Set<string>>();
  const join = (a: string, b: string) => either.set(a, (either.get(a) ?? new Set()).add(b));
  for (const [, first = '', second = ''] of fold(question).replace(/['’]/g, "' ").matchAll(EITHER)) {
    join(first, second);
    join(second, first);
  }
  return either;
}

/**
 * The compounds of an English question's words, modifier to head ('swimming' → 'pool' in 'a swimming
 * pool', 'kids' → 'club'): two concepts side by side, the second naming a thing.
 */
export function compoundHeads(question: string, concepts: Concept[]): Map<string, string> {
  const heads = new Map<string, string>();
  if (guessLanguage(question) !== 'en') return heads;
  const named = new Set(concepts.map((c) => c.word));
  // 'the Anvil room' is named by its name, not by 'room'.
  const names = capitalised(question);
  const words = wordsOf(question);
  const folded = fold(question);
  const verb = ASKS_DOES.exec(folded)?.[1];
  words.forEach((word, i) => {
    const next = words[i + 1];
    if (!next || !named.has(word) || !named.has(next) || names.has(word) || /\d/.test(word)) return;
    if (next === verb) return;
    // A unit after its number ('an 8 inch cake') is a measure, said of whatever has it ('8 inch round: £58').
    if (/\d/.test(words[i - 1] ?? '')) return;
    if (!sideBySide(folded, word, next)) return;
    if (sharedPartsOfSpeech().mostlyNotNoun(next, 'en')) return;
    heads.set(word, next);
  });
  return heads;
}
