import type { SitePage } from './site-server.ts';

export type CasanuovaLanguage = 'en' | 'it';

/** A page of Casanuova Cookery School before layout: what Drupal renders in the main content block. */
export interface CasanuovaPage {
  path: string;
  lang: CasanuovaLanguage;
  /** The node or view title: the browser title, the page title block and the last breadcrumb. */
  title: string;
  description: string;
  /** Drupal's system path (node/12, journal, contact): printed in drupalSettings and in the menu links. */
  system: string;
  /** The body classes Olivero derives from the route: path-node page-node-type-class, path-journal… */
  bodyClass: string;
  /** Breadcrumbs between Home and the page (path-based breadcrumbs: the current page is not listed). */
  trail?: [label: string, href: string][];
  /** The front page prints no page title block. */
  hideTitle?: boolean;
  /** The system main block's content: a node, a view or a webform. */
  content: string;
  /** Blocks of the content_below region (the front page's journal view). */
  below?: string;
  unlisted?: boolean;
}

export const CASANUOVA_SITE = 'https://www.casanuova-cookery.test';
export const CASANUOVA_PHONE = '+39 0577 184 226';
export const CASANUOVA_PHONE_HREF = 'tel:+390577184226';
export const CASANUOVA_MOBILE = '+39 333 918 4471';
export const CASANUOVA_WHATSAPP_HREF = 'https://wa.me/393339184471';
export const CASANUOVA_EMAIL = 'hello@casanuova-cookery.test';
export const CASANUOVA_VAT = 'IT01392670527';
/** The Bókun booking widget every "Book now" button opens. */
export const CASANUOVA_BOOKING = 'https://widgets.bokun.example/online-sales/7c41e2d0-casanuova';

/**
 * The nodes translated into Italian, as [en, it]: hreflang alternates and the language switcher's targets.
 * A page of no pair has no translation: the switcher (Language Switcher Extended, "link to the front page of
 * the other language") then points to the other language's front page, marked untranslated.
 */
const translations: [en: string, it: string][] = [
  ['/', '/it'],
  ['/classes/pasta-and-sauces', '/it/corsi/pasta-e-sughi'],
  ['/classes/a-day-in-the-tuscan-kitchen', '/it/corsi/una-giornata-in-cucina'],
  ['/classes/private-classes', '/it/corsi/lezioni-private'],
  ['/getting-here', '/it/come-arrivare'],
  ['/faq', '/it/domande-frequenti'],
  ['/contact', '/it/contatti'],
];
const frontOf: Record<CasanuovaLanguage, string> = { en: '/', it: '/it' };

function alternatesOf(page: CasanuovaPage): Partial<Record<CasanuovaLanguage, string>> {
  const pair = translations.find((p) => p.includes(page.path));
  if (!pair) return { [page.lang]: page.path };
  return { en: pair[0], it: pair[1] };
}

const words = {
  en: {
    skip: 'Skip to main content',
    menu: 'Menu',
    mainMenu: 'Main Menu',
    mainNavigation: 'Main navigation',
    subNavigation: 'sub-navigation',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    search: 'Search',
    searchLabel: 'Search by keyword or phrase.',
    sticky: 'Sticky header',
    footerMenu: 'Footer',
    languages: 'Language switcher',
    powered: 'Powered by',
    newsletter: 'Seasonal recipes in your inbox',
    newsletterText:
      'Four letters a year from the farmhouse: recipes, new dates and the olive harvest. No spam, unsubscribe with one click.',
    email: 'Email address',
    subscribe: 'Subscribe',
    follow: 'Follow us',
  },
  it: {
    skip: 'Salta al contenuto principale',
    menu: 'Menu',
    mainMenu: 'Menu principale',
    mainNavigation: 'Navigazione principale',
    subNavigation: 'sotto-navigazione',
    breadcrumb: 'Briciole di pane',
    home: 'Home',
    search: 'Cerca',
    searchLabel: 'Cerca per parola chiave o frase.',
    sticky: 'Intestazione fissa',
    footerMenu: 'Piè di pagina',
    languages: 'Selettore lingua',
    powered: 'Realizzato con',
    newsletter: 'Ricette di stagione nella tua casella',
    newsletterText:
      'Quattro lettere all’anno dalla fattoria: ricette, nuove date e la raccolta delle olive. Niente spam, ti cancelli con un clic.',
    email: 'Indirizzo email',
    subscribe: 'Iscriviti',
    follow: 'Seguici',
  },
} as const;

