import type { SitePage } from './site-server.ts';

/**
 * A page of Pedalando in Puglia as `astro build` writes it: Astro 4 with a theme forked from AstroWind (Tailwind
 * utility classes, the `widgets/` sections, `btn-primary`), Preact islands and the i18n router (Italian at the
 * root, English under /en, no trailing slash). The document: `<html lang class="2xl:text-[20px]">`, the
 * generator meta, the view-transitions metas and the ClientRouter script, the `/_astro/` bundles with hashed
 * names, `<link rel="sitemap" href="/sitemap-index.xml">`, the RSS link, canonical and hreflang alternates,
 * AstroWind's inline custom-properties style and colour-mode script, and the scoped styles of the components
 * that have a `<style>` block inlined into `<style>` tags whose selectors carry `[data-astro-cid-xxxxxxxx]`.
 * Every element of such a component carries its `data-astro-cid-*` attribute (slotted content does not).
 * Hydrated components are `<astro-island>`s with `uid`, `prefix`, `component-url`, `component-export`,
 * `renderer-url`, `props` (Astro's serialised props: every value a `[type, value]` pair, arrays `[1, […]]`,
 * escaped into the attribute), `ssr`, `client` and `opts`: with `client:load`/`client:visible` the server-rendered
 * HTML of the Preact component is inside the island; with `client:only` the island is empty and its props are all
 * there is. Before the first island of a page Astro prints `astro-island{display:contents}` and the island's
 * custom-element definition, and before the first island of each directive the directive's loader script.
 * The header (sticky, `data-aw-sticky-header`, the logo, the one menu with dropdowns that the burger toggles on
 * phones, the IT/EN switcher and the "Prenota" button) is persisted across view transitions
 * (`data-astro-transition-persist`); the footer holds the address, phone, WhatsApp, email, the shop's hours by
 * season, the company, P.IVA and REA and a "Termini e condizioni" link to the archived 2021 terms on every page;
 * the cookie banner is a `client:only` island that prints nothing.
 */

export type PedalandoLang = 'it' | 'en';

export interface PedalandoPage {
  /** Astro's file-based routes: '/tour/valle-ditria-e-bike', '/en/tours/itria-valley-e-bike'; home '/' and '/en'. */
  path: string;
  lang: PedalandoLang;
  title: string;
  description: string;
  /** The same page in the other language, for hreflang and the switcher; none when the page exists in one. */
  alternate?: string;
  /** What the page component renders inside `<main>`. */
  body: string;
  /** AstroWind's announcement slot, filled only on the home pages. */
  announcement?: string;
  kind?: 'page' | 'post';
  unlisted?: boolean;
}

export const PP_SITE = 'https://www.pedalando-in-puglia.test';
export const PP_NAME = 'Pedalando in Puglia';
export const PP_COMPANY = 'Pedalando in Puglia S.r.l.';
export const PP_VAT = '02694170743';
export const PP_REA = 'BR-158472';
export const PP_STREET = 'Via Giovanni XXIII 38';
export const PP_TOWN = '72017 Ostuni (BR)';
export const PP_PHONE = '0831 301 472';
export const PP_PHONE_HREF = 'tel:+390831301472';
export const PP_WHATSAPP = '347 905 2186';
export const PP_WHATSAPP_HREF = 'https://wa.me/393479052186';
export const PP_EMAIL = 'info@pedalando-in-puglia.test';
export const PP_INSTAGRAM = 'https://www.instagram.com/pedalandoinpuglia/';
export const PP_FACEBOOK = 'https://www.facebook.com/pedalandoinpuglia';
export const PP_STRAVA = 'https://www.strava.com/clubs/pedalando-in-puglia';

/* ── Astro's build output: hashed bundles, component scopes ───────────────────────────────────────────── */

const ASTRO_VERSION = 'Astro v4.16.18';
const CSS_BUNDLE = '/_astro/_slug_.CnU3o2qT.css';
const CSS_PAGE = '/_astro/index.D8vWq1mZ.css';
const ROUTER_SCRIPT = '/_astro/ClientRouter.astro_astro_type_script_index_0_lang.CMTcOisY.js';
const HOISTED_SCRIPT = '/_astro/hoisted.B4k9Yx2F.js';
const PREACT_CLIENT = '/_astro/client.Bm7RFbNq.js';
/** The transition scope Astro gives the hero picture's `transition:name="hero-image"`. */
const HERO_SCOPE = 'astro-j7pv25f6-1';

/** The scope ids Astro derived from each component file that has a `<style>` block. */
export const CID = {
  header: 'mx6zkvuj',
  footer: 'sz7xmlte',
  faq: 'vj4tpspi',
  pricing: 'rlb3kq0n',
  dates: 'f3vgmh2w',
  tourFacts: 'q4y8c1nx',
  product: 'hw2e5tjc',
  post: 'bvzihdzo',
  announcement: 'dwl3pxsd',
} as const;

/** The component `<style>` blocks as Astro inlines them (small sheets are inlined, not bundled). */
const SCOPED_STYLES: Record<keyof typeof CID, string> = {
  header: `#header[data-astro-cid-${CID.header}].scroll{box-shadow:0 .375rem 1.5rem 0 rgb(140 152 164/13%)}.dropdown[data-astro-cid-${CID.header}]:hover .dropdown-menu[data-astro-cid-${CID.header}]{display:block}[data-aw-toggle-menu][data-astro-cid-${CID.header}].expanded g[data-astro-cid-${CID.header}]>path[data-astro-cid-${CID.header}]:first-child{transform:translate(2px,2px) rotate(45deg)}`,
  footer: `.footer-hours[data-astro-cid-${CID.footer}] dt[data-astro-cid-${CID.footer}]{font-weight:600}.footer-hours[data-astro-cid-${CID.footer}] dd[data-astro-cid-${CID.footer}]{margin:0 0 .5rem}`,
  faq: `details[data-astro-cid-${CID.faq}] summary[data-astro-cid-${CID.faq}]{list-style:none;cursor:pointer}details[data-astro-cid-${CID.faq}] summary[data-astro-cid-${CID.faq}]::-webkit-details-marker{display:none}details[data-astro-cid-${CID.faq}][open] .chevron[data-astro-cid-${CID.faq}]{transform:rotate(180deg)}`,
  pricing: `.price-card[data-astro-cid-${CID.pricing}]{transition:transform .2s}.price-card[data-astro-cid-${CID.pricing}]:hover{transform:translateY(-4px)}.price-card[data-astro-cid-${CID.pricing}].featured{border-color:var(--aw-color-primary)}`,
  dates: `.dates-table[data-astro-cid-${CID.dates}] th[data-astro-cid-${CID.dates}],.dates-table[data-astro-cid-${CID.dates}] td[data-astro-cid-${CID.dates}]{padding:.75rem 1rem;border-bottom:1px solid rgb(226 232 240)}.badge[data-astro-cid-${CID.dates}].low{background:#fef3c7;color:#92400e}`,
  tourFacts: `.tour-facts[data-astro-cid-${CID.tourFacts}]{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1.5rem}.tour-facts[data-astro-cid-${CID.tourFacts}] dt[data-astro-cid-${CID.tourFacts}]{color:rgb(100 116 139)}`,
  product: `.product[data-astro-cid-${CID.product}] .price[data-astro-cid-${CID.product}]{font-variant-numeric:tabular-nums}.product[data-astro-cid-${CID.product}] img[data-astro-cid-${CID.product}]{aspect-ratio:1;object-fit:cover}`,
  post: `.post-meta[data-astro-cid-${CID.post}] time[data-astro-cid-${CID.post}]{font-weight:500}.post-body[data-astro-cid-${CID.post}] h2{scroll-margin-top:80px}`,
  announcement: `.announce[data-astro-cid-${CID.announcement}]{background:linear-gradient(90deg,#0f766e,#0e7490)}.announce[data-astro-cid-${CID.announcement}] .tag[data-astro-cid-${CID.announcement}]{animation:pulse 2s infinite}`,
};

