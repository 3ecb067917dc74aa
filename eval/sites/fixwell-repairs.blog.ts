import { type FixwellPage, FW_HUBFS, FW_PHONE } from './fixwell-repairs.layout.ts';

/*
 * The HubSpot blog ("The Fixwell Blog" at /blog) in the boilerplate's listing and post templates: the
 * listing's `blog-index__post` cards with the tags, the author, the date and the post summary (the body up to
 * the read-more separator); tag listings at /blog/tag/<slug>; posts with the title in a `meta_field` span,
 * `blog-post__meta` with the author and `time.blog-post__timestamp`, the body in `blog-post__body` > the
 * `post_body` rich-text span, and `blog-post__tags`.
 *
 * The Christmas 2026 post is the only page with the Christmas and New Year opening hours, the Christmas offer,
 * the last mail-in date and the longer returns window. The Kelham Island post announces the second shop and the
 * Nintendo Switch repairs, both in 2027. The early Black Friday post has the battery offer with its year. The
 * January 2024 post still holds that year's prices, diagnostic fee, postage, student discount and hours.
 */

interface Post {
  slug: string;
  title: string;
  author: string;
  /** ISO date and time of publication. */
  published: string;
  /** As the template prints it: 'November 12, 2026'. */
  date: string;
  tags: [label: string, slug: string][];
  /** The post body up to the read-more separator: the listing's summary. */
  summary: string;
  /** The rest of the body. */
  body: string;
  contentId: number;
  image: string;
}

const tagLink = ([label, slug]: [string, string], cls: string) =>
  `<a class="${cls}" href="/blog/tag/${slug}">${label}</a>`;

const TAG_ICON =
  '<svg version="1.0" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" aria-hidden="true" width="14" height="14"><g><path d="M0 252.118V48C0 21.49 21.49 0 48 0h204.118a48 48 0 0 1 33.941 14.059l211.882 211.882c18.745 18.745 18.745 49.137 0 67.882L293.823 497.941c-18.745 18.745-49.137 18.745-67.882 0L14.059 286.059A48 48 0 0 1 0 252.118zM112 64c-26.51 0-48 21.49-48 48s21.49 48 48 48 48-21.49 48-48-21.49-48-48-48z"></path></g></svg>';

