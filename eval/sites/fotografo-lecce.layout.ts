import type { SitePage } from './site-server.ts';

/**
 * A page of Andrea Quarta Fotografia as Squarespace 7.1 publishes it: `main#page` > `article.sections` holding
 * `section.page-section` > `div.content-wrapper` > `div.content` > a Fluid Engine grid (`div.fluid-engine`)
 * whose `div.fe-block` items are placed only by the CSS grid areas of the section's own `<style>` (so the
 * order of the blocks in the HTML is not the order on the screen); text in `div.sqs-block.html-block` >
 * `div.sqs-block-content` > `div.sqs-html-content` as `<p class="">`, `<h2>`–`<h4>` and lists; buttons as
 * `p.sqs-block-button-container`; the accordion block (`ul.accordion-items-container`, every
 * `button.accordion-item__click-target` with `aria-expanded="false"` and its `div.accordion-item__dropdown`
 * hidden by the CSS); summary blocks of blog posts with `time.summary-metadata-item--date`; gallery sections
 * with captions (repeated in the hidden lightbox); a React form block (`form.react-form`); a map block. The
 * blog's list is a basic grid of `article.blog-item`, its posts `article.blog-item` with `time.dt-published`
 * ('12 gen 2024') and their content in the classic `sqs-layout` grid. One navigation for the whole site (the
 * English pages are an "English" folder of it): the desktop `nav.header-nav-list` with folders and the
 * mobile `div.header-menu` holding a second copy as folder lists; the announcement bar ("Date 2027
 * disponibili: scrivici!"), Squarespace's cookie banner and a footer of its own Fluid Engine section with the
 * address, phone, WhatsApp, email and P.IVA, in Italian on every page, the English ones too.
 */
export interface QuartaPage {
  path: string;
  lang: 'it' | 'en';
  /** The SEO title, before " — Andrea Quarta Fotografia". */
  title: string;
  description: string;
  /** The page's sections (see `section`, `gallerySection`), the blog's list or a post's content. */
  body: string[];
  /** A layout page, the blog collection's list, or one of its posts. */
  kind?: 'page' | 'blog' | 'post';
  /** For posts: the date as the blog prints it ('12 gen 2024'), ISO, the category and the author. */
  post?: { date: string; iso: string; category: string; author: string; tags: string[] };
  /** For posts: the previous and next posts' links, printed under the post. */
  pager?: { prev?: [title: string, path: string]; next?: [title: string, path: string] };
  unlisted?: boolean;
}

export const QUARTA_SITE = 'https://www.fotografo-lecce.test';
export const QUARTA_NAME = 'Andrea Quarta Fotografia';
export const QUARTA_STREET = 'Via Giuseppe Palmieri 28';
export const QUARTA_TOWN = '73100 Lecce';
export const QUARTA_PHONE = '0832 194 562';
export const QUARTA_PHONE_HREF = 'tel:+390832194562';
export const QUARTA_WHATSAPP = '349 281 7364';
export const QUARTA_WHATSAPP_HREF = 'https://wa.me/393492817364';
export const QUARTA_EMAIL = 'ciao@fotografo-lecce.test';
export const QUARTA_PIVA = '04938270754';
export const QUARTA_INSTAGRAM = 'https://www.instagram.com/andreaquarta.foto/';
export const QUARTA_FACEBOOK = 'https://www.facebook.com/andreaquartafotografia';

const WEBSITE_ID = '63f4a1c2b8e9d07a5c3e2f10';
const CDN = `https://images.squarespace-cdn.example/content/v1/${WEBSITE_ID}`;
const STATIC = 'https://static1.squarespace.example/static';

/* ── Generated ids ────────────────────────────────────────────────────────────────────────────────── */

// Squarespace names every block 'block-yui_3_17_2_1_<timestamp>_<n>' and every section and item with a
// 24-hex id; counters keep them the same on every run.
let nextBlock = 1;
const yui = () =>
  `yui_3_17_2_1_16${String(98_231_400_000 + nextBlock * 7_919)}_${1_000 + ((nextBlock++ * 373) % 9_000)}`;
let nextHex = 1;
/** A 24-hex id, like the ones Squarespace gives sections, pages and items. */
export const hexId = () =>
  `${WEBSITE_ID.slice(0, 14)}${(0x4a1c20b3f + nextHex++ * 0x1d3b7).toString(16).padStart(10, '0')}`;
const blockIdOf = (block: string) => /id="block-(yui_[0-9_]+)"/.exec(block)?.[1] ?? yui();

/* ── Rich text, as the text editor saves it ───────────────────────────────────────────────────────── */

const inline = (html: string) => html.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

/** Paragraphs: `<p class="" style="white-space:pre-wrap;">`, `**x**` for bold. */
export const p = (...paragraphs: string[]) =>
  paragraphs.map((x) => `<p class="" style="white-space:pre-wrap;">${inline(x)}</p>`).join('');
export const h1 = (html: string) => `<h1 style="white-space:pre-wrap;">${inline(html)}</h1>`;
export const h2 = (html: string) => `<h2 style="white-space:pre-wrap;">${inline(html)}</h2>`;
export const h3 = (html: string) => `<h3 style="white-space:pre-wrap;">${inline(html)}</h3>`;
export const h4 = (html: string) => `<h4 style="white-space:pre-wrap;">${inline(html)}</h4>`;
/** A paragraph in the theme's small "Paragraph 3" style, as the editor marks it. */
export const small = (html: string) =>
  `<p class="sqsrte-small" style="white-space:pre-wrap;">${inline(html)}</p>`;
/** A paragraph in the large "Paragraph 1" style. */
export const large = (html: string) =>
  `<p class="sqsrte-large" style="white-space:pre-wrap;">${inline(html)}</p>`;
export const ul = (...items: string[]) =>
  `<ul data-rte-list="default">${items.map((x) => `<li><p class="" style="white-space:pre-wrap;">${inline(x)}</p></li>`).join('')}</ul>`;
export const ol = (...items: string[]) =>
  `<ol data-rte-list="default">${items.map((x) => `<li><p class="" style="white-space:pre-wrap;">${inline(x)}</p></li>`).join('')}</ol>`;
/** A link in rich text: internal links root-relative, as Squarespace writes them. */
export const a = (html: string, href: string) =>
  href.startsWith('http') ? `<a href="${href}" target="_blank">${html}</a>` : `<a href="${href}">${html}</a>`;

/* ── Blocks ───────────────────────────────────────────────────────────────────────────────────────── */

const RADII =
  '{&quot;topLeft&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0},&quot;topRight&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0},&quot;bottomLeft&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0},&quot;bottomRight&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0}}';

/** A text block: `div.sqs-block.html-block` > `div.sqs-block-content` > `div.sqs-html-content`. */
export const text = (...html: string[]) => {
  const id = yui();
  return `<div class="sqs-block html-block sqs-block-html" data-blend-mode="NORMAL" data-block-type="2" data-border-radii="${RADII}" data-sqsp-block="text" id="block-${id}"><div class="sqs-block-content"><div class="sqs-html-content" data-sqsp-text-block-content>${html.join('')}</div></div></div>`;
};

