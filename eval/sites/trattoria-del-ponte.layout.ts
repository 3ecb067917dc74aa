import type { SitePage } from './site-server.ts';

export type PonteLanguage = 'it' | 'en';

/** A page of Trattoria del Ponte before layout: the Elementor document of the page and its WPML twin. */
export interface PontePage {
  path: string;
  lang: PonteLanguage;
  title: string;
  description: string;
  /** The WordPress post id, printed in body classes and in the Elementor wrapper. */
  id: number;
  /** The same page in the other language; none when it was never translated. */
  translation?: string;
  /** 'post' for the news articles (single post template), 'page' otherwise. */
  type?: 'page' | 'post';
  /** The Elementor sections of the page. */
  body: string;
  head?: string;
  unlisted?: boolean;
}

export const PONTE_SITE = 'https://trattoria-del-ponte.test';
export const PONTE_PHONE = '0141 738 215';
export const PONTE_PHONE_INTL = '+39 0141 738 215';
export const PONTE_PHONE_HREF = 'tel:+390141738215';
export const PONTE_WHATSAPP = '339 481 2607';
export const PONTE_WHATSAPP_HREF = 'https://wa.me/393394812607';
export const PONTE_EMAIL = 'info@trattoria-del-ponte.test';
export const PONTE_ROOMS_EMAIL = 'camere@trattoria-del-ponte.test';
export const PONTE_VAT = '01587430052';
/** The external table-booking site the "Prenota un tavolo" buttons open. */
export const PONTE_BOOKING =
  'https://www.tavolofacile.example/ristoranti/trattoria-del-ponte-sant-anselmo-belbo';
const UPLOADS = '/wp-content/uploads';

// Elementor gives every element a random 7-hex-digit data-id; a fixed-seed generator keeps them stable.
let seed = 271_828;
const elementId = () => {
  seed = (seed * 16_807) % 2_147_483_647;
  return (seed % 0xfffffff).toString(16).padStart(7, '0');
};

const widget = (type: string, inner: string, extraClass = '') => {
  const id = elementId();
  return `<div class="elementor-element elementor-element-${id}${extraClass ? ` ${extraClass}` : ''} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.default">
<div class="elementor-widget-container">
${inner}
</div>
</div>`;
};

interface SectionOptions {
  /** An anchor id, as the "CSS ID" field of the section. */
  anchor?: string;
  /** Extra classes: `elementor-hidden-desktop`, `elementor-hidden-mobile`… */
  classes?: string;
  /** A background image section, as the hero sections are. */
  background?: boolean;
}

/**
 * A top-level section: `<div class="elementor-section">`, its container, and a column per list of widgets,
 * each column in its `elementor-widget-wrap`.
 */
export const section = (columns: string[][], options: SectionOptions = {}) => {
  const id = elementId();
  const width = Math.floor(100 / columns.length);
  const cols = columns
    .map((widgets) => {
      const col = elementId();
      return `<div class="elementor-column elementor-col-${width} elementor-top-column elementor-element elementor-element-${col}" data-id="${col}" data-element_type="column">
<div class="elementor-widget-wrap elementor-element-populated">
${widgets.join('\n')}
</div>
</div>`;
    })
    .join('\n');
  return `<div class="elementor-section elementor-top-section elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default${options.classes ? ` ${options.classes}` : ''}"${options.anchor ? ` id="${options.anchor}"` : ''} data-id="${id}" data-element_type="section"${options.background ? ' data-settings="{&quot;background_background&quot;:&quot;classic&quot;}"' : ''}>
${options.background ? '<div class="elementor-background-overlay"></div>\n' : ''}<div class="elementor-container elementor-column-gap-default">
${cols}
</div>
</div>`;
};

/** A heading widget; the owner used h2/h3 and, for small overlines, a `<p>` or a `<div>`. */
export const heading = (
  text: string,
  tag: 'h1' | 'h2' | 'h3' | 'h4' | 'p' | 'div' = 'h2',
  size = 'default',
) => widget('heading', `<${tag} class="elementor-heading-title elementor-size-${size}">${text}</${tag}>`);

/** A text-editor widget: whatever the visual editor saved, `<p>`s or bare text with `<br>`s. */
export const text = (html: string) => widget('text-editor', html);

/** A button widget; external links open in a new tab. */
export const button = (label: string, href: string, external = false) =>
  widget(
    'button',
    `<div class="elementor-button-wrapper">
<a class="elementor-button elementor-button-link elementor-size-sm" href="${href}"${external ? ' target="_blank" rel="noopener"' : ''}>
<span class="elementor-button-content-wrapper"><span class="elementor-button-text">${label}</span></span>
</a>
</div>`,
  );

/** An image widget, lazy-loaded with a WordPress srcset. */
export const image = (file: string, alt: string, caption = '') =>
  widget(
    'image',
    `${caption ? '<figure class="wp-caption">' : ''}<img fetchpriority="low" decoding="async" width="1024" height="683" src="${UPLOADS}/${file}" class="attachment-large size-large" alt="${alt}" loading="lazy" srcset="${UPLOADS}/${file} 1024w, ${UPLOADS}/${file.replace('.jpg', '-300x200.jpg')} 300w, ${UPLOADS}/${file.replace('.jpg', '-768x512.jpg')} 768w" sizes="(max-width: 1024px) 100vw, 1024px" />${caption ? `<figcaption class="widget-image-caption wp-caption-text">${caption}</figcaption></figure>` : ''}`,
  );

export const divider = () =>
  widget('divider', '<div class="elementor-divider"><span class="elementor-divider-separator"></span></div>');

export const spacer = () =>
  widget('spacer', '<div class="elementor-spacer"><div class="elementor-spacer-inner"></div></div>');

