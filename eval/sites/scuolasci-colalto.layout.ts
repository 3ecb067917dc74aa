import type { SitePage } from './site-server.ts';

export type ColAltoLanguage = 'it' | 'de' | 'en';

/** A page of Scuola Sci Col Alto before layout: the component output of one Joomla menu item. */
export interface ColAltoPage {
  path: string;
  lang: ColAltoLanguage;
  /** The menu item's title: the browser title and the last breadcrumb. */
  title: string;
  description: string;
  /** The menu item's Itemid, printed in the body classes and the active menu entry. */
  itemid: number;
  /** The component view: an article, the news category blog, the home page's featured view, the contact. */
  view: 'article' | 'category' | 'featured' | 'contact';
  /** Breadcrumbs between Home and the page itself, as [label, href]; a menu heading has no href. */
  trail?: [label: string, href?: string][];
  /** What the component prints inside `<main>`. */
  body: string;
  /** Modules of the main-bottom position (the home page's latest news). */
  mainBottom?: string;
  unlisted?: boolean;
}

export const COLALTO_SITE = 'https://www.scuolasci-colalto.test';
export const COLALTO_PHONE = '+39 0474 590 218';
export const COLALTO_PHONE_HREF = 'tel:+390474590218';
export const COLALTO_WHATSAPP = '+39 348 712 4450';
export const COLALTO_WHATSAPP_HREF = 'https://wa.me/393487124450';
export const COLALTO_EMAIL = 'info@scuolasci-colalto.test';
export const COLALTO_VAT = '02847310218';
/** The online booking system every "Prenota online" button opens. */
export const COLALTO_BOOKING = 'https://booking.skischool-online.example/colalto';

/**
 * The pages translated with Falang, as [it, de, en]: hreflang alternates and the language switcher's
 * targets. A page of no group has no translation: the switcher then links the other languages' homes.
 */
const translations: [it: string, de: string | undefined, en: string | undefined][] = [
  ['/', '/de/', '/en/'],
  ['/corsi/lezioni-private', '/de/kurse/privatunterricht', '/en/lessons/private-lessons'],
  ['/corsi/corsi-collettivi', '/de/kurse/gruppenkurse', '/en/lessons/group-courses'],
  ['/corsi/freeride-scialpinismo', undefined, '/en/lessons/freeride-ski-touring'],
  ['/noleggio', '/de/skiverleih', '/en/ski-rental'],
  ['/info/come-arrivare', undefined, '/en/info/getting-here'],
  ['/info/faq', undefined, '/en/info/faq'],
  ['/contatti', '/de/kontakt', '/en/contact'],
];
const homeOf: Record<ColAltoLanguage, string> = { it: '/', de: '/de/', en: '/en/' };
const order: ColAltoLanguage[] = ['it', 'de', 'en'];

function alternatesOf(page: ColAltoPage): Partial<Record<ColAltoLanguage, string>> {
  const group = translations.find((g) => g.includes(page.path));
  if (!group) return { [page.lang]: page.path };
  const [it, de, en] = group;
  return Object.fromEntries(
    (
      [
        ['it', it],
        ['de', de],
        ['en', en],
      ] as const
    ).filter(([, href]) => href),
  );
}

const words = {
  it: {
    details: 'Dettagli',
    writtenBy: 'Scritto da',
    published: 'Pubblicato',
    hits: 'Visite',
    here: 'Sei qui: &#160;',
    toggle: 'Attiva/Disattiva navigazione',
    nav: 'Menu principale',
    top: 'Torna su',
    languages: 'Seleziona la lingua',
    months:
      'Gennaio Febbraio Marzo Aprile Maggio Giugno Luglio Agosto Settembre Ottobre Novembre Dicembre'.split(
        ' ',
      ),
  },
  de: {
    details: 'Details',
    writtenBy: 'Geschrieben von',
    published: 'Veröffentlicht',
    hits: 'Zugriffe',
    here: 'Aktuelle Seite: &#160;',
    toggle: 'Navigation umschalten',
    nav: 'Hauptmenü',
    top: 'Nach oben',
    languages: 'Sprache auswählen',
    months: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' '),
  },
  en: {
    details: 'Details',
    writtenBy: 'Written by',
    published: 'Published',
    hits: 'Hits',
    here: 'You are here: &#160;',
    toggle: 'Toggle Navigation',
    nav: 'Main menu',
    top: 'Back to Top',
    languages: 'Select your language',
    months: 'January February March April May June July August September October November December'.split(
      ' ',
    ),
  },
} as const;

