import type { SitePage } from './site-server.ts';

export type DanteLanguage = 'en' | 'it';

/** A page of Scuola Dante Bologna before layout: the strips the owner built in the Wix Editor. */
export interface DantePage {
  path: string;
  lang: DanteLanguage;
  title: string;
  description: string;
  /** The page's translation (Wix Multilingual); none when the page exists in one language only. */
  alternate?: string;
  /** The page's sections, inside `<main id="PAGES_CONTAINER">`. */
  body: string;
  /** Blog posts carry Open Graph article tags and a different page id. */
  kind?: 'page' | 'post';
  unlisted?: boolean;
}

export const DANTE_SITE = 'https://www.scuola-dante-bologna.test';
export const DANTE_PHONE = '+39 051 226 4180';
export const DANTE_PHONE_LOCAL = '051 226 4180';
export const DANTE_PHONE_HREF = 'tel:+390512264180';
export const DANTE_WHATSAPP = '+39 351 774 2093';
export const DANTE_WHATSAPP_HREF = 'https://wa.me/393517742093';
export const DANTE_EMAIL = 'info@scuola-dante-bologna.test';
export const DANTE_VAT = '03874120378';
/** The online enrolment form (a Wix Forms page) every "Enrol now" button opens. */
export const DANTE_ENROL = '/enrol';
const MEDIA = 'https://static.wixstatic.example/media';

// Wix gives every component a generated id; a fixed seed keeps them stable between runs.
let seed = 31_337;
const nextId = () => {
  seed = (seed * 16_807) % 2_147_483_647;
  return seed.toString(36).slice(-6).padStart(6, 'k');
};
const compId = () => `comp-${nextId()}`;

/**
 * The rich-text editor's inline markup: `**x**` is a bold span. Text inside one fragment stays in one text
 * node, so a price never splits from its euro sign.
 */
function inline(text: string): string {
  return text.replace(
    /\*\*(.+?)\*\*/g,
    '<span style="font-weight:bold;" class="wixui-rich-text__text">$1</span>',
  );
}

/** A paragraph of a text box: `<p class="font_8">` with the two spans the editor always adds. */
export const p = (text: string, font = 'font_8') =>
  `<p class="${font} wixui-rich-text__text" style="line-height:1.7em;"><span style="font-family:'avenir-lt-w01_35-light1475496',sans-serif;" class="wixui-rich-text__text"><span style="color:#2B2B2B;" class="wixui-rich-text__text">${inline(text)}</span></span></p>`;

/** The empty paragraph Wix leaves between paragraphs. */
export const gap = () =>
  '<p class="font_8 wixui-rich-text__text"><span class="wixGuard wixui-rich-text__text">&#8203;</span></p>';

/** A bulleted list of the text editor: every item a full paragraph in its `<li>`. */
export const ul = (...items: string[]) =>
  `<ul class="font_8 wixui-rich-text__text">${items.map((item) => `<li class="wixui-rich-text__text">${p(item)}</li>`).join('')}</ul>`;

/** A text box (rich-text component) holding paragraphs, lists and headings. */
export const text = (...parts: string[]) => {
  const id = compId();
  return `<div id="${id}" class="KcpHeO tz5f0K ${id} wixui-rich-text" data-testid="richTextElement">${parts.join('')}</div>`;
};

const headingMarkup = (level: 1 | 2 | 3, content: string) => {
  const font = { 1: 'font_0', 2: 'font_2', 3: 'font_4' }[level];
  return `<h${level} class="${font} wixui-rich-text__text"><span style="letter-spacing:0.02em;" class="wixui-rich-text__text"><span style="color:#7A2E1F;" class="wixui-rich-text__text">${inline(content)}</span></span></h${level}>`;
};

/** Headings, each alone in its own text box as the editor saves a title. */
export const h1 = (content: string) => text(headingMarkup(1, content));
export const h2 = (content: string) => text(headingMarkup(2, content));
export const h3 = (content: string) => text(headingMarkup(3, content));

