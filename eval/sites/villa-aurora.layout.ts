import type { SitePage } from './site-server.ts';

export type VillaLanguage = 'it' | 'en' | 'de' | 'fr';

/** A page of Villa Aurora before layout: its main content and where its translations live. */
export interface VillaPage {
  path: string;
  lang: VillaLanguage;
  title: string;
  description: string;
  /** The same page in the other languages (the Italian page names its English one and back). */
  alternates?: Partial<Record<VillaLanguage, string>>;
  /** Breadcrumb label under Home; none on the home pages. */
  crumb?: string;
  main: string;
  unlisted?: boolean;
  /** Extra tags for the head (JSON-LD on the home page). */
  head?: string;
}

const navs: Record<'it' | 'en', [string, string][]> = {
  it: [
    ['/', 'Home'],
    ['/chi-siamo', 'Chi siamo'],
    ['/camere', 'Camere'],
    ['/ristorante', 'Ristorante'],
    ['/matrimoni', 'Matrimoni ed eventi'],
    ['/esperienze', 'Esperienze'],
    ['/piscina', 'Piscina'],
    ['/offerte', 'Offerte'],
    ['/blog', 'Blog'],
    ['/come-raggiungerci', 'Come raggiungerci'],
    ['/domande-frequenti', 'FAQ'],
    ['/contatti', 'Contatti'],
  ],
  en: [
    ['/en/', 'Home'],
    ['/en/about', 'About us'],
    ['/en/rooms', 'Rooms'],
    ['/en/restaurant', 'Restaurant'],
    ['/en/weddings', 'Weddings &amp; events'],
    ['/esperienze', 'Experiences (IT)'],
    ['/en/pool', 'Pool'],
    ['/en/blog', 'Blog'],
    ['/en/getting-here', 'Getting here'],
    ['/en/faq', 'FAQ'],
    ['/en/contact', 'Contact'],
  ],
};

const chrome = {
  it: {
    skip: 'Vai al contenuto',
    langLabel: 'Lingua',
    logoAlt: 'Villa Aurora – Agriturismo nel Chianti',
    menu: 'Apri il menu',
    book: 'Prenota ora',
    cookie:
      'Questo sito utilizza cookie tecnici e, previo consenso, cookie analitici e di profilazione di terze parti. Chiudendo questo banner acconsenti ai soli cookie tecnici.',
    accept: 'Accetta tutti',
    reject: 'Solo necessari',
    cookieLink: 'Maggiori informazioni',
    newsletter: 'Iscriviti alla newsletter: una mail al mese con eventi e offerte della tenuta.',
    subscribe: 'Iscriviti',
    follow: 'Seguici',
    rights: 'Tutti i diritti riservati',
    privacy: '/privacy',
    cookiePolicy: '/cookie-policy',
    jobs: 'Lavora con noi',
  },
  en: {
    skip: 'Skip to content',
    langLabel: 'Language',
    logoAlt: 'Villa Aurora – Farm stay in Chianti',
    menu: 'Open menu',
    book: 'Book now',
    cookie:
      'This website uses technical cookies and, with your consent, third-party analytics and profiling cookies. Closing this banner means you accept technical cookies only.',
    accept: 'Accept all',
    reject: 'Necessary only',
    cookieLink: 'Find out more',
    newsletter: 'Sign up to our newsletter: one email a month with events and offers from the estate.',
    subscribe: 'Subscribe',
    follow: 'Follow us',
    rights: 'All rights reserved',
    privacy: '/en/privacy',
    cookiePolicy: '/en/cookie-policy',
    jobs: 'Work with us',
  },
};

const homeOf: Record<VillaLanguage, string> = { it: '/', en: '/en/', de: '/de/', fr: '/fr/' };

function languageSwitcher(page: VillaPage): string {
  const target = (lang: VillaLanguage) =>
    lang === page.lang ? page.path : (page.alternates?.[lang] ?? homeOf[lang]);
  const items = (['it', 'en', 'de', 'fr'] as const).map(
    (lang) =>
      `<li${lang === page.lang ? ' class="current"' : ''}><a href="${target(lang)}" hreflang="${lang}" lang="${lang}">${lang.toUpperCase()}</a></li>`,
  );
  const ui = chrome[page.lang === 'it' ? 'it' : 'en'];
  return `<div class="top-bar"><div class="container"><ul class="lang-switcher" aria-label="${ui.langLabel}">${items.join('<li class="sep">|</li>')}</ul></div></div>`;
}

