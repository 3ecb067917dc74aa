import type { SitePage } from './site-server.ts';

/** A page of Il Girotondo as the Google Sites editor holds it, before the viewer wraps it. */
export interface GirotondoPage {
  path: string;
  /** The page name: the navigation label and the second half of `<title>`. */
  title: string;
  description: string;
  /** The header band: the title in the "Title" style (a `<p>`, not a heading) over a photo. */
  header: { title: string; image: string; subtitle?: string };
  /** The page's sections (full-width bands), built with the helpers below. */
  body: string;
  unlisted?: boolean;
}

/** The site's address and the contact details the footer band and the contact page print. */
export const GIROTONDO_SITE = 'https://www.asilo-girotondo.test';
export const GIROTONDO_PHONE = '011 658 4172';
export const GIROTONDO_PHONE_HREF = 'tel:+390116584172';
export const GIROTONDO_EMAIL = 'info@asilo-girotondo.test';
export const GIROTONDO_VAT = '11478230016';
export const GIROTONDO_STREET = 'Via Saluzzo 47';
export const GIROTONDO_TOWN = '10125 Torino';

// Google Sites' generated ids, from counters so that a page is the same on every run.
let nextId = 0;
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
const hId = () => `h.${hex(0x5a3c91e7 + nextId * 7919, 8)}${hex(0x2b4d6f81 + nextId++ * 104729, 8)}`;

/** A Sites image, served from lh3 with the `=w1280` sizing suffix. */
export const photo = (file: string) =>
  `https://lh3.googleusercontent.com/sitesv/APaQ0S${hex(0x3f1a2b + file.length * 977, 6)}Rq7vLk_${file.replace(/\.\w+$/, '')}=w1280`;

/* ── Text: runs of styled spans inside `<p>`, as the Sites text box saves them ─────────────────────── */

/**
 * One run of a paragraph: `**bold**` and `_italic_` become styled spans, a ready `<a>` is kept, anything
 * else is a plain span.
 */
const run = (r: string) =>
  r.startsWith('<a ')
    ? r
    : r.startsWith('**') && r.endsWith('**')
      ? `<span class="C9DxTc " style="font-weight: 700;">${r.slice(2, -2)}</span>`
      : r.length > 2 && r.startsWith('_') && r.endsWith('_')
        ? `<span class="C9DxTc " style="font-style: italic;">${r.slice(1, -1)}</span>`
        : `<span class="C9DxTc ">${r}</span>`;

/** A paragraph made of runs, split where the editor changed style (often mid-sentence). */
export const p = (...runs: string[]) =>
  `<p dir="ltr" class="zfr3Q CDt4Ke " style="">${runs.map(run).join('')}</p>`;

/** A centred paragraph. */
export const pc = (...runs: string[]) =>
  `<p dir="ltr" class="zfr3Q CDt4Ke " style="text-align: center;">${runs.map(run).join('')}</p>`;

/** A bold line standing in for a heading: the owner's habit on half the pages. */
export const bold = (t: string) =>
  `<p dir="ltr" class="zfr3Q CDt4Ke " style=""><span class="C9DxTc " style="font-weight: 700; font-size: 13pt;">${t}</span></p>`;

/** An empty line, which the owner uses to line up columns. */
export const blank = '<p dir="ltr" class="zfr3Q CDt4Ke " style=""><span class="C9DxTc "><br></span></p>';

const headingClass = { h1: 'duRjpb', h2: 'JYVBee', h3: 'OmQG5e' } as const;

/** A heading with its generated id and the "copy heading link" button the viewer adds. */
export const heading = (tag: 'h1' | 'h2' | 'h3', t: string, align = '') => {
  const id = hId();
  return `<${tag} id="${id}" dir="ltr" class="zfr3Q ${headingClass[tag]} CDt4Ke " style="${align ? `text-align: ${align};` : ''}"><div jscontroller="Ae65rd" jsaction="touchstart:UrsOsc; click:KjsqPd; focusout:QZoaZ; mouseover:y0pDld; mouseout:dq0hvd;fv1Rjc:jbFSOd;CrfLRd:SzACGe;" class="CjVfdc"><div class="PPhIP rviiZ" jsname="haAclf"><div role="presentation" class="U26fgb XHsn7e MAXCNe M9Bg4d" jscontroller="VXdfxd" jsaction="click:cOuCgd; mousedown:UX7yZ; mouseup:lbsD7e; mouseenter:tfO1Yc; mouseleave:JywGue; focus:AHmuwe; blur:O22p3e; contextmenu:mg9Pef;" jsshadow="" aria-label="Copy heading link" aria-disabled="false" data-tooltip="Copy heading link" aria-hidden="true" data-tooltip-position="top" data-tooltip-vertical-offset="12" data-tooltip-horizontal-offset="0"><a class="FKF6mc TpQm9d" href="#${id}" aria-label="Copy heading link" jsname="hiK3ld" role="button" aria-describedby="${id}"><div class="HBu6N" aria-hidden="true"><svg class="OUGEr QdAdhf" width="22px" height="22px" viewBox="0 0 24 24" fill="currentColor" focusable="false"><path d="M0 0h24v24H0z" fill="none"></path><path d="M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1zM8 13h8v-2H8v2zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5z"></path></svg></div></a></div></div></div><span class="C9DxTc ">${t}</span></${tag}>`;
};