/** A button block; the container is a `<p>`, as this site's blocks were saved. */
export const button = (
  label: string,
  href: string,
  type: 'primary' | 'secondary' | 'tertiary' = 'primary',
) => {
  const id = yui();
  const external = href.startsWith('http');
  return `<div class="sqs-block button-block sqs-block-button sqs-stretched" data-block-css-class-name="" data-block-type="53" id="block-${id}"><div class="sqs-block-content"><p class="sqs-block-button-container sqs-block-button-container--left" data-animation-role="button" data-alignment="left" data-button-size="medium" data-button-type="${type}"><a href="${href}" class="sqs-block-button-element--medium sqs-button-element--${type} sqs-block-button-element"${external ? ' target="_blank"' : ''}>${label}</a></p></div></div>`;
};

let imageCount = 0;
const upload = (file: string) => {
  imageCount += 1;
  return `${CDN}/${(1_698_231_400_000 + imageCount * 86_413).toString()}-${(0x3b1f7c + imageCount * 0x9a3).toString(36).toUpperCase()}/${encodeURIComponent(file)}`;
};

/** An image block (fluid layout), with its caption under it when it has one. */
export const image = (file: string, alt: string, caption?: string, w = 2500, h = 1667) => {
  const id = yui();
  const src = upload(file);
  return `<div class="sqs-block image-block sqs-block-image sqs-text-ready" data-block-type="5" id="block-${id}"><div class="sqs-block-content" id="${id}"><div class="image-block-outer-wrapper layout-caption-below design-layout-fluid image-position-left combination-animation-site-default individual-animation-site-default" data-test="image-block-fluid-outer-wrapper"><div class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper" data-animation-role="image"><div class="fluid-image-container sqs-image-content" style="overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);position: relative;width: 100%;height: 100%;"><div class="content-fill"><img data-stretch="true" data-src="${src}" data-image="${src}" data-image-dimensions="${w}x${h}" data-image-focal-point="0.5,0.5" alt="${alt}" data-load="false" elementtiming="system-image-block" src="${src}?format=1000w" width="${w}" height="${h}" sizes="100vw" style="display:block;object-fit: cover; width: 100%; height: 100%; object-position: 50% 50%" srcset="${src}?format=500w 500w, ${src}?format=1000w 1000w, ${src}?format=1500w 1500w, ${src}?format=2500w 2500w" loading="lazy" decoding="async" data-loader="sqs"></div></div></div>${caption ? `<figcaption data-width-ratio class="image-caption-wrapper"><div class="image-caption"><p class="" style="white-space:pre-wrap;">${caption}</p></div></figcaption>` : ''}</div></div></div>`;
};

/** A quote block. */
export const quote = (words: string, source: string) => {
  const id = yui();
  return `<div class="sqs-block quote-block sqs-block-quote" data-block-type="31" id="block-${id}"><div class="sqs-block-content"><figure class="block-animation-site-default"><blockquote data-animation-role="quote" data-animation-override><span>“</span>${words}<span>”</span></blockquote><figcaption class="source">— ${source}</figcaption></figure></div></div>`;
};

/** A line block. */
export const line = () => {
  const id = yui();
  return `<div class="sqs-block horizontalrule-block sqs-block-horizontalrule" data-block-type="47" id="block-${id}"><div class="sqs-block-content"><hr /></div></div>`;
};

/** A code block the owner pasted HTML into. */
export const code = (html: string) => {
  const id = yui();
  return `<div class="sqs-block code-block sqs-block-code" data-block-type="23" id="block-${id}"><div class="sqs-block-content">${html}</div></div>`;
};

/**
 * An accordion block saved closed: every question a `button.accordion-item__click-target` with
 * `aria-expanded="false"`, every answer a `div.accordion-item__dropdown` the CSS hides until it is opened.
 */
export const accordion = (items: [question: string, answer: string][]) => {
  const id = yui();
  return `<div class="sqs-block accordion-block sqs-block-accordion" data-block-type="69" id="block-${id}"><div class="sqs-block-content"><ul class="accordion-items-container" data-should-allow-multiple-open-items="false" data-is-divider-enabled="true" data-is-first-divider-visible="true" data-is-last-divider-visible="true" data-is-expanded-first-item="false" data-accordion-title-alignment="left" data-accordion-description-alignment="left" data-accordion-description-placement="left" data-accordion-icon-placement="right">${items
    .map(
      ([q, ans], i) =>
        `<li class="accordion-item"><div class="accordion-divider accordion-divider--top" aria-hidden="true" style="height: 1px; opacity: 1;"></div><h4 class="accordion-item__title-wrapper" role="heading" aria-level="3"><button class="accordion-item__click-target" aria-expanded="false" aria-controls="accordion-dropdown-${id}-${i}" id="accordion-button-${id}-${i}" style="padding-top: 24px; padding-bottom: 24px; padding-left: 0px; padding-right: 0px;"><span class="accordion-item__title" style="padding-right: 14px;">${q}</span><div class="accordion-icon-container" data-is-open="false" aria-hidden="true" style="height: 14px; width: 14px;"><div class="plus"><div class="plus__horizontal-line" style="background-color: var(--tweak-accordion-block-icon-color);"></div><div class="plus__vertical-line" style="background-color: var(--tweak-accordion-block-icon-color);"></div></div></div></button></h4><div class="accordion-item__dropdown" role="region" id="accordion-dropdown-${id}-${i}" aria-labelledby="accordion-button-${id}-${i}"><div class="accordion-item__description" style="padding-top: 0px; padding-bottom: 24px; padding-right: 0px; padding-left: 0px; min-width: 70%; max-width: 300px;">${ans}</div></div></li>`,
    )
    .join(
      '',
    )}<li class="accordion-item accordion-item--last-divider"><div class="accordion-divider" aria-hidden="true" style="height: 1px; opacity: 1;"></div></li></ul></div></div>`;
};

/** A post as the summary block and the blog list show it. */
export interface Teaser {
  path: string;
  title: string;
  /** As the blog prints it, '12 gen 2024'. */
  date: string;
  iso: string;
  category: string;
  excerpt: string;
  cover: string;
}

/** A summary block (v2) of blog posts, as a carousel: category, title, excerpt, date and "Leggi di più". */
export const summary = (heading: string, posts: Teaser[]) => {
  const id = yui();
  return `<div class="sqs-block summary-v2-block sqs-block-summary-v2" data-block-type="55" id="block-${id}"><div class="sqs-block-content"><div class="summary-block-wrapper summary-block-collection-type-blog-basic-grid summary-block-setting-text-size-medium summary-block-setting-text-alignment-left summary-block-setting-design-carousel summary-block-setting-metadata-position-below-content summary-block-setting-primary-metadata-date summary-block-setting-secondary-metadata-categories summary-block-setting-show-thumbnail summary-block-setting-show-excerpt summary-block-setting-show-read-more-link summary-block-setting-columns-3 summary-block-setting-item-spacing-medium" data-controller="SummaryCarousel" data-block-json="{&quot;hSize&quot;:null,&quot;floatDir&quot;:null,&quot;collectionId&quot;:&quot;${WEBSITE_ID.slice(0, 12)}b1c2d3e4f506&quot;,&quot;design&quot;:&quot;carousel&quot;,&quot;pageSize&quot;:${posts.length},&quot;showTitle&quot;:true,&quot;textSize&quot;:&quot;medium&quot;,&quot;metadataPosition&quot;:&quot;below-content&quot;,&quot;primaryMetadata&quot;:&quot;date&quot;,&quot;secondaryMetadata&quot;:&quot;categories&quot;}"><div class="summary-block-header"><h3 class="summary-heading"><span>${heading}</span></h3><div class="summary-carousel-pager"><span class="summary-carousel-pager-prev" role="button" aria-label="Precedente" tabindex="0"></span><span class="summary-carousel-pager-next" role="button" aria-label="Successivo" tabindex="0"></span></div></div><div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list sqs-gallery">${posts
    .map((t) => {
      const src = upload(t.cover);
      return `<div class="summary-item summary-item-record-type-text sqs-gallery-design-carousel-slide summary-item-has-thumbnail summary-item-has-excerpt summary-item-has-cats" data-title="${t.title}"><div class="summary-thumbnail-outer-container"><a href="${t.path}" data-title="${t.title}" data-description="" data-animation-role="image" class="summary-thumbnail-container sqs-gallery-image-container"><div class="summary-thumbnail img-wrapper"><img data-src="${src}" data-image="${src}" data-image-dimensions="2500x1667" data-image-focal-point="0.5,0.5" alt="${t.title}" data-load="false" class="summary-thumbnail-image" src="${src}?format=750w" /></div></a></div><div class="summary-content sqs-gallery-meta-container"><div class="summary-metadata-container summary-metadata-container--above-title"><div class="summary-metadata summary-metadata--secondary"><span class="summary-metadata-item summary-metadata-item--cats"><a href="/blog?category=${encodeURIComponent(t.category)}">${t.category}</a></span></div></div><div class="summary-title"><a href="${t.path}" class="summary-title-link">${t.title}</a></div><div class="summary-excerpt summary-excerpt-only"><p>${t.excerpt}</p></div><div class="summary-metadata-container summary-metadata-container--below-content"><div class="summary-metadata summary-metadata--primary"><time class="summary-metadata-item summary-metadata-item--date" datetime="${t.iso.slice(0, 10)}">${t.date}</time></div></div><a href="${t.path}" class="summary-read-more-link">Leggi di più →</a></div></div>`;
    })
    .join('')}</div></div></div></div></div>`;
};

