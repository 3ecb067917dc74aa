import type { SitePage } from './site-server.ts';

/** A page of the Museo della Seta as the Duda editor holds it, before the site's header and footer wrap it. */
export interface SetaPage {
  path: string;
  /** The page title in Duda's page settings: the navigation label's page and the first half of `<title>`. */
  title: string;
  description: string;
  /** The page's rows (`dmRespRow`), built with the helpers below. */
  body: string;
  /** A post of the site's blog ("News"): its byline, and the article meta tags. */
  post?: { date: string; iso: string; author: string };
  unlisted?: boolean;
}

export const SETA_SITE = 'https://www.museo-seta-valmorea.test';
export const SETA_NAME = 'Museo della Seta di Valmorea';
export const SETA_PHONE = '031 806 4172';
export const SETA_PHONE_HREF = 'tel:+390318064172';
export const SETA_EMAIL = 'info@museo-seta-valmorea.test';
export const SETA_DIDATTICA = 'didattica@museo-seta-valmorea.test';
export const SETA_EVENTI = 'eventi@museo-seta-valmorea.test';
export const SETA_STREET = 'Via della Filanda 7';
export const SETA_TOWN = '22070 Valmorea (CO)';
export const SETA_FOUNDATION = 'Fondazione Filanda Cattaneo ETS';
export const SETA_CF = '95021340137';
export const SETA_VAT = '03518460132';

/** Duda's site alias: the folder of every upload on its image CDN. */
const ALIAS = '5f2c81a7';
const CDN = `https://irp.cdn-website.com/${ALIAS}/dms3rep/multi`;
const OPT = `https://lirp.cdn-website.com/${ALIAS}/dms3rep/multi/opt`;

// Duda gives every row, column and widget a ten-digit id (and a `u_<id>` class); they come from a fixed
// seed, so a page is the same on every run.
let seed = 19_261_124;
export const did = () => {
  seed = (seed * 48_271) % 2_147_483_647;
  return String(1_000_000_000 + (seed % 999_999_999));
};

/** An upload, as the image CDN serves it resized (`opt/…-1920w.jpg`) and as the original. */
const optimised = (file: string) => `${OPT}/${file.replace(/(\.\w+)$/, '-1920w$1')}`;
const original = (file: string) => `${CDN}/${file}`;

/* ── Text ─────────────────────────────────────────────────────────────────────────────────────────── */

