import type { SitePage } from './site-server.ts';

/**
 * A page of Fade & Fettle as Framer publishes it: no `<main>`, `<header>` or `<footer>`, a `div#main` holding
 * the page's root frame (`div.framer-<hash>` with `data-framer-root`), every layer a `div.framer-<generated
 * hash>` named by the designer in `data-framer-name` (or not at all), text in `div[data-framer-component-type=
 * "RichTextContainer"]` holding `<p class="framer-text">`, `<h1>`–`<h3 class="framer-text">` (and headings that
 * are only enlarged `<p>`s), components as `div.framer-<hash>-container` around their variant, the navigation
 * rendered once per breakpoint (`div.ssr-variant.hidden-72rtr7` and friends, the desktop and phone variants
 * both in the HTML, one hidden by the breakpoint CSS), internal links written relative to the page ("./services",
 * "../services"), the hero set for an appear animation (`opacity:0.001`), the footer with the address, phone,
 * email, hours ('09:00 – 18:00') and company number on every page, the cookie banner component and the "Made in
 * Framer" badge.
 */
export interface FadePage {
  path: string;
  /** The page title as set in the page's SEO settings. */
  title: string;
  description: string;
  /** The page's top-level frames (stacks and sections), already built. */
  body: string[];
  /** `page` a canvas page, `post` a journal CMS item page. */
  kind?: 'page' | 'post';
  unlisted?: boolean;
}

export const FADE_SITE = 'https://fade-and-fettle.test';
export const FADE_NAME = 'Fade & Fettle';
export const FADE_COMPANY = 'Fade & Fettle Ltd';
export const FADE_COMPANY_NO = '11874352';
export const FADE_UNIT = 'Unit 2, Tilt Hammer Yard';
export const FADE_STREET = '31 Alma Street, Kelham Island';
export const FADE_TOWN = 'Sheffield';
export const FADE_POSTCODE = 'S3 8SQ';
export const FADE_PHONE = '0114 496 0732';
export const FADE_PHONE_HREF = 'tel:+441144960732';
export const FADE_EMAIL = 'hello@fade-and-fettle.test';
export const FADE_INSTAGRAM = 'https://www.instagram.com/fadeandfettle';
/** The shop's page on the external booking site every "Book" button opens. */
export const FADE_BOOKING = 'https://www.fresha.com/a/fade-and-fettle-sheffield-31-alma-street-k7p2xq';
export const bookWith = (staffId: string) => `${FADE_BOOKING}/booking?menu=true&pId=1184326&eId=${staffId}`;

const ASSETS = 'https://framerusercontent.com';
const SITE_ID = '4Qx7Lm2Vb9KpR3sT8wYz1A';

/* ── Generated names ────────────────────────────────────────────────────────────────────────────────── */

// Framer names every layer with a hash; a xorshift here, so a page is the same on every run.
let seed = 0x2f6b3a91;
const next = () => {
  seed ^= seed << 13;
  seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  seed >>>= 0;
  return seed;
};
/** A Framer layer hash, like '1k8ze7p' or 'wcqlu3'. */
export const gen = () =>
  next()
    .toString(36)
    .slice(0, 5 + (next() % 3));
/** A layer class, like 'framer-1k8ze7p'. */
const fc = () => `framer-${gen()}`;
/** An uploaded image's name as Framer stores it. */
const upload = () => `${gen()}${gen()}${gen()}${gen()}`.slice(0, 27);

/* ── Rich text, as Framer's text layers save it ─────────────────────────────────────────────────────── */

const PRESETS = {
  h1: { cls: 'framer-styles-preset-1w3kq8x', id: 'Zc8vN2qLd' },
  h2: { cls: 'framer-styles-preset-12lq0x9', id: 'f4TqP9wXe' },
  h3: { cls: 'framer-styles-preset-1c0yk4r', id: 'Yb2mR8sKa' },
  body: { cls: 'framer-styles-preset-21ogod', id: 'pLk3R7aVb' },
  small: { cls: 'framer-styles-preset-1ikgxsy', id: 'Hn6wE1cQz' },
  link: { cls: 'framer-styles-preset-o3e5h0', id: 'Uv9dT4gMj' },
};

