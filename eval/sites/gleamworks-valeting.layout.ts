import type { SitePage } from './site-server.ts';

/**
 * A page of Gleamworks as a freelance developer built it: a Nuxt 3 app with Tailwind, rendered on the server
 * (`nuxt build`, served by Nitro). The document is what Nuxt sends: the head `unhead` wrote (the title and
 * description from `useSeoMeta`, Open Graph tags, the canonical link, the Google Fonts link, the `entry` and
 * layout stylesheets and the page chunk's stylesheet from `/_nuxt/`, one `<link rel="modulepreload">` per chunk
 * the route needs, a `<link rel="prefetch">` for the error page and the `type="module"` entry script), then the
 * body: `<div id="__nuxt">` holding the app (the default layout: the header component, `<main>` with the page
 * component, the footer component), the cookie consent banner the app renders until a choice is stored, the
 * `#teleports` div, the payload `<script type="application/json" id="__NUXT_DATA__">` and the runtime config
 * script.
 *
 * What Vue's server renderer prints: every element of a component whose `<style scoped>` the developer used
 * carries that component's `data-v-xxxxxxxx` attribute (a child component's root both its own and its parent's),
 * lists from `v-for` sit between `<!--[-->` and `<!--]-->` fragment comments, a `v-if` that is false leaves
 * `<!---->`, and a `v-show` that is false an inline `style="display:none;"` with the element still in the HTML.
 * `<NuxtLink>` is an `<a>`, with `router-link-active router-link-exact-active` and `aria-current="page"` when it
 * points at the current route. `<NuxtImg>` goes through the `/_ipx/` image endpoint and Nuxt Icon prints empty
 * `<span class="iconify i-heroicons:…">`s. The payload is `devalue`'s flat array: the `useAsyncData` results
 * under `data` (the site settings on every page and the page's own data, repeating what the page prints), the
 * Pinia stores under `pinia` (the pricing store still holds the price list of an earlier deploy that no page
 * renders any more), `state`, `once`, `_errors`, `serverRendered` and `path`.
 *
 * Footer on every page: the address of the Bedminster unit, the phone, WhatsApp and email, the vans' and phone
 * hours in 24-hour form ('Mon–Sat 08:00–18:00') where the pages write '8am – 6pm', the company and VAT numbers,
 * and links to the terms, the archived 2021 terms, privacy and cookies.
 */

export interface GleamPage {
  /** The route path; the home page '/'. */
  path: string;
  /** The `<title>` from `useSeoMeta` (the title template adds ' | Gleamworks'). */
  title: string;
  description: string;
  /** The page component's name under `pages/` ('index', 'services/[slug]', 'blog/[slug]'), for its chunk. */
  component: string;
  /** The rendered page component (already scoped). */
  body: string;
  /** What the page's `useAsyncData` returned, serialised into the payload under `key`. */
  data?: { key: string; value: unknown };
  /** Extra tags `useHead` adds on this page (JSON-LD, a widget script). */
  head?: string;
  unlisted?: boolean;
}

export const GW_SITE = 'https://gleamworks-valeting.test';
export const GW_NAME = 'Gleamworks';
export const GW_COMPANY = 'Gleamworks Valeting Ltd';
export const GW_COMPANY_NO = '12874391';
export const GW_VAT = 'GB 402 7719 36';
export const GW_PHONE = '0117 496 0382';
export const GW_PHONE_HREF = 'tel:+441174960382';
export const GW_WHATSAPP = '07700 900 731';
export const GW_WHATSAPP_HREF = 'https://wa.me/447700900731';
export const GW_EMAIL = 'hello@gleamworks-valeting.test';
export const GW_FLEET_EMAIL = 'fleet@gleamworks-valeting.test';
export const GW_STREET = 'Unit 7, Malago Yard, Bedminster';
export const GW_TOWN = 'Bristol';
export const GW_POSTCODE = 'BS3 4QT';
export const GW_INSTAGRAM = 'https://www.instagram.com/gleamworks.bristol/';
export const GW_FACEBOOK = 'https://www.facebook.com/gleamworksvaleting';

