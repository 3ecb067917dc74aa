import { BOATS } from './kennet-wharf.boats.ts';
import {
  a,
  button,
  collection,
  embed,
  h2,
  h3,
  h4,
  hero,
  image,
  p,
  plain,
  section,
  small,
  stack,
  strong,
  tabs,
  text,
  ul,
  WHARF_BOOKING_ENGINE,
  WHARF_EMAIL,
  WHARF_PHONE,
  type WharfPage,
} from './kennet-wharf.layout.ts';

/** The 2027 seasons, as the season row of the price stacks prints them (left to right). */
const SEASONS: [name: string, dates: string][] = [
  ['Low season', '3 Apr – 21 May<br class="framer-text">25 Sep – 30 Oct'],
  ['Mid season', '22 May – 9 Jul<br class="framer-text">4 Sep – 24 Sep'],
  ['High season', '10 Jul – 3 Sep'],
];

/** Weekly prices per boat, low, mid, high: only their position in the row ties them to a season. */
const WEEKLY: Record<string, [string, string, string]> = {
  wagtail: ['£1,095', '£1,295', '£1,475'],
  kingfisher: ['£1,245', '£1,545', '£1,845'],
  heron: ['£1,495', '£1,875', '£2,195'],
  otter: ['£1,745', '£2,150', '£2,590'],
};

/** Short breaks per boat: low 3 nights, low 4 nights, mid 3 nights, mid 4 nights. */
const SHORT: Record<string, [string, string, string, string]> = {
  wagtail: ['£595', '£665', '£695', '£775'],
  kingfisher: ['£725', '£795', '£865', '£945'],
  heron: ['£845', '£925', '£995', '£1,085'],
  otter: ['£965', '£1,055', '£1,145', '£1,260'],
};

const cell = (html: string, name = 'Cell') => stack(name, text('Text', html));
const boatCell = (slug: string) => {
  const b = BOATS.find((x) => x.slug === slug)!;
  return cell(`${h4(b.name)}${small(`${b.berths} berths`)}`, 'Boat');
};

/** The weekly price "grid": a stack of rows, the first the season cards, the others a boat and three prices. */
const weeklyStack = stack(
  'Price table',
  stack(
    'Row / Seasons',
    cell('', 'Spacer'),
    ...SEASONS.map(([name, dates]) => cell(`${h4(name)}${small(dates)}`, 'Season card')),
  ),
  ...Object.entries(WEEKLY).map(([slug, prices]) =>
    stack(`Row / ${slug}`, boatCell(slug), ...prices.map((price) => cell(plain(price), 'Price'))),
  ),
);

const shortStack = stack(
  'Short break table',
  stack(
    'Row / Seasons',
    cell('', 'Spacer'),
    cell(`${h4('Low season')}${small('Fri–Mon, 3 nights')}`, 'Season card'),
    cell(`${h4('Low season')}${small('Mon–Fri, 4 nights')}`, 'Season card'),
    cell(`${h4('Mid season')}${small('Fri–Mon, 3 nights')}`, 'Season card'),
    cell(`${h4('Mid season')}${small('Mon–Fri, 4 nights')}`, 'Season card'),
  ),
  ...Object.entries(SHORT).map(([slug, prices]) =>
    stack(`Row / ${slug}`, boatCell(slug), ...prices.map((price) => cell(plain(price), 'Price'))),
  ),
);

const extra = (name: string, price: string, note: string) =>
  stack('Extra card', text('Name', h4(name)), text('Price', plain(price)), text('Note', small(note)));

const route = (name: string, stats: [string, string, string], blurb: string) =>
  stack(
    'Route card',
    text('Name', h3(name)),
    stack(
      'Stats',
      text('Distance', small(stats[0])),
      text('Locks', small(stats[1])),
      text('Time', small(stats[2])),
    ),
    text('Blurb', p(blurb)),
  );

const homeCard = (slug: string) => {
  const b = BOATS.find((x) => x.slug === slug)!;
  return `<a class="framer-Bc2Yk framer-v-1e4rq8j" data-framer-name="Boat card" href="/boats/${b.slug}">${image(b.photo, b.name, 'Photo')}${text('Name', h3(b.name))}${text('Meta', small(`${b.berths} berths · from ${b.weekFrom} a week`))}</a>`;
};

