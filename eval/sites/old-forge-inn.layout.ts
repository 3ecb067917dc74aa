import type { SitePage } from './site-server.ts';

/** A page of The Old Forge Inn before layout: its sections, as the Squarespace editor saved them. */
export interface ForgePage {
  path: string;
  title: string;
  description: string;
  /** The page's sections (see `imageSection` and `section`), or hand-written markup (broken on one page). */
  body: string;
  /** Collection type of the page, printed in the body class as Squarespace does. */
  collection?: 'page' | 'blog' | 'blog-item';
  unlisted?: boolean;
}

export const FORGE_PHONE = '01632 961527';
export const FORGE_EMAIL = 'hello@old-forge-inn.test';
/** The external table-booking widget the header button opens. */
export const BOOK_TABLE = 'https://widget.tablebooker.example/r/old-forge-inn?source=website';
/** The external room-booking engine. */
export const BOOK_ROOM = 'https://bookings.innstay.example/property/old-forge-inn';

const CDN = 'https://images.squarespace-cdn.example/content/v1/5f3a1c2e9b7d4a0012c8e6f1';

// Squarespace gives every block a generated id; a counter keeps them stable between runs.
let nextBlock = 1;
const blockId = () => `block-yui_3_17_2_1_1698761${String(nextBlock++).padStart(6, '0')}`;

/** A text block: the rich-text editor's output. */
export const html = (inner: string) =>
  `<div class="sqs-block html-block sqs-block-html" data-block-type="2" data-border-radii="&#123;&quot;topLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;&#125;" id="${blockId()}"><div class="sqs-block-content">
<div class="sqs-html-content">
${inner}
</div>
</div></div>`;

/** A code block: markup pasted by the owner (tables, widgets). */
export const code = (inner: string) =>
  `<div class="sqs-block code-block sqs-block-code" data-block-type="23" id="${blockId()}"><div class="sqs-block-content">${inner}</div></div>`;

export const spacer = () =>
  `<div class="sqs-block spacer-block sqs-block-spacer sized vsize-1" data-block-type="21" id="${blockId()}"><div class="sqs-block-content">&nbsp;</div></div>`;

export const button = (label: string, href: string, external = false) =>
  `<div class="sqs-block button-block sqs-block-button" data-block-type="53" id="${blockId()}"><div class="sqs-block-content" data-sqsp-block="button">
<div class="sqs-block-button-container sqs-block-button-container--center" data-animation-role="button" data-alignment="center" data-button-size="medium" data-button-type="primary">
<a href="${href}" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element"${external ? ' target="_blank" rel="noopener"' : ''}>${label}</a>
</div></div></div>`;

/** An image block, caption below, as the image editor prints it (a lazy image and a <noscript> copy). */
export const image = (file: string, alt: string, caption?: string) =>
  `<div class="sqs-block image-block sqs-block-image sqs-text-ready" data-block-type="5" id="${blockId()}"><div class="sqs-block-content">
<figure class="sqs-block-image-figure intrinsic" style="max-width:2500px;">
<div class="image-block-outer-wrapper layout-caption-below design-layout-inline combination-animation-none individual-animation-none" data-test="image-block-inline-outer-wrapper">
<div class="intrinsic" style="max-width:2500.0px;"><div style="padding-bottom:66.66%;" class="image-block-wrapper" data-animation-role="image">
<noscript><img src="${CDN}/${file}" alt="${alt}"></noscript>
<img class="thumb-image" elementtiming="system-image-block" data-src="${CDN}/${file}" data-image="${CDN}/${file}" data-image-dimensions="2500x1667" data-image-focal-point="0.5,0.5" alt="${alt}" data-load="false" src="" width="2500" height="1667" sizes="100vw" style="width:100%;height:100%;object-position:50% 50%;object-fit:cover;" loading="lazy" decoding="async">
</div></div>${
    caption
      ? `
