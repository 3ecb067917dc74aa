import {
  a,
  big,
  bold,
  button,
  divider,
  em,
  image,
  MARSH_BOOKING,
  MARSH_EMAIL,
  MARSH_PHONE,
  type MarshPage,
  multicol,
  para,
  paraList,
  RUST,
  section,
  spacer,
  TEAL,
  title,
} from './saltmarsh-paddle.layout.ts';

/* ── Hire & prices: the price list as a multi-column element of text blocks, no table ───────────────── */

/** One boat's prices as the owner typed them: a coloured bold name, then a line per duration. */
const priceBlock = (name: string, note: string, lines: string[]) =>
  para([bold(big(name, 4), TEAL), em(note), '', ...lines]);

const hire: MarshPage = {
  path: '/hire-prices.html',
  title: 'Hire &amp; Prices',
  seoTitle: 'Kayak, Canoe &amp; Paddleboard Hire Prices | Newport, Pembrokeshire | Saltmarsh Paddle',
  description:
    'Hire a sit-on-top kayak, open canoe or stand-up paddleboard from the Parrog slipway in Newport, Pembrokeshire. Prices, what is included and how the tide sets hire times.',
  body: [
    section([
      title('Hire &amp; Prices'),
      para([
        'Hire a sit-on-top kayak, an open canoe or a stand-up paddleboard from our hut at the Parrog slipway and explore the Nevern estuary and Newport Bay at your own pace.',
        '',
        `A buoyancy aid, a paddle and a dry bag are included with every hire. ${bold('Prices are per boat or board, not per person.')}`,
      ]),
      spacer(20),
      multicol([
        [
          image('single-sit-on-top.jpg', 'Single sit-on-top'),
          priceBlock('Single kayak', 'Sit-on-top, one paddler', [
            '1 hour ........ £20',
            '2 hours ........ £30',
            'Half day (4 hours) ........ £45',
          ]),
        ],
        [
          image('double-sit-on-top.jpg', 'Double sit-on-top'),
          priceBlock('Double kayak', 'Sit-on-top, two adults or an adult and a child', [
            '1 hour ........ £32',
            '2 hours ........ £48',
            'Half day (4 hours) ........ £68',
          ]),
        ],
        [
          image('open-canoe.jpg', 'Open canoe'),
          priceBlock('Open canoe', 'Canadian canoe, up to two adults and a child', [
            '2 hours ........ £55',
            'Half day (4 hours) ........ £80',
          ]),
        ],
        [
          image('sup-board.jpg', 'Paddleboard'),
          priceBlock('Stand-up paddleboard', 'Inflatable SUP, one paddler', [
            '1 hour ........ £18',
            '2 hours ........ £27',
            'Half day (4 hours) ........ £39',
          ]),
        ],
      ]),
      para([
        `${bold('Extras:')} wetsuit hire £6 per person per session. Wetsuits come in adult sizes and children's sizes from age 4.`,
        em('Prices held for the 2027 season.'),
      ]),
      button('Book now', MARSH_BOOKING),
    ]),
    section(
      [
        title('Good to know before you hire', 4),
        para([
          `${bold('The tide sets the times.', RUST)} The slipway at the Parrog dries at low tide, so we can only hire from about two and a half hours before high water until about two and a half hours after it. Hire times change every day: check the table on our ${a('Find Us page', '/find-us.html')} before you book.`,
          '',
          `${bold('No full-day hire.', RUST)} We don't do full-day hire: the tide only gives us about five hours of water. The half day (4 hours) is the longest hire we offer.`,
          '',
          `${bold('Paddling on your own?', RUST)} We only hire to a lone paddler who has paddled before, or who has done a SUP Taster with us. If you're a first-timer on your own, book a ${a('guided trip', '/guided-trips.html')} or a ${a('lesson', '/sup-lessons.html')} instead.`,
          '',
          `${bold('Where you can go.', RUST)} Hire boats stay inside the estuary and Newport Bay, between the Parrog and Newport Sands. The sea caves are guided trips only.`,
          '',
          `${bold('Damage hold.', RUST)} For every hire we take a £150 hold on your card at check-in. It's released when the boats come back in one piece.`,
          '',
          `${bold('Check in 20 minutes early', RUST)} for the safety briefing. Children and minimum ages: see ${a('Kids &amp; Families', '/kids-families.html')}.`,
          '',
          `Groups of 8 or more get 10% off hire: see ${a('Groups &amp; Schools', '/groups-schools.html')}.`,
        ]),
      ],
      'background-color:#f3f8f8;',
    ),
  ],
};

/* ── Guided trips ───────────────────────────────────────────────────────────────────────────────────── */

const tripBlock = (name: string, lines: string[]) => para([bold(big(name, 4), TEAL), ...lines]);

