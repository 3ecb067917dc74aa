import type { SitePage } from './site-server.ts';

/** A page of the Accademia as WordPress and Bricks render it, before the header and footer templates. */
export interface AmbPage {
  path: string;
  lang: 'it' | 'en';
  /** The Yoast title (the part before " - Accademia di Musica Bergamo"). */
  title: string;
  description: string;
  /** The WordPress post id (body class, shortlink, REST link). */
  id: number;
  kind?: 'page' | 'post' | 'blog';
  /** The Polylang translation, when there is one: hreflang links and the switcher. */
  alternate?: string;
  /** ISO date of the last edit (Yoast's `article:modified_time`). */
  modified: string;
  /** The Bricks sections inside `#brx-content`, in the order the editor stacked them. */
  sections: string[];
  unlisted?: boolean;
}

export const AMB_SITE = 'https://accademia-musica-bergamo.test';
export const AMB_NAME = 'Accademia di Musica Bergamo';
export const AMB_COMPANY = 'Accademia di Musica Bergamo S.r.l.';
export const AMB_VAT = '04392810163';
export const AMB_REA = 'BG-452871';
export const AMB_STREET = 'Via Gabriele Camozzi 48';
export const AMB_TOWN = '24121 Bergamo';
export const AMB_ALTA_NAME = 'Sala di Città Alta';
export const AMB_ALTA_STREET = 'Via Gombito 17';
export const AMB_ALTA_TOWN = '24129 Bergamo';
export const AMB_PHONE = '035 241 7783';
export const AMB_PHONE_HREF = 'tel:+390352417783';
export const AMB_WHATSAPP = '347 118 2290';
export const AMB_WHATSAPP_HREF = 'https://wa.me/393471182290';
export const AMB_EMAIL = 'info@accademia-musica-bergamo.test';

const UPLOADS = `${AMB_SITE}/wp-content/uploads`;
const THEME = `${AMB_SITE}/wp-content/themes/bricks`;
const BRICKS_VER = '1.11.1.1';

// Bricks gives every element a random six-letter id (`brxe-kdnvbe`); a seeded sequence here, so a page is the
// same on every run.
let seed = 0x6d75_7369;
/** Runs `build` with its own seed, so a template (the header, the footer) keeps its ids on every page. */
const withSeed = <T>(fixed: number, build: () => T): T => {
  const saved = seed;
  seed = fixed;
  const out = build();
  seed = saved;
  return out;
};
const bid = () => {
  let out = '';
  for (let i = 0; i < 6; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    out += 'abcdefghijklmnopqrstuvwxyz'[Math.abs(seed) % 26];
  }
  return out;
};

/* ── Bricks elements ────────────────────────────────────────────────────────────────────────────────── */

/** A Section element: the `brxe-section` and the Container Bricks puts inside it. */
export const section = (children: string[], cls = '') =>
  `<section id="brxe-${bid()}" class="brxe-section${cls ? ` ${cls}` : ''}"><div id="brxe-${bid()}" class="brxe-container">${children.join('')}</div></section>`;

/** A Container element (a row inside a section). */
export const container = (children: string[], cls = '') =>
  `<div id="brxe-${bid()}" class="brxe-container${cls ? ` ${cls}` : ''}">${children.join('')}</div>`;

/** A Block element (a div the editor nests freely: cards, columns). */
export const blk = (children: string[], cls = '') =>
  `<div id="brxe-${bid()}" class="brxe-block${cls ? ` ${cls}` : ''}">${children.join('')}</div>`;

/** A Heading element. */
export const heading = (html: string, level: 1 | 2 | 3 | 4 = 2, cls = '') =>
  `<h${level} id="brxe-${bid()}" class="brxe-heading${cls ? ` ${cls}` : ''}">${html}</h${level}>`;

/** A Basic Text element: one line of text in a `<div>` (or a `<p>`). */
export const basic = (html: string, tag: 'div' | 'p' = 'div', cls = '') =>
  `<${tag} id="brxe-${bid()}" class="brxe-text-basic${cls ? ` ${cls}` : ''}">${html}</${tag}>`;

/** A Rich Text element: what TinyMCE saves (paragraphs, lists, a pasted table). */
export const rich = (html: string) => `<div id="brxe-${bid()}" class="brxe-text">${html}</div>`;

