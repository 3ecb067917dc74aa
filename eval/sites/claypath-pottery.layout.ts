import type { SitePage } from './site-server.ts';

/**
 * A page of Claypath Pottery as WordPress and the Oxygen Builder publish it, before the header template, the
 * footer section and the Complianz banner: the page's own Oxygen elements (or, for a post, the block editor's
 * content, laid out by the single-post template).
 */
export interface CpPage {
  path: string;
  /** The Yoast SEO title, before " | Claypath Pottery" is appended. */
  title: string;
  description: string;
  /** The WordPress post id: Oxygen numbers every element of the page `<kind>-<n>-<id>`. */
  id: number;
  body: string;
  /** A journal post, laid out by the Oxygen single-post template (date, author, categories, prev/next). */
  post?: { date: string; datetime: string; author: string; category: string };
  unlisted?: boolean;
}

export const CP_SITE = 'https://claypath-pottery.test';
export const CP_NAME = 'Claypath Pottery';
export const CP_STREET = 'The Old Bakery, 9 Lambridge Mews';
export const CP_TOWN = 'Larkhall, Bath BA1 6QE';
export const CP_PHONE = '01225 448 310';
export const CP_PHONE_HREF = 'tel:+441225448310';
export const CP_EMAIL = 'hello@claypath-pottery.test';
export const CP_FIRING_EMAIL = 'firing@claypath-pottery.test';
export const CP_COMPANY = 'Claypath Pottery Ltd';
export const CP_COMPANY_NO = '10493817';
export const CP_INSTAGRAM = 'https://www.instagram.com/claypathpottery';
export const CP_FACEBOOK = 'https://www.facebook.com/claypathpottery';
export const UPLOADS = '/wp-content/uploads';
const OXY_VER = '4.8.3';
const WP_VER = '6.6.2';

/* ── Oxygen elements ─────────────────────────────────────────────────────────────────────────────────── */

export interface Tab {
  label: string;
  body: string[];
}

/**
 * The element makers of one Oxygen page: every element gets the id Oxygen gives it, `<kind>-<n>-<post id>`,
 * numbered in the order the owner added them (here: the order they are made), repeater children with a
 * `-<row>` suffix.
 */
