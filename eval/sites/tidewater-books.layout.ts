import type { SitePage } from './site-server.ts';

/** A page of Tidewater Books & Coffee as Ghost holds it: a page, a post, or a listing the theme builds. */
export interface TidePage {
  path: string;
  /** The page or post title: the `<h1>` and the first half of `<title>`. */
  title: string;
  /** The meta description (Ghost's "Meta data" excerpt). */
  description: string;
  /**
   * What sits in `section.gh-content` for a page or a post (Koenig cards built with the helpers below), or
   * the whole of `main#site-main` for a listing (home, tag and author pages).
   */
  body: string;
  kind: 'page' | 'post' | 'listing';
  /** A post's byline and card data; posts are listed on the home, tag and author pages. */
  post?: PostMeta;
  /** The theme's body class after the template's, as Ghost prints it (`page-visit`, `tag-news`). */
  bodyClass?: string;
  /** The feature image, from `/content/images/…`. */
  feature?: string;
  unlisted?: boolean;
}

export interface PostMeta {
  /** ISO date of publication, as `<time datetime>` holds it. */
  date: string;
  author: AuthorSlug;
  tag: 'News' | 'Events';
  /** The custom excerpt, shown under the title and on the post cards. */
  excerpt: string;
  readingTime: number;
}

export type AuthorSlug = 'fran' | 'tom';

export const AUTHORS: Record<AuthorSlug, { name: string; bio: string; avatar: string }> = {
  fran: {
    name: 'Fran Maddison',
    bio: 'Co-owner of Tidewater. Ex-librarian, crime fiction addict, watcher of eider ducks from the shop window.',
    avatar: '2023/02/fran-maddison.jpg',
  },
  tom: {
    name: 'Tom Rutter',
    bio: 'Co-owner, runs the café side of things. Makes the scones. Will talk to you about sea shanties if you let him.',
    avatar: '2023/02/tom-rutter.jpg',
  },
};

export const TIDE_SITE = 'https://tidewater-books.test';
export const TIDE_NAME = 'Tidewater Books &amp; Coffee';
export const TIDE_PHONE = '01665 712 308';
export const TIDE_PHONE_HREF = 'tel:+441665712308';
export const TIDE_EMAIL = 'hello@tidewater-books.test';
export const TIDE_PARCEL_EMAIL = 'parcel@tidewater-books.test';
export const TIDE_STREET = '14 Quayside';
export const TIDE_TOWN = 'Amblecombe, Northumberland NE66 3QX';
export const TIDE_COMPANY = 'Tidewater Books Ltd';
export const TIDE_COMPANY_NO = '10938417';
/** The ticketing site the events page links to. */
export const TIDE_TICKETS = 'https://www.tickettailor.example/events/tidewaterbooks';

const CONTENT_KEY = '3f9e1c07a26b84d5e0c1f7a9b2';

/* ── Text ───────────────────────────────────────────────────────────────────────────────────────────── */

const stripTags = (html: string) => html.replace(/<[^>]+>/g, '');

