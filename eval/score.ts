import { chatTexts, type Source } from '@vela/contracts';
import type { Fact, Question } from './questions.ts';

/**
 * Folds what differs between a page, an answer and a fact without changing its meaning: case, accents,
 * compatibility forms (non-breaking spaces, superscripts), curly quotes, dashes, markdown emphasis and
 * runs of whitespace. Decimal commas and points are kept: "34.50" and "34,50" are listed as two facts.
 */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[‘’‚‛′`´]/g, "'")
    .replace(/[“”„‟″«»]/g, '"')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/\*+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);
const isDigit = (c: string | undefined) => c !== undefined && /\d/.test(c);

/**
 * Whether `fact` occurs in `text` (both normalised) at a word start, and as a whole number when it
 * ends in a digit: "95" is not in "195", "9.95" or "950", "30" not in "19:30"; a word may
 * continue ("tuesday" is in "tuesdays").
 */
export function containsNormalised(text: string, fact: string): boolean {
  if (!fact) return false;
  for (let at = text.indexOf(fact); at !== -1; at = text.indexOf(fact, at + 1)) {
    const before = text[at - 1];
    const after = text[at + fact.length];
    const first = fact[0];
    const last = fact[fact.length - 1];
    if (isLetter(first) && (isLetter(before) || isDigit(before))) continue;
    if (isDigit(first) && (isDigit(before) || (/[.,:]/.test(before ?? '') && isDigit(text[at - 2]))))
      continue;
    if (
      isDigit(last) &&
      (isDigit(after) || (/[.,:]/.test(after ?? '') && isDigit(text[at + fact.length + 1])))
    )
      continue;
    return true;
  }
  return false;
}

/** Whether the answer holds the fact: the string, or every string of the list. */
export function holdsFact(answer: string, fact: Fact): boolean {
  const text = normalise(answer);
  const parts = typeof fact === 'string' ? [fact] : fact;
  return parts.every((part) => containsNormalised(text, normalise(part)));
}

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(0, i);
}

/** The sentence every 'I don't know' of the product opens with, per language (from `chatTexts`). */
export const declineSentences: string[] = Object.values(chatTexts).map((t) => {
  const shared = commonPrefix(t.dontKnow, t.dontKnowWithContacts).trim();
  return normalise(shared.length >= 20 ? shared : (t.dontKnow.split('.')[0] ?? t.dontKnow));
});

/** Whether the answer is the product's decline, in either language, with or without the contact link. */
export function isDecline(answer: string): boolean {
  const text = normalise(answer);
  return declineSentences.some((sentence) => text.includes(sentence));
}

/** The path of a source URL as the question sets write it: no trailing slash except the root. */
export function pathOf(url: string): string {
  const pathname = URL.canParse(url) ? new URL(url).pathname : url;
  const decoded = decodeURIComponent(pathname);
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

export interface Answer {
  text: string;
  sources: Source[];
  /** Set when the chat failed (a refused message or an answer:error). */
  error?: string;
}

export interface Verdict {
  pass: boolean;
  declined: boolean;
  /** The expected fact found, if any. */
  matched?: Fact;
  /** Rejected facts that the answer holds. */
  rejected: string[];
  /** For passing on-site answers: distinct cited pages, and how many of them hold the fact. */
  citations?: { cited: number; relevant: number };
}

/**
 * Strict scoring. On the site: one expected fact, no rejected one, and not a decline. Not on the site:
 * a decline, nothing else.
 */
export function scoreAnswer(
  question: Pick<Question, 'category' | 'expect' | 'reject' | 'pages'>,
  answer: Answer,
): Verdict {
  if (answer.error) return { pass: false, declined: false, rejected: [] };
  const declined = isDecline(answer.text);
  if (question.category === 'not-on-site') return { pass: declined, declined, rejected: [] };
  const matched = question.expect.find((fact) => holdsFact(answer.text, fact));
  const rejected = question.reject.filter((fact) => holdsFact(answer.text, fact));
  const pass = matched !== undefined && rejected.length === 0 && !declined;
  if (!pass) return { pass, declined, matched, rejected };
  const pages = new Set(question.pages.map(pathOf));
  const cited = [...new Set(answer.sources.map((s) => pathOf(s.url)))];
  return {
    pass,
    declined,
    matched,
    rejected,
    citations: { cited: cited.length, relevant: cited.filter((p) => pages.has(p)).length },
  };
}

/** Of all sources cited by passing on-site answers, the share that names a page holding the fact. */
export function citationPrecision(verdicts: Verdict[]): { cited: number; relevant: number; share: number } {
  let cited = 0;
  let relevant = 0;
  for (const v of verdicts) {
    cited += v.citations?.cited ?? 0;
    relevant += v.citations?.relevant ?? 0;
  }
  return { cited, relevant, share: cited ? relevant / cited : 0 };
}

/** The nearest-rank percentile (p in 0..100) of the values; 0 when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? 0;
}