/** Paragraphs for a Rich Text element. */
export const ps = (...html: string[]) => html.map((x) => `<p>${x}</p>`).join('');
export const ul = (...items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;

/** A link inside text. */
export const a = (label: string, href: string) =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''}>${label}</a>`;

/** A Button element. */
export const button = (label: string, href: string, style: 'primary' | 'secondary' | 'light' = 'primary') =>
  `<a id="brxe-${bid()}" class="brxe-button bricks-button bricks-background-${style}${style === 'light' ? ' outline' : ''}" href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''}>${label}</a>`;

/** An Image element with the WordPress srcset of the upload's sizes. */
export const img = (file: string, alt: string, w = 1024, h = 683) => {
  const base = `${UPLOADS}/${file}`;
  const sized = (sw: number, sh: number) => base.replace(/\.(jpg|png|webp)$/, `-${sw}x${sh}.$1`);
  return `<img width="${w}" height="${h}" src="${sized(w, h)}" class="brxe-image css-filter size-large" alt="${alt}" id="brxe-${bid()}" decoding="async" loading="lazy" srcset="${sized(w, h)} ${w}w, ${sized(300, Math.round((300 * h) / w))} 300w, ${sized(768, Math.round((768 * h) / w))} 768w" sizes="(max-width: ${w}px) 100vw, ${w}px" />`;
};

/** An Icon Box element: a Font Awesome icon, a heading and a short text. */
export const iconBox = (icon: string, title: string, html: string) =>
  `<div id="brxe-${bid()}" class="brxe-icon-box"><div class="icon"><i class="fas fa-${icon}"></i></div><div class="content"><h4>${title}</h4><p>${html}</p></div></div>`;

/** A Counter element: it prints its starting number and counts up in JavaScript. */
export const counter = (to: number, suffix: string, label: string) =>
  blk(
    [
      `<div id="brxe-${bid()}" data-script-id="${bid()}" class="brxe-counter" data-bricks-counter-options="{&quot;countFrom&quot;:&quot;0&quot;,&quot;countTo&quot;:&quot;${to}&quot;,&quot;duration&quot;:1200}"><span class="count">0</span><span class="suffix">${suffix}</span></div>`,
      basic(label),
    ],
    'counter-box',
  );

/** A List element: title, dotted separator and meta on one line. */
export const list = (items: [title: string, meta: string][]) =>
  `<ul id="brxe-${bid()}" class="brxe-list">${items.map(([t, m]) => `<li class="repeater-item"><div class="content"><span class="title">${t}</span><span class="separator"></span><span class="meta">${m}</span></div></li>`).join('')}</ul>`;

/** An Alert element. */
export const alert = (html: string, type: 'info' | 'success' | 'warning' = 'info') =>
  `<div id="brxe-${bid()}" class="brxe-alert ${type}">${html}</div>`;

/** A Divider element. */
export const divider = () =>
  `<div id="brxe-${bid()}" class="brxe-divider horizontal"><div class="line"></div></div>`;

/** An Accordion element: every item saved closed, the content only shown by the script on click. */
export const accordion = (items: [title: string, html: string][]) => {
  const id = bid();
  return `<ul id="brxe-${id}" data-script-id="${id}" class="brxe-accordion">${items
    .map(
      ([t, html]) =>
        `<li class="accordion-item"><div class="accordion-title-wrapper" role="button" aria-expanded="false" tabindex="0"><h4 class="accordion-title">${t}</h4><i class="ion-ios-arrow-forward icon"></i></div><div class="accordion-content-wrapper">${html}</div></li>`,
    )
    .join('')}</ul>`;
};

/** A Tabs element: the titles in `.tab-menu`, the panes in `.tab-content`, only the first one open. */
export const tabs = (items: [title: string, html: string][]) => {
  const id = bid();
  return `<div id="brxe-${id}" data-script-id="${id}" class="brxe-tabs"><ul class="tab-menu">${items
    .map(([t], i) => `<li class="tab-title${i === 0 ? ' brx-open' : ''}"><span>${t}</span></li>`)
    .join('')}</ul><ul class="tab-content">${items
    .map(([, html], i) => `<li class="tab-pane${i === 0 ? ' brx-open' : ''}">${html}</li>`)
    .join('')}</ul></div>`;
};

export interface PricingTable {
  title: string;
  subtitle: string;
  amount: string;
  suffix: string;
  features: string[];
  button: [string, string];
  featured?: string;
}

/** A Pricing Tables element: currency, amount and period each in a span of their own. */
export const pricingTables = (tables: PricingTable[], currency = '€') =>
  `<div id="brxe-${bid()}" class="brxe-pricing-tables"><div class="pricing-tables">${tables
    .map(
      (t) =>
        `<div class="pricing-table${t.featured ? ' featured' : ''}">${t.featured ? `<div class="pricing-table-ribbon"><span>${t.featured}</span></div>` : ''}<div class="pricing-table-header"><h3 class="pricing-table-title">${t.title}</h3><div class="pricing-table-subtitle">${t.subtitle}</div></div><div class="pricing-table-pricing"><div class="pricing-table-price-wrapper"><span class="pricing-table-price"><span class="currency">${currency}</span><span class="amount">${t.amount}</span></span><span class="pricing-table-price-suffix">${t.suffix}</span></div></div><ul class="pricing-table-features">${t.features.map((f) => `<li>${f}</li>`).join('')}</ul><div class="pricing-table-footer"><a class="bricks-button bricks-background-primary" href="${t.button[1]}">${t.button[0]}</a></div></div>`,
    )
    .join('')}</div></div>`;

/** A table as the owner pasted it into a Rich Text element from a spreadsheet. */
export const table = (head: string[], rows: string[][]) =>
  `<table style="width: 100%; border-collapse: collapse;" border="1"><tbody><tr>${head.map((h) => `<td><strong>${h}</strong></td>`).join('')}</tr>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

export interface FormField {
  label: string;
  type?: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox';
  options?: string[];
  required?: boolean;
}

