import type { SitePage } from './site-server.ts';

/**
 * A page of Muddy Paws Grooming as Wix Studio publishes it: `#SITE_CONTAINER` > `#main_MF` > `#site-root` >
 * `#masterPage` holding the header, a pages container that is a plain `div` (no `<main>`) and the footer;
 * every element a `div#comp-<generated id>` with Wix's generated class names, layers of `bgLayers` and
 * `inline-content` wrappers around each section, box and column; text in rich text elements
 * (`div.wixui-rich-text[data-testid="richTextElement"]`) written as `<p class="font_8">` paragraphs whose
 * sentences sit in separate, sometimes nested `<span>`s, headings as `<h1 class="font_0">`/`<h2 class="font_2">`
 * or as enlarged `<p class="font_7">` lines, empty paragraphs kept as `wixGuard` spacers; repeaters bound to
 * the CMS whose items print each field in its own rich text element; the horizontal menu with a "More"
 * dropdown and a hamburger menu holding a hidden copy of it; the Wix Members "Log In" bar; the footer with the
 * address, phone, WhatsApp, email, hours as '08:30 – 17:00' where the contact page writes '8:30am – 5pm', the
 * company number and the template's '© 2035' line on every page; the consent banner ("This website uses
 * cookies…") and the free plan's "designed with the Wix.com website builder" ad.
 */
export interface PawsPage {
  path: string;
  /** The page title as set in the page's SEO settings. */
  title: string;
  description: string;
  /** The page's sections (or the app's widget), already built. */
  body: string[];
  /** `page` an editor page, `blog` the Wix Blog feed, `post` a Wix Blog post, `bookings` the Bookings page. */
  kind?: 'page' | 'blog' | 'post' | 'bookings';
  unlisted?: boolean;
}

export const PAWS_SITE = 'https://www.muddy-paws-grooming.test';
export const PAWS_NAME = 'Muddy Paws Grooming';
export const PAWS_COMPANY = 'Muddy Paws Grooming Ltd';
export const PAWS_COMPANY_NO = '10938462';
export const PAWS_UNIT = 'Unit 3, Oatlands Yard';
export const PAWS_STREET = '58 Leeds Road';
export const PAWS_TOWN = 'Harrogate';
export const PAWS_POSTCODE = 'HG2 8BE';
export const PAWS_PHONE = '01632 960 418';
export const PAWS_PHONE_HREF = 'tel:+441632960418';
export const PAWS_WHATSAPP = '07700 900 362';
export const PAWS_WHATSAPP_HREF = 'https://wa.me/447700900362';
export const PAWS_EMAIL = 'hello@muddy-paws-grooming.test';
export const PAWS_INSTAGRAM = 'https://www.instagram.com/muddypawsharrogate';
export const PAWS_FACEBOOK = 'https://www.facebook.com/muddypawsharrogate';

const MEDIA = 'https://static.wixstatic.com/media';
const META_SITE_ID = '4b7e2c19-8d3a-4f60-b1e5-7a9c0d2f6e83';

/* ── Generated ids ──────────────────────────────────────────────────────────────────────────────────── */

// Wix names every component 'comp-' and a time-based id; a xorshift here, so a page is the same on every run.
let seed = 0x5d3c9a17;
const next = () => {
  seed ^= seed << 13;
  seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  seed >>>= 0;
  return seed;
};
const b36 = (length: number) => {
  let out = '';
  while (out.length < length) out += next().toString(36);
  return out.slice(0, length);
};
/** A component id, like 'comp-lx3k9a2b' or 'comp-m1q7ze40'. */
export const compId = () => `comp-${next() % 3 === 0 ? 'm' : 'l'}${b36(7)}`;
/** A repeater item's id, like 'item-j9ples2n'. */
const itemId = () => `item-${b36(8)}`;
/** An uploaded file's name as the Media Manager stores it: '8c1e2f_<32 hex>~mv2.jpg'. */
const upload = () =>
  `8c1e2f_${next().toString(16).padStart(8, '0')}${next().toString(16).padStart(8, '0')}${next().toString(16).padStart(8, '0')}${next().toString(16).padStart(8, '0')}~mv2.jpg`;

/* ── Rich text, as the Wix text editor saves it ─────────────────────────────────────────────────────── */

const T = 'wixui-rich-text__text';
const OPEN = /<(a|span|strong|em|u)\b/g;
const CLOSE = /<\/(a|span|strong|em|u)>/g;
const balanced = (html: string) => (html.match(OPEN)?.length ?? 0) === (html.match(CLOSE)?.length ?? 0);

