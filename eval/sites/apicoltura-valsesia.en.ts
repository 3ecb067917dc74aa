import {
  a,
  b,
  block,
  button,
  form,
  h1,
  h2,
  image,
  map,
  p,
  ph,
  ps,
  text,
  ul,
  type ZanettaPage,
  ZN_APIARY,
  ZN_EMAIL,
  ZN_PHONE,
  ZN_PHONE_HREF,
  ZN_STREET,
  ZN_TOWN,
  ZN_WHATSAPP,
  ZN_WHATSAPP_HREF,
} from './apicoltura-valsesia.layout.ts';

const CREAM = 'rgb(255, 250, 240)';

/**
 * The three pages the owners translated into English with the builder's multilingual switch (their own menu,
 * the footer and the cookie banner in English, the sticky bar left in Italian): home (the honeys' 500 g prices
 * as '€11.50', the shop's two seasons, EU-only shipping), visits and contact. The Saturday visits in English in
 * July and August, and the drive from Malpensa, are only here; the adoptions, schools, shipping costs and
 * returns, the morning as a beekeeper, the group price, the rain and dog rules, the FAQ, the Christmas hours and
 * the course are only in Italian.
 */
const home: ZanettaPage = {
  path: '/en',
  lang: 'en',
  alternate: '/',
  title: 'Home',
  description:
    'Apicoltura Zanetta, family beekeepers in Varallo, Valsesia (Piedmont, Italy): organic mountain honey, a farm shop, apiary visits and honey tastings.',
  blocks: [
    block(
      [
        image(
          'arnie-apiario-camasco-valsesia.jpg',
          'Colourful beehives among chestnut trees in Valsesia',
          [1, 7, 6, 6],
        ),
        text(
          `${h1('Honey from Valsesia, since 1988')}${p('We are a family of beekeepers in Varallo, in the Sesia valley in Piedmont: 280 hives between 450 and 1,600 metres, certified organic honey, apiary visits and our farm shop in Crevola.', 'body-large')}`,
          [1, 1, 4, 6],
        ),
        button('Visits &amp; tastings', '/en/visits', [5, 1, 1, 3]),
        button('Contact', '/en/contact', [5, 4, 1, 3], 'secondary'),
      ],
      { background: CREAM },
    ),
    block([
      text(
        `${h2('Our honey')}${ps(
          'We move our hives with the flowering season, from the acacia of the lower valley to the high pastures. The honey is not pasteurised: it settles and is jarred cold in our workshop in Crevola.',
        )}`,
        [1, 1, 3, 6],
      ),
      text(
        `${ph('500 g jars')}${ul(
          'Acacia: €11.50',
          'Mountain wildflower: €10.00',
          'Chestnut: €10.50',
          'Lime blossom: €11.00',
          'Forest honeydew: €12.00',
        )}`,
        [1, 7, 4, 6],
      ),
    ]),
    block(
      [
        text(
          `${h2('Buying online')}${ps(
            `Our ${a('online shop', '/negozio')} is in Italian, but it is easy to use: pay by card or PayPal.`,
            'We ship to EU countries only: we cannot ship to Switzerland, the UK or the United States.',
          )}`,
          [1, 1, 3, 6],
        ),
        text(
          `${h2('Farm shop opening hours')}${ps(
            `${b('April to October:')} Tuesday to Saturday 9:00–12:30 and 15:00–19:00, Sunday 9:00–12:30, closed on Mondays.`,
            `${b('November to March:')} Friday 15:00–18:30, Saturday 9:00–12:30 and 14:30–18:30. On other days by appointment only.`,
          )}`,
          [1, 7, 3, 6],
        ),
      ],
      { background: CREAM },
    ),
  ],
};

