import type { SitePage } from './site-server.ts';

/**
 * A page of Fixwell as HubSpot's CMS (Content Hub Starter) serves it with a marketplace theme ("Mender" by
 * Sprocket Studio, a child of HubSpot's boilerplate). HubSpot renders HubL templates on its side and serves
 * plain HTML: the head with the `standard_header_includes` (the inline CSS HubSpot adds for CTAs and
 * breadcrumbs, the theme's `template_main.min.css` and the modules' stylesheets from `/hubfs/hub_generated/`,
 * the per-section padding styles of the drag-and-drop area, the canonical link, Open Graph tags and
 * `<meta name="generator" content="HubSpot">`); the body with `div.body-wrapper` carrying
 * `{{ builtin_body_classes }}` (`hs-content-id-… hs-site-page page` for site pages, `hs-blog-post` /
 * `hs-blog-listing` and the blog's id for the blog); the header and the footer as global partials, each in a
 * `div[data-global-resource-path]`; `main#main-content.body-container-wrapper` holding, on site pages, the
 * `{% dnd_area %}` as HubSpot prints it (`container-fluid body-container body-container--<kind>` >
 * `row-fluid-wrapper row-depth-1 row-number-N dnd-section` > `row-fluid` > `span12 widget-span
 * widget-type-cell dnd-column` > `dnd-row` > `span12 widget-span widget-type-custom_widget dnd-module`, each
 * module in a `div.hs_cos_wrapper.hs_cos_wrapper_widget.hs_cos_wrapper_type_module` with
 * `data-hs-cos-general-type="widget"` and `data-hs-cos-type="module"`, and the rich text of a rich-text module
 * in a second `span.hs_cos_wrapper_type_rich_text`), and on the blog the boilerplate's listing and post
 * templates; then the `standard_footer_includes` (the HubSpot analytics code with `_hsq`, the tracking script
 * `//js.hs-scripts.com/<portal>.js` with id `hs-script-loader`, the `hs-analytics` loader, `hsVars`, the
 * forms script on pages with a form) and, at the end of the body, the DOM of HubSpot's cookie banner
 * (`#hs-eu-cookie-confirmation`) with its standard wording.
 *
 * The header partial: a top strip (walk-ins, the phone), the logo module (`hs_cos_wrapper_type_logo`), the
 * site search input module (`hs-search-field`), the menu module (`hs-menu-wrapper active-branch flyouts
 * hs-menu-flow-horizontal` with `hs-menu-item hs-menu-depth-1 hs-item-has-children` items and
 * `hs-menu-children-wrapper` lists) and a "Book a repair" button module. The footer partial: a rich-text
 * module with the address, phone, WhatsApp, email and the hours in 24-hour form ('Mon–Wed & Fri 9:00–18:00 ·
 * Thu 9:00–19:30 · Sat 9:30–17:00 · Sun 11:00–15:00') where the pages write '9am – 6pm', a second menu
 * module (no flyouts) with the legal links, the 2021 terms among them, the social follow module, and a
 * rich-text module with the company number and VAT number.
 */

export interface FixwellPage {
  /** The page's slug as set in HubSpot ('/' for the home page, no trailing slash). */
  path: string;
  /** The HTML title (`html_title`). */
  title: string;
  /** The meta description. */
  description: string;
  /** Which template: a drag-and-drop site page, the blog listing, or a blog post. */
  template: 'page' | 'blog-listing' | 'blog-post' | 'system';
  /** `hs-content-id-…` and `_hsq` page id. */
  contentId: number;
  /** What the template prints inside `main#main-content`. */
  main: string;
  /** The page carries a form module: the forms script is added to the footer includes. */
  hasForm?: boolean;
  /** Blog posts: for the BlogPosting JSON-LD HubSpot adds. */
  post?: { headline: string; published: string; author: string };
  unlisted?: boolean;
}

export const FW_SITE = 'https://fixwell-repairs.test';
export const FW_HUBFS = 'https://fixwell-repairs.test/hubfs';
export const FW_NAME = 'Fixwell';
export const FW_COMPANY = 'Fixwell Repairs Ltd';
export const FW_COMPANY_NO = '11384207';
export const FW_VAT = 'GB 302 5718 46';
export const FW_STREET = '148 London Road';
export const FW_TOWN = 'Sheffield';
export const FW_POSTCODE = 'S2 4LT';
export const FW_PHONE = '0114 496 0271';
export const FW_PHONE_HREF = 'tel:+441144960271';
export const FW_WHATSAPP = '07700 900 318';
export const FW_WHATSAPP_HREF = 'https://wa.me/447700900318';
export const FW_EMAIL = 'hello@fixwell-repairs.test';
export const FW_BUSINESS_EMAIL = 'business@fixwell-repairs.test';
export const FW_INSTAGRAM = 'https://www.instagram.com/fixwellsheffield/';
export const FW_FACEBOOK = 'https://www.facebook.com/fixwellsheffield';
export const FW_PORTAL = 26481937;
export const FW_BLOG_ID = 118427391562;

const THEME = '@marketplace/Sprocket_Studio/Mender_Theme';
const TEMPLATE_STAMP = 1731924517392;

/* ── Deterministic module ids, as HubSpot names the modules dropped into a dnd_area ─────────────────── */

let widgetStamp = 1699874120417;
/** A dnd module's name: `widget_` and the millisecond it was dropped onto the page. */
export const nextWidgetId = () => {
  widgetStamp += 104729;
  return `widget_${widgetStamp}`;
};

/* ── Modules ────────────────────────────────────────────────────────────────────────────────────────── */

