import {
  accordion,
  alert,
  bareTable,
  button,
  col,
  feature,
  h4,
  heading,
  headTable,
  image,
  OLIVETO_EMAIL,
  OLIVETO_PHONE_INTL,
  OLIVETO_STREET,
  OLIVETO_TOWN,
  OLIVETO_WHATSAPP,
  type OlivetoPage,
  p,
  row,
  section,
  text,
  ul,
} from './campeggio-garda.layout.ts';

/* The English translations (a subset of the Italian pages, some shorter) and the day trips guide, which
 * exists only in English. */

const stay: [string, string][] = [['Stay', '/en/pitches']];
const facilities: [string, string][] = [['Facilities', '/en/facilities']];
const info: [string, string][] = [['Info', '/en/good-to-know']];

const home: OlivetoPage = {
  path: '/en',
  lang: 'en',
  alternates: { it: '/', de: '/de' },
  title: 'Campsite on Lake Garda at Lazise',
  description:
    'Camping Oliveto, a family campsite on the shore of Lake Garda at Lazise (Verona): pitches, mobile homes, swimming pool, restaurant and pizzeria, private beach.',
  body: [
    row(heading('Camping Oliveto: your holiday on the shore of Lake Garda', 'h2', 'center')),
    row(
      alert(
        `<p><strong>The campsite is closed for the winter.</strong> We reopen on Friday 26 March 2027. In winter there is nobody at reception, but we answer emails at <a href="mailto:${OLIVETO_EMAIL}">${OLIVETO_EMAIL}</a> Monday to Friday. Bookings for 2027 open on 1 December 2026.</p>`,
        'warning',
      ),
    ),
    section([
      col(
        4,
        feature(
          'campground',
          'Pitches',
          p('Standard, comfort with water and drain, premium lake view. From €16 a night.'),
        ),
        button('Pitches', '/en/pitches'),
      ),
      col(
        4,
        feature(
          'home',
          'Mobile homes',
          p('Limone bungalow, Ulivo mobile homes and the Lago Comfort for 6 people.'),
        ),
        button('Mobile homes', '/en/mobile-homes'),
      ),
      col(
        4,
        feature(
          'swimming-pool',
          'Pool & beach',
          p('Swimming pool with a children’s pool and a private beach on the lake.'),
        ),
        button('Swimming pool', '/en/swimming-pool'),
      ),
    ]),
    section([
      col(6, image('oliveto-spiaggia.jpg', 'The beach of Camping Oliveto at Lazise')),
      col(
        6,
        text(
          p(
            'Since 1972 the Bertoldi family has welcomed campers from all over Europe to this stretch of the Verona shore of the lake. The campsite has 180 pitches and 34 mobile homes and bungalows, a restaurant and pizzeria, a shop, a swimming pool and a private beach.',
            'We are a quiet, family campsite: no disco, gentle entertainment in summer and lots of space for children.',
          ),
          'A family campsite',
        ),
        button('Explore the area', '/en/day-trips'),
      ),
    ]),
  ].join('\n'),
};

const pitches: OlivetoPage = {
  path: '/en/pitches',
  lang: 'en',
  alternates: { it: '/piazzole', de: '/de/stellplaetze' },
  title: 'Pitches',
  crumbs: stay,
  description: 'Pitches for tents, caravans and motorhomes at Camping Oliveto, Lazise.',
  body: [
    row(
      text(
        p(
          'We have 180 pitches for tents, caravans and motorhomes, most of them shaded by olive and poplar trees. Every pitch has an electric hook-up (6A, CEE socket).',
        ),
      ),
    ),
    section([
      col(
        4,
        text(
          p(
            '<strong>70–80 m²</strong>',
            'In the upper part of the site, shaded by olive trees, 3–5 minutes’ walk from the beach.',
          ),
          'Standard pitch',
        ),
      ),
      col(
        4,
        text(
          p(
            '<strong>90 m², water and drain</strong>',
            'Each comfort pitch has its own drinking water tap and grey water drain. Close to the pool.',
          ),
          'Comfort pitch',
        ),
      ),
      col(
        4,
        text(
          p(
            '<strong>100 m², front row on the lake</strong>',
            'The 22 premium pitches are on the lawn right in front of the beach, with lake views, water and drain.',
          ),
          'Premium lake view pitch',
        ),
      ),
    ]),
    row(
      text(
        p(
          'The pitch price includes the pitch, one tent, caravan or motorhome and one car. People, dogs, electricity and extra cars are charged separately: see our <a href="/en/prices">2027 prices</a>.',
          'In high season (3 July to 22 August 2027) the minimum stay on pitches is 3 nights. You can choose a specific pitch when booking for €15 per stay.',
        ),
        'Prices and minimum stay',
      ),
    ),
  ].join('\n'),
};

