import type { SitePage } from './site-server.ts';

/**
 * A page of Poggio ai Lecci as Dorik (the no-code builder, dorik.com) publishes it on a custom domain. The
 * document: `<html lang="it">` or `lang="en"` per page (the owners built the English pages as a second set of
 * pages, not with a translation add-on), Dorik's head (the page title and description typed in the page
 * settings, the canonical link, the `hreflang` alternates the owners pasted into the page's custom head code, Open
 * Graph tags, the favicon and fonts through `cdn.dorik.com` and `fonts.cmsfly.com`, the site stylesheet and a
 * per-page `<style>` of the generated element rules), then the body: no `<header>`, `<main>` or `<footer>`, only
 * `section.dorik-section` blocks, the first and last of them global symbols (`data-symbol`) with the same ids on
 * every page.
 *
 * Blocks as Dorik prints them: `section#dorik-section-<id>.dorik-section.dorik-section-<id>` with a soup of
 * Tailwind-like utility classes; rows as `div.container.dorik-row-<id>-wrapper` > `div.dorik-row-<id>.flex`;
 * columns as `div.col-lg-1/2` > `div.column-inner.dorik-column-<id>`; headings wrapped twice
 * (`div.dorik-wrapper.dorik-heading-<id>-wrapper` > `h2.dorik-heading` > `span`), rich text blocks
 * (`div.dorik-text` holding the editor's `<p>`, `<ul>` and `<strong>`), buttons, icon texts (a Font Awesome
 * SVG and `span.icon_text`), images from `cdn.dorik.com`, lines, cards and pricing blocks built of nested
 * `div`s whose currency, amount and period sit in separate `span`s, custom code elements (`div.dorik-code`)
 * holding what the editor cannot make (price tables, the language switcher, the availability widget), an
 * accordion of `<details>` saved collapsed (`div.details-content` with Dorik's `path` attribute), the navbar
 * (`dorik-navbar--brand`, the mobile `dorik-navbar--toggle` and `dorik-navbar--collapse` with the links and a
 * button), the contact form, and the footer symbol with the address, phone, WhatsApp, email, CIN, CIR and
 * P.IVA on every page. After the sections: Dorik's cookie consent bar, the 'Made with Dorik' badge, a WhatsApp
 * button pasted as custom code, jQuery from Dorik's CDN and the navbar script.
 */

export type PoggioLang = 'it' | 'en';

export interface PoggioPage {
  /** Dorik's page slugs: '/prezzi', '/en/prices', '/news/natale-capodanno-2026'; the home page '/'. */
  path: string;
  lang: PoggioLang;
  /** The SEO title typed in the page settings. */
  title: string;
  description: string;
  /** The path of the same page in the other language, when there is one (the switcher and hreflang). */
  alt?: string;
  /** The sections of the page, between the header and footer symbols. */
  body: string;
  unlisted?: boolean;
}

export const PL_SITE = 'https://poggio-lecci.test';
export const PL_NAME = 'Poggio ai Lecci';
export const PL_COMPANY = 'Bernardini Paolo & C. s.a.s.';
export const PL_VAT = '01384620527';
export const PL_CIN = 'IT052015C2P8XK4LMQ';
export const PL_CIR = '052015CAV0012';
export const PL_PHONE = '0578 758 214';
export const PL_PHONE_HREF = 'tel:+390578758214';
export const PL_WHATSAPP = '339 482 7715';
export const PL_WHATSAPP_HREF = 'https://wa.me/393394827715';
export const PL_EMAIL = 'info@poggio-lecci.test';
export const PL_STREET = 'Via della Lecceta 9';
export const PL_TOWN = 'Località Valcaselle, 53045 Montepulciano (SI)';
export const PL_INSTAGRAM = 'https://www.instagram.com/poggioailecci/';
export const PL_FACEBOOK = 'https://www.facebook.com/poggioailecci';

/* ── Deterministic Dorik ids ───────────────────────────────────────────────────────────────────────────── */

let seed = 0x2c9e51a7;
const next = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
};
const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** An element id as Dorik generates it: eight lower-case letters and digits ('l4mkm06p'). */
export const did = () => Array.from({ length: 8 }, () => ALNUM[next() % ALNUM.length]).join('');

const SITE_ID = '63f1c0a94b7e2d0012a6f3c8';
const PROJECT_ID = '6410d2e7c95a1b0011d47e90';
const CDN = `https://cdn.dorik.com/${SITE_ID}/${PROJECT_ID}/images`;

/** HTML escaping for attributes. */
export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/* ── Font Awesome icons, as Dorik inlines them ─────────────────────────────────────────────────────────── */