/** A form block as Squarespace's React form renders it: labels, inputs, the hidden thank-you text. */
export const form = (
  fields: [
    label: string,
    type: 'text' | 'email' | 'tel' | 'date' | 'textarea' | 'select',
    options?: string[],
  ][],
  submit: string,
  thanks: string,
) => {
  const id = yui();
  const formId = hexId();
  return `<div class="sqs-block website-component-block sqs-block-website-component" data-block-css-class-name="" data-block-type="1337" data-definition-name="website.components.form" id="block-${id}"><div class="sqs-block-content"><div class="form-block"><div class="form-wrapper"><div class="form-inner-wrapper" data-controller="FormBlock"><form class="react-form contrast" data-form-id="${formId}" autocomplete="on" method="POST" novalidate><div class="field-list clear">${fields
    .map(([label, type, options], i) => {
      const fid = `${type}-${id}-${i}`;
      const req = i < 2 ? '<span class="required" aria-hidden="true">*</span>' : '';
      const control =
        type === 'textarea'
          ? `<textarea class="form-item-textarea field-element" id="${fid}-field" name="${fid}" aria-required="${i < 2}"></textarea>`
          : type === 'select'
            ? `<select class="field-element" id="${fid}-field" name="${fid}"><option value="">Seleziona…</option>${(options ?? []).map((o) => `<option value="${o}">${o}</option>`).join('')}</select>`
            : `<input class="form-item-input field-element" id="${fid}-field" name="${fid}" type="${type}" spellcheck="false" aria-required="${i < 2}" autocomplete="${type === 'email' ? 'email' : 'off'}" />`;
      return `<div id="${fid}" class="form-item field ${type}${i < 2 ? ' required' : ''}"><label class="title" for="${fid}-field">${label} ${req}</label>${control}</div>`;
    })
    .join(
      '',
    )}</div><div data-animation-role="button" class="form-button-wrapper form-button-wrapper--align-left"><button class="button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit">${submit}</button></div><div class="hidden form-submission-text" style="display:none">${thanks}</div><div class="hidden form-submission-html" data-submission-html=""></div></form></div></div></div></div></div>`;
};

/** A map block: the address only in its data, as Squarespace saves it. */
export const map = (location: string) => {
  const id = yui();
  return `<div class="sqs-block map-block sqs-block-map sized vsize-12" data-aspect-ratio="50" data-block-json="{&quot;location&quot;:{&quot;mapLat&quot;:40.3531,&quot;mapLng&quot;:18.1697,&quot;markerLat&quot;:40.3531,&quot;markerLng&quot;:18.1697,&quot;addressTitle&quot;:&quot;${QUARTA_NAME}&quot;,&quot;addressLine1&quot;:&quot;${location}&quot;,&quot;addressLine2&quot;:&quot;Lecce, LE, 73100&quot;,&quot;addressCountry&quot;:&quot;Italia&quot;},&quot;vSize&quot;:null,&quot;style&quot;:4,&quot;labels&quot;:true,&quot;terrain&quot;:false,&quot;controls&quot;:false}" data-block-type="4" id="block-${id}"><div class="sqs-block-content"><div class="page-map-wrapper"></div></div></div>`;
};

/** A social links block. */
export const socials = () => {
  const id = yui();
  return `<div class="sqs-block socialaccountlinks-v2-block sqs-block-socialaccountlinks-v2" data-block-type="54" id="block-${id}"><div class="sqs-block-content"><div class="sqs-svg-icon--outer social-icon-alignment-left social-icons-color- social-icons-size-small social-icons-style-regular"><nav class="sqs-svg-icon--list"><a href="${QUARTA_INSTAGRAM}" target="_blank" class="sqs-svg-icon--wrapper instagram-unauth" aria-label="Instagram"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use class="sqs-use--icon" href="#instagram-unauth-icon"></use><use class="sqs-use--mask" href="#instagram-unauth-mask"></use></svg></div></a><a href="${QUARTA_FACEBOOK}" target="_blank" class="sqs-svg-icon--wrapper facebook-unauth" aria-label="Facebook"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use class="sqs-use--icon" href="#facebook-unauth-icon"></use><use class="sqs-use--mask" href="#facebook-unauth-mask"></use></svg></div></a></nav></div></div></div>`;
};

/* ── Sections: Fluid Engine grids ────────────────────────────────────────────────────────────────── */

/**
 * A block and where the owner dragged it on the desktop grid: the first row, the first of the 24 columns,
 * how many rows and how many columns it spans.
 */
export interface Placed {
  block: string;
  at: [row: number, col: number, rows: number, cols: number];
}

export const fe = (block: string, row: number, col: number, rows: number, cols: number): Placed => ({
  block,
  at: [row, col, rows, cols],
});

const STYLES =
  '{&quot;imageOverlayOpacity&quot;:0.15,&quot;backgroundWidth&quot;:&quot;background-width--full-bleed&quot;,&quot;sectionHeight&quot;:&quot;section-height--medium&quot;,&quot;customSectionHeight&quot;:10,&quot;horizontalAlignment&quot;:&quot;horizontal-alignment--center&quot;,&quot;verticalAlignment&quot;:&quot;vertical-alignment--middle&quot;,&quot;contentWidth&quot;:&quot;content-width--wide&quot;,&quot;sectionAnimation&quot;:&quot;none&quot;,&quot;backgroundMode&quot;:&quot;image&quot;}';

const sectionOpen = (sid: string, theme: string, extra: string) =>
  `<section data-test="page-section" data-section-theme="${theme}" class='page-section ${extra}layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle ${theme}' data-section-id="${sid}" data-controller="SectionWrapperController" data-current-styles="${STYLES}" data-current-context="{&quot;video&quot;:null,&quot;backgroundImageId&quot;:null,&quot;backgroundMediaEffect&quot;:null,&quot;divider&quot;:null,&quot;typeName&quot;:&quot;page&quot;}" data-animation="none" data-fluid-engine-section>
  <div class="section-border"><div class="section-background"></div></div>
  <div class="content-wrapper" style="">`;

