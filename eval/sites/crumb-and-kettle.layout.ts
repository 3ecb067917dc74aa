import type { SitePage } from './site-server.ts';

/**
 * A page of Crumb & Kettle before layout: the sections the owners stacked in GoDaddy's Website Builder
 * (Websites + Marketing). The builder publishes every page at a flat slug (`/celebration-cakes`, the Italian
 * pages at `/italiano` and `/italiano-informazioni`), blog posts at `/blog/f/<slug>`.
 */
export interface CrumbPage {
  path: string;
  /** The page title from the page's SEO settings; the site name follows after a pipe. */
  title: string;
  description: string;
  /** The page's widgets, built with the helpers below or, for pasted snippets, written by hand. */
  body: string;
  /** Blog posts are rendered by the blog widget and carry article meta tags. */
  kind?: 'page' | 'post';
  unlisted?: boolean;
}

export const CRUMB_SITE = 'https://www.crumb-and-kettle.test';
export const CRUMB_NAME = 'Crumb &amp; Kettle';
export const CRUMB_PHONE = '01632 960 384';
export const CRUMB_PHONE_HREF = 'tel:+441632960384';
export const CRUMB_EMAIL = 'hello@crumb-and-kettle.test';
export const CRUMB_STREET = '14 Sheep Street';
export const CRUMB_TOWN = 'Stowcombe, Gloucestershire';
export const CRUMB_POSTCODE = 'GL54 2RD';
export const CRUMB_COMPANY = 'Crumb &amp; Kettle Ltd';
export const CRUMB_COMPANY_NO = '10947362';
export const CRUMB_INSTAGRAM = 'https://www.instagram.com/crumbandkettle';
export const CRUMB_FACEBOOK = 'https://www.facebook.com/crumbandkettle';

const WEBSITE_ID = 'e4a1c7f2-93b5-4d2e-8f61-0c7d2b9a5e18';
const IMG = `//img1.wsimg.com/isteam/ip/${WEBSITE_ID}`;

// Glamor's atomic classes (c1-1, c1-2, …) and the widgets' uuids come from a fixed seed, so a page is the
// same on every run.
let seed = 731_993;
const rand = () => {
  seed = (seed * 48_271) % 2_147_483_647;
  return seed;
};
const hex = (width: number) => rand().toString(16).padStart(8, '0').slice(0, width).padEnd(width, 'c');
export const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[rand() % 4]}${hex(3)}-${hex(8)}${hex(4)}`;

/** The class list the builder prints on every element: `x-el x-el-<tag>`, `c1-1 c1-2`, then a run of `c1-*`. */
export const cx = (tag: string, extra = '') => {
  const start = 12 + (rand() % 800);
  const count = 3 + (rand() % 11);
  const classes = Array.from({ length: count }, (_, i) => `c1-${(start + i * 5).toString(36)}`);
  return `x-el x-el-${tag} c1-1 c1-2 c1-b c1-c ${classes.join(' ')}${extra ? ` ${extra}` : ''}`;
};

/* ── Text ─────────────────────────────────────────────────────────────────────────────────────────── */

/** The rich-text editor's runs: `**x**` bold, `_x_` italic, anything else a plain span. */
const inline = (text: string) =>
  text
    .split(/(\*\*.+?\*\*|_[^_\s][^_]*?_)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**')
        ? `<strong><span>${part.slice(2, -2)}</span></strong>`
        : part.length > 2 && part.startsWith('_') && part.endsWith('_')
          ? `<em><span>${part.slice(1, -1)}</span></em>`
          : `<span>${part}</span>`,
    )
    .join('');

/** A paragraph of the editor: `<p style="margin:0">` holding spans. */
export const p = (text: string) => `<p style="margin:0">${inline(text)}</p>`;
/** The empty line the editor leaves between paragraphs. */
export const gap = '<p style="margin:0"><span><br/></span></p>';
export const ul = (...items: string[]) =>
  `<ul>${items.map((item) => `<li><p style="margin:0">${inline(item)}</p></li>`).join('')}</ul>`;
/** A link inside rich text. */
export const a = (label: string, href: string) =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''}>${label}</a>`;

/** A rich-text block (data-ux="ContentText"), its paragraphs separated by the editor's empty lines. */
export const rt = (...parts: string[]) =>
  `<div data-ux="ContentText" data-aid="CONTENT_DESCRIPTION_RENDERED" class="${cx('div', 'x-rt')}">${parts.join(gap)}</div>`;

/** A heading inside a section: the theme's HeadingMinor (an h4 with a span). */
export const h4 = (text: string, aid = 'CONTENT_HEADING_RENDERED') =>
  `<h4 role="heading" aria-level="4" data-ux="HeadingMinor" data-aid="${aid}" data-typography="HeadingDelta" class="${cx('h4')}"><span data-ux="Element" class="${cx('span')}">${text}</span></h4>`;

/** What owners do for a sub-heading when the section only has text: a bold, bigger paragraph. */
export const boldLine = (text: string) =>
  `<div data-ux="Text" data-aid="TEXT_RENDERED" class="${cx('div', 'x-rt')}"><p style="margin:0"><span style="font-size:20px"><strong>${text}</strong></span></p></div>`;

/** A line outside rich text (data-ux="Text"): notes and small print under a widget. */
export const line = (text: string, aid = 'TEXT_RENDERED') =>
  `<p data-ux="Text" data-aid="${aid}" data-typography="BodyGamma" class="${cx('p')}">${inline(text)}</p>`;

