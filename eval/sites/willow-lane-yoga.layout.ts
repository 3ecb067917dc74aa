import type { SitePage } from './site-server.ts';

/** A page of Willow Lane Yoga before the theme wraps it: what WordPress stores for it. */
export interface WillowPage {
  path: string;
  /** The WordPress post id, as the body class and `<article>` print it. */
  id: number;
  title: string;
  description: string;
  /**
   * `page`: a Gutenberg page in Astra's article; `home`: the front page, title hidden, full width;
   * `post`: a blog post with its meta line; `archive`: the blog index (its body is the list of posts).
   */
  kind?: 'page' | 'home' | 'post' | 'archive';
  /** Posts only: the date as Astra prints it, and as ISO. */
  date?: [shown: string, iso: string];
  body: string;
  unlisted?: boolean;
}

export const WILLOW_SITE = 'https://www.willow-lane-yoga.test';
export const WILLOW_PHONE = '0117 496 0352';
export const WILLOW_PHONE_HREF = 'tel:+441174960352';
export const WILLOW_WHATSAPP = '07700 900613';
export const WILLOW_WHATSAPP_HREF = 'https://wa.me/447700900613';
export const WILLOW_EMAIL = 'hello@willow-lane-yoga.test';
export const WILLOW_TRAINING_EMAIL = 'training@willow-lane-yoga.test';
export const WILLOW_STREET = 'The Old Tannery, 14 Willow Lane';
export const WILLOW_TOWN = 'Hollingbridge, Bristol';
export const WILLOW_POSTCODE = 'BS31 6WL';
export const WILLOW_COMPANY = 'Willow Lane Studios Ltd';
export const WILLOW_COMPANY_NO = '13572046';

const UPLOADS = '/wp-content/uploads';

