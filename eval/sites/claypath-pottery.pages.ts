import { type CpPage, oxy } from './claypath-pottery.layout.ts';

type El = ReturnType<typeof oxy>;

/** A fact as the owner laid it out: an icon, the label in one text block and the value in the next. */
export const fact = (e: El, icon: string, label: string, value: string) =>
  e.div(
    [
      e.icon(icon),
      e.div([e.text(label, 'cp-fact__label'), e.text(value, 'cp-fact__value')], 'cp-fact__text'),
    ],
    'cp-fact',
  );

/** The expired autumn offer, still in a banner the owner forgot to switch off. */
const pairsOffer = (e: El) =>
  e.div(
    [
      e.h('div', 'Autumn pairs offer', 'cp-offer__title'),
      e.text(
        `Two taster sessions for ${e.span('&pound;80')} when you book together &ndash; use code ${e.span('CLAYPAIR')} at checkout. Book by 15 November 2026.`,
        'cp-offer__text',
      ),
      e.button('Book a pair', '/classes/taster-session/', 'cp-offer__button'),
    ],
    'cp-offer',
  );

interface Slot {
  day: string;
  date: string;
  time: string;
  status: string;
}

/** A repeater of upcoming dates (a custom post type "Class dates" with ACF fields). */
const dates = (e: El, rows: Slot[]) =>
  e.repeater(
    rows,
    (r, rid) =>
      `<div id="${rid('div_block', 1)}" class="ct-div-block cp-date-row${/sold out/i.test(r.status) ? ' cp-date-row--soldout' : ''}"><div id="${rid('text_block', 2)}" class="ct-text-block cp-date-row__day"><span id="${rid('span', 3)}" class="ct-span">${r.day}</span></div><div id="${rid('text_block', 4)}" class="ct-text-block cp-date-row__date"><span id="${rid('span', 5)}" class="ct-span">${r.date}</span></div><div id="${rid('text_block', 6)}" class="ct-text-block cp-date-row__time"><span id="${rid('span', 7)}" class="ct-span">${r.time}</span></div><div id="${rid('text_block', 8)}" class="ct-text-block cp-date-row__status"><span id="${rid('span', 9)}" class="ct-span">${r.status}</span></div>${
        /sold out/i.test(r.status)
          ? ''
          : `<a id="${rid('link_button', 10)}" class="ct-link-button cp-date-row__book" href="https://bookwhen.com/claypath#focus=ev-${(
              r.date + r.time
            )
              .replace(/[^0-9a-z]/gi, '')
              .toLowerCase()
              .slice(0, 10)}" target="_blank">Book</a>`
      }</div>`,
  );

/* ── Home ─────────────────────────────────────────────────────────────────────────────────────────────── */

const h = oxy(7);
export const cpHome: CpPage = {
  path: '/',
  title: 'Home',
  description:
    'Pottery classes in Bath: taster sessions, 6-week wheel courses, hand-building, Kids’ Clay Club, open studio membership and kiln firing at Claypath Pottery in Larkhall.',
  id: 7,
  body: [
    h.section(
      [
        h.h('h1', 'Get your hands muddy in Bath'),
        h.text(
          'Friendly pottery classes for complete beginners, a members’ open studio and a kiln firing service, in a converted bakery in Larkhall.',
          'cp-hero__lead',
        ),
        h.div(
          [
            h.button('Book a taster', '/classes/taster-session/'),
            h.button('See all classes', '/classes/', 'cp-button--ghost'),
          ],
          'cp-hero__buttons',
        ),
        pairsOffer(h),
      ],
      'cp-hero',
    ),
    h.section([
      h.h('h2', 'Find your way into clay'),
      h.columns(
        [
          h.image('2024/05/taster-wheel-hands.jpg', 'Hands shaping a pot on the wheel', 600, 400),
          h.h('div', 'Taster Session', 'cp-card__title'),
          h.text('Two hours on the wheel, no experience needed.', 'cp-card__text'),
          h.text('&pound;45', 'cp-card__price'),
          h.link('Find out more', '/classes/taster-session/'),
        ],
        [
          h.image('2024/05/six-week-course.jpg', 'A row of beginners at their wheels', 600, 400),
          h.h('div', '6-Week Wheel Course', 'cp-card__title'),
          h.text('Learn to centre, throw, trim and glaze, one evening or morning a week.', 'cp-card__text'),
          h.text('&pound;265', 'cp-card__price'),
          h.link('Find out more', '/classes/six-week-wheel-course/'),
        ],
        [
          h.image('2024/05/hand-building-coil.jpg', 'A coil-built vase on a banding wheel', 600, 400),
          h.h('div', 'Hand-Building', 'cp-card__title'),
          h.text('Pinch, coil and slab: a 4-week course and Sunday workshops.', 'cp-card__text'),
          h.text('from &pound;55', 'cp-card__price'),
          h.link('Find out more', '/classes/hand-building/'),
        ],
        [
          h.image('2024/05/kids-clay-club.jpg', 'Children painting clay monsters', 600, 400),
          h.h('div', 'Kids’ Clay Club', 'cp-card__title'),
          h.text('Saturday mornings in term time for ages 6–12.', 'cp-card__text'),
          h.text('&pound;96 a block', 'cp-card__price'),
          h.link('Find out more', '/classes/kids-clay-club/'),
        ],
      ),
    ]),
    h.section(
      [
        h.h('h2', 'Next wheel courses'),
        h.text('Our 6-week courses start again in January. Places go quickly, so book early.'),
        dates(h, [
          { day: 'Tuesday evenings', date: '12 January 2027', time: '6.30pm – 9pm', status: '2 places left' },
          { day: 'Wednesday mornings', date: '13 January 2027', time: '10am – 12.30pm', status: 'Sold out' },
          { day: 'Thursday evenings', date: '14 January 2027', time: '6.30pm – 9pm', status: 'Available' },
        ]),
        h.button('All course dates', '/classes/six-week-wheel-course/'),
      ],
      'cp-section--sand',
    ),
    h.section([
      h.columns(
        [
          h.h('h3', 'Already throwing?'),
          h.text(
            'Join our members’ open studio: your own shelf, our glazes and firings included. Membership from &pound;70 a month.',
          ),
          h.button('Open studio membership', '/open-studio/'),
        ],
        [
          h.h('h3', 'No kiln at home?'),
          h.text('We fire work for local makers in our two electric kilns, from &pound;16 a shelf.'),
          h.button('Kiln firing service', '/kiln-firing/'),
        ],
        [
          h.h('h3', 'Celebrating?'),
          h.text('Hen parties, birthdays and get-togethers on the wheel, and clay parties for kids.'),
          h.button('Private parties', '/private-parties/'),
        ],
      ),
    ]),
    h.section(
      [
        h.h('h2', 'Visit the studio shop'),
        h.div(
          [
            h.text('Shop &amp; studio office', 'cp-fact__label'),
            h.text('Tuesday–Saturday 10am – 5pm', 'cp-fact__value'),
          ],
          'cp-hours',
        ),
        h.text(
          'Handmade mugs from &pound;26, bowls and vases from the studio, clay and tools, and gift vouchers.',
        ),
        h.text(
          `Find us at the Old Bakery in Lambridge Mews, Larkhall. ${h.link('How to get here', '/visit-us/')}`,
        ),
        h.div(
          [
            h.h('div', 'Christmas at Claypath', 'cp-news__title'),
            h.text('Our Christmas opening hours, the last firings before Christmas and gift voucher dates.'),
            h.link('Read more', '/journal/christmas-at-claypath-2026/'),
          ],
          'cp-news',
        ),
      ],
      'cp-section--clay',
    ),
    h.section([
      h.h('h2', 'What our students say'),
      h.columns(
        [
          h.text(
            '“Rosie is the most patient teacher. I came for a taster and I’m now on my third course!”',
            'cp-quote',
          ),
          h.text('Hannah, Bath', 'cp-quote__by'),
        ],
        [
          h.text('“A brilliant hen do – messy, hilarious and we all went home with a pot.”', 'cp-quote'),
          h.text('Sophie, Bristol', 'cp-quote__by'),
        ],
        [
          h.text('“My son lives for Saturday mornings at Kids’ Clay Club.”', 'cp-quote'),
          h.text('Dan, Larkhall', 'cp-quote__by'),
        ],
      ),
      h.text('Rated 4.9 out of 5 from 386 Google reviews.', 'cp-rating'),
    ]),
  ].join(''),
};

/* ── Classes overview ────────────────────────────────────────────────────────────────────────────────── */

const c = oxy(21);
const classes: CpPage = {
  path: '/classes',
  title: 'Pottery Classes in Bath',
  description:
    'All our pottery classes: taster sessions, the 6-week wheel course, hand-building and Kids’ Clay Club in Larkhall, Bath.',
  id: 21,
  body: [
    c.section([
      c.h('h1', 'Pottery classes'),
      c.text(
        'Small classes, patient teachers and all the clay, glazes and firing included. Everything is taught in our ground-floor teaching studio in Larkhall.',
      ),
    ]),
    c.section([
      c.columns(
        [
          c.h('h2', 'Taster Session'),
          fact(c, 'clock-o', 'How long', '2 hours'),
          fact(c, 'gbp', 'Price', '&pound;45 per person'),
          fact(c, 'user', 'Who for', 'Complete beginners, ages 12 and over'),
          c.button('Taster Session', '/classes/taster-session/'),
        ],
        [
          c.h('h2', '6-Week Wheel Course'),
          fact(c, 'clock-o', 'How long', '6 weekly sessions of 2½ hours'),
          fact(c, 'gbp', 'Price', '&pound;265 per person'),
          fact(c, 'user', 'Who for', 'Beginners and improvers, ages 16 and over'),
          c.button('6-Week Wheel Course', '/classes/six-week-wheel-course/'),
        ],
      ),
      c.columns(
        [
          c.h('h2', 'Hand-Building'),
          fact(c, 'clock-o', 'How long', '4-week course, or a 3-hour Sunday workshop'),
          fact(c, 'gbp', 'Price', '&pound;145 for the course, &pound;55 a workshop'),
          fact(c, 'user', 'Who for', 'Anyone 16 and over, no wheel needed'),
          c.button('Hand-Building', '/classes/hand-building/'),
        ],
        [
          c.h('h2', 'Kids’ Clay Club'),
          fact(c, 'clock-o', 'When', 'Saturday mornings in term time'),
          fact(c, 'gbp', 'Price', '&pound;96 for a 6-week block'),
          fact(c, 'user', 'Who for', 'Ages 6–12'),
          c.button('Kids’ Clay Club', '/classes/kids-clay-club/'),
        ],
      ),
    ]),
    c.section(
      [
        c.h('div', 'Coming soon', 'cp-kicker'),
        c.h('h2', 'Raku evenings'),
        c.text(
          'Glowing pots pulled from the kiln with tongs, smoke and crackle glazes: we’re building a raku kiln in the yard and plan to start raku evenings in spring 2027. Dates and prices aren’t set yet and we’re not taking bookings yet &ndash; join our newsletter and you’ll hear first.',
        ),
        c.button('Join the newsletter', '/contact/#newsletter'),
      ],
      'cp-section--sand',
    ),
    c.section([
      c.h('h2', 'Not sure which class?'),
      c.text(
        `Start with a taster if you’ve never tried the wheel; go straight to the 6-week course if you know you’re hooked. Questions about what to wear, ages or cancellations are answered in our ${c.link('FAQ', '/faq/')}.`,
      ),
    ]),
  ].join(''),
};

/* ── Taster session ──────────────────────────────────────────────────────────────────────────────────── */

const t = oxy(23);
const taster: CpPage = {
  path: '/classes/taster-session',
  title: 'Taster Session: Have a Go on the Wheel',
  description:
    'A 2-hour pottery wheel taster session in Bath for complete beginners: £45 per person, up to 8 people, two of your pots glazed and fired.',
  id: 23,
  body: [
    t.section([
      t.h('div', 'Taster Session', 'cp-kicker'),
      t.h('h1', 'Have a go on the wheel'),
      t.text(
        'Never touched clay? This is where to start. In two hours one of our teachers shows you how to centre and open the clay and pull up the walls, then it’s your turn at your own wheel.',
      ),
      t.div(
        [
          fact(t, 'clock-o', 'Duration', '2 hours'),
          fact(t, 'gbp', 'Price', '&pound;45 per person'),
          fact(t, 'users', 'Group size', 'Up to 8 people'),
          fact(t, 'child', 'Ages', '12 and over (under-16s with a booking adult)'),
        ],
        'cp-facts',
      ),
      pairsOffer(t),
    ]),
    t.section([
      t.h('h2', 'When'),
      t.div(
        [t.text('Saturdays', 'cp-fact__label'), t.text('10am – 12 noon and 2pm – 4pm', 'cp-fact__value')],
        'cp-time-row',
      ),
      t.div(
        [t.text('Friday evenings', 'cp-fact__label'), t.text('6.30pm – 8.30pm', 'cp-fact__value')],
        'cp-time-row',
      ),
      t.h('h3', 'Upcoming sessions'),
      dates(t, [
        { day: 'Friday', date: '27 November 2026', time: '6.30pm – 8.30pm', status: '2 places left' },
        { day: 'Saturday', date: '28 November 2026', time: '10am – 12 noon', status: 'Sold out' },
        { day: 'Saturday', date: '28 November 2026', time: '2pm – 4pm', status: 'Sold out' },
        { day: 'Friday', date: '4 December 2026', time: '6.30pm – 8.30pm', status: 'Available' },
        { day: 'Saturday', date: '5 December 2026', time: '10am – 12 noon', status: 'Sold out' },
        { day: 'Saturday', date: '5 December 2026', time: '2pm – 4pm', status: '1 place left' },
        { day: 'Saturday', date: '12 December 2026', time: '10am – 12 noon', status: 'Available' },
        { day: 'Saturday', date: '19 December 2026', time: '2pm – 4pm', status: 'Available' },
      ]),
      t.code(
        '<!-- Bookwhen embed --><iframe src="https://bookwhen.com/claypath/iframe?tags=taster" frameborder="0" scrolling="yes" height="720" style="width:100%;border:none" title="Book a taster session"></iframe>',
      ),
    ]),
    t.section(
      [
        t.h('h2', 'Your pots'),
        t.rich(
          'Make as many pots as you like. At the end you choose your two favourites: we trim them, glaze them in the colour you pick from our six studio glazes and fire them twice.',
          'They’re ready to collect about 4 weeks later &ndash; we’ll email you when they are. If you can’t come back for them, we can post them to you for &pound;8.50.',
        ),
        t.h('h2', 'Good to know'),
        t.rich(
          '<ul><li>Wear clothes you don’t mind getting muddy. We provide aprons.</li><li>Short nails make throwing much easier.</li><li>There’s room for the people booked and no one else: we can’t fit spectators in the studio, so friends and family can’t stay to watch.</li><li>The teaching studio is on the ground floor and step-free.</li></ul>',
        ),
        t.button('Book a taster', 'https://bookwhen.com/claypath?tags=taster'),
        t.button('Buy it as a gift', '/gift-vouchers/', 'cp-button--ghost'),
      ],
      'cp-section--sand',
    ),
  ].join(''),
};

/* ── 6-week wheel course ─────────────────────────────────────────────────────────────────────────────── */

const w = oxy(25);
const sixWeek: CpPage = {
  path: '/classes/six-week-wheel-course',
  title: '6-Week Wheel Course for Beginners',
  description:
    'Learn to throw pots on the wheel in six weekly sessions at Claypath Pottery in Bath. £265 including clay, glazes and firing. Tuesday, Wednesday and Thursday classes.',
  id: 25,
  body: [
    w.section([
      w.h('div', '6-Week Wheel Course', 'cp-kicker'),
      w.h('h1', 'Learn to throw in six weeks'),
      w.text(
        'Our most popular course. Over six weekly sessions you’ll learn to wedge, centre, throw cylinders and bowls, trim and glaze, with no more than six students to a class so everyone has their own wheel and plenty of help.',
      ),
    ]),
    w.section([
      w.columns(
        [
          w.pricingBox({
            title: '6-Week Wheel Course',
            subtitle: '6 sessions of 2½ hours',
            amount: '265',
            term: 'per person',
            content:
              '<ul><li>12.5kg of clay</li><li>All glazes, and the bisque and glaze firing of everything you make with it</li><li>Aprons and tools to use</li><li>A free practice session in our open studio on a Saturday afternoon during week 4</li></ul>',
            cta: ['Book your place', 'https://bookwhen.com/claypath?tags=six-week'],
            featured: true,
          }),
        ],
        [
          w.h('h2', 'Class times'),
          w.div(
            [w.text('Tuesday evenings', 'cp-fact__label'), w.text('6.30pm – 9pm', 'cp-fact__value')],
            'cp-time-row',
          ),
          w.div(
            [w.text('Wednesday mornings', 'cp-fact__label'), w.text('10am – 12.30pm', 'cp-fact__value')],
            'cp-time-row',
          ),
          w.div(
            [w.text('Thursday evenings', 'cp-fact__label'), w.text('6.30pm – 9pm', 'cp-fact__value')],
            'cp-time-row',
          ),
          w.text('Ages 16 and over. Maximum 6 students per class.', 'cp-small'),
          w.h('h3', 'Paying'),
          w.text(
            'Pay in full when you book, or pay a &pound;75 deposit and the balance 28 days before your first session.',
          ),
        ],
      ),
    ]),
    w.section(
      [
        w.h('h2', 'Course dates'),
        dates(w, [
          {
            day: 'Tuesday evenings',
            date: '12 January – 16 February 2027',
            time: '6.30pm – 9pm',
            status: '2 places left',
          },
          {
            day: 'Wednesday mornings',
            date: '13 January – 17 February 2027',
            time: '10am – 12.30pm',
            status: 'Sold out',
          },
          {
            day: 'Thursday evenings',
            date: '14 January – 18 February 2027',
            time: '6.30pm – 9pm',
            status: 'Available',
          },
          {
            day: 'Tuesday evenings',
            date: '2 March – 6 April 2027',
            time: '6.30pm – 9pm',
            status: 'Available',
          },
          {
            day: 'Wednesday mornings',
            date: '3 March – 7 April 2027',
            time: '10am – 12.30pm',
            status: 'Available',
          },
          {
            day: 'Thursday evenings',
            date: '4 March – 8 April 2027',
            time: '6.30pm – 9pm',
            status: 'Available',
          },
        ]),
        w.text('Sold out? Email us to go on the waiting list for your night.', 'cp-small'),
      ],
      'cp-section--sand',
    ),
    w.section([
      w.h('h2', 'Clay and firing'),
      w.rich(
        'Your course fee covers 12.5kg of our buff stoneware, which is plenty for most students. If you want more, extra clay is &pound;16 a bag (12.5kg), and that includes the firing of whatever you make with it.',
        'Everything is bisque fired and then glaze fired to 1222°C, so your pots are food-safe and dishwasher-safe. Your finished pots are ready to collect about 3 weeks after your last session. We keep uncollected work for 8 weeks, after which it is recycled.',
      ),
      w.h('h2', 'If you miss a week'),
      w.rich(
        'Each session builds on the one before, so we’re sorry but we can’t offer catch-up sessions or refunds for weeks you miss. Your free open studio practice session is a good way to make up lost time.',
      ),
      w.h('h2', 'Cancelling'),
      w.rich(
        `Cancel 14 days or more before your first session for a full refund. From 13 to 7 days before, we’ll move you to another course once. With less than 7 days to go we can’t refund or transfer your place, but you’re welcome to send a friend instead. More in our ${w.link('FAQ', '/faq/')}.`,
      ),
    ]),
  ].join(''),
};

/* ── Hand-building ───────────────────────────────────────────────────────────────────────────────────── */

const hb = oxy(27);
const handBuilding: CpPage = {
  path: '/classes/hand-building',
  title: 'Hand-Building Classes',
  description:
    'Pinch, coil and slab pottery in Bath: a 4-week hand-building course on Monday evenings (£145) and 3-hour Sunday workshops (£55).',
  id: 27,
  body: [
    hb.section([
      hb.h('div', 'Hand-Building', 'cp-kicker'),
      hb.h('h1', 'Make it by hand'),
      hb.text(
        'No wheel, no spinning: hand-building is pottery at the table, with pinch pots, coils and slabs. It’s relaxed, sociable and a great way in if the wheel isn’t for you. Classes are for adults (16 and over) and are taught by Tom.',
      ),
    ]),
    hb.section([
      hb.columns(
        [
          hb.pricingBox({
            title: '4-Week Hand-Building Course',
            subtitle: 'Monday evenings, 6.30pm – 8.30pm',
            amount: '145',
            term: 'per person',
            content:
              '<ul><li>Pinch, coil and slab techniques, one a week, then a project of your own</li><li>Clay, glazes and two firings included</li><li>Up to 8 students</li></ul>',
            cta: ['Book the course', 'https://bookwhen.com/claypath?tags=hand-building'],
          }),
          hb.h('h3', 'Course dates'),
          dates(hb, [
            {
              day: 'Monday evenings',
              date: '11 January – 1 February 2027',
              time: '6.30pm – 8.30pm',
              status: 'Available',
            },
            {
              day: 'Monday evenings',
              date: '22 February – 15 March 2027',
              time: '6.30pm – 8.30pm',
              status: 'Available',
            },
          ]),
        ],
        [
          hb.pricingBox({
            title: 'Sunday Workshop',
            subtitle: 'One-off, 3 hours, 10am – 1pm',
            amount: '55',
            term: 'per person',
            content:
              '<ul><li>A different project each month</li><li>Everything included, pieces glazed and fired for you</li><li>Ready to collect in about 3 weeks</li></ul>',
            cta: ['Book a workshop', 'https://bookwhen.com/claypath?tags=workshop'],
          }),
          hb.h('h3', 'Workshop dates'),
          dates(hb, [
            {
              day: 'Slab-built Christmas decorations',
              date: 'Sunday 6 December 2026',
              time: '10am – 1pm',
              status: '2 places left',
            },
            { day: 'Coil pots', date: 'Sunday 17 January 2027', time: '10am – 1pm', status: 'Available' },
            {
              day: 'Pinch-pot tea bowls',
              date: 'Sunday 21 February 2027',
              time: '10am – 1pm',
              status: 'Available',
            },
          ]),
        ],
      ),
    ]),
    hb.section(
      [
        hb.h('h2', 'Good to know'),
        hb.rich(
          'Hand-building classes are held in the ground-floor teaching studio. The Sunday workshop pieces are sent off to the kiln after the class, so they don’t come home with you on the day.',
        ),
      ],
      'cp-section--sand',
    ),
  ].join(''),
};

/* ── Kids' Clay Club ─────────────────────────────────────────────────────────────────────────────────── */

const k = oxy(29);
const kidsClub: CpPage = {
  path: '/classes/kids-clay-club',
  title: 'Kids’ Clay Club (ages 6–12)',
  description:
    'Saturday morning pottery club for children aged 6 to 12 in Larkhall, Bath: 6-week blocks in term time, £96, hand-building and the wheel for ages 8 and over.',
  id: 29,
  body: [
    k.section([
      k.h('div', 'Kids’ Clay Club', 'cp-kicker'),
      k.h('h1', 'Saturday mornings are for clay'),
      k.text(
        'Our club for ages 6 to 12 meets on Saturday mornings in term time. Children make something different every week &ndash; monsters, pots, tiles, animals &ndash; and take home fired and glazed pieces at the end of each block.',
      ),
      k.div(
        [
          fact(k, 'child', 'Ages', '6–12'),
          fact(k, 'clock-o', 'When', 'Saturdays 9.30am – 11am, term time'),
          fact(k, 'gbp', 'Price', '&pound;96 for a 6-week block'),
          fact(k, 'users', 'Group size', 'Up to 10 children, 2 teachers'),
        ],
        'cp-facts',
      ),
    ]),
    k.section([
      k.h('h2', 'The wheel'),
      k.text(
        'No under-8s on the wheel: our 6- and 7-year-olds hand-build at the table, while children of 8 and over also take turns on our two low wheels.',
      ),
      k.h('h2', 'Booking'),
      k.rich(
        'The club is booked by the block (it works out at &pound;16 a session). We can’t take drop-ins or single sessions, as each block builds up to finished pieces. Brothers and sisters get 10% off the second child.',
        'Parents and carers don’t need to stay, but please sign your child in and out, and collect promptly at 11am.',
      ),
    ]),
    k.section(
      [
        k.h('h2', 'Spring term blocks'),
        dates(k, [
          {
            day: 'Block 1',
            date: 'Saturdays 9 January – 13 February 2027',
            time: '9.30am – 11am',
            status: 'Sold out – waiting list',
          },
          {
            day: 'Block 2',
            date: 'Saturdays 27 February – 3 April 2027',
            time: '9.30am – 11am',
            status: 'Available',
          },
        ]),
        k.text('No club in the school holidays. The autumn block ends on Saturday 12 December.', 'cp-small'),
      ],
      'cp-section--sand',
    ),
  ].join(''),
};

export const cpClassPages: CpPage[] = [classes, taster, sixWeek, handBuilding, kidsClub];
