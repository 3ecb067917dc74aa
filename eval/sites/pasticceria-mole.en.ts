import {
  block,
  blurb,
  button,
  col,
  fullwidthHeader,
  h2,
  h3,
  MOLE_PHONE,
  MOLE_WHATSAPP,
  type MolePage,
  p,
  priceBlurb,
  row,
  section,
  table,
  text,
  toggles,
  ul,
} from './pasticceria-mole.layout.ts';

/* The English translations under /en/, and the guide for visitors to Turin, only in English. */

const home: MolePage = {
  path: '/en',
  lang: 'en',
  alternate: '/',
  title: 'Historic pastry shop and café on Via Po since 1921',
  description:
    'Pasticceria Caffè della Mole, Turin: café, bicerin, cakes to order, panettone and gianduiotti since 1921.',
  body: [
    fullwidthHeader(
      'Pasticceria Caffè della Mole',
      'Under the arcades of Via Po since 1921',
      'home-bancone.jpg',
    ),
    section(
      row(
        col(
          '1_3',
          blurb(
            'The café',
            p('Breakfast from 7.30am, our bicerin, a daily lunch menu and aperitivo with Turin vermouth.'),
          ),
          button('Discover the café', '/en/cafe'),
        ),
        col(
          '1_3',
          blurb('Cakes to order', p('Celebration cakes priced by weight: order at least 3 days ahead.')),
          button('Order a cake', '/en/cakes-to-order'),
        ),
        col(
          '1_3',
          blurb(
            'Visiting Turin?',
            p('Our short guide for visitors: how to find us, what to try and how to take our sweets home.'),
          ),
          button('Read the guide', '/en/turin-visitors-guide'),
        ),
      ),
    ),
    block(
      h2('A historic café a short walk from the Mole'),
      p(
        'Since 1921 the Bonino family has made pastries, cakes and chocolate in the workshop behind the counter at Via Po 17. Today the shop is run by Chiara and Luca Bonino, the fourth generation.',
        'We are open Tuesday to Sunday, 7.30am to 7.30pm, and closed on Mondays. Our second shop in Chieri has different hours: <a href="/en/chieri-shop">see here</a>.',
      ),
    ),
  ].join('\n'),
};

const cafe: MolePage = {
  path: '/en/cafe',
  lang: 'en',
  alternate: '/caffetteria',
  title: 'Café: breakfast, lunch and aperitivo',
  description: 'Breakfast, bicerin, lunch menu and aperitivo at Pasticceria Caffè della Mole on Via Po.',
  body: [
    fullwidthHeader('The café', 'Breakfast, lunch, aperitivo and Sunday brunch'),
    block(
      h2('Breakfast'),
      p(
        'Breakfast is served from 7.30am to 11.30am, at the counter or at a table. No bookings for breakfast: tables go first come, first served.',
      ),
    ),
    section(
      row(
        col(
          '1_3',
          priceBlurb(
            'Bicerin della Mole',
            '5.50',
            '',
            p('Coffee, dark chocolate and milk cream, in the little glass, as in 1921.'),
          ),
        ),
        col(
          '1_3',
          priceBlurb(
            'Mole breakfast',
            '8.50',
            '',
            p('A bicerin and two pastries of your choice, table service only.'),
          ),
        ),
        col(
          '1_3',
          priceBlurb('Cappuccino and croissant', '3.40', '', p('At the counter. Table service adds €1.00.')),
        ),
      ),
    ),
    block(
      h2('Lunch'),
      p(
        'Tuesday to Saturday, 12pm to 2.30pm: a daily lunch menu with a pasta or main course of the day, water, a glass of wine or a soft drink and coffee for €18. Add a dessert from the counter for €4.',
        'There is no lunch on Sundays: instead we serve brunch from 10.30am to 2.30pm, €32 per person (children aged 4 to 10 €16, under 4 free). Brunch is by booking only.',
      ),
      h2('Aperitivo'),
      p(
        'Every day we are open, 5.30pm to 7.30pm: a Turin vermouth, a glass of wine or a soft drink with savoury bites from our kitchen, €12. No bookings.',
      ),
    ),
  ].join('\n'),
};

