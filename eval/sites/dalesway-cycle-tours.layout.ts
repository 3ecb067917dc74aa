import type { SitePage } from './site-server.ts';

/** A page of Dalesway Cycle Tours before GeneratePress wraps it: what WordPress stores for it. */
export interface DalesPage {
  path: string;
  /** The WordPress post id, as the body class and `<article>` print it. */
  id: number;
  title: string;
  description: string;
  /**
   * `home`: the front page, title hidden, full width; `page`: a page with the right sidebar; `post`: a blog
   * post with its entry meta; `archive`: the posts page (its body is the list of post summaries); `trip`: a
   * WP Travel itinerary (its body prints its own title).
   */
  kind?: 'home' | 'page' | 'post' | 'archive' | 'trip';
  /** Posts only: the date as GeneratePress prints it, and as ISO. */
  date?: [shown: string, iso: string];
  /** Polylang's language of the page (English unless said). */
  lang?: 'en' | 'it';
  /** Polylang: the path of this page's translation, printed as hreflang alternates. */
  translation?: string;
  /** The right sidebar; English pages, posts and trips have it, the front page and the Italian pages don't. */
  sidebar?: boolean;
  body: string;
  unlisted?: boolean;
}

export const DALES_SITE = 'https://www.dalesway-cycle-tours.test';
export const DALES_NAME = 'Dalesway Cycle Tours';
export const DALES_PHONE = '01632 960 517';
export const DALES_PHONE_HREF = 'tel:+441632960517';
export const DALES_MOBILE = '07700 900 482';
export const DALES_MOBILE_HREF = 'tel:+447700900482';
export const DALES_EMAIL = 'hello@dalesway-cycle-tours.test';
export const DALES_TEAMS_EMAIL = 'teams@dalesway-cycle-tours.test';
export const DALES_STREET = 'The Old Goods Shed, Station Road';
export const DALES_TOWN = 'Settle, North Yorkshire';
export const DALES_POSTCODE = 'BD24 9AE';
export const DALES_COMPANY = 'Dalesway Cycle Tours Ltd';
export const DALES_COMPANY_NO = '10836295';
export const DALES_VAT = 'GB 284 6617 09';

const UPLOADS = '/wp-content/uploads';

