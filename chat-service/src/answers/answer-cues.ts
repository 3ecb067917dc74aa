/**
 * What kind of answer a question wants, how a sentence that holds one looks, and words that find the
 * page holding it: 'How much is the focaccia?' wants a price, so 'Prezzo: 2,80 € a trancio.' answers
 * it without repeating a word of it.
 */
const cues: { asks: RegExp; looksLike: RegExp; hints: string }[] = [
  {
    asks: /\b(quanto cost|cost[aio]|prezz|tariff|how much|price|cost)/i,
    looksLike: /€|\beuro\b|\$|£|\bprezz|\bprice/i,
    hints: 'prezzo prezzi euro',
  },
  {
    asks: /\b(che ora|a che ora|orari|quando|apr[ei]|aperti|chiud|what time|when|open|hours|close)/i,
    looksLike: /\b\d{1,2}[:.]\d{2}\b|\bdalle \d|\bfrom \d|\b\d{1,2} ?(am|pm)\b/i,
    hints: 'orari aperti',
  },
  {
    asks: /\b(giorno|giorni|which day|what day|days)\b/i,
    looksLike:
      /\b(luned|marted|mercoled|gioved|venerd|sabato|domenica|monday|tuesday|wednesday|thursday|friday|saturday|sunday)/i,
    hints: 'orari giorni chiusi',
  },
  {
    asks: /\b(telefon|numero|chiamar|phone|call|number)/i,
    looksLike: /\+?\d[\d ]{6,}\d/,
    hints: 'telefono contatti',
  },
  {
    asks: /\b(indirizz|dove si trova|dove siete|address|where are|located)/i,
    looksLike: /\b(via|viale|piazza|corso|street|road|avenue)\b|\b\d{5}\b/i,
    hints: 'indirizzo via piazza contatti',
  },
  { asks: /\b(e-?mail|mail)\b/i, looksLike: /\S+@\S+\.\w+/, hints: 'email contatti' },
  {
    asks: /\b(chi ha|chi è|fondat|who|founded|owner)/i,
    looksLike: /\b(fondat|founded|da [A-Z][a-z]+ [A-Z]|by [A-Z])/,
    hints: 'fondato storia',
  },
];

/** The cues a question carries; a sentence scores one point per cue it satisfies. */
export function answerCues(question: string) {
  const wanted = cues.filter((c) => c.asks.test(question));
  return (sentence: string) => wanted.filter((c) => c.looksLike.test(sentence)).length;
}

/** Words to search for beside the question's own, so the page holding that kind of answer is found. */
export function cueHints(question: string): string {
  return cues
    .filter((c) => c.asks.test(question))
    .map((c) => c.hints)
    .join(' ');
}
