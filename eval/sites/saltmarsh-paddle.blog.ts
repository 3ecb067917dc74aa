import {
  a,
  bold,
  em,
  type MarshPage,
  para,
  paraList,
  section,
  TEAL,
  title,
  upload,
  wid,
} from './saltmarsh-paddle.layout.ts';

/* ── The Weebly blog: the index with each post cut at its "read more" break, and the posts' pages ───── */

interface Post {
  slug: string;
  title: string;
  /** As Weebly prints it with the site's default date format: month/day/year, '11/10/2026'. */
  date: string;
  category: 'News' | 'Offers' | 'Wildlife';
  /** The text before the owner's "read more" break: all the index shows. */
  intro: string[];
  /** The rest of the post: elements built with the layout's helpers. */
  body: string[];
}

const christmas: Post = {
  slug: 'christmas-new-year-winter-2026',
  title: 'Christmas, New Year &amp; Winter 2026–27',
  date: '11/10/2026',
  category: 'News',
  intro: [
    para([
      'The last hire boats of 2026 have been washed, counted and stacked in the boathouse for the winter. Here’s what we’re up to between now and Easter, including the Boxing Day Paddle.',
    ]),
  ],
  body: [
    title('The hire hut over the winter', 4),
    para([
      'The hire hut closed for the season on Saturday 31 October. There’s no hire at all over the winter: no kayaks, canoes or boards. We reopen for hire on Good Friday, 26 March 2027.',
    ]),
    title('Winter Sea Paddles', 4),
    para([
      'For hardy paddlers we run guided Winter Sea Paddles on Saturdays and Sundays at 10am, tide and weather permitting.',
      `${bold('Two and a half hours, £57 per person, over-16s only.')}`,
      'Thick wetsuits, cags and pogies (paddle mitts) are provided. Book at least 48 hours ahead by text or phone.',
      'The last Winter Sea Paddle before Christmas is on Sunday 20 December, and they start again on Saturday 9 January 2027.',
    ]),
    title('Boxing Day Paddle', 4),
    para([
      bold('Saturday 26 December, 11am, from the Parrog slipway.', TEAL),
      'An hour’s gentle paddle round the estuary in fancy dress (optional), then mince pies and mulled apple juice at the hut.',
      '£15 per person, and every penny goes to the RNLI’s Fishguard lifeboat station. Over-12s, with an adult. Booking essential: boats are limited.',
    ]),
    title('New Year’s Day Dip &amp; Paddle', 4),
    para([
      bold('Friday 1 January 2027, 12 noon, at Newport Sands.', TEAL),
      'Free: bring your own kayak, board or swimming costume and we’ll bring the flasks. There’s no hire kit on New Year’s Day.',
    ]),
    title('The office over Christmas', 4),
    para([
      'The office is open as usual, Monday to Friday, 10am – 4pm, until Tuesday 22 December. It’s closed from Wednesday 23 December to Sunday 3 January and opens again on Monday 4 January 2027. Emails and messages sent over the break will be answered from 4 January.',
    ]),
    title('Gift vouchers for Christmas', 4),
    para([
      `Posted vouchers: order by Thursday 17 December to have them in time for Christmas. E-vouchers can be bought online right up to Christmas Eve. ${a('Gift Vouchers', '/gift-vouchers.html')}`,
      '',
      em('Nadolig Llawen a Blwyddyn Newydd Dda! Rhian, Tom, Dafydd and Ellie'),
    ]),
  ],
};

const coaching: Post = {
  slug: 'coming-in-2027-sea-kayak-coaching-courses',
  title: 'Coming in 2027: Sea Kayak Coaching Courses',
  date: '10/5/2026',
  category: 'News',
  intro: [
    para([
      'Lots of you come back from Sea Caves &amp; Seals asking the same thing: how do I learn to do this myself? From 2027, you can.',
    ]),
  ],
  body: [
    para([
      'From May 2027 Rhian will run sea kayak coaching courses at the Parrog: two-day British Canoeing Sea Kayak Award courses, and 1:1 coaching days for paddlers who want to work on rescues, rolling or navigation.',
      '',
      'Courses will run at weekends from May to September 2027, with no more than 4 paddlers per coach. You’ll need to be 16 or over and to have paddled a kayak before.',
    ]),
    title('Can I book yet?', 4),
    para([
      'Not yet. We’re not taking bookings for the coaching courses yet, and we haven’t set the prices. We’ll publish the dates and prices in early 2027.',
      '',
      `Want to hear first? Email us with “Coaching” in the subject line and we’ll put you on the list.`,
    ]),
  ],
};

