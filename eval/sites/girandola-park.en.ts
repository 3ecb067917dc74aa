import {
  buttons,
  column,
  columns,
  contactForm,
  cover,
  details,
  type GirandolaPage,
  GP_EMAIL,
  GP_PARTY_EMAIL,
  GP_PHONE,
  GP_PHONE_HREF,
  GP_STREET,
  GP_TOWN,
  GP_WHATSAPP,
  GP_WHATSAPP_HREF,
  group,
  h,
  html,
  image,
  list,
  p,
  separator,
  spacer,
  table,
} from './girandola-park.layout.ts';

/**
 * The English pages under /en, Polylang translations the owners wrote themselves: home (with the same yearless
 * 'Autumn promo: reduced entry on Wednesdays – until 31 October!' band), play areas, prices and hours, birthday
 * parties, baby-parking, holiday camps, café, FAQ and contact, each linked to its Italian page by the switcher and
 * hreflang. The park rules, 'Chi siamo', the news and the archived 2021 rules are not translated: the English
 * footer links the Italian ones. 'Visiting Verona with kids' is only in English (bus 21 from Porta Nuova, the taxi
 * fare, Giulia who speaks German, nappies sold at the desk at €1, not part of the Verona Card, no luggage storage,
 * the quietest times).
 */

const waButton = (label = 'Message us on WhatsApp') => ({
  label,
  href: GP_WHATSAPP_HREF,
  cls: 'has-base-color has-accent-2-background-color has-text-color has-background',
});

/* ── Home ────────────────────────────────────────────────────────────────────────────────────────────────── */

