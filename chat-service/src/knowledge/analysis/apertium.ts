import path from 'node:path';
import { bilingualEntries, type LtEntry } from './lttoolbox.ts';

/** Where Debian's apertium-* language-pair packages put their compiled dictionaries. */
export const APERTIUM_DIR = '/usr/share/apertium';

/**
 * Debian ships no Apertium pair between Italian and English, but its Spanish and Catalan pairs chain them:
 * Italian 'corso' is Spanish 'curso', which is English 'course'; Catalan 'curs' is 'course' too. Each chain
 * is a pivot of its own, its first dictionary into the pivot language and its second out of it.
 */
const CHAINS = [
  ['apertium-spa-ita/ita-spa', 'apertium-eng-spa/spa-eng'],
  ['apertium-cat-ita/ita-cat', 'apertium-eng-cat/cat-eng'],
] as const;

/** One lower-case word of letters: no multiword, name or abbreviation. */
const ONE_WORD = /^\p{Ll}[\p{Ll}'’-]*\p{Ll}$/u;
/** Parts of speech a name or an abbreviation has, whose translations are no words to search for. */
const NAMES = new Set(['np', 'abbr', 'acr']);

const usable = (e: LtEntry) =>
  ONE_WORD.test(e.from) && ONE_WORD.test(e.to) && !NAMES.has(e.tags[0] ?? '') && e.from !== e.to;

/**
 * For each installed chain, the English words its two dictionaries lead an Italian one-word lemma to, through
 * a pivot word of the same part of speech ('figlio', a noun, through Spanish 'hijo', a noun, to 'son',
 * 'daughter' and 'child'). Chains whose packages are missing are left out.
 */
export function apertiumPivots(dir = APERTIUM_DIR): Map<string, string[]>[] {
  return CHAINS.flatMap(([into, outOf]) => {
    const first = bilingualEntries(path.join(dir, `${into}.autobil.bin`));
    const second = first && bilingualEntries(path.join(dir, `${outOf}.autobil.bin`));
    if (!first || !second) return [];
    const onward = new Map<string, Set<string>>();
    for (const e of second) {
      if (!usable(e)) continue;
      const key = `${e.from}<${e.tags[0] ?? ''}>`;
      onward.set(key, (onward.get(key) ?? new Set()).add(e.to));
    }
    const reached = new Map<string, Set<string>>();
    for (const e of first) {
      if (!usable(e)) continue;
      const targets = onward.get(`${e.to}<${e.toTags[0] ?? e.tags[0] ?? ''}>`);
      if (!targets) continue;
      const words = reached.get(e.from) ?? new Set<string>();
      for (const target of targets) if (target !== e.from) words.add(target);
      reached.set(e.from, words);
    }
    return [new Map(Array.from(reached, ([word, targets]) => [word, [...targets]]))];
  });
}
