import {
  a,
  b,
  block,
  boldLine,
  button,
  col,
  form,
  heading,
  image,
  map,
  NCC_EMAIL,
  NCC_PHONE,
  NCC_PHONE_HREF,
  NCC_STREET,
  NCC_TOWN,
  NCC_WHATSAPP,
  NCC_WHATSAPP_HREF,
  type NccPage,
  p,
  row,
  section,
  table,
  text,
} from './ncc-lagomaggiore.layout.ts';

/**
 * The English language version: Zoho keeps it as a second language under /en with its own menu. Only the
 * home, airport transfers, excursions, fleet and contact pages were translated; the station transfers, the
 * full price list and supplements, weddings, conditions, FAQ, quote form, news and terms are Italian only.
 */
export const nccEnglishPages: NccPage[] = [
  {
    path: '/en',
    lang: 'en',
    kind: 'home',
    title: 'Autoservizi Verbano NCC - Private driver and chauffeur service in Stresa, Lake Maggiore',
    description:
      'Chauffeur-driven cars and vans from Stresa on Lake Maggiore: private transfers to Malpensa, Linate and Bergamo airports, excursions and a wheelchair-accessible van.',
    sections: [
      block(
        [
          heading('Your private driver on Lake Maggiore', 'h1', 'center'),
          text(
            '<p>Private transfers to Malpensa, Linate and Bergamo airports and to the train stations, excursions to Lake Orta, Milan and Zermatt. From Stresa, 24 hours a day, at fixed prices.</p>',
            'center',
          ),
          button('Airport transfers', '/en/airport-transfers', 'center'),
        ],
        { background: 'stresa-lungolago-mercedes' },
      ),
      section([
        row([
          col(
            [
              heading('Airport transfers', 'h3'),
              text(
                '<p>Malpensa, Linate and Bergamo Orio al Serio at a fixed price per vehicle, with flight tracking. Malpensa from €120.</p>',
              ),
              button('Prices', '/en/airport-transfers'),
            ],
            4,
          ),
          col(
            [
              heading('Excursions', 'h3'),
              text('<p>Lake Orta, Milan and the Matterhorn at Zermatt, with a driver all to yourselves.</p>'),
              button('Excursions', '/en/excursions'),
            ],
            4,
          ),
          col(
            [
              heading('Wheelchair-accessible van', 'h3'),
              text(
                '<p>A Volkswagen Crafter with a rear lift for passengers who travel in their wheelchair.</p>',
              ),
              button('Our fleet', '/en/fleet'),
            ],
            4,
          ),
        ]),
      ]),
      block(
        [
          heading('About us', 'h2'),
          text(
            p(
              'Family-run since 1998: Marco Zanetti, his daughter Giulia in the office and four drivers, with five Mercedes and Volkswagen vehicles.',
              `Some of our pages are only in Italian. Write to us in English at ${NCC_EMAIL} or on WhatsApp and we will be glad to help.`,
            ),
          ),
        ],
        { variant: 'light' },
      ),
    ],
  },
  {
    path: '/en/airport-transfers',
    lang: 'en',
    title: 'Airport transfers',
    description: 'Private transfers from Stresa to Malpensa, Linate and Bergamo airports at fixed prices.',
    sections: [
      block([
        heading('Airport transfers: Malpensa, Linate and Bergamo', 'h1'),
        text(
          p(
            'We pick you up at your hotel or home on Lake Maggiore and drive you straight to the terminal, or we meet you at arrivals and take you to your hotel.',
            'Prices are per vehicle, not per person, and include 10% VAT and motorway tolls. Same price to and from Baveno, Belgirate, Lesa, Feriolo and Verbania.',
          ),
        ),
        table(
          [
            [
              'Airport (one way from Stresa)',
              'Sedan (1–3 passengers)',
              'Van (4–8 passengers)',
              'Journey time',
            ],
            ['Milan Malpensa (Terminal 1 and 2)', '€120', '€160', 'about 50 minutes'],
            ['Milan Linate', '€210', '€260', 'about 1 hour 30 minutes'],
            ['Bergamo Orio al Serio', '€260', '€320', 'about 1 hour 50 minutes'],
          ],
          [40, 20, 20, 20],
        ),
      ]),
      block(
        [
          text(
            `${boldLine('Meeting you')}${p(
              'We track your flight. At Malpensa and Linate your driver waits in the arrivals hall, at the baggage reclaim exit, holding a sign with your name; at Bergamo outside the arrivals exit.',
            )}${boldLine('Waiting time')}${p(
              'The first 60 minutes after your actual landing are free. After that, waiting costs €25 per 30 minutes.',
            )}${boldLine('Night surcharge')}${p('A 20% night surcharge applies to pick-ups between 10pm and 6am.')}`,
          ),
          text(`<p>To book, ${a('contact us', '/en/contact')}.</p>`),
        ],
        { variant: 'light' },
      ),
    ],
  },
  {
    path: '/en/excursions',
    lang: 'en',
    title: 'Excursions with a driver',
    description: 'Private day trips from Lake Maggiore to Lake Orta, Milan and Zermatt, and hourly hire.',
    sections: [
      block([
        heading('Excursions with a driver', 'h1'),
        text(
          p(
            'A car and a driver all to yourselves, for half a day or a full day. Prices are per vehicle and include fuel, tolls, parking, the Swiss motorway vignette and the driver’s lunch.',
          ),
        ),
        table(
          [
            ['Excursion', 'Duration', 'Sedan (1–3 passengers)', 'Van (4–8 passengers)'],
            ['Lake Orta and Orta San Giulio', 'half day, 4 hours', '€260', '€320'],
            ['Milan: the Duomo, the Last Supper and shopping', 'full day, 9 hours', '€520', '€640'],
            ['Zermatt and the Matterhorn (Switzerland)', 'full day, 11 hours', '€690', '€820'],
            ['Hourly hire', 'per hour, minimum 3 hours', '€65', '€80'],
          ],
          [40, 20, 20, 20],
        ),
        text('<p>Every extra hour is charged at the hourly rate: €65 by sedan, €80 by van.</p>'),
      ]),
      block(
        [
          text(
            `${boldLine('Zermatt')}${p(
              'Zermatt is car-free: your driver takes you over the Simplon Pass to Täsch, where the shuttle train reaches Zermatt in 12 minutes. The train ticket is not included.',
              'Bring a passport or an ID card valid for travel abroad, children included.',
            )}${boldLine('Milan')}${p(
              'We leave at 8am and you have about 4 hours in the city centre. Tickets for the Last Supper must be booked by you well in advance.',
            )}`,
          ),
        ],
        { variant: 'light' },
      ),
    ],
  },
  {
    path: '/en/fleet',
    lang: 'en',
    title: 'Our fleet',
    description:
      'Mercedes E-Class sedans, a Mercedes V-Class van, a 16-seat Sprinter minibus and a wheelchair-accessible van.',
    sections: [
      block([
        heading('Our fleet', 'h1'),
        text('<p>Five vehicles, all with air conditioning, USB chargers and complimentary still water.</p>'),
      ]),
      section([
        row([
          col(
            [
              image('mercedes-classe-e', 'Black Mercedes E-Class'),
              heading('Sedan – Mercedes E-Class', 'h3'),
              text(
                p(
                  'Up to 3 passengers.',
                  'Luggage: 3 large suitcases (up to 23 kg) and 3 pieces of hand luggage.',
                ),
              ),
            ],
            4,
          ),
          col(
            [
              image('mercedes-classe-v', 'Mercedes V-Class in Stresa'),
              heading('Van – Mercedes V-Class Extra Long', 'h3'),
              text(p('4 to 8 passengers.', 'Luggage: 8 large suitcases and 8 pieces of hand luggage.')),
            ],
            4,
          ),
          col(
            [
              image('mercedes-sprinter', 'Mercedes Sprinter minibus'),
              heading('Minibus – Mercedes Sprinter', 'h3'),
              text(p('Up to 16 passengers, for groups.', 'Price on request only.')),
            ],
            4,
          ),
        ]),
      ]),
      block(
        [
          heading('Wheelchair-accessible van', 'h2'),
          text(
            p(
              'A Volkswagen Crafter with a rear lift rated for 350 kg, wheelchair restraints and three-point seat belts. It carries one passenger in their own wheelchair, electric ones included, and up to 4 companions.',
              `It costs the same as our van (4–8 passengers), ${b('with no surcharge')}. Please book at least 48 hours ahead: we have only one.`,
            ),
          ),
        ],
        { variant: 'light' },
      ),
      block([
        heading('Coming in 2027: our first electric car', 'h2'),
        text(
          p(
            'From spring 2027 a fully electric Mercedes EQE will join the fleet for transfers to Malpensa and the stations. Prices have not been set yet and it cannot be booked yet.',
          ),
        ),
      ]),
    ],
  },
  {
    path: '/en/contact',
    lang: 'en',
    title: 'Contact',
    description: 'Address, phone, WhatsApp, email and office hours of Autoservizi Verbano NCC in Stresa.',
    sections: [
      section([
        row([
          col(
            [
              heading('Contact us', 'h1'),
              text(
                p(
                  `${b('Office and garage:')} ${NCC_STREET}, ${NCC_TOWN}, Italy`,
                  `${b('Phone:')} <a href="${NCC_PHONE_HREF}">+39 ${NCC_PHONE}</a>`,
                  `${b('WhatsApp:')} <a href="${NCC_WHATSAPP_HREF}" target="_blank" rel="noopener">+39 ${NCC_WHATSAPP}</a>`,
                  `${b('Email:')} <a href="mailto:${NCC_EMAIL}">${NCC_EMAIL}</a>`,
                ),
              ),
              text(
                `${boldLine('Office hours')}${p(
                  'Monday to Saturday: 8am – 7pm',
                  'Sundays and public holidays: office closed (WhatsApp for confirmed bookings only)',
                  'Our cars run 24 hours a day, every day of the year, on booking.',
                )}`,
              ),
            ],
            6,
          ),
          col(
            [
              map('Via Sempione Nord 48, 28838 Stresa VB', 'Autoservizi Verbano NCC on the map'),
              form(
                'contact-en',
                [
                  { kind: 'text', label: 'Name', required: true },
                  { kind: 'email', label: 'Email', required: true },
                  { kind: 'text', label: 'From – to' },
                  { kind: 'date', label: 'Date' },
                  { kind: 'number', label: 'Passengers' },
                  { kind: 'textarea', label: 'Message', required: true },
                ],
                'Send',
                'Thank you! We will get back to you soon.',
              ),
            ],
            6,
          ),
        ]),
      ]),
    ],
  },
];