const seals: Post = {
  slug: 'seal-pup-season',
  title: 'Seal pup season: how we paddle around the pups',
  date: '9/14/2026',
  category: 'Wildlife',
  intro: [
    para([
      'Every autumn the grey seals of north Pembrokeshire have their pups on the beaches and in the caves under the cliffs. It’s one of the most magical things you can see from a kayak.',
    ]),
  ],
  body: [
    para([
      'Pups are born from August to December, most of them in September and October. A pup stays on its beach for about three weeks while its mother feeds it, and disturbing them can separate mother and pup for good.',
    ]),
    paraList(
      [bold('On our trips we:', TEAL)],
      [
        'keep at least 50 metres away from seals on beaches',
        'never land on a beach with pups',
        'stop talking and let the seals decide',
        'turn away if a seal starts moving towards the water',
      ],
      [
        'That’s why the Sea Caves &amp; Seals route can change at short notice between August and December.',
        '',
        'Out in your own boat? The Pembrokeshire Marine Code has the rules for every stretch of this coast. If a seal is looking at you, you’re already too close.',
      ],
    ),
  ],
};

const autumn2025: Post = {
  slug: 'autumn-midweek-offer',
  title: 'Autumn midweek offer: 20% off hire',
  date: '9/1/2025',
  category: 'Offers',
  intro: [
    para([
      'The schools are back, the water’s still warm and the estuary is quiet: the perfect time for a midweek paddle.',
    ]),
  ],
  body: [
    para([
      `From Monday 1 September to Friday 31 October 2025, get ${bold('20% off all kayak, canoe and SUP hire')} from Monday to Thursday. Use the code ${bold('AUTUMN20')} on the booking site.`,
      '',
      'The offer is for hire only: it doesn’t apply to guided trips or lessons, and can’t be used with the group discount.',
    ]),
  ],
};

const prices2024: Post = {
  slug: 'our-prices-for-2024',
  title: 'Our prices for 2024',
  date: '1/8/2024',
  category: 'News',
  intro: [para(['Blwyddyn Newydd Dda! Bookings for 2024 open today, and here are this year’s prices.'])],
  body: [
    para([
      `${bold('Single kayak:')} £16 for 1 hour, £25 for 2 hours, £36 for a half day`,
      `${bold('Double kayak:')} £26 for 1 hour, £40 for 2 hours, £58 for a half day`,
      `${bold('Open canoe:')} £45 for 2 hours`,
      `${bold('Paddleboard:')} £15 for 1 hour, £22 for 2 hours, £34 for a half day`,
      `${bold('Wetsuit hire:')} £5`,
      `${bold('Sea Caves &amp; Seals:')} £55 adults, £44 under-16s`,
      `${bold('SUP Taster:')} £32`,
      '',
      'The hut will be open from 10am to 5pm every day except Mondays (open on bank holiday Mondays), from Easter to the end of September.',
      'To book, pay a 25% deposit online and the rest on the day.',
    ]),
  ],
};

const posts: Post[] = [christmas, coaching, seals, autumn2025, prices2024];
const POST_IDS = new Map(posts.map((p) => [p.slug, wid()]));

const href = (p: Post) => `/blog/${p.slug}`;

