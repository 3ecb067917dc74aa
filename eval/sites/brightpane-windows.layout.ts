import type { SitePage } from './site-server.ts';

/**
 * A page of Brightpane Window Cleaning as Mailchimp Websites (the website builder inside a Mailchimp account, not
 * an email) publishes it on a connected custom domain. The document: Mailchimp's head (the page title and SEO
 * description typed in the page settings, the canonical link, Open Graph tags with the share image from
 * `mcusercontent.com`, the favicon, the Google Fonts of the site's style, the builder's stylesheet from the
 * `eep.io` static CDN and a `<style data-emotion>` of the generated `css-*` rules), then the body: `div#root` >
 * `div.mcsite`, with the header section (logo, the flat navigation bar of the pages the owner ticked 'show in
 * navigation', a 'Get a quote' button, the hamburger and a hidden drawer repeating every link), `<main>` of
 * stacked sections, the footer section, the cookie notice Mailchimp adds when the owner switches it on, the
 * 'Made with Mailchimp' badge of the free plan, and the site's scripts (the page data as JSON, the runtime and
 * the `chimpstatic.com` site-tracking snippet).
 *
 * Sections and blocks as the builder prints them: each section a `section.mc-section.mc-section--<layout>` with
 * a generated `css-*` class, `data-section-id` (a uuid) and `data-section-type` (`hero`, `text`, `imageText`,
 * `columns`, `signup`, `contact`, `button`, `promo`), an inline background colour and padding on its container,
 * a row (`data-layout="100"`, `"50-50"`, `"33-33-33"`, `"40-60"`), columns, and in them the blocks: every block a
 * `div.mc-block.mc-block--<type>` with `data-block-id` and `data-block-type` (`text`, `image`, `button`,
 * `signupForm`, `divider`, `spacer`, `socialFollow`, `code`). Text blocks hold the rich-text editor's HTML in
 * `div.mc-richtext`: `<h1>`–`<h3>` only where the owner picked a heading style, most 'headings' a bold line in a
 * `<p>`, facts as `<br>`-separated lines in one paragraph, price lists typed as plain lines ('3-bed semi – £20
 * every 4 weeks'), inline `<span style>` colours and sizes. Images sit in `figure.mc-image` with an
 * `mcusercontent.com` source. Buttons are links styled as buttons. The sign-up form block is a Mailchimp audience
 * form (`#mc-embedded-subscribe-form` posting to `list-manage.com`, the `mc-field-group`s, the hidden honeypot
 * `b_<u>_<id>` field, the response `div`s). The footer section holds the address, phone, WhatsApp, email, the
 * office hours as 'Mon–Fri 08:30–16:00' where the pages write '8.30am – 4pm', the company and VAT numbers, and
 * links to the terms, the archived 2021 terms, privacy and news, on every page.
 */

export interface BrightpanePage {
  /** The page's URL slug; the home page '/'. */
  path: string;
  /** The SEO title typed in the page settings. */
  title: string;
  description: string;
  /** The sections of the page, between the header and footer. */
  sections: string[];
  /** The nav label marked current (pages outside the nav name their parent, or none). */
  nav?: string;
  unlisted?: boolean;
}

export const BP_SITE = 'https://brightpane-windows.test';
export const BP_NAME = 'Brightpane Window Cleaning';
export const BP_COMPANY = 'Brightpane Exterior Cleaning Ltd';
export const BP_COMPANY_NO = '08415927';
export const BP_VAT = 'GB 297 4410 58';
export const BP_PHONE = '01423 860 247';
export const BP_PHONE_HREF = 'tel:+441423860247';
export const BP_WHATSAPP = '07700 900 582';
export const BP_WHATSAPP_HREF = 'https://wa.me/447700900582';
export const BP_EMAIL = 'hello@brightpane-windows.test';
export const BP_ACCOUNTS_EMAIL = 'accounts@brightpane-windows.test';
export const BP_STREET = 'Unit 3, Claro Park, Claro Road';
export const BP_TOWN = 'Harrogate';
export const BP_POSTCODE = 'HG1 4AP';
export const BP_FACEBOOK = 'https://www.facebook.com/brightpanewindows';
export const BP_INSTAGRAM = 'https://www.instagram.com/brightpane_harrogate/';

