/**
 * A small Markdown subset for chat answers, parsed into a tree the view turns into DOM nodes. Text stays text:
 * nothing here ever becomes markup, so `<img onerror>` in an answer shows as those characters.
 */
export type Inline =
  | { t: 'text'; v: string }
  | { t: 'br' }
  | { t: 'code'; v: string }
  | { t: 'strong' | 'em'; c: Inline[] }
  | { t: 'link'; href: string; c: Inline[] };

export type Block = { t: 'p'; c: Inline[] } | { t: 'ul' | 'ol'; items: Inline[][] } | { t: 'pre'; v: string };

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** An absolute http, https or mailto URL, normalised; anything else (javascript:, data:, relative) is refused. */
export function safeHref(raw: string): string | undefined {
  try {
    const url = new URL(raw.trim());
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

// No lookbehind: Safari before 16.4 cannot parse it.
const INLINE = new RegExp(
  [
    /\*\*(?=\S)([\s\S]*?\S)\*\*/.source, // 1 strong
    /(^|[\s(])__(?=\S)([\s\S]*?\S)__(?![\w_])/.source, // 2 prefix, 3 strong (never in `window.__x`)
    String.raw`(^|[^\w*])([*_])(?![*_\s])([\s\S]*?\S)\5(?![\w*])`, // 4 prefix, 5 marker, 6 em
    /`([^`\n]+)`/.source, // 7 code
    /\[([^\]\n]+)\]\(\s*<?([^()\s<>]+)>?\s*\)/.source, // 8 label, 9 href
    /(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/.source, // 10 bare URL
  ].join('|'),
);

export function parseInline(src: string): Inline[] {
  const out: Inline[] = [];
  const text = (v: string) => {
    v.split('\n').forEach((part, i) => {
      if (i > 0) out.push({ t: 'br' });
      if (part) out.push({ t: 'text', v: part });
    });
  };
  let rest = src;
  for (let m = INLINE.exec(rest); m; m = INLINE.exec(rest)) {
    text(rest.slice(0, m.index) + (m[2] ?? m[4] ?? ''));
    rest = rest.slice(m.index + m[0].length);
    const strong = m[1] ?? m[3];
    if (strong !== undefined) out.push({ t: 'strong', c: parseInline(strong) });
    else if (m[6] !== undefined) out.push({ t: 'em', c: parseInline(m[6]) });
    else if (m[7] !== undefined) out.push({ t: 'code', v: m[7] });
    else if (m[8] !== undefined) {
      const href = safeHref(m[9] ?? '');
      const label = parseInline(m[8]);
      if (href) out.push({ t: 'link', href, c: label });
      else out.push(...label);
    } else if (m[10] !== undefined) {
      const href = safeHref(m[10]);
      out.push(href ? { t: 'link', href, c: [{ t: 'text', v: m[10] }] } : { t: 'text', v: m[10] });
    }
  }
  text(rest);
  return out;
}

const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const FENCE = /^\s{0,3}```/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;

/** Splits an answer into paragraphs, lists and code blocks; headings read as bold paragraphs. */
export function parseMarkdown(src: string): Block[] {
  const lines = src.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) blocks.push({ t: 'p', c: parseInline(para.join('\n')) });
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const list = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : undefined;
    if (FENCE.test(line)) {
      flush();
      const code: string[] = [];
      for (i++; i < lines.length && !FENCE.test(lines[i] as string); i++) code.push(lines[i] as string);
      blocks.push({ t: 'pre', v: code.join('\n') });
    } else if (list) {
      flush();
      const items: Inline[][] = [];
      for (; i < lines.length; i++) {
        const m = list.exec(lines[i] as string);
        if (m) items.push(parseInline(m[1] as string));
        else if ((lines[i] as string).trim() && items.length && /^\s+\S/.test(lines[i] as string)) {
          items[items.length - 1]?.push({ t: 'br' }, ...parseInline((lines[i] as string).trim()));
        } else break;
      }
      i--;
      blocks.push({ t: list === BULLET ? 'ul' : 'ol', items });
    } else if (HEADING.test(line)) {
      flush();
      blocks.push({ t: 'p', c: [{ t: 'strong', c: parseInline(HEADING.exec(line)?.[1] ?? '') }] });
    } else if (line.trim()) para.push(line);
    else flush();
  }
  flush();
  return blocks;
}
