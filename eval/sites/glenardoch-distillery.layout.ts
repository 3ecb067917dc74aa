import type { SitePage } from './site-server.ts';

/**
 * A page of Glenardoch Distillery as Big Cartel serves a shop on its Luna theme. Big Cartel's storefront is a
 * set of Liquid templates filled in by the platform: `layout.html` around `home.html`, `products.html` (all
 * products and each category), `product.html`, `contact.html`, `cart.html`, and the custom pages the owner
 * writes in the admin, which the layout prints as `div.custom-page` > `h1.custom-page-header` and
 * `div.custom-page-content` holding `{{ page_content | paragraphs }}`. The same `paragraphs` filter formats
 * every product description. URLs are Big Cartel's: `/products`, `/category/<permalink>`,
 * `/product/<permalink>`, `/contact`, `/cart` and the custom pages at `/<permalink>`.
 *
 * The layout (Luna): `body#<permalink>_page` with `page.category` ('theme' or 'custom') and
 * `data-bc-page-type`; the skip link; the theme's announcement bar (`div.announcement-message` with its close
 * button) on every page; the header's `nav.header-nav` ("Products", the first five custom pages, "Contact" and
 * "Cart (<span class="cart-num-items">0</span>)"), the logo as an image whose alt text is all that names the
 * store, and the phone's copy of the menu (`nav.header-nav.mobile-nav`) with only Products, Contact and Cart;
 * `main#main.main` > `div.wrapper`; on product pages the related-products aside ("You might also like") with
 * its own `product-list` of `product-list-thumb` cards, printing other products' prices; the footer with the
 * owner's footer text (address, compact hours as 'Apr–Oct: daily 10:00–17:00', phone, company and licence
 * numbers), the main links, the category links, every visible custom page (so the archived terms are one
 * click from every page), the search form and social links, and Big Cartel's "Powered by" credit with the
 * logo as an SVG (`a.bigcartel-credit`, its name only in the title); then the theme's option scripts, jQuery,
 * the Big Cartel API script and the theme script. The head holds Big Cartel's `head_content`: the generator,
 * Open Graph tags, the canonical link, and `window.bigcartel` with, on product pages, the whole product as
 * JSON (its raw description with `\r\n`, its options and prices, even the price a 'Coming soon' product hides).
 */
export interface GlenardochPage {
  /** Big Cartel's path: '/', '/products', '/category/…', '/product/…', '/contact', '/cart' or '/<permalink>'. */
  path: string;
  /** `page.name`: the title reads '<name> | Glenardoch Distillery'; custom pages print it as their h1. */
  name: string;
  /** `page.permalink`: the body's id is '<permalink>_page'. */
  permalink: string;
  /** 'custom' for the owner's pages (the content then goes through `paragraphs`), else the theme's page type. */
  type: 'home' | 'products' | 'product' | 'contact' | 'cart' | 'custom';
  /** The meta description head_content prints (the store's, or the product's description cut short). */
  description?: string;
  /** For custom pages: the text as the owner typed it in the admin; else the template's rendered HTML. */
  content: string;
  /** Product pages: the product, for `window.bigcartel.product` and the related-products aside. */
  product?: Product;
  unlisted?: boolean;
}

export const GA_SITE = 'https://glenardoch-distillery.test';
export const GA_NAME = 'Glenardoch Distillery';
export const GA_COMPANY = 'Glenardoch Distilling Company Ltd';
export const GA_COMPANY_NO = 'SC612847';
export const GA_LICENCE = 'MC/PL/0419';
export const GA_STREET = 'Ardoch Road, Archiestown';
export const GA_TOWN = 'Aberlour, Moray';
export const GA_POSTCODE = 'AB38 7QZ';
export const GA_PHONE = '01632 961 042';
export const GA_PHONE_HREF = 'tel:+441632961042';
export const GA_EMAIL = 'hello@glenardoch-distillery.test';
export const GA_TOURS_EMAIL = 'tours@glenardoch-distillery.test';
export const GA_BOOKING = 'https://glenardoch-distillery.rezdy.test/';
export const GA_INSTAGRAM = 'https://www.instagram.com/glenardochdistillery/';
export const GA_FACEBOOK = 'https://www.facebook.com/glenardochdistillery';

const ACCOUNT_ID = 8174632;
const THEME_INSTANCE = 2193847;
const THEME_STAMP = 1762790412;
const IMG = 'https://assets.bigcartel.com';

