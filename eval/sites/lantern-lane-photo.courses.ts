import {
  a,
  boldLine,
  buttonBlock,
  cardBlock,
  countdownBlock,
  h,
  imageBlock,
  type LanternPage,
  p,
  pricingBlock,
  section,
  sizedLine,
  strong,
  textBlock,
  textSection,
  ul,
} from './lantern-lane-photo.layout.ts';

/* ── Weekend workshops ──────────────────────────────────────────────────────────────────────────────── */

interface Workshop {
  title: string;
  image: string;
  when: string;
  price: string;
  size: string;
  offer: string;
  /** The section under the cards: the owner's heading, then the text. */
  heading: string;
  body: string;
}

const workshops: Workshop[] = [
  {
    title: 'Beginners’ Camera Workshop',
    image: 'workshop-beginners.jpg',
    when: 'Saturdays · 10am – 4pm',
    price: '£149',
    size: 'Up to 8 people',
    offer: '/offers/hT4kP9sQ',
    heading: 'Beginners’ Camera Workshop (DSLR &amp; mirrorless)',
    body: `${p('Get off auto in a day. With Tom Beddoe you’ll learn aperture, shutter speed and ISO, how to focus where you mean to, and how to read the light, with a walk around the harbour after lunch to try it all out.')}${p(`${strong('Next dates:')} Saturday 5 December 2026 · Saturday 16 January 2027 · Saturday 13 February 2027`)}${p('Bring your own DSLR or mirrorless camera, or borrow one of ours for the day. This workshop is about cameras, so it isn’t suitable for phone photography.')}`,
  },
  {
    title: 'Portrait Lighting Workshop',
    image: 'workshop-portrait.jpg',
    when: 'Sundays · 10am – 4pm',
    price: '£189',
    size: 'Up to 6 people',
    offer: '/offers/Vm2rX8dN',
    heading: 'Portrait Lighting Workshop',
    body: `${p('A day in our studio with Hattie Marsh: one light, then two, then three. Window light, reflectors, softboxes and the classic lighting patterns, with a professional model for the afternoon.')}${p(`${strong('Next dates:')} Sunday 13 December 2026 · Sunday 24 January 2027 · Sunday 21 February 2027`)}${p('You’ll need a camera with a manual mode and a hot shoe. The studio flash, triggers and modifiers are ours.')}`,
  },
  {
    title: 'Street Photography Walk',
    image: 'workshop-street.jpg',
    when: 'Saturdays · 2pm – 5pm',
    price: '£65',
    size: 'Up to 10 people',
    offer: '/offers/Qz7cL3wB',
    heading: 'Street Photography Walks',
    body: `${p('Three hours on foot with Kwame Adjei through the harbourside, Old City and St Nicholas Market, learning to see a picture before it happens and to photograph strangers with confidence and respect.')}${p(`${strong('Next dates:')} Saturday 28 November 2026 · Saturday 12 December 2026 · Saturday 9 January 2027`)}${p('We meet by the steps of M Shed on Princes Wharf and finish with a look through everyone’s pictures over a hot drink. Any camera is welcome, phones included.')}`,
  },
  {
    title: 'Darkroom Printing Weekend',
    image: 'workshop-darkroom.jpg',
    when: 'Saturday &amp; Sunday · 10am – 4pm',
    price: '£240',
    size: 'Up to 4 people',
    offer: '/offers/Nd5yF6jR',
    heading: 'Darkroom Printing Weekend',
    body: `${p('Two days in the darkroom with Rosa Lindqvist, from contact sheet to a finished fibre-based print: exposure, contrast grades, dodging and burning, and toning. All paper and chemicals are included.')}${p(`${strong('Next dates:')} 9–10 January 2027 · 6–7 February 2027`)}${p('Bring a few of your own black-and-white negatives, 35mm or 120. Finish the weekend and your darkroom induction is free.')}`,
  },
];

const workshopCard = (w: Workshop) =>
  cardBlock(
    {
      image: w.image,
      text: `${boldLine(w.title)}${p(w.when)}${sizedLine(`<strong>${w.price}</strong>`, 32)}${p(w.size)}`,
      button: { label: 'Book now', href: w.offer },
    },
    3,
  );

const workshopsPage: LanternPage = {
  path: '/workshops',
  title: 'Weekend photography workshops in Bristol | Lantern Lane Photography School',
  description:
    'Beginners’ camera, portrait lighting, street photography walks and darkroom printing: small-group weekend workshops in Bristol.',
  sections: [
    section(
      [
        textBlock(
          `${h(1, 'Weekend workshops')}${p('Hands-on, small-group days at our school in St Philips (and out on the streets of Bristol). Tea, coffee and cake included.')}`,
          8,
          'center',
        ),
      ],
      { photo: 'workshops-hero.jpg' },
    ),
    section(workshops.map(workshopCard), { background: 'cream' }),
    ...workshops.map((w, k) =>
      section(
        [
          imageBlock(w.image, w.title, 5),
          textBlock(`${sizedLine(w.heading, 26)}${w.body}${p(a('Book your place →', w.offer))}`, 7),
        ],
        { background: k % 2 ? 'cream' : 'light', align: 'top' },
      ),
    ),
    textSection(
      `${h(3, 'Good to know')}${ul(
        'Workshops are for ages 16 and over; 16- and 17-year-olds need a consent form signed by a parent or guardian.',
        'Cancel at least 14 days before your workshop for a full refund. After that we can’t refund you, but we’ll move you to another date once, or you can send a friend.',
        'Library members get 10% off every workshop.',
      )}${p(a('More questions? Read our FAQ', '/faq'))}`,
    ),
  ],
};

