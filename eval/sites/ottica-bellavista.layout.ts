import type { SitePage } from './site-server.ts';

/** A page of Ottica Bellavista as the Odoo website holds it, before the header, footer and cookie bar wrap it. */
export interface BellavistaPage {
  path: string;
  /** The page's name in Odoo (the first half of `<title>`). */
  title: string;
  /** The page's SEO description (`website_meta_description`). */
  description: string;
  /** What `<main>` holds: the snippets dropped into `#wrap`, or a module's whole `#wrap` (shop, blog, appointment). */
  body: string;
  /** The record the page renders, printed as `data-main-object` on `<html>`. */
  mainObject: string;
  /** `true` when `body` is already a module's own `#wrap` (the shop, the blog, the appointment pages). */
  ownWrap?: boolean;
  unlisted?: boolean;
}

export const BV_SITE = 'https://www.ottica-bellavista.test';
export const BV_NAME = 'Ottica Bellavista';
export const BV_COMPANY = 'Ottica Bellavista di Zanella Marta &amp; C. S.n.c.';
export const BV_VAT = '04218730236';
export const BV_REA = 'VR-401287';
export const BV_EMAIL = 'info@ottica-bellavista.test';
export const BV_WHATSAPP = '349 712 6608';
export const BV_WHATSAPP_HREF = 'https://wa.me/393497126608';
export const BV_CENTRO_STREET = 'Corso Porta Borsari 27';
export const BV_CENTRO_TOWN = '37121 Verona';
export const BV_CENTRO_PHONE = '045 803 4172';
export const BV_CENTRO_PHONE_HREF = 'tel:+390458034172';
export const BV_BT_STREET = 'Via Goffredo Mameli 58';
export const BV_BT_TOWN = '37126 Verona (Borgo Trento)';
export const BV_BT_PHONE = '045 915 2286';
export const BV_BT_PHONE_HREF = 'tel:+390459152286';

const ASSETS = '/web/assets/1/8c41d2e/web.assets_frontend.min.css';
const UNIQUE = '7d3e9a1';

// Odoo numbers the ids of collapses, tabs and table-of-content headings from the time a snippet was dropped;
// a fixed counter here, so a page is the same on every run.
let stamp = 1_708_425_000_000;
const uid = () => {
  stamp += 7_919;
  return String(stamp);
};

/* ── Text ─────────────────────────────────────────────────────────────────────────────────────────── */

export const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('\n');
export const b = (html: string) => `<strong>${html}</strong>`;
export const ul = (...items: string[]) => `<ul>\n${items.map((x) => `<li>${x}</li>`).join('\n')}\n</ul>`;
export const a = (label: string, href: string) =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank"' : ''}>${label}</a>`;
export const btn = (label: string, href: string, kind: 'primary' | 'secondary' = 'primary') =>
  `<a href="${href}" class="btn btn-${kind} mb-2"${href.startsWith('http') ? ' target="_blank"' : ''}>${label}</a>`;

/** A table as Odoo's editor inserts it (`/table`): no `<thead>`, the owner's first row in bold. */
export const table = (head: string[], rows: string[][]) =>
  `<table class="table table-bordered o_table"><tbody>\n<tr>${head.map((h) => `<td><strong>${h}</strong></td>`).join('')}</tr>\n${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('\n')}\n</tbody></table>`;

const img = (file: string, alt = '') =>
  `<img src="/web/image/${file}" class="img img-fluid mx-auto rounded" alt="${alt}" loading="lazy" data-mimetype="image/webp" data-original-src="/web/image/${file}" data-resize-width="690">`;

/* ── Snippets ─────────────────────────────────────────────────────────────────────────────────────── */

/** `s_title`: a page heading, with an optional line under it. */
export const sTitle = (html: string, sub = '') =>
  `<section class="s_title o_colored_level o_cc o_cc1 pt40 pb24" data-vcss="001" data-snippet="s_title" data-name="Titolo">
<div class="s_allow_columns container">
<h1 style="text-align: center;">${html}</h1>
${sub ? `<p class="lead" style="text-align: center;">${sub}</p>` : ''}
</div>
</section>`;

/** `s_cover`: the home page's full-width picture with a title, a line and buttons. */
export const sCover = (title: string, line: string, photo: string, buttons: string[]) =>
  `<section class="s_cover parallax s_parallax_is_fixed o_cc o_cc5 pt232 pb232" data-scroll-background-ratio="1" data-snippet="s_cover" data-name="Copertina">
<span class="s_parallax_bg oe_img_bg" style="background-image: url('/web/image/${photo}'); background-position: 50% 0;"></span>
<div class="o_we_bg_filter bg-black-50"></div>
<div class="s_allow_columns container">
<h1 class="display-3" style="text-align: center;">${title}</h1>
<p class="lead" style="text-align: center;">${line}</p>
<p style="text-align: center;">${buttons.join(' ')}</p>
</div>
</section>`;