/* ── Deterministic ids ───────────────────────────────────────────────────────────────────────────────── */

let seed = 0x6d3a91f5;
const next = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
};
const HEX = '0123456789abcdef';
const hex = (n: number) => Array.from({ length: n }, () => HEX[next() % 16]).join('');
/** A uuid as the builder gives every section and block. */
export const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${HEX[8 + (next() % 4)]}${hex(3)}-${hex(12)}`;
const CSS_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** An emotion class name: 'css-' and six or seven letters and digits. */
const css = () =>
  `css-${Array.from({ length: 6 + (next() % 2) }, () => CSS_ALNUM[next() % CSS_ALNUM.length]).join('')}`;

/** The stable name of an uploaded file in the account's content studio. */
const fileHash = (file: string) => {
  let h1 = 0x9e3779b1;
  let h2 = 0x85ebca6b;
  let out = '';
  for (let round = 0; round < 4; round++) {
    for (const c of `${file}:${round}`) {
      h1 = Math.imul(h1 ^ c.charCodeAt(0), 0x01000193) >>> 0;
      h2 = Math.imul(h2 ^ c.charCodeAt(0), 0x5bd1e995) >>> 0;
    }
    out += ((h1 ^ h2) >>> 0).toString(16).padStart(8, '0');
  }
  return `${out.slice(0, 8)}-${out.slice(8, 12)}-${out.slice(12, 16)}-${out.slice(16, 20)}-${out.slice(20, 32)}`;
};

const MC_USER = '5c1f8e2a7b93d04e61fa3b8c2';
const MC_LIST = 'a84d1c6e07';
const MC_FORM = '00b3f2e1c0';
/** An image in the account's content studio, as the builder links it. */
export const mcImage = (file: string) => {
  const ext = file.split('.').pop() ?? 'jpg';
  return `https://mcusercontent.com/${MC_USER}/images/${fileHash(file)}.${ext}`;
};

/** HTML escaping for attributes and plain text. */
export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/* ── Blocks ──────────────────────────────────────────────────────────────────────────────────────────── */

type BlockType = 'text' | 'image' | 'button' | 'signupForm' | 'divider' | 'spacer' | 'socialFollow' | 'code';

const block = (type: BlockType, inner: string, style = '') =>
  `<div class="mc-block mc-block--${type} ${css()}" data-block-id="${uuid()}" data-block-type="${type}"${style ? ` style="${style}"` : ''}>${inner}</div>`;

/** A text block: the rich-text editor's own HTML, as the owner typed it. */
export const text = (html: string, align: 'left' | 'center' | 'right' = 'left') =>
  block('text', `<div class="mc-richtext ${css()}" style="text-align:${align}">${html}</div>`);

/** An image block: a figure with the uploaded file, the alt text the owner typed (often none). */
export const image = (
  file: string,
  alt = '',
  opts: { caption?: string; radius?: number; href?: string } = {},
) => {
  const img = `<img class="mc-image__img ${css()}" src="${mcImage(file)}" alt="${esc(alt)}" loading="lazy" style="width:100%;height:auto;border-radius:${opts.radius ?? 0}px">`;
  return block(
    'image',
    `<figure class="mc-image ${css()}">${opts.href ? `<a href="${esc(opts.href)}">${img}</a>` : img}${opts.caption ? `<figcaption class="mc-image__caption ${css()}">${opts.caption}</figcaption>` : ''}</figure>`,
  );
};

