import { boats, priceGrid, weekly } from './charter-tramontana.charter.ts';
import {
  accordion,
  block,
  bold,
  brand,
  button,
  buttons,
  cards,
  d,
  da,
  feature,
  form,
  heading,
  link,
  list,
  map,
  newsList,
  one,
  type PostMeta,
  picture,
  priceCard,
  pricing,
  row,
  size,
  specs,
  subtitle,
  type Teaser,
  TR_EMAIL,
  TR_PHONE,
  TR_PHONE_HREF,
  TR_STREET,
  TR_WHATSAPP,
  TR_WHATSAPP_HREF,
  type TramontanaPage,
  text,
} from './charter-tramontana.layout.ts';

/**
 * The English pages under /en/, the owner's translation of most of the site with prices written '€2,100',
 * '€220 a day' and times '9.30am – 1pm'. The guide for charterers from abroad is only in English: the
 * licences accepted (ICC, RYA Day Skipper or higher; not Competent Crew or ASA 101 alone), the VHF radio
 * licence, the crew list 7 days ahead, Sara's German, tipping the skipper (5–10% of the fee) and payments in
 * euros only. The charter terms, the archived 2021 terms, the privacy policy and the post on the licence
 * course with the Scuola Nautica Gallura are only in Italian.
 */

const eur = (x: string) => `€${x.replace(/\./g, ',')}`;

const about: Record<string, string> = {
  Grecale:
    'Nimble and easy to handle: the right boat for a couple or a small family, and the boat we use for our courses.',
  Libeccio:
    'A roomy cockpit, two heads and plenty of fresh water: for those who want space without moving to a catamaran.',
  Maestrale:
    'The fastest boat in the fleet, with twin wheels and a hard chine: for crews who really want to sail.',
  Scirocco: 'Four cabins, each with its own head, stable at anchor and easy for families with children.',
  Ponente:
    'Our biggest catamaran: a saloon open to the cockpit, a flybridge with a sunbed and a separate skipper’s cabin.',
};

const enModel = (model: string) => model.replace('(catamarano)', '(catamaran)');

const boatCard = (i: number) => {
  const boat = boats[i]!;
  return [
    picture(`${boat.name} – ${enModel(boat.model)} at anchor`),
    heading(boat.name, 3, 'item__title_2Pn'),
    text(brand(enModel(boat.model)), 'item__subtitle_3Ko'),
    specs([
      ['Year', boat.year],
      ['Length', boat.length.replace(',', '.')],
      ['Cabins', boat.cabins.replace('cabina skipper', 'skipper’s cabin')],
      ['Heads', boat.heads],
      ['Berths', boat.berths],
      ['Max guests', boat.people],
    ]),
    text(about[boat.name] ?? '', 'item__text_1Hx'),
    button('See prices', '/en/prices', 'link'),
  ];
};

const fleet: TramontanaPage = {
  path: '/en/fleet',
  lang: 'en',
  alternate: '/flotta',
  title: 'Our fleet',
  description:
    'The Tramontana Charter fleet in Porto Rotondo: three sailing yachts and two catamarans for bareboat or skippered charter, and the new Lagoon 46 arriving in 2027.',
  blocks: [
    block(
      [
        one(
          heading('Our fleet', 1),
          subtitle(
            d(
              'Three sailing yachts and two catamarans, all moored on pier C of the Marina di Porto Rotondo.',
            ),
          ),
        ),
      ],
      { name: 'series-2-cover', theme: 'brand', background: 'Sailing yachts moored in Porto Rotondo' },
    ),
    block([one(heading('Sailing yachts', 2), cards([0, 1, 2].map(boatCard)))], { name: 'series-4-cards' }),
    block([one(heading('Catamarans', 2), cards([3, 4].map(boatCard), 2))], {
      name: 'series-4-cards',
      theme: 'sand',
    }),
    block(
      [
        row(
          [
            [picture('Rendering of the Lagoon 46 Levante')],
            [
              text(bold(brand('COMING IN 2027')), 'item__label_2Qd'),
              heading('Levante – Lagoon 46', 2),
              text(
                d(
                  'In April 2027 our third charter catamaran arrives in Porto Rotondo: a new Lagoon 46 with four double cabins, two crew cabins and a huge flybridge.',
                  'The first charters are planned from June 2027. Prices aren’t ready yet and it can’t be booked for now: bookings open in February 2027.',
                ),
              ),
              button('Read the news', '/en/news/new-catamaran-levante-2027', 'secondary'),
            ],
          ],
          [6, 6],
        ),
      ],
      { name: 'series-5-about' },
    ),
  ],
};

const enSeasons = [
  { name: 'Low', dates: '1/5 – 29/5 and 25/9 – 30/10' },
  { name: 'Mid', dates: '29/5 – 26/6 and 28/8 – 25/9' },
  { name: 'High', dates: '26/6 – 31/7' },
  { name: 'Peak', dates: '31/7 – 28/8' },
];