/* ── Deterministic hashes ────────────────────────────────────────────────────────────────────────────── */

const fnv = (s: string) => {
  let h = 0x811c9dc5;
  for (const c of s) {
    h ^= c.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
};
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** A Vite chunk hash as Nuxt names its files: eight URL-safe base-64 characters. */
const chunkHash = (name: string) => {
  let a = fnv(`chunk:${name}`);
  let b = fnv(`${name}:chunk`);
  let out = '';
  for (let i = 0; i < 8; i++) {
    out += B64[(a ^ b) & 63];
    a = Math.imul(a, 0x5bd1e995) >>> 0;
    b = (b >>> 6) | ((a & 63) << 26);
  }
  return out;
};
/** The scope id Vue gives a component's `<style scoped>`: eight hex digits. */
const scopeIdOf = (name: string) => fnv(`scope:${name}`).toString(16).padStart(8, '0');

/** HTML escaping for attributes and plain text. */
export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/* ── Scoped rendering ───────────────────────────────────────────────────────────────────────────────── */

const START_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)([^<>]*)>/g;
const ROOT_MARK = ' data-vroot';

/**
 * A component's rendered template with its scope id on every element, as Vue's SSR prints it. Elements of child
 * components already carry their own id and are left alone, except a child's root, which takes this id too.
 * The first element is marked as this component's root, for its parent to add its own id.
 */
export function scoped(name: string, html: string): string {
  const id = ` data-v-${scopeIdOf(name)}`;
  const adopted = html.split(ROOT_MARK).join(id);
  let first = true;
  return adopted.replace(START_TAG, (_tag, el: string, attrs: string) => {
    const own = /\sdata-v-[0-9a-f]{8}/.test(attrs) ? attrs : `${attrs}${id}`;
    const mark = first ? ROOT_MARK : '';
    first = false;
    return `<${el}${own}${mark}>`;
  });
}

/** `<NuxtLink>` as it renders to an `<a>`; the layout marks the ones pointing at the current route. */
export const link = (href: string, inner: string, cls = '') =>
  `<a href="${href}"${cls ? ` class="${cls}"` : ''}>${inner}</a>`;

/** Nuxt Icon in CSS mode: an empty span the icon's mask is drawn on. */
export const icon = (name: string, cls = 'h-5 w-5') =>
  `<span class="iconify i-heroicons:${name} ${cls}" aria-hidden="true"></span>`;

/** `<NuxtImg>` through the IPX endpoint, with a 2x source. */
export const nuxtImg = (file: string, alt: string, w: number, h: number, cls = '') =>
  `<img src="/_ipx/f_webp&amp;q_80&amp;s_${w}x${h}/images/${file}" srcset="/_ipx/f_webp&amp;q_80&amp;s_${w}x${h}/images/${file} 1x, /_ipx/f_webp&amp;q_80&amp;s_${w * 2}x${h * 2}/images/${file} 2x" width="${w}" height="${h}" alt="${esc(alt)}" loading="lazy"${cls ? ` class="${cls}"` : ''}>`;

/** A `v-for` list between Vue's fragment comments. */
export const each = <T>(items: T[], render: (item: T, i: number) => string) =>
  `<!--[-->${items.map(render).join('')}<!--]-->`;

/* ── Shared page components ─────────────────────────────────────────────────────────────────────────── */

export type Sizes = [small: string, medium: string, large: string, van: string];
export const SIZE_LABELS = ['Small', 'Medium', 'Large', 'Van'] as const;

/** `components/PageHeader.vue`: the band at the top of inner pages. */
export const pageHeader = (title: string, intro: string, eyebrow = '') =>
  scoped(
    'components/PageHeader',
    `<section class="bg-gradient-to-b from-sky-50 to-white"><div class="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">${eyebrow ? `<p class="text-sm font-semibold uppercase tracking-wider text-sky-700">${eyebrow}</p>` : '<!---->'}<h1 class="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">${title}</h1><p class="mt-4 max-w-3xl text-lg leading-8 text-slate-600">${intro}</p></div></section>`,
  );