const visits: ZanettaPage = {
  path: '/en/visits',
  lang: 'en',
  alternate: '/visite-e-degustazioni',
  title: 'Visits &amp; tastings',
  description:
    'Guided visits to our teaching apiary at Camasco from April to October, honey tastings at the farm shop all year round, and visits in English in July and August. Booking required.',
  blocks: [
    block(
      [
        text(
          `${h1('Visits &amp; tastings')}${p('From April to October we take you among the hives of our teaching apiary at Camasco, 6 km from the farm shop. All year round you can taste our honeys at the shop.', 'body-large')}`,
          [1, 1, 3, 7],
        ),
        image(
          'visita-apiario-apertura-arnia.jpg',
          'Visitors in bee suits looking at a frame full of bees',
          [1, 8, 3, 5],
        ),
      ],
      { background: CREAM },
    ),
    block([
      text(
        `${ph('Apiary visit')}${ps(
          'Wearing a bee suit, veil and gloves, you open a hive with Giulia or Davide, look for the queen and taste honey straight from the comb. Then a tasting of 3 honeys.',
          `${b('Duration:')} 90 minutes`,
          `${b('When:')} April to October, Saturdays and Sundays at 10:00 and 15:00`,
          `${b('Price:')} €15 adults, €10 children aged 6 to 14`,
          `${b('Group:')} up to 12 people; minimum age 6`,
        )}`,
        [1, 1, 5, 6],
      ),
      text(
        `${ph('Honey tasting at the farm shop')}${ps(
          'Six honeys, from the lightest to the darkest, with rye bread and Toma cheese from Valsesia.',
          `${b('Duration:')} 45 minutes`,
          `${b('When:')} all year round, Saturdays at 16:30`,
          `${b('Price:')} €12 per person`,
        )}`,
        [1, 7, 4, 6],
      ),
    ]),
    block(
      [
        text(
          `${h2('Visits in English')}${ps(
            'Every Saturday at 15:00 in July and August, the apiary visit is guided in English by Giulia. On other dates, just ask: we can usually arrange it.',
          )}`,
          [1, 1, 2, 12],
        ),
      ],
      { background: CREAM },
    ),
    block([
      text(
        `${h2('Booking')}${ul(
          'All visits must be booked: you cannot visit the hives without booking.',
          `Book at least 48 hours ahead, with the form or on WhatsApp at ${a(ZN_WHATSAPP, ZN_WHATSAPP_HREF)}.`,
          'You pay on the day, in cash or by card.',
          'If you are allergic to bee stings, you cannot join the apiary visit, even with a suit: choose the tasting instead.',
          'Wear long trousers and closed shoes. We provide suits, veils and gloves, for children too.',
        )}`,
        [1, 1, 5, 6],
      ),
      form(
        [
          { name: 'name', label: 'Name', required: true },
          { name: 'email', label: 'Email', type: 'email', required: true },
          {
            name: 'experience',
            label: 'Experience',
            type: 'select',
            options: ['Apiary visit', 'Honey tasting', 'Apiary visit in English'],
            required: true,
          },
          { name: 'date', label: 'Preferred date', type: 'date', required: true },
          { name: 'people', label: 'Number of people', type: 'number', required: true },
          { name: 'privacy', label: 'I have read the privacy policy.', type: 'checkbox', required: true },
        ],
        'Send request',
        'Thank you! We will confirm your date within a day.',
        [1, 7, 7, 6],
      ),
    ]),
  ],
};

const contact: ZanettaPage = {
  path: '/en/contact',
  lang: 'en',
  alternate: '/contatti',
  title: 'Contact &amp; opening hours',
  description:
    'Farm shop opening hours in summer and winter, phone, WhatsApp, email and how to reach our farm shop in Crevola, Varallo, and the teaching apiary at Camasco.',
  blocks: [
    block([text(h1('Contact &amp; opening hours'), [1, 1, 1, 10])], { background: CREAM }),
    block([
      text(
        `${ph('Farm shop')}${ps(
          ZN_STREET,
          ZN_TOWN,
          `${b('April to October:')} Tuesday to Saturday 9:00–12:30 and 15:00–19:00, Sunday 9:00–12:30, closed on Mondays.`,
          `${b('November to March:')} Friday 15:00–18:30, Saturday 9:00–12:30 and 14:30–18:30; other days by appointment.`,
          'Free parking in front of the shop.',
        )}`,
        [1, 1, 5, 4],
      ),
      text(
        `${ph(ZN_APIARY)}${ps(
          'Camasco, Varallo, 6 km from the shop. Park in the church square at Camasco and walk 300 metres along a dirt path.',
          'The apiary is only open for booked visits.',
        )}`,
        [1, 5, 4, 4],
      ),
      text(
        `${ph('Get in touch')}${ps(
          `Phone ${a(ZN_PHONE, ZN_PHONE_HREF)}`,
          `WhatsApp ${a(ZN_WHATSAPP, ZN_WHATSAPP_HREF)}`,
          a(ZN_EMAIL, `mailto:${ZN_EMAIL}`),
          'Giulia speaks English and French.',
        )}`,
        [1, 9, 4, 4],
      ),
    ]),
    block(
      [
        text(
          `${h2('Getting here')}${ps(
            'From Milan: A26 motorway, exit Romagnano Sesia–Ghemme, then the SP 299 up the valley to Varallo, about an hour and a half.',
            'From Milan Malpensa airport it takes about an hour by car.',
            'Public transport to Varallo is limited: we recommend coming by car.',
          )}`,
          [1, 1, 4, 6],
        ),
        map('Crevola, Varallo VC', [1, 7, 4, 6]),
      ],
      { background: CREAM },
    ),
  ],
};

export const zanettaEnglishPages: ZanettaPage[] = [home, visits, contact];
