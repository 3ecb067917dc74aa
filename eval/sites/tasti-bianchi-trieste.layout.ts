import type { SitePage } from './site-server.ts';

/**
 * A page of Tasti Bianchi as WordPress publishes it with the Avada theme (7.11, Fusion Builder) and WPML. The
 * document: WordPress's head (Avada's compiled `fusion-styles` stylesheet, the WPML, Contact Form 7 and Complianz
 * stylesheets, jQuery, the REST and shortlink links, WPML's `hreflang` alternates on translated pages, the Open
 * Graph tags), then `body > #boxed-wrapper > #wrapper` holding Avada's header (`fusion-header-v3`: the secondary
 * header with the phone, the email and the WPML language switcher as menu items, the logo, `nav.fusion-main-menu`
 * with dropdowns and the sliding-bar toggle, and a hidden `fusion-mobile-nav-holder` repeating the whole menu), the
 * page title bar with its breadcrumbs, `<main id="main">` with `#content` (the Fusion Builder containers of the
 * page, or the post with its meta line, sharing box, related posts and comment form, and on posts and the blog the
 * sidebar widgets), the `fusion-footer` (four `fusion-footer-widget-area` columns: the blurb, the office hours, the
 * information links with the archived 2021 rules, the contacts; then the copyright bar with the P.IVA and the
 * social icons), and the sliding bar (a hidden widget area with the office hours and the trial-lesson number).
 * After the wrapper: the page-load link, WPML's footer language switcher, the Complianz cookie banner in the page's
 * language, Avada's script variables and the 'Back to top' link.
 *
 * Fusion Builder markup as Avada saves it: `fusion-fullwidth fullwidth-box fusion-builder-row-N` containers (some
 * with a lazy background in `data-bg`), `fusion-builder-row fusion-row`, `fusion-layout-column
 * fusion_builder_column_1_2` columns with their `--awb-*` inline custom properties and `fusion-column-wrapper`,
 * `fusion-title` headings (an `h` tag, or a styled `div` or `p` when the title's HTML tag was set so),
 * `fusion-text` blocks, `fusion-checklist` icon lists, `fusion-content-boxes`, `fusion-alert`, `fusion-tabs` with a
 * mobile copy of each tab's heading before its pane, the `fusion-accordian` toggles (Avada's spelling) saved
 * collapsed, `fusion-pricing-table` panels whose euro sign, amount and period sit in separate spans, Avada's
 * `table-2` tables, `fusion-separator`, `fusion-button` and `fusion-imageframe` images lazy-loaded by Avada
 * (`lazyload`, an SVG placeholder in `src`, the file in `data-orig-src`). Each page numbers its elements from 1,
 * as Avada does.
 */

export type TastiLang = 'it' | 'en';

export interface TastiPage {
  /** The permalink without its trailing slash: '/prezzi', '/en/prices', '/2026/11/16/chiusura-natale-2026'. */
  path: string;
  lang: TastiLang;
  /** The WordPress post id (body class, shortlink, REST link). */
  id: number;
  title: string;
  description: string;
  /** `home`: the front page, no title bar; `page`; `post`: a blog post; `archive`: the blog. */
  kind?: 'home' | 'page' | 'post' | 'archive';
  /** Posts: the date as WordPress prints it in Italian ('16 novembre 2026'), the ISO time, author, category. */
  post?: {
    date: string;
    iso: string;
    author: string;
    category: [label: string, slug: string];
    cover: string;
  };
  /** The path of the same page in the other language (WPML's switcher and the hreflang alternates). */
  alt?: string;
  /** Breadcrumb parents between Home and the page. */
  parents?: [label: string, href: string][];
  /** The Fusion Builder content of the page (or the post's content). */
  body: string;
  modified?: string;
  unlisted?: boolean;
}

export const TB_SITE = 'https://tasti-bianchi-trieste.test';
export const TB_NAME = 'Tasti Bianchi';
export const TB_OWNER = 'Tasti Bianchi di Elena Vidali';
export const TB_VAT = '01298470327';
export const TB_STREET = 'Via della Ginnastica 22';
export const TB_TOWN = '34125 Trieste (TS)';
export const TB_PHONE = '040 636 218';
export const TB_PHONE_HREF = 'tel:+39040636218';
export const TB_WHATSAPP = '347 218 5096';
export const TB_WHATSAPP_HREF = 'https://wa.me/393472185096';
export const TB_EMAIL = 'info@tasti-bianchi-trieste.test';
export const TB_TUNING_EMAIL = 'accordature@tasti-bianchi-trieste.test';
export const TB_FACEBOOK = 'https://www.facebook.com/tastibianchitrieste';
export const TB_INSTAGRAM = 'https://www.instagram.com/tastibianchi.ts/';
export const TB_YOUTUBE = 'https://www.youtube.com/@tastibianchitrieste';

/** The media library. */
export const TB_UPLOADS = `${TB_SITE}/wp-content/uploads`;

/** HTML escaping for attributes. */
export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const hash = (s: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
};

/* ── Fusion Builder elements ─────────────────────────────────────────────────────────────────────────────────
 * Counters are written as `%%kind%%` and numbered per page by the layout, from 1 (columns from 0), as Avada
 * numbers them when it renders a page.
 */

const COL_SPACING = {
  '1_1': ['100%', '1.92%'],
  '1_2': ['50%', '3.84%'],
  '1_3': ['33.333333333333%', '5.76%'],
  '2_3': ['66.666666666667%', '2.88%'],
  '1_4': ['25%', '7.68%'],
  '3_4': ['75%', '2.56%'],
  '2_5': ['40%', '4.8%'],
  '3_5': ['60%', '3.2%'],
} as const;
export type ColWidth = keyof typeof COL_SPACING;

export interface ContainerOpts {
  /** A background colour. */
  bg?: string;
  /** A background image, lazy-loaded by Avada through `data-bg`. */
  bgImage?: string;
  padTop?: number;
  padBottom?: number;
  /** 100% width (a 'hundred-percent-fullwidth' container). */
  full?: boolean;
  /** Extra classes (e.g. `fusion-no-small-visibility`). */
  cls?: string;
  id?: string;
  /** Vertical alignment of the row. */
  align?: 'flex-start' | 'center' | 'stretch';
}

/** A Fusion Builder container with one row of columns. */
export const container = (cols: string[], o: ContainerOpts = {}) => {
  const style = [
    '--awb-border-radius-top-left:0px',
    '--awb-border-radius-top-right:0px',
    '--awb-border-radius-bottom-right:0px',
    '--awb-border-radius-bottom-left:0px',
    `--awb-padding-top:${o.padTop ?? 50}px`,
    `--awb-padding-bottom:${o.padBottom ?? 30}px`,
    o.bg ? `--awb-background-color:${o.bg}` : '',
    o.bgImage ? '--awb-background-size:cover' : '',
    '--awb-flex-wrap:wrap',
  ]
    .filter(Boolean)
    .join(';');
  const classes = [
    'fusion-fullwidth fullwidth-box fusion-builder-row-%%row%% fusion-flex-container',
    o.bgImage ? 'has-pattern-background has-mask-background lazyload' : '',
    o.full ? 'hundred-percent-fullwidth' : 'nonhundred-percent-fullwidth',
    'non-hundred-percent-height-scrolling',
    o.cls ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<div class="${classes}"${o.id ? ` id="${o.id}"` : ''} style="${style};"${
    o.bgImage ? ` data-bg="${TB_UPLOADS}/${o.bgImage}"` : ''
  }><div class="fusion-builder-row fusion-row fusion-flex-align-items-${o.align ?? 'flex-start'} fusion-flex-content-wrap" style="${
    o.full ? 'width:104% !important;max-width:104% !important;' : 'max-width:1216.8px;'
  }margin-left: calc(-4% / 2 );margin-right: calc(-4% / 2 );">${cols.join('')}</div></div>`;
};

/** A Fusion Builder column. */
export const col = (width: ColWidth, inner: string, o: { bg?: string; pad?: string; cls?: string } = {}) => {
  const [large, spacing] = COL_SPACING[width];
  const style = [
    '--awb-bg-size:cover',
    o.bg ? `--awb-bg-color:${o.bg}` : '',
    o.bg ? `--awb-bg-color-hover:${o.bg}` : '',
    o.pad
      ? `--awb-padding-top:${o.pad};--awb-padding-right:${o.pad};--awb-padding-bottom:${o.pad};--awb-padding-left:${o.pad}`
      : '',
    `--awb-width-large:${large}`,
    '--awb-margin-top-large:0px',
    `--awb-spacing-right-large:${spacing}`,
    '--awb-margin-bottom-large:20px',
    `--awb-spacing-left-large:${spacing}`,
    '--awb-width-medium:100%',
    '--awb-order-medium:0',
    '--awb-spacing-right-medium:1.92%',
    '--awb-spacing-left-medium:1.92%',
    '--awb-width-small:100%',
    '--awb-order-small:0',
    '--awb-spacing-right-small:1.92%',
    '--awb-spacing-left-small:1.92%',
  ]
    .filter(Boolean)
    .join(';');
  return `<div class="fusion-layout-column fusion_builder_column fusion-builder-column-%%col%% fusion_builder_column_${width} ${width} fusion-flex-column${
    o.cls ? ` ${o.cls}` : ''
  }" style="${style};"><div class="fusion-column-wrapper fusion-column-has-shadow fusion-flex-justify-content-flex-start fusion-content-layout-column">${inner}</div></div>`;
};

/** A whole-width section: one container with one full column. */
export const section = (inner: string, o: ContainerOpts = {}) => container([col('1_1', inner)], o);

