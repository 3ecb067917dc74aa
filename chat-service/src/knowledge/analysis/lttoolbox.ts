import { existsSync, readFileSync } from 'node:fs';

/**
 * A reader of lttoolbox's compiled transducers (Apertium's '.bin' dictionaries, as lt-comp writes them in
 * its compressed format), pure TypeScript so a server can list a bilingual dictionary's entries without
 * the Apertium tools: Italian 'corso' as a noun is Spanish 'curso' or 'transcurso'.
 *
 * The format, as lttoolbox 3.7 writes it: an optional 'LTTB' header and a little-endian 64-bit features
 * word; the alphabetic letters (a string); the alphabet (its tags, then the symbol pairs the transitions
 * are labelled with, each side biased by the tag count: negative is a tag, 0 epsilon, positive a code
 * point); then the sections, each a name and a transducer (an optional 'LTTD' header and features word,
 * whose lowest bit says weights follow; the initial state; the finals, delta-coded; the states, each with
 * its transitions: a delta-coded pair index and a target relative to the state, modulo the state count).
 * Numbers are 'multibyte': 1 to 4 bytes, big-endian, the first byte's top two bits saying how many more.
 */

/** One transducer: its states' transitions in flat arrays, state s's from offsets[s] to offsets[s + 1]. */
export interface LtTransducer {
  initial: number;
  /** The final states, with their weights (0 when the file has none). */
  finals: Map<number, number>;
  offsets: Uint32Array;
  /** Each transition's index in the file's symbol pairs. */
  labels: Uint32Array;
  targets: Uint32Array;
  /** Each transition's weight, when the transducer is weighted. */
  weights?: Float64Array;
}

/** A compiled file: its alphabet and its sections ('main@standard', 'regex@standard'…). */
export interface LtFile {
  /** The characters the file counts as letters (lt-proc's word boundaries); a bilingual one may list few. */
  letters: string;
  /** The tag names, without brackets: symbol -1 is tags[0]. */
  tags: string[];
  /** The symbol pairs, flat: pair i is input pairs[2i], output pairs[2i + 1]. */
  pairs: Int32Array;
  sections: { name: string; transducer: LtTransducer }[];
}

const LTTB = 0x4254544c; // 'LTTB', read little-endian
const LTTD = 0x4454544c; // 'LTTD'
const LTF_MMAP = 1n;
const LTF_UNKNOWN = 2n;
const TDF_WEIGHTS = 1n;
const TDF_UNKNOWN = 4n;
const MAX_CODE_POINT = 0x10ffff;

/** A cursor over the file's bytes that throws, rather than reading zeros, past their end. */
class Reader {
  at = 0;
  constructor(
    private readonly bytes: Buffer,
    private readonly file: string,
  ) {}

  fail(what: string): never {
    throw new Error(`${this.file}: not an lttoolbox transducer: ${what} at byte ${this.at}`);
  }

  get left(): number {
    return this.bytes.length - this.at;
  }

  /** Whether the next four bytes are a header's magic ('LTTB', 'LTTD'); if so, they are read. */
  magic(value: number): boolean {
    if (this.left < 4 || this.bytes.readUInt32LE(this.at) !== value) return false;
    this.at += 4;
    return true;
  }

  /**
   * A features word, whose flags are all below `unknown`: little-endian in lttoolbox's sources, but
   * Debian's lttoolbox 3.7 files hold a transducer's big-endian (weights as 00…01, which its tools read
   * as weighted). Whichever order gives known flags is the one written.
   */
  features(unknown: bigint): bigint {
    if (this.left < 8) this.fail('a truncated features word');
    const little = this.bytes.readBigUInt64LE(this.at);
    const big = this.bytes.readBigUInt64BE(this.at);
    this.at += 8;
    if (little < unknown) return little;
    if (big < unknown) return big;
    this.fail(`features ${little.toString(16)} unknown`);
  }

  /** lttoolbox's multibyte number: the first byte's top two bits say how many bytes follow it. */
  int(): number {
    const bytes = this.bytes;
    const at = this.at;
    if (at >= bytes.length) this.fail('a truncated number');
    const first = bytes[at]!;
    const more = first >> 6;
    if (at + more >= bytes.length) this.fail('a truncated number');
    let value = first & 0x3f;
    for (let i = 1; i <= more; i++) value = value * 256 + bytes[at + i]!;
    this.at = at + more + 1;
    return value;
  }

