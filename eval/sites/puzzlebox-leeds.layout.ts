import type { SitePage } from './site-server.ts';

/** A page of Puzzlebox before layout: what the App Router `page.tsx` renders inside `<main>`. */
export interface PuzzlePage {
  path: string;
  /** `metadata.title`: the first half of `<title>` (the root layout's template adds " | Puzzlebox Leeds"). */
  title: string;
  description: string;
  /** The server-rendered HTML of the page component, built with the helpers below. */
  body: string;
  /** The App Router segment the page is built from (`rooms/[slug]`, `blog/[slug]`, `faq`…), for its chunk. */
  route: string;
  kind?: 'page' | 'post';
  unlisted?: boolean;
}

export const PB_SITE = 'https://www.puzzlebox-leeds.test';
export const PB_PHONE = '0113 496 0713';
export const PB_PHONE_HREF = 'tel:+441134960713';
export const PB_EMAIL = 'hello@puzzlebox-leeds.test';
export const PB_PARTIES_EMAIL = 'parties@puzzlebox-leeds.test';
export const PB_COMPANY = 'Puzzlebox Leeds Ltd';
export const PB_COMPANY_NO = '13058472';
export const PB_VAT = 'GB 371 2209 48';
export const PB_ICO = 'ZB614932';
export const PB_BUILDING = 'The Old Dye Works';
export const PB_STREET = '14 Tannery Row';
export const PB_TOWN = 'Holbeck, Leeds LS11 9BN';

/* ── Text as React prints it ───────────────────────────────────────────────────────────────────────── */

/** React's escaping of text and attribute values in server-rendered HTML. */
export const esc = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;');

const LINK = 'font-medium text-primary underline underline-offset-4 hover:text-primary/80';

/**
 * The CMS's rich text (MDX-ish): escaped like any React text, then `**bold**` and `[label](href)`. The
 * links of the CMS are `next/link`s, printed as plain `<a>`.
 */
export const md = (text: string) =>
  esc(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong class="font-semibold text-foreground">$1</strong>')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, `<a class="${LINK}" href="$2">$1</a>`);

export const h1 = (text: string) =>
  `<h1 class="scroll-m-20 text-balance font-display text-4xl font-extrabold tracking-tight lg:text-5xl">${md(text)}</h1>`;
export const h2 = (text: string, id?: string) =>
  `<h2${id ? ` id="${id}"` : ''} class="scroll-m-20 border-b pb-2 font-display text-3xl font-semibold tracking-tight first:mt-0">${md(text)}</h2>`;
export const h3 = (text: string) =>
  `<h3 class="scroll-m-20 text-xl font-semibold tracking-tight">${md(text)}</h3>`;
/** A heading the designer made out of a styled `<div>`. */
export const title = (text: string) =>
  `<div class="font-display text-2xl font-semibold tracking-tight text-foreground">${md(text)}</div>`;
export const eyebrow = (text: string) =>
  `<p class="text-sm font-semibold uppercase tracking-[0.2em] text-amber-500">${md(text)}</p>`;
export const p = (...paragraphs: string[]) =>
  paragraphs.map((x) => `<p class="leading-7 [&amp;:not(:first-child)]:mt-6">${md(x)}</p>`).join('');
export const lead = (text: string) => `<p class="text-xl leading-8 text-muted-foreground">${md(text)}</p>`;
export const muted = (text: string) => `<p class="text-sm text-muted-foreground">${md(text)}</p>`;
export const ul = (...items: string[]) =>
  `<ul class="my-6 ml-6 list-disc [&amp;&gt;li]:mt-2">${items.map((x) => `<li>${md(x)}</li>`).join('')}</ul>`;
export const ol = (...items: string[]) =>
  `<ol class="my-6 ml-6 list-decimal [&amp;&gt;li]:mt-2">${items.map((x) => `<li>${md(x)}</li>`).join('')}</ol>`;

/** A band of the page: full width, a centred container, children stacked. */
export const section = (
  children: string[],
  opts: { tone?: 'plain' | 'muted' | 'dark'; id?: string } = {},
) => {
  const bg = {
    plain: 'bg-background',
    muted: 'bg-muted/40',
    dark: 'bg-zinc-950 text-zinc-50',
  }[opts.tone ?? 'plain'];
  return `<section${opts.id ? ` id="${opts.id}"` : ''} class="${bg} py-12 md:py-20"><div class="container mx-auto max-w-6xl px-4 md:px-6"><div class="flex flex-col gap-6">${children.join('')}</div></div></section>`;
};

export const grid = (columns: 2 | 3 | 4, ...items: string[]) =>
  `<div class="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-${columns}">${items.join('')}</div>`;

export const twoCols = (left: string[], right: string[]) =>
  `<div class="grid items-start gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"><div class="flex min-w-0 flex-col gap-4">${left.join('')}</div><div class="flex min-w-0 flex-col gap-4">${right.join('')}</div></div>`;

/* ── shadcn/ui components ──────────────────────────────────────────────────────────────────────────── */

const BTN =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium ring-offset-background transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&amp;_svg]:pointer-events-none [&amp;_svg]:size-4 [&amp;_svg]:shrink-0';
const BTN_VARIANT = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90 h-10 px-4 py-2',
  outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground h-10 px-4 py-2',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80 h-10 px-4 py-2',
  lg: 'bg-primary text-primary-foreground hover:bg-primary/90 h-11 rounded-md px-8',
};

