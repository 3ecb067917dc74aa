import {
  a,
  at,
  b,
  button,
  c,
  type Element,
  form,
  gallery,
  HB_EMAIL,
  HB_MOBILE,
  HB_PHONE,
  HB_POSTCODE,
  HB_STREET,
  HB_TOWN,
  type HeatherbankPage,
  h,
  i,
  image,
  map,
  p,
  shape,
  strip,
  sz,
  text,
} from './heatherbank-bb.layout.ts';

/* ── Home: the offer box was the first thing ever put on the page, so it is printed first ──────────────── */

const review = (x: number, quote: string, who: string) =>
  text(at(x, 1470, 300, 200), p(i(`&ldquo;${quote}&rdquo;`)), p(c(`&mdash; ${who}`, 24), 'bs'));

export const heatherbankHome: HeatherbankPage = {
  path: '/',
  title: 'Heatherbank B&amp;B | Bed &amp; Breakfast in Gayle, Hawes, Yorkshire Dales',
  description:
    'A 1760s stone farmhouse B&B half a mile from Hawes in Wensleydale: five en suite rooms, Dales breakfasts, a drying room and a bike shed. The Pennine Way passes the gate.',
  height: 1860,
  strips: [strip(600, 150, 21), strip(1380, 330, 31)],
  elements: [
    text(
      at(40, 618, 900, 114),
      h(4, c('WINTER WARMER', 23), 'center'),
      p(
        `${sz(b('Stay 3 nights, pay for 2!'), 22)} Sunday to Thursday arrivals, until 31 March. Quote ${b('WINTER3')} when you book.`,
        'bl',
        'center',
      ),
    ),
    image(at(0, 20, 980, 440), 'heatherbank-front-summer.jpg', 'Heatherbank farmhouse in summer'),
    text(
      at(40, 310, 620, 130),
      h(1, c('Welcome to Heatherbank', 75)),
      p(c('Bed &amp; breakfast in a Dales farmhouse', 75), 'bl'),
    ),
    text(
      at(0, 480, 620, 110),
      h(2, 'A warm welcome in Wensleydale'),
      p(
        'Heatherbank is a 1760s stone farmhouse at the top of the village of Gayle, half a mile from Hawes. Alison and Dave Kirkbride have welcomed guests here since 2016, and Dave&rsquo;s family has farmed the fields around it for four generations: we still keep a few Swaledale sheep and a dozen hens.',
      ),
    ),
    text(
      at(650, 480, 330, 110),
      p(
        `Five en suite rooms<br>Rooms from ${b('£105')} a night for two, with breakfast<br>Drying room &amp; locked bike shed<br>Free parking in the yard`,
        'bs',
      ),
    ),
    image(at(0, 780, 310, 220), 'home-card-rooms.jpg', 'The Hayloft', '/rooms.html'),
    image(at(335, 780, 310, 220), 'home-card-breakfast.jpg', 'Breakfast at Heatherbank', '/breakfast.html'),
    image(
      at(670, 780, 310, 220),
      'home-card-walkers.jpg',
      'Boots in the drying room',
      '/walkers-cyclists.html',
    ),
    text(
      at(0, 1010, 310, 130),
      h(3, 'Rooms'),
      p('Five en suite rooms, from a cosy double to the beamed Hayloft, and one for dogs.'),
    ),
    text(
      at(335, 1010, 310, 130),
      h(3, 'Breakfast'),
      p('Our own hens&rsquo; eggs, Hawes sausages, Wensleydale rarebit and packed lunches for the fells.'),
    ),
    text(
      at(670, 1010, 310, 130),
      h(3, 'Walkers &amp; cyclists'),
      p('A drying room for wet gear, a locked bike shed, and the Pennine Way right past the gate.'),
    ),
    button(at(55, 1150, 200, 44), 'Our rooms', '/rooms.html'),
    button(at(390, 1150, 200, 44), 'Breakfast', '/breakfast.html'),
    button(at(725, 1150, 200, 44), 'Walkers &amp; cyclists', '/walkers-cyclists.html'),
    text(
      at(0, 1230, 980, 130),
      h(3, 'Coming in 2027: The Byre'),
      p(
        `We&rsquo;re turning the old cow byre in the garden into a ground-floor suite with its own sitting room. We hope to open in spring 2027. ${a('Read more', '/the-byre-2027.html')}`,
      ),
    ),
    text(at(0, 1400, 980, 50), h(2, 'What our guests say', 'center')),
    review(
      0,
      'The drying room saved our holiday: three days of rain on the Pennine Way and dry boots every morning. Breakfast was enormous.',
      'Sue &amp; Graham, Leicester',
    ),
    review(
      340,
      'Our spaniel loved The Garth as much as we did. Lovely hosts, and the quietest night&rsquo;s sleep we&rsquo;ve had in years.',
      'Hannah, Newcastle',
    ),
    review(680, 'The Hayloft is gorgeous. Worth every one of the stairs!', 'Giulia &amp; Marco, Bologna'),
    button(at(390, 1740, 200, 50), 'Check availability', '/contact.html'),
  ],
};

