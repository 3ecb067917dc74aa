import type { SitePage } from './site-server.ts';

/**
 * A page of the Circolo Tennis & Padel Brenta as Webnode publishes it, before the header (logo, menu with its
 * submenus, the hidden mobile copy of the menu), the footer (the owner's copyright line with the contacts and
 * the VAT number, the language list, "Creato con Webnode"), the `#wnd_footer` badge bar and the cookie bar:
 * the sections the owner stacked on it, each a `<section class="s s-…">`.
 */
export interface CtbPage {
  path: string;
  lang: 'it' | 'en';
  /** The page title; Webnode appends " :: Circolo Tennis &amp; Padel Brenta". */
  title: string;
  description: string;
  sections: string[];
  /** 'home' prints the header over the hero; 'article' is a blog post (`/l/…`). */
  kind?: 'home' | 'page' | 'article';
  /** A blog post's publication date as Webnode prints it (dd.mm.yyyy) and as ISO. */
  published?: [shown: string, iso: string];
  unlisted?: boolean;
}

export const CTB_SITE = 'https://www.circolo-tennis-brenta.test';
export const CTB_NAME = 'Circolo Tennis &amp; Padel Brenta';
export const CTB_ASD = 'A.S.D. Circolo Tennis &amp; Padel Brenta';
export const CTB_STREET = 'Via Argine Sinistro 112';
export const CTB_TOWN = '30039 Stra (VE)';
export const CTB_PHONE = '049 980 4127';
export const CTB_PHONE_HREF = 'tel:+390499804127';
export const CTB_WHATSAPP = '347 218 5590';
export const CTB_WHATSAPP_HREF = 'https://wa.me/393472185590';
export const CTB_EMAIL = 'info@circolo-tennis-brenta.test';
export const CTB_SCHOOL_EMAIL = 'scuolatennis@circolo-tennis-brenta.test';
export const CTB_CF = '90071230275';
export const CTB_VAT = '04381290271';
export const CTB_IBAN = 'IT39 X030 6962 0301 0000 0004 721';
export const CTB_FACEBOOK = 'https://www.facebook.com/circolotennispadelbrenta';
export const CTB_INSTAGRAM = 'https://www.instagram.com/ct_padel_brenta';

const CDN = 'https://d1di2lzuh97fh2.cloudfront.net';
const PH = '4e7c1a9b2d';
/** Where Webnode keeps the owner's uploads: `/_files/<id>/<size>/<name>`. */
const FILES = `${CTB_SITE}/_files`;

/* ── Generated ids ──────────────────────────────────────────────────────────────────────────────────── */

// Webnode names blocks `wnd_<Kind>Block_<n>` with a random number; a seeded generator here, so a page is the
// same on every run.
let seed = 482193;
const rnd = () => {
  seed = (seed * 48271) % 2147483647;
  return 100000 + (seed % 899999);
};
export const wid = (kind: string) => `wnd_${kind}_${rnd()}`;
let fileCounter = 200000041;
const fileId = () => {
  fileCounter += 3;
  const hex = (fileCounter * 2654435761).toString(16).slice(-5);
  return `${fileCounter}-${hex}${(fileCounter % 7919).toString(16).padStart(5, '0')}`;
};

/* ── Text ───────────────────────────────────────────────────────────────────────────────────────────── */

export const b = (html: string) => `<strong>${html}</strong>`;
export const a = (label: string, href: string) =>
  href.startsWith('http')
    ? `<a href="${href}" target="_blank" rel="noopener">${label}</a>`
    : `<a href="${href}">${label}</a>`;
