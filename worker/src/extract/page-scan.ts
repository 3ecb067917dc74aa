import type { AnyNode, Element } from 'domhandler';

/** What one pass over the whole document finds, before the main text is chosen. */
export interface PageScan {
  title?: string;
  lang?: string;
  baseHref?: string;
  canonicalHref?: string;
  robots: string;
  /** The `content` of the first `<meta http-equiv="refresh">`. */
  refresh?: string;
  /** Link targets as written, without `rel=nofollow` ones. */
  hrefs: string[];
  /** `hreflang` alternates as written: `<link rel="alternate">` in the head and language-switcher links. */
  alternates: { href: string; hreflang: string }[];
  main?: Element;
  articles: Element[];
  body?: Element;
  /**
   * The page's own footers (`<footer>`, `role="contentinfo"`, a builder's footer named by its class or id,
   * Duda's `dmFooter`), not those of an article or inside main.
   */
  footers: Element[];
  /**
   * The page's own sidebars beside its main text (`<aside>`, `role="complementary"`, a theme's sidebar or
   * widget area), not those of an article or inside main.
   */
  asides: Element[];
  /** The JSON-LD the page carries (`<script type="application/ld+json">`), as written. */
  structured: string[];
  /** `<meta property="article:published_time">`, which blogs print for a post (not for a page), as written. */
  publishedTime?: string;
}

const textOf = (node: AnyNode): string => {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  const children = (node as Element).children;
  return children ? children.map(textOf).join('') : '';
};

/** A theme's sidebar or widget area ('sidebar-right', 'widget-area'), named by its class or id. */
const SIDEBAR = /(^|[\s_-])(sidebar|widget-area|widgets-area)([\s_-]|$)/i;
const isSidebar = (el: Element) =>
  el.name === 'aside' ||
  el.attribs.role === 'complementary' ||
  ((el.name === 'div' || el.name === 'section') &&
    SIDEBAR.test(`${el.attribs.id ?? ''} ${el.attribs.class ?? ''}`));

/** A footer a page builder draws with a `<div>` ('dmFooterContainer', 'footer-wrap'), named by its class or id. */
const FOOTER = /footer/i;
export const isMarkedFooter = (el: Element) =>
  (el.name === 'div' || el.name === 'section') &&
  FOOTER.test(`${el.attribs.id ?? ''} ${el.attribs.class ?? ''}`);
/** A footer by its tag or role. */
const isFooter = (el: Element) => el.name === 'footer' || el.attribs.role === 'contentinfo';
/** Whether an element sits in a `<main>`, an `<article>`, or a footer or sidebar already taken. */
function insideContent(el: Element, taken: (up: Element) => boolean = isFooter): boolean {
  for (let up = el.parent; up && up.type === 'tag'; up = up.parent) {
    const { name, attribs } = up as Element;
    if (
      ['main', 'article'].includes(name) ||
      attribs.role === 'main' ||
      taken(up as Element) ||
      isSidebar(up as Element)
    )
      return true;
  }
  return false;
}
/**
 * A footer named by its class is the page's own when no content or footer holds it; a footer by tag or role
 * inside it is read on its own (GoDaddy's `role="contentinfo"` inside its `div.widget-footer`).
 */
const isOwnMarkedFooter = (el: Element) =>
  isMarkedFooter(el) && !insideContent(el, (up) => isFooter(up) || isMarkedFooter(up));

/** Walks every element once, collecting metadata, links and the candidate content roots. */
export function scanPage(root: AnyNode): PageScan {
  const scan: PageScan = {
    robots: '',
    hrefs: [],
    alternates: [],
    articles: [],
    footers: [],
    asides: [],
    structured: [],
  };
  const stack: AnyNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    const children = (node as Element).children;
    // A script is no 'tag' to the parser: JSON-LD is read from its text.
    if (node.type === 'script' && /^\s*application\/ld\+json\s*$/i.test((node as Element).attribs.type ?? ''))
      scan.structured.push(textOf(node));
    if (node.type === 'tag') {
      const el = node as Element;
      const a = el.attribs;
      if (a.hreflang && a.href && (el.name === 'a' || /\balternate\b/i.test(a.rel ?? ''))) {
        scan.alternates.push({ href: a.href, hreflang: a.hreflang });
      }
      switch (el.name) {
        case 'a':
          if (a.href && !(a.rel ?? '').includes('nofollow')) scan.hrefs.push(a.href);
          break;
        case 'title':
          scan.title ??= textOf(el);
          break;
        case 'html':
          scan.lang ??= a.lang;
          break;
        case 'base':
          scan.baseHref ??= a.href;
          break;
        case 'link':
          if ((a.rel ?? '').toLowerCase() === 'canonical') scan.canonicalHref ??= a.href;
          break;
        case 'meta':
          if ((a.name ?? '').toLowerCase() === 'robots') scan.robots = (a.content ?? '').toLowerCase();
          if ((a['http-equiv'] ?? '').toLowerCase() === 'refresh') scan.refresh ??= a.content;
          if (a.property === 'article:published_time') scan.publishedTime ??= a.content;
          break;
        case 'main':
          scan.main ??= el;
          break;
        case 'article':
          scan.articles.push(el);
          break;
        case 'body':
          scan.body ??= el;
          break;
      }
      if (a.role === 'main') scan.main ??= el;
      if ((isFooter(el) && !insideContent(el)) || isOwnMarkedFooter(el)) scan.footers.push(el);
      if (isSidebar(el) && !insideContent(el)) scan.asides.push(el);
    }
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return scan;
}