const SPAN_STYLES = [
  '',
  ' style="letter-spacing:normal;"',
  ' style="font-family:avenir-lt-w01_35-light1475496,sans-serif;"',
];

/**
 * The sentences of a paragraph as the editor leaves them after a few edits: each in its own `<span>`, some
 * nested in a second one. Inline tags are never cut.
 */
const fragments = (html: string) => {
  const pieces: string[] = [];
  let buffer = '';
  for (const piece of html.split(/(?<=[.!?:] )/)) {
    buffer += piece;
    if (balanced(buffer)) {
      pieces.push(buffer);
      buffer = '';
    }
  }
  if (buffer) pieces.push(buffer);
  return pieces
    .map((x, i) => {
      const style = SPAN_STYLES[(i + x.length) % SPAN_STYLES.length] ?? '';
      const inner = `<span${style} class="${T}">${x}</span>`;
      return i % 2 === 1 ? `<span class="color_15 ${T}">${inner}</span>` : inner;
    })
    .join('');
};

/** Body paragraphs (the "Paragraph 2" theme style, `font_8`), one `<p>` each. */
export const p = (...paras: string[]) =>
  paras.map((x) => `<p class="font_8 ${T}" style="line-height:1.6em;">${fragments(x)}</p>`).join('');
/** Small print (`font_9`). */
export const small = (html: string) =>
  `<p class="font_9 ${T}" style="font-size:13px;">${fragments(html)}</p>`;
/** An empty line the editor keeps: a paragraph holding only a zero-width space in a `wixGuard` span. */
export const spacer = `<p class="font_8 ${T}"><span class="wixGuard ${T}">&#8203;</span></p>`;
export const h1 = (html: string) =>
  `<h1 class="font_0 ${T}" style="font-size:56px;"><span style="letter-spacing:normal;" class="${T}">${html}</span></h1>`;
export const h2 = (html: string) =>
  `<h2 class="font_2 ${T}" style="font-size:40px;"><span class="color_15 ${T}"><span style="letter-spacing:normal;" class="${T}">${html}</span></span></h2>`;
export const h3 = (html: string) =>
  `<h3 class="font_4 ${T}" style="font-size:24px;"><span class="${T}">${html}</span></h3>`;
/** A heading the owner made by enlarging and bolding a paragraph: no heading tag. */
export const bigP = (html: string, px = 32) =>
  `<p class="font_7 ${T}" style="font-size:${px}px; line-height:normal;"><span style="font-weight:bold;" class="${T}"><span class="color_15 ${T}">${html}</span></span></p>`;
/** A small coloured label over a heading ("Heading 6" restyled). */
export const label = (html: string) =>
  `<p class="font_9 ${T}" style="font-size:12px; letter-spacing:0.15em;"><span class="color_18 ${T}"><span style="text-transform:uppercase;" class="${T}">${html}</span></span></p>`;
export const b = (html: string) => `<span style="font-weight:bold;" class="${T}">${html}</span>`;
export const em = (html: string) => `<span style="font-style:italic;" class="${T}">${html}</span>`;
export const ul = (...items: string[]) =>
  `<ul class="font_8 ${T}">${items.map((x) => `<li class="${T}"><p class="font_8 ${T}" style="line-height:1.6em;">${fragments(x)}</p></li>`).join('')}</ul>`;
/** A link in rich text: internal ones root-relative, as Wix publishes them on a connected domain. */
export const a = (html: string, href: string) =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noreferrer noopener"' : ' target="_self"'} class="${T}"><span style="text-decoration:underline;" class="${T}">${html}</span></a>`;

/* ── Elements ───────────────────────────────────────────────────────────────────────────────────────── */