const SIZE_NAMES = { 1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six' } as const;

/**
 * A Fusion Title. `tag` 1–6 prints a heading; 'div' and 'p' print the styled `div` or `p` Avada writes when the
 * title's HTML tag was set so (pseudo-headings that look like headings and are not).
 */
export const title = (
  text: string,
  tag: 1 | 2 | 3 | 4 | 5 | 6 | 'div' | 'p' = 2,
  o: { align?: 'left' | 'center'; color?: string; size?: number; sep?: boolean } = {},
) => {
  const align = o.align ?? 'left';
  const size = o.size ?? (tag === 1 ? 40 : tag === 2 ? 30 : tag === 3 ? 24 : 20);
  const name = typeof tag === 'number' ? SIZE_NAMES[tag] : tag;
  const el = typeof tag === 'number' ? `h${tag}` : tag;
  const style = [
    o.color ? `--awb-text-color:${o.color}` : '',
    '--awb-margin-bottom:15px',
    `--awb-font-size:${size}px`,
    o.sep ? '--awb-sep-color:#c9a24a' : '',
  ]
    .filter(Boolean)
    .join(';');
  const heading = `<${el} class="fusion-title-heading title-heading-${align} fusion-responsive-typography-calculated" style="margin:0;font-size:1em;--fontSize:${size};line-height:1.3;">${text}</${el}>`;
  if (o.sep)
    return `<div class="fusion-title title fusion-title-%%title%% fusion-title-text fusion-title-size-${name}" style="${style};"><div class="title-sep-container title-sep-container-left fusion-no-large-visibility fusion-no-medium-visibility fusion-no-small-visibility"><div class="title-sep sep- sep-solid" style="border-color:#c9a24a;"></div></div><span class="awb-title-spacer fusion-no-large-visibility fusion-no-medium-visibility fusion-no-small-visibility"></span>${heading}<span class="awb-title-spacer"></span><div class="title-sep-container title-sep-container-right"><div class="title-sep sep-single sep-solid" style="border-color:#c9a24a;"></div></div></div>`;
  return `<div class="fusion-title title fusion-title-%%title%% fusion-sep-none fusion-title-text fusion-title-size-${name}" style="${style};">${heading}</div>`;
};

/** A Fusion Text block: the editor's HTML. */
export const text = (html: string, o: { columns?: number; align?: 'center' } = {}) =>
  `<div class="fusion-text fusion-text-%%text%%"${
    o.columns || o.align
      ? ` style="${o.columns ? `--awb-content-alignment:left;--awb-columns:${o.columns};--awb-column-spacing:2em;` : ''}${
          o.align ? `--awb-content-alignment:${o.align};` : ''
        }"`
      : ''
  }>${html}</div>`;

/** A Fusion separator. */
export const separator = (top = 10, bottom = 10) =>
  `<div class="fusion-separator fusion-full-width-sep" style="align-self: center;margin-left: auto;margin-right: auto;margin-top:${top}px;margin-bottom:${bottom}px;width:100%;"><div class="fusion-separator-border sep-single sep-solid" style="--awb-height:20px;--awb-amount:20px;border-color:#e4ddd0;border-top-width:1px;"></div></div>`;

/** A Fusion button. */
export const button = (label: string, href: string, o: { align?: 'left' | 'center'; alt?: boolean } = {}) => {
  const a = `<a class="fusion-button button-flat fusion-button-default-size button-${o.alt ? 'custom' : 'default'} fusion-button-default button-%%button%% fusion-button-default-span fusion-button-default-type" style="${
    o.alt
      ? '--button_accent_color:#1b1b1b;--button_border_color:#1b1b1b;--button_gradient_top_color:rgba(255,255,255,0);--button_gradient_bottom_color:rgba(255,255,255,0);--button_border_width-top:2px;'
      : ''
  }" target="_self"${href.startsWith('http') ? ' rel="noopener noreferrer"' : ''} href="${href}"><span class="fusion-button-text">${label}</span></a>`;
  return o.align === 'center' ? `<div style="text-align:center;">${a}</div>` : a;
};

let imageId = 400;
const placeholder = (w: number, h: number) =>
  `data:image/svg+xml,%3Csvg%20xmlns%3D%27http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%27%20width%3D%27${w}%27%20height%3D%27${h}%27%20viewBox%3D%270%200%20${w}%20${h}%27%3E%3Crect%20width%3D%27${w}%27%20height%3D%27${h}%27%20fill-opacity%3D%220%22%2F%3E%3C%2Fsvg%3E`;