export function oxy(post: number, start = 1) {
  let n = start;
  const next = () => {
    n += 1;
    return n;
  };
  const id = (kind: string) => `${kind}-${next()}-${post}`;
  const cls = (extra?: string) => (extra ? ` ${extra}` : '');

  const el = {
    /** A Section: full width, its content in `ct-section-inner-wrap`. */
    section: (children: string[], extra?: string) =>
      `<section id="${id('section')}" class=" ct-section${cls(extra)}"><div class="ct-section-inner-wrap">${children.join('')}</div></section>`,
    /** A Div block. */
    div: (children: string[], extra?: string) =>
      `<div id="${id('div_block')}" class="ct-div-block${cls(extra)}">${children.join('')}</div>`,
    /** Columns (`ct-new-columns`), each column a Div block. */
    columns: (...cols: string[][]) =>
      `<div id="${id('new_columns')}" class="ct-new-columns">${cols
        .map((c) => `<div id="${id('div_block')}" class="ct-div-block">${c.join('')}</div>`)
        .join('')}</div>`,
    /** A Heading element; the owner set some of them to a plain `div` tag. */
    h: (tag: 'h1' | 'h2' | 'h3' | 'h4' | 'div', html: string, extra?: string) =>
      `<${tag} id="${id('headline')}" class="ct-headline${cls(extra)}">${html}</${tag}>`,
    /** A Text block: a `div` with the text straight inside, no paragraph. */
    text: (html: string, extra?: string) =>
      `<div id="${id('text_block')}" class="ct-text-block${cls(extra)}">${html}</div>`,
    /** A Span inside a text block (Oxygen's "Insert span"). */
    span: (html: string, extra?: string) =>
      `<span id="${id('span')}" class="ct-span${cls(extra)}">${html}</span>`,
    /** A Rich Text element: TinyMCE's paragraphs and lists. */
    rich: (...blocks: string[]) =>
      `<div id="${id('_rich_text')}" class="oxy-rich-text">${blocks
        .map((x) => (/^<(p|ul|ol|h\d|table|figure|div)[ >]/.test(x) ? x : `<p>${x}</p>`))
        .join('')}</div>`,
    /** A Button (`ct-link-button`). */
    button: (label: string, href: string, extra?: string) =>
      `<a id="${id('link_button')}" class="ct-link-button${cls(extra)}" href="${href}" target="${href.startsWith('http') ? '_blank' : '_self'}">${label}</a>`,
    /** A Text Link. */
    link: (label: string, href: string) =>
      `<a id="${id('link_text')}" class="ct-link-text" href="${href}" target="_self">${label}</a>`,
    /** An Image, with WordPress's srcset. */
    image: (file: string, alt: string, w = 1200, h = 800) => {
      const base = file.replace(/\.(jpe?g|png|webp)$/, '');
      const ext = file.slice(base.length);
      return `<img id="${id('image')}" alt="${alt}" src="${UPLOADS}/${file}" class="ct-image" srcset="${UPLOADS}/${file} ${w}w, ${UPLOADS}/${base}-768x${Math.round((768 * h) / w)}${ext} 768w, ${UPLOADS}/${base}-300x${Math.round((300 * h) / w)}${ext} 300w" sizes="(max-width: ${w}px) 100vw, ${w}px" width="${w}" height="${h}" loading="lazy"/>`;
    },
    /** An Icon (`ct-fancy-icon`) from the Font Awesome set. */
    icon: (name: string) => {
      const i = id('fancy_icon');
      return `<div id="${i}" class="ct-fancy-icon"><svg id="svg-${i}"><use xlink:href="#FontAwesomeicon-${name}"></use></svg></div>`;
    },
    /** An icon beside a text block, in a row: the owner's "icon list" of facts. */
    iconRow: (icon: string, html: string) =>
      el.div([el.icon(icon), el.text(html, 'cp-icon-row__text')], 'cp-icon-row'),
    /** A Code Block: HTML the owner pasted in. */
    code: (html: string) => `<div id="${id('code_block')}" class="ct-code-block">${html}</div>`,
    /**
     * A Pricing Box: the title and subtitle, then the price as separate spans (currency, amount, term) run
     * together, the content and the call to action.
     */
    pricingBox: (o: {
      title: string;
      subtitle?: string;
      currency?: string;
      amount: string;
      term?: string;
      content: string;
      cta?: [label: string, href: string];
      featured?: boolean;
    }) =>
      `<div id="${id('_pricing_box')}" class="oxy-pricing-box${o.featured ? ' cp-pricing--featured' : ''}"><div class="oxy-pricing-box-section oxy-pricing-box-title"><div class="oxy-pricing-box-title-title">${o.title}</div>${o.subtitle ? `<div class="oxy-pricing-box-title-subtitle">${o.subtitle}</div>` : ''}</div><div class="oxy-pricing-box-section oxy-pricing-box-price"><div class="oxy-pricing-box-sale-price"><span class="oxy-pricing-box-currency">${o.currency ?? '&pound;'}</span><span class="oxy-pricing-box-amount-main">${o.amount}</span>${o.term ? `<span class="oxy-pricing-box-term">${o.term}</span>` : ''}</div></div><div class="oxy-pricing-box-section oxy-pricing-box-content">${o.content}</div>${o.cta ? `<div class="oxy-pricing-box-section oxy-pricing-box-cta"><a href="${o.cta[1]}" class="ct-link-button oxy-pricing-box-button" target="_self">${o.cta[0]}</a></div>` : ''}</div>`,
    /** Tabs: the tab row, then every panel printed, all but the first with the hidden class. */
    tabs: (tabs: Tab[]) => {
      const wrap = id('_tabs');
      const contents = `_tabs_contents-${next()}-${post}`;
      const key = `tabs-${post * 7 + n}`;
      return `<div id="${wrap}" class="oxy-tabs-wrapper oxy-tabs" data-oxy-tabs-active-tab-class="${key}-tab-active" data-oxy-tabs-contents-wrapper="${contents}">${tabs
        .map(
          (t, k) =>
            `<div id="${id('_tab')}" class="oxy-tab ${key}-tab${k === 0 ? ` ${key}-tab-active` : ''}"><div id="${id('text_block')}" class="ct-text-block">${t.label}</div></div>`,
        )
        .join('')}</div><div id="${contents}" class="oxy-tabs-contents-wrapper oxy-tabs-contents">${tabs
        .map(
          (t, k) =>
            `<div id="${id('_tab_content')}" class="oxy-tab-content tabs-contents-${key}-tab${k === 0 ? '' : ' oxy-tabs-contents-content-hidden'}">${t.body.join('')}</div>`,
        )
        .join('')}</div>`;
    },
    /**
     * A Pro Accordion (OxyExtras) saved collapsed: each header a button with `aria-expanded="false"`, each
     * panel hidden until clicked.
     */
    accordion: (items: [question: string, answer: string[]][]) => {
      const acc = id('-pro-accordion');
      return `<div id="${acc}" class="oxy-pro-accordion" data-behaviour="toggle" data-initial="closed" data-schema="false">${items
        .map(([q, a], k) => {
          const item = `${acc}-item-${k + 1}`;
          return `<div id="${id('-pro-accordion-item')}" class="oxy-pro-accordion_item" data-expanded="false"><div class="oxy-pro-accordion_header-wrap"><button class="oxy-pro-accordion_header" id="${item}-header" aria-expanded="false" aria-controls="${item}-body"><span class="oxy-pro-accordion_title">${q}</span><span class="oxy-pro-accordion_icon"><svg class="oxy-pro-accordion_icon-svg"><use xlink:href="#Lineariconsicon-chevron-down"></use></svg></span></button></div><div class="oxy-pro-accordion_body" id="${item}-body" role="region" aria-labelledby="${item}-header" hidden style="display: none;"><div class="oxy-pro-accordion_content oxy-inner-content">${a
            .map((x) => (/^<(p|ul|ol|div)[ >]/.test(x) ? x : `<p>${x}</p>`))
            .join('')}</div></div></div>`;
        })
        .join('')}</div>`;
    },
    /**
     * A Repeater (`oxy-dynamic-list`) over a custom post type or an ACF repeater: every row is the same
     * elements, their ids suffixed with the row number, the fields in `ct-span`s.
     */
    repeater: <T>(rows: T[], render: (row: T, rid: (kind: string, slot: number) => string) => string) => {
      const list = id('_dynamic_list');
      const base = n;
      n += 12;
      return `<div id="${list}" class="oxy-dynamic-list">${rows
        .map((row, k) => render(row, (kind, slot) => `${kind}-${base + slot}-${post}-${k + 1}`))
        .join('')}</div>`;
    },
  };
  return el;
}

/** A WooCommerce product as the Oxygen "Products List" element loops it. */
export interface Product {
  id: number;
  name: string;
  slug: string;
  /** '26.00', or a range '25.00–265.00'. */
  price: string;
  /** The regular price of a product on sale, struck through. */
  was?: string;
  image: string;
  cat: string;
  outOfStock?: boolean;
  variable?: boolean;
}

const amount = (v: string) =>
  `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&pound;</span>${v}</bdi></span>`;

