import type { SitePage } from './site-server.ts';

/**
 * A page of Enoteca Il Graspo as the Ucraft website builder publishes it: `<body class="uc-body …">` with the
 * page and site ids, `div#uc-wrapper` holding the header block, the page's content blocks and the footer
 * block. The header block (`header.uc-header-block`, `data-block-type="header"`) has a top row the owner
 * filled with the address, phone and closing day, then the logo widget, the menu widget
 * (`nav.uc-menu-widget` > `ul.uc-menu` > `li.uc-menu-item`, dropdowns as `ul.uc-submenu` shown only on
 * hover), the language widget (`div.uc-lang-switcher`, IT | EN), the cart widget and the burger, whose
 * `div.uc-mobile-nav` holds a second copy of the menu, hidden. Every content block is a
 * `section.uc-block` (`id="block-<id>"`, `data-block-id`, `data-block-type`) with an optional background
 * layer and overlay, a `div.container` (or `container-fluid`) and Bootstrap rows (`div.row.uc-row`) of
 * columns (`div.col-md-N.col-sm-12.uc-column` > `div.uc-column-inner`) holding widgets, each a
 * `div.uc-widget.widget-<kind>` with `data-widget-id` and `data-widget-type`: titles (`h1/h2/h3.uc-title`),
 * text (`div.uc-text-content` with `<p>`s, styled `<span>`s, lists and tables typed into the editor),
 * images (`figure.uc-image` served from static.ucraft.net), buttons (`a.uc-btn`), dividers, spacers, icon
 * lists, the accordion (`div.uc-accordion-item` whose panel is saved `display: none`), the map, the form,
 * embeds (`div.uc-embed-code` with whatever the owner pasted), the store's product grid (`div.uc-product-item`
 * with `h3.uc-product-name`, the price in `span.uc-price-current`, the old price in `span.uc-price-old`, a
 * badge and the add-to-cart button) and the blog list (`article.uc-blog-post-item`). Blog posts live at
 * `/blog/<slug>`: `article.uc-blog-post` with the title, date, author and category, the rich-text body, the
 * share buttons and the way back. The footer block: three columns (the address, the hours in
 * abbreviations, the contacts and social icons), then a bottom row with the company, P.IVA, legal links and
 * the "Realizzato con Ucraft" badge. Then the cookie consent bar and the builder's scripts.
 */
export interface GraspoPage {
  path: string;
  lang: 'it' | 'en';
  /** The page title; the document title adds " | Enoteca Il Graspo". */
  title: string;
  description: string;
  /** The same page in the other language, when there is one (hreflang and the language widget). */
  alternate?: string;
  /** The content blocks, built with `block`. */
  blocks: string[];
  post?: PostMeta;
  unlisted?: boolean;
}

export interface PostMeta {
  /** As the blog prints it: '16 novembre 2026'. */
  date: string;
  iso: string;
  author: string;
  category: string;
  /** The excerpt the blog list prints under the title. */
  excerpt: string;
  cover: string;
}

export const GR_SITE = 'https://www.enoteca-graspo.test';
export const GR_NAME = 'Enoteca Il Graspo';
export const GR_COMPANY = 'Il Graspo di Bonomi Chiara &amp; C. S.a.s.';
export const GR_VAT = '04518230232';
export const GR_STREET = 'Via Pellicciai 21/A';
export const GR_TOWN = '37121 Verona (VR)';
export const GR_PHONE = '045 803 2917';
export const GR_PHONE_HREF = 'tel:+390458032917';
export const GR_WHATSAPP = '347 218 6604';
export const GR_WHATSAPP_HREF = 'https://wa.me/393472186604';
export const GR_EMAIL = 'info@enoteca-graspo.test';
export const GR_INSTAGRAM = 'https://www.instagram.com/enotecailgraspo/';
export const GR_FACEBOOK = 'https://www.facebook.com/enotecailgraspo';

