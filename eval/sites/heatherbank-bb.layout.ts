import type { SitePage } from './site-server.ts';

/**
 * A page of Heatherbank B&B as the WebStarts editor publishes it. WebStarts is a drag-and-drop builder: every
 * element the owners dropped on the page is a `div` placed with `position:absolute`, its left, top, width and
 * height kept in the page's stylesheet (`data-for="stylesheetManager"`, one rule per element id), and printed in
 * the order the element was added, not the order it is seen. The page is `header` > `#header-wrap` with the
 * full-width and fixed-width (980px) layers, `#body-content` (its height as `data-manual-drag-desktop`) with
 * `#body-full` (full-width strips) and `#body-fixed` (the elements), then `footer`, each layer ending in its
 * background element. Elements carry generated ids and an `objtype`: text boxes (`txtBox_<n>`, objtype 2, class
 * `wse-txt-con`, paragraphs as `<p class="wse-txt-bm">` > `span.wse-txt-inner` > `span.wse-txt-size`, headings as
 * `<h1 class="wse-txt-h1">` and so on, colours as `clr-txt-<n>` spans), images (`imgBox_<n>`), shapes
 * (`shapeBox_<n>`, drawn behind the text boxes they frame, never around them), buttons (`btn_<n>`, `a.wseA` >
 * `div.wseT`), galleries (`gallery_<n>`, captions only in attributes), the map (`googleMap_<n>`), HTML embeds
 * (`htmlBox_<n>`), the form builder (`fancyFormBuilder_<n>`, `form.wsform` with `label.desc`s) and the static menu
 * (`staticMenu_<n>`, objtype 38, `nav.horizontal` with the sub-pages as a nested list after an
 * `overload-horizontal` span and a stray `</span>`), the social bar and the shadow `div`s (`wseSHBL`…) every
 * styled element carries.
 */
export interface HeatherbankPage {
  /** WebStarts names pages `<name>.html`; the home page is served at the root. */
  path: string;
  /** The page title as typed in Page Settings. */
  title: string;
  description: string;
  /** The page's height in the editor (`data-manual-drag-desktop`). */
  height: number;
  /** Full-width strips behind the content, in `#body-full`. */
  strips?: Element[];
  /** The elements in `#body-fixed`, in the order they were added (which is the order they are printed). */
  elements: Element[];
  unlisted?: boolean;
}

/** One dropped element: its markup and its box on the 980px desktop canvas. */
export interface Element {
  id: string;
  html: string;
  geo: Geo;
}

export interface Geo {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const at = (x: number, y: number, w: number, h: number): Geo => ({ x, y, w, h });

export const HB_SITE = 'https://www.heatherbank-bb.test';
export const HB_NAME = 'Heatherbank B&amp;B';
export const HB_OWNERS = 'Alison &amp; Dave Kirkbride';
export const HB_STREET = 'Heatherbank, Gayle Lane, Gayle';
export const HB_TOWN = 'Hawes, North Yorkshire';
export const HB_POSTCODE = 'DL8 3RZ';
export const HB_PHONE = '01632 960 517';
export const HB_PHONE_HREF = 'tel:+441632960517';
export const HB_MOBILE = '07700 900 462';
export const HB_MOBILE_HREF = 'tel:+447700900462';
export const HB_EMAIL = 'stay@heatherbank-bb.test';
export const HB_FACEBOOK = 'https://www.facebook.com/heatherbankbandb';
export const HB_INSTAGRAM = 'https://www.instagram.com/heatherbank_gayle/';

const SITE_ID = 4817362;
/** Uploaded images live on WebStarts' file server under the site's id. */
const FILES = `https://files.secure.website/wscfus/${SITE_ID}`;
const LIB = 'https://static.secure.website/library';

/* ── Ids: WebStarts numbers elements per site as they are added; a seeded sequence keeps pages stable ───── */

let seed = 0x2f6b9c41;
const next = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
};
let counter = 211;
const newId = (prefix: string) => {
  counter += 1 + (next() % 9);
  return `${prefix}_${counter}`;
};
const formId = () => 318_000 + (next() % 90_000);

/** An uploaded image, with the random stamp the uploader adds to its name. */
export const upload = (file: string) =>
  `${FILES}/${file.replace(/\.jpg$/, '')}-${(next() % 9000) + 1000}.jpg`;

