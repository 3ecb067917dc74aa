import type { SitePage } from './site-server.ts';

/** A page of Kennet Wharf Narrowboats before Framer publishes it: what the canvas and the CMS hold for it. */
export interface WharfPage {
  path: string;
  title: string;
  description: string;
  /**
   * The page's stacks, built with the helpers below. Links are written site-absolute (`/boats`); the layout
   * turns them into the relative links Framer prints (`./boats`, `../boats`).
   */
  body: string;
  /** CMS detail pages (a boat, a journal post) carry their collection, as Framer's hydration data names it. */
  template?: 'static' | 'boat' | 'post';
  unlisted?: boolean;
}

export const WHARF_SITE = 'https://kennet-wharf.test';
export const WHARF_PHONE = '01488 496 218';
export const WHARF_PHONE_HREF = 'tel:+441488496218';
export const WHARF_EMAIL = 'hello@kennet-wharf.test';
/** The out-of-hours breakdown line, for hirers out on a boat. */
export const WHARF_BREAKDOWN = '07700 900 418';
export const WHARF_COMPANY = 'Kennet Wharf Narrowboats Ltd';
export const WHARF_COMPANY_NO = '09417263';
/** The booking engine the Book page embeds: availability and live prices exist only inside its iframe. */
export const WHARF_BOOKING_ENGINE = 'https://app.canalbooker.example/embed/kennet-wharf';

const SITE_ID = '5kR2tXw9bLq7mZc4Vn8sJd';
const ASSETS = 'https://framerusercontent.com';

// Framer's generated class names and appear ids, from a fixed generator so that a page is the same on every run.
let seed = 20261116;
const next = () => {
  seed = (seed * 48271) % 2147483647;
  return seed;
};
/** A generated layer class, as Framer names every frame, stack and text: `framer-1k3xq9f`. */
export const fid = () => `framer-${next().toString(36).padStart(7, '1').slice(-7)}`;
const appearId = () => next().toString(36).slice(-6);
const imageHash = (file: string) => {
  let h = 7;
  for (const c of file) h = (h * 31 + c.charCodeAt(0)) % 2147483647;
  return `${h.toString(36)}${(h * 48271).toString(36).slice(-9)}`.slice(0, 20);
};

/** The site's text styles, as Framer prints them: a preset class and its id on every text element. */
const PRESETS = {
  h1: ['framer-styles-preset-1x7kyc1', 'Ah4ePsBCd'],
  h2: ['framer-styles-preset-1lgha58', 'ypR5VEWEl'],
  h3: ['framer-styles-preset-ci2ngw', 'QwP3kz8Lm'],
  h4: ['framer-styles-preset-15v3pdz', 'Tz7Ry2Hkb'],
  p: ['framer-styles-preset-21ogod', 'kHb4vFx0j'],
  small: ['framer-styles-preset-1mf0y9b', 'Lx9Bq2Vnd'],
  a: ['framer-styles-preset-1wicq5s', 'eLk3Ah9Dm'],
} as const;
const preset = (tag: keyof typeof PRESETS) =>
  `class="framer-text ${PRESETS[tag][0]}" data-styles-preset="${PRESETS[tag][1]}"`;

/** A paragraph of a Text layer. */
export const p = (html: string) => `<p ${preset('p')}>${html}</p>`;
/** A small-print paragraph. */
export const small = (html: string) => `<p ${preset('small')}>${html}</p>`;
/** A plain paragraph with only an inline colour, as text dropped on the canvas without a style. */
export const plain = (html: string, color = 'rgb(31, 58, 52)') =>
  `<p class="framer-text" style="--framer-text-color:${color}">${html}</p>`;
