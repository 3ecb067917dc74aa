import type { SitePage } from './site-server.ts';

/**
 * A page of Sartoria Filo d'Oro as WordPress publishes it with the Beaver Builder Theme (1.7, a child theme), the
 * Beaver Builder plugin (2.8, the page builder) and WPML. The document: WordPress's head (the theme's compiled
 * skin stylesheet, the builder's per-layout cache stylesheet, jQuery, the REST and shortlink links, WPML's
 * `hreflang` alternates on translated pages, Yoast's Open Graph tags), then `body > div.fl-page` holding the top
 * bar (`fl-page-bar`: the phone and WhatsApp on the left, WPML's switcher and the social icons on the right), the
 * theme header (`fl-page-header-primary`: the logo and `nav.fl-page-nav` with a mega menu, the theme's `mega-menu`
 * class on the 'Sartoria' item whose second-level items are its columns), the fixed header the theme prints for
 * scrolling (`fl-page-header-fixed`, hidden until the page scrolls, repeating the logo and the whole menu as
 * `menu-principale-1`), and the mobile flyout (`fl-page-nav-mobile`, a third copy of the menu hidden by the
 * stylesheet until the hamburger is tapped), Yoast's breadcrumbs in a wrapper the child theme hooks before the
 * content, `#fl-main-content` with the page (a full-width `article.fl-post` whose `fl-post-content` holds the
 * builder layout) or the post (the theme's single-post template with its meta line, post navigation and comment
 * form, and on posts and the blog the sidebar), then the footer (`fl-page-footer-widgets`: the blurb and contacts,
 * the Opening Hours plugin's overview table, the information links with the archived 2021 terms; then
 * `fl-page-footer` with the copyright line, P.IVA and address). After the page: the Iubenda cookie banner in the
 * page's language as its script leaves it in the page, the builder's layout script and the theme's scroll-to-top
 * link.
 *
 * Beaver Builder markup as the plugin saves it: `div.fl-builder-content` holding `fl-row` rows
 * (`fl-row-content-wrap` > `fl-row-content`), `fl-col-group` groups of `fl-col` columns (`fl-col-content`), and
 * `fl-module` modules (`fl-module-content`) with their `fl-node-xxxxxxxxxxxxx` ids and `data-node` attributes:
 * `fl-module-heading` (`h1`–`h4.fl-heading` with the text in `span.fl-heading-text`), `fl-module-rich-text`
 * (`div.fl-rich-text` holding what TinyMCE saved, with its inline styles and its tables), `fl-module-button`,
 * `fl-module-photo` (lazy-loaded by WordPress), `fl-module-callout`, `fl-module-accordion` saved with every item
 * collapsed (`aria-expanded="false"`, `aria-hidden="true"` panels), `fl-module-tabs` (the label bar, then in
 * each panel the responsive copy of its label before its content), `fl-module-pricing-table` (the price with its
 * duration in a span), `fl-module-separator`, `fl-module-html`, `fl-module-map` and `fl-module-contact-form`.
 * Rows and modules hidden on some devices carry the builder's visibility classes (`fl-visible-desktop
 * fl-visible-large fl-visible-medium` for 'hidden on mobile', `fl-visible-mobile` for 'mobile only').
 */

export type SartoriaLang = 'it' | 'en';

export interface SartoriaPage {
  /** The permalink without its trailing slash: '/listino-riparazioni', '/en/alterations', '/2026/11/10/…'. */
  path: string;
  lang: SartoriaLang;
  /** The WordPress post id (body class, shortlink, REST link, builder layout id). */
  id: number;
  title: string;
  description: string;
  /** `home`: the front page; `page` (a builder page); `post`: a blog post; `archive`: the blog. */
  kind?: 'home' | 'page' | 'post' | 'archive';
  /** Posts: the date as WordPress prints it in Italian ('10 novembre 2026'), the ISO time, author, category. */
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
  /** The builder layout of the page (or the post's content). */
  body: string;
  modified?: string;
  unlisted?: boolean;
}

export const SF_SITE = 'https://sartoria-filo-doro-verona.test';
export const SF_NAME = 'Sartoria Filo d’Oro';
export const SF_OWNER = 'Sartoria Filo d’Oro di Lucia Bertoldi';
export const SF_VAT = '04217390231';
export const SF_STREET = 'Via Sottoriva 17/A';
export const SF_TOWN = '37121 Verona (VR)';
export const SF_PHONE = '045 801 2736';
export const SF_PHONE_HREF = 'tel:+390458012736';
export const SF_WHATSAPP = '349 552 1870';
export const SF_WHATSAPP_HREF = 'https://wa.me/393495521870';
export const SF_EMAIL = 'info@sartoria-filo-doro-verona.test';
export const SF_BRIDAL_EMAIL = 'sposa@sartoria-filo-doro-verona.test';
export const SF_INSTAGRAM = 'https://www.instagram.com/sartoriafilodoro.verona/';
export const SF_FACEBOOK = 'https://www.facebook.com/sartoriafilodoroverona';

/** The media library. */
export const SF_UPLOADS = `${SF_SITE}/wp-content/uploads`;

/** HTML escaping for attributes. */
export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const fnv = (s: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
};

/* ── Beaver Builder nodes ───────────────────────────────────────────────────────────────────────────────────
 * Every row, column group, column and module has a node id: 13 hex digits from PHP's uniqid() when it was
 * added. They are made here from a counter, so that each build of the fixture prints the same ids.
 */

let nodeCount = 0;
/** A builder node id (uniqid's 13 hex digits). */
export const nodeId = () => {
  nodeCount += 1;
  return `${fnv(`sf-node-${nodeCount}`)}${fnv(`${nodeCount}-sf`)}`.slice(0, 13);
};

export type Visibility = 'desktop' | 'mobile';

const visibilityClass = (v?: Visibility) =>
  v === 'desktop'
    ? ' fl-visible-desktop fl-visible-large fl-visible-medium'
    : v === 'mobile'
      ? ' fl-visible-mobile'
      : '';

export interface RowOpts {
  /** A background colour (the row's CSS in the layout cache; some rows were given an inline style too). */
  bg?: string;
  /** A background photo (`fl-row-bg-photo`). */
  photo?: string;
  /** Full width content (`fl-row-full-width` content). */
  fullContent?: boolean;
  /** Who sees the row. */
  visible?: Visibility;
  /** An anchor (the row's 'ID' setting). */
  id?: string;
  /** An inline style left on the row by a custom CSS setting. */
  style?: string;
}

/** A builder row with its column groups. */
export const row = (groups: string | string[], o: RowOpts = {}) => {
  const id = nodeId();
  const cls = [
    'fl-row fl-row-full-width',
    o.photo ? 'fl-row-bg-photo' : o.bg ? 'fl-row-bg-color' : 'fl-row-bg-none',
    `fl-node-${id}`,
    'fl-row-default-height fl-row-align-center',
  ].join(' ');
  return `<div${o.id ? ` id="${o.id}"` : ''} class="${cls}${visibilityClass(o.visible)}" data-node="${id}"${
    o.style ? ` style="${o.style}"` : ''
  }><div class="fl-row-content-wrap">${
    o.photo
      ? `<div class="fl-row-bg-overlay"></div><img class="fl-row-bg-img-preload" aria-hidden="true" loading="lazy" src="${SF_UPLOADS}/${o.photo}" alt="" style="display:none;" />`
      : ''
  }<div class="fl-row-content fl-row-${o.fullContent ? 'full' : 'fixed'}-width fl-node-content">${
    Array.isArray(groups) ? groups.join('') : groups
  }</div></div></div>`;
};

