import type { SitePage } from './site-server.ts';

/** A page of Trevellan Bay Holiday Park before layout: what the Webflow Designer and CMS would publish. */
export interface BayPage {
  path: string;
  title: string;
  description: string;
  /** The page's sections, built with the helpers below or written by hand (broken on two pages). */
  body: string;
  /** A CMS template page (a news post) carries the collection item's id, as Webflow prints it. */
  template?: 'static' | 'news-item';
  unlisted?: boolean;
}

export const BAY_PHONE = '01637 870512';
export const BAY_EMAIL = 'stay@trevellan-bay.test';
/** The on-site warden's mobile, for emergencies when reception is closed. */
export const BAY_WARDEN = '07700 900418';
/** The external booking engine every "Book now" button opens. */
export const BOOK_URL = 'https://book.campbook.example/parks/trevellan-bay?utm_source=website';

const SITE_ID = '65e1c0a7b3d2f40012a9c3e1';
const CDN = `https://cdn.prod.website-files.com/${SITE_ID}`;

// Webflow gives every page, grid cell and form element generated ids; counters keep them stable between runs.
let nextPage = 1;
let nextNode = 1;
let nextTabs = 0;
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
const nodeId = () =>
  `w-node-_${hex(0x3f1a2b4c + nextNode, 8)}-5d6e-7f80-9a1b-${hex(0x2c3d4e5f6a7b + nextNode++, 12)}`;

/** A CDN image as the Designer prints it: hashed file name, lazy loading and a srcset. */
export const img = (file: string, alt: string, cls = 'image') => {
  const src = `${CDN}/${hex(0x6601ab00 + file.length * 7919, 8)}f2c3a1b4_${file}`;
  const srcset = file.endsWith('.jpg')
    ? ` sizes="(max-width: 479px) 100vw, (max-width: 767px) 92vw, 940px" srcset="${src.replace(/\.jpg$/, '-p-500.jpg')} 500w, ${src.replace(/\.jpg$/, '-p-800.jpg')} 800w, ${src} 1600w"`
    : '';
  return `<img src="${src}" loading="lazy"${srcset} alt="${alt}" class="${cls}"/>`;
};

/** A section with Webflow's fixed-width container. */
export const section = (cls: string, ...inner: string[]) =>
  `<section class="section ${cls}"><div class="w-container">${inner.join('')}</div></section>`;

/** A Rich Text element: the CMS or the Designer's rich text. */
export const richText = (inner: string, cls = 'rich-text') => `<div class="${cls} w-richtext">${inner}</div>`;

/** A CSS grid: every direct child gets a generated w-node id, as Webflow does when cells are placed by hand. */
export const grid = (cls: string, ...cells: string[]) =>
  `<div class="w-layout-grid ${cls}">${cells.map((c) => `<div id="${nodeId()}" class="${cls}-cell">${c}</div>`).join('')}</div>`;

export const button = (label: string, href: string, cls = 'button') =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank"' : ''} class="${cls} w-button">${label}</a>`;

/** A page hero: the heading, a line of copy and a background image set in the Designer's CSS. */
export const hero = (heading: string, sub: string, cls = 'hero') =>
  `<header class="section ${cls}"><div class="hero-overlay"></div><div class="hero-container w-container"><h1 class="hero-heading">${heading}</h1><p class="hero-paragraph">${sub}</p></div></header>`;

/** Label and value on separate lines, as the Designer's "fact list" component prints them. */
export const facts = (pairs: [label: string, value: string][]) =>
  `<div class="fact-list">${pairs
    .map(
      ([label, value]) =>
        `<div class="fact-row"><div class="fact-label">${label}</div><div class="fact-value">${value}</div></div>`,
    )
    .join('')}</div>`;

/** Webflow's Tabs element: a tab menu of links, then one pane per tab, only the first shown. */
export const tabs = (cls: string, panes: [label: string, inner: string][]) => {
  const t = nextTabs++;
  return `<div data-current="Tab 1" data-easing="ease" data-duration-in="300" data-duration-out="100" class="${cls} w-tabs"><div class="${cls}-menu w-tab-menu" role="tablist">${panes
    .map(
      ([label], i) =>
        `<a data-w-tab="Tab ${i + 1}" class="${cls}-link w-inline-block w-tab-link${i === 0 ? ' w--current' : ''}" id="w-tabs-${t}-data-w-tab-${i}" href="#w-tabs-${t}-data-w-pane-${i}" role="tab" aria-controls="w-tabs-${t}-data-w-pane-${i}" aria-selected="${i === 0}"${i === 0 ? '' : ' tabindex="-1"'}><div>${label}</div></a>`,
    )
    .join('')}</div><div class="w-tab-content">${panes
    .map(
      ([, inner], i) =>
        `<div data-w-tab="Tab ${i + 1}" class="w-tab-pane${i === 0 ? ' w--tab-active' : ''}" id="w-tabs-${t}-data-w-pane-${i}" role="tabpanel" aria-labelledby="w-tabs-${t}-data-w-tab-${i}">${inner}</div>`,
    )
    .join('')}</div></div>`;
};

