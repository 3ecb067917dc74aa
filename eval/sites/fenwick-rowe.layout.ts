import type { SitePage } from './site-server.ts';

/** A page of Fenwick & Rowe as Hugo builds it: a content page, a post, or a list page the theme renders. */
export interface FenwickPage {
  path: string;
  /** The front matter's `title`: the `<h1>` and the first half of `<title>`. */
  title: string;
  /** The front matter's `description` (meta description, and the cards on the home page). */
  description: string;
  /**
   * What `.Content` renders for a page or a post (Goldmark HTML and shortcodes, built with the helpers
   * below), or the whole of `<main>` for a list page (home, sections, taxonomies).
   */
  body: string;
  kind: 'page' | 'post' | 'list';
  /** The section a page or post lives in (its breadcrumb), from its folder under `content/`. */
  section?: 'services' | 'posts';
  /** `toc: true` in the front matter: the theme prints `.TableOfContents` above the content. */
  toc?: boolean;
  /** A post's front matter: date, author, tags and Hugo's reading time. */
  post?: PostMeta;
  /** The front matter's `lastmod`, printed under pages that set `showLastmod`. */
  lastmod?: string;
  unlisted?: boolean;
}

export interface PostMeta {
  /** ISO date, as `<time datetime>` holds it. */
  date: string;
  author: string;
  tags: string[];
  readingTime: number;
}

export const FR_SITE = 'https://fenwick-rowe.test';
export const FR_NAME = 'Fenwick &amp; Rowe';
export const FR_COMPANY = 'Fenwick &amp; Rowe Ltd';
export const FR_COMPANY_NO = '09684213';
export const FR_VAT_NO = 'GB 318 4471 62';
export const FR_ICO = 'ZA512873';
export const FR_PHONE = '01423 561 294';
export const FR_PHONE_HREF = 'tel:+441423561294';
export const FR_EMAIL = 'hello@fenwick-rowe.test';
export const FR_CAREERS_EMAIL = 'careers@fenwick-rowe.test';
export const FR_FLOOR = 'First Floor, Kensington House';
export const FR_STREET = '9 Raglan Street';
export const FR_TOWN = 'Harrogate, North Yorkshire HG1 1LE';
/** The client portal, a hosted practice-management product on its own domain. */
export const FR_PORTAL = 'https://fenwick-rowe.clientportal.example/login';

const HUGO = '0.136.5';
const CSS = '/css/main.min.8c3f1e02a9b7d4c6e5f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3.css';

/* ── Text ───────────────────────────────────────────────────────────────────────────────────────────── */

export const stripTags = (html: string) => html.replace(/<[^>]+>/g, '');

/** Plain text as Hugo's `plainify` leaves it, with the few entities the content uses decoded. */
export const plain = (html: string) =>
  stripTags(html)
    .replace(/&amp;/g, '&')
    .replace(/&pound;/g, '£')
    .replace(/&rsquo;/g, '’')
    .replace(/&lsquo;/g, '‘')
    .replace(/&ndash;/g, '–')
    .replace(/&mdash;/g, '—')
    .replace(/&hellip;/g, '…')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Goldmark's automatic heading id: lower case, punctuation dropped, every space a hyphen. */
export const anchor = (html: string) =>
  plain(html)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** Paragraphs of the Markdown, one per argument. */
export const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('\n');

/** A heading as the theme's render hook prints it: its id and a `#` anchor link after the text. */
const heading = (level: 2 | 3, html: string) => {
  const id = anchor(html);
  return `<h${level} id="${id}">${html} <a class="heading-anchor" href="#${id}" aria-label="Link to this section">#</a></h${level}>`;
};
export const h2 = (html: string) => heading(2, html);
export const h3 = (html: string) => heading(3, html);

