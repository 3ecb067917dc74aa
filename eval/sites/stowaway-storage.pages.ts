import {
  button,
  buttons,
  card,
  facts,
  gatsbyImage,
  grid,
  h1,
  h2,
  h3,
  kicker,
  lead,
  mod,
  notice,
  p,
  type StowPage,
  SW_BUSINESS_EMAIL,
  SW_MAIN_STREET,
  SW_MAIN_TOWN,
  SW_PHONE,
  SW_YARD_STREET,
  SW_YARD_TOWN,
  section,
  small,
  split,
  table,
  UI,
  ul,
} from './stowaway-storage.layout.ts';

/** `src/pages/index.js`: hero with the (expired) autumn offer, why us, the two stores, Filton, reviews, news. */
export const stowHome: StowPage = {
  path: '/',
  title: 'Self storage in Bristol',
  description:
    'Stowaway Self Storage: clean, secure storage units from 10 to 200 sq ft in St Philips, Bristol, and drive-up shipping containers in Brislington. From £6.95 a week.',
  component: 'src/pages/index.js',
  staticQueries: ['3159585216'],
  body: [
    `<section class="${UI('Hero')}">${gatsbyImage('home/stowaway-st-philips-corridor.jpg', 'A corridor of orange storage unit doors at Stowaway St Philips', { fullWidth: true, eager: true, width: 1920, height: 900, className: UI('HeroImage') })}<div class="${UI('HeroInner')}">${kicker('Self storage in Bristol')}${h1('Room to breathe, from £6.95 a week')}${lead(
      'Clean, dry, secure storage units from 10 to 200 sq ft at our St Philips store, and drive-up shipping containers at our Brislington yard. Get to your things with your own PIN, 6am – 10pm, 7 days a week.',
    )}${buttons(button('See sizes & prices', '/unit-sizes-and-prices/'), button('Which size do I need?', '/size-guide/', 'ghost'))}${notice(
      'Autumn offer: your first 4 weeks half price',
      [
        'New customers only, on any indoor unit at St Philips booked by 31 October 2026. [See the prices](/unit-sizes-and-prices/).',
      ],
      'offer',
    )}</div></section>`,
    section([
      h2('Why Bristol stores with Stowaway'),
      grid(
        card({
          title: 'No deposit, no admin fee',
          body: [p('You pay for your first 4 weeks when you move in, and that’s it.')],
        }),
        card({
          title: 'Flexible',
          body: [p('Stay 2 weeks or 2 years. Move to a bigger or smaller unit whenever you need to.')],
        }),
        card({
          title: 'Secure',
          body: [p('24-hour CCTV, PIN-controlled gates and, at St Philips, an alarm on every unit door.')],
        }),
        card({
          title: 'Easy to load',
          body: [
            p(
              'Covered loading bays, free trolleys and goods lifts at St Philips; drive-up containers at Brislington.',
            ),
          ],
        }),
      ),
    ]),
    section(
      [
        h2('Two stores in Bristol'),
        grid(
          card({
            title: 'Stowaway St Philips',
            image: gatsbyImage('home/st-philips-front.jpg', 'The front of the Stowaway St Philips store', {
              width: 600,
              height: 400,
            }),
            body: [
              p(
                `${SW_MAIN_STREET}, ${SW_MAIN_TOWN}.`,
                'Indoor units from a 10 sq ft locker to 200 sq ft, the office and our packing shop. A 15-minute walk from Temple Meads.',
              ),
            ],
            footer: button('Find St Philips', '/locations/#st-philips', 'ghost'),
          }),
          card({
            title: 'Brislington Container Yard',
            image: gatsbyImage(
              'home/brislington-yard.jpg',
              'Rows of green shipping containers at the Brislington yard',
              {
                width: 600,
                height: 400,
              },
            ),
            body: [
              p(
                `${SW_YARD_STREET}, ${SW_YARD_TOWN}.`,
                '10ft, 20ft and 40ft shipping containers you can drive right up to. Popular with tradespeople.',
              ),
            ],
            footer: button('Find the yard', '/locations/#brislington', 'ghost'),
          }),
          card({
            title: 'Coming soon: Filton',
            body: [
              p(
                'Our third store, in north Bristol, opens in spring 2027. [Find out more](/locations/#filton).',
              ),
            ],
          }),
        ),
      ],
      { tone: 'sand' },
    ),
    section([
      split(
        [
          h2('What our customers say'),
          p(
            '“Spotless, friendly and the trolleys are always where you need them.” Rated **4.8 out of 5** from 612 Google reviews.',
          ),
          button('Read our reviews', '/reviews/', 'ghost'),
        ],
        [
          h2('Latest news'),
          card({
            title: 'Christmas & New Year opening hours 2026',
            body: [small('10 November 2026'), p('When our office is open over the festive season.')],
            footer: button('Read more', '/blog/christmas-opening-hours-2026/', 'ghost'),
          }),
        ],
      ),
    ]),
  ].join(''),
};

