import {
  a,
  b,
  button,
  buttons,
  columns,
  contactForm,
  HB_EMAIL,
  HB_PHONE,
  HB_PHONE_HREF,
  HB_STREET,
  HB_TOWN,
  HB_VEGBOX_EMAIL,
  HB_VISITS_EMAIL,
  type HbPage,
  htmlEmbed,
  i,
  image,
  map,
  repeatable,
  rich,
  section,
  table,
  titles,
  ul,
} from './hollybrook-farm.layout.ts';

const SANTA_BOOKING = 'https://www.ticketsource.co.uk/hollybrook-farm';

/** `/events`: Christmas trees (prices by height only in a table), Santa's Barn, wreaths, the past festival. */
const events: HbPage = {
  path: '/events',
  title: 'What’s On',
  description:
    'Christmas at Hollybrook Farm 2026: Christmas trees grown on the farm, Santa’s Barn, wreath-making workshops. Pumpkin Festival every October.',
  sections: [
    section([titles('What’s On', 'Christmas at Hollybrook 2026', { h1: true })], {
      bg: 'image',
      image: 'christmas-tree-field-frost.jpg',
      kind: 'hero',
    }),
    section([
      columns(
        [
          titles('Christmas Trees', undefined, { align: 'left' }),
          rich(
            `On sale from ${b('Saturday 28 November to Wednesday 23 December 2026')}, every day 9am – 4pm. All our trees are grown here on the farm.`,
            'Choose your tree in the field and our team does the cutting: for safety, we don’t lend out saws. Netting is free.',
            'Tree stands £18. Local delivery within 5 miles of the farm: £10 (Thursdays and Fridays only).',
          ),
        ],
        [
          htmlEmbed(
            table(
              ['Height', 'Nordmann Fir (non-drop)', 'Norway Spruce'],
              [
                ['4–5ft', '£42', '£30'],
                ['5–6ft', '£52', '£38'],
                ['6–7ft', '£64', '£46'],
                ['7–8ft', '£80', '–'],
                ['8ft and over', 'from £95', '–'],
              ],
            ),
          ),
          rich(
            i(
              'Tree recycling: bring your tree back between 2 and 10 January and we’ll chip it, for a £2 donation to Pilgrims Hospices.',
            ),
          ),
        ],
      ),
    ]),
    section(
      [
        columns(
          [image('santas-barn.jpg', 'Santa in the hay barn with a family', 800)],
          [
            titles('Santa’s Barn', undefined, { align: 'left' }),
            rich(
              'Visit Santa in our cosy hay barn, with a gift for every child.',
              `${b('Dates:')} Saturday 5 &amp; Sunday 6, Saturday 12 &amp; Sunday 13 and Saturday 19 &amp; Sunday 20 December, then every day from 21 to 23 December.`,
              'Sessions every 20 minutes from 10am; the last session is at 3.40pm.',
              ul('Children: £14.50 (includes a gift)', 'Adults: £5', 'Babies under 1: free'),
              `${b('Booking essential.')} Book online: we don’t sell tickets on the door.`,
              'Need to change your visit? You can swap your slot up to 48 hours before. Tickets can’t be refunded.',
            ),
            buttons(button('Book Santa’s Barn', SANTA_BOOKING)),
          ],
        ),
      ],
      { bg: 'green' },
    ),
    section([
      titles('Wreath-making Workshops'),
      rich(
        'Thursday 3 and Thursday 10 December, 7pm – 9.30pm, in the café.',
        'Make your own door wreath with holly, ivy and foliage from the farm. £48 per person, including all materials, mulled wine and mince pies. Ages 16 and over.',
        `Book by phone on ${a(HB_PHONE, HB_PHONE_HREF)}.`,
      ),
    ]),
    section(
      [
        titles('Earlier this year'),
        repeatable(
          [
            {
              title: 'Pumpkin Festival 2026',
              subtitle: 'Saturday 17 October – Sunday 1 November 2026',
              text: [
                'Pumpkin picking, the straw bale maze and the carving tent. Thank you to everyone who came! The Pumpkin Festival is back in October 2027.',
              ],
              button: ['Read the blog', '/blog/pumpkin-festival-2026-thank-you'],
            },
            {
              title: 'Easter Trail 2027',
              subtitle: 'Dates coming soon',
              text: ['Our Easter trail returns next spring. Dates will be announced in February.'],
            },
          ],
          2,
        ),
      ],
      { bg: 'cream' },
    ),
  ],
};