/* ── Getting here: directions as text boxes, the parking label apart from its text ───────────────────── */

const gettingHere: HeatherbankPage = {
  path: '/getting-here.html',
  title: 'Getting Here | Heatherbank B&amp;B, Gayle, Hawes',
  description:
    'Directions to Heatherbank B&B in Gayle near Hawes by car, train and on foot, with parking and station collection.',
  height: 1620,
  elements: [
    text(
      at(0, 30, 980, 120),
      h(1, 'Getting Here'),
      p(
        'Heatherbank is the last house on the right up Gayle Lane, just before the cattle grid, half a mile (a 10-minute walk) from the market place in Hawes.',
      ),
    ),
    map(at(520, 170, 460, 380), `Gayle Lane, Gayle, Hawes ${HB_POSTCODE}`),
    text(
      at(0, 170, 490, 380),
      h(3, 'By car'),
      p(
        'From the A1, leave at Leeming Bar and follow the A684 through Bedale and Leyburn to Hawes: about an hour. From the M6, leave at junction 37 and take the A684 through Sedbergh and Garsdale: about 40 minutes.',
      ),
      p(
        'In Hawes, turn up the road signed Gayle, cross the bridge over the beck in Gayle and keep going up Gayle Lane.',
      ),
      p(
        `${b('Satnav:')} our postcode, ${HB_POSTCODE}, stops you about 200 yards short. Keep going up the lane until you see our sign.`,
      ),
    ),
    text(at(0, 580, 160, 40), h(3, 'Parking')),
    text(
      at(180, 580, 800, 80),
      p(
        'Free parking in our yard for 6 cars, one space per room. We don&rsquo;t have room for caravans, trailers or large motorhomes, sorry.',
      ),
    ),
    // The text outgrew its box, so the rest of the sentence went into a second box placed under it.
    text(
      at(0, 690, 980, 100),
      h(3, 'By train'),
      p(
        'The nearest station is Garsdale, on the Settle&ndash;Carlisle line, 6 miles from us. We can collect you from Garsdale',
      ),
    ),
    text(
      at(0, 792, 980, 60),
      p(
        'for £12 each way if you arrange it when you book; the Little White Bus also meets some trains and brings you into Hawes.',
      ),
    ),
    text(
      at(0, 870, 980, 120),
      h(3, 'By bus'),
      p(
        'Buses run to Hawes from Leyburn on weekdays; the stop is in the market place, 10 minutes&rsquo; walk from us.',
      ),
    ),
    text(
      at(0, 1010, 980, 140),
      h(3, 'On foot'),
      p(
        'Walking the Pennine Way? It comes down off Dodd Fell on Cam High Road and passes our gate on the way into Gayle, so you can&rsquo;t miss us.',
      ),
    ),
    image(at(0, 1180, 980, 360), 'gayle-lane-winter.jpg', 'Gayle Lane in the snow, Heatherbank on the right'),
  ],
};

/* ── FAQ: each question a bold text box and each answer another; two pairs added later sit at the end ──── */

type QA = [question: string, ...answer: string[]];

