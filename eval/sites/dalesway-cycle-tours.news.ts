import { a, type DalesPage, h2, image, list, p, table } from './dalesway-cycle-tours.layout.ts';

/** The posts, newest first: slug, title, date as GeneratePress prints it, ISO date, id, excerpt, cover. */
const posts: [slug: string, title: string, shown: string, iso: string, id: number, excerpt: string][] = [
  [
    'christmas-opening-2026',
    'Christmas &amp; New Year 2026 at Dalesway',
    '12 November 2026',
    '2026-11-12',
    520,
    'When the hire shop is open over Christmas and New Year, the Boxing Day Mince Pie Ride, and the last days for gift vouchers.',
  ],
  [
    'coming-in-2027-dales-gravel-traverse',
    'Coming in 2027: the Dales Gravel Traverse',
    '6 October 2026',
    '2026-10-06',
    508,
    'Sam has spent two summers on it: a five-day self-guided gravel tour of the Dales. Here&#8217;s what we know so far.',
  ],
  [
    'new-e-bike-fleet-2026',
    'Meet our new e-bike fleet',
    '14 March 2026',
    '2026-03-14',
    470,
    'Twenty-four new e-bikes have arrived at the Old Goods Shed, just in time for the new season.',
  ],
  [
    'autumn-colours-offer',
    'Autumn Colours: 20% off midweek e-bike hire',
    '1 September 2025',
    '2025-09-01',
    436,
    'The bracken is turning and the lanes are quiet: 20% off e-bike hire, Monday to Thursday, all autumn.',
  ],
  [
    'our-prices-for-2024',
    'Our prices for 2024',
    '9 January 2024',
    '2024-01-09',
    351,
    'Happy New Year! Here are our hire, ride and tour prices for 2024, and our winter opening hours.',
  ],
];

const post = (slug: string, body: string): DalesPage => {
  const [, title, shown, iso, id, excerpt] = posts.find(([s]) => s === slug)!;
  return { path: `/news/${slug}`, id, title, description: excerpt, kind: 'post', date: [shown, iso], body };
};