/* ── Text, as the WebStarts text editor saves it ──────────────────────────────────────────────────────── */

type Style = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'bl' | 'bm' | 'bs';

const inner = (html: string) =>
  `<span class="wse-txt-inner"><span class="wse-txt-size">${html}</span></span>`;

/** A paragraph in one of the site's text styles (body medium unless said). */
export const p = (html: string, style: Style = 'bm', align = 'left') =>
  `<p class="wse-txt-${style}" style="text-align:${align};">${inner(html)}</p>`;

/** A heading: WebStarts' "Heading" styles are real heading elements. */
export const h = (level: 1 | 2 | 3 | 4 | 5 | 6, html: string, align = 'left') =>
  `<h${level} class="wse-txt-h${level}" style="text-align:${align};">${inner(html)}</h${level}>`;

/** Bold, as the toolbar writes it. */
export const b = (html: string) => `<span style="font-weight:700;">${html}</span>`;
export const i = (html: string) => `<span style="font-style:italic;">${html}</span>`;
/** A colour from the site palette. */
export const c = (html: string, n = 23) => `<span class="clr-txt-${n}">${html}</span>`;
/** A size picked in the toolbar. */
export const sz = (html: string, px: number) => `<span style="font-size:${px}px;">${html}</span>`;
export const a = (label: string, href: string) =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank" rel="nofollow"' : ''}>${label}</a>`;
/** A bullet list typed into a text box. */
export const ul = (...items: string[]) =>
  `<ul class="wse-txt-bm">${items.map((x) => `<li>${inner(x)}</li>`).join('')}</ul>`;

const shadows =
  '<div class="wseSHBL"></div><div class="wseSHBR"></div><div class="wseSHTL"></div><div class="wseSHTR"></div>';

/* ── Elements ─────────────────────────────────────────────────────────────────────────────────────────── */

/** A text box: its paragraphs and headings, one after another. */
export const text = (geo: Geo, ...html: string[]): Element => {
  const id = newId('txtBox');
  return {
    id,
    geo,
    html: `<div id="${id}" objtype="2" style="position:absolute;padding:0px;display:block;" class="wse-txt-con" data-phone-prominent-size="16">${html.join('\n')}</div>`,
  };
};

/** An image, linked or not. */
export const image = (geo: Geo, file: string, alt: string, href = ''): Element => {
  const id = newId('imgBox');
  const img = `<img class="wseI" src="${upload(file)}" alt="${alt}" style="width:100%;height:100%;object-fit:cover;" />`;
  return {
    id,
    geo,
    html: `<div id="${id}" objtype="1" class="wse-img wse-img-df" style="position:absolute;">${
      href
        ? `<a class="wseA" href="${href}">${img}${shadows}</a>`
        : `<div class="wseA">${img}${shadows}</div>`
    }</div>`,
  };
};

/** A shape (box): a coloured rectangle, drawn behind the elements placed over it. */
export const shape = (geo: Geo, style: 'df' | 's1' | 's2' = 's1', colour = 31): Element => {
  const id = newId('shapeBox');
  return {
    id,
    geo,
    html: `<div id="${id}" objtype="4" class="wse-box wse-box-${style}" style="position:absolute;"><div class="wseI clr-bkg-${colour}"></div>${shadows}</div>`,
  };
};

/** A button. */
export const button = (geo: Geo, label: string, href: string): Element => {
  const id = newId('btn');
  return {
    id,
    geo,
    html: `<div id="${id}" objtype="9" class="wse-btn wse-btn-df" style="position:absolute;"><a class="wseA" href="${href}"${href.startsWith('http') ? ' target="_blank"' : ''}><div class="wseT">${label}</div>${shadows}</a></div>`,
  };
};

/** A horizontal divider line. */
export const divider = (geo: Geo): Element => {
  const id = newId('divider');
  return {
    id,
    geo,
    html: `<div id="${id}" objtype="27" class="wse-div wse-div-df" style="position:absolute;"><div class="hr horizontal"></div></div>`,
  };
};

