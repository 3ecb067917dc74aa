import {
  BAGLIO_CIN,
  BAGLIO_CIR,
  BAGLIO_EMAIL,
  BAGLIO_MOBILE,
  BAGLIO_MOBILE_INTL,
  BAGLIO_PHONE,
  BAGLIO_PHONE_HREF,
  BAGLIO_PHONE_INTL,
  BAGLIO_SITE,
  BAGLIO_STREET,
  BAGLIO_TOWN,
  BAGLIO_VAT,
  BAGLIO_WHATSAPP_HREF,
  type BaglioLanguage,
  type BaglioPage,
} from './baglio-zagara.layout.ts';
import type { SitePage } from './site-server.ts';

type MenuEntry = [label: string, href: string, children?: [string, string][]];

const menus: Record<BaglioLanguage, MenuEntry[]> = {
  it: [
    ['Home', '/'],
    [
      'Camere',
      '/camere',
      [
        ['Camere', '/camere'],
        ['Appartamenti', '/appartamenti'],
        ['Tariffe e stagioni', '/tariffe'],
      ],
    ],
    [
      'Il Baglio',
      '/colazione',
      [
        ['Colazione', '/colazione'],
        ['Cena e corso di cucina', '/cena-e-corso-di-cucina'],
        ['Piscina', '/piscina'],
        ['Servizi', '/servizi'],
        ['Escursioni', '/escursioni'],
      ],
    ],
    [
      'Info',
      '/check-in-e-check-out',
      [
        ['Check-in e check-out', '/check-in-e-check-out'],
        ['Prenotazioni e cancellazioni', '/prenotazioni-e-cancellazioni'],
        ['Domande frequenti', '/domande-frequenti'],
        ['Buoni regalo', '/buoni-regalo'],
        ['Sagre ed eventi', '/sagre-ed-eventi'],
      ],
    ],
    ['News', '/news'],
    ['Dove siamo', '/dove-siamo'],
  ],
  en: [
    ['Home', '/en'],
    [
      'Rooms',
      '/en/rooms',
      [
        ['Rooms', '/en/rooms'],
        ['Apartments', '/en/apartments'],
        ['Rates &amp; seasons', '/en/rates'],
      ],
    ],
    [
      'The Baglio',
      '/en/breakfast',
      [
        ['Breakfast', '/en/breakfast'],
        ['Dinner &amp; cooking class', '/en/dinner-and-cooking-class'],
        ['Pool &amp; services', '/en/pool-and-services'],
        ['Excursions', '/en/excursions'],
      ],
    ],
    [
      'Info',
      '/en/check-in-and-check-out',
      [
        ['Check-in &amp; check-out', '/en/check-in-and-check-out'],
        ['FAQ', '/en/faq'],
        ['Getting here from Catania airport', '/en/getting-here-from-catania-airport'],
      ],
    ],
    ['Contact', '/en/contact'],
  ],
};

