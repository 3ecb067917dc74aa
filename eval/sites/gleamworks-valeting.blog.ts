import { block, ctaBand, each, type GleamPage, link, nuxtImg, scoped } from './gleamworks-valeting.layout.ts';

/*
 * The blog: Nuxt Content markdown files under `content/blog/`, listed by `pages/blog/index.vue` (cards with the
 * date, title and description, newest first) and rendered by `pages/blog/[slug].vue` through `<ContentRenderer>`
 * (headings with their generated ids and anchor links). The Christmas 2026 post is the only page with the last
 * mobile valets (Wednesday 23 December), the last unit drop-off (Tuesday 15 December), the closure (24 December
 * 2026 – 3 January 2027), the phones' last hours, the return on Monday 4 January 2027 and the last posting date
 * for printed gift vouchers. The autumn offer post gives the home page's ceramic offer its year (until 31 October
 * 2026). The January 2024 post still holds that year's prices, hours (Sunday mornings, 7.30am – 5pm), phone hours,
 * Bath on Fridays and a £15 deposit, and its card already quotes the £75 full valet.
 */

interface Post {
  slug: string;
  title: string;
  description: string;
  /** As `<time>` prints it, and the ISO date. */
  date: string;
  iso: string;
  author: string;
  image: string;
  /** Sections of the markdown: a heading (or none) and its HTML. */
  body: [heading: string, html: string][];
}

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&amp;/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const posts: Post[] = [
  {
    slug: 'christmas-2026',
    title: 'Christmas 2026: last valets and holiday dates',
    description:
      'The last mobile valets and unit bookings of 2026, when we’re closed, and when we’re back in January.',
    date: '10 November 2026',
    iso: '2026-11-10',
    author: 'Sophie Mercer',
    image: 'blog-christmas-van-lights.jpg',
    body: [
      [
        '',
        '<p>Everyone wants a clean car for driving home for Christmas, so December is our busiest month. Here’s everything you need to plan around.</p>',
      ],
      [
        'Last valets before Christmas',
        '<p>Our vans are out until <strong>Wednesday 23 December</strong> – that’s the last day for mobile valets in 2026. The Saturdays before Christmas book up first, so get in early.</p>',
      ],
      [
        'Ceramic coating and paint correction',
        '<p>The last drop-off at our Bedminster unit this year is <strong>Tuesday 15 December</strong>, so your car is back with you before the unit closes on Friday 18 December.</p>',
      ],
      [
        'When we’re closed',
        '<p>We’re closed from <strong>Thursday 24 December 2026 to Sunday 3 January 2027</strong> – no valets and no unit bookings. The phones are answered until 1pm on Wednesday 23 December.</p>',
      ],
      [
        'Back in the new year',
        '<p>Everything – the vans, the unit and the phones – is back on <strong>Monday 4 January 2027</strong>.</p>',
      ],
      [
        'Monthly plans',
        '<p>December’s plan visits all happen before 23 December, and Direct Debits are collected on 1 January as usual.</p>',
      ],
      [
        'Gift vouchers',
        '<p>Order printed gift vouchers by <strong>Thursday 17 December</strong> for us to post them before Christmas. E-vouchers are emailed straight away, right up to Christmas Day.</p><p>Merry Christmas from Ryan, Sophie, Tomasz and Aisha!</p>',
      ],
    ],
  },
  {
    slug: 'winter-car-care-2026',
    title: 'Winter car care: salt, rain and your valet',
    description:
      'Why road salt is worse for your car than mud, and what happens to your valet when the weather turns.',
    date: '3 November 2026',
    iso: '2026-11-03',
    author: 'Ryan Mercer',
    image: 'blog-winter-salt-wheel-arch.jpg',
    body: [
      [
        '',
        '<p>Once the gritters are out, every drive coats the bottom of your car in salty spray. Left on, it eats into wheels, brake calipers and any bare metal underneath.</p>',
      ],
      [
        'Keep the salt off',
        '<p>A wash every few weeks through the winter makes a real difference – our Essential plan puts a mini valet on the calendar every month, wheels and arches included.</p>',
      ],
      [
        'When the weather stops us',
        '<p>Light rain doesn’t stop us – we bring a pop-up gazebo. But products don’t work and water freezes below 3°C, and we can’t work safely in heavy rain or strong winds. If that’s the forecast, we’ll rearrange your booking free of charge and let you know by 8am on the day.</p>',
      ],
    ],
  },
  {
    slug: 'ev-steam-valeting-2027',
    title: 'Coming in 2027: steam valeting for electric cars',
    description: 'Gleamworks Steam, our battery-safe steam valet for EVs and hybrids, starts in March 2027.',
    date: '7 October 2026',
    iso: '2026-10-07',
    author: 'Ryan Mercer',
    image: 'blog-ev-steam-charge-port.jpg',
    body: [
      [
        '',
        '<p>More and more of the cars we valet are electric, and we’ve been asked a lot about steam cleaning. So here it is: a third van, with its own steam generator, joins the team next year.</p>',
      ],
      [
        'What is it?',
        '<p>Gleamworks Steam is a low-water steam valet designed around electric and hybrid cars – dry steam around charge ports, sensors and battery vents instead of a pressure washer.</p>',
      ],
      [
        'When can I book?',
        '<p>The first steam valets go out in March 2027. We’re not taking bookings yet; prices will be published in February 2027. Join the waiting list on our ' +
          link('/ev-steam-valeting', 'EV steam page', 'font-semibold text-sky-700 underline') +
          ' to hear first.</p>',
      ],
    ],
  },
  {
    slug: 'autumn-ceramic-offer-2026',
    title: 'Autumn offer: 20% off ceramic coating',
    description: 'Save 20% on a ceramic coating at our Bedminster unit, booked and done by 31 October 2026.',
    date: '1 September 2026',
    iso: '2026-09-01',
    author: 'Sophie Mercer',
    image: 'blog-ceramic-beading.jpg',
    body: [
      [
        '',
        '<p>Get your paint protected before winter: this autumn we’re taking 20% off every ceramic coating booked and done at our unit by 31 October 2026.</p>',
      ],
      [
        'What you save',
        '<p>A medium car is £420 instead of £525, and a large car £476 instead of £595. The offer covers the coating and its one-stage polish; it can’t be used with gift vouchers.</p>',
      ],
    ],
  },
  {
    slug: 'pet-hair-guide',
    title: 'Why dog hair is so hard to get out of a car',
    description: 'What makes pet hair stick, and how we get it out.',
    date: '14 May 2026',
    iso: '2026-05-14',
    author: 'Tomasz',
    image: 'blog-dog-hair-boot.jpg',
    body: [
      [
        '',
        '<p>Short, stiff dog hairs work their way into carpet loops like tiny needles, and a household vacuum just skims over them.</p>',
      ],
      [
        'How we do it',
        '<p>Rubber blades and pet-hair stones drag the hair to the surface, then a high-suction vacuum with a motorised head lifts it out. It can take anything from 45 minutes to 2 hours.</p>',
      ],
      [
        'What it costs',
        '<p>Pet-hair removal is added to a full valet or a deep interior clean: £20 for a small car, £25 for a medium car and £30 for a large car or a van.</p>',
      ],
    ],
  },
  {
    slug: 'new-prices-2024',
    title: 'New prices, longer hours and Bath for 2024',
    description:
      'From 1 February 2024 a full valet on a medium car is £75, our vans go out on Sunday mornings and we start covering Bath.',
    date: '9 January 2024',
    iso: '2024-01-09',
    author: 'Ryan Mercer',
    image: 'blog-new-year-2024.jpg',
    body: [
      [
        '',
        '<p>Happy new year! 2023 was our busiest year yet, and for 2024 we’re making a few changes from <strong>Thursday 1 February 2024</strong>.</p>',
      ],
      [
        'New prices',
        '<p>Small / medium / large / van:</p><ul><li>Mini valet – £24 / £27 / £31 / £36</li><li>Full valet – £65 / £75 / £89 / £99</li><li>Deep interior clean – £105 / £118 / £134 / £142</li><li>Ceramic coating – £375 / £425 / £495 / £545</li><li>Monthly Valet Club – £22 / £26 / £30 / £34 a month</li><li>Pet-hair removal – £12 on any valet</li><li>Headlight restoration – £45 a pair</li></ul>',
      ],
      [
        'Longer hours',
        '<p>Our vans are now out Monday to Saturday 7.30am – 5pm, and on Sunday mornings 9am – 1pm. The phones are answered 8am – 8pm, seven days a week.</p>',
      ],
      ['Hello Bath!', '<p>From February we cover Bath (BA1 and BA2) on Fridays.</p>'],
      ['Deposits', '<p>The booking deposit goes up from £10 to £15.</p>'],
    ],
  },
];

