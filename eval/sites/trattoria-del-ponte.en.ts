import {
  button,
  divider,
  heading,
  iconList,
  image,
  map,
  PONTE_BOOKING,
  PONTE_EMAIL,
  PONTE_PHONE_HREF,
  PONTE_PHONE_INTL,
  PONTE_ROOMS_EMAIL,
  PONTE_WHATSAPP,
  PONTE_WHATSAPP_HREF,
  type PontePage,
  priceList,
  section,
  tabs,
  text,
} from './trattoria-del-ponte.layout.ts';

/** The price widgets were copied by WPML as they were: prices keep the Italian format. */
const pizzaSizes = text(
  '<p class="ponte-formati"><span class="ponte-formato">Regular (Ø 30 cm)</span><span class="ponte-formato">Maxi for two (Ø 45 cm)</span></p>',
);

const glutenFree =
  '<p><strong>Gluten-free.</strong> In the kitchen, every pasta dish marked (GF) can be made with gluten-free pasta, cooked in a dedicated pot with separate water. The gluten-free pizza is made with a ready-made certified base and costs € 3,00 extra (regular size only), but <strong>we don’t have a separate oven</strong>: it bakes in the same wood-fired oven as the other pizzas, on a dedicated tray. For this reason the gluten-free pizza is not suitable for coeliacs; we only recommend it to people with a gluten sensitivity. Allergen details are on our <a href="/allergeni">allergen page (in Italian)</a>.</p>';

const vegan =
  '<p><strong>Vegetarian and vegan.</strong> Vegetarian dishes are marked (V), vegan ones (VG). Any pizza can be made with vegan mozzarella (+ € 1,50); the Ortolana without mozzarella is already vegan.</p>';

