import {
  content,
  cta,
  datesTable,
  faq,
  features,
  form,
  h2,
  h3,
  headline,
  hero,
  md,
  mdTable,
  type PedalandoPage,
  PP_EMAIL,
  PP_PHONE,
  PP_PHONE_HREF,
  PP_STREET,
  PP_TOWN,
  PP_WHATSAPP,
  PP_WHATSAPP_HREF,
  p,
  pricing,
  prose,
  section,
  stats,
  steps,
  tourFacts,
  ul,
} from './pedalando-in-puglia.layout.ts';
import { announcement, mapIsland, testimonials, tourTeasers } from './pedalando-in-puglia.pages.ts';
import { availabilityCalendar, DEPARTURES_2027, tourFilter } from './pedalando-in-puglia.tour.ts';

/**
 * The English pages under /en (Astro's i18n routing, `lang="en"`, hreflang pairs with the Italian pages, the
 * English menu and footer): home (with the same expired 'until 31 October' offer, no year), the tours, the three
 * day tours, the multi-day tours, private tours and groups, bike rental, a shorter FAQ and contact. The getting
 * here guide (airport transfers at €60 and €120, the station 3 km away, the ZTL, the car left in the courtyard,
 * bike boxes stored, Marco's German and Giulia's French, tipping) is only in English; the shop, the about page, the
 * booking conditions, the full FAQ, the news and the legal pages are only in Italian. Prices are written '€95' and
 * '€1,190', times '9am' and '4.30pm'.
 */

const enHome: PedalandoPage = {
  path: '/en',
  lang: 'en',
  alternate: '/',
  title: 'Home',
  description:
    'Pedalando in Puglia, Ostuni: guided and self-guided e-bike and road bike tours through the Itria Valley, trulli, masserie and Salento, bike rental by the day and multi-day tours with luggage transfer.',
  announcement: announcement('en'),
  body: `${hero({
    tagline: 'Bike tours &amp; rental · Ostuni',
    title: 'The Itria Valley and Salento by bike',
    subtitle:
      'Guided and self-guided e-bike and road bike tours among trulli, masserie and ancient olive trees, bike rental by the day and multi-day tours with luggage transfer. We start from the centre of Ostuni.',
    actions: [
      ['Discover our tours', '/en/tours'],
      ['Rent a bike', '/en/bike-rental'],
    ],
    image: ['ostuni-citta-bianca-bici', 'Two riders on e-bikes below the white town of Ostuni'],
  })}${section(
    `${headline('Why ride with us', { tagline: 'Pedalando in Puglia' })}${features([
      [
        'map',
        'Local guides',
        'Leo and Marco grew up between Ostuni and Cisternino and know every white road between the dry-stone walls.',
      ],
      [
        'bike',
        'E-bikes and road bikes',
        '32 Bosch e-bikes, 12 carbon road bikes and 10 gravel bikes, checked after every ride.',
      ],
      [
        'luggage',
        'Luggage and support',
        'On multi-day tours we move your suitcases from hotel to hotel and answer the phone every day.',
      ],
      ['users', 'Small groups', 'No more than 12 riders per guide on our day tours.'],
      [
        'olive',
        'Lunch at a masseria',
        'On the Itria Valley tour, lunch is at a fortified farmhouse, with the house wine.',
      ],
      ['truck', 'Delivery to your hotel', 'We bring the bikes to your hotel or B&amp;B, outside Ostuni too.'],
    ])}`,
  )}${section(
    `${headline('Our tours', { tagline: 'April to October' })}${tourTeasers('en', [
      'A full day with lunch at a masseria. **€95** per person, e-bike included.',
      'Half a day on the flat with a sunset aperitivo. From **€45** per person.',
      '95 km for trained cyclists. From **€75** per person.',
      '8 days self-guided from **€1,190**, or with a guide from **€1,790**.',
    ])}`,
    { bg: 'bg-blue-50 dark:bg-transparent' },
  )}${section(
    stats([
      ['2014', 'founded'],
      ['32', 'e-bikes'],
      ['9', 'routes'],
      ['4', 'people in the team'],
    ]),
  )}${section(`${headline('What our riders say', { tagline: 'Reviews' })}${testimonials('en')}`)}${section(
    content(
      `<p class="text-base text-secondary font-bold tracking-wide uppercase">New for 2027</p>${h2('The Apulian Aqueduct Cycleway in 6 days')}${p(
        'We are preparing a new guided tour along the cycleway that follows the great aqueduct, from the Itria Valley towards Salento. It starts in May 2027; prices and dates will be published in February. It cannot be booked yet.',
      )}`,
      ['ciclovia-acquedotto-ponte-canale', 'An aqueduct bridge on the cycleway'],
      true,
    ),
  )}${cta(
    'Any questions?',
    `Call us on ${PP_PHONE} or message us on WhatsApp at ${PP_WHATSAPP}. We speak English!`,
    [
      ['WhatsApp us', PP_WHATSAPP_HREF],
      ['Contact', '/en/contact'],
    ],
  )}`,
};