const MODULE_ATTRS = 'style="" data-hs-cos-general-type="widget" data-hs-cos-type="module"';

/** The wrapper HubSpot prints around every module; `kind` adds the legacy `widget-type-*` class. */
export const moduleWrap = (id: string, inner: string, kind?: string) =>
  `<div id="hs_cos_wrapper_${id}" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module${kind ? ` widget-type-${kind}` : ''}" ${MODULE_ATTRS}>${inner}</div>`;

/** HubSpot's rich-text module: the module wrapper, then the rich_text span holding the editor's HTML. */
export const richText = (html: string, id = nextWidgetId()) =>
  moduleWrap(
    id,
    `<span id="hs_cos_wrapper_${id}_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text">${html}</span>`,
    'rich_text',
  );

/** A custom module of the theme (hero, callout, pricing cards, accordion, icon list…). */
export const custom = (html: string, id = nextWidgetId()) => moduleWrap(id, html);

/** The theme's button module. */
export const buttonModule = (label: string, href: string, style: 'primary' | 'secondary' = 'primary') =>
  custom(
    `<div class="button-wrapper button-wrapper--${style}"><a class="button button--${style}" href="${href}">${label}</a></div>`,
  );

/** The theme's hero module: heading, text and up to two buttons over a background image. */
export const hero = (title: string, text: string, buttons: [string, string][], image: string) =>
  custom(`<div class="hero-banner hero-banner--image" style="background-image: url('${FW_HUBFS}/${image}');">
  <div class="hero-banner__content content-wrapper">
    <h1 class="hero-banner__title">${title}</h1>
    <div class="hero-banner__text">${text}</div>
    <div class="hero-banner__buttons">${buttons
      .map(
        ([label, href], i) =>
          `<a class="button ${i === 0 ? 'button--primary' : 'button--secondary'}" href="${href}">${label}</a>`,
      )
      .join('')}</div>
  </div>
</div>`);

/** The theme's callout module (a coloured strip with a line of text and a button). */
export const callout = (html: string, button?: [string, string]) =>
  custom(`<div class="callout callout--accent">
  <div class="callout__text">${html}</div>${button ? `\n  <a class="button button--light callout__button" href="${button[1]}">${button[0]}</a>` : ''}
</div>`);

/** The theme's icon-list module: an SVG icon, a title and a short text per item. */
export const iconList = (items: [icon: string, title: string, text: string][]) =>
  custom(`<div class="icon-list icon-list--columns-${items.length > 3 ? 4 : items.length}">${items
    .map(
      ([ic, title, text]) => `
  <div class="icon-list__item">
    <div class="icon-list__icon"><img src="${FW_HUBFS}/icons/${ic}.svg" alt="" loading="lazy" width="48" height="48"></div>
    <div class="icon-list__title">${title}</div>
    <div class="icon-list__text">${text}</div>
  </div>`,
    )
    .join('')}
</div>`);

export interface PricingCard {
  name: string;
  /** The price as the editor typed it into the card's price field ('from £49', '£89'). */
  price: string;
  /** The line under the price (turnaround, grade). */
  note?: string;
  features?: string[];
  button?: [string, string];
  badge?: string;
}

/**
 * The theme's pricing-card module: a repeater of cards, the name, the price and the note each in its own
 * `<div>` (the price typed as one text field), the features as a list, an optional button.
 */
export const pricingCards = (cards: PricingCard[], heading?: string) =>
  custom(`<div class="pricing-cards">${heading ? `\n  <h2 class="pricing-cards__heading">${heading}</h2>` : ''}
  <div class="pricing-cards__grid pricing-cards__grid--${Math.min(cards.length, 3)}">${cards
    .map(
      (c) => `
    <div class="pricing-card${c.badge ? ' pricing-card--featured' : ''}">${c.badge ? `\n      <div class="pricing-card__badge">${c.badge}</div>` : ''}
      <div class="pricing-card__name">${c.name}</div>
      <div class="pricing-card__price">${c.price}</div>${c.note ? `\n      <div class="pricing-card__note">${c.note}</div>` : ''}${
        c.features
          ? `\n      <ul class="pricing-card__features">${c.features.map((f) => `<li>${f}</li>`).join('')}</ul>`
          : ''
      }${c.button ? `\n      <a class="button button--secondary pricing-card__button" href="${c.button[1]}">${c.button[0]}</a>` : ''}
    </div>`,
    )
    .join('')}
  </div>
</div>`);

/**
 * The theme's accordion module, as saved: every panel closed, its content hidden with `aria-hidden` and an
 * inline `display:none` until the theme's script opens it.
 */
export const accordion = (items: [question: string, answer: string][], heading?: string) => {
  const id = nextWidgetId();
  return moduleWrap(
    id,
    `<div class="accordion" data-accordion>${heading ? `\n  <h2 class="accordion__heading">${heading}</h2>` : ''}${items
      .map(
        ([q, answer], i) => `
  <div class="accordion__item">
    <h3 class="accordion__title"><button class="accordion__button" type="button" id="${id}-title-${i + 1}" aria-expanded="false" aria-controls="${id}-panel-${i + 1}">${q}<span class="accordion__icon" aria-hidden="true"></span></button></h3>
    <div class="accordion__panel" id="${id}-panel-${i + 1}" role="region" aria-labelledby="${id}-title-${i + 1}" aria-hidden="true" style="display:none">
      <div class="accordion__content">${answer}</div>
    </div>
  </div>`,
      )
      .join('')}
</div>`,
  );
};

