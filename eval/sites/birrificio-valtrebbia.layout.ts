import type { SitePage } from './site-server.ts';

/** A page of the Birrificio Val Trebbia as the Mobirise project holds it, before the menu and footer wrap it. */
export interface TrebbiaPage {
  /** The exported file: `/` for the home page (`index.html`), `/<name>.html` for the others. */
  path: string;
  /** The page title in Mobirise's page properties: the first half of `<title>`. */
  title: string;
  description: string;
  /** The page's blocks (`<section … cid-…>`), built with the helpers below. */
  body: string;
  unlisted?: boolean;
}

export const TREBBIA_SITE = 'https://www.birrificio-valtrebbia.test';
export const TREBBIA_NAME = 'Birrificio Val Trebbia';
export const TREBBIA_COMPANY = 'Birrificio Val Trebbia S.r.l.';
export const TREBBIA_PHONE = '0523 932 417';
export const TREBBIA_PHONE_HREF = 'tel:+390523932417';
export const TREBBIA_WHATSAPP = '347 218 5590';
export const TREBBIA_WHATSAPP_HREF = 'https://wa.me/393472185590';
export const TREBBIA_EMAIL = 'info@birrificio-valtrebbia.test';
export const TREBBIA_SHOP_EMAIL = 'shop@birrificio-valtrebbia.test';
export const TREBBIA_STREET = 'Strada della Cella 8, località Mezzano Scotti';
export const TREBBIA_TOWN = '29022 Bobbio (PC)';
export const TREBBIA_VAT = '01784520335';
export const TREBBIA_REA = 'PC-184527';

const MOBIRISE = 'Mobirise v5.9.18, mobirise.com';

// Mobirise names every block `<kind>-<n>` (its number in the project) and gives it a `cid-` class of ten
// letters and digits; they come from a fixed seed here, so a page is the same on every run.
let seed = 20_141_018;
const next = () => {
  seed = (seed * 16_807) % 2_147_483_647;
  return seed;
};
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const cid = () =>
  `cid-${Array.from({ length: 10 }, (_, i) => ALPHABET[(next() >> (i % 3)) % (i === 0 ? 26 : ALPHABET.length)]).join('')}`;
let blockNo = 0;
/**
 * A block as Mobirise writes it: `<section data-bs-version="5.1" class="<kind> cid-…" id="<kind>-<n>">`; the
 * blocks shared by every page (`once="menu"`, `once="footers"`) keep one id and one `cid-` class.
 */
const block = (kind: string, inner: string, extra = '', shared?: { id: string; cid: string }) => {
  const n = blockNo++;
  return `<section data-bs-version="5.1" class="${kind} ${shared?.cid ?? cid()}"${extra} id="${shared?.id ?? `${kind}-${n.toString(36)}`}">\n${inner}\n</section>`;
};

/* ── Text ─────────────────────────────────────────────────────────────────────────────────────────── */

/** The editor's inline runs: `**x**` bold; anything else as typed. */
const runs = (text: string) => text.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

/** A link as the Mobirise editor writes it inside a text. */
export const link = (label: string, href: string) =>
  `<a href="${href}" class="text-primary"${href.startsWith('http') ? ' target="_blank"' : ''}>${label}</a>`;

/** An image of the project's `assets/images` folder. */
const img = (file: string) => `assets/images/${file}`;

/** A button group (`mbr-section-btn`). */
export const buttons = (...items: [label: string, href: string][]) =>
  `<div class="mbr-section-btn mt-3">${items
    .map(
      ([label, href], i) =>
        `<a class="btn ${i === 0 ? 'btn-primary' : 'btn-black-outline'} display-4" href="${href}"${href.startsWith('http') ? ' target="_blank"' : ''}>${label}</a>`,
    )
    .join(' ')}</div>`;

const paragraphs = (texts: string[]) =>
  texts.map((t) => `<p class="mbr-text mbr-fonts-style display-7">${runs(t)}</p>`).join('\n');

/* ── Blocks ───────────────────────────────────────────────────────────────────────────────────────── */

