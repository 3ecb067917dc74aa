import { type BoulderPage, h2, image, list, p, table } from './boulder-yard.layout.ts';

interface Post {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** As Astra prints the date ('F j, Y'), and as ISO. */
  date: [string, string];
  image: string;
  excerpt: string;
  content: string;
}

/** Newest first, as the news page lists them. */
const posts: Post[] = [
  {
    id: 910,
    slug: 'christmas-opening-hours-2026',
    title: 'Christmas &amp; New Year opening hours 2026',
    description: 'When Boulder Yard and The Mezz café are open and closed over Christmas and New Year 2026.',
    date: ['November 10, 2026', '2026-11-10'],
    image: 'christmas-lights-cave.jpg',
    excerpt: 'Our festive opening hours, the café closure and the last Yard Kids session of the year.',
    content: [
      p(
        'The lights are up in the Cave and the mince pies are in at The Mezz, so here is when you can climb over the festive break. We&#8217;re closed for two days at Christmas and on New Year&#8217;s Day, and open every other day with shorter hours.',
      ),
      table(
        ['Date', 'Walls'],
        [
          ['Thu 24 December', '10:00–16:00'],
          ['Fri 25 December', 'Closed'],
          ['Sat 26 December', 'Closed'],
          ['Sun 27 December', '10:00–18:00'],
          ['Mon 28 December', '10:00–18:00'],
          ['Tue 29 &amp; Wed 30 December', '10:00–20:00'],
          ['Thu 31 December', '10:00–16:00'],
          ['Fri 1 January 2027', 'Closed'],
          ['From Sat 2 January 2027', 'normal hours'],
        ],
      ),
      h2('The Mezz café'),
      p(
        'Sam and the café team are taking a well-earned break: The Mezz café is closed from 24 December to 1 January. The water fountain is still on, and the vending machine by the desk will be fully stocked.',
      ),
      h2('Yard Kids and courses'),
      p(
        'The last Yard Kids session of the year is on Saturday 19 December, and the club is back on Saturday 9 January 2027. Our January Learn to Boulder courses make a great present: ask at the desk for a gift voucher.',
      ),
      p('Happy holidays from all of us at the Yard!'),
    ].join(''),
  },
  {
    id: 874,
    slug: 'kilter-board-arrives',
    title: 'Our new Kilter Board is here',
    description: 'A Kilter Board has joined the MoonBoard in the training area at Boulder Yard.',
    date: ['September 18, 2026', '2026-09-18'],
    image: 'kilter-board-lit.jpg',
    excerpt: 'Forty-odd square metres of glowing holds have landed in the training area.',
    content: [
      p(
        'It&#8217;s here! After months of fundraising, fitting and one very long weekend with a torque wrench, our Kilter Board is open in the training area, next to the MoonBoard.',
      ),
      p(
        'The board is adjustable from 20&deg; to 55&deg;, so there are problems for everyone from your first board session to your hardest project. Download the Kilter app, connect to &ldquo;Boulder Yard&rdquo; and the holds light up for the problem you choose.',
      ),
      list(
        'The training area, including the Kilter Board, is for climbers aged 16 and over.',
        'At busy times, please limit yourself to three attempts before letting the next climber on.',
        'The board is free to use with your entry or membership.',
      ),
      p('Huge thanks to everyone who voted for the board in our members&#8217; survey. See you on it.'),
    ].join(''),
  },
  {
    id: 612,
    slug: 'new-prices-hours-2025',
    title: 'New year, new problems: our 2025 prices and opening hours',
    description: 'Changes to prices, opening hours and setting day at Boulder Yard for 2025.',
    date: ['January 8, 2025', '2025-01-08'],
    image: 'new-year-2025-comp-wall.jpg',
    excerpt: 'What&#8217;s changing at the Yard from February 2025: prices, opening hours and setting day.',
    content: [
      p(
        'Happy New Year from everyone at the Yard! 2024 was our busiest year yet, and we&#8217;ve got a few changes to tell you about. From Monday 3 February 2025, our prices go up slightly, for the first time in two years:',
      ),
      list(
        'Adult entry: £9.50 off-peak, £11.50 peak',
        'Student entry: £8 off-peak, £10 peak',
        'Junior entry: £6.50 off-peak, £7 peak',
        'Shoe hire: £3.50',
        'Adult 10-visit pass: £95',
        'Monthly membership: £49 a month',
        'Yard Kids: £10 a session',
      ),
      h2('New opening hours'),
      p(
        'We&#8217;re also changing our hours to match when you actually climb. From February the walls are open Monday to Friday 12pm–9.30pm, and Saturday and Sunday 10am–6.30pm.',
      ),
      h2('Setting day is moving'),
      p(
        'To spread the setting team&#8217;s week out, the Cave will now be closed on Thursday mornings until 2pm for route setting, instead of Mondays.',
      ),
      p('Thanks for climbing with us. Here&#8217;s to a strong 2025!'),
    ].join(''),
  },
];

const postPage = (post: Post): BoulderPage => ({
  path: `/news/${post.slug}`,
  id: post.id,
  kind: 'post',
  title: post.title,
  description: post.description,
  date: post.date,
  body: `<div class="post-thumb-img-content post-thumb">${image(post.image, '', post.date[1].slice(0, 7).replace('-', '/'))}</div>${post.content}`,
});

/** The news index (Astra's archive of post cards) and the three posts. */
export const boulderNews: BoulderPage[] = [
  {
    path: '/news',
    id: 10,
    kind: 'archive',
    title: 'News',
    description: 'News, setting updates and opening-hours changes from Boulder Yard, Leeds.',
    body: posts
      .map(
        (post) =>
          `<article class="post-${post.id} post type-post status-publish format-standard has-post-thumbnail hentry category-news ast-grid-common-col ast-full-width ast-article-post" id="post-${post.id}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><div class="ast-post-format- blog-layout-4 ast-article-inner"><div class="post-content ast-grid-common-col"><div class="ast-blog-featured-section post-thumb ast-blog-single-element"><div class="post-thumb-img-content post-thumb"><a href="/news/${post.slug}">${image(post.image, '', post.date[1].slice(0, 7).replace('-', '/'))}</a></div></div><h2 class="entry-title ast-blog-single-element" itemprop="headline"><a href="/news/${post.slug}" rel="bookmark">${post.title}</a></h2><header class="entry-header ast-blog-single-element ast-blog-meta-container"><div class="entry-meta"><span class="posted-on"><span class="published" itemprop="datePublished">${post.date[0]}</span></span></div></header><div class="ast-excerpt-container ast-blog-single-element"><p>${post.excerpt}</p></div><p class="ast-blog-single-element ast-read-more-container read-more"><a class="" href="/news/${post.slug}">Read More &raquo;<span class="screen-reader-text">${post.title}</span></a></p></div></div></article>`,
      )
      .join('\n'),
  },
  ...posts.map(postPage),
];
