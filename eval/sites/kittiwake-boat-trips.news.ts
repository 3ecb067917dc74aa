import { feed, header, KW_KIOSK_MOBILE, type KwPage } from './kittiwake-boat-trips.layout.ts';

/* ── Posts (Tilda Feeds, the body in the redactor's blocks) ─────────────────────────────────────────── */

const p = (html: string) => `<div class="t-redactor__text">${html}</div>`;
const h2 = (html: string) => `<h2 class="t-redactor__h2">${html}</h2>`;

const christmas: KwPage = {
  path: '/news/tpost/r4kx9b2tz1-christmas-amp-new-year-sailings-2026',
  title: 'Christmas &amp; New Year sailings 2026',
  description: 'Our Boxing Day seal cruise, New Year’s Day trip and office closure over Christmas 2026.',
  pageId: 21934666,
  post: { date: '12 November 2026', datetime: '2026-11-12', cover: 'boxing-day-seals.jpg' },
  records: [
    p(
      'We don’t normally sail between November and March, but every year we put on two festive trips for anyone who needs some sea air after all that turkey. Tickets are on sale now.',
    ),
    h2('Boxing Day Seal Cruise'),
    p(
      '<strong>Saturday 26 December, 11am</strong> (1 hour 30 minutes)<br />Out to Sealstone to see the grey seal pups, the last of the year still on the rocks. Adults £19, children (4–15) £11, under-4s free.',
    ),
    h2('New Year’s Day Blow-Out Cruise'),
    p(
      '<strong>Friday 1 January 2027, 12 noon</strong> (1 hour)<br />Blow the cobwebs away with a lap of the Inner Islands. Adults £15, children (4–15) £9, under-4s free.',
    ),
    p(
      'Both trips sail on Kittiwake III, which is wheelchair accessible. Book online and collect your boarding passes at the kiosk 30 minutes before you sail. If the weather stops us, we’ll refund you in full.',
    ),
    h2('Office closed over Christmas'),
    p(
      `Our office is closed from Thursday 24 December to Saturday 2 January and reopens on Monday 4 January. The kiosk opens only for the two sailings; on those days you can ring it on ${KW_KIOSK_MOBILE}.`,
    ),
    h2('Gift vouchers'),
    p(
      'Order printed gift vouchers by Friday 18 December to have them posted in time for Christmas. E-vouchers are emailed straight away, even on Christmas morning.',
    ),
    p('Merry Christmas from all the Robsons and the crew!'),
  ],
};

const halfTerm: KwPage = {
  path: '/news/tpost/m2c7yh0pk1-autumn-half-term-kids-go-free',
  title: 'Autumn half-term: kids go free!',
  description: 'One child free with every full-paying adult on the Inner Islands Cruise this half-term.',
  pageId: 21934666,
  post: { date: '2 October 2026', datetime: '2026-10-02', cover: 'half-term-kids.jpg' },
  records: [
    p(
      'From Saturday 24 October to Sunday 1 November 2026, one child (4–15) goes free with every full-paying adult on the Inner Islands Cruise. Use code <strong>HALFTERM26</strong> when you book online, or just ask at the kiosk.',
    ),
    p(
      'October is a great month for seals, and the Sunset Seal Cruise sails at 5pm, perfect for little ones who can’t stay up late. The offer isn’t valid on the sunset cruise or with family tickets.',
    ),
  ],
};

const season2024: KwPage = {
  path: '/news/tpost/x8bn3fq6w1-new-times-and-prices-for-2024',
  title: 'New times and prices for 2024',
  description: 'Our sailing times and prices for the 2024 season.',
  pageId: 21934666,
  post: { date: '16 January 2024', datetime: '2024-01-16', cover: 'kittiwake-ii-2024.jpg' },
  records: [
    p(
      'Happy new year from Kettlewick! Here are our times and prices for the 2024 season, which starts on Good Friday, 29 March.',
    ),
    h2('Times'),
    p(
      'The Inner Islands Cruise sails daily at 10.30am and 2.30pm.<br />The Outer Islands Landing Trip sails daily at 10am from May to July.<br />The Sunset Seal Cruise now runs on Fridays and Saturdays only, at 8pm.',
    ),
    h2('Prices'),
    p(
      'Inner Islands Cruise: adults £20, children £12, family £58.<br />Outer Islands Landing Trip: adults £32, children £18. The Trust’s landing fee is now £7.<br />Sunset Seal Cruise: £25 per person.<br />Groups of 20 or more get 10% off.',
    ),
    p('See you on the water!'),
  ],
};

/* ── The news page: the T-feed block ────────────────────────────────────────────────────────────────── */

const newsPage: KwPage = {
  path: '/news',
  title: 'News | Kittiwake Boat Trips',
  description: 'News from Kittiwake Boat Trips and the Carr Islands.',
  pageId: 21934663,
  records: [
    header('div', 'News', 'From the harbour and the islands'),
    feed([
      {
        path: christmas.path,
        title: christmas.title,
        date: christmas.post!.date,
        descr: 'Two festive trips and our office closure over Christmas.',
        image: christmas.post!.cover,
      },
      {
        path: halfTerm.path,
        title: halfTerm.title,
        date: halfTerm.post!.date,
        descr: 'One child free with every full-paying adult on the Inner Islands Cruise.',
        image: halfTerm.post!.cover,
      },
      {
        path: season2024.path,
        title: season2024.title,
        date: season2024.post!.date,
        descr: 'Our sailing times and prices for the 2024 season.',
        image: season2024.post!.cover,
      },
    ]),
  ],
};

export const kwNewsPages: KwPage[] = [newsPage, christmas, halfTerm, season2024];
