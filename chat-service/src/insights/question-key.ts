import type { Language } from '@vela/contracts';
import { stem, stopwords } from '../knowledge/analysis/stems.ts';
import { wordsOf } from '../knowledge/analysis/words.ts';

const MAX_KEY_TERMS = 12;

/**
 * What a question asks, as a key that two wordings of the same question share: its words without
 * stopwords, stemmed in the language it was asked in, without repeats, in alphabetical order ('Orari del
 * sabato?' and 'sabato, che orari fate?' give 'orar sab'). A question of stopwords alone keys on its words.
 */
export function questionKey(question: string, language: Language): string {
  const words = wordsOf(question);
  const content = words.filter((w) => !stopwords.has(w));
  const terms = new Set((content.length > 0 ? content : words).map((w) => stem(w, language)));
  return [...terms].sort().slice(0, MAX_KEY_TERMS).join(' ');
}

/**
 * Whether the visitor asks to be contacted, called back or sent a quote: then the chat offers its contact
 * form whatever the answer. The product decides this from the visitor's words (Italian and English word
 * families), never the model.
 */
export function asksForContact(question: string): boolean {
  const words = wordsOf(question);
  return (
    words.some((w) => contactWord.test(w)) ||
    /\b(get in touch|call (me|us)\b|talk to (a |an |some)|speak (to|with) (a |an |some)|parlare con (un|una|qualcuno))/i.test(
      question,
    )
  );
}

const contactWord =
  /^(contact|ricontatt|contatt|callback|quot(e|es|ation)|estimate|preventiv|richiam|chiamat|chiamarmi|chiamatemi|sentirci)/;
