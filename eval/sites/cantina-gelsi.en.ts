import {
  collapsible,
  GELSI_EMAIL,
  GELSI_PHONE_INTL,
  GELSI_STREET,
  GELSI_TOWN,
  GELSI_WHATSAPP,
  type GelsiPage,
  h2,
  h3,
  imageWithText,
  p,
  richText,
  section,
  table,
  ul,
} from './cantina-gelsi.layout.ts';

/*
 * The English pages under /en/: the translations of the Italian ones (no groups, vouchers, events, news
 * or terms) and the guide for visitors from abroad, which exists only in English.
 */

const formatsEn = table(
  ['Tasting', 'What’s included', 'Length', 'Days and times', 'Price'],
  [
    [
      'Classic tasting',
      'Tour of the drying loft and barrel cellar, 3 wines (Valpolicella Classico, Ripasso Superiore, Amarone) with breadsticks',
      '75 minutes',
      'Monday–Saturday, 10.30am and 3.30pm',
      '€25 per person',
    ],
    [
      'Gelsi &amp; Sapori',
      'Tour, 5 wines with a board of Lessinia cured meats and cheeses',
      '2 hours',
      'Thursday, Friday and Saturday, 12 noon',
      '€38 per person',
    ],
    [
      'Amarone vertical',
      'Three Amarone vintages (2013, 2016, 2019) and the Recioto, with aged Monte Veronese cheese',
      '1 hour 45 minutes',
      'Friday and Saturday, 4pm',
      '€45 per person (2 to 8 people)',
    ],
    [
      'Vineyard walk',
      'A walk through the pergolas, the drying loft and 2 glasses',
      '1 hour',
      'April to October, Saturday 9.30am',
      '€18 per person',
    ],
  ],
);