const posts: Post[] = [
  {
    slug: 'christmas-opening-2026',
    title: 'Christmas 2026 at Fixwell: opening hours and our Christmas offer',
    author: 'Priya Shah',
    published: '2026-11-12T09:00:00Z',
    date: 'November 12, 2026',
    tags: [
      ['News', 'news'],
      ['Offers', 'offers'],
    ],
    contentId: 148207917301,
    image: 'blog/christmas-2026-shop.jpg',
    summary: `<p>Christmas is nearly here &ndash; and so is the busiest time of year for dropped phones. Here&rsquo;s when we&rsquo;re open over Christmas and New Year, and what we&rsquo;ve got on for December.</p>`,
    body: `<h2>Christmas and New Year opening hours</h2>
<div data-hs-responsive-table="true" style="overflow-x: auto; max-width: 100%; width: 100%; margin-left: auto; margin-right: auto;">
<table style="width: 100%; border-collapse: collapse; table-layout: fixed; border: 1px solid #99acc2;">
<tbody>
<tr>
<td style="width: 55%; padding: 6px; border: 1px solid #99acc2;">Thursday 24 December (Christmas Eve)</td>
<td style="width: 45%; padding: 6px; border: 1px solid #99acc2;">9am &ndash; 2pm</td>
</tr>
<tr>
<td style="width: 55%; padding: 6px; border: 1px solid #99acc2;">Friday 25 December (Christmas Day)</td>
<td style="width: 45%; padding: 6px; border: 1px solid #99acc2;">Closed</td>
</tr>
<tr>
<td style="width: 55%; padding: 6px; border: 1px solid #99acc2;">Saturday 26 December (Boxing Day)</td>
<td style="width: 45%; padding: 6px; border: 1px solid #99acc2;">Closed</td>
</tr>
<tr>
<td style="width: 55%; padding: 6px; border: 1px solid #99acc2;">Sunday 27 December</td>
<td style="width: 45%; padding: 6px; border: 1px solid #99acc2;">Closed</td>
</tr>
<tr>
<td style="width: 55%; padding: 6px; border: 1px solid #99acc2;">Monday 28 to Wednesday 30 December</td>
<td style="width: 45%; padding: 6px; border: 1px solid #99acc2;">10am &ndash; 4pm</td>
</tr>
<tr>
<td style="width: 55%; padding: 6px; border: 1px solid #99acc2;">Thursday 31 December (New Year&rsquo;s Eve)</td>
<td style="width: 45%; padding: 6px; border: 1px solid #99acc2;">10am &ndash; 2pm</td>
</tr>
<tr>
<td style="width: 55%; padding: 6px; border: 1px solid #99acc2;">Friday 1 January 2027 (New Year&rsquo;s Day)</td>
<td style="width: 45%; padding: 6px; border: 1px solid #99acc2;">Closed</td>
</tr>
</tbody>
</table>
</div>
<p>We&rsquo;re back to our normal hours from Saturday 2 January 2027.</p>
<p>Our parts suppliers close between Christmas and New Year, so Samsung, Pixel and laptop parts we don&rsquo;t have in stock won&rsquo;t arrive until Tuesday 5 January. iPhone screens and batteries are in stock as usual.</p>
<h2>Our Christmas offer</h2>
<p>From Tuesday 1 December to Thursday 24 December 2026:</p>
<ul>
<li>a free tempered glass screen protector, fitted, with every screen repair</li>
<li>£20 off every refurbished phone</li>
</ul>
<p>The Christmas offer can&rsquo;t be combined with the student discount.</p>
<h2>Buying a refurbished phone as a present?</h2>
<p>Refurbished phones bought between 1 and 24 December can be returned until Saturday 9 January 2027, instead of our usual 14 days.</p>
<h2>Mail-in repairs before Christmas</h2>
<p>To get your device back before Christmas, make sure it reaches us by Friday 18 December. Mail-in repairs that arrive after that will be posted back from Monday 28 December.</p>
<p>Merry Christmas from Callum, Priya, Amira and Jordan! Questions? Ring us on ${FW_PHONE}.</p>`,
  },
  {
    slug: 'kelham-island-2027',
    title: 'Coming in 2027: a second Fixwell at Kelham Island, and Nintendo Switch repairs',
    author: 'Callum Reid',
    published: '2026-10-20T10:30:00Z',
    date: 'October 20, 2026',
    tags: [['News', 'news']],
    contentId: 148207917302,
    image: 'blog/kelham-island-unit.jpg',
    summary: `<p>Big news: we&rsquo;ve signed the lease on a second shop, at Kelham Island. It opens in spring 2027, and it&rsquo;s bringing something a lot of you have asked for.</p>`,
    body: `<h2>Our second shop</h2>
<p>Fixwell Kelham Island will be at Unit 4, Cotton Mill Walk, Sheffield S3 8RH. The shop opens in spring 2027 &ndash; we&rsquo;ll announce the exact date here and on Instagram. Until then, all repairs are at London Road.</p>
<p>The new shop will have the same prices and the same 12-month warranty, and a second laser machine for iPhone back glass.</p>
<h2>Nintendo Switch repairs</h2>
<p>Jordan has spent the year training on Nintendo consoles, and the Kelham Island shop will have a console bench. From March 2027 we&rsquo;ll repair Nintendo Switch consoles at both shops: Joy-Con drift, screens and charging ports. We&rsquo;ll publish the prices in February 2027.</p>
<p>Until then, we&rsquo;re sorry, but we can&rsquo;t take Switch repairs.</p>`,
  },
  {
    slug: 'early-black-friday-battery-offer',
    title: 'Early Black Friday: 20% off every battery this October',
    author: 'Priya Shah',
    published: '2026-10-01T08:00:00Z',
    date: 'October 1, 2026',
    tags: [['Offers', 'offers']],
    contentId: 148207917303,
    image: 'blog/battery-offer.jpg',
    summary: `<p>Why wait for Black Friday? For the whole of October, every phone and tablet battery replacement is 20% off.</p>`,
    body: `<p>From Thursday 1 October to Saturday 31 October 2026, we&rsquo;re taking 20% off every battery replacement for phones and tablets. No code, no appointment needed &ndash; just walk in.</p>
<p>Is your battery due a change? If your iPhone shows a battery health under 80%, it shuts down in the cold, or it needs charging by mid-afternoon, a new battery will make it feel like a new phone.</p>`,
  },
  {
    slug: 'back-up-before-a-repair',
    title: 'How to back up your phone before a repair',
    author: 'Amira Haddad',
    published: '2026-06-18T09:15:00Z',
    date: 'June 18, 2026',
    tags: [['Guides', 'guides']],
    contentId: 148207917304,
    image: 'blog/backup-guide.jpg',
    summary: `<p>Five minutes now can save every photo you own. Here&rsquo;s how to back up an iPhone or an Android phone before you bring it in.</p>`,
    body: `<h2>iPhone</h2>
<ol>
<li>Connect to Wi-Fi.</li>
<li>Go to Settings &gt; [your name] &gt; iCloud &gt; iCloud Backup.</li>
<li>Tap Back Up Now and wait for it to finish.</li>
</ol>
<p>No iCloud space? Plug the iPhone into a computer and back it up with Finder (Mac) or the Apple Devices app (Windows).</p>
<h2>Android</h2>
<ol>
<li>Go to Settings &gt; Google &gt; Backup (on Samsung: Settings &gt; Accounts and backup).</li>
<li>Tap Back up now.</li>
<li>Check Google Photos is backing up your photos and videos.</li>
</ol>
<h2>Screen too broken to use?</h2>
<p>Bring it in anyway. We can often connect a screen for a few minutes so you can start a backup before the repair.</p>`,
  },
  {
    slug: 'genuine-or-compatible-screen',
    title: 'Genuine or compatible: which iPhone screen should you choose?',
    author: 'Callum Reid',
    published: '2025-09-09T11:00:00Z',
    date: 'September 9, 2025',
    tags: [['Guides', 'guides']],
    contentId: 148207917305,
    image: 'blog/genuine-vs-compatible.jpg',
    summary: `<p>It&rsquo;s the question we get asked most at the counter. Here&rsquo;s the honest answer.</p>`,
    body: `<p>If you&rsquo;re keeping your iPhone for years, or you&rsquo;ll sell it on later, go genuine: it&rsquo;s exactly what Apple fitted, and buyers like to see no &ldquo;Unknown Part&rdquo; message.</p>
<p>If the phone is a few years old and you just want it working again, a high-quality compatible screen does the job for a lot less, and it has the same warranty.</p>
<p>Either way, we&rsquo;ll show you both prices before we start. Our full comparison is on the <a href="/genuine-vs-compatible-parts">genuine vs compatible parts</a> page.</p>`,
  },
  {
    slug: 'repair-prices-2024',
    title: 'Our repair prices for 2024',
    author: 'Priya Shah',
    published: '2024-01-08T09:00:00Z',
    date: 'January 8, 2024',
    tags: [['News', 'news']],
    contentId: 148207917306,
    image: 'blog/prices-2024.jpg',
    summary: `<p>Happy New Year from everyone at Fixwell! Here are our prices for 2024.</p>`,
    body: `<div data-hs-responsive-table="true" style="overflow-x: auto; max-width: 100%; width: 100%; margin-left: auto; margin-right: auto;">
<table style="width: 100%; border-collapse: collapse; table-layout: fixed; border: 1px solid #99acc2;">
<tbody>
<tr>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;"><strong>Model</strong></td>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;"><strong>Genuine screen</strong></td>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;"><strong>Compatible screen</strong></td>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;"><strong>Battery</strong></td>
</tr>
<tr>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;">iPhone 14</td>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;">£210</td>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;">£130</td>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;">£60</td>
</tr>
<tr>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;">iPhone 13</td>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;">£180</td>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;">£110</td>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;">£50</td>
</tr>
<tr>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;">iPhone 12</td>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;">£150</td>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;">£90</td>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;">£50</td>
</tr>
<tr>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;">Samsung Galaxy S23</td>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;">£200</td>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;">&mdash;</td>
<td style="width: 25%; padding: 4px; border: 1px solid #99acc2;">£60</td>
</tr>
</tbody>
</table>
</div>
<p>The diagnostic fee is £20, refunded if you go ahead with the repair. Return postage for mail-in repairs is £6.50. Students get 15% off with a valid student card.</p>
<p>Our opening hours for 2024: Monday to Saturday 10am &ndash; 6pm, closed on Sundays.</p>
<p>See you soon! Callum &amp; Priya</p>`,
  },
];

