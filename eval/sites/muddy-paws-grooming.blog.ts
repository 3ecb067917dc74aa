import { compId, type PawsPage } from './muddy-paws-grooming.layout.ts';

/* ── Wix Blog: the feed page and each post's page, as the Blog app renders them ─────────────────────── */

interface Post {
  slug: string;
  title: string;
  /** As Wix Blog prints it: 'Jan 12, 2024'. */
  date: string;
  readTime: string;
  category: 'News' | 'Grooming Tips' | 'Offers';
  excerpt: string;
  cover: string;
  views: number;
  /** The post's content: blocks built with the helpers below. */
  body: string[];
}

let block = 0;
/** The id Wix's rich content viewer gives each block, like 'viewer-3k9ad'. */
const vid = () => `viewer-${(0x2a7c5 + 7919 * block++).toString(36).slice(-5)}`;

/** A paragraph block: the text in a span, bold runs in their own spans. */
const para = (html: string) =>
  `<p class="MUQTy VO2ZT nsAHG" dir="auto" id="${vid()}"><span class="o6O9e" style="font-weight:400">${html}</span></p>`;
const heading = (html: string) =>
  `<h2 class="sTcJQ VO2ZT nsAHG" dir="auto" id="${vid()}"><span class="o6O9e" style="font-weight:700">${html}</span></h2>`;
const list = (...items: string[]) =>
  `<ul class="fNbcX Zmd5T"><li class="VO2ZT nsAHG" dir="auto" id="${vid()}-0">${items.map((x, i) => `${i ? `</li><li class="VO2ZT nsAHG" dir="auto">` : ''}<p class="MUQTy VO2ZT nsAHG" dir="auto"><span class="o6O9e">${x}</span></p>`).join('')}</li></ul>`;
const bold = (html: string) => `<span style="font-weight:700">${html}</span>`;
const link = (html: string, href: string) =>
  `<a href="${href}" target="_self" rel="noopener" class="JeP3G"><span style="text-decoration:underline">${html}</span></a>`;

const christmas: Post = {
  slug: 'christmas-opening-hours-2026',
  title: 'Christmas &amp; New Year Opening Hours 2026',
  date: 'Nov 17, 2026',
  readTime: '2 min read',
  category: 'News',
  excerpt: 'Our opening hours over Christmas and New Year, Santa Paws photos and festive bandanas.',
  cover: 'A Cavapoo in a red tartan bandana beside a small Christmas tree',
  views: 87,
  body: [
    para(
      'December is our busiest month of the year: everyone wants their dog looking fluffy for the family photos. Our December diary is almost full, so if you haven’t booked yet, message us on WhatsApp to join the waiting list.',
    ),
    heading('Christmas opening hours'),
    list(
      `${bold('Monday 21 and Tuesday 22 December:')} 8am – 6pm`,
      `${bold('Wednesday 23 December:')} 8am – 7pm`,
      `${bold('Christmas Eve, Thursday 24 December:')} 8am – 12 noon`,
      `${bold('Christmas Day, Boxing Day and Sunday 27 December:')} closed`,
      `${bold('Monday 28 December:')} closed`,
      `${bold('Tuesday 29 and Wednesday 30 December:')} 9am – 3pm`,
      `${bold('New Year’s Eve, Thursday 31 December:')} 9am – 1pm`,
      `${bold('New Year’s Day, Friday 1 January:')} closed`,
      `${bold('Saturday 2 January:')} 8am – 2pm`,
    ),
    para('Normal opening hours are back from Monday 4 January 2027.'),
    para(
      'The last nail clinic of the year is on Wednesday 23 December, 5pm – 7pm. There’s no nail clinic on Wednesday 30 December.',
    ),
    heading('Santa Paws photos'),
    para(
      'Santa Paws is back! Bring your dog for a photo with Santa in the salon on Saturday 12 December, 9am – 1pm. No booking needed: just a £10 donation to Nidderdale Dog Rescue.',
    ),
    para(
      `Every Full Groom from 1 to 24 December goes home in a free festive bandana. Stuck for a present? E-vouchers can be bought online right up to Christmas Day. ${link('Gift Vouchers', '/gift-vouchers')}`,
    ),
    para('Merry Christmas from Hannah, Priya, Josh, Ruby and Biscuit!'),
  ],
};