export const gelsiEnglishPages: GelsiPage[] = [
  {
    path: '/en',
    lang: 'en',
    title: 'Cantina Colle dei Gelsi – Amarone and Valpolicella in Castelrotto',
    description:
      'A family winery in the Valpolicella Classica: tours and tastings, Amarone and Ripasso online, a farm stay with 4 rooms.',
    alternate: '/',
    template: 'custom',
    body: [
      section(
        'image_banner',
        `<div id="Banner-template--image_banner" class="banner banner--content-align-center banner--large"><div class="banner__media media"><img src="//www.cantina-gelsi.test/cdn/shop/files/fruttaio-arele.jpg?v=1729634812&width=3840" alt="Grapes drying on the racks of the drying loft" width="3840" height="2160" fetchpriority="high"></div><div class="banner__content banner__content--middle-center page-width"><div class="banner__box content-container color-scheme-3 gradient"><h2 class="banner__heading inline-richtext h0">Family Amarone, since 1968</h2><div class="banner__text rte subtitle"><p>Fourteen hectares in Castelrotto, in the heart of the Valpolicella Classica.</p></div><div class="banner__buttons"><a href="/en/pages/tastings" class="button button--primary">Book a tasting</a><a href="/en/collections/wines" class="button button--secondary">Shop our wines</a></div></div></div></div>`,
      ),
      richText(
        'rich_text',
        'Welcome to the cellar',
        p(
          'We are Marco and Chiara Gelsi, the third generation of a family of growers in San Pietro in Cariano. Grandpa Bepi planted the first pergolas in 1968; today we make about 60,000 bottles a year of Valpolicella, Ripasso, Amarone and Recioto.',
          'Come for a <a href="/en/pages/tastings">tour and tasting</a>, stay in the <a href="/en/pages/farm-stay">four rooms of our farm stay</a> or have the wines delivered from our <a href="/en/collections/wines">online shop</a>.',
        ),
      ),
      imageWithText(
        'image_with_text',
        'agriturismo-corte.jpg',
        'Sleep among the vines',
        p(
          'Four rooms in the old farmhouse, breakfast with Chiara’s cakes. Rooms from €110 per night for two, breakfast included.',
          '<a href="/en/pages/farm-stay" class="button button--secondary">Discover the farm stay</a>',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/en/pages/tastings',
    lang: 'en',
    title: 'Tours and tastings',
    description:
      'Tastings at Cantina Colle dei Gelsi: Classic, Gelsi & Sapori, Amarone vertical and vineyard walk. Prices, times and booking rules.',
    alternate: '/pages/degustazioni',
    body: [
      p(
        'Every tour starts in the <strong>drying loft</strong>, where the Amarone grapes dry on bamboo racks, and goes down into the <strong>barrel cellar</strong> under the house. We end in the tasting room, with windows over the valley.',
      ),
      h2('Our tastings'),
      formatsEn,
      p(
        'The 3.30pm Classic tasting is held in Italian and English. The Amarone vertical is <strong>for adults (18+) only</strong>.',
        'On Sundays the winery is closed and <strong>there are no tastings</strong>.',
      ),
      h2('Booking rules'),
      ul(
        'Booking is <strong>required at least 24 hours ahead</strong>; 48 hours ahead for the Amarone vertical.',
        'Groups are of up to 12 people. For larger groups please email us.',
        'Under-18s join the tour free of charge, without tasting: they get grape juice from our vineyards.',
        'Online bookings are paid when you book; phone bookings are paid at the cellar.',
        'If you are more than 20 minutes late we may not be able to take you on the tour.',
      ),
      h3('Cancellation'),
      p(
        'Cancellation is <strong>free up to 48 hours before</strong> your visit. After that, or if you do not show up, there is no refund, but you can move your date once.',
      ),
      h3('Without booking'),
      p(
        'During cellar shop hours you can taste a glass at the counter without booking: €6 a glass, €9 for the Amarone.',
      ),
    ].join('\n'),
  },
  {
    path: '/en/pages/farm-stay',
    lang: 'en',
    title: 'Farm stay – Le camere del Gelso',
    description:
      'Four rooms in the winery’s farmhouse: prices by season, breakfast, check-in and check-out, pets.',
    alternate: '/pages/agriturismo',
    body: [
      p(
        'Le camere del Gelso are four rooms in the farmhouse next to the cellar: <strong>Corvina</strong> (ground floor, double bed), <strong>Rondinella</strong> (first floor, double or twin), <strong>Molinara</strong> (first floor, up to 3 people) and the <strong>Oseleta</strong> suite (first floor, with a terrace, up to 4 people).',
      ),
      h2('Prices per night'),
      table(
        ['Season', 'Dates', 'Corvina, Rondinella, Molinara', 'Oseleta suite'],
        [
          ['Low', 'March, November and 1–22 December', '€110', '€150'],
          ['Mid', 'April–June and 23 December–6 January', '€135', '€175'],
          ['High', 'July–October', '€155', '€195'],
        ],
      ),
      p(
        'Prices per room per night for two people, <strong>breakfast included</strong>. Extra bed (Molinara and Oseleta only) €30 per night; children under 3 stay free in a cot.',
        'Minimum stay: <strong>2 nights</strong>; 3 nights in September and October, during the harvest.',
        'Tourist tax: €1.50 per person per night, for the first 5 nights; under-14s are exempt.',
        'The farm stay is closed from 7 January to 28 February 2027.',
      ),
      h2('Breakfast, check-in and check-out'),
      ul(
        'Breakfast from 8am to 10am in the breakfast room: homemade cakes, jams, Lessinia cheeses and cured meats. Gluten-free on request.',
        'Check-in from 3pm to 7pm; later arrivals (until 9pm) only if agreed in advance.',
        'Check-out by 10.30am.',
      ),
      h2('Pets'),
      p(
        'We accept <strong>small dogs (up to 10 kg) in the Corvina room only</strong>, for a supplement of €15 per stay. No other pets.',
      ),
      h2('Good to know'),
      p(
        'There is no pool and no restaurant: for dinner we recommend the trattorias in San Giorgio di Valpolicella, 5 minutes away by car. Parking and Wi-Fi are free.',
        'Farm stay guests get <strong>10% off</strong> wine bought at the cellar.',
        'Free cancellation up to 7 days before arrival; after that we charge the first night.',
      ),
    ].join('\n'),
  },
  {
    path: '/en/pages/amarone-and-ripasso',
    lang: 'en',
    title: 'Amarone and Ripasso: how they are made',
    description: 'Vineyards, drying, ageing: how we make Amarone, Ripasso and Recioto.',
    alternate: '/pages/amarone-e-ripasso',
    body: [
      h2('The vineyards'),
      p(
        'We farm 14 hectares in Castelrotto, between 250 and 380 metres above sea level, trained on Veronese pergolas and guyot. Grapes are picked by hand between mid-September and early October.',
        'Since 2023 the vineyards have been <strong>in conversion to organic</strong>: the first certified organic vintage will be 2026.',
      ),
      h2('Amarone della Valpolicella Classico'),
      ul(
        'Grapes: Corvina 65%, Corvinone 20%, Rondinella 10%, Oseleta 5%.',
        'Dried in the drying loft on bamboo racks (arele) for about 110 days: the grapes lose about 35% of their weight.',
        'Crushed at the end of January, slow fermentation of about 40 days.',
        'Ageing: 36 months in large 25-hectolitre Slavonian oak casks, then 12 months in bottle.',
        'Alcohol: 16.5% vol.',
      ),
      h2('Ripasso'),
      p(
        'Our Valpolicella Classico Superiore is “passed over” the Amarone pomace in February: 12 days of second fermentation, then 18 months in 500-litre tonneaux. Alcohol 14% vol.',
      ),
      h2('Recioto'),
      p(
        'Recioto comes from the same dried grapes, left on the racks for up to 120 days; fermentation stops and leaves the wine sweet. 50 cl bottle, 13% vol.',
      ),
    ].join('\n'),
  },
  {
    path: '/en/pages/getting-here',
    lang: 'en',
    title: 'Getting here',
    description: 'How to reach Cantina Colle dei Gelsi from Verona, the airport and the motorway. Parking.',
    alternate: '/pages/come-raggiungerci',
    body: [
      p(`<strong>Address:</strong> ${GELSI_STREET}, ${GELSI_TOWN}, Italy.`),
      p(
        'Some satnavs take you to Via Colle in Negrar: use the coordinates <strong>45.5231, 10.8674</strong>.',
      ),
      h3('By car'),
      p(
        'A22 Brennero–Modena motorway, <strong>Verona Nord exit</strong>; then the SS12 towards the Valpolicella and the SP4 to San Pietro in Cariano: 14 km, about 15 minutes.',
      ),
      h3('From Verona Porta Nuova station'),
      p(
        'By taxi about 25 minutes (20 km, about €45). By bus: ATV line 103 to San Pietro in Cariano, about 40 minutes, stop “Castelrotto – Chiesa”, then a 600-metre uphill walk.',
      ),
      h3('From Verona Villafranca airport'),
      p('30 km, about 30 minutes by car or taxi. There is no direct bus.'),
      h3('Parking'),
      p(
        'Free parking in the winery courtyard, 20 spaces including 2 for disabled visitors. Coaches park at the Castelrotto church car park, 300 metres away. Campervans may park during the day but not stay overnight.',
      ),
    ].join('\n'),
  },
  {
    path: '/en/pages/hours-and-contact',
    lang: 'en',
    title: 'Hours and contact',
    description: 'Cellar shop hours, Christmas and winter closures, payment methods, contact.',
    alternate: '/pages/orari-e-contatti',
    body: [
      h2('Cellar shop'),
      table(
        ['Day', 'Hours'],
        [
          ['Monday–Friday', '9am–12.30pm and 2.30pm–6.30pm'],
          ['Saturday', '9.30am–6pm, no lunch break'],
          ['Sunday', 'closed'],
        ],
      ),
      h2('Christmas and winter closure'),
      table(
        ['Date', 'Hours'],
        [
          ['Sundays 6 and 13 December (Christmas market)', '10am–7pm'],
          ['Sunday 20 December', '10am–1pm'],
          ['Thursday 24 December', '9am–12.30pm'],
          ['Friday 25 and Saturday 26 December', 'closed'],
          ['Thursday 31 December', '9am–12.30pm'],
          ['Friday 1 January 2027', 'closed'],
          ['Wednesday 6 January 2027', 'closed'],
          ['7 to 31 January 2027', 'winter closure'],
        ],
      ),
      p(
        'During the <strong>winter closure, 7 to 31 January 2027</strong>, the online shop stays open: orders received then are shipped from 1 February.',
      ),
      h2('Payment'),
      p(
        'At the cellar: cash, debit cards, Visa and Mastercard, Satispay. <strong>We do not accept American Express</strong>.',
        'Online: Visa, Mastercard and Maestro, PayPal, Apple Pay, Google Pay and bank transfer (the order ships once the transfer arrives). Cash on delivery is not available.',
      ),
      h2('Contact'),
      p(
        `Phone ${GELSI_PHONE_INTL} (during shop hours) · WhatsApp ${GELSI_WHATSAPP} · <a href="mailto:${GELSI_EMAIL}">${GELSI_EMAIL}</a>. For online orders: shop@cantina-gelsi.test.`,
      ),
    ].join('\n'),
  },
  {
    path: '/en/pages/accessibility',
    lang: 'en',
    title: 'Accessibility',
    description: 'What is step-free at the winery and the farm stay.',
    alternate: '/pages/accessibilita',
    body: ul(
      'The cellar shop and the tasting room are on the ground floor, <strong>step-free</strong>, with an accessible toilet.',
      'The drying loft is on the ground floor and is accessible.',
      'The <strong>barrel cellar is underground</strong> and can only be reached by a staircase of 14 steps: there is no lift. Guests who cannot go down see it in a short video in the tasting room.',
      'The vineyard walk is on sloping gravel tracks and is not suitable for wheelchairs.',
      'At the farm stay the Corvina room is on the ground floor, step-free, with a level-access shower; the other rooms are on the first floor, with no lift.',
      'Two parking spaces for disabled visitors in the courtyard.',
      'Assistance dogs are welcome everywhere.',
    ),
  },
  {
    path: '/en/pages/faq',
    lang: 'en',
    title: 'FAQ',
    description: 'Frequently asked questions about tastings, shipping, the farm stay and payment.',
    alternate: '/pages/faq',
    template: 'custom',
    body: [
      section(
        'main',
        `<div class="page-width page-width--narrow section-template--main-padding"><h1 class="main-page-title page-title h0">FAQ</h1></div>`,
      ),
      collapsible('faq_visits', 'Tours and tastings', [
        [
          'Do I need to book?',
          '<p>Yes, at least 24 hours ahead (48 hours for the Amarone vertical). Without booking you can taste a glass at the counter during shop hours.</p>',
        ],
        [
          'Can I bring children?',
          '<p>Of course: under-18s join the tour free of charge, without tasting, with a grape juice.</p>',
        ],
        [
          'Can I bring my dog?',
          '<p>Dogs on a lead are welcome in the courtyard and the tasting room, but not in the barrel cellar.</p>',
        ],
        ['Do you do tastings on Sundays?', '<p>No, the winery is closed on Sundays.</p>'],
      ]),
      collapsible('faq_shop', 'Shop and shipping', [
        [
          'Do you ship abroad?',
          '<p>Yes, to many EU countries and the UK, with a minimum of 6 bottles. We do not ship to Switzerland, Norway or outside Europe.</p>',
        ],
        [
          'Can I collect my order at the cellar?',
          '<p>Yes, collection is free: your order is ready within 2 working days.</p>',
        ],
        [
          'Do you accept American Express?',
          '<p>No, we do not accept American Express, at the cellar or online.</p>',
        ],
        [
          'Are your wines organic?',
          '<p>Not yet: the vineyards have been in conversion since 2023 and the first certified vintage will be 2026.</p>',
        ],
      ]),
    ].join('\n'),
  },
  {
    path: '/en/pages/visiting-from-abroad',
    lang: 'en',
    title: 'Visiting from abroad: a practical guide',
    description: 'Tours in English and German, taking wine home, taxis and tips for visitors from abroad.',
    body: [
      p(
        'Many of our visitors come from abroad, often from a holiday on Lake Garda. Here is what they usually ask us.',
      ),
      h2('Tours in your language'),
      p(
        'The Classic tasting at 3.30pm (Monday to Saturday) is always bilingual, Italian and English. On <strong>Saturdays at 10.30am</strong> Chiara’s cousin Anna guides the tour <strong>in German</strong>: please ask for it when you book.',
      ),
      h2('Taking wine home'),
      p(
        'If you fly home, we sell polystyrene travel boxes that go in the hold: <strong>€15 for a 6-bottle box</strong> and €6 for a 2-bottle box. Bottles cannot go in hand luggage.',
        'We cannot issue <strong>tax-free (VAT refund) forms</strong>, so prices at the cellar are the same for everyone.',
        'For the UK we ship cases of 6 bottles (€39.00 each), duties paid on delivery; we cannot ship to the United States, Canada or Switzerland.',
      ),
      h2('Getting here from Lake Garda'),
      p(
        'From Bardolino or Lazise it is about 25 minutes by car (18 km). If you’d rather not drive after the tasting, we are happy to call a taxi for you: to Verona station it costs about €45.',
      ),
      h2('Good to know'),
      ul(
        'Tipping is not expected.',
        'Foreign Visa and Mastercard cards work fine; we do not take American Express.',
        'Shops and restaurants in the valley often close at lunchtime; our cellar shop closes from 12.30pm to 2.30pm on weekdays.',
      ),
    ].join('\n'),
  },
];