/**
 * A Fluid Engine section. The blocks are printed in the order given, which is the order the owner added them;
 * only the `<style>` puts each one in its place (`grid-area: row/col/row/col`, desktop from 768px), and the
 * phone layout stacks them in the order they are seen on the desktop.
 */
export const section = (blocks: Placed[], theme: 'white' | 'light' | 'dark' | 'bright' = 'white') => {
  const sid = hexId();
  const placed = blocks.map((b) => ({ ...b, id: blockIdOf(b.block) }));
  const rows = Math.max(1, ...placed.map((b) => b.at[0] + b.at[2] - 1));
  const seen = [...placed].sort((x, y) => x.at[0] - y.at[0] || x.at[1] - y.at[1]);
  let mobileRow = 1;
  const mobile = new Map<string, string>();
  for (const b of seen) {
    const height = Math.max(2, Math.ceil(b.at[2] * 0.8));
    mobile.set(b.id, `${mobileRow}/2/${mobileRow + height}/10`);
    mobileRow += height;
  }
  const css = `.fe-${sid} {
  --grid-gutter: calc(var(--sqs-mobile-site-gutter, 6vw) - 11.0px);
  --cell-max-width: calc( ( var(--sqs-site-max-width, 1500px) - (11.0px * (8 - 1)) ) / 8 );
  display: grid; position: relative; grid-area: 1/1/-1/-1;
  grid-template-rows: repeat(${mobileRow - 1},minmax(24px, auto));
  grid-template-columns: minmax(var(--grid-gutter), 1fr) repeat(8, minmax(0, var(--cell-max-width))) minmax(var(--grid-gutter), 1fr);
  row-gap: 11.0px; column-gap: 11.0px;
}
@media (min-width: 768px) {
  .fe-${sid} {
    --grid-gutter: calc(var(--sqs-site-gutter, 4vw) - 11.0px);
    --cell-max-width: calc( ( var(--sqs-site-max-width, 1500px) - (11.0px * (24 - 1)) ) / 24 );
    grid-template-rows: repeat(${rows},minmax(calc(var(--container-width) * 0.0215), auto));
    grid-template-columns: minmax(var(--grid-gutter), 1fr) repeat(24, minmax(0, var(--cell-max-width))) minmax(var(--grid-gutter), 1fr);
  }
}
${placed
  .map(
    (b, i) => `.fe-block-${b.id} { grid-area: ${mobile.get(b.id)}; z-index: ${i + 1}; }
.fe-block-${b.id} .sqs-block { justify-content: ${b.block.includes('image-block') ? 'center' : 'flex-start'}; }
@media (min-width: 768px) { .fe-block-${b.id} { grid-area: ${b.at[0]}/${b.at[1] + 1}/${b.at[0] + b.at[2]}/${b.at[1] + b.at[3] + 1}; z-index: ${i + 1}; } }`,
  )
  .join('\n')}`;
  return `${sectionOpen(sid, theme, '')}
    <div class="content">
      <div data-fluid-engine="true"><style>
${css}
</style><div class="fluid-engine fe-${sid}">
${placed.map((b) => `<div class="fe-block fe-block-${b.id}">${b.block}</div>`).join('\n')}
</div></div>
    </div>
  </div>
</section>`;
};

/** A gallery section (masonry) whose images carry captions, repeated in the hidden lightbox. */
export const gallerySection = (items: [file: string, alt: string, caption: string][]) => {
  const sid = hexId();
  const srcs = items.map(([file]) => upload(file));
  return `<section data-test="page-section" data-section-theme="dark" class='page-section gallery-section full-bleed-section background-width--full-bleed section-height--medium content-width--full horizontal-alignment--center vertical-alignment--middle dark' data-section-id="${sid}" data-controller="SectionWrapperController" data-current-styles="${STYLES}" data-animation="none">
  <div class="section-border"><div class="section-background"></div></div>
  <div class="content-wrapper"><div class="content">
    <div class="gallery-masonry" data-controller="GalleryMasonry" data-props="{&quot;lightboxEnabled&quot;:true,&quot;showCaptions&quot;:true,&quot;columns&quot;:3,&quot;spacing&quot;:10}"><div class="gallery-masonry-wrapper gallery-masonry-wrapper--tweak gallery-lightbox-enabled" data-animation-role="image">${items
      .map(
        ([, alt, caption], i) =>
          `<figure class="gallery-masonry-item"><div class="gallery-masonry-item-wrapper preFade" data-animation-role="image"><button class="gallery-masonry-lightbox-link" data-lightbox-index="${i}" aria-label="${alt}"><img data-src="${srcs[i]}" data-image="${srcs[i]}" data-image-dimensions="1600x2400" data-image-focal-point="0.5,0.5" alt="${alt}" data-load="false" src="${srcs[i]}?format=750w" loading="lazy" decoding="async" data-loader="sqs"></button></div><figcaption class="gallery-caption gallery-caption-grid-masonry"><div class="gallery-caption-wrapper"><p class="gallery-caption-content">${caption}</p></div></figcaption></figure>`,
      )
      .join('')}</div></div>
    <div class="gallery-lightbox" data-test="gallery-lightbox" aria-hidden="true" style="display:none"><div class="gallery-lightbox-background"></div><div class="gallery-lightbox-header"><button class="gallery-lightbox-close-btn" aria-label="Chiudi"></button></div><div class="gallery-lightbox-list">${items
      .map(
        ([, alt, caption], i) =>
          `<div class="gallery-lightbox-item" data-slide-index="${i}"><div class="gallery-lightbox-item-wrapper"><div class="gallery-lightbox-item-img"><img data-src="${srcs[i]}" alt="${alt}" data-load="false"></div><div class="gallery-lightbox-item-caption"><p>${caption}</p></div></div></div>`,
      )
      .join('')}</div></div>
  </div></div>
</section>`;
};

/* ── Blog: the list and the post page ─────────────────────────────────────────────────────────────── */

/** The blog's list page: a basic grid of `article.blog-item` cards. */
export const blogList = (posts: Teaser[]) => {
  const sid = hexId();
  return `<section data-test="page-section" data-section-theme="white" class='page-section content-collection full-bleed-section collection-type-blog-basic-grid background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle white' data-section-id="${sid}" data-controller="SectionWrapperController" data-current-styles="${STYLES}" data-animation="none">
  <div class="section-border"><div class="section-background"></div></div>
  <div class="content-wrapper"><div class="content">
    <div class="blog-basic-grid collection-content-wrapper" data-controller="BlogImageLoad">
${posts
  .map((t) => {
    const src = upload(t.cover);
    return `<article class="blog-basic-grid--container entry blog-item is-loaded" data-item-id="${hexId()}"><div class="blog-basic-grid--image"><a href="${t.path}" class="image-wrapper" data-animation-role="image" data-animation-override><img data-src="${src}" data-image="${src}" data-image-dimensions="2500x1667" data-image-focal-point="0.5,0.5" alt="${t.title}" data-load="false" src="${src}?format=750w" loading="lazy" decoding="async" data-loader="sqs"></a></div><div class="blog-basic-grid--text"><div class="blog-meta-section"><span class="blog-categories-list"><a href="/blog/category/${encodeURIComponent(t.category)}" class="blog-categories">${t.category}</a></span><time class="blog-date" pubdate data-animation-role="date">${t.date}</time></div><h1 class="blog-title" data-animation-role="content"><a href="${t.path}" data-no-animation>${t.title}</a></h1><div class="blog-excerpt" data-animation-role="content"><div class="blog-excerpt-wrapper"><p class="" style="white-space:pre-wrap;">${t.excerpt}</p></div></div><a class="blog-more-link" href="${t.path}" data-animation-role="content">Leggi di più</a></div></article>`;
  })
  .join('\n')}
      <nav class="blog-list-pagination"><div class="newer"></div><div class="older"></div></nav>
    </div>
  </div></div>
</section>`;
};