/** A button component. */
export const button = (label: string, href: string, external = false) => {
  const id = compId();
  return `<div class="${id} FubTgk wixui-button" id="${id}" aria-disabled="false"><a data-testid="linkElement" href="${href}"${external ? ' target="_blank" rel="noreferrer noopener"' : ''} class="uUxqWY wixui-button PlZyDq" aria-disabled="false"><span class="M3I7Z2 wixui-button__label">${label}</span></a></div>`;
};

/** An image component (`<wow-image>`). */
export const image = (file: string, alt: string) => {
  const id = compId();
  return `<div id="${id}" class="MazNVa ${id} wixui-image"><div data-testid="linkElement" class="j7pOnl"><wow-image id="img_${id}" class="HlRz5e BI8PVQ" data-image-info="{&quot;containerId&quot;:&quot;${id}&quot;,&quot;displayMode&quot;:&quot;fill&quot;}" data-has-ssr-src="true"><img src="${MEDIA}/c41d7e_${file}/v1/fill/w_640,h_426,al_c,q_80,enc_avif,quality_auto/${file}" alt="${alt}" style="width:640px;height:426px;object-fit:cover" width="640" height="426" loading="lazy"></wow-image></div></div>`;
};

/** A container box around other components. */
export const box = (...children: string[]) => {
  const id = compId();
  return `<div id="${id}" class="${id} wixui-box"><div id="bgLayers_${id}" data-hook="bgLayers" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div><div data-mesh-id="${id}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${id}inlineContent-gridContainer" data-testid="mesh-container-content">${children.join('')}</div></div></div>`;
};

/**
 * A strip (section) of the page, labelled for screen readers as the editor does when the owner names the
 * section: `role="region"` and `aria-label`, then one or more columns of components.
 */
export const strip = (label: string, ...columns: string[][]) => {
  const id = compId();
  return `<section id="${id}" tabindex="-1" class="Oqnisf ${id} wixui-section" role="region" aria-label="${label}" data-block-level-container="ClassicSection"><div id="bgLayers_${id}" data-hook="bgLayers" data-motion-part="BG_LAYER ${id}" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div><div id="bgMedia_${id}" class="VgO9Yg"></div></div><div data-testid="columns" class="V5AUxf">${columns
    .map((components) => {
      const col = compId();
      return `<div id="${col}" class="${col} YzqVVZ wixui-column-strip__column"><div id="bgLayers_${col}" data-hook="bgLayers" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div><div data-mesh-id="${col}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${col}inlineContent-gridContainer" data-testid="mesh-container-content">\n${components.join('\n')}\n</div></div></div>`;
    })
    .join('')}</div></section>`;
};

/**
 * A price grid as the owner built it without a table: a row of header text boxes, then one box per row
 * holding one text box per cell. Nothing ties a price to its column header but the position on screen.
 */
export const grid = (head: string[], rows: string[][], note?: string) => {
  const id = compId();
  const cell = (content: string, i: number, header = false) =>
    `<div class="${id}-c${i} Zc7IjY${header ? ' Zc7IjY--head' : ''}">${text(p(header ? `**${content}**` : content, i === 0 || header ? 'font_8' : 'font_7'))}</div>`;
  return `<div id="${id}" class="${id} wixui-box xGrid4" style="display:grid;grid-template-columns:2fr repeat(${head.length - 1},1fr);"><div class="${id}-row xGridRow xGridRow--head">${head
    .map((h, i) => cell(h, i, true))
    .join('')}</div>${rows
    .map(
      (r, n) =>
        `<div class="${id}-row xGridRow${n % 2 ? ' xGridRow--alt' : ''}">${r.map((c, i) => cell(c, i)).join('')}</div>`,
    )
    .join('')}</div>${note ? text(p(note, 'font_9')) : ''}`;
};

/**
 * The Wix FAQ accordion: every question a `<button aria-expanded="false">`, its answer in a panel saved
 * hidden, shown only after a click.
 */