const BUTTON_STYLES = {
  primary: 'background-color:#0b6fa4;color:#ffffff;border:2px solid #0b6fa4',
  secondary: 'background-color:transparent;color:#0b6fa4;border:2px solid #0b6fa4',
  light: 'background-color:#ffffff;color:#0b3c5d;border:2px solid #ffffff',
  sun: 'background-color:#f2b705;color:#0b3c5d;border:2px solid #f2b705',
};
/** A button block: a link styled as a button. */
export const button = (
  label: string,
  href: string,
  style: keyof typeof BUTTON_STYLES = 'primary',
  align: 'left' | 'center' | 'right' = 'left',
) => {
  const external = /^https?:/.test(href);
  return block(
    'button',
    `<div class="mc-button-wrapper ${css()}" style="text-align:${align}"><a class="mc-button ${css()}" href="${esc(href)}"${external ? ' target="_blank" rel="noopener noreferrer"' : ''} style="${BUTTON_STYLES[style]};border-radius:4px;padding:14px 28px;display:inline-block;font-weight:600;text-decoration:none">${esc(label)}</a></div>`,
  );
};

export const divider = () =>
  block('divider', `<hr class="mc-divider ${css()}" style="border:0;border-top:1px solid #d5e2ea;margin:0">`);

export const spacer = (height = 24) =>
  block('spacer', `<div class="mc-spacer ${css()}" style="height:${height}px" aria-hidden="true"></div>`);

/** A code block: HTML the owner pasted (a map, a reviews badge). */
export const code = (html: string) => block('code', `<div class="mc-code ${css()}">${html}</div>`);

const ICON_FACEBOOK =
  '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12z"></path></svg>';
const ICON_INSTAGRAM =
  '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M12 2.2c3.2 0 3.6 0 4.8.1 1.2.1 1.8.2 2.2.4.6.2 1 .5 1.4.9.4.4.7.8.9 1.4.2.4.4 1.1.4 2.2.1 1.3.1 1.6.1 4.8s0 3.6-.1 4.8c-.1 1.2-.2 1.8-.4 2.2-.2.6-.5 1-.9 1.4-.4.4-.8.7-1.4.9-.4.2-1.1.4-2.2.4-1.3.1-1.6.1-4.8.1s-3.6 0-4.8-.1c-1.2-.1-1.8-.2-2.2-.4-.6-.2-1-.5-1.4-.9-.4-.4-.7-.8-.9-1.4-.2-.4-.4-1.1-.4-2.2-.1-1.3-.1-1.6-.1-4.8s0-3.6.1-4.8c.1-1.2.2-1.8.4-2.2.2-.6.5-1 .9-1.4.4-.4.8-.7 1.4-.9.4-.2 1.1-.4 2.2-.4 1.2-.1 1.6-.1 4.8-.1zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zm5.2-9.6a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z"></path></svg>';

/** The social follow block: Facebook and Instagram icons. */
export const socialFollow = (align: 'left' | 'center' = 'left') =>
  block(
    'socialFollow',
    `<ul class="mc-social ${css()}" style="justify-content:${align === 'center' ? 'center' : 'flex-start'}"><li class="mc-social__item"><a class="mc-social__link ${css()}" href="${BP_FACEBOOK}" target="_blank" rel="noopener noreferrer" aria-label="Facebook">${ICON_FACEBOOK}</a></li><li class="mc-social__item"><a class="mc-social__link ${css()}" href="${BP_INSTAGRAM}" target="_blank" rel="noopener noreferrer" aria-label="Instagram">${ICON_INSTAGRAM}</a></li></ul>`,
  );

/**
 * The sign-up form block: an audience form with email and first name, the owner's heading and small print, the
 * honeypot field and the response messages, posting to the account's `list-manage.com` endpoint.
 */