const faqs: QA[] = [
  [
    'What time can we check in?',
    `Check-in is from 4pm to 8pm. If you&rsquo;re going to be later than 8pm, please ring or text Dave&rsquo;s mobile on ${HB_MOBILE} and we&rsquo;ll arrange a later arrival.`,
  ],
  [
    'What time is check-out?',
    'Please leave your room by 10.30am. You&rsquo;re welcome to leave your car in the yard after checking out while you have a last walk.',
  ],
  [
    'Do you serve evening meals?',
    `No, we don&rsquo;t serve evening meals. Hawes is a 10-minute walk away, with plenty of pubs and places to eat: see ${a('Breakfast', '/breakfast.html')}.`,
  ],
  [
    'Can we bring our dog?',
    'Yes, in The Garth, our ground-floor garden room, which is our only dog-friendly room: up to 2 dogs at £10 per dog per night. Dogs can&rsquo;t stay in any of the other rooms, mustn&rsquo;t be left alone in the room, and aren&rsquo;t allowed in the dining room. Assistance dogs are welcome in every room.',
  ],
  ['Do you take children?', 'We&rsquo;re sorry, but we can&rsquo;t accommodate children under 8.'],
  [
    'Is there a minimum stay?',
    `At weekends, yes: stays that include a Saturday night are 2 nights minimum, or 3 on bank holiday weekends. See ${a('Prices &amp; Booking', '/rates.html')}.`,
  ],
  [
    'Is your 3 nights for 2 offer still on?',
    'No, sorry: our winter offer (stay 3 nights, pay for 2) ended on 31 March 2026, and we&rsquo;re not running it this winter.',
  ],
  ['Is there wifi?', 'Yes, free wifi all over the house. Mobile signal in Gayle is patchy.'],
  [
    'Is there a TV in the room?',
    'There are no TVs in the bedrooms. There&rsquo;s a TV in the guests&rsquo; lounge, with a log burner, books and board games.',
  ],
  [
    'How can we pay?',
    'By Visa or Mastercard, in cash or by bank transfer. We don&rsquo;t take American Express.',
  ],
  [
    'Are you licensed?',
    'No, we&rsquo;re not licensed, so we can&rsquo;t sell drinks, but you&rsquo;re welcome to bring your own wine or beer to enjoy in the lounge. Glasses and a corkscrew are on the dresser.',
  ],
  [
    'Can you cater for gluten-free or vegan diets?',
    'Yes: gluten-free bread and gluten-free sausages are always in, and we&rsquo;ll make a vegan breakfast with a day&rsquo;s notice.',
    'Please tell us about any allergies when you book.',
  ],
  [
    'Is there parking?',
    'Yes, free, in our yard: room for 6 cars, one per room. Sorry, there&rsquo;s no room for caravans or trailers.',
  ],
  [
    'Are you open at Christmas?',
    `Our Christmas and New Year dates are on our ${a('News', '/news.html')} page.`,
  ],
];

/** Added in October 2026 and dragged up under the offer question, but printed after everything else. */
const lateFaqs: QA[] = [
  [
    'Can we book The Byre?',
    'Not yet. We&rsquo;re converting our old byre into a ground-floor garden suite and hope to open it in spring 2027. We haven&rsquo;t set prices yet, and we&rsquo;re not taking bookings until January 2027.',
  ],
  [
    'Do you have an EV charger?',
    'Not yet. We&rsquo;re putting a charger in the yard when The Byre opens in spring 2027. Until then the nearest public chargers are in the main car park in Hawes.',
  ],
];

const QA_HEIGHT = 150;

function faqElements(): Element[] {
  const out: Element[] = [];
  const late: Element[] = [];
  let y = 150;
  faqs.forEach(([question, ...answer], n) => {
    out.push(text(at(0, y, 980, 30), p(c(b(question), 23), 'bl')));
    answer.forEach((ans, k) => {
      out.push(text(at(0, y + 36 + k * 60, 980, k === 0 ? 90 : 40), p(ans)));
    });
    y += QA_HEIGHT + (answer.length - 1) * 40;
    // Room was left after the offer question for the two added later.
    if (n === 6)
      for (const [question2, ...answer2] of lateFaqs) {
        late.push(text(at(0, y, 980, 30), p(c(b(question2), 23), 'bl')));
        late.push(text(at(0, y + 36, 980, 90), p(answer2.join(' '))));
        y += QA_HEIGHT;
      }
  });
  return [...out, ...late];
}

const faqPage: HeatherbankPage = {
  path: '/faq.html',
  title: 'Frequently Asked Questions | Heatherbank B&amp;B',
  description:
    'Check-in and check-out, dogs, children, evening meals, minimum stays, payment and parking at Heatherbank B&B.',
  height: 2750,
  elements: [
    text(
      at(0, 30, 980, 100),
      h(1, 'Frequently Asked Questions'),
      p(
        `Can&rsquo;t find your answer? Ring us on ${HB_PHONE} or email ${a(HB_EMAIL, `mailto:${HB_EMAIL}`)}.`,
      ),
    ),
    ...faqElements(),
  ],
};

