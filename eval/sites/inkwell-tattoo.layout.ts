import type { SitePage } from './site-server.ts';

/**
 * A page of Inkwell Tattoo Collective as Carrd (Pro Plus) exports it: one Carrd site per page, downloaded as a
 * ZIP and uploaded into a folder of the studio's hosting (the home page at the root, `/booking`, `/faq`… in
 * their own folders with their own `assets/`). Each holds the same header (logo and the menu as a buttons
 * element) and footer (the "Contact" container, the only place with the address and phone) between which the
 * owner stacked Carrd elements: `p.text-component`/`h1.text-component` texts with generated ids, containers
 * (`div.container-component` > `div.wrapper` > `div.inner`, one `<div>` per column), buttons, lists, images,
 * dividers and embeds. The home page is one Carrd site of several sections (`<section id="prices-section">`),
 * only the first shown: the others are printed `inactive` with `display: none` and shown by the hash links
 * (`<a href="#prices">`) through Carrd's script.
 */
export interface InkPage {
  path: string;
  /** The page title set in the site's settings (Carrd prints it as is). */
  title: string;
  description: string;
  /** The elements, for a one-section Carrd site. */
  blocks?: string[];
  /** The home page's sections, in order: the first is shown, the others are reached by `#<id>` links. */
  sections?: { id: string; blocks: string[] }[];
  unlisted?: boolean;
}

export const INK_SITE = 'https://inkwell-tattoo.test';
export const INK_NAME = 'Inkwell Tattoo Collective';
export const INK_STREET = '23 Gardner Street';
export const INK_TOWN = 'Brighton BN1 1UP';
export const INK_PHONE = '01273 967 412';
export const INK_PHONE_HREF = 'tel:+441273967412';
export const INK_EMAIL = 'hello@inkwell-tattoo.test';
export const INK_INSTAGRAM = 'https://www.instagram.com/inkwell.brighton';
export const INK_INSTAGRAM_HANDLE = '@inkwell.brighton';
export const INK_FACEBOOK = 'https://www.facebook.com/inkwelltattoobrighton';
export const INK_COMPANY = 'Inkwell Tattoo Collective Ltd';
export const INK_COMPANY_NO = '10482736';
export const INK_COUNCIL_NO = 'TP/0418';

/** The `?v=` Carrd appends to every asset of a publish. */
const VERSION = '7c1e04b9';

/* ── Elements ───────────────────────────────────────────────────────────────────────────────────────── */

// Carrd numbers each kind of element from 01 in the order it sits in the site (text01, text02…,
// container01…). The builders below leave `@@` and `inkLayout` numbers a whole document at once.

/**
 * Carrd's text styles as this site set them up: 1 the big display type, 2 the "heading" paragraphs (a text
 * element left as a paragraph and set large), 3 body text, 4 small print, 5 the price figures.
 */
export type TextStyle = 1 | 2 | 3 | 4 | 5;

/** A text element: a `<p>` unless the owner chose a heading type; Carrd's markdown gives `<strong>`/`<br />`. */
export const text = (html: string, style: TextStyle = 3, tag: 'p' | 'h1' | 'h2' | 'h3' = 'p') =>
  `<${tag} id="text@@" class="text-component style${style}">${html}</${tag}>`;

/** A heading as the owner made them: a paragraph in the large text style, not a heading element. */
export const bigText = (html: string) => text(html, 2);

/** A coloured word, as Carrd's text editor wraps it. */
export const accent = (html: string) => `<span style="color: #C8553D;">${html}</span>`;

export const b = (html: string) => `<strong>${html}</strong>`;

export const link = (label: string, href: string) =>
  href.startsWith('http')
    ? `<a href="${href}" target="_blank" rel="noopener">${label}</a>`
    : `<a href="${href}">${label}</a>`;

/** A buttons element: a list of `a.button` links, each `n01`, `n02`… by its place. */
export const buttons = (items: [label: string, href: string][], style = 1) =>
  `<ul id="buttons@@" class="buttons-component style${style}">${items
    .map(
      ([label, href], k) =>
        `<li><a href="${href}" class="button n${String(k + 1).padStart(2, '0')}" role="button"><span class="label">${label}</span></a></li>`,
    )
    .join('')}</ul>`;