/** The photo gallery: thumbnails as background images; captions only in the lightbox's data attributes. */
export const gallery = (geo: Geo, photos: [file: string, caption: string][]): Element => {
  const id = newId('gallery');
  return {
    id,
    geo,
    html: `<div id="${id}" objtype="22" class="wse-gal wse-gal-df" style="position:absolute;" data-gallery-type="grid" data-columns="3" data-lightbox="1"><div class="wsg-container">${photos
      .map(([file, caption]) => {
        const src = upload(file);
        return `<div class="wsg-thumb-container"><div class="wsg-thumb"><a href="${src}" data-lightbox-caption="${caption}" title="${caption}"><div class="wspg" style="background-image:url('${src.replace('.jpg', '_thumb.jpg')}');"></div><img src="${src.replace('.jpg', '_thumb.jpg')}" alt="" style="display:none;" /></a></div></div>`;
      })
      .join('')}</div></div>`,
  };
};

/** The Google map element: the place only in the iframe's address. */
export const map = (geo: Geo, query: string): Element => {
  const id = newId('googleMap');
  return {
    id,
    geo,
    html: `<div id="${id}" objtype="20" class="wse-map wse-map-df" style="position:absolute;"><div class="wseI"><iframe width="100%" height="100%" frameborder="0" style="border:0;" src="https://maps.google.com/maps?q=${encodeURIComponent(query)}&amp;t=m&amp;z=14&amp;output=embed&amp;iwloc=near" allowfullscreen></iframe></div>${shadows}</div>`,
  };
};

/** An HTML element: whatever the owners pasted, as pasted. */
export const embed = (geo: Geo, raw: string): Element => {
  const id = newId('htmlBox');
  return {
    id,
    geo,
    html: `<div id="${id}" objtype="14" class="wse-html" style="position:absolute;">${raw}</div>`,
  };
};

type Field =
  | [label: string, kind: 'text' | 'email' | 'phone' | 'date' | 'textarea', required?: boolean]
  | [label: string, kind: 'select', required: boolean, options: string[]];

/** The Form Builder element: labels as `label.desc`, posted to WebStarts' form service. */
export const form = (geo: Geo, fields: Field[], submit: string, thanks: string): Element => {
  const fid = formId();
  const id = `fancyFormBuilder_${fid}`;
  const slug = (s: string) =>
    s
      .toLowerCase()
      .replace(/&[a-z]+;/g, '')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '');
  const items = fields
    .map(([label, kind, required, options], n) => {
      const name = `${slug(label)}_${n + 1}`;
      const req = required ? '\n<div class="r-ast">*</div>' : '';
      let control: string;
      if (kind === 'textarea')
        control = `<textarea class="textarea medium" name="${name}" id="${name}"></textarea>`;
      else if (kind === 'select')
        control = `<div class="ws-select medium"><div class="ws-select-arrow-container text large"><div class="ws-arrow"></div></div><select name="${name}" id="${name}">${(
          options ?? []
        )
          .map((o, k) => `<option value="${o}"${k === 0 ? ' selected="selected"' : ''}>${o}</option>`)
          .join('')}</select></div>`;
      else if (kind === 'date')
        control = `<input type="text" class="text large" data-format="DD-MM-YYYY" placeholder="DD-MM-YYYY" name="${name}" id="${name}" />`;
      else
        control = `<input type="text" class="text large" name="${name}" id="${name}"${kind === 'email' ? ' data-validate="email"' : ''} />`;
      return `<li data-input="${kind}" class=""><label class="desc" for="${name}">${label}${req}</label>
<div class="inp-con${kind === 'select' ? ' css-select' : ''}" data-required="${required ? 1 : 0}" data-input="${kind}">${control}</div><div class="clear"></div></li>`;
    })
    .join('\n');
  return {
    id,
    geo,
    html: `<div id="${id}" class="wse-frm wse-frm-df" objtype="12" style="position:absolute;">
<form class="wsform align-top v2" data-form-version="2" method="POST" action="https://form.plugins.editor.apps.webstarts.com/submit.new.php"><input type="hidden" name="formid" value="${fid}" />
<ul class="wsform-fields">
${items}
<li class="wsform-btn-container" data-input="button">
<button type="submit" data-id="wssubmit" class="wse-btn">
<a class="wseA">
<div class="wseT">${submit}</div>
${shadows}
</a>
</button>
</li>
</ul>
<div class="wsform-success" style="display:none;">${thanks}</div>
</form>
</div>`,
  };
};