const SITE_ID = 482_913;
const SITE_ALIAS = 'enotecailgraspo';
const MEDIA = `https://static.ucraft.net/fs/ucraft/userFiles/${SITE_ALIAS}/images`;

// Ucraft numbers blocks and widgets; a seeded sequence keeps a page the same on every run.
let seed = 0x6a09e667;
const next = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return Math.abs(seed);
};
let counter = 1_736_240;
export const newId = () => {
  counter += 1 + (next() % 53);
  return counter;
};

/** An image on Ucraft's CDN: '<n>-<file>?v=<timestamp>'. */
export const img = (file: string) =>
  `${MEDIA}/${(next() % 900) + 100}-${file}?v=${1_700_000_000 + (next() % 90_000_000)}`;

/* ── Text, as the editor saves it ─────────────────────────────────────────────────────────────────────── */

export const p = (html: string, align = '') =>
  `<p${align ? ` style="text-align: ${align};"` : ''}>${html}</p>`;
export const ps = (...html: string[]) => html.map((x) => p(x)).join('');
export const b = (html: string) => `<strong>${html}</strong>`;
export const em = (html: string) => `<em>${html}</em>`;
export const span = (html: string, style: string) => `<span style="${style}">${html}</span>`;
export const small = (html: string) => span(html, 'font-size: 14px;');
export const a = (label: string, href: string) =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener noreferrer"' : ''} class="uc-link">${label}</a>`;
export const ul = (...items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;

/** A table typed into the text editor: a plain `<table>`, the header row as bold cells. */
export const table = (head: string[], rows: string[][]) =>
  `<table class="uc-text-table" style="width: 100%;"><tbody>${
    head.length ? `<tr>${head.map((h) => `<td><strong>${h}</strong></td>`).join('')}</tr>` : ''
  }${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

/* ── Widgets ──────────────────────────────────────────────────────────────────────────────────────────── */

export const widget = (kind: string, inner: string, extra = '') => {
  const id = newId();
  return `<div class="uc-widget widget-${kind}${extra ? ` ${extra}` : ''}" id="widget-${id}" data-widget-id="${id}" data-widget-type="${kind}">${inner}</div>`;
};

/** The Title widget: one heading, its style chosen in the editor. */
export const title = (html: string, level: 1 | 2 | 3 = 2, align = '') =>
  widget(
    'title',
    `<h${level} class="uc-title uc-title-h${level}"${align ? ` style="text-align: ${align};"` : ''}>${html}</h${level}>`,
  );

/** The Text widget. */
export const text = (html: string) => widget('text', `<div class="uc-text-content">${html}</div>`);

export const image = (file: string, alt: string, caption = '') =>
  widget(
    'image',
    `<figure class="uc-image"><div class="uc-image-holder"><img src="${img(file)}" alt="${alt}" loading="lazy" class="uc-image-img"></div>${caption ? `<figcaption class="uc-image-caption">${caption}</figcaption>` : ''}</figure>`,
  );

export const button = (label: string, href: string, style: 'primary' | 'secondary' = 'primary') =>
  widget(
    'button',
    `<a href="${href}" class="uc-btn uc-btn-${style} uc-btn-md"${href.startsWith('http') ? ' target="_blank" rel="noopener noreferrer"' : ''}><span class="uc-btn-label">${label}</span></a>`,
  );

export const divider = () => widget('divider', '<hr class="uc-divider uc-divider-solid">');
export const spacer = (px = 40) =>
  widget('spacer', `<div class="uc-spacer" style="height: ${px}px;" aria-hidden="true"></div>`);

/** The Icon list widget: an icon font glyph, then the text. */
export const iconList = (items: [icon: string, html: string][]) =>
  widget(
    'icon-list',
    `<ul class="uc-icon-list">${items
      .map(
        ([icon, html]) =>
          `<li class="uc-icon-list-item"><i class="uc-icon icon-${icon}" aria-hidden="true"></i><span class="uc-icon-list-text">${html}</span></li>`,
      )
      .join('')}</ul>`,
  );

/** The Accordion widget, saved with every panel closed. */
export const accordion = (items: [question: string, answer: string][]) =>
  widget(
    'accordion',
    `<div class="uc-accordion" data-multiple="false">${items
      .map(([q, ans]) => {
        const id = newId();
        return `<div class="uc-accordion-item"><button type="button" class="uc-accordion-title" aria-expanded="false" aria-controls="acc-${id}"><span>${q}</span><i class="uc-icon icon-chevron-down" aria-hidden="true"></i></button><div class="uc-accordion-content" id="acc-${id}" style="display: none;"><div class="uc-text-content">${ans}</div></div></div>`;
      })
      .join('')}</div>`,
  );

export const map = (query: string) =>
  widget(
    'map',
    `<div class="uc-map" style="height: 380px;"><iframe title="Google Maps" loading="lazy" width="100%" height="380" frameborder="0" src="https://www.google.com/maps/embed/v1/place?key=AIzaSyUcraftMapsWidget&amp;q=${encodeURIComponent(query)}&amp;zoom=17"></iframe></div>`,
  );

/** The Form widget: its labels are text; a hidden honeypot and the consent checkbox. */
export const form = (fields: [label: string, type: string][], submit: string, lang: 'it' | 'en' = 'it') => {
  const fid = newId();
  return widget(
    'form',
    `<form class="uc-form" data-form-id="${fid}" novalidate>${fields
      .map(([label, type], i) => {
        const name = `field_${fid}_${i}`;
        const control =
          type === 'textarea'
            ? `<textarea id="${name}" name="${name}" class="uc-form-control" rows="5"></textarea>`
            : `<input id="${name}" name="${name}" type="${type}" class="uc-form-control">`;
        return `<div class="uc-form-group"><label for="${name}" class="uc-form-label">${label}</label>${control}</div>`;
      })
      .join(
        '',
      )}<div class="uc-form-group uc-form-checkbox"><input type="checkbox" id="consent_${fid}" name="consent"><label for="consent_${fid}">${lang === 'it' ? 'Ho letto l’informativa privacy' : 'I have read the privacy policy'}</label></div><div style="display: none;"><input type="text" name="uc_hp_${fid}" tabindex="-1" autocomplete="off"></div><button type="submit" class="uc-btn uc-btn-primary uc-btn-md"><span class="uc-btn-label">${submit}</span></button><div class="uc-form-success" style="display: none;">${lang === 'it' ? 'Grazie! Ti risponderemo al più presto.' : 'Thank you! We’ll get back to you soon.'}</div></form>`,
  );
};

/** The Embed widget: whatever the owner pasted, as it was pasted. */
export const embed = (html: string) => widget('embed', `<div class="uc-embed-code">${html}</div>`);

export const socials = () =>
  widget(
    'social-links',
    `<div class="uc-social-links"><a href="${GR_INSTAGRAM}" target="_blank" rel="noopener noreferrer" class="uc-social-link uc-social-instagram" aria-label="Instagram"><i class="uc-icon icon-instagram"></i></a><a href="${GR_FACEBOOK}" target="_blank" rel="noopener noreferrer" class="uc-social-link uc-social-facebook" aria-label="Facebook"><i class="uc-icon icon-facebook"></i></a></div>`,
  );

/* ── Rows and blocks ──────────────────────────────────────────────────────────────────────────────────── */

/** A row of columns (Bootstrap's 12-column grid), each holding widgets. */
export const row = (cols: string[][], widths?: number[]) =>
  `<div class="row uc-row">${cols
    .map((widgets, i) => {
      const w = widths?.[i] ?? Math.floor(12 / cols.length);
      return `<div class="col-md-${w} col-sm-12 uc-column"><div class="uc-column-inner">${widgets.join('')}</div></div>`;
    })
    .join('')}</div>`;

/** One full-width column. */
export const one = (...widgets: string[]) => row([widgets], [12]);

/** A block: the horizontal band of the page, with its background, holding rows. */
export const block = (
  rows: string[],
  opts: { color?: 'white' | 'cream' | 'wine'; background?: string; type?: string; fluid?: boolean } = {},
) => {
  const id = newId();
  const color = opts.color ?? 'white';
  return `<section id="block-${id}" class="uc-block uc-block-${color}${opts.background ? ' uc-block-has-bg' : ''}" data-block-id="${id}" data-block-type="${opts.type ?? 'custom'}">${
    opts.background
      ? `<div class="uc-block-bg" style="background-image: url('${img(opts.background)}'); background-size: cover; background-position: 50% 50%;"></div><div class="uc-block-overlay" style="background-color: rgba(58, 18, 28, 0.55);"></div>`
      : ''
  }<div class="${opts.fluid ? 'container-fluid' : 'container'} uc-block-inner">${rows.join('')}</div></section>`;
};

/* ── Store ────────────────────────────────────────────────────────────────────────────────────────────── */

export interface Product {
  name: string;
  /** As the store prints it: '42,00 €'. */
  price: string;
  oldPrice?: string;
  note: string;
  file: string;
  badge?: string;
  soldOut?: boolean;
}

export const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/&amp;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The store's Products widget: a grid of cards, the price and the old price in separate spans. */
export const products = (list: Product[]) =>
  widget(
    'products',
    `<div class="uc-products-toolbar"><span class="uc-products-count">${list.length} prodotti</span><select class="uc-products-sort" aria-label="Ordina"><option>In evidenza</option><option>Prezzo crescente</option><option>Prezzo decrescente</option></select></div><div class="uc-product-grid uc-grid-3">${list
      .map((pr) => {
        const href = `/store/product/${slug(pr.name)}`;
        return `<div class="uc-product-item${pr.soldOut ? ' is-out-of-stock' : ''}" data-product-id="${newId()}"><a href="${href}" class="uc-product-image">${pr.badge ? `<span class="uc-product-badge">${pr.badge}</span>` : ''}<img src="${img(pr.file)}" alt="${pr.name}" loading="lazy"></a><div class="uc-product-info"><h3 class="uc-product-name"><a href="${href}">${pr.name}</a></h3><div class="uc-product-short">${pr.note}</div><div class="uc-product-price"><span class="uc-price-current">${pr.price}</span>${pr.oldPrice ? `<span class="uc-price-old">${pr.oldPrice}</span>` : ''}</div><button type="button" class="uc-btn uc-btn-primary uc-btn-sm uc-add-to-cart"${pr.soldOut ? ' disabled' : ''}><span class="uc-btn-label">${pr.soldOut ? 'Esaurito' : 'Aggiungi al carrello'}</span></button></div></div>`;
      })
      .join('')}</div>`,
  );

/* ── Blog ─────────────────────────────────────────────────────────────────────────────────────────────── */

export interface Teaser {
  path: string;
  title: string;
  meta: PostMeta;
}

/** The Blog widget: one card per post with the cover, category, title, date and excerpt. */
export const blogList = (posts: Teaser[]) =>
  widget(
    'blog',
    `<div class="uc-blog-posts uc-blog-layout-grid">${posts
      .map(
        (t) =>
          `<article class="uc-blog-post-item"><a href="${t.path}" class="uc-blog-post-cover" style="background-image: url('${img(t.meta.cover)}');" aria-hidden="true" tabindex="-1"></a><div class="uc-blog-post-body"><span class="uc-blog-post-category">${t.meta.category}</span><h3 class="uc-blog-post-title"><a href="${t.path}">${t.title}</a></h3><div class="uc-blog-post-date"><time datetime="${t.meta.iso}">${t.meta.date}</time></div><p class="uc-blog-post-excerpt">${t.meta.excerpt}</p><a href="${t.path}" class="uc-blog-read-more">Leggi tutto</a></div></article>`,
      )
      .join('')}</div><div class="uc-blog-pagination"><span class="uc-blog-page is-active">1</span></div>`,
  );

/* ── Header, footer, cookie bar ───────────────────────────────────────────────────────────────────────── */

type MenuItem = [label: string, href: string, children?: [string, string][]];

const itMenu: MenuItem[] = [
  ['Home', '/'],
  [
    'L’enoteca',
    '/chi-siamo',
    [
      ['Chi siamo', '/chi-siamo'],
      ['Menu e vini al calice', '/menu'],
      ['Orari e contatti', '/orari-e-contatti'],
      ['Come arrivare', '/come-arrivare'],
    ],
  ],
  [
    'Degustazioni',
    '/degustazioni',
    [
      ['Degustazioni', '/degustazioni'],
      ['Eventi privati', '/eventi-privati'],
      ['Club del Graspo', '/club-del-graspo'],
    ],
  ],
  [
    'Bottega',
    '/bottega',
    [
      ['Bottega online', '/bottega'],
      ['Spedizioni', '/spedizioni'],
      ['Carte regalo', '/carte-regalo'],
    ],
  ],
  ['Blog', '/blog'],
  ['FAQ', '/faq'],
];

const enMenu: MenuItem[] = [
  ['Home', '/en'],
  ['Wine tastings', '/en/tastings'],
  ['Visit us', '/en/visit-us'],
];

const menuList = (menu: MenuItem[], path: string, cls: string) =>
  `<ul class="${cls}">${menu
    .map(([label, href, children]) => {
      const active = href === path || children?.some(([, h]) => h === path);
      const sub = children
        ? `<ul class="uc-submenu">${children
            .map(
              ([l, h]) =>
                `<li class="uc-menu-item${h === path ? ' is-active' : ''}"><a href="${h}" class="uc-menu-link">${l}</a></li>`,
            )
            .join('')}</ul>`
        : '';
      return `<li class="uc-menu-item${children ? ' has-submenu' : ''}${active ? ' is-active' : ''}"><a href="${href}" class="uc-menu-link"${href === path ? ' aria-current="page"' : ''}>${label}${children ? '<i class="uc-icon icon-arrow-down" aria-hidden="true"></i>' : ''}</a>${sub}</li>`;
    })
    .join('')}</ul>`;

const langSwitcher = (page: GraspoPage) => {
  const itHref = page.lang === 'it' ? page.path : (page.alternate ?? '/');
  const enHref = page.lang === 'en' ? page.path : (page.alternate ?? '/en');
  return widget(
    'language',
    `<div class="uc-lang-switcher"><a href="${itHref}" hreflang="it" class="uc-lang-link${page.lang === 'it' ? ' is-active' : ''}">IT</a><span class="uc-lang-sep">|</span><a href="${enHref}" hreflang="en" class="uc-lang-link${page.lang === 'en' ? ' is-active' : ''}">EN</a></div>`,
  );
};

const cart = (lang: 'it' | 'en') =>
  widget(
    'cart',
    `<a href="/store/cart" class="uc-cart-link" aria-label="${lang === 'it' ? 'Carrello' : 'Cart'}"><i class="uc-icon icon-shopping-bag"></i><span class="uc-cart-count">0</span></a>`,
  );

const header = (page: GraspoPage) => {
  const menu = page.lang === 'it' ? itMenu : enMenu;
  const home = page.lang === 'it' ? '/' : '/en';
  const top =
    page.lang === 'it'
      ? `${GR_STREET}, Verona · Tel. ${a(GR_PHONE, GR_PHONE_HREF)} · Il martedì siamo chiusi`
      : `${GR_STREET}, Verona · Phone ${a(GR_PHONE, GR_PHONE_HREF)} · Closed on Tuesdays`;
  const hid = newId();
  return `<header id="block-${hid}" class="uc-header-block uc-block uc-header-sticky" data-block-id="${hid}" data-block-type="header">
<div class="uc-header-top"><div class="container">${row([[text(p(small(top)))], [socials()]], [9, 3])}</div></div>
<div class="uc-header-main"><div class="container">${row(
    [
      [
        widget(
          'logo',
          `<a href="${home}" class="uc-logo"><img src="${img('logo-enoteca-il-graspo.png')}" alt="${GR_NAME}" width="190" height="64"></a>`,
        ),
      ],
      [
        widget(
          'menu',
          `<nav class="uc-menu-widget" aria-label="Menu">${menuList(menu, page.path, 'uc-menu')}</nav>`,
        ),
      ],
      [
        langSwitcher(page),
        cart(page.lang),
        widget(
          'burger',
          `<button type="button" class="uc-burger" aria-label="${page.lang === 'it' ? 'Apri il menu' : 'Open menu'}" aria-expanded="false"><span></span><span></span><span></span></button>`,
        ),
      ],
    ],
    [3, 7, 2],
  )}</div></div>
<div class="uc-mobile-nav" aria-hidden="true" style="display: none;"><nav aria-label="Menu mobile">${menuList(menu, page.path, 'uc-mobile-menu')}</nav></div>
</header>`;
};

const footer = (lang: 'it' | 'en') => {
  const t =
    lang === 'it'
      ? {
          tagline: 'Enoteca con cucina a due passi da Piazza delle Erbe, dal 2012.',
          hours: 'Orari',
          week: ['Lun, mer, gio 11:30–23', 'Ven, sab 11:30–24', 'Dom 16–22', 'Mar chiuso'],
          holidays: `Festività: ${a('vedi il blog', '/blog')}`,
          contacts: 'Contatti',
          tel: 'Tel.',
          vat: 'P.IVA',
          legal: `${a('Privacy e cookie', '/privacy-e-cookie')} · ${a('Condizioni di vendita', '/condizioni-di-vendita-2021')}`,
          credit: 'Realizzato con',
          adults: 'La vendita di alcolici è riservata ai maggiori di 18 anni.',
        }
      : {
          tagline: 'Wine bar and shop with a kitchen, a short walk from Piazza delle Erbe, since 2012.',
          hours: 'Opening hours',
          week: ['Mon, Wed, Thu 11.30am–11pm', 'Fri, Sat 11.30am–midnight', 'Sun 4pm–10pm', 'Tue closed'],
          holidays: 'Holidays: see our blog (in Italian)',
          contacts: 'Contact',
          tel: 'Phone',
          vat: 'VAT no.',
          legal: a('Privacy &amp; cookies', '/privacy-e-cookie'),
          credit: 'Made with',
          adults: 'We sell alcohol to adults aged 18 and over only.',
        };
  const fid = newId();
  return `<footer id="block-${fid}" class="uc-footer-block uc-block uc-block-wine" data-block-id="${fid}" data-block-type="footer">
<div class="container uc-block-inner">${row([
    [
      widget(
        'logo',
        `<a href="${lang === 'it' ? '/' : '/en'}" class="uc-logo"><img src="${img('logo-graspo-bianco.png')}" alt="${GR_NAME}" width="160" height="54"></a>`,
      ),
      text(ps(t.tagline, `${GR_STREET}<br>${GR_TOWN}`)),
    ],
    [title(t.hours, 3), text(`${p(t.week.join('<br>'))}${p(small(t.holidays))}`)],
    [
      title(t.contacts, 3),
      text(
        ps(
          `${t.tel} ${a(GR_PHONE, GR_PHONE_HREF)}`,
          `WhatsApp ${a(GR_WHATSAPP, GR_WHATSAPP_HREF)}`,
          a(GR_EMAIL, `mailto:${GR_EMAIL}`),
        ),
      ),
      socials(),
    ],
  ])}${row(
    [
      [text(p(small(`© 2026 ${GR_COMPANY} · ${t.vat} ${GR_VAT} · ${t.legal}<br>${t.adults}`)))],
      [
        widget(
          'badge',
          `<a href="https://www.ucraft.com/?utm_source=badge&amp;utm_medium=website&amp;utm_campaign=${SITE_ALIAS}" class="uc-made-with" target="_blank" rel="nofollow noopener"><small>${t.credit}</small> <img src="https://static.ucraft.net/assets/images/ucraft-logo-white.svg" alt="" width="16" height="16"> <span class="uc-made-with-name">Ucraft</span></a>`,
        ),
      ],
    ],
    [9, 3],
  )}</div>
</footer>`;
};

const cookieBar = (lang: 'it' | 'en') =>
  lang === 'it'
    ? `<div class="uc-cookie-consent uc-cookie-bottom" role="dialog" aria-live="polite" aria-label="Cookie"><div class="uc-cookie-text">Usiamo cookie tecnici e, con il tuo consenso, cookie di statistica e marketing. ${a('Informativa', '/privacy-e-cookie')}</div><div class="uc-cookie-actions"><button type="button" class="uc-btn uc-btn-secondary uc-btn-sm uc-cookie-settings">Impostazioni</button><button type="button" class="uc-btn uc-btn-secondary uc-btn-sm uc-cookie-decline">Rifiuta</button><button type="button" class="uc-btn uc-btn-primary uc-btn-sm uc-cookie-accept">Accetta tutti</button></div></div>`
    : `<div class="uc-cookie-consent uc-cookie-bottom" role="dialog" aria-live="polite" aria-label="Cookies"><div class="uc-cookie-text">We use technical cookies and, with your consent, statistics and marketing cookies. ${a('Policy', '/privacy-e-cookie')}</div><div class="uc-cookie-actions"><button type="button" class="uc-btn uc-btn-secondary uc-btn-sm uc-cookie-settings">Settings</button><button type="button" class="uc-btn uc-btn-secondary uc-btn-sm uc-cookie-decline">Decline</button><button type="button" class="uc-btn uc-btn-primary uc-btn-sm uc-cookie-accept">Accept all</button></div></div>`;

/** A blog post: the header with the title, date, author and category; after the body, sharing and the way back. */
const postOpen = (page: GraspoPage) =>
  page.post
    ? `<section class="uc-block uc-blog-post-block" data-block-type="blog-post"><div class="container"><article class="uc-blog-post" itemscope itemtype="https://schema.org/BlogPosting"><header class="uc-blog-post-header"><span class="uc-blog-post-category">${page.post.category}</span><h1 class="uc-blog-post-title" itemprop="headline">${page.title}</h1><div class="uc-blog-post-meta"><time datetime="${page.post.iso}" itemprop="datePublished">${page.post.date}</time> · <span class="uc-blog-post-author" itemprop="author">${page.post.author}</span></div></header><div class="uc-blog-post-cover"><img src="${img(page.post.cover)}" alt="" loading="lazy"></div><div class="uc-blog-post-content" itemprop="articleBody">`
    : '';

const postClose = (page: GraspoPage) =>
  page.post
    ? `</div><footer class="uc-blog-post-footer"><div class="uc-share"><span class="uc-share-label">Condividi</span><a class="uc-share-link" href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(GR_SITE + page.path)}" target="_blank" rel="noopener">Facebook</a><a class="uc-share-link" href="https://wa.me/?text=${encodeURIComponent(GR_SITE + page.path)}" target="_blank" rel="noopener">WhatsApp</a></div><a href="/blog" class="uc-blog-back">← Torna al blog</a></footer></article></div></section>`
    : '';