const mobileHomes: OlivetoPage = {
  path: '/en/mobile-homes',
  lang: 'en',
  alternates: { it: '/mobile-home-e-bungalow' },
  title: 'Mobile homes & bungalows',
  crumbs: stay,
  description: 'Mobile homes and bungalows for rent at Camping Oliveto, Lazise.',
  body: [
    row(
      text(
        p(
          'All our mobile homes have air conditioning, a kitchen with gas hob and fridge, a covered veranda and a parking space. Bed linen and final cleaning are included; towels can be hired at reception for €8 per person.',
        ),
      ),
    ),
    section([
      col(
        6,
        text(
          p(
            '2 adults + 2 children · 1 double bedroom, bunk bed in the living area · 24 m²',
            'Dogs are not allowed.',
          ),
          'Limone bungalow',
        ),
      ),
      col(
        6,
        text(
          p(
            '4 people · 2 bedrooms · 28 m² · shower room · veranda',
            'In the <strong>Ulivo Pet</strong> version one dog is allowed. The <strong>Ulivo Easy</strong> is wheelchair accessible.',
          ),
          'Ulivo mobile homes',
        ),
      ),
    ]),
    section([
      col(
        6,
        text(
          p(
            '6 people · 3 bedrooms · 2 bathrooms · 36 m² · lake view veranda · dishwasher',
            'Dogs are not allowed in the Lago Comfort.',
          ),
          'Lago Comfort mobile home',
        ),
      ),
      col(
        6,
        text(
          p(
            'Check-in from 4pm to 8pm, check-out by 10am.',
            'In high season (3 July to 22 August) mobile homes and bungalows are let for a minimum of 7 nights, Saturday to Saturday. In mid season the minimum stay is 3 nights.',
          ),
          'Good to know',
        ),
      ),
    ]),
  ].join('\n'),
};

const seasons = [
  'Low season<br><small>26/03–21/05 & 06/09–03/10</small>',
  'Mid season<br><small>22/05–02/07 & 23/08–05/09</small>',
  'High season<br><small>03/07–22/08</small>',
];

const prices: OlivetoPage = {
  path: '/en/prices',
  lang: 'en',
  alternates: { it: '/prezzi', de: '/de/preise' },
  title: 'Prices 2027',
  crumbs: stay,
  description: '2027 prices of Camping Oliveto at Lazise: pitches, mobile homes and extras per night.',
  body: [
    row(
      text(
        p(
          'Prices per night, VAT included, for the 2027 season (26 March to 3 October 2027). Tourist tax not included.',
        ),
      ),
    ),
    row(
      text(
        headTable(
          ['Accommodation (per night)', ...seasons],
          [
            ['Standard pitch', '€16', '€22', '€29'],
            ['Comfort pitch (water and drain)', '€21', '€28', '€36'],
            ['Premium lake view pitch', '€28', '€37', '€48'],
            ['Limone bungalow (up to 4 people)', '€62', '€89', '€125'],
            ['Ulivo / Ulivo Easy mobile home (up to 4 people)', '€78', '€112', '€158'],
            ['Ulivo Pet mobile home (up to 4 people + 1 dog)', '€83', '€117', '€163'],
            ['Lago Comfort mobile home (up to 6 people)', '€99', '€142', '€196'],
          ],
        ),
        'Pitches and accommodation',
      ),
    ),
    row(
      text(
        bareTable([
          ['Adult (12 and over)', '€8.50', '€10.50', '€12.50'],
          ['Child 3 to 11', '€5', '€6.50', '€8'],
          ['Child under 3', 'free', 'free', 'free'],
          ['Dog', '€4', '€5', '€6'],
          ['Extra car or motorbike', '€3.50', '€4.50', '€6.50'],
          ['Electricity 6A', '€3.50', '€3.50', '€4'],
        ]),
        'Extras per night',
      ),
    ),
    row(
      text(
        ul(
          'Minimum stay in high season: 3 nights on pitches, 7 nights (Saturday to Saturday) in mobile homes and bungalows. Mid season: 3 nights in mobile homes and bungalows.',
          'Low season offer: 14 nights for the price of 12.',
          'Choice of a specific pitch: €15 per stay.',
        ),
        'Conditions',
      ),
    ),
  ].join('\n'),
};

