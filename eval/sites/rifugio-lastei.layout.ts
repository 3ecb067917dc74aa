import type { SitePage } from './site-server.ts';

/**
 * A page of Rifugio Lastei as Super serves it: a Notion workspace published through Super (super.so), a
 * Next.js app that renders each Notion page on the server. The document: `<html lang="it">` for every page
 * (the site's one language setting, English pages included), Super's head (its global stylesheet and the
 * site's custom CSS on assets-v2.super.so, the CSS variables of the design panel, Super Analytics, the
 * favicon and the Open Graph tags Super derives from the page title, its first text and the cover), the
 * Next.js chunks with a build id, and `<div id="__next">` holding `div.super-root`: the `super-navbar`
 * (`super-navbar__content` with the logo, `super-navbar__item-list` of `notion-link super-navbar__item`s,
 * the one site-wide menu in Italian with a '🇬🇧 English' link, the breadcrumbs of nested pages, the
 * `super-navbar__actions` and a phone copy of the menu hidden until the menu icon is tapped), `main.super-content
 * page__<slug> parent-page__<parent>` holding the Notion page (`div.notion-header` with cover, emoji icon and
 * `h1.notion-header__title`, then `article.notion-root` of blocks), Super's footer (logo, link columns, social
 * icons and the owner's footnote with the address, phones, email and P.IVA) and Super's cookie banner; after
 * it the `__NEXT_DATA__` JSON of the page (site settings, navbar, footer and the page block's properties).
 *
 * Blocks as Super prints them: `notion-heading` on `h1`/`h2`/`h3` (Notion's Heading 1 is a second `h1` on the
 * page), `notion-text notion-text__content notion-semantic-string` paragraphs, `notion-bulleted-list` and
 * `notion-numbered-list` of `notion-list-item`s, `notion-callout` with a colour class and an emoji in
 * `notion-callout__icon`, toggles as `<details class="notion-toggle closed">` with the answer in
 * `notion-toggle__content`, `notion-column-list` / `notion-column` with Notion's width ratios, simple tables
 * (`notion-table__wrapper` > `table.notion-table`, every row `<td>`s, the header row a Notion setting that only
 * adds a class), `notion-divider`, `notion-quote`, `notion-image` (next/image's responsive spans, the
 * images.spr.so variants in `srcset`, Notion's image proxy URL in the `<noscript>` copy), 'link to page' blocks
 * (`a.notion-page`), linked database views (`notion-collection` with gallery cards of `notion-property`
 * values) and, on database pages, `notion-page__properties` (the Date property printed as Notion prints it,
 * 'November 12, 2026', on an Italian site). Inline runs are Notion's annotations: `<strong>`, `<em>`,
 * `highlighted-color color-*` and `highlighted-background bg-*` spans and `notion-link link` anchors, so one
 * sentence is often several spans.
 */

export type LasteiLang = 'it' | 'en';

export interface LasteiPage {
  /** Super's pretty URLs: '/prezzi', '/en/prices', '/blog/natale-2026'; the home page '/'. */
  path: string;
  lang: LasteiLang;
  /** The Notion page title, printed in `h1.notion-header__title`. */
  title: string;
  /** The page icon (an emoji), printed before the title. */
  icon?: string;
  /** A cover image file name; pages without one get Super's `no-cover` header. */
  cover?: string;
  description: string;
  /** Notion's parent pages, for Super's breadcrumbs: [title, path] from the top. */
  parents?: [string, string][];
  /** Database properties printed above the body (blog posts). */
  properties?: string;
  /** The Notion blocks. */
  body: string;
  /** Extra page-block properties for `__NEXT_DATA__` (blog posts: date, tags, excerpt). */
  data?: Record<string, unknown>;
  unlisted?: boolean;
}

export const RL_SITE = 'https://rifugio-lastei.test';
export const RL_NAME = 'Rifugio Lastei';
export const RL_COMPANY = 'Zanol Gianni & C. s.n.c.';
export const RL_VAT = '02318470224';
export const RL_PHONE = '0462 580 217';
export const RL_PHONE_HREF = 'tel:+390462580217';
export const RL_MOBILE = '348 615 0392';
export const RL_MOBILE_HREF = 'tel:+393486150392';
export const RL_EMAIL = 'info@rifugio-lastei.test';
export const RL_ADDRESS = 'Località Lastei, 38030 Valfonda (TN)';
export const RL_POSTAL = 'Via Pian del Moro 7, 38030 Ronchi di Valfonda (TN)';
export const RL_INSTAGRAM = 'https://www.instagram.com/rifugiolastei/';
export const RL_FACEBOOK = 'https://www.facebook.com/rifugiolastei';