/* ── Gallery ────────────────────────────────────────────────────────────────────────────────────────────── */

const galleryPage: HeatherbankPage = {
  path: '/gallery.html',
  title: 'Gallery | Heatherbank B&amp;B',
  description: 'Photos of Heatherbank, our rooms, breakfast and the views over Wensleydale.',
  height: 1000,
  elements: [
    text(at(0, 30, 980, 60), h(1, 'Gallery')),
    gallery(at(0, 110, 980, 630), [
      ['heatherbank-front-summer.jpg', 'The farmhouse in June'],
      ['room-wether-fell.jpg', 'Wether Fell'],
      ['room-dodd-fell.jpg', 'Dodd Fell as a twin'],
      ['room-snaizeholme.jpg', 'Snaizeholme, our family room'],
      ['room-the-garth.jpg', 'The Garth and its garden door'],
      ['room-the-hayloft.jpg', 'The roll-top bath in the Hayloft'],
      ['guest-lounge-log-burner.jpg', 'The guests’ lounge'],
      ['hens-in-the-yard.jpg', 'The hens who lay your breakfast eggs'],
      ['view-wensleydale-autumn.jpg', 'Wensleydale from the garden in October'],
    ]),
    text(at(0, 770, 980, 60), p(i('Photos by Alison, and a few by our guests: thank you!'), 'bs', 'center')),
  ],
};

/* ── Contact: labels and values apart, the form builder, a photo ───────────────────────────────────────── */

const contact: HeatherbankPage = {
  path: '/contact.html',
  title: 'Contact &amp; Book | Heatherbank B&amp;B',
  description: 'Book a room at Heatherbank B&B in Gayle, Hawes: phone, email and enquiry form.',
  height: 1320,
  elements: [
    text(
      at(0, 30, 980, 120),
      h(1, 'Contact &amp; Book'),
      p(
        `The quickest way to book is to ring us on ${b(HB_PHONE)} (9am &ndash; 8pm). Or send us your dates with the form and we&rsquo;ll reply the same day.`,
      ),
    ),
    text(at(0, 170, 140, 150), p(c('Phone<br>Mobile / text<br>Email<br>Address', 24))),
    text(
      at(150, 170, 380, 150),
      p(
        `${HB_PHONE}<br>${HB_MOBILE}<br>${a(HB_EMAIL, `mailto:${HB_EMAIL}`)}<br>${HB_STREET}, ${HB_TOWN} ${HB_POSTCODE}`,
      ),
    ),
    image(at(560, 170, 420, 300), 'heatherbank-garden-gate.jpg', 'The garden gate at Heatherbank'),
    shape(at(0, 500, 980, 760), 's1', 11),
    form(
      at(30, 520, 920, 720),
      [
        ['Name', 'text', true],
        ['Email', 'email', true],
        ['Phone', 'phone'],
        ['Arrival date', 'date', true],
        ['Number of nights', 'select', true, ['1', '2', '3', '4', '5', '6', '7', 'More than 7']],
        [
          'Room',
          'select',
          false,
          [
            'Any room',
            'Wether Fell',
            'Dodd Fell',
            'Snaizeholme (family)',
            'The Garth (dog-friendly)',
            'The Hayloft',
          ],
        ],
        ['Guests', 'select', true, ['1', '2', '3']],
        ['Bringing a dog?', 'select', false, ['No', 'Yes (The Garth only)']],
        ['Message', 'textarea'],
      ],
      'Send enquiry',
      'Thank you! We&rsquo;ll get back to you the same day.',
    ),
  ],
};

/** The page WebStarts serves for a missing page. */
export const heatherbankNotFound: HeatherbankPage = {
  path: '/404.html',
  title: 'Page not found | Heatherbank B&amp;B',
  description: 'Page not found',
  height: 500,
  elements: [
    text(
      at(0, 60, 980, 200),
      h(1, 'Sorry, that page has wandered off'),
      p(`Try our ${a('home page', '/')} or ${a('Our Rooms', '/rooms.html')}.`),
    ),
  ],
};

export const heatherbankPages: HeatherbankPage[] = [gettingHere, faqPage, galleryPage, contact];
