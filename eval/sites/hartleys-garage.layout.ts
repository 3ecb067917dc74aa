import type { SitePage } from './site-server.ts';

/** A page of Hartley's Garage before layout: the sections the owner added in GoDaddy's Website Builder. */
export interface GaragePage {
  path: string;
  /** The page title as the builder's page settings hold it (the site name is added after a pipe). */
  title: string;
  description: string;
  /** The page's widgets, built with the helpers below or written by hand (broken on two pages). */
  body: string;
  /** Blog posts are rendered by the builder's blog widget and carry article meta tags. */
  kind?: 'page' | 'post';
  unlisted?: boolean;
}

export const GARAGE_SITE = 'https://www.hartleys-garage.test';
export const GARAGE_PHONE = '01632 960418';
export const GARAGE_PHONE_HREF = 'tel:+441632960418';
/** The workshop mobile, for texts and the collection driver. */
export const GARAGE_MOBILE = '07700 900271';
export const GARAGE_EMAIL = 'bookings@hartleys-garage.test';
export const GARAGE_ADDRESS = 'Mill Lane, Helmsworth, North Yorkshire YO62 5HT';
export const GARAGE_COMPANY = 'Hartley &amp; Sons (Helmsworth) Ltd';
export const GARAGE_COMPANY_NO = '03918274';
export const GARAGE_VAT = 'GB 742 1856 09';

const WEBSITE_ID = 'b3f1c2d4-7a8e-4c1f-9d20-5e6a7b8c9d01';
const IMG = `//img1.wsimg.com/isteam/ip/${WEBSITE_ID}`;