const from = (price: string) => `<span class="${mod('prices', 'from')}">from</span> ${price}`;
const poa = `<span class="${mod('prices', 'poa')}">POA</span>`;
const size = (label: string, kind?: string) =>
  `<strong>${label}</strong>${kind ? `<span class="${mod('prices', 'kind')}">${kind}</span>` : ''}`;

const prices: StowPage = {
  path: '/unit-sizes-and-prices',
  title: 'Unit sizes & prices',
  description:
    'Storage unit prices at Stowaway Bristol: lockers and indoor units from 10 to 200 sq ft at St Philips, shipping containers at Brislington. Weekly and 4-weekly prices including VAT.',
  component: 'src/pages/unit-sizes-and-prices.js',
  staticQueries: ['1478243120'],
  body: [
    section([
      kicker('Prices'),
      h1('Unit sizes & prices'),
      lead(
        'Prices are per unit and include VAT. We bill every 4 weeks: you pay your first 4 weeks when you move in, then every 4 weeks after that.',
      ),
      notice(
        'Autumn offer: your first 4 weeks half price',
        [
          'New customers only, on any indoor unit at St Philips booked by 31 October 2026. For example, a 50 sq ft unit costs £45 instead of £90 for your first 4 weeks. Can’t be combined with the student deal or business discounts.',
        ],
        'offer',
      ),
    ]),
    section(
      [
        h2('Indoor units at St Philips', 'st-philips'),
        table(
          'prices',
          ['Size', 'Approx. dimensions', 'Per week', 'Every 4 weeks'],
          [
            [size('10 sq ft', 'Locker'), '2.5ft × 4ft', '£6.95', '£27.80'],
            [size('25 sq ft', 'Small'), '5ft × 5ft', from('£13.50'), from('£54')],
            [size('35 sq ft', 'Small'), '5ft × 7ft', '£17.25', '£69'],
            [size('50 sq ft', 'Medium'), '5ft × 10ft', '£22.50', '£90'],
            [size('75 sq ft', 'Medium'), '7.5ft × 10ft', '£30', '£120'],
            [size('100 sq ft', 'Large'), '10ft × 10ft', from('£37.50'), from('£150')],
            [size('150 sq ft', 'Large'), '10ft × 15ft', '£52', '£208'],
            [size('200 sq ft', 'Extra large'), '10ft × 20ft', '£66', '£264'],
          ],
          { rowHeaders: true },
        ),
        small(
          '**From** prices are for units on the first and second floors, reached by our goods lifts. The same sizes on the ground floor, next to the loading bays, cost £15.50 (25 sq ft) and £41 (100 sq ft) a week.',
        ),
        h2('Shipping containers at Brislington', 'brislington'),
        table(
          'prices',
          ['Container', 'Floor area', 'Per week', 'Every 4 weeks'],
          [
            [size('10ft container'), '80 sq ft', '£27', '£108'],
            [size('20ft container'), '160 sq ft', '£45', '£180'],
            [size('40ft container'), '320 sq ft', poa, poa],
          ],
          { rowHeaders: true },
        ),
        small('POA: price on application. Please call us for a price.'),
      ],
      { tone: 'sand' },
    ),
    section([
      h2('What’s included'),
      ul(
        'No deposit and no admin fee.',
        'Your own PIN for the gate, 7 days a week.',
        'Free use of trolleys, the pallet truck and the goods lifts.',
        '**Minimum stay:** 2 weeks. When you want to leave, just give us 14 days’ notice.',
        '**Not included:** [protection cover](/protection-cover/) for your goods, which everyone needs, and a padlock: bring your own disc padlock or buy one from our [packing shop](/packing-supplies/).',
      ),
      notice('About VAT', [
        'All our storage prices include VAT at 20%. Protection cover is exempt from VAT. Business customers get a VAT invoice every 4 weeks.',
      ]),
      buttons(button('Book online', '/contact/'), button('Which size do I need?', '/size-guide/', 'ghost')),
    ]),
  ].join(''),
};

