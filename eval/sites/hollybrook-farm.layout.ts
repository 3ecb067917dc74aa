import type { SitePage } from './site-server.ts';

/**
 * A page of Hollybrook Farm as Strikingly publishes it, before the navbar, the footer, the "Powered by
 * Strikingly" badge and the cookie notice: its sections (`s-section`), in the order the owner stacked them.
 */
export interface HbPage {
  path: string;
  /** The page's SEO title; the site name is appended as Strikingly does (" - Hollybrook Farm"). */
  title: string;
  description: string;
  sections: string[];
  /** A blog post (`/blog/<slug>`) is laid out by Strikingly's blog template, with its own header. */
  kind?: 'page' | 'post';
  unlisted?: boolean;
}

export const HB_SITE = 'https://www.hollybrook-farm.test';
export const HB_NAME = 'Hollybrook Farm';
export const HB_STREET = 'Hollybrook Lane, Lower Hardres';
export const HB_TOWN = 'Canterbury, Kent CT4 7AQ';
export const HB_PHONE = '01227 831 476';
export const HB_PHONE_HREF = 'tel:+441227831476';
export const HB_EMAIL = 'hello@hollybrook-farm.test';
export const HB_VEGBOX_EMAIL = 'vegbox@hollybrook-farm.test';
export const HB_VISITS_EMAIL = 'visits@hollybrook-farm.test';
export const HB_PARTNERSHIP = 'T. &amp; S. Marsh Farming Partnership';
export const HB_VAT = 'GB 294 1187 36';
export const HB_FACEBOOK = 'https://www.facebook.com/hollybrookfarmkent';
export const HB_INSTAGRAM = 'https://www.instagram.com/hollybrookfarm';

const SITE_ID = 1349871;
const CDN = 'https://custom-images.strikinglycdn.com/res/hrscywv4p/image/upload';
const STATIC = 'https://static-assets.strikinglycdn.com';

/* ── Generated names ────────────────────────────────────────────────────────────────────────────────── */

const hash = (s: string, n = 6) => {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  let out = '';
  while (out.length < n) {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    out += h.toString(36);
  }
  return out.slice(0, n);
};

/** The emotion class the site's React components are styled with (`css-1q8x2kd`). */
export const css = (seed: string) => `css-${hash(seed, 7)}`;

// React 15 server rendering marks every text node that sits beside others with a numbered comment; a seeded
// counter here, so a page is the same on every run.
let reactId = 200;
/** A text node as React 15 prints it beside other nodes: between `react-text` comments. */
export const rt = (text: string) => {
  reactId += 1;
  return `<!-- react-text: ${reactId} -->${text}<!-- /react-text -->`;
};

/* ── Text components ───────────────────────────────────────────────────────────────────────────────── */