export const accordion = (items: [question: string, answer: string[]][]) => {
  const id = compId();
  return `<div id="${id}" class="${id} wixui-accordion" data-hook="accordion-root"><ul class="OpXgLk" data-hook="accordion-list">${items
    .map(
      ([question, answer], i) =>
        `<li class="Gt0Wpm" data-hook="accordion-item"><h3 class="NoRoUq"><button type="button" id="${id}-q${i + 1}" data-hook="accordion-item-title" aria-expanded="false" aria-controls="${id}-a${i + 1}" class="ZkQ3yI"><span class="jS0hVd">${question}</span><svg viewBox="0 0 24 24" aria-hidden="true" width="18" height="18"><path d="M12 15.5 5 8.5h14z"></path></svg></button></h3><div id="${id}-a${i + 1}" role="region" aria-labelledby="${id}-q${i + 1}" data-hook="accordion-item-content" class="vA3e5R" hidden><div class="ricos-viewer" dir="ltr">${answer
          .map(
            (para) =>
              `<p class="ZmK7Rs" dir="auto"><span class="RcV1Zc" style="font-weight:inherit">${para}</span></p>`,
          )
          .join('')}</div></div></li>`,
    )
    .join('')}</ul></div>`;
};

type MenuEntry = [label: string, href: string, children?: [string, string][]];

const menus: Record<DanteLanguage, MenuEntry[]> = {
  en: [
    ['Home', '/'],
    [
      'Courses',
      '/courses',
      [
        ['Group courses', '/courses/group-courses'],
        ['One-to-one lessons', '/courses/one-to-one'],
        ['Evening course', '/courses/evening-course'],
        ['Italian online', '/courses/online'],
        ['CILS &amp; CELI exam preparation', '/courses/exam-preparation'],
        ['Culture &amp; Cooking', '/courses/culture-and-cooking'],
        ['Juniors summer camp (14–17)', '/juniors-summer-camp'],
      ],
    ],
    ['Prices', '/prices'],
    ['Accommodation', '/accommodation'],
    ['Student life', '/student-life'],
    [
      'Info',
      '/levels-and-placement-test',
      [
        ['Levels &amp; placement test', '/levels-and-placement-test'],
        ['Dates &amp; holidays', '/dates-and-holidays'],
        ['Visa &amp; practical info', '/visa-and-practical-info'],
        ['FAQ', '/faq'],
        ['Getting here', '/getting-here'],
        ['About us', '/about-us'],
      ],
    ],
    ['Blog', '/blog'],
    ['Contact', '/contact'],
  ],
  it: [
    ['Home', '/it'],
    ['Corsi', '/it/corsi'],
    ['Prezzi', '/it/prezzi'],
    ['Alloggi', '/it/alloggi'],
    ['Corsi per aziende', '/it/corsi-aziende'],
    ['Serate culturali', '/it/serate-culturali'],
    ['Dove siamo', '/it/dove-siamo'],
    [
      'Altro (in inglese)',
      '/faq',
      [
        ['FAQ', '/faq'],
        ['Date e festività', '/dates-and-holidays'],
        ['Visto e informazioni pratiche', '/visa-and-practical-info'],
        ['Termini e condizioni', '/terms-and-conditions'],
      ],
    ],
  ],
};