const sizeCard = (label: string, file: string, like: string, holds: string, where = 'St Philips') =>
  card({
    title: label,
    image: gatsbyImage(`sizes/${file}`, `An empty ${label} storage unit`, { width: 400, height: 300 }),
    body: [p(`**About the size of:** ${like}`, `**Holds:** ${holds}`), small(`At ${where}`)],
  });

const sizeGuide: StowPage = {
  path: '/size-guide',
  title: 'Size guide',
  description:
    'How much storage space do you need? Our size guide shows what fits in each Stowaway unit, from a 10 sq ft locker to a 20ft container.',
  component: 'src/pages/size-guide.js',
  staticQueries: ['2309911453'],
  body: [
    section([
      kicker('Size guide'),
      h1('How much space do I need?'),
      lead(
        'Square feet are hard to picture. Here’s what usually fits in each of our units, based on what our customers actually store.',
      ),
      grid(
        sizeCard(
          '10 sq ft locker',
          'locker.jpg',
          'a double wardrobe',
          '10–15 boxes and a couple of suitcases.',
        ),
        sizeCard(
          '25 sq ft',
          'unit-25.jpg',
          'a large garden shed',
          'the contents of a one-bedroom flat, without the white goods.',
        ),
        sizeCard(
          '35 sq ft',
          'unit-35.jpg',
          'a walk-in wardrobe',
          'a one-bedroom flat including a fridge-freezer and a washing machine.',
        ),
        sizeCard('50 sq ft', 'unit-50.jpg', 'a small bathroom', 'the contents of a two-bedroom flat.'),
        sizeCard('75 sq ft', 'unit-75.jpg', 'a box room', 'the contents of a two-bedroom house.'),
        sizeCard('100 sq ft', 'unit-100.jpg', 'a single garage', 'the contents of a three-bedroom house.'),
        sizeCard('150 sq ft', 'unit-150.jpg', 'a garage and a half', 'the contents of a four-bedroom house.'),
        sizeCard(
          '200 sq ft',
          'unit-200.jpg',
          'a double garage',
          'a five-bedroom house, or a shop’s worth of stock.',
        ),
        sizeCard(
          '20ft container',
          'container-20.jpg',
          'a single garage',
          'a three- or four-bedroom house, or a tradesperson’s tools and materials.',
          'Brislington',
        ),
      ),
    ]),
    section(
      [
        h2('Tips from our team'),
        ul(
          'All our indoor units except the lockers are 2.4m (8ft) high, so stack upwards: you’ll fit more than the floor area suggests.',
          'Between two sizes? Take the bigger one. You can move to a smaller unit free of charge later.',
          'Come and see for yourself: there’s a 50 sq ft show unit next to reception at St Philips.',
        ),
        buttons(button('See prices', '/unit-sizes-and-prices/')),
      ],
      { tone: 'sand' },
    ),
  ].join(''),
};

const late = `<span class="${mod('hours', 'late')}">Late opening</span>`;