/** `s_text_block`: a column of text. */
export const sText = (...html: string[]) =>
  `<section class="s_text_block o_colored_level pt32 pb32" data-snippet="s_text_block" data-name="Testo">
<div class="s_allow_columns container">
${html.join('\n')}
</div>
</section>`;

/** `s_text_image` (text left) or `s_image_text` (picture left): a heading and text beside a picture. */
export const sTextImage = (
  heading: string,
  html: string[],
  photo: string,
  alt: string,
  imageFirst = false,
) => {
  const text = `<div class="col-lg-6 pt16 pb16 o_colored_level">
<h2>${heading}</h2>
${html.join('\n')}
</div>`;
  const pic = `<div class="col-lg-6 pt16 pb16 o_colored_level">${img(photo, alt)}</div>`;
  return imageFirst
    ? `<section class="s_image_text o_cc o_cc1 pt64 pb64" data-snippet="s_image_text" data-name="Immagine - Testo">
<div class="container">
<div class="row align-items-center">
${pic}
${text}
</div>
</div>
</section>`
    : `<section class="s_text_image o_cc o_cc1 pt64 pb64" data-snippet="s_text_image" data-name="Testo - Immagine">
<div class="container">
<div class="row align-items-center">
${text}
${pic}
</div>
</div>
</section>`;
};

/** `s_three_columns`: three cards, each a picture, a title, text and maybe a link. */
export const sThreeColumns = (
  cards: [title: string, text: string, photo: string, link?: [string, string]][],
) =>
  `<section class="s_three_columns o_cc o_cc2 pt32 pb32" data-vcss="001" data-snippet="s_three_columns" data-name="Colonne">
<div class="container">
<div class="row d-flex align-items-stretch">
${cards
  .map(
    ([title, text, photo, link]) => `<div class="col-lg-4 s_col_no_bgcolor pt16 pb16">
<div class="card text-bg-white h-100">
<img class="card-img-top" src="/web/image/${photo}" alt="" loading="lazy">
<div class="card-body">
<h3 class="card-title">${title}</h3>
<p class="card-text">${text}</p>
${link ? `<a href="${link[1]}" class="btn btn-link p-0">${link[0]}</a>` : ''}
</div>
</div>
</div>`,
  )
  .join('\n')}
</div>
</div>
</section>`;

/** `s_features`: icons in circles, each with a heading and a line. */
export const sFeatures = (heading: string, items: [icon: string, title: string, text: string][]) =>
  `<section class="s_features o_cc o_cc1 pt48 pb32" data-snippet="s_features" data-name="Caratteristiche">
<div class="container">
${heading ? `<h2 style="text-align: center;">${heading}</h2>` : ''}
<div class="row">
${items
  .map(
    ([
      icon,
      title,
      text,
    ]) => `<div class="col-lg-${items.length === 4 ? 3 : 4} s_col_no_bgcolor text-center pt16 pb16">
<i class="fa fa-3x ${icon} text-primary mx-auto rounded-circle bg-200 s_features_icon mb-3" role="img"></i>
<h3>${title}</h3>
<p>${text}</p>
</div>`,
  )
  .join('\n')}
</div>
</div>
</section>`;

export interface Comparison {
  name: string;
  /** The figure after the currency sign (`290`), printed apart from it and from the decimals. */
  price: string;
  /** The line under the price (`la coppia`, `al mese`). */
  term: string;
  items: string[];
  button?: [string, string];
  highlight?: boolean;
}

/**
 * `s_comparisons`: price cards, each price as Odoo's snippet prints it: the currency, the figure in bold and
 * the decimals in three separate spans.
 */
export const sComparisons = (heading: string, cards: Comparison[], note = '') =>
  `<section class="s_comparisons o_cc o_cc2 pt48 pb48" data-snippet="s_comparisons" data-name="Confronti">
<div class="container">
${heading ? `<h2 style="text-align: center;">${heading}</h2>` : ''}
<div class="row">
${cards
  .map(
    (c) => `<div class="col-lg-4 s_col_no_bgcolor pt16 pb16" data-name="Box">
<div class="card ${c.highlight ? 'text-bg-primary' : 'text-bg-light'}">
<h4 class="card-header">${c.name}</h4>
<div class="card-body">
<h2 class="card-title">
  <span class="s_comparisons_currency">€</span>
  <span class="s_comparisons_price"><b>${c.price}</b></span>
  <span class="s_comparisons_decimal">,00</span>