const ICONS: Record<string, [viewBox: string, path: string]> = {
  users: [
    '0 0 640 512',
    'M96 224c35.3 0 64-28.7 64-64s-28.7-64-64-64-64 28.7-64 64 28.7 64 64 64zm448 0c35.3 0 64-28.7 64-64s-28.7-64-64-64-64 28.7-64 64 28.7 64 64 64zm32 32h-64c-17.6 0-33.5 7.1-45.1 18.6 40.3 22.1 68.9 62 75.1 109.4h66c17.7 0 32-14.3 32-32v-32c0-35.3-28.7-64-64-64zm-256 0c61.9 0 112-50.1 112-112S381.9 32 320 32 208 82.1 208 144s50.1 112 112 112z',
  ],
  bed: [
    '0 0 640 512',
    'M176 256c44.11 0 80-35.89 80-80s-35.89-80-80-80-80 35.89-80 80 35.89 80 80 80zm352-128H304c-8.84 0-16 7.16-16 16v144H64V80c0-8.84-7.16-16-16-16H16C7.16 64 0 71.16 0 80v352c0 8.84 7.16 16 16 16h32c8.84 0 16-7.16 16-16v-48h512v48c0 8.84 7.16 16 16 16h32c8.84 0 16-7.16 16-16V240c0-61.86-50.14-112-112-112z',
  ],
  bath: [
    '0 0 512 512',
    'M32,384a95.4,95.4,0,0,0,32,71.09V496a16,16,0,0,0,16,16h32a16,16,0,0,0,16-16V480H384v16a16,16,0,0,0,16,16h32a16,16,0,0,0,16-16V455.09A95.4,95.4,0,0,0,480,384V336H32ZM496,256H80V69.25a21.26,21.26,0,0,1,36.28-15l19.27,19.26c-13.13,29.88-7.61,59.11,8.62,79.73l-.17.17A16,16,0,0,0,144,176l11.31,11.31a16,16,0,0,0,22.63,0L283.31,81.94a16,16,0,0,0,0-22.63L272,48a16,16,0,0,0-22.62,0l-.17.17c-20.62-16.23-49.83-21.75-79.73-8.62L150.22,20.28A69.25,69.25,0,0,0,32,69.25V256H16A16,16,0,0,0,0,272v16a16,16,0,0,0,16,16H496a16,16,0,0,0,16-16V272A16,16,0,0,0,496,256Z',
  ],
  ruler: [
    '0 0 640 512',
    'M635.7 167.2L556.1 31.7c-8.8-15-28.3-20.1-43.5-11.5l-69 39.1L503.3 161c2.2 3.8.9 8.5-2.9 10.7l-13.8 7.8c-3.8 2.2-8.7.9-10.9-2.9L416 75l-55.2 31.3 27.9 47.4c2.2 3.8.9 8.5-2.9 10.7l-13.8 7.8c-3.8 2.2-8.7.9-10.9-2.9L333.3 122 278 153.3 337.8 255c2.2 3.7.9 8.5-2.9 10.7l-13.8 7.8c-3.8 2.2-8.7.9-10.9-2.9l-59.7-101.7-55.2 31.3 27.9 47.4c2.2 3.8.9 8.5-2.9 10.7l-13.8 7.8c-3.8 2.2-8.7.9-10.9-2.9l-27.9-47.5-55.2 31.3 59.7 101.7c2.2 3.7.9 8.5-2.9 10.7l-13.8 7.8c-3.8 2.2-8.7.9-10.9-2.9L84.9 262.9l-69 39.1C.7 310.7-4.6 329.8 4.2 344.8l79.6 135.6c8.8 15 28.3 20.1 43.5 11.5L624.1 210c15.2-8.6 20.4-27.8 11.6-42.8z',
  ],
  check: [
    '0 0 512 512',
    'M504 256c0 136.967-111.033 248-248 248S8 392.967 8 256 119.033 8 256 8s248 111.033 248 248zM227.314 387.314l184-184c6.248-6.248 6.248-16.379 0-22.627l-22.627-22.627c-6.248-6.249-16.379-6.249-22.628 0L216 308.118l-70.059-70.059c-6.248-6.248-16.379-6.248-22.628 0l-22.627 22.627c-6.248 6.248-6.248 16.379 0 22.627l104 104c6.249 6.249 16.379 6.249 22.628.001z',
  ],
  xmark: [
    '0 0 512 512',
    'M256 8C119 8 8 119 8 256s111 248 248 248 248-111 248-248S393 8 256 8zm121.6 313.1c4.7 4.7 4.7 12.3 0 17L338 377.6c-4.7 4.7-12.3 4.7-17 0L256 312l-65.1 65.6c-4.7 4.7-12.3 4.7-17 0L134.4 338c-4.7-4.7-4.7-12.3 0-17l65.6-65-65.6-65.1c-4.7-4.7-4.7-12.3 0-17l39.6-39.6c4.7-4.7 12.3-4.7 17 0l65 65.7 65.1-65.6c4.7-4.7 12.3-4.7 17 0l39.6 39.6c4.7 4.7 4.7 12.3 0 17L312 256l65.6 65.1z',
  ],
  'map-marker': [
    '0 0 384 512',
    'M172.268 501.67C26.97 291.031 0 269.413 0 192 0 85.961 85.961 0 192 0s192 85.961 192 192c0 77.413-26.97 99.031-172.268 309.67-9.535 13.774-29.93 13.773-39.464 0zM192 272c44.183 0 80-35.817 80-80s-35.817-80-80-80-80 35.817-80 80 35.817 80 80 80z',
  ],
  phone: [
    '0 0 512 512',
    'M497.39 361.8l-112-48a24 24 0 0 0-28 6.9l-49.6 60.6A370.66 370.66 0 0 1 130.6 204.11l60.6-49.6a23.94 23.94 0 0 0 6.9-28l-48-112A24.16 24.16 0 0 0 122.6.61l-104 24A24 24 0 0 0 0 48c0 256.5 207.9 464 464 464a24 24 0 0 0 23.4-18.6l24-104a24.29 24.29 0 0 0-14.01-27.6z',
  ],
  envelope: [
    '0 0 512 512',
    'M502.3 190.8c3.9-3.1 9.7-.2 9.7 4.7V400c0 26.5-21.5 48-48 48H48c-26.5 0-48-21.5-48-48V195.6c0-5 5.7-7.8 9.7-4.7 22.4 17.4 52.1 39.5 154.1 113.6 21.1 15.4 56.7 47.8 92.2 47.6 35.7.3 72-32.8 92.3-47.6 102-74.1 131.6-96.3 154-113.7zM256 320c23.2.4 56.6-42.4 72-53.3 132.7-96.3 142.8-104.7 173.4-128.7 5.8-4.5 9.2-11.5 9.2-18.9v-19c0-26.5-21.5-48-48-48H48C21.5 48 0 69.5 0 96v19c0 7.4 3.4 14.3 9.2 18.9 30.6 23.9 40.7 32.4 173.4 128.7 15.4 10.9 48.8 53.7 72 53.3z',
  ],
  swimmer: [
    '0 0 640 512',
    'M189.61 310.58c3.54 3.26 15.27 9.42 34.39 9.42s30.86-6.16 34.39-9.42c16.02-14.77 34.5-22.58 53.46-22.58h16.3c18.96 0 37.45 7.81 53.46 22.58 3.54 3.26 15.27 9.42 34.39 9.42s30.86-6.16 34.39-9.42c14.86-13.71 31.88-21.12 49.39-22.16l-112.84-80.6 18-12.86c3.64-2.58 8.28-3.52 12.62-2.61l100.35 21.53c25.91 5.53 51.44-10.97 57-36.88 5.55-25.92-10.95-51.44-36.88-57L437.68 98.47c-30.73-6.58-63.02.12-88.56 18.38l-80.02 57.17c-10.38 7.39-19.36 16.44-26.72 26.94L173.75 299c5.47 3.23 10.82 6.93 15.86 11.58zM624 352h-16c-26.04 0-45.8-8.42-56.09-17.9-8.9-8.21-19.66-14.1-31.77-14.1h-16.3c-12.11 0-22.87 5.89-31.77 14.1C461.8 343.58 442.04 352 416 352s-45.8-8.42-56.09-17.9c-8.9-8.21-19.66-14.1-31.77-14.1h-16.3c-12.11 0-22.87 5.89-31.77 14.1C269.8 343.58 250.04 352 224 352s-45.8-8.42-56.09-17.9c-8.9-8.21-19.66-14.1-31.77-14.1h-16.3c-12.11 0-22.87 5.89-31.77 14.1C77.8 343.58 58.04 352 32 352H16c-8.84 0-16 7.16-16 16v32c0 8.84 7.16 16 16 16h16c38.62 0 72.72-12.19 96-31.84 23.28 19.66 57.38 31.84 96 31.84s72.72-12.19 96-31.84c23.28 19.66 57.38 31.84 96 31.84s72.72-12.19 96-31.84c23.28 19.66 57.38 31.84 96 31.84h16c8.84 0 16-7.16 16-16v-32c0-8.84-7.16-16-16-16z',
  ],
  wifi: [
    '0 0 640 512',
    'M634.91 154.88C457.74-8.99 182.19-8.93 5.09 154.88c-6.66 6.16-6.79 16.59-.35 22.98l34.24 33.97c6.14 6.1 16.02 6.23 22.4.38 145.92-133.68 371.3-133.71 517.25 0 6.38 5.85 16.26 5.71 22.4-.38l34.24-33.97c6.43-6.39 6.3-16.82-.36-22.98zM320 352c-35.35 0-64 28.65-64 64s28.65 64 64 64 64-28.65 64-64-28.65-64-64-64z',
  ],
  leaf: [
    '0 0 576 512',
    'M546.2 9.7c-5.6-12.5-21.6-13-28.3-1.2C486.9 62.4 431.4 96 368 96h-80C182 96 96 182 96 288c0 7 .8 13.7 1.5 20.5C161.3 262.8 253.4 224 384 224c8.8 0 16 7.2 16 16s-7.2 16-16 16C132.6 256 26 410.1 2.4 468c-6.6 16.3 1.2 34.9 17.5 41.6 16.4 6.8 35-1.1 41.8-17.3 1.5-3.6 20.9-47.9 71.9-90.6 32.4 43.9 94 85.8 174.9 77.2C465.5 467.5 576 326.7 576 154.3c0-50.2-10.8-102.2-29.8-144.6z',
  ],
  bars: [
    '0 0 448 512',
    'M16 132h416c8.837 0 16-7.163 16-16V76c0-8.837-7.163-16-16-16H16C7.163 60 0 67.163 0 76v40c0 8.837 7.163 16 16 16zm0 160h416c8.837 0 16-7.163 16-16v-40c0-8.837-7.163-16-16-16H16c-8.837 0-16 7.163-16 16v40c0 8.837 7.163 16 16 16zm0 160h416c8.837 0 16-7.163 16-16v-40c0-8.837-7.163-16-16-16H16c-8.837 0-16 7.163-16 16v40c0 8.837 7.163 16 16 16z',
  ],
  'arrow-right': [
    '0 0 448 512',
    'M190.5 66.9l22.2-22.2c9.4-9.4 24.6-9.4 33.9 0L441 239c9.4 9.4 9.4 24.6 0 33.9L246.6 467.3c-9.4 9.4-24.6 9.4-33.9 0l-22.2-22.2c-9.5-9.5-9.3-25 .4-34.3L311.4 296H24c-13.3 0-24-10.7-24-24v-32c0-13.3 10.7-24 24-24h287.4L190.9 101.2c-9.8-9.3-10-24.8-.4-34.3z',
  ],
};

