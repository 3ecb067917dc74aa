import type { SitePage } from './site-server.ts';

export type SaluteLanguage = 'it' | 'en';

/** A page of Poliambulatorio Salute dei Colli before layout: its sections, as the Wix editor saved them. */
export interface SalutePage {
  path: string;
  lang: SaluteLanguage;
  title: string;
  description: string;
  /** The same page in the other language; none when the page was never translated. */
  alternate?: string;
  /** The page's own sections, inside `<main id="PAGES_CONTAINER">`. */
  body: string;
  /**
   * Sections the owner attached to the page as "sections on all pages" and then hid elsewhere: Wix prints
   * them after `</main>`, in `soapAfterPagesContainer`, so the page's main holds only part of its content.
   */
  after?: string;
  head?: string;
  unlisted?: boolean;
}

export const SALUTE_SITE = 'https://studio-salute-colli.test';
export const SALUTE_PHONE = '051 625 8447';
export const SALUTE_PHONE_INTL = '+39 051 625 8447';
export const SALUTE_WHATSAPP = '347 219 0583';
export const SALUTE_EMAIL = 'segreteria@studio-salute-colli.test';
/** The external booking portal the "Prenota online" button opens. */
export const SALUTE_BOOKING = 'https://prenota.medibook.example/struttura/salute-dei-colli';
const MEDIA = 'https://static.wixstatic.example/media';

// Wix gives every component a generated id; a fixed-seed generator keeps them stable between runs.
let seed = 90_417;
const compId = () => {
  seed = (seed * 48_271) % 2_147_483_647;
  return `comp-l${seed.toString(36).padStart(7, 'x').slice(0, 7)}`;
};

/** Inline markup of a rich-text fragment list: `|` splits spans (as the editor does), `**x**` is bold. */
function fragments(text: string): string {
  const colors = ['#3E4B57', '#3E4B57', '#2F3A45'];
  return text
    .split('|')
    .map(
      (fragment, i) =>
        `<span style="color:${colors[i % colors.length]};" class="wixui-rich-text__text">${fragment.replace(
          /\*\*(.+?)\*\*/g,
          '<span style="font-weight:bold;" class="wixui-rich-text__text">$1</span>',
        )}</span>`,
    )
    .join('');
}

/** A paragraph of the rich-text editor: three nested spans around the fragments. */
export const p = (text: string, font = 'font_8') =>
  `<p class="${font} wixui-rich-text__text"><span style="font-size:16px;" class="wixui-rich-text__text"><span style="font-family:avenir-lt-w01_35-light1475496,avenir-lt-w05_35-light,sans-serif;" class="wixui-rich-text__text">${fragments(text)}</span></span></p>`;

/** The empty paragraph Wix keeps between paragraphs, a zero-width space in a guard span. */
export const gap = () =>
  '<p class="font_8 wixui-rich-text__text"><span class="wixGuard wixui-rich-text__text">&#8203;</span></p>';

/** A bulleted list of the rich-text editor: each item a paragraph inside its <li>. */
export const ul = (...items: string[]) =>
  `<ul class="font_8 wixui-rich-text__text">${items.map((item) => `<li class="wixui-rich-text__text">${p(item)}</li>`).join('')}</ul>`;

/** A rich-text component holding paragraphs, lists and headings. */
export const rich = (...parts: string[]) => {
  const id = compId();
  return `<div id="${id}" class="HcOXKn SxM0TO QxJLC3 ${id} wixui-rich-text" data-testid="richTextElement">${parts.join('')}</div>`;
};

const headingTag = (level: 1 | 2 | 3, text: string) => {
  const font = { 1: 'font_0', 2: 'font_2', 3: 'font_5' }[level];
  const size = { 1: 44, 2: 32, 3: 21 }[level];
  return `<h${level} class="${font} wixui-rich-text__text"><span style="font-size:${size}px;" class="wixui-rich-text__text"><span style="color:#1F5C73;" class="wixui-rich-text__text">${text}</span></span></h${level}>`;
};

