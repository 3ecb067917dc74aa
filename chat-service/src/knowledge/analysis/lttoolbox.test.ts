import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bilingualEntries, entries, type LtEntry, parseTransducers, readTransducers } from './lttoolbox.ts';

/**
 * How many of a word's tags an entry's agree with, when they agree as far as both go ('n' with 'n', 'm',
 * 'sg': 1; 'n', 'f' with 'n': 1), or -1 when they differ ('n', 'f' with 'n', 'm').
 */
function agreement(tags: readonly string[], wanted: readonly string[]): number {
  const shared = Math.min(tags.length, wanted.length);
  for (let k = 0; k < shared; k++) if (tags[k] !== wanted[k]) return -1;
  return shared;
}

/**
 * Each input lemma's translations, each once, sorted as lt-proc -b lists them. With a word's tags, only the
 * entries that agree with the most of them, as lt-proc -b picks its longest match: Spanish 'hijo' as
 * ['n', 'm', 'sg'] is 'son'; as a noun, ['n'], also 'daughter' and 'child'; Italian 'corso' as a noun is
 * Spanish 'curso' or 'transcurso'.
 */
function translations(all: Iterable<LtEntry>, tags: readonly string[] = []): Map<string, string[]> {
  const best = new Map<string, { agreed: number; lemmas: string[] }>();
  for (const entry of all) {
    const agreed = agreement(entry.tags, tags);
    if (agreed < 0) continue;
    const found = best.get(entry.from);
    if (!found || agreed > found.agreed) best.set(entry.from, { agreed, lemmas: [entry.to] });
    else if (agreed === found.agreed && !found.lemmas.includes(entry.to)) found.lemmas.push(entry.to);
  }
  return new Map(Array.from(best, ([lemma, { lemmas }]) => [lemma, lemmas.sort()]));
}

// Debian's Apertium packages; the translations below are lt-proc -b's for the same files.
const APERTIUM = '/usr/share/apertium';
const ITA_SPA = `${APERTIUM}/apertium-spa-ita/ita-spa.autobil.bin`;
const SPA_ENG = `${APERTIUM}/apertium-eng-spa/spa-eng.autobil.bin`;
const ITA_CAT = `${APERTIUM}/apertium-cat-ita/ita-cat.autobil.bin`;
const CAT_ENG = `${APERTIUM}/apertium-eng-cat/cat-eng.autobil.bin`;
const CAT_ENG_GENERATOR = `${APERTIUM}/apertium-eng-cat/cat-eng.autogen.bin`;

