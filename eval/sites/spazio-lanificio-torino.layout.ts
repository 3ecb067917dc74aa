import type { SitePage } from './site-server.ts';

/**
 * A page of Spazio Lanificio as SITE123 publishes it, before the header, the hidden mobile menu, the footer,
 * the cookie notice and the "Creato con SITE123" badge: the modules the owner stacked on it, each a
 * `<section class="s123-module …">`.
 */
export interface SltPage {
  path: string;
  lang: 'it' | 'en';
  /** The page's name in the menu and its SEO title (SITE123 appends " - Spazio Lanificio"). */
  title: string;
  description: string;
  /** The same page in the other language, when it exists: hreflang links and the language dropdown. */
  alternate?: string;
  /** The home page's top section (`#top-section`), printed before the modules container. */
  hero?: string;
  modules: string[];
  /** 'item' is a module item's own page (a blog article), laid out in `s123-page-container`. */
  kind?: 'home' | 'page' | 'item';
  unlisted?: boolean;
}

export const SLT_SITE = 'https://www.spazio-lanificio-torino.test';
export const SLT_NAME = 'Spazio Lanificio';
export const SLT_COMPANY = 'Lanificio Cowork S.r.l.';
export const SLT_VAT = '11827340015';
export const SLT_REA = 'TO-1249873';
export const SLT_STREET = 'Via Villarbasse 22/B';
export const SLT_TOWN = '10141 Torino';
export const SLT_PHONE = '011 433 8290';
export const SLT_PHONE_HREF = 'tel:+390114338290';
export const SLT_WHATSAPP = '351 774 2086';
export const SLT_WHATSAPP_HREF = 'https://wa.me/393517742086';
export const SLT_EMAIL = 'ciao@spazio-lanificio-torino.test';
export const SLT_INSTAGRAM = 'https://www.instagram.com/spaziolanificio';
export const SLT_LINKEDIN = 'https://www.linkedin.com/company/spazio-lanificio';

const WEBSITE_ID = 8512734;
const UPLOADS = `https://images.cdn-files-a.com/uploads/${WEBSITE_ID}`;
const SYSTEM = 'https://cdn-cms-s-8-4.f-static.net';
const ICONS = 'https://images.cdn-files-a.com/ready_uploads/svg';
const V = 'y84124357';

/* ── Generated ids ──────────────────────────────────────────────────────────────────────────────────── */

// SITE123 names every module and item by PHP's uniqid() (13 hex digits); a counter here, so a page is the
// same on every run.
let uidCounter = 0x6512f0a8c3d21;
export const uid = () => {
  uidCounter += 0x2b1f7;
  return uidCounter.toString(16);
};

const hash = (s: string) => {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
};
/** The module id a menu item points to (`data-menu-module-id`): stable per page. */
const menuModuleId = (path: string) => `65${(hash(path) * 4099).toString(16).padStart(11, '0').slice(-11)}`;

/* ── Text ───────────────────────────────────────────────────────────────────────────────────────────── */

export const b = (html: string) => `<strong>${html}</strong>`;
export const a = (label: string, href: string) =>
  href.startsWith('http') || href.startsWith('mailto:') || href.startsWith('tel:')
    ? `<a href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''}>${label}</a>`
    : `<a href="${href}" class="s123-fast-page-load">${label}</a>`;
