import {
  DORA_ADDRESS,
  DORA_EMAIL,
  DORA_EMERGENCY,
  DORA_EMERGENCY_HREF,
  DORA_PHONE,
  DORA_PHONE_HREF,
  DORA_PHONE_INTL,
  DORA_SITE,
  DORA_VAT,
  DORA_WHATSAPP,
  DORA_WHATSAPP_HREF,
  type DoraLanguage,
  type DoraPage,
} from './clinica-veterinaria-dora.layout.ts';
import type { SitePage } from './site-server.ts';

type MenuEntry = [label: string, href: string, children?: [string, string][]];

const menus: Record<DoraLanguage, MenuEntry[]> = {
  it: [
    ['Home', '/'],
    [
      'Servizi',
      '/servizi',
      [
        ['Visite e vaccinazioni', '/servizi/visite-e-vaccinazioni'],
        ['Chirurgia e sterilizzazioni', '/servizi/chirurgia-e-sterilizzazioni'],
        ['Ecografia e diagnostica', '/servizi/ecografia-e-diagnostica'],
        ['Odontoiatria', '/servizi/odontoiatria'],
        ['Animali esotici', '/servizi/animali-esotici'],
        ['Scuola cuccioli e gattini', '/scuola-cuccioli-e-gattini'],
      ],
    ],
    ['Listino prezzi', '/listino-prezzi'],
    ['Pronto soccorso', '/pronto-soccorso'],
    [
      'Info utili',
      '/orari',
      [
        ['Orari e festività', '/orari'],
        ['Prenotazioni e pagamenti', '/prenotazioni-e-pagamenti'],
        ['Domande frequenti', '/domande-frequenti'],
        ['Dove siamo e contatti', '/dove-siamo'],
      ],
    ],
    ['Chi siamo', '/chi-siamo'],
    ['Blog', '/blog'],
  ],
  en: [
    ['Home', '/en'],
    ['Services', '/en/services'],
    ['Prices', '/en/prices'],
    ['Emergencies', '/en/emergencies'],
    [
      'Info',
      '/en/opening-hours',
      [
        ['Opening hours &amp; holidays', '/en/opening-hours'],
        ['Booking &amp; payment', '/en/booking-and-payment'],
        ['FAQ', '/en/faq'],
        ['Getting here &amp; contact', '/en/getting-here'],
      ],
    ],
    ['Our team', '/en/our-team'],
    [
      'Travelling with pets',
      '/en/travelling-with-pets',
      [
        ['Pet passport &amp; EU travel', '/en/travelling-with-pets'],
        ['New in Turin? Expats &amp; visitors', '/en/new-in-turin'],
      ],
    ],
  ],
};