</h2>
<div class="card-text">${c.term}</div>
</div>
<ul class="list-group list-group-flush">
${c.items.map((x) => `<li class="list-group-item">${x}</li>`).join('\n')}
</ul>
${c.button ? `<div class="card-footer"><a href="${c.button[1]}" class="btn btn-primary">${c.button[0]}</a></div>` : ''}
</div>
</div>`,
  )
  .join('\n')}
</div>
${note ? `<p class="mt-3" style="text-align: center;"><small>${note}</small></p>` : ''}
</div>
</section>`;

/**
 * `s_table_of_content`: a sticky list of links on the left (hidden on phones) to the headings of the sections
 * on the right.
 */
export const sTableOfContent = (sections: [heading: string, html: string][]) => {
  const id = uid();
  const anchors = sections.map((_, i) => `table_of_content_heading_${id}_${i + 1}`);
  return `<section class="s_table_of_content o_cc o_cc1 pt24 pb24" data-snippet="s_table_of_content" data-name="Indice">
<div class="container">
<div class="row s_nb_column_fixed">
<div class="col-lg-3 s_table_of_content_navbar_wrap s_table_of_content_navbar_sticky s_table_of_content_vertical_navbar d-print-none d-none d-lg-block o_not_editable o_cc o_cc1" data-name="Navbar">
<div class="s_table_of_content_navbar list-group o_no_link_popover" style="top: 76px; max-height: calc(100vh - 96px);">
${sections
  .map(
    ([heading], i) =>
      `<a href="#${anchors[i]}" class="table_of_content_link list-group-item list-group-item-action py-2 border-0 rounded-0${i === 0 ? ' active' : ''}">${heading}</a>`,
  )
  .join('\n')}
</div>
</div>
<div class="col-lg-9 s_table_of_content_main oe_structure oe_empty" data-name="Contenuto">
${sections
  .map(
    ([heading, html], i) => `<section class="pb16 o_colored_level">
<h2 data-anchor="true" id="${anchors[i]}">${heading}</h2>
${html}
</section>`,
  )
  .join('\n')}
</div>
</div>
</div>
</section>`;
};

/**
 * `s_faq_collapse`: Bootstrap collapse cards saved closed (`<div class="collapse">`): each question a
 * `card-header` link, each answer in a panel the theme hides until it is clicked.
 */
export const sFaq = (heading: string, items: [question: string, answer: string][]) => {
  const id = uid();
  return `<section class="s_faq_collapse o_cc o_cc1 pt32 pb32" data-snippet="s_faq_collapse" data-name="FAQ">
<div class="container">
${heading ? `<h2>${heading}</h2>` : ''}
<div id="myCollapse${id}" class="accordion" role="tablist">
${items
  .map(
    ([question, answer], i) => `<div class="card bg-white" data-name="Elemento">
<a href="#" role="tab" data-bs-toggle="collapse" aria-expanded="false" class="card-header collapsed" data-bs-target="#myCollapseTab${id}_${i + 1}">${question}</a>
<div class="collapse" role="tabpanel" id="myCollapseTab${id}_${i + 1}" data-bs-parent="#myCollapse${id}">
<div class="card-body">
<p class="card-text">${answer}</p>
</div>
</div>
</div>`,
  )
  .join('\n')}
</div>
</div>
</section>`;
};

/** `s_tabs`: Bootstrap nav pills; every pane but the first is `fade` without `show active`. */
export const sTabs = (heading: string, tabs: [label: string, html: string][]) => {
  const id = uid();
  return `<section class="s_tabs o_cc o_cc1 pt48 pb48" data-vcss="001" data-snippet="s_tabs" data-name="Schede">
<div class="container">
${heading ? `<h2>${heading}</h2>` : ''}
<div class="s_tabs_main">
<div class="s_tabs_nav mb-3">
<ul class="nav nav-pills" role="tablist">
${tabs
  .map(
    ([label], i) =>
      `<li class="nav-item"><a class="nav-link${i === 0 ? ' active' : ''}" id="nav_tabs_link_${id}_${i + 1}" data-bs-toggle="tab" href="#nav_tabs_content_${id}_${i + 1}" role="tab" aria-controls="nav_tabs_content_${id}_${i + 1}" aria-selected="${i === 0}">${label}</a></li>`,
  )
  .join('\n')}
</ul>
</div>
<div class="s_tabs_content tab-content">
${tabs
  .map(
    (
      [, html],
      i,
    ) => `<div class="tab-pane fade${i === 0 ? ' show active' : ''}" id="nav_tabs_content_${id}_${i + 1}" role="tabpanel" aria-labelledby="nav_tabs_link_${id}_${i + 1}">
<div class="oe_structure oe_empty">
<section class="s_text_block" data-snippet="s_text_block" data-name="Testo">
<div class="container s_allow_columns">
${html}
</div>
</section>
</div>
</div>`,
  )
  .join('\n')}
</div>
</div>
</div>
</section>`;
};

