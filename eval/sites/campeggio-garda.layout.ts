import type { SitePage } from './site-server.ts';

export type OlivetoLanguage = 'it' | 'en' | 'de';

/** A page of Camping Oliveto as Joomla stores it, before Helix Ultimate wraps it. */
export interface OlivetoPage {
  path: string;
  lang: OlivetoLanguage;
  title: string;
  description: string;
  /** The translations (Joomla's associations); a language left out has no version of the page. */
  alternates?: Partial<Record<OlivetoLanguage, string>>;
  /** `builder`: an SP Page Builder page; `article`: a `com_content` article (the news and the documents). */
  kind?: 'builder' | 'article';
  /** For articles: the ISO date and the date as the template prints it. */
  date?: [iso: string, printed: string];
  /** The breadcrumb's middle links, between Home and the page. */
  crumbs?: [label: string, href: string][];
  body: string;
  unlisted?: boolean;
}

export const OLIVETO_SITE = 'https://www.campeggio-garda.test';
export const OLIVETO_PHONE = '045 647 2381';
export const OLIVETO_PHONE_INTL = '+39 045 647 2381';
export const OLIVETO_PHONE_HREF = 'tel:+390456472381';
export const OLIVETO_WHATSAPP = '+39 348 771 2045';
export const OLIVETO_WHATSAPP_HREF = 'https://wa.me/393487712045';
export const OLIVETO_EMAIL = 'info@campeggio-garda.test';
export const OLIVETO_VAT = '03918450237';
export const OLIVETO_CIN = 'IT023043B1JH6K2P9M';
export const OLIVETO_STREET = 'Via Fossalta 21';
export const OLIVETO_TOWN = '37017 Lazise (VR)';

export const images = (file: string) => `${OLIVETO_SITE}/images/2024/${file}`;

let counter = 0;
/** The numeric ids SP Page Builder gives every section, column and addon. */
const sppbId = () => `16${(71234500 + counter++ * 6143).toString().padStart(11, '0')}`;

/* ── SP Page Builder addons, as the frontend prints them ────────────────────────────────────────── */

/** A section: `sppb-section` > `sppb-row-container` > `sppb-row` holding its columns. */
export const section = (cols: string[], extra = '') =>
  `<section id="section-id-${sppbId()}" class="sppb-section${extra ? ` ${extra}` : ''}"><div class="sppb-row-container"><div class="sppb-row">${cols.join('')}</div></div></section>`;

/** A column: `sppb-col-md-*` > `sppb-column` > `sppb-column-addons`, each addon in its two wrappers. */
export const col = (md: number, ...addons: string[]) => {
  const id = sppbId();
  return `<div class="sppb-col-md-${md} sppb-col-sm-12" id="column-wrap-id-${id}"><div id="column-id-${id}" class="sppb-column"><div class="sppb-column-addons">${addons
    .map((a) => {
      const aid = sppbId();
      return `<div id="sppb-addon-wrapper-${aid}" class="sppb-addon-wrapper"><div id="sppb-addon-${aid}" class="clearfix">${a}</div></div>`;
    })
    .join('')}</div></div></div>`;
};

/** A one-column section of addons: the most common block of the site. */
export const row = (...addons: string[]) => section([col(12, ...addons)]);

/** A Text Block addon, with an optional addon title. */
export const text = (html: string, title?: string, tag: 'h2' | 'h3' = 'h3') =>
  `<div class="sppb-addon sppb-addon-text-block sppb-text-left">${title ? `<${tag} class="sppb-addon-title">${title}</${tag}>` : ''}<div class="sppb-addon-content">${html}</div></div>`;

/** A Heading addon. */
export const heading = (t: string, tag: 'h2' | 'h3' = 'h2', align = 'left') =>
  `<div class="sppb-addon sppb-addon-header sppb-text-${align}"><${tag} class="sppb-addon-title">${t}</${tag}></div>`;

/** A Feature Box addon: icon, title, text. */
export const feature = (icon: string, title: string, html: string) =>
  `<div class="sppb-addon sppb-addon-feature sppb-text-center"><div class="sppb-addon-content"><span class="sppb-icon"><span class="sppb-icon-container"><i class="fas fa-${icon}" aria-hidden="true"></i></span></span><div class="sppb-media-content"><h4 class="sppb-addon-title sppb-feature-box-title">${title}</h4><div class="sppb-addon-text">${html}</div></div></div></div>`;