export const p = (...html: string[]) => html.map((x) => `<p>${x}</p>`).join('');
export const ul = (...items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;

/** An icon as SITE123 prints it: an `<i>` masked by an SVG, holding a non-breaking space. */
export const icon = (name: string, cls = '') =>
  `<i class="svg-m s123-icon-converter ${cls}" data-icon-name="${name}" style=" mask: url('${ICONS}/${name}.svg?v=2'); -webkit-mask: url('${ICONS}/${name}.svg?v=2');" data-ie11-classes="${cls}" alt="${name}">&nbsp;</i>`;

export const img = (file: string, alt: string, cls = 'img-responsive') =>
  `<img class="${cls} lazyload" src="${UPLOADS}/50_${file}" data-src="${UPLOADS}/800_${file}" alt="${alt}">`;

export const button = (label: string, href: string, style: 'primary' | 'default' = 'primary') =>
  `<a class="btn btn-${style} btn-lg${href.startsWith('/') ? ' s123-fast-page-load' : ''}" href="${href}">${label}</a>`;

/* ── Modules ────────────────────────────────────────────────────────────────────────────────────────── */

export interface ModuleOptions {
  /** The module kind in the class name (`s123-module-pricing`). */
  type: string;
  /** `data-module-type-num`, SITE123's number for the module kind. */
  num: number;
  layout?: number;
  title?: string;
  slogan?: string;
  /** The first module of an inside page prints its title as the page's `<h1>`. */
  h1?: boolean;
  bg?: boolean;
}

/**
 * A module: the `<section>` with its id and data attributes, the title block SITE123 repeats on every module
 * (`page_header_style` > `moduleTitleContainer` > `modulesTitle`), and the `container` holding the body.
 */
export const s123Module = (o: ModuleOptions, ...body: string[]) => {
  const id = uid();
  const tag = o.h1 ? 'h1' : 'h2';
  const title = o.title
    ? `<div data-aos="fade-up" class="container-fluid page_header_style noBackground"><div class="row"><div class="container moduleTitleContainer"><div class="row modulesTitle text-center"><div class="col-xs-12"><div class="page-header-wrap"><${tag} id="section-${id}-title" class="s123-page-header">${o.title}</${tag}><hr class="small">${o.slogan ? `<h4 id="section-${id}-slogan" class="s123-page-slogan">${o.slogan}</h4>` : ''}</div></div></div></div></div></div>`
    : '';
  return `<section id="section-${id}" class="s123-module s123-module-${o.type} layout-${o.layout ?? 1}${o.bg ? ' bg-primary' : ''}" data-module-id="${id}" data-module-type-num="${o.num}">${title}<div class="container" data-aos="fade-up">${body.join('')}</div></section>`;
};

/** The text of an "About" module as the Froala editor saves it. */
export const text = (html: string) =>
  `<div class="row"><div class="col-xs-12"><div class="about-container"><div class="responsive-handler fr-view breakable about-description">${html}</div></div></div></div>`;

/** A table pasted into the Froala editor: widths in percent, the header row plain cells in bold. */
export const table = (head: string[], rows: string[][]) =>
  `<table style="width: 100%;"><tbody><tr>${head
    .map((h) => `<td style="width: ${Math.round(100 / head.length)}%;"><strong>${h}</strong></td>`)
    .join(
      '',
    )}</tr>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

export interface Plan {
  name: string;
  /** The figure alone, printed in its own span after the euro sign's. */
  amount: string;
  /** "/mese", "/giorno": a span of its own after the figure. */
  period: string;
  /** "da" / "from" before the price, in its own span. */
  prefix?: string;
  /** A small line under the price ("IVA esclusa"). */
  note?: string;
  features: string[];
  button: [label: string, href: string];
  featured?: boolean;
}

/**
 * The Pricing Tables module: a card per plan whose name, currency, figure, period, note and features are
 * separate elements ("€" and "190" two spans a browser runs together as "€190").
 */
export const pricing = (plans: Plan[]) =>
  `<div class="row pricing-tables-container text-center">${plans
    .map(
      (pl) =>
        `<div class="col-xs-12 col-sm-6 col-md-${Math.floor(12 / plans.length)} pricing-item preview-highlighter" data-unique-id="${uid()}"><div class="pricing-table box-primary${pl.featured ? ' pricing-table-featured' : ''}">${pl.featured ? '<div class="pricing-ribbon"><span>★</span></div>' : ''}<div class="pricing-header"><h3 class="pricing-title">${pl.name}</h3></div><div class="pricing-price-container">${pl.prefix ? `<span class="pricing-prefix">${pl.prefix} </span>` : ''}<span class="pricing-currency">€</span><span class="pricing-price">${pl.amount}</span><span class="pricing-period">${pl.period}</span></div>${pl.note ? `<div class="pricing-price-note">${pl.note}</div>` : ''}<ul class="pricing-features list-unstyled">${pl.features
          .map((f) => `<li class="pricing-feature">${icon('check', 'fa-fw')}<span>${f}</span></li>`)
          .join(
            '',
          )}</ul><div class="pricing-button"><a class="btn btn-primary btn-block s123-fast-page-load" href="${pl.button[1]}">${pl.button[0]}</a></div></div></div>`,
    )
    .join('')}</div>`;

/** The FAQ module: Bootstrap collapse panels, every answer saved closed (`panel-collapse collapse`). */
export const faq = (items: [question: string, answer: string][]) => {
  const gid = uid();
  return `<div class="faq-container"><div class="panel-group" id="accordion-${gid}" role="tablist" aria-multiselectable="true">${items
    .map(([q, ans], i) => {
      const iid = `faq-${gid}-${i + 1}`;
      return `<div class="panel panel-default faq-item preview-highlighter" data-unique-id="${uid()}"><div class="panel-heading" role="tab" id="${iid}-heading"><h4 class="panel-title"><a class="collapsed" role="button" data-toggle="collapse" data-parent="#accordion-${gid}" href="#${iid}" aria-expanded="false" aria-controls="${iid}">${q}<span class="faq-icon">${icon('plus')}</span></a></h4></div><div id="${iid}" class="panel-collapse collapse" role="tabpanel" aria-labelledby="${iid}-heading"><div class="panel-body fr-view">${ans}</div></div></div>`;
    })
    .join('')}</div></div>`;
};

export interface Member {
  name: string;
  role: string;
  text: string;
  photo: string;
}

/** The Team module: a card per person, the name, role and description separate elements. */
export const team = (members: Member[]) =>
  `<div class="row team-container text-center">${members
    .map(
      (m) =>
        `<div class="col-xs-12 col-sm-6 col-md-3 team-item preview-highlighter" data-unique-id="${uid()}"><div class="team-member box-primary"><div class="team-image">${img(m.photo, m.name, 'img-responsive img-circle')}</div><div class="team-info"><h4 class="team-name">${m.name}</h4><span class="team-position">${m.role}</span><div class="team-description fr-view"><p>${m.text}</p></div></div><ul class="list-inline team-social"><li><a href="${SLT_LINKEDIN}" target="_blank" rel="noopener">${icon('linkedin')}</a></li></ul></div></div>`,
    )
    .join('')}</div>`;

/**
 * The Opening Hours module: a list of days, each day's name and times two spans side by side (a browser runs
 * them together: "Lunedì08:30 - 19:30").
 */
export const openingHours = (rows: [day: string, time: string][], note?: string) =>
  `<div class="row"><div class="col-xs-12 col-sm-8 col-sm-offset-2"><div class="opening-hours-wrapper box-primary preview-highlighter"><ul class="list-unstyled opening-hours-list">${rows
    .map(
      ([day, time], i) =>
        `<li class="opening-hours-item${/chius|closed/i.test(time) ? ' opening-hours-closed' : ''}" data-day="${i + 1}"><span class="opening-hours-day">${day}</span><span class="opening-hours-time">${time}</span></li>`,
    )
    .join('')}</ul>${note ? `<div class="opening-hours-note">${note}</div>` : ''}</div></div></div>`;

export interface Card {
  icon: string;
  title: string;
  /** A line of its own under the title (a price, a capacity). */
  sub?: string;
  text: string;
}

/** The Services module: icon cards whose title, sub-line and description are separate elements. */
export const services = (cards: Card[], cols: 2 | 3 | 4 = 3, all = 'Tutti') =>
  `<div class="text-center features-container"><div class="row" style="display:none;"><div class="s123-categories col-xs-12"><ul class="items-categories-container"><li data-categories-filter="all"><a href="#">${all}</a></li></ul></div></div><div class="row text-center services-category" data-categories-filter="all">${cards
    .map(
      (c) =>
        `<div class="col-md-${12 / cols} col-sm-6 col-xs-12 preview-highlighter" data-unique-id="${uid()}"><div class="service-item">${icon(c.icon, 'fa-stack fa-4x img-circle')}<h4><strong>${c.title}</strong></h4>${c.sub ? `<div class="service-sub">${c.sub}</div>` : ''}<div class="service-description fr-view"><p>${c.text}</p></div></div></div>`,
    )
    .join('')}</div></div>`;

export interface EventItem {
  day: string;
  month: string;
  year: string;
  title: string;
  when: string;
  where: string;
  text: string;
}

/** The Events module: the date box (day, month, year in three spans), then the title, details and text. */
export const events = (items: EventItem[]) =>
  `<div class="events-container">${items
    .map(
      (e) =>
        `<div class="row event-item preview-highlighter" data-unique-id="${uid()}"><div class="col-xs-3 col-sm-2"><div class="event-date-box box-primary"><span class="event-day">${e.day}</span><span class="event-month">${e.month}</span><span class="event-year">${e.year}</span></div></div><div class="col-xs-9 col-sm-10"><h4 class="event-title">${e.title}</h4><ul class="list-inline event-details"><li>${icon('clock-o', 'fa-fw')}<span>${e.when}</span></li><li>${icon('map-marker', 'fa-fw')}<span>${e.where}</span></li></ul><div class="event-description fr-view"><p>${e.text}</p></div></div></div>`,
    )
    .join('')}</div>`;

export interface ArticleTeaser {
  path: string;
  title: string;
  date: string;
  excerpt: string;
  image: string;
}

/** The Articles (blog) module's list: a card per post with its image, title, date and excerpt. */
export const articles = (items: ArticleTeaser[], more: string) =>
  `<div class="row articles-container">${items
    .map(
      (x) =>
        `<div class="col-xs-12 col-sm-6 article-item preview-highlighter" data-unique-id="${uid()}"><a href="${x.path}" class="s123-fast-page-load article-image-link"><div class="article-image bgLazyload" data-bg="${UPLOADS}/800_${x.image}" style="background-image:url('${UPLOADS}/50_${x.image}')"></div></a><div class="article-content box-primary"><h4 class="article-title"><a href="${x.path}" class="s123-fast-page-load">${x.title}</a></h4><div class="article-date"><small>${x.date}</small></div><p class="article-description">${x.excerpt}</p><a class="btn btn-primary btn-sm s123-fast-page-load" href="${x.path}">${more}</a></div></div>`,
    )
    .join('')}</div>`;

/**
 * The Contact module: the map (an empty div whose address is only in its `data-src`), the details (email,
 * phones, address, hours) under `<label>`s, and the form whose fields have only placeholders.
 */
export const contactModule = (lang: 'it' | 'en', hours: string) => {
  const it = lang === 'it';
  const id = uid();
  return `<div class="contact-wrapper"><div class="s123-module-contact-map"><div id="contact_${id}" class="map-container" data-src="https://maps-cdn.site123.com/include/globalMapDisplay.php?q=Via+Villarbasse+22%2FB%2C+10141+Torino+TO%2C+Italia&amp;z=16&amp;l=${lang}&amp;ilfc="></div></div><div class="row box-primary box-text-primary contact-form-container map-active"><div class="col-md-12 col-sm-12 col-xs-12"><div class="preview-highlighter contact-details"><div class="row"><div class="col-md-8 col-sm-12 col-xs-12"><div class="contact-details-email"><label class="contact-details-labels">Email</label><br><a href="mailto:${SLT_EMAIL}">${icon('envelope-o', 'fa-fw')}${SLT_EMAIL}</a></div><div><ul class="list-unstyled contact-as-details-container"><label class="contact-details-labels">${it ? 'Telefono' : 'Phone'}</label><br><li><a href="${SLT_PHONE_HREF}">${icon('phone')}<span dir="ltr">${SLT_PHONE}</span></a></li><li><a href="${SLT_WHATSAPP_HREF}" target="_blank" rel="noopener">${icon('whatsapp')}<span dir="ltr">${SLT_WHATSAPP}</span></a> (WhatsApp)</li></ul></div></div><div class="col-md-4 col-sm-12 col-xs-12"><label class="contact-details-labels">${it ? 'Indirizzo' : 'Address'}</label><br><ul class="list-unstyled contact-as-details-container"><li>${SLT_STREET}, ${SLT_TOWN}</li><li class="open_hours_field">${icon('clock-o', 'fa-fw')} ${hours}</li></ul></div></div></div></div><div class="col-md-12 col-xs-12 col-sm-12"><form class="contactUsForm preview-highlighter" data-date-format="d/m/Y" data-click-action=""><div class="row"><div class="col-md-6 col-sm-12 col-xs-12"><div class="form-group"><input type="text" name="contact_name" placeholder="${it ? 'Nome' : 'Name'}" class="form-control" required data-msg-required="${it ? 'Questo campo è obbligatorio.' : 'This field is required.'}"></div></div><div class="col-md-6 col-sm-12 col-xs-12"><div class="form-group"><input type="text" name="contact_phone" placeholder="${it ? 'Telefono' : 'Phone'}" class="form-control"></div></div><div class="col-md-12 col-sm-12 col-xs-12"><div class="form-group"><input type="text" name="contact_email" placeholder="${it ? 'Indirizzo email' : 'Email address'}" class="form-control s123-force-ltr" required data-msg-required="${it ? 'Questo campo è obbligatorio.' : 'This field is required.'}" data-rule-email="true" data-msg-email="${it ? 'Inserisci un indirizzo email valido.' : 'Please enter a valid email.'}"></div></div><div class="col-md-12 col-sm-12 col-xs-12"><div class="form-group"><textarea class="form-control" name="contact_message" placeholder="${it ? 'Messaggio' : 'Message'}" style="min-height: 100px;"></textarea></div></div><div class="col-md-12 col-sm-12 col-xs-12"><button type="submit" class="btn btn-primary btn-block" aria-label="${it ? 'Contattaci' : 'Contact Us'}">${it ? 'Invia' : 'Send'}</button></div></div><input type="hidden" name="w" value="${WEBSITE_ID}"><input type="hidden" name="websiteID" value="${WEBSITE_ID}"><input type="hidden" name="moduleID" value="${id}"><input type="hidden" name="layout" value="9"></form></div></div></div>`;
};

/** The home page's top section: background image, the slogans and the two buttons. */
export const homeHero = (title: string, slogan: string, buttons: [string, string][], image: string) =>
  `<section id="top-section" class="homepage_style_1 top_magic_homepage_kind_1 parallax-on"><div class="home_background_wrapper parallax-on"><div class="parallax-window home-image-bg" data-parallax="scroll" data-bleed="0" data-idele="parallax_home_opacity" data-opacity="0.45" data-backgroundcolor="#000000" data-image-src="${UPLOADS}/2000_${image}" data-position="center center"></div></div><div class="magic_homepage magic_homepage_kind_simple magic_homepage_kind_1 homepage-layout-24 container parent_simple_object_position_center"><div class="home_main_wrapper main_ele_place_bottom simple_object_position_center"><div class="box_container boxStyle_"><div class="boxBorder ele_align_center"><h1 id="home_siteSlogan" class="weight700 shadow1">${title}</h1><h2 id="home_siteSlogan_2" class="weight400 shadow1" style="display:none"></h2><p id="home_SecondSiteSlogan" class="weight400">${slogan}</p></div><div class="homepage_goal space_from_bottom_mainGoal ele_align_center" style="position: relative;max-width: 100%;"><div class="promoButtons align_center">${buttons
    .map(
      ([label, href], i) =>
        `<a id="home_buttonText${i ? `_${i}` : ''}" class="btn btn-primary btn-xl s123-fast-page-load" href="${href}"><span class="h-b-container"><span class="h-b-t">${label}</span></span></a>`,
    )
    .join('')}</div></div></div></div></div></section>`;

/* ── Menus ──────────────────────────────────────────────────────────────────────────────────────────── */

type MenuItem = [label: string, href: string];

const itMenu: MenuItem[] = [
  ['Home', '/'],
  ['Piani e prezzi', '/piani-e-prezzi'],
  ['Sale riunioni', '/sale-riunioni'],
  ['Servizi', '/servizi'],
  ['Orari', '/orari'],
  ['Eventi', '/eventi'],
];
// The pages SITE123 folds into "Altro" when the top menu runs out of room.
const itMore: MenuItem[] = [
  ['Community', '/community'],
  ['Come arrivare', '/come-arrivare'],
  ['FAQ', '/faq'],
  ['Blog', '/blog'],
  ['Contatti', '/contatti'],
];
const enMenu: MenuItem[] = [
  ['Home', '/en'],
  ['Plans &amp; prices', '/en/plans-and-prices'],
  ['Meeting rooms', '/en/meeting-rooms'],
  ['Contact &amp; directions', '/en/contact'],
];

const isCurrent = (href: string, page: SltPage) =>
  href === page.path || (href === '/blog' && page.path.startsWith('/blog/'));

const menuLink = ([label, href]: MenuItem, page: SltPage) => {
  const home = href === '/' || href === '/en';
  return `<li class="moduleMenu${isCurrent(href, page) ? ' active' : ''}"${home ? '' : ` data-menu-module-id="${menuModuleId(href)}"`}><a class="page-unique${home ? ' homepageMenu' : ''} s123-fast-page-load" href="${href}"><span class="txt-container">${label}</span></a></li>`;
};

const desktopMenu = (page: SltPage) => {
  if (page.lang === 'en') return enMenu.map((m) => menuLink(m, page)).join('');
  const moreActive = itMore.some(([, href]) => isCurrent(href, page));
  return `${itMenu.map((m) => menuLink(m, page)).join('')}<li class="moduleMenu dropdown moreNavItem${moreActive ? ' active' : ''}"><a class="dropdown-toggle" data-toggle="dropdown" href="#" role="button" aria-haspopup="true" aria-expanded="false"><span class="txt-container">Altro</span> ${icon('angle-down')}</a><ul class="dropdown-menu">${itMore
    .map((m) => menuLink(m, page))
    .join('')}</ul></li>`;
};

/** The hidden mobile copy of the menu (`#top-menu-mobile`), every page flat, "Altro" unfolded. */
const mobileMenu = (page: SltPage) =>
  (page.lang === 'en' ? enMenu : [...itMenu, ...itMore]).map((m) => menuLink(m, page)).join('');

const languages = (page: SltPage) => {
  const it = page.lang === 'it';
  const other = page.alternate ?? (it ? '/en' : '/');
  const itHref = it ? page.path : other;
  const enHref = it ? other : page.path;
  return `<li class="header-languages-wrapper dropdown"><a class="actionButton dropdown-toggle" data-toggle="dropdown" role="button" aria-haspopup="true" aria-expanded="false">${icon('globe')}<span class="lang-code">${it ? 'IT' : 'EN'}</span></a><ul class="dropdown-menu languages-dropdown"><li class="${it ? 'active' : ''}"><a href="${itHref}" hreflang="it" lang="it" class="s123-fast-page-load">Italiano</a></li><li class="${it ? '' : 'active'}"><a href="${enHref}" hreflang="en" lang="en" class="s123-fast-page-load">English</a></li></ul></li>`;
};

const header = (page: SltPage) => {
  const home = page.lang === 'it' ? '/' : '/en';
  const logo = `<a href="${home}" class="s123-site-logo navbar-brand s123-w-l-s page-unique s123-fast-page-load"><img alt="${SLT_NAME}" class="img-responsive" src="${UPLOADS}/normal_6512f0a8c3d21_logo-lanificio.png"><span class="website-name website-name-preview-helper">${SLT_NAME}</span></a>`;
  const phone = `<li class="header-phone-wrapper" data-style="1"><a data-close-location="right" class="actionButton" role="button" data-container="body" data-toggle="phone_menuCallActionIcons">${icon('phone')}</a></li>`;
  return `<div id="websiteHeader" data-arranged-icons="false"><nav id="mainNav" class="hidden-xs navbar-default navbar-fixed-top opacity-full affix"><div class="site_container"><div class="navbar-header">${logo}</div><div id="top-menu"><ul class="navPages nav navbar-nav">${desktopMenu(page)}</ul><ul class="navActions nav navbar-nav">${phone}${languages(page)}</ul></div></div></nav><input type="hidden" id="stickyMenu" name="stickyMenu" value="on"></div><nav id="mainNavMobile" class="navbar-fixed-top"><div class="navPagesLeft"><div class="header-menu-wrapper"><a data-close-location="left" data-menu-color="" data-menu-type="0" data-menu-align="center" data-is-mobile="true" class="mobile-menu-btn actionButton" role="button" data-container="body" data-toggle="menuCallActionIcons">${icon('bars')}</a></div></div><div class="navbar-header">${logo}</div><div class="navPagesRight"><ul class="navActions nav navbar-nav">${phone}</ul></div></nav><div id="top-menu-mobile" style="display:none;"><ul>${mobileMenu(page)}</ul><ul class="mobile-languages"><li><a href="${page.lang === 'it' ? (page.alternate ?? '/en') : (page.alternate ?? '/')}" class="s123-fast-page-load">${page.lang === 'it' ? 'English' : 'Italiano'}</a></li></ul></div>`;
};

/* ── Footer, badge, cookie notice ───────────────────────────────────────────────────────────────────── */

const footer = (lang: 'it' | 'en') => {
  const it = lang === 'it';
  return `<footer class="global_footer footer_2"><div class="container"><div class="row footer-layout-2"><div class="col-xs-12 col-sm-4 footer-col"><span class="footer_name website-name-preview-helper">${SLT_NAME}</span><div class="footer-text fr-view"><p>${it ? 'Coworking, uffici privati e sale riunioni nell’ex Lanificio Ferrua, Borgo San Paolo, Torino.' : 'Coworking, private offices and meeting rooms in a former wool mill in Borgo San Paolo, Turin.'}</p></div></div><div class="col-xs-12 col-sm-4 footer-col"><ul class="list-unstyled footer-contact-details"><li>${icon('map-marker', 'fa-fw')}<span>${SLT_STREET}, ${SLT_TOWN}</span></li><li>${icon('phone', 'fa-fw')}<a href="${SLT_PHONE_HREF}"><span dir="ltr">${SLT_PHONE}</span></a></li><li>${icon('whatsapp', 'fa-fw')}<a href="${SLT_WHATSAPP_HREF}" target="_blank" rel="noopener"><span dir="ltr">${SLT_WHATSAPP}</span></a></li><li>${icon('envelope', 'fa-fw')}<a href="mailto:${SLT_EMAIL}">${SLT_EMAIL}</a></li></ul></div><div class="col-xs-12 col-sm-4 footer-col"><div class="social-icons"><ul class="list-inline"><li><a href="${SLT_INSTAGRAM}" target="_blank" rel="noopener" aria-label="Instagram">${icon('instagram', 'fa-2x')}</a></li><li><a href="${SLT_LINKEDIN}" target="_blank" rel="noopener" aria-label="LinkedIn">${icon('linkedin', 'fa-2x')}</a></li></ul></div><div class="mailing-list-container"><form class="mailingListForm"><div class="input-group"><input type="email" name="email" class="form-control" placeholder="${it ? 'Indirizzo email' : 'Email address'}"><span class="input-group-btn"><button class="btn btn-primary" type="submit">${it ? 'Iscriviti' : 'Subscribe'}</button></span></div></form></div></div></div><div class="row footer-bottom"><div class="col-xs-12 text-center"><div class="copyright">Copyright © 2026 ${SLT_COMPANY} · ${it ? 'P.IVA' : 'VAT no.'} ${SLT_VAT} · REA ${SLT_REA} · ${it ? 'Tutti i diritti riservati' : 'All rights reserved'}</div><div style="margin:5px 0;">${it ? `<a href="/termini-e-condizioni" class="s123-fast-page-load">Termini e condizioni</a>&nbsp;&nbsp;|&nbsp;&nbsp;` : ''}<a href="/privacy" class="s123-fast-page-load">Privacy</a>&nbsp;&nbsp;|&nbsp;&nbsp;<a href="/cookie-policy" class="s123-fast-page-load">Cookie</a></div><div class="clearfix upgrade-website-preview-helper">${it ? 'Creato con' : 'Powered by'} <a rel="nofollow" target="_blank" href="https://it.site123.com/?utm_source=user-website&amp;utm_medium=powered-by">SITE123</a> - <a rel="nofollow" target="_blank" href="https://it.site123.com">${it ? 'Crea il tuo sito gratis' : 'Free website maker'}</a></div></div></div></div></footer>`;
};

const badge = (lang: 'it' | 'en') =>
  `<div id="showSmallAdOnScroll" class="upgrade-website-preview-helper style2 static"><a rel="nofollow" target="_blank" href="https://www.site123.com/?utm_source=user-website&amp;utm_medium=powered-by-ad-${lang}&amp;utm_content=all&amp;utm_campaign=all"><span class="s123-b-b-s-1">${lang === 'it' ? 'Creato con' : 'Created with'}</span> <img src="${SYSTEM}/manager/websites/site123_website/files/logos/brand_files_2020/Logo/Horizontal/PNG/Horizontal_Black.png?v=${V}" alt="SITE123" style="height:21px;width:auto;vertical-align:middle;">&nbsp;&nbsp;&nbsp;<span class="site123link hidden-xs">${lang === 'it' ? 'CREA IL TUO SITO' : 'CREATE YOUR WEBSITE'}</span></a></div>`;

/** The cookie notice, printed hidden: SITE123's script shows it until "Ho capito!" is clicked. */
const cookieNotice = (lang: 'it' | 'en') => {
  const it = lang === 'it';
  return `<div id="cookiesNotification" class="cookies-notification-container" style="display:none;" role="dialog" aria-live="polite"><div class="cookies-notification-text">${it ? 'Questo sito web utilizza i cookie per garantirti la migliore esperienza sul nostro sito web.' : 'This website uses cookies to ensure you get the best experience on our website.'} <a href="/cookie-policy" class="s123-fast-page-load">${it ? 'Maggiori informazioni' : 'Learn more'}</a></div><button type="button" class="btn btn-primary cookies-notification-button">${it ? 'Ho capito!' : 'Got it!'}</button></div>`;
};

/** The phone and email popovers the header icons open, printed hidden. */
const popovers = () =>
  `<div><div id="header-phone-content" style="display:none;"><div class="popover_phone_icons"><div class="global-contact-details-container text-center" data-type="phone"><ul class="list-unstyled"><li><a href="${SLT_PHONE_HREF}">${icon('phone')}<span dir="ltr">${SLT_PHONE}</span></a></li><li><a href="${SLT_WHATSAPP_HREF}">${icon('whatsapp')}<span dir="ltr">${SLT_WHATSAPP}</span></a></li></ul></div></div><input type="hidden" id="multiPhonesSettings" value="[{&quot;number&quot;:&quot;${SLT_PHONE}&quot;,&quot;note&quot;:&quot;Reception&quot;,&quot;type&quot;:&quot;1&quot;},{&quot;number&quot;:&quot;${SLT_WHATSAPP}&quot;,&quot;note&quot;:&quot;WhatsApp&quot;,&quot;type&quot;:&quot;3&quot;}]"></div><div id="header-email-content" style="display:none;"><div class="popover_email_icons"><div class="global-contact-details-container text-center" data-type="email"><ul class="list-unstyled"><li><a href="mailto:${SLT_EMAIL}">${icon('envelope', 'fa-fw')}&nbsp;<span dir="ltr">${SLT_EMAIL}</span></a></li></ul></div></div></div><input type="hidden" id="globalContactEmailSettings" value="{&quot;contact_email&quot;:&quot;${SLT_EMAIL}&quot;,&quot;useCustomForm&quot;:&quot;&quot;,&quot;custom_form_html&quot;:&quot;&quot;}"></div>`;

const cssVars = `:root {
        --global_main_color: #b5532f;
        --home_text_color: #ffffff;
        --home_text_size_px: 64px;
        --slogan_text_size_px: 26px;
        --layout_text_align: center;
        --homepage_layout_height: 85%;
        --mobileMenuFontSize: 20px;
        --window-height: 100vh;
        --window-width: 100vw;
    }
    .s123-module .panel-collapse.collapse{display:none}.s123-module .panel-collapse.collapse.in{display:block}
    .moreNavItem .dropdown-menu,.languages-dropdown{display:none}.dropdown.open>.dropdown-menu{display:block}
    .opening-hours-list li{display:flex;justify-content:space-between;border-bottom:1px dashed rgba(0,0,0,.15);padding:8px 0}
    .pricing-price-container{font-size:52px;font-weight:700}.pricing-currency{font-size:.45em;vertical-align:top}.pricing-period,.pricing-prefix{font-size:.35em;font-weight:400}
    .event-date-box span{display:block;text-align:center}.event-day{font-size:32px;font-weight:700}`;

/**
 * Lays out a page as SITE123 serves it: the head (pjax-tagged title and meta, hreflang, the CSS variables and
 * the minimised stylesheets), `#websiteHeader` with the desktop menu and its "Altro" dropdown, the language
 * dropdown, `#mainNavMobile` and the hidden `#top-menu-mobile` copy of the menu, `#s123PjaxMainContainer`
 * holding the home page's top section and the modules container, the footer, the popovers, the badge, the
 * cookie notice, the hidden settings inputs and the scripts.
 */
export function sltLayout(page: SltPage): SitePage {
  const it = page.lang === 'it';
  const kind = page.kind ?? 'page';
  const url = `${SLT_SITE}${page.path}`;
  const docTitle = kind === 'home' ? `${SLT_NAME} - ${page.title}` : `${page.title} - ${SLT_NAME}`;
  const hreflang = page.alternate
    ? (() => {
        const itPath = it ? page.path : page.alternate;
        const enPath = it ? page.alternate : page.path;
        return `<link rel="alternate" hreflang="it" href="${SLT_SITE}${itPath}" class="s123-js-pjax">\n    <link rel="alternate" hreflang="en" href="${SLT_SITE}${enPath}" class="s123-js-pjax">\n    <link rel="alternate" hreflang="x-default" href="${SLT_SITE}${itPath}" class="s123-js-pjax">`;
      })()
    : '';
  const containerClass =
    kind === 'item'
      ? 's123-content-area s123-page-container'
      : kind === 'home'
        ? 's123-modules-container'
        : 's123-content-area s123-modules-container';
  const html = `<!DOCTYPE html>
<html dir="ltr" lang="${page.lang}" class="${kind === 'home' ? 'home_page home_page_design' : 'inside_page inside_page_header_design'} s_layout1">
<head>
    <meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="dns-prefetch preconnect" href="${SYSTEM}/" crossorigin="anonymous">
    <link rel="dns-prefetch preconnect" href="https://images.cdn-files-a.com/" crossorigin="anonymous">
    <link rel="dns-prefetch preconnect" href="https://fonts.googleapis.com/" crossorigin="anonymous">
    <link rel="shortcut icon" href="${UPLOADS}/favicon_6512f0a8c3d21.png?v=${V}" type="image/x-icon">
    <link rel="icon" href="${UPLOADS}/favicon_6512f0a8c3d21.png?v=${V}" type="image/x-icon">
    <meta name="theme-color" content="#b5532f">
    <title class="s123-js-pjax">${docTitle}</title>
    <meta name="description" content="${page.description}" class="s123-js-pjax">
    <meta name="keywords" content="${it ? 'coworking torino, coworking borgo san paolo, ufficio privato torino, sale riunioni torino, domiciliazione torino' : 'coworking turin, coworking torino, meeting rooms turin'}" class="s123-js-pjax">
    <link rel="canonical" href="${url}" class="s123-js-pjax">
    ${hreflang}
    <!-- Facebook Meta Info -->
    <meta property="og:url" content="${url}" class="s123-js-pjax">
    <meta property="og:image" content="${UPLOADS}/800_6512f0a8d1e07_cortile-lanificio.jpg" class="s123-js-pjax">
    <meta property="og:description" content="${page.description}" class="s123-js-pjax">
    <meta property="og:title" content="${docTitle}" class="s123-js-pjax">
    <meta property="og:site_name" content="${SLT_NAME}" class="s123-js-pjax">
    <meta property="og:locale" content="${it ? 'it_IT' : 'en_GB'}" class="s123-js-pjax">
    <!-- Google+ Meta Info -->
    <meta itemprop="name" content="${docTitle}" class="s123-js-pjax">
    <meta itemprop="description" content="${page.description}" class="s123-js-pjax">
    <!-- Twitter Meta Info -->
    <meta name="twitter:card" content="summary" class="s123-js-pjax">
    <meta name="twitter:url" content="${url}" class="s123-js-pjax">
    <meta name="twitter:title" content="${docTitle}" class="s123-js-pjax">
    <meta name="twitter:description" content="${page.description}" class="s123-js-pjax">
    <!-- Website CSS variables -->
    <style>    ${cssVars}
    </style>
    <link rel="stylesheet" href="${SYSTEM}/versions/2/system_mini/css/minimize-top.css?v=${V}" type="text/css" crossorigin="anonymous">
    <link rel="stylesheet" href="https://files.cdn-files-a.com/uploads/${WEBSITE_ID}/websiteCSS.css?v=${V}" class="reloadable-css" type="text/css">
    <link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Work+Sans:300,400,700|Lora:400,700&amp;display=swap" type="text/css">
</head>
<body id="page-top" data-aos-easing="ease" data-aos-duration="200" data-aos-delay="0">
<div class="body">
${header(page)}
<div id="s123PjaxMainContainer">
${page.hero ?? ''}
<div id="s123ModulesContainer" class="${containerClass}">
${page.modules.join('\n')}
</div>
${footer(page.lang)}
</div>
</div>
${popovers()}
${badge(page.lang)}
${cookieNotice(page.lang)}
<a id="gotoTop" class="gotoTop page-scroll" style="display: none;" href="#page-top">${icon('angle-up')}</a>
<div class="magic-button-container"><input type="hidden" id="magicButtonSettings" value="{&quot;active&quot;:true,&quot;style&quot;:&quot;mainColor&quot;,&quot;items&quot;:{&quot;whatsApp&quot;:{&quot;order&quot;:1,&quot;value&quot;:&quot;393517742086&quot;}},&quot;greeter&quot;:{&quot;active&quot;:false,&quot;value&quot;:&quot;&quot;},&quot;siteName&quot;:&quot;${SLT_NAME}&quot;}"><div class="all-magic-buttons" data-is-managment="0"></div></div>
<input type="hidden" id="layoutNUM" name="layoutNUM" value="1">
<input type="hidden" id="footer_layout" name="footer_layout" value="2">
<input type="hidden" id="layoutMenuPositionTXT" name="layoutMenuPositionTXT" value="top">
<input type="hidden" id="versionNUM" name="versionNUM" value="2">
<input type="hidden" id="w" name="w" value="${WEBSITE_ID}">
<input type="hidden" id="websiteID" value="${WEBSITE_ID}">
<input type="hidden" id="onepage" value="0">
<input type="hidden" id="pjaxSupported" value="1">
<input type="hidden" id="hasEcommerce" value="0">
<input type="hidden" id="currentWebsiteDomain" value="www.spazio-lanificio-torino.test">
<input type="hidden" id="pageUniqueID" class="s123-js-pjax" name="pageUniqueID" value="${kind === 'home' ? '' : menuModuleId(page.path)}">
<script>
    var menuScrollOffset = 70;
    var packageNUM = 3;
    var domain = 'www.spazio-lanificio-torino.test';
    var languageCode = '${page.lang}';
    var multiLanCode = '${it ? '' : 'en'}';
    var websiteLanguageCode = 'it';
    var IsManagment = '0';
    var isMinimize = 1;
    var footerCustomTextJson = {"mailingList":{"placeHolder":"${it ? 'Indirizzo email' : 'Email Address'}","button":"${it ? 'Iscriviti' : 'Subscribe'}"},"cookieConsent":{"text":"${it ? 'Questo sito web utilizza i cookie per garantirti la migliore esperienza sul nostro sito web.' : 'This website uses cookies to ensure you get the best experience on our website.'}","button":"${it ? 'Ho capito!' : 'Got it!'}"},"privacy":{"title":"Privacy"},"terms":{"title":"${it ? 'Termini' : 'Terms'}"},"accessibility":{"title":"${it ? 'Accessibilità' : 'Accessibility'}"}};
    var $GLOBALS = {'cdn-user-files': 'https://files.cdn-files-a.com', 'cdn-system-files': '${SYSTEM}', 'cdn-images-files': 'https://images.cdn-files-a.com', 'v-cache': '${V}', 't_direction': "ltr"};
</script>
<script src="${SYSTEM}/manager/translation_JS/website_jsTranslations.js?l=${page.lang}&amp;a=1&amp;v=${V}" crossorigin="anonymous"></script>
<link rel="stylesheet" class="defer-css" data-href="${SYSTEM}/versions/2/system_mini/css/minimize-bottom.css?v=${V}" type="text/css" crossorigin="anonymous">
<script src="${SYSTEM}/versions/2/system_mini/js/minimize_p1.js?v=${V}" crossorigin="anonymous"></script>
<script src="${SYSTEM}/versions/2/system_mini/js/minimize_p2.js?v=${V}" crossorigin="anonymous"></script>
<script src="${SYSTEM}/versions/2/system_mini/js/minimize_s_modules.js?v=${V}" crossorigin="anonymous"></script>
<script src="${SYSTEM}/versions/2/system_mini/js/minimize_scripts.js?v=${V}" crossorigin="anonymous"></script>
<script src="${SYSTEM}/files/vendor/magic-button/front/js/magic-button-min.js?v=${V}" crossorigin="anonymous" defer></script>
<div class="s123-front-last-element hidden"></div>
</body>
</html>
`;
  return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
}

/** SITE123's "page not found" page, inside the header and footer. */
export const sltNotFound: SltPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  modules: [
    s123Module(
      { type: 'about', num: 16, title: 'Pagina non trovata', h1: true },
      text(p('La pagina che stai cercando non esiste o è stata spostata.', a('Torna alla home', '/'))),
    ),
  ],
};