const hours: StowPage = {
  path: '/opening-hours',
  title: 'Opening & access hours',
  description:
    'Office hours and gate access hours at Stowaway St Philips and the Brislington Container Yard. Get to your unit with your PIN from 6am to 10pm every day.',
  component: 'src/pages/opening-hours.js',
  body: [
    section([
      kicker('Opening hours'),
      h1('Opening & access hours'),
      lead(
        'Our office and your access to your unit keep different hours. Whenever the gate is open you can get to your unit with your PIN, even when the office is closed.',
      ),
    ]),
    section(
      [
        h2('Stowaway St Philips', 'st-philips'),
        table(
          'hours',
          ['Day', 'Office & packing shop', 'Gate access'],
          [
            ['Monday', '9am – 5.30pm', '6am – 10pm'],
            ['Tuesday', '9am – 5.30pm', '6am – 10pm'],
            ['Wednesday', '9am – 5.30pm', '6am – 10pm'],
            ['Thursday', `<span>9am – 7.30pm</span>${late}`, '6am – 10pm'],
            ['Friday', '9am – 5.30pm', '6am – 10pm'],
            ['Saturday', '9am – 4pm', '6am – 10pm'],
            ['Sunday', 'Closed', '6am – 10pm'],
            ['Bank holidays', '10am – 2pm', '6am – 10pm'],
          ],
          { rowHeaders: true },
        ),
        small(
          'The office is closed on Christmas Day, Boxing Day and New Year’s Day. See our [Christmas & New Year opening hours](/blog/christmas-opening-hours-2026/).',
        ),
        h2('Brislington Container Yard', 'brislington'),
        p(
          'There’s no office at the yard. Sign up, pay and buy packing materials at St Philips, online or over the phone.',
        ),
        table(
          'hours',
          ['Day', 'Staff on site', 'Gate access'],
          [
            ['Monday to Friday', 'No staff', '7am – 8pm'],
            ['Saturday', '9am – 12 noon', '7am – 8pm'],
            ['Sunday', 'No staff', '7am – 8pm'],
          ],
          { rowHeaders: true },
        ),
      ],
      { tone: 'sand' },
    ),
    section([
      h2('How gate access works'),
      ul(
        'Key your personal PIN into the keypad at the gate. At St Philips the same PIN opens the building door and calls the goods lifts.',
        'Please be off site before the gate closes: the gate will let you out, but the alarms are set at closing time.',
        'Forgotten your PIN? Call the office during office hours. We can’t reset PINs when the office is closed.',
        'Don’t share your PIN. To let someone else in, add them to your agreement as an authorised user and they’ll get their own.',
      ),
    ]),
  ].join(''),
};

const protection: StowPage = {
  path: '/protection-cover',
  title: 'Protection cover',
  description:
    'Everything you store at Stowaway must be covered. Stowaway Protect costs £1.20 a week for every £1,000 of value, or use your own insurance.',
  component: 'src/templates/page.js',
  body: [
    section([
      kicker('Protection cover'),
      h1('Protecting your things'),
      lead(
        'Everything you store with us must be covered against loss or damage: it’s a condition of every storage agreement. You can take our cover, Stowaway Protect, or use your own insurance.',
      ),
    ]),
    section(
      [
        h2('Stowaway Protect'),
        p(
          'Stowaway Protect costs **£1.20 a week for every £1,000** of value you want to cover, added to your storage bill. Tell us what your goods are worth when you move in; you can change it at any time.',
        ),
        table(
          'prices',
          ['Value of your goods', 'Per week', 'Every 4 weeks'],
          [
            ['£1,000 (the minimum)', '£1.20', '£4.80'],
            ['£2,500', '£3', '£12'],
            ['£5,000', '£6', '£24'],
            ['£10,000', '£12', '£48'],
            ['£25,000', '£30', '£120'],
            ['Over £25,000', 'Please call us', ''],
          ],
          { rowHeaders: true },
        ),
        ul(
          'Covers fire, flood, storm, burst pipes and theft where someone has broken in.',
          'There’s a £100 excess on each claim.',
          'Any single item worth more than £2,500 must be listed when you take out cover.',
          'Not covered: cash, jewellery, watches, furs and documents.',
          'Protection cover is exempt from VAT; Insurance Premium Tax is included in the price.',
        ),
      ],
      { tone: 'sand' },
    ),
    section([
      h2('Using your own insurance'),
      p(
        'If your home contents or business insurance already covers goods in storage, you don’t need Stowaway Protect. Bring us your policy schedule showing cover for goods in self storage, for at least the value of what you’re storing. We’ll ask to see it again every 12 months.',
      ),
      notice('Students', [
        'Our [Summer Student Deal](/student-storage/) includes protection cover up to £1,000.',
      ]),
    ]),
  ].join(''),
};

