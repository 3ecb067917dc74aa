import type { SitePage } from './site-server.ts';

/**
 * A page of Kittiwake Boat Trips as Tilda Publishing exports it, before the header page (the T228 menu and
 * the T450 burger menu), the footer page (T420 columns and the T657 cookie notice) and the "Made on Tilda"
 * label: the page's own records, each a `div.t-rec` with its `rec<id>` and `data-record-type`.
 */
export interface KwPage {
  path: string;
  /** The page title set in the page's SEO settings (Tilda prints it as is). */
  title: string;
  description: string;
  /** Tilda's page id: `data-tilda-page-id`, the page's CSS and JS bundles, and `/page<id>.html`. */
  pageId: number;
  /** The page's records, in the order they were stacked. */
  records: string[];
  /** A Tilda Feeds post (`/news/tpost/…`): laid out by the feed's post template, its body the redactor's. */
  post?: { date: string; datetime: string; cover: string };
  unlisted?: boolean;
}

export const KW_SITE = 'https://kittiwake-boat-trips.test';
export const KW_NAME = 'Kittiwake Boat Trips';
export const KW_KIOSK = 'Ticket kiosk: The Harbour, Kettlewick';
export const KW_OFFICE = 'Office: 14 Quay Road, Kettlewick';
export const KW_TOWN = 'Northumberland NE67 7RS';
export const KW_PHONE = '01665 720 418';
export const KW_PHONE_HREF = 'tel:+441665720418';
export const KW_KIOSK_MOBILE = '07700 900 318';
export const KW_KIOSK_MOBILE_HREF = 'tel:+447700900318';
export const KW_EMAIL = 'ahoy@kittiwake-boat-trips.test';
export const KW_CHARTER_EMAIL = 'charters@kittiwake-boat-trips.test';
export const KW_COMPANY = 'Kittiwake Boat Trips Ltd';
export const KW_COMPANY_NO = '04718263';
export const KW_FACEBOOK = 'https://www.facebook.com/kittiwakeboattrips';
export const KW_INSTAGRAM = 'https://www.instagram.com/kittiwakeboattrips';
/** The terms page was never given an alias, so Tilda serves it under its page id. */
export const KW_TERMS = '/page21934857.html';

const PROJECT = 5283746;
const CDN = 'https://static.tildacdn.com';
const THB = 'https://thb.tildacdn.com';
const TS = 1731405184;

/* ── Generated ids ──────────────────────────────────────────────────────────────────────────────────── */

// Tilda numbers every record it creates from one counter across the project; a counter here, so a page is
// the same on every run.
let recCounter = 718204391;
const nextRec = () => {
  recCounter += 1739;
  return recCounter;
};

// Zero-block elements and list items are named by the millisecond they were added.
let stamp = 1712745600000;
const nextStamp = () => {
  stamp += 86413;
  return stamp;
};

const hash = (s: string) => {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
};

/** An uploaded file's address: `tild` and a uuid-like folder Tilda derives from the upload. */
export const tild = (file: string) => {
  const x = hash(file).toString(16).padStart(8, '0');
  const y = hash(`${file}#`).toString(16).padStart(8, '0');
  return `${CDN}/tild${x.slice(0, 4)}-${x.slice(4, 8)}-4${y.slice(0, 3)}-b${y.slice(3, 6)}-${x}${y.slice(0, 4)}/${file}`;
};

/** An image as Tilda's lazy loader prints it: an empty thumbnail in `src`, the file in `data-original`. */
export const img = (file: string, alt = '', cls = 't-img') => {
  const src = tild(file);
  return `<img class="${cls}" src="${src.replace(CDN, THB).replace(/\/([^/]+)$/, '/-/empty/$1')}" data-original="${src}" imgfield="img" alt="${alt}">`;
};

/* ── Records ────────────────────────────────────────────────────────────────────────────────────────── */

interface RecOptions {
  /** Padding top and bottom in px (the `t-rec_pt_*`/`t-rec_pb_*` classes). */
  pad?: [number, number];
  bg?: string;
  /** `data-screen-min`/`data-screen-max`: the header menus show on one width each. */
  screen?: 'min' | 'max';
  /** The record's id, for records whose id another element names (menus). */
  id?: number;
}

/** A record: Tilda's wrapper `div.r.t-rec`, its comment naming the block and the block's own markup. */
export const rec = (type: number, code: string, inner: (id: number) => string, o: RecOptions = {}) => {
  const id = o.id ?? nextRec();
  const [pt, pb] = o.pad ?? [45, 45];
  const screen = o.screen === 'min' ? ' t-screenmin-980px' : o.screen === 'max' ? ' t-screenmax-980px' : '';
  const screenAttr =
    o.screen === 'min' ? ' data-screen-min="980px"' : o.screen === 'max' ? ' data-screen-max="980px"' : '';
  const bg = o.bg ? `background-color:${o.bg}; ` : '';
  return `<div id="rec${id}" class="r t-rec t-rec_pt_${pt} t-rec_pb_${pb}${screen}" style="padding-top:${pt}px;padding-bottom:${pb}px;${bg}" data-animationappear="off" data-record-type="${type}"${o.bg ? ` data-bg-color="${o.bg}"` : ''}${screenAttr}>
<!-- ${code} -->
${inner(id)}
</div>`;
};

/** T001 on a cover (T-cover): the title a `div.t-title`, no heading element, over a background photo. */
export const cover = (title: string, descr: string, photo: string, height = '60vh') =>
  rec(
    1,
    'cover',
    (id) =>
      `<div class="t-cover" id="recorddiv${id}" bgimgfield="img" style="height:${height};"><div class="t-cover__carrier" id="coverCarry${id}" data-content-cover-id="${id}" data-content-cover-bg="${tild(photo)}" data-content-cover-height="${height}" data-content-cover-parallax="" style="height:${height};background-attachment:scroll;"></div><div class="t-cover__filter" style="height:${height};background-image: linear-gradient(to bottom, rgba(11,57,84,0.30), rgba(11,57,84,0.70));"></div><div class="t-container"><div class="t-col t-col_12 "><div class="t-cover__wrapper t-valign_middle" style="height:${height};"><div class="t001 t-align_center"><div class="t001__wrapper" data-hook-content="covercontent"><div class="t001__title t-title t-title_xl" field="title">${title}</div><br><div class="t001__descr t-descr t-descr_xs t001__descr_center" field="descr">${descr}</div><span class="space"></span></div></div></div></div></div></div>`,
    { pad: [0, 0] },
  );

