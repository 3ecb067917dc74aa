import snowball from 'snowball-stemmers';
import { eng, ita } from 'stopword';
import { compoundsOf, fold, wordsOf } from './words.ts';

/** The languages with a stemmer; a page in any other language is indexed word for word. */
export type StemLanguage = 'it' | 'en';
export const stemLanguages: readonly StemLanguage[] = ['it', 'en'];

const stemmers = { it: snowball.newStemmer('italian'), en: snowball.newStemmer('english') };

/**
 * Snowball's Italian list and the stopword package's English one, plus what visitors type around a
 * question (greetings, 'please', 'tell me') that no page answers.
 */
const conversational = `ciao salve buongiorno buonasera grazie prego per favore dimmi sapere vorrei volevo
  potete puoi posso può avete qual quali cosa quando fate devo deve devono dobbiamo dovete bisogna occorre
  possiamo voglio vogliamo entro circa verso need needs must not hello hi hey please thanks thank tell know want wondering when why does doesn
  isn aren don t s d ll m re ve one ones`;
/**
 * Snowball's Italian list holds the forms of essere, avere, fare and stare ('sono', 'ho', 'faccio', 'sto')
 * but not the verbs themselves, which the English list holds ('be', 'have', 'do', 'make').
 */
const auxiliaries = 'essere avere fare fa stare';
/**
 * Italian function words elided before a vowel, which a question writes with an apostrophe and the word
 * list holds only whole: 'quant'è', 'com'è', 'cos'è', 'quand'è', 'quell'orario', 'nient'altro',
 * 'qualcos'altro', 'senz'altro'. ('Quest'' is left out: it is an English word.)
 */
const elided = 'quant com cos quand quell nient qualcos ciascun senz';
/**
 * The Italian modals, potere, volere and dovere, in the tenses a visitor asks with (present, conditional,
 * imperfect), as the English list holds 'can', 'could', 'would', 'should' and 'must': 'vorremmo venire per le
 * feste' asks about the holidays, and no page says 'vorremmo'. Riuscire asks as potere does ('riuscite a
 * spedirlo?'), as English 'able' does.
 */
const modals = `posso puoi può possiamo potete possono potrei potresti potrebbe potremmo potreste potrebbero
  potevo potevi poteva potevamo potevate potevano voglio vuoi vuole vogliamo volete vogliono vorrei vorresti
  vorrebbe vorremmo vorreste vorrebbero volevo volevi voleva volevamo volevate volevano devo devi deve
  dobbiamo dovete devono dovrei dovresti dovrebbe dovremmo dovreste dovrebbero dovevo dovevi doveva dovevamo
  dovevate dovevano riesco riesci riesce riusciamo riuscite riescono riuscirei riusciresti riuscirebbe
  riusciremmo riuscireste riuscirebbero`;
/**
 * The verbs of coming and going: the English list holds 'come' and 'came', not 'go', and the Italian one
 * neither 'venire' nor 'andare'. 'Posso venire mercoledì mattina?' asks about Wednesday morning, 'when can
 * I go truffle hunting?' about truffle hunting.
 */
const motion = `go goes going went andare vado vai va andiamo andate vanno venire vengo vieni viene veniamo
  venite vengono`;
/**
 * Indefinite pronouns and adverbs, and adverbs of the present, a closed class neither list holds: 'anything
 * for vegetarians' asks about vegetarians, 'who runs it nowadays?' about who runs it, and 'somewhere' or
 * 'qualcosa' is on no page. 'Own' is in Snowball's English list.
 */
const indefinites = `anything something everything nothing anyone someone everyone anybody somebody everybody
  nobody anywhere somewhere everywhere nowhere own qualcosa niente nulla qualcuno ognuno ovunque dovunque
  now nowadays currently presently adesso attualmente oggigiorno`;
/**
 * The modals and hedges the English list leaves out ('how much will that cost me?', 'can I just turn up?'),
 * 'possible' of 'is it possible to…' and 'è possibile…?' (a 'can': 'is it possible to see the beans being
 * roasted?' asks about seeing the roasting, which no page calls possible), the forms of its light verbs it
 * holds only in the base ('get' but not 'gets'), and what the negative contractions leave when split at the
 * apostrophe ('won't' gives 'won', 'wasn't' 'wasn'): no page answers them. So are 'meant' and 'supposed'
 * of 'am I meant to…', 'are we supposed to…' (a 'should': 'where am I meant to leave the car?').
 */
