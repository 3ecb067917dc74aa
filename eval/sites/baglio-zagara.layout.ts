export type BaglioLanguage = 'it' | 'en';

/** A page of Baglio delle Zagare before the site builder wraps it: what the BBSuite editor stores. */
export interface BaglioPage {
  path: string;
  lang: BaglioLanguage;
  title: string;
  description: string;
  /** The other language's version; none when the page exists in one language only. */
  alternate?: string;
  /** The breadcrumb between Home and the page: [label, href]. */
  crumbs?: [string, string][];
  /** `page`: a builder page; `post`: a news post (an `<article>` with its date). */
  kind?: 'page' | 'post';
  body: string;
  unlisted?: boolean;
}

export const BAGLIO_SITE = 'https://www.baglio-zagara.test';
export const BAGLIO_PHONE = '0931 847 215';
export const BAGLIO_PHONE_INTL = '+39 0931 847 215';
export const BAGLIO_PHONE_HREF = 'tel:+390931847215';
export const BAGLIO_MOBILE = '347 562 9081';
export const BAGLIO_MOBILE_INTL = '+39 347 562 9081';
export const BAGLIO_WHATSAPP_HREF = 'https://wa.me/393475629081';
export const BAGLIO_EMAIL = 'info@baglio-zagara.test';
export const BAGLIO_CIN = 'IT089013C2ZGR8W4LK';
export const BAGLIO_CIR = '19089013C205884';
export const BAGLIO_VAT = '01987650893';
export const BAGLIO_STREET = 'Contrada Zagarella 14';
export const BAGLIO_TOWN = '96017 Santa Venera di Noto (SR)';

const img = (file: string) => `${BAGLIO_SITE}/bbsuite/media/baglio-zagare/${file}`;

/** A full-width page header of the theme: the background photo, the title and a lead line. */
export const pageHeader = (title: string, lead: string, file = 'agrumeto-tramonto.jpg') =>
  `<section class="page-hero d-flex align-items-end" style="background-image:url('${img(file)}')">
<div class="page-hero__overlay"></div>
<div class="container position-relative pb-4"><h1 class="page-hero__title display-5 text-white">${title}</h1><p class="lead text-white-50 mb-0">${lead}</p></div>
</section>`;

/** A content block of the builder: a padded section with its container. */
export const block = (...html: string[]) =>
  `<section class="bbs-block py-5"><div class="container">
${html.join('\n')}
</div></section>`;

/** A grey block, as the builder alternates them. */
export const greyBlock = (...html: string[]) =>
  `<section class="bbs-block bbs-block--grey bg-light py-5"><div class="container">
${html.join('\n')}
</div></section>`;

/** A Bootstrap row of columns: [column classes, ...html]. */
export const cols = (...columns: [string, ...string[]][]) =>
  `<div class="row">${columns.map(([cls, ...html]) => `<div class="${cls}">${html.join('')}</div>`).join('')}</div>`;

export const h2 = (text: string) => `<h2 class="section-title">${text}</h2>`;
export const h3 = (text: string) => `<h3 class="h5 font-weight-bold mt-4">${text}</h3>`;
export const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('\n');

export const photo = (file: string, alt: string) =>
  `<figure class="figure w-100"><img src="${img(file)}" srcset="${img(file.replace('.jpg', '-800.jpg'))} 800w, ${img(file)} 1600w" sizes="(max-width: 768px) 100vw, 50vw" class="figure-img img-fluid rounded lazyload" alt="${alt}" loading="lazy" width="1600" height="1067"></figure>`;

/** The theme's icon list: an icon-font `<i>` and the label, one `<li>` each. */
export const iconList = (items: [icon: string, label: string][]) =>
  `<ul class="list-unstyled amenities">${items.map(([icon, label]) => `<li><i class="icon-${icon}"></i> ${label}</li>`).join('')}</ul>`;

/** Facts as a Bootstrap horizontal description list: label and value in separate elements. */
export const facts = (pairs: [label: string, value: string][]) =>
  `<dl class="row facts">${pairs.map(([l, v]) => `<dt class="col-sm-5">${l}</dt><dd class="col-sm-7">${v}</dd>`).join('')}</dl>`;

