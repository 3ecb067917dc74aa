import type { SitePage } from './site-server.ts';

/**
 * A page of Agriturismo Le Macine as IONOS MyWebsite publishes it. MyWebsite is CM4all's site builder: a
 * template ('cm-templates-*' wrappers around `#logo`, `#keyvisual`, `#title` and `#subtitle`, each marked
 * with its `cm_type`), the main navigation as `div#cm_navigation` > `ul#cm_mainnavigation` (items
 * `li#cm_navigation_pid_<n>`, `cm_current`, `cm_has_subnavigation`, sub-pages in `ul.cm_subnavigation`) and a
 * second copy of it for phones in `div.mobile_navigation` > `ul#mobile_cm_mainnavigation`, hidden behind the
 * `toggle_navigation` hamburger. The page itself is one rich-text area, `div#content_main.content_main_dho`
 * (`data-cm-hintable`): what the owners typed in the editor (bare `<h1>`–`<h3>`, `<p>`s with inline
 * `<span style>`s, `<strong>`, `&nbsp;` spacers and `<br>`-separated lines) with the widgets they dropped in
 * between, each a `div.cm_widget` with a `widgetcontainer_<uuid>` id and its `cm_widget_anchor` (photos from
 * `/.cm4all/uproc.php/0/` floated left or right of the text with `cm_widget_float_left/right`, buttons,
 * separators, the address (vCard) widget, the opening-hours widget printing '09:00 - 12:30', the map, the
 * form, the shop's product widgets, the HTML-code widget) and `clearFloating` divs after them. Columns are
 * `div.cm_column_wrapper` with `div.cm_column`s and their `cm_column_gap_left/right` spacers; a price list is
 * either two columns whose lines only their order ties together or a table typed in the editor, its header
 * row of `<td><strong>`. The sidebar holds two widget bars: `#widgetbar_page_1` (this page's, often empty,
 * then `cm_empty`) and `#widgetbar_site_1` (every page's: the farm shop's opening hours and the phone).
 * Then `#footer` (`cm_type="footer"`, what the owners typed: address, phone, P.IVA, CIN and a "Condizioni
 * generali" link to the archived 2021 terms), the system links ("Informazioni legali | Informativa sulla
 * privacy | Politica dei cookie | Accedi"), the IONOS cookie banner in Italian on every page and the runtime
 * scripts with `beng.env`. MyWebsite knows one site language: the English pages are ordinary pages under an
 * "English" menu item, with the Italian header, sidebar, footer and `lang="it"`, and no hreflang.
 */
export interface MacinePage {
  /** CM4all names paths after the page names as typed, capitals kept; sub-pages nest under their parent. */
  path: string;
  /** The page name; the document title adds " - Agriturismo Le Macine". */
  title: string;
  description: string;
  /** The rich-text area as the editor saved it, widgets and all. */
  content: string;
  /** The page's own widget bar, when the owners put something in it. */
  sidebar?: string;
  unlisted?: boolean;
}

export const MC_SITE = 'https://www.agriturismo-le-macine.test';
export const MC_NAME = 'Agriturismo Le Macine';
export const MC_COMPANY = 'Società Agricola Le Macine di Bartolini Giovanna &amp; C. s.s.';
export const MC_VAT = '03218470546';
export const MC_REA = 'PG-276514';
export const MC_CIN = 'IT054054B5QZ7M41RX';
export const MC_STREET = 'Via della Cerqua 14';
export const MC_LOC = 'Loc. Bovara';
export const MC_TOWN = '06039 Trevi (PG)';
export const MC_PHONE = '0742 381496';
export const MC_PHONE_HREF = 'tel:+390742381496';
export const MC_MOBILE = '339 284 7615';
export const MC_MOBILE_HREF = 'https://wa.me/393392847615';
export const MC_EMAIL = 'info@agriturismo-le-macine.test';
export const MC_FACEBOOK = 'https://www.facebook.com/agriturismolemacine';
export const MC_INSTAGRAM = 'https://www.instagram.com/lemacine.trevi/';

const RES = '/.cm4all/res/static';
const WIDGET_RT = `${RES}/libcm4all-js-widget/3.89.42`;
const EDITOR = `${RES}/beng-editor/5.3.141`;
const TEMPLATE = `${RES}/templates/cm-templates-campagna/2.3.7`;