/** WooCommerce's product loop, inside Oxygen's `oxy-woo-element` wrapper. */
export const wooProducts = (elementId: string, products: Product[]) =>
  `<div id="${elementId}" class="oxy-woo-element"><div class="woocommerce columns-3"><ul class="products columns-3">${products
    .map((p, k) => {
      const [lo, hi] = p.price.split('–');
      const price = p.was
        ? `<del aria-hidden="true">${amount(p.was)}</del> <span class="screen-reader-text">Original price was: &pound;${p.was}.</span><ins aria-hidden="true">${amount(p.price)}</ins><span class="screen-reader-text">Current price is: &pound;${p.price}.</span>`
        : hi
          ? `${amount(lo!)} <span aria-hidden="true">&ndash;</span> <span class="screen-reader-text">Price range: &pound;${lo} through &pound;${hi}</span>${amount(hi)}`
          : amount(p.price);
      const first = k % 3 === 0 ? ' first' : k % 3 === 2 ? ' last' : '';
      const button = p.outOfStock
        ? `<a href="/product/${p.slug}/" data-quantity="1" class="button product_type_simple" data-product_id="${p.id}" aria-label="Read more about &ldquo;${p.name}&rdquo;" rel="nofollow">Read more</a>`
        : p.variable
          ? `<a href="/product/${p.slug}/" data-quantity="1" class="button product_type_variable add_to_cart_button" data-product_id="${p.id}" aria-label="Select options for &ldquo;${p.name}&rdquo;" rel="nofollow">Select options</a>`
          : `<a href="?add-to-cart=${p.id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${p.id}" aria-label="Add to basket: &ldquo;${p.name}&rdquo;" rel="nofollow">Add to basket</a>`;
      return `<li class="product type-product post-${p.id} status-publish${first} ${p.outOfStock ? 'outofstock' : 'instock'} product_cat-${p.cat} has-post-thumbnail${p.was ? ' sale' : ''} taxable shipping-taxable purchasable product-type-${p.variable ? 'variable' : 'simple'}"><a href="/product/${p.slug}/" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${p.was ? '<span class="onsale">Sale!</span>' : ''}<img width="300" height="300" src="${UPLOADS}/${p.image}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${p.name}" decoding="async" loading="lazy" /><h2 class="woocommerce-loop-product__title">${p.name}</h2><span class="price">${price}</span></a>${p.outOfStock ? '<span class="cp-out-of-stock">Out of stock</span>' : ''}${button}</li>`;
    })
    .join('')}</ul></div></div>`;

/* ── Gravity Forms ───────────────────────────────────────────────────────────────────────────────────── */

export type GField =
  | {
      type: 'text' | 'email' | 'phone' | 'date' | 'number';
      label: string;
      required?: boolean;
      description?: string;
    }
  | { type: 'textarea'; label: string; required?: boolean; description?: string }
  | { type: 'select'; label: string; choices: string[]; placeholder: string; required?: boolean }
  | { type: 'checkbox'; label: string; choices: string[]; required?: boolean }
  | { type: 'html'; content: string };

/** A Gravity Forms form (Orbital theme) as its shortcode renders inside an Oxygen Shortcode element. */
export const gravityForm = (
  formId: number,
  title: string,
  description: string,
  fields: GField[],
  confirmation: string,
) => {
  const field = (f: GField, k: number) => {
    const fid = `${formId}_${k + 1}`;
    const req = 'required' in f && f.required;
    const reqMark = req
      ? '<span class="gfield_required"><span class="gfield_required gfield_required_text">(Required)</span></span>'
      : '';
    const wrap = (type: string, inner: string, label?: string, desc?: string) =>
      `<div id="field_${fid}" class="gfield gfield--type-${type}${req ? ' gfield_contains_required' : ''} field_sublabel_below gfield--no-description field_description_below field_validation_below gfield_visibility_visible" data-js-reload="field_${fid}">${label ? `<label class="gfield_label gform-field-label" for="input_${fid}">${label}${reqMark}</label>` : ''}${inner}${desc ? `<div class="gfield_description" id="gfield_description_${fid}">${desc}</div>` : ''}</div>`;
    switch (f.type) {
      case 'textarea':
        return wrap(
          'textarea',
          `<div class="ginput_container ginput_container_textarea"><textarea name="input_${k + 1}" id="input_${fid}" class="textarea large" aria-invalid="false" rows="10" cols="50"></textarea></div>`,
          f.label,
          f.description,
        );
      case 'select':
        return wrap(
          'select',
          `<div class="ginput_container ginput_container_select"><select name="input_${k + 1}" id="input_${fid}" class="large gfield_select" aria-invalid="false"><option value="" selected="selected" class="gf_placeholder">${f.placeholder}</option>${f.choices
            .map((c) => `<option value="${c}">${c}</option>`)
            .join('')}</select></div>`,
          f.label,
        );
      case 'checkbox':
        return `<fieldset id="field_${fid}" class="gfield gfield--type-checkbox gfield--type-choice field_sublabel_below gfield--no-description field_description_below field_validation_below gfield_visibility_visible"><legend class="gfield_label gform-field-label gfield_label_before_complex">${f.label}${reqMark}</legend><div class="ginput_container ginput_container_checkbox"><div class="gfield_checkbox" id="input_${fid}">${f.choices
          .map(
            (c, j) =>
              `<div class="gchoice gchoice_${fid}_${j + 1}"><input class="gfield-choice-input" name="input_${k + 1}.${j + 1}" type="checkbox" value="${c}" id="choice_${fid}_${j + 1}"><label for="choice_${fid}_${j + 1}" id="label_${fid}_${j + 1}" class="gform-field-label gform-field-label--type-inline">${c}</label></div>`,
          )
          .join('')}</div></div></fieldset>`;
      case 'html':
        return `<div id="field_${fid}" class="gfield gfield--type-html gfield_html gfield_html_formatted gfield_no_follows_desc field_sublabel_below gfield--no-description field_description_below field_validation_below gfield_visibility_visible">${f.content}</div>`;
      default:
        return wrap(
          f.type,
          `<div class="ginput_container ginput_container_${f.type}"><input name="input_${k + 1}" id="input_${fid}" type="${f.type === 'phone' ? 'tel' : f.type}" value="" class="large" ${req ? 'aria-required="true" ' : ''}aria-invalid="false"></div>`,
          f.label,
          f.description,
        );
    }
  };
  return `<div class="gform_wrapper gravity-theme gform-theme--no-framework" data-form-theme="gravity-theme" data-form-index="0" id="gform_wrapper_${formId}"><div class="gform_heading"><h2 class="gform_title">${title}</h2><p class="gform_description">${description}</p><p class="gform_required_legend">&quot;<span class="gfield_required gfield_required_asterisk">*</span>&quot; indicates required fields</p></div><form method="post" enctype="multipart/form-data" id="gform_${formId}" action="/contact/#gf_${formId}" data-formid="${formId}" novalidate><div class="gform-body gform_body"><div id="gform_fields_${formId}" class="gform_fields top_label form_sublabel_below description_below validation_below">${fields
    .map(field)
    .join(
      '',
    )}</div></div><div class="gform_footer before"><input type="submit" id="gform_submit_button_${formId}" class="gform_button button" value="Send enquiry"><input type="hidden" class="gform_hidden" name="is_submit_${formId}" value="1"><input type="hidden" class="gform_hidden" name="gform_submit" value="${formId}"><input type="hidden" class="gform_hidden" name="gform_unique_id" value=""><input type="hidden" class="gform_hidden" name="state_${formId}" value="WyJbXSIsIjZkYTNkYjQxNjQ4ZDM2NTYxZjFjNjk2YmQ0ZGM0N2M3Il0="><input type="hidden" class="gform_hidden" name="gform_target_page_number_${formId}" id="gform_target_page_number_${formId}" value="0"><input type="hidden" class="gform_hidden" name="gform_source_page_number_${formId}" id="gform_source_page_number_${formId}" value="1"><input type="hidden" name="gform_field_values" value=""></div></form></div><div class="gform_confirmation_wrapper" id="gform_confirmation_wrapper_${formId}" style="display:none"><div id="gform_confirmation_message_${formId}" class="gform_confirmation_message_${formId} gform_confirmation_message">${confirmation}</div></div><script>gform.initializeOnLoaded( function() {gformInitSpinner( ${formId}, 'https://claypath-pottery.test/wp-content/plugins/gravityforms/images/spinner.svg', true );jQuery('#gform_ajax_frame_${formId}').on('load',function(){});} );</script>`;
};