/** A column group. */
export const group = (cols: string[], o: { equal?: boolean; align?: 'center' | 'top' } = {}) => {
  const id = nodeId();
  return `<div class="fl-col-group fl-node-${id}${o.equal ? ' fl-col-group-equal-height' : ''}${
    o.align === 'center' ? ' fl-col-group-align-center' : ''
  }" data-node="${id}">${cols.join('')}</div>`;
};

/** A column; `width` in percent (the builder writes it in the layout's CSS, and small columns get a class). */
export const col = (width: number, inner: string, o: { visible?: Visibility; bg?: string } = {}) => {
  const id = nodeId();
  return `<div class="fl-col fl-node-${id}${width <= 50 ? ' fl-col-small' : ''}${
    width < 100 ? ' fl-col-small-full-width' : ''
  }${o.bg ? ' fl-col-bg-color' : ''}${visibilityClass(o.visible)}" data-node="${id}"><div class="fl-col-content fl-node-content">${inner}</div></div>`;
};

/** A row with one group of columns: [width, inner] pairs. */
export const cols = (columns: [number, string][], o: RowOpts & { equal?: boolean } = {}) =>
  row(
    group(
      columns.map(([w, inner]) => col(w, inner)),
      { equal: o.equal, align: 'center' },
    ),
    o,
  );

/** A row with a single full column. */
export const section = (inner: string, o: RowOpts = {}) => cols([[100, inner]], o);

/** A builder module with its wrapper. */
export const module = (type: string, inner: string, o: { visible?: Visibility; cls?: string } = {}) => {
  const id = nodeId();
  return `<div class="fl-module fl-module-${type} fl-node-${id}${o.cls ? ` ${o.cls}` : ''}${visibilityClass(
    o.visible,
  )}" data-node="${id}"><div class="fl-module-content fl-node-content">${inner}</div></div>`;
};

/** A Heading module. */
export const heading = (
  text: string,
  tag: 'h1' | 'h2' | 'h3' | 'h4' = 'h2',
  o: { visible?: Visibility } = {},
) => module('heading', `<${tag} class="fl-heading"><span class="fl-heading-text">${text}</span></${tag}>`, o);

/** A Text Editor module: TinyMCE's HTML in `div.fl-rich-text`. */
export const rich = (html: string, o: { visible?: Visibility } = {}) =>
  module('rich-text', `<div class="fl-rich-text">${html}</div>`, o);

/** A Button module. */
export const button = (label: string, href: string, o: { align?: 'left' | 'center'; icon?: string } = {}) =>
  module(
    'button',
    `<div class="fl-button-wrap fl-button-width-auto fl-button-${o.align ?? 'left'}${
      o.icon ? ' fl-button-has-icon' : ''
    }"><a href="${href}" target="_self" class="fl-button" role="button">${
      o.icon ? `<i class="fl-button-icon fl-button-icon-before ${o.icon}" aria-hidden="true"></i>` : ''
    }<span class="fl-button-text">${label}</span></a></div>`,
  );

let imageId = 880;
/** A Photo module (WordPress's lazy loading, the srcset of the sizes). */
export const photo = (file: string, alt: string, o: { w?: number; h?: number; caption?: string } = {}) => {
  imageId += 1;
  const w = o.w ?? 1024;
  const h = o.h ?? 683;
  const url = `${SF_UPLOADS}/${file}`;
  const medium = url.replace(/\.(jpe?g|png|webp)$/, '-300x200.$1');
  const large = url.replace(/\.(jpe?g|png|webp)$/, '-768x512.$1');
  return module(
    'photo',
    `<div class="fl-photo fl-photo-align-center" itemscope itemtype="https://schema.org/ImageObject"><div class="fl-photo-content fl-photo-img-${
      file.endsWith('.png') ? 'png' : 'jpg'
    }"><img loading="lazy" decoding="async" class="fl-photo-img wp-image-${imageId} size-large" src="${url}" alt="${esc(
      alt,
    )}" itemprop="image" height="${h}" width="${w}" title="${esc(
      file.replace(/^.*\//, '').replace(/\.[a-z]+$/, ''),
    )}" srcset="${url} ${w}w, ${medium} 300w, ${large} 768w" sizes="(max-width: ${w}px) 100vw, ${w}px" /></div>${
      o.caption
        ? `<div class="fl-photo-caption fl-photo-caption-below" itemprop="caption">${o.caption}</div>`
        : ''
    }</div>`,
  );
};

/** A Callout module: an icon or photo, a title, text and a link button. */
export const callout = (
  title: string,
  html: string,
  o: { icon?: string; button?: [label: string, href: string] } = {},
) =>
  module(
    'callout',
    `<div class="fl-callout fl-callout-left${o.icon ? ' fl-callout-has-icon fl-callout-icon-above-title' : ''}">${
      o.icon
        ? `<div class="fl-callout-icon-wrap"><span class="fl-icon-wrap"><span class="fl-icon"><i class="${o.icon}" aria-hidden="true"></i></span></span></div>`
        : ''
    }<div class="fl-callout-content"><h3 class="fl-callout-title"><span>${title}</span></h3><div class="fl-callout-text-wrap"><div class="fl-callout-text">${html}</div>${
      o.button
        ? `<div class="fl-callout-button"><div class="fl-button-wrap fl-button-width-auto"><a href="${o.button[1]}" target="_self" class="fl-button" role="button"><span class="fl-button-text">${o.button[0]}</span></a></div></div>`
        : ''
    }</div></div></div>`,
  );

/** An Accordion module, saved with every item collapsed. */
export const accordion = (items: [label: string, html: string][]) => {
  const id = nodeId();
  return module(
    'accordion',
    `<div class="fl-accordion fl-accordion-small fl-accordion-collapse" role="tablist">${items
      .map(
        ([label, html], i) =>
          `<div class="fl-accordion-item"><div class="fl-accordion-button" id="fl-accordion-${id}-tab-${i}" aria-selected="false" aria-controls="fl-accordion-${id}-panel-${i}" aria-expanded="false" role="tab" tabindex="0"><a href="#" id="fl-accordion-${id}-label-${i}" class="fl-accordion-button-label" tabindex="0" aria-controls="fl-accordion-${id}-panel-${i}">${label}</a><a href="#" id="fl-accordion-${id}-icon-${i}" class="fl-accordion-button-icon" tabindex="0" aria-controls="fl-accordion-${id}-panel-${i}"><i class="fl-accordion-button-icon fl-accordion-button-icon-right fas fa-plus"><span class="sr-only">Expand</span></i></a></div><div class="fl-accordion-content fl-clearfix" id="fl-accordion-${id}-panel-${i}" aria-labelledby="fl-accordion-${id}-tab-${i}" aria-hidden="true" role="tabpanel" aria-live="polite">${html}</div></div>`,
      )
      .join('')}</div>`,
  );
};

