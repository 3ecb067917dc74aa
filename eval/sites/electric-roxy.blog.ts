import { a, b, grey, i, image, para, ROXY_PHONE, type RoxyPage, title, wid } from './electric-roxy.layout.ts';

interface Post {
  slug: string;
  /** As Weebly prints it for an en_GB site: day/month/year, no leading zeros. */
  date: string;
  title: string;
  category: string;
  /** The text before the owner's "read more" break, which the blog page shows. */
  intro: string;
  /** The rest of the post. */
  rest: string;
  comments: [name: string, date: string, text: string][];
}

const postHref = (p: Post) => `/blog/${p.slug}`;

/** Weebly's share buttons under every post. */
const social = (p: Post) =>
  `<div class="blog-social"><div class="blog-social-inner"><ul class="blog-social-list"><li><a class="blog-social-item blog-social-facebook" href="https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Fwww.electric-roxy.test${encodeURIComponent(postHref(p))}" target="_blank"><span class="wsite-social-item-inner"></span></a></li><li><a class="blog-social-item blog-social-twitter" href="https://twitter.com/intent/tweet?url=http%3A%2F%2Fwww.electric-roxy.test${encodeURIComponent(postHref(p))}" target="_blank"><span class="wsite-social-item-inner"></span></a></li></ul></div></div>`;

const commentCount = (p: Post) => `${p.comments.length} Comment${p.comments.length === 1 ? '' : 's'}`;

/** One `div.blog-post`: header with title and date, the content, the share buttons and the footer. */
const postBlock = (p: Post, full: boolean) =>
  `<div class="blog-post" id="blog-post-${wid()}"><div class="blog-header"><h2 class="blog-title"><a class="blog-title-link blog-link" href="${postHref(p)}">${p.title}</a></h2><p class="blog-date"><span class="date-text">${p.date}</span> <span class="date-text blog-comments-top"><a href="${postHref(p)}#comments">${commentCount(p)}</a></span></p></div><div class="blog-separator">&nbsp;</div><div class="blog-content">${p.intro}${full ? p.rest : `<div class="blog-read-more"><a class="blog-link" href="${postHref(p)}">Read More</a></div>`}</div>${social(p)}<div class="blog-footer"><p class="blog-category">Categories: <a href="/blog/category/${p.category.toLowerCase()}">${p.category}</a></p><p class="blog-comments"><a class="blog-link" href="${postHref(p)}#comments">${commentCount(p)}</a></p></div></div>`;

/** The comments under a post, and Weebly's "Leave a Reply." form. */
const commentArea = (p: Post) =>
  `<div id="commentArea"><a name="comments"></a><div id="comments">${p.comments
    .map(
      ([name, date, text]) =>
        `<div class="blogCommentWrap"><div class="blogCommentHeading"><span class="blogCommentAuthor">${name}</span><span class="blogCommentDate">${date}</span></div><div class="blogCommentText"><div>${text}</div></div></div>`,
    )
    .join(
      '',
    )}</div><h2 class="blog-comment-area-header">Leave a Reply.</h2><div id="commentPostDiv"><form id="commentForm" method="post"><div class="blogCommentFormRow"><label for="commentName">Name <span class="form-required">(required)</span></label><input id="commentName" name="name" type="text" /></div><div class="blogCommentFormRow"><label for="commentEmail">Email <span class="form-required">(not published)</span></label><input id="commentEmail" name="email" type="text" /></div><div class="blogCommentFormRow"><label for="commentWebsite">Website</label><input id="commentWebsite" name="website" type="text" /></div><div class="blogCommentFormRow"><label for="commentText">Comments</label><textarea id="commentText" name="comment"></textarea></div><div class="blogCommentFormRow"><input type="checkbox" id="notifyComments" name="notify" /><label for="notifyComments">Notify me of new comments to this post by email</label></div><a class="wsite-button"><span class="wsite-button-inner">Submit</span></a></form></div></div>`;

const archives: [string, string][] = [
  ['11-2026', 'November 2026'],
  ['9-2026', 'September 2026'],
  ['3-2024', 'March 2024'],
  ['3-2023', 'March 2023'],
];

