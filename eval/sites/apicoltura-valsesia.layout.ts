import type { SitePage } from './site-server.ts';

/**
 * A page of Apicoltura Zanetta as the Hostinger Website Builder (the former Zyro editor, a Vue app rendered to
 * HTML) publishes it: the generator tag, `<div id="app" data-v-app>` holding `<main class="page">`, and in it the
 * sticky bar, the header, every block and the footer. A block is `section.block` > `div.block-background` +
 * `div.block-layout.block-layout--layout`, a CSS grid of 12 columns whose rows and columns each element takes
 * from its own `--grid-row` / `--grid-column` variables (`--m-grid-row` / `--m-grid-column` on phones), so the
 * order of the elements in the HTML is the order the owner added them, not the order on the screen. An element
 * is `div.layout-element` (with `data-qa="builder-gridelement-grid…"` and its Vue scope attribute) >
 * `div.layout-element__wrapper` > the component (`div.text-box.layout-element__component--GridTextBox`, an
 * image, a button, an Embed, a map, a form, a shape); elements hidden on phones or on desktops keep their place
 * in the HTML with a visibility class. Text as the editor saves it: `<p class="body">` and `<h1>`–`<h3>` with the
 * words in styled `<span>`s, bold as spans of their own, and headings the owner made by enlarging a paragraph
 * (`<p class="body-large">` with a bold, coloured span). The online store is the ecommerce block
 * (`div.block-product-list` > `div.product-list` > `div.product-list-item` cards, the title in an `<h6>`, the
 * price and the crossed-out old price in separate `<p>`s written by the shop as '11,50 €', a ribbon for sold-out
 * products, an "Aggiungi al carrello" button); the blog is the blog-list block of cards and, on a post, the blog
 * header block (title, description, category chips, author, date as '18 novembre 2026' and reading time) before
 * the post's own blocks. The header: a sticky bar ('Spedizione gratuita in Italia sopra i 59 €'), the logo, a
 * desktop menu with two dropdowns saved `display: none`, the IT/EN switcher, a cart and a burger whose menu is a
 * second copy of the navigation, hidden. The footer block: three columns (the farm shop with its hours, the
 * teaching apiary, the contacts) and the P.IVA line, printed a second time as phone-only elements. The
 * builder's cookie banner after `</main>`.
 */
export interface ZanettaPage {
  path: string;
  lang: 'it' | 'en';
  /** The page's SEO title (the part before " | Apicoltura Zanetta"). */
  title: string;
  description: string;
  /** The same page in the other language, when there is one: hreflang and the language switcher. */
  alternate?: string;
  /** The page's blocks, in the order the owner stacked them. */
  blocks: string[];
  /** For blog posts: the blog header block is printed before the blocks. */
  post?: PostMeta;
  unlisted?: boolean;
}

export interface PostMeta {
  /** As the blog prints it: '18 novembre 2026'. */
  date: string;
  iso: string;
  categories: string[];
  author: string;
  minutes: number;
  /** The post's description, printed under the title and used for the card in the list. */
  excerpt: string;
  cover: string;
}

export const ZN_SITE = 'https://apicoltura-valsesia.test';
export const ZN_NAME = 'Apicoltura Zanetta';
export const ZN_COMPANY = 'Società Agricola Zanetta s.s.';
export const ZN_VAT = '02718340029';
export const ZN_STREET = 'Frazione Crevola 14';
export const ZN_TOWN = '13019 Varallo (VC)';
export const ZN_APIARY = 'Apiario didattico di Camasco';
export const ZN_APIARY_PLACE = 'Località Camasco, Varallo (VC)';
export const ZN_PHONE = '0163 512 748';
export const ZN_PHONE_HREF = 'tel:+390163512748';
export const ZN_WHATSAPP = '347 882 1593';
export const ZN_WHATSAPP_HREF = 'https://wa.me/393478821593';
export const ZN_EMAIL = 'info@apicoltura-valsesia.test';
export const ZN_INSTAGRAM = 'https://www.instagram.com/apicolturazanetta/';
export const ZN_FACEBOOK = 'https://www.facebook.com/apicolturazanetta';

const ASSETS = 'https://assets.zyrosite.com';
const USER = 'AoP4rWq3l9sEy2Kn';

// Vue's scope attributes, one per component, the same on every page as in the real build.
const V_BLOCK = 'data-v-3e1a2f0c=""';
const V_LAYOUT = 'data-v-7d9c41b5=""';
const V_ELEMENT = 'data-v-1b6e08aa=""';
const V_HEADER = 'data-v-52f7c3de=""';
const V_PRODUCT = 'data-v-0a84e7f1=""';
const V_BLOG = 'data-v-6cc2d915=""';

// The builder gives every block and element a short id ('zKq3Lm'); a seeded sequence, so a page is the same on
// every run.
let seed = 0x1f3a9c57;
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

const slug = (label: string) =>
  label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/&amp;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/* ── Text, as the editor saves it ─────────────────────────────────────────────────────────────────────── */

