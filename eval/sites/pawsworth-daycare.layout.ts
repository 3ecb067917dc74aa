import type { SitePage } from './site-server.ts';

/**
 * A page of Pawsworth as the Site.pro website builder publishes it (the builder many hosts white-label, with
 * the PHP runtime that prints the published pages). The body is `div#wb_root.root.wb-layout-vertical`, the
 * empty `div.wb_sbg`, then three layout elements named after the page's 32-hex id: `wb_header_<id>`,
 * `wb_main_<id>` and `wb_footer_<id>`. Every element is a `div.wb_element` with a generated 32-hex id
 * (`a` + the editor's millisecond clock + a counter + random) and its `data-plugin`: `LayoutElement`s nest as
 * rows (`div.wb_content.wb-layout-horizontal`) and columns (`wb-layout-vertical`), placed by the page's
 * bundled stylesheet, never by inline styles; `TextArea`s hold CKEditor's markup (`<p class="wb-stl-normal">`,
 * `<h1 class="wb-stl-heading1">`…, `wb-stl-custom<n>` styles, `<strong>`, colour spans, an empty paragraph
 * holding a non-breaking space for a blank line, `\n\n` between blocks), and a heading and the text under it
 * are usually two TextAreas; `Picture`s from `gallery_gen/` (an md5 and the crop, `?ts=`), icons as
 * FontAwesome glyphs drawn in an inline SVG `<text>`; `Button`s (`a.wb_button` > `span`); `Shape`s and
 * `Line`s; the `Table` element (`table.wb_table`, every cell a `<td id="<element>_cell_<n>">` > `div` >
 * paragraphs, the header row too); the `Accordion` (Bootstrap panels, the first saved open, the rest
 * `collapse`); the `Gallery` (a script whose JSON holds the photos and their titles); the `GoogleMaps` element
 * never given an API key (its overlay text is all it shows); the `Form` element (a table of `th` labels); the
 * `Blog` element (`a.wb-blog-item` cards with `span.date` as '2026-11-10 14:05' and a description cut at 200
 * characters, and the post view); the `Menu` (`ul.hmenu` with sub-menus as nested lists, the current page
 * `li.wb_this_page_menu_item`, the `btn-collapser` for phones); `WB_Footer` with its empty `div.wb_footer`,
 * and the PhotoSwipe markup at the end. The head holds the builder's cookie-consent scripts (the banner's
 * text only in a script), the bundles and `<base href>` with the site's own address: links are relative
 * (`Dog-Daycare`, `Blog/…#wbb1`), with no trailing slash (`useTrailingSlashes = false`).
 */
export interface PawsworthPage {
  /** Site.pro page URLs: the page name with hyphens, capitals kept ('Pick-up-and-Drop-off'); home at '/'. */
  path: string;
  /** The SEO title typed in the page settings. */
  title: string;
  description: string;
  keywords?: string;
  /** The elements of `wb_main`, top to bottom. */
  main: string[];
  unlisted?: boolean;
}

export const PW_SITE = 'http://pawsworth-daycare.test/';
export const PW_NAME = 'Pawsworth';
export const PW_COMPANY = 'Pawsworth Dog Care Ltd';
export const PW_COMPANY_NO = '11839574';
export const PW_LICENCE = 'AWL/2025/0173';
export const PW_FARM = 'Larkhill Farm, Moston Lane';
export const PW_TOWN = 'Upton-by-Chester, Chester';
export const PW_POSTCODE = 'CH2 4QT';
export const PW_PHONE = '01632 960 384';
export const PW_PHONE_HREF = 'tel:+441632960384';
export const PW_VAN = '07700 900 815';
export const PW_VAN_HREF = 'tel:+447700900815';
export const PW_EMAIL = 'hello@pawsworth-daycare.test';
export const PW_FACEBOOK = 'https://www.facebook.com/pawsworthchester';
export const PW_INSTAGRAM = 'https://www.instagram.com/pawsworth_chester/';

/* ── Ids: the editor's clock in ms, a counter, random; a seeded sequence keeps every page the same ───────── */

let seed = 0x5a17c0de;
const next = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
};
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0').slice(-width);
let clock = 0x19c8a4f2e10; // March 2026, when the site was rebuilt on the layout editor
let counter = 0;
/** A Site.pro element id: 'a' + 11 hex of the editor's clock + 2 hex of a counter + 18 hex of random. */
export const newId = () => {
  clock += 1 + (next() % 7);
  counter = (counter + 1) % 256;
  return `a${hex(clock, 11)}${hex(counter, 2)}${hex(next(), 8)}${hex(next(), 8)}${hex(next(), 2)}`;
};
const md5ish = () => `${hex(next(), 8)}${hex(next(), 8)}${hex(next(), 8)}${hex(next(), 8)}`;
const TS = 1_762_785_900; // the last publish, 10 November 2026
const BUILD = '20261110143500';

/* ── Text, as the CKEditor of the TextArea element saves it ───────────────────────────────────────────── */

type Style =
  | 'normal'
  | 'subtitle'
  | 'highlight'
  | 'footer'
  | 'custom1'
  | 'custom2'
  | 'custom3'
  | 'custom4'
  | 'custom5';

