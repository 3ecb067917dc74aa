/**
 * A page of La Tana dei Dadi as Webador (the international brand of the Dutch builder JouwWeb) publishes it:
 * `<div id="top">` carrying the body state classes (`jw-is-frontend jw-menu-is-desktop …`) and the page's
 * `data-jouwweb-page` id, the message bar, the mobile bar (cart, logo, burger) with its drawer holding a second
 * copy of the menu (`nav.jw-menu-copy`, hidden), the desktop header (`header.header-wrap` > logo >
 * `nav.menu` > `ul#jw-menu.jw-menu-horizontal`, submenus as `ul.jw-submenu`, an owner-made "English" link and
 * the cart icon), then `div.main-content` > `main.block-content` > the content section
 * (`div.jw-section.jw-section-content`) whose tree is a strip root holding strips (`jw-strip` >
 * `jw-strip__content-container` > `jw-strip__content`) holding elements, every one a
 * `div#jw-element-<id>.jw-tree-node.jw-element.jw-<kind>` with its first/last-child classes: text elements
 * (`div.jw-element-imagetext-text` with `h2.jw-heading-100` headings, `<p>`s, coloured and resized `<span>`s,
 * tables typed into the editor), images (`picture.jw-element-image__image-wrapper`), columns
 * (`jw-columns jw-tree-horizontal` > `jw-column`s with a flex basis), buttons (`a.jw-btn` > `span.jw-btn-caption`),
 * spacers, separators, HTML elements (`div.jw-html-wrapper` with whatever the owner pasted), an accordion saved
 * closed, the contact form (`jw-element-form-group`s), the blog element (`article.jw-news-post`s with
 * `h2.jw-news-post__title`, `span.jw-news-date` and `div.jw-news-post__lead`) and the webshop's product
 * elements (`div.product` with `div.product__top` > `div.product-sticker`, `h3.product__heading`,
 * `div.product__price.js-product-container__price` > spans, the old price in `<s>`, a quantity select and the
 * "Aggiungi al carrello" button). Blog posts live at `/news/<id>_<slug>` with the post header (title, date,
 * author) before the strips and the pagination and share buttons after. The footer section: a simple root of
 * three columns (address, hours in abbreviations, contacts) and `div.jw-credits` (the owner's footer text
 * with the company and P.IVA, and the "Made with Webador" credit). The variable spans, the bottom spacer and
 * the cookie notification close the body.
 */
export interface TanaPage {
  path: string;
  lang: 'it' | 'en';
  /** The page title; the document title adds " - La Tana dei Dadi". */
  title: string;
  description: string;
  /** The same page in the other language, when there is one (hreflang). */
  alternate?: string;
  /** The content section's strips, built with `strip`. */
  strips: string[];
  post?: PostMeta;
  unlisted?: boolean;
}

export interface PostMeta {
  /** As the blog prints it: '16 nov 2026'. */
  date: string;
  iso: string;
  author: string;
  /** The lead the blog element prints under the title in the list. */
  lead: string;
  cover: string;
}

export const TD_SITE = 'https://tana-dei-dadi.test';
export const TD_NAME = 'La Tana dei Dadi';
export const TD_COMPANY = 'Tana dei Dadi S.n.c. di Ferri M. &amp; Landi S.';
export const TD_VAT = '03927150373';
export const TD_STREET = 'Via San Vitale 96/C';
export const TD_TOWN = '40125 Bologna (BO)';
export const TD_PHONE = '051 639 2847';
export const TD_PHONE_HREF = 'tel:+390516392847';
export const TD_WHATSAPP = '348 551 0276';
export const TD_WHATSAPP_HREF = 'https://wa.me/393485510276';
export const TD_EMAIL = 'ciao@tana-dei-dadi.test';
export const TD_INSTAGRAM = 'https://www.instagram.com/latanadeidadi/';
export const TD_FACEBOOK = 'https://www.facebook.com/latanadeidadi';

const WEBSITE_ID = 3918472;
const MEDIA = 'https://primary.jwwb.nl/public/t/a/n/temp-qzhxvbnkrlwpdtmsoyje';

// Webador numbers every element of the tree; a seeded sequence keeps a page the same on every run.
let seed = 0x2b7e1516;
const next = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return Math.abs(seed);
};
let elementId = 604_118_230;
const newId = () => {
  elementId += 1 + (next() % 37);
  return elementId;
};

const POS = '{{jw-pos}}';

/**
 * An element of the tree. Its first/last-child classes are filled in by the container it is put in
 * (`mark`); elements outside one lose the placeholder when the page is laid out.
 */
