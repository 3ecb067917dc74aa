import type { AnyNode, Element } from 'domhandler';
import { rootOf, textOf } from './dom-tree.ts';
import { blocksToText, type TextBlock } from './text-blocks.ts';
import { type Length, largeTextOf, type Place, placeOf, struckTextOf } from './text-style.ts';

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
  // struck through: a price or a line no longer true ('<s>€50,00</s> €42,00')
  's',
  'strike',
  'del',
]);
/** Struck through by an inline style, as editors and shop builders print a price before a sale ('21,50 €'). */
const STRUCK_STYLE = /(^|;)\s*text-decoration(-line)?\s*:[^;]*line-through/i;
const DROPPED_ROLES = new Set(['navigation', 'contentinfo', 'banner', 'dialog', 'alertdialog']);
/** A table script's controls around the table (DataTables', TablePress's): its search box, page size, count, pages. */
const TABLE_CONTROLS = /(^|\s)dataTables_(filter|length|info|paginate)(\s|$)/;
const BANNER =
  /(^|[\s_-])(cookie|cookies|consent|gdpr|cmp|cc-banner|privacy-banner|newsletter-popup|breadcrumbs?|skip-link|pagination|post-navigation|nav-links|post-footer|post-share-buttons|share-buttons|sharedaddy)([\s_-]|$)/i;
/**
 * Text for screen readers only, hidden from sight by a class (Shopify's and Drupal's 'visually-hidden',
 * Bootstrap's 'sr-only', WordPress's 'screen-reader-text'): 'Prezzo di listino' beside a card's price. A
 * heading so hidden still names its section.
 */
const SCREEN_READER_ONLY =
  /(^|\s)(visually-hidden|visuallyhidden|sr-only|screen-reader-text|screen-reader-only|element-invisible|u-visually-hidden|hidden-visually|a11y-hidden)(\s|$)/;
/** A link to the previous or next page or post ('Successivo: Nuovi prezzi dal 3 febbraio'): navigation. */
const SEQUENCE_LINK = /(^|\s)(prev|next)(\s|$)/i;
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
const BOLD = new Set(['b', 'strong']);
/** Utility classes setting text in bold (Tailwind's `font-semibold`, Bootstrap's `fw-bold`): a `<b>` in all but name. */
const BOLD_CLASS = /(^|\s)(font-(semibold|bold|extrabold|black)|fw-(semibold|bold|bolder))(\s|$)/;
const isBold = (el: Element) =>
  BOLD.has(el.name) || (el.attribs.class !== undefined && BOLD_CLASS.test(el.attribs.class));
/** An inline style setting a table's cell in bold, as builders write its header row ('font-weight: 700'). */
const BOLD_STYLE = /(^|;)\s*font-weight\s*:\s*(bold|bolder|[6-9]00)\s*(;|$)/i;

/**
 * A button that opens and closes a section (an FAQ's accordion: `aria-expanded` or `aria-controls`) names
 * that section; other buttons are controls. Builders draw it as any element with the button's role (Duda's
 * `div role="button"`), and hide the closed panel from screen readers too (`aria-hidden`).
 */
const isDisclosure = (el: Element, drawn = true) =>
  (el.name === 'button' || (drawn && el.attribs.role === 'button')) &&
  (el.attribs['aria-expanded'] !== undefined || el.attribs['aria-controls'] !== undefined);

/**
 * A button saved without the state its script adds (Kadence's accordion: '<h3><button>Posso sospendere
 * l'abbonamento?</button></h3>', then the closed panel): one named in words whose next block, or the next block
 * of the heading or wrapper holding only it, is saved closed and holds sentences opens that block, as a
 * disclosure does. A share button's closed box of links, a slider's '‹', name nothing.
 */
function opensNextBlock(el: Element): boolean {
  if (el.name !== 'button' || isDisclosure(el) || !/\p{L}{2}/u.test(textOf(el))) return false;
  let at = el;
  for (let up = 0; up < 3; up++) {
    const next = nextElement(at);
    if (next) return isClosed(next) && holdsSentences(next) && /\p{L}[.!?]/u.test(textOf(next));
    const parent = at.parent;
    if (parent?.type !== 'tag' || contentChildren(parent as Element).length !== 1) return false;
    at = parent as Element;
  }
  return false;
}

/** A block saved closed, for a click to open: hidden, or by its class ('kt-accordion-panel-hidden', 'collapse'). */
const isClosed = (el: Element) =>
  'hidden' in el.attribs ||
  el.attribs['aria-hidden'] === 'true' ||
  HIDDEN_STYLE.test(el.attribs.style ?? '') ||
  CLOSED_CLASS.test(el.attribs.class ?? '');
const CLOSED_CLASS = /(^|[\s_-])(hidden|collapsed?|closed)([\s_-]|$)/i;

/** Roles of a hidden element that a toggle opens but that are no content: a menu, a list to pick from. */
const CONTROL_ROLES = new Set(['menu', 'menubar', 'listbox', 'tooltip']);
const controlledIds = new WeakMap<AnyNode, Set<string>>();

/** Every element of a document, in no particular order. */
function elementsOf(root: AnyNode): Element[] {
  const elements: Element[] = [];
  const stack: AnyNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as AnyNode;
    if (node.type !== 'tag' && node.type !== 'root') continue;
    if (node.type === 'tag') elements.push(node as Element);
    stack.push(...(node as Element).children);
  }
  return elements;
}

/** The ids a disclosure button of the document opens and closes (`aria-controls`), read once per document. */
function disclosedIds(root: AnyNode): Set<string> {
  let ids = controlledIds.get(root);
  if (ids) return ids;
  ids = new Set();
  for (const el of elementsOf(root))
    if (isDisclosure(el))
      for (const id of (el.attribs['aria-controls'] ?? '').split(/\s+/)) if (id) ids.add(id);
  controlledIds.set(root, ids);
  return ids;
}

const idsOfRoot = new WeakMap<AnyNode, Map<string, Element>>();

/** The element of the document with an id, the ids read once per document. */
function byId(root: AnyNode, id: string): Element | undefined {
  let ids = idsOfRoot.get(root);
  if (!ids) {
    ids = new Map();
    for (const el of elementsOf(root))
      if (el.attribs.id && !ids.has(el.attribs.id)) ids.set(el.attribs.id, el);
    idsOfRoot.set(root, ids);
  }
  return ids.get(id);
}

/**
 * A toggle drawn as any element with the button's role (Webflow's `div.w-dropdown-toggle`) names the panel it
 * opens as an FAQ's question does, when that panel holds sentences; a menu's toggle names nothing.
 */
function namesPanel(el: Element): boolean {
  if (el.name === 'button' || el.attribs.role !== 'button' || !isDisclosure(el)) return false;
  const root = rootOf(el);
  return (el.attribs['aria-controls'] ?? '').split(/\s+/).some((id) => {
    const panel = id ? byId(root, id) : undefined;
    return panel !== undefined && !CONTROL_ROLES.has(panel.attribs.role ?? '') && holdsSentences(panel);
  });
}

/**
 * A card's title a page builder marks by its class rather than a heading tag (Tilda's `t-card__title`,
 * Bootstrap's `card-title` on a `div`): it names the card's price and description as a heading would.
 */
function titledByClass(el: Element): boolean {
  if (!CELL_TAGS.has(el.name) || !TITLE_CLASS.test(el.attribs.class ?? '') || holdsBlock(el)) return false;
  const text = clean(cellText(el));
  return (
    text.length > 0 && text.length <= MAX_BOLD_HEADING_CHARS && !/[.!?:;,]$/.test(text) && !isPriceOnly(text)
  );
}
const TITLE_CLASS = /(^|\s)[\w-]*card[_-]+title($|\s)/i;

const tabsOfRoot = new WeakMap<AnyNode, { named: Map<string, Element>; placed: Map<Element, Element> }>();

/**
 * The tab naming a tab panel (`role="tab"`, as Radix, Bootstrap and Odoo draw them): the element the panel is
 * labelled by, or the tab controlling it; or, where the page's script ties them only by their order (Kadence's
 * tabs, saved with no panel ids or roles), the tab at the panel's place in the box right after the tab list.
 */
function tabOf(panel: Element): Element | undefined {
  const root = rootOf(panel);
  let tabs = tabsOfRoot.get(root);
  if (!tabs) {
    tabs = { named: new Map(), placed: new Map() };
    const lists = new Set<Element>();
    for (const el of elementsOf(root)) {
      if (el.attribs.role !== 'tab') continue;
      if (el.attribs.id) tabs.named.set(`#${el.attribs.id}`, el);
      for (const id of (el.attribs['aria-controls'] ?? '').split(/\s+/)) if (id) tabs.named.set(id, el);
      const list = tabListOf(el);
      if (list) lists.add(list);
    }
    for (const list of lists) {
      const listed = tabsIn(list);
      const box = nextElement(list);
      const panels = box ? (contentChildren(box).filter((c) => c.type === 'tag') as Element[]) : [];
      if (panels.length !== listed.length) continue;
      for (const [i, panel] of panels.entries()) tabs.placed.set(panel, listed[i] as Element);
    }
    tabsOfRoot.set(root, tabs);
  }
  const label = panel.attribs['aria-labelledby'];
  return (
    (label ? tabs.named.get(`#${label}`) : undefined) ??
    (panel.attribs.id ? tabs.named.get(panel.attribs.id) : undefined) ??
    tabs.placed.get(panel)
  );
}

/** The list a tab is an item of ('<ul class="kt-tabs-title-list"><li><a role="tab">'), or its `tablist`. */
function tabListOf(tab: Element): Element | undefined {
  let node = tab.parent;
  for (let up = 0; up < 3 && node?.type === 'tag'; up++, node = node.parent) {
    const el = node as Element;
    if (el.name === 'ul' || el.name === 'ol' || el.attribs.role === 'tablist') return el;
  }
  return undefined;
}

/** The tabs of a list, in the page's order. */
function tabsIn(el: Element): Element[] {
  return el.children.flatMap((c) => {
    if (c.type !== 'tag') return [];
    const child = c as Element;
    return child.attribs.role === 'tab' ? [child] : tabsIn(child);
  });
}

function nextElement(el: Element): Element | undefined {
  let node = el.next;
  while (node && node.type !== 'tag') node = node.next;
  return node ? (node as Element) : undefined;
}

