import {
  callout,
  columns,
  divider,
  h,
  image,
  type LasteiPage,
  p,
  pageLink,
  RL_ADDRESS,
  RL_COMPANY,
  RL_EMAIL,
  RL_MOBILE,
  RL_PHONE,
  RL_POSTAL,
  RL_VAT,
  table,
  toggle,
  ul,
} from './rifugio-lastei.layout.ts';

/**
 * The English pages, Notion subpages of an 'English' page under the home page (so Super prints breadcrumbs and
 * keeps its one Italian navbar on them): the English home (the same expired early-booking callout, 'until 31
 * October!'), the hut, prices, restaurant, getting to the hut, winter, booking, events, a shorter FAQ (no
 * camping answer) and contact, translated by Elisa with '€62' and '7pm' where the Italian pages write '€ 62' and
 * '19:00'; and the English-only guide for international guests (airports, train and bus, the €110 taxi from
 * Trento, who speaks English and German, the nearest cash machine, leaving a suitcase in the family's garage in
 * Ronchi, plugs, rescue insurance, dinner at 7pm sharp, tipping).
 */

const EN: [string, string][] = [['Rifugio Lastei · 2.240 m', '/']];
const EN_SUB: [string, string][] = [
  ['Rifugio Lastei · 2.240 m', '/'],
  ['Rifugio Lastei – English', '/en'],
];

const back = () => `${divider()}${p('← [English home](/en) · [Versione italiana](/)')}`;

const home: LasteiPage = {
  path: '/en',
  lang: 'en',
  title: 'Rifugio Lastei – English',
  icon: '🇬🇧',
  cover: 'rifugio-lastei-tramonto-cima',
  description:
    'Rifugio Lastei, a mountain hut at 2,240 m in the Dolomites of Trentino: dormitories and private rooms, half board, lunch for everyone. Summer and winter weekends.',
  parents: EN,
  body: [
    callout('🇮🇹', 'gray-light', 'Questa è la pagina inglese. [Versione italiana](/)'),
    callout(
      '🎉',
      'yellow-light',
      '**Early booking: 10% off until 31 October!** Book your summer at Rifugio Lastei now: 10% off half board for stays of at least 2 nights. Quote the code **LASTEI10** in your booking email.',
    ),
    p(
      'Welcome to **Rifugio Lastei**, a mountain hut at {green|**2,240 m**} below the walls of Cima Lastei, above the Val di Ronchi in the Dolomites of Trentino, Italy. The hut belongs to the SAT, the Trentino section of the Italian Alpine Club (CAI), and has been run by the Zanol family since 2009.',
    ),
    callout(
      '❄️',
      'blue-light',
      `**The hut is closed right now.** Our 2026 summer season ended on 27 September. Winter weekends start on 13 February 2027. Out of season, call us on the mobile **${RL_MOBILE}**.`,
    ),
    columns([
      `${h(3, '☀️ Summer 2027')}${p('Open every day **from 19 June to 26 September 2027**.')}${p('Half board from **€62** per person (CAI members). [All prices](/en/prices)')}`,
      `${h(3, '❄️ Winter 2027')}${p('Ski touring and snowshoeing: open on Saturdays and Sundays from 13 February to 11 April 2027.')}${p('[Winter information](/en/winter)')}`,
    ]),
    h(2, 'The hut at a glance'),
    ul(
      '38 beds: 4 dormitories and 3 private rooms',
      'Lunch for everyone; dinner and breakfast for overnight guests',
      'Reached on foot only: 2 hours 15 minutes from the Malga Prà del Lago car park on path 341',
      'A cableway carries your luggage up',
      'Lower prices for members of the CAI and other alpine clubs',
    ),
    h(2, 'Pages in English'),
    pageLink('🛖', 'The hut', '/en/the-hut'),
    pageLink('💶', 'Prices 2027', '/en/prices'),
    pageLink('🍲', 'Restaurant and lunch menu', '/en/restaurant'),
    pageLink('🥾', 'Getting to the hut', '/en/getting-to-the-hut'),
    pageLink('🌍', 'Getting here for international guests', '/en/international-guests'),
    pageLink('❄️', 'Winter: ski touring and snowshoeing', '/en/winter'),
    pageLink('📅', 'Booking', '/en/booking'),
    pageLink('🎻', 'Events 2027', '/en/events'),
    pageLink('❓', 'FAQ', '/en/faq'),
    pageLink('✉️', 'Contact', '/en/contact'),
    p('_Our blog and the hut rules are only in Italian._'),
  ].join(''),
};