const INK = 'rgb(51, 38, 20)';
const HONEY = 'rgb(176, 110, 12)';

/** A paragraph of a text box: `<p class="body">` with the words in a styled `<span>`. */
export const p = (html: string, cls: 'body' | 'body-large' | 'body-small' = 'body') =>
  `<p class="${cls}"><span style="color: ${INK}">${html}</span></p>`;
/** Several paragraphs. */
export const ps = (...html: string[]) => html.map((x) => p(x)).join('');
/** Bold: a span of its own. */
export const b = (html: string) => `<span style="font-weight: 700">${html}</span>`;
export const em = (html: string) => `<span style="font-style: italic">${html}</span>`;
export const a = (label: string, href: string) =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''} class="link">${label}</a>`;
export const h1 = (html: string) =>
  `<h1 class="h1" style="text-align: left"><span style="color: ${HONEY}">${html}</span></h1>`;
export const h2 = (html: string) => `<h2 class="h2"><span style="color: ${INK}">${html}</span></h2>`;
export const h3 = (html: string) => `<h3 class="h3"><span style="color: ${HONEY}">${html}</span></h3>`;
/** A heading the owner made by enlarging and colouring a paragraph, not with the heading styles. */
export const ph = (html: string) =>
  `<p class="body-large"><span style="font-weight: 700; font-size: 22px; color: ${HONEY}">${html}</span></p>`;
/** A bulleted list: each item holds a paragraph. */
export const ul = (...items: string[]) =>
  `<ul>${items.map((x) => `<li><p class="body"><span style="color: ${INK}">${x}</span></p></li>`).join('')}</ul>`;

/* ── Grid elements ────────────────────────────────────────────────────────────────────────────────────── */

type Kind = 'TextBox' | 'Image' | 'Button' | 'Embed' | 'Map' | 'Form' | 'Shape' | 'SocialIcons';

/** Where the owner dragged an element on the desktop grid: first row, first of the 12 columns, rows, columns. */
export type At = [row: number, col: number, rows: number, cols: number];

export interface GridElement {
  kind: Kind;
  html: string;
  at: At;
  /** Hidden on phones, or shown only on phones (the owner's per-device visibility switch). */
  only?: 'desktop' | 'mobile';
}

const component = (kind: Kind, cls: string, inner: string, attrs = '') =>
  `<div class="${cls} layout-element__component layout-element__component--Grid${kind}"${attrs}>${inner}</div>`;

/** A text box (`GridTextBox`). */
export const text = (html: string, at: At, only?: GridElement['only']): GridElement => ({
  kind: 'TextBox',
  html: component('TextBox', 'text-box', html),
  at,
  ...(only ? { only } : {}),
});

const img = (file: string, w: number, h: number) =>
  `${ASSETS}/cdn-cgi/image/format=auto,w=${w},h=${h},fit=crop/${USER}/${file}`;

/** A picture (`GridImage`), cropped by the CDN's resize URL. */
export const image = (file: string, alt: string, at: At): GridElement => ({
  kind: 'Image',
  html: component(
    'Image',
    'image image--grid',
    `<div class="image__wrapper"><img class="image__image" src="${img(file, 656, 492)}" srcset="${img(file, 328, 246)} 328w, ${img(file, 656, 492)} 656w, ${img(file, 1224, 918)} 1224w" sizes="(min-width: 920px) 600px, 100vw" alt="${alt}" loading="lazy" width="656" height="492"></div>`,
  ),
  at,
});

/** A button (`GridButton`). */
export const button = (
  label: string,
  href: string,
  at: At,
  kind: 'primary' | 'secondary' = 'primary',
): GridElement => ({
  kind: 'Button',
  html: `<a class="grid-button button button--${kind} layout-element__component layout-element__component--GridButton" href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''} data-qa="gridbutton:${slug(label)}"><span class="button__text">${label}</span></a>`,
  at,
});

/** The "Embed code" element: the owner's own HTML, pasted as it is. */
export const embed = (html: string, at: At): GridElement => ({
  kind: 'Embed',
  html: component('Embed', 'grid-embed', `<div class="grid-embed__content">${html}</div>`),
  at,
});

/** A coloured rectangle behind other elements. */
export const shape = (at: At, color: string): GridElement => ({
  kind: 'Shape',
  html: component(
    'Shape',
    'grid-shape',
    `<svg viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true"><rect width="100" height="100" fill="${color}"></rect></svg>`,
    ` style="--shape-color: ${color}"`,
  ),
  at,
});

/** The map element: the place only in the iframe's address. */
export const map = (query: string, at: At): GridElement => ({
  kind: 'Map',
  html: component(
    'Map',
    'map',
    `<iframe class="map__iframe" title="Google Maps" src="https://maps.google.com/maps?q=${encodeURIComponent(query)}&amp;t=m&amp;z=14&amp;output=embed&amp;iwloc=near" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`,
  ),
  at,
});

export interface FormField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number' | 'textarea' | 'checkbox' | 'select';
  options?: string[];
  required?: boolean;
}