const tag = (t: 'h1' | 'h2' | 'h3' | 'p', preset: { cls: string; id: string }, html: string) =>
  `<${t} class="framer-text ${preset.cls}" data-styles-preset="${preset.id}">${html}</${t}>`;

export const h1 = (html: string) => tag('h1', PRESETS.h1, html);
export const h2 = (html: string) => tag('h2', PRESETS.h2, html);
export const h3 = (html: string) => tag('h3', PRESETS.h3, html);
export const p = (...html: string[]) => html.map((x) => tag('p', PRESETS.body, x)).join('');
export const small = (html: string) => tag('p', PRESETS.small, html);
/** A heading the designer made by enlarging a paragraph in the text panel, no heading tag. */
export const bigP = (html: string, px = 44) =>
  `<p class="framer-text" style="--font-selector:R0Y7QW50b24tcmVndWxhcg==;--framer-font-family:&quot;Anton&quot;, &quot;Anton Placeholder&quot;, sans-serif;--framer-font-size:${px}px;--framer-letter-spacing:-0.5px;--framer-line-height:1.1em;--framer-text-transform:uppercase">${html}</p>`;
/** A label line: a small bold uppercase paragraph. */
export const label = (html: string) =>
  `<p class="framer-text" style="--font-selector:SW50ZXItQm9sZA==;--framer-font-size:12px;--framer-font-weight:700;--framer-letter-spacing:0.12em;--framer-text-transform:uppercase;--framer-text-color:rgb(201, 162, 92)">${html}</p>`;
export const strong = (html: string) => `<strong class="framer-text">${html}</strong>`;
export const em = (html: string) => `<em class="framer-text">${html}</em>`;
export const br = '<br class="framer-text">';
export const ul = (...items: string[]) =>
  `<ul class="framer-text">${items.map((x) => `<li class="framer-text" data-preset-tag="p">${tag('p', PRESETS.body, x)}</li>`).join('')}</ul>`;
/**
 * A link in rich text. Internal links are written '@/path' and made relative to the page by the layout, as
 * Framer publishes them ('./services', '../faq').
 */
export const a = (labelHtml: string, href: string) =>
  href.startsWith('http') || href.startsWith('mailto:') || href.startsWith('tel:')
    ? `<a class="framer-text ${PRESETS.link.cls}" data-styles-preset="${PRESETS.link.id}" href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''}>${labelHtml}</a>`
    : `<a class="framer-text ${PRESETS.link.cls}" data-styles-preset="${PRESETS.link.id}" href="@${href}">${labelHtml}</a>`;

/* ── Layers ─────────────────────────────────────────────────────────────────────────────────────────── */

const RT_STYLE =
  'outline:none;display:flex;flex-direction:column;justify-content:flex-start;flex-shrink:0;transform:none';

/** A text layer: the rich text in a RichTextContainer; renamed layers carry `data-framer-name`. */
export const text = (html: string, name?: string) =>
  `<div class="${fc()}"${name ? ` data-framer-name="${name}"` : ''} data-framer-component-type="RichTextContainer" style="${RT_STYLE}">${html}</div>`;

/** A stack or frame holding layers. */
export const stack = (name: string | undefined, children: string[], style = '') =>
  `<div class="${fc()}"${name ? ` data-framer-name="${name}"` : ''}${style ? ` style="${style}"` : ''}>${children.join('')}</div>`;

/** A frame the designer set to the `<section>` tag in the layer's accessibility settings. */
export const section = (name: string, children: string[]) =>
  `<section class="${fc()}" data-framer-name="${name}">${children.join('')}</section>`;

/** A frame set to appear with an animation: Framer prints it nearly transparent until its script runs. */
export const appear = (name: string, children: string[]) =>
  `<div class="${fc()}" data-framer-appear-id="${gen()}" data-framer-name="${name}" style="opacity:0.001;transform:translateY(40px)">${children.join('')}</div>`;

/** An image fill on a frame. */
export const image = (alt: string, name = 'Image', ratio = '1600x1067') => {
  const [w, h] = ratio.split('x');
  const src = `${ASSETS}/images/${upload()}.jpg`;
  return `<div class="${fc()}" data-framer-name="${name}"><div style="position:absolute;border-radius:inherit;top:0;right:0;bottom:0;left:0" data-framer-background-image-wrapper="true"><img decoding="async" loading="lazy" width="${w}" height="${h}" sizes="(min-width: 1200px) 50vw, (max-width: 809px) 100vw, 50vw" srcset="${src}?scale-down-to=512 512w,${src}?scale-down-to=1024 1024w,${src} ${w}w" src="${src}" alt="${alt}" style="display:block;width:100%;height:100%;border-radius:inherit;object-position:center;object-fit:cover"></div></div>`;
};