/** WordPress's wptexturize: straight apostrophes in text become curly ones (&#8217;). */
const tx = (text: string) => text.replace(/(?<=[A-Za-z0-9s])'(?=[a-z\s.,!?]|$)/g, '&#8217;');
/** `**x**` bold and `_x_` italic, as the block editor saves them. */
export const inline = (text: string) =>
  tx(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(?<![\w/])_([^_\s][^_]*?)_(?![\w])/g, '<em>$1</em>');

/* ── Core blocks, as WordPress 6.7 saves them inside GenerateBlocks containers ──────────────────────── */

export const p = (text: string, cls = '') => `<p${cls ? ` class="${cls}"` : ''}>${inline(text)}</p>`;
export const h2 = (text: string) => `<h2 class="wp-block-heading">${inline(text)}</h2>`;
export const h3 = (text: string) => `<h3 class="wp-block-heading">${inline(text)}</h3>`;
export const list = (...items: string[]) =>
  `<ul class="wp-block-list">${items.map((i) => `<li>${inline(i)}</li>`).join('')}</ul>`;
export const a = (label: string, href: string) =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noreferrer noopener"' : ''}>${label}</a>`;
export const separator = () => '<hr class="wp-block-separator has-alpha-channel-opacity"/>';

/** A core Table block; the first row is the header. */
export const table = (head: string[], rows: string[][], caption = '') =>
  `<figure class="wp-block-table"><table class="has-fixed-layout"><thead><tr>${head
    .map((h) => `<th>${inline(h)}</th>`)
    .join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`)
    .join(
      '',
    )}</tbody></table>${caption ? `<figcaption class="wp-element-caption">${inline(caption)}</figcaption>` : ''}</figure>`;

let imageId = 310;
export const image = (file: string, alt: string, month = '2025/03') => {
  const src = `${UPLOADS}/${month}/${file}`;
  const stem = src.replace(/\.jpg$/, '');
  return `<figure class="wp-block-image size-large"><img loading="lazy" decoding="async" width="1024" height="683" src="${src}" alt="${alt}" class="wp-image-${++imageId}" srcset="${src} 1024w, ${stem}-300x200.jpg 300w, ${stem}-768x512.jpg 768w" sizes="(max-width: 1024px) 100vw, 1024px"/></figure>`;
};

/* ── GenerateBlocks 1.9: every block carries an 8-character unique id in its class ──────────────────── */

let seed = 52_417;
const uid = () => {
  seed = (seed * 48_271) % 2_147_483_647;
  return seed.toString(16).padStart(8, '0').slice(-8);
};

/** A Headline block: a heading or a `<p>`/`<div>` the owner styled, its text straight inside. */
export const headline = (tag: string, text: string, extra = '') =>
  `<${tag} class="gb-headline gb-headline-${uid()} gb-headline-text${extra ? ` ${extra}` : ''}">${inline(text)}</${tag}>`;

const ICONS: Record<string, string> = {
  check:
    '<svg aria-hidden="true" role="img" height="1em" width="1em" viewBox="0 0 512 512" xmlns="http://www.w3.org/2000/svg"><path fill="currentColor" d="M173.898 439.404l-166.4-166.4c-9.997-9.997-9.997-26.206 0-36.204l36.203-36.204c9.997-9.998 26.207-9.998 36.204 0L192 312.69 432.095 72.596c9.997-9.997 26.207-9.997 36.204 0l36.203 36.204c9.997 9.997 9.997 26.206 0 36.204l-294.4 294.401c-9.998 9.997-26.207 9.997-36.204-.001z"></path></svg>',
  cross:
    '<svg aria-hidden="true" role="img" height="1em" width="1em" viewBox="0 0 352 512" xmlns="http://www.w3.org/2000/svg"><path fill="currentColor" d="M242.72 256l100.07-100.07c12.28-12.28 12.28-32.19 0-44.48l-22.24-22.24c-12.28-12.28-32.19-12.28-44.48 0L176 189.28 75.93 89.21c-12.28-12.28-32.19-12.28-44.48 0L9.21 111.45c-12.28 12.28-12.28 32.19 0 44.48L109.28 256 9.21 356.07c-12.28 12.28-12.28 32.19 0 44.48l22.24 22.24c12.28 12.28 32.2 12.28 44.48 0L176 322.72l100.07 100.07c12.28 12.28 32.2 12.28 44.48 0l22.24-22.24c12.28-12.28 12.28-32.19 0-44.48L242.72 256z"></path></svg>',
  clock:
    '<svg aria-hidden="true" role="img" height="1em" width="1em" viewBox="0 0 512 512" xmlns="http://www.w3.org/2000/svg"><path fill="currentColor" d="M256 8C119 8 8 119 8 256s111 248 248 248 248-111 248-248S393 8 256 8zm57.1 350.1L224.9 294c-3.1-2.3-4.9-5.9-4.9-9.7V116c0-6.6 5.4-12 12-12h48c6.6 0 12 5.4 12 12v137.7l63.5 46.2c5.4 3.9 6.5 11.4 2.6 16.8l-28.2 38.8c-3.9 5.3-11.4 6.5-16.8 2.6z"></path></svg>',
  pin: '<svg aria-hidden="true" role="img" height="1em" width="1em" viewBox="0 0 384 512" xmlns="http://www.w3.org/2000/svg"><path fill="currentColor" d="M172.268 501.67C26.97 291.031 0 269.413 0 192 0 85.961 85.961 0 192 0s192 85.961 192 192c0 77.413-26.97 99.031-172.268 309.67-9.535 13.774-29.93 13.773-39.464 0zM192 272c44.183 0 80-35.817 80-80s-35.817-80-80-80-80 35.817-80 80 35.817 80 80 80z"></path></svg>',
};

/** A Headline block with an icon: the icon and the text in separate spans. */
export const iconLine = (icon: keyof typeof ICONS, text: string) =>
  `<div class="gb-headline gb-headline-${uid()}"><span class="gb-icon">${ICONS[icon]}</span><span class="gb-headline-text">${inline(text)}</span></div>`;

/** A Container block holding other blocks. */
export const container = (inner: string, extra = '') =>
  `<div class="gb-container gb-container-${uid()}${extra ? ` ${extra}` : ''}">${inner}</div>`;

/** A full-width section: an outer Container with a background and the contained inner container. */
export const section = (inner: string, extra = '') =>
  `<div class="gb-container gb-container-${uid()} alignfull${extra ? ` ${extra}` : ''}"><div class="gb-inside-container">${inner}</div></div>`;

/** A Grid block: each column a grid column wrapping a Container. */
export const grid = (...cols: string[]) =>
  `<div class="gb-grid-wrapper gb-grid-wrapper-${uid()}">${cols
    .map((c) => {
      const id = uid();
      return `<div class="gb-grid-column gb-grid-column-${id}"><div class="gb-container gb-container-${id}">${c}</div></div>`;
    })
    .join('')}</div>`;

/** Button blocks in their wrapper. */
export const buttons = (...links: [label: string, href: string][]) =>
  `<div class="gb-button-wrapper gb-button-wrapper-${uid()}">${links
    .map(
      ([label, href]) => `<a class="gb-button gb-button-${uid()} gb-button-text" href="${href}">${label}</a>`,
    )
    .join('')}</div>`;

/**
 * A price as the owner built it in a Headline block: the pound sign, the figure and the unit in separate
 * spans, so '£' '65' '/ day' only meet on screen.
 */
export const price = (amount: string, unit = '', extra = '') =>
  `<div class="gb-headline gb-headline-${uid()} dw-price${extra ? ` ${extra}` : ''}"><span class="dw-currency">&pound;</span><span class="dw-amount">${amount}</span>${unit ? `<span class="dw-unit">${unit}</span>` : ''}</div>`;

/**
 * GenerateBlocks Pro's accordion, saved closed: each toggle a button, each answer a Container that the
 * stylesheet hides until the item carries `gb-accordion__item-open`.
 */
export const accordion = (items: [question: string, ...answer: string[]][]) =>
  `<div class="gb-container gb-container-${uid()} gb-accordion">${items
    .map(([q, ...answer]) => {
      const id = uid();
      return `<div class="gb-container gb-container-${uid()} gb-accordion__item"><button class="gb-button gb-button-${uid()} gb-accordion__toggle" aria-expanded="false" aria-controls="gb-accordion-content-${id}" id="gb-accordion-toggle-${id}"><span class="gb-button-text">${inline(q)}</span><span class="gb-icon gb-accordion__toggle-icon-open"><svg aria-hidden="true" role="img" height="1em" width="1em" viewBox="0 0 448 512" xmlns="http://www.w3.org/2000/svg"><path fill="currentColor" d="M416 208H272V64c0-17.67-14.33-32-32-32h-32c-17.67 0-32 14.33-32 32v144H32c-17.67 0-32 14.33-32 32v32c0 17.67 14.33 32 32 32h144v144c0 17.67 14.33 32 32 32h32c17.67 0 32-14.33 32-32V304h144c17.67 0 32-14.33 32-32v-32c0-17.67-14.33-32-32-32z"></path></svg></span></button><div class="gb-container gb-container-${uid()} gb-accordion__content" id="gb-accordion-content-${id}" aria-labelledby="gb-accordion-toggle-${id}">${answer.join('')}</div></div>`;
    })
    .join('')}</div>`;

/** The hero section the owner built at the top of most pages: a photo behind the title and a line. */
export const hero = (title: string, tagline: string, photo: string, cta?: [string, string][]) =>
  `<div class="gb-container gb-container-${uid()} alignfull dw-hero" style="background-image:url(${UPLOADS}/2025/03/${photo})"><div class="gb-inside-container">${headline('h1', title)}${headline('p', tagline, 'dw-hero-tagline')}${cta ? buttons(...cta) : ''}</div></div>`;

/* ── The header: GeneratePress's top bar, the site header, the primary menu and the off-canvas copy ───── */

type MenuItem = [href: string, label: string, children?: [string, string][]];
const menus: Record<'en' | 'it', MenuItem[]> = {
  en: [
    ['/', 'Home'],
    [
      '/guided-rides',
      'Guided Rides',
      [
        ['/guided-rides', 'All guided rides'],
        ['/itinerary/ribble-valley-family-ride', 'Ribble Valley Family Ride'],
        ['/itinerary/malham-e-bike-explorer', 'Malham E-Bike Explorer'],
        ['/itinerary/three-peaks-full-day', 'Three Peaks Full-Day Ride'],
        ['/itinerary/dales-gravel-day', 'Dales Gravel Day'],
        ['/private-and-corporate-rides', 'Private &amp; Corporate Rides'],
      ],
    ],
    ['/self-guided-tours', 'Self-Guided Tours'],
    [
      '/bike-hire',
      'Bike Hire',
      [
        ['/bike-hire', 'E-Bike &amp; Bike Hire'],
        ['/gift-vouchers', 'Gift Vouchers'],
      ],
    ],
    [
      '/getting-here',
      'Plan Your Visit',
      [
        ['/getting-here', 'Getting Here &amp; Parking'],
        ['/booking-and-weather-policy', 'Booking &amp; Weather Policy'],
        ['/faq', 'FAQ'],
        ['/about-us', 'About Us'],
      ],
    ],
    ['/news', 'News'],
    ['/contact', 'Contact'],
  ],
  it: [
    ['/it/', 'Home'],
    ['/it/noleggio-e-bike', 'Noleggio e-bike'],
    ['/it/contatti', 'Contatti'],
  ],
};

let menuId = 60;
const arrow =
  '<span role="presentation" class="dropdown-menu-toggle"><span class="gp-icon icon-arrow"><svg viewBox="0 0 330 512" aria-hidden="true" xmlns="http://www.w3.org/2000/svg" width="1em" height="1em"><path d="M305.913 197.085c0 2.266-1.133 4.815-2.833 6.514L171.087 335.593c-1.7 1.7-4.249 2.832-6.515 2.832s-4.815-1.133-6.515-2.832L26.064 203.599c-1.7-1.7-2.832-4.248-2.832-6.514s1.132-4.816 2.832-6.515l14.162-14.163c1.7-1.699 3.966-2.832 6.515-2.832 2.266 0 4.815 1.133 6.515 2.832l111.316 111.317 111.316-111.317c1.7-1.699 4.249-2.832 6.515-2.832s4.815 1.133 6.515 2.832l14.162 14.163c1.7 1.7 2.833 4.249 2.833 6.515z"></path></svg></span></span>';

/** The menu's items, with Polylang's language switcher as the last item. */
function menuItems(path: string, lang: 'en' | 'it', translation?: string): string {
  const items = menus[lang]
    .map(([href, label, children]) => {
      const current = href === path || children?.some(([h]) => h === path);
      const cls = `menu-item menu-item-type-post_type menu-item-object-page${children ? ' menu-item-has-children' : ''}${href === path ? ' current-menu-item current_page_item' : current ? ' current-menu-ancestor current-menu-parent' : ''} menu-item-${++menuId}`;
      const sub = children
        ? `<ul class="sub-menu">${children
            .map(
              ([h, l]) =>
                `<li id="menu-item-${++menuId}" class="menu-item menu-item-type-${h.startsWith('/itinerary/') ? 'post_type menu-item-object-itineraries' : 'post_type menu-item-object-page'}${h === path ? ' current-menu-item' : ''} menu-item-${menuId}"><a href="${h}"${h === path ? ' aria-current="page"' : ''}>${l}</a></li>`,
            )
            .join('')}</ul>`
        : '';
      return `<li id="menu-item-${menuId}" class="${cls}"><a href="${href}"${href === path ? ' aria-current="page"' : ''}>${label}${children ? arrow : ''}</a>${sub}</li>`;
    })
    .join('');
  const other =
    lang === 'en'
      ? ['it', translation ?? '/it/', 'Italiano', 'it-IT']
      : ['en', translation ?? '/', 'English', 'en-GB'];
  const flag = `<img src="/wp-content/plugins/polylang/flags/${other[0] === 'it' ? 'it' : 'gb'}.png" alt="" width="16" height="11" style="width: 16px; height: 11px;" />`;
  return `${items}<li class="lang-item lang-item-${other[0] === 'it' ? 9 : 6} lang-item-${other[0]} lang-item-first menu-item menu-item-type-custom menu-item-object-custom menu-item-${++menuId}"><a href="${other[1]}" hreflang="${other[3]}" lang="${other[3]}">${flag}<span style="margin-left:0.3em;">${other[2]}</span></a></li>`;
}

const logo = `<div class="site-logo"><a href="/" rel="home"><img class="header-image is-logo-image" alt="${DALES_NAME}" src="${UPLOADS}/2022/04/dalesway-logo.png" srcset="${UPLOADS}/2022/04/dalesway-logo.png 1x, ${UPLOADS}/2022/04/dalesway-logo@2x.png 2x" width="220" height="64"/></a></div>`;

const bars =
  '<span class="gp-icon icon-menu-bars"><svg viewBox="0 0 512 512" aria-hidden="true" xmlns="http://www.w3.org/2000/svg" width="1em" height="1em"><path d="M0 96c0-13.255 10.745-24 24-24h464c13.255 0 24 10.745 24 24s-10.745 24-24 24H24c-13.255 0-24-10.745-24-24zm0 160c0-13.255 10.745-24 24-24h464c13.255 0 24 10.745 24 24s-10.745 24-24 24H24c-13.255 0-24-10.745-24-24zm0 160c0-13.255 10.745-24 24-24h464c13.255 0 24 10.745 24 24s-10.745 24-24 24H24c-13.255 0-24-10.745-24-24z"></path></svg></span>';

function header(page: DalesPage): string {
  const lang = page.lang ?? 'en';
  const topBar =
    lang === 'en'
      ? `<p><a href="${DALES_PHONE_HREF}">${DALES_PHONE}</a> &nbsp;|&nbsp; <a href="mailto:${DALES_EMAIL}">${DALES_EMAIL}</a> &nbsp;|&nbsp; 2 minutes from Settle station</p>`
      : `<p><a href="${DALES_PHONE_HREF}">${DALES_PHONE}</a> &nbsp;|&nbsp; <a href="mailto:${DALES_EMAIL}">${DALES_EMAIL}</a> &nbsp;|&nbsp; A 2 minuti dalla stazione di Settle</p>`;
  return `<div class="top-bar top-bar-align-right"><div class="inside-top-bar grid-container"><aside id="block-2" class="widget inner-padding widget_block">${topBar}</aside></div></div>