/** `<Button asChild><Link/></Button>`. */
export const button = (label: string, href: string, variant: keyof typeof BTN_VARIANT = 'default') =>
  `<a class="${BTN} ${BTN_VARIANT[variant]}" href="${href}">${esc(label)}</a>`;
export const buttons = (...items: string[]) =>
  `<div class="flex flex-wrap items-center gap-3">${items.join('')}</div>`;

export const badge = (
  text: string,
  variant: 'default' | 'secondary' | 'outline' | 'warning' = 'secondary',
) => {
  const v = {
    default: 'border-transparent bg-primary text-primary-foreground hover:bg-primary/80',
    secondary: 'border-transparent bg-secondary text-secondary-foreground hover:bg-secondary/80',
    outline: 'text-foreground',
    warning: 'border-transparent bg-amber-400 text-amber-950 hover:bg-amber-400/80',
  }[variant];
  return `<div class="inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold transition-colors focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2 ${v}">${esc(text)}</div>`;
};

/** shadcn `<Card>`: header with a title `<div>` and description, content, optional footer. */
export const card = (o: {
  title: string;
  description?: string;
  content: string[];
  footer?: string;
  image?: string;
}) =>
  `<div class="flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm">${o.image ?? ''}<div class="flex flex-col space-y-1.5 p-6"><div class="text-2xl font-semibold leading-none tracking-tight">${md(o.title)}</div>${
    o.description ? `<div class="text-sm text-muted-foreground">${md(o.description)}</div>` : ''
  }</div><div class="flex flex-1 flex-col gap-3 p-6 pt-0">${o.content.join('')}</div>${
    o.footer ? `<div class="flex items-center p-6 pt-0">${o.footer}</div>` : ''
  }</div>`;

/** A stat line as JSX writes it, `{label}: {value}`: React separates the two text nodes with `<!-- -->`. */
export const stat = (label: string, value: string) =>
  `<div class="flex items-center gap-2 text-sm"><span class="text-muted-foreground">${esc(label)}:<!-- --> </span><span class="font-medium">${esc(value)}</span></div>`;

/** Label/value facts as a `<dl>` grid. */
export const facts = (items: [label: string, value: string][]) =>
  `<dl class="grid grid-cols-1 gap-4 rounded-lg border p-6 sm:grid-cols-2">${items
    .map(
      ([label, value]) =>
        `<div class="flex flex-col gap-1"><dt class="text-xs font-medium uppercase tracking-wide text-muted-foreground">${esc(label)}</dt><dd class="text-base font-semibold">${md(value)}</dd></div>`,
    )
    .join('')}</dl>`;

const INFO_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-info h-4 w-4"><circle cx="12" cy="12" r="10"></circle><path d="M12 16v-4"></path><path d="M12 8h.01"></path></svg>';
const ALERT_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-triangle-alert h-4 w-4"><path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3"></path><path d="M12 9v4"></path><path d="M12 17h.01"></path></svg>';

/** shadcn `<Alert>` with its title as an `<h5>`. */
export const alert = (heading: string, paragraphs: string[], variant: 'default' | 'warning' = 'default') =>
  `<div role="alert" class="relative w-full rounded-lg border p-4 [&amp;&gt;svg+div]:translate-y-[-3px] [&amp;&gt;svg]:absolute [&amp;&gt;svg]:left-4 [&amp;&gt;svg]:top-4 [&amp;&gt;svg]:text-foreground [&amp;&gt;svg~*]:pl-7 ${variant === 'warning' ? 'border-amber-500/50 bg-amber-50 text-amber-950 [&amp;&gt;svg]:text-amber-600' : 'bg-background text-foreground'}">${variant === 'warning' ? ALERT_ICON : INFO_ICON}<h5 class="mb-1 font-medium leading-none tracking-tight">${md(heading)}</h5><div class="text-sm [&amp;_p]:leading-relaxed">${paragraphs
    .map((x) => `<p>${md(x)}</p>`)
    .join('')}</div></div>`;

