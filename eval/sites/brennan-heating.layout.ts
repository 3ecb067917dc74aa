import type { SitePage } from './site-server.ts';

/** A page of Brennan &amp; Sons before layout: what the owner built in Elementor, or a post's content. */
export interface BrennanPage {
  path: string;
  /** The page title as Yoast prints it, before " - Brennan &amp; Sons Plumbing &amp; Heating". */
  title: string;
  description: string;
  /** Elementor sections built with the helpers below, or a post's content (hand-broken on two pages). */
  body: string;
  /** Posts are printed by the theme's single template: an `<article>` with a date, not an Elementor page. */
  kind?: 'page' | 'post';
  /** For posts: the date as the theme prints it, and as ISO. */
  date?: [string, string];
  unlisted?: boolean;
}

export const BRENNAN_SITE = 'https://www.brennan-heating.test';
export const BRENNAN_PHONE = '0114 496 0732';
export const BRENNAN_PHONE_HREF = 'tel:+441144960732';
export const BRENNAN_MOBILE = '07700 900584';
export const BRENNAN_EMAIL = 'office@brennan-heating.test';
export const BRENNAN_ADDRESS = 'Unit 3, Bramley Yard, 112 Abbeydale Road, Sheffield S7 1FD';
export const BRENNAN_GAS_SAFE = '584217';
export const BRENNAN_COMPANY = 'Brennan &amp; Sons (Sheffield) Ltd';
export const BRENNAN_COMPANY_NO = '07391842';

const UPLOADS = `${BRENNAN_SITE}/wp-content/uploads`;

// Elementor prints a random 7-hex-digit id on every section, column and widget; a fixed seed keeps them stable.
let seed = 91_337;
const rand = () => {
  seed = (seed * 16_807) % 2_147_483_647;
  return seed;
};
const eid = () => rand().toString(16).padStart(7, '0').slice(-7);

/** A widget: Elementor's element wrapper and `elementor-widget-container`. */
const widget = (type: string, inner: string, extra = '') => {
  const id = eid();
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}${extra ? ` ${extra}` : ''}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
};

/** A column: the element wrapper and its `elementor-widget-wrap`. */
export const col = (size: number, ...widgets: string[]) => {
  const id = eid();
  return `<div class="elementor-column elementor-col-${size} elementor-top-column elementor-element elementor-element-${id}" data-id="${id}" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${widgets.join('')}</div></div>`;
};

/** A section of columns; widgets given directly are put in one full-width column. */
export const section = (...parts: string[]) => {
  const id = eid();
  const cols = parts.every((x) => x.startsWith('<div class="elementor-column'))
    ? parts
    : [col(100, ...parts)];
  return `<section class="elementor-section elementor-top-section elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default elementor-section-height-default" data-id="${id}" data-element_type="section" data-settings="{&quot;background_background&quot;:&quot;classic&quot;}"><div class="elementor-container elementor-column-gap-default">${cols.join('')}</div></section>`;
};

/** An inner section inside a column: one more level of section, container, column and widget-wrap. */
export const inner = (...cols: string[]) => {
  const id = eid();
  return `<section class="elementor-section elementor-inner-section elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default" data-id="${id}" data-element_type="section"><div class="elementor-container elementor-column-gap-narrow">${cols.join('').replaceAll('elementor-top-column', 'elementor-inner-column')}</div></section>`;
};

export const heading = (text: string, tag = 'h2') =>
  widget('heading', `<${tag} class="elementor-heading-title elementor-size-default">${text}</${tag}>`);

/** The Text Editor widget: TinyMCE paragraphs (`**x**` is bold). */
export const text = (...paragraphs: string[]) =>
  widget(
    'text-editor',
    paragraphs
      .map((para) =>
        para.startsWith('<') ? para : `<p>${para.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>`,
      )
      .join(''),
  );