/** A text field of a node or paragraph: CKEditor 5 output inside Drupal's field wrappers. */
export const textField = (name: string, html: string) =>
  `<div class="text-content clearfix field field--name-${name} field--type-text-long field--label-hidden field__item">${html}</div>`;

/** The node's body field (text with summary). */
export const bodyField = (html: string) =>
  `<div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div>`;

/** A field shown with an inline label, as the class content type prints price, days and group size. */
export const inlineField = (name: string, label: string, value: string, type = 'string') =>
  `<div class="field field--name-field-${name} field--type-${type} field--label-inline clearfix">
    <div class="field__label">${label}</div>
              <div class="field__item">${value}</div>
          </div>`;

/** A multi-value field with an inline label. */
export const inlineListField = (name: string, label: string, values: string[]) =>
  `<div class="field field--name-field-${name} field--type-list-string field--label-inline clearfix">
    <div class="field__label">${label}</div>
          <div class="field__items">
${values.map((v) => `              <div class="field__item">${v}</div>`).join('\n')}
          </div>
      </div>`;

/** A table as CKEditor 5 saves it: a `<figure class="table">`, header cells in `<thead>`. */
export const ckTable = (head: string[], rows: string[][], caption?: string) =>
  `<figure class="table"><table>${caption ? `<caption>${caption}</caption>` : ''}<thead><tr>${head
    .map((h) => `<th>${h}</th>`)
    .join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table></figure>`;

let paragraphCount = 0;

/** A Paragraphs item of the node's field_sections, rendered in its default view mode. */
export const paragraph = (type: string, inner: string) =>
  `<div class="field__item">  <div class="paragraph paragraph--type--${type} paragraph--view-mode--default" data-paragraph-id="${++paragraphCount + 40}">
          ${inner}
      </div>
</div>`;

/** The node's field_sections: a list of paragraphs. */
export const sections = (items: string[]) =>
  `<div class="field field--name-field-sections field--type-entity-reference-revisions field--label-hidden field__items">
${items.join('\n')}
</div>`;

/**
 * FAQ items: paragraphs of type faq_item shown through Field Group as Olivero `<details>`, saved closed
 * (no `open` attribute), the answer a text field inside the details wrapper.
 */
export const faqDetails = (items: [question: string, answer: string][]) =>
  sections(
    items.map(([q, a], i) =>
      paragraph(
        'faq-item',
        `<details class="olivero-details js-form-wrapper form-wrapper" data-once="details" id="edit-group-faq-${i + 1}">
    <summary role="button" aria-controls="edit-group-faq-${i + 1}" aria-expanded="false" aria-pressed="false" class="olivero-details__summary">${q}<span class="required-mark"></span></summary>
    <div class="olivero-details__wrapper details-wrapper">
      <div class="olivero-details__content details-description">
${textField('answer', a)}
      </div>
    </div>
  </details>`,
      ),
    ),
  );

const olivioDate = (iso: string, lang: CasanuovaLanguage) => {
  const months =
    lang === 'en'
      ? 'January February March April May June July August September October November December'
      : 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre';
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  // Olivero's "olivero_medium" date format, "j F, Y", with its stray comma.
  return `${d} ${months.split(' ')[(m ?? 1) - 1]}, ${y}`;
};

interface NodeOptions {
  nid: number;
  bundle: string;
  lang: CasanuovaLanguage;
  /** Submitted by / on, for articles (display_submitted). */
  submitted?: { author: string; uid: number; created: string };
  promoted?: boolean;
  fields: string;
}

/** A node in the full view mode as Olivero's node.html.twig prints it. */
export const nodeFull = ({ nid, bundle, lang, submitted, promoted, fields }: NodeOptions) =>
  `<article data-history-node-id="${nid}" class="node node--type-${bundle}${promoted ? ' node--promoted' : ''} node--view-mode-full" lang="${lang}">
${
  submitted
    ? `  <header class="">
        <div class="node__meta">
              <article class="profile">
  </article>

      <span>
        <span class="field field--name-uid field--type-entity-reference field--label-hidden"><a title="View user profile." href="/user/${submitted.uid}" class="username">${submitted.author}</a></span>

      </span>
      <span class="node__meta-date">
        <span class="field field--name-created field--type-created field--label-hidden"><time datetime="${submitted.created}" title="${submitted.created.slice(0, 16).replace('T', ' ')}" class="datetime">${olivioDate(submitted.created, lang)}</time>
</span>

      </span>
          </div>
      </header>`
    : ''
}
  <div class="node__content">
${fields}
  </div>
</article>`;

interface TeaserOptions {
  nid: number;
  bundle: string;
  href: string;
  title: string;
  lang: CasanuovaLanguage;
  submitted?: { author: string; uid: number; created: string };
  image?: [src: string, alt: string];
  summary: string;
  more: string;
}

