import {
  alert,
  type BaglioPage,
  block,
  button,
  cols,
  facts,
  features,
  greyBlock,
  h2,
  h3,
  iconList,
  infoBox,
  p,
  pageHeader,
  photo,
  table,
} from './baglio-zagara.layout.ts';

/** Home, breakfast, dinner and cooking class, pool and services, excursions, in English. */
export const baglioEnglishPages: BaglioPage[] = [
  {
    path: '/en',
    lang: 'en',
    title: 'Country house and B&B near Noto, Sicily',
    description:
      'Baglio delle Zagare, a country house B&B among lemon groves in Santa Venera di Noto, Sicily: 9 rooms, 2 apartments, pool, dinner and cooking class.',
    alternate: '/',
    body: [
      `<section class="home-hero d-flex align-items-center text-center text-white" style="background-image:url('https://www.baglio-zagara.test/bbsuite/media/baglio-zagare/baglio-aerea.jpg')"><div class="container"><p class="text-uppercase small mb-2">Santa Venera di Noto · Sicily</p><h1 class="display-4">Baglio delle Zagare</h1><p class="lead">A country house among lemon and almond trees, ten minutes from baroque Noto</p><a href="#bbs-search" class="btn btn-warning btn-lg">Book now</a></div></section>`,
      block(
        alert(
          '<strong>Winter 2026/27</strong> – We are open for Christmas and New Year. The Baglio is closed for the winter break from 10 January to 15 March 2027.',
        ),
        cols(
          [
            'col-md-7',
            h2('Welcome to the Baglio') +
              p(
                'The baglio was built in 1860 by Corrado’s great-grandparents around a courtyard where almonds were shelled. Corrado and Giovanna Spanò have turned it into a country house with nine rooms and two apartments, surrounded by six hectares of Femminello lemons and Pizzuta almond trees.',
                'Noto is 9 km away, the Vendicari nature reserve 12 km and the beaches of Marzamemi 20 km. In the evening, dinner is served in the courtyard.',
              ),
          ],
          [
            'col-md-5',
            facts([
              ['Rooms', '9, all with breakfast'],
              ['Apartments', '2, self-catering'],
              ['Pool', 'May to mid-October'],
              ['Distance from Noto', '9 km'],
              ['Catania airport', '95 km'],
            ]),
          ],
        ),
      ),
      greyBlock(
        features([
          [
            'bed',
            'Rooms &amp; apartments',
            '<p>Classic rooms from €95 a night with breakfast, Superior rooms with a terrace over the lemon grove, a family room and two apartments.</p>',
            '/en/rooms',
          ],
          [
            'pool',
            'A pool among the lemons',
            '<p>A saltwater pool at the end of the garden, with free sun loungers and parasols.</p>',
            '/en/pool-and-services',
          ],
          [
            'chef',
            'Dinner &amp; cooking class',
            '<p>House dinner Monday to Saturday and Giovanna’s Sicilian cooking class.</p>',
            '/en/dinner-and-cooking-class',
          ],
        ]),
        button(
          'Flying into Catania? How to get here',
          '/en/getting-here-from-catania-airport',
          'outline-primary',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/en/breakfast',
    lang: 'en',
    title: 'Breakfast',
    description:
      'Breakfast at Baglio delle Zagare: sweet and savoury, homemade citrus marmalades, served 7.30–10.30am on the veranda. Gluten-free on request.',
    alternate: '/colazione',
    crumbs: [['The Baglio', '/en/breakfast']],
    body: [
      pageHeader(
        'Breakfast',
        'Homemade marmalade, fresh ricotta and juice from our own oranges',
        'colazione-veranda.jpg',
      ),
      block(
        cols(
          [
            'col-md-6',
            p(
              'Breakfast is served on the veranda every morning, 7.30–10.30am. From November to March, when the veranda is too cool, we lay it in the old barrel room by the fireplace.',
              'It is included in all room rates. It is not included in the apartments, but can be added for €12 per person (children up to 11, €6): please book it the evening before.',
              'Leaving early for an excursion? Ask for a packed breakfast by 8pm the day before.',
            ),
          ],
          ['col-md-6', photo('tavola-colazione.jpg', 'The breakfast table with citrus marmalades')],
        ),
      ),
      greyBlock(
        h2('What’s on the table'),
        iconList([
          ['cake', 'Homemade almond cake and lemon ring cake'],
          ['croissant', 'Cornetti and Sicilian brioche'],
          ['jar', 'Lemon, bitter orange and mandarin marmalade from our trees'],
          ['cheese', 'Fresh sheep’s ricotta with orange-blossom honey'],
          ['egg', 'Eggs scrambled or fried to order'],
          ['glass', 'Fresh orange juice, almond milk, espresso and cappuccino'],
        ]),
        h3('Gluten-free, vegan, lactose-free'),
        p(
          'Gluten-free breakfast on request (a gluten-free almond cake and certified packaged products), as well as vegan or lactose-free: please tell us when you book, or at the latest the day before.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/en/dinner-and-cooking-class',
    lang: 'en',
    title: 'Dinner & cooking class',
    description:
      'House dinner Monday to Saturday at Baglio delle Zagare and Giovanna’s Sicilian cooking class on Wednesdays and Fridays.',
    alternate: '/cena-e-corso-di-cucina',
    crumbs: [['The Baglio', '/en/breakfast']],
    body: [
      pageHeader(
        'Dinner &amp; cooking class',
        'Giovanna’s cooking, with vegetables from the garden',
        'cena-cortile.jpg',
      ),
      block(
        h2('Dinner'),
        p(
          'Dinner is served Monday to Saturday at 8pm, in the courtyard in summer and indoors in winter: a four-course house menu with whatever the vegetable garden and the Marzamemi fish market have to offer. The restaurant is closed on Sundays.',
          'The four-course house menu is €38 per person, drinks extra; the children’s menu (up to 11) is €18. Please book by noon on the day.',
          'Dinner is only for guests staying at the Baglio. Vegetarian menu on request; for allergies and coeliac disease, please tell us when you book your room.',
        ),
      ),
      greyBlock(
        h2('Sicilian cooking class'),
        p(
          'Giovanna takes you to the vegetable garden to pick what you need, then you cook caponata, busiate pasta with almond pesto and cannoli together. Afterwards you sit down to lunch with what you have made and a glass of Nero d’Avola.',
        ),
        facts([
          ['When', 'Wednesdays and Fridays, 10am–1.30pm'],
          ['Price', '€75 per person, lunch and wine included'],
          ['Ages 8–14', '€40'],
          ['Group', '2 to 8 people'],
          ['Booking', 'at least 48 hours ahead'],
        ]),
        p('Non-residents are welcome to join the class.'),
      ),
    ].join('\n'),
  },
  {
    path: '/en/pool-and-services',
    lang: 'en',
    title: 'Pool & services',
    description:
      'The pool of Baglio delle Zagare and its services: e-bike hire, Catania airport transfer, laundry, free parking, EV charging, pets.',
    alternate: '/servizi',
    crumbs: [['The Baglio', '/en/breakfast']],
    body: [
      pageHeader('Pool &amp; services', 'Everything you need for an easy holiday', 'piscina-limoni.jpg'),
      block(
        h2('The pool'),
        cols(
          [
            'col-md-6',
            p(
              'The saltwater pool (12 × 6 m, 1.10 to 1.60 m deep) is at the end of the garden among the lemon trees, with free sun loungers and parasols. Pool towels are in your room.',
              'Open every day from 1 May to 15 October, 9am–7pm.',
            ),
          ],
          [
            'col-md-6',
            `<ul><li>There is no lifeguard: children under 14 must always be accompanied by an adult.</li><li>The pool is not heated.</li><li>Pets are not allowed in the pool area.</li><li>No glass by the pool.</li></ul>`,
          ],
        ),
      ),
      greyBlock(
        h2('Services'),
        iconList([
          ['wifi', 'Free Wi-Fi throughout, pool included'],
          ['parking', 'Free parking in the baglio courtyard (unattended)'],
          ['snowflake', 'Air conditioning in every room and apartment'],
          ['suitcase', 'Free luggage storage'],
        ]),
        cols(
          [
            'col-md-6',
            h3('E-bike hire') +
              p(
                'Eight e-bikes for country lanes to Noto (9 km) or Vendicari (12 km): €30 per day, €18 for half a day (4 hours), helmet and lock included. Book at reception by the evening before.',
              ) +
              h3('Airport transfer') +
              p(
                'Catania airport and back: €90 each way for a car for up to 4 people, €120 for the minivan for up to 8. Please book at least 48 hours ahead. Pick-up from Noto station or bus stop: €20 each way.',
              ),
          ],
          [
            'col-md-6',
            h3('Laundry') +
              p('Wash, dry and fold: €14 per load, back within 24 hours.') +
              h3('EV charging') +
              infoBox('plug', 'Type 2 charger, 22 kW, in the car park', '€0.45 per kWh') +
              p('Please book it at reception.'),
          ],
        ),
      ),
      block(
        h2('Pets'),
        p(
          'Small dogs (up to 10 kg) are welcome in the rooms on request, for €15 per night. Pets are not allowed in the apartments, and dogs cannot go into the breakfast room or the pool area.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/en/excursions',
    lang: 'en',
    title: 'Excursions',
    description:
      'Excursions from Baglio delle Zagare: baroque Noto, the Vendicari reserve, Marzamemi at sunset and Mount Etna with lunch at a winery. Days and prices.',
    alternate: '/escursioni',
    crumbs: [['The Baglio', '/en/breakfast']],
    body: [
      pageHeader(
        'Excursions',
        'Noto, the Vendicari coast and Etna with our local guides',
        'noto-cattedrale.jpg',
      ),
      block(
        p(
          'Our excursions are run with local guides and leave from the baglio courtyard in our minivan. Book at reception by 6pm the day before.',
        ),
        table(
          ['Excursion', 'Days', 'Departure', 'Length', 'Price per person'],
          [
            ['Baroque Noto', 'Tuesdays and Saturdays', '9.30am', '3½ hours', '€35'],
            ['Vendicari nature reserve', 'Mondays and Fridays', '8.30am', 'half day', '€30'],
            ['Marzamemi at sunset', 'Thursdays', '5.30pm', '4 hours', '€45'],
            ['Etna and winery', 'Wednesdays', '7.30am', 'full day', '€135'],
          ],
          'Excursions from April to October',
        ),
      ),
      greyBlock(
        h3('Baroque Noto'),
        p(
          'A guided walk past the Cathedral, Palazzo Nicolaci and the San Domenico steps, ending with a granita. Entrance fees not included.',
        ),
        h3('Vendicari nature reserve'),
        p(
          'A walk along the reserve’s paths to the old tuna fishery and Calamosche beach, with birdwatching at the lagoons (flamingos from October to April). Bring your swimsuit. Children under 12: €15.',
        ),
        h3('Marzamemi at sunset'),
        p('The fishing village and its square at sunset, aperitivo included.'),
        h3('Etna and winery'),
        p(
          'By 4x4 to the Silvestri craters and a lava cave, then lunch and tasting at a winery in Castiglione di Sicilia. Minimum 4 people. Not suitable for children under 6.',
        ),
        p('From November to March excursions run on request only, for groups of at least 4.'),
      ),
    ].join('\n'),
  },
];
