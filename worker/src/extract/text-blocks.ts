/** A heading or a paragraph; `linked` when every word of it is a link's (a menu's item, 'Recent posts'). */
export type TextBlock =
  | { kind: 'heading'; level: number; text: string; linked?: boolean }
  | { kind: 'text'; text: string; linked?: boolean };

const squash = (s: string) => s.replace(/[\s\u00a0]+/g, ' ').trim();

/** Joins blocks into the documents' text form: `#` heading lines and paragraphs split by blank lines. */
export function blocksToText(blocks: TextBlock[]): string {
  const out: string[] = [];
  for (const block of blocks) {
    const text = squash(block.text);
    if (!text || text === '-') continue;
    const previous = out.at(-1);
    // A line printed twice in a row (a card's regular and sale price, both in the markup) is read once.
    if (block.kind === 'text' && text === previous) continue;
    if (block.kind === 'text' && text.startsWith('- ') && previous?.startsWith('- ')) {
      out[out.length - 1] = `${previous}\n${text}`;
      continue;
    }
    out.push(block.kind === 'heading' ? `${'#'.repeat(block.level)} ${text}` : text);
  }
  return out.join('\n\n');
}

/** Normalises plain text: unified newlines, trimmed line ends, at most one blank line in a row. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
