import type { SitePage } from './site-server.ts';

/**
 * A page of Hartley & Sons Removals as Canva Websites publishes it ("Publish as website", a multi-page site on
 * a custom domain): one long page per URL, every design page of the Canva file a `<section>` whose elements are
 * absolutely positioned `div`s (`left` in per cent of the 1366px design, `top` in px) with Canva's generated
 * class names, and nothing semantic but the `nav` of page links at the top: no `<main>`, no `<header>` or
 * `<footer>`, no `<article>`. Text boxes hold `p` elements (`cvGsUA direction-ltr align-start
 * para-style-body`, inline font, size and colour) of `span` runs (`OYPEnA font-feature-liga-off …`), a bold run
 * wrapped in `<strong>`, a coloured run with its own inline colour, a link as `<a>` around an underlined run,
 * runs of spaces as `white-space-prewrap` spans of `&nbsp;`; headings are mostly bigger `p`s
 * (`para-style-heading`), now and then an `h1`–`h3` when the owner picked the heading style; bullet lists are
 * `ul > li.cvGsUA`. Elements are printed in the design's layer order, not in reading order: a box dragged in
 * later comes later in the DOM wherever it sits on the page, so a heading can follow the text it heads and a
 * price column can come before the labels beside it. Images are `img` inside positioned wrappers under
 * `/_assets/media/` with hashed names and empty alt text, decorative shapes are inline SVG, buttons are a shape
 * and a text box wrapped in one `<a>`, embeds (the quote form, the map) are iframes in a positioned wrapper.
 * The "footer" is the last section of every page, copied from page to page, with the yard's address, phone,
 * WhatsApp, email, office hours in 24-hour form, company, VAT and waste-carrier numbers and the links to the
 * terms, the archived 2021 terms, privacy and news.
 */

export interface HartleyPage {
  /** Canva's page URLs: '/prices', '/news/christmas-2026'; the home page '/'. */
  path: string;
  /** The document title (Canva's page title setting). */
  title: string;
  description: string;
  /** The design pages of this web page, each already a `<section>`. */
  sections: string[];
  /** The nav link marked current (posts mark 'News'). */
  nav?: string;
  unlisted?: boolean;
}

export const HS_SITE = 'https://hartley-removals.test';
export const HS_NAME = 'Hartley & Sons Removals';
export const HS_COMPANY = 'Hartley & Sons Removals Ltd';
export const HS_COMPANY_NO = '02174593';
export const HS_VAT = 'GB 512 3387 06';
export const HS_WASTE = 'CBDU318842';
export const HS_PHONE = '0117 496 0582';
export const HS_PHONE_HREF = 'tel:+441174960582';
export const HS_WHATSAPP = '07700 900 471';
export const HS_WHATSAPP_HREF = 'https://wa.me/447700900471';
export const HS_EMAIL = 'moves@hartley-removals.test';
export const HS_STORAGE_EMAIL = 'storage@hartley-removals.test';
export const HS_STREET = 'Unit 7, Marsh Lane Trading Estate, Feeder Road';
export const HS_TOWN = 'Bristol';
export const HS_POSTCODE = 'BS2 0TQ';

/* ── Deterministic names ─────────────────────────────────────────────────────────────────────────────── */

let seed = 0x4a7c15e9;
const next = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
};
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** A Canva element id: eleven letters and digits. */
const elementId = () => Array.from({ length: 11 }, () => ALNUM[next() % ALNUM.length]).join('');

/** The 32-hex-digit name Canva gives an uploaded image, stable for the same file. */
export const mediaHash = (file: string) => {
  let h1 = 0x811c9dc5;
  let h2 = 0x2f5a1e37;
  let out = '';
  for (let round = 0; round < 4; round++) {
    for (const c of `${file}#${round}`) {
      h1 = Math.imul(h1 ^ c.charCodeAt(0), 0x01000193) >>> 0;
      h2 = Math.imul(h2 ^ c.charCodeAt(0), 0x5bd1e995) >>> 0;
    }
    out += ((h1 ^ h2) >>> 0).toString(16).padStart(8, '0');
  }
  return out;
};