const pool: OlivetoPage = {
  path: '/en/swimming-pool',
  lang: 'en',
  alternates: { it: '/piscina' },
  title: 'Swimming pool',
  crumbs: facilities,
  description: 'The swimming pool at Camping Oliveto: 2027 dates, opening hours and rules.',
  body: [
    row(
      text(
        p(
          'A large pool (1.10 to 1.40 m deep) and a 40 cm deep children’s pool, with a sun terrace. The pool is for campsite guests only. The pool is not heated.',
          '<strong>2027 season:</strong> from 1 May to 19 September 2027, every day from 9.30am to 7pm. Lifeguard on duty from 10am to 6pm.',
        ),
        'Two pools among the olive trees',
      ),
    ),
    row(
      text(
        ul(
          'Swim caps are compulsory for everyone (on sale at the shop).',
          'Children under 12 must be accompanied by an adult.',
          'Shower before entering the water.',
          'No glass, food or balls in the pool area.',
          'No dogs in the pool area.',
        ),
        'Pool rules',
      ),
    ),
  ].join('\n'),
};

const facilitiesPage: OlivetoPage = {
  path: '/en/facilities',
  lang: 'en',
  alternates: { it: '/servizi' },
  title: 'Restaurant, shop & services',
  crumbs: facilities,
  description: 'Restaurant and pizzeria, shop, wifi, laundry and EV charging at Camping Oliveto.',
  body: [
    section([
      col(
        6,
        text(
          p(
            'Lake cuisine and wood-fired pizza, also to take away, on the terrace under the pergola. Open to non-guests too.',
            'Open from 1 April to 26 September 2027, 12 noon–2.30pm and 6.30pm–10.30pm. Closed on Mondays in low season.',
          ),
          'La Pergola restaurant & pizzeria',
        ),
      ),
      col(
        6,
        text(
          p(
            'Fresh bread every morning, local produce and wine, beach things.',
            'Open 7.30am–12.30pm and 4pm–7.30pm; in July and August 7.30am–8pm non-stop.',
          ),
          'Shop',
        ),
      ),
    ]),
    section([
      col(
        4,
        feature(
          'wifi',
          'Wi-Fi',
          p(
            'Free wifi at reception, the restaurant bar and the pool. On pitches and in mobile homes: €3 a day or €15 a week for one device.',
          ),
        ),
      ),
      col(
        4,
        feature(
          'tshirt',
          'Laundry',
          p('Washing machine €5 per load (detergent included), dryer €4. Tokens at reception.'),
        ),
      ),
      col(
        4,
        feature(
          'charging-station',
          'EV charging',
          p(
            'Two 22 kW Type 2 charging points in the car park outside the entrance, €0.45 per kWh, paid at reception when you leave.',
          ),
        ),
      ),
    ]),
  ].join('\n'),
};