/**
 * A table typed into HubSpot's rich-text editor: the responsive wrapper the editor adds, `<tbody>` only, the
 * header row as `<td>`s with `<strong>` text, inline widths and borders.
 */
export const rteTable = (rows: string[][], firstRowIsHeader = true) => {
  const width = `${Math.floor(100 / (rows[0]?.length ?? 1))}%`;
  const cell = (text: string, header: boolean) =>
    `<td style="width: ${width}; padding: 6px; border: 1px solid #99acc2;">${header ? `<strong>${text}</strong>` : text}</td>`;
  return `<div data-hs-responsive-table="true" style="overflow-x: auto; max-width: 100%; width: 100%; margin-left: auto; margin-right: auto;">
<table style="width: 100%; border-collapse: collapse; table-layout: fixed; border: 1px solid #99acc2;">
<tbody>
${rows.map((r, i) => `<tr>\n${r.map((c) => cell(c, firstRowIsHeader && i === 0)).join('\n')}\n</tr>`).join('\n')}
</tbody>
</table>
</div>`;
};

/* ── The HubSpot form module, as the forms script leaves it in the page ─────────────────────────────── */

export interface FormField {
  /** The contact property's internal name: 'firstname', 'email', 'company' or a custom one. */
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'date';
  required?: boolean;
  options?: string[];
}

const FORM_GUIDS: Record<string, string> = {};
const formGuid = (key: string) => {
  if (!FORM_GUIDS[key]) {
    const n = Object.keys(FORM_GUIDS).length + 1;
    FORM_GUIDS[key] = `4f1c${n}a7e-2b9d-4c6${n}-9e0f-7a3d5c1b8e${String(20 + n).padStart(2, '0')}`;
  }
  return FORM_GUIDS[key];
};

/**
 * The form module: the title, the `hs_form_target_…` div holding the form as HubSpot's forms script renders
 * it (`form.hs-form.stacked.hs-custom-form`, each field in `div.hs_<name>.hs-<name>.hs-fieldtype-<type>.field
 * .hs-form-field`, rich-text blocks as `div.hs-richtext`, the GDPR text, the submit button), then the inline
 * `hbspt.forms.create` call.
 */
export const hubspotForm = (
  key: string,
  title: string,
  fields: FormField[],
  intro: string,
  submit: string,
) => {
  const id = nextWidgetId();
  const guid = formGuid(key);
  const suffix = guid;
  const control = (f: FormField) => {
    const fid = `${f.name}-${suffix}`;
    const req = f.required ? ' required=""' : '';
    if (f.type === 'textarea')
      return `<textarea id="${fid}" class="hs-input hs-fieldtype-textarea" name="${f.name}"${req} placeholder=""></textarea>`;
    if (f.type === 'select')
      return `<select id="${fid}"${req} class="hs-input is-placeholder" name="${f.name}"><option disabled="" value="">Please Select</option>${(
        f.options ?? []
      )
        .map((o) => `<option value="${o}">${o}</option>`)
        .join('')}</select>`;
    const autocomplete =
      f.name === 'firstname'
        ? ' autocomplete="given-name"'
        : f.name === 'lastname'
          ? ' autocomplete="family-name"'
          : f.name === 'email'
            ? ' autocomplete="email"'
            : f.name === 'phone'
              ? ' autocomplete="tel"'
              : '';
    return `<input id="${fid}" name="${f.name}"${req} placeholder="" type="${f.type === 'date' ? 'text' : f.type}" class="hs-input${f.type === 'date' ? ' hs-datepicker' : ''}" inputmode="${f.type === 'email' ? 'email' : f.type === 'tel' ? 'tel' : 'text'}"${autocomplete} value="">`;
  };
  const field = (f: FormField) => {
    const fieldtype = f.type === 'tel' || f.type === 'email' ? 'text' : f.type === 'date' ? 'date' : f.type;
    const typeClass = f.type === 'tel' ? 'phonenumber' : fieldtype;
    return `<div class="hs_${f.name} hs-${f.name} hs-fieldtype-${typeClass} field hs-form-field"><label id="label-${f.name}-${suffix}" class="" placeholder="Enter your ${f.label}" for="${f.name}-${suffix}"><span>${f.label}</span>${f.required ? '<span class="hs-form-required">*</span>' : ''}</label><legend class="hs-field-desc" style="display: none;"></legend><div class="input">${control(f)}</div></div>`;
  };
  return moduleWrap(
    id,
    `<span id="hs_cos_wrapper_${id}_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form" style="" data-hs-cos-general-type="widget" data-hs-cos-type="form"><h3 id="hs_cos_wrapper_${id}_title" class="hs_cos_wrapper form-title" style="" data-hs-cos-general-type="widget_field" data-hs-cos-type="text">${title}</h3>

<div id="hs_form_target_${id}" data-hs-forms-root="true"><form id="hsForm_${guid}" method="POST" accept-charset="UTF-8" enctype="multipart/form-data" novalidate="" action="https://forms.hsforms.com/submissions/v3/public/submit/formsnext/multipart/${FW_PORTAL}/${guid}" class="hs-form-private hsForm_${guid} hs-form-${guid} hs-form-${guid}_${id} hs-form stacked hs-custom-form" target="target_iframe_${guid}" data-instance-id="${id}" data-form-id="${guid}" data-portal-id="${FW_PORTAL}" data-hs-cf-bound="true"><div class="hs-richtext hs-main-font-element">${intro}</div>${fields
      .map((f) => `<fieldset class="form-columns-1"><div class="input">${field(f)}</div></fieldset>`)
      .join(
        '',
      )}<fieldset class="form-columns-0"><div class="input"><div class="legal-consent-container"><div class="hs-richtext"><p>Fixwell Repairs Ltd needs the contact information you provide to us to contact you about your repair. You may unsubscribe from these communications at any time. For information on how to unsubscribe, as well as our privacy practices, please review our <a href="/privacy-policy" target="_blank">Privacy Policy</a>.</p></div></div></div></fieldset><div class="hs_submit hs-submit"><div class="hs-field-desc" style="display: none;"></div><div class="actions"><input type="submit" class="hs-button primary large" value="${submit}"></div></div><input name="hs_context" type="hidden" value="{&quot;embedAtTimestamp&quot;:&quot;1732012345678&quot;,&quot;formDefinitionUpdatedAt&quot;:&quot;1729601127340&quot;,&quot;pageUrl&quot;:&quot;${FW_SITE}&quot;,&quot;pageTitle&quot;:&quot;${title}&quot;,&quot;source&quot;:&quot;FormsNext-static-5.1045&quot;,&quot;portalId&quot;:${FW_PORTAL},&quot;formId&quot;:&quot;${guid}&quot;,&quot;formInstanceId&quot;:&quot;${id}&quot;}"></form><iframe name="target_iframe_${guid}" style="display: none;"></iframe></div>
<script>
  hbspt.forms.create({
    portalId: '${FW_PORTAL}',
    formId: '${guid}',
    formInstanceId: '${id}',
    pageId: '',
    region: 'na1',
    pageName: "${title}",
    inlineMessage: "<p>Thanks! We'll be in touch within 2 working hours.</p>",
    rawInlineMessage: "<p>Thanks! We'll be in touch within 2 working hours.</p>",
    hsFormKey: "${guid.replace(/-/g, '').slice(0, 24)}",
    css: '',
    target: '#hs_form_target_${id}',
    contentType: "standard-page",
    formsBaseUrl: '/_hcms/forms',
    formData: { cssClass: 'hs-form stacked hs-custom-form' }
  });
</script>

</span>`,
    'form',
  );
};