  /** A count of things each at least a byte long, so a corrupt count fails here, not after a long loop. */
  count(what: string): number {
    const n = this.int();
    if (n > this.left) this.fail(`${what} count ${n} beyond the file's end`);
    return n;
  }

  /** A string: its length, then its code points as multibyte numbers. */
  string(): string {
    const length = this.count('string');
    let text = '';
    for (let i = 0; i < length; i++) {
      const code = this.int();
      if (code > MAX_CODE_POINT) this.fail(`code point ${code}`);
      text += String.fromCodePoint(code);
    }
    return text;
  }

  /**
   * lttoolbox's 'long multibyte' double: a 30-bit-scaled signed mantissa and an exponent, each one
   * multibyte number or, from 2^26 up, two (the top bits flagged, then the low 26).
   */
  double(): number {
    const part = (): number => {
      const up = this.int();
      // Both halves are 32-bit two's-complement integers in the writer; `| 0` keeps that.
      return up < 0x04000000 ? up | 0 : ((up & 0x03ffffff) << 26) | this.int() | 0;
    };
    const mantissa = part();
    const exponent = part();
    return (mantissa / 0x40000000) * 2 ** exponent;
  }
}

/** The alphabet: the tags, then the pairs, each side biased by the tag count to be written unsigned. */
function readAlphabet(reader: Reader): { tags: string[]; pairs: Int32Array } {
  const tagCount = reader.count('tag');
  const tags: string[] = [];
  for (let i = 0; i < tagCount; i++) tags.push(reader.string());
  const pairCount = reader.count('symbol pair');
  const pairs = new Int32Array(pairCount * 2);
  for (let i = 0; i < pairCount * 2; i++) {
    const symbol = reader.int() - tagCount;
    if (symbol > MAX_CODE_POINT) reader.fail(`symbol ${symbol}`);
    pairs[i] = symbol;
  }
  return { tags, pairs };
}

function readTransducer(reader: Reader, pairCount: number): LtTransducer {
  let weighted = false;
  if (reader.magic(LTTD)) {
    weighted = (reader.features(TDF_UNKNOWN) & TDF_WEIGHTS) !== 0n;
  }
  const initial = reader.int();
  const finalCount = reader.count('final state');
  const finals = new Map<number, number>();
  let state = 0;
  for (let i = 0; i < finalCount; i++) {
    state += reader.int();
    finals.set(state, weighted ? reader.double() : 0);
  }
  const stateCount = reader.count('state');
  if (initial >= stateCount) reader.fail(`initial state ${initial} of ${stateCount}`);
  for (const final of finals.keys())
    if (final >= stateCount) reader.fail(`final state ${final} of ${stateCount}`);

  // Each transition takes two bytes at least: room enough for all of them, trimmed once read.
  const room = Math.floor(reader.left / 2);
  const offsets = new Uint32Array(stateCount + 1);
  const labels = new Uint32Array(room);
  const targets = new Uint32Array(room);
  const weights = weighted ? new Float64Array(room) : undefined;
  let count = 0;
  for (let source = 0; source < stateCount; source++) {
    offsets[source] = count;
    const transitions = reader.count('transition');
    if (count + transitions > room) reader.fail(`transition count ${transitions} beyond the file's end`);
    let label = 0;
    for (let i = 0; i < transitions; i++, count++) {
      label += reader.int();
      if (label >= pairCount) reader.fail(`symbol pair ${label} of ${pairCount}`);
      labels[count] = label;
      targets[count] = (source + reader.int()) % stateCount;
      if (weights) weights[count] = reader.double();
    }
  }
  offsets[stateCount] = count;
  return {
    initial,
    finals,
    offsets,
    labels: labels.slice(0, count),
    targets: targets.slice(0, count),
    ...(weights ? { weights: weights.slice(0, count) } : {}),
  };
}