/** shadcn `<Table>`: every cell as given (rich text). */
export const table = (head: string[], rows: string[][], caption?: string) =>
  `<div class="relative w-full overflow-auto rounded-md border"><table class="w-full caption-bottom text-sm">${
    caption ? `<caption class="mt-4 pb-4 text-sm text-muted-foreground">${md(caption)}</caption>` : ''
  }<thead class="[&amp;_tr]:border-b"><tr class="border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted">${head
    .map(
      (h) =>
        `<th class="h-12 px-4 text-left align-middle font-medium text-muted-foreground [&amp;:has([role=checkbox])]:pr-0">${md(h)}</th>`,
    )
    .join('')}</tr></thead><tbody class="[&amp;_tr:last-child]:border-0">${rows
    .map(
      (r) =>
        `<tr class="border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted">${r
          .map(
            (c, i) =>
              `<td class="p-4 align-middle [&amp;:has([role=checkbox])]:pr-0${i === 0 ? ' font-medium' : ''}">${md(c)}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('')}</tbody></table></div>`;

/* React's `useId` for the Radix primitives: `:R<n>:` ids, counted through the build. */
let ids = 0;
const useId = () => `:R${(++ids * 7919).toString(36)}:`;

const CHEVRON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-chevron-down h-4 w-4 shrink-0 transition-transform duration-200"><path d="m6 9 6 6 6-6"></path></svg>';

/**
 * shadcn `<Accordion type="single" collapsible>` (Radix): every item saved closed, its content kept in the
 * HTML (`forceMount`, so search engines see it) but `hidden` with `data-state="closed"` until a click.
 */
export const accordion = (items: [question: string, answer: string[]][]) =>
  `<div class="w-full" data-orientation="vertical">${items
    .map(([question, answer]) => {
      const trigger = useId();
      const content = useId();
      return `<div data-state="closed" data-orientation="vertical" class="border-b"><h3 data-orientation="vertical" data-state="closed" class="flex"><button type="button" aria-controls="radix-${content}" aria-expanded="false" data-state="closed" data-orientation="vertical" id="radix-${trigger}" class="flex flex-1 items-center justify-between py-4 text-left font-medium transition-all hover:underline [&amp;[data-state=open]&gt;svg]:rotate-180" data-radix-collection-item="">${esc(question)}${CHEVRON}</button></h3><div data-state="closed" id="radix-${content}" hidden="" role="region" aria-labelledby="radix-${trigger}" data-orientation="vertical" class="overflow-hidden text-sm data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down" style="--radix-accordion-content-height:var(--radix-collapsible-content-height);--radix-accordion-content-width:var(--radix-collapsible-content-width)"><div class="pb-4 pt-0 text-muted-foreground">${answer
        .map((x) => `<p class="mt-2 leading-7">${md(x)}</p>`)
        .join('')}</div></div></div>`;
    })
    .join('')}</div>`;

/**
 * shadcn `<Tabs>` (Radix): every panel printed (`forceMount`), only the first active; the others keep
 * `data-state="inactive"` and `hidden`.
 */
export const tabs = (items: [value: string, label: string, content: string[]][]) => {
  const id = useId();
  return `<div dir="ltr" data-orientation="horizontal" class="w-full"><div role="tablist" aria-orientation="horizontal" class="inline-flex h-10 items-center justify-center rounded-md bg-muted p-1 text-muted-foreground" tabindex="0" data-orientation="horizontal" style="outline:none">${items
    .map(
      ([value, label], i) =>
        `<button type="button" role="tab" aria-selected="${i === 0}" aria-controls="radix-${id}-content-${value}" data-state="${i === 0 ? 'active' : 'inactive'}" id="radix-${id}-trigger-${value}" class="inline-flex items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium ring-offset-background transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm" tabindex="-1" data-orientation="horizontal" data-radix-collection-item="">${esc(label)}</button>`,
    )
    .join('')}</div>${items
    .map(
      ([value, , content], i) =>
        `<div data-state="${i === 0 ? 'active' : 'inactive'}" data-orientation="horizontal" role="tabpanel" aria-labelledby="radix-${id}-trigger-${value}"${i === 0 ? '' : ' hidden=""'} id="radix-${id}-content-${value}" tabindex="0" class="mt-4 ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 data-[state=inactive]:hidden" style="animation-duration:0s"><div class="flex flex-col gap-4">${content.join('')}</div></div>`,
    )
    .join('')}</div>`;
};

/**
 * A `next/image` through the image optimiser, with `srcset`; `legacy` images (the old `next/legacy/image`
 * still used by the hero) also print a `<noscript>` fallback.
 */
export const image = (
  file: string,
  alt: string,
  o: { width?: number; height?: number; priority?: boolean; legacy?: boolean; className?: string } = {},
) => {
  const width = o.width ?? 1200;
  const height = o.height ?? 800;
  const url = encodeURIComponent(`/images/${file}`);
  const srcset = [640, 750, 828, 1080, 1200, 1920]
    .map((w) => `/_next/image?url=${url}&amp;w=${w}&amp;q=75 ${w}w`)
    .join(', ');
  const src = `/_next/image?url=${url}&amp;w=1920&amp;q=75`;
  const cls = o.className ?? 'h-full w-full object-cover';
  const img = `<img alt="${esc(alt)}"${o.priority ? ' fetchpriority="high"' : ' loading="lazy"'} width="${width}" height="${height}" decoding="async" data-nimg="1" class="${cls}" style="color:transparent" sizes="(min-width: 1024px) 50vw, 100vw" srcset="${srcset}" src="${src}"/>`;
  return o.legacy
    ? `${img}<noscript><img alt="${esc(alt)}" sizes="(min-width: 1024px) 50vw, 100vw" srcset="${srcset}" src="${src}" decoding="async" data-nimg="1" class="${cls}" style="color:transparent" loading="lazy"/></noscript>`
    : img;
};

export const figure = (file: string, alt: string) =>
  `<div class="relative aspect-[4/3] overflow-hidden rounded-xl bg-muted">${image(file, alt)}</div>`;

/**
 * The booking system's embed (a hosted booking product): a target `<div>` and an iframe placeholder that
 * its script fills in the browser; the export only holds "Loading availability…".
 */
export const bookingWidget = (item = 'all') =>
  `<div class="rounded-xl border bg-card p-4 shadow-sm" id="book-now"><div class="bookwhen-embed" data-company="puzzlebox-leeds" data-item="${item}" data-theme="dark"><iframe title="Puzzlebox booking calendar" class="h-[640px] w-full rounded-md border-0" loading="lazy" data-src="https://puzzlebox-leeds.bookings.example/embed/${item}?theme=dark" src="about:blank"></iframe><div class="flex h-32 items-center justify-center gap-3 text-sm text-muted-foreground" data-loading=""><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-loader-circle h-4 w-4 animate-spin"><path d="M21 12a9 9 0 1 1-6.219-8.56"></path></svg>Loading availability…</div></div><script src="https://puzzlebox-leeds.bookings.example/embed.js" async=""></script></div>`;

/* ── Navigation, header, footer ────────────────────────────────────────────────────────────────────── */

const nav: [label: string, href: string][] = [
  ['Pricing', '/pricing'],
  ['Board-game café', '/cafe'],
  ['Parties', '/parties'],
  ['Corporate', '/corporate'],
  ['Gift vouchers', '/gift-vouchers'],
  ['Visit us', '/visit'],
  ['FAQ', '/faq'],
];

export const roomNav: [label: string, href: string][] = [
  ['The Vault', '/rooms/the-vault'],
  ["The Curator's Study", '/rooms/the-curators-study'],
  ['Dead Air', '/rooms/dead-air'],
  ["The Toymaker's Workshop", '/rooms/the-toymakers-workshop'],
  ['The Lighthouse (coming soon)', '/rooms/the-lighthouse'],
];

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" class="h-8 w-8 text-amber-400" aria-hidden="true"><rect x="3" y="3" width="26" height="26" rx="5" fill="none" stroke="currentColor" stroke-width="2.5"></rect><path d="M16 9a3 3 0 0 1 3 3v1h-6v-1a3 3 0 0 1 3-3Zm-5 5h10v8H11z" fill="currentColor"></path></svg>`;

function header(path: string) {
  const link = ([label, href]: [string, string]) => {
    const current = path === href || path.startsWith(`${href}/`);
    return `<li><a class="group inline-flex h-10 w-max items-center justify-center rounded-md px-4 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus:bg-accent focus:text-accent-foreground focus:outline-none disabled:pointer-events-none disabled:opacity-50 data-[active]:bg-accent/50 data-[state=open]:bg-accent/50"${current ? ' data-active="" aria-current="page"' : ''} href="${href}" data-radix-collection-item="">${esc(label)}</a></li>`;
  };
  const roomsCurrent = path.startsWith('/rooms');
  return `<div class="bg-amber-400 px-4 py-2 text-center text-sm font-medium text-amber-950"><a class="underline-offset-4 hover:underline" href="/blog/christmas-opening-hours-2026">🎄 Christmas &amp; New Year opening hours are out: see what&#x27;s open when →</a></div><header class="sticky top-0 z-50 w-full border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/60"><div class="container mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 md:px-6"><a class="mr-4 flex items-center gap-2" href="/">${LOGO}<span class="font-display text-xl font-bold tracking-tight">Puzzlebox</span><span class="sr-only">Puzzlebox Leeds home</span></a><nav aria-label="Main" data-orientation="horizontal" dir="ltr" class="relative z-10 hidden max-w-max flex-1 items-center justify-center lg:flex"><div style="position:relative"><ul data-orientation="horizontal" class="group flex flex-1 list-none items-center justify-center space-x-1" dir="ltr"><li><button id="radix-:R2mcq:-trigger-radix-:R6mmcq:" data-state="closed" aria-expanded="false" aria-controls="radix-:R2mcq:-content-radix-:R6mmcq:" class="group inline-flex h-10 w-max items-center justify-center rounded-md bg-background px-4 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus:bg-accent focus:text-accent-foreground focus:outline-none disabled:pointer-events-none disabled:opacity-50 data-[active]:bg-accent/50 data-[state=open]:bg-accent/50${roomsCurrent ? ' text-amber-500' : ''}" data-radix-collection-item="">Escape rooms<!-- --> <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-chevron-down relative top-[1px] ml-1 h-3 w-3 transition duration-200 group-data-[state=open]:rotate-180" aria-hidden="true"><path d="m6 9 6 6 6-6"></path></svg></button></li>${nav
    .map(link)
    .join(
      '',
    )}</ul></div><div class="absolute left-0 top-full flex justify-center"></div></nav><div class="ml-auto flex items-center gap-2"><a class="${BTN} ${BTN_VARIANT.default} hidden sm:inline-flex" href="/book">Book now</a><button class="${BTN} hover:bg-accent hover:text-accent-foreground h-10 w-10 lg:hidden" type="button" aria-haspopup="dialog" aria-expanded="false" aria-controls="radix-:R5mcq:" data-state="closed"><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-menu"><line x1="4" x2="20" y1="12" y2="12"></line><line x1="4" x2="20" y1="6" y2="6"></line><line x1="4" x2="20" y1="18" y2="18"></line></svg><span class="sr-only">Toggle menu</span></button></div></div></header>`;
}

const footerLinks: [string, [string, string][]][] = [
  [
    'Play',
    [
      ['All escape rooms', '/rooms'],
      ...roomNav.slice(0, 4),
      ['Prices', '/pricing'],
      ['Book a game', '/book'],
    ],
  ],
  [
    'More',
    [
      ['Board-game café', '/cafe'],
      ['Birthday parties, hens &amp; stags', '/parties'],
      ['Team building', '/corporate'],
      ['Gift vouchers', '/gift-vouchers'],
      ['Blog', '/blog'],
    ],
  ],
  [
    'Help',
    [
      ['Visit us &amp; accessibility', '/visit'],
      ['FAQ', '/faq'],
      ['Terms &amp; conditions', '/terms'],
      ['Privacy &amp; cookies', '/privacy'],
    ],
  ],
];

const footer = () =>
  `<footer class="border-t bg-zinc-950 text-zinc-300"><div class="container mx-auto max-w-6xl px-4 py-12 md:px-6"><div class="grid gap-10 md:grid-cols-2 lg:grid-cols-5"><div class="flex flex-col gap-4 lg:col-span-2"><a class="flex items-center gap-2 text-zinc-50" href="/">${LOGO}<span class="font-display text-xl font-bold tracking-tight">Puzzlebox</span></a><p class="max-w-xs text-sm leading-6 text-zinc-400">Escape rooms and a board-game café under one roof, in a Victorian dye works in Holbeck, Leeds.</p><address class="text-sm not-italic leading-6">${PB_BUILDING}<br/>${PB_STREET}<br/>${PB_TOWN}</address><div class="flex flex-col gap-1 text-sm"><a class="hover:text-zinc-50" href="${PB_PHONE_HREF}">${PB_PHONE}</a><a class="hover:text-zinc-50" href="mailto:${PB_EMAIL}">${PB_EMAIL}</a></div><div class="text-sm leading-6 text-zinc-400"><p>Escape rooms: Tuesday–Sunday</p><p>Board-game café: seven days a week</p><a class="text-amber-400 underline-offset-4 hover:underline" href="/visit#opening-hours">Full opening hours</a></div></div>${footerLinks
    .map(
      ([heading, links]) =>
        `<div class="flex flex-col gap-3"><div class="text-sm font-semibold uppercase tracking-wider text-zinc-50">${heading}</div><ul class="flex flex-col gap-2 text-sm">${links
          .map(
            ([label, href]) =>
              `<li><a class="hover:text-zinc-50" href="${href}">${label.replace(/'/g, '&#x27;')}</a></li>`,
          )
          .join('')}</ul></div>`,
    )
    .join(
      '',
    )}</div><div class="mt-12 flex flex-col gap-2 border-t border-zinc-800 pt-6 text-xs leading-5 text-zinc-500"><p>© 2026 ${PB_COMPANY}. Registered in England and Wales, company no. ${PB_COMPANY_NO}. VAT no. ${PB_VAT}. Registered office: ${PB_BUILDING}, ${PB_STREET}, Leeds LS11 9BN.</p><p>Follow us: <a class="hover:text-zinc-50" href="https://www.instagram.example/puzzleboxleeds">Instagram</a> · <a class="hover:text-zinc-50" href="https://www.tiktok.example/@puzzleboxleeds">TikTok</a> · <a class="hover:text-zinc-50" href="https://www.facebook.example/puzzleboxleeds">Facebook</a></p></div></div></footer>`;

/** The cookie consent banner, a client component rendered open until a choice is stored. */
const cookieBanner = `<div role="dialog" aria-live="polite" aria-label="Cookie consent" aria-describedby="cookie-consent-text" class="fixed inset-x-4 bottom-4 z-[100] mx-auto max-w-2xl rounded-lg border bg-background p-6 shadow-lg sm:inset-x-auto sm:right-4" data-state="open"><div class="flex flex-col gap-4"><div class="flex flex-col gap-2"><div class="text-lg font-semibold">We use cookies 🍪</div><p id="cookie-consent-text" class="text-sm text-muted-foreground">We use essential cookies to make our site and bookings work. With your consent we&#x27;d also like to use analytics cookies to see which rooms people look at, and marketing cookies from Meta and TikTok. Read our <a class="${LINK}" href="/privacy#cookies">cookie policy</a>.</p></div><div class="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"><button class="${BTN} ${BTN_VARIANT.outline}" type="button">Cookie settings</button><button class="${BTN} ${BTN_VARIANT.secondary}" type="button">Reject non-essential</button><button class="${BTN} ${BTN_VARIANT.default}" type="button">Accept all</button></div></div></div>`;

/* ── The RSC payload ───────────────────────────────────────────────────────────────────────────────── */

const VOID = new Set(['img', 'br', 'hr', 'input', 'meta', 'link', 'source', 'col', 'area', 'wbr']);
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  nbsp: '\u00a0',
};
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '');
const PROP: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  viewbox: 'viewBox',
  charset: 'charSet',
};
const propName = (name: string) =>
  PROP[name] ??
  (name.startsWith('data-') || name.startsWith('aria-') || name === 'viewBox'
    ? name
    : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));