// The builder prints glamor's generated atomic classes (c1-1, c1-2, …) and a uuid for every widget; a fixed
// seed keeps both stable between runs.
let seed = 48_271;
const rand = () => {
  seed = (seed * 16_807) % 2_147_483_647;
  return seed;
};
const hex = (width: number) => rand().toString(16).padStart(8, '0').slice(0, width).padEnd(width, 'a');
const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(8)}${hex(4)}`;

/** The atomic class list the builder prints on every element: `x-el x-el-<tag>` then a run of `c1-*`. */
export const cx = (tag: string, extra = '') => {
  const start = rand() % 600;
  const count = 4 + (rand() % 9);
  const classes = Array.from({ length: count }, (_, i) => `c1-${(start + i * 3).toString(36)}`);
  return `x-el x-el-${tag} c1-1 c1-2 ${classes.join(' ')}${extra ? ` ${extra}` : ''}`;
};

/**
 * The rich-text editor's paragraphs: each a `<p style="margin:0">` with its text in spans; `**x**` is bold.
 * Text between markers stays in one span, so a price never parts from its pound sign.
 */
const inline = (text: string) =>
  text
    .split(/(\*\*.+?\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**') ? `<strong><span>${part.slice(2, -2)}</span></strong>` : `<span>${part}</span>`,
    )
    .join('');

export const p = (text: string) => `<p style="margin:0">${inline(text)}</p>`;
/** The empty line the editor leaves between paragraphs. */
export const gap = () => '<p style="margin:0"><span><br/></span></p>';
export const ul = (...items: string[]) =>
  `<ul>${items.map((item) => `<li><p style="margin:0">${inline(item)}</p></li>`).join('')}</ul>`;

/** A block of rich text (data-ux="ContentText"), its paragraphs separated by the editor's empty lines. */
export const rt = (...parts: string[]) =>
  `<div data-ux="ContentText" data-aid="CONTENT_DESCRIPTION_RENDERED" class="${cx('div', 'x-rt')}">${parts.join(gap())}</div>`;

/** A content heading, printed as the builder does it: an h4 with a span. */
export const h4 = (text: string) =>
  `<h4 role="heading" aria-level="4" data-ux="ContentHeading" data-aid="CONTENT_HEADING_RENDERED" class="${cx('h4')}"><span data-ux="Element" class="${cx('span')}">${text}</span></h4>`;

/** A "heading" that is only a bold, larger text block: what owners make when they restyle a paragraph. */
export const divHeading = (text: string) =>
  `<div data-ux="Text" class="${cx('div', 'x-rt')}"><p style="margin:0"><span style="font-size:22px"><strong>${text}</strong></span></p></div>`;

export const button = (label: string, href: string, aid = 'CONTENT_CTA') =>
  `<a data-ux="Button" data-aid="${aid}" href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''} data-tccl="ux2.CONTENT.content2.Content.Default.Button.Default.${rand() % 90_000}.click,click" class="${cx('a')}">${label}</a>`;

export const img = (file: string, alt: string) =>
  `<img src="${IMG}/${file}/:/rs=w:600,h:400,cg:true,m/cr=w:600,h:400" srcSet="${IMG}/${file}/:/rs=w:600,h:400,cg:true,m/cr=w:600,h:400, ${IMG}/${file}/:/rs=w:1200,h:800,cg:true,m/cr=w:1200,h:800 2x" alt="${alt}" data-ux="Image" class="${cx('img')}"/>`;

/**
 * A section widget: the builder's `widget widget-<type>` wrapper, a `<section data-ux="Section">`, a
 * container and the section title as an h2 (a span inside), then the section's blocks.
 */
export const section = (type: string, heading: string, ...blocks: string[]) => {
  const id = uuid();
  const title = heading
    ? `<h2 role="heading" aria-level="2" data-ux="SectionHeading" data-aid="${type.toUpperCase()}_SECTION_TITLE_RENDERED" class="${cx('h2')}"><span data-ux="Element" class="${cx('span')}">${heading}</span></h2>`
    : '';
  return `<div id="${id}" class="widget widget-${type} widget-${type}-${type}-${1 + (rand() % 9)}"><div data-ux="WidgetBanner" class="${cx('div')}"><section data-ux="Section" data-aid="${type.toUpperCase()}_SECTION_RENDERED" class="${cx('section')}"><div data-ux="Container" class="${cx('div')}">${title}${blocks.map((b) => `<div data-ux="Block" class="${cx('div')}">${b}</div>`).join('')}</div></section></div></div>`;
};

/** Cards side by side in the builder's grid (data-ux="Grid"), each cell a GridCell. */
export const cards = (...cells: string[]) =>
  `<div data-ux="Grid" class="${cx('div')}">${cells.map((c) => `<div data-ux="GridCell" class="${cx('div')}"><div data-ux="ContentCard" class="${cx('div')}">${c}</div></div>`).join('')}</div>`;

/** The page hero: a background image, the title and a tagline, an optional call to action. */
export const hero = (heading: string, tagline: string, cta?: [string, string]) =>
  `<div id="${uuid()}" class="widget widget-header widget-header-header-9"><div data-ux="HeaderMedia" class="${cx('div')}"><div data-ux="Background" role="img" aria-label="" class="${cx('div')}" style="background-image:url(${IMG}/hero-workshop.jpg/:/rs=w:1600,m)"></div><div data-ux="Container" class="${cx('div')}"><h1 role="heading" aria-level="1" data-ux="Tagline" data-aid="HEADER_TAGLINE_RENDERED" class="${cx('h1')}"><span data-ux="Element" class="${cx('span')}">${heading}</span></h1><div data-ux="HeaderSubTagline" data-aid="HEADER_SUBTAGLINE_RENDERED" class="${cx('div', 'x-rt')}"><p style="margin:0"><span>${tagline}</span></p></div>${cta ? button(cta[0], cta[1], 'HEADER_CTA_BTN') : ''}</div></div></div>`;

/**
 * The builder's price list ("Menu" section): each item's name, description and price in separate elements,
 * so a price stands alone on its line with nothing but its position tying it to the name.
 */
export const priceList = (items: [name: string, description: string, price: string][]) =>
  `<div data-ux="MenuSection" class="${cx('div')}">${items
    .map(
      ([name, description, price]) =>
        `<div data-ux="MenuItem" class="${cx('div')}"><div data-ux="Block" class="${cx('div')}"><h4 role="heading" aria-level="4" data-ux="MenuItemTitle" data-aid="MENU_ITEM_TITLE" class="${cx('h4')}">${name}</h4>${description ? `<div data-ux="MenuItemDescription" data-aid="MENU_ITEM_DESCRIPTION" class="${cx('div', 'x-rt')}">${description}</div>` : ''}</div><div data-ux="MenuItemPrice" data-aid="MENU_ITEM_PRICE" class="${cx('div')}">${price}</div></div>`,
    )
    .join('')}</div>`;

/**
 * A table pasted into the builder's HTML section: the owner's own `<table>`, with inline styles. The
 * builder normally puts custom HTML in an iframe; this one is the "render inline" option.
 */
export const table = (head: string[], rows: string[][], caption = '') =>
  `<div data-ux="HTMLContent" data-aid="HTML_SECTION_RENDERED" class="${cx('div', 'widget-html-html-2')}"><table style="width:100%;border-collapse:collapse;font-family:Arial,sans-serif">${caption ? `<caption style="text-align:left;font-weight:bold;padding:6px 0">${caption}</caption>` : ''}<tr style="background:#1f3a5f;color:#fff">${head.map((h) => `<td style="padding:8px"><b>${h}</b></td>`).join('')}</tr>${rows
    .map(
      (r, i) =>
        `<tr${i % 2 ? ' style="background:#f2f4f7"' : ''}>${r.map((c) => `<td style="padding:8px;border-bottom:1px solid #ddd">${c}</td>`).join('')}</tr>`,
    )
    .join('')}</table></div>`;

/** Label and value in two separate text elements, as the builder's "Content" list prints key facts. */
export const labelled = (pairs: [label: string, value: string][]) =>
  `<div data-ux="Block" class="${cx('div')}">${pairs
    .map(
      ([label, value]) =>
        `<div data-ux="Block" class="${cx('div')}"><div data-ux="Text" class="${cx('div')}">${label}</div><div data-ux="Text" class="${cx('div', 'x-rt')}"><p style="margin:0"><span><strong>${value}</strong></span></p></div></div>`,
    )
    .join('')}</div>`;

/**
 * The builder's accordion layout of a content section: every question a button with aria-expanded="false",
 * every answer saved collapsed with `display:none` and `aria-hidden`.
 */
export const accordion = (items: [question: string, answer: string][]) => {
  const id = uuid().slice(0, 8);
  return `<div data-ux="ContentCards" data-aid="FAQ_ACCORDION" class="${cx('div')}">${items
    .map(
      ([question, answer], i) =>
        `<div data-ux="Block" class="${cx('div')}"><button type="button" data-ux="Element" data-aid="FAQ_QUESTION_${i}" id="acc-${id}-${i}" aria-expanded="false" aria-controls="acc-${id}-${i}-panel" class="${cx('button')}"><span data-ux="Element" class="${cx('span')}">${question}</span><svg viewBox="0 0 24 24" fill="currentColor" width="24" height="24" data-ux="Icon" class="${cx('svg')}"><path d="M19.544 7.236a.773.773 0 0 1-.031 1.068l-7.883 7.487c-.016.015-.036.02-.052.034-.061.05-.567.15-.613.15"></path></svg></button><div id="acc-${id}-${i}-panel" data-ux="Block" role="region" aria-hidden="true" style="display:none" class="${cx('div')}"><div data-ux="ContentText" class="${cx('div', 'x-rt')}">${answer}</div></div></div>`,
    )
    .join('')}</div>`;
};

/** A testimonial card of the builder's reviews section. */
export const review = (quote: string, name: string, stars = 5) =>
  `<div data-ux="Block" class="${cx('div')}"><div data-ux="Block" aria-label="${stars} out of 5 stars" class="${cx('div')}">${'&#9733;'.repeat(stars)}</div><div data-ux="ContentText" class="${cx('div', 'x-rt')}"><p style="margin:0"><span>&ldquo;${quote}&rdquo;</span></p></div><div data-ux="Text" class="${cx('div')}">${name}</div></div>`;

type MenuItem = [href: string, label: string];
/** The first five links show in the header; the rest sit in the builder's "More" dropdown. */
const menu: MenuItem[] = [
  ['/', 'Home'],
  ['/mot', 'MOT'],
  ['/servicing', 'Servicing'],
  ['/repairs', 'Repairs'],
  ['/tyres', 'Tyres'],
  ['/diagnostics', 'Diagnostics'],
  ['/air-conditioning', 'Air Con'],
  ['/electric-hybrid', 'EV &amp; Hybrid'],
  ['/courtesy-car', 'Courtesy Car'],
  ['/collection-delivery', 'Collection &amp; Delivery'],
  ['/prices', 'Prices'],
  ['/opening-hours', 'Opening Hours'],
  ['/payment', 'Paying &amp; Finance'],
  ['/book', 'Book Online'],
  ['/about-us', 'About Us'],
  ['/reviews', 'Reviews'],
  ['/faq', 'FAQ'],
  ['/blog', 'News'],
  ['/careers', 'Careers'],
  ['/contact', 'Contact Us'],
];

const navLink = ([href, label]: MenuItem, path: string, ux: string) =>
  `<a rel="" role="link" aria-haspopup="false" data-ux="${ux}" target="" data-page="${href}" data-edit-interactive="true" href="${href}" class="${cx('a', href === path ? 'active' : '')}"${href === path ? ' aria-current="page"' : ''}>${label}</a>`;

/**
 * The header: logo text, the phone in the top bar, five links and "More", and the hamburger whose drawer
 * (a second copy of the whole menu) the builder keeps hidden until it is tapped.
 */
function header(path: string): string {
  const shown = menu.slice(0, 5);
  const more = menu.slice(5);
  return `<div id="${uuid()}" class="widget widget-header widget-header-header-9"><div data-ux="Header" role="main" data-aid="HEADER_WIDGET" class="${cx('div')}"><div data-ux="Block" class="${cx('div')}"><div data-ux="Block" class="${cx('div')}"><a rel="" role="link" aria-haspopup="false" data-ux="Link" href="${GARAGE_PHONE_HREF}" data-aid="HEADER_PHONE_RENDERED" class="${cx('a')}">${GARAGE_PHONE}</a></div><nav data-ux="Container" class="${cx('nav')}"><div data-ux="Block" class="${cx('div')}"><a rel="" role="button" aria-haspopup="menu" data-ux="LinkDropdown" data-toggle-ignore="true" id="hamburger-toggle" aria-expanded="false" toggleid="n-navId-mobile" icon="hamburger" data-edit-interactive="true" data-aid="HAMBURGER_MENU_LINK" aria-label="Hamburger Site Navigation Icon" href="#" class="${cx('a')}"><svg viewBox="0 0 24 24" fill="currentColor" width="40px" height="40px" data-ux="IconHamburger" class="${cx('svg')}"><path fill-rule="evenodd" d="M19.248 17.5a.75.75 0 1 1 0 1.5H4.752a.75.75 0 1 1 0-1.5h14.496zm0-6.25a.75.75 0 1 1 0 1.5H4.752a.75.75 0 1 1 0-1.5h14.496zm0-6.25a.75.75 0 1 1 0 1.5H4.752a.75.75 0 1 1 0-1.5h14.496z"></path></svg></a></div><div data-ux="Block" class="${cx('div')}"><div data-ux="Block" data-aid="HEADER_LOGO_RENDERED" class="${cx('div')}"><a rel="" role="link" aria-haspopup="menu" data-ux="Link" data-page="/" title="Hartley&#x27;s Garage" href="/" class="${cx('a')}"><div data-ux="Block" id="logo-container" class="${cx('div')}"><span data-ux="Element" class="${cx('span')}">Hartley&#x27;s Garage</span></div></a></div></div><div data-ux="Block" class="${cx('div')}"><ul data-ux="List" id="nav-desktop" class="${cx('ul')}">${shown.map((m) => `<li data-ux="ListItemInline" class="${cx('li')}">${navLink(m, path, 'NavLink')}</li>`).join('')}<li data-ux="ListItemInline" class="${cx('li')}"><div data-ux="Element" id="bs-more" class="${cx('div')}"><a rel="" role="button" aria-haspopup="menu" data-ux="NavLinkDropdown" data-toggle-ignore="true" aria-expanded="false" data-aid="NAV_MORE" href="#" class="${cx('a')}"><div style="pointer-events:none;display:flex;align-items:center"><span>More</span><svg viewBox="0 0 24 24" fill="currentColor" width="16" height="16" data-ux="Icon" class="${cx('svg')}"><path fill-rule="evenodd" d="M19.544 7.236a.773.773 0 0 1-.031 1.068l-7.883 7.487"></path></svg></div></a><div data-ux="Element" id="bs-more-menu" class="${cx('div')}"><ul data-ux="List" class="${cx('ul')}">${more.map((m) => `<li data-ux="ListItem" role="menuitem" class="${cx('li')}">${navLink(m, path, 'NavMoreMenuLink')}</li>`).join('')}</ul></div></div></li></ul></div><div data-ux="Block" class="${cx('div')}">${button('Book Online', '/book', 'HEADER_BOOK_BTN')}</div></nav></div></div><div role="navigation" data-ux="NavigationDrawer" id="n-navId-mobile" aria-hidden="true" style="display:none" class="${cx('div')}"><div data-ux="Block" class="${cx('div')}"><svg viewBox="0 0 24 24" fill="currentColor" width="40px" height="40px" data-ux="CloseIcon" data-edit-interactive="true" data-close="true" class="${cx('svg')}"><path fill-rule="evenodd" d="M19.219 5.22a.75.75 0 0 0-1.061 0l-5.939 5.939-5.939-5.939"></path></svg><div data-ux="Container" id="n-navId-mobile-container" class="${cx('div')}"><ul role="menu" data-ux="NavigationDrawerList" id="n-navId-mobile-list" class="${cx('ul')}">${menu.map((m) => `<li role="menuitem" data-ux="NavigationDrawerListItem" class="${cx('li')}">${navLink(m, path, 'NavigationDrawerLink')}</li>`).join('')}</ul><div data-ux="Block" class="${cx('div')}"><p data-ux="Text" class="${cx('p')}">Call us: ${GARAGE_PHONE}</p></div></div></div></div></div>`;
}

