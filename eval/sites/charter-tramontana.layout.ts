import type { SitePage } from './site-server.ts';

/**
 * A page of Tramontana Charter as Weblium publishes it: the server-rendered React app in `div#root` >
 * `div.w-page`, the sticky portal (`div#portal.g-sticky-wrapper.sticky-wrapper_6A4`, empty) and one
 * `div.w-blocks-group-wrapper.blocks-group-wrapper_2QF[data-legacy="true"]` holding every block of the page.
 * Each block is a `div.w-block-wrapper.block-wrapper_1Mo` (`data-block-id` a 24-hex object id and
 * `data-block-name` the wireframe it was made from) around a `section.w-section` with CSS-module class names
 * (`section_3cW`, `section__inner_1kV`, `container_2Hn`, `row_1Xq`, `col_2Kd` …). Text is what Weblium's fork
 * of draftjs-to-html prints: one paragraph alone is bare text; several are `<span style="display: block;">`s
 * joined with nothing between them (so "… a persona.Il sabato …" reads as one run), an empty line is a `<br>`,
 * bold is `<span style="font-weight: bold;">`, a theme colour is `<span class="text-brand-color" style="color:
 * var(--brand-color);">`, links are `a.ui-link`, lists are `<ul>` with newlines. Headings hold their text
 * bare. Buttons (`a.w-button`), pictures from res2.weblium.site (`_optimized_1396.webp`), collections of
 * cards (`div.w-collection` > `article.w-collection-item`), label/value lists whose label and value are two
 * separate text boxes, price cards whose euro sign and figure are two spans side by side ('€' + '590' reads
 * '€590'), the FAQ accordion saved closed (`height: 0px; overflow: hidden;` and `aria-hidden`), the contact
 * form with labels, a hidden success message and the consent box, the map and the embed widget.
 *
 * The header block: a top bar with the phone and WhatsApp, the logo, `nav.w-menu` with `ul.menu__submenu_2Qo`
 * dropdowns shown on hover, the language switcher (IT / EN, the other language hidden in a list) and a call
 * button, the burger and `div.w-mobile-menu` holding a second copy of the menu, hidden. The footer block:
 * logo and tagline, contacts, office hours in abbreviations, useful links (the "Condizioni generali" link
 * still pointing at the archived 2021 terms), socials, then the company, P.IVA, REA and share capital and the
 * "Made with Weblium" badge. After the app: the cookie banner, the page state and the bundles.
 */
export interface TramontanaPage {
  path: string;
  lang: 'it' | 'en';
  /** The page title; the document title adds " | Tramontana Charter". */
  title: string;
  description: string;
  /** The same page in the other language, when there is one (hreflang and the language switcher). */
  alternate?: string;
  /** The page's blocks, built with `block`. */
  blocks: string[];
  post?: PostMeta;
  unlisted?: boolean;
}

export interface PostMeta {
  /** As the blog prints it: '18 novembre 2026' or '18 November 2026'. */
  date: string;
  iso: string;
  author: string;
  category: string;
  /** The excerpt the news list prints under the title. */
  excerpt: string;
  cover: string;
}

export const TR_SITE = 'https://www.charter-tramontana.test';
export const TR_NAME = 'Tramontana Charter';
export const TR_COMPANY = 'Tramontana Yachting S.r.l.';
export const TR_VAT = '02847310907';
export const TR_REA = 'SS-198432';
export const TR_STREET = 'Via del Molo 14';
export const TR_MARINA = 'Marina di Porto Rotondo, pontile C';
export const TR_TOWN = '07026 Porto Rotondo – Olbia (SS)';
export const TR_PHONE = '0789 381 274';
export const TR_PHONE_HREF = 'tel:+390789381274';
export const TR_WHATSAPP = '348 612 0937';
export const TR_WHATSAPP_HREF = 'https://wa.me/393486120937';
export const TR_EMAIL = 'info@charter-tramontana.test';
export const TR_INSTAGRAM = 'https://www.instagram.com/tramontana.charter/';
export const TR_FACEBOOK = 'https://www.facebook.com/tramontanacharter';

const SITE_ID = '5f8c2a41d9e7b3002418c6e0';
const RES = `https://res2.weblium.site/res/${SITE_ID}`;