const ui = {
  en: {
    tagline: 'Italian language &amp; culture for foreigners · since 1998',
    menu: 'Menu',
    close: 'Close',
    site: 'Site',
    enrol: 'Enrol now',
    language: 'Language Selector',
    contactTitle: 'Visit us',
    address: 'Vicolo dei Tessitori 7 (2nd floor), 40125 Bologna, Italy',
    phone: `Tel. <a href="${DANTE_PHONE_HREF}" class="wixui-rich-text__text">${DANTE_PHONE}</a>`,
    whatsapp: `WhatsApp <a href="${DANTE_WHATSAPP_HREF}" class="wixui-rich-text__text">${DANTE_WHATSAPP}</a>`,
    hoursTitle: 'Office hours',
    hours: ['Mon–Fri 8.30am–6pm', 'Sat 9am–12 noon', 'Closed on Sundays and public holidays'],
    company: `Dante Bologna Lingue S.r.l. · P.IVA ${DANTE_VAT} · REA BO-551902`,
    newsletter: 'Get our newsletter: new dates, events and Italian tips once a month.',
    email: 'Your email',
    subscribe: 'Subscribe',
    legal: [
      ['Terms &amp; Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Cookie Policy', '/cookie-policy'],
    ],
    rights: '© 2026 by Scuola Dante Bologna. Proudly created with Wix.com',
    top: 'top of page',
    bottom: 'bottom of page',
  },
  it: {
    tagline: 'Lingua e cultura italiana per stranieri · dal 1998',
    menu: 'Menu',
    close: 'Chiudi',
    site: 'Sito',
    enrol: 'Iscriviti',
    language: 'Selettore lingua',
    contactTitle: 'Vieni a trovarci',
    address: 'Vicolo dei Tessitori 7 (secondo piano), 40125 Bologna',
    phone: `Tel. <a href="${DANTE_PHONE_HREF}" class="wixui-rich-text__text">${DANTE_PHONE_LOCAL}</a>`,
    whatsapp: `WhatsApp <a href="${DANTE_WHATSAPP_HREF}" class="wixui-rich-text__text">351 774 2093</a>`,
    hoursTitle: 'Orari della segreteria',
    hours: ['lun–ven 8:30–18:00', 'sab 9:00–12:00', 'Chiuso la domenica e i festivi'],
    company: `Dante Bologna Lingue S.r.l. · P.IVA ${DANTE_VAT} · REA BO-551902`,
    newsletter: 'Iscriviti alla newsletter: nuove date, eventi e curiosità sulla lingua una volta al mese.',
    email: 'La tua email',
    subscribe: 'Iscriviti',
    legal: [
      ['Termini e condizioni (EN)', '/terms-and-conditions'],
      ['Privacy Policy (EN)', '/privacy-policy'],
      ['Cookie Policy (EN)', '/cookie-policy'],
    ],
    rights: '© 2026 Scuola Dante Bologna. Creato con Wix.com',
    top: 'inizio pagina',
    bottom: 'fine pagina',
  },
} as const;

const homeOf: Record<DanteLanguage, string> = { en: '/', it: '/it' };

function desktopMenu(page: DantePage): string {
  return menus[page.lang]
    .map(([label, href, children], i) => {
      const current = href === page.path || (children ?? []).some(([, h]) => h === page.path);
      const sub = children
        ? `<ul class="Mo8sd5 wixui-dropdown-menu__submenu" data-testid="dropdownWrapper">${children
            .map(
              ([l, h]) =>
                `<li class="wixui-dropdown-menu__item"><a data-testid="linkElement" href="${h}" class="QSYgPR"${h === page.path ? ' aria-current="page"' : ''}><div class="gNhhmy"><p class="KcMNle">${l}</p></div></a></li>`,
            )
            .join('')}</ul>`
        : '';
      return `<li id="DrpDwnMn0-${i}" data-direction="ltr" data-listposition="${i === 0 ? 'left' : 'center'}" class="wixui-dropdown-menu__item${current ? ' selected' : ''}"><a data-testid="linkElement" href="${href}" class="jNCpJ3"${children ? ' aria-haspopup="true"' : ''}><div class="gNhhmy"><div><p class="KcMNle">${label}</p></div></div></a>${sub}</li>`;
    })
    .join('');
}

/** The hamburger's menu: the same items again, in a container Wix keeps hidden until the toggle is tapped. */
function mobileMenu(page: DantePage): string {
  return menus[page.lang]
    .map(
      ([label, href, children]) =>
        `<li class="wixui-vertical-menu__item"><a href="${href}" class="a2yJdy"><span class="Vm3VsQ">${label}</span></a>${
          children
            ? `<ul class="Z0tHnM">${children.map(([l, h]) => `<li class="wixui-vertical-menu__item"><a href="${h}" class="a2yJdy"><span class="Vm3VsQ">${l}</span></a></li>`).join('')}</ul>`
            : ''
        }</li>`,
    )
    .join('');
}