/** A heading, alone in its own rich-text component as the editor saves a title box. */
export const h1 = (text: string) => rich(headingTag(1, text));
export const h2 = (text: string) => rich(headingTag(2, text));
export const h3 = (text: string) => rich(headingTag(3, text));

/** A button component; external links open in a new tab. */
export const button = (label: string, href: string, external = false) => {
  const id = compId();
  return `<div class="${id} R6ex7N wixui-button" id="${id}" aria-disabled="false"><a data-testid="linkElement" href="${href}"${external ? ' target="_blank" rel="noreferrer noopener"' : ''} class="uDW_Qe wixui-button PlZyDq" aria-disabled="false"><span class="l7_2fn wixui-button__label">${label}</span></a></div>`;
};

/** An image component: a <wow-image> custom element around the <img>. */
export const image = (file: string, alt: string) => {
  const id = compId();
  return `<div id="${id}" class="MazNVa ${id} wixui-image"><div data-testid="linkElement" class="j7pOnl"><wow-image id="img_${id}" class="HlRz5e BI8PVQ" data-image-info="{&quot;containerId&quot;:&quot;${id}&quot;,&quot;displayMode&quot;:&quot;fill&quot;}" data-bg-effect-name="" data-is-svg="false" data-is-svg-mask="false" data-image-zoomed="" data-has-ssr-src="true"><img src="${MEDIA}/8d1c4e_${file}/v1/fill/w_490,h_327,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/${file}" alt="${alt}" style="width:490px;height:327px;object-fit:cover" width="490" height="327" srcset="${MEDIA}/8d1c4e_${file}/v1/fill/w_980,h_654/${file} 2x" fetchpriority="low" loading="lazy"></wow-image></div></div>`;
};

/** A divider line. */
export const line = () => {
  const id = compId();
  return `<div id="${id}" class="${id} aVng1S wixui-horizontal-line"></div>`;
};

/** A box (container) component grouping other components. */
export const box = (...children: string[]) => {
  const id = compId();
  return `<div id="${id}" class="${id} wixui-box"><div id="bgLayers_${id}" data-hook="bgLayers" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div><div data-mesh-id="${id}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${id}inlineContent-gridContainer" data-testid="mesh-container-content">${children.join('\n')}</div></div></div>`;
};

/** A repeater: a list of items each made of components, as Wix prints its "list" elements. */
export const repeater = (items: string[][]) => {
  const id = compId();
  return `<div id="${id}" class="${id} wixui-repeater"><div data-testid="responsive-repeater" class="MNgCkN" role="list">${items
    .map(
      (components, i) =>
        `<div id="${id}__item-${i + 1}" class="${id} wixui-repeater__item" role="listitem"><div data-mesh-id="${id}__item-${i + 1}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${id}__item-${i + 1}inlineContent-gridContainer" data-testid="mesh-container-content">${components.join('')}</div></div></div>`,
    )
    .join('')}</div></div>`;
};

/** A row of a price list: the service (and a note) in one text box, its price in another, side by side. */
export const priceRows = (rows: [service: string, note: string, price: string][]) =>
  repeater(
    rows.map(([service, note, price]) => [
      rich(p(`**${service}**`), ...(note ? [p(note, 'font_9')] : [])),
      rich(`<p class="font_8 wixui-rich-text__text" style="text-align:right;">${fragments(price)}</p>`),
    ]),
  );

/** A column strip section: each column a list of components. */
export const section = (...columns: string[][]) => {
  const id = compId();
  return `<section id="${id}" tabindex="-1" class="Oqnisf ${id} wixui-section" data-block-level-container="ClassicSection"><div id="bgLayers_${id}" data-hook="bgLayers" data-motion-part="BG_LAYER ${id}" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div><div id="bgMedia_${id}" data-motion-part="BG_MEDIA ${id}" class="VgO9Yg"></div></div><div data-testid="columns" class="V5AUxf">${columns
    .map((components) => {
      const col = compId();
      return `<div id="${col}" class="${col} YzqVVZ wixui-column-strip__column"><div id="bgLayers_${col}" data-hook="bgLayers" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div><div data-mesh-id="${col}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${col}inlineContent-gridContainer" data-testid="mesh-container-content">\n${components.join('\n')}\n</div></div></div>`;
    })
    .join('')}</div></section>`;
};