// Weblium names blocks, images and forms with object ids; a seeded sequence keeps a page the same on every run.
let seed = 0x3c6ef372;
const next = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
};
let stamp = 0x62a1f0c3;
/** A 24-hex object id: a growing timestamp, then a machine and counter part. */
export const objectId = () => {
  stamp += 1 + (next() % 4096);
  return `${stamp.toString(16).padStart(8, '0')}${next().toString(16).padStart(8, '0')}${next().toString(16).padStart(8, '0')}`.slice(
    0,
    24,
  );
};

/** An image on Weblium's CDN: '<object id>_optimized_<width>.webp', the file name only in the alt text. */
export const img = (width = 1396) => `${RES}/${objectId()}_optimized_${width}.webp`;

/* ── Text, as Weblium's draftjs-to-html prints it ──────────────────────────────────────────────────────── */

/** Draft.js paragraphs: one alone is bare; several are block spans with nothing between them, '' a <br>. */
export const d = (...paras: string[]) =>
  paras.length === 1
    ? (paras[0] ?? '')
    : paras.map((x) => (x === '' ? '<br>' : `<span style="display: block;">${x}</span>`)).join('');

/** Paragraphs aligned in the editor: every block gets its tag and the alignment. */
export const da = (align: 'center' | 'right', ...paras: string[]) =>
  paras
    .map((x) => (x === '' ? '<br>' : `<span style="display: block;text-align:${align};">${x}</span>`))
    .join('');

export const bold = (html: string) => `<span style="font-weight: bold;">${html}</span>`;
export const em = (html: string) => `<em>${html}</em>`;
export const brand = (html: string) =>
  `<span class="text-brand-color" style="color: var(--brand-color);">${html}</span>`;
export const accent = (html: string) =>
  `<span class="text-accent-color" style="color: var(--accent-color);">${html}</span>`;
export const size = (px: number, html: string) => `<span style="font-size: ${px}px;">${html}</span>`;
export const link = (label: string, href: string) =>
  `<a href="${href}" class="ui-link" target="${href.startsWith('http') ? '_blank' : '_self'}">${label}</a>`;
/** A Draft.js list: the `<ul>` and each `<li>` on its own line, as the converter writes them. */
export const list = (...items: string[]) => `<ul>\n${items.map((x) => `<li>${x}</li>\n`).join('')}</ul>\n`;

/* ── Components ───────────────────────────────────────────────────────────────────────────────────────── */

/** A Text component: the Draft.js markup inside the wireframe's text class. */
export const text = (html: string, cls = 'text_1Zs') => `<div class="w-text ${cls}">${html}</div>`;

/** A heading: its Text bare inside the tag the wireframe chose. */
export const heading = (html: string, level: 1 | 2 | 3 | 4 = 2, cls = '') =>
  `<h${level} class="w-heading heading_2bH heading--h${level}_1aQ${cls ? ` ${cls}` : ''}">${html}</h${level}>`;

/** A subtitle: the wireframe's `<p>` around the Text (paragraphs as block spans inside it). */
export const subtitle = (html: string) => `<p class="w-subtitle subtitle_3Qx">${html}</p>`;

export const button = (label: string, href: string, kind: 'primary' | 'secondary' | 'link' = 'primary') =>
  `<a class="w-button button_2Jb button--${kind}_1Nc button--size-md_3aQ" href="${href}" target="${href.startsWith('http') ? '_blank' : '_self'}"${href.startsWith('http') ? ' rel="noopener noreferrer"' : ''}><span class="button__text_3sN">${label}</span></a>`;

export const buttons = (...html: string[]) => `<div class="w-buttons btns-group_2dP">${html.join('')}</div>`;

export const picture = (alt: string, width = 1396) => {
  const src = img(width);
  return `<picture class="w-picture picture_1Ew"><source srcset="${src}" type="image/webp"><img class="w-image image_3Tk" src="${src}" alt="${alt}" loading="lazy"></picture>`;
};

const svgIcon = (name: string) =>
  `<div class="w-icon icon_2Gv" data-icon="${name}"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true"><path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z"/></svg></div>`;

