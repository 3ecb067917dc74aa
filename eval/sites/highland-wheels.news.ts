import {
  a,
  clear,
  gbp,
  type HighlandPage,
  h1,
  h2,
  h3,
  image,
  p,
  span,
  table,
  text,
  ul,
} from './highland-wheels.layout.ts';

/*
 * Yola has no blog here: the owners write each post as an ordinary page, the date and name typed in a grey line
 * under the title, and keep a News page of summaries by hand (the 2024 post is in no menu, only linked there).
 */

const posted = (date: string, who: string) =>
  p(span(`Posted on ${date} by ${who}`, 'font-size: 13px; color: #6b7b80;'));

const christmas: HighlandPage = {
  path: '/christmas-and-new-year-2026.php',
  title: 'Christmas &amp; New Year Opening Hours 2026 | Highland Wheels',
  description:
    'Highland Wheels opening hours over Christmas and New Year 2026, and on the Scottish bank holidays in 2027.',
  body: `${text(
    h1('Christmas &amp; New Year opening hours 2026'),
    posted('10 November 2026', 'Kirsty'),
    p(
      'The winter tyres are on and the tree is up in the office. Here&rsquo;s when the depot is open over the festive season. As always, you can drop a car in the key box at any time.',
    ),
  )}
${text(
  table(
    ['Date', 'Depot hours'],
    [
      ['Monday 30 November (St Andrew&rsquo;s Day)', '8am &ndash; 6pm, open as usual'],
      ['Thursday 24 December (Christmas Eve)', '8am &ndash; 1pm'],
      ['Friday 25 and Saturday 26 December', 'Closed'],
      ['Sunday 27 December', 'Closed, no appointments'],
      ['Monday 28 December (bank holiday)', '10am &ndash; 2pm'],
      ['Tuesday 29 and Wednesday 30 December', '8am &ndash; 6pm'],
      ['Thursday 31 December (Hogmanay)', '8am &ndash; 2pm'],
      ['Friday 1 and Saturday 2 January', 'Closed'],
      ['Sunday 3 January', 'Closed, no appointments'],
      ['Monday 4 January (bank holiday)', '10am &ndash; 2pm'],
      ['From Tuesday 5 January 2027', 'Our usual hours'],
    ],
  ),
  p('Collections on Christmas Eve must be booked by Friday 18 December.'),
  p('Our breakdown line is answered 24 hours a day right through the holidays, Christmas Day included.'),
)}
${text(
  h2('Scottish bank holidays in 2027'),
  p(
    'On the other Scottish bank holidays next year the depot opens **9am &ndash; 1pm**: Good Friday 26 March, Monday 3 May, Monday 31 May and Monday 2 August. On St Andrew&rsquo;s Day (Tuesday 30 November 2027) we&rsquo;re open as usual.',
  ),
  h2('Campervans in 2027'),
  p(
    'Our campervans are back on the road from Monday 1 March 2027, and bookings for next season are open now.',
  ),
  p('Merry Christmas and a happy Hogmanay from all of us! Kirsty, Fraser and the team'),
)}`,
};

const electric: HighlandPage = {
  path: '/electric-campervans-2027.php',
  title: 'Coming in 2027: Electric Campervans | Highland Wheels',
  description: 'Two electric VW ID. Buzz campervans join the Highland Wheels fleet in 2027.',
  body: `${text(h1('Coming in 2027: electric campervans'), posted('2 October 2026', 'Fraser'))}
${image('id-buzz-camper-preview.jpg', 'An electric VW ID. Buzz campervan conversion', 900, 450)}
${text(
  p(
    'We&rsquo;ve ordered two electric campervans: **VW ID. Buzz** conversions with 2 berths, a pop-top roof and a small kitchen. We&rsquo;re putting two fast chargers in at the depot, and we&rsquo;re working on a charging map of the North Coast 500 for our customers.',
  ),
  ul('First hires from **May 2027**', 'Sleeps 2', 'About 250 miles on a full charge'),
  h2('Can I book one?'),
  p(
    'Not yet. The vans aren&rsquo;t here yet and they&rsquo;re not available to hire. We haven&rsquo;t set the prices yet, and bookings open in February 2027. Email us if you&rsquo;d like to hear first.',
  ),
)}`,
};

