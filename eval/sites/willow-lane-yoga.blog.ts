import { h2, image, list, p, table, WILLOW_EMAIL, type WillowPage } from './willow-lane-yoga.layout.ts';

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

/**
 * A Mailchimp signup form the owner copied from another page's source and pasted into a Custom HTML block
 * of the Christmas post. It brings a stray `</div></article>` with it: the post's content and article end
 * early, and the paragraphs that follow (passes extended, reception closed) sit outside `<article>`.
 */
const pastedNewsletter = `<!-- Begin Mailchimp Signup Form -->
<div id="mc_embed_shell"><div id="mc_embed_signup"><form action="https://willowlaneyoga.us21.list-manage.example/subscribe/post?u=5f2e8a91c3&amp;id=9b07d1e4a2&amp;f_id=00a1c2e1f0" method="post" id="mc-embedded-subscribe-form" name="mc-embedded-subscribe-form" class="validate" target="_blank"><div id="mc_embed_signup_scroll"><h2>Get the timetable in your inbox</h2><div class="indicates-required"><span class="asterisk">*</span> indicates required</div><div class="mc-field-group"><label for="mce-EMAIL">Email Address <span class="asterisk">*</span></label><input type="email" name="EMAIL" class="required email" id="mce-EMAIL" required="" value=""></div><div id="mce-responses" class="clear foot"><div class="response" id="mce-error-response" style="display: none;"></div><div class="response" id="mce-success-response" style="display: none;"></div></div><div aria-hidden="true" style="position: absolute; left: -5000px;"><input type="text" name="b_5f2e8a91c3_9b07d1e4a2" tabindex="-1" value=""></div><div class="optionalParent"><div class="clear foot"><input type="submit" name="subscribe" id="mc-embedded-subscribe" class="button" value="Subscribe"></div></div></div></form></div></div>
</div><!-- .entry-content -->
</article><!-- #post-## -->
<!--End mc_embed_signup-->`;

/** Newest first, as the blog lists them. */
const posts: Post[] = [
  {
    id: 512,
    slug: 'christmas-timetable-2026',
    title: 'Our Christmas &amp; New Year timetable 2026',
    description:
      'Studio closures over Christmas and New Year 2026 and the reduced timetable between the holidays.',
    date: ['November 9, 2026', '2026-11-09'],
    image: 'christmas-candles.jpg',
    excerpt: 'When we are closed over Christmas and New Year, and the classes we are running in between.',
    content: [
      p(
        'It has been a wonderful year at Willow Lane, and we are already looking forward to our last classes of 2026 and to a quiet, restful break. Here is everything you need to know about the Christmas and New Year timetable.',
      ),
      h2('Closures'),
      p(
        'The studio is closed from **Thursday 24 to Sunday 27 December**, and on **New Year&#8217;s Day, Friday 1 January 2027**.',
      ),
      table(
        ['Dates', 'Timetable'],
        [
          ['Monday 21 &#8211; Wednesday 23 December', 'normal timetable, but no classes after 7pm'],
          ['Thursday 24 &#8211; Sunday 27 December', 'closed'],
          ['Monday 28 &#8211; Thursday 31 December', 'reduced timetable (below)'],
          ['Friday 1 January 2027', 'closed'],
          ['From Saturday 2 January 2027', 'normal timetable'],
        ],
      ),
      h2('Between Christmas and New Year'),
      p(
        'From Monday 28 to Thursday 31 December we run a reduced timetable: Vinyasa Flow at 9.30am and Reformer Pilates at 10am and 11am each day, with no evening classes. On New Year&#8217;s Eve reception closes at 1pm.',
      ),
      p(
        'Kids Yoga and Mum &amp; Baby Yoga break up for Christmas after Saturday 19 December. Kids Yoga starts again on Tuesday 5 January 2027 and the next Mum &amp; Baby course on Wednesday 6 January 2027.',
      ),
      pastedNewsletter,
      `<div class="entry-content clear">${p(
        '**Your passes and memberships:** we will add 7 days to every class pass and membership automatically, so you don&#8217;t lose out while we are closed. There is nothing you need to do.',
      )}${p(
        `Reception is closed from 24 December to 1 January. For anything urgent, email ${WILLOW_EMAIL} and we will reply from 2 January.`,
      )}${p(
        'Looking for a last-minute present? E-vouchers can be bought online any time, and printed gift vouchers are on sale at reception until 1pm on Wednesday 23 December.',
      )}${p('Merry Christmas from Hannah, Priya, Tom, Amira, Maggie, Jess and Laura!')}</div>`,
    ].join(''),
  },
  {
    id: 488,
    slug: 'meet-jess-rowntree',
    title: 'Welcome to the team, Jess!',
    description: 'Jess Rowntree joins Willow Lane to teach reformer and mat Pilates.',
    date: ['September 14, 2026', '2026-09-14'],
    image: 'jess-rowntree-reformer.jpg',
    excerpt: 'Meet Jess Rowntree, our new reformer and mat Pilates teacher.',
    content: [
      p(
        'We are delighted to welcome Jess Rowntree to the Willow Lane team! Jess has moved to Hollingbridge from London, where she taught reformer Pilates for five years at a busy studio in Hackney.',
      ),
      p(
        'Before Pilates, Jess was a contemporary dancer for eight years. She trained with Polestar Pilates after a knee injury and has been hooked ever since. Her classes are precise, calm and quietly tough: expect to feel your deep core the next morning.',
      ),
      p('You can find Jess on the timetable from Monday 7 September:'),
      list(
        'Tuesday 6.45am Reformer Pilates (intermediate) and 7pm Reformer Pilates (beginners)',
        'Tuesday 8pm Mat Pilates',
        'Wednesday 6.30pm Reformer Pilates (intermediate)',
        'Friday 7am Reformer Pilates',
        'Saturday 8am and 9.15am Reformer Pilates',
      ),
      p(
        'Jess also teaches private reformer sessions. Her favourite exercise? &ldquo;The mermaid. Everyone smiles in the mermaid.&rdquo; Come and say hello!',
      ),
    ].join(''),
  },
  {
    id: 301,
    slug: 'new-year-2025-prices-timetable',
    title: 'Happy New Year! Our 2025 prices and timetable',
    description: 'Our prices and timetable changes for 2025.',
    date: ['January 6, 2025', '2025-01-06'],
    image: 'new-year-2025.jpg',
    excerpt: 'New prices from 1 February 2025 and a few changes to the timetable.',
    content: [
      p(
        'Happy New Year from all of us at Willow Lane! We have a few changes for 2025. After three years without a price rise, our prices go up slightly from 1 February 2025:',
      ),
      list(
        'Drop-in class: £12',
        '5-class pass: £55 (valid for 6 weeks)',
        '10-class pass: £100 (valid for 3 months)',
        'Unlimited monthly membership: £89',
        'Reformer drop-in: £20',
        'Intro offer for new students: 2 weeks unlimited for £30',
        'Mat hire: £1.50',
      ),
      h2('Timetable changes'),
      p(
        'Wednesday evening vinyasa moves to 6pm, the Saturday reformer class is now at 9am, and a new Sunday Yin at 4pm joins the timetable. Kids Yoga moves to Fridays at 4pm.',
      ),
      p(
        'Reception is now open Monday to Friday 7am to 9.30pm. As always, you can cancel a class up to 12 hours before it starts. See you on the mat!',
      ),
    ].join(''),
  },
];