const dateOf = (iso: string, lang: ColAltoLanguage) => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return lang === 'de'
    ? `${d}. ${words.de.months[(m ?? 1) - 1]} ${y}`
    : `${d} ${words[lang].months[(m ?? 1) - 1]} ${y}`;
};

interface ArticleInfo {
  author: string;
  /** ISO date and time, as the article's publish_up. */
  published: string;
  hits: number;
}

/** The `<dl class="article-info">` block that Joomla prints above (or, in the blog, around) an article. */
export const articleInfo = (info: ArticleInfo, lang: ColAltoLanguage) => {
  const w = words[lang];
  return `<dl class="article-info text-muted">
<dt class="article-info-term">${w.details}</dt>
<dd class="createdby" itemprop="author" itemscope itemtype="https://schema.org/Person">
<span class="icon-user icon-fw" aria-hidden="true"></span>
${w.writtenBy}: <span itemprop="name">${info.author}</span>
</dd>
<dd class="published">
<span class="icon-calendar icon-fw" aria-hidden="true"></span>
<time datetime="${info.published}" itemprop="datePublished">
${w.published}: ${dateOf(info.published, lang)}
</time>
</dd>
<dd class="hits">
<span class="icon-eye icon-fw" aria-hidden="true"></span>
<meta itemprop="interactionCount" content="UserPageVisits:${info.hits}">
${w.hits}: ${info.hits}
</dd>
</dl>`;
};

/** A com_content article view: headline, article info, then the editor's HTML in `articleBody`. */
export const article = (title: string, info: ArticleInfo, lang: ColAltoLanguage, body: string) =>
  `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article">
<meta itemprop="inLanguage" content="${lang === 'it' ? 'it-IT' : lang === 'de' ? 'de-DE' : 'en-GB'}">
<div class="page-header">
<h1 itemprop="headline">
${title}
</h1>
</div>
${articleInfo(info, lang)}
<div itemprop="articleBody" class="com-content-article__body">
${body}
</div>
</div>`;

type Cell = string | { html: string; colspan?: number };

/**
 * A table pasted from Word into TinyMCE: MsoTableGrid, fixed widths, every cell a `<p class="MsoNormal">`,
 * the header row made of `<td>`s with bold white text on a coloured background, and the first column bold.
 */
export const wordTable = (widths: number[], head: Cell[], rows: Cell[][]) => {
  const cell = (c: Cell, i: number, header: boolean) => {
    const { html, colspan } = typeof c === 'string' ? { html: c, colspan: undefined } : c;
    const width = colspan ? widths.slice(i, i + colspan).reduce((a, b) => a + b, 0) : widths[i];
    const align = i > 0 ? ' style="text-align: center;"' : '';
    const inner = header
      ? `<strong><span style="color: #ffffff;">${html}</span></strong>`
      : i === 0
        ? `<strong>${html}</strong>`
        : html;
    return `<td style="width: ${width}%; border: 1px solid #a6a6a6; padding: 4px 6px;" valign="top"${colspan ? ` colspan="${colspan}"` : ''}>
<p class="MsoNormal"${align}>${inner}</p>
</td>`;
  };
  const row = (cells: Cell[], header: boolean) => {
    let at = 0;
    return `<tr${header ? ' style="background-color: #1f4e79;"' : ''}>
${cells
  .map((c) => {
    const html = cell(c, at, header);
    at += typeof c === 'string' ? 1 : (c.colspan ?? 1);
    return html;
  })
  .join('\n')}
</tr>`;
  };
  return `<table class="MsoTableGrid" style="border-collapse: collapse; width: 100%; border: none;" border="1" cellspacing="0" cellpadding="0">
<tbody>
${row(head, true)}
${rows.map((r) => row(r, false)).join('\n')}
</tbody>
</table>`;
};