const booking: OlivetoPage = {
  path: '/en/booking',
  lang: 'en',
  alternates: { it: '/prenotazioni' },
  title: 'Booking & cancellation',
  crumbs: stay,
  description: 'How to book at Camping Oliveto: deposit, balance, cancellation and payment.',
  body: row(
    text(
      [
        p(
          'Book online on our <a href="https://booking.campeggio-garda.test/en/search">booking page</a> or by email. Bookings for the 2027 season open on 1 December 2026.',
        ),
        h4('Deposit'),
        p(
          'To confirm your booking we ask for a 30% deposit, by bank transfer or credit card within 3 days of our confirmation. The balance is paid on arrival.',
        ),
        h4('Cancellation'),
        ul(
          'Up to 30 days before arrival: deposit refunded minus €30 fees.',
          '29 to 8 days before arrival: the deposit is kept, or turned into a voucher for use by the 2028 season.',
          'From 7 days before arrival or no-show: 50% of the whole stay is due.',
          'Early departure: the whole booked stay is due.',
        ),
        h4('Payment'),
        p('Cash, debit cards, Visa, Mastercard and Maestro. We do not accept American Express or cheques.'),
      ].join(''),
      'Booking conditions',
    ),
  ),
};

const goodToKnow: OlivetoPage = {
  path: '/en/good-to-know',
  lang: 'en',
  alternates: { it: '/informazioni-utili' },
  title: 'Good to know',
  crumbs: info,
  description: 'Check-in and check-out, barrier, quiet hours, visitors and tourist tax at Camping Oliveto.',
  body: row(
    text(
      p(
        '<strong>Pitches:</strong> check-in from 12 noon, check-out by 12 noon. <strong>Mobile homes:</strong> check-in 4pm–8pm, check-out by 10am. We need ID for every guest, children included.',
        'The entrance barrier is closed from 11pm to 7am. If you come back later, leave your car in the free (unattended) car park outside and walk in through the pedestrian gate with your campsite wristband.',
        'Quiet hours: 11pm to 7am and 1.30pm to 3.30pm.',
        'Visitors: the first hour is free, after that €6 per person per day. Visitors cannot use the pool.',
        'Tourist tax (Comune di Lazise): €1 per person per night, for up to 7 nights. Under 14s are exempt.',
      ),
    ),
  ),
};

const howToGetHere: OlivetoPage = {
  path: '/en/how-to-get-here',
  lang: 'en',
  alternates: { it: '/come-arrivare', de: '/de/anreise' },
  title: 'How to get here',
  crumbs: info,
  description: 'How to reach Camping Oliveto at Lazise by car, train, bus and plane.',
  body: row(
    text(
      [
        h4('By car'),
        p(
          'A22 Brenner–Modena motorway: exit Affi – Lago di Garda Sud, then follow signs to Lazise (14 km). A4 Milan–Venice motorway: exit Peschiera del Garda (11 km).',
        ),
        h4('By train and bus'),
        p(
          'The nearest station is Peschiera del Garda. From the station take ATV bus line 483 towards Garda and get off at Lazise Fossalta, 300 m from the campsite (about 20 minutes).',
        ),
        h4('By plane'),
        p(
          'Verona Villafranca airport is 25 km away (about 30 minutes by car). A taxi costs about €65; we can book it for you.',
        ),
      ].join(''),
      'Getting here',
    ),
  ),
};

const faqEn: OlivetoPage = {
  path: '/en/faq',
  lang: 'en',
  alternates: { it: '/domande-frequenti' },
  title: 'FAQ',
  crumbs: info,
  description: 'Frequently asked questions about Camping Oliveto.',
  body: row(
    accordion([
      [
        'Do I need to book a pitch?',
        p('In low season there is almost always space. In July and August we recommend booking.'),
      ],
      [
        'Can we arrive late at night?',
        p('The barrier is closed from 11pm to 7am: leave your car in the car park outside.'),
      ],
      ['Can I bring my dog?', p('Yes, on pitches and in the Ulivo Pet mobile homes.')],
      ['Is the wifi free?', p('Only at reception, the bar and the pool; elsewhere it costs €3 a day.')],
      ['Do I need a swim cap?', p('Yes, swim caps are compulsory in the pool.')],
    ]),
  ),
};