/** T050: a title with a description; the owner set the heading tag on some pages and left a div on others. */
export const header = (tag: 'h1' | 'h2' | 'div', title: string, descr?: string) =>
  rec(
    50,
    'T050',
    () =>
      `<div class="t050"><div class="t-container t-align_center"><div class="t-col t-col_10 t-prefix_1"><${tag} class="t050__title t-title t-title_xxl" field="title">${title}</${tag}>${descr ? `<div class="t050__descr t-descr t-descr_xl" field="descr">${descr}</div>` : ''}</div></div></div>`,
    { pad: [75, 30] },
  );

/** T017: a heading block, a `div.t-title` unless the owner chose a tag in its settings. */
export const heading = (title: string, tag: 'h2' | 'h3' | 'div' = 'div') =>
  rec(
    30,
    'T017',
    () =>
      `<div class="t017"><div class="t-container t-align_left"><div class="t-col t-col_8 t-prefix_2"><${tag} class="t017__title t-title t-title_xs" field="title">${title}</${tag}></div></div></div>`,
    { pad: [45, 0] },
  );

/** T004: a text block, one `div.t-text` with `<br />` lines and `<strong>` labels straight inside. */
export const text = (html: string, pad: [number, number] = [30, 30]) =>
  rec(
    106,
    'T004',
    () =>
      `<div class="t004"><div class="t-container "><div class="t-col t-col_8 t-prefix_2"><div field="text" class="t-text t-text_md ">${html}</div></div></div></div>`,
    { pad },
  );

/** T030: a small title and a description under it, both divs. */
export const titled = (title: string, descr: string) =>
  rec(
    127,
    'T030',
    () =>
      `<div class="t030"><div class="t-container t-align_center"><div class="t-col t-col_10 t-prefix_1"><div class="t030__title t-title t-title_xs" field="title">${title}</div><div class="t030__descr t-descr t-descr_md" field="descr">${descr}</div></div></div></div>`,
  );

/** T142: a lone button. */
export const button = (label: string, href: string) =>
  rec(
    142,
    'T142',
    () =>
      `<div class="t142"><div class="t-container_100"><a href="${href}" target="" class="t142__submit t142__submit_size_lg" style="color:#0b3954;border:2px solid #0b3954;border-radius:30px;"><span class="t142__text">${label}</span></a></div></div>`,
    { pad: [15, 45] },
  );

export interface Feature {
  icon: string;
  title: string;
  descr: string;
}

/**
 * T490: icons in columns, each a `div.t-name` label over a `div.t-descr` value (the owner's "facts" row),
 * with the section title in the block's own `t-section__title`.
 */
export const features = (items: Feature[], title?: string) =>
  rec(
    490,
    'T490',
    () =>
      `<div class="t490">${title ? `<div class="t-section__container t-container"><div class="t-col t-col_12"><div class="t-section__topwrapper t-align_center"><div class="t-section__title t-title t-title_xs" field="btitle">${title}</div></div></div></div>` : ''}<div class="t-container">${items
        .map((f) => {
          const li = nextStamp();
          return `<div class="t490__col t-col t-col_${items.length === 4 ? 3 : 4} t-align_center t-item t490__col_mobile-grid"><img class="t490__img t-img" src="${tild(`${f.icon}.svg`)}" imgfield="li_img__${li}" style="width:50px;" alt=""><div class="t490__wrappercenter "><div class="t-name t-name_xl" field="li_title__${li}">${f.title}</div><div class="t-descr t-descr_xs" field="li_descr__${li}">${f.descr}</div></div></div>`;
        })
        .join('')}</div></div>`,
  );

export interface PriceCard {
  title: string;
  /** A line over the title (`t-uptitle`). */
  uptitle?: string;
  /** "from", printed in its own div before the currency. */
  prefix?: string;
  /** The figure alone: the pound sign is a div of its own before it. */
  value: string;
  /** "adult", "for 2 hours": a div of its own after the figure. */
  per?: string;
  descr: string;
  button?: [label: string, href: string];
  image?: string;
}

/**
 * The cards block (T-card grid): each card's title, the price (prefix, "£", figure and unit, each its own
 * div) and the description are separate elements.
 */
export const priceCards = (cards: PriceCard[], title?: string) =>
  rec(
    1074,
    'T1074',
    () =>
      `<div class="t1074">${title ? `<div class="t-section__container t-container"><div class="t-col t-col_12"><div class="t-section__topwrapper t-align_center"><div class="t-section__title t-title t-title_xs" field="btitle">${title}</div></div></div></div>` : ''}<div class="t-card__container t-container">${cards
        .map((c) => {
          const li = nextStamp();
          return `<div class="t-card__col t-card__col_withoutbtn t-col t-col_${cards.length >= 4 ? 3 : 4} t-align_left t-item" data-item-lid="${li}">${c.image ? `<div class="t-card__imgwrapper">${img(c.image, '', 't-card__img t-img')}</div>` : ''}<div class="t-card__textwrapper">${c.uptitle ? `<div class="t-card__uptitle t-uptitle t-uptitle_xs" field="li_subtitle__${li}">${c.uptitle}</div>` : ''}<div class="t-card__title t-name t-name_xl" field="li_title__${li}">${c.title}</div><div class="t-card__price-wrapper"><div class="t-card__price t-name t-name_md" field="li_price__${li}">${c.prefix ? `<div class="t-card__price-prefix">${c.prefix}</div>` : ''}<div class="t-card__price-currency">&pound;</div><div class="t-card__price-value">${c.value}</div>${c.per ? `<div class="t-card__price-per">${c.per}</div>` : ''}</div></div><div class="t-card__descr t-descr t-descr_xs" field="li_descr__${li}">${c.descr}</div></div>${c.button ? `<div class="t-card__btn-wrapper"><a href="${c.button[1]}" target="" class="t-card__btn t-btn t-btn_sm" style="color:#ffffff;background-color:#0b3954;border-radius:30px;"><table role="presentation" style="width:100%; height:100%;"><tbody><tr><td>${c.button[0]}</td></tr></tbody></table></a></div>` : ''}</div>`;
        })
        .join('')}</div></div>`,
  );