export const list = (items: string[], ordered = false) => {
  const tag = ordered ? 'ol' : 'ul';
  return `<${tag} id="list@@" class="list-component style1">${items.map((x) => `<li><p>${x}</p></li>`).join('')}</${tag}>`;
};

export const divider = () => `<hr id="divider@@" class="divider-component style1" />`;

/** An image: Carrd defers loading, so `src` is an empty SVG and the file is in `data-src`. */
export const image = (file: string, alt = '', folder = '') =>
  `<div id="image@@" class="image-component style1"><span class="frame deferred"><img src="data:image/svg+xml;charset=utf8,%3Csvg%20viewBox%3D%220%200%201280%20960%22%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%3E%3C%2Fsvg%3E" data-src="${folder}/assets/images/${file}?v=${VERSION}" alt="${alt}" /></span></div>`;

/** An embed element (Carrd Pro): the owner's own HTML pasted in as is. */
export const embed = (html: string) => `<div id="embed@@" class="embed-component">${html}</div>`;

interface ContainerOptions {
  /** `data-scroll-id`: a scroll point other pages link to as `#<id>`. */
  scrollId?: string;
  style?: number;
}

/**
 * A container: `div.container-component` > `div.wrapper` > `div.inner`, with one `<div>` per column when it
 * has columns. Nothing but their position on screen ties one column's text to the other's.
 */
export const container = (columns: string[][], o: ContainerOptions = {}) => {
  const scroll = o.scrollId
    ? ` data-scroll-id="${o.scrollId}" data-scroll-behavior="default" data-scroll-offset="0" data-scroll-speed="3" data-scroll-invisible="1"`
    : '';
  const cls = `container-component container-style${o.style ?? 1}${columns.length > 1 ? ' columns' : ''}`;
  const inner =
    columns.length > 1
      ? columns.map((c) => `<div>${c.join('')}</div>`).join('')
      : (columns[0] ?? []).join('');
  return `<div id="container@@"${scroll} class="${cls}"><div class="wrapper"><div class="inner" data-onvisible-trigger="1">${inner}</div></div></div>`;
};

/**
 * A price list as the owner builds them: Carrd has no price-list element, so each line is a container of two
 * columns, the name a text in one and the price a text in the other.
 */
export const priceRows = (rows: [name: string, price: string][]) =>
  rows.map(([name, price]) => container([[text(name)], [text(price, 5)]], { style: 2 })).join('\n');

/** A Carrd form: fields in `div.field`, the submit button in `div.actions`, the form's id in a hidden input. */
export interface FormField {
  name: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox';
  placeholder: string;
  options?: string[];
  required?: boolean;
}

export const form = (id: string, fields: FormField[], submit: string, success: string) =>
  `<form id="${id}" method="post" data-success-message="${success}"><div class="inner">${fields
    .map((f) => {
      const req = f.required ? ' required' : '';
      const fid = `${id}-${f.name}`;
      switch (f.type) {
        case 'textarea':
          return `<div class="field"><textarea name="${f.name}" id="${fid}" placeholder="${f.placeholder}" maxlength="16384"${req}></textarea></div>`;
        case 'select':
          return `<div class="field"><select name="${f.name}" id="${fid}"${req}><option value="">${f.placeholder}</option>${(f.options ?? []).map((o) => `<option value="${o}">${o}</option>`).join('')}</select></div>`;
        case 'checkbox':
          return `<div class="field"><input type="checkbox" name="${f.name}" id="${fid}"${req} /><label for="${fid}">${f.placeholder}</label></div>`;
        default:
          return `<div class="field"><input type="${f.type}" name="${f.name}" id="${fid}" placeholder="${f.placeholder}" maxlength="128"${req} /></div>`;
      }
    })
    .join(
      '',
    )}<div class="actions"><button type="submit">${submit}</button></div></div><input type="hidden" name="id" value="${id}" /></form>`;

/* ── The header and the footer every exported site carries ──────────────────────────────────────────── */

/** The menu: section links on the home page itself, `/#…` from the other sites. */
const menu = (home: boolean): [string, string][] => [
  ['Artists', home ? '#artists' : '/#artists'],
  ['Prices', home ? '#prices' : '/#prices'],
  ['Hours', home ? '#hours' : '/#hours'],
  ['Piercing', '/piercing'],
  ['Aftercare', '/aftercare'],
  ['FAQ', '/faq'],
  ['Journal', '/journal'],
  ['Book', '/booking'],
];