/** A label over its value, each in its own element, as the theme's info boxes print them. */
export const infoBox = (icon: string, label: string, value: string) =>
  `<div class="info-box d-flex mb-3"><div class="info-box__icon"><i class="icon-${icon}"></i></div><div class="info-box__text"><span class="info-box__label d-block small text-uppercase text-muted">${label}</span><span class="info-box__value d-block">${value}</span></div></div>`;

export interface RoomCard {
  name: string;
  file: string;
  text: string;
  amenities: [string, string][];
  /** The price line's words before and after the sum: "da" / "a notte", "from" / "per night". */
  priceFrom: string;
  price: string;
  priceUnit: string;
  facts: [string, string][];
  book: [string, string];
  badge?: string;
}

/** A room as a Bootstrap card: photo, name, text, the amenity icons, a `<dl>` and the price in its span. */
export const roomCard = (r: RoomCard) =>
  `<div class="col-lg-6 mb-4"><div class="card room-card h-100 shadow-sm">
<img class="card-img-top" src="${img(r.file)}" alt="${r.name}" loading="lazy">
<div class="card-body">
${r.badge ? `<span class="badge badge-warning mb-2">${r.badge}</span>` : ''}<h3 class="card-title h4">${r.name}</h3>
<p class="card-text">${r.text}</p>
${facts(r.facts)}
${iconList(r.amenities)}
</div>
<div class="card-footer bg-white d-flex justify-content-between align-items-center"><div class="room-price"><small class="text-muted">${r.priceFrom}</small> <span class="price">${r.price}</span> <small class="text-muted">${r.priceUnit}</small></div><a href="${r.book[1]}" class="btn btn-primary btn-sm">${r.book[0]}</a></div>
</div></div>`;

/** A `<table>` with Bootstrap classes; the first cell of each row is a row header. */
export const table = (head: string[], rows: string[][], caption?: string) =>
  `<div class="table-responsive"><table class="table table-striped table-bordered table-sm rates-table">${caption ? `<caption>${caption}</caption>` : ''}<thead class="thead-dark"><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map(
      (r) =>
        `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${c}</th>` : `<td>${c}</td>`)).join('')}</tr>`,
    )
    .join('')}</tbody></table></div>`;

/** A Bootstrap 4 accordion saved closed: every panel `.collapse` without `.show`. */
export const accordion = (id: string, items: [question: string, answer: string][]) =>
  `<div class="accordion faq-accordion" id="${id}">${items
    .map(
      (
        [q, a],
        i,
      ) => `<div class="card"><div class="card-header" id="${id}-h${i}"><h2 class="mb-0"><button class="btn btn-link btn-block text-left collapsed" type="button" data-toggle="collapse" data-target="#${id}-c${i}" aria-expanded="false" aria-controls="${id}-c${i}">${q}</button></h2></div>
<div id="${id}-c${i}" class="collapse" aria-labelledby="${id}-h${i}" data-parent="#${id}"><div class="card-body">${a}</div></div></div>`,
    )
    .join('\n')}</div>`;

export const alert = (html: string, type = 'warning') =>
  `<div class="alert alert-${type} d-flex" role="alert"><i class="icon-info mr-2"></i><div>${html}</div></div>`;

export const button = (label: string, href: string, style = 'primary') =>
  `<a href="${href}" class="btn btn-${style} mr-2 mb-2">${label}</a>`;

/** Three feature boxes with an icon each, as the home pages print them. */
export const features = (items: [icon: string, title: string, html: string, href: string][]) =>
  `<div class="row features">${items
    .map(
      ([icon, title, html, href]) =>
        `<div class="col-md-4 mb-4 text-center"><div class="feature-icon"><i class="icon-${icon}"></i></div><h3 class="h5"><a href="${href}">${title}</a></h3><div class="feature-text">${html}</div></div>`,
    )
    .join('')}</div>`;