/** A node in the teaser view mode, as the views of classes and journal posts list them. */
export const teaser = ({ nid, bundle, href, title, lang, submitted, image, summary, more }: TeaserOptions) =>
  `<div class="views-row"><article data-history-node-id="${nid}" class="node node--type-${bundle} node--promoted node--view-mode-teaser teaser" lang="${lang}">
  <header>
          <h2 class="node__title teaser__title">
        <a href="${href}" rel="bookmark"><span class="field field--name-title field--type-string field--label-hidden">${title}</span>
</a>
      </h2>
${
  submitted
    ? `          <div class="node__meta">
        <span><span class="field field--name-uid field--type-entity-reference field--label-hidden"><span>${submitted.author}</span></span></span>
        <span class="node__meta-date"><span class="field field--name-created field--type-created field--label-hidden"><time datetime="${submitted.created}" class="datetime">${olivioDate(submitted.created, lang)}</time></span></span>
      </div>`
    : ''
}
  </header>
  <div class="node__content teaser__content">
${
  image
    ? `<div class="field field--name-field-image field--type-image field--label-hidden field__item">  <a href="${href}" hreflang="${lang}"><img loading="lazy" src="/sites/default/files/styles/olivero_teaser/public/${image[0]}?itok=Qz81Lx_a" width="500" height="333" alt="${image[1]}" class="image-style-olivero-teaser" />
</a>
</div>`
    : ''
}
${bodyField(summary)}
  <div class="node__links">
    <ul class="links inline"><li class="node-readmore"><a href="${href}" rel="tag" title="${title}" hreflang="${lang}">${more}<span class="visually-hidden"> about ${title}</span></a></li></ul>
  </div>
  </div>
</article>
</div>`;

/** A Views page display: header area, rows, footer area. */
export const viewPage = (id: string, display: string, rows: string, header = '', footer = '') =>
  `<div class="views-element-container"><div class="view view-${id} view-id-${id} view-display-id-${display} js-view-dom-id-${id}${display}a9f3e1c0d8b7">
${header ? `      <div class="view-header">\n      ${header}\n    </div>` : ''}
      <div class="view-content">
      ${rows}
    </div>
${footer ? `      <div class="view-footer">\n      ${footer}\n    </div>` : ''}
</div>
</div>`;

type MenuItem = [label: string, href: string, children?: [string, string][]];

const menus: Record<CasanuovaLanguage, MenuItem[]> = {
  en: [
    ['Home', '/'],
    [
      'Classes',
      '/classes',
      [
        ['Pasta &amp; Sauces', '/classes/pasta-and-sauces'],
        ['A Day in the Tuscan Kitchen', '/classes/a-day-in-the-tuscan-kitchen'],
        ['Private classes &amp; groups', '/classes/private-classes'],
        ['Cookery weeks', '/cookery-weeks'],
      ],
    ],
    ['Dates &amp; times', '/calendar'],
    ['The farmhouse', '/the-farmhouse'],
    ['Gift vouchers', '/gift-vouchers'],
    [
      'About',
      '/about-us',
      [
        ['Our story', '/about-us'],
        ['Journal', '/journal'],
        ['FAQ', '/faq'],
      ],
    ],
    ['Getting here', '/getting-here'],
    ['Contact', '/contact'],
  ],
  it: [
    ['Home', '/it'],
    [
      'Corsi',
      '/it/corsi/pasta-e-sughi',
      [
        ['Pasta e sughi', '/it/corsi/pasta-e-sughi'],
        ['Una giornata in cucina', '/it/corsi/una-giornata-in-cucina'],
        ['Lezioni private e gruppi', '/it/corsi/lezioni-private'],
        ['Corsi serali', '/it/corsi-serali'],
        ['Cookery weeks (in inglese)', '/cookery-weeks'],
      ],
    ],
    ['Date e orari (EN)', '/calendar'],
    ['Buoni regalo (EN)', '/gift-vouchers'],
    ['Come arrivare', '/it/come-arrivare'],
    ['Domande frequenti', '/it/domande-frequenti'],
    ['Contatti', '/it/contatti'],
  ],
};

let menuItemId = 10;

