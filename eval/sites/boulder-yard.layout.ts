import type { SitePage } from './site-server.ts';

/** A page of Boulder Yard before the theme wraps it: what WordPress stores for it. */
export interface BoulderPage {
  path: string;
  /** The WordPress post id, as the body class and `<article>` print it. */
  id: number;
  title: string;
  description: string;
  /**
   * `page`: a Gutenberg page in Astra's article; `home`: the front page, title hidden, full width;
   * `post`: a news post with its meta line; `archive`: the news index (its body is the list of posts).
   */
  kind?: 'page' | 'home' | 'post' | 'archive';
  /** Posts only: the date as Astra prints it, and as ISO. */
  date?: [shown: string, iso: string];
  /** The breadcrumb trail between Home and the page itself. */
  parent?: [href: string, label: string];
  body: string;
  unlisted?: boolean;
}

export const BOULDER_SITE = 'https://www.boulder-yard.test';
export const BOULDER_PHONE = '0113 496 0718';
export const BOULDER_PHONE_HREF = 'tel:+441134960718';
export const BOULDER_EMAIL = 'hello@boulder-yard.test';
export const BOULDER_PARTY_EMAIL = 'parties@boulder-yard.test';
export const BOULDER_GROUPS_EMAIL = 'groups@boulder-yard.test';
export const BOULDER_STREET = 'Unit 4, Canal Side Works, Kirkstall Road';
export const BOULDER_TOWN = 'Leeds';
export const BOULDER_POSTCODE = 'LS4 2PQ';
export const BOULDER_COMPANY = 'Boulder Yard Climbing Ltd';
export const BOULDER_COMPANY_NO = '10937461';

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
export const separator = () => '<hr class="wp-block-separator has-alpha-channel-opacity"/>';

/** A Group block, as the "constrained" layout renders it. */
export const group = (...blocks: string[]) =>
  `<div class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained">${blocks.join('\n')}</div>`;

/** A Group block with the palette's chalk-grey background (the notice panels of the site). */
export const panel = (...blocks: string[]) =>
  `<div class="wp-block-group has-ast-global-color-5-background-color has-background is-layout-constrained wp-container-core-group-is-layout-${++container} wp-block-group-is-layout-constrained" style="border-radius:6px;padding-top:var(--wp--preset--spacing--30);padding-right:var(--wp--preset--spacing--30);padding-bottom:var(--wp--preset--spacing--30);padding-left:var(--wp--preset--spacing--30)">${blocks.join('\n')}</div>`;

