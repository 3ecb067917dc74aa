import type { SitePage } from './site-server.ts';

/** A page of Mill Yard Works before Webflow publishes it: what the Designer and the CMS hold for it. */
export interface MillPage {
  path: string;
  title: string;
  description: string;
  /** The page's sections, built with the helpers below or pasted by hand (broken on one page). */
  body: string;
  /** CMS template pages (an event, a blog post) carry their collection item, as Webflow prints it. */
  template?: 'static' | 'event' | 'post';
  unlisted?: boolean;
}

export const MILL_SITE = 'https://www.mill-yard-works.test';
export const MILL_PHONE = '0161 496 0732';
export const MILL_PHONE_HREF = 'tel:+441614960732';
export const MILL_EMAIL = 'hello@mill-yard-works.test';
export const MILL_EVENTS_EMAIL = 'events@mill-yard-works.test';
export const MILL_COMPANY = 'Mill Yard Works Ltd';
export const MILL_COMPANY_NO = '11482039';

const SITE_ID = '6512ab90c4e7d30019f2a6b1';
const CDN = `https://cdn.prod.website-files.com/${SITE_ID}`;

// Webflow's generated ids, from counters so that a page is the same on every run.
let nextPage = 1;
let nextNode = 1;
let nextTabs = 0;
let nextDropdown = 0;
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
const nodeId = () =>
  `w-node-_${hex(0x7a21c3d0 + nextNode, 8)}-41b2-8c3d-9e4f-${hex(0x51a2b3c4d5e6 + nextNode++, 12)}`;

/** A CDN image: hashed name, lazy loading, a srcset for photos. */
export const img = (file: string, alt: string, cls = 'image') => {
  const src = `${CDN}/${hex(0x65a3bc00 + file.length * 4099, 8)}9d1e2f3a_${file}`;
  const srcset = file.endsWith('.jpg')
    ? ` sizes="(max-width: 479px) 94vw, (max-width: 991px) 90vw, 1100px" srcset="${src.replace(/\.jpg$/, '-p-500.jpg')} 500w, ${src.replace(/\.jpg$/, '-p-1080.jpg')} 1080w, ${src} 2000w"`
    : '';
  return `<img src="${src}" loading="lazy"${srcset} alt="${alt}" class="${cls}"/>`;
};

/** A section with Webflow's fixed-width container. */
export const section = (cls: string, ...inner: string[]) =>
  `<section class="section ${cls}"><div class="w-container">${inner.join('')}</div></section>`;

/** A Rich Text element. */
export const rich = (inner: string, cls = 'rich-text') => `<div class="${cls} w-richtext">${inner}</div>`;

/** A heading element, as the Designer drops it in (not inside Rich Text). */
export const h2 = (text: string, cls = 'heading-2') => `<h2 class="${cls}">${text}</h2>`;

/** A text block: a bare div of words, which is what the Designer's "Text Block" element is. */
export const textBlock = (text: string, cls = 'text-block') => `<div class="${cls}">${text}</div>`;

/** A CSS grid whose direct children each get a generated w-node id, as when cells are placed by hand. */
export const grid = (cls: string, ...cells: string[]) =>
  `<div class="w-layout-grid ${cls}">${cells.map((c) => `<div id="${nodeId()}" class="${cls}-cell">${c}</div>`).join('')}</div>`;

export const button = (label: string, href: string, cls = 'button') =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank"' : ''} class="${cls} w-button">${label}</a>`;

/** A page hero: the heading, one line, a photo set as the section's background in the Designer's CSS. */
export const hero = (heading: string, sub: string, cls = 'hero') =>
  `<header class="section ${cls}"><div class="hero-overlay"></div><div class="hero-container w-container"><div class="eyebrow">Mill Yard Works &middot; Ancoats</div><h1 class="hero-heading">${heading}</h1><p class="hero-paragraph">${sub}</p></div></header>`;