const ui = {
  it: {
    locale: 'it',
    og: 'it_IT',
    home: '/',
    tagline: 'Country House &amp; B&amp;B tra i limoni di Noto',
    book: 'Prenota',
    bookNow: 'Prenota ora',
    sticky: 'Miglior prezzo garantito prenotando sul sito ufficiale',
    call: 'Chiama',
    menu: 'Menu',
    close: 'Chiudi',
    checkIn: 'Arrivo',
    checkOut: 'Partenza',
    adults: 'Adulti',
    children: 'Bambini',
    promo: 'Codice promo',
    search: 'Verifica disponibilità',
    searchTitle: 'Prenota il tuo soggiorno',
    crumbHome: 'Home',
    footerAbout:
      'Nove camere e due appartamenti in un baglio dell’Ottocento tra limoni e mandorli, a 9 km da Noto.',
    addressTitle: 'Indirizzo',
    contactsTitle: 'Contatti',
    phoneLabel: 'Telefono',
    mobileLabel: 'Cellulare e WhatsApp',
    emailLabel: 'Email',
    receptionTitle: 'Reception',
    reception: ['Tutti i giorni dalle 8:00 alle 21:00'],
    linksTitle: 'Informazioni',
    links: [
      ['Condizioni di soggiorno', '/condizioni-di-soggiorno'],
      ['Privacy policy', '/privacy-policy'],
      ['Cookie policy', '/cookie-policy'],
      ['News', '/news'],
    ],
    prefs: 'Preferenze cookie',
    company: 'Baglio delle Zagare di Spanò Corrado – Azienda agricola e struttura ricettiva extralberghiera',
    vat: 'P.IVA',
    credits: 'Sito e booking engine BBSuite',
  },
  en: {
    locale: 'en',
    og: 'en_GB',
    home: '/en',
    tagline: 'Country House &amp; B&amp;B among the lemon groves of Noto',
    book: 'Book',
    bookNow: 'Book now',
    sticky: 'Best rate guaranteed when you book on our official website',
    call: 'Call',
    menu: 'Menu',
    close: 'Close',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    adults: 'Adults',
    children: 'Children',
    promo: 'Promo code',
    search: 'Check availability',
    searchTitle: 'Book your stay',
    crumbHome: 'Home',
    footerAbout:
      'Nine rooms and two apartments in a 19th-century baglio among lemon and almond trees, 9 km from Noto.',
    addressTitle: 'Address',
    contactsTitle: 'Contact',
    phoneLabel: 'Phone',
    mobileLabel: 'Mobile &amp; WhatsApp',
    emailLabel: 'Email',
    receptionTitle: 'Reception',
    reception: ['Open daily, 8am–9pm'],
    linksTitle: 'Information',
    links: [
      ['Terms of stay (Italian)', '/condizioni-di-soggiorno'],
      ['Privacy policy (Italian)', '/privacy-policy'],
      ['Cookie policy (Italian)', '/cookie-policy'],
    ],
    prefs: 'Cookie preferences',
    company: 'Baglio delle Zagare di Spanò Corrado – farm and guest accommodation',
    vat: 'VAT no. (P.IVA)',
    credits: 'Website and booking engine by BBSuite',
  },
} as const;

const url = (path: string) => `${BAGLIO_SITE}${path}`;

function navbar(page: BaglioPage): string {
  const t = ui[page.lang];
  const items = menus[page.lang]
    .map(([label, href, children], i) => {
      const active = href === page.path || (children ?? []).some(([, h]) => h === page.path);
      if (!children)
        return `<li class="nav-item${active ? ' active' : ''}"><a class="nav-link" href="${href}">${label}${active ? ' <span class="sr-only">(current)</span>' : ''}</a></li>`;
      return `<li class="nav-item dropdown${active ? ' active' : ''}"><a class="nav-link dropdown-toggle" href="${href}" id="navDrop${i}" role="button" data-toggle="dropdown" aria-haspopup="true" aria-expanded="false">${label}</a><div class="dropdown-menu" aria-labelledby="navDrop${i}">${children
        .map(([l, h]) => `<a class="dropdown-item${h === page.path ? ' active' : ''}" href="${h}">${l}</a>`)
        .join('')}</div></li>`;
    })
    .join('');
  return `<nav class="navbar navbar-expand-lg navbar-light bg-white sticky-top shadow-sm" id="mainNav">
<div class="container">
<a class="navbar-brand" href="${t.home}"><img src="${BAGLIO_SITE}/bbsuite/media/baglio-zagare/logo-baglio-zagare.svg" alt="Baglio delle Zagare" height="52"><span class="navbar-brand__tagline d-none d-xl-inline">${t.tagline}</span></a>
<button class="navbar-toggler" type="button" data-toggle="offcanvas" data-target="#bbsOffcanvas" aria-controls="bbsOffcanvas" aria-expanded="false" aria-label="${t.menu}"><span class="navbar-toggler-icon"></span></button>
<div class="collapse navbar-collapse" id="navbarMain"><ul class="navbar-nav ml-auto">${items}</ul>
<a href="#bbs-search" class="btn btn-primary ml-lg-3 d-none d-lg-inline-block">${t.book}</a></div>
</div>
</nav>`;
}

