import type { SitePage } from './site-server.ts';

export type GelsiLanguage = 'it' | 'en';

/** A page of Cantina Colle dei Gelsi before the Shopify theme wraps it: what the admin stores. */
export interface GelsiPage {
  path: string;
  lang: GelsiLanguage;
  title: string;
  description: string;
  /** The other language's version; none when the page exists in one language only. */
  alternate?: string;
  /**
   * `page`: a page of the page editor (the title and its rich text in `.rte`); `policy`: a policy page;
   * `custom`: a template of sections whose body brings its own `shopify-section` wrappers.
   */
  template?: 'page' | 'policy' | 'custom';
  body: string;
  unlisted?: boolean;
}

export const GELSI_SITE = 'https://www.cantina-gelsi.test';
export const GELSI_PHONE = '045 683 1947';
export const GELSI_PHONE_INTL = '+39 045 683 1947';
export const GELSI_WHATSAPP = '+39 348 271 5590';
export const GELSI_WHATSAPP_HREF = 'https://wa.me/393482715590';
export const GELSI_EMAIL = 'info@cantina-gelsi.test';
export const GELSI_VAT = '04182730237';
export const GELSI_STREET = 'Via Colle dei Gelsi 7, località Castelrotto';
export const GELSI_TOWN = '37029 San Pietro in Cariano (VR)';

const cdn = (file: string) => `//www.cantina-gelsi.test/cdn/shop/files/${file}?v=1729634812`;

/** A section of the theme, as Shopify wraps each one. */
export const section = (id: string, html: string, cls = '') =>
  `<div id="shopify-section-template--19273846${id.length}__${id}" class="shopify-section ${cls}">
${html}
</div>`;

/** A rich-text section of the theme (heading and text, centred). */
export const richText = (id: string, heading: string, ...html: string[]) =>
  section(
    id,
    `<div class="isolate gradient color-scheme-1"><div class="rich-text content-container section-template--padding"><div class="rich-text__wrapper rich-text__wrapper--center page-width"><div class="rich-text__blocks center">${heading ? `<h2 class="rich-text__heading rte inline-richtext h1">${heading}</h2>` : ''}<div class="rich-text__text rte">${html.join('\n')}</div></div></div></div></div>`,
  );

/** An image-with-text section. */
export const imageWithText = (id: string, file: string, heading: string, ...html: string[]) =>
  section(
    id,
    `<div class="image-with-text image-with-text--no-overlap page-width isolate"><div class="image-with-text__grid grid grid--gapless grid--1-col grid--2-col-tablet"><div class="image-with-text__media-item grid__item"><div class="image-with-text__media media gradient color-scheme-1"><img src="${cdn(file)}&width=1500" alt="" loading="lazy" width="1500" height="1000"></div></div><div class="image-with-text__text-item grid__item"><div class="image-with-text__content image-with-text__content--middle content-container gradient color-scheme-1"><h2 class="image-with-text__heading inline-richtext h2">${heading}</h2><div class="image-with-text__text rte body">${html.join('\n')}</div></div></div></div></div>`,
  );