<header class="site-header has-inline-mobile-toggle" id="masthead" aria-label="Site" itemtype="https://schema.org/WPHeader" itemscope>
<div class="inside-header grid-container">
${logo}
<nav class="main-navigation mobile-menu-control-wrapper" id="mobile-menu-control-wrapper" aria-label="Mobile Toggle"><button data-nav="site-navigation" class="menu-toggle" aria-controls="generate-slideout-menu" aria-expanded="false">${bars}<span class="screen-reader-text">Menu</span></button></nav>
<nav class="main-navigation has-menu-bar-items sub-menu-right" id="site-navigation" aria-label="Primary" itemtype="https://schema.org/SiteNavigationElement" itemscope>
<div class="inside-navigation grid-container">
<button class="menu-toggle" aria-controls="generate-slideout-menu" aria-expanded="false">${bars}<span class="mobile-menu">Menu</span></button>
<div id="primary-menu" class="main-nav"><ul id="menu-main-menu${lang === 'it' ? '-it' : ''}" class=" menu sf-menu">${menuItems(page.path, lang, page.translation)}</ul></div>
<div class="menu-bar-items"><span class="menu-bar-item"><a href="/bike-hire#book" class="dw-book-button">${lang === 'en' ? 'Book now' : 'Prenota'}</a></span></div>
</div>
</nav>
</div>
</header>`;
}

/** GP Premium's off-canvas panel: a second copy of the whole menu, hidden until the toggle opens it. */
const slideout = (page: DalesPage) =>
  `<nav id="generate-slideout-menu" class="main-navigation slideout-navigation do-overlay" itemtype="https://schema.org/SiteNavigationElement" itemscope style="display: none;"><div class="inside-navigation grid-container grid-parent"><button class="slideout-exit has-svg-icon"><span class="gp-icon pro-close"><svg viewBox="0 0 512 512" aria-hidden="true" role="img" version="1.1" xmlns="http://www.w3.org/2000/svg" width="1em" height="1em"><path d="M71.029 71.029c9.373-9.372 24.569-9.372 33.942 0L256 222.059l151.029-151.03c9.373-9.372 24.569-9.372 33.942 0 9.372 9.373 9.372 24.569 0 33.942L289.941 256l151.03 151.029c9.372 9.373 9.372 24.569 0 33.942-9.373 9.372-24.569 9.372-33.942 0L256 289.941l-151.029 151.03c-9.373 9.372-24.569 9.372-33.942 0-9.372-9.373-9.372-24.569 0-33.942L222.059 256 71.029 104.971c-9.372-9.373-9.372-24.569 0-33.942z"></path></svg></span><span class="screen-reader-text">Close</span></button><div class="main-nav"><ul id="menu-main-menu-1" class=" slideout-menu">${menuItems(page.path, page.lang ?? 'en', page.translation)}</ul></div></div></nav>`;

/* ── The sidebar and the footer widgets ──────────────────────────────────────────────────────────────── */

const latest: [string, string][] = [
  ['/news/christmas-opening-2026', 'Christmas &amp; New Year 2026 at Dalesway'],
  ['/news/coming-in-2027-dales-gravel-traverse', 'Coming in 2027: the Dales Gravel Traverse'],
  ['/news/new-e-bike-fleet-2026', 'Meet our new e-bike fleet'],
  ['/news/autumn-colours-offer', 'Autumn Colours: 20% off midweek e-bike hire'],
  ['/news/our-prices-for-2024', 'Our prices for 2024'],
];

/** The right sidebar: block widgets the owners added (hours in a table, a button, the latest posts). */
const sidebar = () =>
  `<div class="widget-area sidebar is-right-sidebar" id="right-sidebar"><div class="inside-right-sidebar">
