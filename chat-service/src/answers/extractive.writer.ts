import { chatTexts, type Language, type Source } from '@vela/contracts';
import type { KnowledgeHit } from '../knowledge/knowledge.search.ts';
import { termMatcher, wordsOf } from './answer.retrieve.ts';
import type { Answer, AnswerWriter } from './answer.types.ts';
import { answerCues } from './answer-cues.ts';
import { streamWords } from './token.stream.ts';

const MAX_SENTENCES = 3;
const MAX_CHARS = 480;

interface Sentence {
  hit: KnowledgeHit;
  rank: number;
  position: number;
  text: string;
  /** Question terms in the sentence itself. */
  own: number;
  /** Question terms in the sentence with its page title and heading. */
  covered: number;
  /** Kinds of answer the question wants (a price, a time…) that the sentence holds. */
  cue: number;
}

const total = (s: Sentence) => s.covered + s.cue;

/** Splits a chunk into sentences, skipping heading lines (their words count through `hit.heading`). */
function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .filter((line) => !line.trimStart().startsWith('#'))
    .flatMap((line) => line.split(/(?<=[.!?;])\s+(?=[\p{Lu}\p{N}"«(])/u))
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter((s) => s.length > 2);
}

function scoreSentences(question: string, passages: KnowledgeHit[]) {
  const matcher = termMatcher(question);
  const cueScore = answerCues(question);
  const sentences: Sentence[] = passages.flatMap((hit, rank) => {
    const context = wordsOf(`${hit.title} ${hit.heading}`);
    return sentencesOf(hit.text).map((text, position) => {
      const words = wordsOf(text);
      return {
        hit,
        rank,
        position,
        text,
        own: matcher.matched(words),
        covered: matcher.matched([...words, ...context]),
        cue: cueScore(text),
      };
    });
  });
  return { sentences, terms: matcher.count };
}

const better = (a: Sentence, b: Sentence) =>
  total(b) - total(a) || a.rank - b.rank || b.own - a.own || a.position - b.position;

/** As good as the best: nearly as many of the question's words, and the kind of answer it wants. */
const asGoodAs = (best: Sentence) => (s: Sentence) =>
  s.own > 0 && s.cue >= best.cue && total(s) >= total(best) - 1;

/** The best sentence and, from the same passage, those next to it that also speak of the question. */
function pickSentences(sentences: Sentence[], best: Sentence): Sentence[] {
  const siblings = sentences
    .filter((s) => s.hit === best.hit && s !== best && Math.abs(s.position - best.position) <= 2)
    .filter(asGoodAs(best))
    .sort(better);
  const picked = [best];
  let length = best.text.length;
  for (const s of siblings) {
    if (picked.length >= MAX_SENTENCES || length + s.text.length > MAX_CHARS) break;
    picked.push(s);
    length += s.text.length;
  }
  return picked.sort((a, b) => a.position - b.position);
}

const leadIn: Record<Language, (title: string) => string> = {
  en: (title) => `According to “${title}”:`,
  it: (title) => `Secondo la pagina «${title}»:`,
};

/** The honest answer when the knowledge does not hold one, pointing to the contact page when known. */
export function dontKnow(language: Language, contact: Source | undefined): Answer {
  const t = chatTexts[language];
  return contact
    ? { text: t.dontKnowWithContacts.replace('{contacts}', contact.url), sources: [contact] }
    : { text: t.dontKnow, sources: [] };
}

/**
 * Without a language model: the sentences of the best passages that hold most of the question's words
 * (or the kind of answer it wants), introduced by the page they come from. When no sentence holds at
 * least half of them, the answer is not there and the visitor is pointed to the contact page.
 */
export const extractiveWriter: AnswerWriter = {
  async write({ question, passages, language, contact }, onToken, signal) {
    const { sentences, terms } = scoreSentences(question, passages);
    const best = [...sentences].sort(better)[0];
    const needed = Math.max(1, Math.ceil(terms / 2));
    const answer =
      best && best.own + best.cue > 0 && total(best) >= needed
        ? compose(language, sentences, best)
        : dontKnow(language, contact);
    await streamWords(answer.text, onToken, signal);
    return answer;
  },
};

function compose(language: Language, sentences: Sentence[], best: Sentence): Answer {
  const picked = pickSentences(sentences, best);
  const sources: Source[] = [{ url: best.hit.source, title: best.hit.title }];
  let text = `${leadIn[language](best.hit.title)} ${picked.map((s) => s.text).join(' ')}`;
  const other = [...sentences]
    .sort(better)
    .find(
      (s) => s.hit.source !== best.hit.source && s.own > 0 && s.cue >= best.cue && total(s) >= total(best),
    );
  if (other && text.length + other.text.length < MAX_CHARS * 1.5) {
    text += `\n\n${leadIn[language](other.hit.title)} ${other.text}`;
    sources.push({ url: other.hit.source, title: other.hit.title });
  }
  return { text, sources };
}
