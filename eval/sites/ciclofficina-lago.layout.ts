import type { SitePage } from './site-server.ts';

export type CicloLanguage = 'it' | 'en';

/** A page of Ciclofficina del Lago before layout: its main content and where its translation lives. */
export interface CicloPage {
  path: string;
  lang: CicloLanguage;
  title: string;
  description: string;
  /** The same page in the other language; none when the page was never translated. */
  alternates?: Partial<Record<CicloLanguage, string>>;
  /** Breadcrumb trail under Home (the last one is the page itself); none on the home pages. */
  crumbs?: [string, string][];
  /** Page-builder body class, as the theme prints it. */
  template?: string;
  main: string;
  unlisted?: boolean;
  head?: string;
}

const SITE = 'https://ciclofficina-lago.test';

type MenuEntry = [string, string, [string, string][]];

const menus: Record<CicloLanguage, MenuEntry[]> = {
  it: [
    ['/', 'Home', []],
    [
      '/noleggio',
      'Noleggio bici',
      [
        ['/noleggio#listino', 'Listino prezzi'],
        ['/noleggio#accessori', 'Seggiolini, carrelli e accessori'],
        ['/noleggio#requisiti', 'Cosa serve per noleggiare'],
        ['/gruppi-e-aziende', 'Gruppi, scuole e aziende'],
      ],
    ],
    [
      '/officina',
      'Officina',
      [
        ['/officina#listino-officina', 'Prezzi riparazioni'],
        ['/officina#tempi', 'Tempi e prenotazione'],
      ],
    ],
    [
      '/tour-guidati',
      'Tour in e-bike',
      [
        ['/tour-guidati#castelli', 'Tour Castelli e Ulivi'],
        ['/tour-guidati#entroterra', 'Anello delle Cantine'],
        ['/tour-guidati#tramonto', 'Tramonto sul Lago'],
      ],
    ],
    ['/buoni-regalo', 'Buoni regalo', []],
    [
      '/orari-e-contatti',
      'Info',
      [
        ['/orari-e-contatti', 'Orari e contatti'],
        ['/domande-frequenti', 'Domande frequenti'],
        ['/chi-siamo', 'Chi siamo'],
        ['/termini-e-condizioni', 'Condizioni di noleggio'],
      ],
    ],
    ['/blog', 'Blog', []],
  ],
  en: [
    ['/en/', 'Home', []],
    [
      '/en/bike-rental',
      'Bike rental',
      [
        ['/en/bike-rental#prices', 'Prices'],
        ['/en/bike-rental#extras', 'Child seats, trailers &amp; extras'],
        ['/en/bike-rental#requirements', 'What you need'],
        ['/en/groups', 'Groups, schools &amp; companies'],
      ],
    ],
    ['/en/workshop', 'Workshop', [['/en/workshop#prices', 'Repair prices']]],
    [
      '/en/guided-tours',
      'E-bike tours',
      [
        ['/en/guided-tours#castles', 'Castles &amp; Olive Groves'],
        ['/en/guided-tours#wineries', 'Wineries Loop'],
        ['/en/guided-tours#sunset', 'Lake Sunset Ride'],
      ],
    ],
    ['/en/gift-vouchers', 'Gift vouchers', []],
    [
      '/en/opening-hours-contact',
      'Info',
      [
        ['/en/opening-hours-contact', 'Opening hours &amp; contact'],
        ['/en/faq', 'FAQ'],
        ['/en/about-us', 'About us'],
        ['/termini-e-condizioni', 'Rental terms (Italian)'],
      ],
    ],
    ['/en/blog', 'Blog', []],
  ],
};