/** Home, prices, routes, day boats and the booking page. */
export const wharfPages: WharfPage[] = [
  {
    path: '/',
    title: 'Home',
    description:
      'Self-drive narrowboat holidays and day boats on the Kennet & Avon Canal from Hungerford, Berkshire. No licence needed.',
    body: [
      stack(
        'Announcement',
        text(
          'Text',
          plain(
            `${strong('Winter on the wharf:')} our holiday boats are resting until the 2027 season opens on 3 April. Day boats run on Saturdays and Sundays &ndash; ${a('/day-boats', 'see day boats')}.`,
            'rgb(250, 247, 240)',
          ),
        ),
      ),
      hero(
        'Narrowboat holidays from Hungerford',
        'Slow down on the Kennet &amp; Avon',
        'Four self-drive narrowboats for 2 to 8 people, a day boat for picnics, and the prettiest stretch of canal in the south. No licence or experience needed.',
        'hungerford-wharf-morning.jpg',
      ),
      section(
        'Intro',
        text(
          'Text',
          h2('A family boatyard since 2009'),
          p(
            'Kennet Wharf Narrowboats is a small family-run hire base on the wharf at Hungerford, a market town in West Berkshire an hour from London. We have four holiday boats and one day boat, and we look after every one of them ourselves.',
          ),
          p(
            `Set off west through the Vale of Pewsey towards Devizes, or east past Kintbury to Newbury. Our ${a('/routes', 'suggested routes')} give the miles, locks and cruising times.`,
          ),
        ),
        image('family-working-lock.jpg', 'A family working Hungerford Lock'),
      ),
      section(
        'Fleet',
        text('Heading', h2('Our boats')),
        collection('Boats', ['wagtail', 'kingfisher', 'heron', 'otter'].map(homeCard)),
        button('See all boats', '/boats', 'Secondary'),
      ),
      section(
        'Numbers',
        stack('Number', text('Figure', h2('4 mph')), text('Label', small('the speed limit: walking pace'))),
        stack('Number', text('Figure', h2('1 hour')), text('Label', small('handover and driving lesson'))),
        stack('Number', text('Figure', h2('5 min')), text('Label', small('walk from Hungerford station'))),
      ),
      section(
        'Reviews',
        text('Heading', h2('From our visitors&rsquo; book')),
        stack(
          'Quotes',
          text(
            'Quote',
            p(
              '&ldquo;We had never steered anything bigger than a car. After Tom&rsquo;s lesson we were through Hungerford Lock like old hands.&rdquo;',
            ),
            small('The Pattersons, Kingfisher, August'),
          ),
          text(
            'Quote',
            p(
              '&ldquo;Heron made it possible for my dad to come with us. The wet room was better than ours at home.&rdquo;',
            ),
            small('Sunita R., Heron, June'),
          ),
        ),
      ),
      section(
        'Call to action',
        text('Heading', h2('Ready to book 2027?')),
        text(
          'Text',
          p(`Check dates and book online, or call us on ${WHARF_PHONE}. A 25% deposit secures the boat.`),
        ),
        button('Check availability', '/book'),
      ),
    ].join(''),
  },
  {
    path: '/prices',
    title: 'Prices 2027',
    description:
      'Weekly and short-break prices for 2027 by season and boat, extras, the security deposit and fuel.',
    body: [
      hero(
        'Prices 2027',
        'Seasons and prices',
        'Per boat, not per person, VAT included. Weekly hires start on Saturdays.',
        'otter-price-header.jpg',
      ),
      section('Weekly', text('Heading', h2('A week afloat')), weeklyStack),
      section(
        'Short breaks',
        text('Heading', h2('Short breaks')),
        text(
          'Intro',
          p(
            'Weekend breaks run from Friday to Monday (3 nights) and midweek breaks from Monday to Friday (4 nights).',
          ),
        ),
        shortStack,
        text(
          'Note',
          small(
            'Short breaks are not available in high season (10 July – 3 September 2027): weekly hires only. Two-week hires get 10% off the second week.',
          ),
        ),
      ),
      section(
        'Included',
        text('Heading', h2('Included in the price')),
        text(
          'List',
          ul(
            'Bed linen, duvets, pillows, bath towels and tea towels',
            'Gas for cooking, a full water tank, and one pump-out on weekly hires',
            'Life jackets for the whole crew, children&rsquo;s sizes included',
            'Your handover and driving instruction',
            'Parking for one car at the wharf',
          ),
        ),
      ),
      section(
        'Extras',
        text('Heading', h2('Extras')),
        stack(
          'Extras row',
          extra(
            'Bicycle',
            '£35 a week · £20 a short break',
            'Per bike, adult sizes, with helmet and lock. Child seats free.',
          ),
          extra(
            'Stand-up paddleboard',
            '£60 a week · £45 a short break',
            'With pump, leash and buoyancy aid. Over-14s only.',
          ),
          extra('Dogs', '£40 per dog', 'Per hire. Up to 2 dogs, on Wagtail, Kingfisher and Otter only.'),
          extra(
            'Welcome hamper',
            '£52',
            'Bread, butter, eggs, bacon, milk, local jam and a bottle of English sparkling wine, waiting on board.',
          ),
        ),
      ),
      section(
        'Deposit and fuel',
        stack(
          'Column',
          text(
            'Deposit',
            h3('Security deposit'),
            p(
              'We take a security deposit of £300 at handover, as a pre-authorisation on a credit or debit card. It is released within 7 days of your return, less the fuel and anything lost or damaged.',
            ),
          ),
        ),
        stack(
          'Column',
          text(
            'Fuel',
            h3('Fuel'),
            p(
              'Diesel is not included in the hire price. We read the engine-hours meter at handover and on return and charge £2.60 per engine hour. A typical week uses 25 to 35 engine hours; a short break 10 to 15.',
            ),
          ),
        ),
      ),
      section(
        'Paying',
        text(
          'Text',
          h3('Paying for your holiday'),
          p(
            'A deposit of 25% of the hire price secures your boat; the balance is due 8 weeks before you set off. If you cancel more than 8 weeks before your start date we keep the 25% deposit; after that the full hire price is due unless we re-let the boat.',
          ),
        ),
        button('Check availability', '/book'),
      ),
    ].join(''),
  },
  {
    path: '/routes',
    title: 'Suggested routes',
    description:
      'Where to go from Hungerford: miles, locks and cruising times to Kintbury, Newbury, Crofton, Devizes and Bath.',
    body: [
      hero(
        'Cruising from Hungerford',
        'Suggested routes',
        'Miles, locks and honest cruising times, there and back to the wharf.',
        'vale-of-pewsey-canal.jpg',
      ),
      section(
        'Route tabs',
        tabs('Route tabs', [
          [
            'Short breaks',
            stack(
              'Routes',
              route(
                'Kintbury',
                ['3 miles', '4 locks', 'about 2 hours each way'],
                'East through Dunmill and Kintbury locks to a canalside pub and a village shop. The gentlest first trip there is.',
              ),
              route(
                'Great Bedwyn and Crofton',
                ['7 miles', '14 locks', 'about 5 hours each way'],
                'West past Froxfield and Little Bedwyn to Great Bedwyn, then up the Crofton flight to the pumping station, whose beam engines steam on summer bank holidays.',
              ),
              route(
                'Newbury',
                ['8½ miles', '11 locks', 'about 6 hours each way'],
                'East to the town centre moorings at Newbury, with shops, restaurants and the Corn Exchange. Best on a 4-night midweek break.',
              ),
            ),
          ],
          [
            'One week',
            stack(
              'Routes',
              route(
                'Pewsey Wharf',
                ['16 miles', '25 locks', 'about 10 hours each way'],
                'Over the summit at Crofton and through the Bruce Tunnel into the Vale of Pewsey. A relaxed week with time for walks.',
              ),
              route(
                'Devizes',
                ['27 miles', '30 locks', 'about 15 hours each way'],
                'Through the Vale of Pewsey and along the 15-mile lock-free pound to Devizes Wharf, at the top of the Caen Hill flight. Don&rsquo;t go down the flight on a one-week hire: you won&rsquo;t get back in time.',
              ),
            ),
          ],
          [
            'Two weeks',
            stack(
              'Routes',
              route(
                'Bradford on Avon',
                ['47 miles', '69 locks', 'about 31 hours each way'],
                'Down the 29 locks of the Caen Hill flight and on through the Avon valley to the tithe barn at Bradford on Avon.',
              ),
              route(
                'Bath',
                ['57 miles', '79 locks', 'about 38 hours each way'],
                'All the way to Bath over the Dundas and Avoncliff aqueducts. Bath is only possible on a hire of two weeks or more: you can&rsquo;t get to Bath and back in one week.',
              ),
            ),
          ],
        ]),
      ),
      section(
        'How far can we go',
        text(
          'Text',
          h2('How far can we go?'),
          p(
            'The speed limit on the canal is 4 mph, and slower past moored boats. Allow about 20 minutes for a lock. Most crews cruise 5 to 6 hours a day; our cruising times above include the locks.',
          ),
          p(
            'Please cruise in daylight only &ndash; no cruising after dark. The Caen Hill flight is open from 8am and boats must enter the bottom or top lock by 1pm to get through the flight the same day; allow 5 to 6 hours for its 29 locks.',
          ),
          p(
            'Eastwards, hire boats may go as far as Reading but not onto the River Thames. Every hire starts and ends at Hungerford: we don&rsquo;t offer one-way trips.',
          ),
        ),
      ),
    ].join(''),
  },
  {
    path: '/day-boats',
    title: 'Day boats',
    description:
      'Hire Dabchick, our day boat for up to 10 people, for a picnic on the canal. Open weekends all winter.',
    body: [
      hero(
        'Day boat hire',
        'A day on the water',
        'Dabchick takes up to 10 people for a day on the canal. No experience needed.',
        'dabchick-day-boat.jpg',
      ),
      section(
        'About Dabchick',
        text(
          'Text',
          h2('Meet Dabchick'),
          p(
            'Dabchick is a 30 ft day boat with a covered cabin, a table for ten, a kettle and a small toilet, plus a diesel heater for cold days. Head east to Kintbury for lunch at the pub (4 locks, about 2 hours each way), or west through Hungerford Marsh for a quieter picnic.',
          ),
          p(
            'We show you how to steer and work a lock before you go &ndash; it takes about 20 minutes. Fuel is included in the day price.',
          ),
        ),
        image('dabchick-cabin-table.jpg', 'The table in Dabchick’s cabin'),
      ),
      section(
        'Day boat prices',
        text('Heading', h2('Prices and times')),
        stack(
          'Price cards',
          stack(
            'Card',
            text('Season', h4('April–October')),
            text('Times', small('Every day, 10am–5pm')),
            text('Price', plain('£145 Monday–Friday')),
            text('Price', plain('£165 Saturdays, Sundays and bank holidays')),
          ),
          stack(
            'Card',
            text('Season', h4('November–March')),
            text('Times', small('Saturdays and Sundays only, 10am–4pm')),
            text('Price', plain('£135 a day')),
          ),
        ),
        text(
          'Note',
          small(
            'No day boats from 19 December 2026 to 3 January 2027: the last winter day before Christmas is Sunday 13 December, the first after it Saturday 9 January.',
          ),
        ),
      ),
      section(
        'Good to know',
        text(
          'Text',
          h3('Good to know'),
          ul(
            'Up to 10 people on board, babies and children included',
            'The person hiring the day boat must be 18 or over',
            'A refundable deposit of £100, paid by card when you collect the boat',
            'Dogs are welcome on Dabchick at no charge',
            'Bring your own picnic; barbecues are not allowed on the day boat',
            'Life jackets for everyone; children must wear them on deck',
          ),
          p(
            `Day boats are booked by phone on ${WHARF_PHONE} or by email to ${WHARF_EMAIL}, not through the online booking engine.`,
          ),
        ),
      ),
    ].join(''),
  },
  {
    path: '/book',
    title: 'Check availability and book',
    description: 'Check availability and book a Kennet Wharf narrowboat holiday online.',
    body: [
      section(
        'Booking header',
        text('Heading', h2('Check availability')),
        text(
          'Text',
          p(
            'Choose your boat and dates below to see what&rsquo;s free and book online. Bookings for the 2027 season are open.',
          ),
          small(
            `A deposit of 25% secures the boat; the balance is due 8 weeks before departure. Prefer to talk? Call ${WHARF_PHONE}. Day boats are booked by phone or email only.`,
          ),
        ),
      ),
      section(
        'Booking engine',
        embed(
          'Booking engine',
          `${WHARF_BOOKING_ENGINE}/search?currency=GBP&amp;lang=en`,
          'Kennet Wharf Narrowboats – availability and booking',
          1400,
        ),
      ),
    ].join(''),
  },
];