/**
 * Whether words follow an element in its parent that nothing names anew: a paragraph after a list, not the
 * end of a section nor another question of an FAQ (a `<details>`, an accordion's button, a heading).
 */
function followedByText(el: Element): boolean {
  for (let node = el.next; node; node = node.next) {
    if (!cellText(node).trim()) continue;
    if (node.type !== 'tag') return true;
    const next = node as Element;
    return !(/^(h[1-6]|dl|details)$/.test(next.name) || isDisclosure(next) || holdsDisclosure(next));
  }
  return false;
}

function previousElement(el: Element): Element | undefined {
  let node = el.prev;
  while (node && node.type !== 'tag') node = node.prev;
  return node ? (node as Element) : undefined;
}

/** Whether an element holds a disclosure button a few levels down ('<h3><button aria-expanded>…'). */
function holdsDisclosure(el: Element, depth = 3): boolean {
  return (
    depth > 0 &&
    el.children.some(
      (c) =>
        c.type === 'tag' && (isDisclosure(c as Element, false) || holdsDisclosure(c as Element, depth - 1)),
    )
  );
}

/**
 * A hidden panel that one click shows, as an accordion's answers: labelled by its button as a region
 * (the ARIA accordion), or opened by a disclosure button of the page. A visitor reads it; a menu is not.
 */
function isDisclosed(el: Element): boolean {
  const { role, id } = el.attribs;
  if (role && CONTROL_ROLES.has(role)) return false;
  if ((role === 'region' && el.attribs['aria-labelledby']) || role === 'tabpanel') return true;
  // The panel right after its button, or after the heading holding it (Headless UI names no panel when
  // closed); a panel hidden from screen readers only (`aria-hidden`, a drawn menu's too) must be named.
  const before = previousElement(el);
  if ('hidden' in el.attribs && before && (isDisclosure(before, false) || holdsDisclosure(before)))
    return true;
  if (!id) return false;
  return disclosedIds(rootOf(el)).has(id);
}

/**
 * A link to a part of the page drawn as a sign, no words ('#', '¶', '§', '🔗'): the permalink a heading's
 * render hook puts beside its text (Hugo's, Sphinx's, MkDocs'), not a word of the heading.
 */
function isPermalink(el: Element): boolean {
  if (el.attribs.href?.startsWith('#') !== true) return false;
  let text = '';
  const gather = (node: AnyNode): boolean => {
    if (node.type === 'text') text += (node as unknown as { data: string }).data.trim();
    else if (node.type === 'tag')
      for (const child of (node as Element).children) if (!gather(child)) return false;
    return text.length <= 2;
  };
  return gather(el) && !/[\p{L}\p{N}]/u.test(text);
}

/**
 * Navigation (a post's links to the previous and next, pagination), footers, forms, hidden parts, cookie
 * banners, permalinks; a header only outside main or article.
 */
function isDropped(el: Element, inContent: boolean): boolean {
  if (
    DROPPED_TAGS.has(el.name) &&
    !isDisclosure(el) &&
    !opensNextBlock(el) &&
    !pricedOptions(el) &&
    !isProductForm(el) &&
    !isAnswerPanel(el)
  )
    return true;
  if (el.name === 'header' && !inContent) return true;
  if (isMenuList(el)) return true;
  const a = el.attribs;
  if (a.role && DROPPED_ROLES.has(a.role)) return true;
  if ((a['aria-hidden'] === 'true' || 'hidden' in a) && !isDisclosed(el)) return true;
  if (STRUCK_STYLE.test(a.style ?? '')) return true;
  const unshown = HIDDEN_STYLE.test(a.style ?? '') || (a.class !== undefined && HIDDEN_CLASS.test(a.class));
  if (unshown && !BLOCK.has(el.name) && !holdsBlock(el)) return true;
  if (el.name === 'a' && a.rel !== undefined && SEQUENCE_LINK.test(a.rel)) return true;
  if (el.name === 'a' && isPermalink(el)) return true;
  if (a.class !== undefined && TABLE_CONTROLS.test(a.class)) return true;
  if (a.class !== undefined && SCREEN_READER_ONLY.test(a.class) && !/^h[1-6]$/.test(el.name)) return true;
  return (a.id !== undefined || a.class !== undefined) && BANNER.test(`${a.id ?? ''} ${a.class ?? ''}`);
}

/**
 * A builder's dropdown drawn as an FAQ's answer (Webflow's `nav.w-dropdown-list` under its toggle): the panel a
 * button opens, holding sentences rather than links, is the page's content and no navigation.
 */
function isAnswerPanel(el: Element): boolean {
  return el.name === 'nav' && isDisclosed(el) && holdsSentences(el);
}

/** Whether most of an element's text is outside links: sentences, not a menu. */
function holdsSentences(el: Element): boolean {
  const { linked, all } = linkedText(el);
  return all > 0 && linked < all / 2;
}

/** A menu item marked as the page shown or its section ('cc-nav-current', 'current-menu-item', 'active'). */
const CURRENT_ITEM = /(^|[\s_-])(current|active|selected|parent)([\s_-]|$)/i;

/**
 * A menu outside a `<nav>` (Jimdo's `div#navigation`, a sidebar's sub-menu): a list whose every word is a
 * link, one of them marked as the page shown. A list of links in the text marks none.
 */
function isMenuList(el: Element): boolean {
  if (el.name !== 'ul' && el.name !== 'ol') return false;
  const { linked, all } = linkedText(el);
  if (all === 0 || linked < all) return false;
  const marked = (node: AnyNode): boolean => {
    if (node.type !== 'tag') return false;
    const child = node as Element;
    const { class: classes, 'aria-current': current } = child.attribs;
    if ((current !== undefined && current !== 'false') || (classes && CURRENT_ITEM.test(classes)))
      return true;
    return child.children.some(marked);
  };
  return el.children.some(marked);
}

/** Characters of an element's text, and of them those inside links. */
function linkedText(el: Element): { linked: number; all: number } {
  let linked = 0;
  let all = 0;
  const count = (node: AnyNode, inLink: boolean) => {
    if (node.type === 'text') {
      const length = (node as unknown as { data: string }).data.trim().length;
      all += length;
      if (inLink) linked += length;
    } else if (node.type === 'tag') {
      const child = node as Element;
      for (const grandchild of child.children) count(grandchild, inLink || child.name === 'a');
    }
  };
  count(el, false);
  return { linked, all };
}

/**
 * An inline style a browser shows nothing of: on a few words ('display:none' on schema.org's `itemprop`
 * copies of a product's address and price) they are no text; a hidden block may be a tab's panel a click
 * shows (Framer's).
 */
const HIDDEN_STYLE = /(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)\s*(;|$)/i;
/**
 * A class a stylesheet hides the element by, unless a wider screen shows it: Bootstrap's 'd-none' ('d-none
 * d-lg-inline'), Tailwind's and others' 'hidden' ('hidden md:inline'), and Avada's 'rich-snippet-hidden' on the
 * copies of a page's title, author and date it prints for search engines ('Contatti Elena 2026-09-01T10:12:33').
 */
const HIDDEN_CLASS =
  /^(?!.*\bd-(?:sm|md|lg|xl|xxl)-(?!none))(?!.*(?:^|\s)(?:sm|md|lg|xl|2xl):(?!hidden)).*(^|\s)(d-none|hidden|rich-snippet-hidden)(\s|$)/;

/**
 * A shop's add-to-cart form, which holds the product's price with its choices (Odoo's, Shopify's): read
 * as the page, while a form asking the visitor's name and email is left out.
 */
function isProductForm(el: Element): boolean {
  if (el.name !== 'form') return false;
  const action = el.attribs.action ?? '';
  return /cart|basket|carrello/i.test(action) && el.children.some((child) => PRICE.test(cellText(child)));
}

/** A price: a currency sign or code beside a figure. */
const PRICE = /[€£$]\s*\d|\d\s*(?:€|£|\$|eur\b|gbp\b|usd\b)/i;
/** What a price is charged by, after it: '/hour', '/4 hours', 'a month', 'al mese', 'per person'. */
const RATE = /(?:\/|\b(?:per|a|an|al|alla|ogni)\s)\s*(?:\d+\s*)?\p{L}+\.?\s*$/iu;
/** A rate alone ('per day', 'al giorno', '/ mese', 'a persona'). */
const RATE_ONLY = /^(?:\/|(?:per|a|an|al|alla|allo|ogni|each|every)\s)\s*\p{L}+\.?$/iu;
/** A price and no words but its rate ('€ 35', '£35/hour', '£9.50 a month'): a value, whatever element sets it. */
const isPriceOnly = (text: string) =>
  PRICE.test(text) && !/\p{L}{2,}/u.test(text.replace(/\b(eur|euro|gbp|usd|chf)\b/gi, '').replace(RATE, ''));

/**
 * The choices of a `<select>` outside any form that each say their price, as a product's sizes do ('Bottiglia
 * 75 cl – €42,00', 'Cassa da 6 bottiglie – €240,00'): what the visitor reads on opening it, and the only
 * place the page prints those prices. Undefined for any other select (a sort order, a language, a country).
 */
function pricedOptions(el: Element): string[] | undefined {
  if (el.name !== 'select') return undefined;
  const options = el.children
    .filter((c): c is Element => c.type === 'tag' && (c as Element).name === 'option')
    .map((option) => clean(cellText(option)));
  return options.length >= 2 && options.every((text) => PRICE.test(text)) ? options : undefined;
}

/**
 * A container whose utility classes lay its children out as flex or grid items (Tailwind's `flex`, `grid`,
 * Bootstrap's `d-flex`): a browser shows each child as a box of its own, never glued to the next.
 */
const FLEX_OR_GRID = /(^|\s)(flex|inline-flex|grid|inline-grid|d-flex|d-inline-flex|d-grid)(\s|$)/;
const laysOutApart = (el: Element) => el.attribs.class !== undefined && FLEX_OR_GRID.test(el.attribs.class);

/** Share of the body's text a `<main>` or lone `<article>` must hold to be read alone. */
const CONTENT_SHARE = 0.6;

