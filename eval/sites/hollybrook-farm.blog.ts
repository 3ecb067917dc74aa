import {
  a,
  b,
  css,
  HB_PHONE,
  HB_VEGBOX_EMAIL,
  type HbPage,
  htmlEmbed,
  image,
  rich,
  rt,
  section,
  table,
  titles,
  ul,
} from './hollybrook-farm.layout.ts';

interface Post {
  slug: string;
  title: string;
  date: string;
  description: string;
  excerpt: string;
  cover: [file: string, alt: string];
  /** The post's blocks, each as for `rich`. */
  blocks: string[];
}

const postPath = (p: Post) => `/blog/${p.slug}`;

/**
 * A post as Strikingly's blog template prints it: title, date, cover, the body as a stack of blog sections
 * (text, tables pasted into HTML blocks), the share buttons, the subscribe box and the previous/next links.
 */
const postPage = (post: Post, prev?: Post, next?: Post): HbPage => ({
  path: postPath(post),
  title: post.title,
  description: post.description,
  kind: 'post',
  sections: [
    `<div class="s-blog-post-section blog-post-container ${css('blogpost')}"><div class="s-blog-header"><div class="s-blog-title s-component s-text"><div class="s-component-content s-font-title"><h1>${post.title}</h1></div></div><div class="s-blog-post-date s-font-body">${rt(post.date)}</div><div class="s-blog-author s-font-body">${rt('Sarah Marsh')}</div></div><div class="s-blog-cover">${image(post.cover[0], post.cover[1], 1200)}</div><div class="s-blog-body">${post.blocks
      .map((x) => `<div class="s-blog-section">${x.startsWith('<div') ? x : rich(x)}</div>`)
      .join(
        '',
      )}</div><div class="s-blog-share ${css('share')}"><span class="s-font-body">Share</span><a class="s-share-facebook" href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.hollybrook-farm.test${encodeURIComponent(postPath(post))}" target="_blank" rel="noopener" aria-label="Share on Facebook"><i class="fa fa-facebook"></i></a><a class="s-share-twitter" href="https://twitter.com/intent/tweet?url=https%3A%2F%2Fwww.hollybrook-farm.test${encodeURIComponent(postPath(post))}" target="_blank" rel="noopener" aria-label="Share on X"><i class="fa fa-twitter"></i></a></div><div class="s-blog-subscribe ${css('subscribe')}"><div class="s-font-heading">Subscribe</div><form class="s-blog-subscribe-form"><label class="s-field-label" for="subscribe-email">Email</label><input id="subscribe-email" type="email" name="email" placeholder="Your email address"><button type="submit" class="s-common-button">Subscribe</button></form></div><div class="s-blog-prev-next ${css('prevnext')}">${
      prev
        ? `<a class="s-blog-prev" href="${postPath(prev)}"><span class="s-blog-prev-next-label">Previous</span><span class="s-blog-prev-next-title">${prev.title}</span></a>`
        : ''
    }${
      next
        ? `<a class="s-blog-next" href="${postPath(next)}"><span class="s-blog-prev-next-label">Next</span><span class="s-blog-prev-next-title">${next.title}</span></a>`
        : ''
    }</div></div>`,
  ],
});

const christmas: Post = {
  slug: 'christmas-at-hollybrook-2026',
  title: 'Christmas at Hollybrook 2026',
  date: 'November 12, 2026',
  description:
    'Christmas and New Year opening hours 2026 at Hollybrook Farm, turkey orders and collection, the last veg box delivery before Christmas and the café’s winter break.',
  excerpt: 'Christmas opening hours, turkeys and the last veg box deliveries before Christmas.',
  cover: ['christmas-oast-lights.jpg', 'The oast house with Christmas lights'],
  blocks: [
    'It’s our favourite time of year on the farm! Here’s everything you need to know about Christmas at Hollybrook: when we’re open, how to order your turkey and when your last veg box comes.',
    `Our Christmas trees go on sale on ${b('Saturday 28 November')}, and Santa’s Barn opens on Saturday 5 December. See ${a('What’s On', '/events')} for tree prices and to book Santa.`,
    `<h2>Farm shop opening hours over Christmas</h2>`,
    htmlEmbed(
      table(
        ['Date', 'Farm shop'],
        [
          ['Monday 14 – Wednesday 23 December', '8am – 6pm'],
          ['Christmas Eve, Thursday 24 December', '8am – 2pm'],
          ['Christmas Day and Boxing Day, 25–26 December', 'Closed'],
          ['Sunday 27 December', '10am – 4pm'],
          ['Monday 28 – Wednesday 30 December', '9am – 4pm'],
          ['New Year’s Eve, Thursday 31 December', '9am – 2pm'],
          ['New Year’s Day, Friday 1 January', 'Closed'],
          ['From Saturday 2 January', 'Normal opening hours'],
        ],
      ),
    ),
    `<h2>The café’s winter break</h2>`,
    'The café’s last day before Christmas is Wednesday 23 December, when we close at 3pm. We then take our winter break and reopen on Wednesday 6 January 2027.',
    `<h2>Veg boxes</h2>`,
    `The last veg box delivery before Christmas is ${b('Tuesday 22 December')}. That week every area gets its box on Monday 21 or Tuesday 22 December, and we’ll email you your day. After that there are no deliveries until Tuesday 5 January 2027, when the first boxes of the new year go out. Questions? Email ${a(HB_VEGBOX_EMAIL, `mailto:${HB_VEGBOX_EMAIL}`)}.`,
    `<h2>Christmas turkeys</h2>`,
    ul(
      'Our free-range bronze turkeys are £14.95 per kg, from about 4kg to 10kg.',
      'Order by Saturday 12 December with a £25 deposit, online or at the butchery counter.',
      'Collect on Monday 21, Tuesday 22 or Wednesday 23 December, 9am – 5pm, from the butchery counter.',
      'Sorry, there are no turkey collections on Christmas Eve.',
    ),
    `Any questions, give us a ring on ${HB_PHONE}. Merry Christmas from all of us at Hollybrook!`,
  ],
};

