import type { SitePage } from './site-server.ts';

/**
 * A page of Girandola Park as WordPress.com publishes it with a block theme (full-site editing, a child of Twenty
 * Twenty-Four the owners restyled in the Site Editor) and Polylang on the Business plan. The document:
 * WordPress.com's head (the `s0.wp.com` concatenated stylesheet, the emoji script, the global-styles and
 * block-supports inline styles whose `wp-container-*` rules carry a hash of their layout, the REST and EditURI
 * links, the `wp.me` shortlink, Jetpack's Open Graph tags, Polylang's `hreflang` alternates on translated pages),
 * then `body > div.wp-site-blocks` holding three parts: the header template part (site logo and title, the
 * navigation block with its responsive overlay container and hover submenus, Polylang's language switcher block),
 * the template's `<main>` (the page title in its own constrained group, then `.entry-content.wp-block-post-content`
 * with the blocks the owners typed), and the footer template part (columns with the blurb, two link lists, the
 * address, phone, WhatsApp, email and the opening hours, and the bottom row with the company, P.IVA and the
 * WordPress.com credit). After it: Jetpack's EU cookie banner in Italian on every page, the WordPress.com action
 * bar for logged-out visitors, the interactivity import map and the stats script.
 *
 * Blocks as WordPress prints them: `wp-block-group` with `is-layout-constrained` / `is-layout-flex` /
 * `is-layout-flow`, `wp-block-columns` / `wp-block-column`, `wp-block-cover` with its background span and image,
 * `wp-block-heading`, paragraphs with `has-*-color` and `has-*-font-size` classes and inline `style` attributes,
 * `wp-block-list`, `figure.wp-block-table` (striped), `details.wp-block-details` saved closed, `wp-block-buttons`,
 * `wp-block-image`, spacers and separators, the Jetpack contact form and the query loop
 * (`wp-block-query` > `ul.wp-block-post-template` > `li.wp-block-post`) with `wp-block-post-date`.
 */

export type GirandolaLang = 'it' | 'en';

export interface GirandolaPage {
  /** The permalink without its trailing slash: '/prezzi', '/en/prices', '/2026/11/10/orari-natale-capodanno-2026'. */
  path: string;
  lang: GirandolaLang;
  /** The WordPress post id (body class, shortlink, REST link). */
  id: number;
  title: string;
  description: string;
  /** `home`: the front page, no title; `page`: a page with its title; `post`: a news post; `archive`: the posts page. */
  kind?: 'home' | 'page' | 'post' | 'archive';
  /** Posts: the date as WordPress prints it in Italian ('10 Novembre 2026'), the ISO time and the author. */
  post?: {
    date: string;
    iso: string;
    author: string;
    cover: string;
    prev?: [string, string];
    next?: [string, string];
  };
  /** The path of the same page in the other language (Polylang's switcher and the hreflang alternates). */
  alt?: string;
  /** The blocks of `.entry-content`. */
  body: string;
  unlisted?: boolean;
}

export const GP_SITE = 'https://girandola-park.test';
export const GP_NAME = 'Girandola Park';
export const GP_COMPANY = 'Girandola S.r.l.';
export const GP_VAT = '04718230236';
export const GP_STREET = 'Via della Meccanica 14';
export const GP_TOWN = '37139 Verona (VR)';
export const GP_PHONE = '045 820 4417';
export const GP_PHONE_HREF = 'tel:+390458204417';
export const GP_WHATSAPP = '348 615 2290';
export const GP_WHATSAPP_HREF = 'https://wa.me/393486152290';
export const GP_EMAIL = 'info@girandola-park.test';
export const GP_PARTY_EMAIL = 'feste@girandola-park.test';
export const GP_INSTAGRAM = 'https://www.instagram.com/girandolapark.verona/';
export const GP_FACEBOOK = 'https://www.facebook.com/girandolaparkverona';

/** Media on WordPress.com's file CDN, as the block editor inserts it. */
export const GP_FILES = 'https://girandolapark.files.wordpress.com';
const BLOG_ID = '214873305';

/** HTML escaping for attributes. */
export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/* ── Layout hashes: WordPress names a container class after a hash of its layout ─────────────────────────── */

const hash = (s: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
};

const container = (block: string, layout: string) =>
  `wp-container-core-${block}-is-layout-${hash(`${block}|${layout}`)}`;

/* ── Blocks ──────────────────────────────────────────────────────────────────────────────────────────────── */

export interface BlockOpts {
  /** Extra classes: colour and font-size classes, alignwide / alignfull, block styles. */
  cls?: string;
  /** The inline style the editor saved for the block's spacing, border or colour settings. */
  style?: string;
}

const attrs = (base: string, o: BlockOpts = {}) =>
  `class="${[base, o.cls].filter(Boolean).join(' ')}"${o.style ? ` style="${o.style}"` : ''}`;

/** A paragraph block. */
export const p = (html: string, o: BlockOpts = {}) =>
  `<p${o.cls ? ` class="${o.cls}"` : ''}${o.style ? ` style="${o.style}"` : ''}>${html}</p>`;

/** A heading block. */
export const h = (level: 1 | 2 | 3 | 4 | 5 | 6, html: string, o: BlockOpts = {}) =>
  `<h${level} ${attrs('wp-block-heading', o)}>${html}</h${level}>`;

/** A list block. */
export const list = (items: string[], ordered = false, o: BlockOpts = {}) => {
  const tag = ordered ? 'ol' : 'ul';
  return `<${tag} ${attrs('wp-block-list', o)}>${items.map((i) => `<li>${i}</li>`).join('')}</${tag}>`;
};

/** A group block: constrained (the default of the theme), flex (a row or stack) or flow. */
export const group = (
  inner: string,
  layout: 'constrained' | 'flex' | 'flow' | 'flex-vertical' = 'constrained',
  o: BlockOpts & { tag?: string; globalPadding?: boolean } = {},
) => {
  const tag = o.tag ?? 'div';
  const kind = layout === 'flex-vertical' ? 'flex' : layout;
  const classes = [
    'wp-block-group',
    o.cls,
    o.globalPadding ? 'has-global-padding' : '',
    layout === 'flex-vertical' ? 'is-vertical' : '',
    `is-layout-${kind}`,
    layout === 'flow' ? '' : container('group', `${layout}|${o.style ?? ''}|${o.cls ?? ''}`),
    `wp-block-group-is-layout-${kind}`,
  ]
    .filter(Boolean)
    .join(' ');
  return `<${tag} class="${classes}"${o.style ? ` style="${o.style}"` : ''}>${inner}</${tag}>`;
};