const header = (home: boolean, folder: string) =>
  `<header class="site-header">${container(
    [
      [
        `<div id="image@@" class="image-component style2"><a href="${home ? '#home' : '/'}" class="frame"><img src="${folder}/assets/images/inkwell-logo.svg?v=${VERSION}" alt="${INK_NAME}" /></a></div>`,
      ],
      [buttons(menu(home), 2)],
    ],
    { style: 3 },
  )}</header>`;

const icons = () =>
  `<ul id="icons@@" class="icons-component style1"><li class="n01"><a class="n01" href="${INK_INSTAGRAM}" target="_blank" rel="noopener"><svg><use xlink:href="#icon-instagram"></use></svg><span class="label">Instagram</span></a></li><li class="n02"><a class="n02" href="${INK_FACEBOOK}" target="_blank" rel="noopener"><svg><use xlink:href="#icon-facebook"></use></svg><span class="label">Facebook</span></a></li><li class="n03"><a class="n03" href="mailto:${INK_EMAIL}"><svg><use xlink:href="#icon-email"></use></svg><span class="label">Email</span></a></li></ul>`;

const footer = () =>
  `<footer class="site-footer">${divider()}${container(
    [
      [
        bigText('Contact'),
        text(`${b(INK_NAME)}<br />${INK_STREET}<br />${INK_TOWN}`),
        text(
          `<a href="${INK_PHONE_HREF}">${INK_PHONE}</a><br /><a href="mailto:${INK_EMAIL}">${INK_EMAIL}</a><br />Instagram: ${link(INK_INSTAGRAM_HANDLE, INK_INSTAGRAM)}`,
        ),
      ],
      [
        bigText('Studio'),
        text('Tue–Fri 11:00–19:00<br />Thu till 20:00<br />Sat 10:00–18:00<br />Sun &amp; Mon closed'),
        icons(),
      ],
    ],
    { scrollId: 'contact', style: 4 },
  )}${text(
    `Registered with Brighton &amp; Hove City Council for tattooing and skin piercing, registration no. ${INK_COUNCIL_NO}<br />${link('Studio policies', '/policies')} · ${link('Terms', '/terms')} · ${link('Privacy', '/privacy')} · © 2026 ${INK_NAME}`,
    4,
  )}</footer>`;

/* ── The document ───────────────────────────────────────────────────────────────────────────────────── */