export const el = (kind: string, inner: string, attrs = '') => {
  const id = newId();
  return `<div id="jw-element-${id}" data-jw-element-id="${id}" class="jw-tree-node jw-element ${kind}${POS}"${attrs}>${inner}</div>`;
};

/** Fills in the first/last-child classes of a container's children (each child's own placeholder comes first). */
const mark = (children: string[]) =>
  children.map((c, i) =>
    c.replace(
      POS,
      `${i === 0 ? ' jw-node-is-first-child' : ''}${i === children.length - 1 ? ' jw-node-is-last-child' : ''}`,
    ),
  );

/* ── Text, as the editor saves it ─────────────────────────────────────────────────────────────────────── */

export const h1 = (html: string) => `<h1 class="jw-heading-130">${html}</h1>`;
export const h2 = (html: string) => `<h2 class="jw-heading-100">${html}</h2>`;
export const h3 = (html: string) => `<h3 class="jw-heading-70">${html}</h3>`;
export const p = (html: string) => `<p>${html}</p>`;
export const ps = (...html: string[]) => html.map(p).join('');
export const b = (html: string) => `<strong>${html}</strong>`;
export const em = (html: string) => `<em>${html}</em>`;
/** A coloured run, as the editor's colour picker writes it. */
export const color = (html: string, c = '#b4451f') => `<span style="color: ${c};">${html}</span>`;
/** A resized run (the editor's font-size menu). */
export const size = (html: string, pct: number) => `<span style="font-size: ${pct}%;">${html}</span>`;
export const a = (label: string, href: string) =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''} data-jwlink-type="${href.startsWith('http') ? 'extern' : 'page'}">${label}</a>`;
export const ul = (...items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;

/** A table typed into the text editor: no `<thead>`, the first row's cells in bold. */
export const table = (head: string[], rows: string[][]) =>
  `<div class="jw-table-wrapper"><table class="jw-table" style="width: 100%; border-collapse: collapse;"><tbody><tr>${head
    .map((h) => `<td style="border-bottom: 2px solid #b4451f;"><strong>${h}</strong></td>`)
    .join('')}</tr>${rows
    .map(
      (r) => `<tr>${r.map((c) => `<td style="border-bottom: 1px solid #e8dccb;">${c}</td>`).join('')}</tr>`,
    )
    .join('')}</tbody></table></div>`;

/* ── Elements ─────────────────────────────────────────────────────────────────────────────────────────── */

export const text = (html: string) =>
  el('jw-image-text', `<div class="jw-element-imagetext-text">${html}</div>`);

export const img = (file: string, w = 800, h = 533) =>
  `${MEDIA}/${file}?enable-io=true&amp;enable=upscale&amp;crop=${w}%2C${h}%2Cx0%2Cy0%2Csafe&amp;width=${w}&amp;height=${h}`;

export const image = (file: string, alt: string, caption = '', ratio = 66.6667) =>
  el(
    'jw-image',
    `<div class="jw-intent jw-element-image jw-element-content jw-element-image-is-left" style="width: 100%;"><picture class="jw-element-image__image-wrapper jw-image-is-rounded jw-intrinsic" style="padding-top: ${ratio}%;"><img class="jw-element-image__image jw-intrinsic__item" style="--jw-element-image--pan-x: 0.5; --jw-element-image--pan-y: 0.5;" alt="${alt}" src="${img(file)}" srcset="${img(file, 400, 267)} 400w, ${img(file)} 800w, ${img(file, 1600, 1067)} 1600w" sizes="auto, min(100vw, 800px)" loading="lazy" width="800" height="533"></picture>${caption ? `<div class="jw-element-image__caption"><p>${caption}</p></div>` : ''}</div>`,
  );

export const spacer = (height = 30) =>
  el('jw-spacer', `<div class="jw-element-spacer-container " style="height: ${height}px"></div>`);

export const separator = () =>
  el(
    'jw-separator',
    '<div class="jw-element-separator-padding"><hr class="jw-element-separator jw-element-separator--thin jw-element-separator--solid" style="width: 100%;"></div>',
  );

export const button = (label: string, href: string, style: 'flat' | 'outline' = 'flat') =>
  el(
    'jw-button',
    `<div class="jw-btn-container jw-btn-is-left"><a href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''} title="${label.replace(/<[^>]+>/g, '')}" class="jw-element-content jw-btn jw-btn--size-medium jw-btn--style-${style} jw-btn--roundness-rounded jw-btn--icon-position-start"><span class="jw-btn-caption">${label}</span></a></div>`,
  );

/** An HTML element: whatever the owner pasted, printed as it is. */
export const html = (code: string) => el('jw-html', `<div class="jw-html-wrapper">${code}</div>`);

/** Columns: a horizontal tree whose columns carry their share of the width. */
export const columns = (cols: string[][], widths?: number[]) =>
  el(
    'jw-columns jw-tree-container jw-responsive jw-tree-horizontal jw-columns--mode-flex',
    mark(
      cols.map((children, i) =>
        el(
          'jw-column jw-tree-container jw-responsive jw-tree-flex jw-column--display-flex',
          mark(children).join(''),
          ` style="flex-basis: ${(widths?.[i] ?? 100 / cols.length).toFixed(2)}%;"`,
        ),
      ),
    ).join(''),
  );

/** The accordion element: every item saved closed, its answer in a hidden panel. */
export const accordion = (items: [question: string, answer: string][]) => {
  const key = newId();
  return el(
    'jw-accordion',
    `<div class="jw-element-accordion">${items
      .map(
        ([q, ans], i) =>
          `<div class="jw-element-accordion__item"><button type="button" class="jw-element-accordion__heading" id="accordion-${key}-${i}" aria-expanded="false" aria-controls="accordion-${key}-${i}-content"><span class="jw-element-accordion__title">${q}</span><i class="website-rendering-icon-down-open-big" aria-hidden="true"></i></button><div class="jw-element-accordion__content" id="accordion-${key}-${i}-content" role="region" aria-labelledby="accordion-${key}-${i}" hidden><div class="jw-element-imagetext-text">${ans}</div></div></div>`,
      )
      .join('')}</div>`,
  );
};

/** The contact form element: label/field groups, the honeypot and the CSRF field. */
export const form = (fields: [label: string, type: string][], submit: string, lang: 'it' | 'en' = 'it') => {
  const fid = newId();
  const groups = fields
    .map(([label, type], i) => {
      const name = `dynamic-form-${fid}-${i}`;
      const control =
        type === 'textarea'
          ? `<textarea name="${name}" id="jwForm${fid}_${i}" class="form-control jw-element-form-input-text" rows="4"></textarea>`
          : `<input type="${type}" name="${name}" id="jwForm${fid}_${i}" class="form-control jw-element-form-input-text">`;
      return `<div class="jw-element-form-group"><label for="jwForm${fid}_${i}" class="jw-element-form-label">${label}</label><div class="jw-element-form-content">${control}</div></div>`;
    })
    .join('');
  return el(
    'jw-contact-form',
    `<form method="POST" class="jw-form-container">${groups}<div class="hidden"><label for="jwForm${fid}_captcha" class="jw-element-form-label">${lang === 'it' ? 'Lascia vuoto questo campo' : 'Leave this field empty'}</label><div class="jw-element-form-content"><input type="text" name="captcha" id="jwForm${fid}_captcha" class="form-control jw-element-form-input-text" value=""></div></div><input type="hidden" name="csrf_${fid}" value="Tq8Zr2LmW4xP0sVd"><div class="jw-element-form-group"><button type="submit" class="jw-element-form-offset jw-btn jw-btn--size-small">${submit}</button></div></form>`,
  );
};

export const socialFollow = () =>
  el(
    'jw-social-follow',
    `<div class="jw-element-social-follow jw-element-social-follow--size-m jw-element-social-follow--style-solid"><a href="${TD_INSTAGRAM}" target="_blank" rel="noopener" class="jw-element-social-follow-profile jw-element-social-follow-profile--medium-instagram" aria-label="Instagram"><i class="website-rendering-icon-instagram"></i></a><a href="${TD_FACEBOOK}" target="_blank" rel="noopener" class="jw-element-social-follow-profile jw-element-social-follow-profile--medium-facebook" aria-label="Facebook"><i class="website-rendering-icon-facebook"></i></a></div>`,
  );

export const map = (query: string) =>
  el(
    'jw-map',
    `<div class="jw-map-wrapper jw-intrinsic" style="padding-top: 56.25%;"><iframe class="jw-intrinsic__item" title="Mappa" loading="lazy" src="https://www.google.com/maps/embed/v1/place?key=AIzaSyD-jw-website&amp;q=${encodeURIComponent(query)}&amp;zoom=16"></iframe></div>`,
  );

/** A strip: the horizontal band of the page, with its colour and padding, holding elements. */
export const strip = (
  children: string[],
  opts: { color?: 'default' | 'accent' | 'light'; background?: string } = {},
) =>
  el(
    `jw-strip jw-tree-container jw-responsive jw-strip--default jw-strip--style-${opts.background ? 'image' : 'color'} jw-strip--color-${opts.color ?? 'default'} jw-strip--padding-both jw-strip--primary`,
    `${opts.background ? `<div class="jw-strip__background-wrap"><div class="jw-strip__background" style="background-image: url('${img(opts.background, 1920, 1080)}'); background-position: 50% 50%;"></div><div class="jw-strip__overlay" style="background-color: rgba(31, 22, 14, 0.55);"></div></div>` : ''}<div class="jw-strip__content-container"><div class="jw-strip__content jw-responsive">${mark(children).join('')}</div></div>`,
  );

/* ── Webshop ──────────────────────────────────────────────────────────────────────────────────────────── */

export interface Product {
  title: string;
  /** As the shop prints it: '€ 44,90'. */
  price: string;
  oldPrice?: string;
  description: string;
  file: string;
  sticker?: string;
  soldOut?: boolean;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/&amp;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const productCard = (pr: Product) => {
  const pid = newId();
  const href = `/product/${pid}/${slug(pr.title)}`;
  const price = `<span class="product__price__price">${pr.price}</span>${pr.oldPrice ? ` <s class="product__price__old-price">${pr.oldPrice}</s>` : ''}`;
  return `<div class="product js-product-container" data-product-id="${pid}">
