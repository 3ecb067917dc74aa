import {
  a,
  b,
  button,
  CTB_EMAIL,
  CTB_STREET,
  CTB_TOWN,
  type CtbPage,
  columns,
  fakeHeading,
  form,
  image,
  map,
  p,
  priceRows,
  section,
  text,
  ul,
} from './circolo-tennis-brenta.layout.ts';

/**
 * The English language version: Webnode keeps it as a separate tree under /en/ with its own menu; only the
 * home, courts, court fees, opening hours and contact pages were translated.
 */
export const ctbEnglishPages: CtbPage[] = [
  {
    path: '/en',
    lang: 'en',
    kind: 'home',
    title: 'Home',
    description:
      'Tennis and padel club in Stra, on the Riviera del Brenta between Padua and Venice. Visitors welcome, lessons in English.',
    sections: [
      section(
        [
          text(
            `<h1 class="wnd-align-center">Circolo Tennis &amp; Padel Brenta</h1>\n<p class="wnd-align-center">Tennis and padel on the Riviera del Brenta, 15 minutes from Padua and 30 from Venice</p>`,
          ),
          button('Court fees', '/en/court-fees/', 'center'),
        ],
        { variant: 'hero', background: 'campi-terra-rossa-tramonto' },
      ),
      section([
        columns(
          [
            [
              text(
                `<h2>Visitors welcome</h2>\n${p(
                  'You don’t need to be a member to play: book a court by WhatsApp on +39 347 218 5590 or at the club office, and pay at the club before you play.',
                  'We have 4 clay courts, 2 artificial grass courts covered by a heated dome in winter, 3 padel courts (2 of them covered), a bar with a terrace over the courts, changing rooms with showers and a free car park.',
                )}`,
              ),
            ],
            [image('club-house-terrazza', 'The club house terrace')],
          ],
          [55, 45],
        ),
      ]),
      section(
        [
          text(
            `${fakeHeading('Lessons in English')}\n<p>Our coach ${b('Daniel Hughes')}, a British FITP-qualified instructor, teaches adults and children in English. A private lesson costs €50 an hour for non-members, court included. Write to ${a(CTB_EMAIL, `mailto:${CTB_EMAIL}`)} to book one.</p>`,
          ),
        ],
        { variant: 'grey' },
      ),
      section([
        text(
          `<p>Our membership, tennis school, summer camp, tournaments, club rules and news pages are only in Italian. ${a('Italian version', '/')}.</p>`,
        ),
      ]),
    ],
  },
  {
    path: '/en/courts',
    lang: 'en',
    title: 'Our courts',
    description:
      'Four clay courts, two artificial grass courts under a heated dome in winter and three padel courts.',
    sections: [
      section([
        text(
          `<h1>Our courts</h1>\n${fakeHeading('Clay · courts 1, 2, 3 and 4')}\n${p(
            'Four outdoor clay courts with LED floodlights for evening play.',
            'In winter, from 1 December to 28 February, only courts 1 and 2 are open, when the surface isn’t frozen; courts 3 and 4 are closed for maintenance and reopen in March.',
          )}\n${fakeHeading('Artificial grass · courts 5 and 6')}\n${p(
            'Two sand-filled artificial grass courts. From late October to late March they are covered by a heated air dome, so you can play warm and dry even in January. This year the dome went up on 26 October 2026. Lights and heating are included in the court fee.',
          )}\n${fakeHeading('Padel · three courts')}\n<p>Padel 1 and Padel 2 are covered by a canopy open at the sides and are used all year round; Padel 3 is an outdoor panoramic court.</p>`,
        ),
        button('Court fees', '/en/court-fees/'),
      ]),
    ],
  },
  {
    path: '/en/court-fees',
    lang: 'en',
    title: 'Court fees',
    description: 'Court fees for tennis and padel, peak and off-peak, members and non-members.',
    sections: [
      section([
        text(
          `<h1>Court fees 2026/2027</h1>\n${p(
            'All prices include VAT and are per court, not per person.',
            'Peak hours: Monday to Friday 5pm – 10pm; Saturday, Sunday and public holidays 9am – 1pm. All other hours are off-peak.',
          )}\n${fakeHeading('Tennis, per hour', 120)}`,
        ),
        priceRows([
          ['Clay courts, members', 'free'],
          ['Clay courts, non-members', '€18 off-peak, €24 peak'],
          ['Artificial grass outdoors (April–October), non-members', '€16 off-peak, €20 peak'],
          ['Artificial grass under the dome (November–March), members', '€14 off-peak, €18 peak'],
          ['Artificial grass under the dome (November–March), non-members', '€24 off-peak, €30 peak'],
          ['Floodlights on outdoor courts', '€4 an hour'],
        ]),
        text(fakeHeading('Padel, 90 minutes per court', 120)),
        priceRows([
          ['Members', '€40 off-peak, €48 peak'],
          ['Non-members', '€52 off-peak (€13 each), €60 peak (€15 each)'],
        ]),
        text(fakeHeading('Hire', 120)),
        priceRows([
          ['Tennis racket', '€3'],
          ['Padel racket', '€2.50'],
        ]),
      ]),
      section(
        [
          text(
            ul(
              'Free cancellation up to 24 hours before your booking; after that the full court fee is charged.',
              'Pay at the club before you play: cash, debit or credit card, Satispay.',
            ),
          ),
        ],
        { variant: 'grey' },
      ),
    ],
  },
  {
    path: '/en/opening-hours',
    lang: 'en',
    title: 'Opening hours',
    description: 'Opening hours of the club in winter and in summer, and of the club office.',
    sections: [
      section([
        text('<h1>Opening hours</h1>'),
        columns([
          [
            text(`${fakeHeading('Winter', 120)}\n<p>1 October – 31 March</p>`),
            priceRows([
              ['Monday – Friday', '8am – 11pm'],
              ['Saturday and Sunday', '8am – 8pm'],
            ]),
          ],
          [
            text(`${fakeHeading('Summer', 120)}\n<p>1 April – 30 September</p>`),
            priceRows([
              ['Monday – Friday', '7.30am – 11.30pm'],
              ['Saturday and Sunday', '7.30am – 10pm'],
            ]),
          ],
        ]),
        text(fakeHeading('Club office', 120)),
        priceRows([
          ['Monday, Tuesday, Wednesday and Friday', '9am – 12pm and 3.30pm – 8pm'],
          ['Thursday', 'afternoon only, 3.30pm – 8pm'],
          ['Saturday', '9am – 12pm'],
          ['Sunday', 'closed'],
        ]),
        text(
          p(
            'The bar is closed on Mondays from October to March.',
            'On public holidays we keep Sunday hours. Our Christmas opening hours are published in our news, in Italian.',
          ),
        ),
      ]),
    ],
  },
  {
    path: '/en/contact',
    lang: 'en',
    title: 'Contact',
    description: 'Address, phone, WhatsApp, email and how to reach the club by car or bus.',
    sections: [
      section([
        columns(
          [
            [
              text(
                `<h1>Contact</h1>\n${p(
                  `${b('Circolo Tennis &amp; Padel Brenta')}<br>${CTB_STREET}<br>${CTB_TOWN}, Italy`,
                  'Phone: +39 049 980 4127<br>WhatsApp: +39 347 218 5590',
                  `Email: <a href="mailto:${CTB_EMAIL}">${CTB_EMAIL}</a>`,
                )}\n${fakeHeading('Getting here', 110)}\n${p(
                  'By car: 15 minutes from Padua along the SR11; from the A4 motorway take the Dolo-Mirano exit, then 10 minutes.',
                  'By bus: line 53 between Padua and Venice stops at “Stra – Villa Pisani”, about 10 minutes’ walk from the club. The nearest railway station is Padova: from there take bus 53.',
                )}`,
              ),
            ],
            [map(`${CTB_STREET}, ${CTB_TOWN}`)],
          ],
          [50, 50],
        ),
      ]),
      section(
        [
          text('<h2>Write to us</h2>'),
          form(
            [
              { kind: 'ShortText', label: 'Name', required: true },
              { kind: 'Email', label: 'Email', required: true },
              { kind: 'LongText', label: 'Message', required: true },
            ],
            'Send',
          ),
        ],
        { variant: 'grey' },
      ),
    ],
  },
];