/** Ghost's heading id: the text in lower case, entities and punctuation dropped, words joined by hyphens. */
const headingId = (html: string) =>
  stripTags(html)
    .toLowerCase()
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Paragraphs of the editor, one per argument. */
export const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');
export const h2 = (html: string) => `<h2 id="${headingId(html)}">${html}</h2>`;
export const h3 = (html: string) => `<h3 id="${headingId(html)}">${html}</h3>`;
export const ul = (...items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;
export const b = (html: string) => `<strong>${html}</strong>`;
export const i = (html: string) => `<em>${html}</em>`;
export const a = (label: string, href: string) =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener noreferrer"' : ''}>${label}</a>`;
export const hr = '<hr>';

/** The pre-wrap span Ghost's Lexical editor puts around the text of its cards. */
const pw = (html: string) => `<span style="white-space: pre-wrap;">${html}</span>`;

/** An uploaded image, as Ghost stores it under /content/images/<year>/<month>/. */
export const img = (file: string) => `/content/images/${file}`;
const sized = (file: string, w: number) => `/content/images/size/w${w}/${file}`;
const srcset = (file: string) =>
  `${sized(file, 600)} 600w, ${sized(file, 1000)} 1000w, ${sized(file, 1600)} 1600w, ${img(file)} 2000w`;

/* ── Koenig cards ───────────────────────────────────────────────────────────────────────────────────── */

/** An image card, with its caption when it has one. */
export const imageCard = (file: string, alt: string, caption = '') =>
  `<figure class="kg-card kg-image-card${caption ? ' kg-card-hascaption' : ''}"><img src="${img(file)}" class="kg-image" alt="${alt}" loading="lazy" width="2000" height="1333" srcset="${srcset(file)}" sizes="(min-width: 720px) 720px">${caption ? `<figcaption>${pw(caption)}</figcaption>` : ''}</figure>`;

/** A gallery card: rows of images, and a caption under them. */
export const galleryCard = (rows: [file: string, alt: string][][], caption = '') =>
  `<figure class="kg-card kg-gallery-card kg-width-wide${caption ? ' kg-card-hascaption' : ''}"><div class="kg-gallery-container">${rows
    .map(
      (row) =>
        `<div class="kg-gallery-row">${row
          .map(
            ([file, alt]) =>
              `<div class="kg-gallery-image"><img src="${img(file)}" width="2000" height="1333" loading="lazy" alt="${alt}" srcset="${srcset(file)}" sizes="(min-width: 720px) 720px"></div>`,
          )
          .join('')}</div>`,
    )
    .join('')}</div>${caption ? `<figcaption><p>${pw(caption)}</p></figcaption>` : ''}</figure>`;

/** A callout card: the emoji and the text, on the colour the editor picked. */
export const callout = (emoji: string, html: string, colour = 'grey') =>
  `<div class="kg-card kg-callout-card kg-callout-card-${colour}"><div class="kg-callout-emoji">${emoji}</div><div class="kg-callout-text">${html}</div></div>`;

/**
 * A toggle card, saved closed: the heading is shown, the content (`kg-toggle-content`) is folded away by
 * cards.min.css until the heading is clicked.
 */
export const toggle = (question: string, ...answer: string[]) =>
  `<div class="kg-card kg-toggle-card" data-kg-toggle-state="close"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text">${pw(question)}</h4><button class="kg-toggle-card-icon" aria-label="Expand toggle to read content"><svg id="Regular" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path class="cls-1" d="M23.25,7.311,12.53,18.03a.749.749,0,0,1-1.06,0L.75,7.311"></path></svg></button></div><div class="kg-toggle-content">${answer.map((x) => `<p>${pw(x)}</p>`).join('')}</div></div>`;

/** A button card. */
export const buttonCard = (label: string, href: string, align: 'left' | 'center' = 'center') =>
  `<div class="kg-card kg-button-card kg-align-${align}"><a href="${href}" class="kg-btn kg-btn-accent">${label}</a></div>`;

/** A header card (v2): heading, subheading and button over a background colour or image. */
export const headerCard = (opts: {
  heading: string;
  sub?: string;
  button?: [label: string, href: string];
  background?: string;
  image?: string;
}) =>
  `<div class="kg-card kg-header-card kg-v2 kg-width-full kg-content-wide" style="background-color: ${opts.background ?? '#1f4e5a'};" data-background-color="${opts.background ?? '#1f4e5a'}">${opts.image ? `<picture><img class="kg-header-card-image" src="${img(opts.image)}" srcset="${srcset(opts.image)}" loading="lazy" alt=""></picture>` : ''}<div class="kg-header-card-content"><div class="kg-header-card-text kg-align-center"><h2 id="${headingId(opts.heading)}" class="kg-header-card-heading" style="color: #FFFFFF;" data-text-color="#FFFFFF">${pw(opts.heading)}</h2>${opts.sub ? `<p id="${headingId(opts.sub).slice(0, 40)}" class="kg-header-card-subheading" style="color: #FFFFFF;" data-text-color="#FFFFFF">${pw(opts.sub)}</p>` : ''}${opts.button ? `<a href="${opts.button[1]}" class="kg-header-card-button" style="background-color: #f4c95d;color: #1f2a2e;" data-button-color="#f4c95d" data-button-text-color="#1f2a2e">${opts.button[0]}</a>` : ''}</div></div></div>`;

/**
 * A product card: the image, the title and the description are separate elements, and the price, as the
 * owner wrote it, is only the label of the card's button.
 */
export const productCard = (opts: {
  image: string;
  title: string;
  description: string;
  button: string;
  href: string;
}) =>
  `<div class="kg-card kg-product-card"><div class="kg-product-card-container"><img src="${img(opts.image)}" width="1200" height="1200" class="kg-product-card-image" loading="lazy" alt=""><div class="kg-product-card-title-container"><h4 class="kg-product-card-title">${pw(opts.title)}</h4></div><div class="kg-product-card-description"><p>${pw(opts.description)}</p></div><a href="${opts.href}" class="kg-product-card-button kg-product-card-btn-accent" target="_blank" rel="noopener noreferrer"><span>${opts.button}</span></a></div></div>`;

/** A bookmark card: a link preview with title, description, publisher and thumbnail. */
export const bookmarkCard = (opts: {
  url: string;
  title: string;
  description: string;
  publisher: string;
  author?: string;
  thumbnail?: string;
}) =>
  `<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="${opts.url}"><div class="kg-bookmark-content"><div class="kg-bookmark-title">${opts.title}</div><div class="kg-bookmark-description">${opts.description}</div><div class="kg-bookmark-metadata"><img class="kg-bookmark-icon" src="${new URL(opts.url).origin}/favicon.ico" alt=""><span class="kg-bookmark-author">${opts.publisher}</span>${opts.author ? `<span class="kg-bookmark-publisher">${opts.author}</span>` : ''}</div></div>${opts.thumbnail ? `<div class="kg-bookmark-thumbnail"><img src="${opts.thumbnail}" alt="" onerror="this.style.display = 'none'"></div>` : ''}</a></figure>`;

/** An HTML card: what the owner typed into it (tables, mostly), between Ghost's comments. */
export const htmlCard = (html: string) => `<!--kg-card-begin: html-->${html}<!--kg-card-end: html-->`;

/** A table in an HTML card: a header row, then the rows, every cell as given. */
export const table = (head: string[], rows: string[][], cls = 'tw-table') =>
  htmlCard(
    `<table class="${cls}"><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
      .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
      .join('')}</tbody></table>`,
  );

/* ── Post cards ─────────────────────────────────────────────────────────────────────────────────────── */

/** A post's date as Casper prints it: "10 Nov 2026". */
export const shortDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    (m ?? 1) - 1
  ];
  return `${d} ${month} ${y}`;
};