/** A link inside a text box: internal paths as they are, outside ones through Google's redirect. */
export const a = (label: string, href: string) => {
  const url =
    href.startsWith('http') && !href.startsWith(GIROTONDO_SITE)
      ? `https://www.google.com/url?q=${encodeURIComponent(href)}&amp;sa=D&amp;sntz=1&amp;usg=AOvVaw${hex(0x1f2e3d + href.length * 31, 6)}Qm`
      : href;
  const target =
    url === href && !href.startsWith('mailto:') && !href.startsWith('tel:') ? '' : ' target="_blank"';
  return `<a class="XqQF9c" href="${url}"${target}><span class="C9DxTc aw5Odc ">${label}</span></a>`;
};

/** A bulleted list: every item a `<li>` holding its own paragraph of runs. */
export const ul = (...items: (string | string[])[]) =>
  `<ul class="n8H08c UVNKR">${items
    .map(
      (item) =>
        `<li dir="ltr" class="zfr3Q TYR86d eD0Rn" style="margin-left: 0pt;">${p(...(Array.isArray(item) ? item : [item]))}</li>`,
    )
    .join('')}</ul>`;

/* ── Tiles, columns, bands ──────────────────────────────────────────────────────────────────────────── */

const widthClass: Record<number, string> = {
  12: 'uQSCkd',
  8: 'FNFY6c',
  7: 'oB8Yxc',
  6: 'OwsYgb',
  5: 'PYfOVe',
  4: 'wKbQwd',
  3: 'II5mzb',
};

/** A text box tile: four wrappers around the text. */
export const textBox = (...html: string[]) =>
  `<div class="oKdM2c ZZyype Kzv0Me"><div id="${hId()}" class="hJDwNd-AhqUyc-uQSCkd Ft7HRd-AhqUyc-uQSCkd jXK9ad D2fZ2 zu5uec OjCsFc dmUFtb wHaque g5GTcb JYTMs"><div class="jXK9ad-SmKAyb"><div class="tyJCtd mGzaTb Depvyb baZpAe">${html.join('')}</div></div></div></div>`;

/** An image tile. */
export const image = (file: string, alt: string) =>
  `<div class="oKdM2c ZZyype"><div id="${hId()}" class="hJDwNd-AhqUyc-uQSCkd Ft7HRd-AhqUyc-uQSCkd jXK9ad D2fZ2 zu5uec wHaque g5GTcb"><div class="jXK9ad-SmKAyb"><div class="t3iYD"><img src="${photo(file)}" class="CENy8b" role="img" alt="${alt}" style="width: 100%; margin: 0% 0% 0% 0%;"></div></div></div></div>`;

/** A button tile: the label in a `<p>` inside the link, as Sites renders it. */
export const button = (label: string, href: string) =>
  `<div class="oKdM2c ZZyype"><div id="${hId()}" class="hJDwNd-AhqUyc-uQSCkd Ft7HRd-AhqUyc-uQSCkd jXK9ad D2fZ2 zu5uec wHaque g5GTcb"><div class="jXK9ad-SmKAyb"><div class="QmpIrf" jscontroller="HqlHmf" jsaction="rcuQ6b:WYd;"><div class="L7IXhc">${`<a class="FKF6mc TpQm9d QmpIrf" href="${href}" aria-label="${label}"${href.startsWith('http') ? ' target="_blank"' : ''}><div class="NsaAfc"><p>${label}</p></div><div class="IxvCsb"></div></a>`}</div></div></div></div></div>`;

/** A divider tile. */
export const divider = () =>
  `<div class="oKdM2c ZZyype"><div id="${hId()}" class="hJDwNd-AhqUyc-uQSCkd Ft7HRd-AhqUyc-uQSCkd jXK9ad D2fZ2 zu5uec wHaque g5GTcb"><div class="jXK9ad-SmKAyb"><div class="s4WZSc" role="separator"><hr class="hO5sCb"></div></div></div></div>`;