/** A collection of cards (features, services, boats): each an article with its own components. */
export const cards = (items: string[][], cols = 3, cls = 'item_3hF') =>
  `<div class="w-collection collection_1Ka collection--cols-${cols}_2Wd">${items
    .map((parts) => `<article class="w-collection-item ${cls}">${parts.join('')}</article>`)
    .join('')}</div>`;

/** A feature card: icon, title, text. */
export const feature = (icon: string, title: string, body: string) => [
  svgIcon(icon),
  heading(title, 3, 'item__title_2Pn'),
  text(body, 'item__text_1Hx'),
];

/** Label and value in two separate text boxes, one pair per line, as the "list" wireframe lays them out. */
export const specs = (pairs: [label: string, value: string][]) =>
  `<div class="w-list list_2Nm">${pairs
    .map(
      ([label, value]) =>
        `<div class="list__item_1Cd"><div class="w-text list__label_3Vb">${label}</div><div class="w-text list__value_2Ue">${value}</div></div>`,
    )
    .join('')}</div>`;

/** A price card: the title, the euro sign and the figure in two spans side by side, the unit below, items. */
export const priceCard = (title: string, amount: string, unit: string, items: string[] = [], cta?: string) =>
  `<div class="w-pricing-card card_3Lm">${heading(title, 3, 'card__title_1Tr')}<div class="card__price_2Vx"><span class="price__currency_3Oa">€</span><span class="price__value_1Sd">${amount}</span></div><div class="w-text card__period_2Zq">${unit}</div>${
    items.length ? `<div class="w-text card__features_1Lm">${list(...items)}</div>` : ''
  }${cta ?? ''}</div>`;

export const pricing = (cardsHtml: string[]) =>
  `<div class="w-collection pricing_2Cw collection--cols-${cardsHtml.length}_2Wd">${cardsHtml.join('')}</div>`;

/** The FAQ accordion, saved with every item closed. */
export const accordion = (items: [question: string, answer: string][]) =>
  `<div class="w-accordion accordion_2Yt">${items
    .map(([q, ans]) => {
      const id = objectId().slice(-8);
      return `<div class="accordion__item_1Fq" data-expanded="false"><button type="button" class="accordion__header_3Lp" aria-expanded="false" aria-controls="acc-${id}"><h3 class="accordion__title_2mR">${q}</h3><span class="accordion__icon_1Wc" aria-hidden="true"><svg viewBox="0 0 16 16" width="16" height="16"><path d="M8 11 3 6h10z"/></svg></span></button><div class="accordion__content_1Sb" id="acc-${id}" style="height: 0px; overflow: hidden;" aria-hidden="true">${text(ans)}</div></div>`;
    })
    .join('')}</div>`;

/** The Weblium form: labels, inputs, the consent box, the submit button and the hidden success message. */
export const form = (
  fields: [label: string, type: 'text' | 'email' | 'tel' | 'date' | 'number' | 'textarea' | string[]][],
  submit: string,
  lang: 'it' | 'en' = 'it',
) => {
  const fid = objectId();
  return `<form class="w-form form_2Ty" data-form-id="${fid}" novalidate>${fields
    .map(([label, type], i) => {
      const id = `f-${fid.slice(-6)}-${i}`;
      const control = Array.isArray(type)
        ? `<select class="w-select select_1Qe" id="${id}" name="field_${i}">${type.map((o) => `<option>${o}</option>`).join('')}</select>`
        : type === 'textarea'
          ? `<textarea class="w-textarea textarea_3Rk" id="${id}" name="field_${i}" rows="4"></textarea>`
          : `<input class="w-input input_2Hd" id="${id}" name="field_${i}" type="${type}">`;
      return `<div class="form__field_1Ym"><label class="form__label_2Ox" for="${id}">${label}</label>${control}</div>`;
    })
    .join(
      '',
    )}<div class="form__checkbox_3Bs"><input type="checkbox" id="c-${fid.slice(-6)}" name="consent" required><label for="c-${fid.slice(-6)}">${
    lang === 'it'
      ? `Ho letto e accetto l’${link('informativa privacy', '/privacy-e-cookie')}`
      : `I have read the ${link('privacy policy', '/privacy-e-cookie')}`
  }</label></div><button type="submit" class="w-button button_2Jb button--primary_1Nc button--size-md_3aQ"><span class="button__text_3sN">${submit}</span></button><div class="form__success_2Kp" hidden>${
    lang === 'it'
      ? 'Grazie! Ti rispondiamo entro un giorno lavorativo.'
      : 'Thank you! We’ll reply within one working day.'
  }</div></form>`;
};