const alignAttr = (align?: 'left' | 'center' | 'right') => (align ? ` style="text-align: ${align};"` : '');

export const p = (html: string, style: Style = 'normal', align?: 'left' | 'center' | 'right') =>
  `<p class="wb-stl-${style}"${alignAttr(align)}>${html}</p>`;
export const h = (level: 1 | 2 | 3 | 4, html: string, align?: 'left' | 'center' | 'right') =>
  `<h${level} class="wb-stl-heading${level}"${alignAttr(align)}>${html}</h${level}>`;
/** An empty line: CKEditor keeps it as a paragraph holding a non-breaking space. */
export const gap = '<p class="wb-stl-normal">\u00a0</p>';
export const strong = (html: string) => `<strong>${html}</strong>`;
export const em = (html: string) => `<em>${html}</em>`;
export const colour = (html: string, rgba = 'rgba(47,107,79,1)') =>
  `<span style="color:${rgba};">${html}</span>`;
export const size = (html: string, px: number) => `<span style="font-size:${px}px;">${html}</span>`;
/** A link to one of the site's pages (`data-type="page"`) or elsewhere. */
export const link = (label: string, href: string) =>
  href.startsWith('http') || href.startsWith('mailto:') || href.startsWith('tel:')
    ? `<a data-_="Link" href="${href}"${href.startsWith('http') ? ' target="_blank"' : ''}>${label}</a>`
    : `<a data-type="page" href="${href}">${label}</a>`;
export const list = (...items: string[]) =>
  `<ul>\n${items.map((x) => `<li class="wb-stl-normal">${x}</li>`).join('\n')}\n</ul>`;

/* ── Elements ─────────────────────────────────────────────────────────────────────────────────────────── */

/** A TextArea: its paragraphs, headings and lists, a blank line between each. */
export const text = (...blocks: string[]) =>
  `<div id="${newId()}" class="wb_element wb_text_element" data-plugin="TextArea" style=" line-height: normal;">${blocks.join('\n\n')}\n</div>`;

const layout = (dir: 'horizontal' | 'vertical', children: string[], extra = '') =>
  `<div id="${newId()}" class="wb_element${extra} wb-layout-element" data-plugin="LayoutElement"><div class="wb_content wb-layout-${dir}">${children.join('')}</div></div>`;

/** A row: a LayoutElement laying its children side by side. */
export const row = (...children: string[]) => layout('horizontal', children);
/** A column (and a section of the page): a LayoutElement stacking its children. */
export const col = (...children: string[]) => layout('vertical', children);
/** A section with the entry animation the template gave it. */
export const section = (...children: string[]) =>
  `<div id="${newId()}" class="wb_element wb-anim-entry wb-anim wb-anim-fade-in-none wb-layout-element" data-plugin="LayoutElement" data-wb-anim-entry-time="0.6" data-wb-anim-entry-delay="0"><div class="wb_content wb-layout-vertical">${children.join('')}</div></div>`;
/** A card whose whole box is a link. */
export const linkedCol = (href: string, ...children: string[]) =>
  `<div id="${newId()}" class="wb_element wb-layout-element wb-layout-has-link" data-plugin="LayoutElement"><a class="wb-layout-link" href="${href}"></a><div class="wb_content wb-layout-vertical">${children.join('')}</div></div>`;

/** An uploaded picture: gallery_gen/<md5>_<w>x<h>_fit.jpg, the file's name lost, only the alt text kept. */
export const picture = (alt: string, w: number, hgt: number, href?: string) => {
  const img = `<img loading="lazy" alt="${alt}" src="gallery_gen/${md5ish()}_${w}x${hgt}_fit.jpg?ts=${TS}">`;
  return `<div id="${newId()}" class="wb_element wb_element_picture" data-plugin="Picture" title=""><div class="wb_picture_wrap"><div class="wb-picture-wrapper">${href ? `<a href="${href}">${img}</a>` : img}</div></div></div>`;
};

/** An icon: a FontAwesome glyph drawn in an SVG text node, as the Picture element saves icons. */
export const icon = (glyph: number, rgb = '#2f6b4f', href?: string) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1793.982" height="1793.982" viewBox="0 0 1793.982 1793.982" style="direction: ltr; color:${rgb}"><text x="129.501415" y="1537.02" font-size="1792" fill="currentColor" style='font-family: "FontAwesome"'>${String.fromCodePoint(glyph)}</text></svg>`;
  return `<div id="${newId()}" class="wb_element wb_element_picture" data-plugin="Picture" title=""><div class="wb_picture_wrap" style="height: 100%"><div class="wb-picture-wrapper" style="overflow: visible; display: flex">${href ? `<a href="${href}">${svg}</a>` : svg}</div></div></div>`;
};
export const FA = {
  phone: 0xf095,
  envelope: 0xf0e0,
  marker: 0xf041,
  clock: 0xf017,
  paw: 0xf1b0,
  truck: 0xf0d1,
  star: 0xf005,
  check: 0xf00c,
  facebook: 0xf09a,
  instagram: 0xf16d,
  whatsapp: 0xf232,
  scissors: 0xf0c4,
  moon: 0xf186,
} as const;

