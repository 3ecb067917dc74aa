import type { SitePage } from './site-server.ts';

/** A page of The Roxy Picturehouse as the Weebly editor holds it, before the theme wraps it. */
export interface RoxyPage {
  path: string;
  /** The page name: the navigation label and the first half of `<title>`. */
  title: string;
  description: string;
  /**
   * The elements dropped into the content area, built with the helpers below: Weebly's sections, paragraphs,
   * titles, multi-column tables, images, spacers, buttons, forms and embed-code blocks.
   */
  body: string;
  /** The theme's banner (a header page): its headline and button over the photo; none on a no-header page. */
  banner?: { headline: string; text?: string; image: string };
  /** A blog post, laid out in the blog table beside the sidebar. */
  post?: boolean;
  /** Left out of sitemap.xml, as Weebly leaves out what it was told not to index. */
  unlisted?: boolean;
}

export const ROXY_SITE = 'http://www.electric-roxy.test';
export const ROXY_NAME = 'The Roxy Picturehouse';
export const ROXY_PHONE = '01969 624 713';
export const ROXY_PHONE_HREF = 'tel:01969624713';
export const ROXY_EMAIL = 'boxoffice@electric-roxy.test';
export const ROXY_STREET = '21 Bridge Street';
export const ROXY_TOWN = 'Swaleford, North Yorkshire DL8 4QT';
export const ROXY_CHARITY = 'The Swaleford Roxy Trust';
export const ROXY_CHARITY_NO = '1146207';
/** The ticketing system the What's On page embeds: full listings and seat availability live only in its iframe. */
export const ROXY_TICKETS = 'https://www.ticketsource.example/the-roxy-picturehouse';

/** Where Weebly keeps the site's uploads: the user's numeric folder, split digit by digit. */
const UPLOADS = '/uploads/1/4/2/7/142735608';

// Weebly's element and page ids, from a fixed generator so that a page is the same on every run.
let seed = 20261124;
const next = () => {
  seed = (seed * 48271) % 2147483647;
  return seed;
};
/** An 18-digit element id, as Weebly gives every form, blog post and image. */
export const wid = () => `${next()}${next()}`.padEnd(18, '7').slice(0, 18);

/** An uploaded image, as Weebly serves the original. */
export const upload = (file: string) => `${UPLOADS}/${file.replace(/(\.\w+)$/, '_orig$1')}`;

/* ── Elements ───────────────────────────────────────────────────────────────────────────────────────── */

/**
 * A Text element: one `div.paragraph` whose lines are `<br />`-separated runs, as the owner types them.
 * Lines are joined with `<br />`; styling is left to the caller (`<font>`, `<strong>`, `<span style>`).
 */
export const para = (...lines: string[]) =>
  `<div class="paragraph" style="text-align:left;">${lines.join('<br />')}</div>`;

/** A centred Text element. */
export const paraCentre = (...lines: string[]) =>
  `<div class="paragraph" style="text-align:center;">${lines.join('<br />')}</div>`;

/** A Title element. */
export const title = (html: string, align: 'left' | 'center' = 'left') =>
  `<h2 class="wsite-content-title" style="text-align:${align};">${html}</h2>`;

/** Coloured text, as the editor's colour picker wraps it. */
export const red = (html: string) => `<font color="#a1232b">${html}</font>`;
export const grey = (html: string) => `<span style="color:rgb(119, 119, 119)">${html}</span>`;
export const big = (html: string, size = 4) => `<font size="${size}">${html}</font>`;
export const b = (html: string) => `<strong>${html}</strong>`;
export const i = (html: string) => `<em>${html}</em>`;
/** A link inside a text element. */
export const a = (href: string, label: string) =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank"' : ''}>${label}</a>`;

/** A Spacer element. */
export const spacer = (height = 30) => `<div class="wsite-spacer" style="height:${height}px;"></div>`;

/** A Divider element. */
export const divider = () =>
  `<div><div style="height: 20px; overflow: hidden; width: 100%;"></div><hr class="styled-hr" style="width:100%;"></hr><div style="height: 20px; overflow: hidden; width: 100%;"></div></div>`;

/** A Button element. */
export const button = (label: string, href: string, align: 'left' | 'center' = 'left') =>
  `<div style="text-align:${align};"><div style="height: 10px; overflow: hidden;"></div><a class="wsite-button wsite-button-small wsite-button-highlight" href="${href}"${href.startsWith('http') ? ' target="_blank"' : ''}><span class="wsite-button-inner">${label}</span></a><div style="height: 10px; overflow: hidden;"></div></div>`;