/**
 * T431: a table. Tilda keeps the cells as `;`-separated lines in a hidden `t431__data-part1` div for its
 * script, and prints the table the script built from it.
 */
export const table = (head: string[], rows: string[][], title?: string) =>
  rec(
    431,
    'T431',
    (id) =>
      `<div class="t431">${title ? `<div class="t-section__container t-container"><div class="t-col t-col_12"><div class="t-section__topwrapper t-align_center"><div class="t-section__title t-title t-title_xs" field="btitle">${title}</div></div></div></div>` : ''}<div class="t-container"><div class="t-col t-col_12"><div class="t431__data-part1" style="display:none" field="text">${[head, ...rows].map((r) => r.join(';')).join('\n')}</div><div class="t431__data-part2" style="display:none" field="text2"></div><div class="t431__table-wrapper" data-auto-correct-mobile-width="false"><table class="t431__table" id="t431__table_${id}" width="100%" role="table"><thead class="t431__thead"><tr>${head
        .map((h) => `<th class="t431__th t-title t-title_xxs">${h}</th>`)
        .join('')}</tr></thead><tbody class="t431__tbody">${rows
        .map(
          (r, k) =>
            `<tr class="t431__oddrow_${k % 2 ? 'no' : 'yes'}">${r.map((c) => `<td class="t431__td t-text t-text_xs">${c}</td>`).join('')}</tr>`,
        )
        .join('')}</tbody></table></div></div></div></div>`,
  );

/**
 * T585: an accordion saved closed. Each header is a button with `aria-expanded="false"`, each answer a
 * `t585__content` div hidden until it is opened.
 */
export const accordion = (items: [question: string, answer: string][], title?: string) =>
  rec(
    585,
    'T585',
    (id) =>
      `<div class="t585">${title ? `<div class="t-section__container t-container"><div class="t-col t-col_12"><div class="t-section__topwrapper t-align_center"><div class="t-section__title t-title t-title_xs" field="btitle">${title}</div></div></div></div>` : ''}<div class="t-container"><div class="t585__accordion" data-accordion="false" data-scroll-to-expanded="false"><div class="t-col t-col_8 t-prefix_2">${items
        .map(([q, ans], k) => {
          const li = nextStamp();
          return `<div class="t585__wrapper"><div class="t585__header " style="border-top: 1px solid #d9e3ea;"><button type="button" class="t585__trigger-button" aria-controls="accordion${k + 1}_${id}" aria-expanded="false"><span class="t585__title t-name t-name_xl" field="li_title__${li}">${q}</span><span class="t585__icon"><span class="t585__lines"><svg role="presentation" width="24px" height="24px" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg"><g stroke="none" stroke-width="1px" fill="none" fill-rule="evenodd" stroke-linecap="square"><g transform="translate(1.000000, 1.000000)" stroke="#0b3954"><path d="M0,11 L22,11"></path><path d="M11,0 L11,22"></path></g></g></svg></span><span class="t585__circle" style="background-color: transparent;"></span></span><span class="t585__icon t585__icon-hover"><span class="t585__lines"></span></span></button></div><div class="t585__content " id="accordion${k + 1}_${id}" hidden style="display: none;"><div class="t585__textwrapper"><div class="t585__text t-descr t-descr_xs" field="li_descr__${li}">${ans}</div></div></div></div>`;
        })
        .join('')}</div></div></div></div>`,
  );

export interface ZeroElem {
  type: 'text' | 'button' | 'image' | 'shape';
  /** Where the element is drawn on the 1200px artboard: the page shows them by `top`, not source order. */
  top: number;
  left: number;
  width: number;
  html?: string;
  href?: string;
  file?: string;
  fontSize?: number;
  color?: string;
}

/**
 * T396, the Zero Block: an artboard of absolutely positioned elements, printed in the order they were added
 * (their `top` decides where they show), each `t396__elem` holding its `tn-atom`.
 */
export const zero = (height: number, bg: string, elems: ZeroElem[]) =>
  rec(
    396,
    'T396',
    (id) => {
      const named = elems.map((e) => ({ ...e, eid: nextStamp() }));
      const css = named
        .map(
          (e) =>
            `#rec${id} .tn-elem[data-elem-id="${e.eid}"]{z-index:${e.type === 'shape' ? 1 : 3};top:${e.top}px;left:calc(50% - 600px + ${e.left}px);width:${e.width}px;${e.color ? `color:${e.color};` : ''}${e.fontSize ? `font-size:${e.fontSize}px;` : ''}}`,
        )
        .join('');
      const atom = (e: (typeof named)[number]) => {
        switch (e.type) {
          case 'button':
            return `<a class='tn-atom' href="${e.href}">${e.html}</a>`;
          case 'image':
            return `<div class='tn-atom'><img class='tn-atom__img t-img' data-original='${tild(e.file!)}' alt='' imgfield='tn_img_${e.eid}'></div>`;
          case 'shape':
            return `<div class='tn-atom'></div>`;
          default:
            return `<div class='tn-atom' field='tn_text_${e.eid}'>${e.html}</div>`;
        }
      };
      return `<style>#rec${id} .t396__artboard {height: ${height}px; background-color: ${bg};}#rec${id} .t396__filter {height: ${height}px;}#rec${id} .t396__carrier{height: ${height}px;background-position: center center;background-attachment: scroll;background-size: cover;background-repeat: no-repeat;}${css}</style>
<div class='t396'><div class="t396__artboard" data-artboard-recid="${id}" data-artboard-screens="320,480,640,960,1200" data-artboard-height="${height}" data-artboard-valign="center" data-artboard-upscale="grid" data-artboard-ovrflw=""><div class="t396__carrier" data-artboard-recid="${id}"></div><div class="t396__filter" data-artboard-recid="${id}"></div>${named
        .map(
          (e) =>
            `<div class='t396__elem tn-elem tn-elem__${id}${e.eid}' data-elem-id='${e.eid}' data-elem-type='${e.type}' data-field-top-value="${e.top}" data-field-left-value="${e.left}" data-field-width-value="${e.width}" data-field-axisy-value="top" data-field-axisx-value="left" data-field-container-value="grid" data-field-topunits-value="px" data-field-leftunits-value="px" data-field-heightunits-value="" data-field-widthunits-value="px"${e.fontSize ? ` data-field-fontsize-value="${e.fontSize}"` : ''}>${atom(e)}</div>`,
        )
        .join('')}</div></div>
<script>t_onReady(function () { t_onFuncLoad('t396_init', function () { t396_init('${id}'); }); });</script>`;
    },
    { pad: [0, 0] },
  );