export const ul = (...items: string[]) =>
  `<ul>${items.map((i) => `<li>${i.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</li>`).join('')}</ul>`;

/** The Icon List widget: every fact an `elementor-icon-list-item` with an svg icon and a text span. */
export const iconList = (...items: string[]) =>
  widget(
    'icon-list',
    `<ul class="elementor-icon-list-items">${items
      .map(
        (item) =>
          `<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><svg aria-hidden="true" class="e-font-icon-svg e-fas-check" viewBox="0 0 512 512" xmlns="http://www.w3.org/2000/svg"><path d="M173.898 439.404l-166.4-166.4c-9.997-9.997-9.997-26.206 0-36.204l36.203-36.204"></path></svg></span><span class="elementor-icon-list-text">${item}</span></li>`,
      )
      .join('')}</ul>`,
  );

/**
 * The Price Table widget: the currency sign, the integer part and the fraction in separate spans, the
 * period under them, then the features list and a button.
 */
export const priceTable = (
  title: string,
  subtitle: string,
  price: [currency: string, integer: string, fraction: string],
  period: string,
  features: string[],
  cta: [string, string] = ['Book now', '/booking'],
) =>
  widget(
    'price-table',
    `<div class="elementor-price-table"><div class="elementor-price-table__header"><h3 class="elementor-price-table__heading">${title}</h3><span class="elementor-price-table__subheading">${subtitle}</span></div><div class="elementor-price-table__price"><span class="elementor-price-table__currency elementor-currency--before">${price[0]}</span><span class="elementor-price-table__integer-part">${price[1]}</span><div class="elementor-price-table__after-price"><span class="elementor-price-table__fractional-part">${price[2]}</span></div><span class="elementor-price-table__period elementor-typo-excluded">${period}</span></div><ul class="elementor-price-table__features-list">${features
      .map(
        (f) =>
          `<li class="elementor-repeater-item-${eid()}"><div class="elementor-price-table__feature-inner"><svg aria-hidden="true" class="e-font-icon-svg e-far-check-circle" viewBox="0 0 512 512"><path d="M256 8C119.033 8 8 119.033 8 256s111.033 248 248 248"></path></svg><span>${f}</span></div></li>`,
      )
      .join(
        '',
      )}</ul><div class="elementor-price-table__footer"><a class="elementor-price-table__button elementor-button elementor-size-md" href="${cta[1]}">${cta[0]}</a></div></div>`,
  );

export const button = (label: string, href: string) =>
  widget(
    'button',
    `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="${href}"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${label}</span></span></a></div>`,
  );

export const image = (file: string, alt: string) =>
  widget(
    'image',
    `<img decoding="async" width="800" height="533" src="${UPLOADS}/${file}" class="attachment-large size-large wp-image-${rand() % 9000}" alt="${alt}" srcset="${UPLOADS}/${file} 800w, ${UPLOADS}/${file.replace('.jpg', '-300x200.jpg')} 300w" sizes="(max-width: 800px) 100vw, 800px" />`,
  );

/** The Tabs widget: desktop titles in a tablist, then each content with a mobile title; only the first shown. */
export const tabs = (items: [title: string, content: string][]) => {
  const base = 1000 + (rand() % 8000);
  return widget(
    'tabs',
    `<div class="elementor-tabs"><div class="elementor-tabs-wrapper" role="tablist">${items
      .map(
        ([title], i) =>
          `<div id="elementor-tab-title-${base + i + 1}" class="elementor-tab-title elementor-tab-desktop-title${i === 0 ? ' elementor-active' : ''}" aria-selected="${i === 0}" data-tab="${i + 1}" role="tab" tabindex="${i === 0 ? 0 : -1}" aria-controls="elementor-tab-content-${base + i + 1}" aria-expanded="false">${title}</div>`,
      )
      .join(
        '',
      )}</div><div class="elementor-tabs-content-wrapper" role="tablist" aria-orientation="vertical">${items
      .map(
        ([title, content], i) =>
          `<div class="elementor-tab-title elementor-tab-mobile-title${i === 0 ? ' elementor-active' : ''}" aria-selected="${i === 0}" data-tab="${i + 1}" role="tab" tabindex="${i === 0 ? 0 : -1}" aria-controls="elementor-tab-content-${base + i + 1}" aria-expanded="false">${title}</div><div id="elementor-tab-content-${base + i + 1}" class="elementor-tab-content elementor-clearfix${i === 0 ? ' elementor-active' : ''}" data-tab="${i + 1}" role="tabpanel" aria-labelledby="elementor-tab-title-${base + i + 1}" tabindex="0"${i === 0 ? '' : ' hidden="hidden"'}>${content}</div>`,
      )
      .join('')}</div></div>`,
  );
};

/** The Accordion widget saved collapsed: every answer in the markup, hidden with `display:none`. */
export const accordion = (items: [question: string, answer: string][]) => {
  const base = 2000 + (rand() % 7000);
  return widget(
    'accordion',
    `<div class="elementor-accordion" role="tablist">${items
      .map(
        ([q, a], i) =>
          `<div class="elementor-accordion-item"><div id="elementor-tab-title-${base + i}" class="elementor-tab-title" data-tab="${i + 1}" role="button" aria-controls="elementor-tab-content-${base + i}" aria-expanded="false"><span class="elementor-accordion-icon elementor-accordion-icon-left" aria-hidden="true"><span class="elementor-accordion-icon-closed"><svg class="e-font-icon-svg e-fas-plus" viewBox="0 0 448 512"><path d="M416 208H272V64c0-17.67-14.33-32-32-32h-32"></path></svg></span></span><a class="elementor-accordion-title" tabindex="0">${q}</a></div><div id="elementor-tab-content-${base + i}" class="elementor-tab-content elementor-clearfix" data-tab="${i + 1}" role="region" aria-labelledby="elementor-tab-title-${base + i}" style="display:none">${a.startsWith('<') ? a : `<p>${a}</p>`}</div></div>`,
      )
      .join('')}</div>`,
  );
};

/**
 * The Testimonial Carousel widget: Swiper in loop mode clones the first and last slides, so every quote
 * but one is printed twice.
 */
export const testimonials = (items: [quote: string, name: string, place: string][]) => {
  const slide = ([quote, name, place]: [string, string, string], i: number, dup = false) =>
    `<div class="swiper-slide${dup ? ' swiper-slide-duplicate' : ''}" data-swiper-slide-index="${i}" role="group" aria-roledescription="slide"><div class="elementor-testimonial"><div class="elementor-testimonial__content"><div class="elementor-testimonial__text">${quote}</div></div><div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">${name}</span><span class="elementor-testimonial__title">${place}</span></cite></div></div></div>`;
  const last = items.length - 1;
  return widget(
    'testimonial-carousel',
    `<div class="elementor-swiper"><div class="elementor-main-swiper swiper" role="region" aria-roledescription="carousel" aria-label="Slides"><div class="swiper-wrapper">${slide(items[last]!, last, true)}${items.map((it, i) => slide(it, i)).join('')}${slide(items[0]!, 0, true)}${items.length > 2 ? slide(items[1]!, 1, true) : ''}</div><div class="swiper-pagination"></div><div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0" aria-label="Previous"></div><div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0" aria-label="Next"></div></div></div>`,
    'elementor-testimonial--skin-bubble',
  );
};

/** The Elementor Pro Form widget: the "Get a quote" form. */
export const quoteForm = (fields: [name: string, label: string, type: string][], submit = 'Send') =>
  widget(
    'form',
    `<form class="elementor-form" method="post" name="Get a quote"><input type="hidden" name="post_id" value="${rand() % 900}"/><input type="hidden" name="form_id" value="${eid()}"/><div class="elementor-form-fields-wrapper elementor-labels-above">${fields
      .map(([name, label, type]) =>
        type === 'select'
          ? `<div class="elementor-field-type-select elementor-field-group elementor-column elementor-field-group-${name} elementor-col-100"><label for="form-field-${name}" class="elementor-field-label">${label}</label><div class="elementor-field elementor-select-wrapper"><select name="form_fields[${name}]" id="form-field-${name}" class="elementor-field-textual elementor-size-sm"><option value="Boiler installation">Boiler installation</option><option value="Bathroom">Bathroom</option><option value="Power flush">Power flush</option><option value="Something else">Something else</option></select></div></div>`
          : type === 'textarea'
            ? `<div class="elementor-field-type-textarea elementor-field-group elementor-column elementor-field-group-${name} elementor-col-100"><label for="form-field-${name}" class="elementor-field-label">${label}</label><textarea class="elementor-field-textual elementor-field elementor-size-sm" name="form_fields[${name}]" id="form-field-${name}" rows="4"></textarea></div>`
            : `<div class="elementor-field-type-${type} elementor-field-group elementor-column elementor-field-group-${name} elementor-col-50"><label for="form-field-${name}" class="elementor-field-label">${label}</label><input size="1" type="${type}" name="form_fields[${name}]" id="form-field-${name}" class="elementor-field elementor-size-sm elementor-field-textual"></div>`,
      )
      .join(
        '',
      )}<div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" class="elementor-button elementor-size-sm"><span><span class="elementor-button-text">${submit}</span></span></button></div></div></form>`,
  );

type MenuItem = [href: string, label: string, children?: MenuItem[]];
const menu: MenuItem[] = [
  ['/', 'Home'],
  [
    '/boiler-servicing',
    'Boilers',
    [
      ['/boiler-servicing', 'Boiler Servicing'],
      ['/boiler-repairs', 'Boiler Repairs'],
      ['/boiler-installation', 'New Boilers'],
      ['/boiler-finance', 'Boiler Finance'],
      ['/power-flushing', 'Power Flushing'],
    ],
  ],
  [
    '/plumbing',
    'Plumbing',
    [
      ['/plumbing', 'General Plumbing'],
      ['/emergency-plumber', 'Emergency Call-Outs'],
      ['/bathrooms', 'Bathroom Fitting'],
    ],
  ],
  ['/landlord-gas-safety', 'Landlords'],
  ['/homecare-plan', 'HomeCare Plan'],
  ['/prices', 'Prices'],
  [
    '/about-us',
    'About',
    [
      ['/about-us', 'About Us'],
      ['/our-team', 'Our Team'],
      ['/accreditations', 'Gas Safe &amp; Insurance'],
      ['/areas-we-cover', 'Areas We Cover'],
      ['/reviews', 'Reviews'],
      ['/payment', 'Paying Us'],
      ['/faq', 'FAQ'],
    ],
  ],
  ['/blog', 'News'],
  ['/contact', 'Contact'],
];

const menuList = (path: string, id: string, tabindex = '') =>
  `<ul id="${id}" class="elementor-nav-menu">${menu
    .map(([href, label, children]) => {
      const current = href === path ? ' current-menu-item current_page_item' : '';
      const link = `<a href="${href === '/' ? '/' : `${href}/`}" class="elementor-item${href === path ? ' elementor-item-active' : ''}${children ? ' has-submenu' : ''}"${tabindex}>${label}</a>`;
      return children
        ? `<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-has-children menu-item-${rand() % 900}${current}">${link}<ul class="sub-menu elementor-nav-menu--dropdown">${children.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${rand() % 900}"><a href="${h}/" class="elementor-sub-item"${tabindex}>${l}</a></li>`).join('')}</ul></li>`
        : `<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${rand() % 900}${current}">${link}</li>`;
    })
    .join('')}</ul>`;

/** The Elementor Pro header template: top bar, sticky main bar with the phone button, and the off-canvas menu. */
const header = (
  path: string,
) => `<div data-elementor-type="header" data-elementor-id="41" class="elementor elementor-41 elementor-location-header" data-elementor-post-type="elementor_library">
<section class="elementor-section elementor-top-section elementor-element elementor-element-5c1e2a7 elementor-section-full_width elementor-hidden-mobile elementor-section-height-default" data-id="5c1e2a7" data-element_type="section"><div class="elementor-container elementor-column-gap-no"><div class="elementor-column elementor-col-50 elementor-top-column elementor-element elementor-element-1a2b3c4" data-id="1a2b3c4" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-element-9f8e7d6 elementor-widget elementor-widget-text-editor" data-id="9f8e7d6" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container">Family-run Gas Safe engineers serving Sheffield since 1987</div></div></div></div><div class="elementor-column elementor-col-50 elementor-top-column elementor-element elementor-element-4d5e6f7" data-id="4d5e6f7" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-element-0a9b8c7 elementor-icon-list--layout-inline elementor-widget elementor-widget-icon-list" data-id="0a9b8c7" data-element_type="widget" data-widget_type="icon-list.default"><div class="elementor-widget-container"><ul class="elementor-icon-list-items elementor-inline-items"><li class="elementor-icon-list-item elementor-inline-item"><a href="mailto:${BRENNAN_EMAIL}"><span class="elementor-icon-list-text">${BRENNAN_EMAIL}</span></a></li><li class="elementor-icon-list-item elementor-inline-item"><span class="elementor-icon-list-text">Gas Safe Reg. ${BRENNAN_GAS_SAFE}</span></li></ul></div></div></div></div></div></section>
<section class="elementor-section elementor-top-section elementor-element elementor-element-7b6a5c4 elementor-section-boxed elementor-sticky elementor-section-height-default" data-id="7b6a5c4" data-element_type="section" data-settings="{&quot;sticky&quot;:&quot;top&quot;,&quot;sticky_on&quot;:[&quot;desktop&quot;,&quot;tablet&quot;,&quot;mobile&quot;],&quot;sticky_offset&quot;:0,&quot;sticky_effects_offset&quot;:90}"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-25 elementor-top-column elementor-element elementor-element-2e3f4a5" data-id="2e3f4a5" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-element-3c4d5e6 elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-id="3c4d5e6" data-element_type="widget" data-widget_type="theme-site-logo.default"><div class="elementor-widget-container"><a href="/"><img width="260" height="80" src="${UPLOADS}/2023/04/brennan-sons-logo.png" class="attachment-full size-full wp-image-12" alt="Brennan &amp; Sons Plumbing &amp; Heating" /></a></div></div></div></div><div class="elementor-column elementor-col-50 elementor-top-column elementor-element elementor-element-6f7a8b9" data-id="6f7a8b9" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-element-8b9c0d1 elementor-nav-menu__align-end elementor-nav-menu--stretch elementor-nav-menu--dropdown-tablet elementor-nav-menu__text-align-aside elementor-nav-menu--toggle elementor-nav-menu--burger elementor-widget elementor-widget-nav-menu" data-id="8b9c0d1" data-element_type="widget" data-settings="{&quot;layout&quot;:&quot;horizontal&quot;,&quot;submenu_icon&quot;:{&quot;value&quot;:&quot;fas fa-caret-down&quot;},&quot;toggle&quot;:&quot;burger&quot;}" data-widget_type="nav-menu.default"><div class="elementor-widget-container"><nav aria-label="Menu" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">${menuList(path, 'menu-1-8b9c0d1')}</nav><div class="elementor-menu-toggle" role="button" tabindex="0" aria-label="Menu Toggle" aria-expanded="false"><svg aria-hidden="true" role="presentation" class="elementor-menu-toggle__icon--open e-font-icon-svg e-eicon-menu-bar" viewBox="0 0 1000 1000"><path d="M104 333H896C929 333 958 304 958 271S929 208 896 208H104C71 208 42 237 42 271S71 333 104 333Z"></path></svg><span class="elementor-screen-only">Menu</span></div><nav class="elementor-nav-menu--dropdown elementor-nav-menu__container" aria-hidden="true">${menuList(path, 'menu-2-8b9c0d1', ' tabindex="-1"')}</nav></div></div></div></div><div class="elementor-column elementor-col-25 elementor-top-column elementor-element elementor-element-0c1d2e3" data-id="0c1d2e3" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-element-4e5f6a7 elementor-align-right elementor-widget elementor-widget-button" data-id="4e5f6a7" data-element_type="widget" data-widget_type="button.default"><div class="elementor-widget-container"><div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="${BRENNAN_PHONE_HREF}"><span class="elementor-button-content-wrapper"><span class="elementor-button-icon"><svg aria-hidden="true" class="e-font-icon-svg e-fas-phone-alt" viewBox="0 0 512 512"><path d="M497.39 361.8l-112-48a24 24 0 0 0-28 6.9l-49.6 60.6"></path></svg></span><span class="elementor-button-text">Call ${BRENNAN_PHONE}</span></span></a></div></div></div><div class="elementor-element elementor-element-5f6a7b8 elementor-align-right elementor-widget elementor-widget-button" data-id="5f6a7b8" data-element_type="widget" data-widget_type="button.default"><div class="elementor-widget-container"><div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-xs" href="/get-a-quote"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Get a quote</span></span></a></div></div></div></div></div></div></section>
</div>
<div data-elementor-type="popup" data-elementor-id="1187" class="elementor elementor-1187 elementor-location-popup" data-elementor-settings="{&quot;entrance_animation&quot;:&quot;slideInRight&quot;,&quot;prevent_scroll&quot;:&quot;yes&quot;,&quot;triggers&quot;:[],&quot;timing&quot;:[]}" data-elementor-post-type="elementor_library" style="display:none" aria-hidden="true"><section class="elementor-section elementor-top-section elementor-element elementor-element-6a7b8c9 elementor-section-height-full elementor-section-boxed" data-id="6a7b8c9" data-element_type="section"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-7b8c9d0" data-id="7b8c9d0" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-element-8c9d0e1 elementor-nav-menu--dropdown-none elementor-widget elementor-widget-nav-menu" data-id="8c9d0e1" data-element_type="widget" data-widget_type="nav-menu.default"><div class="elementor-widget-container"><nav aria-label="Off-canvas menu" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-vertical">${menuList(path, 'menu-1-8c9d0e1')}</nav></div></div><div class="elementor-element elementor-element-9d0e1f2 elementor-widget elementor-widget-text-editor" data-id="9d0e1f2" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p>Office: ${BRENNAN_PHONE}<br>Emergencies: ${BRENNAN_MOBILE}</p></div></div></div></div></div></section></div>`;

