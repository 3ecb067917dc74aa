import type { IngestedDocument } from '@vela/contracts';
import { pageKind } from './analysis/page-kind.ts';

/** Fewer pages than this tell nothing about what every page repeats. */
const MIN_PAGES = 4;
/** A block on at least this share of a crawl's pages (and on 3 or more) is the site's furniture. */
const SHARE = 0.5;
const MIN_REPEATS = 3;

const normalised = (block: string) => block.replace(/\s+/g, ' ').trim().toLowerCase();
const blocksOf = (text: string) => text.split(/\n{2,}/);
/**
 * Never furniture: a heading, or a short label, which names what follows it on each page ('## Prezzo'
 * over a different price on every product page).
 */
const namesWhatFollows = (block: string) =>
  block.startsWith('#') ||
  (block.length <= 30 && !/\d/.test(block) && !/[.!?]$/.test(block) && !block.includes('\n'));

/**
 * A crawl's pages without what nearly all of them repeat: on pages built without `<nav>` or `<footer>`
 * (old table layouts), the menu column, the footer's address and 'Copyright' line, 'Last updated' and
 * 'Best viewed with' lines would otherwise be quoted as answers from every page. A repeated block is kept
 * on one page only, the one with the shortest address (the home page, usually), so a phone number printed
 * only in the footer is still known once; a contact page keeps those inside its own content, as the
 * address and phone a footer repeats are what it gives. A run of fewer than MIN_PAGES pages is left as it is.
 */
export function withoutRepeatedBlocks(documents: IngestedDocument[]): IngestedDocument[] {
  // Each language's pages have their own furniture ('Copyright' and 'Ultimo aggiornamento').
  const groups = new Map<string, IngestedDocument[]>();
  for (const doc of documents) {
    const key = doc.language?.toLowerCase().split(/[-_]/)[0] ?? '';
    const group = groups.get(key) ?? [];
    group.push(doc);
    groups.set(key, group);
  }
  const cleaned = new Map<IngestedDocument, IngestedDocument>();
  for (const group of groups.values()) {
    const out = withoutBlocksRepeatedIn(group);
    for (const [i, doc] of group.entries()) cleaned.set(doc, out[i] ?? doc);
  }
  return documents.map((doc) => cleaned.get(doc) ?? doc);
}

function withoutBlocksRepeatedIn(documents: IngestedDocument[]): IngestedDocument[] {
  if (documents.length < MIN_PAGES) return documents;
  const pagesHolding = new Map<string, number>();
  for (const doc of documents) {
    for (const key of new Set(
      blocksOf(doc.text)
        .filter((b) => !namesWhatFollows(b.trim()))
        .map(normalised),
    )) {
      if (key) pagesHolding.set(key, (pagesHolding.get(key) ?? 0) + 1);
    }
  }
  const least = Math.max(MIN_REPEATS, Math.ceil(SHARE * documents.length));
  const repeated = new Set([...pagesHolding].filter(([, n]) => n >= least).map(([key]) => key));
  if (repeated.size === 0) return documents;
  const keeper = documents.reduce((best, doc) => (doc.source.length < best.source.length ? doc : best));
  return documents.map((doc) => {
    if (doc === keeper) return doc;
    const blocks = blocksOf(doc.text);
    const isRepeated = (block: string) => repeated.has(normalised(block));
    // A contact page gives the address and phone its footer repeats as its own content: between its title
    // (its first heading, on a page without one at the top level) and its last block of its own.
    const contact = pageKind(doc.source, doc.title) === 'contact';
    const title = blocks.findIndex((b) => b.startsWith('# '));
    const start = contact ? (title >= 0 ? title : blocks.findIndex((b) => /^#{2,6} /.test(b))) : -1;
    const end = contact ? blocks.findLastIndex((b) => !isRepeated(b) && !namesWhatFollows(b.trim())) : -1;
    const kept = blocks.filter((block, i) => !isRepeated(block) || (start >= 0 && i > start && i < end));
    return { ...doc, text: kept.join('\n\n') };
  });
}
