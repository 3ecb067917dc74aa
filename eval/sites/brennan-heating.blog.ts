import { BRENNAN_MOBILE, BRENNAN_PHONE, type BrennanPage } from './brennan-heating.layout.ts';

/** Post content is the classic editor's HTML, not Elementor widgets. */
const p = (t: string) => `<p>${t.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>`;
const h2 = (t: string) => `<h2 class="wp-block-heading">${t}</h2>`;
const table = (rows: string[][]) =>
  `<figure class="wp-block-table"><table class="has-fixed-layout"><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table></figure>`;

interface Post {
  slug: string;
  title: string;
  description: string;
  date: [string, string];
  excerpt: string;
  content: string;
  unlisted?: boolean;
}

/** Newest first, as the blog page lists them. */
const posts: Post[] = [
  {
    slug: 'christmas-new-year-opening-2026',
    title: 'Christmas &amp; New Year opening hours 2026',
    description: 'Our office hours and emergency cover over Christmas and New Year 2026.',
    date: ['10 November 2026', '2026-11-10'],
    excerpt: 'When the office is open over Christmas and New Year, and when the emergency line is answered.',
    content: [
      p(
        'Christmas is our busiest time of year for breakdowns, so here is when you can reach us over the holidays. If you want your boiler serviced before Christmas, the last service appointments are on **Friday 18 December**.',
      ),
      h2('Office hours'),
      table([
        ['Monday 21 &#8211; Wednesday 23 December', '08:00 &#8211; 17:30'],
        ['Thursday 24 December (Christmas Eve)', '08:00 &#8211; 13:00'],
        ['Friday 25 December (Christmas Day)', 'Closed'],
        ['Saturday 26 December (Boxing Day)', 'Closed'],
        ['Monday 28 December (bank holiday)', 'Closed'],
        ['Tuesday 29 &#8211; Thursday 31 December', '09:00 &#8211; 15:00'],
        ['Friday 1 January 2027 (New Year&#8217;s Day)', 'Closed'],
        ['Saturday 2 January 2027', 'Closed'],
        ['Monday 4 January 2027', 'Normal hours'],
      ]),
      h2('Emergency line'),
      p(
        `The emergency line (${BRENNAN_MOBILE}) is answered 7am&#8211;10pm as normal every day over the holidays, except **Christmas Day, when it is answered 9am&#8211;5pm**.`,
      ),
      p(
        'Our bank holiday rate of £95 per hour + VAT applies on 25, 26 and 28 December and on 1 January. HomeCare plan members are covered as usual.',
      ),
      p('From all of us at Brennan &amp; Sons, have a warm and happy Christmas!'),
    ].join('\n'),
  },
  {
    slug: 'how-to-bleed-a-radiator',
    title: 'How to bleed a radiator (and when to call us)',
    description: 'A step-by-step guide to bleeding your radiators before winter.',
    date: ['6 October 2026', '2026-10-06'],
    excerpt: 'Radiator cold at the top? Five minutes and a radiator key will usually sort it.',
    content: [
      p(
        'If a radiator is cold at the top and warm at the bottom, there is air trapped in it. Bleeding it lets the air out. You need a radiator key (about £2 from any hardware shop) and an old cloth.',
      ),
      h2('Step by step'),
      `<ol><li>Turn the heating off and let the radiators cool.</li><li>Hold the cloth under the bleed valve at the top corner of the radiator.</li><li>Turn the key a quarter turn anticlockwise. You&#8217;ll hear a hiss.</li><li>When water starts to come out, close the valve.</li><li>Check the boiler pressure: it should be between 1 and 1.5 bar when the heating is cold. Top it up with the filling loop if needed.</li></ol>`,
      p(
        'If a radiator is cold at the bottom rather than the top, bleeding won&#8217;t help: that is usually sludge, and a power flush may be the answer.',
      ),
      p(
        `If you keep having to bleed the same radiator, or your boiler keeps losing pressure, give us a call on ${BRENNAN_PHONE}.`,
      ),
    ].join('\n'),
  },
  {
    slug: 'frozen-condensate-pipe',
    title: 'Boiler stopped in the cold? It could be a frozen condensate pipe',
    description: 'How to thaw a frozen condensate pipe safely.',
    date: ['19 January 2026', '2026-01-19'],
    excerpt: 'The most common call we get in a cold snap, and often one you can fix yourself.',
    content: [
      p(
        'Every cold snap we get dozens of calls about boilers that have stopped working. Very often the cause is a frozen condensate pipe: the plastic pipe that runs from a condensing boiler to a drain outside.',
      ),
      p(
        'Signs: the boiler shows a fault code and may gurgle. To thaw it, pour warm (not boiling) water over the outside part of the pipe, then reset the boiler.',
      ),
      p(
        'If that doesn&#8217;t work, call us. A frozen condensate pipe is a common reason for a winter call-out, and we can lag or re-route the pipe so it doesn&#8217;t happen again.',
      ),
    ].join('\n'),
  },
  {
    slug: 'our-prices-for-2025',
    title: 'Our prices for 2025',
    description: 'Our price list for 2025.',
    date: ['8 January 2025', '2025-01-08'],
    excerpt: 'Happy New Year! Here is our price list for 2025.',
    content: [
      p(
        'Happy New Year from all of us at Brennan &amp; Sons! Thank you for your custom in 2024. Here are our prices for 2025 (all plus VAT):',
      ),
      table([
        ['Boiler service', '£79'],
        ['Landlord gas safety certificate (CP12)', '£59, extra appliances £12 each'],
        ['Standard hourly rate', '£55 per hour'],
        ['Emergency call-out fee', '£69'],
        ['Evening rate', '£80 per hour'],
        ['Weekend rate', '£90 per hour'],
        ['Power flush (up to 10 radiators)', '£350'],
        ['HomeCare plan', '£12.50 per month'],
      ]),
      p(
        'Our office is open Monday to Friday 8am&#8211;5pm and Saturday 9am&#8211;12pm. The emergency line is answered 7am&#8211;9pm.',
      ),
      p('We look forward to seeing you in 2025!'),
    ].join('\n'),
  },
  {
    slug: 'welcome-tom',
    title: 'Welcome to our new apprentice, Tom',
    description: 'Pat&#8217;s grandson Tom has joined the team as an apprentice plumber.',
    date: ['15 September 2025', '2025-09-15'],
    excerpt: 'The third generation of Brennans joins the firm.',
    content: [
      p(
        'We&#8217;re very proud to welcome Tom Brennan, Pat&#8217;s grandson, who has joined us as an apprentice plumber. Tom will spend four days a week out with our engineers and one day a week at Sheffield College.',
      ),
      p('That makes three generations of Brennans working in the business. Say hello if you see him!'),
    ].join('\n'),
  },
];