/** A Form element: Bricks' own form, sent by AJAX, with its success message hidden. */
export const form = (fields: FormField[], submit: string) => {
  const id = bid();
  const field = (f: FormField) => {
    const fid = bid();
    const req = f.required ? ' required' : '';
    const name = `form-field-${fid}`;
    const control =
      f.type === 'textarea'
        ? `<textarea id="${name}" name="${name}"${req}></textarea>`
        : f.type === 'select'
          ? `<select id="${name}" name="${name}"${req}>${(f.options ?? []).map((o) => `<option value="${o}">${o}</option>`).join('')}</select>`
          : f.type === 'checkbox'
            ? `<ul class="options-wrapper"><li><input type="checkbox" id="${name}-0" name="${name}[]" value="1"${req}><label for="${name}-0">${f.label}</label></li></ul>`
            : `<input id="${name}" name="${name}" type="${f.type ?? 'text'}"${req}>`;
    return f.type === 'checkbox'
      ? `<div class="form-group" role="group">${control}</div>`
      : `<div class="form-group" role="group"><label for="${name}">${f.label}${f.required ? ' *' : ''}</label>${control}</div>`;
  };
  return `<form id="brxe-${id}" data-script-id="${id}" class="brxe-form" method="post" data-element-id="${id}">${fields.map(field).join('')}<div class="form-group submit-button-wrapper"><button type="submit" class="bricks-button bricks-background-primary"><span class="text">${submit}</span><span class="loading"><svg version="1.1" viewBox="0 0 24 24"><g stroke-linecap="round" stroke-width="1" stroke="currentColor" fill="none" stroke-linejoin="round"><path d="M0.927,10.199l2.787,4.151l3.205,-3.838"></path></g></svg></span></button></div></form>`;
};

/** A Map element (Google Maps embed): the place only in the iframe's address. */
export const map = (query: string) =>
  `<div id="brxe-${bid()}" class="brxe-map"><iframe width="100%" height="100%" loading="lazy" src="https://maps.google.com/maps?q=${encodeURIComponent(query)}&amp;t=m&amp;z=16&amp;output=embed&amp;iwloc=near" allowfullscreen title="${query}"></iframe></div>`;

/* ── Header, footer, cookie banner ──────────────────────────────────────────────────────────────────── */

type MenuItem = [label: string, href: string, children?: [string, string][]];

const itMenu: MenuItem[] = [
  ['Home', '/'],
  [
    'La scuola',
    '/chi-siamo/',
    [
      ['Chi siamo', '/chi-siamo/'],
      ['Insegnanti', '/insegnanti/'],
      ['Saggi e concerti', '/saggi-e-concerti/'],
    ],
  ],
  [
    'Corsi',
    '/corsi/',
    [
      ['Strumento e canto', '/corsi/'],
      ['Propedeutica musicale', '/corsi/propedeutica-musicale/'],
      ['Musica d’insieme', '/corsi/musica-d-insieme/'],
      ['Esami ABRSM e Conservatorio', '/esami/'],
    ],
  ],
  ['Prezzi', '/prezzi/'],
  ['Orari', '/orari/'],
  [
    'Info',
    '/faq/',
    [
      ['Lezione di prova', '/lezione-di-prova/'],
      ['Noleggio strumenti', '/noleggio-strumenti/'],
      ['Domande frequenti', '/faq/'],
    ],
  ],
  ['Blog', '/blog/'],
  ['Contatti', '/contatti/'],
];

const enMenu: MenuItem[] = [
  ['Home', '/en/'],
  ['Courses', '/en/courses/'],
  ['Fees', '/en/fees/'],
  ['Contact', '/en/contact/'],
];

let menuItemId = 0;
const chevron = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 12" fill="none" class="menu-item-icon"><path d="M1.50002 4L6.00002 8L10.5 4" stroke-width="1.5" stroke="currentcolor"></path></svg>`;
const withSlash = (path: string) => (path === '/' ? '/' : `${path}/`);

const langItems = (page: AmbPage) => {
  const other = page.lang === 'it' ? 'en' : 'it';
  const href = page.alternate ? withSlash(page.alternate) : other === 'en' ? '/en/' : '/';
  const flag = (code: string) =>
    `<img src="${AMB_SITE}/wp-content/plugins/polylang/flags/${code}.png" alt="" width="16" height="11" style="width: 16px; height: 11px;" />`;
  const item = (code: 'it' | 'en', current: boolean, url: string) =>
    `<li class="lang-item lang-item-${code === 'it' ? 2 : 5} lang-item-${code}${current ? ' current-lang' : ''}${!current && !page.alternate ? ' no-translation' : ''}${code === 'it' ? ' lang-item-first' : ''} menu-item menu-item-type-custom menu-item-object-custom menu-item-${code === 'it' ? 311 : 312}-${code} bricks-menu-item"><a href="${url}" hreflang="${code === 'it' ? 'it-IT' : 'en-GB'}" lang="${code === 'it' ? 'it-IT' : 'en-GB'}">${flag(code === 'it' ? 'it' : 'gb')}<span style="margin-left:0.3em;">${code === 'it' ? 'Italiano' : 'English'}</span></a></li>`;
  return page.lang === 'it'
    ? item('it', true, withSlash(page.path)) + item('en', false, href)
    : item('it', false, href) + item('en', true, withSlash(page.path));
};

