import type { IngestedDocument } from '@vela/contracts';
import { isPostPage } from './analysis/page-kind.ts';
import { monthWords } from './analysis/seasons.ts';
import { clearLanguage, guessLanguage } from './analysis/stems.ts';
import { fold } from './analysis/words.ts';

/** A retrievable piece of a document; it keeps where it came from and the headings it sits under. */
export interface Chunk {
  source: string;
  title: string;
  /** 'Menu › Pizze': the heading path at the chunk's start, indexed with its text for retrieval. */
  heading: string;
  text: string;
  /** The document's language code ('it', 'en'), guessed from its words when it declares none; '' when unknown. */
  language: string;
  /**
   * A post's year: as its page declares it (`article:published_time`), or as the byline under its title gives
   * it where the site keeps its posts ('/blog/…': '14/3/2023 2 Comments'); '' when none.
   */
  published?: string;
  /**
   * The year a page says it was last updated ('Last updated: 8 March 2021', 'Ultimo aggiornamento: 03/05/2011',
   * 'Terms & Conditions (2021 version)'), the latest it gives; '' when none.
   */
  updated?: string;
}

export const CHUNK_TARGET = 1000;
const CHUNK_MAX = 1200;
const OVERLAP = 150;
/** A section shorter than this shares its chunk with the next one rather than stand alone. */
const MIN_CHUNK = 400;

type Block =
  | { kind: 'heading'; text: string; path: string[] }
  | { kind: 'paragraph'; text: string; path: string[] };

/**
 * Cuts a document along its headings and paragraphs into chunks of about 1,000 characters. A paragraph
 * too long for one chunk is cut between sentences; consecutive chunks of one section overlap by about
 * 150 characters so a fact cut in two is still found whole in one of them.
 */
export function chunkDocument(doc: IngestedDocument, fallbackLanguage = ''): Chunk[] {
  const chunks: Chunk[] = [];
  const language = languageOf(doc) || fallbackLanguage;
  const read = blocksOf(doc.text);
  // A post's year: as its page declares it, or as the byline under its title prints it where the site keeps
  // its posts (a page's own 'Pubblicato: 3 novembre 2025', as Joomla prints it, dates no post).
  const byline = isPostPage(doc.source) ? bylineOf(read) : undefined;
  const published = doc.published || (byline?.year ?? '');
  const updated = updatedYear(read);
  // A byline of a date and who wrote it ('9 November 2026 Becky, venue manager') tells nothing a visitor asks.
  const blocks = byline?.signed ? read.filter((b) => b !== byline.block) : read;
  let path: string[] = [];
  let parts: string[] = [];
  let length = 0;
  let hasBody = false;
  const start = (at: string[], carried: string[] = []) => {
    path = at;
    parts = carried;
    length = carried.reduce((n, p) => n + p.length + 2, 0);
    hasBody = false;
  };
  const flush = () => {
    if (hasBody)
      chunks.push({
        source: doc.source,
        title: doc.title,
        heading: path.join(' › '),
        text: parts.join('\n\n'),
        language,
        published,
        updated,
      });
  };
  for (const block of blocks) {
    if (block.kind === 'heading') {
      if (length >= MIN_CHUNK) {
        // A date right above a heading is the heading's, as blog and event listings print it ('Jun 2, 2025',
        // then '#### Summer Afternoon Tea Offer'): it goes with the section it dates.
        const dateOver = parts.length > 1 && isDateOver(parts.at(-1) ?? '') ? parts.pop() : undefined;
        flush();
        start(block.path, dateOver ? [dateOver] : []);
      } else if (!hasBody) start(block.path);
      else {
        // A short section joins the chunk before it with its heading kept as one, so a quote taken from it
        // is read under its own heading ('Corso di cucina' over '€ 85 a persona').
        const line = `${'#'.repeat(block.path.length)} ${block.text}`;
        parts.push(line);
        length += line.length + 2;
      }
      continue;
    }
    for (const piece of piecesOf(block.text)) {
      if (hasBody && length + piece.length > CHUNK_TARGET) {
        flush();
        start(path, [tailOf(parts[parts.length - 1] ?? '')]);
      }
      parts.push(piece);
      length += piece.length + 2;
      hasBody = true;
    }
  }
  flush();
  return chunks;
}

