import type { SitePage } from './site-server.ts';

/**
 * A page of Piscina Delfino as Jimdo Creator stores it, before the layout wraps it: the modules the owner
 * stacked in the page's content matrix (`#content_area`). Jimdo prints the site's language, Italian, on
 * every page, the English ones too, and links every page with a trailing slash.
 */
export interface DelfinoPage {
  path: string;
  /** The language the page is written in (the template still says `lang="it-IT"`). */
  lang: 'it' | 'en';
  /** The navigation title, also the start of `<title>`. */
  title: string;
  description: string;
  /** Blog posts: printed by Jimdo's blog template with their headline, date and tags. */
  post?: { date: string; iso: string; tags: string[] };
  /** The content matrix: modules built with the helpers below. */
  body: string;
  unlisted?: boolean;
}

export const DELFINO_SITE = 'https://www.piscina-delfino.test';
export const DELFINO_NAME = 'Piscina Delfino Verona';
export const DELFINO_CLUB = 'ASD Nuoto Delfino';
export const DELFINO_STREET = 'Via dei Tigli 21';
export const DELFINO_TOWN = '37138 Verona';
export const DELFINO_PHONE = '045 810 4426';
export const DELFINO_PHONE_HREF = 'tel:+390458104426';
export const DELFINO_WHATSAPP = '351 774 2093';
export const DELFINO_WHATSAPP_HREF = 'https://wa.me/393517742093';
export const DELFINO_EMAIL = 'segreteria@piscina-delfino.test';
export const DELFINO_CF = '04318720238';
export const DELFINO_FACEBOOK = 'https://www.facebook.com/piscinadelfinoverona';

const WEBSITE_ID = 's7c2e91a4b0d35f18';
const CDN = 'https://image.jimcdn.com/app/cms/image/transf';

/* ── Jimdo Creator modules, as the editor saves them ────────────────────────────────────────────── */

let counter = 0;
/** Jimdo's module and matrix ids: long numbers, one per module, in the order they were added. */
const nextId = () => 9787215000 + 41 * counter++;

/** Any module: `<div id="cc-m-…" class="j-module n j-<kind> ">`. */
export const mod = (kind: string, inner: (id: number) => string) => {
  const id = nextId();
  return `<div id="cc-m-${id}" class="j-module n j-${kind} ">${inner(id)}</div>`;
};

/** A matrix: the container that holds a page's or a column's modules. */
export const matrix = (...modules: string[]) => `<div id="cc-matrix-${nextId()}">${modules.join('\n')}</div>`;

/** A heading module: Jimdo's "big", "medium" and "small" headings are h1, h2 and h3. */
export const heading = (text: string, level: 1 | 2 | 3 = 2) =>
  mod('header', (id) => `<h${level} class="" id="cc-m-header-${id}">${text}</h${level}>`);

/** A text module: the TinyMCE editor's HTML, paragraphs with `<br />` runs and `<strong>` for headings. */
export const text = (...html: string[]) => mod('text', () => html.join('\n'));

/** Columns (`j-hgrid`), each column its own matrix, with the editor's separators left in. */
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

export const hr = () => mod('hr', () => '<div class="hr"></div>');
export const spacing = (px = 20) =>
  mod('spacing', () => `<div class="cc-m-spacer" style="height: ${px}px;"></div>`);

/** An image module with an optional caption. */
export const image = (file: string, alt = '', caption = '') =>
  mod('imageSubtitle', (id) => {
    const src = (w: number) =>
      `${CDN}/dimension=${w}x10000:format=jpg/path/${WEBSITE_ID}/image/i${id.toString(16)}/version/1567812345/${file}`;
    return `<figure class="cc-imagewrapper cc-m-image-align-3"><img srcset="${src(320)} 320w, ${src(640)} 640w, ${src(940)} 940w" sizes="(min-width: 640px) 640px, 100vw" id="cc-m-imagesubtitle-image-${id}" src="${src(640)}" alt="${alt}" class="" data-src-width="1600" data-src-height="1067" data-src="${src(640)}" data-image-id="${id + 3}" />${caption ? `<figcaption style="width: 640px">${caption}</figcaption>` : ''}</figure><div class="cc-clear"></div>`;
  });