/** The Elementor Pro footer template, on every page. */
const footer = `<div data-elementor-type="footer" data-elementor-id="58" class="elementor elementor-58 elementor-location-footer" data-elementor-post-type="elementor_library"><section class="elementor-section elementor-top-section elementor-element elementor-element-a1b2c3d elementor-section-boxed elementor-section-height-default" data-id="a1b2c3d" data-element_type="section" data-settings="{&quot;background_background&quot;:&quot;classic&quot;}"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-33 elementor-top-column elementor-element elementor-element-b2c3d4e" data-id="b2c3d4e" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-element-c3d4e5f elementor-widget elementor-widget-heading" data-id="c3d4e5f" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h4 class="elementor-heading-title elementor-size-default">Brennan &amp; Sons</h4></div></div><div class="elementor-element elementor-element-d4e5f6a elementor-widget elementor-widget-icon-list" data-id="d4e5f6a" data-element_type="widget" data-widget_type="icon-list.default"><div class="elementor-widget-container"><ul class="elementor-icon-list-items"><li class="elementor-icon-list-item"><span class="elementor-icon-list-text">${BRENNAN_ADDRESS}</span></li><li class="elementor-icon-list-item"><a href="${BRENNAN_PHONE_HREF}"><span class="elementor-icon-list-text">Office: ${BRENNAN_PHONE}</span></a></li><li class="elementor-icon-list-item"><a href="tel:+447700900584"><span class="elementor-icon-list-text">Emergency mobile: ${BRENNAN_MOBILE}</span></a></li><li class="elementor-icon-list-item"><a href="mailto:${BRENNAN_EMAIL}"><span class="elementor-icon-list-text">${BRENNAN_EMAIL}</span></a></li></ul></div></div></div></div><div class="elementor-column elementor-col-33 elementor-top-column elementor-element elementor-element-e5f6a7b" data-id="e5f6a7b" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-element-f6a7b8c elementor-widget elementor-widget-heading" data-id="f6a7b8c" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h4 class="elementor-heading-title elementor-size-default">Office hours</h4></div></div><div class="elementor-element elementor-element-a7b8c9d elementor-widget elementor-widget-text-editor" data-id="a7b8c9d" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p>Monday &#8211; Friday: 08:00 &#8211; 17:30<br>Saturday: 09:00 &#8211; 12:00<br>Sunday: Closed</p><p>Emergency line 07:00 &#8211; 22:00, 7 days</p></div></div></div></div><div class="elementor-column elementor-col-33 elementor-top-column elementor-element elementor-element-b8c9d0e" data-id="b8c9d0e" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-element-c9d0e1f elementor-widget elementor-widget-image" data-id="c9d0e1f" data-element_type="widget" data-widget_type="image.default"><div class="elementor-widget-container"><img width="120" height="120" src="${UPLOADS}/2023/04/gas-safe-logo.png" alt="Gas Safe Register" /></div></div><div class="elementor-element elementor-element-d0e1f2a elementor-widget elementor-widget-text-editor" data-id="d0e1f2a" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p>Gas Safe registered, no. ${BRENNAN_GAS_SAFE}</p></div></div></div></div></div></section><section class="elementor-section elementor-top-section elementor-element elementor-element-e1f2a3b elementor-section-boxed elementor-section-height-default" data-id="e1f2a3b" data-element_type="section"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-f2a3b4c" data-id="f2a3b4c" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-element-a3b4c5d elementor-widget elementor-widget-text-editor" data-id="a3b4c5d" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p>&copy; 2026 ${BRENNAN_COMPANY}. Registered in England and Wales, company no. ${BRENNAN_COMPANY_NO}. Registered office: ${BRENNAN_ADDRESS}. | <a href="/privacy-policy/">Privacy Policy</a> | <a href="/cookie-policy/">Cookie Policy</a> | <a href="/terms-and-conditions/">Terms &amp; Conditions</a></p><p>Website by <a href="https://pixelforge.example" rel="nofollow">Pixelforge Digital</a></p></div></div></div></div></div></section></div>`;