/** A column of tiles, `width` of twelve. */
export const col = (width: number, ...tiles: string[]) =>
  `<div class="hJDwNd-AhqUyc-${widthClass[width] ?? 'uQSCkd'} Ft7HRd-AhqUyc-${widthClass[width] ?? 'uQSCkd'} purZT-AhqUyc-II5mzb ZcASvf-AhqUyc-II5mzb pSzOP-AhqUyc-qWD73c Ktthjf-AhqUyc-qWD73c JNdkSc SQVYQc"><div class="JNdkSc-SmKAyb LkDMRd"><div class="" jscontroller="sGwD4d" jsaction="zXBUYb:zTPCnb;zQF9Uc:Qxe3nd;" jsname="F57UId">${tiles.join('')}</div></div></div>`;

/** A row of columns inside a band. */
export const row = (...cols: string[]) =>
  `<div class="LS81yb VICjCf j5pSsc db35Fc" tabindex="-1">${cols.join('')}</div>`;

/** A full-width band; `tone` is the emphasis the owner picked (a coloured background or a photo). */
export const band = (tone: 'plain' | 'light' | 'dark', ...rows: string[]) => {
  const cls = { plain: 'yaqOZd', light: 'yaqOZd cJgDec nyKByd', dark: 'yaqOZd lQAHbd O13XJf' }[tone];
  return `<section id="${hId()}" class="${cls}"><div class="IFuOkc"></div><div class="mYVXT">${rows.join('')}</div></section>`;
};

/** The common case: one band, one full-width column. */
export const block = (tone: 'plain' | 'light' | 'dark', ...tiles: string[]) =>
  band(tone, row(col(12, ...tiles)));

/* ── Components: collapsible text, carousel, embeds ─────────────────────────────────────────────── */

/**
 * A "collapsible text" group: the heading is a button saved closed (`aria-expanded="false"`), the body is
 * in the page but squeezed to no height until the button is pressed.
 */
export const collapsible = (title: string, ...html: string[]) => {
  const id = hId();
  return `<div class="oKdM2c ZZyype Kzv0Me"><div id="${id}" class="hJDwNd-AhqUyc-uQSCkd Ft7HRd-AhqUyc-uQSCkd jXK9ad D2fZ2 zu5uec OjCsFc dmUFtb wHaque g5GTcb"><div class="jXK9ad-SmKAyb"><div class="WIdY2d M1aSXe" jscontroller="Tfl7L" jsaction="rcuQ6b:WYd;JIbuQc:vHiAvf(Ekg9s);"><div class="vwpxCf" jsname="Ekg9s" role="button" tabindex="0" aria-expanded="false" aria-controls="${id}-c"><p dir="ltr" class="zfr3Q CDt4Ke " style=""><span class="C9DxTc " style="font-weight: 700;">${title}</span></p><div class="sJCIXe" aria-hidden="true"><svg class="qRmb5b" viewBox="0 0 24 24" focusable="false"><path d="M7.41 8.59L12 13.17l4.59-4.58L18 10l-6 6-6-6 1.41-1.41z"></path></svg></div></div><div class="I9OJHe" id="${id}-c" jsname="iVg5hb" role="region" style="max-height: 0px; overflow: hidden;"><div class="tyJCtd mGzaTb Depvyb baZpAe">${html.join('')}</div></div></div></div></div></div>`;
};

/** An image carousel: every slide printed, the captions in the page, all but the first hidden. */
export const carousel = (slides: [file: string, caption: string][]) =>
  `<div class="oKdM2c ZZyype"><div id="${hId()}" class="hJDwNd-AhqUyc-uQSCkd Ft7HRd-AhqUyc-uQSCkd jXK9ad D2fZ2 zu5uec wHaque g5GTcb"><div class="jXK9ad-SmKAyb"><div class="LVrkt" jscontroller="IUPgVe" jsaction="rcuQ6b:WYd;" data-autoplay-ms="5000" data-show-captions="true"><div class="Ztsu0b" role="list" aria-label="Image carousel">${slides
    .map(
      ([file, caption], i) =>
        `<div class="gH0Qf${i === 0 ? ' NQ7hif' : ''}" role="listitem" aria-hidden="${i === 0 ? 'false' : 'true'}" aria-label="Image ${i + 1} of ${slides.length}"><img src="${photo(file)}" class="X0jFbe" alt="" jsname="Q4LuWd"><div class="O8lEuf"><p dir="ltr" class="zfr3Q CDt4Ke "><span class="C9DxTc ">${caption}</span></p></div></div>`,
    )
    .join(
      '',
    )}</div><div role="button" class="U26fgb mUbCce fKz7Od b3m0W" aria-label="Previous" tabindex="0"></div><div role="button" class="U26fgb mUbCce fKz7Od Whmexe" aria-label="Next" tabindex="0"></div><div class="RN9Dsf" role="tablist">${slides.map((_, i) => `<div class="bQ9L1b${i === 0 ? ' qs41qe' : ''}" role="tab" aria-selected="${i === 0}" aria-label="Slide ${i + 1}"></div>`).join('')}</div></div></div></div></div>`;

