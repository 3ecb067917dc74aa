import type { SitePage } from './site-server.ts';

export type StellaLanguage = 'it' | 'en';

/** A page of Autoscuola Stella as Jimdo Creator stores it, before the template wraps it. */
export interface StellaPage {
  path: string;
  /** The language the page is written in (Jimdo itself prints the site's language, Italian, on every page). */
  lang: StellaLanguage;
  /** The navigation title, also the breadcrumb's last item and the start of `<title>`. */
  title: string;
  description: string;
  /** The other language's version, linked by the flags of the header; none for pages in one language. */
  alternate?: string;
  /** Blog posts: printed by the Jimdo blog template with their headline and date. */
  post?: { date: string };
  body: string;
  unlisted?: boolean;
}

export const STELLA_SITE = 'https://www.autoscuola-stella.test';
export const STELLA_NAME = 'Autoscuola Stella Verona';
export const STELLA_PHONE_BT = '045 834 1297';
export const STELLA_PHONE_SM = '045 976 0418';
export const STELLA_WHATSAPP = '+39 348 205 7716';
export const STELLA_WHATSAPP_HREF = 'https://wa.me/393482057716';
export const STELLA_EMAIL = 'info@autoscuola-stella.test';
export const STELLA_VAT = '02738460236';
export const STELLA_BT_STREET = 'Via Goffredo Mameli 48';
export const STELLA_BT_TOWN = '37126 Verona (Borgo Trento)';
export const STELLA_SM_STREET = "Via Unità d'Italia 212";
export const STELLA_SM_TOWN = '37132 Verona (San Michele Extra)';

const WEBSITE_ID = 's4f0b3c1d2a7e9b61';
const CDN = `https://image.jimcdn.com/app/cms/image/transf`;

/* ── Jimdo Creator modules, as the editor saves them ────────────────────────────────────────────── */

let counter = 0;
/** Jimdo's module and matrix ids: long numbers, one per module. */
const nextId = () => 13524877000 + 37 * counter++;

/** Any module: `<div id="cc-m-…" class="j-module n j-<kind> ">`. */
export const mod = (kind: string, inner: (id: number) => string) => {
  const id = nextId();
  return `<div id="cc-m-${id}" class="j-module n j-${kind} ">${inner(id)}</div>`;
};

/** A matrix: the container that holds a column's or a page's modules. */
export const matrix = (...modules: string[]) => `<div id="cc-matrix-${nextId()}">${modules.join('\n')}</div>`;

/** A heading module: Jimdo prints h1 (big), h2 (medium) and h3 (small). */
export const heading = (text: string, level: 1 | 2 | 3 = 2) =>
  mod('header', (id) => `<h${level} class="" id="cc-m-header-${id}">${text}</h${level}>`);

/** A text module: rich text from the TinyMCE editor. */
export const text = (...html: string[]) => mod('text', () => html.join(''));

/** Columns of modules (`j-hgrid`), each column its own matrix. */
export const columns = (...cols: string[][]) => {
  const width = (100 / cols.length - 1.01).toFixed(2);
  return mod(
    'hgrid',
    () =>
      cols
        .map(
          (modules, i) =>
            `<div class="cc-m-hgrid-column${i === cols.length - 1 ? ' last' : ''}" style="width: ${width}%;">${matrix(...modules)}</div>`,
        )
        .join('<div class="cc-m-hgrid-separator" data-display="cms-only"><div></div></div>') +
      '<div class="cc-m-hgrid-overlay" data-display="cms-only"></div><br class="cc-clear" />',
  );
};

export const hr = () => mod('hr', () => '<hr />');
export const spacing = (px = 20) =>
  mod('spacing', () => `<div class="cc-m-spacer" style="height: ${px}px;"></div>`);

