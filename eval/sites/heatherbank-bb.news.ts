import {
  a,
  at,
  b,
  c,
  divider,
  HB_EMAIL,
  HB_PHONE,
  type HeatherbankPage,
  h,
  i,
  image,
  p,
  shape,
  text,
  ul,
} from './heatherbank-bb.layout.ts';

/*
 * WebStarts' blog app is not used here: Alison writes each post as an ordinary page, types the date and her name
 * in a grey line under the title, and keeps the News page of summaries by hand. The 2024 post is linked only from
 * that page and was never added to the sitemap.
 */

const posted = (date: string, who: string) => p(c(`Posted ${date} by ${who}`, 33), 'bs');

const christmas: HeatherbankPage = {
  path: '/christmas-2026.html',
  title: 'Christmas &amp; New Year 2026 at Heatherbank | Heatherbank B&amp;B',
  description: 'When Heatherbank B&B is open over Christmas and New Year 2026, and our winter break in 2027.',
  height: 1500,
  elements: [
    text(at(0, 30, 980, 90), h(1, 'Christmas &amp; New Year 2026'), posted('9 November 2026', 'Alison')),
    image(at(600, 140, 380, 280), 'christmas-lounge-tree.jpg', 'The tree in the guests’ lounge'),
    text(
      at(0, 140, 570, 280),
      p(
        'The log burner is lit, the hens have slowed down and the first snow has been on Wether Fell. Here&rsquo;s when we&rsquo;re open over the festive season, so you can plan your winter break in the Dales.',
      ),
      p(
        'As always, if you&rsquo;d like to stay over New Year, book early: the Hayloft and The Garth go first.',
      ),
    ),
    shape(at(0, 450, 980, 420), 's1', 21),
    text(
      at(30, 470, 920, 380),
      h(3, 'Our dates'),
      ul(
        `${b('Wednesday 23 December:')} the last night before Christmas (check-out on the 24th by 10.30am as usual)`,
        `${b('Thursday 24 to Sunday 27 December:')} closed, while we&rsquo;re with the family`,
        `${b('Monday 28 December:')} open again for arrivals`,
        `${b('New Year:')} stays that include New Year&rsquo;s Eve are a minimum of 3 nights, with a glass of fizz in the lounge at midnight`,
        `${b('New Year&rsquo;s Day:')} a later breakfast, 9am &ndash; 10.30am`,
        `${b('Sunday 10 January to Thursday 4 February 2027:')} closed for our winter break`,
        `${b('Friday 5 February 2027:')} open again`,
      ),
    ),
    text(
      at(0, 900, 980, 200),
      h(3, 'Gift vouchers'),
      p(
        `Our gift vouchers are from £50 and valid for 12 months, for any room on any night we&rsquo;re open. If you&rsquo;d like us to post one in time for Christmas, please order by 16 December: ring ${HB_PHONE} or email ${a(HB_EMAIL, `mailto:${HB_EMAIL}`)}.`,
      ),
    ),
    divider(at(0, 1130, 980, 20)),
    text(
      at(0, 1170, 980, 120),
      p(i('Merry Christmas from Alison, Dave, the sheep and the hens!')),
      p(a('&laquo; Back to News', '/news.html')),
    ),
  ],
};

const byre: HeatherbankPage = {
  path: '/the-byre-2027.html',
  title: 'Coming in 2027: The Byre | Heatherbank B&amp;B',
  description:
    'We are converting the old byre at Heatherbank into a ground-floor garden suite, opening in spring 2027.',
  height: 1250,
  elements: [
    text(at(0, 30, 980, 90), h(1, 'Coming in 2027: The Byre'), posted('14 October 2026', 'Dave')),
    image(at(0, 140, 460, 320), 'byre-building-work.jpg', 'The old byre with scaffolding up'),
    text(
      at(490, 140, 490, 340),
      p(
        'The builders are in! The old cow byre at the bottom of the garden, where my grandad milked his Shorthorns, is becoming our sixth room: The Byre, a ground-floor garden suite with level access from the garden.',
      ),
      p(
        'It will have a king-size bed, its own sitting room with a wood burner, a walk-in shower and a little terrace looking down the dale.',
      ),
    ),
    text(
      at(0, 500, 980, 300),
      h(3, 'When can we stay?'),
      p(
        'All being well, we open in spring 2027, in time for Easter. We haven&rsquo;t set prices yet, and we&rsquo;re not taking bookings until January 2027. If you&rsquo;d like to hear first, email us and we&rsquo;ll put you on the list.',
      ),
      h(3, 'And an EV charger'),
      p(
        'While the electrician is here we&rsquo;re putting a 7kW charger for electric cars in the yard, for all our guests to use. That will be ready when The Byre opens, not before.',
      ),
      p(a('&laquo; Back to News', '/news.html')),
    ),
  ],
};