const embedLabels = {
  doc: 'Google Docs',
  sheet: 'Google Sheets',
  calendar: 'Google Calendar',
  form: 'Google Forms',
  map: 'Google Maps',
  pdf: 'Google Drive',
} as const;

/**
 * An embedded Drive file, calendar, form or map: a title bar with an "Open in new window" button for Drive
 * files, then an iframe. Only the title is in the page; what the file says is not.
 */
export const embed = (kind: keyof typeof embedLabels, title: string, src: string, height = 600) => {
  const bar =
    kind === 'doc' || kind === 'sheet' || kind === 'pdf'
      ? `<div class="WpjSLc" jsname="Xq6bxf"><div class="Z7wUZd"><div class="vZjLRd">${title}</div></div><div role="button" class="U26fgb mUbCce fKz7Od" jscontroller="VXdfxd" jsaction="click:cOuCgd;" aria-label="Open in new window" data-tooltip="Open in new window" tabindex="0"><a href="${src.replace(/\/(preview|pubhtml).*$/, '/edit?usp=sharing')}" target="_blank" aria-hidden="true" tabindex="-1"></a></div></div>`
      : '';
  return `<div class="oKdM2c ZZyype"><div id="${hId()}" class="hJDwNd-AhqUyc-uQSCkd Ft7HRd-AhqUyc-uQSCkd jXK9ad D2fZ2 zu5uec wHaque g5GTcb"><div class="jXK9ad-SmKAyb"><div class="w536ob" jscontroller="Ti4bHe" data-embed-type="${kind}" style="height: ${height}px;">${bar}<div class="YMEQtf"><iframe jsname="L5Fo6c" class="YMEQtf" sandbox="allow-scripts allow-popups allow-forms allow-same-origin allow-popups-to-escape-sandbox allow-downloads allow-modals allow-storage-access-by-user-activation" frameborder="0" aria-label="${embedLabels[kind]}, ${title}" src="${src}" allowfullscreen></iframe></div></div></div></div></div>`;
};

/* ── The viewer: header, top navigation with "More", the hidden drawer, footer band, Sites footer ─── */

type NavItem = [label: string, href: string, children?: NavItem[]];

/** The page tree, in the order the owner dragged it; the viewer folds what does not fit into "More". */
const tree: NavItem[] = [
  ['Home', '/'],
  ['Chi siamo', '/chi-siamo'],
  ['Nido', '/nido'],
  ['Scuola dell’infanzia', '/scuola-dell-infanzia'],
  ['Rette e orari', '/rette-e-orari'],
  [
    'Iscrizioni',
    '/iscrizioni',
    [
      ['Inserimento', '/inserimento'],
      ['Open day', '/open-day'],
    ],
  ],
  ['Mensa', '/mensa'],
  [
    'Informazioni per le famiglie',
    '/informazioni-per-le-famiglie',
    [['Regolamento', '/informazioni-per-le-famiglie/regolamento']],
  ],
  ['Calendario', '/calendario'],
  ['News', '/news', [['Archivio 2024/25', '/news/archivio-2024-25']]],
  ['Contatti', '/contatti'],
  ['English', '/english'],
];
const SHOWN = 6;

const chevron =
  '<div class="mBHtvb u5fiyc" role="presentation" title="Expand/Collapse" jsaction="click:oESVTe" jsname="ix0Hvc"><div class="ovnfwe Ptnvbe"></div><div class="ovnfwe u5fiyc"><svg class="dvmRw" viewBox="0 0 24 24" stroke="currentColor" jsname="B1n9ub" focusable="false"><g transform="translate(9.7,12) rotate(45)"><path class="K4B8Y" d="M-4.2 0 L4.2 0" stroke-width="2"></path></g><g transform="translate(14.3,12) rotate(-45)"><path class="MrYMx" d="M-4.2 0 L4.2 0" stroke-width="2"></path></g></svg></div></div>';

const contains = (item: NavItem, path: string): boolean =>
  item[1] === path || (item[2] ?? []).some((c) => contains(c, path));