export const button = (label: string, href: string, aid = 'CONTENT_CTA') =>
  `<a rel="" role="button" aria-haspopup="false" data-ux="Button" data-aid="${aid}" target="${href.startsWith('http') ? '_blank' : ''}" href="${href}" data-tccl="ux2.CONTENT.content3.Content.Default.Button.Primary.${rand() % 90_000}.click,click" class="${cx('a')}">${label}</a>`;

export const img = (file: string, alt: string) =>
  `<img src="${IMG}/${file}/:/rs=w:600,h:600,cg:true,m/cr=w:600,h:600" srcSet="${IMG}/${file}/:/rs=w:600,h:600,cg:true,m/cr=w:600,h:600, ${IMG}/${file}/:/rs=w:1200,h:1200,cg:true,m/cr=w:1200,h:1200 2x" alt="${alt}" data-ux="Image" data-aid="CONTENT_IMAGE_RENDERED" class="${cx('img')}"/>`;

/* ── Widgets ──────────────────────────────────────────────────────────────────────────────────────── */

/**
 * A widget: the `widget widget-<type>` wrapper with its uuid, a `<section data-ux="Section">` with its
 * `data-aid`, a container, the section title (SectionHeading, an h2 holding a span) and the section's blocks.
 */
export const section = (type: string, heading: string, ...blocks: string[]) => {
  const aid = type.toUpperCase().replace(/-/g, '_');
  const title = heading
    ? `<h2 role="heading" aria-level="2" data-ux="SectionHeading" data-aid="${aid}_SECTION_TITLE_RENDERED" data-typography="HeadingBeta" class="${cx('h2')}"><span data-ux="Element" class="${cx('span')}">${heading}</span></h2>`
    : '';
  return `<div id="${uuid()}" class="widget widget-${type} widget-${type}-${type}-${1 + (rand() % 9)}"><div data-ux="WidgetBanner" class="${cx('div')}"><section data-ux="Section" data-aid="${aid}_SECTION_RENDERED" class="${cx('section')}"><div data-ux="Container" class="${cx('div')}">${title}${blocks.map((b) => `<div data-ux="Block" class="${cx('div')}">${b}</div>`).join('')}</div></section></div></div>`;
};

/** The page hero: a background photo, the tagline (h1), the sub-tagline and an optional button. */
export const hero = (heading: string, tagline: string, photo: string, cta?: [string, string]) =>
  `<div id="${uuid()}" class="widget widget-header widget-header-header-9"><div data-ux="HeaderMedia" class="${cx('div')}"><div data-ux="Background" role="img" aria-label="" class="${cx('div')}" style="background-image:url(${IMG}/${photo}/:/rs=w:1600,m)"></div><div data-ux="Container" class="${cx('div')}"><h1 role="heading" aria-level="1" data-ux="Tagline" data-aid="HEADER_TAGLINE_RENDERED" data-typography="HeadingAlpha" class="${cx('h1')}"><span data-ux="Element" class="${cx('span')}">${heading}</span></h1><div data-ux="HeaderSubTagline" data-aid="HEADER_SUBTAGLINE_RENDERED" class="${cx('div', 'x-rt')}"><p style="margin:0"><span>${tagline}</span></p></div>${cta ? button(cta[0], cta[1], 'HEADER_CTA_BTN') : ''}</div></div></div>`;

export interface Card {
  title: string;
  /** The card's text: paragraphs of the editor, already built with `p`/`ul`, or one plain line. */
  text: string;
  /** The card's price line, in its own element (data-ux="Price"). */
  price?: string;
  photo?: string;
  link?: [label: string, href: string];
}

/**
 * Content cards in the builder's grid: each cell a ContentCard whose photo, title, text, price and button are
 * separate elements.
 */
export const cards = (items: Card[]) =>
  `<div data-ux="Grid" data-aid="CONTENT_CARDS_GRID" class="${cx('div')}">${items
    .map(
      (c, i) =>
        `<div data-ux="GridCell" class="${cx('div')}"><div data-ux="ContentCard" data-aid="CONTENT_CARD_${i}" class="${cx('div')}">${c.photo ? `<div data-ux="ContentCardWrapperImage" class="${cx('div')}">${img(c.photo, c.title)}</div>` : ''}<h4 role="heading" aria-level="4" data-ux="ContentCardHeading" data-aid="CONTENT_CARD_TITLE_RENDERED_${i}" data-typography="HeadingDelta" class="${cx('h4')}">${c.title}</h4><div data-ux="ContentCardText" data-aid="CONTENT_CARD_TEXT_RENDERED_${i}" class="${cx('div', 'x-rt')}">${c.text.startsWith('<') ? c.text : p(c.text)}</div>${c.price ? `<div data-ux="Price" data-aid="CONTENT_CARD_PRICE_RENDERED_${i}" class="${cx('div')}">${c.price}</div>` : ''}${c.link ? button(c.link[0], c.link[1], `CONTENT_CARD_CTA_${i}`) : ''}</div></div>`,
    )
    .join('')}</div>`;

/**
 * The builder's "Menu" section: a category title and note, then every item's name, description and price
 * in three separate divs, the price standing alone on its line.
 */
