import type { SitePage } from './site-server.ts';

/** A page of Stowaway before layout: what its Gatsby page or template component renders inside `<main>`. */
export interface StowPage {
  path: string;
  /** The `<SEO title>`: Helmet's `titleTemplate` adds " | Stowaway Self Storage Bristol". */
  title: string;
  description: string;
  /** The server-rendered HTML of the page component, built with the helpers below. */
  body: string;
  /** The component the page is built from (`src/pages/faq.js`, `src/templates/blog-post.js`…), for its chunk. */
  component: string;
  /** The static queries the page's components run (`/page-data/sq/d/<hash>.json` preloads). */
  staticQueries?: string[];
  kind?: 'page' | 'post';
  unlisted?: boolean;
}

export const SW_SITE = 'https://www.stowaway-storage.test';
export const SW_PHONE = '0117 496 0582';
export const SW_PHONE_HREF = 'tel:+441174960582';
export const SW_EMAIL = 'hello@stowaway-storage.test';
export const SW_BUSINESS_EMAIL = 'business@stowaway-storage.test';
export const SW_COMPANY = 'Stowaway Storage Ltd';
export const SW_COMPANY_NO = '10473852';
export const SW_VAT = 'GB 284 6190 37';
export const SW_ICO = 'ZA482913';
export const SW_MAIN_NAME = 'Stowaway St Philips';
export const SW_MAIN_STREET = 'Unit 2, Avonbank Trading Estate, Feeder Road';
export const SW_MAIN_TOWN = 'St Philips, Bristol BS2 0UB';
export const SW_YARD_NAME = 'Stowaway Brislington Container Yard';
export const SW_YARD_STREET = 'Emery Road';
export const SW_YARD_TOWN = 'Brislington, Bristol BS4 5PF';

/* ── Text as React prints it ───────────────────────────────────────────────────────────────────────── */

/** React's escaping of text and attribute values in server-rendered HTML. */
export const esc = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;');

/** Plain text with `**bold**` and `[label](href)` (Gatsby `<Link>`s, printed as plain `<a>`). */
export const rich = (text: string) =>
  esc(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, '<a href="$2">$1</a>');