/* ── Deterministic ids ─────────────────────────────────────────────────────────────────────────────────── */

let seed = 0x5a17e1c3;
const next = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
};
const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[next() % 16]).join('');
/** A Notion block id as Super prints it in `id="block-…"`: 32 hex digits, no dashes. */
export const blockId = () => hex(32);
/** The same id with the dashes of Notion's API. */
const dashed = (id: string) =>
  `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;

const SITE_ID = '7d3c2b1e-94f0-4a8e-b6c1-2e5f0a9d4c37';
const WORKSPACE = 'e41b6f2a-0c83-4d57-9a1e-5b7c3d9f2e60';
const BUILD_ID = 'kQ3v9XbN2mTz7YpL0cR4w';
const IMG_ACCOUNT = 'Qd1x7LrQ-3b0vJ9Gk2mS4w';

/** HTML escaping as React applies it to attributes and text. */
export const esc = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/* ── Inline runs: Notion's annotations ─────────────────────────────────────────────────────────────────── */

/**
 * Rich text as Super prints a Notion run list: `**bold**`, `_italic_`, `{red|coloured text}` (a text colour),
 * `{bg-yellow|highlighted}` (a background colour) and `[label](/path)` links. Runs nest as Notion allows:
 * `{green|**€ 62**}`.
 */
export const rt = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, (_m, label: string, href: string) =>
      href.startsWith('http') || href.startsWith('mailto:') || href.startsWith('tel:')
        ? `<a href="${href}" class="notion-link link" target="_blank" rel="noopener noreferrer">${label}</a>`
        : `<a href="${href}" class="notion-link link">${label}</a>`,
    )
    .replace(/\{bg-([a-z]+)\|([^{}]+)\}/g, '<span class="highlighted-background bg-$1">$2</span>')
    .replace(/\{([a-z]+)\|([^{}]+)\}/g, '<span class="highlighted-color color-$1">$2</span>')
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[\s(])_(.+?)_(?=[\s.,;:)!?]|$)/g, '$1<em>$2</em>');

/* ── Blocks ───────────────────────────────────────────────────────────────────────────────────────────── */

/** A text block. */
export const p = (text: string) =>
  `<p id="block-${blockId()}" class="notion-text notion-text__content notion-semantic-string">${rt(text)}</p>`;

/** An empty text block, as Notion pages keep them for spacing. */
export const spacer = () =>
  `<p id="block-${blockId()}" class="notion-text notion-text__content notion-semantic-string"></p>`;

/** Heading 1, 2 or 3: all `notion-heading`, the level only in the tag. */
export const h = (level: 1 | 2 | 3, text: string) => {
  const id = blockId();
  return `<h${level} id="block-${id}" class="notion-heading notion-semantic-string"><span class="notion-heading__anchor" id="${id}"></span>${rt(text)}</h${level}>`;
};

/** Consecutive bulleted list blocks, grouped by Super into one list. */
export const ul = (...items: string[]) =>
  `<ul class="notion-bulleted-list">${items
    .map((x) => `<li id="block-${blockId()}" class="notion-list-item notion-semantic-string">${rt(x)}</li>`)
    .join('')}</ul>`;

/** Consecutive numbered list blocks. */
export const ol = (...items: string[]) =>
  `<ol type="1" class="notion-numbered-list" start="1">${items
    .map((x) => `<li id="block-${blockId()}" class="notion-list-item notion-semantic-string">${rt(x)}</li>`)
    .join('')}</ol>`;

/** A callout: the emoji icon, the first line of rich text and any child blocks. */
export const callout = (emoji: string, color: string, text: string, ...children: string[]) =>
  `<div id="block-${blockId()}" class="notion-callout bg-${color} border"><div class="notion-callout__icon"><span class="notion-icon text">${emoji}</span></div><div class="notion-callout__content"><span class="notion-semantic-string">${rt(text)}</span>${children.join('')}</div></div>`;

/** A toggle block, saved closed: the summary and its child blocks. */
export const toggle = (summary: string, ...children: string[]) =>
  `<details id="block-${blockId()}" class="notion-toggle closed bg-default"><summary class="notion-toggle__summary"><span class="notion-toggle__trigger" aria-hidden="true"></span><span class="notion-semantic-string">${rt(summary)}</span></summary><div class="notion-toggle__content">${children.join('')}</div></details>`;

/** A column list; the ratios are Notion's column widths (default: equal). */
export const columns = (cols: string[], ratios?: number[]) =>
  `<div id="block-${blockId()}" class="notion-column-list">${cols
    .map((col, i) => {
      const ratio = ratios?.[i] ?? 1 / cols.length;
      return `<div id="block-${blockId()}" class="notion-column" style="width:calc((100% - var(--column-spacing) * ${cols.length - 1}) * ${ratio.toFixed(4).replace(/0+$/, '')})">${col}</div>`;
    })
    .join('')}</div>`;

/**
 * A simple table: every row in `<td>`s as Super prints it; `header` is Notion's 'Header row' switch, which
 * only adds a class (the owner often bolds the first row instead).
 */
export const table = (rows: string[][], opts: { header?: boolean; firstColumn?: boolean } = {}) =>
  `<div id="block-${blockId()}" class="notion-table__wrapper"><table class="notion-table${opts.header ? ' has-column-header' : ''}${opts.firstColumn ? ' has-row-header' : ''}"><tbody>${rows
    .map(
      (row) =>
        `<tr class="notion-table__row">${row
          .map(
            (cell) =>
              `<td class="notion-table__cell"><div class="notion-table__cell-content notion-semantic-string">${rt(cell)}</div></td>`,
          )
          .join('')}</tr>`,
    )
    .join('')}</tbody></table></div>`;

export const divider = () => `<div id="block-${blockId()}" class="notion-divider"></div>`;

export const quote = (text: string) =>
  `<blockquote id="block-${blockId()}" class="notion-quote"><span class="notion-semantic-string">${rt(text)}</span></blockquote>`;

/** A 'link to page' block. */
export const pageLink = (emoji: string, title: string, href: string) =>
  `<a id="block-${blockId()}" href="${href}" class="notion-page"><span class="notion-page__icon">${emoji}</span><span class="notion-page__title notion-semantic-string">${title}</span></a>`;

const WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const sprUrl = (imageId: string, file: string, w: number) =>
  `https://images.spr.so/cdn-cgi/imagedelivery/${IMG_ACCOUNT}/${imageId}/${file}/w=${w},quality=90,fit=scale-down`;