const bookings: MolePage = {
  path: '/en/bookings',
  lang: 'en',
  alternate: '/prenotazioni',
  title: 'Tables and bookings',
  description: 'How tables and bookings work at Pasticceria Caffè della Mole.',
  body: [
    fullwidthHeader('Tables and bookings', 'When to book, and when not'),
    block(
      p(
        'The tearoom seats 40; from April to October there are 16 more seats outside under the Via Po arcades.',
      ),
      h3('Breakfast and aperitivo: no bookings'),
      p('We do not take bookings for breakfast or aperitivo.'),
      h3('Lunch'),
      p('Booking is recommended for lunch. Groups of more than 8 people by booking only.'),
      h3('Sunday brunch'),
      p('Sunday brunch is by booking only, by 12 noon on Saturday. We hold your table for 15 minutes.'),
      h3('How to book'),
      p(
        `Call ${MOLE_PHONE} during opening hours or send a WhatsApp message to ${MOLE_WHATSAPP}. We do not take bookings by email.`,
      ),
    ),
  ].join('\n'),
};

const cakes: MolePage = {
  path: '/en/cakes-to-order',
  lang: 'en',
  alternate: '/torte-su-ordinazione',
  title: 'Cakes to order',
  description: 'Celebration cakes to order: prices per kg, notice, deposit, custom writing.',
  body: [
    fullwidthHeader('Cakes to order', 'Birthdays, christenings, anniversaries', 'torte.jpg'),
    block(
      table(
        ['Cake', 'Price', 'Minimum', 'Notice'],
        [
          ['Classic cakes', '€38 per kg', '1 kg', '3 days'],
          ['No added sugar', '€42 per kg', '1 kg', '3 days'],
          ['Lactose-free', '€40 per kg', '1 kg', '3 days'],
          ['Cake design (sugar paste)', '€52 per kg', '2 kg', '7 days'],
        ],
      ),
      h2('How to order'),
      p(
        'Order in the shop, by phone or on WhatsApp at least 3 days ahead (7 days for cake design). We ask for a 30% deposit to confirm the order.',
        'Custom writing on a chocolate plaque is free (up to 30 characters). A photo printed on wafer paper costs €6.',
        'Collect your cake on Via Po or at our Chieri shop; for Chieri we need one extra day (at least 4 days’ notice). We do not deliver cakes and we do not ship fresh cakes.',
        'The Torta Margherita and the fruit tart can be made with no added sugar (sweetened with erythritol). For gluten and allergies see <a href="/en/allergies">allergies and intolerances</a>.',
      ),
    ),
  ].join('\n'),
};

const allergies: MolePage = {
  path: '/en/allergies',
  lang: 'en',
  alternate: '/allergie-e-intolleranze',
  title: 'Allergies and intolerances',
  description: 'What we can and cannot guarantee for allergies and intolerances.',
  body: [
    fullwidthHeader('Allergies and intolerances', 'What we can do, and what we cannot'),
    block(
      p(
        'Ours is an artisan workshop where wheat flour, eggs, milk, butter and above all Piedmont hazelnuts are used every day. So, honestly:',
      ),
      ul(
        '<strong>Nuts:</strong> we cannot make nut-free products; traces of hazelnuts are possible in everything we make.',
        '<strong>Coeliac disease:</strong> our Torta Tenerina has no flour, but the workshop is not gluten-free and it is not suitable for coeliacs.',
        '<strong>Lactose:</strong> lactose-free cakes to order, made with plant-based cream.',
        '<strong>Eggs:</strong> we do not make egg-free or vegan products.',
      ),
      p('The allergen list of every product in the counter is available: just ask our staff.'),
    ),
  ].join('\n'),
};

const seasonal: MolePage = {
  path: '/en/seasonal-specialities',
  lang: 'en',
  alternate: '/prodotti-stagionali',
  title: 'Seasonal specialities: panettone, colomba, gianduiotti',
  description: 'Panettone, colomba, gianduiotti and marrons glacés: prices and seasons.',
  body: [
    fullwidthHeader('Seasonal specialities', 'Our calendar of leavened cakes and chocolate'),
    block(
      h2('Panettone'),
      p(
        'Our panettone rises for 36 hours with sourdough. It is in the shop from 2 November to 6 January; online pre-orders until 18 December, for collection on Via Po or in Chieri, or shipping.',
      ),
      table(
        ['Product', 'Size', 'Price'],
        [
          ['Classic panettone', '750 g', '€28.00'],
          ['Classic panettone', '1 kg', '€36.00'],
          ['Classic panettone', '2 kg', '€52.00'],
          ['Gianduia panettone', '1 kg', '€42.00'],
          ['Marrons glacés', 'box of 12', '€29.00'],
        ],
      ),
      h2('Colomba'),
      p(
        'The classic Easter colomba (1 kg, €32.00) is in the shop from early March until Easter; online pre-orders open on 15 February.',
      ),
      h2('Gianduiotti'),
      p(
        'Our handmade gianduiotti are available all year: loose at €58 per kg, or boxed, 250 g (€14.50) or 500 g (€27.00). We do not ship chocolate from 1 June to 15 September.',
      ),
    ),
  ].join('\n'),
};