const prohibited: StowPage = {
  path: '/what-you-cannot-store',
  title: 'What you can’t store',
  description:
    'The items you can’t keep in a Stowaway storage unit or container, the things allowed only with conditions, and what a unit can’t be used for.',
  component: 'src/templates/page.js',
  body: [
    section([
      kicker('Storage rules'),
      h1('What you can’t store'),
      lead(
        'For everyone’s safety, and under our terms and our insurer’s rules, some things can’t go in a storage unit or container at either of our sites.',
      ),
    ]),
    section(
      [
        h2('Never allowed'),
        ul(
          '**Food and anything perishable**, including pet food',
          '**Flammable or explosive items**: petrol, diesel, gas bottles, paint thinners, fireworks and lighter fluid',
          '**Firearms, ammunition and weapons**',
          '**Chemicals**, toxic or radioactive materials, and asbestos',
          '**Plants and animals**, alive or not',
          '**Waste** and rubbish',
          '**Anything illegal**: drugs, stolen or counterfeit goods',
          '**Cash**, bank notes and securities',
          'Anything that leaks, smells or gives off fumes',
        ),
        h2('Allowed with conditions'),
        ul(
          '**Fridges and freezers:** defrosted, clean and dry, with the door left ajar.',
          '**Petrol lawnmowers, generators and strimmers:** only with the fuel tank drained.',
          '**Cars and motorbikes:** not at St Philips. You can keep one in a 20ft container at our Brislington yard, with the battery disconnected.',
        ),
      ],
      { tone: 'sand' },
    ),
    section([
      h2('A unit is for storage only'),
      p(
        'You can’t live or sleep in a unit, run a business from it, or use it as a workshop, an office or a band rehearsal room. There are no power sockets in the units.',
        `Not sure about something? Ask us before you bring it: call ${SW_PHONE}.`,
      ),
    ]),
  ].join(''),
};

const business: StowPage = {
  path: '/business-storage',
  title: 'Business storage',
  description:
    'Business storage in Bristol: stock, archives, tools and equipment. We sign for deliveries, move pallets with our pallet truck and give 10% off three or more units.',
  component: 'src/templates/page.js',
  body: [
    section([
      kicker('For business'),
      h1('Business storage in Bristol'),
      lead(
        'Space for stock, archives, tools and equipment, without a long lease: no rates, no utility bills, and room to grow or shrink as you need.',
      ),
      gatsbyImage(
        'business/pallets-st-philips.jpg',
        'Pallets of stock being moved into a unit at St Philips',
        {
          width: 1000,
          height: 450,
        },
      ),
    ]),
    section(
      [
        grid(
          card({
            title: 'We sign for your deliveries',
            body: [
              p(
                'We take in parcels and pallets for business customers at St Philips, Monday to Friday 9am – 5pm. We can’t accept deliveries at weekends, or at the container yard.',
              ),
            ],
          }),
          card({
            title: 'Pallets welcome',
            body: [
              p(
                'Our pallet truck moves pallets of up to 1,000 kg to your unit. We don’t have a forklift, so pallets must come off the lorry by tail-lift.',
              ),
            ],
          }),
          card({
            title: 'More space, lower price',
            body: [p('Rent three or more units at the same time and get 10% off each of them.')],
          }),
          card({
            title: 'Accounts that suit a business',
            body: [
              p(
                'A VAT invoice every 4 weeks, paid by Direct Debit. Give each of your team their own PIN as an authorised user.',
              ),
            ],
          }),
          card({
            title: 'Tradespeople',
            body: [
              p(
                'Keep your tools and materials in a 20ft container at Brislington and drive right up to it from 7am, every day.',
              ),
            ],
          }),
        ),
      ],
      { tone: 'sand' },
    ),
    section([
      h2('Talk to our business team'),
      p(`Call ${SW_PHONE} or email [${SW_BUSINESS_EMAIL}](mailto:${SW_BUSINESS_EMAIL}).`),
    ]),
  ].join(''),
};