const ui = {
  it: {
    locale: 'it-IT',
    og: 'it_IT',
    home: '/',
    selectPage: 'Seleziona una pagina',
    search: 'Cerca &hellip;',
    searchTitle: 'Cerca:',
    infoPhone: `Tel. ${DORA_PHONE}`,
    infoEmergency: `Urgenze h24: ${DORA_EMERGENCY}`,
    footerAbout:
      'Clinica per cani, gatti e piccoli animali esotici nel quartiere di Borgo Dora, a due passi da Porta Palazzo.',
    phone: `Tel. <a href="${DORA_PHONE_HREF}">${DORA_PHONE}</a>`,
    whatsapp: `WhatsApp (solo messaggi): <a href="${DORA_WHATSAPP_HREF}">${DORA_WHATSAPP}</a>`,
    emergencyTitle: 'Pronto soccorso h24',
    emergency: [
      'Solo su chiamata, telefonare sempre prima:',
      `<strong><a href="${DORA_EMERGENCY_HREF}">${DORA_EMERGENCY}</a></strong>`,
      'Di notte e nei festivi si applica un supplemento.',
    ],
    hoursTitle: 'Orari',
    hours: [
      'Lun–Ven: 9:00–13:00 / 15:00–19:30',
      'Giovedì pomeriggio fino alle 21:00',
      'Sabato: 9:00–13:00',
      'Domenica e festivi: chiuso',
    ],
    linksTitle: 'Link utili',
    links: [
      ['Termini e condizioni', '/termini-e-condizioni'],
      ['Privacy policy', '/privacy-policy'],
      ['Cookie policy', '/cookie-policy'],
    ],
    consent: 'Gestisci consenso',
    company: `© 2026 Clinica Veterinaria Dora S.r.l. – P.IVA ${DORA_VAT} – Direttore sanitario: Dott. Marco Ferrero, iscritto all’Ordine dei Medici Veterinari della Provincia di Torino n. 1987`,
    credits: 'Sito realizzato da Pixelmandria Web Agency',
  },
  en: {
    locale: 'en-GB',
    og: 'en_GB',
    home: '/en',
    selectPage: 'Select Page',
    search: 'Search &hellip;',
    searchTitle: 'Search for:',
    infoPhone: `Tel. ${DORA_PHONE_INTL}`,
    infoEmergency: `Emergencies 24/7: +39 ${DORA_EMERGENCY}`,
    footerAbout:
      'Veterinary clinic for dogs, cats and small exotic pets in the Borgo Dora neighbourhood of Turin, a short walk from Porta Palazzo.',
    phone: `Tel. <a href="${DORA_PHONE_HREF}">${DORA_PHONE_INTL}</a>`,
    whatsapp: `WhatsApp (messages only): <a href="${DORA_WHATSAPP_HREF}">+39 ${DORA_WHATSAPP}</a>`,
    emergencyTitle: '24-hour emergency service',
    emergency: [
      'By phone only, always call first:',
      `<strong><a href="${DORA_EMERGENCY_HREF}">+39 ${DORA_EMERGENCY}</a></strong>`,
      'A surcharge applies at night and on public holidays.',
    ],
    hoursTitle: 'Opening hours',
    hours: [
      'Mon–Fri: 9:00–13:00 / 15:00–19:30',
      'Thursday afternoon until 21:00',
      'Saturday: 9:00–13:00',
      'Closed on Sundays and public holidays',
    ],
    linksTitle: 'Useful links',
    links: [
      ['Terms (Italian)', '/termini-e-condizioni'],
      ['Privacy policy (Italian)', '/privacy-policy'],
      ['Cookie policy (Italian)', '/cookie-policy'],
    ],
    consent: 'Manage consent',
    company: `© 2026 Clinica Veterinaria Dora S.r.l. – VAT no. (P.IVA) ${DORA_VAT} – Medical director: Dr Marco Ferrero, registered with the Turin Order of Veterinary Surgeons no. 1987`,
    credits: 'Website by Pixelmandria Web Agency',
  },
} as const;

const url = (path: string) => `${DORA_SITE}${path}`;

function desktopMenu(page: DoraPage): string {
  let id = page.lang === 'it' ? 30 : 210;
  return menus[page.lang]
    .map(([label, href, children]) => {
      id += 1;
      const current = href === page.path || (children ?? []).some(([, h]) => h === page.path);
      const cls = `menu-item menu-item-type-post_type menu-item-object-page${children ? ' menu-item-has-children' : ''}${current ? ' current-menu-item current_page_item' : ''} menu-item-${id}`;
      const sub = children
        ? `<ul class="sub-menu">${children
            .map(([l, h]) => {
              id += 1;
              return `<li id="menu-item-${id}" class="menu-item menu-item-type-post_type menu-item-object-page${h === page.path ? ' current-menu-item' : ''} menu-item-${id}"><a href="${h}">${l}</a></li>`;
            })
            .join('')}</ul>`
        : '';
      return `<li id="menu-item-${id}" class="${cls}"><a href="${href}"${href === page.path ? ' aria-current="page"' : ''}>${label}</a>${sub}</li>`;
    })
    .join('');
}