/** `s_timeline`: dated cards on both sides of a line, each with an icon. */
export const sTimeline = (
  heading: string,
  rows: [date: string, title: string, text: string, icon: string][],
) =>
  `<section class="s_timeline o_cc o_cc1 pt24 pb48" data-snippet="s_timeline" data-name="Cronologia">
<div class="container s_timeline_line">
${heading ? `<h2 style="text-align: center;">${heading}</h2>` : ''}
${rows
  .map(([date, title, text, icon], i) => {
    const card = `<div class="s_timeline_content d-flex${i % 2 ? '' : ' flex-row-reverse'}"><div class="s_timeline_card s_card card bg-white w-100" data-snippet="s_card" data-name="Scheda"><div class="card-body"><h5 class="card-title">${title}</h5><p class="card-text">${text}</p></div></div><i class="fa fa-1x ${icon} bg-secondary rounded-circle s_timeline_icon" role="img"></i></div>`;
    return `<div class="s_timeline_row d-block d-md-flex flex-row" data-name="Riga">
<div class="s_timeline_date"><span class="bg-white"><b>${date}</b></span></div>
${i % 2 ? '<div class="s_timeline_content"></div>\n' : ''}${card}${i % 2 ? '' : '\n<div class="s_timeline_content"></div>'}
</div>`;
  })
  .join('\n')}
</div>
</section>`;

/** `s_alert`: the coloured box the owner uses for announcements. */
export const sAlert = (kind: 'info' | 'warning' | 'success', html: string) =>
  `<section class="s_text_block o_colored_level pt16 pb0" data-snippet="s_text_block" data-name="Testo">
<div class="container">
<div class="s_alert s_alert_md alert-${kind} w-100 clearfix" data-snippet="s_alert" data-name="Avviso">
<i class="fa fa-2x fa-${kind === 'warning' ? 'exclamation-triangle' : 'info-circle'} s_alert_icon"></i>
<div class="s_alert_content">
${html}
</div>
</div>
</div>
</section>`;

/** `s_call_to_action`: a line and a button on a coloured strip. */
export const sCallToAction = (line: string, button: [string, string]) =>
  `<section class="s_call_to_action o_cc o_cc3 pt48 pb24" data-snippet="s_call_to_action" data-name="Invito all'azione">
<div class="container">
<div class="row">
<div class="col-lg-9 pb16"><h3>${line}</h3></div>
<div class="col-lg-3 pt8 pb16" style="text-align: right;">${btn(button[0], button[1])}</div>
</div>
</div>
</section>`;

export interface FormField {
  name: string;
  label: string;
  kind?: 'char' | 'email' | 'tel' | 'text' | 'selection' | 'date' | 'checkbox';
  options?: string[];
  required?: boolean;
}

/**
 * `s_website_form`: labelled fields (`s_website_form_label_content`, the required mark), the hidden fields the
 * form builder adds (the recipient, the model's defaults), and the submit link with its result span.
 */