export const button = (label: string, href: string) =>
  `<div class="sppb-text-left"><a href="${href}" id="btn-${sppbId()}" class="sppb-btn sppb-btn-custom sppb-btn-rounded">${label}</a></div>`;

/** An Alert addon: the notices the owner puts on top of pages. */
export const alert = (html: string, type: 'info' | 'warning' = 'info') =>
  `<div class="sppb-addon sppb-addon-alert"><div class="sppb-alert sppb-alert-${type} sppb-fade-in-out" role="alert">${html}</div></div>`;

export const image = (file: string, alt: string) =>
  `<div class="sppb-addon sppb-addon-single-image sppb-text-center"><div class="sppb-addon-content"><div class="sppb-addon-single-image-container"><img class="sppb-img-responsive" src="${images(file)}" alt="${alt}" title="" width="800" height="533" loading="lazy"></div></div></div>`;

/** A Raw HTML addon: whatever was pasted, as it was pasted. */
export const raw = (html: string) =>
  `<div class="sppb-addon sppb-addon-raw-html"><div class="sppb-addon-content">${html}</div></div>`;

/** An Accordion addon saved closed: every panel hidden by inline style and `aria-hidden` until clicked. */
export const accordion = (items: [q: string, a: string][]) => {
  const id = sppbId();
  return `<div class="sppb-addon sppb-addon-accordion"><div class="sppb-panel-group">${items
    .map(
      ([q, a], i) =>
        `<div class="sppb-panel sppb-panel-modern"><div class="sppb-panel-heading" id="sppb-ac-heading-${id}-key-${i}" aria-expanded="false" aria-controls="sppb-ac-content-${id}-key-${i}" role="button"><span class="sppb-panel-title">${q}</span><span class="sppb-toggle-direction"><i class="fa fa-chevron-right" aria-hidden="true"></i></span></div><div id="sppb-ac-content-${id}-key-${i}" class="sppb-panel-collapse" style="display: none;" aria-hidden="true" aria-labelledby="sppb-ac-heading-${id}-key-${i}"><div class="sppb-panel-body">${a}</div></div></div>`,
    )
    .join('')}</div></div>`;
};

export const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('\n');
export const h3 = (t: string) => `<h3>${t}</h3>`;
export const h4 = (t: string) => `<h4>${t}</h4>`;
export const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** A table whose column headers sit only in its `<thead>`, as the editor (JCE) saves it. */
export const headTable = (head: string[], rows: string[][], cls = 'table table-striped') =>
  `<table class="${cls}" style="width: 100%;"><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map(
      (r) =>
        `<tr>${r.map((c, i) => (i === 0 ? `<td><strong>${c}</strong></td>` : `<td>${c}</td>`)).join('')}</tr>`,
    )
    .join('')}</tbody></table>`;