/** The form element (`GridForm`): labelled `z-` controls, a submit button and a hidden thank-you message. */
export const form = (fields: FormField[], submit: string, thanks: string, at: At): GridElement => {
  const id = zid();
  const field = (f: FormField, i: number) => {
    const fid = `${id}-${i}`;
    const type = f.type ?? 'text';
    const req = f.required ? ' required' : '';
    const control =
      type === 'textarea'
        ? `<textarea id="${fid}" class="z-textarea" name="${f.name}"${req}></textarea>`
        : type === 'select'
          ? `<select id="${fid}" class="z-select" name="${f.name}"${req}>${(f.options ?? []).map((o) => `<option>${o}</option>`).join('')}</select>`
          : type === 'checkbox'
            ? `<input id="${fid}" class="z-checkbox__input" type="checkbox" name="${f.name}"${req}>`
            : `<input id="${fid}" class="z-input" type="${type}" name="${f.name}"${req}>`;
    return type === 'checkbox'
      ? `<div class="form__control z-checkbox">${control}<label class="z-checkbox__label body-small" for="${fid}">${f.label}</label></div>`
      : `<div class="form__control"><label class="z-label body-small" for="${fid}">${f.label}${f.required ? ' *' : ''}</label>${control}</div>`;
  };
  return {
    kind: 'Form',
    html: component(
      'Form',
      'form',
      `<form id="${id}" class="form__form" novalidate>${fields.map(field).join('')}<button type="submit" class="z-button z-button--primary form__button" data-qa="form-submit-button">${submit}</button></form><div class="form__success" style="display: none" role="status"><p class="body">${thanks}</p></div>`,
      ' data-qa="builder-gridelement-gridform-content"',
    ),
    at,
  };
};

const socialIcons = (at: At, only?: GridElement['only']): GridElement => ({
  kind: 'SocialIcons',
  html: component(
    'SocialIcons',
    'social-icons',
    `<a href="${ZN_INSTAGRAM}" class="social-icons__link" target="_blank" rel="noopener" aria-label="Instagram"><svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="4"></circle></svg></a><a href="${ZN_FACEBOOK}" class="social-icons__link" target="_blank" rel="noopener" aria-label="Facebook"><svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.7c0-.5.3-.7 1-.7z"></path></svg></a>`,
  ),
  at,
  ...(only ? { only } : {}),
});

/**
 * A block (`section.block`): the background, then the layout grid holding its elements, each with its desktop
 * and phone grid areas. On phones the elements stack in the order they are seen on the desktop.
 */
export const block = (
  elements: GridElement[],
  opts: { background?: string; name?: string; cls?: string } = {},
) => {
  const id = zid();
  const rows = Math.max(1, ...elements.map((e) => e.at[0] + e.at[2] - 1));
  const seen = [...elements].sort((x, y) => x.at[0] - y.at[0] || x.at[1] - y.at[1]);
  const mobileRow = new Map<GridElement, string>();
  let m = 1;
  for (const el of seen) {
    if (el.only === 'desktop' || el.kind === 'Shape') continue;
    const h = Math.max(1, Math.ceil(el.at[2] * 0.75));
    mobileRow.set(el, `${m}/${m + h}`);
    m += h;
  }
  const items = elements.map((el) => {
    const [row, col, span, cols] = el.at;
    const visibility =
      el.only === 'desktop'
        ? ' layout-element--mobile-hidden'
        : el.only === 'mobile'
          ? ' layout-element--desktop-hidden'
          : '';
    const style = `--grid-row: ${row}/${row + span}; --grid-column: ${col}/${col + cols}; --m-grid-row: ${mobileRow.get(el) ?? '1/2'}; --m-grid-column: 1/2; --z-index: ${el.kind === 'Shape' ? 1 : 2}`;
    return `<div ${V_ELEMENT} id="${zid()}" class="layout-element layout-element--${el.kind.toLowerCase()}${visibility}" data-qa="builder-gridelement-grid${el.kind.toLowerCase()}" data-animation-role="block-element" style="${style}"><div ${V_ELEMENT} class="layout-element__wrapper">${el.html}</div></div>`;
  });
  return `<section ${V_BLOCK} id="${id}" class="block${opts.cls ? ` ${opts.cls}` : ''}" data-qa="builder-section-${id.toLowerCase()}"${opts.name ? ` data-block-name="${opts.name}"` : ''} style="--block-padding: 64px 16px 64px 16px; --m-block-padding: 40px 16px 40px 16px; --background-color: ${opts.background ?? 'rgb(255, 255, 255)'}">
<div ${V_BLOCK} class="block-background"></div>
<div ${V_LAYOUT} class="block-layout block-layout--layout" style="--grid-template-rows: repeat(${rows}, minmax(40px, auto)); --m-grid-template-rows: repeat(${Math.max(1, m - 1)}, auto); --grid-template-columns: repeat(12, 1fr); --m-grid-template-columns: 1fr; --grid-gap: 16px 24px; --m-grid-gap: 16px; --layout-max-width: 1224px">
${items.join('\n')}
</div>
</section>`;
};