/** Webflow's Tabs element: the tab menu, then every pane printed, only the first shown. */
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

/** A CMS Collection List: wrapper, items, and the empty state Webflow always prints. */
export const dynList = (cls: string, items: string[]) =>
  `<div class="${cls}-wrapper w-dyn-list"><div role="list" class="${cls} w-dyn-items">${items
    .map((item) => `<div role="listitem" class="${cls}-item w-dyn-item">${item}</div>`)
    .join('')}</div><div class="w-dyn-empty"><div>No items found.</div></div></div>`;

/**
 * The FAQ: built from Webflow Dropdown elements, one per question, the answer in the dropdown list that
 * stays closed (and out of the layout) until the question is clicked.
 */
export const faq = (items: [question: string, answer: string][]) =>
  `<div class="faq-wrapper">${items
    .map(([q, a]) => {
      const d = nextDropdown++;
      return `<div data-delay="0" data-hover="false" class="faq-dropdown w-dropdown"><div class="faq-toggle w-dropdown-toggle" id="w-dropdown-toggle-${d}" aria-controls="w-dropdown-list-${d}" aria-haspopup="menu" aria-expanded="false" role="button" tabindex="0"><div class="faq-question">${q}</div><div class="faq-icon w-icon-dropdown-toggle" aria-hidden="true"></div></div><nav class="faq-answer w-dropdown-list" id="w-dropdown-list-${d}" aria-labelledby="w-dropdown-toggle-${d}"><div class="faq-answer-inner w-richtext">${a}</div></nav></div>`;
    })
    .join('')}</div>`;

type FormField = [
  name: string,
  label: string,
  type: 'text' | 'email' | 'tel' | 'date' | 'textarea' | 'select',
  options?: string[],
];

/** A native Webflow form, with its success and failure messages printed hidden. */
export const form = (name: string, fields: FormField[], submit: string, done: string) => {
  const id = name.replace(/\s+/g, '-');
  const field = ([fname, label, type, options]: FormField) => {
    const fid = fname.replace(/\s+/g, '-');
    const control =
      type === 'textarea'
        ? `<textarea id="${fid}" name="${fid}" maxlength="5000" data-name="${fname}" placeholder="" class="textarea w-input"></textarea>`
        : type === 'select'
          ? `<select id="${fid}" name="${fid}" data-name="${fname}" class="select w-select">${(options ?? []).map((o) => `<option value="${o}">${o}</option>`).join('')}</select>`
          : `<input class="input w-input" maxlength="256" name="${fid}" data-name="${fname}" placeholder="" type="${type}" id="${fid}"${type === 'email' ? ' required=""' : ''}/>`;
    return `<label for="${fid}" class="field-label">${label}</label>${control}`;
  };
  return `<div class="form-block w-form"><form id="wf-form-${id}" name="wf-form-${id}" data-name="${name}" method="get" class="form" data-wf-page-id="6512ab90c4e7d300${hex(nextPage, 8)}" data-wf-element-id="${hex(0x3c4d5e6f + nextNode++, 8)}-2a3b-4c5d-6e7f-8091a2b3c4d5">${fields
    .map(field)
    .join(
      '',
    )}<input type="submit" data-wait="Please wait..." class="button w-button" value="${submit}"/></form><div class="success-message w-form-done" tabindex="-1" role="region" aria-label="${name} success"><div>${done}</div></div><div class="error-message w-form-fail" tabindex="-1" role="region" aria-label="${name} failure"><div>Oops! Something went wrong while submitting the form.</div></div></div>`;
};

