import {
  b,
  bigText,
  buttons,
  container,
  type InkPage,
  image,
  link,
  priceRows,
  text,
} from './inkwell-tattoo.layout.ts';

/* ── Journal posts: each its own one-section Carrd site, copied from the last one and rewritten ─────── */

interface Post {
  path: string;
  title: string;
  /** As the owner typed it under the title. */
  date: string;
  excerpt: string;
  cover: string;
  blocks: string[];
  /** Left out of the sitemap the owner writes by hand on each upload. */
  unlisted?: boolean;
}

const post = (p: Post): InkPage => ({
  path: p.path,
  title: `${p.title} | Inkwell Journal`,
  description: p.excerpt,
  blocks: [
    text(link('← Journal', '/journal'), 4),
    text(p.title, 1, 'h1'),
    text(`Posted ${p.date}`, 4),
    image(p.cover, ''),
    ...p.blocks,
    buttons([['All journal posts', '/journal']]),
  ],
  ...(p.unlisted ? { unlisted: true } : {}),
});

const christmas: Post = {
  path: '/journal/christmas-2026-opening-hours',
  title: 'Christmas &amp; New Year 2026',
  date: '17 November 2026',
  excerpt:
    'Our opening hours over Christmas and New Year, a festive flash day and the last posting date for vouchers.',
  cover: 'christmas-flash.jpg',
  unlisted: true,
  blocks: [
    text(
      'It’s that time of year again! Here’s everything you need to know about the studio over the festive break.',
    ),
    bigText('Christmas flash day'),
    text(
      `${b('Wednesday 16 December, 12pm – 6pm.')} A sheet of festive mini flash, £75 each, walk-ins only. Holly, robins, tiny puddings and a few surprises.`,
    ),
    text('Opening hours', 2, 'h2'),
    priceRows([
      ['Wednesday 23 December (last tattoo appointments before Christmas)', '11am – 5pm'],
      ['Thursday 24 December (piercing walk-ins only)', '11am – 3pm'],
      ['Friday 25 December to Monday 28 December', 'Closed'],
      ['Tuesday 29 and Wednesday 30 December', '12pm – 6pm'],
      ['Thursday 31 December', '11am – 4pm'],
      ['Friday 1 and Saturday 2 January', 'Closed'],
    ]),
    text('We’re back to our normal hours from Tuesday 5 January 2027.'),
    bigText('Gift vouchers'),
    text(
      `Order printed gift vouchers by Friday 18 December to have them posted in time for Christmas. E-vouchers are emailed straight away, even on Christmas morning. ${link('Gift vouchers →', '/gift-vouchers')}`,
    ),
    text('Merry Christmas from all of us at Inkwell!'),
  ],
};

const friday13: Post = {
  path: '/journal/friday-13th-flash-day',
  title: 'Friday 13th Flash Day',
  date: '2 November 2026',
  excerpt: 'Friday 13 November: £50 tattoos from our Friday 13th flash sheet, walk-ins only.',
  cover: 'friday-13th-sheet.jpg',
  blocks: [
    text(
      `It’s back! ${b('Friday 13 November 2026, 11am till 9pm.')} All four of our tattoo artists will be tattooing from our Friday 13th sheet of 13 spooky little designs, £50 each.`,
    ),
    text(
      'Walk-ins only, no bookings: the queue usually starts around 10am. One tattoo per person, and every design can be done only once by each artist.',
    ),
    text(
      '£5 from every tattoo goes to a local youth charity. You must be 18 or over and bring photo ID. See you there!',
    ),
  ],
};

const prices2024: Post = {
  path: '/journal/new-prices-2024',
  title: 'New year, new prices',
  date: '8 January 2024',
  excerpt: 'Our prices and opening hours for 2024.',
  cover: 'studio-2024.jpg',
  blocks: [
    text(
      'Happy new year! For the first time in three years we’re updating our prices, and we’re changing our opening hours too. From Monday 5 February 2024:',
    ),
    bigText('Tattoos'),
    text(
      'Minimum charge £60<br />Hourly rate £95 (all resident artists)<br />Day sessions £550<br />Deposits go up to £40.',
    ),
    bigText('Piercing'),
    text('Earlobe £25<br />Helix £32<br />Septum £42'),
    bigText('Opening hours'),
    text('We’ll now be open Monday to Saturday, 12pm – 7pm, with walk-ins every day including Saturdays.'),
    text('Thank you for all your support in 2023. Here’s to a great year of tattoos!'),
  ],
};

const posts = [christmas, friday13, prices2024];

/* ── The journal page: a container per post, the cover beside the date, title and excerpt ───────────── */

const journal: InkPage = {
  path: '/journal',
  title: 'Journal | Inkwell Tattoo Collective',
  description: 'News from Inkwell Tattoo Collective: flash days, guest spots and studio news.',
  blocks: [
    text('Journal', 1, 'h1'),
    text('Flash days, guest spots and news from the studio.'),
    ...posts.map((p) =>
      container(
        [
          [image(p.cover, '')],
          [
            text(p.date, 4),
            text(link(p.title, p.path), 2),
            text(p.excerpt),
            text(link('Read more →', p.path)),
          ],
        ],
        { style: 1 },
      ),
    ),
  ],
};

export const inkJournalPages: InkPage[] = [journal, ...posts.map(post)];
