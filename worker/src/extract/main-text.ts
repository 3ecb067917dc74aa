import type { AnyNode, Element } from 'domhandler';
import { blocksToText, type TextBlock } from './text-blocks.ts';

const DROPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'object',
  'embed',
  'form',
  'button',
  'select',
  'nav',
  'footer',
  'aside',
  'dialog',
  'head',
  'title',
]);
const DROPPED_ROLES = new Set(['navigation', 'contentinfo', 'banner', 'dialog', 'alertdialog']);
const BANNER =
  /(^|[\s_-])(cookie|cookies|consent|gdpr|cmp|cc-banner|privacy-banner|newsletter-popup|breadcrumbs?|skip-link)([\s_-]|$)/i;
const BLOCK = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'li',
  'dd',
  'dt',
  'blockquote',
  'pre',
  'tr',
  'table',
  'ul',
  'ol',
  'dl',
  'figure',
  'figcaption',
  'address',
  'br',
  'hr',
  'caption',
  'details',
  'summary',
]);
const CONTENT = new Set(['main', 'article']);

/** Navigation, footers, forms, hidden parts, cookie banners; a header only outside main or article. */
function isDropped(el: Element, inContent: boolean): boolean {
  if (DROPPED_TAGS.has(el.name)) return true;
  if (el.name === 'header' && !inContent) return true;
  const a = el.attribs;
  if ((a.role && DROPPED_ROLES.has(a.role)) || a['aria-hidden'] === 'true' || 'hidden' in a) return true;
  return (a.id !== undefined || a.class !== undefined) && BANNER.test(`${a.id ?? ''} ${a.class ?? ''}`);
}

/** The readable text under `root`: headings as `#` lines, blocks as paragraphs, list items as `- ` lines. */
export function mainText(root: AnyNode): string {
  const blocks: TextBlock[] = [];
  let line = '';
  const flush = () => {
    if (line.trim()) blocks.push({ kind: 'text', text: line });
    line = '';
  };
  const walk = (node: AnyNode, inContent: boolean) => {
    if (node.type === 'text') {
      line += (node as unknown as { data: string }).data;
      return;
    }
    const children = (node as Element).children;
    if (node.type === 'root') {
      for (const child of children) walk(child, inContent);
      return;
    }
    if (node.type !== 'tag') return;
    const el = node as Element;
    if (isDropped(el, inContent)) return;
    const within = inContent || CONTENT.has(el.name) || el.attribs.role === 'main';
    const heading = /^h([1-6])$/.exec(el.name);
    if (heading) {
      flush();
      for (const child of children) walk(child, within);
      if (line.trim()) blocks.push({ kind: 'heading', level: Number(heading[1]), text: line });
      line = '';
      return;
    }
    const block = BLOCK.has(el.name);
    if (block) flush();
    if (el.name === 'li') line = '- ';
    for (const child of children) walk(child, within);
    if (el.name === 'td' || el.name === 'th') line += ' ';
    if (block) flush();
  };
  walk(
    root,
    root.type === 'tag' && (CONTENT.has((root as Element).name) || (root as Element).attribs.role === 'main'),
  );
  flush();
  return blocksToText(blocks);
}