export const button = (label: string, href?: string) =>
  `<div id="${newId()}" class="wb_element" data-plugin="Button"><a class="wb_button"${href ? ` href="${href}"` : ''}><span>${label}</span></a></div>`;

export const shape = () =>
  `<div id="${newId()}" class="wb_element wb_element_shape" data-plugin="Shape"><div class="wb_shp"></div></div>`;

export const line = () =>
  `<div id="${newId()}" class="wb_element wb-elm-orient-horizontal" data-plugin="Line"><div class="wb-elm-line"></div></div>`;

/** The Table element: every cell a td with its id, its text in a div; the header row is td too. */
export const table = (rows: string[][], headerRow = true) => {
  const id = newId();
  let n = 0;
  return `<div id="${id}" class="wb_element" data-plugin="Table"><table class="wb_table">${rows
    .map(
      (cells, r) =>
        `<tr>${cells
          .map((cell) => {
            n += 1;
            const body = cell
              .split('\n')
              .map((x) => p(r === 0 && headerRow ? strong(x) : x))
              .join('\n');
            return `<td id="${id}_cell_${n}"><div>${body}</div></td>`;
          })
          .join('')}</tr>`,
    )
    .join('')}</table></div>`;
};

/** The Accordion element as Bootstrap panels: the first saved open, the others collapsed (hidden by CSS). */
export const accordion = (items: [question: string, ...answer: string[]][]) => {
  const id = newId();
  return `<div id="${id}" class="wb_element wb-accordion" data-plugin="Accordion"><div class="wb-accordion-type-accordion"><div class="panel-group" id="${id}-list">${items
    .map(([question, ...answer], i) => {
      const open = i === 0;
      return `<div class="panel panel-default ${open ? 'in' : ''}" data-item-id="${i}"><div class="panel-heading" id="${id}-item-heading${i}"><div class="panel-title left"><a class="wb-accordion-title ${open ? '' : 'collapsed'}" role="button" data-toggle="collapse" data-parent="#${id}-list" href="#${id}-item-${i}" expanded="true" aria-controls="${id}-item-${i}" onclick="var $this=$(this);$this.parents('.panel-group').find('.panel').removeClass('in');$this.hasClass('collapsed') &amp;&amp; $this.parents('.panel').addClass('in');"><div>${question}</div><span class="glyphicon pull-right"></span></a></div></div><div class="panel-collapse collapse ${open ? 'in' : ''}" id="${id}-item-${i}" role="tabpanel" aria-labelledby="${id}-item-heading${i}"><div class="panel-body">${col(text(...answer.map((x) => p(x))))}</div></div></div>`;
    })
    .join('')}</div></div></div>`;
};

/** The Gallery element: nothing but a script; the photos and their titles are in its JSON. */
export const gallery = (photos: [title: string, w: number, hgt: number][], type = 'slideshow') => {
  const id = newId();
  const images = photos.map(([title, w, hgt]) => ({
    thumb: `gallery_gen/${md5ish()}_${Math.round(w / 2)}x${Math.round(hgt / 2)}_fill.jpg`,
    src: `gallery_gen/${md5ish()}_fit.jpg?ts=${TS}`,
    width: w,
    height: hgt,
    title,
    link: null,
    description: '',
    address: '',
  }));
  const options = {
    id,
    height: 420,
    type,
    trackResize: true,
    interval: 6,
    speed: 400,
    images,
    border: { border: '0px none #000000' },
    padding: 0,
    thumbWidth: 290,
    thumbHeight: 290,
    thumbAlign: 'center',
    thumbPadding: 6,
    imageCover: true,
    disablePopup: false,
    controlsArrow: 'chevrons',
    slideOpacity: 100,
    showPictureCaption: 'always',
    captionIncludeDescription: false,
    captionPosition: 'center bottom',
    locale: 'en_GB',
    pauseOnHover: true,
  };
  return `<div id="${id}" class="wb_element wb-prevent-layout-click wb_gallery" data-plugin="Gallery"><script type="text/javascript">
\t\t\t$(function() {
\t\t\t\t(function(GalleryLib) {
\t\t\t\t\tvar el = document.getElementById("${id}");
\t\t\t\t\tvar lib = new GalleryLib(${JSON.stringify(options).replace(/\//g, '\\/')});
\t\t\t\t\tlib.appendTo(el);
\t\t\t\t})(window.wbmodGalleryLib);
\t\t\t});
\t\t</script></div>`;
};

/** The GoogleMaps element, never given an API key: all a visitor sees is the builder's notice. */
export const mapNoKey = () => {
  const id = newId();
  return `<div id="${id}" class="wb_element wb-map wb-prevent-layout-click" data-plugin="GoogleMaps"><div class="wb_google_maps_overlay"><div>Get <a target="_blank" href="https://developers.google.com/maps/documentation/javascript/get-api-key">API key from Google</a> and insert it to plugin properties to enable maps on your website.</div></div><script type="text/javascript">
\t\t\t\t(function() {
\t\t\t\t\tvar resizeFunc = function() {
\t\t\t\t\t\tvar elem = $("#${id}");
\t\t\t\t\t\tvar w = elem.width(), h = elem.height();
\t\t\t\t\t\telem.find("div > div:first").css("zoom", Math.max(0.5, Math.min(1, ((w * h) / 120000))));
\t\t\t\t\t};
\t\t\t\t\t$(window).on("resize", resizeFunc);
\t\t\t\t\tresizeFunc();
\t\t\t\t})();
\t\t\t</script></div>`;
};