function hreflangLinks(page: VillaPage): string {
  const links = { [page.lang]: page.path, ...page.alternates };
  return Object.entries(links)
    .map(
      ([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="https://villa-aurora.test${href}">`,
    )
    .concat(
      links.it
        ? [`<link rel="alternate" hreflang="x-default" href="https://villa-aurora.test${links.it}">`]
        : [],
    )
    .join('\n');
}

/** The whole HTML document: switcher first, then header and menu, cookie banner, content, footer. */
export function villaLayout(page: VillaPage): SitePage {
  const ui = chrome[page.lang === 'it' ? 'it' : 'en'];
  const nav = navs[page.lang === 'it' ? 'it' : 'en'];
  const home = page.lang === 'it' ? '/' : '/en/';
  const navItems = nav
    .map(
      ([href, label]) =>
        `<li class="menu-item${href === page.path ? ' current-menu-item' : ''}"><a href="${href}">${label}</a></li>`,
    )
    .join('\n        ');
  const crumbs = page.crumb
    ? `<nav class="breadcrumbs" aria-label="breadcrumb"><a href="${home}">Home</a> &rsaquo; <span>${page.crumb}</span></nav>`
    : '';
  const html = `<!DOCTYPE html>
<html lang="${page.lang}" class="no-js">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} | Villa Aurora</title>
<meta name="description" content="${page.description}">
<link rel="canonical" href="https://villa-aurora.test${page.path}">
${hreflangLinks(page)}
<link rel="stylesheet" href="/wp-content/themes/aurora/style.css?ver=3.2.1">
<link rel="icon" href="/favicon.ico">
${page.head ?? ''}
<script>document.documentElement.className = document.documentElement.className.replace('no-js', 'js');</script>
</head>
<body class="page page-template-default lang-${page.lang}">
<a class="skip-link screen-reader-text" href="#content">${ui.skip}</a>
${languageSwitcher(page)}
<header id="masthead" class="site-header">
  <div class="container">
    <a class="logo" href="${home}"><img src="/wp-content/uploads/logo-aurora.svg" alt="${ui.logoAlt}" width="180" height="60"></a>
    <button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false"><span class="screen-reader-text">${ui.menu}</span>&#9776;</button>
    <nav id="site-navigation" class="main-navigation">
      <ul id="primary-menu" class="menu">
        ${navItems}
      </ul>
    </nav>
    <a class="btn btn-book" href="${page.lang === 'it' ? '/contatti' : '/en/contact'}">${ui.book}</a>
  </div>
</header>
<div id="cookie-law-info-bar" class="cookie-notice cookie-consent" role="dialog" aria-live="polite">
  <span>${ui.cookie} <a href="${ui.cookiePolicy}">${ui.cookieLink}</a></span>
  <button class="cookie-accept">${ui.accept}</button> <button class="cookie-reject">${ui.reject}</button>
</div>
<div id="page" class="site">
${crumbs}
<main id="content" class="site-main">
${page.main}
</main>
</div>
<section class="newsletter-signup">
  <div class="container"><p>${ui.newsletter}</p>
  <form action="/newsletter" method="post"><input type="email" name="email" placeholder="email" required> <button type="submit">${ui.subscribe}</button></form></div>
</section>
<footer id="colophon" class="site-footer">
  <div class="container">
    <div class="footer-brand"><strong>Villa Aurora</strong> Agriturismo &middot; Strada di Vagliagli 12, 53019 Castelnuovo Berardenga (SI) &middot; P.IVA 01478520529</div>
    <div class="footer-social">${ui.follow}: <a href="https://instagram.example/villaaurora" aria-label="Instagram"><svg width="16" height="16"></svg></a> <a href="https://facebook.example/villaaurora" aria-label="Facebook"><svg width="16" height="16"></svg></a></div>
    <ul class="footer-links"><li><a href="${ui.privacy}">Privacy policy</a></li><li><a href="${ui.cookiePolicy}">Cookie policy</a></li><li><a href="/lavora-con-noi">${ui.jobs}</a></li></ul>
    <p class="copyright">&copy; 2026 Villa Aurora Società Agricola srl &ndash; ${ui.rights}</p>
  </div>
</footer>
<script src="/wp-content/themes/aurora/js/navigation.js?ver=3.2.1" defer></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('consent', 'default', { analytics_storage: 'denied' });
</script>
</body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