/** `/farm-trail-and-play`: the trail, the animals, the play area's ages and what is not allowed. */
const farmTrail: HbPage = {
  path: '/farm-trail-and-play',
  title: 'Farm Trail & Play Area',
  description:
    'A free 1.5 mile farm trail round Hollybrook Farm, an animal paddock and an adventure play area for children aged 2 to 10.',
  sections: [
    section([titles('Farm Trail &amp; Play Area', 'Free to explore, all year round', { h1: true })], {
      bg: 'image',
      image: 'farm-trail-autumn.jpg',
      kind: 'hero',
    }),
    section([
      columns(
        [
          titles('The farm trail', undefined, { align: 'left' }),
          rich(
            'Our farm trail is a 1.5 mile (2.4km) walk around the fields, the orchards and Hollybrook Wood; allow about 45 minutes. It’s free and open during farm shop hours.',
            'The first loop (0.6 miles, past the animal paddock) is a firm, level path, fine for pushchairs and wheelchairs. The rest is grass and can be muddy from October to April, so bring your wellies.',
            'Dogs are welcome on the trail, on a lead.',
          ),
        ],
        [image('trail-map.jpg', 'Map of the farm trail', 800)],
      ),
    ]),
    section(
      [
        titles('The animal paddock'),
        rich(
          'Say hello to our goats, our Kune Kune pigs Bramble and Pip, and the hens. Buy a bag of animal feed from the farm shop for £1, and please don’t feed them anything else.',
          'Our Sussex calves are born in spring and can be seen from the trail in April and May.',
        ),
      ],
      { bg: 'cream' },
    ),
    section([
      columns(
        [
          titles('The play area', undefined, { align: 'left' }),
          rich(
            'Our adventure play area, with its tractor, climbing frame and zip wire, is for children aged 2 to 10, with a separate toddler area for under-5s. It’s free.',
            'Children must be supervised by an adult at all times: our staff don’t supervise the play area.',
            'From November to February the play area closes at 4pm, when it gets dark.',
          ),
        ],
        [image('play-area-tractor.jpg', 'The wooden tractor in the play area', 800)],
      ),
    ]),
    section(
      [
        titles('Please note'),
        rich(
          ul(
            'No dogs in the play area (they’re welcome on the trail, on a lead).',
            'No bikes, scooters or skateboards on the farm trail.',
            'No climbing on hay bales, fences or farm machinery.',
            'No drones, please: they frighten the animals.',
            'No barbecues or fires. Picnics are welcome on the benches by the play area.',
            'Please keep gates closed and stick to the marked paths.',
          ),
        ),
      ],
      { bg: 'green' },
    ),
  ],
};