const stylesheet = `html,body,div,span,applet,object,iframe,h1,h2,h3,h4,h5,h6,p,blockquote,pre,a,abbr,acronym,address,big,cite,code,del,dfn,em,img,ins,kbd,q,s,samp,small,strike,strong,sub,sup,tt,var,b,u,i,center,dl,dt,dd,ol,ul,li,fieldset,form,label,legend,table,caption,tbody,tfoot,thead,tr,th,td,article,aside,canvas,details,embed,figure,figcaption,footer,header,hgroup,menu,nav,output,ruby,section,summary,time,mark,audio,video{margin:0;padding:0;border:0;font-size:100%;font:inherit;vertical-align:baseline;}article,aside,details,figcaption,figure,footer,header,hgroup,menu,nav,section{display:block;}body{line-height:1;}ol,ul{list-style:none;}blockquote,q{quotes:none;}table{border-collapse:collapse;border-spacing:0;}body{-webkit-text-size-adjust:none}mark{background-color:transparent;color:inherit}input::-moz-focus-inner{border:0;padding:0}input[type="text"],input[type="email"],select,textarea{-moz-appearance:none;-webkit-appearance:none;-ms-appearance:none;appearance:none}
*,*:before,*:after{box-sizing:border-box;}
body{line-height:1.0;min-height:var(--viewport-height);min-width:320px;overflow-x:hidden;word-wrap:break-word;background-color:#F4EFE6;}
body:before{content:'';display:block;background-attachment:scroll;height:var(--background-height);left:0;pointer-events:none;position:fixed;top:0;transform:scale(1);width:100vw;z-index:0;background-image:url('data:image/svg+xml;charset=utf8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%20512%20512%22%3E%3C%2Fsvg%3E');background-size:512px;background-position:center;background-repeat:repeat;}
body:after{background-color:#1B1B1B;content:'';display:block;pointer-events:none;position:fixed;transform:scale(1);z-index:1;height:100%;left:0;opacity:0;top:0;transition:opacity 1s ease-in-out 0s,visibility 1s 0s;visibility:hidden;width:100%;}
body.is-loading:after{opacity:1;visibility:visible;}
:root{--background-height:100vh;--site-language-alignment:left;--site-language-direction:ltr;--site-language-flex-alignment:flex-start;--site-language-indent-left:1;--site-language-indent-right:0;--viewport-height:100vh;}
html{font-size:17pt;}
u{text-decoration:underline;}strong{color:inherit;font-weight:bolder;}em{font-style:italic;}code{background-color:rgba(144,144,144,0.25);border-radius:0.25em;font-family:'Lucida Console','Courier New',monospace;font-size:0.9em;font-weight:normal;letter-spacing:0;margin:0 0.25em;padding:0.25em 0.5em;text-indent:0;}
.site-wrapper{-webkit-overflow-scrolling:touch;align-items:center;display:flex;flex-direction:column;justify-content:center;min-height:var(--viewport-height);overflow:hidden;position:relative;z-index:2;padding:3rem 2rem 3rem 2rem;}
.site-main{--alignment:left;--flex-alignment:flex-start;--indent-left:1;--indent-right:0;--border-radius-tl:0;--border-radius-tr:0;--border-radius-br:0;--border-radius-bl:0;align-items:center;display:flex;flex-grow:0;flex-shrink:0;justify-content:center;max-width:100%;position:relative;text-align:var(--alignment);z-index:1;transition:opacity 0.75s ease 0s,transform 0.75s ease 0s;}
.site-main>.inner{--padding-horizontal:3rem;--padding-vertical:3rem;--spacing:1.25rem;--width:56rem;border-radius:var(--border-radius-tl) var(--border-radius-tr) var(--border-radius-br) var(--border-radius-bl);max-width:100%;position:relative;width:var(--width);z-index:1;padding:var(--padding-vertical) var(--padding-horizontal);}
.site-main>.inner>*>*{margin-top:var(--spacing);margin-bottom:var(--spacing);}
.site-main>.inner>section>*:first-child{margin-top:0 !important;}
body.is-loading .site-main{opacity:0;transform:translateY(0.375rem);}
.text-component{direction:var(--site-language-direction);position:relative;}
.text-component span.p{display:block;position:relative;}
.text-component.style1{color:#1B1B1B;font-family:'Archivo Black',sans-serif;letter-spacing:-0.025rem;width:100%;font-size:3.5em;line-height:1.125;font-weight:400;}
.text-component.style2{color:#1B1B1B;font-family:'Archivo Black',sans-serif;letter-spacing:0.05rem;width:100%;font-size:1.75em;line-height:1.25;font-weight:400;text-transform:uppercase;}
.text-component.style3{color:#3D3A35;font-family:'Inter',sans-serif;font-size:0.875em;line-height:1.75;font-weight:400;}
.text-component.style3 a{color:#C8553D;text-decoration:underline;}
.text-component.style4{color:#7A746A;font-family:'Inter',sans-serif;font-size:0.625em;line-height:1.75;font-weight:400;}
.text-component.style5{text-align:right;color:#1B1B1B;font-family:'Inter',sans-serif;font-size:0.875em;line-height:1.75;font-weight:600;}
.container-component{position:relative;}
.container-component>.wrapper{vertical-align:top;position:relative;max-width:100%;border-radius:inherit;}
.container-component>.wrapper>.inner{vertical-align:top;position:relative;max-width:100%;border-radius:inherit;text-align:var(--alignment);}
.container-component.columns>.wrapper>.inner{flex-wrap:wrap;display:flex;align-items:flex-start;}
.container-component.columns>.wrapper>.inner>*{flex-grow:0;flex-shrink:0;max-width:100%;text-align:var(--alignment);padding:0 0 0 var(--gutters);}
.container-component.container-style2>.wrapper>.inner{--gutters:1rem;padding:0.25rem 0;border-bottom:1px dotted #C9BFAE;}
.container-component.container-style2>.wrapper>.inner>div:nth-child(1){width:calc(70% + (var(--gutters) / 2));}
.container-component.container-style2>.wrapper>.inner>div:nth-child(2){width:calc(30% + (var(--gutters) / 2));}
.container-component.container-style5{background-color:#1B1B1B;border-radius:0.5rem;}
.container-component.container-style5 .text-component{color:#F4EFE6;}
.buttons-component{cursor:default;display:flex;justify-content:var(--flex-alignment);letter-spacing:0;padding:0;}
.buttons-component>li{max-width:100%;text-align:var(--alignment);}
.buttons-component>li>a{align-items:center;justify-content:center;max-width:100%;text-align:center;text-decoration:none;vertical-align:middle;white-space:nowrap;}
.buttons-component.style1{gap:0.75rem;flex-direction:row;flex-wrap:wrap;}
.buttons-component.style1>li>a{display:inline-flex;height:2.75rem;line-height:2.75rem;padding:0 1.375rem;font-family:'Inter',sans-serif;font-size:0.75em;font-weight:600;border-radius:2rem;background-color:#1B1B1B;color:#F4EFE6;transition:transform 0.25s ease;}
.buttons-component.style2{gap:1.25rem;flex-direction:row;flex-wrap:wrap;justify-content:flex-end;}
.buttons-component.style2>li>a{display:inline-flex;font-family:'Inter',sans-serif;font-size:0.75em;letter-spacing:0.1rem;text-transform:uppercase;color:#1B1B1B;}
.list-component{display:block;}
.list-component ul,.list-component ol{display:inline-block;max-width:100%;text-align:var(--site-language-alignment);vertical-align:middle;}
.list-component.style1{color:#3D3A35;font-family:'Inter',sans-serif;font-size:0.875em;line-height:1.75;}
.list-component.style1 li{position:relative;padding-left:1.25em;}
.list-component.style1 li:before{content:'—';position:absolute;left:0;}
.image-component{display:flex;justify-content:var(--flex-alignment);user-select:none;}
.image-component .frame{display:inline-block;max-width:100%;overflow:hidden;vertical-align:top;width:100%;}
.image-component img{display:block;max-width:100%;}
.image-component.style2 .frame{width:8rem;}
.divider-component{border:0;padding:0;position:relative;width:100%;}
.divider-component.style1:before{content:'';border-top:solid 1px #C9BFAE;display:inline-block;max-width:100%;vertical-align:middle;width:100%;}
.embed-component details{border-bottom:1px solid #C9BFAE;padding:0.75rem 0;font-family:'Inter',sans-serif;font-size:0.875em;line-height:1.75;color:#3D3A35;}
.embed-component summary{cursor:pointer;font-weight:600;color:#1B1B1B;}
.icons-component{display:flex;flex-wrap:wrap;justify-content:var(--flex-alignment);letter-spacing:0;padding:0;gap:1rem;}
.icons-component>li{position:relative;z-index:1;}
.icons-component>li>a{display:flex;align-items:center;justify-content:center;width:1.5em;height:1.5em;}
.icons-component>li>a>svg{fill:#1B1B1B;width:100%;height:100%;}
.icons-component>li>a>.label{display:none;}
.site-header .container-component>.wrapper>.inner>div:nth-child(1){width:30%;}
.site-header .container-component>.wrapper>.inner>div:nth-child(2){width:70%;}
form .inner{display:flex;flex-direction:column;gap:0.75rem;}
form input[type="text"],form input[type="email"],form input[type="tel"],form select,form textarea{border:solid 1px #C9BFAE;border-radius:0.25rem;background:#FFFFFF;font-family:'Inter',sans-serif;font-size:0.875em;padding:0 1rem;height:2.75rem;width:100%;}
form textarea{height:8rem;padding-top:0.75rem;}
form .actions button{height:2.75rem;padding:0 1.5rem;border-radius:2rem;background-color:#C8553D;color:#FFFFFF;font-family:'Inter',sans-serif;font-weight:600;border:0;}
@media (max-width:1680px){html{font-size:13pt;}}
@media (max-width:980px){html{font-size:11pt;}}
@media (max-width:736px){html{font-size:11pt;}.site-wrapper{padding:1.5rem 1rem;}.site-main>.inner{--padding-horizontal:1.5rem;--padding-vertical:2rem;--spacing:1rem;}.site-header .container-component>.wrapper>.inner>div{width:100% !important;}.buttons-component.style2{justify-content:flex-start;gap:0.875rem;}}
@media (max-width:480px){.site-main>.inner>*>*{margin-top:0.875rem;margin-bottom:0.875rem;}}`;

