import {
  a,
  button,
  clear,
  columns,
  form,
  gbp,
  type HighlandPage,
  HW_BREAKDOWN,
  HW_BREAKDOWN_HREF,
  HW_EMAIL,
  HW_PHONE,
  HW_PHONE_HREF,
  HW_POSTCODE,
  HW_STREET,
  HW_TOWN,
  h1,
  h2,
  h3,
  image,
  map,
  p,
  span,
  table,
  text,
  ul,
} from './highland-wheels.layout.ts';

/** A review as the owners typed it: the quote in italics, the name on its own line. */
const review = (quote: string, name: string) =>
  text(p(`<em>&ldquo;${quote}&rdquo;</em>`), p(span(`&mdash; ${name}`, 'color: #6b7b80;')));

/* ── Home: the banner photo, the early-bird box nobody took down, the two cards, reviews ───────────────── */

export const highlandHome: HighlandPage = {
  path: '/',
  title: 'Highland Wheels | Car Hire &amp; Campervan Hire in Inverness',
  description:
    'Independent, family-run car and campervan hire in Inverness: airport meet and greet, unlimited mileage on cars, campervans for the North Coast 500.',
  body: `${image('home-banner-glen-affric.jpg', 'A campervan on the road through Glen Affric')}
${text(
  h1('Car &amp; campervan hire in the Highlands'),
  p(
    `A family business, 5 minutes from Inverness city centre and 9 miles from Inverness Airport. Cars from ${gbp('39')} a day, campervans from ${gbp('110')} a day.`,
  ),
)}
${text(
  `<div style="background-color: #fdf1e4; border: 2px dashed #e07a1f; padding: 16px; text-align: center;">${p(
    `${span('EARLY BIRD OFFER', 'color: #c0392b; font-size: 20px;')}<br />${span('Book before 31 March and save 15%', 'font-size: 18px;')} on summer campervan hire! Quote **EARLYBIRD15** when you book.`,
  )}</div>`,
)}
${columns(
  `${image('cars-home-card.jpg', 'A VW Golf on the A9', 440, 280)}${text(
    h2('Cars'),
    p(
      'Four classes, from a city car to a 7-seat 4x4. Unlimited mileage, and winter tyres from November to March.',
    ),
    p(`From ${span(gbp('39'), 'font-size: 26px; color: #e07a1f;')} ${span('a day', 'font-size: 14px;')}`),
  )}${button('Car rates', 'fleet-and-rates.php')}`,
  `${image('campervans-home-card.jpg', 'The Wee Bothy at Achmelvich', 440, 280)}${text(
    h2('Campervans'),
    p('A 2-berth VW California and a 4-berth motorhome with a shower, from March to October. Dogs welcome.'),
    p(`From ${span(gbp('110'), 'font-size: 26px; color: #e07a1f;')} ${span('a day', 'font-size: 14px;')}`),
  )}${button('Campervans', 'campervans.php')}`,
)}
${text(
  h2('Why hire from us'),
  ul(
    'Free pick-up from Inverness railway and bus stations',
    'Meet &amp; greet at Inverness Airport',
    'Unlimited mileage on every car',
    '24-hour breakdown cover',
    'A local family business, not a call centre',
  ),
)}
${text(
  h3('Coming in 2027: electric campervans'),
  p(
    `We&rsquo;re adding two electric campervans to the fleet next spring. ${a('Find out more', 'electric-campervans-2027.php')}`,
  ),
)}
${text(h2('What our customers say'))}
${columns(
  review(
    'The Wee Bothy was spotless, and the handover took us through everything. Ten days on the NC500 without a single problem.',
    'Anna &amp; Tom, Bristol',
  ),
  review(
    'Fraser met us at the airport at 9pm with the car. Friendly, honest and cheaper than the big names.',
    'Marco, Verona',
  ),
)}
${clear}
${button('Get a quote', 'contact.php')}`,
};

/* ── Contact: details and hours in columns, the key box, directions, the map and the form ─────────────── */

const contact: HighlandPage = {
  path: '/contact.php',
  title: 'Contact Highland Wheels | Car Hire Depot, Inverness',
  description:
    'Call, email or visit Highland Wheels at Carsegate Business Park, Inverness: opening hours, out-of-hours returns and directions.',
  body: `${text(h1('Contact Us'))}
${columns(
  text(
    h2('Get in touch'),
    p(`**${HW_STREET}**<br />${HW_TOWN} ${HW_POSTCODE}`),
    p(`Phone: ${a(HW_PHONE, HW_PHONE_HREF)} (during opening hours)`),
    p(`Email: ${a(HW_EMAIL, `mailto:${HW_EMAIL}`)}. We reply within one working day.`),
    p(`24-hour breakdown line for customers on hire: ${a(HW_BREAKDOWN, HW_BREAKDOWN_HREF)}`),
  ),
  text(
    h2('Depot opening hours'),
    table(
      ['Day', 'Hours'],
      [
        ['Monday &ndash; Friday', '8am &ndash; 6pm'],
        ['Saturday', '8.30am &ndash; 4pm'],
        ['Sunday', 'By appointment only'],
      ],
    ),
    p(
      'On Sundays we hand over and take back vehicles by appointment only, between 10am and 2pm: please arrange it with us in advance.',
    ),
    p(`Christmas and New Year hours: see our ${a('News', 'news.php')} page.`),
  ),
)}
${text(
  h2('Returning out of hours'),
  p(
    'Bringing a car back after we&rsquo;ve closed? Park it in one of the bays marked **Returns**, take photos of the fuel gauge and the mileage, lock it and post the key through the **key box** on the gate. The car stays your responsibility until we check it at 8am on the next day we&rsquo;re open.',
  ),
  p('The key box is for cars only: campervans must be returned during our opening hours.'),
)}
${text(
  h2('Finding us'),
  p(
    'We&rsquo;re on Carsegate Business Park, 5 minutes&rsquo; drive west of Inverness city centre and 9 miles (about 15 minutes) from Inverness Airport.',
  ),
  p('Driving up? You can leave your own car in our yard free of charge while you&rsquo;re on hire.'),
  p(
    `Coming by train or coach? We&rsquo;ll meet you at Inverness railway station or bus station for free, during our opening hours: see ${a('Extras &amp; Delivery', 'extras-and-delivery.php')}.`,
  ),
)}
${map(`Highland Wheels, Carsegate Road, Inverness ${HW_POSTCODE}`)}
${form(
  'Ask for a quote',
  [
    ['Your name', 'text'],
    ['Your email', 'email'],
    ['Dates and vehicle you&rsquo;re interested in', 'text'],
    ['Message', 'textarea'],
  ],
  'Send',
)}`,
};