/** Olivero's primary navigation: nested menus, a toggle button and the 🥕 hover bridge per parent. */
function primaryNav(page: CasanuovaPage): string {
  const w = words[page.lang];
  const link = (label: string, href: string, level: number, parent: boolean) => {
    const current = href === page.path;
    return `<a href="${href}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-${level}${current ? ' is-active' : ''}${parent ? ' primary-nav__menu-link--has-children' : ''}"${parent ? ' data-drupal-selector="primary-nav-menu-link-has-children"' : ''} data-drupal-link-system-path="${href === frontOf[page.lang] ? '&lt;front&gt;' : href.replace(/^\/(it\/)?/, '')}"${current ? ' aria-current="page"' : ''}>            <span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-${level}">${label}</span>
          </a>`;
  };
  const items = menus[page.lang]
    .map(([label, href, children]) => {
      if (!children)
        return `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1">
                        ${link(label, href, 1, false)}
              </li>`;
      const id = `primary-menu-item-${++menuItemId}`;
      return `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1 primary-nav__menu-item--has-children" data-drupal-selector="primary-nav-menu-item-has-children">
                        ${link(label, href, 1, true)}
                                      <button class="primary-nav__button-toggle" data-drupal-selector="primary-nav-submenu-toggle-button" aria-controls="${id}" aria-expanded="false" aria-hidden="true" tabindex="-1">
                <span class="visually-hidden">${label} ${w.subNavigation}</span>
                <span class="icon--menu-toggle"></span>
              </button>
                          <span data-drupal-selector="primary-nav-menu-🥕" class="primary-nav__menu-🥕"></span>
                  <ul class="menu primary-nav__menu primary-nav__menu--level-2" data-drupal-selector="primary-nav-menu--level-2" id="${id}">
${children
  .map(
    ([
      cl,
      ch,
    ]) => `          <li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-2">
                        ${link(cl, ch, 2, false)}
              </li>`,
  )
  .join('\n')}
        </ul>
              </li>`;
    })
    .join('\n');
  return `<nav  role="navigation" aria-labelledby="block-olivero-main-menu-menu" id="block-olivero-main-menu" class="primary-nav block block-menu navigation menu--main">
            
  <h2 class="visually-hidden block__title" id="block-olivero-main-menu-menu">${w.mainNavigation}</h2>
  
        
          <ul  class="menu primary-nav__menu primary-nav__menu--level-1" data-drupal-selector="primary-nav-menu--level-1">
${items}
          </ul>
  


  </nav>`;
}

/** Drupal's language switcher block (URL negotiation), with Language Switcher Extended for untranslated nodes. */
function languageSwitcher(page: CasanuovaPage): string {
  const alternates = alternatesOf(page);
  const names: Record<CasanuovaLanguage, string> = { en: 'English', it: 'Italiano' };
  const items = (['en', 'it'] as const)
    .map((lang) => {
      const current = lang === page.lang;
      const href = alternates[lang] ?? frontOf[lang];
      const untranslated = !alternates[lang];
      return `<li hreflang="${lang}" data-drupal-link-system-path="${page.system}" class="${lang}${current ? ' is-active' : ''}"${current ? ' aria-current="page"' : ''}><a href="${href}" class="language-link${current ? ' is-active' : ''}${untranslated ? ' language-link--untranslated' : ''}" hreflang="${lang}" data-drupal-link-system-path="${untranslated ? '&lt;front&gt;' : page.system}"${current ? ' aria-current="page"' : ''}>${names[lang]}</a></li>`;
    })
    .join('');
  return `<div class="language-switcher-language-url block block-language block-language-blocklanguage-interface" id="block-olivero-languageswitcher" role="navigation" aria-label="${words[page.lang].languages}">
  
    
      <div class="block__content">
      <ul class="links">${items}</ul>
    </div>
  </div>`;
}

function hreflangs(page: CasanuovaPage): string {
  const alternates = alternatesOf(page);
  return (['en', 'it'] as const)
    .filter((lang) => alternates[lang])
    .map(
      (lang) =>
        `<link rel="alternate" hreflang="${lang}" href="${CASANUOVA_SITE}${alternates[lang] === '/' ? '/' : alternates[lang]}" />`,
    )
    .join('\n');
}

function breadcrumb(page: CasanuovaPage): string {
  if (page.path === frontOf[page.lang]) return '';
  const trail: [string, string][] = [[words[page.lang].home, frontOf[page.lang]], ...(page.trail ?? [])];
  return `<div class="region region--breadcrumb grid-full layout--pass--content-medium">
    <div id="block-olivero-breadcrumbs" class="block block-system block-system-breadcrumb-block">
  
    
      <div class="block__content">
        <nav class="breadcrumb" role="navigation" aria-labelledby="system-breadcrumb">
    <h2 id="system-breadcrumb" class="visually-hidden">${words[page.lang].breadcrumb}</h2>
    <div class="breadcrumb__content">
      <ol class="breadcrumb__list">
${trail.map(([label, href]) => `                  <li class="breadcrumb__item">\n                      <a href="${href}" class="breadcrumb__link">${label}</a>\n                  </li>`).join('\n')}
            </ol>
    </div>
  </nav>

    </div>
  </div>

  </div>`;
}