/* ── Header template: logo, the nav menu with dropdowns, a mobile row with a hidden copy ──────────────── */

type MenuItem = [label: string, href: string, children?: MenuItem[]];

const menu: MenuItem[] = [
  [
    'Classes',
    '/classes/',
    [
      ['Taster Session', '/classes/taster-session/'],
      ['6-Week Wheel Course', '/classes/six-week-wheel-course/'],
      ['Hand-Building', '/classes/hand-building/'],
      ["Kids' Clay Club", '/classes/kids-clay-club/'],
    ],
  ],
  ['Open Studio', '/open-studio/'],
  ['Kiln Firing', '/kiln-firing/'],
  ['Parties', '/private-parties/'],
  ['Gift Vouchers', '/gift-vouchers/'],
  ['Shop', '/shop/'],
  [
    'About',
    '/about/',
    [
      ['Our Story &amp; Team', '/about/'],
      ['Visit Us', '/visit-us/'],
      ['FAQ', '/faq/'],
      ['Journal', '/journal/'],
    ],
  ],
  ['Contact', '/contact/'],
];

let menuItemId = 40;
const menuIds = new Map<string, number>();
const menuIdOf = (href: string) => {
  if (!menuIds.has(href)) {
    menuItemId += 7;
    menuIds.set(href, menuItemId);
  }
  return menuIds.get(href)!;
};

const trail = (path: string) => (path === '/' ? '/' : `${path}/`);

const menuList = (items: MenuItem[], path: string, listId: string): string =>
  `<ul id="${listId}" class="oxy-nav-menu-list">${items
    .map(([label, href, children]) => {
      const mid = menuIdOf(href + label);
      const current = href === trail(path) ? ' current-menu-item current_page_item' : '';
      const parent = children?.some(([, h]) => h === trail(path))
        ? ' current-menu-ancestor current-menu-parent'
        : '';
      return `<li id="menu-item-${mid}" class="menu-item menu-item-type-post_type menu-item-object-page${children ? ' menu-item-has-children' : ''}${current}${parent} menu-item-${mid}"><a href="${href}"${current ? ' aria-current="page"' : ''}>${label}</a>${
        children
          ? `<ul class="sub-menu">${children
              .map(([l, h]) => {
                const cid = menuIdOf(h + l);
                const cur = h === trail(path) ? ' current-menu-item current_page_item' : '';
                return `<li id="menu-item-${cid}" class="menu-item menu-item-type-post_type menu-item-object-page${cur} menu-item-${cid}"><a href="${h}"${cur ? ' aria-current="page"' : ''}>${l}</a></li>`;
              })
              .join('')}</ul>`
          : ''
      }</li>`;
    })
    .join('')}</ul>`;

const hamburger = `<div class="oxy-menu-toggle"><div class="oxy-nav-menu-hamburger-wrap"><div class="oxy-nav-menu-hamburger"><div class="oxy-nav-menu-hamburger-line"></div><div class="oxy-nav-menu-hamburger-line"></div><div class="oxy-nav-menu-hamburger-line"></div></div></div></div>`;

