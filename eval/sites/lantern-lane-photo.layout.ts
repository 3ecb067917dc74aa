import type { SitePage } from './site-server.ts';

/**
 * A page of Lantern Lane Photography School as Kajabi (the Encore theme) renders it. Website pages and blog
 * posts carry the header section (the announcement bar, the sticky header with its menu, the "Login" link and a
 * second copy of the menu for mobile shown only by CSS) and the footer section (the address, phone, hours and
 * company number); the content is the sections the owner stacked in the page editor, each
 * `div.section` > `div.sizer` > `div.container` > `div.row` > `div.block-type--*` > `div.block`. Offers
 * (`/offers/<id>`) are Kajabi checkout pages: a checkout header with the logo only, the offer's description
 * beside the checkout panel, and the same footer the owner added to the checkout template.
 */
export interface LanternPage {
  path: string;
  /** The page title; Kajabi appends nothing, the owner typed the site name into each. */
  title: string;
  description: string;
  /** The sections of the page (or, for a post, of its body), already built. */
  sections: string[];
  /** `page` a website page, `offer` a checkout page, `post` a blog post, `blog` the post list. */
  kind?: 'page' | 'offer' | 'post' | 'blog';
  unlisted?: boolean;
}

export const LANTERN_SITE = 'https://www.lantern-lane-photo.test';
export const LANTERN_NAME = 'Lantern Lane Photography School';
export const LANTERN_COMPANY = 'Lantern Lane Photography Ltd';
export const LANTERN_COMPANY_NO = '12604718';
export const LANTERN_STREET = 'The Print Rooms, 9 Lantern Lane';
export const LANTERN_TOWN = 'St Philips, Bristol';
export const LANTERN_POSTCODE = 'BS2 8TN';
export const LANTERN_PHONE = '0117 496 0827';
export const LANTERN_PHONE_HREF = 'tel:+441174960827';
export const LANTERN_EMAIL = 'hello@lantern-lane-photo.test';
export const LANTERN_INSTAGRAM = 'https://www.instagram.com/lanternlanephoto';

/** The Kajabi CDN folder of the site's theme and uploads. */
const CDN = 'https://kajabi-storefronts-production.kajabi-cdn.com/kajabi-storefronts-production/file-uploads';
const THEME =
  'https://kajabi-storefronts-production.kajabi-cdn.com/kajabi-storefronts-production/themes/2158347';
export const img = (file: string) => `${CDN}/sites/2147611382/images/${file}`;

/* ── Generated ids ──────────────────────────────────────────────────────────────────────────────────── */

// Kajabi names sections and blocks after the millisecond they were added in the editor; a counter here, so a
// page is the same on every run.
let stamp = 1_698_204_611_000;
const nextId = () => {
  stamp += 7_919;
  return String(stamp);
};

/* ── Rich text, as the editor saves it ──────────────────────────────────────────────────────────────── */