/** A table with no header at all: its columns are only known from the table above it. */
export const bareTable = (rows: string[][], cls = 'table table-striped') =>
  `<table class="${cls}" style="width: 100%;"><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

/* ── The template: Helix Ultimate header, mega menu, off-canvas, breadcrumbs, footer, cookies ─────── */

type MenuItem = [label: string, href: string, groups?: [title: string, links: [string, string][]][]];

const menus: Record<OlivetoLanguage, MenuItem[]> = {
  it: [
    ['Home', '/'],
    [
      'Soggiorno',
      '/piazzole',
      [
        [
          'Dove dormire',
          [
            ['Piazzole', '/piazzole'],
            ['Mobile home e bungalow', '/mobile-home-e-bungalow'],
            ['Accessibilità', '/accessibilita'],
          ],
        ],
        [
          'Prezzi e prenotazioni',
          [
            ['Listino prezzi 2027', '/prezzi'],
            ['Prenotazioni e cancellazioni', '/prenotazioni'],
          ],
        ],
      ],
    ],
    [
      'Servizi',
      '/servizi',
      [
        [
          'Nel campeggio',
          [
            ['Ristorante, market e servizi', '/servizi'],
            ['Piscina', '/piscina'],
            ['Animazione e mini club', '/animazione'],
            ['Noleggio bici, SUP e barche', '/noleggi'],
          ],
        ],
        ['In vacanza con il cane', [['Cani benvenuti', '/vacanze-con-il-cane']]],
      ],
    ],
    [
      'Info',
      '/informazioni-utili',
      [
        [
          'Prima di partire',
          [
            ['Informazioni utili', '/informazioni-utili'],
            ['Come arrivare', '/come-arrivare'],
            ['Domande frequenti', '/domande-frequenti'],
          ],
        ],
      ],
    ],
    ['News', '/news'],
    ['Contatti', '/contatti'],
  ],
  en: [
    ['Home', '/en'],
    [
      'Stay',
      '/en/pitches',
      [
        [
          'Where to sleep',
          [
            ['Pitches', '/en/pitches'],
            ['Mobile homes & bungalows', '/en/mobile-homes'],
          ],
        ],
        [
          'Prices & booking',
          [
            ['Prices 2027', '/en/prices'],
            ['Booking & cancellation', '/en/booking'],
          ],
        ],
      ],
    ],
    [
      'Facilities',
      '/en/facilities',
      [
        [
          'On site',
          [
            ['Restaurant, shop & services', '/en/facilities'],
            ['Swimming pool', '/en/swimming-pool'],
          ],
        ],
      ],
    ],
    [
      'Info',
      '/en/good-to-know',
      [
        [
          'Before you come',
          [
            ['Good to know', '/en/good-to-know'],
            ['How to get here', '/en/how-to-get-here'],
            ['Day trips from the campsite', '/en/day-trips'],
            ['FAQ', '/en/faq'],
          ],
        ],
      ],
    ],
    ['Contact', '/en/contact'],
  ],
  de: [
    ['Startseite', '/de'],
    [
      'Urlaub',
      '/de/stellplaetze',
      [
        [
          'Unterkünfte',
          [
            ['Stellplätze', '/de/stellplaetze'],
            ['Preise 2027', '/de/preise'],
          ],
        ],
      ],
    ],
    ['Anreise', '/de/anreise'],
    ['Kontakt', '/de/kontakt'],
  ],
};

const words = {
  it: {
    home: 'Home',
    menu: 'Menu',
    pick: 'Seleziona la tua lingua',
    top: 'Campeggio sul Lago di Garda a Lazise · Stagione 2027: dal 26 marzo al 3 ottobre',
    book: 'Prenota',
    about: 'Camping Oliveto',
    aboutText: 'Campeggio familiare direttamente sul Lago di Garda, tra Lazise e Pacengo, dal 1972.',
    contact: 'Contatti',
    useful: 'Link utili',
    usefulLinks: [
      ['Regolamento interno (PDF)', '/documenti/regolamento-interno'],
      ['Privacy policy', '/privacy-policy'],
      ['Cookie policy', '/cookie-policy'],
      ['Lavora con noi', '/contatti'],
    ],
    rights: 'Tutti i diritti riservati',
    cookie:
      'Questo sito utilizza cookie tecnici e, previo consenso, cookie di terze parti per statistiche e mappe. Continuando la navigazione accetti l’uso dei cookie tecnici. <a href="/cookie-policy">Maggiori informazioni</a>',
    accept: 'Accetto',
    decline: 'Rifiuto',
    posted: 'Pubblicato',
    category: 'Categoria',
  },
  en: {
    home: 'Home',
    menu: 'Menu',
    pick: 'Select your language',
    top: 'Campsite on Lake Garda at Lazise · 2027 season: 26 March to 3 October',
    book: 'Book now',
    about: 'Camping Oliveto',
    aboutText: 'Family campsite right on the shore of Lake Garda, between Lazise and Pacengo, since 1972.',
    contact: 'Contact',
    useful: 'Useful links',
    usefulLinks: [
      ['Privacy policy', '/privacy-policy'],
      ['Cookie policy', '/cookie-policy'],
    ],
    rights: 'All rights reserved',
    cookie:
      'This website uses technical cookies and, with your consent, third-party cookies for statistics and maps. <a href="/cookie-policy">More information</a>',
    accept: 'Accept',
    decline: 'Decline',
    posted: 'Published',
    category: 'Category',
  },
  de: {
    home: 'Startseite',
    menu: 'Menü',
    pick: 'Sprache wählen',
    top: 'Campingplatz am Gardasee in Lazise · Saison 2027: 26. März bis 3. Oktober',
    book: 'Jetzt buchen',
    about: 'Camping Oliveto',
    aboutText: 'Familiencamping direkt am Ufer des Gardasees, zwischen Lazise und Pacengo, seit 1972.',
    contact: 'Kontakt',
    useful: 'Nützliche Links',
    usefulLinks: [
      ['Datenschutz', '/privacy-policy'],
      ['Cookie-Richtlinie', '/cookie-policy'],
    ],
    rights: 'Alle Rechte vorbehalten',
    cookie:
      'Diese Website verwendet technische Cookies und, mit Ihrer Zustimmung, Cookies von Drittanbietern für Statistiken und Karten. <a href="/cookie-policy">Mehr erfahren</a>',
    accept: 'Akzeptieren',
    decline: 'Ablehnen',
    posted: 'Veröffentlicht',
    category: 'Kategorie',
  },
} as const;

const homeOf: Record<OlivetoLanguage, string> = { it: '/', en: '/en', de: '/de' };
const htmlLang: Record<OlivetoLanguage, string> = { it: 'it-IT', en: 'en-GB', de: 'de-DE' };
const langNames: Record<OlivetoLanguage, string> = {
  it: 'Italiano (Italia)',
  en: 'English (United Kingdom)',
  de: 'Deutsch (Deutschland)',
};
const flagFile: Record<OlivetoLanguage, string> = { it: 'it_it', en: 'en_gb', de: 'de_de' };

const bookPath: Record<OlivetoLanguage, string> = {
  it: '/prenotazioni',
  en: '/en/booking',
  de: '/de/kontakt',
};

/** Joomla's mod_languages with flags: the associated page, or the other language's home when none. */
const languageSwitcher = (page: OlivetoPage, id: number) => {
  const langs: OlivetoLanguage[] = ['it', 'en', 'de'];
  const items = langs
    .map((lang) => {
      const current = lang === page.lang;
      const href = current ? page.path : (page.alternates?.[lang] ?? homeOf[lang]);
      return `<li${current ? ' class="lang-active"' : ''}><a${current ? ' aria-current="true"' : ''} href="${href}"><img title="${langNames[lang]}" src="/media/mod_languages/images/${flagFile[lang]}.gif" alt="${langNames[lang]}"></a></li>`;
    })
    .join('');
  return `<div class="sp-module "><div class="sp-module-content"><div class="mod-languages"><p class="visually-hidden" id="language_picker_des_${id}">${words[page.lang].pick}</p><ul aria-labelledby="language_picker_des_${id}" class="mod-languages__list lang-inline">${items}</ul></div></div></div>`;
};

/** The Helix mega menu: top items, dropdowns of grouped columns. */
const megaMenu = (lang: OlivetoLanguage, current: string) =>
  `<ul class="sp-megamenu-parent menu-animation-fade-up d-none d-lg-block">${menus[lang]
    .map(([label, href, groups], i) => {
      const active = href === current || groups?.some(([, links]) => links.some(([, h]) => h === current));
      const cls = `sp-menu-item${groups ? ' sp-has-child' : ''}${active ? ' active' : ''}`;
      const drop = groups
        ? `<div class="sp-dropdown sp-dropdown-main sp-dropdown-mega sp-menu-center" style="width: ${groups.length * 240}px;"><div class="sp-dropdown-inner"><div class="row">${groups
            .map(
              ([title, links]) =>
                `<div class="col-sm-${12 / groups.length}"><ul class="sp-mega-group"><li class="item-${300 + i} menu_item item-header"><span class="sp-group-title">${title}</span><ul class="sp-mega-group-child sp-dropdown-items">${links
                  .map(
                    ([l, h]) =>
                      `<li class="sp-menu-item${h === current ? ' active' : ''}"><a href="${h}">${l}</a></li>`,
                  )
                  .join('')}</ul></li></ul></div>`,
            )
            .join('')}</div></div></div>`
        : '';
      return `<li class="${cls}"><a href="${href}"${href === current ? ' aria-current="page"' : ''}>${label}</a>${drop}</li>`;
    })
    .join('')}</ul>`;

/** The off-canvas menu: the same tree as nested lists, hidden until the burger is pressed. */
const offcanvasMenu = (lang: OlivetoLanguage) =>
  `<ul class="menu nav-pills">${menus[lang]
    .map(([label, href, groups], i) => {
      const children = groups
        ? `<span class="menu-toggler"></span><ul class="menu-child">${groups
            .flatMap(([, links]) => links)
            .map(([l, h], j) => `<li class="item-${400 + i * 10 + j}"><a href="${h}">${l}</a></li>`)
            .join('')}</ul>`
        : '';
      return `<li class="item-${200 + i}${groups ? ' menu-deeper menu-parent' : ''}"><a href="${href}">${label}</a>${children}</li>`;
    })
    .join('')}</ul>`;

const breadcrumbs = (page: OlivetoPage) => {
  const w = words[page.lang];
  const links: [string, string | undefined][] = [
    [w.home, homeOf[page.lang]],
    ...(page.crumbs ?? []),
    [page.title, undefined],
  ];
  return `<ol itemscope itemtype="https://schema.org/BreadcrumbList" class="breadcrumb"><li class="float-start"><span class="divider fas fa-map-marker-alt" aria-hidden="true"></span></li>${links
    .map(([label, href], i) =>
      href
        ? `<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem" class="breadcrumb-item"><a itemprop="item" href="${href}" class="pathway"><span itemprop="name">${label}</span></a><meta itemprop="position" content="${i + 1}"></li>`
        : `<li aria-current="page" itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem" class="breadcrumb-item active"><span itemprop="name">${label}</span><meta itemprop="position" content="${i + 1}"></li>`,
    )
    .join('')}</ol>`;
};

const footer = (lang: OlivetoLanguage) => {
  const w = words[lang];
  return `<footer id="sp-bottom"><div class="container"><div class="container-inner"><div class="row"><div id="sp-bottom1" class="col-sm-col-sm-6 col-lg-4"><div class="sp-column "><div class="sp-module "><h3 class="sp-module-title">${w.about}</h3><div class="sp-module-content"><div class="mod-custom custom"><p>${w.aboutText}</p><p>${OLIVETO_STREET}<br>${OLIVETO_TOWN}</p></div></div></div></div></div><div id="sp-bottom2" class="col-sm-col-sm-6 col-lg-4"><div class="sp-column "><div class="sp-module "><h3 class="sp-module-title">${w.contact}</h3><div class="sp-module-content"><div class="mod-custom custom"><p><span class="fas fa-phone" aria-hidden="true"></span> Tel. <a href="${OLIVETO_PHONE_HREF}">${OLIVETO_PHONE_INTL}</a><br><span class="fab fa-whatsapp" aria-hidden="true"></span> WhatsApp <a href="${OLIVETO_WHATSAPP_HREF}">${OLIVETO_WHATSAPP}</a><br><span class="fas fa-envelope" aria-hidden="true"></span> <a href="mailto:${OLIVETO_EMAIL}">${OLIVETO_EMAIL}</a></p></div></div></div></div></div><div id="sp-bottom3" class="col-lg-4"><div class="sp-column "><div class="sp-module "><h3 class="sp-module-title">${w.useful}</h3><div class="sp-module-content"><ul class="mod-menu mod-list nav ">${w.usefulLinks
    .map(([l, h]) => `<li class="nav-item"><a href="${h}">${l}</a></li>`)
    .join(
      '',
    )}</ul></div></div></div></div></div></div></div></footer><footer id="sp-footer"><div class="container"><div class="container-inner"><div class="row"><div id="sp-footer1" class="col-lg-12"><div class="sp-column "><span class="sp-copyright">© 2026 Camping Oliveto di Bertoldi Gianni &amp; C. s.n.c. – ${OLIVETO_STREET}, ${OLIVETO_TOWN} – P.IVA ${OLIVETO_VAT} – CIN ${OLIVETO_CIN} – ${w.rights}</span></div></div></div></div></div></footer>`;
};

const cookieBanner = (lang: OlivetoLanguage) => {
  const w = words[lang];
  return `<div class="sp-cookie-consent" style="display: none; background-color: #1f4d3a; color: #ffffff;"><div class="sp-cookie-consent-content">${w.cookie}</div><div class="sp-cookie-consent-action"><a class="sp-cookie-close sp-cookie-allow btn btn-light" href="#">${w.accept}</a> <a class="sp-cookie-close btn btn-outline-light" href="#">${w.decline}</a></div></div>`;
};

const bodyOf = (page: OlivetoPage) => {
  const w = words[page.lang];
  if (page.kind === 'article') {
    const [iso, printed] = page.date ?? ['2026-01-01T09:00:00+01:00', ''];
    return `<div class="article-details " itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="${htmlLang[page.lang]}"><div class="article-header"><h1 itemprop="headline">${page.title}</h1></div><div class="article-info"><span class="category-name" title="${w.category}: News"><a href="/news" itemprop="genre">News</a></span><span class="published" title="${w.posted}: ${printed}"><time datetime="${iso}" itemprop="datePublished">${printed}</time></span></div><div itemprop="articleBody" class="com-content-article__body">${page.body}</div></div>`;
  }
  return `<div id="sp-page-builder" class="sp-page-builder  page-${counter++ % 97}"><div class="page-content">${page.body}</div></div>`;
};

/** Wraps a stored page in Helix Ultimate: head, top bar, header, title and breadcrumbs, content, footer. */
export const olivetoLayout = (page: OlivetoPage): SitePage => {
  const w = words[page.lang];
  const isHome = page.path === homeOf[page.lang];
  const alternates = Object.entries({ [page.lang]: page.path, ...page.alternates })
    .map(
      ([lang, href]) =>
        `<link href="${OLIVETO_SITE}${href}" rel="alternate" hreflang="${htmlLang[lang as OlivetoLanguage]}">`,
    )
    .join('\n');
  const itPath = page.lang === 'it' ? page.path : page.alternates?.it;
  const xDefault = itPath
    ? `\n<link href="${OLIVETO_SITE}${itPath}" rel="alternate" hreflang="x-default">`
    : '';
  const title = isHome
    ? ''
    : `<section id="sp-section-1"><div class="row"><div id="sp-title" class="col-lg-12 "><div class="sp-column "><div class="sp-page-title" style="background-image: url(${images('header-lago.jpg')});"><div class="container"><h2 class="sp-page-title-heading">${page.title}</h2>${breadcrumbs(page)}</div></div></div></div></div></section>`;
  const html = `<!doctype html>
