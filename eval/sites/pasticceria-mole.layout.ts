import type { SitePage } from './site-server.ts';

export type MoleLanguage = 'it' | 'en';

/** A page of Pasticceria Caffè della Mole as WordPress stores it, before the Divi theme wraps it. */
export interface MolePage {
  path: string;
  lang: MoleLanguage;
  title: string;
  description: string;
  /** The other language's version (WPML); none when the page exists in one language only. */
  alternate?: string;
  /** `page`: Divi builder sections; `post`: a blog post (title, date, Divi text); `shop`: WooCommerce. */
  template?: 'page' | 'post' | 'shop';
  /** For posts: the date as the theme prints it. */
  date?: string;
  body: string;
  unlisted?: boolean;
}

export const MOLE_SITE = 'https://www.pasticceria-mole.test';
export const MOLE_PHONE = '011 812 4436';
export const MOLE_PHONE_INTL = '+39 011 812 4436';
export const MOLE_WHATSAPP = '+39 347 918 2260';
export const MOLE_WHATSAPP_HREF = 'https://wa.me/393479182260';
export const MOLE_EMAIL = 'info@pasticceria-mole.test';
export const MOLE_VAT = '09384720015';
export const MOLE_STREET = 'Via Po 17';
export const MOLE_TOWN = '10124 Torino (TO)';

const uploads = (file: string) => `${MOLE_SITE}/wp-content/uploads/2025/03/${file}`;

let counter = 0;
const n = () => counter++;

/* ── Divi builder modules, as the visual builder saves them ──────────────────────────────────────── */

/** A Divi section with its rows. */
export const section = (...rows: string[]) => {
  const i = n();
  return `<div class="et_pb_section et_pb_section_${i} et_section_regular"><div class="et_pb_row_wrapper">${rows.join('\n')}</div></div>`;
};

/** A Divi row of columns (each already built with `col`). */
export const row = (...cols: string[]) =>
  `<div class="et_pb_row et_pb_row_${n()}${cols.length > 1 ? ' et_pb_gutters2' : ''}">${cols.join('\n')}</div>`;

/** A column: `4_4`, `1_2`, `1_3`, `2_3`. */
export const col = (type: string, ...modules: string[]) =>
  `<div class="et_pb_column et_pb_column_${type} et_pb_column_${n()} et_pb_css_mix_blend_mode_passthrough${type === '4_4' ? ' et-last-child' : ''}">${modules.join('\n')}</div>`;

/** A text module: the rich text sits in `.et_pb_text_inner`. */
export const text = (...html: string[]) =>
  `<div class="et_pb_module et_pb_text et_pb_text_${n()} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${html.join('\n')}</div></div>`;

/** A full-width text section: the most common block of the site. */
export const block = (...html: string[]) => section(row(col('4_4', text(...html))));

/** The fullwidth header module that opens most pages. */
export const fullwidthHeader = (title: string, subtitle: string, file = 'header-via-po.jpg') =>
  `<div class="et_pb_section et_pb_section_${n()} et_pb_fullwidth_section et_section_regular"><section class="et_pb_module et_pb_fullwidth_header et_pb_fullwidth_header_0 et_pb_text_align_center et_pb_bg_layout_dark" style="background-image:url(${uploads(file)})"><div class="et_pb_fullwidth_header_container center"><div class="header-content-container center"><div class="header-content"><h1 class="et_pb_module_header">${title}</h1><span class="et_pb_fullwidth_header_subhead">${subtitle}</span><div class="et_pb_header_content_wrapper"></div></div></div></div><div class="et_pb_fullwidth_header_overlay"></div><div class="et_pb_fullwidth_header_scroll"></div></section></div>`;

