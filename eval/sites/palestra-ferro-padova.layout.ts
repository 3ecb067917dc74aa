import type { SitePage } from './site-server.ts';

/**
 * A page of Palestra Ferro as WordPress stores it, before the Kadence theme wraps it: the post content the
 * owner built in the block editor with Kadence Blocks (row layouts, advanced headings, info boxes, icon lists,
 * tabs, accordions, tables, buttons). Polylang keeps the English pages apart, with their own menu; the
 * footer widgets, the top bar and the Complianz banner are the same, in Italian, on every page.
 */
export interface FerroPage {
  path: string;
  lang: 'it' | 'en';
  /** The page or post title: the hero's `<h1>` and the start of `<title>`. */
  title: string;
  description: string;
  /** The block content (`.entry-content`), built with the helpers below. */
  body: string;
  /** `home`: no title hero (the front page); `archive`: the blog; `post`: a blog post. */
  kind?: 'page' | 'home' | 'archive' | 'post';
  /** Blog posts: the date as the theme prints it ('12 Gennaio 2024'), the ISO date and the taxonomy. */
  post?: { date: string; iso: string; category: string; tags: string[]; author: string };
  /** Printed after a post: the theme's "Articoli simili" and previous/next links. */
  after?: string;
  unlisted?: boolean;
}

export const FERRO_SITE = 'https://www.palestra-ferro-padova.test';
export const FERRO_NAME = 'Palestra Ferro';
export const FERRO_COMPANY = 'Ferro Training S.S.D. a r.l.';
export const FERRO_STREET = 'Via Tommaseo 71/B';
export const FERRO_TOWN = '35131 Padova';
export const FERRO_PHONE = '049 872 3315';
export const FERRO_PHONE_HREF = 'tel:+390498723315';
export const FERRO_WHATSAPP = '347 519 2608';
export const FERRO_WHATSAPP_HREF = 'https://wa.me/393475192608';
export const FERRO_EMAIL = 'info@palestra-ferro-padova.test';
export const FERRO_PIVA = '05123480289';
export const FERRO_INSTAGRAM = 'https://www.instagram.com/palestraferropadova/';
export const FERRO_FACEBOOK = 'https://www.facebook.com/palestraferropadova';

const UPLOADS = `${FERRO_SITE}/wp-content/uploads`;
const KB_VER = '3.5.12';
const THEME_VER = '1.2.14';

/* ── Kadence Blocks, as the block editor saves them ─────────────────────────────────────────────── */

let counter = 0;
/** Kadence's block uniqueID: the post id, an underscore and a short hash ('412_5e1c3a-7f'). */
const uid = () => {
  counter += 1;
  const hash = ((0x51c3a7 + counter * 0x2f9b1) & 0xffffff).toString(16).padStart(6, '0');
  return `${400 + (counter % 37)}_${hash}-${((counter * 53) % 256).toString(16).padStart(2, '0')}`;
};

const ICON_PATHS: Record<string, string> = {
  check: '<polyline points="20 6 9 17 4 12"></polyline>',
  clock: '<circle cx="12" cy="12" r="10"></circle><polyline points="12 6 12 12 16 14"></polyline>',
  activity: '<polyline points="22 12 18 12 15 21 9 3 6 12 2 12"></polyline>',
  users:
    '<path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2"></path><circle cx="9" cy="7" r="4"></circle><path d="M23 21v-2a4 4 0 0 0-3-3.87"></path>',
  user: '<path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2"></path><circle cx="12" cy="7" r="4"></circle>',
  map: '<path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z"></path><circle cx="12" cy="10" r="3"></circle>',
  phone:
    '<path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6A19.79 19.79 0 0 1 2.12 4.18 2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z"></path>',
  mail: '<path d="M4 4h16c1.1 0 2 .9 2 2v12c0 1.1-.9 2-2 2H4c-1.1 0-2-.9-2-2V6c0-1.1.9-2 2-2z"></path><polyline points="22,6 12,13 2,6"></polyline>',
  star: '<polygon points="12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26 12 2"></polygon>',
  x: '<line x1="18" y1="6" x2="6" y2="18"></line><line x1="6" y1="6" x2="18" y2="18"></line>',
  info: '<circle cx="12" cy="12" r="10"></circle><line x1="12" y1="16" x2="12" y2="12"></line><line x1="12" y1="8" x2="12.01" y2="8"></line>',
  arrow: '<line x1="5" y1="12" x2="19" y2="12"></line><polyline points="12 5 19 12 12 19"></polyline>',
};

/** A Feather icon as Kadence prints it: an inline SVG in `span.kb-svg-icon-wrap`, no text. */
export const icon = (name: keyof typeof ICON_PATHS | string, extra = '') =>
  `<span class="kb-svg-icon-wrap kb-svg-icon-fe_${name}${extra ? ` ${extra}` : ''}"><svg viewBox="0 0 24 24" fill="none" stroke="currentColor" xmlns="http://www.w3.org/2000/svg" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${ICON_PATHS[name] ?? ICON_PATHS.check}</svg></span>`;

/** A Row Layout: `div.kb-row-layout-wrap` > `div.kt-row-column-wrap` > one `wp-block-kadence-column` per column. */
export const row = (
  columns: string[][],
  opts: { layout?: string; bg?: string; full?: boolean; hideOn?: 'desktop' | 'mobile'; anchor?: string } = {},
) => {
  const id = uid();
  const visibility =
    opts.hideOn === 'desktop'
      ? ' kvs-lg-false kvs-md-false'
      : opts.hideOn === 'mobile'
        ? ' kvs-sm-false'
        : '';
  const bg = opts.bg ? ` has-${opts.bg}-background-color kt-row-has-bg` : '';
  const anchor = opts.anchor ? ` id="${opts.anchor}"` : '';
  return `<div${anchor} class="kb-row-layout-wrap kb-row-layout-id${id} ${opts.full ? 'alignfull' : 'alignnone'}${bg}${visibility} wp-block-kadence-rowlayout"><div class="kt-row-column-wrap kt-has-${columns.length}-columns kt-row-layout-${opts.layout ?? 'equal'} kt-tab-layout-inherit kt-mobile-layout-row kt-row-valign-top kb-theme-content-width">
${columns
  .map(
    (blocks, i) =>
      `<div class="wp-block-kadence-column kadence-column${uid()} inner-column-${i + 1}"><div class="kt-inside-inner-col">
${blocks.join('\n')}
</div></div>`,
  )
  .join('\n')}
</div></div>`;
};

/** A Section block (a column on its own), used to group blocks with a background. */
export const section = (blocks: string[], cls = '') =>
  `<div class="wp-block-kadence-column kadence-column${uid()}${cls ? ` ${cls}` : ''}"><div class="kt-inside-inner-col">
${blocks.join('\n')}
</div></div>`;

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'p' | 'span' | 'div';

/** An Advanced Heading: whatever tag the owner picked, an `<h2>` or a `<p>`/`<span>` styled as one. */
export const heading = (html: string, tag: HeadingTag = 'h2', cls = '') => {
  const id = uid();
  return `<${tag} class="kt-adv-heading${id} wp-block-kadence-advancedheading${cls ? ` ${cls}` : ''}" data-kb-block="kb-adv-heading${id}">${html}</${tag}>`;
};

/** A highlighted run inside an Advanced Heading. */
export const mark = (html: string) => `<mark class="kt-highlight">${html}</mark>`;

/** Core paragraphs, as Gutenberg saves them. */
export const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('\n');
export const strong = (html: string) => `<strong>${html}</strong>`;
export const em = (html: string) => `<em>${html}</em>`;
export const ul = (...items: string[]) =>
  `<ul class="wp-block-list">${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;
export const ol = (...items: string[]) =>
  `<ol class="wp-block-list">${items.map((x) => `<li>${x}</li>`).join('')}</ol>`;

/** A link; WordPress writes internal links absolute, with their trailing slash. */
export const a = (html: string, href: string) =>
  href.startsWith('http') || href.startsWith('mailto:') || href.startsWith('tel:')
    ? `<a href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noreferrer noopener"' : ''}>${html}</a>`
    : `<a href="${wpHref(href)}">${html}</a>`;