/** A table as the owner pasted it into an Embed element: inline styles, no `<thead>`, the first row bold. */
export const table = (head: string[], rows: string[][], caption = '') =>
  `<table style="width: 100%; border-collapse: collapse; font-size: 16px">${caption ? `<caption style="text-align: left; font-weight: 700; padding: 8px 0">${caption}</caption>` : ''}<tbody>
<tr>${head.map((h) => `<td style="border-bottom: 2px solid #b06e0c; padding: 8px; font-weight: 700">${h}</td>`).join('')}</tr>
${rows.map((r) => `<tr>${r.map((c) => `<td style="border-bottom: 1px solid #eadfc8; padding: 8px; vertical-align: top">${c}</td>`).join('')}</tr>`).join('\n')}
</tbody></table>`;

/* ── The store: the ecommerce product-list block ─────────────────────────────────────────────────────── */

export interface Product {
  title: string;
  /** As the store prints it: '11,50 €'. */
  price: string;
  /** The crossed-out price, when the owner set a "compare at" price. */
  oldPrice?: string;
  file: string;
  ribbon?: string;
  soldOut?: boolean;
}

/** The product-list block: a heading, then the cards (image, ribbon, title, price, old price, button). */
export const productList = (heading: string, products: Product[], name = 'store') => {
  const id = zid();
  const cards = products
    .map((pr) => {
      const pid = `${slug(pr.title)}-${zid().slice(1).toLowerCase()}`;
      const price = pr.oldPrice
        ? `<p ${V_PRODUCT} class="body product-list-item__price product-list-item__price--sale" data-qa="productlistitem-price-sale">${pr.price}</p><p ${V_PRODUCT} class="body product-list-item__price product-list-item__price--old" style="text-decoration: line-through" data-qa="productlistitem-price-old">${pr.oldPrice}</p>`
        : `<p ${V_PRODUCT} class="body product-list-item__price" data-qa="productlistitem-price">${pr.price}</p>`;
      return `<div ${V_PRODUCT} class="product-list-item" role="button" tabindex="0" data-product-id="${pid}" data-qa="productsection-item-${slug(pr.title)}">
<div ${V_PRODUCT} class="product-list-item__image-wrapper"><img ${V_PRODUCT} class="product-list-item__image" src="${img(pr.file, 400, 400)}" srcset="${img(pr.file, 400, 400)} 1x, ${img(pr.file, 800, 800)} 2x" alt="${pr.title}" loading="lazy" width="400" height="400">${pr.ribbon ? `<div ${V_PRODUCT} class="product-list-item__ribbon" data-qa="productlistitem-ribbon"><span class="body-small">${pr.ribbon}</span></div>` : ''}</div>
<div ${V_PRODUCT} class="product-list-item__content"><h6 ${V_PRODUCT} class="product-list-item__title" data-qa="productlistitem-title">${pr.title}</h6><div ${V_PRODUCT} class="product-list-item__price-wrapper">${price}</div></div>
<button ${V_PRODUCT} type="button" class="z-button z-button--primary product-list-item__button" data-qa="productlistitem-btn-addtocart"${pr.soldOut ? ' disabled' : ''}>${pr.soldOut ? 'Esaurito' : 'Aggiungi al carrello'}</button>
</div>`;
    })
    .join('\n');
  return `<section ${V_BLOCK} id="${id}" class="block block--ecommerce" data-qa="builder-section-${id.toLowerCase()}" data-block-name="${name}" style="--block-padding: 56px 16px 56px 16px; --m-block-padding: 32px 16px 32px 16px; --background-color: rgb(255, 250, 240)">
<div ${V_BLOCK} class="block-background"></div>
<div ${V_PRODUCT} class="block-product-list" data-qa="block-product-list"><div ${V_PRODUCT} class="block-product-list__content"><h2 ${V_PRODUCT} class="block-product-list__title h2">${heading}</h2>
<div ${V_PRODUCT} class="block-product-list__filters"><button ${V_PRODUCT} type="button" class="block-product-list__sort body-small" aria-haspopup="true">Ordina per: In evidenza</button></div>
<div ${V_PRODUCT} class="product-list" style="--columns: 4; --m-columns: 2; --gap: 24px">
${cards}
</div></div></div>
</section>`;
};

/* ── The blog: the list block and a post's header block ──────────────────────────────────────────────── */

export interface Teaser {
  path: string;
  title: string;
  meta: PostMeta;
}

