import {
  type CardProduct,
  CDN,
  imageWithText,
  type NorthbankPage,
  productCard,
  productGrid,
  richText,
  shopifySection,
} from './northbank-roasters.layout.ts';

/** The shop's cards, as the collection and the home page print them (some products have no page here). */
export const cards: Record<string, CardProduct> = {
  house: {
    handle: 'kirkstall-house-blend',
    title: 'Kirkstall House Blend',
    price: '£9.50',
    from: true,
    notes: 'Milk chocolate · Hazelnut · Red apple',
    image: 'house-blend-bag.jpg',
  },
  aire: {
    handle: 'aire-espresso',
    title: 'Aire Espresso',
    price: '£10.00',
    from: true,
    notes: 'Dark chocolate · Cherry · Molasses',
    image: 'aire-espresso-bag.jpg',
  },
  guji: {
    handle: 'ethiopia-guji-hambela',
    title: 'Ethiopia Guji Hambela',
    price: '£12.50',
    from: true,
    notes: 'Jasmine · Bergamot · Peach',
    image: 'guji-hambela-bag.jpg',
  },
  rwanda: {
    handle: 'rwanda-huye-mountain',
    title: 'Rwanda Huye Mountain',
    price: '£11.75',
    notes: 'Redcurrant · Black tea · Brown sugar',
    image: 'huye-mountain-bag.jpg',
  },
  kenya: {
    handle: 'kenya-kiambu-aa',
    title: 'Kenya Kiambu AA',
    price: '£13.50',
    soldOut: true,
    notes: 'Blackcurrant · Grapefruit · Tomato',
    image: 'kiambu-aa-bag.jpg',
  },
  decaf: {
    handle: 'colombia-el-carmen-decaf',
    title: 'Colombia El Carmen Decaf',
    price: '£10.50',
    from: true,
    notes: 'Cocoa · Caramel · Orange',
    image: 'el-carmen-decaf-bag.jpg',
  },
  v60: {
    handle: 'hario-v60-starter-kit',
    title: 'Hario V60 Starter Kit',
    price: '£34.00',
    image: 'v60-kit.jpg',
  },
  grinder: {
    handle: 'timemore-c3-hand-grinder',
    title: 'Timemore C3 Hand Grinder',
    price: '£79.00',
    image: 'timemore-c3.jpg',
  },
  gift: {
    handle: 'gift-card',
    title: 'Northbank Gift Card',
    price: '£10.00',
    from: true,
    image: 'gift-card.jpg',
  },
};

interface Variant {
  title: string;
  options: string[];
  /** In pence, as the product JSON has it. */
  price: number;
  available: boolean;
  sku: string;
}