const header = (path: string) =>
  `<header id="_header-2-12" class="oxy-header-wrapper oxy-sticky-header oxy-overlay-header oxy-header"><div id="_header_row-3-12" class="oxy-header-row cp-topbar"><div class="oxy-header-container"><div id="_header_left-4-12" class="oxy-header-left"><div id="text_block-5-12" class="ct-text-block">Pottery classes, open studio &amp; kiln firing in Larkhall, Bath</div></div><div id="_header_center-6-12" class="oxy-header-center"></div><div id="_header_right-7-12" class="oxy-header-right"><a id="link_text-8-12" class="ct-link-text" href="${CP_PHONE_HREF}" target="_self">${CP_PHONE}</a><a id="link_text-9-12" class="ct-link-text" href="mailto:${CP_EMAIL}" target="_self">${CP_EMAIL}</a></div></div></div><div id="_header_row-10-12" class="oxy-header-row cp-mainbar"><div class="oxy-header-container"><div id="_header_left-11-12" class="oxy-header-left"><a id="link-12-12" class="ct-link" href="/" target="_self"><img id="image-13-12" alt="Claypath Pottery" src="${UPLOADS}/2021/03/claypath-logo.svg" class="ct-image" width="210" height="64"/></a></div><div id="_header_center-14-12" class="oxy-header-center"></div><div id="_header_right-15-12" class="oxy-header-right"><nav id="_nav_menu-16-12" class="oxy-nav-menu oxy-nav-menu-dropdowns oxy-nav-menu-dropdown-arrow" aria-label="Main menu">${hamburger}<div class="menu-main-menu-container">${menuList(menu, path, 'menu-main-menu')}</div></nav><a id="link_button-17-12" class="ct-link-button cp-book-button" href="/classes/" target="_self">Book a class</a></div></div></div><div id="_header_row-18-12" class="oxy-header-row cp-mobilebar" aria-hidden="true"><div class="oxy-header-container"><div id="_header_left-19-12" class="oxy-header-left"><a id="link-20-12" class="ct-link" href="/" target="_self"><img id="image-21-12" alt="Claypath Pottery" src="${UPLOADS}/2021/03/claypath-logo.svg" class="ct-image" width="150" height="46"/></a></div><div id="_header_center-22-12" class="oxy-header-center"></div><div id="_header_right-23-12" class="oxy-header-right"><nav id="_nav_menu-24-12" class="oxy-nav-menu oxy-nav-menu-vertical oxy-nav-menu-responsive-dropdowns" aria-label="Mobile menu">${hamburger}<div class="menu-main-menu-container">${menuList(menu, path, 'menu-main-menu-1')}</div></nav></div></div></div></header><script>jQuery(document).ready(function() {var selector = "#_header-2-12", scrollval = parseInt("300");if (!scrollval || scrollval < 1) {if (jQuery(window).width() >= 1121){jQuery("body").css("margin-top", jQuery(selector).outerHeight());jQuery(selector).addClass("oxy-sticky-header-active");}}});</script>`;

/* ── Footer section (in the template, on every page) ────────────────────────────────────────────────── */

const footer = `<section id="section-60-12" class=" ct-section cp-footer"><div class="ct-section-inner-wrap"><div id="new_columns-61-12" class="ct-new-columns"><div id="div_block-62-12" class="ct-div-block"><img id="image-63-12" alt="Claypath Pottery" src="${UPLOADS}/2021/03/claypath-logo-white.svg" class="ct-image" width="180" height="55"/><div id="text_block-64-12" class="ct-text-block">${CP_STREET}<br>${CP_TOWN}</div><div id="text_block-65-12" class="ct-text-block"><a href="${CP_PHONE_HREF}">${CP_PHONE}</a><br><a href="mailto:${CP_EMAIL}">${CP_EMAIL}</a></div></div><div id="div_block-66-12" class="ct-div-block"><div id="headline-67-12" class="ct-headline cp-footer-title">Shop &amp; studio office</div><div id="text_block-68-12" class="ct-text-block">Tue–Sat <span id="span-69-12" class="ct-span cp-footer-hours">10:00–17:00</span></div><div id="text_block-70-12" class="ct-text-block">Sun–Mon <span id="span-71-12" class="ct-span cp-footer-hours">Closed</span></div><div id="text_block-72-12" class="ct-text-block cp-footer-note">Members&rsquo; open studio hours are on the <a href="/open-studio/">Open Studio</a> page.</div></div><div id="div_block-73-12" class="ct-div-block"><div id="headline-74-12" class="ct-headline cp-footer-title">Explore</div><nav id="_nav_menu-75-12" class="oxy-nav-menu oxy-nav-menu-vertical" aria-label="Footer menu"><div class="menu-footer-menu-container"><ul id="menu-footer-menu" class="oxy-nav-menu-list"><li class="menu-item"><a href="/classes/">Classes</a></li><li class="menu-item"><a href="/gift-vouchers/">Gift Vouchers</a></li><li class="menu-item"><a href="/visit-us/">Visit Us</a></li><li class="menu-item"><a href="/faq/">FAQ</a></li><li class="menu-item"><a href="/journal/">Journal</a></li></ul></div></nav></div><div id="div_block-76-12" class="ct-div-block"><div id="headline-77-12" class="ct-headline cp-footer-title">Stay in touch</div><div id="text_block-78-12" class="ct-text-block">New class dates go to our newsletter first.</div><a id="link_button-79-12" class="ct-link-button" href="/contact/#newsletter" target="_self">Join the newsletter</a><div id="div_block-80-12" class="ct-div-block cp-social"><a id="link-81-12" class="ct-link" href="${CP_INSTAGRAM}" target="_blank" aria-label="Instagram"><div id="fancy_icon-82-12" class="ct-fancy-icon"><svg id="svg-fancy_icon-82-12"><use xlink:href="#FontAwesomeicon-instagram"></use></svg></div></a><a id="link-83-12" class="ct-link" href="${CP_FACEBOOK}" target="_blank" aria-label="Facebook"><div id="fancy_icon-84-12" class="ct-fancy-icon"><svg id="svg-fancy_icon-84-12"><use xlink:href="#FontAwesomeicon-facebook-square"></use></svg></div></a></div></div></div><div id="div_block-85-12" class="ct-div-block cp-footer-legal"><div id="text_block-86-12" class="ct-text-block">&copy; 2026 ${CP_COMPANY}. Registered in England &amp; Wales, company no. ${CP_COMPANY_NO}. Registered office: 4 Queen Square, Bath BA1 2HA.</div><div id="text_block-87-12" class="ct-text-block"><a href="/terms-and-conditions/">Terms &amp; Conditions</a> &middot; <a href="/privacy-policy/">Privacy Policy</a> &middot; <a href="/cookie-policy/">Cookie Policy (UK)</a></div></div></div></section>`;