export const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('\n');
export const h2 = (text: string) => `<h2>${text}</h2>`;
export const h3 = (text: string) => `<h3>${text}</h3>`;
export const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** A table as the page editor saves it: no classes, the first row bold cells rather than `<th>`. */
export const table = (head: string[], rows: string[][]) =>
  `<table width="100%"><tbody><tr>${head.map((h) => `<td><strong>${h}</strong></td>`).join('')}</tr>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

/** Collapsible rows of the theme, `<details>` saved closed. */
export const collapsible = (id: string, heading: string, items: [q: string, a: string][]) =>
  section(
    id,
    `<div class="collapsible-content collapsible-none-layout isolate"><div class="page-width"><div class="grid"><div class="grid__item"><h2 class="collapsible-content__heading inline-richtext h1">${heading}</h2></div><div class="grid__item">${items
      .map(
        ([q, a], i) =>
          `<div class="accordion content-container color-scheme-1 gradient"><details id="Details-collapsible-row-${id}-${i}"><summary id="Summary-collapsible-row-${id}-${i}"><h3 class="accordion__title inline-richtext h4">${q}</h3><svg aria-hidden="true" focusable="false" class="icon icon-caret" viewBox="0 0 10 6"><path d="M9.354.646a.5.5 0 00-.708 0L5 4.293 1.354.646a.5.5 0 00-.708.708l4 4a.5.5 0 00.708 0l4-4a.5.5 0 000-.708z" fill="currentColor"></path></svg></summary><div class="accordion__content rte" id="CollapsibleAccordion-${id}-${i}" role="region" aria-labelledby="Summary-collapsible-row-${id}-${i}">${a}</div></details></div>`,
      )
      .join('')}</div></div></div></div>`,
  );

export interface ProductCard {
  name: string;
  href: string;
  file: string;
  /** The price as the card prints it: "€12,50" or "€12.50". */
  price: string;
  /** "Da" / "From" when the variants differ in price. */
  from?: string;
  compareAt?: string;
  soldOut?: boolean;
  vendor?: string;
}

const cardLabels = {
  it: {
    regular: 'Prezzo di listino',
    sale: 'Prezzo scontato',
    add: 'Aggiungi al carrello',
    soldOut: 'Esaurito',
    offer: 'In offerta',
    choose: 'Scegli le opzioni',
  },
  en: {
    regular: 'Regular price',
    sale: 'Sale price',
    add: 'Add to cart',
    soldOut: 'Sold out',
    offer: 'Sale',
    choose: 'Choose options',
  },
};

/** The theme's price block: the regular price, then the sale block that repeats it. */
export const priceBlock = (lang: GelsiLanguage, price: string, from = '', compareAt = '') => {
  const l = cardLabels[lang];
  return `<div class="price${compareAt ? ' price--on-sale' : ''}"><div class="price__container"><div class="price__regular"><span class="visually-hidden visually-hidden--inline">${l.regular}</span><span class="price-item price-item--regular">${from ? `${from} ` : ''}${price}</span></div><div class="price__sale"><span class="visually-hidden visually-hidden--inline">${l.regular}</span><span><s class="price-item price-item--regular">${compareAt}</s></span><span class="visually-hidden visually-hidden--inline">${l.sale}</span><span class="price-item price-item--sale price-item--last">${from ? `${from} ` : ''}${price}</span></div></div></div>`;
};

/** A `product-card` of the collection grid, with its quick-add button. */
export const productCard = (lang: GelsiLanguage, c: ProductCard, i: number) => {
  const l = cardLabels[lang];
  const badge = c.soldOut ? l.soldOut : c.compareAt ? l.offer : '';
  return `<li class="grid__item scroll-trigger animate--slide-in"><div class="card-wrapper product-card-wrapper underline-links-hover"><div class="card card--standard card--media"><div class="card__inner color-scheme-2 gradient ratio" style="--ratio-percent: 125.0%;"><div class="card__media"><div class="media media--transparent media--hover-effect"><img srcset="${cdn(c.file)}&width=165 165w, ${cdn(c.file)}&width=360 360w, ${cdn(c.file)}&width=533 533w" src="${cdn(c.file)}&width=533" sizes="(min-width: 1200px) 267px, (min-width: 990px) calc((100vw - 130px) / 4), calc((100vw - 35px) / 2)" alt="${c.name}" class="motion-reduce" loading="lazy" width="800" height="1000"></div></div></div><div class="card__content"><div class="card__information"><h3 class="card__heading h5" id="title-template--card-${i}"><a href="${c.href}" id="CardLink-template--card-${i}" class="full-unstyled-link">${c.name}</a></h3><div class="card-information">${c.vendor ? `<div class="caption-with-letter-spacing light">${c.vendor}</div>` : ''}<span class="caption-large light"></span>${priceBlock(lang, c.price, c.from, c.compareAt)}</div></div>${badge ? `<div class="card__badge bottom left"><span id="NoMediaStandardBadge-card-${i}" class="badge badge--bottom-left color-scheme-${c.soldOut ? '3' : '4'}">${badge}</span></div>` : ''}</div><div class="quick-add no-js-hidden"><product-form data-section-id="template--card"><form method="post" action="/cart/add" id="quick-add-card-${i}" accept-charset="UTF-8" class="form" enctype="multipart/form-data" novalidate="novalidate" data-type="add-to-cart-form"><input type="hidden" name="form_type" value="product"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="id" value="4689120${i}3317"><button id="quick-add-card-${i}-submit" type="submit" name="add" class="quick-add__submit button button--full-width button--secondary"${c.soldOut ? ' disabled' : ''}><span>${c.soldOut ? l.soldOut : c.from ? l.choose : l.add}</span><div class="loading__spinner hidden"></div></button></form></product-form></div></div></div></li>`;
};

export const productGrid = (lang: GelsiLanguage, cards: ProductCard[]) =>
  `<ul id="product-grid" data-id="template--product-grid" class="grid product-grid grid--2-col-tablet-down grid--4-col-desktop">${cards.map((c, i) => productCard(lang, c, i)).join('\n')}</ul>`;

export interface ProductPage {
  name: string;
  file: string;
  /** [option label, price]: the first is selected. */
  variants: [string, string][];
  compareAt?: string;
  description: string;
  /** Label/value lines of the product's metafields. */
  specs: [string, string][];
}

/** A product template: media gallery, title, price, the variant select, the buy buttons and the tabs. */
export const productMain = (lang: GelsiLanguage, pr: ProductPage) => {
  const add = lang === 'it' ? 'Aggiungi al carrello' : 'Add to cart';
  const buy = lang === 'it' ? 'Acquista ora' : 'Buy it now';
  const fmt = lang === 'it' ? 'Formato' : 'Size';
  const tax = lang === 'it' ? 'Imposte incluse.' : 'Tax included.';
  const ship = lang === 'it' ? 'Spese di spedizione' : 'Shipping';
  const shipHref = lang === 'it' ? '/pages/spedizioni' : '/en/pages/shipping';
  return section(
    'main',
    `<section id="MainProduct-template--main" class="page-width section-template--main-padding" data-section="template--main"><div class="product product--large product--left product--stacked grid grid--1-col grid--2-col-tablet"><div class="grid__item product__media-wrapper"><media-gallery id="MediaGallery-template--main" role="region" class="product__column-sticky" aria-label="Visualizzatore galleria"><ul id="Slider-Gallery-template--main" class="product__media-list contains-media grid grid--peek list-unstyled slider slider--mobile" role="list"><li id="Slide-template--main-1" class="product__media-item grid__item slider__slide is-active"><div class="product-media-container media-type-image media-fit-contain global-media-settings gradient constrain-height" style="--ratio: 0.8; --preview-ratio: 0.8;"><img src="${cdn(pr.file)}&width=1946" alt="${pr.name}" width="1946" height="2432" loading="eager"></div></li></ul></media-gallery></div><div class="product__info-wrapper grid__item"><section id="ProductInfo-template--main" class="product__info-container"><p class="product__text inline-richtext caption-with-letter-spacing">Cantina Colle dei Gelsi</p><div class="product__title"><h1>${pr.name}</h1></div><div class="no-js-hidden" id="price-template--main" role="status">${priceBlock(lang, pr.variants[0]![1], '', pr.compareAt)}</div><div class="product__tax caption rte">${tax} <a href="${shipHref}">${ship}</a> ${lang === 'it' ? 'calcolate al checkout.' : 'calculated at checkout.'}</div><variant-selects id="variant-selects-template--main" data-section="template--main"><div class="product-form__input product-form__input--dropdown"><label class="form__label" for="Option-template--main-0">${fmt}</label><div class="select"><select id="Option-template--main-0" class="select__select" name="options[${fmt}]" form="product-form-template--main">${pr.variants
      .map(
        ([label, price], i) =>
          `<option value="${label}"${i === 0 ? ' selected="selected"' : ''}>${label} – ${price}</option>`,
      )
      .join(
        '',
      )}</select></div></div><script type="application/json" data-selected-variant>{"id":46891203317,"available":true}</script></variant-selects><div class="product-form__input product-form__quantity"><label class="quantity__label form__label" for="Quantity-template--main">${lang === 'it' ? 'Quantità' : 'Quantity'}</label><quantity-input class="quantity"><button class="quantity__button" name="minus" type="button">−</button><input class="quantity__input" type="number" name="quantity" id="Quantity-template--main" min="1" value="1" form="product-form-template--main"><button class="quantity__button" name="plus" type="button">+</button></quantity-input></div><div><product-form class="product-form" data-section-id="template--main"><form method="post" action="/cart/add" id="product-form-template--main" accept-charset="UTF-8" class="form" enctype="multipart/form-data" novalidate="novalidate" data-type="add-to-cart-form"><input type="hidden" name="form_type" value="product"><input type="hidden" name="id" value="46891203317" class="product-variant-id"><div class="product-form__buttons"><button id="ProductSubmitButton-template--main" type="submit" name="add" class="product-form__submit button button--full-width button--secondary"><span>${add}</span></button><div data-shopify="payment-button" class="shopify-payment-button"><button class="shopify-payment-button__button shopify-payment-button__button--unbranded">${buy}</button></div></div></form></product-form></div><div class="product__description rte quick-add-hidden">${pr.description}</div><div class="product__accordion accordion quick-add-hidden"><details id="Details-specs-template--main"><summary><div class="summary__title"><h2 class="h4 accordion__title inline-richtext">${lang === 'it' ? 'Scheda tecnica' : 'Technical sheet'}</h2></div></summary><div class="accordion__content rte" id="ProductAccordion-specs"><ul class="product-specs">${pr.specs
      .map(([k, v]) => `<li><span class="spec-label">${k}</span><span class="spec-value">${v}</span></li>`)
      .join('')}</ul></div></details></div></section></div></div></section>`,
    'section',
  );
};

type MenuEntry = [label: string, href: string, children?: [string, string][]];

const menus: Record<GelsiLanguage, MenuEntry[]> = {
  it: [
    ['Home', '/'],
    [
      'Visite e degustazioni',
      '/pages/degustazioni',
      [
        ['Degustazioni', '/pages/degustazioni'],
        ['Visite per gruppi', '/pages/visite-per-gruppi'],
        ['Buoni regalo', '/pages/buoni-regalo'],
        ['Eventi', '/pages/eventi'],
      ],
    ],
    [
      'Shop',
      '/collections/vini',
      [
        ['Tutti i vini', '/collections/vini'],
        ['Amarone Classico 2019', '/products/amarone-della-valpolicella-classico-2019'],
        ['Ripasso Superiore 2022', '/products/valpolicella-ripasso-superiore-2022'],
        ['Valpolicella Classico 2024', '/products/valpolicella-classico-2024'],
        ['Recioto 2020', '/products/recioto-della-valpolicella-2020'],
        ['Spedizioni e resi', '/pages/spedizioni'],
      ],
    ],
    [
      'La cantina',
      '/pages/amarone-e-ripasso',
      [
        ['Amarone e Ripasso', '/pages/amarone-e-ripasso'],
        ['Agriturismo', '/pages/agriturismo'],
        ['News', '/blogs/news'],
      ],
    ],
    [
      'Info',
      '/pages/orari-e-contatti',
      [
        ['Orari e contatti', '/pages/orari-e-contatti'],
        ['Come raggiungerci', '/pages/come-raggiungerci'],
        ['Accessibilità', '/pages/accessibilita'],
        ['Domande frequenti', '/pages/faq'],
      ],
    ],
  ],
  en: [
    ['Home', '/en'],
    [
      'Tours & tastings',
      '/en/pages/tastings',
      [
        ['Tastings', '/en/pages/tastings'],
        ['Visiting from abroad', '/en/pages/visiting-from-abroad'],
      ],
    ],
    [
      'Shop',
      '/en/collections/wines',
      [
        ['All wines', '/en/collections/wines'],
        ['Amarone Classico 2019', '/en/products/amarone-della-valpolicella-classico-2019'],
        ['Shipping & returns', '/en/pages/shipping'],
      ],
    ],
    [
      'The winery',
      '/en/pages/amarone-and-ripasso',
      [
        ['Amarone & Ripasso', '/en/pages/amarone-and-ripasso'],
        ['Farm stay', '/en/pages/farm-stay'],
      ],
    ],
    [
      'Info',
      '/en/pages/hours-and-contact',
      [
        ['Hours & contact', '/en/pages/hours-and-contact'],
        ['Getting here', '/en/pages/getting-here'],
        ['Accessibility', '/en/pages/accessibility'],
        ['FAQ', '/en/pages/faq'],
      ],
    ],
  ],
};

const words = {
  it: {
    skip: 'Vai direttamente ai contenuti',
    announce:
      'Spedizione gratuita in Italia per ordini da 89 € · Mercatino di Natale in cantina: 5-6 e 12-13 dicembre',
    cartEmpty: 'Il tuo carrello è vuoto',
    keepShopping: 'Continua lo shopping',
    cart: 'Carrello',
    search: 'Cerca',
    menu: 'Menu',
    language: 'Lingua',
    shopHours: 'Punto vendita in cantina',
    hours: [
      'Lunedì–venerdì: 9:00–12:30 e 14:30–18:30',
      'Sabato: 9:30–18:00 (orario continuato)',
      'Domenica: chiuso',
    ],
    info: 'Informazioni',
    news: 'Iscriviti alla newsletter',
    newsText: 'Novità dalla cantina, eventi e offerte riservate. Niente spam, promesso.',
    email: 'Email',
    subscribe: 'Iscriviti',
    payments: 'Metodi di pagamento',
    legal: [
      ['Condizioni di vendita', '/policies/terms-of-service'],
      ['Privacy policy', '/policies/privacy-policy'],
      ['Spedizioni e resi', '/pages/spedizioni'],
    ],
    drink: 'Vendita di alcolici riservata ai maggiorenni. Bevi responsabilmente.',
    cookie:
      'Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità come specificato nella <a href="/policies/privacy-policy" class="iubenda-cs-cookie-policy-lnk">cookie policy</a>. Puoi liberamente prestare, rifiutare o revocare il tuo consenso, in qualsiasi momento.',
    accept: 'Accetta',
    reject: 'Rifiuta',
    customise: 'Scopri di più e personalizza',
  },
  en: {
    skip: 'Skip to content',
    announce:
      'Free shipping in Italy on orders from €89 · Christmas market at the cellar: 5-6 and 12-13 December',
    cartEmpty: 'Your cart is empty',
    keepShopping: 'Continue shopping',
    cart: 'Cart',
    search: 'Search',
    menu: 'Menu',
    language: 'Language',
    shopHours: 'Cellar shop',
    hours: [
      'Monday–Friday: 9am–12.30pm and 2.30pm–6.30pm',
      'Saturday: 9.30am–6pm (no lunch break)',
      'Sunday: closed',
    ],
    info: 'Information',
    news: 'Subscribe to our newsletter',
    newsText: 'News from the cellar, events and subscriber offers. No spam, promise.',
    email: 'Email',
    subscribe: 'Subscribe',
    payments: 'Payment methods',
    legal: [
      ['Terms of sale (Italian)', '/policies/terms-of-service'],
      ['Privacy policy (Italian)', '/policies/privacy-policy'],
      ['Shipping & returns', '/en/pages/shipping'],
    ],
    drink: 'Alcohol is sold to adults (18+) only. Please drink responsibly.',
    cookie:
      'We and selected third parties use cookies or similar technologies for technical purposes and, with your consent, for other purposes as specified in the <a href="/policies/privacy-policy" class="iubenda-cs-cookie-policy-lnk">cookie policy</a>. You can freely give, deny, or withdraw your consent at any time.',
    accept: 'Accept',
    reject: 'Reject',
    customise: 'Learn more and customise',
  },
} as const;

const desktopMenu = (lang: GelsiLanguage, current: string) =>
  `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${menus[lang]
    .map(([label, href, children], i) =>
      children
        ? `<li><header-menu><details id="Details-HeaderMenu-${i + 1}" class="mega-menu"><summary id="HeaderMenu-${label.toLowerCase().replace(/[^a-z]+/g, '-')}" class="header__menu-item list-menu__item link focus-inset"><span>${label}</span><svg aria-hidden="true" focusable="false" class="icon icon-caret" viewBox="0 0 10 6"><path d="M9.354.646a.5.5 0 00-.708 0L5 4.293 1.354.646a.5.5 0 00-.708.708l4 4a.5.5 0 00.708 0l4-4a.5.5 0 000-.708z" fill="currentColor"></path></svg></summary><div id="MegaMenu-Content-${i + 1}" class="mega-menu__content color-scheme-1 gradient motion-reduce global-settings-popup" tabindex="-1"><ul class="mega-menu__list page-width mega-menu__list--condensed" role="list">${children
            .map(
              ([l, h]) =>
                `<li><a href="${h}" class="mega-menu__link mega-menu__link--level-2 link"${h === current ? ' aria-current="page"' : ''}>${l}</a></li>`,
            )
            .join('')}</ul></div></details></header-menu></li>`
        : `<li><a href="${href}" class="header__menu-item list-menu__item link link--text focus-inset"${href === current ? ' aria-current="page"' : ''}><span>${label}</span></a></li>`,
    )
    .join('')}</ul></nav>`;

/** The mobile drawer: the same menu again, inside a closed `<details>`. */
const drawerMenu = (lang: GelsiLanguage) =>
  `<header-drawer data-breakpoint="tablet"><details id="Details-menu-drawer-container" class="menu-drawer-container"><summary class="header__icon header__icon--menu header__icon--summary link focus-inset" aria-label="${words[lang].menu}"><span><svg class="icon icon-hamburger" aria-hidden="true" focusable="false" viewBox="0 0 18 16"><path d="M1 .5a.5.5 0 100 1h15.71a.5.5 0 000-1H1zM.5 8a.5.5 0 01.5-.5h15.71a.5.5 0 010 1H1A.5.5 0 01.5 8zm0 7a.5.5 0 01.5-.5h15.71a.5.5 0 010 1H1a.5.5 0 01-.5-.5z" fill="currentColor"></path></svg></span></summary><div id="menu-drawer" class="gradient menu-drawer motion-reduce color-scheme-1"><div class="menu-drawer__inner-container"><div class="menu-drawer__navigation-container"><nav class="menu-drawer__navigation"><ul class="menu-drawer__menu has-submenu list-menu" role="list">${menus[
    lang
  ]
    .map(([label, href, children]) =>
      children
        ? `<li><details id="Details-menu-drawer-${label.toLowerCase().replace(/[^a-z]+/g, '-')}"><summary class="menu-drawer__menu-item list-menu__item link link--text focus-inset">${label}</summary><div class="menu-drawer__submenu has-submenu gradient motion-reduce" tabindex="-1"><div class="menu-drawer__inner-submenu"><ul class="menu-drawer__menu list-menu" role="list" tabindex="-1">${children.map(([l, h]) => `<li><a href="${h}" class="menu-drawer__menu-item link link--text list-menu__item focus-inset">${l}</a></li>`).join('')}</ul></div></div></details></li>`
        : `<li><a href="${href}" class="menu-drawer__menu-item list-menu__item link link--text focus-inset">${label}</a></li>`,
    )
    .join(
      '',
    )}</ul></nav><div class="menu-drawer__utility-links"><a href="https://shopify.com/12873460/account?locale=${lang}" class="menu-drawer__account link focus-inset h5 medium-hide large-up-hide">Account</a></div></div></div></div></details></header-drawer>`;

const languageForm = (page: GelsiPage, id: string) => {
  const itHref = page.lang === 'it' ? page.path : (page.alternate ?? '/');
  const enHref = page.lang === 'en' ? page.path : (page.alternate ?? '/en');
  return `<localization-form><form method="post" action="/localization" id="${id}" accept-charset="UTF-8" class="localization-form" enctype="multipart/form-data"><input type="hidden" name="form_type" value="localization"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="_method" value="put"><input type="hidden" name="return_to" value="${page.path}"><div><h2 class="visually-hidden" id="${id}Label">${words[page.lang].language}</h2><div class="disclosure"><button type="button" class="disclosure__button localization-form__select localization-selector link link--text caption-large" aria-expanded="false" aria-controls="${id}List" aria-describedby="${id}Label"><span>${page.lang === 'it' ? 'Italiano' : 'English'}</span></button><div class="disclosure__list-wrapper" hidden><ul id="${id}List" role="list" class="disclosure__list list-unstyled"><li class="disclosure__item" tabindex="-1"><a class="link link--text disclosure__link caption-large focus-inset" href="${itHref}" hreflang="it" lang="it"${page.lang === 'it' ? ' aria-current="true"' : ''} data-value="it">Italiano</a></li><li class="disclosure__item" tabindex="-1"><a class="link link--text disclosure__link caption-large focus-inset" href="${enHref}" hreflang="en" lang="en"${page.lang === 'en' ? ' aria-current="true"' : ''} data-value="en">English</a></li></ul></div></div><input type="hidden" name="locale_code" value="${page.lang}"></div></form></localization-form>`;
};

const paymentIcons = ['Visa', 'Mastercard', 'Maestro', 'PayPal', 'Apple Pay', 'Google Pay', 'Shopify Pay']
  .map(
    (n) =>
      `<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-${n.toLowerCase().replace(/ /g, '_')}"><title id="pi-${n.toLowerCase().replace(/ /g, '_')}">${n}</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"></path></svg></li>`,
  )
  .join('');

const footer = (page: GelsiPage) => {
  const w = words[page.lang];
  const home = page.lang === 'it' ? '/' : '/en';
  return `<div id="shopify-section-sections--19273846__footer" class="shopify-section shopify-section-group-footer-group">