/** Canva escapes text as React does. */
const escText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escAttr = (s: string) => escText(s).replace(/"/g, '&quot;');

/* ── Text: paragraphs of runs ────────────────────────────────────────────────────────────────────────── */

const RUN = 'OYPEnA font-feature-liga-off font-feature-clig-off font-feature-calt-off';
const span = (text: string, extra = 'text-decoration-none text-strikethrough-none', style = '') =>
  `<span class="${RUN} ${extra}"${style ? ` style="${style}"` : ''}>${escText(text)}</span>`;

const COLOURS: Record<string, string> = {
  red: '#c8102e',
  navy: '#1b2a4a',
  gold: '#d99a1e',
  green: '#2e7d4f',
  grey: '#6b6f76',
  white: '#ffffff',
};

/**
 * A paragraph's runs as Canva splits them: `**bold**`, `{red|coloured}` (which may hold `**bold**`),
 * `[label](/path)` links, and two spaces for a `white-space-prewrap` run of `&nbsp;`.
 */
export const runs = (text: string): string => {
  const out: string[] = [];
  const re = /\*\*(.+?)\*\*|\{([a-z]+)\|([^{}]+)\}|\[([^\]]+)\]\(([^)]+)\)| {2}/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push(span(text.slice(last, m.index)));
    if (m[1] !== undefined) out.push(`<strong>${span(m[1])}</strong>`);
    else if (m[2] !== undefined && m[3] !== undefined) {
      const colour = `color:${COLOURS[m[2]] ?? m[2]}`;
      out.push(
        m[3]
          .split(/\*\*(.+?)\*\*/)
          .map((part, i) =>
            part
              ? i % 2
                ? `<strong>${span(part, undefined, colour)}</strong>`
                : span(part, undefined, colour)
              : '',
          )
          .join(''),
      );
    } else if (m[4] !== undefined && m[5] !== undefined) {
      const href = m[5];
      const external = /^(https?:|mailto:|tel:)/.test(href);
      out.push(
        `<a class="_1hGxqw" href="${escAttr(href)}"${external && href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''}>${span(m[4], 'text-decoration-underline text-strikethrough-none')}</a>`,
      );
    } else out.push(`<span class="${RUN} white-space-prewrap">&nbsp;</span>`);
    last = re.lastIndex;
  }
  if (last < text.length) out.push(span(text.slice(last)));
  return out.join('');
};

type Style = 'title' | 'heading' | 'subheading' | 'body' | 'small' | 'price' | 'label' | 'tiny';

const FONT_BODY = '&quot;YAFdJi9sMbs 0&quot;, _fb_, auto';
const FONT_HEAD = '&quot;YAEIBiRNAv0 0&quot;, _fb_, auto';
const STYLES: Record<Style, { font: string; size: number; line: number; colour: string; extra?: string }> = {
  title: { font: FONT_HEAD, size: 54, line: 1.15, colour: '#1b2a4a', extra: 'letter-spacing:-0.01em' },
  heading: { font: FONT_HEAD, size: 36, line: 1.2, colour: '#1b2a4a' },
  subheading: { font: FONT_HEAD, size: 22, line: 1.3, colour: '#1b2a4a' },
  body: { font: FONT_BODY, size: 17, line: 1.5, colour: '#2b2d31' },
  small: { font: FONT_BODY, size: 14, line: 1.45, colour: '#4a4d52' },
  price: { font: FONT_HEAD, size: 30, line: 1.25, colour: '#c8102e' },
  label: {
    font: FONT_HEAD,
    size: 15,
    line: 1.3,
    colour: '#d99a1e',
    extra: 'text-transform:uppercase;letter-spacing:0.12em',
  },
  tiny: { font: FONT_BODY, size: 12, line: 1.4, colour: '#6b6f76' },
};
const paraStyle = (style: Style, colour?: string) => {
  const s = STYLES[style];
  return `color:${colour ?? s.colour};font-family:${s.font};font-size:${s.size}px;line-height:${s.line};${s.extra ? `${s.extra};` : 'text-transform:none;'}`;
};
const paraClass = (style: Style, align: Align) =>
  `cvGsUA direction-ltr align-${align} para-style-${style === 'title' || style === 'heading' || style === 'price' ? 'heading' : style === 'subheading' || style === 'label' ? 'subheading' : 'body'}`;

export type Align = 'start' | 'center' | 'end' | 'justify';