const sprite = `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 40 40" display="none" width="0" height="0"><symbol id="icon-instagram" viewBox="0 0 40 40"><path d="M20,7c-3.5,0-4,0-5.4,0.1c-1.4,0.1-2.3,0.3-3.2,0.6c-0.9,0.3-1.6,0.8-2.3,1.5S7.9,10.6,7.6,11.5c-0.3,0.8-0.6,1.8-0.6,3.2C7,16,7,16.5,7,20s0,4,0.1,5.4c0.1,1.4,0.3,2.3,0.6,3.2"/></symbol><symbol id="icon-facebook" viewBox="0 0 40 40"><path d="M27.2,4.7v4.9h-2.9c-1.1,0-1.8,0.2-2.1,0.7c-0.4,0.5-0.5,1.1-0.5,2v3.5h5.4l-0.7,5.5h-4.7v14.1h-5.6V21.2h-4.7v-5.5h4.7v-4c0-2.3,0.6-4,1.9-5.2s2.9-1.8,5-1.8C25.3,4.6,26.5,4.7,27.2,4.7z"/></symbol><symbol id="icon-email" viewBox="0 0 40 40"><path d="M33,10H7c-1.1,0-2,0.9-2,2v16c0,1.1,0.9,2,2,2h26c1.1,0,2-0.9,2-2V12C35,10.9,34.1,10,33,10z M20,21.5L8.4,13h23.2L20,21.5z"/></symbol></svg>`;

