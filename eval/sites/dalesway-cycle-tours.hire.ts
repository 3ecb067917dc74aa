import {
  a,
  buttons,
  container,
  type DalesPage,
  grid,
  h2,
  h3,
  headline,
  hero,
  iconLine,
  image,
  list,
  p,
  price,
  section,
  table,
} from './dalesway-cycle-tours.layout.ts';

/* ── Bike hire: price cards built from GenerateBlocks headlines, then tables, then a pasted Checkfront widget ── */

/** A hire card: the bike, a line about it, then each label and price as separate Headline blocks. */
const hireCard = (
  bike: string,
  about: string,
  photo: string,
  rates: [label: string, amount: string, unit?: string][],
) =>
  `${image(photo, bike)}${headline('h3', bike)}${headline('p', about, 'dw-bike-about')}${rates
    .map(
      ([label, amount, unit]) =>
        `${headline('div', label, 'dw-rate-label')}${price(amount, unit ?? '', 'dw-rate')}`,
    )
    .join('')}`;

/*
 * The booking widget Jonny pasted into a Custom HTML block from Checkfront's "Embed" page: its wrapper
 * `<div class="cf-booking-embed">` is never closed, so the deposit rules after it sit inside it.
 */
const checkfront = `<!-- Checkfront booking widget -->
<div id="book"></div>
<div class="cf-booking-embed">
<script src="//dalesway.checkfront.co.uk/lib/interface--0.js" type="text/javascript"></script>
<div id="CHECKFRONT_WIDGET_01"><p id="CHECKFRONT_LOADER" style="background: url('//dalesway.checkfront.co.uk/images/loader.gif') left center no-repeat; padding: 5px 5px 5px 20px">Searching Availability...</p></div>
<script>new DROPLET.Widget({host: 'dalesway.checkfront.co.uk', target: 'CHECKFRONT_WIDGET_01', options: 'tabs,compact', category_id: '2', provider: 'droplet'}).render();</script>
<noscript><a href="https://dalesway.checkfront.co.uk/reserve/" style="font-size: 16px">Continue to Secure Booking System &raquo;</a></noscript>
`;