export const signupForm = (opts: {
  heading: string;
  intro: string;
  buttonLabel?: string;
  postcode?: boolean;
}) =>
  block(
    'signupForm',
    `<div id="mc_embed_signup" class="mc-signup ${css()}"><form action="https://brightpane-windows.us21.list-manage.com/subscribe/post?u=${MC_USER}&amp;id=${MC_LIST}&amp;f_id=${MC_FORM}" method="post" id="mc-embedded-subscribe-form" name="mc-embedded-subscribe-form" class="validate mc-signup__form" target="_blank" novalidate><div id="mc_embed_signup_scroll"><div class="mc-signup__heading ${css()}"><p><strong><span style="font-size:22px">${opts.heading}</span></strong></p><p>${opts.intro}</p></div><div class="indicates-required"><span class="asterisk">*</span> indicates required</div><div class="mc-field-group"><label for="mce-EMAIL">Email Address <span class="asterisk">*</span></label><input type="email" value="" name="EMAIL" class="required email" id="mce-EMAIL" required></div><div class="mc-field-group"><label for="mce-FNAME">First Name </label><input type="text" value="" name="FNAME" class="text" id="mce-FNAME"></div>${opts.postcode ? '<div class="mc-field-group"><label for="mce-MMERGE5">Postcode </label><input type="text" value="" name="MMERGE5" class="text" id="mce-MMERGE5"></div>' : ''}<div id="mce-responses" class="clear"><div class="response" id="mce-error-response" style="display:none"></div><div class="response" id="mce-success-response" style="display:none"></div></div><div style="position:absolute;left:-5000px" aria-hidden="true"><input type="text" name="b_${MC_USER}_${MC_LIST}" tabindex="-1" value=""></div><div class="clear"><input type="submit" value="${esc(opts.buttonLabel ?? 'Subscribe')}" name="subscribe" id="mc-embedded-subscribe" class="button mc-button"></div><p class="mc-signup__legal ${css()}" style="font-size:12px">You can unsubscribe at any time by clicking the link in the footer of our emails. We use Mailchimp as our marketing platform. By clicking to subscribe, you acknowledge that your information will be transferred to Mailchimp for processing. <a href="https://mailchimp.com/legal/terms" target="_blank" rel="noopener noreferrer">Learn more about Mailchimp's privacy practices here.</a></p></div></form></div>`,
  );

/* ── Sections ────────────────────────────────────────────────────────────────────────────────────────── */

type SectionType = 'hero' | 'text' | 'imageText' | 'columns' | 'signup' | 'contact' | 'button' | 'promo';
const LAYOUT_WIDTHS: Record<string, number[]> = {
  '100': [100],
  '50-50': [50, 50],
  '40-60': [40, 60],
  '60-40': [60, 40],
  '33-33-33': [33.33, 33.33, 33.33],
  '25-25-25-25': [25, 25, 25, 25],
};

/**
 * A section: its columns of blocks in one row. `layout` names the column widths as the builder stores them.
 */
export const section = (
  type: SectionType,
  columns: string[][],
  opts: { layout?: keyof typeof LAYOUT_WIDTHS; background?: string; padding?: number; image?: string } = {},
) => {
  const layout = opts.layout ?? (columns.length === 1 ? '100' : columns.length === 2 ? '50-50' : '33-33-33');
  const widths = LAYOUT_WIDTHS[layout] ?? [100];
  const bg = opts.image
    ? `background-image:url(${mcImage(opts.image)});background-size:cover;background-position:50% 50%`
    : `background-color:${opts.background ?? '#ffffff'}`;
  const cls = type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const sectionId = uuid();
  return `<section id="section-${sectionId.slice(0, 8)}" class="mc-section mc-section--${cls} ${css()}" data-section-id="${sectionId}" data-section-type="${type}" style="${bg}"><div class="mc-section__container ${css()}" style="max-width:1140px;margin:0 auto;padding:${opts.padding ?? 64}px 24px"><div class="mc-section__row ${css()}" data-layout="${layout}">${columns
    .map(
      (blocks, i) =>
        `<div class="mc-section__column ${css()}" data-column-index="${i}" style="flex-basis:${widths[i] ?? 100}%">${blocks.join('')}</div>`,
    )
    .join('')}</div></div></section>`;
};

/* ── Header, footer, cookie notice, badge ────────────────────────────────────────────────────────────── */