interface ProductDefinition {
  handle: string;
  title: string;
  description: string;
  /** The caption under the title (tasting notes). */
  caption?: string;
  /** The first variant's price, as printed: '£9.50'. */
  price: string;
  options: [string, string[]][];
  variants: Variant[];
  /** The description from the product editor. */
  body: string;
  /** Collapsible tabs under the buy buttons: title, content. */
  tabs: [string, string][];
  subscription?: boolean;
  pickup?: boolean;
  images: [string, string][];
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/** The same "Shipping & returns" tab on every coffee. */
export const coffeeShippingTab = `<p>We roast on <strong>Mondays and Thursdays</strong> and every order is dispatched within 48 hours of roasting, so your coffee reaches you fresh. UK delivery by Royal Mail Tracked 48 is £4.50, or free on orders over £30; DPD next day is £7.95. We also ship to the EU for £12.95.</p>
<p>Coffee is a food product, so we can&rsquo;t take back a bag once it has been opened. If something&rsquo;s wrong with your order, just tell us. Full details on our <a href="/pages/shipping">shipping &amp; returns page</a>.</p>`;

/**
 * A product page as Dawn's main-product section prints it: gallery, vendor, the title twice, the price
 * block with the sale and sold-out badges always in the markup, the variant <select>s and a <noscript>
 * list of every variant with its price, the subscriptions app block, buy buttons, pickup availability,
 * the description and collapsible tabs; then the product JSON and JSON-LD in scripts.
 */
function productPage(p: ProductDefinition): NorthbankPage {
  const id = `template--22180914__main-${p.handle}`;
  const first = p.variants[0]!;
  const gallery = p.images
    .map(
      ([file, alt], i) =>
        `<li id="Slide-${id}-${i + 1}" class="product__media-item grid__item slider__slide${i === 0 ? ' is-active' : ''}" data-media-id="${id}-${3300 + i}"><div class="product-media-container media-type-image media-fit-contain global-media-settings gradient constrain-height" style="--ratio: 1.0; --preview-ratio: 1.0;"><modal-opener class="product__modal-opener product__modal-opener--image no-js-hidden" data-modal="#ProductModal-${id}"><span class="product__media-icon motion-reduce quick-add-hidden product__media-icon--lightbox" aria-hidden="true"><svg aria-hidden="true" focusable="false" class="icon icon-plus" viewBox="0 0 19 19"><use href="#icon-plus"></use></svg></span><div class="product__media media media--transparent"><img src="${CDN}/files/${file}?v=1729&amp;width=1946" alt="${alt}" srcset="${CDN}/files/${file}?v=1729&amp;width=493 493w, ${CDN}/files/${file}?v=1729&amp;width=600 600w, ${CDN}/files/${file}?v=1729&amp;width=1946 1946w" width="973" height="973" class="image-magnify-lightbox" sizes="(min-width: 1200px) 715px, (min-width: 990px) calc(65.0vw - 10rem), (min-width: 750px) calc((100vw - 11.5rem) / 2), calc(100vw / 1 - 4rem)"${i > 0 ? ' loading="lazy"' : ''}></div><button class="product__media-toggle quick-add-hidden product__media-zoom-lightbox" type="button" aria-haspopup="dialog" data-media-id="${3300 + i}"><span class="visually-hidden">Open media ${i + 1} in modal</span></button></modal-opener></div></li>`,
    )
    .join('\n');
  const selects = p.options
    .map(
      ([name, values], i) => `<div class="product-form__input product-form__input--dropdown">
  <label class="form__label" for="Option-${id}-${i}">${name}</label>
  <div class="select"><select id="Option-${id}-${i}" class="select__select" name="options[${name}]" form="product-form-${id}">${values.map((v, j) => `<option value="${v}"${j === 0 ? ' selected="selected"' : ''}>${v}</option>`).join('')}</select><svg aria-hidden="true" focusable="false" class="icon icon-caret" viewBox="0 0 10 6"><use href="#icon-caret"></use></svg></div>
</div>`,
    )
    .join('\n');
  const noscriptVariants = p.variants
    .map(
      (v) =>
        `<option${v === first ? ' selected="selected"' : ''}${v.available ? '' : ' disabled'} value="4471${v.sku.replace(/\D/g, '').padEnd(8, '3')}">${v.title}${v.available ? '' : ' - Sold out'} - ${pounds(v.price)} GBP</option>`,
    )
    .join('\n          ');
  const subscription = p.subscription
    ? `<div id="shopify-block-subscriptions_app_block_${p.handle}" class="shopify-block shopify-app-block"><div class="shopify_subscriptions_app_container" data-section-id="${id}">
  <fieldset class="shopify_subscriptions_fieldset"><legend class="visually-hidden">Purchase options</legend>
    <div class="shopify_subscriptions_app_block_label"><label><input type="radio" name="purchaseOption_${p.handle}" value="onetime" checked> One-time purchase <span class="shopify_subscriptions_purchase_option_price">${p.price}</span></label></div>
    <div class="shopify_subscriptions_app_block_label"><label><input type="radio" name="purchaseOption_${p.handle}" value="subscription"> Subscribe &amp; save 10% <span class="shopify_subscriptions_purchase_option_price">${pounds(Math.round(first.price * 0.9))}</span></label>
      <div class="shopify_subscriptions_app_block--hidden"><label for="selling_plan_${p.handle}">Deliver every</label><select id="selling_plan_${p.handle}" name="selling_plan"><option value="6893512950">2 weeks</option><option value="6893545718">4 weeks</option></select></div>
    </div>
  </fieldset>
  <p class="shopify_subscriptions_app_policy"><a href="/pages/subscriptions">How subscriptions work</a></p>
</div></div>`
    : '';
  const pickup = p.pickup
    ? `<pickup-availability class="product__pickup-availabilities no-js-hidden quick-add-hidden" available data-root-url="/" data-variant-id="4471${first.sku.replace(/\D/g, '').padEnd(8, '3')}" data-has-only-default-variant="false"><div class="pickup-availability-info"><p class="caption-large">Pickup available at <span class="color-foreground">Northbank Yard, Leeds</span></p><p class="caption">Usually ready in 24 hours</p><button id="ShowPickupAvailabilityDrawer" class="pickup-availability-button link link--text underlined-link" aria-haspopup="dialog">View store information</button></div></pickup-availability>`
    : '';
  const tabs = p.tabs
    .map(
      (
        [title, content],
        i,
      ) => `<div class="product__accordion accordion quick-add-hidden"><details id="Details-collapsible-row-${i + 1}-${id}">
  <summary><div class="summary__title"><svg class="icon icon-accordion" aria-hidden="true" focusable="false" viewBox="0 0 20 20"><use href="#icon-${i === p.tabs.length - 1 ? 'truck' : 'coffee-bean'}"></use></svg><h2 class="h4 accordion__title inline-richtext">${title}</h2></div><svg aria-hidden="true" focusable="false" class="icon icon-caret" viewBox="0 0 10 6"><use href="#icon-caret"></use></svg></summary>
  <div class="accordion__content rte" id="ProductAccordion-collapsible-row-${i + 1}-${id}">${content}</div>
</details></div>`,
    )
    .join('\n');
  const json = {
    id: Number(`8123${p.handle.length}0914`),
    title: p.title,
    handle: p.handle,
    vendor: 'Northbank Coffee Roasters',
    type: p.subscription ? 'Coffee' : 'Gifts & kit',
    price: first.price,
    price_min: Math.min(...p.variants.map((v) => v.price)),
    price_max: Math.max(...p.variants.map((v) => v.price)),
    available: p.variants.some((v) => v.available),
    options: p.options.map(([name]) => name),
    variants: p.variants.map((v) => ({
      title: v.title,
      option1: v.options[0] ?? null,
      option2: v.options[1] ?? null,
      sku: v.sku,
      price: v.price,
      available: v.available,
      requires_shipping: p.handle !== 'gift-card',
    })),
  };
  const ldJson = {
    '@context': 'http://schema.org/',
    '@type': 'Product',
    name: p.title,
    url: `https://northbank-roasters.test/products/${p.handle}`,
    brand: { '@type': 'Brand', name: 'Northbank Coffee Roasters' },
    offers: p.variants.map((v) => ({
      '@type': 'Offer',
      availability: v.available ? 'http://schema.org/InStock' : 'http://schema.org/OutOfStock',
      price: (v.price / 100).toFixed(2),
      priceCurrency: 'GBP',
      sku: v.sku,
    })),
  };
  const main = `${shopifySection(
    'main',
    `<section id="MainProduct-${id}" class="page-width section-${id}-padding" data-section="${id}">
  <div class="product product--large product--left product--stacked grid grid--1-col grid--2-col-tablet">
    <div class="grid__item product__media-wrapper">
      <media-gallery id="MediaGallery-${id}" role="region" class="product__column-sticky" aria-label="Gallery Viewer" data-desktop-layout="stacked">
        <div id="GalleryStatus-${id}" class="visually-hidden" role="status"></div>
        <slider-component id="GalleryViewer-${id}" class="slider-mobile-gutter"><a class="skip-to-content-link button visually-hidden quick-add-hidden" href="#ProductInfo-${id}">Skip to product information</a>
        <ul id="Slider-Gallery-${id}" class="product__media-list contains-media grid grid--peek list-unstyled slider slider--mobile" role="list">
${gallery}
        </ul></slider-component>
      </media-gallery>
    </div>
    <div class="product__info-wrapper grid__item">
      <product-info id="ProductInfo-${id}" data-section="${id}" data-url="/products/${p.handle}" class="product__info-container product__column-sticky">
        <p class="product__text inline-richtext caption-with-letter-spacing">Northbank Coffee Roasters</p>
        <div class="product__title"><h1>${p.title}</h1><a href="/products/${p.handle}" class="product__title"><h2 class="h1">${p.title}</h2></a></div>
        ${p.caption ? `<p class="product__text inline-richtext">${p.caption}</p>` : ''}
        <div id="price-${id}" role="status"><div class="price price--large price--show-badge">
          <div class="price__container">
            <div class="price__regular"><span class="visually-hidden visually-hidden--inline">Regular price</span><span class="price-item price-item--regular">${p.price} GBP</span></div>
            <div class="price__sale"><span class="visually-hidden visually-hidden--inline">Regular price</span><span><s class="price-item price-item--regular"></s></span><span class="visually-hidden visually-hidden--inline">Sale price</span><span class="price-item price-item--sale price-item--last">${p.price} GBP</span></div>
            <small class="unit-price caption hidden"><span class="visually-hidden">Unit price</span><span class="price-item price-item--last"><span></span><span aria-hidden="true">/</span><span class="visually-hidden">&nbsp;per&nbsp;</span><span></span></span></small>
          </div>
          <span class="badge price__badge-sale color-scheme-4">Sale</span>
          <span class="badge price__badge-sold-out color-scheme-3">Sold out</span>
        </div></div>
        <div class="product__tax caption rte">Tax included. <a href="/policies/shipping-policy">Shipping</a> calculated at checkout.</div>
        <variant-selects id="variant-selects-${id}" data-section="${id}">
${selects}
          <script type="application/json" data-selected-variant>${JSON.stringify({ id: first.sku, title: first.title, price: first.price, available: first.available })}</script>
        </variant-selects>
        <noscript class="product-form__noscript-wrapper-${id}">
          <div class="product-form__input hidden"><label class="form__label" for="Variants-${id}">Product variants</label><div class="select"><select name="id" id="Variants-${id}" class="select__select" form="product-form-${id}">
          ${noscriptVariants}
          </select></div></div>
        </noscript>
        ${subscription}
        <div class="product-form__input product-form__quantity"><label class="quantity__label form__label" for="Quantity-${id}">Quantity</label>
          <quantity-input class="quantity"><button class="quantity__button" name="minus" type="button"><span class="visually-hidden">Decrease quantity for ${p.title}</span><svg aria-hidden="true" class="icon icon-minus"><use href="#icon-minus"></use></svg></button><input class="quantity__input" type="number" name="quantity" id="Quantity-${id}" data-min="1" min="1" step="1" value="1" form="product-form-${id}"><button class="quantity__button" name="plus" type="button"><span class="visually-hidden">Increase quantity for ${p.title}</span><svg aria-hidden="true" class="icon icon-plus"><use href="#icon-plus"></use></svg></button></quantity-input>
        </div>
        <div><product-form class="product-form" data-section-id="${id}">
          <div class="product-form__error-message-wrapper" role="alert" hidden><span class="product-form__error-message"></span></div>
          <form method="post" action="/cart/add" id="product-form-${id}" accept-charset="UTF-8" class="form" enctype="multipart/form-data" novalidate="novalidate" data-type="add-to-cart-form"><input type="hidden" name="form_type" value="product"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="id" value="4471${first.sku.replace(/\D/g, '').padEnd(8, '3')}" class="product-variant-id">
            <div class="product-form__buttons"><button id="ProductSubmitButton-${id}" type="submit" name="add" class="product-form__submit button button--full-width button--secondary"><span>Add to cart</span><div class="loading__spinner hidden"><svg aria-hidden="true" focusable="false" class="spinner" viewBox="0 0 66 66"><circle class="path" fill="none" stroke-width="6" cx="33" cy="33" r="30"></circle></svg></div></button>
            <div data-shopify="payment-button" class="shopify-payment-button"><shopify-accelerated-checkout recommended="{&quot;name&quot;:&quot;shop_pay&quot;}" fallback="{&quot;name&quot;:&quot;buy_it_now&quot;}" access-token="7b3c1e0f5d2a4b6c8e9f0a1b2c3d4e5f" buyer-country="GB" buyer-locale="en" buyer-currency="GBP" variant-params="[]" shop-id="71290561234" ><div class="shopify-payment-button__button" role="button" disabled aria-hidden="true" style="background-color: transparent; border: none"><div class="shopify-payment-button__skeleton">&nbsp;</div></div></shopify-accelerated-checkout><small id="shopify-buyer-consent" class="hidden" aria-hidden="true" data-consent-type="subscription"> One or more of the items in your cart is a recurring or deferred purchase. By continuing, I agree to the <span id="shopify-subscription-policy-button">cancellation policy</span> and authorise you to charge my payment method at the prices, frequency and dates listed on this page until my order is fulfilled or I cancel, if permitted.</small></div>
            </div>
          </form>
        </product-form></div>
        ${pickup}
        <div class="product__description rte quick-add-hidden">
${p.body}
        </div>
${tabs}
        <share-button id="Share-${id}" class="share-button quick-add-hidden"><button class="share-button__button hidden"><svg width="13" height="12" class="icon icon-share" aria-hidden="true" focusable="false"><use href="#icon-share"></use></svg>Share</button><details id="Details-share-${id}"><summary class="share-button__button"><svg width="13" height="12" class="icon icon-share" aria-hidden="true" focusable="false"><use href="#icon-share"></use></svg>Share</summary><div class="share-button__fallback motion-reduce"><div class="field"><span id="ShareMessage-${id}" class="share-button__message hidden" role="status"></span><input type="text" class="field__input" id="ShareUrl-${id}" value="https://northbank-roasters.test/products/${p.handle}" placeholder="Link" onclick="this.select();" readonly><label class="field__label" for="ShareUrl-${id}">Link</label></div><button class="share-button__close hidden no-js-hidden"><svg class="icon icon-close" aria-hidden="true" focusable="false"><use href="#icon-close"></use></svg><span class="visually-hidden">Close share</span></button><button class="share-button__copy no-js-hidden"><svg class="icon icon-clipboard" width="11" height="13" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" viewBox="0 0 11 13"><use href="#icon-clipboard"></use></svg><span class="visually-hidden">Copy link</span></button></div></details></share-button>
        <a href="/collections/coffee" class="link product__view-details animate-arrow">View all coffee<svg viewBox="0 0 14 10" fill="none" aria-hidden="true" focusable="false" class="icon icon-arrow" xmlns="http://www.w3.org/2000/svg"><use href="#icon-arrow"></use></svg></a>
      </product-info>
    </div>
  </div>
  <product-modal id="ProductModal-${id}" class="product-media-modal media-modal"><div class="product-media-modal__dialog" role="dialog" aria-label="Media gallery" aria-modal="true" tabindex="-1"><button id="ModalClose-${id}" type="button" class="product-media-modal__toggle" aria-label="Close"><svg class="icon icon-close" aria-hidden="true" focusable="false"><use href="#icon-close"></use></svg></button><div class="product-media-modal__content color-scheme-1 gradient" role="document" aria-label="Media gallery" tabindex="0"></div></div></product-modal>
  <script type="application/json" id="ProductJSON-${id}" data-product-json>${JSON.stringify(json)}</script>
  <script type="application/ld+json">${JSON.stringify(ldJson)}</script>
</section>`,
    'section',
  )}
${shopifySection(
  'related_products',
  `<product-recommendations class="related-products page-width section-related-padding isolate" data-url="/recommendations/products?section_id=related-products&amp;product_id=${json.id}&amp;limit=4"><h2 class="related-products__heading inline-richtext h2">You may also like</h2></product-recommendations>`,
  'section',
)}`;
  return {
    path: `/products/${p.handle}`,
    lang: 'en',
    title: p.title,
    description: p.description,
    template: 'product',
    main,
  };
}

const grinds = ['Whole bean', 'Ground for espresso', 'Ground for filter', 'Ground for cafetière'];

/** The coffee variants: every grind in 250g, whole bean only in 1kg. */
function coffeeVariants(code: string, small: number, large: number, largeAvailable = true): Variant[] {
  return [
    ...grinds.map((g, i) => ({
      title: `250g / ${g}`,
      options: ['250g', g],
      price: small,
      available: true,
      sku: `NB-${code}-250-${i + 1}`,
    })),
    {
      title: '1kg / Whole bean',
      options: ['1kg', 'Whole bean'],
      price: large,
      available: largeAvailable,
      sku: `NB-${code}-1000-1`,
    },
  ];
}

const grindNote =
  '<p><strong>Sizes and grinds.</strong> 250g bags come whole bean or ground for espresso, filter or cafetière. 1kg bags are whole bean only.</p>';

const houseBlend = productPage({
  handle: 'kirkstall-house-blend',
  title: 'Kirkstall House Blend',
  description:
    'Our everyday coffee: a Brazilian and Colombian blend with notes of milk chocolate, hazelnut and red apple. 250g or 1kg, whole bean or ground.',
  caption: 'Milk chocolate · Hazelnut · Red apple',
  price: '£9.50',
  options: [
    ['Size', ['250g', '1kg']],
    ['Grind', grinds],
  ],
  variants: coffeeVariants('KHB', 950, 3200),
  body: `<p>The coffee we drink all day at the roastery, and the one most of our wholesale cafés pour. A medium roast that is sweet and forgiving in a cafetière, a V60 or an espresso machine, and happy with milk.</p>
<p><strong>Prices:</strong> 250g bag £9.50 &middot; 1kg bag £32.00</p>
${grindNote}
<p>Roast date printed on every bag. Best enjoyed between 7 days and 6 weeks after roasting.</p>`,
  tabs: [
    [
      'Origin &amp; roast',
      '<p>60% Brazil, Fazenda Santa Inês (Sul de Minas), natural &middot; 40% Colombia, Asociación San Isidro (Huila), washed. Medium roast.</p>',
    ],
    [
      'Brewing guide',
      '<p>Espresso: 18g in, 38g out, 28&ndash;30 seconds. Filter: 60g per litre at 94&deg;C. Cafetière: 30g to 500ml, four minutes, then break the crust.</p>',
    ],
    ['Shipping &amp; returns', coffeeShippingTab],
  ],
  subscription: true,
  pickup: true,
  images: [
    ['house-blend-bag.jpg', 'Kirkstall House Blend, 250g kraft bag with a green label'],
    ['house-blend-beans.jpg', 'Medium roast beans in a scoop'],
  ],
});

const decaf = productPage({
  handle: 'colombia-el-carmen-decaf',
  title: 'Colombia El Carmen Decaf',
  description:
    'Swiss Water Process decaf from the El Carmen growers in Cauca, Colombia: cocoa, caramel and orange. 250g or 1kg.',
  caption: 'Cocoa · Caramel · Orange',
  price: '£10.50',
  options: [
    ['Size', ['250g', '1kg']],
    ['Grind', grinds],
  ],
  variants: coffeeVariants('ECD', 1050, 3500),
  body: `<p>A decaf that tastes like coffee. Grown by the El Carmen growers&rsquo; association in Inzá, Cauca, and decaffeinated in Canada by the <strong>Swiss Water Process</strong>: the green beans are soaked in water and the caffeine is filtered out, with no chemical solvents.</p>
<p><strong>Prices:</strong> 250g bag £10.50 &middot; 1kg bag £35.00</p>
${grindNote}
<p>This is also the decaf we use in the café, so any drink on the menu can be made decaf.</p>`,
  tabs: [
    [
      'Origin &amp; roast',
      '<p>Colombia, Inzá (Cauca). Caturra and Castillo, washed, then Swiss Water Process. Grown at 1,750 metres. Medium roast.</p>',
    ],
    [
      'Brewing guide',
      '<p>Espresso: 18g in, 40g out, 30 seconds. Filter: 62g per litre. Decaf beans are a little more brittle, so grind one step coarser than usual.</p>',
    ],
    ['Shipping &amp; returns', coffeeShippingTab],
  ],
  subscription: true,
  pickup: true,
  images: [
    ['el-carmen-decaf-bag.jpg', 'Colombia El Carmen Decaf, 250g bag with an orange label'],
    ['el-carmen-farm.jpg', 'Coffee trees on a hillside in Inzá, Cauca'],
  ],
});

const v60 = productPage({
  handle: 'hario-v60-starter-kit',
  title: 'Hario V60 Starter Kit',
  description:
    'Everything you need for pour-over at home: a ceramic V60 02 dripper, a 600ml glass server and 100 filter papers.',
  price: '£34.00',
  options: [['Colour', ['White', 'Black']]],
  variants: [
    { title: 'White', options: ['White'], price: 3400, available: true, sku: 'NB-V60-KIT-1' },
    { title: 'Black', options: ['Black'], price: 3400, available: true, sku: 'NB-V60-KIT-2' },
  ],
  body: `<p>The kit we use behind the bar for every pour-over. In the box: a Hario V60 02 ceramic dripper, a 600ml glass range server, 100 V60 02 filter papers and a measuring scoop.</p>
<p>New to pour-over? Our <a href="/pages/classes">Brew Better at Home class</a> covers the V60 step by step.</p>`,
  tabs: [
    [
      'Shipping &amp; returns',
      '<p>Equipment ships with your next coffee dispatch, within 48 hours of our Monday or Thursday roast. UK delivery £4.50, free over £30. Unused equipment can be returned within 30 days of delivery in its original packaging. See <a href="/pages/shipping">shipping &amp; returns</a>.</p>',
    ],
  ],
  pickup: true,
  images: [['v60-kit.jpg', 'White ceramic V60 dripper on a glass server with a box of filter papers']],
});

const giftCard = productPage({
  handle: 'gift-card',
  title: 'Northbank Gift Card',
  description: 'A Northbank e-gift card for coffee, brewing kit and classes, sent by email.',
  price: '£10.00',
  options: [['Amount', ['£10.00', '£25.00', '£50.00', '£100.00']]],
  variants: [1000, 2500, 5000, 10000].map((price, i) => ({
    title: pounds(price),
    options: [pounds(price)],
    price,
    available: true,
    sku: `NB-GIFT-${i + 1}`,
  })),
  body: `<p>Not sure which coffee they&rsquo;d like? Let them choose. Our e-gift cards come in <strong>£10, £25, £50 and £100</strong> and are sent by email, straight away or on a date you pick, with your message.</p>
<ul>
<li>Gift cards can be spent on our online shop on coffee, brewing kit and brewing classes.</li>
<li>Gift cards are valid for 24 months from the date of purchase.</li>
<li>Gift cards are online only: they can&rsquo;t be used in the café.</li>
<li>Gift cards can&rsquo;t be exchanged for cash or refunded.</li>
</ul>
<p>Looking for something that arrives through the letterbox? Try a <a href="/pages/subscriptions#gift">gift subscription</a>.</p>`,
  tabs: [['Delivery', '<p>Gift cards are delivered by email, so there&rsquo;s no postage to pay.</p>']],
  images: [['gift-card.jpg', 'Northbank gift card illustration with a coffee bag and the Leeds skyline']],
});

const home: NorthbankPage = {
  path: '/',
  lang: 'en',
  title: 'Speciality coffee roasted in Leeds',
  description:
    'Northbank Coffee Roasters: speciality coffee roasted twice a week in a railway arch in Leeds. Shop beans, subscriptions and brewing kit, or visit our café and tasting bar.',
  template: 'index',
  alternate: '/it',
  main: `${shopifySection(
    'image_banner',
    `<div id="Banner-image-banner" class="banner banner--content-align-center banner--large banner--desktop-transparent">
  <div class="banner__media media"><img src="${CDN}/files/roastery-arch.jpg?v=1729&amp;width=3840" alt="The roaster in the railway arch at Northbank Yard" srcset="${CDN}/files/roastery-arch.jpg?v=1729&amp;width=375 375w, ${CDN}/files/roastery-arch.jpg?v=1729&amp;width=750 750w, ${CDN}/files/roastery-arch.jpg?v=1729&amp;width=1500 1500w" width="3840" height="2160" sizes="100vw" fetchpriority="high"></div>
  <div class="banner__content banner__content--middle-center page-width scroll-trigger animate--slide-in">
    <div class="banner__box content-container content-container--full-width-mobile color-scheme-3 gradient">
      <h2 class="banner__heading inline-richtext h0">Roasted in Leeds, twice a week</h2>
      <div class="banner__text rte"><p>Small-batch speciality coffee from a railway arch on Kirkstall Road, sent out fresh to your door.</p></div>
      <div class="banner__buttons"><a href="/collections/coffee" class="button button--primary">Shop coffee</a><a href="/pages/subscriptions" class="button button--secondary">Start a subscription</a></div>
    </div>
  </div>
</div>`,
    'section',
  )}
${productGrid('This week&rsquo;s coffees', [cards.house!, cards.guji!, cards.decaf!, cards.kenya!], 'en', '/collections/coffee')}
${shopifySection(
  'multicolumn',
  `<div class="multicolumn color-scheme-1 gradient background-none no-heading"><div class="page-width section-multicolumn-padding isolate">
  <slider-component class="slider-mobile-gutter"><ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--3-col-desktop" role="list">
    <li class="multicolumn-list__item grid__item center"><div class="multicolumn-card content-container"><div class="multicolumn-card__info"><h3 class="inline-richtext">Fresh off the roaster</h3><div class="rte"><p>We roast on Mondays and Thursdays and send every order out within 48 hours of roasting.</p></div></div></div></li>
    <li class="multicolumn-list__item grid__item center"><div class="multicolumn-card content-container"><div class="multicolumn-card__info"><h3 class="inline-richtext">Never run out</h3><div class="rte"><p>A bag every 2 or 4 weeks, 10% off and free UK delivery. <a href="/pages/subscriptions">How subscriptions work</a></p></div></div></div></li>
    <li class="multicolumn-list__item grid__item center"><div class="multicolumn-card content-container"><div class="multicolumn-card__info"><h3 class="inline-richtext">Learn to brew</h3><div class="rte"><p>Home barista and filter classes in our tasting room, plus a free public cupping every month. <a href="/pages/classes">See dates</a></p></div></div></div></li>
  </ul></slider-component>
</div></div>`,
  'section',
)}
${imageWithText(
  'cafe-counter.jpg',
  'The café counter with a La Marzocco machine and cakes under glass domes',
  `<h2 class="image-with-text__heading inline-richtext h1">Come and see us</h2>
<div class="image-with-text__text rte body"><p>Our café and tasting bar sits in the arch next to the roaster. Espresso, filter flights and pastries from Crumb &amp; Co. Open Tuesday to Sunday; dogs welcome.</p></div>
<a href="/pages/cafe" class="button button--primary">Opening hours &amp; menu</a>`,
)}
${richText(`<h2 class="rich-text__heading rte inline-richtext h1">&ldquo;The best flat white in Leeds, and the beans are even better at home.&rdquo;</h2>
<div class="rich-text__text rte"><p>&mdash; Yorkshire Food Guide, 2025</p></div>`)}`,
};

const collection: NorthbankPage = {
  path: '/collections/coffee',
  lang: 'en',
  title: 'All coffee',
  description:
    'All our coffees, blends, single origins and decaf, plus brewing kit and gift cards. Roasted in Leeds every Monday and Thursday.',
  template: 'collection',
  main: `${shopifySection(
    'main_collection_banner',
    `<div class="collection-hero color-scheme-1 gradient"><div class="collection-hero__inner page-width scroll-trigger animate--fade-in"><div class="collection-hero__text-wrapper">
  <h1 class="collection-hero__title"><span class="visually-hidden">Collection: </span>All coffee</h1>
  <div class="collection-hero__description rte">Blends for every day, single origins for the weekend and a decaf worth drinking. Every coffee is roasted to order on a Monday or a Thursday.</div>
</div></div></div>`,
    'section',
  )}
${shopifySection(
  'product_grid',
  `<div class="section-product-grid-padding gradient color-scheme-1">
  <div class="facets-container facets-container-drawer scroll-trigger animate--fade-in">
    <facet-filters-form class="facets facets-vertical-sort page-width small-hide"><form id="FacetSortForm" class="facets__form-vertical"><div class="facet-filters sorting caption"><div class="facet-filters__field"><h2 class="facet-filters__label caption-large text-body"><label for="SortBy">Sort by:</label></h2><div class="select"><select name="sort_by" class="facet-filters__sort select__select caption-large" id="SortBy" aria-describedby="a11y-refresh-page-message"><option value="manual" selected="selected">Featured</option><option value="best-selling">Best selling</option><option value="title-ascending">Alphabetically, A-Z</option><option value="price-ascending">Price, low to high</option><option value="price-descending">Price, high to low</option><option value="created-descending">Date, new to old</option></select></div></div><noscript><button type="submit" class="facets__button-no-js button button--secondary">Sort</button></noscript></div><div class="product-count-vertical light" role="status"><h2 class="product-count__text text-body"><span id="ProductCountDesktop">9 products</span></h2></div></form></facet-filters-form>
  </div>
  <div class="product-grid-container scroll-trigger animate--slide-in" id="ProductGridContainer">
    <div class="collection page-width">
      <ul id="product-grid" data-id="template--22180914__product-grid" class="grid product-grid grid--2-col-tablet-down grid--3-col-desktop">
${[cards.house!, cards.aire!, cards.guji!, cards.rwanda!, cards.kenya!, cards.decaf!].map((c) => productCard(c, 'en')).join('\n')}
<li class="grid__item grid__item--full" id="brewing-kit"><h2 class="collection__subheading h3">Brewing kit &amp; gifts</h2></li>
${[cards.v60!, cards.grinder!, cards.gift!].map((c) => productCard(c, 'en')).join('\n')}
      </ul>
    </div>
  </div>
</div>`,
  'section',
)}`,
};

export const northbankShopPages: NorthbankPage[] = [home, collection, houseBlend, decaf, v60, giftCard];