type Node = string | [tag: string, props: Record<string, unknown>, children: Node[]];

/** Reads back the server-rendered HTML (well formed, as the helpers write it) into React elements. */
function parseHtml(html: string): Node[] {
  const root: Node[] = [];
  const stack: [string, Record<string, unknown>, Node[]][] = [];
  const children = () => (stack.length ? stack[stack.length - 1]![2] : root);
  const re =
    /<!--[\s\S]*?-->|<\/([a-zA-Z0-9]+)\s*>|<([a-zA-Z0-9]+)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/g;
  for (const m of html.matchAll(re)) {
    const [, close, open, attrs, selfClose, text] = m;
    if (text !== undefined) {
      children().push(decode(text));
    } else if (close) {
      const node = stack.pop();
      if (node) children().push(node);
    } else if (open) {
      const props: Record<string, unknown> = {};
      for (const [, name, value] of (attrs ?? '').matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g)) {
        const key = propName(name!.toLowerCase() === 'viewbox' ? 'viewBox' : name!);
        if (key === 'style' && value) {
          props.style = Object.fromEntries(
            value
              .split(';')
              .filter(Boolean)
              .map((d) => {
                const [k, v] = d.split(':');
                return [k!.startsWith('--') ? k : propName(k!.trim()), (v ?? '').trim()];
              }),
          );
        } else
          props[key] = value === undefined || value === '' ? (key === 'hidden' ? true : '') : decode(value);
      }
      const node: [string, Record<string, unknown>, Node[]] = [open.toLowerCase(), props, []];
      if (VOID.has(node[0]) || selfClose) children().push(node);
      else stack.push(node);
    }
  }
  while (stack.length) {
    const node = stack.pop()!;
    children().push(node);
  }
  return root;
}