/** Wix Multilingual's language menu: a page never translated links to the other language's home page. */
function languageMenu(page: DantePage): string {
  const names: Record<DanteLanguage, string> = { en: 'English', it: 'Italiano' };
  const options = (['en', 'it'] as const).map((lang) => {
    const href = lang === page.lang ? page.path : (page.alternate ?? homeOf[lang]);
    return `<a href="${href}" hreflang="${lang}" lang="${lang}" role="option" aria-selected="${lang === page.lang}" class="pjTw1w${lang === page.lang ? ' pjTw1w--current' : ''}"><img src="${MEDIA}/flags/${lang === 'en' ? 'gb' : 'it'}.svg" alt="" width="18" height="12"><span class="Ya2c3E">${names[lang]}</span></a>`;
  });
  return `<div id="comp-lang01" class="LanguageSelector wixui-language-menu" aria-label="${ui[page.lang].language}"><button type="button" class="LgS9xt" aria-haspopup="listbox" aria-expanded="false"><span>${page.lang.toUpperCase()}</span></button><div class="LgS9xt__list" role="listbox" hidden>${options.join('')}</div></div>`;
}

function hreflangs(page: DantePage): string {
  const links: Partial<Record<DanteLanguage, string>> = { [page.lang]: page.path };
  if (page.alternate) links[page.lang === 'en' ? 'it' : 'en'] = page.alternate;
  const tags = Object.entries(links).map(
    ([lang, href]) =>
      `<link rel="alternate" href="${DANTE_SITE}${href === '/' ? '' : href}" hreflang="${lang}"/>`,
  );
  if (links.en)
    tags.push(
      `<link rel="alternate" href="${DANTE_SITE}${links.en === '/' ? '' : links.en}" hreflang="x-default"/>`,
    );
  return tags.join('\n');
}

const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Scuola Dante Bologna","url":"${DANTE_SITE}","telephone":"${DANTE_PHONE}","email":"${DANTE_EMAIL}","address":{"@type":"PostalAddress","streetAddress":"Vicolo dei Tessitori 7","addressLocality":"Bologna","postalCode":"40125","addressRegion":"BO","addressCountry":"IT"}}</script>`;

/** The Wix consent banner with its default English text, never translated for the Italian pages. */
const cookieBanner = `<div id="consent-banner-root" data-hook="consent-banner-root"><div data-hook="ccsu-banner-wrapper" class="Ccsu3b" role="dialog" aria-label="Cookie banner" aria-live="polite"><div class="Ccsu3b__content"><p data-hook="ccsu-banner-title" class="Ccsu3b__title">This website uses cookies</p><p data-hook="ccsu-banner-text" class="Ccsu3b__text">We use cookies to improve your experience and for marketing. Read our <a href="/cookie-policy" data-hook="ccsu-banner-policy-link">Cookie Policy</a>.</p><div class="Ccsu3b__buttons"><button data-hook="ccsu-banner-settings-button" class="Ccsu3b__btn Ccsu3b__btn--link">Settings</button><button data-hook="ccsu-banner-decline-button" class="Ccsu3b__btn Ccsu3b__btn--secondary">Decline all</button><button data-hook="ccsu-banner-accept-button" class="Ccsu3b__btn Ccsu3b__btn--primary">Accept</button></div></div></div></div>`;