const enTours: PedalandoPage = {
  path: '/en/tours',
  lang: 'en',
  alternate: '/tour',
  title: 'Bike and e-bike tours',
  description:
    'All our tours: guided e-bike and road bike day tours in the Itria Valley and on the Ostuni coast, and self-guided or guided multi-day tours to Salento.',
  body: `${section(
    `${headline('Our tours in the Itria Valley and Salento', {
      level: 1,
      tagline: 'Tours',
      subtitle:
        'Guided day tours by e-bike or road bike, and multi-day tours with luggage transfer. Filter by type and pick yours.',
    })}${tourFilter('en')}`,
  )}${section(
    `${h2('When we ride')}${p(
      'Day tours have fixed departures **from April to October**, on the days shown for each tour. From November to March there are no fixed departures: day tours run on request, for at least 4 people, on the days the shop is open.',
      'text-muted mt-4',
    )}${p(
      'A group, or a tour just for you? See [private tours and groups](/en/private-tours-and-groups). Rather ride on your own? See [bike rental](/en/bike-rental).',
      'text-muted mt-4',
    )}`,
    { narrow: true, bg: 'bg-blue-50 dark:bg-transparent' },
  )}`,
};

const enItria: PedalandoPage = {
  path: '/en/tours/itria-valley-e-bike',
  lang: 'en',
  alternate: '/tour/valle-ditria-e-bike',
  title: 'The Itria Valley by e-bike: trulli and masserie',
  description:
    'A guided full-day e-bike tour from Ostuni to Cisternino and Locorotondo, among trulli, olive groves and white roads, with lunch at a masseria. €95 per person, e-bike included.',
  body: `${section(
    `${headline('The Itria Valley by e-bike: trulli and masserie', {
      level: 1,
      tagline: 'Guided day tour · E-bike',
      subtitle:
        'A day on an electric bike between dry-stone walls, trulli and olive trees, with lunch at a masseria. Our most popular tour, and easy for everyone.',
    })}${content(
      tourFacts([
        ['Duration', 'full day, from 9am to about 3.30pm'],
        ['Meeting point', 'at 8.45am at our shop, Via Giovanni XXIII 38, Ostuni'],
        ['Distance', '42 km, 450 m of climbing, on back roads and white roads'],
        ['Level', 'easy: with pedal assist you don’t need to be fit'],
        ['Departures', 'Tuesday, Thursday and Saturday, April to October'],
        ['Group', '2 to 12 people, one guide'],
        ['Minimum age', '12'],
      ]),
      ['trulli-locorotondo-ebike', 'The group on e-bikes among the trulli above Locorotondo'],
    )}`,
  )}${section(
    `${headline('The route')}${steps([
      [
        'Ostuni and the ancient olive trees',
        'We ride down from the white town through centuries-old olive groves onto the white roads.',
      ],
      ['Cisternino', 'A coffee in the square and a walk through the old town.'],
      ['Locorotondo', 'The balcony over the valley dotted with trulli.'],
      [
        'Lunch at a masseria',
        'Burrata, capocollo from Martina Franca, orecchiette with tomato sauce, dessert and the house wine.',
      ],
      ['Back to Ostuni', 'We are back at the shop at about 3.30pm.'],
    ])}`,
    { narrow: true },
  )}${section(
    `${headline('Prices')}${pricing([
      {
        title: 'With our e-bike',
        subtitle: 'Bosch trekking e-bike',
        price: '95',
        period: 'per person',
        items: [
          'Guide speaking English and Italian',
          'E-bike, helmet and bottle',
          'Lunch at a masseria with wine',
          'Third-party insurance',
        ],
        action: ['Book', '/en/contact'],
        featured: true,
      },
      {
        title: 'With your own e-bike',
        price: '70',
        period: 'per person',
        items: [
          'Guide speaking English and Italian',
          'Helmet and bottle',
          'Lunch at a masseria with wine',
          'Third-party insurance',
        ],
        action: ['Book', '/en/contact'],
      },
    ])}${prose(
      `<p>${md('**We don’t run tours for children under 12.** Teenagers from 12 to 17 ride with a parent and pay the adult price.')}</p><p>Vegetarian or gluten-free lunch on request, if you tell us by 6pm the day before.</p><p>From November to March this tour runs on request only, for at least 4 people.</p>`,
    )}`,
  )}`,
};

