import type { Concept } from '../knowledge/analysis/question.ts';
import { stem, stemLanguages } from '../knowledge/analysis/stems.ts';
import { wordsOf } from '../knowledge/analysis/words.ts';
import type { KnowledgeHit } from '../knowledge/knowledge.search.ts';
import { daysAsked, daysIn } from './weekdays.ts';

/** One quotable piece of a passage: a sentence, or a short value line read with its label. */
export interface Quote {
  hit: KnowledgeHit;
  /** Order of the passage among those retrieved. */
  rank: number;
  /** Index of the line in the passage, and of the sentence in the line. */
  line: number;
  position: number;
  /** What is quoted: the sentence, preceded by its label when the sentence is only a value. */
  text: string;
  /** The heading the sentence sits under, inside the passage or above it. */
  heading: string;
}

const VALUE_LINE = 60;

/** The forms a text's words take in the index (as they are, and stemmed in Italian and English). */
export function formsOf(text: string): Set<string> {
  const forms = new Set<string>();
  for (const word of wordsOf(text)) {
    forms.add(word);
    for (const language of stemLanguages) forms.add(stem(word, language));
  }
  return forms;
}

/** How strongly a concept is present among `forms`: the weight of its best form found (0 when absent). */
export function presence(concept: Concept, forms: Set<string>): number {
  let best = 0;
  for (const v of concept.variants) if (forms.has(v.term)) best = Math.max(best, v.weight);
  return best;
}

/** Splits passages into quotes: heading lines name what follows; a bare value line keeps its label. */
export function quotesOf(passages: KnowledgeHit[]): Quote[] {
  return passages.flatMap((hit, rank) => {
    const quotes: Quote[] = [];
    let heading = hit.heading.split(' › ').at(-1) ?? '';
    let previousLine = '';
    hit.text.split(/\n+/).forEach((raw, line) => {
      const text = raw.trim().replace(/^-\s+/, '').replace(/\s+/g, ' ');
      const headingLine = /^#+\s+(.*)$/.exec(text);
      if (headingLine) {
        heading = headingLine[1] ?? '';
        previousLine = '';
        return;
      }
      if (text.length < 2) return;
      const sentences = text.split(/(?<=[.!?;])\s+(?=[\p{Lu}\p{N}"«(])/u);
      sentences.forEach((sentence, position) => {
        const label = sentences.length === 1 && isBareValue(sentence) ? previousLine || heading : '';
        quotes.push({
          hit,
          rank,
          line,
          position,
          text: label && !sentence.includes(label) ? `${label.replace(/[:.]$/, '')}: ${sentence}` : sentence,
          heading,
        });
      });
      // A short line that is no sentence names the bare values after it ('Telefono', 'Essenziale'); a value does not.
      if (isLabel(text)) previousLine = text;
    });
    return quotes;
  });
}

/** A short line that is neither a value nor a sentence: a name for what follows. */
function isLabel(line: string): boolean {
  return line.length <= VALUE_LINE && !isBareValue(line) && !/[.!?]$/.test(line);
}

/** A short line that is mostly a value (a phone, a price, a time) and means little without its label. */
export function isBareValue(line: string): boolean {
  if (line.length > VALUE_LINE) return false;
  const letters = line.replace(/[^\p{L}]/gu, '').length;
  return /\d|@/.test(line) && letters < line.length * 0.6;
}

/** Whether the weekday a question asks about is in a quote, named or inside a range. */
export function coversDaysAsked(question: string, text: string): boolean | undefined {
  const asked = daysAsked(question);
  if (asked.length === 0) return undefined;
  const named = daysIn(text);
  return asked.every((d) => named.has(d));
}