export const menu = (
  title: string,
  note: string,
  items: [name: string, description: string, price: string][],
) =>
  `<div data-ux="MenuSection" data-aid="MENU_SECTION_RENDERED" class="${cx('div')}"><h3 role="heading" aria-level="3" data-ux="MenuSectionHeading" data-aid="MENU_SECTION_TITLE" data-typography="HeadingGamma" class="${cx('h3')}">${title}</h3>${note ? `<div data-ux="MenuSectionDescription" data-aid="MENU_SECTION_DESCRIPTION" class="${cx('div', 'x-rt')}">${p(note)}</div>` : ''}<div data-ux="Grid" class="${cx('div')}">${items
    .map(
      ([name, description, price], i) =>
        `<div data-ux="GridCell" class="${cx('div')}"><div data-ux="MenuItem" data-aid="MENU_ITEM_${i}" class="${cx('div')}"><div data-ux="Block" class="${cx('div')}"><div data-ux="MenuItemTitle" data-aid="MENU_ITEM_TITLE_${i}" class="${cx('div')}">${name}</div>${description ? `<div data-ux="MenuItemDescription" data-aid="MENU_ITEM_DESCRIPTION_${i}" class="${cx('div', 'x-rt')}">${p(description)}</div>` : ''}</div><div data-ux="Block" class="${cx('div')}"><span data-ux="Price" data-aid="MENU_ITEM_PRICE_${i}" class="${cx('span')}">${price}</span></div></div></div>`,
    )
    .join('')}</div></div>`;

/**
 * The Online Appointments widget's list of services: each service a card with its name, the duration and
 * price on one line ('5 hrs | £95.00') in two spans, a description and a "Book" button to the booking page.
 */