/** `/school-visits`: who, when (not in winter), what is included, the price and the ratios. */
const schoolVisits: HbPage = {
  path: '/school-visits',
  title: 'School Visits',
  description:
    'Curriculum-linked school visits to a working farm near Canterbury, for Reception to Year 6. Tractor-trailer rides, the animals and pick your own in season.',
  sections: [
    section(
      [titles('School Visits', 'Learning outside the classroom, from Reception to Year 6', { h1: true })],
      { bg: 'image', image: 'school-visit-goats.jpg', kind: 'hero' },
    ),
    section([
      rich(
        'Bring your class to a real working farm. Our visits are for Reception to Year 6 (ages 4–11) and run on Tuesdays, Wednesdays and Thursdays from April to mid-October.',
        'We don’t run school visits from November to March, when the fields are resting and the animals are in the barns.',
      ),
    ]),
    section(
      [
        titles('Your day on the farm', 'About 10am to 2pm, planned with you'),
        repeatable(
          [
            {
              title: 'Tractor-trailer ride',
              text: ['A tour of the farm with Tom, from the orchards to the cattle.'],
            },
            {
              title: 'Meet the animals',
              text: ['Feeding the goats, the pigs and the hens, and collecting eggs.'],
            },
            {
              title: 'Curriculum workshop',
              text: [
                'Choose one: Where does our food come from?, Life cycles, or Seasons on the farm (KS1 and KS2).',
              ],
            },
            {
              title: 'Pick your own',
              text: ['In June and July each child picks a punnet of strawberries to take home.'],
            },
          ],
          4,
        ),
      ],
      { bg: 'cream' },
    ),
    section([
      titles('Prices and booking'),
      rich(
        ul(
          '£8.50 per child.',
          'One adult free for every 6 children; extra adults £4.',
          'Minimum 15 children (or a minimum charge of £127.50); up to 60 children a day.',
          'A £50 deposit secures your date; we invoice the balance after your visit.',
          'Bring packed lunches: you’ll have our covered barn to eat in.',
        ),
        'Teachers are welcome to a free pre-visit, and we send our risk assessment with your booking confirmation.',
        `To book, email ${a(HB_VISITS_EMAIL, `mailto:${HB_VISITS_EMAIL}`)} or call ${a(HB_PHONE, HB_PHONE_HREF)}.`,
      ),
    ]),
  ],
};

/** `/parties`: farm birthday parties, their price, deposit and what they can't do. */
const parties: HbPage = {
  path: '/parties',
  title: 'Farm Parties',
  description:
    'Children’s farm birthday parties at Hollybrook Farm near Canterbury for ages 3 to 9: tractor ride, feeding the animals, party food and party bags.',
  sections: [
    section([titles('Farm Birthday Parties', 'For ages 3 to 9', { h1: true })], {
      bg: 'image',
      image: 'party-hay-loft.jpg',
      kind: 'hero',
    }),
    section([
      rich(
        `Parties run on ${b('Saturdays and Sundays')}, 11am – 1pm or 2pm – 4pm.`,
        `${b('£19.50 per child')}, minimum 10 children, maximum 24. Adults come free, with tea and coffee at £2.50 each.`,
      ),
    ]),
    section(
      [
        titles('What’s included'),
        repeatable(
          [
            { title: 'Tractor-trailer ride', text: ['A bumpy ride round the farm with Tom.'] },
            { title: 'Feed the animals', text: ['Goats, pigs and hens, with a bag of feed each.'] },
            {
              title: 'The Hay Loft',
              text: ['45 minutes in our party room, with a party food box for every child.'],
            },
            { title: 'Party bags', text: ['A party bag for every child to take home.'] },
          ],
          4,
        ),
      ],
      { bg: 'cream' },
    ),
    section([
      titles('Booking'),
      rich(
        ul(
          'A £60 non-refundable deposit secures your date; the balance is paid on the day.',
          'Bring your own birthday cake: we’ll provide candles and a knife.',
          'Sorry, we can’t allow bouncy castles or outside entertainers.',
          'We don’t hold parties in December, when the barn becomes Santa’s Barn.',
        ),
        `To book, email ${a(HB_VISITS_EMAIL, `mailto:${HB_VISITS_EMAIL}`)} or call ${a(HB_PHONE, HB_PHONE_HREF)}.`,
      ),
    ]),
  ],
};