const menuItems = (menu: MenuItem[], page: AmbPage) => {
  menuItemId = page.lang === 'it' ? 208 : 296;
  return menu
    .map(([label, href, children]) => {
      const id = ++menuItemId;
      const current = href === withSlash(page.path) || children?.some(([, h]) => h === withSlash(page.path));
      const cls = `menu-item menu-item-type-post_type menu-item-object-page${children ? ' menu-item-has-children' : ''}${current ? (children ? ' current-menu-ancestor current-menu-parent' : ' current-menu-item current_page_item') : ''} menu-item-${id} bricks-menu-item`;
      const aria = current && !children ? ' aria-current="page"' : '';
      if (!children)
        return `<li id="menu-item-${id}" class="${cls}"><a href="${href}"${aria}>${label}</a></li>`;
      const sub = children
        .map(([l, h]) => {
          const sid = ++menuItemId;
          const cur = h === withSlash(page.path);
          return `<li id="menu-item-${sid}" class="menu-item menu-item-type-post_type menu-item-object-page${cur ? ' current-menu-item current_page_item' : ''} menu-item-${sid} bricks-menu-item"><a href="${h}"${cur ? ' aria-current="page"' : ''}>${l}</a></li>`;
        })
        .join('');
      return `<li id="menu-item-${id}" class="${cls}"><div class="brx-submenu-toggle icon-right"><a href="${href}">${label}</a><button aria-expanded="false" aria-label="${label} ${page.lang === 'it' ? 'Sottomenu' : 'Sub menu'}">${chevron}</button></div><ul class="sub-menu">${sub}</ul></li>`;
    })
    .join('');
};

const header = (page: AmbPage) =>
  withSeed(page.lang === 'it' ? 0x4d1a_2b3c : 0x2e9f_7a10, () => headerHtml(page));

const headerHtml = (page: AmbPage) => {
  const it = page.lang === 'it';
  const menu = it ? itMenu : enMenu;
  const menuSlug = it ? 'menu-principale' : 'main-menu-en';
  const home = it ? '/' : '/en/';
  const navId = bid();
  return `<header id="brx-header" class="brx-sticky"><section id="brxe-${bid()}" class="brxe-section topbar"><div id="brxe-${bid()}" class="brxe-container">${basic(
    it
      ? `Segreteria ${a(AMB_PHONE, AMB_PHONE_HREF)} · WhatsApp ${a(AMB_WHATSAPP, AMB_WHATSAPP_HREF)}`
      : `Office ${a(AMB_PHONE, AMB_PHONE_HREF)} · WhatsApp ${a(AMB_WHATSAPP, AMB_WHATSAPP_HREF)}`,
  )}<div id="brxe-${bid()}" class="brxe-social-icons"><a href="https://www.facebook.com/accademiamusicabergamo" target="_blank" rel="noopener" aria-label="Facebook"><i class="fab fa-facebook-f"></i></a><a href="https://www.instagram.com/accademia.musica.bg" target="_blank" rel="noopener" aria-label="Instagram"><i class="fab fa-instagram"></i></a><a href="https://www.youtube.com/@accademiamusicabergamo" target="_blank" rel="noopener" aria-label="YouTube"><i class="fab fa-youtube"></i></a></div></div></section><section id="brxe-${bid()}" class="brxe-section header-main"><div id="brxe-${bid()}" class="brxe-container"><a id="brxe-${bid()}" class="brxe-logo" href="${home}"><img width="220" height="64" src="${UPLOADS}/2023/02/logo-accademia-musica-bergamo.svg" class="bricks-site-logo css-filter" alt="${AMB_NAME}" decoding="async" /></a><div id="brxe-${navId}" data-script-id="${navId}" class="brxe-nav-menu"><nav class="bricks-nav-menu-wrapper tablet_portrait"><ul id="${`menu-${menuSlug}`}" class="bricks-nav-menu">${menuItems(menu, page)}${langItems(page)}</ul></nav><button class="bricks-mobile-menu-toggle" aria-haspopup="true" aria-label="${it ? 'Apri menu mobile' : 'Open mobile menu'}" aria-expanded="false"><span class="bar-top"></span><span class="bar-center"></span><span class="bar-bottom"></span></button><nav class="bricks-mobile-menu-wrapper left"><ul id="${`menu-${menuSlug}-1`}" class="bricks-mobile-menu">${menuItems(menu, page)}${langItems(page)}</ul></nav><div class="bricks-mobile-menu-overlay"></div></div>${
    it
      ? button('Prenota una lezione di prova', '/lezione-di-prova/')
      : button('Book a free trial lesson', '/en/courses/#trial-lesson')
  }</div></section></header>`;
};

const footer = (lang: 'it' | 'en') =>
  withSeed(lang === 'it' ? 0x7c3e_55a1 : 0x1b6d_0f42, () => footerHtml(lang));