export interface Product {
  name: string;
  descr: string;
  /** The figure as the store prints it ("24.00"), after a div holding the pound sign. */
  price: string;
  /** A price to show as "from". */
  from?: boolean;
  image: string;
  button: string;
  /** A label over the image (`t-store__card__mark`). */
  mark?: string;
  disabled?: boolean;
}

/**
 * A T-Store product block (T754): a card per product, its name, description, the price (the pound sign in
 * its own div before the figure) and the button separate elements.
 */
export const store = (products: Product[], title?: string) =>
  rec(
    754,
    'T754',
    (id) =>
      `<div class="t754 t-store js-store" data-tilda-project-id="${PROJECT}">${title ? `<div class="t-section__container t-container"><div class="t-col t-col_12"><div class="t-section__topwrapper t-align_center"><div class="t-section__title t-title t-title_xs" field="btitle">${title}</div></div></div></div>` : ''}<div class="t754__parent t-store__grid-cont t-container js-store-grid-cont">${products
        .map((p, k) => {
          const lid = nextStamp();
          const uid = (hash(`${p.name}${k}`) % 900000000000) + 100000000000;
          return `<div class="t754__col t-col t-col_4 t-align_left t-item t-store__card js-product" data-product-lid="${lid}" data-product-uid="${uid}" data-product-gen-uid="${uid}" data-product-url="#!/tproduct/${id}-${k + 1}"><div class="t-store__card__imgwrapper">${p.mark ? `<div class="t-store__card__mark-wrapper"><div class="t-store__card__mark">${p.mark}</div></div>` : ''}<div class="t754__bgimg t-store__card__bgimg js-product-img t-bgimg" data-original="${tild(p.image)}" style="background-image:url('${tild(
            p.image,
          )
            .replace(CDN, THB)
            .replace(
              /\/([^/]+)$/,
              '/-/resizeb/20x/$1',
            )}');"></div></div><div class="t754__textwrapper t-store__card__textwrapper"><div class="js-store-prod-name js-product-name t-store__card__title t-name t-name_md" field="li_title__${lid}">${p.name}</div><div class="js-store-prod-descr t-store__card__descr t-descr t-descr_xxs" field="li_descr__${lid}">${p.descr}</div></div><div class="t754__price-wrapper t-store__card__price-wrapper">${p.from ? '<div class="t-store__card__price-prefix t-name t-name_xs">from</div>' : ''}<div class="t754__price t-store__card__price t-name t-name_xs"><div class="t754__price-currency">&pound;</div><div class="js-product-price js-store-prod-price-val t754__price-value notranslate" data-product-price-def="${p.price.replace(/\.00$/, '')}" data-product-price-def-str="${p.price}" field="li_price__${lid}">${p.price}</div></div></div><div class="t754__btn-wrapper t-store__card__btns-wrapper"><a href="#order" class="t-store__card__btn t-btn t-btn_xs${p.disabled ? ' t-btn_disabled' : ''}" style="color:#ffffff;background-color:${p.disabled ? '#9aa9b3' : '#0b3954'};border-radius:30px;"${p.disabled ? ' aria-disabled="true"' : ''}><span class="t-store__card__btn-text">${p.button}</span></a></div><div class="js-product-controls-wrapper"></div></div>`;
        })
        .join('')}</div></div>