type IconItem = [icon: string, label: string, href?: string];

/** The icon-list widget: an icon and a text per line, some lines links. */
export const iconList = (items: IconItem[]) =>
  widget(
    'icon-list',
    `<ul class="elementor-icon-list-items">
${items
  .map(([icon, label, href]) => {
    const inner = `<span class="elementor-icon-list-icon"><i aria-hidden="true" class="${icon}"></i></span><span class="elementor-icon-list-text">${label}</span>`;
    return `<li class="elementor-icon-list-item">${href ? `<a href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''}>${inner}</a>` : inner}</li>`;
  })
  .join('\n')}
</ul>`,
  );

/**
 * One dish of the price-list widget: its title, an empty dotted separator, the price (or several prices,
 * each in its own span, for the pizzas' sizes) and the description below.
 */
export type PriceItem = [title: string, price: string | string[], description?: string];

export const priceList = (items: PriceItem[]) =>
  widget(
    'price-list',
    `<ul class="elementor-price-list">
${items
  .map(([title, price, description]) => {
    const prices = Array.isArray(price)
      ? price
          .map((p, i) => `<span class="ponte-prezzo ponte-prezzo-${i + 1}">${p}</span>`)
          .join('<span class="ponte-prezzo-sep"></span>')
      : price;
    return `<li class="elementor-price-list-item">
<div class="elementor-price-list-text">
<div class="elementor-price-list-header">
<span class="elementor-price-list-title">${title}</span>
<span class="elementor-price-list-separator"></span>
<span class="elementor-price-list-price">${prices}</span>
</div>
${description ? `<p class="elementor-price-list-description">${description}</p>` : ''}
</div>
</li>`;
  })
  .join('\n')}
</ul>`,
  );

let tabGroup = 2140;

/**
 * The toggle widget (the FAQ): every title a `div.elementor-tab-title` holding a link, its answer in the
 * following `div.elementor-tab-content`, hidden by the stylesheet until clicked. With the "FAQ schema"
 * switch on, the questions are printed a second time as FAQPage JSON-LD.
 */
export const toggle = (items: [question: string, answer: string][], faqSchema = true) => {
  tabGroup += 10;
  const group = tabGroup;
  const html = `<div class="elementor-toggle">
${items
  .map(
    ([question, answer], i) => `<div class="elementor-toggle-item">
<div id="elementor-tab-title-${group + i + 1}" class="elementor-tab-title" data-tab="${i + 1}" role="button" aria-controls="elementor-tab-content-${group + i + 1}" aria-expanded="false">
<span class="elementor-toggle-icon elementor-toggle-icon-right" aria-hidden="true"><span class="elementor-toggle-icon-closed"><i class="fas fa-plus"></i></span><span class="elementor-toggle-icon-opened"><i class="elementor-toggle-icon-opened fas fa-minus"></i></span></span>
<a class="elementor-toggle-title" tabindex="0">${question}</a>
</div>
<div id="elementor-tab-content-${group + i + 1}" class="elementor-tab-content elementor-clearfix" data-tab="${i + 1}" role="region" aria-labelledby="elementor-tab-title-${group + i + 1}">${answer}</div>
</div>`,
  )
  .join('\n')}
${
  faqSchema
    ? `<script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: items.map(([question, answer]) => ({
          '@type': 'Question',
          name: question,
          acceptedAnswer: { '@type': 'Answer', text: answer },
        })),
      })}</script>`
    : ''
}
</div>`;
  return widget('toggle', html);
};

/**
 * The tabs widget: the titles printed once for desktop, then again (for mobile) in front of each panel.
 * Only the first panel is active; the others are hidden by the stylesheet.
 */
export const tabs = (items: [title: string, content: string][]) => {
  tabGroup += 10;
  const group = tabGroup;
  const desktop = items
    .map(
      ([title], i) =>
        `<div id="elementor-tab-title-${group + i + 1}" class="elementor-tab-title elementor-tab-desktop-title${i === 0 ? ' elementor-active' : ''}" aria-selected="${i === 0}" data-tab="${i + 1}" role="tab" tabindex="${i === 0 ? 0 : -1}" aria-controls="elementor-tab-content-${group + i + 1}" aria-expanded="false">${title}</div>`,
    )
    .join('\n');
  const panels = items
    .map(
      ([title, content], i) =>
        `<div class="elementor-tab-title elementor-tab-mobile-title${i === 0 ? ' elementor-active' : ''}" aria-selected="${i === 0}" data-tab="${i + 1}" role="tab" tabindex="${i === 0 ? 0 : -1}" aria-controls="elementor-tab-content-${group + i + 1}" aria-expanded="false">${title}</div>
<div id="elementor-tab-content-${group + i + 1}" class="elementor-tab-content elementor-clearfix${i === 0 ? ' elementor-active' : ''}" data-tab="${i + 1}" role="tabpanel" aria-labelledby="elementor-tab-title-${group + i + 1}" tabindex="0"${i === 0 ? '' : ' hidden="hidden"'}>${content}</div>`,
    )
    .join('\n');
  return widget(
    'tabs',
    `<div class="elementor-tabs">
<div class="elementor-tabs-wrapper" role="tablist">
${desktop}
</div>
<div class="elementor-tabs-content-wrapper" role="tablist" aria-orientation="vertical">
${panels}
</div>
</div>`,
  );
};