/* ── Ids: CM4all names widgets with uuids and pages with numbers; a seeded sequence keeps pages stable ─── */

let seed = 0x5bd1e995;
const next = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
};
const hex = (n: number) => next().toString(16).padStart(8, '0').slice(0, n);
const uuid = () => `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(8)}${hex(4)}`;
/** The hex stamp CM4all appends to every uploaded file's URL. */
const stamp = () => `18${hex(2)}${hex(7)}`.slice(0, 11);

/** An uploaded picture as the image processor serves it: '/.cm4all/uproc.php/0/.<file>/picture-<width>'. */
export const upload = (file: string, width = 1200) =>
  `/.cm4all/uproc.php/0/.${file}/picture-${width}?_=${stamp()}`;

/* ── Text, as the MyWebsite editor saves it ────────────────────────────────────────────────────────────── */

/** A paragraph; the editor wraps every run the owners styled in a span. */
export const p = (html: string, style = '') => (style ? `<p style="${style}">${html}</p>` : `<p>${html}</p>`);
/** The empty line the owners leave between blocks. */
export const gap = '<p>&nbsp;</p>';
export const h1 = (html: string) => `<h1>${html}</h1>`;
export const h2 = (html: string) => `<h2>${html}</h2>`;
export const h3 = (html: string) => `<h3>${html}</h3>`;
export const strong = (html: string) => `<strong>${html}</strong>`;
export const em = (html: string) => `<em>${html}</em>`;
/** The template's olive green, picked from the colour menu. */
export const olive = (html: string) => `<span style="color: #6b7a2e;">${html}</span>`;
export const size = (px: number, html: string) => `<span style="font-size: ${px}px;">${html}</span>`;
export const a = (label: string, href: string) =>
  href.startsWith('http')
    ? `<a href="${href}" target="_blank" rel="noreferrer noopener">${label}</a>`
    : `<a href="${href}" class="cm_anchor">${label}</a>`;