/** The Complianz cookie banner and its "Manage consent" tab, on every page. */
const cookieBanner = `<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 bottom-right-view-preferences optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin"><div class="cmplz-header"><div class="cmplz-logo"></div><div class="cmplz-title" id="cmplz-header-1-optin">Manage Cookie Consent</div><div class="cmplz-close" tabindex="0" role="button" aria-label="Close dialogue">&times;</div></div><div class="cmplz-divider cmplz-divider-header"></div><div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">To provide the best experiences, we use technologies like cookies to store and/or access device information. Consenting to these technologies will allow us to process data such as browsing behaviour or unique IDs on this site. Not consenting or withdrawing consent, may adversely affect certain features and functions.</div><div class="cmplz-categories"><details class="cmplz-category cmplz-functional"><summary><span class="cmplz-category-header"><span class="cmplz-category-title">Functional</span><span class="cmplz-always-active">Always active</span></span></summary><div class="cmplz-description"><span class="cmplz-description-functional">The technical storage or access is strictly necessary for the legitimate purpose of enabling the use of a specific service explicitly requested by the subscriber or user.</span></div></details><details class="cmplz-category cmplz-statistics"><summary><span class="cmplz-category-header"><span class="cmplz-category-title">Statistics</span></span></summary><div class="cmplz-description"><span class="cmplz-description-statistics">The technical storage or access that is used exclusively for statistical purposes.</span></div></details><details class="cmplz-category cmplz-marketing"><summary><span class="cmplz-category-header"><span class="cmplz-category-title">Marketing</span></span></summary><div class="cmplz-description"><span class="cmplz-description-marketing">The technical storage or access is required to create user profiles to send advertising.</span></div></details></div></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accept</button><button class="cmplz-btn cmplz-deny">Deny</button><button class="cmplz-btn cmplz-view-preferences">View preferences</button><button class="cmplz-btn cmplz-save-preferences">Save preferences</button></div><div class="cmplz-links cmplz-documents"><ul><li><a href="/cookie-policy/" class="cmplz-link cookie-statement">Cookie Policy</a></li><li><a href="/privacy-policy/" class="cmplz-link privacy-statement">Privacy Statement</a></li></ul></div></div></div><div id="cmplz-manage-consent" data-nosnippet="true"><button class="cmplz-btn cmplz-hidden cmplz-manage-consent manage-consent-1">Manage consent</button></div>`;

