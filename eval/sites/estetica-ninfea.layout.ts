import type { SitePage } from './site-server.ts';

export type NinfeaLanguage = 'it' | 'en';

/** A page of Centro Estetico Ninfea as WordPress stores it, before the theme wraps it. */
export interface NinfeaPage {
  path: string;
  lang: NinfeaLanguage;
  title: string;
  description: string;
  /** The other language's version (Polylang); none when the page exists in one language only. */
  alternate?: string;
  /** `page`: WPBakery rows under the theme's title bar; `post`: a blog post with its date and sidebar. */
  template?: 'page' | 'post';
  /** For posts: the ISO date and the date as the theme prints it. */
  date?: [iso: string, printed: string];
  body: string;
  unlisted?: boolean;
}

export const NINFEA_SITE = 'https://www.estetica-ninfea.test';
export const NINFEA_PHONE = '049 875 3142';
export const NINFEA_PHONE_INTL = '+39 049 875 3142';
export const NINFEA_PHONE_HREF = 'tel:+390498753142';
export const NINFEA_WHATSAPP = '+39 340 612 8854';
export const NINFEA_WHATSAPP_HREF = 'https://wa.me/393406128854';
export const NINFEA_EMAIL = 'info@estetica-ninfea.test';
export const NINFEA_VAT = '04837120287';
export const NINFEA_STREET = 'Via Santa Lucia 32';
export const NINFEA_TOWN = '35139 Padova (PD)';

export const uploads = (file: string, month = '2024/03') =>
  `${NINFEA_SITE}/wp-content/uploads/${month}/${file}`;

let counter = 0;
/** The `vc_custom_…` ids WPBakery writes into every row that has design options. */
const vcId = () => `16${(84213570 + counter++ * 7919).toString().padStart(11, '0')}`;

/* ── WPBakery Page Builder elements, as the frontend prints them ─────────────────────────────────── */

/** A row: `vc_row wpb_row vc_row-fluid` with its columns; `stretch` adds the full-width data attributes. */
export const vcRow = (cols: string[], stretch = false, extra = '') =>
  stretch
    ? `<div data-vc-full-width="true" data-vc-full-width-init="false" class="vc_row wpb_row vc_row-fluid vc_custom_${vcId()} vc_row-has-fill${extra ? ` ${extra}` : ''}">${cols.join('')}</div><div class="vc_row-full-width vc_clearfix"></div>`
    : `<div class="vc_row wpb_row vc_row-fluid${extra ? ` ${extra}` : ''}">${cols.join('')}</div>`;

const widths: Record<string, string> = {
  '1/1': '12',
  '1/2': '6',
  '1/3': '4',
  '2/3': '8',
  '1/4': '3',
  '3/4': '9',
};

/** A column: `wpb_column vc_column_container vc_col-sm-*` > `vc_column-inner` > `wpb_wrapper`. */
export const vcCol = (width: keyof typeof widths | string, ...elements: string[]) =>
  `<div class="wpb_column vc_column_container vc_col-sm-${widths[width] ?? '12'}"><div class="vc_column-inner"><div class="wpb_wrapper">${elements.join('')}</div></div></div>`;

/** A Text Block: the classic editor's html inside `wpb_text_column wpb_content_element`. */
export const textBlock = (...html: string[]) =>
  `<div class="wpb_text_column wpb_content_element"><div class="wpb_wrapper">${html.join('\n')}</div></div>`;

/** A one-column row holding one text block: the most common block of the site. */
export const block = (...html: string[]) => vcRow([vcCol('1/1', textBlock(...html))]);

/** A Custom Heading element. */
export const heading = (text: string, tag: 'h2' | 'h3' | 'h4' = 'h2', align = 'left') =>
  `<${tag} style="text-align: ${align}" class="vc_custom_heading">${text}</${tag}>`;

export const separator = () =>
  '<div class="vc_separator wpb_content_element vc_separator_align_center vc_sep_width_30 vc_sep_pos_align_center vc_separator_no_text vc_sep_color_peacoc"><span class="vc_sep_holder vc_sep_holder_l"><span class="vc_sep_line"></span></span><span class="vc_sep_holder vc_sep_holder_r"><span class="vc_sep_line"></span></span></div>';