/** The hidden offcanvas copy of the menu the hamburger slides in on phones. */
function offcanvas(page: BaglioPage): string {
  const t = ui[page.lang];
  return `<div class="offcanvas-collapse" id="bbsOffcanvas" aria-hidden="true" style="display:none"><button type="button" class="close offcanvas-close" aria-label="${t.close}"><span aria-hidden="true">&times;</span></button><ul class="offcanvas-nav list-unstyled">${menus[
    page.lang
  ]
    .map(
      ([label, href, children]) =>
        `<li><a href="${href}">${label}</a>${children ? `<ul class="list-unstyled pl-3">${children.map(([l, h]) => `<li><a href="${h}">${l}</a></li>`).join('')}</ul>` : ''}</li>`,
    )
    .join('')}</ul></div>`;
}

/** The switcher of the top bar: IT and EN follow the page's translation, DE and FR only lead home. */
function languageSwitcher(page: BaglioPage): string {
  const href = (lang: BaglioLanguage) => (lang === page.lang ? page.path : (page.alternate ?? ui[lang].home));
  const item = (code: string, link: string, title: string, current = false) =>
    `<li class="list-inline-item${current ? ' active' : ''}"><a href="${link}" hreflang="${code.toLowerCase()}" title="${title}"${current ? ' aria-current="true"' : ''}>${code}</a></li>`;
  return `<ul class="lang-switcher list-inline mb-0">${item('IT', href('it'), 'Italiano', page.lang === 'it')}${item('EN', href('en'), 'English', page.lang === 'en')}${item('DE', '/', 'Deutsch')}${item('FR', '/', 'Français')}</ul>`;
}

function topbar(page: BaglioPage): string {
  const phone = page.lang === 'it' ? BAGLIO_PHONE : BAGLIO_PHONE_INTL;
  return `<div class="topbar bg-dark text-white small py-1">
<div class="container d-flex justify-content-between align-items-center">
${languageSwitcher(page)}
<ul class="topbar-contacts list-inline mb-0 d-none d-md-block"><li class="list-inline-item"><i class="icon-phone"></i> <a href="${BAGLIO_PHONE_HREF}">${phone}</a></li><li class="list-inline-item"><i class="icon-whatsapp"></i> <a href="${BAGLIO_WHATSAPP_HREF}">WhatsApp</a></li><li class="list-inline-item"><i class="icon-mail"></i> <a href="mailto:${BAGLIO_EMAIL}">${BAGLIO_EMAIL}</a></li></ul>
</div>
</div>`;
}

/** The booking engine's search form, on every page between the content and the footer. */
function searchForm(page: BaglioPage): string {
  const t = ui[page.lang];
  const options = (from: number, to: number, selected: number) =>
    Array.from(
      { length: to - from + 1 },
      (_, i) => `<option value="${from + i}"${from + i === selected ? ' selected' : ''}>${from + i}</option>`,
    ).join('');
  return `<section id="bbs-search" class="bbs-search bg-primary py-3">
<div class="container"><form class="bbs-search-form form-row align-items-end" action="https://booking.bbsuite.example/baglio-zagare/${page.lang}/search" method="get" target="_blank">
<input type="hidden" name="property" value="BZ4471"><input type="hidden" name="lang" value="${page.lang}">
<div class="col-12 col-lg-2"><span class="bbs-search__title text-white font-weight-bold">${t.searchTitle}</span></div>
<div class="form-group col-6 col-lg-2"><label for="bbs-checkin" class="small text-white">${t.checkIn}</label><input type="text" class="form-control datepicker" id="bbs-checkin" name="checkin" placeholder="gg/mm/aaaa" autocomplete="off" readonly></div>
<div class="form-group col-6 col-lg-2"><label for="bbs-checkout" class="small text-white">${t.checkOut}</label><input type="text" class="form-control datepicker" id="bbs-checkout" name="checkout" placeholder="gg/mm/aaaa" autocomplete="off" readonly></div>
<div class="form-group col-4 col-lg-1"><label for="bbs-adults" class="small text-white">${t.adults}</label><select class="custom-select" id="bbs-adults" name="adults">${options(1, 6, 2)}</select></div>
<div class="form-group col-4 col-lg-1"><label for="bbs-children" class="small text-white">${t.children}</label><select class="custom-select" id="bbs-children" name="children">${options(0, 4, 0)}</select></div>
<div class="form-group col-4 col-lg-2"><label for="bbs-promo" class="small text-white">${t.promo}</label><input type="text" class="form-control" id="bbs-promo" name="promo"></div>
<div class="form-group col-12 col-lg-2"><button type="submit" class="btn btn-warning btn-block">${t.search}</button></div>
</form></div>
</section>`;
}