const theHut: LasteiPage = {
  path: '/en/the-hut',
  lang: 'en',
  title: 'The hut',
  icon: '🛖',
  cover: 'rifugio-lastei-camerata-cima',
  description:
    'Dormitories and rooms, showers, water, Wi-Fi, mobile signal, dogs and payments at Rifugio Lastei.',
  parents: EN_SUB,
  body: [
    p(
      'Rifugio Lastei belongs to the **SAT** (Società degli Alpinisti Tridentini, the Trentino section of the CAI), Valfonda branch. The Zanol family has run it since 2009: Gianni in the dining room and at the cableway, Marta and Luca in the kitchen, Elisa on bookings.',
    ),
    h(2, 'Where you sleep'),
    table(
      [
        ['**Name**', '**Type**', '**Beds**'],
        ['Cima', 'dormitory', '10'],
        ['Forcella', 'dormitory', '8'],
        ['Malga', 'dormitory', '6'],
        ['Baita', 'dormitory', '6'],
        ['Larice', 'double room (dogs allowed)', '2'],
        ['Cirmolo', 'twin room', '2'],
        ['Genziana', 'family room', '4'],
      ],
      { header: true },
    ),
    p(
      '**38 beds** in all. In the dormitories a {red|**sleeping bag liner is compulsory**} (blankets and pillows are provided); the private rooms have sheets and pillowcases. Bathrooms are shared, one on each floor.',
    ),
    h(2, 'Showers and water'),
    p(
      'There are 2 hot showers: a token costs **€5** and lasts 4 minutes. The showers are open **from 3pm to 7pm**; after 7pm the showers are closed, so that the kitchen has hot water.',
    ),
    p(
      '{red|**The tap water is not drinkable**}: it comes from the tank where we collect melted snow. The bar sells bottled water and filtered water for your bottle at €1 a litre.',
    ),
    callout(
      '🌞',
      'green-light',
      '**Coming in summer 2027:** a new shower block with 4 showers and water heated by solar panels. Work starts in spring; the 2027 token price has not been decided yet.',
    ),
    h(2, 'Mobile signal, Wi-Fi and power'),
    ul(
      '**Mobile signal:** there is no signal inside the hut. On the terrace TIM sometimes works, weakly; other networks don’t.',
      '**Wi-Fi:** free for overnight guests from 6pm to 10pm, via satellite; ask for the password at the bar. Fine for messages and the weather, not for video calls.',
      '**Charging your phone:** at the charging station at the bar, free of charge. There are no sockets in the dormitories.',
      'Our power comes from solar panels and a small generator: please, no hair dryers.',
    ),
    h(2, 'Dogs'),
    p(
      'Dogs are welcome on the terrace and in the dining room on a lead. {red|Dogs are not allowed in the dormitories.} If you want to sleep with your dog, book the **Larice** room (€10 a night extra).',
    ),
    h(2, 'Payments'),
    p(
      'At the hut you can pay in cash or by card (debit cards, Visa, Mastercard). **We don’t accept American Express** or cheques. The card reader works via satellite and sometimes fails, so bring some cash too: there is no cash machine up here.',
    ),
    h(2, 'Summer opening hours'),
    table([
      ['**Bar**', '7am–9.30pm'],
      ['**Lunch** (open to everyone)', '12 noon–2.30pm'],
      ['**Dinner** for overnight guests', '7pm'],
      ['**Breakfast**', '7am–8.30am'],
      ['**Showers**', '3pm–7pm'],
    ]),
    back(),
  ].join(''),
};