/** A Fusion image, lazy-loaded by Avada: a placeholder in `src`, the file in `data-orig-src`. */
export const image = (file: string, alt: string, o: { w?: number; h?: number; caption?: string } = {}) => {
  const id = ++imageId;
  const w = o.w ?? 800;
  const h = o.h ?? 533;
  const url = `${TB_UPLOADS}/${file}`;
  const small = url.replace(/\.(jpe?g|png|webp)$/, '-400x267.$1');
  const name = file.replace(/^.*\//, '').replace(/\.[a-z]+$/, '');
  return `<div class="fusion-image-element " style="--awb-caption-title-font-family:var(--h2_typography-font-family);--awb-caption-title-font-weight:var(--h2_typography-font-weight);--awb-caption-title-font-style:var(--h2_typography-font-style);--awb-caption-title-size:var(--h2_typography-font-size);--awb-caption-title-transform:var(--h2_typography-text-transform);--awb-caption-title-line-height:var(--h2_typography-line-height);--awb-caption-title-letter-spacing:var(--h2_typography-letter-spacing);"><span class=" fusion-imageframe imageframe-none imageframe-%%image%% hover-type-none" style="border-radius:6px;"><img decoding="async" width="${w}" height="${h}" title="${name}" src="${placeholder(w, h)}" data-orig-src="${url}" alt="${esc(alt)}" class="lazyload img-responsive wp-image-${id}" srcset="${placeholder(w, h)}" data-srcset="${small} 400w, ${url} ${w}w" data-sizes="auto" data-orig-sizes="(max-width: 1024px) 100vw, (max-width: 640px) 100vw, ${w}px" /></span>${
    o.caption
      ? `<div class="awb-imageframe-caption-container"><div class="awb-imageframe-caption"><p class="awb-imageframe-caption-text">${o.caption}</p></div></div>`
      : ''
  }</div>`;
};

/** A Fusion checklist (an icon list); each item's content sits in its own `div`. */
export const checklist = (items: string[], icon = 'fa-check') =>
  `<ul style="--awb-iconcolor:#c9a24a;--awb-line-height:27.2px;--awb-icon-width:27.2px;--awb-icon-height:27.2px;--awb-icon-margin:11.2px;--awb-content-margin:38.4px;" class="fusion-checklist fusion-checklist-%%checklist%% fusion-checklist-default type-icons">${items
    .map(
      (item) =>
        `<li class="fusion-li-item" style=""><span class="icon-wrapper circle-no"><i class="fusion-li-icon ${icon} fas" aria-hidden="true"></i></span><div class="fusion-li-item-content">${item}</div></li>`,
    )
    .join('')}</ul>`;

export interface ContentBox {
  title: string;
  icon: string;
  html: string;
  href: string;
  more: string;
}

/** Fusion content boxes, icon on top, the whole box a link. */
export const contentBoxes = (boxes: ContentBox[]) => {
  const n = boxes.length;
  const size = 12 / n;
  return `<div class="fusion-content-boxes content-boxes columns row fusion-columns-${n} fusion-columns-total-${n} fusion-content-boxes-%%boxes%% content-boxes-icon-on-top content-left" style="--awb-hover-accent-color:#c9a24a;--awb-circle-hover-accent-color:#c9a24a;--awb-item-margin-bottom:40px;" data-animationOffset="top-into-view">${boxes
    .map(
      (b, i) =>
        `<div style="--awb-backgroundcolor:rgba(255,255,255,0);" class="fusion-column content-box-column content-box-column content-box-column-${i + 1} col-lg-${size} col-md-${size} col-sm-${size} fusion-content-box-hover${
          i === 0 ? ' content-box-column-first-in-row' : ''
        }${i === n - 1 ? ' content-box-column-last content-box-column-last-in-row' : ''}"><div class="col content-box-wrapper content-wrapper link-area-box link-type-text icon-hover-animation-fade" data-link="${b.href}" data-link-target="_self" data-animationOffset="top-into-view"><div class="heading heading-with-icon icon-left"><a class="heading-link" href="${b.href}" target="_self"><div class="icon"><i style="border-color:#c9a24a;border-width:1px;background-color:#f7f1e4;box-sizing:content-box;height:42px;width:42px;line-height:42px;border-radius:50%;color:#1b1b1b;font-size:21px;" aria-hidden="true" class="fontawesome-icon ${b.icon} fas circle-yes"></i></div><h2 class="content-box-heading fusion-responsive-typography-calculated" style="--h2_typography-font-size:20px;--fontSize:20;line-height:1.25;">${b.title}</h2></a></div><div class="fusion-clearfix"></div><div class="content-container">${b.html}</div><div class="fusion-clearfix"></div><a class="fusion-read-more" href="${b.href}" target="_self">${b.more}</a><div class="fusion-clearfix"></div></div></div>`,
    )
    .join('')}<div class="fusion-clearfix"></div></div>`;
};

/** A Fusion alert box (the home page's promo band). */
export const alert = (html: string) =>
  `<div class="fusion-alert alert custom alert-custom fusion-alert-center awb-alert-native-link-color alert-dismissable awb-alert-close-boxed" style="--awb-background-color:#f7e7b4;--awb-accent-color:#5a4300;--awb-border-size:1px;--awb-border-top-left-radius:0px;--awb-border-top-right-radius:0px;--awb-border-bottom-left-radius:0px;--awb-border-bottom-right-radius:0px;" role="alert"><div class="fusion-alert-content-wrapper"><span class="alert-icon"><i class="awb-icon-star" aria-hidden="true"></i></span><span class="fusion-alert-content">${html}</span></div><button type="button" class="close toggle-alert" data-dismiss="alert" aria-label="Chiudi">&times;</button></div>`;

/** Avada's table element (a plain table in `div.table-2`). */
export const table = (rows: string[][], o: { head?: boolean } = {}) => {
  const [first, ...rest] = rows;
  const head = o.head !== false && first;
  const body = head ? rest : rows;
  return `<div class="table-2"><table width="100%">${
    head ? `<thead><tr>${first.map((c) => `<th align="left">${c}</th>`).join('')}</tr></thead>` : ''
  }<tbody>${body.map((r) => `<tr>${r.map((c) => `<td align="left">${c}</td>`).join('')}</tr>`).join('')}</tbody></table></div>`;
};

/**
 * Fusion tabs: the tab bar, then for each pane the mobile copy of its heading (`fusion-mobile-tab-nav`) and the
 * pane; only the first pane is active.
 */
export const tabs = (items: [label: string, html: string][], key: string) => {
  const id = (i: number) => `tab-${hash(`${key}${i}`).slice(0, 8)}`;
  const slug = (label: string) =>
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const link = (label: string, i: number, mobile: boolean) =>
    `<li${i === 0 ? ' class="active"' : ''} role="presentation"><a class="tab-link" data-toggle="tab" role="tab" aria-controls="${id(i)}" aria-selected="${i === 0}" id="${mobile ? 'mobile-' : ''}fusion-tab-${slug(label)}" href="#${id(i)}"><h4 class="fusion-tab-heading">${label}</h4></a></li>`;
  return `<div class="fusion-tabs fusion-tabs-%%tabs%% classic nav-not-justified horizontal-tabs icon-position-left mobile-mode-accordion" style="--awb-title-border-radius-top-left:0px;--awb-title-border-radius-top-right:0px;--awb-title-border-radius-bottom-right:0px;--awb-title-border-radius-bottom-left:0px;--awb-inactive-color:#f4efe6;--awb-background-color:#ffffff;--awb-border-color:#e4ddd0;--awb-active-border-color:#c9a24a;"><div class="nav"><ul class="nav-tabs" role="tablist">${items
    .map(([label], i) => link(label, i, false))
    .join('')}</ul></div><div class="tab-content">${items
    .map(
      ([label, html], i) =>
        `<div class="nav fusion-mobile-tab-nav"><ul class="nav-tabs" role="tablist">${link(label, i, true)}</ul></div><div class="tab-pane fade fusion-clearfix${
          i === 0 ? ' in active' : ''
        }" role="tabpanel" tabindex="0" aria-labelledby="fusion-tab-${slug(label)}" id="${id(i)}">${html}</div>`,
    )
    .join('')}</div></div>`;
};

/** The Fusion toggles ('accordian', Avada's spelling), saved with every panel collapsed. */
export const accordion = (items: [question: string, answer: string][], key: string) => {
  const group = `accordion-${hash(key).slice(0, 4)}-%%accordion%%`;
  return `<div class="accordian fusion-accordian" style="--awb-border-size:1px;--awb-icon-size:13px;--awb-content-font-size:16px;--awb-icon-alignment:right;--awb-hover-color:#f7f1e4;--awb-border-color:#e4ddd0;--awb-background-color:#ffffff;--awb-divider-color:#e4ddd0;--awb-divider-hover-color:#e4ddd0;--awb-icon-color:#ffffff;--awb-title-color:#1b1b1b;--awb-content-color:#4a4a4a;--awb-icon-box-color:#1b1b1b;--awb-toggle-hover-accent-color:#c9a24a;--awb-title-font-size:18px;"><div class="panel-group fusion-toggle-icon-right fusion-toggle-icon-unboxed" id="${group}">${items
    .map(([q, a], i) => {
      const pid = hash(`${key}|${i}`).slice(0, 7);
      return `<div class="fusion-panel panel-default panel-${pid} fusion-toggle-has-divider"><div class="panel-heading"><h4 class="panel-title toggle" id="toggle_${pid}"><a aria-expanded="false" aria-controls="${pid}" role="button" data-toggle="collapse" data-parent="#${group}" data-target="#${pid}" href="#${pid}"><span class="fusion-toggle-icon-wrapper" aria-hidden="true"><i class="fa-fusion-box active-icon awb-icon-minus" aria-hidden="true"></i><i class="fa-fusion-box inactive-icon awb-icon-plus" aria-hidden="true"></i></span><span class="fusion-toggle-heading">${q}</span></a></h4></div><div id="${pid}" class="panel-collapse collapse " aria-labelledby="toggle_${pid}"><div class="panel-body toggle-content fusion-clearfix">${a}</div></div></div>`;
    })
    .join('')}</div></div>`;
};

export interface PriceColumn {
  title: string;
  /** The amount alone: '30'. */
  price: string;
  /** The period as typed in the element: '/ lezione'. */
  time: string;
  rows: string[];
  button?: [label: string, href: string];
  featured?: boolean;
}

/** A Fusion pricing table: euro sign, amount and period in separate spans, then the feature rows. */
export const pricingTable = (columns: PriceColumn[]) => {
  const n = columns.length;
  const size = 12 / n;
  return `<div class="fusion-pricing-table pricing-table-%%pricing%% sep-boxed-pricing row fusion-columns-${n} columns-${n}" style="--awb-background-color-hover:#f7f1e4;--awb-border-color:#e4ddd0;--awb-divider-color:#e4ddd0;--awb-heading-color-style-1:#1b1b1b;--awb-heading-color-style-2:#1b1b1b;--awb-pricing-color:#1b1b1b;--awb-body-text-color:#4a4a4a;">${columns
    .map((c) => {
      const [int, dec] = c.price.split(/[.,]/);
      return `<div class="panel-wrapper fusion-column column col-lg-${size} col-md-${size} col-sm-${size} fusion-pricingtable-column${
        c.featured ? ' fusion-pricingtable-column-featured' : ''
      }"><div class="panel-container"><div class="fusion-panel"><div class="panel-heading"><h3 class="title-row">${c.title}</h3></div><div class="panel-body pricing-row"><div class="price price-${dec ? 'with' : 'without'}-decimal"><span class="currency">€</span><span class="integer-part">${int}</span>${
        dec ? `<sup class="decimal-part">${dec}</sup>` : ''
      }<span class="time pos-right price-${dec ? 'with' : 'without'}-decimal">${c.time}</span></div></div><ul class="list-group">${c.rows
        .map((r) => `<li class="list-group-item normal-row">${r}</li>`)
        .join('')}</ul>${
        c.button ? `<div class="panel-footer footer-row">${button(c.button[0], c.button[1])}</div>` : ''
      }</div></div></div>`;
    })
    .join('')}<div class="fusion-clearfix"></div></div>`;
};

/** Avada's Google Map element: an empty canvas filled by the maps script, the address only in its settings. */
export const googleMap = () =>
  `<div class="shortcode-map fusion-google-map fusion-maps-js-type" id="fusion_map_6f31c1a2" style="height:380px;width:100%;"></div><script type="text/javascript">var map_fusion_map_6f31c1a2;var markers = [];var counter = 0;var fusionMapNonce = 'b21f3c9d41';function fusion_run_map_fusion_map_6f31c1a2(){jQuery('#fusion_map_6f31c1a2').fusion_maps({addresses: [{"address":"Via della Ginnastica 22, 34125 Trieste","infobox_content":"Tasti Bianchi","coordinates":false,"cache":true,"latitude":"45.6545","longitude":"13.7838"}],animations: true,infobox_background_color: '',infobox_styling: 'default',infobox_text_color: '',map_style: 'default',map_type: 'roadmap',marker_icon: '',overlay_color: '',overlay_color_hsl: {},pan_control: true,show_address: true,scale_control: true,scrollwheel: false,zoom: 16,zoom_control: true});}google.maps.event.addDomListener(window, 'load', fusion_run_map_fusion_map_6f31c1a2);</script>`;

/* ── Contact Form 7 ──────────────────────────────────────────────────────────────────────────────────────── */

/** The Contact Form 7 form of the contact pages, as the plugin prints it (hidden fields, wraps, response). */
export const contactForm = (lang: TastiLang, pageId: number) => {
  const formId = lang === 'it' ? 245 : 612;
  const unit = `wpcf7-f${formId}-p${pageId}-o1`;
  const t =
    lang === 'it'
      ? {
          aria: 'Modulo di contatto',
          name: 'Nome e cognome',
          email: 'Email',
          phone: 'Telefono',
          topic: 'Mi interessa',
          options: [
            'Lezione di prova gratuita',
            'Lezioni per bambini',
            'Lezioni per ragazzi e adulti',
            'Teoria e solfeggio',
            'Preparazione esami ABRSM',
            'Ammissione al Conservatorio',
            'Settimana intensiva estiva',
            'Aule studio',
            'Buoni regalo',
            'Accordatura',
            'Lista d’attesa lezioni online',
          ],
          age: 'Età dell’allievo',
          message: 'Messaggio',
          privacy:
            'Ho letto l’<a href="/privacy">informativa sulla privacy</a> e acconsento al trattamento dei miei dati.',
          submit: 'Invia',
        }
      : {
          aria: 'Contact form',
          name: 'Full name',
          email: 'Email',
          phone: 'Phone',
          topic: 'I am interested in',
          options: [
            'Free trial lesson',
            'Lessons for children',
            'Lessons for teenagers and adults',
            'Music theory',
            'ABRSM exam preparation',
            'Conservatory admission',
            'Summer intensive week',
            'Practice rooms',
            'Gift vouchers',
            'Piano tuning',
            'Online lessons waiting list',
          ],
          age: 'Pupil’s age',
          message: 'Message',
          privacy:
            'I have read the <a href="/privacy">privacy notice</a> (in Italian) and agree to the processing of my data.',
          submit: 'Send',
        };
  const field = (label: string, name: string, type: string, auto: string, required = true) =>
    `<p><label> ${label}${required ? ' *' : ''}<br /><span class="wpcf7-form-control-wrap" data-name="${name}"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-${type}${required ? ` wpcf7-validates-as-required wpcf7-validates-as-${type}` : ''}" autocomplete="${auto}"${required ? ' aria-required="true"' : ''} aria-invalid="false" value="" type="${type}" name="${name}" /></span> </label></p>`;
  return `<div class="wpcf7 no-js" id="${unit}" lang="${lang === 'it' ? 'it-IT' : 'en-GB'}" dir="ltr" data-wpcf7-id="${formId}"><div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div><form action="${lang === 'it' ? '/contatti' : '/en/contact'}#${unit}" method="post" class="wpcf7-form init" aria-label="${t.aria}" novalidate="novalidate" data-status="init"><div style="display: none;"><input type="hidden" name="_wpcf7" value="${formId}" /><input type="hidden" name="_wpcf7_version" value="5.9.8" /><input type="hidden" name="_wpcf7_locale" value="${lang === 'it' ? 'it_IT' : 'en_GB'}" /><input type="hidden" name="_wpcf7_unit_tag" value="${unit}" /><input type="hidden" name="_wpcf7_container_post" value="${pageId}" /><input type="hidden" name="_wpcf7_posted_data_hash" value="" /><input type="hidden" name="_wpcf7_recaptcha_response" value="" /></div>${field(t.name, 'your-name', 'text', 'name')}${field(t.email, 'your-email', 'email', 'email')}${field(t.phone, 'your-tel', 'tel', 'tel', false)}<p><label> ${t.topic}<br /><span class="wpcf7-form-control-wrap" data-name="interesse"><select class="wpcf7-form-control wpcf7-select" aria-invalid="false" name="interesse">${t.options
    .map((o) => `<option value="${esc(o)}">${o}</option>`)
    .join(
      '',
    )}</select></span> </label></p><p><label> ${t.age}<br /><span class="wpcf7-form-control-wrap" data-name="eta"><input class="wpcf7-form-control wpcf7-number wpcf7-validates-as-number" min="5" max="99" aria-invalid="false" value="" type="number" name="eta" /></span> </label></p><p><label> ${t.message}<br /><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="6" maxlength="2000" class="wpcf7-form-control wpcf7-textarea" aria-invalid="false" name="your-message"></textarea></span> </label></p><p><span class="wpcf7-form-control-wrap" data-name="privacy"><span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="privacy" value="1" aria-invalid="false" /><span class="wpcf7-list-item-label">${t.privacy}</span></label></span></span></span></p><p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="${t.submit}" /></p><div class="wpcf7-response-output" aria-hidden="true"></div></form></div>`;
};