interface Walk {
  blocks: TextBlock[];
  /** Non-space characters outside links: what a reader reads, menus and link lists aside. */
  weight: number;
  /** The blocks and weight of `mark`, when the walk met it. */
  marked?: { start: number; end: number; weight: number };
}

const MAX_CELL_CHARS = 160;

const childTags = (el: Element, names: string[]) =>
  el.children.filter((c): c is Element => c.type === 'tag' && names.includes((c as Element).name));

/** A table's rows, through its `thead`, `tbody` and `tfoot`. */
function rowsOf(table: Element): Element[] {
  return childTags(table, ['tr', 'thead', 'tbody', 'tfoot']).flatMap((part) =>
    part.name === 'tr' ? [part] : childTags(part, ['tr']),
  );
}

/**
 * The words of an element as a browser shows them in one cell: one line, spaces collapsed; a `<br>` is
 * `lineBreak` (a space, or a mark to split the cell's lines at).
 */
function cellText(node: AnyNode, lineBreak = ' '): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  if (node.type !== 'tag' || isDropped(node as Element, true)) return '';
  const el = node as Element;
  if (el.name === 'br') return lineBreak;
  if (laysOutApart(el)) return el.children.map((child) => cellText(child, lineBreak)).join(' ');
  // Sibling elements glued as no word is ('50 sq ft' and its badge 'Medium') are two things apart.
  return el.children.reduce((text, child) => {
    const next = cellText(child, lineBreak);
    const apart = readApart(text, next);
    return apart ? `${text} ${next}` : text + next;
  }, '');
}
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const holdsTable = (el: Element): boolean =>
  el.children.some((c) => c.type === 'tag' && ((c as Element).name === 'table' || holdsTable(c as Element)));
/** Line breaks alone do not make a cell a block: a row stays one record ('sabato 15 agosto Festa della Madonna'). */
const LINE_BREAKS = new Set(['br', 'hr']);
const holdsBlock = (el: Element): boolean =>
  el.children.some((c) => {
    if (c.type !== 'tag') return false;
    const { name } = c as Element;
    return (BLOCK.has(name) && !LINE_BREAKS.has(name)) || /^h[1-6]$/.test(name) || holdsBlock(c as Element);
  });
const holdsBreak = (el: Element): boolean =>
  el.children.some((c) => c.type === 'tag' && ((c as Element).name === 'br' || holdsBreak(c as Element)));
const isCell = (node: AnyNode): node is Element =>
  node.type === 'tag' && ((node as Element).name === 'td' || (node as Element).name === 'th');
/**
 * An inline style showing an element as a block: builders print a text box's paragraphs as `<span
 * style="display: block;">`s with nothing between them ('…a persona.Il sabato…' read as one word).
 */
const SHOWN_AS_BLOCK = /(^|;)\s*display\s*:\s*(block|list-item|flex|grid|table)\s*(;|$)/i;
/**
 * A cell of a layout table is a block of its own, not words beside the next cell: one holding paragraphs
 * or a table, or lines when another cell of its row holds lines too (columns side by side). A cell of
 * lines beside short cells is a record's last field ('domenica 15 novembre' · 'Festa dell'Olio' …).
 */
function isBlock(el: Element): boolean {
  if (BLOCK.has(el.name) || SHOWN_AS_BLOCK.test(el.attribs.style ?? '')) return true;
  if (!isCell(el)) return false;
  if (holdsBlock(el)) return true;
  return holdsBreak(el) && (el.parent?.children ?? []).some((c) => c !== el && isCell(c) && holdsBreak(c));
}

/** Whether every word of a node is inside `<b>` or `<strong>`, and it has some. */
function allBold(node: AnyNode, bold = false): boolean {
  if (node.type === 'text') return bold || !(node as unknown as { data: string }).data.trim();
  if (node.type !== 'tag') return true;
  const el = node as Element;
  return el.children.every((c) => allBold(c, bold || isBold(el)));
}

/**
 * A header cell: a `<th>`, or on older pages a `<td>` all in bold ('<td><b>Prezzo</b></td>', '<td
 * style="font-weight: 700">Prezzo</td>').
 */
const isHeaderCell = (cell: Element) =>
  cell.name === 'th' ||
  (clean(cellText(cell)) !== '' && (allBold(cell) || BOLD_STYLE.test(cell.attribs.style ?? '')));

/**
 * A data table as lines that each carry their column headers ('Day: Monday · Pool: 06:30 – 21:30'), so a
 * row quoted alone still says what its values are. Only a table whose first row is all header cells,
 * with short cells and no table inside, is read so; a layout table (old sites build pages with them)
 * is read as the blocks it holds. Undefined for those.
 */
function dataTableLines(
  table: Element,
  earlier?: string[],
): { lines: string[]; headers: string[] } | undefined {
  const rows = rowsOf(table);
  const [head, ...body] = rows;
  if (!head) return undefined;
  const headCells = childTags(head, ['th', 'td']);
  if (headCells.length < 2 || !headCells.every(isHeaderCell)) return continuedTable(rows, earlier);
  if (body.length === 0) return undefined;
  const headers: string[] = [];
  for (const cell of headCells) {
    const span = Math.min(Number(cell.attribs.colspan) || 1, 20);
    for (let i = 0; i < span; i++) headers.push(clean(cellText(cell)));
  }
  const lines = bodyLines(body, headers);
  return lines && { lines, headers };
}

/**
 * A table without a header row after one with it, of as many columns, each row a name and its values
 * ('Supplementi per notte': 'Cane', '€ 4,00', '€ 5,00', '€ 6,00' under the seasons of the price list
 * above): its values are in the earlier table's columns, as a reader takes them.
 */
function continuedTable(rows: Element[], earlier?: string[]) {
  if (!earlier || earlier.length < 3 || rows.length === 0) return undefined;
  const texts = rows.map((row) => childTags(row, ['th', 'td']).map((c) => clean(cellText(c))));
  const fits = texts.every(
    ([name, ...values]) =>
      values.length + 1 === earlier.length && !!name && /\p{L}/u.test(name) && values.every(isValueCell),
  );
  const figures = texts.flatMap(([, ...values]) => values).filter(hasFigure).length;
  if (!fits || figures * 2 < rows.length * (earlier.length - 1)) return undefined;
  const lines = bodyLines(rows, ['', ...earlier.slice(1)]);
  return lines && { lines, headers: earlier };
}

function bodyLines(body: Element[], headers: string[]): string[] | undefined {
  const lines: string[] = [];
  for (const row of body) {
    const cells = childTags(row, ['th', 'td']);
    if (cells.some(holdsTable)) return undefined;
    const texts = cells.map((c) => clean(cellText(c)));
    if (texts.some((t) => t.length > MAX_CELL_CHARS)) return undefined;
    let column = 0;
    const parts: string[] = [];
    cells.forEach((cell, i) => {
      const header = headers[column] ?? '';
      const text = texts[i] ?? '';
      column += Math.min(Number(cell.attribs.colspan) || 1, 20);
      if (text) parts.push(header && header !== text ? `${header}: ${text}` : text);
    });
    if (parts.length > 0) lines.push(parts.join(' · '));
  }
  return lines;
}

/** How many blocks (a heading, its line) may stand between a table and the one continuing it. */
const NEAR_TABLE = 2;

/** Elements a page builder lays out as a grid's cells or a fact's label and value. */
const CELL_TAGS = new Set(['div', 'span', 'p']);
const MAX_GRID_COLUMNS = 8;
/** A grid's value cell: short, with a figure, or a word said in place of one ('Free', 'Closed', '–'). */
const MAX_VALUE_CHARS = 40;
const hasFigure = (text: string) => /\d/.test(text);
const isValueCell = (text: string) =>
  text.length <= MAX_VALUE_CHARS &&
  (hasFigure(text) || /^[\p{L}–—-]+( [\p{L}–—-]+){0,2}$/u.test(text) || text === '');
/** A header cell names a column in words ('Peak', '3-night break'), never a price. */
const isHeaderText = (text: string) =>
  text.length > 0 && text.length <= MAX_VALUE_CHARS && /\p{L}{2}/u.test(text) && !/[€£$]/.test(text);

/** An element's children less the whitespace between them. */
const contentChildren = (el: Element) =>
  el.children.filter((c) => c.type !== 'text' || (c as unknown as { data: string }).data.trim());

/**
 * A cell holding no block, or a single cell wrapped in it ('<div id="w-node-…"><div class="price">'), beside
 * empty layers (Wix's background layers in every box).
 */
function isLeafCell(el: Element): boolean {
  if (!CELL_TAGS.has(el.name) || isDropped(el, true)) return false;
  if (!holdsBlock(el)) return true;
  const children = contentChildren(el);
  const filled =
    children.length > 1 ? children.filter((c) => c.type !== 'tag' || clean(cellText(c)) !== '') : children;
  const [inner, ...more] = filled.length > 0 ? filled : children;
  return more.length === 0 && inner?.type === 'tag' && isLeafCell(inner as Element);
}

/** The texts of an element's children when every one is a cell: a `div` (or `span`, `p`) holding no block. */
function cellTexts(el: Element): string[] | undefined {
  const children = contentChildren(el);
  if (children.length === 0) return undefined;
  const texts: string[] = [];
  for (const child of children) {
    if (child.type !== 'tag') return undefined;
    const cell = child as Element;
    if (!isLeafCell(cell)) return undefined;
    texts.push(clean(cellText(cell)));
  }
  return texts;
}

/** The names of the days of the week, long and short, in the languages the product reads ('Monday', 'lun'). */
const WEEKDAY_NAMES = new Set(
  ['en', 'it'].flatMap((language) =>
    (['long', 'short'] as const).flatMap((weekday) => {
      const format = new Intl.DateTimeFormat(language, { weekday, timeZone: 'UTC' });
      // 5 January 1970 was a Monday
      return Array.from({ length: 7 }, (_, d) =>
        format
          .format(Date.UTC(1970, 0, 5 + d))
          .toLowerCase()
          .replace(/\.$/, ''),
      );
    }),
  ),
);
const isWeekday = (text: string) => WEEKDAY_NAMES.has(text.toLowerCase().replace(/\.$/, ''));