export const svg = (name: string, cls = 'icon') => {
  const [viewBox, d] = ICONS[name] ?? ICONS.check!;
  return `<svg aria-hidden="true" focusable="false" data-prefix="fas" data-icon="${name}" class="svg-inline--fa fa-${name} fa-fw ${cls}" role="img" xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><path fill="currentColor" d="${d}"></path></svg>`;
};

/* ── Layout blocks ─────────────────────────────────────────────────────────────────────────────────────── */

/** A section: its rows, and the utility classes the owner picked in the style panel. */
export const section = (cls: string, ...rows: string[]) => {
  const id = did();
  return `<section id="dorik-section-${id}" class="dorik-section dorik-section-${id} relative w-full ${cls}"><div class="dorik-section-overlay absolute inset-0 pointer-events-none"></div><div class="relative z-10">${rows.join('')}</div></section>`;
};

/** A row of columns inside its container. */
export const row = (cols: string[], cls = '') => {
  const id = did();
  return `<div class="container dorik-row-${id}-wrapper mx-auto max-w-6xl px-4 sm:px-6"><div class="dorik-row-${id} flex flex-wrap -mx-3 ${cls}">${cols.join('')}</div></div>`;
};

const WIDTH: Record<string, string> = {
  '1/1': 'w-full',
  '1/2': 'w-full md:w-1/2',
  '1/3': 'w-full md:w-1/3',
  '2/3': 'w-full md:w-2/3',
  '1/4': 'w-full sm:w-1/2 lg:w-1/4',
  '3/4': 'w-full lg:w-3/4',
  '2/5': 'w-full lg:w-2/5',
  '3/5': 'w-full lg:w-3/5',
};

/** A column: Dorik's fraction class, the Tailwind width and the inner column holding the elements. */
export const col = (frac: string, ...els: string[]) => {
  const id = did();
  return `<div class="col-lg-${frac} ${WIDTH[frac] ?? 'w-full'} px-3 mb-6 md:mb-0"><div class="column-inner dorik-column-${id} ${frac} flex flex-col gap-4 h-full">${els.join('')}</div></div>`;
};