function breadcrumb(page: BaglioPage): string {
  if (page.path === '/' || page.path === '/en') return '';
  const t = ui[page.lang];
  const crumbs = page.crumbs ?? [];
  return `<nav aria-label="breadcrumb" class="bg-white border-bottom"><div class="container"><ol class="breadcrumb bg-transparent px-0 mb-0 small"><li class="breadcrumb-item"><a href="${t.home}">${t.crumbHome}</a></li>${crumbs
    .map(([l, h]) => `<li class="breadcrumb-item"><a href="${h}">${l}</a></li>`)
    .join('')}<li class="breadcrumb-item active" aria-current="page">${page.title}</li></ol></div></nav>`;
}

function footer(page: BaglioPage): string {
  const t = ui[page.lang];
  const phone = page.lang === 'it' ? BAGLIO_PHONE : BAGLIO_PHONE_INTL;
  const mobile = page.lang === 'it' ? BAGLIO_MOBILE : BAGLIO_MOBILE_INTL;
  return `<footer class="site-footer bg-dark text-white-50 pt-5 pb-3">
<div class="container"><div class="row">
<div class="col-md-4 mb-4"><img src="${BAGLIO_SITE}/bbsuite/media/baglio-zagare/logo-baglio-zagare-white.svg" alt="Baglio delle Zagare" height="48" class="mb-3"><p>${t.footerAbout}</p><h6 class="text-white text-uppercase small">${t.addressTitle}</h6><address>${BAGLIO_STREET}<br>${BAGLIO_TOWN}<br>Sicilia – Italia</address></div>
<div class="col-md-4 mb-4"><h6 class="text-white text-uppercase small">${t.contactsTitle}</h6>
<div class="footer-contact"><span class="footer-contact__label d-block small">${t.phoneLabel}</span><a class="footer-contact__value" href="${BAGLIO_PHONE_HREF}">${phone}</a></div>
<div class="footer-contact"><span class="footer-contact__label d-block small">${t.mobileLabel}</span><a class="footer-contact__value" href="${BAGLIO_WHATSAPP_HREF}">${mobile}</a></div>
<div class="footer-contact"><span class="footer-contact__label d-block small">${t.emailLabel}</span><a class="footer-contact__value" href="mailto:${BAGLIO_EMAIL}">${BAGLIO_EMAIL}</a></div>
<h6 class="text-white text-uppercase small mt-3">${t.receptionTitle}</h6>${t.reception.map((l) => `<p class="mb-1">${l}</p>`).join('')}</div>
<div class="col-md-4 mb-4"><h6 class="text-white text-uppercase small">${t.linksTitle}</h6><ul class="list-unstyled">${t.links.map(([l, h]) => `<li><a href="${h}">${l}</a></li>`).join('')}<li><a href="#" class="iubenda-cs-preferences-link">${t.prefs}</a></li></ul>
<ul class="list-inline social"><li class="list-inline-item"><a href="https://www.facebook.example/bagliodellezagare" aria-label="Facebook"><i class="icon-facebook"></i></a></li><li class="list-inline-item"><a href="https://www.instagram.example/bagliodellezagare" aria-label="Instagram"><i class="icon-instagram"></i></a></li><li class="list-inline-item"><a href="https://www.tripadvisor.example/Hotel_Review-g194844-d10588412" aria-label="Tripadvisor"><i class="icon-tripadvisor"></i></a></li></ul></div>
</div>
<hr class="border-secondary">
<div class="footer-legal small"><p class="mb-1">${t.company} – ${t.vat} ${BAGLIO_VAT}</p><p class="mb-1">CIN: ${BAGLIO_CIN} – CIR: ${BAGLIO_CIR}</p><p class="mb-0">© 2026 Baglio delle Zagare · ${t.credits}</p></div>
</div>
</footer>`;
}

