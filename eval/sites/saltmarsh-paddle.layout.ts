import type { SitePage } from './site-server.ts';

/**
 * A page of Saltmarsh Paddle as the classic Weebly editor (now Square Online's "Weebly" sites) publishes it: a
 * theme header with the logo, the navigation as `ul.wsite-menu-default` (the current page's `<li>` carries
 * `id="active"`, the others `id="pg<18 digits>"`, a `div.wsite-menu-wrap` dropdown saved `display:none`) and a
 * hamburger whose menu is a second copy of the list in `div#wsite-mobile-menu`; an optional banner with the
 * theme's headline and a "Book now" button; the content as `div#wsite-content` holding sections
 * (`div.wsite-section-wrap` > `div.wsite-section` > `div.container` > `div.wsite-section-content` >
 * `div.wsite-section-elements`); text elements as `div.paragraph` written with `<br />` runs, `<strong>` and
 * `<font>` rather than paragraphs; titles as `h2.wsite-content-title`, often with the text in `<font size="5">`;
 * columns as a layout table (`table.wsite-multicol-table` with `td.wsite-multicol-col`); images with the editor's
 * alt "Picture" and a caption `div` under them; "Embed Code" elements (`div.wcustomhtml`) holding whatever the
 * owner pasted; a Weebly blog (`/blog`, `/blog/<slug>`) whose posts are `div.blog-post` with M/D/YYYY dates and
 * "0 Comments" links; a footer element area with the address, phones, email, hours and company number on every
 * page, and the free plan's "Powered by Weebly" footer; an Osano cookie notice pasted into the header code.
 */
export interface MarshPage {
  path: string;
  /** The page's name in the navigation, and the first half of the `<title>`. */
  title: string;
  /** The SEO title from the page's settings, when the owner set one. */
  seoTitle?: string;
  description: string;
  /** The page's sections, already built. */
  body: string[];
  /** The theme's banner (headline, text and button): only on "header" pages. */
  banner?: { headline: string; text: string; button?: [label: string, href: string] };
  /** `page` an editor page, `blog` the blog's index, `post` a blog post. */
  kind?: 'page' | 'blog' | 'post';
  unlisted?: boolean;
}

export const MARSH_SITE = 'https://www.saltmarsh-paddle.test';
export const MARSH_NAME = 'Saltmarsh Paddle';
export const MARSH_COMPANY = 'Saltmarsh Paddle Ltd';
export const MARSH_COMPANY_NO = '09384721';
export const MARSH_PLACE = 'The Boathouse, Parrog Road';
export const MARSH_TOWN = 'Newport, Pembrokeshire';
export const MARSH_POSTCODE = 'SA42 0RX';
export const MARSH_PHONE = '01632 960 527';
export const MARSH_PHONE_HREF = 'tel:+441632960527';
export const MARSH_MOBILE = '07700 900 781';
export const MARSH_MOBILE_HREF = 'tel:+447700900781';
export const MARSH_EMAIL = 'paddle@saltmarsh-paddle.test';
export const MARSH_W3W = '///otter.shingle.lantern';
/** The Square Online site the "Book now" buttons send visitors to. */
export const MARSH_BOOKING = 'https://saltmarsh-paddle.square.site/';
export const MARSH_FACEBOOK = 'https://www.facebook.com/saltmarshpaddle';
export const MARSH_INSTAGRAM = 'https://www.instagram.com/saltmarshpaddle';

const USER_ID = '147263981';
const BUILD = '1731081234';

/* ── Generated ids ──────────────────────────────────────────────────────────────────────────────────── */

// Weebly gives every page, element and post an 18-digit id; a xorshift here, so a page is the same on every run.
let seed = 0x2c6e91b3;
const next = () => {
  seed ^= seed << 13;
  seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  seed >>>= 0;
  return seed;
};
/** An element or page id, like '417309621845370962'. */
export const wid = () =>
  `${(next() % 9) + 1}${String(next()).padStart(10, '0')}${String(next() % 10_000_000).padStart(7, '0')}`;

