import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APERTIUM_DIR, apertiumPivots } from './apertium.ts';
import { givesDayPart, givesTime, timesAsked } from './clock.ts';
import { cognateOf } from './cognates.ts';
import { loadDerivations } from './derivations.ts';
import { type BilingualDictionary, loadBilingualDictionary } from './dictionary.ts';
import { diminutiveBase } from './diminutives.ts';
import { FormSet } from './forms.ts';
import {
  datedDays,
  datesAsked,
  deadlinesIn,
  givesDate,
  type Holiday,
  holidaysAsked,
  namesAnotherHoliday,
  saysHoliday,
  spanEnds,
} from './holidays.ts';
import { loadHypernyms } from './hypernyms.ts';
import { loadInflections } from './inflections.ts';
import { countsOnlyOther, coversNumber, givesBound, limitLeavesOut } from './numbers.ts';
import { isPostList, pageKind } from './page-kind.ts';
import { italianPlurals, loadItalianPartsOfSpeech, loadPartsOfSpeech } from './parts-of-speech.ts';
import { americanSpelling, questionConcepts, rangeHolds } from './question.ts';
import { coversSeason, givesDateSpan, monthAsked, monthsIn, seasonMonths } from './seasons.ts';
import { guessLanguage, indexTerms, stem } from './stems.ts';
import { loadThesaurus } from './thesaurus.ts';
import { asksEveryWeek, daysAsked, daysIn, withoutDatedWeekdays } from './weekdays.ts';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const b64 = (n: number): string => (n < 64 ? BASE64[n]! : b64(Math.floor(n / 64)) + BASE64[n % 64]);

/** A dictd dictionary as Debian's FreeDict packages ship it: a tab-separated index into a gzip body. */
function writeDictd(dir: string, name: string, entries: [string, string[]][]) {
  let body = '';
  const index: string[] = ['00databaseinfo\tA\tB'];
  for (const [headword, translations] of entries) {
    const entry = `${headword} /x/\n${translations.map((t, i) => `${i + 1}. ${t}`).join('\n')}\n`;
    index.push(`${headword}\t${b64(Buffer.byteLength(body))}\t${b64(Buffer.byteLength(entry))}`);
    body += entry;
  }
  writeFileSync(path.join(dir, `${name}.index`), index.join('\n'));
  writeFileSync(path.join(dir, `${name}.dict.dz`), gzipSync(body));
}

/**
 * A Wiktionary-based FreeDict dictionary: each sense's translations on a line, numbered when there are
 * several ('a | b'), a gloss in the headword's language after each; or an entry's lines as given.
 */
function writeWikdict(dir: string, name: string, entries: [string, string | string[]][]) {
  let body = '';
  const index = ['00databaseinfo\tA\tB'];
  for (const [headword, translations] of entries) {
    const senses = typeof translations === 'string' ? translations.split(' | ') : [];
    const lines =
      typeof translations === 'string'
        ? senses.map((t, i) => `${senses.length > 1 ? `${i + 1}. ` : ''}${t}\nuna spiegazione`)
        : translations;
    const entry = `${headword} /x/ <n>\n${lines.join('\n')}\n`;
    index.push(`${headword}\t${b64(Buffer.byteLength(body))}\t${b64(Buffer.byteLength(entry))}`);
    body += entry;
  }
  writeFileSync(path.join(dir, `${name}.index`), index.join('\n'));
  writeFileSync(path.join(dir, `${name}.dict.dz`), gzipSync(body));
}

describe('the FreeDict reader', () => {
  it('maps stems both ways, one-word entries only', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'freedict-'));
    writeDictd(dir, 'freedict-ita-eng', [
      ['chiuso', ['closed, shut']],
      ['canna da pesca', ['fishing rod']],
    ]);
    writeDictd(dir, 'freedict-eng-ita', [['price', ['prezzo']]]);
    const dictionary = loadBilingualDictionary(dir);
    expect(dictionary?.translate('chius', 'it')).toEqual(expect.arrayContaining(['close', 'shut']));
    expect(dictionary?.translate('close', 'en')).toContain('chius');
    expect(dictionary?.translate('prezz', 'it')).toEqual(['price']);
    expect(dictionary?.translate('rod', 'en')).toEqual([]);
  });

  it("gives a word's own translations before those of other words with its stem", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'freedict-'));
    writeDictd(dir, 'freedict-ita-eng', [
      ['sole', ['sun']],
      ['solere', ['accustom']],
      ['solo', ['alone, solitary']],
    ]);
    const dictionary = loadBilingualDictionary(dir);
    expect(dictionary?.translate('sol', 'it')).toEqual(['sun', 'accustom', 'alon', 'solitari']);
    expect(dictionary?.translate('sol', 'it', 'solo')).toEqual(['alon', 'solitari', 'sun', 'accustom']);
    // A form the dictionary lacks reads as its nearest headwords first: an ending changed, not one added.
    expect(dictionary?.translate('sol', 'it', 'soli')).toEqual(['sun', 'alon', 'solitari', 'accustom']);
  });

  it('reads a form it does not list as the headword of its stem nearest to it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'freedict-'));
    writeDictd(dir, 'freedict-ita-eng', [
      ['singolare', ['singular, curious, quaint, odd']],
      ['singolo', ['single, individual']],
    ]);
    const dictionary = loadBilingualDictionary(dir);
    expect(dictionary?.translate('singol', 'it', 'singola').slice(0, 2)).toEqual(['singl', 'individu']);
    expect(dictionary?.translate('singol', 'it', 'singolari').slice(0, 2)).toEqual(['singular', 'curious']);
  });

  it('reads an Italian plural whose stem is not its singular’s as the singular it lists', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'freedict-'));
    writeDictd(dir, 'freedict-ita-eng', [
      ['anno', ['year']],
      ['parco', ['park']],
    ]);
    const dictionary = loadBilingualDictionary(dir);
    expect(dictionary?.translate(stem('anni', 'it'), 'it', 'anni')).toEqual(['year']);
    expect(dictionary?.translate(stem('parchi', 'it'), 'it', 'parchi')).toEqual(['park']);
    expect(dictionary?.translate(stem('anzi', 'it'), 'it', 'anzi')).toEqual([]);
  });

  it('adds the translations two pivot languages agree on, or one through a cognate, and not those only one reaches', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'freedict-'));
    writeDictd(dir, 'freedict-ita-eng', [['prezzo', ['price']]]);
    const wikdict = (name: string, entries: [string, string][]) => writeWikdict(dir, name, entries);
    // 'palestra' is first 'exercise', then 'gym': both senses are read.
    wikdict('freedict-ita-fin', [
      ['piscina', 'allas'],
      ['bambino', 'lapsi'],
      ['palestra', 'rasittaa | kuntosali'],
    ]);
    wikdict('freedict-fin-eng', [
      ['allas', 'pool, basin'],
      ['lapsi', 'child'],
      ['kuntosali', 'gym, health club'],
    ]);
    wikdict('freedict-ita-swe', [
      ['piscina', 'simbassäng'],
      ['bambino', 'bonde'],
      ['palestra', 'ansätta | gymnastiksal'],
    ]);
    wikdict('freedict-swe-eng', [
      ['simbassäng', 'pool'],
      ['bonde', 'pawn, farmer'],
      ['gymnastiksal', 'gym'],
    ]);
    // Greek and Lithuanian agree on one more ('bagnino' is 'lifeguard').
    wikdict('freedict-ita-ell', [['bagnino', 'ναυαγοσώστης']]);
    wikdict('freedict-ell-eng', [['ναυαγοσώστης', 'lifeguard']]);
    wikdict('freedict-ita-lit', [['bagnino', 'gelbėtojas']]);
    wikdict('freedict-lit-eng', [['gelbėtojas', 'lifeguard, rescuer']]);
    // Polish alone knows 'degustazione', through its cognate: its first translation is trusted, not the rest.
    wikdict('freedict-ita-pol', [['degustazione', 'degustacja']]);
    wikdict('freedict-pol-eng', [['degustacja', 'tasting, sampling']]);
    const dictionary = loadBilingualDictionary(dir);
    expect(dictionary?.translate('degust', 'it')).toEqual(['tast']);
    expect(dictionary?.translate('bagnin', 'it')).toEqual(['lifeguard']);
    expect(dictionary?.translate('piscin', 'it')).toEqual(['pool']);
    expect(dictionary?.translate('palestr', 'it')).toEqual(['gym']);
    expect(dictionary?.translate('pool', 'en')).toEqual(['piscin']);
    expect(dictionary?.translate('bambin', 'it')).toEqual([]);
    expect(dictionary?.translate('prezz', 'it')).toEqual(['price']);
  });

  it('adds from English the Italian words three pivot languages agree on, for English words it does not list', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'freedict-'));
    writeDictd(dir, 'freedict-eng-ita', [['price', ['prezzo']]]);
    writeWikdict(dir, 'freedict-eng-fin', [
      ['discount', 'diskonttokorko | alennus'],
      ['till', 'kassa | asti'],
      ['price', 'hinta'],
    ]);
    writeWikdict(dir, 'freedict-fin-ita', [
      ['alennus', 'sconto'],
      ['kassa', 'cassa'],
      ['asti', 'fino'],
      ['hinta', 'costo'],
    ]);
    // The older dictionaries mark senses and parts of speech, and gloss in brackets.
    writeWikdict(dir, 'freedict-eng-pol', [
      ['discount', ['I.  <N>  obniżka, rabat', 'II.  <V>  nie liczyć się']],
      ['till', ['kasa [sklepowa]']],
      ['price', ['cena']],
    ]);
    writeWikdict(dir, 'freedict-pol-ita', [
      ['rabat', 'sconto'],
      ['kasa', 'cassa'],
      ['cena', 'costo'],
    ]);
    writeWikdict(dir, 'freedict-eng-fra', [
      ['discount', ['rabais, réduction']],
      ['till', ['jusque']],
      ['price', ['prix']],
    ]);
    writeWikdict(dir, 'freedict-fra-ita', [
      ['rabais', 'sconto, ribasso'],
      ['jusque', 'fino'],
      ['prix', 'costo'],
    ]);
    const dictionary = loadBilingualDictionary(dir);
    expect(dictionary?.translate('discount', 'en')).toEqual(['scont']);
    expect(dictionary?.translate('scont', 'it')).toEqual(['discount']);
    // Two pivots agreeing are not enough from English, and a word the dictionary lists keeps its own.
    expect(dictionary?.translate('till', 'en')).toEqual([]);
    expect(dictionary?.translate('price', 'en')).toEqual(['prezz']);
  });

  // Debian's apertium-spa-ita, apertium-eng-spa, apertium-cat-ita and apertium-eng-cat (.ci/run installs them).
  it.skipIf(!existsSync(path.join(APERTIUM_DIR, 'apertium-spa-ita')))(
    "takes the translations Apertium's Spanish and Catalan chains agree on as two more pivots",
    () => {
      const [spanish, catalan] = apertiumPivots(APERTIUM_DIR);
      expect(spanish?.get('figlio')).toEqual(expect.arrayContaining(['son', 'daughter', 'child']));
      expect(catalan?.get('corso')).toContain('course');
      const dir = mkdtempSync(path.join(os.tmpdir(), 'freedict-'));
      writeDictd(dir, 'freedict-ita-eng', [['corso', ['Corsican']]]);
      writeDictd(dir, 'freedict-eng-ita', [['course', ['piatto']]]);
      expect(loadBilingualDictionary(dir)?.translate('cors', 'it', 'corso')).toEqual(['corsican']);
      const widened = loadBilingualDictionary(dir, APERTIUM_DIR);
      expect(widened?.translate('cors', 'it', 'corso')).toEqual(
        expect.arrayContaining(['corsican', 'cours']),
      );
      // Read from Italian only: 'course' is not given 'corso' back.
      expect(widened?.translate('cours', 'en', 'course')).toEqual(['piatt']);
      // Each chain is one vote: a word only one of them reaches is not taken ('pannolino' only through Catalan).
      expect(widened?.translate(stem('pannolino', 'it'), 'it', 'pannolino')).toEqual([]);
    },
  );

  it('is absent when the packages are not installed', () => {
    expect(loadBilingualDictionary(mkdtempSync(path.join(os.tmpdir(), 'none-')))).toBeUndefined();
  });

  it('reaches the other language from a question', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'freedict-'));
    writeDictd(dir, 'freedict-eng-ita', [['closed', ['chiuso']]]);
    const [closed] = questionConcepts('closed?', { dictionary: loadBilingualDictionary(dir) });
    expect(closed?.variants).toContainEqual({ term: 'chius', weight: 0.7 });
  });

  it('reads money asked back as a refund, in either language, and money itself as no thing apart', () => {
    const read = (q: string) =>
      questionConcepts(q).map((c) => `${c.word}: ${c.variants.map((v) => v.term).join(' ')}`);
    const back = read("If we don't show up, do we get our money back?");
    expect(back).toContainEqual(expect.stringMatching(/^back: .*\brefund\b.*\brimbors\b/));
    expect(back.some((c) => c.startsWith('money'))).toBe(false);
    const ridate = read('se disdico mi ridate i soldi?');
    expect(ridate).toContainEqual(expect.stringMatching(/^ridate: .*\brimbors\b/));
    expect(ridate.some((c) => c.startsWith('soldi'))).toBe(false);
    // The deposit asked back is still the thing asked about.
    expect(read('mi restituite la caparra?')).toContainEqual(expect.stringMatching(/^caparra: /));
    // Not money: a thing got back is no refund.
    expect(read('can I get my bike back tomorrow?')).not.toContainEqual(expect.stringMatching(/refund/));
  });

  it('reads Italian ‘fare’ before an infinitive as having the thing done, asking nothing of its own', () => {
    const words = (q: string) => questionConcepts(q).map((c) => c.word);
    expect(words("Quanto costa farsi consegnare l'auto all'aeroporto?")).toEqual([
      'costa',
      'consegnare',
      'auto',
      'aeroporto',
    ]);
    expect(words("quanto costa far venire l'apicoltore in classe?")).not.toContain('far');
  });

  it('reads a superlative of size or length as asking a limit, which a page gives as a minimum or maximum', () => {
    const terms = (q: string, word: string) =>
      questionConcepts(q)
        .find((c) => c.word === word)
        ?.variants.map((v) => v.term);
    expect(terms("what's the shortest hire in the summer?", 'shortest')).toEqual(
      expect.arrayContaining(['minimum', 'minim']),
    );
    expect(terms('how many people can sleep on your biggest boat?', 'biggest')).toContain('maximum');
    expect(terms('is the hire short?', 'short')).not.toContain('minimum');
  });

  it('keeps a translation whose stem spells a stopword, as the index keeps the word it stems from', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'freedict-'));
    writeDictd(dir, 'freedict-eng-ita', [['dog', ['cane']]]);
    writeDictd(dir, 'freedict-ita-eng', [['sera', ['evening']]]);
    const dictionary = loadBilingualDictionary(dir);
    // 'cane' stems to 'can' and 'evening' to 'even': the pages' 'cani' and 'evenings' are indexed so.
    expect(indexTerms('I cani sono ammessi', 'it')).toContain('can');
    const [, dog] = questionConcepts('Can I bring my dog?', { dictionary });
    expect(dog?.variants).toContainEqual({ term: 'can', weight: 0.7 });
    const [, evening] = questionConcepts('aperti la sera?', { dictionary });
    expect(evening?.variants).toContainEqual({ term: 'even', weight: 0.7 });
  });

  it("reads a word the dictionary lists by its own translations; its stem's other headwords only widen the search", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'freedict-'));
    writeDictd(dir, 'freedict-ita-eng', [
      ['mancia', ['tip']],
      ['mancare', ['miss, lack']],
    ]);
    const dictionary = loadBilingualDictionary(dir);
    const [tip] = questionConcepts('la mancia?', { dictionary });
    expect(tip?.variants).toContainEqual({ term: 'tip', weight: 0.7 });
    // 'if you miss it' says nothing of a tip, though the search may find it.
    expect(tip?.variants).toContainEqual({ term: 'miss', weight: 0.7, synonym: true });
    // A form the dictionary does not list ('mancano') is read through its stem's entries.
    const [missing] = questionConcepts('mancano?', { dictionary });
    expect(missing?.variants).toContainEqual({ term: 'miss', weight: 0.7 });
  });

  it('reads opening and closing as one question in each language’s own words, not in the other’s', () => {
    const terms = (q: string, at = 0) => questionConcepts(q)[at]?.variants.map((v) => v.term);
    expect(terms('Are you open on Sundays?')).toEqual(expect.arrayContaining(['clos', 'chius']));
    expect(terms('A che ora aprite la domenica?', 1)).toEqual(expect.arrayContaining(['chius', 'clos']));
    // an English question's 'APR' is no form of 'aprire'
    expect(terms("What's the APR if I spread the cost over 5 years?")).not.toContain('clos');
    expect(terms('Quando chiude la piscina?')).toEqual(expect.arrayContaining(['apert', 'open']));
  });

  it('translates a question whose language is plain from that language only', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'freedict-'));
    writeDictd(dir, 'freedict-eng-ita', [['time', ['tempo']]]);
    writeDictd(dir, 'freedict-ita-eng', [['timo', ['thyme']]]);
    const dictionary = loadBilingualDictionary(dir);
    const terms = (q: string) => questionConcepts(q, { dictionary })[0]?.variants.map((v) => v.term);
    // English: 'time' is never read as the Italian 'timo' (thyme), which shares its Italian stem.
    expect(terms('What time do you open on Sundays?')).toContain('temp');
    expect(terms('What time do you open on Sundays?')).not.toContain('thyme');
    // Too few function words to tell: both ways.
    expect(terms('time?')).toEqual(expect.arrayContaining(['temp', 'thyme']));
  });
});