const van: Post = {
  slug: 'mobile-grooming-van-2027',
  title: 'Muddy Paws on the Move: our mobile grooming van is coming in 2027',
  date: 'Oct 20, 2026',
  readTime: '3 min read',
  category: 'News',
  excerpt: 'A fully fitted grooming van for the villages around Harrogate, on the road in spring 2027.',
  cover: 'A drawing of a grey grooming van with a muddy paw print logo',
  views: 214,
  body: [
    para(
      'We’ve had so many messages from people in the villages who can’t easily get into Harrogate, or whose dogs hate the car. So we’ve ordered a van!',
    ),
    para(
      'Muddy Paws on the Move is a fully fitted grooming van with its own bath, dryer, table, water and power. It will be on the road in spring 2027, covering Knaresborough, Ripon, Pateley Bridge, Wetherby and the villages in between. Josh will run the van two days a week.',
    ),
    heading('Can I book the van yet?'),
    para(
      'Not yet. We’re not taking bookings for the van yet, and we haven’t set the van’s prices. We’ll announce the start date, the areas and the prices here first.',
    ),
    para(
      'Want to hear first? Email us with “Van” in the subject line and tell us your village. Until then, the salon on Leeds Road carries on exactly as before.',
    ),
  ],
};

const howOften: Post = {
  slug: 'how-often-should-my-dog-be-groomed',
  title: 'How often should my dog be groomed?',
  date: 'Aug 4, 2026',
  readTime: '4 min read',
  category: 'Grooming Tips',
  excerpt: 'A rough guide by coat type, from doodles to Labradors.',
  cover: 'A row of grooming brushes and combs on the table',
  views: 342,
  body: [
    para('It’s the question we get asked most at the desk. The honest answer: it depends on the coat.'),
    list(
      `${bold('Coats that keep growing')} (poodles, doodles, Shih Tzus, Bichons): a Full Groom every 6 to 8 weeks, with brushing at home in between.`,
      `${bold('Wire coats')} (Border Terriers, Schnauzers, Westies): a Hand Strip every 8 to 12 weeks.`,
      `${bold('Double coats')} (Huskies, Goldens, Shepherds): a De-shed Treatment two or three times a year, especially in spring and autumn.`,
      `${bold('Short coats')} (Labradors, Staffies, Whippets): a Bath &amp; Tidy every couple of months and regular nail clips.`,
    ),
    para(
      'Leave it too long and knots turn into mats, which are uncomfortable for your dog and take time (and money) to deal with. Book your next groom before you leave the salon and we’ll pencil in the right gap.',
    ),
  ],
};

const summerCoats: Post = {
  slug: 'summer-coats-double-coated-dogs',
  title: 'Should you shave your Husky for the summer?',
  date: 'Jun 9, 2026',
  readTime: '3 min read',
  category: 'Grooming Tips',
  excerpt: 'Why we don’t shave double-coated dogs, and what we do instead.',
  cover: 'A Siberian Husky lying in the shade of a tree',
  views: 198,
  body: [
    para(
      'Every June we get calls asking us to shave Huskies, Malamutes and Golden Retrievers to “keep them cool”. We won’t, and here’s why.',
    ),
    para(
      'A double coat is insulation: it keeps heat out as well as in, and protects the skin from sunburn. Shaved double coats often grow back patchy and woolly, and sometimes never grow back properly at all.',
    ),
    para(
      'We don’t shave double-coated breeds unless the coat is so matted that there is no kinder option. Instead, book a De-shed Treatment: we lift out the loose undercoat, so air can move through the coat again.',
    ),
  ],
};