/** WordPress links every page with its trailing slash (anchors and the root aside). */
export const wpHref = (path: string) => {
  const [base, hash] = path.split('#');
  const withSlash = !base || base === '/' || base.endsWith('/') ? base || '' : `${base}/`;
  return `${withSlash}${hash !== undefined ? `#${hash}` : ''}`;
};

/** An Icon List: each item an SVG icon and its text in `span.kt-svg-icon-list-text`. */
export const iconList = (items: string[], iconName = 'check', columns = 1) => {
  const id = uid();
  return `<div class="wp-block-kadence-iconlist kt-svg-icon-list-items kt-svg-icon-list-items${id} kt-svg-icon-list-columns-${columns} alignnone"><ul class="kt-svg-icon-list">${items
    .map(
      (x) =>
        `<li class="wp-block-kadence-listitem kt-svg-icon-list-item-wrap kt-svg-icon-list-item-${uid()}">${icon(iconName, 'kt-svg-icon-list-single')}<span class="kt-svg-icon-list-text">${x}</span></li>`,
    )
    .join('')}</ul></div>`;
};

/**
 * An Info Box: the whole box one link (or a `div` when it has none), the icon, the title (an `<h3>` or
 * whatever tag was picked), the text in `p.kt-blocks-info-box-text` and the "learn more" label.
 */
export const infoBox = (
  title: string,
  text: string,
  opts: { href?: string; more?: string; icon?: string; titleTag?: HeadingTag; anchor?: string } = {},
) => {
  const id = uid();
  const tag = opts.titleTag ?? 'h3';
  const wrapOpen = opts.href
    ? `<a class="kt-blocks-info-box-link-wrap info-box-link kt-blocks-info-box-media-align-top kt-info-halign-left" href="${wpHref(opts.href)}">`
    : '<div class="kt-blocks-info-box-link-wrap kt-blocks-info-box-media-align-top kt-info-halign-left">';
  const wrapClose = opts.href ? '</a>' : '</div>';
  return `<div${opts.anchor ? ` id="${opts.anchor}"` : ''} class="wp-block-kadence-infobox kt-info-box${id}">${wrapOpen}<div class="kt-blocks-info-box-media-container"><div class="kt-blocks-info-box-media kt-info-media-animate-none"><div class="kadence-info-box-icon-container kt-info-icon-animate-none"><div class="kadence-info-box-icon-inner-container">${icon(opts.icon ?? 'activity', 'kt-info-svg-icon')}</div></div></div></div><div class="kt-infobox-textcontent"><${tag} class="kt-blocks-info-box-title">${title}</${tag}><p class="kt-blocks-info-box-text">${text}</p>${opts.more ? `<div class="kt-blocks-info-box-learnmore-wrap"><span class="kt-blocks-info-box-learnmore">${opts.more}</span></div>` : ''}</div>${wrapClose}</div>`;
};

/** Advanced Buttons: one or more `a.kb-button`. */
export const buttons = (...items: [label: string, href: string, style?: 'fill' | 'outline'][]) =>
  `<div class="wp-block-kadence-advancedbtn kb-buttons-wrap kb-btns${uid()}">${items
    .map(
      ([label, href, style]) =>
        `<a class="kb-button kt-button button kb-btn${uid()} kt-btn-size-standard kt-btn-width-type-auto kb-btn-global-${style ?? 'fill'} kt-btn-has-text-true kt-btn-has-svg-false wp-block-kadence-singlebtn" href="${href.startsWith('/') ? wpHref(href) : href}"${href.startsWith('http') ? ' target="_blank" rel="noreferrer noopener"' : ''}><span class="kt-btn-inner-text">${label}</span></a>`,
    )
    .join('')}</div>`;

export const spacer = (px = 30, divider = false) =>
  `<div class="wp-block-kadence-spacer aligncenter kt-block-spacer-${uid()}"><div class="kt-block-spacer kt-block-spacer-halign-center" style="height:${px}px">${divider ? '<hr class="kt-divider"/>' : ''}</div></div>`;

/** A Kadence Image block. */
export const image = (file: string, alt: string, w = 1200, h = 800) =>
  `<figure class="wp-block-kadence-image kb-image${uid()} size-large"><img loading="lazy" decoding="async" width="${w}" height="${h}" src="${UPLOADS}/${file}" alt="${alt}" class="kb-img wp-image-${1200 + counter}" srcset="${UPLOADS}/${file} ${w}w, ${UPLOADS}/${file.replace(/\.(jpe?g|png|webp)$/, '-768x512.$1')} 768w" sizes="(max-width: ${w}px) 100vw, ${w}px"/></figure>`;

/**
 * Tabs: the titles in `ul.kt-tabs-title-list`, the panes in `div.kt-tabs-content-wrap`; the theme's CSS shows
 * only the pane whose number is in the wrapper's `kt-active-tab-N` class (the first, as saved).
 */