/* ── The drag-and-drop area ─────────────────────────────────────────────────────────────────────────── */

/** A row of a section: one module, or columns of stacked modules (widths in twelfths). */
export type DndRow = string | { cols: { w: number; modules: string[] }[] };

export interface DndSection {
  rows: DndRow[];
  /** The section's background, printed as a `dnd_area-row-N-background-color` class and its style. */
  background?: string;
  padding?: number;
}

export const section = (...rows: DndRow[]): DndSection => ({ rows });
export const shaded = (...rows: DndRow[]): DndSection => ({ rows, background: '#f2f6f9' });
export const cols = (...columns: [w: number, ...modules: string[]][]): DndRow => ({
  cols: columns.map(([w, ...modules]) => ({ w, modules })),
});

/** The per-section styles HubSpot prints in the head for the sections' padding and background. */
const dndStyles = (sections: DndSection[]) =>
  sections
    .map(
      (s, i) =>
        `.dnd_area-row-${i}-padding {\n  padding-top: ${s.padding ?? 64}px !important;\n  padding-bottom: ${s.padding ?? 64}px !important;\n}${
          s.background
            ? `\n.dnd_area-row-${i}-background-color {\n  background-color: ${s.background} !important;\n}`
            : ''
        }`,
    )
    .join('\n');

/**
 * Prints a `{% dnd_area %}` the way HubSpot renders it: the outer cell, one `dnd-section` per section with
 * its padding and background classes, its column cell, and a `dnd-row` per row; `row-number-N` counts every
 * row wrapper in document order, nested ones included.
 */
export function dndArea(kind: string, sections: DndSection[]): { html: string; styles: string } {
  let n = 0;
  const wrapper = (cls: string, inner: () => string) => {
    const k = ++n;
    return `<div class="row-fluid-wrapper row-depth-1 row-number-${k} ${cls}">
<div class="row-fluid ">
${inner()}
</div><!--end row-->
</div><!--end row-wrapper -->
`;
  };
  const moduleCell = (m: string, x = 0, w = 12) =>
    `<div class="span${w} widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="${x}" data-w="${w}">
${m}
</div><!--end widget-span -->`;
  const columnCell = (modules: string[], x: number, w: number) =>
    `<div class="span${w} widget-span widget-type-cell dnd-column" style="" data-widget-type="cell" data-x="${x}" data-w="${w}">
${modules.map((m) => wrapper('dnd-row', () => moduleCell(m))).join('\n')}
</div><!--end widget-span -->`;
  const rowHtml = (r: DndRow) =>
    typeof r === 'string'
      ? wrapper('dnd-row', () => moduleCell(r))
      : wrapper('dnd-row', () => {
          let x = 0;
          return r.cols
            .map((c) => {
              const cell = columnCell(c.modules, x, c.w);
              x += c.w;
              return cell;
            })
            .join('\n');
        });
  const body = sections
    .map((s, i) =>
      wrapper(
        `dnd_area-row-${i}-padding${s.background ? ` dnd_area-row-${i}-background-color` : ''} dnd-section`,
        () =>
          `<div class="span12 widget-span widget-type-cell dnd-column" style="" data-widget-type="cell" data-x="0" data-w="12">
${s.rows.map(rowHtml).join('\n')}
</div><!--end widget-span -->`,
      ),
    )
    .join('\n');
  const html = `<main id="main-content" class="body-container-wrapper">
<div class="container-fluid body-container body-container--${kind}">
<div class="row-fluid-wrapper">
<div class="row-fluid">
<div class="span12 widget-span widget-type-cell " style="" data-widget-type="cell" data-x="0" data-w="12">

${body}
</div><!--end widget-span -->
</div>
</div>
</div>
</main>`;
  return { html, styles: dndStyles(sections) };
}