/** The blog-list block: cards with the cover, category chips, title, description, date and reading time. */
export const blogList = (posts: Teaser[], heading = '') => {
  const id = zid();
  return `<section ${V_BLOCK} id="${id}" class="block block--blog-list" data-qa="builder-section-${id.toLowerCase()}" data-block-name="blog" style="--block-padding: 56px 16px 56px 16px; --m-block-padding: 32px 16px 32px 16px; --background-color: rgb(255, 255, 255)">
<div ${V_BLOCK} class="block-background"></div>
<div ${V_BLOG} class="block-blog-list" data-qa="blog-list">${heading ? `<h2 ${V_BLOG} class="h2 block-blog-list__heading">${heading}</h2>` : ''}
<div ${V_BLOG} class="block-blog-list__list" style="--columns: 2">
${posts
  .map(
    (t) =>
      `<div ${V_BLOG} class="block-blog-list-item" data-qa="blog-list-item"><a ${V_BLOG} href="${t.path}" class="block-blog-list-item__image-link"><img ${V_BLOG} class="block-blog-list-item__image" src="${img(t.meta.cover, 600, 400)}" alt="${t.title}" loading="lazy" width="600" height="400"></a><div ${V_BLOG} class="block-blog-list-item__content"><div ${V_BLOG} class="block-blog-list-item__categories">${t.meta.categories.map((c) => `<span class="block-blog-list-item__category body-small">${c}</span>`).join('')}</div><h3 ${V_BLOG} class="h3 block-blog-list-item__title"><a href="${t.path}" class="block-blog-list-item__title-link">${t.title}</a></h3><p ${V_BLOG} class="body block-blog-list-item__description">${t.meta.excerpt}</p><div ${V_BLOG} class="block-blog-list-item__meta body-small"><span class="block-blog-list-item__author">${t.meta.author}</span><span class="block-blog-list-item__dot" aria-hidden="true"> · </span><span class="block-blog-list-item__date">${t.meta.date}</span><span class="block-blog-list-item__dot" aria-hidden="true"> · </span><span class="block-blog-list-item__minutes">${t.meta.minutes} min di lettura</span></div></div></div>`,
  )
  .join('\n')}
</div></div>
</section>`;
};

const blogHeader = (page: ZanettaPage, post: PostMeta) => {
  const id = zid();
  return `<section ${V_BLOCK} id="${id}" class="block block--blog-header" data-qa="builder-section-${id.toLowerCase()}" style="--block-padding: 56px 16px 24px 16px; --m-block-padding: 32px 16px 16px 16px; --background-color: rgb(255, 250, 240)">
<div ${V_BLOCK} class="block-background"></div>
<div ${V_BLOG} class="block-blog-header" data-qa="blog-header"><div ${V_BLOG} class="block-blog-header__categories">${post.categories.map((c) => `<span class="block-blog-header__category body-small">${c}</span>`).join('')}</div>
<h1 ${V_BLOG} class="h1 block-blog-header__title" data-qa="blog-header-title">${page.title}</h1>
<p ${V_BLOG} class="body-large block-blog-header__description">${post.excerpt}</p>
<div ${V_BLOG} class="block-blog-header__meta"><img ${V_BLOG} class="block-blog-header__avatar" src="${img('avatar-giulia-zanetta.jpg', 48, 48)}" alt="" width="48" height="48"><div ${V_BLOG} class="block-blog-header__meta-text body-small"><span class="block-blog-header__author">${post.author}</span><span class="block-blog-header__date"><time datetime="${post.iso}">${post.date}</time></span><span class="block-blog-header__minutes">${post.minutes} min di lettura</span></div></div>
</div>
</section>`;
};

/* ── Header, footer, cookie banner ────────────────────────────────────────────────────────────────────── */

type MenuItem = [label: string, href: string, children?: [string, string][]];

const itMenu: MenuItem[] = [
  ['Home', '/'],
  [
    'Negozio',
    '/negozio',
    [
      ['Negozio online', '/negozio'],
      ['I nostri mieli', '/i-nostri-mieli'],
      ['Spedizioni e resi', '/spedizioni-e-resi'],
    ],
  ],
  [
    'Esperienze',
    '/visite-e-degustazioni',
    [
      ['Visite e degustazioni', '/visite-e-degustazioni'],
      ['Adotta un alveare', '/adotta-un-alveare'],
      ['Scuole', '/scuole'],
    ],
  ],
  ['Chi siamo', '/chi-siamo'],
  ['Blog', '/blog'],
  ['FAQ', '/faq'],
  ['Contatti e orari', '/contatti'],
];

const enMenu: MenuItem[] = [
  ['Home', '/en'],
  ['Visits &amp; tastings', '/en/visits'],
  ['Contact &amp; opening hours', '/en/contact'],
];