export const sForm = (heading: string, intro: string, fields: FormField[], hidden: [string, string][]) => {
  const id = uid();
  const field = (f: FormField, i: number) => {
    const fid = `o${id}_${i}`;
    const kind = f.kind ?? 'char';
    const control =
      kind === 'text'
        ? `<textarea id="${fid}" class="form-control s_website_form_input" name="${f.name}"${f.required ? ' required=""' : ''} rows="4"></textarea>`
        : kind === 'selection'
          ? `<select id="${fid}" class="form-select s_website_form_input" name="${f.name}"${f.required ? ' required=""' : ''}>${(f.options ?? []).map((o) => `<option value="${o}">${o}</option>`).join('')}</select>`
          : kind === 'checkbox'
            ? `<div class="form-check"><input id="${fid}" type="checkbox" class="s_website_form_input form-check-input" name="${f.name}" value="Sì"${f.required ? ' required=""' : ''}><label class="form-check-label s_website_form_check_label" for="${fid}">${f.label}</label></div>`
            : `<input id="${fid}" type="${kind === 'char' ? 'text' : kind}" class="form-control s_website_form_input" name="${f.name}"${f.required ? ' required=""' : ''}>`;
    return `<div class="mb-0 py-2 col-12 s_website_form_field${f.required ? ' s_website_form_required' : ''}" data-type="${kind}" data-name="Campo">
<div class="row s_col_no_resize s_col_no_bgcolor">
<label class="col-form-label col-sm-auto s_website_form_label" style="width: 200px" for="${fid}"><span class="s_website_form_label_content">${kind === 'checkbox' ? '' : f.label}</span>${f.required ? '<span class="s_website_form_mark"> *</span>' : ''}</label>
<div class="col-sm">${control}</div>
</div>
</div>`;
  };
  return `<section class="s_website_form o_cc o_cc1 pt32 pb32" data-vcss="001" data-snippet="s_website_form" data-name="Modulo">
<div class="container">
${heading ? `<h2>${heading}</h2>` : ''}
${intro ? `<p>${intro}</p>` : ''}
<form id="contactus_form" action="/website/form/" method="post" enctype="multipart/form-data" class="o_mark_required" data-mark="*" data-model_name="mail.mail" data-success-mode="redirect" data-success-page="/contactus-thank-you" data-pre-fill="true">
<div class="s_website_form_rows row s_col_no_bgcolor">
${fields.map(field).join('\n')}
${hidden
  .map(
    ([
      name,
      value,
    ]) => `<div class="mb-0 py-2 col-12 s_website_form_field s_website_form_dnone" data-name="Campo">
<div class="row s_col_no_resize s_col_no_bgcolor">
<label class="col-form-label col-sm-auto s_website_form_label" style="width: 200px"><span class="s_website_form_label_content"></span></label>
<div class="col-sm"><input type="hidden" class="form-control s_website_form_input" name="${name}" value="${value}"></div>
</div>
</div>`,
  )
  .join('\n')}
<div class="mb-0 py-2 col-12 s_website_form_submit" data-name="Pulsante invio">
<div style="width: 200px;" class="s_website_form_label"></div>
<a href="#" role="button" class="btn btn-primary s_website_form_send">Invia</a>
<span id="s_website_form_result"></span>
</div>
</div>
</form>
</div>
</section>`;
};

/** `s_google_map`: the map of one shop, its place only in the embedded iframe's address. */
export const sMap = (query: string) =>
  `<section class="s_google_map o_half_screen_height pt0 pb0" data-map-type="ROADMAP" data-map-zoom="16" data-pin-style="flat" data-snippet="s_google_map" data-name="Google Map">
<div class="map_container o_not_editable">
<iframe class="s_map_embedded o_not_editable" src="https://maps.google.com/maps?q=${encodeURIComponent(query)}&amp;t=m&amp;z=16&amp;ie=UTF8&amp;iwloc=&amp;output=embed" width="100%" height="100%" frameborder="0" scrolling="no" marginheight="0" marginwidth="0" aria-label="Mappa"></iframe>
</div>
<div class="map_color_filter o_not_editable"></div>
</section>`;

/* ── Header, footer, cookie bar ───────────────────────────────────────────────────────────────────── */

type MenuItem = [label: string, href: string, children?: [string, string][]];

const mainMenu: MenuItem[] = [
  ['Home', '/'],
  [
    'Servizi',
    '#',
    [
      ['Esame della vista', '/esame-della-vista'],
      ['Lenti a contatto', '/lenti-a-contatto'],
      ['Occhiali da sole', '/occhiali-da-sole'],
      ['Bambini', '/bambini'],
      ['Riparazioni', '/riparazioni'],
    ],
  ],
  ['Prezzi', '/prezzi'],
  ['Convenzioni', '/convenzioni'],
  ['Negozio', '/shop'],
  ['Blog', '/blog/novita-1'],
  ['Chi siamo', '/chi-siamo'],
  ['Sedi e orari', '/sedi-e-orari'],
  ['FAQ', '/faq'],
  ['English', '/en/tourists'],
];

const menuItems = (path: string, mobile: boolean) =>
  mainMenu
    .map(([label, href, children]) => {
      if (!children) {
        const active = href === path ? ' active' : '';
        return `<li role="presentation" class="nav-item"><a role="menuitem" href="${href}" class="nav-link${active}"><span>${label}</span></a></li>`;
      }
      const active = children.some(([, h]) => h === path) ? ' active' : '';
      return `<li class="nav-item dropdown${mobile ? '' : ' position-static'}"><a data-bs-toggle="dropdown" href="#" class="nav-link dropdown-toggle${active}" data-bs-display="static" role="menuitem" aria-expanded="false"><span>${label}</span></a>
<ul class="dropdown-menu" role="menu">
${children.map(([l, h]) => `<li role="presentation"><a role="menuitem" href="${h}" class="dropdown-item${h === path ? ' active' : ''}"><span>${l}</span></a></li>`).join('\n')}
</ul>
</li>`;
    })
    .join('\n');