let accordionCount = 0;

/**
 * A Bootstrap 5 accordion typed into the editor's code view: every panel saved collapsed
 * (`accordion-collapse collapse`), its button `collapsed` with aria-expanded="false".
 */
export const accordion = (items: [question: string, answer: string][]) => {
  const id = `accordionFaq${++accordionCount}`;
  return `<div class="accordion" id="${id}">
${items
  .map(
    ([q, a], i) => `<div class="accordion-item">
<h2 class="accordion-header" id="${id}-h${i + 1}"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#${id}-c${i + 1}" aria-expanded="false" aria-controls="${id}-c${i + 1}">${q}</button></h2>
<div id="${id}-c${i + 1}" class="accordion-collapse collapse" aria-labelledby="${id}-h${i + 1}" data-bs-parent="#${id}">
<div class="accordion-body">${a}</div>
</div>
</div>`,
  )
  .join('\n')}
</div>`;
};

type MenuEntry = [itemid: number, href: string, label: string, children: [number, string, string][]];

const menus: Record<ColAltoLanguage, MenuEntry[]> = {
  it: [
    [101, '/', 'Home', []],
    [
      102,
      '/corsi',
      'Lezioni e corsi',
      [
        [103, '/corsi/lezioni-private', 'Lezioni private'],
        [104, '/corsi/corsi-collettivi', 'Corsi collettivi'],
        [105, '/corsi/kinderclub', 'Kinderclub / Baby club'],
        [106, '/corsi/snowboard', 'Snowboard'],
        [107, '/corsi/freeride-scialpinismo', 'Freeride e scialpinismo'],
      ],
    ],
    [108, '/noleggio', 'Noleggio', []],
    [
      109,
      '/info',
      'Info',
      [
        [110, '/info/prezzi-e-stagione', 'Prezzi e stagione'],
        [111, '/info/come-arrivare', 'Come arrivare'],
        [112, '/info/faq', 'Domande frequenti'],
        [113, '/info/condizioni-generali', 'Condizioni generali'],
      ],
    ],
    [114, '/chi-siamo', 'Chi siamo', []],
    [115, '/novita', 'Novità', []],
    [116, '/contatti', 'Contatti', []],
  ],
  de: [
    [201, '/de/', 'Startseite', []],
    [
      202,
      '/de/kurse',
      'Kurse',
      [
        [203, '/de/kurse/privatunterricht', 'Privatunterricht'],
        [204, '/de/kurse/gruppenkurse', 'Gruppenkurse'],
      ],
    ],
    [208, '/de/skiverleih', 'Skiverleih', []],
    [216, '/de/kontakt', 'Kontakt', []],
  ],
  en: [
    [301, '/en/', 'Home', []],
    [
      302,
      '/en/lessons',
      'Lessons',
      [
        [303, '/en/lessons/private-lessons', 'Private lessons'],
        [304, '/en/lessons/group-courses', 'Group courses'],
        [307, '/en/lessons/freeride-ski-touring', 'Freeride &amp; ski touring'],
      ],
    ],
    [308, '/en/ski-rental', 'Ski rental', []],
    [
      309,
      '/en/info',
      'Info',
      [
        [311, '/en/info/getting-here', 'Getting here'],
        [312, '/en/info/faq', 'FAQ'],
      ],
    ],
    [316, '/en/contact', 'Contact', []],
  ],
};