/** `components/PriceGrid.vue`: the four car-size prices of one service, side by side. */
export const priceGrid = (prices: Sizes, suffix = '') =>
  scoped(
    'components/PriceGrid',
    `<dl class="grid grid-cols-2 gap-4 sm:grid-cols-4">${each(
      [...prices],
      (price, i) =>
        `<div class="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm"><dt class="text-sm font-medium text-slate-500">${SIZE_LABELS[i]}</dt><dd class="mt-2 text-3xl font-bold tracking-tight text-slate-900">${price}</dd>${suffix ? `<dd class="text-xs text-slate-500">${suffix}</dd>` : '<!---->'}</div>`,
    )}</dl>`,
  );

/** `components/CheckList.vue`: a list with a tick before each line. */
export const checkList = (items: string[]) =>
  scoped(
    'components/CheckList',
    `<ul class="space-y-3">${each(items, (item) => `<li class="flex gap-3">${icon('check-circle-20-solid', 'mt-0.5 h-5 w-5 flex-none text-sky-600')}<span class="text-slate-700">${item}</span></li>`)}</ul>`,
  );

/** `components/FaqItem.vue`: a `<details>` saved closed. */
export const faqItem = (q: string, a: string) =>
  scoped(
    'components/FaqItem',
    `<details class="group border-b border-slate-200 py-5"><summary class="flex cursor-pointer list-none items-center justify-between gap-6 text-left text-base font-semibold text-slate-900">${q}${icon('chevron-down-20-solid', 'h-5 w-5 flex-none text-slate-400 transition group-open:rotate-180')}</summary><div class="prose prose-slate mt-3 max-w-none text-slate-600">${a}</div></details>`,
  );

/** `components/CtaBand.vue`: the booking band near the bottom of most pages. */
export const ctaBand = (
  title = 'Ready for a showroom shine?',
  text = 'Book online in two minutes – pick your service, car size and a time that suits you.',
) =>
  scoped(
    'components/CtaBand',
    `<section class="bg-sky-700"><div class="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8"><div><h2 class="text-2xl font-bold tracking-tight text-white sm:text-3xl">${title}</h2><p class="mt-2 text-sky-100">${text}</p></div><div class="flex gap-3">${link('/booking', 'Book online', 'rounded-full bg-white px-6 py-3 text-sm font-semibold text-sky-800 shadow hover:bg-sky-50')}${link('/prices', 'See prices', 'rounded-full px-6 py-3 text-sm font-semibold text-white ring-1 ring-inset ring-white/60 hover:bg-sky-600')}</div></div></section>`,
  );

/** A content section of a page: the container the developer used everywhere. */
export const block = (inner: string, cls = 'py-14 sm:py-16') =>
  `<section class="${cls}"><div class="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">${inner}</div></section>`;

export const h2 = (text: string, id = '') =>
  `<h2${id ? ` id="${id}"` : ''} class="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">${text}</h2>`;

export const para = (html: string, cls = 'mt-4 text-slate-600 leading-7') => `<p class="${cls}">${html}</p>`;

/* ── Header, footer, cookie banner ──────────────────────────────────────────────────────────────────── */

const NAV: [label: string, href: string][] = [
  ['Services', '/services'],
  ['Prices', '/prices'],
  ['Plans', '/maintenance-plans'],
  ['Fleet', '/fleet'],
  ['Areas', '/areas'],
  ['Gift vouchers', '/gift-vouchers'],
  ['FAQ', '/faq'],
  ['Blog', '/blog'],
  ['Contact', '/contact'],
];