const logo = `<a data-name="Navbar Logo" href="/" class="navbar-brand logo me-4"><span role="img" aria-label="Logo of ${BV_NAME}" title="${BV_NAME}"><img src="/web/image/website/1/logo/Ottica%20Bellavista?unique=${UNIQUE}" class="img img-fluid" width="150" height="40" alt="${BV_NAME}" loading="lazy"></span></a>`;

const cart = `<li class="o_wsale_my_cart"><a href="/shop/cart" aria-label="Carrello eCommerce" class="o_navlink_background btn position-relative rounded-circle p-1 text-center text-reset"><div><i class="fa fa-shopping-cart fa-stack"></i><sup class="my_cart_quantity badge text-bg-primary position-absolute top-0 end-0 mt-n1 me-n1 rounded-pill d-none" data-order-id="">0</sup></div></a></li>`;

/** `o_header_standard`: the desktop navbar, and the mobile navbar with the same menu in an offcanvas. */
const header = (
  path: string,
) => `<header id="top" data-anchor="true" data-name="Header" data-extra-items-toggle-aria-label="Pulsante elementi extra" class="o_header_standard" style="">
<nav data-name="Navbar" aria-label="Main" class="navbar navbar-expand-lg navbar-light o_colored_level o_cc d-none d-lg-block shadow-sm">
<div id="o_main_nav" class="o_main_nav container">
${logo}
<ul id="top_menu" role="menu" class="nav navbar-nav top_menu o_menu_loading me-auto">
${menuItems(path, false)}
</ul>
<ul class="navbar-nav align-items-center gap-2 flex-shrink-0 justify-content-end ps-3">
<li class="o_not_editable"><a href="#" data-bs-target="#o_search_modal" data-bs-toggle="modal" role="button" title="Cerca" class="btn rounded-circle p-1 lh-1 o_navlink_background text-reset o_not_editable"><i class="oi oi-search fa-stack lh-lg"></i></a></li>
${cart}
<li class="o_no_autohide_item"><a href="/web/login" class="btn btn-outline-secondary">Accedi</a></li>
<li><div class="oe_structure oe_structure_solo"><section class="oe_unremovable oe_unmovable s_text_block" data-snippet="s_text_block" data-name="Testo"><div class="container"><a href="/appointment" class="oe_unremovable btn btn-primary btn_cta">Prenota l'esame della vista</a></div></section></div></li>
</ul>
</div>
</nav>
<nav data-name="Navbar" aria-label="Mobile" class="navbar navbar-light o_colored_level o_cc o_header_mobile d-block d-lg-none shadow-sm">
<div class="o_main_nav container flex-wrap justify-content-between">
${logo}
<ul class="o_header_mobile_buttons_wrap navbar-nav flex-row align-items-center gap-2 mb-0">${cart}<li><button class="nav-link btn me-auto p-2" type="button" data-bs-toggle="offcanvas" data-bs-target="#top_menu_collapse_mobile" aria-controls="top_menu_collapse_mobile" aria-expanded="false" aria-label="Attiva/disattiva navigazione"><span class="navbar-toggler-icon"></span></button></li></ul>
<div id="top_menu_collapse_mobile" class="offcanvas offcanvas-end o_navbar_mobile">
<div class="offcanvas-header justify-content-end o_not_editable"><button type="button" class="nav-link btn-close" data-bs-dismiss="offcanvas" aria-label="Chiudi"></button></div>
<div class="offcanvas-body d-flex flex-column justify-content-between h-100 w-100">
<ul class="nav navbar-nav py-2 border-top border-bottom">
${menuItems(path, true)}
</ul>
<ul class="navbar-nav gap-2 mt-3 w-100"><li><a href="/web/login" class="btn btn-outline-secondary w-100">Accedi</a></li><li><a href="/appointment" class="btn btn-primary w-100">Prenota l'esame della vista</a></li></ul>
</div>
</div>
</div>
</nav>
</header>`;