/** Cassiopeia's dropdown menu (mod_menu, metismenu layout): nested `<ul class="mod-menu">` lists. */
function menu(page: ColAltoPage): string {
  const item = (itemid: number, href: string, label: string, level: number, children: string) => {
    const current = href === page.path;
    const active = current || children.includes(`href="${page.path}"`);
    const classes = [
      'metismenu-item',
      `item-${itemid}`,
      `level-${level}`,
      itemid % 100 === 1 ? 'default' : '',
      current ? 'current' : '',
      active ? 'active' : '',
      children ? 'deeper parent' : '',
    ]
      .filter(Boolean)
      .join(' ');
    // A parent is a Menu Heading item: no page of its own, a button that opens the submenu.
    if (children)
      return `<li class="${classes} divider"><button class="mod-menu__heading nav-header mm-collapsed mm-toggler mm-toggler-nolink" aria-haspopup="true" aria-expanded="false">${label}</button><ul class="mm-collapse">${children}</ul></li>`;
    return `<li class="${classes}"><a href="${href}"${current ? ' aria-current="page"' : ''}>${label}</a></li>`;
  };
  const items = menus[page.lang]
    .map(([itemid, href, label, children]) =>
      item(
        itemid,
        href,
        label,
        1,
        children.map(([cid, chref, clabel]) => item(cid, chref, clabel, 2, '')).join(''),
      ),
    )
    .join('\n');
  return `<nav class="navbar navbar-expand-md" aria-label="${words[page.lang].nav}">
<button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="${words[page.lang].toggle}">
<span class="icon-menu" aria-hidden="true"></span>
</button>
<div class="collapse navbar-collapse" id="navbar1">
<ul class="mod-menu mod-menu_dropdown-metismenu metismenu mod-list ">
${items}
</ul>
</div>
</nav>`;
}

/** The Falang language switcher (mod_falang), flags and names inline: Italiano, Deutsch, English. */
function languageSwitcher(page: ColAltoPage): string {
  const alternates = alternatesOf(page);
  const names: Record<ColAltoLanguage, string> = { it: 'Italiano', de: 'Deutsch', en: 'English' };
  const codes: Record<ColAltoLanguage, string> = { it: 'it_it', de: 'de_de', en: 'en_gb' };
  return `<div class="mod-languages">
<p class="visually-hidden" id="language_picker_des_91">${words[page.lang].languages}</p>
<ul aria-labelledby="language_picker_des_91" class="mod-languages__list lang-inline">
${order
  .map((lang) => {
    const current = lang === page.lang;
    const href = alternates[lang] ?? homeOf[lang];
    return `<li class="${current ? 'lang-active' : ''}" dir="ltr"><a href="${href}"${current ? ' aria-current="true"' : ''}><img src="/media/mod_falang/images/${codes[lang]}.gif" alt="${names[lang]}" title="${names[lang]}"> ${names[lang]}</a></li>`;
  })
  .join('\n')}
</ul>
</div>`;
}

function hreflangs(page: ColAltoPage): string {
  const alternates = alternatesOf(page);
  const locale: Record<ColAltoLanguage, string> = { it: 'it-IT', de: 'de-DE', en: 'en-GB' };
  const tags = order
    .filter((lang) => alternates[lang])
    .map(
      (lang) => `<link href="${COLALTO_SITE}${alternates[lang]}" rel="alternate" hreflang="${locale[lang]}">`,
    );
  if (alternates.it)
    tags.push(`<link href="${COLALTO_SITE}${alternates.it}" rel="alternate" hreflang="x-default">`);
  return tags.join('\n');
}

function breadcrumbs(page: ColAltoPage): string {
  if (page.path === homeOf[page.lang]) return '';
  const home = menus[page.lang][0]?.[2] ?? 'Home';
  const trail: [label: string, href?: string][] = [[home, homeOf[page.lang]], ...(page.trail ?? [])];
  const item = (inner: string, i: number, current = false) =>
    `<li${current ? ' aria-current="page"' : ''} itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem" class="mod-breadcrumbs__item breadcrumb-item${current ? ' active' : ''}">${inner}<meta itemprop="position" content="${i + 1}"></li>`;
  return `<div class="moduletable">
<nav class="mod-breadcrumbs__wrapper" aria-label="Breadcrumbs">
<ol itemscope itemtype="https://schema.org/BreadcrumbList" class="mod-breadcrumbs breadcrumb px-3 py-2">
<li class="mod-breadcrumbs__here float-start">${words[page.lang].here}</li>
${trail
  .map(([label, href], i) =>
    item(
      href
        ? `<a itemprop="item" href="${href}" class="pathway"><span itemprop="name">${label}</span></a>`
        : `<span itemprop="name">${label}</span>`,
      i,
    ),
  )
  .join('\n')}
${item(`<span itemprop="name">${page.title}</span>`, trail.length, true)}
</ol>
</nav>
</div>
`;
}