/** A rich text element. */
export const rich = (html: string, id = compId()) =>
  `<div id="${id}" class="KcpHeO tz5f0K ${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;

const bgLayers = (id: string) =>
  `<div id="bgLayers_${id}" data-hook="bgLayers" data-motion-part="BG_LAYER ${id}" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div><div id="bgMedia_${id}" data-motion-part="BG_MEDIA ${id}" class="VgO9Yg"></div></div>`;

const inline = (id: string, children: string[]) =>
  `<div data-mesh-id="${id}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${id}inlineContent-gridContainer" data-testid="mesh-container-content">${children.join('')}</div></div>`;

/** A container ("box"), with its background layers and the two wrappers Wix prints around its content. */
export const box = (children: string[], style = '') => {
  const id = compId();
  return `<div id="${id}" class="${id} wixui-box"${style ? ` style="${style}"` : ''}>${bgLayers(id)}${inline(id, children)}</div>`;
};

/** A section of the page ("strip"), with an accessible name when the owner gave it one. */
export const section = (children: string[], name?: string) => {
  const id = compId();
  return `<section id="${id}" tabindex="-1" class="xuzjBY ${id} wixui-section"${name ? ` aria-label="${name}"` : ''} data-block-level-container="Section">${bgLayers(id)}<div data-testid="section-container" class="KGd0Ux">${inline(id, children)}</div></section>`;
};

/** Columns in a section: each a `wixui-column-strip__column` with its own layers. */
export const columns = (...cols: string[][]) =>
  `<div data-testid="columns" class="V5AUxf">${cols
    .map((children) => {
      const id = compId();
      return `<div id="${id}" class="${id} YzqVVZ wixui-column-strip__column">${bgLayers(id)}${inline(id, children)}</div>`;
    })
    .join('')}</div>`;

/** A button: a link styled by the theme. Internal links are root-relative. */
export const button = (text: string, href: string, secondary = false) => {
  const id = compId();
  return `<div class="${id} FubTgk" id="${id}" aria-disabled="false"><a data-testid="linkElement" href="${href}" target="${href.startsWith('http') ? '_blank' : '_self'}" class="uDW_Qe wixui-button ${secondary ? 'zKbzSQ' : 'PlZyDq'}" aria-disabled="false"><span class="l7_2fn wixui-button__label">${text}</span></a></div>`;
};

/** An image element: `wix-image` around an `<img>` served resized by Wix's media platform. */
export const image = (alt: string, w = 980, h = 654) => {
  const id = compId();
  const file = upload();
  const src = `${MEDIA}/${file}/v1/fill/w_${w},h_${h},al_c,q_85,usm_0.66_1.00_0.01,enc_avif,quality_auto/${file.slice(0, 6)}.jpg`;
  return `<div id="${id}" class="MazNVa ${id} wixui-image" title="${alt}"><div data-testid="linkElement" class="j7pOnl"><wix-image id="img_${id}" class="HlRz5e BI8PVQ" data-image-info='{"containerId":"${id}","displayMode":"fill","imageData":{"width":${w * 2},"height":${h * 2},"uri":"${file}","name":"","displayMode":"fill"}}' data-has-bg-scroll-effect="" data-bg-effect-name="" data-is-svg="false" data-is-svg-mask="false" data-image-zoomed="" data-has-ssr-src="true"><img src="${src}" alt="${alt}" style="width:${w}px;height:${h}px;object-fit:cover" width="${w}" height="${h}" srcset="${src} 1x, ${src.replace(`w_${w},h_${h}`, `w_${w * 2},h_${h * 2}`)} 2x" fetchpriority="low" loading="lazy"/></wix-image></div></div>`;
};

/** A horizontal line element. */
export const line = () => {
  const id = compId();
  return `<div id="${id}" class="${id} wixui-horizontal-line"><div class="Rz0l7C"></div></div>`;
};

/* ── Repeaters bound to the CMS ─────────────────────────────────────────────────────────────────────── */

/** How a repeater prints one field of an item: each in its own rich text element. */
export type FieldStyle = 'title' | 'body' | 'meta' | 'price';

const fieldHtml = (style: FieldStyle, value: string) => {
  switch (style) {
    case 'title':
      return `<p class="font_5 ${T}" style="font-size:20px;"><span style="font-weight:bold;" class="${T}">${value}</span></p>`;
    case 'body':
      return `<p class="font_8 ${T}" style="font-size:15px; line-height:1.5em;"><span class="${T}">${value}</span></p>`;
    case 'meta':
      return `<p class="font_9 ${T}" style="font-size:13px;"><span class="color_18 ${T}">${value}</span></p>`;
    case 'price':
      return `<p class="font_6 ${T}" style="font-size:22px; text-align:right;"><span class="${T}">${value}</span></p>`;
  }
};

/**
 * A repeater: every item a `wixui-repeater__item` box whose elements are the template's, each id suffixed with
 * the item's id (`comp-lx3k9a2b__item-j9ples2n`), every field (name, description, duration, price) a rich text
 * element of its own. An empty field leaves its element empty, as a collapsed element would.
 */
export const repeater = (styles: FieldStyle[], items: (string | undefined)[][]) => {
  const id = compId();
  const itemBox = compId();
  const fields = styles.map(() => compId());
  const rendered = items.map((values) => {
    const item = itemId();
    const children = styles.map((style, i) => {
      const value = values[i];
      const fid = `${fields[i]}__${item}`;
      return value === undefined
        ? `<div id="${fid}" class="KcpHeO tz5f0K ${fields[i]} wixui-rich-text" data-testid="richTextElement" aria-hidden="true" style="visibility:hidden"></div>`
        : rich(fieldHtml(style, value), fid).replace(`${fid} wixui`, `${fields[i]} wixui`);
    });
    return `<div id="${itemBox}__${item}" class="${itemBox} wixui-repeater__item" role="listitem">${bgLayers(`${itemBox}__${item}`)}${inline(`${itemBox}__${item}`, children)}</div>`;
  });
  return `<div id="${id}" class="${id} wixui-repeater" data-testid="repeater"><div data-testid="repeater-items" class="V1ZcIF" role="list">${rendered.join('')}</div></div>`;
};

/* ── Accordion, saved with every item closed ────────────────────────────────────────────────────────── */

/** The accordion element: a button per item, its panel `hidden` until clicked. */
export const accordion = (items: [string, string][]) => {
  const id = compId();
  return `<div id="${id}" class="${id} wixui-accordion" data-testid="accordion"><div class="Ut2mQd" role="list">${items
    .map(
      ([q, answer], i) =>
        `<div class="tA1kFq wixui-accordion__item" role="listitem" data-testid="accordion-item"><h3 class="bJ8dW3"><button type="button" id="${id}-header-${i}" class="wixui-accordion__header vP5sQh" aria-expanded="false" aria-controls="${id}-panel-${i}"><span class="wixui-accordion__title">${q}</span><span class="wixui-accordion__icon" aria-hidden="true"><svg viewBox="0 0 24 24" width="18" height="18"><path d="M12 5v14M5 12h14" stroke="currentColor" stroke-width="1.5"></path></svg></span></button></h3><div id="${id}-panel-${i}" role="region" aria-labelledby="${id}-header-${i}" class="wixui-accordion__container YRh4Sd" hidden style="height:0;overflow:hidden">${rich(answer)}</div></div>`,
    )
    .join('')}</div></div>`;
};

/* ── Forms (Wix Forms) and the map ──────────────────────────────────────────────────────────────────── */

export const form = (
  fields: { kind: 'text' | 'email' | 'tel' | 'textarea'; label: string }[],
  submit: string,
) => {
  const id = compId();
  return `<form id="${id}" class="${id} wixui-form" data-testid="form" novalidate>${fields
    .map((f, i) => {
      const fid = `${id}-field-${i}`;
      return f.kind === 'textarea'
        ? `<div class="wixui-text-box"><label for="${fid}" class="wixui-text-box__label">${f.label}</label><textarea id="${fid}" class="wixui-text-box__input" placeholder="${f.label}"></textarea></div>`
        : `<div class="wixui-text-input"><label for="${fid}" class="wixui-text-input__label">${f.label}</label><input id="${fid}" type="${f.kind}" class="wixui-text-input__input" placeholder="${f.label}"${f.label.includes('*') ? ' required' : ''}/></div>`;
    })
    .join(
      '',
    )}<div class="wixui-button"><button type="submit" class="uDW_Qe PlZyDq"><span class="l7_2fn wixui-button__label">${submit}</span></button></div><div class="wixui-rich-text" data-testid="richTextElement" style="display:none"><p class="font_8 ${T}"><span class="${T}">Thanks for your message! We’ll get back to you soon.</span></p></div></form>`;
};

export const map = (title: string) => {
  const id = compId();
  return `<div id="${id}" class="${id} wixui-google-map" title="${title}"><wix-iframe data-src=""><iframe title="Google Maps" aria-label="Google Maps" width="100%" height="100%" allowfullscreen data-src="https://static.parastorage.com/services/editor-elements/dist/googleMap.html?language=en&amp;lat=53.9872&amp;long=-1.5127" src="https://static.parastorage.com/services/editor-elements/dist/googleMap.html?language=en&amp;lat=53.9872&amp;long=-1.5127"></iframe></wix-iframe></div>`;
};

/* ── Header: logo, the horizontal menu with "More", Members' "Log In", "Book Now" and the hamburger ──── */

type MenuItem = [label: string, href: string, children?: [string, string][]];

const menu: MenuItem[] = [
  ['Home', '/'],
  ['Services &amp; Prices', '/services-prices'],
  ['Puppy Grooming', '/puppy-grooming'],
  ['About Us', '/about'],
  ['Gift Vouchers', '/gift-vouchers'],
  ['Blog', '/blog'],
  [
    'More',
    '#',
    [
      ['FAQ', '/faq'],
      ['Booking Policy', '/booking-policy'],
      ['Contact', '/contact'],
    ],
  ],
];

const HEADER_IDS = { menu: compId(), logo: compId(), login: compId(), book: compId(), burger: compId() };

const menuItem = ([text, href, children]: MenuItem, path: string) => {
  const current = href === path || (children ?? []).some(([, h]) => h === path);
  const sub = children
    ? `<ul class="wixui-horizontal-menu__submenu x6Q9Lm" role="menu" aria-hidden="true" style="display:none">${children
        .map(
          ([t, h]) =>
            `<li class="wixui-horizontal-menu__submenu-item" role="none"><a href="${h}" role="menuitem" class="pJ3mQa"${h === path ? ' aria-current="page"' : ''}><span class="wixui-horizontal-menu__submenu-item-label">${t}</span></a></li>`,
        )
        .join('')}</ul>`
    : '';
  return `<li class="wixui-horizontal-menu__item Ygoc3K" data-testid="menuItem"${current ? ' data-selected="true"' : ''}>${
    children
      ? `<div class="qT9bRw" role="button" tabindex="0" aria-haspopup="true" aria-expanded="false"><span class="wixui-horizontal-menu__item-label">${text}</span><svg viewBox="0 0 10 6" width="10" height="6" aria-hidden="true"><path d="M0 0l5 6 5-6z"></path></svg></div>`
      : `<a href="${href}" class="vM3tSd" data-testid="linkElement"${current ? ' aria-current="page"' : ''}><div class="o4Hq0e"><span class="wixui-horizontal-menu__item-label">${text}</span></div></a>`
  }${sub}</li>`;
};

const logo = () =>
  `<div id="${HEADER_IDS.logo}" class="MazNVa ${HEADER_IDS.logo} wixui-image"><a data-testid="linkElement" href="/" target="_self" class="j7pOnl"><wix-image id="img_${HEADER_IDS.logo}" class="HlRz5e BI8PVQ"><img src="${MEDIA}/8c1e2f_4d0b7a2e91c34f5d8e6a1b0c7d2e9f31~mv2.png/v1/fill/w_212,h_80,al_c,q_85,enc_avif,quality_auto/Muddy%20Paws%20logo.png" alt="Muddy Paws Grooming Harrogate logo" width="212" height="80"/></wix-image></a></div>`;

const loginBar = () =>
  `<div id="${HEADER_IDS.login}" class="${HEADER_IDS.login} wixui-login-bar"><div class="Fa8vMd" data-hook="login-bar"><button type="button" class="kLk0Tz" data-hook="login-button" aria-label="Log In"><svg data-hook="avatar-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><circle cx="12" cy="9" r="4"></circle><path d="M4 21c1-4 4-6 8-6s7 2 8 6"></path></svg><span class="w4Vxx6" data-hook="login-text">Log In</span></button></div></div>`;