const navItem = (item: NavItem, level: number, path: string): string => {
  const [label, href, children] = item;
  const current = href === path;
  const open = children?.length
    ? `<div class="oGuwee eWDljc RPRy1e Mkt3Tc" style="display:none;" jsname="QXE97" jsaction="transitionend:SJBdh" role="group"><ul class="VcS63b">${children.map((c) => navItem(c, level + 1, path)).join('')}</ul></div>`
    : '';
  return `<li jsname="ibnC6b" data-nav-level="${level}"><div class="PsKE7e qV4dIc Qrrb5${level > 1 ? ' Bsmu2c' : ' GBy4H'}${contains(item, path) ? ' lhZOrc' : ''}"${current ? ' aria-current="true"' : ''}><div class="I35ICb" jsaction="keydown:mPuKz(QwLHlb); click:vHQTA(QwLHlb);"><a class="aJHbb${current ? ' dk90Ob' : ''} hDrhEe HlqNPb" jsname="QwLHlb" role="link" tabindex="0" data-navtype="1"${current ? ' aria-selected="true"' : ''} href="${href}" data-url="${href}" data-type="1" data-level="${level}"${children?.length ? ' aria-expanded="false" aria-haspopup="true"' : ''}>${label}</a>${children?.length ? chevron : ''}</div></div>${open}</li>`;
};

/** The top navigation: the first items in a row, the rest folded into "More", every dropdown closed. */
const topNav = (path: string) => {
  const more = tree.slice(SHOWN);
  return `<nav class="plFg0c" jscontroller="HXO1uc" jsaction="rcuQ6b:rcuQ6b;MxH79b:CfS0pe;" id="WDxLfe" data-is-preview="false" style="visibility: hidden;" role="navigation" tabindex="-1"><ul class="K1Ci7d oXBWEc jYxBte">${tree
    .slice(0, SHOWN)
    .map((item) => navItem(item, 1, path))
    .join(
      '',
    )}<li jsname="ibnC6b" data-nav-level="1" class="VsJjtf ZmrVpf oXBWEc" more-menu-item="" jsaction="mouseenter:Vx8Jlb; mouseleave:ysDRUd"><div class="PsKE7e qV4dIc Qrrb5 GBy4H${more.some((m) => contains(m, path)) ? ' lhZOrc' : ''}"><div class="I35ICb" jsaction="click:EPlM3d"><a class="aJHbb hDrhEe HlqNPb" jsname="QwLHlb" role="button" tabindex="0" aria-expanded="false" aria-haspopup="true" data-navtype="1" data-level="1">More</a>${chevron}</div></div><div class="oGuwee eWDljc RPRy1e Mkt3Tc" style="display:none;" jsname="QXE97" jsaction="transitionend:SJBdh" role="group"><ul class="VcS63b">${more
    .map((item) => navItem(item, 2, path))
    .join('')}</ul></div></li></ul></nav>`;
};

/** The mobile drawer: every page again, off screen until the burger is pressed. */
const drawer = (path: string) =>
  `<nav class="JzO0Vc" jsname="ihoMLd" role="navigation" tabindex="-1" id="yuynLe" jsaction="transitionend:UD2r5" aria-hidden="true"><a class="XMyrgf" href="/"><img src="${photo('logo-girotondo.png')}" class="r9CsCb" role="img" aria-label="Site home"></a><ul class="jYxBte Fpy8Db" tabindex="-1">${tree
    .map((item) => navItem(item, 1, path))
    .join('')}</ul></nav>`;

/** The band the owner set as site footer, shown on every page. */
const footerBand = () =>
  band(
    'dark',
    row(
      col(
        4,
        textBox(
          bold('Il Girotondo'),
          p('Nido e Scuola dell’Infanzia a San Salvario, Torino'),
          p(`${GIROTONDO_STREET}, ${GIROTONDO_TOWN}`),
        ),
      ),
      col(
        4,
        textBox(
          p('Tel. ', a(GIROTONDO_PHONE, GIROTONDO_PHONE_HREF)),
          p(a(GIROTONDO_EMAIL, `mailto:${GIROTONDO_EMAIL}`)),
          p('Aperti dal lunedì al venerdì', ', dalle 7:30 alle 18:00'),
          p('Segreteria: lunedì–venerdì 9:00–12:00'),
        ),
      ),
      col(
        4,
        textBox(
          p('Il Girotondo Società Cooperativa Sociale'),
          p(`P.IVA ${GIROTONDO_VAT}`),
          p(
            a(
              'Informativa privacy',
              'https://docs.google.com/document/d/1pRv8Gx2oQm5TnZ7bK4yLs3dW0aHj6cE9uVfXi1rNq2M/edit',
            ),
          ),
        ),
      ),
    ),
  );