export interface Para {
  text: string;
  style?: Style;
  align?: Align;
  /** The tag: Canva prints `p` unless the owner set a heading level. */
  tag?: 'p' | 'h1' | 'h2' | 'h3';
  colour?: string;
  /** Bullet list items instead of one paragraph. */
  list?: string[];
}

const paragraph = (p: Para | string): string => {
  const para: Para = typeof p === 'string' ? { text: p } : p;
  const style = para.style ?? 'body';
  const align = para.align ?? 'start';
  const colour = para.colour ? (COLOURS[para.colour] ?? para.colour) : undefined;
  if (para.list)
    return `<ul class="_4pkvsA" style="${paraStyle(style, colour)}">${para.list
      .map((item) => `<li class="${paraClass(style, align)}">${runs(item)}</li>`)
      .join('')}</ul>`;
  const tag = para.tag ?? 'p';
  return `<${tag} class="${paraClass(style, align)}" style="${paraStyle(style, colour)}">${runs(para.text)}</${tag}>`;
};

/** Shorthands for the paragraphs of a text box. */
export const P = (text: string, style: Style = 'body', align: Align = 'start'): Para => ({
  text,
  style,
  align,
});
export const H = (text: string, style: Style = 'heading', align: Align = 'start'): Para => ({
  text,
  style,
  align,
});
export const UL = (items: string[], style: Style = 'body'): Para => ({ text: '', list: items, style });
export const C = (text: string, colour: string, style: Style = 'body', align: Align = 'start'): Para => ({
  text,
  style,
  align,
  colour,
});

/* ── Elements ────────────────────────────────────────────────────────────────────────────────────────── */

/** Where an element sits: left and width in per cent of the design width, top and height in px. */
export type Box = [left: number, top: number, width: number, height: number];

const placed = ([x, y, w, h]: Box, inner: string, cls = '_0xkaeQ') =>
  `<div class="${cls}" id="${elementId()}" style="position:absolute;left:${x}%;top:${y}px;width:${w}%;height:${h}px;transform:rotate(0deg)">${inner}</div>`;

/** A text box: its paragraphs, printed where the box sits in the layer order. */
export const text = (box: Box, paras: (Para | string)[]) =>
  placed(
    box,
    `<div class="hmKMcA" style="writing-mode:horizontal-tb"><div class="_2iFkbQ">${paras.map(paragraph).join('')}</div></div>`,
  );

/** An uploaded photo or graphic, cropped to its frame; Canva leaves the alt text empty unless typed. */
export const image = (box: Box, file: string, alt = '', radius = 0) => {
  const ext = file.split('.').pop() ?? 'jpg';
  return placed(
    box,
    `<div class="_4jGDBw" style="border-radius:${radius}px;overflow:hidden;width:100%;height:100%"><img class="_7bCeBQ" src="/_assets/media/${mediaHash(file)}.${ext}" alt="${escAttr(alt)}" loading="lazy" draggable="false" style="width:100%;height:100%;object-fit:cover;object-position:50% 50%"></div>`,
  );
};

