import type { SitePage } from './site-server.ts';

/** A page of Harbourside Dance Academy before Square Online wraps it: what the site editor stores for it. */
export interface HarbourPage {
  path: string;
  title: string;
  description: string;
  /** `page`: an editor page; `home`: the front page, no page title; `post`: a blog post with its date line. */
  kind?: 'page' | 'home' | 'post';
  /** Posts only: the date as the blog prints it, and as ISO. */
  date?: [shown: string, iso: string];
  body: string;
  unlisted?: boolean;
}

export const HARBOUR_SITE = 'https://www.harbourside-dance.test';
export const HARBOUR_PHONE = '01326 960418';
export const HARBOUR_PHONE_HREF = 'tel:+441326960418';
export const HARBOUR_EMAIL = 'hello@harbourside-dance.test';
export const HARBOUR_SAFEGUARDING_EMAIL = 'safeguarding@harbourside-dance.test';
export const HARBOUR_STREET = 'The Sail Loft, 3 Tidemill Lane';
export const HARBOUR_TOWN = 'Falmouth, Cornwall';
export const HARBOUR_POSTCODE = 'TR11 3QX';
export const HARBOUR_COMPANY = 'Harbourside Dance Academy Ltd';
export const HARBOUR_COMPANY_NO = '09847312';

const ASSETS = '/uploads/1/3/8/4/138475520';

/** `**x**` is bold, as the text editor saves it (a <strong> inside the span). */
const inline = (text: string) => text.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

/* Square Online's blocks: every one a generated `w-` component with its data-v hash, text always in spans. */

let uid = 3100;
const v = () => `data-v-${(0x5c3a17 + ++uid * 7919).toString(16).slice(-8)}`;

/** A text block: every paragraph a <p class="paragraph"> with the words in a styled span. */
export const text = (...paragraphs: string[]) =>
  `<div ${v()} class="w-text"><div class="w-text__content">${paragraphs
    .map(
      (t) =>
        `<p class="paragraph" style="text-align:left"><span style="font-size:16px">${inline(t)}</span></p>`,
    )
    .join('')}</div></div>`;

/** A heading block: the title in a span in a heading, inside two wrappers. */
export const heading = (title: string, level: 2 | 3 = 2) =>
  `<div ${v()} class="w-text w-heading-wrap"><div class="w-text__content"><h${level} class="w-heading font-family-heading"><span><span style="color:#1f4e5f">${inline(title)}</span></span></h${level}></div></div>`;

/** A bulleted list block, every item's words in a span. */
export const bullets = (...items: string[]) =>
  `<div ${v()} class="w-text"><div class="w-text__content"><ul class="w-list">${items.map((i) => `<li><span>${inline(i)}</span></li>`).join('')}</ul></div></div>`;

/** A section: Square Online's deep wrapper chain around one row of cells. */
export const section = (...cells: string[]) =>
  `<div ${v()} class="s-section s-section--${uid}" id="section-${uid}"><div class="w-section__background"></div><div class="w-wrapper"><div class="w-container w-container--default"><div class="w-row row">${cells
    .map(
      (c) =>
        `<div class="w-cell col-${Math.floor(12 / cells.length)}"><div class="w-cell__inner"><div class="w-block-wrapper">${c}</div></div></div>`,
    )
    .join('')}</div></div></div></div>`;

/** Several blocks in one cell. */
export const stack = (...blocks: string[]) => blocks.join('\n');

/** Label/value pairs as the price-list block saves them: two sibling divs per item, nothing else. */
export const priceList = (pairs: [label: string, value: string][]) =>
  `<div ${v()} class="w-price-list"><div class="w-price-list__items">${pairs
    .map(
      ([label, value]) =>
        `<div class="w-price-list__item"><div class="w-price-list__name"><span>${inline(label)}</span></div><div class="w-price-list__price"><span>${inline(value)}</span></div></div>`,
    )
    .join('')}</div></div>`;