/** The sticky booking bar at the bottom of the viewport. */
function stickyBar(page: BaglioPage): string {
  const t = ui[page.lang];
  return `<div class="bbs-sticky-book fixed-bottom bg-white border-top shadow py-2"><div class="container d-flex justify-content-between align-items-center"><span class="d-none d-md-inline small">${t.sticky}</span><span><a href="${BAGLIO_PHONE_HREF}" class="btn btn-outline-secondary btn-sm d-lg-none">${t.call}</a> <a href="#bbs-search" class="btn btn-warning btn-sm">${t.bookNow}</a></span></div></div>`;
}

/** The Iubenda banner as its script leaves it in the DOM, in the page's language. */
function cookieBanner(lang: BaglioLanguage): string {
  const t =
    lang === 'it'
      ? {
          text: 'Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità (“miglioramento dell’esperienza”, “misurazione” e “targeting e pubblicità”) come specificato nella <a href="/cookie-policy" class="iubenda-cs-cookie-policy-lnk">cookie policy</a>. Il rifiuto del consenso può rendere non disponibili le relative funzioni.',
          text2:
            'Puoi liberamente prestare, rifiutare o revocare il tuo consenso, in qualsiasi momento. Usa il pulsante “Accetta” per acconsentire. Usa il pulsante “Rifiuta” o chiudi questa informativa per continuare senza accettare.',
          more: 'Scopri di più e personalizza',
          reject: 'Rifiuta',
          accept: 'Accetta',
        }
      : {
          text: 'We and selected third parties use cookies or similar technologies for technical purposes and, with your consent, for other purposes (“experience enhancement”, “measurement” and “targeting &amp; advertising”) as specified in the <a href="/cookie-policy" class="iubenda-cs-cookie-policy-lnk">cookie policy</a>. Denying consent may make related features unavailable.',
          text2:
            'You can freely give, deny, or withdraw your consent at any time. Use the “Accept” button to consent. Use the “Reject” button or close this notice to continue without accepting.',
          more: 'Learn more and customize',
          reject: 'Reject',
          accept: 'Accept',
        };
  return `<div id="iubenda-cs-banner" class="iubenda-cs-default iubenda-cs-bottom iubenda-cs-lang-${lang} iubenda-cs-visible" role="alertdialog" aria-describedby="iubenda-cs-paragraph"><div class="iubenda-cs-container"><div class="iubenda-cs-content"><div class="iubenda-cs-rationale"><div class="iubenda-banner-content" role="document"><div id="iubenda-cs-paragraph"><p class="iub-p">${t.text}</p><p class="iub-p">${t.text2}</p></div></div><div class="iubenda-cs-opt-group"><div class="iubenda-cs-opt-group-custom"><button class="iubenda-cs-customize-btn" tabindex="0" role="button" aria-pressed="false">${t.more}</button></div><div class="iubenda-cs-opt-group-consent"><button class="iubenda-cs-reject-btn iubenda-cs-btn-primary" tabindex="0" role="button" aria-pressed="false">${t.reject}</button><button class="iubenda-cs-accept-btn iubenda-cs-btn-primary" tabindex="0" role="button" aria-pressed="false">${t.accept}</button></div></div></div></div></div></div>`;
}