/* ── The header ──────────────────────────────────────────────────────────────────────────────────────────── */

type MenuItem = [label: string, href: string, children?: [string, string][]];

const MENU: Record<TastiLang, MenuItem[]> = {
  it: [
    ['Home', '/'],
    [
      'Lezioni',
      '/lezioni',
      [
        ['Tipi di lezione', '/lezioni'],
        ['Preparazione esami', '/esami'],
        ['Settimana intensiva estiva', '/settimana-intensiva'],
        ['Saggi', '/saggi'],
      ],
    ],
    ['Prezzi', '/prezzi'],
    [
      'Servizi',
      '/aule-studio',
      [
        ['Aule studio con pianoforte', '/aule-studio'],
        ['Accordatura', '/accordatura'],
        ['Buoni regalo', '/buoni-regalo'],
      ],
    ],
    ['Chi siamo', '/chi-siamo'],
    ['FAQ', '/faq'],
    ['Blog', '/blog'],
    ['Contatti', '/contatti'],
  ],
  en: [
    ['Home', '/en'],
    [
      'Lessons',
      '/en/lessons',
      [
        ['Types of lesson', '/en/lessons'],
        ['Exam preparation', '/en/exams'],
        ['Summer intensive week', '/en/summer-week'],
        ['Recitals', '/en/recitals'],
      ],
    ],
    ['Prices', '/en/prices'],
    [
      'Services',
      '/en/practice-rooms',
      [
        ['Practice rooms', '/en/practice-rooms'],
        ['Piano tuning', '/en/piano-tuning'],
        ['Gift vouchers', '/en/gift-vouchers'],
      ],
    ],
    ['About us', '/en/about'],
    ['International families', '/en/international-families'],
    ['FAQ', '/en/faq'],
    ['Contact', '/en/contact'],
  ],
};

/** WordPress's menu item ids: one per item and language, stable across pages. */
const MENU_IDS = new Map<string, number>();
const menuId = (lang: TastiLang, href: string, label: string) => {
  const key = `${lang}|${href}|${label}`;
  if (!MENU_IDS.has(key)) MENU_IDS.set(key, 1187 + 7 * MENU_IDS.size);
  return MENU_IDS.get(key)!;
};

const isCurrent = (page: TastiPage, href: string) =>
  page.path === href || (href !== '/' && href !== '/en' && (page.parents ?? []).some(([, h]) => h === href));

const mainMenu = (page: TastiPage) => {
  const lang = page.lang;
  const items = MENU[lang]
    .map(([label, href, children]) => {
      const id = menuId(lang, href, label);
      const current = isCurrent(page, href) || (children ?? []).some(([, h]) => h === page.path);
      const cls = `menu-item menu-item-type-post_type menu-item-object-page${
        current ? ' current-menu-item page_item current_page_item' : ''
      }${children ? ' menu-item-has-children fusion-dropdown-menu' : ''} menu-item-${id}`;
      const sub = children
        ? `<ul class="sub-menu">${children
            .map(([l, h]) => {
              const cid = menuId(lang, h, l);
              return `<li id="menu-item-${cid}" class="menu-item menu-item-type-post_type menu-item-object-page${
                page.path === h ? ' current-menu-item' : ''
              } menu-item-${cid} fusion-dropdown-submenu"><a href="${h}" class="fusion-bar-highlight"><span>${l}</span></a></li>`;
            })
            .join('')}</ul>`
        : '';
      return `<li id="menu-item-${id}" class="${cls}" data-item-id="${id}"><a href="${href}" class="fusion-bar-highlight"${
        page.path === href ? ' aria-current="page"' : ''
      }><span class="menu-text">${label}</span>${
        children
          ? ' <span class="fusion-caret"><i class="fusion-dropdown-indicator" aria-hidden="true"></i></span>'
          : ''
      }</a>${sub}</li>`;
    })
    .join('');
  const slidingToggle = `<li class="fusion-custom-menu-item fusion-main-menu-sliding-bar" data-classes="fusion-main-menu-sliding-bar"><a class="fusion-main-menu-icon awb-icon-sliding-bar" href="#" aria-label="${
    lang === 'it' ? 'Apri/chiudi la barra scorrevole' : 'Toggle Sliding Bar'
  }" data-title="${lang === 'it' ? 'Apri/chiudi la barra scorrevole' : 'Toggle Sliding Bar'}" title="${
    lang === 'it' ? 'Apri/chiudi la barra scorrevole' : 'Toggle Sliding Bar'
  }"></a></li>`;
  return `<nav class="fusion-main-menu" aria-label="${lang === 'it' ? 'Menu principale' : 'Main Menu'}"><ul id="menu-${
    lang === 'it' ? 'principale' : 'main-english'
  }" class="fusion-menu">${items}${slidingToggle}</ul></nav>`;
};

/** The copy of the menu Avada prints for small screens, hidden by its stylesheet until the icon is tapped. */
const mobileMenu = (page: TastiPage) => {
  const lang = page.lang;
  const items = MENU[lang]
    .map(([label, href, children]) => {
      const id = menuId(lang, href, label);
      const sub = children
        ? `<ul class="sub-menu">${children
            .map(
              ([l, h]) =>
                `<li id="mobile-menu-item-${menuId(lang, h, l)}" class="menu-item menu-item-type-post_type menu-item-object-page fusion-mobile-nav-item" data-classes="fusion-dropdown-submenu"><a href="${h}" class="fusion-bar-highlight"><span>${l}</span></a></li>`,
            )
            .join('')}</ul>`
        : '';
      return `<li id="mobile-menu-item-${id}" class="menu-item menu-item-type-post_type menu-item-object-page${
        children ? ' menu-item-has-children' : ''
      } fusion-mobile-nav-item" data-item-id="${id}" data-classes="${children ? 'fusion-dropdown-menu' : ''}"><a href="${href}" class="fusion-bar-highlight"><span class="menu-text">${label}</span></a>${
        children
          ? `<button type="button" aria-label="${lang === 'it' ? 'Apri sottomenu' : 'Open submenu'} ${label}" aria-expanded="false" class="fusion-open-submenu"></button>`
          : ''
      }${sub}</li>`;
    })
    .join('');
  return `<div class="fusion-mobile-menu-icons"><a href="#" class="fusion-icon awb-icon-bars" aria-label="${
    lang === 'it' ? 'Attiva/disattiva menu mobile' : 'Toggle mobile menu'
  }" aria-expanded="false"></a><a href="#" class="fusion-icon awb-icon-sliding-bar" aria-label="${
    lang === 'it' ? 'Apri/chiudi la barra scorrevole' : 'Toggle Sliding Bar'
  }"></a></div><nav class="fusion-mobile-nav-holder fusion-mobile-menu-text-align-left" aria-label="${
    lang === 'it' ? 'Menu principale mobile' : 'Main Menu Mobile'
  }" style="display:none;"><ul id="mobile-menu-${lang === 'it' ? 'principale' : 'main-english'}" class="fusion-mobile-menu">${items}</ul></nav>`;
};

const FLAG = (lang: TastiLang) =>
  `${TB_SITE}/wp-content/plugins/sitepress-multilingual-cms/res/flags/${lang}.svg`;

/** WPML's switcher as the last items of the secondary menu: the other language's page, or its home page. */
const wpmlMenuItems = (page: TastiPage) => {
  const other: TastiLang = page.lang === 'it' ? 'en' : 'it';
  const otherHref = page.alt ?? (other === 'it' ? '/' : '/en');
  const item = (lang: TastiLang, href: string, current: boolean, first: boolean) =>
    `<li id="menu-item-wpml-ls-4-${lang}" class="menu-item wpml-ls-slot-4 wpml-ls-item wpml-ls-item-${lang}${
      current ? ' wpml-ls-current-language' : ''
    } wpml-ls-menu-item${first ? ' wpml-ls-first-item' : ' wpml-ls-last-item'} menu-item-type-wpml_ls_menu_item menu-item-object-wpml_ls_menu_item menu-item-wpml-ls-4-${lang}" data-classes="menu-item"><a href="${href}" class="fusion-bar-highlight wpml-ls-link"${
      current ? '' : ` hreflang="${lang}" lang="${lang}"`
    }><span class="menu-text"><img class="wpml-ls-flag" src="${FLAG(lang)}" alt="" width="18" height="12" /><span class="wpml-ls-native" lang="${lang}">${
      lang === 'it' ? 'Italiano' : 'English'
    }</span></span></a></li>`;
  return page.lang === 'it'
    ? `${item('it', page.path, true, true)}${item('en', otherHref, false, false)}`
    : `${item('it', otherHref, false, true)}${item('en', page.path, true, false)}`;
};

/** WPML's footer language switcher (the legacy horizontal list), also printed after the wrapper. */
const wpmlFooter = (page: TastiPage) => {
  const other: TastiLang = page.lang === 'it' ? 'en' : 'it';
  const otherHref = page.alt ?? (other === 'it' ? '/' : '/en');
  const li = (lang: TastiLang, href: string, current: boolean, first: boolean) =>
    `<li class="wpml-ls-slot-footer wpml-ls-item wpml-ls-item-${lang}${current ? ' wpml-ls-current-language' : ''}${
      first ? ' wpml-ls-first-item' : ' wpml-ls-last-item'
    } wpml-ls-item-legacy-list-horizontal"><a href="${href}" class="wpml-ls-link"><img class="wpml-ls-flag" src="${FLAG(lang)}" alt="" width="18" height="12" /><span class="wpml-ls-native"${current ? '' : ` lang="${lang}"`}>${
      lang === 'it' ? 'Italiano' : 'English'
    }</span>${
      current
        ? ''
        : `<span class="wpml-ls-display"><span class="wpml-ls-bracket"> (</span>${
            page.lang === 'it'
              ? lang === 'en'
                ? 'Inglese'
                : 'Italiano'
              : lang === 'it'
                ? 'Italian'
                : 'English'
          }<span class="wpml-ls-bracket">)</span></span>`
    }</a></li>`;
  const items =
    page.lang === 'it'
      ? `${li('it', page.path, true, true)}${li('en', otherHref, false, false)}`
      : `${li('it', otherHref, false, true)}${li('en', page.path, true, false)}`;
  return `<div class="wpml-ls-statics-footer wpml-ls wpml-ls-legacy-list-horizontal"><ul>${items}</ul></div>`;
};

