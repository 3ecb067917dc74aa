import {
  a,
  at,
  b,
  button,
  c,
  embed,
  type Geo,
  HB_EMAIL,
  HB_MOBILE,
  HB_PHONE,
  type HeatherbankPage,
  h,
  i,
  image,
  p,
  shape,
  sz,
  text,
  ul,
} from './heatherbank-bb.layout.ts';

/* ── Rooms: one card per room, built from a shape, a photo and separate text boxes ───────────────────────── */

interface Room {
  name: string;
  photo: string;
  alt: string;
  blurb: string[];
  /** The facts column: labels in one text box, values in another. */
  facts: [label: string, value: string][];
  price: string;
}

const rooms: [Room, Room, Room] = [
  {
    name: 'Wether Fell',
    photo: 'room-wether-fell.jpg',
    alt: 'Wether Fell bedroom with a king-size bed and a window onto the fell',
    blurb: [
      'Our cosiest room, looking south up the lane to Wether Fell. A king-size bed made up with a blanket woven from Swaledale wool, an armchair by the window and an en suite shower room.',
    ],
    facts: [
      ['Bed', 'King-size double'],
      ['Bathroom', 'En suite shower'],
      ['Floor', 'First floor'],
      ['Sleeps', '2'],
    ],
    price: '105',
  },
  {
    name: 'Dodd Fell',
    photo: 'room-dodd-fell.jpg',
    alt: 'Dodd Fell bedroom made up as a super-king',
    blurb: [
      'A light room with windows on two sides and zip-and-link beds: a super-king or two singles, just tell us which when you book. The en suite has a bath with a shower over it, just the thing after a long day on the tops.',
    ],
    facts: [
      ['Bed', 'Super-king or twin'],
      ['Bathroom', 'En suite bath with shower over'],
      ['Floor', 'First floor'],
      ['Sleeps', '2'],
    ],
    price: '110',
  },
  {
    name: 'Snaizeholme',
    photo: 'room-snaizeholme.jpg',
    alt: 'Snaizeholme family room with a king-size and a single bed',
    blurb: [
      'Our family room has a king-size bed and a single bed, so it sleeps up to 3: three friends on the Pennine Way, or two adults and an older child. En suite shower room.',
      `The third guest is ${b('£30 a night')}, breakfast included.`,
    ],
    facts: [
      ['Beds', 'King-size + single'],
      ['Bathroom', 'En suite shower'],
      ['Floor', 'First floor'],
      ['Sleeps', '3'],
    ],
    price: '120',
  },
];

/** One room card: the shape behind, the photo, the name, the text, the facts (labels and values apart), the price. */
function card(room: Room, y: number, order: 'price-last' | 'price-first' = 'price-last') {
  const back = shape(at(0, y, 980, 330));
  const photo = image(at(20, y + 20, 380, 290), room.photo, room.alt);
  const name = text(at(430, y + 20, 520, 44), h(2, room.name));
  const blurb = text(at(430, y + 70, 520, 120), ...room.blurb.map((x) => p(x)));
  const labels = text(at(430, y + 200, 130, 110), p(c(room.facts.map(([l]) => l).join('<br>'), 24), 'bs'));
  const values = text(at(570, y + 200, 220, 110), p(room.facts.map(([, v]) => v).join('<br>'), 'bs'));
  const price = text(
    at(800, y + 220, 160, 90),
    p(`${c(sz(`£${room.price}`, 34), 23)}`, 'bm', 'right'),
    p(c('a night for two, B&amp;B', 24), 'bs', 'right'),
  );
  return order === 'price-first'
    ? [back, photo, price, name, blurb, labels, values]
    : [back, photo, name, blurb, labels, values, price];
}

/** The Garth: built like the others, but its price box was deleted and added again when the prices changed. */
const garth: Room = {
  name: 'The Garth',
  photo: 'room-the-garth.jpg',
  alt: 'The Garth, ground-floor room with a door onto the garden',
  blurb: [
    'On the ground floor, with its own door onto the garden and no stairs at all. A king-size bed, a walk-in shower and a stone-flagged floor that doesn&rsquo;t mind muddy paws.',
    `The Garth is our only dog-friendly room: up to 2 dogs, ${b('£10 per dog per night')}. Bowls, a blanket and old towels provided.`,
  ],
  facts: [
    ['Bed', 'King-size double'],
    ['Bathroom', 'En suite walk-in shower'],
    ['Floor', 'Ground floor, garden door'],
    ['Sleeps', '2 (+ up to 2 dogs)'],
  ],
  price: '115',
};