/** The accordion block, every item saved closed: the answer is in the page, hidden until clicked. */
export const accordion = (items: [question: string, ...answer: string[]][]) =>
  `<div ${v()} class="w-accordion">${items
    .map(
      ([q, ...a], i) =>
        `<div class="w-accordion__item"><button class="w-accordion__toggle" aria-expanded="false" aria-controls="acc-${uid}-${i}"><span class="w-accordion__title"><span>${inline(q)}</span></span><span class="w-icon w-icon--chevron-down"></span></button><div class="w-accordion__panel" id="acc-${uid}-${i}" style="display:none" hidden>${a
          .map((x) => `<p class="paragraph"><span>${inline(x)}</span></p>`)
          .join('')}</div></div>`,
    )
    .join('')}</div>`;

export const button = (label: string, href: string) =>
  `<div ${v()} class="w-button-wrap"><a class="w-button w-button--primary" href="${href}"><span class="w-button__text">${label}</span></a></div>`;

export const image = (file: string, alt: string) =>
  `<div ${v()} class="w-image"><div class="w-image__wrapper"><picture><source srcset="${ASSETS}/${file.replace(/\.jpg$/, '.webp')}" type="image/webp"><img class="w-image__img" src="${ASSETS}/${file}" alt="${alt}" loading="lazy" width="1200" height="800"></picture></div></div>`;

/** The banner heading each page: a background photo with the title and a line over it. */
export const banner = (title: string, tagline: string, file = 'harbourside-studio1-barre.jpg') =>
  `<div ${v()} class="s-section s-section--banner"><div class="w-section__background" style="background-image:url(${ASSETS}/${file})"></div><div class="w-wrapper"><div class="w-container"><div class="w-row row"><div class="w-cell col-12"><div class="w-cell__inner"><div class="w-text"><div class="w-text__content"><h1 class="w-heading font-family-heading"><span><span style="color:#ffffff">${inline(title)}</span></span></h1><p class="paragraph"><span style="color:#ffffff">${inline(tagline)}</span></p></div></div></div></div></div></div></div></div>`;

/* The header: the desktop menu, and the mobile menu copy of it that Square Online prints hidden. */

type MenuItem = [href: string, label: string, children?: [string, string][]];
const menu: MenuItem[] = [
  ['/', 'Home'],
  ['/timetable', 'Timetable'],
  [
    '/classes',
    'Classes',
    [
      ['/classes/baby-ballet', 'Baby Ballet'],
      ['/classes/ballet', 'Ballet'],
      ['/classes/tap', 'Tap'],
      ['/classes/street-dance', 'Street Dance'],
      ['/classes/musical-theatre', 'Musical Theatre'],
      ['/adults', 'Adult Classes'],
      ['/adults/ballroom-latin', 'Ballroom &amp; Latin'],
    ],
  ],
  [
    '/fees',
    'Fees &amp; Terms',
    [
      ['/fees', 'Fees'],
      ['/term-dates', 'Term Dates'],
      ['/free-trial', 'Free Trial Class'],
      ['/uniform', 'Uniform'],
      ['/exams', 'Exams'],
    ],
  ],
  [
    '/shows/christmas-show',
    'Shows',
    [
      ['/shows/christmas-show', 'Christmas Show'],
      ['/shows/summer-show', 'Summer Show'],
    ],
  ],
  [
    '/team',
    'About',
    [
      ['/team', 'Our Team'],
      ['/policies', 'Policies'],
      ['/getting-here', 'Parking &amp; Getting Here'],
      ['/accessibility', 'Accessibility'],
      ['/faq', 'FAQ'],
    ],
  ],
  ['/studio-hire', 'Studio Hire'],
  ['/parties', 'Parties'],
  ['/blog', 'News'],
  ['/contact', 'Contact'],
];

const navLinks = (path: string, cls: string) =>
  menu
    .map(([href, label, children]) => {
      const active = href === path || children?.some(([h]) => h === path) ? ' w-nav__link--active' : '';
      const sub = children
        ? `<div class="w-nav__dropdown"><ul class="w-nav__dropdown-list">${children
            .map(
              ([h, l]) =>
                `<li class="w-nav__dropdown-item"><a class="w-nav__sublink" href="${h}"><span>${l}</span></a></li>`,
            )
            .join('')}</ul></div>`
        : '';
      return `<li class="${cls}__item"><a class="w-nav__link${active}" href="${href}"><span class="w-nav__label">${label}</span></a>${sub}</li>`;
    })
    .join('');