/** A button module. */
export const button = (label: string, href: string) =>
  mod(
    'callToAction',
    () =>
      `<div class="j-calltoaction-wrapper j-calltoaction-align-2"><a class="j-calltoaction-link j-calltoaction-link-style-1" data-action="button" href="${href}" data-title="${label}">${label}</a></div>`,
  );

/** A widget/HTML module: whatever the owner pasted, printed as it is. */
export const htmlCode = (html: string) => mod('htmlCode', () => html);

/** The download module: a file's name, type and size, and the "Download" button. */
export const download = (file: string, title: string, size: string) =>
  mod('downloadDocument', (id) => {
    const href = `${DELFINO_SITE}/app/download/${id}/${file}?t=1725979263`;
    return `<div class="cc-m-download-wrapper"><div class="cc-m-download-file"><div class="cc-m-download-file-link"><a class="cc-m-download-link" href="${href}"><img src="https://assets.jimstatic.com/s/img/cc/icons/pdf.png" width="51" height="51" alt="Download" /></a></div><div class="cc-m-download-file-info"><span class="cc-m-download-title">${title}</span><br /><span class="cc-m-download-file-description">Documento Adobe Acrobat</span> <span class="cc-m-download-file-size">${size}</span></div><div class="cc-m-download-file-link"><a class="cc-m-download-link" href="${href}"><span class="cc-m-download-link-label">Download</span></a></div></div></div>`;
  });

/** The Google Maps module. */
export const gmap = (query: string) =>
  mod(
    'gmap',
    (id) =>
      `<div class="cc-map-wrapper" id="cc-m-gmap-${id}"><iframe class="cc-map-embed" src="https://maps.google.com/maps?q=${encodeURIComponent(query)}&amp;z=15&amp;output=embed" width="100%" height="320" frameborder="0" style="border: 0;" allowfullscreen=""></iframe></div>`,
  );

/* ── Rich text as TinyMCE saves it ──────────────────────────────────────────────────────────────── */

/** A paragraph whose lines are split by `<br />`, as the owner types Shift+Enter. */
export const lines = (...html: string[]) => `<p>${html.join('<br />\n')}</p>`;
/** Plain paragraphs. */
export const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('\n');
export const strong = (html: string) => `<strong>${html}</strong>`;
/** The empty paragraph the editor leaves when the owner presses Enter twice. */
export const gap = '<p>&nbsp;</p>';
/** A bold line the owner uses as a heading inside a text module, sometimes coloured. */
export const boldLine = (html: string, color?: string) =>
  color
    ? `<p><strong><span style="color: ${color}; font-size: 18px;">${html}</span></strong></p>`
    : `<p><strong>${html}</strong></p>`;
export const ul = (...items: string[]) => `<ul>\n${items.map((i) => `<li>${i}</li>`).join('\n')}\n</ul>`;
export const a = (label: string, href: string) =>
  href.startsWith('http')
    ? `<a href="${href}" target="_blank" title="${href}">${label}</a>`
    : `<a href="${jimdoHref(href)}" title="${label.replace(/<[^>]+>/g, '')}">${label}</a>`;

/** A cell of a pasted table: its HTML, or the HTML and how many rows it spans (Word's merged cells). */
export type Cell = string | { html: string; rowspan: number };

/**
 * A table pasted from Word into a text module: `MsoTableGrid`, every cell a `p.MsoNormal` with the `mso-`
 * styles Word leaves, merged cells as `rowspan`, the first row bold `<td>`s (no `<th>`, no `<thead>`).
 */