const home: GirandolaPage = {
  path: '/en',
  lang: 'en',
  id: 521,
  kind: 'home',
  alt: '/',
  title: 'Home',
  description:
    'Girandola Park, the indoor play centre in Verona for children from 0 to 12: soft-play castle, trampolines, toddler area, café, birthday parties, baby-parking and holiday camps.',
  body: [
    group(
      p(
        '🎉 <strong>Autumn promo: reduced entry on Wednesdays – until 31 October!</strong> Kids 4–12 €7 instead of €10, toddlers 1–3 €5 instead of €7. <a href="/en/prices">See prices</a>',
        { cls: 'has-text-align-center has-small-font-size' },
      ),
      'constrained',
      {
        cls: 'alignfull has-accent-3-background-color has-background',
        globalPadding: true,
        style: 'padding-top:10px;padding-bottom:10px',
      },
    ),
    cover(
      '2023/02/girandola-park-castello.jpg',
      [
        p('Verona · ZAI district', {
          cls: 'has-text-align-center has-accent-3-color has-text-color has-medium-font-size',
        }),
        h(1, 'The indoor playground where kids really play', {
          cls: 'has-text-align-center has-base-color has-text-color has-x-large-font-size',
        }),
        p(
          'A three-storey soft-play castle, the Jump Zone trampolines, a toddler area for little ones aged 0 to 3 and a café where parents can actually sit down. Rain or shine.',
          { cls: 'has-text-align-center has-base-color has-text-color' },
        ),
        buttons(
          [
            { label: 'Prices & hours', href: '/en/prices' },
            {
              label: 'Plan a party',
              href: '/en/birthday-parties',
              outline: true,
              cls: 'has-base-color has-text-color',
            },
          ],
          { cls: 'is-content-justification-center' },
        ),
      ].join(''),
      { dim: 50, color: '#1f2a44', minHeight: '560px' },
    ),
    spacer(48),
    group(
      [
        h(2, 'When we are open', { cls: 'has-text-align-center' }),
        columns([
          column(
            `${h(3, 'Tuesday – Friday', { cls: 'has-text-align-center has-medium-font-size' })}${p(
              '3.30pm – 7.30pm',
              {
                cls: 'has-text-align-center has-large-font-size',
              },
            )}`,
          ),
          column(
            `${h(3, 'Saturday, Sunday & public holidays', { cls: 'has-text-align-center has-medium-font-size' })}${p(
              '9.30am – 7.30pm',
              {
                cls: 'has-text-align-center has-large-font-size',
              },
            )}`,
          ),
          column(
            `${h(3, 'Monday', { cls: 'has-text-align-center has-medium-font-size' })}${p(
              'closed (open on public holidays)',
              {
                cls: 'has-text-align-center has-large-font-size',
              },
            )}`,
          ),
        ]),
        p('Last entry one hour before closing.', { cls: 'has-text-align-center has-small-font-size' }),
      ].join(''),
      'constrained',
      {
        cls: 'alignwide has-accent-5-background-color has-background',
        style: 'border-radius:24px;padding:var(--wp--preset--spacing--30)',
      },
    ),
    spacer(48),
    h(2, 'Three areas, all indoors', { cls: 'has-text-align-center' }),
    columns(
      [
        column(
          `${image('2023/02/prato-dei-piccoli.jpg', 'The toddler area')}${h(3, 'Toddler area (Prato dei Piccoli)')}${p(
            '<strong>Ages 0–3.</strong> A fenced, all-soft area with a ball pool, tunnels and sensory panels. Just for little ones and their parents.',
          )}`,
        ),
        column(
          `${image('2023/02/castello-girandola.jpg', 'The Girandola Castle')}${h(3, 'Girandola Castle')}${p(
            '<strong>Ages 4–12.</strong> Three floors of soft play with the wave slide, the spiral tube, the rope bridge and the air cannons with soft balls.',
          )}`,
        ),
        column(
          `${image('2023/02/jump-zone.jpg', 'The Jump Zone')}${h(3, 'Jump Zone')}${p(
            '<strong>Ages 5–12.</strong> Six in-ground trampolines and a tumbling track. Grip socks required.',
          )}`,
        ),
      ],
      { cls: 'alignwide' },
    ),
    buttons([{ label: 'Discover the play areas', href: '/en/play-areas', outline: true }], {
      cls: 'is-content-justification-center',
    }),
    spacer(48),
    columns(
      [
        column(image('2026/10/girandola-climb-progetto.jpg', 'The Girandola Climb project'), '45%'),
        column(
          [
            p('COMING SOON', {
              cls: 'has-accent-color has-text-color has-small-font-size',
              style: 'letter-spacing:2px',
            }),
            h(2, 'Girandola Climb, our climbing wall'),
            p(
              'Our climbing wall with auto-belay ropes opens in <strong>spring 2027</strong>. It is not bookable yet: we will publish prices and sessions in the coming months.',
            ),
          ].join(''),
        ),
      ],
      { cls: 'alignwide are-vertically-aligned-center' },
    ),
    spacer(48),
    group(
      [
        h(2, 'More than free play', { cls: 'has-text-align-center' }),
        columns([
          column(
            `${h(3, '🎂 Birthday parties')}${p('Three packages, from a party tea at the café to a party with an entertainer and face painting. From €16 per child.')}${p('<a href="/en/birthday-parties">See the parties →</a>')}`,
          ),
          column(
            `${h(3, '🧸 Baby-parking')}${p('Got an errand to run? Leave children aged 3 to 10 with our childcare staff for up to 2 hours.')}${p('<a href="/en/baby-parking">How it works →</a>')}`,
          ),
          column(
            `${h(3, '🎒 Holiday camps')}${p('During the school holidays: games, workshops and lunch for children aged 4 to 10. Winter camp on 28, 29, 30 December and 4 and 5 January.')}${p('<a href="/en/holiday-camps">Dates and prices →</a>')}`,
          ),
        ]),
      ].join(''),
      'constrained',
      {
        cls: 'alignfull has-contrast-background-color has-base-color has-text-color has-background has-link-color',
        globalPadding: true,
        style: 'padding-top:var(--wp--preset--spacing--40);padding-bottom:var(--wp--preset--spacing--40)',
      },
    ),
    spacer(48),
    h(2, 'Before you come'),
    list([
      'Bring socks, for children and adults: you can’t go into the play areas without socks.',
      'No need to book: pay at the desk and play with no time limit.',
      'Children always play with an adult inside the park (except in the baby-parking).',
      'Outside food is not allowed: the Girandola Café has snacks for everyone.',
      'Parking is free, right outside the entrance.',
    ]),
    p('Visiting Verona on holiday? Read our <a href="/en/visiting-verona">tips for visiting families</a>.'),
    spacer(32),
    group(
      [
        h(2, 'Any questions?', { cls: 'has-text-align-center' }),
        p(
          `Call us on <a href="${GP_PHONE_HREF}">+39 ${GP_PHONE}</a> during opening hours or message us on WhatsApp: we reply even when we are closed.`,
          {
            cls: 'has-text-align-center',
          },
        ),
        buttons([waButton()], { cls: 'is-content-justification-center' }),
      ].join(''),
      'constrained',
      {
        cls: 'alignwide has-accent-5-background-color has-background',
        style: 'border-radius:24px;padding:var(--wp--preset--spacing--30)',
      },
    ),
    spacer(48),
  ].join(''),
};

/* ── Play areas ──────────────────────────────────────────────────────────────────────────────────────────── */