type Field = [label: string, kind: 'text' | 'email' | 'area' | 'check' | string[], required?: boolean];

/** The Form element: a table whose `th`s are the labels, the honeypot textarea, the submit row. */
export const form = (fields: Field[], submit: string, page = 'Contact') => {
  const id = newId();
  const formId = hex(next(), 8);
  const star = '<span class="text-danger">&nbsp;*</span>';
  return `<div id="${id}" class="wb_element" data-plugin="Form"><form id="${id}_form" class="wb_form wb_mob_form wb_form_ltr wb_form_vertical" method="post" enctype="multipart/form-data" action="${PW_SITE}${page}"><input type="hidden" name="wb_form_id" value="${formId}"><input type="hidden" name="wb_form_uuid" value="${hex(next(), 8)}"><textarea name="message" rows="3" cols="20" class="hpc" autocomplete="off"></textarea><table>${fields
    .map(([label, kind, required], i) => {
      const req = required ? ' required="required"' : '';
      const name = `wb_input_${i}`;
      if (kind === 'check')
        return `<tr><th></th><td><div><label class="checkbox-label"><input class="form-control form-field" type="checkbox" value="1" name="${name}"${req}> ${label}${required ? star : ''}</label></div></td></tr>`;
      const control = Array.isArray(kind)
        ? `<select class="form-control form-field" name="${name}"${req}><option disabled selected></option>${kind.map((o, k) => `<option value="${k}">${o}</option>`).join('')}</select>`
        : kind === 'area'
          ? `<textarea class="form-control form-field form-area-field" rows="4" placeholder="" name="${name}"${req}></textarea>`
          : `<input class="form-control form-field" type="text" value="" placeholder="" maxlength="255" name="${name}"${req}>`;
      return `<tr${kind === 'area' ? ' class="area-row"' : ''}><th>${label}${required ? star : ''}</th><td><input type="hidden" name="${name}" value="${label}"><div>${control}</div></td></tr>`;
    })
    .join(
      '',
    )}<tr class="form-footer"><td colspan="2" class="text-right"><button type="submit" class="btn btn-default"><span>${submit}</span></button></td></tr></table></form><script type="text/javascript">
\t\t\tvar formValues = null;
\t\t\tvar formErrors = null;
\t\t\t</script></div>`;
};

/* ── The Blog element ─────────────────────────────────────────────────────────────────────────────────── */

export interface PostMeta {
  slug: string;
  title: string;
  /** As the Blog element prints it with '{YYYY}-{MM}-{DD} {H}:{m}': '2026-11-10 14:05'. */
  date: string;
  /** The post's opening text: the list prints its first 200 characters. */
  lead: string;
}

const DATE_FORMAT = '{YYYY}-{MM}-{DD} {H}:{m}';
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The blog list: a card per post, linked to the post with the element's anchor. */
export const blogList = (posts: PostMeta[]) => {
  const id = newId();
  const cards = posts
    .map((post, idx) => {
      const lead = plain(post.lead);
      const short = lead.length > 200 ? `${lead.slice(0, 200).replace(/\s+\S*$/, '')}...` : lead;
      return `\t<a href="Blog/${post.slug}#wbb1"
\t   class="wb-blog-item${idx % 4 === 0 ? ' big' : ''}"
\t\t\t\t>
\t\t<div class="wrapper"><div class="blog-item-thumbnail" style="background-image: url('gallery_gen/${md5ish()}_600x600_fill.jpg');"></div><div class="caption">
\t\t\t\t<div class="title">${post.title}</div>
\t\t\t\t<span data-format="${DATE_FORMAT}" data-timestamp="${post.date}:00" class="date">${post.date}</span>
\t\t\t\t<span class="description">${short}</span>
\t\t\t</div></div>
\t</a>`;
    })
    .join('');
  return `<div id="${id}" class="wb_element" data-plugin="Blog"><div class="wb-blog"><a name="wbb1" class="wb_anchor"></a><div class=" wb-blog-layout-list" id="blog-data">

\t<div class="wb-blog-wrapper">
\t\t<div class="wb-blog-list">
\t\t\t${cards}
\t\t</div>
\t</div>
\t</div>
<script type="text/javascript">
\t$(function() {
\t\tvar elem = $('#${id}');
\t\tvar blogUrl = 'Blog';
\t\tvar blogAnchor = '#wbb1';
\t});
</script>
<style>#${id} .wb-blog-item .caption .date { color: #7a8c83; font-size: 13px; }</style>
</div></div>`;
};