/** The English pages WPML holds: home, restaurant menu, pizzeria, rooms, events and contact. */
export const ponteEnglishPages: PontePage[] = [
  {
    path: '/en/',
    lang: 'en',
    id: 312,
    translation: '/',
    title: 'Trattoria and pizzeria with rooms on the Belbo river',
    description:
      'Trattoria del Ponte in Sant’Anselmo Belbo, Piedmont: Piedmontese cooking, wood-fired pizza, four guest rooms and a shop of local products by the old bridge.',
    body: `${section(
      [
        [
          heading('Trattoria &middot; Pizzeria &middot; Rooms', 'p', 'small'),
          heading('Trattoria del Ponte', 'h1', 'xxl'),
          text(
            'Family Piedmontese cooking, wood-fired pizza<br>and four guest rooms above the trattoria, next to the old bridge over the Belbo.',
          ),
          button('Book a table', PONTE_BOOKING, true),
          button('See the menu', '/en/menu'),
        ],
      ],
      { background: true },
    )}
${section([
  [
    image('2024/03/sala-ristorante.jpg', 'The dining room with the fireplace'),
    heading('The restaurant', 'h3'),
    text(
      '<p>Hand-pinched agnolotti del plin, old-style vitello tonnato, beef braised in Barbera and grandma Teresa’s bonet. From Tuesday to Friday there is also a set business lunch.</p>',
    ),
    button('Menu', '/en/menu'),
  ],
  [
    image('2024/03/forno-a-legna.jpg', 'The wood-fired pizza oven'),
    heading('The pizzeria', 'h3'),
    text(
      '<p>Slow-risen dough and a wood-fired oven. The pizzeria is open evenings only, Tuesday to Saturday. Takeaway pizza too.</p>',
    ),
    button('Our pizzas', '/en/pizzeria'),
  ],
  [
    image('2024/03/camera-nocciola.jpg', 'The Nocciola room with a river view'),
    heading('The rooms', 'h3'),
    text(
      '<p>Four rooms on the first floor, each with a private bathroom, breakfast included. One has a river view.</p>',
    ),
    button('Rooms', '/en/rooms'),
  ],
])}
${section([
  [
    heading('The riverside terrace', 'h2'),
    text(
      'From May to the end of September, weather permitting, you can eat on our terrace over the Belbo, in the shade of the plane trees: 40 seats looking onto the water.<br>Dogs are welcome on the terrace and in the garden.',
    ),
  ],
  [image('2024/06/terrazza-fiume.jpg', 'The trattoria’s terrace on the Belbo river')],
])}
${section(
  [
    [heading('Lunch', 'h3'), text('<p>Tuesday to Sunday<br>12:00 &ndash; 14:30<br>(Sunday until 15:00)</p>')],
    [heading('Dinner', 'h3'), text('<p>Tuesday to Saturday<br>19:30 &ndash; 22:00</p>')],
    [heading('Pizzeria', 'h3'), text('<p>Tuesday to Saturday, evenings only<br>19:00 &ndash; 23:00</p>')],
    [heading('Monday', 'h3'), text('<p>closed all day</p>')],
  ],
  { classes: 'elementor-hidden-mobile', anchor: 'hours' },
)}
${section(
  [
    [
      heading('Opening hours', 'h3'),
      text(
        'Lunch: Tue&ndash;Sun 12:00&ndash;14:30 (Sun until 15:00)<br>Dinner: Tue&ndash;Sat 19:30&ndash;22:00<br>Pizzeria: Tue&ndash;Sat 19:00&ndash;23:00<br>Closed on Mondays',
      ),
    ],
  ],
  { classes: 'elementor-hidden-desktop elementor-hidden-tablet' },
)}
${section([
  [
    heading('Coming up', 'h2'),
    iconList([
      ['far fa-calendar', 'Friday 17 April 2026 &ndash; Grand Piedmontese fritto misto', '/en/events'],
      [
        'far fa-calendar',
        'Thursday 21 May 2026 &ndash; Barbera evening with Cantina Ca’ dei Mori',
        '/en/events',
      ],
      ['far fa-calendar', 'Saturday 20 June 2026 &ndash; Pizza and music by the river', '/en/events'],
    ]),
    button('All events', '/en/events'),
  ],
  [
    heading('From our shop', 'h2'),
    text(
      '<p>Hazelnuts, honey, Marta’s hazelnut spread, fresh tajarin and our own Barbera: you’ll find them in the little shop by the entrance.</p>',
    ),
  ],
])}`,
  },
  {
    path: '/en/menu',
    lang: 'en',
    id: 314,
    translation: '/menu',
    title: 'Restaurant menu',
    description:
      'The menu of Trattoria del Ponte: Piedmontese starters, agnolotti del plin, mains, desserts, tasting menu, kids’ menu and business lunch.',
    body: `${section(
      [
        [
          heading('Our restaurant menu', 'h1'),
          text(
            '<p>The menu changes with the seasons: this is the menu from March 2026. Fresh pasta, bread and desserts are made here every morning.</p><p><a href="/wp-content/uploads/2026/03/menu-trattoria-del-ponte-primavera-2026.pdf">Download the menu (PDF, Italian)</a></p>',
          ),
        ],
      ],
      { background: true },
    )}
${section([
  [
    heading('Starters', 'h2'),
    priceList([
      ['Old-style vitello tonnato', '€ 12,00', 'rosé veal with tuna sauce, no mayonnaise'],
      ['Hand-chopped raw beef', '€ 13,00', 'Piedmontese Fassona beef, olive oil, lemon and salt (GF)'],
      ['Cardoon flan with fonduta cheese sauce', '€ 11,00', '(V)'],
      ['Carmagnola pepper with bagna cauda', '€ 10,00', 'July to October (GF)'],
      ['Langhe cured meats and cheeses', '€ 15,00', 'with grape mostarda and hand-rolled grissini'],
    ]),
    heading('Pasta and risotto', 'h2'),
    priceList([
      ['Agnolotti del plin with roast gravy', '€ 14,00', 'hand-pinched, filled with three meats'],
      [
        'Tajarin (40 egg yolks) with butter and sage',
        '€ 13,00',
        '(V) &ndash; with white truffle: price of the day',
      ],
      ['Potato gnocchi with Castelmagno cheese', '€ 13,50', '(V)'],
      ['Barbera and Bra sausage risotto', '€ 15,00', 'minimum 2 people (GF)'],
      ['Pasta and chickpeas with rosemary', '€ 11,50', '(VG) (GF)'],
    ]),
  ],
  [
    heading('Mains', 'h2'),
    priceList([
      ['Beef braised in Barbera with polenta', '€ 19,00', '(GF)'],
      ['Piedmontese bollito misto with green sauce', '€ 22,00', 'Thursdays only, October to March (GF)'],
      ['Rabbit in Arneis wine with roast potatoes', '€ 17,00', '(GF)'],
      ['Salmon trout with herbs', '€ 16,00', '(GF)'],
      ['Grilled tomino cheese with vegetables', '€ 11,50', '(V) (GF)'],
      ['Chickpea and vegetable balls with cannellini hummus', '€ 12,00', '(VG)'],
    ]),
    heading('Sides', 'h2'),
    priceList([['Roast potatoes, grilled vegetables or seasonal salad', '€ 5,00', '(VG) (GF)']]),
    heading('Desserts', 'h2'),
    priceList([
      ['Grandma Teresa’s bonet', '€ 6,00', 'with amaretti and cocoa'],
      ['Moscato panna cotta', '€ 5,50', '(GF)'],
      ['Hazelnut cake with zabaione', '€ 7,00', ''],
      ['Lemon sorbet', '€ 5,00', '(VG) (GF)'],
    ]),
  ],
])}
${section([
  [
    text(
      '<p>Cover charge € 2,50 per person (children up to 10 free). (V) vegetarian &middot; (VG) vegan &middot; (GF) available gluten-free. Please tell our staff about any allergy before ordering.</p>',
    ),
  ],
])}
${section([
  [
    heading('Tasting menu “From the Bridge to the Langhe”', 'h2'),
    text(
      '<p>Five courses chosen by chef Marta Rovera: vitello tonnato, cardoon flan with fonduta, agnolotti del plin, beef braised in Barbera and bonet.</p>',
    ),
    priceList([
      ['Tasting menu', '€ 48', 'per person, drinks not included'],
      ['With wine pairing (4 glasses)', '€ 70', 'per person'],
    ]),
    text('<p>Served to the whole table, minimum 2 people. At dinner it can be ordered until 21:00.</p>'),
  ],
  [
    heading('Business lunch', 'h2'),
    text(
      '<p>Tuesday to Friday at lunchtime (not on public holidays): pasta course, main course with a side, water, a glass of house wine and coffee.</p>',
    ),
    priceList([['Business lunch', '€ 16', 'changes every day']]),
    heading('Kids’ menu', 'h2'),
    text(
      '<p>For children up to 10: pasta with tomato or ragù, breaded cutlet with chips, ice cream and a soft drink or water. High chairs and a baby-changing table are available.</p>',
    ),
    priceList([['Kids’ menu', '€ 15', 'up to 10 years']]),
  ],
])}
${section([[heading('Gluten-free, vegetarian and vegan', 'h2'), text(glutenFree + vegan)]])}
${section([
  [
    heading('Wine and drinks', 'h2'),
    priceList([
      ['House wine (Barbera d’Asti)', '¼ l € 4,00 &middot; ½ l € 7,00 &middot; 1 l € 12,00', ''],
      ['Still or sparkling water 0.75 l', '€ 2,00', ''],
      ['Espresso', '€ 1,50', ''],
    ]),
    text(
      '<p>Our wine list, with more than 120 Piedmont labels, is always on the table: ask Luca for advice.</p>',
    ),
  ],
])}`,
  },
  {
    path: '/en/pizzeria',
    lang: 'en',
    id: 316,
    translation: '/pizzeria',
    title: 'Wood-fired pizzeria',
    description:
      'Wood-fired pizza at Trattoria del Ponte: evenings only, Tuesday to Saturday. Takeaway, gluten-free and vegan pizzas.',
    body: `${section(
      [
        [
          heading('The pizzeria', 'h1'),
          text(
            '<p>Davide lights the wood-fired oven at 18:30. The pizzeria is open <strong>evenings only, Tuesday to Saturday, from 19:00 to 23:00</strong> (last orders 22:30). At lunchtime, on Sundays and on Mondays the oven stays cold.</p><p>Our dough rises for 48 hours. Maxi pizzas are meant for two people.</p>',
          ),
          button('Book a table', PONTE_BOOKING, true),
        ],
      ],
      { background: true },
    )}
${section([
  [
    heading('The classics', 'h2'),
    pizzaSizes,
    priceList([
      ['Marinara', ['€ 6,00', '€ 11,00'], 'tomato, garlic, oregano, extra virgin olive oil (VG)'],
      ['Margherita', ['€ 7,00', '€ 12,50'], 'tomato, fior di latte mozzarella, basil (V)'],
      ['Diavola', ['€ 8,50', '€ 15,00'], 'tomato, fior di latte, spicy salami'],
      ['Capricciosa', ['€ 9,50', '€ 17,00'], 'tomato, fior di latte, ham, mushrooms, artichokes, olives'],
      ['Ortolana', ['€ 8,00', '€ 14,50'], 'tomato and grilled vegetables, no mozzarella (VG)'],
    ]),
  ],
  [
    heading('Our specials', 'h2'),
    pizzaSizes,
    priceList([
      [
        'Quattro formaggi',
        ['€ 10,00', '€ 18,00'],
        'fior di latte, Castelmagno, gorgonzola, Piedmont toma (V)',
      ],
      ['Del Ponte', ['€ 11,00', '€ 19,50'], 'fior di latte, raw Bra sausage, leeks, toma'],
      ['Langarola', ['€ 10,50', '€ 18,50'], 'fior di latte, porcini mushrooms, toasted hazelnuts, lardo'],
      ['Tartufata', '€ 16,00', 'fior di latte and black truffle, October to December; regular size only'],
      ['Calzone', '€ 9,00', 'tomato, fior di latte, ham; regular size only'],
    ]),
  ],
])}
${section([
  [
    heading('Extras', 'h3'),
    priceList([
      ['Gluten-free base', '+ € 3,00', 'regular size only'],
      ['Vegan mozzarella', '+ € 1,50', ''],
      ['Extra topping', 'da € 1,00 a € 2,00', ''],
    ]),
    text('<p>Cover charge € 2,50 per person, in the pizzeria too.</p>'),
  ],
  [
    heading('Takeaway pizza', 'h3'),
    text(
      `<p>Yes, you can take our pizzas home! Order by phone on <a href="${PONTE_PHONE_HREF}">${PONTE_PHONE_INTL}</a> from Tuesday to Saturday, 18:30 to 22:30, and pick them up: same prices as the menu, box included.</p><p>We do not offer home delivery and we are not on delivery apps.</p>`,
    ),
  ],
])}
${section([
  [
    heading('Saturday nights', 'h3'),
    text(
      '<p>On Saturday evenings the pizzeria has two sittings, at 19:00 and at 21:15: booking is recommended.</p>',
    ),
  ],
  [heading('Gluten-free and vegan', 'h3'), text(glutenFree + vegan)],
])}`,
  },
  {
    path: '/en/rooms',
    lang: 'en',
    id: 318,
    translation: '/camere',
    title: 'Rooms',
    description:
      'Four guest rooms above Trattoria del Ponte, each with a private bathroom and breakfast included, one with a view of the Belbo river.',
    body: `${section(
      [
        [
          heading('Rooms at the Ponte', 'h1'),
          text(
            '<p>Above the trattoria there are four rooms, renovated in 2022, each with a private bathroom, air conditioning, TV and free Wi-Fi. Breakfast, sweet and savoury, with home-made cakes, is included in the price.</p>',
          ),
        ],
      ],
      { background: true },
    )}
${section([
  [
    heading('Prices', 'h2'),
    text('<p>Price per room, per night, breakfast included.</p>'),
    priceList([
      ['Nocciola room', '€ 110', 'double bed, river view'],
      ['Barbera room', '€ 95', 'twin beds, garden view'],
      ['Moscato room', '€ 95', 'double bed, garden view'],
      ['Belbo room', ['€ 130', '€ 150'], 'family room with a double bed and bunk beds: 3 people / 4 people'],
      ['Single use', '€ 80', 'Barbera or Moscato room'],
    ]),
    text(
      '<p>Tourist tax: € 1,50 per person per night, from age 14, for a maximum of 5 nights; payable on site.</p>',
    ),
  ],
  [
    image('2024/03/camera-belbo.jpg', 'The Belbo family room'),
    heading('Half board', 'h3'),
    text(
      '<p>With half board you add dinner at the trattoria: € 30 per person per night, three courses of your choice from the menu, drinks not included. Half board is not available on Mondays, when the restaurant is closed.</p>',
    ),
  ],
])}
${section([
  [
    heading('Good to know', 'h2'),
    iconList([
      ['fas fa-key', 'Check-in from 15:00 to 20:00; later arrivals by arrangement'],
      [
        'fas fa-key',
        'On Mondays the restaurant is closed: check-in is self check-in with a key box; we send you the code on WhatsApp on the day you arrive',
      ],
      ['fas fa-door-open', 'Check-out by 10:30'],
      ['fas fa-coffee', 'Breakfast from 7:30 to 10:00, every day, Mondays included'],
      ['fas fa-stairs', 'The rooms are on the first floor, reached by stairs only: there is no lift'],
      [
        'fas fa-dog',
        'Small and medium-sized dogs are welcome, € 10 per night, please tell us when booking; they cannot be left alone in the room',
      ],
      ['far fa-calendar', 'Minimum stay of 2 nights on Saturdays in October and November (truffle season)'],
      ['fas fa-parking', 'Free private car park behind the trattoria'],
    ]),
  ],
  [
    heading('How to book', 'h2'),
    text(
      `<p>For the rooms, email <a href="mailto:${PONTE_ROOMS_EMAIL}">${PONTE_ROOMS_EMAIL}</a> or call ${PONTE_PHONE_INTL}. The “Book a table” button is for the restaurant only.</p><p>Free cancellation up to 7 days before arrival; after that, or if you don’t show up, we charge the first night.</p><p>The rooms also close for our winter holiday, from 7 to 29 January 2027.</p>`,
    ),
    button('Email us', `mailto:${PONTE_ROOMS_EMAIL}`),
  ],
])}
${section([[text('<p><small>CIR 005101-AFF-00002 &middot; CIN IT005101C2X7K9QZ3L</small></p>')]])}`,
  },
  {
    path: '/en/events',
    lang: 'en',
    id: 320,
    translation: '/eventi',
    title: 'Events and private parties',
    description:
      'Themed evenings, the White Truffle Dinner and private parties at Trattoria del Ponte: christenings, communions, birthdays, company dinners.',
    body: `${section([[heading('Events and private parties', 'h1')]], { background: true })}
${section([
  [
    heading('Themed evenings 2026', 'h2'),
    heading('Friday 17 April 2026, 8 pm', 'p', 'small'),
    heading('Grand Piedmontese fritto misto', 'h3'),
    text(
      '<p>The old-fashioned sweet and savoury fried feast, with more than fifteen tastings. € 42 per person, drinks not included.</p>',
    ),
    divider(),
    heading('Thursday 21 May 2026, 8 pm', 'p', 'small'),
    heading('Barbera evening with Cantina Ca’ dei Mori', 'h3'),
    text('<p>Four wines to taste with matching dishes, presented by the winemaker. € 38 per person.</p>'),
    divider(),
    heading('Saturday 20 June 2026, from 7:30 pm', 'p', 'small'),
    heading('Pizza and music by the river', 'h3'),
    text(
      '<p>Live music on the terrace: a pizza of your choice and a drink € 18. If it rains, we move inside.</p>',
    ),
    divider(),
    heading('Saturday 14 November 2026, 8 pm', 'p', 'small'),
    heading('White Truffle Dinner', 'h3'),
    text(
      '<p>Five courses with white Alba truffle: € 85 per person, wine pairing + € 30. Limited places (40): a deposit is required when you book.</p>',
    ),
    button('Book by phone', PONTE_PHONE_HREF),
  ],
])}
${section([
  [
    heading('Private parties and groups', 'h2'),
    text(
      '<p>Celebrate christenings, first communions, confirmations, birthdays, graduations and company dinners with us. We do not host weddings.</p>',
    ),
    iconList([
      ['fas fa-fire', 'Fireplace Room (Sala del Camino): up to 35 people, exclusively for your group'],
      ['fas fa-utensils', 'Main Room (Sala Grande): up to 80 people'],
      ['fas fa-tree', 'Garden and terrace (May&ndash;September): standing receptions for up to 120 people'],
    ]),
    text(
      '<p>No room hire fee: to have the Fireplace Room to yourselves, just choose one of our group menus, for at least 20 people. Music is allowed until 23:30.</p><p>Deposits for groups: see our <a href="/condizioni-di-prenotazione">booking terms (in Italian)</a>.</p>',
    ),
  ],
  [
    heading('Group menus', 'h2'),
    priceList([
      ['Menu Langa', '€ 36', 'starter, pasta, main with a side, dessert'],
      ['Menu Belbo', '€ 44', 'two starters, pasta, main with a side, dessert'],
      ['Menu Festa', '€ 52', 'three starters, two pasta courses, main with a side, dessert'],
    ]),
    text('<p>Water, house wine and coffee included.</p>'),
    button('Ask for a quote', `mailto:${PONTE_EMAIL}`),
  ],
])}`,
  },
  {
    path: '/en/contact',
    lang: 'en',
    id: 322,
    translation: '/contatti',
    title: 'Contact and opening hours',
    description:
      'Opening hours of Trattoria del Ponte, address, phone, WhatsApp, email, parking, payment and how to get here.',
    body: `${section([[heading('Contact and opening hours', 'h1')]], { background: true })}
${section([
  [
    heading('Find us', 'h2'),
    iconList([
      ['fas fa-map-marker-alt', 'Via del Ponte Vecchio 3, 14050 Sant’Anselmo Belbo (AT), Italy'],
      ['fas fa-phone-alt', PONTE_PHONE_INTL, PONTE_PHONE_HREF],
      ['fab fa-whatsapp', `${PONTE_WHATSAPP} (messages only)`, PONTE_WHATSAPP_HREF],
      ['far fa-envelope', PONTE_EMAIL, `mailto:${PONTE_EMAIL}`],
      ['fas fa-bed', `Rooms: ${PONTE_ROOMS_EMAIL}`, `mailto:${PONTE_ROOMS_EMAIL}`],
    ]),
    text(
      '<p>We are on the right bank of the Belbo, just after the old bridge, 30 minutes from Asti and from Alba.</p>',
    ),
  ],
  [
    heading('Opening hours', 'h2'),
    tabs([
      [
        'Restaurant',
        '<p><strong>Monday:</strong> closed (weekly closing day)<br><strong>Tuesday &ndash; Saturday:</strong> lunch 12:00&ndash;14:30, dinner 19:30&ndash;22:00<br><strong>Sunday:</strong> lunch 12:00&ndash;15:00, closed in the evening</p>',
      ],
      [
        'Pizzeria',
        '<p><strong>Tuesday &ndash; Saturday:</strong> evenings only, 19:00&ndash;23:00 (last orders 22:30)<br><strong>Sunday and Monday:</strong> closed</p>',
      ],
      ['Takeaway', '<p>Takeaway pizza: phone orders Tuesday to Saturday, 18:30&ndash;22:30.</p>'],
      [
        'Rooms and shop',
        '<p>Check-in 15:00&ndash;20:00, check-out by 10:30.<br>The shop is open during restaurant hours.</p>',
      ],
    ]),
    text(
      '<p><strong>Winter holiday:</strong> closed from 7 to 29 January 2027 (restaurant, pizzeria and rooms). In August we are always open.</p><p><strong>Public holidays:</strong> we are open at Easter, on Easter Monday, 25 April, 1 May, 2 June and 15 August. When a holiday falls on a Monday we open for lunch and close on the following Tuesday instead.</p>',
    ),
  ],
])}
${section([
  [
    heading('Parking', 'h3'),
    text(
      '<p>Free private car park behind the trattoria (20 spaces, entrance from Vicolo dei Mulini). If it is full, there is the public car park in Piazza del Mercato, 200 metres away.</p>',
    ),
  ],
  [
    heading('Payment', 'h3'),
    text(
      '<p>We accept cash, debit cards (Bancomat), Visa and Mastercard, and Satispay. We do not accept American Express or meal vouchers.</p>',
    ),
  ],
])}
${section([
  [
    heading('Getting here from the airports', 'h2'),
    text(
      '<p>There is no train station in Sant’Anselmo Belbo, so the easiest way to reach us is by car. From Turin Caselle airport it takes about 1 h 20 min; from Milan Malpensa about 2 h; from Genoa about 1 h 30 min. There is no taxi rank in the village: please book your taxi in advance.</p><p>Our staff speak English and some German.</p>',
    ),
  ],
  [map('Trattoria del Ponte, Via del Ponte Vecchio 3, Sant’Anselmo Belbo')],
])}`,
  },
];