const enCoast: PedalandoPage = {
  path: '/en/tours/coast-and-dunes-sunset',
  lang: 'en',
  alternate: '/tour/costa-e-dune-al-tramonto',
  title: 'Coast and Dunes at sunset',
  description:
    'A guided half-day ride on the flat along the Ostuni coast, through the Dune Costiere park to Torre Canne, with a sunset aperitivo at a masseria. From €45.',
  body: `${section(
    `${headline('Coast and Dunes at sunset', {
      level: 1,
      tagline: 'Guided day tour · E-bike or hybrid',
      subtitle:
        'Half a day on the flat along the Ostuni coast: the dunes of the Dune Costiere regional park, the ancient olive trees of the plain and the Torre Canne lighthouse, with an aperitivo at a masseria at sunset.',
    })}${content(
      tourFacts([
        ['Duration', '3 hours'],
        ['Departure', '4.30pm from May to September, 3pm in April and October'],
        ['Days', 'Monday, Wednesday and Friday'],
        [
          'Meeting point',
          'our shop in Ostuni: we drive down to the sea in our minibus, bikes on the trailer (15 minutes)',
        ],
        ['Distance', '28 km, all flat'],
        ['Bike', 'e-bike or hybrid, your choice'],
        ['Minimum age', '12'],
      ]),
      ['dune-costiere-tramonto', 'Dunes and sea between Torre Canne and Torre San Leonardo'],
      true,
    )}`,
  )}${section(
    `${headline('Prices')}${pricing([
      {
        title: 'With an e-bike',
        price: '55',
        period: 'per person',
        items: [
          'Guide',
          'E-bike and helmet',
          'Minibus transfer',
          'Aperitivo with burrata, taralli and a glass of wine',
        ],
        action: ['Book', '/en/contact'],
        featured: true,
      },
      {
        title: 'With a hybrid bike',
        price: '45',
        period: 'per person',
        items: [
          'Guide',
          'Hybrid bike and helmet',
          'Minibus transfer',
          'Aperitivo with burrata, taralli and a glass of wine',
        ],
        action: ['Book', '/en/contact'],
      },
    ])}${prose('<p>Bring a windproof jacket: it gets cool by the sea after sunset. We are always back at the shop before dark.</p>')}`,
  )}`,
};