/** The full-screen header of a page (`header16`): a photo under an overlay, the title, a line, buttons. */
export const hero = (title: string, line: string, photo: string, cta: [string, string][] = []) =>
  block(
    'header16',
    `<div class="mbr-overlay" style="opacity: 0.5; background-color: rgb(35, 25, 15);"></div>
<div class="container-fluid">
<div class="row">
<div class="content-wrap col-12 col-md-10">
<h1 class="mbr-section-title mbr-fonts-style mbr-white mb-4 display-1"><strong>${title}</strong></h1>
<p class="mbr-fonts-style mbr-text mbr-white mb-4 display-7">${runs(line)}</p>
${cta.length ? buttons(...cta) : ''}
</div>
</div>
</div>`,
    ` style="background-image: url('${img(photo)}');"`,
  );

/** A text block (`content5`): an optional title and subtitle, then paragraphs. */
export const content = (title: string, ...texts: string[]) =>
  block(
    'content5',
    `<div class="container">
<div class="row justify-content-center">
<div class="col-md-12 col-lg-10">
${title ? `<h3 class="mbr-section-title mbr-fonts-style mb-4 display-5"><strong>${title}</strong></h3>` : ''}
${paragraphs(texts)}
</div>
</div>
</div>`,
  );

/** A title-only block (`header11`), the way owners put a heading between two blocks. */
export const title = (html: string, subtitle = '') =>
  block(
    'content1',
    `<div class="container">
<div class="row justify-content-center">
<div class="title col-md-12 col-lg-10">
<h3 class="mbr-section-title mbr-fonts-style mb-2 display-2"><strong>${html}</strong></h3>
${subtitle ? `<h4 class="mbr-section-subtitle mbr-fonts-style mb-0 display-7">${runs(subtitle)}</h4>` : ''}
</div>
</div>
</div>`,
  );

/** A bulleted list block (`list1`). */
export const list = (heading: string, items: string[]) =>
  block(
    'list1',
    `<div class="container">
<div class="row justify-content-center">
<div class="col-12 col-md-10">
${heading ? `<h3 class="mbr-section-title mbr-fonts-style mb-4 display-5"><strong>${heading}</strong></h3>` : ''}
<ul class="list mbr-fonts-style display-7">${items.map((x) => `<li>${runs(x)}</li>`).join('')}</ul>
</div>
</div>
</div>`,
  );

export interface Card {
  title: string;
  text: string[];
  photo?: string;
  button?: [string, string];
}

/**
 * A cards block (`features1`): Bootstrap columns (`col-md-6 col-lg-<n>`) each holding a `card-wrapper` with a
 * picture, a `card-title` and `mbr-text` paragraphs.
 */
export const cards = (heading: string, items: Card[], perRow: 2 | 3 | 4 = 3) =>
  block(
    'features1',
    `<div class="container">
${heading ? `<div class="mbr-section-head"><h4 class="mbr-section-title mbr-fonts-style align-center mb-0 display-2"><strong>${heading}</strong></h4></div>` : ''}
<div class="row mt-4">
${items
  .map(
    (c) => `<div class="card p-3 col-12 col-md-6 col-lg-${12 / perRow}">
<div class="card-wrapper">
${c.photo ? `<div class="card-img"><img src="${img(c.photo)}" alt="${c.title}" title=""></div>` : ''}
<div class="card-box">
<h4 class="card-title mbr-fonts-style mb-3 display-5"><strong>${c.title}</strong></h4>
${paragraphs(c.text)}
${c.button ? buttons(c.button) : ''}
</div>
</div>
</div>`,
  )
  .join('\n')}
</div>
</div>`,
  );

/**
 * Mobirise's Table block (`section-table`): the search box and the "Mostra … elementi" info its script fills,
 * a header row of `th.head-item`, body cells `td.body-item`.
 */