/**
 * The Wix FAQ app: category tabs, then every question as a button with its answer in a collapsed region
 * (zero height until clicked), the answer text in the rich-content viewer's own markup.
 */
export const faq = (categories: [category: string, items: [question: string, answer: string[]][]][]) => {
  const id = compId();
  let n = 0;
  const tabs = categories
    .map(
      ([category], i) =>
        `<button role="tab" data-hook="faq-category-tab" aria-selected="${i === 0}" class="cat-tab${i === 0 ? ' cat-tab--active' : ''}">${category}</button>`,
    )
    .join('');
  const lists = categories
    .map(
      ([category, items], i) =>
        `<div role="tabpanel" data-hook="faq-category-panel" aria-label="${category}" class="cat-panel${i === 0 ? '' : ' cat-panel--inactive'}"><ul data-hook="faq-question-list" class="q-list">${items
          .map(([question, answer]) => {
            n++;
            return `<li data-hook="faq-item" class="q-item"><div role="heading" aria-level="3"><button data-hook="faq-item-title" aria-expanded="false" aria-controls="${id}-a${n}" class="q-title"><span class="q-title-text">${question}</span><svg viewBox="0 0 24 24" width="24" height="24" class="q-icon"><path d="M12 16l-6-6h12z"></path></svg></button></div><div id="${id}-a${n}" role="region" data-hook="faq-item-answer" class="q-answer q-answer--collapsed" style="max-height:0;overflow:hidden;"><div data-hook="rcv-block-first" class="rich-content-viewer">${answer
              .map((para) => `<p class="rcv-paragraph" dir="auto"><span class="rcv-text">${para}</span></p>`)
              .join('')}</div></div></li>`;
          })
          .join('')}</ul></div>`,
    )
    .join('');
  return `<div id="${id}" class="${id} wixui-faq"><div class="tpa-faq" data-hook="faq-app-root" dir="ltr"><div class="faq-search"><input type="search" data-hook="faq-search-input" placeholder="Cerca..." aria-label="Cerca"></div><div role="tablist" data-hook="faq-categories" class="cat-tabs">${tabs}</div>${lists}</div></div>`;
};

type MenuEntry = [href: string, label: string, children: [string, string][]];

const menus: Record<SaluteLanguage, MenuEntry[]> = {
  it: [
    ['/', 'Home', []],
    [
      '/servizi',
      'Servizi',
      [
        ['/servizi/fisioterapia', 'Fisioterapia e riabilitazione'],
        ['/servizi/ecografie', 'Ecografie'],
        ['/servizi/odontoiatria', 'Studio dentistico'],
      ],
    ],
    ['/staff', 'Il nostro staff', []],
    ['/prezzi', 'Tariffe', []],
    [
      '/prima-visita',
      'Info pazienti',
      [
        ['/prima-visita', 'La prima visita'],
        ['/convenzioni', 'Convenzioni e fondi'],
        ['/domande-frequenti', 'Domande frequenti'],
      ],
    ],
    ['/blog', 'Blog', []],
    ['/orari-e-contatti', 'Orari e contatti', []],
  ],
  en: [
    ['/en', 'Home', []],
    ['/en/servizi', 'Services', []],
    ['/en/prezzi', 'Prices', []],
    ['/en/international-patients', 'International patients', []],
    [
      '/staff',
      'More (in Italian)',
      [
        ['/staff', 'Our team'],
        ['/prima-visita', 'Your first visit'],
        ['/domande-frequenti', 'FAQ'],
      ],
    ],
    ['/en/orari-e-contatti', 'Hours &amp; contact', []],
  ],
};

