import type { SitePage } from './site-server.ts';

/** A page of Fido & Micio before layout: the sections the owner stacked in GoDaddy's Website Builder. */
export interface FidoPage {
  path: string;
  /** The page name in the builder: the navigation label's page and the first half of `<title>`. */
  title: string;
  description: string;
  /** The page's widgets, built with the helpers below. */
  body: string;
  /** Blog posts (`/blog/f/<slug>`) are rendered by the blog widget and carry article meta tags. */
  kind?: 'page' | 'post';
  unlisted?: boolean;
}

export const FIDO_SITE = 'https://www.pensione-fido.test';
export const FIDO_NAME = 'Fido &amp; Micio';
export const FIDO_PHONE = '035 641 2287';
export const FIDO_PHONE_HREF = 'tel:+390356412287';
export const FIDO_WHATSAPP = '347 218 5590';
export const FIDO_WHATSAPP_HREF = 'https://wa.me/393472185590';
export const FIDO_EMAIL = 'info@pensione-fido.test';
export const FIDO_STREET = 'Via dei Roccoli 14';
export const FIDO_TOWN = '24030 Sorgiano (BG)';
export const FIDO_VAT = '04318270165';
export const FIDO_OWNER = 'Fido &amp; Micio di Gamba Elisa';

const WEBSITE_ID = '7c2e91d4-5b3a-4f08-9e6d-2a1f8c4b7e30';
const IMG = `//img1.wsimg.com/isteam/ip/${WEBSITE_ID}`;