/** A filled shape (rectangle with rounded corners), used as a card or a band behind text. */
export const shape = (box: Box, fill: string, radius = 0, stroke?: string) =>
  placed(
    box,
    `<svg class="_0Sb5cg" width="100%" height="100%" preserveAspectRatio="none" aria-hidden="true"><rect x="0" y="0" width="100%" height="100%" rx="${radius}" ry="${radius}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="2"` : ''}></rect></svg>`,
  );

/** A line element. */
export const line = (box: Box, colour = '#d99a1e') =>
  placed(box, `<div class="Ob2vAw" style="border-top:2px solid ${colour};width:100%"></div>`);

/** A button: a shape and a text box grouped, the whole group linked. */
export const button = (box: Box, label: string, href: string, fill = '#c8102e', colour = '#ffffff') => {
  const [x, y, w, h] = box;
  const external = /^https?:/.test(href);
  return `<a class="_9XRy_w" href="${escAttr(href)}"${external ? ' target="_blank" rel="noopener"' : ''} style="position:absolute;left:${x}%;top:${y}px;width:${w}%;height:${h}px;display:block"><div class="_0xkaeQ" style="position:absolute;inset:0"><svg class="_0Sb5cg" width="100%" height="100%" preserveAspectRatio="none" aria-hidden="true"><rect width="100%" height="100%" rx="${h / 2}" ry="${h / 2}" fill="${fill}"></rect></svg></div><div class="_0xkaeQ" style="position:absolute;inset:0;display:flex;align-items:center;justify-content:center"><div class="hmKMcA"><div class="_2iFkbQ"><p class="cvGsUA direction-ltr align-center para-style-body" style="color:${colour};font-family:${FONT_HEAD};font-size:16px;line-height:1.2;text-transform:none;">${span(label)}</p></div></div></div></a>`;
};

/** An embed (Canva's "Embed" app): an iframe in a positioned wrapper. */
export const embed = (box: Box, src: string, title: string) =>
  placed(
    box,
    `<div class="_3Ek0vA" style="width:100%;height:100%"><iframe class="_5nQp4A" src="${escAttr(src)}" title="${escAttr(title)}" loading="lazy" allowfullscreen style="border:0;width:100%;height:100%"></iframe></div>`,
  );

/** A design page of the Canva file, published as one section of the web page. */
export const section = (height: number, elements: string[], background = '#ffffff') =>
  `<section class="_8R0jlw" id="${elementId()}"><div class="fbzKiw" style="background-color:${background}"><div class="_6QbYhQ" style="position:relative;height:${height}px;max-width:1366px;margin:0 auto">${elements.join('')}</div></div></section>`;

/* ── The nav and the footer section ──────────────────────────────────────────────────────────────────── */

const NAV: [label: string, href: string][] = [
  ['Home', '/'],
  ['Services', '/services'],
  ['Prices', '/prices'],
  ['Storage', '/storage'],
  ['Packing shop', '/packing-shop'],
  ['FAQ', '/faq'],
  ['About us', '/about'],
  ['News', '/news'],
  ['Contact', '/contact'],
];

const LOGO = `/_assets/images/${mediaHash('hartley-logo.png')}.png`;

const navBar = (current: string) =>
  `<div class="_7Pq1sA" style="position:sticky;top:0;z-index:10;background-color:#1b2a4a"><div class="zU8cHA"><a class="_5mCdVg" href="/"><img class="_2Rk1Lg" src="${LOGO}" alt="Hartley &amp; Sons Removals" width="148" height="48"></a><nav class="_1f0BNw"><ul class="_6Y8Rqw">${NAV.map(
    ([label, href]) =>
      `<li class="_9pVw0A"><a class="iCbYRA${label === current ? ' _2aXbBQ' : ''}" href="${href}"${label === current ? ' aria-current="page"' : ''}>${label}</a></li>`,
  ).join(
    '',
  )}</ul></nav><button class="_3sHq0A" type="button" aria-label="Open menu" aria-expanded="false"><svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 6h18M3 12h18M3 18h18" stroke="#ffffff" stroke-width="2"></path></svg></button></div></div>`;

/**
 * The last design page of every page, copied from the home page (the owner pasted it onto each page): the
 * contact details, the office hours as '8:00–18:00' where the pages write '8am – 6pm', the company, VAT and
 * waste-carrier numbers, and the links to the terms, the archived 2021 terms, privacy and news.
 */
const footerSection = () =>
  section(
    420,
    [
      image([4, 48, 13, 44], 'hartley-logo-white.png', 'Hartley & Sons Removals'),
      text(
        [4, 118, 26, 150],
        [
          P('**Hartley & Sons Removals**', 'body', 'start'),
          C('Family removals and storage in Bristol since 1987', '#c9d1e0', 'small'),
          C(`${HS_STREET}, ${HS_TOWN} ${HS_POSTCODE}`, '#ffffff', 'small'),
        ],
      ),
      text(
        [62, 48, 34, 190],
        [
          C('**Office hours**', '#ffffff', 'body'),
          C('Mon–Fri 8:00–18:00', '#c9d1e0', 'small'),
          C('Sat 9:00–13:00', '#c9d1e0', 'small'),
          C('Sun closed', '#c9d1e0', 'small'),
          C('Storage visits by appointment only', '#c9d1e0', 'small'),
        ],
      ),
      text(
        [33, 48, 27, 190],
        [
          C('**Talk to us**', '#ffffff', 'body'),
          C(`Phone [${HS_PHONE}](${HS_PHONE_HREF})`, '#ffffff', 'small'),
          C(`WhatsApp [${HS_WHATSAPP}](${HS_WHATSAPP_HREF})`, '#ffffff', 'small'),
          C(`[${HS_EMAIL}](mailto:${HS_EMAIL})`, '#ffffff', 'small'),
          C(`Storage: [${HS_STORAGE_EMAIL}](mailto:${HS_STORAGE_EMAIL})`, '#ffffff', 'small'),
        ],
      ),
      line([4, 290, 92, 2], '#3a4a6b'),
      text(
        [4, 306, 60, 70],
        [
          C(
            `© 2026 ${HS_COMPANY}. Registered in England & Wales, company no. ${HS_COMPANY_NO}. VAT no. ${HS_VAT}. Registered waste carrier ${HS_WASTE}. Members of the British Association of Removers.`,
            '#9aa6bd',
            'tiny',
          ),
        ],
      ),
      text(
        [66, 306, 30, 70],
        [
          C(
            '[Terms & conditions](/terms)  ·  [Terms 2021 (archived)](/terms-2021)  ·  [Privacy](/privacy)  ·  [News](/news)',
            '#ffffff',
            'tiny',
            'end',
          ),
        ],
      ),
    ],
    '#1b2a4a',
  );