export const table = (heading: string, head: string[], rows: string[][], note = '') =>
  block(
    'section-table',
    `<div class="container container-table">
${heading ? `<h2 class="mbr-section-title mbr-fonts-style align-center pb-3 display-5"><strong>${heading}</strong></h2>` : ''}
<div class="table-wrapper">
<div class="container">
<div class="row search">
<div class="col-md-6"></div>
<div class="col-md-6">
<div class="dataTables_filter">
<label class="searchInfo mbr-fonts-style display-7">Cerca:</label>
<input class="form-control input-sm" disabled="">
</div>
</div>
</div>
</div>
<div class="container scroll">
<table class="table isSearch" cellspacing="0" data-empty="Nessun risultato">
<thead>
<tr class="table-heads">${head.map((h) => `<th class="head-item mbr-fonts-style display-7">${h}</th>`).join('')}</tr>
</thead>
<tbody>
${rows.map((r) => `<tr>${r.map((c) => `<td class="body-item mbr-fonts-style display-7">${runs(c)}</td>`).join('')}</tr>`).join('\n')}
</tbody>
</table>
</div>
<div class="container table-info-container">
<div class="row info">
<div class="col-md-6">
<div class="dataTables_info mbr-fonts-style display-7">
<span class="infoBefore">Mostra</span>
<span class="inactive infoRows"></span>
<span class="infoAfter">elementi</span>
<span class="infoFilteredBefore">(filtrati da</span>
<span class="inactive infoRows"></span>
<span class="infoFilteredAfter"> elementi totali)</span>
</div>
</div>
<div class="col-md-6"></div>
</div>
</div>
</div>
${note ? `<p class="mbr-text mbr-fonts-style mt-3 display-4">${runs(note)}</p>` : ''}
</div>`,
  );

export interface Plan {
  name: string;
  /** The figure after the currency sign, as the owner typed it: `6`, `3,50`. */
  price: string;
  /** The small line under the price (`per persona`, `0,4 l`). */
  term: string;
  items: string[];
  button?: [string, string];
}

/**
 * A pricing-table block (`pricing1`): a `plan` per column, its price in `.plan-price` as the currency sign and
 * the figure in separate spans, the term under them, a `list-group` of what is included and a button.
 */
export const pricing = (heading: string, plans: Plan[], subtitle = '') =>
  block(
    'pricing1',
    `<div class="container">
${heading ? `<div class="mbr-section-head mb-4"><h3 class="mbr-section-title mbr-fonts-style align-center mb-0 display-2"><strong>${heading}</strong></h3>${subtitle ? `<h5 class="mbr-section-subtitle mbr-fonts-style align-center mb-0 mt-2 display-7">${runs(subtitle)}</h5>` : ''}</div>` : ''}
<div class="row justify-content-center">
${plans
  .map(
    (pl) => `<div class="plan col-12 mx-2 my-2 justify-content-center col-lg-${plans.length > 3 ? 3 : 4}">
<div class="plan-header">
<h6 class="plan-title mbr-fonts-style mb-3 display-7"><strong>${pl.name}</strong></h6>
<div class="plan-price">
<span class="price-value mbr-fonts-style display-5">€</span>
<span class="price-figure mbr-fonts-style display-2">${pl.price}</span>
<p class="price-term mbr-fonts-style mb-3 display-7">${pl.term}</p>
</div>
</div>
<div class="plan-body">
<div class="plan-list mb-4">
<ul class="list-group mbr-fonts-style list-group-flush display-7">
${pl.items.map((x) => `<li class="list-group-item bg-transparent">${runs(x)}</li>`).join('\n')}
</ul>
</div>
${pl.button ? `<div class="mbr-section-btn text-center"><a href="${pl.button[1]}" class="btn btn-primary display-4">${pl.button[0]}</a></div>` : ''}
</div>
</div>`,
  )
  .join('\n')}
</div>
</div>`,
  );

/** A menu block (`menu`-style price list, `pricing4`): dish, description and price in separate columns. */
export const priceList = (heading: string, items: [name: string, description: string, price: string][]) =>
  block(
    'pricing4',
    `<div class="container">
${heading ? `<div class="mbr-section-head mb-4"><h3 class="mbr-section-title mbr-fonts-style align-center mb-0 display-5"><strong>${heading}</strong></h3></div>` : ''}
<div class="row justify-content-center">
<div class="col-12 col-md-10">
${items
  .map(
    ([name, description, price]) => `<div class="item row">
<div class="col-9 item-wrapper">
<h4 class="item-title mbr-fonts-style display-7"><strong>${name}</strong></h4>
${description ? `<p class="item-text mbr-fonts-style display-4">${runs(description)}</p>` : ''}
</div>
<div class="col-3 item-price-wrap"><p class="item-price mbr-fonts-style display-7">${price}</p></div>
</div>`,
  )
  .join('\n')}
</div>
</div>
</div>`,
  );