const NAV: [label: string, href: string][] = [
  ['Home', '/'],
  ['Window cleaning', '/window-cleaning'],
  ['Gutters & fascias', '/gutters'],
  ['Conservatory roofs', '/conservatory-roofs'],
  ['Solar panels', '/solar-panels'],
  ['Commercial', '/commercial'],
  ['Prices', '/prices'],
  ['Areas & round days', '/areas'],
  ['FAQ', '/faq'],
  ['About us', '/about'],
  ['Contact', '/contact'],
];

const LOGO = mcImage('brightpane-logo-2x.png');
const navLinks = (current: string, cls: string) =>
  NAV.map(
    ([label, href]) =>
      `<li class="${cls}__item"><a class="${cls}__link${label === current ? ' is-active' : ''}" href="${href}"${label === current ? ' aria-current="page"' : ''}>${label}</a></li>`,
  ).join('');

const header = (current: string) =>
  `<header class="mc-header ${css()}" data-section-type="header" style="background-color:#ffffff;border-bottom:1px solid #e3edf3"><div class="mc-header__inner ${css()}"><a class="mc-header__logo" href="/"><img src="${LOGO}" alt="Brightpane Window Cleaning" width="190" height="52"></a><nav class="mc-nav ${css()}" aria-label="Main navigation"><ul class="mc-nav__list">${navLinks(current, 'mc-nav')}</ul></nav><div class="mc-header__cta ${css()}"><a class="mc-button ${css()}" href="/quote" style="${BUTTON_STYLES.primary};border-radius:4px;padding:10px 20px">Get a quote</a></div><button class="mc-header__menu-toggle ${css()}" type="button" aria-label="Open navigation menu" aria-expanded="false" aria-controls="mc-mobile-nav"><svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 6h18M3 12h18M3 18h18" stroke="#0b3c5d" stroke-width="2"></path></svg></button></div><div id="mc-mobile-nav" class="mc-mobile-nav ${css()}" hidden><button class="mc-mobile-nav__close" type="button" aria-label="Close navigation menu">×</button><ul class="mc-mobile-nav__list">${navLinks(current, 'mc-mobile-nav')}<li class="mc-mobile-nav__item"><a class="mc-mobile-nav__link" href="/quote">Get a quote</a></li></ul></div></header>`;

/**
 * The footer section, the same on every page: the address, phone, WhatsApp and email, the office hours in
 * 24-hour form, the company and VAT numbers, the social icons and the links to the terms, the archived 2021
 * terms, privacy, cookies and news.
 */
const footer = () =>
  `<footer class="mc-footer ${css()}" data-section-type="footer" style="background-color:#0b3c5d;color:#e6f0f6"><div class="mc-section__container ${css()}" style="max-width:1140px;margin:0 auto;padding:56px 24px 32px"><div class="mc-section__row ${css()}" data-layout="33-33-33"><div class="mc-section__column ${css()}" data-column-index="0">${text(
    `<p><strong>Brightpane Window Cleaning</strong><br>Family window &amp; exterior cleaning in Harrogate since 2012</p><p>${BP_STREET}<br>${BP_TOWN} ${BP_POSTCODE}</p>`,
  )}${socialFollow()}</div><div class="mc-section__column ${css()}" data-column-index="1">${text(
    `<p><strong>Get in touch</strong><br>Office: <a href="${BP_PHONE_HREF}" style="color:#ffffff">${BP_PHONE}</a><br>Text / WhatsApp: <a href="${BP_WHATSAPP_HREF}" style="color:#ffffff">${BP_WHATSAPP}</a><br><a href="mailto:${BP_EMAIL}" style="color:#ffffff">${BP_EMAIL}</a></p>`,
  )}</div><div class="mc-section__column ${css()}" data-column-index="2">${text(
    '<p><strong>Office hours</strong><br>Mon–Fri 08:30–16:00<br>Sat &amp; Sun closed<br>Out on the rounds Mon–Sat</p>',
  )}</div></div><div class="mc-section__row ${css()}" data-layout="100"><div class="mc-section__column ${css()}" data-column-index="0">${divider()}${text(
    `<p><span style="font-size:13px">© 2026 ${BP_COMPANY}, trading as Brightpane Window Cleaning. Registered in England &amp; Wales, company no. ${BP_COMPANY_NO}. VAT no. ${BP_VAT}. Members of the Federation of Window Cleaners.</span></p><p><span style="font-size:13px"><a href="/terms" style="color:#ffffff">Terms &amp; conditions</a> &nbsp;|&nbsp; <a href="/terms-2021" style="color:#ffffff">Terms 2021 (archived)</a> &nbsp;|&nbsp; <a href="/privacy" style="color:#ffffff">Privacy</a> &nbsp;|&nbsp; <a href="/news" style="color:#ffffff">News</a> &nbsp;|&nbsp; <a href="#" class="mc-cookie-settings" style="color:#ffffff">Cookie settings</a></span></p>`,
  )}</div></div></div></footer>`;