const hedges = `will shall ok okay really just maybe perhaps already even lot lots bit forse qui qua
  possible possibly possibile possibili possibilmente possibilita meant supposed
  gets getting makes making takes taking comes coming
  won wasn weren haven hasn hadn didn couldn wouldn shouldn mustn needn mightn shan ain`;
/**
 * The personal pronouns the English list leaves out ('would she be able to get in?', 'can you take us?'),
 * 'able' of 'be able to' (a 'can'), and contractions typed without their apostrophe ('im', 'whats',
 * 'hasnt'; not 'cant' nor 'wont', which are words too).
 */
const pronouns = `she us its hers mine yours ours theirs myself yourself herself itself ourselves yourselves
  themselves whom whose able im ive youre theyre whats thats theres wheres hows
  dont doesnt didnt isnt arent wasnt werent hasnt havent hadnt couldnt wouldnt shouldnt mustnt`;
/**
 * The Italian adverbs of time and degree whose English counterparts the English list holds ('never',
 * 'still', 'already', 'more', 'very', 'too', 'well'), the hedges 'davvero' and 'magari' ('really', 'maybe'),
 * and 'always': 'un kit mai usato' asks about a kit not used, and 'mai' is no thing a page names; 'va
 * bene per un celiaco?' asks whether it suits a coeliac. And 'so' ('so I can use it', 'non so se…').
 */
const adverbs = 'mai ancora già sempre più molto troppo tanto always bene davvero magari so';
/**
 * The adverbs saying a thing is so as a rule ('how long do alterations usually take?', 'quanto ci mettete
 * solitamente?'): the visitor asks for the rule, which a page gives without saying it is one ('Most
 * garments are ready in 5 working days'); a page's 'usually' is in its exceptions as often ('Two fittings
 * are usually needed').
 */
const usual = `usually normally typically generally ordinarily usualmente solitamente normalmente generalmente
  abitualmente`;
/**
 * Nouns that only stand for the thing named with them: 'vegetarian options', 'opzioni senza glutine' ask
 * about vegetarian and gluten-free dishes, which no page calls options; 'your cancellation policy', 'your
 * policy on dogs' about cancelling and dogs, which a page says without the word (a privacy policy is named
 * by 'privacy').
 */
const generic =
  'option options choice choices alternatives opzione opzioni alternativa alternative policy policies';
/**
 * Particles and function words Snowball's English list holds and the stopword package's leaves out ('what
 * time do we have to be off the pitch?', 'can I come down on Sunday?', 'your office hours during the
 * season?'). Its 'no', 'nor', 'until', 'above', 'below', 'against', 'once', 'few' and 'so' stay words here: a
 * negation, a bound or a frequency is what some questions ask.
 */
const particles = 'off down during having doing ought again further';
/**
 * The Italian prepositions and adverbs whose English counterparts the English list holds ('during', 'while',
 * 'after', 'then'): 'che orari fate durante le feste?' asks about the holidays' hours, and no page's 'durante'
 * says them; 'quando ricominciano i corsi dopo Natale?' is answered by 'I corsi riprendono il 7 gennaio'.
 */
const prepositions = 'durante mentre dopo poi';
/**
 * The English prepositions of place and way the stopword package leaves out, and their Italian counterparts
 * Snowball's list does: 'can our dog come round the distillery?' asks about dogs at the distillery, 'within
 * a week' about a week; no page answers 'round' or 'tramite'. ('Via' is left out: it is an Italian street.)
 */
const placing = `within around round across along towards toward onto upon amongst among throughout
  intorno attorno attraverso tramite`;
/**
 * The other forms of Snowball's Italian 'tutto', 'tutti', 'molto', 'tanto' and 'troppo', which its list leaves
 * out ('tutta la settimana', 'ho molta paura', 'troppi gradini'), as the English list holds 'much' and 'many'.
 */