/** The counter widget: the number is printed as its starting value and counts up with JavaScript. */
export const counter = (to: number, title: string, suffix = '') =>
  widget(
    'counter',
    `<div class="elementor-counter">
<div class="elementor-counter-title">${title}</div>
<div class="elementor-counter-number-wrapper">
<span class="elementor-counter-number-prefix"></span>
<span class="elementor-counter-number" data-duration="2000" data-to-value="${to}" data-from-value="0" data-delimiter=".">0</span>
<span class="elementor-counter-number-suffix">${suffix}</span>
</div>
</div>`,
  );

/** The Google Maps widget, replaced by Complianz with a placeholder until marketing cookies are accepted. */
export const map = (place: string) =>
  widget(
    'google_maps',
    `<div class="elementor-custom-embed cmplz-placeholder-parent"><iframe loading="lazy" data-cmplz-src="https://maps.google.com/maps?q=${encodeURIComponent(place)}&amp;t=m&amp;z=15&amp;output=embed&amp;iwloc=near" src="about:blank" class="cmplz-iframe cmplz-iframe-styles cmplz-no-video" data-category="marketing" title="${place}" aria-label="${place}"></iframe><div class="cmplz-blocked-content-notice cmplz-accept-marketing"><a href="#" role="button">Clicca per accettare i cookie di marketing e visualizzare la mappa</a></div></div>`,
  );

/** The Elementor Pro form widget. */
export const form = (
  fields: [name: string, label: string, type: string][],
  submit: string,
  consent: string,
) =>
  widget(
    'form',
    `<form class="elementor-form" method="post" name="Contatti">
<input type="hidden" name="post_id" value="41"/><input type="hidden" name="form_id" value="7c1e2f9"/>
<div class="elementor-form-fields-wrapper elementor-labels-above">
${fields
  .map(
    ([name, label, type]) =>
      `<div class="elementor-field-type-${type} elementor-field-group elementor-column elementor-field-group-${name} elementor-col-100"><label for="form-field-${name}" class="elementor-field-label">${label}</label>${type === 'textarea' ? `<textarea class="elementor-field elementor-field-textual elementor-size-sm" name="form_fields[${name}]" id="form-field-${name}" rows="4"></textarea>` : `<input size="1" type="${type}" name="form_fields[${name}]" id="form-field-${name}" class="elementor-field elementor-size-sm elementor-field-textual">`}</div>`,
  )
  .join('\n')}
<div class="elementor-field-type-acceptance elementor-field-group elementor-column elementor-field-group-privacy elementor-col-100 elementor-field-required"><div class="elementor-field-subgroup"><span class="elementor-field-option"><input type="checkbox" name="form_fields[privacy]" id="form-field-privacy" class="elementor-field elementor-size-sm elementor-acceptance-field" required="required"><label for="form-field-privacy">${consent}</label></span></div></div>
<div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" class="elementor-button elementor-size-sm"><span><span class="elementor-button-text">${submit}</span></span></button></div>
</div>
</form>`,
  );

type MenuEntry = [href: string, label: string, children: [string, string][]];

const menus: Record<PonteLanguage, MenuEntry[]> = {
  it: [
    ['/', 'Home', []],
    [
      '/menu',
      'Ristorante',
      [
        ['/menu#carta', 'Menu alla carta'],
        ['/menu#degustazione', 'Menu degustazione'],
        ['/allergeni', 'Allergeni'],
      ],
    ],
    ['/pizzeria', 'Pizzeria', []],
    ['/camere', 'Camere', []],
    [
      '/eventi',
      'Eventi',
      [
        ['/eventi#calendario', 'Serate a tema'],
        ['/eventi#feste-private', 'Feste private e gruppi'],
      ],
    ],
    ['/bottega', 'Bottega', []],
    [
      '/chi-siamo',
      'Chi siamo',
      [
        ['/chi-siamo', 'La nostra storia'],
        ['/notizie', 'Notizie'],
        ['/domande-frequenti', 'Domande frequenti'],
        ['/buoni-regalo', 'Buoni regalo'],
      ],
    ],
    ['/contatti', 'Contatti', []],
  ],
  en: [
    ['/en/', 'Home', []],
    ['/en/menu', 'Restaurant', []],
    ['/en/pizzeria', 'Pizzeria', []],
    ['/en/rooms', 'Rooms', []],
    ['/en/events', 'Events', []],
    ['/en/contact', 'Contact', []],
  ],
};