<figcaption class="image-caption-wrapper"><div class="image-caption"><p class="" style="white-space:pre-wrap;">${caption}</p></div></figcaption>`
      : ''
  }
</div>
</figure>
</div></div>`;

/** A column of a row, `span` of 12. */
export const col = (span: number, ...blocks: string[]) =>
  `<div class="col sqs-col-${span} span-${span}">\n${blocks.join('\n')}\n</div>`;

export const row = (...cols: string[]) => `<div class="row sqs-row">\n${cols.join('\n')}\n</div>`;

let nextSection = 1;
const sectionId = () => `5f3a1c2e9b7d4a0012c8e7${String(nextSection++).padStart(2, '0')}`;

/** A full-width image section with its caption laid over the picture. */
export const imageSection = (file: string, alt: string, caption: string, heading?: string) =>
  `<section class="Index-page Index-page--has-image" id="${sectionId()}" data-parallax-id="${sectionId()}" data-edit-main-image="Background">
<div class="Index-page-scroll-indicator hidden" data-controller="ScrollIndicator"><div class="Index-page-scroll-indicator-text">Scroll</div><svg class="Index-page-scroll-indicator-arrow Icon Icon--caretLarge--down" viewBox="0 0 48 23"><use xlink:href="#caret-down-large-icon"></use></svg></div>
<div class="Index-page-image" data-parallax-image-wrapper><img data-src="${CDN}/${file}" data-image="${CDN}/${file}" data-image-dimensions="2500x1406" data-image-focal-point="0.5,0.5" alt="${alt}" data-load="false"></div>
<div class="Index-page-content sqs-alternate-block-style-container">
<div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-${sectionId()}">
${row(col(12, html(`${heading ? `<h1 style="text-align:center;white-space:pre-wrap;">${heading}</h1>\n` : ''}<p class="sqsrte-large" style="text-align:center;white-space:pre-wrap;">${caption}</p>`)))}
</div>
</div>
</section>`;

/** A plain section of rows of blocks. */
export const section = (...rows: string[]) =>
  `<section class="Index-page" id="${sectionId()}" data-edit-main-image="Background">
<div class="Index-page-content">
<div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-${sectionId()}">
${rows.join('\n')}
</div>
</div>
</section>`;

const menu: [string, string, [string, string][]][] = [
  [
    '/food',
    'Eat &amp; Drink',
    [
      ['/food', 'Food'],
      ['/drinks', 'Drinks'],
    ],
  ],
  ['/rooms', 'Rooms', []],
  ['/opening-times', 'Opening Times', []],
  [
    '/events',
    'What&rsquo;s On',
    [
      ['/events', 'Events'],
      ['/private-hire', 'Private Hire'],
      ['/news', 'News'],
    ],
  ],
  [
    '/find-us',
    'Visit',
    [
      ['/find-us', 'Find Us'],
      ['/dogs', 'Dogs'],
      ['/faq', 'FAQ'],
      ['/our-story', 'Our Story'],
    ],
  ],
  ['/gift-vouchers', 'Gift Vouchers', []],
];

function desktopNav(path: string): string {
  return menu
    .map(([href, label, children]) => {
      const active = href === path || children.some(([h]) => h === path) ? ' Header-nav-item--active' : '';
      if (!children.length)
        return `<a href="${href}" class="Header-nav-item${active}" data-test="template-nav">${label}</a>`;
      return `<div class="Header-nav-item Header-nav-item--folder${active}">
            <a href="${href}" class="Header-nav-folder-title" data-href="${href}">${label}</a>
            <div class="Header-nav-folder">${children.map(([h, l]) => `<a href="${h}" class="Header-nav-folder-item${h === path ? ' Header-nav-folder-item--active' : ''}" data-test="template-nav">${l}</a>`).join('')}</div>
          </div>`;
    })
    .join('\n          ');
}