/** Adds a component's scope attribute to every element the component's own template prints. */
export const scoped = (cid: string, html: string) =>
  html.replace(/<([a-z][a-z0-9-]*)((?:\s[^<>]*?)?)(\/?)>/g, `<$1$2 data-astro-cid-${cid}$3>`);

/** Fills a scoped template's `<!--slot-->` placeholders with content from the parent, which is not scoped. */
export const withSlots = (cid: string, template: string, ...slots: string[]) => {
  let out = scoped(cid, template);
  for (const slot of slots) out = out.replace('<!--slot-->', slot);
  return out;
};

/* ── Deterministic ids: island uids and image hashes ──────────────────────────────────────────────────── */

let seed = 0x2f6a91c3;
const next = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
};
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const rand = (n: number) => Array.from({ length: n }, () => ALNUM[next() % ALNUM.length]).join('');

/** HTML escaping as Astro applies it to attribute values and expressions. */
export const esc = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/* ── Typography and small pieces, as the theme's components print them ───────────────────────────────── */

/** Inline markup of the content collections' markdown: `**x**` is bold, `[x](/y)` a link. */
export const md = (text: string) =>
  text
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, (_m, label: string, href: string) =>
      href.startsWith('http')
        ? `<a href="${href}" target="_blank" rel="noopener noreferrer">${label}</a>`
        : `<a href="${href}">${label}</a>`,
    );

export const p = (text: string, cls = 'text-muted') => `<p class="${cls}">${md(text)}</p>`;
export const h2 = (text: string, id?: string) =>
  `<h2${id ? ` id="${id}"` : ''} class="font-bold leading-tighter tracking-tighter font-heading text-heading text-3xl">${text}</h2>`;
export const h3 = (text: string) => `<h3 class="text-xl font-bold">${text}</h3>`;
export const ul = (...items: string[]) =>
  `<ul class="list-disc pl-6 space-y-1 text-muted">${items.map((x) => `<li>${md(x)}</li>`).join('')}</ul>`;
export const a = (label: string, href: string) =>
  href.startsWith('http')
    ? `<a href="${href}" class="text-primary hover:underline" target="_blank" rel="noopener noreferrer">${label}</a>`
    : `<a href="${href}" class="text-primary hover:underline" data-astro-prefetch>${label}</a>`;

/** AstroWind's `ui/Button`: the variant's class and the label, with an optional trailing icon. */
export const button = (label: string, href: string, variant: 'primary' | 'secondary' = 'primary') =>
  `<a class="btn-${variant} w-full sm:mb-0" href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener noreferrer"' : ''}>${label}</a>`;

/** Tabler icons as astro-icon prints them: the symbol, then a `<use>` of it. */
const ICON_PATHS: Record<string, string> = {
  bike: 'M2 18a3 3 0 1 0 6 0a3 3 0 1 0-6 0m14 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0m-4 1v-4l-3-3l5-4l2 3h3m-3-6a1 1 0 1 0 2 0a1 1 0 1 0-2 0',
  map: 'm3 7l6-3l6 3l6-3v13l-6 3l-6-3l-6 3zm6-3v13m6-10v13',
  luggage:
    'M6 8a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2zm3-2V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v1M6 10h12M6 16h12M9 20v1m6-1v1',
  users:
    'M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2m1-17.87a4 4 0 0 1 0 7.75M21 21v-2a4 4 0 0 0-3-3.85',
  tool: 'M7 10h3V7L6.5 3.5a6 6 0 0 1 8 8l6 6a2 2 0 0 1-3 3l-6-6a6 6 0 0 1-8-8z',
  truck:
    'M5 17a2 2 0 1 0 4 0a2 2 0 1 0-4 0m10 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0M5 17H3V6a1 1 0 0 1 1-1h9v12m-4 0h6m4 0h2v-6h-8m0-5h5l3 5',
  olive: 'M12 3c4 3 6 7 6 11a6 6 0 0 1-12 0c0-4 2-8 6-11m0 6v9',
  check: 'm5 12l5 5L20 7',
  phone: 'M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  clock: 'M3 12a9 9 0 1 0 18 0a9 9 0 0 0-18 0m9-5v5l3 3',
  pin: 'M9 11a3 3 0 1 0 6 0a3 3 0 0 0-6 0m8.657 5.657L13.414 20.9a2 2 0 0 1-2.827 0l-4.244-4.243a8 8 0 1 1 11.314 0',
  mail: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm0 0l9 6l9-6',
  calendar: 'M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zm12-4v4M8 3v4m-4 4h16',
  sun: 'M8 12a4 4 0 1 0 8 0a4 4 0 1 0-8 0m-5 0h1m8-9v1m8 8h1m-9 8v1M5.6 5.6l.7.7m12.1-.7l-.7.7m0 11.4l.7.7m-12.1-.7l-.7.7',
  gift: 'M3 9a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1zm9-1v13m7-9v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7m2.5-4a2.5 2.5 0 0 1 0-5A4.8 8 0 0 1 12 8a4.8 8 0 0 1 4.5-5a2.5 2.5 0 0 1 0 5',
  chevron: 'm6 9l6 6l6-6',
  whatsapp:
    'm3 21l1.65-3.8a9 9 0 1 1 3.4 2.9zm6-12a.5.5 0 0 0 1 0V8a.5.5 0 0 0-1 0zm0 0a5 5 0 0 0 5 5m0 0h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1',
  instagram:
    'M4 8a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zm5 4a3 3 0 1 0 6 0a3 3 0 0 0-6 0m7.5-4.5v.01',
  facebook: 'M7 10v4h3v7h4v-7h3l1-4h-4V8a1 1 0 0 1 1-1h3V3h-3a5 5 0 0 0-5 5v2z',
  strava: 'M15 13l-3-6l-3 6m6 0l-3 6l-3-6',
};

export const icon = (name: keyof typeof ICON_PATHS, cls = 'w-7 h-7 text-primary') =>
  `<svg width="1em" height="1em" class="${cls}" data-icon="tabler:${name}"><symbol id="ai:tabler:${name}" viewBox="0 0 24 24"><path fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2" d="${ICON_PATHS[name]}"/></symbol><use href="#ai:tabler:${name}"></use></svg>`;

/** An image as astro:assets writes it: a hashed webp in /_astro/, its srcset and the unpic style AstroWind adds. */
export const img = (file: string, alt: string, w = 1024, hgt = 683, cls = 'mx-auto rounded-md w-full') => {
  const hash = rand(8);
  const src = (_width: number) => `/_astro/${file}.${hash}_${rand(6)}.webp`;
  const widths = [...new Set([640, 768, w].filter((x) => x <= w))];
  return `<img src="${src(w)}" srcset="${widths.map((x) => `${src(x)} ${x}w`).join(', ')}" sizes="(max-width: ${w}px) 100vw, ${w}px" alt="${esc(alt)}" loading="lazy" decoding="async" fetchpriority="auto" width="${w}" height="${hgt}" class="${cls}" style="object-fit:cover;object-position:center;max-width:${w}px;max-height:${hgt}px;aspect-ratio:${(w / hgt).toFixed(3)};width:100%">`;
};

