import {
  a,
  accordionBlock,
  boldLine,
  buttonBlock,
  cardBlock,
  formBlock,
  h,
  imageBlock,
  LANTERN_EMAIL,
  LANTERN_PHONE,
  LANTERN_POSTCODE,
  LANTERN_STREET,
  LANTERN_TOWN,
  type LanternPage,
  p,
  section,
  sizedLine,
  strong,
  textBlock,
  textSection,
} from './lantern-lane-photo.layout.ts';

/* ── Home ───────────────────────────────────────────────────────────────────────────────────────────── */

const home: LanternPage = {
  path: '/',
  title: 'Lantern Lane Photography School | Photography Courses in Bristol',
  description:
    'Weekend photography workshops, one-to-one tuition, a darkroom and a studio to hire in St Philips, Bristol, plus an online course library.',
  sections: [
    section(
      [
        textBlock(
          `${h(1, 'Learn photography in the heart of Bristol')}${p('Weekend workshops, one-to-one lessons, a community darkroom and a hire studio, all under one roof in St Philips.')}`,
          8,
          'center',
        ),
        buttonBlock({ label: 'See our workshops', href: '/workshops' }, 6),
      ],
      { photo: 'hero-darkroom-red-light.jpg' },
    ),
    section(
      [
        textBlock(
          `${sizedLine('<strong>Small groups. Real cameras. Proper tutors.</strong>', 28)}${p('Since 2015 we’ve taught more than 6,000 people to get off auto, light a face, read a street and make a print they’re proud of. Our groups are small (never more than ten, and only four in the darkroom), so you get real time with your tutor.')}`,
          10,
          'center',
        ),
      ],
      { background: 'cream' },
    ),
    section([
      cardBlock({
        image: 'card-beginners.jpg',
        text: `${h(4, 'Weekend workshops')}${p('Beginners’ camera, portrait lighting, street photography walks and darkroom printing.')}`,
        button: { label: 'Workshops', href: '/workshops' },
      }),
      cardBlock({
        image: 'card-one-to-one.jpg',
        text: `${h(4, 'One-to-one tuition')}${p('Your camera, your questions, your pace: in the studio, out on location or online.')}`,
        button: { label: 'One-to-one', href: '/one-to-one' },
      }),
      cardBlock({
        image: 'card-library.jpg',
        text: `${h(4, 'The Lantern Lane Library')}${p('More than 60 video courses to watch at home, with a live Q&amp;A every month.')}`,
        button: { label: 'Online courses', href: '/online-courses' },
      }),
    ]),
    section([
      cardBlock({
        image: 'card-darkroom.jpg',
        text: `${h(4, 'The darkroom')}${p('Six enlargers, a film processing room and a friendly crowd. Join as a member.')}`,
        button: { label: 'Darkroom membership', href: '/darkroom' },
      }),
      cardBlock({
        image: 'card-studio.jpg',
        text: `${h(4, 'Studio hire')}${p('A daylight studio with flash, backdrops and a changing area, by the hour.')}`,
        button: { label: 'Studio hire', href: '/studio-hire' },
      }),
      cardBlock({
        image: 'card-voucher.jpg',
        text: `${h(4, 'Gift vouchers')}${p('For the camera that’s been sitting in a drawer since last Christmas.')}`,
        button: { label: 'Gift vouchers', href: '/offers/Gc4nT7vX' },
      }),
    ]),
    section(
      [
        imageBlock('drone-over-harbour.jpg', 'A drone over Bristol harbour', 5),
        textBlock(
          `${boldLine('Coming in 2027: drone photography')}${p(`A beginners’ course in flying and photographing with a drone. ${a('Find out more', '/drone-photography')}`)}`,
          6,
        ),
      ],
      { background: 'cream' },
    ),
    section([
      textBlock(
        `${p('“Tom got me off auto in one Saturday. I finally understand what all the dials do.” <em>— Priya, Beginners’ Camera Workshop, October 2026</em>')}${p('“Rosa is a darkroom wizard. My first fibre print is framed on the wall.” <em>— Dan, Darkroom Printing Weekend</em>')}`,
        8,
        'center',
      ),
    ]),
  ],
};

/* ── About ──────────────────────────────────────────────────────────────────────────────────────────── */