/** An uploaded image: '/uploads/1/4/7/2/147263981/published/sea-caves.jpg?1698765432'. */
export const upload = (file: string, published = true) =>
  `/uploads/1/4/7/2/${USER_ID}/${published ? 'published/' : ''}${file}${published ? `?${1690000000 + (next() % 40000000)}` : ''}`;

/* ── Elements, as the editor saves them ─────────────────────────────────────────────────────────────── */

/** A section: the wrap, the section with its background, the theme's container and the content. */
export const section = (elements: string[], background = '') =>
  `<div class="wsite-section-wrap">
<div class="wsite-section wsite-body-section wsite-background-${(next() % 60) + 1} wsite-custom-background"${background ? ` style="${background}"` : ''}>
<div class="container">
<div class="wsite-section-content">
<div class="wsite-section-elements">
${elements.join('\n')}
</div>
</div>
</div>
</div>
</div>`;

/** A title element: `h2.wsite-content-title`, the text usually enlarged with `<font size="5">`. */
export const title = (html: string, size: number | null = 5, align = 'left') =>
  `<h2 class="wsite-content-title" style="text-align:${align};">${size ? `<font size="${size}">${html}</font>` : html}</h2>`;

/** A text element: lines joined by `<br />`, as the editor saves Enter. */
export const para = (lines: string[], align = 'left') =>
  `<div class="paragraph" style="text-align:${align};">${lines.join('<br />')}</div>`;

/** A coloured, bold run the owner made with the toolbar. */
export const bold = (html: string, color = '') =>
  color ? `<strong><font color="${color}">${html}</font></strong>` : `<strong>${html}</strong>`;
export const big = (html: string, size = 4) => `<font size="${size}">${html}</font>`;
export const em = (html: string) => `<em>${html}</em>`;
export const TEAL = '#1b6f7a';
export const RUST = '#b5482a';

/** A link in a text element: internal links root-relative, as Weebly publishes them. */
export const a = (html: string, href: string) =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank"' : ''}>${html}</a>`;