export const ul = (...items: string[]) => `<ul>\n${items.map((x) => `<li>${x}</li>`).join('\n')}\n</ul>`;
export const ol = (...items: string[]) => `<ol>\n${items.map((x) => `<li>${x}</li>`).join('\n')}\n</ol>`;
export const b = (html: string) => `<strong>${html}</strong>`;
export const i = (html: string) => `<em>${html}</em>`;
export const a = (label: string, href: string) =>
  `<a href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''}>${label}</a>`;

/** A Markdown (GFM) table as Goldmark renders it: a header row, then the rows, every cell as given. */
export const table = (head: string[], rows: string[][]) =>
  `<table>\n<thead>\n<tr>\n${head.map((h) => `<th>${h}</th>`).join('\n')}\n</tr>\n</thead>\n<tbody>\n${rows
    .map((r) => `<tr>\n${r.map((c) => `<td>${c}</td>`).join('\n')}\n</tr>`)
    .join('\n')}\n</tbody>\n</table>`;

/* ── Shortcodes ─────────────────────────────────────────────────────────────────────────────────────── */

/** `{{< faq "question" >}}answer{{< /faq >}}`: a `<details>` saved closed, the answer rendered as Markdown. */
export const faq = (question: string, ...answer: string[]) =>
  `<details class="faq">\n<summary>${question}</summary>\n<div class="faq__answer">\n${p(...answer)}\n</div>\n</details>`;

/** `{{< notice info "title" >}}…{{< /notice >}}`: the theme's coloured box. */
export const notice = (kind: 'info' | 'warning' | 'tip', title: string, ...paragraphs: string[]) =>
  `<div class="notice notice--${kind}" role="note">\n<p class="notice__title">${title}</p>\n${p(...paragraphs)}\n</div>`;

/** Hugo's built-in `{{< figure >}}`. */
export const figure = (src: string, alt: string, caption = '') =>
  `<figure><img src="${src}" alt="${alt}" loading="lazy" width="1200" height="800">${caption ? `<figcaption>\n<p>${caption}</p>\n</figcaption>` : ''}\n</figure>`;

/** `{{< button href="…" >}}label{{< /button >}}`. */
export const button = (label: string, href: string) =>
  `<p class="btn-wrap"><a class="btn btn--primary" href="${href}">${label}</a></p>`;

/** `{{< cards >}}`: the theme's grid of linked cards (the home page's services). */
export const cards = (items: [title: string, text: string, href: string][]) =>
  `<div class="cards">\n${items
    .map(
      ([title, text, href]) =>
        `<a class="card" href="${href}">\n<h3 class="card__title">${title}</h3>\n<p class="card__text">${text}</p>\n<span class="card__more">Find out more &rarr;</span>\n</a>`,
    )
    .join('\n')}\n</div>`;

/* ── Dates, summaries, list entries ─────────────────────────────────────────────────────────────────── */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `{{ .Date | time.Format ":date_long" }}` in en-GB: "3 April 2023". */
export const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
};

/** The `datetime` of a post's `<time>`: its date at 9am, in UK time (summer time from April to October). */
const isoDateTime = (iso: string) => {
  const month = Number(iso.slice(5, 7));
  return `${iso}T09:00:00${month >= 4 && month <= 10 ? '+01:00' : '+00:00'}`;
};

/**
 * The theme's list summary: `{{ .Summary | plainify | truncate 180 }}`, Hugo's automatic summary cut at a
 * word before 180 characters with " …" after it.
 */