const notionProxy = (file: string, block: string) =>
  `https://www.notion.so/image/${encodeURIComponent(`https://prod-files-secure.s3.us-west-2.amazonaws.com/${WORKSPACE}/${dashed(hex(32))}/${file}.jpg`)}?table=block&id=${dashed(block)}&cache=v2`;

/** next/image's legacy 'responsive' markup as Super prints it: two spans, the img and a `<noscript>` copy. */
const responsiveImg = (file: string, alt: string, ratio: number, block: string, cls = 'image') => {
  const imageId = dashed(hex(32));
  const srcset = WIDTHS.map((w) => `${sprUrl(imageId, file, w)} ${w}w`).join(', ');
  return `<span style="box-sizing:border-box;display:block;overflow:hidden;width:initial;height:initial;background:none;opacity:1;border:0;margin:0;padding:0;position:relative"><span style="box-sizing:border-box;display:block;width:initial;height:initial;background:none;opacity:1;border:0;margin:0;padding:0;padding-top:${(100 / ratio).toFixed(4)}%"></span><img alt="${esc(alt)}" sizes="100vw" srcset="${srcset}" src="${sprUrl(imageId, file, 3840)}" decoding="async" data-nimg="responsive" class="${cls}" loading="lazy" style="position:absolute;top:0;left:0;bottom:0;right:0;box-sizing:border-box;padding:0;border:none;margin:auto;display:block;width:0;height:0;min-width:100%;max-width:100%;min-height:100%;max-height:100%;object-fit:cover"><noscript><img alt="${esc(alt)}" sizes="100vw" src="${esc(notionProxy(file, block))}" decoding="async" data-nimg="responsive" class="${cls}" loading="lazy" style="position:absolute;top:0;left:0;bottom:0;right:0;box-sizing:border-box;padding:0;border:none;margin:auto;display:block;width:0;height:0;min-width:100%;max-width:100%;min-height:100%;max-height:100%;object-fit:cover"></noscript></span>`;
};