/**
 * The Accordion block (`content17`) with Bootstrap collapse: each question a `data-toggle="collapse"` link,
 * each answer in a `panel-collapse noScroll collapse` panel that the theme's CSS hides until it is opened.
 */
export const accordion = (heading: string, items: [question: string, answer: string][]) => {
  const n = blockNo;
  return block(
    'content17',
    `<div class="container">
<div class="row justify-content-center">
<div class="col-12 col-md-10">
${heading ? `<div class="section-head align-center mb-4"><h3 class="mbr-section-title mb-0 mbr-fonts-style display-2"><strong>${heading}</strong></h3></div>` : ''}
<div id="bootstrap-accordion_${n}" class="panel-group accordionStyles accordion" role="tablist" aria-multiselectable="true">
${items
  .map(
    ([question, answer], i) => `<div class="card">
<div class="card-header" role="tab" id="heading${i + 1}_${n}">
<a role="button" class="panel-title collapsed" data-toggle="collapse" data-bs-toggle="collapse" data-core="" href="#collapse${i + 1}_${n}" aria-expanded="false" aria-controls="collapse${i + 1}">
<h6 class="panel-title-edit mbr-fonts-style mb-0 display-7"><strong>${question}</strong></h6>
<span class="sign mbr-iconfont mobi-mbri-arrow-down"></span>
</a>
</div>
<div id="collapse${i + 1}_${n}" class="panel-collapse noScroll collapse" role="tabpanel" aria-labelledby="heading${i + 1}_${n}" data-parent="#accordion" data-bs-parent="#bootstrap-accordion_${n}">
<div class="panel-body">
<p class="mbr-fonts-style panel-text display-7">${runs(answer)}</p>
</div>
</div>
</div>`,
  )
  .join('\n')}
</div>
</div>
</div>
</div>`,
  );
};

/** An image with a caption beside text (`image3`). */
export const picture = (photo: string, alt: string, caption = '') =>
  block(
    'image3',
    `<div class="container">
<div class="row justify-content-center">
<div class="col-12 col-lg-10">
<div class="image-wrapper">
<img src="${img(photo)}" alt="${alt}">
${caption ? `<p class="mbr-description mbr-fonts-style pt-2 align-center display-4">${caption}</p>` : ''}
</div>
</div>
</div>
</div>`,
  );

/** The Google Map block (`map1`): an iframe whose place is only in its `src`. */
export const map = (heading: string) =>
  block(
    'map1',
    `<div class="container">
<div class="mbr-section-head mb-4"><h3 class="mbr-section-title mbr-fonts-style align-center mb-0 display-2"><strong>${heading}</strong></h3></div>
<div class="google-map"><iframe frameborder="0" style="border:0" src="https://www.google.com/maps/embed/v1/place?key=AIzaSyCt1ZaFwM1pAv3ZPLe2O4h9XzMb1rJQvgE&amp;q=Birrificio+Val+Trebbia+Mezzano+Scotti+Bobbio" allowfullscreen=""></iframe></div>
</div>`,
  );

export interface Field {
  name: string;
  placeholder: string;
  kind?: 'text' | 'email' | 'tel' | 'date' | 'number' | 'textarea' | 'select' | 'checkbox';
  options?: string[];
}

/**
 * A Mobirise form (`form7`, Formoid): the owner's email base64-free in a hidden input, the success and error
 * messages as `hidden` alerts, fields with placeholders only (no labels), and the submit button.
 */