export const vcButton = (label: string, href: string) =>
  `<div class="vc_btn3-container vc_btn3-inline"><a class="vc_general vc_btn3 vc_btn3-size-md vc_btn3-shape-round vc_btn3-style-flat vc_btn3-color-peacoc" href="${href}" title="">${label}</a></div>`;

export const singleImage = (file: string, alt: string, month?: string) =>
  `<div class="wpb_single_image wpb_content_element vc_align_center"><figure class="wpb_wrapper vc_figure"><div class="vc_single_image-wrapper vc_box_rounded vc_box_border_grey"><img width="800" height="533" src="${uploads(file, month)}" class="vc_single_image-img attachment-large" alt="${alt}" decoding="async" loading="lazy" srcset="${uploads(file, month)} 800w, ${uploads(file.replace('.jpg', '-300x200.jpg'), month)} 300w" sizes="(max-width: 800px) 100vw, 800px"></div></figure></div>`;

/** A Message Box: the notices the owner puts on top of pages (Christmas hours and the like). */
export const messageBox = (html: string, color: 'info' | 'warning' = 'info') =>
  `<div class="vc_message_box vc_message_box-standard vc_message_box-rounded vc_color-${color}"><div class="vc_message_box-icon"><i class="fas fa-${color === 'info' ? 'info-circle' : 'exclamation-triangle'}"></i></div>${html}</div>`;

/** A Raw HTML element: whatever was pasted, as it was pasted. */
export const rawHtml = (html: string) =>
  `<div class="wpb_raw_code wpb_content_element wpb_raw_html"><div class="wpb_wrapper">${html}</div></div>`;

/** An icon box as the theme's WPBakery add-on prints it (icon, title, text). */
export const iconBox = (icon: string, title: string, html: string) =>
  `<div class="ninfea-iconbox wpb_content_element"><div class="ninfea-iconbox__icon"><i class="fas fa-${icon}" aria-hidden="true"></i></div><div class="ninfea-iconbox__content"><h4 class="ninfea-iconbox__title">${title}</h4><div class="ninfea-iconbox__text">${html}</div></div></div>`;

/** One line of a price list: name, dotted leader in a span, price; the duration apart in a `<small>`. */
export const priceLine = (name: string, price: string, duration?: string, note?: string) =>
  `<p class="ninfea-listino__riga"><strong>${name}</strong> <span class="ninfea-listino__puntini" aria-hidden="true">........................</span> ${price}${duration ? `<br><small class="ninfea-listino__durata">${duration}</small>` : ''}${note ? `<br><em class="ninfea-listino__nota">${note}</em>` : ''}</p>`;

/** A price list: a text block of price lines, with an optional note after them. */
export const priceList = (lines: string[], after = '') =>
  textBlock(`<div class="ninfea-listino">${lines.join('\n')}</div>${after}`);

/** A Tabs element (`vc_tta`): one tab per category, every panel printed, only the first one active. */
export const tabs = (id: string, panels: [title: string, html: string][]) => {
  const slug = (t: string) =>
    `${id}-${t
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}`;
  return `<div class="vc_tta-container" data-vc-action="collapse"><div class="vc_general vc_tta vc_tta-tabs vc_tta-color-white vc_tta-style-outline vc_tta-shape-rounded vc_tta-spacing-1 vc_tta-tabs-position-top vc_tta-controls-align-left"><div class="vc_tta-tabs-container"><ul class="vc_tta-tabs-list">${panels
    .map(
      ([t], i) =>
        `<li class="vc_tta-tab${i === 0 ? ' vc_active' : ''}" data-vc-tab><a href="#${slug(t)}" data-vc-tabs data-vc-container=".vc_tta"><span class="vc_tta-title-text">${t}</span></a></li>`,
    )
    .join('')}</ul></div><div class="vc_tta-panels-container"><div class="vc_tta-panels">${panels
    .map(
      ([t, html], i) =>
        `<div class="vc_tta-panel${i === 0 ? ' vc_active' : ''}" id="${slug(t)}" data-vc-content=".vc_tta-panel-body"><div class="vc_tta-panel-heading"><h4 class="vc_tta-panel-title"><a href="#${slug(t)}" data-vc-accordion data-vc-container=".vc_tta-container"><span class="vc_tta-title-text">${t}</span></a></h4></div><div class="vc_tta-panel-body">${html}</div></div>`,
    )
    .join('')}</div></div></div></div>`;
};