export const h1 = (html: string) => `<h1 ${preset('h1')}>${html}</h1>`;
export const h2 = (html: string) => `<h2 ${preset('h2')}>${html}</h2>`;
export const h3 = (html: string) => `<h3 ${preset('h3')}>${html}</h3>`;
export const h4 = (html: string) => `<h4 ${preset('h4')}>${html}</h4>`;
/** A list as Framer's text editor prints it: every item a paragraph inside its `<li>`. */
export const ul = (...items: string[]) =>
  `<ul class="framer-text">${items.map((i) => `<li class="framer-text" data-preset-tag="p"><p ${preset('p')}>${i}</p></li>`).join('')}</ul>`;
export const strong = (html: string) => `<strong class="framer-text">${html}</strong>`;
/** A link inside a Text layer. */
export const a = (href: string, label: string) =>
  `<a ${preset('a')} href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''}>${label}</a>`;

/** A Text layer: Framer's RichTextContainer around the text's own elements. */
export const text = (name: string, ...html: string[]) =>
  `<div class="${fid()}" data-framer-name="${name}" data-framer-component-type="RichTextContainer" style="outline:none;display:flex;flex-direction:column;justify-content:flex-start;flex-shrink:0;transform:none">${html.join('')}</div>`;

/** A Stack (or Frame): a named div of divs, laid out by the generated CSS. */
export const stack = (name: string, ...children: string[]) =>
  `<div class="${fid()}" data-framer-name="${name}">${children.join('')}</div>`;

/** A stack with an Appear effect: saved at the effect's start, faded in by the appear script. */
export const appear = (name: string, ...children: string[]) =>
  `<div class="${fid()}" data-framer-name="${name}" data-framer-appear-id="${appearId()}" style="opacity:0.001;transform:translateY(40px);will-change:transform">${children.join('')}</div>`;

/** A top-level section of the page: a full-width stack, most with an Appear effect on their content. */
export const section = (name: string, ...children: string[]) =>
  `<div class="${fid()}" data-framer-name="${name}">${appear('Content', ...children)}</div>`;

/** An Image layer: the background-image wrapper and a srcset of Framer's scale-down sizes. */
export const image = (file: string, alt: string, name = 'Image') => {
  const src = `${ASSETS}/images/${imageHash(file)}.jpg`;
  return `<div class="${fid()}" data-framer-name="${name}"><div data-framer-background-image-wrapper="true" style="position:absolute;border-radius:inherit;top:0;right:0;bottom:0;left:0"><img decoding="async" loading="lazy" width="2400" height="1600" sizes="(min-width: 1200px) 50vw, 100vw" srcset="${src}?scale-down-to=512 512w,${src}?scale-down-to=1024 1024w,${src}?scale-down-to=2048 2048w,${src} 2400w" src="${src}" alt="${alt}" style="display:block;width:100%;height:100%;border-radius:inherit;object-position:center;object-fit:cover"></div></div>`;
};

/** A Button component instance: a link frame with its label in a Text layer. */
export const button = (label: string, href: string, variant = 'Primary') =>
  `<div class="${fid()}-container"><a class="framer-Bt4nQ ${fid()} framer-v-${variant === 'Primary' ? '1rx7p2d' : '9n2kq4s'}" data-framer-name="${variant}" data-highlight="true" href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''} tabindex="0" style="border-radius:40px">${text('Label', `<p class="framer-text" style="--framer-text-color:rgb(255, 255, 255)">${label}</p>`)}</a></div>`;

/** The page hero: eyebrow, heading, one line, a photo behind it. */
export const hero = (eyebrow: string, heading: string, sub: string, photo: string) =>
  `<div class="${fid()}" data-framer-name="Hero">${image(photo, '', 'Hero image')}<div class="${fid()}" data-framer-name="Overlay"></div>${appear('Hero content', text('Eyebrow', small(eyebrow)), text('Heading', h1(heading)), text('Subheading', p(sub)))}</div>`;

/** A CMS Collection List: one frame per item, as Framer prints the items it rendered on the server. */
export const collection = (name: string, items: string[]) =>
  `<div class="${fid()}" data-framer-name="${name}">${items.map((item) => `<div class="${fid()}" data-framer-name="Item">${item}</div>`).join('')}</div>`;