/** A site page built from dnd sections: the main and the section styles, which go in the head. */
export const dndPage = (
  p: Omit<FixwellPage, 'main' | 'template'> & { kind?: string; sections: DndSection[] },
): FixwellPage & { styles: string } => {
  const { html, styles } = dndArea(p.kind ?? 'page', p.sections);
  const { sections: _s, kind: _k, ...rest } = p;
  return { ...rest, template: 'page', main: html, styles };
};

/* ── Header partial ─────────────────────────────────────────────────────────────────────────────────── */

type MenuItem = [label: string, href: string, children?: [string, string][]];

export const MAIN_MENU: MenuItem[] = [
  [
    'Repairs',
    '/iphone-repairs',
    [
      ['iPhone repairs', '/iphone-repairs'],
      ['Samsung repairs', '/samsung-repairs'],
      ['Google Pixel repairs', '/google-pixel-repairs'],
      ['iPad &amp; tablet repairs', '/tablet-repairs'],
      ['Laptop &amp; MacBook repairs', '/laptop-repairs'],
      ['Console repairs', '/console-repairs'],
      ['Mail-in repairs', '/mail-in-repairs'],
    ],
  ],
  [
    'Buy &amp; sell',
    '/refurbished-phones',
    [
      ['Refurbished phones', '/refurbished-phones'],
      ['Trade in your phone', '/trade-in'],
      ['Accessories', '/accessories'],
    ],
  ],
  [
    'Good to know',
    '/faq',
    [
      ['Our warranty', '/warranty'],
      ['Genuine vs compatible parts', '/genuine-vs-compatible-parts'],
      ['Your data during a repair', '/your-data'],
      ['Student discount', '/student-discount'],
      ['FAQ', '/faq'],
    ],
  ],
  ['Business', '/business-accounts'],
  ['Blog', '/blog'],
  [
    'About',
    '/about-us',
    [
      ['About us', '/about-us'],
      ['Contact &amp; opening hours', '/contact'],
    ],
  ],
];

const isActive = (href: string, path: string) => href === path;

/** HubSpot's menu module (`hs_cos_wrapper_type_menu`) with flyouts, as it prints the menu tree. */
const menuModule = (name: string, items: MenuItem[], path: string, flyouts: boolean, menuId: number) => {
  const li = ([label, href, children]: MenuItem) => {
    const branch = isActive(href, path) || children?.some(([, h]) => isActive(h, path));
    const cls = [
      'hs-menu-item',
      'hs-menu-depth-1',
      children ? 'hs-item-has-children' : '',
      branch ? 'active-branch' : '',
      isActive(href, path) ? 'active' : '',
    ]
      .filter(Boolean)
      .join(' ');
    if (!children)
      return `<li class="${cls}" role="none"><a href="${href}" role="menuitem">${label}</a></li>`;
    return `<li class="${cls}" role="none"><a href="javascript:;" aria-haspopup="true" aria-expanded="false" role="menuitem">${label}</a>
   <ul role="menu" class="hs-menu-children-wrapper">
    ${children
      .map(
        ([l, h]) =>
          `<li class="hs-menu-item hs-menu-depth-2${isActive(h, path) ? ' active active-branch' : ''}" role="none"><a href="${h}" role="menuitem">${l}</a></li>`,
      )
      .join('\n    ')}
   </ul></li>`;
  };
  return `<span id="hs_cos_wrapper_${name}" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_menu" style="" data-hs-cos-general-type="widget" data-hs-cos-type="menu"><div id="hs_menu_wrapper_${name}" class="hs-menu-wrapper active-branch ${flyouts ? 'flyouts' : 'no-flyouts'} hs-menu-flow-horizontal" role="navigation" data-sitemap-name="default" data-menu-id="${menuId}" aria-label="Navigation Menu">
 <ul role="menu"${items.some(([, h, c]) => isActive(h, path) || c?.some(([, x]) => isActive(x, path))) ? ' class="active-branch"' : ''}>
  ${items.map(li).join('\n  ')}
 </ul>
</div></span>`;
};

const searchField = `<div class="hs-search-field">
  <div class="hs-search-field__bar">
    <form data-hs-do-not-collect="true" action="/hs-search-results">
      <label class="hs-search-field__label show-for-sr" for="header-search-input">Search</label>
      <input role="combobox" aria-expanded="false" aria-controls="header-search-suggestions" type="text" class="hs-search-field__input" name="term" id="header-search-input" autocomplete="off" aria-label="Search" placeholder="Search repairs, models, prices">
      <input type="hidden" name="type" value="SITE_PAGE">
      <input type="hidden" name="type" value="BLOG_POST">
      <input type="hidden" name="type" value="LISTING_PAGE">
      <button class="hs-search-field__button" aria-label="Search"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="16" height="16" aria-hidden="true"><path d="M505 442.7L405.3 343c-4.5-4.5-10.6-7-17-7H372c27.6-35.3 44-79.7 44-128C416 93.1 322.9 0 208 0S0 93.1 0 208s93.1 208 208 208c48.3 0 92.7-16.4 128-44v16.3c0 6.4 2.5 12.5 7 17l99.7 99.7c9.4 9.4 24.6 9.4 33.9 0l28.3-28.3c9.4-9.4 9.4-24.6.1-34zM208 336c-70.7 0-128-57.2-128-128 0-70.7 57.2-128 128-128 70.7 0 128 57.2 128 128 0 70.7-57.2 128-128 128z"></path></svg></button>
    </form>
  </div>
  <div class="hs-search-field__suggestions-container">
    <ul class="hs-search-field__suggestions" id="header-search-suggestions" role="listbox"></ul>
  </div>
</div>`;

