import { calendarCard } from './costa-vela-camogli.corsi.ts';
import { fareharbor } from './costa-vela-camogli.it.ts';
import {
  button,
  buttons,
  callout,
  cards,
  cols,
  eyebrow,
  figure,
  h1,
  h2,
  h3,
  lead,
  p,
  section,
  small,
  subtitle,
  table,
  title,
  ul,
  type VelaPage,
} from './costa-vela-camogli.layout.ts';

/** The English translations of home, courses, calendar, kids' camp, boat trips, hire and prices. */
export const velaEnglishPages: VelaPage[] = [
  {
    path: '/en',
    lang: 'en',
    title: 'Sailing school and boat trips in Camogli',
    description:
      'Costa Vela: FIV sailing school, sailing boat trips to San Fruttuoso and Portofino, private boat with skipper and boat hire in Camogli, Italy.',
    alternate: '/',
    body: [
      `<section class="relative isolate overflow-hidden bg-sky-950"><div class="absolute inset-0 -z-10 opacity-60">${figure('hero-camogli-maestrale.jpg', 'Maestrale under full sail in front of the colourful houses of Camogli')}</div><div class="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-24 sm:px-6 md:py-32 lg:px-8"><div class="max-w-2xl rounded-3xl bg-white/90 p-6 backdrop-blur md:p-10">${eyebrow('Camogli · Golfo Paradiso · since 1996')}${h1('Learn to sail, or just let the wind take you')}${lead('Sailing courses for adults and kids, sailing trips to San Fruttuoso and Portofino, private boat with skipper. We leave from the harbour of Camogli, on the Italian Riviera.')}${buttons(button('Our courses', '/en/courses'), button('Boat trips from €45', '/en/boat-trips', 'ghost'))}</div></div></section>`,
      section([
        cols(
          [
            subtitle('Sailing courses'),
            p(
              'From the five-morning beginners’ course to advanced sailing on a keelboat and a five-day sailing cruise. FIV-qualified instructors, small groups, lessons in English.',
            ),
            button('Courses and dates', '/en/courses', 'ghost'),
          ],
          [
            subtitle('Sailing boat trips'),
            p(
              'Two and a half hours along the Portofino headland to San Fruttuoso, a sunset aperitivo at Punta Chiappa or a whole day in Portofino.',
            ),
            button('All boat trips', '/en/boat-trips', 'ghost'),
          ],
          [
            subtitle('On a cruise?'),
            p(
              'Docking in Genoa for the day? Camogli is a short train ride away, and we know how to get you back on time.',
            ),
            button('Cruise passengers', '/en/cruise-passengers', 'ghost'),
          ],
        ),
      ]),
      section(
        [
          title('Why Costa Vela'),
          cols(
            [
              h3('In Camogli since 1996'),
              p('Thirty years of sailing school and more than 9,000 students on our boats.'),
            ],
            [
              h3('An FIV school'),
              p(
                'We are a sailing school affiliated to the Italian Sailing Federation, with qualified instructors.',
              ),
            ],
            [
              h3('Safety first'),
              p(
                'We only go out when the sea allows it: read our <a href="/en/weather-and-cancellations">weather policy</a>.',
              ),
            ],
          ),
        ],
        'sea',
      ),
    ].join(''),
  },
  {
    path: '/en/courses',
    lang: 'en',
    title: 'Sailing courses for adults',
    description:
      'Beginners’ course, weekend course, advanced keelboat course, sailing cruise and private lessons in Camogli. Requirements, times and what to bring.',
    alternate: '/corsi',
    body: [
      section([
        eyebrow('FIV sailing school'),
        h1('Sailing courses for adults'),
        lead(
          'Four to six students per instructor, on the water from the first day, and a little theory in the shade of the base.',
        ),
        p(
          'Minimum age: 16 years. Between 14 and 16 you can only join together with a parent enrolled on the same course. You must be able to swim at least 25 metres.',
        ),
        p(
          'To take a course you need to be a member of Costa Vela and hold an FIV card, which includes insurance: see <a href="/en/practical-info">Practical info</a>. Lessons are in Italian and English.',
        ),
      ]),
      section(
        [
          cols(
            [
              figure('corso-base-rs-quest.jpg', 'Beginners sailing an RS Quest dinghy'),
              h2('Beginners’ course'),
              p(
                'For people who have never been on a sailing boat: five mornings, from 9:30 to 13:00, on RS Quest dinghies. You learn to rig the boat, tack and gybe, read the wind and come back into the harbour. **€390**.',
              ),
            ],
            [
              figure('corso-weekend.jpg', 'Weekend course leaving Camogli'),
              h2('Weekend course'),
              p(
                'A taste of sailing in two days, Saturday and Sunday from 10:00 to 17:00 with a lunch break: find out if sailing is for you. **€210**.',
              ),
            ],
          ),
        ],
        'sea',
      ),
      section([
        cols(
          [
            h2('Advanced course on a keelboat'),
            p(
              'After the beginners’ course: five days from 9:30 to 16:30 on our First 25s, with harbour manoeuvres, anchoring, sail trim and coastal navigation to Portofino. **€540**.',
            ),
          ],
          [
            h2('Sailing cruise'),
            p(
              'Five days and four nights on board Maestrale towards the Cinque Terre, with watches, cooking on board and night sailing. **€890 per person**, in shared double cabins.',
            ),
            p(
              '**Food is not included:** the crew shares a kitty of about €22 a day per person. Bring a soft bag (no hard suitcases) and a sleeping-bag liner.',
            ),
          ],
          [
            h2('Private lesson'),
            p(
              'Two hours with an instructor just for you, or for you and one other person, on a dinghy or a First 25: **€150**. We agree the date together.',
            ),
          ],
        ),
        buttons(button('2027 calendar', '/en/courses/calendar'), button('All prices', '/en/prices', 'ghost')),
      ]),
      section(
        [
          title('What to bring'),
          ul(
            'closed shoes with light-coloured soles (black soles mark the deck)',
            'a windproof jacket',
            'cap, sun cream, sunglasses with a strap',
            'a complete change of clothes and a water bottle',
          ),
          p('We provide wetsuits, life jackets and oilskins.'),
          small(
            'On the first day come to the sailing base, Calata Porto 6, 15 minutes before the start. For the weather see <a href="/en/weather-and-cancellations">Weather &amp; cancellations</a>.',
          ),
        ],
        'sand',
      ),
    ].join(''),
  },
  {
    path: '/en/courses/calendar',
    lang: 'en',
    title: '2027 course calendar',
    description:
      'Dates of the 2027 sailing courses in Camogli: beginners, weekend, advanced and sailing cruise.',
    alternate: '/corsi/calendario',
    body: [
      section([
        h1('2027 course calendar'),
        lead('The dates of the 2027 season. The kids’ summer weeks are on the Kids’ summer camp page.'),
        callout(
          p(
            'From September to June our five-day courses run from Wednesday to Sunday, because we are closed on Tuesdays; in July and August they run from Monday to Friday.',
          ),
        ),
      ]),
      section(
        [
          `<div class="flex flex-col gap-6 md:grid md:grid-cols-2">${[
            calendarCard('en', 'Beginners’ course', '5 mornings, 9:30–13:00', [
              ['14–18 April', 'open'],
              ['from 12 to 16 May', 'few'],
              ['26–30 May', 'open'],
              ['from 9 to 13 June', 'open'],
              ['23–27 June', 'open'],
              ['5–9 July', 'few'],
              ['from 19 to 23 July', 'open'],
              ['2–6 August', 'full'],
              ['from 23 to 27 August', 'open'],
              ['8–12 September', 'open'],
              ['from 22 to 26 September', 'open'],
            ]),
            calendarCard('en', 'Weekend course', 'Saturday and Sunday, 10:00–17:00', [
              ['20–21 March', 'open'],
              ['10 and 11 April', 'open'],
              ['8–9 May', 'open'],
              ['5 and 6 June', 'few'],
              ['2–3 October', 'open'],
            ]),
            calendarCard('en', 'Advanced course on a keelboat', '5 days, 9:30–16:30', [
              ['from 19 to 23 May', 'open'],
              ['16–20 June', 'open'],
              ['from 12 to 16 July', 'few'],
              ['15–19 September', 'open'],
            ]),
            calendarCard('en', 'Sailing cruise', '5 days and 4 nights on board', [
              ['from 28 June to 2 July', 'open'],
              ['9–13 August', 'full'],
              ['from 6 to 10 September', 'open'],
            ]),
          ].join('')}</div>`,
          small('Last updated: 28 November 2026'),
        ],
        'sea',
      ),
    ].join(''),
  },
  {
    path: '/en/courses/kids-summer-camp',
    lang: 'en',
    title: 'Kids’ sailing summer camp (ages 8–14)',
    description:
      'Summer sailing weeks for children aged 8 to 14 in Camogli, July and August: times, prices and what to bring.',
    alternate: '/corsi/estate-ragazzi',
    body: [
      section([
        eyebrow('Summer 2027'),
        h1('Kids’ sailing summer camp'),
        lead(
          'A week of sailing, swimming and new friends for children aged 8 to 14: Optimists for the youngest, RS Quests for the older ones.',
        ),
      ]),
      section(
        [
          cols(
            [
              subtitle('When'),
              p(
                'Monday to Friday, from 9:00 to 16:00. Eight weeks from 5 July to 27 August 2027: weeks start on 5, 12, 19 and 26 July and on 2, 9, 16 and 23 August.',
              ),
              subtitle('Price'),
              p(
                '**€310** per week; €280 for a second sibling. Club membership and the FIV card are included.',
              ),
            ],
            [
              subtitle('How it works'),
              p(
                'Groups of no more than 6 children per instructor. Sailing in the morning; after lunch games, knots and a bit of theory, then back on the water.',
              ),
              p('Children bring a packed lunch from home; we provide the afternoon snack.'),
              p('Children must be able to swim: a statement signed by a parent is enough.'),
            ],
          ),
        ],
        'sea',
      ),
      section([
        title('What to pack'),
        ul(
          'swimsuit, towel and a complete change of clothes',
          'sun cream, cap, water bottle',
          'water shoes or old trainers',
          'a packed lunch',
        ),
        p(
          'Pick-up is at 16:00 at the sailing base. From the age of 12 children may go home on their own, with a permission form signed by a parent.',
        ),
      ]),
    ].join(''),
  },
  {
    path: '/en/boat-trips',
    lang: 'en',
    title: 'Sailing boat trips: San Fruttuoso, Punta Chiappa, Portofino',
    description:
      'Sailing boat trips from Camogli: San Fruttuoso, sunset aperitivo at Punta Chiappa, a day in Portofino and private boat with skipper. Prices and times.',
    alternate: '/escursioni',
    rsc: {
      trips: [
        {
          slug: 'san-fruttuoso',
          name: 'San Fruttuoso trip',
          price: '€40',
          childPrice: '€20',
          departures: ['10:00', '15:30'],
        },
        { slug: 'tramonto-punta-chiappa', name: 'Sunset aperitivo', price: '€50', departures: ['19:00'] },
        { slug: 'giornata-portofino', name: 'A day in Portofino', price: '€90' },
      ],
      childAges: '4–11',
    },
    body: [
      section([
        eyebrow('Sailing boat trips'),
        h1('Boat trips from Camogli'),
        lead(
          'On board Maestrale, a 14-metre Beneteau Oceanis 46, with our skipper: no experience needed, just the wish to be at sea.',
        ),
      ]),
      section(
        [
          cards([
            {
              image: ['san-fruttuoso-baia.jpg', 'The bay of San Fruttuoso seen from the sea'],
              badge: 'Most popular',
              name: 'San Fruttuoso trip',
              meta: '2 hours 30 minutes · April to October · departures at 9:30 and 14:30',
              prices: [
                ['€45', 'per person'],
                ['€25', 'children'],
              ],
              lines: [
                'Along the coast of the Portofino headland to the bay of San Fruttuoso',
                '20-minute swimming stop at anchor (June to September)',
                'We don’t go ashore: to visit the abbey, take the regular ferry',
                'Runs with at least 4 passengers, maximum 12',
              ],
              cta: ['Book', '#book'],
            },
            {
              image: ['tramonto-punta-chiappa.jpg', 'Sunset aperitivo off Punta Chiappa'],
              name: 'Sunset aperitivo at Punta Chiappa',
              meta: '2 hours · June to September · departure at 18:30',
              prices: [
                ['€55', 'per person'],
                ['€30', 'children'],
              ],
              lines: [
                'Focaccia di Recco and prosecco (or a soft drink) on board',
                'Back in the harbour around 20:30',
                'Maximum 12 passengers',
              ],
              cta: ['Book', '#book'],
            },
            {
              image: ['portofino-dal-mare.jpg', 'Portofino seen from the sea'],
              name: 'A day in Portofino',
              meta: '10:00–17:00 · May to September',
              prices: [
                ['€95', 'per person'],
                ['€60', 'children'],
              ],
              lines: [
                'Swimming stop in the bay of Paraggi',
                'Two free hours in Portofino for lunch (lunch not included)',
                'Water and fruit on board',
              ],
              cta: ['Book', '#book'],
            },
            {
              image: ['maestrale-privato.jpg', 'A group of friends on the bow of Maestrale'],
              badge: 'Just for you',
              name: 'Private boat with skipper',
              meta: 'Maestrale, Beneteau Oceanis 46 · up to 12 people',
              prices: [
                ['€360', 'sunset, 2 hours'],
                ['€520', 'half day, 4 hours'],
                ['€940', 'full day, 8 hours'],
              ],
              lines: [
                'Price for the whole boat, not per person: skipper and fuel included',
                'Your choice of route: San Fruttuoso, Punta Chiappa, Portofino',
                '30% deposit when you book',
              ],
              cta: ['Ask for availability', '/en/contact'],
            },
          ]),
        ],
        'sand',
      ),
      section([
        h2('Book online', 'book'),
        p('Choose your trip and date: your place is confirmed straight away when you pay by card.'),
        fareharbor('en'),
        subtitle('Meeting point'),
        p(
          'We meet at **pontoon C** (the floating pontoon) in the harbour of Camogli, at the end of Calata Porto, in front of our blue gazebo. Please be there 20 minutes before departure: the boat cannot wait for latecomers.',
        ),
        subtitle('About our prices'),
        p(
          '**Child price:** from 3 to 11 years old. Children under 3 travel free, without a seat of their own. From 12 years old you pay the adult price.',
        ),
        p(
          'Shared trips run with at least 4 passengers: if there are fewer, we offer you another date or a full refund. For the weather see <a href="/en/weather-and-cancellations">Weather &amp; cancellations</a>.',
        ),
        subtitle('What to bring'),
        p(
          'Swimsuit, towel, sun cream, a hat and a sweatshirt for the way back. Shoes with light soles, or bare feet.',
        ),
      ]),
    ].join(''),
  },
  {
    path: '/en/boat-hire',
    lang: 'en',
    title: 'Dinghy and keelboat hire',
    description:
      'Hire an RS Quest dinghy or the First 25 keelboat in Camogli, with or without a skipper: prices, requirements and deposit.',
    alternate: '/noleggio',
    body: [
      section([
        h1('Sailing boat hire'),
        lead('Already have some experience? Take one of our dinghies or the First 25 out on your own.'),
      ]),
      section([
        cols(
          [
            figure('rs-quest-camogli.jpg', 'Two RS Quest dinghies leaving the harbour'),
            subtitle('RS Quest dinghies (2 people)'),
            p('Two hours cost **€70**, half a day (4 hours) **€120**. Life jackets included.'),
            p(
              'To hire a dinghy you must have done one of our courses, or first take a 20-minute test sail with an instructor (€35). Club members get 15% off dinghy hire.',
            ),
          ],
          [
            figure('first-25-grecale.jpg', 'The First 25 Grecale moored in the harbour'),
            subtitle('First 25 keelboat (up to 4 people)'),
            p(
              '**Without a skipper (bareboat):** one day (9:30–18:00) €260, weekend €480. Deposit of €500 on a credit card, released when the boat comes back undamaged.',
            ),
            p(
              'Bareboat hire is only for people who have done our advanced course or can show a sailing CV. Within 6 nautical miles of the coast you don’t need a boating licence.',
            ),
            p('**With a skipper:** one day €440.'),
          ],
        ),
      ]),
      section(
        [
          title('Good to know'),
          ul(
            'We don’t rent out motorboats or RIBs.',
            'Bareboat hire doesn’t go out in winds over 18 knots: we move the date or refund you.',
            'Boats must be back in the harbour by 18:00; every half hour late costs €30.',
            'Fuel for the First 25’s outboard is included.',
          ),
          p('Full price list on <a href="/en/prices">Prices</a>.'),
        ],
        'sea',
      ),
    ].join(''),
  },
  {
    path: '/en/prices',
    lang: 'en',
    title: '2027 prices',
    description:
      'Costa Vela 2027 price list: sailing courses for adults and kids, private lessons, dinghy and keelboat hire.',
    alternate: '/prezzi',
    rsc: {
      priceList: [
        { slug: 'corso-base', name: 'Beginners’ course', price: '€370' },
        { slug: 'estate-ragazzi', name: 'Kids’ summer camp', price: '€295' },
      ],
      earlyBird: '10% off until 31 January 2027',
    },
    body: [
      section([
        h1('2027 prices'),
        lead('All prices include VAT and apply to the 2027 season (13 March to 31 October).'),
      ]),
      section([
        h2('Adult courses'),
        table(
          ['Course', 'Length', 'Price'],
          [
            ['Beginners’ course', '5 mornings (9:30–13:00)', '€390'],
            ['Weekend course', 'Saturday and Sunday, 10:00–17:00', '€210'],
            ['Advanced course on a keelboat', '5 days (9:30–16:30)', '€540'],
            ['Sailing cruise', '5 days and 4 nights on board', '€890'],
            ['Private lesson with an instructor', '2 hours, 1 or 2 people', '€150'],
          ],
        ),
        small(
          'Course prices do not include club membership and the FIV card with insurance (see <a href="/tesseramento">Tesseramento</a>, in Italian).',
        ),
        callout(p('**Book early:** 10% off adult courses booked by 28 February 2027.')),
      ]),
      section(
        [
          h2('Kids'),
          table(
            ['Course', 'When', 'Price'],
            [
              [
                'Kids’ summer camp (ages 8–14)',
                'one week, Mon–Fri 9:00–16:00',
                '€310 (€280 for a second sibling)',
              ],
            ],
          ),
        ],
        'sea',
      ),
      section([
        h2('Hire'),
        table(
          ['Boat', 'Length of hire', 'Price'],
          [
            ['RS Quest dinghy', '2 hours', '€70'],
            ['RS Quest dinghy', 'half day (4 hours)', '€120'],
            ['First 25 without skipper', 'one day', '€260'],
            ['First 25 without skipper', 'weekend', '€480'],
            ['First 25 with skipper', 'one day', '€440'],
            ['Test sail with an instructor', '20 minutes', '€35'],
          ],
        ),
        small('Boat trip and private boat prices are on <a href="/en/boat-trips">Boat trips</a>.'),
      ]),
    ].join(''),
  },
];
