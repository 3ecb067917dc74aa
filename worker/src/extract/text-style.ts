import type { AnyNode, Element } from 'domhandler';
import { rootOf } from './dom-tree.ts';

/**
 * Text set this much larger than the body's, in ems, stands out as a heading does: builders that write their
 * headings as paragraphs in a large text style (Carrd's `p.text-component.style2`, a `span` at 24px) mean
 * one. A lead paragraph set a little larger (1.125em, 18px) does not.
 */
const LARGE_EMS = 1.3;

/** Ems per unit, a browser's default 16px being 1em. */
const EMS: Record<string, number> = { em: 1, rem: 1, px: 1 / 16, pt: 1 / 12, '%': 1 / 100 };
const KEYWORD_EMS: Record<string, number> = { 'x-large': 1.5, 'xx-large': 2, 'xxx-large': 3 };

/** A font size in ems ('1.75em', '24px', '18pt', 'x-large'); undefined for one relative to the parent's in words. */
function ems(value: string): number | undefined {
  const size = value
    .replace(/!important/i, '')
    .trim()
    .toLowerCase();
  if (size in KEYWORD_EMS) return KEYWORD_EMS[size];
  const measured = /^(\d*\.?\d+)(em|rem|px|pt|%)$/.exec(size);
  return measured ? Number(measured[1]) * (EMS[measured[2] ?? ''] ?? 0) : undefined;
}

/** The last font size a block of declarations sets ('color:#1B1B1B;font-size:1.75em'), in ems. */
function fontSize(declarations: string): number | undefined {
  let size: number | undefined;
  for (const declaration of declarations.split(';')) {
    const [property, value] = declaration.split(/:(.*)/s);
    if (property?.trim().toLowerCase() === 'font-size' && value) size = ems(value) ?? size;
  }
  return size;
}

/** Whether a block of declarations sets a text decoration, and whether it strikes the text through. */
function struckThrough(declarations: string): boolean | undefined {
  let struck: boolean | undefined;
  for (const declaration of declarations.split(';')) {
    const [property, value] = declaration.split(/:(.*)/s);
    if (/^text-decoration(-line)?$/i.test(property?.trim() ?? '') && value)
      struck = /line-through/i.test(value);
  }
  return struck;
}

/** A length as a style gives it: px, or per cent of the container ('left:6%', Canva's). */
export interface Length {
  value: number;
  unit: 'px' | '%';
}

/** How a block of declarations places an element: absolutely or not, its offsets and its size ('top:420px'). */
interface Offsets {
  placed?: boolean;
  top?: Length;
  left?: Length;
  width?: Length;
  height?: Length;
}

const SIDES = new Set(['top', 'left', 'width', 'height']);

function offsets(declarations: string): Offsets {
  const found: Offsets = {};
  for (const declaration of declarations.split(';')) {
    const [property = '', value = ''] = declaration.split(/:(.*)/s).map((part) => part.trim().toLowerCase());
    if (property === 'position') found.placed = /^(absolute|fixed)\b/.test(value);
    const length = /^(-?\d*\.?\d+)(px|%)(?![\w-])/.exec(value);
    if (SIDES.has(property) && length)
      found[property as 'top'] = { value: Number(length[1]), unit: length[2] as Length['unit'] };
  }
  return found;
}

/**
 * A rule of the page's style sheet setting a font size, a text decoration or a position, by what its
 * selector's last part requires of an element.
 */
interface StyleRule extends Offsets {
  tag?: string;
  id?: string;
  classes: string[];
  size?: number;
  struck?: boolean;
}