<div class="product__top">${pr.sticker ? `<div class="product-sticker">${pr.sticker}</div>` : ''}<a href="${href}" class="product-image" data-segment-type="product"><img src="${img(pr.file, 600, 600)}" alt="${pr.title}" loading="lazy" width="600" height="600"></a></div>
<div class="product__content"><h3 class="product__heading heading__no-margin"><a href="${href}">${pr.title}</a></h3>
<div class="product__price js-product-container__price">${price}</div>
<div class="product__description"><p>${pr.description}</p></div>
<div class="product__long-description"><a href="${href}">Dettagli</a></div>
<div class="product__buttons"><select class="form-control product-quantity-input__select" aria-label="Quantità"${pr.soldOut ? ' disabled' : ''}><option value="1">1</option><option value="2">2</option><option value="3">3</option></select><button type="button" class="jw-btn jw-btn--size-small product__add-to-cart js-add-to-cart"${pr.soldOut ? ' disabled title="Esaurito"' : ' title="Aggiungi al carrello"'}><span class="jw-btn-caption">${pr.soldOut ? 'Esaurito' : 'Aggiungi al carrello'}</span></button><button type="button" class="jw-btn jw-btn--size-small jw-btn--style-outline product__wishlist" title="Aggiungi alla lista dei desideri"><i class="website-rendering-icon-heart-empty"></i></button></div></div>
</div>`;
};

/** The product gallery element: a sort select, then the product cards. */
export const productGallery = (products: Product[]) => {
  const gid = newId();
  return el(
    'jw-product-gallery',
    `<div class="product-gallery"><div class="product-gallery__toolbar"><label for="product-gallery-sort-${gid}" class="product-gallery__sort-label">Ordina per</label><select id="product-gallery-sort-${gid}" class="form-control product-gallery__sort"><option value="manual">Consigliati</option><option value="price-asc">Prezzo (dal più basso)</option><option value="price-desc">Prezzo (dal più alto)</option><option value="name">Nome</option></select></div>