/** A CMS Collection List: wrapper, items, and the empty state Webflow always prints (hidden by CSS). */
export const dynList = (cls: string, items: string[]) =>
  `<div class="${cls}-wrapper w-dyn-list"><div role="list" class="${cls} w-dyn-items">${items
    .map((item) => `<div role="listitem" class="${cls}-item w-dyn-item">${item}</div>`)
    .join('')}</div><div class="w-dyn-empty"><div>No items found.</div></div></div>`;

/**
 * The FAQ accordion: Webflow has no accordion element, so the designer built one from divs and an
 * Interactions (IX2) trigger; every answer is saved collapsed with an inline height of 0.
 */
export const accordion = (items: [question: string, answer: string][]) =>
  `<div class="faq-list">${items
    .map(
      ([q, a], i) =>
        `<div class="faq-item"><div data-w-id="b7c1d2e3-f405-1627-3849-5a6b7c8d9e${hex(i, 2)}" class="faq-question"><div class="faq-question-text">${q}</div><div class="faq-icon w-embed"><svg width="16" height="16" viewBox="0 0 16 16" fill="none"><path d="M8 1v14M1 8h14" stroke="currentColor" stroke-width="2"/></svg></div></div><div style="height:0px" class="faq-answer"><div class="faq-answer-inner w-richtext">${a}</div></div></div>`,
    )
    .join('')}</div>`;

type FormField = [
  name: string,
  label: string,
  type: 'text' | 'email' | 'tel' | 'date' | 'textarea' | 'select',
  options?: string[],
];

/** A native Webflow form with its success and failure messages, both hidden until the form is sent. */
export const form = (name: string, fields: FormField[], submit: string, done: string, fail: string) => {
  const id = name.replace(/\s+/g, '-');
  const field = ([fname, label, type, options]: FormField) => {
    const fid = fname.replace(/\s+/g, '-');
    const control =
      type === 'textarea'
        ? `<textarea id="${fid}" name="${fid}" maxlength="5000" data-name="${fname}" placeholder="" class="text-area w-input"></textarea>`
        : type === 'select'
          ? `<select id="${fid}" name="${fid}" data-name="${fname}" class="select-field w-select">${(options ?? []).map((o) => `<option value="${o}">${o}</option>`).join('')}</select>`
          : `<input class="text-field w-input" maxlength="256" name="${fid}" data-name="${fname}" placeholder="" type="${type}" id="${fid}"${type === 'email' ? ' required=""' : ''}/>`;
    return `<label for="${fid}" class="field-label">${label}</label>${control}`;
  };
  return `<div class="form-block w-form"><form id="wf-form-${id}" name="wf-form-${id}" data-name="${name}" method="get" class="form" data-wf-page-id="65e1c0a7b3d2f400${hex(nextPage, 8)}" data-wf-element-id="${hex(0x9a8b7c6d + nextNode++, 8)}-1c2d-3e4f-5a6b-7c8d9e0f1a2b">${fields
    .map(field)
    .join(
      '',
    )}<input type="submit" data-wait="Please wait..." class="submit-button w-button" value="${submit}"/></form><div class="success-message w-form-done" tabindex="-1" role="region" aria-label="${name} success"><div>${done}</div></div><div class="error-message w-form-fail" tabindex="-1" role="region" aria-label="${name} failure"><div>${fail}</div></div></div>`;
};