/** An Image element: the upload, and its caption under it when it has one. */
export const image = (file: string, caption = '', alt = 'Picture') =>
  `<div><div class="wsite-image wsite-image-border-none " style="padding-top:10px;padding-bottom:10px;margin-left:0px;margin-right:0px;text-align:center"><a><img src="${upload(file)}" alt="${alt}" style="width:auto;max-width:100%" /></a><div style="display:block;font-size:90%">${caption}</div></div></div>`;

/**
 * A Multi-Column element: Weebly's layout table, one `td.wsite-multicol-col` per column, each holding its own
 * elements. Columns are only tied to each other by their position in the row.
 */
export const cols = (widths: number[], ...columns: string[]) =>
  `<div><div class="wsite-multicol"><div class="wsite-multicol-table-wrap" style="margin:0 -15px;"><table class="wsite-multicol-table"><tbody class="wsite-multicol-tbody"><tr class="wsite-multicol-tr">${columns
    .map(
      (html, n) =>
        `<td class="wsite-multicol-col" style="width:${widths[n] ?? Math.round(100 / columns.length)}%; padding:0 15px;">${html}</td>`,
    )
    .join('')}</tr></tbody></table></div></div></div>`;

/** An Embed Code element: whatever HTML the owner pasted, in Weebly's wrapper. */
export const embed = (html: string) =>
  `<div class="wcustomhtml" style="overflow: hidden; width: 100%;">${html}</div>`;

/** A Map element: Weebly's map iframe; the address is only in its query string. */
export const map = () =>
  `<div class="wsite-map"><iframe allowtransparency="true" frameborder="0" scrolling="no" style="width: 100%; height: 250px;margin-top: 10px; margin-bottom: 10px;" src="//www.weebly.com/weebly/apps/generateMap.php?map=google&amp;elementid=${wid()}&amp;ineditor=0&amp;control=3&amp;width=auto&amp;height=250px&amp;overviewmap=0&amp;scalecontrol=0&amp;typecontrol=0&amp;zoom=16&amp;long=-1.7382&amp;lat=54.2861&amp;domain=www&amp;point=1&amp;align=1&amp;reseller=false"></iframe></div>`;

/** A page section: Weebly's section wrappers around its elements. */
export const section = (...elements: string[]) =>
  `<div class="wsite-section-wrap"><div class="wsite-section wsite-body-section wsite-background-${(next() % 40) + 1}"><div class="wsite-section-content"><div class="container"><div class="wsite-section-elements">${elements.join('')}</div></div></div></div></div>`;

/**
 * A section with a background photo, as the home page's hero: the headline and text sit in the section,
 * over the background image given in its inline style.
 */
export const heroSection = (file: string, ...elements: string[]) =>
  `<div class="wsite-section-wrap"><div class="wsite-section wsite-header-section wsite-section-bg-image" style="height: 560px;vertical-align: middle;background-image: url(${upload(file)}) ;background-size: cover;background-position: 50.00% 40.00%;background-repeat: no-repeat;"><div class="wsite-section-content"><div class="container"><div class="wsite-section-elements">${elements.join('')}</div></div></div><div class="bg-wrapper"><div class="bg-overlay"></div></div></div></div>`;

/**
 * The FAQ toggles the owner pasted into an Embed Code element: a heading per question, the answer in a
 * `div.toggle-content` hidden until a click (jQuery slideToggle).
 */
export const toggles = (items: [question: string, answer: string][]) =>
  embed(
    `<style>.roxy-toggles .toggle-title{cursor:pointer;font-weight:bold;padding:12px 0;border-bottom:1px solid #ddd}.roxy-toggles .toggle-title:after{content:"+";float:right}.roxy-toggles .toggle.open .toggle-title:after{content:"\\2013"}.roxy-toggles .toggle-content{padding:10px 0 16px}</style><div class="roxy-toggles">${items
      .map(
        ([q, ans]) =>
          `<div class="toggle"><div class="toggle-title" role="button" aria-expanded="false">${q}</div><div class="toggle-content" style="display:none;">${ans}</div></div>`,
      )
      .join(
        '',
      )}</div><script>jQuery(function($){$('.roxy-toggles .toggle-title').on('click',function(){var t=$(this).parent();t.toggleClass('open');t.find('.toggle-content').slideToggle(200);$(this).attr('aria-expanded',t.hasClass('open'));});});</script>`,
  );