const prices: TramontanaPage = {
  path: '/en/prices',
  lang: 'en',
  alternate: '/prezzi',
  title: '2027 prices',
  description:
    'Tramontana Charter 2027 prices: weekly bareboat rates for our sailing yachts and catamarans, what’s included, extras, skipper, hostess and security deposits.',
  blocks: [
    block(
      [
        one(
          heading('2027 prices', 1),
          subtitle(d('Weekly prices, Saturday to Saturday, for the boat without a skipper. VAT included.')),
        ),
      ],
      { name: 'series-2-cover', theme: 'brand', background: 'Catamaran at anchor off Spargi' },
    ),
    block(
      [
        one(
          heading('Weekly rates', 2),
          priceGrid(
            'Boat',
            boats.map((b) => `${b.name} (${enModel(b.model).replace(' (catamaran)', ', catamaran')})`),
            enSeasons,
            weekly,
            eur,
          ),
          text(
            d(
              'Charters shorter than a week (3 nights minimum) in low and mid season only: price on request.',
            ),
            'price-grid__note_2Tc',
          ),
        ),
      ],
      { name: 'series-6-table' },
    ),
    block(
      [
        row([
          [
            heading('Included', 3),
            text(
              list(
                'the boat with its standard equipment and dinghy',
                'bed linen and towels (one set per person)',
                'the La Maddalena National Park navigation permit',
                'gas, fresh water and the berth at our base on Friday night',
              ),
            ),
          ],
          [
            heading('Not included', 3),
            text(
              list(
                'final cleaning, compulsory',
                'fuel',
                'berths in other ports and mooring buoys',
                'skipper, hostess, provisioning and transfers',
              ),
            ),
          ],
        ]),
      ],
      { name: 'series-5-two-columns', theme: 'sand' },
    ),
    block(
      [
        one(
          heading('Extras and services', 2),
          pricing([
            priceCard('Final cleaning, monohull', '170', 'per week, compulsory'),
            priceCard('Final cleaning, catamaran', '280', 'per week, compulsory'),
            priceCard('Skipper', '220', 'a day, plus meals'),
            priceCard('Hostess / cook', '180', 'a day, plus meals'),
          ]),
          heading('Other extras', 3),
          specs([
            ['Outboard engine for the dinghy', '€90 a week'],
            ['SUP', '€120 a week'],
            ['4G wi-fi router', '€70 a week'],
            ['Extra linen set', '€25 per person'],
            ['Early check-in (Saturday from 12 noon)', '€150'],
            ['Guarded parking at the marina', '€70 a week'],
          ]),
        ),
      ],
      { name: 'series-8-pricing' },
    ),
    block(
      [
        one(
          heading('Security deposit', 2),
          text(
            d(
              `Monohulls: ${bold('€2,000')}. Catamarans: ${bold('€3,500')}. Left at check-in as a pre-authorisation on a credit card.`,
              'With damage waiver insurance (€30 a day for monohulls, €45 a day for catamarans) the deposit drops to €500 or €800.',
              `Booking, payment and cancellation terms: see our ${link('charter conditions', '/condizioni-di-noleggio')} (in Italian).`,
            ),
          ),
          button('Check availability', '/en/contact'),
        ),
      ],
      { name: 'series-3-text', theme: 'sand' },
    ),
  ],
};

const bareboat: TramontanaPage = {
  path: '/en/bareboat-charter',
  lang: 'en',
  alternate: '/noleggio-senza-skipper',
  title: 'Bareboat charter',
  description:
    'Bareboat sailing yacht and catamaran charter from Porto Rotondo: licence, check-in and check-out, security deposit, sailing area.',
  blocks: [
    block(
      [
        one(
          heading('Bareboat charter', 1),
          subtitle(
            d('You’re at the helm. We hand you the boat ready to go, with full tanks and a briefing.'),
          ),
        ),
      ],
      { name: 'series-2-cover', theme: 'brand', background: 'Helm of a sailing yacht at sunset' },
    ),
    block(
      [
        one(
          heading('Who can charter', 2),
          text(
            d(
              `The skipper must hold ${bold('a sailing licence')} (the Italian patente nautica or an equivalent foreign licence) and be at least 18.`,
              'A second crew member with some sailing experience is also required.',
              `Which foreign licences we accept: see ${link('chartering from abroad', '/en/chartering-from-abroad')}. No licence? Charter ${link('with a skipper', '/en/skippered-charter')}.`,
            ),
          ),
        ),
      ],
      { name: 'series-5-about' },
    ),
    block(
      [
        one(heading('Check-in and check-out', 2)),
        row([
          [
            specs([
              ['Check-in', 'Saturday from 5pm'],
              ['Check-out', 'Saturday by 9am'],
            ]),
          ],
          [
            text(
              d(
                'On Friday the boat must be back at our base by 6pm, for refuelling and the check. You spend Friday night on board in the marina.',
                'Arriving early? Early check-in from 12 noon costs €150.',
              ),
            ),
          ],
        ]),
      ],
      { name: 'series-5-two-columns', theme: 'sand' },
    ),
    block(
      [
        row([
          [
            heading('Deposit', 3),
            text(
              d('Monohulls €2,000, catamarans €3,500, as a pre-authorisation on a credit card at check-in.'),
            ),
          ],
          [
            heading('Where you can sail', 3),
            text(
              d(
                'The north-east coast of Sardinia, from Olbia to Santa Teresa Gallura, and the La Maddalena archipelago: the park permit is included.',
                `${bold('Night sailing is not allowed without a skipper.')} Corsica only with our skipper.`,
              ),
            ),
          ],
          [
            heading('Fuel', 3),
            text(d('You get the boat with a full tank and bring it back full. Fuel is not included.')),
          ],
        ]),
      ],
      { name: 'series-4-cards' },
    ),
  ],
};