/** `/about-us`: the family's story, how they farm, the team, the huts coming in 2027. */
const aboutUs: HbPage = {
  path: '/about-us',
  title: 'About Us',
  description:
    'Three generations of the Marsh family at Hollybrook Farm, Lower Hardres, since 1962: fruit, Sussex cattle, a farm shop and café.',
  sections: [
    section([titles('About Us', 'Three generations of the Marsh family', { h1: true })], {
      bg: 'image',
      image: 'hollybrook-1960s.jpg',
      kind: 'hero',
    }),
    section([
      columns(
        [
          rich(
            'Arthur Marsh bought Hollybrook in 1962: 60 acres of cherry orchard and grazing. His son Geoff planted the first strawberry fields and opened pick your own in 1979.',
            'We opened the farm shop in our old oast house in 1998, and the Cart Shed Café in 2015.',
            'Today Tom and Sarah Marsh run the farm, which has grown to 180 acres, and Tom’s mum Jean still bakes the scones for the café.',
          ),
        ],
        [image('tom-and-sarah-marsh.jpg', 'Tom and Sarah Marsh', 800)],
      ),
    ]),
    section(
      [
        titles('How we farm'),
        rich(
          'Our herd of 40 Sussex suckler cows graze the meadows along the Hollybrook stream from April to November. We grow our own hay and cut the hedges only in late winter, after the birds have had the berries.',
          'We’re not certified organic, but we’ve been LEAF Marque certified since 2019, for farming that looks after the soil, the water and wildlife.',
        ),
      ],
      { bg: 'cream' },
    ),
    section([
      titles('The team'),
      repeatable(
        [
          { title: 'Tom Marsh', subtitle: 'Farmer', text: ['Cattle, fruit and the tractor-trailer rides.'] },
          { title: 'Sarah Marsh', subtitle: 'Farm shop & events', text: ['Runs the shop and Santa’s Barn.'] },
          { title: 'Jean Marsh', subtitle: 'Baker', text: ['Scones, cakes and the strawberry jam.'] },
          { title: 'Dave Fuller', subtitle: 'Butcher', text: ['At the butchery counter since 2008.'] },
          { title: 'Priya Shah', subtitle: 'Café manager', text: ['Runs the Cart Shed Café.'] },
        ],
        3,
      ),
    ]),
    section(
      [
        titles('Coming soon: Hollybrook Huts'),
        rich(
          'Two shepherd’s huts in the top orchard, opening summer 2027. We’re not taking bookings yet: sign up to our newsletter to hear first when they open.',
        ),
      ],
      { bg: 'green' },
    ),
  ],
};

const faqItem = (question: string, ...answer: string[]) => ({ title: question, text: answer });

/** `/faq`: questions and answers as a two-column repeatable list, every answer printed. */
const faq: HbPage = {
  path: '/faq',
  title: 'FAQ',
  description:
    'Frequently asked questions about visiting Hollybrook Farm: dogs, paying, accessibility, pick your own, gift vouchers and deliveries.',
  sections: [
    section([titles('Frequently Asked Questions', undefined, { h1: true })]),
    section([
      repeatable(
        [
          faqItem(
            'Do I have to pay to visit?',
            'No. Entry to the farm shop, the café, the farm trail, the animal paddock and the play area is free. You only pay for pick your own (for what you pick), events, school visits and parties.',
          ),
          faqItem(
            'Can I bring my dog?',
            'Dogs on a lead are welcome on the farm trail and on the café terrace. Dogs aren’t allowed in the farm shop, inside the café, in the pick-your-own fields or in the play area. Assistance dogs are welcome everywhere.',
          ),
          faqItem(
            'Do you take cash?',
            'The farm shop and the PYO hut take cash and cards. The café is card only.',
          ),
          faqItem(
            'Is there a cash machine?',
            'No, there’s no cash machine at the farm. The nearest ones are in Canterbury.',
          ),
          faqItem(
            'Is your produce organic?',
            'We’re not certified organic, but we are LEAF Marque certified. Ask us how anything was grown!',
          ),
          faqItem(
            'When can I pick fruit?',
            'Our pick-your-own season runs from June (strawberries) to October (pumpkins). The 2026 season has ended; we reopen in early June 2027.',
          ),
          faqItem(
            'Do you sell gift vouchers?',
            'Yes, from £10 to £100, in the farm shop or online. They’re valid for 12 months and can be spent in the farm shop, the café and on events, but not on veg box subscriptions.',
          ),
          faqItem(
            'Is the farm wheelchair accessible?',
            'The farm shop and café are step-free, with an accessible toilet in the café. The first loop of the farm trail is a firm path, and our table-top strawberries are at waist height.',
          ),
          faqItem('Can we come by coach?', 'Coaches are welcome by arrangement: please call us first.'),
          faqItem(
            'Do you deliver?',
            `We deliver veg boxes within 12 miles of the farm (${a('see Veg Boxes', '/veg-boxes')}). Orders from our online shop are for collection only.`,
          ),
          faqItem(
            'Can I book a table in the café?',
            'Only for groups of 8 or more. Otherwise it’s first come, first served.',
          ),
          faqItem(
            'Can I stay at the farm?',
            'Not yet! Our two shepherd’s huts, Hollybrook Huts, open in summer 2027.',
          ),
        ],
        2,
      ),
    ]),
  ],
};