/* ── Forms ──────────────────────────────────────────────────────────────────────────────────────────── */

const fieldWrap = (html: string) =>
  `<div><div class="wsite-form-field" style="margin:5px 0px 5px 0px;">${html}</div></div>`;
const required = (req: boolean) => (req ? ' <span class="form-required">*</span>' : '');

/** A form field: a single-line input, its label above it and any instructions hidden by the theme. */
export const textField = (label: string, req = false, instructions = '') => {
  const id = wid().slice(0, 9);
  return fieldWrap(
    `<label class="wsite-form-label" for="input-${id}">${label}${required(req)}</label><div class="wsite-form-input-container"><input aria-required="${req}" id="input-${id}" class="wsite-form-input wsite-input wsite-input-width-370px" type="text" name="_u${id}" /></div><div id="instructions-${id}" class="wsite-form-instructions" style="display:none;">${instructions}</div>`,
  );
};

/** A paragraph-text field. */
export const textArea = (label: string, req = false, instructions = '') => {
  const id = wid().slice(0, 9);
  return fieldWrap(
    `<label class="wsite-form-label" for="input-${id}">${label}${required(req)}</label><div class="wsite-form-input-container"><textarea aria-required="${req}" id="input-${id}" class="wsite-form-input wsite-input wsite-input-width-370px" name="_u${id}" style="height: 200px"></textarea></div><div id="instructions-${id}" class="wsite-form-instructions" style="display:none;">${instructions}</div>`,
  );
};

/** A radio-button or checkbox group: every option's text is its own label. */
export const choiceField = (
  kind: 'radio' | 'checkbox',
  label: string,
  options: string[],
  req = false,
  instructions = '',
) => {
  const id = wid().slice(0, 9);
  return fieldWrap(
    `<label class="wsite-form-label" for="input-${id}">${label}${required(req)}</label><div class="wsite-form-${kind}-container">${options
      .map(
        (opt, n) =>
          `<span class="form-${kind}-container"><input type="${kind}" id="${kind}-${n}-_u${id}" name="_u${id}${kind === 'checkbox' ? '[]' : ''}" value="${opt.replace(/<[^>]+>/g, '')}" /><label for="${kind}-${n}-_u${id}">${opt}</label><br /></span>`,
      )
      .join(
        '',
      )}</div><div id="instructions-${id}" class="wsite-form-instructions" style="display:none;">${instructions}</div>`,
  );
};

/** The name field: first and last name side by side, their sublabels under them. */
export const nameField = () => {
  const id = wid().slice(0, 9);
  return fieldWrap(
    `<label class="wsite-form-label">Name <span class="form-required">*</span></label><div style="clear:both;"></div><div class="wsite-form-input-container wsite-form-left wsite-form-input-first-name"><input aria-required="true" id="input-${id}" class="wsite-form-input wsite-input wsite-input-width-185px" type="text" name="_u${id}[first]" /><label class="wsite-form-sublabel" for="input-${id}">First</label></div><div class="wsite-form-input-container wsite-form-right wsite-form-input-last-name"><input aria-required="true" id="input-${id}-1" class="wsite-form-input wsite-input wsite-input-width-185px" type="text" name="_u${id}[last]" /><label class="wsite-form-sublabel" for="input-${id}-1">Last</label></div><div style="clear:both;"></div>`,
  );
};

/** A Weebly form: the container and its field list, the hidden fields, the fake submit and the button. */
export const form = (heading: string, submit: string, ...fields: string[]) => {
  const id = wid();
  return `<div><form enctype="multipart/form-data" action="//www.weebly.com/weebly/apps/formSubmit.php" method="POST" id="form-${id}"><div id="${id}-form-parent" class="wsite-form-container" style="margin-top:10px;"><ul class="formlist" id="${id}-form-list">${heading ? title(heading) : ''}${fields.join('')}</ul><div style="display:none; visibility:hidden;"><input type="text" name="wsite_subject" /></div></div><input type="hidden" name="form_version" value="2" /><input type="hidden" name="wsite_approved" id="wsite_approved" value="approved" /><input type="hidden" name="ucfid" value="${id}" /><input type="hidden" name="recaptcha_token" /><input type="submit" style="position:absolute;top:0;left:-9999px;width:1px;height:1px" /><div style="text-align:left; margin-top:10px; margin-bottom:10px;"><a class="wsite-button"><span class="wsite-button-inner">${submit}</span></a></div></form><div id="g-recaptcha-${id}" class="recaptcha" data-size="invisible" data-recaptcha="1" data-sitekey="6Ldf5h8UAAAAAJFJhN6x2OfZqBvANPQcnPa8eRhN"></div></div>`;
};