/** The footer's custom block (block_content "contact_info"), translated with Content Translation. */
const contactBlock: Record<CasanuovaLanguage, string> = {
  en: `<p><strong>Casanuova Cookery School</strong><br>Casanuova Cucina S.r.l. · Località Casanuova 7, 53020 Vallerana (SI), Italy</p>
<p>Tel. <a href="${CASANUOVA_PHONE_HREF}">${CASANUOVA_PHONE}</a> · WhatsApp <a href="${CASANUOVA_WHATSAPP_HREF}">${CASANUOVA_MOBILE}</a> · <a href="mailto:${CASANUOVA_EMAIL}">${CASANUOVA_EMAIL}</a></p>
<p>Office: Mon–Fri 9am–5pm, Sat 9am–12 noon (Italian time)</p>
<p>P.IVA / VAT no. ${CASANUOVA_VAT} · REA SI-143877</p>`,
  it: `<p><strong>Casanuova Cookery School – Scuola di cucina</strong><br>Casanuova Cucina S.r.l. · Località Casanuova 7, 53020 Vallerana (SI)</p>
<p>Tel. <a href="${CASANUOVA_PHONE_HREF}">${CASANUOVA_PHONE}</a> · WhatsApp <a href="${CASANUOVA_WHATSAPP_HREF}">${CASANUOVA_MOBILE}</a> · <a href="mailto:${CASANUOVA_EMAIL}">${CASANUOVA_EMAIL}</a></p>
<p>Ufficio: lun–ven 9–17, sab 9–12</p>
<p>P.IVA ${CASANUOVA_VAT} · REA SI-143877</p>`,
};

const footerMenu: Record<CasanuovaLanguage, [string, string][]> = {
  en: [
    ['Terms &amp; conditions', '/terms-and-conditions'],
    ['Privacy policy', '/privacy-policy'],
    ['Cookie policy', '/cookie-policy'],
    ['FAQ', '/faq'],
    ['Contact', '/contact'],
  ],
  it: [
    ['Termini e condizioni (EN)', '/terms-and-conditions'],
    ['Privacy (EN)', '/privacy-policy'],
    ['Cookie policy (EN)', '/cookie-policy'],
    ['Domande frequenti', '/it/domande-frequenti'],
    ['Contatti', '/it/contatti'],
  ],
};