const trips: MarshPage = {
  path: '/guided-trips.html',
  title: 'Guided Trips',
  seoTitle: 'Guided Sea Kayak Trips, Sea Caves &amp; Seals | Pembrokeshire | Saltmarsh Paddle',
  description:
    'Guided kayak and paddleboard trips from Newport, Pembrokeshire: Sea Caves & Seals, the Estuary Wildlife Paddle, Sunset SUP and private trips. No experience needed.',
  banner: {
    headline: 'Guided Trips',
    text: 'Sea caves, seals and sunsets, with a guide who knows every rock.',
    button: ['Book a trip', MARSH_BOOKING],
  },
  body: [
    section([
      para([
        'All our trips are led by qualified British Canoeing leaders, with all the kit included: boat, paddle, buoyancy aid, wetsuit and spray jacket. You don’t need any experience, just a sense of adventure.',
        '',
        'Trips run every day from Easter to the end of October. Start times are set by the tide, so they change from day to day: you’ll see them on the booking site.',
      ]),
      divider(),
      multicol([
        [
          image('sea-caves-dinas-head.jpg', 'Sea Caves &amp; Seals'),
          tripBlock('Sea Caves &amp; Seals', [
            '3 hours',
            '',
            'Our most popular trip. We paddle across Newport Bay to the caves and arches under Dinas Head, with grey seals hauled out on the rocks and choughs overhead.',
            '',
            `${bold('Adults:')} £65`,
            `${bold('Age 12–15:')} £52`,
            `${bold('Minimum age:')} 12`,
            'Up to 8 paddlers per guide.',
          ]),
        ],
        [
          image('estuary-egret.jpg', 'Estuary Wildlife Paddle'),
          tripBlock('Estuary Wildlife Paddle', [
            '2 hours',
            '',
            'A gentle paddle up the Nevern estuary on the rising tide: herons, little egrets, curlews and, if you’re lucky, a kingfisher. Perfect for a first time on the water.',
            '',
            `${bold('Adults:')} £42`,
            `${bold('Children (4–15):')} £29`,
            'Children from 4, in a double kayak or a canoe with an adult.',
          ]),
        ],
      ]),
      multicol([
        [
          image('sunset-sup.jpg', 'Sunset SUP'),
          tripBlock('Sunset SUP', [
            '2 hours',
            '',
            'Fridays from June to August, starting two hours before sunset. Glide up the estuary as the light goes gold, with a hot chocolate back at the slipway.',
            '',
            `${bold('Price:')} £46 per person`,
            `${bold('Age:')} 14 and over`,
          ]),
        ],
        [
          image('private-trip.jpg', 'Private trips'),
          tripBlock('Private Guided Trip', [
            '3 hours',
            '',
            'Your own guide, your choice of route and your own pace: ideal for families with mixed ages, birthdays or a proposal in a sea cave (it’s happened twice).',
            '',
            `${bold('Price:')} £260 for up to 4 people`,
            '£58 for each extra person, up to 8.',
          ]),
        ],
      ]),
      divider(),
      para([
        bold('Minimum numbers', RUST),
        'Our scheduled trips run with a minimum of 4 paddlers. If a trip hasn’t reached 4 by 48 hours before the start, we’ll offer you another date or a full refund.',
        '',
        bold('Seals and their pups', RUST),
        `From August to December the grey seals have their pups on the beaches under the cliffs. We keep well away and never land on a beach with pups, so the Sea Caves route can change at short notice. ${a('Read more on the blog', '/blog/seal-pup-season')}.`,
      ]),
      button('Book a trip', MARSH_BOOKING),
    ]),
  ],
};

/* ── SUP lessons ────────────────────────────────────────────────────────────────────────────────────── */