/** The Hayloft, added in 2025: its elements come after everything else, though it is placed fifth. */
const hayloft: Room = {
  name: 'The Hayloft',
  photo: 'room-the-hayloft.jpg',
  alt: 'The Hayloft under the oak beams, with the roll-top bath',
  blurb: [
    'At the top of the house, up two flights of steep stairs, under the old oak beams: a superior king-size room with a sofa, a roll-top bath and a separate shower, and the best view of Wensleydale in the house.',
    i('Not suitable for anyone who finds stairs difficult.'),
  ],
  facts: [
    ['Bed', 'Superior king-size'],
    ['Bathroom', 'Roll-top bath and separate shower'],
    ['Floor', 'Second floor (steep stairs)'],
    ['Sleeps', '2'],
  ],
  price: '140',
};

const dogBadge = (geo: Geo) => text(geo, p(c(b('&#128062; DOG-FRIENDLY ROOM'), 75), 'bs', 'center'));

const roomsPage: HeatherbankPage = {
  path: '/rooms.html',
  title: 'Our Rooms | Heatherbank B&amp;B, Gayle, Hawes',
  description:
    'Five en suite bedrooms in a 1760s Dales farmhouse at Gayle, near Hawes: doubles, a twin, a family room, a dog-friendly garden room and the Hayloft.',
  height: 2460,
  elements: [
    text(
      at(0, 30, 980, 110),
      h(1, 'Our Rooms'),
      p(
        'Five en suite bedrooms in the farmhouse, each named after a fell or a dale you can see from the windows. Prices are per room per night for two people sharing, and include breakfast.',
      ),
    ),
    ...card(rooms[0], 160),
    ...card(rooms[1], 520),
    ...card(rooms[2], 880),
    ...card(garth, 1240, 'price-first'),
    dogBadge(at(20, 1250, 200, 30)),
    text(
      at(0, 1970, 980, 250),
      h(3, 'In every room'),
      ul(
        'A tea and coffee tray with Alison&rsquo;s shortbread',
        'Fluffy towels, a hairdryer and toiletries made in Swaledale',
        'Free wifi',
        'Blackout curtains, and a hot water bottle if you want one',
      ),
      p(
        'There are no TVs in the bedrooms: we think the views are better. There&rsquo;s a TV in the guests&rsquo; lounge, with the log burner, books, maps and board games.',
      ),
    ),
    button(at(390, 2250, 200, 50), 'Prices &amp; booking', '/rates.html'),
    ...card(hayloft, 1600),
  ],
};

/* ── Prices & Booking: the price list as two text boxes side by side, tied only by their lines ──────────── */

