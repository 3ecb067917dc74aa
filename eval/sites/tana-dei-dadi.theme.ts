import type { SitePage } from './site-server.ts';
import {
  a,
  columns,
  el,
  img,
  newId,
  POS,
  p,
  ps,
  socialFollow,
  strip,
  type TanaPage,
  TD_COMPANY,
  TD_EMAIL,
  TD_NAME,
  TD_PHONE,
  TD_PHONE_HREF,
  TD_SITE,
  TD_STREET,
  TD_TOWN,
  TD_VAT,
  TD_WHATSAPP,
  TD_WHATSAPP_HREF,
  text,
  WEBSITE_ID,
} from './tana-dei-dadi.layout.ts';

/**
 * The chrome around every page of La Tana dei Dadi, as the Webador template "Modern" prints it: the message
 * bar, the mobile bar and its drawer with a copy of the menu, the desktop header, the footer section with the
 * owner's three columns and the credits, the variable spans and the cookie notification.
 */

type MenuItem = [label: string, href: string, children?: [string, string][]];

const itMenu: MenuItem[] = [
  ['Home', '/'],
  [
    'La Tana',
    '/ludoteca',
    [
      ['La ludoteca', '/ludoteca'],
      ['Famiglie e bambini', '/famiglie'],
      ['Domande frequenti', '/faq'],
    ],
  ],
  [
    'Prezzi',
    '/tariffe',
    [
      ['Coperto e tariffe', '/tariffe'],
      ['Menu bar e cucina', '/menu'],
      ['Tessera Tana', '/tessera'],
    ],
  ],
  [
    'Eventi',
    '/eventi',
    [
      ['Eventi settimanali', '/eventi'],
      ['Feste di compleanno', '/feste-di-compleanno'],
      ['Sala Drago (sala privata)', '/sala-privata'],
    ],
  ],
  ['Negozio', '/negozio'],
  ['News', '/news'],
  ['Prenota', '/prenota'],
  ['Contatti', '/contatti'],
  // The owner's own link to the English pages, with a flag.
  ['🇬🇧 English', '/en'],
];

const enMenu: MenuItem[] = [
  ['Home', '/en'],
  ['Menu &amp; prices', '/en/menu-prices'],
  ['Contact', '/en/contact'],
  ['🇮🇹 Italiano', '/'],
];

let pageLinkId = 21_873_410;

const menuItems = (menu: MenuItem[], path: string) =>
  menu
    .map(([label, href, children]) => {
      const active = href === path || children?.some(([, h]) => h === path);
      const link = `<a class="jw-menu-link${active ? ' js-active-menu-item' : ''}" href="${href}" data-page-link-id="${pageLinkId++}"${href === path ? ' aria-current="page"' : ''}><span>${label}</span>${children ? '<span class="jw-arrow jw-arrow-toplevel"></span>' : ''}</a>`;
      const sub = children
        ? `<ul class="jw-submenu">${children
            .map(
              ([l, h]) =>
                `<li class="jw-menu-item${h === path ? ' jw-menu-is-active' : ''}"><a class="jw-menu-link${h === path ? ' js-active-menu-item' : ''}" href="${h}" data-page-link-id="${pageLinkId++}"><span>${l}</span></a></li>`,
            )
            .join('')}</ul>`
        : '';
      return `<li class="jw-menu-item${children ? ' jw-menu-has-submenu' : ''}${active ? ' jw-menu-is-active' : ''}">${link}${sub}</li>`;
    })
    .join('\n');

const cartItem = (lang: 'it' | 'en') =>
  `<li class="jw-menu-item jw-menu-wgt-shoppingcart"><a class="jw-menu-link jw-menu-link--icon" href="/cart" title="${lang === 'it' ? 'Carrello' : 'Cart'}"><span class="jw-icon-badge-wrapper"><span class="website-rendering-icon-basket"></span><span class="jw-icon-badge hidden">0</span></span><span class="hidden-desktop-horizontal-menu">${lang === 'it' ? 'Carrello' : 'Cart'}</span></a></li>`;

const logo = `${TD_NAME} – ludoteca e caffè a Bologna`;

const messageBar = (lang: 'it' | 'en') =>
  `<div class="jw-message-bar-wrapper"><div class="jw-message-bar jw-message-bar--position-top js-message-bar"><div class="jw-message-bar__content">${
    lang === 'it'
      ? `🎲 Nuovi giochi in ludoteca ogni mese · Prenota il tavolo su WhatsApp: ${TD_WHATSAPP}`
      : `🎲 New games every month · Book a table on WhatsApp: ${TD_WHATSAPP}`
  }</div><button type="button" class="jw-message-bar__close js-message-bar-close" aria-label="${lang === 'it' ? 'Chiudi' : 'Close'}">×</button></div></div>`;

