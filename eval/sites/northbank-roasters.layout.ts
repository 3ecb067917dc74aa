import type { SitePage } from './site-server.ts';

export type NorthbankLanguage = 'en' | 'it';

/** A page of Northbank Coffee Roasters before layout: the sections of its template, as the theme renders them. */
export interface NorthbankPage {
  path: string;
  lang: NorthbankLanguage;
  title: string;
  description: string;
  /** The Shopify template, printed in the body class and the analytics blob. */
  template: 'index' | 'collection' | 'product' | 'page' | 'blog' | 'article' | 'policy' | '404';
  /** The same page in the other language; none when it was never translated. */
  alternate?: string;
  /** What goes inside <main id="MainContent">: one or more shopify-section blocks. */
  main: string;
  head?: string;
  unlisted?: boolean;
}

export const NB_PHONE = '0113 496 0732';
export const NB_EMAIL = 'hello@northbank-roasters.test';
export const NB_WHOLESALE_EMAIL = 'wholesale@northbank-roasters.test';
export const NB_ADDRESS = 'Arch 7, Northbank Yard, Kirkstall Road, Leeds LS4 2AZ';
export const NB_COMPANY_NO = '11482093';

const SITE = 'https://northbank-roasters.test';
export const CDN = '//northbank-roasters.test/cdn/shop';

// Shopify numbers every section of a template; a counter keeps the ids stable between runs.
let nextSection = 1;
const sectionId = (name: string) => `template--2218${String(nextSection++).padStart(5, '0')}__${name}`;

/** A theme section wrapper, as Shopify prints it around every section of a template. */
export const shopifySection = (name: string, inner: string, extraClass = 'section') =>
  `<div id="shopify-section-${sectionId(name)}" class="shopify-section ${extraClass}">
${inner}
</div>`;

/** A rich-text section (the theme's "Rich text" or "Page" section). */
export const richText = (inner: string) =>
  shopifySection(
    'rich_text',
    `<div class="isolate gradient color-scheme-1"><div class="rich-text content-container color-scheme-1 gradient rich-text--full-width content-container--full-width section-rich-text-padding">
  <div class="rich-text__wrapper rich-text__wrapper--center page-width">
    <div class="rich-text__blocks center">
${inner}
    </div>
  </div>
</div></div>`,
  );

/** The "Page" section: the page's title and the body from the page editor. */
export const pageSection = (title: string, body: string) =>
  shopifySection(
    'main',
    `<div class="page-width page-width--narrow section-main-padding">
  <h1 class="main-page-title page-title h0 scroll-trigger animate--fade-in">${title}</h1>
  <div class="rte scroll-trigger animate--slide-in">
${body}
  </div>
</div>`,
  );

/** An image-with-text section, the image only as a lazy <img> with an alt. */
export const imageWithText = (image: string, alt: string, inner: string) =>
  shopifySection(
    'image_with_text',
    `<div class="page-width section-image-with-text-padding gradient color-scheme-2">
  <div class="image-with-text image-with-text--no-overlap isolate">
    <div class="image-with-text__grid grid grid--gapless grid--1-col grid--2-col-tablet">
      <div class="image-with-text__media-item image-with-text__media-item--small grid__item"><div class="image-with-text__media media--transparent gradient color-scheme-2 global-media-settings media" style="padding-bottom:66.6%;">
        <img src="${CDN}/files/${image}?v=1729&amp;width=1500" alt="${alt}" srcset="${CDN}/files/${image}?v=1729&amp;width=165 165w, ${CDN}/files/${image}?v=1729&amp;width=360 360w, ${CDN}/files/${image}?v=1729&amp;width=535 535w" width="1500" height="1000" loading="lazy" sizes="(min-width: 1200px) 550px, (min-width: 750px) calc((100vw - 130px) / 2), calc((100vw - 50px) / 2)">
      </div></div>
      <div class="image-with-text__text-item grid__item"><div class="image-with-text__content image-with-text__content--top image-with-text__content--desktop-left image-with-text__content--mobile-left image-with-text__content--adapt gradient color-scheme-2 content-container">
${inner}
      </div></div>
    </div>
  </div>
</div>`,
  );

/** A collapsible-content section (theme FAQ blocks): every question a <details> with its <summary>. */
export const collapsible = (heading: string, rows: [string, string][], id: string) =>
  shopifySection(
    'collapsible_content',
    `<div class="collapsible-content collapsible-none-layout isolate">
  <div class="collapsible-content__wrapper page-width section-collapsible-content-padding">
    <div class="collapsible-content-wrapper-narrow">
      <div class="collapsible-content__header"><h2 class="collapsible-content__heading inline-richtext h1" id="${id}">${heading}</h2></div>
      <div class="grid grid--1-col">
${rows
  .map(
    (
      [q, a],
      i,
    ) => `        <div class="collapsible-content__grid"><div class="grid__item"><div class="accordion content-container color-scheme-1 gradient">
          <details id="Details-${id}-${i + 1}">
            <summary id="Summary-${id}-${i + 1}"><svg class="icon icon-accordion" aria-hidden="true" focusable="false" viewBox="0 0 20 20"><use href="#icon-chat-bubble"></use></svg><h3 class="accordion__title inline-richtext h4">${q}</h3><svg aria-hidden="true" focusable="false" class="icon icon-caret" viewBox="0 0 10 6"><path d="M9.354.646a.5.5 0 00-.708 0L5 4.293 1.354.646a.5.5 0 00-.708.708l4 4a.5.5 0 00.708 0l4-4a.5.5 0 000-.708z"></path></svg></summary>
            <div class="accordion__content rte" id="CollapsibleAccordion-${id}-${i + 1}" role="region" aria-labelledby="Summary-${id}-${i + 1}">${a}</div>
          </details>
        </div></div></div>`,
  )
  .join('\n')}
      </div>
    </div>
  </div>
</div>`,
  );