/** One post as Weebly's blog template prints it, whole or cut at the "read more" break. */
const postHtml = (p: Post, full: boolean) => `<div id="blog-post-${POST_IDS.get(p.slug)}" class="blog-post">
<div class="blog-header">
<h2 class="blog-title"><a class="blog-title-link blog-link" href="${href(p)}">${p.title}</a></h2>
<p class="blog-date-comments"><span class="blog-date"><span class="date-text">${p.date}</span></span> <span class="blog-comments-top"><a class="blog-link" href="${href(p)}#comments">0 Comments</a></span></p>
</div>
<div class="blog-separator">&nbsp;</div>
<div class="blog-content">
${p.intro.join('\n')}
${full ? p.body.join('\n') : `<div class="blog-read-more"><a class="blog-link" href="${href(p)}">Read More</a></div>`}
</div>
<div class="blog-social "><div class="blog-social-item blog-fb-like"><iframe src="https://www.facebook.com/plugins/like.php?href=${encodeURIComponent(`https://www.saltmarsh-paddle.test${href(p)}`)}&amp;send=false&amp;layout=button_count&amp;width=90&amp;show_faces=false" scrolling="no" frameborder="0" style="border:none; overflow:hidden; width:90px; height:20px;" allowtransparency="true"></iframe></div></div>
<div class="blog-comments-bottom"><a class="blog-link" href="${href(p)}#comments">0 Comments</a></div>
<div class="blog-post-separator"></div>
</div>`;

const months = (d: string) => {
  const [m, , y] = d.split('/');
  return `${m?.padStart(2, '0')}-${y}`;
};
const MONTH_NAMES = [
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

const SIDEBAR = `<td id="blogSidebar" class="blog-sidebar">
${title('Author', null)}
${para(['Rhian, Tom and the Saltmarsh Paddle team, writing from the boathouse at the Parrog.'])}
<img src="${upload('team-slipway.jpg')}" alt="Picture" style="width:100%;max-width:240px" />
${title('Archives', null)}
<div class="wsite-blog-archives"><ul>${[...new Set(posts.map((p) => months(p.date)))]
  .map((m) => {
    const [mm, yy] = m.split('-');
    return `<li><a href="/blog/archives/${m}">${MONTH_NAMES[Number(mm) - 1]} ${yy}</a></li>`;
  })
  .join('')}</ul></div>
${title('Categories', null)}
<div class="blog-category-list"><ul><li><a href="/blog/category/all">All</a></li>${[
  'News',
  'Offers',
  'Wildlife',
]
  .map((c) => `<li><a href="/blog/category/${c.toLowerCase()}">${c}</a></li>`)
  .join('')}</ul></div>
<div class="wsite-rss-feed"><a href="/1/feed" target="_blank">RSS Feed</a></div>
</td>`;

/** The blog's table: the posts column and the sidebar, side by side in a layout table. */
const blogTable = (main: string) =>
  section([
    `<table id="blogTable" class="blog-table"><tr><td id="blogContent" class="blog-body">
${main}
</td>
${SIDEBAR}
</tr></table>`,
  ]);

const COMMENTS = `<div id="commentArea"><a name="comments"></a>
<h2 class="blog-comments-title">0 Comments</h2>
<div class="blog-comment-area"><div id="commentListTop"></div><div id="commentList"></div></div>
<div class="blog-comment-form">
<h2 class="wsite-content-title">Leave a Reply.</h2>
<form id="commentForm" method="post" action="/ajax/apps/blog/comments">
<div class="blogCommentWrap"><label for="blog-comment-name">Name (required)</label><input id="blog-comment-name" type="text" name="name" class="text"/></div>
<div class="blogCommentWrap"><label for="blog-comment-email">Email (not published)</label><input id="blog-comment-email" type="text" name="email" class="text"/></div>
<div class="blogCommentWrap"><label for="blog-comment-url">Website</label><input id="blog-comment-url" type="text" name="website" class="text"/></div>
<div class="blogCommentWrap"><textarea id="blog-comment-text" name="comment" rows="8" cols="60"></textarea></div>
<div class="blogCommentWrap"><input type="checkbox" id="blog-comment-notify" name="notify"/><label for="blog-comment-notify">Notify me of new comments to this post by email</label></div>
<a class="wsite-button"><span class="wsite-button-inner">Submit</span></a>
</form>
</div>
</div>`;

const index: MarshPage = {
  path: '/blog',
  title: 'Blog',
  seoTitle: 'Blog - Saltmarsh Paddle',
  description: 'News, offers and wildlife from Saltmarsh Paddle at the Parrog, Newport, Pembrokeshire.',
  kind: 'blog',
  body: [
    section([title('News from the Parrog', 5), para([em('Opening times, events and what’s on the water.')])]),
    blogTable(posts.map((p) => postHtml(p, false)).join('\n')),
  ],
};

const postPage = (p: Post): MarshPage => ({
  path: href(p),
  title: p.title,
  seoTitle: `${p.title} - Saltmarsh Paddle`,
  description: `${p.title}. News from Saltmarsh Paddle, Newport, Pembrokeshire.`,
  kind: 'post',
  body: [blogTable(`${postHtml(p, true)}\n${COMMENTS}`)],
});

export const marshBlogPages: MarshPage[] = [index, ...posts.map(postPage)];