/* ── AstroWind widgets ─────────────────────────────────────────────────────────────────────────────────── */

/** `ui/WidgetWrapper`: the section, its background layer and the animated container. */
export const section = (inner: string, opts: { id?: string; bg?: string; narrow?: boolean } = {}) =>
  `<section class="relative not-prose scroll-mt-[72px]"${opts.id ? ` id="${opts.id}"` : ''}><div class="absolute inset-0 pointer-events-none -z-[1]" aria-hidden="true">${opts.bg ? `<div class="absolute inset-0 ${opts.bg}"></div>` : ''}</div><div class="relative mx-auto ${opts.narrow ? 'max-w-4xl' : 'max-w-7xl'} px-4 md:px-6 py-12 md:py-16 lg:py-20 text-default intersect-once intersect-quarter motion-safe:md:opacity-0 motion-safe:md:intersect:animate-fade">${inner}</div></section>`;

/** `ui/Headline`: tagline, title and subtitle. */
export const headline = (
  title: string,
  opts: { tagline?: string; subtitle?: string; level?: 1 | 2; left?: boolean } = {},
) => {
  const tag = opts.level === 1 ? 'h1' : 'h2';
  const size = opts.level === 1 ? 'text-4xl md:text-5xl' : 'text-3xl md:text-4xl';
  return `<div class="mb-8 md:mb-12 ${opts.left ? 'text-left' : 'md:mx-auto text-center'} max-w-3xl">${
    opts.tagline
      ? `<p class="text-base text-secondary dark:text-blue-200 font-bold tracking-wide uppercase">${opts.tagline}</p>`
      : ''
  }<${tag} class="font-bold leading-tighter tracking-tighter font-heading text-heading ${size}">${title}</${tag}>${
    opts.subtitle ? `<p class="mt-4 text-muted text-xl">${md(opts.subtitle)}</p>` : ''
  }</div>`;
};

/** `widgets/Hero`: tagline, h1, subtitle, the call-to-action buttons and the picture with its transition name. */
export const hero = (o: {
  tagline: string;
  title: string;
  subtitle: string;
  actions: [string, string][];
  image: [file: string, alt: string];
}) =>
  `<section class="relative md:-mt-[76px] not-prose"><div class="absolute inset-0 pointer-events-none" aria-hidden="true"></div><div class="relative max-w-7xl mx-auto px-4 sm:px-6"><div class="pt-0 md:pt-[76px] pointer-events-none"></div><div class="py-12 md:py-20"><div class="text-center pb-10 md:pb-16 max-w-5xl mx-auto"><p class="text-base text-secondary dark:text-blue-200 font-bold tracking-wide uppercase">${o.tagline}</p><h1 class="text-5xl md:text-6xl font-bold leading-tighter tracking-tighter mb-4 font-heading dark:text-gray-200">${o.title}</h1><div class="max-w-3xl mx-auto"><p class="text-xl text-muted mb-6 dark:text-slate-300">${md(o.subtitle)}</p><div class="max-w-xs sm:max-w-md m-auto flex flex-nowrap flex-col sm:flex-row sm:justify-center gap-4">${o.actions
    .map(
      ([label, href], i) =>
        `<div class="flex w-full sm:w-auto">${button(label, href, i === 0 ? 'primary' : 'secondary')}</div>`,
    )
    .join(
      '',
    )}</div></div></div><div><div class="relative m-auto max-w-5xl" data-astro-transition-scope="${HERO_SCOPE}">${img(o.image[0], o.image[1], 1024, 576)}</div></div></div></div></section>`;

/** `ui/ItemGrid` as `widgets/Features` uses it: an icon, a title and a description per item. */
export const features = (items: [icon: keyof typeof ICON_PATHS, title: string, text: string][], cols = 3) =>
  `<div class="grid mx-auto gap-8 md:gap-y-12 sm:grid-cols-2 ${cols === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-2'}">${items
    .map(
      ([ic, title, text]) =>
        `<div class="intersect-once motion-safe:md:opacity-0 motion-safe:md:intersect:animate-fade"><div class="flex flex-row max-w-md"><div class="flex justify-center">${icon(ic, 'w-7 h-7 mr-2 rtl:mr-0 rtl:ml-2 text-primary')}</div><div class="mt-0.5"><h3 class="text-xl font-bold">${title}</h3><p class="text-muted mt-3">${md(text)}</p></div></div></div>`,
    )
    .join('')}</div>`;

/** `widgets/Stats`: a big number over a small label. */
export const stats = (items: [value: string, label: string][]) =>
  `<div class="flex flex-wrap justify-center -m-4 text-center">${items
    .map(
      ([value, label]) =>
        `<div class="p-4 md:w-1/4 sm:w-1/2 w-full min-w-[220px] text-center md:border-r md:last:border-none dark:md:border-slate-500 intersect-once motion-safe:md:opacity-0 motion-safe:md:intersect:animate-fade"><div class="font-heading text-primary text-[2.6rem] font-bold dark:text-white lg:text-5xl xl:text-6xl">${value}</div><div class="text-sm font-medium uppercase tracking-widest text-gray-800 dark:text-slate-400 lg:text-base">${label}</div></div>`,
    )
    .join('')}</div>`;

/** `widgets/Content`: text on one side, a picture on the other. */
export const content = (html: string, image?: [string, string], reverse = false) =>
  `<div class="mx-auto max-w-7xl p-4 md:px-8"><div class="md:flex ${reverse ? 'md:flex-row-reverse' : ''} md:gap-16"><div class="md:basis-1/2 self-center"><div class="mb-12 text-lg dark:text-slate-400 space-y-4">${html}</div></div><div aria-hidden="true" class="mt-10 md:mt-0 md:basis-1/2">${image ? `<div class="relative m-auto max-w-4xl">${img(image[0], image[1], 768, 512, 'mx-auto w-full rounded-lg bg-gray-500 shadow-lg')}</div>` : ''}</div></div></div>`;

/** `widgets/Steps`: a numbered timeline, an icon in a ring beside each title and text. */
export const steps = (items: [title: string, text: string][]) =>
  `<div class="flex flex-col gap-4 md:gap-0">${items
    .map(
      ([title, text], i) =>
        `<div class="flex intersect-once motion-safe:md:opacity-0 motion-safe:md:intersect:animate-fade"><div class="mr-4 rtl:mr-0 rtl:ml-4"><div class="flex flex-col items-center"><div class="flex items-center justify-center w-10 h-10 rounded-full border-2 border-primary text-primary font-bold">${i + 1}</div>${i < items.length - 1 ? '<div class="w-px h-full bg-black/10 dark:bg-slate-400/50"></div>' : ''}</div></div><div class="pt-1 pb-8"><p class="text-xl font-bold dark:text-slate-300">${title}</p><p class="text-muted mt-2">${md(text)}</p></div></div>`,
    )
    .join('')}</div>`;