/** A column of a columns block, with its width when the editor set one. */
export const column = (inner: string, width?: string, o: BlockOpts = {}) =>
  `<div class="wp-block-column${o.cls ? ` ${o.cls}` : ''} is-layout-flow wp-block-column-is-layout-flow"${
    width || o.style
      ? ` style="${[width ? `flex-basis:${width}` : '', o.style ?? ''].filter(Boolean).join(';')}"`
      : ''
  }>${inner}</div>`;

/** A columns block. */
export const columns = (cols: string[], o: BlockOpts = {}) =>
  `<div class="wp-block-columns${o.cls ? ` ${o.cls}` : ''} is-layout-flex ${container('columns', `${cols.length}|${o.cls ?? ''}`)} wp-block-columns-is-layout-flex"${o.style ? ` style="${o.style}"` : ''}>${cols.join('')}</div>`;

/** A spacer block. */
export const spacer = (px = 32) =>
  `<div style="height:${px}px" aria-hidden="true" class="wp-block-spacer"></div>`;

/** A separator block. */
export const separator = (wide = false) =>
  `<hr class="wp-block-separator has-alpha-channel-opacity${wide ? ' is-style-wide' : ''}"/>`;

let imageId = 300;
/** An image block, from the site's media library on WordPress.com's file CDN. */
export const image = (file: string, alt: string, o: BlockOpts & { caption?: string; size?: string } = {}) => {
  const id = ++imageId;
  const src = `${GP_FILES}/${file}`;
  return `<figure ${attrs(`wp-block-image size-${o.size ?? 'large'}`, o)}><img loading="lazy" decoding="async" width="1024" height="683" src="${src}?w=1024" alt="${esc(alt)}" class="wp-image-${id}" srcset="${src}?w=1024 1024w, ${src}?w=150 150w, ${src}?w=300 300w, ${src}?w=768 768w" sizes="(max-width: 1024px) 100vw, 1024px" />${
    o.caption ? `<figcaption class="wp-element-caption">${o.caption}</figcaption>` : ''
  }</figure>`;
};

/** A cover block: the dimmed background colour span, the image, and the inner container. */
export const cover = (
  file: string,
  inner: string,
  o: { dim?: number; color?: string; minHeight?: string; cls?: string } = {},
) => {
  const id = ++imageId;
  const dim = o.dim ?? 50;
  return `<div class="wp-block-cover ${o.cls ?? 'alignfull'} is-light" style="min-height:${o.minHeight ?? '520px'};aspect-ratio:unset;"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-${dim} has-background-dim" style="background-color:${o.color ?? '#1f2a44'}"></span><img class="wp-block-cover__image-background wp-image-${id}" alt="" src="${GP_FILES}/${file}?w=2000" data-object-fit="cover"/><div class="wp-block-cover__inner-container is-layout-constrained wp-block-cover-is-layout-constrained">${inner}</div></div>`;
};

export interface Btn {
  label: string;
  href: string;
  outline?: boolean;
  cls?: string;
}