const navLinks = (menu: MenuItem[], path: string) =>
  menu
    .map(([label, href, children]) => {
      const current = href === path || children?.some(([, h]) => h === path);
      if (!children)
        return `<li ${V_HEADER} class="block-header-item${current ? ' block-header-item--active' : ''}"><a ${V_HEADER} href="${href}" class="item-content-wrapper" data-qa="navigation-item-link-${slug(label)}"${href === path ? ' aria-current="page"' : ''}><span class="item-content">${label}</span></a></li>`;
      return `<li ${V_HEADER} class="block-header-item block-header-item--dropdown${current ? ' block-header-item--active' : ''}"><button ${V_HEADER} type="button" class="item-content-wrapper" aria-haspopup="true" aria-expanded="false" data-qa="navigation-item-dropdown-${slug(label)}"><span class="item-content">${label}</span><svg class="block-header-item__chevron" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><path d="M7 10l5 5 5-5z"></path></svg></button>
<ul ${V_HEADER} class="block-header-item__dropdown" style="display: none">${children.map(([l, h]) => `<li class="block-header-item__dropdown-item"><a href="${h}" class="item-content-wrapper" data-qa="navigation-item-link-${slug(l)}"${h === path ? ' aria-current="page"' : ''}><span class="item-content">${l}</span></a></li>`).join('')}</ul></li>`;
    })
    .join('\n');

const switcher = (page: ZanettaPage) => {
  const itHref = page.lang === 'it' ? page.path : (page.alternate ?? '/');
  const enHref = page.lang === 'en' ? page.path : (page.alternate ?? '/en');
  return `<div ${V_HEADER} class="language-switcher" data-qa="builder-siteheader-languageswitcher"><a class="language-switcher__item${page.lang === 'it' ? ' language-switcher__item--active' : ''}" href="${itHref}" hreflang="it" lang="it">IT</a><span class="language-switcher__divider" aria-hidden="true">|</span><a class="language-switcher__item${page.lang === 'en' ? ' language-switcher__item--active' : ''}" href="${enHref}" hreflang="en" lang="en">EN</a></div>`;
};

const STICKY = 'Spedizione gratuita in Italia sopra i 59 €';

const header = (page: ZanettaPage) => {
  const menu = page.lang === 'it' ? itMenu : enMenu;
  const home = page.lang === 'it' ? '/' : '/en';
  const logo = `<a ${V_HEADER} href="${home}" class="block-header-logo" data-qa="builder-siteheader-img-logo"><img class="block-header-logo__image" src="${img('logo-apicoltura-zanetta-ape.png', 320, 112)}" alt="${ZN_NAME}" width="160" height="56"></a>`;
  const cart = `<button ${V_HEADER} type="button" class="cart-icon" data-qa="builder-siteheader-cart" aria-label="${page.lang === 'it' ? 'Carrello' : 'Cart'}"><svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M7 18c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zM1 2v2h2l3.6 7.6L5.2 14c-.1.3-.2.6-.2 1 0 1.1.9 2 2 2h12v-2H7.4c-.1 0-.2-.1-.2-.2v-.1l.9-1.7h7.4c.8 0 1.4-.4 1.7-1l3.6-6.5L19.4 4H5.2l-.9-2H1z"></path></svg><span class="cart-icon__amount">0</span></button>`;
  return `<div ${V_HEADER} class="block-sticky-bar" data-qa="builder-stickybar" style="--background-color: rgb(176, 110, 12)"><p class="body-small block-sticky-bar__text"><span style="color: rgb(255, 255, 255)">${STICKY}</span></p></div>
<header ${V_HEADER} class="block-header block-header--sticky" data-qa="builder-siteheader" style="--header-height: 96px; --m-header-height: 64px; --background-color: rgb(255, 250, 240)">
<div ${V_HEADER} class="block-header__content">
<div ${V_HEADER} class="block-header-layout-desktop">
${logo}
<nav ${V_HEADER} class="block-header__nav" data-qa="builder-siteheader-navigation">
<ul ${V_HEADER} class="block-header__nav-links">
${navLinks(menu, page.path)}
</ul>
</nav>
${switcher(page)}
${cart}
</div>
<div ${V_HEADER} class="block-header-layout-mobile">
${logo}
${cart}
<button ${V_HEADER} type="button" class="burger" aria-label="${page.lang === 'it' ? 'Apri il menu' : 'Open menu'}" aria-expanded="false" data-qa="builder-siteheader-burger"><span class="burger__line"></span><span class="burger__line"></span><span class="burger__line"></span></button>
<div ${V_HEADER} class="block-header-layout-mobile__dropdown" style="display: none">
<nav ${V_HEADER} class="block-header__nav block-header__nav--mobile">
<ul ${V_HEADER} class="block-header__nav-links">
${navLinks(menu, page.path)}
</ul>
</nav>
${switcher(page)}
</div>
</div>
</div>
</header>`;
};