/** lttoolbox's multibyte number, as lt-comp writes it. */
const multibyte = (n: number): number[] => {
  if (n < 0x40) return [n];
  if (n < 0x4000) return [0x40 | (n >> 8), n & 0xff];
  if (n < 0x400000) return [0x80 | (n >> 16), (n >> 8) & 0xff, n & 0xff];
  return [0xc0 | (n >>> 24), (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
};
const string = (text: string): number[] => [
  ...multibyte([...text].length),
  ...[...text].flatMap((c) => multibyte(c.codePointAt(0)!)),
];
/** lttoolbox's 'long multibyte' double: a mantissa scaled by 2^30 and an exponent, as 32-bit integers. */
const double = (value: number): number[] => {
  const exponent = value === 0 ? 0 : Math.floor(Math.log2(Math.abs(value))) + 1;
  const mantissa = Math.trunc((value / 2 ** exponent) * 0x40000000);
  return [mantissa, exponent].flatMap((part) => {
    const unsigned = part >>> 0;
    return unsigned < 0x04000000
      ? multibyte(unsigned)
      : [...multibyte((unsigned >>> 26) | 0x04000000), ...multibyte(unsigned & 0x03ffffff)];
  });
};

/** A small transducer written the way lt-comp writes one, to try the reader's limits on. */
class Builder {
  tags: string[] = [];
  pairs: [string, string][] = [];
  transitions: { source: number; pair: number; target: number; weight: number }[] = [];
  finals = new Map<number, number>();
  states = 1;

  state(): number {
    return this.states++;
  }

  /** A transition on 'a:b' ('<n>:<n>', 'x:' for x to epsilon), to a new state unless one is given. */
  add(source: number, label: string, target = this.state(), weight = 0): number {
    const [input = '', output = input] = label.split(':');
    for (const side of [input, output]) {
      const tag = side.match(/^<(.+)>$/)?.[1];
      if (tag && !this.tags.includes(tag)) this.tags.push(tag);
    }
    let pair = this.pairs.findIndex(([a, b]) => a === input && b === output);
    if (pair < 0) pair = this.pairs.push([input, output]) - 1;
    this.transitions.push({ source, pair, target, weight });
    return target;
  }

  /** A word from the initial state: its characters, then its tags, each its own transition. */
  word(input: string, output: string, tags: string[]): number {
    let state = 0;
    const inputs = [...input];
    const outputs = [...output];
    for (let k = 0; k < Math.max(inputs.length, outputs.length); k++) {
      state = this.add(state, `${inputs[k] ?? ''}:${outputs[k] ?? ''}`);
    }
    for (const tag of tags) state = this.add(state, `<${tag}>`);
    this.finals.set(state, 0);
    return state;
  }

  bytes(features: number[] = []): Buffer {
    const symbol = (side: string) => {
      const tag = side.match(/^<(.+)>$/)?.[1];
      if (tag) return -(this.tags.indexOf(tag) + 1);
      return side === '' ? 0 : side.codePointAt(0)!;
    };
    const bias = this.tags.length;
    const weighted = features.length > 0;
    const out: number[] = [...Buffer.from('LTTB'), 0, 0, 0, 0, 0, 0, 0, 0, ...string('')];
    out.push(...multibyte(this.tags.length), ...this.tags.flatMap(string));
    out.push(...multibyte(this.pairs.length));
    for (const [input, output] of this.pairs)
      out.push(...multibyte(symbol(input) + bias), ...multibyte(symbol(output) + bias));
    out.push(...multibyte(1), ...string('main@standard'));
    if (weighted) out.push(...Buffer.from('LTTD'), ...features);
    out.push(...multibyte(0), ...multibyte(this.finals.size));
    let base = 0;
    for (const [state, weight] of [...this.finals].sort((a, b) => a[0] - b[0])) {
      out.push(...multibyte(state - base), ...(weighted ? double(weight) : []));
      base = state;
    }
    out.push(...multibyte(this.states));
    for (let source = 0; source < this.states; source++) {
      const own = this.transitions.filter((t) => t.source === source).sort((a, b) => a.pair - b.pair);
      out.push(...multibyte(own.length));
      let pair = 0;
      for (const t of own) {
        out.push(...multibyte(t.pair - pair), ...multibyte((t.target - source + this.states) % this.states));
        out.push(...(weighted ? double(t.weight) : []));
        pair = t.pair;
      }
    }
    return Buffer.from(out);
  }
}

const line = (e: LtEntry) => `${e.from}<${e.tags.join('><')}> → ${e.to}<${e.toTags.join('><')}>`;

describe('a transducer written as lt-comp writes one', () => {
  it('reads its words, a multiword with spaces and #, and a gender the output side adds', () => {
    const fst = new Builder();
    fst.word('gatto', 'gato', ['n']);
    fst.word('cane', 'perro', ['n']);
    fst.word('dare# retta', 'hacer# caso', ['vblex']);
    let state = fst.add(0, 'à:a');
    state = fst.add(state, '<n>');
    fst.finals.set(fst.add(state, ':<f>'), 0);
    const lt = parseTransducers(fst.bytes());
    expect(lt.tags).toEqual(['n', 'vblex', 'f']);
    expect([...entries(lt)].map(line)).toEqual([
      'gatto<n> → gato<n>',
      'cane<n> → perro<n>',
      'dare# retta<vblex> → hacer# caso<vblex>',
      'à<n> → a<n><f>',
    ]);
  });

  it('reads weights, whose features word Debian’s lttoolbox 3.7 writes big-endian', () => {
    const fst = new Builder();
    const state = fst.add(0, 'a', undefined, 2.5);
    fst.add(state, 'b', fst.word('c', 'c', []), -0.75);
    fst.finals.set(state, 1);
    const bigEndianWeights = [0, 0, 0, 0, 0, 0, 0, 1];
    const { transducer } = parseTransducers(fst.bytes(bigEndianWeights)).sections[0]!;
    expect([...(transducer.weights ?? [])].sort((a, b) => a - b)).toEqual([-0.75, 0, 2.5]);
    expect([...transducer.finals.values()].sort((a, b) => a - b)).toEqual([0, 1]);
  });

  it('follows no loop, however short, and no character class, so a pattern ends rather than runs away', () => {
    const fst = new Builder();
    fst.word('uno', 'uno', ['num']);
    // [0-4]+<num>: five characters to one state, which loops on them.
    const digits = fst.state();
    for (const digit of '01234') {
      fst.add(0, digit, digits);
      fst.add(digits, digit, digits);
    }
    fst.finals.set(fst.add(digits, '<num>'), 0);
    // ab*<n>: a loop of one character, not a class.
    const loop = fst.add(0, 'a');
    fst.add(loop, 'b', loop);
    fst.finals.set(fst.add(loop, '<n>'), 0);
    const lt = parseTransducers(fst.bytes());
    expect([...entries(lt)].map(line)).toEqual(['uno<num> → uno<num>']);
  });

  it('takes four parallel characters for words, five for a class, as minClass says', () => {
    const fst = new Builder();
    const stem = fst.add(fst.add(0, 'x'), 'y');
    const ending = fst.state();
    for (const vowel of 'aeio') fst.add(stem, vowel, ending);
    fst.finals.set(fst.add(ending, '<n>'), 0);
    const lt = parseTransducers(fst.bytes());
    expect([...entries(lt)].map((e) => e.from)).toEqual(['xya', 'xye', 'xyi', 'xyo']);
    expect([...entries(lt, { minClass: 4 })]).toEqual([]);
  });

  it('leaves out a section of more paths than states by far, and paths longer than maxLength', () => {
    // [IVX]{4}<n>: a class too small to tell, but 81 paths through 6 states.
    const fst = new Builder();
    let state = 0;
    for (let k = 0; k < 4; k++) {
      const next = fst.state();
      for (const numeral of 'IVX') fst.add(state, numeral, next);
      state = next;
    }
    fst.finals.set(fst.add(state, '<n>'), 0);
    const lt = parseTransducers(fst.bytes());
    expect([...entries(lt)]).toEqual([]);
    expect([...entries(lt, { maxPerState: 100 })]).toHaveLength(81);
    expect([...entries(lt, { maxPerState: 100, maxLength: 4 })]).toEqual([]);
  });
});

describe('a file that is not a whole transducer', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lttoolbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is undefined when missing', () => {
    expect(readTransducers(path.join(dir, 'missing.bin'))).toBeUndefined();
    expect(bilingualEntries(path.join(dir, 'missing.bin'))).toBeUndefined();
  });

  it('throws when cut anywhere, has bytes after its end, is in the mmap format or is empty', () => {
    const fst = new Builder();
    fst.word('gatto', 'gato', ['n']);
    fst.word('cane', 'perro', ['n']);
    const bytes = fst.bytes();
    expect(parseTransducers(bytes).sections).toHaveLength(1);
    for (let length = 0; length < bytes.length; length++) {
      expect(() => parseTransducers(bytes.subarray(0, length))).toThrow(/not an lttoolbox transducer/);
    }
    expect(() => parseTransducers(Buffer.concat([bytes, Buffer.from([0])]))).toThrow(
      /bytes after the last section \(1\)/,
    );
    const mmap = Buffer.from(bytes);
    mmap[4] = 1;
    expect(() => parseTransducers(mmap)).toThrow(/mmap format/);
  });

  it.skipIf(!existsSync(ITA_SPA))('throws on a truncated real dictionary written to disk', () => {
    const bytes = readFileSync(ITA_SPA);
    const file = path.join(dir, 'truncated.bin');
    for (const fraction of [0.001, 0.01, 0.3, 0.5, 0.9, 0.999]) {
      writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * fraction)));
      expect(() => readTransducers(file)).toThrow(/truncated\.bin: not an lttoolbox transducer/);
    }
    writeFileSync(file, bytes);
    expect(readTransducers(file)?.sections.map((s) => s.name)).toEqual(['final@standard', 'main@standard']);
  });
});