/* ── Navigation ─────────────────────────────────────────────────────────────────────────────────────── */

type MenuItem = [label: string, href: string, children?: [string, string][]];

const menu: MenuItem[] = [
  ['Home', '/'],
  [
    'What&#039;s On',
    '/whats-on.html',
    [
      ['Live Events', '/live-events.html'],
      ['Schools &amp; Groups', '/schools--groups.html'],
    ],
  ],
  [
    'Tickets &amp; Prices',
    '/tickets--prices.html',
    [
      ['Membership', '/membership.html'],
      ['Gift Vouchers', '/gift-vouchers.html'],
    ],
  ],
  ['Caf&eacute;-Bar', '/cafe-bar.html'],
  [
    'Visit',
    '/visit-us.html',
    [
      ['Our Screens', '/our-screens.html'],
      ['Accessibility', '/accessibility.html'],
      ['FAQ', '/faq.html'],
    ],
  ],
  ['Private Hire', '/private-hire.html'],
  [
    'About',
    '/about.html',
    [
      ['Volunteer', '/volunteer.html'],
      ['Blog', '/blog.html'],
    ],
  ],
  ['Contact', '/contact.html'],
];

// Weebly's page ids, one per menu entry, fixed.
const pageIds = new Map<string, string>();
const pageId = (href: string) => {
  if (!pageIds.has(href)) pageIds.set(href, `${(Number.parseInt(wid().slice(0, 9), 10) * 7 + 1).toString()}`);
  return pageIds.get(href)!;
};

const isCurrent = (href: string, path: string) =>
  href === path || (href === '/blog.html' && path.startsWith('/blog'));

/** The menu as Weebly prints it: `ul.wsite-menu-default`, children in a `wsite-menu-wrap` dropdown. */
function menuList(path: string): string {
  return `<ul class="wsite-menu-default">${menu
    .map(([label, href, children]) => {
      const active = isCurrent(href, path) || children?.some(([, h]) => isCurrent(h, path));
      const sub = children
        ? `<div class="wsite-menu-wrap" style="display:none"><ul class="wsite-menu">${children
            .map(
              ([l, h]) =>
                `<li id="${isCurrent(h, path) ? 'active' : `wsite-nav-${pageId(h)}`}" class="wsite-menu-subitem-wrap ${isCurrent(h, path) ? 'wsite-nav-current' : ''}"><a href="${h}" class="wsite-menu-subitem"><span class="wsite-menu-title">${l}</span></a></li>`,
            )
            .join('')}</ul></div>`
        : '';
      return `<li id="${active ? 'active' : `pg${pageId(href)}`}" class="wsite-menu-item-wrap"><a href="${href}" class="wsite-menu-item">${label}</a>${sub}</li>`;
    })
    .join('')}</ul>`;
}

/* ── Footer, cookie bar ─────────────────────────────────────────────────────────────────────────────── */

/** The footer the owner built from elements: address and phone, box office hours, links, charity line. */
const footer = () =>
  `<div class='wsite-elements wsite-footer'>${cols(
    [34, 33, 33],
    para(
      b(ROXY_NAME),
      ROXY_STREET,
      ROXY_TOWN,
      `Box office: ${a(ROXY_PHONE_HREF, ROXY_PHONE)}`,
      a(`mailto:${ROXY_EMAIL}`, ROXY_EMAIL),
    ),
    para(
      b('Box office hours'),
      'Tuesday &ndash; Friday: 12pm &ndash; 8.30pm',
      'Saturday &amp; Sunday: 10.30am &ndash; 8.30pm',
      'Monday: closed (except bank holidays)',
      grey(`Caf&eacute;-bar hours are different &ndash; ${a('/cafe-bar.html', 'see here')}`),
    ),
    para(
      a('/privacy-policy.html', 'Privacy &amp; cookies'),
      a('/booking-terms.html', 'Booking terms'),
      a('/visitatori-italiani.html', 'Per i visitatori italiani'),
      a('https://www.facebook.example/theroxyswaleford', 'Facebook'),
      a('https://www.instagram.example/roxyswaleford', 'Instagram'),
    ),
  )}${paraCentre(
    grey(
      `${ROXY_NAME} is run by ${ROXY_CHARITY}, registered charity no. ${ROXY_CHARITY_NO}. &copy; 2026 ${ROXY_CHARITY}.`,
    ),
  )}</div>`;