export const appointments = (
  services: [name: string, duration: string, price: string, description: string][],
) =>
  `<div data-ux="Grid" data-aid="OLA_SERVICES_LIST" class="${cx('div')}">${services
    .map(
      ([name, duration, price, description], i) =>
        `<div data-ux="GridCell" class="${cx('div')}"><div data-ux="Block" data-aid="OLA_SERVICE_${i}" class="${cx('div')}"><h4 role="heading" aria-level="4" data-ux="HeadingMinor" data-aid="OLA_SERVICE_TITLE_${i}" class="${cx('h4')}">${name}</h4><p data-ux="Details" data-aid="OLA_SERVICE_DETAILS_${i}" class="${cx('p')}"><span data-ux="Element" class="${cx('span')}">${duration}</span><span data-ux="Element" class="${cx('span')}"> | </span><span data-ux="Price" class="${cx('span')}">${price}</span></p><div data-ux="Text" data-aid="OLA_SERVICE_DESCRIPTION_${i}" class="${cx('div', 'x-rt')}">${p(description)}</div><a rel="" role="button" data-ux="ButtonSecondary" data-aid="OLA_SERVICE_BOOK_${i}" href="/ola/services/${name
          .toLowerCase()
          .replace(/&amp;/g, 'and')
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/-$/, '')}" class="${cx('a')}">Book</a></div></div>`,
    )
    .join('')}</div>`;

/**
 * The accordion layout of a content section: every question a button saved collapsed
 * (`aria-expanded="false"`), every answer `display:none` and `aria-hidden` until it is opened.
 */
export const accordion = (items: [question: string, answer: string][]) => {
  const id = uuid().slice(0, 8);
  return `<div data-ux="ContentCards" data-aid="CONTENT_ACCORDION" class="${cx('div')}">${items
    .map(
      ([question, answer], i) =>
        `<div data-ux="Block" data-aid="CONTENT_ACCORDION_ITEM_${i}" class="${cx('div')}"><button type="button" data-ux="Element" data-aid="CONTENT_ACCORDION_TITLE_${i}" id="acc-${id}-${i}" aria-expanded="false" aria-controls="acc-${id}-${i}-panel" class="${cx('button')}"><h4 role="heading" aria-level="4" data-ux="HeadingMinor" class="${cx('h4')}">${question}</h4><svg viewBox="0 0 24 24" fill="currentColor" width="24" height="24" data-ux="Icon" class="${cx('svg')}"><path fill-rule="evenodd" d="M19.544 7.236a.773.773 0 0 1-.031 1.068l-7.883 7.487c-.016.015-.036.02-.052.034-.061.05-.123.097-.194.13a.741.741 0 0 1-.612 0"></path></svg></button><div id="acc-${id}-${i}-panel" data-ux="Block" role="region" aria-labelledby="acc-${id}-${i}" aria-hidden="true" style="display:none" class="${cx('div')}"><div data-ux="ContentText" class="${cx('div', 'x-rt')}">${answer}</div></div></div>`,
    )
    .join('')}</div>`;
};

/**
 * A table pasted into the builder's HTML section with "render inline" on: the owner's own `<table>` (from a
 * spreadsheet), its header row of `<td><b>`s and inline styles.
 */
export const table = (head: string[], rows: string[][], caption = '') =>
  `<div data-ux="HTMLContent" data-aid="HTML_SECTION_RENDERED" class="${cx('div', 'widget-html-html-2')}"><table style="width:100%;border-collapse:collapse;font-family:Georgia,serif;font-size:15px" cellpadding="6">${caption ? `<caption style="text-align:left;font-weight:bold">${caption}</caption>` : ''}<tr style="background:#5b3a29;color:#fff8ee">${head.map((h) => `<td><b>${h}</b></td>`).join('')}</tr>${rows
    .map(
      (r, i) =>
        `<tr${i % 2 ? ' style="background:#f7efe4"' : ''}>${r.map((c) => `<td style="border-bottom:1px solid #e2d3c0">${c}</td>`).join('')}</tr>`,
    )
    .join('')}</table></div>`;

/** The opening hours, as the contact widget's hours setting holds them (the builder's 12-hour format). */
export const HOURS: [day: string, hours: string][] = [
  ['Mon', 'Closed'],
  ['Tue', '07:30 am – 04:00 pm'],
  ['Wed', '07:30 am – 04:00 pm'],
  ['Thu', '07:30 am – 04:00 pm'],
  ['Fri', '07:30 am – 04:00 pm'],
  ['Sat', '08:00 am – 04:00 pm'],
  ['Sun', '09:00 am – 02:00 pm'],
];

/**
 * The contact widget's hours block: "Open today" with the day's hours (worked out when the page was
 * published, a Tuesday), and the week as a table in a dropdown saved closed, then the owner's note.
 */
export const hoursWidget = (title: string, note: string) => {
  const id = uuid().slice(0, 8);
  return `<div data-ux="Block" data-aid="CONTACT_HOURS_REND" class="${cx('div')}"><h4 role="heading" aria-level="4" data-ux="HeadingMinor" data-aid="CONTACT_HOURS_TITLE_REND" class="${cx('h4')}">${title}</h4><div data-ux="Block" class="${cx('div')}"><button type="button" data-ux="Element" data-aid="CONTACT_HOURS_TOGGLE" aria-expanded="false" aria-controls="hours-${id}" class="${cx('button')}"><span data-ux="Text" data-aid="CONTACT_HOURS_OPEN_TODAY" class="${cx('span')}">Open today</span><span data-ux="Text" data-aid="CONTACT_HOURS_TODAY" class="${cx('span')}">07:30 am – 04:00 pm</span><svg viewBox="0 0 24 24" fill="currentColor" width="16" height="16" data-ux="Icon" class="${cx('svg')}"><path fill-rule="evenodd" d="M19.544 7.236a.773.773 0 0 1-.031 1.068l-7.883 7.487"></path></svg></button><table id="hours-${id}" data-ux="Table" data-aid="CONTACT_HOURS_TABLE" aria-hidden="true" style="display:none" class="${cx('table')}"><tbody>${HOURS.map(
    ([day, hours], i) =>
      `<tr data-aid="CONTACT_HOURS_DAY_${i}" class="${cx('tr')}"><td data-ux="Text" class="${cx('td')}">${day}</td><td data-ux="Text" class="${cx('td')}">${hours}</td></tr>`,
  ).join(
    '',
  )}</tbody></table></div>${note ? `<p data-ux="Text" data-aid="CONTACT_HOURS_CUST_MSG_REND" class="${cx('p')}">${note}</p>` : ''}</div>`;
};

/** The contact widget's address (with the map link), phone and email lines. */
export const contactInfo = () =>
  `<div data-ux="Block" data-aid="CONTACT_INFO_REND" class="${cx('div')}"><h4 role="heading" aria-level="4" data-ux="HeadingMinor" data-aid="CONTACT_INFO_TITLE_REND" class="${cx('h4')}">${CRUMB_NAME}</h4><p data-ux="ContentText" data-aid="CONTACT_INFO_ADDRESS_REND" class="${cx('p')}">${CRUMB_STREET}, ${CRUMB_TOWN} ${CRUMB_POSTCODE}, United Kingdom</p><a rel="" role="link" data-ux="ContentLink" data-aid="CONTACT_INFO_PHONE_REND" href="${CRUMB_PHONE_HREF}" class="${cx('a')}">${CRUMB_PHONE}</a><a rel="" role="link" data-ux="ContentLink" data-aid="CONTACT_INFO_EMAIL_REND" href="mailto:${CRUMB_EMAIL}" class="${cx('a')}">${CRUMB_EMAIL}</a></div>`;

/** The builder's map block: a static map image that opens Google Maps. */
export const map = () =>
  `<div data-ux="Block" data-aid="CONTACT_MAP_REND" class="${cx('div')}"><a href="https://www.google.com/maps/dir/?api=1&amp;destination=14%20Sheep%20Street%2C%20Stowcombe%20GL54%202RD" target="_blank" rel="noopener" data-aid="CONTACT_MAP_LINK" class="${cx('a')}"><img src="//img1.wsimg.com/maps/static?center=51.9287,-1.7203&amp;zoom=15&amp;size=640x360&amp;key=wsb" alt="Map" class="${cx('img')}"/></a></div>`;

/**
 * A form of the builder: every label a text element before its input (the floating label), reCAPTCHA's
 * notice, the button and the hidden thank-you message.
 */
export const form = (
  aid: string,
  fields: [
    label: string,
    kind: 'text' | 'email' | 'tel' | 'date' | 'textarea' | 'select',
    options?: string[],
  ][],
  submit = 'Send',
) =>
  `<form data-ux="Form" data-aid="${aid}_FORM_CONTAINER" aria-live="polite" class="${cx('form')}">${fields
    .map(([label, kind, options], i) => {
      const id = `${aid.toLowerCase()}-field-${i}`;
      const input =
        kind === 'textarea'
          ? `<textarea rows="5" id="${id}" data-ux="InputTextArea" data-aid="${aid}_INPUT_${i}" class="${cx('textarea')}"></textarea>`
          : kind === 'select'
            ? `<select id="${id}" data-ux="InputSelect" data-aid="${aid}_INPUT_${i}" class="${cx('select')}"><option value="">Select…</option>${(options ?? []).map((o) => `<option value="${o}">${o}</option>`).join('')}</select>`
            : `<input type="${kind}" id="${id}" data-ux="InputFloatLabel" data-aid="${aid}_INPUT_${i}" value="" class="${cx('input')}"/>`;
      return `<div data-ux="InputGroup" class="${cx('div')}"><label for="${id}" data-ux="InputFloatLabelLabel" class="${cx('label')}">${label}</label>${input}</div>`;
    })
    .join(
      '',
    )}<p data-ux="Text" data-aid="${aid}_RECAPTCHA_NOTICE" class="${cx('p')}">This site is protected by reCAPTCHA and the Google <a href="https://policies.google.com/privacy" target="_blank" rel="noopener">Privacy Policy</a> and <a href="https://policies.google.com/terms" target="_blank" rel="noopener">Terms of Service</a> apply.</p><button type="submit" data-ux="Button" data-aid="${aid}_SUBMIT_BUTTON_REND" class="${cx('button')}">${submit}</button><div data-ux="Block" data-aid="${aid}_FORM_SUCCESS" style="display:none" aria-hidden="true" class="${cx('div')}">Thank you for your message. We&#x27;ll get back to you as soon as we can.</div></form>`;

