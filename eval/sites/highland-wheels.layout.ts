import type { SitePage } from './site-server.ts';

/**
 * A page of Highland Wheels before Yola Sitebuilder publishes it: what the owners typed into the page's main
 * region (`sys_region_1`), widget after widget, and the page settings.
 */
export interface HighlandPage {
  /** Yola names every page `<name>.php` and links them relatively; the owners' Italian pages sit under /it/. */
  path: string;
  /** The page title as set in Page Settings: the document title, as the owners typed it. */
  title: string;
  description: string;
  /** The widgets of the page's one region, built with the helpers below. */
  body: string;
  unlisted?: boolean;
}

export const HW_SITE = 'https://www.highland-wheels.test';
export const HW_NAME = 'Highland Wheels';
export const HW_COMPANY = 'Highland Wheels Ltd';
export const HW_COMPANY_NO = 'SC587214';
export const HW_VAT = 'GB 296 4418 53';
export const HW_STREET = 'Unit 3, Carsegate Business Park, Carsegate Road';
export const HW_TOWN = 'Inverness';
export const HW_POSTCODE = 'IV3 8LL';
export const HW_PHONE = '01632 960 284';
export const HW_PHONE_HREF = 'tel:+441632960284';
export const HW_BREAKDOWN = '07700 900 318';
export const HW_BREAKDOWN_HREF = 'tel:+447700900318';
export const HW_EMAIL = 'bookings@highland-wheels.test';
export const HW_WHATSAPP_IT = '07700 900 645';
export const HW_WHATSAPP_IT_HREF = 'https://wa.me/447700900645';

const SITE_ID = '7c41e9a0b35d4f28a61e0d93c5b8f217';
const TEMPLATE = 'templates/Skyline_v2/resources';

/* ── Widget ids: Yola gives every widget a 32-hex id with an "I" in front; a seeded sequence keeps pages stable ── */

let seed = 0x4a9e17c3;
const next = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
};
const widgetId = () =>
  `I${[next(), next(), next(), next()].map((n) => n.toString(16).padStart(8, '0')).join('')}`;

/** A pound price as Yola's text editor saves it, with the sign as an entity. */
export const gbp = (amount: string) => `&pound;${amount}`;

/** `**x**` bold, as the owners typed it into the text editor (which saves `<strong>`); £ becomes `&pound;`. */
const inline = (text: string) =>
  text.replace(/£/g, '&pound;').replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

export const h1 = (text: string) => `<h1>${inline(text)}</h1>`;
export const h2 = (text: string) => `<h2>${inline(text)}</h2>`;
export const h3 = (text: string) => `<h3>${inline(text)}</h3>`;
export const p = (text: string, style = '') => `<p${style ? ` style="${style}"` : ''}>${inline(text)}</p>`;
export const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${inline(i)}</li>`).join('')}</ul>`;
export const a = (label: string, href: string) =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank"' : ''}>${label}</a>`;
/** A coloured, resized run, as the editor's toolbar writes it. */
export const span = (text: string, style: string) => `<span style="${style}">${inline(text)}</span>`;