const header = (path: string) => `<header ${v()} class="s-header w-header w-header--sticky">
<div class="w-header__wrapper"><div class="w-container"><div class="w-row row w-header__row">
<div class="w-cell col-3"><a class="w-logo" href="/"><img src="${ASSETS}/harbourside-logo.png" alt="Harbourside Dance Academy" width="220" height="64"></a></div>
<div class="w-cell col-7"><nav class="w-nav w-nav--desktop" aria-label="Main"><ul class="w-nav__list">${navLinks(path, 'w-nav__list')}</ul></nav></div>
<div class="w-cell col-2"><a class="w-button w-button--small" href="/free-trial"><span class="w-button__text">Book a free trial</span></a><button class="w-hamburger" aria-label="Open menu" aria-expanded="false"><span></span><span></span><span></span></button></div>
</div></div></div>
<div class="w-mobile-menu" aria-hidden="true" style="display:none"><div class="w-mobile-menu__inner"><nav class="w-nav w-nav--mobile" aria-label="Mobile"><ul class="w-mobile-menu__list">${navLinks(path, 'w-mobile-menu__list')}</ul></nav><div class="w-mobile-menu__contact"><a href="${HARBOUR_PHONE_HREF}"><span>${HARBOUR_PHONE}</span></a></div></div></div>
</header>`;

const footer = `<footer ${v()} class="s-footer w-footer"><div class="w-wrapper"><div class="w-container"><div class="w-row row">
<div class="w-cell col-4"><div class="w-cell__inner"><div class="w-text"><div class="w-text__content"><p class="paragraph"><span><strong>Harbourside Dance Academy</strong></span></p><p class="paragraph"><span>${HARBOUR_STREET}</span><br><span>${HARBOUR_TOWN}</span><br><span>${HARBOUR_POSTCODE}</span></p></div></div></div></div>
<div class="w-cell col-4"><div class="w-cell__inner"><div class="w-text"><div class="w-text__content"><p class="paragraph"><span>Phone: <a href="${HARBOUR_PHONE_HREF}">${HARBOUR_PHONE}</a></span></p><p class="paragraph"><span>Email: <a href="mailto:${HARBOUR_EMAIL}">${HARBOUR_EMAIL}</a></span></p></div></div></div></div>
<div class="w-cell col-4"><div class="w-cell__inner"><div class="w-text"><div class="w-text__content"><p class="paragraph"><span><strong>Office hours</strong></span></p><p class="paragraph"><span>Mon&ndash;Thu 3.30pm&ndash;7pm (term time)</span><br><span>Saturday 9am&ndash;12.30pm</span><br><span>Friday &amp; Sunday: office closed</span></p></div></div></div></div>
</div>
<div class="w-row row w-footer__bottom"><div class="w-cell col-12"><div class="w-text"><div class="w-text__content"><p class="paragraph"><span style="font-size:12px">&copy; 2026 ${HARBOUR_COMPANY}. Registered in England and Wales, company no. ${HARBOUR_COMPANY_NO}. Registered office: ${HARBOUR_STREET}, ${HARBOUR_TOWN} ${HARBOUR_POSTCODE}. | <a href="/terms-and-conditions">Terms &amp; Conditions</a> | <a href="/privacy-policy">Privacy Policy</a></span></p><p class="paragraph"><span style="font-size:12px"><a href="https://squareup.com/us/en/online-store" rel="nofollow">Powered by Square</a></span></p></div></div></div></div>
</div></div></footer>`;

const cookieBanner = `<div class="w-cookie-banner" role="dialog" aria-live="polite" aria-label="Cookie consent" style="display:none"><div class="w-cookie-banner__content"><p class="w-cookie-banner__text"><span>This website uses cookies to make sure you get the best experience. Some are essential; others help us understand how you use the site.</span></p><div class="w-cookie-banner__buttons"><button class="w-button w-button--secondary" data-action="manage">Manage cookies</button><button class="w-button w-button--secondary" data-action="decline">Decline</button><button class="w-button w-button--primary" data-action="accept">Accept</button></div></div></div>`;