const ratesPage: HeatherbankPage = {
  path: '/rates.html',
  title: 'Prices &amp; Booking | Heatherbank B&amp;B',
  description:
    'Room prices, extras, minimum stays, deposits and cancellations at Heatherbank B&B in Gayle, Hawes.',
  height: 2050,
  elements: [
    text(
      at(0, 30, 980, 100),
      h(1, 'Prices &amp; Booking'),
      p('Our prices from 1 March 2026, per room per night, including breakfast for two.'),
    ),
    shape(at(0, 150, 600, 300)),
    text(
      at(30, 170, 300, 260),
      h(4, 'Room'),
      p('Wether Fell<br>Dodd Fell<br>Snaizeholme (family room)<br>The Garth (dog-friendly)<br>The Hayloft'),
    ),
    text(at(360, 170, 200, 260), h(4, 'Per night'), p('£105<br>£110<br>£120<br>£115<br>£140')),
    text(
      at(620, 160, 360, 300),
      h(4, 'Staying on your own?'),
      p('Single occupancy is £20 a night less than the price for two, in any room.'),
      p(
        `Booking for a group? We can take up to 11 guests in the five rooms. ${i('We&rsquo;re sorry, but we can&rsquo;t take hen or stag parties.')}`,
      ),
    ),
    shape(at(0, 480, 980, 260)),
    text(
      at(30, 500, 420, 220),
      h(4, 'Extras'),
      p(
        'Third guest in Snaizeholme<br>Dogs (The Garth only, up to 2)<br>Packed lunch<br>Collection from Garsdale station',
      ),
    ),
    text(
      at(470, 500, 300, 220),
      h(4, '&nbsp;'),
      p('£30 a night<br>£10 per dog per night<br>£9.50 per person<br>£12 each way'),
    ),
    text(
      at(30, 780, 300, 200),
      h(4, 'Good to know'),
      p(c('Check-in<br>Check-out<br>Breakfast<br>Minimum stay', 24)),
    ),
    text(
      at(340, 780, 640, 200),
      h(4, '&nbsp;'),
      p(
        '4pm &ndash; 8pm (later by arrangement)<br>by 10.30am<br>8am &ndash; 9.15am, Sundays 8.30am &ndash; 9.30am<br>2 nights at weekends, 3 on bank holiday weekends',
      ),
    ),
    text(
      at(0, 1010, 980, 80),
      h(2, 'How to book'),
      p(
        `Ring us on ${b(HB_PHONE)}, email ${a(HB_EMAIL, `mailto:${HB_EMAIL}`)} or send us your dates from our ${a('Contact', '/contact.html')} page. Check the calendar below for free rooms first.`,
      ),
    ),
    // The availability calendar pasted from the booking engine: its outer <div> is never closed.
    embed(
      at(0, 1100, 980, 300),
      `<!-- freetobook availability calendar - paste into your website -->
<div class="ftb-widget" id="ftb-avail-84712" style="width:100%;min-height:280px;">
<div class="ftb-widget-inner" data-ftb-key="hb84712-3c9f" data-ftb-months="2"><p style="font-size:12px;color:#888;">Loading availability&hellip;</p></div>
<script type="text/javascript" src="https://www.freetobook.com/affiliates/dynamicWidget/js/calendar.php?w_id=84712&amp;w_tkn=Zq7Rk2cWm1XbHn0"></script>
<!-- end freetobook -->`,
    ),
    text(
      at(0, 1430, 980, 420),
      h(3, 'Deposits'),
      p(
        'To confirm your booking we take a deposit of one night&rsquo;s stay for each room booked, by card over the phone or by bank transfer. The balance is paid when you leave, by card, cash or bank transfer. We don&rsquo;t take American Express.',
      ),
      h(3, 'Cancellations'),
      p(
        'If you cancel 14 days or more before you arrive, we refund your deposit in full, or move it to other dates if you prefer. If you cancel less than 14 days before, we keep the deposit unless we manage to re-let the room. If you don&rsquo;t turn up, or leave early, we may charge for the nights you booked.',
      ),
      h(3, 'Minimum stays'),
      p(
        'Stays that include a Saturday night are a minimum of 2 nights, all year round, and 3 nights on bank holiday weekends. We only take single Saturday nights if you book within 7 days of arrival. On weeknights single nights are welcome, and Pennine Way walkers especially.',
      ),
      p(
        `Arriving after 8pm? Please let us know, and ring or text Dave on ${b(HB_MOBILE)} when you&rsquo;re on your way.`,
      ),
    ),
  ],
};

/* ── Breakfast ──────────────────────────────────────────────────────────────────────────────────────────── */