/** The content of a post: html blocks in the classic 12-column layout that blog posts still use. */
export const postBody = (...blocks: string[]) =>
  `<div class="sqs-layout sqs-grid-12 columns-12" data-type="item" data-updated-on="1700000000000" id="item-${hexId()}"><div class="row sqs-row"><div class="col sqs-col-12 span-12">${blocks.join('')}</div></div></div>`;

const postPage = (page: QuartaPage, itemId: string) => {
  const sid = hexId();
  const post = page.post!;
  const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const pager = page.pager
    ? `<section class="item-pagination item-pagination--prev-next" data-item-pagination>${page.pager.prev ? `<a class="item-pagination-link item-pagination-link--prev" href="${page.pager.prev[1]}"><div class="item-pagination-icon icon icon--stroke"><svg class="caret-left-icon--small" viewBox="0 0 9 16"><polyline fill="none" stroke-miterlimit="10" points="7.3,14.7 2.5,8 7.3,1.2 "></polyline></svg></div><div class="pagination-title-wrapper"><div class="item-pagination-prev-next">Precedente</div><h2 class="item-pagination-title">${page.pager.prev[0]}</h2></div></a>` : ''}${page.pager.next ? `<a class="item-pagination-link item-pagination-link--next" href="${page.pager.next[1]}"><div class="pagination-title-wrapper"><div class="item-pagination-prev-next">Successivo</div><h2 class="item-pagination-title">${page.pager.next[0]}</h2></div><div class="item-pagination-icon icon icon--stroke"><svg class="caret-right-icon--small" viewBox="0 0 9 16"><polyline fill="none" stroke-miterlimit="10" points="1.6,1.2 6.5,7.9 1.6,14.7 "></polyline></svg></div></a>` : ''}</section>`
    : '';
  return `<section data-test="page-section" data-section-theme="white" class='page-section content-collection full-bleed-section collection-type-blog-basic-grid background-width--full-bleed section-height--medium content-width--narrow horizontal-alignment--center vertical-alignment--middle white' data-section-id="${sid}" data-controller="SectionWrapperController" data-current-styles="${STYLES}" data-animation="none">
  <div class="section-border"><div class="section-background"></div></div>
  <div class="content-wrapper"><div class="content">
    <div class="blog-item-wrapper">
      <article class="entry h-entry hentry blog-item author-andrea-quarta post-type-text article-index-1 ${post.tags.map((t) => `tag-${slug(t)}`).join(' ')} category-${slug(post.category)}" data-item-id="${itemId}" id="article-${itemId}">
        <div class="blog-item-inner-wrapper">
          <div class="blog-item-top-wrapper">
            <div class="blog-item-meta-wrapper"><div class="blog-meta-item blog-meta-item--categories"><a href="/blog/category/${encodeURIComponent(post.category)}" class="blog-item-category">${post.category}</a></div><span class="blog-meta-delimiter"></span><div class="blog-meta-item blog-meta-item--date"><time class="dt-published date-highlight" datetime="${post.iso.slice(0, 10)}" pubdate>${post.date}</time></div></div>
            <div class="blog-item-title"><h1 class="entry-title entry-title--large p-name" data-content-field="title">${page.title}</h1></div>
          </div>
          <div class="blog-item-content-wrapper"><div class="blog-item-content e-content" data-content-field="main-content">
${page.body.join('\n')}
          </div></div>
          <div class="blog-item-author-date-wrapper"><div class="blog-item-author-profile-wrapper"><span class="blog-author-title">Scritto da</span> <a href="/blog?author=5f1a2b3c4d5e6f7a8b9c0d1e" class="blog-author-name">${post.author}</a></div></div>
          <div class="blog-item-tags"><div class="blog-meta-item blog-meta-item--tags">${post.tags.map((t) => `<a href="/blog/tag/${encodeURIComponent(t)}" class="blog-item-tag">${t}</a>`).join(', ')}</div></div>
          <div class="blog-item-share"><div class="squarespace-social-buttons inline-style" data-system-data-id="${itemId}" data-asset-url="" data-record-type="1" data-full-url="${QUARTA_SITE}${page.path}" data-title="${page.title.replace(/"/g, '&quot;')}"></div></div>
        </div>
        <div class="blog-item-pagination">${pager}</div>
      </article>
    </div>
  </div></div>
</section>`;
};

/* ── Navigation: one tree for the whole site, the English pages in a folder ───────────────────────── */

type Nav = { label: string; href: string; children?: [label: string, href: string][] };