const chrome = {
  it: {
    skip: 'Vai al contenuto',
    book: 'Prenota un tavolo',
    topHours: 'Mar&ndash;Sab pranzo e cena &middot; Dom solo pranzo &middot; Lun chiuso',
    menuToggle: 'Apri/chiudi menu',
    footerAbout:
      'Trattoria e pizzeria con forno a legna, con quattro camere al piano di sopra, accanto al ponte vecchio sul Belbo. Dal 1968.',
    contactsTitle: 'Contatti',
    hoursTitle: 'Orari',
    hours:
      'Ristorante: mar&ndash;sab 12:00&ndash;14:30 e 19:30&ndash;22:00<br>Domenica: solo pranzo, 12:00&ndash;15:00<br>Pizzeria: mar&ndash;sab solo la sera, 19:00&ndash;23:00<br>Lunedì chiuso',
    followTitle: 'Seguici',
    linksTitle: 'Info utili',
    links: [
      ['/condizioni-di-prenotazione', 'Condizioni di prenotazione'],
      ['/allergeni', 'Allergeni'],
      ['/buoni-regalo', 'Buoni regalo'],
      ['/privacy-policy', 'Privacy policy'],
      ['/cookie-policy', 'Cookie policy (UE)'],
    ],
    rights: 'Tutti i diritti riservati',
    vat: 'P.IVA',
    credits: 'Sito realizzato da Langhe Digital',
    popupTitle: 'Regala una serata al Ponte',
    popupText: 'Cerchi un’idea regalo? Scopri i nostri buoni regalo, anche con la notte in camera.',
    popupButton: 'Scopri i buoni regalo',
    cookieTitle: 'Gestisci consenso',
    cookie:
      'Per fornire le migliori esperienze, utilizziamo tecnologie come i cookie per memorizzare e/o accedere alle informazioni del dispositivo. Il consenso a queste tecnologie ci permetterà di elaborare dati come il comportamento di navigazione o ID unici su questo sito. Non acconsentire o ritirare il consenso può influire negativamente su alcune caratteristiche e funzioni.',
    functional: 'Funzionale',
    always: 'Sempre attivo',
    functionalText:
      'L’archiviazione tecnica o l’accesso sono strettamente necessari al fine legittimo di consentire l’uso di un servizio specifico esplicitamente richiesto dall’abbonato o utente, o al solo scopo di effettuare la trasmissione di una comunicazione su una rete di comunicazione elettronica.',
    statistics: 'Statistiche',
    statisticsText:
      'L’archiviazione tecnica o l’accesso che viene utilizzato esclusivamente a scopi statistici anonimi.',
    marketing: 'Marketing',
    marketingText:
      'L’archiviazione tecnica o l’accesso sono necessari per creare profili di utenti per inviare pubblicità, o per tracciare l’utente su un sito web o su diversi siti web per scopi di marketing simili.',
    accept: 'Accetta',
    deny: 'Nega',
    preferences: 'Visualizza le preferenze',
    save: 'Salva preferenze',
  },
  en: {
    skip: 'Skip to content',
    book: 'Book a table',
    topHours: 'Tue&ndash;Sat lunch &amp; dinner &middot; Sun lunch only &middot; Closed Mon',
    menuToggle: 'Menu Toggle',
    footerAbout:
      'Trattoria and wood-fired pizzeria with four guest rooms upstairs, next to the old bridge over the Belbo. Since 1968.',
    contactsTitle: 'Contact',
    hoursTitle: 'Opening hours',
    hours:
      'Restaurant: Tue&ndash;Sat 12:00&ndash;14:30 and 19:30&ndash;22:00<br>Sunday: lunch only, 12:00&ndash;15:00<br>Pizzeria: Tue&ndash;Sat evenings only, 19:00&ndash;23:00<br>Closed on Mondays',
    followTitle: 'Follow us',
    linksTitle: 'Useful info',
    links: [
      ['/condizioni-di-prenotazione', 'Booking terms (Italian)'],
      ['/allergeni', 'Allergens (Italian)'],
      ['/buoni-regalo', 'Gift vouchers (Italian)'],
      ['/privacy-policy', 'Privacy policy (Italian)'],
      ['/cookie-policy', 'Cookie policy (EU)'],
    ],
    rights: 'All rights reserved',
    vat: 'VAT no.',
    credits: 'Website by Langhe Digital',
    popupTitle: 'Regala una serata al Ponte',
    popupText: 'Cerchi un’idea regalo? Scopri i nostri buoni regalo, anche con la notte in camera.',
    popupButton: 'Scopri i buoni regalo',
    cookieTitle: 'Manage consent',
    cookie:
      'To provide the best experiences, we use technologies like cookies to store and/or access device information. Consenting to these technologies will allow us to process data such as browsing behaviour or unique IDs on this site. Not consenting or withdrawing consent, may adversely affect certain features and functions.',
    functional: 'Functional',
    always: 'Always active',
    functionalText:
      'The technical storage or access is strictly necessary for the legitimate purpose of enabling the use of a specific service explicitly requested by the subscriber or user, or for the sole purpose of carrying out the transmission of a communication over an electronic communications network.',
    statistics: 'Statistics',
    statisticsText:
      'The technical storage or access that is used exclusively for anonymous statistical purposes.',
    marketing: 'Marketing',
    marketingText:
      'The technical storage or access is required to create user profiles to send advertising, or to track the user on a website or across several websites for similar marketing purposes.',
    accept: 'Accept',
    deny: 'Deny',
    preferences: 'View preferences',
    save: 'Save preferences',
  },
} as const;

const homeOf: Record<PonteLanguage, string> = { it: '/', en: '/en/' };
const otherOf: Record<PonteLanguage, PonteLanguage> = { it: 'en', en: 'it' };

/**
 * The nav-menu widget as Elementor Pro prints it: the horizontal menu, the hamburger, and the same items
 * again in the dropdown container used on small screens.
 */
function navMenu(page: PontePage, idPrefix: string): string {
  const items = (dropdown: boolean) =>
    menus[page.lang]
      .map(([href, label, children], i) => {
        const current = href === page.path || children.some(([h]) => h.split('#')[0] === page.path);
        const classes = [
          'menu-item',
          'menu-item-type-post_type',
          'menu-item-object-page',
          `menu-item-${idPrefix}${i + 1}`,
          children.length ? 'menu-item-has-children' : '',
          current ? 'current-menu-item' : '',
        ]
          .filter(Boolean)
          .join(' ');
        const sub = children.length
          ? `<ul class="sub-menu elementor-nav-menu--dropdown">${children
              .map(
                ([h, l]) =>
                  `<li class="menu-item menu-item-type-custom menu-item-object-custom"><a href="${h}" class="elementor-sub-item"${dropdown ? ' tabindex="-1"' : ''}>${l}</a></li>`,
              )
              .join('')}</ul>`
          : '';
        return `<li class="${classes}"><a href="${href}" class="elementor-item${current ? ' elementor-item-active' : ''}"${current ? ' aria-current="page"' : ''}${dropdown ? ' tabindex="-1"' : ''}>${label}</a>${sub}</li>`;
      })
      .join('\n');
  return `<nav aria-label="Menu" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">
<ul id="menu-1-${idPrefix}" class="elementor-nav-menu">
${items(false)}
</ul>
</nav>
<div class="elementor-menu-toggle" role="button" tabindex="0" aria-label="${chrome[page.lang].menuToggle}" aria-expanded="false"><i aria-hidden="true" role="presentation" class="elementor-menu-toggle__icon--open eicon-menu-bar"></i><span class="elementor-screen-only">Menu</span></div>
<nav class="elementor-nav-menu--dropdown elementor-nav-menu__container" aria-hidden="true">
<ul id="menu-2-${idPrefix}" class="elementor-nav-menu">
${items(true)}
</ul>
</nav>`;
}