/** The Map component: an iframe with the address as the query. */
export const map = (query: string) =>
  `<div class="w-map map_3Yc"><iframe title="Map" src="https://www.google.com/maps/embed/v1/place?key=AIzaSyWbl1umM4p5K3y&amp;q=${encodeURIComponent(query)}&amp;zoom=15" width="100%" height="380" style="border: 0;" loading="lazy" allowfullscreen></iframe></div>`;

/** The Embed component: what the owner pasted, as it was pasted. */
export const embed = (html: string) => `<div class="w-embed embed_1Gz">${html}</div>`;

/* ── Grid and blocks ──────────────────────────────────────────────────────────────────────────────────── */

/** A row of the wireframe's grid; widths are out of 12. */
export const row = (cols: string[][], widths?: number[]) =>
  `<div class="w-row row_1Xq">${cols
    .map((parts, i) => {
      const w = widths?.[i] ?? Math.floor(12 / cols.length);
      return `<div class="w-col col_2Kd col-md-${w}" data-col="${w}">${parts.join('')}</div>`;
    })
    .join('')}</div>`;

export const one = (...parts: string[]) => row([parts], [12]);

/** A block: the wrapper with its object id and wireframe name, the section, its background, its rows. */
export const block = (
  rows: string[],
  opts: {
    name?: string;
    theme?: 'light' | 'sand' | 'brand' | 'dark';
    background?: string;
    anchor?: string;
  } = {},
) => {
  const id = objectId();
  const theme = opts.theme ?? 'light';
  return `<div class="w-block-wrapper block-wrapper_1Mo" id="${opts.anchor ?? `block-${id}`}" data-block-id="${id}" data-block-name="${opts.name ?? 'series-3-text'}"><section class="w-section section_3cW section--${theme}_2rM">${
    opts.background
      ? `<div class="section__background_2pB" style="background-image: url('${img(2560)}');" role="img" aria-label="${opts.background}"></div><div class="section__overlay_1Gw" style="background-color: rgba(6, 40, 61, 0.5);"></div>`
      : ''
  }<div class="section__inner_1kV"><div class="w-container container_2Hn">${rows.join('')}</div></div></section></div>`;
};

/* ── News ─────────────────────────────────────────────────────────────────────────────────────────────── */

export interface Teaser {
  path: string;
  title: string;
  meta: PostMeta;
}

/** The blog list: one card per post, cover, category, date, title, excerpt and "read more". */
export const newsList = (posts: Teaser[], lang: 'it' | 'en') =>
  `<div class="w-blog-list blog-list_2Ah">${posts
    .map(
      (t) =>
        `<article class="w-blog-card blog-card_1Tm"><a class="blog-card__cover_3Df" href="${t.path}" tabindex="-1" aria-hidden="true"><img src="${img(740)}" alt="${t.meta.cover}" loading="lazy"></a><div class="blog-card__body_2Rw"><div class="blog-card__meta_1Zb"><span class="blog-card__category_3Ka">${t.meta.category}</span><time datetime="${t.meta.iso}">${t.meta.date}</time></div><h3 class="blog-card__title_2Vn"><a href="${t.path}">${t.title}</a></h3><p class="blog-card__excerpt_1Ul">${t.meta.excerpt}</p><a class="blog-card__more_3Pc" href="${t.path}">${lang === 'it' ? 'Leggi tutto' : 'Read more'} →</a></div></article>`,
    )
    .join('')}</div>`;

/* ── Header, footer, cookie banner ────────────────────────────────────────────────────────────────────── */

type MenuItem = [label: string, href: string, children?: [string, string][]];