const header = (
  path: string,
) => `<div data-global-resource-path="${THEME}/templates/partials/header.html"><header class="header">

  <a href="#main-content" class="header__skip">Skip to content</a>

  <div class="header__top">
    <div class="header__top-container content-wrapper">
      <div id="hs_cos_wrapper_header_top_text" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-rich_text" ${MODULE_ATTRS}><span id="hs_cos_wrapper_header_top_text_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text"><p>Walk-ins welcome on London Road &middot; Call <a href="${FW_PHONE_HREF}">${FW_PHONE}</a> &middot; WhatsApp <a href="${FW_WHATSAPP_HREF}">${FW_WHATSAPP}</a></p></span></div>
    </div>
  </div>

  <div class="header__container content-wrapper">
    <div class="header__logo header__logo--main">
      <div id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-logo" ${MODULE_ATTRS}>
        <span id="hs_cos_wrapper_site_logo_hs_logo_widget" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_logo" style="" data-hs-cos-general-type="widget" data-hs-cos-type="logo"><a href="/" id="hs-link-site_logo_hs_logo_widget" style="border-width:0px;border:0px;"><img src="${FW_HUBFS}/fixwell-logo.svg" class="hs-image-widget " height="46" style="height: auto;width:170px;border-width:0px;border:0px;" width="170" alt="Fixwell – phone, tablet &amp; laptop repairs, Sheffield" title="Fixwell – phone, tablet &amp; laptop repairs, Sheffield" loading=""></a></span>
      </div>
    </div>

    <div class="header__column">
      <div class="header__row-1">
        <div class="header__search">
          <div id="hs_cos_wrapper_site_search" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" ${MODULE_ATTRS}>${searchField}</div>
        </div>
      </div>
      <div class="header__row-2">
        <div class="header--toggle header__navigation--toggle" aria-label="Open menu" role="button" tabindex="0"></div>
        <div class="header__close--toggle" aria-label="Close menu" role="button" tabindex="0"></div>
        <div class="header__navigation header--element">
          <div id="hs_cos_wrapper_navigation-primary" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" ${MODULE_ATTRS}>${menuModule('navigation-primary_', MAIN_MENU, path, true, 148207915613)}</div>
        </div>
        <div class="header__button">
          <div id="hs_cos_wrapper_header_button" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" ${MODULE_ATTRS}><a class="button button--primary" href="/book-a-repair">Book a repair</a></div>
        </div>
      </div>
    </div>
  </div>
</header></div>`;

/* ── Footer partial ─────────────────────────────────────────────────────────────────────────────────── */

const FOOTER_MENU: MenuItem[] = [
  ['Terms of repair', '/terms-of-repair'],
  ['2021 terms (archived)', '/terms-2021'],
  ['Privacy policy', '/privacy-policy'],
  ['Cookie policy', '/cookie-policy'],
  ['FAQ', '/faq'],
  ['Contact', '/contact'],
];

const footer = (
  path: string,
) => `<div data-global-resource-path="${THEME}/templates/partials/footer.html"><footer class="footer">
  <div class="footer__container content-wrapper">
    <div class="footer__columns">
      <div class="footer__column footer__column--about">
        <div id="hs_cos_wrapper_footer_contact" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-rich_text" ${MODULE_ATTRS}><span id="hs_cos_wrapper_footer_contact_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text"><h4>Fixwell Sheffield</h4>
<p>${FW_STREET}, ${FW_TOWN} ${FW_POSTCODE}</p>
<p>Tel: <a href="${FW_PHONE_HREF}">${FW_PHONE}</a><br>WhatsApp: <a href="${FW_WHATSAPP_HREF}">${FW_WHATSAPP}</a><br>Email: <a href="mailto:${FW_EMAIL}">${FW_EMAIL}</a></p></span></div>
      </div>
      <div class="footer__column footer__column--hours">
        <div id="hs_cos_wrapper_footer_hours" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-rich_text" ${MODULE_ATTRS}><span id="hs_cos_wrapper_footer_hours_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text"><h4>Shop hours</h4>
<p>Mon&ndash;Wed &amp; Fri 9:00&ndash;18:00<br>Thu 9:00&ndash;19:30<br>Sat 9:30&ndash;17:00<br>Sun 11:00&ndash;15:00</p></span></div>
      </div>
      <div class="footer__column footer__column--menu">
        <div id="hs_cos_wrapper_footer_menu" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" ${MODULE_ATTRS}>${menuModule('footer_menu_', FOOTER_MENU, path, false, 148207915844)}</div>
        <div id="hs_cos_wrapper_footer_social" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" ${MODULE_ATTRS}><div class="social-links">
  <a class="social-links__link" href="${FW_INSTAGRAM}" target="_blank" rel="noopener"><span id="hs_cos_wrapper_footer_social_instagram" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_icon social-links__icon" style="" data-hs-cos-general-type="widget" data-hs-cos-type="icon"><svg version="1.0" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 448 512" aria-labelledby="instagram1" role="img"><title id="instagram1">Follow us on Instagram</title><g><path d="M224.1 141c-63.6 0-114.9 51.3-114.9 114.9s51.3 114.9 114.9 114.9S339 319.5 339 255.9 287.7 141 224.1 141z"></path></g></svg></span></a>
  <a class="social-links__link" href="${FW_FACEBOOK}" target="_blank" rel="noopener"><span id="hs_cos_wrapper_footer_social_facebook" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_icon social-links__icon" style="" data-hs-cos-general-type="widget" data-hs-cos-type="icon"><svg version="1.0" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 512" aria-labelledby="facebook2" role="img"><title id="facebook2">Follow us on Facebook</title><g><path d="M279.1 288l14.2-92.7h-88.9v-60.1c0-25.4 12.4-50.1 52.2-50.1h40.4V6.3S260.4 0 225.4 0c-73.2 0-121.1 44.4-121.1 124.7v70.6H22.9V288h81.4v224h100.2V288z"></path></g></svg></span></a>
</div></div>
      </div>
    </div>
    <div class="footer__legal">
      <div id="hs_cos_wrapper_footer_legal" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-rich_text" ${MODULE_ATTRS}><span id="hs_cos_wrapper_footer_legal_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text"><p>&copy; 2026 ${FW_COMPANY}. Registered in England &amp; Wales, company no. ${FW_COMPANY_NO}. Registered office: ${FW_STREET}, ${FW_TOWN} ${FW_POSTCODE}. VAT no. ${FW_VAT}.</p>
<p>Fixwell is an independent repair shop and is not affiliated with Apple, Samsung or Google. <a href="javascript:;" id="hs_show_banner_button" onclick="(function(){var _hsp = window._hsp = window._hsp || [];_hsp.push(['showBanner']);})()">Cookie settings</a></p></span></div>
    </div>
  </div>
</footer></div>`;