const skippered: TramontanaPage = {
  path: '/en/skippered-charter',
  lang: 'en',
  alternate: '/noleggio-con-skipper',
  title: 'Skippered charter',
  description:
    'Skippered charter in Porto Rotondo and La Maddalena: skipper and hostess rates, meals, cabin, no licence needed.',
  blocks: [
    block(
      [
        one(
          heading('Skippered charter', 1),
          subtitle(
            d('You enjoy the sea; the skipper takes care of routes, anchorages and harbour manoeuvres.'),
          ),
        ),
      ],
      { name: 'series-2-cover', theme: 'brand', background: 'Skipper at the helm heading for La Maddalena' },
    ),
    block(
      [
        one(
          heading('No licence needed', 2),
          text(
            d(
              `For a skippered charter ${bold('you don’t need a licence')} or any sailing experience: the skipper is responsible for the boat.`,
              'If you like, the skipper will teach you to steer and trim the sails during the week.',
            ),
          ),
          pricing([
            priceCard('Skipper', '220', 'a day', [
              'plus meals, on board with you',
              'paid at check-in',
              'speaks Italian and English',
            ]),
            priceCard('Hostess / cook', '180', 'a day', [
              'plus meals',
              'cooking, tidying and provisioning',
              'only together with a skipper',
            ]),
          ]),
        ),
      ],
      { name: 'series-8-pricing', theme: 'sand' },
    ),
    block(
      [
        row([
          [
            heading('Where the skipper sleeps', 3),
            text(
              d(
                'Ponente has a separate skipper’s cabin. On the other boats the skipper takes one of the cabins or sleeps in the saloon: bear this in mind when counting berths.',
              ),
            ),
          ],
          [
            heading('Corsica and night sailing', 3),
            text(
              d(
                'With a skipper you can sail as far as Bonifacio and the Lavezzi Islands in Corsica, and sail at night if the weather allows.',
              ),
            ),
          ],
        ]),
      ],
      { name: 'series-4-cards' },
    ),
  ],
};

const abroad: TramontanaPage = {
  path: '/en/chartering-from-abroad',
  lang: 'en',
  title: 'Chartering from abroad',
  description:
    'A guide for charterers from abroad: which sailing licences we accept, VHF radio licence, crew list, languages, tipping the skipper and payments.',
  blocks: [
    block(
      [
        one(
          heading('Chartering from abroad', 1),
          subtitle(d('Everything our guests from outside Italy ask us before they book.')),
        ),
      ],
      { name: 'series-2-cover', theme: 'brand', background: 'Pier C at dawn' },
    ),
    block(
      [
        row([
          [
            heading('Licences we accept', 3),
            text(
              d(
                'For a bareboat charter we accept the ICC (International Certificate of Competence), the RYA Day Skipper or higher, and national sailing licences equivalent to the Italian one.',
                'The RYA Competent Crew or the ASA 101 alone are not enough: charter with a skipper instead.',
              ),
            ),
          ],
          [
            heading('VHF radio', 3),
            text(
              d(
                'The skipper or another crew member must hold a VHF radio licence, for example the RYA SRC. Bring it with you.',
              ),
            ),
          ],
          [
            heading('Crew list', 3),
            text(
              d(
                'Send us the names, dates of birth and passport or ID card numbers of everyone on board at least 7 days before embarkation: the harbour office needs them.',
              ),
            ),
          ],
        ]),
      ],
      { name: 'series-4-cards' },
    ),
    block(
      [
        row([
          [
            heading('Languages', 3),
            text(
              d(
                'Gavino, Luca and Sara speak English, and Sara also speaks German. Francesca answers emails in English.',
              ),
            ),
          ],
          [
            heading('Tipping', 3),
            text(
              d(
                'Tips are not expected in Italy. If you were happy with your skipper, guests usually leave around 5–10% of the skipper’s fee.',
              ),
            ),
          ],
          [
            heading('Payments', 3),
            text(
              d(
                'All our prices are in euros and we only accept payments in euros, by bank transfer or credit card.',
              ),
            ),
          ],
        ]),
      ],
      { name: 'series-4-cards', theme: 'sand' },
    ),
    block(
      [
        one(
          heading('Getting here', 2),
          text(
            d(
              'Olbia Costa Smeralda airport is 20 minutes from Porto Rotondo, with direct flights from many European cities in summer. Ferries from Livorno, Civitavecchia and Genoa arrive in Olbia and Golfo Aranci.',
              `We can pick you up: see ${link('transfers', '/en/provisioning-and-transfers')}.`,
            ),
          ),
        ),
      ],
      { name: 'series-3-text' },
    ),
  ],
};