/** One full-width column in one row: most sections of the site. */
export const full = (...els: string[]) => row([col('1/1', ...els)]);

/** A heading element, its text in a span. */
export const heading = (level: 1 | 2 | 3 | 4 | 5 | 6, text: string, cls = '') => {
  const id = did();
  const size =
    level === 1
      ? 'text-4xl md:text-6xl font-semibold leading-tight'
      : level === 2
        ? 'text-3xl md:text-4xl font-semibold'
        : level === 3
          ? 'text-2xl font-semibold'
          : 'text-lg font-bold uppercase tracking-wider';
  return `<div class="dorik-wrapper dorik-heading-${id}-wrapper"><h${level} class="dorik-heading dorik-heading-${id} font-['Lora'] ${size} text-stone-800 ${cls}"><span>${text}</span></h${level}></div>`;
};

/** A rich text element: the editor's own HTML. */
export const text = (html: string, cls = '') => {
  const id = did();
  return `<div class="dorik-text dorik-text-${id} text-base md:text-lg leading-relaxed text-stone-600 [&_p]:mb-4 [&_ul]:list-disc [&_ul]:pl-5 [&_strong]:text-stone-800 ${cls}">${html}</div>`;
};

/** A button element: a link styled as a button. */
export const button = (label: string, href: string, variant: 'solid' | 'outline' = 'solid') => {
  const id = did();
  const look =
    variant === 'solid'
      ? 'bg-[#5c6b3a] hover:bg-[#4a572e] text-white'
      : 'border-2 border-[#5c6b3a] text-[#5c6b3a] hover:bg-[#5c6b3a] hover:text-white';
  const target = href.startsWith('http') ? ' target="_blank" rel="noopener noreferrer"' : '';
  return `<div class="dorik-button-${id}-wrapper"><a href="${href}" class="dorik-btn dorik-button-${id} inline-flex items-center gap-2 px-6 py-3 rounded-full font-semibold transition-colors duration-200 ${look}"${target}><span>${label}</span>${svg('arrow-right', 'icon w-4 h-4')}</a></div>`;
};

/** An icon text element: a Font Awesome icon beside one line of text. */
export const iconText = (icon: string, line: string) => {
  const id = did();
  return `<div class="dorik-iconText-${id}-wrapper"><div class="dorik-iconText-${id} flex items-center gap-2 text-sm text-stone-600"><span class="text-[#5c6b3a] w-5 h-5 flex-none">${svg(icon)}</span><span class="icon_text">${line}</span></div></div>`;
};

/** An image element from Dorik's CDN (the file name gets Dorik's random suffix). */
export const image = (file: string, alt: string, cls = 'rounded-2xl') => {
  const id = did();
  return `<div class="dorik-wrapper dorik-image-${id}-wrapper overflow-hidden"><img src="${CDN}/${file}_${did()}.webp" alt="${esc(alt)}" class="dorik-image-${id} w-full h-auto object-cover ${cls}" loading="lazy" width="1200" height="800"></div>`;
};

/** A line element. */
export const line = () => {
  const id = did();
  return `<div class="dorik-line-${id}-wrapper py-2"><div class="dorik-line dorik-line-${id} border-t border-stone-200 w-full"></div></div>`;
};

/** A custom code element: HTML pasted by the owner, printed as is. */
export const code = (html: string) => {
  const id = did();
  return `<div class="dorik-code dorik-code-${id} w-full">${html}</div>`;
};

/** A card: nested divs with an image on top and the elements below. */
export const card = (img: string, ...els: string[]) => {
  const id = did();
  return `<div class="dorik-card dorik-card-${id} h-full"><div class="dorik-card--inner flex flex-col h-full bg-white rounded-2xl shadow-sm ring-1 ring-stone-200 overflow-hidden"><div class="dorik-card--media aspect-[4/3]">${img}</div><div class="dorik-card--body flex flex-col gap-3 p-6 grow">${els.join('')}</div></div></div>`;
};

export interface Pricing {
  title: string;
  subtitle: string;
  /** 'da' or 'from', printed in its own div above the price. */
  prefix?: string;
  currency: string;
  amount: string;
  period: string;
  features: string[];
  badge?: string;
  cta: [label: string, href: string];
}

/** A pricing block: title, subtitle, the price split into currency, amount and period spans, and features. */
export const pricing = (p: Pricing) => {
  const id = did();
  return `<div class="dorik-pricing dorik-pricing-${id} h-full"><div class="dorik-pricing--inner relative flex flex-col h-full p-8 rounded-3xl bg-white ring-1 ${p.badge ? 'ring-2 ring-[#5c6b3a] shadow-lg' : 'ring-stone-200'}">${
    p.badge
      ? `<div class="dorik-pricing--badge absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 rounded-full bg-[#5c6b3a] text-white text-xs font-bold uppercase">${p.badge}</div>`
      : ''
  }<div class="dorik-pricing--header mb-4"><div class="dorik-pricing--title font-['Lora'] text-2xl font-semibold text-stone-800">${p.title}</div><div class="dorik-pricing--subtitle text-sm text-stone-500">${p.subtitle}</div></div><div class="dorik-pricing--price-wrapper mb-6">${
    p.prefix
      ? `<div class="dorik-pricing--prefix text-xs uppercase tracking-wider text-stone-400">${p.prefix}</div>`
      : ''
  }<div class="dorik-pricing--price flex items-baseline gap-0.5"><span class="dorik-pricing--currency text-xl align-top">${p.currency}</span><span class="dorik-pricing--amount text-5xl font-bold text-stone-800">${p.amount}</span><span class="dorik-pricing--period text-stone-500">${p.period}</span></div></div><div class="dorik-pricing--features grow"><ul class="dorik-pricing--list space-y-2">${p.features
    .map(
      (f) =>
        `<li class="dorik-pricing--item flex items-start gap-2"><span class="text-[#5c6b3a] w-4 h-4 mt-1 flex-none">${svg('check')}</span><span>${f}</span></li>`,
    )
    .join(
      '',
    )}</ul></div><div class="dorik-pricing--footer mt-8"><a href="${p.cta[1]}" class="dorik-btn dorik-pricing--btn block text-center px-6 py-3 rounded-full border-2 border-[#5c6b3a] text-[#5c6b3a] font-semibold">${p.cta[0]}</a></div></div></div>`;
};