export const wordTable = (rows: Cell[][], widths: number[] = []) => {
  const cell = (c: Cell, k: number, head: boolean) => {
    const html = typeof c === 'string' ? c : c.html;
    const span = typeof c === 'string' ? '' : ` rowspan="${c.rowspan}"`;
    const w = widths[k] ?? 140;
    return `<td${span} width="${Math.round(w * 1.33)}" valign="top" style="width: ${w}pt; border: solid windowtext 1.0pt; ${head ? 'background: #DEEAF6; ' : ''}mso-border-alt: solid windowtext .5pt; padding: 0cm 5.4pt 0cm 5.4pt;"><p class="MsoNormal" style="margin-bottom: .0001pt; line-height: normal;"><span style="font-size: 11.0pt; font-family: 'Calibri',sans-serif;">${head ? `<strong>${html}</strong>` : html}</span><o:p></o:p></p></td>`;
  };
  return `<table class="MsoTableGrid" border="1" cellspacing="0" cellpadding="0" style="border-collapse: collapse; border: none; mso-border-alt: solid windowtext .5pt; mso-yfti-tbllook: 1184; mso-padding-alt: 0cm 5.4pt 0cm 5.4pt;"><tbody>${rows
    .map(
      (r, i) =>
        `<tr style="mso-yfti-irow: ${i};${i === 0 ? ' mso-yfti-firstrow: yes;' : ''}${i === rows.length - 1 ? ' mso-yfti-lastrow: yes;' : ''}">${r.map((c, k) => cell(c, k, i === 0)).join('')}</tr>`,
    )
    .join('')}</tbody></table>`;
};

/* ── The navigation: one tree, the English pages as its "English" branch ────────────────────────── */

type NavItem = [label: string, path: string, children?: NavItem[]];

const navigation: NavItem[] = [
  ['Home', '/'],
  [
    'Corsi',
    '/corsi',
    [
      ['Acquaticità neonatale', '/corsi/acquaticita-neonatale'],
      ['Corsi bambini e ragazzi', '/corsi/corsi-bambini'],
      ['Corsi adulti e Master', '/corsi/corsi-adulti'],
      ['Aquagym e acquabike', '/corsi/aquagym'],
    ],
  ],
  ['Nuoto libero', '/nuoto-libero', [['Orari vasca (PDF)', '/nuoto-libero/orari-vasca-pdf']]],
  ['Prezzi e abbonamenti', '/prezzi-e-abbonamenti'],
  [
    'Iscrizioni',
    '/iscrizioni',
    [
      ['Regolamento piscina', '/iscrizioni/regolamento-piscina'],
      ['Condizioni generali', '/iscrizioni/condizioni-generali'],
    ],
  ],
  ['Centro estivo', '/centro-estivo'],
  ['Chi siamo', '/chi-siamo'],
  ['News', '/news'],
  ['Contatti e dove siamo', '/contatti-e-dove-siamo'],
  [
    'English',
    '/en',
    [
      ['Lane swimming', '/en/lane-swimming'],
      ['Swimming lessons', '/en/swimming-lessons'],
      ['Prices', '/en/prices'],
      ['Contact & directions', '/en/contact'],
    ],
  ],
];

/** Jimdo links every page with its trailing slash. */
export const jimdoHref = (path: string) =>
  path === '/' || path.startsWith('#') || path.includes('#') || path.endsWith('/') ? path : `${path}/`;

const trail = (path: string, items: NavItem[] = navigation): NavItem[] | undefined => {
  for (const item of items) {
    if (item[1] === path) return [item];
    const below = item[2] && trail(path, item[2]);
    if (below) return [item, ...below];
  }
  return undefined;
};

const navList = (items: NavItem[], current: NavItem[], level: number, nested: boolean): string =>
  `<ul class="cc-nav-level-${level} j-nav-level-${level}">${items
    .map(([label, path, children], i) => {
      const onTrail = current.some((c) => c[1] === path);
      const isCurrent = current[current.length - 1]?.[1] === path;
      const classes = [
        `jmd-nav__list-item-${level}`,
        children && nested ? 'j-nav-has-children' : '',
        isCurrent
          ? 'cc-nav-current j-nav-current jmd-nav__item--current'
          : onTrail
            ? 'cc-nav-parent j-nav-parent jmd-nav__item--parent'
            : '',
      ]
        .filter(Boolean)
        .join(' ');
      const viewId = `cc-nav-view-${(nested ? 2196441 : 2196841) + level * 100 + i}`;
      return `<li id="${viewId}" class="${classes}"><a href="${jimdoHref(path)}" data-link-title="${label}"${isCurrent ? ' class="cc-nav-current j-nav-current jmd-nav__link--current"' : onTrail ? ' class="cc-nav-parent j-nav-parent jmd-nav__link--parent"' : ''}>${label}</a>${children && nested ? navList(children, current, level + 1, nested) : ''}</li>`;
    })
    .join('')}</ul>`;