const header = (page: TanaPage) => {
  const menu = page.lang === 'it' ? itMenu : enMenu;
  const home = page.lang === 'it' ? '/' : '/en';
  return `${messageBar(page.lang)}
<div class="jw-mobile-menu jw-mobile-is-logo js-mobile-menu">
<a href="/cart" class="jw-mobile-menu__button jw-mobile-menu__button--cart" aria-label="${page.lang === 'it' ? 'Carrello' : 'Cart'}"><span class="website-rendering-icon-basket"></span></a>
<div class="jw-mobile-header jw-mobile-header--image"><a class="jw-mobile-header-content" href="${home}"><img class="jw-mobile-logo jw-mobile-logo--landscape" src="${img('logo-tana-dei-dadi.png', 400, 160)}" alt="${logo}" height="48"></a></div>
<button type="button" class="jw-mobile-menu__button jw-mobile-toggle" aria-label="${page.lang === 'it' ? 'Apri o chiudi il menu' : 'Toggle menu'}" aria-expanded="false"><span class="jw-icon-burger"></span></button>
</div>
<div class="jw-mobile-menu-drawer js-mobile-menu-drawer" aria-hidden="true">
<nav class="jw-menu-copy"><ul class="jw-menu jw-menu-vertical">
${menuItems(menu, page.path)}
${cartItem(page.lang)}
</ul></nav>
</div>
<header class="header-wrap js-topbar-content-container">
<div class="header-wrap__inner">
<div class="jw-header-logo"><div class="jw-header jw-header-image jw-header-image-toggle" style="flex-basis: 240px; max-width: 240px;"><a href="${home}"><img id="jw-header-image" class="jw-header-image" src="${img('logo-tana-dei-dadi.png', 480, 192)}" alt="${logo}" width="240" height="96"></a></div></div>
<nav class="menu jw-menu-collapse"><ul id="jw-menu" class="jw-menu jw-menu-horizontal">
${menuItems(menu, page.path)}
${cartItem(page.lang)}
</ul></nav>
</div>
</header>`;
};

/** The footer: three columns the owner built in the footer section, then the credits. */
const footer = (lang: 'it' | 'en') => {
  const t =
    lang === 'it'
      ? {
          where: 'Dove siamo',
          since: 'Ludoteca e caffè dal 2019, a due passi da Porta San Vitale.',
          hours: 'Orari',
          week: ['Mar–gio 15–24', 'Ven 15–1:30', 'Sab 11–1:30', 'Dom 11–23', 'Lun chiuso'],
          festivi: 'Festività: vedi le news',
          contacts: 'Contatti',
          tel: 'Tel.',
          vat: 'P.IVA',
          legal: `${a('Privacy e cookie', '/privacy')} · ${a('Regolamento', '/regolamento')}`,
          credit: 'Creato con',
        }
      : {
          where: 'Find us',
          since: 'Board game café since 2019, a short walk from Porta San Vitale.',
          hours: 'Opening hours',
          week: ['Tue–Thu 3pm–midnight', 'Fri 3pm–1.30am', 'Sat 11am–1.30am', 'Sun 11am–11pm', 'Mon closed'],
          festivi: 'Holidays: see our news (in Italian)',
          contacts: 'Contact',
          tel: 'Phone',
          vat: 'VAT no.',
          legal: a('Privacy &amp; cookies', '/privacy'),
          credit: 'Made with',
        };
  const root = el(
    'jw-simple-root jw-tree-container',
    columns(
      [
        [text(`<h3 class="jw-heading-70">${t.where}</h3>${ps(`${TD_STREET}<br>${TD_TOWN}`, t.since)}`)],
        [
          text(
            `<h3 class="jw-heading-70">${t.hours}</h3>${p(t.week.join('<br>'))}${p(`<span style="font-size: 85%;">${t.festivi}</span>`)}`,
          ),
        ],
        [
          text(
            `<h3 class="jw-heading-70">${t.contacts}</h3>${ps(
              `${t.tel} ${a(TD_PHONE, TD_PHONE_HREF)}`,
              `WhatsApp ${a(TD_WHATSAPP, TD_WHATSAPP_HREF)}`,
              a(TD_EMAIL, `mailto:${TD_EMAIL}`),
            )}`,
          ),
          socialFollow(),
        ],
      ],
      [34, 33, 33],
    ).replace(POS, ' jw-node-is-first-child jw-node-is-last-child'),
  );
  return `<footer class="block-footer">
<div data-section-name="footer" class="jw-section jw-section-footer jw-responsive">
<div class="jw-strip jw-strip--default jw-strip--style-color jw-strip--primary jw-strip--color-default jw-strip--padding-both"><div class="jw-strip__content-container"><div class="jw-strip__content jw-responsive">
${root}
<div class="jw-credits clear">
<div class="jw-credits-owner"><div id="jw-footer-text"><div class="jw-footer-text-content"><p>© 2026 ${TD_COMPANY} · ${t.vat} ${TD_VAT} · ${t.legal}</p></div></div></div>
<div class="jw-credits-right"><div id="jw-credits-tool"><small>${t.credit} <a href="https://www.webador.it/?utm_source=user-website&amp;utm_medium=credits&amp;utm_campaign=${WEBSITE_ID}" rel="nofollow" target="_blank" class="jw-credits-tool-link">Webador</a></small></div></div>
</div>
</div></div></div>
</div>
</footer>`;
};