/** A post as the Blog element shows it on its own page: back link, title, date, then the post's own layout. */
export const blogPost = (post: PostMeta, ...content: string[]) =>
  `<div id="${newId()}" class="wb_element" data-plugin="Blog"><div class="wb-blog"><a name="wbb1" class="wb_anchor"></a><div class="wb-blog-details" id="blog-data">
\t<div class="wb-blog-back"><a href="Blog#wbb1">&larr; Back</a></div>
\t<div class="wb-blog-details-title"><h1 class="wb-stl-heading1">${post.title}</h1></div>
\t<span data-format="${DATE_FORMAT}" data-timestamp="${post.date}:00" class="date">${post.date}</span>
\t<div class="wb-blog-details-content">${col(text(p(post.lead)), ...content)}</div>
</div></div></div>`;

/* ── Header and footer: the same elements on every page ───────────────────────────────────────────────── */

type MenuItem = [label: string, href: string | null, children?: [string, string][]];

const menuItems: MenuItem[] = [
  ['Home', ''],
  [
    'Daycare',
    'Dog-Daycare',
    [
      ['Dog Daycare', 'Dog-Daycare'],
      ['Puppy Club', 'Puppy-Club'],
    ],
  ],
  ['Boarding', 'Boarding'],
  ['Grooming', 'Grooming'],
  ['Pick-up &amp; Drop-off', 'Pick-up-and-Drop-off'],
  ['Prices', 'Prices'],
  ['Joining Us', 'Joining-Pawsworth'],
  [
    'About',
    null,
    [
      ['Meet the Team', 'Meet-the-Team'],
      ['FAQ', 'FAQ'],
      ['Blog', 'Blog'],
    ],
  ],
  ['Contact', 'Contact'],
];

const hrefOf = (slug: string) => (slug === '' ? PW_SITE : slug);
const slugOf = (path: string) => (path === '/' ? '' : path.slice(1));

function menu(id: string, path: string): string {
  const current = slugOf(path);
  const li = (label: string, slug: string | null, sub = '') =>
    `<li class="${slug === current ? 'wb_this_page_menu_item' : ''}"><a${slug === null ? '' : ` href="${hrefOf(slug)}"`}>${label}</a>${sub}</li>`;
  return `<div id="${id}" class="wb_element wb-menu wb-prevent-layout-click wb-menu-mobile" data-plugin="Menu"><a class="btn btn-default btn-collapser"><span class="icon-bar"></span><span class="icon-bar"></span><span class="icon-bar"></span></a><ul class="hmenu" dir="ltr">${menuItems
    .map(([label, slug, children]) =>
      li(label, slug, children ? `<ul>${children.map(([l, s]) => li(l, s)).join('')}</ul>` : ''),
    )
    .join('')}</ul><div class="clearfix"></div></div>`;
}

/** The header's and footer's elements belong to the site: built once, their ids are the same on every page. */
const siteIds = <const N extends string>(...names: N[]) =>
  Object.fromEntries(names.map((n) => [n, newId()])) as Record<N, string>;

const { hTop, hTopRow, hPhoneIcon, hPhone, hMailIcon, hMail, hLicence, hBar, hBrand, hLogo, hName, hMenu } =
  siteIds(
    'hTop',
    'hTopRow',
    'hPhoneIcon',
    'hPhone',
    'hMailIcon',
    'hMail',
    'hLicence',
    'hBar',
    'hBrand',
    'hLogo',
    'hName',
    'hMenu',
  );

const fixedText = (id: string, ...blocks: string[]) =>
  `<div id="${id}" class="wb_element wb_text_element" data-plugin="TextArea" style=" line-height: normal;">${blocks.join('\n\n')}\n</div>`;
const fixedIcon = (id: string, glyph: number, rgb: string, href?: string) =>
  icon(glyph, rgb, href).replace(/^<div id="[^"]+"/, `<div id="${id}"`);
const fixedLayout = (id: string, dir: 'horizontal' | 'vertical', children: string[], extra = '') =>
  `<div id="${id}" class="wb_element${extra} wb-layout-element" data-plugin="LayoutElement"><div class="wb_content wb-layout-${dir}">${children.join('')}</div></div>`;

const header = (path: string) =>
  fixedLayout(hTop, 'vertical', [
    fixedLayout(hTopRow, 'horizontal', [
      fixedIcon(hPhoneIcon, FA.phone, '#ffffff', PW_PHONE_HREF),
      fixedText(hPhone, p(colour(link(PW_PHONE, PW_PHONE_HREF), 'rgba(255,255,255,1)'), 'custom1')),
      fixedIcon(hMailIcon, FA.envelope, '#ffffff', `mailto:${PW_EMAIL}`),
      fixedText(hMail, p(colour(link(PW_EMAIL, `mailto:${PW_EMAIL}`), 'rgba(255,255,255,1)'), 'custom1')),
      fixedText(
        hLicence,
        p(
          colour(
            '&#9733;&#9733;&#9733;&#9733;&#9733; Licensed by Cheshire West and Chester Council',
            'rgba(255,255,255,1)',
          ),
          'custom1',
          'right',
        ),
      ),
    ]),
    `<div id="${hBar}" class="wb_element wb-sticky wb-layout-element" data-plugin="LayoutElement" data-h-align="center" data-v-align="top"><div class="wb_content wb-layout-horizontal">${`<div id="${hBrand}" class="wb_element wb-layout-element wb-layout-has-link" data-plugin="LayoutElement"><a class="wb-layout-link" href="${PW_SITE}"></a><div class="wb_content wb-layout-horizontal"><div id="${hLogo}" class="wb_element wb_element_picture" data-plugin="Picture" title=""><div class="wb_picture_wrap"><div class="wb-picture-wrapper"><img alt="Pawsworth" src="gallery_gen/3f2a9c0d71e84b6f95d2c1a0e7b4f863_196x196_fit.png?ts=${TS}"></div></div></div>${fixedText(hName, `<h4 class="wb-stl-pagetitle">Pawsworth</h4>`, p('Dog Daycare &middot; Boarding &middot; Grooming', 'custom2'))}</div></div>`}${menu(hMenu, path)}</div></div>`,
  ]);