/** A compiled file's contents, from its bytes; throws on anything but a whole, compressed-format file. */
export function parseTransducers(bytes: Buffer, file = 'transducer'): LtFile {
  const reader = new Reader(bytes, file);
  if (reader.magic(LTTB)) {
    if (reader.features(LTF_UNKNOWN) & LTF_MMAP)
      reader.fail('the mmap format, which this reader does not read,');
  }
  const letters = reader.string();
  const { tags, pairs } = readAlphabet(reader);
  const sectionCount = reader.count('section');
  const sections: LtFile['sections'] = [];
  for (let i = 0; i < sectionCount; i++) {
    const name = reader.string();
    sections.push({ name, transducer: readTransducer(reader, pairs.length / 2) });
  }
  if (reader.left > 0) reader.fail(`bytes after the last section (${reader.left})`);
  return { letters, tags, pairs, sections };
}

/** A compiled file's contents, or undefined when it does not exist; throws on a malformed one. */
export function readTransducers(file: string): LtFile | undefined {
  if (!existsSync(file)) return undefined;
  return parseTransducers(readFileSync(file), file);
}

/** One path through a bilingual dictionary: its input and output sides, their characters and tags apart. */
export interface LtEntry {
  /** The section the path runs through ('main@standard'). */
  section: string;
  /**
   * The input side's characters: a lemma, spaces kept ('Africa subsahariana'), '#' after the inflected
   * word of a multiword whose rest does not inflect ('dar# a entender', the tags come after the rest).
   */
  from: string;
  /** The input side's tags, without brackets, in order: the part of speech first ('n', 'm'). */
  tags: string[];
  to: string;
  /** The output side's tags: its part of speech, and a gender only when the translation fixes one. */
  toTags: string[];
}

/** Limits on the paths enumerated, against a dictionary's regular expressions (see `entries`). */
export interface PathLimits {
  /** The most transitions a path may take, epsilons included (256). */
  maxLength?: number;
  /** The fewest parallel character transitions from one state to another taken for a character class (5). */
  minClass?: number;
  /** The most paths per state a section may have before it is taken for a section of patterns (10). */
  maxPerState?: number;
}

/** Whether each state lies on a cycle: Tarjan's strongly connected components, without recursion. */
function cyclicStates(t: LtTransducer): Uint8Array {
  const n = t.offsets.length - 1;
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const cyclic = new Uint8Array(n);
  const stack: number[] = [];
  const work: number[] = [];
  const next: number[] = [];
  let counter = 0;
  const visit = (state: number) => {
    index[state] = low[state] = counter++;
    stack.push(state);
    onStack[state] = 1;
    work.push(state);
    next.push(t.offsets[state]!);
  };
  for (let root = 0; root < n; root++) {
    if (index[root] !== -1) continue;
    visit(root);
    while (work.length > 0) {
      const u = work[work.length - 1]!;
      const i = next[next.length - 1]!;
      if (i < t.offsets[u + 1]!) {
        next[next.length - 1] = i + 1;
        const v = t.targets[i]!;
        if (v === u) cyclic[u] = 1;
        if (index[v] === -1) visit(v);
        else if (onStack[v]) low[u] = Math.min(low[u]!, index[v]!);
        continue;
      }
      work.pop();
      next.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low[parent] = Math.min(low[parent]!, low[u]!);
      if (low[u] !== index[u]) continue;
      const component = stack.splice(stack.lastIndexOf(u));
      for (const v of component) {
        onStack[v] = 0;
        if (component.length > 1) cyclic[v] = 1;
      }
    }
  }
  return cyclic;
}

/**
 * The transitions a path may take: none into a state on a cycle, none of a character class (`minClass`
 * or more transitions on characters from one state to the same other).
 */
function usableTransitions(lt: LtFile, t: LtTransducer, minClass: number): Uint8Array {
  const cyclic = cyclicStates(t);
  const usable = new Uint8Array(t.labels.length);
  const characters = new Map<number, number>();
  for (let state = 0; state + 1 < t.offsets.length; state++) {
    const start = t.offsets[state]!;
    const end = t.offsets[state + 1]!;
    characters.clear();
    for (let i = start; i < end; i++) {
      if (lt.pairs[2 * t.labels[i]!]! > 0)
        characters.set(t.targets[i]!, (characters.get(t.targets[i]!) ?? 0) + 1);
    }
    for (let i = start; i < end; i++) {
      const target = t.targets[i]!;
      const inClass = lt.pairs[2 * t.labels[i]!]! > 0 && characters.get(target)! >= minClass;
      usable[i] = cyclic[target] || inClass ? 0 : 1;
    }
  }
  return usable;
}