const tutor = (photo: string, name: string, role: string, bio: string) =>
  section([imageBlock(photo, name, 4), textBlock(`${h(3, name)}${boldLine(role)}${p(bio)}`, 7)], {
    align: 'top',
  });

const about: LanternPage = {
  path: '/about',
  title: 'About us | Lantern Lane Photography School',
  description:
    'Who we are: a small independent photography school in a former print works in St Philips, Bristol.',
  sections: [
    textSection(
      `${h(1, 'About Lantern Lane')}${p('Lantern Lane Photography School started in 2015 as a single darkroom evening class in Hattie Marsh’s spare room. Today we have a home of our own in The Print Rooms, a former print works on Lantern Lane in St Philips, with a classroom, a studio, a film processing room and a darkroom with six enlargers.')}${p('We’re a small independent school: four tutors, a darkroom technician and a lot of tea. We aren’t linked to any college or university, and our courses don’t lead to a formal qualification; you leave with a certificate of attendance and a lot of new pictures.')}`,
    ),
    section([textBlock(sizedLine('Meet the team', 30), 10, 'center')], { background: 'cream' }),
    tutor(
      'hattie-marsh.jpg',
      'Hattie Marsh',
      'Founder · portrait lighting',
      'Hattie spent twelve years as a portrait and editorial photographer before opening the school. She teaches the Portrait Lighting Workshop and most of our one-to-one lessons.',
    ),
    tutor(
      'tom-beddoe.jpg',
      'Tom Beddoe',
      'Beginners’ courses · landscape',
      'Tom is the patient voice behind the Beginners’ Camera Workshop and half of the videos in the Library. He has never met a setting he couldn’t explain with a biscuit.',
    ),
    tutor(
      'kwame-adjei.jpg',
      'Kwame Adjei',
      'Street photography',
      'Kwame has photographed Bristol’s streets for fifteen years and leads our Street Photography Walks, rain or shine.',
    ),
    tutor(
      'rosa-lindqvist.jpg',
      'Rosa Lindqvist',
      'Darkroom manager · printing',
      'Rosa runs the darkroom, inducts new members and teaches the Darkroom Printing Weekend. Ask her about split-grade printing at your own risk.',
    ),
  ],
};

/* ── Contact ────────────────────────────────────────────────────────────────────────────────────────── */

const contact: LanternPage = {
  path: '/contact',
  title: 'Contact & find us | Lantern Lane Photography School',
  description:
    'How to find Lantern Lane Photography School in St Philips, Bristol, our opening hours and how to reach us.',
  sections: [
    textSection(
      `${h(1, 'Contact us')}${p('Questions about a workshop, a voucher or hiring the studio? Call, email or use the form and we’ll reply within two working days.')}`,
    ),
    section(
      [
        textBlock(
          `${boldLine('Find us')}${p(`${LANTERN_STREET}<br>${LANTERN_TOWN}<br>${LANTERN_POSTCODE}`)}${boldLine('Call us')}${p(LANTERN_PHONE)}${boldLine('Email')}${p(a(LANTERN_EMAIL, `mailto:${LANTERN_EMAIL}`))}`,
          5,
        ),
        textBlock(
          `${boldLine('Opening hours')}<table class="hours"><tbody><tr><td>Monday</td><td>Closed</td></tr><tr><td>Tuesday</td><td>10am – 6pm</td></tr><tr><td>Wednesday</td><td>10am – 6pm</td></tr><tr><td>Thursday</td><td>10am – 6pm</td></tr><tr><td>Friday</td><td>10am – 6pm</td></tr><tr><td>Saturday</td><td>9am – 5pm</td></tr><tr><td>Sunday</td><td>10am – 4pm</td></tr></tbody></table>${p('The darkroom stays open for members until 9pm on Thursdays. The phone is answered during opening hours only.')}`,
          5,
        ),
      ],
      { align: 'top' },
    ),
    section(
      [
        textBlock(
          `${h(3, 'Getting here')}${p('We’re a 10-minute walk from Bristol Temple Meads station: leave by the Friary exit and follow the river east along the Feeder Road path, then turn left into Lantern Lane.')}${p(`${strong('Parking:')} we don’t have any parking of our own, and Lantern Lane is permit holders only. The nearest public car park is Cabot Circus, about 12 minutes’ walk.`)}${p(`${strong('Bikes:')} there are six bike stands in our yard.`)}${p(`${strong('Access:')} the studio, darkroom and toilets are on the ground floor with step-free access. The classroom is on the first floor, up one flight of stairs, and there is no lift; tell us when you book and we’ll teach the theory downstairs.`)}`,
          8,
        ),
      ],
      { background: 'cream' },
    ),
    section([
      textBlock(h(3, 'Send us a message'), 8),
      formBlock(
        '2148816309',
        [
          { kind: 'text', label: 'Name', required: true },
          { kind: 'email', label: 'Email', required: true },
          { kind: 'tel', label: 'Phone (optional)' },
          {
            kind: 'select',
            label: 'What is it about?',
            options: [
              'Workshops',
              'One-to-one tuition',
              'Darkroom',
              'Studio hire',
              'Gift vouchers',
              'Something else',
            ],
          },
          { kind: 'textarea', label: 'Your message' },
        ],
        'Send message',
      ),
    ]),
  ],
};