/** A Tabs module: the label bar, then each panel with the responsive copy of its label before its content. */
export const tabs = (items: [label: string, html: string][]) => {
  const id = nodeId();
  return module(
    'tabs',
    `<div class="fl-tabs fl-tabs-horizontal fl-clearfix"><div class="fl-tabs-labels fl-clearfix" role="tablist">${items
      .map(
        ([label], i) =>
          `<a href="#" class="fl-tabs-label${i === 0 ? ' fl-tab-active' : ''}" id="fl-tabs-${id}-label-${i}" data-index="${i}" aria-selected="${
            i === 0
          }" aria-controls="fl-tabs-${id}-panel-${i}" aria-expanded="${i === 0}" role="tab" tabindex="0">${label}</a>`,
      )
      .join('')}</div><div class="fl-tabs-panels fl-clearfix">${items
      .map(
        ([label, html], i) =>
          `<div class="fl-tabs-panel"><div class="fl-tabs-label fl-tabs-panel-label${
            i === 0 ? ' fl-tab-active' : ''
          }" data-index="${i}" tabindex="0"><span>${label}</span><i class="fas${
            i === 0 ? ' fa-minus' : ' fa-plus'
          }"></i></div><div class="fl-tabs-panel-content fl-clearfix${i === 0 ? ' fl-tab-active' : ''}" id="fl-tabs-${id}-panel-${i}" data-index="${i}"${
            i === 0 ? '' : ' aria-hidden="true"'
          } aria-labelledby="fl-tabs-${id}-label-${i}" role="tabpanel" aria-live="polite">${html}</div></div>`,
      )
      .join('')}</div></div>`,
  );
};

export interface PriceColumn {
  title: string;
  /** As typed in the price field: '€ 140'. */
  price: string;
  /** The duration field: 'a partire da'. */
  duration: string;
  features: string[];
  button?: [label: string, href: string];
  ribbon?: string;
}

/** A Pricing Table module. */
export const pricingTable = (columns: PriceColumn[]) =>
  module(
    'pricing-table',
    `<div class="fl-pricing-table fl-pricing-table-spacing-large fl-pricing-table-border-standard fl-pricing-table-column-height-auto fl-pricing-table-rounded">${columns
      .map(
        (c, i) =>
          `<div class="fl-pricing-table-col-${columns.length}"><div class="fl-pricing-table-column fl-pricing-table-column-${i}"><div class="fl-pricing-table-inner-wrap">${
            c.ribbon
              ? `<div class="fl-builder-pricing-table-column-ribbon fl-ribbon-top"><div class="fl-ribbon-text">${c.ribbon}</div></div>`
              : ''
          }<h3 class="fl-pricing-table-title">${c.title}</h3><div class="fl-pricing-table-price">${c.price}<span class="fl-pricing-table-duration">${c.duration}</span></div><ul class="fl-pricing-table-features" role="list">${c.features
            .map((f) => `<li role="listitem"><div class="fl-pricing-table-feature-text">${f}</div></li>`)
            .join('')}</ul>${
            c.button
              ? `<div class="fl-button-wrap fl-button-width-full"><a href="${c.button[1]}" target="_self" class="fl-button" role="button"><span class="fl-button-text">${c.button[0]}</span></a></div>`
              : ''
          }</div></div></div>`,
      )
      .join('')}</div>`,
  );

/** A Separator module. */
export const separator = () => module('separator', '<div class="fl-separator"></div>');

/** An HTML module (code pasted as it came). */
export const htmlModule = (html: string) => module('html', `<div class="fl-html">${html}</div>`);

/** A table as TinyMCE saves it, with the inline styles of the table plugin. */
export const table = (rows: string[][], o: { head?: boolean; caption?: string } = {}) => {
  const [first, ...rest] = rows;
  const head = o.head !== false && first ? first : undefined;
  const body = head ? rest : rows;
  return `<table style="border-collapse: collapse; width: 100%;" border="1">${
    o.caption ? `<caption>${o.caption}</caption>` : ''
  }${
    head
      ? `<thead><tr>${head.map((c) => `<th style="width: ${Math.round(100 / head.length)}%; text-align: left;">${c}</th>`).join('')}</tr></thead>`
      : ''
  }<tbody>${body
    .map(
      (r) =>
        `<tr>${r.map((c, i) => `<td style="${i === 0 ? '' : 'text-align: right; '}padding: 4px;">${c}</td>`).join('')}</tr>`,
    )
    .join('')}</tbody></table>`;
};

/** The hero row of a page: a background photo and the page's title as its only `h1`. */
export const hero = (titleText: string, sub: string, file: string) =>
  row(
    group([
      col(
        100,
        `${heading(titleText, 'h1')}${
          sub
            ? rich(
                `<p style="text-align: center;"><span style="color: #ffffff; font-size: 18px;">${sub}</span></p>`,
              )
            : ''
        }`,
      ),
    ]),
    { photo: file },
  );

/** The builder's Map module: an iframe of Google Maps (the address only in its URL). */
export const mapModule = () =>
  module(
    'map',
    `<div class="fl-map"><iframe src="https://www.google.com/maps/embed/v1/place?key=AIzaSyD09zQ9PNDNNy9TadMuzRV_UsPUoWKntt8&amp;q=Via+Sottoriva+17A%2C+37121+Verona" aria-hidden="true" title="Mappa" loading="lazy"></iframe></div>`,
  );

/** The builder's Contact Form module. */
export const contactForm = (lang: SartoriaLang, layoutId: number) => {
  const it = lang === 'it';
  const t = it
    ? {
        name: 'Nome',
        nameErr: 'Per favore inserisci il tuo nome.',
        email: 'Email',
        emailErr: 'Per favore inserisci un indirizzo email valido.',
        phone: 'Telefono',
        subject: 'Oggetto',
        message: 'Messaggio',
        messageErr: 'Per favore inserisci un messaggio.',
        terms:
          'Ho letto la <a href="/privacy-policy">privacy policy</a> e acconsento al trattamento dei miei dati.',
        send: 'Invia',
        ok: 'Messaggio inviato. Vi risponderemo entro due giorni lavorativi.',
        ko: 'Il messaggio non è stato inviato. Riprova più tardi o chiamaci.',
      }
    : {
        name: 'Name',
        nameErr: 'Please enter your name.',
        email: 'Email',
        emailErr: 'Please enter a valid email.',
        phone: 'Phone',
        subject: 'Subject',
        message: 'Your message',
        messageErr: 'Please enter a message.',
        terms:
          'I have read the <a href="/privacy-policy">privacy policy</a> (in Italian) and agree to the processing of my data.',
        send: 'Send',
        ok: 'Message sent. We will reply within two working days.',
        ko: 'Message failed. Please try again later or call us.',
      };
  const input = (name: string, label: string, type: string, err?: string) =>
    `<div class="fl-input-group fl-${name}"><label for="fl-${name}" class="fl-contact-form-label">${label}${
      err ? ' *' : ''
    }</label>${err ? `<span class="fl-contact-error">${err}</span>` : ''}<input type="${type}" id="fl-${name}" name="fl-${name}" value="" placeholder="${label}"${
      err ? ' aria-required="true"' : ''
    } /></div>`;
  return module(
    'contact-form',
    `<form class="fl-contact-form" role="form"><input type="hidden" id="fl-layout-id" name="fl-layout-id" value="${layoutId}" />${input(
      'name',
      t.name,
      'text',
      t.nameErr,
    )}${input('email', t.email, 'email', t.emailErr)}${input('phone', t.phone, 'tel')}${input(
      'subject',
      t.subject,
      'text',
    )}<div class="fl-input-group fl-message"><label for="fl-message" class="fl-contact-form-label">${t.message} *</label><span class="fl-contact-error">${t.messageErr}</span><textarea id="fl-message" name="fl-message" placeholder="${t.message}" aria-required="true"></textarea></div><div class="fl-input-group fl-terms-checkbox"><label for="fl-terms-checkbox"><input type="checkbox" class="checkbox-inline" id="fl-terms-checkbox" name="fl-terms-checkbox" value="1" /> ${t.terms}</label></div><div class="fl-button-wrap fl-button-width-auto fl-button-left"><a href="#" target="_self" class="fl-button" role="button"><span class="fl-button-text">${t.send}</span></a></div><span class="fl-success-none" style="display:none;">${t.ok}</span><span class="fl-send-error" style="display:none;">${t.ko}</span></form>`,
  );
};

/* ── The menus ───────────────────────────────────────────────────────────────────────────────────────────── */

type MenuItem = [label: string, href: string, children?: MenuItem[]];

const MENU: Record<SartoriaLang, MenuItem[]> = {
  it: [
    ['Home', '/'],
    [
      'Sartoria',
      '/sartoria-su-misura',
      [
        [
          'Su misura',
          '/sartoria-su-misura',
          [
            ['Abiti e giacche da uomo', '/sartoria-su-misura#uomo'],
            ['Camicie su misura', '/sartoria-su-misura#camicie'],
            ['Sartoria donna', '/sartoria-su-misura#donna'],
          ],
        ],
        [
          'Riparazioni',
          '/riparazioni-e-modifiche',
          [
            ['Riparazioni e modifiche', '/riparazioni-e-modifiche'],
            ['Listino prezzi', '/listino-riparazioni'],
            ['Riparazioni in pelle', '/riparazioni-pelle'],
          ],
        ],
        [
          'Sposa e cerimonia',
          '/abiti-da-sposa',
          [
            ['Modifiche abiti da sposa', '/abiti-da-sposa'],
            ['Abiti da cerimonia', '/abiti-da-sposa#cerimonia'],
          ],
        ],
      ],
    ],
    [
      'Corsi di cucito',
      '/corsi-di-cucito',
      [
        ['Corsi e date', '/corsi-di-cucito'],
        ['Condizioni dei corsi', '/condizioni-corsi'],
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
      'Tailoring',
      '/en/made-to-measure',
      [
        [
          'Made to measure',
          '/en/made-to-measure',
          [
            ['Suits and jackets', '/en/made-to-measure#men'],
            ['Made-to-measure shirts', '/en/made-to-measure#shirts'],
            ['Womenswear', '/en/made-to-measure#women'],
          ],
        ],
        [
          'Alterations',
          '/en/alterations',
          [
            ['Alterations and repairs', '/en/alterations'],
            ['Leather repair', '/en/leather-repair'],
          ],
        ],
        ['Bridal', '/en/bridal-alterations', [['Wedding dress alterations', '/en/bridal-alterations']]],
      ],
    ],
    ['Sewing courses', '/en/sewing-courses'],
    ['Visiting Verona?', '/en/visitors'],
    ['About us', '/en/about'],
    ['Contact', '/en/contact'],
  ],
};

const MENU_IDS = new Map<string, number>();
const menuId = (lang: SartoriaLang, href: string, label: string) => {
  const key = `${lang}|${href}|${label}`;
  if (!MENU_IDS.has(key)) MENU_IDS.set(key, 2211 + 3 * MENU_IDS.size);
  return MENU_IDS.get(key)!;
};

const CARET = '<div class="fl-submenu-icon-wrap"><span class="fl-submenu-toggle-icon"></span></div>';

const menuItems = (page: SartoriaPage, items: MenuItem[], depth: number, prefix: string): string =>
  items
    .map(([label, href, children]) => {
      const id = menuId(page.lang, href, label);
      const current = page.path === href;
      const mega = depth === 0 && label.match(/^(Sartoria|Tailoring)$/) ? 'mega-menu ' : '';
      const cls = `${mega}menu-item menu-item-type-${href.includes('#') ? 'custom' : 'post_type'} menu-item-object-${
        href.includes('#') ? 'custom' : 'page'
      }${current ? ' current-menu-item page_item current_page_item' : ''}${
        children ? ' menu-item-has-children' : ''
      } menu-item-${id}`;
      return `<li id="${prefix}menu-item-${id}" class="${cls}"><a href="${href}"${
        current ? ' aria-current="page"' : ''
      }>${label}</a>${children ? `${CARET}<ul class="sub-menu">${menuItems(page, children, depth + 1, prefix)}</ul>` : ''}</li>`;
    })
    .join('');

const navMenu = (page: SartoriaPage, copy: number) => {
  const it = page.lang === 'it';
  const ulId = `menu-${it ? 'principale' : 'main-en'}${copy ? `-${copy}` : ''}`;
  return `<ul id="${ulId}" class="nav navbar-nav navbar-right menu fl-theme-menu">${menuItems(
    page,
    MENU[page.lang],
    0,
    copy ? `${ulId}-` : '',
  )}</ul>`;
};

const FLAG = (lang: SartoriaLang) =>
  `${SF_SITE}/wp-content/plugins/sitepress-multilingual-cms/res/flags/${lang}.svg`;

/** WPML's language switcher (the top bar's 'IT | EN'): the other language's page, or its home page. */
const wpmlSwitcher = (page: SartoriaPage) => {
  const other: SartoriaLang = page.lang === 'it' ? 'en' : 'it';
  const otherHref = page.alt ?? (other === 'it' ? '/' : '/en');
  const li = (lang: SartoriaLang, href: string, current: boolean) =>
    `<li class="wpml-ls-slot-shortcode_actions wpml-ls-item wpml-ls-item-${lang}${
      current ? ' wpml-ls-current-language' : ''
    }"><a href="${href}" class="wpml-ls-link"${current ? '' : ` hreflang="${lang}"`}><img class="wpml-ls-flag" src="${FLAG(
      lang,
    )}" alt="" width="18" height="12" /><span class="wpml-ls-native" lang="${lang}">${lang.toUpperCase()}</span></a></li>`;
  const items =
    page.lang === 'it'
      ? `${li('it', page.path, true)}${li('en', otherHref, false)}`
      : `${li('it', otherHref, false)}${li('en', page.path, true)}`;
  return `<div class="wpml-ls-statics-shortcode_actions wpml-ls wpml-ls-legacy-list-horizontal"><ul>${items}</ul></div>`;
};

