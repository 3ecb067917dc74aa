import { dynList, hero, img, type MillPage, rich, section } from './mill-yard-works.layout.ts';

/** The Events and Journal (blog) collections: their list pages and the template pages of a few items. */

const eventCard = (href: string, date: string, title: string, summary: string) =>
  `<a href="${href}" class="event-card w-inline-block"><div class="event-date">${date}</div><h3 class="event-title">${title}</h3><p class="event-summary">${summary}</p></a>`;

const postCard = (href: string, date: string, title: string, summary: string, photo: string) =>
  `<a href="${href}" class="post-card w-inline-block">${img(photo, '', 'post-thumb')}<div class="post-date">${date}</div><h3 class="post-title">${title}</h3><p class="post-summary">${summary}</p></a>`;

/** A CMS template page: the item's fields laid out by the template, the body in Rich Text. */
const item = (meta: string, title: string, body: string, back: [string, string]) =>
  `<section class="section post-header"><div class="w-container"><a href="${back[0]}" class="back-link">&larr; ${back[1]}</a><div class="post-meta">${meta}</div><h1 class="post-heading">${title}</h1></div></section><section class="section post-body"><div class="w-container">${rich(body, 'post-rich-text')}</div></section>`;

export const millNews: MillPage[] = [
  {
    path: '/events',
    title: 'Events',
    description: 'Breakfasts, lunch and learns and socials for the Mill Yard Works community.',
    body: [
      hero('Events', 'Most of our events are free for members. Some are open to everyone.'),
      section(
        'events',
        dynList('events-list', [
          eventCard(
            '/events/founders-breakfast-december-2026',
            'Thursday 3 December 2026',
            'Founders&rsquo; Breakfast',
            'Bacon barms and honest conversation about running a small business.',
          ),
          eventCard(
            '/events/lunch-and-learn-self-assessment',
            'Wednesday 9 December 2026',
            'Lunch &amp; Learn: Self Assessment without tears',
            'An accountant from the second floor walks freelancers through the January tax return. Members only, free.',
          ),
          eventCard(
            '/events/christmas-social-2026',
            'Thursday 17 December 2026',
            'Mill Yard Christmas Social',
            'Mulled wine, mince pies and a very competitive quiz in the Engine House.',
          ),
        ]),
      ),
    ].join('\n'),
  },
  {
    path: '/events/founders-breakfast-december-2026',
    title: 'Founders’ Breakfast – December',
    description: 'Founders’ Breakfast at Mill Yard Works, Thursday 3 December 2026.',
    template: 'event',
    body: item(
      'Thursday 3 December 2026 &middot; 8am&ndash;9.30am &middot; The Engine House',
      'Founders&rsquo; Breakfast',
      '<p>Our monthly breakfast for people running their own thing. No talks, no pitches: just breakfast from Doffers Caf&eacute; and people who know what a bad cash-flow month feels like.</p><p>Free for members. Non-members are welcome at £8, which covers breakfast; book with the form on the events page or by email.</p>',
      ['/events', 'All events'],
    ),
  },
  {
    path: '/events/lunch-and-learn-self-assessment',
    title: 'Lunch & Learn: Self Assessment without tears',
    description: 'A lunch and learn on the Self Assessment tax return, Wednesday 9 December 2026.',
    template: 'event',
    body: item(
      'Wednesday 9 December 2026 &middot; 12.30pm&ndash;1.30pm &middot; The Weaving Shed',
      'Lunch &amp; Learn: Self Assessment without tears',
      '<p>Bring your lunch and your questions. We&rsquo;ll cover what you can claim as expenses, payments on account and the 31 January deadline.</p><p>Members only, free. Places are limited to 30.</p>',
      ['/events', 'All events'],
    ),
  },
  {
    path: '/events/christmas-social-2026',
    title: 'Mill Yard Christmas Social',
    description: 'The Mill Yard Works Christmas social, Thursday 17 December 2026 in the Engine House.',
    template: 'event',
    body: item(
      'Thursday 17 December 2026 &middot; 5.30pm&ndash;9pm &middot; The Engine House',
      'Mill Yard Christmas Social',
      '<p>Our end-of-year party for everyone who works at the mill: mulled wine, mince pies, a hot buffet from Doffers Caf&eacute; and the annual quiz (the second floor are defending champions).</p><p>Free for members, and each member can bring one plus-one. Please tell reception by Friday 11 December if you&rsquo;re coming, so we order enough food.</p>',
      ['/events', 'All events'],
    ),
  },
  {
    path: '/blog',
    title: 'Journal',
    description: 'News from Carver’s Mill: opening times, new members, building updates.',
    body: [
      hero('Journal', 'News from the mill.'),
      section(
        'posts',
        dynList('post-list', [
          postCard(
            '/blog/christmas-opening-2026',
            '2 November 2026',
            'Christmas and New Year opening 2026',
            'When the mill is open, closed and unstaffed over the holidays.',
            'christmas-tree-reception.jpg',
          ),
          postCard(
            '/blog/dog-friendly-fridays',
            '13 March 2026',
            'Dog-Friendly Fridays are here',
            'After a long consultation (and a lot of lobbying), dogs are coming to the mill.',
            'dog-friday.jpg',
          ),
          postCard(
            '/blog/new-year-at-the-mill-2025',
            '6 January 2025',
            'Happy New Year from the mill!',
            'Our prices and opening hours for 2025, and what&rsquo;s new this year.',
            'new-year-2025.jpg',
          ),
        ]),
      ),
    ].join('\n'),
  },
  {
    path: '/blog/christmas-opening-2026',
    title: 'Christmas and New Year opening 2026',
    description: 'Christmas and New Year opening times 2026 at Mill Yard Works.',
    template: 'post',
    body: item(
      '2 November 2026 &middot; by Hannah Greaves, Community Manager',
      'Christmas and New Year opening 2026',
      '<p>It&rsquo;s that time again. Here&rsquo;s how the mill works over the holidays:</p><ul><li><strong>Thursday 24 December:</strong> reception and the caf&eacute; close at 1pm</li><li><strong>Friday 25 to Monday 28 December:</strong> the building is closed to everyone, fobs included</li><li><strong>Tuesday 29 to Thursday 31 December:</strong> no staff, 24/7 members only</li><li><strong>Friday 1 January 2027:</strong> closed to everyone</li><li><strong>Monday 4 January 2027:</strong> back to normal from 8.30am</li></ul><p>Meeting rooms can&rsquo;t be booked between 24 December and 3 January. And don&rsquo;t forget the Christmas Social on Thursday 17 December!</p>',
      ['/blog', 'Journal'],
    ),
  },
  {
    path: '/blog/dog-friendly-fridays',
    title: 'Dog-Friendly Fridays are here',
    description: 'From Friday 3 April 2026, members can bring their dogs to the mill on Fridays.',
    template: 'post',
    body: item(
      '13 March 2026 &middot; by Hannah Greaves, Community Manager',
      'Dog-Friendly Fridays are here',
      '<p>You asked, we listened (and we counted the votes: 71% in favour). From Friday 3 April 2026, members can bring their dog to work on Fridays.</p><p>Fridays only, mind: the rest of the week the mill stays dog-free for members with allergies. Register your dog at reception first, keep them on a lead in shared spaces, and keep them out of the meeting rooms and the Engine House. The full rules are on our <a href="/house-rules">house rules</a> page.</p>',
      ['/blog', 'Journal'],
    ),
  },
  {
    path: '/blog/new-year-at-the-mill-2025',
    title: 'Happy New Year from the mill!',
    description: 'Our 2025 prices and opening hours, and what’s new at Mill Yard Works this year.',
    template: 'post',
    body: item(
      '6 January 2025 &middot; by Hannah Greaves, Community Manager',
      'Happy New Year from the mill!',
      '<p>Welcome back, and happy 2025! A few updates for the new year.</p><h3>Prices for 2025</h3><ul><li>Day Pass: £20 + VAT</li><li>Flexi 10: £160 + VAT</li><li>Part-Time: £125 + VAT a month</li><li>Unlimited Hot Desk: £190 + VAT a month</li><li>Dedicated Desk: £270 + VAT a month</li><li>Private offices from £600 + VAT a month</li></ul><h3>Opening hours</h3><p>Reception is open Monday to Friday, 9am&ndash;5.30pm, and Doffers Caf&eacute; from 8am to 3pm.</p><h3>Guests and meeting rooms</h3><p>Extra guest days are now £10 + VAT, and members get 15% off meeting rooms once their credits are used up. The Spinning Room is £40 an hour.</p><p>See you at the first Founders&rsquo; Breakfast of the year on Thursday 16 January!</p>',
      ['/blog', 'Journal'],
    ),
  },
];