/** Carrd's script: the loading class, deferred images and, on the home page, showing one section at a time. */
const runtime = (
  sectionIds: string[],
) => `<script>(function() {var on = addEventListener, off = removeEventListener, $ = function(q) { return document.querySelector(q) }, $$ = function(q) { return document.querySelectorAll(q) }, $body = document.body, $inner = $('.inner'), client = (function() {var o = {browser: 'other', browserVersion: 0, os: 'other', osVersion: 0, mobile: false, canUse: null, flags: {lsdUnits: false,},}, ua = navigator.userAgent, a, i; return o;}()), ready = {list: [], add: function(f) {this.list.push(f);}, run: function() {this.list.forEach(function(f) {f();});},}, trigger = function(t) {dispatchEvent(new Event(t));}, scrollToElement = function(e, style, duration) {var y, cy, dy, start, easing, offset, f; if (!e) y = 0; else {offset = (e.dataset.scrollOffset ? parseInt(e.dataset.scrollOffset) : 0) * parseFloat(getComputedStyle(document.documentElement).fontSize); y = e.offsetTop + offset;} window.scrollTo(0, y);}, loadElements = function(parent) {var a, e, i; a = parent.querySelectorAll('.deferred'); for (i = 0; i < a.length; i++) {e = a[i].querySelector('img'); if (e && e.dataset.src) {e.src = e.dataset.src; a[i].classList.remove('deferred');}}}, unloadElements = function(parent) {};
on('load', function() {setTimeout(function() {$body.className = $body.className.replace(/\\bis-loading\\b/, 'is-playing'); setTimeout(function() {$body.className = $body.className.replace(/\\bis-playing\\b/, 'is-ready');}, 1000);}, 100);});
(function() {var initialSection, initialScrollPoint, initialId, header, footer, name, hideHeader, hideFooter, disableAutoScroll, h, e, ee, k, locked = false, sections = ${JSON.stringify(sectionIds)}, doNext = function() {}, doPrevious = function() {}, doFirst = function() {}, doLast = function() {}, doEvent = function(id, type) {}, doNavigate = function(id, scroll) {var section, i; section = $('#' + id + '-section'); if (!section) section = $('#' + sections[0] + '-section'); if (!section) return; for (i = 0; i < sections.length; i++) {ee = $('#' + sections[i] + '-section'); if (!ee) continue; if (ee === section) {ee.classList.add('active'); ee.classList.remove('inactive'); ee.style.display = ''; loadElements(ee);} else {ee.classList.remove('active'); ee.classList.add('inactive'); ee.style.display = 'none'; unloadElements(ee);}} if (scroll !== false) scrollToElement(null);}; window._next = doNext; window._previous = doPrevious; window._first = doFirst; window._last = doLast; window._scrollToTop = function() {scrollToElement(null);}; if ('scrollRestoration' in history) history.scrollRestoration = 'manual'; h = location.hash ? location.hash.substring(1) : null; if (h && !h.match(/^[a-zA-Z0-9\\-]+$/)) h = null; if (h && (e = $('[data-scroll-id="' + h + '"]'))) {scrollToElement(e);} else {doNavigate(h || sections[0], false);} on('hashchange', function(event) {var h = location.hash ? location.hash.substring(1) : null; if (h && !h.match(/^[a-zA-Z0-9\\-]+$/)) return; if (h && (e = $('[data-scroll-id="' + h + '"]'))) {scrollToElement(e); return;} doNavigate(h || sections[0]);}); on('click', function(event) {var t = event.target; while (t && t.tagName !== 'A') t = t.parentElement; if (t && t.getAttribute('href') === '#' + (location.hash ? location.hash.substring(1) : '')) {event.preventDefault(); doNavigate(location.hash.substring(1));}});})();
ready.run(); loadElements(document.body);})();</script>`;