/** A MyThes thesaurus as Debian's mythes packages ship it: 'word|offset' lines into the entries. */
function writeMythes(dir: string, name: string, entries: [string, string[]][]) {
  let data = 'UTF-8\n';
  const index = ['UTF-8', String(entries.length)];
  for (const [headword, meanings] of entries) {
    index.push(`${headword}|${Buffer.byteLength(data)}`);
    data += `${headword}|${meanings.length}\n${meanings.join('\n')}\n`;
  }
  writeFileSync(path.join(dir, `${name}.idx`), index.join('\n'));
  writeFileSync(path.join(dir, `${name}.dat`), data);
}

describe('the MyThes reader', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mythes-'));
  writeMythes(dir, 'th_en_US_v2', [
    ['bicycle', ['(noun)|bike|wheeled vehicle (generic term)|unicycle (antonym)', '(verb)|cycle|pedal']],
    ['price', ['(noun)|cost', '(noun)|terms', '(noun)|worth', '(noun)|damage']],
  ]);
  writeMythes(dir, 'th_it_IT_v2', [['disdire', ['(v.)|annullare|cancellare']]]);
  const thesaurus = loadThesaurus(dir);

  it('gives the stems of one-word synonyms of a stem’s headword, most frequent sense only', () => {
    expect(thesaurus?.synonyms('bicycl', 'en')).toEqual(['bike']);
    expect(thesaurus?.synonyms('price', 'en')).toEqual(['cost']);
    expect(thesaurus?.synonyms('disd', 'it')).toEqual(['annull', 'cancell']);
    expect(thesaurus?.synonyms('bike', 'en')).toEqual([]);
  });

  it('is absent when the packages are not installed', () => {
    expect(loadThesaurus(mkdtempSync(path.join(os.tmpdir(), 'none-')))).toBeUndefined();
  });

  it('adds synonyms to a question’s words and, through the dictionary, their translations', () => {
    const dictionaries = mkdtempSync(path.join(os.tmpdir(), 'freedict-'));
    writeDictd(dictionaries, 'freedict-ita-eng', [['cancellare', ['cancel']]]);
    const lexicon = { thesaurus, dictionary: loadBilingualDictionary(dictionaries) };
    const [bicycles] = questionConcepts('bicycles', lexicon);
    expect(bicycles?.variants).toContainEqual({ term: 'bike', weight: 0.5, synonym: true });
    const [disdire] = questionConcepts('disdire', lexicon);
    expect(disdire?.variants).toContainEqual({ term: 'cancel', weight: 0.4, synonym: true });
  });

  it('reads an English word as opening or closing, allowing or forbidding, through its synonyms', () => {
    const books = mkdtempSync(path.join(os.tmpdir(), 'mythes-'));
    writeMythes(books, 'th_en_US_v2', [
      ['shut', ['(verb)|close|unopen']],
      ['tidy', ['(verb)|neaten|clean']],
    ]);
    const lexicon = { thesaurus: loadThesaurus(books) };
    const terms = (q: string) =>
      questionConcepts(q, lexicon)[0]
        ?.variants.filter((v) => !v.synonym)
        .map((v) => v.term);
    expect(terms('shut on Sundays?')).toEqual(expect.arrayContaining(['close', 'open', 'apert']));
    expect(terms('tidy rooms?')).not.toContain('open');
  });

  it('translates a word the dictionary lacks by what two of its synonyms, of any meaning, translate to', () => {
    const books = mkdtempSync(path.join(os.tmpdir(), 'mythes-'));
    writeMythes(books, 'th_it_IT_v2', [
      ['disdire', ['(v.)|negare|smentire', '(v.)|annullare|revocare|abrogare']],
      ['sfogliare', ['(v.)|leggiucchiare', '(v.)|scorrere']],
    ]);
    const dictionaries = mkdtempSync(path.join(os.tmpdir(), 'freedict-'));
    writeDictd(dictionaries, 'freedict-ita-eng', [
      ['negare', ['deny']],
      ['annullare', ['annul', 'cancel']],
      ['revocare', ['revoke', 'cancel']],
      ['abrogare', ['repeal', 'annul']],
      ['scorrere', ['flow']],
      ['leggiucchiare', ['browse']],
    ]);
    const lexicon = { thesaurus: loadThesaurus(books), dictionary: loadBilingualDictionary(dictionaries) };
    const [disdire] = questionConcepts('posso disdire la prenotazione?', lexicon);
    const translations = disdire?.variants.filter((v) => v.weight === 0.7 && !v.synonym).map((v) => v.term);
    expect(translations?.sort()).toEqual(['annul', 'cancel']);
    // Synonyms agreeing on nothing lend no translation: 'sfogliare' is not 'flow'.
    const [sfogliare] = questionConcepts('sfogliare', lexicon);
    expect(sfogliare?.variants.some((v) => v.term === 'flow' && !v.synonym)).toBe(false);
  });
});

