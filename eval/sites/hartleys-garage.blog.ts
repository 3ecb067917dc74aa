import {
  button,
  cx,
  GARAGE_EMAIL,
  GARAGE_PHONE,
  type GaragePage,
  h4,
  img,
  p,
  table,
  ul,
} from './hartleys-garage.layout.ts';

/** The blog's posts, newest first: slug, title, date as printed, ISO date, excerpt and cover image. */
const posts: [slug: string, title: string, date: string, iso: string, excerpt: string, cover: string][] = [
  [
    'christmas-opening-2026',
    'Christmas and New Year opening 2026',
    'November 10, 2026',
    '2026-11-10',
    'Our opening hours over Christmas and New Year, and why you should book December MOTs early.',
    'christmas-tree-workshop.jpg',
  ],
  [
    'free-winter-check',
    'Free winter check with every service',
    'October 19, 2026',
    '2026-10-19',
    'Battery, antifreeze, tyres, wipers and lights checked free with every service until the end of January.',
    'winter-frost.jpg',
  ],
  [
    'ev-bay-now-open',
    'Our new EV and hybrid bay is open',
    'April 14, 2026',
    '2026-04-14',
    'Electric and hybrid servicing in Helmsworth, by IMI-qualified technicians.',
    'ev-bay-opening.jpg',
  ],
  [
    'christmas-opening-2025',
    'Christmas opening hours 2025 and a reminder of our prices',
    'November 12, 2025',
    '2025-11-12',
    'When we are open over Christmas 2025, and our prices for the winter.',
    'christmas-2025.jpg',
  ],
];

/** A blog post as the builder's blog widget renders it: an `<article>` with the title, date and body. */
const post = (slug: string, body: string): GaragePage => {
  const [, title, date, iso, excerpt, cover] = posts.find(([s]) => s === slug)!;
  return {
    path: `/blog/${slug}`,
    title,
    description: excerpt,
    kind: 'post',
    body: `<div class="widget widget-blog widget-blog-blog-2"><div data-ux="WidgetBanner" class="${cx('div')}"><section data-ux="Section" data-aid="BLOG_POST_SECTION" class="${cx('section')}"><div data-ux="Container" class="${cx('div')}"><a href="/blog" data-ux="Link" class="${cx('a')}">&larr; All posts</a><article data-ux="Block" data-aid="BLOG_POST_CONTENT" class="${cx('article')}"><h1 role="heading" aria-level="1" data-ux="BlogPostHeading" data-aid="BLOG_POST_TITLE" class="${cx('h1')}">${title}</h1><div data-ux="Block" class="${cx('div')}"><span data-ux="Text" data-aid="BLOG_POST_AUTHOR" class="${cx('span')}">Hartley&#x27;s Garage</span><span data-ux="Text" class="${cx('span')}"> &bull; </span><time data-ux="Text" datetime="${iso}" data-aid="BLOG_POST_DATE" class="${cx('time')}">${date}</time></div>${img(cover, '')}<div data-ux="BlogContent" data-aid="BLOG_POST_BODY" class="${cx('div', 'x-rt')}">${body}</div></article><div data-ux="Block" class="${cx('div')}"><h4 role="heading" aria-level="4" data-ux="ContentHeading" class="${cx('h4')}">Share this post</h4></div></div></section></div></div>`,
  };
};

/**
 * The snippet the booking provider offers for a "Book now" button, pasted into the Christmas post. It was
 * copied from the middle of a page template and brings two closing `</div>`s and an `</article>` with it,
 * which end the post's body early: the holiday hours that follow sit outside the `<article>`.
 */
const pastedBookButton = `<div class="md-book-button"><a href="/book" class="md-btn md-btn--primary" data-garage="HRT-0931">Book your MOT now</a></div></div></div></article>`;