const autumn: HeatherbankPage = {
  path: '/autumn-2026.html',
  title: 'Autumn in Gayle | Heatherbank B&amp;B',
  description: 'Red squirrels, tup sales and the first fires of autumn at Heatherbank.',
  height: 1000,
  elements: [
    text(at(0, 30, 980, 90), h(1, 'Autumn in Gayle'), posted('30 September 2026', 'Alison')),
    image(at(0, 140, 980, 380), 'view-wensleydale-autumn.jpg', 'Wensleydale from the garden in October'),
    text(
      at(0, 550, 980, 300),
      p(
        'The bracken is turning on Dodd Fell, Dave is off to the tup sales at Hawes auction mart, and the red squirrels in Snaizeholme are busy burying nuts. October is our favourite month: quieter paths, golden light and the first fires in the lounge.',
      ),
      p(
        `If you&rsquo;re coming for the squirrels, go early in the morning. It&rsquo;s a 6-mile walk from our door: see ${a('Local Walks', '/walks.html')}.`,
      ),
      p(a('&laquo; Back to News', '/news.html')),
    ),
  ],
};

/** January 2024: the prices of that year, four rooms (no Hayloft yet), and a closure long past. */
const prices2024: HeatherbankPage = {
  path: '/news-2024-prices.html',
  title: 'Our prices for 2024 | Heatherbank B&amp;B',
  description: 'Heatherbank B&B room prices for 2024.',
  height: 900,
  unlisted: true,
  elements: [
    text(at(0, 30, 980, 90), h(1, 'Our prices for 2024'), posted('5 January 2024', 'Alison')),
    text(
      at(0, 140, 980, 560),
      p(
        'Happy New Year! Here are our prices for 2024, per room per night for two people sharing, including breakfast:',
      ),
      ul(
        'Wether Fell: £92',
        'Dodd Fell: £98',
        'Snaizeholme (family room): £108, and £25 for a third guest',
        'The Garth: £100',
      ),
      p(
        'Packed lunches are £7.50 per person, dogs in The Garth are £7.50 per dog per night, and collection from Garsdale station is £8 each way.',
      ),
      p('Check-in is from 3pm, and breakfast is served 8am &ndash; 9am.'),
      p(
        'We&rsquo;re closed from 7 to 31 January 2024 while we put in new bathrooms, and open again on Thursday 1 February. See you soon!',
      ),
      p(a('&laquo; Back to News', '/news.html')),
    ),
  ],
};

const teaser = (y: number, title: string, href: string, date: string, line: string) => [
  text(at(0, y, 980, 40), h(3, a(title, href))),
  text(at(0, y + 44, 980, 24), p(c(date, 33), 'bs')),
  text(at(0, y + 72, 980, 60), p(`${line} ${a('Read more &raquo;', href)}`)),
];

const newsIndex: HeatherbankPage = {
  path: '/news.html',
  title: 'News | Heatherbank B&amp;B',
  description: 'News from Heatherbank B&B: Christmas dates, The Byre, autumn in Gayle and our prices.',
  height: 850,
  elements: [
    text(at(0, 30, 980, 60), h(1, 'News from Heatherbank')),
    ...teaser(
      110,
      'Christmas &amp; New Year 2026',
      '/christmas-2026.html',
      '9 November 2026',
      'When we&rsquo;re open over Christmas and New Year, our winter break, and gift vouchers.',
    ),
    ...teaser(
      270,
      'Coming in 2027: The Byre',
      '/the-byre-2027.html',
      '14 October 2026',
      'Our sixth room, a ground-floor garden suite, is on its way.',
    ),
    ...teaser(
      430,
      'Autumn in Gayle',
      '/autumn-2026.html',
      '30 September 2026',
      'Red squirrels, tup sales and the first fires of the year.',
    ),
    ...teaser(
      590,
      'Our prices for 2024',
      '/news-2024-prices.html',
      '5 January 2024',
      'Happy New Year! Our prices for 2024.',
    ),
  ],
};

export const heatherbankNewsPages: HeatherbankPage[] = [newsIndex, christmas, byre, autumn, prices2024];