const prices: LasteiPage = {
  path: '/en/prices',
  lang: 'en',
  title: 'Prices 2027',
  icon: '💶',
  description:
    'Rifugio Lastei prices for 2027: half board, bed only, breakfast, packed lunch, showers, children, groups.',
  parents: EN_SUB,
  body: [
    p(
      'Prices are **per person per night**, for summer 2027 and the 2027 winter weekends. Member prices apply to members of the CAI and SAT and of foreign alpine clubs with reciprocal rights: show your card on arrival.',
    ),
    h(2, 'Half board and bed only'),
    table(
      [
        ['', 'CAI members', 'Non-members'],
        ['Half board in a dormitory', '{green|**€62**}', '€74'],
        ['Half board in a private room', '{green|**€72**}', '€84'],
        ['Bed only in a dormitory', '€24', '€34'],
        ['Bed only in a private room', '€34', '€44'],
      ],
      { header: true, firstColumn: true },
    ),
    p(
      'Half board means **dinner at 7pm** (first course, main course with a side and dessert), the night and breakfast. Drinks are extra.',
    ),
    h(2, 'Extras'),
    table([
      ['Breakfast (without half board)', '€12'],
      ['Packed lunch (order by 9pm the evening before)', '€11'],
      ['Shower token (4 minutes)', '€5'],
      ['Sleeping bag liner to hire', '€7'],
      ['Sleeping bag liner to buy', '€15'],
      ['Dog (Larice room only)', '€10 a night'],
      ['Luggage on the cableway', '€6 per bag'],
      ['Tourist tax (from age 14)', '€1.00 a night'],
    ]),
    h(2, 'Children'),
    ul(
      'Up to 4 years: free, in their parents’ bed (meals paid as eaten).',
      'Ages 5 to 11: half board in a dormitory **€42**, members and non-members alike.',
      'From 12: full price (young CAI members pay the member price).',
    ),
    h(2, 'Groups'),
    p(
      'Groups of 10 or more: one free place for every 15 paying guests and a set menu for everyone. See [Booking](/en/booking).',
    ),
    callout(
      'ℹ️',
      'gray-light',
      'In winter you sleep in the dormitories only: there are no private rooms in winter. Christmas and New Year prices are on our [blog](/blog) (in Italian).',
    ),
    back(),
  ].join(''),
};

const restaurant: LasteiPage = {
  path: '/en/restaurant',
  lang: 'en',
  title: 'Restaurant and lunch menu',
  icon: '🍲',
  cover: 'rifugio-lastei-canederli',
  description:
    'The Rifugio Lastei lunch menu for summer 2027: canederli, polenta, platters, desserts and drinks.',
  parents: EN_SUB,
  body: [
    p(
      'At lunchtime our kitchen is open to everyone, overnight guests or not: **12 noon to 2.30pm**, every day of the summer season. The bar is open from 7am to 9.30pm, with cakes and sandwiches in the afternoon.',
    ),
    p('Dinner (at 7pm) and breakfast are for overnight guests only.'),
    h(2, 'Lunch menu · summer 2027'),
    columns(
      [
        `${h(3, 'First courses')}${table([
          ['Canederli (bread dumplings) in broth', '€10'],
          ['Cheese canederli with melted butter and sage', '€12'],
          ['Trentino barley soup', '€9'],
          ['Tagliatelle with venison ragù', '€14'],
        ])}${h(3, 'With polenta')}${table([
          ['Polenta with beef stew', '€16'],
          ['Polenta with melted cheese and mushrooms', '€15'],
          ['Polenta with sausage and sauerkraut', '€15'],
        ])}`,
        `${h(3, 'Platters and salads')}${table([
          ['Lastei platter (speck, salami and alpine cheeses)', '€14'],
          ['Big alpine salad', '€11'],
        ])}${h(3, 'Desserts')}${table([
          ['Apple strudel', '€5'],
          ['Buckwheat cake', '€5'],
          ['Kaiserschmarrn with lingonberry jam', '€11'],
        ])}`,
      ],
      [0.55, 0.45],
    ),
    h(2, 'Drinks'),
    table([
      ['Water 0.5 l', '€2.50'],
      ['Filtered water for your bottle', '€1 a litre'],
      ['Beer 0.4 l', '€6'],
      ['Radler', '€5.50'],
      ['House wine ¼ l', '€6'],
      ['Espresso', '€1.80'],
      ['Cappuccino', '€3'],
      ['Tea or herbal tea', '€3.50'],
      ['Hot chocolate', '€4'],
      ['Grappa', '€4'],
    ]),
    callout(
      '🌱',
      'green-light',
      'There is at least one vegetarian dish every day. Gluten-free meals if you tell us when you book, but our kitchen is not certified for coeliacs.',
    ),
    p('We make **packed lunches** for overnight guests: €11, to order by 9pm the evening before.'),
    p('In winter, on Saturdays and Sundays, lunch is the soup of the day (€10) and a one-course dish (€15).'),
    back(),
  ].join(''),
};