const header = (path: string) =>
  `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1">${bgLayers('SITE_HEADER')}<div class="U4Bvut"><div class="CJF7A2">${inline(
    'SITE_HEADER',
    [
      logo(),
      `<nav id="${HEADER_IDS.menu}" class="${HEADER_IDS.menu} wixui-horizontal-menu" aria-label="Site"><ul class="BDbQb4" role="menubar">${menu.map((m) => menuItem(m, path)).join('')}</ul></nav>`,
      loginBar(),
      `<div class="${HEADER_IDS.book} FubTgk" id="${HEADER_IDS.book}" aria-disabled="false"><a data-testid="linkElement" href="/book-online" target="_self" class="uDW_Qe wixui-button PlZyDq" aria-disabled="false"><span class="l7_2fn wixui-button__label">Book Now</span></a></div>`,
      `<div id="${HEADER_IDS.burger}" class="${HEADER_IDS.burger} wixui-hamburger-menu"><button type="button" class="wixui-hamburger-open-button Qj4sLk" aria-label="Open navigation menu" aria-haspopup="dialog" aria-expanded="false"><span class="aM3bq1"></span><span class="aM3bq1"></span><span class="aM3bq1"></span></button><div id="${HEADER_IDS.burger}-container" class="wixui-hamburger-menu-container" role="dialog" aria-modal="true" aria-hidden="true" style="visibility:hidden;opacity:0"><button type="button" class="wixui-hamburger-close-button" aria-label="Close navigation menu">×</button><nav aria-label="Site"><ul class="Wq7dK2">${menu
        .flatMap(([t, h, children]) => (children ? children : [[t, h] as [string, string]]))
        .map(
          ([t, h]) =>
            `<li class="wixui-dropdown-menu__item"><a href="${h}" class="sV3kZ1"${h === path ? ' aria-current="page"' : ''}>${t}</a></li>`,
        )
        .join(
          '',
        )}</ul></nav><div class="FubTgk"><a data-testid="linkElement" href="/book-online" class="uDW_Qe wixui-button PlZyDq"><span class="l7_2fn wixui-button__label">Book Now</span></a></div></div></div>`,
    ],
  )}</div></div></header>`;