const dayTrips: TramontanaPage = {
  path: '/en/day-trips',
  lang: 'en',
  alternate: '/gite-in-giornata',
  title: 'Day trips',
  description:
    'Catamaran day trip from Porto Rotondo to the La Maddalena archipelago: Spargi, Budelli, Santa Maria. Prices, times, lunch on board, private boat and sunset trip.',
  blocks: [
    block(
      [
        one(
          heading('Catamaran day trip to the La Maddalena archipelago', 1),
          subtitle(
            d(
              'A full day among Spargi, Budelli and Santa Maria, with lunch on board.',
              'From 1 June to 30 September, every day except Saturday.',
            ),
          ),
        ),
      ],
      { name: 'series-2-cover', theme: 'brand', background: 'The catamaran Tramontana at Cala Corsara' },
    ),
    block(
      [
        one(
          heading('The day', 2),
          text(
            d(
              `We leave at ${bold('9.30am')} from pier C of the Marina di Porto Rotondo and are back around 6pm.`,
              'First stop Spargi, in the turquoise water of Cala Corsara; then Budelli, where we sail past the Pink Beach (you can only see it from the sea: landing is forbidden); lunch at anchor and the afternoon at Santa Maria.',
            ),
          ),
        ),
      ],
      { name: 'series-5-about' },
    ),
    block(
      [
        one(
          heading('Prices', 2),
          pricing([
            priceCard('Adults', '130', 'per person', [
              'lunch on board: seafood pasta, salad and fruit',
              'water, wine and soft drinks',
              'snorkelling masks',
              'National Park fee',
            ]),
            priceCard('Children aged 3 to 11', '80', 'per person', [
              'same day as the adults',
              'children’s life jackets',
            ]),
          ]),
          text(d('Children under 3 go free.'), 'pricing__note_3Wf'),
        ),
      ],
      { name: 'series-8-pricing', theme: 'sand' },
    ),
    block(
      [
        row([
          [
            heading('How it works', 3),
            text(
              list(
                'Up to 12 guests, on our catamaran Tramontana, a Lagoon 42 kept for day trips.',
                'Book by 6pm the day before, online or on WhatsApp.',
                'Meet us on pier C 15 minutes before departure.',
                'No trips on Saturdays: it’s our changeover day.',
              ),
            ),
          ],
          [
            heading('Bad weather', 3),
            text(
              d(
                'If the sea isn’t safe we cancel the trip ourselves and offer you another day or a full refund.',
              ),
            ),
          ],
          [
            heading('Good to know', 3),
            text(
              d(
                'We don’t pick up from hotels: we meet at the marina.',
                'Pets are not allowed on board, not even on day trips.',
              ),
            ),
          ],
        ]),
      ],
      { name: 'series-4-cards' },
    ),
    block(
      [
        row([
          [
            heading('Private boat with skipper', 2),
            text(d('The whole boat for you, on the route you prefer. Fuel included, lunch not included.')),
            specs([
              ['Sailing yacht, up to 8 people', '€950 a day'],
              ['Catamaran, up to 12 people', '€1,600 a day'],
            ]),
          ],
          [
            heading('Sunset aperitivo', 2),
            text(
              d('Two and a half hours under sail off Porto Rotondo, with a Sardinian aperitivo on board.'),
            ),
            specs([
              ['When', 'July and August, Tuesdays and Fridays'],
              ['Time', '6.30pm – 9pm'],
              ['Price', '€65 per person'],
            ]),
          ],
        ]),
      ],
      { name: 'series-5-two-columns', theme: 'sand' },
    ),
  ],
};

const courses: TramontanaPage = {
  path: '/en/sailing-courses',
  lang: 'en',
  alternate: '/corsi-di-vela',
  title: 'Sailing courses',
  description:
    'Sailing courses in Porto Rotondo: a five-day beginner course and an advanced course on a cruise. 2027 dates, prices and minimum age.',
  blocks: [
    block(
      [
        one(
          heading('Sailing courses', 1),
          subtitle(d('Learn to sail in the most beautiful sea in the Mediterranean, with FIV instructors.')),
        ),
      ],
      { name: 'series-2-cover', theme: 'brand', background: 'Beginner course students on board Grecale' },
    ),
    block(
      [
        one(
          cards(
            [
              feature(
                'sail',
                'Beginner course',
                d(
                  'For people who have never sailed, or only as passengers.',
                  'Five days, Monday to Friday, 9.30am to 5pm, on Grecale (Dufour 360): knots, points of sail, tacking and gybing, mooring, safety.',
                  'Up to 4 students per instructor. Minimum age 16. The course is taught in Italian and English.',
                ),
              ),
              feature(
                'compass',
                'Advanced course – sailing cruise',
                d(
                  'Six days living on board, from Sunday at 6pm to Saturday at 10am, between Porto Rotondo and La Maddalena.',
                  'For those who have done the beginner course or have similar experience. Up to 5 students.',
                ),
              ),
            ],
            2,
          ),
        ),
      ],
      { name: 'series-4-cards' },
    ),
    block(
      [
        one(
          pricing([
            priceCard('Beginner course', '590', 'per person', [
              'FIV instructor',
              'lunch on board',
              'insurance',
              'certificate of attendance',
            ]),
            priceCard('Advanced course', '890', 'per person', [
              'six days and five nights on board',
              'FIV instructor',
              'food not included: shared kitty, about €120 each',
            ]),
          ]),
        ),
      ],
      { name: 'series-8-pricing', theme: 'sand' },
    ),
    block(
      [
        row([
          [
            heading('2027 dates', 2),
            specs([
              ['Beginner course', '10–14 May · 7–11 June · 6–10 September · 4–8 October'],
              ['Advanced course', '23–29 May · 19–25 September'],
            ]),
            text(d(bold('We don’t run courses in July and August.'))),
          ],
          [
            heading('Good to know', 2),
            text(
              list(
                `Our courses ${bold('do not give you a sailing licence')}: you get a certificate of attendance.`,
                'Bring non-marking shoes, a hat, sunscreen and a windproof jacket.',
                'You can sleep on board Grecale during the beginner course: €40 per person per night.',
              ),
            ),
          ],
        ]),
      ],
      { name: 'series-5-two-columns' },
    ),
  ],
};