describe('WordNet parts of speech', () => {
  it('tells a word used mostly as a verb or adjective from a noun, by its tagged senses, through its endings', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wordnet-pos-'));
    // lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt synset_offsets…
    writeFileSync(
      path.join(dir, 'index.noun'),
      '  1 header line\npay n 1 1 @ 1 0 00001\ncard n 2 1 @ 2 5 00002 00003\nsent n 1 1 @ 1 1 00011\n',
    );
    writeFileSync(
      path.join(dir, 'index.verb'),
      'pay v 3 2 @ ~ 3 3 00004 00005 00006\nsend v 2 1 @ 2 9 00009 00010\n',
    );
    // 'sent' is a noun (a coin) and, irregularly, the verb 'send' (verb.exc)
    writeFileSync(path.join(dir, 'verb.exc'), 'sent send\n');
    writeFileSync(path.join(dir, 'index.adj'), 'long a 2 1 & 2 9 00007 00008\n');
    writeFileSync(path.join(dir, 'index.adv'), '');
    const parts = loadPartsOfSpeech(dir);
    expect(parts?.mostlyNotNoun('pay')).toBe(true);
    expect(parts?.mostlyNotNoun('paying')).toBe(true);
    expect(parts?.mostlyNotNoun('longer')).toBe(true);
    expect(parts?.mostlyNotNoun('cards')).toBe(false);
    expect(parts?.mostlyNotNoun('sauna')).toBe(false);
    expect(parts?.mostlyNotNoun('sent')).toBe(true);
    expect(parts?.mostlyAdjective?.('long')).toBe(true);
    expect(parts?.mostlyAdjective?.('longer')).toBe(true);
    expect(parts?.mostlyAdjective?.('pay')).toBe(false);
    expect(parts?.mostlyAdjective?.('sauna')).toBe(false);
    // A verb's base form, not its other forms: 'paying' may name a kind ('paying guests'), 'sent' is a coin too.
    expect(parts?.mostlyVerb?.('pay')).toBe(true);
    expect(parts?.mostlyVerb?.('send')).toBe(true);
    expect(parts?.mostlyVerb?.('paying')).toBe(false);
    expect(parts?.mostlyVerb?.('sent')).toBe(false);
    expect(parts?.mostlyVerb?.('cards')).toBe(false);
    expect(loadPartsOfSpeech(path.join(dir, 'missing'))).toBeUndefined();
  });

  it('tells a noun naming a person by its most frequent sense’s lexicographer file (noun.person)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wordnet-person-'));
    // data.noun: 'offset lex_filenum ss_type…', each line at the byte offset the index gives
    const header = '  1 header line\n';
    const offset = (n: number) => String(n).padStart(8, '0');
    const kid = `${offset(header.length)} 18 n 02 kid 0 child 0 000 | a young person\n`;
    const club = `${offset(header.length + kid.length)} 14 n 01 club 0 000 | an association\n`;
    writeFileSync(path.join(dir, 'data.noun'), header + kid + club);
    writeFileSync(
      path.join(dir, 'index.noun'),
      `kid n 1 0 1 1 ${offset(header.length)}\nclub n 1 0 1 1 ${offset(header.length + kid.length)}\n`,
    );
    const parts = loadPartsOfSpeech(dir);
    expect(parts?.namesPerson?.('kids')).toBe(true);
    expect(parts?.namesPerson?.('club')).toBe(false);
    expect(parts?.namesPerson?.('sauna')).toBe(false);
  });

  it('reads Italian words’ parts from the Italian thesaurus, plurals, feminines and verb forms through their base form', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mythes-pos-'));
    writeFileSync(
      path.join(dir, 'th_it_IT_v2.dat'),
      'UTF-8\npagare|1\n(v.)|saldare|versare\nseduta|1\n(s.f.)|sessione\nelettrico|1\n(agg.)|elettrizzante\ncosto|2\n(s.m.)|spesa\n(v.)|costare\nlasciare|1\n(v.)|abbandonare\nchiudere|1\n(v.)|serrare\narrivare|1\n(v.)|giungere\narrivo|1\n(s.m.)|approdo\n',
    );
    const parts = loadItalianPartsOfSpeech(dir);
    expect(parts?.mostlyNotNoun('pagare')).toBe(true);
    // A regular form of a verb the thesaurus lists, and no noun's: 'lascia', 'chiudono', 'paghiamo'.
    expect(parts?.mostlyNotNoun('lascia')).toBe(true);
    expect(parts?.mostlyNotNoun('chiudono')).toBe(true);
    // 'arriva' may be the verb or a form of the noun 'arrivo': it is left a noun.
    expect(parts?.mostlyNotNoun('arriva')).toBe(false);
    // Whether a word is Italian at all: a headword, a regular form, an infinitive with its pronouns.
    expect(parts?.knows('lasciarla')).toBe(true);
    expect(parts?.knows('sedute')).toBe(true);
    expect(parts?.knows('lascoa')).toBe(false);
    expect(parts?.mostlyNotNoun('elettrica')).toBe(true);
    expect(parts?.mostlyNotNoun('sedute')).toBe(false);
    expect(parts?.mostlyNotNoun('costo')).toBe(false);
    expect(parts?.mostlyNotNoun('sauna')).toBe(false);
  });
});

describe('WordNet derived forms', () => {
  it('joins a verb and the nouns made from it, not the person doing it, as weaker forms of the word', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wordnet-derived-'));
    // data lines: offset lex_file pos word_count (word lex_id)… pointer_count (symbol offset pos source/target)…
    const first = '00000000 04 n 01 entry 0 001 + 00000000 v 0101 | a going in\n';
    const entrant = `${String(first.length).padStart(8, '0')} 18 n 01 entrant 0 000 | one who enters\n`;
    writeFileSync(path.join(dir, 'data.noun'), first + entrant);
    const entrantAt = String(first.length).padStart(8, '0');
    writeFileSync(
      path.join(dir, 'data.verb'),
      `00000000 38 v 01 enter 0 002 + 00000000 n 0101 + ${entrantAt} n 0101 | to go in\n`,
    );
    writeFileSync(path.join(dir, 'index.verb'), 'enter v 1 1 + 1 1 00000000  \n');
    writeFileSync(
      path.join(dir, 'index.noun'),
      `entry n 1 1 + 1 1 00000000  \nentrant n 1 0 1 0 ${entrantAt}  \n`,
    );
    const derivations = loadDerivations(dir);
    expect(derivations?.related('enter')).toEqual(['entry']);
    expect(derivations?.related('entered')).toEqual(['entry']);
    expect(derivations?.related('entries')).toEqual(['enter']);
    const [enter] = questionConcepts('How much is it to enter?', { derivations });
    expect(enter?.variants).toContainEqual({ term: 'entri', weight: 0.6 });
    expect(loadDerivations(path.join(dir, 'missing'))).toBeUndefined();
  });
});

describe('WordNet hypernyms', () => {
  /** Writes data.noun and index.noun of synsets [lexicographer file, words, hypernyms (indices)]. */
  function wordNet(synsets: [number, string[], number[]][], index: Record<string, [number, number[]]>) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wordnet-kinds-'));
    const at = (i: number) => String(i * 100).padStart(8, '0');
    const lines = synsets.map(([file, words, kinds], i) => {
      const pointers = kinds.map((k) => `@ ${at(k)} n 0000`).join(' ');
      const line = `${at(i)} ${String(file).padStart(2, '0')} n ${String(words.length).padStart(2, '0')} ${words
        .map((w) => `${w} 0`)
        .join(' ')} ${String(kinds.length).padStart(3, '0')} ${pointers} | gloss`;
      return line.padEnd(99).slice(0, 99);
    });
    writeFileSync(path.join(dir, 'data.noun'), `${lines.join('\n')}\n`);
    const entries = Object.entries(index).map(
      ([lemma, [tagged, senses]]) =>
        `${lemma} n ${senses.length} 1 @ ${senses.length} ${tagged} ${senses.map(at).join(' ')}  `,
    );
    writeFileSync(path.join(dir, 'index.noun'), `${entries.join('\n')}\n`);
    return dir;
  }

  it('climbs from a person or an animal to the kinds it is of, three steps at most, within its own file', () => {
    const dir = wordNet(
      [
        [5, ['spaniel'], [1]],
        [5, ['sporting_dog'], [2]],
        [5, ['hunting_dog'], [3]],
        [5, ['dog', 'domestic_dog'], [4]],
        [5, ['canine'], [5]],
        [3, ['animal'], []],
        [6, ['sauna'], [7]],
        [6, ['room'], []],
        [18, ['daughter'], [9]],
        [18, ['child', 'kid'], [10]],
        [3, ['person'], []],
        [18, ['issue'], []],
      ],
      {
        spaniel: [1, [0]],
        dog: [5, [3]],
        canine: [1, [4]],
        animal: [9, [5]],
        sauna: [1, [6]],
        room: [9, [7]],
        daughter: [3, [8]],
        child: [7, [9]],
        kid: [2, [11, 9]],
        person: [9, [10]],
        issue: [4, [11, 11, 9]],
      },
    );
    const hypernyms = loadHypernyms(dir);
    // 'canine' is a fourth step up; 'animal' is in another file, as a kind of anything is.
    expect(hypernyms?.of('spaniels')).toEqual([{ word: 'dog', steps: 3 }]);
    // 'issue' rarely means a child: the kind is named by the words that mean it among their first senses.
    expect(hypernyms?.of('daughter')).toEqual([
      { word: 'child', steps: 1 },
      { word: 'kid', steps: 1 },
    ]);
    // A room is no sauna's answer: the kinds of things are not climbed.
    expect(hypernyms?.of('sauna')).toEqual([]);
    const [spaniel] = questionConcepts('Is my spaniel welcome?', { hypernyms });
    expect(spaniel?.variants).toContainEqual({ term: 'dog', weight: 0.4, kind: true });
    expect(loadHypernyms(path.join(dir, 'missing'))).toBeUndefined();
  });
});