/** A list inside a text element (the editor's bullet button). */
export const ul = (...items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;

/** A text element holding a list after some lines. */
export const paraList = (before: string[], items: string[], after: string[] = []) =>
  `<div class="paragraph" style="text-align:left;">${before.join('<br />')}${ul(...items)}${after.join('<br />')}</div>`;

/** The editor's spacer element. */
export const spacer = (px = 30) => `<div class="wsite-spacer" style="height:${px}px;"></div>`;

/** The editor's divider element. */
export const divider = () =>
  `<div><div style="height: 20px; overflow: hidden; width: 100%;"></div>
<hr class="styled-hr" style="width:100%;"></hr>
<div style="height: 20px; overflow: hidden; width: 100%;"></div></div>`;

/** A button element. */
export const button = (
  label: string,
  href: string,
  style: 'highlight' | 'normal' = 'highlight',
  align = 'left',
) =>
  `<div style="text-align:${align};"><div style="height: 10px; overflow: hidden;"></div>
<a class="wsite-button wsite-button-large wsite-button-${style}" href="${href}"${href.startsWith('http') ? ' target="_blank"' : ''}>
<span class="wsite-button-inner">${label}</span>
</a>
<div style="height: 10px; overflow: hidden;"></div></div>`;

/** An image element: the alt left at the editor's "Picture", the caption a plain `div` under it. */
export const image = (file: string, caption = '', align = 'center') =>
  `<div><div class="wsite-image wsite-image-border-none " style="padding-top:10px;padding-bottom:10px;margin-left:0;margin-right:0;text-align:${align}">
<a>
<img src="${upload(file)}" alt="Picture" style="width:auto;max-width:100%" />
</a>
<div style="display:block;font-size:90%">${caption}</div>
</div></div>`;

/** Columns: the multi-column element, a layout table with one `td.wsite-multicol-col` per column. */
export const multicol = (cols: string[][], widths?: number[]) => {
  const w = widths ?? cols.map(() => 100 / cols.length);
  return `<div><div class="wsite-multicol"><div class="wsite-multicol-table-wrap" style="margin:0 -15px;">
<table class="wsite-multicol-table">
<tbody class="wsite-multicol-tbody">
<tr class="wsite-multicol-tr">
${cols
  .map(
    (col, i) => `<td class="wsite-multicol-col" style="width:${w[i]}%; padding:0 15px;">
${col.join('\n')}
</td>`,
  )
  .join('\n')}
</tr>
</tbody>
</table>
</div></div></div>`;
};

/** An "Embed Code" element: whatever HTML the owner pasted, in `div.wcustomhtml`. */
export const customHtml = (html: string) =>
  `<div><div id="${wid()}" align="left"><div class="wcustomhtml" style="overflow:hidden;">${html}</div></div></div>`;

/** A gallery element: square thumbnails floated in rows, the captions in hover boxes hidden until hovered. */
export const gallery = (items: [file: string, caption: string][], perRow = 3) => {
  const id = wid();
  return `<div><div style="height:20px;overflow:hidden;width:100%;"></div>
<div id="${id}-gallery" class="imageGallery galleryCaptionHover" style="line-height:0px;padding:0;margin:0">
${items
  .map(
    ([file, caption], i) =>
      `<div id="${id}-imageContainer${i}" style="float:left;width:${(100 / perRow).toFixed(2)}%;margin:0;"><div id="${id}-insideImageContainer${i}" style="position:relative;margin:5px;"><div class="galleryImageHolder" style="position:relative; width:100%; padding:0 0 75%;overflow:hidden;"><div class="galleryInnerImageHolder"><a href="${upload(file.replace('.jpg', '_orig.jpg'), false)}" rel="lightbox[gallery${id}]" onclick="if (!lightboxLoaded) return false"><img src="${upload(file)}" class="galleryImage" _width="800" _height="600" style="position:absolute;border:0;width:100%;top:0%;left:0%" /></a><div class="galleryCaptionHolder" style="display:none;"><div class="galleryCaptionHolderInner"><div class="galleryCaptionInnerTextHolder"><div class="galleryCaptionInnerText">${caption}</div></div></div></div></div></div></div></div>${(i + 1) % perRow === 0 ? '<span style="display: block; clear: both; height: 0px; overflow: hidden;"></span>' : ''}`,
  )
  .join('\n')}
<span style="display: block; clear: both; height: 0px; overflow: hidden;"></span>
</div>
<div style="height:20px;overflow:hidden;width:100%;"></div></div>`;
};

/** The map element: Weebly's own map app in an iframe. */
export const map = () =>
  `<div class="wsite-map"><iframe allowtransparency="true" frameborder="0" scrolling="no" style="width: 100%; height: 300px; margin-top: 10px; margin-bottom: 10px;" src="//www.weebly.com/weebly/apps/generateMap.php?map=google&amp;elementid=${wid()}&amp;ineditor=0&amp;control=3&amp;width=auto&amp;height=300px&amp;overviewmap=0&amp;scalecontrol=0&amp;typecontrol=0&amp;zoom=15&amp;long=-4.8369&amp;lat=52.0194&amp;domain=www&amp;point=1&amp;align=1&amp;reseller=false"></iframe></div>`;

type FieldKind = 'name' | 'email' | 'text' | 'tel' | 'date' | 'select' | 'textarea';

/** A form element: `form#form-<id>` with a `div.wsite-form-field` per field and a hidden honeypot. */
export const form = (
  heading: string,
  fields: { kind: FieldKind; label: string; required?: boolean; options?: string[] }[],
  submit = 'Submit',
) => {
  const id = wid();
  const req = (r?: boolean) => (r ? ' <span class="form-required">*</span>' : '');
  const field = (f: (typeof fields)[number]) => {
    const fid = `input-${wid()}`;
    const label = `<label class="wsite-form-label" for="${fid}">${f.label}${req(f.required)}</label>`;
    let input: string;
    if (f.kind === 'name')
      input = `<div class="wsite-form-input-container wsite-form-left wsite-form-input-first-name"><input aria-required="${!!f.required}" id="${fid}" class="wsite-form-input wsite-input" type="text" name="_u${fid.slice(6)}[first]" /><label class="wsite-form-sublabel" for="${fid}">First</label></div><div class="wsite-form-input-container wsite-form-right wsite-form-input-last-name"><input aria-required="${!!f.required}" id="${fid}-1" class="wsite-form-input wsite-input" type="text" name="_u${fid.slice(6)}[last]" /><label class="wsite-form-sublabel" for="${fid}-1">Last</label></div>`;
    else if (f.kind === 'textarea')
      input = `<div class="wsite-form-input-container"><textarea aria-required="${!!f.required}" id="${fid}" class="wsite-form-input wsite-input" name="_u${fid.slice(6)}" style="height: 200px"></textarea></div>`;
    else if (f.kind === 'select')
      input = `<div class="wsite-form-radio-container"><select id="${fid}" name="_u${fid.slice(6)}" class="form-select"><option value="">-- Select --</option>${(f.options ?? []).map((o) => `<option value="${o}">${o}</option>`).join('')}</select></div>`;
    else
      input = `<div class="wsite-form-input-container"><input aria-required="${!!f.required}" id="${fid}" class="wsite-form-input wsite-input wsite-input-width-370px" type="${f.kind === 'tel' ? 'text' : f.kind === 'date' ? 'text' : f.kind}" name="_u${fid.slice(6)}" /></div>`;
    return `<div><div class="wsite-form-field${f.kind === 'name' ? ' wsite-name-field' : ''}" style="margin:5px 0px 5px 0px;">${label}<div style="clear:both;"></div>${input}<div id="instructions-${fid.slice(6)}" class="wsite-form-instructions" style="display:none;"></div></div></div>`;
  };
  return `<div>
<form enctype="multipart/form-data" action="//www.weebly.com/weebly/apps/formSubmit.php" method="POST" id="form-${id}">
<div id="${id}-form-parent" class="wsite-form-container" style="margin-top:10px;">
<ul class="formlist" id="${id}-form-list">
${title(heading, null)}
${fields.map(field).join('\n')}
</ul>
</div>
<div style="display:none; visibility:hidden;"><input type="text" name="wsite_subject" /></div>
<div style="text-align:left; margin-top:10px; margin-bottom:10px;">
<input type="hidden" name="form_version" value="2" />
<input type="hidden" name="wsite_approved" id="wsite-approved" value="approved" />
<input type="hidden" name="ucfid" value="${id}" />
<input type="hidden" name="recaptcha_token"/>
<input type="submit" role="button" aria-label="${submit}" value="${submit}" style="position:absolute;top:0;left:-9999px;width:1px;height:1px" />
<a class="wsite-button"><span class="wsite-button-inner">${submit}</span></a>
</div>
</form>
<div id="g-recaptcha-${id}" class="recaptcha" data-size="invisible" data-recaptcha="1" data-sitekey="6Ldf5h8UAAAAAJFJhN6x2OfZqBvANPQcnPa8eb1C"></div>
</div>`;
};

/* ── Navigation: the desktop list with its dropdown, and the same list again for the mobile menu ────── */

type NavItem = [label: string, href: string, children?: [string, string][]];

const nav: NavItem[] = [
  ['Home', '/'],
  ['Hire &amp; Prices', '/hire-prices.html'],
  [
    'Trips &amp; Lessons',
    '/guided-trips.html',
    [
      ['Guided Trips', '/guided-trips.html'],
      ['SUP Lessons', '/sup-lessons.html'],
      ['Kids &amp; Families', '/kids-families.html'],
      ['Groups &amp; Schools', '/groups-schools.html'],
    ],
  ],
  ['Safety &amp; What to Bring', '/safety.html'],
  ['FAQ', '/faq.html'],
  ['About Us', '/about.html'],
  ['Find Us', '/find-us.html'],
  ['Gift Vouchers', '/gift-vouchers.html'],
  ['Blog', '/blog'],
];

// One id per page for the life of the site, as Weebly keeps them.
const PAGE_IDS = new Map(
  nav.flatMap(([, h, c]) => [h, ...(c ?? []).map(([, x]) => x)]).map((h) => [h, wid()]),
);
const SUB_IDS = new Map(nav.flatMap(([, , c]) => (c ?? []).map(([, x]) => [x, wid()] as const)));

const isCurrent = (href: string, path: string) =>
  href === path || (href === '/blog' && path.startsWith('/blog/'));

const menu = (path: string) =>
  `<ul class="wsite-menu-default">
${nav
  .map(([label, href, children]) => {
    const active = isCurrent(href, path) || (children ?? []).some(([, h]) => h === path);
    const sub = children
      ? `
<div class="wsite-menu-wrap" style="display:none">
<ul class="wsite-menu">
${children
  .map(
    ([
      t,
      h,
    ]) => `<li id="wsite-nav-${SUB_IDS.get(h)}" class="wsite-menu-subitem-wrap${h === path ? ' wsite-nav-current' : ''}">
<a href="${h}" class="wsite-menu-subitem">
<span class="wsite-menu-title">${t}</span>
</a>
</li>`,
  )
  .join('\n')}
</ul>
</div>`
      : '';
    return `<li id="${active ? 'active' : `pg${PAGE_IDS.get(href)}`}" class="wsite-menu-item-wrap">
<a href="${href}" class="wsite-menu-item">${label}${children ? '<span class="wsite-menu-arrow">&gt;</span>' : ''}</a>${sub}
</li>`;
  })
  .join('\n')}
</ul>`;

/* ── Footer: the footer element area the owner filled in, the same on every page ───────────────────── */

const FOOTER = `<div class="footer-wrap">
<div class="container">
<div class="footer">
<div class='wsite-elements wsite-footer'>
${multicol(
  [
    [
      para([
        bold('SALTMARSH PADDLE'),
        'Kayak, canoe &amp; SUP hire and guided trips',
        'on the Pembrokeshire coast since 2014',
      ]),
    ],
    [para([bold('Find us'), MARSH_PLACE, MARSH_TOWN, MARSH_POSTCODE, `what3words: ${MARSH_W3W}`])],
    [
      para([
        bold('Call or email'),
        `Office: ${a(MARSH_PHONE, MARSH_PHONE_HREF)}`,
        `On the day: ${a(MARSH_MOBILE, MARSH_MOBILE_HREF)}`,
        a(MARSH_EMAIL, `mailto:${MARSH_EMAIL}`),
      ]),
    ],
    [
      para([
        bold('Opening'),
        'Hire hut: Easter to the end of October',
        'Office: Mon – Fri, 10am – 4pm',
        a('Tide-dependent hire times', '/find-us.html'),
      ]),
    ],
  ],
  [28, 24, 26, 22],
)}
${para(
  [
    `${a('Booking &amp; Cancellation Policy', '/booking-policy.html')} &nbsp;|&nbsp; ${a('Privacy', '/privacy.html')} &nbsp;|&nbsp; ${a('Terms', '/terms.html')}`,
    `<font size="1">${MARSH_COMPANY}, registered in England and Wales, company no. ${MARSH_COMPANY_NO}. Registered office: ${MARSH_PLACE}, ${MARSH_TOWN} ${MARSH_POSTCODE}.</font>`,
  ],
  'center',
)}
<div style="text-align:center;"><div style="height:10px;overflow:hidden"></div><span class="wsite-social wsite-social-default"><a class='first-child wsite-social-item wsite-social-facebook' href='${MARSH_FACEBOOK}' target='_blank' alt='Facebook' aria-label='Facebook'><span class='wsite-social-item-inner'></span></a><a class='last-child wsite-social-item wsite-social-instagram' href='${MARSH_INSTAGRAM}' target='_blank' alt='Instagram' aria-label='Instagram'><span class='wsite-social-item-inner'></span></a></span><div style="height:10px;overflow:hidden"></div></div>
</div>
</div>
</div>
</div>`;

/** The free plan's footer, added by Weebly under the owner's own. */
const POWERED = `<div id="weebly-footer-signup-container-v3" class="weebly-footer-signup-container-v3"><a class="weebly-footer-signup-container-v3__link" href="https://www.weebly.com/signup?utm_source=internal&amp;utm_medium=footer" target="_blank"><span class="weebly-footer-signup-container-v3__text">Powered by</span> <span class="weebly-footer-signup-container-v3__logo">Weebly</span></a></div>`;

/** Osano's cookie consent, pasted into the site's header code and rendered at the end of the body. */
const COOKIES = `<div role="dialog" aria-live="polite" aria-label="cookieconsent" aria-describedby="cookieconsent:desc" class="cc-window cc-banner cc-type-info cc-theme-block cc-bottom"><span id="cookieconsent:desc" class="cc-message">This website uses cookies to ensure you get the best experience on our website. <a aria-label="learn more about cookies" role="button" tabindex="0" class="cc-link" href="/privacy.html" target="_blank">Learn more</a></span><div class="cc-compliance"><a aria-label="dismiss cookie message" role="button" tabindex="0" class="cc-btn cc-dismiss">Got it!</a></div></div>`;

/* ── The document ───────────────────────────────────────────────────────────────────────────────────── */

const slugOf = (path: string) =>
  path === '/'
    ? 'home'
    : path
        .replace(/^\//, '')
        .replace(/\.html$/, '')
        .replace(/\//g, '-');

const LOGO = upload('saltmarsh-paddle-logo.png');
const OG_IMAGE = upload('parrog-slipway-evening.jpg');

/** Lays out a page as Weebly serves it. */
export function marshLayout(page: MarshPage): SitePage {
  const url = `${MARSH_SITE}${page.path === '/' ? '/' : page.path}`;
  const description = page.description.replace(/&(?!amp;)/g, '&amp;');
  const docTitle = page.seoTitle ?? `${page.title} - Saltmarsh Paddle`;
  const banner = page.banner
    ? `<div class="banner-wrap wsite-background wsite-custom-background">
<div class="container">
<div class="banner">
<h2><span class="wsite-text wsite-headline">${page.banner.headline}</span></h2>
<p><span class="wsite-text wsite-headline-paragraph">${page.banner.text}</span></p>
${page.banner.button ? `<div class="button-wrap"><a class="wsite-button wsite-button-large wsite-button-highlight" href="${page.banner.button[1]}"${page.banner.button[1].startsWith('http') ? ' target="_blank"' : ''}><span class="wsite-button-inner">${page.banner.button[0]}</span></a></div>` : ''}
</div>
</div>
</div>`
    : '';
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<title>${docTitle}</title><meta property="og:site_name" content="Saltmarsh Paddle" />
<meta property="og:title" content="${docTitle}" />
<meta property="og:description" content="${description}" />
<meta property="og:image" content="${MARSH_SITE}${OG_IMAGE}" />
<meta property="og:url" content="${url}" />
<meta name="description" content="${description}" />
<meta http-equiv="Content-Type" content="text/html; charset=utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1"/>
<link id="wsite-base-style" rel="stylesheet" type="text/css" href="//cdn2.editmysite.com/css/sites.css?buildTime=${BUILD}" />
<link rel="stylesheet" type="text/css" href="//cdn2.editmysite.com/css/old/fancybox.css?${BUILD}" />
<link rel="stylesheet" type="text/css" href="//cdn2.editmysite.com/css/social-icons.css?buildtime=${BUILD}" media="screen,projection" />
<link rel="stylesheet" type="text/css" href="/files/main_style.css?1732615520" title="wsite-theme-css" />
<link href='//cdn2.editmysite.com/fonts/Montserrat/font.css?2' rel='stylesheet' type='text/css' />
<link href='//cdn2.editmysite.com/fonts/Lora/font.css?2' rel='stylesheet' type='text/css' />
<style type='text/css'>
.wsite-elements.wsite-not-footer:not(.wsite-header-elements) div.paragraph, .wsite-elements.wsite-not-footer:not(.wsite-header-elements) p {font-family:"Lora" !important;}
#wsite-content h2.wsite-content-title {font-family:"Montserrat" !important;color:#1b6f7a !important;}
.wsite-menu-default a {font-family:"Montserrat" !important;}
#wsite-mobile-menu {display:none;}
@media screen and (max-width: 767px) { .desktop-nav {display:none;} body.nav-open #wsite-mobile-menu {display:block;} }
</style>
<link rel="stylesheet" type="text/css" href="//cdnjs.cloudflare.com/ajax/libs/cookieconsent2/3.1.1/cookieconsent.min.css" />
<script src="//cdnjs.cloudflare.com/ajax/libs/cookieconsent2/3.1.1/cookieconsent.min.js" data-cfasync="false"></script>
<script>window.addEventListener("load",function(){window.cookieconsent.initialise({"palette":{"popup":{"background":"#1b6f7a"},"button":{"background":"#f1d600"}},"content":{"href":"/privacy.html"}})});</script>
<script>
var STATIC_BASE = '//cdn1.editmysite.com/';
var ASSETS_BASE = '//cdn2.editmysite.com/';
var STYLE_PREFIX = 'wsite';
</script>
<script src='https://ajax.googleapis.com/ajax/libs/jquery/1.8.3/jquery.min.js'></script>
<script type="text/javascript" src="//cdn2.editmysite.com/js/lang/en/stl.js?buildTime=${BUILD}&"></script>
<script src="//cdn2.editmysite.com/js/site/main.js?buildTime=${BUILD}"></script><script type="text/javascript">
_W = _W || {};
_W.configDomain = "www.weebly.com";
_W.relinquish && _W.relinquish();
_W.storeName = "Saltmarsh Paddle";
_W.isCheckoutReskin = false;
_W.themePlugins = [];
_W.recaptchaUrl = "https://www.google.com/recaptcha/api.js";
var _page_type = '${page.kind === 'post' ? 'blog-post' : page.kind === 'blog' ? 'blog' : 'page'}';
</script>
</head>
<body class="${page.banner ? 'header-page' : 'no-header-page'}  wsite-page-${slugOf(page.path)}  full-width-on  wsite-theme-light">
<div class="wrapper">
<div class="header-wrap">
<div class="container">
<div class="logo"><span class="wsite-logo">
<a href="/">
<img src="${LOGO}" alt="SALTMARSH PADDLE" style="width:220px;max-width:100%;" />
</a>
</span></div>
<div class="nav desktop-nav">${menu(page.path)}</div>
<a class="hamburger" aria-label="Menu" href="#"><span></span></a>
</div>
</div>
<div id="wsite-mobile-menu" class="wsite-mobile-menu">
<div class="wsite-animation-wrap" style="position:relative;">
${menu(page.path)}
</div>
</div>
${banner}
<div class="main-wrap">
<div id="wsite-content" class="wsite-elements wsite-not-footer">
${page.body.join('\n')}
</div>
</div>
${FOOTER}
</div>
${POWERED}
<div id="customer-accounts-app"></div>
<script src="//cdn2.editmysite.com/js/site/main-customer-accounts-site.js?buildTime=${BUILD}"></script>
<script type="text/javascript" src="/files/theme/plugins.js?1559751123"></script>
<script type="text/javascript" src="/files/theme/custom.js?1559751123"></script>
${COOKIES}
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** The page Weebly shows for an address that does not exist, in the site's layout. */
export const marshNotFound: MarshPage = {
  path: '/404',
  title: 'Page Not Found',
  description: 'Page not found',
  body: [
    section([
      title('Page Not Found'),
      para([
        'Sorry, the page you were looking for could not be found.',
        `${a('Go to the home page', '/')} or ${a('see our hire prices', '/hire-prices.html')}.`,
      ]),
    ]),
  ],
};