/** The theme's single-post template: an article with the title, the date and the content. */
const postBody = (page: BrennanPage) =>
  `<div data-elementor-type="single-post" data-elementor-id="233" class="elementor elementor-233 elementor-location-single post-${rand() % 900} post type-post status-publish format-standard has-post-thumbnail hentry category-news"><section class="elementor-section elementor-top-section elementor-element elementor-element-${eid()} elementor-section-boxed" data-element_type="section"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column elementor-element" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><article class="post type-post status-publish"><div class="elementor-widget elementor-widget-theme-post-title"><div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-default">${page.title}</h1></div></div><div class="elementor-widget elementor-widget-post-info"><div class="elementor-widget-container"><ul class="elementor-inline-items elementor-icon-list-items elementor-post-info"><li class="elementor-icon-list-item elementor-repeater-item-a1b2c3d"><span class="elementor-icon-list-text elementor-post-info__item elementor-post-info__item--type-date"><time datetime="${page.date?.[1] ?? ''}">${page.date?.[0] ?? ''}</time></span></li><li class="elementor-icon-list-item"><span class="elementor-icon-list-text elementor-post-info__item elementor-post-info__item--type-author">Joanne Brennan</span></li></ul></div></div><div class="elementor-widget elementor-widget-theme-post-content"><div class="elementor-widget-container">
${page.body}
</div></div></article></div></div></div></section></div>`;