const chrome = {
  it: {
    skip: 'Salta al contenuto',
    langLabel: 'Seleziona la lingua',
    logoAlt: 'Ciclofficina del Lago – noleggio bici e officina a Porto Ulivo',
    menu: 'Menu',
    book: 'Prenota una bici',
    bookHref: '/orari-e-contatti#prenota',
    cookieTitle: 'Questo sito utilizza i cookie',
    cookie:
      'Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità (&laquo;interazioni e funzionalità semplici&raquo;, &laquo;miglioramento dell&rsquo;esperienza&raquo;, &laquo;misurazione&raquo; e &laquo;targeting e pubblicità&raquo;) come specificato nella cookie policy. Il rifiuto del consenso può rendere non disponibili le relative funzioni. Puoi liberamente prestare, rifiutare o revocare il tuo consenso, in qualsiasi momento. Usa il pulsante &laquo;Accetta&raquo; per acconsentire all&rsquo;utilizzo di tali tecnologie. Usa il pulsante &laquo;Rifiuta&raquo; o chiudi questa informativa per continuare senza accettare.',
    accept: 'Accetta',
    reject: 'Rifiuta',
    customise: 'Personalizza',
    cookieLink: 'Cookie policy',
    home: 'Home',
    newsletterTitle: 'Resta in sella!',
    newsletter:
      'Iscriviti alla nostra newsletter: novità sulla flotta, nuovi percorsi e le date dei tour, non più di una mail al mese.',
    newsletterPrivacy: 'Ho letto l&rsquo;informativa privacy e acconsento all&rsquo;invio della newsletter.',
    subscribe: 'Iscriviti',
    whereTitle: 'Dove siamo',
    hoursTitle: 'Orari',
    hours:
      'Estate (aprile&ndash;ottobre): tutti i giorni 8:30&ndash;19:00<br>Inverno (novembre&ndash;marzo): orario ridotto, chiuso il martedì<br><a href="/orari-e-contatti">Tutti gli orari</a>',
    follow: 'Seguici',
    linksTitle: 'Link utili',
    privacy: '/privacy',
    cookiePolicy: '/cookie-policy',
    terms: 'Condizioni di noleggio',
    rights: 'Tutti i diritti riservati',
    phone: 'Tel.',
    vat: 'P.IVA',
    madeBy: 'Sito realizzato da Pixelgarda Web Agency',
  },
  en: {
    skip: 'Skip to content',
    langLabel: 'Choose language',
    logoAlt: 'Ciclofficina del Lago – bike rental and workshop in Porto Ulivo',
    menu: 'Menu',
    book: 'Book a bike',
    bookHref: '/en/opening-hours-contact#book',
    cookieTitle: 'This website uses cookies',
    cookie:
      'We and selected third parties use cookies or similar technologies for technical purposes and, with your consent, for other purposes (&ldquo;basic interactions &amp; functionalities&rdquo;, &ldquo;experience enhancement&rdquo;, &ldquo;measurement&rdquo; and &ldquo;targeting &amp; advertising&rdquo;) as specified in the cookie policy. Denying consent may make related features unavailable. You can freely give, deny, or withdraw your consent at any time. Use the &ldquo;Accept&rdquo; button to consent to the use of such technologies. Use the &ldquo;Reject&rdquo; button or close this notice to continue without accepting.',
    accept: 'Accept',
    reject: 'Reject',
    customise: 'Customise',
    cookieLink: 'Cookie policy',
    home: 'Home',
    newsletterTitle: 'Stay in the saddle!',
    newsletter:
      'Sign up to our newsletter: fleet news, new routes and tour dates, no more than one email a month.',
    newsletterPrivacy: 'I have read the privacy notice and agree to receive the newsletter.',
    subscribe: 'Sign up',
    whereTitle: 'Find us',
    hoursTitle: 'Hours',
    hours:
      'Summer (April&ndash;October): daily 8:30am&ndash;7pm<br>Winter (November&ndash;March): shorter hours, closed on Tuesdays<br><a href="/en/opening-hours-contact">All opening hours</a>',
    follow: 'Follow us',
    linksTitle: 'Useful links',
    privacy: '/en/privacy',
    cookiePolicy: '/en/cookie-policy',
    terms: 'Rental terms (in Italian)',
    rights: 'All rights reserved',
    phone: 'Tel.',
    vat: 'VAT no.',
    madeBy: 'Website by Pixelgarda Web Agency',
  },
};

const homeOf: Record<CicloLanguage, string> = { it: '/', en: '/en/' };

function navigation(page: CicloPage): string {
  return menus[page.lang]
    .map(([href, label, children]) => {
      const current = href === page.path || children.some(([h]) => h.split('#')[0] === page.path);
      const classes = [
        'menu-item',
        children.length ? 'menu-item-has-children' : '',
        current ? 'current-menu-ancestor' : '',
      ]
        .filter(Boolean)
        .join(' ');
      const sub = children.length
        ? `\n          <ul class="sub-menu">${children.map(([h, l]) => `<li class="menu-item"><a href="${h}">${l}</a></li>`).join('')}</ul>`
        : '';
      return `<li class="${classes}"><a href="${href}">${label}</a>${children.length ? '<span class="dropdown-toggle" aria-hidden="true">&#9662;</span>' : ''}${sub}</li>`;
    })
    .join('\n        ');
}