/* ── One-to-one tuition ─────────────────────────────────────────────────────────────────────────────── */

const oneToOne: LanternPage = {
  path: '/one-to-one',
  title: 'One-to-one photography lessons | Lantern Lane Photography School',
  description: 'Private photography tuition in Bristol: in our studio, on location or online.',
  sections: [
    textSection(
      `${h(1, 'One-to-one tuition')}${p('A lesson built around you: the camera you own, the pictures you want to take and the questions nobody else in a group would ask. Lessons are with Hattie or Tom.')}`,
    ),
    section(
      [
        pricingBlock({
          title: 'By the hour',
          price: '75',
          interval: '/hour',
          text: ul('Minimum 2 hours', 'In the studio or on location', 'Lightroom help included'),
          button: { label: 'Enquire', href: '/contact' },
        }),
        pricingBlock({
          title: 'Half day',
          price: '210',
          interval: '/3 hours',
          text: ul('A morning or an afternoon', 'Great for a camera you’ve just bought'),
          button: { label: 'Enquire', href: '/contact' },
          ribbon: 'Most popular',
        }),
        pricingBlock({
          title: 'Five-hour pack',
          price: '340',
          text: ul('Book your hours as you go', 'Use within 6 months of buying'),
          button: { label: 'Enquire', href: '/contact' },
        }),
      ],
      { background: 'cream' },
    ),
    textSection(
      `${boldLine('Online lessons')}${p('Over Zoom, sharing your screen and your pictures: £55 an hour, from one hour. Ideal for editing and critique.')}${boldLine('Where we meet')}${p('In our studio, or anywhere you like inside Bristol’s ring road at no extra cost. Further afield we charge travel at 45p a mile from the school.')}${boldLine('When')}${p('One-to-one lessons run Tuesday to Saturday. We don’t teach them on Sundays or Mondays.')}${p('Need to rearrange? Give us at least 48 hours’ notice and we’ll move your lesson free of charge.')}`,
    ),
  ],
};

/* ── The online library, with the summer sale section still on the page ─────────────────────────────── */

const onlineCourses: LanternPage = {
  path: '/online-courses',
  title: 'The Lantern Lane Library | Online photography courses',
  description: 'More than 60 online photography courses and a monthly live Q&A, for one monthly membership.',
  sections: [
    section(
      [
        textBlock(
          `${h(1, 'The Lantern Lane Library')}${p('Our whole school on your sofa: more than 60 video courses from our tutors, from your first camera to your first exhibition.')}`,
          8,
          'center',
        ),
      ],
      { photo: 'library-hero.jpg' },
    ),
    section([
      textBlock(
        `${h(3, 'What’s inside')}${ul(
          'Camera Basics, Composition, Light and Colour',
          'Lightroom Classic from scratch',
          'Portraits at home with one lamp',
          'Shooting and developing film',
          'A live Q&amp;A with a tutor on the first Wednesday of every month at 7pm',
          '10% off every in-person workshop',
        )}${p('Watch in your browser or in the Kajabi app. Videos stream only: they can’t be downloaded.')}`,
        8,
      ),
    ]),
    section(
      [
        pricingBlock({
          title: 'Monthly',
          price: '19',
          interval: '/month',
          text: ul('7-day free trial', 'Cancel any time from your account'),
          button: { label: 'Start your free trial', href: '/login' },
        }),
        pricingBlock({
          title: 'Annual',
          price: '190',
          interval: '/year',
          text: ul('Two months free', 'No free trial on the annual plan'),
          button: { label: 'Join for a year', href: '/login' },
          ribbon: 'Best value',
        }),
      ],
      { background: 'cream' },
    ),
    section(
      [
        textBlock(
          `${sizedLine('<strong>☀ Summer Sale: 30% off a year of the Library</strong>', 28)}${p('A whole year of courses for £133 instead of £190. Offer ends 31 August 2026 at midnight!')}`,
          8,
          'center',
        ),
        countdownBlock('2026-08-31T23:59:59+01:00'),
        buttonBlock({ label: 'Grab the deal', href: '/offers/Lb8sW2mK' }, 12),
      ],
      { background: 'dark' },
    ),
  ],
};

/* ── Darkroom membership ────────────────────────────────────────────────────────────────────────────── */