const playAreas: GirandolaPage = {
  path: '/en/play-areas',
  lang: 'en',
  id: 523,
  alt: '/aree-gioco',
  title: 'Play areas',
  description:
    'The toddler area (0–3), the Girandola Castle (4–12) and the Jump Zone trampolines (5–12): the play areas at Girandola Park and their rules.',
  body: [
    p(
      'Girandola Park has three areas for different ages, plus the café overlooking all of them. Each area has its own rules, listed below.',
    ),
    separator(true),
    columns(
      [
        column(image('2023/02/prato-dei-piccoli.jpg', 'The toddler area with the ball pool'), '40%'),
        column(
          [
            h(2, 'Toddler area (Prato dei Piccoli) · ages 0–3'),
            p(
              'A fenced, all-soft area for children aged 0 to 3: a ball pool, a course with tunnels and little bridges, a low slide and sensory panels with mirrors, sounds and lights.',
            ),
            list([
              'Only children up to 3 and their grown-ups may enter: older children are not allowed in, to keep the little ones safe.',
              'An adult always stays inside the area with the child.',
              'Pushchairs and car seats stay in the pushchair park at the entrance.',
            ]),
          ].join(''),
        ),
      ],
      { cls: 'alignwide' },
    ),
    h(3, 'Baby Mornings'),
    p(
      'On <strong>Wednesdays and Fridays from 9.30am to 12 noon</strong> the park opens only for children aged 0 to 3 with an adult: soft music, dimmed lights and no big kids running around. Entry is <strong>€6</strong>, including a coffee or tea for the parent.',
    ),
    separator(true),
    columns(
      [
        column(image('2023/02/castello-girandola.jpg', 'The three-storey Girandola Castle'), '40%'),
        column(
          [
            h(2, 'Girandola Castle · ages 4–12'),
            p(
              'Our biggest structure: three floors of soft play with the wave slide, the spiral tube, the rope bridge, the spider web, an obstacle course and, on the top floor, air cannons that fire soft balls.',
            ),
            list([
              'For children aged 4 to 12.',
              'Adults may climb into the castle only to help a child who is stuck.',
              'No shoes, glasses, necklaces or hair clips in the structure.',
            ]),
          ].join(''),
        ),
      ],
      { cls: 'alignwide' },
    ),
    separator(true),
    columns(
      [
        column(image('2023/02/jump-zone.jpg', 'The Jump Zone trampolines'), '40%'),
        column(
          [
            h(2, 'Jump Zone · ages 5–12'),
            p(
              'Six in-ground trampolines and a long tumbling track, padded on every edge. One of our team is always on duty.',
            ),
            list([
              'Children under 5 can’t use the trampolines.',
              'One child per trampoline, maximum weight 70 kg.',
              'Grip socks are required on the trampolines: if you don’t have any, buy a pair at the desk for €2.50.',
              'On Saturdays, Sundays and public holidays jumping is in 15-minute sessions.',
              'Adults are not allowed on the trampolines.',
            ]),
          ].join(''),
        ),
      ],
      { cls: 'alignwide' },
    ),
    separator(true),
    h(2, 'What about older kids?'),
    p(
      'Our structures are designed and certified for children up to 12: children over 12 cannot play in the structures. They can come in free with the family, as companions of their younger brothers and sisters, and wait at the café.',
    ),
    h(2, 'Coming in 2027: Girandola Climb'),
    p(
      'In spring 2027 we are adding a climbing wall with auto-belay ropes, for children from 6. Girandola Climb is not bookable yet.',
    ),
    h(2, 'Safety'),
    p(
      'All our structures are certified to the European standard EN 1176 and checked every morning before opening. Every area has a member of our team on duty.',
    ),
    buttons([{ label: 'Prices & hours', href: '/en/prices' }]),
    spacer(40),
  ].join(''),
};

/* ── Prices & hours ──────────────────────────────────────────────────────────────────────────────────────── */

