import { GLUED_UNIT } from './units.ts';

/** Lower case without accents, as every index and query compares words. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Litres after a number ('3 l', '0,75l'), not the article before a word ('3 l'anno'). */
const LITRES = /(\d)\s*l\b(?!['’])/g;

/**
 * The folded words of a text: runs of letters or digits ('l'orario' gives 'l' and 'orario'); a number printed
 * against its unit is two words ('1kg' gives '1' and 'kg', as '1 kg' does), and a litre's 'l', which is also
 * the article, is written out ('3 l' gives '3' and 'litre', as a visitor's '3 litri' or '3 litres' are read).
 */
export function wordsOf(text: string): string[] {
  return fold(text)
    .replace(GLUED_UNIT, '$1 $2')
    .replace(LITRES, '$1 litre')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The joined forms of a text's hyphenated words ('wi-fi' → 'wifi', 'check-in' → 'checkin', 'e-mail' →
 * 'email'): pages and visitors write them both ways.
 */
export function compoundsOf(text: string): string[] {
  return [...text.matchAll(/(\p{L}+)[-‐](\p{L}+)/gu)].map((m) => fold(`${m[1]}${m[2]}`));
}