/* ── About ─────────────────────────────────────────────────────────────────────────────────────────────── */

const about: HighlandPage = {
  path: '/about-us.php',
  title: 'About Us | Highland Wheels, Inverness',
  description: 'Fraser and Kirsty MacLennan and the team behind Highland Wheels in Inverness.',
  body: `${text(
    h1('About Highland Wheels'),
    p(
      'Fraser MacLennan spent 15 years as a mechanic at a main dealer in Inverness; Kirsty ran the bookings at a Highland hotel. In 2012 they started Highland Wheels with three cars in a yard on Telford Street.',
    ),
    p(
      'In March 2022 we moved to Carsegate Business Park, with a workshop, a valeting bay and room for the campervans. Today we have 26 cars and 4 campervans, all serviced in our own workshop.',
    ),
  )}
${image('team-at-the-depot.jpg', 'The Highland Wheels team at the depot', 900, 400)}
${text(
  h2('The team'),
  ul(
    '**Fraser MacLennan**: co-owner, runs the workshop',
    '**Kirsty MacLennan**: co-owner, bookings and accounts',
    '**Chiara Bellini**: bookings and campervan handovers, with us since 2021',
    '**Ewan Fraser**: valeting, deliveries and airport meet &amp; greet',
  ),
  p('When you call, you&rsquo;ll speak to one of us.'),
)}`,
};

/* ── FAQ: the owners' questions in bold, each answer a paragraph (no accordion on Yola) ─────────────────── */

const qa = (question: string, ...answer: string[]) =>
  `${p(`**${question}**`)}${answer.map((x) => p(x)).join('')}`;

const faq: HighlandPage = {
  path: '/faq.php',
  title: 'FAQ | Highland Wheels Car &amp; Campervan Hire',
  description: 'Answers to the questions our customers ask most.',
  body: `${text(
    h1('Frequently Asked Questions'),
    qa(
      'Is the early bird offer still on?',
      'No, sorry: our early bird offer (15% off summer campervan hire booked before 31 March 2026) has ended. We haven&rsquo;t decided yet whether to run it again for 2027; keep an eye on our News page.',
    ),
    qa(
      'Can I book one of the electric campervans?',
      'Not yet. The first hires are in May 2027, we haven&rsquo;t set the prices, and bookings open in February 2027. ' +
        a('Read more', 'electric-campervans-2027.php'),
    ),
    qa(
      'Can I return the car when you&rsquo;re closed?',
      'Yes: cars can go in the key box on the gate at any time (see ' +
        a('Contact', 'contact.php') +
        '). Campervans must come back during opening hours.',
    ),
    qa(
      'Are you open on Sundays?',
      'Only by appointment: collections and returns arranged in advance, between 10am and 2pm.',
    ),
    qa(
      'Which cars are automatic?',
      'The Octavia Estate (class C), the Kodiaq (class D) and the Wee Bothy campervan are automatic. The Yaris, the Golf and the Big Glen are manual.',
    ),
    qa(
      'Can I use a debit card?',
      'For paying the hire, yes. For the deposit, no: we need a credit card in the main driver&rsquo;s name.',
    ),
    qa(
      'Do I need an International Driving Permit?',
      'Only if your licence isn&rsquo;t printed in the Roman alphabet. ' +
        a('Licences', 'hire-information.php'),
    ),
    qa(
      'Can I bring my dog?',
      `In a campervan, yes: up to two dogs, for ${gbp('40')} per hire. In our cars, only assistance dogs.`,
    ),
    qa(
      'Is the North Coast 500 OK in a campervan?',
      'Yes, it&rsquo;s what most of our campervan customers do. Just skip the Bealach na B&agrave; to Applecross, and book campsites ahead in July and August.',
    ),
    qa(
      'How far is the depot from the airport?',
      `9 miles, about 15 minutes. Our meet &amp; greet at Inverness Airport is ${gbp('30')} each way during opening hours.`,
    ),
    qa(
      'Do I have to clean the campervan?',
      'Just bring it back tidy, with the waste water and the toilet emptied. We do the rest.',
    ),
  )}`,
};

/** The page Yola serves for a missing page name. */
export const highlandNotFound: HighlandPage = {
  path: '/404.php',
  title: 'Page not found | Highland Wheels',
  description: 'Page not found',
  body: text(
    h1('Sorry, we can&rsquo;t find that page'),
    p(
      `It may have moved. Try our ${a('home page', './')} or ${a('Fleet &amp; Rates', 'fleet-and-rates.php')}.`,
    ),
  ),
};

export const highlandPages: HighlandPage[] = [contact, about, faq];