const toElement = (node: Node): unknown => {
  if (typeof node === 'string') return node;
  const [tag, props, kids] = node;
  const mapped = kids.map(toElement);
  const withChildren =
    mapped.length === 0 ? props : { ...props, children: mapped.length === 1 ? mapped[0] : mapped };
  return ['$', tag, null, withChildren];
};

const hash = (s: string, n = 16) => {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  let out = '';
  while (out.length < n) {
    h = Math.imul(h ^ (h >>> 13), 2246822507) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return out.slice(0, n);
};

const CSS = '/_next/static/css/6f0d3c9a2e8b41d7.css';
const WEBPACK = '/_next/static/chunks/webpack-8d2c4a7f1e9b3065.js';
const LAYOUT_CHUNK = 'static/chunks/app/layout-3e9a1c5d7b2f0846.js';
const BUILD_ID = 'Xq3vR8tLp2mZk7NwYc5Hd';

const pageChunk = (route: string) =>
  `static/chunks/app/${route === '' ? '' : `${route}/`}page-${hash(route)}.js`;

/**
 * The React Server Components payload `next build` inlines at the end of the body: client references
 * (the header, the cookie banner), the route tree, the whole rendered tree again as JSON (every string of
 * the page, escaped), and the head. Rows are pushed as `self.__next_f.push([1,"…"])`; a long row is cut
 * into several pushes, as the stream was flushed.
 */
function rscPayload(page: PuzzlePage, mainHtml: string, footerHtml: string): string {
  const segments = page.path.split('/').filter(Boolean);
  const dynamic = page.route.endsWith('[slug]');
  let tree: unknown = ['__PAGE__', {}];
  for (const [i, seg] of [...segments.entries()].reverse())
    tree = [dynamic && i === segments.length - 1 ? ['slug', seg, 'd'] : seg, { children: tree }];
  const navProps = {
    rooms: roomNav.map(([label, href]) => ({ label, href })),
    links: nav.map(([label, href]) => ({ label, href })),
    bookHref: '/book',
  };
  const rows = [
    '1:"$Sreact.fragment"\n',
    '2:I[7555,[],""]\n',
    '3:I[1295,[],""]\n',
    `4:I[4829,["177","${LAYOUT_CHUNK}"],"SiteHeader"]\n`,
    `5:I[6512,["177","${LAYOUT_CHUNK}"],"CookieConsent"]\n`,
    `6:I[2418,["974","${pageChunk(page.route)}"],"default"]\n`,
    `7:HL["${CSS}","style"]\n`,
    `0:${JSON.stringify({
      P: null,
      b: BUILD_ID,
      p: '',
      c: ['', ...segments],
      i: false,
      f: [[['', { children: tree }, '$undefined', '$undefined', true], null, false]],
      m: '$undefined',
      G: ['$8', []],
      s: false,
      S: true,
    })}\n`,
    `9:${JSON.stringify([
      '$',
      'body',
      null,
      {
        className: 'min-h-screen bg-background font-sans antialiased',
        children: [
          ['$', '$L4', null, navProps],
          [
            '$',
            'main',
            null,
            { id: 'main', className: 'flex-1', children: parseHtml(mainHtml).map(toElement) },
          ],
          ...parseHtml(footerHtml).map(toElement),
          ['$', '$L5', null, {}],
        ],
      },
    ])}\n`,
    `a:${JSON.stringify([
      ['$', 'meta', '0', { charSet: 'utf-8' }],
      ['$', 'meta', '1', { name: 'viewport', content: 'width=device-width, initial-scale=1' }],
      ['$', 'title', '2', { children: `${page.title} | Puzzlebox Leeds` }],
      ['$', 'meta', '3', { name: 'description', content: page.description }],
      ['$', 'link', '4', { rel: 'canonical', href: `${PB_SITE}${page.path === '/' ? '' : page.path}` }],
    ])}\n`,
  ];
  const pushes: string[] = [];
  for (const row of rows) for (let at = 0; at < row.length; at += 2048) pushes.push(row.slice(at, at + 2048));
  const push = (s: string) =>
    `<script>self.__next_f.push([1,${JSON.stringify(s).replace(/</g, '\\u003c')}])</script>`;
  return `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${pushes.map(push).join('')}`;
}

/* ── Document ──────────────────────────────────────────────────────────────────────────────────────── */

const jsonLd = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'EntertainmentBusiness',
  name: 'Puzzlebox',
  url: PB_SITE,
  telephone: '+44 113 496 0713',
  email: PB_EMAIL,
  address: {
    '@type': 'PostalAddress',
    streetAddress: `${PB_BUILDING}, ${PB_STREET}`,
    addressLocality: 'Leeds',
    postalCode: 'LS11 9BN',
    addressCountry: 'GB',
  },
  priceRange: '££',
});