/** An image with an optional caption. */
export const image = (file: string, alt = '', caption = '') =>
  mod('imageSubtitle', (id) => {
    const src = (w: number) =>
      `${CDN}/dimension=${w}x10000:format=jpg/path/${WEBSITE_ID}/image/i${id.toString(16)}/version/1611234567/${file}`;
    return `<figure class="cc-imagewrapper cc-m-image-align-1 cc-m-width-maxed"><img srcset="${src(320)} 320w, ${src(640)} 640w, ${src(960)} 960w" sizes="(min-width: 940px) 940px, 100vw" id="cc-m-imagesubtitle-image-${id}" src="${src(960)}" alt="${alt}" class="" data-src-width="1600" data-src-height="900" data-src="${src(960)}" data-image-id="${id + 1}" />${caption ? `<figcaption style="width: 940px">${caption}</figcaption>` : ''}</figure><div class="cc-clear"></div>`;
  });

/** A call-to-action button. */
export const button = (label: string, href: string) =>
  mod(
    'callToAction',
    () =>
      `<div class="j-calltoaction-wrapper j-calltoaction-align-1"><a class="j-calltoaction-link j-calltoaction-link-style-2" data-action="button" href="${href}" data-title="${label}">${label}</a></div>`,
  );

/** A widget/HTML module: whatever the owner pasted, printed as it is. */
export const htmlCode = (html: string) => mod('htmlCode', () => html);

/* ── Rich-text pieces as TinyMCE saves them ─────────────────────────────────────────────────────── */

/** A run of text with the inline style the editor left on it. */
export const sp = (t: string, style = 'font-size: 15px;') => `<span style="${style}">${t}</span>`;
/** A paragraph made of styled pieces. */
export const para = (...pieces: string[]) => `<p>${pieces.join('')}</p>`;
/** Plain paragraphs. */
export const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');
/** The bold, coloured line the owner uses as a heading inside a text module. */
export const boldTitle = (t: string) =>
  `<p style="text-align: left;"><strong><span style="color: #0e3a74; font-size: 20px;">${t}</span></strong></p>`;
export const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/**
 * A table pasted from Word into a table module: `MsoTableGrid`, every cell a `MsoNormal` paragraph, the
 * header row made of `<td><strong>` rather than `<th>`.
 */
export const wordTable = (rows: string[][]) =>
  mod('table', () => {
    const cellWidth = Math.round(453 / (rows[0]?.length ?? 1));
    return `<table class="MsoTableGrid mceEditable" border="1" cellspacing="0" cellpadding="0" style="border-collapse: collapse; border: none; width: 100%;"><tbody>${rows
      .map(
        (r, i) =>
          `<tr style="height: 19.85pt;">${r
            .map(
              (c) =>
                `<td width="${cellWidth * 1.33}" valign="top" style="width: ${cellWidth}pt; border: solid windowtext 1.0pt; ${i === 0 ? 'background: #D9E2F3; ' : ''}padding: 0cm 5.4pt 0cm 5.4pt;"><p class="MsoNormal" style="margin-bottom: 0cm; line-height: normal;">${i === 0 ? `<strong><span style="font-family: 'Calibri',sans-serif;">${c}</span></strong>` : `<span style="font-family: 'Calibri',sans-serif;">${c}</span>`}<o:p></o:p></p></td>`,
            )
            .join('')}</tr>`,
      )
      .join('')}</tbody></table>`;
  });

/**
 * The FAQ accordion the owner pasted into a widget module: every answer is in the page, hidden by the
 * widget's CSS and `aria-hidden` until its question is clicked.
 */
