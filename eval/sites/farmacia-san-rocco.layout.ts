import type { SitePage } from './site-server.ts';

/** A page of Farmacia San Rocco as the Hostinger Website Builder publishes it, before the header, footer and banner. */
export interface SanRoccoPage {
  path: string;
  lang: 'it' | 'en';
  /** The page's SEO title (the part before " | Farmacia San Rocco"). */
  title: string;
  description: string;
  /** The same page in the other language, when it was translated: hreflang and the language switcher. */
  alternate?: string;
  /** The page's blocks (`<section class="block">`), in the order the owner stacked them. */
  blocks: string[];
  unlisted?: boolean;
}

export const SR_SITE = 'https://farmacia-san-rocco.test';
export const SR_NAME = 'Farmacia San Rocco';
export const SR_COMPANY = 'Farmacia San Rocco della Dott.ssa Chiara Bodini &amp; C. S.a.s.';
export const SR_VAT = '01587430194';
export const SR_STREET = 'Corso Giuseppe Garibaldi 112';
export const SR_TOWN = '26100 Cremona (CR)';
export const SR_PHONE = '0372 431 286';
export const SR_PHONE_HREF = 'tel:+390372431286';
export const SR_WHATSAPP = '351 842 7719';
export const SR_WHATSAPP_HREF = 'https://wa.me/393518427719';
export const SR_EMAIL = 'info@farmacia-san-rocco.test';
export const SR_PEC = 'farmaciasanrocco@pec.farmacia-san-rocco.test';
export const SR_PARA_NAME = 'Parafarmacia San Rocco';
export const SR_PARA_PLACE = 'Centro Commerciale Cremona Due, Via Castelleone 108, 26100 Cremona';
export const SR_PARA_PHONE = '0372 560 914';
export const SR_PARA_PHONE_HREF = 'tel:+390372560914';

const ASSETS = 'https://assets.zyrosite.com';
const USER = 'm5KbQ2vRw7hN3pLx';

// The builder gives every block and element a short random id; a seeded sequence here, so a page is the same
// on every run.
let seed = 0x5a17c0de;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const zid = () => {
  let out = 'z';
  for (let i = 0; i < 5; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    out += ALPHABET[Math.abs(seed) % ALPHABET.length];
  }
  return out;
};

/* ── Text, as the builder's editor saves it ─────────────────────────────────────────────────────────── */

const INK = 'rgb(31, 41, 51)';

/** A paragraph of a text box: the editor wraps the text in a styled `<span>` inside a `<p class="body">`. */
export const p = (html: string, cls: 'body' | 'body-large' | 'body-small' = 'body') =>
  `<p class="${cls}"><span style="color: ${INK}">${html}</span></p>`;