const enRoad: PedalandoPage = {
  path: '/en/tours/trulli-road-ride',
  lang: 'en',
  alternate: '/tour/giro-dei-trulli-bici-da-corsa',
  title: 'The Trulli road ride',
  description:
    'A guided road bike ride for trained cyclists: 95 km and 1,100 m from Ostuni to the Selva di Fasano, Alberobello, Locorotondo and Cisternino, with a support van.',
  body: `${section(
    `${headline('The Trulli road ride', {
      level: 1,
      tagline: 'Guided day tour · Road bike',
      subtitle:
        'For trained cyclists: 95 km and 1,100 metres of climbing from the coast to the Selva di Fasano, Alberobello, Locorotondo and Cisternino, with the support van behind you.',
    })}${content(
      tourFacts([
        ['Start', '7.30am from the shop, back around 12.30pm'],
        ['Days', 'Wednesday and Sunday, April to October'],
        [
          'Route',
          'Ostuni – Selva di Fasano – Alberobello – Locorotondo – Cisternino – Ostuni: 95 km, 1,100 m of climbing; the Selva climb is 6 km at 5% on average',
        ],
        ['Pace', 'an average of 25 km/h on the flat: not a ride for beginners'],
        ['Group', '2 to 8 riders, with a guide on a bike and the support van'],
        [
          'Bike',
          'carbon Giant TCR Advanced with Shimano Ultegra Di2, set up to your measurements; SPD-SL or Look Keo pedals free, or bring your own',
        ],
      ]),
      ['selva-fasano-bici-corsa', 'Riders climbing to the Selva di Fasano'],
    )}`,
  )}${section(
    `${headline('Prices')}${pricing([
      {
        title: 'With our road bike',
        subtitle: 'Giant TCR Advanced',
        price: '120',
        period: 'per person',
        items: [
          'Guide on a bike',
          'Support van with water, fruit and spare wheels',
          'Coffee and pasticciotto in Cisternino',
          'Photos of the ride',
        ],
        action: ['Book', '/en/contact'],
      },
      {
        title: 'With your own bike',
        price: '75',
        period: 'per person',
        items: [
          'Guide on a bike',
          'Support van with water, fruit and spare wheels',
          'Coffee and pasticciotto in Cisternino',
          'Photos of the ride',
        ],
        action: ['Book', '/en/contact'],
      },
    ])}`,
  )}`,
};