/**
 * The WPML language switcher. A page that was never translated links the other language's home, as
 * WPML does with "link to home of language for missing translations".
 */
function languageSwitcher(page: PontePage, where: 'shortcode_actions' | 'footer'): string {
  const items = (['it', 'en'] as const).map((lang, i) => {
    const href = lang === page.lang ? page.path : (page.translation ?? homeOf[lang]);
    const native = lang === 'it' ? 'Italiano' : 'English';
    const current = lang === page.lang;
    return `<li class="wpml-ls-slot-${where} wpml-ls-item wpml-ls-item-${lang}${current ? ' wpml-ls-current-language' : ''}${i === 0 ? ' wpml-ls-first-item' : ' wpml-ls-last-item'} wpml-ls-item-legacy-list-horizontal"><a href="${href}" class="wpml-ls-link"${current ? '' : ` hreflang="${lang}"`}><img class="wpml-ls-flag" src="/wp-content/plugins/sitepress-multilingual-cms/res/flags/${lang}.svg" alt="" width="18" height="12" /><span class="wpml-ls-native" lang="${lang}">${native}</span></a></li>`;
  });
  return `<div class="wpml-ls-statics-${where} wpml-ls wpml-ls-legacy-list-horizontal"><ul>${items.join('')}</ul></div>`;
}

function hreflangs(page: PontePage): string {
  const links: Partial<Record<PonteLanguage, string>> = { [page.lang]: page.path };
  if (page.translation) links[otherOf[page.lang]] = page.translation;
  const tags = Object.entries(links).map(
    ([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${PONTE_SITE}${href}" />`,
  );
  if (links.it) tags.push(`<link rel="alternate" hreflang="x-default" href="${PONTE_SITE}${links.it}" />`);
  return tags.join('\n');
}

const schemaGraph = (page: PontePage) =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebPage',
        '@id': `${PONTE_SITE}${page.path}`,
        url: `${PONTE_SITE}${page.path}`,
        name: `${page.title} - Trattoria del Ponte`,
        isPartOf: { '@id': `${PONTE_SITE}/#website` },
        inLanguage: page.lang === 'it' ? 'it-IT' : 'en-US',
      },
      {
        '@type': 'WebSite',
        '@id': `${PONTE_SITE}/#website`,
        url: `${PONTE_SITE}/`,
        name: 'Trattoria del Ponte',
        publisher: { '@id': `${PONTE_SITE}/#organization` },
      },
      {
        '@type': ['Restaurant', 'Organization'],
        '@id': `${PONTE_SITE}/#organization`,
        name: 'Trattoria del Ponte',
        servesCuisine: 'Piemontese',
        telephone: PONTE_PHONE_INTL,
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Via del Ponte Vecchio 3',
          addressLocality: 'Sant’Anselmo Belbo',
          postalCode: '14050',
          addressRegion: 'AT',
          addressCountry: 'IT',
        },
        logo: `${PONTE_SITE}${UPLOADS}/2023/02/logo-trattoria-del-ponte.png`,
      },
    ],
  });