/** Several paragraphs, one `<p>` each. */
export const ps = (...html: string[]) => html.map((x) => p(x)).join('');
/** Bold, as the editor marks it: a span with its own weight. */
export const b = (html: string) => `<span style="font-weight: 700">${html}</span>`;
export const em = (html: string) => `<span style="font-style: italic">${html}</span>`;
/** A link inside a text box. */
export const a = (label: string, href: string) =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''} class="link">${label}</a>`;
export const h1 = (html: string) =>
  `<h1 class="h1" style="color: rgb(0, 105, 92)"><span style="color: rgb(0, 105, 92)">${html}</span></h1>`;
export const h2 = (html: string) => `<h2 class="h2"><span style="color: rgb(0, 105, 92)">${html}</span></h2>`;
export const h3 = (html: string) => `<h3 class="h3"><span style="color: ${INK}">${html}</span></h3>`;
/** A bulleted list: each item holds a paragraph of its own. */
export const ul = (...items: string[]) =>
  `<ul>${items.map((x) => `<li><p class="body"><span style="color: ${INK}">${x}</span></p></li>`).join('')}</ul>`;

/* ── Grid elements ──────────────────────────────────────────────────────────────────────────────────── */

type Kind = 'TextBox' | 'Image' | 'Button' | 'Embed' | 'Map' | 'Form' | 'Shape' | 'SocialIcons';

export interface GridElement {
  kind: Kind;
  html: string;
  /** Where the element sits on the 1224-pixel desktop canvas: a named column. */
  col?: keyof typeof COLS;
  /** Desktop top, in pixels; when left out, under the last element of the same column. */
  top?: number;
  /** Desktop height, in pixels; when left out, estimated from the text. */
  height?: number;
}

const COLS = {
  full: [0, 1224],
  left: [0, 588],
  right: [636, 588],
  narrow: [0, 384],
  wide: [432, 792],
  third1: [0, 384],
  third2: [420, 384],
  third3: [840, 384],
  days: [0, 300],
  hours: [324, 420],
} as const;

const textLength = (html: string) => html.replace(/<[^>]+>/g, '').length;

/** A text box (`GridTextBox`). */
export const text = (html: string, col: GridElement['col'] = 'full', top?: number): GridElement => ({
  kind: 'TextBox',
  html: `<div class="text-box layout-element__component layout-element__component--GridTextBox">${html}</div>`,
  col,
  ...(top === undefined ? {} : { top }),
});

/** A picture (`GridImage`), cropped by the CDN's resize URL. */
export const image = (
  file: string,
  alt: string,
  col: GridElement['col'] = 'right',
  top?: number,
): GridElement => {
  const src = (w: number, h: number) =>
    `${ASSETS}/cdn-cgi/image/format=auto,w=${w},h=${h},fit=crop/${USER}/${file}`;
  return {
    kind: 'Image',
    html: `<div class="image image--grid layout-element__component layout-element__component--GridImage"><div class="image__wrapper"><img class="image__image" src="${src(656, 438)}" srcset="${src(328, 219)} 328w, ${src(656, 438)} 656w, ${src(1224, 816)} 1224w" sizes="(min-width: 920px) 588px, calc(100vw - 32px)" alt="${alt}" loading="lazy" width="656" height="438"></div></div>`,
    col,
    height: 392,
    ...(top === undefined ? {} : { top }),
  };
};

/** A button (`GridButton`). */
export const button = (
  label: string,
  href: string,
  col: GridElement['col'] = 'narrow',
  kind: 'primary' | 'secondary' = 'primary',
): GridElement => ({
  kind: 'Button',
  html: `<a class="grid-button button button--${kind} layout-element__component layout-element__component--GridButton" href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''} data-qa="gridbutton:${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}"><span class="button__text">${label}</span></a>`,
  col,
  height: 48,
});

/** The "Embed code" element: the owner's own HTML, pasted as it is (the tables and the FAQ accordion). */
export const embed = (html: string, col: GridElement['col'] = 'full', height?: number): GridElement => ({
  kind: 'Embed',
  html: `<div class="grid-embed layout-element__component layout-element__component--GridEmbed"><div class="grid-embed__content">${html}</div></div>`,
  col,
  ...(height === undefined ? {} : { height }),
});

/** A coloured rectangle behind other elements (`GridShape`). */
export const shape = (col: GridElement['col'], top: number, height: number, color: string): GridElement => ({
  kind: 'Shape',
  html: `<div class="grid-shape layout-element__component layout-element__component--GridShape" style="--shape-color: ${color}"><svg viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true"><rect width="100" height="100" fill="${color}"></rect></svg></div>`,
  col,
  top,
  height,
});

/** The map element: the place only in the iframe's address. */
export const map = (query: string, col: GridElement['col'] = 'right'): GridElement => ({
  kind: 'Map',
  html: `<div class="map layout-element__component layout-element__component--GridMap"><iframe class="map__iframe" title="Google Maps" src="https://maps.google.com/maps?q=${encodeURIComponent(query)}&amp;t=m&amp;z=16&amp;output=embed&amp;iwloc=near" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe></div>`,
  col,
  height: 360,
});

export interface FormField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'textarea' | 'checkbox';
  required?: boolean;
}

/** The contact form element (`GridForm`): labelled `z-` inputs, a submit button and a hidden thank-you line. */
export const form = (
  fields: FormField[],
  submit: string,
  thanks: string,
  col: GridElement['col'] = 'right',
): GridElement => {
  const id = zid();
  const field = (f: FormField, i: number) => {
    const fid = `${id}-${i}`;
    const type = f.type ?? 'text';
    const control =
      type === 'textarea'
        ? `<textarea id="${fid}" class="z-textarea" name="${f.name}"${f.required ? ' required' : ''}></textarea>`
        : type === 'checkbox'
          ? `<input id="${fid}" class="z-checkbox__input" type="checkbox" name="${f.name}"${f.required ? ' required' : ''}>`
          : `<input id="${fid}" class="z-input" type="${type}" name="${f.name}"${f.required ? ' required' : ''}>`;
    return type === 'checkbox'
      ? `<div class="form__control z-checkbox">${control}<label class="z-checkbox__label body-small" for="${fid}">${f.label}</label></div>`
      : `<div class="form__control"><label class="z-label body-small" for="${fid}">${f.label}${f.required ? ' *' : ''}</label>${control}</div>`;
  };
  return {
    kind: 'Form',
    html: `<div class="form layout-element__component layout-element__component--GridForm" data-qa="builder-gridelement-gridform"><form id="${id}" class="form__form" novalidate>${fields.map(field).join('')}<button type="submit" class="z-button z-button--primary form__button" data-qa="form-submit-button">${submit}</button></form><div class="form__success" style="display: none" role="status"><p class="body">${thanks}</p></div></div>`,
    col,
    height: 80 + fields.length * 76,
  };
};