/** The footer: four `s_text_block` columns (the two shops, the contacts, the links), then the copyright strip. */
const footer = `<footer id="bottom" data-anchor="true" data-name="Footer" class="o_footer o_colored_level o_cc">
<div id="footer" class="oe_structure oe_structure_solo">
<section class="s_text_block pt40 pb16" data-snippet="s_text_block" data-name="Testo">
<div class="container">
<div class="row">
<div class="col-lg-3 pt24 pb24">
<h5 class="mb-3">${BV_NAME}</h5>
<p>Ottici optometristi a Verona dal 1987. Esame della vista, occhiali, lenti a contatto e laboratorio di montaggio.</p>
<div class="s_social_media text-start o_not_editable" data-snippet="s_social_media" data-name="Social Media" contenteditable="false"><h5 class="s_social_media_title d-none" contenteditable="true">Seguici</h5><a href="/website/social/facebook" class="s_social_media_facebook" target="_blank" aria-label="Facebook"><i class="fa fa-facebook rounded-circle shadow-sm"></i></a> <a href="/website/social/instagram" class="s_social_media_instagram" target="_blank" aria-label="Instagram"><i class="fa fa-instagram rounded-circle shadow-sm"></i></a></div>
</div>
<div class="col-lg-3 pt24 pb24">
<h5 class="mb-3">Negozio del centro</h5>
<p>${BV_CENTRO_STREET}<br>${BV_CENTRO_TOWN}<br><i class="fa fa-1x fa-fw fa-phone me-2"></i><span class="o_force_ltr"><a href="${BV_CENTRO_PHONE_HREF}">${BV_CENTRO_PHONE}</a></span></p>
</div>
<div class="col-lg-3 pt24 pb24">
<h5 class="mb-3">Borgo Trento</h5>
<p>${BV_BT_STREET}<br>${BV_BT_TOWN}<br><i class="fa fa-1x fa-fw fa-phone me-2"></i><span class="o_force_ltr"><a href="${BV_BT_PHONE_HREF}">${BV_BT_PHONE}</a></span></p>
</div>
<div class="col-lg-3 pt24 pb24">
<h5 class="mb-3">Contatti</h5>
<ul class="list-unstyled">
<li class="py-1"><i class="fa fa-1x fa-fw fa-whatsapp me-2"></i>WhatsApp <a href="${BV_WHATSAPP_HREF}" target="_blank">${BV_WHATSAPP}</a></li>
<li class="py-1"><i class="fa fa-1x fa-fw fa-envelope me-2"></i><a href="mailto:${BV_EMAIL}">${BV_EMAIL}</a></li>
<li class="py-1"><a href="/sedi-e-orari">Orari dei negozi</a></li>
<li class="py-1"><a href="/privacy">Privacy e cookie</a> · <a href="/termini">Termini e condizioni</a></li>
</ul>
</div>
</div>
<p class="small text-muted mb-0">${BV_COMPANY} – P.IVA ${BV_VAT}</p>
</div>
</section>
</div>
<div class="o_footer_copyright o_colored_level o_cc" data-name="Copyright">
<div class="container py-3">
<div class="row">
<div class="col-sm text-center text-sm-start text-muted"><span class="o_footer_copyright_name me-2">Copyright &copy; ${BV_NAME}</span></div>
<div class="col-sm text-center text-sm-end o_not_editable">
<div class="o_brand_promotion">Realizzato con <a target="_blank" class="badge text-bg-light" href="http://www.odoo.com?utm_source=db&amp;utm_medium=website">Odoo <img alt="" src="/web/static/img/odoo_logo_tiny.png" width="62" height="20" style="width: auto; height: 1em; vertical-align: baseline;" loading="lazy"></a> - Il n° 1 tra gli <a target="_blank" href="http://www.odoo.com/app/ecommerce?utm_source=db&amp;utm_medium=website">eCommerce open source</a></div>
</div>
</div>
</div>
</div>
</footer>`;

/** Odoo's cookie bar: a popup snippet saved hidden (`d-none`, `display: none`), its text in the markup. */
const cookiesBar = `<div id="website_cookies_bar" class="s_popup o_snippet_invisible o_no_save d-none" data-name="Cookies Bar" data-vcss="001" data-invisible="1">
<div class="modal s_popup_bottom s_popup_no_backdrop o_cookies_discrete modal_shown" data-show-after="500" data-display="afterDelay" data-consents-duration="999" data-bs-focus="false" data-bs-backdrop="false" data-bs-keyboard="false" tabindex="-1" style="display: none;" aria-hidden="true">
<div class="modal-dialog d-flex s_popup_size_full">
<div class="modal-content oe_structure">
<section class="o_colored_level o_cc o_cc1">
<div class="container">
<div class="row">
<div class="col-lg-8 pt16">
<p><span class="pe-1">Utilizziamo i cookie per offrire una migliore esperienza utente su questo sito web.</span> <a href="/cookie-policy" class="o_cookies_bar_text_policy btn btn-link btn-sm px-0">Politica sui cookie</a></p>
</div>
<div class="col-lg-4 text-end pt16 pb16">
<a href="#" id="cookies-consent-essential" role="button" class="js_close_popup btn btn-outline-primary rounded-circle btn-sm px-2">Solo essenziali</a>
<a href="#" id="cookies-consent-all" role="button" class="js_close_popup btn btn-outline-primary rounded-circle btn-sm">Accetto</a>
</div>
</div>
</div>
</section>
</div>
</div>
</div>
</div>`;