export const accordion = (items: [q: string, a: string][]) =>
  htmlCode(
    `<style>.sfaq-item{border-bottom:1px solid #d5dbe6}.sfaq-q{background:none;border:0;width:100%;text-align:left;font-weight:700;padding:12px 0;cursor:pointer}.sfaq-a{display:none;padding:0 0 12px}.sfaq-item.open .sfaq-a{display:block}</style><div class="sfaq" id="sfaq-${counter}">${items
      .map(
        ([q, a], i) =>
          `<div class="sfaq-item"><button class="sfaq-q" type="button" aria-expanded="false" aria-controls="sfaq-a-${counter}-${i}">${q}<span class="sfaq-icon" aria-hidden="true">+</span></button><div class="sfaq-a" id="sfaq-a-${counter}-${i}" role="region" aria-hidden="true">${a}</div></div>`,
      )
      .join(
        '',
      )}</div><script>document.querySelectorAll('.sfaq-q').forEach(function(b){b.addEventListener('click',function(){var it=b.parentNode;it.classList.toggle('open');var o=it.classList.contains('open');b.setAttribute('aria-expanded',o);it.querySelector('.sfaq-a').setAttribute('aria-hidden',!o);});});</script>`,
  );

/* ── The navigation: one tree for the whole site, the English pages under "English" ────────────────── */

type NavItem = [label: string, path: string, children?: NavItem[]];

const navigation: NavItem[] = [
  ['Home', '/'],
  [
    'Patenti',
    '/patenti',
    [
      ['Patente AM (ciclomotori)', '/patenti/patente-am'],
      ['Patente moto A1, A2, A', '/patenti/patente-moto'],
      ['Patente B', '/patenti/patente-b'],
      ['Guida accompagnata', '/patenti/guida-accompagnata'],
      ['Patente BE (rimorchi)', '/patenti/patente-be'],
      ['Patenti C e CE', '/patenti/patente-c-ce'],
      ['CQC merci', '/patenti/cqc'],
    ],
  ],
  [
    'Corsi e guide',
    '/corsi',
    [
      ['Corso di teoria', '/corsi/corso-di-teoria'],
      ['Lezioni di guida', '/corsi/lezioni-di-guida'],
      ['Cambio automatico', '/corsi/guida-cambio-automatico'],
      ['Corso intensivo estivo', '/corsi/corso-intensivo-estivo'],
    ],
  ],
  [
    'Servizi',
    '/servizi',
    [
      ['Rinnovo patente', '/servizi/rinnovo-patente'],
      ['Duplicato patente', '/servizi/duplicato-patente'],
      ['Certificato medico', '/servizi/certificato-medico'],
    ],
  ],
  ['Prezzi', '/prezzi'],
  ['Chi siamo', '/chi-siamo', [['Recensioni', '/chi-siamo/recensioni']]],
  ['News', '/blog'],
  ['FAQ', '/faq'],
  ['Orari e contatti', '/orari-e-contatti'],
  [
    'English',
    '/en',
    [
      ['Driving licences', '/en/driving-licences', [['Licence B (car)', '/en/driving-licences/licence-b']]],
      ['Prices', '/en/prices'],
      ['Converting a foreign licence', '/en/converting-a-foreign-licence'],
      ['Hours & contact', '/en/hours-and-contact'],
      ['FAQ', '/en/faq'],
    ],
  ],
];

/** Jimdo links every page with its trailing slash. */
const href = (path: string) => (path === '/' ? '/' : `${path}/`);

const trail = (path: string, items: NavItem[] = navigation): NavItem[] | undefined => {
  for (const item of items) {
    if (item[1] === path) return [item];
    const below = item[2] && trail(path, item[2]);
    if (below) return [item, ...below];
  }
  return undefined;
};

const navList = (items: NavItem[], current: NavItem[], level: number, mobile: boolean): string =>
  `<ul class="cc-nav-level-${level} j-nav-level-${level}">${items
    .map(([label, path, children], i) => {
      const onTrail = current.some((c) => c[1] === path);
      const isCurrent = current[current.length - 1]?.[1] === path;
      const classes = [
        `jmd-nav__list-item-${level}`,
        children ? 'j-nav-has-children' : '',
        isCurrent
          ? 'cc-nav-current j-nav-current jmd-nav__item--current'
          : onTrail
            ? 'cc-nav-parent j-nav-parent jmd-nav__item--parent'
            : '',
      ]
        .filter(Boolean)
        .join(' ');
      const viewId = `cc-nav-view-${mobile ? 'm' : ''}${2874110 + level * 100 + i}`;
      return `<li id="${viewId}" class="${classes}"><a href="${href(path)}" data-link-title="${label}"${isCurrent ? ' class="cc-nav-current j-nav-current jmd-nav__link--current"' : ''}>${label}</a>${children ? `<span data-navi-toggle="${viewId}" class="jmd-nav__toggle-button"></span>${navList(children, current, level + 1, mobile)}` : ''}</li>`;
    })
    .join('')}</ul>`;