const itMenu: MenuItem[] = [
  ['Home', '/'],
  [
    'Charter',
    '/flotta',
    [
      ['La flotta', '/flotta'],
      ['Prezzi 2027', '/prezzi'],
      ['Noleggio senza skipper', '/noleggio-senza-skipper'],
      ['Noleggio con skipper', '/noleggio-con-skipper'],
    ],
  ],
  ['Gite in giornata', '/gite-in-giornata'],
  ['Corsi di vela', '/corsi-di-vela'],
  ['Cambusa e transfer', '/cambusa-e-transfer'],
  [
    'Info',
    '/chi-siamo',
    [
      ['Chi siamo', '/chi-siamo'],
      ['Domande frequenti', '/faq'],
      ['News', '/news'],
    ],
  ],
  ['Contatti', '/contatti'],
];

const enMenu: MenuItem[] = [
  ['Home', '/en'],
  [
    'Charter',
    '/en/fleet',
    [
      ['Our fleet', '/en/fleet'],
      ['2027 prices', '/en/prices'],
      ['Bareboat charter', '/en/bareboat-charter'],
      ['Skippered charter', '/en/skippered-charter'],
      ['Chartering from abroad', '/en/chartering-from-abroad'],
    ],
  ],
  ['Day trips', '/en/day-trips'],
  ['Sailing courses', '/en/sailing-courses'],
  ['Provisioning &amp; transfers', '/en/provisioning-and-transfers'],
  [
    'Info',
    '/en/about-us',
    [
      ['About us', '/en/about-us'],
      ['FAQ', '/en/faq'],
      ['News', '/en/news'],
    ],
  ],
  ['Contact', '/en/contact'],
];

const menuList = (menu: MenuItem[], path: string, cls: string) =>
  `<ul class="${cls}">${menu
    .map(([label, href, children]) => {
      const active = href === path || children?.some(([, h]) => h === path);
      const sub = children
        ? `<ul class="menu__submenu_2Qo">${children
            .map(
              ([l, h]) =>
                `<li class="menu__subitem_1Ro${h === path ? ' menu__subitem--active_3Gc' : ''}"><a class="menu__link_1Pz" href="${h}">${l}</a></li>`,
            )
            .join('')}</ul>`
        : '';
      return `<li class="menu__item_3Dd${children ? ' menu__item--has-children_2Xe' : ''}${active ? ' menu__item--active_1Sv' : ''}"><a class="menu__link_1Pz" href="${href}"${href === path ? ' aria-current="page"' : ''}>${label}</a>${sub}</li>`;
    })
    .join('')}</ul>`;

const langSwitcher = (page: TramontanaPage) => {
  const other =
    page.lang === 'it'
      ? { href: page.alternate ?? '/en', code: 'en', label: 'English' }
      : { href: page.alternate ?? '/', code: 'it', label: 'Italiano' };
  return `<div class="w-language-switcher lang_2Ck"><button type="button" class="lang__current_1Jd" aria-haspopup="true" aria-expanded="false">${page.lang.toUpperCase()}</button><ul class="lang__list_3Mb" hidden><li class="lang__item_2Fr"><a href="${other.href}" hreflang="${other.code}" class="lang__link_1Nq">${other.label}</a></li></ul></div>`;
};

const header = (page: TramontanaPage) => {
  const it = page.lang === 'it';
  const menu = it ? itMenu : enMenu;
  const id = objectId();
  return `<div class="w-block-wrapper block-wrapper_1Mo w-header-wrapper" id="block-${id}" data-block-id="${id}" data-block-name="header-2"><header class="w-header header_3Yt header--sticky_2Fp">
<div class="header__top_1aN"><div class="w-container container_2Hn">${text(
    d(
      `${it ? 'Tel.' : 'Phone'} ${link(TR_PHONE, TR_PHONE_HREF)} · WhatsApp ${link(TR_WHATSAPP, TR_WHATSAPP_HREF)} · ${TR_MARINA}`,
    ),
    'header__contacts_2Wm',
  )}</div></div>
<div class="header__inner_2Kq"><div class="w-container container_2Hn header__row_1Qp"><a class="w-logo logo_1Hq" href="${it ? '/' : '/en'}"><img class="logo__image_2Ub" src="${img(240)}" alt="Tramontana Charter logo" width="56" height="56"><span class="logo__text_3Ez">Tramontana Charter</span></a><nav class="w-menu menu_1kC" aria-label="${it ? 'Menu principale' : 'Main menu'}">${menuList(menu, page.path, 'menu__list_2Vt')}</nav>${langSwitcher(page)}${button(it ? 'Chiama' : 'Call us', TR_PHONE_HREF, 'secondary')}<button type="button" class="w-burger burger_2Rk" aria-label="${it ? 'Apri il menu' : 'Open menu'}" aria-expanded="false"><span class="burger__line_1Ax"></span><span class="burger__line_1Ax"></span><span class="burger__line_1Ax"></span></button></div></div>
<div class="w-mobile-menu mobile-menu_2Vn" aria-hidden="true" style="display: none;"><nav aria-label="${it ? 'Menu mobile' : 'Mobile menu'}">${menuList(menu, page.path, 'mobile-menu__list_1Yh')}</nav><div class="mobile-menu__contacts_3Sx">${link(TR_PHONE, TR_PHONE_HREF)} · ${link(`WhatsApp ${TR_WHATSAPP}`, TR_WHATSAPP_HREF)}</div></div>
</header></div>`;
};