function footer(page: DantePage): string {
  const t = ui[page.lang];
  const line = (content: string) => p(content, 'font_9');
  return `<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="CJF7A2"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_FOOTERinlineContent-gridContainer" data-testid="mesh-container-content">
<div id="comp-ft01" class="KcpHeO tz5f0K comp-ft01 wixui-rich-text" data-testid="richTextElement">${p('**Scuola Dante Bologna**', 'font_8')}${line(t.contactTitle)}${line(t.address)}</div>
<div id="comp-ft02" class="KcpHeO tz5f0K comp-ft02 wixui-rich-text" data-testid="richTextElement">${line(t.phone)}${line(t.whatsapp)}${line(`<a href="mailto:${DANTE_EMAIL}" class="wixui-rich-text__text">${DANTE_EMAIL}</a>`)}</div>
<div id="comp-ft03" class="KcpHeO tz5f0K comp-ft03 wixui-rich-text" data-testid="richTextElement">${p(`**${t.hoursTitle}**`, 'font_8')}${t.hours.map(line).join('')}</div>
<div id="comp-ft04" class="comp-ft04 wixui-form"><form class="Xk3Nn0" aria-label="Newsletter"><div class="KcpHeO">${line(t.newsletter)}</div><label for="input_comp-ft04" class="hidden-label">${t.email}</label><input id="input_comp-ft04" type="email" placeholder="${t.email}" class="KvoMHf"><button type="submit" class="uUxqWY"><span class="M3I7Z2">${t.subscribe}</span></button></form></div>
<div id="comp-ft05" class="comp-ft05 wixui-social-bar" aria-label="Social Bar"><ul class="social-list"><li><a href="https://www.instagram.example/scuoladantebologna" target="_blank" rel="noreferrer noopener" aria-label="Instagram"><wow-image class="HlRz5e"><img src="${MEDIA}/icons/instagram.png" alt="Instagram" width="24" height="24"></wow-image></a></li><li><a href="https://www.facebook.example/scuoladantebologna" target="_blank" rel="noreferrer noopener" aria-label="Facebook"><wow-image class="HlRz5e"><img src="${MEDIA}/icons/facebook.png" alt="Facebook" width="24" height="24"></wow-image></a></li><li><a href="https://www.youtube.example/@scuoladantebologna" target="_blank" rel="noreferrer noopener" aria-label="YouTube"><wow-image class="HlRz5e"><img src="${MEDIA}/icons/youtube.png" alt="YouTube" width="24" height="24"></wow-image></a></li></ul></div>
<div id="comp-ft06" class="KcpHeO tz5f0K comp-ft06 wixui-rich-text" data-testid="richTextElement">${line(t.company)}${line(t.legal.map(([l, h]) => `<a href="${h}" class="wixui-rich-text__text">${l}</a>`).join(' · '))}${line(t.rights)}</div>
</div></div></div></div></footer>`;
}

/**
 * The whole document as Wix prints it: the viewer model and JSON-LD in the head; a header with the logo,
 * the tagline, the dropdown menu, the language menu, an "Enrol now" button and the hamburger with its
 * hidden mobile menu; the page's strips in `<main id="PAGES_CONTAINER">`; the footer with the address,
 * phones, office hours and P.IVA on every page; the consent banner.
 */