const services: TramontanaPage = {
  path: '/en/provisioning-and-transfers',
  lang: 'en',
  alternate: '/cambusa-e-transfer',
  title: 'Provisioning and transfers',
  description:
    'Provisioning service with your shopping on board before check-in, welcome pack, and transfers from Olbia airport and the ports of Olbia and Golfo Aranci to Porto Rotondo.',
  blocks: [
    block(
      [
        one(
          heading('Provisioning and transfers', 1),
          subtitle(
            d('Arrive, step on board and sail: we take care of the shopping and the lift from the airport.'),
          ),
        ),
      ],
      { name: 'series-2-cover', theme: 'brand', background: 'Boxes of groceries on the pier' },
    ),
    block(
      [
        one(
          heading('Provisioning', 2),
          text(
            d(
              `Send us your shopping list ${bold('by the Monday')} before a Saturday check-in (at least five days ahead): we shop at a supermarket in Porto Rotondo and stow everything on board before you arrive.`,
              'You pay the receipt at check-in, by card or cash, plus a 10% service fee (minimum €25).',
              `${bold('Welcome pack – €45 per boat:')} water (12 bottles), coffee, sugar, oil, salt, washing-up liquid, toilet paper and bin bags.`,
            ),
          ),
        ),
      ],
      { name: 'series-5-about' },
    ),
    block(
      [
        one(
          heading('Transfers', 2),
          text(
            d(
              'We pick you up at the airport or the port and drive you to the pier with your luggage. Prices per trip, per vehicle.',
            ),
          ),
          specs([
            [
              'Olbia Costa Smeralda airport – Porto Rotondo (about 20 minutes)',
              'car up to 4 people €55 · minivan up to 8 people €85',
            ],
            ['Olbia port (Isola Bianca) – Porto Rotondo', 'same prices as the airport'],
            ['Golfo Aranci port – Porto Rotondo', 'car €75 · minivan €100'],
            ['Night supplement (10pm to 7am)', '€20'],
          ]),
          text(
            d(
              'Transfers must be booked at least 48 hours ahead and are for charter and course guests only.',
              'We don’t pick up from hotels for day trips. Guarded parking at the marina: €70 a week.',
            ),
          ),
        ),
      ],
      { name: 'series-6-table', theme: 'sand' },
    ),
  ],
};

const aboutUs: TramontanaPage = {
  path: '/en/about-us',
  lang: 'en',
  alternate: '/chi-siamo',
  title: 'About us',
  description:
    'Tramontana Charter, in Porto Rotondo since 2009: Gavino Piras, Francesca Ledda, our skippers and sailing instructors.',
  blocks: [
    block(
      [
        one(
          heading('About us', 1),
          text(
            d(
              'Tramontana Charter started in 2009 with a single boat, an old Grand Soleil 35, and Gavino Piras, a skipper and FIV sailing instructor who grew up between Olbia and La Maddalena.',
              'Today we are a small company, Tramontana Yachting, with five boats on pier C of the Marina di Porto Rotondo and our office a few steps away, on Via del Molo.',
            ),
          ),
          cards(
            [
              [heading('Gavino Piras', 3), text(d('Founder, skipper and FIV instructor.'))],
              [heading('Francesca Ledda', 3), text(d('Bookings, office and provisioning.'))],
              [heading('Luca Deiana', 3), text(d('Skipper for day trips and skippered charters.'))],
              [heading('Sara Mura', 3), text(d('Skipper and sailing instructor.'))],
            ],
            4,
          ),
        ),
      ],
      { name: 'series-5-about' },
    ),
  ],
};