/** The SVG logo, with no text a reader could take. */
const logoSvg = (fill = 'rgb(243, 236, 224)') =>
  `<div class="svgContainer" style="width:100%;height:100%;aspect-ratio:inherit"><svg style="width:100%;height:100%" viewBox="0 0 168 40" preserveAspectRatio="none" width="100%" height="100%"><use href="#svg-1273925121_2241"></use></svg></div><svg style="display:none"><symbol id="svg-1273925121_2241"><path d="M0 0h12v4H4v12h7v4H4v20H0zM16 0h4l6 40h-4l-1.5-10h-5L14 40h-4zm2 6l-2 20h4zM34 0h6c5 0 7 3 7 8v24c0 5-2 8-7 8h-6zm4 4v32h2c2 0 3-1 3-4V8c0-3-1-4-3-4zM52 0h12v4h-8v14h7v4h-7v14h8v4H52z" fill="${fill}"></path><path d="M80 10h4v4h-4zM80 26h4v4h-4z" fill="rgb(201, 162, 92)"></path><path d="M96 0h12v4h-8v12h7v4h-7v20h-4zM112 0h12v4h-8v14h7v4h-7v14h8v4h-12zM126 0h14v4h-5v36h-4V4h-5zM142 0h14v4h-5v36h-4V4h-5zM158 0h4v36h6v4h-10z" fill="${fill}"></path></symbol></svg>`;

/** Framer's Button component (a link), in its container, in the "Primary" or "Outline" variant. */
const BTN = { a: gen(), b: gen(), primary: gen(), outline: gen(), text: gen() };
export const button = (labelText: string, href: string, variant: 'Primary' | 'Outline' = 'Primary') => {
  const ext = href.startsWith('http') || href.startsWith('tel:');
  const bg =
    variant === 'Primary'
      ? 'background-color:rgb(201, 162, 92);border-radius:100px'
      : 'border:1px solid rgb(243, 236, 224);border-radius:100px';
  return `<div class="${fc()}-container"><a name="${labelText}" class="framer-${BTN.a} framer-${BTN.b} framer-v-${variant === 'Primary' ? BTN.primary : BTN.outline} framer-${gen()}" data-framer-name="${variant}" data-highlight="true" href="${ext ? href : `@${href}`}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''} tabindex="0" style="${bg};height:100%;width:100%"><div class="framer-${BTN.text}" data-framer-component-type="RichTextContainer" style="${RT_STYLE};--extracted-r6o4lv:rgb(17, 17, 17)"><p class="framer-text" style="--font-selector:SW50ZXItU2VtaUJvbGQ=;--framer-font-family:&quot;Inter&quot;, &quot;Inter Placeholder&quot;, sans-serif;--framer-font-weight:600;--framer-text-color:var(--extracted-r6o4lv, rgb(17, 17, 17))">${labelText}</p></div></a></div>`;
};

/** A frame whose whole area is a link (cards, collection items). */
export const linkFrame = (name: string, href: string, children: string[]) =>
  `<a class="${fc()} framer-lux5qc" data-framer-name="${name}" href="@${href}">${children.join('')}</a>`;

export interface Service {
  name: string;
  duration: string;
  price: string;
  note?: string;
}

/**
 * The "Service Row" component: the name (and an optional description) on the left, a dotted line, the
 * duration and the price on the right, each its own text layer. No table, no list.
 */