/* ── Head and footer includes ───────────────────────────────────────────────────────────────────────── */

const HS_INLINE_CSS = `a.cta_button{-moz-box-sizing:content-box !important;-webkit-box-sizing:content-box !important;box-sizing:content-box !important;vertical-align:middle}.hs-breadcrumb-menu{list-style-type:none;margin:0px 0px 0px 0px;padding:0px 0px 0px 0px}.hs-breadcrumb-menu-item{float:left;padding:10px 0px 10px 10px}.hs-breadcrumb-menu-divider:before{content:'›';padding-left:10px}.hs-featured-image-link{border:0}.hs-featured-image{float:right;margin:0 0 20px 20px;max-width:50%}@media (max-width: 568px){.hs-featured-image{float:none;margin:0;width:100%;max-width:100%}}.hs-screen-reader-text{clip:rect(1px, 1px, 1px, 1px);height:1px;overflow:hidden;position:absolute !important;width:1px}`;

const analyticsType = (t: FixwellPage['template']) =>
  t === 'blog-post' ? 'blog-post' : t === 'blog-listing' ? 'listing-page' : 'standard-page';

const footerIncludes = (page: FixwellPage, canonical: string) => `
<!-- HubSpot performance collection script -->
<script defer src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="${FW_HUBFS}/hub_generated/template_assets/1/148207734921/${TEMPLATE_STAMP}/template_main.min.js"></script>
<script>
var hsVars = hsVars || {}; hsVars['language'] = 'en-gb';
</script>

<script src="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.js"></script>
<script src="/hs/hsstatic/keyboard-accessible-menu-flyouts/static-1.17/bundles/project.js"></script>
<script src="${FW_HUBFS}/hub_generated/module_assets/1/148207915011/1729601127340/module_accordion.min.js"></script>
<script src="/hs/hsstatic/search-field/static-1.12/bundles/project.js"></script>${
  page.hasForm
    ? `
<!--[if lte IE 8]>
<script charset="utf-8" src="https://js.hsforms.net/forms/v2-legacy.js"></script>
<![endif]-->
<script data-hs-allowed="true" src="/_hcms/forms/v2.js"></script>`
    : ''
}

<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "${analyticsType(page.template)}"]);
_hsq.push(["setCanonicalUrl", "${canonical.replace(/\//g, '\\/')}"]);
_hsq.push(["setPageId", "${page.contentId}"]);
_hsq.push(["setContentMetadata", {
    "contentPageId": ${page.contentId},
    "legacyPageId": "${page.contentId}",
    "contentFolderId": null,
    "contentGroupId": ${page.template.startsWith('blog') ? FW_BLOG_ID : 'null'},
    "abTestId": null,
    "languageVariantId": ${page.contentId},
    "languageCode": "en-gb",
}]);
</script>

<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/${FW_PORTAL}.js"></script>
<script type="text/javascript" id="hs-analytics" async defer src="//js.hs-analytics.net/analytics/1732018800000/${FW_PORTAL}.js"></script>
<!-- End of HubSpot Analytics Code -->

<script type="text/javascript">
var hsVars = {
    render_id: "7b3e9c1d-52a4-4f0e-b8d6-${String(page.contentId).slice(-12).padStart(12, '0')}",
    ticks: 1732018814672,
    page_id: ${page.contentId},
    ${page.template.startsWith('blog') ? `content_group_id: ${FW_BLOG_ID},\n    ` : ''}portal_id: ${FW_PORTAL},
    app_hs_base_url: "https://app.hubspot.com",
    cp_hs_base_url: "https://cp.hubspot.com",
    language: "en-gb",
    analytics_page_type: "${analyticsType(page.template)}",
    scp_content_type: "",
    analytics_page_id: "${page.contentId}",
    category_id: ${page.template.startsWith('blog') ? 3 : 1},
    folder_id: 0,
    is_hubspot_user: false
}
</script>

<script defer src="/hs/hsstatic/HubspotToolsMenu/static-1.354/js/index.js"></script>
`;