const pumpkins: Post = {
  slug: 'pumpkin-festival-2026-thank-you',
  title: 'Thank you for a record Pumpkin Festival!',
  date: 'November 3, 2026',
  description: 'Our 2026 Pumpkin Festival in numbers, and what’s next at Hollybrook Farm.',
  excerpt: 'Over 9,000 of you came to pick a pumpkin this October.',
  cover: ['pumpkin-patch-2026.jpg', 'Families in the pumpkin patch'],
  blocks: [
    'What a fortnight! Over 9,000 of you came to the Pumpkin Festival between 17 October and 1 November, and the carving tent raised £3,240 for Pilgrims Hospices. Thank you!',
    'The pick-your-own fields are now closed for the winter. Strawberry picking returns in early June 2027.',
    `Next up: Christmas trees from Saturday 28 November. See ${a('What’s On', '/events')}.`,
  ],
};

const spring2024: Post = {
  slug: 'spring-2024-opening-hours-and-prices',
  title: 'Spring 2024: new opening hours and prices',
  date: 'March 8, 2024',
  description: 'Our new opening hours and prices for 2024.',
  excerpt: 'We’re back after our winter break, with new opening hours.',
  cover: ['spring-blossom-2024.jpg', 'Plum blossom in the orchard'],
  blocks: [
    'We’re back after our winter break! From Saturday 9 March our new opening hours are:',
    ul(
      'Farm shop: Tuesday – Sunday, 9am – 6pm (closed Mondays)',
      'Café: every day, 9.30am – 3.30pm, with breakfast served until 11am',
    ),
    'Good news for those of you who asked: we now take cash and card in the café.',
    'Our veg box prices change from April: small £14, medium £18.50 and large £24 a week. Boxes are delivered on Thursdays to all areas, and you can change your order until 5pm on the Friday before.',
    'This summer pick-your-own strawberries will be £4.20 per kg and raspberries £6.80 per kg.',
    'Children’s farm parties are now £15 per child. See you soon!',
  ],
};

const posts = [christmas, pumpkins, spring2024];

/** `/blog`: Strikingly's blog list section, newest first, each card with its date, title and excerpt. */
const blogIndex: HbPage = {
  path: '/blog',
  title: 'Blog',
  description: 'News from Hollybrook Farm: what’s in season, events and opening times.',
  sections: [
    section([titles('Blog', 'News from the farm', { h1: true })]),
    section(
      [
        `<div class="s-blog-list ${css('bloglist')}">${posts
          .map(
            (p) =>
              `<div class="s-blog-post-card s-repeatable-item ${css('blogcard')}"><a class="s-blog-post-link" href="${postPath(p)}">${image(p.cover[0], p.cover[1], 600)}</a><div class="s-blog-post-card-body"><div class="s-blog-post-date s-font-body">${rt(p.date)}</div><div class="s-blog-post-title s-font-heading"><a href="${postPath(p)}">${p.title}</a></div><div class="s-blog-post-excerpt s-font-body">${p.excerpt}</div><a class="s-blog-read-more s-font-body" href="${postPath(p)}">${rt('Read More')}</a></div></div>`,
          )
          .join('')}</div>`,
      ],
      { kind: 'blog' },
    ),
  ],
};

export const hbBlogPages: HbPage[] = [
  blogIndex,
  postPage(christmas, undefined, pumpkins),
  postPage(pumpkins, christmas, spring2024),
  postPage(spring2024, pumpkins, undefined),
];