const hash = (s: string, n = 8) => {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  let out = '';
  while (out.length < n) {
    h = Math.imul(h ^ (h >>> 13), 2246822507) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return out.slice(0, n);
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** styled-components' generated class name (`hGzXvA`), from the rules' hash. */
const scClass = (seed: string) => {
  let h = Number.parseInt(hash(seed, 8), 16);
  let out = '';
  for (let i = 0; i < 6; i++) {
    out += LETTERS[h % 52];
    h = Math.floor(h / 52) + (i + 1) * 7919;
  }
  return out;
};

/**
 * A styled component's two classes as babel-plugin-styled-components names them: `File__Name-sc-<id>-<n>`
 * (the component id) and the generated class of its rules.
 */
const styledOf = (file: string) => {
  const id = `sc-${hash(file, 7)}`;
  const names: string[] = [];
  return (name: string) => {
    let n = names.indexOf(name);
    if (n === -1) n = names.push(name) - 1;
    return `${file}__${name}-${id}-${n} ${scClass(`${file}${name}`)}`;
  };
};

const L = styledOf('Layout');
const H = styledOf('Header');
const F = styledOf('Footer');
const C = styledOf('CookieBanner');
export const UI = styledOf('ui');

/** A CSS module class as Gatsby 5 names it: `[name]--[local]--[hash:hex:5]`. */
export const mod = (file: string, local: string) => `${file}-module--${local}--${hash(`${file}${local}`, 5)}`;

/* ── The page components' building blocks (styled-components) ──────────────────────────────────────── */

export const h1 = (text: string) => `<h1 class="${UI('PageTitle')}">${rich(text)}</h1>`;
export const h2 = (text: string, id?: string) =>
  `<h2${id ? ` id="${id}"` : ''} class="${UI('SectionTitle')}">${rich(text)}</h2>`;
export const h3 = (text: string) => `<h3 class="${UI('CardTitle')}">${rich(text)}</h3>`;
/** A label the designer styled as a heading with a `<div>`. */
export const kicker = (text: string) => `<div class="${UI('Kicker')}">${rich(text)}</div>`;
export const lead = (text: string) => `<p class="${UI('Lead')}">${rich(text)}</p>`;
export const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${rich(x)}</p>`).join('');
export const small = (text: string) => `<p class="${UI('Small')}">${rich(text)}</p>`;
export const ul = (...items: string[]) =>
  `<ul class="${UI('List')}">${items.map((x) => `<li>${rich(x)}</li>`).join('')}</ul>`;

/** A band of the page: `<Section>` with a `<Container>` inside. */
export const section = (children: string[], opts: { tone?: 'plain' | 'sand' | 'teal'; id?: string } = {}) =>
  `<section${opts.id ? ` id="${opts.id}"` : ''} class="${UI(opts.tone === 'sand' ? 'SandSection' : opts.tone === 'teal' ? 'TealSection' : 'Section')}"><div class="${UI('Container')}">${children.join('')}</div></section>`;

export const grid = (...items: string[]) => `<div class="${UI('Grid')}">${items.join('')}</div>`;
export const split = (left: string[], right: string[]) =>
  `<div class="${UI('Split')}"><div>${left.join('')}</div><div>${right.join('')}</div></div>`;

export const card = (o: { title: string; body: string[]; image?: string; footer?: string }) =>
  `<div class="${UI('Card')}">${o.image ?? ''}<div class="${UI('CardBody')}">${h3(o.title)}${o.body.join('')}</div>${
    o.footer ? `<div class="${UI('CardFooter')}">${o.footer}</div>` : ''
  }</div>`;

export const button = (label: string, href: string, variant: 'primary' | 'ghost' = 'primary') =>
  `<a class="${UI(variant === 'primary' ? 'Button' : 'GhostButton')}" href="${href}">${esc(label)}</a>`;
export const buttons = (...items: string[]) => `<div class="${UI('ButtonRow')}">${items.join('')}</div>`;

/** A `<Notice>` box: a coloured panel with an icon, a bold heading line and paragraphs. */
export const notice = (heading: string, paragraphs: string[], tone: 'info' | 'offer' | 'warning' = 'info') =>
  `<aside class="${UI(tone === 'offer' ? 'OfferNotice' : tone === 'warning' ? 'WarningNotice' : 'Notice')}"><span aria-hidden="true" class="${UI('NoticeIcon')}">${tone === 'offer' ? '★' : tone === 'warning' ? '!' : 'i'}</span><div><strong class="${UI('NoticeTitle')}">${rich(heading)}</strong>${paragraphs
    .map((x) => `<p>${rich(x)}</p>`)
    .join('')}</div></aside>`;

/** A cell: raw HTML when it starts with a tag (a component's markup), rich text otherwise. */
const cell = (c: string) => (c.startsWith('<') ? c : rich(c));

/** A React table component styled with a CSS module: a header row and cells of rich text. */
export const table = (
  module: string,
  head: string[],
  rows: string[][],
  opts: { caption?: string; rowHeaders?: boolean } = {},
) =>
  `<div class="${mod(module, 'scroll')}"><table class="${mod(module, 'table')}">${
    opts.caption ? `<caption class="${mod(module, 'caption')}">${rich(opts.caption)}</caption>` : ''
  }<thead><tr>${head.map((h) => `<th scope="col">${rich(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map(
      (r) =>
        `<tr>${r
          .map((c, i) =>
            i === 0 && opts.rowHeaders ? `<th scope="row">${cell(c)}</th>` : `<td>${cell(c)}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('')}</tbody></table></div>`;

/** Label/value facts as a `<dl>`, each pair in its own `<div>`. */
export const facts = (items: [label: string, value: string][]) =>
  `<dl class="${UI('Facts')}">${items
    .map(([label, value]) => `<div class="${UI('Fact')}"><dt>${esc(label)}</dt><dd>${rich(value)}</dd></div>`)
    .join('')}</dl>`;

/**
 * An FAQ as react-accessible-accordion renders it on the server: every item collapsed, its panel printed
 * with `hidden`.
 */
export const accordion = (items: [question: string, answer: string[]][], prefix = 'raa') =>
  `<div class="accordion ${mod('faq', 'accordion')}" data-accordion-component="Accordion">${items
    .map(
      ([question, answer], i) =>
        `<div class="accordion__item" data-accordion-component="AccordionItem"><div data-accordion-component="AccordionItemHeading" role="heading" class="accordion__heading" aria-level="3"><div class="accordion__button" id="accordion__heading-${prefix}-${i}" aria-disabled="false" aria-expanded="false" aria-controls="accordion__panel-${prefix}-${i}" role="button" tabindex="0" data-accordion-component="AccordionItemButton">${esc(question)}</div></div><div data-accordion-component="AccordionItemPanel" class="accordion__panel" id="accordion__panel-${prefix}-${i}" aria-labelledby="accordion__heading-${prefix}-${i}" hidden="">${answer
          .map((x) => `<p>${rich(x)}</p>`)
          .join('')}</div></div>`,
    )
    .join('')}</div>`;

/* ── Markdown (gatsby-transformer-remark, with gatsby-remark-autolink-headers) ─────────────────────── */

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');

const ANCHOR_SVG =
  '<svg aria-hidden="true" focusable="false" height="16" version="1.1" viewBox="0 0 16 16" width="16"><path fill-rule="evenodd" d="M4 9h1v1H4c-1.5 0-3-1.69-3-3.5S2.55 3 4 3h4c1.45 0 3 1.69 3 3.5 0 1.41-.91 2.72-2 3.25V8.59c.58-.45 1-1.27 1-2.09C10 5.22 8.98 4 8 4H4c-.98 0-2 1.22-2 2.5S3 9 4 9zm9-3h-1v1h1c1 0 2 1.22 2 2.5S13.98 12 13 12H9c-.98 0-2-1.22-2-2.5 0-.83.42-1.64 1-2.09V6.25c-1.09.53-2 1.84-2 3.25C6 11.31 7.55 13 9 13h4c1.45 0 3-1.69 3-3.5S14.5 6 13 6z"></path></svg>';

/** Markdown as remark prints it: blocks separated by newlines, headings with their permalink anchor. */
export const md = {
  h2: (text: string) => {
    const id = slug(text);
    return `<h2 id="${id}" style="position:relative;"><a href="#${id}" aria-label="${id} permalink" class="anchor before">${ANCHOR_SVG}</a>${rich(text)}</h2>\n`;
  },
  h3: (text: string) => {
    const id = slug(text);
    return `<h3 id="${id}" style="position:relative;"><a href="#${id}" aria-label="${id} permalink" class="anchor before">${ANCHOR_SVG}</a>${rich(text)}</h3>\n`;
  },
  p: (...paragraphs: string[]) => paragraphs.map((x) => `<p>${rich(x)}</p>\n`).join(''),
  ul: (...items: string[]) => `<ul>\n${items.map((x) => `<li>${rich(x)}</li>\n`).join('')}</ul>\n`,
  ol: (...items: string[]) => `<ol>\n${items.map((x) => `<li>${rich(x)}</li>\n`).join('')}</ol>\n`,
  table: (head: string[], rows: string[][]) =>
    `<table>\n<thead>\n<tr>\n${head.map((h) => `<th>${rich(h)}</th>\n`).join('')}</tr>\n</thead>\n<tbody>\n${rows
      .map((r) => `<tr>\n${r.map((c) => `<td>${rich(c)}</td>\n`).join('')}</tr>\n`)
      .join('')}</tbody>\n</table>\n`,
  hr: () => '<hr>\n',
};

/** The markdown body of a page or post, set with `dangerouslySetInnerHTML` in a CSS-module `<div>`. */
export const markdown = (module: string, ...blocks: string[]) =>
  `<div class="${mod(module, 'markdown')}">${blocks.join('')}</div>`;

/* ── gatsby-plugin-image ───────────────────────────────────────────────────────────────────────────── */

const BLUR =
  'data:image/jpeg;base64,/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wgARCAANABQDASIAAhEBAxEB/8QAFwAAAwEAAAAAAAAAAAAAAAAAAAIDBP/EABUBAQEAAAAAAAAAAAAAAAAAAAAB/9oADAMBAAIQAxAAAAHdVhKn/8QAGRAAAgMBAAAAAAAAAAAAAAAAAAECERIh/9oACAEBAAEFAsnYitn/xAAUEQEAAAAAAAAAAAAAAAAAAAAQ/9oACAEDAQE/AT//xAAUEQEAAAAAAAAAAAAAAAAAAAAQ/9oACAECAQE/AT//xAAYEAACAwAAAAAAAAAAAAAAAAAAARAxQf/aAAgBAQAGPwLRUf/EABoQAQADAQEBAAAAAAAAAAAAAAEAESExQVH/2gAIAQEAAT8hSoD6ZRyLsvJ//9oADAMBAAIAAwAAABCjz//EABQRAQAAAAAAAAAAAAAAAAAAABD/2gAIAQMBAT8QP//EABQRAQAAAAAAAAAAAAAAAAAAABD/2gAIAQIBAT8QP//EABsQAQACAwEBAAAAAAAAAAAAAAEAESExUWFx/9oACAEBAAE/EMMFuPFrTkD5G/LjSvuf/9k=';

const IMG_SCRIPT =
  'const t="undefined"!=typeof HTMLImageElement&&"loading"in HTMLImageElement.prototype;if(t){const t=document.querySelectorAll("img[data-main-image]");for(let e of t){e.dataset.src&&(e.setAttribute("src",e.dataset.src),e.removeAttribute("data-src")),e.dataset.srcset&&(e.setAttribute("srcset",e.dataset.srcset),e.removeAttribute("data-srcset"));const t=e.parentNode.querySelectorAll("source[data-srcset]");for(let e of t)e.setAttribute("srcset",e.dataset.srcset),e.removeAttribute("data-srcset");e.complete&&(e.style.opacity=1,e.parentNode.parentNode.querySelector("[data-placeholder-image]").style.opacity=0)}}';

/**
 * `<GatsbyImage>` (gatsby-plugin-image) as it is server-rendered: the wrapper, the sizer, a blurred
 * placeholder, a lazy `<picture>` whose sources wait in `data-srcset`, the `<noscript>` copy, and the inline
 * module script that swaps the sources in.
 */
export const gatsbyImage = (
  file: string,
  alt: string,
  o: { width?: number; height?: number; fullWidth?: boolean; eager?: boolean; className?: string } = {},
) => {
  const width = o.width ?? 800;
  const height = o.height ?? 533;
  const dir = `/static/${hash(file, 32)}/${hash(`${file}-${width}`, 8)}`;
  const base = file.replace(/\.[a-z]+$/, '');
  const steps = o.fullWidth
    ? [750, 1080, 1366, 1920]
    : [width / 4, width / 2, width, width * 2].map(Math.round);
  const sizes = o.fullWidth ? '100vw' : `(min-width: ${width}px) ${width}px, 100vw`;
  const set = (ext: string) => steps.map((w) => `${dir}/${w}/${base}.${ext} ${w}w`).join(',\n');
  const main = `${dir}/${steps[2]}/${base}.jpg`;
  const sizer = o.fullWidth
    ? `<div aria-hidden="true" style="padding-top:${((height / width) * 100).toFixed(2)}%"></div>`
    : `<div style="max-width:${width}px;display:block"><img alt="" role="presentation" aria-hidden="true" src="data:image/svg+xml;charset=utf-8,%3Csvg%20height='${height}'%20width='${width}'%20xmlns='http://www.w3.org/2000/svg'%20version='1.1'%3E%3C/svg%3E" style="max-width:100%;display:block;position:static"/></div>`;
  const loading = o.eager ? 'eager' : 'lazy';
  return `<div data-gatsby-image-wrapper="" class="gatsby-image-wrapper${o.fullWidth ? '' : ' gatsby-image-wrapper-constrained'}${o.className ? ` ${o.className}` : ''}">${sizer}<img aria-hidden="true" data-placeholder-image="" style="opacity:1;transition:opacity 500ms linear;object-fit:cover" decoding="async" src="${BLUR}" alt=""/><picture><source type="image/webp" data-srcset="${set('webp')}" sizes="${sizes}"/><img data-gatsby-image-ssr="" data-main-image="" style="opacity:0;object-fit:cover" sizes="${sizes}" decoding="async" loading="${loading}" data-src="${main}" data-srcset="${set('jpg')}" alt="${esc(alt)}"/></picture><noscript><picture><source type="image/webp" srcSet="${set('webp')}" sizes="${sizes}"/><img data-gatsby-image-ssr="" data-main-image="" style="opacity:0;object-fit:cover" sizes="${sizes}" decoding="async" loading="${loading}" src="${main}" srcSet="${set('jpg')}" alt="${esc(alt)}"/></picture></noscript><script type="module">${IMG_SCRIPT}</script></div>`;
};

/* ── Navigation, header, footer, cookie banner ─────────────────────────────────────────────────────── */

const storageMenu: [label: string, href: string][] = [
  ['Unit sizes &amp; prices', '/unit-sizes-and-prices/'],
  ['Size guide', '/size-guide/'],
  ['Protection cover', '/protection-cover/'],
  ['What you can&#x27;t store', '/what-you-cannot-store/'],
  ['Business storage', '/business-storage/'],
  ['Student storage', '/student-storage/'],
];

const nav: [label: string, href: string][] = [
  ['Locations', '/locations/'],
  ['Opening hours', '/opening-hours/'],
  ['Packing shop', '/packing-supplies/'],
  ['Removals', '/removals/'],
  ['Reviews', '/reviews/'],
  ['FAQ', '/faq/'],
  ['Contact', '/contact/'],
];

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true"><rect x="4" y="10" width="32" height="24" rx="2" fill="#0f4c5c"></rect><path d="M4 16h32M14 10v24M26 10v24" stroke="#f4b942" stroke-width="2"></path><path d="M8 10l12-6 12 6" fill="none" stroke="#0f4c5c" stroke-width="2.5"></path></svg>`;

/** The header: a top bar with the phone and email, the logo, the menu with the Storage dropdown. */
function header(path: string) {
  const current = (href: string) => path !== '/' && `${path}/`.startsWith(href);
  const link = ([label, href]: [string, string]) =>
    `<li class="${H('NavItem')}"><a${current(href) ? ' aria-current="page" class="active"' : ''} href="${href}">${label}</a></li>`;
  const storageCurrent = storageMenu.some(([, href]) => current(href));
  return `<div class="${H('TopBar')}"><div class="${L('Container')}"><span>Bristol self storage since 2009</span><span class="${H('TopBarContact')}"><a href="${SW_PHONE_HREF}">${SW_PHONE}</a><a href="mailto:${SW_EMAIL}">${SW_EMAIL}</a></span></div></div><header class="${H('Bar')}"><div class="${L('Container')} ${H('Inner')}"><a class="${H('Brand')}" href="/">${LOGO}<span class="${H('BrandName')}">Stowaway</span><span class="${H('BrandTag')}">Self Storage · Bristol</span></a><nav aria-label="Main navigation" class="${H('Nav')}"><ul class="${H('NavList')}"><li class="${H('NavItem')} ${H('HasDropdown')}"><button type="button" aria-haspopup="true" aria-expanded="false"${storageCurrent ? ' class="active"' : ''}>Storage<span aria-hidden="true"> ▾</span></button><ul class="${H('Dropdown')}">${storageMenu
    .map(link)
    .join(
      '',
    )}</ul></li>${nav.map(link).join('')}</ul></nav><a class="${H('QuoteButton')}" href="/unit-sizes-and-prices/">Get a price</a><button type="button" class="${H('Burger')}" aria-label="Open menu" aria-expanded="false"><span></span><span></span><span></span></button></div></header>`;
}

const footerColumns: [string, [string, string][]][] = [
  [
    'Storage',
    [
      ['Unit sizes &amp; prices', '/unit-sizes-and-prices/'],
      ['Size guide', '/size-guide/'],
      ['Business storage', '/business-storage/'],
      ['Student storage', '/student-storage/'],
      ['Packing shop', '/packing-supplies/'],
    ],
  ],
  [
    'Help',
    [
      ['Opening &amp; access hours', '/opening-hours/'],
      ['Protection cover', '/protection-cover/'],
      ['What you can&#x27;t store', '/what-you-cannot-store/'],
      ['FAQ', '/faq/'],
      ['News', '/blog/'],
    ],
  ],
  [
    'Legal',
    [
      ['Terms &amp; conditions', '/terms-and-conditions/'],
      ['Privacy policy', '/privacy-policy/'],
      ['Cookie policy', '/cookie-policy/'],
    ],
  ],
];

const footer = () =>
  `<footer class="${F('Footer')}"><div class="${L('Container')}"><div class="${F('Columns')}"><div class="${F('Brand')}"><a class="${F('Logo')}" href="/">${LOGO}<span>Stowaway Self Storage</span></a><p>Clean, secure self storage for homes, students and businesses in Bristol.</p><div class="${F('Contact')}"><a href="${SW_PHONE_HREF}">${SW_PHONE}</a><a href="mailto:${SW_EMAIL}">${SW_EMAIL}</a></div></div><div class="${F('Sites')}"><div class="${F('Heading')}">Our stores</div><address><strong>${SW_MAIN_NAME}</strong><br/>${SW_MAIN_STREET}<br/>${SW_MAIN_TOWN}</address><address><strong>${SW_YARD_NAME}</strong><br/>${SW_YARD_STREET}<br/>${SW_YARD_TOWN}</address><a href="/opening-hours/">Opening &amp; access hours</a></div>${footerColumns
    .map(
      ([heading, links]) =>
        `<div class="${F('Column')}"><div class="${F('Heading')}">${heading}</div><ul>${links
          .map(([label, href]) => `<li><a href="${href}">${label}</a></li>`)
          .join('')}</ul></div>`,
    )
    .join(
      '',
    )}</div><div class="${F('Legal')}"><p>© 2026 ${SW_COMPANY}. Registered in England and Wales, company number ${SW_COMPANY_NO}. VAT number ${SW_VAT}. Registered office: ${SW_MAIN_STREET}, Bristol BS2 0UB.</p><p>Members of the Self Storage Association UK.</p></div></div></footer>`;

/** The consent banner: a small component of the site's own, rendered open until a choice is stored. */
const cookieBanner = `<div class="${C('Banner')}" role="dialog" aria-live="polite" aria-label="Cookies"><p class="${C('Text')}">We use cookies to make this site work and, if you agree, Google Analytics cookies to see how it&#x27;s used. <a href="/cookie-policy/">Read our cookie policy</a>.</p><div class="${C('Actions')}"><button type="button" class="${C('Decline')}">Decline</button><button type="button" class="${C('Accept')}">Accept</button></div></div>`;

/* ── Document ──────────────────────────────────────────────────────────────────────────────────────── */

const COMPILATION_HASH = '7d3e1f0a9b2c84e6f5a1';
const chunk = (name: string) => `/${name}-${hash(name, 20)}.js`;
const componentChunk = (component: string) =>
  `component---${component.replace(/\.js$/, '').replace(/[/.]/g, '-')}-js`;

const COMPONENTS = [
  'src/pages/index.js',
  'src/pages/404.js',
  'src/pages/unit-sizes-and-prices.js',
  'src/pages/size-guide.js',
  'src/pages/opening-hours.js',
  'src/pages/locations.js',
  'src/pages/faq.js',
  'src/pages/contact.js',
  'src/pages/reviews.js',
  'src/pages/blog.js',
  'src/templates/page.js',
  'src/templates/blog-post.js',
  'src/templates/legal.js',
];

const chunkMapping = () => {
  const map: Record<string, string[]> = { app: [chunk('app')] };
  for (const c of COMPONENTS) {
    const name = componentChunk(c);
    map[name] = [chunk(name)];
  }
  return JSON.stringify(JSON.stringify(map));
};

const GLOBAL_CSS = `@font-face{font-family:Inter;font-style:normal;font-weight:400;font-display:swap;src:url(/static/inter-latin-400-normal-0f4a1b2c.woff2) format("woff2")}@font-face{font-family:"DM Serif Display";font-style:normal;font-weight:400;font-display:swap;src:url(/static/dm-serif-display-latin-400-normal-7e3c9d10.woff2) format("woff2")}*,:after,:before{box-sizing:border-box}html{-webkit-text-size-adjust:100%;font-family:Inter,system-ui,sans-serif;line-height:1.6}body{margin:0;color:#1d2b30;background:#fbfaf7}a{color:#0f4c5c}table{border-collapse:collapse;width:100%}.anchor.before{position:absolute;top:0;left:0;transform:translateX(-100%);padding-right:4px}h2 .anchor svg,h3 .anchor svg{visibility:hidden}h2:hover .anchor svg,h3:hover .anchor svg{visibility:visible}.accordion__button{cursor:pointer;padding:18px 0;font-weight:600;border-bottom:1px solid #dde3e4}.accordion__button:after{content:"+";float:right}.accordion__button[aria-expanded=true]:after{content:"−"}.accordion__panel{padding:8px 0 16px}[hidden]{display:none!important}.${mod('prices', 'table')} td,.${mod('prices', 'table')} th{padding:12px 14px;border-bottom:1px solid #dde3e4;text-align:left}.${mod('prices', 'from')}{font-size:.8em;color:#5c6b70;margin-right:2px}.${mod('prices', 'poa')}{font-weight:600;color:#8a4b00}.${mod('hours', 'table')} th,.${mod('hours', 'table')} td{padding:10px 12px;border-bottom:1px solid #dde3e4}.${mod('hours', 'late')}{display:inline-block;margin-left:8px;padding:0 8px;border-radius:999px;background:#f4b942;font-size:.75rem}.${mod('faq', 'accordion')}{max-width:760px}`;

const STYLED_CSS = `.${scClass('LayoutSite')}{display:flex;flex-direction:column;min-height:100vh}/*!sc*/\n.${scClass('LayoutContainer')}{max-width:1140px;margin:0 auto;padding:0 20px}/*!sc*/\n.${scClass('HeaderTopBar')}{background:#0f4c5c;color:#fff;font-size:.85rem;padding:6px 0}/*!sc*/\n.${scClass('HeaderDropdown')}{display:none;position:absolute;top:100%;left:0;min-width:240px;background:#fff;box-shadow:0 8px 24px rgba(0,0,0,.12)}/*!sc*/\n.${scClass('HeaderHasDropdown')}:hover .${scClass('HeaderDropdown')}{display:block}/*!sc*/\n.${scClass('CookieBannerBanner')}{position:fixed;bottom:16px;left:16px;right:16px;max-width:640px;margin:0 auto;background:#1d2b30;color:#fff;padding:16px 20px;border-radius:8px;z-index:999}/*!sc*/\ndata-styled.g1[id="Layout__Site-sc-${hash('Layout', 7)}-0"]{content:"${scClass('LayoutSite')},"}/*!sc*/\n`;

const jsonLd = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'SelfStorage',
  name: 'Stowaway Self Storage',
  url: SW_SITE,
  telephone: '+44 117 496 0582',
  email: SW_EMAIL,
  address: {
    '@type': 'PostalAddress',
    streetAddress: SW_MAIN_STREET,
    addressLocality: 'Bristol',
    postalCode: 'BS2 0UB',
    addressCountry: 'GB',
  },
  openingHoursSpecification: [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Friday'],
      opens: '09:00',
      closes: '17:30',
    },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Thursday', opens: '09:00', closes: '19:30' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '16:00' },
  ],
  priceRange: '££',
});

const ICON_SIZES = [48, 72, 96, 144, 192, 256, 384, 512];

/**
 * The whole document as `gatsby build` writes it (Gatsby 5, gatsby-plugin-react-helmet, styled-components,
 * CSS modules, gatsby-plugin-image, gatsby-plugin-manifest, gatsby-plugin-sitemap): the inlined global CSS,
 * the styled-components style tag, Helmet's tags with `data-react-helmet`, the preloaded scripts and
 * page-data; `#___gatsby` and `#gatsby-focus-wrapper` around the layout, the route announcer, the script
 * loader with the page path and compilation hash, the chunk mapping as an inline JSON string, and the chunks.
 */
export function stowLayout(page: StowPage): SitePage {
  const pagePath = page.path === '/' ? '/' : `${page.path}/`;
  const canonical = `${SW_SITE}${pagePath}`;
  const docTitle =
    page.path === '/'
      ? 'Stowaway Self Storage Bristol | Storage units from £6.95 a week'
      : `${esc(page.title)} | Stowaway Self Storage Bristol`;
  const pageData = page.path === '/' ? 'index' : page.path.slice(1);
  const comp = componentChunk(page.component);
  const queries = ['2841657309', '63159454', ...(page.staticQueries ?? [])];
  const helmet = `<title data-react-helmet="true">${docTitle}</title><link data-react-helmet="true" rel="canonical" href="${canonical}"/><meta data-react-helmet="true" name="description" content="${esc(page.description)}"/><meta data-react-helmet="true" property="og:title" content="${esc(page.title)}"/><meta data-react-helmet="true" property="og:description" content="${esc(page.description)}"/><meta data-react-helmet="true" property="og:type" content="${page.kind === 'post' ? 'article' : 'website'}"/><meta data-react-helmet="true" property="og:url" content="${canonical}"/><meta data-react-helmet="true" property="og:image" content="${SW_SITE}/static/og-stowaway.jpg"/><meta data-react-helmet="true" property="og:locale" content="en_GB"/><meta data-react-helmet="true" name="twitter:card" content="summary_large_image"/><script data-react-helmet="true" type="application/ld+json">${jsonLd}</script>`;
  const icons = ICON_SIZES.map(
    (s) =>
      `<link rel="apple-touch-icon" sizes="${s}x${s}" href="/icons/icon-${s}x${s}.png?v=4a9c7e0d1b2f3a6c8e5d7f9a0b1c2d3e"/>`,
  ).join('');
  const scripts = [chunk('webpack-runtime'), chunk('framework'), chunk('app'), chunk(comp)];
  const html = `<!DOCTYPE html><html lang="en-GB" data-react-helmet="lang"><head><meta charSet="utf-8"/><meta http-equiv="x-ua-compatible" content="ie=edge"/><meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no"/><style data-href="/styles.${hash('styles', 20)}.css" data-identity="gatsby-global-css">${GLOBAL_CSS}</style><meta name="generator" content="Gatsby 5.13.7"/><style data-styled="" data-styled-version="5.3.11">${STYLED_CSS}</style>${helmet}<style>.gatsby-image-wrapper{position:relative;overflow:hidden}.gatsby-image-wrapper picture.object-fit-polyfill{position:static!important}.gatsby-image-wrapper img{bottom:0;height:100%;left:0;margin:0;max-width:none;padding:0;position:absolute;right:0;top:0;width:100%;object-fit:cover}.gatsby-image-wrapper [data-main-image]{opacity:0;transform:translateZ(0);transition:opacity .25s linear;will-change:opacity}.gatsby-image-wrapper-constrained{display:inline-block;vertical-align:top}</style><noscript><style>.gatsby-image-wrapper noscript [data-main-image]{opacity:1!important}.gatsby-image-wrapper [data-placeholder-image]{opacity:0!important}</style></noscript><link rel="icon" href="/favicon-32x32.png?v=4a9c7e0d1b2f3a6c8e5d7f9a0b1c2d3e" type="image/png"/><link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/><meta name="theme-color" content="#0f4c5c"/>${icons}<link rel="sitemap" type="application/xml" href="/sitemap-index.xml"/>${scripts
    .map((s) => `<link as="script" rel="preload" href="${s}"/>`)
    .join(
      '',
    )}<link as="fetch" rel="preload" href="/page-data/${pageData}/page-data.json" crossorigin="anonymous"/>${queries
    .map((q) => `<link as="fetch" rel="preload" href="/page-data/sq/d/${q}.json" crossorigin="anonymous"/>`)
    .join(
      '',
    )}<link as="fetch" rel="preload" href="/page-data/app-data.json" crossorigin="anonymous"/></head><body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><div class="${L('Site')}"><a class="${L('SkipLink')}" href="#main">Skip to content</a>${header(page.path)}<main id="main" class="${L('Main')}">${page.body}</main>${footer()}</div>${cookieBanner}</div><div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0" aria-live="assertive" aria-atomic="true"></div></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";window.___webpackCompilationHash="${COMPILATION_HASH}";/*]]>*/</script><script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping=${chunkMapping()};/*]]>*/</script>${scripts
    .map((s) => `<script src="${s}" async=""></script>`)
    .join('')}</body></html>`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** `src/pages/404.js`. */
export const stowNotFound: StowPage = {
  path: '/404',
  title: 'Page not found',
  description: 'This page could not be found.',
  component: 'src/pages/404.js',
  body: section([
    kicker('404'),
    h1('We can’t find that page'),
    lead('It may have moved when we rebuilt our website. Try one of these instead:'),
    buttons(
      button('Unit sizes & prices', '/unit-sizes-and-prices/'),
      button('Contact us', '/contact/', 'ghost'),
    ),
  ]),
};