const menu: [label: string, href: string, children: [string, string][]][] = [
  [
    'Workspace',
    '/memberships',
    [
      ['/memberships', 'Memberships &amp; Prices'],
      ['/private-offices', 'Private Offices'],
      ['/business-address', 'Business Address'],
      ['/free-trial', 'Free Trial Day'],
    ],
  ],
  [
    'Meet &amp; Host',
    '/meeting-rooms',
    [
      ['/meeting-rooms', 'Meeting Rooms'],
      ['/event-space', 'The Engine House (events)'],
    ],
  ],
  [
    'The Mill',
    '/the-building',
    [
      ['/the-building', 'Facilities'],
      ['/opening-hours', 'Opening Hours'],
      ['/cafe', 'Doffers Caf&eacute;'],
      ['/house-rules', 'House Rules, Guests &amp; Dogs'],
      ['/accessibility', 'Accessibility'],
      ['/getting-here', 'Getting Here'],
    ],
  ],
  [
    'Community',
    '/events',
    [
      ['/events', 'Events'],
      ['/blog', 'Journal'],
    ],
  ],
  ['FAQ', '/faq', []],
  ['Contact', '/contact', []],
];

function nav(path: string, mobile: boolean): string {
  const current = (href: string) => (href === path ? ' w--current" aria-current="page' : '');
  return menu
    .map(([label, href, children]) => {
      if (mobile)
        return `<div class="mobile-menu-group"><a href="${href}" class="mobile-menu-link">${label}</a>${children
          .map(([h, l]) => `<a href="${h}" class="mobile-menu-sublink">${l}</a>`)
          .join('')}</div>`;
      if (!children.length)
        return `<a href="${href}" class="nav-link w-nav-link${current(href)}">${label}</a>`;
      const d = nextDropdown++;
      return `<div data-hover="true" data-delay="200" class="nav-dropdown w-dropdown"><div class="nav-dropdown-toggle w-dropdown-toggle" id="w-dropdown-toggle-${d}" aria-controls="w-dropdown-list-${d}" aria-haspopup="menu" aria-expanded="false" role="button" tabindex="0"><div class="w-icon-dropdown-toggle" aria-hidden="true"></div><div>${label}</div></div><nav class="nav-dropdown-list w-dropdown-list" id="w-dropdown-list-${d}" aria-labelledby="w-dropdown-toggle-${d}">${children
        .map(
          ([h, l]) =>
            `<a href="${h}" class="nav-dropdown-link w-dropdown-link${current(h)}" tabindex="0">${l}</a>`,
        )
        .join('')}</nav></div>`;
    })
    .join('');
}

/** The Finsweet cookie consent component pasted into the footer code: a banner and a preferences panel. */
const cookieBanner = `<div fs-cc="banner" class="fs-cc-banner_component"><div class="fs-cc-banner_container"><div class="fs-cc-banner_text">We use cookies to keep the site working, to understand how it is used and, with your consent, for marketing. Read our <a href="/cookie-policy" class="fs-cc-banner_text-link">Cookie Policy</a>.</div><div class="fs-cc-banner_buttons-wrapper"><a fs-cc="open-preferences" href="#" class="fs-cc-banner_text-link">Preferences</a><a fs-cc="deny" href="#" class="fs-cc-banner_button fs-cc-button-alt w-button">Deny</a><a fs-cc="allow" href="#" class="fs-cc-banner_button w-button">Accept</a></div></div><div fs-cc="interaction" class="fs-cc-banner_trigger"></div></div>
<div fs-cc-scroll="disable" fs-cc="preferences" class="fs-cc-prefs_component w-form"><form id="cookie-preferences" name="wf-form-Cookie-Preferences" data-name="Cookie Preferences" method="get" class="fs-cc-prefs_form"><div class="fs-cc-prefs_content"><div class="fs-cc-prefs_title">Privacy Preference Center</div><div class="fs-cc-prefs_text">Websites may store or retrieve data in your browser. Choose which cookies we may use.</div><div class="fs-cc-prefs_option"><div class="fs-cc-prefs_label">Essential</div><div class="fs-cc-prefs_text"><strong>Always Active</strong></div></div><div class="fs-cc-prefs_option"><div class="fs-cc-prefs_label">Analytics</div><label class="w-checkbox fs-cc-prefs_checkbox-field"><input type="checkbox" id="analytics" name="analytics" data-name="Analytics" fs-cc-checkbox="analytics" class="w-checkbox-input fs-cc-prefs_checkbox"/><span for="analytics" class="fs-cc-prefs_checkbox-label w-form-label">Analytics</span></label></div><div class="fs-cc-prefs_option"><div class="fs-cc-prefs_label">Marketing</div><label class="w-checkbox fs-cc-prefs_checkbox-field"><input type="checkbox" id="marketing" name="marketing" data-name="Marketing" fs-cc-checkbox="marketing" class="w-checkbox-input fs-cc-prefs_checkbox"/><span for="marketing" class="fs-cc-prefs_checkbox-label w-form-label">Marketing</span></label></div><div class="fs-cc-prefs_buttons-wrapper"><a fs-cc="deny" href="#" class="fs-cc-prefs_button fs-cc-button-alt w-button">Reject all cookies</a><a fs-cc="allow" href="#" class="fs-cc-prefs_button fs-cc-button-alt w-button">Allow all cookies</a><a fs-cc="submit" href="#" class="fs-cc-prefs_button w-button">Save preferences</a></div></div></form><div class="w-form-done"><div>Thank you! Your submission has been received!</div></div><div class="w-form-fail"><div>Oops! Something went wrong while submitting the form.</div></div><div fs-cc="close" class="fs-cc-prefs_overlay"></div></div>`;