/** A blurb: icon, title, text. */
export const blurb = (title: string, html: string, icon = '&#xe0e6;') =>
  `<div class="et_pb_module et_pb_blurb et_pb_blurb_${n()} et_pb_text_align_left et_pb_blurb_position_top et_pb_bg_layout_light"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><span class="et-waypoint et_pb_animation_top et-pb-icon">${icon}</span></span></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>${title}</span></h4><div class="et_pb_blurb_description">${html}</div></div></div></div>`;

/** A blurb whose price is split across spans, as the site's editor laid out the café prices. */
export const priceBlurb = (title: string, price: string, unit: string, html: string) =>
  blurb(
    title,
    `<p class="mole-price"><span class="mole-price__currency">€</span><span class="mole-price__value">${price}</span><span class="mole-price__unit">${unit}</span></p>${html}`,
    '&#xe07b;',
  );

/** One pricing table of `et_pb_pricing_tables`: the price in dollar sign, sum and frequency spans. */
export const pricingTables = (
  tables: {
    title: string;
    subtitle: string;
    sum: string;
    per: string;
    items: string[];
    featured?: boolean;
  }[],
) =>
  `<div class="et_pb_module et_pb_pricing_tables_${n()} et_pb_pricing clearfix et_pb_pricing_${tables.length} et_pb_no_featured_in_first_row"><div class="et_pb_pricing_table_wrap">${tables
    .map(
      (t, i) =>
        `<div class="et_pb_pricing_table et_pb_pricing_table_${i}${t.featured ? ' et_pb_featured_table' : ''}"><div class="et_pb_pricing_heading"><h2 class="et_pb_pricing_title">${t.title}</h2><span class="et_pb_best_value">${t.subtitle}</span></div><div class="et_pb_pricing_content_top"><span class="et_pb_et_price"><span class="et_pb_dollar_sign">€</span><span class="et_pb_sum">${t.sum}</span><span class="et_pb_frequency">${t.per}</span></span></div><div class="et_pb_pricing_content"><ul class="et_pb_pricing">${t.items.map((x) => `<li><span>${x}</span></li>`).join('')}</ul></div></div>`,
    )
    .join('')}</div></div>`;

/** Toggles of the FAQ, saved closed (`et_pb_toggle_close`). */
export const toggles = (items: [q: string, a: string][]) =>
  items
    .map(
      ([q, a]) =>
        `<div class="et_pb_module et_pb_toggle et_pb_toggle_${n()} et_pb_toggle_item et_pb_toggle_close"><h5 class="et_pb_toggle_title">${q}</h5><div class="et_pb_toggle_content clearfix">${a}</div></div>`,
    )
    .join('\n');

export const button = (label: string, href: string) =>
  `<div class="et_pb_button_module_wrapper et_pb_button_${n()}_wrapper et_pb_module"><a class="et_pb_button et_pb_button_0 et_pb_bg_layout_light" href="${href}">${label}</a></div>`;