/** A product as the grid cards print it. */
export interface CardProduct {
  handle: string;
  title: string;
  /** The lowest price, as the money format prints it: '£9.50'. */
  price: string;
  /** Several variants at different prices: 'From £9.50'. */
  from?: boolean;
  soldOut?: boolean;
  notes?: string;
  image: string;
}

/**
 * A product grid card as Dawn prints it: the title twice (over the image and under it), the price in a
 * regular and a sale block with visually hidden labels, an empty unit price, and the badge twice.
 */
export function productCard(p: CardProduct, lang: NorthbankLanguage): string {
  const t =
    lang === 'it'
      ? {
          regular: 'Prezzo di listino',
          sale: 'Prezzo di vendita',
          unit: 'Prezzo unitario',
          per: 'per',
          from: 'Da',
          sold: 'Esaurito',
        }
      : {
          regular: 'Regular price',
          sale: 'Sale price',
          unit: 'Unit price',
          per: 'per',
          from: 'From',
          sold: 'Sold out',
        };
  const amount = `${p.from ? `${t.from} ` : ''}${p.price} GBP`;
  const badge = p.soldOut
    ? `<div class="card__badge bottom left"><span id="NoMediaStandardBadge-${p.handle}" class="badge badge--bottom-left color-scheme-3">${t.sold}</span></div>`
    : '<div class="card__badge bottom left"></div>';
  return `<li class="grid__item scroll-trigger animate--slide-in" data-cascade>
  <div class="card-wrapper product-card-wrapper underline-links-hover">
    <div class="card card--standard card--media" style="--ratio-percent: 100.0%;">
      <div class="card__inner color-scheme-2 gradient ratio" style="--ratio-percent: 100.0%;">
        <div class="card__media"><div class="media media--transparent media--hover-effect">
          <img srcset="${CDN}/files/${p.image}?v=1729&amp;width=165 165w, ${CDN}/files/${p.image}?v=1729&amp;width=360 360w, ${CDN}/files/${p.image}?v=1729&amp;width=533 533w" src="${CDN}/files/${p.image}?v=1729&amp;width=533" sizes="(min-width: 1200px) 267px, (min-width: 990px) calc((100vw - 130px) / 4), (min-width: 750px) calc((100vw - 120px) / 3), calc((100vw - 35px) / 2)" alt="" class="motion-reduce" loading="lazy" width="1200" height="1200">
        </div></div>
        <div class="card__content">
          <div class="card__information"><h3 class="card__heading"><a href="/products/${p.handle}" id="StandardCardNoMediaLink-${p.handle}" class="full-unstyled-link" aria-labelledby="StandardCardNoMediaLink-${p.handle} NoMediaStandardBadge-${p.handle}">${p.title}</a></h3></div>
          ${badge}
        </div>
      </div>
      <div class="card__content">
        <div class="card__information">
          <h3 class="card__heading h5" id="title-${p.handle}"><a href="/products/${p.handle}" id="CardLink-${p.handle}" class="full-unstyled-link" aria-labelledby="CardLink-${p.handle} Badge-${p.handle}">${p.title}</a></h3>
          <div class="card-information">
            ${p.notes ? `<span class="caption-large light">${p.notes}</span>` : ''}
            <div class="price${p.soldOut ? ' price--sold-out' : ''}">
              <div class="price__container">
                <div class="price__regular"><span class="visually-hidden visually-hidden--inline">${t.regular}</span><span class="price-item price-item--regular">${amount}</span></div>
                <div class="price__sale"><span class="visually-hidden visually-hidden--inline">${t.regular}</span><span><s class="price-item price-item--regular"></s></span><span class="visually-hidden visually-hidden--inline">${t.sale}</span><span class="price-item price-item--sale price-item--last">${amount}</span></div>
                <small class="unit-price caption hidden"><span class="visually-hidden">${t.unit}</span><span class="price-item price-item--last"><span></span><span aria-hidden="true">/</span><span class="visually-hidden">&nbsp;${t.per}&nbsp;</span><span></span></span></small>
              </div>
            </div>
          </div>
        </div>
        ${badge.replace(`NoMediaStandardBadge-${p.handle}`, `Badge-${p.handle}`)}
      </div>
    </div>
  </div>
</li>`;
}

/** A grid of product cards under a title, with a "View all" button. */
export const productGrid = (
  title: string,
  products: CardProduct[],
  lang: NorthbankLanguage,
  viewAll?: string,
) =>
  shopifySection(
    'featured_collection',
    `<div class="color-scheme-1 isolate gradient"><div class="collection section-featured-collection-padding">
  <div class="collection__title title-wrapper title-wrapper--no-top-margin page-width"><h2 class="title inline-richtext h2">${title}</h2></div>
  <slider-component class="slider-mobile-gutter page-width page-width-desktop">
    <ul id="Slider-featured" class="grid product-grid contains-card contains-card--product contains-card--standard grid--4-col-desktop grid--2-col-tablet-down" role="list" aria-label="Slider">
${products.map((p) => productCard(p, lang)).join('\n')}
    </ul>
  </slider-component>
  ${viewAll ? `<div class="center collection__view-all"><a href="${viewAll}" class="button">${lang === 'it' ? 'Vedi tutti' : 'View all'}</a></div>` : ''}
</div></div>`,
    'section section-featured-collection',
  );