/** The sidebar-right custom module, on every page: the office's hours, phone and WhatsApp. */
const sidebar: Record<ColAltoLanguage, string> = {
  it: `<div class="sidebar-right card ">
<h3 class="card-header ">Ufficio scuola</h3>
<div class="card-body">
<div id="mod-custom119" class="mod-custom custom">
<p><strong>Orari ufficio</strong><br>In stagione (5 dicembre – 11 aprile):<br>tutti i giorni 8:15–12:30 e 14:30–18:00</p>
<p>Fino al 4 dicembre:<br>lun–ven 9:00–12:00, solo al telefono e via email</p>
<p><span class="icon-phone" aria-hidden="true"></span>&nbsp;<a href="${COLALTO_PHONE_HREF}">${COLALTO_PHONE}</a><br><span class="fab fa-whatsapp" aria-hidden="true"></span>&nbsp;WhatsApp <a href="${COLALTO_WHATSAPP_HREF}">${COLALTO_WHATSAPP}</a></p>
<p style="text-align: center;"><a class="btn btn-primary" href="${COLALTO_BOOKING}?lang=it" target="_blank" rel="noopener">Prenota online</a></p>
</div>
</div>
</div>`,
  de: `<div class="sidebar-right card ">
<h3 class="card-header ">Skischulbüro</h3>
<div class="card-body">
<div id="mod-custom119" class="mod-custom custom">
<p><strong>Öffnungszeiten</strong><br>In der Saison (5. Dezember – 11. April):<br>täglich 8:15–12:30 und 14:30–18:00 Uhr</p>
<p>Bis 4. Dezember:<br>Mo–Fr 9:00–12:00 Uhr, nur telefonisch und per E-Mail</p>
<p><span class="icon-phone" aria-hidden="true"></span>&nbsp;<a href="${COLALTO_PHONE_HREF}">${COLALTO_PHONE}</a><br><span class="fab fa-whatsapp" aria-hidden="true"></span>&nbsp;WhatsApp <a href="${COLALTO_WHATSAPP_HREF}">${COLALTO_WHATSAPP}</a></p>
<p style="text-align: center;"><a class="btn btn-primary" href="${COLALTO_BOOKING}?lang=de" target="_blank" rel="noopener">Online buchen</a></p>
</div>
</div>
</div>`,
  en: `<div class="sidebar-right card ">
<h3 class="card-header ">Ski school office</h3>
<div class="card-body">
<div id="mod-custom119" class="mod-custom custom">
<p><strong>Office hours</strong><br>In season (5 December – 11 April):<br>daily 8:15–12:30 and 14:30–18:00</p>
<p>Until 4 December:<br>Mon–Fri 9:00–12:00, phone and email only</p>
<p><span class="icon-phone" aria-hidden="true"></span>&nbsp;<a href="${COLALTO_PHONE_HREF}">${COLALTO_PHONE}</a><br><span class="fab fa-whatsapp" aria-hidden="true"></span>&nbsp;WhatsApp <a href="${COLALTO_WHATSAPP_HREF}">${COLALTO_WHATSAPP}</a></p>
<p style="text-align: center;"><a class="btn btn-primary" href="${COLALTO_BOOKING}?lang=en" target="_blank" rel="noopener">Book online</a></p>
</div>
</div>
</div>`,
};

const social = `<p class="social"><a href="https://www.facebook.example/scuolasci.colalto" target="_blank" rel="noopener"><span class="fab fa-facebook-f" aria-hidden="true"></span> Facebook</a> &nbsp; <a href="https://www.instagram.example/scuolasci_colalto" target="_blank" rel="noopener"><span class="fab fa-instagram" aria-hidden="true"></span> Instagram</a> &nbsp; <a href="https://www.youtube.example/@skischulecolalto" target="_blank" rel="noopener"><span class="fab fa-youtube" aria-hidden="true"></span> YouTube</a></p>`;