/** Casper's post card: image link, tag, title, excerpt, then the date and reading time. */
export const postCard = (page: TidePage, large = false) => {
  const post = page.post!;
  const href = `${page.path}/`;
  return `<article class="post-card post tag-${post.tag.toLowerCase()}${large ? ' post-card-large' : ''}">${page.feature ? `<a class="post-card-image-link" href="${href}"><img class="post-card-image" srcset="${sized(page.feature, 300)} 300w, ${sized(page.feature, 600)} 600w, ${sized(page.feature, 1000)} 1000w, ${sized(page.feature, 2000)} 2000w" sizes="(max-width: 1000px) 400px, 800px" src="${sized(page.feature, 600)}" alt="${stripTags(page.title)}" loading="lazy"></a>` : ''}<div class="post-card-content"><a class="post-card-content-link" href="${href}"><header class="post-card-header"><div class="post-card-tags"><span class="post-card-primary-tag">${post.tag}</span></div><h2 class="post-card-title">${page.title}</h2></header><div class="post-card-excerpt">${post.excerpt}</div></a><footer class="post-card-meta"><time class="post-card-meta-date" datetime="${post.date}">${shortDate(post.date)}</time><span class="post-card-meta-length">${post.readingTime} min read</span></footer></div></article>`;
};

/* ── Navigation, footer ─────────────────────────────────────────────────────────────────────────────── */