const header = () =>
  scoped(
    'components/SiteHeader',
    `<header class="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur"><div class="bg-slate-900 text-sm text-slate-100"><div class="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2 sm:px-6 lg:px-8"><p class="truncate">Mobile valeting across Bristol – we come to your home or workplace</p><a href="${GW_PHONE_HREF}" class="hidden shrink-0 font-semibold hover:text-sky-300 sm:inline">${icon('phone-20-solid', 'mr-1 inline h-4 w-4')}${GW_PHONE}</a></div></div><div class="mx-auto flex max-w-6xl items-center justify-between px-4 py-3 sm:px-6 lg:px-8">${link('/', `<img src="/images/gleamworks-logo.svg" alt="Gleamworks mobile valeting" width="172" height="40" class="h-10 w-auto">`, 'flex items-center')}<nav class="hidden lg:block" aria-label="Main"><ul class="flex items-center gap-6 text-sm font-medium">${each(NAV, ([label, href]) => `<li>${link(href, label, 'text-slate-700 transition hover:text-sky-700')}</li>`)}</ul></nav><div class="flex items-center gap-3">${link('/booking', 'Book now', 'hidden rounded-full bg-sky-600 px-5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-sky-500 sm:inline-flex')}<button type="button" class="inline-flex items-center rounded-md p-2 text-slate-700 lg:hidden" aria-controls="mobile-menu" aria-expanded="false"><span class="sr-only">Open menu</span>${icon('bars-3', 'h-6 w-6')}</button></div></div><div id="mobile-menu" class="border-t border-slate-200 lg:hidden" style="display:none;"><ul class="space-y-1 px-4 py-3">${each(NAV, ([label, href]) => `<li>${link(href, label, 'block rounded-md px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-50')}</li>`)}<li>${link('/booking', 'Book now', 'mt-2 block rounded-full bg-sky-600 px-3 py-2 text-center text-base font-semibold text-white')}</li></ul></div></header>`,
  );

const FOOTER_SERVICES: [string, string][] = [
  ['Mini valet', '/services/mini-valet'],
  ['Full valet', '/services/full-valet'],
  ['Deep interior clean', '/services/deep-interior-clean'],
  ['Pet-hair removal', '/services/pet-hair-removal'],
  ['Headlight restoration', '/services/headlight-restoration'],
  ['Ceramic coating', '/services/ceramic-coating'],
  ['Paint correction', '/services/paint-correction'],
];
const FOOTER_COMPANY: [string, string][] = [
  ['About us', '/about'],
  ['Areas we cover', '/areas'],
  ['Water, power &amp; parking', '/what-we-need'],
  ['Monthly plans', '/maintenance-plans'],
  ['Fleet &amp; business', '/fleet'],
  ['Gift vouchers', '/gift-vouchers'],
  ['Book online', '/booking'],
  ['Blog', '/blog'],
];

const footerList = (title: string, items: [string, string][]) =>
  `<div><h3 class="text-sm font-semibold uppercase tracking-wider text-white">${title}</h3><ul class="mt-4 space-y-2 text-sm">${each(items, ([label, href]) => `<li>${link(href, label, 'hover:text-white')}</li>`)}</ul></div>`;