/**
 * The Tabs component the designer built: a row of Tab instances, then a panel per tab. Every panel is printed;
 * all but the first are hidden until their tab is clicked (a variable toggles their visibility).
 */
export const tabs = (name: string, panels: [label: string, html: string][]) =>
  `<div class="${fid()}-container" data-framer-name="${name}"><div class="framer-Tb8Rw ${fid()} framer-v-1k9dx2e" data-framer-name="${panels[0]?.[0]}" style="width:100%">${stack(
    'Tab row',
    ...panels.map(
      ([label], i) =>
        `<div class="framer-Tb8Rw-tab ${fid()} framer-v-${i === 0 ? '1q3fzd8' : '1x0pm2a'}" data-framer-name="${i === 0 ? 'Active' : 'Inactive'}" data-highlight="true" tabindex="0">${text('Tab label', `<p class="framer-text">${label}</p>`)}</div>`,
    ),
  )}${panels
    .map(
      ([label, html], i) =>
        `<div class="${fid()}" data-framer-name="Panel / ${label}"${i === 0 ? '' : ' style="display:none"'}>${html}</div>`,
    )
    .join('')}</div></div>`;

/** The FAQ: one "FAQ Item" component instance per question, saved in its Closed variant (answer collapsed). */
export const accordion = (items: [question: string, answer: string][]) =>
  stack(
    'FAQ list',
    ...items.map(
      ([q, ans]) =>
        `<div class="${fid()}-container"><div class="framer-Fq7Ld framer-1m2x3yz framer-v-1m2x3yz" data-framer-name="Closed" data-highlight="true" tabindex="0" style="background-color:rgb(246, 242, 233);width:100%;border-radius:14px">${stack(
          'Question row',
          text('Question', h4(q)),
          `<div class="${fid()}" data-framer-name="Icon" style="transform:none">+</div>`,
        )}<div class="framer-1fq0d3k" data-framer-name="Answer" data-framer-component-type="RichTextContainer" style="outline:none;display:flex;flex-direction:column;justify-content:flex-start;flex-shrink:0;opacity:0;transform:none">${ans}</div></div></div>`,
    ),
  );

/** An Embed component: Framer prints the iframe only, whatever it loads is not on the page. */
export const embed = (name: string, src: string, title: string, height: number) =>
  `<div class="${fid()}-container" data-framer-name="${name}"><div style="width:100%;height:${height}px;border:none;overflow:hidden"><iframe src="${src}" title="${title}" style="width:100%;height:100%;border:none" loading="lazy" allow="payment" referrerpolicy="strict-origin-when-cross-origin"></iframe></div></div>`;

const menu: [label: string, href: string][] = [
  ['Our boats', '/boats'],
  ['Prices', '/prices'],
  ['Routes', '/routes'],
  ['Day boats', '/day-boats'],
  ['Plan your trip', '/plan-your-trip'],
  ['Journal', '/journal'],
  ['Contact', '/contact'],
];

const logo = () =>
  `<a class="${fid()} framer-1f2mhxb" data-framer-name="Logo" href="/">${image('kennet-wharf-logo-green.png', 'Kennet Wharf Narrowboats', 'Logo image')}</a>`;

const navLink = (label: string, href: string, current: boolean) =>
  text(
    label,
    `<p class="framer-text"><a ${preset('a')} href="${href}"${current ? ' data-framer-page-link-current="true"' : ''}>${label}</a></p>`,
  );

/**
 * The Navigation component, printed once per breakpoint as Framer does: the Desktop variant (hidden on
 * phones) and the Phone variant (hidden on desktop and tablet), whose menu repeats every link.
 */