export const summaryOf = (page: FenwickPage) => {
  const text = plain(page.body.replace(/<a class="heading-anchor"[^>]*>#<\/a>/g, ''));
  if (text.length <= 180) return text;
  const cut = text.slice(0, 180);
  return `${cut.slice(0, cut.lastIndexOf(' '))} …`;
};

const tagLinks = (tags: string[]) =>
  `<ul class="post-tags">${tags.map((t) => `<li><a href="/tags/${t}/">${t}</a></li>`).join('')}</ul>`;

const postMeta = (post: PostMeta) =>
  `<div class="post-meta"><time datetime="${isoDateTime(post.date)}">${longDate(post.date)}</time><span class="post-meta__sep">&middot;</span><span>${post.readingTime} min read</span><span class="post-meta__sep">&middot;</span><span class="post-meta__author">${post.author}</span></div>`;

/** One entry of a list page: `<article class="post post--summary">` with title, date, summary and "Read more". */
export const summaryEntry = (page: FenwickPage) =>
  `<article class="post post--summary">\n<header class="post-header">\n<h2 class="post-title"><a href="${page.path}/">${page.title}</a></h2>\n${page.post ? postMeta(page.post) : ''}\n</header>\n<div class="post-summary">\n<p>${summaryOf(page)}</p>\n</div>\n<a class="read-more" href="${page.path}/" aria-label="Read more: ${stripTags(page.title)}">Read more &rarr;</a>\n</article>`;

/* ── Navigation, footer ─────────────────────────────────────────────────────────────────────────────── */

type MenuItem = [label: string, href: string, children?: [string, string][]];

const mainMenu: MenuItem[] = [
  ['Home', '/'],
  [
    'Services',
    '/services/',
    [
      ['Self-assessment tax returns', '/services/self-assessment/'],
      ['Bookkeeping', '/services/bookkeeping/'],
      ['Payroll', '/services/payroll/'],
      ['VAT returns', '/services/vat-returns/'],
      ['Company accounts', '/services/company-accounts/'],
      ['R&amp;D tax credits', '/services/rd-tax-credits/'],
    ],
  ],
  ['Pricing', '/pricing/'],
  ['Switching to us', '/switching-accountant/'],
  ['Key dates', '/key-dates/'],
  ['Client portal', '/client-portal/'],
  ['Team', '/team/'],
  ['News', '/posts/'],
  ['FAQ', '/faq/'],
  ['Contact', '/contact/'],
];

const footerMenu: [string, string][] = [
  ['Privacy', '/privacy/'],
  ['Legal information', '/legal/'],
  ['Careers', '/careers/'],
  ['Tags', '/tags/'],
  ['Italiano', '/italiano/'],
];

/** Hugo's menu: `.IsMenuCurrent` / `.HasMenuCurrent` as `active` classes and `aria-current`. */
const menu = (path: string) => {
  const here = path === '/' ? '/' : `${path}/`;
  const li = ([label, href, children]: MenuItem) => {
    const current = href === here;
    const ancestor = !current && href !== '/' && here.startsWith(href);
    const sub = children
      ? `\n<ul class="menu__sub">\n${children
          .map(
            ([l, h]) =>
              `<li class="menu__item${h === here ? ' menu__item--active' : ''}"><a class="menu__link" href="${h}"${h === here ? ' aria-current="page"' : ''}>${l}</a></li>`,
          )
          .join('\n')}\n</ul>`
      : '';
    return `<li class="menu__item${children ? ' menu__item--has-children' : ''}${current || ancestor ? ' menu__item--active' : ''}"><a class="menu__link" href="${href}"${current ? ' aria-current="page"' : ''}>${label}</a>${sub}</li>`;
  };
  return `<ul class="menu">\n${mainMenu.map(li).join('\n')}\n</ul>`;
};

const header = (path: string) => `<div class="topbar">
<div class="container topbar__inner">
<span class="topbar__item">Call us: <a href="${FR_PHONE_HREF}">${FR_PHONE}</a></span>
<span class="topbar__item"><a href="mailto:${FR_EMAIL}">${FR_EMAIL}</a></span>
<a class="topbar__portal" href="${FR_PORTAL}" target="_blank" rel="noopener">Client login</a>
</div>
</div>
<header class="site-header">
<div class="container site-header__inner">
<a class="site-logo" href="/" rel="home"><img src="/images/fenwick-rowe-logo.svg" alt="" width="44" height="44"><span class="site-logo__name">${FR_NAME}</span><span class="site-logo__tagline">Chartered Accountants</span></a>
<input type="checkbox" id="nav-toggle" class="nav-toggle" hidden>
<label for="nav-toggle" class="nav-burger" aria-label="Open menu"><span></span><span></span><span></span></label>
<nav class="site-nav" aria-label="Main menu">
${menu(path)}
</nav>
</div>
</header>`;

const footer = () => `<footer class="site-footer">
<div class="container site-footer__grid">
<div class="site-footer__col">
<p class="site-footer__name">${FR_NAME}</p>
<address>${FR_FLOOR}<br>${FR_STREET}<br>${FR_TOWN}</address>
</div>
<div class="site-footer__col">
<p>Tel: <a href="${FR_PHONE_HREF}">${FR_PHONE}</a><br>Email: <a href="mailto:${FR_EMAIL}">${FR_EMAIL}</a></p>
<p class="site-footer__hours">Mon&ndash;Thu 9:00&ndash;17:30 &middot; Fri 9:00&ndash;16:00<br>Appointments only</p>
</div>
<div class="site-footer__col">
<ul class="footer-menu">
${footerMenu.map(([l, h]) => `<li><a href="${h}">${l}</a></li>`).join('\n')}
</ul>
<p class="site-footer__social"><a href="https://www.linkedin.example/company/fenwick-rowe" target="_blank" rel="noopener" aria-label="LinkedIn"><svg class="icon" width="20" height="20" aria-hidden="true"><use href="/images/icons.svg#linkedin"></use></svg></a></p>
</div>
</div>
<div class="container site-footer__legal">
<p>&copy; 2026 ${FR_COMPANY}. Registered in England and Wales, company number ${FR_COMPANY_NO}. Registered office: Kensington House, 9 Raglan Street, Harrogate HG1 1LE. Chartered Accountants: a member firm of ICAEW.</p>
<p class="site-footer__built">Built with <a href="https://gohugo.io/" target="_blank" rel="noopener">Hugo</a></p>
</div>
</footer>`;

/** The cookie banner, pasted into the theme's `baseof.html` from the consent tool's snippet. */
const cookieBanner = `<div id="cookie-notice" class="cookie-notice" role="dialog" aria-live="polite" aria-label="Cookie consent">
<p class="cookie-notice__text">We use essential cookies to make this website work. With your permission we&rsquo;d also like to use Google Analytics cookies to understand how people use the site. <a href="/privacy/#cookies">Read more about cookies</a></p>
<div class="cookie-notice__buttons"><button type="button" class="btn btn--small" data-consent="all">Accept all</button> <button type="button" class="btn btn--small btn--ghost" data-consent="essential">Essential only</button></div>
</div>
<script>(function(){var c=document.cookie.match(/fr_consent=(\\w+)/);var n=document.getElementById('cookie-notice');if(c){n.remove();return;}n.querySelectorAll('button').forEach(function(b){b.addEventListener('click',function(){document.cookie='fr_consent='+b.dataset.consent+';path=/;max-age=31536000;SameSite=Lax';n.remove();if(b.dataset.consent==='all'){var s=document.createElement('script');s.src='https://www.googletagmanager.com/gtag/js?id=G-7XK2Q9FRW1';document.head.appendChild(s);}});});})();</script>`;

/* ── Document ───────────────────────────────────────────────────────────────────────────────────────── */

/** Hugo's `.TableOfContents` (levels 2 and 3) built from the headings of the rendered content. */
const tableOfContents = (body: string) => {
  const headings = [...body.matchAll(/<h([23]) id="([^"]+)">(.*?) <a class="heading-anchor"/g)].map(
    ([, level, id, html]) => ({ level: Number(level), id, text: stripTags(html ?? '') }),
  );
  let html = '<nav id="TableOfContents">\n<ul>';
  let open = false;
  let nested = false;
  for (const h of headings) {
    if (h.level === 2) {
      if (nested) html += '\n</ul>';
      if (open) html += '</li>';
      html += `\n<li><a href="#${h.id}">${h.text}</a>`;
      open = true;
      nested = false;
    } else {
      if (!nested) html += '\n<ul>';
      html += `\n<li><a href="#${h.id}">${h.text}</a></li>`;
      nested = true;
    }
  }
  if (nested) html += '\n</ul>';
  if (open) html += '</li>';
  return `${html}\n</ul>\n</nav>`;
};

const sectionLabel = { services: ['Services', '/services/'], posts: ['News', '/posts/'] } as const;

const breadcrumbs = (page: FenwickPage) => {
  if (page.path === '/') return '';
  const crumbs: [string, string][] = [['Home', '/']];
  if (page.section) crumbs.push([...sectionLabel[page.section]]);
  return `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${crumbs
    .map(([l, h]) => `<li><a href="${h}">${l}</a></li>`)
    .join('')}<li aria-current="page">${page.title}</li></ol></nav>`;
};

/** The JSON-LD the theme's `schema.html` partial prints from the site's params. */
const schema = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'AccountingService',
  name: 'Fenwick & Rowe',
  url: `${FR_SITE}/`,
  telephone: '+44 1423 561294',
  email: FR_EMAIL,
  address: {
    '@type': 'PostalAddress',
    streetAddress: 'First Floor, Kensington House, 9 Raglan Street',
    addressLocality: 'Harrogate',
    addressRegion: 'North Yorkshire',
    postalCode: 'HG1 1LE',
    addressCountry: 'GB',
  },
  openingHours: ['Mo-Th 09:00-17:30', 'Fr 09:00-16:00'],
  priceRange: '££',
});