function footer(page: CasanuovaPage): string {
  const w = words[page.lang];
  const lang = page.lang;
  return `<footer class="site-footer">
        <div class="site-footer__inner container">
            <div class="region region--footer-top grid-full">
    <div class="region--footer_top__inner">
      <div id="block-olivero-contactinfo" class="block block-block-content block-block-content3b0f4a2e-1d7c-4e55-9a6b-0c2f8e1d5a47">
  
    
      <div class="block__content">
      
${textField('body', contactBlock[lang])}
      
    </div>
  </div>
<div class="simplenews-subscriber-form block block-simplenews block-simplenews-subscription-block" data-drupal-selector="simplenews-subscriber-form" id="block-olivero-newsletter">
  
      <h2 class="block__title">${w.newsletter}</h2>
    
      <div class="block__content">
      <form class="simplenews-subscriber-form" data-drupal-selector="simplenews-subscriptions-block-newsletter" action="${page.path}" method="post" id="simplenews-subscriptions-block-newsletter" accept-charset="UTF-8">
  <div class="field--type-simplenews-subscription field--name-subscriptions field--widget-simplenews-subscription-select js-form-wrapper form-wrapper" data-drupal-selector="edit-subscriptions-wrapper" id="edit-subscriptions-wrapper"></div>
<div id="edit-message" class="js-form-item form-item js-form-type-item form-type--item js-form-item-message form-item--message form-item--no-label">
        ${w.newsletterText}
        </div>
<div class="field--type-email field--name-mail field--widget-email-default js-form-wrapper form-wrapper" data-drupal-selector="edit-mail-wrapper" id="edit-mail-wrapper">      <div class="js-form-item form-item js-form-type-email form-type--email js-form-item-mail-0-value form-item--mail-0-value">
      <label for="edit-mail-0-value" class="form-item__label js-form-required form-required">${w.email}</label>
        <input data-drupal-selector="edit-mail-0-value" type="email" id="edit-mail-0-value" name="mail[0][value]" value="" size="60" maxlength="254" placeholder="" class="form-email required form-element form-element--type-email form-element--api-email" required="required" aria-required="true" />

        </div>

  </div>
<input autocomplete="off" data-drupal-selector="form-x1xmsr-bcp8" type="hidden" name="form_build_id" value="form-X1xMsR-bCP8_4nV0kq2m9aYtLzH3cW7uJfD5eQgT" />
<input data-drupal-selector="edit-simplenews-subscriptions-block-newsletter" type="hidden" name="form_id" value="simplenews_subscriptions_block_newsletter" />
<div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions"><input class="button button--primary js-form-submit form-submit" data-drupal-selector="edit-submit" type="submit" id="edit-submit" name="op" value="${w.subscribe}" />
</div>

</form>

    </div>
  </div>
<nav  role="navigation" aria-labelledby="block-olivero-footer-menu" id="block-olivero-footer" class="block block-menu navigation menu--footer">
            
  <h2 class="visually-hidden block__title" id="block-olivero-footer-menu">${w.footerMenu}</h2>
  
        
              <ul class="menu">
${footerMenu[lang].map(([label, href]) => `                    <li class="menu__item">\n        <a href="${href}" class="menu__link" data-drupal-link-system-path="${href.slice(1)}">${label}</a>\n              </li>`).join('\n')}
          </ul>
  


  </nav>
<div id="block-olivero-social" class="block block-block-content block-block-content8e2d1c5b-7a90-4f3e-b6d1-2c4a9e0f7b13">
  
      <h2 class="block__title">${w.follow}</h2>
    
      <div class="block__content">
      
${textField('body', '<p><a href="https://www.instagram.example/casanuovacookery">Instagram</a> · <a href="https://www.facebook.example/casanuovacookeryschool">Facebook</a> · <a href="https://www.tripadvisor.example/Attraction_Review-g194808-d6912337">Tripadvisor</a></p>')}
      
    </div>
  </div>

    </div>
  </div>

            <div class="region region--footer-bottom grid-full">
    <div id="block-olivero-powered" class="block block-system block-system-powered-by-block">
  
    
        
          <span>${w.powered} <a href="https://www.drupal.org">Drupal</a></span>
    
    
  </div>

  </div>

    </div>
  </footer>`;
}

/** EU Cookie Compliance's banner, its default text never changed and never translated. */
const cookieBanner = `<div id="sliding-popup" role="alertdialog" aria-describedby="popup-text" class="sliding-popup-bottom eu-cookie-compliance-banner eu-cookie-compliance-banner-info eu-cookie-compliance-banner--opt-in" style="width: 100%; bottom: 0px;"><div>
  <div class="popup-content info eu-cookie-compliance-content">
        <div id="popup-text" class="eu-cookie-compliance-message" role="document">
      <h2>We use cookies on this site to enhance your user experience</h2><p>By clicking the Accept button, you agree to us doing so.</p>
              <button type="button" class="find-more-button eu-cookie-compliance-more-button">More info</button>
          </div>

    
    <div id="popup-buttons" class="eu-cookie-compliance-buttons">
            <button type="button" class="agree-button eu-cookie-compliance-secondary-button button button--small">Accept</button>
              <button type="button" class="decline-button eu-cookie-compliance-default-button button button--small button--primary">No, thanks</button>
          </div>
  </div>
</div></div>`;

const drupalSettings = (page: CasanuovaPage) =>
  JSON.stringify({
    path: {
      baseUrl: '/',
      pathPrefix: page.lang === 'it' ? 'it/' : '',
      currentPath: page.system,
      currentPathIsAdmin: false,
      isFront: page.path === frontOf[page.lang],
      currentLanguage: page.lang,
    },
    pluralDelimiter: '\u0003',
    suppressDeprecationErrors: true,
    eu_cookie_compliance: {
      cookie_policy_version: '1.0.0',
      popup_enabled: true,
      popup_agreed_enabled: false,
      popup_hide_agreed: false,
      popup_clicking_confirmation: false,
      popup_scrolling_confirmation: false,
      popup_html_info:
        '<div aria-labelledby="popup-text" class="eu-cookie-compliance-banner eu-cookie-compliance-banner-info eu-cookie-compliance-banner--opt-in">…</div>',
      use_mobile_message: false,
      popup_link: '/cookie-policy',
      popup_link_new_window: true,
      popup_position: false,
      popup_language: page.lang,
      method: 'opt_in',
      cookie_lifetime: 100,
      cookie_name: '',
      domain: '',
    },
    ajaxTrustedUrl: { [page.path]: true },
    user: { uid: 0, permissionsHash: '5c0f7e1a9b3d2e4f6a8c0b1d3e5f7a9c2b4d6e8f0a1c3e5b7d9f1a3c5e7b9d1f' },
  });