function navigation(path: string): string {
  const links = menu.map(([label, href]) => navLink(label, href, href === path)).join('');
  const desktop = `<div class="framer-Nv3kQ framer-1bq8ufe framer-v-1bq8ufe" data-framer-name="Desktop" style="background-color:rgb(250, 247, 240);width:100%">${logo()}${stack('Links', links)}${button('Book now', '/book')}</div>`;
  const phone = `<div class="framer-Nv3kQ framer-1bq8ufe framer-v-8kq2ls" data-framer-name="Phone" style="background-color:rgb(250, 247, 240);width:100%">${stack('Top bar', logo(), `<div class="${fid()}" data-framer-name="Menu icon" data-highlight="true" tabindex="0"><div class="${fid()}" data-framer-name="Bottom" style="transform:none"></div><div class="${fid()}" data-framer-name="Top" style="transform:none"></div></div>`)}<div class="${fid()}" data-framer-name="Menu" style="opacity:0">${links}${button('Book now', '/book')}</div></div>`;
  return `<div class="${fid()}-container hidden-1u2j0p4">${desktop}</div><div class="${fid()}-container hidden-72rtr7 hidden-13k4pkl">${phone}</div>`;
}

/** The Footer component: the wharf's address, phone, email, office hours and company number, on every page. */
const footer = () =>
  `<div class="${fid()}-container"><div class="framer-Ft2xP framer-1c0k1wo framer-v-1c0k1wo" data-framer-name="Desktop" style="background-color:rgb(31, 58, 52);width:100%">${stack(
    'Columns',
    stack(
      'Column / Wharf',
      text(
        'Address',
        plain(strong('Kennet Wharf Narrowboats'), 'rgb(250, 247, 240)'),
        plain('The Wharf, Canal Walk', 'rgb(250, 247, 240)'),
        plain('Hungerford, Berkshire RG17 0EY', 'rgb(250, 247, 240)'),
      ),
    ),
    stack(
      'Column / Contact',
      text(
        'Contact',
        plain(
          `Call <a class="framer-text" href="${WHARF_PHONE_HREF}">${WHARF_PHONE}</a>`,
          'rgb(250, 247, 240)',
        ),
        plain(`<a class="framer-text" href="mailto:${WHARF_EMAIL}">${WHARF_EMAIL}</a>`, 'rgb(250, 247, 240)'),
        plain(`Out-of-hours breakdown line (hirers only): ${WHARF_BREAKDOWN}`, 'rgb(250, 247, 240)'),
      ),
    ),
    stack(
      'Column / Office hours',
      text(
        'Office hours',
        plain(strong('Office hours'), 'rgb(250, 247, 240)'),
        plain('April–October: Monday–Saturday, 8.30am–5.30pm', 'rgb(250, 247, 240)'),
        plain('November–March: Monday–Friday, 10am–4pm', 'rgb(250, 247, 240)'),
      ),
    ),
    stack(
      'Column / Links',
      text(
        'Links',
        plain(`<a class="framer-text" href="/boats">Our boats</a>`, 'rgb(250, 247, 240)'),
        plain(`<a class="framer-text" href="/book">Check availability</a>`, 'rgb(250, 247, 240)'),
        plain(
          `<a class="framer-text" href="/hire-terms">Hire terms and conditions</a>`,
          'rgb(250, 247, 240)',
        ),
        plain(`<a class="framer-text" href="/it">Per i visitatori italiani</a>`, 'rgb(250, 247, 240)'),
        plain(
          `<a class="framer-text" href="https://www.instagram.example/kennetwharf" target="_blank" rel="noopener">Instagram</a>`,
          'rgb(250, 247, 240)',
        ),
      ),
    ),
  )}${stack(
    'Bottom bar',
    text(
      'Legal',
      small(
        `© 2026 ${WHARF_COMPANY}. Registered in England and Wales, company no. ${WHARF_COMPANY_NO}. Registered office: The Wharf, Canal Walk, Hungerford RG17 0EY. VAT no. GB 218 4473 06.`,
      ),
    ),
  )}</div></div>`;