const shipping: MolePage = {
  path: '/en/shipping',
  lang: 'en',
  alternate: '/spedizioni',
  title: 'Shipping',
  description: 'Where we ship, how much it costs and when.',
  body: [
    fullwidthHeader('Shipping', 'Panettone, gianduiotti and boxed products'),
    block(
      p('We ship only the boxed products of the online shop. Cakes and fresh pastries are never shipped.'),
      table(
        ['Destination', 'Cost', 'Free from', 'Delivery'],
        [
          ['Italy', '€9.90', '€69.00', '2–3 working days'],
          ['Austria, Belgium, France, Germany, the Netherlands, Spain', '€24.00', '—', '4–6 working days'],
        ],
      ),
      p(
        'We do not ship outside these countries (for example to Switzerland, the UK or the USA). Parcels leave with BRT from Monday to Wednesday. Christmas panettone orders by 18 December.',
        'From 1 June to 15 September we do not ship chocolate or gianduiotti.',
        'The online shop itself is in Italian only: <a href="/negozio">go to the shop</a>.',
      ),
    ),
  ].join('\n'),
};

const history: MolePage = {
  path: '/en/our-history',
  lang: 'en',
  alternate: '/la-nostra-storia',
  title: 'Our history',
  description: 'Under the Via Po arcades since 1921: the history of Pasticceria Caffè della Mole.',
  body: [
    fullwidthHeader('Our history', 'Four generations under the arcades', 'storia-1921.jpg'),
    block(
      p(
        '<strong>1921</strong> – Ernesto Bonino, a pastry chef from Moncalieri, and his wife Teresa open the “Caffè Bonino” at Via Po 17. The walnut counter you still see today dates from 1921.',
        '<strong>1936</strong> – The café is renamed Caffè della Mole, and the room gets the mirrors and wood panelling that are still in place.',
        '<strong>1972</strong> – Their son Giorgio perfects the handmade gianduiotti recipe we still use.',
        '<strong>2009</strong> – Marta Bonino opens our second shop, in Chieri.',
        '<strong>Today</strong> – Chiara and Luca Bonino, the fourth generation, run the business. Since 2015 we have been one of the Locali Storici d’Italia.',
      ),
    ),
  ].join('\n'),
};

const chieri: MolePage = {
  path: '/en/chieri-shop',
  lang: 'en',
  alternate: '/negozio-di-chieri',
  title: 'Our shop in Chieri',
  description: 'Our second shop, in Chieri: address and hours.',
  body: [
    fullwidthHeader('Our shop in Chieri', 'Via Vittorio Emanuele II 42, Chieri'),
    section(
      row(
        col(
          '1_2',
          text(
            h3('Where'),
            p('Via Vittorio Emanuele II 42<br>10023 Chieri (TO)<br>Tel. 011 947 3318'),
            p('Free parking in Piazza Mazzini, 200 metres away. Step-free entrance.'),
          ),
        ),
        col(
          '1_2',
          text(
            h3('Hours'),
            table(
              ['Day', 'Hours'],
              [
                ['Monday', 'closed'],
                ['Tuesday–Saturday', '8am–1pm and 3.30pm–7.30pm'],
                ['Sunday', '8am–1pm'],
              ],
            ),
          ),
        ),
      ),
    ),
    block(
      p(
        'In Chieri you will find fresh pastries, cakes, gianduiotti and, in season, panettone and colomba. There is no café: counter service only, no tables.',
        'The Chieri shop stays open all through August, closing only on 15 August.',
        'You can collect cakes ordered at least 4 days ahead here. Cash and cards only: no Satispay and no meal vouchers in Chieri.',
      ),
    ),
  ].join('\n'),
};