/** Divi's mobile menu: a copy of the same links, kept `display:none` until the hamburger is tapped. */
function mobileMenu(page: DoraPage): string {
  return menus[page.lang]
    .map(
      ([label, href, children]) =>
        `<li class="menu-item menu-item-type-post_type menu-item-object-page${children ? ' menu-item-has-children' : ''} et_first_mobile_item"><a href="${href}">${label}</a>${
          children
            ? `<ul class="sub-menu">${children.map(([l, h]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}">${l}</a></li>`).join('')}</ul>`
            : ''
        }</li>`,
    )
    .join('');
}

/** Polylang's language switcher as menu items; an untranslated page links to the other home page. */
function languageSwitcher(page: DoraPage): string {
  return (['it', 'en'] as const)
    .map((lang, i) => {
      const current = lang === page.lang;
      const href = current ? page.path : (page.alternate ?? ui[lang].home);
      const missing = !current && !page.alternate ? ' no-translation' : '';
      return `<li class="lang-item lang-item-${lang === 'it' ? 2 : 5} lang-item-${lang}${current ? ' current-lang' : ''}${missing}${i === 0 ? ' lang-item-first' : ''} menu-item menu-item-type-custom menu-item-object-custom"><a href="${href}" hreflang="${ui[lang].locale}" lang="${ui[lang].locale}">${lang.toUpperCase()}</a></li>`;
    })
    .join('');
}

function alternates(page: DoraPage): string {
  const links: Partial<Record<DoraLanguage, string>> = { [page.lang]: page.path };
  if (page.alternate) links[page.lang === 'it' ? 'en' : 'it'] = page.alternate;
  const tags = Object.entries(links).map(
    ([lang, href]) => `<link rel="alternate" href="${url(href)}" hreflang="${lang}" />`,
  );
  if (links.it) tags.push(`<link rel="alternate" href="${url(links.it)}" hreflang="x-default" />`);
  return tags.join('\n');
}

/** The Complianz banner, printed in the page's language on every page (hidden until its script runs). */
function cookieBanner(lang: DoraLanguage): string {
  const t =
    lang === 'it'
      ? {
          title: 'Gestisci consenso',
          message:
            'Per fornire le migliori esperienze, utilizziamo tecnologie come i cookie per memorizzare e/o accedere alle informazioni del dispositivo. Il consenso a queste tecnologie ci permetterà di elaborare dati come il comportamento di navigazione o ID unici su questo sito. Non acconsentire o ritirare il consenso può influire negativamente su alcune caratteristiche e funzioni.',
          functional: 'Funzionale',
          always: 'Sempre attivo',
          functionalText:
            'L’archiviazione tecnica o l’accesso sono strettamente necessari al fine legittimo di consentire l’uso di un servizio specifico esplicitamente richiesto dall’abbonato o dall’utente, o al solo scopo di effettuare la trasmissione di una comunicazione su una rete di comunicazione elettronica.',
          statistics: 'Statistiche',
          statisticsText:
            'L’archiviazione tecnica o l’accesso che viene utilizzato esclusivamente per scopi statistici anonimi.',
          marketing: 'Marketing',
          marketingText:
            'L’archiviazione tecnica o l’accesso sono necessari per creare profili di utenti per inviare pubblicità, o per tracciare l’utente su un sito web o su diversi siti web per scopi di marketing simili.',
          accept: 'Accetta',
          deny: 'Nega',
          view: 'Visualizza le preferenze',
          save: 'Salva preferenze',
          options: 'Gestisci opzioni',
          services: 'Gestisci servizi',
        }
      : {
          title: 'Manage Cookie Consent',
          message:
            'To provide the best experiences, we use technologies like cookies to store and/or access device information. Consenting to these technologies will allow us to process data such as browsing behaviour or unique IDs on this site. Not consenting or withdrawing consent, may adversely affect certain features and functions.',
          functional: 'Functional',
          always: 'Always active',
          functionalText:
            'The technical storage or access is strictly necessary for the legitimate purpose of enabling the use of a specific service explicitly requested by the subscriber or user, or for the sole purpose of carrying out the transmission of a communication over an electronic communications network.',
          statistics: 'Statistics',
          statisticsText:
            'The technical storage or access that is used exclusively for anonymous statistical purposes.',
          marketing: 'Marketing',
          marketingText:
            'The technical storage or access is required to create user profiles to send advertising, or to track the user on a website or across several websites for similar marketing purposes.',
          accept: 'Accept',
          deny: 'Deny',
          view: 'View preferences',
          save: 'Save preferences',
          options: 'Manage options',
          services: 'Manage services',
        };
  const category = (key: string, name: string, body: string, always = false) =>
    `<details class="cmplz-category cmplz-${key}"><summary><span class="cmplz-category-header"><span class="cmplz-category-title">${name}</span>${always ? `<span class="cmplz-always-active"><label class="cmplz-banner-checkbox"><input type="checkbox" id="cmplz-${key}-optin" data-category="cmplz_${key}" class="cmplz-consent-checkbox cmplz-${key}" size="40" value="1"/><label class="cmplz-label" for="cmplz-${key}-optin" tabindex="0"><span class="screen-reader-text">${name}</span></label></label>${t.always}</span>` : `<label class="cmplz-banner-checkbox"><input type="checkbox" id="cmplz-${key}-optin" data-category="cmplz_${key}" class="cmplz-consent-checkbox cmplz-${key}" size="40" value="1"/><label class="cmplz-label" for="cmplz-${key}-optin" tabindex="0"><span class="screen-reader-text">${name}</span></label></label>`}<span class="cmplz-icon cmplz-open"></span></span></summary><div class="cmplz-description"><span class="cmplz-description-${key}">${body}</span></div></details>`;
  return `<!-- Consent Management powered by Complianz | GDPR/CCPA Cookie Consent https://wordpress.org/plugins/complianz-gdpr -->
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 bottom-right-view-preferences optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin">
<div class="cmplz-header"><div class="cmplz-logo"></div><div class="cmplz-title" id="cmplz-header-1-optin">${t.title}</div><div class="cmplz-close" tabindex="0" role="button" aria-label="close-dialog"><svg aria-hidden="true" focusable="false" data-prefix="fas" data-icon="times" class="svg-inline--fa fa-times fa-w-11" role="img" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 352 512"><path fill="currentColor" d="M242.72 256l100.07-100.07c12.28-12.28 12.28-32.19 0-44.48l-22.24-22.24c-12.28-12.28-32.19-12.28-44.48 0L176 189.28 75.93 89.21c-12.28-12.28-32.19-12.28-44.48 0L9.21 111.45c-12.28 12.28-12.28 32.19 0 44.48L109.28 256 9.21 356.07c-12.28 12.28-12.28 32.19 0 44.48l22.24 22.24c12.28 12.28 32.2 12.28 44.48 0L176 322.72l100.07 100.07c12.28 12.28 32.2 12.28 44.48 0l22.24-22.24c12.28-12.28 12.28-32.19 0-44.48L242.72 256z"></path></svg></div></div>
<div class="cmplz-divider cmplz-divider-header"></div>
<div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">${t.message}</div>
<div class="cmplz-categories">${category('functional', t.functional, t.functionalText, true)}${category('statistics', t.statistics, t.statisticsText)}${category('marketing', t.marketing, t.marketingText)}</div></div>
<div class="cmplz-links cmplz-information"><a class="cmplz-link cmplz-manage-options cookie-statement" href="#" data-relative_url="#cmplz-manage-consent-container">${t.options}</a><a class="cmplz-link cmplz-manage-third-parties cookie-statement" href="#" data-relative_url="#cmplz-cookies-overview">${t.services}</a></div>
<div class="cmplz-divider cmplz-footer"></div>
<div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">${t.accept}</button><button class="cmplz-btn cmplz-deny">${t.deny}</button><button class="cmplz-btn cmplz-view-preferences">${t.view}</button><button class="cmplz-btn cmplz-save-preferences">${t.save}</button></div>
<div class="cmplz-links cmplz-documents"><a class="cmplz-link cookie-statement" href="/cookie-policy" data-relative_url="">Cookie Policy</a><a class="cmplz-link privacy-statement" href="/privacy-policy" data-relative_url="">Privacy Policy</a></div>
</div></div>
<div id="cmplz-manage-consent" data-nosnippet="true"><button class="cmplz-btn cmplz-hidden cmplz-manage-consent manage-consent-1">${t.title}</button></div>`;
}

function footer(page: DoraPage): string {
  const t = ui[page.lang];
  const widget = (id: string, title: string, lines: string[]) =>
    `<div class="footer-widget"><div id="${id}" class="fwidget et_pb_widget widget_text"><h4 class="title">${title}</h4><div class="textwidget">${lines.map((l) => `<p>${l}</p>`).join('')}</div></div></div>`;
  return `<footer id="main-footer">
<div class="container"><div id="footer-widgets" class="clearfix">
${widget('text-2', 'Clinica Veterinaria Dora', [t.footerAbout, DORA_ADDRESS, t.phone, t.whatsapp, `<a href="mailto:${DORA_EMAIL}">${DORA_EMAIL}</a>`])}
${widget('text-3', t.emergencyTitle, [...t.emergency])}
${widget('text-4', t.hoursTitle, [...t.hours])}
<div class="footer-widget last"><div id="nav_menu-2" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">${t.linksTitle}</h4><div class="menu-footer-container"><ul id="menu-footer" class="menu">${t.links.map(([l, h]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}">${l}</a></li>`).join('')}<li class="menu-item menu-item-type-custom menu-item-object-custom"><a href="#" class="cmplz-show-banner">${t.consent}</a></li></ul></div></div></div>
</div></div>
<div id="footer-bottom"><div class="container clearfix">
<ul class="et-social-icons"><li class="et-social-icon et-social-facebook"><a href="https://www.facebook.example/clinicaveterinariadora" class="icon"><span>Facebook</span></a></li><li class="et-social-icon et-social-instagram"><a href="https://www.instagram.example/clinicavetdora" class="icon"><span>Instagram</span></a></li></ul>
<div id="footer-info">${t.company} | ${t.credits}</div>
</div></div>
</footer>`;
}

/** Divi numbers each module type per page: `et_pb_text_@` becomes `et_pb_text_0`, `et_pb_text_1`, … */
function numberModules(html: string): string {
  const counters = new Map<string, number>();
  return html.replace(/\b(et_pb_[a-z_]+?)_@/g, (_, prefix: string) => {
    const n = counters.get(prefix) ?? 0;
    counters.set(prefix, n + 1);
    return `${prefix}_${n}`;
  });
}

const schema = (page: DoraPage) =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebPage',
        '@id': url(page.path),
        url: url(page.path),
        name: `${page.title} - Clinica Veterinaria Dora`,
        isPartOf: { '@id': `${DORA_SITE}/#website` },
        inLanguage: ui[page.lang].locale,
      },
      {
        '@type': 'VeterinaryCare',
        '@id': `${DORA_SITE}/#organization`,
        name: 'Clinica Veterinaria Dora',
        url: DORA_SITE,
        telephone: DORA_PHONE_INTL,
        email: DORA_EMAIL,
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Via Cottolengo 18/B',
          addressLocality: 'Torino',
          postalCode: '10152',
          addressRegion: 'TO',
          addressCountry: 'IT',
        },
      },
    ],
  });