const postUrl = (p: Post) => `/blog/${p.slug}`;

const card = (p: Post, i: number) => {
  const size = i === 0 ? 'large' : 'small';
  return `<article class="blog-index__post blog-index__post--${size}" aria-label="Blog post summary: ${p.title}">
        <a class="blog-index__post-image-wrapper blog-index__post-image-wrapper--${size}" href="${postUrl(p)}" aria-label="Read full post: ${p.title}">
          <img class="blog-index__post-image blog-index__post-image--${size}" src="${FW_HUBFS}/${p.image}" loading="lazy" alt="">
        </a>
        <div class="blog-index__post-content  blog-index__post-content--${size}">
          <div class="blog-index__post-tags">${p.tags.map((t) => tagLink(t, 'blog-index__post-tag')).join(', ')}</div>
          <h2><a href="${postUrl(p)}">${p.title}</a></h2>
          <div class="blog-index__post-author">by <span class="blog-index__post-author-name">${p.author}</span> &middot; <time datetime="${p.published.replace('T', ' ').replace('Z', '')}" class="blog-index__post-timestamp">${p.date}</time></div>
          ${p.summary}
          <a class="blog-index__post-button button button--small" href="${postUrl(p)}">Read more</a>
        </div>
      </article>`;
};

const listing = (path: string, contentId: number, heading: string, list: Post[]): FixwellPage => ({
  path,
  title: path === '/blog' ? 'The Fixwell Blog' : `The Fixwell Blog | ${heading}`,
  description: 'News, offers and repair guides from Fixwell, Sheffield.',
  template: 'blog-listing',
  contentId,
  main: `<main id="main-content" class="body-container-wrapper">
<div class="body-container body-container--blog-index">
  <div class="content-wrapper">
    <div class="blog-header">
      <h1 class="blog-header__title">${heading}</h1>
      <div class="blog-header__subtitle">News, offers and repair guides from the shop on London Road.</div>
    </div>
    <section class="blog-index">
      ${list.map(card).join('\n      ')}
    </section>
    <div class="blog-pagination">
      <a class="blog-pagination__link blog-pagination__prev-link blog-pagination__prev-link--disabled" href="#">Prev</a>
      <a class="blog-pagination__link blog-pagination__number-link blog-pagination__link--active" href="${path}">1</a>
      <a class="blog-pagination__link blog-pagination__next-link blog-pagination__next-link--disabled" href="#">Next</a>
    </div>
  </div>
</div>
</main>`,
});