const LOGO = `${SF_UPLOADS}/2020/03/logo-sartoria-filo-doro.png`;
const LOGO_2X = `${SF_UPLOADS}/2020/03/logo-sartoria-filo-doro@2x.png`;

const logo = (page: SartoriaPage) =>
  `<div class="fl-page-header-logo" itemscope="itemscope" itemtype="https://schema.org/Organization"><a href="${
    page.lang === 'it' ? '/' : '/en'
  }" itemprop="url"><img class="fl-logo-img" loading="false" data-no-lazy="1" itemscope itemtype="https://schema.org/ImageObject" src="${LOGO}" data-retina="${LOGO_2X}" title="" width="240" height="72" alt="${SF_NAME}" /><meta itemprop="name" content="${SF_NAME}" /></a></div>`;

const social = () =>
  `<div class="fl-social-icons"><a href="${SF_FACEBOOK}" class="fa-facebook fab" target="_blank" rel="noopener noreferrer"><span class="sr-only">Facebook</span></a><a href="${SF_INSTAGRAM}" class="fa-instagram fab" target="_blank" rel="noopener noreferrer"><span class="sr-only">Instagram</span></a></div>`;

const topBar = (page: SartoriaPage) => {
  const it = page.lang === 'it';
  return `<div class="fl-page-bar"><div class="fl-page-bar-container container"><div class="fl-page-bar-row row"><div class="col-sm-6 col-md-6 text-left clearfix"><div class="fl-page-bar-text fl-page-bar-text-1"><i class="fas fa-phone" aria-hidden="true"></i> <a href="${SF_PHONE_HREF}">${SF_PHONE}</a> &nbsp;|&nbsp; <i class="fab fa-whatsapp" aria-hidden="true"></i> <a href="${SF_WHATSAPP_HREF}">${
    it ? 'WhatsApp' : 'WhatsApp'
  } ${SF_WHATSAPP}</a></div></div><div class="col-sm-6 col-md-6 text-right clearfix"><div class="fl-page-bar-text fl-page-bar-text-2">${wpmlSwitcher(
    page,
  )}</div>${social()}</div></div></div></div>`;
};