const footer = (lang: 'it' | 'en') => {
  const it = lang === 'it';
  const id = objectId();
  const t = it
    ? {
        tagline: 'Charter di barche a vela e catamarani, gite e corsi di vela a Porto Rotondo, dal 2009.',
        contacts: 'Contatti',
        hours: 'Orari ufficio',
        week: [
          'Nov–apr: lun–ven 9:30–13 · 15–17:30',
          'Sab e dom chiuso',
          'Mag–ott: tutti i giorni 8:30–19:30',
        ],
        holidays: `Festività: ${link('vedi le news', '/news')}`,
        links: 'Link utili',
        useful: [
          link('Condizioni generali', '/condizioni-generali-2021'),
          link('Privacy e cookie', '/privacy-e-cookie'),
          link('Domande frequenti', '/faq'),
        ],
        capital: 'Cap. soc. 20.000 € i.v.',
        made: 'Creato con',
      }
    : {
        tagline:
          'Sailing yacht and catamaran charter, day trips and sailing courses in Porto Rotondo, since 2009.',
        contacts: 'Contact',
        hours: 'Office hours',
        week: [
          'Nov–Apr: Mon–Fri 9.30am–1pm · 3pm–5.30pm',
          'Sat &amp; Sun closed',
          'May–Oct: daily 8.30am–7.30pm',
        ],
        holidays: `Holidays: ${link('see our news', '/en/news')}`,
        links: 'Useful links',
        useful: [
          link('Terms and conditions (Italian)', '/condizioni-generali-2021'),
          link('Privacy &amp; cookies (Italian)', '/privacy-e-cookie'),
          link('FAQ', '/en/faq'),
        ],
        capital: 'Share capital €20,000 fully paid',
        made: 'Made with',
      };
  return `<div class="w-block-wrapper block-wrapper_1Mo" id="block-${id}" data-block-id="${id}" data-block-name="footer-4"><footer class="w-footer footer_1Rz section--dark_2rM"><div class="w-container container_2Hn">
${row(
  [
    [
      `<a class="w-logo logo_1Hq" href="${it ? '/' : '/en'}"><img class="logo__image_2Ub" src="${img(240)}" alt="Tramontana Charter" width="56" height="56"></a>`,
      text(d(t.tagline, '', `${TR_STREET}`, TR_MARINA, TR_TOWN), 'footer__text_2Ls'),
    ],
    [
      heading(t.contacts, 4, 'footer__title_1Ok'),
      text(
        d(
          `${it ? 'Tel.' : 'Phone'} ${link(TR_PHONE, TR_PHONE_HREF)}`,
          `WhatsApp ${link(TR_WHATSAPP, TR_WHATSAPP_HREF)}`,
          `Email ${link(TR_EMAIL, `mailto:${TR_EMAIL}`)}`,
        ),
        'footer__text_2Ls',
      ),
    ],
    [heading(t.hours, 4, 'footer__title_1Ok'), text(d(...t.week, '', t.holidays), 'footer__text_2Ls')],
    [heading(t.links, 4, 'footer__title_1Ok'), text(d(...t.useful), 'footer__text_2Ls')],
  ],
  [4, 3, 3, 2],
)}
<div class="footer__bottom_3Ha">${text(
    `© 2026 ${TR_COMPANY} – P.IVA ${TR_VAT} – REA ${TR_REA} – ${t.capital}`,
    'footer__copyright_2Gm',
  )}<div class="w-socials socials_1Bd"><a class="socials__link_2Kv" href="${TR_INSTAGRAM}" target="_blank" rel="noopener noreferrer" aria-label="Instagram">${svgIcon('instagram')}</a><a class="socials__link_2Kv" href="${TR_FACEBOOK}" target="_blank" rel="noopener noreferrer" aria-label="Facebook">${svgIcon('facebook')}</a></div><a class="w-made-with made-with_3Lx" href="https://weblium.com/?utm_source=made_with&amp;utm_medium=site" target="_blank" rel="nofollow noopener">${t.made} <span class="made-with__logo_1Pq">Weblium</span></a></div>
</div></footer></div>`;
};