const ui = {
  it: {
    menu: 'Menu',
    book: 'Prenota online',
    call: 'Chiama',
    cookie:
      'Questo sito utilizza cookie tecnici e, previo tuo consenso, cookie di analisi e di terze parti per migliorare la tua esperienza di navigazione. Cliccando su &laquo;Accetta&raquo; acconsenti all&rsquo;uso dei cookie; con &laquo;Rifiuta&raquo; continui con i soli cookie necessari. Maggiori informazioni nella',
    cookieLink: 'Cookie Policy',
    accept: 'Accetta',
    reject: 'Rifiuta',
    settings: 'Impostazioni',
    address: 'Indirizzo',
    contacts: 'Contatti',
    director: 'Direttore sanitario',
    authorisation: 'Autorizzazione sanitaria n. 14/2019 rilasciata dal Comune di Castel dei Colli',
    vat: 'P.IVA',
    follow: 'Seguici',
    privacy: 'Privacy Policy',
    cookies: 'Cookie Policy',
    rights: 'Tutti i diritti riservati',
    strip: 'Hai bisogno di un appuntamento?',
    stripText:
      'Prenota online in pochi clic oppure chiamaci: la segreteria ti aiuta a scegliere lo specialista giusto.',
    langLabel: 'Selettore lingua',
  },
  en: {
    menu: 'Menu',
    book: 'Book online',
    call: 'Call',
    cookie:
      'This website uses technical cookies and, with your consent, analytics and third-party cookies to improve your browsing experience. Click &ldquo;Accept&rdquo; to agree to the use of cookies, or &ldquo;Reject&rdquo; to continue with necessary cookies only. More information in the',
    cookieLink: 'Cookie Policy (Italian)',
    accept: 'Accept',
    reject: 'Reject',
    settings: 'Settings',
    address: 'Address',
    contacts: 'Contact',
    director: 'Medical director',
    authorisation: 'Health authorisation no. 14/2019 issued by the Municipality of Castel dei Colli',
    vat: 'VAT no.',
    follow: 'Follow us',
    privacy: 'Privacy Policy (IT)',
    cookies: 'Cookie Policy (IT)',
    rights: 'All rights reserved',
    strip: 'Need an appointment?',
    stripText: 'Book online in a few clicks or give us a call.',
    langLabel: 'Language selector',
  },
};

const homeOf: Record<SaluteLanguage, string> = { it: '/', en: '/en' };

function desktopMenu(page: SalutePage): string {
  return menus[page.lang]
    .map(([href, label, children], i) => {
      const current = href === page.path || children.some(([h]) => h === page.path);
      const sub = children.length
        ? `<ul class="Mo8sd5 wixui-dropdown-menu__submenu" data-testid="dropdownWrapper">${children
            .map(
              ([h, l]) =>
                `<li class="wixui-dropdown-menu__item"><a data-testid="linkElement" href="${h}" class="QSYgPR"${h === page.path ? ' aria-current="page"' : ''}><div class="gNhhmy"><p class="KcMNle">${l}</p></div></a></li>`,
            )
            .join('')}</ul>`
        : '';
      return `<li id="DrpDwnMn0-${i}" data-direction="ltr" data-listposition="${i === 0 ? 'left' : 'center'}" class="wixui-dropdown-menu__item${current ? ' selected' : ''}"><a data-testid="linkElement" href="${href}" class="jNCpJ3"${children.length ? ' aria-haspopup="true"' : ''}><div class="gNhhmy"><div><p class="KcMNle">${label}</p></div></div></a>${sub}</li>`;
    })
    .join('');
}

function mobileMenu(page: SalutePage): string {
  return menus[page.lang]
    .map(
      ([href, label, children]) =>
        `<li class="wixui-vertical-menu__item"><a href="${href}" class="vm-link"><span class="vm-label">${label}</span></a>${
          children.length
            ? `<ul class="vm-submenu">${children.map(([h, l]) => `<li class="wixui-vertical-menu__item"><a href="${h}" class="vm-link"><span class="vm-label">${l}</span></a></li>`).join('')}</ul>`
            : ''
        }</li>`,
    )
    .join('');
}