/* ── Complianz ──────────────────────────────────────────────────────────────────────────────────────── */

const cookieBanner = `<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 bottom-right-view-preferences optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin"><div class="cmplz-header"><div class="cmplz-logo"></div><div class="cmplz-title" id="cmplz-header-1-optin">Manage Cookie Consent</div><div class="cmplz-close" tabindex="0" role="button" aria-label="Close dialogue"><svg aria-hidden="true" focusable="false" data-prefix="fas" data-icon="times" class="svg-inline--fa fa-times fa-w-11" role="img" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 352 512"><path fill="currentColor" d="M242.72 256l100.07-100.07c12.28-12.28 12.28-32.19 0-44.48l-22.24-22.24c-12.28-12.28-32.19-12.28-44.48 0L176 189.28 75.93 89.21c-12.28-12.28-32.19-12.28-44.48 0L9.21 111.45c-12.28 12.28-12.28 32.19 0 44.48L109.28 256 9.21 356.07c-12.28 12.28-12.28 32.19 0 44.48l22.24 22.24c12.28 12.28 32.2 12.28 44.48 0L176 322.72l100.07 100.07c12.28 12.28 32.2 12.28 44.48 0l22.24-22.24c12.28-12.28 12.28-32.19 0-44.48L242.72 256z"></path></svg></div></div><div class="cmplz-divider cmplz-divider-header"></div><div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">To provide the best experiences, we use technologies like cookies to store and/or access device information. Consenting to these technologies will allow us to process data such as browsing behaviour or unique IDs on this site. Not consenting or withdrawing consent, may adversely affect certain features and functions.</div><div class="cmplz-categories"><details class="cmplz-category cmplz-functional"><summary><span class="cmplz-category-header"><span class="cmplz-category-title">Functional</span><span class="cmplz-always-active"><span class="cmplz-banner-checkbox"><input type="checkbox" id="cmplz-functional-optin" data-category="cmplz_functional" class="cmplz-consent-checkbox cmplz-functional" size="40" value="1"><label class="cmplz-label" for="cmplz-functional-optin" tabindex="0"><span class="screen-reader-text">Functional</span></label></span>Always active</span></span></summary><div class="cmplz-description"><span class="cmplz-description-functional">The technical storage or access is strictly necessary for the legitimate purpose of enabling the use of a specific service explicitly requested by the subscriber or user, or for the sole purpose of carrying out the transmission of a communication over an electronic communications network.</span></div></details><details class="cmplz-category cmplz-preferences"><summary><span class="cmplz-category-header"><span class="cmplz-category-title">Preferences</span></span></summary><div class="cmplz-description"><span class="cmplz-description-preferences">The technical storage or access is necessary for the legitimate purpose of storing preferences that are not requested by the subscriber or user.</span></div></details><details class="cmplz-category cmplz-statistics"><summary><span class="cmplz-category-header"><span class="cmplz-category-title">Statistics</span></span></summary><div class="cmplz-description"><span class="cmplz-description-statistics">The technical storage or access that is used exclusively for statistical purposes.</span><span class="cmplz-description-statistics-anonymous">The technical storage or access that is used exclusively for anonymous statistical purposes.</span></div></details><details class="cmplz-category cmplz-marketing"><summary><span class="cmplz-category-header"><span class="cmplz-category-title">Marketing</span></span></summary><div class="cmplz-description"><span class="cmplz-description-marketing">The technical storage or access is required to create user profiles to send advertising, or to track the user on a website or across several websites for similar marketing purposes.</span></div></details></div></div><div class="cmplz-links cmplz-information"><a class="cmplz-link cmplz-manage-options cookie-statement" href="#" data-relative_url="#cmplz-manage-consent-container">Manage options</a><a class="cmplz-link cmplz-manage-third-parties cookie-statement" href="#" data-relative_url="#cmplz-cookies-overview">Manage services</a><a class="cmplz-link cmplz-manage-vendors tcf cookie-statement" href="#" data-relative_url="#cmplz-tcf-wrapper">Manage {vendor_count} vendors</a><a class="cmplz-link cmplz-external cmplz-read-more-purposes tcf" target="_blank" rel="noopener noreferrer nofollow" href="https://cookiedatabase.org/tcf/purposes/">Read more about these purposes</a></div><div class="cmplz-divider cmplz-footer"></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accept</button><button class="cmplz-btn cmplz-deny">Deny</button><button class="cmplz-btn cmplz-view-preferences">View preferences</button><button class="cmplz-btn cmplz-save-preferences">Save preferences</button><a class="cmplz-btn cmplz-manage-options tcf cookie-statement" href="#" data-relative_url="#cmplz-manage-consent-container">View preferences</a></div><div class="cmplz-links cmplz-documents"><ul><li><a class="cmplz-link cookie-statement" href="/cookie-policy/" data-relative_url="">Cookie Policy</a></li><li><a class="cmplz-link privacy-statement" href="/privacy-policy/" data-relative_url="">Privacy Statement</a></li></ul></div></div></div><div id="cmplz-manage-consent" data-nosnippet="true"><button class="cmplz-btn cmplz-hidden cmplz-manage-consent manage-consent-1">Manage consent</button></div>`;

/* ── The single-post template ───────────────────────────────────────────────────────────────────────── */