const menu: [label: string, href: string, children: [string, string][]][] = [
  [
    'Stay',
    '/touring-camping',
    [
      ['/touring-camping', 'Touring &amp; Camping'],
      ['/static-caravans', 'Static Caravans'],
      ['/glamping-pods', 'Glamping Pods'],
    ],
  ],
  ['Prices', '/prices', []],
  [
    'The Park',
    '/facilities',
    [
      ['/facilities', 'Facilities &amp; Opening Times'],
      ['/dogs', 'Dogs'],
      ['/accessibility', 'Accessibility'],
      ['/park-rules', 'Park Rules'],
      ['/about-us', 'Our Story'],
    ],
  ],
  [
    'Explore',
    '/things-to-do',
    [
      ['/whats-on', 'What&rsquo;s On'],
      ['/things-to-do', 'Things to Do Nearby'],
      ['/getting-here', 'Getting Here'],
      ['/news', 'News'],
    ],
  ],
  ['FAQ', '/faq', []],
  ['Contact', '/contact', []],
];

let nextDropdown = 0;
function nav(path: string): string {
  const current = (href: string) => (href === path ? ' w--current" aria-current="page' : '');
  return menu
    .map(([label, href, children]) => {
      if (!children.length)
        return `<a href="${href}" class="nav-link w-nav-link${current(href)}">${label}</a>`;
      const d = nextDropdown++;
      return `<div data-hover="true" data-delay="150" class="nav-dropdown w-dropdown"><div class="nav-dropdown-toggle w-dropdown-toggle" id="w-dropdown-toggle-${d}" aria-controls="w-dropdown-list-${d}" aria-haspopup="menu" aria-expanded="false" role="button" tabindex="0"><div class="w-icon-dropdown-toggle" aria-hidden="true"></div><div>${label}</div></div><nav class="nav-dropdown-list w-dropdown-list" id="w-dropdown-list-${d}" aria-labelledby="w-dropdown-toggle-${d}">${children
        .map(
          ([h, l]) =>
            `<a href="${h}" class="nav-dropdown-link w-dropdown-link${current(h)}" tabindex="0">${l}</a>`,
        )
        .join('')}</nav></div>`;
    })
    .join('');
}

const newsletter = form(
  'Newsletter',
  [['Email', 'Email address', 'email']],
  'Sign up',
  'Thanks for signing up! Look out for our next email from the coast.',
  'Oops! Something went wrong while submitting the form.',
);

/** The Finsweet cookie consent component pasted into the site's footer code: a banner and a preferences panel. */
const cookieBanner = `<div fs-cc="banner" class="fs-cc-banner_component"><div class="fs-cc-banner_container"><div class="fs-cc-banner_text">By clicking &ldquo;Accept&rdquo;, you agree to the storing of cookies on your device to enhance site navigation, analyse site usage and help with our marketing. View our <a href="/cookie-policy" class="fs-cc-banner_text-link">Cookie Policy</a> for more information.</div><div class="fs-cc-banner_buttons-wrapper"><a fs-cc="open-preferences" href="#" class="fs-cc-banner_text-link">Preferences</a><a fs-cc="deny" href="#" class="fs-cc-banner_button fs-cc-button-alt w-button">Deny</a><a fs-cc="allow" href="#" class="fs-cc-banner_button w-button">Accept</a><div fs-cc="close" class="fs-cc-banner_close"><div class="fs-cc-banner_close-icon w-embed"><svg fill="currentColor" aria-hidden="true" viewBox="0 0 16 16"><path d="M9.414 8l4.293-4.293-1.414-1.414L8 6.586 3.707 2.293 2.293 3.707 6.586 8l-4.293 4.293 1.414 1.414L8 9.414l4.293 4.293 1.414-1.414L9.414 8z"></path></svg></div></div></div></div><div fs-cc="interaction" class="fs-cc-banner_trigger"></div></div>
<div fs-cc-scroll="disable" fs-cc="preferences" class="fs-cc-prefs_component w-form"><form id="cookie-preferences" name="wf-form-Cookie-Preferences" data-name="Cookie Preferences" method="get" class="fs-cc-prefs_form"><div class="fs-cc-prefs_close"></div><div class="fs-cc-prefs_content"><div class="fs-cc-prefs_space-small"><div class="fs-cc-prefs_title">Privacy Preference Center</div></div><div class="fs-cc-prefs_space-small"><div class="fs-cc-prefs_text">When you visit websites, they may store or retrieve data in your browser. This storage is often necessary for the basic functionality of the website. You can choose below which cookies we may use.</div></div><div class="fs-cc-prefs_space-medium"><div class="fs-cc-prefs_title">Manage Consent Preferences by Category</div><div class="fs-cc-prefs_option"><div class="fs-cc-prefs_toggle-wrapper"><div class="fs-cc-prefs_label">Essential</div><div class="fs-cc-prefs_text"><strong>Always Active</strong></div></div><div class="fs-cc-prefs_text">These cookies are needed for the website to work and cannot be switched off.</div></div><div class="fs-cc-prefs_option"><div class="fs-cc-prefs_toggle-wrapper"><div class="fs-cc-prefs_label">Marketing</div><label class="w-checkbox fs-cc-prefs_checkbox-field"><input type="checkbox" id="marketing-2" name="marketing-2" data-name="Marketing 2" fs-cc-checkbox="marketing" class="w-checkbox-input fs-cc-prefs_checkbox"/><span for="marketing-2" class="fs-cc-prefs_checkbox-label w-form-label">Essential</span><div class="fs-cc-prefs_toggle"></div></label></div><div class="fs-cc-prefs_text">Used to show you holiday offers on other websites.</div></div><div class="fs-cc-prefs_option"><div class="fs-cc-prefs_toggle-wrapper"><div class="fs-cc-prefs_label">Analytics</div><label class="w-checkbox fs-cc-prefs_checkbox-field"><input type="checkbox" id="analytics-2" name="analytics-2" data-name="Analytics 2" fs-cc-checkbox="analytics" class="w-checkbox-input fs-cc-prefs_checkbox"/><span for="analytics-2" class="fs-cc-prefs_checkbox-label w-form-label">Essential</span><div class="fs-cc-prefs_toggle"></div></label></div><div class="fs-cc-prefs_text">Help us understand how visitors use the website.</div></div></div><div class="fs-cc-prefs_buttons-wrapper"><a fs-cc="deny" href="#" class="fs-cc-prefs_button fs-cc-button-alt w-button">Reject all cookies</a><a fs-cc="allow" href="#" class="fs-cc-prefs_button fs-cc-button-alt w-button">Allow all cookies</a><a fs-cc="submit" href="#" class="fs-cc-prefs_button w-button">Save preferences</a></div></div></form><div class="w-form-done"><div>Thank you! Your submission has been received!</div></div><div class="w-form-fail"><div>Oops! Something went wrong while submitting the form.</div></div><div fs-cc="close" class="fs-cc-prefs_overlay"></div></div>`;