/** A table inserted with the editor's table button: no `<thead>`, the owners' bold first row, inline borders. */
export const table = (head: string[], rows: string[][]) =>
  `<table style="width: 100%; border-collapse: collapse;" border="1" cellpadding="6" cellspacing="0"><tbody><tr style="background-color: #1f4e5f; color: #ffffff;">${head
    .map((h) => `<td><strong>${inline(h)}</strong></td>`)
    .join(
      '',
    )}</tr>${rows.map((r) => `<tr>${r.map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

/* ── Widgets, as Yola's component classes print them (Text_2, Image, Layout1, Button, HTML, Map, Form) ── */

/** The clearing spacer Yola prints between regions and around the content column. */
export const clear = '<div style="padding:0; height:0; clear:both;">&nbsp;</div>';

/** A Text widget: the editor's HTML inside the component's `sys_txt` box, with its own style element. */
export const text = (...html: string[]) => {
  const id = widgetId();
  return `<div id="${id}" style="display:block;clear: both;" class="Text_2_Default"><style type="text/css">
    div.sys_text_widget img.float-left{float:left;margin:10px 15px 10px 0;}
    div.sys_text_widget img.float-right{position:relative;margin:10px 0 10px 15px;}
    div.sys_text_widget img{margin:4px;}
    div.sys_text_widget {
        overflow: hidden;
        margin: 0;
        padding: 0;
        color: ;
        font: ;
        background-color: ;
    }
</style>
<div id="${id}_sys_txt" systemElement="true" class="sys_txt sys_text_widget new-text-widget">${html.join('')}</div></div>`;
};

/** An Image widget: the optimised copy Yola makes of the upload, sized by an inline style element. */
export const image = (file: string, alt: string, width = 960, height = 420) => {
  const id = widgetId();
  const stem = file.replace(/\.jpg$/, '');
  return `<div id="${id}" style="display:block;clear: both;text-align:center;" class="Image_Default"><style>#${id}_img {-moz-box-sizing: border-box;-webkit-box-sizing: border-box;box-sizing: border-box;width: ${width}px;border:none;max-width: 100%;height: auto;}</style><img id="${id}_img" src="resources/${stem}.jpg.opt${width}x${height}o0%2C0s${width}x${height}.jpg" alt="${alt}" /></div>`;
};

/** A Column Divider (Layout1) widget: two regions side by side, floated, with their widths in its style. */
export const columns = (left: string, right: string, lw = 50) => {
  const id = widgetId();
  const box = '-moz-box-sizing: border-box;-webkit-box-sizing: border-box;box-sizing: border-box;';
  return `<div id="${id}" style="display:block;clear: both;" class="Layout1_Default"><style>.column_${id} {width: 100%;${box}}.column_${id}:after {content: "";display: table;clear: both;}.column_${id} .left {text-align: left;vertical-align: top;width: ${lw}%;padding: 0 15px 0 0;float: left;${box}}.column_${id} .right {vertical-align: top;width: ${100 - lw}%;padding: 0 0 0 15px;float: left;${box}}</style><div class="column_${id} column_divider" ><div id="${id}_sys_region_Left" class="left" >${left}</div><div id="${id}_sys_region_Right" class="right" >${right}</div></div></div>`;
};

/** A Button widget. */
export const button = (label: string, href: string, style: 'solid' | 'outline' = 'solid') => {
  const id = widgetId();
  return `<div id="${id}" style="display:block;clear: both;text-align:left;" class="Button_Default"><div class="sys_button rounded medium ${style}"><a href="${href}"${href.startsWith('http') ? ' target="_blank"' : ''}>${label}</a></div></div>`;
};

/** An HTML widget: whatever the owners pasted, as pasted. */
export const htmlWidget = (raw: string) => {
  const id = widgetId();
  return `<div id="${id}" style="display:block;clear: both;" class="HTML_Default">${raw}</div>`;
};

/** The Google Maps widget. */
export const map = (query: string) => {
  const id = widgetId();
  return `<div id="${id}" style="display:block;clear: both;" class="Map_Default"><iframe width="100%" height="350" frameborder="0" scrolling="no" marginheight="0" marginwidth="0" src="https://maps.google.com/maps?q=${encodeURIComponent(query)}&amp;hl=en&amp;z=14&amp;output=embed"></iframe></div>`;
};

/** The Form widget: Yola's form service posts it; the labels sit in `p.label` above each field. */
export const form = (
  heading: string,
  fields: [label: string, type: 'text' | 'email' | 'textarea'][],
  submit: string,
) => {
  const id = widgetId();
  const rows = fields
    .map(([label, type], i) => {
      const fid = `yola_form_widget_${id}_${i}`;
      const control =
        type === 'textarea'
          ? `<textarea name="yola_form_${i}" id="${fid}" rows="6" cols="40" class="textarea"></textarea>`
          : `<input type="${type}" name="yola_form_${i}" id="${fid}" class="${type}" value="" />`;
      return `<div class="form-row"><p class="label"><label for="${fid}">${label}</label></p>${control}</div>`;
    })
    .join('');
  return `<div id="${id}" style="display:block;clear: both;" class="Form_Default"><div class="sys_yola_form"><form method="post" action="//forms.yola.com/formservice/en/${SITE_ID}/${id.slice(1, 17)}/submit" accept-charset="utf-8"><input type="hidden" name="yola-form-page" value="contact.php" /><h3 class="form-heading">${heading}</h3>${rows}<div class="form-row captcha"><div class="g-recaptcha" data-sitekey="6LcYola0AAAAAMadeWithYolaFormsCaptcha"></div></div><input type="submit" class="submit" value="${submit}" /></form></div></div>`;
};

/* ── The menu: one for the whole site, printed three times (mobile overlay, navigation, flyout data) ─── */

type MenuItem = [href: string, label: string, children?: [string, string][]];
const menu: MenuItem[] = [
  ['/', 'Home'],
  [
    '/fleet-and-rates.php',
    'Fleet &amp; Rates',
    [
      ['/campervans.php', 'Campervans'],
      ['/extras-and-delivery.php', 'Extras &amp; Delivery'],
    ],
  ],
  ['/hire-information.php', 'Hire Information'],
  ['/faq.php', 'FAQ'],
  [
    '/news.php',
    'News',
    [
      ['/christmas-and-new-year-2026.php', 'Christmas &amp; New Year 2026'],
      ['/electric-campervans-2027.php', 'Electric campervans 2027'],
    ],
  ],
  ['/about-us.php', 'About Us'],
  ['/contact.php', 'Contact'],
  ['/it/', 'Italiano'],
];

/** A site path written as Yola links it from `from`: relative, `./` for the home page, `../` out of /it/. */
export function rel(target: string, from: string): string {
  const dir = from.slice(0, from.lastIndexOf('/') + 1);
  if (target.startsWith(dir)) return target.slice(dir.length) || './';
  return `${'../'.repeat(dir.split('/').length - 2)}${target.slice(1)}` || './';
}

const decode = (label: string) => label.replace(/&amp;/g, '&');

function navigation(path: string): string {
  const selected = ([href, , children]: MenuItem) =>
    href === path || (children?.some(([h]) => h === path) ?? false);
  return `<ul class="sys_navigation">
${menu
  .map(
    (item, i) => `                    <li id="ys_menu_${i}"${selected(item) ? ' class="selected"' : ''}>
                    <a href="${rel(item[0], path)}" title="${item[1]}">${item[1]}</a>
        </li>`,
  )
  .join('\n')}
    </ul>
<script>
/* jshint ignore:start */
$(document).ready(function() {
    flyoutMenu.initFlyoutMenu(
        ${JSON.stringify(
          menu.map(([href, label, children]) => ({
            name: decode(label),
            title: decode(label),
            href: rel(href, path),
            children: (children ?? []).map(([h, l]) => ({
              name: decode(l),
              title: decode(l),
              href: rel(h, path),
              children: [],
            })),
          })),
        ).replace(/\//g, '\\/')}
    , 'flyover');
});
/* jshint ignore:end */
</script>`;
}

const chevron =
  '<svg width="16" height="16" viewBox="0 0 16 16"><path class="down_arrow" d="M2 5 L8 11 L14 5" fill="none" stroke-width="2"/><path class="up_arrow" d="M2 11 L8 5 L14 11" fill="none" stroke-width="2"/></svg>';

function mobileMenu(path: string): string {
  return `<nav class="mob_menu">
                                            <div class="mob_menu_toggle"><!--Mobile Nav Toggle-->
                                                <svg class="mobile_ham" width="40" height="25">
                                                  <line x1="0" y1="3" x2="40" y2="3" stroke-width="2"/>
                                                  <line x1="0" y1="13" x2="40" y2="13" stroke-width="2"/>
                                                  <line x1="0" y1="23" x2="40" y2="23" stroke-width="2"/>
                                                </svg>
                                                <svg class="mobile_quit" width="26" height="50">
                                                    <line x1="0" y1="1" x2="26" y2="25" stroke-width="2"/>
                                                    <line x1="0" y1="25" x2="26" y2="1" stroke-width="2"/>
                                                </svg>
                                            </div>
                                            <div class="mob_menu_overlay"> <!--Mobile Nav Overlay-->
                                                <ul class="mob_menu_list">
${menu
  .map(([href, label, children]) => {
    const current = href === path || children?.some(([h]) => h === path);
    const sub = children
      ? `<button class="mob_more_toggle" type="button" aria-label="More">${chevron}</button>
          <ul class="mob_submenu_list">${children
            .map(
              ([h, l]) =>
                `<li class="mob_submenu_items"><a href="${rel(h, path)}" title="${l}"${h === path ? ' class="mob_nav_selected"' : ''}>${l}</a></li>`,
            )
            .join('')}</ul>`
      : '';
    return `      <li class="${current ? 'selected' : ''}">
      <a href="${rel(href, path)}" title="${label}">${label}</a>
          ${sub}</li>`;
  })
  .join('\n')}
  </ul>
                                            </div>
                                        </nav>`;
}

/* ── The footer: the site-wide footer text the owners typed in Site Settings, then Yola's credit badge ─── */

const footer = (path: string) => `<div class="yola_footer_wrap">
                        <div class="yola_footer_column">
                            <footer id="yola_style_footer">
                                <span class="yola_footer_socialbuttons"></span>
<p style="float:right; margin:0;"><strong>${HW_NAME}</strong> &middot; ${HW_STREET}, ${HW_TOWN} ${HW_POSTCODE}<br />Tel ${a(HW_PHONE, HW_PHONE_HREF)} &middot; 24-hour breakdown line ${a(HW_BREAKDOWN, HW_BREAKDOWN_HREF)} &middot; ${a(HW_EMAIL, `mailto:${HW_EMAIL}`)}<br />Depot: Mon&ndash;Fri 8:00&ndash;18:00 &middot; Sat 8:30&ndash;16:00 &middot; Sun by appointment<br />&copy; 2026 ${HW_COMPANY} &middot; Registered in Scotland, company no. ${HW_COMPANY_NO} &middot; VAT no. ${HW_VAT} &middot; ${a('Terms', rel('/terms-and-conditions.php', path))} &middot; ${a('Privacy', rel('/privacy.php', path))}</p><div style="clear:both; height:0;"></div>
                            </footer>
                        </div>
                    </div>

                    <div id="yola_credit" class="yola-credit-badge"><a href="https://www.yola.com/?utm_source=yola_credit&amp;utm_medium=made_with_yola_badge&amp;utm_campaign=${SITE_ID}" target="_blank" rel="nofollow noopener" title="Made with Yola"><span class="yola-credit-badge__text">Made with</span> <img src="//assets.yolacdn.net/brand/yola-logo-white.svg" alt="Yola" width="44" height="16" /></a></div>`;

/* ── The head: the template's stylesheet, the site style settings, jQuery and the flyout menu ───────────── */

const styleCss = `<style type="text/css" id="styleCSS">
body {
    background-color: #e9eef0;
    background-repeat: repeat;
    background-attachment: fixed;
    background-position: top left;
    background-size: auto;
}
.Text_2_Default,
.yola_heading_container {
  word-wrap: break-word;
}
.yola_bg_overlay {
    display:table;
    position:absolute;
    min-height: 100%;
    min-width: 100%;
    width:100%;
    height:100%;
}
.yola_outer_content_wrapper {
    padding-top: 0px;
    padding-bottom: 30px;
}
.yola_inner_bg_overlay {
    width:100%;
    height:100%;
    display: table-cell;
    vertical-align: top;
}
.yola_heading_container {
    margin: 0 auto;
    max-width: 1020px;
    background-color: #1f4e5f;
}
.yola_innermost_heading_wrap {
    padding-top: 24px;
    padding-bottom: 24px;
}
.yola_inner_heading_wrap.left #yola_heading_block {
    float:left;
}
.yola_inner_heading_wrap.left #yola_nav_block {
    float:right;
    padding:10px 0 0 0;
}
.yola_banner_wrap {
    margin: 0 auto;
    max-width: 1020px;
    display: block;
    background-image: url(resources/banner-glen-road-campervan.jpg);
    background-size: cover;
    background-color: #2d6a7e;
}
.yola_site_tagline {
    font-family: 'Open Sans';
    font-size: 22px;
    color: #ffffff;
    padding: 90px 60px 30px 60px;
    text-align: left;
}
ul.sys_navigation {
    margin: 0;
    padding: 0;
    text-align: center;
}
ul.sys_navigation li {
    display: inline;
    list-style: none;
    margin:0 18px 0 0;
}
.yola_content_wrap {
    margin:0 auto;
    max-width: 1020px;
    background-color: #ffffff;
}
.yola_inner_content_column {
    margin:0 auto;
    padding: 40px 50px 40px 50px;
}
.yola_footer_wrap {
    margin:0 auto;
    max-width: 1020px;
    background-color: #16323d;
}
footer {
    padding: 30px 50px;
    font-family: 'Open Sans';
    font-size: 13px;
    color: #c9d6db;
    line-height: 1.6em;
}
.yola-credit-badge {
    position: fixed;
    right: 12px;
    bottom: 12px;
    z-index: 9999;
    background: #26282b;
    border-radius: 4px;
    padding: 5px 10px;
    font: 12px/16px Helvetica, Arial, sans-serif;
}
.yola-credit-badge a { color: #ffffff; text-decoration: none; }
.sys_layout p,.sys_layout pre {margin:0 0 1.5em 0}
.sys_layout h2,.sys_layout h3,.sys_layout h4,.sys_layout h5,.sys_layout h6 { margin:0 0 0.5em 0 }
.sys_layout dl, .sys_layout menu,.sys_layout ol,.sys_layout ul{margin:0 0 1.5em 0}
.mob_menu {
    display: none;
}
.new-text-widget img, .old_text_widget img {
    max-width: 100%;
}
@media only screen and (max-width : 736px) {
    .sys_navigation { display: none; }
    .mob_menu { display: block; background: #1f4e5f; }
    .mob_menu_overlay { display: none; text-transform: uppercase; }
    .menu_open .mob_menu_overlay { display: block; }
    .mob_submenu_list { display: none; }
    .sub_menu_open .mob_submenu_list { display: block; }
    body .column_divider .left, body .column_divider .right { width: 100%; padding-left: 0; padding-right: 0; }
}
</style>`;

const styleOverrides = `<style type="text/css" id="styleOverrides">
/* ======================
*
*  Site Style Settings
*
=========================*/
.content p, #content p, .HTML_Default p, .Text_Default p, .sys_txt p, .sys_txt a, .sys_layout p, .sys_txt, .sys_layout  {
    font-family: 'Open Sans';
    font-size: 15px;
    color: #2b3a40;
    line-height: 1.6em;
}
.sys_navigation a, div.sys_navigation ul li.selected a, div.sys_navigation ul li a, #sys_banner ul li a {
    font-family: 'Open Sans';
    font-size: 14px;
    color: #ffffff;
    text-decoration: none;
    text-transform: uppercase;
}
#sys_heading, a#sys_heading {
    font-family: 'Montserrat';
    font-size: 30px;
    color: #ffffff;
    text-decoration: none;
}
.sys_layout h1, .sys_txt h1, .sys_layout h2, .sys_txt h2, .sys_layout h3, .sys_txt h3 {
    font-family: 'Montserrat';
    color: #1f4e5f;
}
.sys_layout .sys_button.medium.solid a, .sys_layout .sys_button.medium.solid a:link {
    background-color: #e07a1f;
    color: #ffffff;
    border-color: #e07a1f;
    border-style: solid;
    border-width: 2px;
    padding: 12px 30px;
}
.sys_layout .sys_button.rounded a { border-radius: 3px; }
</style>`;

/**
 * Lays out a page as Yola Sitebuilder publishes it with the Skyline v2 template: the head with the template's
 * stylesheet, the site style settings, jQuery and the flyout menu; `#sys_background` > `.yola_inner_bg_overlay` >
 * `.yola_outer_content_wrapper`; the header with the mobile overlay menu (a second copy of the menu), the site name
 * in `#yola_heading_block`, `ul.sys_navigation` with the flyout data script, and the banner with the tagline;
 * `main.yola_content_wrap` > `.yola_content_column` > `.yola_inner_content_column` > the 1-column layout's
 * `sys_region_1` holding the widgets; the footer text and the "Made with Yola" badge; FastClick, Yola's
 * analytics and the template's script. Yola sets the language once for the site: `<body lang="en">` on every
 * page, the owners' Italian ones too.
 */
export function highlandLayout(page: HighlandPage): SitePage {
  const canonical = `${HW_SITE}${page.path === '/' ? '/' : page.path}`;
  const html = `<!DOCTYPE html>
<!--[if lt IE 7]>      <html class="no-js lt-ie9 lt-ie8 lt-ie7"> <![endif]-->
<!--[if IE 7]>         <html class="no-js lt-ie9 lt-ie8"> <![endif]-->
<!--[if IE 8]>         <html class="no-js lt-ie9"> <![endif]-->
<!--[if gt IE 8]><!--> <html class="no-js"> <!--<![endif]-->
    <head>
        <meta name="viewport" content="width=device-width, initial-scale=1.0">

        <!-- normalize and html5 boilerplate resets -->
        <link rel="stylesheet" href="${rel(`/${TEMPLATE}/css/reset.css`, page.path)}">
        <link rel="stylesheet" href="${rel(`/${TEMPLATE}/css/less.build.css`, page.path)}">

        <!--[if lte IE 9]>
        <script src="${TEMPLATE}/js/html5shiv.js"></script>
        <script src="${TEMPLATE}/js/html5shiv-printshiv.js"></script>
        <![endif]-->

        <meta http-equiv="content-type" content="text/html; charset=utf-8" />

<title>${page.title}</title>

<meta name="description" content="${page.description}" />
<meta name="keywords" content="car hire Inverness, campervan hire Inverness, Inverness airport car hire, NC500 campervan, Highlands car rental" />
<link rel="canonical" href="${canonical}" />

  <link href="${rel('/resources/favicon.png', page.path)}" rel="shortcut icon" type="image/x-icon" />
  <link href="${rel('/resources/favicon.png', page.path)}" rel="icon" type="image/x-icon" />

  ${styleCss}

<script src="//ajax.googleapis.com/ajax/libs/webfont/1.4.2/webfont.js" type="text/javascript"></script>

      <style type="text/css">
      @import url("//fonts.googleapis.com/css?family=Open+Sans%3Aregular%2C600%7CMontserrat%3A700&subset=latin,latin-ext");
    </style>

  ${styleOverrides}

<script type="text/javascript" src="//ajax.googleapis.com/ajax/libs/jquery/1.11.1/jquery.min.js"></script>
<script type="text/javascript">window.jQuery || document.write('<script src="/components/bower_components/jquery/dist/jquery.js"><\\/script>')</script>
<link rel="stylesheet" type="text/css" href="${rel('/classes/commons/resources/flyoutmenu/flyoutmenu.css', page.path)}" />
<script type="text/javascript" src="${rel('/classes/commons/resources/flyoutmenu/flyoutmenu.js', page.path)}"></script>
<link rel="stylesheet" type="text/css" href="${rel('/classes/commons/resources/global/global.css', page.path)}" />

<script type="text/javascript">
  var swRegisterManager = {
    goals: [],
    add: function(swGoalRegister) {
      this.goals.push(swGoalRegister);
    },
    registerGoals: function() {
      while(this.goals.length) {
        this.goals.shift().call();
      }
    }
  };

  window.swPostRegister = swRegisterManager.registerGoals.bind(swRegisterManager);
</script>

  <link rel="stylesheet" type="text/css" href="${rel('/classes/components/Image/layouts/Default/Default.css', page.path)}" />
  <link rel="stylesheet" type="text/css" href="${rel('/classes/components/Layout1/layouts/Default/Default.css', page.path)}" />

    </head>
    <body lang="en">

        <div id="sys_background" class="yola_bg_overlay">
            <div class="yola_inner_bg_overlay">
                <div class="yola_outer_content_wrapper">
                    <header role="header">
                        <div class="yola_outer_heading_wrap">
                            <div class="yola_heading_container">
                                <div class="yola_inner_heading_wrap left">
                                    <div class="yola_innermost_heading_wrap">
                                        ${mobileMenu(page.path)}
                                        <div id="yola_heading_block"> <!--Title / Logo-->
                                            <h1>
                                                <a id="sys_heading" class="yola_show_logo" href="${rel('/', page.path)}">
                                                    <img class="yola_site_logo" src="${rel('/resources/highland-wheels-logo.png', page.path)}" alt="${HW_NAME}" >
                                                    <span>${HW_NAME}</span>
                                                </a>
                                            </h1>
                                        </div>
                                        <div id="yola_nav_block"> <!--Nav-->
                                            <nav role="navigation">
                                                <div class="sys_navigation">
                                                ${navigation(page.path)}

                                                </div>
                                            </nav>
                                        </div>
                                        <div style="padding:0; height:0; clear:both;">&nbsp;</div>
                                    </div>
                                </div>
                            </div>
                            <div id="sys_banner" class="yola_banner_wrap">
                                <div class="yola_inner_banner_wrap">
                                    <div class="yola_innermost_banner_wrap">
                                        <h2 class="yola_site_tagline" style="display:block"><span>Car &amp; campervan hire in Inverness and the Highlands since 2012</span></h2>
                                    </div>
                                </div>
                            </div>
                        </div>
                    </header>

                    <main class="yola_content_wrap" role="main">
                        <div class="yola_content_column">
                            <div class="yola_inner_content_column">
                                ${clear}
                                <style media="screen">
  .layout_1-column {
    width: 100%;
    padding: 0;
    margin: 0;
  }

  .layout_1-column:after {
    content: "";
    display: table;
    clear: both;
  }

  .zone_top {
    margin: 0;
    padding: 5px;
    vertical-align: top;
    line-height: normal;
    min-width: 100px;
  }
</style>

<div class="layout_1-column sys_layout">
    <div id="layout_row1">
        <div id="sys_region_1" class="zone_top" >${page.body}</div>
    </div>
</div>
                                ${clear}
                            </div>
                        </div>
                    </main>

                    ${footer(page.path)}

                    <script type="text/javascript" src="//cdnjs.cloudflare.com/ajax/libs/fastclick/1.0.3/fastclick.min.js"></script>
<script type="text/javascript">
  window.addEventListener("load", function() {
    FastClick.attach(document.body);
  }, false);
</script>

<script type="text/javascript" id="site_analytics_tracking" data-id="${SITE_ID}" data-url="//analytics.yolacdn.net/tracking.js">
  var _yts = _yts || [];
  _yts.push(["_siteId", document.getElementById('site_analytics_tracking').getAttribute('data-id')]);
  _yts.push(["_trackPageview"]);
  (function() {
    var yts = document.createElement("script");
    yts.type = "text/javascript";
    yts.async = true;
    yts.src = document.getElementById('site_analytics_tracking').getAttribute('data-url');
    (document.getElementsByTagName("head")[0] || document.getElementsByTagName("body")[0]).appendChild(yts);
  })();
</script>

                </div>
            </div> <!-- .inner_bg_overlay -->
        </div> <!-- #sys_background / .bg_overlay -->
                <script src="${rel(`/${TEMPLATE}/js/browserify.build.js`, page.path)}"></script>
    </body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}
