import { type DantePage, h1, p, strip, text } from './scuola-dante-bologna.layout.ts';

interface Post {
  slug: string;
  title: string;
  description: string;
  author: string;
  /** As Wix Blog prints it on the post ("Nov 10, 2026") and as ISO in the time element. */
  date: string;
  iso: string;
  minutes: number;
  excerpt: string;
  /** Paragraphs and `##` subheadings of the Ricos rich-content viewer. */
  content: string[];
}

/** Newest first, as the blog feed lists them. */
const posts: Post[] = [
  {
    slug: 'christmas-2026-closure-and-2027-beginners-dates',
    title: 'Christmas 2026: closure dates and beginners’ dates for 2027',
    description: 'When we close for Christmas 2026, when we reopen, and the 2027 start dates for beginners.',
    author: 'Giulia Rossetti',
    date: 'Nov 10, 2026',
    iso: '2026-11-10T09:30:00.000Z',
    minutes: 2,
    excerpt: 'Our Christmas closure, the office hours over the holidays and next year’s start dates.',
    content: [
      'The panettone is already in the shops, so it must be time to plan the holidays!',
      '## Christmas closure',
      'The last lessons of 2026 are on Friday 18 December. The school is closed from Saturday 19 December 2026 to Sunday 3 January 2027, and lessons start again on **Monday 4 January 2027**. Please note that Wednesday 6 January (Epiphany) is a public holiday, so there are no lessons that day.',
      'The office stays open on Monday 21 and Tuesday 22 December, from 9am to 1pm, for enrolments and questions.',
      '## Beginners in 2027',
      'The first beginners’ course of the new year starts on Monday 11 January 2027, then 1 February and 1 March. All the dates for the year are on <a href="/dates-and-holidays">Dates &amp; holidays</a>. There is still room in the last beginners’ course of 2026, starting on Monday 7 December.',
      '## Evening course',
      'The winter term of the evening course starts on Tuesday 12 January 2027. Enrol by Friday 8 January.',
      'Our prices stay the same as in the current price list until the end of August 2027.',
      'Buone feste to all our students, old and new!',
    ],
  },
  {
    slug: 'new-culture-and-cooking-afternoons',
    title: 'New: Culture & Cooking afternoons',
    description: 'Fresh pasta with Rosanna and a food walk through the Quadrilatero, two afternoons a week.',
    author: 'Davide Bonfiglioli',
    date: 'Mar 2, 2026',
    iso: '2026-03-02T08:00:00.000Z',
    minutes: 3,
    excerpt: 'Learn Italian with your hands in the flour: our new add-on for group course students.',
    content: [
      'You asked for it at every aperitivo: from this month you can add **Culture &amp; Cooking** to any group course.',
      'On Tuesday afternoons Rosanna, our favourite sfoglina, teaches you to roll pasta by hand at the Bottega della Sfoglia, and on Thursdays one of our teachers takes you through the stalls of the Quadrilatero, tasting and ordering in Italian.',
      'Introductory price until 30 June 2026: €125 per week. Minimum 4 participants.',
      'Rosanna says the secret of good tortellini is patience. We say it’s the same for the subjunctive.',
    ],
  },
  {
    slug: 'christmas-closure-2025-and-our-prices-for-2026',
    title: 'Christmas closure 2025 and our prices for 2026',
    description:
      'Our Christmas 2025 closure dates, office hours over the holidays and the new prices from January 2026.',
    author: 'Giulia Rossetti',
    date: 'Nov 18, 2025',
    iso: '2025-11-18T10:15:00.000Z',
    minutes: 2,
    excerpt: 'When we close for Christmas, when we reopen, and what a course costs in 2026.',
    content: [
      'Here are the dates for the end of the year, and our prices for next year.',
      '## Christmas closure',
      'The school is closed from Saturday 20 December 2025 to Tuesday 6 January 2026. Lessons start again on **Wednesday 7 January 2026**, and the first beginners’ course of the year starts on Monday 12 January 2026.',
      'The office is open on 22 and 23 December from 10am to 1pm.',
      '## Prices 2026',
      'From 1 January 2026 the Standard course costs €215 per week and the Intensive course €305 per week. The enrolment fee goes up to €55. A host family with half board costs €245 per week, and the airport transfer €40 each way.',
      'Happy holidays, and see you in 2026!',
    ],
  },
];

const ricos = (content: string[]) =>
  `<div class="ricos-viewer" data-hook="ricos-viewer" dir="ltr">${content
    .map((block) =>
      block.startsWith('## ')
        ? `<h2 class="Ricos-h2" dir="auto"><span>${block.slice(3)}</span></h2>`
        : `<p class="Ricos-p" dir="auto"><span class="RcV1Zc">${block.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</span></p>`,
    )
    .join('')}</div>`;

const postPage = (post: Post): DantePage => ({
  path: `/post/${post.slug}`,
  lang: 'en',
  kind: 'post',
  title: post.title,
  description: post.description,
  body: strip('Blog Post', [
    `<div id="comp-blogpost" class="comp-blogpost wixui-blog-post"><article class="blog-post-page-font" data-hook="post"><div class="post-header" data-hook="post-header"><div class="post-metadata"><span data-hook="user-name" class="author-name">${post.author}</span><span aria-hidden="true"> · </span><time data-hook="time-ago" datetime="${post.iso}">${post.date}</time><span aria-hidden="true"> · </span><span data-hook="time-to-read">${post.minutes} min read</span></div><h1 class="post-title" data-hook="post-title"><span class="post-title__text">${post.title}</span></h1></div><div class="post-content" data-hook="post-description">${ricos(post.content)}</div><div class="post-footer" data-hook="post-footer"><ul class="post-tags" aria-label="Tags"><li><a href="/blog/tags/news">News</a></li></ul><div class="post-stats"><span data-hook="view-count">${40 + post.minutes * 37} views</span><span data-hook="comment-count">0 comments</span><button data-hook="like-button" aria-label="Like post" aria-pressed="false">♡</button></div></div></article></div>`,
  ]),
});

/** The blog feed and the posts, English only. */
export const danteBlogPages: DantePage[] = [
  {
    path: '/blog',
    lang: 'en',
    title: 'Blog',
    description: 'News, dates and stories from Scuola Dante Bologna.',
    body: [
      strip('Blog', [
        h1('Blog'),
        text(p('News from the school, dates and stories from Bologna.')),
        `<div id="comp-blogfeed" class="comp-blogfeed wixui-blog-feed"><div data-hook="post-list" role="list">${posts
          .map(
            (post) =>
              `<article data-hook="post-list-item" role="listitem" class="post-card"><a href="/post/${post.slug}" class="post-card__link"><div class="post-card__meta"><span data-hook="user-name">${post.author}</span> · <time datetime="${post.iso}">${post.date}</time> · <span>${post.minutes} min read</span></div><h2 data-hook="post-title" class="post-card__title">${post.title}</h2><div data-hook="post-description" class="post-card__excerpt"><p>${post.excerpt}</p></div></a></article>`,
          )
          .join('')}</div></div>`,
      ]),
    ].join('\n'),
  },
  ...posts.map(postPage),
];
