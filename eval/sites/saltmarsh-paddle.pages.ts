import {
  a,
  big,
  bold,
  button,
  customHtml,
  divider,
  em,
  form,
  gallery,
  image,
  MARSH_BOOKING,
  MARSH_EMAIL,
  MARSH_MOBILE,
  MARSH_PHONE,
  MARSH_PLACE,
  MARSH_POSTCODE,
  MARSH_TOWN,
  MARSH_W3W,
  type MarshPage,
  map,
  multicol,
  para,
  paraList,
  RUST,
  section,
  spacer,
  TEAL,
  title,
} from './saltmarsh-paddle.layout.ts';

/* ── Home ───────────────────────────────────────────────────────────────────────────────────────────── */

const home: MarshPage = {
  path: '/',
  title: 'Home',
  seoTitle: 'Saltmarsh Paddle | Kayak, Canoe &amp; SUP Hire and Guided Trips | Newport, Pembrokeshire',
  description:
    'Kayak, canoe and stand-up paddleboard hire, guided sea cave trips and SUP lessons from the Parrog slipway in Newport, on the Pembrokeshire coast.',
  banner: {
    headline: 'Paddle the Pembrokeshire coast',
    text: 'Kayak, canoe and paddleboard hire, guided sea cave trips and SUP lessons from the Parrog slipway in Newport.',
    button: ['Book now', MARSH_BOOKING],
  },
  body: [
    section([
      title('Croeso! Welcome to Saltmarsh Paddle', 5, 'center'),
      para(
        [
          'We’re a small, family-run paddling centre on the Nevern estuary in Newport, at the northern end of the Pembrokeshire Coast National Park.',
          'Whether you want a lazy hour on the estuary, your first go on a paddleboard or a proper sea adventure to the caves under Dinas Head, we’ll get you on the water safely and with a big smile.',
        ],
        'center',
      ),
    ]),
    // The box from the autumn 2025 campaign, never taken down.
    section(
      [
        title(`<font color="${RUST}">Autumn Midweek Offer!</font>`, 5, 'center'),
        para(
          [
            bold(
              '20% off all kayak, canoe &amp; SUP hire, Monday to Thursday, through September and October.',
            ),
            `Use the code ${bold('AUTUMN20')} when you book online.`,
          ],
          'center',
        ),
        button('Book now', MARSH_BOOKING, 'highlight', 'center'),
      ],
      'background-color:#fbeee6;',
    ),
    section([
      multicol([
        [
          image('hire-kayaks-slipway.jpg'),
          title('Hire', 4),
          para([
            'Sit-on-top kayaks, open canoes and paddleboards by the hour or the half day, from £18.',
            a('Hire &amp; Prices', '/hire-prices.html'),
          ]),
        ],
        [
          image('sea-caves-dinas-head.jpg'),
          title('Guided Trips', 4),
          para([
            'Sea caves and seals, wildlife on the estuary and sunset paddles with a qualified guide.',
            a('Guided Trips', '/guided-trips.html'),
          ]),
        ],
        [
          image('sup-lesson-estuary.jpg'),
          title('SUP Lessons', 4),
          para([
            'Learn to paddleboard on the flat water of the estuary, from the Taster to the Improver.',
            a('SUP Lessons', '/sup-lessons.html'),
          ]),
        ],
      ]),
    ]),
    section([
      multicol(
        [
          [image('sea-kayak-coaching.jpg')],
          [
            title(`${em('New for 2027')}: Sea Kayak Coaching Courses`, 4),
            para([
              'Want to go further than our guided trips? Rhian’s new coaching courses are coming in 2027.',
              a('Find out more on the blog', '/blog/coming-in-2027-sea-kayak-coaching-courses'),
            ]),
          ],
        ],
        [40, 60],
      ),
    ]),
    section(
      [
        title('What our paddlers say', 4, 'center'),
        multicol([
          [
            para([
              em(
                '“The sea caves trip was the highlight of our whole holiday. Rhian knew every seal by name!”',
              ),
              bold('Sarah, Bristol'),
            ]),
          ],
          [
            para([
              em(
                '“Our two (6 and 9) loved the family estuary trip. Crabs, egrets and only one capsize (Dad).”',
              ),
              bold('The Hughes family, Cardiff'),
            ]),
          ],
          [
            para([
              em('“Did the SUP Taster with Dafydd and hired a board on my own the next day. Brilliant.”'),
              bold('Mark, Shrewsbury'),
            ]),
          ],
        ]),
      ],
      'background-color:#f3f8f8;',
    ),
    section([button('Book now', MARSH_BOOKING, 'highlight', 'center')]),
  ],
};