/** Lines typed with Shift+Enter: one paragraph, `<br>` between the lines. */
export const lines = (...xs: string[]) => `<p>${xs.join('<br>')}</p>`;
export const ul = (...items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;

const clearFloating = '<div class="clearFloating" style="clear:both;height: 0px; width: auto;"></div>';

/* ── Widgets ───────────────────────────────────────────────────────────────────────────────────────────── */

type Float = 'left' | 'right' | 'none';

/** A widget container: its uuid id, the anchor, the widget's own markup; a block widget is followed by a clear. */
const widget = (type: string, inner: string, opts: { float?: Float; width?: string } = {}) => {
  const id = uuid();
  const float = opts.float ?? 'none';
  const style =
    float === 'none'
      ? `width:${opts.width ?? '100%'}; max-width:100%;`
      : `width:${opts.width ?? '40%'}; max-width:100%;`;
  return `<div id="widgetcontainer_${id}" class="cm_widget cm-widget-${type}${float === 'none' ? '' : ` cm_widget_float_${float}`}" style="${style}"><div class="cm_widget_anchor"><a name="${id}" id="widgetanchor_${id}"></a></div>${inner}</div>${float === 'none' ? clearFloating : ''}`;
};

/** The photo widget: the picture at the width the owners dragged it to, its caption (if any) under it. */
export const photo = (
  file: string,
  alt: string,
  opts: { float?: Float; width?: string; caption?: string } = {},
) =>
  widget(
    'photo',
    `<div class="cm-widget-photo__inner"><img src="${upload(file)}" alt="${alt}" title="${alt}" loading="lazy" style="display:block;width:100%;height:auto;">${
      opts.caption ? `<div class="cm-widget-photo__caption">${opts.caption}</div>` : ''
    }</div>`,
    opts,
  );

/** The button widget. */
export const button = (label: string, href: string) =>
  widget(
    'button',
    `<div class="cm-widget-button__wrapper" style="text-align:left;"><a class="cm-widget-button__link cm-button" href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noreferrer noopener"' : ''}><span class="cm-button__label">${label}</span></a></div>`,
    { width: 'auto' },
  );

/** The separator widget. */
export const separator = () => widget('separator', '<div class="cm-widget-separator__line"><hr></div>');

/** Columns inserted from the editor's toolbar: widths in percent, the gaps as their own divs. */
export const columns = (cols: string[], widths?: number[]) =>
  `<div class="cm_column_wrapper">${cols
    .map((html, i) => {
      const w = widths?.[i] ?? Math.floor(100 / cols.length);
      const gaps =
        i < cols.length - 1
          ? '<div style="width: 7.5px;" class="cm_column_gap cm_column_gap_left cm_resizable"></div><div style="width: 7.5px;" class="cm_column_gap cm_column_gap_right cm_resizable"></div>'
          : '';
      return `<div style="width: ${w}%;" class="cm_column">${html}</div>${gaps}`;
    })
    .join('')}</div>`;

/** A table typed in the editor: no <th>, the header row bold cells; widths as the owners dragged them. */
export const table = (rows: string[][], head = true) =>
  `<table border="0" cellpadding="4" cellspacing="0" style="width: 100%;" class="cm-table"><tbody>${rows
    .map(
      (cells, r) =>
        `<tr>${cells.map((c) => `<td style="vertical-align: top;">${r === 0 && head ? `<strong>${c}</strong>` : c}</td>`).join('')}</tr>`,
    )
    .join('')}</tbody></table>`;

/** The address widget: a vCard with the farm's name, address, phones and email. */
export const vcard = (heading = '') =>
  widget(
    'vcard',
    `<div class="cm-widget-vcard__inner vcard">${heading ? `<h3 class="cm-widget-vcard__title">${heading}</h3>` : ''}<div class="fn org">${MC_NAME}</div><div class="adr"><div class="street-address">${MC_STREET}</div><div class="extended-address">${MC_LOC}</div><span class="postal-code">06039</span> <span class="locality">Trevi</span> <span class="region">(PG)</span> <div class="country-name">Italia</div></div><div class="tel"><span class="type">Telefono</span>: <a class="value" href="${MC_PHONE_HREF}">${MC_PHONE}</a></div><div class="tel"><span class="type">Cellulare / WhatsApp</span>: <a class="value" href="${MC_MOBILE_HREF}">${MC_MOBILE}</a></div><div class="email"><span class="type">E-mail</span>: <a class="value" href="mailto:${MC_EMAIL}">${MC_EMAIL}</a></div></div>`,
  );

/** The opening-hours widget: one row per weekday, the hours as 'HH:MM - HH:MM', a second slot on a new line. */
export const openingHours = (heading: string, rows: [day: string, hours: string[]][], note = '') =>
  widget(
    'openinghours',
    `<div class="cm-openinghours"><h3 class="cm-openinghours__title">${heading}</h3><table class="cm-openinghours__table"><tbody>${rows
      .map(
        ([day, hours]) =>
          `<tr class="cm-openinghours__row"><td class="cm-openinghours__day">${day}</td><td class="cm-openinghours__hours">${hours.length ? hours.join('<br>') : '<span class="cm-openinghours__closed">Chiuso</span>'}</td></tr>`,
      )
      .join('')}</tbody></table>${note ? `<div class="cm-openinghours__note">${note}</div>` : ''}</div>`,
  );

/** The map widget: the place only in the embed's address. */
export const map = (query: string) =>
  widget(
    'googlemaps',
    `<div class="cm-widget-googlemaps__consent" data-cm-consent="google-maps"><iframe src="https://maps.google.com/maps?q=${encodeURIComponent(query)}&amp;z=13&amp;output=embed" style="width:100%;height:360px;border:0;" loading="lazy" title="Google Maps"></iframe></div>`,
  );

type Field = [label: string, kind: 'text' | 'email' | 'tel' | 'date' | 'textarea' | string[]];

/** The form widget: labels, a consent box, a hidden thank-you, posted to the widget runtime. */
export const form = (fields: Field[], submit: string, thanks: string) => {
  const fid = uuid();
  return widget(
    'form',
    `<form class="cm-widget-form" method="post" action="/.cm4all/widgetres.php/cm4all.com.widgets.Form/submit?id=${fid}" novalidate>${fields
      .map(([label, kind], i) => {
        const name = `field_${i + 1}`;
        const control = Array.isArray(kind)
          ? `<select id="${fid}_${name}" name="${name}">${kind.map((o) => `<option>${o}</option>`).join('')}</select>`
          : kind === 'textarea'
            ? `<textarea id="${fid}_${name}" name="${name}" rows="5"></textarea>`
            : `<input id="${fid}_${name}" name="${name}" type="${kind}">`;
        return `<div class="cm-widget-form__row"><label for="${fid}_${name}">${label}</label>${control}</div>`;
      })
      .join(
        '',
      )}<div class="cm-widget-form__row cm-widget-form__consent"><input type="checkbox" id="${fid}_privacy" name="privacy" required><label for="${fid}_privacy">Ho letto l'${a('informativa sulla privacy', '/Informativa-sulla-privacy')} e acconsento al trattamento dei miei dati.</label></div><div class="cm-widget-form__row"><button type="submit" class="cm-button">${submit}</button></div><div class="cm-widget-form__success" style="display:none;">${thanks}</div></form>`,
  );
};

/** The HTML-code widget: whatever was pasted, as pasted. */
export const htmlCode = (raw: string) =>
  widget('htmlcode', `<div class="cm-widget-htmlcode__content">${raw}</div>`);

export interface Product {
  name: string;
  file: string;
  text: string;
  /** As the shop prints it, the comma decimal: '14,00'. */
  price: string;
  /** A unit price under the price, as the law asks: '28,00 € / l'. */
  unit?: string;
  sku: string;
  soldOut?: boolean;
}

/** The shop's product widget: picture, name, description, price with the euro sign in its own span, basket. */
export const product = (x: Product) =>
  widget(
    'shop-product',
    `<div class="cm-shop-product" data-sku="${x.sku}" itemscope itemtype="https://schema.org/Product"><div class="cm-shop-product__image"><img src="${upload(x.file, 600)}" alt="${x.name}" loading="lazy" itemprop="image"></div><div class="cm-shop-product__body"><h3 class="cm-shop-product__name" itemprop="name">${x.name}</h3><div class="cm-shop-product__description" itemprop="description">${x.text}</div><div class="cm-shop-product__price" itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="EUR"><meta itemprop="price" content="${x.price.replace(',', '.')}"><span class="cm-shop-price__currency">€</span> <span class="cm-shop-price__amount">${x.price}</span>${x.unit ? `<span class="cm-shop-price__unit">(${x.unit})</span>` : ''}</div><div class="cm-shop-product__tax">IVA inclusa, più ${a('spese di spedizione', '/Il-nostro-olio/Spedizioni-e-condizioni-di-vendita')}</div><div class="cm-shop-product__basket">${
      x.soldOut
        ? '<span class="cm-shop-product__soldout">Esaurito</span>'
        : '<label class="cm-shop-product__qty">Quantità <input type="number" min="1" value="1"></label><button type="button" class="cm-button cm-shop-product__add">Aggiungi al carrello</button>'
    }</div></div></div>`,
    { width: '48%', float: 'left' },
  );

/** After floated product widgets, the editor's clear. */
export const clear = clearFloating;

/* ── Navigation ────────────────────────────────────────────────────────────────────────────────────────── */

type MenuItem = [label: string, href: string, children?: [string, string][]];

const menu: MenuItem[] = [
  ['Home', '/'],
  [
    'Camere e appartamenti',
    '/Camere-e-appartamenti',
    [['Prezzi e prenotazioni', '/Camere-e-appartamenti/Prezzi-e-prenotazioni']],
  ],
  ['Ristorante', '/Ristorante'],
  [
    'Il nostro olio',
    '/Il-nostro-olio',
    [
      ['Shop online', '/Il-nostro-olio/Shop-online'],
      ['Spedizioni e condizioni di vendita', '/Il-nostro-olio/Spedizioni-e-condizioni-di-vendita'],
    ],
  ],
  ['Esperienze', '/Esperienze'],
  ['Chi siamo', '/Chi-siamo'],
  ['News', '/News'],
  ['Contatti', '/Contatti', [['Domande frequenti', '/Contatti/Domande-frequenti']]],
  [
    'English',
    '/English',
    [
      ['Rooms &amp; apartments', '/English/Rooms-and-apartments'],
      ['Olive oil &amp; shop', '/English/Olive-oil-shop'],
      ['Harvest &amp; tastings', '/English/Harvest-and-tastings'],
      ['Getting here', '/English/Getting-here'],
    ],
  ],
];

const pids = new Map<string, number>();
const pid = (href: string) => {
  if (!pids.has(href)) pids.set(href, 6_743_109 + pids.size * 13 + (next() % 7));
  return pids.get(href)!;
};

/** The current page and its ancestors are `cm_current`; a News post keeps News current. */
const isCurrent = (href: string, path: string) =>
  href === path || (href !== '/' && path.startsWith(`${href}/`));

const navList = (id: string, path: string, prefix: string) =>
  `<ul id="${id}">${menu
    .map(([label, href, children]) => {
      const classes = [
        isCurrent(href, path) ? 'cm_current' : '',
        children ? 'cm_has_subnavigation' : '',
      ].filter(Boolean);
      const sub = children
        ? `<ul class="cm_subnavigation" id="${prefix}cm_subnavigation_pid_${pid(href)}">${children
            .map(
              ([l, h]) =>
                `<li id="${prefix}cm_navigation_pid_${pid(h)}"${h === path ? ' class="cm_current"' : ''}><a title="${l}" href="${h}" class="cm_anchor">${l}</a></li>`,
            )
            .join('')}</ul>`
        : '';
      return `<li id="${prefix}cm_navigation_pid_${pid(href)}"${classes.length ? ` class="${classes.join(' ')}"` : ''}><a title="${label}" href="${href}" class="cm_anchor">${label}</a>${sub}</li>`;
    })
    .join('')}</ul>`;

/* ── The shared parts: site widget bar, footer, system links, cookie banner ────────────────────────────── */

/** The site's widget bar, on every page: the farm shop's hours (opening-hours widget) and a short contact box. */
const siteSidebar = () =>
  `${openingHours(
    'Spaccio aziendale',
    [
      ['Lunedì', ['09:00 - 12:30', '15:00 - 18:30']],
      ['Martedì', ['09:00 - 12:30', '15:00 - 18:30']],
      ['Mercoledì', ['09:00 - 12:30', '15:00 - 18:30']],
      ['Giovedì', ['09:00 - 12:30', '15:00 - 18:30']],
      ['Venerdì', ['09:00 - 12:30', '15:00 - 18:30']],
      ['Sabato', ['09:00 - 12:30']],
      ['Domenica', []],
    ],
    `Orari delle feste: ${a('vedi le News', '/News')}`,
  )}${widget(
    'text',
    `<div class="cm-widget-text">${h3('Prenotazioni')}${lines(
      `Tel. ${a(MC_PHONE, MC_PHONE_HREF)}`,
      `WhatsApp ${a(MC_MOBILE, MC_MOBILE_HREF)}`,
      a(MC_EMAIL, `mailto:${MC_EMAIL}`),
    )}</div>`,
  )}${widget(
    'social',
    `<div class="cm-widget-social"><a class="cm-widget-social__link cm-widget-social__link--facebook" href="${MC_FACEBOOK}" target="_blank" rel="noreferrer noopener" title="Facebook"><i class="fab fa-facebook-f"></i></a> <a class="cm-widget-social__link cm-widget-social__link--instagram" href="${MC_INSTAGRAM}" target="_blank" rel="noreferrer noopener" title="Instagram"><i class="fab fa-instagram"></i></a></div>`,
  )}`;

/** The footer text box, as the owners typed it once. */
const footerText = () =>
  `${p(
    `${strong(MC_NAME)} · ${MC_STREET} · ${MC_LOC} · ${MC_TOWN} · Tel. ${a(MC_PHONE, MC_PHONE_HREF)} · ${a(MC_EMAIL, `mailto:${MC_EMAIL}`)}`,
    'text-align: center;',
  )}${p(
    size(
      12,
      `${MC_COMPANY} · P.IVA ${MC_VAT} · REA ${MC_REA} · CIN ${MC_CIN} · ${a('Condizioni generali', '/Condizioni-generali')}`,
    ),
    'text-align: center;',
  )}`;

const footerLinks = `<div class="cm-templates-footerlinks" id="cm_footerlinks"><a href="/Informazioni-legali" class="cm_anchor">Informazioni legali</a> | <a href="/Informativa-sulla-privacy" class="cm_anchor">Informativa sulla privacy</a> | <a href="/Informativa-sulla-privacy#cookie" class="cm_anchor">Politica dei cookie</a> | <a href="/.cm4all/login/" rel="nofollow" class="cm_anchor">Accedi</a></div>`;

const cookieBanner = `<div id="cm-cookie-banner" class="cm-cookie-banner cm-cookie-banner--bottom" role="dialog" aria-live="polite" aria-label="Impostazioni dei cookie" data-cm-consent-version="3"><div class="cm-cookie-banner__text">Questo sito web utilizza i cookie necessari al funzionamento tecnico del sito, che vengono sempre impostati. Altri cookie, che aumentano la comodità di utilizzo del sito, servono alla pubblicità diretta o facilitano l'interazione con altri siti web e social network, vengono impostati solo con il vostro consenso.</div><div class="cm-cookie-banner__buttons"><button type="button" class="cm-cookie-banner__button cm-cookie-banner__button--decline">Rifiuta</button><button type="button" class="cm-cookie-banner__button cm-cookie-banner__button--configure">Configurazione</button><button type="button" class="cm-cookie-banner__button cm-cookie-banner__button--accept">Accetta tutti</button></div></div>`;

/* ── The page ──────────────────────────────────────────────────────────────────────────────────────────── */

/** Lays out a page as MyWebsite publishes it. */
export function macineLayout(page: MacinePage): SitePage {
  const docTitle = page.path === '/' ? `${MC_NAME} - Trevi, Umbria` : `${page.title} - ${MC_NAME}`;
  const description = page.description.replace(/"/g, '&quot;');
  const env = {
    mode: 'deploy',
    language: 'it',
    hideEmptyAreas: true,
    navigationText: 'Menu',
    pageId: pid(page.path),
    siteName: 'Agriturismo Le Macine',
    cookieConsent: true,
  };
  const html = `<!DOCTYPE html>
<html lang="it" class="cm-html cm-templates-campagna">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${docTitle}</title>
<meta name="description" content="${description}">
<meta name="keywords" content="agriturismo Trevi, agriturismo Spello, olio extravergine Umbria, olio DOP Colli Assisi-Spoleto, raccolta olive, frantoio, camere, appartamenti, ristorante">
<meta name="robots" content="index,follow">
<meta name="generator" content="IONOS MyWebsite">
<meta property="og:type" content="website">
<meta property="og:title" content="${docTitle}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${MC_SITE}${page.path}">
<meta property="og:image" content="${MC_SITE}${upload('casale-ulivi-tramonto.jpg', 1200)}">
<link rel="canonical" href="${MC_SITE}${page.path}">
<link rel="shortcut icon" type="image/png" href="/.cm4all/sysdb/favicon/icon-32x32_5c1a7e2.png">
<link rel="apple-touch-icon" href="/.cm4all/sysdb/favicon/icon-180x180_5c1a7e2.png">
<link rel="stylesheet" type="text/css" href="${WIDGET_RT}/css/widget-runtime.css">
<link rel="stylesheet" type="text/css" href="${EDITOR}/css/deploy.css">
<link rel="stylesheet" type="text/css" href="${RES}/fontawesome-5.15/css/all.min.css">
<link rel="stylesheet" type="text/css" href="${TEMPLATE}/css/template.css">
<link rel="stylesheet" type="text/css" href="/.cm4all/sysdb/user/css/customization.css?_=${stamp()}">
<style id="cm_table_styles">.cm-table td{border-bottom:1px solid #ddd6c3;padding:6px 8px}</style>
<style id="cm_template_colors">body{background:#f7f3ea;color:#3d3a2f}.cm-templates-header{background:#fff}#cm_navigation a{color:#4c4a3c}#cm_navigation .cm_current>a{color:#6b7a2e}.cm_subnavigation{display:none}#cm_mainnavigation>li:hover>.cm_subnavigation{display:block}.mobile_navigation{display:none}@media (max-width:1199px){#cm_navigation{display:none}}</style>
<script type="text/javascript">window.beng = window.beng || {}; beng.env = ${JSON.stringify(env)};</script>
<script type="text/javascript" src="${RES}/jquery-1.7/jquery.js"></script>
<script type="text/javascript" src="${RES}/prototype-1.7.3/prototype.js"></script>
<script type="text/javascript" src="${WIDGET_RT}/js/widget-runtime.js"></script>
<script type="text/javascript" src="${EDITOR}/js/deploy.js"></script>
</head>
<body class="cm-body cm-templates-body" data-cm-page-id="${pid(page.path)}">
<div class="cm-templates-container">
<div class="cm-templates-header head_wrapper" id="head_wrapper">
<div class="navigation_wrapper fixednav" id="navigation_wrapper">
<div class="cm-templates-logo-wrapper"><div id="logo" class="cm-logo cm-templates-logo" cm_type="logo" style="background-image: url('${upload('logo-le-macine.png', 400)}'); background-position: 50% 50%; background-size: contain; background-repeat: no-repeat;"><a href="/" class="cm-logo__link" title="${MC_NAME}"></a></div></div>
<div id="cm_navigation" class="cm-templates-navigation">${navList('cm_mainnavigation', page.path, '')}</div>
<div class="cm-shop-basket"><a href="/Il-nostro-olio/Shop-online" class="cm-shop-basket__link" title="Carrello"><i class="fas fa-shopping-basket"></i><span class="cm-shop-basket__count">0</span></a></div>
<div class="toggle_navigation"><div class="hamburger hamburger--squeeze" role="button" aria-label="Menu"><div class="hamburger-box"><div class="hamburger-inner"></div></div></div></div>
</div>
<div class="keyvisual_wrapper"><div id="keyvisual" class="cm-kv-0 cm-template-keyvisual" cm_type="keyvisual" style="background-image: url('${upload(page.path.startsWith('/English') ? 'uliveto-autunno.jpg' : 'casale-ulivi-tramonto.jpg', 2600)}'); background-position: 50% 40%; background-size: cover;"></div>
<div class="title_wrapper"><div id="title" class="title cm-templates-title" cm_type="title">Agriturismo Le Macine</div><div id="subtitle" class="subtitle cm-templates-subtitle" cm_type="subtitle">Olio extravergine, ospitalità e cucina contadina tra Spello e Trevi</div></div>
</div>
</div>
<div class="mobile_navigation"><a href="javascript:void(0);"><i class="fa fa-bars"></i> Menu</a><div id="mobile_cm_navigation">${navList('mobile_cm_mainnavigation', page.path, 'mobile_')}</div></div>
<div class="cm-template-content content_wrapper" id="content_wrapper">
<div class="design_content">
<div id="content_main" class="content_main_dho cm-templates-content" data-cm-hintable="yes">
${page.content}
</div>
</div>
<div class="cm-templates-sidebar-wrapper cm-templates-sidebar-one sidebar_wrapper" id="content_sidebar">
<div class="sidebar cm_can_be_empty${page.sidebar ? '' : ' cm_empty'}" id="widgetbar_page_1" data-cm-hintable="yes">${page.sidebar ?? ''}</div>
<div class="sidebar cm_can_be_empty" id="widgetbar_site_1" data-cm-hintable="yes">${siteSidebar()}</div>
</div>
</div>
<div class="footer_wrapper cm-templates-footer-container">
<div id="footer" class="cm-templates-footer cm_can_be_empty" cm_type="footer" data-cm-hintable="yes">${footerText()}</div>
${footerLinks}
</div>
</div>
${cookieBanner}
<script type="text/javascript" src="${TEMPLATE}/js/template.js"></script>
<script type="text/javascript">if (window.cm4all && cm4all.Common) { cm4all.Common.hintingHandler(); cm4all.Common.emptyHandler(); }</script>
<script type="text/javascript" src="/.cm4all/res/static/cookie-consent/1.12.4/js/consent.js" defer></script>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** The 404 page, in the site's template. */
export const macineNotFound: MacinePage = {
  path: '/404',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  content: `${h1('Pagina non trovata')}${p('La pagina che cercate non esiste o è stata spostata.')}${p(a('Torna alla home', '/'))}`,
};