const FREDDIE =
  '<svg class="mc-badge__logo" width="20" height="20" viewBox="0 0 32 32" aria-hidden="true"><path fill="currentColor" d="M16 2C8.3 2 2 8.3 2 16s6.3 14 14 14 14-6.3 14-14S23.7 2 16 2zm5.6 19.4c-1.7 1.6-4.1 2.4-6.6 2.2-3.2-.3-5.6-2.6-5.9-5.5-.1-1 .1-1.9.5-2.8-.6-.3-1-.9-1-1.6 0-1 .8-1.8 1.8-1.8.4 0 .8.1 1.1.4 1.3-1.2 3.1-2 5-2.1l1-3.6 2.9.7c.2-.5.7-.8 1.2-.8.7 0 1.3.6 1.3 1.3s-.6 1.3-1.3 1.3c-.6 0-1.1-.4-1.2-1l-2.3-.6-.8 2.8c1.8.2 3.4.9 4.6 2 .3-.3.7-.4 1.1-.4 1 0 1.8.8 1.8 1.8 0 .7-.4 1.3-1 1.6.4.8.6 1.7.5 2.6-.1 1.3-.8 2.6-1.7 3.5z"></path></svg>';

/** The badge of the free plan, fixed at the bottom right. */
const badge = () =>
  `<a class="mc-badge ${css()}" href="https://mailchimp.com/websites/?utm_source=website&amp;utm_medium=referral&amp;utm_campaign=mc-badge" target="_blank" rel="noopener noreferrer" style="position:fixed;right:16px;bottom:16px;z-index:20">${FREDDIE}<span class="mc-badge__text">Made with Mailchimp</span></a>`;

/** The cookie notice Mailchimp adds to a site when the owner switches 'Cookie banner' on in the settings. */
const cookieNotice = () =>
  `<div class="mc-cookie-banner ${css()}" role="dialog" aria-live="polite" aria-label="Cookie consent" data-cookie-banner="true" style="position:fixed;left:0;right:0;bottom:0;z-index:30;background-color:#1f1f1f;color:#ffffff"><div class="mc-cookie-banner__inner ${css()}"><p class="mc-cookie-banner__text">This website uses cookies to give you the best experience, analyse site traffic and show you personalised content. By clicking “Accept”, you agree to the use of cookies. You can change your choice at any time in Cookie settings.</p><div class="mc-cookie-banner__actions"><button type="button" class="mc-cookie-banner__button ${css()}" data-cookie-action="decline">Decline</button><button type="button" class="mc-cookie-banner__button mc-cookie-banner__button--primary ${css()}" data-cookie-action="accept">Accept</button></div></div></div>`;

/* ── The document ────────────────────────────────────────────────────────────────────────────────────── */