/** An accordion saved collapsed: `<details>` without `open`, each answer in a `details-content` div. */
export const accordion = (items: [question: string, answer: string][]) => {
  const id = did();
  return `<div class="dorik-accordion dorik-accordion-${id} divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">${items
    .map(
      ([q, a], i) =>
        `<details class="group px-6 py-4"><summary class="flex justify-between items-center cursor-pointer list-none font-semibold text-stone-800">${q}<span class="transition-transform group-open:rotate-45 text-2xl leading-none text-[#5c6b3a]">+</span></summary><div class="details-content pt-3 text-stone-600" path="accordions/items/${i}/paragraph">${a}</div></details>`,
    )
    .join('')}</div>`;
};

/**
 * A price table pasted into a custom code element (Dorik's rich text has no tables): `rows[0]` is the head,
 * printed in `<thead>` with `<th>`s, unless `head` is false.
 */
export const priceTable = (rows: string[][], head = true) => {
  const [first, ...rest] = rows;
  const cell = (c: string, tag: 'td' | 'th', i: number) =>
    `<${tag} style="padding:10px 14px;border-bottom:1px solid #e7e1d6;${i === 0 ? 'text-align:left' : 'text-align:center'}">${c}</${tag}>`;
  const headHtml =
    head && first
      ? `<thead style="background:#efe9dc"><tr>${first.map((c, i) => cell(c, 'th', i)).join('')}</tr></thead>`
      : '';
  const bodyRows = head ? rest : rows;
  return code(
    `<div class="pl-table-wrap" style="overflow-x:auto"><table class="pl-table" style="width:100%;border-collapse:collapse;font-size:15px;background:#fff">${headHtml}<tbody>${bodyRows
      .map((r) => `<tr>${r.map((c, i) => cell(c, 'td', i)).join('')}</tr>`)
      .join('')}</tbody></table></div>`,
  );
};

/** Dorik's contact form element, as published (the labels, the fields and the hidden messages). */
export const contactForm = (lang: PoggioLang) => {
  const id = did();
  const t =
    lang === 'it'
      ? {
          name: 'Nome e cognome',
          email: 'Email',
          dates: 'Date del soggiorno',
          guests: 'Numero di ospiti',
          msg: 'Messaggio',
          send: 'Invia richiesta',
          ok: 'Grazie! Ti risponderemo al più presto.',
          ko: 'Qualcosa è andato storto. Riprova.',
        }
      : {
          name: 'Full name',
          email: 'Email',
          dates: 'Dates of your stay',
          guests: 'Number of guests',
          msg: 'Message',
          send: 'Send request',
          ok: 'Thank you! We will get back to you soon.',
          ko: 'Something went wrong. Please try again.',
        };
  const field = (name: string, label: string, type = 'text') =>
    `<div class="dorik-contactForm--field flex flex-col gap-1"><label for="${id}-${name}" class="text-sm font-semibold text-stone-700">${label}</label><input id="${id}-${name}" name="${name}" type="${type}" class="px-4 py-3 rounded-xl border border-stone-300 focus:ring-2 focus:ring-[#5c6b3a]"></div>`;
  return `<div class="dorik-contactForm dorik-contactForm-${id}"><form id="${id}" class="dorik-contactForm--form grid gap-4" method="post" action="/api/action/contact" data-form-id="${id}">${field('name', t.name)}${field('email', t.email, 'email')}${field('dates', t.dates)}${field('guests', t.guests, 'number')}<div class="dorik-contactForm--field flex flex-col gap-1"><label for="${id}-message" class="text-sm font-semibold text-stone-700">${t.msg}</label><textarea id="${id}-message" name="message" rows="5" class="px-4 py-3 rounded-xl border border-stone-300"></textarea></div><input type="hidden" name="formId" value="${id}"><button type="submit" class="dorik-btn px-6 py-3 rounded-full bg-[#5c6b3a] text-white font-semibold">${t.send}</button><div class="dorik-contactForm--success hidden" style="display:none">${t.ok}</div><div class="dorik-contactForm--error hidden" style="display:none">${t.ko}</div></form></div>`;
};

/* ── The global symbols: navbar and footer ─────────────────────────────────────────────────────────────── */

const NAV: Record<PoggioLang, [label: string, href: string][]> = {
  it: [
    ['Home', '/'],
    ['Le case', '/le-case'],
    ['Prezzi', '/prezzi'],
    ['Servizi', '/servizi'],
    ['Dintorni', '/dintorni'],
    ['FAQ', '/faq'],
    ['News', '/news'],
    ['Contatti', '/contatti'],
  ],
  en: [
    ['Home', '/en'],
    ['Cottages', '/en/cottages'],
    ['Prices', '/en/prices'],
    ['Services', '/en/services'],
    ['The area', '/en/the-area'],
    ['FAQ', '/en/faq'],
    ['Travel tips', '/en/travel-tips'],
    ['Contact', '/en/contact'],
  ],
};

const LOGO = `${CDN}/logo-poggio-ai-lecci_x7k2m9qa.svg`;