/* ── FAQ: one text element, each question a bold line and the answer under it ───────────────────────── */

const qa = (q: string, ...answer: string[]) => [bold(q, TEAL), ...answer, ''];

const faq: MarshPage = {
  path: '/faq.html',
  title: 'FAQ',
  seoTitle: 'Frequently Asked Questions | Saltmarsh Paddle',
  description: 'Answers to the questions we get asked most at Saltmarsh Paddle, Newport, Pembrokeshire.',
  body: [
    section([
      title('Frequently Asked Questions'),
      para([
        ...qa(
          'Do I need any experience?',
          'Not for our guided trips, lessons or the Family Estuary Trip, and not to hire a double kayak or a canoe with someone else. The only exception is paddling on your own: to hire alone you need to have paddled before.',
        ),
        ...qa(
          'Can I bring my dog?',
          'Sorry, no. Dogs aren’t allowed on any of our boats or boards, and we can’t look after them at the hut while you paddle.',
        ),
        ...qa(
          'How old do children need to be?',
          `Children can come on the water from age 4, in a double kayak or a canoe with an adult. Under-8s can’t paddle a single kayak. The full list of ages is on our ${a('Kids &amp; Families', '/kids-families.html')} page.`,
        ),
        ...qa(
          'What happens if the weather is bad?',
          `We decide by 8am on the day (12 noon for afternoon sessions). If we cancel, you get a full refund or a new date. If we say it’s on and you decide not to come, our normal cancellation rules apply. See the ${a('Booking &amp; Cancellation Policy', '/booking-policy.html')}.`,
        ),
        ...qa(
          'Do you take cash?',
          'No, we’re cashless: we take cards, Apple Pay and Google Pay, at the hut and online.',
        ),
        ...qa(
          'Can I book now and pay on the day?',
          'No. Every booking is paid in full by card when you book, online or over the phone. We can’t hold a boat or a place on a trip without payment.',
        ),
        ...qa(
          'Can we hire for the whole day?',
          'No, the tide only gives us about five hours of water, so the longest hire is a half day (4 hours).',
        ),
        ...qa(
          'Have you got any offers on?',
          'Not at the moment. Our autumn midweek offer (20% off midweek hire) ended on 31 October 2025. Groups of 8 or more always get 10% off hire and trips.',
        ),
        ...qa(
          'Do you run sea kayak coaching courses?',
          `Not yet. Rhian’s coaching courses start in May 2027, and we’re not taking bookings for them yet. ${a('Read about them here', '/blog/coming-in-2027-sea-kayak-coaching-courses')}.`,
        ),
        ...qa(
          'Where do we park?',
          'The Parrog car park (pay and display) is right next to the slipway, but it’s small and often full by 10am in summer. The Long Street car park in town is a 10-minute walk away.',
        ),
        ...qa(
          'Is there an upper age limit?',
          'No. Our oldest paddler this summer was 86. If you’re unsure about getting in and out of a kayak, a canoe is very stable.',
        ),
        ...qa(
          'Where exactly do we meet you?',
          `At our hut by the Parrog slipway, the white boathouse at the end of Parrog Road. On what3words it’s ${MARSH_W3W}.`,
        ),
        ...qa(
          'Can I take my phone?',
          'Yes, in one of our dry bags (free to borrow), at your own risk. Or leave it in a free locker at the hut.',
        ),
      ]),
      button('Book now', MARSH_BOOKING),
    ]),
  ],
};

/* ── About us: the story, the team and the gallery ──────────────────────────────────────────────────── */

const person = (file: string, name: string, role: string, bio: string) => [
  image(file),
  para([bold(big(name, 3), TEAL), em(role), '', bio]),
];