/* ── Footer: the same on every page ─────────────────────────────────────────────────────────────────── */

const footerCol = (...html: string[]) => box([rich(html.join(''))]);

const FOOTER = `<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1">${bgLayers('SITE_FOOTER')}<div class="U4Bvut"><div class="CJF7A2">${inline(
  'SITE_FOOTER',
  [
    columns(
      [
        rich(bigP('Muddy Paws', 26)),
        rich(
          `<p class="font_9 ${T}"><span class="${T}">Dog grooming in Harrogate</span></p><p class="font_9 ${T}"><span class="${T}">Dogs only, since 2017</span></p>`,
        ),
      ],
      [
        footerCol(
          `<p class="font_9 ${T}"><span style="font-weight:bold;" class="${T}">Visit</span></p>`,
          `<p class="font_9 ${T}"><span class="${T}">${PAWS_UNIT}</span></p>`,
          `<p class="font_9 ${T}"><span class="${T}">${PAWS_STREET}</span></p>`,
          `<p class="font_9 ${T}"><span class="${T}">${PAWS_TOWN} ${PAWS_POSTCODE}</span></p>`,
        ),
      ],
      [
        footerCol(
          `<p class="font_9 ${T}"><span style="font-weight:bold;" class="${T}">Contact</span></p>`,
          `<p class="font_9 ${T}"><span class="${T}">Tel: </span><a href="${PAWS_PHONE_HREF}" class="${T}"><span class="${T}">${PAWS_PHONE}</span></a></p>`,
          `<p class="font_9 ${T}"><span class="${T}">WhatsApp: </span><a href="${PAWS_WHATSAPP_HREF}" target="_blank" class="${T}"><span class="${T}">${PAWS_WHATSAPP}</span></a></p>`,
          `<p class="font_9 ${T}"><a href="mailto:${PAWS_EMAIL}" class="${T}"><span class="${T}">${PAWS_EMAIL}</span></a></p>`,
        ),
      ],
      [
        footerCol(
          `<p class="font_9 ${T}"><span style="font-weight:bold;" class="${T}">Opening Hours</span></p>`,
          `<p class="font_9 ${T}"><span class="${T}">Mon, Tue, Thu, Fri: 08:30 – 17:00</span></p>`,
          `<p class="font_9 ${T}"><span class="${T}">Wed: 08:30 – 19:00</span></p>`,
          `<p class="font_9 ${T}"><span class="${T}">Sat: 08:00 – 14:00</span></p>`,
          `<p class="font_9 ${T}"><span class="${T}">Sun: Closed</span></p>`,
        ),
      ],
    ),
    line(),
    rich(
      `<p class="font_9 ${T}" style="font-size:12px;"><a href="/privacy-policy" class="${T}"><span class="${T}">Privacy Policy</span></a><span class="${T}"> | </span><a href="/terms-and-conditions" class="${T}"><span class="${T}">Terms &amp; Conditions</span></a><span class="${T}"> | </span><a href="/booking-policy" class="${T}"><span class="${T}">Booking Policy</span></a></p>`,
    ),
    `<div id="${compId()}" class="wixui-social-bar"><ul class="ddB8BT" aria-label="Social Bar"><li class="wixui-social-bar__item"><a href="${PAWS_FACEBOOK}" target="_blank" rel="noreferrer noopener" aria-label="Facebook"><img src="${MEDIA}/e316f544f9094143b9eac01f1f19e697.png" alt="Facebook" width="26" height="26"/></a></li><li class="wixui-social-bar__item"><a href="${PAWS_INSTAGRAM}" target="_blank" rel="noreferrer noopener" aria-label="Instagram"><img src="${MEDIA}/01c3aff52f2a4dffa526d7a9843d46ea.png" alt="Instagram" width="26" height="26"/></a></li></ul></div>`,
    rich(
      `<p class="font_9 ${T}" style="font-size:12px;"><span class="${T}">${PAWS_COMPANY}</span><span class="${T}"> · Registered in England &amp; Wales, company no. ${PAWS_COMPANY_NO}</span></p><p class="font_9 ${T}" style="font-size:12px;"><span class="${T}">© 2035 by Muddy Paws. Powered and secured by </span><a href="https://www.wix.com" target="_blank" class="${T}"><span style="text-decoration:underline;" class="${T}">Wix</span></a></p>`,
    ),
  ],
)}</div></div></footer>`;