/**
 * The whole document as Drupal 10 with the Olivero theme prints it: hreflang alternates, canonical and
 * drupalSettings in the head; the skip link; the sticky header with the branding block, the primary
 * navigation, the search block and the language switcher; breadcrumbs; the page title block; the system
 * main block in `<main>`; the footer regions; the EU Cookie Compliance banner.
 */
export function casanuovaLayout(page: CasanuovaPage): SitePage {
  const w = words[page.lang];
  const lang = page.lang;
  const html = `<!DOCTYPE html>
<html lang="${lang}" dir="ltr" style="--color--primary-hue:24;--color--primary-saturation:62%;--color--primary-lightness:38">
  <head>
    <meta charset="utf-8" />
<noscript><style>form.antibot * :not(.antibot-message) { display: none !important; }</style>
</noscript><meta name="description" content="${page.description}" />
<link rel="canonical" href="${CASANUOVA_SITE}${page.path}" />
<meta property="og:site_name" content="Casanuova Cookery School" />
<meta property="og:title" content="${page.title}" />
<meta property="og:image" content="${CASANUOVA_SITE}/sites/default/files/2024-02/casanuova-kitchen-table.jpg" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="icon" href="/core/themes/olivero/favicon.ico" type="image/vnd.microsoft.icon" />
${hreflangs(page)}
<link rel="shortlink" href="${CASANUOVA_SITE}${lang === 'it' ? '/it' : ''}/${page.system}" />

    <title>${page.title} | Casanuova Cookery School</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_8w7TqV2mZx0rS4kLfJd1bNc3aYpHe6uGiO9sQvXtE5A.css?delta=0&amp;language=${lang}&amp;theme=olivero&amp;include=eJxdjEEOwyAMBD-E4ElocwwY8JqQ3-fQVmp7GWlGq8U5n2Hg" />
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_3kPqW9vZbN1xR7tLcHf0dMa2sYeJ5uGiO8nQwXyE4B.css?delta=1&amp;language=${lang}&amp;theme=olivero&amp;include=eJxdjEEOwyAMBD-E4ElocwwY8JqQ3-fQVmp7GWlGq8U5n2Hg" />

    
<link rel="preload" href="/core/themes/olivero/fonts/metropolis/Metropolis-Regular.woff2" as="font" type="font/woff2" crossorigin>
<link rel="preload" href="/core/themes/olivero/fonts/metropolis/Metropolis-SemiBold.woff2" as="font" type="font/woff2" crossorigin>
<link rel="preload" href="/core/themes/olivero/fonts/lora/lora-v14-latin-regular.woff2" as="font" type="font/woff2" crossorigin>
    <noscript><link rel="stylesheet" href="/core/themes/olivero/css/components/navigation/nav-primary-no-js.css?t4nq2x" />
</noscript>
  </head>
  <body class="${page.bodyClass}">
        <a href="#main-content" class="visually-hidden focusable skip-link">
      ${w.skip}
    </a>
    
      <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
    
<div id="page-wrapper" class="page-wrapper">
  <div id="page">

          <header id="header" class="site-header" data-drupal-selector="site-header" role="banner">

                <div class="site-header__fixable" data-drupal-selector="site-header-fixable">
          <div class="site-header__initial">
            <button class="sticky-header-toggle" data-drupal-selector="sticky-header-toggle" role="switch" aria-controls="site-header__inner" aria-label="${w.sticky}" aria-checked="false">
              <span class="sticky-header-toggle__icon">
                <span></span>
                <span></span>
                <span></span>
              </span>
            </button>
          </div>

                    <div id="site-header__inner" class="site-header__inner" data-drupal-selector="site-header-inner">
            <div class="container site-header__inner__container">

              
<div id="block-olivero-site-branding" class="site-branding block block-system block-system-branding-block">
  
    
    <div class="site-branding__inner">
          <a href="${frontOf[lang]}" rel="home" class="site-branding__logo">
        <img src="/sites/default/files/casanuova-logo-terracotta.png" alt="${w.home}" fetchpriority="high" />
      </a>
              <div class="site-branding__text">
        <div class="site-branding__name">
          <a href="${frontOf[lang]}" rel="home" title="${w.home}">Casanuova Cookery School</a>
        </div>
                  <div class="site-branding__slogan">${lang === 'it' ? 'Cucina toscana di casa, in Val d’Orcia' : 'Tuscan home cooking in the Val d’Orcia'}</div>
              </div>
      </div>
</div>

<div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div>


                              <div class="mobile-buttons" data-drupal-selector="mobile-buttons">
                  <button class="mobile-nav-button" data-drupal-selector="mobile-nav-button" aria-label="${w.mainMenu}" aria-controls="header-nav" aria-expanded="false">
                    <span class="mobile-nav-button__label">${w.menu}</span>
                    <span class="mobile-nav-button__icon"></span>
                  </button>
                </div>

                <div id="header-nav" class="header-nav" data-drupal-selector="header-nav">
                  
<div class="search-block-form block block-search-narrow" data-drupal-selector="search-block-form" id="block-olivero-search-form-narrow" role="search">
  
    
      <div class="content">
      <form action="${lang === 'it' ? '/it' : ''}/search/node" method="get" id="search-block-form" accept-charset="UTF-8" class="search-form search-block-form">
  <div class="js-form-item form-item js-form-type-search form-type--search js-form-item-keys form-item--keys form-item--no-label">
      <label for="edit-keys" class="form-item__label visually-hidden">${w.search}</label>
        <input title="${w.searchLabel}" data-drupal-selector="edit-keys" type="search" id="edit-keys" name="keys" value="" size="15" maxlength="128" class="form-search form-element form-element--type-search form-element--api-search" />

        </div>
<div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions--2"><button class="button--primary search-form__submit button js-form-submit form-submit" data-drupal-selector="edit-submit" type="submit" id="edit-submit--2" value="${w.search}">
    <span class="icon--search"></span>
    <span class="visually-hidden">${w.search}</span>
</button>

</div>

</form>

    </div>
  </div>
${primaryNav(page)}
${languageSwitcher(page)}

                </div>
                          </div>
          </div>
        </div>
      </header>
    
    <div id="main-wrapper" class="layout-main-wrapper layout-container">
      <div id="main" class="layout-main">
        <div class="main-content">
          <a id="main-content" tabindex="-1"></a>
          
            <div class="region region--highlighted grid-full layout--pass--content-medium">
    <div data-drupal-messages-fallback class="hidden messages-list"></div>

  </div>

          ${breadcrumb(page)}

          ${
            page.hideTitle
              ? ''
              : `  <div class="region region--content-above grid-full layout--pass--content-medium">
    
<div id="block-olivero-page-title" class="block block-core block-page-title-block">
  
  

  <h1 class="title page-title">
<span class="field field--name-title field--type-string field--label-hidden">${page.title}</span>
</h1>


  
</div>

  </div>`
          }
          <main role="main">
            
            <div class="region region--content grid-full layout--pass--content-medium" id="content">
    <div id="block-olivero-content" class="block block-system block-system-main-block">
  
    
      <div class="block__content">
      ${page.content}
    </div>
  </div>

  </div>

            ${page.below ? `<div class="region region--content-below grid-full layout--pass--content-medium">\n${page.below}\n  </div>` : ''}
          </main>
          
        </div>
      </div>
    </div>

    ${footer(page)}

    <div class="overlay" data-drupal-selector="overlay"></div>

  </div>
</div>

  </div>

    ${cookieBanner}
    <script type="application/json" data-drupal-selector="drupal-settings-json">${drupalSettings(page)}</script>
<script src="/sites/default/files/js/js_Hq5tXb2nM8vLc0kRz7wJdFa1sYe3uGi9oP4QxNy6E2A.js?scope=footer&amp;delta=0&amp;language=${lang}&amp;theme=olivero&amp;include=eJxdjEEOwyAMBD-E4ElocwwY8JqQ3-fQVmp7GWlGq8U5n2Hg"></script>
<script src="/modules/contrib/eu_cookie_compliance/js/eu_cookie_compliance.min.js?v=10.3.6" defer></script>

  </body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}

/** Olivero's 404 page: the system's "Page not found" with the header and footer of the site. */
export const casanuovaNotFound = `<!DOCTYPE html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <title>Page not found | Casanuova Cookery School</title>
  </head>
  <body class="path-system">
    <div id="page-wrapper" class="page-wrapper"><div id="page">
    <header id="header" class="site-header" role="banner"><div class="site-branding__name"><a href="/" rel="home">Casanuova Cookery School</a></div></header>
    <main role="main"><div class="region region--content grid-full layout--pass--content-medium" id="content">
    <h1 class="title page-title">Page not found</h1>
    <div class="block__content">The requested page could not be found.</div>
    </div></main>
    </div></div>
  </body>
</html>
`;