/**
 * A table built of `div`s (a CSS grid, as Webflow, Wix or Framer lay out price lists): a flat run of cells
 * whose columns only the style sheet sets. Read as a table when some column count fits: a first row of
 * headers without figures, then rows of a name and values ('Tent pitch with electric', '£23', '£29' …),
 * each line carrying its column headers as a table's do ('Pitch: Tent pitch with electric · Low: £23 · …').
 */
function gridLines(cells: string[], only?: number): string[] | undefined {
  if (cells.length < 6) return undefined;
  for (let columns = only ?? 2; columns <= (only ?? MAX_GRID_COLUMNS); columns++) {
    if (cells.length % columns !== 0 || cells.length / columns < 2) continue;
    const rows = Array.from({ length: cells.length / columns }, (_, r) =>
      cells.slice(r * columns, (r + 1) * columns),
    );
    const [head, ...body] = rows;
    if (!head?.every(isHeaderText)) continue;
    // a week's hours, a day per row, have no header row: 'Monday', 'Closed' is the first day's
    if (rows.every(([first = '']) => isWeekday(first))) {
      if (only === undefined)
        return rows.map(([day, ...hours]) => `${day}: ${hours.filter(Boolean).join(', ')}`);
      continue;
    }
    const fits = body.every(
      ([name, ...values]) => !!name && /\p{L}/u.test(name) && values.every(isValueCell),
    );
    const figures = body.flatMap(([, ...values]) => values).filter(hasFigure).length;
    if (!fits || figures * 2 < body.length * (columns - 1)) continue;
    return body.map((row) =>
      row
        .map((text, i) => (text && head[i] !== text ? `${head[i]}: ${text}` : text))
        .filter(Boolean)
        .join(' · '),
    );
  }
  return undefined;
}

/** Classes naming a fact's label and its value ('list__label_3Vb' | 'list__value_2Ue', 'spec-name' | 'spec-value'). */
const LABEL_CLASS = /(^|[\s_-])(label|key|term|name)([\s_-]|$)/i;
const VALUE_CLASS = /(^|[\s_-])(value|price|data|detail|description)([\s_-]|$)/i;

/**
 * A fact laid out as two cells side by side, a label and its value ('Check-in' | 'from 2pm'): one line,
 * as the page shows it, not a label line that the next fact's label would follow.
 */
function factLine(el: Element, cells: string[]): string | undefined {
  // Two paragraphs are two lines, as a text box's name and note are ('Tecarterapia', '30 minuti').
  if (cells.length !== 2 || el.children.some((c) => c.type === 'tag' && (c as Element).name === 'p'))
    return undefined;
  const [label = '', value = ''] = cells;
  // Cells whose classes say which is the label and which the value may hold a longer label ('Aeroporto Olbia
  // Costa Smeralda – Porto Rotondo (circa 20 minuti)' | 'auto 55 € · minivan 85 €').
  const [first, second] = contentChildren(el) as Element[];
  const named = LABEL_CLASS.test(first?.attribs.class ?? '') && VALUE_CLASS.test(second?.attribs.class ?? '');
  const isLabel =
    label.length <= (named ? MAX_CELL_CHARS : MAX_VALUE_CHARS) &&
    /\p{L}/u.test(label) &&
    !/[.!?:;,]$/.test(label);
  // the same words twice (a card's regular and sale price) are one line, no label and its value
  if (label === value) return label;
  return isLabel && value && value.length <= MAX_CELL_CHARS ? `${label}: ${value}` : undefined;
}

/**
 * A grid whose rows are boxes of their own, each holding one cell per column ('<div class="row">' of
 * '<div class="cell">'s, as Wix and Framer build price lists): read as a table of that many columns.
 */
function rowGridLines(el: Element): string[] | undefined {
  const rows = contentChildren(el);
  if (rows.length < 2 || rows.some((row) => row.type !== 'tag' || (row as Element).name !== 'div'))
    return undefined;
  const cells = rows.map((row) => cellTexts(row as Element));
  if (cells.some((row) => !row)) return cardGridLines(rows as Element[]);
  const columns = cells[0]?.length ?? 0;
  if (columns < 2 || columns > MAX_GRID_COLUMNS || cells.some((row) => row?.length !== columns))
    return undefined;
  return gridLines(
    cells.flatMap((row) => row ?? []),
    columns,
  );
}

/** How many short blocks a card of a grid may hold: a name, its dates or its unit. */
const MAX_CARD_PARTS = 3;

/**
 * A grid's card: a cell, or a box of a few short blocks ('<h4>Low season</h4><p>3 Apr – 21 May<br>25 Sep –
 * 30 Oct</p>'), as its blocks' texts (a line break read as a comma); an empty cell is no text.
 */
function cardParts(el: Element): string[] | undefined {
  if (isLeafCell(el)) {
    const text = clean(cellText(el));
    return text ? [text] : [];
  }
  if (el.name !== 'div' || isDropped(el, true)) return undefined;
  const parts: string[] = [];
  for (const child of contentChildren(el)) {
    if (child.type !== 'tag') return undefined;
    const block = child as Element;
    if (block.name === 'div') {
      const inner = cardParts(block);
      if (!inner) return undefined;
      parts.push(...inner);
      continue;
    }
    if (block.name !== 'p' && !/^h[1-6]$/.test(block.name)) return undefined;
    if (holdsBlock(block)) return undefined;
    const lines = block.children.map((c) =>
      c.type === 'tag' && (c as Element).name === 'br' ? '\n' : cellText(c),
    );
    const text = lines.join('').split('\n').map(clean).filter(Boolean).join(', ');
    if (text) parts.push(text);
  }
  return parts.length <= MAX_CARD_PARTS && parts.every((t) => t.length <= MAX_CELL_CHARS) ? parts : undefined;
}

/**
 * A grid whose rows are boxes of cards (Framer or Wix price tables: a corner, then the seasons' cards with
 * their dates; then each boat's card and its prices): read as a table whose columns are the head cards'
 * names ('Wagtail, 2 berths · Low season: £1,095 · Mid season: £1,295'), each name's dates first as the
 * page's legend ('Low season: 3 Apr – 21 May, 25 Sep – 30 Oct'). Cards of one name told apart only by their
 * other lines ('Low season' for 3 nights and for 4) are named by all their lines.
 */
function cardGridLines(rows: Element[]): string[] | undefined {
  const cards = rows.map((row) => {
    const children = contentChildren(row);
    if (children.some((c) => c.type !== 'tag')) return undefined;
    const parts = (children as Element[]).map(cardParts);
    return parts.every(Boolean) ? (parts as string[][]) : undefined;
  });
  const columns = cards[0]?.length ?? 0;
  if (columns < 3 || columns > MAX_GRID_COLUMNS || cards.some((row) => row?.length !== columns))
    return undefined;
  const [[corner = [], ...head] = [], ...body] = cards as string[][][];
  if (corner.length > 1 || !head.every((card) => card.length > 0 && isHeaderText(card[0]!))) return undefined;
  const fits = body.every(
    ([name = [], ...values]) =>
      name.length > 0 &&
      /\p{L}/u.test(name[0]!) &&
      values.every((value) => value.length <= 1 && isValueCell(value[0] ?? '')),
  );
  const figures = body.flatMap(([, ...values]) => values.flat()).filter(hasFigure).length;
  if (!fits || figures * 2 < body.length * head.length) return undefined;
  const names = head.map((card) => card[0]!);
  const distinct = new Set(names).size === names.length;
  const headers = distinct ? names : head.map((card) => card.join(', '));
  const legend = distinct
    ? head.filter((card) => card.length > 1).map(([name, ...rest]) => `${name}: ${rest.join(', ')}`)
    : [];
  const lines = body.map(([name = [], ...values]) =>
    [
      corner[0] ? `${corner[0]}: ${name.join(', ')}` : name.join(', '),
      ...values.flatMap((value, i) => (value[0] ? [`${headers[i]}: ${value[0]}`] : [])),
    ].join(' · '),
  );
  return [...legend, ...lines];
}

/** A cell's innermost element ('<div class="plan-price">' inside its grid wrapper), whose class says its kind. */
function innermost(el: Element): Element {
  const [inner, ...more] = contentChildren(el);
  return more.length === 0 && inner?.type === 'tag' ? innermost(inner as Element) : el;
}

/**
 * A grid laid out a row per kind of cell (a Webflow price grid: the plans' names, then their prices, their
 * units, their blurbs, each row's cells sharing a class), whose columns only the style sheet sets: one line
 * per column, as the page shows each plan under its name ('Day Pass: £25 · per day + VAT · Drop in…').
 * The buttons after it ('Buy', 'Join') say nothing.
 */
function columnGridLines(el: Element): string[] | undefined {
  const children = contentChildren(el);
  if (children.some((c) => c.type !== 'tag')) return undefined;
  const cells = (children as Element[]).filter((cell) => innermost(cell).name !== 'a');
  if (cells.length < 6 || cells.some((cell) => !isLeafCell(cell))) return undefined;
  const kinds = cells.map((cell) => innermost(cell).attribs.class);
  const runs: number[] = [];
  kinds.forEach((kind, i) => {
    if (i > 0 && kind === kinds[i - 1]) runs[runs.length - 1]! += 1;
    else runs.push(1);
  });
  const columns = runs[0] ?? 0;
  if (!kinds[0] || columns < 2 || columns > MAX_GRID_COLUMNS || runs.length < 2) return undefined;
  if (runs.some((run) => run !== columns)) return undefined;
  const texts = cells.map((cell) => clean(cellText(cell)));
  const [head = [], ...body] = runs.map((_, r) => texts.slice(r * columns, (r + 1) * columns));
  if (!head.every(isHeaderText) || !body.some((row) => row.every(hasFigure))) return undefined;
  return head.map(
    (name, j) =>
      `${name}: ${body
        .map((row) => row[j])
        .filter(Boolean)
        .join(' · ')}`,
  );
}

/** The texts of a text box's paragraphs, an empty one kept as '' (it holds a row's place); undefined for any other box. */
function paragraphTexts(box: Element): string[] | undefined {
  const children = contentChildren(box);
  if (children.some((c) => c.type !== 'tag')) return undefined;
  const blocks = children as Element[];
  if (blocks.some((b) => (b.name !== 'p' && !/^h[1-6]$/.test(b.name)) || holdsBlock(b))) return undefined;
  return blocks.map((b) => clean(cellText(b)));
}