const sup: MarshPage = {
  path: '/sup-lessons.html',
  title: 'SUP Lessons',
  seoTitle: 'Stand-Up Paddleboard Lessons | Newport, Pembrokeshire | Saltmarsh Paddle',
  description:
    'Stand-up paddleboard lessons on the Nevern estuary: the SUP Taster, private lessons and the SUP Improver, with a British Canoeing Paddleboard Instructor.',
  body: [
    section([
      title('SUP Lessons'),
      para([
        'The estuary at high tide is one of the best places in Wales to learn to paddleboard: flat, sheltered water with soft sand underneath. All lessons are taught by Dafydd, our British Canoeing Paddleboard Instructor, and include the board, paddle, leash, buoyancy aid and wetsuit.',
      ]),
      multicol(
        [
          [
            para([
              bold(big('SUP Taster', 4), TEAL),
              'Lesson length: 90 minutes',
              '',
              'From standing up to your first turns. Small groups of up to 8.',
              '',
              `${bold('Price:')} £38 per person`,
              `${bold('Age:')} 10 and over (under-16s with a paying adult on the same lesson)`,
            ]),
          ],
          [
            para([
              bold(big('Private SUP Lesson', 4), TEAL),
              'Lesson length: 90 minutes',
              '',
              'Just you (or the two of you) and Dafydd, at your pace.',
              '',
              `${bold('One person:')} £75`,
              `${bold('Two people:')} £105`,
            ]),
          ],
          [
            para([
              bold(big('SUP Improver', 4), TEAL),
              'Lesson length: 2 hours',
              '',
              'For paddlers who have done a Taster or can already stand and paddle: pivot turns, bracing, reading the wind and tide, and a first paddle out into the bay.',
              '',
              `${bold('Price:')} £49 per person`,
            ]),
          ],
        ],
        [34, 33, 33],
      ),
      spacer(10),
      para([
        `${bold('After your Taster', RUST)}`,
        'Done a SUP Taster with us? Then you can hire a board on your own for the rest of the season, even if you’re paddling alone.',
        '',
        'Lesson times follow the tide, so they change every day. You’ll find the times on the booking site.',
      ]),
      button('Book a lesson', MARSH_BOOKING),
    ]),
  ],
};

/* ── Kids & families ────────────────────────────────────────────────────────────────────────────────── */

const kids: MarshPage = {
  path: '/kids-families.html',
  title: 'Kids &amp; Families',
  seoTitle: 'Family Kayaking &amp; Kids’ Paddle Club | Pembrokeshire | Saltmarsh Paddle',
  description:
    'Family kayaking and canoeing in Newport, Pembrokeshire: minimum ages, the Family Estuary Trip and the Kids’ Paddle Club in the summer holidays.',
  body: [
    section([
      title('Kids &amp; Families'),
      para([
        'Some of our favourite paddlers are small ones. Here’s what children can do with us, and from what age.',
      ]),
      multicol(
        [
          [
            para([
              bold(big('How old do they need to be?', 4), TEAL),
              `${bold('Under 4:')} not on the water, sorry.`,
              `${bold('From age 4:')} in a double kayak or an open canoe with an adult, and on the Estuary Wildlife Paddle and the Family Estuary Trip.`,
              `${bold('From age 8:')} a single kayak of their own. We don’t put under-8s in single kayaks, however confident they are.`,
              `${bold('From age 10:')} SUP Taster lessons.`,
              `${bold('From age 12:')} the Sea Caves &amp; Seals trip, and their own paddleboard on hire.`,
              '',
              'Under-16s must be with a paying adult at all times, and we ask for one adult for every two children under 12.',
            ]),
          ],
          [image('family-canoe.jpg', 'A family canoe on the Nevern estuary, summer 2026')],
        ],
        [60, 40],
      ),
      divider(),
      multicol([
        [
          para([
            bold(big('Family Estuary Trip', 4), TEAL),
            '2 hours, every day in the school summer holidays',
            '',
            'A guided paddle up the estuary for the whole family, with crabbing from the boats, a beach stop and a lot of splashing.',
            '',
            `${bold('Family of four')} (2 adults and 2 children): £125`,
            `${bold('Each extra child:')} £22`,
          ]),
        ],
        [
          para([
            bold(big('Kids’ Paddle Club', 4), TEAL),
            'School summer holidays: Tuesday and Thursday mornings, 10am – 12pm',
            '',
            'Ellie’s club for ages 8 to 12: kayak games, rescues, raft-building and a proper go at paddleboarding. Drop off at the hut; parents don’t need to stay.',
            '',
            `${bold('Price:')} £23 a session, or £88 for four sessions`,
            'Children must be able to swim 25 metres.',
          ]),
        ],
      ]),
      para([
        `Child buoyancy aids and wetsuits come in sizes from age 4, free on trips and the Paddle Club. Any questions? Call ${MARSH_PHONE} or email ${a(MARSH_EMAIL, `mailto:${MARSH_EMAIL}`)}.`,
      ]),
      button('Book now', MARSH_BOOKING),
    ]),
  ],
};

/* ── Groups & schools ───────────────────────────────────────────────────────────────────────────────── */