const cookieNotice = (lang: 'it' | 'en') =>
  lang === 'it'
    ? `<div class="jw-cookie-notification js-cookie-notification" role="dialog" aria-live="polite" aria-label="Cookie">
<div class="jw-cookie-notification__content"><p>Questo sito utilizza i cookie per funzionare correttamente e, con il tuo consenso, per le statistiche. <a href="/privacy">Maggiori informazioni</a></p></div>
<div class="jw-cookie-notification__buttons"><button type="button" class="jw-btn jw-btn--size-small jw-btn--style-outline js-cookie-notification-reject">Solo necessari</button><button type="button" class="jw-btn jw-btn--size-small js-cookie-notification-accept">Accetta</button></div>
</div>`
    : `<div class="jw-cookie-notification js-cookie-notification" role="dialog" aria-live="polite" aria-label="Cookies">
<div class="jw-cookie-notification__content"><p>This website uses cookies to work properly and, with your consent, for statistics. <a href="/privacy">More information</a></p></div>
<div class="jw-cookie-notification__buttons"><button type="button" class="jw-btn jw-btn--size-small jw-btn--style-outline js-cookie-notification-reject">Necessary only</button><button type="button" class="jw-btn jw-btn--size-small js-cookie-notification-accept">Accept</button></div>
</div>`;

const VARIABLES = [
  'background-color',
  'font-family',
  'paragraph-color',
  'paragraph-link-color',
  'heading-color',
  'heading-font-family',
  'menu-text-color',
  'footer-text-color',
  'accent-color',
  'footer-color',
  'menu-color',
];

/** A blog post's header (title, date, author) and, after the strips, the pagination and share buttons. */
const postHeader = (page: TanaPage) =>
  page.post
    ? `<div class="jw-news-page__header"><h1 class="jw-news-page__title jw-heading-130">${page.title}</h1><div class="jw-news-page__meta"><span class="jw-news-date"><time datetime="${page.post.iso}">${page.post.date}</time></span> · <span class="jw-news-page__author">${page.post.author}</span></div></div>`
    : '';

const postFooter = (page: TanaPage) =>
  page.post
    ? `<div class="jw-news-page-pagination"><a class="jw-news-page-pagination__link" href="/news">« Torna alle news</a></div>
<div class="jw-social-share"><span class="jw-social-share__label">Condividi</span><a class="jw-social-share__button jw-social-share__button--facebook" href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(TD_SITE + page.path)}" target="_blank" rel="noopener">Facebook</a><a class="jw-social-share__button jw-social-share__button--whatsapp" href="https://wa.me/?text=${encodeURIComponent(TD_SITE + page.path)}" target="_blank" rel="noopener">WhatsApp</a></div>`
    : '';