/** A buttons block. */
export const buttons = (btns: Btn[], o: BlockOpts = {}) =>
  `<div class="wp-block-buttons${o.cls ? ` ${o.cls}` : ''} is-layout-flex wp-block-buttons-is-layout-flex">${btns
    .map(
      (b) =>
        `<div class="wp-block-button${b.outline ? ' is-style-outline' : ''}"><a class="wp-block-button__link ${
          b.cls ??
          (b.outline
            ? 'has-accent-4-color has-text-color'
            : 'has-base-color has-accent-color has-text-color has-background')
        } wp-element-button" href="${b.href}"${b.href.startsWith('http') ? ' target="_blank" rel="noreferrer noopener"' : ''}>${b.label}</a></div>`,
    )
    .join('')}</div>`;

/** A table block, striped: `rows[0]` is the head unless `head` is false; an optional caption. */
export const table = (rows: string[][], o: { head?: boolean; caption?: string; cls?: string } = {}) => {
  const head = o.head ?? true;
  const [first, ...rest] = rows;
  const thead = head && first ? `<thead><tr>${first.map((c) => `<th>${c}</th>`).join('')}</tr></thead>` : '';
  const body = (head ? rest : rows).map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
  return `<figure class="wp-block-table is-style-stripes${o.cls ? ` ${o.cls}` : ''}"><table class="has-fixed-layout">${thead}<tbody>${body}</tbody></table>${
    o.caption ? `<figcaption class="wp-element-caption">${o.caption}</figcaption>` : ''
  }</figure>`;
};

/** A details block, saved closed: the summary and the answer's blocks. */
export const details = (summary: string, inner: string) =>
  `<details class="wp-block-details is-layout-flow wp-block-details-is-layout-flow"><summary>${summary}</summary>${inner}</details>`;

/** A custom HTML block: pasted as is. */
export const html = (s: string) => s;

/** The Jetpack contact form block, as published. */
export const contactForm = (lang: GirandolaLang, pageId: number) => {
  const t =
    lang === 'it'
      ? {
          name: 'Nome',
          email: 'Email',
          phone: 'Telefono',
          subject: 'Argomento',
          options: ['Informazioni', 'Feste di compleanno', 'Baby-parking', 'Campus', 'Altro'],
          msg: 'Messaggio',
          req: '(obbligatorio)',
          send: 'Invia',
          consent: 'Acconsento al trattamento dei dati per ricevere una risposta.',
        }
      : {
          name: 'Name',
          email: 'Email',
          phone: 'Phone',
          subject: 'Subject',
          options: ['Information', 'Birthday parties', 'Baby-parking', 'Holiday camps', 'Other'],
          msg: 'Message',
          req: '(required)',
          send: 'Send',
          consent: 'I agree to my data being used to answer my message.',
        };
  const g = `g${pageId}`;
  const field = (name: string, label: string, type: string, required = true) =>
    `<div class="grunion-field-${type}-wrap grunion-field-wrap"><label for="${g}-${name}" class="grunion-field-label ${type}">${label}${required ? `<span class="grunion-label-required" aria-hidden="true">${t.req}</span>` : ''}</label><input type="${type === 'name' ? 'text' : type}" name="${g}-${name}" id="${g}-${name}" value="" class="${type} grunion-field"${required ? ' required aria-required="true"' : ''}/></div>`;
  return `<div class="wp-block-jetpack-contact-form-container"><form action="${GP_SITE}/?contact-form-id=${pageId}&amp;contact-form-hash=8f2d1b7c0e4a" method="post" class="contact-form commentsblock" novalidate><div class="wp-block-jetpack-contact-form is-layout-flex wp-block-jetpack-contact-form-is-layout-flex">${field('nome', t.name, 'name')}${field('email', t.email, 'email')}${field('telefono', t.phone, 'telephone', false)}<div class="grunion-field-select-wrap grunion-field-wrap"><label for="${g}-argomento" class="grunion-field-label select">${t.subject}</label><select name="${g}-argomento" id="${g}-argomento" class="select grunion-field">${t.options
    .map((o) => `<option>${o}</option>`)
    .join(
      '',
    )}</select></div><div class="grunion-field-textarea-wrap grunion-field-wrap"><label for="contact-form-comment-${g}-messaggio" class="grunion-field-label textarea">${t.msg}<span class="grunion-label-required" aria-hidden="true">${t.req}</span></label><textarea name="${g}-messaggio" id="contact-form-comment-${g}-messaggio" rows="20" class="textarea grunion-field" required aria-required="true"></textarea></div><div class="grunion-field-consent-wrap grunion-field-wrap"><label class="grunion-field-label consent"><input type="checkbox" name="${g}-consenso" value="Sì" class="consent grunion-field" required/> ${t.consent}</label></div><div class="wp-block-jetpack-button wp-block-button"><button class="wp-block-button__link wp-element-button" type="submit" data-id-attr="placeholder">${t.send}</button></div></div><input type="hidden" name="contact-form-id" value="${pageId}"/><input type="hidden" name="action" value="grunion-contact-form"/><input type="hidden" name="contact-form-hash" value="8f2d1b7c0e4a"/></form></div>`;
};

/* ── The header template part ────────────────────────────────────────────────────────────────────────────── */

type NavItem = [label: string, href: string, children?: [string, string][]];

const NAV: Record<GirandolaLang, NavItem[]> = {
  it: [
    ['Aree gioco', '/aree-gioco'],
    ['Prezzi e orari', '/prezzi'],
    ['Feste di compleanno', '/feste-di-compleanno'],
    [
      'Servizi',
      '/baby-parking',
      [
        ['Baby-parking', '/baby-parking'],
        ['Campus nelle vacanze', '/campus'],
        ['Caffè Girandola', '/caffe'],
      ],
    ],
    ['FAQ', '/faq'],
    ['Novità', '/novita'],
    [
      'Contatti',
      '/contatti',
      [
        ['Contatti e come arrivare', '/contatti'],
        ['Chi siamo', '/chi-siamo'],
        ['Regolamento', '/regolamento'],
      ],
    ],
  ],
  en: [
    ['Play areas', '/en/play-areas'],
    ['Prices & hours', '/en/prices'],
    ['Birthday parties', '/en/birthday-parties'],
    [
      'Services',
      '/en/baby-parking',
      [
        ['Baby-parking', '/en/baby-parking'],
        ['Holiday camps', '/en/holiday-camps'],
        ['Café', '/en/cafe'],
      ],
    ],
    ['FAQ', '/en/faq'],
    ['Visiting Verona', '/en/visiting-verona'],
    ['Contact', '/en/contact'],
  ],
};

const SUBMENU_CONTEXT =
  '{ &quot;submenuOpenedBy&quot;: { &quot;click&quot;: false, &quot;hover&quot;: false, &quot;focus&quot;: false }, &quot;type&quot;: &quot;submenu&quot;, &quot;modal&quot;: null }';

const navLink = (label: string, href: string, current: boolean) =>
  `<li class="${current ? 'current-menu-item ' : ''}wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="${href}"${current ? ' aria-current="page"' : ''}><span class="wp-block-navigation-item__label">${label}</span></a></li>`;

const navigation = (page: GirandolaPage) => {
  const lang = page.lang;
  const items = NAV[lang]
    .map(([label, href, children]) => {
      if (!children) return navLink(label, href, page.path === href);
      const sub = children.map(([l, hr]) => navLink(l, hr, page.path === hr)).join('');
      const aria = lang === 'it' ? `Sottomenu ${label}` : `${label} submenu`;
      return `<li data-wp-context="${SUBMENU_CONTEXT}" data-wp-interactive="core/navigation" data-wp-on--focusout="actions.handleMenuFocusout" data-wp-on--keydown="actions.handleMenuKeydown" data-wp-on-async--mouseenter="actions.openMenuOnHover" data-wp-on-async--mouseleave="actions.closeMenuOnHover" data-wp-watch="callbacks.initMenu" tabindex="-1" class="wp-block-navigation-item has-child open-on-hover-click wp-block-navigation-submenu"><a class="wp-block-navigation-item__content" href="${href}">${label}</a><button data-wp-bind--aria-expanded="state.isMenuOpen" data-wp-on-async--click="actions.toggleMenuOnClick" aria-label="${aria}" class="wp-block-navigation__submenu-icon wp-block-navigation-submenu__toggle"><svg xmlns="http://www.w3.org/2000/svg" width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true" focusable="false"><path d="M1.50002 4L6.00002 8L10.5 4" stroke-width="1.5"></path></svg></button><ul data-wp-on-async--focus="actions.openMenuOnFocus" class="wp-block-navigation__submenu-container wp-block-navigation-submenu">${sub}</ul></li>`;
    })
    .join('');
  const [open, close, label] =
    lang === 'it'
      ? ['Apri menu', 'Chiudi menu', 'Menu principale']
      : ['Open menu', 'Close menu', 'Main menu'];
  return `<nav class="is-responsive items-justified-right wp-block-navigation has-medium-font-size is-horizontal is-content-justification-right is-layout-flex ${container('navigation', 'right')} wp-block-navigation-is-layout-flex" aria-label="${label}" data-wp-interactive="core/navigation" data-wp-context='{"overlayOpenedBy":{"click":false,"hover":false,"focus":false},"type":"overlay","roleAttribute":"","ariaLabel":"Menu"}'><button aria-haspopup="dialog" aria-label="${open}" class="wp-block-navigation__responsive-container-open" data-wp-on-async--click="actions.openMenuOnClick" data-wp-on--keydown="actions.handleMenuKeydown"><svg width="24" height="24" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><rect x="4" y="7.5" width="16" height="1.5" /><rect x="4" y="15" width="16" height="1.5" /></svg></button><div class="wp-block-navigation__responsive-container has-text-color has-contrast-color has-background has-base-background-color" id="modal-1" data-wp-class--has-modal-open="state.isMenuOpen" data-wp-class--is-menu-open="state.isMenuOpen" data-wp-watch="callbacks.initMenu" data-wp-on--keydown="actions.handleMenuKeydown" data-wp-on-async--focusout="actions.handleMenuFocusout" tabindex="-1"><div class="wp-block-navigation__responsive-close" tabindex="-1"><div class="wp-block-navigation__responsive-dialog" data-wp-bind--aria-modal="state.ariaModal" data-wp-bind--aria-label="state.ariaLabel" data-wp-bind--role="state.roleAttribute"><button aria-label="${close}" class="wp-block-navigation__responsive-container-close" data-wp-on-async--click="actions.closeMenuOnClick"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="m13.06 12 6.47-6.47-1.06-1.06L12 10.94 5.53 4.47 4.47 5.53 10.94 12l-6.47 6.47 1.06 1.06L12 13.06l6.47 6.47 1.06-1.06L13.06 12Z"></path></svg></button><div class="wp-block-navigation__responsive-container-content" data-wp-watch="callbacks.focusFirstElement" id="modal-1-content"><ul class="wp-block-navigation__container is-responsive items-justified-right wp-block-navigation has-medium-font-size">${items}</ul></div></div></div></div></nav>`;
};