<footer class="footer color-scheme-2 gradient section-sections--footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet"><div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Cantina Colle dei Gelsi</h2><div class="footer-block__details-content rte"><p>${GELSI_STREET}<br>${GELSI_TOWN} – Valpolicella Classica</p><p>Tel. <a href="tel:+390456831947">${GELSI_PHONE_INTL}</a><br>WhatsApp <a href="${GELSI_WHATSAPP_HREF}">${GELSI_WHATSAPP}</a><br><a href="mailto:${GELSI_EMAIL}">${GELSI_EMAIL}</a></p></div></div><div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">${w.shopHours}</h2><div class="footer-block__details-content rte"><p>${w.hours.join('<br>')}</p></div></div><div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">${w.info}</h2><ul class="footer-block__details-content list-unstyled">${w.legal.map(([l, h]) => `<li><a href="${h}" class="link link--text list-menu__item list-menu__item--link">${l}</a></li>`).join('')}</ul></div><div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">${w.news}</h2><p>${w.newsText}</p><form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="contact[tags]" value="newsletter"><div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--footer" type="email" name="contact[email]" class="field__input" autocomplete="email" placeholder="${w.email}" required><label class="field__label" for="NewsletterForm--footer">${w.email}</label><button type="submit" class="newsletter-form__button field__button" name="commit" aria-label="${w.subscribe}">→</button></div></div></form></div></div></div><div class="footer__content-bottom"><div class="footer__content-bottom-wrapper page-width"><div class="footer__column footer__localization isolate">${languageForm(page, 'FooterLanguageForm')}</div></div><div class="footer__content-bottom-wrapper page-width"><div class="footer__column footer__column--info"><div class="footer__payment"><span class="visually-hidden">${w.payments}</span><ul class="list list-payment" role="list">${paymentIcons}</ul></div><div class="footer__copyright caption"><small class="copyright__content">© 2026, <a href="${home}" title="">Cantina Colle dei Gelsi</a> · Società Agricola Gelsi s.s. · P.IVA ${GELSI_VAT}</small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small><small class="copyright__content">${w.drink}</small></div></div></div></div></footer>
</div>`;
};

const iubenda = (lang: GelsiLanguage) => {
  const w = words[lang];
  return `<div id="iubenda-cs-banner" class="iubenda-cs-default-floating iubenda-cs-bottom iubenda-cs-visible" role="alertdialog" aria-labelledby="iubenda-cs-title" aria-describedby="iubenda-cs-paragraph"><div class="iubenda-cs-container"><div class="iubenda-cs-content"><div class="iubenda-cs-rationale"><button type="button" class="iubenda-cs-close-btn" tabindex="0" role="button" aria-pressed="false">×</button><div class="iubenda-banner-content" role="document"><div id="iubenda-cs-title">Informativa</div><div id="iubenda-cs-paragraph"><p class="iub-p">${w.cookie}</p></div></div><div class="iubenda-cs-opt-group" role="group"><div class="iubenda-cs-opt-group-custom"><button class="iubenda-cs-customize-btn" tabindex="0" role="button" aria-pressed="false">${w.customise}</button></div><div class="iubenda-cs-opt-group-consent"><button class="iubenda-cs-reject-btn iubenda-cs-btn-primary" tabindex="0" role="button" aria-pressed="false">${w.reject}</button><button class="iubenda-cs-accept-btn iubenda-cs-btn-primary" tabindex="0" role="button" aria-pressed="false">${w.accept}</button></div></div></div></div></div></div>`;
};

/** Wraps a page in the theme: head, cart drawer, announcement bar, header, main, footer, cookie banner. */
export function gelsiLayout(page: GelsiPage): SitePage {
  const w = words[page.lang];
  const template = page.template ?? 'page';
  const home = page.lang === 'it' ? '/' : '/en';
  const alternates = page.alternate
    ? `<link rel="alternate" hreflang="${page.lang}" href="${GELSI_SITE}${page.path}">