export const form = (heading: string, intro: string, fields: Field[], success: string, submit = 'Invia') =>
  block(
    'form7',
    `<div class="mbr-overlay"></div>
<div class="container">
<div class="mbr-section-head"><h3 class="mbr-section-title mbr-fonts-style align-center mb-0 display-2"><strong>${heading}</strong></h3>
${intro ? `<h5 class="mbr-section-subtitle mbr-fonts-style align-center mb-0 mt-2 display-7">${runs(intro)}</h5>` : ''}</div>
<div class="row justify-content-center mt-4">
<div class="col-lg-8 mx-auto mbr-form" data-form-type="formoid">
<form action="https://mobirise.eu/" method="POST" class="mbr-form form-with-styler mx-auto" data-form-title="${heading}"><input type="hidden" name="email" data-form-email="true" value="kT8vP7vZqKJ3rM0hV5O9yN2w1eL4dF6gH8jB0cX3aS7uR5tQ2pW9zY1nM4lK6iG8fD0sA3eE5rT7yU9oI1pQ3wZ5x">
<div class="row">
<div hidden="hidden" data-form-alert="" class="alert alert-success col-12">${success}</div>
<div hidden="hidden" data-form-alert-danger="" class="alert alert-danger col-12">Ops… c'è stato un problema. Riprova o scrivici su WhatsApp.</div>
</div>
<div class="dragArea row">
${fields
  .map((f) => {
    const kind = f.kind ?? 'text';
    const id = `${f.name}-form7-${blockNo.toString(36)}`;
    const control =
      kind === 'textarea'
        ? `<textarea name="${f.name}" placeholder="${f.placeholder}" data-form-field="${f.name}" class="form-control" id="${id}"></textarea>`
        : kind === 'select'
          ? `<select name="${f.name}" data-form-field="${f.name}" class="form-control" id="${id}"><option value="">${f.placeholder}</option>${(f.options ?? []).map((o) => `<option value="${o}">${o}</option>`).join('')}</select>`
          : kind === 'checkbox'
            ? `<div class="form-check"><input type="checkbox" value="Sì" name="${f.name}" data-form-field="${f.name}" class="form-check-input" id="${id}"><label for="${id}" class="form-check-label">${f.placeholder}</label></div>`
            : `<input type="${kind}" name="${f.name}" placeholder="${f.placeholder}" data-form-field="${f.name}" class="form-control" value="" id="${id}">`;
    return `<div class="col-lg-12 col-md-12 col-sm-12 form-group mb-3" data-for="${f.name}">${control}</div>`;
  })
  .join('\n')}
<div class="col-auto mbr-section-btn align-center"><button type="submit" class="btn btn-primary display-4">${submit}</button></div>
</div>
</form>
</div>
</div>
</div>`,
  );

export interface Product {
  name: string;
  text: string;
  /** The price as typed, without the currency sign: `45,00`. */
  price: string;
  photo: string;
  oldPrice?: string;
}

/**
 * The Mobirise Shop block (`shop1`): product cards whose price sits in a `price-block` of a currency span and
 * a value span, each with an "Acquista" button that opens the shop's cart popup.
 */
export const shop = (heading: string, products: Product[]) =>
  block(
    'shop1',
    `<div class="container">
<div class="mbr-section-head mb-4"><h3 class="mbr-section-title mbr-fonts-style align-center mb-0 display-2"><strong>${heading}</strong></h3></div>
<div class="mbr-shop">
<div class="shop-items">
${products
  .map(
    (
      pr,
    ) => `<div class="item galleryItem col-12 col-md-6 col-lg-4" data-price="${pr.price.replace(',', '.')}">
<div class="item_overlay"></div>
<div class="galleryItem card-wrapper">
<div class="img_wraper"><img src="${img(pr.photo)}" alt="${pr.name}"></div>
<div class="sidebar_wraper">
<h4 class="item-title mbr-fonts-style mbr-text display-5">${pr.name}</h4>
<div class="price-block">
<span class="currentcy">€</span>
<span class="price-value">${pr.price}</span>
${pr.oldPrice ? `<span class="oldprice">€ ${pr.oldPrice}</span>` : ''}
</div>
<div class="card-description"><p class="mbr-text mbr-fonts-style display-7">${runs(pr.text)}</p></div>
<div class="mbr-section-btn" buttons="0"><a href="#" class="btn btn-primary display-4" data-shop-add="true">Acquista</a></div>
</div>
</div>
</div>`,
  )
  .join('\n')}
</div>
</div>
</div>`,
  );