/** The navbar symbol: the same ids on every page, as a Dorik symbol keeps them. */
const navbar = (page: PoggioPage) => {
  const otherLang: PoggioLang = page.lang === 'it' ? 'en' : 'it';
  const otherHref = page.alt ?? (otherLang === 'it' ? '/' : '/en');
  const switcher = `<div class="dorik-code dorik-code-lng4s7wq"><div class="pl-lang flex items-center gap-1 text-sm font-semibold" role="navigation" aria-label="Lingua / Language"><a href="${
    page.lang === 'it' ? page.path : otherHref
  }" hreflang="it" lang="it" class="pl-lang__item px-2 py-1 rounded${page.lang === 'it' ? ' is-active bg-stone-100' : ''}">🇮🇹 IT</a><span class="text-stone-300">|</span><a href="${
    page.lang === 'en' ? page.path : otherHref
  }" hreflang="en" lang="en" class="pl-lang__item px-2 py-1 rounded${page.lang === 'en' ? ' is-active bg-stone-100' : ''}">🇬🇧 EN</a></div></div>`;
  const links = NAV[page.lang]
    .map(([label, href]) => {
      const active =
        page.path === href || (href !== '/' && href !== '/en' && page.path.startsWith(`${href}/`));
      return `<li class="${active ? 'active' : ''}"><a href="${href}" class="dorik-nav--link ${label.toLowerCase().replace(/\s+/g, '-')} px-3 py-2 text-stone-700 hover:text-[#5c6b3a]"><span class="dorik-nav--link-text">${label}</span></a></li>`;
    })
    .join('');
  const cta = page.lang === 'it' ? ['Prenota', '/contatti'] : ['Book now', '/en/contact'];
  return `<section id="dorik-section-hd3n8q2v" class="dorik-section dorik-section-hd3n8q2v dorik-symbol sticky top-0 z-50 w-full bg-white/95 backdrop-blur border-b border-stone-200" data-symbol="header"><div class="container dorik-row-r7c1x0ka-wrapper mx-auto max-w-6xl px-4 sm:px-6"><div class="dorik-row-r7c1x0ka flex items-center"><div class="col-lg-1/1 w-full"><div class="column-inner dorik-column-c4w9j2ls 1/1"><div class="dorik-navbar--wrapper dorik-nav-n5v8k3tz-wrapper"><div class="dorik-navbar dorik-nav-n5v8k3tz flex flex-wrap items-center justify-between py-3"><div class="dorik-navbar--brand"><a href="${page.lang === 'it' ? '/' : '/en'}"><img src="${LOGO}" alt="Poggio ai Lecci" width="170px"></a></div><button class="dorik-navbar--toggle lg:hidden p-2" data-target="#dorikNavbarCollapse-n5v8k3tz" aria-label="Menu">${svg('bars', 'svg-inline--fa fa-bars fa-w-14 fa-fw')}</button><div class="dorik-navbar--collapse collapse hidden lg:flex w-full lg:w-auto" id="dorikNavbarCollapse-n5v8k3tz"><div class="dorik-navbar--navs flex flex-col lg:flex-row lg:items-center gap-2 lg:gap-4"><ul class="dorik-nav--links normalize flex flex-col lg:flex-row">${links}</ul><ul class="dorik-nav--btns normalize"><li><a href="${cta[1]}" class="dorik-nav--btn dorik-nav--btn-b2p6w1ye px-5 py-2 rounded-full bg-[#5c6b3a] text-white"><span class="dorik-nav--btn-text">${cta[0]}</span></a></li></ul>${switcher}</div></div></div></div></div></div></div></div></section>`;
};

const FOOTER_LINKS: Record<PoggioLang, [title: string, links: [string, string][]][]> = {
  it: [
    [
      'Il Poggio',
      [
        ['Le case', '/le-case'],
        ['Prezzi e disponibilità', '/prezzi'],
        ['Servizi', '/servizi'],
        ['Dintorni', '/dintorni'],
        ['News', '/news'],
      ],
    ],
    [
      'Informazioni',
      [
        ['Domande frequenti', '/faq'],
        ['Regolamento della casa', '/regolamento'],
        ['Condizioni di prenotazione', '/condizioni'],
        ['Condizioni 2021 (archivio)', '/condizioni-2021'],
        ['Privacy e cookie', '/privacy'],
        ['Contatti e come arrivare', '/contatti'],
      ],
    ],
  ],
  en: [
    [
      'Poggio ai Lecci',
      [
        ['Cottages', '/en/cottages'],
        ['Prices & availability', '/en/prices'],
        ['Services', '/en/services'],
        ['The area', '/en/the-area'],
        ['Travel tips', '/en/travel-tips'],
      ],
    ],
    [
      'Information',
      [
        ['FAQ', '/en/faq'],
        ['Booking terms', '/en/booking-terms'],
        ['House rules (Italian)', '/regolamento'],
        ['Contact & directions', '/en/contact'],
        ['Privacy (Italian)', '/privacy'],
      ],
    ],
  ],
};