/** The DOM HubSpot's cookie banner script inserts at the end of the body, with its standard wording. */
const cookieBanner = `<div id="hs-eu-cookie-confirmation" class="hs-cookie-notification-position-bottom" aria-label="Cookie banner" data-hs-region="na1" role="region">
  <div id="hs-eu-cookie-confirmation-inner">
    <div id="hs-en-cookie-confirmation-buttons-area">
      <div id="hs-eu-cookie-confirmation-button-group"><a href="#" id="hs-eu-confirmation-button" role="button">Accept</a><a href="#" id="hs-eu-decline-button" role="button">Decline</a></div>
    </div>
    <div id="hs-eu-policy-wording"><p>This website stores cookies on your computer. These cookies are used to collect information about how you interact with our website and allow us to remember you. We use this information in order to improve and customize your browsing experience and for analytics and metrics about our visitors both on this website and other media. To find out more about the cookies we use, see our <a href="/privacy-policy">Privacy Policy</a>.</p><p>If you decline, your information won’t be tracked when you visit this website. A single cookie will be used in your browser to remember your preference not to be tracked.</p></div>
  </div>
</div>`;

const escAttr = (s: string) => s.replace(/&(?!\w+;|#\d+;)/g, '&amp;').replace(/"/g, '&quot;');

const bodyClasses = (page: FixwellPage) => {
  const slug = page.path === '/' ? '' : page.path.slice(1);
  const name = slug.replace(/\//g, '-') || 'home';
  if (page.template === 'blog-post')
    return `hs-content-id-${page.contentId} hs-blog-post hs-content-path-${slug.replace(/\//g, '-')} hs-content-name-${name} hs-blog-name-the-fixwell-blog hs-blog-id-${FW_BLOG_ID}`;
  if (page.template === 'blog-listing')
    return `hs-content-id-${page.contentId} hs-blog-listing hs-content-path-${slug.replace(/\//g, '-')} hs-blog-name-the-fixwell-blog hs-blog-id-${FW_BLOG_ID}`;
  if (page.template === 'system') return 'hs-content-id-0 hs-error-page system-page';
  return `hs-content-id-${page.contentId} hs-site-page page hs-content-path-${slug} hs-content-name-${name}`;
};

const moduleStyles = [
  'module_hero-banner',
  'module_callout',
  'module_pricing-cards',
  'module_accordion',
  'module_icon-list',
];

/** Lays out a page as HubSpot serves it: head includes, the header partial, the template, the footer. */
export function fixwellLayout(page: FixwellPage & { styles?: string }): SitePage {
  const canonical = `${FW_SITE}${page.path === '/' ? '' : page.path}`;
  const title = page.title;
  const description = escAttr(page.description);
  const jsonLd = page.post
    ? `
    <script type="application/ld+json">
{
  "@context": "https://schema.org",
  "@type": "BlogPosting",
  "mainEntityOfPage": { "@type": "WebPage", "@id": "${canonical}" },
  "headline": "${page.post.headline
    .replace(/&amp;/g, '&')
    .replace(/&ndash;/g, '–')
    .replace(/"/g, '\\"')}",
  "image": { "@type": "ImageObject", "url": "${FW_HUBFS}/blog/${page.path.split('/').pop()}.jpg" },
  "datePublished": "${page.post.published}",
  "dateModified": "${page.post.published}",
  "author": { "@type": "Person", "name": "${page.post.author}" },
  "publisher": { "@type": "Organization", "name": "${FW_NAME}", "logo": { "@type": "ImageObject", "url": "${FW_HUBFS}/fixwell-logo.svg" } }
}
</script>`
    : '';
  const html = `<!doctype html><html lang="en-gb"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="${FW_HUBFS}/fixwell-favicon.png">
    <meta name="description" content="${description}">

    <meta name="viewport" content="width=device-width, initial-scale=1">

    <meta property="og:description" content="${description}">
    <meta property="og:title" content="${escAttr(title)}">
    <meta name="twitter:description" content="${description}">
    <meta name="twitter:title" content="${escAttr(title)}">

    <style>
${HS_INLINE_CSS}
</style>

<link rel="stylesheet" href="${FW_HUBFS}/hub_generated/template_assets/1/148207734920/${TEMPLATE_STAMP}/template_main.min.css">
${moduleStyles.map((m, i) => `<link rel="stylesheet" href="${FW_HUBFS}/hub_generated/module_assets/1/14820791${5011 + i}/1729601127340/${m}.min.css">`).join('\n')}
<link rel="stylesheet" href="/hs/hsstatic/cos-search-field/static-1.12/css/search-field.css">
${
  page.styles
    ? `<style>
${page.styles}
</style>
`
    : ''
}${jsonLd}
<link rel="canonical" href="${canonical}">

<meta property="og:image" content="${FW_HUBFS}/fixwell-shopfront-london-road.jpg">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:url" content="${canonical}">
<meta name="twitter:card" content="summary_large_image">${
    page.template.startsWith('blog')
      ? `\n<link rel="alternate" type="application/rss+xml" href="${FW_SITE}/blog/rss.xml">`
      : ''
  }
<meta http-equiv="content-language" content="en-gb">

<meta name="generator" content="HubSpot"></head>
  <body>
    <div class="body-wrapper   ${bodyClasses(page)}">

      ${header(page.path)}

      ${page.main}

      ${footer(page.path)}

    </div>
${footerIncludes(page, canonical)}
${cookieBanner}
  </body></html>`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}