const christmas = post(
  'christmas-opening-2026',
  `${image('christmas-shop-lights.jpg', 'The Old Goods Shed with Christmas lights', '2026/11')}
${p('The winter fleet is serviced, the lights are up on the goods shed and Jonny has bought far too many mince pies. Here&#8217;s how we&#8217;re open over Christmas and New Year, and how to join our Boxing Day ride.')}
${h2('Hire shop hours')}
${table(
  ['Date', 'Hours'],
  [
    ['Saturday 19 and Sunday 20 December', '9am &#8211; 4pm (as usual)'],
    ['Monday 21 to Wednesday 23 December', '10am &#8211; 3pm (open specially for Christmas)'],
    ['Christmas Eve, Thursday 24 December', '9am &#8211; 12 noon'],
    ['Christmas Day to New Year&#8217;s Day (25 December &#8211; 1 January)', 'Closed'],
    ['Saturday 2 January and Sunday 3 January', '10am &#8211; 3pm'],
    ['Monday 4 to Wednesday 6 January', 'Closed, as every winter week'],
    ['From Thursday 7 January 2027', 'Our usual winter hours: Thursday to Sunday, 9am &#8211; 4pm'],
  ],
)}
${h2('The Boxing Day Mince Pie Ride')}
${p('Blow the cobwebs away on **Saturday 26 December**. We meet outside the shop at 10.15am and leave at 10.30am for an easy 14-mile, two-hour loop to Austwick and back, with mince pies and mulled apple juice halfway round.')}
${p('It&#8217;s **£15 a rider**, and every penny goes to the Cave Rescue Organisation. Bring your own bike, or hire an e-bike for the ride for £20. Riders from 12 years old; please book by Sunday 20 December.')}
${h2('Gift vouchers for Christmas')}
${p(`Order printed vouchers by **Thursday 17 December** and we&#8217;ll post them in time for Christmas. E-vouchers can be bought online until 12 noon on Christmas Eve. ${a('Gift vouchers', '/gift-vouchers')}`)}
${h2('Private rides between Christmas and New Year')}
${p('The shop is closed, but Bex and Sam are guiding private rides on 28, 29 and 30 December. Email us by 18 December to book one.')}
${p('Merry Christmas from all of us. Jonny, Bex and the team')}`,
);

const gravelTraverse = post(
  'coming-in-2027-dales-gravel-traverse',
  `${image('gravel-traverse-kettlewell.jpg', 'Sam on a walled lane above Kettlewell', '2026/10')}
${p('For two summers Sam has been riding every green lane, drove road and old mine track between Settle and Swaledale. The result is our first off-road self-guided tour: **the Dales Gravel Traverse**.')}
${list(
  '5 days / 4 nights, about 160 miles, 70% off-road',
  'Settle, Malham, Kettlewell, Swaledale, Hawes and back to Settle',
  'B&amp;Bs booked and your luggage moved every day, like our other self-guided tours',
  'Gravel bike hire available',
  'First departures in **May 2027**, running until September',
)}
${h2('Can I book it?')}
${p('Not yet. We haven&#8217;t set the price, and the tour isn&#8217;t bookable until we&#8217;ve ridden the last section with the B&amp;B owners in the spring. Booking opens in February 2027: email us to join the list and you&#8217;ll hear first.')}`,
);

const fleet = post(
  'new-e-bike-fleet-2026',
  `${image('new-cube-e-bikes-2026.jpg', 'A row of new e-bikes in the goods shed', '2026/03')}
${p('Twenty-four new Cube Kathmandu Hybrid e-bikes arrived this week. They have bigger batteries than the old fleet: you&#8217;ll get 50 to 70 miles on a charge, depending on the hills and how much help you ask for.')}
${p('Good news on price, too: e-bike hire stays at £40 for a half day and £65 for a full day this year.')}
${p('The hire shop opens every day from Wednesday 1 April. See you on the lanes!')}`,
);

const autumnOffer = post(
  'autumn-colours-offer',
  `${image('autumn-bracken-e-bikes.jpg', 'E-bikes on a lane through red bracken', '2025/09')}
${p('The bracken is turning red, the summer crowds have gone home and the lanes are ours again. So from 1 September until **31 October 2025**, e-bike hire is **20% off, Monday to Thursday**.')}
${p('Use the code **LEAVES20** when you book online. Not valid at weekends, on guided rides or with any other offer.')}`,
);

const prices2024 = post(
  'our-prices-for-2024',
  `${p('Happy New Year! After two years of holding our prices, we&#8217;ve had to put some of them up a little. Here they are, from 1 January 2024.')}
${h2('Bike hire')}
${list(
  'E-bike: half day £32, full day £55, £100 for 2 days',
  'Road bike £38 a day, gravel bike £40 a day, hybrid £25 a day',
  'Kids&#8217; bikes £15 a day',
  'E-bike deposit: £150',
)}
${h2('Guided rides and tours')}
${list(
  'Ribble Valley Family Ride £30pp, under-16s £15',
  'Malham E-Bike Explorer £59pp',
  'Three Peaks Full-Day Ride £99pp with an e-bike',
  'Dales Classic Loop from £465pp',
)}
${h2('Winter opening')}
${p('From January to March 2024 the hire shop is open on **Saturdays and Sundays only, 10am &#8211; 3pm**.')}`,
);

/** The posts page: GeneratePress's archive loop of summaries with "Read more" links. */
const newsIndex: DalesPage = {
  path: '/news',
  id: 84,
  title: 'News',
  description: 'News, offers, opening hours and new rides from Dalesway Cycle Tours.',
  kind: 'archive',
  body: posts
    .map(
      ([slug, title, shown, iso, id, excerpt]) =>
        `<article id="post-${id}" class="post-${id} post type-post status-publish format-standard has-post-thumbnail hentry category-news" itemtype="https://schema.org/CreativeWork" itemscope><div class="inside-article"><header class="entry-header"><h2 class="entry-title" itemprop="headline"><a href="/news/${slug}" rel="bookmark">${title}</a></h2><div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="${iso}T08:30:00+00:00" itemprop="datePublished">${shown}</time></span> <span class="byline">by <span class="author vcard"><a class="url fn n" href="/author/bex" rel="author"><span class="author-name" itemprop="name">Bex</span></a></span></span></div></header><div class="entry-summary" itemprop="text"><p>${excerpt} <a title="${title}" class="read-more" href="/news/${slug}" aria-label="Read more about ${title}">Read more</a></p></div><footer class="entry-meta" aria-label="Entry meta"><span class="cat-links"><span class="screen-reader-text">Categories </span><a href="/news" rel="category tag">News</a></span></footer></div></article>`,
    )
    .join('\n'),
};

export const dalesNewsPages: DalesPage[] = [
  newsIndex,
  christmas,
  gravelTraverse,
  fleet,
  autumnOffer,
  prices2024,
];