/** The Subscribe section the owners added to the home page and the blog: the email sign-up form. */
export const subscribe = () =>
  `<div id="${uuid()}" class="widget widget-subscribe widget-subscribe-subscribe-2"><div data-ux="WidgetBanner" class="${cx('div')}"><section data-ux="Section" data-aid="SUBSCRIBE_SECTION_RENDERED" class="${cx('section')}"><div data-ux="Container" class="${cx('div')}"><h2 role="heading" aria-level="2" data-ux="SectionHeading" data-aid="SUBSCRIBE_SECTION_TITLE_RENDERED" class="${cx('h2')}"><span data-ux="Element" class="${cx('span')}">Subscribe</span></h2><div data-ux="SectionSplitHeading" data-aid="SUBSCRIBE_SECTION_DESCRIPTION_RENDERED" class="${cx('div', 'x-rt')}"><p style="margin:0"><span>Sign up for our monthly newsletter: new bakes, class dates and the odd bit of news from the kitchen.</span></p></div><form data-ux="Form" data-aid="SUBSCRIBE_FORM_RENDERED" aria-live="polite" class="${cx('form')}"><div data-ux="InputGroup" class="${cx('div')}"><label for="subscribe-email" data-ux="InputFloatLabelLabel" class="${cx('label')}">Email Address</label><input type="email" id="subscribe-email" data-ux="InputFloatLabel" data-aid="SUBSCRIBE_EMAIL_RENDERED" value="" class="${cx('input')}"/></div><button type="submit" data-ux="Button" data-aid="SUBSCRIBE_SUBMIT_BUTTON_REND" class="${cx('button')}">Sign up</button><div data-ux="Block" data-aid="SUBSCRIBE_FORM_SUCCESS" style="display:none" aria-hidden="true" class="${cx('div')}">Thanks for signing up. Watch your inbox for news and updates.</div></form></div></section></div></div>`;

/* ── The chrome: header and drawer, footer, cookie banner ─────────────────────────────────────────── */

type NavItem = [href: string, label: string];
/** The page list in the order the owners dragged it; the first five show in the header, the rest in "More". */
const nav: NavItem[] = [
  ['/', 'Home'],
  ['/cafe-menu', 'Café Menu'],
  ['/celebration-cakes', 'Celebration Cakes'],
  ['/bread-club', 'Bread Club'],
  ['/baking-classes', 'Baking Classes'],
  ['/wholesale', 'Wholesale'],
  ['/allergens', 'Allergens &amp; Dietary'],
  ['/about-us', 'About Us'],
  ['/visit-us', 'Visit Us'],
  ['/faq', 'FAQ'],
  ['/blog', 'News'],
  ['/italiano', 'Italiano'],
];
const SHOWN = 5;

const navLink = ([href, label]: NavItem, path: string, ux: string) => {
  const current = href === path || (href === '/blog' && path.startsWith('/blog/'));
  return `<a rel="" role="link" aria-haspopup="false" data-ux="${ux}" target="" data-page="${href}" data-edit-interactive="true" href="${href}" class="${cx('a', current ? 'active' : '')}"${current ? ' aria-current="page"' : ''}>${label}</a>`;
};

const hamburger = () =>
  `<a rel="" role="button" aria-haspopup="menu" data-ux="LinkDropdown" data-toggle-ignore="true" id="n-${WEBSITE_ID.slice(0, 8)}-hamburger" aria-expanded="false" toggleid="n-${WEBSITE_ID.slice(0, 8)}-navId-mobile" icon="hamburger" data-edit-interactive="true" data-aid="HAMBURGER_MENU_LINK" aria-label="Hamburger Site Navigation Icon" href="#" class="${cx('a')}"><svg viewBox="0 0 24 24" fill="currentColor" width="40px" height="40px" data-ux="IconHamburger" class="${cx('svg')}"><path fill-rule="evenodd" d="M19.248 17.5a.75.75 0 1 1 0 1.5H4.752a.75.75 0 1 1 0-1.5h14.496zm0-6.25a.75.75 0 1 1 0 1.5H4.752a.75.75 0 1 1 0-1.5h14.496zm0-6.25a.75.75 0 1 1 0 1.5H4.752a.75.75 0 1 1 0-1.5h14.496z"></path></svg></a>`;