/**
 * Text boxes side by side that make a table only by position (Google Sites' fees: a box of 'Frequenza' and
 * its options with their hours, one of 'Nido' and its prices, one of 'Scuola dell'infanzia' and its prices,
 * empty lines keeping the rows level): each box's first line heads its column, its lines are the rows, and a
 * line only the first box fills goes on with the row before ('Part-time mattino, 7:30 – 13:00').
 */
function boxColumnLines(el: Element): string[] | undefined {
  return columnLines(columnsOf(el)?.map((c) => paragraphTexts(innermost(c))) ?? []);
}

/** The boxes of an element that may be a table's columns: three at least, and no text between them. */
function columnsOf(el: Element): Element[] | undefined {
  const children = contentChildren(el);
  if (children.length < 3 || children.length > MAX_GRID_COLUMNS || children.some((c) => c.type !== 'tag'))
    return undefined;
  return children as Element[];
}

/**
 * Columns side by side, each its head over a box of lines (Weblium's price table: 'Barca' over the boats,
 * 'Bassa' and its dates over their prices): read as a table headed by the heads, a row per line. Read before
 * the rows a grid of two cells each would make of them.
 */
function headedColumnLines(el: Element): string[] | undefined {
  return columnLines(columnsOf(el)?.map(headedColumn) ?? []);
}

/**
 * A column of two boxes, its head over a box of lines (Weblium's price columns: 'Bassa' and its dates, then
 * a price a line): the head as one line, then the lines. Undefined for any other box.
 */
function headedColumn(column: Element): string[] | undefined {
  const parts = contentChildren(column);
  if (parts.length !== 2 || parts.some((p) => p.type !== 'tag')) return undefined;
  const [head, body] = parts as Element[];
  const lines = boxLines(body!);
  return lines && [clean(cellText(head!, ' ')), ...lines];
}

/** The lines of a text block broken by `<br>`, an empty one kept as ''; undefined for a box holding blocks. */
function brokenLines(box: Element): string[] | undefined {
  if (holdsBlock(box) || !holdsBreak(box)) return undefined;
  return cellText(box, LINE_MARK).split(LINE_MARK).map(clean);
}
/** A character no page writes, standing for a `<br>` until the lines are split at it. */
const LINE_MARK = '\u2028';

/**
 * A layout table's row whose cells are columns of lines broken by `<br>` (Weebly's multi-column element:
 * a cell of 'Matinee' and 'Evening', then a cell per ticket with its name and its two prices, empty lines
 * keeping the rows level), read as text boxes side by side are.
 */
function rowColumnLines(row: Element): string[] | undefined {
  const cells = childTags(row, ['td', 'th']);
  if (cells.length < 3 || cells.length > MAX_GRID_COLUMNS) return undefined;
  return columnLines(cells.map((cell) => brokenLines(innermost(cell))));
}

/**
 * Columns of lines that make a table by position: each column's first line heads it (the first column's
 * may be an empty corner), its lines are the rows, and a line only the first column fills goes on with the
 * row before ('Part-time mattino, 7:30 – 13:00').
 */
function columnLines(columns: (string[] | undefined)[]): string[] | undefined {
  const height = columns[0]?.length ?? 0;
  if (height < 3 || columns.some((c) => c?.length !== height)) return undefined;
  const [head, ...lines] = Array.from({ length: height }, (_, i) => columns.map((c) => c![i] ?? ''));
  if (!head?.every((text, i) => isHeaderText(text) || (i === 0 && text === ''))) return undefined;
  const rows: string[][] = [];
  for (const [first = '', ...values] of lines) {
    const previous = rows[rows.length - 1];
    if (values.every((v) => v === '')) {
      if (first && previous) previous[0] = previous[0] ? `${previous[0]}, ${first}` : first;
      else if (first) rows.push([first, ...values]);
    } else rows.push([first, ...values]);
  }
  const fits = rows.every(
    ([name = '', ...values]) =>
      /\p{L}/u.test(name) && name.length <= MAX_CELL_CHARS && values.every(isValueCell),
  );
  const figures = rows.flatMap(([, ...values]) => values).filter(hasFigure).length;
  if (rows.length < 2 || !fits || figures * 2 < rows.length * (head.length - 1)) return undefined;
  return rows.map((row) =>
    row
      .map((text, i) => (text && head[i] ? `${head[i]}: ${text}` : text))
      .filter(Boolean)
      .join(' · '),
  );
}

/** A figure set large on its own, as a counter shows it ('120', '25+', '98%', '1,500'). */
const FIGURE_ONLY = /^[+~≈<>]?\s?\d[\d.,]*\s?(?:%|\+|k)?$/i;

/**
 * Counters: figures set large, each above the words saying what it counts ('120' over 'standing', '80' over
 * 'seated, theatre-style'), as builders' counter and stat blocks lay them out. Read as the page shows them,
 * one line a figure and its words ('120 standing'), not a label line naming the next figure.
 */
function counterLines(cells: string[]): string[] | undefined {
  if (cells.length < 2 || cells.length % 2 !== 0) return undefined;
  const pairs = Array.from({ length: cells.length / 2 }, (_, i): [string, string] => [
    cells[2 * i] ?? '',
    cells[2 * i + 1] ?? '',
  ]);
  const counts = pairs.every(
    ([figure, words]) =>
      FIGURE_ONLY.test(figure) &&
      words.length <= MAX_VALUE_CHARS &&
      /\p{L}/u.test(words) &&
      !hasFigure(words),
  );
  return counts ? pairs.map(([figure, words]) => `${figure} ${words}`) : undefined;
}

/** Tops of positioned boxes this close, in px, are one row to the eye. */
const ROW_SLACK = 10;
const UNSHOWN = new Set(['script', 'style', 'noscript', 'template', 'link', 'meta']);

/**
 * The children of an element a drag-and-drop builder lays out (WebStarts, early Wix, Canva): every box holding
 * text placed absolutely, printed in the order it was added. Read as a browser shows them: rows by their tops,
 * each left to right; the shapes and pictures holding no text go last. A shape or picture framing some of the
 * text boxes is a card ('1 man & van', '£55 an hour' and 'Small loads…' on one white panel, its price printed
 * before its name): a card is read whole, top to bottom, where it sits among the rows. Undefined for children
 * in the page's flow, or placed in lengths of different kinds.
 */
function placedRows(children: AnyNode[], place: (el: Element) => Place | undefined): AnyNode[][] | undefined {
  const places = children.map((child) => (child.type === 'tag' ? place(child as Element) : undefined));
  if (places.filter(Boolean).length < 2) return undefined;
  const boxes: Placed[] = [];
  const frames: Placed[] = [];
  const rest: AnyNode[] = [];
  for (const [i, child] of children.entries()) {
    const shown = !(child.type === 'tag' && UNSHOWN.has((child as Element).name)) && clean(cellText(child));
    const at = places[i];
    if (shown && at) boxes.push({ node: child, at });
    else if (shown) return undefined;
    else {
      if (at) frames.push({ node: child, at });
      rest.push(child);
    }
  }
  if (boxes.length < 2 || !boxes.every((b) => sameUnits(b.at, boxes[0]!.at))) return undefined;
  return [
    ...placedInRows(cardsOf(boxes, frames)).flatMap((row) =>
      // a card is read whole, its own boxes in rows, never as a column of a table beside another card
      row.some((item) => item.card)
        ? row.flatMap((item) =>
            item.card ? placedInRows(item.boxes).map((r) => r.map((b) => b.node)) : [[item.node]],
          )
        : [row.map((item) => item.node)],
    ),
    rest,
  ];
}

/** Placed things in rows as the eye reads them: by their tops, tops this close one row, each left to right. */
function placedInRows<T extends { at: Place }>(items: T[]): T[][] {
  const rows: { top: number; items: T[] }[] = [];
  for (const item of [...items].sort((a, b) => a.at.top.value - b.at.top.value)) {
    const row = rows.at(-1);
    if (row && item.at.top.value - row.top <= ROW_SLACK) row.items.push(item);
    else rows.push({ top: item.at.top.value, items: [item] });
  }
  return rows.map((row) => row.items.sort((a, b) => a.at.left.value - b.at.left.value));
}

interface Placed {
  node: AnyNode;
  at: Place;
}

/** A text box alone, or a card: the text boxes a frame holds, placed where the frame is. */
type Item = Placed & ({ card: false } | { card: true; boxes: Placed[] });

const sameUnits = (a: Place, b: Place) => a.top.unit === b.top.unit && a.left.unit === b.left.unit;

/** Slack, in the units of the boxes, for a box to sit inside a frame. */
const FRAME_SLACK = 2;

/** Whether a box lies within a frame: its top-left corner and, when sized, its whole area. */
function within(box: Place, frame: Place): boolean {
  const { width, height } = frame;
  if (!width || !height || !sameUnits(box, frame)) return false;
  if (width.unit !== frame.left.unit || height.unit !== frame.top.unit) return false;
  const right = frame.left.value + width.value + FRAME_SLACK;
  const bottom = frame.top.value + height.value + FRAME_SLACK;
  const inside = (from: number, size: Length | undefined, to: number, unit: Length['unit']) =>
    size === undefined || size.unit !== unit || from + size.value <= to;
  return (
    box.left.value >= frame.left.value - FRAME_SLACK &&
    box.top.value >= frame.top.value - FRAME_SLACK &&
    box.left.value < right &&
    box.top.value < bottom &&
    inside(box.left.value, box.width, right, frame.left.unit) &&
    inside(box.top.value, box.height, bottom, frame.top.unit)
  );
}

/**
 * The text boxes as items: those framed together by the smallest frame holding two or more of them, but not
 * all (a band behind the whole section), as one card each; the others alone.
 */
function cardsOf(boxes: Placed[], frames: Placed[]): Item[] {
  const held = frames
    .map((frame) => ({ frame, inside: boxes.filter((b) => within(b.at, frame.at)) }))
    .filter(({ inside }) => inside.length >= 2 && inside.length < boxes.length);
  const area = ({ at }: Placed) => (at.width?.value ?? 0) * (at.height?.value ?? 0);
  const cardOf = new Map<AnyNode, Placed>();
  for (const box of boxes) {
    const smallest = held
      .filter(({ inside }) => inside.includes(box))
      .sort((a, b) => area(a.frame) - area(b.frame))[0];
    if (smallest) cardOf.set(box.node, smallest.frame);
  }
  const items: Item[] = [];
  const cards = new Set<Placed>();
  for (const box of boxes) {
    const frame = cardOf.get(box.node);
    // a frame left holding one box after the smaller cards took the others is no card
    const members = frame ? boxes.filter((b) => cardOf.get(b.node) === frame) : [];
    if (!frame || members.length < 2) items.push({ ...box, card: false });
    else if (!cards.has(frame)) {
      cards.add(frame);
      items.push({ ...frame, card: true, boxes: members });
    }
  }
  return items;
}