/** The cookie notice the owner pasted into the footer code: printed in every page, shown by its script. */
const cookieBar = `<div id="roxy-cookie-bar" class="roxy-cookie-bar" style="display:none;position:fixed;bottom:0;left:0;right:0;z-index:9999;background:#1d1d1b;color:#fff;padding:14px 20px;font-size:14px">We use cookies to make this site work and to count visits. By carrying on you agree to our use of cookies. <a href="/privacy-policy.html" style="color:#f2c14e">Find out more</a> <a href="#" id="roxy-cookie-ok" style="margin-left:12px;background:#f2c14e;color:#1d1d1b;padding:4px 12px">OK, got it</a></div><script>(function(){if(document.cookie.indexOf('roxy_cookies=1')<0){var b=document.getElementById('roxy-cookie-bar');b.style.display='block';document.getElementById('roxy-cookie-ok').onclick=function(e){e.preventDefault();document.cookie='roxy_cookies=1;max-age=31536000;path=/';b.style.display='none';};}})();</script>`;

/** "Powered by Weebly", which the site's plan still prints. */
const weeblyFooter = `<div class="weebly-footer-signup-container-v3" id="weebly-footer-signup-container-v3"><div class="weebly-footer-signup-container-v3__text"><a class="link weebly-footer-signup-container-v3__link" href="https://www.weebly.com/signup?utm_source=internal&amp;utm_medium=footer&amp;utm_campaign=3" target="_blank">Powered by <span class="weebly-footer-signup-container-v3__logo">Weebly</span></a></div></div>`;

/* ── Document ───────────────────────────────────────────────────────────────────────────────────────── */