<link rel="alternate" hreflang="${page.lang === 'it' ? 'en' : 'it'}" href="${GELSI_SITE}${page.alternate}">
<link rel="alternate" hreflang="x-default" href="${GELSI_SITE}${page.lang === 'it' ? page.path : page.alternate}">`
    : `<link rel="alternate" hreflang="${page.lang}" href="${GELSI_SITE}${page.path}">`;
  const isHome = page.path === '/' || page.path === '/en';
  const logo = `<img src="${cdn('logo-colle-dei-gelsi.png')}&width=240" alt="Cantina Colle dei Gelsi" srcset="${cdn('logo-colle-dei-gelsi.png')}&width=240 240w, ${cdn('logo-colle-dei-gelsi.png')}&width=480 480w" width="240" height="88" class="header__heading-logo motion-reduce">`;
  const main =
    template === 'custom'
      ? page.body
      : section(
          'main',
          `<div class="page-width page-width--narrow section-template--main-padding"><h1 class="main-page-title page-title h0 scroll-trigger animate--fade-in">${page.title}</h1><div class="rte scroll-trigger animate--slide-in">
${page.body}
</div></div>`,
        );
  const html = `<!doctype html>
<html class="no-js" lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="">
<link rel="canonical" href="${GELSI_SITE}${page.path}">
${alternates}
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<link rel="icon" type="image/png" href="${cdn('favicon-gelso.png')}&crop=center&height=32&width=32">
<title>${page.title} – Cantina Colle dei Gelsi</title>
<meta name="description" content="${page.description}">
<meta property="og:site_name" content="Cantina Colle dei Gelsi">
<meta property="og:url" content="${GELSI_SITE}${page.path}">
<meta property="og:title" content="${page.title}">
<meta property="og:type" content="website">
<meta property="og:description" content="${page.description}">
<script src="//www.cantina-gelsi.test/cdn/shop/t/7/assets/constants.js?v=132983761750457495441729634812" defer="defer"></script>
<script src="//www.cantina-gelsi.test/cdn/shop/t/7/assets/global.js?v=37284204640041572741729634812" defer="defer"></script>
<script>window.Shopify = window.Shopify || {}; Shopify.shop = "colle-dei-gelsi.myshopify.com"; Shopify.locale = "${page.lang}"; Shopify.currency = {"active":"EUR","rate":"1.0"}; Shopify.country = "IT"; Shopify.theme = {"name":"Dawn – Gelsi 2024","id":141238951966,"schema_name":"Dawn","schema_version":"15.0.0","role":"main"};</script>
<script type="text/javascript">var _iub = _iub || []; _iub.csConfiguration = {"siteId":3587211,"cookiePolicyId":81736254,"lang":"${page.lang}","banner":{"acceptButtonDisplay":true,"customizeButtonDisplay":true,"rejectButtonDisplay":true,"position":"float-bottom-center"}};</script>
<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/3587211.js"></script>
<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
<link href="//www.cantina-gelsi.test/cdn/shop/t/7/assets/base.css?v=144968985024194912401729634812" rel="stylesheet" type="text/css" media="all">
<link rel="stylesheet" href="//www.cantina-gelsi.test/cdn/shop/t/7/assets/component-cart-drawer.css?v=112801333748515159671729634812" media="print" onload="this.media='all'">
</head>
<body class="gradient template-${template === 'custom' ? (page.path.includes('/products/') ? 'product' : page.path.includes('/collections/') ? 'collection' : page.path.includes('/blogs/') ? 'article' : isHome ? 'index' : 'page') : template}">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">${w.skip}</a>
<link href="//www.cantina-gelsi.test/cdn/shop/t/7/assets/quantity-popover.css?v=78745769908715669131729634812" rel="stylesheet" type="text/css" media="all">
<cart-drawer class="drawer is-empty"><div id="CartDrawer" class="cart-drawer"><div id="CartDrawer-Overlay" class="cart-drawer__overlay"></div><div class="drawer__inner gradient color-scheme-1" role="dialog" aria-modal="true" aria-label="${w.cart}" tabindex="-1"><div class="drawer__inner-empty"><div class="cart-drawer__warnings center"><div class="cart-drawer__empty-content"><h2 class="cart__empty-text">${w.cartEmpty}</h2><button class="drawer__close" type="button" aria-label="Chiudi">×</button><a href="${page.lang === 'it' ? '/collections/vini' : '/en/collections/wines'}" class="button">${w.keepShopping}</a></div></div></div><div class="drawer__header"><h2 class="drawer__heading">${w.cart}</h2></div><cart-drawer-items class="is-empty"><form action="/cart" id="CartDrawer-Form" class="cart__contents cart-drawer__form" method="post"><div id="CartDrawer-CartItems" class="drawer__contents js-contents"><p id="CartDrawer-LiveRegionText" class="visually-hidden" role="status"></p></div></form></cart-drawer-items><div class="drawer__footer"><div class="cart-drawer__footer"><div class="totals" role="status"><h2 class="totals__total">Totale stimato</h2><p class="totals__total-value">€0,00 EUR</p></div></div><div class="cart__ctas"><button type="submit" id="CartDrawer-Checkout" class="cart__checkout-button button" name="checkout" form="CartDrawer-Form" disabled>Check-out</button></div></div></div></div></cart-drawer>
<div id="shopify-section-sections--19273846__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="utility-bar color-scheme-3 gradient utility-bar--bottom-border"><div class="page-width utility-bar__grid"><div class="announcement-bar" role="region" aria-label="Annuncio"><div class="page-width"><p class="announcement-bar__message h5"><span>${w.announce}</span></p></div></div><div class="localization-wrapper">${languageForm(page, 'HeaderLanguageForm')}</div></div></div></div>
<div id="shopify-section-sections--19273846__header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-social header--has-localizations">
${drawerMenu(page.lang)}
${isHome ? `<h1 class="header__heading"><a href="${home}" class="header__heading-link link link--text focus-inset">${logo}</a></h1>` : `<a href="${home}" class="header__heading-link link link--text focus-inset">${logo}</a>`}
${desktopMenu(page.lang, page.path)}
<div class="header__icons header__icons--localization header-localization"><details-modal class="header__search"><details><summary class="header__icon header__icon--search header__icon--summary link focus-inset modal__toggle" aria-haspopup="dialog" aria-label="${w.search}"><span><svg class="modal__toggle-open icon icon-search" aria-hidden="true" focusable="false"><use href="#icon-search"></use></svg></span></summary><div class="search-modal modal__content gradient" role="dialog" aria-modal="true" aria-label="${w.search}"><div class="modal-overlay"></div><div class="search-modal__content search-modal__content-bottom" tabindex="-1"><predictive-search class="search-modal__form" data-loading-text="Caricamento in corso..."><form action="/search" method="get" role="search" class="search search-modal__form"><div class="field"><input class="search__input field__input" id="Search-In-Modal" type="search" name="q" value="" placeholder="${w.search}" role="combobox" aria-expanded="false" aria-owns="predictive-search-results" aria-controls="predictive-search-results" aria-haspopup="listbox" aria-autocomplete="list" autocorrect="off" autocomplete="off" autocapitalize="off" spellcheck="false"><label class="field__label" for="Search-In-Modal">${w.search}</label><input type="hidden" name="options[prefix]" value="last"></div></form></predictive-search></div></div></details></details-modal><a href="https://shopify.com/12873460/account?locale=${page.lang}&region_country=IT" class="header__icon header__icon--account link focus-inset small-hide" rel="nofollow"><span class="visually-hidden">Account</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">${w.cart}</span></a></div>
</header></sticky-header></div>
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${main}
</main>
${footer(page)}
${iubenda(page.lang)}
<script>window.shopUrl = '${GELSI_SITE}'; window.routes = {cart_add_url: '/cart/add', cart_change_url: '/cart/change', cart_update_url: '/cart/update', cart_url: '/cart', predictive_search_url: '/search/suggest'};</script>
</body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