const spring2025: Post = {
  slug: 'spring-2025-new-client-offer',
  title: 'Spring offer: 20% off your first Full Groom',
  date: 'Mar 3, 2025',
  readTime: '1 min read',
  category: 'Offers',
  excerpt: 'New to Muddy Paws? Get 20% off your first Full Groom this spring.',
  cover: 'A Springer Spaniel among daffodils',
  views: 455,
  body: [
    para(
      `Spring is here and so are the muddy paws! To welcome new faces, new clients get ${bold('20% off their first Full Groom')}.`,
    ),
    list(
      'For dogs we’ve never groomed before.',
      'Book and have the groom between 1 March and 31 May 2025.',
      'Use code SPRING20 when you book online.',
      'Full Grooms only, one dog per household, not with any other offer.',
    ),
  ],
};

const prices2024: Post = {
  slug: 'new-prices-january-2024',
  title: 'New prices and opening hours for 2024',
  date: 'Jan 12, 2024',
  readTime: '2 min read',
  category: 'News',
  excerpt: 'Our new price list and opening hours from 1 February 2024.',
  cover: 'The salon’s chalkboard price list',
  views: 623,
  body: [
    para(
      'Happy new year from all of us! Our first months at Oatlands Yard have been brilliant. Like everyone, our costs have gone up, so from 1 February 2024 our prices will be:',
    ),
    list(
      'Full Groom, small dog: £38',
      'Full Groom, medium dog: £47',
      'Full Groom, large dog: £58',
      'Full Groom, giant dog: from £75',
      'Bath &amp; Tidy, small dog: £28',
      'Bath &amp; Tidy, medium dog: £35',
      'Nail Clip: £7',
      'Puppy Intro: £25',
    ),
    para('The booking deposit is now £15, taken off the final price.'),
    heading('New opening hours'),
    para(
      'From 1 February 2024 we’re open Tuesday to Saturday, 8:30am – 4:30pm, and our Sunday nail clinic runs 10am – 12 noon, no appointment needed.',
    ),
    para('Thank you for your support. See you (and your muddy pups) soon!'),
  ],
};

const posts = [christmas, van, howOften, summerCoats, spring2025, prices2024];

const AUTHOR = 'Hannah Whitaker';

const avatar = `<div class="QmV2Zp" data-hook="avatar"><img src="https://static.wixstatic.com/media/8c1e2f_7e0d1c2b3a4f49e8a1b2c3d4e5f60718~mv2.jpg/v1/fill/w_32,h_32,al_c,q_80/avatar.jpg" alt="" width="32" height="32"/></div>`;

/** The author line with the date and the reading time: 'Hannah Whitaker · Jan 12, 2024 · 2 min read'. */
const metadata = (x: Post) =>
  `<div class="pH4Dkz" data-hook="post-header">${avatar}<div class="Ld8wQz"><span class="tQ0Wbn" data-hook="user-name">${AUTHOR}</span><ul class="post-metadata__list" data-hook="post-metadata"><li><span class="post-metadata__date time-ago" data-hook="time-ago" title="${x.date}">${x.date}</span></li><li class="post-metadata__separator" aria-hidden="true"> · </li><li><span class="post-metadata__readTime" data-hook="time-to-read">${x.readTime}</span></li></ul></div><button type="button" class="Dx5jYq" data-hook="more-button" aria-label="More actions">⋮</button></div>`;

const cover = (x: Post, w: number, h: number) =>
  `<div class="gallery-item-container" data-hook="cover-image"><img src="https://static.wixstatic.com/media/8c1e2f_${compId().slice(5)}~mv2.jpg/v1/fill/w_${w},h_${h},fp_0.50_0.50,q_90,enc_avif,quality_auto/cover.jpg" alt="${x.cover}" width="${w}" height="${h}" loading="lazy"/></div>`;

const counters = (x: Post) =>
  `<div class="Bj9kVw" data-hook="post-footer"><div class="Tc3lXa"><span data-hook="view-count">${x.views} views</span><span data-hook="comment-count">0 comments</span></div><button type="button" class="Yq2dNz" data-hook="like-button" aria-label="Post not marked as liked"><svg viewBox="0 0 19 19" width="19" height="19" aria-hidden="true"><path d="M9.5 16l-6-6a3.5 3.5 0 0 1 6-4 3.5 3.5 0 0 1 6 4z"></path></svg></button></div>`;

