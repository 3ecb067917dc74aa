import type { SitePage } from './site-server.ts';

/**
 * A page of Autoservizi Verbano NCC as Zoho Sites publishes it, before the theme's header (the top bar with
 * the phone and the IT/EN switcher, the logo, the menu with its dropdown and the hidden responsive copy of the
 * menu), the footer section (the contacts, P.IVA and NCC licence on every page, "Powered by Zoho Sites") and
 * the cookie banner: the sections the owner stacked in the page editor, each a `zpsection`.
 */
export interface NccPage {
  path: string;
  lang: 'it' | 'en';
  /** The page title; Zoho appends " - Autoservizi Verbano NCC". */
  title: string;
  description: string;
  sections: string[];
  /** 'home' drops the title suffix; 'post' is a blog post (`/blogs/post/…`), 'blog' the post list. */
  kind?: 'home' | 'page' | 'post' | 'blog';
  unlisted?: boolean;
}

export const NCC_SITE = 'https://www.ncc-lagomaggiore.test';
export const NCC_NAME = 'Autoservizi Verbano NCC';
export const NCC_COMPANY = 'Autoservizi Verbano s.n.c. di Zanetti Marco &amp; C.';
export const NCC_STREET = 'Via Sempione Nord 48';
export const NCC_TOWN = '28838 Stresa (VB)';
export const NCC_PHONE = '0323 314 827';
export const NCC_PHONE_HREF = 'tel:+390323314827';
export const NCC_WHATSAPP = '348 615 2290';
export const NCC_WHATSAPP_HREF = 'https://wa.me/393486152290';
export const NCC_EMAIL = 'info@ncc-lagomaggiore.test';
export const NCC_VAT = '02418760037';
export const NCC_LICENCE = '14/2009';
export const NCC_FACEBOOK = 'https://www.facebook.com/autoserviziverbano';
export const NCC_INSTAGRAM = 'https://www.instagram.com/verbano_ncc';

const CDN = 'https://static.zohocdn.com/sites/static';
/** Where Zoho keeps the owner's uploads, served from the site's own host. */
const FILES = '/files';

/* ── Generated ids ──────────────────────────────────────────────────────────────────────────────────── */

// Zoho names every element `elm_` and 22 random characters; a seeded generator here, so a page is the same
// on every run.
let seed = 731_094;
const rnd = () => {
  seed = (seed * 48271) % 2147483647;
  return seed;
};
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const eid = () => {
  let id = 'elm_';
  for (let k = 0; k < 22; k++) id += ALPHABET[rnd() % ALPHABET.length];
  return id;
};

/** Every element carries its own (usually empty) `<style>`, scoped by its id, as the editor saves it. */
const style = (id: string, css = '') =>
  `<style type="text/css">${css ? ` [data-element-id="${id}"].zpelem-col{ ${css} } ` : ''}</style>`;

/* ── Text ───────────────────────────────────────────────────────────────────────────────────────────── */

export const b = (html: string) => `<b>${html}</b>`;
export const a = (label: string, href: string) =>
  href.startsWith('http')
    ? `<a href="${href}" target="_blank" rel="noopener">${label}</a>`
    : `<a href="${href}">${label}</a>`;