/** The "Made in Framer" badge the free and Mini plans add to every page. */
const badge = `<div id="__framer-badge-container"><div class="__framer-badge" data-framer-name="Badge" style="position:fixed;bottom:20px;right:20px;z-index:100"><a href="https://www.framer.com?utm_source=kennet-wharf.test&amp;utm_medium=badge" target="_blank" rel="noopener" class="framer-Bg9Vx framer-v-1d0lq3z" data-framer-name="Light" style="background-color:rgb(255, 255, 255);border-radius:10px"><div class="framer-1jb1ltg" data-framer-name="Logo"></div><div data-framer-component-type="RichTextContainer"><p class="framer-text">Made in Framer</p></div></a></div></div>`;

const COLLECTIONS = { boat: 'Qh3LwTz8p', post: 'Zm5RkVc2a' };

// Every page has its own route id and page class, as Framer names them.
const routeId = (path: string) => imageHash(`route:${path}`).slice(0, 9);

/** Framer links are relative to the page: `./boats` from the home page, `../boats` from `/boats/heron`. */
function relativeLinks(html: string, path: string): string {
  const depth = path.split('/').filter(Boolean).length - 1;
  const up = depth > 0 ? '../'.repeat(depth) : './';
  return html.replace(/href="\/([^"]*)"/g, (_, rest: string) => `href="${up}${rest}"`);
}

/**
 * The document as Framer publishes it: the "Made in Framer" comment, the breakpoint CSS and the minified
 * component CSS, the module bundle, `#main` with its hydration data and no `<main>`, the page frame holding
 * the Navigation component (Desktop and Phone variants), the page's stacks and the Footer component, the
 * appear-animation script and its JSON, and the badge.
 */