const footer = () =>
  scoped(
    'components/SiteFooter',
    `<footer class="mt-auto bg-slate-900 text-slate-300"><div class="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8"><div><img src="/images/gleamworks-logo-white.svg" alt="Gleamworks" width="172" height="40" class="h-10 w-auto" loading="lazy"><p class="mt-4 text-sm leading-6">Mobile car valeting and detailing in Bristol since 2018. Two vans that come to your home or workplace, and a detailing unit in Bedminster for ceramic coating and paint correction.</p><div class="mt-4 flex gap-4"><a href="${GW_INSTAGRAM}" target="_blank" rel="noopener" class="hover:text-white"><span class="sr-only">Instagram</span><span class="iconify i-mdi:instagram h-6 w-6" aria-hidden="true"></span></a><a href="${GW_FACEBOOK}" target="_blank" rel="noopener" class="hover:text-white"><span class="sr-only">Facebook</span><span class="iconify i-mdi:facebook h-6 w-6" aria-hidden="true"></span></a></div></div>${footerList('Services', FOOTER_SERVICES)}${footerList('Gleamworks', FOOTER_COMPANY)}<div><h3 class="text-sm font-semibold uppercase tracking-wider text-white">Get in touch</h3><ul class="mt-4 space-y-2 text-sm"><li>Phone: <a href="${GW_PHONE_HREF}" class="hover:text-white">${GW_PHONE}</a></li><li>WhatsApp: <a href="${GW_WHATSAPP_HREF}" class="hover:text-white">${GW_WHATSAPP}</a></li><li><a href="mailto:${GW_EMAIL}" class="hover:text-white">${GW_EMAIL}</a></li><li>${GW_STREET}, ${GW_TOWN} ${GW_POSTCODE} (unit by appointment)</li></ul><p class="mt-4 text-sm leading-6">Vans: Mon–Sat 08:00–18:00<br>Phones: Mon–Fri 09:00–17:00, Sat 09:00–12:00<br>Closed Sundays &amp; bank holidays</p></div></div><div class="border-t border-slate-800"><div class="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8"><p>© 2026 ${GW_COMPANY}, trading as Gleamworks. Registered in England and Wales, company no. ${GW_COMPANY_NO}. VAT reg. no. ${GW_VAT}. Registered office: ${GW_STREET}, ${GW_TOWN} ${GW_POSTCODE}.</p><ul class="flex flex-wrap gap-x-4 gap-y-1"><li>${link('/terms', 'Terms &amp; conditions', 'hover:text-white')}</li><li>${link('/terms-2021', 'Terms 2021 (archived)', 'hover:text-white')}</li><li>${link('/privacy', 'Privacy', 'hover:text-white')}</li><li>${link('/cookies', 'Cookies', 'hover:text-white')}</li><li><button type="button" class="hover:text-white">Cookie settings</button></li></ul><p>Website by <a href="https://harbourline-digital.test" target="_blank" rel="noopener" class="hover:text-white">Harbourline Digital</a></p></div></div></footer>`,
  );

const cookieBanner = () =>
  scoped(
    'components/CookieBanner',
    `<div class="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-3xl rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-slate-200 sm:flex sm:items-center sm:gap-6" role="dialog" aria-live="polite" aria-label="Cookie consent"><p class="text-sm leading-6 text-slate-600">We use essential cookies to make this site and online booking work, and – only if you agree – Google Analytics cookies to see which pages are useful. ${link('/cookies', 'Cookie policy', 'font-semibold text-sky-700 underline')}</p><div class="mt-4 flex shrink-0 gap-2 sm:mt-0"><button type="button" class="rounded-full px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50">Reject optional</button><button type="button" class="rounded-full bg-sky-600 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-500">Accept all</button></div></div>`,
  );

/* ── The payload ────────────────────────────────────────────────────────────────────────────────────── */

/** A value devalue writes with a reducer: `["ShallowReactive", i]`, `["Reactive", i]`, `["Set", …]`. */
class Reduced {
  constructor(
    readonly type: 'ShallowReactive' | 'Reactive' | 'Set',
    readonly value: unknown,
  ) {}
}

/** devalue's `stringify` as Nuxt uses it: one flat array, every object and string once, children by index. */
function devalue(root: unknown): string {
  const out: unknown[] = [];
  const seen = new Map<unknown, number>();
  const flatten = (value: unknown): number => {
    if (value === undefined) return -1;
    const known = seen.get(value);
    if (known !== undefined) return known;
    const index = out.length;
    out.push(null);
    seen.set(value, index);
    if (value instanceof Reduced)
      out[index] =
        value.type === 'Set'
          ? ['Set', ...(value.value as unknown[]).map(flatten)]
          : [value.type, flatten(value.value)];
    else if (Array.isArray(value)) out[index] = value.map(flatten);
    else if (value !== null && typeof value === 'object')
      out[index] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, flatten(v)]));
    else out[index] = value;
    return index;
  };
  flatten(root);
  return JSON.stringify(out).replace(/</g, '\\u003C');
}