const LOGO = `${TB_UPLOADS}/2019/05/tasti-bianchi-logo.png`;
const LOGO_2X = `${TB_UPLOADS}/2019/05/tasti-bianchi-logo@2x.png`;

const header = (page: TastiPage) => {
  const it = page.lang === 'it';
  const home = it ? '/' : '/en';
  const secondary = `<div class="fusion-secondary-header"><div class="fusion-row"><div class="fusion-alignleft"><div class="fusion-contact-info"><span class="fusion-contact-info-phone-number">${
    it ? 'Tel.' : 'Phone'
  } <a href="${TB_PHONE_HREF}">${TB_PHONE}</a></span><span class="fusion-header-separator">|</span><span class="fusion-contact-info-email-address"><a href="mailto:${TB_EMAIL}">${TB_EMAIL}</a></span></div></div><div class="fusion-alignright"><nav class="fusion-secondary-menu" role="navigation" aria-label="${
    it ? 'Menu secondario' : 'Secondary Menu'
  }"><ul id="menu-top-${page.lang}" class="menu">${wpmlMenuItems(page)}</ul></nav><div class="fusion-social-links-header"><div class="fusion-social-networks"><div class="fusion-social-networks-wrapper"><a class="fusion-social-network-icon fusion-tooltip fusion-facebook awb-icon-facebook" style="color:#ffffff;" data-placement="bottom" data-title="Facebook" data-toggle="tooltip" title="Facebook" href="${TB_FACEBOOK}" target="_blank" rel="noreferrer"><span class="screen-reader-text">Facebook</span></a><a class="fusion-social-network-icon fusion-tooltip fusion-instagram awb-icon-instagram" style="color:#ffffff;" data-placement="bottom" data-title="Instagram" data-toggle="tooltip" title="Instagram" href="${TB_INSTAGRAM}" target="_blank" rel="noopener noreferrer"><span class="screen-reader-text">Instagram</span></a><a class="fusion-social-network-icon fusion-tooltip fusion-youtube awb-icon-youtube" style="color:#ffffff;" data-placement="bottom" data-title="YouTube" data-toggle="tooltip" title="YouTube" href="${TB_YOUTUBE}" target="_blank" rel="noopener noreferrer"><span class="screen-reader-text">YouTube</span></a></div></div></div></div></div></div>`;
  const logo = `<div class="fusion-logo" data-margin-top="28px" data-margin-bottom="28px" data-margin-left="0px" data-margin-right="0px"><a class="fusion-logo-link" href="${home}"><img src="${LOGO}" srcset="${LOGO} 1x, ${LOGO_2X} 2x" width="220" height="64" style="max-height:64px;height:auto;" alt="${
    it ? 'Tasti Bianchi Logo' : 'Tasti Bianchi Logo'
  }" data-retina_logo_url="${LOGO_2X}" class="fusion-standard-logo" /></a></div>`;
  return `<header class="fusion-header-wrapper"><div class="fusion-header-v3 fusion-logo-alignment fusion-logo-left fusion-sticky-menu- fusion-sticky-logo- fusion-mobile-logo-  fusion-mobile-menu-design-modern">${secondary}<div class="fusion-header-sticky-height"></div><div class="fusion-header"><div class="fusion-row">${logo}${mainMenu(
    page,
  )}${mobileMenu(page)}</div></div></div><div class="fusion-clearfix"></div></header>`;
};

/* ── The page title bar ──────────────────────────────────────────────────────────────────────────────────── */

const titleBar = (page: TastiPage) => {
  const it = page.lang === 'it';
  const home = it ? '/' : '/en';
  const crumbs: [string, string | undefined][] = [
    ['Home', home],
    ...(page.kind === 'post' ? ([['Blog', '/blog']] as [string, string][]) : []),
    ...(page.parents ?? []),
    [page.title, undefined],
  ];
  const trail = crumbs
    .map(([label, href]) =>
      href
        ? `<span class="fusion-breadcrumb-item"><a href="${href}" class="fusion-breadcrumb-link"><span>${label}</span></a></span><span class="fusion-breadcrumb-sep">/</span>`
        : `<span class="fusion-breadcrumb-item"><span class="breadcrumb-leaf">${label}</span></span>`,
    )
    .join('');
  return `<section class="avada-page-titlebar-wrapper" aria-label="${
    it ? 'Barra del titolo della pagina' : 'Page Title Bar'
  }"><div class="fusion-page-title-bar fusion-page-title-bar-none fusion-page-title-bar-left"><div class="fusion-page-title-row"><div class="fusion-page-title-wrapper"><div class="fusion-page-title-captions"><h1 class="entry-title">${
    page.title
  }</h1></div><div class="fusion-page-title-secondary"><nav class="fusion-breadcrumbs awb-yoast-breadcrumbs" aria-label="Breadcrumb">${trail}</nav></div></div></div></div></section>`;
};

/* ── The blog: the sidebar and the single post ───────────────────────────────────────────────────────────── */

export interface PostLink {
  title: string;
  href: string;
  date: string;
}

let recentPosts: PostLink[] = [];
/** The blog registers its posts, newest first, for the sidebar's recent-posts widget and related posts. */
export const setRecentPosts = (posts: PostLink[]) => {
  recentPosts = posts;
};

const sidebar = () =>
  `<aside id="sidebar" class="sidebar fusion-widget-area fusion-content-widget-area fusion-sidebar-right fusion-blogsidebar" style="float: right;" data=""><section id="search-2" class="widget widget_search"><form role="search" class="searchform fusion-search-form  fusion-search-form-classic" method="get" action="${TB_SITE}/"><div class="fusion-search-form-content"><div class="fusion-search-field search-field"><label><span class="screen-reader-text">Cerca per:</span><input type="search" value="" name="s" class="s" placeholder="Cerca..." required aria-required="true" aria-label="Cerca..." /></label></div><div class="fusion-search-button search-button"><input type="submit" class="fusion-search-submit searchsubmit" aria-label="Cerca" value="&#xf002;" /></div></div></form></section><section id="recent-posts-2" class="widget widget_recent_entries"><div class="heading"><h4 class="widget-title">Articoli recenti</h4></div><ul>${recentPosts
    .map((p) => `<li><a href="${p.href}">${p.title}</a></li>`)
    .join(
      '',
    )}</ul></section><section id="categories-2" class="widget widget_categories"><div class="heading"><h4 class="widget-title">Categorie</h4></div><ul><li class="cat-item cat-item-3"><a href="/category/avvisi">Avvisi</a></li><li class="cat-item cat-item-1"><a href="/category/notizie">Notizie</a></li><li class="cat-item cat-item-5"><a href="/category/consigli">Consigli</a></li></ul></section><section id="archives-2" class="widget widget_archive"><div class="heading"><h4 class="widget-title">Archivi</h4></div><ul><li><a href="/2026/11">novembre 2026</a></li><li><a href="/2026/10">ottobre 2026</a></li><li><a href="/2026/09">settembre 2026</a></li><li><a href="/2026/03">marzo 2026</a></li><li><a href="/2024/01">gennaio 2024</a></li></ul></section></aside>`;

const singlePost = (page: TastiPage) => {
  const post = page.post!;
  const related = recentPosts.filter((p) => p.href !== page.path).slice(0, 3);
  const meta = `<div class="fusion-meta-info"><div class="fusion-meta-info-wrapper">Di <span class="vcard"><span class="fn"><a href="/author/${post.author.toLowerCase()}" title="Articoli scritti da ${post.author}" rel="author">${post.author}</a></span></span><span class="fusion-inline-sep">|</span><span class="updated rich-snippet-hidden">${post.iso}</span><span>${post.date}</span><span class="fusion-inline-sep">|</span><a href="/category/${post.category[1]}" rel="category tag">${post.category[0]}</a><span class="fusion-inline-sep">|</span><span class="fusion-comments"><a href="${page.path}#respond">0 Commenti</a></span></div></div>`;
  const share = `<div class="fusion-sharing-box fusion-theme-sharing-box fusion-single-sharing-box share-box"><h4>Condividi questo articolo!</h4><div class="fusion-social-networks"><div class="fusion-social-networks-wrapper"><a class="fusion-social-network-icon fusion-tooltip fusion-facebook awb-icon-facebook" data-placement="top" data-title="Facebook" data-toggle="tooltip" title="Facebook" href="https://www.facebook.com/sharer.php?u=${encodeURIComponent(TB_SITE + page.path)}" target="_blank" rel="noreferrer"><span class="screen-reader-text">Facebook</span></a><a class="fusion-social-network-icon fusion-tooltip fusion-whatsapp awb-icon-whatsapp" data-placement="top" data-title="WhatsApp" data-toggle="tooltip" title="WhatsApp" href="https://api.whatsapp.com/send?text=${encodeURIComponent(TB_SITE + page.path)}" target="_blank" rel="noopener noreferrer"><span class="screen-reader-text">WhatsApp</span></a><a class="fusion-social-network-icon fusion-tooltip fusion-mail awb-icon-mail" data-placement="top" data-title="Email" data-toggle="tooltip" title="Email" href="mailto:?body=${encodeURIComponent(TB_SITE + page.path)}" target="_self" rel="noopener noreferrer"><span class="screen-reader-text">Email</span></a></div></div></div>`;
  const relatedBox = related.length
    ? `<section class="related-posts single-related-posts"><div class="fusion-title fusion-title-size-three sep-none fusion-sep-none"><h3 class="title-heading-left" style="margin:0;">Articoli correlati</h3></div><div class="awb-carousel awb-swiper awb-swiper-carousel fusion-carousel-title-below-image" data-imagesize="fixed" data-metacontent="yes" data-autoplay="no" data-touchscroll="no" data-columns="3" data-itemmargin="48px" data-itemwidth="180" data-scrollitems=""><div class="swiper-wrapper">${related
        .map(
          (r) =>
            `<div class="swiper-slide"><div class="fusion-carousel-item-wrapper"><h4 class="fusion-carousel-title"><a class="fusion-related-posts-title-link" href="${r.href}" target="_self" title="${esc(r.title)}">${r.title}</a></h4><div class="fusion-carousel-meta"><span class="fusion-date">${r.date}</span></div></div></div>`,
        )
        .join('')}</div></div></section>`
    : '';
  const comments = `<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Lascia un commento <small><a rel="nofollow" id="cancel-comment-reply-link" href="${page.path}#respond" style="display:none;">Annulla risposta</a></small></h3><form action="${TB_SITE}/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">Il tuo indirizzo email non sarà pubblicato.</span> <span class="required-field-message">I campi obbligatori sono contrassegnati <span class="required">*</span></span></p><div id="comment-textarea"><label class="screen-reader-text" for="comment">Commento</label><textarea name="comment" id="comment" cols="45" rows="8" aria-required="true" required="required" tabindex="0" class="textarea-comment" placeholder="Commento..."></textarea></div><div id="comment-input"><input id="author" name="author" type="text" value="" placeholder="Nome (obbligatorio)" size="30" required="required" aria-label="Nome (obbligatorio)"/><input id="email" name="email" type="email" value="" placeholder="Email (obbligatoria)" size="30"  required="required" aria-label="Email (obbligatoria)"/><input id="url" name="url" type="url" value="" placeholder="Sito web" size="30" aria-label="URL" /></div><p class="form-submit"><input name="submit" type="submit" id="comment-submit" class="fusion-button fusion-button-default fusion-button-default-size" value="Invia commento" /><input type='hidden' name='comment_post_ID' value='${page.id}' id='comment_post_ID' /><input type='hidden' name='comment_parent' id='comment_parent' value='0' /></p></form></div>`;
  return `<section id="content" style="float: left;"><article id="post-${page.id}" class="post post-${page.id} type-post status-publish format-standard has-post-thumbnail hentry category-${post.category[1]}"><div class="fusion-flexslider flexslider fusion-flexslider-loading post-slideshow fusion-post-slideshow"><ul class="slides"><li><a href="${TB_UPLOADS}/${post.cover}" data-rel="iLightbox[gallery${page.id}]" title="" data-title="${esc(page.title)}" data-caption="" aria-label="${esc(page.title)}"><span class="screen-reader-text">Visualizza immagine più grande</span><img width="1200" height="800" src="${placeholder(1200, 800)}" data-orig-src="${TB_UPLOADS}/${post.cover}" class="attachment-full size-full lazyload wp-post-image" alt="" decoding="async" /></a></li></ul></div><h2 class="entry-title fusion-post-title">${page.title}</h2><div class="post-content">${page.body}</div>${meta}${share}${relatedBox}${comments}</article></section>${sidebar()}`;
};