const contact: OlivetoPage = {
  path: '/en/contact',
  lang: 'en',
  alternates: { it: '/contatti', de: '/de/kontakt' },
  title: 'Contact & reception hours',
  description: 'Contact details and reception opening hours of Camping Oliveto.',
  body: section([
    col(
      6,
      text(
        p(
          `Camping Oliveto<br>${OLIVETO_STREET}<br>${OLIVETO_TOWN}`,
          `Phone: ${OLIVETO_PHONE_INTL}<br>WhatsApp: ${OLIVETO_WHATSAPP} (messages only)<br>Email: ${OLIVETO_EMAIL}`,
        ),
        'Find us',
      ),
    ),
    col(
      6,
      text(
        headTable(
          ['Period', 'Hours'],
          [
            ['Low season (26/03–21/05 & 06/09–03/10)', '8.30am–12.30pm and 3pm–7pm'],
            ['Mid and high season (22/05–05/09)', '8am–9pm'],
          ],
        ) +
          p(
            '<strong>In winter</strong> (4 October 2026 to 25 March 2027) the campsite is closed and there is nobody at reception. We answer emails Monday to Friday, usually within 48 hours. The phone is answered again from 1 March 2027.',
          ),
        'Reception hours',
      ),
    ),
  ]),
};

const dayTrips: OlivetoPage = {
  path: '/en/day-trips',
  lang: 'en',
  title: 'Day trips from the campsite',
  crumbs: info,
  description:
    'Our guide to day trips from Camping Oliveto: Lazise, Verona, Sirmione, Gardaland, Monte Baldo.',
  body: [
    row(
      text(
        p(
          'Our guests often ask us where to go when they want a day away from the beach. Here are our family’s favourites, with the practical details we give at reception.',
        ),
        'Our favourite day trips',
        'h2',
      ),
    ),
    section([
      col(
        6,
        text(
          p(
            'The old town of Lazise is 1.6 km away: about 20 minutes’ walk along the lakeside promenade, or 8 minutes by bike. The weekly market is on Wednesday mornings, from 8am to 1pm, along the lakefront. Don’t miss the Scaliger castle walls and an ice cream on the old harbour.',
          ),
          'Lazise on foot',
        ),
      ),
      col(
        6,
        text(
          p(
            'Ferries of the Navigazione Lago di Garda leave from the Lazise pier for Bardolino, Garda and Sirmione. The crossing to Sirmione takes about 50 minutes; check the timetable at reception, as there are fewer boats in April and October.',
          ),
          'Sirmione by boat',
        ),
      ),
    ]),
    section([
      col(
        6,
        text(
          p(
            'The theme park is 9 km from the campsite, 15 minutes by car. We sell discounted one-day Gardaland tickets at reception: €42 instead of the €56 gate price.',
          ),
          'Gardaland',
        ),
      ),
      col(
        6,
        text(
          p(
            'Take ATV bus line 164 from the Lazise Fossalta stop outside our gate to Verona Porta Nuova: about 50 minutes. In summer the opera season at the Arena runs from June to early September; the last bus back leaves too early for the opera, so drive or book a taxi.',
          ),
          'Verona by bus',
        ),
      ),
    ]),
    section([
      col(
        6,
        text(
          p(
            'The Malcesine–Monte Baldo cable car climbs to 1,760 m. Malcesine is 45 km north, about one hour by car; a return ticket costs €27 for adults. Take a jumper: it is cool up there even in August.',
          ),
          'Monte Baldo',
        ),
      ),
      col(
        6,
        text(
          p(
            'The lakeside cycle path runs flat from the campsite to Peschiera del Garda, 11 km (about 45 minutes), and north to Bardolino, 6 km. Bikes and e-bikes can be hired at reception.',
          ),
          'By bike',
        ),
      ),
    ]),
  ].join('\n'),
};

export const olivetoEnglishPages: OlivetoPage[] = [
  home,
  pitches,
  mobileHomes,
  prices,
  pool,
  facilitiesPage,
  booking,
  goodToKnow,
  howToGetHere,
  faqEn,
  contact,
  dayTrips,
];