const student: StowPage = {
  path: '/student-storage',
  title: 'Student storage',
  description:
    'Summer storage for students in Bristol: a 25 sq ft unit for the whole summer for £149, shared with up to 3 friends. Bookings for 2027 open on 1 February.',
  component: 'src/templates/page.js',
  body: [
    section([
      kicker('Students'),
      h1('Student storage'),
      lead('Going home for the summer? Leave your things in Bristol, ready for next year.'),
    ]),
    section(
      [
        split(
          [
            h2('Summer Student Deal 2027'),
            p(
              'A 25 sq ft unit for **£149** for the whole summer: move in from 1 June and move out by 30 September 2027.',
            ),
            ul(
              'Protection cover up to £1,000 included',
              '5 free medium boxes',
              'Share it with up to 3 friends: one of you signs the agreement and pays',
            ),
            notice('Bookings open on 1 February 2027', [
              'We can’t take bookings for summer 2027 before then. [Leave us your email](/contact/) and we’ll remind you.',
            ]),
          ],
          [
            gatsbyImage('students/student-boxes.jpg', 'Students stacking boxes into a small unit', {
              width: 500,
              height: 500,
            }),
          ],
        ),
      ],
      { tone: 'sand' },
    ),
    section([
      h2('Who can book'),
      p(
        'Students at the University of Bristol, UWE Bristol or any other university or college. Bring your student ID card when you move in.',
      ),
      h2('Getting your things here'),
      p(
        'We don’t collect from halls or student houses. Our removals partner, Redland Removals, runs a student man-and-van service: see [removals](/removals/).',
      ),
      h2('Staying longer?'),
      p(
        'If you keep your unit after 30 September, it carries on at our normal price for a 25 sq ft unit. Outside the summer deal, students pay our normal prices.',
      ),
    ]),
  ].join(''),
};

const packing: StowPage = {
  path: '/packing-supplies',
  title: 'Packing shop',
  description:
    'Boxes, tape, bubble wrap, covers and padlocks from the Stowaway packing shop at St Philips, Bristol. Prices and our flat move kit.',
  component: 'src/templates/page.js',
  body: [
    section([
      kicker('Packing shop'),
      h1('Boxes & packing supplies'),
      lead(
        'Everything you need to pack for storage or a move, sold at the St Philips reception during office hours. You don’t have to store with us to shop with us.',
      ),
    ]),
    section(
      [
        table(
          'packing',
          ['Item', 'Size', 'Price'],
          [
            ['Small box', '40 × 30 × 30 cm', '£2.20'],
            ['Medium box', '45 × 45 × 40 cm', '£2.90'],
            ['Large box', '60 × 45 × 45 cm', '£3.60'],
            ['Book and archive box', '38 × 28 × 26 cm', '£2.40'],
            ['Wardrobe box with hanging rail', '50 × 50 × 100 cm', '£11.50'],
            ['Packing tape', '48 mm × 66 m roll', '£2.50'],
            ['Bubble wrap', '750 mm × 10 m roll', '£7.95'],
            ['Packing paper', '250 sheets', '£9.50'],
            ['Mattress cover, single', '', '£4.50'],
            ['Mattress cover, double or king', '', '£5.50'],
            ['Sofa cover', 'Up to 3 seats', '£8.95'],
            ['Disc padlock', '70 mm, with 2 keys', '£12.99'],
            ['Marker pen', '', '£1.20'],
          ],
        ),
        h2('Flat move kit: £49'),
        p(
          '10 medium boxes, 5 large boxes, 2 rolls of tape, a 10 m roll of bubble wrap and a marker pen, for £49 (£61.15 if you bought them separately).',
        ),
      ],
      { tone: 'sand' },
    ),
    section([
      h2('Good to know'),
      ul(
        'We don’t deliver. The shop is at St Philips reception only; there’s no shop at the Brislington yard.',
        'All our boxes are double-walled.',
        'Unused, undamaged boxes can be returned for a refund within 30 days, with your receipt.',
      ),
    ]),
  ].join(''),
};

const removals: StowPage = {
  path: '/removals',
  title: 'Removals & man and van',
  description:
    'Stowaway doesn’t run removals or lend vans. Our partner Redland Removals moves your things into your unit, with 10% off for Stowaway customers.',
  component: 'src/templates/page.js',
  body: [
    section([
      kicker('Moving in'),
      h1('Removals & man and van'),
      lead(
        'We store, we don’t move: Stowaway doesn’t run a removals service and has no vans to lend. For help getting your things here, we recommend Redland Removals, an independent Bristol company we’ve worked with since 2015.',
      ),
    ]),
    section(
      [
        split(
          [
            h2('Redland Removals'),
            p(
              'House and flat moves, man and van, and delivery straight into your Stowaway unit or container. Their student man-and-van service starts at £55.',
            ),
            notice(
              '10% off for Stowaway customers',
              ['Quote **STOW10** when you book with Redland Removals.'],
              'offer',
            ),
          ],
          [
            facts([
              ['Phone', '0117 496 0849'],
              ['Email', 'bookings@redlandremovals.example'],
              ['Website', '[redlandremovals.example](https://www.redlandremovals.example)'],
            ]),
          ],
        ),
        small(
          'You book and pay Redland Removals directly. Their quotes, insurance and terms are their own, not Stowaway’s.',
        ),
      ],
      { tone: 'sand' },
    ),
    section([
      h2('Doing it yourself?'),
      p(
        'Our covered loading bays at St Philips and the drive-up containers at Brislington make unloading a hired van quick. See [our locations](/locations/) for parking and loading.',
      ),
    ]),
  ].join(''),
};