const footer = `<footer class="footer"><div class="w-container"><div class="w-layout-grid footer-grid"><div id="w-node-a1b2c3d4-e5f6-0718-293a-4b5c6d7e8f90-9d1e2f3a" class="footer-column"><a href="/" class="footer-brand w-inline-block">${img('mill-yard-works-logo-cream.svg', 'Mill Yard Works', 'footer-logo')}</a><p class="footer-text">Mill Yard Works<br/>Carver&rsquo;s Mill, 18 Spinners Row<br/>Ancoats, Manchester M4 7HY</p><p class="footer-text">Tel: <a href="${MILL_PHONE_HREF}" class="footer-link">${MILL_PHONE}</a><br/>Email: <a href="mailto:${MILL_EMAIL}" class="footer-link">${MILL_EMAIL}</a></p></div><div class="footer-column"><div class="footer-heading">Opening hours</div><p class="footer-text">Reception: Monday&ndash;Friday 8.30am&ndash;6pm<br/>Saturday, Sunday &amp; bank holidays: unstaffed, 24/7 members only<br/>Doffers Caf&eacute;: Monday&ndash;Friday 8am&ndash;3.30pm</p></div><div class="footer-column"><div class="footer-heading">Explore</div><a href="/memberships" class="footer-link">Memberships</a><a href="/meeting-rooms" class="footer-link">Meeting Rooms</a><a href="/event-space" class="footer-link">Event Space</a><a href="/getting-here" class="footer-link">Getting Here</a><a href="/faq" class="footer-link">FAQ</a><a href="/programma-ponte-manchester-milano" class="footer-link">Programma Ponte (IT)</a></div><div class="footer-column"><div class="footer-heading">Follow the mill</div><a href="https://www.instagram.example/millyardworks" target="_blank" class="footer-link">Instagram</a><a href="https://www.linkedin.example/company/mill-yard-works" target="_blank" class="footer-link">LinkedIn</a></div></div><div class="footer-bottom"><div class="footer-legal">&copy; 2026 ${MILL_COMPANY}. Registered in England &amp; Wales, company number ${MILL_COMPANY_NO}. Registered office: Carver&rsquo;s Mill, 18 Spinners Row, Manchester M4 7HY.</div><div class="footer-legal-links"><a href="/membership-terms" class="footer-legal-link">Membership Terms</a><a href="/privacy-policy" class="footer-legal-link">Privacy Policy</a><a href="/cookie-policy" class="footer-legal-link">Cookie Policy</a></div></div></div></footer>`;