/** A Columns block; every column a flow-layout Column. */
export const columns = (...cols: string[]) =>
  `<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-${++container} wp-block-columns-is-layout-flex">${cols
    .map((c) => `<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">${c}</div>`)
    .join('')}</div>`;

/** A Table block; the first row is the header. */
export const table = (head: string[], rows: string[][], caption = '') =>
  `<figure class="wp-block-table"><table class="has-fixed-layout"><thead><tr>${head
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
  `<div class="wp-block-buttons is-layout-flex wp-container-core-buttons-is-layout-${++container} wp-block-buttons-is-layout-flex">${links
    .map(
      ([label, href]) =>
        `<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="${href}">${label}</a></div>`,
    )
    .join('')}</div>`;

let imageId = 640;
export const image = (file: string, alt: string, month = '2025/03') => {
  const src = `${UPLOADS}/${month}/${file}`;
  const stem = src.replace(/\.jpg$/, '');
  return `<figure class="wp-block-image size-large"><img loading="lazy" decoding="async" width="1024" height="683" src="${src}" alt="${alt}" class="wp-image-${++imageId}" srcset="${src} 1024w, ${stem}-300x200.jpg 300w, ${stem}-768x512.jpg 768w" sizes="(max-width: 1024px) 100vw, 1024px"/></figure>`;
};

/** The Cover block heading the front page and a few others: a photo, a heading and a line under it. */
export const cover = (title: string, tagline: string, file = 'cave-overhang-wide.jpg') =>
  `<div class="wp-block-cover alignfull" style="min-height:460px;aspect-ratio:unset;"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-50 has-background-dim"></span><img decoding="async" class="wp-block-cover__image-background wp-image-${++imageId}" alt="" src="${UPLOADS}/2025/03/${file}" data-object-fit="cover"/><div class="wp-block-cover__inner-container is-layout-constrained wp-block-cover-is-layout-constrained"><h2 class="wp-block-heading has-text-align-center has-white-color has-text-color has-xx-large-font-size">${inline(title)}</h2><p class="has-text-align-center has-white-color has-text-color has-medium-font-size">${inline(tagline)}</p></div></div>`;

/**
 * A price grid as the owner built it: three Columns, the first holding the labels, the next two the
 * prices, each price a bold paragraph. A price's column, and so whether it is off-peak or peak, is known only
 * by where it sits; the column heads are paragraphs like the rest.
 */
export const priceColumns = (heads: [string, string, string], rows: [string, string, string][]) =>
  `<div class="wp-block-columns by-price-grid is-not-stacked-on-mobile is-layout-flex wp-container-core-columns-is-layout-${++container} wp-block-columns-is-layout-flex">${[
    0, 1, 2,
  ]
    .map(
      (col) =>
        `<div class="wp-block-column is-vertically-aligned-top is-layout-flow wp-block-column-is-layout-flow"${col === 0 ? ' style="flex-basis:40%"' : ''}><p class="has-small-font-size by-price-head">${inline(heads[col]!)}</p>${rows
          .map((row) => (col === 0 ? p(row[0]) : `<p><strong>${inline(row[col]!)}</strong></p>`))
          .join('')}</div>`,
    )
    .join('')}</div>`;

/* The header: Astra Pro's header builder, its mega menu and the mobile copy of the menu. */

type Link = [href: string, label: string];
type MenuItem = [href: string, label: string, children?: Link[], mega?: [heading: string, links: Link[]][]];
const menu: MenuItem[] = [
  ['/', 'Home'],
  [
    '#',
    'Climb',
    undefined,
    [
      [
        'Visit',
        [
          ['/prices', 'Prices'],
          ['/first-visit', 'Your First Visit'],
          ['/opening-hours', 'Opening Hours'],
          ['/memberships', 'Memberships &amp; Passes'],
        ],
      ],
      [
        'Learn',
        [
          ['/courses', 'Courses &amp; Clinics'],
          ['/kids-club', 'Yard Kids Club'],
        ],
      ],
      [
        'The Centre',
        [
          ['/facilities', 'Facilities &amp; Access'],
          ['/cafe', 'The Mezz Caf&eacute;'],
          ['/getting-here', 'Getting Here &amp; Parking'],
        ],
      ],
    ],
  ],
  [
    '/birthday-parties',
    'Parties &amp; Groups',
    [
      ['/birthday-parties', 'Birthday Parties'],
      ['/groups', 'Groups &amp; Corporate'],
    ],
  ],
  [
    '/team',
    'About',
    [
      ['/team', 'Meet the Team'],
      ['/news', 'News'],
      ['/faq', 'FAQ'],
    ],
  ],
  ['/contact', 'Contact'],
];

let menuId = 300;
const arrow =
  '<span role="application" class="dropdown-menu-toggle ast-header-navigation-arrow" tabindex="0" aria-expanded="false" aria-label="Menu Toggle"><span class="ast-icon icon-arrow"><svg class="ast-arrow-svg" xmlns="http://www.w3.org/2000/svg" width="26px" height="16.043px" viewBox="57 35.171 26 16.043"><path d="M57.5,38.193l12.5,12.5l12.5-12.5l-2.5-2.5l-10,10l-10-10L57.5,38.193z"></path></svg></span></span>';
const subItem = ([h, l]: Link, path: string) =>
  `<li id="menu-item-${++menuId}" class="menu-item menu-item-type-post_type menu-item-object-page${h === path ? ' current-menu-item' : ''} menu-item-${menuId}"><a href="${h}" class="menu-link"><span class="ast-icon icon-arrow"></span><span class="menu-text">${l}</span></a></li>`;
const toggle =
  '<button class="ast-menu-toggle" aria-expanded="false"><span class="screen-reader-text">Menu Toggle</span><span class="ast-icon icon-arrow"></span></button>';

/** The menu items; `mobile` prints the mega menu's columns as plain nested lists, as Astra does on mobile. */
const menuItems = (path: string, mobile: boolean) => {
  // The same menu in both places: WordPress prints the same item ids in the desktop and the mobile copy.
  menuId = 300;
  return menu
    .map(([href, label, children, mega]) => {
      const own = ++menuId;
      const all = [...(children ?? []), ...(mega ?? []).flatMap(([, links]) => links)];
      const current =
        href === path ? ' current-menu-item' : all.some(([h]) => h === path) ? ' current-menu-ancestor' : '';
      const parent = children || mega;
      const megaCls = mega && !mobile ? ' astra-megamenu-li full-width-mega' : '';
      const cls = `menu-item menu-item-type-${href === '#' ? 'custom' : 'post_type'} menu-item-object-${href === '#' ? 'custom' : 'page'}${parent ? ' menu-item-has-children' : ''}${current} menu-item-${own}${megaCls}`;
      let sub = '';
      if (children)
        sub = `${toggle}<ul class="sub-menu">${children.map((c) => subItem(c, path)).join('')}</ul>`;
      if (mega && mobile)
        sub = `${toggle}<ul class="sub-menu">${mega
          .map(
            ([heading, links]) =>
              `<li id="menu-item-${++menuId}" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-has-children menu-item-${menuId}"><a href="#" class="menu-link"><span class="ast-icon icon-arrow"></span><span class="menu-text">${heading}</span></a>${toggle}<ul class="sub-menu">${links.map((c) => subItem(c, path)).join('')}</ul></li>`,
          )
          .join('')}</ul>`;
      if (mega && !mobile)
        sub = `${toggle}<div class="astra-full-megamenu-wrapper ast-hidden" style="background-color:#1f2a30;"><ul class="astra-megamenu sub-menu astra-mega-menu-width-full-stretched ast-hidden">${mega
          .map(
            ([heading, links]) =>
              `<li id="menu-item-${++menuId}" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-has-children menu-item-heading menu-item-${menuId}"><a href="#" class="menu-link"><span class="ast-icon icon-arrow"></span><span class="menu-text">${heading}</span></a><ul class="sub-menu">${links.map((c) => subItem(c, path)).join('')}</ul></li>`,
          )
          .join('')}</ul></div>`;
      return `<li id="menu-item-${own}" class="${cls}"><a${mega && !mobile ? ' aria-expanded="false"' : ''} href="${href}"${href === path ? ' aria-current="page"' : ''} class="menu-link"><span class="ast-icon icon-arrow"></span><span class="menu-text">${label}</span>${parent ? arrow : ''}</a>${sub}</li>`;
    })
    .join('');
};

const logo = `<div class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope"><span class="site-logo-img"><a href="/" class="custom-logo-link" rel="home"><img width="200" height="58" src="${UPLOADS}/2023/02/boulder-yard-logo-white.png" class="custom-logo" alt="Boulder Yard" decoding="async"/></a></span></div>`;

function header(path: string): string {
  const social = ['instagram', 'facebook', 'youtube']
    .map(
      (s) =>
        `<a href="https://www.${s}.com/boulderyardleeds" aria-label="${s[0]!.toUpperCase()}${s.slice(1)}" target="_blank" rel="noopener noreferrer" class="ast-builder-social-element ast-inline-flex ast-${s} header-social-item"><span aria-hidden="true" class="ahfb-svg-iconset ast-inline-flex svg-baseline"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 448 512"><path d="M224.1 141c-63.6 0-114.9 51.3-114.9 114.9"></path></svg></span></a>`,
    )
    .join('');
  return `<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-builder-menu-toggle-icon ast-mobile-header-inline" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead">
<div id="ast-desktop-header" data-toggle-type="dropdown">
<div class="ast-above-header-wrap"><div class="ast-above-header-bar ast-above-header site-header-focus-item" data-section="section-above-header-builder"><div class="site-above-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container" data-section="section-above-header-builder"><div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-no-center"><div class="site-header-above-section-left site-header-section ast-flex site-header-section-left"><div class="ast-builder-layout-element ast-flex site-header-focus-item ast-header-html-1" data-section="section-hb-html-1"><div class="ast-header-html inner-link-style-"><div class="ast-builder-html-element"><p>&#x1f384; Our <a href="/news/christmas-opening-hours-2026">Christmas &amp; New Year hours</a> are out | <a href="${BOULDER_PHONE_HREF}">${BOULDER_PHONE}</a></p></div></div></div></div><div class="site-header-above-section-right site-header-section ast-flex ast-grid-right-section"><div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="section-hb-social-icons-1"><div class="ast-header-social-1-wrap ast-header-social-wrap"><div class="header-social-inner-wrap element-social-inner-wrap social-show-label-false ast-social-color-type-custom ast-social-stack-none ast-social-element-style-filled">${social}</div></div></div></div></div></div></div></div>
<div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item" data-section="section-primary-header-builder"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container" data-section="section-primary-header-builder"><div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-no-center"><div class="site-header-primary-section-left site-header-section ast-flex site-header-section-left"><div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="title_tagline">${logo}</div></div><div class="site-header-primary-section-right site-header-section ast-flex ast-grid-right-section"><div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-hb-menu-1"><div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Primary Site Navigation" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation ast-inline-flex"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border astra-menu-animation-slide-down stack-on-mobile">${menuItems(path, false)}</ul></div></nav></div></div></div><div class="ast-builder-layout-element ast-flex site-header-focus-item ast-header-button-1" data-section="section-hb-button-1"><div class="ast-builder-button-wrap ast-builder-button-size-sm"><a class="ast-custom-button-link" href="/first-visit" target="_self" role="button" aria-label="Sign the waiver"><div class="ast-custom-button">Sign the waiver</div></a></div></div></div></div></div></div></div>
</div>
<div id="ast-mobile-header" class="ast-mobile-header-wrap" data-type="dropdown">
<div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-primary-header-wrap site-header-focus-item ast-builder-grid-row-layout-default ast-builder-grid-row-tablet-layout-default ast-builder-grid-row-mobile-layout-default" data-section="section-primary-header-builder"><div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-no-center"><div class="site-header-primary-section-left site-header-section ast-flex site-header-section-left"><div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="title_tagline">${logo}</div></div><div class="site-header-primary-section-right site-header-section ast-flex ast-grid-right-section"><div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="section-header-mobile-trigger"><div class="ast-button-wrap"><button type="button" class="menu-toggle main-header-menu-toggle ast-mobile-menu-trigger-minimal" aria-expanded="false"><span class="screen-reader-text">Main Menu</span><span class="mobile-menu-toggle-icon"><span aria-hidden="true" class="ahfb-svg-iconset ast-inline-flex svg-baseline"><svg class="ast-mobile-svg ast-menu-svg" fill="currentColor" version="1.1" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path d="M3 13h18c0.552 0 1-0.448 1-1s-0.448-1-1-1h-18c-0.552 0-1 0.448-1 1s0.448 1 1 1z"></path></svg></span></span></button></div></div></div></div></div></div>
<div class="ast-mobile-header-content content-align-flex-start"><div class="ast-builder-menu-mobile ast-builder-menu ast-builder-menu-mobile-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-header-mobile-menu"><div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="ast-mobile-site-navigation" aria-label="Site Navigation: Main Menu" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation"><ul id="ast-hf-mobile-menu" class="main-header-menu ast-nav-menu ast-flex submenu-with-border astra-menu-animation-slide-down stack-on-mobile">${menuItems(path, true)}</ul></div></nav></div></div></div><div class="ast-builder-layout-element ast-flex site-header-focus-item ast-header-html-2" data-section="section-hb-html-2"><div class="ast-header-html inner-link-style-"><div class="ast-builder-html-element"><p>Call the desk: <a href="${BOULDER_PHONE_HREF}">${BOULDER_PHONE}</a></p></div></div></div></div>
</div>
</header>`;
}

/** Astra's breadcrumbs, printed after the header: Home, the page's parent if any, the page. */
const breadcrumbs = (page: BoulderPage) => {
  if (page.kind === 'home') return '';
  const trail: string[] = [
    '<li class="trail-item trail-begin"><a href="/" rel="home"><span>Home</span></a></li>',
  ];
  const parent = page.kind === 'post' ? (['/news', 'News'] as const) : page.parent;
  if (parent) trail.push(`<li class="trail-item"><a href="${parent[0]}"><span>${parent[1]}</span></a></li>`);
  trail.push(`<li class="trail-item trail-end"><span><span>${page.title}</span></span></li>`);
  return `<div class="main-header-bar ast-header-breadcrumb"><div class="ast-container"><div class="ast-breadcrumbs-wrapper"><div class="ast-breadcrumbs-inner"><nav role="navigation" aria-label="Breadcrumbs" class="breadcrumb-trail breadcrumbs"><div class="ast-breadcrumbs"><ul class="trail-items">${trail.join('')}</ul></div></nav></div></div></div></div>`;
};

/* The footer: four block widgets the owner filled in, a footer menu and Astra's copyright bar. */

const footer = `<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon">
<div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-4-equal ast-builder-grid-row-tablet-2-equal ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row">
<div class="site-footer-primary-section-1 site-footer-section site-footer-section-1"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-1" aria-label="Footer Widget 1"><section id="block-6" class="widget widget_block widget_media_image"><figure class="wp-block-image size-full is-resized"><img loading="lazy" decoding="async" width="200" height="58" src="${UPLOADS}/2023/02/boulder-yard-logo-white.png" alt="Boulder Yard" style="width:160px"/></figure></section><section id="block-7" class="widget widget_block widget_text"><p>${BOULDER_STREET}<br>${BOULDER_TOWN} ${BOULDER_POSTCODE}</p></section><section id="block-8" class="widget widget_block"><div class="wp-block-buttons is-layout-flex wp-block-buttons-is-layout-flex"><div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="/getting-here">Directions &amp; parking</a></div></div></section></aside></div>
<div class="site-footer-primary-section-2 site-footer-section site-footer-section-2"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-2" aria-label="Footer Widget 2"><section id="block-9" class="widget widget_block"><h2 class="wp-block-heading has-medium-font-size">Contact</h2></section><section id="block-10" class="widget widget_block widget_text"><p>T: <a href="${BOULDER_PHONE_HREF}">${BOULDER_PHONE}</a><br>E: <a href="mailto:${BOULDER_EMAIL}">${BOULDER_EMAIL}</a></p></section></aside></div>
<div class="site-footer-primary-section-3 site-footer-section site-footer-section-3"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-3" aria-label="Footer Widget 3"><section id="block-11" class="widget widget_block"><h2 class="wp-block-heading has-medium-font-size">Wall opening hours</h2></section><section id="block-12" class="widget widget_block widget_text"><p>Mon&ndash;Fri: 10:00&ndash;22:00<br>Sat &amp; Sun: 09:00&ndash;19:00<br>Bank holidays: 10:00&ndash;18:00</p></section><section id="block-13" class="widget widget_block widget_text"><p class="has-small-font-size">Caf&eacute; hours differ: see <a href="/opening-hours">opening hours</a>.</p></section></aside></div>
<div class="site-footer-primary-section-4 site-footer-section site-footer-section-4"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-4" aria-label="Footer Widget 4"><section id="block-14" class="widget widget_block"><h2 class="wp-block-heading has-medium-font-size">Useful links</h2></section><section id="nav_menu-2" class="widget widget_nav_menu"><nav class="menu-footer-container" aria-label="Useful links"><ul id="menu-footer" class="menu"><li class="menu-item"><a href="/first-visit">Sign the waiver</a></li><li class="menu-item"><a href="/faq">FAQ</a></li><li class="menu-item"><a href="/groups">Groups &amp; corporate</a></li><li class="menu-item"><a href="/waiver-terms">Conditions of use</a></li><li class="menu-item"><a href="/studenti-italiani">Studenti italiani</a></li></ul></nav></section></aside></div>
</div></div></div>
<div class="site-below-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-full ast-builder-grid-row-tablet-full ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-below-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-below-footer-inner-wrap ast-builder-grid-row"><div class="site-footer-below-section-1 site-footer-section site-footer-section-1"><div class="ast-builder-layout-element ast-flex site-footer-focus-item ast-footer-copyright" data-section="section-footer-builder"><div class="ast-footer-copyright"><p>&copy; 2026 Boulder Yard. ${BOULDER_COMPANY} is registered in England &amp; Wales, company number ${BOULDER_COMPANY_NO}. Registered office: ${BOULDER_STREET}, ${BOULDER_TOWN} ${BOULDER_POSTCODE}. | <a href="/privacy-policy">Privacy</a> | <a href="/cookie-policy">Cookies</a></p></div></div></div></div></div></div>
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
    'Performance',
    'Performance cookies are used to understand and analyse the key performance indexes of the website which helps in delivering a better user experience for the visitors.',
  ],
  [
    'Advertisement',
    'Advertisement cookies are used to provide visitors with customised advertisements based on the pages you visited previously and to analyse the effectiveness of the ad campaigns.',
  ],
];
const cookieBanner = `<div class="cky-consent-container cky-classic-bottom" tabindex="0" aria-label="We value your privacy" role="region"><div class="cky-consent-bar" data-cky-tag="notice" style="background-color:#1F2A30;border-color:#1F2A30"><div class="cky-notice"><p class="cky-title" role="heading" aria-level="1" data-cky-tag="title" style="color:#FFFFFF">We value your privacy</p><div class="cky-notice-group"><div class="cky-notice-des" data-cky-tag="description" style="color:#FFFFFF"><p>We use cookies to enhance your browsing experience, serve personalised ads or content, and analyse our traffic. By clicking &quot;Accept All&quot;, you consent to our use of cookies. <a href="/cookie-policy" class="cky-policy">Cookie Policy</a></p></div><div class="cky-notice-btn-wrapper" data-cky-tag="notice-buttons"><button class="cky-btn cky-btn-customize" aria-label="Customise" data-cky-tag="settings-button">Customise</button><button class="cky-btn cky-btn-reject" aria-label="Reject All" data-cky-tag="reject-button">Reject All</button><button class="cky-btn cky-btn-accept" aria-label="Accept All" data-cky-tag="accept-button" style="background-color:#F2C230;color:#1F2A30">Accept All</button></div></div></div></div></div>
<div class="cky-modal" tabindex="-1"><div class="cky-preference-center" data-cky-tag="detail" role="dialog" aria-label="Customise Consent Preferences"><div class="cky-preference-header"><span class="cky-preference-title" role="heading" aria-level="1" data-cky-tag="detail-title">Customise Consent Preferences</span><button class="cky-btn-close" aria-label="Close" data-cky-tag="detail-close"><img src="https://cdn-cookieyes.com/assets/images/close.svg" alt="Close"></button></div><div class="cky-preference-body-wrapper"><div class="cky-preference-content-wrapper" data-cky-tag="detail-description"><p>We use cookies to help you navigate efficiently and perform certain functions. You will find detailed information about all cookies under each consent category below.</p><p>The cookies that are categorised as &quot;Necessary&quot; are stored on your browser as they are essential for enabling the basic functionalities of the site.</p></div><div class="cky-accordion-wrapper" data-cky-tag="detail-categories">${cookieCategories
  .map(
    ([name, text]) =>
      `<div class="cky-accordion" id="ckyDetailCategory${name.toLowerCase()}"><div class="cky-accordion-item"><div class="cky-accordion-chevron"><i class="cky-chevron-right"></i></div><div class="cky-accordion-header-wrapper"><div class="cky-accordion-header"><button class="cky-accordion-btn" aria-label="${name}" data-cky-tag="detail-category-title">${name}</button>${name === 'Necessary' ? '<span class="cky-always-active">Always Active</span>' : `<div class="cky-switch" data-cky-tag="detail-category-toggle"><input type="checkbox" id="ckySwitch${name.toLowerCase()}"></div>`}</div><div class="cky-accordion-header-des" data-cky-tag="detail-category-description"><p>${text}</p></div></div></div></div>`,
  )
  .join(
    '',
  )}</div></div><div class="cky-footer-wrapper"><div class="cky-prefrence-btn-wrapper"><button class="cky-btn cky-btn-reject" aria-label="Reject All">Reject All</button><button class="cky-btn cky-btn-preferences" aria-label="Save My Preferences">Save My Preferences</button><button class="cky-btn cky-btn-accept" aria-label="Accept All">Accept All</button></div><div class="cky-footer-shadow"></div></div></div></div>
<div class="cky-btn-revisit-wrapper cky-revisit-bottom-left" data-cky-tag="revisit-consent" data-tooltip="Consent Preferences" style="background-color:#1F2A30"><button class="cky-btn-revisit" aria-label="Consent Preferences"><img src="https://cdn-cookieyes.com/assets/images/revisit.svg" alt="Revisit consent button"></button></div>`;

const entryHeader = (page: BoulderPage) =>
  page.kind === 'post'
    ? `<header class="entry-header"><div class="ast-single-post-order"><h1 class="entry-title" itemprop="headline">${page.title}</h1><div class="entry-meta"><span class="posted-on"><span class="published" itemprop="datePublished">${page.date![0]}</span></span> / By <span class="posted-by vcard author" itemtype="https://schema.org/Person" itemscope="itemscope" itemprop="author"><a title="View all posts by Jo" href="/news" rel="author" class="url fn n" itemprop="url"><span class="author-name" itemprop="name">Jo</span></a></span> / <span class="cat-links"><a href="/news" rel="category tag">News</a></span></div></div></header>`
    : `<header class="entry-header ast-no-thumbnail"><h1 class="entry-title" itemprop="headline">${page.title}</h1></header>`;

function content(page: BoulderPage): string {
  if (page.kind === 'archive')
    return `<section class="ast-archive-description"><h1 class="page-title ast-archive-title">${page.title}</h1><p>News, setting updates and opening-hours changes from the Yard.</p></section>\n<div class="ast-row">${page.body}</div>\n<nav class="navigation pagination" aria-label="Posts pagination"><div class="nav-links"><span aria-current="page" class="page-numbers current">1</span></div></nav>`;
  const type = page.kind === 'post' ? 'post' : 'page';
  const classes =
    type === 'post'
      ? `post-${page.id} post type-post status-publish format-standard has-post-thumbnail hentry category-news ast-article-single`
      : `post-${page.id} page type-page status-publish ast-article-single`;
  const nav =
    type === 'post'
      ? '<nav class="navigation post-navigation" aria-label="Posts"><div class="nav-links"><div class="nav-previous"><a href="/news" rel="prev"><span class="ast-left-arrow">&larr;</span> Previous Post</a></div><div class="nav-next"><a href="/news" rel="next">Next Post <span class="ast-right-arrow">&rarr;</span></a></div></div></nav>'
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
 * Lays out a page as WordPress 6.6 with Astra 4.8 and Astra Pro, Yoast and CookieYes publishes it: the head
 * with its stylesheets and Yoast's schema graph, the header builder (a mega menu and the mobile copy of
 * it), Astra's breadcrumbs, the content in `#primary > main > article`, the footer widgets and copyright
 * bar, the cookie banner and the theme's scripts.
 */
export function boulderLayout(page: BoulderPage): SitePage {
  const title =
    page.path === '/' ? 'Boulder Yard | Indoor Bouldering Centre in Leeds' : `${page.title} | Boulder Yard`;
  const url = `${BOULDER_SITE}${page.path === '/' ? '/' : `${page.path}/`}`;
  // One language for the whole site: the Italian page for students is a plain page in an English WordPress.
  const lang = 'en-GB';
  const bodyClass =
    page.kind === 'post'
      ? `post-template-default single single-post postid-${page.id} single-format-standard`
      : page.kind === 'archive'
        ? 'blog'
        : `page-template-default page page-id-${page.id}${page.kind === 'home' ? ' home' : ''}`;
  const layoutClass = page.kind === 'home' ? 'ast-page-builder-template' : 'ast-plain-container';
  const articleMeta =
    page.kind === 'post'
      ? `<meta property="article:published_time" content="${page.date![1]}T10:04:17+00:00"/><meta name="author" content="Jo"/>`
      : '';
  const html = `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/b41e07c9a2d35f18e6/script.js"></script>
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1'/>
<title>${title}</title>
<meta name="description" content="${page.description}"/>
<link rel="canonical" href="${url}"/>
<meta property="og:locale" content="${lang.replace('-', '_')}"/>
<meta property="og:type" content="${page.kind === 'post' ? 'article' : 'website'}"/>
<meta property="og:title" content="${title}"/>
<meta property="og:description" content="${page.description}"/>
<meta property="og:url" content="${url}"/>
<meta property="og:site_name" content="Boulder Yard"/>
${articleMeta}
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"${page.kind === 'post' ? 'Article' : 'WebPage'}","@id":"${url}","url":"${url}","name":"${title.replace(/&amp;/g, '&')}","isPartOf":{"@id":"${BOULDER_SITE}/#website"},"inLanguage":"${lang}"},{"@type":"WebSite","@id":"${BOULDER_SITE}/#website","url":"${BOULDER_SITE}/","name":"Boulder Yard","publisher":{"@id":"${BOULDER_SITE}/#organization"},"inLanguage":"en-GB"},{"@type":"Organization","@id":"${BOULDER_SITE}/#organization","name":"Boulder Yard","url":"${BOULDER_SITE}/","logo":{"@type":"ImageObject","url":"${BOULDER_SITE}${UPLOADS}/2023/02/boulder-yard-logo-white.png"},"sameAs":["https://www.instagram.com/boulderyardleeds","https://www.facebook.com/boulderyardleeds"]}]}</script>
<link rel="alternate" type="application/rss+xml" title="Boulder Yard &raquo; Feed" href="${BOULDER_SITE}/feed/"/>
<link rel='stylesheet' id='astra-theme-css-css' href='/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.8.3' media='all'/>
<style id='astra-theme-css-inline-css'>:root{--ast-global-color-0:#f2c230;--ast-global-color-2:#1f2a30;--ast-global-color-5:#eef0f1}.ast-mobile-header-content{display:none}#ast-mobile-header{display:none}@media (max-width:921px){#ast-desktop-header{display:none}#ast-mobile-header{display:block}}.sub-menu,.ast-hidden{display:none}.by-price-grid .by-price-head{text-transform:uppercase;letter-spacing:.08em}</style>
<link rel='stylesheet' id='astra-addon-css-css' href='/wp-content/uploads/astra-addon/astra-addon-66b1f0c2e4a1d3-41822106.css?ver=4.8.1' media='all'/>
<link rel='stylesheet' id='wp-block-library-css' href='/wp-includes/css/dist/block-library/style.min.css?ver=6.6.2' media='all'/>
<link rel="https://api.w.org/" href="/wp-json/"/><link rel="alternate" title="JSON" type="application/json" href="/wp-json/wp/v2/pages/${page.id}"/>
<meta name="generator" content="WordPress 6.6.2"/>
<link rel='shortlink' href='${BOULDER_SITE}/?p=${page.id}'/>
<link rel="icon" href="${UPLOADS}/2023/02/boulder-yard-icon-32x32.png" sizes="32x32"/>
</head>
<body itemtype='https://schema.org/WebPage' itemscope='itemscope' class="${bodyClass} wp-custom-logo theme-astra ast-desktop ${layoutClass} ast-no-sidebar astra-4.8.3 ast-header-custom-item-inside ast-hfb-header ast-full-width-primary-header ast-normal-title-enabled astra-addon-4.8.1">
<a class="skip-link screen-reader-text" href="#content" title="Skip to content">Skip to content</a>
<div class="hfeed site" id="page">
${header(page.path)}
${breadcrumbs(page)}
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
<div id="ast-scroll-top" tabindex="0" class="ast-scroll-top-icon ast-scroll-to-top-right" data-on-devices="both"><span class="screen-reader-text">Scroll to Top</span></div>
<script src="/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.8.3" id="astra-theme-js-js"></script>
<script src="/wp-content/uploads/astra-addon/astra-addon-66b1f0c2e4a1d3-41822106.js?ver=4.8.1" id="astra-addon-js-js"></script>
</body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