/**
 * The whole document as `next build` with `output: 'export'` writes it (Next.js 15, App Router, Tailwind
 * and shadcn/ui): fonts preloaded, the CSS, chunk scripts, metadata; an announcement bar; the sticky header
 * (a Radix navigation menu whose "Escape rooms" dropdown is not rendered until opened, a "Book now" button,
 * a sheet trigger for mobile); the page in `<main>`; the footer with address, phone, email, the opening days
 * and company number; the cookie consent banner; the RSC payload.
 */
export function puzzleLayout(page: PuzzlePage): SitePage {
  const canonical = `${PB_SITE}${page.path === '/' ? '' : page.path}`;
  const docTitle =
    page.path === '/'
      ? 'Puzzlebox Leeds | Escape rooms &amp; board-game café'
      : `${esc(page.title)} | Puzzlebox Leeds`;
  const foot = footer();
  const html = `<!DOCTYPE html><html lang="en-GB" class="__variable_5c8f1a __variable_e3b027 dark"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="preload" href="/_next/static/media/e11418ac562b8ac1-s.p.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="stylesheet" href="${CSS}" data-precedence="next"/><link rel="preload" as="script" fetchPriority="low" href="${WEBPACK}"/><script src="/_next/static/chunks/4bd1b696-1c8e5f0a3d7b9264.js" async=""></script><script src="/_next/static/chunks/1684-7a2e0c9d4f6b1358.js" async=""></script><script src="/_next/static/chunks/main-app-5b3f9e1c0a7d2864.js" async=""></script><script src="/_next/${LAYOUT_CHUNK}" async=""></script><script src="/_next/${pageChunk(page.route)}" async=""></script><meta name="next-size-adjust" content=""/><title>${docTitle}</title><meta name="description" content="${esc(page.description)}"/><link rel="canonical" href="${canonical}"/><meta property="og:title" content="${esc(page.title)}"/><meta property="og:description" content="${esc(page.description)}"/><meta property="og:url" content="${canonical}"/><meta property="og:site_name" content="Puzzlebox Leeds"/><meta property="og:locale" content="en_GB"/><meta property="og:image" content="${PB_SITE}/og/puzzlebox.jpg"/><meta property="og:type" content="${page.kind === 'post' ? 'article' : 'website'}"/><meta name="twitter:card" content="summary_large_image"/><link rel="icon" href="/favicon.ico" type="image/x-icon" sizes="32x32"/><script type="application/ld+json">${jsonLd}</script><script src="/_next/static/chunks/polyfills-42372ed130431b0a.js" noModule=""></script></head><body class="min-h-screen bg-background font-sans antialiased"><div hidden=""><!--$--><!--/$--></div><a href="#main" class="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2">Skip to content</a><div class="relative flex min-h-screen flex-col">${header(page.path)}<main id="main" class="flex-1">${page.body}</main>${foot}</div>${cookieBanner}<section aria-label="Notifications alt+T" tabindex="-1" aria-live="polite" aria-relevant="additions text" aria-atomic="false"></section><script src="${WEBPACK}" async=""></script>${rscPayload(page, page.body, foot)}</body></html>`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** `app/not-found.tsx`, exported as `404.html`. */
export const puzzleNotFound: PuzzlePage = {
  path: '/404',
  title: 'Page not found',
  description: 'This page could not be found.',
  route: '_not-found',
  body: section([
    eyebrow('404'),
    h1('This room is locked'),
    lead("We couldn't find that page. It may have moved when we rebuilt our website."),
    buttons(button('Back to the home page', '/'), button('See our rooms', '/rooms', 'outline')),
  ]),
};