/* ── The consent banner and the free plan's ad ─────────────────────────────────────────────────────── */

const CONSENT_BANNER = `<div id="consent-banner-root" data-hook="consent-banner-root" class="consent-banner-root"><div class="RrGDTA" data-hook="ccsu-banner-wrapper" style="position:fixed;bottom:0;left:0;right:0;z-index:9999"><div class="Jl3bKq" role="alertdialog" aria-label="Cookie banner" data-hook="ccsu-banner-text-container"><p class="yJ0kSj" data-hook="ccsu-banner-text">This website uses cookies. We use cookies to see how you interact with it. By accepting, you agree to our use of such cookies. <a href="/privacy-policy" data-hook="ccsu-banner-policy-link" class="N8dEj1">Privacy Policy</a></p></div><div class="Zt8oGp" data-hook="ccsu-banner-button-container"><button type="button" data-hook="ccsu-banner-decline-all" class="dQ1sKv">Decline All</button><button type="button" data-hook="ccsu-banner-settings-button" class="dQ1sKv">Settings</button><button type="button" data-hook="ccsu-banner-accept-button" class="Ab4uYc">Accept</button></div></div></div>`;

const WIX_ADS = `<div id="WIX_ADS" class="ytGGBw WIX_ADS" style="position:fixed;top:0;left:0;right:0;z-index:10000"><a data-testid="linkElement" href="//www.wix.com/lpviral/enviral?utm_campaign=vir_wixad_live&amp;adsVersion=white&amp;orig_msid=${META_SITE_ID}" target="_blank" rel="nofollow" class="Vs1v4s"><span class="E0tUfd" data-testid="freemium-banner-content"><span class="lc7gXj">This site was designed with the </span><span class="rgM8Bm"><svg viewBox="0 0 28 11" width="28" height="11" aria-hidden="true"><path d="M0 0h4l2 8 2-8h4l2 8 2-8h4l-4 11h-4l-2-7-2 7H4z"></path></svg><span class="Kxt1Nm">Wix</span>.com</span><span class="lc7gXj"> website builder. Create your website today.</span></span><span class="rFCw6p" data-testid="freemium-banner-button">Start Now</span></a></div>`;