/** The footer custom module: the cooperative's name, address, VAT number, e-mail and social links. */
const footer: Record<ColAltoLanguage, string> = {
  it: `<div id="mod-custom120" class="mod-custom custom">
<p><strong>Scuola Sci e Snowboard Col Alto Soc. Coop.</strong><br>Via Plan 14 – 39030 Sorafonte/Oberbrunn (BZ)<br>P.IVA ${COLALTO_VAT} – <a href="mailto:${COLALTO_EMAIL}">${COLALTO_EMAIL}</a></p>
${social}
<p><a href="/info/condizioni-generali">Condizioni generali</a> | <a href="/privacy-policy">Privacy policy</a> | <a href="/cookie-policy">Cookie policy</a></p>
<p style="font-size: 11px;">© 2026 Scuola Sci Col Alto – Skischule Col Alto. Membro dell'Associazione Scuole di Sci dell'Alto Adige.</p>
</div>`,
  de: `<div id="mod-custom120" class="mod-custom custom">
<p><strong>Scuola Sci e Snowboard Col Alto Soc. Coop.</strong><br>Planstraße 14 – 39030 Oberbrunn/Sorafonte (BZ)<br>MwSt.-Nr. ${COLALTO_VAT} – <a href="mailto:${COLALTO_EMAIL}">${COLALTO_EMAIL}</a></p>
${social}
<p><a href="/info/condizioni-generali">AGB (italienisch)</a> | <a href="/privacy-policy">Datenschutz (italienisch)</a> | <a href="/cookie-policy">Cookie-Richtlinie</a></p>
<p style="font-size: 11px;">© 2026 Skischule Col Alto – Scuola Sci Col Alto.</p>
</div>`,
  en: `<div id="mod-custom120" class="mod-custom custom">
<p><strong>Scuola Sci e Snowboard Col Alto Soc. Coop.</strong><br>Via Plan 14 – 39030 Sorafonte/Oberbrunn (BZ), Italy<br>VAT no. ${COLALTO_VAT} – <a href="mailto:${COLALTO_EMAIL}">${COLALTO_EMAIL}</a></p>
${social}
<p><a href="/info/condizioni-generali">Terms and conditions (Italian)</a> | <a href="/privacy-policy">Privacy policy (Italian)</a> | <a href="/cookie-policy">Cookie policy</a></p>
<p style="font-size: 11px;">© 2026 Scuola Sci Col Alto – Skischule Col Alto.</p>
</div>`,
};

/** The cookie consent of the "GDPR Cookie Consent" system plugin (osano cookieconsent markup). */
const cookieText: Record<ColAltoLanguage, [message: string, link: string, deny: string, allow: string]> = {
  it: [
    'Questo sito utilizza cookie tecnici e, previo tuo consenso, cookie di terze parti per statistiche e per mostrarti i video e la mappa. Puoi accettare, rifiutare o cambiare idea in qualsiasi momento.',
    'Leggi la cookie policy',
    'Rifiuta',
    'Accetta',
  ],
  de: [
    'Diese Website verwendet technische Cookies und, mit Ihrer Zustimmung, Cookies von Drittanbietern für Statistiken, Videos und die Karte. Sie können jederzeit zustimmen, ablehnen oder Ihre Wahl ändern.',
    'Cookie-Richtlinie',
    'Ablehnen',
    'Akzeptieren',
  ],
  en: [
    'This website uses technical cookies and, with your consent, third-party cookies for statistics, videos and the map. You can accept, refuse or change your mind at any time.',
    'Read the cookie policy',
    'Decline',
    'Accept',
  ],
};

const cookieBanner = (lang: ColAltoLanguage) => {
  const [message, link, deny, allow] = cookieText[lang];
  return `<div role="dialog" aria-live="polite" aria-label="cookieconsent" aria-describedby="cookieconsent:desc" class="cc-window cc-banner cc-type-opt-in cc-theme-block cc-bottom cc-color-override-1187302561"><span id="cookieconsent:desc" class="cc-message">${message} <a aria-label="learn more about cookies" role="button" tabindex="0" class="cc-link" href="/cookie-policy" rel="noopener noreferrer nofollow" target="_blank">${link}</a></span><div class="cc-compliance cc-highlight"><a aria-label="deny cookies" role="button" tabindex="0" class="cc-btn cc-deny">${deny}</a><a aria-label="allow cookies" role="button" tabindex="0" class="cc-btn cc-allow">${allow}</a></div></div>
<div class="cc-revoke cc-bottom cc-animate cc-color-override-1187302561" style="display: none;">Cookie</div>`;
};