function header(page: PontePage): string {
  const t = chrome[page.lang];
  const home = homeOf[page.lang];
  const logo = `<a href="${home}"><img width="240" height="80" src="${UPLOADS}/2023/02/logo-trattoria-del-ponte.png" class="attachment-full size-full" alt="Trattoria del Ponte" /></a>`;
  return `<div data-elementor-type="header" data-elementor-id="87" class="elementor elementor-87 elementor-location-header" data-elementor-post-type="elementor_library">
<div class="elementor-section elementor-top-section elementor-element elementor-element-5a1c0d2 elementor-section-boxed elementor-hidden-mobile ponte-topbar" data-id="5a1c0d2" data-element_type="section">
<div class="elementor-container elementor-column-gap-no">
<div class="elementor-column elementor-col-50 elementor-top-column elementor-element elementor-element-2b7e9c1" data-id="2b7e9c1" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-9f3a2e4 elementor-icon-list--layout-inline elementor-widget elementor-widget-icon-list" data-id="9f3a2e4" data-element_type="widget" data-widget_type="icon-list.default"><div class="elementor-widget-container">
<ul class="elementor-icon-list-items elementor-inline-items">
<li class="elementor-icon-list-item elementor-inline-item"><a href="${PONTE_PHONE_HREF}"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-phone-alt"></i></span><span class="elementor-icon-list-text">${page.lang === 'it' ? PONTE_PHONE : PONTE_PHONE_INTL}</span></a></li>
<li class="elementor-icon-list-item elementor-inline-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="far fa-clock"></i></span><span class="elementor-icon-list-text">${t.topHours}</span></li>
</ul>
</div></div>
</div></div>
<div class="elementor-column elementor-col-50 elementor-top-column elementor-element elementor-element-7d40f18" data-id="7d40f18" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-c81d5a0 elementor-widget elementor-widget-wpml-language-switcher" data-id="c81d5a0" data-element_type="widget" data-widget_type="wpml-language-switcher.default"><div class="elementor-widget-container">
${languageSwitcher(page, 'shortcode_actions')}
</div></div>
</div></div>
</div>
</div>
<div class="elementor-section elementor-top-section elementor-element elementor-element-1e6b3f7 elementor-section-boxed elementor-hidden-tablet elementor-hidden-mobile elementor-sticky" data-id="1e6b3f7" data-element_type="section" data-settings="{&quot;sticky&quot;:&quot;top&quot;,&quot;sticky_on&quot;:[&quot;desktop&quot;],&quot;sticky_offset&quot;:0,&quot;sticky_effects_offset&quot;:90}">
<div class="elementor-container elementor-column-gap-default">
<div class="elementor-column elementor-col-25 elementor-top-column elementor-element elementor-element-4c2d8a1" data-id="4c2d8a1" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-0b9e7d3 elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-id="0b9e7d3" data-element_type="widget" data-widget_type="theme-site-logo.default"><div class="elementor-widget-container">${logo}</div></div>
</div></div>
<div class="elementor-column elementor-col-50 elementor-top-column elementor-element elementor-element-8a5f2c6" data-id="8a5f2c6" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-e2f91b4 elementor-nav-menu__align-center elementor-nav-menu--dropdown-tablet elementor-nav-menu__text-align-aside elementor-nav-menu--toggle elementor-nav-menu--burger elementor-widget elementor-widget-nav-menu" data-id="e2f91b4" data-element_type="widget" data-settings="{&quot;layout&quot;:&quot;horizontal&quot;,&quot;submenu_icon&quot;:{&quot;value&quot;:&quot;&lt;i class=\\&quot;fas fa-caret-down\\&quot;&gt;&lt;\\/i&gt;&quot;,&quot;library&quot;:&quot;fa-solid&quot;},&quot;toggle&quot;:&quot;burger&quot;}" data-widget_type="nav-menu.default"><div class="elementor-widget-container">
${navMenu(page, 'd')}
</div></div>
</div></div>
<div class="elementor-column elementor-col-25 elementor-top-column elementor-element elementor-element-f07a3c9" data-id="f07a3c9" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-3d8c6b2 elementor-align-right elementor-widget elementor-widget-button" data-id="3d8c6b2" data-element_type="widget" data-widget_type="button.default"><div class="elementor-widget-container"><div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="${PONTE_BOOKING}" target="_blank" rel="noopener"><span class="elementor-button-content-wrapper"><span class="elementor-button-icon"><i aria-hidden="true" class="far fa-calendar-check"></i></span><span class="elementor-button-text">${t.book}</span></span></a></div></div></div>
</div></div>
</div>
</div>
<div class="elementor-section elementor-top-section elementor-element elementor-element-6f1d0e8 elementor-section-full_width elementor-hidden-desktop" data-id="6f1d0e8" data-element_type="section" data-settings="{&quot;sticky&quot;:&quot;top&quot;,&quot;sticky_on&quot;:[&quot;tablet&quot;,&quot;mobile&quot;]}">
<div class="elementor-container elementor-column-gap-no">
<div class="elementor-column elementor-col-33 elementor-top-column elementor-element elementor-element-b5a7e02" data-id="b5a7e02" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-aa3c9f1 elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-id="aa3c9f1" data-element_type="widget" data-widget_type="theme-site-logo.default"><div class="elementor-widget-container">${logo}</div></div>
</div></div>
<div class="elementor-column elementor-col-33 elementor-top-column elementor-element elementor-element-d4e8b73" data-id="d4e8b73" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-19c0f5e elementor-view-stacked elementor-shape-circle elementor-widget elementor-widget-icon" data-id="19c0f5e" data-element_type="widget" data-widget_type="icon.default"><div class="elementor-widget-container"><div class="elementor-icon-wrapper"><a class="elementor-icon" href="${PONTE_PHONE_HREF}" aria-label="Tel"><i aria-hidden="true" class="fas fa-phone-alt"></i></a></div></div></div>
</div></div>
<div class="elementor-column elementor-col-33 elementor-top-column elementor-element elementor-element-70be1d4" data-id="70be1d4" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-c3f6a05 elementor-nav-menu--stretch elementor-nav-menu__text-align-center elementor-nav-menu--toggle elementor-nav-menu--burger elementor-widget elementor-widget-nav-menu" data-id="c3f6a05" data-element_type="widget" data-widget_type="nav-menu.default"><div class="elementor-widget-container">
${navMenu(page, 'm')}
</div></div>
</div></div>
</div>
</div>
</div>`;
}