const toggle = (it: boolean) =>
  `<button type="button" class="navbar-toggle navbar-toggler" data-toggle="collapse" data-target=".fl-page-nav-collapse"><span>${
    it ? 'Menu' : 'Menu'
  }</span></button>`;

const header = (page: SartoriaPage) => {
  const it = page.lang === 'it';
  const nav = (copy: number) =>
    `<div class="fl-page-nav-wrap"><div class="fl-page-header-container container"><nav class="fl-page-nav fl-nav navbar navbar-default navbar-expand-md" aria-label="${
      it ? 'Menu header' : 'Header Menu'
    }" itemscope="itemscope" itemtype="https://schema.org/SiteNavigationElement">${toggle(
      it,
    )}<div class="fl-page-nav-collapse collapse navbar-collapse">${navMenu(page, copy)}</div></nav></div></div>`;
  const primary = `<header class="fl-page-header fl-page-header-primary fl-page-nav-right fl-page-nav-toggle-button fl-page-nav-toggle-visible-mobile" itemscope="itemscope" itemtype="https://schema.org/WPHeader" role="banner"><div class="fl-page-header-wrap"><div class="fl-page-header-container container"><div class="fl-page-header-row row"><div class="col-sm-12 col-md-4 fl-page-header-logo-col">${logo(
    page,
  )}</div><div class="col-sm-12 col-md-8 fl-page-nav-col">${nav(0)}</div></div></div></div></header>`;
  const fixed = `<header class="fl-page-header fl-page-header-fixed fl-page-nav-right fl-page-nav-toggle-button fl-page-nav-toggle-visible-mobile" role="banner"><div class="fl-page-header-wrap"><div class="fl-page-header-container container"><div class="fl-page-header-row row"><div class="col-sm-12 col-md-3 fl-page-logo-wrap">${logo(
    page,
  )}</div><div class="col-sm-12 col-md-9 fl-page-fixed-nav-wrap">${nav(1)}</div></div></div></div></header>`;
  const mobile = `<div class="fl-page-nav-mobile fl-nav-offcanvas-collapse" aria-hidden="true"><button type="button" class="fl-page-nav-mobile-close" aria-label="${
    it ? 'Chiudi menu' : 'Close menu'
  }"><i class="fas fa-times" aria-hidden="true"></i></button><nav class="fl-page-nav-mobile-menu" aria-label="${
    it ? 'Menu mobile' : 'Mobile Menu'
  }">${navMenu(page, 2)}</nav><div class="fl-page-nav-mobile-contacts"><a href="${SF_PHONE_HREF}">${SF_PHONE}</a></div></div>`;
  return `${topBar(page)}${primary}${fixed}${mobile}`;
};

/* ── Breadcrumbs (Yoast, hooked by the child theme before the content) ────────────────────────────────────── */

const breadcrumbs = (page: SartoriaPage) => {
  const it = page.lang === 'it';
  const home = it ? '/' : '/en';
  const crumbs: [string, string | undefined][] = [
    ['Home', home],
    ...(page.kind === 'post' ? ([['Blog', '/blog']] as [string, string][]) : []),
    ...(page.parents ?? []),
    [page.title, undefined],
  ];
  return `<div class="fl-breadcrumbs-wrap"><div class="container"><nav aria-label="${
    it ? 'Percorso' : 'Breadcrumbs'
  }"><p id="breadcrumbs"><span>${crumbs
    .map(([label, href]) =>
      href
        ? `<span><a href="${href}">${label}</a></span>`
        : `<span class="breadcrumb_last" aria-current="page">${label}</span>`,
    )
    .join(' » ')}</span></p></nav></div></div>`;
};

/* ── The blog: the sidebar and the single post ───────────────────────────────────────────────────────────── */

export interface PostLink {
  title: string;
  href: string;
  date: string;
}

let recentPosts: PostLink[] = [];
/** The blog registers its posts, newest first, for the sidebar and the post navigation. */
export const setRecentPosts = (posts: PostLink[]) => {
  recentPosts = posts;
};

const sidebar = () =>
  `<div class="fl-sidebar fl-sidebar-right fl-sidebar-display-desktop col-md-4" itemscope="itemscope" itemtype="https://schema.org/WPSideBar"><div class="fl-sidebar-inner"><aside id="search-2" class="fl-widget widget_search"><form aria-label="Cerca" method="get" role="search" action="${SF_SITE}/" title="Digita e premi Invio per cercare."><input aria-label="Cerca" type="search" class="fl-search-input form-control" name="s" placeholder="Cerca" value="" onfocus="if (this.value === 'Cerca') { this.value = ''; }" onblur="if (this.value === '') this.value='Cerca';"></form></aside><aside id="recent-posts-2" class="fl-widget widget_recent_entries"><h4 class="fl-widget-title">Articoli recenti</h4><ul>${recentPosts
    .map((p) => `<li><a href="${p.href}">${p.title}</a></li>`)
    .join(
      '',
    )}</ul></aside><aside id="categories-2" class="fl-widget widget_categories"><h4 class="fl-widget-title">Categorie</h4><ul><li class="cat-item cat-item-4"><a href="/category/avvisi">Avvisi</a></li><li class="cat-item cat-item-6"><a href="/category/consigli">Consigli</a></li><li class="cat-item cat-item-1"><a href="/category/novita">Novità</a></li></ul></aside></div></div>`;