type MenuLink = [href: string, label: string];
type MenuEntry = { href: string; label: string; columns?: [MenuLink, MenuLink[]][]; promo?: string };

const promos: Record<NorthbankLanguage, string> = {
  en: `<div class="mega-menu__promo"><a href="/products/kirkstall-house-blend" class="mega-menu__promo-link"><img src="${CDN}/files/house-blend-bag.jpg?v=1729&amp;width=400" alt="" loading="lazy" width="400" height="400"><span class="mega-menu__promo-kicker">Our everyday coffee</span><span class="mega-menu__promo-title">Kirkstall House Blend</span></a></div>`,
  it: `<div class="mega-menu__promo"><a href="/products/kirkstall-house-blend" class="mega-menu__promo-link"><img src="${CDN}/files/house-blend-bag.jpg?v=1729&amp;width=400" alt="" loading="lazy" width="400" height="400"><span class="mega-menu__promo-kicker">Il nostro caffè di tutti i giorni</span><span class="mega-menu__promo-title">Kirkstall House Blend</span></a></div>`,
};

const menus: Record<NorthbankLanguage, MenuEntry[]> = {
  en: [
    {
      href: '/collections/coffee',
      label: 'Shop',
      columns: [
        [
          ['/collections/coffee', 'Coffee'],
          [
            ['/collections/coffee', 'All coffee'],
            ['/products/kirkstall-house-blend', 'Kirkstall House Blend'],
            ['/products/colombia-el-carmen-decaf', 'Decaf'],
          ],
        ],
        [
          ['/collections/coffee#brewing-kit', 'Brewing kit'],
          [['/products/hario-v60-starter-kit', 'V60 starter kit']],
        ],
        [
          ['/products/gift-card', 'Gifts'],
          [
            ['/products/gift-card', 'Gift cards'],
            ['/pages/subscriptions#gift', 'Gift subscriptions'],
          ],
        ],
      ],
      promo: promos.en,
    },
    { href: '/pages/subscriptions', label: 'Subscriptions' },
    {
      href: '/pages/cafe',
      label: 'Visit',
      columns: [
        [
          ['/pages/cafe', 'Café &amp; tasting bar'],
          [
            ['/pages/cafe', 'Opening hours &amp; menu'],
            ['/pages/classes', 'Brewing classes &amp; cuppings'],
          ],
        ],
        [['/pages/about', 'About'], [['/pages/about', 'Our story']]],
      ],
    },
    { href: '/pages/wholesale', label: 'Wholesale' },
    { href: '/blogs/journal', label: 'Journal' },
    {
      href: '/pages/faq',
      label: 'Help',
      columns: [
        [
          ['/pages/faq', 'Help'],
          [
            ['/pages/faq', 'FAQ'],
            ['/pages/shipping', 'Shipping &amp; returns'],
            ['/pages/contact', 'Contact us'],
          ],
        ],
      ],
    },
  ],
  it: [
    {
      href: '/collections/coffee',
      label: 'Negozio',
      columns: [
        [
          ['/collections/coffee', 'Caffè'],
          [
            ['/collections/coffee', 'Tutti i caffè'],
            ['/products/kirkstall-house-blend', 'Kirkstall House Blend'],
            ['/products/colombia-el-carmen-decaf', 'Decaffeinato'],
          ],
        ],
        [
          ['/collections/coffee#brewing-kit', 'Attrezzatura'],
          [['/products/hario-v60-starter-kit', 'Kit V60']],
        ],
        [
          ['/products/gift-card', 'Regali'],
          [
            ['/products/gift-card', 'Gift card'],
            ['/pages/subscriptions#gift', 'Abbonamenti regalo'],
          ],
        ],
      ],
      promo: promos.it,
    },
    { href: '/pages/subscriptions', label: 'Abbonamenti' },
    {
      href: '/it/pages/cafe',
      label: 'Vieni a trovarci',
      columns: [
        [
          ['/it/pages/cafe', 'Caffetteria e tasting bar'],
          [
            ['/it/pages/cafe', 'Orari e menù'],
            ['/pages/classes', 'Corsi e cupping (in inglese)'],
          ],
        ],
        [['/it/pages/about', 'Chi siamo'], [['/it/pages/about', 'La nostra storia']]],
      ],
    },
    { href: '/pages/wholesale', label: 'Per i bar (wholesale)' },
    { href: '/blogs/journal', label: 'Journal' },
    {
      href: '/it/pages/faq',
      label: 'Aiuto',
      columns: [
        [
          ['/it/pages/faq', 'Aiuto'],
          [
            ['/it/pages/faq', 'Domande frequenti'],
            ['/it/pages/shipping', 'Spedizioni e resi'],
            ['/pages/contact', 'Contatti'],
          ],
        ],
      ],
    },
  ],
};