/* ── FAQ: an accordion block saved with every answer collapsed ──────────────────────────────────────── */

const faqItems: [string, string][] = [
  [
    'Do I need my own camera?',
    p(
      'For the Beginners’ Camera Workshop, bring your own DSLR or mirrorless camera if you have one. If you don’t, we can lend you one for the day for £20: add it when you book, as we only have four.',
      'The Portrait Lighting Workshop needs a camera with a manual mode and a hot shoe. Any camera is fine on a Street Photography Walk, phones included.',
      'We don’t lend cameras for the darkroom course: it’s a printing course, so bring your own black-and-white negatives (35mm or 120).',
    ),
  ],
  [
    'What if I can’t make it?',
    p(
      'Cancel at least 14 days before your workshop and we’ll refund you in full. With less than 14 days’ notice we can’t give refunds, but we’ll move you to another date once (if there’s space), or you can send a friend in your place.',
    ),
  ],
  [
    'How old do I need to be?',
    p(
      'Our workshops are for ages 16 and over. If you’re 16 or 17, a parent or guardian needs to sign our consent form before the day.',
      'No under-16s in the darkroom, even with a parent: we work with photographic chemicals.',
    ),
  ],
  [
    'Is lunch included?',
    p(
      'Tea, coffee and cake are included on every workshop, but lunch isn’t: bring a packed lunch or pop out to one of the cafés on Old Market Street.',
    ),
  ],
  [
    'Do street walks go ahead in the rain?',
    p(
      'Yes! Rain makes for great reflections. Bring waterproofs and a cloth for your lens. We only postpone a walk if there’s a Met Office amber or red weather warning for Bristol, and we’ll move you to the next date.',
    ),
  ],
  [
    'Can I pay in instalments?',
    p(
      'Only for the Darkroom Printing Weekend, which you can pay in two monthly payments. All our other workshops are paid in full when you book.',
    ),
  ],
  [
    'Do Library members get a discount?',
    p(
      'Yes: Library members get 10% off every in-person workshop. You’ll find your code in your Library account.',
    ),
  ],
  [
    'Do you have student discounts?',
    p(
      'We’re sorry, we don’t offer student or concession prices. We keep our groups small and our prices as low as we can for everyone.',
    ),
  ],
  [
    'Can a friend come along to watch?',
    p(
      'We don’t have room for observers: only booked participants can join a workshop. Why not get them a place too?',
    ),
  ],
  [
    'Do I get a certificate?',
    p(
      'Yes, everyone gets a certificate of attendance. Our courses aren’t accredited and don’t lead to a formal qualification.',
    ),
  ],
];

const faq: LanternPage = {
  path: '/faq',
  title: 'FAQ | Lantern Lane Photography School',
  description: 'Answers to the questions we’re asked most about our workshops, cameras, refunds and ages.',
  sections: [
    textSection(
      `${h(1, 'Frequently asked questions')}${p(`Can’t find your answer? Call us on ${LANTERN_PHONE} or ${a('send us a message', '/contact')}.`)}`,
    ),
    section([accordionBlock(faqItems)]),
    section([buttonBlock({ label: 'Book a workshop', href: '/workshops' })], { background: 'cream' }),
  ],
};

export const lanternHome = home;
export const lanternPages: LanternPage[] = [about, contact, faq];