/** A block (`<section class="block">`): its elements placed absolutely on the desktop and mobile canvases. */
export const block = (elements: GridElement[], opts: { background?: string; name?: string } = {}) => {
  const id = zid();
  const bottoms = new Map<string, number>();
  let mobileTop = 0;
  const items = elements.map((el) => {
    const col = el.col ?? 'full';
    const [left, width] = COLS[col];
    const top = el.top ?? bottoms.get(col) ?? 0;
    const height = el.height ?? Math.max(40, Math.ceil(textLength(el.html) / (width / 9)) * 28 + 16);
    bottoms.set(col, top + height + 24);
    if (col === 'full' || col === 'wide')
      for (const c of Object.keys(COLS)) bottoms.set(c, Math.max(bottoms.get(c) ?? 0, top + height + 24));
    const mHeight = el.kind === 'Image' ? 219 : Math.max(40, Math.round((height * width) / 328 / 1.4));
    const style = `--top: ${top}px; --left: ${left}px; --width: ${width}px; --height: ${height}px; --m-top: ${mobileTop}px; --m-left: 16px; --m-width: 328px; --m-height: ${mHeight}px; --z-index: ${el.kind === 'Shape' ? 1 : 2}`;
    mobileTop += el.kind === 'Shape' ? 0 : mHeight + 16;
    return `<div id="${zid()}" class="block-grid-item layout-element layout-element--${el.kind.toLowerCase()}" data-qa="builder-gridelement-grid${el.kind.toLowerCase()}" data-animation-role="block-element" style="${style}">
${el.html}
</div>`;
  });
  const height = Math.max(...bottoms.values(), 80);
  return `<section id="${id}" class="block block--layout" data-qa="builder-section-${id}"${opts.name ? ` data-block-name="${opts.name}"` : ''} style="--block-padding: 56px 0 56px 0; --m-block-padding: 40px 16px 40px 16px; --block-background-color: ${opts.background ?? 'rgb(255, 255, 255)'}">
<div class="block-background"></div>
<div class="block-grid block-layout block-layout--layout" style="--block-min-height: ${height}px; --m-block-min-height: ${mobileTop + 24}px; --grid-max-width: 1224px">
${items.join('\n')}
</div>
</section>`;
};

/** A table as the owner pasted it into an Embed element: inline styles, no `<thead>`, the first row bold. */
export const table = (head: string[], rows: string[][], caption = '') =>
  `<table style="width: 100%; border-collapse: collapse; font-family: inherit; font-size: 16px">${caption ? `<caption style="text-align: left; font-weight: 700; padding: 8px 0">${caption}</caption>` : ''}<tbody>
<tr>${head.map((h) => `<td style="border-bottom: 2px solid #00695c; padding: 8px; font-weight: 700">${h}</td>`).join('')}</tr>
${rows.map((r) => `<tr>${r.map((c) => `<td style="border-bottom: 1px solid #d9e2e1; padding: 8px; vertical-align: top">${c}</td>`).join('')}</tr>`).join('\n')}
</tbody></table>`;

/* ── Header, footer, cookie banner ──────────────────────────────────────────────────────────────────── */

type MenuItem = [label: string, href: string, children?: [string, string][]];

const itMenu: MenuItem[] = [
  ['Home', '/'],
  [
    'Chi siamo',
    '/chi-siamo',
    [
      ['La farmacia', '/chi-siamo'],
      ['Il team', '/team'],
    ],
  ],
  ['Orari e turni', '/orari'],
  [
    'Servizi',
    '/servizi',
    [
      ['Servizi in farmacia', '/servizi'],
      ['Tamponi e vaccini', '/tamponi-e-vaccini'],
    ],
  ],
  ['Prodotti', '/prodotti'],
  ['Prenota e ritira', '/prenota-e-ritira'],
  ['Blog', '/blog'],
  ['FAQ', '/faq'],
  ['Contatti', '/contatti'],
];