const singlePost = (page: SartoriaPage) => {
  const post = page.post!;
  const index = recentPosts.findIndex((p) => p.href === page.path);
  const newer = index > 0 ? recentPosts[index - 1] : undefined;
  const older = index >= 0 ? recentPosts[index + 1] : undefined;
  const navigation = `<div class="fl-post-nav clearfix">${
    older
      ? `<span class="fl-post-nav-prev"><a href="${older.href}" rel="prev">&larr; ${older.title}</a></span>`
      : ''
  }${newer ? `<span class="fl-post-nav-next"><a href="${newer.href}" rel="next">${newer.title} &rarr;</a></span>` : ''}</div>`;
  const comments = `<div class="fl-comments"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Lascia un commento <small><a rel="nofollow" id="cancel-comment-reply-link" href="${page.path}#respond" style="display:none;">Annulla risposta</a></small></h3><form action="${SF_SITE}/wp-comments-post.php" method="post" id="fl-comment-form" class="fl-comment-form"><label for="fl-comment">Commento</label><textarea id="fl-comment" name="comment" class="form-control" cols="60" rows="8"></textarea><br /><label for="fl-author">Nome (obbligatorio)</label><input type="text" id="fl-author" name="author" class="form-control" value="" /><br /><label for="fl-email">Email (non verrà pubblicata) (obbligatorio)</label><input type="text" id="fl-email" name="email" class="form-control" value="" /><br /><input name="submit" type="submit" id="fl-comment-form-submit" class="btn btn-primary" value="Invia commento" /><input type='hidden' name='comment_post_ID' value='${page.id}' id='comment_post_ID' /><input type='hidden' name='comment_parent' id='comment_parent' value='0' /></form></div></div>`;
  return `<div class="container"><div class="row"><div class="fl-content fl-content-left col-md-8"><article class="fl-post post-${page.id} post type-post status-publish format-standard has-post-thumbnail hentry category-${post.category[1]}" id="fl-post-${page.id}" itemscope itemtype="https://schema.org/BlogPosting"><div class="fl-post-thumb"><img width="1024" height="576" src="${SF_UPLOADS}/${post.cover}" class="attachment-large size-large wp-post-image" alt="" decoding="async" loading="lazy" itemprop="image" /></div><header class="fl-post-header"><h1 class="fl-post-title" itemprop="headline">${page.title}</h1><div class="fl-post-meta fl-post-meta-top"><span class="fl-post-author">Di <a href="/author/${post.author.toLowerCase()}"><span>${post.author}</span></a></span><span class="fl-sep"> | </span><span class="fl-post-date">${post.date}</span><span class="fl-sep"> | </span><span class="fl-post-cats-tags">In <a href="/category/${post.category[1]}" rel="category tag">${post.category[0]}</a></span></div><meta itemscope itemprop="mainEntityOfPage" itemtype="https://schema.org/WebPage" itemid="${SF_SITE}${page.path}" content="${esc(page.title)}" /><meta itemprop="datePublished" content="${post.iso.slice(0, 10)}" /><meta itemprop="dateModified" content="${post.iso.slice(0, 10)}" /></header><div class="fl-post-content clearfix" itemprop="text">${page.body}</div>${navigation}${comments}</article></div>${sidebar()}</div></div>`;
};

/* ── The footer ──────────────────────────────────────────────────────────────────────────────────────────── */

/** The hours as the Opening Hours plugin's overview prints them: each period a span. */
const HOURS: [day: Record<SartoriaLang, string>, periods: string[]][] = [
  [{ it: 'Lunedì', en: 'Monday' }, []],
  [{ it: 'Martedì', en: 'Tuesday' }, ['09:00 – 12:30', '15:00 – 19:00']],
  [{ it: 'Mercoledì', en: 'Wednesday' }, ['09:00 – 12:30', '15:00 – 19:00']],
  [{ it: 'Giovedì', en: 'Thursday' }, ['09:00 – 12:30', '15:00 – 19:00']],
  [{ it: 'Venerdì', en: 'Friday' }, ['09:00 – 12:30', '15:00 – 19:00']],
  [{ it: 'Sabato', en: 'Saturday' }, ['09:00 – 13:00']],
  [{ it: 'Domenica', en: 'Sunday' }, []],
];

const hoursWidget = (lang: SartoriaLang) =>
  `<table class="op-table op-table-overview" id="op-table-overview-1">${HOURS.map(
    ([day, periods]) =>
      `<tr class="op-row op-row-day"><th class="op-cell op-cell-heading" scope="row">${day[lang]}</th><td class="op-cell op-cell-periods">${
        periods.length
          ? periods.map((p) => `<span class="op-period-time">${p}</span>`).join('')
          : `<span class="op-closed">${lang === 'it' ? 'Chiuso' : 'Closed'}</span>`
      }</td></tr>`,
  ).join('')}</table>`;

const FOOTER_TEXT = {
  it: {
    blurbTitle: 'Sartoria Filo d’Oro',
    blurb:
      'Sartoria su misura, riparazioni e modifiche nel centro storico di Verona dal 1987. Abiti e camicie su misura, modifiche di abiti da sposa, riparazioni in pelle e corsi di cucito per adulti.',
    hoursTitle: 'Orari del negozio',
    hoursNote: 'Prove sposa e su misura su appuntamento.',
    linksTitle: 'Informazioni',
    links: [
      ['Listino riparazioni', '/listino-riparazioni'],
      ['Condizioni generali', '/condizioni-generali'],
      ['Condizioni dei corsi', '/condizioni-corsi'],
      ['ARCHIVIO – Condizioni generali 2021', '/archivio-condizioni-2021'],
      ['Privacy policy', '/privacy-policy'],
      ['Cookie policy', '/cookie-policy'],
    ] as [string, string][],
    phone: 'Tel.',
    copyright: `© 2026 ${SF_OWNER} – P.IVA ${SF_VAT} – ${SF_STREET}, ${SF_TOWN}`,
    prefs: 'Preferenze cookie',
  },
  en: {
    blurbTitle: 'Sartoria Filo d’Oro',
    blurb:
      'Made-to-measure tailoring, alterations and repairs in Verona’s old town since 1987. Bespoke suits and shirts, wedding dress alterations, leather repair and sewing courses for adults.',
    hoursTitle: 'Shop hours',
    hoursNote: 'Bridal and made-to-measure fittings by appointment.',
    linksTitle: 'Information',
    links: [
      ['Alterations price list (in Italian)', '/listino-riparazioni'],
      ['Terms and conditions (in Italian)', '/condizioni-generali'],
      ['Course terms (in Italian)', '/condizioni-corsi'],
      ['ARCHIVIO – Condizioni generali 2021', '/archivio-condizioni-2021'],
      ['Privacy policy (in Italian)', '/privacy-policy'],
      ['Cookie policy (in Italian)', '/cookie-policy'],
    ] as [string, string][],
    phone: 'Phone',
    copyright: `© 2026 ${SF_OWNER} – VAT no. (P.IVA) ${SF_VAT} – ${SF_STREET}, ${SF_TOWN}, Italy`,
    prefs: 'Cookie preferences',
  },
};

