import {
  a,
  collection,
  h1,
  h2,
  h3,
  hero,
  image,
  p,
  section,
  small,
  stack,
  strong,
  text,
  ul,
  type WharfPage,
} from './kennet-wharf.layout.ts';

const postCard = (slug: string, date: string, title: string, summary: string, photo: string) =>
  `<a class="framer-Jc4Tn framer-v-ys1u0c" data-framer-name="Post card" href="/journal/${slug}">${image(photo, '', 'Cover')}${text('Date', small(date))}${text('Title', h3(title))}${text('Summary', p(summary))}</a>`;

/** The Journal collection's detail template: date and author, title, cover, the formatted-text body. */
const post = (meta: string, title: string, photo: string, ...body: string[]) =>
  [
    section(
      'Post header',
      text('Back', small(a('/journal', '← Journal'))),
      text('Meta', small(meta)),
      text('Title', h1(title)),
    ),
    stack('Cover', image(photo, '', 'Cover image')),
    section('Post body', text('Content', ...body)),
  ].join('');

/** The Journal: the list page and two posts, one of them from January 2025 with that year's figures. */
export const wharfJournal: WharfPage[] = [
  {
    path: '/journal',
    title: 'Journal',
    description: 'News from the wharf: the season, the boats and the canal.',
    body: [
      hero('From the wharf', 'Journal', 'News from the boatyard and the canal.', 'journal-header-swans.jpg'),
      section(
        'Posts',
        collection('Journal', [
          postCard(
            'winter-weekends-on-the-wharf',
            '3 November 2026',
            'Winter weekends on the wharf',
            'The holiday boats are out for the winter, but Dabchick runs every weekend.',
            'dabchick-frost.jpg',
          ),
          postCard(
            'welcome-to-the-2025-season',
            '15 January 2025',
            'Welcome to the 2025 season!',
            'Our prices for 2025, a new handover time and paddleboards on every boat.',
            'season-2025-kingfisher.jpg',
          ),
        ]),
      ),
    ].join(''),
  },
  {
    path: '/journal/winter-weekends-on-the-wharf',
    title: 'Winter weekends on the wharf',
    description:
      'The holiday boats are out of the water until April; the day boat runs on Saturdays and Sundays.',
    template: 'post',
    body: post(
      '3 November 2026 · by Jess Hollins',
      'Winter weekends on the wharf',
      'dabchick-frost.jpg',
      p(
        'That&rsquo;s the 2026 season done &ndash; thank you to everyone who cruised with us this year. Wagtail, Kingfisher, Heron and Otter are coming out of the water one by one for blacking, engine services and a winter spruce-up, and the first holiday hires of 2027 leave the wharf on Saturday 3 April.',
      ),
      h2('Dabchick runs all winter'),
      p(
        'Our day boat doesn&rsquo;t hibernate. From Saturday 7 November to Sunday 28 March, Dabchick runs on Saturdays and Sundays only, 10am to 4pm, at £135 a day, with the heater on and blankets in the lockers. A frosty morning on the canal with a flask of something hot is hard to beat.',
      ),
      ul(
        `${strong('Christmas break:')} no day boats from 19 December 2026 to 3 January 2027`,
        `${strong('Last weekend before Christmas:')} 12 and 13 December`,
        `${strong('First weekend of 2027:')} 9 and 10 January`,
      ),
      h2('The office in winter'),
      p(
        'The office is open Monday to Friday, 10am to 4pm, until the end of March. Call or email to book Dabchick or to talk about next year.',
      ),
      p(`The 2027 prices are on our ${a('/prices', 'prices page')}, and you can book online now.`),
    ),
  },
  {
    path: '/journal/welcome-to-the-2025-season',
    title: 'Welcome to the 2025 season!',
    description: 'Our 2025 prices, the new handover time, and paddleboards for hire.',
    template: 'post',
    body: post(
      '15 January 2025 · by Tom Hollins',
      'Welcome to the 2025 season!',
      'season-2025-kingfisher.jpg',
      p(
        'Happy new year from the wharf! The boats are nearly ready and our 2025 season opens on Saturday 29 March. Here&rsquo;s what you need to know.',
      ),
      h2('Prices for 2025'),
      p('Weekly prices, from low to high season:'),
      ul(
        'Wagtail (2 berths): £995 to £1,395',
        'Kingfisher (4 berths): £1,150 to £1,690',
        'Heron (6 berths): £1,390 to £1,990',
        'Otter (8 berths): £1,590 to £2,390',
      ),
      p('Short breaks start from £545. Dabchick, the day boat, is £140 on weekdays and £155 at weekends.'),
      h2('A new handover time'),
      p(
        'To give our cleaning team a little more time on changeover days, handover now starts at 3pm, and boats are due back by 9.30am on your last day.',
      ),
      h2('Fuel, dogs and new toys'),
      p(
        'Fuel stays at £2.20 per engine hour. Dogs are £30 each for the hire. And new for 2025: stand-up paddleboards, £50 a week.',
      ),
      p('See you on the water!'),
    ),
  },
];