/** What `useAsyncData('site-settings')` in app.vue returns on every page. */
const SITE_SETTINGS = {
  name: 'Gleamworks',
  company: GW_COMPANY,
  companyNumber: GW_COMPANY_NO,
  vat: GW_VAT,
  phone: GW_PHONE,
  whatsapp: GW_WHATSAPP,
  email: GW_EMAIL,
  address: { street: GW_STREET, town: GW_TOWN, postcode: GW_POSTCODE },
  hours: {
    vans: 'Mon–Sat 08:00–18:00',
    phones: 'Mon–Fri 09:00–17:00, Sat 09:00–12:00',
    closed: 'Sundays & bank holidays',
  },
  bookingUrl: 'https://app.acuityscheduling.com/schedule.php?owner=31874265',
};

/**
 * The Pinia pricing store's state. Its defaults were typed into `stores/pricing.ts` for the first calculator
 * (the March 2025 deploy) and never updated: the calculator now reads the prices from `useAsyncData`, but the
 * store is still created on every page and serialised with them.
 */
const STALE_PRICING = {
  version: '2025.03',
  updatedAt: '2025-03-01',
  currency: 'GBP',
  selectedSize: 'medium',
  sizes: ['small', 'medium', 'large', 'van'],
  services: [
    { id: 'mini-valet', name: 'Mini valet', prices: { small: 27, medium: 31, large: 36, van: 41 } },
    { id: 'full-valet', name: 'Full valet', prices: { small: 79, medium: 89, large: 102, van: 112 } },
    {
      id: 'deep-interior-clean',
      name: 'Deep interior clean',
      prices: { small: 122, medium: 136, large: 154, van: 163 },
    },
    {
      id: 'pet-hair-removal',
      name: 'Pet-hair removal',
      prices: { small: 15, medium: 20, large: 25, van: 25 },
    },
    { id: 'headlight-restoration', name: 'Headlight restoration (pair)', flat: 55 },
    {
      id: 'ceramic-coating',
      name: 'Ceramic coating',
      prices: { small: 420, medium: 490, large: 560, van: 610 },
    },
    {
      id: 'paint-enhancement',
      name: 'One-stage paint enhancement',
      prices: { small: 230, medium: 270, large: 310, van: 350 },
    },
    {
      id: 'plan-essential',
      name: 'Essential plan (monthly)',
      prices: { small: 25, medium: 29, large: 33, van: 37 },
    },
    {
      id: 'plan-premium',
      name: 'Premium plan (monthly)',
      prices: { small: 44, medium: 50, large: 57, van: 62 },
    },
  ],
  deposit: 20,
};

const payloadOf = (page: GleamPage) =>
  devalue(
    new Reduced('ShallowReactive', {
      data: new Reduced('ShallowReactive', {
        'site-settings': SITE_SETTINGS,
        ...(page.data ? { [page.data.key]: page.data.value } : {}),
      }),
      state: new Reduced('Reactive', { '$scookie-consent': null, '$smobile-menu': false }),
      once: new Reduced('Set', []),
      _errors: new Reduced('ShallowReactive', {}),
      serverRendered: true,
      path: page.path,
      pinia: new Reduced('Reactive', { pricing: STALE_PRICING }),
    }),
  );

/* ── The document ───────────────────────────────────────────────────────────────────────────────────── */

const BUILD_ID = 'c1f4e8a2-7b3d-4e19-9a6c-2d5f80b1e374';
const FONTS = 'https://fonts.googleapis.com/css2?family=Inter:wght@400;500;600;700&amp;display=swap';
const ENTRY = chunkHash('entry');

const chunksOf = (page: GleamPage) => [
  ENTRY,
  chunkHash('layouts/default'),
  chunkHash('components/SiteHeader'),
  chunkHash('components/SiteFooter'),
  chunkHash(`pages/${page.component}`),
  chunkHash('composables/useSiteSettings'),
];