/* ── Text helpers: what the owner types in the admin's plain text boxes ───────────────────────────────── */

export const a = (label: string, href: string) => `<a href="${href}">${label}</a>`;
export const b = (html: string) => `<b>${html}</b>`;
export const strong = (html: string) => `<strong>${html}</strong>`;
export const em = (html: string) => `<em>${html}</em>`;
export const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;

/**
 * Big Cartel's `paragraphs` filter, as its storefront (and Dugway, its theme kit) runs it on custom pages and
 * product descriptions: the text is cut at blank lines; a block holding any block-level tag typed bare
 * (`<h2>`, `<ul>`, `<table>`, `<hr />`, `<p>`…, never with attributes) is printed as it is, its loose lines
 * left as raw newlines a browser runs together; any other block becomes a `<p>` whose single newlines get a
 * `<br />` (so a `<table style="…">` or `<h3 class="…">` pasted on its own ends up inside a `<p>`, with
 * `<br />`s between its rows).
 */
const BLOCK_TAGS =
  '(table|thead|tfoot|caption|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|select|form|map|area|blockquote|address|math|style|input|p|h[1-6]|hr|script|embed|object|param|code|center|dir|fieldset|menu|noframes|noscript|frameset|applet|button|del|iframe|ins)';
const BLOCK_RE = new RegExp(`<\\s*(\\/)?\\s*${BLOCK_TAGS}\\s*(\\/)?\\s*>`, 'i');

export function paragraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\n+/)
    .map((raw) => {
      const block = raw.trim();
      if (BLOCK_RE.test(block)) return `${block}\n`;
      return `<p>${block.replace(/([^\n]\n)(?=[^\n])/g, '$1<br />')}</p>\n`;
    })
    .join('');
}