/** FAQ toggles (`vc_toggle`), saved closed: the answers are hidden by the theme's CSS until clicked. */
export const toggles = (items: [q: string, a: string][]) =>
  items
    .map(
      ([q, a]) =>
        `<div class="vc_toggle vc_toggle_square vc_toggle_color_peacoc vc_toggle_size_md"><div class="vc_toggle_title"><h4>${q}</h4><i class="vc_toggle_icon"></i></div><div class="vc_toggle_content">${a}</div></div>`,
    )
    .join('\n');

export const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('\n');
export const h2 = (t: string) => `<h2>${t}</h2>`;
export const h3 = (t: string) => `<h3>${t}</h3>`;
export const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** A table as the classic editor saves it inside a text block. */
export const table = (head: string[], rows: string[][]) =>
  `<table class="ninfea-tabella" style="width: 100%; border-collapse: collapse;"><tbody><tr>${head
    .map((h) => `<td><strong>${h}</strong></td>`)
    .join(
      '',
    )}</tr>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

/* ── The theme: header, menus, Polylang switcher, footer, WhatsApp button, Iubenda ─────────────── */

type MenuItem = [label: string, href: string, children?: [string, string][]];

const menus: Record<NinfeaLanguage, MenuItem[]> = {
  it: [
    ['Home', '/'],
    [
      'Trattamenti',
      '/trattamenti-e-prezzi',
      [
        ['Trattamenti e prezzi', '/trattamenti-e-prezzi'],
        ['Percorso benessere', '/percorso-benessere'],
        ['Pacchetti e abbonamenti', '/pacchetti-e-abbonamenti'],
        ['Buoni regalo', '/buoni-regalo'],
      ],
    ],
    [
      'Info utili',
      '/prenotazioni-e-disdette',
      [
        ['Prenotazioni e disdette', '/prenotazioni-e-disdette'],
        ['Prima della visita', '/prima-della-visita'],
        ['Orari e contatti', '/orari-e-contatti'],
        ['Domande frequenti', '/domande-frequenti'],
      ],
    ],
    [
      'Chi siamo',
      '/il-nostro-team',
      [
        ['Il nostro team', '/il-nostro-team'],
        ['Dicono di noi', '/recensioni'],
      ],
    ],
    ['Blog', '/blog'],
    ['Prenota ora', '/prenotazioni-e-disdette'],
  ],
  en: [
    ['Home', '/en'],
    [
      'Treatments',
      '/en/treatments-and-prices',
      [
        ['Treatments & prices', '/en/treatments-and-prices'],
        ['Spa path', '/en/spa'],
      ],
    ],
    [
      'Info',
      '/en/booking-and-cancellation',
      [
        ['Booking & cancellation', '/en/booking-and-cancellation'],
        ['Hours & contact', '/en/hours-and-contact'],
        ['FAQ', '/en/faq'],
      ],
    ],
    ['Visiting Padova?', '/en/spa-day-padova-visitors'],
    ['Book now', '/en/booking-and-cancellation'],
  ],
};

const words = {
  it: {
    skip: 'Vai al contenuto',
    topbar: 'Aperti giovedì fino alle 21:00 · Buoni regalo di Natale disponibili in centro e su WhatsApp',
    menu: 'Menu',
    home: 'Home',
    findUs: 'Dove siamo',
    contact: 'Contatti',
    hoursTitle: 'Orari del centro',
    hours: [
      'Martedì, mercoledì, venerdì: 9:30–19:00',
      'Giovedì: 9:30–21:00',
      'Sabato: 9:00–18:00 (orario continuato)',
      'Domenica e lunedì: chiuso',
    ],
    follow: 'Seguici',
    legal: [
      ['Privacy policy', '/privacy-policy'],
      ['Cookie policy', '/cookie-policy'],
      ['Condizioni generali', '/condizioni-generali'],
    ],
    rights: 'Tutti i diritti riservati',
    whatsapp: 'Scrivici su WhatsApp',
    recent: 'Articoli recenti',
    categories: 'Categorie',
    by: 'di',
    in: 'in',
    prev: 'Articolo precedente',
    cookieTitle: 'Informativa',
    cookie:
      'Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità (“miglioramento dell’esperienza”, “misurazione” e “targeting e pubblicità”) come specificato nella <a href="/cookie-policy" class="iubenda-cs-cookie-policy-lnk">cookie policy</a>. Puoi liberamente prestare, rifiutare o revocare il tuo consenso, in qualsiasi momento.',
    accept: 'Accetta',
    reject: 'Rifiuta',
    customize: 'Scopri di più e personalizza',
    prefs: 'Preferenze privacy',
  },
  en: {
    skip: 'Skip to content',
    topbar: 'Late opening on Thursdays until 9pm · Christmas gift vouchers available',
    menu: 'Menu',
    home: 'Home',
    findUs: 'Find us',
    contact: 'Contact',
    hoursTitle: 'Opening hours',
    hours: [
      'Tue, Wed, Fri: 9.30am–7pm',
      'Thursday: 9.30am–9pm',
      'Saturday: 9am–6pm (open through lunch)',
      'Sunday and Monday: closed',
    ],
    follow: 'Follow us',
    legal: [
      ['Privacy policy (Italian)', '/privacy-policy'],
      ['Cookie policy (Italian)', '/cookie-policy'],
      ['Terms (Italian)', '/condizioni-generali'],
    ],
    rights: 'All rights reserved',
    whatsapp: 'Chat with us on WhatsApp',
    recent: 'Recent posts',
    categories: 'Categories',
    by: 'by',
    in: 'in',
    prev: 'Previous post',
    cookieTitle: 'Notice',
    cookie:
      'We and selected third parties use cookies or similar technologies for technical purposes and, with your consent, for other purposes (“experience enhancement”, “measurement” and “targeting &amp; advertising”) as specified in the <a href="/cookie-policy" class="iubenda-cs-cookie-policy-lnk">cookie policy</a>. You can freely give, deny, or withdraw your consent at any time.',
    accept: 'Accept',
    reject: 'Reject',
    customize: 'Learn more and customise',
    prefs: 'Privacy preferences',
  },
} as const;

const menuHtml = (lang: NinfeaLanguage, current: string, id: string, cls: string) =>
  `<ul id="${id}" class="${cls}">${menus[lang]
    .map(([label, href, children], i) => {
      const isButton = i === menus[lang].length - 1;
      const active = href === current || children?.some(([, h]) => h === current);
      return `<li id="${id}-item-${412 + i}" class="menu-item menu-item-type-post_type menu-item-object-page${children ? ' menu-item-has-children' : ''}${active ? ' current-menu-ancestor current-menu-parent' : ''}${href === current && !children ? ' current-menu-item page_item current_page_item' : ''}${isButton ? ' menu-button' : ''}"><a href="${href}"${href === current ? ' aria-current="page"' : ''}>${label}</a>${
        children
          ? `<ul class="sub-menu">${children
              .map(
                ([l, h], j) =>
                  `<li id="${id}-item-${430 + i * 10 + j}" class="menu-item menu-item-type-post_type menu-item-object-page${h === current ? ' current-menu-item page_item current_page_item' : ''}"><a href="${h}"${h === current ? ' aria-current="page"' : ''}>${l}</a></li>`,
              )
              .join('')}</ul>`
          : ''
      }</li>`;
    })
    .join('')}</ul>`;

const flag = (lang: NinfeaLanguage) =>
  lang === 'it'
    ? 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAALCAIAAAD5gJpuAAAAE0lEQVR4nGNgGAWjYBSMglEwCgAF2AABnmdNVwAAAABJRU5ErkJggg=='
    : 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAALCAIAAAD5gJpuAAAAF0lEQVR4nGP8z8DAwMDAxMDAwMDAAAAJ9gIBRb4xpwAAAABJRU5ErkJggg==';

/**
 * The Polylang switcher: links to the translation; a page without one links to the other language's
 * home page with the `no-translation` class, as Polylang does.
 */
const polylangSwitcher = (page: NinfeaPage) => {
  const item = (lang: NinfeaLanguage, name: string, n: number) => {
    const current = page.lang === lang;
    const href = current ? page.path : (page.alternate ?? (lang === 'it' ? '/' : '/en'));
    const noTranslation = !current && !page.alternate;
    return `<li class="lang-item lang-item-${n} lang-item-${lang}${current ? ' current-lang' : ''}${noTranslation ? ' no-translation' : ''}${lang === 'it' ? ' lang-item-first' : ''}"><a lang="${lang === 'it' ? 'it-IT' : 'en-GB'}" hreflang="${lang === 'it' ? 'it-IT' : 'en-GB'}" href="${href}"${current ? ' aria-current="true"' : ''}><img src="${flag(lang)}" alt="" width="16" height="11" style="width: 16px; height: 11px;"><span style="margin-left:0.3em;">${name}</span></a></li>`;
  };
  return `<div class="widget widget_polylang"><ul>${item('it', 'Italiano', 2)}${item('en', 'English', 5)}</ul></div>`;
};

const footer = (lang: NinfeaLanguage) => {
  const w = words[lang];
  return `<footer id="colophon" class="site-footer" role="contentinfo"><div class="footer-widgets"><div class="container"><div class="row"><div class="col-md-4"><section id="text-2" class="widget widget_text"><h3 class="widget-title">Centro Estetico Ninfea</h3><div class="textwidget"><p>${lang === 'it' ? 'Centro estetico e day spa nel cuore di Padova' : 'Beauty centre and day spa in the heart of Padova'}</p><p>${NINFEA_STREET}<br>${NINFEA_TOWN}</p><p>P.IVA ${NINFEA_VAT}</p></div></section></div><div class="col-md-4"><section id="text-3" class="widget widget_text"><h3 class="widget-title">${w.contact}</h3><div class="textwidget"><p>Tel. <a href="${NINFEA_PHONE_HREF}">${NINFEA_PHONE}</a><br>WhatsApp <a href="${NINFEA_WHATSAPP_HREF}">${NINFEA_WHATSAPP}</a><br><a href="mailto:${NINFEA_EMAIL}">${NINFEA_EMAIL}</a></p></div></section><section id="custom_html-2" class="widget_text widget widget_custom_html"><h3 class="widget-title">${w.follow}</h3><div class="textwidget custom-html-widget"><a href="https://www.instagram.com/esteticaninfea.padova" class="social-icon" target="_blank" rel="noopener"><i class="fab fa-instagram"></i><span class="screen-reader-text">Instagram</span></a> <a href="https://www.facebook.com/esteticaninfea" class="social-icon" target="_blank" rel="noopener"><i class="fab fa-facebook-f"></i><span class="screen-reader-text">Facebook</span></a></div></section></div><div class="col-md-4"><section id="text-4" class="widget widget_text"><h3 class="widget-title">${w.hoursTitle}</h3><div class="textwidget"><p>${w.hours.join('<br>')}</p></div></section></div></div></div></div><div class="site-info"><div class="container"><p>© 2026 Centro Estetico Ninfea di Elena Bertin &amp; C. S.a.s. – ${w.rights} · ${w.legal
    .map(([l, h]) => `<a href="${h}">${l}</a>`)
    .join(' · ')} · <a href="#" class="iubenda-cs-preferences-link">${w.prefs}</a></p></div></div></footer>`;
};

const whatsappButton = (lang: NinfeaLanguage) =>
  `<div class="ht-ctc ht-ctc-chat ctc-analytics ctc_wp_desktop style-2" id="ht-ctc-chat" data-return_type="chat" style="display: none; position: fixed; bottom: 15px; right: 15px; cursor: pointer; z-index: 99999999;"><div class="ht_ctc_style ht_ctc_chat_style"><div style="display: flex; justify-content: center; align-items: center;" class="ctc-analytics ctc_s_2"><p class="ctc-analytics ctc_cta ctc_cta_stick ht-ctc-cta ht-ctc-cta-hover" style="padding: 0px 16px; line-height: 1.6; font-size: 15px; background-color: #25D366; color: #ffffff; border-radius: 10px; margin: 0 10px; display: none; order: 0;">${words[lang].whatsapp}</p><svg style="pointer-events:none; display:block; height:50px; width:50px;" width="50px" height="50px" viewBox="0 0 1024 1024"><path fill="#25D366" d="M512 0C229.232 0 0 229.232 0 512c0 282.784 229.232 512 512 512 282.784 0 512-229.216 512-512C1024 229.232 794.784 0 512 0z"></path></svg></div></div></div><span class="ht_ctc_chat_data" data-no_number="" data-settings="{&quot;number&quot;:&quot;393406128854&quot;,&quot;pre_filled&quot;:&quot;&quot;,&quot;dis_m&quot;:&quot;show&quot;,&quot;dis_d&quot;:&quot;show&quot;,&quot;css&quot;:&quot;display: none; cursor: pointer; z-index: 99999999;&quot;,&quot;pos_d&quot;:&quot;position: fixed; bottom: 15px; right: 15px;&quot;,&quot;schedule&quot;:&quot;no&quot;,&quot;se&quot;:150,&quot;ani&quot;:&quot;no-animations&quot;,&quot;url_target_d&quot;:&quot;_blank&quot;}"></span>`;

const iubenda = (lang: NinfeaLanguage) => {
  const w = words[lang];
  return `<div id="iubenda-cs-banner" class="iubenda-cs-default iubenda-cs-bottom iubenda-cs-lang-${lang} iubenda-cs-slidein iubenda-cs-visible" role="alertdialog" aria-labelledby="iubenda-cs-title" aria-describedby="iubenda-cs-paragraph"><div class="iubenda-cs-container"><div class="iubenda-cs-content"><div class="iubenda-cs-rationale"><button type="button" class="iubenda-cs-close-btn" tabindex="0" role="button" aria-pressed="false" style="font-size:16px;">×</button><div class="iubenda-banner-content" role="document"><div id="iubenda-cs-title">${w.cookieTitle}</div><div id="iubenda-cs-paragraph"><p class="iub-p">${w.cookie}</p></div></div><div class="iubenda-cs-opt-group" style="color:#ffffff!important;"><div class="iubenda-cs-opt-group-custom"><button class="iubenda-cs-customize-btn" tabindex="0" role="button" aria-pressed="false">${w.customize}</button></div><div class="iubenda-cs-opt-group-consent"><button class="iubenda-cs-reject-btn iubenda-cs-btn-primary" tabindex="0" role="button" aria-pressed="false">${w.reject}</button><button class="iubenda-cs-accept-btn iubenda-cs-btn-primary" tabindex="0" role="button" aria-pressed="false">${w.accept}</button></div></div></div></div></div></div>`;
};

const recentPosts: [string, string][] = [
  ['Natale 2026: orari delle feste e buoni regalo', '/blog/natale-2026-orari-e-buoni-regalo'],
  ['Massaggio in gravidanza: quando e come', '/blog/massaggio-in-gravidanza'],
  ['Ceretta: ogni quanto farla e come prepararsi', '/blog/ceretta-ogni-quanto-farla'],
  ['Novità 2025: nuovi orari e listino aggiornato', '/blog/novita-2025-orari-e-listino'],
];

const titleBar = (page: NinfeaPage) => {
  const w = words[page.lang];
  const home = page.lang === 'it' ? '/' : '/en';
  if (page.path === home) return '';
  const crumbs =
    page.template === 'post'
      ? `<a href="${home}">${w.home}</a> <span class="sep">›</span> <a href="/blog">Blog</a> <span class="sep">›</span> <span class="current">${page.title}</span>`
      : `<a href="${home}">${w.home}</a> <span class="sep">›</span> <span class="current">${page.title}</span>`;
  return `<div class="page-title-bar" style="background-image:url(${uploads('header-cabina.jpg')})"><div class="container"><h1 class="entry-title">${page.title}</h1><nav class="breadcrumbs" aria-label="breadcrumbs">${crumbs}</nav></div></div>`;
};

const bodyOf = (page: NinfeaPage) => {
  const w = words[page.lang];
  if (page.template === 'post') {
    const [iso, printed] = page.date ?? ['2026-01-01T09:00:00+01:00', ''];
    return `<div class="container"><div class="row"><div id="primary" class="content-area col-md-8"><article id="post-${counter++ + 800}" class="post type-post status-publish format-standard has-post-thumbnail hentry category-news"><header class="entry-header"><div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="${iso}">${printed}</time></span> <span class="byline">${w.by} <span class="author vcard"><a class="url fn n" href="/author/elena">Elena</a></span></span> <span class="cat-links">${w.in} <a href="/category/news" rel="category tag">News</a></span></div></header><div class="entry-content">${page.body}</div><footer class="entry-footer"><span class="tags-links">Tag: <a href="/tag/centro-estetico-padova" rel="tag">centro estetico padova</a>, <a href="/tag/spa-padova" rel="tag">spa padova</a></span></footer></article></div><aside id="secondary" class="widget-area col-md-4" role="complementary"><section id="recent-posts-2" class="widget widget_recent_entries"><h3 class="widget-title">${w.recent}</h3><ul>${recentPosts.map(([t, h]) => `<li><a href="${h}">${t}</a></li>`).join('')}</ul></section><section id="categories-2" class="widget widget_categories"><h3 class="widget-title">${w.categories}</h3><ul><li class="cat-item cat-item-1"><a href="/category/news">News</a></li><li class="cat-item cat-item-4"><a href="/category/consigli">Consigli di bellezza</a></li></ul></section></aside></div></div>`;
  }
  return `<article id="post-${counter++ + 100}" class="post-${counter} page type-page status-publish hentry"><div class="entry-content"><div class="container">${page.body}</div></div></article>`;
};

/** Wraps a stored page in the theme: head, top bar, header with menus and switcher, content, footer. */
export const ninfeaLayout = (page: NinfeaPage): SitePage => {
  const w = words[page.lang];
  const alt = page.alternate
    ? `<link rel="alternate" href="${NINFEA_SITE}${page.alternate}" hreflang="${page.lang === 'it' ? 'en' : 'it'}">`
    : '';
  const html = `<!DOCTYPE html>