/** The viewer's own footer: the "i" button whose menu holds Google Sites, Report abuse and Page details. */
const sitesFooter = `<div jscontroller="IOpL6e" class="dZA9kd ynRLnc" data-last-updated-at-time="1763459720913" data-is-preview="false"><div role="button" class="U26fgb JRtysb WzwrXb I12f0b K2mXPb zXBiaf ynRLnc" jscontroller="iSvg6e" jsaction="click:cOuCgd; mousedown:UX7yZ; mouseup:lbsD7e; mouseenter:tfO1Yc; mouseleave:JywGue; focus:AHmuwe; blur:O22p3e; contextmenu:mg9Pef;;keydown:I481le;" jsshadow="" jsname="Bg3gkf" aria-label="Site actions" aria-disabled="false" tabindex="0" aria-haspopup="true" aria-expanded="false" data-menu-corner="bottom-start" data-anchor-corner="top-start"><div class="NWlf3e MbhUzd" jsname="ksKsZd"></div><span jsslot="" class="MhXXcc oJeWuf"><span class="Lw7GHd snByac"><svg width="24" height="24" viewBox="0 0 24 24" focusable="false" class="hUXNEf"><path d="M0 0h24v24H0z" fill="none"></path><path d="M11 17h2v-6h-2v6zm1-15C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8zM11 9h2V7h-2v2z"></path></svg></span></span><div jsname="xl07Ob" style="display:none" aria-hidden="true"><div class="JPdR6b hVNH5c" jscontroller="uY3Nvd" jsaction="IpSVtb:TvD9Pc;fEN2Ze:xzS4ub;frq95c:LNeFm;cFpp9e:J9oOtd; click:H8nU8b; mouseup:H8nU8b; keydown:I481le; keypress:Kr2w4b; blur:O22p3e; focus:H8nU8b" role="menu" tabindex="0" style="position:fixed"><div class="XvhY1d" jsaction="mousedown:p8EH2c; touchstart:p8EH2c;"><div class="JAPqpe K0NPx"><span jsslot="" class="z80M1 FeRvI" jsaction="click:o6ZaF(preventDefault=true); mousedown:lAhnzb; mouseup:Osgxgf; mouseenter:SKyDAe; mouseleave:xq3APb;touchstart:jJiBRc; touchmove:kZeBdd; touchend:VfAz8(preventMouseEvents=true)" jsname="j7LFlb" aria-label="Google Sites" role="menuitem" tabindex="-1"><div class="aBBjbd MbhUzd" jsname="ksKsZd"></div><div class="uyYuVb oJeWuf" jsaction="JIbuQc:Toy3n;" jsname="V2zOu"><div class="jO7h3c">Google Sites</div></div></span><span jsslot="" class="z80M1 FeRvI" jsaction="click:o6ZaF(preventDefault=true); mousedown:lAhnzb; mouseup:Osgxgf; mouseenter:SKyDAe; mouseleave:xq3APb;touchstart:jJiBRc; touchmove:kZeBdd; touchend:VfAz8(preventMouseEvents=true)" jsname="j7LFlb" aria-label="Report abuse" role="menuitem" tabindex="-1"><div class="aBBjbd MbhUzd" jsname="ksKsZd"></div><div class="uyYuVb oJeWuf" jsaction="JIbuQc:Toy3n;" jsname="HiUbBb"><div class="jO7h3c">Report abuse</div></div></span><span jsslot="" class="z80M1 FeRvI" jsaction="click:o6ZaF(preventDefault=true); mousedown:lAhnzb; mouseup:Osgxgf; mouseenter:SKyDAe; mouseleave:xq3APb;touchstart:jJiBRc; touchmove:kZeBdd; touchend:VfAz8(preventMouseEvents=true)" jsname="j7LFlb" aria-label="Page details" role="menuitem" tabindex="-1"><div class="aBBjbd MbhUzd" jsname="ksKsZd"></div><div class="uyYuVb oJeWuf" jsaction="JIbuQc:Toy3n;" jsname="hriXLd"><div class="jO7h3c">Page details</div></div></span></div></div></div></div></div></div>`;

/**
 * The document as the new Google Sites viewer serves it: the `og:`/`itemprop` head, the Google Sans and
 * Roboto fonts, the atari stylesheet, `<body id="yDmH0d">`, three `jscontroller` wrappers, the skip links,
 * the header with the site name and the burger, the top navigation (the first six pages, the rest under
 * "More", every dropdown saved closed), the mobile drawer repeating every link, the header band with the
 * page title in the Title style, the sections, the site footer band and the viewer's footer button.
 */