/** An image block, with its caption when the owner wrote one. */
export const image = (file: string, alt: string, caption?: string, ratio = 1.5) => {
  const id = blockId();
  return `<div id="block-${id}" class="notion-image align-start page-width">${responsiveImg(file, caption ? '' : alt, ratio, id)}${
    caption ? `<span class="notion-image__caption notion-semantic-string">${rt(caption)}</span>` : ''
  }</div>`;
};

/* ── Linked database views (the blog) ──────────────────────────────────────────────────────────────────── */

export interface PostCard {
  href: string;
  icon: string;
  title: string;
  /** Notion's 'Full date', as Super prints it: 'November 12, 2026'. */
  date: string;
  excerpt: string;
  tags: [name: string, color: string][];
  cover: string;
}

/** A gallery view of the Blog database: a card per row with cover, title, date, the 'Anteprima' text and tags. */
export const gallery = (title: string, cards: PostCard[]) =>
  `<div id="block-${blockId()}" class="notion-collection inline"><div class="notion-collection__header-wrapper"><h3 class="notion-collection__header"><span class="notion-semantic-string">${title}</span></h3></div><div class="notion-collection-gallery medium">${cards
    .map((c) => {
      const id = blockId();
      return `<a id="block-${id}" href="${c.href}" class="notion-collection-card gallery"><div class="notion-collection-card__cover medium">${responsiveImg(c.cover, '', 1.6, id, 'notion-collection-card__cover-image')}</div><div class="notion-collection-card__content"><div class="notion-collection-card__property-list"><div class="notion-collection-card__property"><div class="notion-property notion-property__title notion-semantic-string"><div class="notion-property__title__icon-wrapper"><span class="notion-icon text">${c.icon}</span></div>${c.title}</div></div><div class="notion-collection-card__property"><div class="notion-property notion-property__date"><span class="date">${c.date}</span></div></div><div class="notion-collection-card__property"><div class="notion-property notion-property__text notion-semantic-string">${rt(c.excerpt)}</div></div><div class="notion-collection-card__property"><div class="notion-property notion-property__multi_select">${c.tags
        .map(([name, color]) => `<div class="notion-pill pill-${color}">${name}</div>`)
        .join('')}</div></div></div></div></a>`;
    })
    .join('')}</div></div>`;

/** The properties block of a database page: each property's name and value. */
export const pageProperties = (props: [name: string, kind: string, value: string][]) =>
  `<div class="notion-page__properties">${props
    .map(
      ([name, kind, value]) =>
        `<div class="notion-page__property"><div class="notion-page__property-name-wrapper"><div class="notion-page__property-name"><span>${name}</span></div></div><div class="notion-property notion-property__${kind}${kind === 'text' ? ' notion-semantic-string' : ''}">${value}</div></div>`,
    )
    .join('')}<div class="notion-divider"></div></div>`;

/* ── Navbar, footer, cookie banner ─────────────────────────────────────────────────────────────────────── */

/** Super's navbar is one for the whole site: the owner's Italian links and the English home. */
const NAV: [label: string, href: string][] = [
  ['Il rifugio', '/il-rifugio'],
  ['Prezzi', '/prezzi'],
  ['Ristorante', '/ristorante'],
  ['Come arrivare', '/come-arrivare'],
  ['Inverno', '/inverno'],
  ['Prenotazioni', '/prenotazioni'],
  ['Blog', '/blog'],
  ['FAQ', '/faq'],
  ['Contatti', '/contatti'],
  ['🇬🇧 English', '/en'],
];

const LOGO = `https://assets-v2.super.so/sites/${SITE_ID}/images/logo-rifugio-lastei.png`;