/* ── The footer and the sliding bar ──────────────────────────────────────────────────────────────────────── */

const FOOTER_TEXT = {
  it: {
    blurbTitle: 'Tasti Bianchi',
    blurb:
      'Scuola di pianoforte e teoria musicale a Trieste dal 2011. Lezioni per bambini dai 5 anni, ragazzi e adulti, preparazione agli esami ABRSM e all’ammissione al Conservatorio.',
    hoursTitle: 'Orari della segreteria',
    hours: ['Lunedì – venerdì: 15:00 – 19:00', 'Sabato: 9:30 – 12:30', 'Domenica: chiuso'],
    linksTitle: 'Informazioni',
    links: [
      ['Regolamento', '/regolamento'],
      ['ARCHIVIO – Regolamento 2021', '/archivio-regolamento-2021'],
      ['Blog', '/blog'],
      ['Privacy e cookie', '/privacy'],
    ] as [string, string][],
    contactTitle: 'Contatti',
    phone: 'Tel.',
    rights: 'Tutti i diritti riservati',
    credit: 'Sito realizzato con <a href="https://avada.com" target="_blank" rel="noopener">Avada</a>',
  },
  en: {
    blurbTitle: 'Tasti Bianchi',
    blurb:
      'Piano and music theory school in Trieste since 2011. Lessons for children from 5, teenagers and adults, ABRSM exam preparation and Conservatory admission courses.',
    hoursTitle: 'Office hours',
    hours: ['Monday – Friday: 3pm – 7pm', 'Saturday: 9.30am – 12.30pm', 'Sunday: closed'],
    linksTitle: 'Information',
    links: [
      ['School rules (in Italian)', '/regolamento'],
      ['ARCHIVIO – Regolamento 2021', '/archivio-regolamento-2021'],
      ['Blog (in Italian)', '/blog'],
      ['Privacy (in Italian)', '/privacy'],
    ] as [string, string][],
    contactTitle: 'Contact',
    phone: 'Phone',
    rights: 'All rights reserved',
    credit: 'Website built with <a href="https://avada.com" target="_blank" rel="noopener">Avada</a>',
  },
};

const widget = (id: string, cls: string, title: string, inner: string) =>
  `<section id="${id}" class="fusion-footer-widget-column widget ${cls}" style="border-style: solid;border-color:transparent;border-width:0px;"><h4 class="widget-title">${title}</h4>${inner}<div style="clear:both;"></div></section>`;

const footer = (page: TastiPage) => {
  const t = FOOTER_TEXT[page.lang];
  const cols = [
    widget('text-2', 'widget_text', t.blurbTitle, `<div class="textwidget"><p>${t.blurb}</p></div>`),
    widget(
      'text-3',
      'widget_text',
      t.hoursTitle,
      `<div class="textwidget"><p>${t.hours.join('<br />')}</p></div>`,
    ),
    widget(
      'nav_menu-2',
      'widget_nav_menu',
      t.linksTitle,
      `<div class="menu-footer-${page.lang}-container"><ul id="menu-footer-${page.lang}" class="menu">${t.links
        .map(
          ([label, href], i) =>
            `<li id="menu-item-${1400 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${1400 + i}"><a href="${href}">${label}</a></li>`,
        )
        .join('')}</ul></div>`,
    ),
    widget(
      'text-4',
      'widget_text',
      t.contactTitle,
      `<div class="textwidget"><p>${TB_NAME}<br />${TB_STREET}<br />${TB_TOWN}</p><p>${t.phone} <a href="${TB_PHONE_HREF}">${TB_PHONE}</a><br />WhatsApp <a href="${TB_WHATSAPP_HREF}">${TB_WHATSAPP}</a><br /><a href="mailto:${TB_EMAIL}">${TB_EMAIL}</a></p></div>`,
    ),
  ];
  const widgetArea = `<footer class="fusion-footer-widget-area fusion-widget-area"><div class="fusion-row"><div class="fusion-columns fusion-columns-4 fusion-widget-area">${cols
    .map(
      (c, i) =>
        `<div class="fusion-column${i === cols.length - 1 ? ' fusion-column-last' : ''} col-lg-3 col-md-3 col-sm-3">${c}</div>`,
    )
    .join('')}<div class="fusion-clearfix"></div></div></div></footer>`;
  const copyright = `<footer id="footer" class="fusion-footer-copyright-area"><div class="fusion-row"><div class="fusion-copyright-content"><div class="fusion-copyright-notice"><div>© 2011–2026 ${TB_OWNER} · P.IVA ${TB_VAT} · ${TB_STREET}, ${TB_TOWN} · ${t.rights} | ${t.credit}</div></div><div class="fusion-social-links-footer"><div class="fusion-social-networks"><div class="fusion-social-networks-wrapper"><a class="fusion-social-network-icon fusion-tooltip fusion-facebook awb-icon-facebook" style data-placement="top" data-title="Facebook" data-toggle="tooltip" title="Facebook" href="${TB_FACEBOOK}" target="_blank" rel="noreferrer"><span class="screen-reader-text">Facebook</span></a><a class="fusion-social-network-icon fusion-tooltip fusion-instagram awb-icon-instagram" style data-placement="top" data-title="Instagram" data-toggle="tooltip" title="Instagram" href="${TB_INSTAGRAM}" target="_blank" rel="noopener noreferrer"><span class="screen-reader-text">Instagram</span></a><a class="fusion-social-network-icon fusion-tooltip fusion-youtube awb-icon-youtube" style data-placement="top" data-title="YouTube" data-toggle="tooltip" title="YouTube" href="${TB_YOUTUBE}" target="_blank" rel="noopener noreferrer"><span class="screen-reader-text">YouTube</span></a></div></div></div></div></div></footer>`;
  return `<div class="fusion-footer">${widgetArea}${copyright}</div>`;
};

/** Avada's sliding bar: a widget area above the header, hidden until its toggle is clicked. */
const slidingBar = (lang: TastiLang) => {
  const t =
    lang === 'it'
      ? {
          toggle: 'Apri/chiudi la barra scorrevole',
          a: 'Lezione di prova gratuita',
          aText: `Chiamaci al <a href="${TB_PHONE_HREF}">${TB_PHONE}</a> o scrivici su <a href="${TB_WHATSAPP_HREF}">WhatsApp</a>: la prima lezione di 30 minuti è gratuita.`,
          b: 'La segreteria risponde',
          bText: 'dal lunedì al venerdì 15:00 – 19:00<br />il sabato 9:30 – 12:30',
          c: 'Newsletter',
          cText:
            'Date dei saggi, aperture delle iscrizioni e qualche consiglio di studio, una volta al mese.',
        }
      : {
          toggle: 'Toggle Sliding Bar Area',
          a: 'Free trial lesson',
          aText: `Call us on <a href="${TB_PHONE_HREF}">${TB_PHONE}</a> or send a <a href="${TB_WHATSAPP_HREF}">WhatsApp</a> message: the first 30-minute lesson is free.`,
          b: 'The office answers',
          bText: 'Monday to Friday 3pm – 7pm<br />Saturday 9.30am – 12.30pm',
          c: 'Newsletter',
          cText: 'Recital dates, enrolment openings and a practice tip, once a month (in Italian).',
        };
  const w = (id: string, title: string, html: string) =>
    `<div class="fusion-column col-lg-4 col-md-4 col-sm-4"><section id="${id}" class="fusion-slidingbar-widget-column widget widget_text" style="border-style: solid;border-color:transparent;border-width:0px;"><h4 class="widget-title">${title}</h4><div class="textwidget"><p>${html}</p></div><div style="clear:both;"></div></section></div>`;
  return `<div class="fusion-sliding-bar-wrapper"><div id="slidingbar-area" class="slidingbar-area fusion-sliding-bar-area fusion-widget-area fusion-sliding-bar-position-top fusion-sliding-bar-text-align-left fusion-sliding-bar-toggle-triangle fusion-sliding-bar-sticky" data-breakpoint="800" data-toggle="triangle"><div class="fusion-sb-toggle-wrapper"><a class="fusion-sb-toggle" href="#"><span class="screen-reader-text">${t.toggle}</span></a></div><div id="slidingbar" class="fusion-sliding-bar" style="display:none;"><div class="fusion-row"><div class="fusion-columns row fusion-columns-3 columns columns-3">${w(
    'text-5',
    t.a,
    t.aText,
  )}${w('text-6', t.b, t.bText)}${w('text-7', t.c, t.cText)}<div class="fusion-clearfix"></div></div></div></div></div></div>`;
};