const widget = (id: string, cls: string, title: string, inner: string) =>
  `<aside id="${id}" class="fl-widget ${cls}"><h4 class="fl-widget-title">${title}</h4>${inner}</aside>`;

const footer = (page: SartoriaPage) => {
  const t = FOOTER_TEXT[page.lang];
  const widgets = [
    widget(
      'text-2',
      'widget_text',
      t.blurbTitle,
      `<div class="textwidget"><p>${t.blurb}</p><p>${SF_STREET}<br />${SF_TOWN}<br />${t.phone} <a href="${SF_PHONE_HREF}">${SF_PHONE}</a><br />WhatsApp <a href="${SF_WHATSAPP_HREF}">${SF_WHATSAPP}</a><br /><a href="mailto:${SF_EMAIL}">${SF_EMAIL}</a></p></div>`,
    ),
    widget(
      'widget_op_overview-2',
      'widget_op_overview',
      t.hoursTitle,
      `${hoursWidget(page.lang)}<p class="op-note"><em>${t.hoursNote}</em></p>`,
    ),
    widget(
      'nav_menu-3',
      'widget_nav_menu',
      t.linksTitle,
      `<div class="menu-footer-${page.lang}-container"><ul id="menu-footer-${page.lang}" class="menu">${t.links
        .map(
          ([label, href], i) =>
            `<li id="menu-item-${2600 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${2600 + i}"><a href="${href}">${label}</a></li>`,
        )
        .join('')}</ul></div>`,
    ),
  ];
  return `<footer class="fl-page-footer-wrap" itemscope="itemscope" itemtype="https://schema.org/WPFooter" role="contentinfo"><div class="fl-page-footer-widgets"><div class="fl-page-footer-widgets-container container"><div class="fl-page-footer-widgets-row row">${widgets
    .map(
      (w, i) =>
        `<div class="col-sm-4 col-md-4 fl-page-footer-widget-col fl-page-footer-widget-col-${i + 1}">${w}</div>`,
    )
    .join(
      '',
    )}</div></div></div><div class="fl-page-footer"><div class="fl-page-footer-container container"><div class="fl-page-footer-row row"><div class="col-md-12 text-center clearfix"><div class="fl-page-footer-text fl-page-footer-text-1">${t.copyright} · <a href="#" class="iubenda-cs-preferences-link">${t.prefs}</a></div></div></div></div></div></footer>`;
};

/* ── The Iubenda banner ──────────────────────────────────────────────────────────────────────────────────── */

const IUBENDA = {
  it: {
    title: 'Informativa',
    text: 'Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità (“interazioni e funzionalità semplici”, “miglioramento dell’esperienza” e “misurazione”) come specificato nella <a href="/cookie-policy" class="iubenda-cs-cookie-policy-lnk">cookie policy</a>. Puoi liberamente prestare, rifiutare o revocare il tuo consenso, in qualsiasi momento. Usa il pulsante “Accetta” per acconsentire. Usa il pulsante “Rifiuta” o chiudi questa informativa per continuare senza accettare.',
    customize: 'Scopri di più e personalizza',
    reject: 'Rifiuta',
    accept: 'Accetta',
  },
  en: {
    title: 'Notice',
    text: 'We and selected third parties use cookies or similar technologies for technical purposes and, with your consent, for other purposes (“basic interactions &amp; functionalities”, “experience enhancement” and “measurement”) as specified in the <a href="/cookie-policy" class="iubenda-cs-cookie-policy-lnk">cookie policy</a>. You can freely give, deny, or withdraw your consent at any time. Use the “Accept” button to consent. Use the “Reject” button or close this notice to continue without accepting.',
    customize: 'Learn more and customize',
    reject: 'Reject',
    accept: 'Accept',
  },
};

const iubenda = (lang: SartoriaLang) => {
  const t = IUBENDA[lang];
  return `<div id="iubenda-cs-banner" class="iubenda-cs-default iubenda-cs-bottom iubenda-cs-lang-${lang} iubenda-cs-slidein iubenda-cs-visible" role="alertdialog" aria-labelledby="iubenda-cs-title" aria-describedby="iubenda-cs-paragraph"><div class="iubenda-cs-container"><div class="iubenda-cs-content"><div class="iubenda-cs-rationale"><button type="button" class="iubenda-cs-close-btn" tabindex="0" role="button" aria-pressed="false" style="font-size:16px;">×</button><div class="iubenda-banner-content" role="document"><div id="iubenda-cs-title">${t.title}</div><div id="iubenda-cs-paragraph"><p class="iub-p">${t.text}</p></div></div><div class="iubenda-cs-opt-group" style="color:#ffffff!important;"><div class="iubenda-cs-opt-group-custom"><button class="iubenda-cs-customize-btn" tabindex="0" role="button" aria-pressed="false">${t.customize}</button></div><div class="iubenda-cs-opt-group-consent"><button class="iubenda-cs-reject-btn iubenda-cs-btn-primary" tabindex="0" role="button" aria-pressed="false">${t.reject}</button><button class="iubenda-cs-accept-btn iubenda-cs-btn-primary" tabindex="0" role="button" aria-pressed="false">${t.accept}</button></div></div></div></div></div></div>`;
};

/* ── The document ────────────────────────────────────────────────────────────────────────────────────────── */