/** How many paths lead from the initial state to a final one by usable transitions (which make no cycle). */
function countPaths(t: LtTransducer, usable: Uint8Array, final: Uint8Array): number {
  const n = t.offsets.length - 1;
  const counts = new Float64Array(n).fill(-1);
  const work = [t.initial];
  const next = [t.offsets[t.initial]!];
  while (work.length > 0) {
    const state = work[work.length - 1]!;
    const i = next[next.length - 1]!;
    if (i < t.offsets[state + 1]!) {
      next[next.length - 1] = i + 1;
      const target = t.targets[i]!;
      if (usable[i] && counts[target] === -1) {
        work.push(target);
        next.push(t.offsets[target]!);
      }
      continue;
    }
    work.pop();
    next.pop();
    let count = 0;
    for (let k = t.offsets[state]!; k < t.offsets[state + 1]!; k++) {
      const target = t.targets[k]!;
      if (usable[k]) count += final[target]! + counts[target]!;
    }
    counts[state] = count;
  }
  return counts[t.initial]!;
}

/**
 * Every path from a section's initial state to a final one, depth first, as a bilingual dictionary's
 * entries. The dictionary's regular expressions (numbers, times, web addresses, 'siglo XIV' → '14th
 * century') would make them endless or countless: a path enters no state on a cycle, takes no transition
 * of a character class (a word list has two or three, 'figli' + 'o' | 'a'), is at most `maxLength` long,
 * and a section with more paths than `maxPerState` times its states is left out as one of patterns.
 */
export function* entries(lt: LtFile, limits: PathLimits = {}): Generator<LtEntry> {
  const { maxLength = 256, minClass = 5, maxPerState = 10 } = limits;
  // Each pair side's text once: its character, or its tag's name (negative pair sides).
  const names = Array.from(lt.pairs, (symbol) =>
    symbol < 0 ? lt.tags[-symbol - 1]! : String.fromCodePoint(symbol),
  );
  const text = (labels: Int32Array, depth: number, side: number, tags: string[]): string => {
    let characters = '';
    for (let k = 0; k < depth; k++) {
      const at = 2 * labels[k]! + side;
      const symbol = lt.pairs[at]!;
      if (symbol > 0) characters += names[at];
      else if (symbol < 0) tags.push(names[at]!);
    }
    return characters;
  };
  for (const { name, transducer: t } of lt.sections) {
    const n = t.offsets.length - 1;
    const final = new Uint8Array(n);
    for (const state of t.finals.keys()) final[state] = 1;
    const usable = usableTransitions(lt, t, minClass);
    if (countPaths(t, usable, final) > maxPerState * n) continue;
    // Without cycles, no path is longer than the states are many.
    const longest = Math.min(maxLength, n);
    const labels = new Int32Array(longest);
    const states = new Uint32Array(longest + 1);
    const next = new Uint32Array(longest + 1);
    let depth = 0;
    states[0] = t.initial;
    next[0] = t.offsets[t.initial]!;
    while (depth >= 0) {
      const i = next[depth]!;
      if (i === t.offsets[states[depth]! + 1]) {
        depth--;
        continue;
      }
      next[depth] = i + 1;
      if (!usable[i] || depth === longest) continue;
      const target = t.targets[i]!;
      labels[depth] = t.labels[i]!;
      depth++;
      states[depth] = target;
      next[depth] = t.offsets[target]!;
      if (!final[target]) continue;
      const tags: string[] = [];
      const toTags: string[] = [];
      const from = text(labels, depth, 0, tags);
      yield { section: name, from, tags, to: text(labels, depth, 1, toTags), toTags };
    }
  }
}

/** A bilingual dictionary's entries (see `entries`), or undefined when the file does not exist. */
export function bilingualEntries(file: string, limits?: PathLimits): LtEntry[] | undefined {
  const lt = readTransducers(file);
  return lt && [...entries(lt, limits)];
}