/** `{{ amount | money: theme.money_format }}` with the 'sign' format: the pound sign in its own span. */
export const money = (amount: number) =>
  `<span class="currency_sign">&pound;</span>${amount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/* ── The shop's products ─────────────────────────────────────────────────────────────────────────────── */

export interface Category {
  id: number;
  name: string;
  permalink: string;
}

export const CATEGORIES: Category[] = [
  { id: 31840271, name: 'Whisky', permalink: 'whisky' },
  { id: 31840272, name: 'Gin', permalink: 'gin' },
  { id: 31840273, name: 'Miniatures &amp; Gifts', permalink: 'miniatures-gifts' },
  { id: 31840274, name: 'Tours &amp; Vouchers', permalink: 'tours-vouchers' },
];

export interface ProductOption {
  name: string;
  price: number;
  soldOut?: boolean;
}

export interface Product {
  id: number;
  name: string;
  permalink: string;
  /** 'active', 'sold-out' or 'coming-soon', as Big Cartel keeps it. */
  status: 'active' | 'sold-out' | 'coming-soon';
  onSale?: boolean;
  /** The default price; a 'Coming soon' product hides it on the page but keeps it in its JSON. */
  price: number;
  /** Options typed in the admin; one option called 'Default' is Big Cartel's default option. */
  options?: ProductOption[];
  category: string;
  /** The description as typed, before the `paragraphs` filter. */
  description: string;
  image: string;
  created: string;
  position: number;
}

const catOf = (p: Product) => CATEGORIES.find((c) => c.permalink === p.category)!;
const optionsOf = (p: Product): ProductOption[] => p.options ?? [{ name: 'Default', price: p.price }];
const optionId = (p: Product, i: number) => p.id * 10 + 3 + i;
const minPrice = (p: Product) => Math.min(...optionsOf(p).map((o) => o.price));
const maxPrice = (p: Product) => Math.max(...optionsOf(p).map((o) => o.price));
const variable = (p: Product) => minPrice(p) !== maxPrice(p);
const imageUrl = (p: Product) => `${IMG}/product_images/${p.id + 291_337_004}/${p.image}.jpg`;
const constrain = (url: string, w: number) => `${url}?auto=format&amp;fit=max&amp;w=${w}`;

const statusLabel = (p: Product) =>
  p.status === 'sold-out'
    ? 'Sold out'
    : p.status === 'coming-soon'
      ? 'Coming soon'
      : p.onSale
        ? 'On sale'
        : '';
const statusClass = (p: Product) =>
  p.status === 'active' && p.onSale ? 'status-primary' : 'status-secondary';
const cssClass = (p: Product) =>
  p.status === 'sold-out'
    ? 'sold-out'
    : p.status === 'coming-soon'
      ? 'coming-soon'
      : p.onSale
        ? 'on-sale'
        : '';

/** The theme hides a 'Coming soon' product's price (show_coming_soon_product_prices is off) but shows sold-out ones. */
const priceOf = (p: Product) =>
  p.status === 'coming-soon'
    ? ''
    : variable(p)
      ? `${money(minPrice(p))} - ${money(maxPrice(p))}`
      : money(p.price);

/** A product card of the theme's grid: `div.product-list-thumb` with its link, lazy image, name, price, status. */
export const productCard = (p: Product, alt = '') => {
  const url = imageUrl(p);
  const label = statusLabel(p);
  return `
            <div class="product-list-thumb ${cssClass(p)}">
              <a class="product-list-link product-list-link--false" href="/product/${p.permalink}" title="View ${p.name}">
                <div class="product-list-image-container product-list-image-container-square">
                  <img
                    alt="${alt}"
                    class="blur-up product-list-image lazyload grid-square"
                    src="${constrain(url, 20)}"
                    data-aspectratio="1.0"
                    data-srcset="
                      ${constrain(url, 240)} 240w,
                      ${constrain(url, 320)} 320w,
                      ${constrain(url, 400)} 400w,
                      ${constrain(url, 540)} 540w,
                      ${constrain(url, 600)} 600w,
                      ${constrain(url, 800)} 800w,
                      ${constrain(url, 960)} 960w
                    "
                    data-sizes="auto"
                  >
                </div>
                <div class="product-list-thumb-info">
                  <div class="product-list-thumb-name">${p.name}</div>
                  <div class="product-list-thumb-price">
                    ${priceOf(p)}
                  </div>
                  ${label ? `<div class="product-list-thumb-status ${statusClass(p)}">${label}</div>` : ''}
                </div>
              </a>
            </div>`;
};

export const productList = (products: Product[]) => `<div class="product-list-container">
        <div class="product-list${products.length < 4 ? ' product-list--center' : ''}" data-max-products-desktop="3" data-max-products-mobile="2">${products
          .map((p) => productCard(p))
          .join('')}
        </div>
      </div>`;

/** The category navigation of `products.html`: "All" and the categories, the current one selected. */
export const categoryNav = (
  title: string,
  current: string | null,
) => `<div class="artist-category-nav artist-category-nav-header">
    <nav aria-label="Category navigation" class="category-nav products-nav">
      <div class="nav-title">
        ${title}
      </div>
      <ul>
        <li class="${current === null ? 'selected' : ''}"><a href="/products">All</a></li>
        ${CATEGORIES.map(
          (c) =>
            `<li class="${current === c.permalink ? 'selected' : ''}"><a title="View ${c.name}" href="/category/${c.permalink}">${c.name}</a></li>`,
        ).join('\n        ')}
      </ul>
    </nav>
  </div>`;

const chevron =
  '<svg viewBox="0 0 15 7.6" enable-background="new 0 0 15 7.6"><path d="M15 1.1l-7.5 6.5-7.5-6.3 1-1.2 6.5 5.5 6.5-5.6z"/></svg>';

/**
 * `product.html` of Luna: the status label above the title, `div.product-price` (a range for products with
 * priced options), the add-to-cart form (a hidden option input, or the option select whose prices live only in
 * `data-price`), the payment-messaging placeholders, the description through `paragraphs`, then the image.
 */
export const productPage = (p: Product) => {
  const label = statusLabel(p);
  const opts = optionsOf(p);
  const url = imageUrl(p);
  const form =
    p.status === 'active'
      ? `
      <form method="post" class="product-form show-sold-out" action="/cart" accept-charset="utf8">
        <input type="hidden" name="utf8" value='✓'>
        ${
          p.options
            ? `<div class="select">
              <select class="product-option-select" id="option" name="cart[add][id]" aria-label="Select option" required>
                <option value="" disabled="disabled" selected>Select option</option>
                ${opts
                  .map(
                    (o, i) =>
                      `<option value="${optionId(p, i)}" data-price="${o.price.toFixed(1)}"${o.soldOut ? ' disabled="disabled" disabled-type="sold-out"' : ''}>${o.name} ${o.soldOut ? ' (Sold out)' : ''}</option>`,
                  )
                  .join('\n                ')}
              </select>
              ${chevron}
            </div>`
            : `<input id="option" name="cart[add][id]" type="hidden" value="${optionId(p, 0)}" />`
        }
        <button class="button add-to-cart-button" name="submit" type="submit" data-add-title="Add to cart" data-sold-title="Sold out">Add to cart</button>
        <div class="inventory-status-message" data-inventory-message></div>
      </form>
      <div id="payment-processor-messaging">
        <div id="paypal-messaging-container" style="height: 0; overflow: hidden;">
          <div id="paypal-messaging-element"></div>
        </div>
        <div id="stripe-messaging-container" style="height: 0; overflow: hidden;">
          <div id="payment-method-messaging-element"></div>
        </div>
      </div>`
      : '';
  return `<div class="product-page standard" data-bc-hook="product-container">
  <div class="product-page-headings">
    ${label ? `<div class="product-status ${statusClass(p)}">${label}</div>` : ''}
    <h1 class="product-title has-dash">${p.name}</h1>
    <div class="product-price">
      ${priceOf(p)}
    </div>
  </div>
  <div class="product-details">${form}
      <div class="product-description">
        ${paragraphs(p.description)}
      </div>
  </div>
  <div class="product-images desktop-carousel mobile-carousel" data-total-images="1">
      <a aria-label="Open image of ${p.name} in image viewer" class="zoom-image-container gallery-link" href="${constrain(url, 2000)}" data-pswp-width="3200" data-pswp-height="3200" >
        <img
          alt="${p.name}"
          class="blur-up product-image lazyload"
          fetchpriority="high"
          src="${constrain(url, 200)}"
          data-srcset="
            ${constrain(url, 400)} 400w,
            ${constrain(url, 700)} 700w,
            ${constrain(url, 1000)} 1000w,
            ${constrain(url, 1400)} 1400w,
            ${constrain(url, 2000)} 2000w,
          "
          data-sizes="auto"
        >
      </a>
  </div>