/* ── Complianz ───────────────────────────────────────────────────────────────────────────────────────────── */

const cookieBanner = (lang: TastiLang) => {
  const t =
    lang === 'it'
      ? {
          title: 'Gestisci consenso cookie',
          close: 'Chiudi la finestra di dialogo',
          message:
            'Per fornire le migliori esperienze, utilizziamo tecnologie come i cookie per memorizzare e/o accedere alle informazioni del dispositivo. Il consenso a queste tecnologie ci permetterà di elaborare dati come il comportamento di navigazione o ID unici su questo sito. Non acconsentire o ritirare il consenso può influire negativamente su alcune caratteristiche e funzioni.',
          functional: 'Funzionale',
          always: 'Sempre attivo',
          functionalText:
            'L’archiviazione tecnica o l’accesso sono strettamente necessari al fine legittimo di consentire l’uso di un servizio specifico esplicitamente richiesto dall’abbonato o dall’utente, o al solo scopo di effettuare la trasmissione di una comunicazione su una rete di comunicazione elettronica.',
          stats: 'Statistiche',
          statsText:
            'L’archiviazione tecnica o l’accesso che viene utilizzato esclusivamente per scopi statistici anonimi.',
          marketing: 'Marketing',
          marketingText:
            'L’archiviazione tecnica o l’accesso sono necessari per creare profili di utenti per inviare pubblicità, o per tracciare l’utente su un sito web o su diversi siti web per scopi di marketing simili.',
          accept: 'Accetta',
          deny: 'Nega',
          view: 'Visualizza le preferenze',
          save: 'Salva preferenze',
          manage: 'Gestisci consenso',
          policy: 'Cookie Policy',
          privacy: 'Privacy',
        }
      : {
          title: 'Manage Cookie Consent',
          close: 'Close dialog',
          message:
            'To provide the best experiences, we use technologies like cookies to store and/or access device information. Consenting to these technologies will allow us to process data such as browsing behaviour or unique IDs on this site. Not consenting or withdrawing consent, may adversely affect certain features and functions.',
          functional: 'Functional',
          always: 'Always active',
          functionalText:
            'The technical storage or access is strictly necessary for the legitimate purpose of enabling the use of a specific service explicitly requested by the subscriber or user, or for the sole purpose of carrying out the transmission of a communication over an electronic communications network.',
          stats: 'Statistics',
          statsText:
            'The technical storage or access that is used exclusively for anonymous statistical purposes.',
          marketing: 'Marketing',
          marketingText:
            'The technical storage or access is required to create user profiles to send advertising, or to track the user on a website or across several websites for similar marketing purposes.',
          accept: 'Accept',
          deny: 'Deny',
          view: 'View preferences',
          save: 'Save preferences',
          manage: 'Manage consent',
          policy: 'Cookie Policy',
          privacy: 'Privacy',
        };
  const category = (key: string, label: string, desc: string, always = false) =>
    `<details class="cmplz-category cmplz-${key}" ><summary><span class="cmplz-category-header"><span class="cmplz-category-title">${label}</span>${
      always
        ? `<span class='cmplz-always-active'><span class="cmplz-banner-checkbox"><input type="checkbox" id="cmplz-${key}-optin" data-category="cmplz_${key}" class="cmplz-consent-checkbox cmplz-${key}" size="40" value="1"/><label class="cmplz-label" for="cmplz-${key}-optin" tabindex="0"><span class="screen-reader-text">${label}</span></label></span>${t.always}</span>`
        : `<span class="cmplz-banner-checkbox"><input type="checkbox" id="cmplz-${key}-optin" data-category="cmplz_${key}" class="cmplz-consent-checkbox cmplz-${key}" size="40" value="1"/><label class="cmplz-label" for="cmplz-${key}-optin" tabindex="0"><span class="screen-reader-text">${label}</span></label></span>`
    }<span class="cmplz-icon cmplz-open"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 448 512" height="18"><path d="M224 416c-8.188 0-16.38-3.125-22.62-9.375l-192-192c-12.5-12.5-12.5-32.75 0-45.25s32.75-12.5 45.25 0L224 338.8l169.4-169.4c12.5-12.5 32.75-12.5 45.25 0s12.5 32.75 0 45.25l-192 192C240.4 412.9 232.2 416 224 416z"/></svg></span></span></summary><div class="cmplz-description"><span class="cmplz-description-${key}">${desc}</span></div></details>`;
  return `<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 bottom-right-view-preferences optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin"><div class="cmplz-header"><div class="cmplz-logo"></div><div class="cmplz-title" id="cmplz-header-1-optin">${t.title}</div><div class="cmplz-close" tabindex="0" role="button" aria-label="${t.close}"><svg aria-hidden="true" focusable="false" data-prefix="fas" data-icon="times" class="svg-inline--fa fa-times fa-w-11" role="img" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 352 512"><path fill="currentColor" d="M242.72 256l100.07-100.07c12.28-12.28 12.28-32.19 0-44.48l-22.24-22.24c-12.28-12.28-32.19-12.28-44.48 0L176 189.28 75.93 89.21c-12.28-12.28-32.19-12.28-44.48 0L9.21 111.45c-12.28 12.28-12.28 32.19 0 44.48L109.28 256 9.21 356.07c-12.28 12.28-12.28 32.19 0 44.48l22.24 22.24c12.28 12.28 32.2 12.28 44.48 0L176 322.72l100.07 100.07c12.28 12.28 32.2 12.28 44.48 0l22.24-22.24c12.28-12.28 12.28-32.19 0-44.48L242.72 256z"></path></svg></div></div><div class="cmplz-divider cmplz-divider-header"></div><div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">${t.message}</div><div class="cmplz-categories">${category(
    'functional',
    t.functional,
    t.functionalText,
    true,
  )}${category('statistics', t.stats, t.statsText)}${category('marketing', t.marketing, t.marketingText)}</div></div><div class="cmplz-links cmplz-information"><a class="cmplz-link cmplz-manage-options cookie-statement" href="#" data-relative_url="#cmplz-manage-consent-container">${t.manage}</a></div><div class="cmplz-divider cmplz-footer"></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">${t.accept}</button><button class="cmplz-btn cmplz-deny">${t.deny}</button><button class="cmplz-btn cmplz-view-preferences">${t.view}</button><button class="cmplz-btn cmplz-save-preferences">${t.save}</button></div><div class="cmplz-links cmplz-documents"><ul><li><a href="/privacy#cookie" class="cmplz-link cookie-statement" data-relative_url="">${t.policy}</a></li><li><a href="/privacy" class="cmplz-link privacy-statement" data-relative_url="">${t.privacy}</a></li></ul></div></div></div><div id="cmplz-manage-consent" data-nosnippet="true"><button class="cmplz-btn cmplz-hidden cmplz-manage-consent manage-consent-1">${t.manage}</button></div>`;
};

/* ── The document ────────────────────────────────────────────────────────────────────────────────────────── */

/** Numbers the Fusion elements of a page from 1 (columns from 0), as Avada does when it renders the page. */
const numberElements = (html: string) => {
  const counters = new Map<string, number>();
  return html.replace(/%%([a-z]+)%%/g, (_, kind: string) => {
    const start = kind === 'col' ? -1 : 0;
    const next = (counters.get(kind) ?? start) + 1;
    counters.set(kind, next);
    return String(next);
  });
};

const FUSION_VARS = (lang: TastiLang) =>
  `<script type="text/javascript" id="fusion-scripts-js-extra">
/* <![CDATA[ */
var fusionJSVars = {"visibility_small":"640","visibility_medium":"1024"};
var avadaVars = {"header_position":"top","header_sticky":"1","header_sticky_type2_layout":"menu_only","header_sticky_shadow":"1","side_header_break_point":"800","header_sticky_mobile":"","header_sticky_tablet":"","mobile_menu_design":"modern","sticky_header_shrinkage":"","nav_height":"84","nav_highlight_border":"3","nav_highlight_style":"bar","logo_margin_top":"28px","logo_margin_bottom":"28px","layout_mode":"wide","header_padding_top":"0px","header_padding_bottom":"0px","scroll_offset":"full","slidingbar_widgets":"1","language":"${lang}"};
var fusionLazyLoadVars = {"lazy_load":"avada"};
var toTopscreenReaderText = {"label":"${lang === 'it' ? 'Torna su' : 'Go to Top'}"};
var wpcf7 = {"api":{"root":"\\/wp-json\\/","namespace":"contact-form-7\\/v1"},"cached":1};
var complianz = {"prefix":"cmplz_","user_banner_id":"1","set_cookies":[],"block_ajax_content":"","banner_version":"31","version":"7.1.4","store_consent":"","do_not_track_enabled":"","consenttype":"optin","region":"eu","geoip":"","dismiss_timeout":"","disable_cookiebanner":"","soft_cookiewall":"","dismiss_on_scroll":"","cookie_expiry":"365","url":"\\/wp-json\\/complianz\\/v1\\/","locale":"lang=${lang}&locale=${lang === 'it' ? 'it_IT' : 'en_GB'}","set_cookies_on_root":"","cookie_domain":"","current_policy_id":"19","cookie_path":"\\/","categories":{"statistics":"statistiche","marketing":"marketing"},"tcf_active":"","placeholdertext":"","css_file":"\\/wp-content\\/uploads\\/complianz\\/css\\/banner-{banner_id}-{type}.css?v=31","page_links":{"eu":{"cookie-statement":{"title":"Cookie Policy","url":"\\/privacy#cookie"},"privacy-statement":{"title":"Privacy","url":"\\/privacy"}}}};
/* ]]> */
</script>
<script type="text/javascript" src="${TB_SITE}/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.9.8" id="contact-form-7-js"></script>
<script type="text/javascript" src="${TB_SITE}/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=1727350113" id="cmplz-cookiebanner-js"></script>
<script type="text/javascript" src="${TB_SITE}/wp-content/themes/Avada/includes/lib/assets/min/js/library/lazysizes.js?ver=3.11.10" id="lazysizes-js"></script>
<script type="text/javascript" src="${TB_SITE}/wp-content/themes/Avada/assets/min/js/general/avada-sliding-bar.js?ver=7.11.10" id="avada-sliding-bar-js"></script>
<script type="text/javascript" src="${TB_SITE}/wp-content/themes/Avada/assets/min/js/general/avada-to-top.js?ver=7.11.10" id="avada-to-top-js"></script>`;