const access: LasteiPage = {
  path: '/en/getting-to-the-hut',
  lang: 'en',
  title: 'Getting to the hut',
  icon: '🥾',
  cover: 'sentiero-341-larici',
  description:
    'How to reach Rifugio Lastei: the Malga Prà del Lago car park, the summer shuttle, paths 341, 343 and 360, the luggage cableway.',
  parents: EN_SUB,
  body: [
    callout(
      '⚠️',
      'yellow-light',
      '**The hut cannot be reached by car**: no road open to traffic goes up. You walk (in winter, on skis or snowshoes).',
    ),
    h(2, 'By car to the car park'),
    p(
      'From Ronchi di Valfonda follow the Val di Ronchi road to the **Malga Prà del Lago car park** (1,480 m, 9 km, about 80 spaces). Parking costs {bg-yellow|**€8 a day**} (pay machine: coins, cards or the EasyPark app). For your satnav: “Malga Prà del Lago, Valfonda”.',
    ),
    callout(
      '🚌',
      'blue-light',
      '**July and August:** from 8.30am to 5.30pm the road from Ronchi to the malga is closed to private cars. Leave your car in Ronchi and take the **shuttle bus** from the church square: every hour from 8am to 6pm, €4 one way, €6 return.',
    ),
    p('In winter the road is cleared only up to **Ponte dei Mugheri** (1,320 m), where parking is free.'),
    h(2, 'The paths'),
    table(
      [
        ['Path', 'From', 'Time', 'Ascent', 'Grade'],
        ['**341** (normal route)', 'Malga Prà del Lago, 1,480 m', '2h15', '760 m', 'E (easy hiking)'],
        [
          '**343** over Forcella dei Lastei',
          'Ronchi di Valfonda, 1,050 m',
          '4h',
          '1,360 m',
          'EE, fixed cable',
        ],
        ['**360** traverse', 'Rifugio Val Piana', '3h30', '520 m', 'EE'],
      ],
      { header: true },
    ),
    h(3, 'Path 341: the normal route'),
    p(
      'From the car park follow the forest road for 20 minutes, then path 341 climbs through the larch wood and the pastures of Malga Lastei Bassa (1,960 m). It takes **2 hours 15 minutes** up and 1 hour 30 down. This is the path for families and dogs.',
    ),
    h(3, 'Path 343: from the village over the pass'),
    p(
      'From Ronchi di Valfonda the path climbs the Val dei Lastei to Forcella dei Lastei (2,412 m) and drops to the hut: **4 hours**, for experienced hikers. Below the pass there is a short stretch with a fixed steel cable. Early in the season, with snow, ask us before you set off.',
    ),
    h(3, 'Path 360: the traverse'),
    p('From Rifugio Val Piana to Rifugio Lastei in 3 hours 30, along the ridge.'),
    h(2, 'By mountain bike'),
    p(
      'You can ride the forest road up to Malga Lastei Bassa (1,960 m); from there it is 30 minutes on foot. Bikes stay at the malga: they are not allowed on path 341 beyond it.',
    ),
    h(2, 'The luggage cableway'),
    p(
      'Our goods cableway starts at the Malga Prà del Lago car park: we carry rucksacks and bags up for **€6 per bag** (15 kg at most). Summer departures at **9am, 1pm and 5pm**: call the hut half an hour before and leave your bag in the box at the bottom station with a label with your name.',
    ),
    p(
      '{red|**Carrying people is forbidden**}: the cableway is for goods only. In winter the cableway does not carry luggage.',
    ),
    image('teleferica-materiali-lastei', 'The goods cableway', 'The bottom station of the cableway'),
    p(
      'Travelling from abroad? Read [Getting here for international guests](/en/international-guests) for airports, trains, buses and taxis.',
    ),
    back(),
  ].join(''),
};