const NAV: Nav[] = [
  {
    label: 'Servizi',
    href: '/servizi',
    children: [
      ['Matrimoni', '/matrimoni'],
      ['Famiglie e maternità', '/famiglie-maternita'],
      ['Album e stampe', '/album-stampe'],
    ],
  },
  { label: 'Come lavoro', href: '/come-lavoro' },
  { label: 'Chi sono', href: '/chi-sono' },
  { label: 'Blog', href: '/blog' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Contatti', href: '/contatti' },
  {
    label: 'English',
    href: '/english',
    children: [
      ['Home', '/en'],
      ['Packages &amp; prices', '/en/packages'],
      ['FAQ', '/en/faq'],
      ['About', '/en/about'],
      ['Contact', '/en/contact'],
    ],
  },
];

const active = (n: Nav, path: string) =>
  n.href === path ||
  (n.children ?? []).some(([, h]) => h === path) ||
  (n.href === '/blog' && path.startsWith('/blog/'));

const desktopNav = (path: string) =>
  `<nav class="header-nav-list">${NAV.map((n) =>
    n.children
      ? `<div class="header-nav-item header-nav-item--folder${active(n, path) ? ' header-nav-item--active' : ''}"><button class="header-nav-folder-title" data-href="${n.href}" data-animation-role="header-element" aria-expanded="false" aria-controls="${n.label.toLowerCase()}"><span class="header-nav-folder-title-text">${n.label}</span></button><div class="header-nav-folder-content" id="${n.label.toLowerCase()}">${n.children
          .map(
            ([t, h]) =>
              `<div class="header-nav-folder-item${h === path ? ' header-nav-folder-item--active' : ''}"><a href="${h}"${h === path ? ' aria-current="page"' : ''}><span class="header-nav-folder-item-content">${t}</span></a></div>`,
          )
          .join('')}</div></div>`
      : `<div class="header-nav-item header-nav-item--collection${active(n, path) ? ' header-nav-item--active' : ''}"><a href="${n.href}" data-animation-role="header-element"${n.href === path ? ' aria-current="page"' : ''}>${n.label}</a></div>`,
  ).join('')}</nav>`;

const mobileMenu = (path: string) =>
  `<div class="header-menu header-menu--folder-list" data-section-theme="white" data-current-styles="{&quot;layout&quot;:&quot;navRight&quot;,&quot;action&quot;:{&quot;href&quot;:&quot;/contatti&quot;,&quot;buttonText&quot;:&quot;Verifica la tua data&quot;,&quot;newWindow&quot;:false}}" data-test="header-menu"><div class="header-menu-bg theme-bg--primary"></div><div class="header-menu-nav"><nav class="header-menu-nav-list"><div data-folder="root" class="header-menu-nav-folder"><div class="header-menu-nav-folder-content"><div class="header-menu-nav-wrapper">${NAV.map(
    (n) =>
      n.children
        ? `<div class="container header-menu-nav-item"><a data-folder-id="${n.href}" href="${n.href}"><div class="header-menu-nav-item-content"><span class="visually-hidden">Cartella:</span><span>${n.label}</span><span class="chevron chevron--right"></span></div></a></div>`
        : `<div class="container header-menu-nav-item header-menu-nav-item--collection${active(n, path) ? ' header-menu-nav-item--active' : ''}"><a href="${n.href}"${n.href === path ? ' aria-current="page"' : ''}><div class="header-menu-nav-item-content">${n.label}</div></a></div>`,
  ).join(
    '',
  )}</div></div><div class="header-menu-cta"><a class="theme-btn--primary btn sqs-button-element--primary" href="/contatti">Verifica la tua data</a></div></div>${NAV.filter(
    (n) => n.children,
  )
    .map(
      (n) =>
        `<div data-folder="${n.href}" class="header-menu-nav-folder"><div class="header-menu-nav-folder-content"><div class="header-menu-controls container header-menu-nav-item"><a class="header-menu-controls-control header-menu-controls-control--active" data-action="back" href="/"><span class="chevron chevron--left"></span><span>Indietro</span></a></div><div class="header-menu-nav-wrapper">${(
          n.children ?? []
        )
          .map(
            ([t, h]) =>
              `<div class="container header-menu-nav-item"><a href="${h}"${h === path ? ' aria-current="page"' : ''}><div class="header-menu-nav-item-content">${t}</div></a></div>`,
          )
          .join('')}</div></div></div>`,
    )
    .join('')}</nav></div></div>`;

const ANNOUNCEMENT = 'Date 2027 disponibili: scrivici!';

const announcementBar = () =>
  `<div class="sqs-announcement-bar-dropzone"><div class="yui3-widget sqs-widget sqs-announcement-bar"><div class="sqs-announcement-bar-content"><div class="sqs-announcement-bar"><a class="sqs-announcement-bar-url" href="/contatti" aria-label="${ANNOUNCEMENT}"></a><div class="sqs-announcement-bar-text"><span class="sqs-announcement-bar-close" tabindex="0" role="button" aria-label="Chiudi la barra degli annunci"></span><div id="announcement-bar-text-inner-id" class="sqs-announcement-bar-text-inner"><p class="" style="white-space:pre-wrap;">${ANNOUNCEMENT}</p></div></div></div></div></div></div>`;

const logo = (where: 'desktop' | 'mobile') =>
  `<div class="header-title" data-animation-role="header-element"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-${where}" src="${CDN}/1677412001234-QX7A2LOGO/logo-andrea-quarta-fotografia.png?format=1500w" alt="Andrea Quarta Fotografia" style="display:block" fetchpriority="high" loading="eager" decoding="async" data-loader="raw"></a></div></div>`;

const header = (path: string) =>
  `<header data-test="header" id="header" class="white header theme-col--primary" data-section-theme="white" data-controller="Header" data-current-styles="{&quot;layout&quot;:&quot;navRight&quot;,&quot;action&quot;:{&quot;href&quot;:&quot;/contatti&quot;,&quot;buttonText&quot;:&quot;Verifica la tua data&quot;,&quot;newWindow&quot;:false},&quot;showSocial&quot;:true,&quot;sectionTheme&quot;:&quot;white&quot;,&quot;menuOverlayAnimation&quot;:&quot;fade&quot;,&quot;cartStyle&quot;:&quot;cart&quot;,&quot;cartText&quot;:&quot;Carrello&quot;,&quot;showEmptyCartState&quot;:false,&quot;showButton&quot;:true,&quot;showCart&quot;:false,&quot;showAccountLogin&quot;:false,&quot;headerStyle&quot;:&quot;dynamic&quot;,&quot;languagePicker&quot;:{&quot;enabled&quot;:false}}" data-section-id="header" data-header-style="dynamic" data-language="it-IT" data-first-focusable-element tabindex="-1">
${announcementBar()}
<div class="header-announcement-bar-wrapper">
  <a href="#page" class="header-skip-link sqs-button-element--primary">Vai al contenuto</a>
  <div class="header-border" data-header-style="dynamic" data-header-border="false" data-test="header-border" style=""></div>
  <div class="header-dropshadow" data-header-style="dynamic" data-header-dropshadow="false" data-test="header-dropshadow" style=""></div>
  <div><div class="header-background-solid" data-header-style="dynamic" data-test="header-background-solid" style="opacity: calc(100 * .01)"></div></div>
  <div class="header-inner container--fluid header-mobile-layout-logo-left-nav-right header-layout-nav-right" style="padding: 0" data-test="header-inner">
    <div class="header-background theme-bg--primary"></div>
    <div class="header-display-desktop" data-content-field="site-title">
      <div class="header-title-nav-wrapper">
        ${logo('desktop')}
        <div class="header-nav"><div class="header-nav-wrapper">${desktopNav(path)}</div></div>
      </div>
      <div class="header-actions header-actions--right"><div class="header-actions-action header-actions-action--social"><a class="icon icon--fill header-icon header-icon-border-shape-none header-icon-border-style-outline" href="${QUARTA_INSTAGRAM}" target="_blank" aria-label="Instagram"><svg viewBox="23 23 64 64"><use xlink:href="#instagram-unauth-icon" width="110" height="110"></use></svg></a></div><div class="header-actions-action header-actions-action--cta" data-animation-role="header-element"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="/contatti">Verifica la tua data</a></div></div>
    </div>
    <div class="header-display-mobile" data-content-field="site-title">
      <div class="header-title-nav-wrapper">${logo('mobile')}</div>
      <div class="header-burger menu-overlay-has-visible-non-navigation-items" data-animation-role="header-element"><button class="header-burger-btn burger" data-test="header-burger"><span hidden class="js-header-burger-open-title visually-hidden">Apri menu</span><span hidden class="js-header-burger-close-title visually-hidden">Chiudi menu</span><div class="burger-box"><div class="burger-inner header-menu-icon-doubleLineHamburger"><div class="top-bun"></div><div class="patty"></div><div class="bottom-bun"></div></div></div></button></div>
    </div>
  </div>
</div>
${mobileMenu(path)}
</header>`;

/* ── Footer: a section of its own, the same on every page ─────────────────────────────────────────── */

let footerHtml: string | undefined;
const footer = () => {
  footerHtml ??= `<footer class="sections" id="footer-sections" data-footer-sections>
${section(
  [
    fe(
      text(h3('Andrea Quarta'), p('Fotografo di matrimoni e famiglie', 'Lecce · Salento · Puglia')),
      1,
      1,
      4,
      7,
    ),
    fe(text(h4('Studio'), p(QUARTA_STREET, QUARTA_TOWN, 'Ricevo solo su appuntamento')), 1, 9, 4, 5),
    fe(
      text(
        h4('Contatti'),
        p(
          `Tel. <a href="${QUARTA_PHONE_HREF}">${QUARTA_PHONE}</a>`,
          `WhatsApp <a href="${QUARTA_WHATSAPP_HREF}" target="_blank">${QUARTA_WHATSAPP}</a>`,
          `<a href="mailto:${QUARTA_EMAIL}">${QUARTA_EMAIL}</a>`,
        ),
      ),
      1,
      15,
      4,
      6,
    ),
    fe(socials(), 1, 22, 2, 3),
    fe(line(), 6, 1, 1, 24),
    fe(
      text(
        small(
          `© 2026 ${QUARTA_NAME} · P.IVA ${QUARTA_PIVA} · <a href="/privacy">Privacy e cookie</a> · <a href="/termini">Termini e condizioni</a>`,
        ),
      ),
      7,
      1,
      2,
      24,
    ),
  ],
  'dark',
)}
</footer>`;
  return footerHtml;
};

/* ── The cookie banner ────────────────────────────────────────────────────────────────────────────── */

const COOKIE_BANNER = `<div class="sqs-cookie-banner-v2-wrapper" data-test="cookie-banner"><div class="sqs-cookie-banner-v2 sqs-cookie-banner-v2--bottom sqs-cookie-banner-v2-theme-dark" role="dialog" aria-live="polite" aria-label="Banner dei cookie"><div class="sqs-cookie-banner-v2-text"><p>Questo sito utilizza i cookie e altre tecnologie di tracciamento per migliorare la tua esperienza di navigazione, analizzare il traffico e mostrarti contenuti pertinenti. Puoi accettare tutti i cookie o gestire le tue preferenze. <a href="/privacy" class="sqs-cookie-banner-v2-policy-link">Informativa sui cookie</a></p></div><div class="sqs-cookie-banner-v2-cta-container"><button class="sqs-cookie-banner-v2-cta sqs-cookie-banner-v2-accept sqs-button-element--primary" type="button">Accetta tutti</button><button class="sqs-cookie-banner-v2-cta sqs-cookie-banner-v2-deny sqs-button-element--secondary" type="button">Rifiuta tutti</button><button class="sqs-cookie-banner-v2-cta sqs-cookie-banner-v2-manage sqs-button-element--tertiary" type="button">Gestisci i cookie</button></div></div></div>`;

/* ── The document ─────────────────────────────────────────────────────────────────────────────────── */

const CSS = `.accordion-item__dropdown{display:none}.accordion-item__dropdown--open{display:block}
.header-nav-folder-content{display:none}.header-nav-item--folder:hover .header-nav-folder-content{display:block}
.header-menu{display:none;visibility:hidden}.header--menu-open .header-menu{display:block;visibility:visible}
.header-display-mobile{display:none}@media (max-width: 767px){.header-display-mobile{display:flex}.header-display-desktop{display:none}}
.header-menu-nav-folder:not([data-folder="root"]){display:none}
.hidden{display:none!important}.gallery-lightbox{display:none}
.sqs-cookie-banner-v2-wrapper{position:fixed;bottom:0;left:0;right:0;z-index:9999}`;

let pageCount = 0;

/** Wraps a page in the site's template: head, header with the announcement bar, sections, footer, banner. */
export function quartaLayout(page: QuartaPage): SitePage {
  pageCount += 1;
  const collectionId = hexId();
  const itemId = hexId();
  const url = `${QUARTA_SITE}${page.path === '/' ? '' : page.path}`;
  const plainTitle = page.title.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
  const fullTitle = `${plainTitle} — ${QUARTA_NAME}`.replace(/&/g, '&amp;');
  const description = page.description.replace(/&(?!amp;)/g, '&amp;').replace(/"/g, '&quot;');
  const kind = page.kind ?? 'page';
  const content = kind === 'post' ? postPage(page, itemId) : page.body.join('\n');
  const bodyClass = [
    'primary-button-style-solid primary-button-shape-square secondary-button-style-outline secondary-button-shape-square tertiary-button-style-outline tertiary-button-shape-underline',
    'header-overlay-alignment-center header-width-full tweak-fixed-header-style-basic tweak-blog-meta-primary-date tweak-blog-meta-secondary-categories tweak-blog-list-style-grid tweak-blog-item-width-narrow tweak-blog-item-alignment-left tweak-blog-item-meta-position-above-title',
    'form-use-theme-colors form-field-style-solid form-field-shape-square form-field-border-all image-block-poster-text-alignment-center image-block-card-content-position-center',
    kind === 'post'
      ? `collection-type-blog-basic-grid view-item collection-layout-default collection-${collectionId}`
      : kind === 'blog'
        ? `collection-type-blog-basic-grid view-list collection-layout-default collection-${collectionId}`
        : `collection-type-page collection-layout-default collection-${collectionId}${page.path === '/' ? ' homepage' : ''}`,
    'mobile-style-available sqs-seven-one show-pdp-product-add-to-cart-button',
  ].join(' ');
  const jsonLd =
    kind === 'post' && page.post
      ? `<script type="application/ld+json">{"url":"${url}","name":"${plainTitle.replace(/"/g, '\\"')}","headline":"${plainTitle.replace(/"/g, '\\"')}","datePublished":"${page.post.iso}","dateModified":"${page.post.iso}","author":"${page.post.author}","publisher":{"name":"${QUARTA_NAME}","@context":"http://schema.org","@type":"Organization"},"@context":"http://schema.org","@type":"BlogPosting"}</script>`
      : '';
  const html = `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="it-IT">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<base href="">
<meta charset="utf-8" />
<title>${fullTitle}</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" />
<link rel="icon" type="image/x-icon" href="${CDN}/1677412009876-FAV1CON/favicon.ico?format=100w"/>
<link rel="canonical" href="${url}"/>
<meta property="og:site_name" content="${QUARTA_NAME}"/>
<meta property="og:title" content="${fullTitle}"/>
<meta property="og:url" content="${url}"/>
<meta property="og:type" content="${kind === 'post' ? 'article' : 'website'}"/>
<meta property="og:description" content="${description}"/>
<meta property="og:image" content="${CDN}/1677412005555-OGIMAGE/andrea-quarta-matrimonio-salento.jpg?format=1500w"/>
<meta itemprop="name" content="${fullTitle}"/>
<meta itemprop="url" content="${url}"/>
<meta itemprop="description" content="${description}"/>
<meta name="twitter:title" content="${fullTitle}"/>
<meta name="twitter:url" content="${url}"/>
<meta name="twitter:card" content="summary"/>
<meta name="twitter:description" content="${description}"/>
<meta name="description" content="${description}" />
<link rel="preconnect" href="https://images.squarespace-cdn.example">
<script type="text/javascript" src="//use.typekit.example/ik/quarta-fonts.js" async fetchpriority="high" onload="try{Typekit.load();}catch(e){} document.documentElement.classList.remove('wf-loading');"></script>
<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","rollups":{},"pageType":${kind === 'post' ? 50 : kind === 'blog' ? 1 : 2},"website":{"id":"${WEBSITE_ID}","identifier":"fotografo-lecce","websiteType":1,"contentModifiedOn":1731402000000,"cloneable":false,"hasBeenCloneable":false,"siteStatus":{},"language":"it-IT","timeZone":"Europe/Rome","machineTimeZoneOffset":3600000,"timeZoneOffset":3600000,"timeZoneAbbr":"CET","siteTitle":"${QUARTA_NAME}","fullSiteTitle":"${fullTitle}","siteDescription":"","location":{"addressTitle":"${QUARTA_NAME}","addressLine1":"${QUARTA_STREET}","addressLine2":"Lecce, LE, 73100","addressCountry":"Italia"},"logoImageUrl":"${CDN}/1677412001234-QX7A2LOGO/logo-andrea-quarta-fotografia.png","shareButtonOptions":{},"authenticUrl":"${QUARTA_SITE}","internalUrl":"https://fotografo-lecce.squarespace.example","baseUrl":"${QUARTA_SITE}","primaryDomain":"www.fotografo-lecce.test","sslSetting":3,"isHstsEnabled":true,"socialAccounts":[{"serviceId":64,"profileUrl":"${QUARTA_INSTAGRAM}","iconEnabled":true,"serviceName":"instagram-unauth"},{"serviceId":60,"profileUrl":"${QUARTA_FACEBOOK}","iconEnabled":true,"serviceName":"facebook-unauth"}],"typekitId":"","statsMigrated":false,"imageMetadataProcessingEnabled":false,"screenshotId":"","captchaSettings":{"enabledForDonations":false},"showOwnerLogin":false},"websiteSettings":{"id":"${WEBSITE_ID.slice(0, 16)}aa11bb22","websiteId":"${WEBSITE_ID}","subjects":[],"country":"IT","state":"LE","simpleLikingEnabled":true,"mobileInfoBarSettings":{"isContactEmailEnabled":false,"isContactPhoneNumberEnabled":false,"isLocationEnabled":false,"isBusinessHoursEnabled":false},"announcementBarSettings":{"style":2,"text":"<p class=\\"\\" style=\\"white-space:pre-wrap;\\">${ANNOUNCEMENT}</p>","clickthroughUrl":{"url":"/contatti","newWindow":false}},"commentLikesAllowed":true,"commentAnonAllowed":true,"commentThreaded":true,"commentApprovalRequired":false,"commentAvatarsOn":true,"commentSortType":2,"commentFlagThreshold":0,"commentFlagsAllowed":true,"commentEnableByDefault":false,"commentDisableAfterDaysDefault":0,"disqusShortname":"","commentsEnabled":false,"businessHours":{},"storeSettings":{},"useEscapeKeyToLogin":false,"ssBadgeType":1,"ssBadgePosition":4,"ssBadgeVisibility":1,"ssBadgeDevices":1,"pinterestOverlayOptions":{"mode":"disabled"},"userAccountsSettings":{"loginAllowed":false,"signupAllowed":false}},"cookieSettings":{"isCookieBannerEnabled":true,"isRestrictiveCookiePolicyEnabled":true,"cookieBannerText":"","cookieBannerTheme":"DARK","cookieBannerVariant":"BAR","cookieBannerPosition":"BOTTOM","cookieBannerCtaVariant":"TEXT","cookieBannerCtaText":"Accetta tutti","cookieBannerAcceptType":"OPT_IN","cookieBannerOptOutCtaText":"Rifiuta tutti","cookieBannerHasOptOut":true,"cookieBannerHasManageCookies":true,"cookieBannerManageCookiesLabel":"Gestisci i cookie","cookieBannerSavedPreferencesText":"Preferenze cookie","cookieBannerSavedPreferencesLayout":"PILL"},"templateId":"5c5a519771c10ba3470d8101","templateVersion":"7.1","pageFeatures":[1,2,4],"gmRenderKey":"QUFBQUFBQUFBQUFB","templateScriptsRootUrl":"https://static1.squarespace.example/static/vta/5c5a519771c10ba3470d8101/scripts/","impersonatedSession":false,"tzData":{"zones":[[60,"EU","CE%sT",null]],"rules":{"EU":[[1981,"max",null,"Mar","lastSun","1:00u","1:00","S"],[1996,"max",null,"Oct","lastSun","1:00u","0",null]]}},"showAnnouncementBar":true,"recaptchaEnterpriseContext":{"recaptchaEnterpriseSiteKey":"6LdDFQwjAAAAAPigEvvPgEVbb7QBm-TkVJdDTlAv"},"i18nContext":{"timeZoneData":{"id":"Europe/Rome","name":"Ora standard dell’Europa centrale"}},"env":"PRODUCTION","visitorFormContext":{"formFieldFormats":{"initialPhoneFormat":{"id":0,"type":"PHONE_NUMBER","country":"IT","labelLocale":"it-IT","fields":[{"type":"SEPARATOR","label":"(","identifier":"LeftParen","length":0,"required":false,"metadata":{}}]}}}};</script>
<script type="application/ld+json">{"url":"${QUARTA_SITE}","name":"${QUARTA_NAME}","image":"${CDN}/1677412001234-QX7A2LOGO/logo-andrea-quarta-fotografia.png","@context":"http://schema.org","@type":"WebSite"}</script>
<script type="application/ld+json">{"legalName":"${QUARTA_NAME}","address":"${QUARTA_STREET}\\nLecce, LE, 73100\\nItalia","email":"${QUARTA_EMAIL}","telephone":"+39 ${QUARTA_PHONE}","sameAs":["${QUARTA_INSTAGRAM}","${QUARTA_FACEBOOK}"],"@context":"http://schema.org","@type":"Organization"}</script>
<script type="application/ld+json">{"address":"${QUARTA_STREET}\\nLecce, LE, 73100\\nItalia","image":"${CDN}/1677412001234-QX7A2LOGO/logo-andrea-quarta-fotografia.png","name":"${QUARTA_NAME}","openingHours":"","@context":"http://schema.org","@type":"LocalBusiness"}</script>
${jsonLd}
<link href="${STATIC}/versioned-site-css/${WEBSITE_ID}/41/5c5a519771c10ba3470d8101/${WEBSITE_ID}/1609/site.css" rel="stylesheet" type="text/css"/>
<style>${CSS}</style>
</head>
<body id="collection-${collectionId}" class="${bodyClass}">
<div id="siteWrapper" class="clearfix site-wrapper">
${header(page.path)}
<main id="page" class="container" role="main">
<article class="sections" id="sections" data-page-sections="${itemId}">
${content}
</article>
</main>
${footer()}
</div>
${COOKIE_BANNER}
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" style="display:none" data-usage="social-icons-svg"><symbol id="instagram-unauth-icon" viewBox="0 0 64 64"><path d="M46.91,25.816c-0.073-1.597-0.326-2.687-0.697-3.641c-0.383-0.986-0.896-1.823-1.73-2.657c-0.834-0.834-1.67-1.347-2.657-1.73z"/></symbol><symbol id="facebook-unauth-icon" viewBox="0 0 64 64"><path d="M34.1,47V33.3h4.6l0.7-5.3h-5.3v-3.4c0-1.5,0.4-2.6,2.6-2.6l2.8,0v-4.8c-0.5-0.1-2.2-0.2-4.1-0.2 c-4.1,0-6.9,2.5-6.9,7V28H24v5.3h4.6V47H34.1z"/></symbol></svg>
<script defer="defer" src="https://assets.squarespace.example/@sqs/polyfiller/1.6/modern.js"></script>
<script defer="defer" src="${STATIC}/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.${(0x5e2a1c + pageCount).toString(16)}.js" type="text/javascript"></script>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** Squarespace's page for an address that does not exist, in the site's template. */
export const quartaNotFound: QuartaPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  body: [
    section([
      fe(
        text(
          h1('Pagina non trovata'),
          p(
            'Non è stato possibile trovare la pagina che stavi cercando. Potrebbe essere stata spostata o non esistere più.',
          ),
        ),
        1,
        4,
        4,
        18,
      ),
      fe(button('Torna alla home', '/'), 5, 4, 2, 6),
    ]),
  ],
};