/** Lays out a page as WordPress, the Beaver Builder Theme and the builder publish it. */
export function sartoriaLayout(page: SartoriaPage): SitePage {
  const it = page.lang === 'it';
  const url = `${SF_SITE}${page.path}`;
  const isHome = page.kind === 'home';
  const docTitle = isHome
    ? it
      ? 'Sartoria Filo d’Oro – Sartoria su misura e riparazioni a Verona'
      : 'Sartoria Filo d’Oro – Tailoring and alterations in Verona'
    : `${page.title} - Sartoria Filo d’Oro`;
  const alternates = page.alt
    ? (() => {
        const itPath = it ? page.path : page.alt;
        const enPath = it ? page.alt : page.path;
        return `<link rel="alternate" hreflang="it" href="${SF_SITE}${itPath}" />\n<link rel="alternate" hreflang="en" href="${SF_SITE}${enPath}" />\n<link rel="alternate" hreflang="x-default" href="${SF_SITE}${itPath}" />\n`;
      })()
    : '';
  const restType = page.kind === 'post' ? 'posts' : 'pages';
  const bodyClass =
    page.kind === 'post'
      ? `post-template-default single single-post postid-${page.id} single-format-standard fl-builder-breakpoint-large`
      : page.kind === 'archive'
        ? 'blog fl-builder-breakpoint-large'
        : `${isHome ? 'home ' : ''}page-template-default page page-id-${page.id} fl-builder fl-builder-2-8-4 fl-theme-builder-header fl-builder-breakpoint-large`;
  const content =
    page.kind === 'post'
      ? singlePost(page)
      : page.kind === 'archive'
        ? `<div class="fl-archive container"><div class="row"><div class="fl-content fl-content-left col-md-8" itemscope="itemscope" itemtype="https://schema.org/Blog"><header class="fl-archive-header" role="banner"><h1 class="fl-archive-title">${page.title}</h1></header>${page.body}</div>${sidebar()}</div></div>`
        : `<div class="fl-content-full container"><div class="row"><div class="fl-content col-md-12"><article class="fl-post post-${page.id} page type-page status-publish hentry" id="fl-post-${page.id}" itemscope="itemscope" itemtype="https://schema.org/CreativeWork"><div class="fl-post-content clearfix" itemprop="text"><div class="fl-builder-content fl-builder-content-${page.id} fl-builder-content-primary fl-builder-global-templates-locked" data-post-id="${page.id}">${page.body}</div></div></article><!-- .fl-post --></div></div></div>`;
  const html = `<!DOCTYPE html>
<html lang="${it ? 'it-IT' : 'en-GB'}">
<head>
<meta charset="UTF-8" />
<meta name='viewport' content='width=device-width, initial-scale=1.0' />
<meta http-equiv='X-UA-Compatible' content='IE=edge' />
<link rel="profile" href="https://gmpg.org/xfn/11" />
<title>${docTitle}</title>
<meta name="description" content="${esc(page.description)}" />
<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1" />
<link rel="canonical" href="${url}" />
${alternates}<meta property="og:locale" content="${it ? 'it_IT' : 'en_GB'}" />
<meta property="og:type" content="${page.kind === 'post' ? 'article' : 'website'}" />
<meta property="og:title" content="${esc(docTitle)}" />
<meta property="og:description" content="${esc(page.description)}" />
<meta property="og:url" content="${url}" />
<meta property="og:site_name" content="${SF_NAME}" />
<meta property="og:image" content="${SF_UPLOADS}/2023/04/banco-taglio-sartoria.jpg" />
${
  page.post
    ? `<meta property="article:published_time" content="${page.post.iso}" />\n<meta property="article:modified_time" content="${page.post.iso}" />\n`
    : page.modified
      ? `<meta property="article:modified_time" content="${page.modified}" />\n`
      : ''
}<link rel="alternate" type="application/rss+xml" title="${SF_NAME} &raquo; Feed" href="${SF_SITE}/feed" />
<link rel='stylesheet' id='wpml-legacy-horizontal-list-0-css' href='${SF_SITE}/wp-content/plugins/sitepress-multilingual-cms/templates/language-switchers/legacy-list-horizontal/style.min.css?ver=1' media='all' />
<link rel='stylesheet' id='font-awesome-5-css' href='${SF_SITE}/wp-content/plugins/bb-plugin/fonts/fontawesome/5.15.4/css/all.min.css?ver=2.8.4' media='all' />
<link rel='stylesheet' id='fl-builder-layout-${page.id}-css' href='${SF_UPLOADS}/bb-plugin/cache/${page.id}-layout.css?ver=${fnv(page.path)}' media='all' />
<link rel='stylesheet' id='opening-hours-css' href='${SF_SITE}/wp-content/plugins/wp-opening-hours/dist/styles/main.css?ver=6.6.2' media='all' />
<link rel='stylesheet' id='base-css' href='${SF_SITE}/wp-content/themes/bb-theme/css/base.min.css?ver=1.7.16' media='all' />
<link rel='stylesheet' id='fl-automator-skin-css' href='${SF_UPLOADS}/bb-theme/skin-6571d0a3b1c2e.css?ver=1.7.16' media='all' />
<link rel='stylesheet' id='fl-child-theme-css' href='${SF_SITE}/wp-content/themes/bb-theme-child/style.css?ver=6.6.2' media='all' />
<script src="${SF_SITE}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="${SF_SITE}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<script type="text/javascript">var _iub = _iub || []; _iub.csConfiguration = {"askConsentAtCookiePolicyUpdate":true,"enableFadp":true,"floatingPreferencesButtonDisplay":"bottom-right","lang":"${page.lang}","perPurposeConsent":true,"siteId":3518804,"cookiePolicyId":${
    it ? 58120946 : 58120947
  }, "banner":{ "acceptButtonDisplay":true,"closeButtonRejects":true,"customizeButtonDisplay":true,"explicitWithdrawal":true,"position":"float-bottom-center","rejectButtonDisplay":true }};</script>
<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/3518804.js"></script>
<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
<link rel="https://api.w.org/" href="${SF_SITE}/wp-json/" /><link rel="alternate" title="JSON" type="application/json" href="${SF_SITE}/wp-json/wp/v2/${restType}/${page.id}" />
<meta name="generator" content="WordPress 6.6.2" />
<link rel='shortlink' href='${SF_SITE}/?p=${page.id}' />
<meta name="generator" content="WPML ver:4.6.13 stt:1,27;" />
<link rel="icon" href="${SF_UPLOADS}/2020/03/cropped-favicon-filo-32x32.png" sizes="32x32" />
<style id="fl-builder-inline-css">.fl-node-hidden{display:none}@media (max-width: 768px){.fl-visible-desktop.fl-visible-large.fl-visible-medium:not(.fl-visible-mobile){display:none;}}@media (min-width: 769px){.fl-visible-mobile:not(.fl-visible-desktop){display:none;}}.fl-page-header-fixed{display:none;}.fl-page-nav-mobile{display:none;}</style>
</head>
<body class="${bodyClass} fl-framework-base fl-preset-default fl-full-width fl-has-sidebar fl-nav-mobile-offcanvas fl-offcanvas-push-left fl-fixed-header fl-scroll-to-top fl-search-active" itemscope="itemscope" itemtype="https://schema.org/WebPage">
<a aria-label="${it ? 'Salta al contenuto' : 'Skip to content'}" class="fl-screen-reader-text" href="#fl-main-content">${
    it ? 'Salta al contenuto' : 'Skip to content'
  }</a><div class="fl-page">
	${header(page)}
	${isHome ? '' : breadcrumbs(page)}<div id="fl-main-content" class="fl-page-content" itemprop="mainContentOfPage" role="main">
${content}
	</div><!-- .fl-page-content -->
	${footer(page)}
	</div><!-- .fl-page -->
${iubenda(page.lang)}
<a href="#" id="fl-to-top"><span class="sr-only">${it ? 'Torna su' : 'Scroll To Top'}</span><i class="fas fa-chevron-up" aria-hidden="true"></i></a>
<script src="${SF_UPLOADS}/bb-plugin/cache/${page.id}-layout.js?ver=${fnv(`${page.path}#js`)}" id="fl-builder-layout-${page.id}-js"></script>
<script src="${SF_SITE}/wp-content/themes/bb-theme/js/theme.min.js?ver=1.7.16" id="fl-automator-js"></script>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** The theme's 404 page. */
export const sartoriaNotFound: SartoriaPage = {
  path: '/404',
  lang: 'it',
  id: 0,
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  body: section(
    `${heading('Ops! Questa pagina non esiste.', 'h1')}${rich(
      '<p>La pagina che cercate è stata spostata o non c’è più. Provate dal menu, o tornate alla <a href="/">home</a>.</p>',
    )}`,
  ),
};