function footer(page: PontePage): string {
  const t = chrome[page.lang];
  return `<div data-elementor-type="footer" data-elementor-id="112" class="elementor elementor-112 elementor-location-footer" data-elementor-post-type="elementor_library">
${section([
  [
    image('2023/02/logo-trattoria-del-ponte-bianco.png', 'Trattoria del Ponte'),
    text(`<p>${t.footerAbout}</p>`),
    iconList([['fas fa-map-marker-alt', 'Via del Ponte Vecchio 3<br>14050 Sant’Anselmo Belbo (AT)']]),
  ],
  [
    heading(t.contactsTitle, 'h4'),
    iconList([
      ['fas fa-phone-alt', page.lang === 'it' ? PONTE_PHONE : PONTE_PHONE_INTL, PONTE_PHONE_HREF],
      ['fab fa-whatsapp', `WhatsApp ${PONTE_WHATSAPP}`, PONTE_WHATSAPP_HREF],
      ['far fa-envelope', PONTE_EMAIL, `mailto:${PONTE_EMAIL}`],
    ]),
  ],
  [heading(t.hoursTitle, 'h4'), text(t.hours)],
  [
    heading(t.followTitle, 'h4'),
    widget(
      'social-icons',
      `<div class="elementor-social-icons-wrapper elementor-grid" role="list"><span class="elementor-grid-item" role="listitem"><a class="elementor-icon elementor-social-icon elementor-social-icon-facebook" href="https://www.facebook.example/trattoriadelponte.belbo" target="_blank"><span class="elementor-screen-only">Facebook</span><i class="fab fa-facebook"></i></a></span><span class="elementor-grid-item" role="listitem"><a class="elementor-icon elementor-social-icon elementor-social-icon-instagram" href="https://www.instagram.example/trattoriadelponte" target="_blank"><span class="elementor-screen-only">Instagram</span><i class="fab fa-instagram"></i></a></span><span class="elementor-grid-item" role="listitem"><a class="elementor-icon elementor-social-icon elementor-social-icon-tripadvisor" href="https://www.tripadvisor.example/Restaurant_Review-trattoria-del-ponte" target="_blank"><span class="elementor-screen-only">Tripadvisor</span><i class="fab fa-tripadvisor"></i></a></span></div>`,
    ),
    heading(t.linksTitle, 'h4'),
    iconList(t.links.map(([href, label]) => ['fas fa-angle-right', label, href] as IconItem)),
  ],
])}
<div class="elementor-section elementor-top-section elementor-element elementor-element-0ce4a7b elementor-section-boxed ponte-copyright" data-id="0ce4a7b" data-element_type="section">
<div class="elementor-container elementor-column-gap-default">
<div class="elementor-column elementor-col-50 elementor-top-column elementor-element elementor-element-5e0b1c3" data-id="5e0b1c3" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-a0d3e61 elementor-widget elementor-widget-text-editor" data-id="a0d3e61" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container">© 2026 Trattoria del Ponte di Rovera Marta &amp; C. s.n.c. &ndash; ${t.vat} ${PONTE_VAT} &ndash; ${t.rights}</div></div>
</div></div>
<div class="elementor-column elementor-col-50 elementor-top-column elementor-element elementor-element-b7f2d90" data-id="b7f2d90" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-61e8c4f elementor-widget elementor-widget-text-editor" data-id="61e8c4f" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p style="text-align: right;">${t.credits}</p></div></div>
</div></div>
</div>
</div>
</div>
${page.translation ? languageSwitcher(page, 'footer') : ''}`;
}

function popup(page: PontePage): string {
  const t = chrome[page.lang];
  return `<div data-elementor-type="popup" data-elementor-id="654" class="elementor elementor-654 elementor-location-popup" data-elementor-settings="{&quot;triggers&quot;:{&quot;page_load_delay&quot;:12},&quot;timing&quot;:{&quot;times&quot;:1}}" data-elementor-post-type="elementor_library">
${section([
  [heading(t.popupTitle, 'h3'), text(`<p>${t.popupText}</p>`), button(t.popupButton, '/buoni-regalo')],
])}
</div>`;
}

function cookieBanner(page: PontePage): string {
  const t = chrome[page.lang];
  const category = (name: string, key: string, description: string, always = false) =>
    `<details class="cmplz-category cmplz-${key}"><summary><span class="cmplz-category-header"><span class="cmplz-category-title">${name}</span>${always ? `<span class="cmplz-always-active"><span class="cmplz-banner-checkbox"><input type="checkbox" id="cmplz-functional-optin" data-category="cmplz_functional" class="cmplz-consent-checkbox cmplz-functional" size="40" value="1" /><label class="cmplz-label" for="cmplz-functional-optin"><span class="screen-reader-text">${name}</span></label></span>${t.always}</span>` : `<span class="cmplz-banner-checkbox"><input type="checkbox" id="cmplz-${key}-optin" data-category="cmplz_${key}" class="cmplz-consent-checkbox cmplz-${key}" size="40" value="1" /><label class="cmplz-label" for="cmplz-${key}-optin"><span class="screen-reader-text">${name}</span></label></span>`}<span class="cmplz-icon cmplz-open"></span></span></summary><div class="cmplz-description"><span class="cmplz-description-${key}">${description}</span></div></details>`;
  return `<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 bottom-right-view-preferences optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin">
<div class="cmplz-header"><div class="cmplz-logo"></div><div class="cmplz-title" id="cmplz-header-1-optin">${t.cookieTitle}</div><div class="cmplz-close" tabindex="0" role="button" aria-label="Chiudi">&times;</div></div>
<div class="cmplz-divider cmplz-divider-header"></div>
<div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">${t.cookie}</div>
<div class="cmplz-categories">${category(t.functional, 'functional', t.functionalText, true)}${category(t.statistics, 'statistics', t.statisticsText)}${category(t.marketing, 'marketing', t.marketingText)}</div></div>
<div class="cmplz-links cmplz-information"><a class="cmplz-link cmplz-manage-options cookie-statement" href="#">Gestisci opzioni</a><a class="cmplz-link cmplz-manage-third-parties cookie-statement" href="#">Gestisci servizi</a></div>
<div class="cmplz-divider cmplz-footer"></div>
<div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">${t.accept}</button><button class="cmplz-btn cmplz-deny">${t.deny}</button><button class="cmplz-btn cmplz-view-preferences">${t.preferences}</button><button class="cmplz-btn cmplz-save-preferences">${t.save}</button></div>
<div class="cmplz-links cmplz-documents"><ul><li><a class="cmplz-link cookie-statement" href="/cookie-policy" data-relative_url="#cmplz-cookies-overview">Cookie policy (UE)</a></li><li><a class="cmplz-link privacy-statement" href="/privacy-policy" data-relative_url="#cmplz-privacy-statement">Privacy policy</a></li></ul></div>
</div></div>
<div id="cmplz-manage-consent" data-nosnippet="true"><button class="cmplz-btn cmplz-hidden cmplz-manage-consent manage-consent-1">${t.cookieTitle}</button></div>`;
}