function languageMenu(page: SalutePage): string {
  const other: SaluteLanguage = page.lang === 'it' ? 'en' : 'it';
  const items = [page.lang, other].map((lang) => {
    const href = lang === page.lang ? page.path : (page.alternate ?? homeOf[lang]);
    return `<a href="${href}" hreflang="${lang}" lang="${lang}" class="lang-item${lang === page.lang ? ' lang-item--current' : ''}" aria-label="${lang === 'it' ? 'Italiano' : 'English'}"><img src="${MEDIA}/flags/${lang}.svg" alt="" width="20" height="14"><span class="lang-code">${lang.toUpperCase()}</span></a>`;
  });
  return `<div id="comp-langsel" class="LanguageSelector wixui-language-menu" aria-label="${ui[page.lang].langLabel}"><div role="combobox" aria-expanded="false" class="ls-current">${page.lang.toUpperCase()}</div><div class="ls-list" role="listbox">${items.join('')}</div></div>`;
}

function hreflangs(page: SalutePage): string {
  const links: Partial<Record<SaluteLanguage, string>> = { [page.lang]: page.path };
  if (page.alternate) links[page.lang === 'it' ? 'en' : 'it'] = page.alternate;
  const tags = Object.entries(links).map(
    ([lang, href]) => `<link rel="alternate" href="${SALUTE_SITE}${href}" hreflang="${lang}"/>`,
  );
  if (links.it) tags.push(`<link rel="alternate" href="${SALUTE_SITE}${links.it}" hreflang="x-default"/>`);
  return tags.join('\n');
}

const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"MedicalClinic","name":"Poliambulatorio Salute dei Colli","telephone":"${SALUTE_PHONE_INTL}","email":"${SALUTE_EMAIL}","address":{"@type":"PostalAddress","streetAddress":"Via della Fornace 12","addressLocality":"Castel dei Colli","postalCode":"40065","addressRegion":"BO","addressCountry":"IT"},"medicalSpecialty":["Physiotherapy","Dentistry"]}</script>`;

/**
 * The whole document as Wix prints it: a cookie banner, a header with the logo, a dropdown menu, the
 * language selector and the "Prenota online" button to the external booking portal; the same menu again
 * in a hidden mobile container; the page's sections in `<main id="PAGES_CONTAINER">` and, on some pages,
 * more of them after it; a booking strip shown on every page; a footer with address, phone, VAT number,
 * medical director and social links. Everything sits in nested `<div>`s with generated class names.
 */
export function saluteLayout(page: SalutePage): SitePage {
  const t = ui[page.lang];
  const html = `<!DOCTYPE html>