const breadcrumb = (page: StellaPage) => {
  const found = trail(page.path) ?? [];
  const items: [string, string][] = [
    ['Home', '/'],
    ...(page.post ? ([['News', '/blog']] as [string, string][]) : []),
    ...found.filter((x) => x[1] !== '/').map(([l, h]) => [l, h] as [string, string]),
  ];
  if (!found.length && page.path !== '/') items.push([page.title, page.path]);
  return `<div class="jtpl-breadcrumb breadcrumb-options"><div data-container="navigation"><div class="j-nav-variant-breadcrumb"><ol itemscope="true" itemtype="http://schema.org/BreadcrumbList">${items
    .map(
      ([label, path], i) =>
        `<li itemscope="true" itemprop="itemListElement" itemtype="http://schema.org/ListItem"${i === items.length - 1 ? ' class="j-nav-current"' : ''}><a href="${href(path)}" itemprop="item"><span itemprop="name">${label}</span></a><meta itemprop="position" content="${i + 1}" /></li>`,
    )
    .join('')}</ol></div></div></div>`;
};

/** The flags the owner pasted in the header: the other language's page, or its home when there is none. */
const languageSwitcher = (page: StellaPage) => {
  const it = page.lang === 'it' ? page.path : (page.alternate ?? '/');
  const en = page.lang === 'en' ? page.path : (page.alternate ?? '/en');
  const flag = (lang: StellaLanguage, to: string, title: string) =>
    `<a href="${href(to)}" title="${title}" class="lang-flag${page.lang === lang ? ' lang-flag--active' : ''}"><img src="https://u.jimcdn.com/cms/o/${WEBSITE_ID}/userlayout/img/flag-${lang}.png?t=1598012345" alt="${lang.toUpperCase()}" width="24" height="16" /></a>`;
  return `<div class="stella-lang">${flag('it', it, 'Italiano')} ${flag('en', en, 'English')}</div>`;
};

/**
 * The shared sidebar, which this template prints at the bottom of every page (Jimdo keeps one sidebar for
 * the whole site, so it is in Italian on the English pages too, with a few English words the owner added).
 */
const sidebar = () =>
  `<aside class="jtpl-sidebar sidebar-options"><div data-container="sidebar"><div id="cc-matrix-2981004519">${columns(
    [
      text(
        `<p><strong><span style="color: #ffffff;">Sede di Borgo Trento</span></strong><br /><span style="color: #ffffff;">${STELLA_BT_STREET}</span><br /><span style="color: #ffffff;">${STELLA_BT_TOWN}</span><br /><span style="color: #ffffff;">Tel. <a href="tel:+390458341297" title="tel:+390458341297">${STELLA_PHONE_BT}</a></span></p>`,
      ),
    ],
    [
      text(
        `<p><strong><span style="color: #ffffff;">Sede di San Michele Extra</span></strong><br /><span style="color: #ffffff;">${STELLA_SM_STREET}</span><br /><span style="color: #ffffff;">${STELLA_SM_TOWN}</span><br /><span style="color: #ffffff;">Tel. <a href="tel:+390459760418" title="tel:+390459760418">${STELLA_PHONE_SM}</a></span></p>`,
      ),
    ],
    [
      text(
        `<p><span style="color: #ffffff;">WhatsApp (solo messaggi / messages only): <a href="${STELLA_WHATSAPP_HREF}" target="_blank" title="${STELLA_WHATSAPP_HREF}">${STELLA_WHATSAPP}</a></span><br /><span style="color: #ffffff;">Email: <a href="mailto:${STELLA_EMAIL}" title="mailto:${STELLA_EMAIL}">${STELLA_EMAIL}</a></span></p><p><span style="color: #ffffff; font-size: 12px;">Autoscuola Stella s.n.c. di Bertoldi M. &amp; C. – P.IVA ${STELLA_VAT}</span><br /><span style="font-size: 12px;"><a href="/condizioni-generali/" title="Condizioni generali">Condizioni generali</a> · <a href="/privacy/" title="Privacy">Privacy</a> · <a href="/cookie-policy/" title="Cookie policy">Cookie policy</a></span></p>`,
      ),
    ],
  )}</div></div></aside>`;

