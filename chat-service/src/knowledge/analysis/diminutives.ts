import { type BilingualDictionary, sharedDictionary } from './dictionary.ts';
import { stem } from './stems.ts';

/** Italian diminutive endings: '-ino', '-etto', '-ello' and their feminine and plural forms. */
const DIMINUTIVE = /^(\p{L}{3,})(?:in|ett|ell)[oaie]$/u;
const BASE_ENDINGS = ['o', 'a', 'e'];

/**
 * The stem of the word an Italian diminutive is made from ('mercatino' → 'mercato', 'casetta' → 'casa',
 * 'armadietto' → 'armadio'), when the dictionary knows that word; undefined otherwise. A small market is
 * still a market: a question about the Christmas market is answered by 'il mercatino di Natale'.
 */
export function diminutiveBase(
  word: string,
  dictionary: BilingualDictionary | undefined = sharedDictionary(),
): string | undefined {
  const match = DIMINUTIVE.exec(word);
  if (!match?.[1] || !dictionary) return undefined;
  const own = stem(word, 'it');
  for (const ending of BASE_ENDINGS) {
    const base = stem(`${match[1]}${ending}`, 'it');
    if (base !== own && dictionary.translate(base, 'it').length > 0) return base;
  }
  return undefined;
}