const ROW = {
  a: gen(),
  b: gen(),
  v: gen(),
  left: gen(),
  name: gen(),
  note: gen(),
  line: gen(),
  right: gen(),
};
const ROW_DURATION = gen();
const ROW_PRICE = gen();
export const serviceRow = (s: Service) =>
  `<div class="${fc()}-container"><div class="framer-${ROW.a} framer-${ROW.b} framer-v-${ROW.v}" data-framer-name="Desktop" style="width:100%"><div class="framer-${ROW.left}" data-framer-name="Left"><div class="framer-${ROW.name}" data-framer-name="Service" data-framer-component-type="RichTextContainer" style="${RT_STYLE}"><p class="framer-text" style="--font-selector:SW50ZXItU2VtaUJvbGQ=;--framer-font-size:18px;--framer-font-weight:600">${s.name}</p></div>${s.note ? `<div class="framer-${ROW.note}" data-framer-name="Description" data-framer-component-type="RichTextContainer" style="${RT_STYLE};opacity:0.7"><p class="framer-text">${s.note}</p></div>` : ''}</div><div class="framer-${ROW.line}" data-framer-name="Dots"></div><div class="framer-${ROW.right}" data-framer-name="Right"><div class="framer-${ROW_DURATION}" data-framer-name="Duration" data-framer-component-type="RichTextContainer" style="${RT_STYLE};opacity:0.6"><p class="framer-text">${s.duration}</p></div><div class="framer-${ROW_PRICE}" data-framer-name="Price" data-framer-component-type="RichTextContainer" style="${RT_STYLE}"><p class="framer-text" style="--font-selector:SW50ZXItQm9sZA==;--framer-font-size:18px;--framer-font-weight:700;--framer-text-color:rgb(201, 162, 92)">${s.price}</p></div></div></div></div>`;

/** A list of Service Row instances in a vertical stack. */
export const serviceStack = (name: string, services: Service[]) =>
  stack(name, services.map(serviceRow), 'display:flex;flex-direction:column;gap:0px');

/**
 * The FAQ item component in its "Closed" variant: the question row and the plus icon, and the answer layer
 * at height 0 and opacity 0 until a tap switches the variant.
 */
const FAQ = {
  a: gen(),
  b: gen(),
  closed: gen(),
  row: gen(),
  q: gen(),
  icon: gen(),
  answer: gen(),
  text: gen(),
};
export const faqItem = (question: string, answerHtml: string) =>
  `<div class="${fc()}-container"><div class="framer-${FAQ.a} framer-${FAQ.b} framer-v-${FAQ.closed}" data-framer-name="Closed" data-highlight="true" tabindex="0" style="width:100%;border-bottom:1px solid rgba(243, 236, 224, 0.15)"><div class="framer-${FAQ.row}" data-framer-name="Question"><div class="framer-${FAQ.q}" data-framer-component-type="RichTextContainer" style="${RT_STYLE}"><p class="framer-text" style="--font-selector:SW50ZXItU2VtaUJvbGQ=;--framer-font-size:18px;--framer-font-weight:600">${question}</p></div><div class="framer-${FAQ.icon}" data-framer-name="Plus" style="transform:none"><div class="svgContainer"><svg viewBox="0 0 16 16" width="16" height="16"><path d="M8 1v14M1 8h14" stroke="rgb(201, 162, 92)" stroke-width="2"></path></svg></div></div></div><div class="framer-${FAQ.answer}" data-framer-name="Answer" style="opacity:0;height:0px;overflow:hidden"><div class="framer-${FAQ.text}" data-framer-component-type="RichTextContainer" style="${RT_STYLE}">${answerHtml}</div></div></div></div>`;

export type FormField =
  | { kind: 'text' | 'email' | 'tel'; label: string }
  | { kind: 'textarea'; label: string };

/** A Framer form: its inputs show their labels only as placeholders. */
export const form = (fields: FormField[], submit: string) =>
  `<form class="${fc()}" data-framer-name="Form">${fields
    .map((f, k) =>
      f.kind === 'textarea'
        ? `<label class="${fc()}"><div class="framer-form-text-input framer-form-input-wrapper ${fc()}"><textarea name="Message" placeholder="${f.label}" class="framer-form-input"></textarea></div></label>`
        : `<label class="${fc()}"><div class="framer-form-text-input framer-form-input-wrapper ${fc()}"><input type="${f.kind}" required name="${f.label.replace(/\W+/g, '')}${k}" placeholder="${f.label}" class="framer-form-input framer-form-input-empty" value=""></div></label>`,
    )
    .join(
      '',
    )}<div class="${fc()}-container"><button type="submit" class="framer-${BTN.a} framer-${BTN.b} framer-v-${BTN.primary}" data-framer-name="Primary" style="background-color:rgb(201, 162, 92);border-radius:100px"><div class="framer-${BTN.text}" data-framer-component-type="RichTextContainer" style="${RT_STYLE}"><p class="framer-text">${submit}</p></div></button></div></form>`;