const winter: LasteiPage = {
  path: '/en/winter',
  lang: 'en',
  title: 'Winter: ski touring and snowshoeing',
  icon: '❄️',
  cover: 'lastei-inverno-ciaspole',
  description:
    'Rifugio Lastei in winter: 2027 weekend openings, dormitories only, the way up from Ponte dei Mugheri.',
  parents: EN_SUB,
  body: [
    p(
      'In winter the hut is open **on Saturdays and Sundays from 13 February to 11 April 2027** (you sleep on Saturday night). At Easter we stay open **from Friday 26 to Monday 29 March 2027**.',
    ),
    callout(
      '🎄',
      'red-light',
      'Christmas and New Year: dates and prices are on our [blog](/blog) (in Italian).',
    ),
    h(2, 'Sleeping in winter'),
    ul(
      'Dormitories only: we open the Cima and Malga dormitories, 16 beds. There are no private rooms in winter.',
      'There are no showers in winter.',
      'Breakfast from 6.30am, for early starts with skins.',
      'Prices: as in the [2027 price list](/en/prices).',
      'Lunch on Saturdays and Sundays: soup of the day (€10) and a one-course dish (€15).',
    ),
    h(2, 'Going up in winter'),
    p(
      'The road is cleared up to **Ponte dei Mugheri** (1,320 m), with free parking. From there follow the forest road and the winter line of path 341: **3 hours** on snowshoes, about 2 hours 30 on skis.',
    ),
    p('The cableway does not run: carry everything you need in your rucksack.'),
    callout(
      '⚠️',
      'yellow-light',
      'Before you set off, read the Meteotrentino **avalanche bulletin**. Ski tourers need a transceiver, shovel and probe; on snowshoes stay on the packed trail.',
    ),
    h(2, 'The winter room'),
    p(
      'When the hut is closed, the **winter room** is always open: 6 places with blankets, no stove and no electricity. There is no food: bring everything and take your rubbish back down.',
    ),
    back(),
  ].join(''),
};

const booking: LasteiPage = {
  path: '/en/booking',
  lang: 'en',
  title: 'Booking',
  icon: '📅',
  description: 'How to book at Rifugio Lastei: deposit, cancellation, arrival, payment, groups and children.',
  parents: EN_SUB,
  body: [
    h(2, 'How to book'),
    p(
      `You always need a booking to stay overnight. Email us at [${RL_EMAIL}](mailto:${RL_EMAIL}) (Elisa answers in English) or call: the hut (**${RL_PHONE}**) when it is open, the mobile **${RL_MOBILE}** out of season. We don’t take bookings on WhatsApp.`,
    ),
    callout(
      '💻',
      'gray-light',
      '**Online booking?** Not yet: our new online booking system starts **in March 2027**, in time for the summer. Until then, book by email or phone only.',
    ),
    h(2, 'Deposit'),
    p(
      'To confirm your booking we ask for a deposit of **€30 per person**, by bank transfer within 5 days. For groups of 10 or more the deposit is 30% of the total.',
    ),
    p(
      `IBAN IT60 X054 2811 1010 0000 0123 456, account holder ${RL_COMPANY}. Reference: your name and arrival date.`,
    ),
    h(2, 'Cancellation'),
    ul(
      'Up to 7 days before arrival: the deposit is refunded, or moved to another date.',
      'From 6 days before arrival: the deposit is kept.',
      'With an orange or red Meteotrentino weather warning for your arrival day: we move your deposit to another date in the same season.',
    ),
    h(2, 'Arrival'),
    p(
      'Please arrive by **6pm**. If you are running late, call us: if you have not arrived by 7.30pm and have not told us, we have to assume you are in trouble. Bring your alpine club card for the member price.',
    ),
    h(2, 'Payment'),
    p(
      'You pay the balance at the hut, in cash or by card (debit cards, Visa, Mastercard). We don’t accept American Express or cheques.',
    ),
    h(2, 'Groups'),
    p(
      'Groups of 10 to 30: one free place for every 15 paying guests, a set menu and a 30% deposit. Book at least 30 days ahead.',
    ),
    h(2, 'Children'),
    p('Up to 4 years free; ages 5 to 11 pay €42 for half board in a dormitory.'),
    back(),
  ].join(''),
};