const darkroom: LanternPage = {
  path: '/darkroom',
  title: 'Darkroom membership | Lantern Lane Photography School',
  description: 'A black-and-white community darkroom in Bristol: membership, pay as you go and inductions.',
  sections: [
    textSection(
      `${h(1, 'The darkroom')}${p('Six enlargers (35mm to 5×4), a film processing room, drying cabinets and a print washer, looked after by our darkroom manager Rosa Lindqvist. We’re a black-and-white darkroom: we don’t have colour (RA-4) printing or C-41 processing.')}`,
    ),
    section(
      [
        pricingBlock({
          title: 'Darkroom membership',
          price: '45',
          interval: '/month',
          text: ul(
            'Unlimited sessions in our opening hours',
            'Thursday late until 9pm',
            'Chemicals included',
            'Book up to 3 hours at a time',
          ),
          button: { label: 'Become a member', href: '/contact' },
        }),
        pricingBlock({
          title: 'Pay as you go',
          price: '12',
          interval: '/hour',
          text: ul('For inducted non-members', 'Chemicals included'),
          button: { label: 'Book a session', href: '/contact' },
        }),
      ],
      { background: 'cream' },
    ),
    section([
      textBlock(
        `${h(4, 'Before your first session')}${p('Everyone starts with a one-off two-hour induction with Rosa, £30. It’s free if you’ve done our Darkroom Printing Weekend.')}${h(4, 'Paper and film')}${p('Paper isn’t included in membership: bring your own, or buy Ilford paper at the desk. You can develop your own black-and-white film in the processing room, but we don’t offer a lab developing service.')}${h(4, 'Ages')}${p('No under-16s in the darkroom, even with a parent. Members aged 16 or 17 need a parent or guardian to sign for them.')}${h(4, 'Leaving')}${p('Cancel your membership at any time with one month’s notice.')}`,
        8,
      ),
    ]),
  ],
};

/* ── Studio hire ────────────────────────────────────────────────────────────────────────────────────── */

const studioHire: LanternPage = {
  path: '/studio-hire',
  title: 'Photography studio hire in Bristol | Lantern Lane Photography School',
  description: 'Hire our photography studio in St Philips, Bristol, by the hour, half day or day.',
  sections: [
    section(
      [
        imageBlock('studio-wide.jpg', 'The studio', 6),
        textBlock(
          `${h(1, 'Studio hire')}${p('A 7m × 5m studio with a 3.5m ceiling and big north-facing windows (with blackout blinds), for portraits, products and small shoots.')}`,
          6,
        ),
      ],
      { align: 'top' },
    ),
    section(
      [
        pricingBlock({
          title: 'Hourly',
          price: '35',
          interval: '/hour',
          text: ul('Minimum 2 hours'),
          button: { label: 'Check availability', href: '/contact' },
        }),
        pricingBlock({
          title: 'Half day',
          price: '125',
          interval: '/4 hours',
          text: ul('Morning or afternoon'),
          button: { label: 'Check availability', href: '/contact' },
        }),
        pricingBlock({
          title: 'Full day',
          price: '230',
          interval: '/8 hours',
          text: ul('Our best hourly rate'),
          button: { label: 'Check availability', href: '/contact' },
        }),
      ],
      { background: 'cream' },
    ),
    textSection(
      `${boldLine('What’s included')}${ul(
        'Three Godox flash heads with softboxes, a beauty dish and triggers',
        'Paper backdrops in white, grey and black',
        'A changing area with a mirror',
        'Wi-Fi, tea and coffee',
      )}${boldLine('When')}${p('The studio can be hired Tuesday to Sunday during our opening hours, and on weekday evenings until 9pm by arrangement.')}${boldLine('Please note')}${ul(
        'Up to 10 people in the studio at a time, including you.',
        'No smoke machines, haze, glitter, confetti or naked flames.',
        'Cancel at least 72 hours before your booking for a full refund. After that the hire is charged in full.',
      )}`,
    ),
  ],
};

/* ── Drone photography, coming in 2027 ──────────────────────────────────────────────────────────────── */

const drone: LanternPage = {
  path: '/drone-photography',
  title: 'Drone photography course, coming in 2027 | Lantern Lane Photography School',
  description: 'A beginners’ drone photography course at Lantern Lane, coming in 2027.',
  sections: [
    section(
      [
        textBlock(
          `${h(1, 'Drone Photography for Beginners')}${sizedLine('Coming in 2027', 24)}`,
          8,
          'center',
        ),
      ],
      { photo: 'drone-over-harbour.jpg' },
    ),
    textSection(
      `${p('We’re putting together a one-day course on flying a drone safely and taking great aerial pictures: the CAA rules and your Flyer ID and Operator ID, where you can and can’t fly around Bristol, and composing from above.')}${p(`${strong('When and how much?')} We’re aiming for the spring. Dates and the price haven’t been set yet.`)}${p('We’re not taking bookings yet. If you’d like to hear first, send us a message with “Drone” in the subject and we’ll add you to the waiting list.')}`,
    ),
    section([cardBlock({ text: p(a('Join the waiting list', '/contact')) }, 6)], { background: 'cream' }),
  ],
};

export const lanternCoursePages: LanternPage[] = [
  workshopsPage,
  oneToOne,
  onlineCourses,
  darkroom,
  studioHire,
  drone,
];