/** A post in the feed: cover, author and date line, title and excerpt, counters. */
const listItem = (x: Post) =>
  `<article class="Zx8pJr" data-hook="post-list-item"><a href="/post/${x.slug}" class="Kz1sPa" data-hook="post-list-item-image-link" tabindex="-1">${cover(x, 454, 341)}</a><div class="nV6aQd">${metadata(x)}<a href="/post/${x.slug}" class="Rb7dYs" data-hook="post-title"><h2 class="Wq1eZt blog-post-title-font">${x.title}</h2></a><div class="dX0rLm" data-hook="post-description"><div class="Ay9kPx blog-post-description-font"><p>${x.excerpt}</p></div></div>${counters(x)}</div></article>`;

const blogHeader = `<div class="Hv4qQs" data-hook="blog-header"><nav class="Ro3kFb" data-hook="category-menu" aria-label="Blog categories"><ul><li><a href="/blog" aria-current="page">All Posts</a></li><li><a href="/blog/categories/news">News</a></li><li><a href="/blog/categories/grooming-tips">Grooming Tips</a></li><li><a href="/blog/categories/offers">Offers</a></li></ul></nav><div class="Vd9mKt"><button type="button" data-hook="search-button" aria-label="Search">⌕</button><button type="button" data-hook="blog-login" class="Nb4gQe">Log in / Sign up</button></div></div>`;

const feed: PawsPage = {
  path: '/blog',
  title: 'Blog | Muddy Paws Grooming',
  description: 'News, offers and grooming tips from Muddy Paws Grooming, Harrogate.',
  kind: 'blog',
  body: [
    `<div id="${compId()}" class="wixui-blog-feed" data-hook="blog-feed-root"><div class="blog-desktop-header-container">${blogHeader}</div><div class="Px6dQn" data-hook="post-list">${posts.map(listItem).join('')}</div></div>`,
  ],
};

const recentCard = (x: Post) =>
  `<div class="Qe8wNz" data-hook="recent-post-list-item"><a href="/post/${x.slug}" tabindex="-1">${cover(x, 292, 219)}</a><a href="/post/${x.slug}" data-hook="post-title"><p class="Pa6kLf blog-post-title-font">${x.title}</p></a>${counters(x)}</div>`;

const postPage = (x: Post): PawsPage => ({
  path: `/post/${x.slug}`,
  title: x.title,
  description: x.excerpt,
  kind: 'post',
  body: [
    `<div id="${compId()}" class="wixui-blog-post-page" data-hook="post-page">${blogHeader}<article class="Sc7eXm blog-post-page-font" data-hook="post">${metadata(x)}<div class="Fd2qRw" data-hook="post-title"><h1 class="H3vOas blog-post-title-font">${x.title}</h1></div><div class="Yb9zKm" data-hook="post-description"><div data-id="content-viewer" class="Xp1nQa" data-hook="ricos-viewer"><div class="rich-content-viewer">${x.body.join('')}</div></div></div><div class="Lm4wVd" data-hook="post-main-actions"><div data-hook="category-label-list"><a href="/blog/categories/${x.category.toLowerCase().replace(' ', '-')}" class="Tr5jPc">${x.category}</a></div><div data-hook="share-buttons" aria-label="Share Post"><button type="button" aria-label="Share via Facebook">f</button><button type="button" aria-label="Share via X (Twitter)">x</button><button type="button" aria-label="Share via LinkedIn">in</button><button type="button" aria-label="Share via link">🔗</button></div></div>${counters(x)}</article><div class="Ug3pTs" data-hook="recent-posts"><div class="Nk8eVs"><h2 class="Vw4qXj">Recent Posts</h2><a href="/blog" class="Kc7aBd">See All</a></div><div class="Jr1mYp">${posts
      .filter((o) => o !== x)
      .slice(0, 3)
      .map(recentCard)
      .join(
        '',
      )}</div></div><div class="Ez3bLq" data-hook="comments-root"><h2 class="Mv6nPr">Comments</h2><div data-hook="comment-box"><button type="button" class="Oq4sDe">Write a comment...</button></div></div></div>`,
  ],
});

export const pawsBlogPages: PawsPage[] = [feed, ...posts.map(postPage)];