const events: LasteiPage = {
  path: '/en/events',
  lang: 'en',
  title: 'Events 2027',
  icon: '🎻',
  cover: 'lastei-in-musica-quartetto',
  description: 'Lastei in Musica 2027 and the end-of-season party at Rifugio Lastei.',
  parents: EN_SUB,
  body: [
    h(2, 'Lastei in Musica 2027'),
    p(
      '**Saturday 24 July 2027 at 5pm**, on the meadow in front of the hut: the Quartetto Dolomia plays Vivaldi, Morricone and mountain songs. The concert is free and needs no booking.',
    ),
    p(
      'Package **concert + dinner + a night in a dormitory + breakfast**: {green|**€75**} for CAI members, **€85** for non-members. Book by 30 June 2027.',
    ),
    callout('🌧️', 'gray-light', 'If it rains, the concert moves to **Sunday 25 July 2027 at 11am**.'),
    h(2, 'End-of-season party'),
    p('Sunday 19 September 2027 from 12 noon: polenta for everyone and music by the Ronchi village band.'),
    back(),
  ].join(''),
};

const faq: LasteiPage = {
  path: '/en/faq',
  lang: 'en',
  title: 'FAQ',
  icon: '❓',
  description:
    'Our most frequent questions: opening, dogs, sleeping bag liners, payments, signal, water, showers.',
  parents: EN_SUB,
  body: [
    p('Click a question to read the answer.'),
    toggle(
      'Is the hut open now?',
      p(
        'No. We have been closed since 28 September 2026. We reopen on winter weekends from 13 February 2027 (see [Winter](/en/winter)). While the hut is closed, the winter room (6 places) is always open.',
      ),
    ),
    toggle(
      'Is the 10% early booking discount still on?',
      p(
        'No: the 10% early booking offer (code LASTEI10) ended on 31 October 2026. There are no other offers at the moment.',
      ),
    ),
    toggle(
      'Can we drive to the hut?',
      p(
        'No, the hut cannot be reached by car. The nearest car park is Malga Prà del Lago (€8 a day); from there it is 2 hours 15 minutes on foot on path 341.',
      ),
    ),
    toggle(
      'Can you take my rucksack up on the cableway?',
      p('Yes: €6 per bag (15 kg at most), departures at 9am, 1pm and 5pm. Carrying people is forbidden.'),
    ),
    toggle(
      'Can I bring my dog?',
      p(
        'Yes, on the terrace and in the dining room, on a lead. Dogs are not allowed in the dormitories: to sleep with your dog, book the Larice room, €10 a night extra.',
      ),
    ),
    toggle(
      'Do I need a sleeping bag liner?',
      p(
        'In the dormitories, yes: it is compulsory. If you don’t have one, hire one from us (€7) or buy one (€15). Blankets and pillows are provided. The private rooms have sheets.',
      ),
    ),
    toggle(
      'Can I pay by card?',
      p('Yes: debit cards, Visa and Mastercard. We don’t accept American Express. Bring some cash too.'),
    ),
    toggle(
      'Is there mobile signal? Wi-Fi?',
      p(
        'There is no signal inside the hut; on the terrace only TIM works, weakly. Wi-Fi is free for overnight guests from 6pm to 10pm.',
      ),
    ),
    toggle(
      'Where can I charge my phone?',
      p(
        'At the charging station at the bar, free. There are no sockets in the dormitories: bring a power bank.',
      ),
    ),
    toggle(
      'Is the tap water safe to drink?',
      p(
        'No, the tap water is not drinkable. The bar sells bottled water and filtered water for your bottle at €1 a litre.',
      ),
    ),
    toggle(
      'Are there showers?',
      p(
        'Yes, 2 showers with a €5 token (4 minutes), from 3pm to 7pm. After 7pm the showers are closed, and there are no showers in winter. The new solar-heated showers arrive in summer 2027.',
      ),
    ),
    toggle(
      'Can I book online?',
      p('Not yet: online booking starts in March 2027. For now, email or call us.'),
    ),
    toggle(
      'Do you have vegetarian or gluten-free food?',
      p(
        'At least one vegetarian dish every day. Gluten-free too if you tell us when you book, but the kitchen is not certified for coeliacs.',
      ),
    ),
    toggle(
      'How much do children pay?',
      p('Up to 4 years free; ages 5 to 11 pay €42 for half board in a dormitory.'),
    ),
    back(),
  ].join(''),
};