const prices: GirandolaPage = {
  path: '/en/prices',
  lang: 'en',
  id: 525,
  alt: '/prezzi',
  title: 'Prices & opening hours',
  description:
    'How much entry to Girandola Park costs: prices by age and day, discounts, grip socks, the 10-visit card, opening hours and payment methods.',
  body: [
    p(
      'At Girandola Park you pay once and play with <strong>no time limit</strong>, until closing time. No need to book: just pay at the desk when you arrive.',
    ),
    h(2, 'Entry'),
    table(
      [
        ['Who', 'Tuesday – Friday', 'Saturday, Sunday & public holidays'],
        ['Babies up to 11 months', 'free', 'free'],
        ['Toddlers aged 1–3', '€7', '€9'],
        ['Kids aged 4–12', '€10', '€13'],
        ['Accompanying adults (up to 2 per family)', 'free', 'free'],
        ['Each extra adult, from the third', '€3', '€3'],
      ],
      { caption: 'Prices from 1 September 2026.' },
    ),
    p(
      'Adults enter free, up to two per family: they don’t play, they accompany. Adults without children cannot enter the park.',
    ),
    h(3, 'Baby Mornings'),
    p(
      'Wednesdays and Fridays from 9.30am to 12 noon, only for children aged 0 to 3: €6, including a coffee or tea for the parent.',
    ),
    h(3, 'Discounts'),
    list([
      '<strong>Siblings:</strong> €2 off entry for the second child and each one after, every day.',
      '<strong>Birthday:</strong> on their birthday children get in free with an ID.',
      'Discounts cannot be combined and do not apply to the card.',
    ]),
    h(3, 'Socks'),
    p(
      'Socks are a must in the play areas, for children and adults. Grip socks are required on the trampolines: we sell Girandola grip socks at the desk for <strong>€2.50 a pair</strong>, in all sizes.',
    ),
    separator(true),
    h(2, '10-visit card'),
    p('For regulars: ten visits paid in advance, at a lower price.'),
    table([
      ['Card', 'Price', 'Instead of'],
      ['10-visit card, kids 4–12', '€85', '€100'],
      ['10-visit card, toddlers 1–3', '€60', '€70'],
    ]),
    list([
      'The card is valid for <strong>12 months</strong> from purchase.',
      'Use it any day, weekends and public holidays included, with no supplement.',
      'It is personal: it is for one child only and cannot be transferred.',
      'It is not refundable and cannot be used for birthday parties, baby-parking or camps.',
    ]),
    separator(true),
    h(2, 'Opening hours'),
    table([
      ['Day', 'Hours'],
      ['Monday', 'closed (open on public holidays)'],
      ['Tuesday – Friday', '3.30pm – 7.30pm'],
      ['Wednesday and Friday mornings', '9.30am – 12 noon (Baby Mornings only, ages 0–3)'],
      ['Saturday', '9.30am – 7.30pm'],
      ['Sunday & public holidays', '9.30am – 7.30pm'],
    ]),
    p(
      'Last entry is one hour before closing, at 6.30pm. On rainy weekends we may reach our maximum capacity of 150 people: entry then pauses until someone leaves.',
    ),
    h(2, 'How to pay'),
    p(
      'We accept cash, debit cards, credit cards (Visa, Mastercard and American Express), Satispay, Apple Pay and Google Pay. We don’t accept cheques.',
    ),
    buttons([
      { label: 'Birthday parties', href: '/en/birthday-parties' },
      { label: 'FAQ', href: '/en/faq', outline: true },
    ]),
    spacer(40),
  ].join(''),
};

/* ── Birthday parties ────────────────────────────────────────────────────────────────────────────────────── */

const pkg = (name: string, price: string, note: string, items: string[], highlight = false) =>
  column(
    group(
      [
        h(3, name, { cls: 'has-text-align-center' }),
        p(price, { cls: 'has-text-align-center has-x-large-font-size', style: 'font-weight:800' }),
        p(note, { cls: 'has-text-align-center has-small-font-size' }),
        separator(),
        list(items, false, { cls: 'has-small-font-size' }),
      ].join(''),
      'flow',
      {
        cls: highlight
          ? 'has-accent-5-background-color has-background'
          : 'has-base-2-background-color has-background',
        style: `border-radius:20px;padding:var(--wp--preset--spacing--20);${highlight ? 'border:3px solid var(--wp--preset--color--accent)' : 'border:1px solid #e8e2d6'}`,
      },
    ),
  );