const navbar = (page: LasteiPage) => {
  const items = NAV.map(
    ([label, href]) =>
      `<a href="${href}" class="notion-link super-navbar__item${page.path === href || page.path.startsWith(`${href}/`) ? ' page-active' : ''}">${label}</a>`,
  ).join('');
  const crumbs = page.parents?.length
    ? `<div class="super-navbar__breadcrumbs" style="position:absolute"><div class="notion-breadcrumb">${[
        ...page.parents,
        [page.title, page.path] as [string, string],
      ]
        .map(
          ([title, href]) =>
            `<a href="${href}" class="notion-link notion-breadcrumb__item"><div class="notion-navbar__title notion-breadcrumb__title">${title}</div></a>`,
        )
        .join('<span class="notion-breadcrumb__divider">/</span>')}</div></div>`
    : '';
  return `<div class="super-navbar simple" style="position:sticky"><div class="super-navbar__content"><a href="/" class="notion-link super-navbar__logo"><div class="super-navbar__logo-image"><span style="box-sizing:border-box;display:inline-block;overflow:hidden;width:initial;height:initial;background:none;opacity:1;border:0;margin:0;padding:0;position:relative;max-width:100%"><img alt="Logo" src="${LOGO}" decoding="async" data-nimg="intrinsic" style="width:36px;height:36px"></span></div><span class="super-navbar__logo-text">Rifugio Lastei</span></a>${crumbs}<div class="super-navbar__item-list">${items}</div><div class="super-navbar__actions"><a href="${RL_PHONE_HREF}" class="notion-link super-navbar__cta">📞 ${RL_PHONE}</a><div class="super-navbar__menu-wrapper"><button class="super-navbar__menu-icon" aria-label="Menu"><svg viewBox="0 0 24 24" width="20" height="20"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" stroke-width="2"/></svg></button></div></div></div><div class="super-navbar__menu" style="display:none"><div class="super-navbar__menu-items">${NAV.map(([label, href]) => `<a href="${href}" class="notion-link super-navbar__menu-item">${label}</a>`).join('')}</div></div></div>`;
};

const FOOTER_COLUMNS: [title: string, links: [string, string][]][] = [
  [
    'Il rifugio',
    [
      ['Il rifugio', '/il-rifugio'],
      ['Prezzi 2027', '/prezzi'],
      ['Ristorante', '/ristorante'],
      ['Eventi', '/eventi'],
      ['Blog', '/blog'],
    ],
  ],
  [
    'Informazioni',
    [
      ['Come arrivare', '/come-arrivare'],
      ['Inverno', '/inverno'],
      ['Prenotazioni', '/prenotazioni'],
      ['Domande frequenti', '/faq'],
      ['Regolamento', '/regolamento'],
      ['Regolamento 2021 (archivio)', '/regolamento-2021'],
    ],
  ],
  [
    'English',
    [
      ['English home', '/en'],
      ['Prices', '/en/prices'],
      ['Getting to the hut', '/en/getting-to-the-hut'],
      ['International guests', '/en/international-guests'],
    ],
  ],
];

const footer = () =>
  `<footer class="super-footer"><div class="super-footer__content"><div class="super-footer__logo"><a href="/" class="notion-link"><img alt="Rifugio Lastei" src="${LOGO}" width="44" height="44"></a><div class="super-footer__logo-title">Rifugio Lastei · 2.240 m</div></div><div class="super-footer__columns">${FOOTER_COLUMNS.map(
    ([title, links]) =>
      `<div class="super-footer__column"><div class="super-footer__column-title">${title}</div>${links
        .map(([label, href]) => `<a href="${href}" class="notion-link super-footer__link">${label}</a>`)
        .join('')}</div>`,
  ).join(
    '',
  )}</div><div class="super-footer__bottom"><div class="super-footer__icons"><a href="${RL_INSTAGRAM}" class="super-footer__icon" target="_blank" rel="noopener noreferrer" aria-label="Instagram"><svg viewBox="0 0 24 24" width="20" height="20"><rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" stroke-width="2"/></svg></a><a href="${RL_FACEBOOK}" class="super-footer__icon" target="_blank" rel="noopener noreferrer" aria-label="Facebook"><svg viewBox="0 0 24 24" width="20" height="20"><path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z" fill="currentColor"/></svg></a></div><div class="super-footer__footnote notion-semantic-string">Rifugio Lastei · 2.240 m · ${RL_ADDRESS} · Rifugio della SAT – Sezione di Valfonda, gestito dalla famiglia Zanol<br>Tel. rifugio ${RL_PHONE} (solo nei periodi di apertura) · Cellulare ${RL_MOBILE} · <a href="mailto:${RL_EMAIL}" class="notion-link link">${RL_EMAIL}</a><br>Recapito invernale: ${RL_POSTAL} · ${RL_COMPANY} · P.IVA ${RL_VAT} · <a href="/privacy" class="notion-link link">Privacy e cookie</a></div></div></div><a href="https://super.so/?utm_source=made-with-super&amp;utm_medium=referral&amp;utm_campaign=rifugio-lastei.test" class="super-badge" target="_blank" rel="noopener noreferrer"><span class="super-badge__icon">⚡</span> Made with Super</a></footer>`;