const enMultiDay: PedalandoPage = {
  path: '/en/multi-day-tours',
  lang: 'en',
  alternate: '/tour-di-piu-giorni',
  title: 'Multi-day tours',
  description:
    'Multi-day cycling tours in Puglia with luggage transfer: the Itria Valley and Salento self-guided, 8 days from €1,190, and Classic Puglia with a guide, 7 days from €1,790. 2027 dates.',
  body: `${section(
    headline('Multi-day tours', {
      level: 1,
      tagline: 'A week on the bike',
      subtitle:
        'From the Itria Valley to Salento: self-guided, with GPS tracks and your luggage waiting at the hotel, or in a group with our guide and the support van.',
    }),
  )}${section(
    `${h2('Itria Valley and Salento, self-guided', 'self-guided')}${content(
      `${p('Ride at your own pace with the GPS tracks on your phone and our road book: we take care of the rest, and every morning we move your suitcases to the next hotel.')}${tourFacts(
        [
          ['Duration', '8 days / 7 nights, 6 days of riding'],
          ['Route', 'from Ostuni to Otranto, 290 km, stages of 25 to 60 km'],
          ['Departures', 'any day from 1 April to 31 October, minimum 2 people'],
          ['Hotels', '3-star hotels and masserie, with breakfast'],
          ['Luggage', 'luggage transfer included, hotel to hotel: one suitcase per person, up to 20 kg'],
          ['Support', 'by phone and on the road, every day from 8am to 8pm'],
        ],
      )}`,
      ['lecce-piazza-duomo-bici', 'Bikes in Piazza del Duomo, Lecce'],
    )}${prose(
      mdTable(
        ['Day', 'Stage', 'km'],
        [
          ['1', 'Arrival in Ostuni, bike fitting and briefing at 5pm', '–'],
          ['2', 'Ostuni – Cisternino – Locorotondo – Alberobello', '48'],
          ['3', 'Alberobello – Martina Franca – Ceglie Messapica', '52'],
          ['4', 'Ceglie Messapica – Oria – Mesagne', '55'],
          ['5', 'Mesagne – Lecce', '60'],
          ['6', 'Lecce – Roca – Otranto', '50'],
          ['7', 'Otranto – Porto Badisco – Otranto (optional)', '25'],
          ['8', 'Departure: the transfer back to Ostuni or Brindisi airport is included', '–'],
        ],
      ),
    )}${pricing([
      {
        title: 'Self-guided',
        subtitle: '8 days / 7 nights',
        price: '1,190',
        period: 'per person sharing a double room',
        items: [
          '7 nights with breakfast',
          'Hybrid bike, helmet and panniers',
          'Daily luggage transfer',
          'GPS tracks and road book',
          'Transfer back to Ostuni or Brindisi airport',
        ],
        action: ['Ask for availability', '/en/contact'],
      },
    ])}${prose(
      `<h3>Supplements</h3>${ul(
        'Single room: **€320**',
        'E-bike instead of the hybrid: **€160** for the whole tour',
        'Extra night in Ostuni, before or after the tour: **€85** per person sharing, with breakfast',
      )}`,
    )}`,
  )}${section(
    `${h2('Classic Puglia, guided tour', 'guided')}${content(
      `${p('Seven days in a group with Marco or Leo and the support van: the best roads of the Itria Valley, the Adriatic coast and Lecce, masserie and dinners together.')}${tourFacts(
        [
          ['Duration', '7 days / 6 nights, Saturday to Friday'],
          ['Route', '260 km over 5 riding days, through the Itria Valley, the Adriatic coast and Lecce'],
          ['Group', '6 to 14 people, with a guide and the support van'],
          ['Bike', 'e-bike included (road bike on request)'],
          [
            'Included',
            '6 nights in masserie and 4-star hotels, breakfasts, 5 lunches and 4 dinners, transfer from Brindisi airport on Saturday at 2pm and back on Friday morning',
          ],
        ],
      )}`,
      ['gruppo-masseria-ulivi', 'The Classic Puglia group in front of a masseria'],
      true,
    )}${pricing([
      {
        title: 'Guided',
        subtitle: '7 days / 6 nights',
        price: '1,790',
        period: 'per person sharing a double room',
        items: [
          'Guide and support van',
          'E-bike and helmet',
          '6 nights, breakfasts, 5 lunches and 4 dinners',
          'Transfers from and to Brindisi',
        ],
        action: ['Ask for availability', '/en/contact'],
        featured: true,
      },
    ])}${prose(ul('Single room supplement: **€290**'))}<div class="mt-10">${h3('2027 dates')}${datesTable(
      ['Departure', 'Availability'],
      DEPARTURES_2027.map((d) => [d.en, d.seats <= 4 ? `Last ${d.seats} places` : 'Places available']),
    )}${p('**There are no departures in July and August**: it’s too hot to ride all day.', 'text-muted mt-4')}${availabilityCalendar('en')}</div>`,
  )}${section(
    prose(
      `<p>${md('Deposit, balance and cancellation: please read our booking conditions (in Italian), [Prenota e condizioni](/prenota), before you book.')}</p><p>${md('**New for 2027**: a 6-day guided tour along the Apulian Aqueduct Cycleway, from May 2027. It cannot be booked yet.')}</p>`,
    ),
    { narrow: true, bg: 'bg-blue-50 dark:bg-transparent' },
  )}`,
};