// Glamor's atomic classes (c1-1, c1-2, …) and the widget uuids come from a fixed seed, so a page is the
// same on every run.
let seed = 240_301;
const rand = () => {
  seed = (seed * 48_271) % 2_147_483_647;
  return seed;
};
const hex = (width: number) => rand().toString(16).padStart(8, '0').slice(0, width).padEnd(width, 'f');
export const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[rand() % 4]}${hex(3)}-${hex(8)}${hex(4)}`;

/** The class list the builder prints on every element: `x-el x-el-<tag>`, `c1-1 c1-2`, then a run of `c1-*`. */
export const cx = (tag: string, extra = '') => {
  const start = 10 + (rand() % 700);
  const count = 3 + (rand() % 10);
  const classes = Array.from({ length: count }, (_, i) => `c1-${(start + i * 7).toString(36)}`);
  return `x-el x-el-${tag} c1-1 c1-2 c1-b c1-c ${classes.join(' ')}${extra ? ` ${extra}` : ''}`;
};

/* ── Text ─────────────────────────────────────────────────────────────────────────────────────────── */

/** The rich-text editor's runs: `**x**` bold, `_x_` italic, anything else a plain span. */
const inline = (text: string) =>
  text
    .split(/(\*\*.+?\*\*|_[^_]+?_)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**')
        ? `<strong>${part.slice(2, -2)}</strong>`
        : part.length > 2 && part.startsWith('_') && part.endsWith('_')
          ? `<em>${part.slice(1, -1)}</em>`
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

/** A rich-text block (data-ux="Text"), its paragraphs separated by the editor's empty lines. */
export const rt = (...parts: string[]) =>
  `<div data-ux="Text" data-aid="CONTENT_DESCRIPTION_RENDERED" class="${cx('div', 'x-rt')}">${parts.join(gap)}</div>`;

/** A section's title: the theme's HeadingMajor (an h2 holding a span). */
export const headingMajor = (text: string, aid = 'SECTION_TITLE_RENDERED') =>
  `<h2 role="heading" aria-level="2" data-ux="HeadingMajor" data-aid="${aid}" data-typography="HeadingBeta" class="${cx('h2')}"><span data-ux="Element" class="${cx('span')}">${text}</span></h2>`;

/** A block heading inside a section: HeadingMinor, an h4. */
export const headingMinor = (text: string) =>
  `<h4 role="heading" aria-level="4" data-ux="HeadingMinor" data-aid="CONTENT_HEADING_RENDERED" data-typography="HeadingDelta" class="${cx('h4')}">${text}</h4>`;

/** A line of text outside rich text (data-ux="Text"): captions, notes, small print. */
export const line = (text: string, aid = 'TEXT_RENDERED') =>
  `<p data-ux="Text" data-aid="${aid}" data-typography="BodyGamma" class="${cx('p')}">${inline(text)}</p>`;

export const button = (label: string, href: string, aid = 'CONTENT_CTA') =>
  `<a rel="" role="button" aria-haspopup="false" data-ux="Button" data-aid="${aid}" target="${href.startsWith('http') ? '_blank' : ''}" href="${href}" data-tccl="ux2.CONTENT.content4.Content.Default.Button.Primary.${rand() % 90_000}.click,click" class="${cx('a')}">${label}</a>`;

export const img = (file: string, alt: string) =>
  `<img src="${IMG}/${file}/:/rs=w:600,h:450,cg:true,m/cr=w:600,h:450" srcSet="${IMG}/${file}/:/rs=w:600,h:450,cg:true,m/cr=w:600,h:450, ${IMG}/${file}/:/rs=w:1200,h:900,cg:true,m/cr=w:1200,h:900 2x" alt="${alt}" data-ux="Image" data-aid="CONTENT_IMAGE_RENDERED" class="${cx('img')}"/>`;

/* ── Widgets ──────────────────────────────────────────────────────────────────────────────────────── */

/**
 * A widget: the `widget widget-<type>` wrapper with its uuid, a `<section data-ux="Section">` with its
 * `data-aid`, a container, the HeadingMajor title and the section's blocks.
 */
export const section = (type: string, heading: string, ...blocks: string[]) => {
  const aid = type.toUpperCase().replace(/-/g, '_');
  return `<div id="${uuid()}" class="widget widget-${type} widget-${type}-${type}-${1 + (rand() % 9)}"><div data-ux="WidgetBanner" class="${cx('div')}"><section data-ux="Section" data-aid="${aid}_SECTION_RENDERED" class="${cx('section')}"><div data-ux="Container" class="${cx('div')}">${heading ? headingMajor(heading, `${aid}_SECTION_TITLE_RENDERED`) : ''}${blocks.map((b) => `<div data-ux="Block" class="${cx('div')}">${b}</div>`).join('')}</div></section></div></div>`;
};

/** The page hero: a background photo, the tagline (h1) and the sub-tagline, an optional button. */
export const hero = (heading: string, tagline: string, photo: string, cta?: [string, string]) =>
  `<div id="${uuid()}" class="widget widget-header widget-header-header-9"><div data-ux="HeaderMedia" class="${cx('div')}"><div data-ux="Background" role="img" aria-label="" class="${cx('div')}" style="background-image:url(${IMG}/${photo}/:/rs=w:1600,m)"></div><div data-ux="Container" class="${cx('div')}"><h1 role="heading" aria-level="1" data-ux="Tagline" data-aid="HEADER_TAGLINE_RENDERED" data-typography="HeadingAlpha" class="${cx('h1')}"><span data-ux="Element" class="${cx('span')}">${heading}</span></h1><div data-ux="HeaderSubTagline" data-aid="HEADER_SUBTAGLINE_RENDERED" class="${cx('div', 'x-rt')}"><p style="margin:0"><span>${tagline}</span></p></div>${cta ? button(cta[0], cta[1], 'HEADER_CTA_BTN') : ''}</div></div></div>`;

export interface Card {
  title: string;
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
  `<div data-ux="Grid" class="${cx('div')}">${items
    .map(
      (c, i) =>
        `<div data-ux="GridCell" class="${cx('div')}"><div data-ux="ContentCard" data-aid="CONTENT_CARD_${i}" class="${cx('div')}">${c.photo ? `<div data-ux="ContentCardWrapperImage" class="${cx('div')}">${img(c.photo, c.title)}</div>` : ''}<h4 role="heading" aria-level="4" data-ux="ContentCardHeading" data-aid="CONTENT_CARD_TITLE_RENDERED_${i}" class="${cx('h4')}">${c.title}</h4><div data-ux="ContentCardText" data-aid="CONTENT_CARD_TEXT_RENDERED_${i}" class="${cx('div', 'x-rt')}">${p(c.text)}</div>${c.price ? `<div data-ux="Price" data-aid="CONTENT_CARD_PRICE_RENDERED_${i}" class="${cx('div')}">${c.price}</div>` : ''}${c.link ? button(c.link[0], c.link[1], `CONTENT_CARD_CTA_${i}`) : ''}</div></div>`,
    )
    .join('')}</div>`;

/**
 * The builder's price list (the "Menu" widget): a category title, then every item's name, description and
 * price in three separate divs.
 */
export const menu = (title: string, items: [name: string, description: string, price: string][], note = '') =>
  `<div data-ux="MenuSection" data-aid="MENU_SECTION_RENDERED" class="${cx('div')}"><h3 role="heading" aria-level="3" data-ux="MenuSectionHeading" data-aid="MENU_SECTION_TITLE" data-typography="HeadingGamma" class="${cx('h3')}">${title}</h3>${items
    .map(
      ([name, description, price], i) =>
        `<div data-ux="MenuItem" data-aid="MENU_ITEM_${i}" class="${cx('div')}"><div data-ux="Block" class="${cx('div')}"><div data-ux="MenuItemTitle" data-aid="MENU_ITEM_TITLE_${i}" class="${cx('div')}">${name}</div>${description ? `<div data-ux="MenuItemDescription" data-aid="MENU_ITEM_DESCRIPTION_${i}" class="${cx('div', 'x-rt')}">${description}</div>` : ''}</div><div data-ux="Price" data-aid="MENU_ITEM_PRICE_${i}" class="${cx('div')}">${price}</div></div>`,
    )
    .join(
      '',
    )}${note ? `<div data-ux="MenuSectionDescription" data-aid="MENU_SECTION_NOTE" class="${cx('div', 'x-rt')}">${p(note)}</div>` : ''}</div>`;

/**
 * The accordion layout of a content section: every question a button saved collapsed
 * (`aria-expanded="false"`), every answer `display:none` and `aria-hidden` until it is opened.
 */
export const accordion = (items: [question: string, answer: string][]) => {
  const id = uuid().slice(0, 8);
  return `<div data-ux="ContentCards" data-aid="CONTENT_ACCORDION" class="${cx('div')}">${items
    .map(
      ([question, answer], i) =>
        `<div data-ux="Block" data-aid="CONTENT_ACCORDION_ITEM_${i}" class="${cx('div')}"><button type="button" data-ux="Element" data-aid="CONTENT_ACCORDION_TITLE_${i}" id="acc-${id}-${i}" aria-expanded="false" aria-controls="acc-${id}-${i}-panel" class="${cx('button')}"><h4 role="heading" aria-level="4" data-ux="HeadingMinor" class="${cx('h4')}">${question}</h4><svg viewBox="0 0 24 24" fill="currentColor" width="24" height="24" data-ux="Icon" class="${cx('svg')}"><path fill-rule="evenodd" d="M19.544 7.236a.773.773 0 0 1-.031 1.068l-7.883 7.487c-.016.015-.036.02-.052.034-.061.05-.123.097-.194.13a.741.741 0 0 1-.612 0"></path></svg></button><div id="acc-${id}-${i}-panel" data-ux="Block" role="region" aria-labelledby="acc-${id}-${i}" aria-hidden="true" style="display:none" class="${cx('div')}"><div data-ux="Text" class="${cx('div', 'x-rt')}">${answer}</div></div></div>`,
    )
    .join('')}</div>`;
};

/** The office hours as the contact widget's hours list prints them: a day and its hours in separate spans. */
const OFFICE_HOURS: [day: string, hours: string][] = [
  ['lunedì', '09:00 – 18:30'],
  ['martedì', '09:00 – 18:30'],
  ['mercoledì', '09:00 – 18:30'],
  ['giovedì', '09:00 – 18:30'],
  ['venerdì', '09:00 – 18:30'],
  ['sabato', '09:00 – 13:00'],
  ['domenica', 'Chiuso'],
];

/** The hours block of the contact widget (`data-aid="CONTACT_HOURS_…"`), with its note under the list. */
export const hoursWidget = (title: string, note: string) =>
  `<div data-ux="Block" data-aid="CONTACT_HOURS_REND" class="${cx('div')}"><h4 role="heading" aria-level="4" data-ux="HeadingMinor" data-aid="CONTACT_HOURS_TITLE_REND" class="${cx('h4')}">${title}</h4><ul data-ux="List" data-aid="CONTACT_HOURS_LIST_REND" class="${cx('ul')}">${OFFICE_HOURS.map(
    ([day, hours], i) =>
      `<li data-ux="ListItem" data-aid="CONTACT_HOURS_DAY_${i}_REND" class="${cx('li')}"><span data-ux="Text" data-aid="CONTACT_HOURS_DAY_NAME_${i}" class="${cx('span')}">${day}</span><span data-ux="Text" data-aid="CONTACT_HOURS_DAY_HOURS_${i}" class="${cx('span')}">${hours}</span></li>`,
  ).join(
    '',
  )}</ul><p data-ux="Text" data-aid="CONTACT_HOURS_CUST_MSG_REND" class="${cx('p')}">${note}</p></div>`;

/** The contact widget's address, phone and email lines. */
export const contactInfo = () =>
  `<div data-ux="Block" data-aid="CONTACT_INFO_REND" class="${cx('div')}"><h4 role="heading" aria-level="4" data-ux="HeadingMinor" data-aid="CONTACT_INFO_TITLE_REND" class="${cx('h4')}">Pensione ${FIDO_NAME}</h4><p data-ux="ContentText" data-aid="CONTACT_INFO_ADDRESS_REND" class="${cx('p')}">${FIDO_STREET}, ${FIDO_TOWN}</p><a rel="" role="link" data-ux="ContentLink" data-aid="CONTACT_INFO_PHONE_REND" href="${FIDO_PHONE_HREF}" class="${cx('a')}">${FIDO_PHONE}</a><a rel="noopener" role="link" data-ux="ContentLink" data-aid="CONTACT_INFO_WHATSAPP_REND" target="_blank" href="${FIDO_WHATSAPP_HREF}" class="${cx('a')}">WhatsApp ${FIDO_WHATSAPP}</a><a rel="" role="link" data-ux="ContentLink" data-aid="CONTACT_INFO_EMAIL_REND" href="mailto:${FIDO_EMAIL}" class="${cx('a')}">${FIDO_EMAIL}</a></div>`;

/**
 * The contact form: every label a text element before its input (and the builder's floating label inside
 * it), the consent line, reCAPTCHA's notice and the button.
 */
export const form = (
  aid: string,
  fields: [label: string, kind: 'text' | 'email' | 'tel' | 'date' | 'textarea'][],
  submit = 'Invia',
) =>
  `<form data-ux="Form" data-aid="${aid}_FORM_CONTAINER" aria-live="polite" class="${cx('form')}">${fields
    .map(([label, kind], i) => {
      const id = `${aid.toLowerCase()}-field-${i}`;
      const input =
        kind === 'textarea'
          ? `<textarea rows="5" id="${id}" data-ux="InputTextArea" data-aid="${aid}_INPUT_${i}" class="${cx('textarea')}"></textarea>`
          : `<input type="${kind}" id="${id}" data-ux="InputFloatLabel" data-aid="${aid}_INPUT_${i}" value="" class="${cx('input')}"/>`;
      return `<div data-ux="InputGroup" class="${cx('div')}"><label for="${id}" data-ux="InputFloatLabelLabel" class="${cx('label')}">${label}</label>${input}</div>`;
    })
    .join(
      '',
    )}<div data-ux="Block" class="${cx('div')}"><input type="checkbox" id="${aid.toLowerCase()}-consent" data-aid="${aid}_CONSENT"/><label for="${aid.toLowerCase()}-consent" data-ux="Text" class="${cx('label')}">Ho letto l’informativa privacy e acconsento al trattamento dei miei dati per ricevere una risposta.</label></div><p data-ux="Text" data-aid="${aid}_RECAPTCHA_NOTICE" class="${cx('p')}">Questo sito è protetto da reCAPTCHA e si applicano le <a href="https://policies.google.com/privacy" target="_blank" rel="noopener">Norme sulla privacy</a> e i <a href="https://policies.google.com/terms" target="_blank" rel="noopener">Termini di servizio</a> di Google.</p><button type="submit" data-ux="Button" data-aid="${aid}_SUBMIT_BUTTON_REND" class="${cx('button')}">${submit}</button><div data-ux="Block" data-aid="${aid}_FORM_SUCCESS" style="display:none" aria-hidden="true" class="${cx('div')}">Grazie! Il messaggio è stato inviato: ti rispondiamo al più presto.</div></form>`;

/** The builder's map block: a static map image that opens Google Maps. */
export const map = () =>
  `<div data-ux="Block" data-aid="CONTACT_MAP_REND" class="${cx('div')}"><a href="https://www.google.com/maps/dir/?api=1&amp;destination=Via%20dei%20Roccoli%2014%2C%2024030%20Sorgiano%20BG" target="_blank" rel="noopener" data-aid="CONTACT_MAP_LINK" class="${cx('a')}"><img src="//img1.wsimg.com/maps/static?center=45.7402,9.5831&amp;zoom=14&amp;size=640x360&amp;key=wsb" alt="Mappa" class="${cx('img')}"/></a></div>`;

/* ── The chrome: header and drawer, footer, cookie banner ─────────────────────────────────────────── */

type NavItem = [href: string, label: string];
/** The page list in the order the owner dragged it; the first six show in the header, the rest under "Altro". */
const nav: NavItem[] = [
  ['/', 'Home'],
  ['/pensione-cani', 'Pensione cani'],
  ['/pensione-gatti', 'Pensione gatti'],
  ['/asilo-per-cani', 'Asilo per cani'],
  ['/toelettatura', 'Toelettatura'],
  ['/prezzi', 'Prezzi'],
  ['/taxi-dog', 'Taxi Dog'],
  ['/orari', 'Orari'],
  ['/requisiti-sanitari', 'Requisiti e vaccini'],
  ['/cosa-portare', 'Cosa portare'],
  ['/prenotazioni', 'Prenotazioni'],
  ['/chi-siamo', 'Chi siamo'],
  ['/recensioni', 'Recensioni'],
  ['/faq', 'Domande frequenti'],
  ['/blog', 'Blog'],
  ['/contatti', 'Contatti'],
  ['/english-information', 'English'],
];
const SHOWN = 6;

const navLink = ([href, label]: NavItem, path: string, ux: string) =>
  `<a rel="" role="link" aria-haspopup="false" data-ux="${ux}" target="" data-page="${href}" data-edit-interactive="true" href="${href}" class="${cx('a', href === path ? 'active' : '')}"${href === path ? ' aria-current="page"' : ''}>${label}</a>`;

const hamburger = (id: string) =>
  `<a rel="" role="button" aria-haspopup="menu" data-ux="LinkDropdown" data-toggle-ignore="true" id="${id}" aria-expanded="false" toggleid="n-${WEBSITE_ID.slice(0, 8)}-navId-mobile" icon="hamburger" data-edit-interactive="true" data-aid="HAMBURGER_MENU_LINK" aria-label="Icona di navigazione del sito" href="#" class="${cx('a')}"><svg viewBox="0 0 24 24" fill="currentColor" width="40px" height="40px" data-ux="IconHamburger" class="${cx('svg')}"><path fill-rule="evenodd" d="M19.248 17.5a.75.75 0 1 1 0 1.5H4.752a.75.75 0 1 1 0-1.5h14.496zm0-6.25a.75.75 0 1 1 0 1.5H4.752a.75.75 0 1 1 0-1.5h14.496zm0-6.25a.75.75 0 1 1 0 1.5H4.752a.75.75 0 1 1 0-1.5h14.496z"></path></svg></a>`;

const logo = () =>
  `<div data-ux="Block" data-aid="HEADER_LOGO_RENDERED" class="${cx('div')}"><a rel="" role="link" aria-haspopup="menu" data-ux="Link" data-page="/" title="Pensione ${FIDO_NAME}" href="/" class="${cx('a')}"><div data-ux="Block" id="logo-container" class="${cx('div')}"><img src="${IMG}/logo-fido-micio.png/:/rs=h:80,cg:true,m/qt=q:95" alt="Pensione ${FIDO_NAME}" data-ux="ImageLogo" data-aid="HEADER_LOGO_IMAGE_RENDERED" class="${cx('img')}"/></div></a></div>`;

/**
 * The sticky header: a mobile bar (hamburger, logo, phone icon) and a desktop bar (logo, six links and
 * "Altro", the phone), both in the page; then the hamburger's drawer, a hidden second copy of every link.
 */
function header(path: string): string {
  const shown = nav.slice(0, SHOWN);
  const more = nav.slice(SHOWN);
  const mobile = `<div data-ux="Block" data-aid="HEADER_MOBILE_BAR" class="${cx('div', 'd-md-none')}">${hamburger('n-mobile-hamburger')}${logo()}<a rel="" role="link" data-ux="IconLink" data-aid="HEADER_PHONE_ICON" href="${FIDO_PHONE_HREF}" aria-label="Chiama" class="${cx('a')}"><svg viewBox="0 0 24 24" fill="currentColor" width="24" height="24" data-ux="IconPhone" class="${cx('svg')}"><path d="M6.6 10.8c1.4 2.8 3.8 5.1 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1-9.4 0-17-7.6-17-17 0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1L6.6 10.8z"></path></svg></a></div>`;
  const desktop = `<div data-ux="Block" data-aid="HEADER_DESKTOP_BAR" class="${cx('div', 'd-none d-md-flex')}">${logo()}<nav data-ux="Nav" data-aid="HEADER_NAV_RENDERED" role="navigation" class="${cx('nav')}"><ul data-ux="List" id="nav-${WEBSITE_ID.slice(0, 8)}" class="${cx('ul')}">${shown.map((m) => `<li data-ux="ListItemInline" class="${cx('li')}">${navLink(m, path, 'NavLink')}</li>`).join('')}<li data-ux="ListItemInline" class="${cx('li')}"><div data-ux="Element" id="bs-more" class="${cx('div')}"><a rel="" role="button" aria-haspopup="menu" data-ux="NavLinkDropdown" data-toggle-ignore="true" aria-expanded="false" data-aid="NAV_MORE" href="#" class="${cx('a')}"><div style="pointer-events:none;display:flex;align-items:center"><span>Altro</span><svg viewBox="0 0 24 24" fill="currentColor" width="16" height="16" data-ux="Icon" class="${cx('svg')}"><path fill-rule="evenodd" d="M19.544 7.236a.773.773 0 0 1-.031 1.068l-7.883 7.487"></path></svg></div></a><div data-ux="Element" id="bs-more-menu" style="display:none" class="${cx('div')}"><ul data-ux="List" class="${cx('ul')}">${more.map((m) => `<li data-ux="ListItem" role="menuitem" class="${cx('li')}">${navLink(m, path, 'NavMoreMenuLink')}</li>`).join('')}</ul></div></div></li></ul></nav><div data-ux="Block" class="${cx('div')}"><a rel="" role="link" data-ux="Link" data-aid="HEADER_PHONE_RENDERED" href="${FIDO_PHONE_HREF}" class="${cx('a')}">${FIDO_PHONE}</a></div></div>`;
  const drawer = `<div role="navigation" data-ux="NavigationDrawer" id="n-${WEBSITE_ID.slice(0, 8)}-navId-mobile" aria-hidden="true" style="display:none" class="${cx('div')}"><div data-ux="Block" class="${cx('div')}"><svg viewBox="0 0 24 24" fill="currentColor" width="40px" height="40px" data-ux="CloseIcon" data-edit-interactive="true" data-close="true" class="${cx('svg')}"><path fill-rule="evenodd" d="M19.219 5.22a.75.75 0 0 0-1.061 0l-5.939 5.939-5.939-5.939a.75.75 0 1 0-1.061 1.061l5.939 5.939-5.939 5.939a.75.75 0 1 0 1.061 1.061l5.939-5.939 5.939 5.939a.75.75 0 1 0 1.061-1.061l-5.939-5.939 5.939-5.939a.75.75 0 0 0 0-1.061z"></path></svg><div data-ux="Container" class="${cx('div')}"><ul role="menu" data-ux="NavigationDrawerList" class="${cx('ul')}">${nav.map((m) => `<li role="menuitem" data-ux="NavigationDrawerListItem" class="${cx('li')}">${navLink(m, path, 'NavigationDrawerLink')}</li>`).join('')}</ul></div></div></div>`;
  return `<div id="${uuid()}" class="widget widget-header widget-header-header-9"><div data-ux="Header" role="main" data-aid="HEADER_WIDGET" style="position:sticky;top:0;z-index:1000" class="${cx('div')}"><div data-ux="Block" class="${cx('div')}">${mobile}${desktop}</div></div>${drawer}</div>`;
}

/** The footer the builder adds to every page: name, address, phone, WhatsApp, email, P.IVA and the legal links. */
const footer = () =>
  `<div id="${uuid()}" class="widget widget-footer widget-footer-footer-2"><div data-ux="Footer" role="contentinfo" data-aid="FOOTER_SECTION_RENDERED" class="${cx('div')}"><div data-ux="Container" class="${cx('div')}"><div data-ux="Grid" class="${cx('div')}"><div data-ux="GridCell" class="${cx('div')}"><p data-ux="FooterText" data-aid="FOOTER_BUSINESS_NAME_RENDERED" class="${cx('p')}"><strong>Pensione per cani e gatti ${FIDO_NAME}</strong></p><p data-ux="FooterText" data-aid="FOOTER_ADDRESS_RENDERED" class="${cx('p')}">${FIDO_STREET} – ${FIDO_TOWN}</p></div><div data-ux="GridCell" class="${cx('div')}"><p data-ux="FooterText" data-aid="FOOTER_PHONE_RENDERED" class="${cx('p')}">Tel. <a href="${FIDO_PHONE_HREF}">${FIDO_PHONE}</a> · WhatsApp <a href="${FIDO_WHATSAPP_HREF}" target="_blank" rel="noopener">${FIDO_WHATSAPP}</a></p><p data-ux="FooterText" data-aid="FOOTER_EMAIL_RENDERED" class="${cx('p')}"><a href="mailto:${FIDO_EMAIL}">${FIDO_EMAIL}</a></p></div><div data-ux="GridCell" class="${cx('div')}"><ul data-ux="List" class="${cx('ul')}"><li class="${cx('li')}"><a data-ux="FooterLink" href="/privacy-policy" class="${cx('a')}">Privacy policy</a></li><li class="${cx('li')}"><a data-ux="FooterLink" href="/cookie-policy" class="${cx('a')}">Cookie policy</a></li><li class="${cx('li')}"><a data-ux="FooterLink" href="/english-information" class="${cx('a')}">Information in English</a></li></ul></div></div><p data-ux="FooterText" data-aid="FOOTER_VAT_RENDERED" class="${cx('p')}">${FIDO_OWNER} – P.IVA ${FIDO_VAT}</p><p data-ux="FooterText" data-aid="FOOTER_COPYRIGHT_RENDERED" class="${cx('p')}"><span>Copyright © 2026 Pensione ${FIDO_NAME} - Tutti i diritti riservati.</span></p><p data-ux="FooterText" data-aid="FOOTER_POWERED_BY_AIRO_RENDERED" class="${cx('p')}"><span>Con tecnologia <a rel="nofollow noopener" target="_blank" href="https://www.godaddy.example/it-it/siti-web/creazione-siti-web" class="${cx('a')}">GoDaddy</a></span></p></div></div></div>`;

/** The builder's cookie banner, on every page until the visitor chooses. */
const cookieBanner = () =>
  `<div id="${uuid()}" class="widget widget-cookie-banner widget-cookie-banner-cookie-banner-1"><div data-ux="Block" role="dialog" aria-label="Banner dei cookie" data-aid="COOKIE_BANNER" style="position:fixed;bottom:0;left:0;right:0;z-index:10000" class="${cx('div')}"><p data-ux="Text" data-aid="CB_TITLE" class="${cx('p')}"><strong>Questo sito web utilizza cookie.</strong></p><p data-ux="Text" data-aid="CB_TEXT" class="${cx('p')}">Utilizziamo i cookie per analizzare il traffico del sito web e ottimizzare la tua esperienza sul sito. Accettando l’uso dei cookie, i tuoi dati verranno aggregati con quelli di tutti gli altri utenti. <a href="/cookie-policy">Cookie policy</a></p><a data-ux="Button" data-aid="CB_DECLINE" href="#" class="${cx('a')}">Rifiuta</a><a data-ux="Button" data-aid="CB_ACCEPT" href="#" class="${cx('a')}">Accetta</a></div></div>`;

/**
 * The page data the builder's React bundle hydrates from, in a `<script>` a visitor never sees: the route,
 * the widget list and the site settings, among them the announcement bar the owner switched off in 2025 with
 * its text still saved.
 */
const pageData = (page: FidoPage) =>
  JSON.stringify({
    websiteId: WEBSITE_ID,
    pageId: uuid(),
    route: page.path,
    locale: 'it-IT',
    title: page.title,
    isBlogPost: page.kind === 'post',
    theme: { name: 'layout-10', primaryColor: '#6b8f3a', fonts: ['nunito', 'open-sans'] },
    navigation: nav.map(([href, label]) => ({ label, href })),
    announcementBar: {
      enabled: false,
      text: 'Promo autunno 2025: bagno di fine soggiorno in omaggio per soggiorni di almeno 10 notti!',
      updated: '2025-09-02T08:14:51.000Z',
    },
    business: {
      name: 'Pensione per cani e gatti Fido & Micio',
      phone: '+39 035 641 2287',
      email: FIDO_EMAIL,
      address: `${FIDO_STREET}, ${FIDO_TOWN}`,
    },
    publishedAt: '2026-11-09T17:42:03.000Z',
  });

/**
 * Lays out a page as GoDaddy's Website Builder (Websites + Marketing) publishes it: `lang="it"` whatever the
 * page's language, the generator tag, glamor's inline stylesheet, a LocalBusiness JSON-LD block, the
 * `layout` and `Page` wrappers (no `<main>`), the sticky header with the mobile and desktop bars and the
 * hidden drawer, the page's widgets, the footer, the cookie banner, the page data JSON and the bundles.
 */
export function fidoLayout(page: FidoPage): SitePage {
  const title =
    page.path === '/'
      ? `Pensione per cani e gatti ${FIDO_NAME} – Sorgiano (BG)`
      : `${page.title} | ${FIDO_NAME}`;
  const og =
    page.kind === 'post'
      ? `<meta property="og:type" content="article"/><meta property="article:author" content="Pensione ${FIDO_NAME}"/>`
      : '<meta property="og:type" content="website"/>';
  const html = `<!DOCTYPE html><html lang="it"><head><meta charSet="utf-8"/><meta http-equiv="X-UA-Compatible" content="IE=edge"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="author" content="Pensione ${FIDO_NAME}"/><meta name="generator" content="Starfield Technologies; Go Daddy Website Builder 8.0.0000"/><link rel="manifest" href="/manifest.webmanifest"/><link rel="apple-touch-icon" sizes="57x57" href="${IMG}/favicon-zampa.png/:/rs=w:57,h:57,m"/><link rel="icon" sizes="32x32" href="${IMG}/favicon-zampa.png/:/rs=w:32,h:32,m"/><meta name="description" content="${page.description}"/><meta property="og:url" content="${FIDO_SITE}${page.path}"/><meta property="og:site_name" content="Pensione ${FIDO_NAME}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${page.description}"/>${og}<meta property="og:image" content="${IMG}/cani-prato-sorgiano.jpg"/><meta property="og:locale" content="it_IT"/><link rel="canonical" href="${FIDO_SITE}${page.path}"/><script type="text/javascript" src="//img1.wsimg.com/tcc/tcc_l.combined.1.0.6.min.js" crossorigin=""></script><link rel="stylesheet" href="//img1.wsimg.com/blobby/go/font-bundles/nunito-open-sans.css"/><style data-inline-fonts>@font-face{font-family:'Nunito';font-style:normal;font-weight:700;font-display:swap;src:url(https://img1.wsimg.com/gfonts/s/nunito/v26/XRXI3I6Li01BKofiOc5wtlZ2di8HDLshdTQ3j6zbXWjgeg.woff2) format('woff2')}</style><style data-glamor="cxs-default-sheet">.x .c1-1{letter-spacing:normal}.x .c1-2{text-transform:none}.x .c1-3{background-color:rgb(255, 255, 255)}.x .c1-4{width:100%}.x .c1-5 > div{position:relative;overflow:hidden}.x .c1-b{font-family:'Open Sans', arial, sans-serif}.x .c1-c{font-size:16px}@media (max-width: 767px){.x .d-none{display:none}}@media (min-width: 768px){.x .d-md-none{display:none}.x .d-md-flex{display:flex}}</style><script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Pensione per cani e gatti Fido & Micio","url":"${FIDO_SITE}/","telephone":"+39 035 641 2287","email":"${FIDO_EMAIL}","address":{"@type":"PostalAddress","streetAddress":"${FIDO_STREET}","addressLocality":"Sorgiano","addressRegion":"BG","postalCode":"24030","addressCountry":"IT"},"openingHours":["Mo-Fr 09:00-18:30","Sa 09:00-13:00"]}</script></head><body class="x  x-fonts-nunito x-fonts-open-sans"><div id="layout-${WEBSITE_ID}" class="layout layout-layout layout-layout-layout-10 locale-it-IT lang-it"><div data-ux="Page" id="page-${rand() % 100_000}" class="${cx('div')}"><div data-ux="Block" class="${cx('div')}">
${header(page.path)}
${page.body}
${footer()}
${cookieBanner()}
</div></div></div><script type="application/json" id="wsb-page-data">${pageData(page)}</script><script type="text/javascript">window.cxs && window.cxs.setOptions({ prefix: "c2-" });</script><script type="text/javascript">"undefined"===typeof _trfq&&(window._trfq=[]);"undefined"==typeof _trfd&&(window._trfd=[]),_trfd.push({"tccl.baseHost":"secureserver.net"},{"ap":"IPv2"},{"server":"p3plwsbuilder05"},{"pod":"P3-WSB"},{"websiteId":"${WEBSITE_ID}"},{"pd":"2026-11-09T17:42:03.000Z"})</script><script src="//img1.wsimg.com/ceph-p3-01/website-builder-data-prod/static/widgets/UX.4.63.2.js" crossorigin=""></script><script src="//img1.wsimg.com/blobby/go/${WEBSITE_ID}/gpub/a41f9c27e3d85b10/script.js" crossorigin=""></script><script src="//img1.wsimg.com/signals/js/clients/scc-c2/scc-c2.min.js" async=""></script></body></html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}