const {
  fRow,
  fCol1,
  fLogo,
  fAbout,
  fSocial,
  fFb,
  fIg,
  fCol2,
  fFind,
  fCol3,
  fHours,
  fCol4,
  fContact,
  fLine,
  fBottom,
  fCopy,
  fLinks,
} = siteIds(
  'fRow',
  'fCol1',
  'fLogo',
  'fAbout',
  'fSocial',
  'fFb',
  'fIg',
  'fCol2',
  'fFind',
  'fCol3',
  'fHours',
  'fCol4',
  'fContact',
  'fLine',
  'fBottom',
  'fCopy',
  'fLinks',
);

const white = (html: string) => colour(html, 'rgba(255,255,255,1)');

/**
 * The footer: the logo and a line about the business with the social icons; the address; the opening
 * hours in the 24-hour clock the template came with ('Mon – Fri: 07:00 – 18:30'), where the pages write
 * '7am – 6.30pm'; the phone, the van's mobile and the email; then the company and licence line and the links,
 * "Terms &amp; Conditions" still pointing at the archived 2021 terms; the builder's empty footer slot.
 */
const footer = fixedLayout(fRow, 'vertical', [
  fixedLayout(fCol1, 'horizontal', [
    fixedLayout(fLogo, 'vertical', [
      fixedText(
        fAbout,
        p(white(strong('Pawsworth')), 'footer'),
        p(white('Dog daycare, boarding and grooming on a farm on the edge of Chester since 2018.'), 'footer'),
      ),
      fixedLayout(fSocial, 'horizontal', [
        fixedIcon(fFb, FA.facebook, '#ffffff', PW_FACEBOOK),
        fixedIcon(fIg, FA.instagram, '#ffffff', PW_INSTAGRAM),
      ]),
    ]),
    fixedLayout(fCol2, 'vertical', [
      fixedText(
        fFind,
        p(white(strong('Find us')), 'footer'),
        p(white(`Pawsworth<br>\n${PW_FARM}<br>\n${PW_TOWN}<br>\n${PW_POSTCODE}`), 'footer'),
      ),
    ]),
    fixedLayout(fCol3, 'vertical', [
      fixedText(
        fHours,
        p(white(strong('Opening hours')), 'footer'),
        p(
          white(
            'Mon &ndash; Fri: 07:00 &ndash; 18:30<br>\nSat: 08:00 &ndash; 13:00<br>\nSun &amp; bank holidays: closed',
          ),
          'footer',
        ),
      ),
    ]),
    fixedLayout(fCol4, 'vertical', [
      fixedText(
        fContact,
        p(white(strong('Contact')), 'footer'),
        p(
          white(
            `Tel: ${link(PW_PHONE, PW_PHONE_HREF)}<br>\nVan (text/WhatsApp): ${link(PW_VAN, PW_VAN_HREF)}<br>\n${link(PW_EMAIL, `mailto:${PW_EMAIL}`)}`,
          ),
          'footer',
        ),
      ),
    ]),
  ]),
  `<div id="${fLine}" class="wb_element wb-elm-orient-horizontal" data-plugin="Line"><div class="wb-elm-line"></div></div>`,
  fixedLayout(fBottom, 'horizontal', [
    fixedText(
      fCopy,
      p(
        white(
          `&copy; 2026 ${PW_COMPANY} &middot; Registered in England &amp; Wales no. ${PW_COMPANY_NO} &middot; Animal activity licence ${PW_LICENCE}`,
        ),
        'footer',
      ),
    ),
    fixedText(
      fLinks,
      p(
        white(
          `${link('Terms &amp; Conditions', 'Terms-and-Conditions')} &nbsp;|&nbsp; ${link('Privacy Policy', 'Privacy-Policy')}`,
        ),
        'footer',
        'right',
      ),
    ),
  ]),
  `<div id="wb_footer_c" class="wb_element" data-plugin="WB_Footer" style="text-align: center; width: 100%;"><div class="wb_footer"></div><script type="text/javascript">
\t\t\t$(function() {
\t\t\t\tvar footer = $(".wb_footer");
\t\t\t\tvar html = (footer.html() + "").replace(/^\\s+|\\s+$/g, "");
\t\t\t\tif (!html) {
\t\t\t\t\tfooter.parent().remove();
\t\t\t\t\tfooter = $("#footer, #footer .wb_cont_inner");
\t\t\t\t\tfooter.css({height: ""});
\t\t\t\t}
\t\t\t});
\t\t\t</script></div>`,
]);