const faq: TramontanaPage = {
  path: '/en/faq',
  lang: 'en',
  alternate: '/faq',
  title: 'FAQ',
  description:
    'Frequently asked questions: licence, pets, deposit, Corsica, offers, short charters, luggage, smoking, children and weather.',
  blocks: [
    block(
      [
        one(
          heading('Frequently asked questions', 1),
          accordion([
            [
              'Do I need a licence?',
              d(
                'For a bareboat charter, yes: the skipper must hold a sailing licence or an equivalent foreign licence.',
                'For a skippered charter, day trips and courses you don’t need any licence.',
              ),
            ],
            [
              'Can I bring my dog?',
              d('Sorry, no: pets of any size are not allowed on board, on charters or day trips.'),
            ],
            [
              'Is the 15% early booking discount still available?',
              d(
                'No. The 15% early booking discount was for bookings of the 2026 season and ended on 31 March 2026.',
                'There is none for 2027: the 2027 prices are already final.',
              ),
            ],
            [
              'Can we sail to Corsica?',
              d('Only with our skipper. On a bareboat charter you can’t leave Italian waters.'),
            ],
            [
              'Can I book the new catamaran Levante yet?',
              d('Not yet: Levante bookings open in February 2027, with its prices.'),
            ],
            [
              'How do I pay the security deposit?',
              d(
                'As a pre-authorisation on a credit card at check-in. We don’t accept cash, debit cards or prepaid cards for the deposit.',
              ),
            ],
            [
              'Can I charter for less than a week?',
              d(
                'In low and mid season, yes, for at least 3 nights. In July and August we only charter by the week, Saturday to Saturday.',
              ),
            ],
            [
              'What luggage should I bring?',
              d('Soft bags, not hard suitcases: there’s no room to stow them on board.'),
            ],
            [
              'Can we smoke on board?',
              d('Never below deck. In the cockpit, yes, with discretion and no cigarette ends in the sea.'),
            ],
            [
              'Are the boats suitable for children?',
              d(
                'Yes. On request we fit a safety net on the guardrails and lend you children’s life jackets, free.',
              ),
            ],
            [
              'What if the weather is bad?',
              d('Day trips: if we cancel for the weather, we offer you another day or a refund.'),
            ],
          ]),
        ),
      ],
      { name: 'series-13-faq' },
    ),
  ],
};

const contact: TramontanaPage = {
  path: '/en/contact',
  lang: 'en',
  alternate: '/contatti',
  title: 'Contact',
  description:
    'Contact Tramontana Charter: office at Via del Molo 14, Porto Rotondo, boats on pier C, phone, WhatsApp, email, office hours and directions.',
  blocks: [
    block(
      [
        row(
          [
            [
              heading('Contact us', 1),
              text(
                d(
                  bold('Office'),
                  `${TR_STREET}, 07026 Porto Rotondo – Olbia (SS), Italy`,
                  '',
                  bold('Boats'),
                  'Marina di Porto Rotondo, pier C',
                  '',
                  `Phone ${link(`+39 ${TR_PHONE}`, TR_PHONE_HREF)}`,
                  `WhatsApp ${link(`+39 ${TR_WHATSAPP}`, TR_WHATSAPP_HREF)}`,
                  `Email ${link(TR_EMAIL, `mailto:${TR_EMAIL}`)}`,
                ),
              ),
            ],
            [map(`Tramontana Charter, ${TR_STREET}, Porto Rotondo`)],
          ],
          [5, 7],
        ),
      ],
      { name: 'series-14-contacts' },
    ),
    block(
      [
        row([
          [
            heading('Office hours', 2),
            specs([
              ['November to April', 'Monday to Friday 9.30am – 1pm and 3pm – 5.30pm'],
              ['Saturday and Sunday', 'closed'],
              ['May to October', 'every day 8.30am – 7.30pm'],
            ]),
            text(d(`Over the holidays our hours change: see our ${link('news', '/en/news')}.`)),
          ],
          [
            heading('Getting here', 2),
            text(
              d(
                'Olbia Costa Smeralda airport is 17 km away, about 20 minutes by car: follow the SP73 to Porto Rotondo.',
                'Guarded parking at the marina: €70 a week.',
              ),
            ),
          ],
        ]),
      ],
      { name: 'series-5-two-columns', theme: 'sand' },
    ),
    block(
      [
        row(
          [
            [heading('Write to us', 2)],
            [
              form(
                [
                  ['Name', 'text'],
                  ['Email', 'email'],
                  ['Message', 'textarea'],
                ],
                'Send',
                'en',
              ),
            ],
          ],
          [5, 7],
        ),
      ],
      { name: 'series-9-form' },
    ),
  ],
};

/* ── News ─────────────────────────────────────────────────────────────────────────────────────────────── */

interface Post {
  path: string;
  alternate: string;
  title: string;
  description: string;
  meta: PostMeta;
  body: string;
}

const h2 = (html: string) => `<h2>${html}</h2>`;