export const tabs = (items: [title: string, content: string][], anchorPrefix = 'tab') => {
  const id = uid();
  return `<div class="wp-block-kadence-tabs alignnone"><div class="kt-tabs-wrap kt-tabs-id${id} kt-tabs-has-${items.length}-tabs kt-active-tab-1 kt-tabs-layout-tabs kt-tabs-tablet-layout-accordion kt-tabs-mobile-layout-accordion kt-tab-alignment-center kt-create-accordion"><ul class="kt-tabs-title-list kb-tab-title-columns kb-tabs-list-columns-${items.length}">${items
    .map(([title], i) => {
      const slug = `${anchorPrefix}-${title
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`;
      return `<li id="${slug}" class="kt-title-item kt-title-item-${i + 1} kt-tabs-svg-show-always kt-tabs-icon-side-right kt-tab-title-${i === 0 ? 'active' : 'inactive'}"><a href="#${slug}" data-tab="${i + 1}" class="kt-tab-title kt-tab-title-${i + 1}" role="tab" aria-controls="${slug}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}"><span class="kt-title-text">${title}</span></a></li>`;
    })
    .join('')}</ul><div class="kt-tabs-content-wrap">
${items
  .map(
    ([, content], i) =>
      `<div class="wp-block-kadence-tab kt-tab-inner-content kt-inner-tab-${i + 1} kt-inner-tab${uid()}"><div class="kt-tab-inner-content-inner">
${content}
</div></div>`,
  )
  .join('\n')}
</div></div></div>`;
};

/**
 * An Accordion saved with every pane closed: the question in a `button.kt-blocks-accordion-header` inside
 * the pane's heading, the answer in `div.kt-accordion-panel.kt-accordion-panel-hidden` (hidden by the CSS).
 */
export const accordion = (
  panes: [question: string, answer: string][],
  titleTag: 'h3' | 'h4' | 'div' = 'h3',
) => {
  const id = uid();
  return `<div class="wp-block-kadence-accordion alignnone"><div class="kt-accordion-wrap kt-accordion-id${id} kt-accordion-has-${panes.length}-panes kt-active-pane-0 kt-accordion-block kt-pane-header-alignment-left kt-accodion-icon-style-arrow kt-accodion-icon-side-right" style="max-width:none"><div class="kt-accordion-inner-wrap" data-allow-multiple-open="false" data-start-open="none">
${panes
  .map(
    ([q, ans], i) =>
      `<div class="wp-block-kadence-pane kt-accordion-pane kt-accordion-pane-${i + 1} kt-pane${uid()}"><${titleTag} class="kt-accordion-header-wrap"><button class="kt-blocks-accordion-header kt-acccordion-button-label-show" type="button"><span class="kt-blocks-accordion-title-wrap"><span class="kt-blocks-accordion-title">${q}</span></span><span class="kt-blocks-accordion-icon-trigger"></span></button></${titleTag}><div class="kt-accordion-panel kt-accordion-panel-hidden"><div class="kt-accordion-panel-inner">
${ans}
</div></div></div>`,
  )
  .join('\n')}
</div></div></div>`;
};

/** A Kadence Table block: a header row of `<th>`s, then the rows. */
export const table = (head: string[], rows: string[][], cls = '') => {
  const id = uid();
  const cell = (tag: 'th' | 'td', html: string) =>
    `<${tag} class="kb-table-data kb-table-data${id}">${html}</${tag}>`;
  return `<div class="kb-table-container kb-table-container${id} wp-block-kadence-table${cls ? ` ${cls}` : ''}"><table class="kb-table kb-table${id}"><thead><tr class="kb-table-row kb-table-row${id}">${head.map((h) => cell('th', h)).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr class="kb-table-row kb-table-row${id}">${r.map((c) => cell('td', c)).join('')}</tr>`)
    .join('')}</tbody></table></div>`;
};

/** A Testimonials block (grid layout): the quote, the name and the stars (icons, no text). */
export const testimonials = (items: [quote: string, name: string, note: string][]) =>
  `<div class="wp-block-kadence-testimonials kt-testimonial-halign-center kt-testimonial-style-basic kt-testimonials-media-on kt-testimonials-icon-on kt-testimonial-columns-${items.length} kt-t-xxl-col-${items.length} kt-blocks-testimonials-wrap${uid()}">${items
    .map(
      ([quote, name, note]) =>
        `<div class="kt-testimonial-item-wrap kt-testimonial-item-${uid()}"><div class="kt-testimonial-text-wrap"><div class="kt-testimonial-rating-wrap kt-testimonial-rating-5">${icon('star').repeat(5)}</div><div class="kt-testimonial-content">${quote}</div></div><div class="kt-testimonial-meta-wrap"><div class="kt-testimonial-meta-name-wrap"><div class="kt-testimonial-name-wrap"><div class="kt-testimonial-name">${name}</div></div><div class="kt-testimonial-occupation-wrap"><div class="kt-testimonial-occupation">${note}</div></div></div></div></div>`,
    )
    .join('')}</div>`;

/** A Kadence Form block: labels, inputs with placeholders, the privacy checkbox and the submit button. */
export const form = (
  fields: [label: string, type: 'text' | 'email' | 'tel' | 'textarea', placeholder: string][],
  submit: string,
  consent: string,
) => {
  const id = uid();
  return `<div class="wp-block-kadence-form kadence-form-${id} kb-form-wrap"><form class="kb-form" action="" method="post">${fields
    .map(([label, type, placeholder], i) => {
      const name = `kb_field_${i}`;
      const input =
        type === 'textarea'
          ? `<textarea name="${name}" id="${name}" data-label="${label}" type="textarea" placeholder="${placeholder}" rows="4" class="kb-field kb-textarea-field kb-field${i}"></textarea>`
          : `<input name="${name}" id="${name}" data-label="${label}" type="${type}" placeholder="${placeholder}" value="" class="kb-field kb-${type}-field kb-field${i}"/>`;
      return `<div class="kadence-blocks-form-field kb-field-desk-width-100 kb-input-size-standard"><label for="${name}">${label}</label>${input}</div>`;
    })
    .join(
      '',
    )}<div class="kadence-blocks-form-field kb-accept-form-field"><input type="checkbox" name="kb_field_accept" id="kb_field_accept" class="kb-field kb-accept-field" value="accept" required/><label for="kb_field_accept">${consent}</label></div><input type="hidden" name="_kb_form_id" value="${id}"/><input type="hidden" name="_kb_form_post_id" value="118"/><input type="hidden" name="action" value="kb_process_ajax_submit"/><div class="kadence-blocks-form-field kb-submit-field kb-field-desk-width-100"><button class="kb-forms-submit button">${submit}</button></div></form></div>`;
};

/** A Google Maps embed, as the Kadence "Google Maps" block prints it. */
export const gmap = (query: string) =>
  `<div class="wp-block-kadence-googlemaps kb-google-maps-container kb-google-maps-container${uid()}"><iframe width="100%" height="100%" style="border:0" loading="lazy" src="https://www.google.com/maps/embed/v1/place?key=KADENCE_GOOGLE_MAPS_KEY&amp;q=${encodeURIComponent(query)}&amp;maptype=roadmap&amp;zoom=16&amp;language=it" title="Google map of ${query}"></iframe></div>`;

/* ── Blog cards (the theme's archive loop, also printed by the Posts block) ──────────────────────── */

export interface Teaser {
  path: string;
  title: string;
  date: string;
  iso: string;
  category: string;
  /** WordPress's automatic excerpt: the first 55 words of the content, then " […]". */
  excerpt: string;
  image: string;
}

const slugOf = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const arrowIcon =
  '<span class="kadence-svg-iconset svg-baseline"><svg aria-hidden="true" class="kadence-svg-icon kadence-arrow-right-alt-svg" fill="currentColor" version="1.1" xmlns="http://www.w3.org/2000/svg" width="27" height="28" viewBox="0 0 27 28"><path d="M27 13.953c0 0.141-0.063 0.281-0.156 0.375l-6 5.531c-0.156 0.141-0.359 0.172-0.547 0.094-0.172-0.078-0.297-0.25-0.297-0.453v-3.5h-19.5c-0.281 0-0.5-0.219-0.5-0.5v-3c0-0.281 0.219-0.5 0.5-0.5h19.5v-3.5c0-0.203 0.109-0.375 0.297-0.453s0.391-0.047 0.547 0.078l6 5.469c0.094 0.094 0.156 0.219 0.156 0.359v0z"></path></svg></span>';

/** One card of the loop: image, category, title, date, excerpt and "Leggi tutto". */
export const postCard = (t: Teaser, titleTag: 'h2' | 'h3' = 'h2') =>
  `<article class="entry content-bg loop-entry post type-post status-publish format-standard has-post-thumbnail hentry category-${slugOf(t.category)}"><a class="post-thumbnail kadence-thumbnail-ratio-2-3" href="${wpHref(t.path)}" aria-hidden="true" tabindex="-1"><div class="post-thumbnail-inner"><img width="768" height="512" src="${UPLOADS}/${t.image}" class="attachment-medium_large size-medium_large wp-post-image" alt="${t.title.replace(/<[^>]+>/g, '')}" decoding="async" loading="lazy"/></div></a><div class="entry-content-wrap"><header class="entry-header"><div class="entry-taxonomies"><span class="category-links term-links category-style-normal"><a href="${FERRO_SITE}/category/${slugOf(t.category)}/" rel="tag">${t.category}</a></span></div><${titleTag} class="entry-title"><a href="${wpHref(t.path)}" rel="bookmark">${t.title}</a></${titleTag}><div class="entry-meta entry-meta-divider-dot"><span class="posted-on"><time class="entry-date published" datetime="${t.iso}">${t.date}</time></span></div></header><div class="entry-summary"><p>${t.excerpt} [&hellip;]</p></div><footer class="entry-footer"><div class="entry-actions"><p class="more-link-wrap"><a href="${wpHref(t.path)}" class="post-more-link">Leggi tutto<span class="screen-reader-text"> ${t.title}</span>${arrowIcon}</a></p></div></footer></div></article>`;

/** The Kadence Posts block: the latest posts as cards. */
export const postsBlock = (teasers: Teaser[]) =>
  `<div class="wp-block-kadence-posts kb-posts kb-posts-id-${uid()} content-wrap grid-cols kb-posts-style-boxed grid-sm-col-2 grid-lg-col-3 item-image-style-above">${teasers.map((t) => `<li class="kb-post-list-item">${postCard(t, 'h3')}</li>`).join('')}</div>`;

/* ── The header: top bar, main row with the mega menu, the mobile header and the off-canvas drawer ── */

type NavItem = { label: string; href: string; children?: NavItem[]; mega?: boolean; id: number };

let menuId = 20;
const item = (label: string, href: string, children?: NavItem[], mega = false): NavItem => {
  menuId += 3;
  return { label, href, children, mega, id: menuId };
};

const italianMenu: NavItem[] = [
  item('Home', '/'),
  item('Abbonamenti', '/abbonamenti'),
  item(
    'Allenamento',
    '/corsi',
    [
      item('Corsi', '/corsi', [
        item('Cross Training', '/corsi#cross-training'),
        item('Functional Circuit', '/corsi#functional'),
        item('Pilates', '/corsi#pilates'),
        item('Spinning', '/corsi#spinning'),
        item('Boxe', '/corsi#boxe'),
        item('Hyrox Training', '/corsi#hyrox'),
      ]),
      item('Orari e coaching', '/orario-corsi', [
        item('Orario settimanale', '/orario-corsi'),
        item('Personal training', '/personal-training'),
        item('Ginnastica Dolce Over 65', '/corsi#ginnastica-dolce'),
      ]),
      item('Novità', '/blog', [
        item('Promo Estate 2025 🔥', '/blog/promo-estate-2025'),
        item('Area Relax 2027', '/blog/area-relax-sauna-2027'),
      ]),
    ],
    true,
  ),
  item('Chi siamo', '/chi-siamo'),
  item('Info', '/faq', [
    item('FAQ', '/faq'),
    item('Regolamento', '/regolamento'),
    item('Termini e condizioni', '/termini-e-condizioni'),
  ]),
  item('Blog', '/blog'),
  item('Contatti', '/contatti'),
];

const englishMenu: NavItem[] = [
  item('Home', '/en'),
  item('Memberships', '/en/memberships'),
  item('Timetable', '/en/timetable'),
  item('FAQ', '/en/faq'),
  item('Contact', '/en/contact'),
];

/** Polylang's translations: the Italian page and its English version. */
const translations: [it: string, en: string][] = [
  ['/', '/en'],
  ['/abbonamenti', '/en/memberships'],
  ['/orario-corsi', '/en/timetable'],
  ['/contatti', '/en/contact'],
  ['/faq', '/en/faq'],
];

const dropdownToggle =
  '<span class="dropdown-nav-toggle"><span class="kadence-svg-iconset svg-baseline"><svg aria-hidden="true" class="kadence-svg-icon kadence-arrow-down-svg" fill="currentColor" version="1.1" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path d="M5.293 9.707l6 6c0.391 0.391 1.024 0.391 1.414 0l6-6c0.391-0.391 0.391-1.024 0-1.414s-1.024-0.391-1.414 0l-5.293 5.293-5.293-5.293c-0.391-0.391-1.024-0.391-1.414 0s-0.391 1.024 0 1.414z"></path></svg></span></span>';

const isCurrent = (it: NavItem, path: string) => it.href === path;
const hasCurrent = (it: NavItem, path: string): boolean =>
  isCurrent(it, path) || (it.children ?? []).some((c) => hasCurrent(c, path));

const itemClasses = (it: NavItem, path: string, prefix: string) =>
  [
    'menu-item',
    it.href.includes('#')
      ? 'menu-item-type-custom menu-item-object-custom'
      : 'menu-item-type-post_type menu-item-object-page',
    isCurrent(it, path) ? 'current-menu-item page_item current_page_item' : '',
    !isCurrent(it, path) && hasCurrent(it, path) ? 'current-menu-ancestor current-menu-parent' : '',
    it.children ? 'menu-item-has-children' : '',
    it.mega
      ? 'kadence-menu-mega-enabled kadence-menu-mega-width-container kadence-menu-mega-columns-3 kadence-menu-mega-layout-equal'
      : '',
    it.children ? 'menu-item--has-toggle' : '',
    `${prefix}menu-item-${it.id}`,
  ]
    .filter(Boolean)
    .join(' ');

const desktopItems = (items: NavItem[], path: string): string =>
  items
    .map(
      (it) =>
        `<li id="menu-item-${it.id}" class="${itemClasses(it, path, '')}"><a href="${wpHref(it.href)}"${isCurrent(it, path) ? ' aria-current="page"' : ''}>${it.children ? `<span class="nav-drop-title-wrap">${it.label}${dropdownToggle}</span>` : it.label}</a>${it.children ? `<ul class="sub-menu">${desktopItems(it.children, path)}</ul>` : ''}</li>`,
    )
    .join('');

const mobileItems = (items: NavItem[], path: string): string =>
  items
    .map((it) =>
      it.children
        ? `<li class="${itemClasses(it, path, 'mobile-')}"><div class="drawer-nav-drop-wrap"><a href="${wpHref(it.href)}">${it.label}</a><button class="drawer-sub-toggle" data-toggle-duration="10" data-toggle-target="#mobile-menu .menu-item-${it.id} &gt; .sub-menu" aria-expanded="false"><span class="screen-reader-text">Espandi/chiudi</span>${dropdownToggle}</button></div><ul class="sub-menu">${mobileItems(it.children, path)}</ul></li>`
        : `<li class="${itemClasses(it, path, 'mobile-')}"><a href="${wpHref(it.href)}"${isCurrent(it, path) ? ' aria-current="page"' : ''}>${it.label}</a></li>`,
    )
    .join('');

/** Polylang's language switcher, as two menu items. */
const languageItems = (page: FerroPage) => {
  const pair = translations.find(([it, en]) => it === page.path || en === page.path);
  const itHref = page.lang === 'it' ? page.path : (pair?.[0] ?? '/');
  const enHref = page.lang === 'en' ? page.path : (pair?.[1] ?? '/en');
  return `<li class="lang-item lang-item-2 lang-item-it${page.lang === 'it' ? ' current-lang' : ''} lang-item-first menu-item menu-item-type-custom menu-item-object-custom menu-item-998-it"><a href="${wpHref(itHref)}" hreflang="it-IT" lang="it-IT">IT</a></li><li class="lang-item lang-item-5 lang-item-en${page.lang === 'en' ? ' current-lang' : ''}${pair || page.lang === 'en' ? '' : ' no-translation'} menu-item menu-item-type-custom menu-item-object-custom menu-item-998-en"><a href="${wpHref(enHref)}" hreflang="en-GB" lang="en-GB">EN</a></li>`;
};

const logo = (lang: 'it' | 'en') =>
  `<div class="site-branding branding-layout-standard site-brand-logo-only"><a class="brand has-logo-image" href="${lang === 'en' ? '/en/' : '/'}" rel="home"><img width="220" height="64" src="${UPLOADS}/2022/03/logo-palestra-ferro.png" class="custom-logo" alt="Palestra Ferro Padova" decoding="async"/></a></div>`;

const header = (page: FerroPage) => {
  const menu = page.lang === 'en' ? englishMenu : italianMenu;
  const cta =
    page.lang === 'en'
      ? `<div class="site-header-item site-header-focus-item" data-section="kadence_customizer_header_button"><div class="header-button-wrap"><div class="header-button-inner-wrap"><a href="${FERRO_WHATSAPP_HREF}" target="_blank" rel="noopener noreferrer" class="button header-button button-size-medium button-style-filled">Free trial</a></div></div></div>`
      : `<div class="site-header-item site-header-focus-item" data-section="kadence_customizer_header_button"><div class="header-button-wrap"><div class="header-button-inner-wrap"><a href="${FERRO_WHATSAPP_HREF}" target="_blank" rel="noopener noreferrer" class="button header-button button-size-medium button-style-filled">Prova gratuita</a></div></div></div>`;
  return `<header id="masthead" class="site-header" role="banner" itemtype="https://schema.org/WPHeader" itemscope>