/**
 * When a page says it was last updated, or which version it is: the year after the words ('Last updated: 8 March
 * 2021', 'Ultimo aggiornamento: 03/05/2011', 'aggiornata al 1° marzo 2026') or before them ('(2021 version)').
 */
const PAGE_UPDATED =
  /\b(?:(?:last updated|last modified|last revised|updated on|page updated|ultimo aggiornamento|ultima modifica|ultima revisione|aggiornat[oa] (?:il|al)|versione del)\b[^.\n]{0,30}?\b((?:19|20)\d{2})\b|\b((?:19|20)\d{2}) version\b|\bversione (?:del )?((?:19|20)\d{2})\b)/gi;

function updatedYear(blocks: Block[]): string {
  let latest = 0;
  for (const block of blocks)
    for (const m of block.text.matchAll(PAGE_UPDATED))
      latest = Math.max(latest, Number(m[1] ?? m[2] ?? m[3]));
  return latest > 0 ? String(latest) : '';
}

/** A byline is a short line: a date, and perhaps who wrote it, the section, the comments. */
const BYLINE_CHARS = 80;
/** What a byline names besides its date: the author, the comments, the time to read. */
const BYLINE_WORDS = /\b(by|di|posted|pubblicato|comments?|commenti|min read|minuti di lettura)\b/i;
/** A page's date of its last change ('Last updated: 3 March 2025', 'Ultimo aggiornamento'). */
const UPDATED = /\b(updated|modified|revised|aggiornat\w*|aggiornamento|modificat\w*|ultima modifica)\b/i;
/** How long the name and role after a byline's date may be ('Becky, venue manager'). */
const SIGNATURE_CHARS = 40;
/** The blocks under a post's title its byline may sit in: an excerpt and the author's name may come first. */
const BYLINE_BLOCKS = 3;
/** The blocks over a post's title its byline may sit in: a back link may come first ('← Journal'). */
const BYLINE_BLOCKS_OVER = 2;
const MONTH = `(?:${monthWords.join('|')})\\.?`;
/** A date with its year: '14/3/2023', '2023-03-14', '20 giu 2022', '12 ottobre 2026', 'November 10, 2026'. */
const DATED = new RegExp(
  [
    String.raw`\b\d{1,2}[./-]\d{1,2}[./-]((?:19|20)\d{2})\b`,
    String.raw`\b((?:19|20)\d{2})-\d{2}-\d{2}\b`,
    String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\s+((?:19|20)\d{2})\b`,
    String.raw`\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+((?:19|20)\d{2})\b`,
  ].join('|'),
);

/** A short line that is a date with its year and little else ('Jun 2, 2025', '10 novembre 2026'). */
const DATE_LINE_CHARS = 40;
const isDateOver = (text: string) => {
  const line = fold(text);
  const date = DATED.exec(line);
  return line.length <= DATE_LINE_CHARS && date !== null && !/\d/.test(line.replace(date[0], ''));
};

/**
 * The year of the date under a page's first heading, as blogs print a post's date there ('20 giu 2022 Elisa
 * Gamba', 'News: 12 Ottobre 2026', 'November 10, 2026 / By Jo / News', Ghost's '19 Mar 2024 • 1 min read'
 * after the excerpt and the author), or just above it, as Framer's and many themes' post templates print
 * the category and date over the title ('News: Jan 8, 2024'); '' when no short line next to it is a date.
 */
function bylineOf(blocks: Block[]): { year: string; block: Block; signed: boolean } | undefined {
  const title = blocks.findIndex((b) => b.kind === 'heading');
  if (title < 0) return undefined;
  // Ghost prints the post's excerpt and its author's name before the date: the first short line of the few
  // under the title is read.
  const under = blocks.slice(title + 1, title + 1 + BYLINE_BLOCKS);
  const over = blocks.slice(Math.max(0, title - BYLINE_BLOCKS_OVER), title).reverse();
  for (const block of [...under, ...over]) {
    if (block.kind !== 'paragraph' || block.text.length > BYLINE_CHARS) continue;
    // the day a page was last changed is no post's: its text holds now
    if (UPDATED.test(block.text)) return undefined;
    const line = fold(block.text);
    const date = DATED.exec(line);
    // a byline opens with its date ('News: 12 ottobre 2026', '· 18 mar 2024' after the author's line) or names
    // its author or comments; 'Hours from 1 September 2026' is the page's own text
    const opens = date && /^(?:[\p{L} ]{1,20}:\s*)?[\s·•|/–—-]*$/u.test(line.slice(0, date.index));
    if (date && (opens || BYLINE_WORDS.test(line))) {
      // signed: the date opens it and a few words without figures follow, a name and a role
      const after = line.slice(date.index + date[0].length);
      const signed = !!opens && /\p{L}/u.test(after) && !/\d/.test(after) && after.length <= SIGNATURE_CHARS;
      return { year: date.slice(1).find(Boolean) ?? '', block, signed };
    }
  }
  return undefined;
}

function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let stack: string[] = [];
  /** The heading in force at each level: a page may skip one (an h3 straight under the h1). */
  const levels: (string | undefined)[] = [];
  let lines: string[] = [];
  const paragraph = () => {
    const body = lines.join('\n').trim();
    if (body) blocks.push({ kind: 'paragraph', text: body, path: stack });
    lines = [];
  };
  for (const line of text.split(/\r?\n/)) {
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading?.[1] && heading[2]) {
      paragraph();
      levels.length = heading[1].length - 1;
      levels.push(heading[2]);
      stack = levels.filter((h): h is string => Boolean(h));
      blocks.push({ kind: 'heading', text: heading[2], path: stack });
    } else if (line.trim() === '') paragraph();
    else lines.push(line.trim());
  }
  paragraph();
  return blocks;
}

/** A paragraph in pieces no longer than CHUNK_MAX: whole when it fits, else by sentences, else by words. */
function piecesOf(paragraph: string): string[] {
  if (paragraph.length <= CHUNK_MAX) return [paragraph];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of paragraph.split(/(?<=[.!?…;])\s+/)) {
    for (const part of sentence.length > CHUNK_MAX ? wordRuns(sentence) : [sentence]) {
      if (current && current.length + part.length + 1 > CHUNK_TARGET) {
        pieces.push(current);
        current = '';
      }
      current = current ? `${current} ${part}` : part;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

function wordRuns(text: string): string[] {
  const runs: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && current.length + word.length + 1 > CHUNK_TARGET) {
      runs.push(current);
      current = '';
    }
    current = current ? `${current} ${word.slice(0, CHUNK_MAX)}` : word.slice(0, CHUNK_MAX);
  }
  if (current) runs.push(current);
  return runs;
}

/** The last sentences of a piece, up to OVERLAP characters (or its last words when one sentence is longer). */
function tailOf(piece: string): string {
  const sentences = piece.split(/(?<=[.!?…;])\s+/);
  let tail = '';
  for (let i = sentences.length - 1; i >= 0; i--) {
    const next = tail ? `${sentences[i]} ${tail}` : (sentences[i] ?? '');
    if (next.length > OVERLAP) break;
    tail = next;
  }
  if (tail) return tail;
  const cut = piece.slice(-OVERLAP);
  return `…${cut.slice(cut.indexOf(' ') + 1)}`;
}

/** The language most of a source's documents are in, for those too short to tell ('' when none can be told). */
export function mainLanguage(documents: IngestedDocument[]): string {
  const counts = new Map<string, number>();
  for (const doc of documents) {
    const language = languageOf(doc);
    if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/**
 * A document's language: the one it declares, unless its words are clearly the other of Italian and English
 * (Google Sites and Jimdo print the site's language on every page, its English one too); guessed from its
 * words when it declares none.
 */
function languageOf(doc: IngestedDocument): string {
  const declared = doc.language?.toLowerCase().split(/[-_]/)[0];
  if (!declared || !/^[a-z]{2,3}$/.test(declared)) return guessLanguage(doc.text) ?? '';
  const written = declared === 'it' || declared === 'en' ? clearLanguage(doc.text) : undefined;
  return written ?? declared;
}