const primaryNav: [label: string, href: string][] = [
  ['Home', '/'],
  ['Visit', '/visit/'],
  ['Caf&eacute;', '/cafe/'],
  ['Events', '/events/'],
  ['Book Club', '/book-club/'],
  ['Children', '/childrens-corner/'],
  ['Book Parcel', '/book-parcel/'],
  ['Second-hand', '/second-hand/'],
  ['Orders &amp; Gift Cards', '/orders-and-gift-cards/'],
  ['News', '/tag/news/'],
  ['FAQ', '/faq/'],
  ['About', '/about/'],
];

const secondaryNav: [label: string, href: string][] = [
  ['Privacy', '/privacy/'],
  ['Terms', '/terms/'],
  ['Benvenuti! (Italiano)', '/benvenuti/'],
  ['Instagram', 'https://www.instagram.example/tidewaterbooks'],
];

/** Ghost's `{{navigation}}`: every item a `li.nav-<slug>`, the current one `nav-current`. */
const navList = (items: [string, string][], path: string) =>
  `<ul class="nav">${items
    .map(([label, href]) => {
      const slug = stripTags(label)
        .toLowerCase()
        .replace(/&[a-z]+;/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      const current = href === `${path}/` || (href === '/' && path === '/');
      return `<li class="nav-${slug}${current ? ' nav-current' : ''}"><a href="${href.startsWith('http') ? href : `${TIDE_SITE}${href}`}">${label}</a></li>`;
    })
    .join('')}</ul>`;

const searchIcon =
  '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" width="20" height="20"><path stroke-linecap="round" stroke-linejoin="round" d="M21 21l-6-6m2-5a7 7 0 11-14 0 7 7 0 0114 0z"></path></svg>';

/** Casper's `gh-head`: logo, search and burger, the primary navigation, then search and the members' links. */
const head = (path: string) =>
  `<header id="gh-head" class="gh-head outer"><div class="gh-head-inner inner"><div class="gh-head-brand"><a class="gh-head-logo" href="${TIDE_SITE}"><img src="${img('2023/01/tidewater-logo-wordmark.png')}" alt="${TIDE_NAME}"></a><button class="gh-search gh-icon-btn" aria-label="Search this site" data-ghost-search>${searchIcon}</button><button class="gh-burger" aria-label="Toggle menu"></button></div><nav class="gh-head-menu">${navList(primaryNav, path)}</nav><div class="gh-head-actions"><button class="gh-search gh-icon-btn" aria-label="Search this site" data-ghost-search>${searchIcon}</button><div class="gh-head-members"><a class="gh-head-link" href="#/portal/signin" data-portal="signin">Sign in</a><a class="gh-head-button" href="#/portal/signup" data-portal="signup">Subscribe</a></div></div></div></header>`;

/** Casper's footer, with the contact block the owner added to the theme. */
const footer = (path: string) =>
  `<footer class="site-footer outer"><div class="inner"><div class="site-footer-contact"><p><strong>${TIDE_NAME}</strong><br>${TIDE_STREET}, ${TIDE_TOWN}</p><p>Phone: <a href="${TIDE_PHONE_HREF}">${TIDE_PHONE}</a><br>Email: <a href="mailto:${TIDE_EMAIL}">${TIDE_EMAIL}</a></p></div><section class="copyright"><a href="${TIDE_SITE}">${TIDE_NAME}</a> &copy; 2026 &middot; ${TIDE_COMPANY}, registered in England &amp; Wales, company no. ${TIDE_COMPANY_NO}</section><nav class="site-footer-nav">${navList(secondaryNav, path)}</nav><div class="gh-powered-by"><a href="https://ghost.org/" target="_blank" rel="noopener">Powered by Ghost</a></div></div></footer>`;

/** The members' sign-up box Casper puts under every post. */
const footerCta = `<section class="footer-cta outer"><div class="inner"><h2 class="footer-cta-title">Sign up for news from the quay</h2><a class="footer-cta-button" href="#/portal" data-portal><div class="footer-cta-input">Enter your email</div><span>Subscribe</span></a></div></section>`;