const logo = () =>
  `<div data-ux="Block" data-aid="HEADER_LOGO_RENDERED" class="${cx('div')}"><a rel="" role="link" aria-haspopup="menu" data-ux="Link" data-page="/" title="${CRUMB_NAME}" href="/" class="${cx('a')}"><div data-ux="Block" id="logo-container" class="${cx('div')}"><img src="${IMG}/crumb-kettle-logo.png/:/rs=h:96,cg:true,m/qt=q:95" alt="${CRUMB_NAME}" data-ux="ImageLogo" data-aid="HEADER_LOGO_IMAGE_RENDERED" class="${cx('img')}"/></div></a></div>`;

/**
 * The sticky header: a mobile bar (hamburger, logo, phone icon) and a desktop bar (logo, five links and
 * "More", the "Order a cake" button), both in the page; then the hamburger's drawer, a hidden second copy
 * of every link with the phone under it.
 */
function header(path: string): string {
  const shown = nav.slice(0, SHOWN);
  const more = nav.slice(SHOWN);
  const mobile = `<div data-ux="Block" data-aid="HEADER_MOBILE_BAR" class="${cx('div', 'd-md-none')}">${hamburger()}${logo()}<a rel="" role="link" data-ux="IconLink" data-aid="HEADER_PHONE_ICON" href="${CRUMB_PHONE_HREF}" aria-label="Call us" class="${cx('a')}"><svg viewBox="0 0 24 24" fill="currentColor" width="24" height="24" data-ux="IconPhone" class="${cx('svg')}"><path d="M6.6 10.8c1.4 2.8 3.8 5.1 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1-9.4 0-17-7.6-17-17 0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1L6.6 10.8z"></path></svg></a></div>`;
  const desktop = `<div data-ux="Block" data-aid="HEADER_DESKTOP_BAR" class="${cx('div', 'd-none d-md-flex')}">${logo()}<nav data-ux="Nav" data-aid="HEADER_NAV_RENDERED" role="navigation" class="${cx('nav')}"><ul data-ux="List" id="nav-${WEBSITE_ID.slice(0, 8)}" class="${cx('ul')}">${shown.map((m) => `<li data-ux="ListItemInline" class="${cx('li')}">${navLink(m, path, 'NavLink')}</li>`).join('')}<li data-ux="ListItemInline" class="${cx('li')}"><div data-ux="Element" id="bs-more" class="${cx('div')}"><a rel="" role="button" aria-haspopup="menu" data-ux="NavLinkDropdown" data-toggle-ignore="true" aria-expanded="false" data-aid="NAV_MORE" href="#" class="${cx('a')}"><div style="pointer-events:none;display:flex;align-items:center"><span>More</span><svg viewBox="0 0 24 24" fill="currentColor" width="16" height="16" data-ux="Icon" class="${cx('svg')}"><path fill-rule="evenodd" d="M19.544 7.236a.773.773 0 0 1-.031 1.068l-7.883 7.487"></path></svg></div></a><div data-ux="Element" id="bs-more-menu" style="display:none" class="${cx('div')}"><ul data-ux="List" class="${cx('ul')}">${more.map((m) => `<li data-ux="ListItem" role="menuitem" class="${cx('li')}">${navLink(m, path, 'NavMoreMenuLink')}</li>`).join('')}</ul></div></div></li></ul></nav><div data-ux="Block" class="${cx('div')}">${button('Order a cake', '/celebration-cakes', 'HEADER_CTA_BTN')}</div></div>`;
  const drawer = `<div role="navigation" data-ux="NavigationDrawer" id="n-${WEBSITE_ID.slice(0, 8)}-navId-mobile" aria-hidden="true" style="display:none" class="${cx('div')}"><div data-ux="Block" class="${cx('div')}"><svg viewBox="0 0 24 24" fill="currentColor" width="40px" height="40px" data-ux="CloseIcon" data-edit-interactive="true" data-close="true" class="${cx('svg')}"><path fill-rule="evenodd" d="M19.219 5.22a.75.75 0 0 0-1.061 0l-5.939 5.939-5.939-5.939a.75.75 0 1 0-1.061 1.061l5.939 5.939-5.939 5.939a.75.75 0 1 0 1.061 1.061l5.939-5.939 5.939 5.939a.75.75 0 1 0 1.061-1.061l-5.939-5.939 5.939-5.939a.75.75 0 0 0 0-1.061z"></path></svg><div data-ux="Container" class="${cx('div')}"><ul role="menu" data-ux="NavigationDrawerList" class="${cx('ul')}">${nav.map((m) => `<li role="menuitem" data-ux="NavigationDrawerListItem" class="${cx('li')}">${navLink(m, path, 'NavigationDrawerLink')}</li>`).join('')}</ul><div data-ux="Block" class="${cx('div')}"><a rel="" role="link" data-ux="Link" href="${CRUMB_PHONE_HREF}" class="${cx('a')}">${CRUMB_PHONE}</a></div></div></div></div>`;
  return `<div id="${uuid()}" class="widget widget-header widget-header-header-9"><div data-ux="Header" role="main" data-aid="HEADER_WIDGET" style="position:sticky;top:0;z-index:1000" class="${cx('div')}"><div data-ux="Block" class="${cx('div')}">${mobile}${desktop}</div></div>${drawer}</div>`;
}