/* ── Navigation: one instance per breakpoint ────────────────────────────────────────────────────────── */

const BREAKPOINTS = { desktop: '72rtr7', tablet: '1o6bo5p', phone: '1dq5b3h' };

const menu: [labelText: string, href: string][] = [
  ['Services &amp; prices', '/services'],
  ['Barbers', '/barbers'],
  ['Kids', '/kids'],
  ['Shaves &amp; beards', '/shaves-and-beards'],
  ['Weddings', '/weddings'],
  ['Gift cards', '/gift-cards'],
  ['Journal', '/journal'],
  ['FAQ', '/faq'],
  ['Find us', '/find-us'],
];

const NAV = {
  container: gen(),
  root: gen(),
  desktop: gen(),
  phone: gen(),
  logo: gen(),
  links: gen(),
  link: gen(),
  linkV: gen(),
  linkText: gen(),
  burger: gen(),
  top: gen(),
  bottom: gen(),
  overlay: gen(),
};

const navLink = (labelText: string, href: string, path: string) =>
  `<div class="framer-${NAV.link}-container"><a class="framer-${NAV.link} framer-v-${NAV.linkV}" data-framer-name="Nav Link" href="@${href}"${href === path ? ' data-framer-page-link-current="true"' : ''} tabindex="0"><div class="framer-${NAV.linkText}" data-framer-component-type="RichTextContainer" style="${RT_STYLE}"><p class="framer-text" style="--font-selector:SW50ZXItTWVkaXVt;--framer-font-size:15px;--framer-font-weight:500">${labelText}</p></div></a></div>`;

const navbar = (path: string) =>
  `<div class="ssr-variant hidden-${BREAKPOINTS.tablet} hidden-${BREAKPOINTS.phone}"><div class="framer-${NAV.container}-container"><nav class="framer-${NAV.root} framer-v-${NAV.desktop}" data-framer-name="Desktop" style="background-color:rgba(17, 17, 17, 0.92);width:100%;backdrop-filter:blur(10px)"><a class="framer-${NAV.logo} framer-lux5qc" data-framer-name="Logo" href="@/" aria-label="Fade &amp; Fettle">${logoSvg()}</a><div class="framer-${NAV.links}" data-framer-name="Links">${menu.map(([l, h]) => navLink(l, h, path)).join('')}</div>${button('Book now', FADE_BOOKING)}</nav></div></div>
<div class="ssr-variant hidden-${BREAKPOINTS.desktop}"><div class="framer-${NAV.container}-container"><nav class="framer-${NAV.root} framer-v-${NAV.phone}" data-framer-name="Phone" style="background-color:rgb(17, 17, 17);width:100%"><a class="framer-${NAV.logo} framer-lux5qc" data-framer-name="Logo" href="@/" aria-label="Fade &amp; Fettle">${logoSvg()}</a><div class="framer-${NAV.burger}" data-framer-name="Menu Icon" data-highlight="true" tabindex="0"><div class="framer-${NAV.top}" data-framer-name="Top"></div><div class="framer-${NAV.bottom}" data-framer-name="Bottom"></div></div><div class="framer-${NAV.overlay}" data-framer-name="Menu" style="opacity:0;pointer-events:none">${menu.map(([l, h]) => navLink(l, h, path)).join('')}${navLink('Booking policy', '/booking-policy', path)}${button('Book now', FADE_BOOKING)}</div></nav></div></div>`;

/* ── Footer: a component, the same on every page ────────────────────────────────────────────────────── */

const FOOT = { container: gen(), root: gen(), v: gen() };
const footerText = (html: string, name?: string) =>
  `<div class="framer-${gen()}"${name ? ` data-framer-name="${name}"` : ''} data-framer-component-type="RichTextContainer" style="${RT_STYLE}">${html}</div>`;
const hoursRow = (day: string, time: string) =>
  `<div class="framer-${gen()}" data-framer-name="Row">${footerText(`<p class="framer-text">${day}</p>`, 'Day')}${footerText(`<p class="framer-text">${time}</p>`, 'Time')}</div>`;