<div id="main-header" class="site-header-wrap"><div class="site-header-inner-wrap"><div class="site-header-upper-wrap"><div class="site-header-upper-inner-wrap">
<div class="site-top-header-wrap site-header-row-container site-header-focus-item site-header-row-layout-standard" data-section="kadence_customizer_header_top"><div class="site-header-row-container-inner"><div class="site-container"><div class="site-top-header-inner-wrap site-header-row site-header-row-has-sides site-header-row-no-center">
<div class="site-header-top-section-left site-header-section site-header-section-left"><div class="site-header-item site-header-focus-item" data-section="kadence_customizer_header_html"><div class="header-html inner-link-style-normal"><div class="header-html-inner"><p>${icon('map')} ${FERRO_STREET}, Padova &nbsp;|&nbsp; ${icon('phone')} <a href="${FERRO_PHONE_HREF}">${FERRO_PHONE}</a></p></div></div></div></div>
<div class="site-header-top-section-right site-header-section site-header-section-right"><div class="site-header-item site-header-focus-item" data-section="kadence_customizer_header_social"><div class="header-social-wrap"><div class="header-social-inner-wrap element-social-inner-wrap social-show-label-false social-style-outline"><a href="${FERRO_INSTAGRAM}" aria-label="Instagram" target="_blank" rel="noopener noreferrer" class="social-button header-social-item social-link-instagram"><span class="kadence-svg-iconset"><svg class="kadence-svg-icon kadence-instagram-alt-svg" fill="currentColor" version="1.1" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><title>Instagram</title><path d="M7 1c-1.657 0-3.158 0.673-4.243 1.757s-1.757 2.586-1.757 4.243v10c0 1.657 0.673 3.158 1.757 4.243s2.586 1.757 4.243 1.757h10c1.657 0 3.158-0.673 4.243-1.757s1.757-2.586 1.757-4.243v-10c0-1.657-0.673-3.158-1.757-4.243s-2.586-1.757-4.243-1.757z"></path></svg></span></a><a href="${FERRO_FACEBOOK}" aria-label="Facebook" target="_blank" rel="noopener noreferrer" class="social-button header-social-item social-link-facebook"><span class="kadence-svg-iconset"><svg class="kadence-svg-icon kadence-facebook-svg" fill="currentColor" version="1.1" xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><title>Facebook</title><path d="M31.997 15.999c0-8.836-7.163-15.999-15.999-15.999s-15.999 7.163-15.999 15.999c0 7.985 5.851 14.604 13.499 15.804v-11.18h-4.062v-4.625h4.062v-3.525c0-4.010 2.389-6.225 6.043-6.225 1.75 0 3.581 0.313 3.581 0.313v3.937h-2.017c-1.987 0-2.607 1.233-2.607 2.498v3.001h4.437l-0.709 4.625h-3.728v11.18c7.649-1.2 13.499-7.819 13.499-15.804z"></path></svg></span></a></div></div></div></div>
</div></div></div></div>
<div class="site-main-header-wrap site-header-row-container site-header-focus-item site-header-row-layout-standard" data-section="kadence_customizer_header_main"><div class="site-header-row-container-inner"><div class="site-container"><div class="site-main-header-inner-wrap site-header-row site-header-row-has-sides site-header-row-no-center">
<div class="site-header-main-section-left site-header-section site-header-section-left"><div class="site-header-item site-header-focus-item" data-section="title_tagline">${logo(page.lang)}</div></div>
<div class="site-header-main-section-right site-header-section site-header-section-right"><div class="site-header-item site-header-focus-item site-header-item-main-navigation header-navigation-layout-stretch-false header-navigation-layout-fill-stretch-false" data-section="kadence_customizer_primary_navigation"><nav id="site-navigation" class="main-navigation header-navigation nav--toggle-sub header-navigation-style-underline header-navigation-dropdown-animation-none" role="navigation" aria-label="${page.lang === 'en' ? 'Primary Navigation' : 'Navigazione primaria'}"><div class="primary-menu-container header-menu-container"><ul id="primary-menu" class="menu">${desktopItems(menu, page.path)}${languageItems(page)}</ul></div></nav></div>
${cta}</div>
</div></div></div></div>
</div></div></div></div>
<div id="mobile-header" class="site-mobile-header-wrap"><div class="site-header-inner-wrap"><div class="site-header-upper-wrap"><div class="site-header-upper-inner-wrap"><div class="site-main-header-wrap site-header-focus-item site-header-row-layout-standard site-header-row-tablet-layout-default site-header-row-mobile-layout-default"><div class="site-header-row-container-inner"><div class="site-container"><div class="site-main-header-inner-wrap site-header-row site-header-row-has-sides site-header-row-no-center"><div class="site-header-main-section-left site-header-section site-header-section-left"><div class="site-header-item site-header-focus-item" data-section="title_tagline">${logo(page.lang)}</div></div><div class="site-header-main-section-right site-header-section site-header-section-right"><div class="site-header-item site-header-focus-item site-header-item-navgation-popup-toggle" data-section="kadence_customizer_mobile_trigger"><div class="mobile-toggle-open-container"><button id="mobile-toggle" class="menu-toggle-open drawer-toggle menu-toggle-style-default" aria-label="${page.lang === 'en' ? 'Open menu' : 'Apri menu'}" data-toggle-target="#mobile-drawer" data-toggle-body-class="showing-popup-drawer-from-right" aria-expanded="false" data-set-focus=".menu-toggle-close"><span class="menu-toggle-label">Menu</span><span class="menu-toggle-icon"><span class="kadence-svg-iconset"><svg aria-hidden="true" class="kadence-svg-icon kadence-menu-svg" fill="currentColor" version="1.1" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path d="M3 13h18c0.552 0 1-0.448 1-1s-0.448-1-1-1h-18c-0.552 0-1 0.448-1 1s0.448 1 1 1zM3 7h18c0.552 0 1-0.448 1-1s-0.448-1-1-1h-18c-0.552 0-1 0.448-1 1s0.448 1 1 1zM3 19h18c0.552 0 1-0.448 1-1s-0.448-1-1-1h-18c-0.552 0-1 0.448-1 1s0.448 1 1 1z"></path></svg></span></span></button></div></div></div></div></div></div></div></div></div></div></div>
</header>`;
};

const drawer = (page: FerroPage) => {
  const menu = page.lang === 'en' ? englishMenu : italianMenu;
  return `<div id="mobile-drawer" class="popup-drawer popup-drawer-layout-sidepanel popup-drawer-animation-fade popup-drawer-side-right" data-drawer-target-string="#mobile-drawer"><div class="drawer-overlay" data-drawer-target-string="#mobile-drawer"></div><div class="drawer-inner"><div class="drawer-header"><button class="menu-toggle-close drawer-toggle" aria-label="${page.lang === 'en' ? 'Close menu' : 'Chiudi menu'}" data-toggle-target="#mobile-drawer" data-toggle-body-class="showing-popup-drawer-from-right" aria-expanded="false" data-set-focus=".menu-toggle-open"><span class="toggle-close-bar"></span><span class="toggle-close-bar"></span></button></div><div class="drawer-content mobile-drawer-content content-align-left content-valign-top"><div class="site-header-item site-header-focus-item site-header-item-mobile-navigation mobile-navigation-layout-stretch-false" data-section="kadence_customizer_mobile_navigation"><nav id="mobile-site-navigation" class="mobile-navigation drawer-navigation drawer-navigation-parent-toggle-false" role="navigation" aria-label="${page.lang === 'en' ? 'Primary Mobile Navigation' : 'Navigazione mobile'}"><div class="mobile-menu-container drawer-menu-container"><ul id="mobile-menu" class="menu has-collapse-sub-nav">${mobileItems(menu, page.path)}${languageItems(page)}</ul></div></nav></div><div class="site-header-item site-header-focus-item" data-section="kadence_customizer_mobile_html"><div class="mobile-html inner-link-style-normal"><div class="mobile-html-inner"><p><a href="${FERRO_PHONE_HREF}">${FERRO_PHONE}</a><br/><a href="${FERRO_WHATSAPP_HREF}">WhatsApp</a></p></div></div></div></div></div></div>`;
};

/* ── Breadcrumbs and the title hero ─────────────────────────────────────────────────────────────── */

const breadcrumbs = (page: FerroPage) => {
  const home = page.lang === 'en' ? ['Home', '/en'] : ['Home', '/'];
  const middle = page.kind === 'post' ? [['Blog', '/blog']] : [];
  const link = ([label, href]: string[]) =>
    `<span><a href="${wpHref(href ?? '/')}" itemprop="url" class="kadence-bc-home"><span>${label}</span></a></span> <span class="bc-delimiter">/</span> `;
  return `<nav id="kadence-breadcrumbs" aria-label="Breadcrumbs" class="kadence-breadcrumbs"><div class="kadence-breadcrumb-container">${[home, ...middle].map(link).join('')}<span class="kadence-bread-current">${page.title}</span></div></nav>`;
};

const postMeta = (page: FerroPage) =>
  page.post
    ? `<div class="entry-meta entry-meta-divider-dot"><span class="posted-by"><span class="meta-label">Di</span><span class="author vcard"><a class="url fn n" href="${FERRO_SITE}/author/${slugOf(page.post.author)}/">${page.post.author}</a></span></span><span class="posted-on"><time class="entry-date published" datetime="${page.post.iso}">${page.post.date}</time><time class="updated" datetime="${page.post.iso}">${page.post.date}</time></span></div>`
    : '';

const hero = (page: FerroPage) =>
  page.kind === 'home'
    ? ''
    : `<section role="banner" class="entry-hero ${page.kind === 'post' ? 'post' : 'page'}-hero-section entry-hero-layout-standard"><div class="entry-hero-container-inner"><div class="hero-section-overlay"></div><div class="hero-container site-container"><header class="entry-header ${page.kind === 'post' ? 'post' : 'page'}-title title-align-inherit title-tablet-align-inherit title-mobile-align-inherit">${breadcrumbs(page)}${page.post ? `<div class="entry-taxonomies"><span class="category-links term-links category-style-normal"><a href="${FERRO_SITE}/category/${slugOf(page.post.category)}/" class="category-link-${slugOf(page.post.category)}" rel="tag">${page.post.category}</a></span></div>` : ''}<h1 class="entry-title">${page.title}</h1>${postMeta(page)}</header></div></div></section>`;

/* ── The footer: four widget areas and the bottom row, in Italian on every page ─────────────────── */

const widget = (id: number, title: string, html: string) =>
  `<section id="block-${id}" class="widget widget_block"><h2 class="widget-title">${title}</h2><div class="wp-widget-group__inner-blocks">${html}</div></section>`;

const footerColumn = (n: number, html: string) =>
  `<div class="site-footer-middle-section-${n} site-footer-section footer-section-inner-items-1"><div class="footer-widget-area widget-area site-footer-focus-item footer-widget${n} content-align-default content-tablet-align-default content-mobile-align-default content-valign-default" data-section="sidebar-widgets-footer${n}"><div class="footer-widget-area-inner site-info-inner">${html}</div></div></div>`;

const FOOTER = `<footer id="colophon" class="site-footer" role="contentinfo"><div class="site-footer-wrap">
<div class="site-middle-footer-wrap site-footer-row-container site-footer-focus-item site-footer-row-layout-standard site-footer-row-tablet-layout-default site-footer-row-mobile-layout-default" data-section="kadence_customizer_footer_middle"><div class="site-footer-row-container-inner"><div class="site-container"><div class="site-middle-footer-inner-wrap site-footer-row site-footer-row-columns-4 site-footer-row-column-layout-equal site-footer-row-tablet-column-layout-default site-footer-row-mobile-column-layout-row ft-ro-dir-row ft-ro-collapse-normal ft-ro-t-dir-default ft-ro-m-dir-default ft-ro-lstyle-plain">
${footerColumn(1, `<section id="block-3" class="widget widget_block widget_media_image"><figure class="wp-block-image size-medium"><img src="${UPLOADS}/2022/03/logo-palestra-ferro-bianco.png" alt="Palestra Ferro" width="200" height="58"/></figure></section><section id="block-4" class="widget widget_block widget_text"><p>Functional Training Club: sala pesi, cross training e corsi nel cuore di Padova.</p></section>`)}
${footerColumn(2, widget(6, 'Orari', '<p>Lunedì – Venerdì: 6:30 – 22:00<br>Sabato: 9:00 – 19:00<br>Domenica: 9:00 – 13:00</p>'))}
${footerColumn(3, widget(8, 'Contatti', `<p>${FERRO_STREET}<br>${FERRO_TOWN}</p><p>Tel. <a href="${FERRO_PHONE_HREF}">${FERRO_PHONE}</a><br>WhatsApp <a href="${FERRO_WHATSAPP_HREF}">${FERRO_WHATSAPP}</a><br><a href="mailto:${FERRO_EMAIL}">${FERRO_EMAIL}</a></p>`))}
${footerColumn(4, widget(10, 'Info utili', `<ul class="wp-block-list"><li><a href="/regolamento/">Regolamento</a></li><li><a href="/termini-e-condizioni/">Termini e condizioni</a></li><li><a href="/privacy/">Privacy policy</a></li><li><a href="/cookie-policy-ue/">Cookie policy (UE)</a></li></ul>`))}
</div></div></div></div>
<div class="site-bottom-footer-wrap site-footer-row-container site-footer-focus-item site-footer-row-layout-standard site-footer-row-tablet-layout-default site-footer-row-mobile-layout-default" data-section="kadence_customizer_footer_bottom"><div class="site-footer-row-container-inner"><div class="site-container"><div class="site-bottom-footer-inner-wrap site-footer-row site-footer-row-columns-1 site-footer-row-column-layout-row site-footer-row-tablet-column-layout-default site-footer-row-mobile-column-layout-row ft-ro-dir-row ft-ro-collapse-normal ft-ro-t-dir-default ft-ro-m-dir-default ft-ro-lstyle-plain"><div class="site-footer-bottom-section-1 site-footer-section footer-section-inner-items-1"><div class="footer-widget-area site-info site-footer-focus-item content-align-default content-tablet-align-default content-mobile-align-default content-valign-default" data-section="kadence_customizer_footer_html"><div class="footer-widget-area-inner site-info-inner"><div class="footer-html inner-link-style-normal"><div class="footer-html-inner"><p>© 2026 ${FERRO_COMPANY} – P.IVA ${FERRO_PIVA} – Affiliata ASI – Sito realizzato con <a href="https://www.kadencewp.com/" target="_blank" rel="noopener">Kadence WP</a></p></div></div></div></div></div></div></div></div></div>
</div></footer>`;

/* ── The Complianz banner ───────────────────────────────────────────────────────────────────────── */

const category = (key: string, title: string, always: boolean, text: string) =>
  `<details class="cmplz-category cmplz-${key}"><summary><span class="cmplz-category-header"><span class="cmplz-category-title">${title}</span>${always ? '<span class="cmplz-always-active"><label class="cmplz-banner-checkbox"><input type="checkbox" id="cmplz-functional-optin" data-category="cmplz_functional" class="cmplz-consent-checkbox cmplz-functional" size="40" value="1"/><label class="cmplz-label" for="cmplz-functional-optin"><span class="screen-reader-text">Funzionale</span></label></label>Sempre attivo</span>' : `<span class="cmplz-banner-checkbox"><input type="checkbox" id="cmplz-${key}-optin" data-category="cmplz_${key}" class="cmplz-consent-checkbox cmplz-${key}" size="40" value="1"/><label class="cmplz-label" for="cmplz-${key}-optin"><span class="screen-reader-text">${title}</span></label></span>`}<span class="cmplz-icon cmplz-open"></span></span></summary><div class="cmplz-description"><span class="cmplz-description-${key}">${text}</span></div></details>`;

const COOKIE_BANNER = `<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 bottom-right-view-preferences optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin">
<div class="cmplz-header"><div class="cmplz-logo"></div><div class="cmplz-title" id="cmplz-header-1-optin">Gestisci consenso</div><div class="cmplz-close" tabindex="0" role="button" aria-label="Chiudi la finestra di dialogo"><svg aria-hidden="true" focusable="false" data-prefix="fas" data-icon="times" class="svg-inline--fa fa-times fa-w-11" role="img" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 352 512"><path fill="currentColor" d="M242.72 256l100.07-100.07c12.28-12.28 12.28-32.19 0-44.48l-22.24-22.24c-12.28-12.28-32.19-12.28-44.48 0L176 189.28 75.93 89.21c-12.28-12.28-32.19-12.28-44.48 0L9.21 111.45c-12.28 12.28-12.28 32.19 0 44.48L109.28 256 9.21 356.07c-12.28 12.28-12.28 32.19 0 44.48l22.24 22.24c12.28 12.28 32.2 12.28 44.48 0L176 322.72l100.07 100.07c12.28 12.28 32.2 12.28 44.48 0l22.24-22.24c12.28-12.28 12.28-32.19 0-44.48L242.72 256z"></path></svg></div></div>
<div class="cmplz-divider cmplz-divider-header"></div>
<div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">Per fornire le migliori esperienze, utilizziamo tecnologie come i cookie per memorizzare e/o accedere alle informazioni del dispositivo. Il consenso a queste tecnologie ci permetterà di elaborare dati come il comportamento di navigazione o ID unici su questo sito. Non acconsentire o ritirare il consenso può influire negativamente su alcune caratteristiche e funzioni.</div>
<div class="cmplz-categories">
${category('functional', 'Funzionale', true, 'L’archiviazione tecnica o l’accesso sono strettamente necessari al fine legittimo di consentire l’uso di un servizio specifico esplicitamente richiesto dall’abbonato o dall’utente, o al solo scopo di effettuare la trasmissione di una comunicazione su una rete di comunicazione elettronica.')}
${category('preferences', 'Preferenze', false, 'L’archiviazione tecnica o l’accesso sono necessari per lo scopo legittimo di memorizzare le preferenze che non sono richieste dall’abbonato o dall’utente.')}
${category('statistics', 'Statistiche', false, 'L’archiviazione tecnica o l’accesso che viene utilizzato esclusivamente a scopi statistici anonimi.')}
${category('marketing', 'Marketing', false, 'L’archiviazione tecnica o l’accesso sono necessari per creare profili di utenti per inviare pubblicità, o per tracciare l’utente su un sito web o su diversi siti web per scopi di marketing simili.')}
</div></div>
<div class="cmplz-links cmplz-information"><a class="cmplz-link cmplz-manage-options cookie-statement" href="#" data-relative_url="#cmplz-manage-consent-container">Gestisci opzioni</a><a class="cmplz-link cmplz-manage-third-parties cookie-statement" href="#" data-relative_url="#cmplz-cookies-overview">Gestisci servizi</a><a class="cmplz-link cmplz-manage-vendors tcf cookie-statement" href="#" data-relative_url="#cmplz-tcf-wrapper">Gestisci {vendor_count} fornitori</a><a class="cmplz-link cmplz-external cmplz-read-more-purposes tcf" target="_blank" rel="noopener noreferrer nofollow" href="https://cookiedatabase.org/tcf/purposes/">Per saperne di più su questi scopi</a></div>
<div class="cmplz-divider cmplz-footer"></div>
<div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accetta</button><button class="cmplz-btn cmplz-deny">Nega</button><button class="cmplz-btn cmplz-view-preferences">Visualizza le preferenze</button><button class="cmplz-btn cmplz-save-preferences">Salva le preferenze</button><a class="cmplz-btn cmplz-manage-options tcf cookie-statement" href="#" data-relative_url="#cmplz-manage-consent-container">Visualizza le preferenze</a></div>
<div class="cmplz-links cmplz-documents"><a class="cmplz-link cookie-statement" href="/cookie-policy-ue/" data-relative_url="">Cookie policy</a><a class="cmplz-link privacy-statement" href="/privacy/" data-relative_url="">Privacy policy</a></div>
</div></div>
<div id="cmplz-manage-consent" data-nosnippet="true"><button class="cmplz-btn cmplz-hidden cmplz-manage-consent manage-consent-1">Gestisci consenso</button></div>`;

/* ── The document ───────────────────────────────────────────────────────────────────────────────── */

const HEAD_CSS = `:root{--global-palette1:#d9480f;--global-palette2:#b53b0b;--global-palette3:#1a1a1a;--global-palette4:#2d2d2d;--global-palette5:#4a4a4a;--global-palette6:#6e6e6e;--global-palette7:#f1ede9;--global-palette8:#f7f5f2;--global-palette9:#ffffff;--global-content-width:1200px;}
.kt-tabs-content-wrap > .wp-block-kadence-tab{display:none}
.kt-active-tab-1 > .kt-tabs-content-wrap > .kt-inner-tab-1,.kt-active-tab-2 > .kt-tabs-content-wrap > .kt-inner-tab-2,.kt-active-tab-3 > .kt-tabs-content-wrap > .kt-inner-tab-3,.kt-active-tab-4 > .kt-tabs-content-wrap > .kt-inner-tab-4{display:block}
.kt-accordion-panel-hidden{display:none}
@media (min-width: 1025px){.kvs-lg-false{display:none !important}}
@media (min-width: 768px) and (max-width: 1024px){.kvs-md-false{display:none !important}}
@media (max-width: 767px){.kvs-sm-false{display:none !important}}
.popup-drawer{display:none}.showing-popup-drawer-from-right .popup-drawer{display:block}
#mobile-header{display:none}@media (max-width: 1024px){#mobile-header{display:block}#main-header{display:none}}
.sub-menu{display:none}.menu-item:hover > .sub-menu{display:block}
.cmplz-hidden{display:none}`;

let pageCounter = 0;

/** Wraps a stored page in the Kadence theme: head, header, hero, content, footer, drawer, banner. */
export function ferroLayout(page: FerroPage): SitePage {
  const postId = page.kind === 'post' ? 300 + 7 * pageCounter++ : 10 + 3 * pageCounter++;
  const canonical = `${FERRO_SITE}${wpHref(page.path)}`;
  const pair = translations.find(([it, en]) => it === page.path || en === page.path);
  const alternates = pair
    ? `<link rel="alternate" href="${FERRO_SITE}${wpHref(pair[0])}" hreflang="it"/>\n<link rel="alternate" href="${FERRO_SITE}${wpHref(pair[1])}" hreflang="en"/>\n`
    : '';
  const plainTitle = page.title.replace(/<[^>]+>/g, '');
  const bodyClass =
    page.kind === 'post'
      ? `post-template-default single single-post postid-${postId} single-format-standard`
      : page.kind === 'archive'
        ? 'blog'
        : `${page.kind === 'home' ? 'home ' : ''}page-template-default page page-id-${postId}`;
  const articleClass =
    page.kind === 'post'
      ? `entry content-bg single-entry post-${postId} post type-post status-publish format-standard has-post-thumbnail hentry category-${slugOf(page.post?.category ?? 'news')}`
      : `entry content-bg single-entry post-${postId} page type-page status-publish hentry`;
  const tags = page.post?.tags.length
    ? `<footer class="entry-footer"><div class="entry-tags"><span class="tags-links"><span class="tags-label screen-reader-text">Tag:</span>${page.post.tags.map((t) => `<a href="${FERRO_SITE}/tag/${slugOf(t)}/" title="${t}" class="tag-link tag-item-${slugOf(t)}" rel="tag"><span class="tag-hash">#</span>${t}</a>`).join('')}</span></div></footer>`
    : '';
  const content =
    page.kind === 'archive'
      ? `<div id="archive-container" class="content-wrap grid-cols post-archive grid-sm-col-2 grid-lg-col-3 item-image-style-above">
${page.body}
</div>`
      : `<div class="content-wrap"><article id="post-${postId}" class="${articleClass}"><div class="entry-content-wrap"><div class="entry-content single-content">
${page.body}
</div>${tags}</div></article>${page.after ?? ''}</div>`;
  const html = `<!doctype html>
<html lang="${page.lang === 'en' ? 'en-GB' : 'it-IT'}" class="no-js" itemtype="https://schema.org/WebPage" itemscope>
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1">
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
${alternates}<title>${plainTitle} - ${FERRO_NAME} Padova</title>
<meta name="description" content="${page.description}" />
<link rel="canonical" href="${canonical}" />
<meta property="og:locale" content="${page.lang === 'en' ? 'en_GB' : 'it_IT'}" />
<meta property="og:type" content="${page.kind === 'post' ? 'article' : 'website'}" />
<meta property="og:title" content="${plainTitle} - ${FERRO_NAME} Padova" />
<meta property="og:description" content="${page.description}" />
<meta property="og:url" content="${canonical}" />
<meta property="og:site_name" content="${FERRO_NAME} Padova" />
<link rel="alternate" type="application/rss+xml" title="${FERRO_NAME} Padova &raquo; Feed" href="${FERRO_SITE}/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='${FERRO_SITE}/wp-includes/css/dist/block-library/style.min.css?ver=6.8.3' media='all' />
<link rel='stylesheet' id='kadence-global-css' href='${FERRO_SITE}/wp-content/themes/kadence/assets/css/global.min.css?ver=${THEME_VER}' media='all' />
<link rel='stylesheet' id='kadence-header-css' href='${FERRO_SITE}/wp-content/themes/kadence/assets/css/header.min.css?ver=${THEME_VER}' media='all' />
<link rel='stylesheet' id='kadence-footer-css' href='${FERRO_SITE}/wp-content/themes/kadence/assets/css/footer.min.css?ver=${THEME_VER}' media='all' />
<link rel='stylesheet' id='kadence-blocks-rowlayout-css' href='${FERRO_SITE}/wp-content/plugins/kadence-blocks/dist/style-blocks-rowlayout.css?ver=${KB_VER}' media='all' />
<link rel='stylesheet' id='kadence-blocks-tabs-css' href='${FERRO_SITE}/wp-content/plugins/kadence-blocks/dist/style-blocks-tabs.css?ver=${KB_VER}' media='all' />
<link rel='stylesheet' id='kadence-blocks-accordion-css' href='${FERRO_SITE}/wp-content/plugins/kadence-blocks/dist/style-blocks-accordion.css?ver=${KB_VER}' media='all' />
<link rel='stylesheet' id='kadence-blocks-infobox-css' href='${FERRO_SITE}/wp-content/plugins/kadence-blocks/dist/style-blocks-infobox.css?ver=${KB_VER}' media='all' />
<link rel='stylesheet' id='kadence-pro-mega-menu-css' href='${FERRO_SITE}/wp-content/plugins/kadence-pro/dist/mega-menu/kadence-mega-menu.min.css?ver=1.1.11' media='all' />
<link rel='stylesheet' id='cmplz-general-css' href='${FERRO_SITE}/wp-content/plugins/complianz-gdpr/assets/css/cookieblocker.min.css?ver=1730212354' media='all' />
<style id='kadence-global-inline-css'>${HEAD_CSS}</style>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"ExerciseGym","name":"Palestra Ferro","url":"${FERRO_SITE}/","telephone":"+39 ${FERRO_PHONE}","address":{"@type":"PostalAddress","streetAddress":"${FERRO_STREET}","postalCode":"35131","addressLocality":"Padova","addressCountry":"IT"}}</script>
</head>
<body class="${bodyClass} wp-custom-logo wp-embed-responsive footer-on-bottom hide-focus-outline link-style-standard content-title-style-${page.kind === 'home' ? 'hide' : 'above'} content-width-normal content-style-unboxed content-vertical-padding-show non-transparent-header mobile-non-transparent-header">
<div id="wrapper" class="site wp-site-blocks">
<a class="skip-link screen-reader-text scroll-ignore" href="#main">${page.lang === 'en' ? 'Skip to content' : 'Vai al contenuto'}</a>
${header(page)}
<div id="inner-wrap" class="wrap kt-clear">
${hero(page)}
<div id="primary" class="content-area"><div class="content-container site-container"><main id="main" class="site-main" role="main">
${content}
</main></div></div>
</div>
${FOOTER}
</div>
${drawer(page)}
${COOKIE_BANNER}
<script id="kadence-navigation-js-extra">var kadenceConfig = {"screenReader":{"expand":"Menu figlio","expandOf":"Menu figlio di","collapse":"Menu figlio","collapseOf":"Menu figlio di"},"breakPoints":{"desktop":"1024","tablet":768},"scrollOffset":"0"};</script>
<script src="${FERRO_SITE}/wp-content/themes/kadence/assets/js/navigation.min.js?ver=${THEME_VER}" id="kadence-navigation-js" async></script>
<script src="${FERRO_SITE}/wp-content/plugins/kadence-blocks/includes/assets/js/kt-tabs.min.js?ver=${KB_VER}" id="kadence-blocks-tabs-js"></script>
<script src="${FERRO_SITE}/wp-content/plugins/kadence-blocks/includes/assets/js/kt-accordion.min.js?ver=${KB_VER}" id="kadence-blocks-accordion-js"></script>
<script id="cmplz-cookiebanner-js-extra">var complianz = {"prefix":"cmplz_","user_banner_id":"1","set_cookies":[],"block_ajax_content":"","banner_version":"27","version":"7.1.4","store_consent":"","do_not_track_enabled":"","consenttype":"optin","region":"eu","geoip":"","dismiss_timeout":"","disable_cookiebanner":"","soft_cookiewall":"","dismiss_on_scroll":"","cookie_expiry":"365","url":"${FERRO_SITE}/wp-json/complianz/v1/","locale":"lang=it&locale=it_IT","set_cookies_on_root":"","cookie_domain":"","current_policy_id":"21","cookie_path":"/","categories":{"statistics":"statistiche","marketing":"marketing"},"tcf_active":"","placeholdertext":"Clicca per accettare i cookie di marketing e abilitare questo contenuto","css_file":"${UPLOADS}/complianz/css/banner-{banner_id}-{type}.css?v=27","page_links":{"eu":{"cookie-statement":{"title":"Cookie policy ","url":"${FERRO_SITE}/cookie-policy-ue/"},"privacy-statement":{"title":"Privacy policy","url":"${FERRO_SITE}/privacy/"}}}};</script>
<script defer src="${FERRO_SITE}/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=1730212354" id="cmplz-cookiebanner-js"></script>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** The theme's 404 page. */
export const ferroNotFound: FerroPage = {
  path: '/404',
  lang: 'it',
  title: 'Oops! Questa pagina non è stata trovata.',
  description: 'Pagina non trovata',
  body: p(
    'Sembra che non sia stato trovato nulla in questa posizione. Prova a tornare alla <a href="/">home page</a> o a cercare nel blog.',
  ),
};