const cookieBanner = (lang: 'it' | 'en') =>
  lang === 'it'
    ? `<div class="w-cookie-banner cookie-banner_3Gh" role="dialog" aria-live="polite" aria-label="Cookie"><div class="w-text cookie-banner__text_1Ru">Questo sito usa cookie tecnici e, con il tuo consenso, cookie di statistica. ${link('Scopri di più', '/privacy-e-cookie')}</div><div class="cookie-banner__buttons_2Fd"><button type="button" class="w-button button_2Jb button--secondary_1Nc button--size-sm_1Wq"><span class="button__text_3sN">Rifiuta</span></button><button type="button" class="w-button button_2Jb button--primary_1Nc button--size-sm_1Wq"><span class="button__text_3sN">Accetta</span></button></div></div>`
    : `<div class="w-cookie-banner cookie-banner_3Gh" role="dialog" aria-live="polite" aria-label="Cookies"><div class="w-text cookie-banner__text_1Ru">This website uses technical cookies and, with your consent, statistics cookies. ${link('Learn more', '/privacy-e-cookie')}</div><div class="cookie-banner__buttons_2Fd"><button type="button" class="w-button button_2Jb button--secondary_1Nc button--size-sm_1Wq"><span class="button__text_3sN">Decline</span></button><button type="button" class="w-button button_2Jb button--primary_1Nc button--size-sm_1Wq"><span class="button__text_3sN">Accept</span></button></div></div>`;

/** A post: the header with category, title, date and author, the cover; after the body, sharing and the way back. */
const postOpen = (page: TramontanaPage) => {
  if (!page.post) return '';
  const id = objectId();
  return `<div class="w-block-wrapper block-wrapper_1Mo" id="block-${id}" data-block-id="${id}" data-block-name="blog-post"><section class="w-section section_3cW section--light_2rM"><div class="section__inner_1kV"><div class="w-container container_2Hn container--narrow_1Rb"><article class="w-post post_2Jx" itemscope itemtype="https://schema.org/BlogPosting"><header class="post__header_1Vd"><span class="post__category_3Tb">${page.post.category}</span><h1 class="w-heading heading_2bH heading--h1_1aQ post__title_2Hs" itemprop="headline">${page.title}</h1><div class="post__meta_1Xc"><time datetime="${page.post.iso}" itemprop="datePublished">${page.post.date}</time> · <span itemprop="author">${page.post.author}</span></div></header><div class="post__cover_2Ol"><img src="${img(1396)}" alt="${page.post.cover}" loading="lazy"></div><div class="w-text post__content_3Nn" itemprop="articleBody">`;
};

const postClose = (page: TramontanaPage) =>
  page.post
    ? `</div><footer class="post__footer_2Yg"><div class="post__share_1Mf"><span>${page.lang === 'it' ? 'Condividi' : 'Share'}</span><a href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(TR_SITE + page.path)}" target="_blank" rel="noopener">Facebook</a><a href="https://wa.me/?text=${encodeURIComponent(TR_SITE + page.path)}" target="_blank" rel="noopener">WhatsApp</a></div><a class="post__back_3Sd" href="${page.lang === 'it' ? '/news' : '/en/news'}">← ${page.lang === 'it' ? 'Tutte le news' : 'All news'}</a></footer></article></div></div></section></div>`
    : '';