const hire: DalesPage = {
  path: '/bike-hire',
  id: 52,
  title: 'E-Bike &amp; Bike Hire',
  description:
    'Hire an e-bike, road bike, gravel bike, hybrid or kids&#8217; bike in Settle by the half day, day or longer. Helmets included. Tag-alongs, child seats and trailers.',
  translation: '/it/noleggio-e-bike',
  body: `${hero('E-Bike &amp; Bike Hire', 'Electric, road, gravel, hybrid and kids&#8217; bikes by the half day, the day or longer. Helmets always included.', 'hire-shop-e-bikes-row.jpg', [['Book online', '#book']])}
${section(
  `${h2('Hire prices')}${grid(
    hireCard(
      'E-bike',
      'Cube Kathmandu Hybrid, sizes S, M and L. 50 to 70 miles on a charge.',
      'cube-e-bike-settle.jpg',
      [
        ['Half day', '40'],
        ['Full day', '65'],
        ['2 days', '120', ' / 2 days'],
        ['Each extra day', '50'],
      ],
    ),
    hireCard('Road bike', 'Ribble Endurance SL, carbon, 22 gears, sizes XS to XL.', 'road-bike-ribble.jpg', [
      ['Half day', '30'],
      ['Full day', '45'],
      ['2 days', '80', ' / 2 days'],
    ]),
    hireCard('Gravel bike', 'Genesis Croix de Fer, 40 mm tyres, sizes S to L.', 'gravel-bike-croix.jpg', [
      ['Half day', '32'],
      ['Full day', '48'],
      ['2 days', '85', ' / 2 days'],
    ]),
    hireCard(
      'Hybrid',
      'Comfortable, upright and easy: the bike for the Ribble track.',
      'hybrid-bikes-yard.jpg',
      [
        ['Half day', '20'],
        ['Full day', '30'],
      ],
    ),
  )}${h3('For the children (and the spare battery)')}${table(
    ['', 'Half day', 'Day'],
    [
      ['Kids&#8217; bike (20" or 24" wheels)', '£12', '£18'],
      ['Tag-along', '£10', '£15'],
      ['Child seat', '£5', '£8'],
      ['Trailer (up to 2 children)', '£12', '£18'],
      ['Spare e-bike battery', '&#8211;', '£12'],
    ],
  )}${p('Half days are **9am to 1pm** or **1.30pm to 5.30pm**. In winter (November to March) they&#8217;re 9am to 12.30pm or 12.30pm to 4pm, and a full day is 9am to 4pm.')}`,
  'dw-hire-prices',
)}
${section(
  `${h2('Included with every hire')}${container(
    [
      'A helmet for every rider, always included',
      'A D-lock, a pump, a spare inner tube and a multi-tool',
      'A route card with our favourite loops from Settle',
      'Front and rear lights from November to March',
      'A charger with e-bikes hired for 2 days or more',
    ]
      .map((t) => iconLine('check', t))
      .join(''),
  )}${p('Riding clip-in? Bring your own pedals and we&#8217;ll fit them for free.')}`,
)}
${section(
  `${h2('Sizes, ages and heights')}${table(
    ['Bike', 'Who it fits'],
    [
      ['E-bike', '16 and over, at least 155 cm (5ft 1in) tall'],
      ['Road bike', 'From 150 cm; riders aged 14 to 17 need a parent or guardian to sign the hire form'],
      ['Gravel bike', '16 and over, from 155 cm'],
      ['Hybrid', 'From 150 cm'],
      ['Kids&#8217; bike, 20" wheels', 'Riders 115 to 135 cm, about 6 to 9 years old'],
      ['Kids&#8217; bike, 24" wheels', 'Riders 130 to 150 cm, about 8 to 12 years old'],
      ['Tag-along', 'Children aged 4 to 8, towed behind an adult&#8217;s hybrid'],
      ['Child seat', 'From 9 months up to 22 kg'],
      ['Trailer', 'Up to 2 children aged 1 to 5, 40 kg in total'],
    ],
  )}${p(`We don&#8217;t hire e-bikes to under-16s. Riders aged 14 and 15 can ride one on our guided ${a('Malham E-Bike Explorer', '/itinerary/malham-e-bike-explorer')} with a parent.`)}`,
)}
${section(
  `${h2('Book your bikes')}${p('Book online below, or just turn up: walk-ins are welcome when we have bikes, but in July and August and on bank holidays we&#8217;re often fully booked by 10am.')}
${checkfront}
${h3('Deposits, ID and cancellations')}${list(
  'When you collect, we take a deposit as a pre-authorisation on your card: **£250 for an e-bike, £100 for a road or gravel bike, £50 for a hybrid**, and nothing for kids&#8217; bikes, tag-alongs, seats or trailers. It&#8217;s released as soon as the bike is back.',
  'We don&#8217;t take cash deposits.',
  'Bring photo ID: a driving licence or a passport.',
  'Late returns are £10 per hour.',
  'Cancel up to 24 hours before your hire starts for a full refund.',
)}`,
  'dw-booking',
)}
${section(
  `${h2('Delivery to your cottage')}${p('From April to October we deliver and collect hire bikes anywhere within 10 miles of Settle, for £20 each way (minimum 2 bikes). We can&#8217;t deliver further than 10 miles.')}
${h2('Hire shop opening hours')}${p('From 1 April to 31 October we&#8217;re open every day, 8.30am to 5.30pm.')}${p('From 1 November to 31 March we&#8217;re open Thursday to Sunday, 9am to 4pm, and closed Monday to Wednesday.')}${p(`We post our Christmas and New Year hours on our ${a('News', '/news')} page every November.`)}`,
)}`,
};

/* ── Self-guided tours: the owners' own cards (not WP Travel), then what's in and what's not ────────── */