const enPrivate: PedalandoPage = {
  path: '/en/private-tours-and-groups',
  lang: 'en',
  alternate: '/tour-privati-e-gruppi',
  title: 'Private tours and groups',
  description:
    'Private bike tours just for you, tailor-made routes with a guide, groups of up to 30, companies and wedding guests, in the Itria Valley and on the coast.',
  body: `${section(
    `${headline('Private tours and groups', {
      level: 1,
      tagline: 'Just for you',
      subtitle: 'Your day, your pace, your route: for couples, families, friends and companies.',
    })}${features(
      [
        [
          'bike',
          'Private tours',
          'Any of our day tours can be private, just for you on the day you choose, in winter too: the tour price plus a supplement of **€150 per group** (up to 6 people).',
        ],
        [
          'map',
          'Tailor-made routes',
          'Alberobello at dawn, the Castellana caves, a ride to Polignano: we plan the day with you. A private guide is **€280** for half a day and **€450** for a full day, for groups of up to 6, bikes not included.',
        ],
        [
          'users',
          'Groups',
          '10 to 30 people (we have 32 e-bikes): **10% off** the tour price from 10 riders, and one guide for every 10 riders.',
        ],
        [
          'olive',
          'Companies and weddings',
          'Incentives, team building, wedding guests at a masseria: the ride, an aperitivo and transport, all organised by us.',
        ],
      ],
      2,
    )}`,
  )}${section(
    `${h2('Ask for a quote')}${form(
      [
        ['Name', 'name', 'text'],
        ['Email', 'email', 'email'],
        ['Phone', 'phone', 'tel'],
        ['How many are you?', 'people', 'number'],
        ['Dates', 'dates', 'text'],
        ['Message', 'message', 'textarea'],
      ],
      'I have read the [privacy policy](/privacy) and agree to the processing of my data.',
      'Send',
      'We reply within 24 hours.',
    )}`,
    { narrow: true },
  )}`,
};

const enRental: PedalandoPage = {
  path: '/en/bike-rental',
  lang: 'en',
  alternate: '/noleggio',
  title: 'Bike and e-bike rental in Ostuni',
  description:
    'E-bike, hybrid, gravel, e-MTB and carbon road bike rental in Ostuni by the half day, day or week, with delivery to your hotel. E-bikes €40 a day.',
  body: `${section(
    `${headline('Bike and e-bike rental', {
      level: 1,
      tagline: 'By the day or by the week',
      subtitle:
        'Our bikes, checked by Nico after every ride, to explore the Itria Valley and the coast on your own. Helmet, lock, repair kit and pump are always included.',
    })}${pricing([
      {
        title: 'Hybrid',
        subtitle: 'Shimano Deore, 24 gears',
        price: '18',
        period: 'per day',
        items: ['Helmet and lock', 'Rear rack', 'Repair kit and pump'],
        action: ['Book', '/en/contact'],
      },
      {
        title: 'Trekking e-bike',
        subtitle: 'Bosch Performance Line',
        price: '40',
        period: 'per day',
        items: ['Helmet and lock', 'Fully charged battery', 'Charger for rentals of several days'],
        action: ['Book', '/en/contact'],
        featured: true,
      },
      {
        title: 'Road bike',
        subtitle: 'Giant TCR Advanced, Ultegra Di2',
        price: '55',
        period: 'per day',
        items: ['Helmet', 'SPD-SL or Look Keo pedals free', 'Set up to your measurements'],
        action: ['Book', '/en/contact'],
      },
      {
        title: 'Gravel',
        subtitle: 'Shimano GRX',
        price: '45',
        period: 'per day',
        items: ['Helmet and lock', 'Frame bag', 'GPS tracks on the white roads'],
        action: ['Book', '/en/contact'],
      },
      {
        title: 'E-MTB',
        subtitle: 'Bosch Performance CX',
        price: '48',
        period: 'per day',
        items: ['Helmet and lock', 'For the trails of the Selva di Fasano', 'Repair kit and pump'],
        action: ['Book', '/en/contact'],
      },
    ])}`,
  )}${section(
    `${h2('All rates')}${prose(
      `${mdTable(
        ['Bike', 'Half day (4 hours)', '1 day', '3 days', '7 days'],
        [
          ['Hybrid', '€12', '€18', '€48', '€90'],
          ['Trekking e-bike', '€28', '€40', '€108', '€220'],
          ['E-MTB', '€32', '€48', '€130', '€260'],
          ['Gravel', '€30', '€45', '€120', '€240'],
          ['Carbon road bike', '–', '€55', '€150', '€300'],
          ['Children’s bike (20" and 24" wheels)', '€8', '€12', '€30', '€60'],
        ],
      )}<h3>Extras</h3>${ul(
        'Child seat (up to 22 kg): **€5 a day**',
        'Waterproof panniers: **€5 a day**',
        'SPD-SL or Look Keo pedals: free',
        'GPS tracks of our routes: free, on Komoot',
      )}`,
    )}`,
    { narrow: true },
  )}${section(
    features(
      [
        [
          'truck',
          'Delivery to your hotel',
          'We bring the bikes to your hotel, B&amp;B or masseria and collect them: within 15 km of Ostuni **€20 each way**, from 15 to 40 km **€40 each way**. Within 15 km delivery is free for rentals of 5 days or more.',
        ],
        [
          'check',
          'Deposit',
          'For e-bikes, e-MTBs, gravel and road bikes we take a **€150** deposit as a pre-authorisation on a credit card, released when you return the bike. For hybrids an ID document is enough.',
        ],
        [
          'users',
          'Who can rent',
          'You must be 18 to rent a bike; from 14 to 17 you can rent with a parent, who signs the contract.',
        ],
        [
          'clock',
          'Pick-up and return',
          'Pick the bikes up from opening time and bring them back by closing time, in the hours of the season (at the bottom of the page).',
        ],
      ],
      2,
    ),
  )}`,
};