export const b = (html: string) => `<strong>${html}</strong>`;
export const i = (html: string) => `<em>${html}</em>`;
export const a = (label: string, href: string) =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''}>${label}</a>`;

/** A text component: Strikingly's rich text, each block a `<p>` (or a list) inside `s-component-content`. */
const textComponent = (cls: string, font: 'title' | 'heading' | 'body', html: string) =>
  `<div class="${cls} s-component s-text"><div class="s-component-content s-font-${font}">${html}</div></div>`;

/** A block of rich text: a heading, list or table as it is, anything else a paragraph. */
const block = (x: string) => (/^<(h\d|ul|ol|p|div|table)[ >]/.test(x) ? x : `<p>${x}</p>`);

/** Paragraphs of body text, wrapped as the rich text editor saves them. */
export const rich = (...blocks: string[]) =>
  `<div class="s-rich-text-wrapper" style="display: block;">${textComponent(
    's-rich-text',
    'body',
    blocks.map(block).join(''),
  )}</div>`;

export const ul = (...items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;

/** The section's title group: `s-title` (an `<h2>`, or the page's `<h1>`) and an optional `s-subtitle`. */
export const titles = (title: string, subtitle?: string, opts: { h1?: boolean; align?: string } = {}) =>
  `<div class="s-title-group s-align-${opts.align ?? 'center'}">${textComponent(
    's-title',
    'title',
    opts.h1 ? `<h1>${title}</h1>` : `<h2>${title}</h2>`,
  )}${subtitle ? textComponent('s-subtitle', 'heading', `<p>${subtitle}</p>`) : ''}</div>`;

/** A button component (`s-common-button`). */
export const button = (label: string, href: string, style: 'solid' | 'outline' = 'solid') =>
  `<div class="s-button s-component"><a class="s-common-button s-font-body ${style === 'solid' ? 's-button-solid' : 's-button-outline'} ${css(`btn${style}`)}" href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''}>${rt(label)}</a></div>`;
export const buttons = (...items: string[]) =>
  `<div class="s-button-group ${css('buttons')}">${items.join('')}</div>`;

/** An image component, cropped by the Strikingly image CDN. */
export const image = (file: string, alt: string, w = 1200) =>
  `<div class="s-image s-component"><div class="s-component-content"><img class="s-img ${css('img')}" src="${CDN}/c_limit,fl_lossy,h_9000,w_${w},f_auto,q_auto/${SITE_ID}/${hash(file, 6)}_${file}" srcset="${CDN}/c_limit,fl_lossy,h_9000,w_${Math.round(w / 2)},f_auto,q_auto/${SITE_ID}/${hash(file, 6)}_${file} ${Math.round(w / 2)}w, ${CDN}/c_limit,fl_lossy,h_9000,w_${w},f_auto,q_auto/${SITE_ID}/${hash(file, 6)}_${file} ${w}w" alt="${alt}" loading="lazy"></div></div>`;

/** The HTML component ("App Store → HTML"): the owner's own markup pasted in, tables mostly. */
export const htmlEmbed = (html: string) =>
  `<div class="s-html-component s-component"><div class="s-component-content"><div class="s-custom-html ${css(`html${html.length}`)}">${html}</div></div></div>`;

/** A table as the owner pasted it into an HTML component: inline styles, the first row bold. */
export const table = (head: string[], rows: string[][]) =>
  `<table style="width:100%;border-collapse:collapse;font-size:15px;line-height:1.5"><tbody><tr>${head
    .map((h) => `<td style="padding:8px 10px;border-bottom:2px solid #5a7d3a;font-weight:bold">${h}</td>`)
    .join('')}</tr>${rows
    .map(
      (r) =>
        `<tr>${r.map((c) => `<td style="padding:8px 10px;border-bottom:1px solid #e3dccb;vertical-align:top">${c}</td>`).join('')}</tr>`,
    )
    .join('')}</tbody></table>`;

/** Columns of the Skeleton grid Strikingly's templates are built on. */
export const columns = (...cols: string[][]) => {
  const width = cols.length === 2 ? 'eight' : cols.length === 3 ? 'one-third' : 'four';
  return `<div class="s-columns columns-row ${css(`cols${cols.length}`)}">${cols
    .map((c) => `<div class="${width} columns s-column">${c.join('')}</div>`)
    .join('')}</div>`;
};

export interface Item {
  title: string;
  subtitle?: string;
  /** Body blocks, as for `rich`. */
  text?: string[];
  image?: [file: string, alt: string];
  button?: [label: string, href: string];
}

/** A repeatable list of cards (`s-repeatable` of `s-repeatable-item`s): title, subtitle, text, button. */
export const repeatable = (items: Item[], cols: 2 | 3 | 4 = 3) =>
  `<div class="s-repeatable s-block-wrapper s-repeatable-cols-${cols} ${css(`rep${cols}`)}">${items
    .map(
      (it, n) =>
        `<div class="s-repeatable-item s-block-item ${css('repitem')}" data-index="${n}"><div class="s-block-item-inner">${
          it.image ? `<div class="s-item-media-wrapper">${image(it.image[0], it.image[1], 600)}</div>` : ''
        }<div class="s-item-text-group">${textComponent('s-item-title', 'heading', `<p>${it.title}</p>`)}${
          it.subtitle ? textComponent('s-item-subtitle', 'body', `<p>${it.subtitle}</p>`) : ''
        }${
          it.text ? textComponent('s-item-text', 'body', it.text.map(block).join('')) : ''
        }</div>${it.button ? `<div class="s-item-button">${button(it.button[0], it.button[1], 'outline')}</div>` : ''}</div></div>`,
    )
    .join('')}</div>`;

let sectionNo = 0;
/**
 * A section of the page: the editor wrapper with its anchor id, the `s-section` with its background, and the
 * Skeleton container holding the content.
 */
export const section = (
  children: string[],
  opts: { id?: string; bg?: 'light' | 'cream' | 'green' | 'image'; kind?: string; image?: string } = {},
) => {
  sectionNo += 1;
  const bg = opts.bg ?? 'light';
  const anchor = opts.id ?? `section-${hash(`section${sectionNo}`, 8)}`;
  const background =
    bg === 'image' && opts.image
      ? `<div class="s-bg-image s-bg-blurred ${css('bgimg')}" style="background-image:url(${CDN}/c_limit,fl_lossy,h_1080,w_1920,f_auto,q_auto/${SITE_ID}/${hash(opts.image, 6)}_${opts.image})"></div><div class="s-bg-overlay" style="opacity:0.35"></div>`
      : '';
  return `<div class="s-section-editor-wrapper" id="${anchor}" data-section-id="${hash(anchor, 10)}"><div class="s-section s-page-section s-${opts.kind ?? 'rich-text'}-section s-layout-mode-normal ${bg === 'image' || bg === 'green' ? 's-bg-dark-text' : 's-bg-light-text'} s-bg-${bg} ${css(`section${bg}`)}">${background}<div class="container"><div class="sixteen columns s-section-content">${children.join('')}</div></div></div></div>`;
};

export interface Product {
  name: string;
  price: string;
  /** The price before a discount, printed struck through. */
  was?: string;
  desc: string;
  image: string;
  soldOut?: boolean;
}

/**
 * The Simple Store section's product grid: cards whose name, price and description are separate elements, the
 * pound sign and the figure two React text nodes, and a "Buy Now" button.
 */
export const store = (products: Product[]) =>
  `<div class="s-ecommerce-products s-ecommerce-grid-view ${css('ecom')}">${products
    .map((pr, n) => {
      const money = (v: string) => `${rt('£')}${rt(v.replace('£', ''))}`;
      return `<div class="s-ecommerce-product-card s-repeatable-item ${css('ecomcard')}" data-product-id="${7120340 + n * 17}"><div class="s-ecommerce-product-image">${image(pr.image, pr.name, 600)}${pr.soldOut ? `<div class="s-ecommerce-sold-out-label">Sold out</div>` : ''}</div><div class="s-ecommerce-product-info"><div class="s-ecommerce-product-name s-font-heading">${pr.name}</div><div class="s-ecommerce-product-price s-font-body">${pr.was ? `<span class="s-ecommerce-price-original" style="text-decoration:line-through">${money(pr.was)}</span>` : ''}<span class="s-ecommerce-price">${money(pr.price)}</span></div><div class="s-ecommerce-product-desc s-font-body">${pr.desc}</div></div><button type="button" class="s-common-button s-ecommerce-buy-button ${css('buy')}"${pr.soldOut ? ' disabled' : ''}>${pr.soldOut ? 'Sold out' : 'Buy Now'}</button></div>`;
    })
    .join(
      '',
    )}</div><div class="s-ecommerce-cart-button ${css('cart')}"><button type="button" class="s-common-button" aria-label="Cart">${rt('Cart (')}${rt('0')}${rt(')')}</button></div>`;

/** The contact form section's form: labelled fields, a submit button and a hidden thank-you message. */
export const contactForm = (fields: [name: string, label: string, type?: string][], thanks: string) =>
  `<div class="s-contact-form s-component ${css('form')}"><form class="s-form" novalidate="">${fields
    .map(([name, label, type]) =>
      type === 'textarea'
        ? `<div class="s-form-field"><label class="s-field-label s-font-body" for="hbf-${name}">${label}</label><textarea id="hbf-${name}" name="${name}" class="s-form-input"></textarea></div>`
        : type === 'checkbox'
          ? `<div class="s-form-field s-form-checkbox"><input id="hbf-${name}" type="checkbox" name="${name}"><label class="s-field-label s-font-body" for="hbf-${name}">${label}</label></div>`
          : `<div class="s-form-field"><label class="s-field-label s-font-body" for="hbf-${name}">${label}</label><input id="hbf-${name}" type="${type ?? 'text'}" name="${name}" class="s-form-input"></div>`,
    )
    .join(
      '',
    )}<button type="submit" class="s-common-button s-form-submit ${css('submit')}">Submit</button></form><div class="s-form-success" style="display:none">${thanks}</div></div>`;

/** The map section's map: the place only in the iframe address. */
export const map = (query: string) =>
  `<div class="s-map s-component ${css('map')}"><iframe title="Map" src="https://maps.google.com/maps?q=${encodeURIComponent(query)}&amp;z=14&amp;output=embed" width="100%" height="380" frameborder="0" loading="lazy"></iframe></div>`;

/* ── Navbar, footer, badge, cookie notice ───────────────────────────────────────────────────────────── */

type NavItem = [label: string, href: string];

const nav: NavItem[] = [
  ['Home', '/'],
  ['Opening Times', '/#opening-times'],
  ['Pick Your Own', '/pick-your-own'],
  ['Farm Shop', '/farm-shop'],
  ['Café', '/cafe'],
  ['Veg Boxes', '/veg-boxes'],
  ["What's On", '/events'],
];

const more: NavItem[] = [
  ['Farm Trail &amp; Play', '/farm-trail-and-play'],
  ['School Visits', '/school-visits'],
  ['Parties', '/parties'],
  ['About Us', '/about-us'],
  ['FAQ', '/faq'],
  ['Blog', '/blog'],
  ['Contact', '/contact'],
];

const LOGO = `${CDN}/c_limit,fl_lossy,h_200,w_200,f_auto,q_auto/${SITE_ID}/${hash('logo', 6)}_hollybrook-logo-oast.png`;

const navLink = ([label, href]: NavItem, path: string) =>
  `<li class="s-nav-item${href === path ? ' s-nav-item-active' : ''}"><a class="s-nav-link s-font-nav ${css('navlink')}" href="${href}">${rt(label)}</a></li>`;

const navbar = (path: string) =>
  `<div class="s-navbar-section ${css('navbar')}"><div class="s-navbar s-navbar-desktop s-nav-layout-logo-left ${css('navdesk')}"><div class="s-nav-logo"><a href="/" class="s-logo-link"><img class="s-logo-img" src="${LOGO}" alt="Hollybrook Farm"><span class="s-logo-text s-font-title">Hollybrook Farm</span></a></div><ul class="s-nav s-nav-desktop">${nav
    .map((x) => navLink(x, path))
    .join(
      '',
    )}<li class="s-nav-item s-nav-dropdown"><a class="s-nav-link s-font-nav s-nav-dropdown-toggle ${css('navlink')}" href="javascript:void(0)">${rt('More')}<span class="s-nav-caret">▾</span></a><ul class="s-nav-dropdown-menu ${css('dropdown')}">${more
    .map((x) => navLink(x, path))
    .join(
      '',
    )}</ul></li></ul><div class="s-nav-button">${button('Shop online', '/#shop-online')}</div></div><div class="s-navbar s-navbar-mobile ${css('navmob')}"><a href="/" class="s-logo-link"><span class="s-logo-text s-font-title">Hollybrook Farm</span></a><button type="button" class="s-nav-hamburger" aria-label="Menu"><span></span><span></span><span></span></button><div class="s-mobile-nav-drawer" style="display:none"><ul class="s-nav s-nav-mobile">${[
    ...nav,
    ...more,
  ]
    .map((x) => navLink(x, path))
    .join('')}</ul></div></div></div>`;

/** The footer section the owner copied onto every page, then the global footer with the Strikingly badge. */
const footer = (path: string) =>
  `<div class="s-section-editor-wrapper" id="footer" data-section-id="${hash('footer', 10)}"><div class="s-section s-footer-section s-bg-green s-bg-dark-text ${css('footer')}"><div class="container"><div class="sixteen columns">${columns(
    [
      textComponent(
        's-footer-title',
        'heading',
        `<p>${b('Hollybrook Farm')}</p><p>Farm Shop · Café · Pick Your Own</p>`,
      ),
      textComponent(
        's-footer-text',
        'body',
        `<p>${HB_STREET}<br>${HB_TOWN}</p><p>${a(HB_PHONE, HB_PHONE_HREF)}<br>${a(HB_EMAIL, `mailto:${HB_EMAIL}`)}</p>`,
      ),
    ],
    [
      textComponent(
        's-footer-links',
        'body',
        `<p>${a('Opening times', '/#opening-times')}<br>${a('Find us', '/contact')}<br>${a('FAQ', '/faq')}<br>${a('Blog', '/blog')}</p>`,
      ),
    ],
    [
      `<div class="s-social-media-buttons ${css('social')}"><a class="s-social-icon s-facebook" href="${HB_FACEBOOK}" target="_blank" rel="noopener" aria-label="Facebook"><i class="fa fa-facebook"></i></a><a class="s-social-icon s-instagram" href="${HB_INSTAGRAM}" target="_blank" rel="noopener" aria-label="Instagram"><i class="fa fa-instagram"></i></a></div>`,
      textComponent('s-footer-text', 'body', '<p>Follow us for what’s in season this week.</p>'),
    ],
  )}${textComponent(
    's-footer-legal',
    'body',
    `<p>© 2026 Hollybrook Farm. Hollybrook Farm is a trading name of ${HB_PARTNERSHIP}. VAT No. ${HB_VAT}.</p><p>${a('Terms &amp; Conditions', '/terms-and-conditions')} | ${a('Privacy Policy', '/privacy-policy')} | ${a('Cookie Policy', '/cookie-policy')}</p>`,
  )}</div></div></div></div><div class="s-footer s-strikingly-footer ${css('badge')}" id="strikingly-footer_logo"><a class="s-footer-logo-link" href="https://www.strikingly.com/?ref=logo&amp;permalink=hollybrook-farm&amp;custom_domain=www.hollybrook-farm.test&amp;utm_campaign=footer_pbs&amp;utm_content=${encodeURIComponent(`${HB_SITE}${path}`)}&amp;utm_medium=user_page&amp;utm_source=${SITE_ID}&amp;utm_term=pbs" target="_blank" rel="nofollow noopener">${rt('Powered by ')}<img class="s-footer-logo" src="${STATIC}/assets/footer-logo-strikingly.svg" alt="">${rt('Strikingly')}</a></div>`;

/** Strikingly's cookie notice, rendered open until a choice is stored. */
const cookieNotice = `<div class="s-cookie-notice ${css('cookie')}" role="dialog" aria-label="Cookie notice"><div class="s-cookie-notice-text s-font-body">We use cookies to improve browsing experience, security, and data collection. By accepting, you agree to the use of cookies for advertising and analytics. You can change your cookie settings at any time. <a href="/cookie-policy">Learn More</a></div><div class="s-cookie-notice-buttons"><button type="button" class="s-common-button s-cookie-decline">Decline</button><button type="button" class="s-common-button s-cookie-accept">Accept</button></div></div>`;

const PAGES: NavItem[] = [...nav.filter(([, h]) => !h.includes('#')), ...more];

/** `window.$S`: the site's settings and page list, as the published page boots with them. */
const siteState = (page: HbPage) =>
  JSON.stringify({
    globalConf: { env: 'production', locale: 'en', cdnHost: STATIC, isBlog: page.kind === 'post' },
    siteData: {
      id: SITE_ID,
      name: HB_NAME,
      permalink: 'hollybrook-farm',
      customDomain: 'www.hollybrook-farm.test',
      isMultiPage: true,
      showStrikinglyLogo: true,
      cookieNotice: { enabled: true, type: 'optional' },
      pages: PAGES.map(([title, path]) => ({ uid: hash(path, 8), title: title.replace('&amp;', '&'), path })),
    },
    pageMeta: { uid: hash(page.path, 8), path: page.path, title: page.title },
  }).replace(/</g, '\\u003c');

const THEME_CSS = `.s-font-title,.s-font-title h1,.s-font-title h2{font-family:"Playfair Display",Georgia,serif}.s-font-heading{font-family:"Lato",sans-serif;font-weight:700}.s-font-body{font-family:"Lato",sans-serif}.s-font-nav{font-family:"Lato",sans-serif;text-transform:uppercase;letter-spacing:.06em}.s-bg-green{background:#3f5e2a}.s-bg-cream{background:#f7f2e6}.s-nav-dropdown-menu{display:none}.s-nav-dropdown:hover .s-nav-dropdown-menu{display:block}.s-navbar-mobile{display:none}@media (max-width:727px){.s-navbar-desktop{display:none}.s-navbar-mobile{display:flex}}.s-cookie-notice{position:fixed;bottom:0;left:0;right:0;z-index:9999;background:#222;color:#fff;padding:16px 24px}.s-repeatable-cols-3 .s-repeatable-item{width:33.33%}.s-repeatable-cols-2 .s-repeatable-item{width:50%}.s-repeatable-cols-4 .s-repeatable-item{width:25%}`;

/** The whole document as Strikingly serves a published page. */
export function hbLayout(page: HbPage): SitePage {
  const canonical = `${HB_SITE}${page.path}`;
  const title =
    page.path === '/'
      ? `${HB_NAME} | Farm Shop, Café &amp; Pick Your Own near Canterbury`
      : `${page.title} - ${HB_NAME}`;
  const og = page.kind === 'post' ? 'article' : 'website';
  const body =
    page.kind === 'post'
      ? `<div id="s-content" class="s-blog-post-page ${css('blogpage')}"><div class="s-blog-back"><a class="s-blog-back-link s-font-body" href="/blog">${rt('← BACK TO ALL POSTS')}</a></div>${page.sections.join('')}</div>`
      : `<div id="s-content" class="s-content ${css('content')}"><div class="slides">${page.sections.join('')}</div></div>`;
  const html = `<!DOCTYPE html>
<html lang="en" xmlns:fb="https://ogp.me/ns/fb#">
<head>
<meta charset="utf-8">
<meta content="IE=edge" http-equiv="X-UA-Compatible">
<meta content="width=device-width, initial-scale=1, maximum-scale=1" name="viewport">
<title>${title}</title>
<meta content="${page.description}" name="description">
<link href="${canonical}" rel="canonical">
<meta content="${page.title}" property="og:title">
<meta content="${page.description}" property="og:description">
<meta content="${og}" property="og:type">
<meta content="${canonical}" property="og:url">
<meta content="${CDN}/c_limit,fl_lossy,h_630,w_1200,f_auto,q_auto/${SITE_ID}/${hash('og', 6)}_hollybrook-strawberry-field.jpg" property="og:image">
<meta content="Hollybrook Farm" property="og:site_name">
<meta content="summary_large_image" name="twitter:card">
<link href="${CDN}/c_limit,fl_lossy,h_32,w_32,f_auto,q_auto/${SITE_ID}/${hash('favicon', 6)}_favicon-oast.png" rel="shortcut icon" type="image/png">
<link href="${CDN}/c_limit,fl_lossy,h_180,w_180,f_auto,q_auto/${SITE_ID}/${hash('favicon', 6)}_favicon-oast.png" rel="apple-touch-icon">
<link rel="preconnect" href="${STATIC}">
<link href="https://fonts.googleapis.com/css?family=Playfair+Display:400,700|Lato:400,400italic,700&amp;display=swap" rel="stylesheet">
<link href="${STATIC}/webpack/published-site-bundle-${hash('bundlecss', 12)}.css" media="all" rel="stylesheet">
<link href="${STATIC}/webpack/themes/fresh-${hash('theme', 12)}.css" media="all" rel="stylesheet">
<style id="s-theme-custom">${THEME_CSS}</style>
<script>window.$S=${siteState(page)};</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-HB7Q2X4K9M"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-HB7Q2X4K9M',{anonymize_ip:true});</script>
</head>
<body class="s-body strikingly-static-site s-multi-page s-theme-fresh ${css('body')}">
<div id="app-container" class="s-variation-default s-font-body-lato s-font-title-playfair-display"><div data-reactroot="" class="s-page-container ${css('page')}">${navbar(page.path)}${body}${footer(page.path)}${cookieNotice}</div></div>
<script src="${STATIC}/webpack/runtime-${hash('runtime', 12)}.js" defer></script>
<script src="${STATIC}/webpack/vendors-${hash('vendors', 12)}.js" defer></script>
<script src="${STATIC}/webpack/published-site-bundle-${hash('bundlejs', 12)}.js" defer></script>
</body>
</html>`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** Strikingly's 404 page for the site. */
export const hbNotFound: HbPage = {
  path: '/404',
  title: 'Page not found',
  description: 'This page could not be found.',
  sections: [
    section([
      titles('Oops! This page doesn’t exist.', 'It may have moved when we tidied up our website.', {
        h1: true,
      }),
      buttons(button('Back to the home page', '/'), button('Find us', '/contact', 'outline')),
    ]),
  ],
};