const locations: StowPage = {
  path: '/locations',
  title: 'Our locations',
  description:
    'Stowaway St Philips on Feeder Road and the Brislington Container Yard on Emery Road, Bristol: directions, parking, loading bays, trolleys and lifts. Filton opens in spring 2027.',
  component: 'src/pages/locations.js',
  staticQueries: ['4104862087'],
  body: [
    section([
      kicker('Locations'),
      h1('Our stores'),
      lead('Two stores in Bristol, ten minutes’ drive apart, and a third on the way.'),
    ]),
    section(
      [
        h2('Stowaway St Philips', 'st-philips'),
        split(
          [
            facts([
              ['Address', `${SW_MAIN_STREET}, ${SW_MAIN_TOWN}`],
              [
                'What’s here',
                'Indoor units from 10 to 200 sq ft on three floors, the office and the packing shop',
              ],
              ['Office', 'Monday to Saturday: see [opening hours](/opening-hours/)'],
              ['Gate access', '6am – 10pm, 7 days a week'],
            ]),
          ],
          [
            gatsbyImage('locations/st-philips.jpg', 'The Stowaway St Philips building on Feeder Road', {
              width: 600,
              height: 400,
            }),
          ],
        ),
        h3('Getting here'),
        ul(
          '**By car:** from the M32 leave at junction 3 and follow the A4320 (St Philips Causeway) south, then turn right into Feeder Road. Avonbank Trading Estate is on the left after 400 metres; we’re the blue building at the back.',
          '**By train:** Bristol Temple Meads is a 15-minute walk.',
          '**By bus:** the 36 stops at Feeder Road, right outside the estate.',
        ),
        h3('Parking and loading'),
        ul(
          'Free customer parking: 12 spaces in front of the building.',
          '6 covered loading bays next to the goods lifts. The canopy is 4.2m high, so Luton vans fit underneath.',
          'Free trolleys and a pallet truck by the loading bays, no deposit needed.',
          '2 goods lifts to all three floors, each taking up to 1,500 kg.',
        ),
      ],
      { id: 'st-philips-details' },
    ),
    section(
      [
        h2('Brislington Container Yard', 'brislington'),
        split(
          [
            facts([
              ['Address', `${SW_YARD_STREET}, ${SW_YARD_TOWN}`],
              ['What’s here', '10ft, 20ft and 40ft shipping containers with drive-up access'],
              ['Staff on site', 'Saturday 9am – 12 noon only'],
              ['Gate access', '7am – 8pm, 7 days a week'],
            ]),
          ],
          [
            gatsbyImage('locations/brislington.jpg', 'Containers at the Brislington yard', {
              width: 600,
              height: 400,
            }),
          ],
        ),
        h3('Getting here'),
        ul(
          '**By car:** from the A4 Bath Road, turn into Emery Road by the retail park; the yard entrance is on the right after the tyre centre.',
          '**By bus:** the 1 from Temple Meads stops on Bath Road, a 5-minute walk away.',
        ),
        h3('Parking and loading'),
        ul(
          'Park right next to your container.',
          'All containers are at ground level: no stairs and no lifts to deal with.',
          'Two sack trucks to borrow, in the shelter by the gate.',
          'The yard is lit at night and covered by CCTV around the clock.',
        ),
      ],
      { tone: 'sand' },
    ),
    section([
      h2('Coming soon: Stowaway Filton', 'filton'),
      p(
        'Our third store is being built in Filton, north Bristol, with 350 indoor units. It opens in spring 2027.',
        'We’re not taking bookings for Filton yet. [Contact us](/contact/) to join the waiting list and we’ll tell you as soon as it opens.',
      ),
    ]),
  ].join(''),
};

export const stowPages: StowPage[] = [
  prices,
  sizeGuide,
  hours,
  protection,
  prohibited,
  business,
  student,
  packing,
  removals,
  locations,
];