function mobileNav(): string {
  return menu
    .flatMap(([href, label, children]) =>
      children.length
        ? children.map(([h, l]) => `<a href="${h}" class="Mobile-overlay-nav-item">${l}</a>`)
        : [`<a href="${href}" class="Mobile-overlay-nav-item">${label}</a>`],
    )
    .join('');
}

const social = `<div class="sqs-block socialaccountlinks-v2-block sqs-block-socialaccountlinks-v2" data-block-type="54" id="block-social-footer"><div class="sqs-block-content">
<div class="sqs-svg-icon--outer social-icon-alignment-left social-icons-color-white social-icons-size-small social-icons-style-regular">
<nav class="sqs-svg-icon--list">
<a href="https://www.instagram.example/theoldforgeinn" target="_blank" class="sqs-svg-icon--wrapper instagram-unauth" aria-label="Instagram"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use class="sqs-use--icon" xlink:href="#instagram-unauth-icon"></use><use class="sqs-use--mask" xlink:href="#instagram-unauth-mask"></use></svg></div></a>
<a href="https://www.facebook.example/theoldforgeinnebbsworth" target="_blank" class="sqs-svg-icon--wrapper facebook-unauth" aria-label="Facebook"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use class="sqs-use--icon" xlink:href="#facebook-unauth-icon"></use><use class="sqs-use--mask" xlink:href="#facebook-unauth-mask"></use></svg></div></a>
<a href="https://www.tripadvisor.example/Restaurant_Review-old_forge_inn-upper_ebbsworth" target="_blank" class="sqs-svg-icon--wrapper tripadvisor-unauth" aria-label="Tripadvisor"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use class="sqs-use--icon" xlink:href="#tripadvisor-unauth-icon"></use><use class="sqs-use--mask" xlink:href="#tripadvisor-unauth-mask"></use></svg></div></a>
</nav>
</div>
</div></div>`;

const newsletter = `<div class="sqs-block newsletter-block sqs-block-newsletter" data-block-type="51" id="block-newsletter-footer"><div class="sqs-block-content">
<div class="newsletter-form-wrapper newsletter-form-wrapper--layoutFloat newsletter-form-wrapper--alignCenter">
<form class="newsletter-form" data-form-id="64f1b2c3d4e5f60718293a4b" autocomplete="on" method="POST" novalidate onsubmit="return (function (form) { Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) { (new Y.Squarespace.FormSubmit(form)).submit({ formId: '64f1b2c3d4e5f60718293a4b', collectionId: '', objectName: 'footerBlock' }); }); return false; })(this);">
<header class="newsletter-form-header"><h2 class="newsletter-form-header-title">Notes from the Forge</h2>
<div class="newsletter-form-header-description"><p style="white-space:pre-wrap;">Sign up for new menus, event dates and the occasional offer for our rooms. One email a month, and you can unsubscribe at any time.</p></div></header>
<div class="newsletter-form-body">
<div class="newsletter-form-fields-wrapper form-fields">
<div class="newsletter-form-field-wrapper form-item field email required" id="email-yui_3_17_2_1_1698761000001_field">
<label class="newsletter-form-field-label title" for="email-yui_3_17_2_1_1698761000001_field-input">Email Address</label>
<input id="email-yui_3_17_2_1_1698761000001_field-input" class="newsletter-form-field-element field-element" name="email" type="email" autocomplete="email" spellcheck="false" placeholder="Email Address">
</div>
</div>
<div data-animation-role="button" class="newsletter-form-button-wrapper submit-wrapper"><button class="newsletter-form-button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit" value="Sign Up"><span class="newsletter-form-spinner sqs-spin light large"></span><span class="newsletter-form-button-label">Sign Up</span><span class="newsletter-form-button-icon"></span></button></div>
<div class="captcha-container-wrapper"><div class="captcha-container rendered"></div><div class="captcha-container-status-icon"></div></div>
</div>
<div class="newsletter-form-footnote"><p style="white-space:pre-wrap;">We respect your privacy. See our <a href="/privacy-policy">privacy policy</a>.</p></div>
<div class="hidden form-submission-text">Thank you! You&rsquo;re on the list.</div>
<div class="hidden form-submission-html" data-submission-html=""></div>
</form>
</div>
</div></div>`;