export const p = (...html: string[]) => html.map((x) => `<p>${x}</p>`).join('\n');
export const ul = (...items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;
/** Webnode's font size classes: the editor wraps the selection in `<font class="wnd-font-size-N">`. */
export const size = (n: number, html: string) => `<font class="wnd-font-size-${n}">${html}</font>`;
/** The newer editor's form of the same: a `<span class="wnd-font-size-N">`, split wherever the owner reselected. */
export const spanSize = (n: number, html: string) => `<span class="wnd-font-size-${n}">${html}</span>`;
/** A heading the owner made by enlarging a bold paragraph instead of choosing a heading style. */
export const fakeHeading = (html: string, n = 130, center = false) =>
  `<p${center ? ' class="wnd-align-center"' : ''}>${size(n, b(html))}</p>`;

/* ── Blocks ─────────────────────────────────────────────────────────────────────────────────────────── */

/** A text block: `b-text` > `b-c b-text-c`, the editor's HTML inside. */
export const text = (html: string, extra = '') =>
  `<div class="b b-text cf${extra ? ` ${extra}` : ''}">\n\t<div class="b-c b-text-c b-s b-s-t60 b-s-b60 b-cs cf">${html}</div>\n</div>`;

/** The older text blocks the club carried over from its Webnode Classic site: `<div class="text">`. */
export const classicText = (html: string) =>
  `<div class="b b-text cf">\n\t<div class="b-c b-text-c b-s b-s-t60 b-s-b60 b-cs cf"><div class="box"><div class="boxContent"><div class="text">${html}</div></div></div></div>\n</div>`;

export const hr = () => `<div class="b b-s b-hr-line c-s-v">\n\t<hr class="line-style line-color">\n</div>`;

export const image = (name: string, alt: string, orientation: 'landscape' | 'square' = 'landscape') => {
  const id = wid('ImageBlock');
  const f = fileId();
  return `<div class="b-img b-img-default b b-s cf wnd-orientation-${orientation} wnd-type-image" style="margin-left:0;margin-right:0;" id="${id}">\n    <div class="b-img-w">\n        <div class="b-img-c" style="padding-bottom:66.67%;text-align:center;">\n            <picture><source type="image/webp" srcset="${FILES}/${f}/450/${name}.webp?ph=${PH} 450w, ${FILES}/${f}/700/${name}.webp?ph=${PH} 700w, ${FILES}/${f}/${name}.webp?ph=${PH} 1920w" sizes="100vw"><img id="${id}_img" src="${FILES}/${f}/${name}.jpg?ph=${PH}" alt="${alt}" width="1920" height="1280" loading="lazy" style="top:0%;left:0%;width:100%;height:100%;position:absolute;"></picture>\n        </div>\n        <div class="b-img-t"></div>\n    </div>\n</div>`;
};

/** An icon: an SVG from Webnode's library in an `<embed>` recoloured by a script, as the icon blocks do. */
export const icon = (file: string) => {
  const id = wid('ImageBlock');
  return `<div class="b-img b-img-default b b-s cf wnd-orientation-square wnd-type-icon" id="${id}">\n    <div class="b-img-w">\n        <div class="b-img-c cf">\n            <div class="b-img-embed">\n                <embed alt="" data-src="${CDN}/files/${file}.svg?ph=${PH}" id="${id}_img" type="image/svg+xml" src="${CDN}/files/${file}.svg?ph=${PH}&amp;border=c9d4cf&amp;outline=a3b8ae&amp;color=b3532b"><script>checkAndChangeSvgColor('${id}_img');</script></div>\n        </div>\n        <div class="b-img-t"></div>\n    </div>\n</div>`;
};

export const button = (label: string, href: string, align: 'left' | 'center' = 'left') =>
  `<div class="b b-s b-s-t150 b-s-b150 b-btn b-btn-1 wnd-align-${align}" id="${wid('ButtonBlock')}">\n\t<a class="b-btn-c i-a" href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''}>\n\t\t<span class="b-btn-t">${label}</span>\n\t</a>\n</div>`;

/** The columns of a section: `cw` > `cw-c` > `c` (with its width) > `c-c` > `ez` > the blocks. */
export const columns = (cols: string[][], widths?: number[]) =>
  `<div class="cw cf">\n\t<div class="cw-c cf">${cols
    .map(
      (blocks, k) =>
        `<div class="c cf" style="width:${(widths?.[k] ?? 100 / cols.length).toFixed(2)}%;">\n\t<div class="c-c cf"><div class="ez cf wnd-no-cols">\n\t<div class="ez-c">${blocks.join('')}</div>\n</div></div>\n</div>`,
    )
    .join('')}</div>\n</div>`;

/**
 * A price list as the owner built it: no price-list block in this template, so each row is two columns, the
 * name in one text block and the price in another, right-aligned.
 */
export const priceRows = (rows: [name: string, price: string][]) =>
  rows
    .map(([name, price]) =>
      columns(
        [
          [text(`<p>${name}</p>`, 'wnd-price-name')],
          [text(`<p class="wnd-align-right">${price}</p>`, 'wnd-price-value')],
        ],
        [70, 30],
      ),
    )
    .join('\n');

/**
 * A table pasted from Excel into a text block: the `xl` cell classes, widths in points, `x:num` attributes,
 * and the header row plain `<td>`s in bold.
 */
export const excelTable = (head: string[], rows: string[][]) =>
  `<table border="0" cellpadding="0" cellspacing="0" width="${head.length * 128}" style="border-collapse:collapse;width:${head.length * 96}pt"><colgroup>${head
    .map((_, k) => `<col width="${k === 0 ? 220 : 110}" style="width:${k === 0 ? 165 : 83}pt">`)
    .join('')}</colgroup><tbody><tr height="21" style="height:16.0pt">${head
    .map(
      (h, k) =>
        `<td class="xl6${k === 0 ? 5 : 6}" height="21" width="${k === 0 ? 220 : 110}"><b>${h}</b></td>`,
    )
    .join('')}</tr>${rows
    .map(
      (r) =>
        `<tr height="20" style="height:15.0pt">${r
          .map((c, k) =>
            k === 0
              ? `<td class="xl67" height="20">${c}</td>`
              : `<td class="xl68" align="right"${/\d/.test(c) ? ` x:num="${c.replace(/[^\d,]/g, '').replace(',', '.')}"` : ''}>${c}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('')}</tbody></table>`;

/** The FAQ block saved closed: each question a button, each answer hidden until clicked. */
export const faq = (items: [question: string, answer: string][]) => {
  const id = wid('FaqBlock');
  return `<div class="b b-faq b-s cf" id="${id}" data-wnd_mvc_type="wnd.fe.FaqBlock">${items
    .map(
      ([q, ans], k) =>
        `<div class="b-faq-i" data-open="false"><button type="button" class="b-faq-q" id="${id}_q${k + 1}" aria-expanded="false" aria-controls="${id}_a${k + 1}"><span class="b-faq-q-t">${q}</span><span class="b-faq-ico" aria-hidden="true"></span></button><div class="b-faq-a" id="${id}_a${k + 1}" role="region" aria-labelledby="${id}_q${k + 1}" hidden style="display:none;"><div class="text">${ans}</div></div></div>`,
    )
    .join('')}</div>`;
};

export interface FormField {
  kind: 'ShortText' | 'Email' | 'Phone' | 'LongText' | 'Selectbox' | 'Date' | 'Checkbox';
  label: string;
  required?: boolean;
  options?: string[];
  placeholder?: string;
}

/** A Webnode form block: fields `field-wnd_<Kind>Field_<n>`, labels in `it-c` spans, the submit button. */
export const form = (fields: FormField[], submit: string, note = '') => {
  const formId = wid('FormBlock');
  return `<div class="b form b-s cf typo-07" id="${formId}">\n<form action="" method="post" class="wnd-form" novalidate><fieldset class="form-fieldset">${fields
    .map((f) => {
      const id = wid(`${f.kind}Field`);
      const cls = `form-input ${f.kind === 'LongText' ? 'form-textarea' : f.kind === 'Selectbox' ? 'form-select' : f.kind === 'Checkbox' ? 'form-checkbox' : 'form-text'} cf wnd-form-field${f.required ? ' wnd-required' : ''}`;
      const label = `<label for="field-${id}"><span class="it b-link"><span class="it-c">${f.label}</span></span></label>`;
      const ph = f.placeholder ? ` placeholder="${f.placeholder}"` : '';
      const req = f.required ? ' required' : '';
      const control =
        f.kind === 'LongText'
          ? `<textarea id="field-${id}" name="${id}" rows="5"${ph}${req}></textarea>`
          : f.kind === 'Selectbox'
            ? `<div class="select"><select id="field-${id}" name="${id}"${req}>${(f.options ?? []).map((o, k) => `<option value="${o}"${k === 0 ? ' selected' : ''}>${o}</option>`).join('')}</select></div>`
            : f.kind === 'Checkbox'
              ? `<input id="field-${id}" name="${id}" type="checkbox" value="1"${req}>`
              : `<input id="field-${id}" name="${id}" type="${f.kind === 'Email' ? 'email' : f.kind === 'Phone' ? 'tel' : f.kind === 'Date' ? 'date' : 'text'}" value="" maxlength="255"${ph}${req}>`;
      return `<div class="${cls}">${f.kind === 'Checkbox' ? `${control}${label}` : `${label}${control}`}</div>`;
    })
    .join(
      '',
    )}<div class="form-submit b-s cf"><button class="b-btn b-btn-3 b-btn-atc" type="submit" name="send" value="${formId}"><span class="b-btn-t">${submit}</span></button></div>${note ? `<div class="form-note">${note}</div>` : ''}</fieldset></form>\n</div>`;
};

export const map = (query: string) => {
  const id = wid('MapBlock');
  return `<div class="b b-map b-s" style="margin-left:0%;margin-right:0%;">\n\t<div class="b-c" id="${id}_container" style="position:relative;padding-bottom:56.25%;">\n\t\t<iframe src="https://web-1076.webnode.it/widgets/googlemaps/?z=15&amp;a=${encodeURIComponent(query).replace(/%20/g, '+')}&amp;s=" style="position:absolute;top:0%;left:0%;width:100%;height:100%;" title="Mappa" loading="lazy"></iframe>\n\t</div>\n</div>`;
};

export interface Product {
  name: string;
  slug: string;
  /** As the e-shop prints it: "49,18 €". */
  price: string;
  /** The line under the price ("IVA esclusa"). */
  priceNote?: string;
  perex: string;
  image?: string;
}

/**
 * The e-shop product list block the club uses as a booking widget: a card per product (image, name, short
 * description, price with its note, the "Prenota" button) and the template's sample product left in.
 */
export const productList = (products: Product[], buttonLabel: string) => {
  const id = wid('ProductsListBlock');
  return `<div class="b b-s b-ec-pl ec-pl-grid ec-pl-3 cf" id="${id}" data-wnd_mvc_type="wnd.fe.ProductsListBlock"><div class="ec-pl-w"><ul class="ec-pl-list">${products
    .map(
      (pr) =>
        `<li class="ec-pl-item" data-product-id="${rnd()}"><a class="ec-pl-link" href="/p/${pr.slug}/"><div class="ec-pl-img">${pr.image ? `<img src="${FILES}/${fileId()}/450/${pr.image}.jpg?ph=${PH}" alt="${pr.name}" loading="lazy">` : `<span class="ec-pl-img-placeholder"></span>`}</div><div class="ec-pl-title"><span>${pr.name}</span></div></a><div class="ec-pl-perex">${pr.perex}</div><div class="ec-pl-price"><span class="ec-price">${pr.price}</span>${pr.priceNote ? `<span class="ec-price-note">${pr.priceNote}</span>` : ''}</div><div class="ec-pl-btn"><a class="b-btn b-btn-1 ec-btn-add" href="/p/${pr.slug}/"><span class="b-btn-t">${buttonLabel}</span></a></div></li>`,
    )
    .join('')}</ul></div></div>`;
};

/* ── Sections ───────────────────────────────────────────────────────────────────────────────────────── */

export interface SectionOptions {
  /** Webnode's section design: 's-basic' (white), 's-contrast' (the accent colour), 's-hero'. */
  variant?: 'basic' | 'contrast' | 'hero' | 'grey';
  background?: string;
}

/** A section: `s` > `s-w` > `s-o` > `s-bg` and `s-c` > `ez` > `ez-c` > the blocks. */
export const section = (blocks: string[], o: SectionOptions = {}) => {
  const variant = o.variant ?? 'basic';
  const sc =
    variant === 'contrast' ? 'sc-m' : variant === 'grey' ? 'sc-ml' : variant === 'hero' ? 'sc-d' : 'sc-w';
  const bg = o.background
    ? `<div class="s-bg-l wnd-background-image fx-none bgpos-center-center bgatt-scroll" style="background-image:url('${FILES}/${fileId()}/${o.background}.jpg?ph=${PH}')"></div><div class="s-bg-l s-bg-lo overlay-black-light"></div>`
    : '<div class="s-bg-l"></div>';
  return `<section class="s s-${variant === 'hero' ? 'hm s-hm-claims' : 'basic'} cf ${sc}${o.background ? ' wnd-background-image' : ''} wnd-w-default wnd-s-normal wnd-h-auto">\n\t<div class="s-w cf">\n\t\t<div class="s-o s-fs cf">\n\t\t\t<div class="s-bg cf">${bg}</div>\n\t\t\t<div class="s-c s-fs cf">\n\t\t\t\t<div class="ez cf">\n\t<div class="ez-c">${blocks.join('\n')}</div>\n</div>\n\t\t\t</div>\n\t\t</div>\n\t</div>\n</section>`;
};

/* ── Menus ──────────────────────────────────────────────────────────────────────────────────────────── */

interface MenuItem {
  label: string;
  href: string;
  children?: MenuItem[];
}

const itMenu: MenuItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Il circolo',
    href: '/il-circolo/',
    children: [
      { label: 'I campi', href: '/campi/' },
      { label: 'Bar e ristoro', href: '/bar-ristoro/' },
      { label: 'Orari', href: '/orari/' },
      { label: 'Regolamento', href: '/regolamento/' },
    ],
  },
  {
    label: 'Tariffe',
    href: '/tariffe-campi/',
    children: [{ label: 'Quote associative', href: '/quote-associative/' }],
  },
  {
    label: 'Scuola tennis',
    href: '/scuola-tennis/',
    children: [
      { label: 'Corsi padel', href: '/corsi-padel/' },
      { label: 'Summer Camp 2027', href: '/summer-camp-2027/' },
      { label: 'Summer Camp 2026', href: '/summer-camp-2026/' },
    ],
  },
  { label: 'Tornei', href: '/tornei/' },
  { label: 'News', href: '/news/' },
  { label: 'FAQ', href: '/faq/' },
  { label: 'Prenota', href: '/prenota/' },
  { label: 'Contatti', href: '/contatti/' },
];

const enMenu: MenuItem[] = [
  { label: 'Home', href: '/en/' },
  { label: 'Our courts', href: '/en/courts/' },
  { label: 'Court fees', href: '/en/court-fees/' },
  { label: 'Opening hours', href: '/en/opening-hours/' },
  { label: 'Contact', href: '/en/contact/' },
];

const pathOfHref = (href: string) => (href === '/' ? '/' : href.replace(/\/$/, ''));

const isActive = (item: MenuItem, path: string): boolean =>
  pathOfHref(item.href) === path ||
  (item.href === '/news/' && path.startsWith('/l/')) ||
  (item.children ?? []).some((c) => isActive(c, path));

const menuItems = (items: MenuItem[], path: string, level: number): string =>
  `<ul role="menubar" aria-label="Menu" class="level-${level}">${items
    .map((item) => {
      const cls = [
        isActive(item, path) ? 'wnd-active' : '',
        pathOfHref(item.href) === path ? 'wnd-active-path' : '',
        item.href === '/' || item.href === '/en/' ? 'wnd-homepage' : '',
        item.children ? 'wnd-with-submenu' : '',
      ]
        .filter(Boolean)
        .join(' ');
      return `<li role="none"${cls ? ` class="${cls}"` : ''}>\n\t\t\t<a class="menu-item" role="menuitem" href="${item.href}"><span class="menu-item-text">${item.label}</span></a>\n\t\t\t${item.children ? menuItems(item.children, path, level + 1) : ''}\n\t\t</li>`;
    })
    .join('')}</ul>`;

const header = (page: CtbPage) => {
  const it = page.lang === 'it';
  const items = it ? itMenu : enMenu;
  const home = it ? '/' : '/en/';
  const logoId = wid('LogoBlock');
  return `<header class="l-h cf">\n<div class="sw cf">\n\t<div class="sw-c cf"><section data-space="true" class="s s-hn s-hn-default wnd-mt-classic wnd-na-c logo-classic sc-w wnd-w-wider wnd-nh-m hm-hidden wnd-nav-border menu-default-underline-grow">\n\t<div class="s-w">\n\t\t<div class="s-o">\n\t\t\t<div class="s-bg">\n\t\t\t\t<div class="s-bg-l"></div>\n\t\t\t</div>\n\t\t\t<div class="h-w h-f wnd-fixed">\n\t\t\t\t<div class="n-l">\n\t\t\t\t\t<div class="s-c menu-nav">\n\t\t\t\t\t\t<div class="logo-block">\n\t\t\t\t\t\t\t<div class="b b-l logo logo-default logo-nb roboto-slab wnd-logo-with-text wnd-iar-1-1 logo-25 b-ls-l" id="${logoId}" data-wnd_mvc_type="wnd.fe.LogoBlock">\n\t<div class="b-l-c logo-content">\n\t\t<a class="b-l-link logo-link" href="${home}">\n\t\t\t<div class="b-l-img logo-img"><div class="b-l-img-w logo-img-w"><img src="${FILES}/200000002-5b1a25b1a4/200/logo-ctpb.png?ph=${PH}" alt="${CTB_NAME}" width="200" height="200"></div></div>\n\t\t\t<div class="b-l-br logo-br"></div>\n\t\t\t<div class="b-l-text logo-text-wrapper">\n\t\t\t\t<div class="b-l-text-w logo-text">\n\t\t\t\t\t<span class="b-l-text-c logo-text-cell">${size(120, b('Circolo Tennis &amp; Padel Brenta'))}</span>\n\t\t\t\t</div>\n\t\t\t</div>\n\t\t</a>\n\t</div>\n</div>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t\t<div id="menu-slider">\n\t\t\t\t\t\t\t<div id="menu-block">\n\t\t\t\t\t\t\t\t<nav id="menu"><div class="menu-font menu-wrapper">\n\t<a href="#" class="menu-close" rel="nofollow" title="${it ? 'Chiudi menu' : 'Close Menu'}"></a>\n\t${menuItems(items, page.path, 1)}<span class="more-text">${it ? 'Altro' : 'More'}</span>\n</div></nav>\n\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t\t<div class="cart-and-mobile">\n\t\t\t\t\t\t\t<div id="menu-mobile">\n\t\t\t\t\t\t\t\t<a href="#" id="menu-submit"><span></span>Menu</a>\n\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t</div>\n\t\t\t\t</div>\n\t\t\t</div>\n\t\t</div>\n\t</div>\n</section></div>\n</div>\n<div id="mobile-menu-wrapper" class="menu-mobile-wrapper wnd-hidden" aria-hidden="true" style="display:none;"><nav class="menu-mobile-nav"><div class="menu-font">${menuItems(items, page.path, 1)}</div></nav></div>\n</header>`;
};

/* ── Footer, badge, cookie bar ──────────────────────────────────────────────────────────────────────── */

const footer = (page: CtbPage) => {
  const it = page.lang === 'it';
  return `<footer class="l-f cf">\n<div class="sw cf">\n\t<div class="sw-c cf"><section data-wn-border-element="s-f-border" class="s s-f s-f-basic s-f-simple sc-d wnd-background-solid wnd-w-default wnd-s-higher">\n\t<div class="s-w">\n\t\t<div class="s-o">\n\t\t\t<div class="s-bg">\n\t\t\t\t<div class="s-bg-l"></div>\n\t\t\t</div>\n\t\t\t<div class="s-c s-f-l-w s-f-border">\n\t\t\t\t<div class="s-f-l b-s b-s-t0 b-s-b0">\n\t\t\t\t\t<div class="s-f-l-c s-f-l-c-first">\n\t\t\t\t\t\t<div class="s-f-cr"><span class="it b-link"><span class="it-c">© 2026 ${CTB_ASD} · ${CTB_STREET}, ${CTB_TOWN} · Tel. <a href="${CTB_PHONE_HREF}">${CTB_PHONE}</a> · WhatsApp <a href="${CTB_WHATSAPP_HREF}" target="_blank" rel="noopener">${CTB_WHATSAPP}</a> · <a href="mailto:${CTB_EMAIL}">${CTB_EMAIL}</a><br>C.F. ${CTB_CF} · P.IVA ${CTB_VAT} · ${it ? 'Affiliato' : 'Affiliated to'} FITP · <a href="/termini-e-privacy/">${it ? 'Termini e privacy' : 'Terms &amp; privacy (Italian)'}</a></span></span></div>\n\t\t\t\t\t\t<div class="s-f-sf"><span class="sf b">\n<a href="#" rel="nofollow" class="sf-link sf-cookies" data-wnd_cookie_settings="1">${it ? 'Impostazioni cookie' : 'Cookie settings'}</a>\n<span class="sf-content sf-c link">${it ? 'Creato con' : 'Made with'} <a href="https://www.webnode.it?utm_source=text&amp;utm_medium=footer&amp;utm_content=wnd2&amp;utm_campaign=signature" rel="noopener nofollow" target="_blank">Webnode</a></span>\n</span></div>\n\t\t\t\t\t</div>\n\t\t\t\t\t<div class="s-f-l-c s-f-l-c-last">\n\t\t\t\t\t\t<div class="s-f-lang lang-select cf">\n\t<a class="s-f-lang-title" href="#">${it ? 'Lingue' : 'Languages'}</a>\n\t<ul class="s-f-lang-list"><li${it ? ' class="wnd-active"' : ''}><a href="/" hreflang="it" lang="it"><span class="lang-flag lang-flag-it"></span>Italiano</a></li><li${it ? '' : ' class="wnd-active"'}><a href="/en/" hreflang="en" lang="en"><span class="lang-flag lang-flag-en"></span>English</a></li></ul>\n</div>\n\t\t\t\t\t\t<div class="s-f-social"><a href="${CTB_FACEBOOK}" target="_blank" rel="noopener" class="s-f-social-fb" aria-label="Facebook"></a><a href="${CTB_INSTAGRAM}" target="_blank" rel="noopener" class="s-f-social-ig" aria-label="Instagram"></a></div>\n\t\t\t\t\t</div>\n\t\t\t\t</div>\n\t\t\t</div>\n\t\t</div>\n\t</div>\n</section></div>\n</div>\n</footer>`;
};

/** The bar free Webnode sites carry under the page: "Creato con Webnode" and the sign-up button. */
const badge = (lang: 'it' | 'en') =>
  `<div id="wnd_footer"><style type="text/css">#wnd_footer {display: block; box-sizing: border-box; text-align: center; overflow: hidden; position: relative; width: 100%; font-family: Arial, Roboto, Helvetica, sans-serif; font-weight: normal; font-style: normal; font-size: 15px; line-height: 1.5; background-color: rgba(0, 0, 0, 0.7);}#wnd_footer a {color: #fff; text-decoration: none; display: inline-block;}#wnd_footer_left_wrapper {padding: 12px 12px 6px;}#wnd_footer_right_wrapper {padding: 6px 12px 14px;}#wnd_footer_logo {background: url(${CDN}/client/img/wnd-logo2.svg?ph=${PH}) no-repeat; display: inline-block; width: 103px; height: 20px; opacity: .83;}#wnd_footer_logo b {opacity: 0;}#wnd_footer_button {border: 1px solid #fff; border-radius: 3px; padding: 4px 12px;}@media only screen and (min-width: 480px) {#wnd_footer_left {float: left; min-height: 60px; width: auto; display: table;}#wnd_footer_left_wrapper {text-align: left; padding: 8px 160px 8px 12px; display: table-cell; vertical-align: middle;}#wnd_footer_right {position: absolute; top: 0; right: 12px; bottom: 0; width: auto;}#wnd_footer_right_wrapper {text-align: right; padding: 19px 0;}}</style><div id="wnd_footer_left"><div id="wnd_footer_left_wrapper"><a href="https://www.webnode.it?utm_source=text&amp;utm_medium=footer&amp;utm_content=wnd2&amp;utm_campaign=signature" rel="noopener nofollow" target="_blank">${lang === 'it' ? 'Creato con Webnode' : 'Made with Webnode'}</a> <a href="https://www.webnode.it?utm_source=brand&amp;utm_medium=footer&amp;utm_content=wnd2&amp;utm_campaign=signature" rel="noopener nofollow" target="_blank" id="wnd_footer_logo"><b>Webnode</b></a></div></div><div id="wnd_footer_right"><div id="wnd_footer_right_wrapper"><a href="https://www.webnode.it?utm_source=button&amp;utm_medium=footer&amp;utm_content=wnd2&amp;utm_campaign=signature" rel="noopener nofollow" target="_blank" id="wnd_footer_button">${lang === 'it' ? 'Crea il tuo sito web gratis!' : 'Create your website for free!'}</a></div></div></div>`;

/** Webnode's cookie bar, printed for its script to show until a button is clicked. */
const cookieBar = (lang: 'it' | 'en') => {
  const it = lang === 'it';
  return `<div id="cookieBar" class="cb cb-light cb-bottom wnd-cookie-bar" role="dialog" aria-live="polite" aria-label="Cookie" style="display:none;"><div class="cb-w"><div class="cb-c"><p class="cb-t">${it ? 'Utilizziamo i cookie per consentire il corretto funzionamento e la sicurezza del nostro sito web e per offrirti la migliore esperienza utente possibile.' : 'We use cookies to enable the proper functioning and security of our website, and to offer you the best possible user experience.'}</p><div class="cb-btns"><button type="button" class="cb-btn cb-btn-settings" data-cookie-settings="1">${it ? 'Impostazioni avanzate' : 'Advanced settings'}</button><button type="button" class="cb-btn cb-btn-accept" data-cookie-accept="all">${it ? 'Accetta tutti i cookie' : 'Accept all cookies'}</button></div></div></div><div class="cb-settings" hidden style="display:none;"><p class="cb-settings-t">${it ? 'Impostazioni dei cookie' : 'Cookie settings'}</p><label class="cb-cat"><input type="checkbox" checked disabled> ${it ? 'Cookie tecnici (sempre attivi)' : 'Technical cookies (always on)'}</label><label class="cb-cat"><input type="checkbox" name="analytics"> ${it ? 'Cookie analitici' : 'Analytics cookies'}</label><label class="cb-cat"><input type="checkbox" name="marketing"> ${it ? 'Cookie di marketing' : 'Marketing cookies'}</label><button type="button" class="cb-btn cb-btn-save">${it ? 'Salva le impostazioni' : 'Save settings'}</button></div></div>`;
};

/**
 * Lays out a page as Webnode serves it: the conditional `<html>` comments, the head (title with " :: ",
 * generator "Webnode 2", the template's stylesheets on the CDN, Open Graph tags, canonical with the trailing
 * slash, the SVG recolouring script and Analytics), `body.l` with the template's classes, `.wnd-page` >
 * `.l-w`, the header, `<main class="l-m">` holding the sections, the footer, the badge bar, the cookie bar
 * and the scripts. No hreflang: the language list in the footer leads only to each language's home page.
 */
export function ctbLayout(page: CtbPage): SitePage {
  const it = page.lang === 'it';
  const kind = page.kind ?? 'page';
  const slashPath = page.path === '/' ? '/' : `${page.path}/`;
  const url = `${CTB_SITE}${slashPath}`;
  const title =
    kind === 'home'
      ? `${CTB_NAME}${it ? '' : ' :: Tennis &amp; padel near Padua'}`
      : `${page.title} :: ${CTB_NAME}`;
  const html = `<!DOCTYPE html>
<!--[if IE 8]><html class="ie ie8 no-js" lang="${page.lang}"><![endif]-->
<!--[if IE 9]><html class="ie ie9 no-js" lang="${page.lang}"><![endif]-->
<!--[if gt IE 9]><!--><html class="no-js" lang="${page.lang}" prefix="og: https://ogp.me/ns#"><!--<![endif]-->
<head>
	<meta charset="utf-8">
	<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
	<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
	<meta name="msapplication-tap-highlight" content="no">
	<link href="${CDN}/files/2z/2zf/2zf89c.css?ph=${PH}" rel="stylesheet">
	<link href="${CDN}/files/0j/0jj/0jjtww.css?ph=${PH}" rel="stylesheet">
	<link rel="stylesheet" href="${CDN}/files/3s/3sa/3sa0qk.css?ph=${PH}" data-wnd_color_scheme_file="">
	<link rel="stylesheet" href="${CDN}/files/1b/1b7/1b7c9m.css?ph=${PH}" data-wnd_additive_color_file="">
	<link rel="stylesheet" href="${CDN}/files/2f/2f9/2f9knw.css?ph=${PH}" data-wnd_typography_file="">
	<link rel="shortcut icon" href="${FILES}/200000001-2e1fd2e1ff/favicon-ctpb.ico?ph=${PH}">
	<title>${title}</title>
	<meta name="description" content="${page.description}">
	<meta name="keywords" content="${it ? 'tennis, padel, circolo tennis, Stra, Riviera del Brenta, Padova, scuola tennis, corsi padel, summer camp' : 'tennis, padel, tennis club, Stra, Riviera del Brenta, Padua, Venice'}">
	<meta name="generator" content="Webnode 2">
	<meta name="apple-mobile-web-app-capable" content="yes">
	<meta name="apple-mobile-web-app-status-bar-style" content="black">
	<meta name="format-detection" content="telephone=no">
	<meta property="og:url" content="${url}">
	<meta property="og:title" content="${title}">
	<meta property="og:type" content="${kind === 'article' ? 'article' : 'website'}">
	<meta property="og:description" content="${page.description}">
	<meta property="og:site_name" content="${CTB_NAME}">
	<meta property="og:image" content="${FILES}/200000007-c41f1c41f3/700/campi-terra-rossa.jpg?ph=${PH}">
${page.published ? `	<meta property="og:article:published_time" content="${page.published[1]}T00:00:00+0100">\n` : ''}	<meta name="robots" content="index,follow">
	<link rel="canonical" href="${url}">
	<script>window.checkAndChangeSvgColor=function(c){try{var a=document.getElementById(c);if(a){c=[["border","borderColor"],["outline","outlineColor"],["color","color"]];for(var h,b,d,f=[],e=0,m=c.length;e<m;e++)if(h=window.getComputedStyle(a)[c[e][1]].replace(/\\s/g,"").match(/^rgb[a]?\\(([0-9]{1,3}),([0-9]{1,3}),([0-9]{1,3})/i)){b="";for(var g=1;3>=g;g++)b+=("0"+parseInt(h[g],10).toString(16)).slice(-2);"0"===b.charAt(0)&&(d=parseInt(b.substr(0,2),16),d=Math.max(16,d),b=d.toString(16)+b.slice(-4));f.push(c[e][0]+"="+b)}if(f.length){var k=a.getAttribute("data-src"),l=k+(0>k.indexOf("?")?"?":"&")+f.join("&");a.src!=l&&(a.src=l,a.outerHTML=a.outerHTML)}}}catch(n){}};</script>
	<script>(function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){(i[r].q=i[r].q||[]).push(arguments)},i[r].l=1*new Date();a=s.createElement(o),m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)})(window,document,'script','//www.google-analytics.com/analytics.js','ga');ga('create', 'UA-797705-6', 'auto',{"name":"wnd_header"});ga('wnd_header.set', 'dimension1', 'W2');ga('wnd_header.set', 'anonymizeIp', true);ga('wnd_header.send', 'pageview');</script>
</head>
<body class="l wt-${kind === 'home' ? 'home' : kind === 'article' ? 'blog-article' : 'page'} ac-h ac-i ac-n l-default l-d-none b-btn-sq b-btn-s-l b-btn-dn b-btn-bw-1 img-d-n img-t-u img-h-z line-solid b-e-ds lbox-d c-s-n wnd-fe wnd-multilang">
	<div class="wnd-page l-page cs-gray ac-terracotta t-t-fs-m t-t-fw-m t-t-sp-n t-t-d-n t-s-fs-s t-s-fw-m t-s-sp-n t-s-d-n t-p-fs-m t-p-fw-m t-p-sp-n t-h-fs-m t-h-fw-m t-h-sp-n t-bq-fs-m t-bq-fw-m t-bq-sp-n t-bq-d-l t-btn-fw-l t-nav-fw-l t-pd-fw-s t-nav-tt-n">
		<div class="l-w t cf t-24">
			<div class="l-bg cf">
				<div class="s-bg-l"></div>
			</div>
${header(page)}
<main class="l-m cf">
<div class="sw cf">
	<div class="sw-c cf">${page.sections.join('\n')}</div>
</div>
</main>
${footer(page)}
		</div>
	</div>
${badge(page.lang)}
${cookieBar(page.lang)}
<script src="${CDN}/files/3z/3zk/3zkvxd.js?ph=${PH}" crossorigin="anonymous" type="text/javascript"></script>
<script>wnd.$system = {"fileSystemType":"aws_s3","localFilesPath":"${FILES}/","awsS3FilesPath":"https://circolo-tennis-brenta.webnode.it/_files/","staticFiles":"${CDN}/files"}; wnd.$dbConfig = {"lang":"${page.lang}","project":{"id":4871236,"isMultilang":true,"defaultLang":"it"},"page":{"id":${100000 + (rnd() % 9000)},"url":"${slashPath}"}}; wnd.$settings = {"cookieBar":{"enabled":true,"position":"bottom","theme":"light"}};</script>
<script>!function(){if(document.body.classList.contains("wnd-cms")===!1){var e=document.querySelectorAll(".s-f-cr .it-c");[].forEach.call(e,function(e){""===e.innerHTML.trim()&&(e.className+=" empty")})}}();</script>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** Webnode's "page not found" page. */
export const ctbNotFound: CtbPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  sections: [
    section([
      text(
        `<h1 class="wnd-align-center">Pagina non trovata</h1>\n<p class="wnd-align-center">La pagina che stai cercando non esiste più o è stata spostata.</p>`,
      ),
      button('Torna alla home', '/', 'center'),
    ]),
  ],
};