<html lang="${htmlLang[page.lang]}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<meta name="generator" content="Joomla! - Open Source Content Management">
<meta name="description" content="${page.description}">
<title>${page.title} - Camping Oliveto Lazise</title>
<link href="${OLIVETO_SITE}${page.path}" rel="canonical">
${alternates}${xDefault}
<link href="/templates/shaper_helixultimate/images/favicon.ico" rel="icon" type="image/vnd.microsoft.icon">
<link href="/media/vendor/fontawesome-free/css/fontawesome.min.css?6.5.1" rel="stylesheet">
<link href="/components/com_sppagebuilder/assets/css/sppagebuilder.css?d6f7d1c3" rel="stylesheet">
<link href="/templates/shaper_helixultimate/css/bootstrap.min.css" rel="stylesheet">
<link href="/templates/shaper_helixultimate/css/template.css" rel="stylesheet">
<link href="/templates/shaper_helixultimate/css/presets/preset3.css" rel="stylesheet">
<style>.offcanvas-menu{visibility:hidden}.sppb-panel-collapse[aria-hidden="true"]{display:none}#sp-header{height:90px}.sp-megamenu-parent>li>a{line-height:90px}.sp-page-title{padding:70px 0;background-size:cover}</style>
<script type="application/json" class="joomla-script-options new">{"data":{"breakpoints":{"tablet":991,"mobile":480},"header":{"stickyOffset":"100"}},"system.paths":{"root":"","rootFull":"${OLIVETO_SITE}/","base":"","baseFull":"${OLIVETO_SITE}/"},"csrf.token":"4f1c2b9a0d7e63a8f5e2c1b0a9d8e7f6"}</script>
<script src="/media/vendor/jquery/js/jquery.min.js?3.7.1"></script>
<script src="/components/com_sppagebuilder/assets/js/sppagebuilder.js?d6f7d1c3" defer></script>
<script src="/templates/shaper_helixultimate/js/main.js"></script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Campground","name":"Camping Oliveto","telephone":"${OLIVETO_PHONE_INTL}","email":"${OLIVETO_EMAIL}","address":{"@type":"PostalAddress","streetAddress":"${OLIVETO_STREET}","postalCode":"37017","addressLocality":"Lazise","addressRegion":"VR","addressCountry":"IT"},"url":"${OLIVETO_SITE}/"}</script>
</head>
<body class="site helix-ultimate hu ${page.kind === 'article' ? 'com_content com-content view-article' : 'com_sppagebuilder com-sppagebuilder view-page'} layout-default task-none itemid-${101 + (counter % 60)} ${htmlLang[page.lang].toLowerCase()} ltr sticky-header layout-fluid offcanvas-init offcanvs-position-right">
<div class="body-wrapper">
<div class="body-innerwrapper">
<header id="sp-header">
<div class="container"><div class="container-inner"><div class="row">
<div id="sp-languages" class="col-auto"><div class="sp-column ">${languageSwitcher(page, 93)}</div></div>
<div id="sp-logo" class="col-auto"><div class="sp-column "><div class="logo"><a href="${homeOf[page.lang]}"><img class="logo-image d-none d-lg-inline-block" src="/images/logo/camping-oliveto.png" alt="Camping Oliveto"><img class="logo-image-phone d-inline-block d-lg-none" src="/images/logo/camping-oliveto-small.png" alt="Camping Oliveto"></a></div></div></div>
<div id="sp-menu" class="col-auto flex-auto"><div class="sp-column d-flex justify-content-end align-items-center"><nav class="sp-megamenu-wrapper d-flex" role="navigation"><a id="offcanvas-toggler" aria-label="${w.menu}" class="offcanvas-toggler-right d-flex d-lg-none" href="#"><div class="burger-icon" aria-hidden="true"><span></span><span></span><span></span></div></a>${megaMenu(page.lang, page.path)}</nav><div class="sp-module sp-book-button"><div class="sp-module-content"><div class="mod-custom custom"><a class="btn btn-primary btn-book" href="${bookPath[page.lang]}">${w.book}</a></div></div></div></div></div>
</div></div></div>
</header>
<section id="sp-top-bar"><div class="container"><div class="container-inner"><div class="row"><div id="sp-top1" class="col-lg-8"><div class="sp-column "><div class="sp-module "><div class="sp-module-content"><div class="mod-custom custom"><p>${w.top}</p></div></div></div></div></div><div id="sp-top2" class="col-lg-4"><div class="sp-column "><ul class="sp-contact-info"><li class="sp-contact-phone"><span class="fas fa-phone" aria-hidden="true"></span> <a href="${OLIVETO_PHONE_HREF}">${OLIVETO_PHONE_INTL}</a></li><li class="sp-contact-email"><span class="far fa-envelope" aria-hidden="true"></span> <a href="mailto:${OLIVETO_EMAIL}">${OLIVETO_EMAIL}</a></li></ul></div></div></div></div></div></section>
${title}
<section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row">
<main id="sp-component" class="col-lg-12 " role="main"><div class="sp-column "><div id="system-message-container" aria-live="polite"></div>
${bodyOf(page)}
</div></main>
</div></div></div></section>
${footer(page.lang)}
</div>
</div>
<div class="offcanvas-overlay"></div>
<div class="offcanvas-menu" aria-hidden="true">
<div class="d-flex align-items-center p-3 pt-4"><a href="#" class="close-offcanvas" aria-label="Close Off-canvas"><div class="burger-icon"><span></span><span></span><span></span></div></a></div>
<div class="offcanvas-inner"><div class="d-flex header-modules mb-3">${languageSwitcher(page, 94)}</div><div class="sp-module "><div class="sp-module-content">${offcanvasMenu(page.lang)}</div></div></div>
</div>
${cookieBanner(page.lang)}
<a href="#" class="sp-scroll-up" aria-label="Scroll Up"><span class="fas fa-angle-up" aria-hidden="true"></span></a>
</body>
</html>`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
};