const cookieBanner = () =>
  `<div id="cookie-law" class="ckies-banner ckies-banner--bottom" role="dialog" aria-live="polite" aria-label="Cookie" data-nosnippet="true"><div class="ckies-banner__inner"><p class="ckies-banner__text">Questo sito web utilizza i cookie. Utilizziamo i cookie per analizzare il traffico del sito e per ottimizzare la tua esperienza di navigazione. Accettando l'utilizzo dei cookie, i tuoi dati verranno aggregati con quelli di tutti gli altri utenti. <a href="/cookie-policy/">Maggiori informazioni</a></p><div class="ckies-banner__buttons"><button type="button" class="ckies-btn ckies-btn--decline" data-ckies-action="decline">Rifiuta</button><button type="button" class="ckies-btn ckies-btn--settings" data-ckies-action="settings">Impostazioni</button><button type="button" class="ckies-btn ckies-btn--accept" data-ckies-action="accept">Accetta</button></div></div></div>`;

/** The Jimdo blog template for a post: headline, date, content matrix, comments. */
const postBody = (page: StellaPage) =>
  `<div class="n j-blog-meta j-blog-post--header"><div class="j-text j-module n"><a href="${href(page.path)}" class="j-blog-header"><h1 class="j-blog-header j-blog-headline j-blog-post--headline">${page.title}</h1></a></div><div class="j-module n j-text j-blog-post--date"><time datetime="${page.post?.date}" class="datetime">${page.post?.date}</time></div></div><div class="post j-blog-content">${matrix(page.body)}</div><div id="cc-m-${nextId()}" class="j-module n j-comment "><div class="com-list-noresult"><p>Scrivi commento</p><p>Commenti: 0</p></div></div>`;

