import {
  accordion,
  BAGLIO_EMAIL,
  BAGLIO_MOBILE_INTL,
  BAGLIO_PHONE_INTL,
  BAGLIO_STREET,
  BAGLIO_TOWN,
  type BaglioPage,
  block,
  cols,
  facts,
  greyBlock,
  h2,
  h3,
  infoBox,
  p,
  pageHeader,
  table,
} from './baglio-zagara.layout.ts';

/** Check-in and check-out, contact, FAQ and the airport guide (only in English), for foreign guests. */
export const baglioGuestPages: BaglioPage[] = [
  {
    path: '/en/check-in-and-check-out',
    lang: 'en',
    title: 'Check-in & check-out',
    description:
      'Check-in and check-out times at Baglio delle Zagare, late arrivals, late check-out and documents.',
    alternate: '/check-in-e-check-out',
    crumbs: [['Info', '/en/check-in-and-check-out']],
    body: [
      pageHeader('Check-in &amp; check-out', 'Times, late arrivals and departures', 'ingresso-baglio.jpg'),
      block(
        cols(
          ['col-md-4', infoBox('clock', 'Check-in', '3pm–8pm')],
          ['col-md-4', infoBox('clock', 'Check-out', 'by 11am')],
          ['col-md-4', infoBox('phone', 'Arriving after 8pm?', 'let us know by 6pm')],
        ),
        h2('Late arrivals'),
        p(
          `If you arrive after 8pm, please let us know by 6pm on the day by phone (${BAGLIO_PHONE_INTL}) or WhatsApp (${BAGLIO_MOBILE_INTL}).`,
          'After 10pm there is a €20 late check-in supplement: we send you the key box code by WhatsApp and you register at reception the next morning. Check-in is not possible after midnight.',
        ),
        h2('Early arrivals and late check-out'),
        p(
          'If you arrive before 3pm you can leave your luggage at reception and wait by the pool or in the garden.',
          'Late check-out until 2pm, subject to availability: €40, to be requested the day before.',
        ),
      ),
      greyBlock(
        h3('Documents'),
        p(
          'At check-in we need a valid ID document or passport for every guest, children included: by law we register all guests with the police within 24 hours.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/en/contact',
    lang: 'en',
    title: 'Contact & directions',
    description:
      'How to reach Baglio delle Zagare in Santa Venera di Noto, Sicily: by car, train and from Catania airport. Phone, WhatsApp and email.',
    alternate: '/dove-siamo',
    crumbs: [['Contact', '/en/contact']],
    body: [
      pageHeader(
        'Contact &amp; directions',
        'In the countryside, 2 km from the village and 9 km from Noto',
        'strada-limoni.jpg',
      ),
      block(
        cols(
          [
            'col-md-6',
            h2('Contact') +
              infoBox('pin', 'Address', `${BAGLIO_STREET}, ${BAGLIO_TOWN}, Sicily, Italy`) +
              infoBox('phone', 'Phone', BAGLIO_PHONE_INTL) +
              infoBox('whatsapp', 'Mobile &amp; WhatsApp', BAGLIO_MOBILE_INTL) +
              infoBox('mail', 'Email', BAGLIO_EMAIL) +
              infoBox('clock', 'Reception', 'daily, 8am–9pm'),
          ],
          [
            'col-md-6',
            h2('Directions') +
              p(
                'By car: A18 Siracusa–Gela motorway, exit Noto, then the SP 19 towards Santa Venera. After the village, turn left at the “Contrada Zagarella” sign: 800 metres of dirt road, fine for any car. GPS: 36.8512, 15.0419.',
                'By train or coach: the nearest station and bus stop are in Noto, 9 km away; we can pick you up for €20 each way.',
                'Flying in? Read our guide <a href="/en/getting-here-from-catania-airport">Getting here from Catania airport</a>.',
              ),
          ],
        ),
      ),
      greyBlock(
        facts([
          ['Noto', '9 km'],
          ['Vendicari reserve', '12 km'],
          ['Marzamemi', '20 km'],
          ['Syracuse', '45 km'],
          ['Catania airport', '95 km'],
        ]),
      ),
    ].join('\n'),
  },
  {
    path: '/en/faq',
    lang: 'en',
    title: 'FAQ',
    description: 'Frequently asked questions at Baglio delle Zagare: pets, children, Wi-Fi, pool, payments.',
    alternate: '/domande-frequenti',
    crumbs: [['Info', '/en/check-in-and-check-out']],
    body: [
      pageHeader('Frequently asked questions', 'Can’t find the answer? Write to us', 'cortile-sera.jpg'),
      block(
        accordion('faqEn', [
          [
            'Can I bring my pet?',
            'Yes, small dogs (up to 10 kg) are welcome in the rooms for €15 per night. Pets are not allowed in the apartments.',
          ],
          [
            'Is there a TV and air conditioning?',
            'Every room and apartment has air conditioning. There is no TV in the rooms, on purpose.',
          ],
          [
            'Can I smoke?',
            'Smoking is not allowed in the rooms, the apartments or the breakfast room. You can smoke in the garden and the courtyard.',
          ],
          ['Is there Wi-Fi?', 'Yes, free throughout the property, pool included.'],
          [
            'Are children welcome?',
            'Of course. Children up to 2 stay free with a cot on request; older children can have an extra bed in the Superior rooms and the family room.',
          ],
          ['Is the pool heated?', 'No, the pool is not heated. It is open from 1 May to 15 October.'],
          [
            'Do I need a car?',
            'It is very handy: the Baglio is in the countryside and there are no buses to the village. We also hire out e-bikes and run transfers.',
          ],
          [
            'How much is the tourist tax?',
            '€2.50 per person per night, for up to 5 nights. Children under 12 are exempt.',
          ],
          ['Can I pay by card?', 'Yes, Visa, Mastercard and debit cards. We do not accept American Express.'],
        ]),
      ),
    ].join('\n'),
  },
  {
    path: '/en/getting-here-from-catania-airport',
    lang: 'en',
    title: 'Getting here from Catania airport',
    description:
      'How to get from Catania Fontanarossa airport to Baglio delle Zagare near Noto: car hire, coach, taxi or our transfer.',
    crumbs: [['Info', '/en/check-in-and-check-out']],
    body: [
      pageHeader(
        'Getting here from Catania airport',
        'A practical guide for guests flying into Sicily',
        'strada-limoni.jpg',
      ),
      block(
        p(
          'Most of our guests from abroad fly into Catania Fontanarossa (CTA), 95 km from the Baglio. There are four ways to get here; whichever you choose, remember that check-in closes at midnight.',
        ),
        h2('1. Hire a car'),
        p(
          'The easiest option: the drive takes about 1 hour 15 minutes. Follow the signs for Siracusa on the Catania–Siracusa motorway (no tolls), then the A18 towards Gela and exit at Noto. From there follow our <a href="/en/contact">directions</a>.',
          'Do not follow your sat-nav through the old centre of Santa Venera: the lanes are too narrow for cars. Stay on the SP 19 round the village.',
        ),
        h2('2. Coach and pick-up'),
        p(
          'Interbus coaches run from the airport (stop opposite Arrivals) to Noto about every 2 hours, from 6:45 to 20:30. The journey takes about 1 hour 30 minutes and a single ticket costs €8.90, on board or online. Call us when you get on the coach and we will pick you up at the Noto stop for €20.',
        ),
        h2('3. Our transfer'),
        table(
          ['Vehicle', 'Passengers', 'Price each way'],
          [
            ['Car', 'up to 4', '€90'],
            ['Minivan', 'up to 8', '€120'],
          ],
        ),
        p(
          'Book at least 48 hours ahead and send us your flight number: the driver waits at Arrivals with a sign, and follows your flight if it is late.',
        ),
        h2('4. Taxi'),
        p('A taxi from the airport costs around €150 and is best booked in advance.'),
      ),
      greyBlock(
        h3('Good to know'),
        `<ul><li>There is no direct train from the airport to Noto.</li><li>If your flight lands after 20:30, when the last coach has left, book our transfer or hire a car.</li><li>Arriving after 8pm? Read our <a href="/en/check-in-and-check-out">late arrival rules</a>.</li></ul>`,
      ),
    ].join('\n'),
  },
];