/** A news block (`features7`): a card per post with its date, title, excerpt and a "Leggi" button. */
export const newsCards = (
  heading: string,
  posts: [date: string, title: string, excerpt: string, href: string][],
) =>
  block(
    'features7',
    `<div class="container">
${heading ? `<div class="mbr-section-head"><h4 class="mbr-section-title mbr-fonts-style align-center mb-0 display-2"><strong>${heading}</strong></h4></div>` : ''}
<div class="row mt-4">
${posts
  .map(
    ([date, t, excerpt, href]) => `<div class="item features-without-image col-12 col-md-6 col-lg-4">
<div class="item-wrapper card-wrapper">
<div class="card-box align-left">
<p class="item-date mbr-fonts-style display-4">${date}</p>
<h5 class="card-title mbr-fonts-style display-5"><strong>${t}</strong></h5>
<p class="mbr-text mbr-fonts-style mt-3 display-7">${runs(excerpt)}</p>
<div class="mbr-section-btn item-footer mt-2"><a href="${href}" class="btn btn-primary item-btn display-7">Leggi &gt;</a></div>
</div>
</div>
</div>`,
  )
  .join('\n')}
</div>
</div>`,
  );

/* ── Menu, footer, page ───────────────────────────────────────────────────────────────────────────── */

type NavItem = [label: string, href: string, children?: [string, string][]];

const nav: NavItem[] = [
  ['Home', 'index.html'],
  ['Le birre', 'birre.html'],
  [
    'Taproom',
    'taproom.html',
    [
      ['Orari e prezzi', 'taproom.html'],
      ['La cucina', 'cucina.html'],
      ['Eventi', 'eventi.html'],
    ],
  ],
  ['Visite', 'visite.html'],
  [
    'Shop',
    'shop.html',
    [
      ['Shop online', 'shop.html'],
      ['Spedizioni', 'spedizioni.html'],
      ['Fusti e spillatore', 'fusti.html'],
    ],
  ],
  [
    'Chi siamo',
    'chi-siamo.html',
    [
      ['La nostra storia', 'chi-siamo.html'],
      ['News', 'news.html'],
      ['Domande frequenti', 'faq.html'],
    ],
  ],
  ['Contatti', 'contatti.html'],
  ['EN', 'english.html'],
];

/** The menu block (`menu1`, `once="menu"`): `navbar-dropdown`, sub-pages in `dropdown-menu`s. */
const menu = () =>
  block(
    'menu1',
    `<nav class="navbar navbar-dropdown navbar-fixed-top navbar-expand-lg">
<div class="container">
<div class="navbar-brand">
<span class="navbar-logo"><a href="index.html"><img src="assets/images/logo-birrificio-val-trebbia-192x192.png" alt="${TREBBIA_NAME}" style="height: 3.8rem;"></a></span>
<span class="navbar-caption-wrap"><a class="navbar-caption text-black text-primary display-7" href="index.html">Birrificio Val Trebbia</a></span>
</div>
<button class="navbar-toggler" type="button" data-toggle="collapse" data-bs-toggle="collapse" data-target="#navbarSupportedContent" data-bs-target="#navbarSupportedContent" aria-controls="navbarNavAltMarkup" aria-expanded="false" aria-label="Toggle navigation">
<div class="hamburger"><span></span><span></span><span></span><span></span></div>
</button>
<div class="collapse navbar-collapse" id="navbarSupportedContent">
<ul class="navbar-nav nav-dropdown nav-right" data-app-modern-menu="true">
${nav
  .map(([label, href, children]) =>
    children
      ? `<li class="nav-item dropdown"><a class="nav-link link text-black dropdown-toggle display-4" href="${href}" data-toggle="dropdown-submenu" data-bs-toggle="dropdown" data-bs-auto-close="outside" aria-expanded="false">${label}</a><div class="dropdown-menu" aria-labelledby="dropdown-${label.length}">${children
          .map(([l, h]) => `<a class="text-black dropdown-item text-primary display-4" href="${h}">${l}</a>`)
          .join('')}</div></li>`
      : `<li class="nav-item"><a class="nav-link link text-black text-primary display-4" href="${href}">${label}</a></li>`,
  )
  .join('\n')}
</ul>
<div class="navbar-buttons mbr-section-btn"><a class="btn btn-primary display-4" href="visite.html">Prenota la visita</a></div>
</div>
</div>
</nav>`,
    ' once="menu"',
    { id: 'menu1-0', cid: 'cid-ubR2k7XqT1' },
  );