/* ── The head ─────────────────────────────────────────────────────────────────────────────────────────── */

/** The builder's cookie guard: holds cookies back until the visitor answers the banner. */
const cookieGuard = `<script type="text/javascript">
\t\t\t\t(function(d) {
\t\t\tvar ciCollectedCookies = [];
\t\t\tvar cookieDesc =
\t\t\t\tObject.getOwnPropertyDescriptor(Document.prototype, 'cookie') ||
\t\t\t\tObject.getOwnPropertyDescriptor(HTMLDocument.prototype, 'cookie');
\t\t\tif (cookieDesc && cookieDesc.configurable) {
\t\t\t\tObject.defineProperty(d, 'cookie', {
\t\t\t\t\tget: function() { return cookieDesc.get.call(d); },
\t\t\t\t\tset: function(val) {
\t\t\t\t\t\tif (val.indexOf('__cookie_law__') > -1) { cookieDesc.set.call(d, val); return; }
\t\t\t\t\t\tvar cookie_law = document.cookie.match(/(?:^|;\\ *)__cookie_law__=(0|1)/);
\t\t\t\t\t\tif (cookie_law !== null) { cookie_law = cookie_law[1]; }
\t\t\t\t\t\tif (cookie_law == 1) { cookieDesc.set.call(d, val); }
\t\t\t\t\t\telse if (cookie_law === null && ciCollectedCookies.indexOf(val) < 0) { ciCollectedCookies.push(val); }
\t\t\t\t\t}
\t\t\t\t});
\t\t\t}
\t\t\td.cookieChangedCategories = function (cookieLaw) {
\t\t\t\tdocument.cookie = '__cookie_law__=' + cookieLaw + '; path=/; expires=Wed, 10 Nov 2027 14:35:00 GMT';
\t\t\t\tvar items = ciCollectedCookies;
\t\t\t\tciCollectedCookies = [];
\t\t\t\titems.forEach(function (item) { d.cookie = item; });
\t\t\t};
\t\t})(document);
\t\t\t</script>`;

/** The consent banner, built by jQuery on load: its words exist only in this script. */
const cookieBanner = `<script type="text/javascript">
\t\t$(function() {
\t\t\tif (!document.cookie.match(/(?:^|;\\ *)__cookie_law__=/)) {
\t\t\t\tvar block = $('<div>')
\t\t\t\t\t.addClass('wb_cookie_policy')
\t\t\t\t\t.css({ backgroundColor: "#2F6B4F", minHeight: "%" });
\t\t\t\tlet policyMessage = $('<div class="policy-message">')
\t\t\t\t\t\t.html("<p>We use cookies to make our website work and to see which pages are read. Click &quot;Accept&quot; to allow them, or read our <a href=\\"Privacy-Policy\\">privacy policy<\\/a>.<\\/p>")
\t\t\t\t\t\t.css({ color: "#FFFFFF", fontFamily: "Nunito,sans-serif", fontSize: 14 });
\t\t\t\tvar btnWrapper = $('<div class="policy-button">');
\t\t\t\tpolicyMessage.appendTo(block);
\t\t\t\tbtnWrapper.appendTo(block);
\t\t\t\t$('<button>').attr({type: 'button'}).css({ backgroundColor: "#F2C14E", color: "#1F2A24", fontSize: 14 })
\t\t\t\t\t.text("Accept")
\t\t\t\t\t.on('click', function() {
\t\t\t\t\t\tif (document.cookieChangedCategories) { document.cookieChangedCategories(1); }
\t\t\t\t\t\tblock.remove();
\t\t\t\t\t\tdocument.location.reload();
\t\t\t\t\t})
\t\t\t\t\t.appendTo(btnWrapper);
\t\t\t\t$(document.body).append(block);
\t\t\t}
\t\t});
\t</script>`;

const photoswipe = `<div class="wb_pswp pswp" tabindex="-1" role="dialog" aria-hidden="true">
\t<div class="pswp__bg" style="opacity: 0.7;"></div>
\t<div class="pswp__scroll-wrap">
\t\t<div class="pswp__container">
\t\t\t<div class="pswp__item"></div>
\t\t\t<div class="pswp__item"></div>
\t\t\t<div class="pswp__item"></div>
\t\t</div>
\t\t<div class="pswp__ui pswp__ui--hidden">
\t\t\t<div class="pswp__top-bar">
\t\t\t\t<div class="pswp__counter"></div>
\t\t\t\t<button class="pswp__button pswp__button--close" title="Close"></button>
\t\t\t\t<button class="pswp__button pswp__button--zoom" title="Zoom in/out"></button>
\t\t\t\t<div class="pswp__preloader">
\t\t\t\t\t<div class="pswp__preloader__icn">
\t\t\t\t\t\t<div class="pswp__preloader__cut">
\t\t\t\t\t\t\t<div class="pswp__preloader__donut"></div>
\t\t\t\t\t\t</div>
\t\t\t\t\t</div>
\t\t\t\t</div>
\t\t\t</div>
\t\t\t<div class="pswp__share-modal pswp__share-modal--hidden pswp__single-tap">
\t\t\t\t<div class="pswp__share-tooltip"></div> 
\t\t\t</div>
\t\t\t<button class="pswp__button pswp__button--arrow--left" title="Previous"></button>
\t\t\t<button class="pswp__button pswp__button--arrow--right" title="Next"></button>
\t\t\t<div class="pswp__caption"><div class="pswp__caption__center"></div></div>
\t\t</div>
\t</div>
</div>`;