const footer = `<footer class="footer"><div class="w-container"><div class="w-layout-grid footer-grid"><div id="w-node-f0a1b2c3-d4e5-f607-1829-3a4b5c6d7e8f-5c6d7e8f" class="footer-column"><a href="/" class="footer-brand w-inline-block">${img('trevellan-logo-white.png', 'Trevellan Bay Holiday Park', 'footer-logo')}</a><p class="footer-text">Trevellan Bay Holiday Park<br/>Trevellan Lane, St Kerran<br/>Cornwall TR8 4QY</p><p class="footer-text">Tel: <a href="tel:+441637870512" class="footer-link">${BAY_PHONE}</a><br/>Email: <a href="mailto:${BAY_EMAIL}" class="footer-link">${BAY_EMAIL}</a></p></div><div class="footer-column"><div class="footer-heading">Stay</div><a href="/touring-camping" class="footer-link">Touring &amp; Camping</a><a href="/static-caravans" class="footer-link">Static Caravans</a><a href="/glamping-pods" class="footer-link">Glamping Pods</a><a href="/prices" class="footer-link">Prices</a></div><div class="footer-column"><div class="footer-heading">Information</div><a href="/faq" class="footer-link">FAQ</a><a href="/park-rules" class="footer-link">Park Rules</a><a href="/getting-here" class="footer-link">Getting Here</a><a href="/contact" class="footer-link">Contact</a></div><div class="footer-column"><div class="footer-heading">Stay in touch</div><p class="footer-text">News, offers and the first look at next year&rsquo;s dates, a few times a year.</p>${newsletter}<div class="social-wrapper"><a href="https://www.instagram.example/trevellanbay" target="_blank" class="social-link w-inline-block">${img('icon-instagram.svg', 'Instagram', 'social-icon')}</a><a href="https://www.facebook.example/trevellanbayholidaypark" target="_blank" class="social-link w-inline-block">${img('icon-facebook.svg', 'Facebook', 'social-icon')}</a></div></div></div><div class="footer-bottom"><div class="footer-legal">&copy; 2026 Trevellan Bay Holidays Ltd. Registered in England &amp; Wales no. 08123457.</div><div class="footer-legal-links"><a href="/privacy-policy" class="footer-legal-link">Privacy Policy</a><a href="/cookie-policy" class="footer-legal-link">Cookie Policy</a><a href="/terms" class="footer-legal-link">Booking Terms &amp; Conditions</a></div></div></div></footer>`;