/** Lays out a page as Weblium publishes it. */
export function tramontanaLayout(page: TramontanaPage): SitePage {
  const isHome = page.path === '/' || page.path === '/en';
  const docTitle = isHome
    ? page.lang === 'it'
      ? `${TR_NAME} | Noleggio barche a vela e catamarani a Porto Rotondo`
      : `${TR_NAME} | Sailing yacht &amp; catamaran charter in Sardinia`
    : `${page.title} | ${TR_NAME}`;
  const description = page.description.replace(/"/g, '&quot;');
  const hreflang = page.alternate
    ? `<link rel="alternate" hreflang="${page.lang}" href="${TR_SITE}${page.path}">\n<link rel="alternate" hreflang="${page.lang === 'it' ? 'en' : 'it'}" href="${TR_SITE}${page.alternate}">\n${
        page.lang === 'it'
          ? `<link rel="alternate" hreflang="x-default" href="${TR_SITE}${page.path}">\n`
          : ''
      }`
    : '';
  const pageId = objectId();
  const state = {
    siteId: SITE_ID,
    pageId,
    locale: page.lang,
    locales: ['it', 'en'],
    defaultLocale: 'it',
    published: '2026-11-19T10:42:07.311Z',
    plan: 'pro',
  };
  const html = `<!DOCTYPE html>
<html lang="${page.lang}" class="w-html">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${docTitle}</title>
<meta name="description" content="${description}">
<meta name="generator" content="Weblium">
<meta property="og:type" content="${page.post ? 'article' : 'website'}">
<meta property="og:title" content="${docTitle}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${TR_SITE}${page.path}">
<meta property="og:image" content="${img(1200)}">
<link rel="canonical" href="${TR_SITE}${page.path}">
${hreflang}<link rel="icon" href="${RES}/favicon_optimized_64.png">
<link rel="preconnect" href="https://res2.weblium.site" crossorigin>
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Montserrat:400,600,700|Open+Sans:400,600&amp;subset=latin-ext&amp;display=swap">
<link rel="stylesheet" href="https://weblium.site/static/css/published.5c81d3e2.css">
<style id="w-theme">:root{--brand-color:#0b4f6c;--accent-color:#e8a33d;--text-color:#1f2a33;--background-color:#ffffff;--font-heading:Montserrat,sans-serif;--font-text:'Open Sans',sans-serif}.section--sand_2rM{background:#f6efe3}.section--brand_2rM{background:#0b4f6c;color:#fff}.section--dark_2rM{background:#06283d;color:#dbe7ee}.menu__submenu_2Qo{display:none}.menu__item_3Dd:hover>.menu__submenu_2Qo{display:block}@media (max-width:991px){.menu_1kC{display:none}}</style>
<script>window.__WEBLIUM_CONFIG__ = ${JSON.stringify(state)};</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-TR4M0NT4N1"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('consent', 'default', {analytics_storage: 'denied'}); gtag('js', new Date()); gtag('config', 'G-TR4M0NT4N1');</script>
</head>
<body class="w-body">
<div id="root"><div class="w-page page_1f7" data-page-id="${pageId}">
<div id="portal" class="g-sticky-wrapper sticky-wrapper_6A4" style="height: 0px;"></div>
<div class="w-blocks-group-wrapper blocks-group-wrapper_2QF" data-legacy="true" data-hydrated="true">
${header(page)}
${postOpen(page)}${page.blocks.join('\n')}${postClose(page)}
${footer(page.lang)}
</div>
</div></div>
${cookieBanner(page.lang)}
<script src="https://weblium.site/static/js/runtime~published.0f2b6e1d.js" defer></script>
<script src="https://weblium.site/static/js/vendors~published.8e1c2f3a.chunk.js" defer></script>
<script src="https://weblium.site/static/js/published.5c81d3e2.chunk.js" defer></script>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** The 404 page, in the site's header and footer. */
export const tramontanaNotFound: TramontanaPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  blocks: [
    block(
      [
        one(
          heading('404', 1),
          subtitle(d('La pagina che cerchi è andata alla deriva.', 'Torna in porto dalla home.')),
          buttons(button('Torna alla home', '/')),
        ),
      ],
      { name: 'series-1-404' },
    ),
  ],
};