/** A full-width strip in `#body-full`: colour only. */
export const strip = (y: number, hgt: number, colour = 31): Element => {
  const id = newId('strip');
  return {
    id,
    geo: at(0, y, 980, hgt),
    html: `<div id="${id}" objtype="32" class="wse-str wse-str-df" style="position:absolute;"><div class="wseI clr-bkg-${colour}"></div><div class="content-fixed"><div class="content-inner">${shadows}</div></div></div>`,
  };
};

/* ── Header and footer: shared on every page ──────────────────────────────────────────────────────────── */

type MenuItem = [label: string, href: string, children?: [string, string][]];

const menu: MenuItem[] = [
  ['Home', '/'],
  [
    'Rooms',
    '/rooms.html',
    [
      ['Our Rooms', '/rooms.html'],
      ['Prices &amp; Booking', '/rates.html'],
      ['Gallery', '/gallery.html'],
    ],
  ],
  ['Breakfast', '/breakfast.html'],
  ['Walkers &amp; Cyclists', '/walkers-cyclists.html', [['Local Walks', '/walks.html']]],
  ['Getting Here', '/getting-here.html'],
  ['FAQ', '/faq.html'],
  ['News', '/news.html'],
  ['Contact', '/contact.html'],
];

const pageIds = new Map<string, number>();
const pageId = (href: string) => {
  if (!pageIds.has(href)) pageIds.set(href, 51_203_400 + pageIds.size * 17 + (next() % 11));
  return pageIds.get(href)!;
};

const menuLink = (label: string, href: string, path: string) =>
  `<a href="${href}" data-title="${label}" data-id="${pageId(href)}" data-external="0" class="clr-txt-11${href === path ? ' active' : ''}"><span class="page-title"><span class="page-title-inner">${label}</span></span></a>`;

const staticMenu = (
  path: string,
) => `<div id="staticMenu_58" class="stat-nav wse-men-s1 wse-men wse-ani" objtype="38" style="position:absolute;" data-animate-duration="1" data-animate-effect="fadeIn" data-animate-class="wse-ani-fade-in" data-animate-type="entrance" data-animate-delay="0" data-animate-loop="1" data-animate-on="load"><nav class="horizontal" data-menu-force-ztop="1" data-menu-spacing="10" data-menu-same-size="0" data-menu-fill-space="0" data-menu-orientation="horizontal" data-menu-scrollspy="0" data-menu-moretab="1">
<ul class="">
${menu
  .map(([label, href, children]) => {
    const width = (label.replace(/&amp;/g, '&').length * 8.4 + 20).toFixed(4);
    const sub = children
      ? `\r\n\t<span class="overload-horizontal"></span>\r\n\t<ul>\r\n\t${children.map(([l, h2]) => `<li>${menuLink(l, h2, path)}</li>`).join('\r\n\t')}</ul>\r\n\t</span>\r\n\t`
      : '';
    return `<li style="width:${width}px;">${menuLink(label, href, path)}${sub}</li>`;
  })
  .join('\n')}</ul>
${shadows}</nav>
<div class="menu-toggle" data-menu-effect="slideout" style="background-color:transparent;"><span class="sr-only">Toggle navigation</span><span class="icon-bar" style="background-color:rgb(74, 73, 20);"></span><span class="icon-bar" style="background-color:rgb(74, 73, 20);"></span><span class="icon-bar" style="background-color:rgb(74, 73, 20);"></span></div></div><script id="activate-static-menu" type="text/javascript">_ws.activateNav(document.getElementById("staticMenu_58"));</script>`;