/**
 * The whole document as Webflow publishes it: the generator comment and `data-wf-*` attributes, the `w-mod-`
 * bootstrap script, an announcement bar, the `w-nav` navbar with `w-dropdown` menus and a "Book now" button
 * to the external booking engine, the page in `<main class="main-wrapper">`, the footer with a newsletter
 * form, the Finsweet cookie banner, and jQuery plus webflow.js at the end of the body.
 */
export function bayLayout(page: BayPage): SitePage {
  const pageId = `65e1c0a7b3d2f400${hex(nextPage++, 8)}`;
  const itemId =
    page.template === 'news-item'
      ? ` data-wf-item-slug="${page.path.split('/').pop()}" data-wf-collection="65e1c0a7b3d2f40012a9c4f0"`
      : '';
  const html = `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Tue Nov 03 2026 10:12:44 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.trevellan-bay.test" data-wf-page="${pageId}" data-wf-site="${SITE_ID}"${itemId} lang="en"><head><meta charset="utf-8"/><title>${page.title} | Trevellan Bay Holiday Park</title><meta content="${page.description}" name="description"/><meta content="${page.title} | Trevellan Bay Holiday Park" property="og:title"/><meta content="${page.description}" property="og:description"/><meta content="${CDN}/6601c2d4e5f60718293a4b5c_trevellan-og.jpg" property="og:image"/><meta content="${page.title} | Trevellan Bay Holiday Park" property="twitter:title"/><meta content="${page.description}" property="twitter:description"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/trevellan-bay.webflow.shared.5c1e2f3a4.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Poppins:300,regular,500,600,700","Lora:regular,italic"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${CDN}/6601c2d4e5f60718293a4b11_favicon-32.png" rel="shortcut icon" type="image/x-icon"/><link href="${CDN}/6601c2d4e5f60718293a4b12_webclip-256.png" rel="apple-touch-icon"/><link href="https://www.trevellan-bay.test${page.path}" rel="canonical"/><script async="" src="https://www.googletagmanager.com/gtag/js?id=G-TRV4B2Y9QX"></script><script type="text/javascript">window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('set', 'developer_id.dZGVlNj', true);gtag('js', new Date());gtag('config', 'G-TRV4B2Y9QX');</script><!-- Finsweet Cookie Consent --><script async src="https://cdn.jsdelivr.net/npm/@finsweet/cookie-consent@1/fs-cc.js" fs-cc-mode="opt-in"></script><style>.faq-answer{overflow:hidden}.w-richtext table td{padding:6px 10px}</style><script type="application/ld+json">{"@context":"https://schema.org","@type":"Campground","name":"Trevellan Bay Holiday Park","url":"https://www.trevellan-bay.test/","telephone":"+44 1637 870512","email":"${BAY_EMAIL}","address":{"@type":"PostalAddress","streetAddress":"Trevellan Lane","addressLocality":"St Kerran","addressRegion":"Cornwall","postalCode":"TR8 4QY","addressCountry":"GB"},"petsAllowed":true}</script></head><body class="body">
<div class="announcement-bar"><div class="announcement-text">The park is now closed for the winter. Bookings for the 2027 season open on <strong>Tuesday 5 January 2027</strong> &ndash; <a href="/news/2027-bookings-open" class="announcement-link">read more</a></div></div>
<div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" class="brand w-nav-brand${page.path === '/' ? ' w--current" aria-current="page' : ''}" aria-label="home">${img('trevellan-logo.png', '', 'logo')}</a><nav role="navigation" class="nav-menu w-nav-menu">${nav(page.path)}${button('Book now', BOOK_URL, 'nav-button')}</nav><div class="menu-button w-nav-button" aria-label="menu" role="button" tabindex="0" aria-controls="w-nav-overlay-0" aria-haspopup="menu" aria-expanded="false"><div class="w-icon-nav-menu"></div></div></div><div class="w-nav-overlay" data-wf-ignore="" id="w-nav-overlay-0"></div></div>
<div class="page-wrapper"><main class="main-wrapper">
${page.body}
</main>
${footer}
</div>
${cookieBanner}
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE_ID}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.schunk.36b8fb49256177c8.js" type="text/javascript"></script><script src="${CDN}/js/webflow.7d9e4c1a.b2f3e5d6a7c8b9d0.js" type="text/javascript"></script></body></html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