<div class="product-gallery__content product-gallery__content--columns-3">
${products.map((pr) => `<div class="product-gallery__item">${productCard(pr)}</div>`).join('\n')}
</div></div>`,
  );
};

/* ── Blog ─────────────────────────────────────────────────────────────────────────────────────────────── */

export interface Teaser {
  path: string;
  title: string;
  meta: PostMeta;
}

/** The blog element: one `article.jw-news-post` per post, with its cover, title, date and lead. */
export const newsList = (posts: Teaser[]) =>
  el(
    'jw-news',
    `<div class="jw-news jw-news--layout-list">${posts
      .map(
        (t) =>
          `<article class="jw-news-post"><a class="jw-news-post__block-link" href="${t.path}" aria-hidden="true" tabindex="-1"></a><div class="jw-news-post__image" style="background-image: url('${img(t.meta.cover, 600, 400)}');"></div><div class="jw-news-post__body"><h2 class="jw-news-post__title jw-heading-70"><a class="jw-news-color-heading" data-segment-id="${newId()}" href="${t.path}">${t.title}</a></h2><div class="jw-news-post__meta"><span class="jw-news-date">${t.meta.date}</span></div><div class="jw-news-post__lead"><p>${t.meta.lead}</p></div><a class="jw-news-post__read-more" href="${t.path}">Leggi di più »</a></div></article>`,
      )
      .join(
        '\n',
      )}</div><div class="jw-news-page-pagination"><span class="jw-news-page-pagination__current">1</span></div>`,
  );

export { mark, newId, POS, slug, WEBSITE_ID };