function languageSwitcher(page: CicloPage): string {
  const items = (['it', 'en'] as const).map((lang) => {
    const href = lang === page.lang ? page.path : (page.alternates?.[lang] ?? homeOf[lang]);
    const title = lang === 'it' ? 'Italiano' : 'English';
    return `<li class="wpml-ls-item${lang === page.lang ? ' wpml-ls-current-language' : ''}"><a href="${href}" hreflang="${lang}" lang="${lang}" title="${title}"><img src="/wp-content/plugins/sitepress/res/flags/${lang}.svg" alt="" width="18" height="12"> ${lang.toUpperCase()}</a></li>`;
  });
  const ui = chrome[page.lang];
  return `<div class="top-bar">
  <div class="elementor-container">
    <span class="top-bar__contact"><a href="tel:+390457203318">+39 045 720 3318</a> &middot; <a href="https://wa.me/393478126650">WhatsApp</a></span>
    <div class="wpml-ls wpml-ls-legacy-list-horizontal" aria-label="${ui.langLabel}"><ul>${items.join('')}</ul></div>
  </div>
</div>`;
}

function hreflangLinks(page: CicloPage): string {
  const links: Partial<Record<CicloLanguage, string>> = { [page.lang]: page.path, ...page.alternates };
  const tags = Object.entries(links).map(
    ([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${SITE}${href}">`,
  );
  if (links.it) tags.push(`<link rel="alternate" hreflang="x-default" href="${SITE}${links.it}">`);
  return tags.join('\n');
}

function breadcrumbs(page: CicloPage): string {
  if (!page.crumbs?.length) return '';
  const ui = chrome[page.lang];
  const trail = page.crumbs.map(([href, label], i) =>
    i === page.crumbs!.length - 1
      ? `<span class="breadcrumb_last" aria-current="page">${label}</span>`
      : `<span><a href="${href}">${label}</a></span>`,
  );
  return `<nav class="yoast-breadcrumbs" aria-label="breadcrumbs"><span><span><a href="${homeOf[page.lang]}">${ui.home}</a></span> &raquo; ${trail.join(' &raquo; ')}</span></nav>`;
}

/**
 * The whole document as a WordPress + page-builder theme prints it: language switcher on top, header with
 * dropdown menu, a long cookie banner, breadcrumbs, the content, a newsletter box and a four-column footer.
 */
export function cicloLayout(page: CicloPage): SitePage {
  const ui = chrome[page.lang];
  const home = homeOf[page.lang];
  const html = `<!DOCTYPE html>
<html lang="${page.lang === 'it' ? 'it-IT' : 'en-GB'}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} - Ciclofficina del Lago</title>
<meta name="description" content="${page.description}">
<link rel="canonical" href="${SITE}${page.path}">
${hreflangLinks(page)}
<meta property="og:locale" content="${page.lang === 'it' ? 'it_IT' : 'en_GB'}">
<meta property="og:site_name" content="Ciclofficina del Lago">
<link rel="stylesheet" id="elementor-frontend-css" href="/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.24.7" media="all">
<link rel="stylesheet" id="hello-elementor-css" href="/wp-content/themes/hello-elementor/style.min.css?ver=3.1.1" media="all">
<style id="elementor-post-12-css">.elementor-kit-12{--e-global-color-primary:#0f6e8c;}</style>
${page.head ?? ''}
</head>
<body class="wp-singular page-template-default page ${page.template ?? 'elementor-page'} lang-${page.lang}">
<a class="skip-link screen-reader-text" href="#content">${ui.skip}</a>
${languageSwitcher(page)}
<header id="site-header" class="site-header elementor-location-header" role="banner">
  <div class="elementor-container">
    <div class="site-branding"><a href="${home}" rel="home"><img src="/wp-content/uploads/2023/02/logo-ciclofficina.svg" alt="${ui.logoAlt}" width="210" height="64"></a></div>
    <button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false"><span class="screen-reader-text">${ui.menu}</span><i class="eicon-menu-bar"></i></button>
    <nav id="site-navigation" class="main-navigation elementor-nav-menu--main" aria-label="Menu">
      <ul id="primary-menu" class="elementor-nav-menu">
        ${navigation(page)}
      </ul>
    </nav>
    <a class="elementor-button header-cta" href="${ui.bookHref}">${ui.book}</a>
  </div>
</header>
<div id="iubenda-cs-banner" class="iubenda-cs-default iubenda-cs-bottom" role="alertdialog" aria-labelledby="iubenda-cs-title">
  <div class="iubenda-cs-container">
    <div class="iubenda-cs-content">
      <div id="iubenda-cs-title">${ui.cookieTitle}</div>
      <div id="iubenda-cs-paragraph"><p class="iub-p">${ui.cookie} <a href="${ui.cookiePolicy}" class="iubenda-cs-cookie-policy-lnk">${ui.cookieLink}</a></p></div>
      <div class="iubenda-cs-opt-group">
        <button class="iubenda-cs-customize-btn">${ui.customise}</button>
        <button class="iubenda-cs-reject-btn">${ui.reject}</button>
        <button class="iubenda-cs-accept-btn">${ui.accept}</button>
      </div>
    </div>
  </div>
</div>
<div id="page" class="site">
${breadcrumbs(page)}
<main id="content" class="site-main">
${page.main}
</main>
</div>
<section class="newsletter-box elementor-section">
  <div class="elementor-container">
    <h2>${ui.newsletterTitle}</h2>
    <p>${ui.newsletter}</p>
    <form class="mc4wp-form" action="/newsletter" method="post">
      <input type="email" name="EMAIL" placeholder="email@example.com" required>
      <label><input type="checkbox" name="AGREE_TO_TERMS" value="1" required> ${ui.newsletterPrivacy}</label>
      <button type="submit">${ui.subscribe}</button>
    </form>
  </div>
</section>
<footer id="site-footer" class="site-footer elementor-location-footer">
  <div class="elementor-container footer-columns">
    <div class="footer-col">
      <img src="/wp-content/uploads/2023/02/logo-ciclofficina-white.svg" alt="Ciclofficina del Lago" width="160" height="48">
      <p>Ciclofficina del Lago di Bertoldi Marco &amp; C. snc</p>
    </div>
    <div class="footer-col">
      <h4>${ui.whereTitle}</h4>
      <p>Lungolago Vittorio Veneto 14<br>37010 Porto Ulivo (VR)<br>${ui.phone} <a href="tel:+390457203318">+39 045 720 3318</a><br><a href="mailto:info@ciclofficina-lago.test">info@ciclofficina-lago.test</a></p>
    </div>
    <div class="footer-col">
      <h4>${ui.hoursTitle}</h4>
      <p>${ui.hours}</p>
    </div>
    <div class="footer-col">
      <h4>${ui.follow}</h4>
      <p class="social"><a href="https://facebook.example/ciclofficinadellago" aria-label="Facebook"><i class="fab fa-facebook-f"></i></a> <a href="https://instagram.example/ciclofficina.lago" aria-label="Instagram"><i class="fab fa-instagram"></i></a> <a href="https://youtube.example/@ciclofficinalago" aria-label="YouTube"><i class="fab fa-youtube"></i></a></p>
      <h4>${ui.linksTitle}</h4>
      <ul class="footer-links"><li><a href="/termini-e-condizioni">${ui.terms}</a></li><li><a href="${ui.privacy}">Privacy policy</a></li><li><a href="${ui.cookiePolicy}">Cookie policy</a></li></ul>
    </div>
  </div>
  <div class="footer-bottom">&copy; 2026 Ciclofficina del Lago &ndash; ${ui.vat} 04387210236 &ndash; ${ui.rights} &middot; ${ui.madeBy}</div>
</footer>
<a href="https://wa.me/393478126650" class="whatsapp-float" aria-label="WhatsApp"><i class="fab fa-whatsapp"></i></a>
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.24.7" id="elementor-frontend-js"></script>
<script type="text/javascript">var _iub = _iub || []; _iub.csConfiguration = {"siteId":3345120,"cookiePolicyId":71930455,"lang":"${page.lang}"};</script>
</body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