/** Lays out a page as Webador publishes it. */
export function tanaLayout(page: TanaPage): SitePage {
  const isHome = page.path === '/' || page.path === '/en';
  const docTitle = isHome
    ? page.lang === 'it'
      ? `${TD_NAME} - Ludoteca e caffè a Bologna`
      : `${TD_NAME} - Board game café in Bologna`
    : `${page.title} - ${TD_NAME}`;
  const hreflang = page.alternate
    ? `<link rel="alternate" hreflang="${page.lang}" href="${TD_SITE}${page.path}">\n<link rel="alternate" hreflang="${page.lang === 'it' ? 'en' : 'it'}" href="${TD_SITE}${page.alternate}">\n`
    : '';
  const description = page.description.replace(/"/g, '&quot;');
  const pageId = newId();
  const root = newId();
  const jouwweb = {
    website: { id: WEBSITE_ID, locale: page.lang === 'it' ? 'it-IT' : 'en-GB', currency: 'EUR' },
    page: { id: pageId, type: page.post ? 'newsPost' : 'page', url: page.path },
    template: { name: 'modern', variant: 'skyline', threshold: 1020 },
    webshop: { enabled: true, cartUrl: '/cart' },
  };
  const body = `<!DOCTYPE html>
<html lang="${page.lang}" prefix="og: https://ogp.me/ns#">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${docTitle}</title>
<meta name="description" content="${description}">
<meta property="og:title" content="${docTitle}">
<meta property="og:description" content="${description}">
<meta property="og:type" content="${page.post ? 'article' : 'website'}">
<meta property="og:url" content="${TD_SITE}${page.path}">
<meta property="og:image" content="${img(page.post?.cover ?? 'tavoli-ludoteca-tana-dei-dadi.jpg', 1200, 630)}">
<link rel="canonical" href="${TD_SITE}${page.path}">
${hreflang}<link rel="icon" href="${img('favicon-dado.png', 64, 64)}">
<link rel="preconnect" href="https://primary.jwwb.nl">
<link rel="stylesheet" href="https://assets.jwwb.nl/assets/website-rendering/styles.c41e7f09.css">
<link rel="stylesheet" href="https://assets.jwwb.nl/assets/website-rendering/templates/modern/skyline.8d2a61b3.css">
<style>.jw-background{background-color:#f6efe4}.jw-strip--color-accent{background-color:#b4451f;color:#fff}.jw-strip--color-light{background-color:#fbf6ee}.jw-mobile-menu-drawer{display:none}.hidden{display:none!important}@media (min-width:1021px){.jw-mobile-menu{display:none}}@media (max-width:1020px){.header-wrap{display:none}}</style>
<script>window.JOUWWEB = window.JOUWWEB || {}; Object.assign(window.JOUWWEB, ${JSON.stringify(jouwweb)});</script>
<script src="https://assets.jwwb.nl/assets/website-rendering/runtime.5b0e2c47.js" defer></script>
<script src="https://assets.jwwb.nl/assets/website-rendering/website-rendering.9f31d6aa.js" defer></script>
</head>
<body>
<div id="top" class="jw-is-no-slideshow jw-header-is-image jw-is-segment-${page.post ? 'post' : 'page'} jw-is-frontend jw-is-no-sidebar jw-is-messagebar jw-is-no-touch-device jw-is-no-mobile jw-menu-is-desktop" data-jouwweb-page="${pageId}" data-jouwweb-segment-id="${pageId}" data-jouwweb-segment-type="${page.post ? 'post' : 'page'}" data-template-threshold="1020" data-template-name="modern|skyline" itemscope itemtype="https://schema.org/WebSite">
<meta itemprop="url" content="${TD_SITE}${page.lang === 'it' ? '/' : '/en'}">
<a href="#main-content" class="jw-skip-link">${page.lang === 'it' ? 'Vai al contenuto principale' : 'Skip to main content'}</a>
<div class="jw-background"></div>
<div class="jw-body">
${header(page)}
<div class="main-content">
<main id="main-content" class="block-content">
${postHeader(page)}
<div data-section-name="content" class="jw-section jw-section-content jw-responsive">
<div id="jw-element-${root}" data-jw-element-id="${root}" class="jw-tree-node jw-element jw-strip-root jw-tree-container jw-responsive jw-node-is-first-child jw-node-is-last-child">
${page.strips
  .map((s, i) =>
    s.replace(
      POS,
      `${i === 0 ? ' jw-node-is-first-child' : ''}${i === page.strips.length - 1 ? ' jw-node-is-last-child' : ''}`,
    ),
  )
  .join('\n')}
</div>
</div>
${postFooter(page)}
</main>
</div>
${footer(page.lang)}
<div class="jw-mobile-bar-container hidden"></div>
</div>
<div class="jw-bottom-bar__spacer"><div class="jw-website-spacer jw-website-spacer--mobile-bar hidden"></div></div>
<div id="jw-variable-loaded" style="display: none;"></div>
<div id="jw-variable-values" style="display: none;">
${VARIABLES.map((k) => `<span data-jw-variable-key="${k}" class="jw-variable-value-${k}"></span>`).join('\n')}
</div>
</div>
${cookieNotice(page.lang)}
</body>
</html>
`;
  return { path: page.path, html: body.replaceAll(POS, ''), ...(page.unlisted ? { unlisted: true } : {}) };
}

/** Webador's 404 page, in the site's header and footer. */
export const tanaNotFound: TanaPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  strips: [
    strip([
      text(
        `<h1 class="jw-heading-130">Pagina non trovata</h1>${p('Ops, questa pagina non esiste (più). Tira di nuovo il dado!')}${p(a('Torna alla home page', '/'))}`,
      ),
    ]),
  ],
};