/** AstroWind's `ui/Form` inside `widgets/Contact`: labelled inputs, the consent checkbox, the button. */
export const form = (
  fields: [
    label: string,
    name: string,
    kind: 'text' | 'email' | 'tel' | 'date' | 'number' | 'textarea' | string[],
  ][],
  consent: string,
  submit: string,
  note: string,
) =>
  `<div class="flex flex-col max-w-xl mx-auto rounded-lg backdrop-blur border border-gray-200 dark:border-gray-700 bg-white dark:bg-slate-900 shadow p-4 sm:p-6 lg:p-8 w-full"><form>${fields
    .map(([label, name, kind]) => {
      const control = Array.isArray(kind)
        ? `<select name="${name}" id="${name}" class="py-3 px-4 block w-full text-md rounded-lg border border-gray-200 dark:border-gray-700 bg-white dark:bg-slate-900">${kind.map((o) => `<option>${o}</option>`).join('')}</select>`
        : kind === 'textarea'
          ? `<textarea id="${name}" name="${name}" rows="4" class="py-3 px-4 block w-full text-md rounded-lg border border-gray-200 dark:border-gray-700 bg-white dark:bg-slate-900"></textarea>`
          : `<input type="${kind}" name="${name}" id="${name}" class="py-3 px-4 block w-full text-md rounded-lg border border-gray-200 dark:border-gray-700 bg-white dark:bg-slate-900">`;
      return `<div class="mb-6"><label for="${name}" class="block text-sm font-medium">${label}</label>${control}</div>`;
    })
    .join(
      '',
    )}<div class="mb-6"><div class="flex items-start"><div class="flex mt-0.5"><input id="disclaimer" name="disclaimer" type="checkbox" class="cursor-pointer mt-1 py-3 px-4 block w-full text-md rounded-lg border border-gray-200 dark:border-gray-700 bg-white dark:bg-slate-900"></div><div class="ml-3"><label for="disclaimer" class="cursor-pointer select-none text-sm text-gray-600 dark:text-gray-400">${md(consent)}</label></div></div></div><div class="mt-10 grid"><button type="submit" class="btn-primary">${submit}</button></div><div class="mt-3 text-center"><p class="text-sm text-gray-600 dark:text-slate-400">${md(note)}</p></div></form></div>`;

/** Markdown rendered by a content collection, in the theme's prose wrapper. */
export const prose = (html: string) =>
  `<div class="mx-auto max-w-3xl prose prose-md lg:prose-lg dark:prose-invert prose-headings:font-heading prose-headings:leading-tighter prose-headings:tracking-tighter prose-headings:font-bold prose-a:text-primary prose-img:rounded-md prose-li:my-0">${html}</div>`;

/** `widgets/CallToAction`. */
export const cta = (title: string, subtitle: string, actions: [string, string][]) =>
  `<section class="relative not-prose scroll-mt-[72px]"><div class="relative mx-auto max-w-7xl px-4 md:px-6 py-12 md:py-16 lg:py-20 text-default"><div class="max-w-3xl mx-auto text-center p-6 rounded-md shadow-xl dark:shadow-none dark:border dark:border-slate-600"><div class="mb-8 md:mx-auto text-center max-w-3xl"><h2 class="font-bold leading-tighter tracking-tighter font-heading text-heading text-3xl md:text-4xl">${title}</h2><p class="mt-4 text-muted text-xl">${md(subtitle)}</p></div><div class="max-w-xs sm:max-w-md m-auto flex flex-nowrap flex-col sm:flex-row sm:justify-center gap-4">${actions
    .map(
      ([label, href], i) =>
        `<div class="flex w-full sm:w-auto">${button(label, href, i === 0 ? 'primary' : 'secondary')}</div>`,
    )
    .join('')}</div></div></div></section>`;

/** The theme's `PricingCard.astro` (scoped): the currency and the sum in two spans, the period in a small one. */
export const pricing = (
  cards: {
    title: string;
    subtitle?: string;
    price: string;
    period: string;
    items: string[];
    action?: [string, string];
    featured?: boolean;
  }[],
) =>
  `<div class="flex items-stretch justify-center"><div class="grid grid-cols-1 gap-6 sm:grid-cols-2 ${cards.length >= 3 ? 'lg:grid-cols-3' : ''} dark:text-white">${cards
    .map((card) =>
      withSlots(
        CID.pricing,
        `<div class="price-card${card.featured ? ' featured' : ''} col-span-1 mx-auto flex w-full"><div class="rounded-lg backdrop-blur border border-gray-200 dark:border-gray-700 bg-white dark:bg-slate-900 shadow px-6 py-8 flex w-full max-w-sm flex-col justify-between text-center">${
          card.featured
            ? '<div class="absolute right-[-5px] rtl:right-auto rtl:left-[-5px] top-[-5px] z-[1] h-[100px] w-[100px] overflow-hidden text-right"><span class="absolute top-[19px] right-[-21px] rtl:right-auto rtl:left-[-21px] block w-full rotate-45 rtl:-rotate-45 bg-green-700 text-center text-[10px] font-bold uppercase leading-5 text-white shadow-[0_3px_10px_-5px_rgba(0,0,0,0.3)] after:absolute after:left-0 after:top-full after:z-[-1] after:border-[3px] after:border-r-transparent after:border-b-transparent after:border-l-primary after:border-t-primary before:absolute before:right-0 before:top-full before:z-[-1] before:border-[3px] before:border-l-transparent before:border-b-transparent before:border-r-primary before:border-t-primary">TOP</span></div>'
            : ''
        }<div class="px-2 py-0"><h3 class="text-center text-xl font-semibold uppercase leading-6 tracking-wider mb-2"><!--slot--></h3><p class="font-light sm:text-lg text-gray-600 dark:text-slate-400"><!--slot--></p><div class="my-8"><div class="flex items-center justify-center text-center mb-1"><span class="text-5xl">€</span><span class="text-6xl font-extrabold"><!--slot--></span></div><span class="text-base leading-6 lowercase text-gray-600 dark:text-slate-400"><!--slot--></span></div><ul role="list" class="my-8 md:my-10 space-y-2 text-left"><!--slot--></ul></div><div class="flex justify-center mt-8"><!--slot--></div></div></div>`,
        card.title,
        card.subtitle ?? '',
        card.price,
        card.period,
        card.items
          .map(
            (item) =>
              `<li class="mb-1.5 flex items-start space-x-3 rtl:space-x-reverse leading-7"><div class="rounded-full bg-primary dark:bg-gray-700 p-1">${icon('check', 'w-5 h-5 font-bold text-white dark:text-slate-200')}</div><span>${md(item)}</span></li>`,
          )
          .join(''),
        card.action ? button(card.action[0], card.action[1], card.featured ? 'primary' : 'secondary') : '',
      ),
    )
    .join('')}</div></div>`;

/** The theme's `Faq.astro` (scoped): one `<details>` per question, saved closed, the answer as markdown. */
export const faq = (items: [question: string, ...answer: string[]][]) =>
  `<div class="max-w-3xl mx-auto divide-y divide-gray-200 dark:divide-slate-700">${items
    .map(([question, ...answer]) =>
      withSlots(
        CID.faq,
        `<details class="group py-5"><summary class="flex items-center justify-between gap-4 text-lg font-semibold text-heading"><span><!--slot--></span><svg class="chevron w-5 h-5 shrink-0 transition-transform" viewBox="0 0 24 24" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="2" d="m6 9l6 6l6-6"/></svg></summary><div class="mt-3 space-y-3 text-muted"><!--slot--></div></details>`,
        question,
        answer.map((x) => `<p>${md(x)}</p>`).join(''),
      ),
    )
    .join('')}</div>`;