/** The sub-navigation this layout prints at the top of the sidebar: the current section's second level. */
const subNavigation = (crumbs: NavItem[]) => {
  const section = crumbs[0];
  if (!section?.[2]) return '';
  return `<div id="navigation_2" class="sidebar-navigation"><div data-container="navigation"><div class="j-nav-variant-standard">${navList(section[2], crumbs, 1, false)}</div></div></div>`;
};

/* ── The sidebar: one for the whole site, in Italian on the English pages too ───────────────────── */

const sidebarModules = () =>
  matrix(
    heading('Orari impianto', 3),
    text(lines('Lunedì - Venerdì: 7:00 - 22:00', 'Sabato: 8:00 - 19:00', 'Domenica: 9:00 - 13:00')),
    heading('Segreteria', 3),
    text(
      lines('Lun - Ven: 9:00 - 12:30 e 16:00 - 20:00', 'Sabato: 9:00 - 12:00', 'Domenica: segreteria chiusa'),
    ),
    hr(),
    text(
      lines(
        `${strong('Tel.')} <a href="${DELFINO_PHONE_HREF}" title="${DELFINO_PHONE_HREF}">${DELFINO_PHONE}</a>`,
        `${strong('WhatsApp')} (solo messaggi) <a href="${DELFINO_WHATSAPP_HREF}" target="_blank" title="${DELFINO_WHATSAPP_HREF}">${DELFINO_WHATSAPP}</a>`,
        `${strong('Email')} <a href="mailto:${DELFINO_EMAIL}" title="mailto:${DELFINO_EMAIL}">${DELFINO_EMAIL}</a>`,
      ),
    ),
    text(
      `<p><span style="font-size: 12px;">${DELFINO_CLUB}<br />\n${DELFINO_STREET} - ${DELFINO_TOWN}<br />\nCodice Fiscale/P.IVA ${DELFINO_CF}<br />\nAffiliata FIN - Federazione Italiana Nuoto</span></p>`,
      `<p><span style="font-size: 12px;"><a href="/iscrizioni/condizioni-generali/" title="Condizioni generali">Condizioni generali</a> | <a href="/privacy/" title="Privacy">Privacy</a> | <a href="/cookie-policy/" title="Cookie policy">Cookie policy</a></span></p>`,
    ),
    htmlCode(
      `<div class="fb-page" data-href="${DELFINO_FACEBOOK}" data-tabs="" data-width="220" data-small-header="true" data-hide-cover="false" data-show-facepile="false"><blockquote cite="${DELFINO_FACEBOOK}" class="fb-xfbml-parse-ignore"><a href="${DELFINO_FACEBOOK}">Piscina Delfino Verona</a></blockquote></div>`,
    ),
  );

/** Jimdo's cookie notice, the same on every page, in the site's language. */
const cookieNotice = () =>
  `<div id="cookie-law" class="cc-cookie-law cc-cookie-law--bottom" role="dialog" aria-live="polite" aria-label="Cookie" data-nosnippet="true"><div class="cc-cookie-law__inner"><p class="cc-cookie-law__text">Questo sito web utilizza i cookie. Utilizziamo i cookie per analizzare il traffico del sito e per ottimizzare la tua esperienza di navigazione. Accettando l'utilizzo dei cookie, i tuoi dati verranno aggregati con quelli di tutti gli altri utenti. <a href="/cookie-policy/">Maggiori informazioni</a></p><div class="cc-cookie-law__buttons"><button type="button" class="cc-cookie-law__btn cc-cookie-law__btn--decline" data-cookie-action="decline">Rifiuta</button><button type="button" class="cc-cookie-law__btn cc-cookie-law__btn--accept" data-cookie-action="accept">Accetta</button></div></div></div>`;

/* ── The blog ───────────────────────────────────────────────────────────────────────────────────── */

const MONTHS = ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'];

/** Jimdo's date line: day, abbreviated month and year in separate spans. */
export const blogDate = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `<time datetime="${iso}" class="datetime"><span class="day">${d}</span> <span class="mon">${MONTHS[Number(m) - 1]}</span> <span class="yr">${y}</span></time>`;
};