/** The footer block (`footer4`, `once="footers"`): address, contacts, links, social icons and the company line. */
const footer = () =>
  block(
    'footer4',
    `<div class="container">
<div class="media-container-row content mbr-white">
<div class="row">
<div class="col-12 col-md-4 mbr-fonts-style display-7">
<p class="mbr-text"><strong>${TREBBIA_NAME}</strong><br>${TREBBIA_STREET}<br>${TREBBIA_TOWN}</p>
</div>
<div class="col-12 col-md-4 mbr-fonts-style display-7">
<p class="mbr-text"><strong>Contatti</strong><br>Tel. ${link(TREBBIA_PHONE, TREBBIA_PHONE_HREF)}<br>WhatsApp ${link(TREBBIA_WHATSAPP, TREBBIA_WHATSAPP_HREF)}<br>${link(TREBBIA_EMAIL, `mailto:${TREBBIA_EMAIL}`)}</p>
</div>
<div class="col-12 col-md-4 mbr-fonts-style display-7">
<p class="mbr-text"><strong>Link utili</strong><br>${link('Orari del taproom', 'taproom.html')}<br>${link('Spedizioni', 'spedizioni.html')}<br>${link('Information in English', 'english.html')}<br>${link('Privacy e cookie', 'privacy.html')} · ${link('Note legali', 'note-legali.html')}</p>
</div>
</div>
<div class="footer-lower">
<div class="media-container-row"><div class="col-sm-12"><hr></div></div>
<div class="media-container-row mbr-white">
<div class="col-sm-6 copyright"><p class="mbr-text mbr-fonts-style display-7">© Copyright 2026 ${TREBBIA_COMPANY} – P.IVA ${TREBBIA_VAT} – Tutti i diritti riservati</p></div>
<div class="col-md-6">
<div class="social-list align-right">
<div class="soc-item"><a href="https://www.instagram.com/birrificiovaltrebbia" target="_blank"><span class="socicon-instagram socicon mbr-iconfont mbr-iconfont-social"></span></a></div>
<div class="soc-item"><a href="https://www.facebook.com/birrificiovaltrebbia" target="_blank"><span class="socicon-facebook socicon mbr-iconfont mbr-iconfont-social"></span></a></div>
<div class="soc-item"><a href="https://untappd.com/BirrificioValTrebbia" target="_blank"><span class="socicon-untappd socicon mbr-iconfont mbr-iconfont-social"></span></a></div>
</div>
</div>
</div>
</div>
</div>
</div>`,
    ' once="footers"',
    { id: 'footer4-2b', cid: 'cid-ubR9mWq0Lf' },
  );

/** The free edition's credit strip, which Mobirise adds after the last block. */
const credit = `<section class="display-7" style="padding: 0;align-items: center;justify-content: center;flex-wrap: wrap;    align-content: center;display: flex;position: relative;height: 4rem;"><a href="https://mobiri.se/3148612" style="flex: 1 1;height: 4rem;position: absolute;width: 100%;z-index: 1;"><img alt="" style="height: 4rem;" src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="></a><p style="margin: 0;text-align: center;" class="display-7">&#8204;</p><a style="z-index:1" href="https://mobirise.com/builder/free-website-builder.html">Free Website Builder</a></section>`;

/** The Mobirise cookie alert: a hidden input whose script draws the banner; its text is only in attributes. */
const cookieData = `<input name="cookieData" type="hidden" data-cookie-cookieBanner="true" data-cookie-colorText="#424a4d" data-cookie-colorBg="rgba(234, 239, 241, 0.99)" data-cookie-textButton="Accetta" data-cookie-textButtonReject="Rifiuta" data-cookie-rejectDisable="false" data-cookie-colorButton="#c8791d" data-cookie-colorLink="#424a4d" data-cookie-underlineLink="true" data-cookie-text="Questo sito usa cookie tecnici e, con il tuo consenso, cookie di terze parti (Google Maps, YouTube, Google Analytics). Leggi la &lt;a href='privacy.html#cookie'&gt;cookie policy&lt;/a&gt;.">`;