/** Lays out a page as Ucraft publishes it. */
export function graspoLayout(page: GraspoPage): SitePage {
  const isHome = page.path === '/' || page.path === '/en';
  const docTitle = isHome
    ? page.lang === 'it'
      ? `${GR_NAME} | Enoteca con cucina a Verona, Piazza delle Erbe`
      : `${GR_NAME} | Wine bar &amp; shop in Verona`
    : `${page.title} | ${GR_NAME}`;
  const description = page.description.replace(/"/g, '&quot;');
  const hreflang = page.alternate
    ? `<link rel="alternate" hreflang="${page.lang}" href="${GR_SITE}${page.path}">\n<link rel="alternate" hreflang="${page.lang === 'it' ? 'en' : 'it'}" href="${GR_SITE}${page.alternate}">\n`
    : '';
  const pageId = newId();
  const ucraft = {
    siteId: SITE_ID,
    alias: SITE_ALIAS,
    pageId,
    pageType: page.post ? 'blogPost' : 'page',
    lang: page.lang,
    languages: ['it', 'en'],
    defaultLang: 'it',
    currency: 'EUR',
    ecommerce: true,
    cdn: 'https://static.ucraft.net',
  };
  const html = `<!DOCTYPE html>
<html lang="${page.lang}" dir="ltr">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5">
<title>${docTitle}</title>
<meta name="description" content="${description}">
<meta name="generator" content="Ucraft">
<meta property="og:type" content="${page.post ? 'article' : 'website'}">
<meta property="og:title" content="${docTitle}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${GR_SITE}${page.path}">
<meta property="og:image" content="${img(page.post?.cover ?? 'bancone-enoteca-graspo-calici.jpg')}">
<meta property="og:locale" content="${page.lang === 'it' ? 'it_IT' : 'en_GB'}">
<link rel="canonical" href="${GR_SITE}${page.path}">
${hreflang}<link rel="icon" type="image/png" href="${img('favicon-graspo.png')}">
<link rel="preconnect" href="https://static.ucraft.net" crossorigin>
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Cormorant+Garamond:wght@500;700&amp;family=Lato:wght@400;700&amp;display=swap">
<link rel="stylesheet" href="https://static.ucraft.net/assets/website/css/app.4f1c9e2a.css">
<link rel="stylesheet" href="https://static.ucraft.net/fs/ucraft/userFiles/${SITE_ALIAS}/css/theme.css?v=1762504311">
<style>.uc-block-wine{background:#5a1f2b;color:#f7efe6}.uc-block-cream{background:#f7efe6}.uc-price-old{text-decoration:line-through;opacity:.6;margin-left:8px}.uc-submenu{display:none}.uc-menu-item:hover>.uc-submenu{display:block}@media (max-width:991px){.uc-menu-widget{display:none}}</style>
<script>window.ucraft = window.ucraft || {}; window.ucraft.config = ${JSON.stringify(ucraft)};</script>
<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Enoteca Il Graspo',
    url: GR_SITE,
    logo: `${MEDIA}/logo-enoteca-il-graspo.png`,
  })}</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-GR4SP0VRN1"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('consent', 'default', {analytics_storage: 'denied', ad_storage: 'denied'}); gtag('js', new Date()); gtag('config', 'G-GR4SP0VRN1');</script>
</head>
<body class="uc-body uc-lang-${page.lang} uc-page-${pageId}${isHome ? ' uc-page-home' : ''}${page.post ? ' uc-page-blog-post' : ''}" data-page-id="${pageId}" data-site-id="${SITE_ID}">
<div id="uc-wrapper" class="uc-wrapper">
${header(page)}
<div id="uc-content" class="uc-content" role="main">
${postOpen(page)}${page.blocks.join('\n')}${postClose(page)}
</div>
${footer(page.lang)}
</div>
${cookieBar(page.lang)}
<div id="uc-popup-root"></div>
<script src="https://static.ucraft.net/assets/website/js/vendors.b2d7e013.js" defer></script>
<script src="https://static.ucraft.net/assets/website/js/app.4f1c9e2a.js" defer></script>
<script src="https://static.ucraft.net/assets/website/js/ecommerce.91ac0d55.js" defer></script>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** The 404 page, in the site's header and footer. */
export const graspoNotFound: GraspoPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  blocks: [
    block([
      one(
        title('404 – Pagina non trovata', 1, 'center'),
        text(p('La pagina che cerchi non c’è più, o forse non c’è mai stata. Intanto, un calice?', 'center')),
        button('Torna alla home', '/'),
      ),
    ]),
  ],
};