const christmas: Post = {
  path: '/en/news/christmas-and-new-year-2026',
  alternate: '/news/natale-e-capodanno-2026',
  title: 'Christmas and New Year 2026: office hours and gift vouchers',
  description:
    'Tramontana Charter office hours over Christmas 2026 and New Year, gift vouchers for the sailing course and the day trip, and the last day to order a printed one.',
  meta: {
    date: '18 November 2026',
    iso: '2026-11-18T10:15:00+01:00',
    author: 'Francesca Ledda',
    category: 'Notices',
    excerpt:
      'Our office closes for a few days over the holidays. Here are the hours, and gift ideas for sea lovers.',
    cover: 'Christmas tree on the pier in Porto Rotondo',
  },
  body: `${d('Our office takes a short break over the holidays. Here’s when you can find us between Christmas and Epiphany.')}${h2('Office hours over the holidays')}${list(
    'Monday 21 and Tuesday 22 December: usual hours, 9.30am – 1pm and 3pm – 5.30pm',
    'Wednesday 23 December: mornings only, 9.30am – 1pm',
    'From Thursday 24 December to Wednesday 6 January: office closed',
    'except Monday 28 and Tuesday 29 December, open 10am – 12.30pm',
    'We reopen on Thursday 7 January 2027 with our winter hours.',
  )}${d(`While the office is closed we answer emails and WhatsApp (+39 ${TR_WHATSAPP}) once a day, in the morning.`)}${h2('A gift voucher under the tree')}${list(
    `${bold('Beginner sailing course')} voucher: €590`,
    `${bold('La Maddalena day trip')} voucher: €130 per person`,
  )}${d(
    'Vouchers are valid for the whole 2027 season, until 30 October 2027.',
    `Digital vouchers arrive by email within 24 hours, even on Christmas Eve. If you’d like a printed card posted to you, order by ${bold('Monday 14 December')}.`,
  )}`,
};

const levante: Post = {
  path: '/en/news/new-catamaran-levante-2027',
  alternate: '/news/levante-nuovo-catamarano-2027',
  title: 'Coming in 2027: Levante, our new Lagoon 46',
  description:
    'In 2027 a new Lagoon 46 catamaran, Levante, joins our fleet. First charters from June 2027, skippered only; prices and bookings to come.',
  meta: {
    date: '15 October 2026',
    iso: '2026-10-15T17:30:00+02:00',
    author: 'Gavino Piras',
    category: 'News',
    excerpt: 'Our fleet is growing: a brand-new Lagoon 46 arrives in April 2027. Here’s what we know so far.',
    cover: 'Lagoon 46 under way',
  },
  body: `${d('Our fleet is growing: in April 2027 Levante, a brand-new Lagoon 46, arrives in Porto Rotondo. It will be our third charter catamaran, alongside Scirocco and Ponente.')}${h2('When and how')}${d(
    `The first charters are planned ${bold('from June 2027')}. Levante will be available with a skipper only.`,
    'Prices are not set yet: Levante’s rates will be published in January 2027 and bookings open in February 2027.',
    'For now you can’t book or hold a week on it.',
  )}`,
};

const prices2024: Post = {
  path: '/en/news/2024-prices',
  alternate: '/news/listino-2024',
  title: '2024 prices and news',
  description:
    'Tramontana Charter 2024 prices: weekly charter, skipper, hostess, extras, day trips and courses.',
  meta: {
    date: '15 January 2024',
    iso: '2024-01-15T12:00:00+01:00',
    author: 'Francesca Ledda',
    category: 'Prices',
    excerpt:
      'Happy 2024! Here are the prices for the new season, and some news for you and your four-legged friends.',
    cover: 'Pier C in January',
  },
  body: `${d('Happy 2024! Here are the prices for the new season and a few changes.')}${h2('Weekly bareboat charter')}${list(
    'Grecale: €1,800 to €3,900',
    'Libeccio: €2,200 to €4,600',
    'Maestrale: €2,800 to €5,900',
    'Scirocco: €4,100 to €8,900',
    'Ponente: €5,300 to €11,500',
  )}${h2('Extras')}${list(
    'Skipper: €180 a day',
    'Hostess: €150 a day',
    'Final cleaning: €150 monohulls, €250 catamarans',
    'Security deposit: €1,500 monohulls, €2,500 catamarans',
    'Airport transfer: €45',
  )}${h2('Day trips and courses')}${list('La Maddalena day trip: €95 adults, €60 children', 'Beginner sailing course: €490')}${h2('Times and rules')}${d(
    'Check-in on Saturdays from 6pm, check-out by 8am.',
    'In winter the office is open Monday to Saturday, 9am – 1pm.',
    `${bold('New for 2024:')} dogs are welcome on Grecale and Libeccio, with a €100 cleaning supplement.`,
  )}`,
};

const enPosts: Post[] = [christmas, levante, prices2024];

function enTeasers(): Teaser[] {
  return enPosts.map(({ path, title, meta }) => ({ path, title, meta }));
}