const tourCard = (name: string, length: string, grade: string, text: string, from: string) =>
  `${headline('h3', name)}${headline('div', `${length} · ${grade}`, 'dw-tour-meta')}${headline('p', text)}${headline('div', 'from', 'dw-from')}${price(from, 'pp')}${buttons(['Enquire', '/contact'])}`;

const tours: DalesPage = {
  path: '/self-guided-tours',
  id: 58,
  title: 'Self-Guided Cycling Tours',
  description:
    'Self-guided multi-day cycling tours of the Yorkshire Dales from Settle, with B&amp;B accommodation, luggage transfer, routes and GPX files.',
  body: `${hero('Self-Guided Tours', 'We book your beds, move your bags and give you the route. You just ride.', 'self-guided-swaledale-riders.jpg')}
${section(
  `${p('Ride the Dales at your own pace. Every tour starts and finishes in Settle, and you can start any day from 1 April to 15 October.')}${grid(
    tourCard(
      'Settle–Carlisle Rail &amp; Ride',
      '3 days / 2 nights · 62 miles',
      'Easy to Moderate',
      'Take the train over the Ribblehead Viaduct to Appleby, then ride home over two days through Kirkby Stephen and Hawes.',
      '395',
    ),
    tourCard(
      'Dales Classic Loop',
      '4 days / 3 nights · 105 miles',
      'Moderate',
      'Settle to Hawes, over the Buttertubs to Swaledale and Reeth, down to Grassington in Wharfedale and home by Malham.',
      '545',
    ),
    tourCard(
      'Yorkshire Dales Grand Tour',
      '6 days / 5 nights · 185 miles',
      'Challenging',
      'Every big pass in the Dales: Fleet Moss, the Buttertubs, Tan Hill, Park Rash and the road over to Dentdale.',
      '895',
    ),
  )}${p('Prices are per person, sharing a double or twin room. Riding on your own? The single supplement is £40 per night.')}`,
)}
${section(
  `${h2('What&#8217;s included')}${container(
    [
      'Bed and breakfast in hand-picked inns and guesthouses',
      'Luggage transfer every day: one bag per person, up to 15 kg',
      'A route book, maps and GPX files for your phone or GPS',
      'A route briefing at the shop before you set off',
      'Free pick-up from Settle station on your first day',
      'Our 24-hour support line',
      'Helmet, lock and repair kit with hire bikes',
    ]
      .map((t) => iconLine('check', t))
      .join(''),
  )}
${h2('What&#8217;s not included')}${container(
  [
    'Bike hire: £25 a day for a hybrid, £45 a day for an e-bike, booked with your tour',
    'Lunches and evening meals',
    'Travel to and from Settle',
    'Travel insurance',
    'Extra bags: £10 per bag per day',
  ]
    .map((t) => iconLine('cross', t))
    .join(''),
)}`,
)}
${section(
  `${h2('When can I go?')}${p('Tours start any day from 1 April to 15 October. We don&#8217;t run self-guided tours from November to March: many of the B&amp;Bs close, and the high roads can be icy.')}
${h2('Booking')}${p(`A 25% deposit secures your tour, and the balance is due 8 weeks before you start. Our ${a('booking and weather policy', '/booking-and-weather-policy')} has the details.`)}
${h2('Parking while you ride')}${p('Station Yard behind the shop is for day customers only. If you&#8217;re leaving your car while you&#8217;re on tour, please use the Greenfoot long-stay car park (about £25 for a week).')}`,
)}
${section(
  `${headline('h2', 'Coming in 2027: the Dales Gravel Traverse')}${p(`Five days, mostly off-road, from Settle to Swaledale and back on the old lanes. It isn&#8217;t bookable yet: ${a('read more and join the list', '/news/coming-in-2027-dales-gravel-traverse')}.`)}`,
  'dw-coming-soon',
)}`,
};

export const dalesHirePages: DalesPage[] = [hire, tours];