/**
 * Lays out a page as the practice's Hugo site publishes it (Hugo 0.136, a small business theme of the
 * web designer's): the internal Open Graph and Twitter templates, the JSON-LD partial and the generator tag;
 * the pasted cookie notice first in `<body>`, a top bar (phone, email, portal login), the header with the
 * main menu (Services' children in a nested list, a CSS-only burger), breadcrumbs; `<main>` holding an
 * `<article class="post">` (title, a post's `<time datetime>`, reading time and author, the table of contents
 * in `<details>` on pages that ask for it, `.Content`, a post's tags, "See also" and prev/next links) or a list
 * page; and the footer partial with the address, phone, email, hours and company number.
 */
export function fenwickLayout(posts: FenwickPage[]) {
  return (page: FenwickPage): SitePage => {
    const isHome = page.path === '/';
    const canonical = `${FR_SITE}${isHome ? '/' : `${page.path}/`}`;
    const docTitle = isHome
      ? `${FR_NAME} | Chartered Accountants in Harrogate`
      : `${page.title} | ${FR_NAME}`;
    const isPost = page.kind === 'post';
    const og = [
      `<meta property="og:url" content="${canonical}">`,
      `<meta property="og:site_name" content="${FR_NAME}">`,
      `<meta property="og:title" content="${stripTags(page.title)}">`,
      `<meta property="og:description" content="${page.description}">`,
      '<meta property="og:locale" content="en_gb">',
      `<meta property="og:type" content="${isPost ? 'article' : 'website'}">`,
      ...(page.post
        ? [
            `<meta property="article:section" content="posts">`,
            `<meta property="article:published_time" content="${isoDateTime(page.post.date)}">`,
            `<meta property="article:modified_time" content="${isoDateTime(page.post.date)}">`,
            ...page.post.tags.map((t) => `<meta property="article:tag" content="${t}">`),
          ]
        : []),
      `<meta property="og:image" content="${FR_SITE}/images/og-fenwick-rowe.jpg">`,
      '<meta name="twitter:card" content="summary_large_image">',
      `<meta name="twitter:image" content="${FR_SITE}/images/og-fenwick-rowe.jpg">`,
      `<meta name="twitter:title" content="${stripTags(page.title)}">`,
      `<meta name="twitter:description" content="${page.description}">`,
    ].join('\n');
    let main: string;
    if (page.kind === 'list') {
      main = page.body;
    } else {
      const index = posts.findIndex((x) => x.path === page.path);
      const newer = index > 0 ? posts[index - 1] : undefined;
      const older = index >= 0 ? posts[index + 1] : undefined;
      const related = isPost
        ? posts.filter((x) => x.path !== page.path && x.post?.tags.some((t) => page.post?.tags.includes(t)))
        : [];
      const toc = page.toc
        ? `<aside class="toc">\n<details open>\n<summary>On this page</summary>\n${tableOfContents(page.body)}\n</details>\n</aside>\n`
        : '';
      const postFooter = page.post
        ? `\n<footer class="post-footer">\n${tagLinks(page.post.tags)}\n${
            related.length
              ? `<aside class="related">\n<h2 class="related__title">See also</h2>\n<ul>\n${related
                  .slice(0, 3)
                  .map((x) => `<li><a href="${x.path}/">${x.title}</a></li>`)
                  .join('\n')}\n</ul>\n</aside>\n`
              : ''
          }<nav class="paginav">${newer ? `<a class="paginav__prev" href="${newer.path}/"><span class="paginav__label">&laquo; Newer</span><span class="paginav__title">${newer.title}</span></a>` : ''}${older ? `<a class="paginav__next" href="${older.path}/"><span class="paginav__label">Older &raquo;</span><span class="paginav__title">${older.title}</span></a>` : ''}</nav>\n</footer>`
        : '';
      const lastmod = page.lastmod
        ? `\n<p class="post-lastmod">Last updated: <time datetime="${page.lastmod}">${longDate(page.lastmod)}</time></p>`
        : '';
      main = `${breadcrumbs(page)}
<article class="post${isPost ? ' post--single' : ' post--page'}">
<header class="post-header">
<h1 class="post-title">${page.title}</h1>
${page.post ? postMeta(page.post) : ''}
</header>
${toc}<div class="post-content">
${page.body}
</div>${lastmod}${postFooter}
</article>`;
    }
    const html = `<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Hugo ${HUGO}">
<title>${docTitle}</title>
<meta name="description" content="${page.description}">
<link rel="canonical" href="${canonical}">
<link rel="stylesheet" href="${CSS}" integrity="sha256-jD8eAqm31MblHxKjxN3m96uZwNHi86S1xtfo+aCxwtM=" crossorigin="anonymous">
<link rel="icon" href="/favicon.ico" sizes="any">
<link rel="icon" href="/images/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/images/apple-touch-icon.png">
${og}
<script type="application/ld+json">${schema}</script>
</head>
<body class="${page.kind === 'list' ? 'kind-list' : isPost ? 'kind-page type-posts' : 'kind-page'}${isHome ? ' is-home' : ''}">
${cookieBanner}
<a class="skip-link" href="#main">Skip to content</a>
${header(page.path)}
<main id="main" class="site-main container">
${main}
</main>
${footer()}
<script src="/js/main.min.3b1d7c0e.js" defer></script>
</body>
</html>
`;
    return { path: page.path, html, ...(page.unlisted ? { unlisted: true } : {}) };
  };
}

/** The theme's 404.html. */
export const fenwickNotFound: FenwickPage = {
  path: '/404',
  title: 'Page not found',
  description: 'This page could not be found.',
  kind: 'list',
  body: `<div class="not-found">\n<h1>404: page not found</h1>\n<p>Sorry, we couldn&rsquo;t find that page. It may have moved when we rebuilt our website.</p>\n<p><a class="btn btn--primary" href="/">Back to the home page</a> or <a href="/contact/">get in touch</a>.</p>\n</div>`,
};