/** Polylang's flags, as data URIs. */
const FLAG_IT =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAALCAIAAAD5gJpuAAAAE0lEQVR4nGP8z8DAwMDAxMDAwAAAHP0CAZ0p8gAAAABJRU5ErkJggg==';
const FLAG_GB =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAALCAIAAAD5gJpuAAAAFUlEQVR4nGNkYPjPwMDAwMDAwMAAAB7YAgHZVt1AAAAAAElFTkSuQmCC';

/** Polylang's language switcher block: the other language's page, or its home with `no-translation`. */
const languageSwitcher = (page: GirandolaPage) => {
  const itHref = page.lang === 'it' ? page.path : (page.alt ?? '/');
  const enHref = page.lang === 'en' ? page.path : (page.alt ?? '/en');
  const item = (lang: GirandolaLang, href: string, label: string, flag: string, n: number) => {
    const current = page.lang === lang;
    const missing = !current && !page.alt;
    const hreflang = lang === 'it' ? 'it-IT' : 'en-GB';
    return `<li class="lang-item lang-item-${n} lang-item-${lang}${current ? ' current-lang' : ''}${missing ? ' no-translation' : ''}${lang === 'it' ? ' lang-item-first' : ''}"><a lang="${hreflang}" hreflang="${hreflang}" href="${href}"${current ? ' aria-current="true"' : ''}><img src="${flag}" alt="" width="16" height="11" style="width: 16px; height: 11px;" /><span style="margin-left:0.3em;">${label}</span></a></li>`;
  };
  return `<ul class="wp-block-polylang-language-switcher has-small-font-size">${item('it', itHref, 'Italiano', FLAG_IT, 2)}${item('en', enHref, 'English', FLAG_GB, 5)}</ul>`;
};

const LOGO = `${GP_FILES}/2023/02/girandola-park-logo.png`;

const header = (page: GirandolaPage) => {
  const home = page.lang === 'it' ? '/' : '/en';
  const tagline = page.lang === 'it' ? 'Parco giochi al coperto a Verona' : 'Indoor play centre in Verona';
  const brand = group(
    `<div class="wp-block-site-logo"><a href="${home}" class="custom-logo-link" rel="home"><img width="56" height="56" src="${LOGO}?w=112" class="custom-logo" alt="Girandola Park" decoding="async" /></a></div>${group(
      `<p class="wp-block-site-title has-large-font-size"><a href="${home}" target="_self" rel="home">Girandola Park</a></p><p class="wp-block-site-tagline has-small-font-size">${tagline}</p>`,
      'flex-vertical',
      { style: 'gap:0' },
    )}`,
    'flex',
    { style: 'gap:var(--wp--preset--spacing--20)' },
  );
  const right = group(`${navigation(page)}${languageSwitcher(page)}`, 'flex', {
    style: 'gap:var(--wp--preset--spacing--20)',
  });
  return `<header class="wp-block-template-part">${group(
    group(
      group(`${brand}${right}`, 'flex', {
        cls: 'alignwide is-content-justification-space-between is-nowrap',
      }),
      'flow',
      {
        cls: 'alignwide',
        style: 'padding-top:20px;padding-bottom:20px',
      },
    ),
    'constrained',
    {
      cls: 'alignfull has-base-background-color has-background',
      globalPadding: true,
      style: 'border-bottom:3px solid var(--wp--preset--color--accent-3)',
    },
  )}</header>`;
};

/* ── The footer template part ────────────────────────────────────────────────────────────────────────────── */

const FOOTER_LINKS: Record<GirandolaLang, [title: string, links: [string, string][]][]> = {
  it: [
    [
      'Il parco',
      [
        ['Aree gioco', '/aree-gioco'],
        ['Prezzi e orari', '/prezzi'],
        ['Feste di compleanno', '/feste-di-compleanno'],
        ['Baby-parking', '/baby-parking'],
        ['Campus nelle vacanze', '/campus'],
        ['Caffè Girandola', '/caffe'],
      ],
    ],
    [
      'Informazioni',
      [
        ['Domande frequenti', '/faq'],
        ['Regolamento del parco', '/regolamento'],
        ['ARCHIVIO – Regolamento 2021', '/archivio-regolamento-2021'],
        ['Novità', '/novita'],
        ['Chi siamo', '/chi-siamo'],
        ['Privacy e cookie', '/privacy'],
      ],
    ],
  ],
  en: [
    [
      'The park',
      [
        ['Play areas', '/en/play-areas'],
        ['Prices & opening hours', '/en/prices'],
        ['Birthday parties', '/en/birthday-parties'],
        ['Baby-parking', '/en/baby-parking'],
        ['Holiday camps', '/en/holiday-camps'],
        ['Café', '/en/cafe'],
      ],
    ],
    [
      'Information',
      [
        ['FAQ', '/en/faq'],
        ['Visiting Verona with kids', '/en/visiting-verona'],
        ['Park rules (in Italian)', '/regolamento'],
        ['ARCHIVIO – Regolamento 2021', '/archivio-regolamento-2021'],
        ['News (in Italian)', '/novita'],
        ['Privacy (in Italian)', '/privacy'],
      ],
    ],
  ],
};