</div>`;
};

/** Big Cartel stores names and descriptions as typed, with the characters themselves, not HTML entities. */
const typed = (html: string) =>
  html
    .replace(/&ndash;/g, '\u2013')
    .replace(/&eacute;/g, '\u00e9')
    .replace(/&pound;/g, '\u00a3')
    .replace(/&amp;/g, '&');

/** The product as `window.bigcartel.product` holds it: Rails' JSON, with `<`, `>` and `&` escaped. */
const productJson = (p: Product) => {
  const cat = catOf(p);
  const opts = optionsOf(p);
  const json = {
    id: p.id,
    name: typed(p.name),
    permalink: p.permalink,
    position: p.position,
    price: p.price,
    status: p.status,
    on_sale: p.onSale ?? false,
    url: `/product/${p.permalink}`,
    default_price: p.price,
    tax: 0.0,
    description: typed(p.description).replace(/\n/g, '\r\n'),
    created_at: p.created,
    categories: [
      { id: cat.id, name: typed(cat.name), permalink: cat.permalink, url: `/category/${cat.permalink}` },
    ],
    images: [{ url: imageUrl(p), width: 1600, height: 1600, secure_url: imageUrl(p) }],
    options: opts.map((o, i) => ({
      id: optionId(p, i),
      name: typed(o.name),
      price: o.price,
      sold_out: o.soldOut ?? p.status === 'sold-out',
      has_custom_price: opts.length > 1 && o.price !== p.price,
      option_group_values: [],
      isLowInventory: false,
      isAlmostSoldOut: false,
    })),
    artists: [],
    has_option_groups: false,
    option_groups: [],
    shipping: [
      {
        amount_alone: 6.95,
        amount_with_others: 0.0,
        country: { id: 42, name: 'United Kingdom', code: 'GB' },
      },
    ],
    max_price: maxPrice(p),
    min_price: minPrice(p),
    variable_pricing: variable(p),
    has_default_option: !p.options,
  };
  return JSON.stringify(json)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(
      /"(price|default_price|tax|amount_alone|amount_with_others|max_price|min_price)":(\d+)([,}])/g,
      '"$1":$2.0$3',
    );
};

/* ── Every page's parts: the announcement, the header, the footer ────────────────────────────────────── */

/** The custom pages in the admin's order; Luna's header shows the first five (`theme.nav_items`). */
const CUSTOM_PAGES: [name: string, permalink: string][] = [
  ['Tours &amp; Tastings', 'tours'],
  ['Visit Us', 'visit'],
  ['Events', 'events'],
  ['FAQ', 'faq'],
  ['Delivery &amp; Returns', 'delivery-returns'],
  ['Our Story', 'our-story'],
  ['News', 'news'],
  ['Christmas at Glenardoch', 'christmas-2026'],
  ['Cask Ownership', 'cask-ownership'],
  ['Terms &amp; Conditions', 'terms-and-conditions'],
  ['Privacy', 'privacy'],
];
const NAV_ITEMS = 5;

const pageLink = ([name, permalink]: [string, string]) =>
  `<a title="View ${name}" href="/${permalink}">${name}</a>`;

const announcement = `<div aria-label="Announcement message" class="announcement-message">
        <div class="announcement-message__text">Free UK mainland delivery on orders over &pound;75 &bull; Our Christmas opening times are on the <a href="/christmas-2026">Christmas page</a></div>
        <button title="Close announcement message" class="announcement-message__close-button">
          <svg aria-hidden="true" fill="currentColor" class="announcement-message__close-icon" xmlns="http://www.w3.org/2000/svg" viewBox="9.2 12.3 12.5 12.5">
            <path d="m21.4 14.4-4.1 4.1 4 4.1c.6.5.6 1.3 0 1.8-.4.5-1.2.5-1.7 0l-4.1-4.1-4.1 4.1c-.5.5-1.3.5-1.8 0s-.5-1.3 0-1.8l4.1-4.1-4.1-4.1c-.5-.5-.5-1.3 0-1.8s1.3-.5 1.8 0l4.1 4.1 4.1-4c.5-.6 1.3-.6 1.8 0 .5.4.5 1.2 0 1.7Z"/>
          </svg>
        </button>
      </div>`;

const header = `<header data-bc-hook="header">
      <div class="wrapper">
        <nav class="header-nav" role="navigation" aria-label="Main">
          <ul>
            <li><a href="/products">Products</a></li>
            ${CUSTOM_PAGES.slice(0, NAV_ITEMS)
              .map((x) => `<li>${pageLink(x)}</li>`)
              .join('\n            ')}
            <li><a href="/contact">Contact</a></li>
            <li><a href="/cart">Cart (<span class="cart-num-items">0</span>)</a></li>
          </ul>
        </nav>

        <div class="branding">
          <a href="/" title="Home">
              <img
                class="store-logo"
                srcset="${IMG}/theme_images/${THEME_INSTANCE}/glenardoch-logo-cream.png?auto=format&amp;fit=max&amp;h=120&amp;w=1068, ${IMG}/theme_images/${THEME_INSTANCE}/glenardoch-logo-cream.png?auto=format&amp;fit=max&amp;h=240&amp;w=2136 2x"
                src="${IMG}/theme_images/${THEME_INSTANCE}/glenardoch-logo-cream.png?auto=format&amp;fit=max&amp;h=120&amp;w=1068"
                alt="Glenardoch Distillery Home"
                style="max-height: 120px"
              >
          </a>
        </div>
      </div>
      <nav class="header-nav mobile-nav" aria-label="Mobile Main" role="navigation">
        <ul>
          <li><a href="/products">Products</a></li>
          <li><a href="/contact">Contact</a></li>
          <li><a href="/cart">Cart (<span class="cart-num-items">0</span>)</a></li>
        </ul>
      </nav>
    </header>`;

const searchIcon =
  '<svg aria-hidden="true" class="search-icon" xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><path d="M15.707 14.293l-3.112-3.092-.006-.004c.882-1.197 1.411-2.597 1.411-4.197 0-3.859-3.141-7-7-7s-7 3.1-7 7 3.141 7 7 7c1.575 0 3.025-.529 4.196-1.41v.006l3.093 3.111c.199.193.411.293.711.293s.512-.098.707-.293c.391-.407.393-1.007-.007-1.414zm-8.707-2.293c-2.757 0-5-2.243-5-5s2.243-5 5-5 5 2.2 5 5-2.243 5-5 5z"/></svg>';

/**
 * The owner's footer text (theme.footer_text, printed at the start of the footer): the address, the hours in
 * the 24-hour form the owner typed there ('Apr–Oct: daily 10:00–17:00 · Nov–Mar: Mon–Sat 10:00–16:00'), the
 * phone and email, the company and premises licence numbers and the age line.
 */
const footerText = `<strong>Glenardoch Distillery</strong> &middot; ${GA_STREET}, ${GA_TOWN} ${GA_POSTCODE}<br>Visitor centre, shop &amp; caf&eacute;: Apr&ndash;Oct: daily 10:00&ndash;17:00 &middot; Nov&ndash;Mar: Mon&ndash;Sat 10:00&ndash;16:00, Sun closed<br>Tel ${GA_PHONE} &middot; <a href="mailto:${GA_EMAIL}">${GA_EMAIL}</a><br>${GA_COMPANY}, registered in Scotland no. ${GA_COMPANY_NO} &middot; Premises licence ${GA_LICENCE} (The Moray Council)<br>We only sell to adults aged 18 or over. Please enjoy Glenardoch responsibly &ndash; <a href="https://www.drinkaware.co.uk/">drinkaware.co.uk</a>`;

const socialIcon = (title: string, href: string, cls: string, path: string, box: string) =>
  `<li><a href="${href}" title="${title}"><svg class="${cls}" height="36" width="36" aria-hidden="true" focusable="false" role="img" xmlns="http://www.w3.org/2000/svg" viewBox="${box}"><path fill="currentColor" d="${path}"/></svg></a></li>`;

const footer = `<footer data-bc-hook="footer">
      <div class="wrapper">
          <div class="footer-custom-content">${footerText} </div>
        <nav class="footer-nav footer-nav--main" role="navigation" aria-label="Footer main">
          <ul class="footer-links">
            <li><a href="/">Home</a></li>
            <li><a href="/products">Products</a></li>
            <li><a href="/contact">Contact</a></li>
            <li><a href="/cart">Cart</a></li>
          </ul>
        </nav>
          <nav class="footer-nav footer-nav--categories" role="navigation" aria-label="Footer categories">
            <ul class="footer-links">
              ${CATEGORIES.map((c) => `<li><a title="View ${c.name}" href="/category/${c.permalink}">${c.name}</a></li>`).join('\n              ')}
            </ul>
          </nav>
          <nav class="footer-nav footer-nav--pages" role="navigation" aria-label="Footer pages">
            <ul class="footer-links">
              ${CUSTOM_PAGES.map((x) => `<li>${pageLink(x)}</li>`).join('\n              ')}
            </ul>
          </nav>
        <nav class="footer-nav footer-nav--social" role="navigation" aria-label="Footer social">
            <div class="footer-search">
              <form class="search-form" name="search" action="/products" method="get" accept-charset="utf8" role="search">
                <input type="hidden" name="utf8" value='✓'>
                <label class="visually-hidden" for="search">Search products</label>
                <input class="search-input" id="search" name="search" placeholder="Search products" type="search" autocomplete="off" />
                <button type="submit" class="search-button" aria-label="Submit search form">
                  ${searchIcon}
                </button>
              </form>
            </div>
            <ul class="social-links">
              ${socialIcon('Instagram', GA_INSTAGRAM, 'instagram-icon', 'M224.1 141c-63.6 0-114.9 51.3-114.9 114.9s51.3 114.9 114.9 114.9S339 319.5 339 255.9 287.7 141 224.1 141zm0 189.6c-41.1 0-74.7-33.5-74.7-74.7s33.5-74.7 74.7-74.7 74.7 33.5 74.7 74.7-33.6 74.7-74.7 74.7z', '0 0 448 512')}

              ${socialIcon('Facebook', GA_FACEBOOK, 'facebook-icon', 'M80 299v213h116V299h87l18-97H196v-35c0-52 20-72 73-72l37 2V8c-15-4-50-8-70-8C129 0 80 51 80 159v43H14v97h66z', '0 0 320 512')}
            </ul>
          <div data-bc-hook="credit">
            <a class="bigcartel-credit" href="https://www.bigcartel.com/?utm_source=bigcartel&amp;utm_medium=storefront&amp;utm_campaign=${ACCOUNT_ID}&amp;utm_term=glenardoch" title="Powered by Big Cartel" data-bc-hook="attribution">
        <span class="bigcartel-credit__text" aria-hidden="true">Powered by</span>
        <svg aria-hidden="true" class="bigcartel-credit__lockup" xmlns="http://www.w3.org/2000/svg" viewBox="1.99 2.05 124.96 24.95">
          <path d="M46.18 4A1.91 1.91 0 1 1 50 4a1.91 1.91 0 1 1-3.81 0Zm78.76 14.35a.81.81 0 0 1-.25-.69V2.23h-4.52v2.68h1.58V18c0 2.14 1.11 3.28 3.2 3.28a6.56 6.56 0 0 0 2-.42v-2.78c-1.28.51-1.8.38-2.01.23Zm-75.27.05h1.43V21h-5.79v-2.64h1.43v-8h-1.61V7.7h4.54ZM11 14.52v-.89a1.78 1.78 0 0 1 .83-1.51l7.35-4.7A1.79 1.79 0 0 0 20 5.91V2.05L11 7.8 2 2.05V14.2a8.69 8.69 0 0 0 3.88 7.58L11 25.05l5.12-3.27A8.69 8.69 0 0 0 20 14.2V8.77Z" class="a"></path>
        </svg>
      </a>
          </div>
        </nav>
      </div>
    </footer>`;

const scripts = (page: GlenardochPage) => `<script>
      const themeFeatures = {
        optIns: [],
        optOuts: [],
      };
      const themeColors = {
        backgroundColor: '#F4EFE6',
        primaryTextColor: '#2B2118',
        secondaryBackgroundColor: '#E7DCC8',
        productsBackgroundColor: '#FFFFFF'
      }
      const themeOptions = {
        showSoldOutOptions: true,
        showSoldOutPrices: true,
        showLowInventoryMessages: false,
        lowInventoryMessage: "Only a few left!",
        almostSoldOutMessage: "Almost sold out!",
        showInventoryBars: false,
        desktopProductPageImages: 'carousel',
        mobileProductPageImages: 'carousel',
        productImageZoom: true,
        homepageSlideshowAutoplay: true,
        homepageSlideshowSpeed: 6000,
        showBnplMessaging: true && !themeFeatures.optOuts.includes("theme_bnpl_messaging"),
      }
    </script>
      <script>
        let hashCode=function(s){return s.split("").reduce(function(a,b){a=((a<<5)-a)+b.charCodeAt(0);return a&a;},0);}
        let announcementElement = document.querySelector(".announcement-message");
        let announcementText = document.querySelector(".announcement-message__text").innerHTML;
        let closeAnnouncementBtn = document.querySelector(".announcement-message__close-button");
        let hashedAnnouncement = hashCode(announcementText);

        function closeAnnouncement() {
          let announcementElement = document.querySelector(".announcement-message");
          announcementElement?.remove();
          document.cookie = \`announcementClosed=\${hashedAnnouncement};path=/\`;
        }

        if (announcementElement?.classList && closeAnnouncementBtn && hashedAnnouncement) {
          let hasClosedAnnouncement = document.cookie.includes(\`announcementClosed=\${hashedAnnouncement}\`);
          if (!hasClosedAnnouncement) {
            announcementElement.classList.add('visible');
          }
          closeAnnouncementBtn.addEventListener("click", closeAnnouncement);
        }
      </script>
    <script src="https://ajax.googleapis.com/ajax/libs/jquery/3.7.1/jquery.min.js"></script>
    <script src="${IMG}/api/6/api.gbp.js?v=1"></script>
    <script src="/theme_scripts/${THEME_INSTANCE}/${THEME_STAMP}/theme.js"></script>${
      page.product
        ? `
      <script>
        Product.find('${page.product.permalink}', processProduct)
      </script>`
        : ''
    }`;

/** "You might also like": up to three other products of the same category, as Luna prints them after `main`. */
const related = (p: Product, all: Product[]) => {
  const others = all.filter((x) => x.category === p.category && x.id !== p.id).slice(0, 3);
  if (others.length === 0) return '';
  const i = all.indexOf(p);
  const prev = all[i - 1];
  const next = all[i + 1];
  return `
          <aside class="related-products-container wrapper" data-num-products="3" role="complementary" aria-label="You might also like">
            <div class="similar-products">
              <div class="similar-products-header">
                <h2 class="similar-products-title">You might also like</h2>
                  <ul class="prev-next-products">
                    ${prev ? `<li><a title="View Previous product" href="/product/${prev.permalink}">Previous product</a></li>` : ''}
                    ${next ? `<li><a title="View Next product" href="/product/${next.permalink}">Next product</a></li>` : ''}
                  </ul>
              </div>
              <div class="product-list-container">
                <div class="related-product-list product-list">${others.map((x) => productCard(x, x.name)).join('')}
                </div>
              </div>
            </div>
          </aside>`;
};

const escAttr = (s: string) => s.replace(/&(?!\w+;)/g, '&amp;').replace(/"/g, '&quot;');
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const STORE_DESCRIPTION =
  'Glenardoch Distillery, an independent single malt whisky and gin distillery on Speyside, near Aberlour. Distillery tours, the Mill Café, and bottles delivered across mainland UK.';

/**
 * Lays out a page as Big Cartel serves it with Luna: the head with the theme's stylesheet and Big Cartel's
 * head_content, the body with the announcement, header, main, the related products on product pages, the
 * footer and the scripts. Custom pages go through `paragraphs`.
 */
export function glenardochLayout(all: Product[]) {
  return (page: GlenardochPage): SitePage => {
    const canonical = `${GA_SITE}${page.path === '/' ? '' : page.path}`;
    const description = escAttr(
      page.description ??
        (page.product ? plain(paragraphs(page.product.description)).slice(0, 160) : STORE_DESCRIPTION),
    );
    const title = page.type === 'home' ? GA_NAME : `${page.name} | ${GA_NAME}`;
    const category = page.type === 'custom' ? 'custom' : 'theme';
    const main =
      page.type === 'custom'
        ? `
          <div class="custom-page">
            <h1 class="custom-page-header page-title has-dash">${page.name}</h1>
            <div class="custom-page-content">${paragraphs(page.content)}</div>
          </div>`
        : page.content;
    const ogImage = page.product
      ? `${imageUrl(page.product)}?auto=format&amp;fit=max&amp;w=1200`
      : `${IMG}/theme_images/${THEME_INSTANCE}/glenardoch-stillhouse.jpg?auto=format&amp;fit=max&amp;w=1200`;
    const bigcartel = `window.bigcartel = window.bigcartel || {};
window.bigcartel = {
  ...window.bigcartel,
  ...{"account":{"id":${ACCOUNT_ID},"host":"glenardoch-distillery.test","bc_host":"glenardoch.bigcartel.com","currency":"GBP","country":{"code":"GB","name":"United Kingdom"}},"theme":{"name":"Luna","version":"2.9.4","colors":{"background_color":"#F4EFE6","primary_text_color":"#2B2118"}},"checkout":{"payment_providers":{"stripe":true,"paypal":{"commerce":true}}},"page":{"type":"${page.type}"}}
}${page.product ? `;\nwindow.bigcartel.product = ${productJson(page.product)};` : ''}`;
    const html = `<!DOCTYPE html>
<html>
  <head>
    <title>${title}</title>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link href="/theme_stylesheets/${THEME_INSTANCE}/${THEME_STAMP}/theme.css" media="screen" rel="stylesheet" type="text/css">
    <script>
${bigcartel}
</script>
<meta name="generator" content="Big Cartel">
<meta name="author" content="${GA_NAME}">
<meta name="description" content="${description}">
<meta name="referrer" content="strict-origin-when-cross-origin">
<meta name="theme_name" content="Luna">
<meta name="theme_version" content="2.9.4">
<meta property="og:type" content="${page.product ? 'product' : 'website'}">
<meta property="og:site_name" content="${GA_NAME}">
<meta property="og:title" content="${page.type === 'home' ? GA_NAME : page.name}">
<meta property="og:url" content="${canonical}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="${ogImage}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${page.type === 'home' ? GA_NAME : page.name}">
<meta name="twitter:description" content="${description}">
<meta name="twitter:image" content="${ogImage}">
<link rel="canonical" href="${canonical}">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link rel="stylesheet" type="text/css" href="https://fonts.googleapis.com/css?family=Cormorant+Garamond:400,600|Karla:400,700&amp;display=swap">
    <style>.preloader * { opacity: 0; }.transition-preloader * { transition: none !important }</style>
  </head>

  <body id="${page.permalink}_page" class="${category} preloader transition-preloader" data-bc-page-type="${page.type}">
    <a class="skip-link" href="#main">Skip to main content</a>
      ${announcement}
    ${header}
    <main class="main" id="main">
      <div class="wrapper">
        ${main}
      </div>
    </main>${page.product ? related(page.product, all) : ''}

    ${footer}
    ${scripts(page)}
  </body>
</html>
`;
    return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
  };
}