export const p = (...html: string[]) => html.map((x) => `<p>${x}</p>`).join('');
export const strong = (html: string) => `<strong>${html}</strong>`;
export const ul = (...items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;
export const a = (label: string, href: string) =>
  href.startsWith('http')
    ? `<a href="${href}" target="_blank" rel="noopener">${label}</a>`
    : `<a href="${href}">${label}</a>`;
export const h = (level: 1 | 2 | 3 | 4 | 5 | 6, html: string) => `<h${level}>${html}</h${level}>`;
/** A heading the owner typed as a bold paragraph. */
export const boldLine = (html: string) => `<p><strong>${html}</strong></p>`;
/** A heading the owner typed as a paragraph and enlarged with the editor's font-size control. */
export const sizedLine = (html: string, px = 26) => `<p style="font-size: ${px}px;">${html}</p>`;

/* ── Blocks ─────────────────────────────────────────────────────────────────────────────────────────── */

const reveal = 'data-reveal-event="" data-reveal-offset="" data-reveal-units=""';

const wrapBlock = (type: string, inner: string, col: number, align: string, box = 'box-shadow-none') => {
  const id = nextId();
  return `<div id="block-${id}" class="block-type--${type} text-${align} col-${col} block-${id}" ${reveal}>
<div class="block ${box} background-unrecognized" style=""><div data-aos="none" data-aos-delay="0" data-aos-duration="0" style="">${inner}</div></div>
</div>`;
};

/** The Text block: the rich-text editor's HTML. */
export const textBlock = (html: string, col = 8, align: 'left' | 'center' = 'left') =>
  wrapBlock('text', html, col, align);

export const imageBlock = (file: string, alt: string, col = 6) =>
  wrapBlock(
    'image',
    `<div class="image"><img class="image__image" src="${img(file)}" alt="${alt}" loading="lazy" width="1200" height="800"></div>`,
    col,
    'center',
  );

export interface Button {
  label: string;
  href: string;
  style?: 'solid' | 'outline';
}

const btn = (b: Button, size = 'medium') =>
  `<a class="btn btn--${b.style ?? 'solid'} btn--${size} btn--auto" href="${b.href}"${b.href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''} kjb-settings-id="btn">${b.label}</a>`;

export const buttonBlock = (b: Button, col = 12, align: 'left' | 'center' = 'center') =>
  wrapBlock('cta', btn(b), col, align);

export interface Card {
  image?: string;
  /** The card's rich text; its first line is the title the owner typed into it. */
  text: string;
  button?: Button;
}

/** The Card block: an image, the rich text and a button, boxed with a shadow. */
export const cardBlock = (c: Card, col = 4) =>
  wrapBlock(
    'card',
    `<div class="card">${c.image ? `<div class="card__image"><img src="${img(c.image)}" alt="" loading="lazy"></div>` : ''}<div class="card__body"><div class="card__text">${c.text}</div>${c.button ? btn(c.button, 'small') : ''}</div></div>`,
    col,
    'center',
    'box-shadow-medium',
  );

export interface Pricing {
  title: string;
  currency?: string;
  price: string;
  /** '/month', '/hour'… or empty for a one-off price. */
  interval?: string;
  /** The rich text under the price, usually a list. */
  text: string;
  button?: Button;
  /** The "Most popular" ribbon. */
  ribbon?: string;
}

/**
 * The Pricing block: title, then the price as three spans (the currency, the figure and the interval) that the
 * theme sets side by side at three sizes, then the text and the button.
 */
export const pricingBlock = (x: Pricing, col = 4) =>
  wrapBlock(
    'pricing',
    `<div class="pricing">${x.ribbon ? `<div class="pricing__ribbon">${x.ribbon}</div>` : ''}<p class="pricing__title">${x.title}</p><h2 class="pricing__amount"><span class="pricing__currency">${x.currency ?? '£'}</span><span class="pricing__price">${x.price}</span><span class="pricing__interval">${x.interval ?? ''}</span></h2><div class="pricing__text">${x.text}</div>${x.button ? btn(x.button) : ''}</div>`,
    col,
    'center',
    'box-shadow-large',
  );

/**
 * The Accordion block saved collapsed: each title a button with `aria-expanded="false"`, each body hidden until
 * the theme's script opens it.
 */
export const accordionBlock = (items: [title: string, body: string][], col = 10) =>
  wrapBlock(
    'accordion',
    `<div class="accordion" data-accordion="single">${items
      .map(([title, body]) => {
        const id = nextId();
        return `<div class="accordion__item"><button class="accordion__title" type="button" aria-expanded="false" aria-controls="accordion-body-${id}"><span class="accordion__title-text">${title}</span><i class="fa fa-plus accordion__icon" aria-hidden="true"></i></button><div id="accordion-body-${id}" class="accordion__body" hidden style="display: none;">${body}</div></div>`;
      })
      .join('')}</div>`,
    col,
    'left',
  );

/**
 * The Countdown Timer block: the end date in data attributes, the figures the theme's script counts down
 * printed as the page was saved. Once the date has passed the script only leaves them at zero.
 */
export const countdownBlock = (endIso: string, col = 8) =>
  wrapBlock(
    'countdown',
    `<div class="countdown countdown--dark" data-countdown data-countdown-date="${endIso}" data-countdown-timezone="Europe/London" data-countdown-expired-action="none">${[
      'Days',
      'Hours',
      'Minutes',
      'Seconds',
    ]
      .map(
        (label) =>
          `<div class="countdown__item"><span class="countdown__number">00</span><span class="countdown__label">${label}</span></div>`,
      )
      .join('')}</div>`,
    col,
    'center',
  );

export type FormField =
  | { kind: 'text' | 'email' | 'tel'; label: string; required?: boolean }
  | { kind: 'select'; label: string; options: string[] }
  | { kind: 'textarea'; label: string };

/** The Form block: a Kajabi form whose fields show their labels as placeholders. */
export const formBlock = (formId: string, fields: FormField[], submit: string, col = 8) =>
  wrapBlock(
    'form',
    `<form class="form" action="/forms/${formId}/form_submissions" method="post" accept-charset="UTF-8"><input type="hidden" name="authenticity_token" value="kY3vQ9x0Wd2mZ"><div class="form-content">${fields
      .map((f, k) => {
        const name = `form_submission[custom_${k + 1}]`;
        if (f.kind === 'select')
          return `<div class="text-field form-group"><select name="${name}" class="form-control"><option value="">${f.label}</option>${f.options.map((o) => `<option value="${o}">${o}</option>`).join('')}</select></div>`;
        if (f.kind === 'textarea')
          return `<div class="text-field form-group"><textarea name="${name}" class="form-control" placeholder="${f.label}" rows="5"></textarea></div>`;
        return `<div class="text-field form-group"><input type="${f.kind}" name="${name}" class="form-control" placeholder="${f.label}"${f.required ? ' required' : ''}></div>`;
      })
      .join(
        '',
      )}<button class="btn btn--solid btn--full btn--medium form-btn" type="submit">${submit}</button></div></form>`,
    col,
    'left',
  );

/* ── Sections ───────────────────────────────────────────────────────────────────────────────────────── */

export interface SectionOptions {
  /** `light` (white), `cream` or `dark` backgrounds, as the owner set them per section. */
  background?: 'light' | 'cream' | 'dark';
  /** A background photo (the hero sections). */
  photo?: string;
  /** Rows' vertical alignment: Kajabi's `section--middle`/`section--top`. */
  align?: 'middle' | 'top';
}

const BACKGROUNDS = { light: '#ffffff', cream: '#f6f1e9', dark: '#1f2a30' };

/** A section: `div.section` > `div.sizer` > `div.container` > `div.row` > the blocks. */
export const section = (blocks: string[], o: SectionOptions = {}) => {
  const id = nextId();
  const bg = o.background ?? 'light';
  const style = o.photo
    ? `background-image: url(${img(o.photo)}); background-size: cover; background-position: center; padding-top: 120px; padding-bottom: 120px;`
    : `background-color: ${BACKGROUNDS[bg]}; padding-top: 56px; padding-bottom: 56px;`;
  return `<div id="section-${id}" class="section-${id}" kjb-settings-id="sections_${id}_settings_section_position" ${reveal}>
<div class="section section--global section--${o.align ?? 'middle'}${bg === 'dark' || o.photo ? ' section--dark' : ''}" kjb-settings-id="sections_${id}_settings_background_color" style="${style}">
<div class="sizer"><div class="container"><div class="row align-items-center justify-content-center">
${blocks.join('\n')}
</div></div></div>
</div>
</div>`;
};

/** The commonest section: one text block, eight columns wide. */
export const textSection = (html: string, o: SectionOptions = {}, col = 8) =>
  section([textBlock(html, col)], o);

/* ── Header ─────────────────────────────────────────────────────────────────────────────────────────── */

interface MenuItem {
  label: string;
  href: string;
  children?: MenuItem[];
}

const menu: MenuItem[] = [
  { label: 'Workshops', href: '/workshops' },
  { label: 'One-to-one', href: '/one-to-one' },
  { label: 'Online courses', href: '/online-courses' },
  { label: 'Darkroom', href: '/darkroom' },
  { label: 'Studio hire', href: '/studio-hire' },
  { label: 'Gift vouchers', href: '/offers/Gc4nT7vX' },
  {
    label: 'More',
    href: '#',
    children: [
      { label: 'About us', href: '/about' },
      { label: 'FAQ', href: '/faq' },
      { label: 'Drone course (2027)', href: '/drone-photography' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact', href: '/contact' },
    ],
  },
];

const linkList = (items: MenuItem[], path: string) =>
  `<div class="link-list justify-content-right" kjb-settings-id="sections_header_blocks_menu_settings_menu">${items
    .map((item) =>
      item.children
        ? `<div class="dropdown link-list__link" data-dropdown><a class="dropdown__trigger" href="${item.href}">${item.label} <i class="fa fa-caret-down"></i></a><div class="dropdown__menu dropdown__menu--text-left">${item.children.map((c) => `<a class="dropdown__item${c.href === path ? ' link-list__link--active' : ''}" href="${c.href}">${c.label}</a>`).join('')}</div></div>`
        : `<a class="link-list__link${item.href === path ? ' link-list__link--active' : ''}" href="${item.href}">${item.label}</a>`,
    )
    .join('')}</div>`;

const logo = (cls = 'logo') =>
  `<a class="${cls}" href="/"><img loading="auto" src="${img('lantern-lane-logo.png')}" alt="${LANTERN_NAME}" width="180" height="60"></a>`;

/** The announcement bar the owner turned on in the header section in October. */
const announcement = () =>
  `<div class="announcements"><div class="announcement background-dark" kjb-settings-id="sections_header_blocks_announcement_settings_background_color"><div class="container"><div class="announcement__content"><p class="announcement__text">Give the gift of photography this Christmas: e-vouchers arrive in seconds.</p><a class="announcement__button btn btn--outline btn--small" href="/offers/Gc4nT7vX">Buy a gift voucher</a></div><a class="announcement__close" href="#" aria-label="Close"><i class="fa fa-times"></i></a></div></div></div>`;

const header = (path: string) =>
  `<div id="section-header" data-reveal-event="" data-reveal-offset="" data-reveal-units="">
${announcement()}
<header class="header header--light header--sticky" kjb-settings-id="sections_header_settings_background_color">
<div class="hello-bars"></div>
<div class="header__wrap">
<div class="header__content header__content--desktop background-light"><div class="container header__container media justify-content-left">
<div id="block-header-logo" class="header__block header__block--logo">${logo()}</div>
<div id="block-header-menu" class="header__block header__switch-content header__block--menu stretch">${linkList(menu, path)}</div>
<div id="block-header-user" class="header__block header__switch-content header__block--user"><div class="user"><a class="user__login" href="/login">Login</a></div></div>
<div class="hamburger hidden--desktop" kjb-settings-id="sections_header_settings_hamburger_color"><div class="hamburger__slices"><div class="hamburger__slice hamburger--slice-1"></div><div class="hamburger__slice hamburger--slice-2"></div><div class="hamburger__slice hamburger--slice-3"></div><div class="hamburger__slice hamburger--slice-4"></div></div></div>
</div></div>
<div class="header__content header__content--mobile"><div class="header__switch-content header__spacer"></div><div class="header__block header__block--menu">${linkList(menu, path)}</div><div class="header__block header__block--user"><div class="user"><a class="user__login" href="/login">Login</a></div></div></div>
</div>
</header>
</div>`;

/** A checkout page's header: the logo and the padlock, nothing else. */
const checkoutHeader = () =>
  `<header class="checkout-header"><div class="container checkout-header__container">${logo('checkout-header__logo')}<span class="checkout-header__secure"><i class="fa fa-lock" aria-hidden="true"></i> Secure checkout</span></div></header>`;

/* ── Footer ─────────────────────────────────────────────────────────────────────────────────────────── */

const footer = () =>
  `<footer class="footer footer--dark" kjb-settings-id="sections_footer_settings_background_color">
<div class="footer__content"><div class="container footer__container media">
<div class="footer__block footer__block--logo">${logo()}</div>
<div class="footer__block footer__block--text"><div class="footer__text"><p><strong>${LANTERN_NAME}</strong></p><p>${LANTERN_STREET}<br>${LANTERN_TOWN}<br>${LANTERN_POSTCODE}</p><p><a href="${LANTERN_PHONE_HREF}">${LANTERN_PHONE}</a></p><p><a href="mailto:${LANTERN_EMAIL}">${LANTERN_EMAIL}</a></p></div></div>
<div class="footer__block footer__block--text"><div class="footer__text"><p><strong>Opening hours</strong></p><p>Tue–Fri<br>10:00–18:00</p><p>Sat<br>09:00–17:00</p><p>Sun<br>10:00–16:00</p><p>Mon<br>Closed</p></div></div>
<div class="footer__block footer__block--menu"><div class="link-list justify-content-left"><a class="link-list__link" href="/contact">Contact</a><a class="link-list__link" href="/faq">FAQ</a><a class="link-list__link" href="/blog">Blog</a><a class="link-list__link" href="/pages/terms">Terms &amp; Conditions</a><a class="link-list__link" href="/login">Login</a></div></div>
<div class="footer__block footer__block--social"><div class="social-icons"><a class="social-icons__icon social-icons__icon--instagram" href="${LANTERN_INSTAGRAM}" target="_blank" rel="noopener" aria-label="Instagram"><i class="fa fa-instagram"></i></a></div></div>
<div class="footer__block footer__block--copyright"><div class="footer__text"><p>© 2026 ${LANTERN_COMPANY}. Registered in England and Wales.</p><p>Company number</p><p>${LANTERN_COMPANY_NO}</p></div></div>
<div class="footer__block footer__block--powered"><a class="powered-by" href="https://kajabi.com?utm_source=footer" target="_blank" rel="noopener">Powered by Kajabi</a></div>
</div></div>
</footer>`;

/* ── The document ───────────────────────────────────────────────────────────────────────────────────── */

const themeCss = `.header__content--mobile{display:none}@media (max-width:767px){.header__content--desktop .header__switch-content{display:none}.header--open .header__content--mobile{display:block}}.header--sticky{position:sticky;top:0;z-index:100}.accordion__body[hidden]{display:none}.pricing__currency{font-size:24px;vertical-align:top}.pricing__price{font-size:56px;font-weight:700}.pricing__interval{font-size:16px;opacity:.7}.countdown{display:flex;justify-content:center;gap:24px}.countdown__number{display:block;font-size:48px;font-weight:700}`;

/** Lays out a page as Kajabi serves it. */
export function lanternLayout(page: LanternPage): SitePage {
  const kind = page.kind ?? 'page';
  const url = `${LANTERN_SITE}${page.path}`;
  const body =
    kind === 'offer'
      ? `${checkoutHeader()}\n<div class="checkout" id="checkout">${page.sections.join('\n')}</div>`
      : `${header(page.path)}\n<div data-content-for-index data-dynamic-sections="${kind === 'post' ? 'blog_post' : kind === 'blog' ? 'blog' : 'index'}">\n${page.sections.join('\n')}\n</div>`;
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<link href="https://kajabi-storefronts-production.kajabi-cdn.com" rel="preconnect" crossorigin="anonymous">
<meta charset="utf-8">
<meta content="IE=edge" http-equiv="X-UA-Compatible">
<meta content="width=device-width, initial-scale=1, maximum-scale=1" name="viewport">
<title>${page.title}</title>
<meta name="description" content="${page.description}">
<meta property="og:type" content="${kind === 'post' ? 'article' : 'website'}">
<meta property="og:title" content="${page.title}">
<meta property="og:description" content="${page.description}">
<meta property="og:url" content="${url}">
<meta property="og:image" content="${img('lantern-lane-og.jpg')}">
<link rel="canonical" href="${url}">
<meta name="csrf-param" content="authenticity_token">
<meta name="csrf-token" content="b7Qm2VwX9rZcLk4pT0yHs1Jd">
<link rel="icon" type="image/png" href="${img('favicon.png')}">
<link rel="stylesheet" media="screen" href="${THEME}/assets/styles.css?1731402291">
<link rel="stylesheet" media="screen" href="${THEME}/assets/overrides.css?1731402291">
<style>${themeCss}</style>
<script>window.Kajabi = window.Kajabi || {}; Kajabi.currentSiteUser = null; Kajabi.theme = "encore"; Kajabi.siteId = 2147611382; Kajabi.pageType = "${kind}";</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-LLP4R8Q2XT"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-LLP4R8Q2XT');</script>
</head>
<body id="encore-theme" class="background-unrecognized${kind === 'offer' ? ' checkout-page' : ''}">
${body}
${footer()}
<script src="${THEME}/assets/scripts.js?1731402291" defer></script>
<script src="https://kajabi-storefronts-production.kajabi-cdn.com/kajabi-storefronts-production/assets/encore/countdown.js" defer></script>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** Kajabi's "page not found" page in the site's theme. */
export const lanternNotFound: LanternPage = {
  path: '/404',
  title: 'Page not found | Lantern Lane Photography School',
  description: 'Page not found',
  sections: [
    textSection(
      `${h(1, 'Out of focus')}${p('Sorry, we couldn’t find that page. It may have moved, or the link may be mistyped.')}`,
      {},
      8,
    ),
    section([buttonBlock({ label: 'Back to the home page', href: '/' })]),
  ],
};