const hours: MolePage = {
  path: '/en/hours-and-contact',
  lang: 'en',
  alternate: '/orari-e-contatti',
  title: 'Hours and contact',
  description: 'Via Po opening hours, summer closure, Christmas hours, payments and contact.',
  body: [
    fullwidthHeader('Hours and contact', 'Via Po 17, Turin'),
    block(
      h3('Via Po hours'),
      table(
        ['Day', 'Hours'],
        [
          ['Monday', 'closed'],
          ['Tuesday–Saturday', '7.30am–7.30pm'],
          ['Sunday', '7.30am–7.30pm'],
        ],
      ),
      p('Monday is our weekly closing day.'),
      h3('Summer closure'),
      p(
        'Via Po closes for the summer holidays in August: in 2027 from 9 to 29 August. The Chieri shop stays open.',
      ),
      h3('Christmas hours 2026'),
      table(
        ['Day', 'Hours'],
        [
          ['Mondays 7, 21 and 28 December', '7.30am–7.30pm (special opening)'],
          ['Thursday 24 December', '7.30am–6pm'],
          ['Friday 25 December', '8am–1pm (counter and order collection only)'],
          ['Saturday 26 December', 'closed'],
          ['Thursday 31 December', '7.30am–6pm'],
          ['Friday 1 January', 'closed'],
        ],
      ),
      h3('Payments'),
      p(
        'We accept cash, debit cards, Visa, Mastercard and Maestro, Apple Pay, Google Pay and Satispay. No American Express and no cheques. Meal vouchers (Edenred and Pluxee) for lunch on Via Po only.',
      ),
      h3('Contact'),
      p(
        `Phone: ${MOLE_PHONE}<br>WhatsApp: ${MOLE_WHATSAPP} (messages only)<br>Email: info@pasticceria-mole.test`,
      ),
    ),
  ].join('\n'),
};

const accessibility: MolePage = {
  path: '/en/accessibility',
  lang: 'en',
  alternate: '/accessibilita',
  title: 'Accessibility and dogs',
  description: 'Accessibility at Via Po and Chieri, dogs and children.',
  body: [
    fullwidthHeader('Accessibility and dogs', 'So there are no surprises'),
    block(
      p(
        'There is a 15 cm step at the Via Po entrance. We have a portable ramp: ring the bell next to the door and we will put it in place.',
        'The tearoom and the outdoor tables are all on the ground floor. The toilets are downstairs, down 14 steps: unfortunately we have no accessible toilet.',
        'The Chieri shop has a step-free entrance. We have two high chairs for children.',
        'Dogs on a lead are welcome inside and at the outdoor tables, and there is always a water bowl.',
      ),
    ),
  ].join('\n'),
};

const faq: MolePage = {
  path: '/en/faq',
  lang: 'en',
  alternate: '/faq',
  title: 'FAQ',
  description: 'Frequently asked questions.',
  body: [
    fullwidthHeader('FAQ', ''),
    section(
      row(
        col(
          '4_4',
          toggles([
            [
              'Can I book a table for breakfast?',
              p('No, no bookings for breakfast. Only lunch and Sunday brunch can be booked.'),
            ],
            [
              'How far ahead should I order a cake?',
              p('At least 3 days ahead, 7 days for cake design, with a 30% deposit.'),
            ],
            [
              'Do you make cakes for coeliacs?',
              p('No. The Torta Tenerina has no flour, but our workshop is not gluten-free.'),
            ],
            [
              'Do you ship abroad?',
              p('Yes, to six EU countries, for €24.00. Not to Switzerland, the UK or the USA.'),
            ],
            ['Do you sell gift vouchers?', p('Yes, in the Via Po shop, for €25, €50 or €100. Not online.')],
            ['Can I bring my dog?', p('Yes, on a lead.')],
          ]),
        ),
      ),
    ),
  ].join('\n'),
};

const guide: MolePage = {
  path: '/en/turin-visitors-guide',
  lang: 'en',
  title: 'Visiting Turin? A sweet guide for visitors',
  description: 'For visitors from abroad: finding us, what to order, and taking our sweets home.',
  body: [
    fullwidthHeader('Visiting Turin?', 'A short guide for visitors from abroad'),
    block(
      h2('Finding us'),
      p(
        'We are under the arcades of Via Po, a 5-minute walk from Piazza Castello and 8 minutes from the Mole Antonelliana. Buses 55, 56 and 61 stop at “Po”, right outside. From Porta Nuova station it is about a 20-minute walk.',
      ),
      h2('What to order'),
      p(
        'Try the bicerin: do not stir it, the three layers are meant to be sipped in order. In Turin a coffee at the counter is quicker and cheaper than at a table.',
        'Our menus are printed in Italian, English, French and German, and our staff speak English and French.',
      ),
      h2('Torino+Piemonte Card'),
      p('Show your Torino+Piemonte Card and get 10% off at the café tables (not on the online shop).'),
      h2('Taking our sweets home'),
      ul(
        'Boxed panettone and gianduiotti travel well in hand luggage.',
        'Our 200 g jar of gianduia spread is over 100 ml: pack it in your checked luggage.',
        'We vacuum-pack gianduiotti for the journey on request, free of charge.',
        'Tax-free shopping is not available.',
      ),
    ),
  ].join('\n'),
};

export const moleEnglishPages: MolePage[] = [
  home,
  cafe,
  bookings,
  cakes,
  allergies,
  seasonal,
  shipping,
  history,
  chieri,
  hours,
  accessibility,
  faq,
  guide,
];