export interface Teaser {
  path: string;
  title: string;
  iso: string;
  /** The preview text the owner typed for the post list. */
  teaser: string;
}

/** The blog module of the News page: each post's headline, date and preview, and "Leggi di più". */
export const blogSelection = (posts: Teaser[]) =>
  mod(
    'blogSelection',
    () =>
      `<div class="blogselection">${posts
        .map(
          (post) =>
            `<div class="n j-blog-meta j-blog-post--header"><div class="j-text j-module n"><a href="${jimdoHref(post.path)}" class="j-blog-header"><h2 class="j-blog-header j-blog-headline j-blog-post--headline">${post.title}</h2></a></div><div class="j-module n j-text j-blog-post--date">${blogDate(post.iso)}</div></div><div class="post j-blog-content"><div class="j-blog-teaser"><p>${post.teaser}</p></div><div class="j-blog-link"><a href="${jimdoHref(post.path)}" class="blogreadmore">Leggi di più</a></div></div>`,
        )
        .join('\n')}</div>`,
  );

/** A post's page: headline, date, the content matrix, tags and the comment module. */
const postBody = (page: DelfinoPage) =>
  `<div class="n j-blog-meta j-blog-post--header"><div class="j-text j-module n"><span class="j-text j-blog-post--date">${blogDate(page.post?.iso ?? '')}</span><a href="${jimdoHref(page.path)}" class="j-blog-header"><h1 class="j-blog-header j-blog-headline j-blog-post--headline">${page.title}</h1></a></div></div>
<div class="post j-blog-content">${matrix(page.body)}</div>
<div class="j-blog-post--tags-wrapper"><div class="j-blog-post--tags">Tag: ${(page.post?.tags ?? []).map((t) => `<a href="/news/tag/${encodeURIComponent(t)}/" class="j-blog-post--tag">${t}</a>`).join(', ')}</div></div>
<div id="cc-m-${nextId()}" class="j-module n j-comment "><div class="commententry"><h3>Commenti: 0</h3><div class="com-list-noresult">Scrivi commento</div></div></div>`;

/* ── The layout ─────────────────────────────────────────────────────────────────────────────────── */

let pageNo = 0;