const SITE_ID = '9f2c6b1e-4d7a-4e08-b3a1-52c8e6f07d94';
const CSS_SITE = 'https://eep.io/mc-cdn-static/websites/site-renderer/5.41.2/site.css';
const JS_RUNTIME = 'https://eep.io/mc-cdn-static/websites/site-renderer/5.41.2/runtime.4c1e9a7d.js';
const JS_SITE = 'https://eep.io/mc-cdn-static/websites/site-renderer/5.41.2/site.b83f20e6.js';
const FONTS =
  'https://fonts.googleapis.com/css2?family=Montserrat:wght@600;700&amp;family=Open+Sans:ital,wght@0,400;0,600;1,400&amp;display=swap';

const EMOTION = `.mc-section__row{display:flex;flex-wrap:wrap;gap:32px}.mc-section__column{flex:1 1 0;min-width:260px}.mc-nav__list{display:flex;gap:20px;list-style:none;margin:0;padding:0}.mc-richtext h1,.mc-richtext h2,.mc-richtext h3{font-family:Montserrat,sans-serif;color:#0b3c5d}.mc-richtext p{font-family:"Open Sans",sans-serif;line-height:1.6;margin:0 0 16px}.mc-social{display:flex;gap:12px;list-style:none;padding:0}@media (max-width:900px){.mc-nav,.mc-header__cta{display:none}}`;

const slugOf = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\//g, '-'));

/** Lays out a page as Mailchimp Websites serves it. */
export function brightpaneLayout(page: BrightpanePage): SitePage {
  const canonical = `${BP_SITE}${page.path === '/' ? '' : page.path}`;
  const current =
    page.nav ?? NAV.find(([, href]) => href === page.path)?.[0] ?? (page.path === '/' ? 'Home' : '');
  const pageData = JSON.stringify({
    siteId: SITE_ID,
    pageId: fileHash(`page:${page.path}`),
    pageSlug: slugOf(page.path),
    locale: 'en-GB',
    cookieBanner: true,
    plan: 'free',
  });
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(page.title)}</title><meta name="description" content="${esc(page.description)}"><meta property="og:type" content="website"><meta property="og:site_name" content="${BP_NAME}"><meta property="og:title" content="${esc(page.title)}"><meta property="og:description" content="${esc(page.description)}"><meta property="og:url" content="${canonical}"><meta property="og:image" content="${mcImage('og-share-van-harrogate.jpg')}"><meta name="twitter:card" content="summary_large_image"><link rel="canonical" href="${canonical}"><link rel="icon" href="${mcImage('favicon-brightpane.png')}"><link rel="preconnect" href="https://fonts.googleapis.com"><link rel="preconnect" href="https://fonts.gstatic.com" crossorigin><link rel="stylesheet" href="${FONTS}"><link rel="stylesheet" href="${CSS_SITE}"><style data-emotion="css" data-s="">${EMOTION}</style></head><body class="mc-site-body"><div id="root"><div class="mcsite ${css()}" data-site-id="${SITE_ID}">${header(current)}<main class="mc-main ${css()}" id="main-content">${page.sections.join('')}</main>${footer()}</div></div>${cookieNotice()}${badge()}<script id="__MC_SITE_DATA__" type="application/json">${pageData}</script><script src="${JS_RUNTIME}" defer></script><script src="${JS_SITE}" defer></script><script id="mcjs">!function(c,h,i,m,p){m=c.createElement(h),p=c.getElementsByTagName(h)[0],m.async=1,m.src=i,p.parentNode.insertBefore(m,p)}(document,"script","https://chimpstatic.com/mcjs-connected/js/users/${MC_USER}/7e31b0c94d2a58f61c0e9b3a4.js");</script></body></html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** The builder's not-found page for a published site. */
export const brightpaneNotFound: BrightpanePage = {
  path: '/404',
  title: 'Page not found | Brightpane Window Cleaning',
  description: 'Page not found',
  sections: [
    section('text', [
      [
        text(
          '<h1>Oops – this page isn’t here</h1><p>The page you’re looking for may have moved. Try the <a href="/">home page</a> or <a href="/contact">get in touch</a>.</p>',
          'center',
        ),
      ],
    ]),
  ],
};