/**
 * Lays out a page as Mobirise exports it: `lang="it"` on every page (the project's language setting), the
 * generator comment and meta, the asset stylesheets by relative path, the menu block, the page's blocks, the
 * footer block, the free edition's credit strip, the scripts and the cookie alert's hidden input.
 */
export function trebbiaLayout(page: TrebbiaPage): SitePage {
  const docTitle = page.path === '/' ? `${TREBBIA_NAME} – Birra artigianale a Bobbio` : page.title;
  const html = `<!DOCTYPE html>
<html lang="it">
<head>
  <!-- Site made with Mobirise Website Builder v5.9.18, https://mobirise.com -->
  <meta charset="UTF-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="${MOBIRISE}">
  <meta name="twitter:card" content="summary_large_image"/>
  <meta name="twitter:image:src" content="${TREBBIA_SITE}/assets/images/taproom-bancone.jpg">
  <meta property="og:image" content="${TREBBIA_SITE}/assets/images/taproom-bancone.jpg">
  <meta name="twitter:title" content="${docTitle}">
  <meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1">
  <link rel="shortcut icon" href="assets/images/logo-birrificio-val-trebbia-192x192.png" type="image/x-icon">
  <meta name="description" content="${page.description}">
  <title>${docTitle}</title>
  <link rel="stylesheet" href="assets/web/assets/mobirise-icons2/mobirise2.css">
  <link rel="stylesheet" href="assets/bootstrap/css/bootstrap.min.css">
  <link rel="stylesheet" href="assets/bootstrap/css/bootstrap-grid.min.css">
  <link rel="stylesheet" href="assets/bootstrap/css/bootstrap-reboot.min.css">
  <link rel="stylesheet" href="assets/dropdown/css/style.css">
  <link rel="stylesheet" href="assets/socicon/css/styles.css">
  <link rel="stylesheet" href="assets/datatables/data-tables.bootstrap4.min.css">
  <link rel="stylesheet" href="assets/shopping-cart/minicart-theme.css">
  <link rel="stylesheet" href="assets/theme/css/style.css">
  <link rel="preload" href="https://fonts.googleapis.com/css?family=Oswald:200,300,400,500,600,700&display=swap" as="style" onload="this.onload=null;this.rel='stylesheet'">
  <noscript><link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Oswald:200,300,400,500,600,700&display=swap"></noscript>
  <link rel="preload" as="style" href="assets/mobirise/css/mbr-additional.css?v=Qm4T2x"><link rel="stylesheet" href="assets/mobirise/css/mbr-additional.css?v=Qm4T2x" type="text/css">
</head>
<body>
${menu()}
${page.body}
${footer()}
${credit}
  <script src="assets/bootstrap/js/bootstrap.bundle.min.js"></script>
  <script src="assets/smoothscroll/smooth-scroll.js"></script>
  <script src="assets/ytplayer/index.js"></script>
  <script src="assets/dropdown/js/navbar-dropdown.js"></script>
  <script src="assets/datatables/jquery.data-tables.min.js"></script>
  <script src="assets/datatables/data-tables.bootstrap4.min.js"></script>
  <script src="assets/shopping-cart/minicart-customizer.js"></script>
  <script src="assets/theme/js/script.js"></script>
  <script src="assets/formoid/formoid.min.js"></script>
  <script src="assets/cookies-alert-plugin/cookies-alert-core.js"></script>
  <script src="assets/cookies-alert-plugin/cookies-alert-script.js"></script>
  <input name="animation" type="hidden">
  ${cookieData}
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** The web host's own 404 page (Mobirise exports none): Apache's default. */
export const trebbiaNotFound = `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">
<html><head>
<title>404 Not Found</title>
</head><body>
<h1>Not Found</h1>
<p>The requested URL was not found on this server.</p>
<hr>
<address>Apache Server at www.birrificio-valtrebbia.test Port 443</address>
</body></html>
`;
