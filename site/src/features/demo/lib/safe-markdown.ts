/**
 * A tiny Markdown subset for chat answers, parsed into plain data that React renders as elements:
 * paragraphs, "- " lists, **bold**, *italic*, `code` and [links](http…). Anything else stays text,
 * so no answer can inject markup.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block = { kind: 'paragraph'; lines: Inline[][] } | { kind: 'list'; items: Inline[][] };

const inlinePattern = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)|\*([^*\s][^*]*)\*/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(inlinePattern)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ kind: 'text', text: text.slice(last, at) });
    if (m[1] !== undefined) out.push({ kind: 'strong', text: m[1] });
    else if (m[2] !== undefined) out.push({ kind: 'code', text: m[2] });
    else if (m[3] !== undefined && m[4] !== undefined) out.push({ kind: 'link', text: m[3], href: m[4] });
    else if (m[5] !== undefined) out.push({ kind: 'em', text: m[5] });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

const bullet = /^\s*(?:[-*•]|\d+[.)])\s+/;

export function parseMarkdown(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    if (lines.every((l) => bullet.test(l))) {
      blocks.push({ kind: 'list', items: lines.map((l) => parseInline(l.replace(bullet, ''))) });
    } else {
      blocks.push({ kind: 'paragraph', lines: lines.map((l) => parseInline(l.replace(/^#+\s+/, ''))) });
    }
  }
  return blocks;
}

/** Only http(s) addresses become links; anything else (a file name, javascript:…) is shown as text. */
export function safeHref(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