const COLLECTIONS = { event: '6512ab90c4e7d30019f2a7e0', post: '6512ab90c4e7d30019f2a7f4' };

/**
 * The document as Webflow publishes it: the generator comments and `data-wf-*` attributes, the `w-mod-`
 * script, the `w-nav` navbar with `w-dropdown` menus and a "Book a tour" button, a mobile menu the designer
 * built by hand (a copy of every link, hidden by CSS below the navbar), the page in `<main>`, the footer with
 * the address, phone, email, hours and company number, the Finsweet cookie banner, jQuery and webflow.js.
 */
export function millLayout(page: MillPage): SitePage {
  const pageId = `6512ab90c4e7d300${hex(nextPage++, 8)}`;
  const item =
    page.template === 'event' || page.template === 'post'
      ? ` data-wf-item-slug="${page.path.split('/').pop()}" data-wf-collection="${COLLECTIONS[page.template]}"`
      : '';
  const title =
    page.path === '/'
      ? 'Mill Yard Works | Coworking &amp; Meeting Rooms in Ancoats, Manchester'
      : `${page.title} | Mill Yard Works`;
  const html = `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Mon Nov 16 2026 09:41:07 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.mill-yard-works.test" data-wf-page="${pageId}" data-wf-site="${SITE_ID}"${item} lang="en"><head><meta charset="utf-8"/><title>${title}</title><meta content="${page.description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${page.description}" property="og:description"/><meta content="${CDN}/6512b1f0a3c4d5e6f7a8b9c0_mill-yard-og.jpg" property="og:image"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/mill-yard-works.webflow.shared.8e41c2a07.min.css" rel="stylesheet" type="text/css"/><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${CDN}/6512b1f0a3c4d5e6f7a8b9c1_favicon-32.png" rel="shortcut icon" type="image/x-icon"/><link href="${MILL_SITE}${page.path}" rel="canonical"/><!-- Finsweet Cookie Consent --><script async src="https://cdn.jsdelivr.net/npm/@finsweet/cookie-consent@1/fs-cc.js" fs-cc-mode="opt-in"></script><style>.mobile-menu{display:none}@media screen and (max-width:767px){.nav-menu{display:none}.mobile-menu.is-open{display:block}}.faq-answer{display:none}.w-tab-pane{display:none}.w-tab-pane.w--tab-active{display:block}</style><script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Mill Yard Works","url":"${MILL_SITE}/","telephone":"+44 161 496 0732","email":"${MILL_EMAIL}","address":{"@type":"PostalAddress","streetAddress":"Carver's Mill, 18 Spinners Row","addressLocality":"Manchester","postalCode":"M4 7HY","addressCountry":"GB"}}</script></head><body class="body">
<div data-animation="default" data-collapse="small" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" class="brand w-nav-brand${page.path === '/' ? ' w--current" aria-current="page' : ''}" aria-label="home">${img('mill-yard-works-logo.svg', '', 'logo')}</a><nav role="navigation" class="nav-menu w-nav-menu">${nav(page.path, false)}${button('Book a tour', '/contact', 'nav-button')}</nav><div class="menu-button w-nav-button" aria-label="menu" role="button" tabindex="0" aria-controls="w-nav-overlay-0" aria-haspopup="menu" aria-expanded="false"><div class="w-icon-nav-menu"></div></div></div><div class="w-nav-overlay" data-wf-ignore="" id="w-nav-overlay-0"></div></div>
<div class="mobile-menu" aria-hidden="true">${nav(page.path, true)}<a href="${MILL_PHONE_HREF}" class="mobile-menu-phone">${MILL_PHONE}</a></div>
<div class="page-wrapper"><main class="main-wrapper">
${page.body}
</main>
${footer}
</div>
${cookieBanner}
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE_ID}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.4b2e8d1c.a6f3c9e0b7d21f54.js" type="text/javascript"></script></body></html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