const header = (path: string) => `<header>
<div id="header-wrap">
<div id="header-full" class="content-full">
<div class="content-inner"> </div> </div>
<div id="header-fixed" class="content-fixed"> <div class="content-inner">
<div id="imgBox_37" objtype="1" class="wse-img wse-img-df" style="position:absolute;"><a class="wseA" href="/"><img class="wseI" src="${FILES}/heatherbank-logo-sheep-2071.png" alt="Heatherbank B&amp;B" style="width:100%;height:100%;" />${shadows}</a></div>
<div id="txtBox_39" objtype="2" style="position:absolute;padding:0px;display:block;" class="wse-txt-con"><h6 class="wse-txt-h6" style="text-align:left;">${inner(c('Heatherbank', 25))}</h6>
<p class="wse-txt-bs" style="text-align:left;">${inner(c('Bed &amp; Breakfast &middot; Gayle, Hawes &middot; Wensleydale', 24))}</p></div>
<div id="txtBox_44" objtype="2" style="position:absolute;padding:0px;display:block;" class="wse-txt-con"><p class="wse-txt-bs" style="text-align:right;">${inner(`Call us on ${b(HB_PHONE)}`)}</p></div>
${staticMenu(path)}
</div> </div>
<div id="header-bg" class="bg-container" style="width:100%;height:100%;position:absolute;">
<div class="content-fixed bg wse-hd clr-bkg-11 wse-hd-df" objtype="35"><div class="content-inner"> ${shadows}</div></div></div> </div> </header>`;

const social = `<div id="ftr_socialBar_86" class="wse-social wse-ico-df" objtype="47" style="position:absolute;">
<div class="wse-ico-set horizontal" data-icon-spacing="10" data-icon-alignment="left">
<div class="wse-ico" data-social-type="facebook" style="padding:0px 5px;"><a rel="nofollow" data-color-group="facebook" class="ico-link clr-txt-hvr-23" href="${HB_FACEBOOK}" target="_blank"><i class="pi pi-facebook" data-icon-ratio="0.5625"></i></a></div>
<div class="wse-ico" data-social-type="instagram" style="padding:0px 5px;"><a rel="nofollow" data-color-group="instagram" class="ico-link clr-txt-hvr-23" href="${HB_INSTAGRAM}" target="_blank"><i class="pi pi-instagramm" data-icon-ratio="0.875"></i></a></div>
<div class="wse-ico" data-social-type="mail" style="padding:0px 5px;"><a data-color-group="mail" class="ico-link clr-txt-hvr-23" href="mailto:${HB_EMAIL}"><i class="pi pi-mail" data-icon-ratio="1"></i></a></div></div></div>`;

/**
 * The footer the owners built once: three text boxes (the address; the phones and email; the links) added in
 * that order but placed right to left, the social bar and a credit line.
 */
const footer = `<footer>
<div id="footer-wrap">
<div id="footer-full" class="content-full">
<div class="content-inner">
</div>
</div>
<div id="footer-fixed" class="content-fixed">
<div class="content-inner">
<div id="txtBox_63" objtype="2" style="position:absolute;padding:5px;display:block;" class="wse-txt-con"><p class="wse-txt-bs" style="text-align:left;">${inner(c(b('Find us'), 75))}</p>
<p class="wse-txt-bs" style="text-align:left;">${inner(c(`${HB_NAME}<br>${HB_STREET}<br>${HB_TOWN}<br>${HB_POSTCODE}`, 75))}</p></div>
<div id="txtBox_64" objtype="2" style="position:absolute;padding:5px;display:block;" class="wse-txt-con"><p class="wse-txt-bs" style="text-align:left;">${inner(c(b('Get in touch'), 75))}</p>
<p class="wse-txt-bs" style="text-align:left;">${inner(c(`Tel ${a(HB_PHONE, HB_PHONE_HREF)}<br>Mobile (Dave) ${a(HB_MOBILE, HB_MOBILE_HREF)}<br>${a(HB_EMAIL, `mailto:${HB_EMAIL}`)}`, 75))}</p></div>
<div id="txtBox_66" objtype="2" style="position:absolute;padding:5px;display:block;" class="wse-txt-con"><p class="wse-txt-bs" style="text-align:left;">${inner(c(`${a('Privacy', '/privacy.html')} &nbsp;|&nbsp; ${a('Booking terms', '/booking-terms.html')} &nbsp;|&nbsp; ${a('News', '/news.html')}`, 75))}</p>
<p class="wse-txt-bs" style="text-align:left;">${inner(c(`&copy; 2026 Heatherbank B&amp;B &middot; ${HB_OWNERS}`, 73))}</p></div>
${social}
<div id="txtBox_91" objtype="2" style="position:absolute;padding:0px;display:block;" class="wse-txt-con"><p class="wse-txt-bs" style="text-align:right;">${inner(c(`Website built with ${a('WebStarts', 'https://www.webstarts.com/?ref=footer')}`, 73))}</p></div></div>
</div>
<div id="footer-bg" class="bg-container">
<div class="content-fixed bg wse-ft-df wse-ft clr-bkg-25" objtype="33"><div class="content-inner">${shadows}</div></div></div>
</div>
</footer>`;

