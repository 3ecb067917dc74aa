import type { SitePage } from './site-server.ts';

export type VelaLanguage = 'it' | 'en';

/** A page of Costa Vela before layout: what the App Router page component renders inside `<main>`. */
export interface VelaPage {
  path: string;
  lang: VelaLanguage;
  title: string;
  description: string;
  /** The page's translation; none when the page exists in one language only. */
  alternate?: string;
  body: string;
  /**
   * Props serialised into the RSC payload (`self.__next_f.push`) that the page no longer renders: the
   * headless CMS still sends fields a redesign stopped showing, so a browser never prints them.
   */
  rsc?: Record<string, unknown>;
  kind?: 'page' | 'article';
  unlisted?: boolean;
}

export const VELA_SITE = 'https://www.costa-vela-camogli.test';
export const VELA_PHONE = '+39 0185 771 2406';
export const VELA_PHONE_LOCAL = '0185 771 2406';
export const VELA_PHONE_HREF = 'tel:+3901857712406';
export const VELA_WHATSAPP = '+39 347 218 5530';
export const VELA_WHATSAPP_LOCAL = '347 218 5530';
export const VELA_WHATSAPP_HREF = 'https://wa.me/393472185530';
export const VELA_EMAIL = 'info@costa-vela-camogli.test';
export const VELA_VAT = '02718450993';

/** Inline markup of the CMS's rich text: `**x**` is bold. */
const md = (text: string) =>
  text.replace(/\*\*(.+?)\*\*/g, '<strong class="font-semibold text-slate-900">$1</strong>');

export const h1 = (text: string) =>
  `<h1 class="text-balance text-3xl font-bold tracking-tight text-sky-950 sm:text-4xl md:text-5xl">${text}</h1>`;
export const h2 = (text: string, id?: string) =>
  `<h2${id ? ` id="${id}"` : ''} class="scroll-mt-24 text-2xl font-semibold tracking-tight text-sky-950 md:text-3xl">${text}</h2>`;
/** A section title the designer built as a styled `<div>`, not a heading. */
export const title = (text: string) =>
  `<div class="text-2xl font-semibold tracking-tight text-sky-950 md:text-3xl">${text}</div>`;
export const h3 = (text: string) => `<h3 class="text-lg font-semibold leading-7 text-sky-900">${text}</h3>`;
/** A sub-title as a styled `<div>`. */
export const subtitle = (text: string) =>
  `<div class="text-lg font-semibold leading-7 text-sky-900">${text}</div>`;
export const eyebrow = (text: string) =>
  `<div class="text-xs font-semibold uppercase tracking-[0.18em] text-orange-600">${text}</div>`;
export const p = (text: string) => `<p class="text-base leading-7 text-slate-700">${md(text)}</p>`;
export const lead = (text: string) =>
  `<p class="max-w-3xl text-lg leading-8 text-slate-600 md:text-xl">${md(text)}</p>`;
export const small = (text: string) => `<p class="text-sm leading-6 text-slate-500">${md(text)}</p>`;
export const ul = (...items: string[]) =>
  `<ul role="list" class="ml-5 list-disc space-y-2 text-base leading-7 text-slate-700 marker:text-sky-600">${items
    .map((item) => `<li class="pl-1">${md(item)}</li>`)
    .join('')}</ul>`;

/** A vertical stack of blocks. */
export const stack = (...children: string[]) => `<div class="flex flex-col gap-4">${children.join('')}</div>`;

/** A page section: full-width band, centred container. */
export const section = (children: string[], tone: 'white' | 'sand' | 'sea' = 'white', id?: string) => {
  const bg = { white: 'bg-white', sand: 'bg-amber-50/60', sea: 'bg-sky-50' }[tone];
  return `<section${id ? ` id="${id}"` : ''} class="${bg} py-12 md:py-16"><div class="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8"><div class="flex flex-col gap-6">${children.join('')}</div></div></section>`;
};

/** Columns: stacked on mobile, a grid from `md`. */
export const cols = (...columns: string[][]) =>
  `<div class="flex flex-col gap-8 md:grid md:grid-cols-${columns.length} md:gap-10 lg:gap-12">${columns
    .map((c) => `<div class="flex min-w-0 flex-col gap-4">${c.join('')}</div>`)
    .join('')}</div>`;