/** The posts in date order, newest first, for the template's previous/next links. */
export const JOURNAL_ORDER: [path: string, title: string][] = [];

const postTemplate = (page: CpPage) => {
  const meta = page.post!;
  const at = JOURNAL_ORDER.findIndex(([p]) => p === page.path);
  const newer = at > 0 ? JOURNAL_ORDER[at - 1] : undefined;
  const older = at >= 0 && at < JOURNAL_ORDER.length - 1 ? JOURNAL_ORDER[at + 1] : undefined;
  return `<section id="section-2-96" class=" ct-section cp-post-hero"><div class="ct-section-inner-wrap"><div id="text_block-3-96" class="ct-text-block cp-breadcrumb"><span><span><a href="/">Home</a></span> &raquo; <span><a href="/journal/">Journal</a></span> &raquo; <span class="breadcrumb_last" aria-current="page">${page.title}</span></span></div><h1 id="headline-4-96" class="ct-headline"><span id="span-5-96" class="ct-span">${page.title}</span></h1><div id="div_block-6-96" class="ct-div-block cp-post-meta"><div id="text_block-7-96" class="ct-text-block"><span id="span-8-96" class="ct-span"><time datetime="${meta.datetime}">${meta.date}</time></span></div><div id="text_block-9-96" class="ct-text-block">by&nbsp;<span id="span-10-96" class="ct-span">${meta.author}</span></div><div id="text_block-11-96" class="ct-text-block"><span id="span-12-96" class="ct-span"><a href="/journal/category/${meta.category.toLowerCase().replace(/[^a-z]+/g, '-')}/" rel="tag">${meta.category}</a></span></div></div></div></section><section id="section-13-96" class=" ct-section cp-post-body"><div class="ct-section-inner-wrap"><div id="text_block-14-96" class="ct-text-block oxy-stock-content-styles"><span id="span-15-96" class="ct-span oxy-stock-content-styles">${page.body}</span></div><div id="div_block-16-96" class="ct-div-block cp-post-nav">${older ? `<a id="link_text-17-96" class="ct-link-text" href="${older[0]}/" target="_self">&larr; ${older[1]}</a>` : ''}${newer ? `<a id="link_text-18-96" class="ct-link-text" href="${newer[0]}/" target="_self">${newer[1]} &rarr;</a>` : ''}</div></div></section>`;
};

/* ── The document ───────────────────────────────────────────────────────────────────────────────────── */

const UNIVERSAL_CSS = `.ct-section{width:100%;background-size:cover;background-repeat:repeat}.ct-section>.ct-section-inner-wrap{display:flex;flex-direction:column;align-items:flex-start}.ct-div-block{display:flex;flex-wrap:nowrap;flex-direction:column;align-items:flex-start}.ct-new-columns{display:flex;width:100%;flex-direction:row;align-items:stretch;justify-content:center;flex-wrap:wrap}.ct-link-button{display:inline-block;text-align:center;text-decoration:none}.oxy-tabs-contents-content-hidden{display:none}.oxy-pro-accordion_body[hidden]{display:none}.cp-mobilebar{display:none}@media (max-width:991px){.cp-mainbar,.cp-topbar{display:none}.cp-mobilebar{display:block}}.oxy-nav-menu .sub-menu{display:none}.oxy-nav-menu .menu-item-has-children:hover>.sub-menu{display:flex}.cp-mobilebar .menu-main-menu-container{display:none}.oxy-nav-menu-open .menu-main-menu-container{display:block}.cmplz-hidden{display:none!important}`;