/* ── Stylesheets: the site's (shared) and the page's (one rule per element) ───────────────────────────── */

const palette: [number, string][] = [
  [11, '#fbfaf6'],
  [21, '#efe9dc'],
  [23, '#7a4e7e'],
  [24, '#5b6b3a'],
  [25, '#3b3a36'],
  [31, '#f3efe6'],
  [32, '#e4dcc8'],
  [33, '#cfc2a3'],
  [73, '#c9c2b4'],
  [75, '#ffffff'],
];

const siteCss = `<style type="text/css" data-for="stylesheetManager" data-file="site.css">
header, header > #header-wrap { height:150px; }
footer, footer > #footer-wrap { height:230px; }
header { margin-top:0px; margin-bottom:0px; }
footer { margin-top:0px; margin-bottom:0px; }
#body-content { min-height:350px; }
${palette
  .map(
    ([n, hex]) =>
      `.clr-bkg-${n}, .clr-bkg-hvr-${n}:hover, .clr-bkg-hvr-${n}.hover { background-color:${hex}!important; }\n.clr-brd-${n}, .clr-brd-hvr-${n}:hover, .clr-brd-hvr-${n}.hover { border-color:${hex}!important; }\n.clr-txt-${n}, .clr-txt-hvr-${n}:hover, .clr-txt-hvr-${n}.hover { color:${hex}!important; }`,
  )
  .join('\n')}
header.fixed, footer.fixed { z-index:1; }
#header-bg .content-inner { z-index:3; }
#footer-bg .content-inner { z-index:1; }
.content-fixed > .content-inner { margin:0 auto; width:980px; }
body { font-size:15px; font-family:'Lato'; font-weight:normal; color:#3b3a36; }
a { color:#7a4e7e; }
a:hover { color:#5b6b3a; text-decoration:underline; }
.content-full > .content-inner > [objtype], .content-full > .content-inner > shared > [objtype] { min-width:980px; }
.wse-men-s1 nav > ul > li > a { border:none; }
.wse-men-s1 nav > ul > li > a .page-title-inner { position:relative; padding-bottom:3px; }
.wse-men-s1 nav ul li a { color:#3b3a36; }
.wse-men-s1 nav ul ul { display:none; position:absolute; background-color:#fbfaf6; box-shadow:0 2px 6px rgba(0,0,0,.15); }
.wse-men-s1 nav ul li:hover > ul { display:block; }
.wse-box-s1 .wseI { border-width:1px; border-style:solid; border-color:#e4dcc8; border-radius:6px; }
.wse-btn-df .wseA { color:#ffffff; background-color:#7a4e7e; border-color:#7a4e7e; border-radius:4px; }
.wse-btn-df .wseA:hover, .wse-btn-df .wseA.hover { background-color:#5b6b3a; border-color:#5b6b3a; }
.wse-gal-df .wsg-thumb > a { border-color:#e4dcc8; background-color:#e4dcc8; border-width:1px; }
.wse-gal-df .wspg { width:calc(100% + 10px); height:calc(100% + 10px); top:-5px; left:-5px; }
.wse-gal-df .wsg-thumb-container { padding:5px; width:33.333%; float:left; height:200px; }
.wse-txt-h1 { font-family:'Playfair Display'; font-size:40px; font-weight:700; margin:0px; color:#3b3a36; }
.wse-txt-h2 { font-family:'Playfair Display'; font-size:30px; font-weight:700; margin:0px; color:#7a4e7e; }
.wse-txt-h3 { font-family:'Playfair Display'; font-size:24px; font-weight:400; margin:0px; color:#3b3a36; }
.wse-txt-h4 { font-family:'Lato'; font-size:20px; font-weight:700; margin:0px; color:#5b6b3a; }
.wse-txt-h5 { font-family:'Lato'; font-size:18px; font-weight:700; margin:0px; }
.wse-txt-h6 { font-family:'Playfair Display'; font-size:34px; font-weight:700; margin:0px; }
.wse-txt-bl { font-family:'Lato'; font-size:19px; font-weight:400; margin:0px; }
.wse-txt-bm { font-family:'Lato'; font-size:16px; font-weight:400; margin:0px; }
.wse-txt-bs { font-family:'Lato'; font-size:14px; font-weight:400; margin:0px; }
.wse-txt-h1, .wse-txt-h1 .wse-txt-size, .wse-txt-h2, .wse-txt-h2 .wse-txt-size, .wse-txt-h3, .wse-txt-h3 .wse-txt-size { line-height:1.3; }
.wse-txt-bl, .wse-txt-bl .wse-txt-size, .wse-txt-bm, .wse-txt-bm .wse-txt-size, .wse-txt-bs, .wse-txt-bs .wse-txt-size { line-height:1.6; }
.wse-div-df .hr { border:0; border-style:solid; border-color:#cfc2a3; }
.wse-div-df .hr.horizontal { width:100%; height:1px; margin-top:9.5px; border-bottom-width:1px; }
.wse-frm-df input.text, .wse-frm-df textarea.textarea { border-radius:4px; box-shadow:inset 0 1px 1px rgba(0,0,0,0.075); }
.wse-frm-df label.desc { font-weight:bold; color:#3b3a36; }
.wse-frm-df .wseA { color:#ffffff; background-color:#7a4e7e; border-color:#7a4e7e; }
#header-fixed #imgBox_37 { left:0px; top:18px; width:84px; height:84px; }
#header-fixed #txtBox_39 { left:96px; top:22px; width:420px; height:80px; }
#header-fixed #txtBox_44 { left:700px; top:24px; width:280px; height:24px; }
#header-fixed #staticMenu_58 { left:96px; top:108px; width:884px; height:36px; }
#footer-fixed #txtBox_63 { left:690px; top:30px; width:290px; height:120px; }
#footer-fixed #txtBox_64 { left:350px; top:30px; width:320px; height:120px; }
#footer-fixed #txtBox_66 { left:0px; top:30px; width:330px; height:90px; }
#footer-fixed #ftr_socialBar_86 { left:0px; top:130px; width:160px; height:30px; }
#footer-fixed #txtBox_91 { left:690px; top:190px; width:290px; height:22px; }
@media (max-width:767px) {
  .content-fixed > .content-inner { width:378px; }
  header, header > #header-wrap { height:96px; }
  footer, footer > #footer-wrap { height:470px; }
  #header-fixed #staticMenu_58 nav { display:none; }
  #footer-fixed #txtBox_63 { left:10px; top:20px; width:358px; }
  #footer-fixed #txtBox_64 { left:10px; top:150px; width:358px; }
  #footer-fixed #txtBox_66 { left:10px; top:280px; width:358px; }
}
</style>`;