/** A repeated card's boxes: a few short lines, each no sentence. */
const MAX_REPEATED_CARD_PARTS = 5;
const MAX_REPEATED_CARD_CHARS = 60;
const CARD_TAGS = new Set(['div', 'article', 'section']);
/** What a card prints besides its text boxes: its button, its picture. */
const CARD_EXTRAS = /^(?:a|button|img|picture|svg|figure)$/;

/**
 * A card of a grid repeating it (the siblings share its first class: 'pricing-card'), whose text sits in three
 * to five boxes of their own holding no block, none a sentence, one a figure ('iPhone 13 128GB', '£319', 'Grade
 * A'): its boxes' texts on one line, ' · ' between them. Undefined for any other element.
 */
function cardLine(el: Element): string | undefined {
  // Asked of every element the walk meets: the cheap checks first, the grid's siblings and the texts last.
  const kind = firstClass(el);
  const parent = el.parent;
  if (!kind || !CARD_TAGS.has(el.name) || !parent || !('children' in parent)) return undefined;
  const parts = contentChildren(el);
  if (parts.length < 3 || parts.some((part) => part.type !== 'tag')) return undefined;
  const boxes = (parts as Element[]).filter((box) => !CARD_EXTRAS.test(box.name) && !isDropped(box, true));
  // spans are a price's parts ('£', '90', '/ 2 days'), not boxes of their own
  if (boxes.some((box) => !CARD_TAGS.has(box.name) && box.name !== 'p')) return undefined;
  if (
    !(parent.children as AnyNode[]).some(
      (c) => c !== el && c.type === 'tag' && firstClass(c as Element) === kind,
    )
  )
    return undefined;
  const texts: string[] = [];
  for (const box of boxes) {
    if (holdsBlock(box)) return undefined;
    const text = clean(cellText(box));
    if (!text) continue;
    if (text.length > MAX_REPEATED_CARD_CHARS || /[.!?:]$/.test(text)) return undefined;
    texts.push(text);
  }
  // two boxes are a label and its value (see `factLine`); a price printed twice is one price (a sale's)
  if (texts.length < 3 || texts.length > MAX_REPEATED_CARD_PARTS || new Set(texts).size < texts.length)
    return undefined;
  if (!texts.some((t) => /\d/.test(t))) return undefined;
  return texts.join(' · ');
}

const firstClass = (el: Element) => el.attribs.class?.trim().split(/\s+/)[0];

/** A row's boxes as runs of neighbours with as many lines each (a column of names beside one of prices). */
function evenRuns(row: AnyNode[]): AnyNode[][] {
  const heights = row.map((box) => (box.type === 'tag' ? boxLines(box as Element)?.length : undefined));
  const runs: AnyNode[][] = [];
  row.forEach((box, i) => {
    const even = heights[i] !== undefined && heights[i] === heights[i - 1];
    if (even) runs.at(-1)?.push(box);
    else runs.push([box]);
  });
  return runs;
}

/**
 * A text box's lines: its paragraphs, headings and spans shown as blocks, each split at its `<br>`s (the empty
 * ones kept, as they keep rows level, but not at the end); undefined for a box holding other blocks.
 */
function boxLines(placed: Element): string[] | undefined {
  const box = unwrapped(placed);
  // an empty heading or paragraph keeps its line ('<h4>&nbsp;</h4>' beside the heading of the first column)
  const parts = contentChildren(box).filter((c) => isLineBlock(c) || clean(cellText(c)));
  const blocks = holdsBlock(box) || parts.some(isLineBlock) ? parts : [box];
  if (blocks.some((b) => b !== box && !isLineBlock(b))) return undefined;
  const lines = blocks.flatMap((b) => cellText(b, LINE_MARK).split(LINE_MARK).map(clean));
  while (lines.at(-1) === '') lines.pop();
  return lines;
}
/** The element a box's text sits in, inside the wrappers around it alone (Canva's `div.hmKMcA > div._2iFkbQ`). */
function unwrapped(box: Element): Element {
  let inner = box;
  for (;;) {
    const shown = contentChildren(inner).filter((c) => c.type === 'tag' || clean(cellText(c)));
    const only = shown[0];
    if (shown.length !== 1 || only?.type !== 'tag' || isLineBlock(only) || (only as Element).name === 'ul')
      return inner;
    inner = only as Element;
  }
}
const isLineBlock = (node: AnyNode) => {
  if (node.type !== 'tag') return false;
  const el = node as Element;
  const block = el.name === 'p' || /^h[1-6]$/.test(el.name) || SHOWN_AS_BLOCK.test(el.attribs.style ?? '');
  return block && !holdsBlock(el);
};

/**
 * Positioned boxes side by side that make a table only by position: a column of room names beside a column of
 * prices, line by line, each box's first line heading its column ('Room', 'Per night'); or a column of labels
 * beside their values ('Check-in' | '4pm – 8pm'), read a label and its values a line. Undefined for boxes
 * whose lines do not pair so.
 */
function boxRowLines(
  row: AnyNode[],
): { heading?: { level: number; text: string }; lines: string[] } | undefined {
  if (row.length > MAX_GRID_COLUMNS || row.some((box) => box.type !== 'tag')) return undefined;
  const boxes = row as Element[];
  const columns = boxes.map(boxLines);
  const height = columns[0]?.length ?? 0;
  if (height < 2 || columns.some((c) => c?.length !== height)) return undefined;
  const read = (lines: string[][]) => columnLines(lines) ?? labelColumnLines(lines);
  const full = read(columns as string[][]);
  if (full) return { lines: full };
  // A heading over the first column only ('Extras', the boxes beside it an empty one) is the section's.
  const first = contentChildren(boxes[0]!)[0];
  const level = first?.type === 'tag' ? /^h([1-6])$/.exec((first as Element).name)?.[1] : undefined;
  const [text = '', ...below] = columns[0]!;
  if (!level || height < 3 || !isHeaderText(text) || columns.slice(1).some((c) => c![0] !== ''))
    return undefined;
  const lines = read([below, ...columns.slice(1).map((c) => c!.slice(1))]);
  return lines && { heading: { level: Number(level), text }, lines };
}

/** A price set alone ('£32', '€ 14,00', 'da € 38', '45 €'), as a card prints it large. */
const PRICE_ONLY = /^(?:(?:from|da|only|solo)\s+)?(?:[€£$]\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|£|\$|eur|euro))$/i;

/** The heading elements in a node and its descendants. */
const headingsIn = (node: AnyNode): number =>
  node.type !== 'tag'
    ? 0
    : /^h[1-6]$/.test((node as Element).name)
      ? 1
      : (node as Element).children.reduce((n, child) => n + headingsIn(child), 0);

/** Whether the first text a node shows is a heading's. */
function opensWithHeading(node: AnyNode): boolean {
  if (node.type !== 'tag') return false;
  const el = node as Element;
  if (/^h[1-6]$/.test(el.name)) return true;
  const first = el.children.find((child) => clean(cellText(child)));
  return first !== undefined && opensWithHeading(first);
}

/**
 * A card printing its price above its name ('£32', then '### Full day' and '7am – 6.30pm', Site.pro's price
 * cards): read name first, as the price is the name's, not the section's before it. Undefined for any other
 * children: a card holds one heading, the one right after the price.
 */
function nameBeforePrice(children: AnyNode[]): AnyNode[] | undefined {
  // Every element's children are asked: the first text is measured before it is read.
  const at = children.findIndex((child) => showsMore(child, 0));
  const price = children[at];
  if (!price || showsMore(price, MAX_PRICE_CHARS) || !PRICE_ONLY.test(clean(cellText(price))))
    return undefined;
  const to = children.findIndex((child, i) => i > at && showsMore(child, 0));
  const name = children[to];
  if (!name || !opensWithHeading(name) || children.reduce((n, child) => n + headingsIn(child), 0) !== 1)
    return undefined;
  return [...children.slice(0, at), name, ...children.slice(at + 1, to), price, ...children.slice(to + 1)];
}
const MAX_PRICE_CHARS = 24;

/** Whether a node holds more than `max` characters of text (spaces aside), counted until they are passed. */
function showsMore(node: AnyNode, max: number): boolean {
  let left = max;
  const walk = (n: AnyNode): boolean => {
    if (n.type === 'text') {
      left -= (n as unknown as { data: string }).data.replace(/\s+/g, '').length;
      return left < 0;
    }
    return n.type === 'tag' && (n as Element).children.some(walk);
  };
  return walk(node);
}

/** A width in percent set on an element itself ('width: 70%'), which a column's box is given. */
const PERCENT_WIDTH = /(?:^|;)\s*width\s*:\s*(\d+(?:\.\d+)?)%/i;

/**
 * Boxes given widths in percent that add up to a row at most ('width: 70%' and 'width: 30%', IONOS's
 * columns, the gaps between them holding no text): side by side, one row, as a browser shows them.
 * Undefined for children in one column.
 */
function sizedColumns(children: AnyNode[]): AnyNode[][] | undefined {
  const sized = (child: AnyNode) =>
    child.type === 'tag' && PERCENT_WIDTH.test((child as Element).attribs.style ?? '');
  if (children.filter(sized).length < 2) return undefined;
  const boxes: AnyNode[] = [];
  const rest: AnyNode[] = [];
  let total = 0;
  for (const child of children) {
    if (!clean(cellText(child))) {
      rest.push(child);
      continue;
    }
    const width = child.type === 'tag' ? PERCENT_WIDTH.exec((child as Element).attribs.style ?? '') : null;
    if (!width) return undefined;
    total += Number(width[1]);
    boxes.push(child);
  }
  return boxes.length >= 2 && total <= FULL_ROW ? [boxes, rest] : undefined;
}
/** Widths adding up to this, in percent, fit one row: rounding leaves a little over. */
const FULL_ROW = 101;