const prose = (post: Post) =>
  `<div class="prose prose-slate prose-lg max-w-none prose-headings:scroll-mt-24 prose-a:text-sky-700">${post.body
    .map(([heading, html]) =>
      heading
        ? `<h2 id="${slugify(heading)}"><a href="#${slugify(heading)}">${heading}</a></h2>${html}`
        : html,
    )
    .join('')}</div>`;

const postPage = (post: Post): GleamPage => ({
  path: `/blog/${post.slug}`,
  title: post.title,
  description: post.description,
  component: 'blog/[slug]',
  data: {
    key: `content-query-blog-${post.slug}`,
    value: {
      _path: `/blog/${post.slug}`,
      _dir: 'blog',
      _type: 'markdown',
      title: post.title,
      description: post.description,
      date: post.iso,
      author: post.author,
      image: `/images/${post.image}`,
    },
  },
  body: scoped(
    'pages/blog/[slug]',
    `<article class="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20"><nav aria-label="Breadcrumb" class="text-sm text-slate-500">${link('/blog', '← All posts', 'hover:text-sky-700')}</nav><header class="mt-6"><p class="text-sm text-slate-500"><time datetime="${post.iso}">${post.date}</time> · ${post.author}</p><h1 class="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">${post.title}</h1></header>${nuxtImg(post.image, '', 1200, 630, 'mt-8 w-full rounded-2xl')}<div class="mt-10">${scoped('components/content/ContentRenderer', prose(post))}</div></article>${ctaBand()}`,
  ),
});