function desktopMenu(page: NorthbankPage): string {
  return menus[page.lang]
    .map((entry, i) => {
      if (!entry.columns)
        return `<li><a id="HeaderMenu-${i + 1}" href="${entry.href}" class="header__menu-item list-menu__item link link--text focus-inset"${entry.href === page.path ? ' aria-current="page"' : ''}><span${entry.href === page.path ? ' class="header__active-menu-item"' : ''}>${entry.label}</span></a></li>`;
      const columns = entry.columns
        .map(
          ([
            [href, label],
            links,
          ]) => `<li><a id="HeaderMenu-${i + 1}-${label.length}" href="${href}" class="mega-menu__link mega-menu__link--level-2 link">${label}</a>
              <ul class="list-unstyled" role="list">${links.map(([h, l]) => `<li><a href="${h}" class="mega-menu__link link">${l}</a></li>`).join('')}</ul></li>`,
        )
        .join('\n            ');
      return `<li><header-menu><details id="Details-HeaderMenu-${i + 1}" class="mega-menu">
        <summary id="HeaderMenu-${i + 1}" class="header__menu-item list-menu__item link focus-inset"><span>${entry.label}</span><svg aria-hidden="true" focusable="false" class="icon icon-caret" viewBox="0 0 10 6"><use href="#icon-caret"></use></svg></summary>
        <div id="MegaMenu-Content-${i + 1}" class="mega-menu__content color-scheme-1 gradient motion-reduce global-settings-popup" tabindex="-1">
          <ul class="mega-menu__list page-width" role="list">
            ${columns}
          </ul>
          ${entry.promo ?? ''}
        </div>
      </details></header-menu></li>`;
    })
    .join('\n      ');
}

/** The mobile drawer repeats the whole menu as nested <details>. */
function drawerMenu(page: NorthbankPage): string {
  return menus[page.lang]
    .map((entry, i) => {
      if (!entry.columns)
        return `<li><a id="HeaderDrawer-${i + 1}" href="${entry.href}" class="menu-drawer__menu-item list-menu__item link link--text focus-inset">${entry.label}</a></li>`;
      const links = entry.columns.flatMap(([, l]) => l);
      return `<li><details id="Details-menu-drawer-menu-item-${i + 1}"><summary id="HeaderDrawer-${i + 1}" class="menu-drawer__menu-item list-menu__item link link--text focus-inset">${entry.label}<svg class="icon icon-arrow" aria-hidden="true" focusable="false" viewBox="0 0 14 10"><use href="#icon-arrow"></use></svg></summary>
          <div id="link-menu-${i + 1}" class="menu-drawer__submenu has-submenu gradient motion-reduce" tabindex="-1"><div class="menu-drawer__inner-submenu"><button class="menu-drawer__close-button link link--text focus-inset" aria-expanded="true">${page.lang === 'it' ? 'Indietro' : 'Back'}</button>
          <ul class="menu-drawer__menu list-menu" role="list" tabindex="-1">${links.map(([h, l]) => `<li><a href="${h}" class="menu-drawer__menu-item link link--text list-menu__item focus-inset">${l}</a></li>`).join('')}</ul></div></div></details></li>`;
    })
    .join('\n          ');
}

const languageNames: Record<NorthbankLanguage, string> = { en: 'English', it: 'Italiano' };

/**
 * Shopify's localization form: the language "links" are `href="#"` and a script posts the form; the only
 * real links to the other language are the hreflang tags in the head.
 */
function localizationForm(page: NorthbankPage, where: 'Header' | 'Footer'): string {
  const ui = chrome[page.lang];
  return `<localization-form><form method="post" action="/localization" id="${where}LanguageForm" accept-charset="UTF-8" class="localization-form" enctype="multipart/form-data"><input type="hidden" name="form_type" value="localization"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="_method" value="put"><input type="hidden" name="return_to" value="${page.path}">
  <div class="localization-form__select-wrapper"><h2 class="visually-hidden" id="${where}LanguageLabel">${ui.language}</h2>
    <div class="disclosure"><button type="button" class="disclosure__button localization-form__select localization-selector link link--text caption-large" aria-expanded="false" aria-controls="${where}LanguageList" aria-describedby="${where}LanguageLabel">${languageNames[page.lang]}<svg aria-hidden="true" focusable="false" class="icon icon-caret" viewBox="0 0 10 6"><use href="#icon-caret"></use></svg></button>
      <div class="disclosure__list-wrapper" hidden><ul id="${where}LanguageList" role="list" class="disclosure__list list-unstyled">${(['en', 'it'] as const).map((l) => `<li class="disclosure__item" tabindex="-1"><a class="link link--text disclosure__link caption-large focus-inset" href="#" hreflang="${l}" lang="${l}"${l === page.lang ? ' aria-current="true"' : ''} data-value="${l}">${languageNames[l]}</a></li>`).join('')}</ul></div>
    </div><input type="hidden" name="locale_code" value="${page.lang}">
  </div>
  <div class="localization-form__select-wrapper"><h2 class="visually-hidden" id="${where}CountryLabel">${ui.country}</h2>
    <div class="disclosure"><button type="button" class="disclosure__button localization-form__select localization-selector link link--text caption-large" aria-expanded="false" aria-controls="${where}CountryList" aria-describedby="${where}CountryLabel">${ui.countryValue}<svg aria-hidden="true" focusable="false" class="icon icon-caret" viewBox="0 0 10 6"><use href="#icon-caret"></use></svg></button>
      <div class="disclosure__list-wrapper" hidden><ul id="${where}CountryList" role="list" class="disclosure__list list-unstyled"><li class="disclosure__item" tabindex="-1"><a class="link link--text disclosure__link caption-large focus-inset" href="#" aria-current="true" data-value="GB">United Kingdom <span class="localization-form__currency">GBP £</span></a></li></ul></div>
    </div><input type="hidden" name="country_code" value="GB">
  </div>
</form></localization-form>`;
}