/** The theme's `TourFacts.astro` (scoped): a `<dl>` of label and value. */
export const tourFacts = (rows: [label: string, value: string][]) =>
  withSlots(
    CID.tourFacts,
    `<div class="rounded-lg border border-gray-200 dark:border-slate-700 p-6 bg-white dark:bg-slate-900 shadow-sm"><dl class="tour-facts"><!--slot--></dl></div>`,
    rows
      .map(([label, value]) => `${scoped(CID.tourFacts, `<dt>${label}</dt><dd>`)}${md(value)}</dd>`)
      .join(''),
  );

/** A status cell of the dates table: a scoped badge, amber when few places are left. */
const dateCell = (c: string) => {
  const low = /ultimi|last/i.test(c);
  const badge = /disponibil|available|ultimi|last|esaurit|sold out/i.test(c);
  const inner = badge
    ? `${scoped(CID.dates, `<span class="badge${low ? ' low' : ''} rounded px-2 py-0.5 text-xs">`)}${c}</span>`
    : md(c);
  return `${scoped(CID.dates, '<td>')}${inner}</td>`;
};

/** The theme's `DatesTable.astro` (scoped): a real table with a header row and status badges. */
export const datesTable = (head: string[], rows: string[][], caption?: string) =>
  withSlots(
    CID.dates,
    `<div class="overflow-x-auto"><table class="dates-table w-full text-left text-sm">${caption ? '<caption class="text-left text-muted pb-3"><!--slot--></caption>' : ''}<thead class="bg-gray-50 dark:bg-slate-800"><tr><!--slot--></tr></thead><tbody><!--slot--></tbody></table></div>`,
    ...(caption ? [caption] : []),
    head.map((x) => `${scoped(CID.dates, '<th scope="col">')}${x}</th>`).join(''),
    rows.map((r) => `${scoped(CID.dates, '<tr>')}${r.map(dateCell).join('')}</tr>`).join(''),
  );