const parties: GirandolaPage = {
  path: '/en/birthday-parties',
  lang: 'en',
  id: 527,
  alt: '/feste-di-compleanno',
  title: 'Birthday parties',
  description:
    'Birthday parties at Girandola Park: Festa Piccola, Festa Girandola and Festa Super, party times, the cake, the adults’ buffet, the deposit and how to book.',
  body: [
    p(
      'We take care of everything: you bring the guests (and the cake, if you like). Every party includes free play in all areas, a laid table or room, the party food and tidying up afterwards.',
    ),
    columns(
      [
        pkg('Festa Piccola', '€16', 'per child · Tuesday to Friday only', [
          'minimum 8 children',
          '2 hours of free play',
          'a reserved table at the café',
          'party food: mini pizzas, focaccia, crisps, juice and water',
          'digital invitations to send on WhatsApp',
        ]),
        pkg(
          'Festa Girandola',
          '€20',
          'per child Tuesday to Friday · €23 on Saturdays and Sundays',
          [
            'minimum 10 children',
            '2½ hours of free play',
            '1 hour in the private Rainbow Room (Sala Arcobaleno)',
            'menu: margherita pizza, focaccia, crisps, savoury snacks and soft drinks',
            'balloons and a themed tablecloth',
            'the birthday child goes free',
          ],
          true,
        ),
        pkg('Festa Super', '€28', 'per child · any day', [
          'minimum 12 children',
          'everything in the Festa Girandola',
          'an entertainer for 90 minutes, with games and a kids’ disco',
          'face painting',
          'a party bag gift for every guest',
          'the Rainbow Room for an hour and a half',
        ]),
      ],
      { cls: 'alignwide' },
    ),
    p('Each party can have up to <strong>30 children</strong>.', { cls: 'has-text-align-center' }),
    h(2, 'Party times'),
    table([
      ['Day', 'Times'],
      ['Tuesday – Friday', '4pm – 6.30pm'],
      ['Saturday', '3pm – 5.30pm · 5pm – 7.30pm'],
      ['Sunday & public holidays', '10am – 12.30pm · 3pm – 5.30pm · 5pm – 7.30pm'],
    ]),
    h(2, 'The cake'),
    p(
      'You can bring your own birthday cake: it is the only food that may be brought in from outside. It must come from a bakery or patisserie, with its ingredients label: we can’t serve home-made cakes.',
    ),
    p(
      'Or we can order it for you from Pasticceria Lorenzi in Borgo Roma: <strong>€24 per kg</strong>, to be ordered at least 5 days ahead. Candles, plates, napkins and the knife are on us.',
    ),
    h(2, 'What about the grown-ups?'),
    p(
      'The guests’ parents get in free and wait at the café or in the room. You can add the <strong>adults’ buffet</strong> for them: €9 per person, with focaccia, cold cuts, cheese, soft drinks and coffee.',
    ),
    h(2, 'Extras'),
    table([
      ['Extra', 'Price'],
      ['One more hour of entertainer', '€60'],
      ['Piñata full of sweets', '€15'],
      ['Helium balloon', '€2 each'],
      ['Cake from Pasticceria Lorenzi', '€24 per kg'],
      ['Adults’ buffet', '€9 per person'],
    ]),
    h(2, 'How to book'),
    list([
      `Book at least 10 days ahead, by email to <a href="mailto:${GP_PARTY_EMAIL}">${GP_PARTY_EMAIL}</a> or on WhatsApp at +39 ${GP_WHATSAPP}.`,
      'To confirm the date we ask for a <strong>€50 deposit</strong>, by bank transfer or at the desk.',
      'Confirm the number of children 3 days before: you pay for the children confirmed (and at least the package minimum), even if fewer come.',
      'If you cancel up to 7 days before the party we refund the deposit; after that, the deposit is kept.',
      'You can move the date once, free of charge.',
    ]),
    buttons([
      { label: 'Email the party team', href: `mailto:${GP_PARTY_EMAIL}` },
      waButton('Ask for a date on WhatsApp'),
    ]),
    spacer(40),
  ].join(''),
};

/* ── Baby-parking ────────────────────────────────────────────────────────────────────────────────────────── */

const babyParking: GirandolaPage = {
  path: '/en/baby-parking',
  lang: 'en',
  id: 529,
  alt: '/baby-parking',
  title: 'Baby-parking',
  description:
    'Supervised drop-off at Girandola Park: children aged 3 to 10 with our childcare staff, up to 2 hours, €9 for the first hour. Times and what to bring.',
  body: [
    p(
      'A doctor’s appointment, the shopping, a present to buy in peace? Baby-parking is our supervised drop-off and the only way a child can stay at the park without an adult: you leave them with our childcare staff, who play with them in all areas, and you are free to go out.',
    ),
    h(2, 'Who it is for'),
    list([
      'Children aged <strong>3 to 10</strong>.',
      'Only children who are out of nappies.',
      'Up to 12 children at a time, with 2 childcare staff.',
    ]),
    h(2, 'Prices'),
    table([
      ['', 'Price'],
      ['First hour', '€9'],
      ['Second hour', '€7'],
      ['Snack (optional)', '€3'],
    ]),
    p(
      'Children can stay for <strong>a maximum of 2 hours</strong>. The 10-visit card cannot be used for baby-parking.',
    ),
    h(2, 'When'),
    table([
      ['Day', 'Hours'],
      ['Tuesday – Friday', '3.30pm – 7pm (collect by 7.30pm)'],
      ['Saturday', '9.30am – 12.30pm'],
    ]),
    p('Baby-parking is not available on Sundays and public holidays.'),
    h(2, 'What you need'),
    list([
      'the parent’s ID and the signed registration form (the first time);',
      'a phone number you will always answer while your child is with us;',
      'socks for your child;',
      'any allergies, written on the form.',
    ]),
    p(
      'We only hand the child back to the parent who left them or to someone with a written authorisation and ID. We can’t take children who have a temperature or are unwell.',
    ),
    h(2, 'Do I need to book?'),
    p(
      `It is not compulsory but recommended, especially on Saturday mornings: send the child’s name, age and time on WhatsApp to +39 ${GP_WHATSAPP}.`,
    ),
    buttons([waButton('Book on WhatsApp')]),
    spacer(40),
  ].join(''),
};