export const p = (...html: string[]) => html.map((x) => `<p>${x}</p>`).join('');
export const ul = (...items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;
/** A heading the owner typed as a bold, enlarged paragraph in a text element instead of a heading element. */
export const boldLine = (html: string, px = 20) =>
  `<p><span style="font-size:${px}px;"><b>${html}</b></span></p>`;

/* ── Elements ───────────────────────────────────────────────────────────────────────────────────────── */

/** The heading element: `zpelem-heading` > `h1`/`h2`/`h3.zpheading`. */
export const heading = (html: string, tag: 'h1' | 'h2' | 'h3' = 'h2', align: 'left' | 'center' = 'left') => {
  const id = eid();
  return `<div data-element-id="${id}" data-element-type="heading" class="zpelement zpelem-heading ">${style(id)}<${tag} class="zpheading zpheading-style-none zpheading-align-${align} " data-editor="true">${html}</${tag}></div>`;
};

/** The text element: `zpelem-text` > `div.zptext` holding the rich-text editor's HTML. */
export const text = (html: string, align: 'left' | 'center' = 'left') => {
  const id = eid();
  return `<div data-element-id="${id}" data-element-type="text" class="zpelement zpelem-text ">${style(id)}<div class="zptext zptext-align-${align} " data-editor="true">${html}</div></div>`;
};

export const button = (label: string, href: string, align: 'left' | 'center' = 'left', kind = 'primary') => {
  const id = eid();
  return `<div data-element-id="${id}" data-element-type="button" class="zpelement zpelem-button ">${style(id)}<div class="zpbutton-container zpbutton-align-${align} "><a class="zpbutton-wrapper zpbutton zpbutton-type-${kind} zpbutton-size-md zpbutton-style-roundcorner " href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''}><span class="zpbutton-content">${label}</span></a></div></div>`;
};

export const image = (file: string, alt: string) => {
  const id = eid();
  return `<div data-element-id="${id}" data-element-type="image" class="zpelement zpelem-image ">${style(id)}<div data-caption-color="" data-size-tablet="" data-size-mobile="" data-align="center" data-tablet-image-separate="false" data-mobile-image-separate="false" class="zpimage-container zpimage-align-center zpimage-size-fit zpimage-tablet-fallback-fit zpimage-mobile-fallback-fit hb-lightbox " data-lightbox-options="type:fullscreen;"><picture><img class="zpimage zpimage-style-roundcorner zpimage-space-none " src="${FILES}/${file}.jpg" width="1110" height="740" loading="lazy" size="fit" data-lightbox="true" alt="${alt}"/></picture></div></div>`;
};

export const divider = () => {
  const id = eid();
  return `<div data-element-id="${id}" data-element-type="divider" class="zpelement zpelem-divider ">${style(id)}<div class="zpdivider-container zpdivider-line zpdivider-align-center zpdivider-width100 zpdivider-line-style-solid "><div class="zpdivider-common"></div></div></div>`;
};

/**
 * The table element as the owner filled it in: `zpelem-table` > `div.zptable`, no `<thead>`: the header is
 * the first row of plain `<td>`s in bold, as the editor's "header row" style leaves it.
 */
export const table = (rows: string[][], widths?: number[]) => {
  const id = eid();
  const [head, ...body] = rows;
  const cell = (html: string, k: number, bold: boolean) =>
    `<td${widths?.[k] ? ` style="width:${widths[k]}%"` : ''}>${bold ? `<b>${html}</b>` : html}</td>`;
  return `<div data-element-id="${id}" data-element-type="table" class="zpelement zpelem-table ">${style(id)}<div class="zptable zptable-style-02 zptable-header-top zptable-align-left zptable-border-style-solid " data-editor="true"><table class="zptable-content" style="width:100%;"><tbody><tr class="zptable-header-row">${(head ?? []).map((h, k) => cell(h, k, true)).join('')}</tr>${body.map((r) => `<tr>${r.map((c, k) => cell(c, k, false)).join('')}</tr>`).join('')}</tbody></table></div></div>`;
};

/**
 * The accordion element saved collapsed: every header a `zpaccordion` with `aria-expanded="false"`, every
 * panel a `zpaccordion-content` hidden until the script opens it; the answers are text elements inside.
 */
export const accordion = (items: [question: string, answer: string][]) => {
  const id = eid();
  return `<div data-element-id="${id}" data-element-type="accordion" class="zpelement zpelem-accordion ">${style(id)}<div class="zpaccordion-container zpaccordion-style-01 zpaccordion-with-icon zpaccordion-icon-align-right " data-editor="true" data-accordion-active-index="-1">${items
    .map(([q, ans]) => {
      const cid = eid();
      return `<div data-element-id="${eid()}" data-element-type="accordionheader" data-tab-name="${q.replace(/"/g, '&quot;')}" data-content-id="${cid}" class="zpaccordion " tabindex="0" role="button" aria-expanded="false"><span class="zpaccordion-name">${q}</span><span class="zpaccordionicon zpaccordion-icon-plus-minus "><svg viewBox="0 0 448 512" aria-hidden="true"><path d="M416 208H272V64c0-17.67-14.33-32-32-32h-32c-17.67 0-32 14.33-32 32v144H32c-17.67 0-32 14.33-32 32v32c0 17.67 14.33 32 32 32h144v144c0 17.67 14.33 32 32 32h32c17.67 0 32-14.33 32-32V304h144c17.67 0 32-14.33 32-32v-32c0-17.67-14.33-32-32-32z"></path></svg></span></div><div data-element-type="accordioncontainer" data-element-id="${cid}" class="zpaccordion-content " hidden style="display:none;"><div class="zpaccordion-element-container">${text(ans)}</div></div>`;
    })
    .join('')}</div></div>`;
};

export type FormField =
  | { kind: 'text' | 'email' | 'tel' | 'date' | 'time' | 'number'; label: string; required?: boolean }
  | { kind: 'select'; label: string; options: string[]; required?: boolean }
  | { kind: 'textarea' | 'checkbox'; label: string; required?: boolean };

/** A Zoho Sites form element: labelled fields, the submit button, and the success message hidden. */
export const form = (name: string, fields: FormField[], submit: string, success: string) => {
  const id = eid();
  const field = (f: FormField, k: number) => {
    const fid = `${name}-field-${k + 1}`;
    const req = f.required ? '<span class="zpform-mandatory">*</span>' : '';
    const input =
      f.kind === 'select'
        ? `<select id="${fid}" name="Dropdown${k}" class="zpform-select">${f.options.map((o) => `<option value="${o}">${o}</option>`).join('')}</select>`
        : f.kind === 'textarea'
          ? `<textarea id="${fid}" name="MultiLine${k}" rows="4"></textarea>`
          : f.kind === 'checkbox'
            ? `<input type="checkbox" id="${fid}" name="DecisionBox${k}" value="true"/>`
            : `<input type="${f.kind}" id="${fid}" name="SingleLine${k}"${f.required ? ' required' : ''}/>`;
    return f.kind === 'checkbox'
      ? `<div class="zpform-field-container zpform-field-checkbox">${input}<label for="${fid}" class="zpform-label">${f.label}${req}</label></div>`
      : `<div class="zpform-field-container zpform-field-${f.kind}"><label for="${fid}" class="zpform-label">${f.label}${req}</label><div class="zpform-field">${input}</div></div>`;
  };
  return `<div data-element-id="${id}" data-element-type="form" class="zpelement zpelem-form ">${style(id)}<div class="zpform-container zpform-style-01 zpform-label-top"><form class="zpform" name="${name}" method="POST" action="/siteforms/${name}" data-zs-form-id="${id}" novalidate>${fields.map(field).join('')}<div class="zpform-button-container"><button type="submit" class="zpbutton zpbutton-type-primary zpbutton-size-md"><span class="zpbutton-content">${submit}</span></button></div></form><div class="zpform-success-message" role="status" style="display:none;">${success}</div><div class="zpform-error-message" role="alert" style="display:none;"></div></div></div>`;
};

/** The map element: Google Maps in an iframe. */
export const map = (query: string, title: string) => {
  const id = eid();
  return `<div data-element-id="${id}" data-element-type="map" class="zpelement zpelem-map ">${style(id)}<div class="zpmap-container zpmap-align-center zpmap-height-medium "><iframe title="${title}" class="zpmap-iframe" src="https://maps.google.com/maps?q=${encodeURIComponent(query)}&amp;z=15&amp;output=embed" width="100%" height="350" loading="lazy" frameborder="0" allowfullscreen></iframe></div></div>`;
};

/* ── Layout: sections, rows, columns ────────────────────────────────────────────────────────────────── */

/** A column: `zpelem-col zpcol-N` holding elements; widths in twelfths, as the editor's grid. */
export const col = (elements: string[], span = 12) => {
  const id = eid();
  return `<div data-element-id="${id}" data-element-type="column" class="zpelem-col zpcol-12 zpcol-md-${span} zpcol-sm-12 zpalign-self- zpdefault-section zpdefault-section-bg ">${style(id, 'border-radius:1px;')}${elements.join('')}</div>`;
};

/** A row: `zprow zprow-container` holding columns. */
export const row = (cols: string[]) => {
  const id = eid();
  return `<div data-element-id="${id}" data-element-type="row" class="zprow zprow-container zpalign-items-flex-start zpjustify-content-flex-start " data-equal-column="false">${style(id)}${cols.join('')}</div>`;
};

export interface SectionOptions {
  variant?: 'default' | 'light' | 'dark';
  /** A background photo, as the hero and the offer banner have. */
  background?: string;
}

/** A section: `zpsection` > `zpcontainer-fluid zpcontainer` > rows. */
export const section = (rows: string[], o: SectionOptions = {}) => {
  const id = eid();
  const variant = o.variant ?? 'default';
  const css = o.background
    ? `background-image:linear-gradient(to bottom, rgba(10,30,50,0.55), rgba(10,30,50,0.55)), url(${FILES}/${o.background}.jpg); background-size:cover; background-position:center center; padding-top:90px; padding-bottom:90px;`
    : 'padding-top:40px; padding-bottom:40px;';
  return `<div data-element-id="${id}" data-element-type="section" class="zpsection zpdefault-section zpdefault-section-bg ${variant === 'dark' ? 'zpdark-section zpdark-section-bg ' : variant === 'light' ? 'zplight-section zplight-section-bg ' : ''}"><style type="text/css"> [data-element-id="${id}"].zpsection{ border-radius:1px; ${css} } </style><div class="zpcontainer-fluid zpcontainer">${rows.join('')}</div></div>`;
};

/** The commonest section: one row, one full-width column. */
export const block = (elements: string[], o: SectionOptions = {}) => section([row([col(elements)])], o);

/* ── Header ─────────────────────────────────────────────────────────────────────────────────────────── */

interface MenuItem {
  label: string;
  href: string;
  children?: MenuItem[];
}

const itMenu: MenuItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Transfer',
    href: '/transfer-aeroporti',
    children: [
      { label: 'Transfer aeroporti', href: '/transfer-aeroporti' },
      { label: 'Transfer stazioni', href: '/transfer-stazioni' },
      { label: 'Tariffe', href: '/tariffe' },
    ],
  },
  { label: 'Escursioni', href: '/escursioni' },
  { label: 'Matrimoni', href: '/matrimoni' },
  { label: 'La flotta', href: '/flotta' },
  { label: 'FAQ', href: '/faq' },
  { label: 'News', href: '/blogs' },
  { label: 'Contatti', href: '/contatti' },
];

const enMenu: MenuItem[] = [
  { label: 'Home', href: '/en' },
  { label: 'Airport transfers', href: '/en/airport-transfers' },
  { label: 'Excursions', href: '/en/excursions' },
  { label: 'Our fleet', href: '/en/fleet' },
  { label: 'Contact', href: '/en/contact' },
];

const isActive = (item: MenuItem, path: string): boolean =>
  item.href === path ||
  (item.href === '/blogs' && path.startsWith('/blogs/')) ||
  (item.children ?? []).some((c) => isActive(c, path));

const menuList = (items: MenuItem[], path: string, cls: string): string =>
  `<ul class="${cls}">${items
    .map(
      (item) =>
        `<li class="theme-menu-item${isActive(item, path) ? ' theme-menu-selected' : ''}${item.children ? ' theme-menu-has-dropdown' : ''}"><a href="${item.href}" class="theme-menu-link"><span class="theme-menu-name" data-theme-menu-name="${item.label}">${item.label}</span>${item.children ? '<span class="theme-sub-menu-icon zpicon zpicon-down" aria-hidden="true"></span>' : ''}</a>${item.children ? menuList(item.children, path, 'theme-menu-dropdown theme-sub-menu') : ''}</li>`,
    )
    .join('')}</ul>`;

const header = (page: NccPage) => {
  const it = page.lang === 'it';
  const items = it ? itMenu : enMenu;
  const home = it ? '/' : '/en';
  return `<div data-headercontainer="zptheme-data-headercontainer" data-zs-mobile-headerstyle="01" class="zpheader-style-03 theme-mobile-header-style-01"><div class="theme-header-topbar zpcontainer"><div class="theme-top-bar-info"><span class="theme-top-bar-phone"><span class="zpicon zpicon-phone" aria-hidden="true"></span><a href="${NCC_PHONE_HREF}">${NCC_PHONE}</a></span> <span class="theme-top-bar-mail"><span class="zpicon zpicon-mail" aria-hidden="true"></span><a href="mailto:${NCC_EMAIL}">${NCC_EMAIL}</a></span></div><div class="theme-language-switcher" data-zs-language-switcher><ul class="theme-language-list"><li class="theme-language-item${it ? ' theme-language-selected' : ''}"><a href="/" lang="it" hreflang="it">IT</a></li><li class="theme-language-item${it ? '' : ' theme-language-selected'}"><a href="/en" lang="en" hreflang="en">EN</a></li></ul></div></div><div class="theme-header" data-zs-theme-header><div class="zpcontainer theme-header-container"><div class="theme-branding-info" data-zs-branding><div class="theme-logo-parent"><a href="${home}"><picture><img src="${FILES}/logo-autoservizi-verbano-ncc.png" width="220" height="64" alt="${NCC_NAME}"/></picture></a></div></div><div class="theme-navigation-and-icons"><div class="theme-menu-area" data-zp-nonresponsive-container="mymenu1"><div class="theme-menu" data-zp-theme-menu="id: mymenu1; active: theme-menu-selected; maxitem: 8; moretext: ${it ? 'Altro' : 'More'}; position: right;"><nav aria-label="${it ? 'Menu principale' : 'Main menu'}">${menuList(items, page.path, 'theme-menu-items')}</nav></div></div>${it ? `<div class="theme-header-button">${button('Preventivo', '/preventivo', 'left', 'secondary')}</div>` : ''}<div class="theme-responsive-menu-area" data-zp-burger-clickable-area="mymenu1"><span class="theme-burger-icon" role="button" aria-label="Menu"></span></div></div></div></div><div class="theme-responsive-menu-container" data-zp-responsive-container="mymenu1" aria-hidden="true" style="display:none;"><div class="theme-responsive-menu" data-zp-theme-responsive-menu><nav aria-label="${it ? 'Menu mobile' : 'Mobile menu'}">${menuList(items, page.path, 'theme-responsive-menu-items')}</nav></div></div></div>`;
};

/* ── Footer and cookie banner ───────────────────────────────────────────────────────────────────────── */

/** The footer the owner built as a section in the theme's footer area: three columns and the legal line. */
const footer = (page: NccPage) => {
  const it = page.lang === 'it';
  const about = it
    ? 'Noleggio con conducente a Stresa dal 1998: transfer, escursioni e matrimoni sul Lago Maggiore.'
    : 'Chauffeur-driven car and minibus hire in Stresa since 1998.';
  const links: [label: string, href: string][] = it
    ? [
        ['Richiedi un preventivo', '/preventivo'],
        ['Condizioni del servizio', '/condizioni-del-servizio'],
        ['Termini e condizioni', '/termini-e-condizioni'],
        ['Privacy e cookie', '/termini-e-condizioni#privacy'],
        ['English', '/en'],
      ]
    : [
        ['Contact us', '/en/contact'],
        ['Italiano', '/'],
      ];
  const legal = it
    ? `© 2026 ${NCC_COMPANY} · P.IVA ${NCC_VAT} · Autorizzazione NCC n. ${NCC_LICENCE} del Comune di Stresa · Tel. ${NCC_PHONE}`
    : `© 2026 ${NCC_COMPANY} · VAT no. (P.IVA) ${NCC_VAT} · NCC licence no. ${NCC_LICENCE}, Comune di Stresa · Tel. ${NCC_PHONE}`;
  return `<div data-footercontainer="zptheme-data-footercontainer" class="zpfooter-container">${section(
    [
      row([
        col([text(`${boldLine(NCC_NAME, 18)}${p(about, `${NCC_STREET}<br>${NCC_TOWN}`)}`)], 4),
        col(
          [
            text(
              `${boldLine(it ? 'Contatti' : 'Contact', 18)}${p(
                `Tel. <a href="${NCC_PHONE_HREF}">${NCC_PHONE}</a>`,
                `WhatsApp <a href="${NCC_WHATSAPP_HREF}" target="_blank" rel="noopener">${NCC_WHATSAPP}</a>`,
                `<a href="mailto:${NCC_EMAIL}">${NCC_EMAIL}</a>`,
              )}`,
            ),
          ],
          4,
        ),
        col([text(`${boldLine(it ? 'Link utili' : 'Links', 18)}${p(...links.map(([l, h]) => a(l, h)))}`)], 4),
      ]),
      row([col([divider(), text(`<p><span style="font-size:13px;">${legal}</span></p>`, 'center')])]),
    ],
    { variant: 'dark' },
  )}<div class="zpfooter-branding"><a href="https://www.zoho.com/sites/?utm_source=site-footer&amp;utm_medium=referral" target="_blank" rel="noopener nofollow">Powered by Zoho Sites</a></div></div>`;
};

const cookieBanner = (lang: 'it' | 'en') => {
  const it = lang === 'it';
  return `<div class="zpcookie-banner-container zpcookie-banner-bottom" data-zs-cookie-banner role="dialog" aria-live="polite" aria-label="Cookie" style="display:none;"><div class="zpcookie-banner-content"><p>${it ? 'Questo sito usa cookie tecnici e, con il tuo consenso, cookie di analisi per capire come viene visitato.' : 'This website uses technical cookies and, with your consent, analytics cookies to understand how it is used.'} <a href="/termini-e-condizioni#privacy">${it ? 'Informativa' : 'Privacy notice (Italian)'}</a></p></div><div class="zpcookie-banner-actions"><button type="button" class="zpbutton zpbutton-type-primary zpcookie-accept">${it ? 'Accetta' : 'Accept'}</button><button type="button" class="zpbutton zpbutton-type-secondary zpcookie-reject">${it ? 'Rifiuta' : 'Reject'}</button></div></div>`;
};

/**
 * Lays out a page as Zoho Sites serves it: the head (title with " - ", the components' stylesheets on the
 * CDN, Open Graph tags, canonical), the theme header, the page content in `data-zs-app`, the footer, the
 * cookie banner and the scripts.
 */
export function nccLayout(page: NccPage): SitePage {
  const it = page.lang === 'it';
  const kind = page.kind ?? 'page';
  const url = `${NCC_SITE}${page.path}`;
  const title = kind === 'home' ? page.title : `${page.title} - ${NCC_NAME}`;
  const app = kind === 'post' || kind === 'blog' ? 'blog' : 'page';
  const html = `<!DOCTYPE html><html lang="${page.lang}"><head><meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0"/><meta charset="UTF-8"/><meta http-equiv="X-UA-Compatible" content="IE=edge"/><title>${title}</title><meta name="description" content="${page.description}"/><meta name="keywords" content="${it ? 'NCC Stresa, noleggio con conducente Lago Maggiore, transfer Malpensa Stresa, transfer Linate, transfer Bergamo, escursioni, matrimoni' : 'Stresa chauffeur, Lake Maggiore transfer, Malpensa transfer, private driver'}"/><meta property="og:type" content="${kind === 'post' ? 'article' : 'website'}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${page.description}"/><meta property="og:url" content="${url}"/><meta property="og:image" content="${NCC_SITE}${FILES}/mercedes-classe-v-lago-maggiore.jpg"/><link rel="canonical" href="${url}"/><link rel="shortcut icon" href="${FILES}/favicon.png"/><link rel="preconnect" href="https://static.zohocdn.com"/><link rel="stylesheet" type="text/css" href="${CDN}/css/zs-components.css"/><link rel="stylesheet" type="text/css" href="/css/theme-01.css?v=1731402211"/><link rel="stylesheet" type="text/css" href="/css/custom.css?v=1731402211"/><script>window.zs_content_format=0;window.zs_resource_url="${page.path}";window.isDefaultLogo=false;window.zs_site_resource_id="4c7b2e19a3f0d8";window.zs_page_language="${page.lang}";</script><script async src="https://www.googletagmanager.com/gtag/js?id=G-7Q2M4VB9XK"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('consent','default',{analytics_storage:'denied'});gtag('js',new Date());gtag('config','G-7Q2M4VB9XK');</script></head><body data-zs-home="${kind === 'home'}" data-zs-subsite="" data-zs-display-mode="default">${header(page)}<div data-zs-site-content-container class="zs-site-content"><div data-zs-app="${app}" class="zpapp-${app}">${page.sections.join('')}</div></div>${footer(page)}${cookieBanner(page.lang)}<div class="zs-back-to-top" data-zs-back-to-top style="display:none;" aria-hidden="true"><span class="zpicon zpicon-up"></span></div><script src="${CDN}/js/zs-components.js" defer></script><script src="/js/theme-01.js?v=1731402211" defer></script></body></html>`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** Zoho's "page not found" page in the site's theme. */
export const nccNotFound: NccPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  sections: [
    block([
      heading('404', 'h1', 'center'),
      text('<p>La pagina che cerchi non esiste o è stata spostata.</p>', 'center'),
      button('Torna alla home', '/', 'center'),
    ]),
  ],
};