export function danteLayout(page: DantePage): SitePage {
  const t = ui[page.lang];
  const pageId = nextId().slice(0, 5);
  const html = `<!DOCTYPE html>
<html lang="${page.lang}" dir="ltr">
<head>
<meta charset='utf-8'>
<meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="generator" content="Wix.com Website Builder"/>
<link rel="icon" sizes="192x192" href="${MEDIA}/c41d7e_favicon.png/v1/fill/w_192,h_192,lg_1/c41d7e_favicon.png" type="image/png"/>
<title>${page.title} | Scuola Dante Bologna</title>
<meta name="description" content="${page.description}"/>
<link rel="canonical" href="${DANTE_SITE}${page.path === '/' ? '' : page.path}"/>
${hreflangs(page)}
<meta property="og:title" content="${page.title} | Scuola Dante Bologna"/>
<meta property="og:description" content="${page.description}"/>
<meta property="og:url" content="${DANTE_SITE}${page.path === '/' ? '' : page.path}"/>
<meta property="og:site_name" content="Scuola Dante Bologna"/>
<meta property="og:type" content="${page.kind === 'post' ? 'article' : 'website'}"/>
<meta name="robots" content="index,follow"/>
<style>.font_0{font:normal normal normal 48px/1.2em 'cormorant garamond',serif;color:#7A2E1F}.font_2{font:normal normal normal 34px/1.3em 'cormorant garamond',serif;color:#7A2E1F}.font_4{font:normal normal bold 22px/1.4em avenir-lt-w01_85-heavy1475544,sans-serif;color:#2B2B2B}.font_7{font:normal normal normal 18px/1.5em avenir-lt-w01_85-heavy1475544,sans-serif;color:#2B2B2B}.font_8{font:normal normal normal 16px/1.7em avenir-lt-w01_35-light1475496,sans-serif;color:#2B2B2B}.font_9{font:normal normal normal 14px/1.5em avenir-lt-w01_35-light1475496,sans-serif;color:#5E5E5E}.vA3e5R[hidden]{display:none}</style>
<script type="application/json" id="wix-viewer-model">{"site":{"metaSiteId":"9c2e41d0-3b7a-4f15-8e0d-6a1b2c3d4e5f","siteId":"e7d1a0b2-44c3-4d9e-b1f2-0a9b8c7d6e5f","isPremiumDomain":true},"language":{"siteLanguage":"en","userLanguage":"${page.lang}","isMultilingualEnabled":true,"languages":["en","it"]},"pageId":"${pageId}"}</script>
${jsonLd}
</head>
<body class="">
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="${t.top}"><span class="mHZSwn">${t.top}</span></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="CJF7A2"><div data-mesh-id="SITE_HEADERinlineContent" class="" data-testid="inline-content"><div data-mesh-id="SITE_HEADERinlineContent-gridContainer" data-testid="mesh-container-content">
<div id="comp-hdlogo" class="MazNVa comp-hdlogo wixui-image"><a data-testid="linkElement" href="${homeOf[page.lang]}" class="j7pOnl"><wow-image id="img_comp-hdlogo" class="HlRz5e BI8PVQ"><img src="${MEDIA}/c41d7e_logo-dante.png/v1/fill/w_200,h_64/logo-dante.png" alt="Scuola Dante Bologna" width="200" height="64"></wow-image></a></div>
<div id="comp-hdtag" class="KcpHeO tz5f0K comp-hdtag wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">${t.tagline}</span></p></div>
<nav id="comp-hdmenu" class="comp-hdmenu wixui-dropdown-menu hidden-during-prewarmup" tabindex="-1" dir="ltr" aria-label="${t.site}"><ul class="s2nFH4 wixui-dropdown-menu__items" data-testid="itemsContainer">${desktopMenu(page)}<li class="Ory35a" id="comp-hdmenumoreContainer"><a data-testid="linkElement" class="jNCpJ3" aria-haspopup="true"><div class="gNhhmy"><p class="KcMNle">More</p></div></a></li></ul></nav>
${languageMenu(page)}
<div class="comp-hdenrol FubTgk wixui-button" id="comp-hdenrol" aria-disabled="false"><a data-testid="linkElement" href="${DANTE_ENROL}" class="uUxqWY wixui-button PlZyDq"><span class="M3I7Z2 wixui-button__label">${t.enrol}</span></a></div>
<div id="MENU_AS_CONTAINER_TOGGLE" class="ToggleButton wixui-mobile-menu__toggle" role="button" aria-haspopup="dialog" aria-label="${t.menu}" tabindex="0"><span class="hamburger-bar"></span><span class="hamburger-bar"></span><span class="hamburger-bar"></span></div>
<div id="MENU_AS_CONTAINER" class="MenuContainer wixui-mobile-menu__container" data-animation-name="inOutFade" style="display:none" role="dialog" aria-modal="true"><div class="bgLayers"></div><div class="inlineContent"><button type="button" class="MenuContainer__close" aria-label="${t.close}">×</button><nav id="comp-hdmobile" class="VerticalMenu wixui-vertical-menu" aria-label="${t.site}"><ul class="Xv1nBq">${mobileMenu(page)}</ul></nav></div></div>
</div></div></div></div></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="SITE_PAGES_TRANSITION_GROUP" class="AnQkDU"><div id="${pageId}" class="dBAkHi theme-vars ${pageId}"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Container${pageId}" class="Container${pageId} SPY_vo"><div data-mesh-id="Container${pageId}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="Container${pageId}inlineContent-gridContainer" data-testid="mesh-container-content">
${page.body}
</div></div></div></div></div></div></div></main>
${footer(page)}
</div></div>
<div id="SCROLL_TO_BOTTOM" class="Vd6aQZ ignore-focus SCROLL_TO_BOTTOM" role="region" tabindex="-1" aria-label="${t.bottom}"><span class="mHZSwn">${t.bottom}</span></div>
${cookieBanner}
</div></div>
<script type="text/javascript">window.viewerModel = window.viewerModel || {}; window.fedops = {"apps":{"thunderbolt":{"startLoadTime":1764000000000}}};</script>
<script src="https://static.parastorage.example/services/wix-thunderbolt/dist/main.4d2a9c1e.bundle.min.js" async></script>
</body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