/** The blog list and its four posts, the oldest with last year's Christmas dates, prices and hours. */
export const garageBlog: GaragePage[] = [
  {
    path: '/blog',
    title: 'News',
    description: 'News, offers and opening hours from Hartley&#x27;s Garage.',
    body: `<div class="widget widget-blog widget-blog-blog-1"><div data-ux="WidgetBanner" class="${cx('div')}"><section data-ux="Section" data-aid="BLOG_SECTION" class="${cx('section')}"><div data-ux="Container" class="${cx('div')}"><h1 role="heading" aria-level="1" data-ux="SectionHeading" class="${cx('h1')}"><span data-ux="Element" class="${cx('span')}">News</span></h1><div data-ux="Grid" class="${cx('div')}">${posts
      .map(
        ([slug, title, date, , excerpt, cover]) =>
          `<div data-ux="GridCell" class="${cx('div')}"><a href="/blog/${slug}" data-ux="Link" class="${cx('a')}">${img(cover, '')}</a><div data-ux="Text" class="${cx('div')}">${date}</div>${h4(`<a href="/blog/${slug}">${title}</a>`)}<div data-ux="ContentText" class="${cx('div', 'x-rt')}"><p style="margin:0"><span>${excerpt}</span></p></div><a href="/blog/${slug}" data-ux="Link" class="${cx('a')}">Continue reading</a></div>`,
      )
      .join('')}</div></div></section></div></div>`,
  },
  post(
    'christmas-opening-2026',
    `${p(
      'It&#x27;s that time of year again! December is always our busiest month, as everyone wants their car sorted before they drive across the country to see family, so if your MOT or service is due in December or early January, please book it now.',
    )}${p(
      'Our two courtesy cars are already booked for most of December, so if you need one, ask as soon as possible.',
    )}${pastedBookButton}
<div data-ux="BlogContent" class="${cx('div', 'x-rt')}">${p('Here are our opening hours over Christmas and New Year:')}${table(
      ['Date', 'Hours'],
      [
        ['Thursday 24 December', '8am &ndash; 12 noon'],
        ['Friday 25 December &ndash; Monday 28 December', 'Closed'],
        ['Tuesday 29 &amp; Wednesday 30 December', '8.30am &ndash; 4pm'],
        ['Thursday 31 December', '8.30am &ndash; 12 noon'],
        ['Friday 1 January &ndash; Sunday 3 January', 'Closed'],
        ['Monday 4 January 2027', 'Normal hours'],
      ],
    )}${p(
      'Between Christmas and New Year we do MOTs and urgent repairs only. We are back to normal hours from Monday 4 January 2027.',
    )}${p(
      `If you break down while we are closed, call your breakdown provider. For anything else, email ${GARAGE_EMAIL} and we will reply when we are back.`,
    )}${p('Merry Christmas from Dave, Sue, Tom, Marco, Kelly and Jake!')}</div>`,
  ),
  post(
    'free-winter-check',
    `${p(
      'Yorkshire winters are hard on cars. Flat batteries, worn wipers and tyres without enough tread are behind most of the winter breakdowns we see, and most of them are easy to catch in advance.',
    )}${p(
      'So from now until 31 January 2027, every car that comes in for a service gets our winter check free of charge:',
    )}${ul(
      'Battery test, with a printout of its health',
      'Antifreeze strength',
      'Tyre tread and pressures, including the spare',
      'Wiper blades and screenwash (topped up with winter screenwash)',
      'All lights',
    )}${p(
      'Not due a service? The winter check on its own costs £15, and we take it off the bill if you need any work doing. Just drop in Monday to Friday.',
    )}${p(
      'Thinking about all-season tyres? We fit the Michelin CrossClimate 2 and the Goodyear Vector 4Seasons, which are a good choice for the dale if you don&#x27;t want to swap tyres twice a year.',
    )}${button('Book a service', '/book')}`,
  ),
  post(
    'ev-bay-now-open',
    `${p(
      'We are very pleased to say that our new EV and hybrid bay is now open! Over the winter we converted the old paint store into a dedicated bay for electric and hybrid cars, with insulated tools, high-voltage safety equipment and a 7kW charger.',
    )}${p(
      'Tom has completed his IMI Level 3 Award in Electric/Hybrid Vehicle Repair and Replacement, and Marco his Level 2, so your electric or hybrid car can now be looked after by the same people who have always looked after your family&#x27;s cars.',
    )}${p(
      'To celebrate, our EV health check is £39 until 31 May 2026. It includes a battery state-of-health report you can keep, which is very useful if you are thinking of selling the car.',
    )}${p(
      `Call ${GARAGE_PHONE} or book online. See our <a href="/electric-hybrid">EV &amp; Hybrid page</a> for all the details.`,
    )}`,
  ),
  post(
    'christmas-opening-2025',
    `${p(
      'Christmas is coming! Here are our opening hours over the festive season: we close at 12 noon on Wednesday 24 December 2025 and reopen on Friday 2 January 2026.',
    )}${p(
      'Until then, we are open Monday to Friday 8am to 6pm and Saturday 8am to 1pm. Free collection and delivery is available within 3 miles of the garage.',
    )}${p('And a reminder of our prices for the winter:')}${ul(
      'MOT: £40',
      'Full service (small cars): from £189',
      'Labour rate: £66 an hour',
      'Diagnostics: £54 an hour',
      'Air-con regas: £59',
      'Puncture repair: £18',
    )}${p('Merry Christmas and a happy new year from all of us at Hartley&#x27;s!')}`,
  ),
];