/** The last part of a selector, made only of a tag, an id and classes ('p.text-component.style2', '#text07'). */
const COMPOUND = /^([a-z][a-z0-9]*)?((?:[.#][\w-]+)+)$/i;

function ruleOf(selector: string, set: Omit<StyleRule, 'classes'>): StyleRule | undefined {
  const last =
    selector
      .trim()
      .split(/[\s>+~]+/)
      .at(-1) ?? '';
  const compound = COMPOUND.exec(last);
  if (!compound) return undefined;
  const parts = compound[2]?.match(/[.#][\w-]+/g) ?? [];
  const id = parts.find((p) => p.startsWith('#'))?.slice(1);
  const classes = parts.filter((p) => p.startsWith('.')).map((p) => p.slice(1));
  return { ...set, tag: compound[1]?.toLowerCase(), id, classes };
}

/**
 * The rules of a style sheet setting a font size, a text decoration or a position, in its order: a rule's selectors and declarations at its top level. What
 * an at-rule holds (`@media` for phones, `@font-face`) is left out, as a wide screen shows the page.
 */
function styleRules(css: string): StyleRule[] {
  const rules: StyleRule[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let depth = 0;
  let start = 0;
  let prelude = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '{') {
      if (depth === 0) prelude = text.slice(start, i).trim();
      depth++;
      start = i + 1;
    } else if (char === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) {
        const declarations = prelude.startsWith('@') ? '' : text.slice(start, i);
        const set = {
          size: fontSize(declarations),
          struck: struckThrough(declarations),
          ...offsets(declarations),
        };
        if (Object.values(set).some((value) => value !== undefined))
          for (const selector of prelude.split(','))
            if (!/[:[]/.test(selector)) {
              const rule = ruleOf(selector, set);
              if (rule) rules.push(rule);
            }
      }
      start = i + 1;
    }
  }
  return rules;
}

const rulesOfRoot = new WeakMap<AnyNode, StyleRule[]>();

function styleText(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  return 'children' in node ? (node.children as AnyNode[]).map(styleText).join('') : '';
}

/** The font size, text decoration and position rules of every `<style>` of the document `root`, read once per document. */
function rulesOf(root: AnyNode): StyleRule[] {
  let rules = rulesOfRoot.get(root);
  if (rules) return rules;
  rules = [];
  const stack: AnyNode[] = [root];
  const sheets: string[] = [];
  while (stack.length > 0) {
    const node = stack.pop() as AnyNode;
    if (node.type === 'style' || (node.type === 'tag' && (node as Element).name === 'style'))
      sheets.push(styleText(node));
    else if ('children' in node) stack.push(...[...(node.children as AnyNode[])].reverse());
  }
  for (const sheet of sheets) rules.push(...styleRules(sheet));
  rulesOfRoot.set(root, rules);
  return rules;
}

/**
 * Whether an element of the document `node` is in sets its text large (see LARGE_EMS): by its inline style,
 * or by the last rule of the page's `<style>` sheets whose selector's last part it matches. The sheets are
 * read once per document.
 */
export function largeTextOf(node: AnyNode): (el: Element) => boolean {
  const rules = rulesOf(rootOf(node)).filter((r) => r.size !== undefined);
  return (el) => {
    const inline = el.attribs.style ? fontSize(el.attribs.style) : undefined;
    if (inline !== undefined) return inline >= LARGE_EMS;
    const size = lastRuleFor(rules, el)?.size;
    return size !== undefined && size >= LARGE_EMS;
  };
}

/**
 * Whether an element of the document `node` is in is struck through by a rule of the page's `<style>` sheets,
 * as a shop builder prints a price before a sale (`span.uc-price-old { text-decoration: line-through }`).
 */
export function struckTextOf(node: AnyNode): (el: Element) => boolean {
  const rules = rulesOf(rootOf(node)).filter((r) => r.struck !== undefined);
  return (el) => lastRuleFor(rules, el)?.struck === true;
}

/**
 * Where a browser draws an absolutely positioned element: from the top and left of its container, in px or
 * per cent, and its size when set ('left:6%;top:140px;width:27%;height:300px').
 */
export interface Place {
  top: Length;
  left: Length;
  width?: Length;
  height?: Length;
}

/**
 * Where an element of the document `node` is in is placed absolutely, by its inline style or the page's
 * `<style>` sheets, each of its position, offsets and size set by the last that sets it (a drag-and-drop
 * builder writes `style="position:absolute"` on the element and its offsets in a rule for its id); undefined
 * for an element in the page's flow.
 */
export function placeOf(node: AnyNode): (el: Element) => Place | undefined {
  const rules = rulesOf(rootOf(node)).filter(
    (r) => r.placed !== undefined || r.top !== undefined || r.left !== undefined,
  );
  return (el) => {
    const inline = el.attribs.style ? offsets(el.attribs.style) : {};
    const matching = rulesFor(rules, el);
    const last = <K extends keyof Offsets>(key: K): Offsets[K] =>
      inline[key] ?? matching.findLast((r) => r[key] !== undefined)?.[key];
    const top = last('top');
    if (last('placed') !== true || top === undefined) return undefined;
    const width = last('width');
    const height = last('height');
    return {
      top,
      left: last('left') ?? { value: 0, unit: 'px' },
      ...(width ? { width } : {}),
      ...(height ? { height } : {}),
    };
  };
}

/** The last of `rules` whose selector's last part `el` matches, read from the end: a font size per element. */
function lastRuleFor(rules: StyleRule[], el: Element): StyleRule | undefined {
  const matches = matcher(rules, el);
  return matches && rules.findLast(matches);
}

/** The `rules` whose selector's last part `el` matches, in their order. */
function rulesFor(rules: StyleRule[], el: Element): StyleRule[] {
  const matches = matcher(rules, el);
  return matches ? rules.filter(matches) : [];
}

/** Whether a rule's selector's last part matches `el`; undefined when no rule can (no rules, no class or id). */
function matcher(rules: StyleRule[], el: Element): ((r: StyleRule) => boolean) | undefined {
  if (rules.length === 0 || (!el.attribs.class && !el.attribs.id)) return undefined;
  const classes = new Set((el.attribs.class ?? '').split(/\s+/));
  return (r) =>
    (r.tag === undefined || r.tag === el.name) &&
    (r.id === undefined || r.id === el.attribs.id) &&
    r.classes.every((c) => classes.has(c));
}