const postPage = (post: Post): WillowPage => ({
  path: `/blog/${post.slug}`,
  id: post.id,
  kind: 'post',
  title: post.title,
  description: post.description,
  date: post.date,
  body: `<div class="post-thumb-img-content post-thumb">${image(post.image, '', post.date[1].slice(0, 7).replace('-', '/'))}</div>${post.content}`,
});

/** The blog index (Astra's archive of post cards) and the three posts. */
export const willowBlog: WillowPage[] = [
  {
    path: '/blog',
    id: 12,
    kind: 'archive',
    title: 'Blog',
    description: 'News, timetable changes and stories from Willow Lane Yoga & Pilates.',
    body: posts
      .map(
        (post) =>
          `<article class="post-${post.id} post type-post status-publish format-standard has-post-thumbnail hentry category-news ast-grid-common-col ast-full-width ast-article-post" id="post-${post.id}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><div class="ast-post-format- blog-layout-4 ast-article-inner"><div class="post-content ast-grid-common-col"><div class="ast-blog-featured-section post-thumb ast-blog-single-element"><div class="post-thumb-img-content post-thumb"><a href="/blog/${post.slug}">${image(post.image, '', post.date[1].slice(0, 7).replace('-', '/'))}</a></div></div><h2 class="entry-title ast-blog-single-element" itemprop="headline"><a href="/blog/${post.slug}" rel="bookmark">${post.title}</a></h2><header class="entry-header ast-blog-single-element ast-blog-meta-container"><div class="entry-meta"><span class="posted-on"><span class="published" itemprop="datePublished">${post.date[0]}</span></span></div></header><div class="ast-excerpt-container ast-blog-single-element"><p>${post.excerpt}</p></div><p class="ast-blog-single-element ast-read-more-container read-more"><a class="" href="/blog/${post.slug}">Read More &raquo;<span class="screen-reader-text">${post.title}</span></a></p></div></div></article>`,
      )
      .join('\n'),
  },
  ...posts.map(postPage),
];