/** WordPress's wptexturize: straight apostrophes in text become curly ones (&#8217;). */
const tx = (text: string) => text.replace(/(?<=[A-Za-z0-9s])'(?=[a-z\s.,]|$)/g, '&#8217;');
/** `**x**` is bold, as the editor saves it. */
const inline = (text: string) => tx(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

/* Gutenberg blocks as WordPress 6.6 saves and renders them. */

let container = 0;
export const p = (text: string, cls = '') => `<p${cls ? ` class="${cls}"` : ''}>${inline(text)}</p>`;
export const h2 = (text: string) => `<h2 class="wp-block-heading">${inline(text)}</h2>`;
export const h3 = (text: string) => `<h3 class="wp-block-heading">${inline(text)}</h3>`;
export const list = (...items: string[]) =>
  `<ul class="wp-block-list">${items.map((i) => `<li>${inline(i)}</li>`).join('')}</ul>`;
export const separator = () => '<hr class="wp-block-separator has-alpha-channel-opacity is-style-wide"/>';
export const spacer = (px = 32) =>
  `<div style="height:${px}px" aria-hidden="true" class="wp-block-spacer"></div>`;

/** A Group block, as the "constrained" layout renders it. */
export const group = (...blocks: string[]) =>
  `<div class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained">${blocks.join('\n')}</div>`;

/** A Group block with the theme palette's background (the sage panels of the site). */
export const panel = (...blocks: string[]) =>
  `<div class="wp-block-group has-ast-global-color-4-background-color has-background is-layout-constrained wp-container-core-group-is-layout-${++container} wp-block-group-is-layout-constrained" style="padding-top:var(--wp--preset--spacing--40);padding-bottom:var(--wp--preset--spacing--40)">${blocks.join('\n')}</div>`;

/** A Columns block; every column a flow-layout Column. */
export const columns = (...cols: string[]) =>
  `<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-${++container} wp-block-columns-is-layout-flex">${cols
    .map((c) => `<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">${c}</div>`)
    .join('')}</div>`;

/** A Table block with the stripes style; the first row is the header. */
export const table = (head: string[], rows: string[][], caption = '') =>
  `<figure class="wp-block-table is-style-stripes"><table class="has-fixed-layout"><thead><tr>${head
    .map((h) => `<th>${inline(h)}</th>`)
    .join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`)
    .join(
      '',
    )}</tbody></table>${caption ? `<figcaption class="wp-element-caption">${inline(caption)}</figcaption>` : ''}</figure>`;

/** A Details block saved closed (no `open`): the summary shows, the answer only after a click. */
export const details = (summary: string, ...answer: string[]) =>
  `<details class="wp-block-details is-layout-flow wp-block-details-is-layout-flow"><summary>${inline(summary)}</summary>${answer.join('')}</details>`;

export const buttons = (...links: [label: string, href: string][]) =>
  `<div class="wp-block-buttons is-content-justification-left is-layout-flex wp-container-core-buttons-is-layout-${++container} wp-block-buttons-is-layout-flex">${links
    .map(
      ([label, href]) =>
        `<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="${href}">${label}</a></div>`,
    )
    .join('')}</div>`;

let imageId = 210;
export const image = (file: string, alt: string, month = '2024/02') => {
  const src = `${UPLOADS}/${month}/${file}`;
  const stem = src.replace(/\.jpg$/, '');
  return `<figure class="wp-block-image size-large"><img fetchpriority="low" decoding="async" width="1024" height="683" src="${src}" alt="${alt}" class="wp-image-${++imageId}" srcset="${src} 1024w, ${stem}-300x200.jpg 300w, ${stem}-768x512.jpg 768w" sizes="(max-width: 1024px) 100vw, 1024px"/></figure>`;
};

/** The Cover block heading each page: a background photo, the title and a line under it. */
export const cover = (title: string, tagline: string, file = 'willow-room-morning.jpg') =>
  `<div class="wp-block-cover alignfull is-light" style="min-height:420px;aspect-ratio:unset;"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-40 has-background-dim"></span><img decoding="async" class="wp-block-cover__image-background wp-image-${++imageId}" alt="" src="${UPLOADS}/2024/02/${file}" data-object-fit="cover"/><div class="wp-block-cover__inner-container is-layout-constrained wp-block-cover-is-layout-constrained"><h2 class="wp-block-heading has-text-align-center has-white-color has-text-color has-xx-large-font-size">${inline(title)}</h2><p class="has-text-align-center has-white-color has-text-color">${inline(tagline)}</p></div></div>`;

/**
 * Facts as the owner laid them out with two paragraphs in a row group: the label in a small paragraph,
 * the value in the next one, nothing but their order tying them together.
 */
export const facts = (pairs: [label: string, value: string][]) =>
  `<div class="wp-block-group wl-facts is-layout-grid wp-container-core-group-is-layout-${++container} wp-block-group-is-layout-grid">${pairs
    .map(
      ([label, value]) =>
        `<div class="wp-block-group is-vertical is-layout-flex wp-block-group-is-layout-flex"><p class="has-small-font-size wl-fact-label">${inline(label)}</p><p class="wl-fact-value"><strong>${inline(value)}</strong></p></div>`,
    )
    .join('')}</div>`;

/** WooCommerce's price HTML: the pound sign and the amount in separate spans inside a `<bdi>`. */
export const price = (amount: string) =>
  `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&pound;</span>${amount}</bdi></span>`;

/* The header: Astra's header builder, its dropdown menu and the mobile copy of it. */

type MenuItem = [href: string, label: string, children?: [string, string][]];
const menu: MenuItem[] = [
  ['/', 'Home'],
  ['/timetable', 'Timetable'],
  [
    '/classes',
    'Classes',
    [
      ['/classes/vinyasa-yoga', 'Vinyasa Yoga'],
      ['/classes/hatha-yoga', 'Hatha Yoga'],
      ['/classes/yin-yoga', 'Yin Yoga'],
      ['/classes/reformer-pilates', 'Reformer Pilates'],
      ['/classes/mat-pilates', 'Mat Pilates'],
      ['/classes/pregnancy-yoga', 'Pregnancy Yoga'],
      ['/classes/mum-and-baby-yoga', 'Mum &amp; Baby Yoga'],
      ['/classes/kids-yoga', 'Kids Yoga'],
      ['/classes/chair-yoga', 'Chair Yoga for Seniors'],
    ],
  ],
  [
    '/passes-memberships',
    'Prices',
    [
      ['/passes-memberships', 'Passes &amp; Memberships'],
      ['/private-sessions', 'Private Sessions'],
      ['/gift-vouchers', 'Gift Vouchers'],
    ],
  ],
  ['/workshops-teacher-training', 'Workshops &amp; Training'],
  [
    '/studio-info',
    'The Studio',
    [
      ['/teachers', 'Our Teachers'],
      ['/studio-info', 'Studio Info'],
      ['/booking-policy', 'Booking &amp; Cancellation'],
      ['/faq', 'FAQ'],
      ['/corporate-yoga', 'Corporate Yoga'],
      ['/room-hire', 'Room Hire'],
    ],
  ],
  ['/blog', 'Blog'],
  ['/contact', 'Contact'],
];

let menuId = 40;
const arrow =
  '<span role="application" class="dropdown-menu-toggle ast-header-navigation-arrow" tabindex="0" aria-expanded="false" aria-label="Menu Toggle"><span class="ast-icon icon-arrow"><svg class="ast-arrow-svg" xmlns="http://www.w3.org/2000/svg" width="26px" height="16.043px" viewBox="57 35.171 26 16.043"><path d="M57.5,38.193l12.5,12.5l12.5-12.5l-2.5-2.5l-10,10l-10-10L57.5,38.193z"></path></svg></span></span>';
const menuItems = (path: string) =>
  menu
    .map(([href, label, children]) => {
      const current = href === path || children?.some(([h]) => h === path);
      const cls = `menu-item menu-item-type-post_type menu-item-object-page${children ? ' menu-item-has-children' : ''}${current ? ' current-menu-ancestor current-menu-item' : ''} menu-item-${++menuId}`;
      const sub = children
        ? `<button class="ast-menu-toggle" aria-expanded="false"><span class="screen-reader-text">Menu Toggle</span><span class="ast-icon icon-arrow"></span></button><ul class="sub-menu">${children
            .map(
              ([h, l]) =>
                `<li id="menu-item-${++menuId}" class="menu-item menu-item-type-post_type menu-item-object-page${h === path ? ' current-menu-item' : ''} menu-item-${menuId}"><a href="${h}" class="menu-link"><span class="ast-icon icon-arrow"></span><span class="menu-text">${l}</span></a></li>`,
            )
            .join('')}</ul>`
        : '';
      return `<li id="menu-item-${menuId}" class="${cls}"><a href="${href}"${href === path ? ' aria-current="page"' : ''} class="menu-link"><span class="ast-icon icon-arrow"></span><span class="menu-text">${label}</span>${children ? arrow : ''}</a>${sub}</li>`;
    })
    .join('');

const logo = `<div class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope"><span class="site-logo-img"><a href="/" class="custom-logo-link" rel="home"><img width="190" height="64" src="${UPLOADS}/2024/01/willow-lane-logo.png" class="custom-logo" alt="Willow Lane Yoga &amp; Pilates" decoding="async"/></a></span></div>`;

const cart = `<div class="ast-builder-layout-element site-header-focus-item ast-header-woo-cart" data-section="section-header-woo-cart"><div class="ast-site-header-cart ast-menu-cart-with-border ast-menu-cart-outline"><div class="ast-site-header-cart-li"><a href="/cart/" class="cart-container ast-cart-desktop-position-left" aria-label="View Shopping Cart, empty"><div class="ast-addon-cart-wrap ast-desktop-cart-position-left ast-cart-mobile-position-left"><span class="ast-woo-header-cart-info-wrap">${price('0.00')}</span><i class="astra-icon ast-icon-shopping-bag" data-cart-total="0"></i></div></a></div><div class="ast-site-header-cart-data"><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the basket.</p></div></div></div></div></div>`;

function header(path: string): string {
  const social = ['instagram', 'facebook']
    .map(
      (s) =>
        `<a href="https://www.${s}.com/willowlaneyoga" aria-label="${s[0]!.toUpperCase()}${s.slice(1)}" target="_blank" rel="noopener noreferrer" class="ast-builder-social-element ast-inline-flex ast-${s} header-social-item"><span aria-hidden="true" class="ahfb-svg-iconset ast-inline-flex svg-baseline"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 448 512"><path d="M224.1 141c-63.6 0-114.9 51.3-114.9 114.9"></path></svg></span></a>`,
    )
    .join('');
  return `<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-builder-menu-toggle-icon ast-mobile-header-inline" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead">
<div id="ast-desktop-header" data-toggle-type="dropdown">
<div class="ast-above-header-wrap"><div class="ast-above-header-bar ast-above-header site-header-focus-item" data-section="section-above-header-builder"><div class="site-above-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container" data-section="section-above-header-builder"><div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-no-center"><div class="site-header-above-section-left site-header-section ast-flex site-header-section-left"><div class="ast-builder-layout-element ast-flex site-header-focus-item ast-header-html-1" data-section="section-hb-html-1"><div class="ast-header-html inner-link-style-"><div class="ast-builder-html-element"><p><a href="${WILLOW_PHONE_HREF}">${WILLOW_PHONE}</a> | New to Willow Lane? <a href="/passes-memberships">2 weeks unlimited yoga for &pound;35</a></p></div></div></div></div><div class="site-header-above-section-right site-header-section ast-flex ast-grid-right-section"><div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="section-hb-social-icons-1"><div class="ast-header-social-1-wrap ast-header-social-wrap"><div class="header-social-inner-wrap element-social-inner-wrap social-show-label-false ast-social-color-type-custom ast-social-stack-none ast-social-element-style-filled">${social}</div></div></div></div></div></div></div></div>
<div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item" data-section="section-primary-header-builder"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container" data-section="section-primary-header-builder"><div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-no-center"><div class="site-header-primary-section-left site-header-section ast-flex site-header-section-left"><div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="title_tagline">${logo}</div></div><div class="site-header-primary-section-right site-header-section ast-flex ast-grid-right-section"><div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-hb-menu-1"><div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Primary Site Navigation" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation ast-inline-flex"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border astra-menu-animation-fade stack-on-mobile">${menuItems(path)}</ul></div></nav></div></div></div>${cart}<div class="ast-builder-layout-element ast-flex site-header-focus-item ast-header-button-1" data-section="section-hb-button-1"><div class="ast-builder-button-wrap ast-builder-button-size-sm"><a class="ast-custom-button-link" href="/timetable" target="_self" role="button" aria-label="Book a class"><div class="ast-custom-button">Book a class</div></a></div></div></div></div></div></div></div>
</div>
<div id="ast-mobile-header" class="ast-mobile-header-wrap" data-type="dropdown">
<div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-primary-header-wrap site-header-focus-item ast-builder-grid-row-layout-default ast-builder-grid-row-tablet-layout-default ast-builder-grid-row-mobile-layout-default" data-section="section-primary-header-builder"><div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-no-center"><div class="site-header-primary-section-left site-header-section ast-flex site-header-section-left"><div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="title_tagline">${logo}</div></div><div class="site-header-primary-section-right site-header-section ast-flex ast-grid-right-section"><div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="section-header-mobile-trigger"><div class="ast-button-wrap"><button type="button" class="menu-toggle main-header-menu-toggle ast-mobile-menu-trigger-minimal" aria-expanded="false"><span class="screen-reader-text">Main Menu</span><span class="mobile-menu-toggle-icon"><span aria-hidden="true" class="ahfb-svg-iconset ast-inline-flex svg-baseline"><svg class="ast-mobile-svg ast-menu-svg" fill="currentColor" version="1.1" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path d="M3 13h18c0.552 0 1-0.448 1-1s-0.448-1-1-1h-18c-0.552 0-1 0.448-1 1s0.448 1 1 1z"></path></svg></span></span></button></div></div></div></div></div></div>
<div class="ast-mobile-header-content content-align-flex-start"><div class="ast-builder-menu-mobile ast-builder-menu ast-builder-menu-mobile-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-header-mobile-menu"><div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="ast-mobile-site-navigation" aria-label="Site Navigation: Main Menu" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation"><ul id="ast-hf-mobile-menu" class="main-header-menu ast-nav-menu ast-flex submenu-with-border astra-menu-animation-fade stack-on-mobile">${menuItems(path)}</ul></div></nav></div></div></div><div class="ast-builder-layout-element ast-flex site-header-focus-item ast-header-html-2" data-section="section-hb-html-2"><div class="ast-header-html inner-link-style-"><div class="ast-builder-html-element"><p>Call us: <a href="${WILLOW_PHONE_HREF}">${WILLOW_PHONE}</a></p></div></div></div></div>
</div>
</header>`;
}

/* The footer: three block widgets the owner filled in, and Astra's copyright bar. */

const footer = `<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon">
<div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal ast-builder-grid-row-tablet-3-equal ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row">
<div class="site-footer-primary-section-1 site-footer-section site-footer-section-1"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-1" aria-label="Footer Widget 1"><section id="block-7" class="widget widget_block"><h2 class="wp-block-heading has-medium-font-size">Willow Lane Yoga &amp; Pilates</h2></section><section id="block-8" class="widget widget_block widget_text"><p>${WILLOW_STREET}<br>${WILLOW_TOWN}<br>${WILLOW_POSTCODE}</p></section><section id="block-9" class="widget widget_block"><div class="wp-block-buttons is-layout-flex wp-block-buttons-is-layout-flex"><div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="/contact">Find us</a></div></div></section></aside></div>
<div class="site-footer-primary-section-2 site-footer-section site-footer-section-2"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-2" aria-label="Footer Widget 2"><section id="block-10" class="widget widget_block"><h2 class="wp-block-heading has-medium-font-size">Get in touch</h2></section><section id="block-11" class="widget widget_block"><div class="wp-block-group is-vertical is-layout-flex wp-block-group-is-layout-flex"><p class="has-small-font-size">Phone</p><p><a href="${WILLOW_PHONE_HREF}">${WILLOW_PHONE}</a></p><p class="has-small-font-size">Email</p><p><a href="mailto:${WILLOW_EMAIL}">${WILLOW_EMAIL}</a></p><p class="has-small-font-size">WhatsApp (messages only)</p><p><a href="${WILLOW_WHATSAPP_HREF}">${WILLOW_WHATSAPP}</a></p></div></section></aside></div>
<div class="site-footer-primary-section-3 site-footer-section site-footer-section-3"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-3" aria-label="Footer Widget 3"><section id="block-12" class="widget widget_block"><h2 class="wp-block-heading has-medium-font-size">Studio reception hours</h2></section><section id="block-13" class="widget widget_block"><figure class="wp-block-table is-style-regular"><table><tbody><tr><td>Monday &#8211; Friday</td><td>6.30am &#8211; 9pm</td></tr><tr><td>Saturday</td><td>7.45am &#8211; 1pm</td></tr><tr><td>Sunday</td><td>8.45am &#8211; 12.30pm</td></tr></tbody></table></figure></section><section id="block-14" class="widget widget_block widget_text"><p class="has-small-font-size">Closed on bank holidays, except those listed on our <a href="/timetable">timetable</a> page.</p></section></aside></div>
</div></div></div>
<div class="site-below-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-full ast-builder-grid-row-tablet-full ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-below-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-below-footer-inner-wrap ast-builder-grid-row"><div class="site-footer-below-section-1 site-footer-section site-footer-section-1"><div class="ast-builder-layout-element ast-flex site-footer-focus-item ast-footer-copyright" data-section="section-footer-builder"><div class="ast-footer-copyright"><p>Copyright &copy; 2026 Willow Lane Yoga &amp; Pilates | ${WILLOW_COMPANY}, registered in England and Wales. Company no. ${WILLOW_COMPANY_NO} | <a href="/privacy-policy">Privacy Policy</a> | <a href="/cookie-policy">Cookie Policy</a> | <a href="/terms-conditions">Terms &amp; Conditions</a></p></div></div></div></div></div></div>
</footer>`;

/** CookieYes: the consent bar and its preference centre, printed in the page and hidden by its script. */
const cookieCategories: [string, string][] = [
  [
    'Necessary',
    'Necessary cookies are required to enable the basic features of this site, such as providing secure log-in or adjusting your consent preferences. These cookies do not store any personally identifiable data.',
  ],
  [
    'Functional',
    'Functional cookies help perform certain functionalities like sharing the content of the website on social media platforms, collecting feedback, and other third-party features.',
  ],
  [
    'Analytics',
    'Analytical cookies are used to understand how visitors interact with the website. These cookies help provide information on metrics such as the number of visitors, bounce rate, traffic source, etc.',
  ],
  [
    'Advertisement',
    'Advertisement cookies are used to provide visitors with customised advertisements based on the pages you visited previously and to analyse the effectiveness of the ad campaigns.',
  ],
];
const cookieBanner = `<div class="cky-consent-container cky-box-bottom-left" tabindex="0" aria-label="We value your privacy" role="region"><div class="cky-consent-bar" data-cky-tag="notice" style="background-color:#FFFFFF;border-color:#f4f4f4"><div class="cky-notice"><p class="cky-title" role="heading" aria-level="1" data-cky-tag="title" style="color:#212121">We value your privacy</p><div class="cky-notice-group"><div class="cky-notice-des" data-cky-tag="description" style="color:#212121"><p>We use cookies to enhance your browsing experience, serve personalised ads or content, and analyse our traffic. By clicking &quot;Accept All&quot;, you consent to our use of cookies. <a href="/cookie-policy" class="cky-policy">Cookie Policy</a></p></div><div class="cky-notice-btn-wrapper" data-cky-tag="notice-buttons"><button class="cky-btn cky-btn-customize" aria-label="Customise" data-cky-tag="settings-button">Customise</button><button class="cky-btn cky-btn-reject" aria-label="Reject All" data-cky-tag="reject-button">Reject All</button><button class="cky-btn cky-btn-accept" aria-label="Accept All" data-cky-tag="accept-button">Accept All</button></div></div></div></div></div>
<div class="cky-modal" tabindex="-1"><div class="cky-preference-center" data-cky-tag="detail" role="dialog" aria-label="Customise Consent Preferences"><div class="cky-preference-header"><span class="cky-preference-title" role="heading" aria-level="1" data-cky-tag="detail-title">Customise Consent Preferences</span><button class="cky-btn-close" aria-label="Close" data-cky-tag="detail-close"><img src="https://cdn-cookieyes.com/assets/images/close.svg" alt="Close"></button></div><div class="cky-preference-body-wrapper"><div class="cky-preference-content-wrapper" data-cky-tag="detail-description"><p>We use cookies to help you navigate efficiently and perform certain functions. You will find detailed information about all cookies under each consent category below.</p></div><div class="cky-accordion-wrapper" data-cky-tag="detail-categories">${cookieCategories
  .map(
    ([name, text]) =>
      `<div class="cky-accordion" id="ckyDetailCategory${name.toLowerCase()}"><div class="cky-accordion-item"><div class="cky-accordion-chevron"><i class="cky-chevron-right"></i></div><div class="cky-accordion-header-wrapper"><div class="cky-accordion-header"><button class="cky-accordion-btn" aria-label="${name}" data-cky-tag="detail-category-title">${name}</button>${name === 'Necessary' ? '<span class="cky-always-active">Always Active</span>' : `<div class="cky-switch" data-cky-tag="detail-category-toggle"><input type="checkbox" id="ckySwitch${name.toLowerCase()}"></div>`}</div><div class="cky-accordion-header-des" data-cky-tag="detail-category-description"><p>${text}</p></div></div></div></div>`,
  )
  .join(
    '',
  )}</div></div><div class="cky-footer-wrapper"><div class="cky-prefrence-btn-wrapper"><button class="cky-btn cky-btn-reject" aria-label="Reject All">Reject All</button><button class="cky-btn cky-btn-preferences" aria-label="Save My Preferences">Save My Preferences</button><button class="cky-btn cky-btn-accept" aria-label="Accept All">Accept All</button></div><div class="cky-footer-shadow"></div></div></div></div>`;

const entryHeader = (page: WillowPage) =>
  page.kind === 'post'
    ? `<header class="entry-header"><div class="ast-single-post-order"><h1 class="entry-title" itemprop="headline">${page.title}</h1><div class="entry-meta">By <span class="posted-by vcard author" itemtype="https://schema.org/Person" itemscope="itemscope" itemprop="author"><a title="View all posts by Hannah" href="/blog" rel="author" class="url fn n" itemprop="url"><span class="author-name" itemprop="name">Hannah</span></a></span> / <span class="posted-on"><span class="published" itemprop="datePublished">${page.date![0]}</span></span> / <span class="cat-links"><a href="/blog" rel="category tag">News</a></span></div></div></header>`
    : `<header class="entry-header ast-no-thumbnail"><h1 class="entry-title" itemprop="headline">${page.title}</h1></header>`;

function content(page: WillowPage): string {
  if (page.kind === 'archive')
    return `<section class="ast-archive-description"><h1 class="page-title ast-archive-title">${page.title}</h1></section>\n<div class="ast-row">${page.body}</div>`;
  const type = page.kind === 'post' ? 'post' : 'page';
  const classes =
    type === 'post'
      ? `post-${page.id} post type-post status-publish format-standard has-post-thumbnail hentry category-news ast-article-single`
      : `post-${page.id} page type-page status-publish ast-article-single`;
  const nav =
    type === 'post'
      ? '<nav class="navigation post-navigation" aria-label="Posts"><div class="nav-links"><div class="nav-previous"><a href="/blog" rel="prev"><span class="ast-left-arrow">&larr;</span> Previous Post</a></div><div class="nav-next"><a href="/blog" rel="next">Next Post <span class="ast-right-arrow">&rarr;</span></a></div></div></nav>'
      : '';
  return `<article class="${classes}" id="post-${page.id}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope">
${page.kind === 'home' ? '' : entryHeader(page)}
<div class="entry-content clear" data-ast-blocks-layout="true" itemprop="text">
${page.body}
</div>
</article>
${nav}`;
}

/**
 * Lays out a page as WordPress 6.6 with Astra 4.8, WooCommerce, Yoast and CookieYes publishes it: the head
 * with its stylesheets, Yoast's schema graph, the header builder (a dropdown menu and the mobile copy of it),
 * the content in `#primary > main > article`, the footer widgets and copyright bar, the cookie banner and
 * the theme's scripts.
 */
export function willowLayout(page: WillowPage): SitePage {
  const title =
    page.path === '/'
      ? 'Willow Lane Yoga &amp; Pilates | Yoga and Reformer Pilates in Hollingbridge'
      : `${page.title} | Willow Lane Yoga &amp; Pilates`;
  const url = `${WILLOW_SITE}${page.path === '/' ? '/' : `${page.path}/`}`;
  const bodyClass =
    page.kind === 'post'
      ? `post-template-default single single-post postid-${page.id} single-format-standard`
      : page.kind === 'archive'
        ? 'blog'
        : `page-template-default page page-id-${page.id}${page.kind === 'home' ? ' home' : ''}`;
  const layoutClass = page.kind === 'home' ? 'ast-page-builder-template' : 'ast-plain-container';
  const ogType = page.kind === 'post' ? 'article' : 'website';
  const articleMeta =
    page.kind === 'post'
      ? `<meta property="article:published_time" content="${page.date![1]}T09:12:40+00:00"/><meta name="author" content="Hannah"/>`
      : '';
  const html = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/7f3c2a91d0b84e5c/script.js"></script>
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1'/>
<title>${title}</title>
<meta name="description" content="${page.description}"/>
<link rel="canonical" href="${url}"/>
<meta property="og:locale" content="en_GB"/>
<meta property="og:type" content="${ogType}"/>
<meta property="og:title" content="${title}"/>
<meta property="og:description" content="${page.description}"/>
<meta property="og:url" content="${url}"/>
<meta property="og:site_name" content="Willow Lane Yoga &amp; Pilates"/>
${articleMeta}
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"${page.kind === 'post' ? 'Article' : 'WebPage'}","@id":"${url}","url":"${url}","name":"${title.replace(/&amp;/g, '&')}","isPartOf":{"@id":"${WILLOW_SITE}/#website"},"inLanguage":"en-GB"},{"@type":"WebSite","@id":"${WILLOW_SITE}/#website","url":"${WILLOW_SITE}/","name":"Willow Lane Yoga & Pilates","publisher":{"@id":"${WILLOW_SITE}/#organization"},"inLanguage":"en-GB"},{"@type":"Organization","@id":"${WILLOW_SITE}/#organization","name":"Willow Lane Yoga & Pilates","url":"${WILLOW_SITE}/","logo":{"@type":"ImageObject","url":"${WILLOW_SITE}${UPLOADS}/2024/01/willow-lane-logo.png"},"sameAs":["https://www.instagram.com/willowlaneyoga","https://www.facebook.com/willowlaneyoga"]}]}</script>
<link rel="alternate" type="application/rss+xml" title="Willow Lane Yoga &amp; Pilates &raquo; Feed" href="${WILLOW_SITE}/feed/"/>
<link rel='stylesheet' id='astra-theme-css-css' href='/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.8.3' media='all'/>
<style id='astra-theme-css-inline-css'>:root{--ast-container-default-xlg-padding:3em;--ast-global-color-0:#5a7a5e;--ast-global-color-4:#f1f4ee}.ast-mobile-header-content{display:none}#ast-mobile-header{display:none}@media (max-width:921px){#ast-desktop-header{display:none}#ast-mobile-header{display:block}}.sub-menu{display:none}</style>
<link rel='stylesheet' id='wp-block-library-css' href='/wp-includes/css/dist/block-library/style.min.css?ver=6.6.2' media='all'/>
<link rel='stylesheet' id='woocommerce-general-css' href='/wp-content/themes/astra/assets/css/minified/compatibility/woocommerce/woocommerce.min.css?ver=4.8.3' media='all'/>
<link rel="https://api.w.org/" href="/wp-json/"/><link rel="alternate" title="JSON" type="application/json" href="/wp-json/wp/v2/pages/${page.id}"/>
<meta name="generator" content="WordPress 6.6.2"/>
<meta name="generator" content="WooCommerce 9.3.3"/>
<link rel='shortlink' href='${WILLOW_SITE}/?p=${page.id}'/>
<link rel="icon" href="${UPLOADS}/2024/01/willow-leaf-32x32.png" sizes="32x32"/>
</head>
<body itemtype='https://schema.org/WebPage' itemscope='itemscope' class="${bodyClass} wp-custom-logo theme-astra woocommerce-no-js ast-desktop ${layoutClass} ast-no-sidebar astra-4.8.3 ast-blog-single-style-1 ast-custom-post-type ast-single-post ast-inherit-site-logo-transparent ast-hfb-header ast-full-width-primary-header ast-normal-title-enabled">
<a class="skip-link screen-reader-text" href="#content" title="Skip to content">Skip to content</a>
<div class="hfeed site" id="page">
${header(page.path)}
<div id="content" class="site-content">
<div class="ast-container">
<div id="primary" class="content-area primary">
<main id="main" class="site-main">
${content(page)}
</main>
</div>
</div>
</div>
${footer}
</div>
${cookieBanner}
<script type="text/javascript">(function(){var c=document.body.className;c=c.replace(/woocommerce-no-js/,'woocommerce-js');document.body.className=c;})();</script>
<script src="/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.8.3" id="astra-theme-js-js"></script>
<script src="/wp-content/plugins/woocommerce/assets/js/frontend/cart-fragments.min.js?ver=9.3.3" id="wc-cart-fragments-js" defer data-wp-strategy="defer"></script>
</body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