export const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('\n');
export const h2 = (t: string) => `<h2>${t}</h2>`;
export const h3 = (t: string) => `<h3>${t}</h3>`;
export const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** A table as the classic editor saves it inside a text module. */
export const table = (head: string[], rows: string[][]) =>
  `<table class="mole-table" style="width:100%;border-collapse:collapse"><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

/* ── WooCommerce ─────────────────────────────────────────────────────────────────────────────────── */

/** A `woocommerce-Price-amount` span: "28,00" prints as € and 28,00 in separate elements. */
export const wcPrice = (amount: string) =>
  `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&euro;</span>${amount}</bdi></span>`;

export interface WcProduct {
  name: string;
  href: string;
  file: string;
  /** One price, or [min, max] for a variable product. */
  price: string | [string, string];
  outOfStock?: boolean;
  cat: string;
}

/** The price html of a product: a range "€28,00 – €52,00" for variable products. */
export const wcPriceHtml = (price: string | [string, string]) =>
  typeof price === 'string'
    ? wcPrice(price)
    : `${wcPrice(price[0])} <span aria-hidden="true">&ndash;</span><span class="screen-reader-text">Fascia di prezzo: da ${price[0]} € a ${price[1]} €</span> ${wcPrice(price[1])}`;

export const productLoop = (lang: MoleLanguage, products: WcProduct[]) =>
  `<ul class="products columns-3">${products
    .map((pr, i) => {
      const variable = typeof pr.price !== 'string';
      const label = pr.outOfStock
        ? lang === 'it'
          ? 'Leggi tutto'
          : 'Read more'
        : variable
          ? lang === 'it'
            ? 'Scegli'
            : 'Select options'
          : lang === 'it'
            ? 'Aggiungi al carrello'
            : 'Add to cart';
      return `<li class="product type-product post-${4210 + i} status-publish ${i === 0 ? 'first' : ''} ${pr.outOfStock ? 'outofstock' : 'instock'} product_cat-${pr.cat} has-post-thumbnail taxable shipping-taxable purchasable product-type-${variable ? 'variable' : 'simple'}"><a href="${pr.href}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><span class="et_shop_image"><img width="400" height="400" src="${uploads(pr.file)}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="" decoding="async" loading="lazy"><span class="et_overlay"></span></span>${pr.outOfStock ? `<span class="out-of-stock">${lang === 'it' ? 'Esaurito' : 'Out of stock'}</span>` : ''}<h2 class="woocommerce-loop-product__title">${pr.name}</h2><span class="price">${wcPriceHtml(pr.price)}</span></a><a href="${variable || pr.outOfStock ? pr.href : `?add-to-cart=${4210 + i}`}" data-quantity="1" class="button product_type_${variable ? 'variable' : 'simple'}${variable || pr.outOfStock ? '' : ' add_to_cart_button ajax_add_to_cart'}" data-product_id="${4210 + i}" rel="nofollow">${label}</a></li>`;
    })
    .join('')}</ul>`;

export interface WcSingle {
  name: string;
  file: string;
  price: string | [string, string];
  short: string;
  /** [attribute label, options with prices]; none for a simple product. */
  variations?: [string, [string, string][]];
  description: string;
  attributes: [string, string][];
  cat: [string, string];
}

/** A single product page of WooCommerce inside the Divi shop template. */
export const productSingle = (pr: WcSingle) =>
  `<div class="woocommerce-notices-wrapper"></div><div id="product-${n()}" class="product type-product status-publish instock product_cat-${pr.cat[1]} has-post-thumbnail product-type-${pr.variations ? 'variable' : 'simple'}"><div class="clearfix"><div class="woocommerce-product-gallery woocommerce-product-gallery--with-images images" data-columns="4"><div class="woocommerce-product-gallery__wrapper"><div data-thumb="${uploads(pr.file)}" class="woocommerce-product-gallery__image"><a href="${uploads(pr.file)}"><img width="600" height="600" src="${uploads(pr.file)}" class="wp-post-image" alt="${pr.name}" decoding="async"></a></div></div></div><div class="summary entry-summary"><h1 class="product_title entry-title">${pr.name}</h1><p class="price">${wcPriceHtml(pr.price)}</p><div class="woocommerce-product-details__short-description">${pr.short}</div>${
    pr.variations
      ? `<form class="variations_form cart" action="" method="post" enctype="multipart/form-data" data-product_id="4210"><table class="variations" cellspacing="0" role="presentation"><tbody><tr><th class="label"><label for="pa_formato">${pr.variations[0]}</label></th><td class="value"><select id="pa_formato" class="" name="attribute_pa_formato" data-attribute_name="attribute_pa_formato"><option value="">Scegli un&#039;opzione</option>${pr.variations[1]
          .map(
            ([v]) =>
              `<option value="${v.toLowerCase().replace(/[^a-z0-9]+/g, '-')}" class="attached enabled">${v}</option>`,
          )
          .join(
            '',
          )}</select><a class="reset_variations" href="#">Cancella</a></td></tr></tbody></table><div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div><div class="woocommerce-variation-add-to-cart variations_button"><div class="quantity"><label class="screen-reader-text" for="quantity_1">Quantità</label><input type="number" id="quantity_1" class="input-text qty text" name="quantity" value="1" min="1" step="1"></div><button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">Aggiungi al carrello</button></div></div></form><script type="text/template" id="tmpl-variation-template"><div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div></script>`
      : `<form class="cart" action="" method="post" enctype="multipart/form-data"><div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="1"></div><button type="submit" name="add-to-cart" value="4210" class="single_add_to_cart_button button alt">Aggiungi al carrello</button></form>`
  }<div class="product_meta"><span class="posted_in">Categoria: <a href="/categoria-prodotto/${pr.cat[1]}/" rel="tag">${pr.cat[0]}</a></span></div></div></div><div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist"><li class="description_tab active" id="tab-title-description"><a href="#tab-description">Descrizione</a></li><li class="additional_information_tab" id="tab-title-additional_information"><a href="#tab-additional_information">Informazioni aggiuntive</a></li></ul><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel"><h2>Descrizione</h2>${pr.description}</div><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab" id="tab-additional_information" role="tabpanel" style="display:none"><h2>Informazioni aggiuntive</h2><table class="woocommerce-product-attributes shop_attributes"><tbody>${pr.attributes
    .map(
      ([k, v]) =>
        `<tr class="woocommerce-product-attributes-item"><th class="woocommerce-product-attributes-item__label">${k}</th><td class="woocommerce-product-attributes-item__value"><p>${v}</p></td></tr>`,
    )
    .join('')}</tbody></table></div></div></div>`;

/* ── The chrome: header, menus, WPML switcher, footer, Complianz banner ─────────────────────────── */

type MenuEntry = [label: string, href: string, children?: [string, string][]];

const menus: Record<MoleLanguage, MenuEntry[]> = {
  it: [
    ['Home', '/'],
    [
      'Caffetteria',
      '/caffetteria',
      [
        ['Colazione, pranzo e aperitivo', '/caffetteria'],
        ['Tavoli e prenotazioni', '/prenotazioni'],
      ],
    ],
    [
      'Pasticceria',
      '/torte-su-ordinazione',
      [
        ['Torte su ordinazione', '/torte-su-ordinazione'],
        ['Allergie e intolleranze', '/allergie-e-intolleranze'],
        ['Prodotti stagionali', '/prodotti-stagionali'],
        ['Corsi di pasticceria', '/corsi-di-pasticceria'],
      ],
    ],
    [
      'Shop online',
      '/negozio',
      [
        ['Tutti i prodotti', '/negozio'],
        ['Spedizioni', '/spedizioni'],
        ['Condizioni di vendita', '/condizioni-di-vendita'],
      ],
    ],
    [
      'Chi siamo',
      '/la-nostra-storia',
      [
        ['La nostra storia', '/la-nostra-storia'],
        ['Il negozio di Chieri', '/negozio-di-chieri'],
        ['News', '/news'],
      ],
    ],
    [
      'Info',
      '/orari-e-contatti',
      [
        ['Orari e contatti', '/orari-e-contatti'],
        ['Accessibilità e animali', '/accessibilita'],
        ['Domande frequenti', '/faq'],
      ],
    ],
  ],
  en: [
    ['Home', '/en'],
    [
      'Café',
      '/en/cafe',
      [
        ['Breakfast, lunch & aperitivo', '/en/cafe'],
        ['Tables & bookings', '/en/bookings'],
      ],
    ],
    [
      'Pastry',
      '/en/cakes-to-order',
      [
        ['Cakes to order', '/en/cakes-to-order'],
        ['Allergies & intolerances', '/en/allergies'],
        ['Seasonal specialities', '/en/seasonal-specialities'],
      ],
    ],
    ['Shipping', '/en/shipping'],
    [
      'About us',
      '/en/our-history',
      [
        ['Our history', '/en/our-history'],
        ['Our shop in Chieri', '/en/chieri-shop'],
        ['Visiting Turin? A guide', '/en/turin-visitors-guide'],
      ],
    ],
    [
      'Info',
      '/en/hours-and-contact',
      [
        ['Hours & contact', '/en/hours-and-contact'],
        ['Accessibility & dogs', '/en/accessibility'],
        ['FAQ', '/en/faq'],
      ],
    ],
  ],
};

const words = {
  it: {
    skip: 'Vai al contenuto',
    topbar: 'Panettoni 2026: preordini online aperti fino al 18 dicembre',
    cart: 'Carrello',
    search: 'Cerca …',
    footerAbout: 'Pasticceria Caffè della Mole dal 1921',
    hoursTitle: 'Orari Via Po',
    hours: ['Martedì–domenica: 7:30–19:30', 'Lunedì: chiuso'],
    chieri: 'Negozio di Chieri: orari alla <a href="/negozio-di-chieri">pagina dedicata</a>',
    contact: 'Contatti',
    legal: [
      ['Condizioni di vendita', '/condizioni-di-vendita'],
      ['Privacy e cookie policy', '/privacy-e-cookie'],
    ],
    news: 'Iscriviti alla newsletter',
    subscribe: 'Iscriviti',
    cookieTitle: 'Gestisci consenso',
    cookie:
      'Per fornire le migliori esperienze, utilizziamo tecnologie come i cookie per memorizzare e/o accedere alle informazioni del dispositivo. Il consenso a queste tecnologie ci permetterà di elaborare dati come il comportamento di navigazione o ID unici su questo sito.',
    accept: 'Accetta',
    deny: 'Nega',
    prefs: 'Visualizza le preferenze',
    copy: 'Tutti i diritti riservati',
  },
  en: {
    skip: 'Skip to content',
    topbar: 'Panettone 2026: online pre-orders open until 18 December',
    cart: 'Cart',
    search: 'Search …',
    footerAbout: 'Pasticceria Caffè della Mole since 1921',
    hoursTitle: 'Via Po hours',
    hours: ['Tuesday–Sunday: 7.30am–7.30pm', 'Monday: closed'],
    chieri: 'Chieri shop: see <a href="/en/chieri-shop">its own page</a> for hours',
    contact: 'Contact',
    legal: [
      ['Terms of sale (Italian)', '/condizioni-di-vendita'],
      ['Privacy & cookies (Italian)', '/privacy-e-cookie'],
    ],
    news: 'Newsletter',
    subscribe: 'Subscribe',
    cookieTitle: 'Manage consent',
    cookie:
      'To provide the best experiences, we use technologies like cookies to store and/or access device information. Consenting to these technologies will allow us to process data such as browsing behaviour or unique IDs on this site.',
    accept: 'Accept',
    deny: 'Deny',
    prefs: 'View preferences',
    copy: 'All rights reserved',
  },
} as const;

const topMenu = (lang: MoleLanguage, current: string, id: string) =>
  `<ul id="${id}" class="${id === 'top-menu' ? 'nav' : 'et_mobile_menu'}">${menus[lang]
    .map(
      ([label, href, children], i) =>
        `<li id="menu-item-${id === 'top-menu' ? '' : 'm'}${310 + i}" class="menu-item menu-item-type-post_type menu-item-object-page${children ? ' menu-item-has-children' : ''}${href === current ? ' current-menu-item' : ''}"><a href="${href}">${label}</a>${
          children
            ? `<ul class="sub-menu">${children.map(([l, h]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page${h === current ? ' current-menu-item' : ''}"><a href="${h}">${l}</a></li>`).join('')}</ul>`
            : ''
        }</li>`,
    )
    .join('')}</ul>`;

/** The WPML switcher: links to the translation, or to the other home page when there is none. */
const wpmlSwitcher = (page: MolePage) => {
  const itHref = page.lang === 'it' ? page.path : (page.alternate ?? '/');
  const enHref = page.lang === 'en' ? page.path : (page.alternate ?? '/en');
  const item = (lang: MoleLanguage, href: string, label: string) =>
    `<li class="wpml-ls-slot-shortcode_actions wpml-ls-item wpml-ls-item-${lang}${page.lang === lang ? ' wpml-ls-current-language' : ''}"><a href="${href}" class="wpml-ls-link"><img class="wpml-ls-flag" src="${MOLE_SITE}/wp-content/plugins/sitepress-multilingual-cms/res/flags/${lang}.svg" alt="" width="18" height="12"><span class="wpml-ls-native" lang="${lang}">${label}</span></a></li>`;
  return `<div class="wpml-ls-statics-shortcode_actions wpml-ls wpml-ls-legacy-list-horizontal"><ul>${item('it', itHref, 'IT')}${item('en', enHref, 'EN')}</ul></div>`;
};

const footer = (lang: MoleLanguage) => {
  const w = words[lang];
  return `<footer class="et-l et-l--footer"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_0_tb_footer et_pb_with_background et_section_regular"><div class="et_pb_row et_pb_row_0_tb_footer"><div class="et_pb_column et_pb_column_1_3 et_pb_column_0_tb_footer"><div class="et_pb_module et_pb_text et_pb_text_0_tb_footer"><div class="et_pb_text_inner"><h4>${w.footerAbout}</h4><p>${MOLE_STREET} (portici)<br>${MOLE_TOWN}</p><p>P.IVA ${MOLE_VAT}</p></div></div></div><div class="et_pb_column et_pb_column_1_3 et_pb_column_1_tb_footer"><div class="et_pb_module et_pb_text et_pb_text_1_tb_footer"><div class="et_pb_text_inner"><h4>${w.hoursTitle}</h4><p>${w.hours.join('<br>')}</p><p>${w.chieri}</p></div></div></div><div class="et_pb_column et_pb_column_1_3 et_pb_column_2_tb_footer"><div class="et_pb_module et_pb_text et_pb_text_2_tb_footer"><div class="et_pb_text_inner"><h4>${w.contact}</h4><p>Tel. <a href="tel:+390118124436">${MOLE_PHONE}</a><br>WhatsApp <a href="${MOLE_WHATSAPP_HREF}">${MOLE_WHATSAPP}</a><br><a href="mailto:${MOLE_EMAIL}">${MOLE_EMAIL}</a></p></div></div><ul class="et_pb_module et_pb_social_media_follow et_pb_social_media_follow_0_tb_footer clearfix et_pb_bg_layout_dark"><li class="et_pb_social_media_follow_network_0_tb_footer et_pb_social_icon et_pb_social_network_link et-social-instagram"><a href="https://www.instagram.com/pasticceriamole" class="icon et_pb_with_border" title="Segui su Instagram" target="_blank"><span class="et_pb_social_media_follow_network_name" aria-hidden="true">Segui</span></a></li><li class="et_pb_social_icon et_pb_social_network_link et-social-facebook"><a href="https://www.facebook.com/pasticceriamole" class="icon et_pb_with_border" title="Segui su Facebook" target="_blank"><span class="et_pb_social_media_follow_network_name" aria-hidden="true">Segui</span></a></li></ul></div></div><div class="et_pb_row et_pb_row_1_tb_footer"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text et_pb_text_3_tb_footer"><div class="et_pb_text_inner"><p>© 2026 Pasticceria Caffè della Mole S.n.c. – ${w.copy} · ${w.legal.map(([l, h]) => `<a href="${h}">${l}</a>`).join(' · ')} · <a href="#" class="cmplz-show-banner">${w.cookieTitle}</a></p></div></div></div></div></div></div></footer>`;
};

const cookieBanner = (lang: MoleLanguage) => {
  const w = words[lang];
  return `<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin"><div class="cmplz-header"><div class="cmplz-logo"></div><div class="cmplz-title" id="cmplz-header-1-optin">${w.cookieTitle}</div><div class="cmplz-close" tabindex="0" role="button" aria-label="Chiudi la finestra di dialogo">×</div></div><div class="cmplz-divider cmplz-divider-header"></div><div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">${w.cookie}</div><div class="cmplz-categories"><details class="cmplz-category cmplz-functional"><summary><span class="cmplz-category-header"><span class="cmplz-category-title">Funzionale</span><span class="cmplz-always-active">Sempre attivo</span></span></summary></details><details class="cmplz-category cmplz-statistics"><summary><span class="cmplz-category-header"><span class="cmplz-category-title">Statistiche</span></span></summary></details><details class="cmplz-category cmplz-marketing"><summary><span class="cmplz-category-header"><span class="cmplz-category-title">Marketing</span></span></summary></details></div></div><div class="cmplz-links cmplz-information"><a class="cmplz-link cmplz-manage-options cookie-statement" href="#">Gestisci opzioni</a></div><div class="cmplz-divider cmplz-footer"></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">${w.accept}</button><button class="cmplz-btn cmplz-deny">${w.deny}</button><button class="cmplz-btn cmplz-view-preferences">${w.prefs}</button></div><div class="cmplz-links cmplz-documents"><a href="/privacy-e-cookie" class="cmplz-link cookie-statement">Cookie Policy</a></div></div></div>`;
};

const bodyOf = (page: MolePage) => {
  if (page.template === 'post')
    return `<div class="container"><div id="content-area" class="clearfix"><div id="left-area"><article id="post-${n()}" class="et_pb_post post type-post status-publish format-standard has-post-thumbnail hentry category-news"><div class="et_post_meta_wrapper"><h1 class="entry-title">${page.title}</h1><p class="post-meta"> da <span class="author vcard"><a href="/author/chiara" title="Articoli scritti da Chiara" rel="author">Chiara</a></span> | <span class="published">${page.date}</span> | <a href="/category/news" rel="category tag">News</a></p></div><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">${page.body}</div></div></div></article></div><div id="sidebar"><div id="recent-posts-2" class="et_pb_widget widget_recent_entries"><h4 class="widgettitle">Articoli recenti</h4><ul><li><a href="/news/natale-2026-orari-e-panettoni">Natale 2026: orari e panettoni</a></li><li><a href="/news/corsi-inverno-2026">Tornano i corsi del sabato</a></li><li><a href="/news/nuovo-anno-nuovi-orari">Nuovo anno, nuovi orari</a></li></ul></div></div></div></div>`;
  if (page.template === 'shop')
    return `<div class="container"><div id="content-area" class="clearfix"><div id="left-area"><nav class="woocommerce-breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a>&nbsp;&#47;&nbsp;<a href="/negozio">Shop online</a>&nbsp;&#47;&nbsp;${page.title}</nav>${page.body}</div></div></div>`;
  return `<article id="post-${n()}" class="post-${n()} page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">${page.body}</div></div></div></article>`;
};

/** Wraps a stored page in the Divi theme: head, header with menus and switcher, content, footer, banner. */
export const moleLayout = (page: MolePage): SitePage => {
  const w = words[page.lang];
  const alt = page.alternate
    ? `<link rel="alternate" hreflang="${page.lang === 'it' ? 'en' : 'it'}" href="${MOLE_SITE}${page.alternate}">`
    : '';
  const html = `<!DOCTYPE html>
<html lang="${page.lang === 'it' ? 'it-IT' : 'en-US'}">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0">
<title>${page.title} – Pasticceria Caffè della Mole</title>
<meta name="description" content="${page.description}">
<link rel="canonical" href="${MOLE_SITE}${page.path}">
<link rel="alternate" hreflang="${page.lang}" href="${MOLE_SITE}${page.path}">${alt}
<meta name="generator" content="WordPress 6.6.2">
<meta name="generator" content="WPML ver:4.6.13 stt:1,27;">
<meta name="generator" content="WooCommerce 9.3.3">
<link rel="stylesheet" id="divi-style-parent-css" href="${MOLE_SITE}/wp-content/themes/Divi/style-static.min.css?ver=4.27.2" type="text/css" media="all">
<link rel="stylesheet" id="woocommerce-general-css" href="${MOLE_SITE}/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=9.3.3" type="text/css" media="all">
<link rel="stylesheet" id="cmplz-general-css" href="${MOLE_SITE}/wp-content/plugins/complianz-gdpr/assets/css/cookieblocker.min.css?ver=1726052345" type="text/css" media="all">
<style id="et-divi-customizer-global-cached-inline-styles">body{color:#4a3b2f}#main-header{background-color:#2b1d14}.et_pb_toggle_close .et_pb_toggle_content{display:none}.et_mobile_menu{display:none}</style>
<script type="text/javascript" src="${MOLE_SITE}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","name":"Pasticceria Caffè della Mole","telephone":"${MOLE_PHONE_INTL}","address":{"@type":"PostalAddress","streetAddress":"${MOLE_STREET}","postalCode":"10124","addressLocality":"Torino"}}</script>
</head>
<body class="page-template-default page et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_divi_theme et-db woocommerce-js">
<div id="page-container">
<a class="screen-reader-text skip-link" href="#main-content">${w.skip}</a>
<div id="top-header"><div class="container clearfix"><div id="et-info"><span id="et-info-phone">${MOLE_PHONE}</span><a href="mailto:${MOLE_EMAIL}"><span id="et-info-email">${MOLE_EMAIL}</span></a></div><div id="et-secondary-menu"><div class="et_duplicate_social_icons"></div><span class="mole-topbar">${w.topbar}</span>${wpmlSwitcher(page)}<a href="/carrello" class="et-cart-info"><span>0 ${w.cart}</span></a></div></div></div>
<header id="main-header" data-height-onload="90"><div class="container clearfix et_menu_container"><div class="logo_container"><span class="logo_helper"></span><a href="${page.lang === 'it' ? '/' : '/en'}"><img src="${uploads('logo-mole.png')}" width="320" height="110" alt="Pasticceria Caffè della Mole" id="logo" data-height-percentage="70"></a></div><div id="et-top-navigation" data-height="90" data-fixed-height="40"><nav id="top-menu-nav">${topMenu(page.lang, page.path, 'top-menu')}</nav><div id="et_top_search"><span id="et_search_icon"></span></div><div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Seleziona una pagina</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span>${topMenu(page.lang, page.path, 'mobile_menu')}</div></div></div></div><div class="et_search_outer"><div class="container et_search_form_container"><form role="search" method="get" class="et-search-form" action="/"><input type="search" class="et-search-field" placeholder="${w.search}" value="" name="s" title="Cerca:"></form><span class="et_close_search_field"></span></div></div></header>
<div id="et-main-area">
<div id="main-content">
${bodyOf(page)}
</div>
${footer(page.lang)}
</div>
</div>
${cookieBanner(page.lang)}
<script type="text/javascript" id="cmplz-cookiebanner-js-extra">var complianz = {"prefix":"cmplz_","user_banner_id":"1","set_cookies":[],"block_ajax_content":"","banner_version":"18","version":"7.1.0","store_consent":"","do_not_track_enabled":"","consenttype":"optin","region":"eu","geoip":"","dismiss_timeout":"","disable_cookiebanner":"","soft_cookiewall":"","dismiss_on_scroll":"","cookie_expiry":"365","url":"${MOLE_SITE}/wp-json/complianz/v1/","locale":"lang=${page.lang}&locale=${page.lang === 'it' ? 'it_IT' : 'en_US'}"};</script>
<script type="text/javascript" src="${MOLE_SITE}/wp-content/themes/Divi/js/scripts.min.js?ver=4.27.2" id="divi-custom-script-js"></script>
</body>
</html>`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
};