const slugClass = (path: string) =>
  path === '/'
    ? 'index'
    : path
        .replace(/^\//, '')
        .replace(/\.html$/, '')
        .replace(/[^a-z0-9]+/g, '-');

/**
 * Lays out a page as Weebly publishes it with the site's theme (Birdseye, customised): the head with the
 * editmysite stylesheets, jQuery and the `_W` globals; the header with the logo and the desktop menu; the
 * banner on header pages; `#wsite-content.wsite-elements.wsite-not-footer` holding the elements; the footer
 * elements; the mobile menu repeating every link; the cookie bar and the Weebly footer.
 */
export function roxyLayout(page: RoxyPage): SitePage {
  const docTitle = page.path === '/' ? ROXY_NAME : `${page.title} - ${ROXY_NAME}`;
  const ogImage = `${ROXY_SITE}${upload(page.banner?.image ?? 'roxy-frontage-dusk.jpg')}`;
  const banner = page.banner
    ? `<div class="banner-wrap"><div class="wsite-header-section wsite-section-bg-image" style="background-image: url(${upload(page.banner.image)}) ;background-size: cover;background-position: 50.00% 50.00%;"><div class="container"><div class="banner"><div class="wsite-header-elements"><h2 class="wsite-content-title" style="text-align:center;">${big(page.banner.headline, 6)}</h2>${page.banner.text ? paraCentre(page.banner.text) : ''}</div></div></div></div></div>`
    : '';
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<title>${docTitle}</title>
<meta property="og:site_name" content="${ROXY_NAME}" />
<meta property="og:title" content="${page.title}" />
<meta property="og:description" content="${page.description}" />
<meta property="og:image" content="${ogImage}" />
<meta property="og:url" content="${ROXY_SITE}${page.path}" />
<meta name="description" content="${page.description}" />
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link id="wsite-base-style" rel="stylesheet" type="text/css" href="//cdn2.editmysite.com/css/sites.css?buildTime=1713995411" />
<link rel="stylesheet" type="text/css" href="//cdn2.editmysite.com/css/old/fancybox.css?1713995411" />
<link rel="stylesheet" type="text/css" href="//cdn2.editmysite.com/css/social-icons.css?buildtime=1713995411" media="screen,projection" />
<link rel="stylesheet" type="text/css" href="/files/main_style.css?1763480112" title="wsite-theme-css" />
<link href='//cdn2.editmysite.com/fonts/Montserrat/font.css?2' rel='stylesheet' type='text/css' />
<link href='//cdn2.editmysite.com/fonts/Lora/font.css?2' rel='stylesheet' type='text/css' />
<style type='text/css'>
.wsite-elements.wsite-not-footer:not(.wsite-header-elements) div.paragraph, .wsite-elements.wsite-not-footer:not(.wsite-header-elements) p, .wsite-elements.wsite-not-footer .product-block .product-title, .wsite-elements.wsite-not-footer .product-description, .wsite-elements.wsite-not-footer .wsite-form-field label, .wsite-elements.wsite-not-footer .wsite-form-field label, #wsite-content div.paragraph, #wsite-content p, #wsite-content .product-block .product-title, #wsite-content .product-description, #wsite-content .wsite-form-field label, #wsite-content .wsite-form-field label, .blog-sidebar div.paragraph, .blog-sidebar p, .blog-sidebar .wsite-form-field label, .blog-sidebar .wsite-form-field label {font-family:"Lora" !important;}
#wsite-content div.paragraph, #wsite-content p {font-size:16px !important;}
#wsite-title {font-family:"Montserrat" !important;text-transform: uppercase !important;letter-spacing: 2px !important;}
.wsite-elements.wsite-not-footer h2, #wsite-content h2, .blog-sidebar h2 {font-family:"Montserrat" !important;color:#a1232b !important;}
</style>
<script>
var STATIC_BASE = '//cdn1.editmysite.com/';
var ASSETS_BASE = '//cdn2.editmysite.com/';
var STYLE_PREFIX = 'wsite';
</script>
<script src='https://ajax.googleapis.com/ajax/libs/jquery/1.8.3/jquery.min.js'></script>
<script type="text/javascript" src="//cdn2.editmysite.com/js/lang/en/stl.js?buildTime=1713995411&"></script>
<script src="//cdn2.editmysite.com/js/site/main.js?buildTime=1713995411"></script><script type="text/javascript">
_W = _W || {};
_W.securePrefix='';
_W.customerLocale = "en_GB";
_W.storeName = null;
_W.isCheckoutReskin = false;
_W.storeCountry = "GB";
_W.storeCurrency = "GBP";
_W.storeEuPrivacyPolicyUrl = "";
com_currentSite = "728461903518274615";
com_userID = "142735608";
</script>
<script type="text/javascript">_W.resellerSite = false;</script>
<script type='text/javascript'>_W.configDomain = "www.weebly.com";</script>
<script>_W.relinquish && _W.relinquish()</script>
<script type="text/javascript">_W.themePlugins = [];</script>
<script type="text/javascript">_W.recaptchaUrl = "https://www.google.com/recaptcha/api.js";</script>
</head>
<body class="${page.banner ? 'header-page' : 'no-header-page'}  wsite-page-${slugClass(page.path)}${page.post ? ' wsite-blog-page' : ''}  full-width-on  wsite-theme-light">
<div class="wrapper">
<div class="birdseye-header">
<div class="nav-wrap">
<div class="container">
<a class="hamburger" aria-label="Menu" href="#"><span></span></a>
<div class="logo"><span class="wsite-logo"><a href="/"><img src="${upload('roxy-logo-marquee.png')}" alt="${ROXY_NAME}" style="width:260px;max-width:100%;" /></a></span></div>
<div class="nav desktop-nav">${menuList(page.path)}</div>
</div>
</div>
</div>
${banner}
<div class="main-wrap">
<div id="wsite-content" class="wsite-elements wsite-not-footer">
${page.body}
</div>
</div>
<div class="footer-wrap">
<div class="container">
<div class="footer">${footer()}</div>
</div>
</div>
</div>
<div class="nav mobile-nav">${menuList(page.path)}</div>
<script type="text/javascript" src="/files/theme/plugins.js?1565968596"></script>
<script type="text/javascript" src="/files/theme/custom.js?1565968596"></script>
${cookieBar}
${weeblyFooter}
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** Weebly's 404 page, in the site's theme. */
export const roxyNotFound: RoxyPage = {
  path: '/404.html',
  title: 'Page not found',
  description: 'This page could not be found.',
  body: section(
    title('Oops! That page can&rsquo;t be found.'),
    para(
      'The page you were looking for may have been moved, or the film has finished its run.',
      `Try ${a('/whats-on.html', 'What&#039;s On')} or go back to the ${a('/', 'home page')}.`,
    ),
  ),
};