const breakfastPage: HeatherbankPage = {
  path: '/breakfast.html',
  title: 'Breakfast &amp; Packed Lunches | Heatherbank B&amp;B',
  description:
    'Full Dales breakfasts with our own hens’ eggs, veggie, vegan and gluten-free options, and packed lunches for the fells.',
  height: 1560,
  elements: [
    text(
      at(0, 30, 620, 240),
      h(1, 'Breakfast'),
      p(
        `Breakfast is served at separate tables in the dining room from ${b('8am to 9.15am')}, and from 8.30am to 9.30am on Sundays.`,
      ),
      p(
        'Walking or cycling early? We can serve a cooked breakfast from 7am if you ask us by 8pm the night before.',
      ),
    ),
    image(at(640, 30, 340, 260), 'breakfast-full-dales.jpg', 'A full Dales breakfast on the kitchen table'),
    text(
      at(500, 310, 480, 300),
      h(3, 'Cooked to order'),
      ul(
        `${b('Full Dales breakfast:')} two sausages from Metcalfe&rsquo;s butchers in Hawes, dry-cured back bacon, our own hens&rsquo; eggs any way you like, black pudding, mushrooms, tomato and beans`,
        `${b('Veggie breakfast:')} two vegetarian sausages, eggs, mushrooms, tomato, beans and a hash brown`,
        'Wensleydale rarebit on toast with a poached egg',
        'Smoked haddock with a poached egg (please order the night before)',
        'Porridge with brown sugar, cream or Dales honey',
        'Pancakes with crispy bacon and maple syrup',
      ),
    ),
    text(
      at(0, 310, 470, 220),
      h(3, 'From the sideboard'),
      p(
        'Alison&rsquo;s granola, Greek yoghurt and a fruit compote, fresh fruit and juices, and toast with our own jams and Dales honey. Yorkshire Tea, or coffee roasted in Leyburn.',
      ),
    ),
    text(
      at(0, 640, 980, 120),
      h(3, 'Special diets'),
      p(
        'We always have gluten-free bread and gluten-free sausages in, and oat or soya milk. Vegan? We&rsquo;re happy to make a vegan breakfast with a day&rsquo;s notice. Please tell us about any allergies when you book.',
      ),
    ),
    shape(at(0, 790, 980, 320), 's1', 21),
    image(at(20, 810, 300, 280), 'packed-lunch-flask.jpg', 'A packed lunch and a flask on a dry-stone wall'),
    text(
      at(350, 810, 420, 280),
      h(2, 'Packed lunches'),
      p(
        'Order by 8pm the evening before and we&rsquo;ll have it ready for you at breakfast: a sandwich (Wensleydale and chutney, ham and mustard, or egg mayonnaise), a packet of crisps, an apple, a slice of Alison&rsquo;s flapjack and a bottle of water.',
      ),
      p('We&rsquo;ll fill your flask with tea or coffee for free.'),
    ),
    text(at(790, 860, 170, 100), p(c(sz('£9.50', 34), 23), 'bm', 'center'), p('per person', 'bs', 'center')),
    text(
      at(0, 1150, 980, 200),
      h(3, 'Evening meals'),
      p(
        'We don&rsquo;t serve evening meals, but Hawes is only a 10-minute walk down the lane, with four pubs, a fish and chip shop, a pizzeria and an Indian restaurant. We&rsquo;ll happily book you a table.',
      ),
      p(
        'You&rsquo;re welcome to bring your own wine or beer to the guests&rsquo; lounge: we&rsquo;re not licensed, so we can&rsquo;t sell you any.',
      ),
    ),
  ],
};

/* ── Walkers & Cyclists ─────────────────────────────────────────────────────────────────────────────────── */

const walkersPage: HeatherbankPage = {
  path: '/walkers-cyclists.html',
  title: 'Walkers &amp; Cyclists Welcome | Heatherbank B&amp;B, Pennine Way, Hawes',
  description:
    'A drying room, boot room and locked bike shed at a Pennine Way B&B in Gayle, near Hawes in the Yorkshire Dales.',
  height: 1500,
  elements: [
    text(
      at(0, 30, 560, 240),
      h(1, 'Walkers &amp; Cyclists Welcome'),
      p(
        'The Pennine Way passes our gate on its way down from Dodd Fell into Gayle, and the Buttertubs Pass, one of the great climbs of the 2014 Tour de France, starts just outside Hawes. Here&rsquo;s how we look after you.',
      ),
    ),
    image(at(600, 30, 380, 250), 'walkers-at-the-gate.jpg', 'Walkers setting off from the Heatherbank gate'),
    shape(at(0, 310, 480, 560)),
    text(
      at(20, 330, 440, 520),
      h(2, 'For walkers'),
      ul(
        'A heated drying room for wet boots, coats and waterproofs, next to the boot room by the back door',
        'A tap and a brush in the yard to get the mud off your boots',
        'Ordnance Survey maps (OL30 and OL19) and walking guides to borrow in the guests&rsquo; lounge',
        `Packed lunches, and flasks filled for free: see ${a('Breakfast', '/breakfast.html')}`,
        'A cooked breakfast from 7am if you ask the night before',
        'Pennine Way walkers: single weeknight bookings are welcome, and baggage transfer companies can deliver your bags to us',
      ),
    ),
    shape(at(500, 310, 480, 560)),
    text(
      at(520, 330, 440, 520),
      h(2, 'For cyclists'),
      ul(
        'A locked bike shed for up to 8 bikes',
        'A track pump, basic tools and a workstand',
        'A hose and a bike wash area in the yard',
        'A socket in the shed for charging e-bike batteries',
        'Free parking in the yard for your car and bike rack',
      ),
    ),
    image(at(0, 900, 480, 300), 'drying-room.jpg', 'The drying room with boots on the racks'),
    text(
      at(500, 900, 480, 300),
      h(3, 'Where to go'),
      p(
        `From our door you can walk to Aysgill Force, Hardraw Force or the top of Wether Fell: see our ${a('Local Walks', '/walks.html')}. Cyclists can climb the Buttertubs to Swaledale, loop round Semer Water, or take the quiet road up Sleddale.`,
      ),
    ),
  ],
};