const sessionInfo = JSON.stringify({
  is_admin: false,
  is_system: false,
  is_website_user: true,
  user_id: false,
  is_frontend: true,
  show_effect: true,
  currencies: { '1': { symbol: '€', position: 'after', digits: [69, 2] } },
  bundle_params: { lang: 'it_IT', website_id: 1 },
  websocket_worker_version: '17.0-3',
  translationURL: '/website/translations',
  geoip_country_code: 'IT',
  geoip_phone_code: 39,
  lang_url_code: 'it',
});

/**
 * Lays out a page as Odoo 17's website renders it: `<html lang="it-IT">` with the website id and the main
 * object, the asset bundles and the session script, `#wrapwrap` holding the standard header (a desktop navbar
 * and a mobile one with the same menu in an offcanvas), `<main>` with the page's `#wrap`, the footer with the
 * two shops, the contacts and the P.IVA, the copyright strip, and the cookie bar saved hidden.
 */
export function bellavistaLayout(page: BellavistaPage): SitePage {
  const isHome = page.path === '/';
  const docTitle = isHome ? `${BV_NAME} | Ottici optometristi a Verona` : `${page.title} | ${BV_NAME}`;
  const main = page.ownWrap
    ? page.body
    : `<div id="wrap" class="oe_structure oe_empty">\n${page.body}\n</div>`;
  const html = `<!DOCTYPE html>
<html lang="it-IT" data-website-id="1" data-main-object="${page.mainObject}" data-add2cart-redirect="1">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Odoo">
<meta name="description" content="${page.description}">
<meta property="og:type" content="website">
<meta property="og:title" content="${docTitle}">
<meta property="og:site_name" content="${BV_NAME}">
<meta property="og:url" content="${BV_SITE}${page.path}">
<meta property="og:image" content="${BV_SITE}/web/image/website/1/logo?unique=${UNIQUE}">
<meta property="og:description" content="${page.description}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${docTitle}">
<meta name="twitter:image" content="${BV_SITE}/web/image/website/1/logo/300x300?unique=${UNIQUE}">
<meta name="twitter:description" content="${page.description}">
<link rel="canonical" href="${BV_SITE}${page.path}">
<link rel="preconnect" href="https://fonts.gstatic.com/" crossorigin="">
<title>${docTitle}</title>
<link type="image/x-icon" rel="shortcut icon" href="/web/image/website/1/favicon?unique=${UNIQUE}">
<link rel="preload" href="/web/static/src/libs/fontawesome/fonts/fontawesome-webfont.woff2?v=4.7.0" as="font" crossorigin="">
<link type="text/css" rel="stylesheet" href="${ASSETS}">
<script id="web.layout.odooscript" type="text/javascript">
var odoo = { csrf_token: "b7c1f0e4a92d36e85f1c0a7d4e2b9f63a81c5d07o1763971200", debug: "", };
</script>
<script type="text/javascript">
odoo.__session_info__ = ${sessionInfo};
if (!/(^|;\\s)tz=/.test(document.cookie)) { const userTZ = Intl.DateTimeFormat().resolvedOptions().timeZone; document.cookie = \`tz=\${userTZ}; path=/\`; }
</script>
<script type="text/javascript" defer="defer" src="/web/assets/1/3a7c9e1/web.assets_frontend_minimal.min.js" onerror="__odooAssetError=1"></script>
<script type="text/javascript" defer="defer" data-src="/web/assets/1/e41b8f0/web.assets_frontend_lazy.min.js" onerror="__odooAssetError=1"></script>
</head>
<body>
<div id="wrapwrap" class="${page.ownWrap ? '' : 'o_website_page'}">
${header(page.path)}
<main>
${main}
</main>
${footer}
${cookiesBar}
</div>
<script id="tracking_code" async="async" src="https://www.googletagmanager.com/gtag/js?id=G-5QW2N8RT4K"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-5QW2N8RT4K');</script>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** Odoo's 404 page, inside the site's own header and footer. */
export const bellavistaNotFound: BellavistaPage = {
  path: '/404',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  mainObject: 'ir.ui.view(177,)',
  ownWrap: true,
  body: `<div id="wrap" class="container">
<h1 class="mt-5">Ops! Qualcosa è andato storto.</h1>
<p>Sembra che la pagina che stai cercando non esista.</p>
<p><a href="/">Torna alla home page</a> oppure <a href="/sedi-e-orari">contattaci</a>.</p>
</div>`,
};