export function wharfLayout(page: WharfPage): SitePage {
  const route = routeId(page.path);
  const pageClass = fid();
  const title =
    page.path === '/'
      ? 'Kennet Wharf Narrowboats | Narrowboat Holidays from Hungerford, Berkshire'
      : `${page.title} | Kennet Wharf Narrowboats`;
  const item =
    page.template === 'boat' || page.template === 'post'
      ? `,&quot;collectionId&quot;:&quot;${COLLECTIONS[page.template]}&quot;,&quot;pathVariables&quot;:{&quot;slug&quot;:&quot;${page.path.split('/').pop()}&quot;}`
      : '';
  const body = `${navigation(page.path)}${page.body}${footer()}`;
  const html = `<!doctype html>
<!-- Made in Framer · framer.com ✨ -->
<!-- Published Nov 16, 2026, 10:12 AM UTC -->
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<meta name="generator" content="Framer 7d1c3a0">
<title>${title}</title>
<meta name="description" content="${page.description}">
<meta name="framer-search-index" content="${ASSETS}/sites/${SITE_ID}/searchIndex-Rk2m9PqXv8Jd.json">
<link href="${ASSETS}/images/kw0favicon32light.png" rel="icon" media="(prefers-color-scheme: light)">
<link href="${ASSETS}/images/kw0favicon32dark.png" rel="icon" media="(prefers-color-scheme: dark)">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${page.description}">
<meta property="og:image" content="${ASSETS}/images/kw0og1200x630wharf.jpg">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="${WHARF_SITE}${page.path === '/' ? '/' : page.path}">
<meta property="og:url" content="${WHARF_SITE}${page.path === '/' ? '/' : page.path}">
<style data-framer-breakpoint-css>@media(min-width: 1200px){.hidden-72rtr7{display:none!important}}@media(min-width: 810px) and (max-width: 1199px){.hidden-13k4pkl{display:none!important}}@media(max-width: 809px){.hidden-1u2j0p4{display:none!important}}</style>
<style data-framer-css-ssr-minified data-framer-components="framer-lib-cursors-host framer-Nv3kQ framer-Ft2xP framer-Bt4nQ framer-Fq7Ld framer-Tb8Rw PropertyOverrides">html,body,#main{margin:0;padding:0;box-sizing:border-box}:root{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}*{box-sizing:border-box;-webkit-font-smoothing:inherit}h1,h2,h3,h4,h5,h6,p,figure{margin:0}body,input,textarea,select,button{font-size:12px;font-family:sans-serif}body{--token-1a2b3c4d:rgb(31, 58, 52);--token-5e6f7a8b:rgb(250, 247, 240);--token-9c0d1e2f:rgb(196, 120, 58)}@font-face{font-family:Fraunces;font-style:normal;font-weight:600;font-display:swap;src:url(${ASSETS}/third-party-assets/fontshare/wf/FR4UNC3S.woff2)}.framer-text{--framer-font-family:"Inter", sans-serif;--framer-text-color:var(--token-1a2b3c4d)}.framer-Fq7Ld.framer-v-1m2x3yz .framer-1fq0d3k{height:0;overflow:hidden}.framer-Nv3kQ.framer-v-8kq2ls [data-framer-name=Menu]{display:none}.framer-Tb8Rw{display:flex;flex-direction:column;gap:24px}.framer-${pageClass.slice(7)}{align-content:center;align-items:center;background-color:var(--token-5e6f7a8b);display:flex;flex-direction:column;flex-wrap:nowrap;gap:0px;height:min-content;overflow:visible;padding:0;position:relative;width:1200px}</style>
<script type="module" async data-framer-bundle="main" fetchpriority="low" src="${ASSETS}/sites/${SITE_ID}/script_main.Dk2nVq8r.mjs"></script>
<link rel="modulepreload" fetchpriority="low" href="${ASSETS}/sites/${SITE_ID}/react.CsT0vYf3.mjs">
<link rel="modulepreload" fetchpriority="low" href="${ASSETS}/sites/${SITE_ID}/framer.B8eLq1zN.mjs">
<link rel="modulepreload" fetchpriority="low" href="${ASSETS}/sites/${SITE_ID}/motion.Hq4sT0pA.mjs">
</head>
<body>
<script async src="https://events.framer.com/script?v=2" data-fid="a7c3e91f04b2d6587e1c3a9b0d2f4e6a8c1b3d5f7e9a0c2b4d6f8e0a1c3b5d7f" data-no-nt></script>
<div id="main" data-framer-hydrate-v2="{&quot;routeId&quot;:&quot;${route}&quot;,&quot;localeId&quot;:&quot;default&quot;,&quot;breakpoints&quot;:[{&quot;hash&quot;:&quot;72rtr7&quot;,&quot;mediaQuery&quot;:&quot;(min-width: 1200px)&quot;},{&quot;hash&quot;:&quot;13k4pkl&quot;,&quot;mediaQuery&quot;:&quot;(min-width: 810px) and (max-width: 1199px)&quot;},{&quot;hash&quot;:&quot;1u2j0p4&quot;,&quot;mediaQuery&quot;:&quot;(max-width: 809px)&quot;}]${item}}" data-framer-ssr-released-at="2026-11-10T14:22:09.812Z" data-framer-page-optimized-at="2026-11-16T10:12:44.301Z" data-framer-generated-page><!--$--><div class="framer-Wq1nC ${pageClass}" style="min-height:100vh;width:auto">${relativeLinks(body, page.path)}</div><div id="overlay"></div><!--/$--></div>
<script>(()=>{function u(){function n(t,e,i){let r=document.createElement("a");r.href=t,r.target=i,r.rel=e,document.body.appendChild(r),r.click(),r.remove()}function o(t){if(this.dataset.hydrated){this.removeEventListener("click",o);return}t.preventDefault(),t.stopPropagation();let e=this.getAttribute("href");if(!e)return;n(e,this.getAttribute("rel"),this.getAttribute("target"))}document.querySelectorAll("[data-nested-link]").forEach(t=>{t instanceof HTMLElement&&t.addEventListener("click",o)})}return u})()()</script>
<script type="framer/appear" id="__framer__appearAnimationsContent">{"default":{"initial":{"opacity":0.001,"y":40},"animate":{"opacity":1,"y":0,"transition":{"delay":0.1,"duration":0.6,"ease":[0.44,0,0.56,1],"type":"tween"}}}}</script>
<script>(()=>{var a="framer-appear-id";window.__framer_appear=document.querySelectorAll("["+"data-"+a+"]").length})()</script>
${badge}
</body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