const footerHtml = (lang: 'it' | 'en') => {
  const it = lang === 'it';
  const col = (children: string[]) => blk(children, 'footer-col');
  return `<footer id="brx-footer"><section id="brxe-${bid()}" class="brxe-section footer-main"><div id="brxe-${bid()}" class="brxe-container">${col(
    [
      `<a id="brxe-${bid()}" class="brxe-logo" href="${it ? '/' : '/en/'}"><img width="180" height="52" src="${UPLOADS}/2023/02/logo-accademia-musica-bergamo-bianco.svg" class="bricks-site-logo css-filter" alt="${AMB_NAME}" decoding="async" loading="lazy" /></a>`,
      basic(
        it
          ? 'Scuola di musica per bambini, ragazzi e adulti a Bergamo, dal 2004.'
          : 'A music school for children, teenagers and adults in Bergamo, since 2004.',
        'p',
      ),
    ],
  )}${col([
    heading(it ? 'Sede' : 'Main school', 4),
    rich(
      ps(
        `${AMB_STREET}<br>${AMB_TOWN}`,
        `${it ? 'Tel.' : 'Phone'} ${a(AMB_PHONE, AMB_PHONE_HREF)}<br>WhatsApp ${a(AMB_WHATSAPP, AMB_WHATSAPP_HREF)}`,
        a(AMB_EMAIL, `mailto:${AMB_EMAIL}`),
      ),
    ),
  ])}${col([
    heading(AMB_ALTA_NAME, 4),
    rich(ps(`${AMB_ALTA_STREET}<br>${AMB_ALTA_TOWN}`)),
    heading(it ? 'Segreteria' : 'Office hours', 4),
    rich(
      it
        ? ps('lun–ven 15:00–19:30', 'sab 9:30–12:30')
        : ps('Mon–Fri 3pm–7.30pm', 'Sat 9.30am–12.30pm', '(at Via Camozzi 48)'),
    ),
  ])}</div></section><section id="brxe-${bid()}" class="brxe-section footer-bottom"><div id="brxe-${bid()}" class="brxe-container">${basic(
    `© 2026 ${AMB_COMPANY} · ${it ? 'P.IVA' : 'VAT no.'} ${AMB_VAT} · REA ${AMB_REA}`,
  )}${basic(
    it
      ? `${a('Privacy policy', '/privacy-policy/')} · ${a('Cookie policy', '/cookie-policy/')} · ${a('Termini e condizioni', '/termini-e-condizioni/')}`
      : `${a('Privacy policy', '/privacy-policy/')} · ${a('Cookie policy', '/cookie-policy/')}`,
  )}</div></section></footer>`;
};

/** The GDPR Cookie Compliance (Moove) info bar and its settings modal, both hidden until the script runs. */
const cookieBanner = (lang: 'it' | 'en') => {
  const it = lang === 'it';
  return `<aside id="moove_gdpr_cookie_info_bar" class="moove-gdpr-info-bar-hidden moove-gdpr-align-center moove-gdpr-dark-scheme gdpr_infobar_postion_bottom" aria-label="${it ? 'Banner dei cookie GDPR' : 'GDPR Cookie Banner'}" style="display: none;"><div class="moove-gdpr-info-bar-container"><div class="moove-gdpr-info-bar-content"><div class="moove-gdpr-cookie-notice"><p>${it ? 'Utilizziamo i cookie per offrirti la migliore esperienza sul nostro sito web.' : 'We are using cookies to give you the best experience on our website.'}</p><p>${it ? 'Puoi scoprire di più su quali cookie stiamo utilizzando o disattivarli nelle' : 'You can find out more about which cookies we are using or switch them off in'} <button data-href="#moove_gdpr_cookie_modal" class="change-settings-button">${it ? 'impostazioni' : 'settings'}</button>.</p></div><div class="moove-gdpr-button-holder"><button class="mgbutton moove-gdpr-infobar-allow-all gdpr-fbo-0" aria-label="${it ? 'Accetta' : 'Accept'}">${it ? 'Accetta' : 'Accept'}</button><button class="mgbutton moove-gdpr-infobar-reject-btn gdpr-fbo-1" aria-label="${it ? 'Rifiuta' : 'Reject'}">${it ? 'Rifiuta' : 'Reject'}</button></div></div></div></aside><div id="moove_gdpr_cookie_modal" class="gdpr_lightbox-hide" role="complementary" aria-label="${it ? 'Schermata impostazioni GDPR' : 'GDPR Settings Screen'}"><div class="moove-gdpr-modal-content moove-clearfix logo-position-left moove_gdpr_modal_theme_v1"><button class="moove-gdpr-modal-close" aria-label="${it ? 'Chiudi le impostazioni cookie GDPR' : 'Close GDPR Cookie Settings'}"><span class="gdpr-sr-only">${it ? 'Chiudi le impostazioni cookie GDPR' : 'Close GDPR Cookie Settings'}</span><span class="gdpr-icon moovegdpr-arrow-close"></span></button><div class="moove-gdpr-modal-left-content"><ul id="moove-gdpr-menu"><li class="menu-item-on menu-item-privacy_overview menu-item-selected"><button data-href="#privacy_overview" class="moove-gdpr-tab-nav" aria-label="${it ? 'Panoramica privacy' : 'Privacy Overview'}"><span class="gdpr-nav-tab-title">${it ? 'Panoramica privacy' : 'Privacy Overview'}</span></button></li><li class="menu-item-strict-necessary-cookies menu-item-off"><button data-href="#strict-necessary-cookies" class="moove-gdpr-tab-nav" aria-label="${it ? 'Cookie strettamente necessari' : 'Strictly Necessary Cookies'}"><span class="gdpr-nav-tab-title">${it ? 'Cookie strettamente necessari' : 'Strictly Necessary Cookies'}</span></button></li><li class="menu-item-off menu-item-third_party_cookies"><button data-href="#third_party_cookies" class="moove-gdpr-tab-nav" aria-label="${it ? 'Cookie di terze parti' : '3rd Party Cookies'}"><span class="gdpr-nav-tab-title">${it ? 'Cookie di terze parti' : '3rd Party Cookies'}</span></button></li></ul></div><div class="moove-gdpr-modal-right-content"><div class="main-modal-content"><div class="moove-gdpr-tab-content"><div id="privacy_overview" class="moove-gdpr-tab-main"><span class="tab-title">${it ? 'Panoramica privacy' : 'Privacy Overview'}</span><div class="moove-gdpr-tab-main-content"><p>${it ? 'Questo sito utilizza i cookie per fornirti la migliore esperienza utente possibile. Le informazioni sui cookie sono memorizzate nel tuo browser e svolgono funzioni come riconoscerti quando ritorni sul nostro sito e aiutare il nostro team a capire quali sezioni del sito trovi più interessanti e utili.' : 'This website uses cookies so that we can provide you with the best user experience possible. Cookie information is stored in your browser and performs functions such as recognising you when you return to our website and helping our team to understand which sections of the website you find most interesting and useful.'}</p></div></div><div id="strict-necessary-cookies" class="moove-gdpr-tab-main" style="display:none"><span class="tab-title">${it ? 'Cookie strettamente necessari' : 'Strictly Necessary Cookies'}</span><div class="moove-gdpr-tab-main-content"><p>${it ? 'I cookie strettamente necessari dovrebbero essere sempre attivati per poter salvare le tue preferenze per le impostazioni dei cookie.' : 'Strictly Necessary Cookie should be enabled at all times so that we can save your preferences for cookie settings.'}</p></div></div><div id="third_party_cookies" class="moove-gdpr-tab-main" style="display:none"><span class="tab-title">${it ? 'Cookie di terze parti' : '3rd Party Cookies'}</span><div class="moove-gdpr-tab-main-content"><p>${it ? 'Questo sito utilizza Google Analytics per raccogliere informazioni anonime come il numero di visitatori del sito e le pagine più popolari.' : 'This website uses Google Analytics to collect anonymous information such as the number of visitors to the site, and the most popular pages.'}</p></div></div></div></div><div class="moove-gdpr-modal-footer-content"><div class="moove-gdpr-button-holder"><button class="mgbutton moove-gdpr-modal-allow-all button-visible" aria-label="${it ? 'Abilita tutti' : 'Enable All'}">${it ? 'Abilita tutti' : 'Enable All'}</button><button class="mgbutton moove-gdpr-modal-save-settings button-visible" aria-label="${it ? 'Salva le impostazioni' : 'Save Changes'}">${it ? 'Salva le impostazioni' : 'Save Changes'}</button></div></div></div></div></div>`;
};