/** The cookie banner the owner pasted into Settings → Code injection → Site footer. */
const cookieBanner = `<div id="tw-cookie-banner" class="tw-cookie-banner" role="dialog" aria-label="Cookies" style="display:none"><p>We use a few cookies: the ones Ghost needs to keep members signed in, and a simple visitor count so we know which pages get read. No adverts, ever. <a href="/privacy/">Read our privacy policy</a>.</p><button type="button" id="tw-cookie-accept">Accept all</button> <button type="button" id="tw-cookie-essential">Essential only</button></div><script>(function(){var k='tw_cookie_choice';if(!localStorage.getItem(k)){var b=document.getElementById('tw-cookie-banner');b.style.display='block';['accept','essential'].forEach(function(c){document.getElementById('tw-cookie-'+c).addEventListener('click',function(){localStorage.setItem(k,c);b.style.display='none';});});}})();</script>`;

/* ── Document ───────────────────────────────────────────────────────────────────────────────────────── */

const ogImage = (page: TidePage) =>
  `${TIDE_SITE}${img(page.feature ?? '2023/01/tidewater-quayside-front.jpg')}`;

/** The article's header: the title, a post's tag, excerpt and byline, and the feature image. */
function articleHeader(page: TidePage): string {
  const post = page.post;
  if (!post)
    return `<header class="article-header gh-canvas"><h1 class="article-title">${page.title}</h1></header>`;
  const author = AUTHORS[post.author];
  return `<header class="article-header gh-canvas"><div class="article-tag post-card-tags"><span class="post-card-primary-tag"><a href="${TIDE_SITE}/tag/${post.tag.toLowerCase()}/">${post.tag}</a></span></div><h1 class="article-title">${page.title}</h1><p class="article-excerpt">${post.excerpt}</p><div class="article-byline"><section class="article-byline-content"><ul class="author-list instapaper_ignore"><li class="author-list-item"><a href="${TIDE_SITE}/author/${post.author}/" class="author-avatar"><img class="author-profile-image" src="${sized(author.avatar, 100)}" alt="${author.name}"></a></li></ul><div class="article-byline-meta"><h4 class="author-name"><a href="${TIDE_SITE}/author/${post.author}/">${author.name}</a></h4><div class="byline-meta-content"><time class="byline-date" datetime="${post.date}">${shortDate(post.date)}</time><span class="byline-reading-time"><span class="bull">&bull;</span> ${post.readingTime} min read</span></div></div></section></div>${page.feature ? `<figure class="article-image"><img srcset="${srcset(page.feature)}" sizes="(min-width: 1400px) 1400px, 92vw" src="${sized(page.feature, 2000)}" alt="${stripTags(page.title)}"></figure>` : ''}</header>`;
}

/**
 * Lays out a page as Ghost (5.x) publishes it with the site's Casper theme: `{{ghost_head}}` (meta, Open Graph,
 * Twitter, JSON-LD, generator, RSS, the Portal and search scripts, the members' styles, cards.min.css and
 * the accent colour), `gh-head` with the navigation and the Portal's "Sign in" and "Subscribe", `main#site-main`
 * holding an `article.gh-article.post-full` whose `section.gh-content` holds the Koenig cards (or a listing's
 * post feed), the members' call to action and "read more" under posts, the footer, the cookie banner pasted
 * into code injection and casper.js.
 */