const footLink = (labelText: string, href: string) =>
  footerText(
    `<p class="framer-text"><a class="framer-text ${PRESETS.link.cls}" data-styles-preset="${PRESETS.link.id}" href="${href.startsWith('/') ? `@${href}` : href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''}>${labelText}</a></p>`,
  );

const FOOTER = `<div class="framer-${FOOT.container}-container"><div class="framer-${FOOT.root} framer-v-${FOOT.v}" data-framer-name="Footer" style="background-color:rgb(12, 12, 12);width:100%">
<div class="framer-${gen()}" data-framer-name="Top">
<div class="framer-${gen()}" data-framer-name="Brand"><a class="framer-${gen()} framer-lux5qc" data-framer-name="Logo" href="@/">${logoSvg()}</a>${footerText(`<p class="framer-text">Barbers &amp; men’s grooming on Kelham Island since 2019.</p>`)}</div>
<div class="framer-${gen()}" data-framer-name="Visit">${footerText(label('Visit'))}${footerText(`<p class="framer-text">${FADE_UNIT}<br class="framer-text">${FADE_STREET}<br class="framer-text">${FADE_TOWN} ${FADE_POSTCODE}</p>`, 'Address')}</div>
<div class="framer-${gen()}" data-framer-name="Contact">${footerText(label('Call'))}${footLink(FADE_PHONE, FADE_PHONE_HREF)}${footerText(label('Email'))}${footLink(FADE_EMAIL, `mailto:${FADE_EMAIL}`)}</div>
<div class="framer-${gen()}" data-framer-name="Hours">${footerText(label('Hours'))}${hoursRow('Mon', 'Closed')}${hoursRow('Tue, Wed, Fri', '09:00 – 18:00')}${hoursRow('Thu', '09:00 – 20:00')}${hoursRow('Sat', '08:00 – 16:00')}${hoursRow('Sun', '10:00 – 15:00')}</div>
<div class="framer-${gen()}" data-framer-name="Links">${footerText(label('Info'))}${footLink('Booking policy', '/booking-policy')}${footLink('FAQ', '/faq')}${footLink('Privacy', '/privacy')}${footLink('Cookies', '/cookies')}${footLink('Terms', '/terms')}</div>
</div>
<div class="framer-${gen()}" data-framer-name="Divider"></div>
<div class="framer-${gen()}" data-framer-name="Bottom">${footerText(`<p class="framer-text">© 2026 ${FADE_COMPANY}. Registered in England &amp; Wales, company no. ${FADE_COMPANY_NO}.</p>`, 'Copyright')}${footLink('Instagram', FADE_INSTAGRAM)}</div>
</div></div>`;

/* ── Cookie banner and badge ────────────────────────────────────────────────────────────────────────── */

const COOKIE_BANNER = `<div class="framer-${gen()}-container" style="position:fixed;bottom:16px;left:16px;right:16px;z-index:10"><div class="framer-${gen()}" data-framer-name="Cookie Banner" role="dialog" aria-label="Cookie banner" style="max-width:420px;background-color:rgb(243, 236, 224);border-radius:12px;padding:20px"><div class="framer-${gen()}" data-framer-component-type="RichTextContainer" style="${RT_STYLE}"><p class="framer-text" style="--framer-font-weight:700;--framer-text-color:rgb(17, 17, 17)">We use cookies</p><p class="framer-text" style="--framer-text-color:rgb(17, 17, 17)">We use cookies to make this site work and, if you agree, to see how it’s used. <a class="framer-text" href="@/cookies">Cookie policy</a></p></div><div class="framer-${gen()}" data-framer-name="Options" style="display:none"><label><input type="checkbox" checked disabled> Necessary</label><label><input type="checkbox"> Analytics</label><label><input type="checkbox"> Marketing</label></div><div class="framer-${gen()}" data-framer-name="Buttons"><button type="button" style="background:none;border:1px solid rgb(17, 17, 17);border-radius:100px">Reject all</button><button type="button" style="background:none;border:none;text-decoration:underline">Customise</button><button type="button" style="background-color:rgb(17, 17, 17);color:rgb(243, 236, 224);border-radius:100px">Accept all</button></div></div></div>`;