/** A plain table as markdown (GFM) renders it inside the prose wrapper. */
export const mdTable = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((x) => `<th>${x}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${md(c)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

/** The theme's `ProductCard.astro` (scoped) for the small shop. */
export const product = (name: string, text: string, price: string, file: string) =>
  withSlots(
    CID.product,
    `<article class="product rounded-lg border border-gray-200 dark:border-slate-700 bg-white dark:bg-slate-900 shadow-sm overflow-hidden"><!--slot--><div class="p-5"><h3 class="text-lg font-semibold"><!--slot--></h3><p class="text-muted text-sm mt-2"><!--slot--></p><p class="mt-4"><span class="price text-2xl font-bold"><!--slot--></span> <span class="text-xs text-muted">IVA inclusa</span></p></div></article>`,
    scoped(CID.product, img(file, name, 480, 480, 'w-full')),
    name,
    md(text),
    price,
  );

/* ── Islands ───────────────────────────────────────────────────────────────────────────────────────────── */

type Serialised = [number, unknown];
/** Astro's prop serialisation: `[0, value]` for plain values and objects (their fields serialised), `[1, [...]]` for arrays. */
const serialise = (v: unknown): Serialised =>
  Array.isArray(v)
    ? [1, v.map(serialise)]
    : v !== null && typeof v === 'object'
      ? [0, Object.fromEntries(Object.entries(v).map(([k, x]) => [k, serialise(x)]))]
      : [0, v];

let islandCount = 0;

/**
 * An `<astro-island>`. With `client: 'only'` Astro renders nothing on the server: the island is empty and only
 * its props say what it will show. Otherwise `html` is the Preact component's server render.
 */
export const island = (o: {
  component: string;
  hash: string;
  props: Record<string, unknown>;
  client: 'load' | 'visible' | 'idle' | 'only';
  html?: string;
}) => {
  const props = esc(
    JSON.stringify(Object.fromEntries(Object.entries(o.props).map(([k, v]) => [k, serialise(v)]))),
  );
  const only = o.client === 'only';
  const opts = esc(JSON.stringify({ name: o.component, value: only ? 'preact' : true }));
  const prefix = `r${islandCount++ % 9}`;
  return `<astro-island uid="${rand(7)}" prefix="${prefix}" component-url="/_astro/${o.component}.${o.hash}.js" component-export="default" renderer-url="${PREACT_CLIENT}" props="${props}"${only ? '' : ' ssr=""'} client="${o.client}" opts="${opts}"${only ? '' : ' await-children=""'}>${only ? '' : (o.html ?? '')}</astro-island>`;
};

/** The cookie banner (vanilla-cookieconsent wrapped in Preact), `client:only`: nothing on the server. */
const cookieIsland = (lang: PedalandoLang) =>
  island({
    component: 'CookieConsent',
    hash: 'DqN4v0Xe',
    client: 'only',
    props: {
      lang,
      policyUrl: '/cookie-policy',
      categories: ['necessary', 'analytics'],
      revision: 3,
    },
  });

const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const ISLAND_DEFINITION =
  '<script>(()=>{var A=Object.defineProperty;var g=(i,o,a)=>o in i?A(i,o,{enumerable:!0,configurable:!0,writable:!0,value:a}):i[o]=a;var d=(i,o,a)=>g(i,typeof o!="symbol"?o+"":o,a);{let i={0:t=>m(t),1:t=>a(t),2:t=>new RegExp(t),3:t=>new Date(t),4:t=>new Map(a(t)),5:t=>new Set(a(t)),6:t=>BigInt(t),7:t=>new URL(t),8:t=>new Uint8Array(t),9:t=>new Uint16Array(t),10:t=>new Uint32Array(t),11:t=>1/0*t},o=t=>{let[l,e]=t;return l in i?i[l](e):void 0},a=t=>t.map(o),m=t=>typeof t!="object"||t===null?t:Object.fromEntries(Object.entries(t).map(([l,e])=>[l,o(e)]));class y extends HTMLElement{constructor(){super(...arguments);d(this,"Component");d(this,"hydrator");d(this,"hydrate",async()=>{var b;if(!this.hydrator||!this.isConnected)return;let e=(b=this.parentElement)==null?void 0:b.closest("astro-island[ssr]");if(e){e.addEventListener("astro:hydrate",this.hydrate,{once:!0});return}let c=this.querySelectorAll("astro-slot"),n={},h=this.querySelectorAll("template[data-astro-template]");for(let r of h){let s=r.closest(this.tagName);s!=null&&s.isSameNode(this)&&(n[r.getAttribute("data-astro-template")||"default"]=r.innerHTML,r.remove())}for(let r of c){let s=r.closest(this.tagName);s!=null&&s.isSameNode(this)&&(n[r.getAttribute("name")||"default"]=r.innerHTML)}let p;try{p=this.hasAttribute("props")?m(JSON.parse(this.getAttribute("props"))):{}}catch(r){throw console.error("[hydrate] Error parsing props for component "+this.getAttribute("component-url"),this.getAttribute("props"),r),r}await this.hydrator(this)(this.Component,p,n,{client:this.getAttribute("client")}),this.removeAttribute("ssr"),this.dispatchEvent(new CustomEvent("astro:hydrate"))});d(this,"unmount",()=>{this.isConnected||this.dispatchEvent(new CustomEvent("astro:unmount"))})}connectedCallback(){!this.hasAttribute("await-children")||document.readyState==="interactive"||document.readyState==="complete"?this.childrenConnectedCallback():document.addEventListener("DOMContentLoaded",()=>this.childrenConnectedCallback(),{once:!0})}async childrenConnectedCallback(){let e=this.getAttribute("before-hydration-url");e&&await import(e),this.start()}async start(){let e=JSON.parse(this.getAttribute("opts")),c=this.getAttribute("client");if(Astro[c]===void 0){window.addEventListener("astro:"+c,()=>this.start(),{once:!0});return}try{await Astro[c](async()=>{let n=this.getAttribute("renderer-url"),[h,{default:p}]=await Promise.all([import(this.getAttribute("component-url")),n?import(n):()=>()=>{}]),u=this.getAttribute("component-export")||"default";if(!u.includes("."))this.Component=h[u];else{this.Component=h;for(let f of u.split("."))this.Component=this.Component[f]}return this.hydrator=p,this.hydrate},e,this)}catch(n){console.error("[astro-island] Error hydrating "+this.getAttribute("component-url"),n)}}attributeChangedCallback(){this.hydrate()}}d(y,"observedAttributes",["props"]),customElements.get("astro-island")||customElements.define("astro-island",y)}})();</script>';
const DIRECTIVE_SCRIPTS: Record<string, string> = {
  load: '<script>(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=e;window.dispatchEvent(new Event("astro:load"));})();</script>',
  visible:
    '<script>(()=>{var l=(n,t)=>{let i=async()=>{await(await n())()},e=typeof t.value=="object"?t.value:void 0,s={rootMargin:e==null?void 0:e.rootMargin},r=new IntersectionObserver(o=>{for(let a of o)if(a.isIntersecting){r.disconnect(),i();break}},s);for(let o of t.children)r.observe(o)};(self.Astro||(self.Astro={})).visible=l;window.dispatchEvent(new Event("astro:visible"));})();</script>',
  idle: '<script>(()=>{var l=(o,t)=>{let i=async()=>{await(await o())()},e=typeof t.value=="object"?t.value:void 0,s={timeout:e==null?void 0:e.timeout};"requestIdleCallback"in window?window.requestIdleCallback(i,s):setTimeout(i,s.timeout||200)};(self.Astro||(self.Astro={})).idle=l;window.dispatchEvent(new Event("astro:idle"));})();</script>',
  only: '<script>(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).only=e;window.dispatchEvent(new Event("astro:only"));})();</script>',
};

/** Puts the island style and definition before the first island, and each directive's loader before its first island. */
function hydrationScripts(html: string): string {
  let out = html;
  const seen = new Set<string>();
  let first = true;
  out = out.replace(/<astro-island [^>]*client="(load|visible|idle|only)"/g, (tag, directive: string) => {
    let prefix = '';
    if (first) {
      prefix += ISLAND_STYLE + ISLAND_DEFINITION;
      first = false;
    }
    if (!seen.has(directive)) {
      prefix += DIRECTIVE_SCRIPTS[directive] ?? '';
      seen.add(directive);
    }
    return prefix + tag;
  });
  return out;
}

/* ── Header, menu, footer ──────────────────────────────────────────────────────────────────────────────── */

type MenuItem = [label: string, href: string, children?: [string, string][]];

const menus: Record<PedalandoLang, MenuItem[]> = {
  it: [
    [
      'Tour',
      '/tour',
      [
        ['Tutti i tour', '/tour'],
        ["Valle d'Itria in e-bike", '/tour/valle-ditria-e-bike'],
        ['Costa e Dune al tramonto', '/tour/costa-e-dune-al-tramonto'],
        ['Giro dei Trulli in bici da corsa', '/tour/giro-dei-trulli-bici-da-corsa'],
        ['Tour di più giorni', '/tour-di-piu-giorni'],
        ['Tour privati e gruppi', '/tour-privati-e-gruppi'],
      ],
    ],
    ['Noleggio', '/noleggio'],
    ['Shop', '/shop'],
    ['Chi siamo', '/chi-siamo'],
    ['News', '/news'],
    ['FAQ', '/faq'],
    ['Contatti', '/contatti'],
  ],
  en: [
    [
      'Tours',
      '/en/tours',
      [
        ['All tours', '/en/tours'],
        ['Itria Valley by e-bike', '/en/tours/itria-valley-e-bike'],
        ['Coast &amp; Dunes at sunset', '/en/tours/coast-and-dunes-sunset'],
        ['Trulli road ride', '/en/tours/trulli-road-ride'],
        ['Multi-day tours', '/en/multi-day-tours'],
        ['Private tours &amp; groups', '/en/private-tours-and-groups'],
      ],
    ],
    ['Bike rental', '/en/bike-rental'],
    ['Getting here', '/en/getting-here'],
    ['FAQ', '/en/faq'],
    ['Contact', '/en/contact'],
  ],
};

const ui = {
  it: {
    home: '/',
    book: ['Prenota', '/prenota'],
    menu: 'Apri il menu',
    switchTo: 'en',
    switchLabel: 'English',
    footerTours: 'Tour',
    footerInfo: 'Informazioni',
    footerHours: 'Orari del negozio',
    summer: 'Aprile – ottobre',
    summerHours: 'tutti i giorni 8:30–13:00 e 16:00–20:00',
    winter: 'Novembre – marzo',
    winterHours: 'dal martedì al sabato 9:30–13:00 e 15:30–18:00; domenica e lunedì chiuso',
    holidays: 'Orari di Natale: [vedi le news](/news/natale-e-capodanno-2026)',
    tagline: 'Tour in bici ed e-bike e noleggio in Valle d’Itria e Salento, da Ostuni.',
    terms: 'Termini e condizioni',
    privacy: 'Privacy',
    cookies: 'Cookie',
    rights: 'Tutti i diritti riservati',
    info: [
      ['Noleggio bici', '/noleggio'],
      ['Prenota e condizioni', '/prenota'],
      ['Shop', '/shop'],
      ['Chi siamo', '/chi-siamo'],
      ['Domande frequenti', '/faq'],
      ['Contatti', '/contatti'],
    ] as [string, string][],
  },
  en: {
    home: '/en',
    book: ['Book now', '/en/contact'],
    menu: 'Toggle menu',
    switchTo: 'it',
    switchLabel: 'Italiano',
    footerTours: 'Tours',
    footerInfo: 'Information',
    footerHours: 'Shop opening hours',
    summer: 'April – October',
    summerHours: 'daily 8.30am–1pm and 4pm–8pm',
    winter: 'November – March',
    winterHours: 'Tuesday to Saturday 9.30am–1pm and 3.30pm–6pm; closed Sunday and Monday',
    holidays: 'Christmas hours: see our [news (in Italian)](/news/natale-e-capodanno-2026)',
    tagline:
      'Guided and self-guided bike and e-bike tours and bike rental in the Itria Valley and Salento, from Ostuni.',
    terms: 'Terms and conditions',
    privacy: 'Privacy',
    cookies: 'Cookies',
    rights: 'All rights reserved',
    info: [
      ['Bike rental', '/en/bike-rental'],
      ['Getting here', '/en/getting-here'],
      ['FAQ', '/en/faq'],
      ['Contact', '/en/contact'],
    ] as [string, string][],
  },
} as const;

const isCurrent = (href: string, path: string) =>
  href === path || (href !== '/' && href !== '/en' && path.startsWith(`${href}/`));

const navigation = (page: PedalandoPage) =>
  menus[page.lang]
    .map(([label, href, children]) =>
      children
        ? `<li class="dropdown"><button type="button" class="hover:text-link dark:hover:text-white px-4 py-3 flex items-center whitespace-nowrap">${label} ${icon('chevron', 'w-3.5 h-3.5 ml-0.5 rtl:ml-0 rtl:mr-0.5 hidden md:inline')}</button><ul class="dropdown-menu md:backdrop-blur-md dark:md:bg-dark rounded md:absolute pl-4 md:pl-0 md:hidden font-medium md:bg-white/90 md:min-w-[200px] drop-shadow-xl">${children
            .map(
              ([l, h]) =>
                `<li><a class="first:rounded-t last:rounded-b md:hover:bg-gray-100 hover:text-link dark:hover:text-white dark:hover:bg-gray-700 py-2 px-5 block whitespace-no-wrap${h === page.path ? ' aw-link-active' : ''}" href="${h}">${l}</a></li>`,
            )
            .join('')}</ul></li>`
        : `<li class=""><a class="hover:text-link dark:hover:text-white px-4 py-3 flex items-center whitespace-nowrap${isCurrent(href, page.path) ? ' aw-link-active' : ''}" href="${href}">${label}</a></li>`,
    )
    .join('');

const header = (page: PedalandoPage) => {
  const t = ui[page.lang];
  const other = page.alternate ?? (page.lang === 'it' ? '/en' : '/');
  return scoped(
    CID.header,
    `<header class="top-0 z-40 flex-none mx-auto w-full border-b border-gray-50/0 transition-[opacity] ease-in-out sticky" data-aw-sticky-header id="header" data-astro-transition-persist="astro-pq3k8rx2-2"><div class="absolute inset-0"></div><div class="relative text-default py-3 px-3 md:px-6 mx-auto w-full md:flex md:justify-between max-w-7xl"><div class="flex justify-between"><a class="flex items-center" href="${t.home}"><span class="self-center ml-2 rtl:ml-0 rtl:mr-2 text-2xl md:text-xl font-bold text-gray-900 whitespace-nowrap dark:text-white">${icon('bike', 'w-8 h-8 inline-block text-primary mr-1')} Pedalando in Puglia</span></a><div class="flex items-center md:hidden"><button type="button" class="flex flex-col h-12 w-12 rounded justify-center items-center cursor-pointer group" aria-label="${t.menu}" data-aw-toggle-menu><span class="sr-only">${t.menu}</span><svg width="24" height="24" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-linecap="round" stroke-width="2"><path d="M5 5L19 5"/><path d="M5 12H19"/><path d="M5 19H19"/></g></svg></button></div></div><nav class="items-center w-full md:w-auto hidden md:flex md:mx-5 text-default overflow-y-auto overflow-x-hidden md:overflow-y-visible md:overflow-x-auto" aria-label="${page.lang === 'it' ? 'Navigazione principale' : 'Main navigation'}"><ul class="flex flex-col md:flex-row md:self-center w-full md:w-auto text-xl md:text-[0.9375rem] tracking-[0.01rem] font-medium md:justify-center">${navigation(page)}</ul></nav><div class="hidden md:self-center md:flex items-center md:mb-0 fixed w-full md:w-auto md:static justify-end left-0 rtl:left-auto rtl:right-0 bottom-0 p-3 md:p-0 md:justify-self-end"><div class="items-center flex justify-between w-full md:w-auto"><div class="flex"><a class="text-muted dark:text-gray-400 hover:bg-gray-100 dark:hover:bg-gray-800 rounded-lg text-sm px-3 py-2 inline-flex items-center uppercase font-semibold" href="${other}" hreflang="${t.switchTo}" lang="${t.switchTo}" title="${t.switchLabel}">${t.switchTo}</a></div><span class="ml-4 rtl:ml-0 rtl:mr-4"><a class="btn-primary ml-2 py-2.5 px-5.5 md:px-6 font-semibold shadow-none text-sm w-auto" href="${t.book[1]}">${t.book[0]}</a></span></div></div></div></header>`,
  );
};

const footer = (page: PedalandoPage) => {
  const t = ui[page.lang];
  const tours = menus[page.lang][0]?.[2] ?? [];
  const link = ([label, href]: [string, string]) =>
    `<li class="mb-2"><a class="text-muted hover:text-gray-700 hover:underline dark:text-gray-400 transition duration-150 ease-in-out" href="${href}">${label}</a></li>`;
  const social = (
    [
      ['Instagram', 'instagram', PP_INSTAGRAM],
      ['Facebook', 'facebook', PP_FACEBOOK],
      ['Strava', 'strava', PP_STRAVA],
      ['WhatsApp', 'whatsapp', PP_WHATSAPP_HREF],
    ] as const
  )
    .map(
      ([label, ic, href]) =>
        `<li><a class="text-muted dark:text-gray-400 hover:bg-gray-100 dark:hover:bg-gray-700 focus:outline-none focus:ring-4 focus:ring-gray-200 dark:focus:ring-gray-700 rounded-lg text-sm p-2.5 inline-flex items-center" aria-label="${label}" href="${href}" target="_blank" rel="noopener noreferrer">${icon(ic, 'w-5 h-5')}</a></li>`,
    )
    .join('');
  return withSlots(
    CID.footer,
    `<footer class="relative border-t border-gray-200 dark:border-slate-800 not-prose"><div class="dark:bg-dark absolute inset-0 pointer-events-none" aria-hidden="true"></div><div class="relative max-w-7xl mx-auto px-4 sm:px-6 dark:text-slate-300"><div class="grid grid-cols-12 gap-4 gap-y-8 sm:gap-8 py-8 md:py-12"><div class="col-span-12 lg:col-span-4"><div class="mb-2"><a class="inline-block font-bold text-xl" href="${t.home}">Pedalando in Puglia</a></div><div class="text-sm text-muted space-y-1"><p><!--slot--></p><address class="not-italic">${PP_STREET}<br>${PP_TOWN}</address><p>Tel. <a href="${PP_PHONE_HREF}">${PP_PHONE}</a><br>WhatsApp <a href="${PP_WHATSAPP_HREF}">${PP_WHATSAPP}</a><br><a href="mailto:${PP_EMAIL}">${PP_EMAIL}</a></p></div></div><div class="col-span-6 md:col-span-3 lg:col-span-2"><div class="dark:text-gray-300 font-medium mb-2">${t.footerTours}</div><ul class="text-sm"><!--slot--></ul></div><div class="col-span-6 md:col-span-3 lg:col-span-2"><div class="dark:text-gray-300 font-medium mb-2">${t.footerInfo}</div><ul class="text-sm"><!--slot--></ul></div><div class="col-span-12 md:col-span-6 lg:col-span-4"><div class="dark:text-gray-300 font-medium mb-2">${t.footerHours}</div><dl class="footer-hours text-sm text-muted"><dt>${t.summer}</dt><dd>${t.summerHours}</dd><dt>${t.winter}</dt><dd>${t.winterHours}</dd></dl><p class="text-sm text-muted"><!--slot--></p></div></div><div class="md:flex md:items-center md:justify-between py-6 md:py-8"><ul class="flex mb-4 md:order-1 -ml-2 md:ml-4 md:mb-0 rtl:ml-0 rtl:-mr-2 rtl:md:ml-0 rtl:md:mr-4"><!--slot--></ul><div class="text-sm mr-4 dark:text-slate-400">© 2026 ${PP_COMPANY} · P.IVA ${PP_VAT} · REA ${PP_REA} · ${t.rights} · <a class="text-blue-600 underline dark:text-muted" href="/termini-e-condizioni">${t.terms}</a> · <a class="text-blue-600 underline dark:text-muted" href="/privacy">${t.privacy}</a> · <a class="text-blue-600 underline dark:text-muted" href="/cookie-policy">${t.cookies}</a></div></div></div></footer>`,
    t.tagline,
    tours.map(link).join(''),
    t.info.map(link).join(''),
    md(t.holidays),
    social,
  );
};

/* ── The document ──────────────────────────────────────────────────────────────────────────────────────── */

const url = (path: string) => `${PP_SITE}${path}`;

const alternates = (page: PedalandoPage) => {
  if (!page.alternate) return '';
  const it = page.lang === 'it' ? page.path : page.alternate;
  const en = page.lang === 'en' ? page.path : page.alternate;
  return `<link rel="alternate" hreflang="it" href="${url(it)}"><link rel="alternate" hreflang="en" href="${url(en)}"><link rel="alternate" hreflang="x-default" href="${url(it)}">`;
};

const COLOR_MODE = `<script>
  const defaultTheme = "system";
  if (window.basic_script) {
  } else if (
    defaultTheme && defaultTheme.endsWith(":only")
  ) {
    document.documentElement.classList.add(defaultTheme.replace(":only", ""));
  } else if (
    (defaultTheme && defaultTheme === "dark") ||
    (defaultTheme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches && !("theme" in localStorage))
  ) {
    document.documentElement.classList.add("dark");
  } else {
    document.documentElement.classList.remove("dark");
  }
</script>`;

const CUSTOM_STYLES = `<style>
  :root {
    --aw-font-sans: 'Inter Variable';
    --aw-font-serif: 'Inter Variable';
    --aw-font-heading: 'Inter Variable';
    --aw-color-primary: rgb(13 148 136);
    --aw-color-secondary: rgb(14 116 144);
    --aw-color-accent: rgb(234 88 12);
    --aw-color-text-heading: rgb(0 0 0);
    --aw-color-text-default: rgb(16 16 16);
    --aw-color-text-muted: rgb(16 16 16 / 66%);
    --aw-color-bg-page: rgb(255 255 255);
    --aw-color-bg-page-dark: rgb(3 6 32);
    ::selection { background-color: lavender; }
  }
  .dark {
    --aw-color-text-heading: rgb(247, 248, 248);
    --aw-color-text-default: rgb(229 236 246);
    --aw-color-text-muted: rgb(229 236 246 / 66%);
    --aw-color-bg-page: var(--aw-color-bg-page-dark);
  }
</style>`;

/** Lays out a page as `astro build` writes it. */
export function pedalandoLayout(page: PedalandoPage): SitePage {
  const docTitle =
    page.path === '/' ? `${PP_NAME} — Bike tour ed e-bike in Puglia, Ostuni` : `${page.title} — ${PP_NAME}`;
  const used = `${page.announcement ?? ''}${page.body}`;
  const styles = (Object.keys(CID) as (keyof typeof CID)[])
    .filter((k) => k === 'header' || k === 'footer' || used.includes(`data-astro-cid-${CID[k]}`))
    .map((k) => `<style>${SCOPED_STYLES[k]}</style>`)
    .join('');
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'SportsActivityLocation',
    name: PP_NAME,
    url: PP_SITE,
    telephone: '+39 0831 301472',
    email: PP_EMAIL,
    vatID: `IT${PP_VAT}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: PP_STREET,
      postalCode: '72017',
      addressLocality: 'Ostuni',
      addressRegion: 'BR',
      addressCountry: 'IT',
    },
  };
  const body = `${page.announcement ?? ''}${header(page)}<main>${page.body}</main>${footer(page)}${cookieIsland(page.lang)}`;
  const html = `<!DOCTYPE html><html lang="${page.lang}" dir="ltr" class="2xl:text-[20px]"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="sitemap" href="/sitemap-index.xml"><link rel="alternate" type="application/rss+xml" title="Pedalando in Puglia — News" href="/rss.xml"><link rel="shortcut icon" href="/favicon.ico"><link rel="icon" type="image/svg+xml" href="/_astro/favicon.Cm9a3hQd.svg"><link rel="apple-touch-icon" sizes="180x180" href="/_astro/apple-touch-icon.BmF0tn8E.png"><meta name="generator" content="${ASTRO_VERSION}"><link rel="stylesheet" href="${CSS_BUNDLE}"><link rel="stylesheet" href="${CSS_PAGE}">${styles}${CUSTOM_STYLES}${COLOR_MODE}<title>${docTitle}</title><meta name="description" content="${esc(page.description)}"><meta name="robots" content="index,follow"><link rel="canonical" href="${url(page.path)}">${alternates(page)}<meta property="og:title" content="${esc(docTitle)}"><meta property="og:description" content="${esc(page.description)}"><meta property="og:url" content="${url(page.path)}"><meta property="og:type" content="${page.kind === 'post' ? 'article' : 'website'}"><meta property="og:image" content="${PP_SITE}/_astro/default.DqSE8a7B.png"><meta property="og:locale" content="${page.lang === 'it' ? 'it_IT' : 'en_GB'}"><meta property="og:site_name" content="Pedalando in Puglia"><meta name="twitter:card" content="summary_large_image"><script type="application/ld+json">${JSON.stringify(jsonLd)}</script><script type="text/partytown" src="https://www.googletagmanager.example/gtag/js?id=G-7QH2PX4K1M"></script><meta name="astro-view-transitions-enabled" content="true"><meta name="astro-view-transitions-fallback" content="swap"><script type="module" src="${ROUTER_SCRIPT}"></script><script type="module" src="${HOISTED_SCRIPT}"></script><style>[data-astro-transition-scope="${HERO_SCOPE}"] { view-transition-name: hero-image; }@layer astro { ::view-transition-old(hero-image) { animation: none; opacity: 0; mix-blend-mode: normal; } ::view-transition-new(hero-image) { animation: none; mix-blend-mode: normal; } }</style></head><body class="antialiased text-default bg-page tracking-tight">${hydrationScripts(body)}<script>(()=>{const s=document.querySelector("[data-aw-sticky-header]");window.addEventListener("scroll",()=>s&&s.classList.toggle("scroll",window.scrollY>60));})();</script></body></html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** Astro's 404 page (`src/pages/404.astro`). */
export const pedalandoNotFound: PedalandoPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  body: section(
    `<div class="text-center"><h1 class="mb-8 font-bold text-9xl text-primary">404</h1><p class="text-3xl font-semibold md:text-3xl">Ops! Questa pagina non esiste.</p><p class="mt-4 mb-8 text-lg text-muted">Forse stavi cercando uno dei nostri tour: torna alla home e riparti da lì.</p>${button('Torna alla home', '/')}</div>`,
  ),
};