/* ── Holiday camps ───────────────────────────────────────────────────────────────────────────────────────── */

const camps: GirandolaPage = {
  path: '/en/holiday-camps',
  lang: 'en',
  id: 531,
  alt: '/campus',
  title: 'Holiday camps',
  description:
    'Girandola Camp: our holiday camp at Christmas, Easter and in summer for children aged 4 to 10. Dates, times and prices.',
  body: [
    p(
      'When school is out and you are at work, there is <strong>Girandola Camp</strong>: play in the park, creative workshops, a bit of bouncing in the Jump Zone, lunch and snacks, with our childcare staff. For children aged <strong>4 to 10</strong>.',
    ),
    h(2, 'The day'),
    table([
      ['Time', ''],
      ['8am – 8.45am', 'welcome and free play'],
      ['9am – 10.30am', 'workshop of the day (painting, no-cook cooking, science, building)'],
      ['10.30am – 11am', 'snack'],
      ['11am – 12.30pm', 'group games in the castle and the Jump Zone'],
      ['12.30pm – 1pm', 'pick-up for half days'],
      ['12.45pm – 2pm', 'lunch and quiet time'],
      ['2pm – 4.30pm', 'games, a film or reading, snack and pick-up'],
    ]),
    h(2, 'Prices'),
    table([
      ['Option', 'Price'],
      ['Half day (8am – 1pm, with snack)', '€25'],
      ['Full day (8am – 4.30pm, with lunch and snack)', '€38'],
      ['5 full days', '€165'],
    ]),
    p(
      'Siblings get 10% off. Lunch is a hot meal from the Cucina Scaligera caterers: pasta, a main course, vegetables and fruit.',
    ),
    h(2, 'Next dates'),
    h(3, 'Winter camp 2026/27'),
    p(
      '<strong>Monday 28, Tuesday 29 and Wednesday 30 December 2026, Monday 4 and Tuesday 5 January 2027.</strong> Single days are fine. 30 places a day. Enrol by 15 December 2026.',
    ),
    h(3, 'Easter camp 2027'),
    p('Dates will be published in February.'),
    h(3, 'Summer camp 2027'),
    p(
      'From <strong>14 June to 30 July 2027</strong>, Monday to Friday, by the week. Enrolment opens on 1 March 2027.',
    ),
    h(2, 'What to pack'),
    list([
      'a full change of clothes',
      'a water bottle with their name on',
      'grip socks',
      'a book or a quiet game for after lunch',
    ]),
    p('We don’t take children under 4 at the camp.'),
    h(2, 'How to enrol'),
    p(
      `Write to <a href="mailto:${GP_EMAIL}">${GP_EMAIL}</a> or on WhatsApp at +39 ${GP_WHATSAPP} with your child’s name, age and the days: we will send you the form. The place is confirmed with payment, at the desk or by bank transfer.`,
    ),
    buttons([waButton('Enrol on WhatsApp')]),
    spacer(40),
  ].join(''),
};

/* ── Café ────────────────────────────────────────────────────────────────────────────────────────────────── */

const cafe: GirandolaPage = {
  path: '/en/cafe',
  lang: 'en',
  id: 533,
  alt: '/caffe',
  title: 'Girandola Café',
  description:
    'The café at Girandola Park: coffee, kids’ snacks, toasties, pizza and the weekend kids’ menu, with prices.',
  body: [
    p(
      'The Girandola Café overlooks the play areas: from the tables you can watch the children in the castle and the Jump Zone while you drink your coffee in peace (more or less). It is open during the park’s opening hours.',
    ),
    p(
      'There are high chairs and a microwave parents can use to warm up baby food and bottles. The café does not serve alcohol.',
    ),
    h(2, 'Price list'),
    table([
      ['', 'Price'],
      ['Espresso', '€1.20'],
      ['Cappuccino', '€1.60'],
      ['Tea and herbal tea', '€2.00'],
      ['Fresh orange juice', '€3.50'],
      ['Fruit juice', '€2.00'],
      ['Still or sparkling water 0.5 l', '€1.00'],
      ['Ham and cheese toastie', '€4.00'],
      ['Piadina flatbread', '€5.00'],
      ['Slice of margherita pizza', '€2.50'],
      ['Kids’ snack (juice + jam tart or yoghurt)', '€3.50'],
      ['Nutella crêpe', '€3.50'],
    ]),
    h(3, 'Weekend kids’ menu'),
    p(
      'Saturdays, Sundays and public holidays, 12 noon to 2pm: pasta with tomato sauce, water and fruit for <strong>€6.00</strong>.',
    ),
    h(2, 'Food from outside'),
    p(
      'Outside food and drink are not allowed, except birthday cakes for booked parties and baby food for children under 3. Food is eaten only at the café tables, never in the play areas.',
    ),
    spacer(40),
  ].join(''),
};