const about: MarshPage = {
  path: '/about.html',
  title: 'About Us',
  seoTitle: 'About Us &amp; Our Team | Saltmarsh Paddle',
  description: 'Meet Rhian, Tom, Dafydd and Ellie, the team at Saltmarsh Paddle in Newport, Pembrokeshire.',
  body: [
    section([
      title('Our story'),
      para([
        'Rhian Pritchard started Saltmarsh Paddle in 2014 with six kayaks on a trailer at Newport Sands. Ten summers later, we’re still family-run, just with more boats.',
        '',
        'In spring 2022 we moved into the old boathouse at the Parrog, right beside the slipway, and today we have 20 single kayaks, 10 doubles, 6 open canoes and 16 paddleboards.',
        '',
        'We follow the Pembrokeshire Marine Code on every trip: we keep our distance from seals, seabirds and dolphins, and never land where wildlife is resting.',
      ]),
    ]),
    section([
      title('Meet the team'),
      multicol([
        person(
          'rhian.jpg',
          'Rhian Pritchard',
          'Founder &amp; Head Guide',
          'British Canoeing Sea Kayak Leader and Coach. Rhian leads most of our Sea Caves &amp; Seals trips and will run the new coaching courses in 2027.',
        ),
        person(
          'tom.jpg',
          'Tom Pritchard',
          'Hire Manager',
          'Tom runs the hut, the boats and the bookings. If you ring the office, you’ll usually get Tom.',
        ),
      ]),
      multicol([
        person(
          'dafydd.jpg',
          'Dafydd Evans',
          'SUP Instructor',
          'British Canoeing Paddleboard Instructor, born and raised in Newport. Dafydd teaches all our SUP lessons and leads the Sunset SUP.',
        ),
        person(
          'ellie.jpg',
          'Ellie Morgan',
          'Guide',
          'Marine biology graduate from Swansea. Ellie leads the Estuary Wildlife Paddle and the Family Estuary Trip, and runs the Kids’ Paddle Club.',
        ),
      ]),
    ]),
    section([
      title('Life at Saltmarsh'),
      gallery([
        ['gallery-sea-cave.jpg', 'Inside the big cave under Dinas Head at high water'],
        ['gallery-seal.jpg', 'A grey seal on the rocks at Dinas Head, from a respectful distance'],
        ['gallery-paddle-club.jpg', 'Raft-building at the Kids’ Paddle Club'],
        ['gallery-sunset.jpg', 'Sunset SUP on the Nevern estuary'],
        ['gallery-boathouse.jpg', 'Our hut at the Parrog slipway'],
        ['gallery-canoes.jpg', 'Open canoes on the estuary at high tide'],
      ]),
    ]),
  ],
};

/* ── Find us: the address, the hours, the tide table in an Embed Code element and the contact form ──── */

const TIDE_TABLE = `<style>
.tide-table{border-collapse:collapse;width:100%;font-family:Lora,serif;font-size:15px}
.tide-table caption{text-align:left;font-weight:bold;padding:6px 0}
.tide-table th,.tide-table td{border:1px solid #cfe3e6;padding:6px 10px;text-align:left}
.tide-table th{background:#1b6f7a;color:#fff}
.tide-note{font-size:13px;color:#555}
</style>
<table class="tide-table">
<caption>Hire times at the Parrog, by the time of high water</caption>
<thead><tr><th>High water at Parrog</th><th>First boats out</th><th>All boats back by</th></tr></thead>
<tbody>
<tr><td>Before 9am</td><td colspan="2">No hire from the slipway that day (guided trips only)</td></tr>
<tr><td>9am</td><td>9am</td><td>11.30am</td></tr>
<tr><td>10am</td><td>9am</td><td>12.30pm</td></tr>
<tr><td>11am</td><td>9am</td><td>1.30pm</td></tr>
<tr><td>12 noon</td><td>9.30am</td><td>2.30pm</td></tr>
<tr><td>1pm</td><td>10.30am</td><td>3.30pm</td></tr>
<tr><td>2pm</td><td>11.30am</td><td>4.30pm</td></tr>
<tr><td>3pm</td><td>12.30pm</td><td>5pm</td></tr>
<tr><td>4pm</td><td>1.30pm</td><td>5pm</td></tr>
<tr><td>5pm or later</td><td>2.30pm</td><td>5pm</td></tr>
</tbody>
</table>
<p class="tide-note">High water between the hours? Go by the hour before (high water at 2.40pm: use the 2pm line). Your hire has to finish by the "back by" time, so on some days a half day won't fit. Guided trips and lessons have their own start times on the booking site.</p>`;

