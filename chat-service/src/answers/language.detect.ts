import type { Language } from '@vela/contracts';
import { stopwordLanguage } from '../knowledge/analysis/stems.ts';
import { fold } from '../knowledge/analysis/words.ts';

const italianMarkers = new Set(
  `il lo la gli le un una che di del della dei per con non come quando quanto quanta quanti dove chi perche
  avete siete fate potete posso vorrei sono e orari prezzo costa aperto chiuso grazie ciao buongiorno qual quale
  cosa sul sulla nel nella al alla anche mi ci si ne ho hai ha`.split(/\s+/),
);
const englishMarkers = new Set(
  `the a an is are do does what when where who why how which can could would you your we our of for with
  to in on at open closed price cost much many thanks hello hi please have has it this that there`.split(
    /\s+/,
  ),
);

/**
 * The visitor's language from their own words (the markers above and each language's own stopwords):
 * Italian or English, `fallback` when it cannot tell.
 */
export function detectLanguage(text: string, fallback: Language = 'en'): Language {
  let it = 0;
  let en = 0;
  for (const word of fold(text).split(/[^\p{L}]+/u)) {
    const stopword = stopwordLanguage(word);
    if (italianMarkers.has(word) || stopword === 'it') it++;
    if (englishMarkers.has(word) || stopword === 'en') en++;
  }
  if (/[àèéìòù]/i.test(text)) it++;
  if (it === en) return mostlyVowelEndings(text) ? 'it' : fallback;
  return it > en ? 'it' : 'en';
}

/** Italian words end in a vowel far more often than English ones: a tie-breaker for short questions. */
function mostlyVowelEndings(text: string): boolean {
  const words = fold(text)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 2);
  if (words.length < 2) return false;
  return words.filter((w) => /[aeiou]$/.test(w)).length / words.length >= 0.8;
}

/**
 * The language to answer in: the question's own, or, when its words cannot tell ('And from Florence?'),
 * the language of the visitor's earlier questions in the conversation, else the bot's.
 */
export function conversationLanguage(question: string, earlier: readonly string[], bot: Language): Language {
  const before = earlier.reduce<Language>((language, text) => detectLanguage(text, language), bot);
  return detectLanguage(question, before);
}