/** The editor's inline runs: `**x**` bold, anything else a plain span (`display: initial`, as Duda saves it). */
const runs = (text: string) =>
  text
    .split(/(\*\*.+?\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**')
        ? `<span style="font-weight: bold; display: initial;">${part.slice(2, -2)}</span>`
        : `<span style="display: initial;">${part}</span>`,
    )
    .join('');

/** A link inside a text widget. */
export const link = (label: string, href: string) =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank"' : ''} runtime_url="${href}" style="display: initial;">${label}</a>`;

/** A Paragraph widget (`dmNewParagraph`): one or more `<p>` lines as the owner typed them. */
export const text = (...paragraphs: string[]) => {
  const id = did();
  return `<div class="u_${id} dmNewParagraph" data-element-type="paragraph" data-version="5" id="${id}" style="transition: none 0s ease 0s; text-align: left; display: block;">${paragraphs
    .map((p) => `<p class="m-text-align-left text-align-left size-16 m-size-15">${runs(p)}</p>`)
    .join('')}</div>`;
};

/** A Paragraph widget holding a bulleted list. */
export const bullets = (...items: string[]) => {
  const id = did();
  return `<div class="u_${id} dmNewParagraph" data-element-type="paragraph" data-version="5" id="${id}" style="transition: none 0s ease 0s; text-align: left; display: block;"><ul class="defaultList bullet">${items
    .map((item) => `<li><span style="display: initial;">${runs(item)}</span></li>`)
    .join('')}</ul></div>`;
};

/** A Paragraph widget holding a heading (Duda's text presets are headings inside the paragraph widget). */
export const heading = (html: string, level: 1 | 2 | 3 | 4 = 2, align: 'left' | 'center' = 'left') => {
  const id = did();
  const size = { 1: [48, 34], 2: [34, 26], 3: [24, 20], 4: [19, 17] }[level];
  return `<div class="u_${id} dmNewParagraph" data-element-type="paragraph" data-version="5" id="${id}" style="transition: none 0s ease 0s; text-align: left; display: block;"><h${level} class="text-align-${align} m-text-align-${align} size-${size[0]} m-size-${size[1]}"><span class="font-size-${size[0]} m-font-size-${size[1]}" style="display: initial;">${html}</span></h${level}></div>`;
};

/* ── Widgets ──────────────────────────────────────────────────────────────────────────────────────── */

/** An Image widget. */
export const image = (file: string, alt: string) => {
  const id = did();
  return `<div class="u_${id} imageWidget align-center" data-element-type="image" data-widget-type="image" id="${id}"><img src="${optimised(file)}" alt="${alt}" id="${did()}" class="" data-dm-image-path="${original(file)}" width="1200" height="800" onerror="handleImageLoadError(this)"/></div>`;
};

/** A Button widget (`dmButtonLink`): its label in `span.text`, an icon before it. */
export const button = (label: string, href: string, icon = 'icon-angle-right') => {
  const id = did();
  return `<a data-display-type="block" class="u_${id} align-center dmButtonLink dmWidget dmWwr default dmOnlyButton dmDefaultGradient" file="false" href="${href}"${href.startsWith('http') ? ' target="_blank"' : ''} data-element-type="dButtonLinkId" id="${id}"> <span class="iconBg" id="${did()}"> <span class="icon hasFontIcon ${icon}" id="${did()}"></span> </span> <span class="text" id="${did()}">${label}</span> </a>`;
};

/** The Click to Call widget: a button whose number is only in its `href` and `phone` attribute. */
export const clickToCall = (label: string) => {
  const id = did();
  return `<a data-display-type="block" class="u_${id} align-center dmCall voipReplacement dmButtonLink dmWidget dmWwr default dmOnlyButton dmDefaultGradient" file="false" href="${SETA_PHONE_HREF}" type="call" phone="+390318064172" dmle_extension="clicktocall" data-element-type="clicktocall" id="${id}"> <span class="iconBg" id="${did()}"> <span class="icon hasFontIcon icon-phone" id="${did()}"></span> </span> <span class="text" id="${did()}">${label}</span> </a>`;
};

/** A Spacer widget. */
export const spacer = () => `<div data-element-type="spacer" class="dmSpacer" id="${did()}"></div>`;

/** A Divider widget. */
export const divider = () => {
  const id = did();
  return `<div class="u_${id} dmDividerWrapper clearfix" data-element-type="dDividerId" data-layout="divider-style-1" id="${id}"><hr class="dmDivider" style="border-width:1px; border-top-style:solid; color:grey;" id="${did()}"/></div>`;
};

/**
 * A Photo Gallery widget (`dmPhotoGallery`): thumbnails in a list, each caption (title and text) in its own
 * container under the picture.
 */
export const gallery = (items: [file: string, title: string, caption: string][]) => {
  const id = did();
  return `<div class="u_${id} dmPhotoGallery newPhotoGallery dmPhotoGalleryResp captionAlignment-center_center photoGallery" galleryoptionsparams="{thumbnailsPerRow: 3, rowsToShow: 3, imageScaleMethod: true}" data-desktop-layout="square" data-desktop-columns="3" data-element-type="dPhotoGalleryId" data-desktop-text-layout="fixed" id="${id}" data-placeholder="false" data-rows-to-show="100" data-link-gallery="true"> <ul class="dmPhotoGalleryHolder clearfix gallery shadowEffectToChildren gallery3inArow" id="${did()}">${items
    .map(
      ([file, title, caption], i) =>
        `<li index="${i}" class="photoGalleryThumbs" id="${did()}"> <div class="image-container revealed" id="${did()}"> <a data-dm-multisize-attr="href" data-image-url="${original(file)}" id="${did()}"><img irh="" irw="" alt="${title}" data-src="${original(file)}" id="${did()}" onerror="handleImageLoadError(this)"/></a> </div> <div class="caption-container" id="${did()}"> <span class="caption-inner" id="${did()}"> <h3 class="caption-title" id="${did()}">${title}</h3> <div class="caption-text" id="${did()}">${caption}</div> </span> </div> </li>`,
    )
    .join(
      '',
    )} </ul> <div class="photoGalleryViewAll link" isall="true" data-viewall="Mostra altro" data-viewless="Mostra meno" style="display:none;" id="${did()}"></div> </div>`;
};

/**
 * The Accordion widget, server-rendered and saved with every item closed: the titles are buttons with
 * `aria-expanded="false"`, every answer `display:none` and `aria-hidden` until opened, and the widget's props
 * (the same answers) in the hydration script after it.
 */
export const accordion = (items: [question: string, answer: string][]) => {
  const id = did();
  const body = items
    .map(
      ([question, answer], i) =>
        `<div data-auto="accordion-item" class="sc-gEvEer kXLwTc accordion-item"><div role="button" tabindex="0" aria-expanded="false" aria-controls="acc-${id}-${i}" data-auto="accordion-item-title" class="sc-eqUAAy fPjZOm accordion-item-title"><span data-auto="arrow" class="sc-fqkvVR hGvVuA accordion-arrow icon icon-plus"></span><h3 data-auto="title" class="sc-dcJsrY jEsNQR accordion-title">${question}</h3></div><div id="acc-${id}-${i}" data-auto="accordion-item-desc" aria-hidden="true" class="sc-iGgWBj bMpVxz accordion-item-desc" style="display:none;"><div data-auto="desc" class="sc-gsFSXq dUoDiV accordion-desc">${answer}</div></div></div>`,
    )
    .join('');
  const props = {
    widgetName: 'SSRAccordion',
    props: {
      items: items.map(([title, desc], i) => ({ uuid: `${id}-${i}`, title, desc, isOpen: false })),
      layout: 'LAYOUT_2',
      allowMultipleOpen: false,
      openFirstItem: false,
    },
    id,
  };
  return `<div id="${id}" dmle_extension="ssraccordion" data-element-type="ssraccordion" class="u_${id}"><span id="ssrWrap-${id}"><div data-auto="runtime-accordion-widget" class="sc-aXZVg gkhHzT accordion-widget">${body}</div></span><script>window.SSRRuntime.RuntimeReactHelpers.hydrateOrRenderOnFirstPaint(${JSON.stringify(props).replace(/</g, '\\u003c')}, {"observer":false});</script></div>`;
};

/** The Business Hours widget: every day a `dt`, its hours a `dd` of `<time>`s (or "Chiuso"). */
export const businessHours = (title: string, days: [day: string, hours: [string, string][] | null][]) => {
  const id = did();
  const dayIndex = (day: string) =>
    ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'].indexOf(day);
  return `<div class="u_${id} dmOpeningHours align-center" dmle_extension="opening_hours" data-element-type="opening_hours" data-display-type="block" id="${id}"><div class="open-hours-wrapper"><h3 class="open-hours-title">${title}</h3><dl class="open-hours-data">${days
    .map(
      ([day, hours]) =>
        `<div class="open-hours-item"><dt day="${dayIndex(day)}">${day}</dt> <dd>${
          hours
            ? hours.map(([from, to]) => ` <time>${from}</time> - <time>${to}</time> `).join(',')
            : 'Chiuso'
        }</dd></div>`,
    )
    .join('')}</dl></div></div>`;
};

/** The Map widget: the address only in its attributes and the embedded map's query string. */
export const map = () => {
  const id = did();
  const address = `${SETA_STREET}, Valmorea, CO, 22070, Italia`;
  return `<div class="u_${id} default dmDefaultGradient align-center hasFullWidth inlineMap" data-type="inlineMap" data-lat="45.8162" data-lng="8.9297" data-address="${address}" addresstodisplay="${address}" country_full="Italia" data-element-type="dMapId" dmle_extension="mapextension" id="${id}"><div class="mapContainer" id="${did()}"><iframe title="Mappa" loading="lazy" style="width:100%;height:100%;border:0" src="https://maps.google.com/maps?q=${encodeURIComponent(address)}&amp;z=15&amp;output=embed"></iframe></div></div>`;
};

/** The Social Icons widget. */
export const socialHub = () => {
  const id = did();
  const icon = (href: string, network: string, cls: string) =>
    `<a href="${href}" target="_blank" dm_dont_rewrite_url="true" aria-label="${network}" onclick="dm_gaq_push_event &amp;&amp; dm_gaq_push_event(&apos;socialLink&apos;, &apos;click&apos;, &apos;${cls}&apos;)"> <span class="dmSocial${cls} dm-social-icons-${network} oneIcon socialHubIcon style8" aria-hidden="true" data-hover-effect=""></span> </a>`;
  return `<div class="u_${id} align-center text-align-center dmSocialHub" id="${id}" dmle_extension="social_hub" data-element-type="social_hub" wr="true" networks="" icon="true" surround="true" adwords=""> <div class="socialHubWrapper"> <div class="socialHubInnerDiv ">${icon('https://www.facebook.example/museosetavalmorea', 'facebook', 'Facebook')}${icon('https://www.instagram.example/museosetavalmorea', 'instagram', 'Instagram')}${icon('https://www.youtube.example/@museosetavalmorea', 'youtube', 'Youtube')} </div> </div> </div>`;
};

/**
 * An Embed HTML widget: whatever the owner pasted, here a price list copied from the Word document the
 * price sheet PDF was printed from (`MsoNormal` paragraphs in a `MsoTableGrid` table).
 */
export const embed = (html: string) => {
  const id = did();
  return `<div class="u_${id} dmCustomHtml" data-element-type="htmlwidget" data-widget-type="htmlwidget" dmle_extension="htmlwidget" id="${id}">${html}</div>`;
};

type Field =
  | { kind: 'text' | 'email' | 'tel' | 'date' | 'number'; label: string; required?: boolean }
  | { kind: 'textarea'; label: string; required?: boolean }
  | { kind: 'select'; label: string; options: string[]; required?: boolean }
  | { kind: 'checkbox'; label: string; required?: boolean };

/** A Contact Form widget (`dmform`): every field its label, input and the hidden `label-dmform-N` copy. */
export const form = (title: string, fields: Field[], submit: string, success: string) => {
  const id = did();
  const input = (f: Field, n: number) => {
    const name = `dmform-${n}`;
    const req = f.required ? ' required' : '';
    const label = `<label for="${name}" data-dm-for="${name}">${f.label}${f.required ? '*' : ''}</label>`;
    const hidden = `<input type="hidden" name="label-${name}" value="${f.label.replace(/<[^>]+>/g, '')}"/>`;
    switch (f.kind) {
      case 'textarea':
        return `<div class="dmforminput large-12 medium-12 dmRespDesignCol${req}">${label}<textarea name="${name}" id="${name}"></textarea>${hidden}</div>`;
      case 'select':
        return `<div class="dmforminput large-12 medium-12 dmRespDesignCol${req}">${label}<select name="${name}" id="${name}"><option value="" disabled selected>Seleziona</option>${f.options.map((o) => `<option value="${o}">${o}</option>`).join('')}</select>${hidden}</div>`;
      case 'checkbox':
        return `<div class="dmforminput large-12 medium-12 dmRespDesignCol checkboxGroup${req}"><ul class="checkboxwrapper"><li class="checkboxItem"><input type="checkbox" name="${name}" id="${name}" value="${f.label.replace(/<[^>]+>/g, '')}"/><label for="${name}">${f.label}</label></li></ul>${hidden}</div>`;
      default:
        return `<div class="dmforminput large-12 medium-12 dmRespDesignCol${req}">${label}<input type="${f.kind}" name="${name}" id="${name}"/>${hidden}</div>`;
    }
  };
  return `<div class="u_${id} dmform default native-inputs" data-element-type="dContactUsRespId" captcha="true" data-require-captcha="true" data-captcha-position="bottomleft" id="${id}"><h3 class="dmform-title dmwidget-title" id="${did()}">${title}</h3><div class="dmform-wrapper" captcha-lang="it" id="${did()}"><form method="post" class="dmRespDesignRow" locale="IT" id="${did()}">${fields
    .map(input)
    .join(
      '',
    )}<div class="dmformsubmit dmWidget R" id="${did()}"><input class="" name="submit" type="submit" value="${submit}"/></div><input name="dmformsendto" type="hidden" value="${Buffer.from(SETA_EMAIL).toString('base64')}"/><input class="dmActionInput" type="hidden" name="action" value="/_dm/s/rt/widgets/dmform.submit.jsp"/><input name="dmformsubmitparams" type="hidden" value="" /><input name="dmformrecaptcha" type="hidden" value="" /></form></div><div class="dmform-success" style="display:none" id="${did()}">${success}</div><div class="dmform-error" style="display:none" id="${did()}">Si è verificato un errore. Riprova più tardi.</div></div>`;
};

/* ── Grid ─────────────────────────────────────────────────────────────────────────────────────────── */

/** A column (`dmRespCol`) of the given width out of 12, holding its widgets. */
export const col = (width: number, ...widgets: string[]) => {
  const id = did();
  return `<div class="u_${id} dmRespCol small-12 large-${width} medium-${width}${widgets.length ? '' : ' empty-column'}" id="${id}">${widgets.join(' ')}</div>`;
};

/** A row (`dmRespRow`) of columns; `cls` adds the row's section classes (background, full bleed…). */
export const row = (columns: string[], cls = '') => {
  const id = did();
  return `<div class="u_${id} dmRespRow${cls ? ` ${cls}` : ''}" id="${id}"><div class="dmRespColsWrapper" id="${did()}">${columns.join(' ')}</div></div>`;
};

/** A row with a single full-width column. */
export const section = (...widgets: string[]) => row([col(12, ...widgets)], 'dmSectionNoParallax');

/** The page's top section: a background photo with an overlay, the page headline and a line under it. */
export const hero = (headline: string, line: string, photo: string, cta?: [string, string]) => {
  const id = did();
  return `<div class="u_${id} dmRespRow dmSectionParallaxNew fullBleedChanged fullBleedMode hasBackgroundOverlay hasExtraLayerOverlay" style="background-image: url(${optimised(photo)}); background-size: cover; background-position: 50% 50%;" id="${id}"><div class="bgExtraLayerOverlay"></div><div class="dmRespColsWrapper" id="${did()}">${col(
    12,
    heading(headline, 1, 'center'),
    text(line),
    cta ? button(cta[0], cta[1]) : '',
  )}</div></div>`;
};

/* ── Navigation ───────────────────────────────────────────────────────────────────────────────────── */

type NavItem = [label: string, href: string, children?: [string, string][]];

const nav: NavItem[] = [
  ['Home', '/'],
  [
    'Il Museo',
    '/il-museo',
    [
      ['Visite guidate e telai', '/visite-guidate'],
      ['Mostra «Fili d’oro»', '/mostra-fili-d-oro'],
    ],
  ],
  ['Orari e biglietti', '/orari-e-biglietti'],
  ['Scuole', '/scuole'],
  ['Bottega e caffetteria', '/bottega-e-caffetteria'],
  ['Eventi e matrimoni', '/eventi-e-matrimoni'],
  ['Amici del Museo', '/amici-del-museo'],
  ['News', '/news'],
  [
    'Info',
    '/contatti',
    [
      ['Domande frequenti', '/domande-frequenti'],
      ['Contatti e come arrivare', '/contatti'],
    ],
  ],
  ['EN', '/english'],
];

const isCurrent = (href: string, path: string) =>
  href === path || (href === '/news' && path.startsWith('/news/'));

const navItem = ([label, href]: [string, string], path: string, depth: number, n: number) =>
  `<li role="menuitem" class=" unifiednav__item-wrap " data-auto="more-pages" data-depth="${depth}"> <a href="${href}" class="unifiednav__item ${isCurrent(href, path) ? ' dmNavItemSelected ' : ''} dmUDNavigationItem_0101${String(1000 + n * 37).padStart(6, '0')} " target="" data-target-page-alias=""${isCurrent(href, path) ? ' data-auto="selected-page"' : ''}> <span class="nav-item-text " data-link-text="${label}" data-auto="page-text-style">${label}<span class="icon icon-angle-down"></span> </span> </a>`;

/** The Navigation widget (`unifiednav`): the menu, sub-pages in a nested `ul`. */
function unifiedNav(path: string, vertical: boolean): string {
  const id = did();
  return `<nav class="u_${id} effect-bottom2 main-navigation unifiednav dmLinksMenu" role="navigation" layout-main="${vertical ? 'vertical_nav_layout_2' : 'horizontal_nav_layout_1'}" layout-sub="${vertical ? '' : 'submenu_horizontal_1'}" data-show-vertical-sub-items="${vertical ? 'HIDE' : 'HOVER'}" id="${id}" dmle_extension="onelinksmenu" data-element-type="onelinksmenu" data-nav-structure="${vertical ? 'VERTICAL' : 'HORIZONTAL'}" wr="true" icon="true" surround="true" navigation-id="unifiedNav"> <ul role="menubar" class="unifiednav__container  " data-auto="navigation-pages">${nav
    .map(([label, href, children], n) => {
      const sub = children
        ? ` <ul role="menu" aria-expanded="false" class="unifiednav__container unifiednav__container_sub-nav" data-depth="0" data-auto="sub-pages">${children
            .map((c, m) => `${navItem(c, path, 1, n * 10 + m)}</li>`)
            .join('')}</ul>`
        : '';
      return `${navItem([label, href], path, 0, n)}${sub}</li>`;
    })
    .join('')} </ul> </nav>`;
}

const logo = () =>
  `<div class="u_${did()} imageWidget align-center" data-element-type="image" data-widget-type="image" id="${did()}" data-binding="W3siYmluZGluZ05hbWUiOiJpbWFnZSIsInZhbHVlIjoic2l0ZV9pbWFnZXMubG9nbyJ9XQ=="> <a href="/" id="${did()}" file="false"><img src="${optimised('logo-museo-seta-valmorea.png')}" id="${did()}" class="" data-dm-image-path="${original('logo-museo-seta-valmorea.png')}" width="320" height="96" alt="${SETA_NAME}" onerror="handleImageLoadError(this)"/></a> </div>`;

/**
 * The hamburger drawer (`layout-drawer`) with the vertical menu, the hamburger header shown on tablets and
 * phones, and the desktop header (`dmHeader`) with the logo, the horizontal menu and a button.
 */
function header(path: string): string {
  const drawer = `<div class="p_hfcontainer showOnMedium"> <div id="hamburger-drawer" class="hamburger-drawer layout-drawer" layout="e9d510f4eb904e939c2be8efaf777e6e===header" data-origin="side-reverse" data-auto-height="true">${row(
    [col(12, unifiedNav(path, true))],
    'middleDrawerRow',
  )}${row([col(12, text(`${SETA_STREET} – ${SETA_TOWN}`), clickToCall(SETA_PHONE))])}</div> <div class="layout-drawer-overlay" id="layout-drawer-overlay"></div> </div>`;
  const hamburgerHeader = `<div id="hamburger-header-container" class="showOnMedium hamburger-header-container p_hfcontainer"> <div id="hamburger-header" class="hamburger-header p_hfcontainer" layout="44dc38f951e9489490b055748e10ba9f===header" data-scrollable-target="body" data-scroll-responder-id="hamburger-header">${row(
    [col(10, logo()), col(2, spacer())],
  )}</div> </div>`;
  const desktop = `<div class="dmHeaderContainer fHeader d-header-wrapper showOnLarge"> <div id="hcontainer" class="u_hcontainer dmHeader p_hfcontainer" freeheader="true" headerlayout="b58ba5b5703b4cd7b5f5f7951565dc87===horizontal-layout-5" layout="29bf4fa55d88450885fbcefc03615aa2===header" data-scrollable-target="body" data-scrollable-target-threshold="1" data-scroll-responder-id="1" preserve-sticky-header="true"> <div dm:templateorder="85" class="dmHeaderResp dmHeaderStack noSwitch" id="${did()}">${row(
    [
      col(3, logo()),
      col(7, unifiedNav(path, false)),
      col(2, button('Orari e biglietti', '/orari-e-biglietti')),
    ],
    'dmDefaultListContentRow fullBleedChanged fullBleedMode',
  )}</div> </div> </div> <div class="stickyHeaderSpacer" id="stickyHeaderSpacer" data-new="true"></div>`;
  return `${drawer} <div class="site_content"> ${hamburgerHeader} ${desktop}`;
}

/** The footer (`dmFooter`) on every page: name, address, phone, email, tax codes, legal links, social icons. */
const footer = () =>
  `<div class="dmFooterContainer"> <div id="fcontainer" class="u_fcontainer f_hcontainer dmFooter p_hfcontainer"> <div dm:templateorder="250" class="dmFooterResp generalFooter" id="${did()}">${row(
    [
      col(
        4,
        text(`**${SETA_NAME}**`, `${SETA_STREET}`, `${SETA_TOWN}`),
        text(`Tel. ${link(SETA_PHONE, SETA_PHONE_HREF)}`, link(SETA_EMAIL, `mailto:${SETA_EMAIL}`)),
      ),
      col(
        4,
        text(
          link('Orari e biglietti', '/orari-e-biglietti'),
          link('Contatti e come arrivare', '/contatti'),
          link('Information in English', '/english'),
        ),
      ),
      col(
        4,
        socialHub(),
        text(link('Privacy policy', '/privacy-policy'), link('Cookie policy', '/cookie-policy')),
      ),
    ],
    'dmFooterRow',
  )}${row([
    col(
      12,
      text(`© 2026 ${SETA_FOUNDATION} – ${SETA_STREET}, ${SETA_TOWN} – C.F. ${SETA_CF} – P.IVA ${SETA_VAT}`),
    ),
  ])}</div> <div id="${did()}" dmle_extension="powered_by" data-element-type="powered_by" icon="true" surround="false"></div> </div> </div>`;

/** Duda's cookie consent bar, in every page until the visitor chooses. */
const cookieBar = () =>
  `<div id="cookiesNotificationBanner" class="cookiesNotificationBanner dmCookiesNotification" role="dialog" aria-live="polite" aria-label="Consenso cookie" style="position:fixed;bottom:0;left:0;right:0;z-index:99999"><div class="cookie-notification-text"><p>Usiamo cookie tecnici per far funzionare il sito e, solo con il tuo consenso, cookie di statistica e di terze parti (Google Maps, YouTube). Puoi accettarli tutti, rifiutarli o scegliere quali attivare. <a href="/cookie-policy">Cookie policy</a></p></div><div class="cookie-notification-buttons"><button type="button" class="cookie-btn cookie-btn-settings">Personalizza</button><button type="button" class="cookie-btn cookie-btn-reject">Rifiuta</button><button type="button" class="cookie-btn cookie-btn-accept">Accetta tutti</button></div></div>`;

/** The page's Duda body class: its alias, `home` for the home page. */
const alias = (path: string) => (path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '-'));