/** The blog sidebar: author blurb, archives, categories and the feed. */
const sidebar = `<div class="blog-sidebar"><div class="column-blog"><h2 class="wsite-content-title">Author</h2>${para(
  'News from the team at the Roxy: new films, events, and what&rsquo;s going on behind the scenes.',
)}<h2 class="wsite-content-title">Archives</h2><div class="blog-archive-list">${archives
  .map(([slug, label]) => `<a href="/blog/archives/${slug}">${label}</a><br />`)
  .join(
    '',
  )}</div><h2 class="wsite-content-title">Categories</h2><ul class="blog-category-list"><li><a href="/blog/category/all">All</a></li><li><a href="/blog/category/news">News</a></li><li><a href="/blog/category/events">Events</a></li></ul><p><a href="/blog/feed" class="blog-rss-link">RSS Feed</a></p></div></div>`;

/** Weebly's blog table: the posts on the left, the sidebar on the right. */
const blogTable = (html: string) =>
  `<div class="container"><div id="blogTable" class="blog-table"><div class="blog-body"><div class="blog-main">${html}</div>${sidebar}</div></div></div>`;

const POSTS: Post[] = [
  {
    slug: 'christmas-at-the-roxy-2026',
    date: '10/11/2026',
    title: 'Christmas at the Roxy 2026',
    category: 'Events',
    intro: para(
      'Mulled wine in the caf&eacute;-bar, mince pies at the box office and a Christmas programme we&rsquo;re very proud of. Here&rsquo;s everything you need to know about the festive season at the Roxy, including our Christmas and New Year opening times.',
    ),
    rest: [
      image('christmas-foyer.jpg', 'The foyer, ready for Christmas'),
      para(
        b('Christmas films'),
        `${i('The Muppet Christmas Carol')} (U) &ndash; family matinee on Saturday 5 December at 11am, and again on Christmas Eve at 2.30pm`,
        `${i('Elf')} (PG) &ndash; our relaxed screening on Sunday 13 December at 10.30am`,
        `${i('It&rsquo;s a Wonderful Life')} (U) &ndash; on 35mm, Friday 18 December at 7.30pm, with a free glass of mulled wine`,
        `The Royal Ballet&rsquo;s ${i('The Nutcracker')} &ndash; live on Tuesday 8 December at 7.15pm`,
      ),
      para(
        b('Christmas and New Year opening times'),
        'Christmas Eve, Thursday 24 December: box office and caf&eacute;-bar 10am &ndash; 5pm; last film at 2.30pm',
        'Christmas Day and Boxing Day: closed',
        'Sunday 27 December: open as usual, but no relaxed screening',
        'Monday 28 December (bank holiday): box office 12pm &ndash; 8.30pm, caf&eacute;-bar 10am &ndash; 6pm',
        'New Year&rsquo;s Eve, Thursday 31 December: last film at 5pm; caf&eacute;-bar open until 7pm',
        'New Year&rsquo;s Day, Friday 1 January: open from 2pm',
      ),
      para(
        b('Gift vouchers'),
        `Roxy gift vouchers make a lovely present. The last day for posted vouchers is Wednesday 16 December; after that, pop in to the box office or call ${ROXY_PHONE}. ${a('/gift-vouchers.html', 'More about gift vouchers')}.`,
      ),
      para('Merry Christmas from everyone at the Roxy!'),
    ].join(''),
    comments: [],
  },
  {
    slug: 'roxy-babies-are-back',
    date: '22/9/2026',
    title: 'Roxy Babies are back!',
    category: 'News',
    intro: para(
      'After a summer break, our parent and baby screenings return on Friday 2 October at 11am &ndash; and from now on they&rsquo;re every Friday.',
    ),
    rest: [
      para(
        'Roxy Babies screenings are for parents and carers with babies under 18 months. We keep the lights dimmed rather than off and the sound a little lower, and nobody will mind a bit of crying, feeding or pacing up and down the aisle.',
        '',
        'Tickets are &pound;6 for grown-ups, and babies go free. There&rsquo;s a buggy park in the foyer, a changing table in the accessible toilet, and the caf&eacute;-bar will happily warm a bottle for you.',
        '',
        'We show a mix of new releases, and not just films for children &ndash; these screenings are for you.',
      ),
      image('roxy-babies.jpg', 'Roxy Babies in Screen 2'),
    ].join(''),
    comments: [
      [
        'Hannah W.',
        '23/9/2026 08:14:52 am',
        'Brilliant, we loved these last year. Are they always in Screen 2?',
      ],
      [
        'The Roxy',
        '23/9/2026 10:02:17 am',
        'Hi Hannah &ndash; usually, yes, but it depends on the film. The listings say which screen.',
      ],
    ],
  },
  {
    slug: 'the-roxy-is-back',
    date: '21/3/2024',
    title: 'The Roxy is back!',
    category: 'News',
    intro: para(
      'Eleven weeks, one new projector, 164 new seats and more dust than we care to think about: this Saturday, 23 March, we open our doors again.',
    ),
    rest: [
      para(
        'Thank you for your patience while we were closed, and to everyone who gave to our appeal. Screen 1 has its new seats, laser projector and sound; the caf&eacute;-bar has been rebuilt from the floor up (we kept the 1913 tiles); and there&rsquo;s a new accessible toilet on the ground floor.',
        '',
        'The platform lift to Screen 2 is still on our wish list: we&rsquo;ll keep fundraising for it.',
        '',
        `Come and see for yourself &ndash; ${a('/whats-on.html', 'here&rsquo;s what&rsquo;s on')}.`,
      ),
      image('screen-1-new-seats.jpg', 'The new seats in Screen 1'),
    ].join(''),
    comments: [['Dave Raw', '21/3/2024 07:45:03 pm', 'Can&rsquo;t wait. See you Saturday!']],
  },
  {
    slug: 'new-prices-and-cafe-hours-from-april',
    date: '14/3/2023',
    title: 'New prices and caf&eacute; hours from April',
    category: 'News',
    intro: para(
      'For the first time since 2019, our ticket prices are going up on Saturday 1 April 2023. We&rsquo;ve held off as long as we could, but like everyone else our energy bills have gone through the roof.',
    ),
    rest: [
      para(
        b('Ticket prices from 1 April 2023'),
        'Evenings: Adult &pound;8.50, Concession &pound;7.25',
        'Matinees: Adult &pound;6.75, Concession &pound;5.75',
        'Under 16: &pound;4.75 at any time',
        'Members: &pound;1.50 off every ticket',
        '',
        'Cheap Tuesdays are staying: &pound;4.50 a ticket, all day.',
        '',
        'Friend membership goes up to &pound;25 a year (&pound;40 joint), and the online booking fee to 75p a ticket.',
      ),
      para(
        b('Longer caf&eacute; hours'),
        'The good news: from April the caf&eacute;-bar is open from 11am to 9pm, Tuesday to Saturday, and from 11am to 6pm on Sunday.',
      ),
      para(grey('Thank you for sticking with us.')),
    ].join(''),
    comments: [
      ['Margaret Hird', '15/3/2023 09:31:40 am', 'Are the subtitled showings still on Wednesday afternoons?'],
      ['The Roxy', '15/3/2023 12:05:22 pm', 'Yes, Margaret &ndash; every Wednesday at 2pm.'],
    ],
  },
];

/** The blog page (every post up to its break) and the four posts. */
export const roxyBlogPages: RoxyPage[] = [
  {
    path: '/blog.html',
    title: 'Blog',
    description: 'News from the Roxy Picturehouse, Swaleford.',
    post: true,
    body: `${title('Roxy News')}${blogTable(POSTS.map((p) => postBlock(p, false)).join(''))}`,
  },
  ...POSTS.map(
    (p): RoxyPage => ({
      path: postHref(p),
      title: p.title,
      description: p.intro.replace(/<[^>]+>/g, '').slice(0, 150),
      post: true,
      body: blogTable(`${postBlock(p, true)}${commentArea(p)}`),
    }),
  ),
];