const inlineCss = `:root{--bricks-color-primary:#7a1f2b;--bricks-color-secondary:#1f3a5f;--bricks-text-dark:#1d1d1f}
.brxe-section{display:flex;flex-direction:column;align-items:center;width:100%;padding:80px 24px}
.brxe-container{display:flex;flex-direction:column;width:1140px;max-width:100%}
.brxe-block{display:flex;flex-direction:column;width:100%}
#brx-header .topbar{padding:6px 24px;background:#1f3a5f;color:#fff}
#brx-header .topbar>.brxe-container,#brx-header .header-main>.brxe-container{flex-direction:row;justify-content:space-between;align-items:center}
.brxe-nav-menu .bricks-mobile-menu-wrapper{position:fixed;top:0;left:0;width:300px;height:100%;transform:translateX(-100%);transition:transform .2s}
.brxe-nav-menu .bricks-mobile-menu-toggle{display:none}
@media (max-width:991px){.brxe-nav-menu .bricks-nav-menu-wrapper.tablet_portrait{display:none}.brxe-nav-menu .bricks-mobile-menu-toggle{display:block}}
.brxe-nav-menu .sub-menu{position:absolute;visibility:hidden;opacity:0}
.brxe-accordion .accordion-content-wrapper{display:none}
.brxe-accordion .brx-open .accordion-content-wrapper{display:block}
.brxe-tabs .tab-pane{display:none}.brxe-tabs .tab-pane.brx-open{display:block}
.brxe-list .content{display:flex;align-items:center}.brxe-list .separator{flex:1;border-top:1px dotted currentcolor;margin:0 8px}
.brxe-pricing-tables .pricing-tables{display:grid;grid-template-columns:repeat(3,1fr);gap:24px}
.brxe-pricing-tables .pricing-table-price{font-size:48px;font-weight:700}.brxe-pricing-tables .currency{font-size:.5em;vertical-align:top}
.teacher-grid,.card-grid{display:grid;grid-template-columns:repeat(3,1fr);gap:32px}
@media (max-width:767px){.teacher-grid,.card-grid,.brxe-pricing-tables .pricing-tables{grid-template-columns:1fr}}`;