describe('WordNet irregular forms', () => {
  it('joins an irregular form and its base both ways, with the translations of the base', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wordnet-'));
    writeFileSync(path.join(dir, 'verb.exc'), 'built build\nheld hold\nbuilt_up build_up\n');
    writeFileSync(path.join(dir, 'noun.exc'), 'children child\n');
    const inflections = loadInflections(dir);
    expect(inflections?.related('built')).toEqual(['build']);
    expect(inflections?.related('build')).toEqual(['built']);
    expect(inflections?.related('children')).toEqual(['child']);
    expect(inflections?.related('built_up')).toEqual([]);
    const dictionary: BilingualDictionary = {
      translate: (stemmed, from) => (from === 'en' && stemmed === 'build' ? ['costru'] : []),
      size: 1,
    };
    const [built] = questionConcepts('built', { inflections, dictionary });
    expect(built?.variants.map((v) => v.term)).toEqual(expect.arrayContaining(['build', 'costru']));
    // An Italian question's words are no English forms.
    const [held] = questionConcepts('Il mercato del paese è held il sabato della settimana?', {
      inflections,
    }).filter((c) => c.word === 'held');
    expect(held?.variants.map((v) => v.term)).not.toContain('hold');
    // An Italian word's English translation is read with its irregular forms: 'smarriti' is 'lose', or 'lost'.
    writeFileSync(path.join(dir, 'verb.exc'), 'lost lose\n');
    const lost: BilingualDictionary = {
      translate: (stemmed, from) => (from === 'it' && stemmed === 'smarr' ? ['lose'] : []),
      size: 1,
    };
    const [smarriti] = questionConcepts('smarriti', { inflections: loadInflections(dir), dictionary: lost });
    expect(smarriti?.variants.map((v) => v.term)).toEqual(expect.arrayContaining(['lose', 'lost']));
  });

  it("reads an adjective's comparative and superlative as its forms, not a noun's look-alike", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wordnet-'));
    writeFileSync(path.join(dir, 'verb.exc'), '');
    writeFileSync(path.join(dir, 'adj.exc'), 'earliest early\nbest good\n');
    // 'lemma pos synsets pointers senses tagged offsets…': 'home' is mostly a noun, 'number' a noun of its own.
    writeFileSync(
      path.join(dir, 'index.adj'),
      'young a 1 0 1 2 00000001\nlate a 1 0 1 6 00000002\nhome a 1 0 1 2 00000003\nnumb a 1 0 1 1 00000004\n',
    );
    writeFileSync(path.join(dir, 'index.noun'), 'home n 1 0 1 6 00000005\nnumber n 1 0 1 9 00000006\n');
    const inflections = loadInflections(dir);
    expect(inflections?.compared?.('young')).toEqual(['younger', 'youngest']);
    expect(inflections?.compared?.('youngest')).toEqual(['young']);
    expect(inflections?.compared?.('latest')).toEqual(['late']);
    expect(inflections?.compared?.('home')).toEqual([]);
    expect(inflections?.compared?.('number')).toEqual([]);
    expect(inflections?.related('earliest')).toEqual(['early']);
    expect(inflections?.related('best')).toEqual([]);
    const [young] = questionConcepts('Is she too young?', { inflections }).filter((c) => c.word === 'young');
    expect(young?.variants.map((v) => v.term)).toEqual(expect.arrayContaining(['younger', 'youngest']));
  });

  it('is absent when the package is not installed', () => {
    expect(loadInflections(mkdtempSync(path.join(os.tmpdir(), 'none-')))).toBeUndefined();
  });
});

describe('word analysis', () => {
  it('indexes a page stemmed in its language, without stopwords', () => {
    expect(indexTerms('Il forno è aperto dal martedì', 'it')).toBe('forn apert marted');
    expect(indexTerms('We are opening on Mondays', 'en')).toBe('open monday');
    // 'durante' is 'during', a function word in either language
    expect(indexTerms('Aperti durante le feste', 'it')).toBe('apert fest');
    // 'dopo' and 'poi' are 'after' and 'then'
    expect(indexTerms('Dopo le feste i corsi riprendono', 'it')).toBe('fest cors riprend');
    expect(indexTerms('Wir öffnen um neun', 'de')).toBe('wir offnen um neun');
  });

  it('drops the Italian auxiliaries as the English list drops theirs: fireworks are what is asked about', () => {
    const words = (q: string) => questionConcepts(q).map((c) => c.word);
    expect(words("Possiamo fare i fuochi d'artificio?")).toEqual(['fuochi', 'artificio']);
    expect(words('Can we make a bonfire?')).toEqual(['bonfire']);
    // Indefinite pronouns name nothing a page could hold.
    expect(words('Do you have anything for vegetarians?')).toEqual(['vegetarians']);
    expect(words('Is there somewhere to leave my own bike?')).toEqual(['leave', 'bike']);
    expect(words("C'è qualcosa per i bambini?")).toEqual(['bambini']);
    expect(words('Who runs the place nowadays?')).toEqual(['runs', 'place']);
    // The rule is what is asked, which a page gives without saying it is one.
    expect(words('How long do alterations usually take?')).toEqual(['long', 'alterations']);
    expect(words('Quanto ci mettete solitamente per un orlo?')).toEqual(['mettete', 'orlo']);
    // A contraction typed without its apostrophe is no more a thing than with it.
    expect(words('my parcel still hasnt arrived, why dont you answer?')).toEqual([
      'parcel',
      'arrived',
      'answer',
    ]);
    // Coming and going, and 'va bene' ('is it ok'), name nothing either.
    expect(words('Posso venire mercoledì mattina per la fisioterapia?')).toEqual([
      'mercoledi',
      'mattina',
      'fisioterapia',
    ]);
    expect(words('La pizza senza glutine va bene per un celiaco?')).toEqual([
      'pizza',
      'senza',
      'glutine',
      'celiaco',
    ]);
    expect(words('When can I go truffle hunting?')).toEqual(['truffle', 'hunting']);
    // Particles Snowball's English list holds name nothing either.
    expect(words('What time do we have to be off the pitch?')).toEqual(['time', 'pitch']);
    expect(words('What are your office hours during the season?')).toEqual(['office', 'hours', 'season']);
    // 'Options' only stands for what qualifies it.
    expect(words('Do you have gluten free options?')).toEqual(['gluten', 'free']);
    expect(words('Avete opzioni senza glutine?')).toEqual(['senza', 'glutine']);
    // 'Is it possible to…' is a 'can': what is asked about is the seeing and the roasting.
    expect(words('Is it possible to see the beans being roasted?')).toEqual(['see', 'beans', 'roasted']);
    expect(words('È possibile pagare con la carta?')).toEqual(['pagare', 'carta']);
    // Italian 'serve' asks as 'need' does; English 'serve' names what is done.
    expect(words('Mi serve la partita IVA della scuola')).toEqual(['partita', 'iva', 'scuola']);
    expect(words('e per tutta la settimana?')).toEqual(['settimana']);
    // Italian determiners are as empty as the English ones ('another', 'same').
    expect(words("Avete un'altra sede a Firenze?")).toEqual(['sede', 'firenze']);
    expect(words('Do you have another branch in Florence?')).toEqual(['branch', 'florence']);
    expect(words('possiamo partecipare lo stesso alla lezione?')).toEqual(['partecipare', 'lezione']);
    expect(words('What time do you serve breakfast?')).toEqual(['time', 'serve', 'breakfast']);
  });

  it("indexes and asks a hyphenated word joined as well ('wi-fi' is 'wifi')", () => {
    const indexed = indexTerms('Wi-Fi gratuito', 'it').split(' ');
    expect(indexed).toEqual(expect.arrayContaining(['wi', 'fi']));
    // The question's one word finds the page's two, and the question's two the page's one.
    const [wifi] = questionConcepts('Is there wifi?');
    expect(wifi?.variants.some((v) => indexed.includes(v.term))).toBe(true);
    const [wi] = questionConcepts('Is there wi-fi?');
    const joined = indexTerms('WiFi gratuito', 'it').split(' ');
    expect(wi?.variants.some((v) => joined.includes(v.term))).toBe(true);
    expect(indexTerms('Cosa fare a Siena: essere in centro in dieci minuti', 'it')).toBe(
      'sien centr diec min',
    );
  });

  it('guesses Italian or English from a text’s function words, and says when it cannot', () => {
    expect(guessLanguage('Il forno è aperto dal martedì al sabato e la domenica')).toBe('it');
    expect(guessLanguage('The bakery is open from Tuesday to Saturday and on Sunday')).toBe('en');
    expect(guessLanguage('Tel. +39 0577 123456')).toBeUndefined();
  });

  it('finds a stem in a slightly longer word, never in another word', () => {
    const forms = new FormSet(['cashless', 'costruito']);
    expect(forms.match('cash')).toBe(0.7);
    expect(forms.match('cost')).toBe(0);
    expect(new FormSet(['cash']).match('cash')).toBe(1);
  });

  it('tells legal, terms and contact pages from the others', () => {
    expect(pageKind('https://x.test/privacy-policy', 'Privacy')).toBe('legal');
    expect(pageKind('https://x.test/it/cookie', 'Informativa')).toBe('legal');
    expect(pageKind('https://x.test/policies/cookie-policy', 'Cookie policy')).toBe('legal');
    expect(pageKind('https://x.test/info/condizioni-generali', 'Condizioni generali')).toBe('terms');
    expect(pageKind('https://x.test/policies/refund-policy', 'Refund policy')).toBe('terms');
    expect(pageKind('https://x.test/terms', 'Terms and conditions')).toBe('terms');
    expect(pageKind('https://x.test/famiglie/regolamento', 'Regolamento')).toBe('terms');
    expect(pageKind('https://x.test/documenti/regolamento-interno', 'Regolamento interno')).toBe('terms');
    expect(pageKind('https://x.test/contatti', 'Contatti')).toBe('contact');
    expect(pageKind('https://x.test/en/get-in-touch', 'Say hello')).toBe('contact');
    expect(pageKind('https://x.test/menu', 'Menu')).toBe('page');
    expect(pageKind('https://x.test/lenti-a-contatto', 'Lenti a contatto | Ottica')).toBe('page');
    expect(pageKind('https://x.test/en/contact-lenses', 'Contact lenses')).toBe('page');
  });

  it('tells a list of posts by its folder, with or without the extension a builder gives it', () => {
    expect(isPostList('https://x.test/news')).toBe(true);
    expect(isPostList('https://x.test/news.php')).toBe(true);
    expect(isPostList('https://x.test/blog.html?page=2')).toBe(true);
    expect(isPostList('https://x.test/news/christmas-hours')).toBe(false);
    expect(isPostList('https://x.test/newsletter.php')).toBe(false);
  });
});