/** The footer block: three columns on the desktop, the same contacts again as phone-only elements. */
const footer = (lang: 'it' | 'en') => {
  const t =
    lang === 'it'
      ? {
          shop: 'Spaccio e laboratorio',
          apiary: 'Apiario didattico',
          apiaryNote: 'Solo per visite prenotate',
          contacts: 'Contatti',
          phone: 'Tel.',
          summer: 'Apr–ott: mar–sab 9–12:30 / 15–19, dom 9–12:30',
          winter: 'Nov–mar: ven 15–18:30, sab 9–12:30 / 14:30–18:30',
          vat: 'P.IVA',
          legal: [
            ['Privacy e cookie', '/privacy'],
            ['Condizioni di vendita', '/condizioni-di-vendita'],
          ],
          rights: 'Tutti i diritti riservati.',
        }
      : {
          shop: 'Farm shop',
          apiary: 'Teaching apiary',
          apiaryNote: 'Booked visits only',
          contacts: 'Contact',
          phone: 'Phone',
          summer: 'Apr–Oct: Tue–Sat 9–12:30 / 15–19, Sun 9–12:30',
          winter: 'Nov–Mar: Fri 15–18:30, Sat 9–12:30 / 14:30–18:30',
          vat: 'VAT no.',
          legal: [['Privacy &amp; cookies', '/privacy']],
          rights: 'All rights reserved.',
        };
  const legal = t.legal.map(([l, h]) => a(l ?? '', h ?? '/')).join(' · ');
  return block(
    [
      text(`${ph(t.shop)}${ps(ZN_STREET, ZN_TOWN, t.summer, t.winter)}`, [1, 1, 4, 4], 'desktop'),
      text(`${ph(t.apiary)}${ps(ZN_APIARY, ZN_APIARY_PLACE, t.apiaryNote)}`, [1, 5, 4, 4], 'desktop'),
      text(
        `${ph(t.contacts)}${ps(`${t.phone} ${a(ZN_PHONE, ZN_PHONE_HREF)}`, `WhatsApp ${a(ZN_WHATSAPP, ZN_WHATSAPP_HREF)}`, a(ZN_EMAIL, `mailto:${ZN_EMAIL}`))}`,
        [1, 9, 3, 4],
        'desktop',
      ),
      socialIcons([4, 9, 1, 2]),
      text(p(`${ZN_COMPANY} · ${t.vat} ${ZN_VAT} · ${legal}`, 'body-small'), [6, 1, 1, 12], 'desktop'),
      // The phone footer the owner built apart: the same facts, one column, shorter.
      text(
        `${ph(ZN_NAME)}${ps(`${ZN_STREET}, ${ZN_TOWN}`, `${t.phone} ${a(ZN_PHONE, ZN_PHONE_HREF)} · WhatsApp ${a(ZN_WHATSAPP, ZN_WHATSAPP_HREF)}`, a(ZN_EMAIL, `mailto:${ZN_EMAIL}`), t.summer, t.winter)}`,
        [7, 1, 3, 12],
        'mobile',
      ),
      text(p(`© 2026 ${ZN_NAME} – ${t.vat} ${ZN_VAT}. ${t.rights} ${legal}`, 'body-small'), [10, 1, 1, 12]),
    ],
    { background: 'rgb(58, 44, 24)', name: 'footer', cls: 'block--footer' },
  ).replace(new RegExp(`color: ${INK.replace(/[()]/g, '\\$&')}`, 'g'), 'color: rgb(255, 244, 222)');
};

const cookieBanner = (lang: 'it' | 'en') =>
  lang === 'it'
    ? `<div class="cookie-banner cookie-banner--bottom-left" data-qa="cookie-banner" role="dialog" aria-live="polite" aria-label="Cookie">
<div class="cookie-banner__content">
<p class="cookie-banner__text body-small">Utilizziamo i cookie per migliorare la tua esperienza sul nostro sito e per analizzare il traffico. Puoi accettarli o rifiutare quelli non necessari. <a href="/privacy" class="link">Privacy e cookie</a></p>
<div class="cookie-banner__buttons"><button type="button" class="z-button z-button--secondary cookie-banner__button" data-qa="cookiebanner-btn-decline">Rifiuta</button><button type="button" class="z-button z-button--primary cookie-banner__button" data-qa="cookiebanner-btn-accept">Accetta</button></div>
</div>
</div>`
    : `<div class="cookie-banner cookie-banner--bottom-left" data-qa="cookie-banner" role="dialog" aria-live="polite" aria-label="Cookies">
<div class="cookie-banner__content">
<p class="cookie-banner__text body-small">We use cookies to improve your experience on our website and to analyse traffic. You can accept them or decline the ones that are not necessary. <a href="/privacy" class="link">Privacy &amp; cookies</a></p>
<div class="cookie-banner__buttons"><button type="button" class="z-button z-button--secondary cookie-banner__button" data-qa="cookiebanner-btn-decline">Decline</button><button type="button" class="z-button z-button--primary cookie-banner__button" data-qa="cookiebanner-btn-accept">Accept</button></div>
</div>
</div>`;