const yoastGraph = (page: AmbPage, url: string, docTitle: string) =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': page.kind === 'post' ? 'Article' : 'WebPage',
        '@id': url,
        url,
        name: docTitle,
        isPartOf: { '@id': `${AMB_SITE}/#website` },
        dateModified: `${page.modified}T09:12:44+00:00`,
        description: page.description,
        inLanguage: page.lang === 'it' ? 'it-IT' : 'en-GB',
      },
      {
        '@type': 'WebSite',
        '@id': `${AMB_SITE}/#website`,
        url: `${AMB_SITE}/`,
        name: AMB_NAME,
        publisher: { '@id': `${AMB_SITE}/#organization` },
        inLanguage: page.lang === 'it' ? 'it-IT' : 'en-GB',
      },
      {
        '@type': 'Organization',
        '@id': `${AMB_SITE}/#organization`,
        name: AMB_NAME,
        url: `${AMB_SITE}/`,
        logo: { '@type': 'ImageObject', url: `${UPLOADS}/2023/02/logo-accademia-musica-bergamo.png` },
        sameAs: [
          'https://www.facebook.com/accademiamusicabergamo',
          'https://www.instagram.com/accademia.musica.bg',
        ],
      },
    ],
  }).replace(/\//g, '\\/');

/**
 * Lays out a page as WordPress, Bricks, Yoast, Polylang and the GDPR Cookie Compliance plugin print it: the
 * head tags, the skip links, the header template (a top bar, the logo, the Nav Menu element with its
 * dropdowns, the Polylang items and an off-canvas mobile copy of the menu), `#brx-content` holding the page's
 * sections, the footer template, the cookie info bar and Bricks' scripts.
 */
export function ambLayout(page: AmbPage): SitePage {
  const it = page.lang === 'it';
  const url = `${AMB_SITE}${withSlash(page.path)}`;
  const isHome = page.path === '/' || page.path === '/en';
  const docTitle = isHome
    ? it
      ? `${AMB_NAME} - Scuola di musica a Bergamo`
      : `${AMB_NAME} - Music school in Bergamo, Italy`
    : `${page.title} - ${AMB_NAME}`;
  const hreflang = page.alternate
    ? (() => {
        const itPath = it ? page.path : page.alternate;
        const enPath = it ? page.alternate : page.path;
        return `<link rel="alternate" href="${AMB_SITE}${withSlash(itPath)}" hreflang="it" />\n<link rel="alternate" href="${AMB_SITE}${withSlash(enPath)}" hreflang="en" />\n<link rel="alternate" href="${AMB_SITE}${withSlash(itPath)}" hreflang="x-default" />\n`;
      })()
    : '';
  const kind = page.kind ?? 'page';
  const bodyClass =
    kind === 'post'
      ? `post-template-default single single-post postid-${page.id} single-format-standard`
      : kind === 'blog'
        ? 'blog'
        : `${isHome ? 'home ' : ''}page-template-default page page-id-${page.id}`;
  const html = `<!DOCTYPE html>
<html lang="${it ? 'it-IT' : 'en-GB'}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
${hreflang}
	<!-- This site is optimized with the Yoast SEO plugin v23.9 - https://yoast.com/wordpress/plugins/seo/ -->
	<title>${docTitle}</title>
	<meta name="description" content="${page.description}" />
	<link rel="canonical" href="${url}" />
	<meta property="og:locale" content="${it ? 'it_IT' : 'en_GB'}" />
	<meta property="og:locale:alternate" content="${it ? 'en_GB' : 'it_IT'}" />
	<meta property="og:type" content="${kind === 'post' ? 'article' : 'website'}" />
	<meta property="og:title" content="${docTitle}" />
	<meta property="og:description" content="${page.description}" />
	<meta property="og:url" content="${url}" />
	<meta property="og:site_name" content="${AMB_NAME}" />
	<meta property="article:publisher" content="https://www.facebook.com/accademiamusicabergamo" />
	<meta property="article:modified_time" content="${page.modified}T09:12:44+00:00" />
	<meta property="og:image" content="${UPLOADS}/2023/02/og-accademia-musica-bergamo.jpg" />
	<meta name="twitter:card" content="summary_large_image" />
	<script type="application/ld+json" class="yoast-schema-graph">${yoastGraph(page, url, docTitle)}</script>
	<!-- / Yoast SEO plugin. -->


<link rel="alternate" type="application/rss+xml" title="${AMB_NAME} &raquo; Feed" href="${AMB_SITE}/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='${AMB_SITE}/wp-includes/css/dist/block-library/style.min.css?ver=6.7.1' media='all' />
<link rel='stylesheet' id='bricks-frontend-css' href='${THEME}/assets/css/frontend-light-layer.min.css?ver=1731580000' media='all' />
<link rel='stylesheet' id='bricks-child-css' href='${AMB_SITE}/wp-content/themes/bricks-child/style.css?ver=1.0' media='all' />
<link rel='stylesheet' id='bricks-font-awesome-6-brands-css' href='${THEME}/assets/css/libs/font-awesome-6-brands-layer.min.css?ver=1731580000' media='all' />
<link rel='stylesheet' id='bricks-font-awesome-6-css' href='${THEME}/assets/css/libs/font-awesome-6-layer.min.css?ver=1731580000' media='all' />
<link rel='stylesheet' id='bricks-ionicons-css' href='${THEME}/assets/css/libs/ionicons-layer.min.css?ver=1731580000' media='all' />
<link rel='stylesheet' id='moove_gdpr_frontend-css' href='${AMB_SITE}/wp-content/plugins/gdpr-cookie-compliance/dist/styles/gdpr-main-nf.css?ver=4.15.5' media='all' />
<style id='bricks-frontend-inline-inline-css'>
${inlineCss}
</style>
<link rel='stylesheet' id='bricks-google-fonts-css' href='https://fonts.googleapis.com/css2?family=Cormorant+Garamond:wght@500;700&amp;family=Inter:wght@400;600&amp;display=swap' media='all' />
<link rel="https://api.w.org/" href="${AMB_SITE}/wp-json/" /><link rel="alternate" title="JSON" type="application/json" href="${AMB_SITE}/wp-json/wp/v2/${kind === 'post' ? 'posts' : 'pages'}/${page.id}" /><link rel="EditURI" type="application/rsd+xml" title="RSD" href="${AMB_SITE}/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.7.1" />
<link rel='shortlink' href='${AMB_SITE}/?p=${page.id}' />
<link rel="icon" href="${UPLOADS}/2023/02/cropped-favicon-chiave-di-violino-32x32.png" sizes="32x32" />
<link rel="icon" href="${UPLOADS}/2023/02/cropped-favicon-chiave-di-violino-192x192.png" sizes="192x192" />
<link rel="apple-touch-icon" href="${UPLOADS}/2023/02/cropped-favicon-chiave-di-violino-180x180.png" />
</head>

<body class="${bodyClass} brx-body bricks-is-frontend wp-embed-responsive">		<a class="skip-link" href="#brx-content">${it ? 'Vai al contenuto principale' : 'Skip to main content'}</a>

					<a class="skip-link" href="#brx-footer">${it ? 'Vai al piè di pagina' : 'Skip to footer'}</a>
		${header(page)}
<main id="brx-content">${page.sections.join('')}</main>
${footer(page.lang)}
	<!--copyscapeskip-->
	${cookieBanner(page.lang)}
	<!--/copyscapeskip-->
<script id="bricks-scripts-js-extra">
var bricksData = {"debug":"","locale":"${it ? 'it_IT' : 'en_GB'}","ajaxUrl":"https:\\/\\/accademia-musica-bergamo.test\\/wp-admin\\/admin-ajax.php","restApiUrl":"https:\\/\\/accademia-musica-bergamo.test\\/wp-json\\/bricks\\/v1\\/","nonce":"4f1c9e27ab","formNonce":"b83d2a61c0","wpRestNonce":"e5a7c3d912","postId":"${page.id}","recaptchaIds":[],"animatedTypingInstances":[],"videoInstances":[],"splideInstances":[],"tocbotInstances":[],"swiperInstances":[],"queryLoopInstances":[],"interactions":[],"filterInstances":[],"isotopeInstances":[],"mapStyles":[],"facebookAppId":"","headerPosition":"top","offsetLazyLoad":"300","baseUrl":"https:\\/\\/accademia-musica-bergamo.test\\/","useQueryFilter":"","pageFilters":[],"language":"${page.lang}","mainQueryId":"","multilangPlugin":"polylang","i18n":{"remove":"${it ? 'Rimuovi' : 'Remove'}","openAccordion":"${it ? 'Apri accordion' : 'Open accordion'}","openMobileMenu":"${it ? 'Apri menu mobile' : 'Open mobile menu'}","closeMobileMenu":"${it ? 'Chiudi menu mobile' : 'Close mobile menu'}"},"selectedFilters":[],"filterNiceNames":[]};
</script>
<script src="${THEME}/assets/js/bricks.min.js?ver=${BRICKS_VER}" id="bricks-scripts-js"></script>
<script id="moove_gdpr_frontend-js-extra">
var moove_frontend_gdpr_scripts = {"ajaxurl":"https:\\/\\/accademia-musica-bergamo.test\\/wp-admin\\/admin-ajax.php","post_id":"${page.id}","plugin_dir":"https:\\/\\/accademia-musica-bergamo.test\\/wp-content\\/plugins\\/gdpr-cookie-compliance","show_icons":"all","is_page":"${kind === 'post' ? '' : '1'}","ajax_cookie_removal":"false","strict_init":"2","enabled_default":{"third_party":0,"advanced":0},"geo_location":"false","force_reload":"false","is_single":"${kind === 'post' ? '1' : ''}","hide_save_btn":"false","current_user":"0","cookie_expiration":"365","script_delay":"2000","close_btn_action":"1","close_btn_rdr":"","scripts_defined":"{\\"cache\\":true,\\"header\\":\\"\\",\\"body\\":\\"\\",\\"footer\\":\\"\\",\\"thirdparty\\":{\\"header\\":\\"<script async src=\\\\\\"https:\\\\\\/\\\\\\/www.googletagmanager.com\\\\\\/gtag\\\\\\/js?id=G-BG4M2K7Q1S\\\\\\"><\\\\\\/script>\\",\\"body\\":\\"\\",\\"footer\\":\\"\\"},\\"advanced\\":{\\"header\\":\\"\\",\\"body\\":\\"\\",\\"footer\\":\\"\\"}}","gdpr_scor":"true","wp_lang":"_${page.lang}","wp_consent_api":"false"};
</script>
<script src="${AMB_SITE}/wp-content/plugins/gdpr-cookie-compliance/dist/scripts/main.js?ver=4.15.5" id="moove_gdpr_frontend-js"></script>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** The theme's 404 template, inside the header and footer. */
export const ambNotFound: AmbPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  id: 0,
  modified: '2023-02-14',
  sections: [
    section([
      heading('Pagina non trovata', 1),
      basic('La pagina che cerchi non esiste o è stata spostata.', 'p'),
      button('Torna alla home', '/'),
    ]),
  ],
};
