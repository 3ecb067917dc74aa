import {
  button,
  card,
  esc,
  gatsbyImage,
  grid,
  h1,
  kicker,
  lead,
  markdown,
  md,
  mod,
  type StowPage,
  section,
  small,
} from './stowaway-storage.layout.ts';

interface Post {
  slug: string;
  title: string;
  /** ISO date, printed as "10 November 2026" in a `<time>`. */
  date: string;
  author: string;
  excerpt: string;
  image: string;
  /** The markdown body as remark renders it. */
  body: string[];
}

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
const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
};

/** The markdown posts, newest first (`content/blog/*.md`, rendered by `src/templates/blog-post.js`). */
const posts: Post[] = [
  {
    slug: 'christmas-opening-hours-2026',
    title: 'Christmas & New Year opening hours 2026',
    date: '2026-11-10',
    author: 'Karen, store manager',
    excerpt:
      'When our office and packing shop are open over Christmas and New Year, and why your gate access doesn’t change.',
    image: 'blog/christmas-2026.jpg',
    body: [
      md.p(
        'Here are our office hours over Christmas and New Year. The good news: **gate access doesn’t change**. You can get to your unit with your PIN every day, including Christmas Day and New Year’s Day: 6am – 10pm at St Philips and 7am – 8pm at the Brislington yard.',
      ),
      md.h2('Office and packing shop'),
      md.table(
        ['Date', 'Office & packing shop'],
        [
          ['Thursday 24 December (Christmas Eve)', '9am – 1pm'],
          ['Friday 25 December (Christmas Day)', 'Closed'],
          ['Saturday 26 December (Boxing Day)', 'Closed'],
          ['Sunday 27 December', 'Closed'],
          ['Monday 28 December (bank holiday)', '10am – 2pm'],
          ['Tuesday 29 and Wednesday 30 December', '9am – 5.30pm'],
          ['Thursday 31 December (New Year’s Eve)', '9am – 1pm'],
          ['Friday 1 January 2027 (New Year’s Day)', 'Closed'],
        ],
      ),
      md.p('We’re back to our normal office hours from Saturday 2 January 2027.'),
      md.h2('At the Brislington yard'),
      md.p(
        'There’ll be nobody at the yard on Saturday 26 December. Our Saturday morning team is back there on 2 January.',
      ),
      md.h2('Payments and boxes'),
      md.p(
        'Direct Debits due over Christmas are taken as usual. Moving in January? Stock up on boxes before Christmas Eve: the shop keeps the office’s hours.',
        'Merry Christmas from all of us at Stowaway!',
      ),
    ],
  },
  {
    slug: 'how-to-pack-a-storage-unit',
    title: 'How to pack a storage unit: 8 tips from our team',
    date: '2025-06-12',
    author: 'Karen, store manager',
    excerpt:
      'Heavy at the bottom, a walkway down the middle and labels on two sides: how to fit more in and find it again.',
    image: 'blog/packing-tips.jpg',
    body: [
      md.p(
        'We see hundreds of units packed every year. Here’s what the people who do it best have in common.',
      ),
      md.ol(
        '**Heavy at the bottom, light on top.** Books and tools in small boxes at the bottom, bedding and lampshades at the top.',
        '**Don’t overfill.** A medium box shouldn’t weigh more than about 20 kg. Medium boxes are £2.75 in our shop.',
        '**Label two sides**, not the lid, so you can read them when they’re stacked.',
        '**Leave a walkway** down the middle so you can reach the back.',
        '**Things you’ll need first go at the front**: Christmas decorations in December, the camping kit in summer.',
        '**Stand mattresses on their side** in a mattress cover, never flat under boxes.',
        '**Put a pallet or a couple of planks on the floor** to keep things off the concrete.',
        '**Keep a list** of what’s where on your phone.',
      ),
      md.p('Need a hand working out the size? See our [size guide](/size-guide/).'),
    ],
  },
  {
    slug: 'new-prices-and-opening-hours-april-2024',
    title: 'New prices and opening hours from April 2024',
    date: '2024-03-04',
    author: 'Mark, director',
    excerpt: 'From 1 April 2024 our prices and opening hours change. Here’s what you need to know.',
    image: 'blog/st-philips-2024.jpg',
    body: [
      md.p(
        'From Monday 1 April 2024 our prices and opening hours are changing. Existing customers will get a letter with their new price.',
      ),
      md.h2('New weekly prices'),
      md.table(
        ['Unit', 'Per week'],
        [
          ['25 sq ft', '£11.95'],
          ['50 sq ft', '£19.95'],
          ['100 sq ft', '£32.50'],
          ['20ft container', '£39'],
        ],
      ),
      md.p(
        'Protection cover goes up to 95p a week per £1,000 of cover. New customers pay a one-off £20 admin fee.',
      ),
      md.h2('New office hours'),
      md.ul('Monday to Friday: 8.30am to 6pm', 'Saturday: 9am to 1pm', 'Sunday: closed'),
      md.p('Gate access at St Philips changes to 7am to 9pm, every day.'),
      md.h2('Spring offer'),
      md.p('All through April, new customers get their first month half price. Call us to book!'),
    ],
  },
];

const postPage = (post: Post): StowPage => ({
  path: `/blog/${post.slug}`,
  title: post.title,
  description: post.excerpt,
  component: 'src/templates/blog-post.js',
  kind: 'post',
  body: `<article class="${mod('blog-post', 'article')}" itemscope="" itemType="http://schema.org/Article">${section(
    [
      kicker('News'),
      `<h1 class="${mod('blog-post', 'title')}" itemProp="headline">${esc(post.title)}</h1>`,
      `<p class="${mod('blog-post', 'meta')}"><time dateTime="${post.date}">${longDate(post.date)}</time> · ${esc(post.author)}</p>`,
      gatsbyImage(post.image, post.title, { width: 900, height: 500 }),
      `<section itemProp="articleBody">${markdown('blog-post', ...post.body)}</section>`,
      `<nav class="${mod('blog-post', 'nav')}"><a href="/blog/">← All news</a></nav>`,
    ],
  )}</article>`,
});

/** `src/pages/blog.js`: the list of posts with their excerpts. */
const blogIndex: StowPage = {
  path: '/blog',
  title: 'News',
  description: 'News, opening hours and storage tips from Stowaway Self Storage in Bristol.',
  component: 'src/pages/blog.js',
  body: [
    section([
      kicker('News'),
      h1('News & tips'),
      lead('What’s new at Stowaway, and how to get the most out of your unit.'),
    ]),
    section(
      [
        grid(
          ...posts.map((post) =>
            card({
              title: post.title,
              image: gatsbyImage(post.image, post.title, { width: 400, height: 260 }),
              body: [small(longDate(post.date)), `<p>${esc(post.excerpt)}</p>`],
              footer: button('Read more', `/blog/${post.slug}/`, 'ghost'),
            }),
          ),
        ),
      ],
      { tone: 'sand' },
    ),
  ].join(''),
};

export const stowBlogPages: StowPage[] = [blogIndex, ...posts.map(postPage)];
