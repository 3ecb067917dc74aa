import { FormSet } from './analysis/forms.ts';
import type { Concept } from './analysis/question.ts';
import type { HitRow } from './knowledge.search.sqlite.ts';

/** How often each term occurs in one scope's chunks, and how many chunks it has. */
export interface TermStats {
  chunks: number;
  frequency: ReadonlyMap<string, number>;
}

export interface RankOptions {
  /** The visitor's language: pages in it come first when a site has several. */
  language?: string;
  /** Whether legal pages (privacy, cookies) may answer, and terms pages as the site's own: when asked about. */
  legalAsked: boolean;
  /** Whether the privacy and cookie pages are asked about ('privacy policy', not 'cancellation policy'). */
  privacyAsked?: boolean;
  /** A factor from 0 (none) for chunks that hold the kind of answer the question wants (a price, a time…). */
  boost?: ((text: string) => number) & {
    /** Whether a question word asks for that kind of answer ('time', 'old'): the answer, not the word, is sought. */
    asksFor?: (word: string) => boolean;
    /** Whether it asks how to reach the business (its address, phone, email). */
    reach?: boolean;
  };
}

const FIELD_WEIGHT = { title: 0.85, heading: 0.9, text: 1 } as const;
const LEGAL_PRIOR = 0.3;
/** Terms and conditions hold the rules (cancellation, deposits) the site's own pages may say first. */
const TERMS_PRIOR = 0.7;
const OTHER_LANGUAGE_PRIOR = 0.8;
const BOOST = 0.25;
const ASKED_FOR = 0.5;

/** BM25's inverse document frequency: rare words tell chunks apart, words on every page do not. */
function idf(frequency: number, chunks: number): number {
  return Math.log(1 + (chunks - frequency + 0.5) / (frequency + 0.5));
}

/**
 * How much of the question a chunk answers: each concept counts by its rarity in the scope (the rarest
 * of its forms that occur; a concept found nowhere counts fully, so a chunk can never cover a question
 * about something the site never names), times where it matched and whether it matched as a translation.
 */
export function coverageOf(row: Pick<HitRow, 'title_terms' | 'heading_terms' | 'text_terms'>) {
  const fields = {
    title: new FormSet(row.title_terms.split(' ')),
    heading: new FormSet(row.heading_terms.split(' ')),
    text: new FormSet(row.text_terms.split(' ')),
  };
  return (concepts: Concept[], stats: TermStats, factor?: (concept: Concept) => number): number => {
    let total = 0;
    let matched = 0;
    for (const concept of concepts) {
      const weight = conceptWeight(concept, stats);
      const share = factor?.(concept) ?? 1;
      total += weight * share;
      let best = 0;
      for (const variant of concept.variants) {
        const field = Math.max(
          FIELD_WEIGHT.text * fields.text.match(variant.term),
          FIELD_WEIGHT.heading * fields.heading.match(variant.term),
          FIELD_WEIGHT.title * fields.title.match(variant.term),
        );
        const rarity = idf(stats.frequency.get(variant.term) ?? 0, stats.chunks);
        best = Math.max(best, field * variant.weight * Math.min(rarity, weight));
      }
      matched += best * share;
    }
    return total > 0 ? matched / total : 0;
  };
}

/**
 * A concept's weight: the inverse frequency of its most common own form ('forn' for 'forno'), else of
 * its most common translation, else of its most common synonym; a word found nowhere weighs most.
 */
export function conceptWeight(concept: Concept, stats: TermStats): number {
  const tiers = [...new Set(concept.variants.map((v) => Math.min(1, v.weight)))].sort((a, b) => b - a);
  for (const tier of tiers) {
    const frequency = Math.max(
      0,
      ...concept.variants
        .filter((v) => Math.min(1, v.weight) === tier)
        .map((v) => stats.frequency.get(v.term) ?? 0),
    );
    if (frequency > 0) return idf(frequency, stats.chunks);
  }
  return idf(0, stats.chunks);
}

/** Candidate chunks in order of coverage, with priors for legal pages and for the visitor's language. */
export function rankRows(rows: HitRow[], concepts: Concept[], stats: TermStats, options: RankOptions) {
  // A word asking for a kind of answer ('6-year-old', 'what time') counts half: the boost finds the answer.
  const asksFor = options.boost?.asksFor;
  const factor = asksFor ? (c: Concept) => (asksFor(c.word) ? ASKED_FOR : 1) : undefined;
  return rows
    .map((row, order) => {
      let score = coverageOf(row)(concepts, stats, factor);
      if (row.kind === 'legal' && !(options.privacyAsked ?? options.legalAsked)) score *= LEGAL_PRIOR;
      if (row.kind === 'terms' && !options.legalAsked) score *= TERMS_PRIOR;
      if (options.language && row.language && row.language !== options.language)
        score *= OTHER_LANGUAGE_PRIOR;
      if (options.boost) score *= 1 + BOOST * Math.min(1, options.boost(row.text));
      return { row, score, order };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order);
}