const blogIndex: BrennanPage = {
  path: '/blog',
  title: 'News',
  description: 'News, tips and opening hours from Brennan &amp; Sons.',
  body: `<section class="elementor-section elementor-top-section elementor-section-boxed"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-default">News</h1></div></div><div class="elementor-element elementor-grid-3 elementor-posts--thumbnail-top elementor-widget elementor-widget-posts" data-widget_type="posts.classic"><div class="elementor-widget-container"><div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid">${posts
    .map(
      (post) =>
        `<article class="elementor-post elementor-grid-item post type-post status-publish format-standard has-post-thumbnail hentry category-news"><a class="elementor-post__thumbnail__link" href="/blog/${post.slug}/" tabindex="-1"><div class="elementor-post__thumbnail"><img width="300" height="200" src="https://www.brennan-heating.test/wp-content/uploads/${post.date[1].slice(0, 4)}/${post.slug}-300x200.jpg" alt="" /></div></a><div class="elementor-post__text"><h3 class="elementor-post__title"><a href="/blog/${post.slug}/">${post.title}</a></h3><div class="elementor-post__meta-data"><span class="elementor-post-date">${post.date[0]}</span></div><div class="elementor-post__excerpt"><p>${post.excerpt}</p></div><a class="elementor-post__read-more" href="/blog/${post.slug}/" aria-label="Read more about ${post.title}" tabindex="-1">Read More &raquo;</a></div></article>`,
    )
    .join('')}</div></div></div></div></div></div></section>`,
};

export const brennanBlog: BrennanPage[] = [
  blogIndex,
  ...posts.map(
    (post): BrennanPage => ({
      path: `/blog/${post.slug}`,
      title: post.title,
      description: post.description,
      body: post.content,
      kind: 'post',
      date: post.date,
      unlisted: post.unlisted,
    }),
  ),
];