/** Lays out a page as WordPress and Avada publish it. */
export function tastiLayout(page: TastiPage): SitePage {
  const it = page.lang === 'it';
  const url = `${TB_SITE}${page.path}`;
  const isHome = page.kind === 'home';
  const docTitle = isHome
    ? it
      ? 'Tasti Bianchi – Scuola di pianoforte e teoria musicale a Trieste'
      : 'Tasti Bianchi – Piano and music theory school in Trieste'
    : `${page.title} – Tasti Bianchi`;
  const alternates = page.alt
    ? (() => {
        const itPath = it ? page.path : page.alt;
        const enPath = it ? page.alt : page.path;
        return `<link rel="alternate" hreflang="it" href="${TB_SITE}${itPath}" />\n<link rel="alternate" hreflang="en" href="${TB_SITE}${enPath}" />\n<link rel="alternate" hreflang="x-default" href="${TB_SITE}${itPath}" />\n`;
      })()
    : '';
  const restType = page.kind === 'post' ? 'posts' : 'pages';
  const bodyClass =
    page.kind === 'post'
      ? `post-template-default single single-post postid-${page.id} single-format-standard`
      : page.kind === 'archive'
        ? 'blog'
        : `${isHome ? 'home ' : ''}page-template page-template-100-width page-template-100-width-php page page-id-${page.id}`;
  const content =
    page.kind === 'post'
      ? singlePost(page)
      : page.kind === 'archive'
        ? `<section id="content" style="float: left;"><div id="post-${page.id}" class="post-${page.id} page type-page status-publish hentry"><div class="post-content">${page.body}</div></div></section>${sidebar()}`
        : `<section id="content" class="full-width"><div id="post-${page.id}" class="post-${page.id} page type-page status-publish hentry"><span class="entry-title rich-snippet-hidden">${page.title}</span><span class="vcard rich-snippet-hidden"><span class="fn"><a href="/author/elena" title="Articoli scritti da Elena" rel="author">Elena</a></span></span><span class="updated rich-snippet-hidden">${page.modified ?? '2026-09-01T10:12:33+02:00'}</span><div class="post-content">${page.body}</div></div></section>`;
  const mainCls = page.kind === 'post' || page.kind === 'archive' ? 'clearfix ' : 'clearfix width-100';
  const wrapper = numberElements(
    `${header(page)}<div id="sliders-container" class="fusion-slider-visibility"></div>${
      isHome ? '' : titleBar(page)
    }<main id="main" class="${mainCls}"><div class="fusion-row" style="${
      page.kind === 'post' || page.kind === 'archive' ? '' : 'max-width:100%;'
    }">${content}</div></main>${footer(page)}${slidingBar(page.lang)}`,
  );
  const html = `<!DOCTYPE html>
<html class="avada-html-layout-wide avada-html-header-position-top${
    page.kind === 'post' || page.kind === 'archive' ? '' : ' avada-is-100-percent-template'
  }" lang="${it ? 'it-IT' : 'en-GB'}" prefix="og: http://ogp.me/ns# fb: http://ogp.me/ns/fb#">
<head>
	<meta http-equiv="X-UA-Compatible" content="IE=edge" />
	<meta http-equiv="Content-Type" content="text/html; charset=utf-8"/>
	<meta name="viewport" content="width=device-width, initial-scale=1" />
	<title>${docTitle}</title>
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
${alternates}<link rel="alternate" type="application/rss+xml" title="Tasti Bianchi &raquo; Feed" href="${TB_SITE}/feed" />
<link rel="shortcut icon" href="${TB_UPLOADS}/2019/05/favicon-tasti-bianchi.png" type="image/x-icon" />
<link rel="apple-touch-icon" sizes="180x180" href="${TB_UPLOADS}/2019/05/favicon-tasti-bianchi-180.png">
<meta name="description" content="${esc(page.description)}"/>
<meta property="og:locale" content="${it ? 'it_IT' : 'en_GB'}"/>
<meta property="og:type" content="${page.kind === 'post' ? 'article' : 'website'}"/>
<meta property="og:site_name" content="Tasti Bianchi"/>
<meta property="og:title" content="${esc(docTitle)}"/>
<meta property="og:description" content="${esc(page.description)}"/>
<meta property="og:url" content="${url}"/>
<meta property="og:image" content="${TB_UPLOADS}/2023/09/aula-bianca-kawai.jpg"/>
${
  page.kind === 'post' && page.post
    ? `<meta property="article:published_time" content="${page.post.iso}"/>\n<meta property="article:modified_time" content="${page.post.iso}"/>\n`
    : ''
}<link rel='stylesheet' id='wpml-legacy-horizontal-list-0-css' href='${TB_SITE}/wp-content/plugins/sitepress-multilingual-cms/templates/language-switchers/legacy-list-horizontal/style.min.css?ver=1' type='text/css' media='all' />
<link rel='stylesheet' id='contact-form-7-css' href='${TB_SITE}/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.9.8' type='text/css' media='all' />
<link rel='stylesheet' id='cmplz-general-css' href='${TB_SITE}/wp-content/plugins/complianz-gdpr/assets/css/cookieblocker.min.css?ver=1727350113' type='text/css' media='all' />
<link rel='stylesheet' id='child-style-css' href='${TB_SITE}/wp-content/themes/Avada-Child-Theme/style.css?ver=6.6.2' type='text/css' media='all' />
<link rel='stylesheet' id='fusion-dynamic-css-css' href='${TB_UPLOADS}/fusion-styles/${hash(page.path)}${hash(`${page.path}#`)}.min.css?ver=3.11.10' type='text/css' media='all' />
<script type="text/javascript" src="${TB_SITE}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="${TB_SITE}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="${TB_SITE}/wp-json/" /><link rel="alternate" title="JSON" type="application/json" href="${TB_SITE}/wp-json/wp/v2/${restType}/${page.id}" /><link rel="EditURI" type="application/rsd+xml" title="RSD" href="${TB_SITE}/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.6.2" />
<link rel="canonical" href="${url}" />
<link rel='shortlink' href='${TB_SITE}/?p=${page.id}' />
<meta name="generator" content="WPML ver:4.6.13 stt:1,27;" />
<style>.cmplz-hidden {display: none !important;}</style>
<style type="text/css" id="css-fb-visibility">@media screen and (max-width: 640px){.fusion-no-small-visibility{display:none !important;}body .sm-text-align-center{text-align:center !important;}}@media screen and (min-width: 641px) and (max-width: 1024px){.fusion-no-medium-visibility{display:none !important;}}@media screen and (min-width: 1025px){.fusion-no-large-visibility{display:none !important;}}</style>
<script type="text/javascript">
			var doc = document.documentElement;
			doc.setAttribute( 'data-useragent', navigator.userAgent );
		</script>
</head>

<body class="${bodyClass} fusion-image-hovers fusion-pagination-sizing fusion-button_type-flat fusion-button_span-no fusion-button_gradient-linear avada-image-rollover-circle-yes avada-image-rollover-yes avada-image-rollover-direction-left fusion-body ltr fusion-sticky-header no-tablet-sticky-header no-mobile-sticky-header no-mobile-slidingbar no-mobile-totop fusion-disable-outline fusion-sub-menu-fade mobile-logo-pos-left layout-wide-mode avada-has-boxed-modal-shadow-none layout-scroll-offset-full avada-has-zero-margin-offset-top fusion-top-header menu-text-align-center mobile-menu-design-modern fusion-show-pagination-text fusion-header-layout-v3 avada-responsive avada-footer-fx-none avada-menu-highlight-style-bar fusion-search-form-classic fusion-main-menu-search-dropdown fusion-avatar-square avada-dropdown-styles avada-blog-layout-large avada-blog-archive-layout-grid avada-header-shadow-no avada-menu-icon-position-left avada-has-megamenu-shadow avada-has-mainmenu-dropdown-divider avada-has-header-100-width avada-has-breadcrumb-mobile-hidden avada-has-titlebar-bar_and_content avada-has-slidingbar-widgets avada-has-slidingbar-position-top avada-slidingbar-toggle-style-triangle avada-has-slidingbar-sticky avada-has-pagination-padding avada-flyout-menu-direction-fade avada-ec-views-v1 cmplz-functional cmplz-optin cmplz-eu" data-awb-post-id="${page.id}">
	<a class="skip-link screen-reader-text" href="#content">${it ? 'Salta al contenuto' : 'Skip to content'}</a>

	<div id="boxed-wrapper">
		<div id="wrapper" class="fusion-wrapper">
			<div id="home" style="position:relative;top:-1px;"></div>
${wrapper}
		</div> <!-- wrapper -->
	</div> <!-- #boxed-wrapper -->
	<a class="fusion-one-page-text-link fusion-page-load-link" tabindex="-1" href="#" aria-hidden="true">${
    it ? 'Page load link' : 'Page load link'
  }</a>

	<div class="avada-footer-scripts">
${wpmlFooter(page)}
${cookieBanner(page.lang)}
${FUSION_VARS(page.lang)}
	</div>

	<section class="to-top-container to-top-right" aria-labelledby="awb-to-top-label">
		<a href="#" id="toTop" class="fusion-top-top-link">
			<span id="awb-to-top-label" class="screen-reader-text">${it ? 'Torna su' : 'Go to Top'}</span>
		</a>
	</section>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** Avada's 404 page. */
export const tastiNotFound: TastiPage = {
  path: '/404',
  lang: 'it',
  id: 0,
  title: 'Errore 404 – Pagina non trovata',
  description: 'Pagina non trovata',
  body: section(
    `${title('Ops, questa pagina non esiste.', 2)}${text(
      '<p>La pagina che cerchi è stata spostata o non esiste più. Prova dal menu, oppure torna alla <a href="/">home</a>.</p>',
    )}<form role="search" class="searchform fusion-search-form fusion-search-form-classic" method="get" action="${TB_SITE}/"><div class="fusion-search-form-content"><div class="fusion-search-field search-field"><label><span class="screen-reader-text">Cerca per:</span><input type="search" value="" name="s" class="s" placeholder="Cerca..." required aria-required="true" aria-label="Cerca..." /></label></div><div class="fusion-search-button search-button"><input type="submit" class="fusion-search-submit searchsubmit" aria-label="Cerca" value="&#xf002;" /></div></div></form>`,
  ),
};