function hreflangLinks(page: NorthbankPage): string {
  if (!page.alternate) return '';
  const en = page.lang === 'en' ? page.path : page.alternate;
  const it = page.lang === 'it' ? page.path : page.alternate;
  return `<link rel="alternate" hreflang="x-default" href="${SITE}${en}">
<link rel="alternate" hreflang="en" href="${SITE}${en}">
<link rel="alternate" hreflang="it" href="${SITE}${it}">`;
}

const chrome = {
  en: {
    skip: 'Skip to content',
    announcement: 'Free UK delivery over £30',
    announcement2: 'Subscribe &amp; save 10% on every bag &rarr;',
    language: 'Language',
    country: 'Country/region',
    countryValue: 'United Kingdom | GBP £',
    search: 'Search',
    account: 'Log in',
    cart: 'Cart',
    cartItems: '0 items',
    cartEmpty: 'Your cart is empty',
    continue: 'Continue shopping',
    haveAccount: 'Have an account?',
    login: 'Log in',
    loginTail: 'to check out faster.',
    cartTitle: 'Your cart',
    freeShipping:
      'You&rsquo;re <span class="free-shipping-bar__amount">£30.00</span> away from free UK delivery',
    estimated: 'Estimated total',
    taxNote:
      'Taxes included. Discounts and <a href="/policies/shipping-policy">shipping</a> calculated at checkout.',
    checkout: 'Check out',
    footerShop: 'Shop',
    footerShopLinks: [
      ['/collections/coffee', 'All coffee'],
      ['/pages/subscriptions', 'Subscriptions'],
      ['/products/gift-card', 'Gift cards'],
      ['/pages/wholesale', 'Wholesale'],
    ],
    footerHelp: 'Help',
    footerHelpLinks: [
      ['/pages/faq', 'FAQ'],
      ['/pages/shipping', 'Shipping &amp; returns'],
      ['/pages/contact', 'Contact us'],
      ['/policies/refund-policy', 'Refund policy'],
    ],
    footerVisit: 'Visit the roastery',
    footerVisitText: `Arch 7, Northbank Yard<br>Kirkstall Road<br>Leeds LS4 2AZ<br><a href="/pages/cafe">Café opening hours</a>`,
    newsletterTitle: 'Roast notes',
    newsletterText: 'New coffees, class dates and the odd bit of brewing advice, about twice a month.',
    newsletterLabel: 'Email',
    newsletterButton: 'Subscribe',
    payment: 'Payment methods',
    policies: 'Policies',
  },
  it: {
    skip: 'Vai direttamente ai contenuti',
    announcement: 'Spedizione gratuita nel Regno Unito sopra i £30',
    announcement2: 'Abbonati e risparmia il 10% su ogni sacchetto &rarr;',
    language: 'Lingua',
    country: 'Paese/Area geografica',
    countryValue: 'Regno Unito | GBP £',
    search: 'Cerca',
    account: 'Accedi',
    cart: 'Carrello',
    cartItems: '0 articoli',
    cartEmpty: 'Il tuo carrello è vuoto',
    continue: 'Continua lo shopping',
    haveAccount: 'Hai un account?',
    login: 'Accedi',
    loginTail: 'per un checkout più veloce.',
    cartTitle: 'Il tuo carrello',
    freeShipping:
      'Ti mancano <span class="free-shipping-bar__amount">£30.00</span> per la spedizione gratuita nel Regno Unito',
    estimated: 'Totale stimato',
    taxNote:
      'Imposte incluse. Sconti e <a href="/policies/shipping-policy">spedizione</a> calcolati al checkout.',
    checkout: 'Check-out',
    footerShop: 'Negozio',
    footerShopLinks: [
      ['/collections/coffee', 'Tutti i caffè'],
      ['/pages/subscriptions', 'Abbonamenti'],
      ['/products/gift-card', 'Gift card'],
      ['/pages/wholesale', 'Per i bar (wholesale)'],
    ],
    footerHelp: 'Aiuto',
    footerHelpLinks: [
      ['/it/pages/faq', 'Domande frequenti'],
      ['/it/pages/shipping', 'Spedizioni e resi'],
      ['/pages/contact', 'Contatti'],
      ['/policies/refund-policy', 'Politica di rimborso'],
    ],
    footerVisit: 'Vieni in torrefazione',
    footerVisitText: `Arch 7, Northbank Yard<br>Kirkstall Road<br>Leeds LS4 2AZ<br><a href="/it/pages/cafe">Orari della caffetteria</a>`,
    newsletterTitle: 'Roast notes',
    newsletterText: 'Nuovi caffè, date dei corsi e qualche consiglio di estrazione, circa due volte al mese.',
    newsletterLabel: 'E-mail',
    newsletterButton: 'Iscriviti',
    payment: 'Metodi di pagamento',
    policies: 'Informative',
  },
};

const paymentIcons = [
  'American Express',
  'Apple Pay',
  'Google Pay',
  'Maestro',
  'Mastercard',
  'PayPal',
  'Shop Pay',
  'Visa',
]
  .map(
    (name) =>
      `<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-${name.toLowerCase().replace(/ /g, '_')}"><title id="pi-${name.toLowerCase().replace(/ /g, '_')}">${name}</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"></path></svg></li>`,
  )
  .join('');

/**
 * The whole document as a Shopify Online Store 2.0 theme (Dawn-like) prints it: a sliding announcement bar
 * with the localization forms, a header with mega-menus and a mobile drawer repeating them, an empty cart
 * drawer with its free-delivery bar, the template's sections in <main id="MainContent">, and a footer of
 * link lists, the newsletter form, the localization forms again, payment icons and the policy links.
 */