/* ── The document ───────────────────────────────────────────────────────────────────────────────────── */

const css = `#SITE_CONTAINER{min-height:100%}.wixui-rich-text{word-wrap:break-word;text-align:start}.font_0{font:normal normal normal 56px/1.2em "Fredoka",sans-serif;color:#3A2E26}.font_2{font:normal normal normal 40px/1.3em "Fredoka",sans-serif;color:#3A2E26}.font_4{font:normal normal normal 24px/1.4em "Fredoka",sans-serif}.font_5{font:normal normal normal 20px/1.4em "Nunito",sans-serif}.font_6{font:normal normal normal 22px/1.4em "Nunito",sans-serif}.font_7{font:normal normal normal 32px/1.4em "Fredoka",sans-serif}.font_8{font:normal normal normal 16px/1.6em "Nunito",sans-serif;color:#3A2E26}.font_9{font:normal normal normal 14px/1.5em "Nunito",sans-serif}.color_15{color:#3A2E26}.color_18{color:#C0703F}[hidden]{display:none!important}.wixui-accordion__container[hidden]{display:none}`;

/** Lays out a page as Wix Studio serves it. */
export function pawsLayout(page: PawsPage): SitePage {
  const url = `${PAWS_SITE}${page.path === '/' ? '' : page.path}`;
  const description = page.description.replace(/&(?!amp;)/g, '&amp;');
  const pageId = b36(5);
  const content =
    page.kind === 'blog' || page.kind === 'post' || page.kind === 'bookings'
      ? section(page.body, page.kind === 'bookings' ? 'Book Online' : 'Blog')
      : page.body.join('\n');
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="${MEDIA}/8c1e2f_9a1b2c3d4e5f40718293a4b5c6d7e8f9~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/8c1e2f_9a1b2c3d4e5f40718293a4b5c6d7e8f9~mv2.png" type="image/png"/>
  <link rel="apple-touch-icon" href="${MEDIA}/8c1e2f_9a1b2c3d4e5f40718293a4b5c6d7e8f9~mv2.png/v1/fill/w_180%2Ch_180%2Clg_1%2Cusm_0.66_1.00_0.01/8c1e2f_9a1b2c3d4e5f40718293a4b5c6d7e8f9~mv2.png" type="image/png"/>
  <link rel="preconnect" href="https://static.parastorage.com" crossorigin>
  <script>window.viewerModel = {"site":{"metaSiteId":"${META_SITE_ID}","isResponsive":true,"isStudio":true,"siteDisplayName":"Muddy Paws Grooming","externalBaseUrl":"${PAWS_SITE}"},"language":{"siteLanguage":"en","userLanguage":"en"},"requestUrl":"${url}","pageId":"${pageId}","experiments":{"specs.thunderbolt.studioResponsive":true}};</script>
  <script>window.fedops = {}; window.thunderboltVersion = '1.14832.0';</script>
  <title>${page.title}</title>
  <meta name="description" content="${description}"/>
  <link rel="canonical" href="${url}"/>
  <meta property="og:title" content="${page.title}"/>
  <meta property="og:description" content="${description}"/>
  <meta property="og:image" content="${MEDIA}/8c1e2f_2b6d9e0a1c4f47e8b3d5a6c7e8f90a1b~mv2.jpg/v1/fill/w_1200,h_630,al_c/8c1e2f_2b6d9e0a1c4f47e8b3d5a6c7e8f90a1b~mv2.jpg"/>
  <meta property="og:url" content="${url}"/>
  <meta property="og:site_name" content="Muddy Paws Grooming"/>
  <meta property="og:type" content="${page.kind === 'post' ? 'article' : 'website'}"/>
  <meta name="twitter:card" content="summary_large_image"/>
  <meta name="twitter:title" content="${page.title}"/>
  <meta name="twitter:description" content="${description}"/>
  <style id="css_masterPage">${css}</style>
  <style id="css_${pageId}">.wixui-repeater__item{display:grid;grid-template-columns:2fr 3fr 1fr 1fr;gap:12px}</style>
</head>
<body class="">
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Qd1tG ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div><div id="BACKGROUND_GROUP" class="BACKGROUND_GROUP"><div id="BACKGROUND_GROUP_TRANSITION_GROUP"><div id="pageBackground_${pageId}" data-media-height-override-type="" data-media-position-override="false" class="pageBackground_${pageId} BmZ5pC"><div id="bgLayers_pageBackground_${pageId}" data-hook="bgLayers" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div></div></div></div><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
${header(page.path)}
<div id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="SITE_PAGES_TRANSITION_GROUP" class="AnQkDU"><div id="${pageId}" class="dBAkHi theme-vars"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Container${pageId}" class="Container${pageId} SPY_vo"><div data-mesh-id="Container${pageId}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="Container${pageId}inlineContent-gridContainer" data-testid="mesh-container-content">
${content}
</div></div></div></div></div></div></div></div>
${FOOTER}
</div></div><div id="SCROLL_TO_BOTTOM" class="Qd1tG ignore-focus SCROLL_TO_BOTTOM" role="region" tabindex="-1" aria-label="bottom of page"><span class="mHZSwn">bottom of page</span></div></div></div>
${WIX_ADS}
${CONSENT_BANNER}
<script type="application/json" id="wix-viewer-model">{"siteFeaturesConfigs":{"consentPolicy":{"isWixSite":false,"consentPolicy":{"essential":true,"functional":false,"analytics":false,"advertising":false}},"wixads":{"isWixSite":false,"hasAds":true}}}</script>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.2c7b4f1a.bundle.min.js" async></script>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** The page Wix shows for an address that does not exist, in the site's layout. */
export const pawsNotFound: PawsPage = {
  path: '/404',
  title: '404 | Muddy Paws Grooming',
  description: 'Page not found',
  body: [
    section([
      rich(h1('404')),
      rich(p('This page isn’t available. Sorry about that. Try searching for something else.')),
      button('Back to Home', '/'),
    ]),
  ],
};