/** The contact strip the owner added to the footer of every page, then the builder's own footer. */
const footer = `<div id="${uuid()}" class="widget widget-contact widget-contact-contact-4"><div data-ux="WidgetBanner" class="${cx('div')}"><section data-ux="Section" data-aid="CONTACT_SECTION_RENDERED" class="${cx('section')}"><div data-ux="Container" class="${cx('div')}"><div data-ux="Grid" class="${cx('div')}"><div data-ux="GridCell" class="${cx('div')}"><h4 role="heading" aria-level="4" data-ux="ContentHeading" class="${cx('h4')}">Hartley&#x27;s Garage</h4><p data-ux="ContentText" data-aid="CONTACT_INFO_ADDRESS_REND" class="${cx('p')}">${GARAGE_ADDRESS}</p><a rel="" role="link" aria-haspopup="false" data-ux="ContentLink" data-aid="CONTACT_INFO_PHONE_REND" href="${GARAGE_PHONE_HREF}" class="${cx('a')}">${GARAGE_PHONE}</a><a rel="" role="link" aria-haspopup="false" data-ux="ContentLink" data-aid="CONTACT_INFO_EMAIL_REND" href="mailto:${GARAGE_EMAIL}" class="${cx('a')}">${GARAGE_EMAIL}</a></div><div data-ux="GridCell" class="${cx('div')}"><h4 role="heading" aria-level="4" data-ux="ContentHeading" class="${cx('h4')}">Opening hours</h4><table data-ux="Table" data-aid="CONTACT_HOURS_REND" class="${cx('table')}"><tbody><tr><td data-ux="Text" class="${cx('td')}">Mon &ndash; Fri</td><td data-ux="Text" class="${cx('td')}">8:00 am &ndash; 5:30 pm</td></tr><tr><td data-ux="Text" class="${cx('td')}">Sat</td><td data-ux="Text" class="${cx('td')}">8:00 am &ndash; 12:00 pm</td></tr><tr><td data-ux="Text" class="${cx('td')}">Sun</td><td data-ux="Text" class="${cx('td')}">Closed</td></tr></tbody></table><p data-ux="Text" class="${cx('p')}">Closed on bank holidays.</p></div></div></div></section></div></div>
<div id="${uuid()}" class="widget widget-footer widget-footer-footer-3"><div data-ux="Footer" role="contentinfo" data-aid="FOOTER_SECTION_RENDERED" class="${cx('div')}"><div data-ux="Container" class="${cx('div')}"><p data-ux="FooterText" data-aid="FOOTER_BUSINESS_NAME_RENDERED" class="${cx('p', 'x-rt')}"><span>${GARAGE_COMPANY}, trading as Hartley&#x27;s Garage. Registered in England and Wales, company number ${GARAGE_COMPANY_NO}. VAT registration number ${GARAGE_VAT}.</span></p><ul data-ux="List" class="${cx('ul')}"><li class="${cx('li')}"><a data-ux="FooterLink" href="/privacy-policy" class="${cx('a')}">Privacy Policy</a></li><li class="${cx('li')}"><a data-ux="FooterLink" href="/cookie-policy" class="${cx('a')}">Cookie Policy</a></li><li class="${cx('li')}"><a data-ux="FooterLink" href="/terms-and-conditions" class="${cx('a')}">Terms &amp; Conditions</a></li></ul><p data-ux="FooterText" data-aid="FOOTER_COPYRIGHT_RENDERED" class="${cx('p')}"><span>Copyright &copy; 2026 Hartley&#x27;s Garage - All Rights Reserved.</span></p><p data-ux="FooterText" data-aid="FOOTER_POWERED_BY_AIRO_RENDERED" class="${cx('p')}"><span>Powered by <a rel="nofollow noopener" target="_blank" href="https://www.godaddy.example/websites/website-builder" class="${cx('a')}">GoDaddy</a></span></p></div></div></div>`;