/** Each page's id (named in its bundles and its header, main and footer wrappers), stable per path. */
const pageIdOf = (path: string) => {
  let x = 0x811c9dc5;
  for (const ch of path) x = Math.imul(x ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  const y = Math.imul(x ^ 0x5bd1e995, 0x01000193) >>> 0;
  const z = Math.imul(y ^ 0x27d4eb2f, 0x01000193) >>> 0;
  return `a19c8a4ef${hex(x, 7)}${hex(y, 8)}${hex(z, 8)}`.slice(0, 32);
};

const escAttr = (s: string) => s.replace(/"/g, '&quot;');

/**
 * Lays out a page as Site.pro's PHP runtime prints it: the cookie guard, meta, `<base>`, canonical, Open
 * Graph, the bundles and fonts, Google Analytics, the page flags and the consent banner in the head; then
 * `wb_root` with the header, the page's elements in `wb_main` and the footer, each wrapped in a LayoutElement
 * named after the page's id, and the PhotoSwipe markup.
 */
export function pawsworthLayout(page: PawsworthPage): SitePage {
  const pid = pageIdOf(page.path);
  const canonical = `${PW_SITE}${slugOf(page.path)}`;
  const html = `<!DOCTYPE html>
<html lang="en-gb">
<head>
\t${cookieGuard}
\t<meta http-equiv="content-type" content="text/html; charset=utf-8" />
\t<title>${page.title}</title>
\t<base href="${PW_SITE}" />
\t<link rel="canonical" href="${canonical}" />
\t
\t\t\t\t\t\t<meta name="viewport" content="width=device-width, initial-scale=1" />
\t\t\t\t\t<meta name="description" content="${escAttr(page.description)}" />
\t\t\t<meta name="keywords" content="${escAttr(page.keywords ?? 'dog daycare Chester, dog boarding Chester, dog grooming Chester, puppy club, dog day care Upton')}" />
\t\t
\t<!-- Facebook Open Graph -->
\t\t<meta property="og:title" content="${page.title}" />
\t\t\t<meta property="og:description" content="${escAttr(page.description)}" />
\t\t\t<meta property="og:image" content="${PW_SITE}gallery/pawsworth-field-ts1741001122.jpg" />
\t\t\t<meta property="og:type" content="article" />
\t\t\t<meta property="og:url" content="${canonical}" />
\t\t<!-- Facebook Open Graph end -->

\t\t<meta name="generator" content="Site.pro" />
\t\t\t<script src="js/common-bundle.js?ts=${BUILD}" type="text/javascript"></script>
\t<script src="js/${pid}-bundle.js?ts=${BUILD}" type="text/javascript"></script>
\t<link href="css/common-bundle.css?ts=${BUILD}" rel="stylesheet" type="text/css" />
\t<link href="https://fonts.googleapis.com/css?family=Nunito:300,300i,400,400i,600,600i,700,700i,800&amp;subset=latin,latin-ext" rel="stylesheet" type="text/css" />
\t<link href="https://fonts.googleapis.com/css?family=Fredoka:400,500,600&amp;subset=latin,latin-ext" rel="stylesheet" type="text/css" />
\t<link href="css/${pid}-bundle.css?ts=${BUILD}" rel="stylesheet" type="text/css" id="wb-page-stylesheet" />
\t<script async src="https://www.googletagmanager.com/gtag/js?id=G-PW3C8K2D71"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-PW3C8K2D71');
</script><link rel="shortcut icon" href="gallery/favicons/favicon.ico" type="image/x-icon">
\t<script type="text/javascript">
\twindow.useTrailingSlashes = false;
\twindow.disableRightClick = false;
\twindow.currLang = 'en';
</script>
\t\t
\t<!--[if lt IE 9]>
\t<script src="js/html5shiv.min.js"></script>
\t<![endif]-->

\t\t${cookieBanner}
</head>


<body class="site site-lang-en " ><div id="wb_root" class="root wb-layout-vertical"><div class="wb_sbg"></div><div id="wb_header_${pid}" class="wb_element wb-layout-element" data-plugin="LayoutElement"><div class="wb_content wb-layout-vertical">${header(page.path)}</div></div><div id="wb_main_${pid}" class="wb_element wb-layout-element" data-plugin="LayoutElement"><div class="wb_content wb-layout-vertical">${page.main.join('')}</div></div><div id="wb_footer_${pid}" class="wb_element wb-layout-element" data-plugin="LayoutElement"><div class="wb_content wb-layout-vertical">${footer}</div></div>
${photoswipe}
</div></body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}