const BADGE = `<div id="__framer-badge-container"><div class="framer-XbGQt framer-v-1l0b2pv framer-hfmavv" data-framer-name="Dark" style="position:fixed;bottom:16px;right:16px;z-index:10"><a class="framer-1xwl0m0" data-framer-name="Badge" href="https://www.framer.com/?utm_source=made-in-framer&amp;utm_content=${SITE_ID}" target="_blank" rel="noopener" style="background-color:rgb(0, 0, 0);border-radius:10px"><div class="framer-1x8i9mb" data-framer-name="Logo"><div class="svgContainer"><svg viewBox="0 0 10 15" width="10" height="15"><path d="M0 0h10v5H5zM0 5h5l5 5H5v5L0 10z" fill="rgb(255, 255, 255)"></path></svg></div></div><div class="framer-v9k2xa" data-framer-component-type="RichTextContainer" style="${RT_STYLE}"><p class="framer-text" style="--framer-font-size:12px;--framer-font-weight:500;--framer-text-color:rgb(255, 255, 255)">Made in Framer</p></div></a></div></div>`;

/* ── The document ───────────────────────────────────────────────────────────────────────────────────── */

/** A link target written '@/path', relative to the page as Framer publishes it. */
const relative = (from: string, to: string) => {
  const depth = from.split('/').length - 2;
  const prefix = depth > 0 ? '../'.repeat(depth) : './';
  return to === '/' ? prefix : `${prefix}${to.slice(1)}`;
};

const css = `@media (min-width: 1200px) { .hidden-${BREAKPOINTS.desktop} { display: none !important; } }
@media (min-width: 810px) and (max-width: 1199px) { .hidden-${BREAKPOINTS.tablet} { display: none !important; } }
@media (max-width: 809px) { .hidden-${BREAKPOINTS.phone} { display: none !important; } }
html,body,#main{margin:0;padding:0;box-sizing:border-box}:root{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}*{box-sizing:border-box;-webkit-font-smoothing:inherit}h1,h2,h3,h4,h5,h6,p,figure{margin:0}body,input,textarea,select,button{font-size:12px;font-family:sans-serif}.framer-text{color:var(--framer-text-color,#f3ece0);font-size:var(--framer-font-size,16px)}.svgContainer{width:100%;height:100%}.framer-form-input{width:100%}`;