/**
 * The footer the owners filled in on every page: name, address, phone, email, the hours as they typed them,
 * the social links, the legal links and company number, and the builder's own "Powered by GoDaddy".
 */
const footer = () =>
  `<div id="${uuid()}" class="widget widget-footer widget-footer-footer-2"><div data-ux="Footer" role="contentinfo" data-aid="FOOTER_SECTION_RENDERED" class="${cx('div')}"><div data-ux="Container" class="${cx('div')}"><div data-ux="Grid" class="${cx('div')}"><div data-ux="GridCell" class="${cx('div')}"><p data-ux="FooterText" data-aid="FOOTER_BUSINESS_NAME_RENDERED" class="${cx('p')}"><strong>${CRUMB_NAME} · Bakery &amp; Café</strong></p><p data-ux="FooterText" data-aid="FOOTER_ADDRESS_RENDERED" class="${cx('p')}">${CRUMB_STREET}, ${CRUMB_TOWN} ${CRUMB_POSTCODE}</p><p data-ux="FooterText" data-aid="FOOTER_PHONE_RENDERED" class="${cx('p')}"><a href="${CRUMB_PHONE_HREF}">${CRUMB_PHONE}</a></p><p data-ux="FooterText" data-aid="FOOTER_EMAIL_RENDERED" class="${cx('p')}"><a href="mailto:${CRUMB_EMAIL}">${CRUMB_EMAIL}</a></p></div><div data-ux="GridCell" class="${cx('div')}"><div data-ux="FooterDetails" data-aid="FOOTER_HOURS_RENDERED" class="${cx('div', 'x-rt')}"><p style="margin:0"><strong><span>Opening hours</span></strong></p><p style="margin:0"><span>Tue – Fri 7.30am – 4pm</span></p><p style="margin:0"><span>Sat 8am – 4pm · Sun 9am – 2pm</span></p><p style="margin:0"><span>Closed on Mondays</span></p></div></div><div data-ux="GridCell" class="${cx('div')}"><div data-ux="Block" data-aid="FOOTER_SOCIAL_LINKS" class="${cx('div')}"><a rel="noopener" role="link" aria-label="Social media link for instagram" target="_blank" data-ux="SocialLinksLink" data-aid="SOCIAL_INSTAGRAM_LINK" href="${CRUMB_INSTAGRAM}" class="${cx('a')}"><svg viewBox="0 0 24 24" fill="currentColor" width="24" height="24" data-ux="IconSocial" class="${cx('svg')}"><path d="M16.604 8.516c.13.35.198.719.203 1.091.033.622.033.811.033 2.386 0 1.574-.004 1.763-.033 2.385"></path></svg></a><a rel="noopener" role="link" aria-label="Social media link for facebook" target="_blank" data-ux="SocialLinksLink" data-aid="SOCIAL_FACEBOOK_LINK" href="${CRUMB_FACEBOOK}" class="${cx('a')}"><svg viewBox="0 0 24 24" fill="currentColor" width="24" height="24" data-ux="IconSocial" class="${cx('svg')}"><path d="M22 12.061C22 6.505 17.523 2 12 2S2 6.505 2 12.061c0 5.022 3.657 9.184 8.438 9.939v-7.03"></path></svg></a></div><ul data-ux="List" class="${cx('ul')}"><li class="${cx('li')}"><a data-ux="FooterLink" href="/privacy-policy" class="${cx('a')}">Privacy Policy</a></li><li class="${cx('li')}"><a data-ux="FooterLink" href="/terms-and-conditions" class="${cx('a')}">Terms &amp; Conditions</a></li><li class="${cx('li')}"><a data-ux="FooterLink" href="/allergens" class="${cx('a')}">Allergen information</a></li><li class="${cx('li')}"><a data-ux="FooterLink" href="/italiano" class="${cx('a')}">Italiano</a></li></ul></div></div><p data-ux="FooterText" data-aid="FOOTER_COMPANY_RENDERED" class="${cx('p')}"><span>${CRUMB_COMPANY}, registered in England and Wales, company number ${CRUMB_COMPANY_NO}.</span></p><p data-ux="FooterText" data-aid="FOOTER_COPYRIGHT_RENDERED" class="${cx('p')}"><span>Copyright © 2026 ${CRUMB_NAME} - All Rights Reserved.</span></p><p data-ux="FooterText" data-aid="FOOTER_POWERED_BY_AIRO_RENDERED" class="${cx('p')}"><span>Powered by <a rel="nofollow noopener" target="_blank" href="https://www.godaddy.example/en-uk/websites/website-builder" class="${cx('a')}">GoDaddy</a></span></p></div></div></div>`;

/** The builder's cookie banner, on every page until the visitor chooses. */
const cookieBanner = () =>
  `<div id="${uuid()}" class="widget widget-cookie-banner widget-cookie-banner-cookie-banner-1"><div data-ux="Block" role="dialog" aria-label="Cookie banner" data-aid="COOKIE_BANNER" style="position:fixed;bottom:0;left:0;right:0;z-index:10000" class="${cx('div')}"><p data-ux="Text" data-aid="CB_TITLE" class="${cx('p')}"><strong>This website uses cookies.</strong></p><p data-ux="Text" data-aid="CB_TEXT" class="${cx('p')}">We use cookies to analyse website traffic and optimise your website experience. By accepting our use of cookies, your data will be aggregated with all other user data.</p><a data-ux="Button" data-aid="CB_DECLINE" href="#" class="${cx('a')}">Decline</a><a data-ux="Button" data-aid="CB_ACCEPT" href="#" class="${cx('a')}">Accept</a></div></div>`;