/** Wraps a stored page in the Jimdo Creator template: head, two copies of the menu, content, sidebar, footer. */
export const stellaLayout = (page: StellaPage): SitePage => {
  const canonical = `${STELLA_SITE}${href(page.path)}`;
  const crumbs = trail(page.path) ?? [];
  const section = crumbs[0]?.[0] ?? (page.post ? 'News' : page.title);
  const content = page.post ? postBody(page) : matrix(page.body);
  const html = `<!DOCTYPE html>
<html lang="it-IT">
<head>
    <meta http-equiv="content-type" content="text/html; charset=UTF-8"/>
    <meta name="viewport" content="width=device-width, initial-scale=1"/>
    <title>${page.title} - ${STELLA_NAME}</title>
    <meta name="description" content="${page.description}"/>
    <meta name="robots" content="index, follow, archive"/>
    <meta property="st:section" content="${section}"/>
    <meta name="generator" content="Jimdo Creator"/>
    <meta name="twitter:title" content="${page.title}"/>
    <meta name="twitter:description" content="${page.description}"/>
    <meta name="twitter:card" content="summary_large_image"/>
    <meta property="og:url" content="${canonical}"/>
    <meta property="og:title" content="${page.title}"/>
    <meta property="og:description" content="${page.description}"/>
    <meta property="og:type" content="${page.post ? 'article' : 'website'}"/>
    <meta property="og:locale" content="it_IT"/>
    <meta property="og:site_name" content="${STELLA_NAME}"/>
    <meta property="og:image" content="${CDN}/dimension=1200x630:format=jpg/path/${WEBSITE_ID}/image/i7c1e2d3f4a5b6c70/version/1611234567/image.jpg"/>
    <link rel="canonical" href="${canonical}"/>
    <link rel="shortcut icon" href="https://u.jimcdn.com/cms/o/${WEBSITE_ID}/img/favicon.png?t=1598012345"/>
    <link href="${STELLA_SITE}/rss/blog" title="RSS Feed" type="application/rss+xml" rel="alternate"/>
    <link href="https://assets.jimstatic.com/ckies.css.6f5b4a3c2d1e0f98.css" rel="stylesheet"/>
    <link href="https://assets.jimstatic.com/cookieControl.css.a1b2c3d4e5f60718.css" rel="stylesheet"/>
    <link href="https://assets.jimstatic.com/web.css.0d9e8f7a6b5c4d3e.css" rel="stylesheet"/>
    <link href="https://u.jimcdn.com/cms/o/${WEBSITE_ID}/layout/ldb4a2e4c9f3d1e21/css/layout.css?t=1611234567" rel="stylesheet" type="text/css" id="jimdo_layout_css"/>
    <style>.jtpl-mobile-navigation{display:none}.jtpl-mobile-navigation__checkbox:checked ~ .jtpl-main .jtpl-mobile-navigation{display:block}.stella-lang{position:absolute;top:12px;right:16px}.stella-lang img{margin-left:6px}</style>
    <script>
        var jimdoData = {"isTestserver":false,"isLcJimdoCom":false,"isJimdoHelpCenter":false,"isProtectedPage":false,"cstok":"","cacheJsKey":"4b9a8e7d6c5f","cacheCssKey":"4b9a8e7d6c5f","cdnUrl":"https:\\/\\/assets.jimstatic.com\\/","minUrl":"https:\\/\\/assets.jimstatic.com\\/app\\/cdn\\/min\\/file\\/","authUrl":"https:\\/\\/a.jimdo.com\\/","webPath":"${STELLA_SITE}\\/","appUrl":"https:\\/\\/a.jimdo.com\\/","cmsLanguage":"it_IT","isFreePackage":false,"mobile":false,"isDevkitTemplateUsed":true,"isTemplateResponsive":true,"websiteId":"${WEBSITE_ID}","pageId":${2874110 + (counter % 997)},"packageId":2,"shop":{"deliveryTimeTexts":{"1":"1 - 3 giorni","2":"3 - 5 giorni","3":"5 - 8 giorni"},"currencyFormat":{"pattern":"#,##0.00 \\u00a4","symbol":"\\u20ac"},"currencyLocale":"it_IT"},"tr":{"gmap":{"searchNotFound":"L'indirizzo inserito non \\u00e8 stato trovato."}},"jQuery":"jimdoGen002","isJimdoMobileApp":false,"bgConfig":null,"bgFullscreen":null,"responsiveBreakpointLandscape":767,"responsiveBreakpointPortrait":480,"copyableHeadlineLinks":false,"tocGeneration":false,"googlemapsConsoleKey":false,"loggingForAnalytics":false,"loggingForPredefinedPages":false,"isFacebookPixelIdEnabled":false,"userAccountId":"7e4a2b9c-0d1f-4c3e-9a8b-5f6e7d8c9b0a"};
    </script>
    <script src="https://assets.jimstatic.com/ckies.js.2e3f4a5b6c7d8e9f.js"></script>
    <script type="application/ld+json">{"@context":"https://schema.org","@type":"DrivingSchool","name":"Autoscuola Stella","url":"${STELLA_SITE}/","telephone":"+39 045 834 1297","email":"${STELLA_EMAIL}","address":{"@type":"PostalAddress","streetAddress":"${STELLA_BT_STREET}","postalCode":"37126","addressLocality":"Verona","addressRegion":"VR","addressCountry":"IT"},"vatID":"IT${STELLA_VAT}"}</script>
</head>
<body class="body cc-page cc-pagemode-default cc-content-parent${page.post ? ' cc-page-blog' : ''}" id="page-${2874110 + (counter % 997)}">
<div id="cc-inner" class="cc-content-parent">
<input type="checkbox" id="jtpl-mobile-navigation__checkbox" class="jtpl-mobile-navigation__checkbox"/>
<div class="jtpl-main cc-content-parent">
<div class="jtpl-background-area" background-area=""></div>
<header class="jtpl-header navigation-colors">
<div class="jtpl-topbar-section navigation-colors">
<div class="jtpl-logo"><div id="cc-website-logo" class="cc-single-module-element"><div id="cc-m-13524876001" class="j-module n j-imageSubtitle"><div class="cc-m-image-container"><figure class="cc-imagewrapper cc-m-image-align-1"><a href="/" target="_self"><img srcset="${CDN}/dimension=300x10000:format=png/path/${WEBSITE_ID}/image/i1a2b3c4d5e6f7a8b/version/1598012345/image.png 300w" sizes="(min-width: 300px) 300px, 100vw" id="cc-m-imagesubtitle-image-13524876001" src="${CDN}/dimension=300x10000:format=png/path/${WEBSITE_ID}/image/i1a2b3c4d5e6f7a8b/version/1598012345/image.png" alt="" class="" data-src-width="600" data-src-height="180"/></a></figure></div></div></div></div>
<div class="jtpl-title"><div id="cc-website-title" class="cc-single-module-element"><div id="cc-m-13524876002" class="j-module n j-header"><a href="/"><span class="cc-within-single-module-element j-website-title-content" id="cc-m-header-13524876002">Autoscuola Stella</span></a></div></div></div>
${languageSwitcher(page)}
<nav class="jtpl-navigation"><div class="jtpl-navigation__inner navigation-colors navigation-alignment" data-dropdown="true"><div data-container="navigation"><div class="j-nav-variant-nested">${navList(navigation, crumbs, 0, false)}</div></div></div></nav>
</div>
</header>
<div class="jtpl-mobile-topbar navigation-colors navigation-colors--transparency"><label for="jtpl-mobile-navigation__checkbox" class="jtpl-mobile-navigation__label navigation-colors__menu-icon"><span class="jtpl-mobile-navigation__borders navigation-colors__menu-icon"></span></label></div>
<div class="jtpl-mobile-navigation navigation-colors navigation-colors--transparency"><div data-container="navigation"><div class="j-nav-variant-nested">${navList(navigation, crumbs, 0, true)}</div></div></div>
<div class="jtpl-section-main cc-content-parent">
<div class="jtpl-content content-options cc-content-parent">
${breadcrumb(page)}
<div id="content_area" data-container="content"><div id="content_start"></div>
${content}
</div>
</div>
${sidebar()}
</div>
<footer class="jtpl-footer footer-options"><div id="contentfooter" data-container="footer"><div class="leftrow"><div class="j-meta-links"><a href="/about/">Informazioni legali</a> | <a href="/privacy/">Privacy</a> | <a id="cookie-policy" href="javascript:window.CookieControl.showCookieSettings();">Politica dei cookie</a> | <a href="/sitemap/">Mappa del sito</a></div></div><div class="rightrow"><span class="loggedout"><a rel="nofollow" id="login" href="/login">Accedi</a></span><span class="loggedin"><a rel="nofollow" id="logout" target="_top" href="https://cms.e.jimdo.com/app/cms/logout.php">Esci</a> | <a rel="nofollow" id="edit" target="_top" href="https://a.jimdo.com/app/auth/signin/jumpcms/?page=${2874110 + (counter % 997)}">Modifica</a></span></div></div></footer>
</div>
</div>
${cookieBanner()}
<script src="https://assets.jimstatic.com/web.js.9f8e7d6c5b4a3928.js" async="true"></script>
<script src="https://assets.jimstatic.com/at.js.1a2b3c4d5e6f7081.js"></script>
</body>
</html>`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
};