const schema = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'SportsActivityLocation',
  '@id': `${COLALTO_SITE}/#school`,
  name: 'Scuola Sci Col Alto',
  alternateName: 'Skischule Col Alto',
  url: `${COLALTO_SITE}/`,
  telephone: COLALTO_PHONE,
  email: COLALTO_EMAIL,
  image: `${COLALTO_SITE}/images/headers/scuola-sci-col-alto-maestri.jpg`,
  priceRange: '€€',
  address: {
    '@type': 'PostalAddress',
    streetAddress: 'Via Plan 14',
    addressLocality: 'Sorafonte',
    postalCode: '39030',
    addressRegion: 'BZ',
    addressCountry: 'IT',
  },
  geo: { '@type': 'GeoCoordinates', latitude: 46.6912, longitude: 11.9468 },
  openingHours: ['Mo-Su 08:15-12:30', 'Mo-Su 14:30-18:00'],
  containedInPlace: { '@type': 'SkiResort', name: 'Col Alto', url: 'https://www.colalto-ski.example/' },
  sameAs: [
    'https://www.facebook.example/scuolasci.colalto',
    'https://www.instagram.example/scuolasci_colalto',
  ],
});

const viewClass: Record<ColAltoPage['view'], string> = {
  article: 'com_content wrapper-static view-article no-layout no-task',
  category: 'com_content wrapper-static view-category layout-blog no-task',
  featured: 'com_content wrapper-static view-featured no-layout no-task',
  contact: 'com_contact wrapper-static view-contact no-layout no-task',
};

/**
 * The whole document as Joomla 4 with the Cassiopeia template and Falang prints it: hreflang alternates and
 * the SportsActivityLocation JSON-LD in the head; a top bar with the Falang switcher, the brand, the
 * metismenu dropdown menu; the breadcrumbs module; the component in `<main>`; the sidebar-right module with
 * the office hours on every page; the footer module; the back-to-top link and the cookie consent banner.
 */
