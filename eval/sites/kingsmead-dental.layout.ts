import type { SitePage } from './site-server.ts';

/** A page of Kingsmead Dental Practice before layout: its sections, as the Squarespace 7.1 editor saved them. */
export interface KingsmeadPage {
  path: string;
  /** The SEO title, before " &mdash; Kingsmead Dental Practice". */
  title: string;
  description: string;
  /** The page's sections (see `section`, `classic`, `listSection`), or a post's content. */
  body: string;
  /** A plain page, the blog collection's list, or one of its posts (printed by the blog item template). */
  kind?: 'page' | 'blog' | 'post';
  /** For posts: the date as the blog template prints it, and as ISO; the author's display name. */
  date?: [string, string];
  author?: string;
  /** The page's language: Squarespace still prints the site's `en-GB`; the owner's code injection fixes it. */
  lang?: 'en' | 'it';
  /** The English and Italian twins, linked by `hreflang` in the page's code injection and a switcher block. */
  alternates?: { en: string; it: string };
  unlisted?: boolean;
}

export const KD_SITE = 'https://www.kingsmead-dental.test';
export const KD_NAME = 'Kingsmead Dental Practice';
export const KD_PHONE = '01632 960418';
export const KD_PHONE_HREF = 'tel:+441632960418';
export const KD_EMAIL = 'reception@kingsmead-dental.test';
export const KD_ADDRESS = '11 Kingsmead Terrace, Bath BA1 1EN';
export const KD_CQC = '1-4471820396';
export const KD_COMPANY_NO = '08814276';
/** The online booking portal the header button and the booking page's pasted widget lead to. */
export const KD_BOOKING = 'https://book.smilebook.example/practice/kingsmead-dental-bath';

const CDN = 'https://images.squarespace-cdn.example/content/v1/6512a0c4e7b9f31d2a7c4b10';
const WEBSITE_ID = '6512a0c4e7b9f31d2a7c4b10';

// Squarespace 7.1 names every block `block-yui_3_17_2_1_<timestamp>_<n>` and every section with a 24-hex id;
// counters keep them stable between runs.
let nextBlock = 1;
const yui = () => `yui_3_17_2_1_1712044${String(31_000 + nextBlock++ * 7)}`;
let nextSection = 1;
const sectionId = () => `6512a0c4e7b9f31d2a7c${(0x4c00 + nextSection++).toString(16)}`;

const blockIdOf = (block: string) => /id="block-(yui_[0-9_]+)"/.exec(block)?.[1] ?? yui();

/** Rich text as the text block saves it: paragraphs with `white-space:pre-wrap`, `**x**` for bold. */
export const p = (...paragraphs: string[]) =>
  paragraphs
    .map((para) =>
      para.startsWith('<')
        ? para
        : `<p class="" style="white-space:pre-wrap;">${para.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>`,
    )
    .join('');