/* ── The document ────────────────────────────────────────────────────────────────────────────────────── */

const CSS_VENDOR = '/_assets/a0684b0780c739e9.vendor.ltr.css';
const CSS_SITE = '/_assets/8f3c21d94be07a15.ltr.css';
const JS_RUNTIME = '/_assets/runtime.6b1e0c4f27d9a358.js';
const JS_SITE = '/_assets/website.e2a9f7c1035b84d6.js';

const FONT_FACES = `@font-face{font-family:"YAFdJi9sMbs 0";src:url(/_assets/fonts/${mediaHash('font-body-regular')}.woff2) format("woff2");font-weight:400;font-display:swap}@font-face{font-family:"YAFdJi9sMbs 0";src:url(/_assets/fonts/${mediaHash('font-body-bold')}.woff2) format("woff2");font-weight:700;font-display:swap}@font-face{font-family:"YAEIBiRNAv0 0";src:url(/_assets/fonts/${mediaHash('font-heading-bold')}.woff2) format("woff2");font-weight:700;font-display:swap}@font-face{font-family:_fb_;src:local("Arial")}`;

/** Lays out a page as Canva serves it. */
export function hartleyLayout(page: HartleyPage): SitePage {
  const canonical = `${HS_SITE}${page.path === '/' ? '' : page.path}`;
  const current =
    page.nav ?? NAV.find(([, href]) => href === page.path)?.[0] ?? (page.path === '/' ? 'Home' : '');
  const og = `${HS_SITE}/_assets/images/${mediaHash(`og${page.path}`)}.jpg`;
  const html = `<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="format-detection" content="telephone=no"><title>${escText(page.title)}</title><meta name="description" content="${escAttr(page.description)}"><meta property="og:type" content="website"><meta property="og:title" content="${escAttr(page.title)}"><meta property="og:description" content="${escAttr(page.description)}"><meta property="og:url" content="${canonical}"><meta property="og:image" content="${og}"><meta name="twitter:card" content="summary_large_image"><link rel="canonical" href="${canonical}"><link rel="icon" href="/_assets/images/${mediaHash('favicon.png')}.png"><link rel="stylesheet" href="${CSS_VENDOR}"><link rel="stylesheet" href="${CSS_SITE}"><style>${FONT_FACES}</style><script nonce="c4nv4W3bs1te">document.documentElement.classList.add("js");window.__canva_public_path__="/_assets/";</script><script src="${JS_RUNTIME}" defer></script><script src="${JS_SITE}" defer></script></head><body><div id="root"><div class="_2sZ5Bw">${navBar(current)}<div class="_6Hk1qg">${page.sections.join('')}${footerSection()}</div></div></div><noscript><p class="_1JqBfQ">Some parts of this website need JavaScript to work.</p></noscript></body></html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** Canva's own not-found page for a published site. */
export const hartleyNotFound: HartleyPage = {
  path: '/404',
  title: 'Page not found – Hartley & Sons Removals',
  description: 'Page not found',
  sections: [
    section(360, [
      text([20, 80, 60, 80], [H('This page has moved (a bit like our customers).', 'heading', 'center')]),
      text([20, 190, 60, 40], [P('Try the [home page](/) or [get in touch](/contact).', 'body', 'center')]),
    ]),
  ],
};