const blogIndex: GleamPage = {
  path: '/blog',
  title: 'Blog',
  description: 'News, offers, holiday dates and car care tips from Gleamworks in Bristol.',
  component: 'blog/index',
  data: {
    key: 'content-query-blog',
    value: posts.map((p) => ({
      _path: `/blog/${p.slug}`,
      title: p.title,
      description: p.description,
      date: p.iso,
    })),
  },
  body: scoped(
    'pages/blog/index',
    `<section class="bg-gradient-to-b from-sky-50 to-white"><div class="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8"><p class="text-sm font-semibold uppercase tracking-wider text-sky-700">Blog</p><h1 class="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">News &amp; car care tips</h1></div></section>${block(
      `<div class="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">${each(
        posts,
        (p) =>
          `<article class="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">${nuxtImg(p.image, '', 600, 315, 'aspect-[40/21] w-full object-cover')}<div class="flex flex-1 flex-col p-6"><p class="text-xs text-slate-500"><time datetime="${p.iso}">${p.date}</time></p><h2 class="mt-2 text-lg font-semibold text-slate-900">${link(`/blog/${p.slug}`, p.title, 'hover:text-sky-700')}</h2><p class="mt-2 flex-1 text-sm leading-6 text-slate-600">${p.description}</p><p class="mt-4">${link(`/blog/${p.slug}`, 'Read more', 'text-sm font-semibold text-sky-700')}</p></div></article>`,
      )}</div>`,
    )}`,
  ),
};

export const gleamworksBlogPages: GleamPage[] = [blogIndex, ...posts.map(postPage)];