const findUs: MarshPage = {
  path: '/find-us.html',
  title: 'Find Us',
  seoTitle: 'Find Us, Opening Times &amp; Tide Times | Saltmarsh Paddle, Newport',
  description:
    'How to find Saltmarsh Paddle at the Parrog slipway in Newport, Pembrokeshire, our opening times and how the tide sets hire times. Send us a message.',
  body: [
    section([
      title('Find Us'),
      multicol(
        [
          [
            para([
              bold('Saltmarsh Paddle', TEAL),
              MARSH_PLACE,
              MARSH_TOWN,
              MARSH_POSTCODE,
              '',
              `what3words: ${MARSH_W3W}`,
              '',
              `${bold('Office:')} ${MARSH_PHONE}`,
              `${bold('On the day:')} ${MARSH_MOBILE}`,
              `${bold('Email:')} ${a(MARSH_EMAIL, `mailto:${MARSH_EMAIL}`)}`,
            ]),
          ],
          [map()],
        ],
        [40, 60],
      ),
      para([
        `${bold('Getting here')}`,
        'From the centre of Newport, follow Parrog Road down to the estuary. We’re the white boathouse beside the slipway, at the end of the road.',
        'The T5 bus (Haverfordwest – Cardigan) stops in Newport town, a 15-minute walk away.',
        'Parking: the Parrog car park (pay and display) is next to the slipway, and the Long Street car park in town is 10 minutes’ walk.',
      ]),
    ]),
    section(
      [
        title('Opening times &amp; the tide'),
        para([
          `${bold('Hire hut:', TEAL)} every day from Easter to the end of October, 9am – 5pm.`,
          `${bold('Office (phone and email):', TEAL)} Monday to Friday, 10am – 4pm, all year round.`,
          `${bold('On the water days', TEAL)} you can reach us on ${MARSH_MOBILE}.`,
          `${bold('Out of season:', TEAL)} we post our winter and Christmas arrangements on the ${a('blog', '/blog')} every autumn.`,
          '',
          'The slipway at the Parrog dries at low tide, so hire only runs when there’s water: from about two and a half hours before high water until about two and a half hours after. That means hire times change every day. Look up the day’s high water (the Parrog is about 10 minutes after Fishguard on the tide tables) and check the table:',
        ]),
        customHtml(TIDE_TABLE),
      ],
      'background-color:#f3f8f8;',
    ),
    section([
      form(
        'Send us a message',
        [
          { kind: 'name', label: 'Name', required: true },
          { kind: 'email', label: 'Email', required: true },
          { kind: 'tel', label: 'Phone' },
          {
            kind: 'select',
            label: 'What are you interested in?',
            options: [
              'Hire',
              'Guided trip',
              'SUP lesson',
              'Kids &amp; families',
              'Group or school',
              'Gift voucher',
              'Something else',
            ],
          },
          { kind: 'date', label: 'Preferred date' },
          { kind: 'textarea', label: 'Message', required: true },
        ],
        'Send',
      ),
      para([em('We answer messages within two working days. To book, please use the booking site.')]),
    ]),
  ],
};

/* ── Gift vouchers ──────────────────────────────────────────────────────────────────────────────────── */

const vouchers: MarshPage = {
  path: '/gift-vouchers.html',
  title: 'Gift Vouchers',
  seoTitle: 'Paddling Gift Vouchers | Saltmarsh Paddle, Pembrokeshire',
  description:
    'Kayaking, canoeing and paddleboarding gift vouchers from Saltmarsh Paddle: e-vouchers and posted cards.',
  body: [
    section([
      title('Gift Vouchers'),
      para(['Give someone a day on the water: the present that comes with seals.']),
      multicol([
        [
          image('voucher-card.jpg'),
          para([
            bold(big('E-vouchers', 4), TEAL),
            'Any amount from £20, bought online and emailed straight away, to you or to them, with your own message.',
          ]),
          button('Buy an e-voucher', 'https://saltmarsh-paddle.square.site/gift-cards'),
        ],
        [
          image('trip-voucher.jpg'),
          para([
            bold(big('Trip vouchers', 4), TEAL),
            'A voucher for a named trip or lesson, like Sea Caves &amp; Seals for two or a SUP Taster. If the price of the trip goes up, the voucher still covers it.',
            '',
            'Want it in a card? We’ll post it for £2.50. Call the office to order.',
          ]),
        ],
      ]),
      divider(),
      paraList(
        [bold('The small print', RUST)],
        [
          'Vouchers are valid for 18 months from the date you buy them.',
          'They can be used for any hire, guided trip or lesson.',
          'Vouchers are non-refundable and can’t be exchanged for cash.',
          'To use one, enter the voucher code on the booking site, or call us.',
          'Bookings made with a voucher follow our usual Booking &amp; Cancellation Policy.',
        ],
      ),
      spacer(20),
    ]),
  ],
};

export const marshHome = home;
export const marshPages: MarshPage[] = [faq, about, findUs, vouchers];