<script>t_onReady(function() { t_onFuncLoad('t754_init', function() { t754_init('${id}'); }); });</script>`,
  );

export interface FormField {
  label: string;
  name: string;
  type: 'text' | 'email' | 'tel' | 'date' | 'number' | 'textarea';
  required?: boolean;
}

/** T678: a form block, the labels in `t-input-title` and the thank-you message hidden in `data-success-message`. */
export const form = (title: string, fields: FormField[], success: string, submit: string) =>
  rec(
    678,
    'T678',
    (id) =>
      `<div class="t678"><div class="t-section__container t-container"><div class="t-col t-col_12"><div class="t-section__topwrapper t-align_center"><div class="t-section__title t-title t-title_xs" field="btitle">${title}</div></div></div></div><div class="t-container"><div class="t-col t-col_8 t-prefix_2"><form id="form${id}" name="form${id}" role="form" action="" method="POST" data-formactiontype="2" data-inputbox=".t-input-group" class="t-form js-form-proccess t-form_inputs-total_${fields.length}" data-success-callback="t678_onSuccess"><input type="hidden" name="formservices[]" value="a3c6e4f1d2b8907e5f4a2c1d0e9b8a7c" class="js-formaction-services"><input type="hidden" name="tildaspec-formname" tabindex="-1" value="${title}"><div class="js-successbox t-form__successbox t-text t-text_md" aria-live="polite" style="display:none;" data-success-message="${success}"></div><div class="t-form__inputsbox t-form__inputsbox_vertical-form t-form__inputsbox_inrow">${fields
        .map((f) => {
          const li = nextStamp();
          const input =
            f.type === 'textarea'
              ? `<textarea name="${f.name}" id="input_${li}" class="t-input js-tilda-rule" style="color:#000000;border:1px solid #0b3954;height:102px;" rows="3"${f.required ? ' data-tilda-req="1" aria-required="true"' : ''}></textarea>`
              : `<input type="${f.type}" name="${f.name}" id="input_${li}" class="t-input js-tilda-rule" value=""${f.required ? ' data-tilda-req="1" aria-required="true"' : ''} data-tilda-rule="${f.type === 'tel' ? 'phone' : f.type}" style="color:#000000;border:1px solid #0b3954;">`;
          return `<div class=" t-input-group t-input-group_${f.type === 'textarea' ? 'ta' : f.type === 'email' ? 'em' : f.type === 'tel' ? 'ph' : 'in'} " data-input-lid="${li}" data-field-type="${f.type}"><label for="input_${li}" class="t-input-title t-descr t-descr_md" id="field-title_${li}" data-redactor-toolbar="no" field="li_title__${li}" style="font-weight:600;">${f.label}</label><div class="t-input-block ">${input}</div><div class="t-input-error" aria-live="polite" id="error_${li}"></div></div>`;
        })
        .join(
          '',
        )}<div class="t-form__errorbox-middle"><div class="js-errorbox-all t-form__errorbox-wrapper" style="display:none;" aria-live="polite"><div class="t-form__errorbox-text t-text t-text_md"><p class="t-form__errorbox-item js-rule-error js-rule-error-all"></p></div></div></div><div class="t-form__submit"><button type="submit" class="t-submit" style="color:#ffffff;background-color:#0b3954;border-radius:30px;">${submit}</button></div></div></form></div></div></div>`,
  );

export interface FeedCard {
  path: string;
  title: string;
  date: string;
  descr: string;
  image: string;
}

/** A Tilda Feeds list (the T-feed block): each post's cover, date, title and description. */
export const feed = (posts: FeedCard[], title?: string) =>
  rec(
    1007,
    'T-FEED',
    (id) =>
      `<div class="t-feed js-feed" data-feed-uid="${PROJECT}0917" data-feed-recid="${id}">${title ? `<div class="t-section__container t-container"><div class="t-col t-col_12"><div class="t-section__topwrapper t-align_center"><div class="t-section__title t-title t-title_xs" field="btitle">${title}</div></div></div></div>` : ''}<div class="t-feed__container t-container"><ul role="list" class="t-feed__post-list js-feed-container">${posts
        .map(
          (p) =>
            `<li class="t-feed__post t-feed__post_tile t-col t-col_4 js-feed-post"><a class="t-feed__link" href="${p.path}"><div class="t-feed__post-imgwrapper"><div class="t-feed__post-bgimg t-bgimg js-feed-post-image" data-original="${tild(p.image)}"></div></div><div class="t-feed__textwrapper"><div class="t-feed__post-date-wrapper"><span class="js-feed-post-date t-feed__post-date t-uptitle t-uptitle_xs">${p.date}</span></div><div class="js-feed-post-title t-feed__post-title t-name t-name_xs">${p.title}</div><div class="js-feed-post-descr t-feed__post-descr t-descr t-descr_xxs">${p.descr}</div></div></a></li>`,
        )
        .join('')}</ul></div></div>`,
  );

/* ── The header page: the T228 menu for wide screens and the T450 burger menu for narrow ones ───────── */

type MenuItem = [label: string, href: string, children?: [label: string, href: string][]];

const menu: MenuItem[] = [
  [
    'Trips',
    '',
    [
      ['All trips', '/trips'],
      ['Inner Islands Cruise', '/inner-islands-cruise'],
      ['Outer Islands Landing Trip', '/outer-islands-landing-trip'],
      ['Sunset Seal Cruise', '/sunset-seal-cruise'],
      ['Private Charters', '/private-charters'],
    ],
  ],
  ['Timetable', '/timetable'],
  ['Prices', '/prices'],
  [
    'Plan your trip',
    '',
    [
      ['Booking &amp; cancellations', '/booking'],
      ['Accessibility', '/accessibility'],
      ['What to bring', '/what-to-bring'],
      ['Wildlife calendar', '/wildlife-calendar'],
      ['Getting here &amp; parking', '/getting-here'],
      ['FAQ', '/faq'],
    ],
  ],
  [
    'About',
    '',
    [
      ['Our crew &amp; boats', '/about'],
      ['News', '/news'],
    ],
  ],
  ['Gift vouchers', '/gift-vouchers'],
];

const T228_ID = 612847301;
const T450_ID = 612851917;

const submenus = (recId: number) =>
  menu
    .map(([, , children], k) =>
      children
        ? `<div class="t-menusub" data-submenu-hook="link_sub${k + 1}_${recId}" data-submenu-margin="15px" data-add-submenu-arrow="on"><div class="t-menusub__menu"><div class="t-menusub__content"><ul role="list" class="t-menusub__list">${children
            .map(
              ([l, h], j) =>
                `<li class="t-menusub__list-item t-name t-name_xs"><a class="t-menusub__link-item t-name t-name_xs" href="${h}" data-menu-item-number="${j + 1}">${l}</a></li>`,
            )
            .join('')}</ul></div></div></div>`
        : '',
    )
    .join('');

const menuItems = (recId: number, itemClass: string) =>
  menu
    .map(([label, href, children], k) =>
      children
        ? `<li class="${itemClass}"><a class="t-menu__link-item t228__link-item_submenu" href="" aria-expanded="false" role="button" data-menu-submenu-hook="link_sub${k + 1}_${recId}" data-menu-item-number="${k + 1}">${label}</a></li>`
        : `<li class="${itemClass}"><a class="t-menu__link-item" href="${href}" data-menu-submenu-hook="" data-menu-item-number="${k + 1}">${label}</a></li>`,
    )
    .join('');

const logo = tild('kittiwake-logo-navy.svg');
const logoWhite = tild('kittiwake-logo-white.svg');

const headerPage = [
  rec(
    228,
    'T228',
    (id) =>
      `<div id="nav${id}marker"></div><div class="tmenu-mobile"><div class="tmenu-mobile__container"><div class="tmenu-mobile__text t-name t-name_md" field="menu_mob_title">&nbsp;</div><button type="button" class="t-menuburger t-menuburger_first " aria-label="Navigation menu" aria-expanded="false"><span style="background-color:#0b3954;"></span><span style="background-color:#0b3954;"></span><span style="background-color:#0b3954;"></span><span style="background-color:#0b3954;"></span></button></div></div><div id="nav${id}" class="t228 t228__positionfixed t228__beforeready" style="background-color: rgba(255,255,255,1); height:80px; box-shadow: 0px 1px 3px rgba(0,0,0,0.1);" data-bgcolor-hex="#ffffff" data-bgcolor-rgba="rgba(255,255,255,1)" data-navmarker="nav${id}marker" data-appearoffset="" data-bgopacity-two="" data-menushadow="10" data-bgopacity="1" data-menu-items-align="right" data-menu="yes"><div class="t228__maincontainer " style="height:80px;"><div class="t228__padding40px"></div><div class="t228__leftside"><div class="t228__leftcontainer"><a href="/" class="t228__imgwrapper"><img class="t228__imglogo t228__imglogomobile" src="${logo}" imgfield="img" style="max-width: 190px; width: 190px; min-width: 190px; height: auto; display: block;" alt="${KW_NAME}"></a></div></div><div class="t228__centerside t228__menualign_right"><nav class="t228__centercontainer"><ul role="list" class="t228__list t-menu__list t228__list_hidden">${menuItems(id, 't228__list_item')}</ul></nav></div><div class="t228__rightside"><div class="t228__rightcontainer"><div class="t228__right_buttons"><div class="t228__right_buttons_wrap"><div class="t228__right_buttons_but"><a href="/tickets" target="" class="t-btn t-btn_md " style="color:#ffffff;background-color:#e4572e;border-radius:30px;"><table role="presentation" style="width:100%; height:100%;"><tbody><tr><td>Book tickets</td></tr></tbody></table></a></div></div></div></div></div><div class="t228__padding40px"></div></div></div>${submenus(id)}<style>@media screen and (max-width: 980px) {#rec${id} .t228__leftcontainer{padding: 20px;}}</style>
<script>t_onReady(function() { t_onFuncLoad('t228__init', function() { t228__init('${id}'); }); });</script>`,
    { pad: [0, 0], screen: 'min', id: T228_ID },
  ),
  rec(
    450,
    't450',
    (id) =>
      `<div id="nav${id}marker"></div><div class="t450__overlay"><div class="t450__overlay_bg" style=" "></div></div><div id="nav${id}" class="t450 " data-tooltip-hook="#menuopen" style="max-width: 300px;background-color: #0b3954;"><button type="button" class="t450__close-button t450__close t450_opened" style="background-color: #0b3954;" aria-label="Close menu"><div class="t450__close_icon" style="color:#ffffff;"><span></span><span></span><span></span><span></span></div></button><div class="t450__container t-align_left"><div class="t450__top"><div class="t450__logowrapper"><a href="/"><img class="t450__logoimg" src="${logoWhite}" imgfield="img" style="max-width: 150px;" alt="${KW_NAME}"></a></div><nav class="t450__menu"><ul role="list" class="t450__list t-menu__list">${menuItems(id, 't450__list_item')}<li class="t450__list_item"><a class="t-menu__link-item" href="/tickets" data-menu-submenu-hook="" data-menu-item-number="${menu.length + 1}">Book tickets</a></li></ul></nav></div><div class="t450__rightside"><div class="t450__rightcontainer"><div class="t450__right_descr t-descr t-descr_xs" field="descr" style="color:#ffffff;">${KW_PHONE}<br />${KW_EMAIL}</div></div></div></div></div>${submenus(id)}<div class="t450__burger_container t450__small "><div class="t450__burger_bg t450__burger_cirqle" style="background-color:#0b3954; opacity:1;"></div><button type="button" class="t-menuburger t-menuburger_first t450__burger" aria-label="Navigation menu" aria-expanded="false"><span style="background-color:#ffffff;"></span><span style="background-color:#ffffff;"></span><span style="background-color:#ffffff;"></span><span style="background-color:#ffffff;"></span></button></div>
<script>t_onReady(function() { t_onFuncLoad('t450_initMenu', function() { t450_initMenu('${id}'); }); });</script>`,
    { pad: [0, 0], screen: 'max', id: T450_ID },
  ),
].join('\n');

/* ── The footer page: T420 columns and the T657 cookie notice ───────────────────────────────────────── */

const footerPage = [
  rec(
    420,
    'T420',
    () =>
      `<div class="t420"><div class="t-container t-align_left"><div class="t420__col t-col t-col_3"><a href="/"><img class="t420__logo t-img" src="${logoWhite}" imgfield="img" style="max-width: 160px;" alt="${KW_NAME}"></a><div class="t420__text t-descr t-descr_xxs" field="text" style="color:#ffffff;">Family-run boat trips to the Carr Islands since 1987.<br /><br />${KW_COMPANY}<br />Registered in England &amp; Wales no. ${KW_COMPANY_NO}</div></div><div class="t420__col t-col t-col_3"><div class="t420__title t-name t-name_xs" field="title" style="color:#f4c542;">Find us</div><div class="t420__descr t-descr t-descr_xxs" field="descr" style="color:#ffffff;">${KW_KIOSK}<br />${KW_OFFICE}<br />${KW_TOWN}</div></div><div class="t420__col t-col t-col_3"><div class="t420__title t-name t-name_xs" field="title2" style="color:#f4c542;">Contact</div><div class="t420__descr t-descr t-descr_xxs" field="descr2" style="color:#ffffff;"><a href="${KW_PHONE_HREF}" style="color:#ffffff;">${KW_PHONE}</a><br /><a href="mailto:${KW_EMAIL}" style="color:#ffffff;">${KW_EMAIL}</a><br />Office: Mon–Fri 9am – 5pm</div></div><div class="t420__col t-col t-col_3"><div class="t420__title t-name t-name_xs" field="title3" style="color:#f4c542;">Information</div><div class="t420__descr t-descr t-descr_xxs" field="descr3" style="color:#ffffff;"><a href="/booking" style="color:#ffffff;">Booking &amp; cancellations</a><br /><a href="/faq" style="color:#ffffff;">FAQ</a><br /><a href="/gift-vouchers" style="color:#ffffff;">Gift vouchers</a><br /><a href="/news" style="color:#ffffff;">News</a><br /><a href="${KW_TERMS}" style="color:#ffffff;">Terms &amp; conditions</a></div></div></div></div>`,
    { pad: [75, 30], bg: '#0b3954' },
  ),
  rec(
    977,
    'T977',
    () =>
      `<div class="t977"><div class="t-container"><div class="t-col t-col_12 t-align_center"><div class="t977__social"><a href="${KW_FACEBOOK}" target="_blank" rel="nofollow noopener" aria-label="facebook" class="t-sociallinks__item t-sociallinks__item_facebook"><svg class="t-sociallinks__svg" role="presentation" width="30px" height="30px" viewBox="0 0 100 100"><path fill-rule="evenodd" clip-rule="evenodd" d="M50 100c27.6 0 50-22.4 50-50S77.6 0 50 0 0 22.4 0 50s22.4 50 50 50Z" fill="#ffffff"></path></svg></a><a href="${KW_INSTAGRAM}" target="_blank" rel="nofollow noopener" aria-label="instagram" class="t-sociallinks__item t-sociallinks__item_instagram"><svg class="t-sociallinks__svg" role="presentation" width="30px" height="30px" viewBox="0 0 100 100"><path fill-rule="evenodd" clip-rule="evenodd" d="M50 100c27.6 0 50-22.4 50-50S77.6 0 50 0 0 22.4 0 50s22.4 50 50 50Z" fill="#ffffff"></path></svg></a></div><div class="t977__copyright t-descr t-descr_xxs" field="text" style="color:#9fb4c4;">© 2026 ${KW_NAME}</div></div></div></div>`,
    { pad: [0, 30], bg: '#0b3954' },
  ),
  rec(
    657,
    'T657',
    (id) =>
      `<div class="t657 t657__hidden" data-storage-item="t657cookiename_${PROJECT}" style="display:none;"><div class="t657__wrapper" style="background-color:#0b3954;border-radius:8px;"><div class="t657__text t-descr t-descr_xxs" field="text" style="color:#ffffff;">We use cookies to make this website work and to count visitors. By continuing to use it you agree to our use of cookies. <a href="${KW_TERMS}" style="color:#f4c542;">Terms &amp; privacy</a></div><div class="t657__btn-wrapper"><button type="button" class="t657__btn t-btn t-btn_sm" style="color:#0b3954;background-color:#ffffff;border-radius:5px;"><span class="t657__btn_text">OK</span></button></div></div></div>
<script>t_onReady(function() { t_onFuncLoad('t657_init', function() { t657_init('${id}'); }); });</script>`,
    { pad: [0, 0] },
  ),
].join('\n');

/* ── The Tilda Feeds post template ──────────────────────────────────────────────────────────────────── */

const postTemplate = (page: KwPage) => {
  const meta = page.post!;
  return `<!-- POST START -->
<div class="t-feed__post-popup__close-wrapper"><a href="/news" class="t-feed__post-popup__close t-feed__post-popup__close_static"><div class="t-feed__post-popup__close-text t-descr t-descr_xxs" style="color:#0b3954;">All news</div></a></div>
<div class="t-feed__post-popup__container t-container t-popup__container t-popup__container-static"><div itemscope itemtype="https://schema.org/BlogPosting" class="t-feed__post-popup t-col t-col_8 t-prefix_2"><div class="t-feed__post-popup__content-wrapper"><div class="t-feed__post-popup__content t-col t-col_8"><div class="t-feed__post-popup__cover-wrapper t-feed__post-popup__cover-wrapper_aftertitle"><img src="${tild(meta.cover)}" alt="" class="js-feed-post-image t-feed__post-popup__img t-img" itemprop="image"></div><div class="t-feed__post-popup__title-wrapper"><h1 class="js-feed-post-title t-feed__post-popup__title t-title t-title_xs" itemprop="headline">${page.title}</h1></div><div class="t-feed__post-popup__date-parts-wrapper t-feed__post-popup__date-parts-wrapper_aftertext"><span class="t-feed__post-popup__date-wrapper"><meta itemprop="datePublished" content="${meta.datetime}"><span class="js-feed-post-date t-feed__post-popup__date t-uptitle t-uptitle_sm">${meta.date}</span></span></div><div id="feed-text" class="r t-feed__post-popup__text-wrapper" data-animationappear="off"><div class="js-feed-post-text t-feed__post-popup__text t-text t-text_md" itemprop="articleBody"><section><div class="t-redactor__tte-view">${page.records.join('')}</div></section></div></div></div></div></div></div>
<!-- POST END -->`;
};

/* ── The document ───────────────────────────────────────────────────────────────────────────────────── */

const css = (file: string) =>
  `<link rel="stylesheet" href="${CDN}/css/${file}" type="text/css" media="all" onerror="this.loaderr='y';"/>`;
const js = (file: string, mode = 'async') =>
  `<script src="${CDN}/js/${file}" charset="utf-8" ${mode} onerror="this.loaderr='y';"></script>`;

const alias = (path: string) =>
  path === '/' ? 'index' : path.startsWith('/page') ? '' : path.slice(1).replace(/\//g, '-');

/** The whole document as Tilda publishes a page: head assets, the header page, the records, the footer page. */
export function kwLayout(page: KwPage): SitePage {
  const url = `${KW_SITE}${page.path}`;
  const isPost = Boolean(page.post);
  const content = isPost ? postTemplate(page) : page.records.join('\n');
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<!--metatextblock-->
<title>${page.title}</title>
<meta name="description" content="${page.description}" />
<meta property="og:url" content="${url}" />
<meta property="og:title" content="${page.title}" />
<meta property="og:description" content="${page.description}" />
<meta property="og:type" content="${isPost ? 'article' : 'website'}" />
<meta property="og:image" content="${tild(page.post?.cover ?? 'puffin-on-gull-carr.jpg')}" />
<link rel="canonical" href="${url}">
<!--/metatextblock-->
<meta name="format-detection" content="telephone=no" />
<meta http-equiv="x-dns-prefetch-control" content="on">
<link rel="dns-prefetch" href="https://ws.tildacdn.com">
<link rel="dns-prefetch" href="${CDN}">
<link rel="shortcut icon" href="${tild('favicon.ico')}" type="image/x-icon" />
<!-- Assets -->
<script src="https://neo.tildacdn.com/js/tilda-fallback-1.0.min.js" async charset="utf-8"></script>
${css('tilda-grid-3.0.min.css')}
<link rel="stylesheet" href="${CDN}/ws/project${PROJECT}/tilda-blocks-page${page.pageId}.min.css?t=${TS}" type="text/css" media="all" onerror="this.loaderr='y';" />
<link rel="preconnect" href="https://fonts.gstatic.com">
<link href="https://fonts.googleapis.com/css2?family=Montserrat:wght@300;400;500;600;700&family=Lora:ital@0;1&subset=latin" rel="stylesheet">
${css('tilda-animation-2.0.min.css')}
${css('tilda-menusub-1.0.min.css')}
${css('tilda-popup-1.1.min.css')}
${css('tilda-cards-1.0.min.css')}
${css('tilda-catalog-1.1.min.css')}
${css('tilda-forms-1.0.min.css')}
${css('tilda-feed-1.0.min.css')}
${css('tilda-zero-gallery-1.0.min.css')}
<script nomodule src="${CDN}/js/tilda-polyfill-1.0.min.js" charset="utf-8"></script>
<script type="text/javascript">function t_onReady(func) {if (document.readyState != 'loading') {func();} else {document.addEventListener('DOMContentLoaded', func);}}
function t_onFuncLoad(funcName, okFunc, time) {if (typeof window[funcName] === 'function') {okFunc();} else {setTimeout(function() {t_onFuncLoad(funcName, okFunc, time);},(time || 100));}}</script>
${js('jquery-1.10.2.min.js', '')}
${js('tilda-scripts-3.0.min.js', 'defer')}
<script src="${CDN}/ws/project${PROJECT}/tilda-blocks-page${page.pageId}.min.js?t=${TS}" charset="utf-8" async onerror="this.loaderr='y';"></script>
${js('tilda-lazyload-1.0.min.js')}
${js('tilda-animation-2.0.min.js')}
${js('tilda-menusub-1.0.min.js')}
${js('tilda-menu-1.0.min.js')}
${js('tilda-zero-1.1.min.js')}
${js('tilda-table-1.0.min.js')}
${js('tilda-cart-1.0.min.js')}
${js('tilda-products-1.0.min.js')}
${js('tilda-forms-1.0.min.js')}
${js('tilda-events-1.0.min.js')}
<script type="text/javascript">window.dataLayer = window.dataLayer || [];</script>
<script type="text/javascript">(function () {if((/bot|google|yandex|baidu|bing|msn|duckduckbot|teoma|slurp|crawler|spider|robot|crawling|facebook/i.test(navigator.userAgent))===false && typeof(sessionStorage)!='undefined' && sessionStorage.getItem('visited')!=='y' && document.visibilityState){var style=document.createElement('style');style.type='text/css';style.innerHTML='@media screen and (min-width: 980px) {.t-records {opacity: 0;}.t-records_animated {-webkit-transition: opacity ease-in-out .2s;-moz-transition: opacity ease-in-out .2s;-o-transition: opacity ease-in-out .2s;transition: opacity ease-in-out .2s;}.t-records.t-records_visible {opacity: 1;}}';document.getElementsByTagName('head')[0].appendChild(style);function t_setvisRecs(){var alr=document.querySelectorAll('.t-records');Array.prototype.forEach.call(alr, function(el) {el.classList.add("t-records_animated");});setTimeout(function () {Array.prototype.forEach.call(alr, function(el) {el.classList.add("t-records_visible");});sessionStorage.setItem("visited", "y");}, 400);} document.addEventListener('DOMContentLoaded', t_setvisRecs);}})();</script>
</head>
<body class="t-body" style="margin:0;">
<!--allrecords-->
<div id="allrecords" class="t-records" data-hook="blocks-collection-content-node" data-tilda-project-id="${PROJECT}" data-tilda-page-id="${page.pageId}" data-tilda-page-alias="${alias(page.path)}" data-tilda-formskey="8d1c5e0f3a2b7c4d9e6f1a0b5c8d2e7f" data-tilda-lazy="yes" data-tilda-root-zone="com" data-tilda-project-headcode="yes" data-tilda-ts="y">
<!--header-->
<header id="t-header" class="t-records" data-hook="blocks-collection-content-node" data-tilda-project-id="${PROJECT}" data-tilda-page-id="21934402" data-tilda-page-alias="header" data-tilda-formskey="8d1c5e0f3a2b7c4d9e6f1a0b5c8d2e7f" data-tilda-lazy="yes" data-tilda-root-zone="com">
${headerPage}
</header>
<!--/header-->
${content}
<!--footer-->
<footer id="t-footer" class="t-records" data-hook="blocks-collection-content-node" data-tilda-project-id="${PROJECT}" data-tilda-page-id="21934419" data-tilda-page-alias="footer" data-tilda-formskey="8d1c5e0f3a2b7c4d9e6f1a0b5c8d2e7f" data-tilda-lazy="yes" data-tilda-root-zone="com">
${footerPage}
</footer>
<!--/footer-->
</div>
<!--/allrecords-->
<!-- Stat -->
<script type="text/javascript" data-tilda-cookie-type="analytics">setTimeout(function(){ (function (d, w, k, o, g) { var n=d.getElementsByTagName(o)[0],s=d.createElement(o),f=function(){n.parentNode.insertBefore(s,n);}; s.type = "text/javascript"; s.async = true; s.key = k; s.id = "tildastatscript"; s.src=g; if (w.opera=="[object Opera]") {d.addEventListener("DOMContentLoaded", f, false);} else { f(); } })(document, window, '4c1e9b0d7a2f5e8c3b6a1d4f7e0c9b2a','script','${CDN}/js/tilda-stat-1.0.min.js');}, 2000);</script>
<!-- Tilda copyright. Don't remove this line -->
<div class="t-tildalabel " id="tildacopy" data-tilda-sign="${PROJECT}#${page.pageId}"><a href="https://tilda.cc/?upm=${PROJECT}" class="t-tildalabel__link"><div class="t-tildalabel__wrapper"><div class="t-tildalabel__txtleft">Made on </div><div class="t-tildalabel__wrapimg"><img src="${CDN}/img/tildacopy.png" class="t-tildalabel__img" fetchpriority="low" alt=""></div><div class="t-tildalabel__txtright">Tilda</div></div></a></div>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** Tilda's 404 page, a page of the project set as the error page. */
export const kwNotFound: KwPage = {
  path: '/404',
  title: 'Page not found',
  description: 'This page could not be found.',
  pageId: 21934433,
  records: [
    header('div', 'Oops, this page has drifted out to sea', 'The page you were looking for isn’t here.'),
    button('Back to the home page', '/'),
  ],
};