const groups: MarshPage = {
  path: '/groups-schools.html',
  title: 'Groups &amp; Schools',
  seoTitle: 'Group, School &amp; Team Paddling Days | Pembrokeshire | Saltmarsh Paddle',
  description:
    'Paddling for groups, schools, youth groups and team days in Newport, Pembrokeshire: group discounts, school sessions and the Canoe Raft Challenge.',
  body: [
    section([
      title('Groups &amp; Schools'),
      paraList(
        [bold(big('Groups of friends and families', 4), TEAL)],
        [
          'Groups of 8 or more get 10% off hire and guided trips (not lessons or the Kids’ Paddle Club).',
          'Book the whole group in one go and tell us the group name in the notes.',
          'Sorry, we don’t take stag or hen parties.',
        ],
      ),
      divider(),
      multicol(
        [
          [
            para([
              bold(big('Schools &amp; youth groups', 4), TEAL),
              '',
              '2-hour sessions of kayaking, canoeing or paddleboarding on the estuary, for Brownies, Scouts, youth clubs and school trips.',
              '',
              `${bold('Price:')} £28 per pupil`,
              `${bold('Group size:')} 8 to 24 pupils`,
              `${bold('Staff:')} one free staff place for every 8 pupils`,
              `${bold('When:')} term-time weekdays, April to mid-July and September to October`,
              '',
              'Risk assessments are sent with every booking. All our instructors hold British Canoeing awards, an outdoor first aid certificate and an enhanced DBS check.',
            ]),
          ],
          [
            para([
              bold(big('Team days', 4), TEAL),
              '',
              'The Canoe Raft Challenge: build a raft from our open canoes, race it round the estuary and try to stay dry. 3 hours of teamwork, laughter and mild chaos.',
              '',
              `${bold('Price:')} £47 per person`,
              `${bold('Minimum:')} 10 people`,
            ]),
            image('raft-challenge.jpg', 'The Canoe Raft Challenge'),
          ],
        ],
        [55, 45],
      ),
      para([
        `To book a group, school or team day, email ${a(MARSH_EMAIL, `mailto:${MARSH_EMAIL}`)} with your dates and numbers, or call the office on ${MARSH_PHONE}.`,
      ]),
    ]),
  ],
};

/* ── Safety & what to bring ─────────────────────────────────────────────────────────────────────────── */

const safety: MarshPage = {
  path: '/safety.html',
  title: 'Safety &amp; What to Bring',
  seoTitle: 'Safety, Weather &amp; What to Bring | Saltmarsh Paddle',
  description:
    'Wind and weather limits, swimming, buoyancy aids and what to bring for kayaking, canoeing and paddleboarding with Saltmarsh Paddle.',
  body: [
    section([
      title('Safety'),
      para([
        `${bold('Wind and weather', RUST)}`,
        'We don’t hire out boats or boards when the wind is over force 4 (about 16 mph), or in any offshore wind, however calm the bay looks. Offshore winds blow paddlers out to sea faster than most people can paddle back.',
        `We make the call by 8am on the day for morning sessions and by 12 noon for afternoon sessions, and text you either way. What happens to your booking is in our ${a('Booking &amp; Cancellation Policy', '/booking-policy.html')}.`,
        '',
        `${bold('Buoyancy aids', RUST)}`,
        'Everyone wears a buoyancy aid on the water, all the time, whatever their age or experience. We provide them.',
        '',
        `${bold('Swimming', RUST)}`,
        'Everyone who hires must be able to swim 25 metres. Not a swimmer? You can still come on a guided trip or a lesson, in a buoyancy aid and with a guide right beside you, but you can’t hire.',
        '',
        `${bold('Paddling alone', RUST)}`,
        'We don’t hire to anyone paddling on their own unless they’ve paddled before (a SUP Taster with us counts).',
        '',
        `${bold('Alcohol', RUST)}`,
        'We won’t let anyone on the water who has been drinking.',
        '',
        `${bold('Dogs', RUST)}`,
        'Sorry, no dogs on our boats or boards, however well they swim.',
        '',
        `${bold('Health', RUST)}`,
        'Please tell us about any medical conditions when you book, so your guide knows.',
      ]),
    ]),
    section(
      [
        title('What to bring'),
        multicol([
          [
            paraList(
              [bold('Bring', TEAL)],
              [
                'Swimwear, or quick-drying sports clothes',
                'Shoes that can get wet: old trainers or wetsuit boots. No flip-flops and no bare feet: the slipway has barnacles.',
                'A warm layer, like a fleece (not cotton)',
                'Sun cream, a hat, and sunglasses on a strap',
                'A bottle of water',
                'A towel and dry clothes for afterwards',
              ],
            ),
          ],
          [
            paraList(
              [bold('We provide', TEAL)],
              [
                'Buoyancy aid and paddle',
                'A spray jacket on guided trips',
                'Wetsuits: free on trips and lessons, £6 on hire',
                'Dry bags for phones and snacks',
                'Free lockers at the hut for car keys, phones and wallets',
              ],
            ),
          ],
        ]),
        para([
          'Please check in at the hut 20 minutes before your start time for the safety briefing and to get kitted out.',
        ]),
      ],
      'background-color:#f3f8f8;',
    ),
  ],
};

export const marshActivityPages: MarshPage[] = [hire, trips, sup, kids, groups, safety];