const feminines = 'tutta tutte molta molti molte tanta tanti tante troppa troppi troppe';
/**
 * The Italian determiners whose English counterparts the English list holds ('other', 'another', 'same',
 * 'each', 'some', 'such', 'that', 'those'): 'avete un'altra sede?' asks for a branch, and no page names an
 * 'altra'; 'quel giorno' is the day said before, as the list's 'quello' and 'quelli' are.
 */
const determiners = `altro altra altri altre stesso stessa stessi stesse ciascuno ciascuna qualche alcuni
  alcune tale tali quel quei quegli`;
export const stopwords: ReadonlySet<string> = new Set(
  [
    ...ita,
    ...eng,
    ...conversational.split(/\s+/),
    ...auxiliaries.split(' '),
    ...modals.split(/\s+/),
    ...elided.split(' '),
    ...motion.split(/\s+/),
    ...indefinites.split(/\s+/),
    ...hedges.split(/\s+/),
    ...pronouns.split(/\s+/),
    ...adverbs.split(' '),
    ...usual.split(/\s+/),
    ...generic.split(' '),
    ...particles.split(' '),
    ...prepositions.split(' '),
    ...placing.split(/\s+/),
    ...feminines.split(' '),
    ...determiners.split(/\s+/),
  ]
    .filter(Boolean)
    .map(fold),
);

const cache = new Map<string, string>();
const MAX_CACHED = 200_000;

/** A folded word's Snowball stem in `language`; numbers and one-letter words stay as they are. */
export function stem(word: string, language: StemLanguage): string {
  if (word.length < 3 || /\d/.test(word)) return word;
  const key = `${language}:${word}`;
  let stemmed = cache.get(key);
  if (stemmed === undefined) {
    stemmed = stemmers[language].stem(word);
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, stemmed);
  }
  return stemmed;
}

/** The stemmer for a document's language code ('it', 'en-GB'), none for other languages. */
export function stemLanguageOf(language: string | undefined): StemLanguage | undefined {
  const code = language?.toLowerCase().split(/[-_]/)[0];
  return code === 'it' || code === 'en' ? code : undefined;
}

/** A text as the index holds it: its words without stopwords, stemmed in the text's language. */
export function indexTerms(text: string, language: string | undefined): string {
  const stemLanguage = stemLanguageOf(language);
  return [...wordsOf(text), ...compoundsOf(text)]
    .filter((w) => !stopwords.has(w))
    .map((w) => (stemLanguage ? stem(w, stemLanguage) : w))
    .join(' ');
}

/**
 * Italian or English, from the share of each language's stopwords among a text's words; undefined
 * when the text holds too few of either to tell.
 */
export function guessLanguage(text: string): StemLanguage | undefined {
  let it = 0;
  let en = 0;
  for (const word of wordsOf(text).slice(0, 400)) {
    if (italianOnly.has(word)) it++;
    else if (englishOnly.has(word)) en++;
  }
  if (it + en < 3 || it === en) return undefined;
  return it > en ? 'it' : 'en';
}

/** How many of a page's stopwords tell its language, and by what margin over the other, to overrule its tag. */
const CLEAR_STOPWORDS = 20;
const CLEAR_MARGIN = 4;

/**
 * The language a long text is clearly written in: many of its words are one language's stopwords and few
 * the other's. Undefined when it is short, mixed or neither.
 */
export function clearLanguage(text: string): StemLanguage | undefined {
  let it = 0;
  let en = 0;
  for (const word of wordsOf(text)) {
    if (italianOnly.has(word)) it++;
    else if (englishOnly.has(word)) en++;
  }
  if (it >= CLEAR_STOPWORDS && it >= CLEAR_MARGIN * en) return 'it';
  if (en >= CLEAR_STOPWORDS && en >= CLEAR_MARGIN * it) return 'en';
  return undefined;
}

const italianOnly = new Set(ita.map(fold).filter((w) => !eng.includes(w) && w.length > 1));
const englishOnly = new Set(eng.map(fold).filter((w) => !ita.includes(w) && w.length > 1));

/** The language whose stopword list alone holds a folded word ('from' English, 'dalla' Italian). */
export function stopwordLanguage(word: string): StemLanguage | undefined {
  if (italianOnly.has(word)) return 'it';
  if (englishOnly.has(word)) return 'en';
  return undefined;
}