describe('cognates', () => {
  it('writes an English word of Latin or Greek root the Italian way, and an Italian one the English way', () => {
    expect(cognateOf('physiotherapy', 'en')).toBe('fisioterapia');
    expect(cognateOf('orthopaedic', 'en')).toBe('ortopedico');
    expect(cognateOf('coeliac', 'en')).toBe('celiaco');
    expect(cognateOf('defibrillator', 'en')).toBe('defibrillatore');
    expect(cognateOf('radiatori', 'it')).toBe('radiators');
    expect(cognateOf('national', 'en')).toBe('nazionale');
    expect(cognateOf('elettrico', 'it')).toBe('electric');
    expect(cognateOf('tradizionale', 'it')).toBe('traditional');
    // Short words share too little, and a word no rule changes has no cognate.
    expect(cognateOf('cane', 'it')).toBeUndefined();
    expect(cognateOf('wheelchair', 'en')).toBeUndefined();
  });

  it('lets a question find the page in the other language through a cognate the dictionary lacks', () => {
    const [physio] = questionConcepts('physiotherapy', {});
    expect(physio?.variants.map((v) => v.term)).toContain(indexTerms('fisioterapia', 'it'));
  });
});

describe('Italian nouns in -izione', () => {
  it('are one word with their verb, as Snowball makes those in -azione', () => {
    const terms = (q: string) => questionConcepts(q)[0]?.variants.map((v) => v.term);
    expect(terms('spedite in Germania?')).toContain('spedizion');
    expect(terms('ripetere l’esame')).toContain('ripetizion');
    expect(terms('la spedizione costa?')).toContain('sped');
    // An English question's words have no Italian nouns.
    expect(terms('do you ship to Germany?')).not.toContain('shipizion');
  });

  it('find a verb’s noun for an English word translated to the verb, when the dictionary knows the noun', () => {
    const italian: Record<string, string[]> = { sped: ['send'], spedizion: ['shipment'], dentr: ['inside'] };
    const english: Record<string, string[]> = { ship: ['sped'], within: ['dentr'] };
    const dictionary: BilingualDictionary = {
      translate: (stemmed, from) => (from === 'it' ? italian : english)[stemmed] ?? [],
      size: 5,
    };
    const terms = (q: string) => questionConcepts(q, { dictionary })[0]?.variants.map((v) => v.term);
    expect(terms('shipping')).toEqual(expect.arrayContaining(['sped', 'spedizion']));
    // 'dentro' has no noun 'dentrizione'.
    expect(terms('within')).toContain('dentr');
    expect(terms('within')).not.toContain('dentrizion');
  });
});

describe('Italian diminutives', () => {
  const known = new Set(['merc', 'cas', 'armad']);
  const dictionary: BilingualDictionary = {
    translate: (stemmed, from) => (from === 'it' && known.has(stemmed) ? ['x'] : []),
    size: known.size,
  };

  it('reads a diminutive as the word it is made from, when the dictionary knows that word', () => {
    expect(diminutiveBase('mercatino', dictionary)).toBe('merc');
    expect(diminutiveBase('casetta', dictionary)).toBe('cas');
    expect(diminutiveBase('armadietti', dictionary)).toBe('armad');
  });

  it('leaves alone words that only end like one, and words whose base the dictionary does not know', () => {
    expect(diminutiveBase('giardino', dictionary)).toBeUndefined();
    expect(diminutiveBase('vino', dictionary)).toBeUndefined();
    expect(diminutiveBase('mercato', dictionary)).toBeUndefined();
    expect(diminutiveBase('mercatino', { translate: () => [], size: 0 })).toBeUndefined();
  });
});

describe('weekdays', () => {
  it.each([
    ['Open Tuesday to Sunday 10-18', [1, 2, 3, 4, 5, 6]],
    ['Mon–Fri 9:00-17:00', [0, 1, 2, 3, 4]],
    ['Day: Monday – Friday · Open: 10am – 10pm', [0, 1, 2, 3, 4]],
    ['Mon - Sat 9-5', [0, 1, 2, 3, 4, 5]],
    ['Siamo aperti dal martedì al sabato', [1, 2, 3, 4, 5]],
    ['Il lunedì siamo chiusi', [0]],
    ['Saturday and Sunday: 8am', [5, 6]],
    ['Open at weekends from 10:00', [5, 6]],
    ['aperta tutti i giorni dalle 9:00', [0, 1, 2, 3, 4, 5, 6]],
    ['Lanes on weekdays from 06:30', [0, 1, 2, 3, 4]],
    ['Sante Messe: feriali ore 18.00; festivi ore 8.30', [0, 1, 2, 3, 4, 5, 6]],
    ['Messa nei giorni festivi alle 11', [6]],
    ['Days: Tue · Thu · Fri · Sat', [1, 3, 4, 5]],
    ['We sat in the sun on the pier', []],
  ])('"%s" speaks of days %j', (text, days) => expect([...daysIn(text)].sort()).toEqual(days));

  it('reads Italian “festive” as Sunday on an Italian page only', () => {
    expect(daysIn('Sante Messe: festive ore 8.30', 'it').has(6)).toBe(true);
    expect(daysIn('Festive opening hours: 10:00 to 14:00', 'en').has(6)).toBe(false);
  });

  it('tells a weekday asked of every week from one coming day, and a weekday opening a date from every week’s', () => {
    expect(asksEveryWeek('Is the café shut on Tuesdays?')).toBe(true);
    expect(asksEveryWeek('Siete aperti il lunedì a pranzo?')).toBe(true);
    expect(asksEveryWeek('Are you open every Sunday?')).toBe(true);
    expect(asksEveryWeek('Are you open on Tuesday?')).toBe(false);
    expect(asksEveryWeek('Siete aperti martedì?')).toBe(false);
    expect(daysIn(withoutDatedWeekdays('The café reopens on Tuesday 5 January 2027.')).size).toBe(0);
    expect(daysIn(withoutDatedWeekdays('Riapre martedì 5 gennaio; chiuso il martedì.')).has(1)).toBe(true);
  });

  it('reads the day a question asks about', () => {
    expect(daysAsked('Are you open on Mondays?')).toEqual([0]);
    expect(daysAsked('Siete aperti la domenica?')).toEqual([6]);
    expect(daysAsked('When is the market?')).toEqual([]);
  });

  it('reads a word naming several days as those days, found by their names', () => {
    const [weekdays] = questionConcepts('weekdays');
    expect(weekdays?.days).toEqual([0, 1, 2, 3, 4]);
    expect(weekdays?.variants.map((v) => v.term)).toEqual(expect.arrayContaining(['monday', 'venerd']));
    expect(questionConcepts('feriali')[0]?.days).toEqual([0, 1, 2, 3, 4, 5]);
    expect(questionConcepts('mondays')[0]?.days).toBeUndefined();
  });
});

describe('seasons and months', () => {
  const sorted = (months: Set<number>) => [...months].sort((a, b) => a - b);

  it.each([
    ['Opening hours: 1 April to 31 October: every day 09:00–19:00', [3, 4, 5, 6, 7, 8, 9]],
    ['dal 1° novembre al 31 marzo: 09:30–13:00', [0, 1, 2, 10, 11]],
    ['Open from May to September', [4, 5, 6, 7, 8]],
    ['maggio–settembre', [4, 5, 6, 7, 8]],
    ['Festa il 15 ago 2026', [7]],
    ['You may book in June', [5]],
    ['Set the table, then go to the mar', []],
    ['Alta stagione · Periodo: 01/07 – 31/08', [6, 7]],
    ['dal 01/11 al 22/12/2026 e dal 16/03 al 30/04/2027', [2, 3, 10, 11]],
    ['Call 0931/847215 – 15/08 closed', []],
  ])('"%s" speaks of months %j', (text, months) => expect(sorted(monthsIn(text))).toEqual(months));

  it('says a season is covered by a range over most of its months, not by one month or the wrong ones', () => {
    const summer = seasonMonths('summer');
    expect(summer && coversSeason(summer, 'Every day from 1 April to 31 October')).toBe(true);
    expect(summer && coversSeason(summer, 'Dal 1° novembre al 31 marzo')).toBe(false);
    expect(summer && coversSeason(summer, 'Closed in August')).toBe(false);
  });

  it('says when a thing starts or ends by a span of dates, or the day it runs from or until', () => {
    expect(givesDateSpan('Sailing times for our 2027 season, 1 April – 31 October')).toBe(true);
    expect(givesDateSpan('Corso serale: dal 21 settembre al 10 dicembre')).toBe(true);
    expect(givesDateSpan('Bassa stagione 26/03–21/05: € 8')).toBe(true);
    expect(givesDateSpan('Lessons run from 21 September, every Tuesday')).toBe(true);
    expect(givesDateSpan('Closed on 25 December')).toBe(false);
    expect(givesDateSpan('Our boats are resting until the 2027 season opens on 3 April.')).toBe(true);
    expect(givesDateSpan('La stagione 2027 inizia il 26 marzo.')).toBe(true);
    expect(givesDateSpan('Open 9am – 5pm')).toBe(false);
    const edges = (question: string) =>
      questionConcepts(question)
        .filter((c) => c.edge)
        .map((c) => c.word);
    expect(edges('When does your 2027 season start?')).toEqual(['start']);
    expect(edges('quando finisce il corso di ceramica?')).toEqual(['finisce']);
    // the time a class starts is no date
    expect(edges('What time does the class start?')).toEqual([]);
  });

  it('reads Italian season words only in Italian, and hot springs as no season', () => {
    expect(seasonMonths('estate', 'it')).toEqual([5, 6, 7]);
    expect(seasonMonths('estate', 'en')).toBeUndefined();
    expect(seasonMonths('springs')).toBeUndefined();
    const [spring] = questionConcepts('spring');
    expect(spring?.season).toEqual([2, 3, 4]);
    expect(spring?.variants.map((v) => v.term)).toEqual(expect.arrayContaining(['april', 'magg']));
  });
});