function alternates(page: BaglioPage): string {
  const links: Partial<Record<BaglioLanguage, string>> = { [page.lang]: page.path };
  if (page.alternate) links[page.lang === 'it' ? 'en' : 'it'] = page.alternate;
  const tags = Object.entries(links).map(
    ([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${url(href)}">`,
  );
  if (links.it) tags.push(`<link rel="alternate" hreflang="x-default" href="${url(links.it)}">`);
  return tags.join('\n');
}

const schema = (page: BaglioPage) =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'BedAndBreakfast',
    name: 'Baglio delle Zagare',
    url: BAGLIO_SITE,
    telephone: BAGLIO_PHONE_INTL,
    email: BAGLIO_EMAIL,
    priceRange: '€€',
    inLanguage: page.lang,
    address: {
      '@type': 'PostalAddress',
      streetAddress: BAGLIO_STREET,
      addressLocality: 'Santa Venera di Noto',
      postalCode: '96017',
      addressRegion: 'SR',
      addressCountry: 'IT',
    },
    geo: { '@type': 'GeoCoordinates', latitude: 36.8512, longitude: 15.0419 },
  });

/**
 * The whole document as the BBSuite builder prints it on its Bootstrap 4 theme: the top bar with the
 * language switcher first, the navbar with dropdowns, the hidden offcanvas copy of the menu, the breadcrumb,
 * the page, the booking search form, the footer, the sticky booking bar and the Iubenda banner.
 */
export function baglioLayout(page: BaglioPage): SitePage {
  const t = ui[page.lang];
  const slug = page.path === '/' ? 'home' : page.path.replace(/^\//, '').replace(/\//g, '-');
  const html = `<!DOCTYPE html>
<html lang="${t.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<title>${page.title} | Baglio delle Zagare – Noto</title>
<meta name="description" content="${page.description}">
<link rel="canonical" href="${url(page.path)}">
${alternates(page)}
<meta property="og:title" content="${page.title} | Baglio delle Zagare">
<meta property="og:description" content="${page.description}">
<meta property="og:locale" content="${t.og}">
<meta property="og:type" content="${page.kind === 'post' ? 'article' : 'website'}">
<meta property="og:url" content="${url(page.path)}">
<meta property="og:image" content="${BAGLIO_SITE}/bbsuite/media/baglio-zagare/og-baglio.jpg">
<link rel="stylesheet" href="${BAGLIO_SITE}/bbsuite/themes/citrus/css/bootstrap.min.css?v=4.6.2">
<link rel="stylesheet" href="${BAGLIO_SITE}/bbsuite/themes/citrus/css/theme.css?v=3.8.1">
<link rel="stylesheet" href="${BAGLIO_SITE}/bbsuite/themes/citrus/fonts/bbs-icons.css?v=3.8.1">
<style>.offcanvas-collapse{position:fixed;top:0;bottom:0;left:100%;width:100%}.page-hero{min-height:320px;background-size:cover}.bbs-sticky-book{z-index:1030}</style>
<script type="application/ld+json">${schema(page)}</script>
<script type="text/javascript">var _iub = _iub || []; _iub.csConfiguration = {"siteId":2981455,"cookiePolicyId":71830264,"lang":"${page.lang}","perPurposeConsent":true,"banner":{"acceptButtonDisplay":true,"customizeButtonDisplay":true,"rejectButtonDisplay":true,"position":"float-bottom-center"}};</script>
<script type="text/javascript" src="https://cs.iubenda.example/autoblocking/2981455.js"></script>
</head>
<body class="bbs-site page-${slug} lang-${page.lang}">
${topbar(page)}
${navbar(page)}
${offcanvas(page)}
${breadcrumb(page)}
<main id="content" role="main">
${page.body}
</main>
${searchForm(page)}
${footer(page)}
${stickyBar(page)}
${cookieBanner(page.lang)}
<script src="${BAGLIO_SITE}/bbsuite/themes/citrus/js/jquery-3.5.1.min.js"></script>
<script src="${BAGLIO_SITE}/bbsuite/themes/citrus/js/bootstrap.bundle.min.js?v=4.6.2"></script>
<script>var BBS = {"property":"BZ4471","lang":"${page.lang}","currency":"EUR","engine":"https://booking.bbsuite.example/baglio-zagare/"};</script>
<script src="https://booking.bbsuite.example/widget/v4/search.js" async></script>
</body>
</html>`;
  return { path: page.path, html, unlisted: page.unlisted };
}