const contact: LasteiPage = {
  path: '/en/contact',
  lang: 'en',
  title: 'Contact',
  icon: '✉️',
  description: 'Phone, mobile, email and addresses of Rifugio Lastei.',
  parents: EN_SUB,
  body: [
    columns([
      `${h(3, 'The hut, in season')}${p(`Phone: **${RL_PHONE}** (answered only while the hut is open)`)}${p(`Email: [${RL_EMAIL}](mailto:${RL_EMAIL})`)}${p(`${RL_ADDRESS} · 2,240 m`)}`,
      `${h(3, 'Out of season')}${p(`Gianni’s mobile: **${RL_MOBILE}** (9am to 7pm)`)}${p(`Postal address: ${RL_POSTAL}`)}`,
    ]),
    h(2, 'Company details'),
    p(`${RL_COMPANY} · VAT number (P.IVA) ${RL_VAT}`),
    callout('🚁', 'red-light', 'In a mountain emergency call **112**.'),
    back(),
  ].join(''),
};

const international: LasteiPage = {
  path: '/en/international-guests',
  lang: 'en',
  title: 'Getting here for international guests',
  icon: '🌍',
  cover: 'val-di-ronchi-dall-alto',
  description:
    'A guide for guests from abroad: airports, train and bus to Ronchi di Valfonda, taxi, languages, cash, luggage and what to know before you come.',
  parents: EN_SUB,
  body: [
    p(
      'Coming from abroad? This is what our international guests usually ask us, written by Elisa. _(This page is only in English.)_',
    ),
    h(2, 'Airports'),
    table(
      [
        ['**Airport**', '**By car to the Malga Prà del Lago car park**'],
        ['Verona Villafranca', 'about 2 hours'],
        ['Venice Marco Polo', 'about 2 hours 30'],
        ['Innsbruck', 'about 2 hours 15'],
        ['Munich', 'about 4 hours'],
      ],
      { header: true },
    ),
    h(2, 'By train and bus'),
    p(
      'Take the train to **Trento**, on the Brenner line from Verona, Bolzano and Innsbruck. From Trento bus station the Trentino Trasporti bus to **Ronchi di Valfonda** takes about 1 hour 40 minutes; in summer there are 4 buses a day. In July and August the shuttle bus goes on from Ronchi to the car park (see [Getting to the hut](/en/getting-to-the-hut)).',
    ),
    h(2, 'Taxi'),
    p(
      'Taxi Ronchi (Mario, +39 335 712 4480) drives from Trento station to the Malga Prà del Lago car park for about **€110** (up to 4 people). Book it the day before.',
    ),
    h(2, 'Languages'),
    p(
      '**Elisa** speaks English and looks after bookings, so write to her in English. Gianni speaks German. Marta speaks Italian and Ladin: smile and point at the menu!',
    ),
    h(2, 'Money'),
    p(
      'The nearest cash machine is in Ronchi di Valfonda (Cassa Rurale, on the church square): there is none at the car park or at the hut. We take cards, but not American Express.',
    ),
    h(2, 'Leaving luggage in the valley'),
    p(
      'Travelling with a suitcase? You can leave it for free in our family’s **garage in Ronchi di Valfonda** (Via Pian del Moro 7) while you are up at the hut. Just arrange it with us by email before you arrive.',
    ),
    h(2, 'Good to know'),
    ul(
      '**Emergencies:** the number is 112. Make sure your insurance covers mountain rescue and helicopter transport; CAI and SAT membership includes it.',
      '**Plugs:** Italian type L and F sockets, only at the charging station at the bar.',
      '**Dinner is at 7pm sharp**, served to everyone together. If you will be late, call us.',
      '**Tipping** is not expected; the jar on the bar goes to our seasonal helpers.',
      '**Altitude:** at 2,240 m nights can be close to freezing even in August. Bring a warm layer.',
      '**Weather:** check the Meteotrentino forecast before you set off; afternoon thunderstorms are common in July and August.',
    ),
    back(),
  ].join(''),
};

export const lasteiEnglishPages: LasteiPage[] = [
  home,
  theHut,
  prices,
  restaurant,
  access,
  international,
  winter,
  booking,
  events,
  faq,
  contact,
];