const styles = `<style>
:root{--color-primary:rgb(176,110,12);--color-light:rgb(255,250,240);--color-dark:rgb(51,38,20);--font-primary:'Work Sans',sans-serif;--font-secondary:'Playfair Display',serif}
.block{position:relative;padding:var(--block-padding);background-color:var(--background-color)}
.block-layout{display:grid;grid-template-columns:var(--grid-template-columns);grid-template-rows:var(--grid-template-rows);gap:var(--grid-gap);max-width:var(--layout-max-width);margin:0 auto}
.layout-element{grid-row:var(--grid-row);grid-column:var(--grid-column);z-index:var(--z-index)}
.layout-element--desktop-hidden{display:none}
@media (max-width:920px){.block{padding:var(--m-block-padding)}.block-layout{grid-template-columns:var(--m-grid-template-columns);grid-template-rows:var(--m-grid-template-rows);gap:var(--m-grid-gap)}.layout-element{grid-row:var(--m-grid-row);grid-column:var(--m-grid-column)}.layout-element--desktop-hidden{display:block}.layout-element--mobile-hidden,.layout-element--shape{display:none}.block-header-layout-desktop{display:none}}
@media (min-width:921px){.block-header-layout-mobile{display:none}}
.product-list{display:grid;grid-template-columns:repeat(var(--columns),1fr);gap:var(--gap)}
@media (max-width:920px){.product-list{grid-template-columns:repeat(var(--m-columns),1fr)}}
.product-list-item__price-wrapper{display:flex;gap:8px}
.text-box p{margin:0}.text-box p+p{margin-top:8px}
</style>`;

/**
 * Lays out a page as the Hostinger Website Builder publishes it: `<html lang>`, the generator tag, hreflang
 * links on translated pages, `<div id="app">` holding `<main class="page">` (the sticky bar, the header, the
 * blog header on a post, the page's blocks, the footer block) and the cookie banner after it.
 */
export function zanettaLayout(page: ZanettaPage): SitePage {
  const isHome = page.path === '/' || page.path === '/en';
  const docTitle = isHome
    ? page.lang === 'it'
      ? `${ZN_NAME} | Miele della Valsesia, visite in apiario e negozio online`
      : `${ZN_NAME} | Honey from Valsesia, apiary visits and farm shop`
    : `${page.title} | ${ZN_NAME}`;
  const alternates = page.alternate
    ? [
        [page.lang, page.path],
        [page.lang === 'it' ? 'en' : 'it', page.alternate],
      ]
    : [];
  const xDefault = alternates.find(([l]) => l === 'it')?.[1];
  const hreflang = alternates.length
    ? `${alternates.map(([l, h]) => `<link rel="alternate" hreflang="${l}" href="${ZN_SITE}${h}">`).join('\n')}\n<link rel="alternate" hreflang="x-default" href="${ZN_SITE}${xDefault}">\n`
    : '';
  const description = page.description.replace(/"/g, '&quot;');
  const ld = page.post
    ? {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: page.title.replace(/&amp;/g, '&'),
        datePublished: page.post.iso,
        author: { '@type': 'Person', name: page.post.author },
        publisher: { '@type': 'Organization', name: ZN_NAME },
      }
    : {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: ZN_NAME,
        url: `${ZN_SITE}${page.lang === 'it' ? '/' : '/en'}`,
        inLanguage: page.lang === 'it' ? 'it-IT' : 'en-GB',
      };
  const html = `<!DOCTYPE html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${docTitle}</title>
<meta name="description" content="${description}">
<meta name="generator" content="Hostinger Website Builder">
<meta property="og:type" content="${page.post ? 'article' : 'website'}">
<meta property="og:title" content="${docTitle}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${ZN_SITE}${page.path}">
<meta property="og:image" content="${img(page.post?.cover ?? 'arnie-apiario-camasco-valsesia.jpg', 1200, 630)}">
<meta property="og:locale" content="${page.lang === 'it' ? 'it_IT' : 'en_GB'}">
<link rel="canonical" href="${ZN_SITE}${page.path}">
${hreflang}<link rel="icon" href="${img('favicon-ape.png', 48, 48)}">
<link rel="preconnect" href="${ASSETS}">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Playfair+Display:wght@600;700&amp;family=Work+Sans:wght@400;600&amp;display=swap">
${styles}
<script type="application/ld+json">${JSON.stringify(ld)}</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-K4W7ZP2N9Q"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('consent','default',{analytics_storage:'denied',ad_storage:'denied'});gtag('js',new Date());gtag('config','G-K4W7ZP2N9Q');</script>
</head>
<body>
<div id="app" data-v-app="">
<main class="page" data-qa="page-${slug(page.title) || 'home'}">
${header(page)}
${page.post ? blogHeader(page, page.post) : ''}
${page.blocks.join('\n')}
${footer(page.lang)}
</main>
${cookieBanner(page.lang)}
</div>
<script>window.__INITIAL_STATE__={"website":{"siteId":"${USER}","locale":"${page.lang}","ecommerceStoreId":"store_01HG7ZQX4N2V","currency":"EUR"}}</script>
<script type="module" src="/assets/js/index-4b2e9a71.js" defer></script>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** The builder's 404 page, inside the site's header and footer. */
export const zanettaNotFound: ZanettaPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  blocks: [
    block([
      text(
        `${h1('Pagina non trovata')}${p('La pagina che cerchi non esiste o è stata spostata.')}${p(a('Torna alla home page', '/'))}`,
        [1, 3, 3, 8],
      ),
    ]),
  ],
};