/** The builder's cookie banner, printed on every page and shown until a choice is made. */
const cookieBanner = `<div id="${uuid()}" class="widget widget-cookie-banner widget-cookie-banner-cookie-banner-1"><div data-ux="Block" role="dialog" aria-label="Cookie banner" data-aid="COOKIE_BANNER" class="${cx('div')}"><p data-ux="Text" data-aid="CB_TITLE" class="${cx('p')}"><strong>This website uses cookies.</strong></p><p data-ux="Text" data-aid="CB_TEXT" class="${cx('p')}">We use cookies to analyse website traffic and optimise your website experience. By accepting our use of cookies, your data will be aggregated with all other user data.</p><a data-ux="Button" data-aid="CB_DECLINE" href="#" class="${cx('a')}">Decline</a><a data-ux="Button" data-aid="CB_ACCEPT" href="#" class="${cx('a')}">Accept</a></div></div>`;

/**
 * Lays out a page as GoDaddy's Website Builder publishes it: its generator tag, glamor's inline stylesheet,
 * an AutoRepair JSON-LD block, the `layout` and `Page` wrappers (no `<main>`), the header with its hidden
 * drawer, the page's widgets, the contact strip and footer, the cookie banner and the builder's scripts.
 */
export function garageLayout(page: GaragePage): SitePage {
  const title = `${page.title} | Hartley&#x27;s Garage`;
  const og =
    page.kind === 'post'
      ? '<meta property="og:type" content="article"/><meta property="article:author" content="Hartley&#x27;s Garage"/>'
      : '<meta property="og:type" content="website"/>';
  const html = `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><meta http-equiv="X-UA-Compatible" content="IE=edge"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="author" content="Hartley&#x27;s Garage"/><meta name="generator" content="Starfield Technologies; Go Daddy Website Builder 8.0.0000"/><link rel="manifest" href="/manifest.webmanifest"/><link rel="apple-touch-icon" sizes="57x57" href="${IMG}/site-favicon.png/:/rs=w:57,h:57,m"/><meta name="description" content="${page.description}"/><meta property="og:url" content="${GARAGE_SITE}${page.path}"/><meta property="og:site_name" content="Hartley&#x27;s Garage"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${page.description}"/>${og}<meta property="og:locale" content="en_GB"/><link rel="canonical" href="${GARAGE_SITE}${page.path}"/><script type="text/javascript" src="//img1.wsimg.com/tcc/tcc_l.combined.1.0.6.min.js" crossorigin=""></script><link rel="stylesheet" href="//img1.wsimg.com/blobby/go/font-bundles/montserrat-source-sans.css"/><style data-inline-fonts>@font-face{font-family:'Montserrat';font-style:normal;font-weight:400;font-display:swap;src:url(https://img1.wsimg.com/gfonts/s/montserrat/v26/JTUSjIg1_i6t8kCHKm459Wlhyw.woff2) format('woff2')}</style><style data-glamor="cxs-default-sheet">.x .c1-1{letter-spacing:normal}.x .c1-2{text-transform:none}.x .c1-3{background-color:rgb(255, 255, 255)}.x .c1-4{width:100%}.x .c1-5 > div{position:relative;overflow:hidden}.x .c1-b{font-family:'Source Sans Pro', arial, sans-serif}.x .c1-c{font-size:16px}</style><script type="application/ld+json">{"@context":"https://schema.org","@type":"AutoRepair","name":"Hartley's Garage","url":"${GARAGE_SITE}/","telephone":"+44 1632 960418","email":"${GARAGE_EMAIL}","address":{"@type":"PostalAddress","streetAddress":"Mill Lane","addressLocality":"Helmsworth","addressRegion":"North Yorkshire","postalCode":"YO62 5HT","addressCountry":"GB"},"openingHours":["Mo-Fr 08:00-17:30","Sa 08:00-12:00"]}</script></head><body class="x  x-fonts-montserrat x-fonts-source-sans-pro"><div id="layout-${WEBSITE_ID}" class="layout layout-layout layout-layout-layout-10 locale-en-GB lang-en"><div data-ux="Page" id="page-${rand() % 100_000}" class="${cx('div')}"><div data-ux="Block" class="${cx('div')}">
${header(page.path)}
${page.body}
${footer}
${cookieBanner}
</div></div></div><script type="text/javascript">window.cxs && window.cxs.setOptions({ prefix: "c2-" });</script><script type="text/javascript">"undefined"===typeof _trfq&&(window._trfq=[]);"undefined"==typeof _trfd&&(window._trfd=[]),_trfd.push({"tccl.baseHost":"secureserver.net"},{"ap":"IPv2"},{"server":"p3plwsbuilder02"},{"pod":"P3-WSB"},{"websiteId":"${WEBSITE_ID}"},{"pd":"2026-11-02T09:41:17.000Z"})</script><script src="//img1.wsimg.com/ceph-p3-01/website-builder-data-prod/static/widgets/UX.4.61.7.js" crossorigin=""></script><script src="//img1.wsimg.com/signals/js/clients/scc-c2/scc-c2.min.js" async=""></script></body></html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