/** A column of short labels and the columns of their values beside it, no header over them. */
const MAX_PRICED_LABEL_CHARS = 60;
function labelColumnLines([labels = [], ...values]: string[][]): string[] | undefined {
  // Beside prices ('€ 38', '€ 48'), a label may name an option at length ('con l’abbinamento dei vini del
  // territorio'); beside words, a long line is a card's blurb beside another card.
  const cells = values.flat();
  const priced = cells.filter(hasFigure).length * 2 >= cells.length;
  const isLabel = (text: string) =>
    text.length <= (priced ? MAX_PRICED_LABEL_CHARS : MAX_VALUE_CHARS) &&
    /\p{L}/u.test(text) &&
    !/[.!?:;,]$/.test(text);
  const isValue = (text: string) => text.length > 0 && text.length <= MAX_CELL_CHARS && !/[.!?]$/.test(text);
  if (new Set(labels).size !== labels.length || !labels.every(isLabel)) return undefined;
  if (!values.every((column) => column.every(isValue))) return undefined;
  return labels.map((label, i) => `${label}: ${values.map((column) => column[i]).join(' · ')}`);
}

/** A `<div>` of cells read as a table's lines or as one fact's line; undefined for any other. */
function divLines(el: Element): string[] | undefined {
  const grid =
    delimitedLines(el) ??
    headedColumnLines(el) ??
    rowGridLines(el) ??
    columnGridLines(el) ??
    boxColumnLines(el);
  if (grid) return grid;
  const cells = cellTexts(el);
  if (!cells) return undefined;
  const price = childTags(el, ['div']).length === cells.length ? priceParts(cells) : undefined;
  if (price) return [price];
  const fact = factLine(el, cells);
  return gridLines(cells) ?? counterLines(cells) ?? (fact ? [fact] : undefined);
}

/**
 * A price a builder sets as boxes side by side, its currency sign, figure and unit each a `div` of its own
 * ('£', '24', 'adult' in a Tilda card): one value, as a browser shows it on one line ('£24 adult').
 */
function priceParts(cells: string[]): string | undefined {
  if (cells.length < 2 || cells.length > MAX_PRICE_PARTS) return undefined;
  if (cells.some((cell) => cell.length > MAX_PRICE_PART_CHARS)) return undefined;
  if (!cells.some((cell) => /^[€£$]$/.test(cell)) || !cells.some((cell) => /^\d[\d.,]*$/.test(cell)))
    return undefined;
  const line = cells
    .filter(Boolean)
    .reduce(
      (text, cell) =>
        !text || /[€£$/]$/.test(text) || /^[/.,]/.test(cell) ? text + cell : `${text} ${cell}`,
      '',
    );
  return PRICE.test(line) ? line : undefined;
}
const MAX_PRICE_PARTS = 5;
const MAX_PRICE_PART_CHARS = 20;

/**
 * A table kept as delimited text, a line per row and its cells apart by ';' or tabs, under a header row: the
 * data a script draws as a table in the browser (Tilda's table block keeps it so in a hidden `div`). Read as
 * a data table's lines ('Month: June · Sunset Seal Cruise (2 hrs): 8.30pm'); undefined for any other text.
 */
function delimitedLines(el: Element): string[] | undefined {
  if (el.children.some((c) => c.type === 'tag' && (c as Element).name !== 'br')) return undefined;
  const text = cellText(el, '\n');
  if (!/[;\t]/.test(text)) return undefined;
  const rows = text
    .split('\n')
    .map((row) => row.trim())
    .filter(Boolean);
  const delimiter = [';', '\t'].find((d) => rows[0]?.includes(d));
  if (!delimiter || rows.length < MIN_DELIMITED_ROWS) return undefined;
  const [headers = [], ...body] = rows.map((row) => row.split(delimiter).map(clean));
  const fits = body.every((cells) => cells.length === headers.length);
  if (headers.length < 2 || !fits || !headers.every(isHeaderText)) return undefined;
  return body.map((cells) =>
    cells
      .flatMap((cell, i) => (cell ? [headers[i] !== cell ? `${headers[i]}: ${cell}` : cell] : []))
      .join(' · '),
  );
}
/** A header row and two rows at least: fewer is no table, and a line with a ';' may be a sentence. */
const MIN_DELIMITED_ROWS = 3;

function isContent(el: Element): boolean {
  return CONTENT.has(el.name) || el.attribs.role === 'main';
}

/** What names the part after it without a heading tag: an FAQ's question in a `<dt>`, `<summary>` or accordion button. */
const NAMING = new Set(['dt', 'summary', 'button']);
const MAX_NAMING_CHARS = 200;
/**
 * A line all in bold, short, without figures but its section's number ('3. If you cancel') and not a
 * sentence: a heading on pages built without them.
 */
const MAX_BOLD_HEADING_CHARS = 80;
/** A field's label: a capital, a few words, a colon ('Price:', 'Summer (April to October):'). */
const LABEL = String.raw`[\p{Lu}\d][^:.!?]{0,40}:`;
/** A line typed as a list item ('- ', '• ') or a field ('Highlands & Islands: £12.95'). */
const TYPED_LINE = new RegExp(String.raw`^[ \t]*(?:[-–•][ \t]|${LABEL}[ \t])`, 'u');
/** A line opening with a field's label ('Winter (November to March): …'). */
const FIELD_LINE = new RegExp(String.raw`^${LABEL}\s`, 'u');
/** A field's label alone, as a bold element sets it. */
const INLINE_LABEL = new RegExp(`^${LABEL}$`, 'u');
/** The bold words opening a typed line before a dash: a name ('**Ruaridh Stewart** – head distiller'). */
const TYPED_LEAD = /^[\p{Lu}\d][^.!?:]{0,40}$/u;

const isBoldHeading = (text: string) => {
  const named = text.trim().replace(SECTION_NUMBER, '');
  return (
    named.length <= MAX_BOLD_HEADING_CHARS &&
    /\p{L}/u.test(named) &&
    // a figure is a value's ('€ 35 a persona'), unless the line asks a question ('Is the 10% offer still on?')
    (!/\d/.test(named) || named.endsWith('?')) &&
    !/[.,;!]$/.test(named)
  );
};
const SECTION_NUMBER = /^\d{1,2}[.)]\s+(?=\p{L})/u;

/**
 * A figure, or a bracket closing one, met by a currency sign, a figure or a word's first capital; a word
 * met by a figure, a currency sign ('visita inclusa' and '48 €' in a price list's two spans) or a capital
 * ('50 sq ft' and its badge 'Medium'): no word is split there, so the page's style sets them apart.
 */
const GLUED_FIGURES = /^(?:[\d)%][€£$\d\p{Lu}]|\p{Ll}[\d€£$\p{Lu}])$/u;
/**
 * Whether text in an element after `before` is read apart from it: figures met as above, except the digits of
 * one figure a text editor split into spans ('€ 4' and '20' are '€ 420'); a figure ending in decimals or
 * minutes ('€ 7,00', '9:30') is whole.
 */
const readApart = (before: string, next: string) =>
  GLUED_FIGURES.test(before.slice(-1) + next.charAt(0)) &&
  !(/(?:^|[^\d.,:])\d{1,3}$/.test(before) && /^\d{2,3}\b/.test(next));

/**
 * One walk over `root` collecting its blocks: headings, paragraphs, list items (`- `). What names the part
 * after it without a heading tag (see NAMING, and a line all in bold on pages built with tables) is a
 * heading one level under the page's last real one, so the answer below an FAQ's question is read with it.
 */