/* ── FAQ ─────────────────────────────────────────────────────────────────────────────────────────────────── */

const faq: GirandolaPage = {
  path: '/en/faq',
  lang: 'en',
  id: 535,
  alt: '/faq',
  title: 'FAQ',
  description:
    'Answers to the most common questions about Girandola Park: booking, socks, food, ages, adults, payments, offers and what’s new.',
  body: [
    p('Can’t find your answer? Message us on WhatsApp, we reply the same day.'),
    h(2, 'Entry and rules'),
    details(
      'Do I need to book?',
      p(
        'No, you don’t need to book entry: just pay at the desk. Only birthday parties, camps and, if you like, baby-parking are booked.',
      ),
    ),
    details(
      'Is there a time limit?',
      p('No: entry has no time limit, you can stay until closing. Last entry is one hour before closing.'),
    ),
    details(
      'Are socks compulsory?',
      p(
        'Yes, for children and adults: you can’t go into the play areas without socks, neither barefoot nor in shoes. Grip socks are required on the trampolines and are sold at the desk for €2.50.',
      ),
    ),
    details(
      'Can we bring our own snacks?',
      p(
        'No, outside food is not allowed, except birthday cakes for booked parties and baby food for children under 3. The café has snacks, toasties and pizza.',
      ),
    ),
    details(
      'Can I leave my child and come back later?',
      p(
        'Only with baby-parking. Children cannot stay in the park without an adult, except in our baby-parking service (ages 3 to 10, up to 2 hours).',
      ),
    ),
    details(
      'Up to what age can children play?',
      p(
        'Up to 12. Children over 12 cannot play in the structures, but they can come in free with the family.',
      ),
    ),
    details(
      'How old do you have to be for the trampolines?',
      p('5: children under 5 can’t use the trampolines and play in the castle or the toddler area instead.'),
    ),
    details(
      'Do adults pay?',
      p(
        'Accompanying adults get in free, up to two per family; from the third adult entry is €3. Adults without children cannot enter.',
      ),
    ),
    h(2, 'Payments and offers'),
    details(
      'How can I pay?',
      p('Cash, debit cards, credit cards, Satispay, Apple Pay and Google Pay. We don’t accept cheques.'),
    ),
    details(
      'Is the Wednesday offer still on?',
      p(
        'No. The autumn Wednesday promo (kids €7, toddlers €5) ended on 31 October 2026: Wednesdays are now at the normal weekday price.',
      ),
    ),
    details(
      'Can the 10-visit card be used at weekends?',
      p('Yes, any day, weekends and public holidays included, for 12 months from purchase.'),
    ),
    h(2, 'Opening and what’s new'),
    details(
      'Are you open on Mondays?',
      p('We are closed on Mondays, except on public holidays and camp days.'),
    ),
    details(
      'Are you open over the Christmas holidays?',
      p(
        'Yes, with special hours: see our news post (in Italian) <a href="/2026/11/10/orari-natale-capodanno-2026">Natale e Capodanno a Girandola Park</a>.',
      ),
    ),
    details(
      'When does the climbing wall open?',
      p(
        'Girandola Climb is coming in spring 2027. It is not bookable yet, not even for parties: we will publish prices and sessions in the coming months.',
      ),
    ),
    details('Is there parking?', p('Yes, a free car park with 60 spaces right outside the entrance.')),
    spacer(40),
  ].join(''),
};

/* ── Contact ─────────────────────────────────────────────────────────────────────────────────────────────── */