/** The footer symbol: logo and blurb, link columns, contacts, and the codes line. */
const footer = (lang: PoggioLang) => {
  const blurb =
    lang === 'it'
      ? 'Cinque case vacanze con piscina in un casale tra gli olivi e i lecci, a 6 km da Montepulciano. Gestite dalla famiglia Bernardini.'
      : 'Five self-catering cottages with a pool in a farmhouse among olive trees and holm oaks, 6 km from Montepulciano. Run by the Bernardini family.';
  const contactTitle = lang === 'it' ? 'Contatti' : 'Contact';
  const phoneLabel = lang === 'it' ? 'Tel.' : 'Phone';
  const cols = FOOTER_LINKS[lang]
    .map(
      ([title, links]) =>
        `<div class="col-lg-1/4 w-full sm:w-1/2 lg:w-1/4 px-3 mb-8"><div class="column-inner dorik-column-${title === 'Informazioni' || title === 'Information' ? 'f2i8n0rm' : 'f9p3l1qa'} 1/4"><div class="dorik-wrapper dorik-heading-fh${title.length}k2x-wrapper"><h6 class="dorik-heading dorik-heading-fh${title.length}k2x text-sm font-bold uppercase tracking-wider text-white mb-3"><span>${title}</span></h6></div><ul class="dorik-links normalize space-y-2">${links
          .map(
            ([label, href]) =>
              `<li><a href="${href}" class="text-stone-300 hover:text-white">${label}</a></li>`,
          )
          .join('')}</ul></div></div>`,
    )
    .join('');
  const year = lang === 'it' ? 'Tutti i diritti riservati' : 'All rights reserved';
  return `<section id="dorik-section-ft6w2m9c" class="dorik-section dorik-section-ft6w2m9c dorik-symbol w-full bg-[#2f3526] text-stone-300 pt-16 pb-8" data-symbol="footer"><div class="container dorik-row-k8d3s1vb-wrapper mx-auto max-w-6xl px-4 sm:px-6"><div class="dorik-row-k8d3s1vb flex flex-wrap -mx-3"><div class="col-lg-1/4 w-full sm:w-1/2 lg:w-1/4 px-3 mb-8"><div class="column-inner dorik-column-f0l7g4ne 1/4"><div class="dorik-wrapper dorik-image-fl0g0x1a-wrapper"><img src="${CDN}/logo-poggio-ai-lecci-bianco_m2q8v4zd.svg" class="dorik-image-fl0g0x1a w-40 mb-4" alt="Poggio ai Lecci"></div><div class="dorik-text dorik-text-fb1u7r3o text-sm leading-relaxed">${blurb}</div></div></div>${cols}<div class="col-lg-1/4 w-full sm:w-1/2 lg:w-1/4 px-3 mb-8"><div class="column-inner dorik-column-f5c8t2ph 1/4"><div class="dorik-wrapper dorik-heading-fc4t9n2z-wrapper"><h6 class="dorik-heading dorik-heading-fc4t9n2z text-sm font-bold uppercase tracking-wider text-white mb-3"><span>${contactTitle}</span></h6></div><div class="dorik-iconText-fa1d2r3s-wrapper"><div class="dorik-iconText-fa1d2r3s flex gap-2"><span class="w-4 flex-none">${svg('map-marker')}</span><span class="icon_text">Poggio ai Lecci<br>${PL_STREET}<br>${PL_TOWN}</span></div></div><div class="dorik-iconText-fp7h3o2e-wrapper"><div class="dorik-iconText-fp7h3o2e flex gap-2"><span class="w-4 flex-none">${svg('phone')}</span><span class="icon_text">${phoneLabel} <a href="${PL_PHONE_HREF}">+39 ${PL_PHONE}</a></span></div></div><div class="dorik-iconText-fw5q8a1c-wrapper"><div class="dorik-iconText-fw5q8a1c flex gap-2"><span class="w-4 flex-none">${svg('phone')}</span><span class="icon_text">WhatsApp <a href="${PL_WHATSAPP_HREF}" target="_blank" rel="noopener">+39 ${PL_WHATSAPP}</a></span></div></div><div class="dorik-iconText-fe2m6l9x-wrapper"><div class="dorik-iconText-fe2m6l9x flex gap-2"><span class="w-4 flex-none">${svg('envelope')}</span><span class="icon_text"><a href="mailto:${PL_EMAIL}">${PL_EMAIL}</a></span></div></div><ul class="dorik-socialIcon-fs3k9d0w dorik-socialIcon-fs3k9d0w-wrapper flex gap-3 mt-4"><li><a href="${PL_INSTAGRAM}" target="_blank" rel="noopener" aria-label="Instagram"><svg width="24" height="24" viewBox="0 0 128 128" fill="#d6d3d1" xmlns="http://www.w3.org/2000/svg"><rect x="8" y="8" width="112" height="112" rx="28" fill="none" stroke="#d6d3d1" stroke-width="12"/><circle cx="64" cy="64" r="24" fill="none" stroke="#d6d3d1" stroke-width="12"/></svg></a></li><li><a href="${PL_FACEBOOK}" target="_blank" rel="noopener" aria-label="Facebook"><svg width="24" height="24" viewBox="0 0 128 128" fill="#d6d3d1" xmlns="http://www.w3.org/2000/svg"><path d="M72 128V72h18l3-22H72V36c0-6 2-10 11-10h11V6c-2 0-9-1-17-1-17 0-28 10-28 29v16H31v22h18v56z"/></svg></a></li></ul></div></div></div></div><div class="container dorik-row-k2z6e8wn-wrapper mx-auto max-w-6xl px-4 sm:px-6"><div class="dorik-row-k2z6e8wn flex flex-wrap -mx-3 border-t border-white/10 pt-6"><div class="col-lg-1/1 w-full px-3"><div class="column-inner dorik-column-f3b0q7yu 1/1"><div class="dorik-text dorik-text-fq9r2c7k text-xs leading-relaxed text-stone-400"><p>© 2026 ${PL_NAME} · ${PL_COMPANY} · P.IVA ${PL_VAT} · CIN ${PL_CIN} · CIR ${PL_CIR} · ${year}</p></div></div></div></div></div></section>`;
};

/* ── The rest of the body ──────────────────────────────────────────────────────────────────────────────── */

const cookieBar = (lang: PoggioLang) => {
  const t =
    lang === 'it'
      ? [
          'Usiamo cookie tecnici e, con il tuo consenso, cookie statistici per capire come viene usato il sito.',
          'Privacy',
          'Rifiuta',
          'Accetta',
        ]
      : [
          'We use technical cookies and, with your consent, statistics cookies to understand how the site is used.',
          'Privacy',
          'Decline',
          'Accept',
        ];
  return `<div class="dorik-cookie-consent fixed bottom-4 left-4 right-4 md:right-auto md:max-w-md z-[60] p-5 rounded-2xl bg-white shadow-xl ring-1 ring-stone-200" id="dorik-cookie-consent" role="dialog" aria-live="polite" style="display:none"><p class="text-sm text-stone-600 mb-3">${t[0]} <a href="/privacy" class="underline">${t[1]}</a></p><div class="flex gap-2 justify-end"><button class="dorik-cookie-consent--decline px-4 py-2 rounded-full text-sm border border-stone-300">${t[2]}</button><button class="dorik-cookie-consent--accept px-4 py-2 rounded-full text-sm bg-[#5c6b3a] text-white">${t[3]}</button></div></div>`;
};

const badge = () =>
  `<a href="https://dorik.com?utm_source=poggio-lecci.test&amp;utm_medium=badge" class="dorik-badge fixed bottom-4 right-24 z-40 flex items-center gap-1 px-3 py-1.5 rounded-lg bg-white text-xs font-semibold text-stone-700 shadow ring-1 ring-stone-200" target="_blank" rel="noopener"><img src="https://cdn.dorik.com/common/dorik-logo-icon.svg" width="14" height="14" alt=""> Made with Dorik</a>`;

