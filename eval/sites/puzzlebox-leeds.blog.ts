import {
  alert,
  button,
  card,
  esc,
  eyebrow,
  figure,
  grid,
  h1,
  h2,
  lead,
  muted,
  type PuzzlePage,
  p,
  section,
  table,
  ul,
} from './puzzlebox-leeds.layout.ts';

interface Post {
  slug: string;
  title: string;
  /** ISO date of publication, printed as "9 November 2026" in a `<time>`. */
  date: string;
  author: string;
  excerpt: string;
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

/** The blog, newest first (the CMS's posts, rendered by `app/blog/[slug]/page.tsx`). */
const posts: Post[] = [
  {
    slug: 'christmas-opening-hours-2026',
    title: 'Christmas & New Year opening hours 2026',
    date: '2026-11-09',
    author: 'Becky, venue manager',
    excerpt:
      'When the escape rooms and the café are open over Christmas and New Year, and the last day for posted gift vouchers.',
    body: [
      p(
        'The festive season is our busiest time of year, so book early! Here’s when we’re open over Christmas and New Year. On any day not listed, our usual hours apply.',
      ),
      table(
        ['Date', 'Escape rooms', 'Café'],
        [
          ['Thursday 24 December (Christmas Eve)', '10am – 4pm (last game 2.45pm)', '10am – 4pm'],
          ['Friday 25 December (Christmas Day)', 'Closed', 'Closed'],
          ['Saturday 26 December (Boxing Day)', 'Closed', 'Closed'],
          ['Sunday 27 December', '12 noon – 8pm', '12 noon – 8pm'],
          ['Monday 28 December (bank holiday)', '12 noon – 10pm', '10am – 10pm'],
          ['Tuesday 29 and Wednesday 30 December', '12 noon – 10pm', '10am – 10pm'],
          ['Thursday 31 December (New Year’s Eve)', '10am – 6pm', '10am – 6pm'],
          ['Friday 1 January 2027 (New Year’s Day)', 'Closed', 'Closed'],
        ],
      ),
      p('We’re back to our normal opening hours from Saturday 2 January 2027.'),
      h2('Gift vouchers for Christmas'),
      p(
        'E-vouchers arrive by email straight away, so you can buy one right up to Christmas morning. If you’d like a voucher in a gift box by post to arrive before Christmas, please order by Wednesday 16 December.',
      ),
      h2('Christmas parties'),
      p(
        'Still looking for a venue for the work Christmas do? See [team building](/corporate) for the dates we’ve got left.',
        'Merry Christmas from all the Puzzlebox game hosts!',
      ),
    ],
  },
  {
    slug: 'new-prices-and-opening-hours-2024',
    title: 'New year, new prices (and new hours) for 2024',
    date: '2024-01-08',
    author: 'Becky, venue manager',
    excerpt: 'From 1 February 2024 our opening hours and prices change. Here’s everything you need to know.',
    body: [
      p(
        'Happy new year from everyone at Puzzlebox! 2023 was our best year yet, and we’ve got a couple of changes to tell you about.',
      ),
      h2('New opening hours'),
      p(
        'From Thursday 1 February 2024, the escape rooms and the café will both be open Wednesday to Sunday, 11am – 10.30pm. We’ll be closed on Mondays and Tuesdays.',
      ),
      h2('New prices'),
      p(
        'For the first time since we opened in 2021, our prices are going up a little. A game for two now costs £29 each off-peak (Wednesday and Thursday) or £33 each at peak times (Friday to Sunday), and the bigger your team, the less you pay: down to £17 each for a team of six off-peak.',
        'The Toymaker’s Workshop stays priced per room, now £65. The café table fee goes up to £4 per person, and it’s still free for escape-room players on the day they play.',
      ),
      h2('What’s not changing'),
      ul(
        'All four of our rooms, The Vault, The Curator’s Study, The Alchemist’s Lab and The Toymaker’s Workshop, stay open.',
        'Every team still gets two free hints.',
        'Our game hosts are as lovely as ever.',
      ),
      p('See you soon!'),
    ],
  },
];

const postPage = (post: Post): PuzzlePage => ({
  path: `/blog/${post.slug}`,
  title: post.title,
  description: post.excerpt,
  route: 'blog/[slug]',
  kind: 'post',
  body: section([
    `<a class="text-sm text-muted-foreground hover:text-foreground" href="/blog">← All posts</a>`,
    h1(post.title),
    `<div class="flex items-center gap-2 text-sm text-muted-foreground"><time datetime="${post.date}">${longDate(post.date)}</time><span aria-hidden="true">·</span><span>${esc(post.author)}</span></div>`,
    figure(`blog/${post.slug}.jpg`, post.title),
    `<article class="prose prose-zinc max-w-none dark:prose-invert">${post.body.join('')}</article>`,
    alert('Ready to play?', ['[Book a game](/book) or [buy a gift voucher](/gift-vouchers).']),
  ]),
});

const blogIndex: PuzzlePage = {
  path: '/blog',
  title: 'Blog',
  description: 'News from Puzzlebox Leeds: opening hours, new rooms and the occasional puzzle.',
  route: 'blog',
  body: section([
    eyebrow('Blog'),
    h1('News from Puzzlebox'),
    lead('Opening hours, new rooms and the occasional puzzle.'),
    grid(
      2,
      ...posts.map((post) =>
        card({
          title: post.title,
          description: longDate(post.date),
          content: [p(post.excerpt)],
          footer: button('Read more', `/blog/${post.slug}`, 'outline'),
        }),
      ),
    ),
    muted('Follow us on Instagram for the latest news.'),
  ]),
};

export const puzzleBlogPages: PuzzlePage[] = [blogIndex, ...posts.map(postPage)];