<aside id="block-5" class="widget inner-padding widget_block"><h2 class="wp-block-heading widget-title">Hire shop</h2><figure class="wp-block-table is-style-stripes"><table><tbody><tr><td>Apr&#8211;Oct</td><td>Mon&#8211;Sun 08:30&#8211;17:30</td></tr><tr><td>Nov&#8211;Mar</td><td>Thu&#8211;Sun 09:00&#8211;16:00</td></tr><tr><td></td><td>Mon&#8211;Wed closed</td></tr></tbody></table></figure></aside>
<aside id="block-6" class="widget inner-padding widget_block">${buttons(['Book a ride', '/guided-rides'], ['Hire a bike', '/bike-hire#book'])}</aside>
<aside id="block-7" class="widget inner-padding widget_block"><h2 class="wp-block-heading widget-title">Latest news</h2><ul class="wp-block-latest-posts__list wp-block-latest-posts">${latest
    .map(
      ([href, title]) => `<li><a class="wp-block-latest-posts__post-title" href="${href}">${title}</a></li>`,
    )
    .join('')}</ul></aside>
<aside id="block-8" class="widget inner-padding widget_block"><p class="has-small-font-size">&#9733;&#9733;&#9733;&#9733;&#9733; 4.9 on Tripadvisor from 640 reviews</p></aside>
</div></div>`;

const footer = `<div class="site-footer">
<div id="footer-widgets" class="site footer-widgets"><div class="footer-widgets-container grid-container"><div class="inside-footer-widgets">
<div class="footer-widget-1"><aside id="block-10" class="widget inner-padding widget_block"><h2 class="wp-block-heading widget-title">${DALES_NAME}</h2><p>${DALES_STREET}<br>${DALES_TOWN}<br>${DALES_POSTCODE}</p><p class="has-small-font-size">Bike hire, guided rides and self-guided tours in the Yorkshire Dales since 2015.</p></aside></div>
<div class="footer-widget-2"><aside id="block-11" class="widget inner-padding widget_block"><h2 class="wp-block-heading widget-title">Get in touch</h2><p>Tel: <a href="${DALES_PHONE_HREF}">${DALES_PHONE}</a><br>Ride day mobile: <a href="${DALES_MOBILE_HREF}">${DALES_MOBILE}</a><br><a href="mailto:${DALES_EMAIL}">${DALES_EMAIL}</a></p></aside></div>
<div class="footer-widget-3"><aside id="block-12" class="widget inner-padding widget_block"><h2 class="wp-block-heading widget-title">Hire shop hours</h2><p>Apr&#8211;Oct: Mon&#8211;Sun 8.30am&#8211;5.30pm<br>Nov&#8211;Mar: Thu&#8211;Sun 9am&#8211;4pm, Mon&#8211;Wed closed<br>Christmas &amp; New Year: see <a href="/news">News</a></p></aside></div>
</div></div></div>
<footer class="site-info" aria-label="Site" itemtype="https://schema.org/WPFooter" itemscope><div class="inside-site-info grid-container"><div class="copyright-bar">&copy; 2026 ${DALES_COMPANY} &middot; Registered in England &amp; Wales no. ${DALES_COMPANY_NO} &middot; VAT no. ${DALES_VAT} &middot; <a href="/privacy-policy">Privacy</a> &middot; <a href="/terms-and-conditions">Terms &amp; Conditions</a> &middot; Built with <a href="https://generatepress.com" itemprop="url">GeneratePress</a></div></div></footer>
</div>`;

/** The Cookie Notice plugin's bar, printed in every page and hidden by its script once answered. */
const cookieNotice = `<div id="cookie-notice" role="dialog" class="cookie-notice-hidden cookie-revoke-hidden cn-position-bottom" aria-label="Cookie Notice" style="background-color: rgba(38,52,44,1);"><div class="cookie-notice-container" style="color: #fff"><span id="cn-notice-text" class="cn-text-container">We use cookies to ensure that we give you the best experience on our website. If you continue to use this site we will assume that you are happy with it.</span><span id="cn-notice-buttons" class="cn-buttons-container"><button id="cn-accept-cookie" data-cookie-set="accept" class="cn-set-cookie cn-button" aria-label="Ok">Ok</button><button id="cn-refuse-cookie" data-cookie-set="refuse" class="cn-set-cookie cn-button" aria-label="No">No</button><a href="/privacy-policy" target="_blank" id="cn-more-info" class="cn-more-info cn-button" aria-label="Privacy policy">Privacy policy</a></span><span id="cn-close-notice" data-cookie-set="accept" class="cn-close-icon" title="No"></span></div></div>`;

/* ── The content area ────────────────────────────────────────────────────────────────────────────────── */

const postMeta = (page: DalesPage) =>
  `<div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="${page.date![1]}T08:30:00+00:00" itemprop="datePublished">${page.date![0]}</time></span> <span class="byline">by <span class="author vcard" itemprop="author" itemtype="https://schema.org/Person" itemscope><a class="url fn n" href="/author/bex" title="View all posts by Bex" rel="author" itemprop="url"><span class="author-name" itemprop="name">Bex</span></a></span></span></div>`;

function content(page: DalesPage): string {
  if (page.kind === 'archive')
    return `<header class="page-header" aria-label="Page"><h1 class="page-title">${page.title}</h1></header>\n${page.body}`;
  const type = page.kind === 'post' ? 'post' : page.kind === 'trip' ? 'itineraries' : 'page';
  const classes =
    type === 'post'
      ? `post-${page.id} post type-post status-publish format-standard has-post-thumbnail hentry category-news`
      : `post-${page.id} ${type} type-${type} status-publish${type === 'itineraries' ? ' has-post-thumbnail hentry' : ''}`;
  // Pages that open with the owners' hero section have GeneratePress's "Disable title" ticked.
  const titleHidden =
    page.kind === 'home' ||
    page.kind === 'trip' ||
    /^<div class="gb-container [^"]* dw-hero"/.test(page.body);
  const entryHeader = titleHidden
    ? ''
    : `<header class="entry-header"><h1 class="entry-title" itemprop="headline">${page.title}</h1>${page.kind === 'post' ? postMeta(page) : ''}</header>`;
  const footerMeta =
    page.kind === 'post'
      ? '<footer class="entry-meta" aria-label="Entry meta"><span class="cat-links"><span class="screen-reader-text">Categories </span><a href="/news" rel="category tag">News</a></span><nav id="nav-below" class="post-navigation" aria-label="Posts"><div class="nav-previous"><span class="prev"><a href="/news" rel="prev">Previous post</a></span></div><div class="nav-next"><span class="next"><a href="/news" rel="next">Next post</a></span></div></nav></footer>'
      : '';
  return `<article id="post-${page.id}" class="${classes}" itemtype="https://schema.org/CreativeWork" itemscope>