/**
 * The whole document as WordPress, Divi 4 and Polylang print it: Yoast head with the hreflang
 * alternates, Divi's top bar (the IT/EN switcher first, then phone and emergency number), the main
 * header with the dropdown menu and its hidden mobile copy, the page, the footer widgets with the
 * address, phones, email, hours and P.IVA, the Complianz banner and the theme scripts.
 */
export function doraLayout(page: DoraPage): SitePage {
  const t = ui[page.lang];
  const builder = (page.kind ?? 'builder') === 'builder';
  const content = builder
    ? `<article id="post-${page.id}" class="post-${page.id} page type-page status-publish hentry">
<div class="entry-content">
<div class="et-l et-l--post">
<div class="et_builder_inner_content et_pb_gutters3">
${page.body}
</div>
</div>
</div>
</article>`
    : page.body;
  const html = `<!DOCTYPE html>
<html lang="${t.locale}">
<head>
<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<link rel="pingback" href="${DORA_SITE}/xmlrpc.php" />
<script type="text/javascript">document.documentElement.className = 'js';</script>
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
${alternates(page)}
<title>${page.title} - Clinica Veterinaria Dora</title>
<meta name="description" content="${page.description}" />
<link rel="canonical" href="${url(page.path)}" />
<meta property="og:locale" content="${t.og}" />
${page.alternate ? `<meta property="og:locale:alternate" content="${page.lang === 'it' ? 'en_GB' : 'it_IT'}" />` : ''}
<meta property="og:type" content="${builder ? 'website' : 'article'}" />
<meta property="og:title" content="${page.title} - Clinica Veterinaria Dora" />
<meta property="og:description" content="${page.description}" />
<meta property="og:url" content="${url(page.path)}" />
<meta property="og:site_name" content="Clinica Veterinaria Dora" />
<script type="application/ld+json" class="yoast-schema-graph">${schema(page)}</script>
<link rel='stylesheet' id='wp-block-library-css' href='${DORA_SITE}/wp-includes/css/dist/block-library/style.min.css?ver=6.8.1' type='text/css' media='all' />
<link rel='stylesheet' id='cmplz-general-css' href='${DORA_SITE}/wp-content/plugins/complianz-gdpr/assets/css/cookieblocker.min.css?ver=1741706442' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-parent-css' href='${DORA_SITE}/wp-content/themes/Divi/style-static.min.css?ver=4.27.4' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-css' href='${DORA_SITE}/wp-content/themes/Divi-child/style.css?ver=4.27.4' type='text/css' media='all' />
<script type="text/javascript" src="${DORA_SITE}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<style id="et-divi-customizer-global-cached-inline-styles">body,.et_pb_column_1_2 .et_quote_content blockquote cite{color:#4a4a4a}#main-header .nav li ul{background-color:#fff;border-color:#2e8b7a}.et_pb_toggle_close .et_pb_toggle_content{display:none}.dora-listino__riga{display:flex;gap:.5em}.dora-listino__puntini{flex:1;border-bottom:1px dotted #9bb}#et_mobile_nav_menu .et_mobile_menu{display:none}</style>
<link rel="icon" href="${DORA_SITE}/wp-content/uploads/2025/09/cropped-favicon-dora-32x32.png" sizes="32x32" />
</head>
<body class="${builder ? 'page-template-default page' : 'wp-singular'} page-id-${page.id} et_pb_button_helper_class et_fixed_nav et_show_nav et_secondary_nav_enabled et_secondary_nav_two_panels et_primary_nav_dropdown_animation_fade et_secondary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 ${builder ? 'et_pb_pagebuilder_layout et_no_sidebar' : 'et_right_sidebar'} et_divi_theme et-db">
<div id="page-container">
<div id="top-header">
<div class="container clearfix">
<div id="et-secondary-menu"><ul id="et-secondary-nav" class="menu">${languageSwitcher(page)}</ul></div>
<div id="et-info"><span id="et-info-phone"><a href="${DORA_PHONE_HREF}">${t.infoPhone}</a></span> <span id="et-info-emergency"><a href="${DORA_EMERGENCY_HREF}">${t.infoEmergency}</a></span> <a href="mailto:${DORA_EMAIL}"><span id="et-info-email">${DORA_EMAIL}</span></a></div>
</div>
</div>
<header id="main-header" data-height-onload="80">
<div class="container clearfix et_menu_container">
<div class="logo_container"><span class="logo_helper"></span><a href="${t.home}"><img src="${DORA_SITE}/wp-content/uploads/2025/09/logo-clinica-veterinaria-dora.png" width="420" height="120" alt="Clinica Veterinaria Dora" id="logo" data-height-percentage="60" /></a></div>
<div id="et-top-navigation" data-height="80" data-fixed-height="40">
<nav id="top-menu-nav"><ul id="top-menu" class="nav">${desktopMenu(page)}</ul></nav>
<div id="et_top_search"><span id="et_search_icon"></span></div>
<div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">${t.selectPage}</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span><ul id="mobile_menu" class="et_mobile_menu" style="display:none">${mobileMenu(page)}</ul></div></div>
</div>
</div>
<div class="et_search_outer"><div class="container et_search_form_container"><form role="search" method="get" class="et-search-form" action="${t.home}"><input type="search" class="et-search-field" placeholder="${t.search}" value="" name="s" title="${t.searchTitle}" /></form><span class="et_close_search_field"></span></div></div>
</header>
<div id="et-main-area">
<div id="main-content">
${numberModules(content)}
</div>
${footer(page)}
</div>
</div>
${cookieBanner(page.lang)}
<script type="text/javascript" id="divi-custom-script-js-extra">var DIVI = {"item_count":"%d Item","items_count":"%d Items"}; var et_frontend_scripts = {"builderCssContainerPrefix":"#et-boc","builderCssLayoutPrefix":"#et-boc .et-l"}; var et_pb_custom = {"ajaxurl":"${DORA_SITE}/wp-admin/admin-ajax.php","is_divi_theme_used":"1","page_id":"${page.id}","waypoints_options":[]};</script>
<script type="text/javascript" src="${DORA_SITE}/wp-content/themes/Divi/js/scripts.min.js?ver=4.27.4" id="divi-custom-script-js"></script>
<script type="text/javascript" id="cmplz-cookiebanner-js-extra">var complianz = {"prefix":"cmplz_","user_banner_id":"1","set_cookies":[],"block_ajax_content":"","banner_version":"23","version":"7.4.0","store_consent":"","do_not_track_enabled":"","consenttype":"optin","region":"eu","geoip":"","dismiss_timeout":"","disable_cookiebanner":"","soft_cookiewall":"","dismiss_on_scroll":"","cookie_expiry":"365","url":"${DORA_SITE}/wp-json/complianz/v1/","locale":"lang=${page.lang}&locale=${t.og}","set_cookies_on_root":"","cookie_domain":"","current_policy_id":"19","cookie_path":"/","categories":{"statistics":"statistics","marketing":"marketing"},"tcf_active":"","placeholdertext":"","css_file":"","page_links":{"eu":{"cookie-statement":{"title":"Cookie Policy","url":"${DORA_SITE}/cookie-policy/"},"privacy-statement":{"title":"Privacy Policy","url":"${DORA_SITE}/privacy-policy/"}}}};</script>
<script defer type="text/javascript" src="${DORA_SITE}/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=1741706442" id="cmplz-cookiebanner-js"></script>
</body>
</html>`;
  return { path: page.path, html, unlisted: page.unlisted };
}