const home: TramontanaPage = {
  path: '/en',
  lang: 'en',
  alternate: '/',
  title: 'Home',
  description:
    'Tramontana Charter: sailing yacht and catamaran charter with or without a skipper in Porto Rotondo, Sardinia, day trips to the La Maddalena archipelago, sailing courses, provisioning and transfers.',
  blocks: [
    block(
      [
        one(
          heading('Sailing yachts and catamarans in Porto Rotondo, Sardinia', 1),
          subtitle(
            da(
              'center',
              'Bareboat and skippered charter in the La Maddalena archipelago, day trips and sailing courses.',
            ),
          ),
          buttons(button('Check availability', '/en/contact'), button('Our fleet', '/en/fleet', 'secondary')),
        ),
      ],
      {
        name: 'series-1-cover',
        theme: 'brand',
        background: 'Sailing yacht among the islands of La Maddalena',
      },
    ),
    block(
      [
        row(
          [
            [
              text(
                d(
                  `${size(22, bold('Early booking: 15% off'))} all charter weeks booked by 31 March!`,
                  'The discount applies to the boat hire, not to extras and services.',
                ),
              ),
            ],
            [button('Ask for a quote', '/en/contact')],
          ],
          [9, 3],
        ),
      ],
      { name: 'series-7-cta', theme: 'sand' },
    ),
    block(
      [
        one(
          heading('What we do', 2),
          cards([
            [
              ...feature(
                'helm',
                'Bareboat charter',
                d('Saturday to Saturday, from €2,100 a week in low season. A sailing licence is required.'),
              ),
              button('More', '/en/bareboat-charter', 'link'),
            ],
            [
              ...feature(
                'captain',
                'Skippered charter',
                d('No licence, no worries: a skipper costs €220 a day.'),
              ),
              button('More', '/en/skippered-charter', 'link'),
            ],
            [
              ...feature(
                'sun',
                'Day trips',
                d('By catamaran to Spargi, Budelli and Santa Maria, from 1 June to 30 September.'),
              ),
              button('More', '/en/day-trips', 'link'),
            ],
            [
              ...feature(
                'knot',
                'Sailing courses',
                d('Our five-day beginner course, in May, June, September and October.'),
              ),
              button('More', '/en/sailing-courses', 'link'),
            ],
            [
              ...feature(
                'basket',
                'Provisioning &amp; transfers',
                d('Your shopping on board before you arrive, and a lift from Olbia airport.'),
              ),
              button('More', '/en/provisioning-and-transfers', 'link'),
            ],
          ]),
        ),
      ],
      { name: 'series-4-cards' },
    ),
    block(
      [
        row(
          [
            [picture('The Bali 4.6 Ponente at anchor off Cala Coticcio')],
            [
              heading('Our fleet', 2),
              text(
                d(
                  'Three monohulls (Grecale, Libeccio, Maestrale) and two catamarans (Scirocco and Ponente), from 10.8 to 13.9 metres.',
                  `${brand(bold('New for 2027:'))} a brand-new Lagoon 46, Levante, arrives in April. It can’t be booked yet.`,
                ),
              ),
              buttons(button('See the fleet', '/en/fleet'), button('2027 prices', '/en/prices', 'secondary')),
            ],
          ],
          [6, 6],
        ),
      ],
      { name: 'series-5-about', theme: 'sand' },
    ),
    block(
      [
        one(
          heading('Sailing from abroad?', 2),
          text(
            d(
              `Which licences we accept, the crew list, languages, tipping: everything is in our ${link('guide for charterers from abroad', '/en/chartering-from-abroad')}.`,
            ),
          ),
        ),
      ],
      { name: 'series-3-text' },
    ),
    block([one(heading('News', 2), newsList(enTeasers().slice(0, 2), 'en'))], { name: 'blog-feed' }),
    block(
      [
        row(
          [
            [
              heading('Check availability', 2),
              text(
                d('Tell us when, how many of you and which boat you like: we reply within one working day.'),
              ),
            ],
            [
              form(
                [
                  ['Name', 'text'],
                  ['Email', 'email'],
                  ['Phone', 'tel'],
                  ['Service', ['Bareboat charter', 'Skippered charter', 'Day trip', 'Sailing course']],
                  ['Week / dates', 'text'],
                  ['Message', 'textarea'],
                ],
                'Send request',
                'en',
              ),
            ],
          ],
          [5, 7],
        ),
      ],
      { name: 'series-9-form', theme: 'brand' },
    ),
  ],
};

const news: TramontanaPage = {
  path: '/en/news',
  lang: 'en',
  alternate: '/news',
  title: 'News',
  description: 'Tramontana Charter news: holiday hours, fleet news and prices.',
  blocks: [
    block(
      [
        one(
          heading('News', 1),
          subtitle(
            d(`Some of our posts are only in Italian: see ${link('the Italian news page', '/news')}.`),
          ),
          newsList(enTeasers(), 'en'),
        ),
      ],
      { name: 'blog-list' },
    ),
  ],
};

const postPages: TramontanaPage[] = enPosts.map((post) => ({
  path: post.path,
  lang: 'en',
  alternate: post.alternate,
  title: post.title,
  description: post.description,
  post: post.meta,
  blocks: [post.body],
}));

export const tramontanaEnglishPages: TramontanaPage[] = [
  home,
  fleet,
  prices,
  bareboat,
  skippered,
  abroad,
  dayTrips,
  courses,
  services,
  aboutUs,
  faq,
  contact,
  news,
  ...postPages,
];