/** Numbers Carrd's elements through the whole document, each kind from 01. */
const numberIds = (html: string) => {
  const counters = new Map<string, number>();
  return html.replace(
    /id="(text|container|buttons|list|image|divider|embed|icons)@@"/g,
    (_, kind: string) => {
      const n = (counters.get(kind) ?? 0) + 1;
      counters.set(kind, n);
      return `id="${kind}${String(n).padStart(2, '0')}"`;
    },
  );
};

/** The folder the exported site sits in, where its own `assets/` are. */
const folderOf = (path: string) => (path === '/' ? '' : path);

/** The whole document as Carrd exports a site: head, the header, the sections or elements, the footer. */
export function inkLayout(page: InkPage): SitePage {
  const url = `${INK_SITE}${page.path === '/' ? '/' : page.path}`;
  const home = Boolean(page.sections);
  const folder = folderOf(page.path);
  const body = page.sections
    ? page.sections
        .map(
          (s, k) =>
            `<section id="${s.id}-section"${k === 0 ? ' class="active"' : ' class="inactive" style="display: none;"'}>\n${s.blocks.join('\n')}\n</section>`,
        )
        .join('\n')
    : (page.blocks ?? []).join('\n');
  const html = numberIds(`<!doctype html>
<html lang="en">
<head>
<title>${page.title}</title>
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover" />
<meta name="color-scheme" content="light only" />
<meta name="description" content="${page.description}" />
<meta property="og:site_name" content="${INK_NAME}" />
<meta property="og:title" content="${page.title}" />
<meta property="og:type" content="website" />
<meta property="og:description" content="${page.description}" />
<meta property="og:image" content="${INK_SITE}${folder}/assets/images/card.jpg?v=${VERSION}" />
<meta property="og:image:type" content="image/jpeg" />
<meta property="og:image:width" content="1280" />
<meta property="og:image:height" content="800" />
<meta property="og:url" content="${url}" />
<meta property="twitter:card" content="summary_large_image" />
<link rel="canonical" href="${url}" />
<link href="https://fonts.googleapis.com/css2?display=swap&family=Archivo+Black:ital,wght@0,400&family=Inter:ital,wght@0,400;0,600;1,400" rel="stylesheet" type="text/css" />
<link rel="icon" type="image/png" href="${folder}/assets/images/favicon.png?v=${VERSION}" />
<link rel="apple-touch-icon" href="${folder}/assets/images/apple-touch-icon.png?v=${VERSION}" />
<style>${stylesheet}</style>
<noscript><style>body { overflow: auto !important; } body:after { display: none !important; } .site-main > .inner { opacity: 1.0 !important; } .site-main { opacity: 1.0 !important; transform: none !important; transition: none !important; filter: none !important; }</style></noscript>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QK2M1B8XZ"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag() { dataLayer.push(arguments); } gtag('js', new Date()); gtag('config', 'G-7QK2M1B8XZ');</script>
</head>
<body class="is-loading">
${sprite}
<div id="wrapper" class="site-wrapper">
<div id="main" class="site-main">
<div class="inner">
${header(home, folder)}
${body}
${footer()}
</div>
</div>
</div>
${runtime(page.sections?.map((s) => s.id) ?? [])}
</body>
</html>
`);
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** The 404 page: a one-section Carrd site uploaded as the host's error page. */
export const inkNotFound: InkPage = {
  path: '/404',
  title: 'Page not found | Inkwell Tattoo Collective',
  description: 'This page could not be found.',
  blocks: [
    text('404', 1, 'h1'),
    text('Sorry, this page has been wiped off like a stencil. Try the home page instead.'),
    buttons([['Back to the home page', '/']]),
  ],
};