/** Lays out a page as Framer serves it. */
export function fadeLayout(page: FadePage): SitePage {
  const url = `${FADE_SITE}${page.path === '/' ? '' : page.path}`;
  const description = page.description.replace(/&(?!amp;)/g, '&amp;');
  const routeId = gen().padEnd(9, 'Q').slice(0, 9);
  const content = `<div class="framer-${gen()}" data-framer-name="${page.kind === 'post' ? 'Post' : 'Content'}">\n${page.body.join('\n')}\n</div>`;
  const root =
    `<div class="framer-${gen()} framer-Kt2vB framer-${BREAKPOINTS.desktop}" data-framer-root style="min-height:100vh;width:auto">
${navbar(page.path)}
${content}
${FOOTER}
${COOKIE_BANNER}
</div>`.replace(/href="@(\/[^"]*)"/g, (_, to: string) => `href="${relative(page.path, to)}"`);
  const html = `<!doctype html>
<!-- Made in Framer · framer.com ✨ -->
<!-- Published Nov 19, 2026, 4:12 PM UTC -->
<html lang="en-GB">
<head>
<meta charset="utf-8">
<!-- Start of headStart -->
<!-- End of headStart -->
<meta name="viewport" content="width=device-width">
<meta name="generator" content="Framer 3f1c2a9">
<title>${page.title}</title>
<meta name="description" content="${description}">
<meta name="framer-search-index" content="${ASSETS}/sites/${SITE_ID}/searchIndex-Wq3nZ8kP1xLm.json">
<meta name="framer-search-index-fallback" content="${ASSETS}/sites/${SITE_ID}/searchIndex-Wq3nZ8kP1xLm.json">
<link href="${ASSETS}/images/Qm7pX2vL9kR4sT1wY8zB3cN6dF0.png" rel="icon" media="(prefers-color-scheme: light)">
<link href="${ASSETS}/images/Hk4nB8vR2qL6mX9pT3wZ7cY1sD5.png" rel="icon" media="(prefers-color-scheme: dark)">
<meta property="og:type" content="website">
<meta property="og:title" content="${page.title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="${ASSETS}/assets/Jv2mR7kQ9xP4nL8wT1zB6cY3sF.jpg">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${page.title}">
<meta name="twitter:description" content="${description}">
<link rel="canonical" href="${url}">
<meta property="og:url" content="${url}">
<meta name="robots" content="max-image-preview:large">
<link rel="modulepreload" fetchpriority="low" href="${ASSETS}/sites/${SITE_ID}/react.C2Xq8pLm.mjs">
<link rel="modulepreload" fetchpriority="low" href="${ASSETS}/sites/${SITE_ID}/framer.Bn4vKx7Q.mjs">
<style data-framer-breakpoint-css>${css}</style>
<style data-framer-css-ssr-minified data-framer-components="framer-lib-cursors-host framer-${NAV.root} framer-${FOOT.root} framer-${ROW.a} framer-${FAQ.a} framer-${BTN.a}">[data-framer-component-type=RichTextContainer]{display:flex;flex-direction:column}.framer-lux5qc{cursor:pointer}</style>
<!-- Start of headEnd -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-FF7K2Q9XLM"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('consent', 'default', {analytics_storage: 'denied'}); gtag('js', new Date()); gtag('config', 'G-FF7K2Q9XLM');</script>
<!-- End of headEnd -->
</head>
<body>
<script src="https://events.framer.com/script?v=2" data-fid="9c1f2e7a4b3d8c6e0f5a2b7c9d1e3f4a6b8c0d2e" data-no-nt defer></script>
<!-- Start of bodyStart -->
<!-- End of bodyStart -->
<div id="main" data-framer-hydrate-v2='{"routeId":"${routeId}","localeId":"default","breakpoints":[{"hash":"${BREAKPOINTS.desktop}","mediaQuery":"(min-width: 1200px)"},{"hash":"${BREAKPOINTS.tablet}","mediaQuery":"(min-width: 810px) and (max-width: 1199px)"},{"hash":"${BREAKPOINTS.phone}","mediaQuery":"(max-width: 809px)"}]}' data-framer-ssr-released-at="2026-11-12T10:21:33.874Z" data-framer-page-optimized-at="2026-11-19T16:12:08.112Z" data-framer-generated-page>
<style data-framer-html-style>html body { background: rgb(17, 17, 17); }</style>
${root}
<div id="overlay"></div>
</div>
<script>(()=>{function u(){function n(t,e,i){let r=document.createElement("a");r.href=t,r.target=i,r.rel=e,document.body.appendChild(r),r.click(),r.remove()}function o(t){if(this.dataset.hydrated){this.removeEventListener("click",o);return}t.preventDefault(),t.stopPropagation();let e=this.getAttribute("href");if(!e)return;n(e,this.getAttribute("rel"),this.getAttribute("target"))}document.querySelectorAll("[data-nested-link]").forEach(t=>{t instanceof HTMLElement&&t.addEventListener("click",o)})}return u})()()</script>
<script type="framer/appear" id="__framer__appearAnimationsContent">{"default":{"initial":{"opacity":0.001,"y":40},"animate":{"opacity":1,"y":0,"transition":{"delay":0.1,"duration":0.6,"ease":[0.44,0,0.56,1],"type":"tween"}}}}</script>
<script type="framer/handover" id="__framer__handoverData">[{"routeId":"${routeId}","path":"${page.path}"}]</script>
<script type="module" async data-framer-bundle="main" fetchpriority="low" src="${ASSETS}/sites/${SITE_ID}/script_main.Bz8qN1Lk.mjs"></script>
<div id="svg-templates" style="position: absolute; overflow: hidden; bottom: 0; left: 0; width: 0; height: 0; z-index: 0; contain: strict" aria-hidden="true"></div>
${BADGE.replace(/href="@(\/[^"]*)"/g, (_, to: string) => `href="${relative(page.path, to)}"`)}
<!-- Start of bodyEnd -->
<!-- End of bodyEnd -->
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** Framer's 404 page, as the designer left it. */
export const fadeNotFound: FadePage = {
  path: '/404',
  title: 'Page not found | Fade &amp; Fettle',
  description: 'Page not found',
  body: [
    section('404', [
      text(bigP('404', 120), 'Code'),
      text(p('This page has had a bit too much taken off the top. Try the home page.')),
      button('Back home', '/'),
    ]),
  ],
};