export function girotondoLayout(page: GirotondoPage): SitePage {
  const title = page.path === '/' ? 'Il Girotondo' : `Il Girotondo - ${page.title}`;
  const headerBand = `<section id="h.INIT_page_header" class="yaqOZd LB7kq cJgDec tpmmCb" style=""><div class="Nu95r"><div class="IFuOkc" style="background-size: cover; background-position: center center; background-image: url(${photo(page.header.image)});" jsname="LQX2Vd"></div></div><div class="mYVXT"><div class="LS81yb VICjCf j5pSsc db35Fc" tabindex="-1"><div class="hJDwNd-AhqUyc-uQSCkd Ft7HRd-AhqUyc-uQSCkd purZT-AhqUyc-II5mzb ZcASvf-AhqUyc-II5mzb pSzOP-AhqUyc-qWD73c Ktthjf-AhqUyc-qWD73c JNdkSc SQVYQc"><div class="JNdkSc-SmKAyb LkDMRd"><div class="" jscontroller="sGwD4d" jsaction="zXBUYb:zTPCnb;zQF9Uc:Qxe3nd;" jsname="F57UId">${textBox(
    `<p dir="ltr" class="zfr3Q TMjjoe CDt4Ke " style="text-align: center;"><span class="C9DxTc ">${page.header.title}</span></p>`,
    page.header.subtitle ? pc(page.header.subtitle) : '',
  )}</div></div></div></div></div></section>`;
  const html = `<!DOCTYPE html><html lang="it" dir="ltr"><head><meta charset="utf-8"><meta property="og:title" content="${title}"><meta property="og:type" content="website"><meta property="og:url" content="${GIROTONDO_SITE}${page.path}"><meta property="og:description" content="${page.description}"><meta itemprop="name" content="${title}"><meta itemprop="description" content="${page.description}"><meta itemprop="url" content="${GIROTONDO_SITE}${page.path}"><meta itemprop="thumbnailUrl" content="${photo(page.header.image)}"><link rel="image_src" href="${photo(page.header.image)}"><meta itemprop="image" content="${photo(page.header.image)}"><meta property="og:image" content="${photo(page.header.image)}"><meta name="google" content="notranslate"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="origin"><meta name="description" content="${page.description}"><link rel="canonical" href="${GIROTONDO_SITE}${page.path}"><title>${title}</title><link rel="icon" href="${photo('favicon-girotondo.png')}"><link href="https://fonts.googleapis.com/css?family=Google+Sans:400,500|Roboto:300,400,500,700|Source+Code+Pro:400,700|Nunito:i3,i4,i7,3,4,7&amp;display=swap" rel="stylesheet" nonce="k2pQ7vXnR1bS8dLm0aYc4w"><script nonce="k2pQ7vXnR1bS8dLm0aYc4w">window._wjdc = function (d) {window._wjdd = d;};</script><link rel="stylesheet" href="https://www.gstatic.com/_/atari/_/ss/k=atari.vw.8rXy2p1lqP0.L.W.O/am=BgAgAA/d=1/rs=AGEqA5kS0fH2tN7d0c9oXyP4Vw1bQmLr5g" data-id="_cl" nonce="k2pQ7vXnR1bS8dLm0aYc4w"><style nonce="k2pQ7vXnR1bS8dLm0aYc4w">.JzO0Vc{transform:translateX(-100%);visibility:hidden}.I9OJHe{transition:max-height .2s}.gH0Qf[aria-hidden="true"]{display:none}.zfr3Q{font-family:'Nunito';color:rgba(33,33,33,1);font-size:11pt}.TMjjoe{font-size:34pt;font-weight:700}.dZA9kd{position:fixed;bottom:16px;left:16px}</style><script nonce="k2pQ7vXnR1bS8dLm0aYc4w">_at_config = [null,"AIzaSyChg3MFqzdi1P5J-YvEyakkSA1yU7HRcDI","OJSRzoHy9mJdQmYfRyG2hQ",null,null,null,null,null,null,null,null,null,null,null,"SITES_%s",null,null,null,null,null,null,null,null,null,["AHKXmL2m0Yc",null,null,null,null,"it"]];</script></head><body class="yTsTje jR6O0e" itemscope itemtype="http://schema.org/WebPage" id="yDmH0d" css="yDmH0d"><div jscontroller="pc62j" jsmodel="iTeaXe" jsaction="rcuQ6b:WYd;GvneHb:og1FDd;vbaUQc:uAM5ec;"><div jscontroller="X4BaPc" jsaction="rcuQ6b:WYd;o6xM5b:Pg9eo;HuL2Hd:mHeCvf;VMhF5:FFYy5e;sk3Qmb:HI1Mdd;JIbuQc:rSzFEd(z2EeY),aSaF6e(ilzYPe);"><div jscontroller="o1L5Wb" data-sitename="asilo-girotondo" data-search-scope="1" data-universe="1" jsmodel="fNFZH" jsaction="Pe9H6d:cZFEp;WMZaJ:VsGN3;hJluRd:UADL7b;zuqEgd:HI9w0;tr6QDd:Y8aXB;MxH79b:xDkBfb;JIbuQc:SPXMTb(uxAMZ),LjG1Ed(a6mxbb);" jsname="G0jgYd"><div jsname="gYwusb" class="p9b27"></div><div jscontroller="RrXLpc" jsname="XeeWQc" role="banner" jsaction="keydown:uiKYid(OH0EC);rcuQ6b:WYd;zuqEgd:ufqpf;JIbuQc:XfTnxb(lfEfFf),AlTiYc(GeGHKb),AlTiYc(m1xNUe),zZlNMe(pZn8Oc);YqO5N:ELcyfe;"><div jsname="bF1uUb" class="BuY5Fd" jsaction="click:xVuwSc;"></div><div jsname="MVsrn" class="TbNlJb "><div class="TSZdd"><a class="zDUgLc" href="#h.INIT_page_header" jsname="OH0EC">Skip to main content</a><a class="zDUgLc" href="#WDxLfe">Skip to navigation</a></div><div class="BbxBP HP6J1d K5Zlne" jsname="WA9qLc" jscontroller="RQOkef" jsaction="rcuQ6b:JdcaS;MxH79b:JdcaS;VbOlFf:ywL4Jf;FaOgy:ywL4Jf; keydown:Hq2uPe; wheel:Ut4Ahc;" data-top-navigation="true" data-is-preview="false"><div class="DXsoRd YTv4We oNsfjf" role="button" tabindex="0" jsaction="click:LUvzV" jsname="z4Tpl" id="s9iPrd" aria-haspopup="true" aria-controls="yuynLe" aria-expanded="false" aria-label="Open navigation"><svg class="wFCWne" viewBox="0 0 24 24" stroke="currentColor" jsname="B1n9ub" focusable="false"><g transform="translate(12,12)"><path class="hlJH0" d="M-9 -5 L9 -5" fill="none" stroke-width="2"></path><path class="HBu6N" d="M-9 0 L9 0" fill="none" stroke-width="2"></path><path class="cLAGQe" d="M-9 5 L9 5" fill="none" stroke-width="2"></path></g></svg></div><div class="mStZ5c" jsname="NzPDSb" jsaction="click:f8JNwf"><a href="/" class="GAuSPc" jsname="jIujaf"><img src="${photo('logo-girotondo.png')}" class="lzy1Td" role="img" aria-label="Site home"><span class="QTKDff">Il Girotondo</span></a></div>${topNav(page.path)}<div class="RBEWZc"><div role="button" class="U26fgb mUbCce fKz7Od i3PoXe M9Bg4d" jscontroller="VXdfxd" jsaction="click:cOuCgd;" aria-label="Search this site" tabindex="0" data-tooltip="Search this site"></div></div></div>${drawer(page.path)}</div></div><div jsname="tiN4bf"><div class="M63kCb N63NQ"></div><div class="QZ3zWd"><div class="fktJzd AKpWA fOU46b yMcSQd Ly6Unf G9Qloe XxIgdb" jsname="UzWXSb" data-uses-custom-theme="true" data-legacy-theme-name="QualityBasics" data-legacy-theme-font-kit="Light" data-legacy-theme-color-kit="Custom" jscontroller="Md9ENb" jsaction="gsiSmd:Ffcznf;yj5fUd:cpPetb;HNXL3:q0Vyke;e2SXKd:IPDu5e;BdXpgd:nhk7K;rcuQ6b:WYd;"><div role="main" tabindex="-1" class="UtePc RCETm" dir="ltr">${headerBand}
${page.body}
${footerBand()}
</div></div><div class="Xpil1b xgQ6eb"></div>${sitesFooter}</div></div></div></div></div><script nonce="k2pQ7vXnR1bS8dLm0aYc4w">window.viewerData = {config: [null, null, null, null, null, null, null, null, "https://www.asilo-girotondo.test", "asilo-girotondo", null, "it"], page: {path: "${page.path}"}};</script><script src="https://www.gstatic.com/_/atari/_/js/k=atari.vw.it.Qx1lzG3sT8w.O/am=BgAgAA/d=1/rs=AGEqA5mB7nK2vP0cX9dLz1QwRt4yHs6u0w/m=view" id="base-js" nonce="k2pQ7vXnR1bS8dLm0aYc4w" async></script></body></html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/**
 * What a missing page gets on a custom domain: not the site's chrome but Google's bare error page, as every
 * Google front end serves it.
 */
export const girotondoNotFound = `<!DOCTYPE html>
<html lang=en>
  <meta charset=utf-8>
  <meta name=viewport content="initial-scale=1, minimum-scale=1, width=device-width">
  <title>Error 404 (Not Found)!!1</title>
  <style>*{margin:0;padding:0}html,code{font:15px/22px arial,sans-serif}html{background:#fff;color:#222;padding:15px}body{margin:7% auto 0;max-width:390px;min-height:180px;padding:30px 0 15px}p{margin:11px 0 22px;overflow:hidden}ins{color:#777;text-decoration:none}</style>
  <a href=//www.google.com/><span id=logo aria-label=Google></span></a>
  <p><b>404.</b> <ins>That’s an error.</ins>
  <p>The requested URL was not found on this server.  <ins>That’s all we know.</ins>
`;