const enMenu: MenuItem[] = [
  ['Home', '/en'],
  ['Opening hours', '/en/opening-hours'],
  ['Services', '/en/services'],
  ['Contact', '/en/contact'],
];

const slug = (label: string) =>
  label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-');

const navLinks = (menu: MenuItem[], path: string) =>
  menu
    .map(([label, href, children]) => {
      const current = href === path || children?.some(([, h]) => h === path);
      if (!children)
        return `<li class="block-header-item${current ? ' block-header-item--active' : ''}"><a href="${href}" class="item-content-wrapper" data-qa="navigation-link-${slug(label)}"><span class="item-content">${label}</span></a></li>`;
      return `<li class="block-header-item block-header-item--dropdown${current ? ' block-header-item--active' : ''}"><button type="button" class="item-content-wrapper" aria-haspopup="true" aria-expanded="false" data-qa="navigation-dropdown-${slug(label)}"><span class="item-content">${label}</span><svg class="block-header-item__chevron" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><path d="M7 10l5 5 5-5z"></path></svg></button>
<ul class="block-header-item__dropdown" style="display: none">${children.map(([l, h]) => `<li class="block-header-item__dropdown-item"><a href="${h}" class="item-content-wrapper" data-qa="navigation-link-${slug(l)}"><span class="item-content">${l}</span></a></li>`).join('')}</ul></li>`;
    })
    .join('\n');

const switcher = (page: SanRoccoPage) => {
  const itHref = page.lang === 'it' ? page.path : (page.alternate ?? '/');
  const enHref = page.lang === 'en' ? page.path : (page.alternate ?? '/en');
  const flag = (code: string) =>
    `<img class="language-switcher__flag" src="${ASSETS}/flags/${code}.svg" alt="" width="20" height="14">`;
  const current = page.lang === 'it' ? `${flag('it')}IT` : `${flag('gb')}EN`;
  return `<div class="language-switcher" data-qa="builder-siteheader-languageswitcher"><button type="button" class="language-switcher__button" aria-haspopup="true" aria-expanded="false">${current}</button><ul class="language-switcher__dropdown" style="display: none"><li><a class="language-switcher__item" href="${itHref}" hreflang="it" lang="it">${flag('it')}Italiano</a></li><li><a class="language-switcher__item" href="${enHref}" hreflang="en" lang="en">${flag('gb')}English</a></li></ul></div>`;
};

const header = (page: SanRoccoPage) => {
  const menu = page.lang === 'it' ? itMenu : enMenu;
  const home = page.lang === 'it' ? '/' : '/en';
  const logo = `<a href="${home}" class="block-header-logo" data-qa="builder-siteheader-img-logo"><img class="block-header-logo__image" src="${ASSETS}/cdn-cgi/image/format=auto,w=240,fit=crop/${USER}/logo-farmacia-san-rocco-croce-verde.png" alt="${SR_NAME}" width="160" height="56"></a>`;
  const cta =
    page.lang === 'it'
      ? `<a class="grid-button button button--primary block-header__button" href="/prenota-e-ritira" data-qa="builder-siteheader-button">Prenota e ritira</a>`
      : `<a class="grid-button button button--primary block-header__button" href="${SR_WHATSAPP_HREF}" target="_blank" rel="noopener" data-qa="builder-siteheader-button">WhatsApp us</a>`;
  return `<header class="block-header block-header--sticky" data-qa="builder-siteheader" style="--header-height: 88px; --m-header-height: 64px; --background-color: rgb(255, 255, 255)">
<div class="block-header__content">
<div class="block-header-layout-desktop">
${logo}
<nav class="block-header__nav" data-qa="builder-siteheader-navigation">
<ul class="block-header__nav-links">
${navLinks(menu, page.path)}
</ul>
</nav>
${switcher(page)}
${cta}
</div>
<div class="block-header-layout-mobile">
${logo}
<button type="button" class="burger" aria-label="${page.lang === 'it' ? 'Apri il menu' : 'Open menu'}" aria-expanded="false" data-qa="builder-siteheader-burger"><span class="burger__line"></span><span class="burger__line"></span><span class="burger__line"></span></button>
<div class="block-header-layout-mobile__dropdown" style="display: none">
<nav class="block-header__nav block-header__nav--mobile">
<ul class="block-header__nav-links">
${navLinks(menu, page.path)}
</ul>
</nav>
${switcher(page)}
</div>
</div>
</div>
</header>`;
};