describe.skipIf(!existsSync(ITA_SPA))('Italian to Spanish (apertium-spa-ita)', () => {
  let all: LtEntry[];
  beforeAll(() => {
    all = bilingualEntries(ITA_SPA)!;
  });

  it('translates lemmas of a part of speech', () => {
    const nouns = translations(all, ['n']);
    expect(nouns.get('figlio')).toEqual(['hijo']);
    expect(nouns.get('corso')).toEqual(['curso', 'transcurso']);
    expect(nouns.get('bagno')).toEqual(['baño']);
    expect(translations(all, ['vblex']).get('fare')).toEqual(['hacer']);
  });

  it('keeps a multiword’s spaces and #, and the gender the translation fixes', () => {
    expect(all).toContainEqual({
      section: 'main@standard',
      from: 'animale# da compagnia',
      tags: ['n', 'm'],
      to: 'mascota',
      toTags: ['n', 'f'],
    });
  });

  it('lists the main section’s 27 thousand entries, not the patterns of the other', () => {
    expect(all.length).toBeGreaterThan(25_000);
    expect(all.length).toBeLessThan(30_000);
    expect(new Set(all.map((e) => e.section))).toEqual(new Set(['main@standard']));
  });
});

describe.skipIf(!existsSync(SPA_ENG))('Spanish to English (apertium-eng-spa)', () => {
  let all: LtEntry[];
  beforeAll(() => {
    all = bilingualEntries(SPA_ENG)!;
  });

  it('translates as lt-proc -b does for a word’s tags, and by gender for a part of speech', () => {
    expect(translations(all, ['n', 'm', 'sg']).get('hijo')).toEqual(['son']);
    expect(translations(all, ['n', 'f', 'sg']).get('hijo')).toEqual(['daughter']);
    expect(translations(all, ['n']).get('hijo')).toEqual(
      expect.arrayContaining(['son', 'daughter', 'child']),
    );
    expect(translations(all, ['n']).get('curso')).toEqual(['course']);
  });

  it('drops the tags English has not on the output side', () => {
    expect(all).toContainEqual({
      section: 'main@standard',
      from: 'curso',
      tags: ['n', 'm'],
      to: 'course',
      toTags: ['n'],
    });
  });

  it('leaves out the patterns lt-proc still translates ("siglo XIV" → "14th century")', () => {
    expect(all.filter((e) => /^siglo [IVXLC]+$/.test(e.from))).toEqual([]);
    expect(all.length).toBeGreaterThan(30_000);
  });
});