<html lang="${page.lang}" dir="ltr">
<head>
<meta charset='utf-8'>
<meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="generator" content="Wix.com Website Builder"/>
<link rel="icon" sizes="192x192" href="${MEDIA}/8d1c4e_favicon.png/v1/fill/w_192,h_192,lg_1,usm_0.66_1.00_0.01/8d1c4e_favicon.png" type="image/png"/>
<title>${page.title} | Poliambulatorio Salute dei Colli</title>
<meta name="description" content="${page.description}"/>
<link rel="canonical" href="${SALUTE_SITE}${page.path}"/>
${hreflangs(page)}
<meta property="og:title" content="${page.title} | Poliambulatorio Salute dei Colli"/>
<meta property="og:description" content="${page.description}"/>
<meta property="og:url" content="${SALUTE_SITE}${page.path}"/>
<meta property="og:site_name" content="Poliambulatorio Salute dei Colli"/>
<meta property="og:type" content="website"/>
<meta name="robots" content="index,follow"/>
<style>.font_0{font:normal normal normal 44px/1.3em 'playfair display',serif;color:#1F5C73}.font_2{font:normal normal normal 32px/1.3em 'playfair display',serif;color:#1F5C73}.font_5{font:normal normal normal 21px/1.4em avenir-lt-w01_85-heavy1475544,sans-serif;color:#1F5C73}.font_8{font:normal normal normal 16px/1.6em avenir-lt-w01_35-light1475496,sans-serif;color:#3E4B57}.font_9{font:normal normal normal 14px/1.5em avenir-lt-w01_35-light1475496,sans-serif;color:#6B7885}.q-answer--collapsed{max-height:0;overflow:hidden}</style>
<script type="application/json" id="wix-viewer-model">{"siteFeatures":["assetsLoader","businessLogger","consentPolicy","cookiesManager","multilingual","tpaCommons","wixEmbedsApi"],"site":{"metaSiteId":"5b0e2c41-7a9d-4f3e-9c1d-2e6f8a0b4c77","siteId":"a3f9d2c1-0b7e-4e8a-9f21-6c5d4b3a2e10","isPremiumDomain":true},"language":{"siteLanguage":"it","userLanguage":"${page.lang}","isMultilingualEnabled":true}}</script>
${page.head ?? ''}
${jsonLd}
</head>
<body class="">
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="G5K6X8"><div class="gUbusX" data-testid="screenWidthContainerBgCenter"></div></div><div class="CJF7A2"><div data-mesh-id="SITE_HEADERinlineContent" class="" data-testid="inline-content"><div data-mesh-id="SITE_HEADERinlineContent-gridContainer" data-testid="mesh-container-content">
<div id="comp-logo" class="MazNVa comp-logo wixui-image"><a data-testid="linkElement" href="${homeOf[page.lang]}" class="j7pOnl"><wow-image id="img_comp-logo" class="HlRz5e BI8PVQ"><img src="${MEDIA}/8d1c4e_logo-salute-colli.png/v1/fill/w_220,h_70/logo-salute-colli.png" alt="Poliambulatorio Salute dei Colli - logo" style="width:220px;height:70px;object-fit:cover" width="220" height="70"></wow-image></a></div>
<div id="comp-tagline" class="HcOXKn SxM0TO QxJLC3 comp-tagline wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">Poliambulatorio Salute dei Colli</span></p></div>
<nav id="comp-menu" class="comp-menu wixui-dropdown-menu hidden-during-prewarmup" tabindex="-1" dir="ltr" aria-label="${page.lang === 'it' ? 'Sito' : 'Site'}"><ul class="s2nFH4 wixui-dropdown-menu__items" data-testid="itemsContainer">${desktopMenu(page)}<li class="Ory35a" id="comp-menumoreContainer"><a data-testid="linkElement" class="jNCpJ3" aria-haspopup="true"><div class="gNhhmy"><p class="KcMNle">Altro</p></div></a></li></ul></nav>
${languageMenu(page)}
<div id="comp-phone" class="HcOXKn SxM0TO QxJLC3 comp-phone wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text"><a href="tel:+390516258447" class="wixui-rich-text__text">${t.call} ${page.lang === 'it' ? SALUTE_PHONE : SALUTE_PHONE_INTL}</a></span></p></div>
<div class="comp-bookbtn R6ex7N wixui-button" id="comp-bookbtn" aria-disabled="false"><a data-testid="linkElement" href="${SALUTE_BOOKING}" target="_blank" rel="noreferrer noopener" class="uDW_Qe wixui-button PlZyDq"><span class="l7_2fn wixui-button__label">${t.book}</span></a></div>
<div id="MENU_AS_CONTAINER_TOGGLE" class="ToggleButton wixui-mobile-menu__toggle" role="button" aria-haspopup="dialog" aria-label="${t.menu}" tabindex="0"><span class="hamburger"></span></div>
<div id="MENU_AS_CONTAINER" class="MenuContainer wixui-mobile-menu__container" data-animation-name="inOutFade" style="display:none"><div class="bgLayers"></div><div class="inlineContent"><nav id="comp-mobilemenu" class="VerticalMenu wixui-vertical-menu" aria-label="${page.lang === 'it' ? 'Sito' : 'Site'}"><ul class="vm-items">${mobileMenu(page)}</ul></nav><div class="comp-mobilebook R6ex7N wixui-button"><a href="${SALUTE_BOOKING}" target="_blank" rel="noreferrer noopener" class="uDW_Qe"><span class="l7_2fn wixui-button__label">${t.book}</span></a></div></div></div>
</div></div></div></div></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="SITE_PAGES_TRANSITION_GROUP" class="AnQkDU"><div id="cpq0y" class="dBAkHi theme-vars cpq0y"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Containercpq0y" class="Containercpq0y SPY_vo"><div data-mesh-id="Containercpq0yinlineContent" data-testid="inline-content" class=""><div data-mesh-id="Containercpq0yinlineContent-gridContainer" data-testid="mesh-container-content">
${page.body}
</div></div></div></div></div></div></div></main>
<div id="soapAfterPagesContainer" class="page-without-sosp soapAfterPagesContainer"><div data-mesh-id="soapAfterPagesContainerinlineContent" data-testid="inline-content" class=""><div data-mesh-id="soapAfterPagesContainerinlineContent-gridContainer" data-testid="mesh-container-content">
${page.after ?? ''}
${section([rich(p(`**${t.strip}**`, 'font_5'), p(t.stripText)), button(t.book, SALUTE_BOOKING, true)])}
</div></div></div>
<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="CJF7A2"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_FOOTERinlineContent-gridContainer" data-testid="mesh-container-content">
<div id="comp-foot1" class="HcOXKn SxM0TO QxJLC3 comp-foot1 wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Poliambulatorio Salute dei Colli</span></p><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">${t.address}: Via della Fornace 12</span></p><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">40065 Castel dei Colli (BO)</span></p></div>
<div id="comp-foot2" class="HcOXKn SxM0TO QxJLC3 comp-foot2 wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">${t.contacts}</span></p><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">Tel. <a href="tel:+390516258447">${page.lang === 'it' ? SALUTE_PHONE : SALUTE_PHONE_INTL}</a></span></p><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">WhatsApp <a href="https://wa.me/393472190583">${SALUTE_WHATSAPP}</a></span></p><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text"><a href="mailto:${SALUTE_EMAIL}">${SALUTE_EMAIL}</a></span></p></div>
<div id="comp-foot3" class="HcOXKn SxM0TO QxJLC3 comp-foot3 wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">Salute dei Colli S.r.l. – ${t.vat} 03918470371</span></p><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">${t.director}: Dott. Paolo Benassi</span></p><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">${t.authorisation}</span></p></div>
<div id="comp-social" class="comp-social wixui-social-bar" aria-label="${t.follow}"><ul class="social-list"><li><a href="https://www.facebook.example/salutedeicolli" target="_blank" rel="noreferrer noopener" aria-label="Facebook"><wow-image class="HlRz5e"><img src="${MEDIA}/icons/facebook.png" alt="Facebook" width="26" height="26"></wow-image></a></li><li><a href="https://www.instagram.example/salutedeicolli" target="_blank" rel="noreferrer noopener" aria-label="Instagram"><wow-image class="HlRz5e"><img src="${MEDIA}/icons/instagram.png" alt="Instagram" width="26" height="26"></wow-image></a></li></ul></div>
<div id="comp-foot4" class="HcOXKn SxM0TO QxJLC3 comp-foot4 wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">© 2026 Salute dei Colli S.r.l. – ${t.rights} · <a href="/privacy-policy">${t.privacy}</a> · <a href="/cookie-policy">${t.cookies}</a> · Creato con Wix.com</span></p></div>
</div></div></div></div></footer>
</div></div>
<div id="consent-banner-root"><div data-hook="ccsu-banner-wrapper" class="ccsu-banner" role="dialog" aria-label="Banner cookie"><div class="ccsu-banner-content"><p data-hook="ccsu-banner-text" class="ccsu-text">${t.cookie} <a href="/cookie-policy" data-hook="ccsu-banner-policy-link">${t.cookieLink}</a>.</p><div class="ccsu-buttons"><button data-hook="ccsu-banner-settings-button" class="ccsu-btn-secondary">${t.settings}</button><button data-hook="ccsu-banner-decline-button" class="ccsu-btn-secondary">${t.reject}</button><button data-hook="ccsu-banner-accept-button" class="ccsu-btn-primary">${t.accept}</button></div></div></div></div>
</div></div>
<script type="text/javascript">window.viewerModel = window.viewerModel || {}; window.fedops = {"apps":{"thunderbolt":{"startLoadTime":1735689600000}}};</script>
<script src="https://static.parastorage.example/services/wix-thunderbolt/dist/main.b1e2f3a4.bundle.min.js" async></script>
</body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