/**
 * The whole document as a Squarespace 7.0 template prints it: an announcement bar, a header with folders
 * and a "Book a table" button to the external widget, a mobile overlay repeating the menu, the page's
 * sections in plain <div>s (no <main>, no <article>), a cookie banner, and a footer of blocks with the
 * address, contacts, a summary of the hours, social links and a newsletter sign-up.
 */
export function forgeLayout(page: ForgePage): SitePage {
  const collection = page.collection ?? 'page';
  const html = `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" lang="en-GB">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- old-forge-inn -->
<base href="">
<meta charset="utf-8">
<title>${page.title} &mdash; The Old Forge Inn</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" />
<link rel="icon" type="image/x-icon" href="${CDN}/favicon.ico?format=100w">
<link rel="canonical" href="https://www.old-forge-inn.test${page.path}">
<meta property="og:site_name" content="The Old Forge Inn">
<meta property="og:title" content="${page.title} &mdash; The Old Forge Inn">
<meta property="og:url" content="https://www.old-forge-inn.test${page.path}">
<meta property="og:type" content="website">
<meta property="og:description" content="${page.description}">
<meta property="og:image" content="${CDN}/forge-exterior-green.jpg?format=1500w">
<meta itemprop="name" content="${page.title} &mdash; The Old Forge Inn">
<meta name="twitter:card" content="summary">
<meta name="description" content="${page.description}">
<link rel="preconnect" href="https://images.squarespace-cdn.example">
<link rel="stylesheet" type="text/css" href="https://fonts.googleapis.example/css2?family=Cormorant+Garamond:wght@400;600&amp;family=Lato:wght@400;700">
<script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.example/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.example/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","templateId":"52a74dafe4b073a80cd253c5","templateVersion":"7","pageFeatures":[1,2,4],"website":{"id":"5f3a1c2e9b7d4a0012c8e6f1","identifier":"old-forge-inn","websiteType":1,"contentModifiedOn":1730112000000,"siteTitle":"The Old Forge Inn","siteTagLine":"Village pub with rooms","location":{"addressTitle":"The Old Forge Inn","addressLine1":"The Green","addressLine2":"Upper Ebbsworth, Gloucestershire, GL54 3FJ","addressCountry":"United Kingdom"},"timeZone":"Europe/London","language":"en-GB"},"collection":{"title":"${page.title}","type":10}};</script>
<script type="application/ld+json">{"url":"https://www.old-forge-inn.test","name":"The Old Forge Inn","description":"Village pub with rooms in the Cotswolds","@context":"http://schema.org","@type":"WebSite"}</script>
<script type="application/ld+json">{"legalName":"The Old Forge Inn Ltd","address":"The Green\\nUpper Ebbsworth, Gloucestershire, GL54 3FJ\\nUnited Kingdom","email":"${FORGE_EMAIL}","telephone":"${FORGE_PHONE}","sameAs":[],"@context":"http://schema.org","@type":"Organization"}</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.example/static/sitecss/5f3a1c2e9b7d4a0012c8e6f1/112/52a74dafe4b073a80cd253c5/5f3a1c2e9b7d4a0012c8e701/1534/site.css">
<script>Static.COOKIE_BANNER_CAPABLE = true;</script>
</head>
<body id="collection-5f3a1c2e9b7d4a0012c8e${String(page.path.length).padStart(3, '0')}" class="announcement-bar-enabled header--menu-style-dropdown tweak-social-icons-style-regular show-category-navigation event-show-past-events gallery-design-grid newsletter-style-dark hide-opentable-icons opentable-style-dark small-button-style-solid small-button-shape-square medium-button-style-solid medium-button-shape-square large-button-style-solid large-button-shape-square image-block-poster-text-alignment-center image-block-card-dynamic-font-sizing image-block-stack-dynamic-font-sizing button-style-solid button-corner-style-square tweak-product-quick-view-button-style-floating tweak-product-basic-item-click-action-none tweak-product-basic-item-gallery-aspect-ratio-3-4-three-four tweak-product-basic-item-thumbnails-aspect-ratio-1-1-square ${collection === 'page' ? 'collection-type-page' : collection === 'blog' ? 'collection-type-blog view-list' : 'collection-type-blog view-item'} collection-layout-default mobile-style-available sqs-has-custom-cart">
<div class="sqs-announcement-bar-dropzone"><div class="sqs-announcement-bar" data-announcement-bar="true"><a class="sqs-announcement-bar-url" href="/opening-times" aria-label="Announcement bar"></a><div class="sqs-announcement-bar-custom-content"><div class="sqs-announcement-bar-content"><div class="sqs-announcement-bar-text"><span class="sqs-announcement-bar-close" tabindex="0" role="button" aria-label="Close Announcement"></span><div id="announcement-bar-text-inner-id" class="sqs-announcement-bar-text-inner"><p>Closed for refurbishment 6&ndash;10 January &middot; Christmas &amp; New Year hours are on our <a href="/opening-times">opening times</a> page</p></div></div></div></div></div></div>
<div class="Mobile" data-nc-base="mobile-bar" data-controller="AncillaryLayout">
  <div class="Mobile-bar Mobile-bar--top" data-nc-group="top" data-controller="MobileOffset">
    <a href="/" class="Mobile-bar-branding" data-nc-element="branding" data-content-field="site-title"><img src="${CDN}/old-forge-logo.png?format=300w" alt="The Old Forge Inn" class="Mobile-bar-branding-logo"></a>
    <button class="Mobile-bar-menu" data-nc-element="menu-icon" data-controller-overlay="menu" data-controller="MobileOverlayToggle" aria-label="Open navigation menu"><svg class="Icon Icon--hamburger" viewBox="0 0 24 18"><use xlink:href="#hamburger-icon"></use></svg></button>
  </div>
  <div class="Mobile-overlay">
    <div class="Mobile-overlay-menu" data-controller="MobileOverlayFolders"><div class="Mobile-overlay-menu-main"><nav class="Mobile-overlay-nav Mobile-overlay-nav--primary" data-content-field="navigation">${mobileNav()}</nav></div></div>
    <button class="Mobile-overlay-close" data-controller="MobileOverlayToggle" aria-label="Close navigation menu"><svg class="Icon Icon--close" viewBox="0 0 16 16"><use xlink:href="#close-icon"></use></svg></button>
    <div class="Mobile-overlay-back" data-controller="MobileOverlayToggle"></div>
  </div>
</div>
<div class="Parallax-host-outer"><div class="Parallax-host" data-parallax-host></div></div>
<div class="Site" data-nc-base="header" data-controller="AncillaryLayout">
  <div class="sqs-cart-dropzone"></div>
  <header class="Header Header--top">
    <div class="Header-inner Header-inner--top" data-nc-group="top">
      <div data-nc-container="top-left">
        <a href="/" class="Header-branding" data-nc-element="branding" data-content-field="site-title"><img src="${CDN}/old-forge-logo.png?format=750w" alt="The Old Forge Inn" class="Header-branding-logo"></a>
      </div>
      <div data-nc-container="top-center">
        <nav class="Header-nav Header-nav--primary" data-nc-element="primary-nav" data-content-field="navigation">
          <div class="Header-nav-inner">
          ${desktopNav(page.path)}
          </div>
        </nav>
      </div>
      <div data-nc-container="top-right">
        <a href="${BOOK_TABLE}" class="Header-button sqs-button-element--primary" data-nc-element="cta" target="_blank" rel="noopener">Book a table</a>
      </div>
    </div>
  </header>
  <div class="Site-inner Site-inner--index" data-parallax-original-element>
    <div class="Content-outer">
      <div class="Index" id="page" data-content-field="main-content" data-collection-id="5f3a1c2e9b7d4a0012c8e6f1">
${page.body}
      </div>
    </div>
  </div>
  <footer class="Footer" role="contentinfo" data-nc-group="footer" data-controller="AncillaryLayout">
    <div class="Footer-blocks Footer-blocks--top sqs-alternate-block-style-container" data-nc-container="footer-top-blocks">
      <div class="sqs-layout sqs-grid-12 columns-12" data-type="block-field" data-updated-on="1730112000000" id="footerBlocksTop">
        <div class="row sqs-row">
          <div class="col sqs-col-3 span-3"><div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-footer-address"><div class="sqs-block-content"><div class="sqs-html-content">
<h4>The Old Forge Inn</h4>
<p style="white-space:pre-wrap;">The Green<br>Upper Ebbsworth<br>Gloucestershire GL54 3FJ</p>
</div></div></div></div>
          <div class="col sqs-col-3 span-3"><div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-footer-contact"><div class="sqs-block-content"><div class="sqs-html-content">
<h4>Get in touch</h4>
<p style="white-space:pre-wrap;">T: <a href="tel:+441632961527">${FORGE_PHONE}</a><br>E: <a href="mailto:${FORGE_EMAIL}">${FORGE_EMAIL}</a></p>
</div></div></div></div>
          <div class="col sqs-col-3 span-3"><div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-footer-hours"><div class="sqs-block-content"><div class="sqs-html-content">
<h4>Opening times</h4>
<p style="white-space:pre-wrap;">Bar: Tue&ndash;Sun from 12pm (Sat from 11am), Mon from 5pm<br>Food: Tue&ndash;Sun, lunch &amp; dinner<br>Kitchen closed Mondays<br><a href="/opening-times">Full opening times</a></p>
</div></div></div></div>
          <div class="col sqs-col-3 span-3">${social}</div>
        </div>
        <div class="row sqs-row"><div class="col sqs-col-12 span-12">${newsletter}</div></div>
      </div>
    </div>
    <div class="Footer-blocks Footer-blocks--bottom" data-nc-container="footer-bottom-blocks">
      <div class="sqs-layout sqs-grid-12 columns-12" data-type="block-field" id="footerBlocksBottom"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-footer-small"><div class="sqs-block-content"><div class="sqs-html-content">
<p class="sqsrte-small" style="text-align:center;white-space:pre-wrap;">&copy; 2026 The Old Forge Inn Ltd &middot; Registered in England no. 09876543 &middot; <a href="/privacy-policy">Privacy Policy</a> &middot; <a href="/cookie-policy">Cookie Policy</a></p>
</div></div></div></div></div></div>
    </div>
  </footer>
</div>
<div class="sqs-cookie-banner-v2-wrapper" role="region" aria-label="Cookie banner">
  <div class="sqs-cookie-banner-v2 sqs-cookie-banner-v2-bottom">
    <div class="sqs-cookie-banner-v2-text"><p>This website uses cookies to give you the best experience and to understand how visitors use it. Read our <a href="/cookie-policy">cookie policy</a> to find out more.</p></div>
    <div class="sqs-cookie-banner-v2-cta-container"><button class="sqs-cookie-banner-v2-deny sqs-button-element--secondary" type="button">Decline all</button><button class="sqs-cookie-banner-v2-accept sqs-button-element--primary" type="button">Accept all</button></div>
  </div>
</div>
<script type="text/javascript" src="https://static1.squarespace.example/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.1a2b3c4d.js"></script>
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" style="display:none" data-usage="social-icons-svg"><symbol id="instagram-unauth-icon" viewBox="0 0 64 64"><path d="M46.91,25.816c-0.073-1.597-0.326-2.687-0.697-3.641"/></symbol></svg>
</body>
</html>
`;
  return { path: page.path, html, unlisted: page.unlisted };
}
