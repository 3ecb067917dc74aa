import { TIMETABLE } from './palestra-ferro-padova.allenamento.ts';
import {
  accordion,
  buttons,
  FERRO_EMAIL,
  FERRO_PHONE,
  FERRO_PHONE_HREF,
  FERRO_STREET,
  FERRO_TOWN,
  FERRO_WHATSAPP,
  FERRO_WHATSAPP_HREF,
  type FerroPage,
  gmap,
  heading,
  iconList,
  image,
  infoBox,
  p,
  row,
  strong,
  table,
  tabs,
} from './palestra-ferro-padova.layout.ts';

/**
 * The five pages Polylang holds in English, under their own menu but the Italian footer and banner: the home
 * page, memberships (the same tabs, without the family discount, the suspension and the badge), the timetable,
 * contact and part of the FAQ. Prices as "€59", times as "6.30am – 10pm" (the timetable keeps 24-hour times).
 * The Erasmus card for the student rate is only here; the rules, the classes' details, personal training, the
 * staff, the Christmas hours, the Area Relax and the blog are only in Italian.
 */
const home: FerroPage = {
  path: '/en',
  lang: 'en',
  kind: 'home',
  title: 'Home',
  description:
    'Palestra Ferro, an independent gym and functional training club in Padova, Italy: weights room, cross training, pilates, indoor cycling and boxing.',
  body: [
    row(
      [
        [
          heading('Functional Training Club · Padova', 'span', 'kb-eyebrow'),
          heading('Palestra Ferro: train for real in the heart of Padova', 'h1'),
          p(
            'An independent gym in a former workshop, a 10-minute walk from the railway station: a weights room, a functional area and group classes from cross training to boxing.',
          ),
          buttons(['Memberships', '/en/memberships'], ['Free trial', FERRO_WHATSAPP_HREF, 'outline']),
        ],
        [image('2024/09/sala-pesi-palestra-ferro.jpg', 'The weights room at Palestra Ferro', 1400, 933)],
      ],
      { full: true, bg: 'theme-palette3', layout: 'left-golden' },
    ),
    row([
      [
        infoBox('Memberships', 'Open Gym from €59 a month, classes included from €79.', {
          href: '/en/memberships',
          more: 'See prices',
          icon: 'activity',
        }),
      ],
      [
        infoBox('Timetable', 'Classes from Monday to Saturday, from 7am to 8.15pm.', {
          href: '/en/timetable',
          more: 'Weekly timetable',
          icon: 'clock',
        }),
      ],
      [
        infoBox(
          'Visiting Padova?',
          'A day pass is €15: weights room and classes, if there is room. Bring an ID document.',
          { href: '/en/contact', more: 'Find us', icon: 'map' },
        ),
      ],
    ]),
    row([
      [
        heading('Good to know', 'h2'),
        iconList([
          'Open Monday to Friday 6.30am – 10pm, Saturday 9am – 7pm, Sunday 9am – 1pm',
          'Your first trial class is free: message us on WhatsApp',
          'Classes are taught in Italian, but several coaches speak English',
          'The rest of our website is in Italian',
        ]),
      ],
    ]),
  ].join('\n'),
};

const priceColumn = (name: string, price: string, per: string, features: string[]) => [
  heading(name, 'span', 'kb-price-name'),
  heading(`${price}<span class="kb-price-per"> ${per}</span>`, 'p', 'kb-price'),
  iconList(features),
  buttons(['Join', '/en/contact']),
];

const memberships: FerroPage = {
  path: '/en/memberships',
  lang: 'en',
  title: 'Memberships',
  description:
    'Memberships and prices at Palestra Ferro, Padova: Open Gym, classes, students, over 65, day pass.',
  body: [
    p('Prices from 1 September 2026.'),
    tabs(
      [
        [
          'Open Gym',
          row([
            priceColumn('Monthly', '€59', 'a month', ['Weights room, functional area and cardio']),
            priceColumn('3 months', '€159', '', ['Weights room, functional area and cardio']),
            priceColumn('Annual', '€490', 'a year', ['Membership fee included']),
          ]),
        ],
        [
          'Open Gym + Classes',
          row([
            priceColumn('Monthly', '€79', 'a month', [
              'Everything in Open Gym',
              'All classes, booked in the app',
            ]),
            priceColumn('3 months', '€215', '', ['Everything in Open Gym', 'All classes, booked in the app']),
            priceColumn('Annual', '€690', 'a year', ['All classes', 'Membership fee included']),
          ]),
        ],
        [
          'Reduced',
          row([
            priceColumn('Students, Open Gym', '€45', 'a month', [
              'University students up to 26 with a student card (an Erasmus card counts)',
            ]),
            priceColumn('Students, with classes', '€62', 'a month', ['University students up to 26']),
            priceColumn('Over 65', '€39', 'a month', [
              'Weights room and the Gentle Gym class',
              'Monday to Friday until 4pm',
            ]),
          ]),
        ],
        [
          'Single entries',
          row([
            priceColumn('Day pass', '€15', 'a day', [
              'Weights room and classes, if there is room',
              'No membership fee',
            ]),
            priceColumn('10-entry card', '€120', '', ['Valid for 6 months', 'No membership fee']),
            priceColumn('Trial class', 'Free', '', ['Your first trial class is free', 'Book it on WhatsApp']),
          ]),
        ],
      ],
      'membership',
    ),
    p(
      'All memberships need the yearly membership fee of €35 (club card and accident insurance), already included in annual memberships; the day pass and the 10-entry card don’t.',
      'You can pay by credit or debit card, Satispay or bank transfer. We don’t accept cash.',
    ),
  ].join('\n'),
};