const rule = (e: Element) =>
  `#${e.id} { left:${e.geo.x}px; top:${e.geo.y}px; width:${e.geo.w}px; height:${e.geo.h}px; }`;

/** The page's stylesheet: desktop boxes as placed, then the phone layout, which stacks them as they are seen. */
function pageCss(page: HeatherbankPage, file: string): string {
  const all = [...(page.strips ?? []), ...page.elements];
  const seen = [...page.elements].sort((m, n) => m.geo.y - n.geo.y || m.geo.x - n.geo.x);
  let y = 10;
  const phone = seen
    .map((e) => {
      const hgt = Math.round(e.geo.h * (e.geo.w > 378 ? Math.min(2.2, e.geo.w / 358) : 1));
      const r = `  #${e.id} { left:10px; top:${y}px; width:358px; height:${hgt}px; }`;
      y += hgt + 12;
      return r;
    })
    .join('\n');
  return `<style type="text/css" data-for="stylesheetManager" data-file="${file}">
${all.map(rule).join('\n')}
@media (max-width:767px) {
${phone}
}
</style>`;
}

const fileOf = (path: string) => (path === '/' ? 'index.css' : path.slice(1).replace(/\.html$/, '.css'));

/**
 * Lays out a page as WebStarts publishes it: the dynamic head (meta, the site's and the page's stylesheets,
 * `_wsConfig`, jQuery and common.js), the header with the logo, name, phone and static menu, `#body-content`
 * holding the strips and the page's elements, the footer, then the animation and analytics scripts.
 */