/** A `next/image` with its `srcset` through the image optimiser (left as-is by the static export). */
export const img = (file: string, alt: string, width = 1200, height = 800) => {
  const url = encodeURIComponent(`/images/${file}`);
  return `<img alt="${alt}" loading="lazy" width="${width}" height="${height}" decoding="async" data-nimg="1" class="h-full w-full object-cover" style="color:transparent" srcSet="/_next/image?url=${url}&amp;w=640&amp;q=75 640w, /_next/image?url=${url}&amp;w=1080&amp;q=75 1080w, /_next/image?url=${url}&amp;w=1920&amp;q=75 1920w" sizes="(min-width: 768px) 50vw, 100vw" src="/_next/image?url=${url}&amp;w=1920&amp;q=75"/>`;
};

export const figure = (file: string, alt: string) =>
  `<div class="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100 shadow-sm">${img(file, alt)}</div>`;

export const button = (label: string, href: string, variant: 'solid' | 'ghost' = 'solid') =>
  `<a class="${variant === 'solid' ? 'inline-flex items-center justify-center rounded-full bg-orange-500 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-orange-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500' : 'inline-flex items-center justify-center rounded-full border border-sky-900/20 px-5 py-2.5 text-sm font-semibold text-sky-900 transition hover:bg-sky-50'}" href="${href}">${label}</a>`;

export const buttons = (...items: string[]) =>
  `<div class="flex flex-wrap items-center gap-3">${items.join('')}</div>`;

/** A highlighted box (notes, warnings). */
export const callout = (...children: string[]) =>
  `<div class="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950 md:p-6"><div class="flex gap-3"><svg class="mt-1 h-5 w-5 flex-none text-amber-500" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true"><path fill-rule="evenodd" d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.253a.25.25 0 0 1 .244.304l-.459 2.066A1.75 1.75 0 0 0 10.747 15H11a.75.75 0 0 0 0-1.5h-.253a.25.25 0 0 1-.244-.304l.459-2.066A1.75 1.75 0 0 0 9.253 9H9Z" clip-rule="evenodd"></path></svg><div class="flex flex-col gap-2">${children.join('')}</div></div></div>`;

/** Label/value facts as a definition grid of `<div>`s. */
export const facts = (items: [label: string, value: string][]) =>
  `<div class="grid grid-cols-1 gap-x-8 gap-y-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2">${items
    .map(
      ([label, value]) =>
        `<div class="flex flex-col"><div class="text-xs font-medium uppercase tracking-wide text-slate-500">${label}</div><div class="text-base font-semibold text-slate-900">${md(value)}</div></div>`,
    )
    .join('')}</div>`;

export interface Card {
  image?: [file: string, alt: string];
  badge?: string;
  name: string;
  meta: string;
  /** Price cells: amount in its own span, unit in another. */
  prices: [amount: string, unit: string][];
  lines: string[];
  cta?: [label: string, href: string];
}

/** A card grid of `<div>`s: name, meta line, prices split from their units, bullet lines. */
export const cards = (items: Card[]) =>
  `<div class="flex flex-col gap-6 md:grid md:grid-cols-2 lg:grid-cols-3">${items
    .map(
      (c) =>
        `<div class="group flex flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">${
          c.image
            ? `<div class="relative aspect-[4/3] overflow-hidden bg-sky-100">${img(c.image[0], c.image[1], 800, 600)}${c.badge ? `<span class="absolute left-3 top-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-sky-900">${c.badge}</span>` : ''}</div>`
            : ''
        }<div class="flex flex-1 flex-col gap-3 p-5"><div class="text-lg font-semibold text-sky-950">${c.name}</div><div class="text-sm text-slate-500">${c.meta}</div><div class="flex flex-col gap-1 border-y border-slate-100 py-3">${c.prices
          .map(
            ([amount, unit]) =>
              `<div class="flex items-baseline gap-2"><span class="text-2xl font-bold text-sky-900">${amount}</span><span class="text-sm text-slate-500">${unit}</span></div>`,
          )
          .join(
            '',
          )}</div><ul role="list" class="flex flex-col gap-2 text-sm leading-6 text-slate-600">${c.lines
          .map(
            (l) =>
              `<li class="flex gap-2"><svg class="mt-1 h-4 w-4 flex-none text-sky-500" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true"><path fill-rule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" clip-rule="evenodd"></path></svg><span>${md(l)}</span></li>`,
          )
          .join(
            '',
          )}</ul>${c.cta ? `<div class="mt-auto pt-2">${button(c.cta[0], c.cta[1], 'ghost')}</div>` : ''}</div></div>`,
    )
    .join('')}</div>`;