describe('numbers a visitor gives, in the ranges and bounds a page gives', () => {
  it.each([
    [13, 'Young people aged 11 to 15 can use the gym', true],
    [9, 'Young people aged 11 to 15 can use the gym', false],
    [14, 'Ridotto: ragazzi dai 6 ai 17 anni, over 65', true],
    [30, 'Ridotto: ragazzi dai 6 ai 17 anni, over 65', false],
    [70, 'Ridotto: ragazzi dai 6 ai 17 anni, over 65', true],
    [13, 'Junior (11–15): £15.00 / month', true],
    [6, 'Children under 8 swim free', true],
    [8, 'Children under 8 swim free', false],
    [12, 'Groups of up to 20 people', true],
    [4, 'Massimo 8 partecipanti', true],
    [16, 'Guests must be 16 or over', true],
    [15, 'Guests must be 16 or over', false],
    [17, 'Junior gym on Mondays from 16:00 to 18:00', undefined],
    [7, 'Lessons cost £5–£10', undefined],
    [3, 'Call 045 123 456', undefined],
    [16, 'E-bikes can be rented from the age of 14', true],
    [12, 'Le e-bike si noleggiano a partire da 14 anni', false],
    [45, 'When you cancel: 60 to 30 days before arrival · What you pay: 50%', true],
    [20, 'When you cancel: 60 to 30 days before arrival · What you pay: 50%', false],
    [10, 'Disdetta da 14 a 7 giorni prima: penale del 50%', true],
    [12, 'Open 10 to 16 August', undefined],
    [14, 'Beginners’ course: 14–18 April, places available', undefined],
    [14, 'Corso base: dal 12 al 16 maggio', undefined],
    [30, '25.1 to 40 kg · Female dog: €460', true],
    [18, '25,1 – 40 kg: 460 €', false],
    [18, 'da 10,1 a 25 kg: 390 €', true],
    [5, 'Pizza: € 12,50 – € 15,00', undefined],
    [6, 'Low season 26/03–21/05: €8', undefined],
    [3, 'Baby Ballet (2½ to 4 years)', true],
    [6, 'Gym & Swim for over-65s', false],
    [10, 'Free for under-12s', true],
    [2, 'Baby Ballet (2½ to 4 years)', false],
    [12, 'Canto lirico e moderno, dai 14 anni', false],
    [16, 'Canto lirico e moderno, dai 14 anni', true],
    [2, 'Ammettiamo i bambini dai 3 mesi compiuti', false],
    [5, 'Tariffa bambini: dai 3 agli 11 anni', true],
    [6, 'I bambini sotto gli 8 anni non possono partecipare', true],
    [9, 'I bambini sotto gli 8 anni non possono partecipare', false],
  ])('%i in “%s”: %s', (n, text, covered) => {
    expect(coversNumber(n, text)).toBe(covered);
  });

  it('finds a bound the visitor gives only in a bound', () => {
    expect(givesBound(65, 'Ridotto: over 65')).toBe(true);
    expect(givesBound(65, 'Sconto per chi ha più di 65 anni')).toBe(true);
    expect(givesBound(65, 'Prezzo: € 65 a persona')).toBe(false);
  });

  it('takes a number the visitor gives as a value, not one they give as a bound', () => {
    const amounts = (question: string) => questionConcepts(question).map((c) => c.amount);
    expect(amounts('My son is 13, can he ride?')).toContain(13);
    expect(amounts('E per un ragazzo di 14 anni?')).toContain(14);
    // 'over 65' is the visitor's own bound: 'gruppi di almeno 8 persone' says nothing of it.
    expect(amounts("C'è uno sconto per gli over 65?")).not.toContain(65);
    expect(amounts('I bambini sotto i 6 anni pagano?')).not.toContain(6);
    // Italian 'sei' before a plural is six; before an adjective it is 'you are'
    expect(amounts('Mio figlio ha sei anni, può venire?')).toContain(6);
    expect(questionConcepts('Quanto costa il corso di sei settimane?').map((c) => c.word)).toContain('sei');
    expect(questionConcepts('sei aperto domenica?').map((c) => c.word)).toEqual(['aperto', 'domenica']);
  });

  it('reads the years of an age as the age, which a range of ages says', () => {
    const concepts = questionConcepts('Mia figlia ha 7 anni, avete corsi per bambini?');
    expect(concepts.find((c) => c.word === 'anni')?.amount).toBe(7);
    const english = questionConcepts('My daughter is 7 years old, any classes?');
    expect(english.filter((c) => c.amount === 7).map((c) => c.word)).toEqual(['7', 'years', 'old']);
    expect(
      questionConcepts('Are you open 7 days a week?').find((c) => c.word === 'days')?.amount,
    ).toBeUndefined();
  });

  it('holds an age only in ranges of ages, and a group only in ranges of people', () => {
    const [, twelve, years] = questionConcepts('mio figlio ha 12 anni, può venire alla visita?');
    expect([twelve?.counted, years?.counted]).toEqual(['years', 'years']);
    expect(rangeHolds(twelve!, 'Gruppi da 10 a 30 persone: € 13')).toBe(false);
    expect(rangeHolds(years!, 'Gruppi da 10 a 30 persone: € 13')).toBe(false);
    expect(rangeHolds(twelve!, 'Ragazzi dai 10 ai 14 anni: € 8')).toBe(true);
    // a range that says nothing of what it counts may still hold it
    expect(rangeHolds(twelve!, 'Tariffa junior (10–14): € 8')).toBe(true);
    const group = questionConcepts('siamo un gruppo di 12 persone, avete posto?').find(
      (c) => c.amount === 12,
    );
    expect(group?.counted).toBe('people');
    expect(rangeHolds(group!, 'Per bambini dai 6 ai 14 anni')).toBe(false);
    expect(rangeHolds(group!, 'Al massimo 16 persone per turno')).toBe(true);
    expect(coversNumber(7, 'Up to 8 kg', 'years')).toBe(undefined);
    // a number said of someone without a unit is their age, and a count of another thing does not say it
    const age = (q: string) => questionConcepts(q).find((c) => c.amount !== undefined)?.counted;
    expect(age('my son is 21, can he drive one of your cars?')).toBe('years');
    expect(age("I'm 24, will I pay more?")).toBe('years');
    expect(age('we are 12, is there room?')).toBeUndefined();
    expect(countsOnlyOther(21, 'The code lasts 21 days.', 'years')).toBe(true);
    expect(countsOnlyOther(21, 'Drivers must be 21 or over.', 'years')).toBe(false);
    // a range's first figure counts what its last does; a share or a price counts no one
    expect(countsOnlyOther(10, '10 to 30 people: 10% off the tour price', 'years')).toBe(true);
    expect(countsOnlyOther(10, 'Kids club for ages 10 to 14', 'years')).toBe(false);
    expect(countsOnlyOther(10, 'Groups of 10 riders or more', 'years')).toBe(true);
  });

  it('tells a rule’s limit leaving a number out from a price band for other ages', () => {
    expect(limitLeavesOut(12, 'Alle visite si partecipa dai 14 anni in su.', 'years')).toBe(true);
    expect(limitLeavesOut(15, 'Over 18s only – no children, even with an adult.', 'years')).toBe(true);
    expect(limitLeavesOut(20, 'Over 18s only – no children, even with an adult.', 'years')).toBe(false);
    // a band of two ends is no limit, and a text giving none leaves nothing out
    expect(limitLeavesOut(12, 'Ragazzi 14–17 anni', 'years')).toBe(false);
    expect(limitLeavesOut(12, 'Visite guidate il sabato', 'years')).toBe(false);
  });
});

describe('compounds in a question', () => {
  it('reads a compound whose other part names nothing as one thing, and keeps the others’ parts', () => {
    const words = (question: string) => questionConcepts(question).map((c) => c.word);
    expect(words('How much is an e-bike?')).toEqual(['ebike']);
    expect(words("What's the wi-fi password?")).toEqual(['wifi', 'password']);
    expect(words('What time is check-in?')).toEqual(['time', 'checkin']);
    expect(words('Is the hotel pet-friendly?')).toEqual(['hotel', 'pet', 'friendly']);
    const [ebike] = questionConcepts('How much is an e-bike?');
    expect(ebike?.variants).toContainEqual({ term: 'bike', weight: 0.6 });
    // a particle made plural is a particle still, and the compound is read in full ('grown-ups' are adults)
    expect(words('and for the grown-ups?')).toEqual(['grownups']);
    const dictionary = { translate: (stemmed: string) => (stemmed === 'grownup' ? ['adult'] : []), size: 1 };
    const [grownUps] = questionConcepts('and for the grown-ups?', { dictionary });
    expect(grownUps?.variants.map((v) => v.term)).toContain('adult');
    // 'quel giorno' is the day said before: 'quel' is no thing asked
    expect(words('possiamo iniziare quel giorno?')).toEqual(['iniziare', 'giorno']);
    // a prefix that is no word asks nothing of its own: a pre-order is an order, a multi-day tour's days
    expect(words('Can I pre-order a bottle of the new whisky?')).toEqual([
      'preorder',
      'bottle',
      'new',
      'whisky',
    ]);
    expect(words('How much is the multi-day tour?')).toEqual(['multiday', 'tour']);
    // a word the language's list lacks is still a word after the first part ('scuola-tennis', 'e-MTB')
    expect(words("a che ora c'è la scuola-tennis il sabato?")).toEqual(['ora', 'scuola', 'tennis', 'sabato']);
    expect(words('Quanto costa una e-MTB per una settimana?')).toEqual(['costa', 'emtb', 'settimana']);
    const [preorder] = questionConcepts('Can I pre-order a bottle of the new whisky?');
    expect(preorder?.variants).toContainEqual({ term: 'order', weight: 0.6 });
  });

  it('reads an English reopening as the Italian one, which the dictionary does not list', () => {
    const [reopen] = questionConcepts('When do you reopen after the January closure?');
    expect(reopen?.variants.map((v) => v.term)).toEqual(expect.arrayContaining(['open', 'riapr', 'riapert']));
  });

  it('reads the prepositions of place and way as no thing asked', () => {
    const words = (question: string) => questionConcepts(question).map((c) => c.word);
    expect(words('can our dog come round the distillery with us?')).toEqual(['dog', 'distillery']);
    expect(words('do you deliver within a week?')).toEqual(['deliver', 'week']);
    expect(words('si paga tramite bonifico?')).toEqual(['paga', 'bonifico']);
  });
});