/** `/contact`: address, phone, emails, what3words, directions, parking, accessibility and the form. */
const contact: HbPage = {
  path: '/contact',
  title: 'Contact & Find Us',
  description:
    'How to find Hollybrook Farm at Lower Hardres, 4 miles south of Canterbury: address, phone, email, what3words, parking and accessibility.',
  sections: [
    section([titles('Contact &amp; Find Us', undefined, { h1: true })]),
    section([
      columns(
        [
          rich(
            `${b('Hollybrook Farm')}<br>${HB_STREET}<br>${HB_TOWN}`,
            `${b('Phone:')} ${a(HB_PHONE, HB_PHONE_HREF)} (the farm shop, during opening hours)`,
            `${b('Email:')} ${a(HB_EMAIL, `mailto:${HB_EMAIL}`)}`,
            `${b('Veg boxes:')} ${a(HB_VEGBOX_EMAIL, `mailto:${HB_VEGBOX_EMAIL}`)}`,
            `${b('School visits &amp; parties:')} ${a(HB_VISITS_EMAIL, `mailto:${HB_VISITS_EMAIL}`)}`,
            `${b('what3words:')} ${a('///crunchy.lanterns.meadow', 'https://what3words.com/crunchy.lanterns.meadow')} (our car park entrance)`,
          ),
          rich(
            `<h3>Opening times</h3>`,
            'Farm shop: Monday – Saturday 8.30am – 5.30pm, Sunday 10am – 4pm.',
            'Café: Wednesday – Sunday 9am – 4pm.',
          ),
        ],
        [map('Hollybrook Farm, Lower Hardres, Canterbury CT4 7AQ')],
      ),
    ]),
    section(
      [
        repeatable(
          [
            {
              title: 'Getting here',
              text: [
                'We’re 4 miles south of Canterbury, just off the B2068 (Stone Street). Sat navs using our postcode can take you down the back lane: follow the brown signs for Hollybrook Farm from the B2068, or use what3words.',
              ],
            },
            {
              title: 'Parking',
              text: [
                'Our car park is free, with 80 spaces, including 4 Blue Badge spaces by the farm shop door. On December weekends we open an overflow car park in the paddock next door. Coaches by arrangement.',
              ],
            },
            {
              title: 'Accessibility',
              text: [
                'Step-free access to the farm shop and café, with a ramp at the café entrance and an accessible toilet in the café. The first loop of the farm trail is firm and level; the rest is grass. Assistance dogs are welcome everywhere.',
              ],
            },
          ],
          3,
        ),
      ],
      { bg: 'cream' },
    ),
    section(
      [
        titles('Send us a message', 'We reply within 2 working days'),
        contactForm(
          [
            ['name', 'Name'],
            ['email', 'Email', 'email'],
            ['phone', 'Phone', 'tel'],
            ['message', 'Message', 'textarea'],
            ['newsletter', 'Sign me up for the Hollybrook newsletter', 'checkbox'],
          ],
          'Thanks for getting in touch! We’ll get back to you soon.',
        ),
      ],
      { id: 'contact-form', kind: 'contact-form' },
    ),
  ],
};

export const hbVisitPages: HbPage[] = [events, farmTrail, schoolVisits, parties, aboutUs, faq, contact];