<div class="inside-article">
${entryHeader}
<div class="entry-content" itemprop="text">
${page.body}
</div>
${footerMeta}
</div>
</article>`;
}

/**
 * Lays out a page as WordPress 6.7 with GeneratePress 3.5, GP Premium, GenerateBlocks 1.9 (and Pro), WP Travel,
 * Polylang, Yoast and Cookie Notice publish it: the head with its stylesheets and hreflang alternates, the
 * top bar, the header with the dropdown menu, `#page > #content > #primary > main > article` and the right
 * sidebar, the footer widgets and the copyright bar, the off-canvas copy of the menu, the cookie bar.
 */
export function dalesLayout(page: DalesPage): SitePage {
  const lang = page.lang ?? 'en';
  const locale = lang === 'it' ? 'it-IT' : 'en-GB';
  const home = page.path === '/' || page.path === '/it/';
  const title = home
    ? lang === 'it'
      ? 'Dalesway Cycle Tours | Noleggio e-bike e tour in bici nelle Yorkshire Dales'
      : 'Dalesway Cycle Tours | Bike Hire, Guided Rides &amp; Cycling Tours in Settle'
    : `${page.title} | ${DALES_NAME}`;
  const url = `${DALES_SITE}${page.path === '/' || page.path.endsWith('/') ? page.path : `${page.path}/`}`;
  const withSidebar = page.sidebar ?? (lang === 'en' && page.kind !== 'home');
  const bodyClass =
    page.kind === 'post'
      ? `post-template-default single single-post postid-${page.id} single-format-standard`
      : page.kind === 'archive'
        ? 'blog'
        : page.kind === 'trip'
          ? `itineraries-template-default single single-itineraries postid-${page.id} wp-travel`
          : `page-template-default page page-id-${page.id}${home ? ' home' : ''}`;
  const [enPath, itPath] = lang === 'en' ? [page.path, page.translation] : [page.translation, page.path];
  const alternates = page.translation
    ? `<link rel="alternate" href="${DALES_SITE}${enPath}" hreflang="en" />\n<link rel="alternate" href="${DALES_SITE}${itPath}" hreflang="it" />\n`
    : '';
  const article =
    page.kind === 'post'
      ? `<meta property="article:published_time" content="${page.date![1]}T08:30:00+00:00" />\n<meta name="author" content="Bex" />\n`
      : '';
  const html = `<!DOCTYPE html>
<html lang="${locale}">
<head>
	<meta charset="UTF-8">
	<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
<meta name="viewport" content="width=device-width, initial-scale=1">
	<title>${title}</title>
	<meta name="description" content="${page.description}" />
	<link rel="canonical" href="${url}" />
	<meta property="og:locale" content="${locale.replace('-', '_')}" />
	<meta property="og:type" content="${page.kind === 'post' ? 'article' : 'website'}" />
	<meta property="og:title" content="${title}" />
	<meta property="og:description" content="${page.description}" />
	<meta property="og:url" content="${url}" />
	<meta property="og:site_name" content="${DALES_NAME}" />
${article}	<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"${page.kind === 'post' ? 'Article' : 'WebPage'}","@id":"${url}","url":"${url}","name":"${title.replace(/&amp;/g, '&')}","isPartOf":{"@id":"${DALES_SITE}/#website"},"inLanguage":"${locale}"},{"@type":"WebSite","@id":"${DALES_SITE}/#website","url":"${DALES_SITE}/","name":"${DALES_NAME}","publisher":{"@id":"${DALES_SITE}/#organization"},"inLanguage":"${locale}"},{"@type":"Organization","@id":"${DALES_SITE}/#organization","name":"${DALES_COMPANY}","url":"${DALES_SITE}/","logo":{"@type":"ImageObject","url":"${DALES_SITE}${UPLOADS}/2022/04/dalesway-logo.png"},"sameAs":["https://www.instagram.com/daleswaycycletours","https://www.facebook.com/daleswaycycletours"]}]}</script>
${alternates}<link rel="alternate" type="application/rss+xml" title="${DALES_NAME} &raquo; Feed" href="${DALES_SITE}/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='/wp-includes/css/dist/block-library/style.min.css?ver=6.7.1' media='all' />
<link rel='stylesheet' id='wp-travel-frontend-css' href='/wp-content/plugins/wp-travel/app/build/wp-travel-front-end.css?ver=10.1.0' media='all' />
<link rel='stylesheet' id='cookie-notice-front-css' href='/wp-content/plugins/cookie-notice/css/front.min.css?ver=2.5.4' media='all' />
<link rel='stylesheet' id='generate-style-css' href='/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.5.1' media='all' />
<style id='generate-style-inline-css'>body{background-color:#f3f1ea;color:#25302b}a{color:#2f6b4f}.top-bar{background-color:#25302b;color:#fff}.main-navigation .main-nav ul ul{display:none}.main-navigation .main-nav ul li:hover>ul{display:block}.slideout-navigation{display:none}.site-footer .footer-widgets{background-color:#25302b;color:#e8ece9}@media (max-width:768px){#site-navigation{display:none}}</style>
<link rel='stylesheet' id='generateblocks-css' href='${UPLOADS}/generateblocks/style-${page.id}.css?ver=1731925042' media='all' />
<style id='generateblocks-pro-inline-css'>.gb-accordion__content{display:none}.gb-accordion__item-open>.gb-accordion__content{display:block}</style>
<link rel='stylesheet' id='generate-offside-css' href='/wp-content/plugins/gp-premium/menu-plus/functions/css/offside.min.css?ver=2.5.0' media='all' />
<link rel="https://api.w.org/" href="/wp-json/" /><link rel="alternate" title="JSON" type="application/json" href="/wp-json/wp/v2/${page.kind === 'post' ? 'posts' : page.kind === 'trip' ? 'itineraries' : 'pages'}/${page.id}" />
<meta name="generator" content="WordPress 6.7.1" />
<meta name="generator" content="WP Travel 10.1.0" />
<link rel="icon" href="${UPLOADS}/2022/04/cropped-dalesway-icon-32x32.png" sizes="32x32" />
</head>

<body class="${bodyClass} wp-custom-logo wp-embed-responsive post-image-aligned-center slideout-enabled slideout-mobile sticky-menu-fade ${withSidebar ? 'right-sidebar' : 'no-sidebar'} nav-float-right separate-containers header-aligned-left dropdown-hover${home ? ' full-width-content' : ''} pll-${lang}" itemtype="https://schema.org/WebPage" itemscope>
	<a class="screen-reader-text skip-link" href="#content" title="Skip to content">Skip to content</a>
${header(page)}

	<div class="site grid-container container hfeed" id="page">
				<div class="site-content" id="content">

	<div class="content-area" id="primary">
		<main class="site-main" id="main">
${content(page)}
		</main>
	</div>

${withSidebar ? sidebar() : ''}
	</div>
</div>

${footer}

<a title="Scroll back to top" aria-label="Scroll back to top" rel="nofollow" href="#" class="generate-back-to-top" data-scroll-speed="400" data-start-scroll="300" role="button"><span class="gp-icon icon-arrow-up"><svg viewBox="0 0 330 512" aria-hidden="true" xmlns="http://www.w3.org/2000/svg" width="1em" height="1em" fill-rule="evenodd" clip-rule="evenodd" stroke-linejoin="round" stroke-miterlimit="1.414"><path d="M305.863 314.916c0 2.266-1.133 4.815-2.832 6.514l-14.157 14.163c-1.699 1.7-3.964 2.832-6.513 2.832-2.265 0-4.813-1.133-6.512-2.832L164.572 224.276 53.295 335.593c-1.699 1.7-4.247 2.832-6.512 2.832-2.265 0-4.814-1.133-6.513-2.832L26.113 321.43c-1.699-1.7-2.831-4.248-2.831-6.514s1.132-4.816 2.831-6.515L158.06 176.408c1.699-1.7 4.247-2.833 6.512-2.833 2.265 0 4.814 1.133 6.513 2.833L303.03 308.4c1.7 1.7 2.832 4.249 2.832 6.515z" fill-rule="nonzero"></path></svg></span></a>
${slideout(page)}
<script id="generate-a11y">!function(){"use strict";if("querySelector"in document&&"addEventListener"in window){var e=document.body;e.addEventListener("mousedown",function(){e.classList.add("using-mouse")}),e.addEventListener("keydown",function(){e.classList.remove("using-mouse")})}}();</script>
<script src="/wp-content/plugins/gp-premium/menu-plus/functions/js/offside.min.js?ver=2.5.0" id="generate-offside-js"></script>
<script src="/wp-content/themes/generatepress/assets/js/menu.min.js?ver=3.5.1" id="generate-menu-js"></script>
<script src="/wp-content/plugins/generateblocks-pro/dist/accordion.js?ver=1.7.1" id="generateblocks-accordion-js"></script>
<script id="cookie-notice-front-js-before">var cnArgs = {"ajaxUrl":"\\/wp-admin\\/admin-ajax.php","nonce":"4f1c2a9b7e","hideEffect":"fade","position":"bottom","onScroll":false,"onScrollOffset":100,"onClick":false,"cookieName":"cookie_notice_accepted","cookieTime":2592000,"cookieTimeRejected":2592000,"globalCookie":false,"redirection":false,"cache":false,"revokeCookies":false,"revokeCookiesOpt":"automatic"};</script>
<script src="/wp-content/plugins/cookie-notice/js/front.min.js?ver=2.5.4" id="cookie-notice-front-js"></script>
${cookieNotice}
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}