/** A real `<table>` (the prices page, the calendar). */
export const table = (head: string[], rows: string[][], caption?: string) =>
  `<div class="-mx-4 overflow-x-auto sm:mx-0"><div class="inline-block min-w-full align-middle"><table class="min-w-full divide-y divide-slate-200 overflow-hidden rounded-xl text-left text-sm">${
    caption ? `<caption class="pb-3 text-left text-sm text-slate-500">${caption}</caption>` : ''
  }<thead class="bg-sky-50"><tr>${head
    .map((h) => `<th scope="col" class="whitespace-nowrap px-4 py-3 font-semibold text-sky-950">${h}</th>`)
    .join('')}</tr></thead><tbody class="divide-y divide-slate-100 bg-white">${rows
    .map(
      (r) =>
        `<tr class="even:bg-slate-50/60">${r
          .map(
            (c, i) =>
              `<td class="${i === 0 ? 'font-medium text-slate-900' : 'whitespace-nowrap text-slate-700'} px-4 py-3">${md(c)}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('')}</tbody></table></div></div>`;

let disclosure = 0;
/** A Headless UI Disclosure accordion saved collapsed: every answer panel is `hidden` until a click. */
export const faq = (items: [question: string, answer: string[]][]) =>
  `<div class="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">${items
    .map(([question, answer]) => {
      const b = ++disclosure;
      const a = ++disclosure;
      return `<div data-headlessui-state=""><h3><button class="flex w-full items-start justify-between gap-6 px-5 py-4 text-left text-base font-medium text-slate-900" id="headlessui-disclosure-button-:r${b.toString(36)}:" type="button" aria-expanded="false" data-headlessui-state=""><span>${question}</span><svg class="h-5 w-5 flex-none text-slate-400 transition ui-open:rotate-180" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true"><path fill-rule="evenodd" d="M5.2 7.2a.75.75 0 0 1 1.06.02L10 11.17l3.74-3.95a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" clip-rule="evenodd"></path></svg></button></h3><div id="headlessui-disclosure-panel-:r${a.toString(36)}:" hidden style="display:none" class="px-5 pb-5 text-base leading-7 text-slate-600">${answer
        .map((para) => `<p class="mt-2">${md(para)}</p>`)
        .join('')}</div></div>`;
    })
    .join('')}</div>`;

type MenuEntry = [label: string, href: string, children?: [string, string][]];

const menus: Record<VelaLanguage, MenuEntry[]> = {
  it: [
    [
      'Corsi',
      '/corsi',
      [
        ['Corsi per adulti', '/corsi'],
        ['Calendario 2027', '/corsi/calendario'],
        ['Vela estate ragazzi (8–14)', '/corsi/estate-ragazzi'],
        ['Pomeriggi in barca (ragazzi del Golfo)', '/corsi/pomeriggi-ragazzi'],
        ['Tesseramento', '/tesseramento'],
      ],
    ],
    ['Gite in barca', '/escursioni'],
    ['Noleggio', '/noleggio'],
    ['Prezzi', '/prezzi'],
    [
      'Info',
      '/faq',
      [
        ['Meteo e cancellazioni', '/meteo-e-cancellazioni'],
        ['Domande frequenti', '/faq'],
        ['Dove siamo', '/dove-siamo'],
        ['Chi siamo', '/chi-siamo'],
        ['News', '/news'],
      ],
    ],
    ['Contatti', '/contatti'],
  ],
  en: [
    [
      'Courses',
      '/en/courses',
      [
        ['Adult sailing courses', '/en/courses'],
        ['2027 calendar', '/en/courses/calendar'],
        ['Kids’ summer camp (8–14)', '/en/courses/kids-summer-camp'],
      ],
    ],
    ['Boat trips', '/en/boat-trips'],
    ['Boat hire', '/en/boat-hire'],
    ['Prices', '/en/prices'],
    [
      'Visitors',
      '/en/practical-info',
      [
        ['Cruise passengers', '/en/cruise-passengers'],
        ['Practical info', '/en/practical-info'],
        ['Weather &amp; cancellations', '/en/weather-and-cancellations'],
        ['FAQ', '/en/faq'],
        ['Getting here', '/en/getting-here'],
        ['News (in Italian)', '/news'],
      ],
    ],
    ['Contact', '/en/contact'],
  ],
};

const ui = {
  it: {
    brand: 'Scuola di vela e gite in barca · Camogli',
    announcement:
      'Pausa invernale: la base è chiusa fino al 12 marzo 2027. <strong class="font-semibold">Riapriamo sabato 13 marzo 2027</strong> · Prenotazioni 2027 aperte',
    book: 'Prenota',
    bookHref: '/escursioni#prenota',
    openMenu: 'Apri menu',
    lang: 'Lingua',
    skip: 'Vai al contenuto',
    whatsapp: 'Scrivici su WhatsApp',
    footerAbout:
      'Scuola di vela affiliata FIV, gite in barca a vela e noleggio nel Golfo Paradiso, dal 1996.',
    baseTitle: 'Base nautica',
    address: 'Calata Porto 6, 16032 Camogli (GE)',
    contactTitle: 'Contatti',
    phone: `Tel. <a href="${VELA_PHONE_HREF}" class="hover:text-white">${VELA_PHONE_LOCAL}</a>`,
    wa: `WhatsApp <a href="${VELA_WHATSAPP_HREF}" class="hover:text-white">${VELA_WHATSAPP_LOCAL}</a>`,
    hoursTitle: 'Orari segreteria',
    hours: [
      'Da metà marzo a ottobre: 9:00–12:30 e 15:00–18:30',
      'Chiusi il martedì, tranne luglio e agosto.',
      'Da novembre a metà marzo siamo chiusi: rispondiamo via email e WhatsApp.',
    ],
    linksTitle: 'Link utili',
    links: [
      ['Meteo e cancellazioni', '/meteo-e-cancellazioni'],
      ['Condizioni di vendita', '/condizioni-di-vendita'],
      ['Privacy', '/privacy'],
      ['Cookie policy', '/cookie-policy'],
    ],
    company: `Costa Vela S.S.D. a r.l. · P.IVA ${VELA_VAT} · Società affiliata alla Federazione Italiana Vela`,
    rights: '© 2026 Costa Vela. Tutti i diritti riservati.',
    prefs: 'Preferenze cookie',
  },
  en: {
    brand: 'Sailing school &amp; boat trips · Camogli',
    announcement:
      'Winter break: the base is closed until 12 March 2027. <strong class="font-semibold">We reopen on Saturday 13 March 2027</strong> · 2027 bookings are open',
    book: 'Book now',
    bookHref: '/en/boat-trips#book',
    openMenu: 'Open menu',
    lang: 'Language',
    skip: 'Skip to content',
    whatsapp: 'Message us on WhatsApp',
    footerAbout:
      'FIV-affiliated sailing school, sailing boat trips and boat hire on the Golfo Paradiso, since 1996.',
    baseTitle: 'Sailing base',
    address: 'Calata Porto 6, 16032 Camogli (GE), Italy',
    contactTitle: 'Contact',
    phone: `Tel. <a href="${VELA_PHONE_HREF}" class="hover:text-white">${VELA_PHONE}</a>`,
    wa: `WhatsApp <a href="${VELA_WHATSAPP_HREF}" class="hover:text-white">${VELA_WHATSAPP}</a>`,
    hoursTitle: 'Office hours',
    hours: [
      'Mid-March to October: 9am–12.30pm and 3pm–6.30pm',
      'Closed on Tuesdays, except in July and August.',
      'From November to mid-March we are closed: we answer by email and WhatsApp.',
    ],
    linksTitle: 'Useful links',
    links: [
      ['Weather &amp; cancellations', '/en/weather-and-cancellations'],
      ['Terms of sale', '/en/terms-of-sale'],
      ['Privacy (Italian)', '/privacy'],
      ['Cookie policy (Italian)', '/cookie-policy'],
    ],
    company: `Costa Vela S.S.D. a r.l. · VAT no. (P.IVA) ${VELA_VAT} · Affiliated to the Italian Sailing Federation (FIV)`,
    rights: '© 2026 Costa Vela. All rights reserved.',
    prefs: 'Cookie preferences',
  },
} as const;

const homeOf: Record<VelaLanguage, string> = { it: '/', en: '/en' };

const chevron =
  '<svg class="h-4 w-4 text-slate-400 transition group-hover:rotate-180" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true"><path fill-rule="evenodd" d="M5.2 7.2a.75.75 0 0 1 1.06.02L10 11.17l3.74-3.95a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" clip-rule="evenodd"></path></svg>';

function desktopMenu(page: VelaPage): string {
  return menus[page.lang]
    .map(([label, href, children]) => {
      const current = href === page.path || (children ?? []).some(([, h]) => h === page.path);
      const cls = `inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium ${current ? 'text-orange-600' : 'text-slate-700 hover:text-sky-900'}`;
      if (!children)
        return `<a class="${cls}" href="${href}"${href === page.path ? ' aria-current="page"' : ''}>${label}</a>`;
      return `<div class="group relative"><button type="button" class="${cls}" aria-haspopup="true" aria-expanded="false">${label}${chevron}</button><div class="invisible absolute left-0 top-full z-50 w-72 translate-y-1 rounded-2xl bg-white p-2 opacity-0 shadow-lg ring-1 ring-slate-900/5 transition group-hover:visible group-hover:translate-y-0 group-hover:opacity-100">${children
        .map(
          ([l, h]) =>
            `<a class="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-sky-50 hover:text-sky-900" href="${h}"${h === page.path ? ' aria-current="page"' : ''}>${l}</a>`,
        )
        .join('')}</div></div>`;
    })
    .join('');
}

/** The mobile menu: the same links again, in a panel kept `hidden` until the burger is tapped. */
function mobileMenu(page: VelaPage): string {
  return menus[page.lang]
    .map(([label, href, children]) =>
      children
        ? `<div class="flex flex-col"><div class="px-3 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-400">${label}</div>${children
            .map(([l, h]) => `<a class="rounded-lg px-3 py-2 text-base text-slate-800" href="${h}">${l}</a>`)
            .join('')}</div>`
        : `<a class="rounded-lg px-3 py-2 text-base font-medium text-slate-800" href="${href}">${label}</a>`,
    )
    .join('');
}

/** IT / EN switcher: a page without a translation links to the other language's home page. */
function languageSwitcher(page: VelaPage): string {
  return `<div class="flex items-center gap-1 text-xs font-semibold" aria-label="${ui[page.lang].lang}">${(
    ['it', 'en'] as const
  )
    .map((lang) => {
      const href = lang === page.lang ? page.path : (page.alternate ?? homeOf[lang]);
      return `<a href="${href}" hrefLang="${lang}" lang="${lang}" class="rounded px-1.5 py-1 ${lang === page.lang ? 'bg-sky-900 text-white' : 'text-slate-500 hover:text-sky-900'}">${lang.toUpperCase()}</a>`;
    })
    .join('<span class="text-slate-300">/</span>')}</div>`;
}

const url = (path: string) => `${VELA_SITE}${path === '/' ? '' : path}`;

function alternates(page: VelaPage): string {
  const links: Partial<Record<VelaLanguage, string>> = { [page.lang]: page.path };
  if (page.alternate) links[page.lang === 'it' ? 'en' : 'it'] = page.alternate;
  const tags = Object.entries(links).map(
    ([lang, href]) => `<link rel="alternate" hrefLang="${lang}" href="${url(href)}"/>`,
  );
  if (links.it) tags.push(`<link rel="alternate" hrefLang="x-default" href="${url(links.it)}"/>`);
  return tags.join('');
}

/** The Iubenda banner as its script leaves it in the DOM, in the page's language, on every page. */
function cookieBanner(lang: VelaLanguage): string {
  const t =
    lang === 'it'
      ? {
          title: 'Informativa',
          text: 'Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per le finalità di esperienza, misurazione e marketing come specificato nella <a href="/cookie-policy" class="iubenda-cs-cookie-policy-lnk">cookie policy</a>.',
          text2:
            'Puoi liberamente prestare, rifiutare o revocare il tuo consenso, in qualsiasi momento, accedendo al pannello delle preferenze. Il rifiuto del consenso può rendere non disponibili le relative funzioni. Usa il pulsante “Accetta” per acconsentire. Usa il pulsante “Rifiuta” per continuare senza accettare.',
          more: 'Scopri di più e personalizza',
          reject: 'Rifiuta',
          accept: 'Accetta',
        }
      : {
          title: 'Notice',
          text: 'We and selected third parties use cookies or similar technologies for technical purposes and, with your consent, for experience, measurement and marketing purposes as specified in the <a href="/cookie-policy" class="iubenda-cs-cookie-policy-lnk">cookie policy</a>.',
          text2:
            'You can freely give, deny, or withdraw your consent at any time by accessing the preferences panel. Denying consent may make related features unavailable. Use the “Accept” button to consent. Use the “Reject” button to continue without accepting.',
          more: 'Learn more and customise',
          reject: 'Reject',
          accept: 'Accept',
        };
  return `<div id="iubenda-cs-banner" class="iubenda-cs-default iubenda-cs-bottom iubenda-cs-lang-${lang} iubenda-cs-visible" role="alertdialog" aria-labelledby="iubenda-cs-title" aria-describedby="iubenda-cs-paragraph"><div class="iubenda-cs-container"><div class="iubenda-cs-content"><div class="iubenda-cs-rationale"><button type="button" class="iubenda-cs-close-btn" tabindex="0" role="button" aria-pressed="false" style="display:none">×</button><div class="iubenda-banner-content" role="document"><div id="iubenda-cs-title">${t.title}</div><div id="iubenda-cs-paragraph"><p class="iub-p">${t.text}</p><p class="iub-p">${t.text2}</p></div></div><div class="iubenda-cs-opt-group" style="color:#FFFFFF!important;"><div class="iubenda-cs-opt-group-custom"><button class="iubenda-cs-customize-btn" tabindex="0" role="button" aria-pressed="false">${t.more}</button></div><div class="iubenda-cs-opt-group-consent"><button class="iubenda-cs-reject-btn iubenda-cs-btn-primary" tabindex="0" role="button" aria-pressed="false">${t.reject}</button><button class="iubenda-cs-accept-btn iubenda-cs-btn-primary" tabindex="0" role="button" aria-pressed="false">${t.accept}</button></div></div></div></div></div></div><template id="iubenda-cs-preferences-template"><div class="iub-prefs"><div class="iub-prefs__title">${lang === 'it' ? 'Le tue preferenze relative al consenso' : 'Your consent preferences'}</div><div class="iub-prefs__purpose">${lang === 'it' ? 'Necessari · Esperienza · Misurazione · Marketing' : 'Necessary · Experience · Measurement · Marketing'}</div></div></template>`;
}

function footer(page: VelaPage): string {
  const t = ui[page.lang];
  const li = (s: string) => `<li>${s}</li>`;
  return `<footer class="mt-auto bg-sky-950 text-sky-100" aria-labelledby="footer-heading"><h2 id="footer-heading" class="sr-only">Footer</h2><div class="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8"><div class="flex flex-col gap-10 md:grid md:grid-cols-4"><div class="flex flex-col gap-3"><div class="text-lg font-semibold text-white">Costa Vela</div><p class="text-sm leading-6 text-sky-200">${t.footerAbout}</p><div class="flex gap-3"><a href="https://www.instagram.example/costavelacamogli" aria-label="Instagram" class="text-sky-300 hover:text-white"><svg class="h-5 w-5" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><circle cx="12" cy="12" r="4"></circle></svg></a><a href="https://www.facebook.example/costavelacamogli" aria-label="Facebook" class="text-sky-300 hover:text-white"><svg class="h-5 w-5" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><rect x="6" y="6" width="12" height="12"></rect></svg></a></div></div><div class="flex flex-col gap-3"><div class="text-sm font-semibold uppercase tracking-wide text-white">${t.baseTitle}</div><address class="text-sm not-italic leading-6 text-sky-200">${t.address}</address></div><div class="flex flex-col gap-3"><div class="text-sm font-semibold uppercase tracking-wide text-white">${t.contactTitle}</div><ul role="list" class="flex flex-col gap-1 text-sm leading-6 text-sky-200">${li(t.phone)}${li(t.wa)}${li(`<a href="mailto:${VELA_EMAIL}" class="hover:text-white">${VELA_EMAIL}</a>`)}</ul></div><div class="flex flex-col gap-3"><div class="text-sm font-semibold uppercase tracking-wide text-white">${t.hoursTitle}</div><ul role="list" class="flex flex-col gap-1 text-sm leading-6 text-sky-200">${t.hours.map(li).join('')}</ul></div></div><div class="mt-10 flex flex-col gap-4 border-t border-sky-800 pt-6 text-xs leading-5 text-sky-300 md:flex-row md:items-center md:justify-between"><p>${t.company}</p><nav class="flex flex-wrap gap-x-4 gap-y-1" aria-label="${t.linksTitle}">${t.links
    .map(([l, h]) => `<a href="${h}" class="hover:text-white">${l}</a>`)
    .join(
      '',
    )}<a href="#" class="iubenda-cs-preferences-link hover:text-white">${t.prefs}</a></nav><p>${t.rights}</p></div></div></footer>`;
}

/**
 * The React Server Components payload Next.js inlines at the end of the body: the layout's client
 * references, the head, the page's title and description, and whatever props the page received, including
 * those it no longer renders (`page.rsc`). Escaped as Next escapes it: `<` as `\u003c`.
 */
function rscPayload(page: VelaPage, buildId: string): string {
  const chunk = (line: string) =>
    `<script>self.__next_f.push([1,${JSON.stringify(line).replace(/</g, '\\u003c')}])</script>`;
  const lines = [
    `1:HL["/_next/static/css/2f9a6c41b8e0d7a3.css","style"]\n`,
    `2:I[5751,[],""]\n3:I[9275,[],""]\n4:I[6143,["231","static/chunks/231-8c0e3f2b6a1d4e97.js","185","static/chunks/app/layout-1b7d0c3a9e2f4856.js"],"Header"]\n5:I[3718,["231","static/chunks/231-8c0e3f2b6a1d4e97.js","185","static/chunks/app/layout-1b7d0c3a9e2f4856.js"],"CookieBanner"]\n`,
    `0:["${buildId}",[[["",{"children":[${JSON.stringify(page.path.split('/').filter(Boolean).join('/') || '__PAGE__')},{}]},"$undefined","$undefined",true],null,[null,"$L6"]]]]\n`,
    `6:[["$","meta","0",{"name":"viewport","content":"width=device-width, initial-scale=1"}],["$","meta","1",{"charSet":"utf-8"}],["$","title","2",{"children":${JSON.stringify(`${page.title} | Costa Vela Camogli`)}}],["$","meta","3",{"name":"description","content":${JSON.stringify(page.description)}}]]\n`,
    `7:{"locale":"${page.lang}","path":${JSON.stringify(page.path)},"page":${JSON.stringify({ title: page.title, description: page.description, ...(page.rsc ?? {}) })}}\n`,
  ];
  return `<script>(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null])</script>${lines.map(chunk).join('')}`;
}

let build = 0;

/**
 * The whole document as `next build` with `output: 'export'` writes it: head with fonts, CSS, chunk
 * preloads, metadata and hreflang alternates; GTM in `<noscript>`; a top announcement bar; a sticky
 * header with the logo, a dropdown menu, the IT/EN switcher, a booking button and a burger opening a
 * `hidden` copy of the menu; the page in `<main>`; the footer with address, phone, WhatsApp, email,
 * office hours and P.IVA; a floating WhatsApp button; the Iubenda banner; the RSC payload scripts.
 */
export function velaLayout(page: VelaPage): SitePage {
  const t = ui[page.lang];
  build += 1;
  const buildId = `kV3q9Xw2LmTa7pRc${build.toString(36)}`;
  const html = `<!DOCTYPE html><html lang="${page.lang}" class="__variable_3a7c1e __variable_9b2f4d scroll-smooth"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="preload" href="/_next/static/media/e4af272ccee01ff0-s.p.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="stylesheet" href="/_next/static/css/2f9a6c41b8e0d7a3.css" data-precedence="next"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-5c1f7e2a9b3d4e60.js"/><script src="/_next/static/chunks/fd9d1056-7f3a2b1c9e8d4a56.js" async=""></script><script src="/_next/static/chunks/117-4b2e9d7c1a3f5e80.js" async=""></script><script src="/_next/static/chunks/main-app-0e1d2c3b4a596877.js" async=""></script><script src="/_next/static/chunks/231-8c0e3f2b6a1d4e97.js" async=""></script><script src="/_next/static/chunks/app/layout-1b7d0c3a9e2f4856.js" async=""></script><title>${page.title} | Costa Vela Camogli</title><meta name="description" content="${page.description}"/><link rel="canonical" href="${url(page.path)}"/>${alternates(page)}<meta property="og:title" content="${page.title}"/><meta property="og:description" content="${page.description}"/><meta property="og:url" content="${url(page.path)}"/><meta property="og:site_name" content="Costa Vela"/><meta property="og:locale" content="${page.lang === 'it' ? 'it_IT' : 'en_GB'}"/><meta property="og:image" content="${VELA_SITE}/images/og-costa-vela.jpg"/><meta property="og:type" content="${page.kind === 'article' ? 'article' : 'website'}"/><meta name="twitter:card" content="summary_large_image"/><link rel="icon" href="/favicon.ico" type="image/x-icon" sizes="48x48"/><meta name="next-size-adjust"/><script type="application/ld+json">{"@context":"https://schema.org","@type":"SportsActivityLocation","name":"Costa Vela","url":"${VELA_SITE}","telephone":"${VELA_PHONE}","email":"${VELA_EMAIL}","address":{"@type":"PostalAddress","streetAddress":"Calata Porto 6","addressLocality":"Camogli","postalCode":"16032","addressRegion":"GE","addressCountry":"IT"},"geo":{"@type":"GeoCoordinates","latitude":44.3489,"longitude":9.1551}}</script><script type="text/javascript">var _iub = _iub || []; _iub.csConfiguration = {"siteId":3812765,"cookiePolicyId":47120983,"lang":"${page.lang}","floatingPreferencesButtonDisplay":"bottom-left","perPurposeConsent":true,"banner":{"acceptButtonDisplay":true,"customizeButtonDisplay":true,"rejectButtonDisplay":true,"position":"float-bottom-center"}};</script><script type="text/javascript" src="https://cs.iubenda.example/autoblocking/3812765.js"></script><script src="/_next/static/chunks/polyfills-42372ed130431b0a.js" noModule=""></script></head><body class="flex min-h-screen flex-col bg-white font-sans text-slate-800 antialiased"><noscript><iframe src="https://www.googletagmanager.example/ns.html?id=GTM-K7W2QX9" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><a href="#contenuto" class="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">${t.skip}</a><div class="bg-sky-900 px-4 py-2 text-center text-xs text-sky-50 sm:text-sm">${t.announcement}</div><header class="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/70"><div class="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"><a href="${homeOf[page.lang]}" class="flex items-center gap-3"><img alt="Costa Vela" loading="eager" width="40" height="40" decoding="async" data-nimg="1" class="h-10 w-10" style="color:transparent" src="/images/logo-costa-vela.svg"/><div class="flex flex-col leading-tight"><span class="text-base font-bold tracking-tight text-sky-950">Costa Vela</span><span class="hidden text-xs text-slate-500 sm:block">${t.brand}</span></div></a><nav class="hidden items-center gap-1 lg:flex" aria-label="Main">${desktopMenu(page)}</nav><div class="flex items-center gap-3">${languageSwitcher(page)}<a href="${t.bookHref}" class="hidden rounded-full bg-orange-500 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-orange-600 sm:inline-flex">${t.book}</a><button type="button" class="-m-2 inline-flex items-center justify-center rounded-md p-2 text-slate-700 lg:hidden" aria-controls="mobile-menu" aria-expanded="false"><span class="sr-only">${t.openMenu}</span><svg class="h-6 w-6" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor" aria-hidden="true"><path stroke-linecap="round" stroke-linejoin="round" d="M3.75 6.75h16.5M3.75 12h16.5m-16.5 5.25h16.5"></path></svg></button></div></div><div id="mobile-menu" class="hidden border-t border-slate-200 bg-white lg:hidden"><nav class="flex flex-col gap-1 px-4 py-4">${mobileMenu(page)}</nav></div></header><main id="contenuto" class="flex-1">${page.body}</main>${footer(page)}<a href="${VELA_WHATSAPP_HREF}" class="fixed bottom-5 right-5 z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-emerald-500 text-white shadow-lg hover:bg-emerald-600" aria-label="${t.whatsapp}"><svg class="h-7 w-7" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Z"></path></svg></a>${cookieBanner(page.lang)}<script src="/_next/static/chunks/webpack-5c1f7e2a9b3d4e60.js" async=""></script>${rscPayload(page, buildId)}</body></html>`;
  return { path: page.path, html, unlisted: page.unlisted };
}