describe('words no page answers', () => {
  it('leaves out modals, hedges and the forms of light verbs', () => {
    const words = (question: string) => questionConcepts(question).map((c) => c.word);
    expect(words('I lost the key to the bike lock, how much will that cost me?')).toEqual([
      'lost',
      'key',
      'bike',
      'lock',
      'cost',
    ]);
    expect(words('Can I just turn up, or is it getting too busy?')).toEqual(['turn', 'busy']);
    // 'won't' is split at its apostrophe: 'won' is no victory.
    expect(words("I was given a voucher I won't use")).toEqual(['given', 'voucher', 'use']);
    // Italian quantifiers in every form, as 'much' and 'many' are in English.
    expect(words('ho molta paura del dentista, troppi gradini?')).toEqual(['paura', 'dentista', 'gradini']);
  });

  it('leaves out the Italian modals in every person and tense, as the English list leaves out theirs', () => {
    const words = (question: string) => questionConcepts(question).map((c) => c.word);
    expect(words('siete aperti a dicembre? vorremmo venire per le feste')).toEqual([
      'aperti',
      'dicembre',
      'feste',
    ]);
    expect(words('i bambini possono stare in piscina da soli?')).toEqual(['bambini', 'piscina', 'soli']);
    expect(words('potremmo lasciare i bagagli?')).toEqual(['lasciare', 'bagagli']);
    expect(words('riuscite a spedire un mazzo di rose?')).toEqual(['spedire', 'mazzo', 'rose']);
  });

  it('leaves out the Italian function words elided before a vowel', () => {
    const words = (question: string) => questionConcepts(question).map((c) => c.word);
    expect(words("quant'è il supplemento di alta stagione?")).toEqual(['supplemento', 'alta', 'stagione']);
    expect(words("com'è la piscina? c'è nient'altro?")).toEqual(['piscina']);
  });

  it("reads 'meant to' and 'supposed to' as a 'should', no thing asked", () => {
    const words = (question: string) => questionConcepts(question).map((c) => c.word);
    expect(words('where am I meant to park when I drop the kids off')).toEqual(['park', 'drop', 'kids']);
    expect(words('are we supposed to bring towels?')).toEqual(['bring', 'towels']);
  });

  it('leaves out the personal pronouns the English list lacks, and contractions typed without apostrophes', () => {
    const words = (question: string) => questionConcepts(question).map((c) => c.word);
    expect(words("My mum's in a wheelchair, would she be able to get in?")).toEqual(['mum', 'wheelchair']);
    expect(words('Entro quanto tempo posso restituire un kit mai usato?')).toEqual([
      'tempo',
      'restituire',
      'kit',
      'usato',
    ]);
    expect(words('Can you pick us up from the station? Whats the cost?')).toEqual([
      'pick',
      'station',
      'cost',
    ]);
  });
});

describe('a month asked', () => {
  it('is covered by a range of months holding it', () => {
    const august = monthAsked('agosto');
    expect(august).toEqual([7]);
    expect(coversSeason(august ?? [], 'Stagione estiva (1 aprile – 31 ottobre)')).toBe(true);
    expect(coversSeason(august ?? [], 'Stagione invernale (1 novembre – 31 marzo)')).toBe(false);
    expect(monthAsked('may')).toBeUndefined();
  });

  it('asks the month only, not where in it (“early October”, “a inizio ottobre”, “the end of June”)', () => {
    const words = (q: string) => questionConcepts(q).map((c) => c.word);
    expect(words('Is the café open in early October?')).toEqual(['cafe', 'open', 'october']);
    expect(words('Il bar è aperto a inizio ottobre?')).toEqual(['bar', 'aperto', 'ottobre']);
    expect(words('Are you open at the end of June?')).toEqual(['open', 'june']);
    // a word so placed before no month is asked
    expect(words('When does the season end?')).toContain('end');
    // an ordinal part of the month, too
    expect(words('Are you open the first week of January?')).toEqual(['open', 'january']);
    expect(words('Siete aperti la seconda settimana di agosto?')).toEqual(['aperti', 'agosto']);
    expect(words('How much is a week in June?')).toEqual(['week', 'june']);
  });
});

describe('units of measure', () => {
  it('reads a number printed against its unit as two words, and a unit by its symbol or its name', () => {
    expect(indexTerms('1kg bags, 7kW charger, 600ml server', 'en')).toBe(
      '1 kg bag 7 kw charger 600 ml server',
    );
    const terms = (q: string) => questionConcepts(q).flatMap((c) => c.variants.map((v) => v.term));
    expect(terms('and a kilo bag?')).toContain('kg');
    expect(terms('Quanti chilometri è il giro?')).toContain('km');
    expect(terms('How many km is the loop?')).toEqual(expect.arrayContaining(['kilometr', 'chilometr']));
    // a mile, which has no symbol a page prints alone, by its English name
    expect(terms('quante miglia al giorno?')).toContain('mile');
    // A number with letters that are no unit stays one word.
    expect(indexTerms('Parcheggio P1, strada SP65', 'it')).toBe('parchegg p1 strad sp65');
  });

  it('reads a litre’s “l” after a number as the word, as visitors write it, and the article as the article', () => {
    expect(indexTerms('latta 3 l, bottiglia 0,75l', 'it')).toBe('latt 3 litr bottigl 0 75 litr');
    const terms = (q: string, language: 'it' | 'en') =>
      questionConcepts(q)
        .flatMap((c) => c.variants.map((v) => v.term))
        .filter((t) => indexTerms('3 L', language).includes(t));
    expect(terms('la latta da 3 litri?', 'it')).toContain('litr');
    expect(terms('the 3 litre tin?', 'en')).toContain('litr');
    // 'l’anno' after a number is no litre.
    expect(indexTerms('3 l’anno', 'it')).not.toContain('litr');
  });
});

describe('times of day', () => {
  it('reads a time the visitor gives as a time, which a span of times holds, overnight too', () => {
    expect(timesAsked('could someone come at 2am?')).toEqual([{ words: ['2am'], minutes: 120 }]);
    expect(timesAsked('siete aperti alle 21?').map((t) => t.minutes)).toEqual([1260]);
    expect(timesAsked('can we arrive at 10:30?').map((t) => t.minutes)).toEqual([630]);
    // a price, a date or a count is no time
    expect(timesAsked('is it 12.50 per person?')).toEqual([]);
    expect(timesAsked('can I order by 15 December?')).toEqual([]);
    expect(timesAsked('is it ready after 3 days?')).toEqual([]);
    const late = questionConcepts('are you a 24 hour plumber? could someone come at 2am?');
    expect(late.find((c) => c.word === '2am')?.time).toBe(120);
    expect(late.find((c) => c.word === '24')?.time).toBeUndefined();
    const [arrive, time] = questionConcepts('arrive at 10:30?');
    expect(arrive?.word).toBe('arrive');
    expect(time?.time).toBe(630);
    expect(questionConcepts('arrive at 10:30?')).toHaveLength(2);
    expect(givesTime(120, "We don't do call-outs between 10pm and 7am.")).toBe(true);
    expect(givesTime(1260, 'Our emergency line is open 7am to 10pm every day.')).toBe(true);
    expect(givesTime(1260, 'Monday – Friday: 08:00 – 17:30')).toBe(false);
    expect(givesTime(780, 'Open 1 to 5pm')).toBe(true);
    expect(givesTime(600, 'Aperti dalle 9 alle 13')).toBe(true);
    expect(givesTime(600, 'Groups of 10 to 20 people')).toBe(false);
    expect(givesTime(600, 'Closed 24 – 27 December')).toBe(false);
    expect(givesTime(600, 'Bottles 9.50 – 12.00 €')).toBe(false);
  });

  it('reads a part of the day asked as said by a span of times within it', () => {
    const [, , , morning] = questionConcepts('da che ora si può portare il cane la mattina?');
    expect(morning?.word).toBe('mattina');
    expect(givesDayPart(morning!.dayPart!, 'Dal lunedì al sabato: 8:00–11:00 e 17:00–19:00')).toBe(true);
    expect(givesDayPart(morning!.dayPart!, 'Le lezioni si fanno dalle 8:00 alle 13:00.')).toBe(false);
    const [evening] = questionConcepts('evening?');
    expect(givesDayPart(evening!.dayPart!, 'Collection 5pm to 7pm')).toBe(true);
    expect(givesDayPart(evening!.dayPart!, 'Open 9am to 12pm')).toBe(false);
  });

  it('reads a part of the day asked when a thing opens as said by a span starting in it, however late it ends', () => {
    const opens = questionConcepts('a che ora apre la reception la mattina?').find((c) => c.dayPart);
    expect(opens?.startsIn).toBe(true);
    const reception = 'Reception: dal lunedì al venerdì, 8:30–19:30.';
    expect(givesDayPart(opens!.dayPart!, reception, opens!.startsIn)).toBe(true);
    expect(givesDayPart(opens!.dayPart!, 'Aperitivo: 18:00–21:00.', opens!.startsIn)).toBe(false);
    const brings = questionConcepts('da che ora si può portare il cane la mattina?').find((c) => c.dayPart);
    expect(brings?.startsIn).toBeUndefined();
    expect(givesDayPart(brings!.dayPart!, reception, brings!.startsIn)).toBe(false);
  });
});