const footer = (lang: GirandolaLang) => {
  const t =
    lang === 'it'
      ? {
          blurb:
            'Parco giochi al coperto per bambini da 0 a 12 anni, con trampolini, area baby, caffè e feste di compleanno. A Verona dal 2016.',
          contact: 'Contatti',
          hoursTitle: 'Orari',
          hours: [
            'Mar–Ven 15:30–19:30',
            'Sab, Dom e festivi 9:30–19:30',
            'Lunedì chiuso (aperti se festivo)',
          ],
          rights: 'Tutti i diritti riservati',
          credit:
            'Creato con <a href="https://wordpress.com/?ref=footer_custom_blog" rel="nofollow">WordPress.com</a>.',
          phone: 'Tel.',
        }
      : {
          blurb:
            'Indoor play centre for children from 0 to 12, with trampolines, a toddler area, a café and birthday parties. In Verona since 2016.',
          contact: 'Contact',
          hoursTitle: 'Opening hours',
          hours: [
            'Tue–Fri 3.30pm–7.30pm',
            'Sat, Sun & public holidays 9.30am–7.30pm',
            'Closed on Mondays (open on public holidays)',
          ],
          rights: 'All rights reserved',
          credit:
            'Built with <a href="https://wordpress.com/?ref=footer_custom_blog" rel="nofollow">WordPress.com</a>.',
          phone: 'Phone',
        };
  const linkCols = FOOTER_LINKS[lang].map(([title, links]) =>
    column(
      `${h(2, title, { cls: 'has-medium-font-size', style: 'font-style:normal;font-weight:700' })}<nav class="has-small-font-size is-vertical wp-block-navigation is-layout-flex ${container('navigation', 'vertical')} wp-block-navigation-is-layout-flex" aria-label="${title}"><ul class="wp-block-navigation__container has-small-font-size is-vertical wp-block-navigation has-small-font-size">${links
        .map(
          ([label, href]) =>
            `<li class="has-small-font-size wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="${href}"><span class="wp-block-navigation-item__label">${label}</span></a></li>`,
        )
        .join('')}</ul></nav>`,
    ),
  );
  const contactCol = column(
    `${h(2, t.contact, { cls: 'has-medium-font-size', style: 'font-style:normal;font-weight:700' })}${p(
      `${GP_NAME}<br>${GP_STREET}<br>${GP_TOWN}`,
      { cls: 'has-small-font-size' },
    )}${p(
      `${t.phone} <a href="${GP_PHONE_HREF}">${GP_PHONE}</a><br>WhatsApp <a href="${GP_WHATSAPP_HREF}">${GP_WHATSAPP}</a><br><a href="mailto:${GP_EMAIL}">${GP_EMAIL}</a>`,
      { cls: 'has-small-font-size' },
    )}${h(3, t.hoursTitle, { cls: 'has-small-font-size', style: 'font-style:normal;font-weight:700' })}${p(
      t.hours.join('<br>'),
      {
        cls: 'has-small-font-size',
      },
    )}<ul class="wp-block-social-links has-small-icon-size is-style-logos-only is-layout-flex wp-block-social-links-is-layout-flex"><li class="wp-social-link wp-social-link-instagram wp-block-social-link"><a rel="noopener nofollow" target="_blank" href="${GP_INSTAGRAM}" class="wp-block-social-link-anchor"><svg width="24" height="24" viewBox="0 0 24 24" version="1.1" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false"><path d="M12,4.622c2.403,0,2.688,0.009,3.637,0.052c0.877,0.04,1.354,0.187,1.671,0.31c0.42,0.163,0.72,0.358,1.035,0.673 c0.315,0.315,0.51,0.615,0.673,1.035c0.123,0.317,0.27,0.794,0.31,1.671c0.043,0.949,0.052,1.234,0.052,3.637"></path></svg><span class="wp-block-social-link-label screen-reader-text">Instagram</span></a></li><li class="wp-social-link wp-social-link-facebook wp-block-social-link"><a rel="noopener nofollow" target="_blank" href="${GP_FACEBOOK}" class="wp-block-social-link-anchor"><svg width="24" height="24" viewBox="0 0 24 24" version="1.1" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false"><path d="M12 2C6.5 2 2 6.5 2 12c0 5 3.7 9.1 8.4 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7C18.3 21.1 22 17 22 12c0-5.5-4.5-10-10-10z"></path></svg><span class="wp-block-social-link-label screen-reader-text">Facebook</span></a></li></ul>`,
  );
  const blurbCol = column(
    `<div class="wp-block-site-logo"><a href="/" class="custom-logo-link" rel="home"><img width="56" height="56" src="${LOGO}?w=112" class="custom-logo" alt="Girandola Park" decoding="async" loading="lazy" /></a></div>${p(t.blurb, { cls: 'has-small-font-size' })}`,
    '28%',
  );
  const bottom = group(
    `${p(`© 2026 ${GP_COMPANY} · P.IVA ${GP_VAT} · ${GP_STREET}, ${GP_TOWN} · ${t.rights}`, { cls: 'has-small-font-size' })}${p(
      t.credit,
      {
        cls: 'has-small-font-size',
      },
    )}`,
    'flex',
    {
      cls: 'alignwide is-content-justification-space-between',
      style: 'padding-top:var(--wp--preset--spacing--20);border-top:1px solid #ffffff33',
    },
  );
  return `<footer class="wp-block-template-part">${group(
    `${columns([blurbCol, ...linkCols, contactCol], { cls: 'alignwide' })}${spacer(24)}${bottom}`,
    'constrained',
    {
      cls: 'alignfull has-base-color has-contrast-background-color has-text-color has-background has-link-color',
      globalPadding: true,
      style: 'padding-top:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--30)',
    },
  )}</footer>`;
};

/* ── Around the blocks: the cookie banner, the action bar, the scripts ───────────────────────────────────── */

/** Jetpack's EU cookie law banner, in the site's language (Italian) on every page, as WordPress.com shows it. */
const cookieBanner = `<div class="widget widget_eu_cookie_law_widget"><div class="hide-on-button ads-active" data-hide-timeout="30" data-consent-expiration="180" id="eu-cookie-law"><form method="post" id="jetpack-eu-cookie-law-form"><input type="submit" value="Chiudi e accetta" class="accept" /></form>Privacy e cookie: questo sito utilizza cookie. Continuando a utilizzare questo sito web, si accetta l’utilizzo dei cookie.<br />Per ulteriori informazioni, anche sul controllo dei cookie, leggi qui: <a href="https://automattic.com/cookies/" rel="nofollow">Informativa sui cookie</a></div></div>`;

const actionBar = (page: GirandolaPage) =>
  `<div id="actionbar" dir="ltr" style="display: none;" class="actnbr-pub-girandola actnbr-has-follow actnbr-has-actions"><ul><li class="actnbr-btn actnbr-hidden"><a class="actnbr-action actnbr-actn-follow" href=""><svg class="gridicon" height="20" width="20" viewBox="0 0 20 20"><path clip-rule="evenodd" d="m4 4.5h12v6.5h1.5v-6.5-1.5h-1.5-12-1.5v1.5 10.5c0 1.1046.89543 2 2 2h7v-1.5h-7c-.27614 0-.5-.2239-.5-.5z" fill-rule="evenodd"></path></svg><span>${page.lang === 'it' ? 'Segui' : 'Subscribe'}</span></a></li><li class="actnbr-ellipsis actnbr-hidden"><svg class="gridicon gridicons-ellipsis" height="24" width="24" viewBox="0 0 24 24"><g><path d="M7 12c0 1.104-.896 2-2 2s-2-.896-2-2 .896-2 2-2 2 .896 2 2zm12-2c-1.104 0-2 .896-2 2s.896 2 2 2 2-.896 2-2-.896-2-2-2zm-7 0c-1.104 0-2 .896-2 2s.896 2 2 2 2-.896 2-2-.896-2-2-2z"></path></g></svg><div class="actnbr-popover tip tip-top-left actnbr-more"><div class="tip-arrow"></div><div class="tip-inner"><ul><li class="actnbr-sitename actnbr-hidden"><a href="/"><img loading="lazy" alt="" src="${LOGO}?w=50" class="avatar avatar-50" height="50" width="50" /> Girandola Park</a></li><li class="actnbr-folded-customize actnbr-hidden"><a href="https://wordpress.com/log-in?redirect_to=${encodeURIComponent(GP_SITE + page.path)}">${page.lang === 'it' ? 'Accedi' : 'Log in'}</a></li><li class="actnbr-reader actnbr-hidden"><a href="https://wordpress.com/reader/feeds/${BLOG_ID}">${page.lang === 'it' ? 'Visualizza sito nel Reader' : 'View site in Reader'}</a></li><li class="actnbr-subs actnbr-hidden"><a href="https://subscribe.wordpress.com/">${page.lang === 'it' ? 'Gestisci gli abbonamenti' : 'Manage subscriptions'}</a></li><li class="actnbr-fold actnbr-hidden"><a href="">${page.lang === 'it' ? 'Riduci la barra' : 'Collapse this bar'}</a></li></ul></div></div></li></ul></div>`;

const IMPORT_MAP = `<script type="importmap" id="wp-importmap">{"imports":{"@wordpress/interactivity":"https://s0.wp.com/wp-includes/js/dist/script-modules/interactivity/index.min.js?ver=55aebb6e0a16726baffb"}}</script><script type="module" src="https://s0.wp.com/wp-includes/js/dist/script-modules/block-library/navigation/view.min.js?ver=61572d447d60c0aa5240" id="@wordpress/block-library/navigation-js-module"></script><link rel="modulepreload" href="https://s0.wp.com/wp-includes/js/dist/script-modules/interactivity/index.min.js?ver=55aebb6e0a16726baffb" id="@wordpress/interactivity-js-modulepreload">`;

const GLOBAL_STYLES = `:root{--wp--preset--color--base:#fffdf7;--wp--preset--color--base-2:#ffffff;--wp--preset--color--contrast:#1f2a44;--wp--preset--color--contrast-2:#55607a;--wp--preset--color--accent:#ff6b35;--wp--preset--color--accent-2:#2bb3c0;--wp--preset--color--accent-3:#ffd23f;--wp--preset--color--accent-4:#7b4fd6;--wp--preset--color--accent-5:#fff1e8;--wp--preset--font-size--small:0.9rem;--wp--preset--font-size--medium:1.05rem;--wp--preset--font-size--large:clamp(1.39rem, 1.39rem + ((1vw - 0.2rem) * 0.767), 1.85rem);--wp--preset--font-size--x-large:clamp(1.85rem, 1.85rem + ((1vw - 0.2rem) * 1.083), 2.5rem);--wp--preset--font-family--body:"Nunito", sans-serif;--wp--preset--font-family--heading:"Baloo 2", sans-serif;--wp--preset--spacing--10:1rem;--wp--preset--spacing--20:min(1.5rem, 2vw);--wp--preset--spacing--30:min(2.5rem, 3vw);--wp--preset--spacing--40:min(4rem, 5vw);--wp--preset--spacing--50:min(6.5rem, 8vw);--wp--style--global--content-size:660px;--wp--style--global--wide-size:1200px}.has-base-color{color:var(--wp--preset--color--base) !important}.has-contrast-color{color:var(--wp--preset--color--contrast) !important}.has-accent-color{color:var(--wp--preset--color--accent) !important}.has-accent-2-color{color:var(--wp--preset--color--accent-2) !important}.has-accent-4-color{color:var(--wp--preset--color--accent-4) !important}.has-base-background-color{background-color:var(--wp--preset--color--base) !important}.has-contrast-background-color{background-color:var(--wp--preset--color--contrast) !important}.has-accent-background-color{background-color:var(--wp--preset--color--accent) !important}.has-accent-2-background-color{background-color:var(--wp--preset--color--accent-2) !important}.has-accent-3-background-color{background-color:var(--wp--preset--color--accent-3) !important}.has-accent-5-background-color{background-color:var(--wp--preset--color--accent-5) !important}.has-small-font-size{font-size:var(--wp--preset--font-size--small) !important}.has-medium-font-size{font-size:var(--wp--preset--font-size--medium) !important}.has-large-font-size{font-size:var(--wp--preset--font-size--large) !important}.has-x-large-font-size{font-size:var(--wp--preset--font-size--x-large) !important}body{background-color:var(--wp--preset--color--base);color:var(--wp--preset--color--contrast);font-family:var(--wp--preset--font-family--body)}h1,h2,h3,h4{font-family:var(--wp--preset--font-family--heading)}.wp-block-details summary{cursor:pointer;font-weight:700}`;

/** The block-supports rules of the containers used on the page, as WordPress prints them. */
const blockSupports = (body: string) =>
  [...new Set(body.match(/wp-container-core-[a-z-]+-is-layout-[0-9a-f]{8}/g) ?? [])]
    .map((c) =>
      c.includes('-columns-')
        ? `.${c}{flex-wrap:nowrap;gap:2em var(--wp--preset--spacing--30);}`
        : c.includes('-navigation-')
          ? `.${c}{gap:var(--wp--preset--spacing--20);justify-content:flex-end;}`
          : `.${c}{flex-wrap:wrap;gap:var(--wp--preset--spacing--20);align-items:center;}`,
    )
    .join('');

/* ── The template's <main> ───────────────────────────────────────────────────────────────────────────────── */

const main = (page: GirandolaPage) => {
  const content = `<div class="entry-content alignfull wp-block-post-content has-global-padding is-layout-constrained wp-block-post-content-is-layout-constrained">${page.body}</div>`;
  if (page.kind === 'home')
    return `<main class="wp-block-group is-layout-flow wp-block-group-is-layout-flow" style="margin-top:0">${content}</main>`;
  if (page.kind === 'post' && page.post) {
    const post = page.post;
    const nav = `<nav class="wp-block-group alignwide is-content-justification-space-between is-layout-flex ${container('group', 'postnav')} wp-block-group-is-layout-flex" aria-label="Articoli" style="border-top-width:1px;padding-top:var(--wp--preset--spacing--20)">${
      post.prev
        ? `<div class="post-navigation-link-previous wp-block-post-navigation-link"><span class="wp-block-post-navigation-link__arrow-previous is-arrow-arrow" aria-hidden="true">←</span><a href="${post.prev[0]}" rel="prev">${post.prev[1]}</a></div>`
        : ''
    }${
      post.next
        ? `<div class="post-navigation-link-next wp-block-post-navigation-link"><a href="${post.next[0]}" rel="next">${post.next[1]}</a><span class="wp-block-post-navigation-link__arrow-next is-arrow-arrow" aria-hidden="true">→</span></div>`
        : ''
    }</nav>`;
    const meta = group(
      `<div class="wp-block-post-date"><time datetime="${post.iso}">${post.date}</time></div><p class="has-contrast-2-color has-text-color">—</p><p class="has-contrast-2-color has-text-color">di</p><div class="wp-block-post-author-name">${post.author}</div><p class="has-contrast-2-color has-text-color">in</p><div class="taxonomy-category wp-block-post-terms"><a href="/category/novita" rel="tag">Novità</a></div>`,
      'flex',
      { cls: 'has-small-font-size', style: 'gap:0.3em' },
    );
    const comments = `<div class="wp-block-comments wp-block-comments-query-loop" style="margin-top:var(--wp--preset--spacing--40)"><div id="respond" class="comment-respond wp-block-post-comments-form"><h3 id="reply-title" class="comment-reply-title">Lascia un commento <small><a rel="nofollow" id="cancel-comment-reply-link" href="${page.path}#respond" style="display:none;">Annulla risposta</a></small></h3><form action="${GP_SITE}/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate><p class="comment-notes"><span id="email-notes">Il tuo indirizzo email non sarà pubblicato.</span> <span class="required-field-message">I campi obbligatori sono contrassegnati <span class="required">*</span></span></p><p class="comment-form-comment"><label for="comment">Commento <span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p><p class="comment-form-author"><label for="author">Nome <span class="required">*</span></label><input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name" required /></p><p class="comment-form-email"><label for="email">Email <span class="required">*</span></label><input id="email" name="email" type="email" value="" size="30" maxlength="100" autocomplete="email" required /></p><p class="form-submit wp-block-button"><input name="submit" type="submit" id="submit" class="wp-block-button__link wp-element-button" value="Invia commento" /><input type="hidden" name="comment_post_ID" value="${page.id}" id="comment_post_ID" /></p></form></div></div>`;
    return `<main class="wp-block-group is-layout-flow wp-block-group-is-layout-flow" style="margin-top:var(--wp--preset--spacing--50)">${group(
      `${group(`<h1 class="wp-block-post-title">${page.title}</h1>${meta}`, 'flow', { cls: 'alignwide' })}<figure class="wp-block-post-featured-image alignwide" style="aspect-ratio:3/2"><img width="1200" height="800" src="${GP_FILES}/${post.cover}?w=1200" class="attachment-post-thumbnail size-post-thumbnail wp-post-image" alt="" style="width:100%;height:100%;object-fit:cover;" decoding="async" /></figure>`,
      'constrained',
      { globalPadding: true },
    )}${content}${group(`${spacer(40)}${nav}${comments}`, 'constrained', { globalPadding: true })}</main>`;
  }
  return `<main class="wp-block-group is-layout-flow wp-block-group-is-layout-flow" style="margin-top:0">${group(
    `<h1 class="wp-block-post-title has-x-large-font-size">${page.title}</h1>`,
    'constrained',
    {
      cls: 'alignfull has-accent-5-background-color has-background',
      globalPadding: true,
      style: 'padding-top:var(--wp--preset--spacing--40);padding-bottom:var(--wp--preset--spacing--30)',
    },
  )}${content}</main>`;
};

/** Lays out a page as WordPress.com publishes it. */
export function girandolaLayout(page: GirandolaPage): SitePage {
  const url = `${GP_SITE}${page.path === '/' ? '/' : page.path}`;
  const isHome = page.path === '/' || page.path === '/en';
  const docTitle = isHome
    ? page.lang === 'it'
      ? 'Girandola Park – Parco giochi al coperto a Verona'
      : 'Girandola Park – Indoor play centre in Verona'
    : `${page.title} – Girandola Park`;
  const alternates = page.alt
    ? (() => {
        const it = page.lang === 'it' ? page.path : page.alt;
        const en = page.lang === 'en' ? page.path : page.alt;
        return `<link rel="alternate" href="${it}" hreflang="it" />\n<link rel="alternate" href="${en}" hreflang="en" />\n`;
      })()
    : '';
  const bodyClass =
    page.kind === 'post'
      ? `post-template-default single single-post postid-${page.id} single-format-standard`
      : page.kind === 'archive'
        ? 'blog'
        : `${page.kind === 'home' ? 'home ' : ''}page-template-default page page-id-${page.id}`;
  const restType = page.kind === 'post' ? 'posts' : 'pages';
  const articleMeta =
    page.kind === 'post' && page.post
      ? `<meta property="article:published_time" content="${page.post.iso}" />\n<meta property="article:modified_time" content="${page.post.iso}" />\n`
      : '';
  const inner = `${header(page)}${main(page)}${footer(page.lang)}`;
  const html = `<!DOCTYPE html>
<html lang="${page.lang === 'it' ? 'it-IT' : 'en-GB'}">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name='robots' content='max-image-preview:large' />
<title>${docTitle}</title>
<link rel='dns-prefetch' href='//s0.wp.com' />
<link rel='dns-prefetch' href='//stats.wp.com' />
<link rel='dns-prefetch' href='//widgets.wp.com' />
<link rel="alternate" type="application/rss+xml" title="Girandola Park &raquo; Feed" href="/feed" />
<link rel="alternate" type="application/rss+xml" title="Girandola Park &raquo; Feed dei commenti" href="/comments/feed" />
<script>
window._wpemojiSettings = {"baseUrl":"https:\\/\\/s0.wp.com\\/wp-content\\/mu-plugins\\/wpcom-smileys\\/twemoji\\/2\\/72x72\\/","ext":".png","svgUrl":"https:\\/\\/s0.wp.com\\/wp-content\\/mu-plugins\\/wpcom-smileys\\/twemoji\\/2\\/svg\\/","svgExt":".svg","source":{"concatemoji":"https:\\/\\/s0.wp.com\\/wp-includes\\/js\\/wp-emoji-release.min.js?m=1719498190i&ver=6.7.1-RC1-59402"}};
</script>
<link crossorigin='anonymous' rel='stylesheet' id='all-css-0-1' href='https://s0.wp.com/_static/??-eJydkEEOgjAQRS9kaYgLV8azlDKpg9NO05nacHsxqDGBGHX5/38vL/l21M5jEmSxG4fCMGsPZGbtDS0ESW6dLmwtujNg9T1D5Hck8Tv8eDzAkEsL46itvBl6Ooq7RmVyJDbCgMGCHrQ0xrsaMLHN6NSfdsqyhh5d8qCoxtrSVk2HlCBNpm9DwupUr4DhPV87UbDsmWCPbDuPwWAYBRQfaeRXfCnjbb2Is3E=&cssminify=yes' type='text/css' media='all' />
<style id='global-styles-inline-css'>${GLOBAL_STYLES}</style>
<style id='core-block-supports-inline-css'>${blockSupports(inner)}</style>
<link rel='stylesheet' id='pll-style-css' href='https://s0.wp.com/wp-content/plugins/polylang/css/build/style.min.css?m=1730120421i&ver=3.6.5' type='text/css' media='all' />
<link rel="https://api.w.org/" href="/wp-json/" /><link rel="alternate" title="JSON" type="application/json" href="/wp-json/wp/v2/${restType}/${page.id}" /><link rel="EditURI" type="application/rsd+xml" title="RSD" href="https://girandolapark.wordpress.com/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress.com" />
<link rel="canonical" href="${url}" />
<link rel='shortlink' href='https://wp.me/PeZq7j-${page.id.toString(36)}' />
${alternates}${articleMeta}<meta property="og:type" content="${page.kind === 'post' ? 'article' : 'website'}" />
<meta property="og:title" content="${esc(docTitle)}" />
<meta property="og:url" content="${url}" />
<meta property="og:description" content="${esc(page.description)}" />
<meta property="og:site_name" content="Girandola Park" />
<meta property="og:image" content="${GP_FILES}/2023/02/girandola-park-castello.jpg" />
<meta property="og:locale" content="${page.lang === 'it' ? 'it_IT' : 'en_GB'}" />
<meta name="twitter:text:title" content="${esc(page.title)}" />
<meta name="twitter:card" content="summary_large_image" />
<meta name="description" content="${esc(page.description)}" />
<link rel="icon" href="${GP_FILES}/2023/02/cropped-girandola-favicon.png?w=32" sizes="32x32" />
<link rel="icon" href="${GP_FILES}/2023/02/cropped-girandola-favicon.png?w=192" sizes="192x192" />
<link rel="apple-touch-icon" href="${GP_FILES}/2023/02/cropped-girandola-favicon.png?w=180" />
</head>

<body class="${bodyClass} wp-custom-logo wp-embed-responsive customizer-styles-applied jetpack-reblog-enabled has-site-logo">
<div class="wp-site-blocks">${inner}</div>
${cookieBanner}
${actionBar(page)}
${IMPORT_MAP}
<script src="https://stats.wp.com/e-202647.js" defer></script>
<script>_stq = window._stq || [];_stq.push([ "view", {"v":"ext","blog":"${BLOG_ID}","post":"${page.id}","tz":"1","srv":"girandola-park.test","hp":"atomic","ac":"3","amp":"0","j":"1:14.1"} ]);_stq.push([ "clickTrackerInit", "${BLOG_ID}", "${page.id}" ]);</script>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** The theme's 404 template. */
export const girandolaNotFound: GirandolaPage = {
  path: '/404',
  lang: 'it',
  id: 0,
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  body: `${p('La pagina che stai cercando non esiste o è stata spostata. Torna alla <a href="/">home</a> o prova con una ricerca.')}<form role="search" method="get" action="${GP_SITE}/" class="wp-block-search__button-outside wp-block-search__text-button wp-block-search"><label class="wp-block-search__label screen-reader-text" for="wp-block-search__input-1">Cerca</label><div class="wp-block-search__inside-wrapper"><input class="wp-block-search__input" id="wp-block-search__input-1" placeholder="Cerca..." value="" type="search" name="s" required /><button aria-label="Cerca" class="wp-block-search__button wp-element-button" type="submit">Cerca</button></div></form>`,
};
