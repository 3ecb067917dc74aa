import {
  a,
  b,
  button,
  contactModule,
  homeHero,
  openingHours,
  p,
  pricing,
  SLT_EMAIL,
  type SltPage,
  s123Module,
  services,
  table,
  text,
  ul,
} from './spazio-lanificio-torino.layout.ts';

/**
 * The four pages translated into English with SITE123's multilingual tool (under /en): home, plans and
 * prices, meeting rooms, contact. The English-speaking reception and the Tuesday Expat Desk are only here.
 */
export const sltEnglishPages: SltPage[] = [
  {
    path: '/en',
    lang: 'en',
    kind: 'home',
    alternate: '/',
    title: 'Coworking in Turin, Borgo San Paolo',
    description:
      'Spazio Lanificio: coworking desks, private offices and meeting rooms in a former wool mill in Borgo San Paolo, Turin, 6 minutes from Racconigi metro station.',
    hero: homeHero(
      'Spazio Lanificio',
      'Coworking, offices and meeting rooms in a 1911 wool mill in Turin',
      [
        ['Book a free half-day trial', '/en/contact'],
        ['Plans &amp; prices', '/en/plans-and-prices'],
      ],
      '6512f0a8d1e07_cortile-lanificio.jpg',
    ),
    modules: [
      s123Module(
        { type: 'about', num: 16, layout: 2, title: 'Work in a wool mill', slogan: 'Borgo San Paolo, Turin' },
        text(
          p(
            'From 1911 to 1979 this building spun and wove wool. Since September 2021 it has been Spazio Lanificio: 1,100 m² on two floors with 70 desks in the open space, 8 private offices, 3 meeting rooms, 4 phone booths, a shared kitchen and a courtyard.',
            'Our members are freelancers, developers, designers, small agencies and start-ups, and quite a few of them moved to Turin from abroad.',
          ),
        ),
      ),
      s123Module(
        { type: 'services', num: 3, layout: 1, title: 'Ways to work here', slogan: 'Prices exclude VAT' },
        services(
          [
            {
              icon: 'ticket',
              title: 'Day pass',
              sub: '€20 a day',
              text: 'A day in the open space, Monday to Friday, 8:30am to 7:30pm.',
            },
            {
              icon: 'laptop',
              title: 'Flexible desk',
              sub: '€190 a month',
              text: 'Any free desk in the open space, Monday to Friday during reception hours.',
            },
            {
              icon: 'thumb-tack',
              title: 'Fixed desk',
              sub: '€260 a month',
              text: 'Your own desk, with 24/7 access with your badge.',
            },
            {
              icon: 'building-o',
              title: 'Private offices',
              sub: 'from €690 a month',
              text: 'Furnished offices for 2 to 6 people.',
            },
          ],
          3,
          'All',
        ),
        `<div class="text-center">${button('All plans and prices', '/en/plans-and-prices')}</div>`,
      ),
      s123Module(
        { type: 'about', num: 16, layout: 3, title: 'New in Turin?', bg: true },
        text(
          p(
            'Chiara and Davide at reception speak English, and so does most of the community.',
            `Every ${b('Tuesday from 2pm to 5pm')} Chiara runs the ${b('Expat Desk')}: free help for members with the Italian paperwork, from getting your codice fiscale to registering your residence and opening a partita IVA (we introduce you to an English-speaking accountant for that).`,
          ),
        ),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 4, title: 'Come and see us' },
        text(
          p(
            'We are at Via Villarbasse 22/B, a 6-minute walk from Racconigi station on metro line 1. Your first half day is free: just tell us when you want to come.',
            `${a('Contact and directions', '/en/contact')} · ${a('Leggi in italiano', '/')}`,
          ),
        ),
      ),
    ],
  },
  {
    path: '/en/plans-and-prices',
    lang: 'en',
    alternate: '/piani-e-prezzi',
    title: 'Plans and prices',
    description:
      'Flexible desk, fixed desk, private office, day pass and 10-day pass at Spazio Lanificio, Turin: prices and conditions (prices exclude VAT).',
    modules: [
      s123Module(
        { type: 'about', num: 16, title: 'Plans and prices', slogan: 'Choose how you work', h1: true },
        text(
          p(
            `All prices on this page ${b('exclude VAT')} (22%). A day pass is €24.40 including VAT.`,
            `${b('Back to Work offer:')} your first month of flexible desk for €99 instead of €190 when you join by 31 October 2026.`,
          ),
        ),
      ),
      s123Module(
        { type: 'pricing', num: 38, layout: 2, title: 'Monthly plans' },
        pricing([
          {
            name: 'Flexible desk',
            amount: '190',
            period: '/month',
            note: '+ VAT',
            features: [
              'Any free desk in the open space',
              'Monday to Friday, 8:30am–7:30pm',
              '2 hours of meeting rooms a month',
              'Fibre Wi-Fi, coffee and tea',
              'Locker extra (€12 a month)',
            ],
            button: ['Ask us', '/en/contact'],
          },
          {
            name: 'Fixed desk',
            amount: '260',
            period: '/month',
            note: '+ VAT',
            features: [
              'Your own desk with a drawer unit',
              '24/7 access with your badge',
              '5 hours of meeting rooms a month',
              'Locker included',
              '50 black and white prints a month',
            ],
            button: ['Ask us', '/en/contact'],
            featured: true,
          },
          {
            name: 'Private office',
            prefix: 'from',
            amount: '690',
            period: '/month',
            note: '+ VAT',
            features: [
              'Furnished office for 2 to 6 people',
              '24/7 access with your badge',
              '10 hours of meeting rooms a month',
              'Registered office address included',
              '3 months minimum',
            ],
            button: ['Ask us', '/en/contact'],
          },
        ]),
      ),
      s123Module(
        { type: 'pricing', num: 38, layout: 2, title: 'Day passes', bg: true },
        pricing([
          {
            name: 'Day pass',
            amount: '20',
            period: '/day',
            note: '+ VAT',
            features: [
              'One day in the open space, 8:30am–7:30pm',
              'Monday to Friday',
              'Wi-Fi, coffee and tea',
            ],
            button: ['Book', '/en/contact'],
          },
          {
            name: '10-day pass',
            amount: '160',
            period: '/10 days',
            note: '+ VAT',
            features: [
              '10 days in the open space',
              'Valid for 4 months from your first day',
              'Personal, not transferable',
            ],
            button: ['Buy', '/en/contact'],
          },
        ]),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 1, title: 'Private offices' },
        text(
          table(
            ['Office', 'Desks', 'Size', 'Monthly fee', 'Availability'],
            [
              ['Ordito', '2', '12 m²', '€690', 'Available'],
              ['Trama', '4', '20 m²', '€1,150', 'Full (waiting list)'],
              ['Spola', '6', '28 m²', '€1,590', 'Available from January 2027'],
            ],
          ) + p('<em>Fees exclude VAT. Electricity, heating, cleaning and Wi-Fi included.</em>'),
        ),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 1, title: 'Conditions' },
        text(
          ul(
            `Monthly plans renew every month; you can cancel with 30 days’ notice by email to ${a(SLT_EMAIL, `mailto:${SLT_EMAIL}`)}.`,
            'Private offices are for 3 months minimum, with a deposit of one month’s fee that we return at the end. There is no deposit for desks.',
            'You pay in advance by the 5th of each month, by SEPA direct debit, bank transfer or card. We don’t take cash.',
            'Your first half day is free.',
          ),
        ),
      ),
    ],
  },
  {
    path: '/en/meeting-rooms',
    lang: 'en',
    alternate: '/sale-riunioni',
    title: 'Meeting rooms',
    description:
      'Three meeting rooms in Turin for 6 to 30 people, by the hour, half day or full day, for members and non-members.',
    modules: [
      s123Module(
        {
          type: 'about',
          num: 16,
          title: 'Meeting rooms',
          slogan: 'Three rooms for 6 to 30 people',
          h1: true,
        },
        text(
          p(
            'Anyone can book our meeting rooms, members or not, Monday to Friday from 8:30am to 7:30pm. The minimum booking is 1 hour; a half day is 8:30am–12:30pm or 2:30pm–6:30pm.',
          ) +
            table(
              ['Room', 'Capacity', '1 hour', 'Half day', 'Full day'],
              [
                ['Cardatura', '6 people', '€25', '€85', '€150'],
                ['Filatura', '10 people', '€35', '€120', '€210'],
                ['Tessitura', '30 people', '€60', '€190', '€340'],
              ],
            ) +
            p('<em>Prices exclude VAT. Members use the hours in their plan first, then get 20% off.</em>'),
        ),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 1, title: 'Booking and cancelling', bg: true },
        text(
          ul(
            'Every room has Wi-Fi, a whiteboard and water; Cardatura and Filatura have a screen with video conferencing, Tessitura a projector and two microphones.',
            `Non-members book by email (${a(SLT_EMAIL, `mailto:${SLT_EMAIL}`)}) or by phone and pay in advance by card.`,
            'Cancelling is free up to 48 hours before; after that we charge 50%, and the full price if you don’t show up.',
            'The rooms can’t be booked at weekends, except for private events in Tessitura (ask for a quote).',
          ),
        ),
      ),
    ],
  },
  {
    path: '/en/contact',
    lang: 'en',
    alternate: '/contatti',
    title: 'Contact and directions',
    description:
      'Contact Spazio Lanificio in Turin: phone, WhatsApp, email, opening hours and how to get here.',
    modules: [
      s123Module(
        {
          type: 'contact',
          num: 7,
          layout: 4,
          title: 'Contact us',
          slogan: 'Call, write or drop by',
          h1: true,
        },
        contactModule('en', 'Mon-Fri - 08:30-19:30'),
      ),
      s123Module(
        { type: 'openingHours', num: 124, title: 'Reception hours', bg: true },
        openingHours(
          [
            ['Monday', '08:30 - 19:30'],
            ['Tuesday', '08:30 - 19:30'],
            ['Wednesday', '08:30 - 19:30'],
            ['Thursday', '08:30 - 19:30'],
            ['Friday', '08:30 - 19:30'],
            ['Saturday', 'Closed'],
            ['Sunday', 'Closed'],
          ],
          'Fixed desk and private office members can come in 24/7 with their badge.',
        ),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 1, title: 'How to get here' },
        text(
          p(
            'Take metro line 1 to Racconigi: we are a 6-minute walk away (450 m). From Porta Susa station it is 3 stops.',
            'We have no car park and the streets around are paid parking. The entrance is through the gate at number 22/B: cross the courtyard and reception is on the ground floor, on the left. Step-free access and a lift.',
            'Tours of the space: Monday to Friday, 10am to 5pm, by appointment.',
          ),
        ),
      ),
    ],
  },
];