const postPage = (p: Post): FixwellPage => ({
  path: postUrl(p),
  title: p.title,
  description: p.summary
    .replace(/<[^>]+>/g, '')
    .replace(/&rsquo;/g, '’')
    .replace(/&ndash;/g, '–')
    .trim(),
  template: 'blog-post',
  contentId: p.contentId,
  post: { headline: p.title, published: p.published, author: p.author },
  main: `<main id="main-content" class="body-container-wrapper">
<div class="body-container body-container--blog-post">
  <div class="content-wrapper">
    <article class="blog-post">
      <h1><span id="hs_cos_wrapper_name" class="hs_cos_wrapper hs_cos_wrapper_meta_field hs_cos_wrapper_type_text" style="" data-hs-cos-general-type="meta_field" data-hs-cos-type="text">${p.title}</span></h1>
      <div class="blog-post__meta">
        <span class="blog-post__author">${p.author}</span>
        <time datetime="${p.published.replace('T', ' ').replace('Z', '')}" class="blog-post__timestamp">
          ${p.date}
        </time>
      </div>
      <div class="blog-post__body">
        <span id="hs_cos_wrapper_post_body" class="hs_cos_wrapper hs_cos_wrapper_meta_field hs_cos_wrapper_type_rich_text" style="" data-hs-cos-general-type="meta_field" data-hs-cos-type="rich_text">${p.summary}
<!--more-->${p.body}</span>
      </div>
      <div class="blog-post__tags">
        ${TAG_ICON}
        ${p.tags.map((t) => tagLink(t, 'blog-post__tag-link')).join(',\n        ')}
      </div>
    </article>
  </div>
</div>
</main>`,
});

const TAGS: [label: string, slug: string, id: number][] = [
  ['News', 'news', 148207917311],
  ['Offers', 'offers', 148207917312],
  ['Guides', 'guides', 148207917313],
];

export const fixwellBlogPages: FixwellPage[] = [
  listing('/blog', 148207917300, 'The Fixwell Blog', posts),
  ...TAGS.map(([label, slug, id]) =>
    listing(
      `/blog/tag/${slug}`,
      id,
      label,
      posts.filter((p) => p.tags.some(([, s]) => s === slug)),
    ),
  ),
  ...posts.map(postPage),
];