export function colAltoLayout(page: ColAltoPage): SitePage {
  const lang = page.lang;
  const html = `<!DOCTYPE html>
<html lang="${lang === 'it' ? 'it-it' : lang === 'de' ? 'de-de' : 'en-gb'}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="author" content="Markus Feichtnar">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${page.description}">
<meta name="generator" content="Joomla! - Open Source Content Management">
<title>${page.title} - Scuola Sci Col Alto</title>
<link href="/media/templates/site/cassiopeia/images/joomla-favicon.svg" rel="icon" type="image/svg+xml">
${hreflangs(page)}
<link href="/media/system/css/joomla-fontawesome.min.css?5e1c6b" rel="lazy-stylesheet"><noscript><link href="/media/system/css/joomla-fontawesome.min.css?5e1c6b" rel="stylesheet"></noscript>
<link href="/media/templates/site/cassiopeia/css/template.min.css?5e1c6b" rel="stylesheet">
<link href="/media/templates/site/cassiopeia/css/global/colors_standard.min.css?5e1c6b" rel="stylesheet">
<link href="/media/templates/site/cassiopeia/css/vendor/joomla-custom-elements/joomla-alert.min.css?0.2.0" rel="stylesheet">
<link href="/media/templates/site/cassiopeia/css/user.css?5e1c6b" rel="stylesheet">
<link href="/media/plg_system_cookieconsent/css/cookieconsent.min.css" rel="stylesheet">
<style>:root {--hue: 214;--template-bg-light: #f0f4fb;--template-text-dark: #495057;--template-text-light: #ffffff;--template-link-color: #1f4e79;--template-special-color: #001B4C;}</style>
<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"${lang === 'it' ? 'Errore' : lang === 'de' ? 'Fehler' : 'Error'}","MESSAGE":"${lang === 'it' ? 'Messaggio' : lang === 'de' ? 'Nachricht' : 'Message'}"},"system.paths":{"root":"","rootFull":"${COLALTO_SITE}\\/","base":"","baseFull":"${COLALTO_SITE}\\/"},"csrf.token":"4f1d2c9a8b7e6d5c4b3a29180f7e6d5c"}</script>
<script src="/media/system/js/core.min.js?37ffe4186289eba9c5df81bea44080aff77b9684"></script>
<script src="/media/templates/site/cassiopeia/js/template.min.js?5e1c6b" defer></script>
<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.3" type="module"></script>
<script src="/media/vendor/metismenujs/js/metismenujs.min.js?1.4.0" defer></script>
<script src="/media/templates/site/cassiopeia/js/mod_menu/menu-metismenu.min.js?5e1c6b" defer></script>
<script type="application/ld+json">${schema}</script>
</head>
<body class="site ${viewClass[page.view]} itemid-${page.itemid} has-sidebar-right">
<header class="header container-header full-width">
<div class="container-topbar">
<div class="moduletable ">
${languageSwitcher(page)}
</div>
</div>
<div class="grid-child">
<div class="navbar-brand">
<a class="brand-logo" href="${homeOf[lang]}">
<img loading="eager" decoding="async" src="/images/logo/scuola-sci-col-alto-logo.png" alt="Scuola Sci Col Alto" width="320" height="96">
</a>
<div class="site-description">Scuola Sci &amp; Snowboard · Skischule · Sorafonte/Oberbrunn</div>
</div>
</div>
<div class="grid-child container-nav">
${menu(page)}
</div>
</header>
<div class="site-grid">
<div class="grid-child container-component">
${breadcrumbs(page)}
<div id="system-message-container" aria-live="polite"></div>
<main>
${page.body}
</main>
${page.mainBottom ?? ''}
</div>
<div class="grid-child container-sidebar-right">
${sidebar[lang]}
</div>
</div>
<footer class="container-footer footer full-width">
<div class="grid-child">
${footer[lang]}
</div>
</footer>
<a href="#top" id="back-top" class="back-to-top-link" aria-label="${words[lang].top}">
<span class="icon-arrow-up icon-fw" aria-hidden="true"></span>
</a>
${cookieBanner(lang)}
<script src="/media/plg_system_cookieconsent/js/cookieconsent.min.js" defer></script>
</body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}

/** Cassiopeia's error.php: its own short document, no modules but the menu, the message and a link home. */
export const colAltoNotFound = `<!DOCTYPE html>
<html lang="it-it" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>404 - Pagina non trovata</title>
<link href="/media/templates/site/cassiopeia/css/template.min.css?5e1c6b" rel="stylesheet">
</head>
<body class="site error_site com_content wrapper-static view-article no-layout no-task">
<header class="header container-header full-width">
<div class="grid-child">
<div class="navbar-brand">
<a class="brand-logo" href="/"><img src="/images/logo/scuola-sci-col-alto-logo.png" alt="Scuola Sci Col Alto" width="320" height="96"></a>
</div>
</div>
</header>
<div class="site-grid">
<div class="grid-child container-component">
<h1 class="page-header">La pagina richiesta non è stata trovata.</h1>
<div class="card">
<div class="card-body">
<p><strong>Potresti non essere in grado di visitare questa pagina a causa di:</strong></p>
<ul>
<li>un <strong>segnalibro/preferito scaduto</strong></li>
<li>un motore di ricerca che ha un <strong>elenco non aggiornato per questo sito</strong></li>
<li>un <strong>indirizzo digitato in modo errato</strong></li>
</ul>
<p><a href="/" class="btn btn-secondary"><span class="icon-home" aria-hidden="true"></span> Pagina iniziale</a></p>
<hr>
<p>Se le difficoltà persistono, contatta l'amministratore di questo sito.</p>
<blockquote><span class="badge bg-secondary">404</span> Articolo non trovato</blockquote>
</div>
</div>
</div>
</div>
<footer class="container-footer footer full-width"><div class="grid-child"><p>Scuola Sci Col Alto – Sorafonte/Oberbrunn</p></div></footer>
</body>
</html>
`;