const newsletterPopup = `<div class="w-popup w-popup--newsletter" role="dialog" aria-modal="true" aria-hidden="true" style="display:none"><div class="w-popup__overlay"></div><div class="w-popup__dialog"><button class="w-popup__close" aria-label="Close">&times;</button><div class="w-popup__body"><h2 class="w-heading"><span>Stay in step!</span></h2><p class="paragraph"><span>Join our mailing list to hear first when show tickets go on sale and new classes open.</span></p><form class="w-form w-newsletter-form" action="/api/v1/newsletter" method="post"><label class="w-form__label" for="nl-email"><span>Email address</span></label><input id="nl-email" class="w-form__input" type="email" name="email" placeholder="you@example.com" required><button class="w-button w-button--primary" type="submit"><span>Subscribe</span></button></form></div></div></div>`;

function content(page: HarbourPage): string {
  if (page.kind === 'post')
    return `<div ${v()} class="s-section s-blog-post"><div class="w-wrapper"><div class="w-container"><article class="w-blog-post"><div class="w-blog-post__header"><h1 class="w-blog-post__title"><span>${page.title}</span></h1><div class="w-blog-post__meta"><span class="w-blog-post__date">${page.date![0]}</span> <span class="w-blog-post__author">by Kerensa</span></div></div><div class="w-blog-post__body">${page.body}</div><div class="w-blog-post__footer"><a class="w-link" href="/blog"><span>&larr; Back to News</span></a></div></article></div></div></div>`;
  const title =
    page.kind === 'home'
      ? ''
      : `<div class="s-section s-section--title"><div class="w-wrapper"><div class="w-container"><div class="w-text"><div class="w-text__content"><h1 class="w-heading w-page-title"><span>${page.title}</span></h1></div></div></div></div></div>`;
  return `${title}\n${page.body}`;
}

/**
 * Lays out a page as Square Online (the site builder that was Weebly) publishes it: a head with its bootstrap
 * state script and styles, the sticky header with a dropdown menu and the hidden mobile copy of it, the page's
 * sections in `#app > main`, the footer with the address, phone, email, office hours and company number, the
 * cookie banner and the newsletter popup, both printed in the page and shown by script.
 */
export function harbourLayout(page: HarbourPage): SitePage {
  const title =
    page.path === '/'
      ? 'Harbourside Dance Academy | Dance Classes in Falmouth, Cornwall'
      : `${page.title} | Harbourside Dance Academy`;
  const url = `${HARBOUR_SITE}${page.path}`;
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Square Online">
<title>${title}</title>
<meta name="description" content="${page.description}">
<link rel="canonical" href="${url}">
<meta property="og:type" content="${page.kind === 'post' ? 'article' : 'website'}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${page.description}">
<meta property="og:url" content="${url}">
<meta property="og:site_name" content="Harbourside Dance Academy">
<link rel="icon" href="${ASSETS}/favicon.png">
<link rel="stylesheet" href="https://cdn3.editmysite.com/app/website/css/site.5f2c81e.css">
<style>.w-mobile-menu{display:none}.w-accordion__panel[hidden]{display:none}.w-nav__dropdown{display:none}.w-nav__item:hover .w-nav__dropdown{display:block}</style>
<script>window.__BOOTSTRAP_STATE__={"siteId":"138475520","locale":"en-GB","currency":"GBP","page":{"path":"${page.path}","kind":"${page.kind ?? 'page'}"},"features":{"cookieBanner":true,"popup":{"id":"newsletter","delay":8000}}};</script>
</head>
<body class="s-body theme-brisk">
<div id="app" class="site-wrapper">
${header(page.path)}
<main id="main" class="s-page s-page--${page.kind ?? 'page'}">
${content(page)}
</main>
${footer}
</div>
${cookieBanner}
${newsletterPopup}
<script src="https://cdn3.editmysite.com/app/website/js/runtime.5f2c81e.js" defer></script>
<script src="https://cdn3.editmysite.com/app/website/js/site.5f2c81e.js" defer></script>
</body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