const winterTyres: HighlandPage = {
  path: '/winter-tyres-2026.php',
  title: 'Winter Tyres on Every Car | Highland Wheels',
  description: 'From 1 November every Highland Wheels car runs on winter tyres.',
  body: `${text(
    h1('Winter tyres on every car'),
    posted('28 October 2026', 'Fraser'),
    p(
      'From 1 November to 31 March every car in our fleet runs on winter tyres, at no extra cost, and the Kodiaqs carry snow socks in the boot.',
    ),
    p(
      'A few tips for winter in the Highlands: check the Traffic Scotland website before you cross the A9 at Drumochter or the A835 to Ullapool, keep the tank at least half full, and carry water and a warm layer.',
    ),
  )}`,
};

const prices2024: HighlandPage = {
  path: '/our-2024-rates.php',
  title: 'Our Rates for 2024 | Highland Wheels',
  description: 'Highland Wheels car and campervan rates for 2024.',
  body: `${text(
    h1('Our rates for 2024'),
    posted('8 January 2024', 'Fraser'),
    p('Happy New Year! Here are our prices for 2024, for hires collected from 1 January.'),
    h3('Cars (per day, low season / high season)'),
    ul(
      `City car (Yaris): ${gbp('34')} / ${gbp('49')}`,
      `Compact (Golf): ${gbp('41')} / ${gbp('57')}`,
      `Estate automatic (Octavia): ${gbp('52')} / ${gbp('76')}`,
    ),
    h3('Campervans (per day, low season / high season)'),
    ul(`Wee Bothy: ${gbp('98')} / ${gbp('138')}`, `Big Glen: ${gbp('125')} / ${gbp('168')}`),
    h3('Good to know'),
    ul(
      `Drivers from 21; drivers aged 21 to 24 pay a young driver surcharge of ${gbp('12')} a day.`,
      `Inverness Airport meet &amp; greet: ${gbp('24')} each way.`,
      `Deposit: ${gbp('200')} for cars, ${gbp('600')} for campervans.`,
      `Excess Reduction Cover: ${gbp('11')} a day.`,
    ),
    h3('Winter opening'),
    p(
      'From January to March 2024 the depot is open **Monday to Saturday, 9am &ndash; 5pm**, and closed on Sundays.',
    ),
  )}`,
};

/** The News page: the owners' hand-made list of posts, newest first, each a title, a date and a line. */
const teaser = (path: string, title: string, date: string, line: string) =>
  text(
    h3(a(title, path.slice(1))),
    p(span(date, 'font-size: 13px; color: #6b7b80;')),
    p(`${line} ${a('Read more &raquo;', path.slice(1))}`),
  );

const newsIndex: HighlandPage = {
  path: '/news.php',
  title: 'News | Highland Wheels',
  description: 'News from Highland Wheels: opening hours, new vehicles and offers.',
  body: `${text(h1('News'))}
${teaser('/christmas-and-new-year-2026.php', 'Christmas &amp; New Year opening hours 2026', '10 November 2026', 'When the depot is open over the festive season, and the Scottish bank holidays in 2027.')}
${teaser('/winter-tyres-2026.php', 'Winter tyres on every car', '28 October 2026', 'From 1 November to 31 March, at no extra cost.')}
${teaser('/electric-campervans-2027.php', 'Coming in 2027: electric campervans', '2 October 2026', 'Two electric VW ID. Buzz campervans are on their way.')}
${teaser('/our-2024-rates.php', 'Our rates for 2024', '8 January 2024', 'Happy New Year! Here are our car and campervan prices for 2024.')}
${clear}`,
};

export const highlandNewsPages: HighlandPage[] = [newsIndex, christmas, winterTyres, electric, prices2024];