function walkBlocks(root: AnyNode, mark?: Element): Walk {
  const result: Walk = { blocks: [], weight: 0 };
  const { blocks } = result;
  const setLarge = largeTextOf(root);
  const struck = struckTextOf(root);
  const place = placeOf(root);
  let line = '';
  let linkDepth = 0;
  let boldDepth = 0;
  let largeDepth = 0;
  /** Whether the line holds text that is not bold nor set large, or is a link's or a list item's. */
  let plain = false;
  /** Whether the line holds text set large; and a heading set so since the last real one, which bold lines go under. */
  let large = false;
  let underLarge = false;
  let naming = false;
  /** How many heading elements the walk is inside. */
  let inHeading = 0;
  let level = 1;
  /** The weight when the line began: a line adding none is all links. */
  let lineStart = 0;
  /** The headers of the last data table read, and where it ended: a table after it without its own may continue it. */
  let lastHeaders: string[] | undefined;
  let tableEnd = 0;
  const flush = () => {
    const text = line.trim();
    const heading = naming ? text.length <= MAX_NAMING_CHARS : !plain && isBoldHeading(text);
    const linked = result.weight === lineStart ? { linked: true } : {};
    // A line set large heads the bold ones after it ('Mara Quill', then '**Founder · fine-line**').
    const under = !large && underLarge ? 1 : 0;
    if (text && heading) {
      blocks.push({ kind: 'heading', level: Math.min(6, level + 1 + under), text: line, ...linked });
      if (large && !naming) underLarge = true;
    } else if (text) {
      // A price card's rate set under its price ('€ 55', then 'al giorno') is the price's.
      const last = blocks.at(-1);
      if (last?.kind === 'text' && RATE_ONLY.test(text) && isPriceOnly(last.text))
        last.text = `${last.text.trim()} ${text}`;
      else blocks.push({ kind: 'text', text: line, ...linked });
    }
    line = '';
    plain = false;
    large = false;
    lineStart = result.weight;
  };
  /** Whether an element just ended in the line: the next text may begin a figure of its own. */
  let afterElement = false;
  const walk = (node: AnyNode, inContent: boolean) => {
    if (node.type === 'text') {
      const text = (node as unknown as { data: string }).data;
      // Lines typed one under another that the markup does not break ('- Mainland England\n- The Highlands',
      // 'over £75\nHighlands & Islands: £12.95') run together on screen, each still read as a line.
      // So does a line opening with its label ('Winter: Monday to Saturday at 11am and 2pm\nUp to 16 people').
      if (inHeading > 0 || linkDepth > 0 || boldDepth > 0 || !text.includes('\n')) {
        addText(text);
        return;
      }
      for (const [i, part] of text.split('\n').entries()) {
        const typed =
          TYPED_LINE.test(part) || (FIELD_LINE.test(line.trimStart()) && /^\s*[\p{Lu}\d]/u.test(part));
        if (i > 0 && typed && line.trim()) flush();
        addText(i > 0 ? `\n${part}` : part);
      }
      return;
    }
    const children = (node as Element).children;
    if (node.type === 'root') {
      for (const child of children) walk(child, inContent);
      return;
    }
    if (node.type !== 'tag') return;
    const el = node as Element;
    if (isDropped(el, inContent) || struck(el)) return;
    if (el === mark) {
      flush();
      const start = blocks.length;
      const before = result.weight;
      walkElement(el, children, inContent);
      flush();
      result.marked = { start, end: blocks.length, weight: result.weight - before };
      return;
    }
    walkElement(el, children, inContent);
  };
  const addText = (data: string) => {
    // Prices or figures in sibling elements that the page's style sets apart ('€ 7,00' and '€ 12,50' in
    // two spans; 'Regular (Ø 30 cm)' and 'Maxi (Ø 45 cm)') are read apart, not as '€ 7,00€ 12,50'.
    if (afterElement && readApart(line, data)) line += ' ';
    if (data) afterElement = false;
    line += data;
    if (data.trim() && ((boldDepth === 0 && largeDepth === 0) || linkDepth > 0)) plain = true;
    if (data.trim() && largeDepth > 0) large = true;
    if (linkDepth === 0) result.weight += data.replace(/\s+/g, '').length;
  };
  const walkElement = (el: Element, children: AnyNode[], inContent: boolean) => {
    const within = inContent || isContent(el);
    const heading = /^h([1-6])$/.exec(el.name);
    if (heading) {
      flush();
      inHeading += 1;
      for (const child of children) walk(child, within);
      inHeading -= 1;
      // A price set large in a heading ('<h2>€ 35</h2>' under '<h3>Amico</h3>', a pricing card's) is the
      // value of the name above it, not a section of its own.
      if (isPriceOnly(line)) {
        flush();
        return;
      }
      level = Number(heading[1]);
      if (line.trim()) blocks.push({ kind: 'heading', level, text: line });
      line = '';
      plain = false;
      large = false;
      underLarge = false;
      lineStart = result.weight;
      return;
    }
    // A list of terms and their descriptions ('Record' / '41 minutes') names only its own descriptions: what
    // follows it is read under the heading before it again, not under the last term.
    if (el.name === 'dl') {
      flush();
      const before = blocks.length;
      const outer = blocks.findLast((b) => b.kind === 'heading');
      for (const child of children) walk(child, within);
      flush();
      const named = blocks.slice(before).some((b) => b.kind === 'heading');
      if (outer && named && followedByText(el)) blocks.push({ ...outer });
      return;
    }
    // A tab names the panel it shows: the tab list's labels are read over their panels, not in a row before.
    if (el.attribs.role === 'tab' && el.attribs['aria-controls']) return;
    const placedTab = el.attribs.role === 'tabpanel' ? undefined : tabOf(el);
    if (el.attribs.role === 'tabpanel' || placedTab) {
      flush();
      const tab = placedTab ?? tabOf(el);
      const label = tab ? clean(cellText(tab)) : '';
      const outer = level;
      if (label) {
        level = Math.min(6, level + 1);
        blocks.push({ kind: 'heading', level, text: label });
      }
      for (const child of children) walk(child, within);
      flush();
      level = outer;
      return;
    }
    // A heading's button is its text ('<h3><button aria-expanded>Do you sedate dogs?</button></h3>'), read at the
    // heading's level, not a name one level under the last heading.
    if ((NAMING.has(el.name) || namesPanel(el) || titledByClass(el)) && inHeading === 0) {
      flush();
      naming = true;
      for (const child of children) walk(child, within);
      flush();
      naming = false;
      return;
    }
    // A card of a repeated grid whose name, price and note sit in boxes of their own ('iPhone 13 128GB', '£319',
    // 'Grade A'): one line, as the card shows them together, so its note is not read as the next card's label.
    const card = inHeading === 0 ? cardLine(el) : undefined;
    if (card) {
      flush();
      blocks.push({ kind: 'text', text: card });
      result.weight += card.replace(/\s+/g, '').length;
      afterElement = true;
      return;
    }
    const choices = pricedOptions(el);
    if (choices) {
      flush();
      for (const text of choices) blocks.push({ kind: 'text', text: `- ${text}` });
      result.weight += choices.join('').replace(/\s+/g, '').length;
      return;
    }
    const block = isBlock(el);
    if (block) flush();
    // Only a table right after the one before, a heading apart at most, continues it.
    const earlier = blocks.length - tableEnd <= NEAR_TABLE ? lastHeaders : undefined;
    const read = el.name === 'table' ? dataTableLines(el, earlier) : undefined;
    const table = read
      ? read.lines
      : el.name === 'div'
        ? divLines(el)
        : el.name === 'tr'
          ? rowColumnLines(el)
          : undefined;
    if (table) {
      for (const child of childTags(el, ['caption'])) walk(child, within);
      flush();
      for (const text of table) blocks.push({ kind: 'text', text });
      lastHeaders = read?.headers;
      tableEnd = blocks.length;
      result.weight += clean(cellText(el)).replace(/\s+/g, '').length;
      return;
    }
    if (el.name === 'li') {
      line = '- ';
      plain = true;
    }
    if (el.name === 'a') linkDepth++;
    const bold = isBold(el);
    // Lines typed under a heading with no break between them run together ('…Ardoch Gin. **Duration:** 1 hour
    // **Price:** £18', '**Ewan MacRae** – co-founder'): a few words in bold opening a typed line, or a bold
    // label after a sentence, begin a line of their own.
    if (bold && boldDepth === 0 && inHeading === 0 && /(?:\n|[.!?])\s*$/.test(line) && line.trim()) {
      const lead = clean(cellText(el));
      const after = el.next?.type === 'text' ? (el.next as unknown as { data: string }).data : '';
      const named = /\n\s*$/.test(line) && TYPED_LEAD.test(lead) && /^\s*[–—-]\s/.test(after);
      if (named || INLINE_LABEL.test(lead)) flush();
    }
    if (bold) boldDepth++;
    const enlarged = setLarge(el);
    if (enlarged) largeDepth++;
    const apart = laysOutApart(el);
    const rows = placedRows(children, place) ?? sizedColumns(children);
    const inOrder = rows ? children : (nameBeforePrice(children) ?? children);
    for (const run of rows ? rows.flatMap(evenRuns) : [inOrder]) {
      const columns = rows && run.length > 1 ? boxRowLines(run) : undefined;
      if (columns) {
        flush();
        if (columns.heading) {
          level = columns.heading.level;
          blocks.push({ kind: 'heading', ...columns.heading });
        }
        for (const text of columns.lines) blocks.push({ kind: 'text', text });
        result.weight += columns.lines.join('').replace(/\s+/g, '').length;
        continue;
      }
      for (const child of run) {
        // A flex or grid container's items are boxes of their own: '€45' and 'per person' side by side.
        if (apart && child.type === 'tag' && line && !/\s$/.test(line)) line += ' ';
        walk(child, within);
      }
    }
    afterElement = true;
    if (bold) boldDepth--;
    if (enlarged) largeDepth--;
    if (el.name === 'a') linkDepth--;
    if (el.name === 'td' || el.name === 'th') line += ' ';
    if (block) flush();
  };
  walk(root, root.type === 'tag' && isContent(root as Element));
  flush();
  return result;
}

/** The readable text under `root`: headings as `#` lines, blocks as paragraphs, list items as `- ` lines. */
export function mainText(root: AnyNode): string {
  return blocksToText(walkBlocks(root).blocks);
}

/**
 * The text of `content` (the page's `<main>` or lone `<article>`) when it holds most of the body's text,
 * else the whole body's: a stray closing tag can end an article after its introduction while a browser
 * still shows the rest of the page, and that rest is the page's text too.
 */
export function contentText(body: AnyNode, content: Element): string {
  const whole = walkBlocks(body, content);
  // not met: the content sits in a part the body's text leaves out (a form wrapping the page)
  if (!whole.marked) return mainText(content);
  const { start, end, weight } = whole.marked;
  const holdsMost = weight >= CONTENT_SHARE * whole.weight;
  return blocksToText(holdsMost ? whole.blocks.slice(start, end) : whole.blocks);
}

/**
 * A copyright line says nothing a visitor asks ('© 2026 Salute dei Colli S.r.l.'), unless it goes on with
 * what a business must print somewhere, as Italian sites print it there ('– P.IVA 03918450237'): a number
 * of five digits or more, or an email. Nor does a line of links (a menu, a post's title in 'Recent posts'),
 * unless it is a phone number or an email written as a link.
 */
const COPYRIGHT = /^(©|\(c\)|copyright\b)/i;
const BUSINESS_DETAILS = /@|\d{5,}/;
const CONTACT_LINK = /@|\d[\d\s./-]{6,}\d/;
const onlyCopyright = (text: string) => COPYRIGHT.test(text) && !BUSINESS_DETAILS.test(text);
const readsAsText = (b: TextBlock) =>
  /[\p{L}\p{N}]/u.test(b.text) && !(b.linked && !CONTACT_LINK.test(b.text)) && !onlyCopyright(b.text.trim());

/** The blocks worth reading, and the headings over them: a widget's 'Recent posts' goes with its links. */
function readable(blocks: TextBlock[]): TextBlock[] {
  return blocks.filter((block, i) => {
    if (block.kind === 'text') return readsAsText(block);
    for (const next of blocks.slice(i + 1)) {
      if (next.kind === 'heading' && next.level <= block.level) return false;
      if (next.kind === 'text' && readsAsText(next)) return true;
    }
    return false;
  });
}

/**
 * The text of elements read apart from the page's content (its footers, its sidebars), without their menus,
 * forms, lines of links and copyright lines: the address, phone, VAT number or opening hours many sites
 * print only there.
 */
export function textApart(elements: Element[]): string {
  const blocks = elements.flatMap(
    (el) => walkBlocks({ type: 'root', children: el.children } as unknown as AnyNode).blocks,
  );
  return blocksToText(readable(blocks));
}