export const ul = (...items: string[]) =>
  `<ul data-rte-list="default">${items.map((i) => `<li><p class="" style="white-space:pre-wrap;">${i.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p></li>`).join('')}</ul>`;

/** A text block. */
export const text = (inner: string) => {
  const id = yui();
  return `<div class="sqs-block html-block sqs-block-html" data-blend-mode="NORMAL" data-block-type="2" data-border-radii="&#123;&quot;topLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;,&quot;topRight&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;&#125;" data-sqsp-block="text" id="block-${id}"><div class="sqs-block-content">
<div class="sqs-html-content" data-sqsp-text-block-content>
${inner.startsWith('<') ? inner : p(inner)}
</div>
</div></div>`;
};

/** A heading alone in its own text block, as Fluid Engine users place them above the text. */
export const heading = (title: string, tag = 'h3') =>
  text(`<${tag} style="white-space:pre-wrap;">${title}</${tag}>`);

/** A code block: markup the owner pasted (widgets, embeds, the language switcher). */
export const code = (inner: string) =>
  `<div class="sqs-block code-block sqs-block-code" data-block-type="23" data-sqsp-block="code" id="block-${yui()}"><div class="sqs-block-content">${inner}</div></div>`;

export const button = (label: string, href: string, style: 'primary' | 'secondary' = 'primary') =>
  `<div class="sqs-block button-block sqs-block-button" data-block-type="53" data-sqsp-block="button" id="block-${yui()}"><div class="sqs-block-content" data-sqsp-block="button-content">
<div class="sqs-block-button-container sqs-block-button-container--left" data-animation-role="button" data-alignment="left" data-button-size="medium" data-button-type="${style}">
<a href="${href}" class="sqs-block-button-element--medium sqs-button-element--${style} sqs-block-button-element"${href.startsWith('http') ? ' target="_blank"' : ''}>${label}</a>
</div></div></div>`;

export const divider = () =>
  `<div class="sqs-block horizontalrule-block sqs-block-horizontalrule" data-block-type="47" data-sqsp-block="horizontalrule" id="block-${yui()}"><div class="sqs-block-content"><hr></div></div>`;

/** An image block: the lazy `<img>` with its `<noscript>` twin. */
export const image = (file: string, alt: string) =>
  `<div class="sqs-block image-block sqs-block-image" data-aspect-ratio="66.66" data-block-type="5" data-sqsp-block="image" id="block-${yui()}"><div class="sqs-block-content" id="${yui()}">
<div class="image-block-outer-wrapper layout-caption-below design-layout-fluid image-position-left combination-animation-site-default individual-animation-site-default" data-test="image-block-fluid-outer-wrapper">
<div class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper" data-animation-role="image"><div class="fluid-image-container sqs-image-content" style="overflow:hidden;-webkit-mask-image:-webkit-radial-gradient(white,black);position:relative;width:100%;height:100%;">
<div class="content-fit"><img data-stretch="true" data-src="${CDN}/${file}" data-image="${CDN}/${file}" data-image-dimensions="2500x1667" data-image-focal-point="0.5,0.5" alt="${alt}" data-load="false" elementtiming="system-image-block" src="${CDN}/${file}?format=750w" width="2500" height="1667" sizes="(max-width: 640px) 100vw, 50vw" style="display:block;object-fit:cover;width:100%;height:100%;object-position:50% 50%" srcset="${CDN}/${file}?format=300w 300w, ${CDN}/${file}?format=750w 750w, ${CDN}/${file}?format=1500w 1500w" loading="lazy" decoding="async" data-loader="sqs"></div>
</div></div>
</div>
</div></div>`;

/** A quote block. */
export const quote = (words: string, source: string) =>
  `<div class="sqs-block quote-block sqs-block-quote" data-block-type="31" data-sqsp-block="quote" id="block-${yui()}"><div class="sqs-block-content"><figure class="block-quote block-quote--default"><span class="quote-mark">&ldquo;</span><blockquote data-animation-role="quote">${words}</blockquote><figcaption class="source">&mdash; ${source}</figcaption></figure></div></div>`;

/**
 * The accordion block: every answer is in the markup, in an `accordion-item__dropdown` that the site CSS
 * keeps at `display:none` until its button is clicked.
 */
export const accordion = (items: [question: string, answer: string][]) => {
  const id = yui();
  return `<div class="sqs-block accordion-block sqs-block-accordion" data-block-css="[&quot;https://static1.squarespace.example/static/vta/5c5a519771c10ba3470d8101/versioned-assets/1712044000000-ACCORDION/accordion-block.css&quot;]" data-block-type="69" data-sqsp-block="accordion" id="block-${id}"><div class="sqs-block-content">
<ul class="accordion-items-container" data-should-allow-multiple-open-items="" data-is-divider-enabled="true" data-is-first-divider-visible="true" data-is-last-divider-visible="true" data-is-expanded-first-item="" data-accordion-title-alignment="left" data-accordion-description-alignment="left" data-accordion-description-placement="left" data-accordion-icon-placement="right">
${items
  .map(
    ([q, a], i) => `<li class="accordion-item">
<div class="accordion-divider accordion-divider--top" aria-hidden="true" style="height:1px;opacity:1;"></div>
<h4 class="accordion-item__title-wrapper" role="heading" aria-level="3"><button class="accordion-item__click-target" aria-expanded="false" style="padding-top:24px;padding-bottom:24px;padding-left:0px;padding-right:0px;" aria-controls="dropdown-block-${id}-${i}" id="button-block-${id}-${i}"><span class="accordion-item__title" style="padding-right:14px;">${q}</span><div class="accordion-icon-container" data-is-open="false" aria-hidden="true" style="height:14px;width:14px;"><div class="plus"><div class="plus__horizontal-line" style="height:1px;"></div><div class="plus__vertical-line" style="width:1px;"></div></div></div></button></h4>
<div class="accordion-item__dropdown" role="region" id="dropdown-block-${id}-${i}" aria-labelledby="button-block-${id}-${i}"><div class="accordion-item__description" style="padding-top:0px;padding-bottom:24px;padding-left:0px;padding-right:0px;min-width:70%;max-width:300px;">${a.startsWith('<') ? a : p(a)}</div></div>
<div class="accordion-divider" aria-hidden="true" style="height:1px;opacity:1;"></div>
</li>`,
  )
  .join('\n')}
</ul>
</div></div>`;
};

/** A row of a Fluid Engine section: one block across the grid, or several side by side. */
export type Row = string | string[];

const sectionOpen = (id: string, theme: string, extra = '') =>
  `<section data-test="page-section" data-section-theme="${theme}" class="page-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle ${theme}${extra}" data-section-id="${id}" data-controller="SectionWrapperController" data-current-styles="&#123;&quot;imageOverlayOpacity&quot;:0.15,&quot;backgroundWidth&quot;:&quot;background-width--full-bleed&quot;,&quot;sectionHeight&quot;:&quot;section-height--small&quot;,&quot;horizontalAlignment&quot;:&quot;horizontal-alignment--center&quot;,&quot;verticalAlignment&quot;:&quot;vertical-alignment--middle&quot;,&quot;contentWidth&quot;:&quot;content-width--wide&quot;,&quot;sectionTheme&quot;:&quot;${theme}&quot;,&quot;sectionAnimation&quot;:&quot;none&quot;,&quot;backgroundMode&quot;:&quot;image&quot;&#125;" data-current-context="&#123;&quot;video&quot;:&#123;&quot;playbackSpeed&quot;:0.5,&quot;filter&quot;:1,&quot;filterStrength&quot;:0,&quot;zoom&quot;:0,&quot;videoSourceProvider&quot;:&quot;none&quot;&#125;,&quot;backgroundImageId&quot;:null,&quot;backgroundMediaEffect&quot;:null,&quot;divider&quot;:null,&quot;typeName&quot;:&quot;page&quot;&#125;" data-animation="none">
<div class="section-border"><div class="section-background"></div></div>`;

/**
 * A Fluid Engine section: every block in an `fe-block` of a 24-column CSS grid, placed by the section's own
 * `<style>` (grid-area per block, a mobile and a desktop layout), with no row or column elements at all.
 */
export const section = (...rows: Row[]) => themed('white', ...rows);

/** The same in another colour theme (the announcement-style bands of the home page). */
export const themed = (theme: string, ...rows: Row[]) => {
  const id = sectionId();
  const areas: string[] = [];
  const blocks: string[] = [];
  let line = 1;
  for (const row of rows) {
    const cells = typeof row === 'string' ? [row] : row;
    const width = Math.floor(24 / cells.length);
    const height = cells.some((c) => c.includes('accordion-block') || c.length > 1800) ? 8 : 2;
    cells.forEach((cell, i) => {
      const block = blockIdOf(cell);
      const start = 2 + i * width;
      blocks.push(`<div class="fe-block fe-block-${block}">${cell}</div>`);
      areas.push(
        `.fe-block-${block}{grid-area:${line * 2 - 1}/2/${line * 2 + height - 1}/10;z-index:${i + 1};}@media (min-width:768px){.fe-block-${block}{grid-area:${line}/${start}/${line + height}/${start + width};z-index:${i + 1};}}`,
      );
    });
    line += height;
  }
  return `${sectionOpen(id, theme)}
<div class="content-wrapper" style=""><div class="content">
<div data-fluid-engine="true"><style>.fe-${id}{--grid-gutter:calc(var(--sqs-mobile-site-gutter,6vw) - 11.0px);--cell-max-width:calc((var(--sqs-site-max-width,1500px) - (11.0px * (24 - 1))) / 24);display:grid;position:relative;grid-area:1/1/-1/-1;grid-template-rows:repeat(${line + 1},minmax(24px,auto));grid-template-columns:minmax(var(--grid-gutter),1fr) repeat(24,minmax(0,var(--cell-max-width))) minmax(var(--grid-gutter),1fr);row-gap:11.0px;column-gap:11.0px;}${areas.join('')}</style>
<div class="fluid-engine fe-${id}">
${blocks.join('\n')}
</div></div>
</div></div>
</section>`;
};

/** A section still in the classic editor (pages made before Fluid Engine): `sqs-layout` rows and columns. */
export const classic = (...blocks: string[]) => {
  const id = sectionId();
  return `${sectionOpen(id, 'white')}
<div class="content-wrapper" style=""><div class="content">
<div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-${id}">
<div class="row sqs-row"><div class="col sqs-col-12 span-12">
${blocks.join('\n')}
</div></div>
</div>
</div></div>
</section>`;
};

/** A List section (the "user items" list): a title, then cards of a title, a description and a button. */
export const listSection = (title: string, items: [title: string, description: string][]) => {
  const id = sectionId();
  return `${sectionOpen(id, 'light', ' user-items-list-section')}
<div class="content-wrapper" style=""><div class="content">
<div class="user-items-list" style="min-height:100px;" data-controller="UserItemsListSimple" data-current-context="&#123;&quot;userItems&quot;:[],&quot;isSectionTitleEnabled&quot;:true,&quot;maxColumns&quot;:3,&quot;isMediaEnabled&quot;:true,&quot;isTitleEnabled&quot;:true,&quot;isBodyEnabled&quot;:true,&quot;isButtonEnabled&quot;:false,&quot;layoutStyle&quot;:&quot;simple&quot;&#125;">
<div class="list-section-title" id="${id}-title"><p class="" style="text-align:center;white-space:pre-wrap;">${title}</p></div>
<ul class="user-items-list-simple" data-should-allow-multiple-open-items="" data-media-alignment="center" data-space-below-section-title-value="2" data-media-width-value="60">
${items
  .map(
    ([t, d], i) => `<li class="list-item" data-is-card-enabled="false" style="">
<div class="list-item-media" style=""><div class="list-item-media-inner" data-aspect-ratio="1:1" data-is-image-content-empty="true"></div></div>
<div class="list-item-content"><div class="list-item-content__text-wrapper"><h2 class="list-item-content__title" style="max-width:75%;">${t}</h2><div class="list-item-content__description" style="margin-top:0%;max-width:75%;">${p(...d.split('\n'))}</div></div></div>
<span class="list-item-index" hidden>${i + 1}</span></li>`,
  )
  .join('\n')}
</ul>
</div>
</div></div>
</section>`;
};

type NavItem = [href: string, label: string, children?: [string, string][]];

const menu: NavItem[] = [
  [
    '/new-patients',
    'Patients',
    [
      ['/new-patients', 'New patients'],
      ['/nhs-dentistry', 'NHS dentistry'],
      ['/dental-plan', 'Kingsmead Care Plan'],
      ['/nervous-patients', 'Nervous patients'],
      ['/accessibility', 'Accessibility'],
    ],
  ],
  [
    '/treatments',
    'Treatments',
    [
      ['/treatments', 'All treatments'],
      ['/implants', 'Dental implants'],
      ['/invisalign', 'Invisalign'],
      ['/teeth-whitening', 'Teeth whitening'],
    ],
  ],
  [
    '/fees',
    'Fees',
    [
      ['/fees', 'Private fees'],
      ['/nhs-dentistry', 'NHS charges'],
      ['/payment-and-finance', 'Payment &amp; finance'],
      ['/cancellation-policy', 'Cancellations'],
    ],
  ],
  ['/emergency-appointments', 'Emergencies'],
  [
    '/our-team',
    'About',
    [
      ['/our-team', 'Our team'],
      ['/reviews', 'Reviews'],
      ['/news', 'News'],
      ['/faq', 'FAQ'],
    ],
  ],
  [
    '/contact',
    'Contact',
    [
      ['/contact', 'Contact us'],
      ['/opening-hours', 'Opening hours'],
      ['/find-us', 'Find us &amp; parking'],
    ],
  ],
  ['/it', 'Italiano'],
];

const folderId = (label: string) => label.toLowerCase().replace(/[^a-z]+/g, '-');

const desktopNav = (path: string) =>
  menu
    .map(([href, label, children]) => {
      const active = href === path || children?.some(([h]) => h === path);
      if (!children)
        return `<div class="header-nav-item header-nav-item--${href === '/it' ? 'external' : 'collection'}${active ? ' header-nav-item--active' : ''}"><a href="${href}" data-animation-role="header-element"${active ? ' aria-current="page"' : ''}>${label}</a></div>`;
      return `<div class="header-nav-item header-nav-item--folder${active ? ' header-nav-item--active' : ''}">
<button class="header-nav-folder-title" data-href="${href}" data-animation-role="header-element" aria-expanded="false" aria-controls="${folderId(label)}"><span class="header-nav-folder-title-text">${label}</span></button>
<div class="header-nav-folder-content" id="${folderId(label)}">
${children.map(([h, l]) => `<div class="header-nav-folder-item${h === path ? ' header-nav-folder-item--active' : ''}"><a href="${h}"${h === path ? ' aria-current="page"' : ''}><span class="header-nav-folder-item-content">${l}</span></a></div>`).join('\n')}
</div>
</div>`;
    })
    .join('\n');

/** The mobile overlay menu: a root folder and one panel per folder, all hidden until the burger is pressed. */
const mobileMenu =
  () => `<div class="header-menu header-menu--folder-list" data-section-theme="white" data-current-styles="&#123;&quot;layout&quot;:&quot;navRight&quot;,&quot;action&quot;:&quot;header-actions-action--cta&quot;&#125;" data-section-id="overlay-nav" data-show-account-login="false" data-test="header-menu">
<div class="header-menu-bg theme-bg--primary"></div>
<div class="header-menu-nav">
<nav class="header-menu-nav-list">
<div data-folder="root" class="header-menu-nav-folder">
<div class="header-menu-nav-folder-content">
<div class="header-menu-nav-wrapper">
${menu
  .map(([href, label, children]) =>
    children
      ? `<div class="container header-menu-nav-item"><a data-folder-id="${href}" href="${href}"><div class="header-menu-nav-item-content"><span class="visually-hidden">Folder:</span><span>${label}</span><span class="chevron chevron--right"></span></div></a></div>`
      : `<div class="container header-menu-nav-item header-menu-nav-item--collection"><a href="${href}"><div class="header-menu-nav-item-content">${label}</div></a></div>`,
  )
  .join('\n')}
</div>
</div>
<div class="header-menu-cta"><a class="theme-btn--primary btn sqs-button-element--primary" href="/book-online"><span>Book online</span></a></div>
</div>
${menu
  .filter(([, , children]) => children)
  .map(
    ([href, , children]) => `<div data-folder="${href}" class="header-menu-nav-folder">
<div class="header-menu-nav-folder-content">
<div class="header-menu-controls container header-menu-nav-item"><a class="header-menu-controls-control header-menu-controls-control--active" data-action="back" href="/"><span class="chevron chevron--left"></span><span>Back</span></a></div>
${children!.map(([h, l]) => `<div class="container header-menu-nav-item header-menu-nav-item--collection"><a href="${h}"><div class="header-menu-nav-item-content">${l}</div></a></div>`).join('\n')}
</div>
</div>`,
  )
  .join('\n')}
</nav>
</div>
</div>`;

const logo = (where: 'desktop' | 'mobile') =>
  `<div class="header-title" data-animation-role="header-element"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-${where}" src="${CDN}/kingsmead-logo-teal.png?format=1500w" alt="Kingsmead Dental Practice" style="display:block" fetchpriority="high" loading="eager" decoding="async" data-loader="sqs"></a></div></div>`;

const burger = `<div class="header-burger menu-overlay-has-visible-non-navigation-items" data-animation-role="header-element"><button class="header-burger-btn burger" data-test="header-burger"><span hidden class="js-header-burger-open-title visually-hidden">Open Menu</span><span hidden class="js-header-burger-close-title visually-hidden">Close Menu</span><div class="burger-box"><div class="burger-inner header-menu-icon-doubleLineHamburger"><div class="top-bun"></div><div class="patty"></div><div class="bottom-bun"></div></div></div></button></div>`;

const cta = `<div class="header-actions header-actions--right" data-animation-role="header-element"><div class="showOnMobile"></div><div class="showOnDesktop"></div><div class="header-actions-action header-actions-action--cta" data-animation-role="header-element"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="/book-online">Book online</a></div></div>`;

const announcement = `<div class="sqs-announcement-bar-dropzone"><div class="sqs-announcement-bar" data-announcement-bar="true" data-test="announcement-bar"><a class="sqs-announcement-bar-url" href="/new-patients" aria-label="Announcement bar"></a><div class="sqs-announcement-bar-custom-content"><div class="sqs-announcement-bar-content"><div class="sqs-announcement-bar-text"><span class="sqs-announcement-bar-close" tabindex="0" role="button" aria-label="Close Announcement"></span><div id="announcement-bar-text-inner-id" class="sqs-announcement-bar-text-inner"><p>Now accepting new private patients &middot; <a href="/new-patients">Register online</a> or call ${KD_PHONE}</p></div></div></div></div></div></div>`;

const header = (
  path: string,
) => `<header data-test="header" id="header" class="white header theme-col--primary" data-section-theme="white" data-controller="Header" data-current-styles="&#123;&quot;layout&quot;:&quot;navRight&quot;,&quot;action&quot;:&#123;&quot;href&quot;:&quot;/book-online&quot;,&quot;buttonText&quot;:&quot;Book online&quot;,&quot;newWindow&quot;:false&#125;,&quot;showSocial&quot;:false,&quot;showButton&quot;:true,&quot;showCart&quot;:false,&quot;showAccountLogin&quot;:false,&quot;headerStyle&quot;:&quot;solid&quot;,&quot;dropShadowOptions&quot;:&#123;&quot;enabled&quot;:false&#125;,&quot;borderOptions&quot;:&#123;&quot;enabled&quot;:true,&quot;position&quot;:&quot;bottom&quot;,&quot;thickness&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:1.0&#125;&#125;&#125;" data-section-id="header" data-header-style="solid" data-language="en-GB" data-first-focusable-element tabindex="-1">
${announcement}
<div class="header-announcement-bar-wrapper">
<a href="#page" class="header-skip-link sqs-button-element--primary">Skip to Content</a>
<style>@supports (-webkit-backdrop-filter:none) or (backdrop-filter:none){.header-blur-background{-webkit-backdrop-filter:blur(12px);backdrop-filter:blur(12px);}}</style>
<div class="header-border" data-header-style="solid" data-header-border="true" data-test="header-border" style="border-bottom-width:1px !important;"></div>
<div class="header-dropdown-icon"><svg class="header-dropdown-icon--caret" viewBox="0 0 22 22"><path d="M20,5.5l-9,9l-9-9"></path></svg></div>
<div class="header-background theme-bg--primary"></div>
<div class="header-inner container--fluid header-layout--with-commerce" style="padding:0" data-test="header-inner">
<div class="header-display-desktop" data-content-field="site-title">
<div class="header-title-nav-wrapper">
${logo('desktop')}
<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
${desktopNav(path)}
</nav></div></div>
</div>
${cta}
${burger}
</div>
<div class="header-display-mobile" data-content-field="site-title">
<div class="header-title-nav-wrapper">${logo('mobile')}</div>
${burger}
</div>
</div>
</div>
${mobileMenu()}
</header>`;

const footerBlock = (id: string, inner: string) =>
  `<div class="fe-block fe-block-${id}"><div class="sqs-block html-block sqs-block-html" data-blend-mode="NORMAL" data-block-type="2" data-sqsp-block="text" id="block-${id}"><div class="sqs-block-content"><div class="sqs-html-content" data-sqsp-text-block-content>
${inner}
</div></div></div></div>`;

/** The footer: page sections like any other, with the practice's address, hours and registration. */
const footer = `<footer class="sections" id="footer-sections" data-footer-sections>
<section data-test="page-section" data-section-theme="dark" class="page-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle dark" data-section-id="6512a0c4e7b9f31d2a7cfa01" data-controller="SectionWrapperController" data-animation="none">
<div class="section-border"><div class="section-background"></div></div>
<div class="content-wrapper" style=""><div class="content">
<div data-fluid-engine="true"><style>.fe-6512a0c4e7b9f31d2a7cfa01{display:grid;grid-template-columns:minmax(var(--grid-gutter),1fr) repeat(24,minmax(0,var(--cell-max-width))) minmax(var(--grid-gutter),1fr);row-gap:11.0px;column-gap:11.0px;}.fe-block-yui_3_17_2_1_1695120000001_1201{grid-area:1/2/6/8;}.fe-block-yui_3_17_2_1_1695120000001_1202{grid-area:1/9/6/16;}.fe-block-yui_3_17_2_1_1695120000001_1203{grid-area:1/17/6/26;}.fe-block-yui_3_17_2_1_1695120000001_1204{grid-area:7/2/8/26;}</style>
<div class="fluid-engine fe-6512a0c4e7b9f31d2a7cfa01">
${footerBlock(
  'yui_3_17_2_1_1695120000001_1201',
  `<h4 style="white-space:pre-wrap;">Kingsmead Dental Practice</h4>
<p class="" style="white-space:pre-wrap;">11 Kingsmead Terrace<br>Bath BA1 1EN</p>
<p class="" style="white-space:pre-wrap;">T: <a href="${KD_PHONE_HREF}">${KD_PHONE}</a><br>E: <a href="mailto:${KD_EMAIL}">${KD_EMAIL}</a></p>
<p class="" style="white-space:pre-wrap;">Dental emergency when we&rsquo;re closed? Call NHS 111.</p>`,
)}
${footerBlock(
  'yui_3_17_2_1_1695120000001_1202',
  `<h4 style="white-space:pre-wrap;">Opening hours</h4>
<p class="" style="white-space:pre-wrap;">Mon, Tue, Thu 8:30&ndash;17:30<br>Wed 8:30&ndash;19:30<br>Fri 8:30&ndash;16:00<br>First Saturday of the month 9:00&ndash;13:00<br>Sundays &amp; bank holidays closed</p>
<p class="" style="white-space:pre-wrap;"><a href="/opening-hours">Christmas &amp; holiday hours</a></p>`,
)}
${footerBlock(
  'yui_3_17_2_1_1695120000001_1203',
  `<h4 style="white-space:pre-wrap;">Patient information</h4>
<p class="" style="white-space:pre-wrap;"><a href="/complaints">Complaints procedure</a><br><a href="/privacy-policy">Privacy notice</a><br><a href="/cookie-policy">Cookie policy</a><br><a href="/terms">Terms &amp; conditions</a></p>
<p class="" style="white-space:pre-wrap;">Registered with the Care Quality Commission (CQC). Provider ID ${KD_CQC}. <a href="https://www.cqc.example/provider/${KD_CQC}" target="_blank">See our CQC report</a></p>`,
)}
${footerBlock(
  'yui_3_17_2_1_1695120000001_1204',
  `<p class="sqsrte-small" style="white-space:pre-wrap;">&copy; 2026 Kingsmead Dental Practice Ltd. Registered in England and Wales, company no. ${KD_COMPANY_NO}. Registered office: 11 Kingsmead Terrace, Bath BA1 1EN. All our dentists, hygienist and dental nurses are registered with the General Dental Council.</p>`,
)}
</div></div>
</div></div>
</section>
</footer>`;

const cookieBanner = `<div class="sqs-cookie-banner-v2-wrapper" role="region" aria-label="Cookie banner" data-test="cookie-banner">
<div class="sqs-cookie-banner-v2 sqs-cookie-banner-v2-bottom sqs-cookie-banner-v2--card" role="dialog" aria-modal="false" aria-labelledby="cookie-banner-title">
<div class="sqs-cookie-banner-v2-content">
<p class="sqs-cookie-banner-v2-title" id="cookie-banner-title">Cookies on this site</p>
<div class="sqs-cookie-banner-v2-text"><p>We use essential cookies to make this site work, and optional analytics cookies to see how visitors use it. You can accept or decline the optional ones. See our <a href="/cookie-policy">cookie policy</a>.</p></div>
</div>
<div class="sqs-cookie-banner-v2-cta-container"><button class="sqs-cookie-banner-v2-manage sqs-button-element--tertiary" type="button">Manage cookies</button><button class="sqs-cookie-banner-v2-deny sqs-button-element--secondary" type="button">Decline</button><button class="sqs-cookie-banner-v2-accept sqs-button-element--primary" type="button">Accept all</button></div>
</div>
</div>`;

/** The owner's language switcher, pasted as a code block at the top of each translated page. */
const switcher = (page: KingsmeadPage) => {
  const id = sectionId();
  const alt = page.alternates!;
  return `${sectionOpen(id, 'white', ' kd-lang-section')}
<div class="content-wrapper" style="padding-top:8px;padding-bottom:0"><div class="content">
<div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-${id}"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
${code(`<div class="kd-lang" style="text-align:right;font-size:14px"><a href="${alt.en}" hreflang="en-GB" lang="en"${page.lang === 'it' ? '' : ' class="is-current"'}>English</a> &nbsp;|&nbsp; <a href="${alt.it}" hreflang="it" lang="it"${page.lang === 'it' ? ' class="is-current"' : ''}>Italiano</a></div>`)}
</div></div></div>
</div></div>
</section>`;
};

/** The blog item template: the date and author above the title, the post's classic layout, prev/next links. */
const postBody = (
  page: KingsmeadPage,
) => `<section data-test="page-section" data-section-theme="white" class="page-section content-collection full-bleed-section collection-type-blog-basic-grid background-width--full-bleed section-height--small content-width--narrow horizontal-alignment--left vertical-alignment--top white" data-section-id="blog-item" data-controller="SectionWrapperController" data-animation="none">
<div class="section-border"><div class="section-background"></div></div>
<div class="content-wrapper"><div class="content">
<div class="blog-item-wrapper">
<article class="entry h-entry hentry author-${(page.author ?? 'sarah-whitlock').toLowerCase().replace(/[^a-z]+/g, '-')} post-type-text article-index-1 category-practice-news" data-item-id="${sectionId()}">
<div class="blog-item-inner-wrapper">
<div class="blog-item-top-wrapper">
<div class="blog-item-meta-wrapper"><div class="blog-meta-item blog-meta-item--date"><time class="dt-published date-highlight" datetime="${page.date?.[1] ?? ''}" pubdate data-content-field="published-on">${page.date?.[0] ?? ''}</time></div><div class="blog-meta-item blog-meta-item--author"><a href="/news?author=${sectionId()}" class="blog-author">${page.author ?? 'Sarah Whitlock'}</a></div></div>
<div class="blog-item-title"><h1 class="entry-title entry-title--large p-name" data-content-field="title">${page.title}</h1></div>
</div>
<div class="blog-item-content-wrapper"><div class="blog-item-content e-content" data-content-field="body">
<div class="sqs-layout sqs-grid-12 columns-12" data-type="item" data-updated-on="1712044000000" id="item-${sectionId()}"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
${page.body}
</div></div></div>
</div></div>
<div class="blog-item-author-profile-wrapper"><div class="author-name"><span>${page.author ?? 'Sarah Whitlock'}</span></div></div>
</div>
</article>
<section class="item-pagination item-pagination--prev-next" data-item-pagination><a class="item-pagination-link item-pagination-link--prev" href="/news"><div class="item-pagination-prev-next">Previous</div><div class="item-pagination-title">Back to all news</div></a></section>
</div>
</div></div>
</section>`;

const hreflang = (page: KingsmeadPage) => {
  if (page.alternates)
    return `<link rel="alternate" hreflang="en-GB" href="${KD_SITE}${page.alternates.en}">
<link rel="alternate" hreflang="it" href="${KD_SITE}${page.alternates.it}">
<link rel="alternate" hreflang="x-default" href="${KD_SITE}${page.alternates.en}">
`;
  return page.lang === 'it' ? `<link rel="alternate" hreflang="it" href="${KD_SITE}${page.path}">\n` : '';
};

/**
 * The whole document as Squarespace 7.1 prints it: the head with the site context and JSON-LD, the page's
 * code injection (hreflang links, and on Italian pages a script that corrects `lang`, which only a browser
 * runs), the header with the announcement bar, dropdown folders, a "Book online" button and a hidden mobile
 * overlay repeating the menu, `<main>` holding `<article class="sections">` of page sections, the footer
 * sections and the cookie banner.
 */
export function kingsmeadLayout(page: KingsmeadPage): SitePage {
  const kind = page.kind ?? 'page';
  const title = `${page.title} &mdash; ${KD_NAME}`;
  const canonical = `${KD_SITE}${page.path}`;
  const sections = kind === 'post' ? postBody(page) : `${page.alternates ? switcher(page) : ''}${page.body}`;
  const bodyClass =
    kind === 'page'
      ? 'collection-type-page'
      : `collection-type-blog-basic-grid view-${kind === 'blog' ? 'list' : 'item'}`;
  const html = `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" lang="en-GB">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- kingsmead-dental -->
<base href="">
<meta charset="utf-8" />
<title>${title}</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" />
<link rel="icon" type="image/x-icon" href="${CDN}/favicon.ico?format=100w"/>
<link rel="canonical" href="${canonical}"/>
<meta property="og:site_name" content="${KD_NAME}"/>
<meta property="og:title" content="${title}"/>
<meta property="og:url" content="${canonical}"/>
<meta property="og:type" content="${kind === 'post' ? 'article' : 'website'}"/>
<meta property="og:description" content="${page.description}"/>
<meta property="og:image" content="${CDN}/kingsmead-terrace-front.jpg?format=1500w"/>
<meta itemprop="name" content="${title}"/>
<meta itemprop="url" content="${canonical}"/>
<meta itemprop="description" content="${page.description}"/>
<meta name="twitter:title" content="${title}"/>
<meta name="twitter:card" content="summary"/>
<meta name="description" content="${page.description}" />
<link rel="preconnect" href="https://images.squarespace-cdn.example">
<link rel="preconnect" href="https://use.typekit.example" crossorigin>
<script type="text/javascript" src="//use.typekit.example/ik/abc123kingsmead.js" async fetchpriority="high" onload="try{Typekit.load();}catch(e){} document.documentElement.classList.remove('wf-loading');"></script>
<script type="text/javascript" crossorigin="anonymous" defer="defer" nomodule="nomodule" src="//assets.squarespace.example/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="defer" src="//assets.squarespace.example/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"betaFeatureFlags":["campaigns_new_image_layout_picker","fluid_engine","section-sdk-plp-list-view-atc-button-enabled","supports_versioned_template_assets"],"facebookAppId":"314192535267336","templateId":"5c5a519771c10ba3470d8101","templateVersion":"7.1","pageFeatures":[1,2,4],"impersonatedSession":false,"tzData":{"zones":[[0,"EU","GMT/BST",null]],"rules":{"EU":[[1981,"max",null,"Mar","lastSun","1:00u","1:00","S"],[1996,"max",null,"Oct","lastSun","1:00u","0",null]]}},"website":{"id":"${WEBSITE_ID}","identifier":"kingsmead-dental","websiteType":1,"contentModifiedOn":1763971200000,"siteTitle":"${KD_NAME}","siteDescription":"","location":{"addressTitle":"${KD_NAME}","addressLine1":"11 Kingsmead Terrace","addressLine2":"Bath, BA1 1EN","addressCountry":"United Kingdom"},"timeZone":"Europe/London","language":"en-GB","primaryLocale":"en-GB","isCookieBannerEnabled":true,"cookieBannerPosition":"BOTTOM","authenticUrl":"${KD_SITE}","internalUrl":"https://kingsmead-dental.squarespace.example","baseUrl":"${KD_SITE}"},"websiteSettings":{"simpleLikingEnabled":true,"commentLikesAllowed":true,"storeSettings":{"currenciesSupported":["GBP"],"defaultCurrency":"GBP"}},"collection":{"title":"${page.title.replace(/"/g, '')}","id":"${sectionId()}","fullUrl":"${page.path}","type":${kind === 'page' ? 10 : 1},"permissionType":1},"subscribed":false,"appDomain":"squarespace.example","templateTweakable":true,"tweakJSON":{"form-use-theme-colors":"true","header-logo-height":"56px","header-vert-padding":"1vw","header-width":"Full","maxPageWidth":"1400px","pagePadding":"4vw","tweak-blog-basic-grid-columns":"3"},"templateVersion":"7.1","showAnnouncementBar":true,"recaptchaEnterpriseContext":{"recaptchaEnterpriseSiteKey":"6LdDFQwjAAAAAPigEvvPgEVbb7QBm-TkVJdDTlAv"}};</script>
<script type="application/ld+json">{"url":"${KD_SITE}","name":"${KD_NAME}","description":"","image":"${CDN}/kingsmead-logo-teal.png","@context":"http://schema.org","@type":"WebSite"}</script>
<script type="application/ld+json">{"legalName":"Kingsmead Dental Practice Ltd","address":"11 Kingsmead Terrace\\nBath, BA1 1EN\\nUnited Kingdom","email":"${KD_EMAIL}","telephone":"${KD_PHONE}","sameAs":["https://www.instagram.example/kingsmeaddental","https://www.facebook.example/kingsmeaddentalbath"],"@context":"http://schema.org","@type":"Organization"}</script>
<script type="application/ld+json">{"address":"11 Kingsmead Terrace\\nBath, BA1 1EN\\nUnited Kingdom","image":"${CDN}/kingsmead-logo-teal.png","name":"${KD_NAME}","openingHours":"Mo 08:30-17:30, Tu 08:30-17:30, We 08:30-19:30, Th 08:30-17:30, Fr 08:30-16:00, , ","@context":"http://schema.org","@type":"LocalBusiness"}</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.example/static/versioned-site-css/${WEBSITE_ID}/41/5c5a519771c10ba3470d8101/${WEBSITE_ID}/1712/site.css"/>
<style>.accordion-item__dropdown{display:none;overflow:hidden}.accordion-item__dropdown--open{display:block}.header-menu{visibility:hidden;opacity:0;position:fixed}.header--menu-open .header-menu{visibility:visible;opacity:1}.header-nav-folder-content{display:none}.header-nav-item--folder:hover .header-nav-folder-content{display:block}.header-display-mobile{display:none}@media (max-width:767px){.header-display-desktop{display:none}.header-display-mobile{display:flex}}</style>
<script>Static.COOKIE_BANNER_CAPABLE = true;</script>
<!-- End of Squarespace Headers -->
<!-- Page header code injection -->
${hreflang(page)}${page.lang === 'it' ? `<script>document.documentElement.setAttribute('lang','it');</script>\n` : ''}<style>.kd-lang a{color:#1f6f6b;text-decoration:none}.kd-lang a.is-current{font-weight:700}</style>
</head>
<body id="collection-${WEBSITE_ID.slice(0, 16)}${String(page.path.length).padStart(8, '0')}" class="primary-button-style-solid primary-button-shape-pill secondary-button-style-outline secondary-button-shape-pill tertiary-button-style-solid tertiary-button-shape-underline form-field-style-solid form-field-shape-square form-field-border-all form-field-checkbox-type-icon form-field-checkbox-fill-solid form-field-checkbox-color-inverted form-field-checkbox-shape-square form-field-checkbox-layout-stack form-field-radio-type-icon form-field-survey-fill-solid header-overlay-alignment-center header-width-full tweak-fixed-header-style-basic tweak-blog-basic-grid-width-inset tweak-blog-basic-grid-image-aspect-ratio-32-standard tweak-blog-basic-grid-text-alignment-left tweak-portfolio-grid-basic-width-full image-block-poster-text-alignment-left image-block-card-content-position-center image-block-card-text-alignment-left image-block-overlap-content-position-center image-block-overlap-text-alignment-left image-block-collage-content-position-top image-block-collage-text-alignment-left image-block-stack-text-alignment-left hide-opentable-icons opentable-style-dark tweak-product-quick-view-button-style-floating tweak-product-quick-view-button-position-bottom tweak-product-quick-view-lightbox-excerpt-display-truncate tweak-product-quick-view-lightbox-show-arrows tweak-product-quick-view-lightbox-show-close-button tweak-product-quick-view-lightbox-controls-weight-light native-currency-code-gbp ${bodyClass} collection-layout-default mobile-style-available sqs-seven-one global-animations-complex-fade announcement-bar-enabled" tabindex="-1">
<div id="siteWrapper" class="clearfix site-wrapper">
<div id="floatingCart" class="floating-cart hidden"><a href="/cart" class="icon icon--stroke icon--fill icon--cart sqs-custom-cart"><span class="Cart-inner"><svg class="icon icon--cart" viewBox="0 0 31 24"><g class="svg-icon cart-icon--odd"><circle fill="none" stroke-miterlimit="10" cx="22.5" cy="21.5" r="1"></circle></g></svg><div class="legacy-cart icon-cart-quantity"><span class="sqs-cart-quantity">0</span></div></span></a></div>
${header(page.path)}
<main id="page" class="container" role="main">
<article class="sections" id="sections" data-page-sections="${sectionId()}">
${sections}
</article>
</main>
${footer}
</div>
${cookieBanner}
<script defer="true" src="https://static1.squarespace.example/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.6f2a1c0e3b7d.js" type="text/javascript"></script>
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" style="display:none" data-usage="social-icons-svg"><symbol id="instagram-unauth-icon" viewBox="0 0 64 64"><path d="M46.91,25.816c-0.073-1.597-0.326-2.687-0.697-3.641"/></symbol></svg>
</body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