const enFaq: PedalandoPage = {
  path: '/en/faq',
  lang: 'en',
  alternate: '/faq',
  title: 'FAQ',
  description:
    'Frequently asked questions: fitness, helmets, children, rain, delivery to your hotel, deposits and winter tours.',
  body: section(
    `${headline('Frequently asked questions', {
      level: 1,
      tagline: 'FAQ',
      subtitle: 'More answers in our [Italian FAQ](/faq), or [write to us](/en/contact).',
    })}${faq([
      [
        'Do I need to be fit?',
        'Not for our e-bike tours: pedal assist does most of the work and we ride at the group’s pace. The Trulli road ride is for trained cyclists.',
      ],
      [
        'Are helmets compulsory?',
        'On our tours, yes, always, even though Italian law doesn’t require one for adults. We provide it, included in the price.',
      ],
      [
        'Can children come on the tours?',
        'We don’t run tours for children under 12: the routes are long and on roads open to traffic. From 12, teenagers ride with a parent.',
        'With younger children you can rent bikes and ride on your own: we have children’s bikes and child seats (€5 a day).',
      ],
      [
        'What if it rains?',
        'If we cancel a tour because of rain or strong wind, we refund you in full or move the tour to another day, whichever you prefer.',
      ],
      [
        'Can you bring the bikes to our hotel?',
        'Yes: within 15 km of Ostuni €20 each way, from 15 to 40 km €40 each way. See [bike rental](/en/bike-rental).',
      ],
      [
        'What deposit do you take for rental bikes?',
        '€150 for e-bikes, e-MTBs, gravel and road bikes, as a pre-authorisation on a credit card. Just an ID for hybrids.',
      ],
      [
        'Do you run tours in winter?',
        'From November to March there are no fixed departures: day tours run on request, for at least 4 people.',
      ],
    ])}`,
  ),
};