/** The whole document as WordPress serves an Oxygen page. */
export function cpLayout(page: CpPage): SitePage {
  const url = `${CP_SITE}${trail(page.path)}`;
  const title =
    page.path === '/'
      ? `${CP_NAME} | Pottery Classes &amp; Open Studio in Bath`
      : `${page.title} | ${CP_NAME}`;
  const isPost = Boolean(page.post);
  const bodyClass = isPost
    ? `post-template-default single single-post postid-${page.id} single-format-standard wp-embed-responsive oxygen-body`
    : `${page.path === '/' ? 'home ' : ''}page-template-default page page-id-${page.id} wp-embed-responsive oxygen-body`;
  const content = isPost ? postTemplate(page) : page.body;
  const html = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<link rel="profile" href="https://gmpg.org/xfn/11">
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
<!-- This site is optimized with the Yoast SEO plugin v23.8 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title}</title>
<meta name="description" content="${page.description}" />
<link rel="canonical" href="${url}" />
<meta property="og:locale" content="en_GB" />
<meta property="og:type" content="${isPost ? 'article' : 'website'}" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${page.description}" />
<meta property="og:url" content="${url}" />
<meta property="og:site_name" content="${CP_NAME}" />
${isPost ? `<meta property="article:published_time" content="${page.post!.datetime}T09:12:44+00:00" />\n` : ''}<meta property="og:image" content="${CP_SITE}${UPLOADS}/2024/05/claypath-wheel-hands-1200x630.jpg" />
<meta name="twitter:card" content="summary_large_image" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"${isPost ? 'Article' : 'WebPage'}","@id":"${url}","url":"${url}","name":"${title.replace(/&amp;/g, '&')}","isPartOf":{"@id":"${CP_SITE}/#website"},"inLanguage":"en-GB"},{"@type":"WebSite","@id":"${CP_SITE}/#website","url":"${CP_SITE}/","name":"${CP_NAME}","publisher":{"@id":"${CP_SITE}/#organization"},"inLanguage":"en-GB"},{"@type":"Organization","@id":"${CP_SITE}/#organization","name":"${CP_NAME}","url":"${CP_SITE}/","logo":{"@type":"ImageObject","url":"${CP_SITE}${UPLOADS}/2021/03/claypath-logo.png"},"sameAs":["${CP_INSTAGRAM}","${CP_FACEBOOK}"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="alternate" type="application/rss+xml" title="${CP_NAME} &raquo; Feed" href="${CP_SITE}/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='${CP_SITE}/wp-includes/css/dist/block-library/style.min.css?ver=${WP_VER}' media='all' />
<link rel='stylesheet' id='oxygen-css' href='${CP_SITE}/wp-content/plugins/oxygen/component-framework/oxygen.css?ver=${OXY_VER}' media='all' />
<link rel='stylesheet' id='woocommerce-general-css' href='${CP_SITE}/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=9.3.3' media='all' />
<link rel='stylesheet' id='gform_theme-css' href='${CP_SITE}/wp-content/plugins/gravityforms/assets/css/dist/theme.min.css?ver=2.8.18' media='all' />
<link rel='stylesheet' id='cmplz-general-css' href='${CP_SITE}/wp-content/plugins/complianz-gdpr/assets/css/cookieblocker.min.css?ver=1729094517' media='all' />
<script src="${CP_SITE}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="${CP_SITE}/wp-json/" /><link rel="alternate" title="JSON" type="application/json" href="${CP_SITE}/wp-json/wp/v2/${isPost ? 'posts' : 'pages'}/${page.id}" />
<link rel='shortlink' href='${CP_SITE}/?p=${page.id}' />
<meta name="generator" content="WordPress ${WP_VER}" />
<meta name="generator" content="WooCommerce 9.3.3" />
<noscript><style>.woocommerce-product-gallery{ opacity: 1 !important; }</style></noscript>
<link rel="icon" href="${CP_SITE}${UPLOADS}/2021/03/cropped-claypath-icon-32x32.png" sizes="32x32" />
<link rel="apple-touch-icon" href="${CP_SITE}${UPLOADS}/2021/03/cropped-claypath-icon-180x180.png" />
<link rel='stylesheet' id='oxygen-cache-12-css' href='${CP_SITE}/wp-content/uploads/oxygen/css/12.css?cache=1731412345&#038;ver=${WP_VER}' media='all' />
<link rel='stylesheet' id='oxygen-cache-${isPost ? 96 : page.id}-css' href='${CP_SITE}/wp-content/uploads/oxygen/css/${isPost ? 96 : page.id}.css?cache=1731412345&#038;ver=${WP_VER}' media='all' />
<link rel='stylesheet' id='oxygen-universal-styles-css' href='${CP_SITE}/wp-content/uploads/oxygen/css/universal.css?cache=1731412346&#038;ver=${WP_VER}' media='all' />
<style id="oxygen-universal-inline">${UNIVERSAL_CSS}</style>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
</head>
<body class="${bodyClass}" itemtype="https://schema.org/WebPage" itemscope>
${header(page.path)}<div id="inner_content-30-12" class="ct-inner-content">${content}</div>${footer}
<!-- WP_FOOTER -->
${cookieBanner}
<script>jQuery(document).ready(function() {jQuery('body').on('click', '.oxy-menu-toggle', function() {jQuery(this).parent('.oxy-nav-menu').toggleClass('oxy-nav-menu-open');jQuery('body').toggleClass('oxy-nav-menu-prevent-overflow');jQuery('html').toggleClass('oxy-nav-menu-prevent-overflow');});});</script>
<script id="cmplz-cookiebanner-js-extra">var complianz = {"prefix":"cmplz_","user_banner_id":"1","set_cookies":[],"block_ajax_content":"","banner_version":"21","version":"7.1.4","store_consent":"","do_not_track_enabled":"","consenttype":"optin","region":"uk","geoip":"","dismiss_timeout":"","disable_cookiebanner":"","soft_cookiewall":"","dismiss_on_scroll":"","cookie_expiry":"365","url":"${CP_SITE.replace(/\//g, '\\/')}\\/wp-json\\/complianz\\/v1\\/","locale":"lang=en&locale=en_GB","set_cookies_on_root":"","cookie_domain":"","current_policy_id":"17","cookie_path":"\\/","categories":{"statistics":"statistics","marketing":"marketing"},"tcf_active":"","placeholdertext":"Click to accept {category} cookies and enable this content","css_file":"${CP_SITE.replace(/\//g, '\\/')}\\/wp-content\\/uploads\\/complianz\\/css\\/banner-{banner_id}-{type}.css?v=21","page_links":{"uk":{"cookie-statement":{"title":"Cookie Policy (UK)","url":"${CP_SITE.replace(/\//g, '\\/')}\\/cookie-policy\\/"},"privacy-statement":{"title":"Privacy Policy","url":"${CP_SITE.replace(/\//g, '\\/')}\\/privacy-policy\\/"}}},"tm_categories":"","forceEnableStats":"","preview":"","clean_cookies":"","aria_label":"Click to accept {category} cookies and enable this content"};</script>
<script defer src="${CP_SITE}/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=1729094517" id="cmplz-cookiebanner-js"></script>
<script src="${CP_SITE}/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js?ver=9.3.3" id="wc-add-to-cart-js" defer data-wp-strategy="defer"></script>
<script src="${CP_SITE}/wp-content/plugins/oxyextras/components/assets/pro-accordion.js?ver=1.4.8" id="oxyextras-pro-accordion-js"></script>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** The 404 page, an Oxygen template of its own. */
export const cpNotFound: CpPage = {
  path: '/404',
  title: 'Page not found',
  description: 'This page could not be found.',
  id: 14,
  body: `<section id="section-2-14" class=" ct-section"><div class="ct-section-inner-wrap"><h1 id="headline-3-14" class="ct-headline">Oops &ndash; that page has gone back in the clay bin</h1><div id="text_block-4-14" class="ct-text-block">The page you were looking for doesn&rsquo;t exist, or it moved when we rebuilt our website.</div><a id="link_button-5-14" class="ct-link-button" href="/" target="_self">Back to the home page</a><a id="link_button-6-14" class="ct-link-button" href="/classes/" target="_self">See our classes</a></div></section>`,
};