describe.skipIf(!existsSync(ITA_CAT))('Italian to Catalan (apertium-cat-ita)', () => {
  let all: LtEntry[];
  beforeAll(() => {
    all = bilingualEntries(ITA_CAT)!;
  });

  it('translates nouns, past the web addresses the main section also holds', () => {
    expect(translations(all, ['n', 'm', 'sg']).get('corso')).toEqual(['cors', 'curs', 'passeig']);
    expect(translations(all, ['n', 'f', 'sg']).get('corso')).toEqual(['cursa']);
    expect(translations(all, ['n']).get('figlio')).toEqual(['fill']);
    expect(translations(all, ['n']).get('bagno')).toEqual(['bany']);
    expect(all.length).toBeLessThan(100_000);
  });
});

describe.skipIf(!existsSync(CAT_ENG))('Catalan to English (apertium-eng-cat)', () => {
  it('translates nouns', () => {
    const nouns = translations(bilingualEntries(CAT_ENG)!, ['n', 'f', 'sg']);
    expect(nouns.get('casa')).toEqual(['home', 'house']);
    expect(nouns.get('gat')).toEqual(['cat']);
    expect(translations(bilingualEntries(CAT_ENG)!, ['n', 'm', 'sg']).get('fill')).toEqual(['son']);
  });

  it.skipIf(!existsSync(CAT_ENG_GENERATOR))('reads the weights lt-print shows in the generator', () => {
    const main = readTransducers(CAT_ENG_GENERATOR)!.sections.find((s) => s.name === 'main@standard')!;
    expect(new Set(main.transducer.weights)).toEqual(new Set([0, 1, 2, 3]));
  });
});