const enContact: PedalandoPage = {
  path: '/en/contact',
  lang: 'en',
  alternate: '/contatti',
  title: 'Contact',
  description:
    'Contact Pedalando in Puglia in Ostuni: shop address, phone, WhatsApp, email, summer and winter opening hours and contact form.',
  body: `${section(
    `${headline('Contact', {
      level: 1,
      tagline: 'Come and see us',
      subtitle: 'Our shop is the starting point of every tour and rental.',
    })}${features(
      [
        ['pin', 'Address', `${PP_STREET}, ${PP_TOWN}`],
        ['phone', 'Phone', `[${PP_PHONE}](${PP_PHONE_HREF})`],
        ['whatsapp', 'WhatsApp', `[${PP_WHATSAPP}](${PP_WHATSAPP_HREF})`],
        ['mail', 'Email', `[${PP_EMAIL}](mailto:${PP_EMAIL})`],
      ],
      2,
    )}`,
  )}${section(
    `${h2('Shop opening hours')}${prose(
      mdTable(
        ['Season', 'Days', 'Hours'],
        [
          ['April – October', 'every day', '8.30am–1pm and 4pm–8pm'],
          ['November – March', 'Tuesday to Saturday', '9.30am–1pm and 3.30pm–6pm'],
          ['November – March', 'Sunday and Monday', 'closed'],
        ],
      ),
    )}${p('We are at Via Giovanni XXIII 38, 400 metres from Piazza della Libertà, below the old town. Practical tips for getting here are in our [guide](/en/getting-here).', 'text-muted mt-4')}${mapIsland('en')}`,
    { narrow: true },
  )}${section(
    `${h2('Write to us')}${form(
      [
        ['Name', 'name', 'text'],
        ['Email', 'email', 'email'],
        ['Phone', 'phone', 'tel'],
        [
          'I’m writing about',
          'topic',
          ['Day tours', 'Multi-day tours', 'Bike rental', 'Groups and private tours', 'Something else'],
        ],
        ['Message', 'message', 'textarea'],
      ],
      'I have read the [privacy policy](/privacy) and agree to the processing of my data.',
      'Send',
      'We reply during shop hours, usually the same day.',
    )}`,
    { narrow: true },
  )}`,
};

const enGettingHere: PedalandoPage = {
  path: '/en/getting-here',
  lang: 'en',
  title: 'Getting here and practical tips',
  description:
    'How to get to Ostuni from Brindisi and Bari airports and by train, our transfers, parking and the ZTL, bike boxes, the languages we speak, money, tipping and road rules.',
  body: `${section(
    headline('Getting here and practical tips', {
      level: 1,
      tagline: 'For visitors from abroad',
      subtitle: 'Everything we are asked by riders coming from abroad, in one page.',
    }),
  )}${section(
    prose(
      `<h2 id="by-plane">By plane</h2><p>Brindisi airport (BDS) is 40 km from Ostuni, about 35 minutes by car. Bari airport (BRI) is 80 km away, about an hour.</p><p>${md('We can pick you up in our van: **€60 from Brindisi airport** and **€120 from Bari airport**, for up to 4 people with their luggage and bike boxes. On the guided Classic Puglia tour the Brindisi transfer is included.')}</p><h2 id="by-train">By train</h2><p>Ostuni railway station is 3 km below the town, on the Bari–Lecce line: about 50 minutes from Bari and 25 from Brindisi. Taxis wait outside in summer; in winter, book one in advance. Self-guided tour guests are collected from the station free of charge on their arrival day.</p><h2 id="by-car">By car</h2><p>The old town of Ostuni is a ZTL, a limited traffic zone: don’t drive in, cameras fine you automatically. Multi-day tour guests can leave their car in our courtyard free of charge for the whole tour.</p><h2 id="your-own-bike">Flying with your own bike</h2><p>We keep your bike box free of charge while you ride, and Nico can help you put your bike together.</p><h2 id="languages">Languages</h2><p>Leo, Giulia and Marco speak English. Marco also speaks German, and Giulia speaks French. Nico, our mechanic, speaks Italian and a little English.</p><h2 id="money">Money and tipping</h2><p>Small village bars often prefer cash, so keep some euros with you. Tipping is never expected; if you were happy, 5–10% for the guide is a kind gesture.</p><h2 id="road-rules">Road rules</h2><p>In Italy helmets are not compulsory by law for adults, but they are on our tours. Ride in single file on busier roads and use lights in tunnels and after dusk.</p><h2 id="when">When to come</h2><p>The best months for cycling here are April to June and September to October. July and August are very hot: if you ride on your own then, start early.</p>`,
    ),
    { narrow: true },
  )}`,
};

export const pedalandoEnglishPages: PedalandoPage[] = [
  enHome,
  enTours,
  enItria,
  enCoast,
  enRoad,
  enMultiDay,
  enPrivate,
  enRental,
  enFaq,
  enContact,
  enGettingHere,
];