const COOKIE_TEXT =
  'Questo sito usa cookie tecnici e, solo con il vostro consenso, le statistiche anonime di Super Analytics.';

const cookieBanner = () =>
  `<div class="super-cookie-banner super-cookie-banner--bottom-left" role="dialog" aria-live="polite" aria-label="Cookie"><div class="super-cookie-banner__content"><p class="super-cookie-banner__text">${COOKIE_TEXT} <a href="/privacy" class="notion-link link">Privacy e cookie</a></p><div class="super-cookie-banner__buttons"><button class="super-cookie-banner__button super-cookie-banner__button--decline">Rifiuta</button><button class="super-cookie-banner__button super-cookie-banner__button--accept">Accetta</button></div></div></div>`;

/* ── The document ─────────────────────────────────────────────────────────────────────────────────────── */

const slugOf = (path: string) => (path === '/' ? 'index' : path.slice(1).replace(/\//g, '-'));
const parentSlug = (page: LasteiPage) => {
  const parent = page.parents?.[page.parents.length - 1];
  return parent ? slugOf(parent[1]) : 'index';
};

const SUPER_CSS = `:root{--navbar-height:60px;--layout-max-width:900px;--primary-font:'Inter',sans-serif;--secondary-font:'Merriweather',serif;--column-spacing:min(32px,4vw);--color-text-default:#2f3437;--color-bg-default:#ffffff;--navbar-bg:#ffffff;--navbar-text-color:#2f3437;--footer-bg:#f4f1ea;--green-h:150;--green-s:32%;--green-l:38%;--callout-border-radii:10px;--collection-card-cover-size-medium:260px}`;
const CUSTOM_CSS = `.super-navbar__logo-text{font-family:var(--secondary-font);font-weight:700}.notion-callout.bg-yellow-light{border-color:#f2d27a}.super-navbar__cta{font-weight:600;margin-right:12px}.notion-header__title{font-family:var(--secondary-font)}@media (max-width:900px){.super-navbar__item-list{display:none}}`;

const chunk = (name: string, hash: string) => `/_next/static/chunks/${name}-${hash}.js`;

/** Lays out a page as Super serves it. */
export function lasteiLayout(page: LasteiPage): SitePage {
  const slug = slugOf(page.path);
  const pageId = dashed(hex(32));
  const docTitle =
    page.path === '/' ? 'Rifugio Lastei · 2.240 m · Dolomiti del Trentino' : `${page.title} | ${RL_NAME}`;
  const ogImage = page.cover
    ? `https://images.spr.so/cdn-cgi/imagedelivery/${IMG_ACCOUNT}/${dashed(hex(32))}/${page.cover}/w=1200,quality=90,fit=scale-down`
    : `https://assets-v2.super.so/sites/${SITE_ID}/images/og-rifugio-lastei.jpg`;
  const header = `<div class="notion-header page"><div class="notion-header__cover ${page.cover ? 'has-cover' : 'no-cover'}${page.icon ? '' : ' no-icon'}">${
    page.cover ? responsiveImg(page.cover, page.title, 4, blockId(), 'notion-header__cover-image') : ''
  }</div><div class="notion-header__content max-width ${page.cover ? 'has-cover' : 'no-cover'} ${page.icon ? 'has-icon' : 'no-icon'}"><div class="notion-header__title-wrapper">${
    page.icon
      ? `<div class="notion-header__icon-wrapper ${page.cover ? 'has-cover' : 'no-cover'} has-icon"><span class="notion-header__icon">${page.icon}</span></div>`
      : ''
  }<h1 class="notion-header__title">${page.title}</h1></div></div></div>`;
  const main = `<main id="page-${slug}" class="super-content page__${slug} parent-page__${parentSlug(page)}">${header}<article id="block-${slug}" class="notion-root max-width has-footer">${page.properties ?? ''}${page.body}</article></main>`;
  const nextData = {
    props: {
      pageProps: {
        siteId: SITE_ID,
        pageId,
        slug,
        settings: {
          name: RL_NAME,
          domain: 'rifugio-lastei.test',
          lang: 'it',
          favicon: `https://assets-v2.super.so/sites/${SITE_ID}/images/favicon.png`,
          cookieBanner: { enabled: true, text: COOKIE_TEXT, position: 'bottom-left' },
          analytics: { super: true },
        },
        navbar: { type: 'simple', links: NAV.map(([label, href]) => ({ label, href })) },
        footer: {
          type: 'columns',
          columns: FOOTER_COLUMNS.map(([title, links]) => ({
            title,
            links: links.map(([label, href]) => ({ label, href })),
          })),
        },
        page: {
          id: pageId,
          title: page.title,
          icon: page.icon ?? null,
          cover: page.cover ?? null,
          parent: page.parents?.length ? slugOf(page.parents[page.parents.length - 1]![1]) : null,
          properties: page.data ?? {},
        },
      },
      __N_SSG: true,
    },
    page: '/[[...slug]]',
    query: { slug: page.path === '/' ? [] : page.path.slice(1).split('/') },
    buildId: BUILD_ID,
    isFallback: false,
    gsp: true,
    scriptLoader: [],
  };
  const html = `<!DOCTYPE html><html lang="it" class="theme-light"><head><meta charSet="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(docTitle)}</title><meta name="description" content="${esc(page.description)}"><link rel="icon" href="https://assets-v2.super.so/sites/${SITE_ID}/images/favicon.png"><link rel="canonical" href="${RL_SITE}${page.path === '/' ? '' : page.path}"><meta property="og:type" content="website"><meta property="og:title" content="${esc(docTitle)}"><meta property="og:description" content="${esc(page.description)}"><meta property="og:url" content="${RL_SITE}${page.path === '/' ? '' : page.path}"><meta property="og:image" content="${ogImage}"><meta name="twitter:card" content="summary_large_image"><meta name="twitter:title" content="${esc(docTitle)}"><meta name="twitter:image" content="${ogImage}"><link rel="preconnect" href="https://assets-v2.super.so"><link rel="preload" as="style" href="https://assets-v2.super.so/global/css/super.css?v=2.41.7"><link rel="stylesheet" href="https://assets-v2.super.so/global/css/super.css?v=2.41.7"><link rel="stylesheet" href="https://assets-v2.super.so/sites/${SITE_ID}/custom.css?v=1730991200"><style id="super-theme">${SUPER_CSS}</style><style id="super-custom-css">${CUSTOM_CSS}</style><script defer src="https://assets-v2.super.so/analytics/super-analytics.js" data-site-id="${SITE_ID}"></script><meta name="next-head-count" content="24"><link rel="preload" href="/_next/static/css/3c1d9e0a7b52f4e6.css" as="style"><link rel="stylesheet" href="/_next/static/css/3c1d9e0a7b52f4e6.css" data-n-g=""><noscript data-n-css=""></noscript><script defer nomodule src="${chunk('polyfills', '78c92fac7aa8fdd8')}"></script><script src="/_next/static/chunks/webpack-5f1a3c9e2d4b6a70.js" defer></script><script src="${chunk('framework', '0f3e8c1b9a7d5e24')}" defer></script><script src="${chunk('main', 'a4c7e1f93b0d2856')}" defer></script><script src="/_next/static/chunks/pages/_app-9b2e4d7f1c3a8e60.js" defer></script><script src="/_next/static/chunks/pages/%5B%5B...slug%5D%5D-6d1f0c8e3a9b7254.js" defer></script><script src="/_next/static/${BUILD_ID}/_buildManifest.js" defer></script><script src="/_next/static/${BUILD_ID}/_ssgManifest.js" defer></script></head><body><div id="__next"><div class="super-root">${navbar(page)}<div class="super-content-wrapper">${main}</div>${footer()}${cookieBanner()}</div></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(nextData).replace(/</g, '\\u003c')}</script></body></html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** Super's 404 page: the site's navbar and footer around its not-found message. */
export const lasteiNotFound: LasteiPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  icon: '🧭',
  description: 'Pagina non trovata',
  body: `${p('Questa pagina non esiste, o è stata spostata. Forse il sentiero giusto parte dalla [home](/).')}${p('This page does not exist. [English home](/en)')}`,
};