export function heatherbankLayout(page: HeatherbankPage): SitePage {
  const canonical = `${HB_SITE}${page.path}`;
  const phoneHeight = page.elements.reduce((sum, e) => sum + e.geo.h + 12, 40);
  const html = `<!DOCTYPE html>
<html>
<head>

<!-- Meta -->
<meta charset="utf-8" data-dynamic-entity="1">
<meta http-equiv="X-UA-Compatible" content="IE=edge" data-dynamic-entity="1">
<meta name="viewport" content="width=device-width, initial-scale=1" data-dynamic-entity="2">
<title>${page.title}</title>
<link rel="canonical" href="${canonical}" data-dynamic-entity="3">
<meta property="og:title" content="${page.title}" data-dynamic-entity="3">
<meta property="og:image" content="${FILES}/heatherbank-front-summer-3310.jpg" data-dynamic-entity="3">

<!-- CSS -->
<link rel="stylesheet" data-dynamic-entity="1" type="text/css" href="${LIB}/users/common.css">
${siteCss}
${pageCss(page, fileOf(page.path))}

<!-- JS -->
<script type="text/javascript" data-dynamic-entity="4" data-editor-friendly="1">var _wsConfig = {"renderViewports":["desktop","phone"],"convertedViewports":["desktop","phone"],"siteId":${SITE_ID}};var _wsProps = {};</script>
<script type="text/javascript" data-dynamic-entity="1" data-editor-friendly="1" src="https://ajax.googleapis.com/ajax/libs/jquery/1.11.1/jquery.min.js"></script>
<script type="text/javascript" data-dynamic-entity="1" data-editor-friendly="1">if (typeof jQuery === "undefined") {document.write(unescape('%3Cscript src="${LIB}/jquery/jquery-1.11.1.min.js" data-dynamic-entity="1" type="text/javascript"%3E%3C/script%3E'));}</script>
<script type="text/javascript" data-dynamic-entity="1" data-editor-friendly="1">var $j = jQuery.noConflict();</script><script type="text/javascript" data-dynamic-entity="1" data-editor-friendly="1" src="${LIB}/users/common.js"></script>

<!-- HC -->
<meta id="page-keywords" data-dynamic-entity="3" name="keywords" content="bed and breakfast Hawes, B&amp;B Gayle, Wensleydale B&amp;B, Pennine Way accommodation, dog friendly B&amp;B Yorkshire Dales" /><meta id="page-description" data-dynamic-entity="3" name="description" content="${page.description}" />
<link id="slideout-css" data-dynamic-entity="2" type="text/css" rel="stylesheet" href="${LIB}/slideout/slideout.css" data-viewport="phone" /><script id="slideout-js" data-dynamic-entity="2" type="text/javascript" data-viewport="phone" src="${LIB}/slideout/slideout.js"></script>
<link id="public-icons-css" data-dynamic-entity="2" type="text/css" rel="stylesheet" href="${LIB}/users/fonts/public/css/public-icons.min.css" />
<link id="wse-frm-css" data-dynamic-entity="3" type="text/css" rel="stylesheet" href="${LIB}/users/wse-frm.css" />
<link rel="stylesheet" type="text/css" href="https://fonts.googleapis.com/css?family=Playfair+Display:400,700%7CLato:300,400,400italic,700&amp;subset=all">
</head>
<body>
${header(page.path)}
<div id="body-content" class="" data-manual-drag-desktop="${page.height}" data-manual-drag-phone="${phoneHeight}">
<div id="body-full" class="content-full"><div class="content-inner"><shared>
</shared>
${(page.strips ?? []).map((s) => s.html).join('\n')}
</div></div>
<div id="body-fixed" class="content-fixed"><div class="content-inner"><shared>
</shared>
<!--</div>-->
<!--</div>-->
${page.elements.map((e) => e.html).join('\n')}
</div></div>
<div id="body-bg" class="bg-container">
<div class="content-fixed bg clr-brd-df clr-bkg-11 wse-pg wse-pg-df" objtype="34">
<div class="content-inner">${shadows}</div></div></div></div>${footer}
<script type="text/javascript" src="${LIB}/users/ws-animate.min.js" data-dynamic-entity="3"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7HBK2QX4LM"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-7HBK2QX4LM');
</script>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}