/* ── Local walks: each walk a name, a text, and its facts as labels beside values ──────────────────────── */

interface Walk {
  name: string;
  text: string;
  values: [distance: string, time: string, grade: string, start: string];
}

const walks: Walk[] = [
  {
    name: 'Gayle Beck &amp; Aysgill Force',
    text: 'Follow the Pennine Way signs up the lane and along Gayle Beck to Aysgill Force, a lovely waterfall in a wooded gorge, and come back past Gayle Mill.',
    values: ['3 miles', '1&frac12; hours', 'Easy', 'From our gate'],
  },
  {
    name: 'Hardraw Force',
    text: 'Down through Hawes and across the fields on the Pennine Way to Hardraw, where England&rsquo;s highest unbroken waterfall drops 100 feet. You reach the falls through the Green Dragon Inn, which charges a small entry fee.',
    values: ['4 miles there and back', '2 hours', 'Easy', 'From our gate'],
  },
  {
    name: 'Wether Fell &amp; Cam High Road',
    text: 'Climb the old Roman road to the top of Wether Fell (614m) for views of Ingleborough and Whernside, then drop back down the Pennine Way. Take a map and a compass: the top is boggy and featureless in mist.',
    values: ['9 miles', '5 hours', 'Strenuous', 'From our gate'],
  },
  {
    name: 'Snaizeholme red squirrels',
    text: 'Over the shoulder of the fell to the red squirrel viewing area in Snaizeholme. Best in autumn, early in the morning.',
    values: ['6 miles', '3 hours', 'Moderate', 'From our gate'],
  },
  {
    name: 'Semer Water &amp; Stalling Busk',
    text: 'Round Yorkshire&rsquo;s second-largest natural lake and up to the ruined church at Stalling Busk.',
    values: ['5 miles', '2&frac12; hours', 'Easy', 'Countersett, a 15-minute drive'],
  },
];

const walkElements = walks.flatMap((walk, n) => {
  const y = 170 + n * 300;
  return [
    text(at(0, y, 600, 44), h(3, walk.name)),
    text(at(0, y + 50, 600, 200), p(walk.text)),
    text(at(640, y + 50, 110, 130), p(c('Distance<br>Time<br>Grade<br>Start', 24), 'bs')),
    text(at(760, y + 50, 220, 130), p(walk.values.join('<br>'), 'bs')),
  ];
});

const walksPage: HeatherbankPage = {
  path: '/walks.html',
  title: 'Local Walks from the Door | Heatherbank B&amp;B',
  description:
    'Walks from Heatherbank in Gayle: Aysgill Force, Hardraw Force, Wether Fell, the Snaizeholme red squirrels and Semer Water.',
  height: 1900,
  elements: [
    text(
      at(0, 30, 980, 110),
      h(1, 'Local Walks'),
      p(
        'Five of our favourite walks, four of them straight from the door. Dave has walked them all and is happy to talk you through them over breakfast.',
      ),
    ),
    ...walkElements,
    text(
      at(0, 1700, 980, 120),
      p(
        'We lend OS Explorer maps OL30 and OL19: ask at breakfast. The Wensleydale Creamery visitor centre is a 10-minute walk from us, and Hawes market is on Tuesdays.',
      ),
    ),
  ],
};

export const heatherbankStayPages: HeatherbankPage[] = [
  roomsPage,
  ratesPage,
  breakfastPage,
  walkersPage,
  walksPage,
];