/** Wraps a stored page in the Jimdo Creator layout: header, navigation, content, sidebar, footer. */
export const delfinoLayout = (page: DelfinoPage): SitePage => {
  const canonical = `${DELFINO_SITE}${jimdoHref(page.path)}`;
  const crumbs = trail(page.path) ?? (page.post ? (trail('/news') ?? []) : []);
  const pageId = 2196100 + 17 * pageNo++;
  const content = page.post ? postBody(page) : matrix(page.body);
  const html = `<!DOCTYPE html>
<html lang="it-IT">
<head>
    <meta http-equiv="content-type" content="text/html; charset=UTF-8"/>
    <meta name="viewport" content="width=device-width, initial-scale=1"/>
    <title>${page.title} - ${DELFINO_NAME}</title>
    <meta name="description" content="${page.description}"/>
    <meta name="robots" content="index, follow, archive"/>
    <meta name="generator" content="Jimdo Creator"/>
    <meta property="og:url" content="${canonical}"/>
    <meta property="og:title" content="${page.title}"/>
    <meta property="og:description" content="${page.description}"/>
    <meta property="og:type" content="${page.post ? 'article' : 'website'}"/>
    <meta property="og:locale" content="it_IT"/>
    <meta property="og:site_name" content="${DELFINO_NAME}"/>
    <link rel="canonical" href="${canonical}"/>
    <link rel="shortcut icon" href="https://u.jimcdn.com/cms/o/${WEBSITE_ID}/img/favicon.png?t=1567812345"/>
    <link href="${DELFINO_SITE}/rss/blog" title="RSS Feed" type="application/rss+xml" rel="alternate"/>
    <link href="https://assets.jimstatic.com/web_oldtemplate.css.8d1c5f2b0e7a4936.css" rel="stylesheet"/>
    <link href="https://assets.jimstatic.com/cookieControl.css.a1b2c3d4e5f60718.css" rel="stylesheet"/>
    <link href="https://u.jimcdn.com/cms/o/${WEBSITE_ID}/layout/l9a41c2e7d03b5f86/css/main.css?t=1725979263" rel="stylesheet" type="text/css" id="jimdo_layout_css"/>
    <script>
        var jimdoData = {"isTestserver":false,"isJimdoHelpCenter":false,"isProtectedPage":false,"cstok":"","cacheJsKey":"7d0c3e9a1f52","cacheCssKey":"7d0c3e9a1f52","cdnUrl":"https:\\/\\/assets.jimstatic.com\\/","minUrl":"https:\\/\\/assets.jimstatic.com\\/app\\/cdn\\/min\\/file\\/","webPath":"${DELFINO_SITE}\\/","appUrl":"https:\\/\\/a.jimdo.com\\/","cmsLanguage":"it_IT","isFreePackage":false,"mobile":false,"isDevkitTemplateUsed":false,"isTemplateResponsive":false,"websiteId":"${WEBSITE_ID}","pageId":${pageId},"packageId":1,"tr":{"gmap":{"searchNotFound":"L'indirizzo inserito non \\u00e8 stato trovato."}},"jQuery":"jimdoGen002","isJimdoMobileApp":false,"bgConfig":null};
    </script>
    <script src="https://assets.jimstatic.com/cookieControl.js.3c5e7a9b1d2f4068.js"></script>
</head>
<body class="body cc-page cc-pagemode-default cc-content-parent${page.post ? ' cc-page-blog' : ''}" id="page-${pageId}">
<div id="cc-inner" class="cc-content-parent">
<div id="container" class="cc-content-parent">
<div id="header">
<div id="cc-website-logo" class="cc-single-module-element"><div id="cc-m-9787214001" class="j-module n j-imageSubtitle"><figure class="cc-imagewrapper cc-m-image-align-1"><a href="/" target="_self"><img src="${CDN}/dimension=240x10000:format=png/path/${WEBSITE_ID}/image/i5e1f0a2b3c4d6e7f/version/1567812345/image.png" alt="" class="" data-src-width="480" data-src-height="160"/></a></figure></div></div>
<div id="cc-website-title" class="cc-single-module-element"><div id="cc-m-9787214002" class="j-module n j-header"><a href="/"><span class="cc-within-single-module-element j-website-title-content" id="cc-m-header-9787214002">Piscina Delfino<br /><span style="font-size: 14px;">Scuola nuoto ASD Nuoto Delfino - Verona</span></span></a></div></div>
</div>
<div id="navigation"><div data-container="navigation"><div class="j-nav-variant-nested">${navList(navigation, crumbs, 0, true)}</div></div></div>
<div id="content" class="cc-content-parent">
<div id="content_area" data-container="content"><div id="content_start"></div>
${content}
</div>
</div>
<div id="sidebar">
${subNavigation(crumbs)}
<div data-container="sidebar">${sidebarModules()}</div>
</div>
<div id="footer"><div id="contentfooter" data-container="footer"><div class="leftrow"><div class="j-meta-links"><a href="/about/">Informazioni legali</a> | <a href="/privacy/">Privacy</a> | <a id="cookie-policy" href="javascript:window.CookieControl.showCookieSettings();">Politica dei cookie</a> | <a href="/sitemap/">Mappa del sito</a></div><div class="j-admin-links"><span class="loggedout"><a rel="nofollow" id="login" href="/login">Login</a></span><span class="loggedin"><a rel="nofollow" id="logout" target="_top" href="https://cms.e.jimdo.com/app/cms/logout.php">Logout</a> | <a rel="nofollow" id="edit" target="_top" href="https://a.jimdo.com/app/auth/signin/jumpcms/?page=${pageId}">Modifica</a></span></div></div><div class="rightrow"><a rel="nofollow" href="https://it.jimdo.com" target="_blank" class="j-jimdo-link">Jimdo</a></div></div></div>
</div>
</div>
${cookieNotice()}
<script src="https://assets.jimstatic.com/web_oldtemplate.js.5b2d8f1e0c9a7364.js"></script>
</body>
</html>`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
};