/** Marks the `<NuxtLink>`s that point at the current route, as vue-router's `RouterLink` does. */
const markActive = (html: string, path: string) =>
  html.replace(
    new RegExp(`<a href="${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" class="`, 'g'),
    `<a href="${path}" aria-current="page" class="router-link-active router-link-exact-active `,
  );

/** Lays out a page as the Nuxt server renders it. */
export function gleamworksLayout(page: GleamPage): SitePage {
  const canonical = `${GW_SITE}${page.path === '/' ? '' : page.path}`;
  const title = page.path === '/' ? page.title : `${page.title} | Gleamworks`;
  const app = scoped(
    'layouts/default',
    `<div class="flex min-h-screen flex-col bg-white font-sans text-slate-800 antialiased"><a href="#main" class="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2">Skip to content</a>${header()}<main id="main" class="flex-1">${page.body}</main>${footer()}</div>`,
  );
  const body = markActive(`<!--[-->${app}${cookieBanner()}<!--]-->`, page.path).split(ROOT_MARK).join('');
  const preload = chunksOf(page)
    .map((c) => `<link rel="modulepreload" as="script" crossorigin href="/_nuxt/${c}.js">`)
    .join('');
  const html = `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><link rel="preconnect" href="https://fonts.googleapis.com"><link rel="preconnect" href="https://fonts.gstatic.com" crossorigin><link rel="stylesheet" href="${FONTS}"><link rel="stylesheet" href="/_nuxt/entry.${chunkHash('entry.css')}.css" crossorigin><link rel="stylesheet" href="/_nuxt/default.${chunkHash('default.css')}.css" crossorigin><link rel="stylesheet" href="/_nuxt/${page.component.split('/').pop()?.replace(/[[\]]/g, '')}.${chunkHash(`${page.component}.css`)}.css" crossorigin>${preload}<link rel="prefetch" as="script" crossorigin href="/_nuxt/${chunkHash('error-404')}.js"><link rel="prefetch" as="script" crossorigin href="/_nuxt/${chunkHash('error-500')}.js"><script type="module" src="/_nuxt/${ENTRY}.js" crossorigin></script><meta name="description" content="${esc(page.description)}"><meta property="og:type" content="website"><meta property="og:site_name" content="Gleamworks"><meta property="og:title" content="${esc(title)}"><meta property="og:description" content="${esc(page.description)}"><meta property="og:url" content="${canonical}"><meta property="og:image" content="${GW_SITE}/images/og-gleamworks-van.jpg"><meta name="twitter:card" content="summary_large_image"><link rel="canonical" href="${canonical}"><link rel="icon" type="image/png" href="/favicon.png">${page.head ?? ''}</head><body><div id="__nuxt">${body}</div><div id="teleports"></div><script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${payloadOf(page)}</script><script>window.__NUXT__={};window.__NUXT__.config={public:{siteUrl:"${GW_SITE}",bookingUrl:"https://app.acuityscheduling.com/schedule.php?owner=31874265",gtagId:"G-7QK2M4XB1R"},app:{baseURL:"/",buildId:"${BUILD_ID}",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script></body></html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** Nuxt's error page for a missing route, as the developer restyled `error.vue`. */
export const gleamworksNotFound: GleamPage = {
  path: '/404',
  title: 'Page not found',
  description: 'Page not found',
  component: 'error',
  body: scoped(
    'error',
    `<section class="mx-auto max-w-2xl px-4 py-24 text-center"><p class="text-sm font-semibold text-sky-700">404</p><h1 class="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">We couldn’t find that page</h1><p class="mt-4 text-slate-600">It may have moved when we rebuilt the site. Try the ${link('/', 'home page', 'font-semibold text-sky-700 underline')} or ${link('/contact', 'get in touch', 'font-semibold text-sky-700 underline')}.</p></section>`,
  ),
};