export function tideLayout(readMore: (page: TidePage) => TidePage[]) {
  return (page: TidePage): SitePage => {
    const isPost = page.kind === 'post';
    const isHome = page.path === '/';
    const docTitle = isHome
      ? `${TIDE_NAME} &ndash; Books, coffee &amp; the sea`
      : `${page.title} &ndash; ${TIDE_NAME}`;
    const canonical = `${TIDE_SITE}${isHome ? '/' : `${page.path}/`}`;
    const ogTitle = isHome ? 'Tidewater Books &amp; Coffee' : stripTags(page.title);
    const template = isHome
      ? 'home-template'
      : page.kind === 'post'
        ? `post-template tag-${page.post?.tag.toLowerCase()}`
        : page.kind === 'page'
          ? `page-template page-${page.path.slice(1)}`
          : (page.bodyClass ?? '');
    const articleMeta = page.post
      ? `<meta property="article:published_time" content="${page.post.date}T09:14:00.000Z"><meta property="article:modified_time" content="${page.post.date}T09:31:22.000Z"><meta property="article:tag" content="${page.post.tag}"><meta property="article:publisher" content="https://www.facebook.example/tidewaterbooks">`
      : '';
    const ldType = isPost ? 'Article' : isHome ? 'WebSite' : 'WebPage';
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': ldType,
      publisher: {
        '@type': 'Organization',
        name: 'Tidewater Books & Coffee',
        url: `${TIDE_SITE}/`,
        logo: { '@type': 'ImageObject', url: `${TIDE_SITE}${img('2023/01/tidewater-logo-wordmark.png')}` },
      },
      ...(page.post
        ? {
            author: {
              '@type': 'Person',
              name: AUTHORS[page.post.author].name,
              url: `${TIDE_SITE}/author/${page.post.author}/`,
            },
            headline: stripTags(page.title),
            datePublished: `${page.post.date}T09:14:00.000Z`,
          }
        : { name: isHome ? 'Tidewater Books & Coffee' : stripTags(page.title) }),
      url: canonical,
      image: ogImage(page),
      description: page.description,
      mainEntityOfPage: canonical,
    });
    const main =
      page.kind === 'listing'
        ? page.body
        : `<article class="article gh-article post-full ${isPost ? `post tag-${page.post?.tag.toLowerCase()}` : 'page'}${page.feature ? '' : ' no-image'}">${articleHeader(page)}<section class="gh-content gh-canvas">${page.body}</section></article>`;
    const more = isPost
      ? `${footerCta}<aside class="read-more-wrap outer"><div class="read-more inner">${readMore(page)
          .map((x) => postCard(x))
          .join('')}</div></aside>`
      : '';
    const html = `<!DOCTYPE html>
<html lang="en">
<head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <title>${docTitle}</title>
    <meta name="HandheldFriendly" content="True">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <link rel="preload" as="style" href="/assets/built/screen.css?v=8d1c4f2a9e">
    <link rel="preload" as="script" href="/assets/built/casper.js?v=8d1c4f2a9e">
    <link rel="stylesheet" type="text/css" href="/assets/built/screen.css?v=8d1c4f2a9e">
    <meta name="description" content="${page.description}">
    <link rel="icon" href="${sized('2023/01/tidewater-favicon.png', 256).replace('/w256/', '/w256h256/')}" type="image/png">
    <link rel="canonical" href="${canonical}">
    <meta name="referrer" content="no-referrer-when-downgrade">
    <meta property="og:site_name" content="${TIDE_NAME}">
    <meta property="og:type" content="${isPost ? 'article' : 'website'}">
    <meta property="og:title" content="${ogTitle}">
    <meta property="og:description" content="${page.description}">
    <meta property="og:url" content="${canonical}">
    <meta property="og:image" content="${ogImage(page)}">
    ${articleMeta}
    <meta name="twitter:card" content="summary_large_image">
    <meta name="twitter:title" content="${ogTitle}">
    <meta name="twitter:description" content="${page.description}">
    <meta name="twitter:url" content="${canonical}">
    <meta name="twitter:image" content="${ogImage(page)}">
    <meta property="og:image:width" content="2000">
    <meta property="og:image:height" content="1333">
    <script type="application/ld+json">
${ld}
    </script>
    <meta name="generator" content="Ghost 5.96">
    <link rel="alternate" type="application/rss+xml" title="${TIDE_NAME}" href="${TIDE_SITE}/rss/">
    <script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.44/umd/portal.min.js" data-i18n="true" data-ghost="${TIDE_SITE}/" data-key="${CONTENT_KEY}" data-api="${TIDE_SITE}/ghost/api/content/" data-locale="en" crossorigin="anonymous"></script><style id="gh-members-styles">.gh-post-upgrade-cta-content,.gh-post-upgrade-cta{display:flex;flex-direction:column;align-items:center;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Oxygen,Ubuntu,Cantarell,'Open Sans','Helvetica Neue',sans-serif;text-align:center;width:100%;color:#ffffff;font-size:16px;}.gh-post-upgrade-cta-content{border-radius:8px;padding:40px 4vw;}.gh-post-upgrade-cta a.gh-btn{display:block;background:#ffffff;text-decoration:none;margin:28px 0 0;padding:8px 18px;border-radius:4px;font-size:16px;font-weight:600;}</style>
    <script defer src="https://cdn.jsdelivr.net/ghost/sodo-search@~1.3/umd/sodo-search.min.js" data-key="${CONTENT_KEY}" data-styles="https://cdn.jsdelivr.net/ghost/sodo-search@~1.3/umd/main.css" data-sodo-search="${TIDE_SITE}/" data-locale="en" crossorigin="anonymous"></script>
    <link href="${TIDE_SITE}/webmentions/receive/" rel="webmention">
    <script defer src="/public/cards.min.js?v=8d1c4f2a9e"></script>
    <link rel="stylesheet" type="text/css" href="/public/cards.min.css?v=8d1c4f2a9e">
    <script defer src="/public/member-attribution.min.js?v=8d1c4f2a9e"></script>
    <style>:root {--ghost-accent-color: #1f4e5a;}</style>
    <style>.tw-table{width:100%;border-collapse:collapse;margin:1.5em 0}.tw-table th,.tw-table td{border-bottom:1px solid #e3e3e3;padding:8px 10px;text-align:left;font-size:1.6rem}.tw-cookie-banner{position:fixed;bottom:0;left:0;right:0;z-index:9999;background:#1f2a2e;color:#fff;padding:16px 4vw;font-size:1.5rem}.site-footer-contact{display:flex;gap:40px;justify-content:center;margin-bottom:16px;font-size:1.4rem}</style>
</head>
<body class="${template} is-head-left-logo has-cover">
<div class="viewport">

    ${head(page.path)}

    <div class="site-content">
        <main id="site-main" class="site-main">
${main}
        </main>
    </div>
${more}
    ${footer(page.path)}

</div>

<div id="ghost-portal-root"></div>
<div class="pswp" tabindex="-1" role="dialog" aria-hidden="true"><div class="pswp__bg"></div><div class="pswp__scroll-wrap"><div class="pswp__container"><div class="pswp__item"></div><div class="pswp__item"></div><div class="pswp__item"></div></div><div class="pswp__ui pswp__ui--hidden"><div class="pswp__top-bar"><div class="pswp__counter"></div><button class="pswp__button pswp__button--close" title="Close (Esc)"></button><button class="pswp__button pswp__button--share" title="Share"></button><button class="pswp__button pswp__button--fs" title="Toggle fullscreen"></button><button class="pswp__button pswp__button--zoom" title="Zoom in/out"></button></div><button class="pswp__button pswp__button--arrow--left" title="Previous (arrow left)"></button><button class="pswp__button pswp__button--arrow--right" title="Next (arrow right)"></button><div class="pswp__caption"><div class="pswp__caption__center"></div></div></div></div></div>
<script src="/assets/built/casper.js?v=8d1c4f2a9e"></script>
<script>
$(document).ready(function () {
    // Mobile Menu Trigger
    $('.gh-burger').click(function () {
        $('body').toggleClass('gh-head-open');
    });
    // FitVids - Makes video embeds responsive
    $(".gh-content").fitVids();
});
</script>
${cookieBanner}
</body>
</html>
`;
    return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
  };
}

/** Ghost's 404 page in the Casper theme: the error code, the message and a link home. */
export const tideNotFound: TidePage = {
  path: '/404',
  title: 'Page not found',
  description: 'This page could not be found.',
  kind: 'listing',
  bodyClass: 'error-template',
  body: `<div class="inner"><section class="error-message"><h1 class="error-code">404</h1><p class="error-description">Page not found</p><a class="error-link" href="${TIDE_SITE}">Go to the front page &rarr;</a></section></div>`,
};