const contact: GirandolaPage = {
  path: '/en/contact',
  lang: 'en',
  id: 537,
  alt: '/contatti',
  title: 'Contact & directions',
  description:
    'Address, phone, WhatsApp, email and opening hours of Girandola Park in Verona, how to get here by car and parking.',
  body: [
    columns(
      [
        column(
          [
            h(2, 'Where we are'),
            p(`<strong>Girandola Park</strong><br>${GP_STREET}<br>${GP_TOWN}, Italy`),
            h(2, 'Call or write'),
            p(
              `Phone: <a href="${GP_PHONE_HREF}">+39 ${GP_PHONE}</a> (during opening hours)<br>WhatsApp: <a href="${GP_WHATSAPP_HREF}">+39 ${GP_WHATSAPP}</a><br>Email: <a href="mailto:${GP_EMAIL}">${GP_EMAIL}</a><br>Birthday parties: <a href="mailto:${GP_PARTY_EMAIL}">${GP_PARTY_EMAIL}</a>`,
            ),
            h(2, 'Opening hours'),
            p(
              'Tuesday – Friday 3.30pm – 7.30pm<br>Saturday, Sunday & public holidays 9.30am – 7.30pm<br>Closed on Mondays (open on public holidays)',
            ),
          ].join(''),
        ),
        column(
          html(
            '<figure class="wp-block-embed"><div class="wp-block-embed__wrapper"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2801.7!2d10.9652!3d45.4113!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x477f5f0000000001%3A0x1!2sGirandola%20Park!5e0!3m2!1sen!2sit" width="100%" height="380" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Map of Girandola Park"></iframe></div></figure>',
          ),
          '50%',
        ),
      ],
      { cls: 'alignwide' },
    ),
    h(2, 'Getting here'),
    p(
      'By car: 6 minutes from the Verona Sud exit of the A4 motorway. Follow the signs for ZAI, then for Via della Meccanica: we are in the orange building with the pinwheel on the roof.',
    ),
    p(
      'Parking is free, with 60 spaces right outside the entrance; the 4 spaces by the door are reserved for families with pushchairs.',
    ),
    p(
      'Coming by bus or taxi from the city centre? See <a href="/en/visiting-verona">Visiting Verona with kids</a>.',
    ),
    separator(true),
    h(2, 'Write to us'),
    contactForm('en', 537),
    spacer(40),
  ].join(''),
};

/* ── Visiting Verona (only in English) ───────────────────────────────────────────────────────────────────── */

const visiting: GirandolaPage = {
  path: '/en/visiting-verona',
  lang: 'en',
  id: 539,
  title: 'Visiting Verona with kids',
  description:
    'Tips for families on holiday in Verona: getting to Girandola Park by bus or taxi, who speaks English and German, what we sell at the desk and the quietest times to come.',
  body: [
    p(
      'Every summer and every Christmas we meet lots of families on holiday in Verona and around Lake Garda, often on a rainy day when Juliet’s balcony can wait. Here are a few tips we wish every visiting family knew.',
    ),
    h(2, 'Getting here without a car'),
    list([
      '<strong>By bus:</strong> from Verona Porta Nuova railway station take ATV bus 21 towards the ZAI and get off at the “Via della Meccanica” stop, about 15 minutes. Tickets cost €1.50: buy them at the station newsagent or tap a contactless card on board.',
      '<strong>By taxi:</strong> about €18 from Piazza Bra and the Arena, about €14 from Porta Nuova station.',
      '<strong>From Lake Garda:</strong> about 35 minutes by car from Peschiera along the A4 motorway (exit Verona Sud).',
    ]),
    h(2, 'Languages'),
    p(
      'Our staff speak English, and Giulia also speaks German: ask for her at the desk. The park rules are posted in Italian and English next to the entrance.',
    ),
    h(2, 'Forgot something?'),
    p(
      'At the desk we sell Girandola grip socks (€2.50 a pair), nappies (€1 each) and packs of wet wipes (€1.50), because every parent on holiday forgets something.',
    ),
    h(2, 'Good to know'),
    list([
      'Girandola Park is not part of the Verona Card: the card does not include entry to the park.',
      'We don’t have room to store suitcases, so please don’t come straight from the hotel check-out with your luggage.',
      'The quietest time is weekday afternoons right after opening at 3.30pm. Rainy weekends are the busiest: come before 10.30am.',
      'Prices are the same for everyone, residents and tourists.',
    ]),
    h(2, 'If the sun comes out'),
    p(
      'Parco Natura Viva, the zoo and safari park, is about 25 minutes by car, and the playground in the Giardino Giusti gardens is lovely for an hour in the city centre.',
    ),
    buttons([{ label: 'Prices & hours', href: '/en/prices' }, waButton('Ask us on WhatsApp')]),
    spacer(40),
  ].join(''),
};

export const girandolaEnglishPages: GirandolaPage[] = [
  home,
  playAreas,
  prices,
  parties,
  babyParking,
  camps,
  cafe,
  faq,
  contact,
  visiting,
];