/**
 * The whole document as WordPress with Elementor Pro, WPML, Yoast and Complianz prints it: hreflang and
 * a schema graph in the head; an Elementor header template with a top bar (phone, short hours, WPML
 * switcher), a sticky desktop header and a separate mobile header, each with its own nav-menu widget
 * (every menu printed twice, horizontal and dropdown); the page's Elementor document; a footer template
 * with address, contacts, hours, social links, VAT number; a popup template; the Complianz banner.
 */
export function ponteLayout(page: PontePage): SitePage {
  const type = page.type ?? 'page';
  const bodyClass =
    type === 'post'
      ? `post-template-default single single-post postid-${page.id} single-format-standard wp-custom-logo elementor-default elementor-kit-5 elementor-page-201`
      : `${page.path === '/' || page.path === '/en/' ? 'home ' : ''}page-template page-template-elementor_header_footer page page-id-${page.id} wp-custom-logo elementor-default elementor-template-full-width elementor-kit-5 elementor-page elementor-page-${page.id}`;
  const html = `<!doctype html>
<html lang="${page.lang === 'it' ? 'it-IT' : 'en-US'}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<title>${page.title} - Trattoria del Ponte</title>
<meta name="description" content="${page.description}" />
<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1" />
<link rel="canonical" href="${PONTE_SITE}${page.path}" />
<meta property="og:locale" content="${page.lang === 'it' ? 'it_IT' : 'en_US'}" />
<meta property="og:type" content="${type === 'post' ? 'article' : 'website'}" />
<meta property="og:title" content="${page.title} - Trattoria del Ponte" />
<meta property="og:description" content="${page.description}" />
<meta property="og:url" content="${PONTE_SITE}${page.path}" />
<meta property="og:site_name" content="Trattoria del Ponte" />
<script type="application/ld+json" class="yoast-schema-graph">${schemaGraph(page)}</script>
${hreflangs(page)}
<meta name="generator" content="WordPress 6.7.2" />
<meta name="generator" content="WPML ver:4.7.1 stt:1,27;" />
<meta name="generator" content="Elementor 3.27.6; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<link rel='stylesheet' id='hello-elementor-css' href='/wp-content/themes/hello-elementor/style.min.css?ver=3.3.0' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.27.6' media='all' />
<link rel='stylesheet' id='elementor-post-${page.id}-css' href='/wp-content/uploads/elementor/css/post-${page.id}.css?ver=1740561123' media='all' />
<link rel='stylesheet' id='cmplz-general-css' href='/wp-content/plugins/complianz-gdpr/assets/css/cookieblocker.min.css?ver=1739871920' media='all' />
<style id="ponte-inline-css">.elementor-tab-content{display:none}.elementor-tab-content.elementor-active{display:block}.elementor-price-list-separator{flex-grow:1;border-bottom:2px dotted #b89b72;margin:0 10px;height:0}.ponte-prezzo-sep{display:inline-block;width:1.5em}.elementor-counter-number-wrapper{font-size:46px}</style>
${page.head ?? ''}
</head>
<body class="${bodyClass}">
<a class="skip-link screen-reader-text" href="#content">${chrome[page.lang].skip}</a>
${header(page)}
<div data-elementor-type="${type === 'post' ? 'single-post' : 'wp-page'}" data-elementor-id="${type === 'post' ? 201 : page.id}" class="elementor elementor-${type === 'post' ? 201 : page.id}${type === 'post' ? ` elementor-location-single post-${page.id} post type-post status-publish format-standard has-post-thumbnail hentry category-notizie` : ''}" data-elementor-post-type="${type === 'post' ? 'elementor_library' : 'page'}" id="content">
${page.body}
</div>
${footer(page)}
${popup(page)}
${cookieBanner(page)}
<script type="text/javascript" id="cmplz-cookiebanner-js-extra">var complianz = {"prefix":"cmplz_","user_banner_id":"1","set_cookies":[],"block_ajax_content":"","banner_version":"19","version":"7.3.0","store_consent":"","do_not_track_enabled":"1","consenttype":"optin","region":"eu","geoip":"","dismiss_timeout":"","disable_cookiebanner":"","soft_cookiewall":"","dismiss_on_scroll":"","cookie_expiry":"365","url":"\\/wp-json\\/complianz\\/v1\\/","locale":"lang=${page.lang}&locale=${page.lang === 'it' ? 'it_IT' : 'en_US'}","set_cookies_on_root":"","cookie_domain":"","current_policy_id":"24","cookie_path":"\\/","categories":{"statistics":"statistiche","marketing":"marketing"},"tcf_active":"","placeholdertext":"Clicca per accettare i cookie {category} e abilitare questo contenuto","css_file":"\\/wp-content\\/uploads\\/complianz\\/css\\/banner-{banner_id}-{type}.css?v=19","page_links":{"eu":{"cookie-statement":{"title":"Cookie policy ","url":"\\/cookie-policy"},"privacy-statement":{"title":"Privacy policy","url":"\\/privacy-policy"}}},"tm_categories":"","forceEnableStats":"","preview":"","clean_cookies":"","aria_label":"Clicca per accettare i cookie {category} e abilitare questo contenuto"};</script>
<script src="/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=1739871920" id="cmplz-cookiebanner-js"></script>
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.27.4" id="elementor-pro-webpack-runtime-js"></script>
<script src="/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.27.6" id="elementor-frontend-js"></script>
</body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