const footer = (lang: 'it' | 'en') => {
  const t =
    lang === 'it'
      ? {
          tagline: 'La farmacia di Corso Garibaldi, a Cremona dal 1921.',
          phone: 'Tel.',
          vat: 'P.IVA',
          hours: ['Orari e turni', '/orari'],
          legal: [
            ['Privacy policy', '/privacy-policy'],
            ['Cookie policy', '/cookie-policy'],
            ['Termini e condizioni', '/termini-e-condizioni'],
          ],
          rights: 'Tutti i diritti riservati.',
        }
      : {
          tagline: 'The pharmacy on Corso Garibaldi, in Cremona since 1921.',
          phone: 'Phone',
          vat: 'VAT no.',
          hours: ['Opening hours', '/en/opening-hours'],
          legal: [
            ['Privacy policy', '/privacy-policy'],
            ['Cookie policy', '/cookie-policy'],
          ],
          rights: 'All rights reserved.',
        };
  return block(
    [
      text(`${h3(SR_NAME)}${p(t.tagline)}`, 'third1', 0),
      {
        kind: 'SocialIcons',
        html: `<div class="social-icons layout-element__component layout-element__component--GridSocialIcons"><a href="https://www.facebook.com/farmaciasanroccocremona" class="social-icons__link" target="_blank" rel="noopener" aria-label="Facebook"><svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.7c0-.5.3-.7 1-.7z"></path></svg></a><a href="https://www.instagram.com/farmaciasanrocco.cr" class="social-icons__link" target="_blank" rel="noopener" aria-label="Instagram"><svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="4"></circle></svg></a></div>`,
        col: 'third1',
        height: 32,
      },
      text(
        ps(
          `${SR_STREET}, ${SR_TOWN}`,
          `${t.phone} ${a(SR_PHONE, SR_PHONE_HREF)}`,
          `WhatsApp ${a(SR_WHATSAPP, SR_WHATSAPP_HREF)}`,
          a(SR_EMAIL, `mailto:${SR_EMAIL}`),
          `PEC: ${SR_PEC}`,
        ),
        'third2',
        0,
      ),
      text(
        ps(
          a(t.hours[0] ?? '', t.hours[1] ?? '/'),
          t.legal.map(([l, h]) => a(l ?? '', h ?? '/')).join(' · '),
          `${SR_COMPANY} – ${t.vat} ${SR_VAT}`,
          `© 2026 ${SR_NAME}. ${t.rights}`,
        ),
        'third3',
        0,
      ),
    ],
    { background: 'rgb(232, 243, 241)', name: 'footer' },
  ).replace('class="block block--layout"', 'class="block block--footer block--layout"');
};

const cookieBanner = (lang: 'it' | 'en') =>
  lang === 'it'
    ? `<div class="cookie-banner cookie-banner--bottom-left" data-qa="cookie-banner" role="dialog" aria-live="polite" aria-label="Cookie">
<div class="cookie-banner__content">
<p class="cookie-banner__text body-small">Questo sito utilizza i cookie per migliorare la tua esperienza di navigazione e per analizzare il traffico. Puoi accettarli tutti o rifiutare quelli non necessari. <a href="/cookie-policy" class="link">Cookie policy</a></p>
<div class="cookie-banner__buttons"><button type="button" class="z-button z-button--secondary cookie-banner__button" data-qa="cookiebanner-btn-decline">Rifiuta</button><button type="button" class="z-button z-button--primary cookie-banner__button" data-qa="cookiebanner-btn-accept">Accetta</button></div>
</div>
</div>`
    : `<div class="cookie-banner cookie-banner--bottom-left" data-qa="cookie-banner" role="dialog" aria-live="polite" aria-label="Cookies">
<div class="cookie-banner__content">
<p class="cookie-banner__text body-small">This website uses cookies to improve your browsing experience and to analyse traffic. You can accept them all or decline the ones that are not necessary. <a href="/cookie-policy" class="link">Cookie policy</a></p>
<div class="cookie-banner__buttons"><button type="button" class="z-button z-button--secondary cookie-banner__button" data-qa="cookiebanner-btn-decline">Decline</button><button type="button" class="z-button z-button--primary cookie-banner__button" data-qa="cookiebanner-btn-accept">Accept</button></div>
</div>
</div>`;