/**
 * Lays out a page as WordPress with Hello Elementor and Elementor Pro publishes it: Yoast's head tags and
 * JSON-LD, Elementor's stylesheets, the header template with its sticky bar and off-canvas popup, the page
 * (an Elementor document, or the single-post template), the footer template, the Complianz banner and scripts.
 */
export function brennanLayout(page: BrennanPage): SitePage {
  const title = `${page.title} - Brennan &amp; Sons Plumbing &amp; Heating`;
  const isPost = page.kind === 'post';
  const canonical = `${BRENNAN_SITE}${page.path === '/' ? '/' : `${page.path}/`}`;
  const main = isPost
    ? postBody(page)
    : `<div data-elementor-type="wp-page" data-elementor-id="${100 + (rand() % 800)}" class="elementor elementor-${100 + (rand() % 800)}" data-elementor-post-type="page">
${page.body}
</div>`;
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
<!-- This site is optimized with the Yoast SEO plugin v23.9 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title}</title>
<meta name="description" content="${page.description}" />
<link rel="canonical" href="${canonical}" />
<meta property="og:locale" content="en_GB" />
<meta property="og:type" content="${isPost ? 'article' : 'website'}" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${page.description}" />
<meta property="og:url" content="${canonical}" />
<meta property="og:site_name" content="Brennan &amp; Sons Plumbing &amp; Heating" />
${isPost ? `<meta property="article:published_time" content="${page.date?.[1]}T09:00:00+00:00" />\n` : ''}<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"${canonical}","url":"${canonical}","name":"${page.title.replace(/"/g, '')}","isPartOf":{"@id":"${BRENNAN_SITE}/#website"},"inLanguage":"en-GB"},{"@type":["Plumber","HVACBusiness"],"@id":"${BRENNAN_SITE}/#organization","name":"Brennan & Sons Plumbing & Heating","telephone":"+44 114 496 0732","email":"${BRENNAN_EMAIL}","address":{"@type":"PostalAddress","streetAddress":"Unit 3, Bramley Yard, 112 Abbeydale Road","addressLocality":"Sheffield","postalCode":"S7 1FD","addressCountry":"GB"},"openingHours":["Mo-Fr 08:00-17:30","Sa 09:00-12:00"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel='stylesheet' id='hello-elementor-css' href='${BRENNAN_SITE}/wp-content/themes/hello-elementor/style.min.css?ver=3.1.1' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='${BRENNAN_SITE}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.25.4' media='all' />
<link rel='stylesheet' id='elementor-pro-css' href='${BRENNAN_SITE}/wp-content/plugins/elementor-pro/assets/css/frontend.min.css?ver=3.25.2' media='all' />
<link rel='stylesheet' id='cmplz-general-css' href='${BRENNAN_SITE}/wp-content/plugins/complianz-gdpr/assets/css/cookieblocker.min.css?ver=1731511000' media='all' />
<style id='elementor-frontend-inline-css'>.elementor-kit-6{--e-global-color-primary:#C8102E;--e-global-color-secondary:#1B2A41;--e-global-typography-primary-font-family:"Poppins"}.elementor-sticky--effects{box-shadow:0 2px 10px rgba(0,0,0,.1)}</style>
<meta name="generator" content="Elementor 3.25.4; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<meta name="generator" content="WordPress 6.7.1" />
</head>
<body class="${isPost ? 'post-template-default single single-post' : 'page-template-default page'} wp-custom-logo wp-embed-responsive hello-elementor-default elementor-default elementor-kit-6${isPost ? '' : ' elementor-page'}">
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
${header(page.path)}
<main id="content" class="site-main">
${main}
</main>
${footer}
${cookieBanner}
<script src="${BRENNAN_SITE}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script id="elementor-frontend-js-before">var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false},"version":"3.25.4","urls":{"assets":"${BRENNAN_SITE}\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"post":{"id":${rand() % 900},"title":"${page.title.replace(/"/g, '')}"}};</script>
<script src="${BRENNAN_SITE}/wp-content/plugins/elementor-pro/assets/js/frontend.min.js?ver=3.25.2" id="elementor-pro-frontend-js"></script>
<script src="${BRENNAN_SITE}/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=1731511000" id="cmplz-cookiebanner-js"></script>
</body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