describe('holidays', () => {
  const dayOf = ({ date: { day, month } }: { date: Holiday }) => ({ day, month });
  it('reads the period named by a holiday as the holiday, not as festivities or a break apart', () => {
    const words = (q: string) => questionConcepts(q).map((c) => c.word);
    expect(words('in che giorni siete chiusi per le feste di Natale?')).toEqual([
      'giorni',
      'chiusi',
      'natale',
    ]);
    expect(words('When do lessons start again after the Christmas break?')).not.toContain('break');
    expect(words('quando sono le vacanze di Pasqua?')).toEqual(['pasqua']);
    // No holiday named: the party is the thing asked about.
    expect(words('fate feste di compleanno?')).toContain('feste');
  });

  it('reads a holiday’s name as its date, and finds the date however a page writes it', () => {
    const [, boxing] = questionConcepts('Are you open on Boxing Day?');
    expect(boxing?.word).toBe('boxing');
    expect(boxing?.holiday).toMatchObject({ day: 26, month: 11 });
    // named, it is said by its name in either language, not by a word of it ('box office')
    expect(boxing?.holiday?.names?.test('santo stefano')).toBe(true);
    expect(boxing?.holiday?.names?.test('box office')).toBe(false);
    expect(questionConcepts('Siete aperti a Santo Stefano?').map((c) => c.word)).toEqual(['aperti', 'santo']);
    // Its name in the other language finds the pages written in it, as a name only ('Cenone di Capodanno').
    const [eveDinner] = questionConcepts("How much is the New Year's Eve dinner?");
    expect(eveDinner?.variants).toContainEqual(expect.objectContaining({ term: 'capodann', name: true }));
    expect(boxing?.variants).toContainEqual(expect.objectContaining({ term: 'stef', name: true }));
    // 'l'ultimo dell'anno' is New Year's Eve
    expect(holidaysAsked("e l'ultimo dell'anno?").map(dayOf)).toEqual([{ day: 31, month: 11 }]);
    expect(holidaysAsked('Is the café open on Christmas Eve?').map(dayOf)).toEqual([{ day: 24, month: 11 }]);
    // 'Natale' in 'la vigilia di Natale' names Christmas Eve only, and another day of December says nothing of it
    const eve = holidaysAsked('la vigilia di Natale fino a che ora siete aperti?');
    expect(eve.map(dayOf)).toEqual([{ day: 24, month: 11 }]);
    expect(namesAnotherHoliday(eve[0]!.date, 'Venerdì 25 e sabato 26 dicembre: chiuso')).toBe(true);
    expect(namesAnotherHoliday(eve[0]!.date, 'Giovedì 24 dicembre: 8:30–13:00')).toBe(false);
    expect(namesAnotherHoliday(eve[0]!.date, 'A dicembre siamo aperti tutti i giorni.')).toBe(false);
    // 'New Year' is the holiday with or without its 's
    expect(holidaysAsked('my dog panics with the new year’s eve fireworks').map(dayOf)).toEqual([
      { day: 31, month: 11 },
    ]);
    expect(holidaysAsked('When are you closed over Christmas and New Year?').map(dayOf)).toEqual([
      { day: 25, month: 11 },
      { day: 1, month: 0 },
    ]);
    expect(
      datedDays('Read more: 9 January 2024; posted November 10, 2026').map((d) => d.toISOString()),
    ).toEqual(['2024-01-09T23:59:00.000Z', '2026-11-10T23:59:00.000Z']);
    expect(givesDate({ day: 26, month: 11 }, 'We are closed on 25 and 26 December.')).toBe(true);
    expect(givesDate({ day: 25, month: 11 }, 'Siamo chiusi il 25 e 26 dicembre.')).toBe(true);
    expect(givesDate({ day: 15, month: 7 }, 'Chiuso il 15/8.')).toBe(true);
    expect(givesDate({ day: 26, month: 11 }, 'Open on 6 December.')).toBe(false);
    expect(givesDate({ day: 25, month: 11 }, 'Up to 25 guests in December.')).toBe(false);
    // A closure spanning the day gives it.
    expect(givesDate({ day: 15, month: 7 }, 'Chiuso per ferie dal 10 al 23 agosto.')).toBe(true);
    expect(givesDate({ day: 15, month: 7 }, 'Closed 10–23 August.')).toBe(true);
    expect(givesDate({ day: 15, month: 7 }, 'Chiuso dal 16 al 23 agosto.')).toBe(false);
    // In figures, day first, as a price table gives its seasons; across the new year too.
    expect(givesDate({ day: 15, month: 7 }, 'Altissima 31/7 – 28/8: € 12.900')).toBe(true);
    expect(givesDate({ day: 15, month: 7 }, 'Alta 26/6 – 31/7: € 11.200')).toBe(false);
    expect(givesDate({ day: 1, month: 0 }, 'Chiuso dal 20/12 al 6/1')).toBe(true);
    expect(givesDate({ day: 15, month: 7 }, 'Aperto 9.30 – 18.30')).toBe(false);
  });

  it('reads a date the visitor gives as a date, which a span of days across weekdays or months holds', () => {
    const [, day, month] = questionConcepts('Siete aperti il 26 dicembre?');
    expect(day?.holiday).toEqual({ day: 26, month: 11 });
    expect(day?.amount).toBeUndefined();
    expect(month?.word).toBe('dicembre');
    const [, ordinal] = questionConcepts('are you open on the 29th of December?');
    expect(ordinal?.holiday).toEqual({ day: 29, month: 11 });
    expect(ordinal?.variants.map((v) => v.term)).toContain('29');
    expect(datesAsked('Is the 2nd of January ok?').map((d) => d.date)).toEqual([{ day: 2, month: 0 }]);
    expect(datesAsked('We are 26 people in December')).toEqual([]);
    // The first days in words: Italian says only the first so ('il primo gennaio').
    expect(datesAsked('Siete aperti il primo gennaio?').map((d) => d.date)).toEqual([{ day: 1, month: 0 }]);
    expect(datesAsked('open on the first of June?').map((d) => d.date)).toEqual([{ day: 1, month: 5 }]);
    expect(datesAsked('is it your first time?')).toEqual([]);
    const closed = 'The studio is closed from Thursday 24 to Sunday 27 December.';
    expect(givesDate({ day: 26, month: 11 }, closed)).toBe(true);
    expect(givesDate({ day: 28, month: 11 }, closed)).toBe(false);
    expect(givesDate({ day: 26, month: 11 }, 'Chiuso da giovedì 24 a domenica 27 dicembre.')).toBe(true);
    expect(givesDate({ day: 29, month: 11 }, 'Reception is closed from 24 December to 1 January.')).toBe(
      true,
    );
    expect(givesDate({ day: 1, month: 0 }, 'Chiusi dal 20 dicembre al 6 gennaio.')).toBe(true);
    expect(givesDate({ day: 10, month: 0 }, 'Chiusi dal 20 dicembre al 6 gennaio.')).toBe(false);
    expect(givesDate({ day: 15, month: 7 }, 'Closed 1 Jul – 31 Aug.')).toBe(true);
    // The first day may give its year too.
    const holiday = 'No cleaning at all from Thursday 24 December 2026 to Sunday 3 January 2027.';
    expect(givesDate({ day: 25, month: 11 }, holiday)).toBe(true);
    expect(givesDate({ day: 1, month: 0 }, holiday)).toBe(true);
    expect(givesDate({ day: 6, month: 0 }, holiday)).toBe(false);
    expect(givesDate({ day: 26, month: 11 }, 'Chiuso dal 24 dicembre 2026 al 6 gennaio 2027.')).toBe(true);
  });

  it('reads the day a span of dates with its year ends on', () => {
    const ends = spanEnds('The school is closed from Saturday 20 December 2025 to Tuesday 6 January 2026.');
    expect(ends.map((d) => d.toISOString().slice(0, 10))).toEqual(['2026-01-06']);
    expect(spanEnds('Chiuso dal 10 al 23 agosto 2026.').map((d) => d.toISOString().slice(0, 10))).toEqual([
      '2026-08-23',
    ]);
    expect(spanEnds('Closed on 25 December 2026.')).toEqual([]);
  });

  it('reads Easter, which moves, as said by what a page says of public holidays', () => {
    const [, easter] = questionConcepts('Will you be open on Easter Monday?');
    expect(easter?.word).toBe('easter');
    expect(easter?.holiday?.day).toBeUndefined();
    expect(easter?.holiday?.names?.test('pasquetta')).toBe(true);
    expect(saysHoliday({}, 'We do open on bank holiday Mondays, 9am – 3pm.')).toBe(true);
    expect(saysHoliday({}, 'Domenica e festivi chiuso.')).toBe(true);
    expect(saysHoliday({}, 'We are closed for holidays in January.')).toBe(false);
    // A holiday on a fixed date is said by its date, not by a rule for every holiday.
    expect(saysHoliday({ day: 15, month: 7 }, 'Closed on all national public holidays.')).toBe(false);
  });
});

describe('British spellings', () => {
  it('are looked up in the dictionary as the American ones when it lacks them', () => {
    expect(
      ['centre', 'colour', 'organised', 'licence', 'travelling', 'catalogue'].map(americanSpelling),
    ).toEqual(['center', 'color', 'organized', 'license', 'traveling', 'catalog']);
    expect(['here', 'store', 'acre'].map(americanSpelling)).toEqual([undefined, undefined, undefined]);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'freedict-'));
    writeDictd(dir, 'freedict-eng-ita', [['theater', ['teatro']]]);
    const [theatre] = questionConcepts('Where is the theatre?', { dictionary: loadBilingualDictionary(dir) });
    expect(theatre?.variants).toContainEqual({ term: 'teatr', weight: 0.7 });
  });

  it('are said by the American ones, a doubled l aside ("licence" by "licensed", "filled" not by "filed")', () => {
    const [licence] = questionConcepts('waste carrier licence', {}).slice(-1);
    expect(licence?.variants).toContainEqual({ term: 'licens', weight: 1 });
    const [filled] = questionConcepts('filled', {});
    expect(filled?.variants.map((v) => v.term)).not.toContain('file');
  });
});

describe('Italian plurals', () => {
  it('the stemmer leaves whole are looked up as their singular when the dictionary lacks them', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'freedict-'));
    writeDictd(dir, 'freedict-ita-eng', [
      ['ora', ['hour']],
      ['banca', ['bank']],
    ]);
    const dictionary = loadBilingualDictionary(dir);
    const [hours, banks] = questionConcepts('quante ore per le banche?', { dictionary });
    expect(hours?.variants).toContainEqual({ term: 'ora', weight: 0.9 });
    expect(hours?.variants).toContainEqual({ term: 'hour', weight: 0.7 });
    expect(banks?.variants).toContainEqual({ term: 'bank', weight: 0.7 });
  });

  it('are forms of a singular the visitor asks with, when the stemmer leaves them apart', () => {
    const concepts = questionConcepts('sono allergico alle punture d’ape, posso fare la visita con la tuta?');
    const bee = concepts.find((c) => c.word === 'ape');
    expect(bee?.variants).toContainEqual({ term: 'api', weight: 0.9 });
    // a masculine in -a makes its plural in -i, a feminine in -e only
    expect(italianPlurals('problema')).toEqual(['probleme', 'problemi']);
    expect(italianPlurals('tuta')).toEqual(['tute']);
    expect(italianPlurals('banca')).toEqual(['banche']);
    expect(italianPlurals('negozio')).toEqual(['negozi']);
  });
});

describe('Italian verbs in -gliere', () => {
  it('find their other forms through the root before the change', () => {
    const [collect] = questionConcepts('raccolgono?');
    expect(collect?.variants).toContainEqual({ term: 'raccol', weight: 0.9 });
    expect(new FormSet(['raccolt'], ['raccolta']).match('raccol')).toBeGreaterThan(0);
  });
});

describe('deadlines', () => {
  it('reads when an offer ends, with its year, in either language', () => {
    const days = (text: string) => deadlinesIn(text).map((d) => d.toISOString().slice(0, 10));
    expect(days('Offer ends 31 August 2026.')).toEqual(['2026-08-31']);
    expect(days('Quota € 25 per chi si iscrive entro il 31 luglio 2026.')).toEqual(['2026-07-31']);
    expect(days('-20% sulle creme viso fino al 31 ottobre 2026')).toEqual(['2026-10-31']);
    expect(days('10% di sconto per chi si iscrive entro sabato 12 settembre 2026')).toEqual(['2026-09-12']);
    expect(days('10% off sweeps booked before 31 March 2026')).toEqual(['2026-03-31']);
    expect(days('Sconto del 15% per chi prenota prima del 28 febbraio 2026')).toEqual(['2026-02-28']);
    expect(days('The offer ends soon: book now.')).toEqual([]);
  });

  it('reads an offer’s deadline without its year as this year’s when that passed lately, else the next', () => {
    const today = new Date('2026-11-24T10:00:00Z');
    const days = (text: string) => deadlinesIn(text, today).map((d) => d.toISOString().slice(0, 10));
    expect(days('Autumn gin offer: 10% off all our gin until 31 October – use code GINOCT10!')).toEqual([
      '2026-10-31',
    ]);
    expect(days('Sconto del 15% sui noleggi fino al 31 gennaio')).toEqual(['2027-01-31']);
    expect(days('Christmas offer: 20% off until 15 December')).toEqual(['2026-12-15']);
    // without the day it is asked on, or about no offer, a deadline needs its year
    expect(deadlinesIn('10% off until 31 October')).toEqual([]);
    expect(days('We are open daily until 31 October.')).toEqual([]);
  });
});