/**
 * Lays out a page as GoDaddy's Website Builder (Websites + Marketing) publishes it: `lang="en-GB"` on every
 * page, the Italian ones too; the generator tag; glamor's inline stylesheet; a Bakery JSON-LD block; the
 * `layout` and `Page` wrappers (no `<main>`); the sticky header marked `role="main"` with its mobile and
 * desktop bars and the hidden drawer; the page's widgets; the footer; the cookie banner; the bundles.
 */
export function crumbLayout(page: CrumbPage): SitePage {
  const title =
    page.path === '/' ? `${CRUMB_NAME} | Bakery &amp; Café in Stowcombe` : `${page.title} | ${CRUMB_NAME}`;
  const og =
    page.kind === 'post'
      ? `<meta property="og:type" content="article"/><meta property="article:author" content="${CRUMB_NAME}"/>`
      : '<meta property="og:type" content="website"/>';
  const html = `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><meta http-equiv="X-UA-Compatible" content="IE=edge"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="author" content="${CRUMB_NAME}"/><meta name="generator" content="Starfield Technologies; Go Daddy Website Builder 8.0.0000"/><link rel="manifest" href="/manifest.webmanifest"/><link rel="apple-touch-icon" sizes="57x57" href="${IMG}/favicon-kettle.png/:/rs=w:57,h:57,m"/><link rel="icon" sizes="32x32" href="${IMG}/favicon-kettle.png/:/rs=w:32,h:32,m"/><meta name="description" content="${page.description}"/><meta property="og:url" content="${CRUMB_SITE}${page.path}"/><meta property="og:site_name" content="${CRUMB_NAME}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${page.description}"/>${og}<meta property="og:image" content="${IMG}/counter-morning-loaves.jpg"/><meta property="og:locale" content="en_GB"/><link rel="canonical" href="${CRUMB_SITE}${page.path}"/><script type="text/javascript" src="//img1.wsimg.com/tcc/tcc_l.combined.1.0.6.min.js" crossorigin=""></script><link rel="stylesheet" href="//img1.wsimg.com/blobby/go/font-bundles/playfair-display-lato.css"/><style data-inline-fonts>@font-face{font-family:'Playfair Display';font-style:normal;font-weight:400;font-display:swap;src:url(https://img1.wsimg.com/gfonts/s/playfairdisplay/v30/nuFiD-vYSZviVYUb_rj3ij__anPXDTzYgA.woff2) format('woff2')}</style><style data-glamor="cxs-default-sheet">.x .c1-1{letter-spacing:normal}.x .c1-2{text-transform:none}.x .c1-3{background-color:rgb(255, 250, 242)}.x .c1-4{width:100%}.x .c1-5 > div{position:relative;overflow:hidden}.x .c1-b{font-family:'Lato', arial, sans-serif}.x .c1-c{font-size:16px}@media (max-width: 767px){.x .d-none{display:none}}@media (min-width: 768px){.x .d-md-none{display:none}.x .d-md-flex{display:flex}}</style><script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","name":"Crumb & Kettle","url":"${CRUMB_SITE}/","telephone":"+44 1632 960384","email":"${CRUMB_EMAIL}","address":{"@type":"PostalAddress","streetAddress":"${CRUMB_STREET}","addressLocality":"Stowcombe","addressRegion":"Gloucestershire","postalCode":"${CRUMB_POSTCODE}","addressCountry":"GB"},"openingHours":["Tu-Fr 07:30-16:00","Sa 08:00-16:00","Su 09:00-14:00"]}</script></head><body class="x  x-fonts-playfair-display x-fonts-lato"><div id="layout-${WEBSITE_ID}" class="layout layout-layout layout-layout-layout-13 locale-en-GB lang-en"><div data-ux="Page" id="page-${rand() % 100_000}" class="${cx('div')}"><div data-ux="Block" class="${cx('div')}">
${header(page.path)}
${page.body}
${footer()}
${cookieBanner()}
</div></div></div><script type="text/javascript">window.cxs && window.cxs.setOptions({ prefix: "c2-" });</script><script type="text/javascript">"undefined"===typeof _trfq&&(window._trfq=[]);"undefined"==typeof _trfd&&(window._trfd=[]),_trfd.push({"tccl.baseHost":"secureserver.net"},{"ap":"IPv2"},{"server":"p3plwsbuilder07"},{"pod":"P3-WSB"},{"websiteId":"${WEBSITE_ID}"},{"pd":"2026-11-17T14:08:52.000Z"})</script><script src="//img1.wsimg.com/ceph-p3-01/website-builder-data-prod/static/widgets/UX.4.64.1.js" crossorigin=""></script><script src="//img1.wsimg.com/blobby/go/${WEBSITE_ID}/gpub/9d2c41e7b0a38f65/script.js" crossorigin=""></script><script src="//img1.wsimg.com/signals/js/clients/scc-c2/scc-c2.min.js" async=""></script></body></html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}