<html lang="${page.lang === 'it' ? 'it-IT' : 'en-GB'}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<title>${page.title} – Centro Estetico Ninfea Padova</title>
<meta name="description" content="${page.description}">
<link rel="canonical" href="${NINFEA_SITE}${page.path}">
<link rel="alternate" href="${NINFEA_SITE}${page.path}" hreflang="${page.lang}">${alt}
<meta property="og:locale" content="${page.lang === 'it' ? 'it_IT' : 'en_GB'}">
<meta property="og:type" content="${page.template === 'post' ? 'article' : 'website'}">
<meta property="og:title" content="${page.title}">
<meta property="og:site_name" content="Centro Estetico Ninfea">
<meta name="generator" content="WordPress 6.5.5">
<meta name="generator" content="Powered by WPBakery Page Builder - drag and drop page builder for WordPress.">
<link rel="stylesheet" id="js_composer_front-css" href="${NINFEA_SITE}/wp-content/plugins/js_composer/assets/css/js_composer.min.css?ver=7.7.2" type="text/css" media="all">
<link rel="stylesheet" id="ninfea-style-css" href="${NINFEA_SITE}/wp-content/themes/lotus-spa/style.css?ver=2.3.1" type="text/css" media="all">
<link rel="stylesheet" id="ht_ctc_main_css-css" href="${NINFEA_SITE}/wp-content/plugins/click-to-chat-for-whatsapp/new/inc/assets/css/main.css?ver=4.5" type="text/css" media="all">
<style id="ninfea-inline-css">.vc_tta-panel:not(.vc_active) .vc_tta-panel-body{display:none}.vc_toggle:not(.vc_toggle_active) .vc_toggle_content{display:none}.mobile-navigation{display:none}.ninfea-listino__puntini{color:#b9c9c4;letter-spacing:2px}</style>
<noscript><style> .wpb_animate_when_almost_visible { opacity: 1; }</style></noscript>
<script type="text/javascript">var _iub = _iub || []; _iub.csConfiguration = {"askConsentAtCookiePolicyUpdate":true,"enableFadp":true,"floatingPreferencesButtonDisplay":"bottom-left","perPurposeConsent":true,"siteId":3391827,"whitelabel":false,"cookiePolicyId":51872604,"lang":"${page.lang}","banner":{"acceptButtonDisplay":true,"closeButtonRejects":true,"customizeButtonDisplay":true,"explicitWithdrawal":true,"position":"float-bottom-center","rejectButtonDisplay":true}};</script>
<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/3391827.js"></script>
<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"DaySpa","name":"Centro Estetico Ninfea","telephone":"${NINFEA_PHONE_INTL}","address":{"@type":"PostalAddress","streetAddress":"${NINFEA_STREET}","postalCode":"35139","addressLocality":"Padova","addressRegion":"PD","addressCountry":"IT"},"url":"${NINFEA_SITE}/"}</script>
</head>
<body class="${page.template === 'post' ? 'post-template-default single single-post' : 'page-template-default page'} wp-theme-lotus-spa wpb-js-composer js-comp-ver-7.7.2 vc_responsive">
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#content">${w.skip}</a>
<div class="top-bar"><div class="container"><div class="top-bar__left"><span class="top-bar__phone"><i class="fas fa-phone"></i> <a href="${NINFEA_PHONE_HREF}">${NINFEA_PHONE}</a></span> <span class="top-bar__whatsapp"><i class="fab fa-whatsapp"></i> <a href="${NINFEA_WHATSAPP_HREF}">WhatsApp</a></span> <span class="top-bar__notice">${w.topbar}</span></div><div class="top-bar__right">${polylangSwitcher(page)}</div></div></div>
<header id="masthead" class="site-header sticky-header" role="banner"><div class="container"><div class="site-branding"><a href="${page.lang === 'it' ? '/' : '/en'}" class="custom-logo-link" rel="home"><img width="260" height="80" src="${uploads('logo-ninfea.png', '2021/02')}" class="custom-logo" alt="Centro Estetico Ninfea" decoding="async"></a></div><nav id="site-navigation" class="main-navigation" aria-label="${w.menu}">${menuHtml(page.lang, page.path, 'primary-menu', 'menu nav-menu')}</nav><button class="menu-toggle" aria-controls="mobile-navigation" aria-expanded="false"><span class="menu-toggle__bars"></span><span class="screen-reader-text">${w.menu}</span></button></div><div id="mobile-navigation" class="mobile-navigation" aria-hidden="true">${menuHtml(page.lang, page.path, 'mobile-menu', 'mobile-menu')}${polylangSwitcher(page)}</div></header>
<div id="content" class="site-content">
<main id="main" class="site-main" role="main">
${titleBar(page)}
${bodyOf(page)}
</main>
</div>
${footer(page.lang)}
</div>
${whatsappButton(page.lang)}
${iubenda(page.lang)}
<script type="text/javascript" src="${NINFEA_SITE}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="${NINFEA_SITE}/wp-content/plugins/js_composer/assets/js/dist/js_composer_front.min.js?ver=7.7.2" id="wpb_composer_front_js-js"></script>
<script type="text/javascript" src="${NINFEA_SITE}/wp-content/plugins/js_composer/assets/lib/vc/vc_tta/vc-tta-autoplay.min.js?ver=7.7.2" id="vc_tta_autoplay_script-js"></script>
<script type="text/javascript" src="${NINFEA_SITE}/wp-content/plugins/click-to-chat-for-whatsapp/new/inc/assets/js/app.js?ver=4.5" id="ht_ctc_app_js-js"></script>
</body>
</html>`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
};