const whatsappButton = () =>
  `<div class="dorik-code dorik-code-wa9t2k4p"><a href="${PL_WHATSAPP_HREF}" class="pl-wa-float" style="position:fixed;right:20px;bottom:20px;z-index:55;width:56px;height:56px;border-radius:50%;background:#25d366;display:flex;align-items:center;justify-content:center;box-shadow:0 4px 12px rgba(0,0,0,.2)" target="_blank" rel="noopener" aria-label="WhatsApp"><svg width="28" height="28" viewBox="0 0 32 32" fill="#fff"><path d="M16 3C9 3 3.3 8.7 3.3 15.7c0 2.2.6 4.4 1.7 6.3L3 29l7.2-1.9c1.8 1 3.9 1.5 5.9 1.5 7 0 12.7-5.7 12.7-12.7S23 3 16 3z"/></svg></a></div>`;

const NAV_SCRIPT = `(function(){var nav=$(".dorik-nav-n5v8k3tz");$(nav).on("click",".dorik-navbar--toggle",function(){$("#dorikNavbarCollapse-n5v8k3tz").toggleClass("collapse hidden")});$(nav).on("click","a",function(e){var a=e.target.closest("a");if(a&&a.hash&&a.pathname===location.pathname){e.preventDefault();$("html,body").animate({scrollTop:$(a.hash).offset().top-80},400)}});if(!localStorage.getItem("dorik-cookie-consent")){$("#dorik-cookie-consent").show()}$("#dorik-cookie-consent button").on("click",function(){localStorage.setItem("dorik-cookie-consent",$(this).hasClass("dorik-cookie-consent--accept")?"accepted":"declined");$("#dorik-cookie-consent").hide()})})();`;

/** The generated rules of the elements on the page, as Dorik prints them in a per-page `<style>`. */
const pageStyle = (html: string) => {
  const ids = new Set<string>();
  for (const m of html.matchAll(/dorik-(section|heading|text|button|row|column)-([a-z0-9]{8})\b/g))
    ids.add(`${m[1]}-${m[2]}`);
  return [...ids]
    .slice(0, 120)
    .map((x) =>
      x.startsWith('section')
        ? `.dorik-${x}{padding-top:72px;padding-bottom:72px}`
        : x.startsWith('heading')
          ? `.dorik-${x}{margin-bottom:8px}`
          : x.startsWith('text')
            ? `.dorik-${x}{margin-bottom:12px}`
            : x.startsWith('button')
              ? `.dorik-${x}{margin-top:8px}`
              : `.dorik-${x}{position:relative}`,
    )
    .join('');
};

const slugOf = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\//g, '-'));

/** Lays out a page as Dorik publishes it. */
export function poggioLayout(page: PoggioPage): SitePage {
  const url = `${PL_SITE}${page.path === '/' ? '/' : page.path}`;
  const docTitle = page.path === '/' || page.path === '/en' ? page.title : `${page.title} | ${PL_NAME}`;
  const alternates = page.alt
    ? (() => {
        const it = page.lang === 'it' ? page.path : page.alt;
        const en = page.lang === 'en' ? page.path : page.alt;
        return `<link rel="alternate" hreflang="it" href="${PL_SITE}${it}"><link rel="alternate" hreflang="en" href="${PL_SITE}${en}"><link rel="alternate" hreflang="x-default" href="${PL_SITE}${it}">`;
      })()
    : '';
  const sections = `${navbar(page)}${page.body}${footer(page.lang)}`;
  const html = `<!DOCTYPE html><html lang="${page.lang}"><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(docTitle)}</title><meta name="description" content="${esc(page.description)}"><link rel="canonical" href="${url}">${alternates}<meta property="og:type" content="website"><meta property="og:title" content="${esc(docTitle)}"><meta property="og:description" content="${esc(page.description)}"><meta property="og:url" content="${url}"><meta property="og:image" content="${CDN}/og-poggio-ai-lecci-piscina_v3n8d2kq.jpg"><meta property="og:locale" content="${page.lang === 'it' ? 'it_IT' : 'en_GB'}"><meta name="twitter:card" content="summary_large_image"><link rel="icon" type="image/png" href="${CDN}/favicon-poggio_k2w7r0pd.png"><link rel="preconnect" href="https://fonts.cmsfly.com"><link rel="preload" href="https://fonts.cmsfly.com/css?family=Lora:400,500,600|Nunito+Sans:400,600,700&amp;display=swap" as="style"><link rel="stylesheet" href="https://fonts.cmsfly.com/css?family=Lora:400,500,600|Nunito+Sans:400,600,700&amp;display=swap"><link rel="stylesheet" href="https://cdn.dorik.com/${SITE_ID}/${PROJECT_ID}/style.min.css?v=1731428461"><style id="dorik-global-style">:root{--color-1:#5c6b3a;--color-2:#2f3526;--color-3:#c9a96e;--color-4:#faf7f2;--font-1:'Lora',serif;--font-2:'Nunito Sans',sans-serif}body{font-family:var(--font-2);background:var(--color-4)}.dorik-navbar--collapse.collapse{display:none}@media (min-width:1024px){.dorik-navbar--collapse.collapse{display:flex}}details>summary::-webkit-details-marker{display:none}</style><style id="dorik-page-style">${pageStyle(page.body)}</style></head><body class="dorik-body antialiased text-stone-700 page-${slugOf(page.path)}"><div id="dorik-root" class="dorik-page overflow-x-hidden">${sections}</div>${cookieBar(page.lang)}${whatsappButton()}${badge()}<script src="https://cdn.dorik.com/common/jquery-3.5.1.min.js"></script><script type="text/javascript">${NAV_SCRIPT}</script><script src="https://cdn.dorik.com/common/dorik-site.min.js?v=2.14.3" defer></script></body></html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** Dorik's 404 page: the site's header and footer around the message. */
export const poggioNotFound: PoggioPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  body: section(
    'py-24 bg-[#faf7f2] text-center',
    full(
      heading(1, 'Pagina non trovata'),
      text(
        '<p>La pagina che cerchi non esiste o è stata spostata. Torna alla <a href="/">home</a>.</p><p>This page does not exist. <a href="/en">English home</a></p>',
      ),
    ),
  ),
};