export function northbankLayout(page: NorthbankPage): SitePage {
  const ui = chrome[page.lang];
  const home = page.lang === 'it' ? '/it' : '/';
  const html = `<!doctype html>
<html class="no-js" lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="">
<link rel="canonical" href="${SITE}${page.path}">
${hreflangLinks(page)}
<link rel="preconnect" href="https://cdn.shopify.example" crossorigin>
<link rel="icon" type="image/png" href="${CDN}/files/favicon-nb.png?crop=center&amp;height=32&amp;v=1729&amp;width=32">
<title>${page.title} &ndash; Northbank Coffee Roasters</title>
<meta name="description" content="${page.description}">
<meta property="og:site_name" content="Northbank Coffee Roasters">
<meta property="og:url" content="${SITE}${page.path}">
<meta property="og:title" content="${page.title}">
<meta property="og:type" content="${page.template === 'product' ? 'product' : 'website'}">
<meta property="og:description" content="${page.description}">
<meta name="twitter:card" content="summary_large_image">
<script src="${CDN}/t/14/assets/constants.js?v=132983761750457495441729" defer="defer"></script>
<script src="${CDN}/t/14/assets/global.js?v=37284204640041572741729" defer="defer"></script>
<script>window.Shopify = window.Shopify || {}; Shopify.shop = "northbank-roasters.myshopify.example"; Shopify.locale = "${page.lang}"; Shopify.currency = {"active":"GBP","rate":"1.0"}; Shopify.country = "GB"; Shopify.theme = {"name":"Dawn","id":148290076914,"schema_name":"Dawn","schema_version":"15.0.0","theme_store_id":887,"role":"main"}; Shopify.routes = Shopify.routes || {}; Shopify.routes.root = "${page.lang === 'it' ? '/it/' : '/'}";</script>
<script id="shop-js-analytics" type="application/json">{"pageType":"${page.template}"}</script>
<style data-shopify>
  :root { --font-body-family: Assistant, sans-serif; --font-heading-family: "DM Serif Display", serif; --page-width: 120rem; --color-base-background-1: 250, 246, 240; }
</style>
<link href="${CDN}/t/14/assets/base.css?v=160719302826468474581729" rel="stylesheet" type="text/css" media="all">
<link href="${CDN}/t/14/assets/component-cart-drawer.css?v=112801333748515159671729" rel="stylesheet" type="text/css" media="all">
${page.head ?? ''}
</head>
<body class="gradient animate--hover-default template-${page.template}">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">${ui.skip}</a>
<link href="${CDN}/t/14/assets/quantity-popover.css?v=78745769908715669131729" rel="stylesheet" type="text/css" media="all">

<cart-drawer class="drawer is-empty">
  <div id="CartDrawer" class="cart-drawer">
    <div id="CartDrawer-Overlay" class="cart-drawer__overlay"></div>
    <div class="drawer__inner gradient color-scheme-1" role="dialog" aria-modal="true" aria-label="${ui.cartTitle}" tabindex="-1">
      <div class="drawer__inner-empty">
        <div class="cart-drawer__warnings center">
          <div class="cart-drawer__empty-content">
            <h2 class="cart__empty-text">${ui.cartEmpty}</h2>
            <button class="drawer__close" type="button" onclick="this.closest('cart-drawer').close()" aria-label="Close"><svg class="icon icon-close" aria-hidden="true" focusable="false"><use href="#icon-close"></use></svg></button>
            <a href="/collections/all" class="button">${ui.continue}</a>
            <p class="cart__login-title h3">${ui.haveAccount}</p>
            <p class="cart__login-paragraph"><a href="/account/login" class="link underlined-link">${ui.login}</a> ${ui.loginTail}</p>
          </div>
        </div>
      </div>
      <div class="drawer__header">
        <h2 class="drawer__heading">${ui.cartTitle}</h2>
        <button class="drawer__close" type="button" onclick="this.closest('cart-drawer').close()" aria-label="Close"><svg class="icon icon-close" aria-hidden="true" focusable="false"><use href="#icon-close"></use></svg></button>
      </div>
      <div class="free-shipping-bar" data-threshold="3000"><p class="free-shipping-bar__text">${ui.freeShipping}</p><progress class="free-shipping-bar__progress" value="0" max="3000"></progress></div>
      <cart-drawer-items class="is-empty"><form action="/cart" id="CartDrawer-Form" class="cart__contents cart-drawer__form" method="post"><div id="CartDrawer-CartItems" class="drawer__contents js-contents"><p id="CartDrawer-LiveRegionText" class="visually-hidden" role="status"></p></div></form></cart-drawer-items>
      <div class="drawer__footer">
        <div class="cart-drawer__footer"><div class="totals" role="status"><h2 class="totals__total">${ui.estimated}</h2><p class="totals__total-value">£0.00 GBP</p></div><small class="tax-note caption-large rte">${ui.taxNote}</small></div>
        <div class="cart__ctas"><button type="submit" id="CartDrawer-Checkout" class="cart__checkout-button button" name="checkout" form="CartDrawer-Form" disabled>${ui.checkout}</button></div>
      </div>
    </div>
  </div>
</cart-drawer>

<!-- BEGIN sections: header-group -->
<div id="shopify-section-sections--18240123456789__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="utility-bar color-scheme-3 gradient utility-bar--bottom-border">
  <div class="page-width utility-bar__grid utility-bar__grid--2-col">
    <slideshow-component class="announcement-bar" role="region" aria-roledescription="Carousel" aria-label="Announcement bar">
      <div class="announcement-bar-slider slider-buttons">
        <button type="button" class="slider-button slider-button--prev" name="previous" aria-label="Previous announcement" aria-controls="Slider-announcement"><svg aria-hidden="true" focusable="false" class="icon icon-caret" viewBox="0 0 10 6"><use href="#icon-caret"></use></svg></button>
        <div class="grid grid--1-col slider slider--everywhere" id="Slider-announcement" aria-live="polite" aria-atomic="true" data-autoplay="true" data-speed="5">
          <div class="slideshow__slide slider__slide grid__item grid--1-col" id="Slide-announcement-1" role="group" aria-roledescription="Announcement" aria-label="1 of 2" tabindex="-1"><div class="announcement-bar__announcement" role="region" aria-label="Announcement"><p class="announcement-bar__message h5"><span>${ui.announcement}</span></p></div></div>
          <div class="slideshow__slide slider__slide grid__item grid--1-col" id="Slide-announcement-2" role="group" aria-roledescription="Announcement" aria-label="2 of 2" tabindex="-1"><div class="announcement-bar__announcement" role="region" aria-label="Announcement"><a href="/pages/subscriptions" class="announcement-bar__link link link--text focus-inset animate-arrow"><p class="announcement-bar__message h5"><span>${ui.announcement2}</span></p></a></div></div>
        </div>
        <button type="button" class="slider-button slider-button--next" name="next" aria-label="Next announcement" aria-controls="Slider-announcement"><svg aria-hidden="true" focusable="false" class="icon icon-caret" viewBox="0 0 10 6"><use href="#icon-caret"></use></svg></button>
      </div>
    </slideshow-component>
    <div class="localization-wrapper">${localizationForm(page, 'Header')}</div>
  </div>
</div></div>
<div id="shopify-section-sections--18240123456789__header" class="shopify-section shopify-section-group-header-group section-header"><link rel="stylesheet" href="${CDN}/t/14/assets/component-mega-menu.css?v=10110889665867715061729" media="print" onload="this.media='all'">
<sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom">
  <header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-social header--has-account">
    <header-drawer data-breakpoint="tablet">
      <details id="Details-menu-drawer-container" class="menu-drawer-container">
        <summary class="header__icon header__icon--menu header__icon--summary link focus-inset" aria-label="Menu"><span><svg class="icon icon-hamburger" aria-hidden="true" focusable="false" viewBox="0 0 18 16"><use href="#icon-hamburger"></use></svg></span></summary>
        <div id="menu-drawer" class="gradient menu-drawer motion-reduce color-scheme-1"><div class="menu-drawer__inner-container"><div class="menu-drawer__navigation-container">
          <nav class="menu-drawer__navigation"><ul class="menu-drawer__menu has-submenu list-menu" role="list">
          ${drawerMenu(page)}
          </ul></nav>
          <div class="menu-drawer__utility-links"><a href="/account/login" class="menu-drawer__account link focus-inset h5 medium-hide large-up-hide">${ui.account}</a><div class="menu-drawer__localization header-localization">${localizationForm(
            page,
            'Header',
          )
            .replace(/id="Header/g, 'id="HeaderDrawer')
            .replace(/aria-(controls|describedby)="Header/g, 'aria-$1="HeaderDrawer')}</div></div>
        </div></div></div>
      </details>
    </header-drawer>
    <a href="${home}" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="${CDN}/files/northbank-logo.svg?v=1729&amp;width=600" alt="Northbank Coffee Roasters" srcset="${CDN}/files/northbank-logo.svg?v=1729&amp;width=150 150w, ${CDN}/files/northbank-logo.svg?v=1729&amp;width=225 225w" width="150" height="48" class="header__heading-logo motion-reduce"></div></a>
    <nav class="header__inline-menu">
      <ul class="list-menu list-menu--inline" role="list">
      ${desktopMenu(page)}
      </ul>
    </nav>
    <div class="header__icons header__icons--localization header-localization">
      <details-modal class="header__search"><details><summary class="header__icon header__icon--search header__icon--summary link focus-inset modal__toggle" aria-haspopup="dialog" aria-label="${ui.search}"><span><svg class="icon icon-search" aria-hidden="true" focusable="false"><use href="#icon-search"></use></svg></span></summary>
        <div class="search-modal modal__content gradient" role="dialog" aria-modal="true" aria-label="${ui.search}"><div class="modal-overlay"></div><div class="search-modal__content search-modal__content-bottom" tabindex="-1"><predictive-search class="search-modal__form" data-loading-text="Loading..."><form action="${page.lang === 'it' ? '/it' : ''}/search" method="get" role="search" class="search search-modal__form"><div class="field"><input class="search__input field__input" id="Search-In-Modal" type="search" name="q" value="" placeholder="${ui.search}" role="combobox" aria-expanded="false" aria-owns="predictive-search-results" aria-controls="predictive-search-results" aria-haspopup="listbox" aria-autocomplete="list" autocorrect="off" autocomplete="off" autocapitalize="off" spellcheck="false"><label class="field__label" for="Search-In-Modal">${ui.search}</label><input type="hidden" name="options[prefix]" value="last"></div><div class="predictive-search predictive-search--header" tabindex="-1" data-predictive-search><div class="predictive-search__loading-state"><svg aria-hidden="true" focusable="false" class="spinner" viewBox="0 0 66 66"><circle class="path" fill="none" stroke-width="6" cx="33" cy="33" r="30"></circle></svg></div></div><span class="predictive-search-status visually-hidden" role="status" aria-hidden="true"></span></form></predictive-search></div></div>
      </details></details-modal>
      <a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><svg class="icon icon-account" aria-hidden="true" focusable="false"><use href="#icon-account"></use></svg><span class="visually-hidden">${ui.account}</span></a>
      <a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><svg class="icon icon-cart-empty" aria-hidden="true" focusable="false"><use href="#icon-cart-empty"></use></svg><span class="visually-hidden">${ui.cart}</span><span class="visually-hidden">${ui.cartItems}</span></a>
    </div>
  </header>
</sticky-header>
<script type="application/ld+json">{"@context":"http://schema.org","@type":"Organization","name":"Northbank Coffee Roasters","logo":"https:${CDN}/files/northbank-logo.svg?v=1729&width=500","sameAs":["https://instagram.example/northbankroasters"],"url":"${SITE}"}</script>
</div>
<!-- END sections: header-group -->

<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${page.main}
</main>

<!-- BEGIN sections: footer-group -->
<div id="shopify-section-sections--18240123456789__footer" class="shopify-section shopify-section-group-footer-group">
<footer class="footer color-scheme-3 gradient section-sections--18240123456789__footer-padding">
  <div class="footer__content-top page-width">
    <div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet scroll-trigger animate--slide-in">
      <div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">${ui.footerShop}</h2><ul class="footer-block__details-content list-unstyled">${ui.footerShopLinks.map(([h, l]) => `<li><a href="${h}" class="link link--text list-menu__item list-menu__item--link">${l}</a></li>`).join('')}</ul></div>
      <div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">${ui.footerHelp}</h2><ul class="footer-block__details-content list-unstyled">${ui.footerHelpLinks.map(([h, l]) => `<li><a href="${h}" class="link link--text list-menu__item list-menu__item--link">${l}</a></li>`).join('')}</ul></div>
      <div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">${ui.footerVisit}</h2><div class="footer-block__details-content rte"><p>${ui.footerVisitText}</p></div></div>
      <div class="footer-block grid__item footer-block--newsletter">
        <h2 class="footer-block__heading inline-richtext">${ui.newsletterTitle}</h2>
        <p class="footer-block__subheading">${ui.newsletterText}</p>
        <form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="contact[tags]" value="newsletter">
          <div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--footer" type="email" name="contact[email]" class="field__input" value="" aria-required="true" autocorrect="off" autocapitalize="off" autocomplete="email" placeholder="${ui.newsletterLabel}" required><label class="field__label" for="NewsletterForm--footer">${ui.newsletterLabel}</label><button type="submit" class="newsletter-form__button field__button" name="commit" id="Subscribe" aria-label="${ui.newsletterButton}"><svg class="icon icon-arrow" aria-hidden="true" focusable="false" viewBox="0 0 14 10"><use href="#icon-arrow"></use></svg></button></div></div>
        </form>
        <ul class="footer__list-social list-unstyled list-social" role="list"><li class="list-social__item"><a href="https://instagram.example/northbankroasters" class="link list-social__link"><svg aria-hidden="true" focusable="false" class="icon icon-instagram" viewBox="0 0 20 20"><use href="#icon-instagram"></use></svg><span class="visually-hidden">Instagram</span></a></li><li class="list-social__item"><a href="https://tiktok.example/@northbankroasters" class="link list-social__link"><svg aria-hidden="true" focusable="false" class="icon icon-tiktok" viewBox="0 0 20 20"><use href="#icon-tiktok"></use></svg><span class="visually-hidden">TikTok</span></a></li></ul>
      </div>
    </div>
  </div>
  <div class="footer__content-bottom">
    <div class="footer__content-bottom-wrapper page-width">
      <div class="footer__column footer__localization isolate">${localizationForm(page, 'Footer')}</div>
      <div class="footer__column footer__column--info">
        <div class="footer__payment"><span class="visually-hidden">${ui.payment}</span><ul class="list list-payment" role="list">${paymentIcons}</ul></div>
        <div class="footer__copyright caption">
          <small class="copyright__content">&copy; 2026, <a href="${home}" title="">Northbank Coffee Roasters Ltd</a></small>
          <small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.example?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small>
          <ul class="policies list-unstyled" aria-label="${ui.policies}"><li><small class="copyright__content"><a href="/policies/refund-policy">Refund policy</a></small></li><li><small class="copyright__content"><a href="/policies/privacy-policy">Privacy policy</a></small></li><li><small class="copyright__content"><a href="/policies/terms-of-service">Terms of service</a></small></li><li><small class="copyright__content"><a href="/policies/shipping-policy">Shipping policy</a></small></li></ul>
        </div>
      </div>
    </div>
  </div>
</footer>
</div>
<!-- END sections: footer-group -->

<ul hidden>
  <li id="a11y-refresh-page-message">Choosing a selection results in a full page refresh.</li>
  <li id="a11y-new-window-message">Opens in a new window.</li>
</ul>
<script>window.shopUrl = '${SITE}'; window.routes = { cart_add_url: '/cart/add', cart_change_url: '/cart/change', cart_update_url: '/cart/update', cart_url: '/cart', predictive_search_url: '/search/suggest' }; window.cartStrings = { error: \`There was an error while updating your cart. Please try again.\`, quantityError: \`You can only add [quantity] of this item to your cart.\` }; window.variantStrings = { addToCart: \`Add to cart\`, soldOut: \`Sold out\`, unavailable: \`Unavailable\` };</script>
<script src="${CDN}/t/14/assets/cart-drawer.js?v=7701367416543578651729" defer="defer"></script>
</body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