const EN_CLASSES: Record<string, string> = {
  'Cross Training': 'Cross Training',
  Spinning: 'Indoor Cycling',
  Pilates: 'Pilates',
  'Ginnastica Dolce Over 65': 'Gentle Gym (over 65)',
  'Hyrox Training': 'Hyrox Training',
  'Functional Circuit': 'Functional Circuit',
  'Boxe Ragazzi': 'Teen Boxing (14–17)',
  Boxe: 'Boxing',
  Mobility: 'Mobility',
  '–': '–',
};

const timetable: FerroPage = {
  path: '/en/timetable',
  lang: 'en',
  title: 'Timetable',
  description: 'The weekly class timetable at Palestra Ferro, Padova.',
  body: [
    p(
      'Valid from 14 September 2026 to 30 June 2027. Book your classes in the Ferro Club app up to 7 days ahead.',
    ),
    table(
      ['Time', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      TIMETABLE.map(([time, classes]) => [strong(time), ...classes.map((c) => EN_CLASSES[c] ?? c)]),
    ),
    p('There are no classes on Sundays: the gym is open 9am – 1pm for your own training.'),
  ].join('\n'),
};

const contact: FerroPage = {
  path: '/en/contact',
  lang: 'en',
  title: 'Contact',
  description: 'Address, phone, opening hours and directions for Palestra Ferro, Padova.',
  body: [
    row([
      [
        heading('Find us', 'h2'),
        p(`${strong(FERRO_STREET)}<br>${FERRO_TOWN}, Italy`),
        iconList(
          [
            `Phone <a href="${FERRO_PHONE_HREF}">${FERRO_PHONE}</a>`,
            `WhatsApp (messages only) <a href="${FERRO_WHATSAPP_HREF}">${FERRO_WHATSAPP}</a>`,
            `<a href="mailto:${FERRO_EMAIL}">${FERRO_EMAIL}</a>`,
          ],
          'phone',
        ),
      ],
      [
        heading('Opening hours', 'h2'),
        p('Monday to Friday: 6.30am – 10pm<br>Saturday: 9am – 7pm<br>Sunday: 9am – 1pm'),
        p(
          'Reception is staffed Monday to Friday 9am – 1pm and 4pm – 9pm, Saturday 9am – 1pm. At other times you get in with your badge only.',
        ),
      ],
    ]),
    heading('Getting here', 'h2'),
    p(
      'We are a 10-minute walk from the railway station. Buses 3 and 13 stop at Tommaseo.',
      'We have no car park of our own: there is blue-line street parking on Via Tommaseo and the Fiera multi-storey car park is 300 m away.',
    ),
    gmap(`${FERRO_STREET}, ${FERRO_TOWN}`),
  ].join('\n'),
};

const faq: FerroPage = {
  path: '/en/faq',
  lang: 'en',
  title: 'FAQ',
  description: 'Frequently asked questions about Palestra Ferro, Padova.',
  body: [
    accordion([
      [
        'Do I need a medical certificate?',
        p(
          'For a membership, yes: an Italian certificate for non-competitive sport (certificato medico non agonistico), handed in before your first workout. For a day pass or a free trial you only sign a self-declaration of good health at reception.',
        ),
      ],
      [
        'Can I try before I join?',
        p(`Yes, your first trial class is free. Book it on WhatsApp at ${FERRO_WHATSAPP}.`),
      ],
      [
        'How do I book a class?',
        p(
          'In the Ferro Club app, up to 7 days ahead. You can cancel for free up to 2 hours before the class.',
        ),
      ],
      ['How can I pay?', p('By credit or debit card, Satispay or bank transfer. We don’t accept cash.')],
      ['Do you have a swimming pool?', p('No, we don’t have a swimming pool.')],
      [
        'Is there parking?',
        p('We have no car park of our own. See the Contact page for street parking nearby.'),
      ],
    ]),
  ].join('\n'),
};

export const ferroEnglishPages: FerroPage[] = [home, memberships, timetable, contact, faq];