const styles = `<style>
:root{--color-primary:rgb(0,105,92);--color-primary-light:rgb(232,243,241);--color-dark:rgb(31,41,51);--font-primary:'Nunito Sans',sans-serif;--font-secondary:'Lora',serif;--grid-gap:24px}
.block-grid{position:relative;max-width:var(--grid-max-width);min-height:var(--block-min-height);margin:0 auto}
.block-grid-item{position:absolute;top:var(--top);left:var(--left);width:var(--width);min-height:var(--height);z-index:var(--z-index)}
@media (max-width:920px){.block-grid{min-height:var(--m-block-min-height)}.block-grid-item{top:var(--m-top);left:var(--m-left);width:var(--m-width);min-height:var(--m-height)}.block-header-layout-desktop{display:none}}
@media (min-width:921px){.block-header-layout-mobile{display:none}}
.text-box p{margin:0}.text-box p+p{margin-top:8px}
</style>`;

const jsonLd = (page: SanRoccoPage) =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SR_NAME,
    url: `${SR_SITE}${page.lang === 'it' ? '/' : '/en'}`,
    inLanguage: page.lang === 'it' ? 'it-IT' : 'en-GB',
  });

/**
 * Lays out a page as the Hostinger Website Builder publishes it: `<html lang>`, the generator tag, the
 * builder's CSS variables, hreflang links on translated pages, `<div id="app">` holding `<main class="page">`,
 * which wraps everything (the sticky header with the desktop menu, the language switcher and the mobile burger
 * with a hidden copy of the menu; the page's blocks; the footer block), and the cookie banner after it.
 */
export function sanRoccoLayout(page: SanRoccoPage): SitePage {
  const isHome = page.path === '/' || page.path === '/en';
  const docTitle = isHome
    ? page.lang === 'it'
      ? `${SR_NAME} | Farmacia a Cremona in Corso Garibaldi`
      : `${SR_NAME} | Pharmacy in Cremona, Italy`
    : `${page.title} | ${SR_NAME}`;
  const alternates = page.alternate
    ? [
        [page.lang, page.path],
        [page.lang === 'it' ? 'en' : 'it', page.alternate],
      ]
    : [];
  const xDefault = alternates.find(([l]) => l === 'it')?.[1];
  const hreflang = alternates.length
    ? `${alternates.map(([l, h]) => `<link rel="alternate" hreflang="${l}" href="${SR_SITE}${h}">`).join('\n')}\n<link rel="alternate" hreflang="x-default" href="${SR_SITE}${xDefault}">\n`
    : '';
  const html = `<!DOCTYPE html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${docTitle}</title>
<meta name="description" content="${page.description}">
<meta name="generator" content="Hostinger Website Builder">
<meta property="og:type" content="website">
<meta property="og:title" content="${docTitle}">
<meta property="og:description" content="${page.description}">
<meta property="og:url" content="${SR_SITE}${page.path}">
<meta property="og:image" content="${ASSETS}/cdn-cgi/image/format=auto,w=1200,h=630,fit=crop/${USER}/vetrina-corso-garibaldi.jpg">
<meta property="og:locale" content="${page.lang === 'it' ? 'it_IT' : 'en_GB'}">
<link rel="canonical" href="${SR_SITE}${page.path}">
${hreflang}<link rel="icon" href="${ASSETS}/cdn-cgi/image/format=auto,w=48,h=48,fit=crop/${USER}/favicon-croce-verde.png">
<link rel="preconnect" href="${ASSETS}">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Lora:wght@500;700&amp;family=Nunito+Sans:wght@400;700&amp;display=swap">
${styles}
<script type="application/ld+json">${jsonLd(page)}</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7RQ2M4K8TZ"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('consent','default',{analytics_storage:'denied'});gtag('js',new Date());gtag('config','G-7RQ2M4K8TZ');</script>
</head>
<body>
<div id="app" data-v-app="">
<main class="page" data-qa="page-${slug(page.title)}">
${header(page)}
${page.blocks.join('\n')}
${footer(page.lang)}
</main>
${cookieBanner(page.lang)}
</div>
<script type="module" src="/assets/js/index-7c1e4f2a.js" defer></script>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** The builder's 404 page, inside the site's header and footer. */
export const sanRoccoNotFound: SanRoccoPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  blocks: [
    block([
      text(
        `${h1('Pagina non trovata')}${p('La pagina che cerchi non esiste o è stata spostata.')}${p(a('Torna alla home page', '/'))}`,
      ),
    ]),
  ],
};