/** The business data Duda prints as JSON-LD: the museum, with the hours of the Business Hours widget (winter). */
const jsonLd = () =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Museum',
    name: SETA_NAME,
    url: `${SETA_SITE}/`,
    telephone: '+39 031 806 4172',
    email: SETA_EMAIL,
    address: {
      '@type': 'PostalAddress',
      streetAddress: SETA_STREET,
      addressLocality: 'Valmorea',
      addressRegion: 'CO',
      postalCode: '22070',
      addressCountry: 'IT',
    },
    geo: { '@type': 'GeoCoordinates', latitude: 45.8162, longitude: 8.9297 },
    openingHours: ['We-Fr 14:00-17:30', 'Sa-Su 10:00-18:00'],
  });

/**
 * Lays out a page as Duda publishes it: `lang="it"` whatever the page's language, the runtime stylesheets and
 * `window.Parameters`, the JSON-LD business block, then `#dm` holding the drawer, the hamburger header, the
 * desktop header, `#dm_content` with the page's rows, the footer and the hamburger button; the cookie bar and
 * the runtime scripts after it.
 */
export function setaLayout(page: SetaPage): SitePage {
  const docTitle =
    page.path === '/' ? `${SETA_NAME} – Filanda Cattaneo, Como` : `${page.title} | ${SETA_NAME}`;
  const pageId = did();
  const og = page.post
    ? `<meta property="og:type" content="article"/><meta property="article:published_time" content="${page.post.iso}T09:00:00+01:00"/><meta property="article:author" content="${page.post.author}"/>`
    : '<meta property="og:type" content="website"/>';
  const byline = page.post
    ? row(
        [
          col(
            12,
            `<div class="u_${did()} dmBlogPostInfo" data-element-type="dBlogPostInfoId" data-dm-binding="blog-post-info" id="${did()}"><span class="postAuthor">${page.post.author}</span> <span class="postDateSeparator">·</span> <time class="postDate" datetime="${page.post.iso}">${page.post.date}</time></div>`,
          ),
        ],
        'blogPostInfoRow',
      )
    : '';
  const html = `<!DOCTYPE html><html lang="it"><head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"/>
<title>${docTitle}</title>
<meta name="description" content="${page.description}"/>
<link rel="canonical" href="${SETA_SITE}${page.path}"/>
<meta property="og:title" content="${docTitle}"/>
<meta property="og:description" content="${page.description}"/>
<meta property="og:url" content="${SETA_SITE}${page.path}"/>
<meta property="og:image" content="${original('filanda-cattaneo-facciata.jpg')}"/>
<meta property="og:site_name" content="${SETA_NAME}"/>
${og}
<link rel="icon" type="image/x-icon" href="https://irp.cdn-website.com/${ALIAS}/site_favicon_16_1731502244158.ico"/>
<link rel="preconnect" href="https://lirp.cdn-website.com/"/>
<link rel="preconnect" href="https://static.cdn-website.com/"/>
<link rel="stylesheet" type="text/css" href="https://static.cdn-website.com/mnlt/production/6150/_dm/s/rt/dist/css/d-css-runtime-desktop-one-package-structured-global.min.css"/>
<link rel="stylesheet" type="text/css" href="https://irp.cdn-website.com/${ALIAS}/files/${ALIAS}_withFlex_1.min.css?v=57"/>
<link rel="stylesheet" type="text/css" href="https://irp.cdn-website.com/${ALIAS}/files/${ALIAS}_1.min.css?v=57" id="siteGlobalCss"/>
<style id="fontFallbacks">@font-face{font-family:"Cormorant Garamond Fallback";src:local('Times New Roman');size-adjust:95%}@font-face{font-family:"Lato Fallback";src:local('Arial');size-adjust:98%}</style>
<script>window.Parameters = window.Parameters || {"HomeUrl":"${SETA_SITE}/","AccountUUID":"2b7e1c4f9a3d4e6f8c0a1b2c3d4e5f60","SystemID":"EU_PRODUCTION","SiteAlias":"${ALIAS}","SiteType":atob("RFVEQU9ORQ=="),"PublicationDate":"Tue Nov 10 08:12:44 UTC 2026","ExternalUid":null,"IsSiteMultilingual":false,"InitialPostAlias":"","InitialDynamicItem":"","InitialPageAlias":"${alias(page.path)}","InitialPageUuid":"${pageId}","InitialPageId":"${pageId}","InitialEncodedPageAlias":"${alias(page.path)}","CurrentPageUrl":"${SETA_SITE}${page.path}","IsCurrentHomePage":${page.path === '/'},"AllowAjax":false,"AfterAjaxCommand":null,"HomeLinkText":"Torna alla home","UseGalleryModule":false,"CurrentThemeName":"Layout Theme","ThemeVersion":"500000","DefaultPageAlias":"home","RemoveDID":true,"WidgetStyleID":null,"IsHeaderFixed":false,"IsHeaderSkinny":false,"IsBfs":true,"StorePageAlias":"null","StorePagesUrls":"e30=","IsNewStore":"false","StorePath":"","StoreId":"null","StoreVersion":0,"StoreBaseUrl":"","StoreCleanUrl":true,"StoreDisableScrolling":true,"IsStoreSuspended":false,"HasCustomDomain":true,"SimpleSite":false,"showCookieNotification":true,"cookiesNotificationMarkup":"null","translatedPageUrl":"","isFastMigrationSite":false,"sidebarPosition":"NA","currentLanguage":"it","currentLocale":"it"};</script>
<script type="application/ld+json">${jsonLd()}</script>
</head>
<body id="dmRoot" data-page-alias="${alias(page.path)}" class="dmRoot dmDesktopBody fix-mobile-scrolling addCanvasBorder dmResellerSite dmLargeBody responsiveTablet" style="padding:0;margin:0;">
<div id="dm" class='dmwr'>
<div class="dm_wrapper standard-var5 widgetStyle-3 standard">
<div dmwrapped="true" id="${pageId}" class="dm-${page.path === '/' ? 'home-page' : 'inner-page'}" themewaschanged="true"> <div dmtemplateid="Hamburger" data-responsive-name="ResponsiveDesktopTopTabletHamburger" class="runtime-module-container dm-bfs dm-layout-${page.path === '/' ? 'home' : 'sec'} hasAnimations hasStickyHeader rows-1200 hamburger-reverse dmPageBody d-page-${pageId} dmFreeHeader" id="dm-outer-wrapper" data-page-class="${pageId}" data-soch="true" data-background-parallax-selector=".dmHomeSection1, .dmSectionParallex"> <div id="dmStyle_outerContainer" class="dmOuter"> <div id="dmStyle_innerContainer" class="dmInner"> <div class="dmLayoutWrapper standard-var dmStandardDesktop"> <div id="site_content">
${header(page.path)}
<div dmwrapped="true" id="${did()}" class="dmBody u_dmStyle_template_${alias(page.path)}${page.path === '/' ? ' dm-home-page' : ''}" themewaschanged="true"> <div id="allWrapper" class="allWrapper"> <div id="dm_content" class="dmContent" role="main"> <div dm:templateorder="170" class="${page.path === '/' ? 'dmHomeRespTmpl' : 'dmRespRowsWrapper'} mainBorder dmRespRowsWrapper dmFullRowRespTmpl" id="${pageId}">
${page.post ? section(heading(page.title, 1)) : ''}${byline}
${page.body}
</div> </div> </div> </div>
${footer()}
<div class="showOnMedium layout-drawer-hamburger hamburger-on-header" id="layout-drawer-hamburger" role="button" aria-label="menu opener" tabindex="0"> <span class="hamburger__slice"></span> <span class="hamburger__slice"></span> <span class="hamburger__slice"></span> </div>
</div> </div> </div> </div> </div> </div> </div>
</div>
</div>
${cookieBar()}
<script>var isWLR = true; window.currentLanguage = "ITALIAN"; window.isSitePreview = false;</script>
<script type="text/javascript">var d_version = "production_6150"; var build = "2026-11-04T11_32_08"; window['v' + 'ersion'] = d_version;</script>
<script type="text/javascript" id="d-js-jquery" src="https://static.cdn-website.com/libs/jquery/jquery-3.7.0.min.js"></script>
<script id="d-js-params">window.INSITE = window.INSITE || {}; window.INSITE.device = "desktop"; window.rtCommonProps = {}; rtCommonProps["runtimecollector.url"] = 'https://rtc.cdn-website.com'; rtCommonProps["site.alias"] = '${ALIAS}';</script>
<script type="text/javascript" id="d-js-core" defer src="https://static.cdn-website.com/mnlt/production/6150/_dm/s/rt/dist/scripts/d-js-one-runtime-unified-desktop.min.js"></script>
<script type="text/javascript" defer src="https://static.cdn-website.com/mnlt/production/6150/_dm/s/rt/dist/scripts/d-js-jquery-migrate.min.js"></script>
</body></html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}
