import {
  a,
  appear,
  bigP,
  bookWith,
  button,
  FADE_BOOKING,
  FADE_PHONE,
  type FadePage,
  h1,
  h2,
  h3,
  image,
  label,
  p,
  type Service,
  section,
  serviceStack,
  stack,
  strong,
  text,
  ul,
} from './fade-and-fettle.layout.ts';

/* ── The price list, one Service Row instance a line ────────────────────────────────────────────────── */

const haircuts: Service[] = [
  {
    name: 'Skin Fade',
    duration: '45 min',
    price: '£28',
    note: 'Bald or foil fade, blended into any length on top, razor line-up.',
  },
  {
    name: 'Taper Fade',
    duration: '45 min',
    price: '£27',
    note: 'A lower, softer fade at the neck and sideburns.',
  },
  { name: 'Scissor Cut', duration: '45 min', price: '£26', note: 'Scissors all over, no clippers.' },
  { name: 'Classic Cut', duration: '30 min', price: '£24', note: 'Clipper back and sides, scissors on top.' },
  { name: 'Buzz Cut', duration: '15 min', price: '£14', note: 'One grade all over.' },
  { name: 'Long Hair Cut', duration: '60 min', price: '£34', note: 'Shoulder length and beyond.' },
  {
    name: 'Cut &amp; Beard',
    duration: '60 min',
    price: '£38',
    note: 'Any haircut plus a beard trim and shape-up.',
  },
  { name: 'Senior Cut (65+)', duration: '30 min', price: '£18', note: 'Tuesday to Thursday only.' },
  {
    name: 'Apprentice Cut',
    duration: '45 min',
    price: '£12',
    note: 'With Callum, supervised. Wednesdays 4pm – 6pm.',
  },
];

const beards: Service[] = [
  { name: 'Beard Trim', duration: '20 min', price: '£15', note: 'Trim, shape-up and a razor edge.' },
  {
    name: 'Beard Sculpt &amp; Hot Towel',
    duration: '30 min',
    price: '£20',
    note: 'A full reshape with hot towels, oil and balm.',
  },
  {
    name: 'Hot Towel Shave',
    duration: '40 min',
    price: '£30',
    note: 'Traditional cut-throat shave, two hot towels, cold towel finish.',
  },
  { name: 'Head Shave', duration: '30 min', price: '£25', note: 'Smooth head shave with a hot towel.' },
  {
    name: 'The Full Fettle',
    duration: '90 min',
    price: '£62',
    note: 'Haircut, hot towel shave, face mask and head massage.',
  },
];

const kids: Service[] = [
  { name: 'Kids’ Cut (under 12)', duration: '30 min', price: '£16' },
  { name: 'Teen Cut (12–15)', duration: '30 min', price: '£20' },
  {
    name: 'First Haircut',
    duration: '20 min',
    price: '£14',
    note: 'With a certificate and a lock of hair to keep.',
  },
];

const addOns: Service[] = [
  { name: 'Eyebrow Tidy', duration: '5 min', price: '£6' },
  { name: 'Nose &amp; Ear Wax', duration: '10 min', price: '£8' },
  { name: 'Hair Design / Lines', duration: '10 min', price: 'from £5' },
  { name: 'Hot Towel &amp; Face Mask', duration: '15 min', price: '£10' },
];

const pick = (list: Service[], ...names: string[]) => list.filter((s) => names.includes(s.name));

/* ── Services & prices ──────────────────────────────────────────────────────────────────────────────── */

const services: FadePage = {
  path: '/services',
  title: 'Services &amp; Prices | Fade &amp; Fettle Barbers, Kelham Island',
  description:
    'Skin fades, scissor cuts, beard trims, hot towel shaves and kids’ cuts at Fade & Fettle, Kelham Island, Sheffield. Full price list.',
  body: [
    appear('Hero', [
      text(h1('Services &amp; prices'), 'Title'),
      text(
        p(
          'Every appointment starts with a proper chat about what you want and finishes with a hot towel. Coffee, tea or a soft drink is on us.',
        ),
        'Intro',
      ),
      button('Book online', FADE_BOOKING),
    ]),
    stack(
      'Promo Banner',
      [
        text(label('Students'), 'Tag'),
        text(
          p(
            `${strong('20% off haircuts Tuesday to Thursday this summer')}, until 31 August. Just show your student card when you pay.`,
          ),
          'Promo',
        ),
        button('Read more', '/journal/student-summer-2026', 'Outline'),
      ],
      'background-color:rgb(201, 162, 92);border-radius:12px',
    ),
    section('Haircuts', [text(h2('Haircuts'), 'Heading'), serviceStack('List', haircuts)]),
    section('Beards', [text(bigP('Beard &amp; shaves', 36), 'Heading'), serviceStack('List', beards)]),
    section('Kids', [text(h2('Kids'), 'Heading'), serviceStack('List', kids)]),
    section('Add-ons', [
      text(bigP('Add-ons', 36), 'Heading'),
      text(p('Add any of these to your appointment when you book.')),
      serviceStack('List', addOns),
    ]),
    stack('Notes', [
      text(
        p(
          'We don’t do colouring, bleaching or perms: just cuts, beards and shaves, done properly.',
          'Senior cuts are for 65 and over. Apprentice cuts are with Callum, our apprentice, with Jordan keeping an eye on every one.',
          `Prices are per person. See our ${a('booking policy', '/booking-policy')} for cancellations and late arrivals.`,
        ),
      ),
    ]),
    section('CTA', [text(bigP('Ready for a fresh one?', 40)), button('Book now', FADE_BOOKING)]),
  ],
};

/* ── Kids' cuts ─────────────────────────────────────────────────────────────────────────────────────── */

const kidsPage: FadePage = {
  path: '/kids',
  title: 'Kids’ Haircuts in Sheffield | Fade &amp; Fettle',
  description:
    'Kids’ cuts, teen cuts and first haircuts at Fade & Fettle on Kelham Island, with quiet appointments for children who find a busy barbershop too much.',
  body: [
    appear('Hero', [
      text(h1('Kids’ cuts'), 'Title'),
      text(
        p(
          'Little ones, big ones and first-timers. Ellie looks after most of our younger clients: she’s patient, she’s quick and she has an endless supply of stickers.',
        ),
      ),
    ]),
    section('Prices', [text(h2('Prices')), serviceStack('List', kids)]),
    section('First Haircut', [
      image('A toddler on a booster seat having a first haircut', 'Photo', '1200x1500'),
      stack('Text', [
        text(bigP('The first one', 36)),
        text(
          p(
            'We do first haircuts for little ones from around 12 months. They get a certificate with the date on and a lock of hair in an envelope to keep (or to show at their 18th birthday).',
            'Sit them on your knee if they’d rather: we’re used to working around wriggles.',
          ),
        ),
      ]),
    ]),
    section('Quiet', [
      text(h3('Quiet appointments')),
      text(
        p(
          'Our first slot on Wednesday mornings, at 9am, is kept as a quiet appointment: music off, lights down, no other customers in the shop and no clippers buzzing at the next chair. It’s ideal for autistic children or anyone who finds a busy barbershop a bit much. Book it online like any other appointment, or call us and tell us what helps.',
        ),
      ),
    ]),
    section('Good to know', [
      text(h3('Good to know')),
      text(
        ul(
          'Under-16s must be accompanied by a parent or guardian, who stays in the shop for the whole appointment.',
          'On Saturdays we only book kids’ cuts before 12 noon. Saturday afternoons are our busiest time and it isn’t much fun for them.',
          'We don’t do designs or lines on under-8s.',
          'Ellie is in on Wednesday, Thursday, Friday and Sunday. The rest of the team do kids’ cuts too.',
          'Kids’ cuts are for under-12s; from 12 to 15 it’s a teen cut.',
        ),
      ),
    ]),
    section('CTA', [
      button('Book with Ellie', bookWith('3318207')),
      button('See all prices', '/services', 'Outline'),
    ]),
  ],
};

/* ── Shaves & beards ────────────────────────────────────────────────────────────────────────────────── */

const shaves: FadePage = {
  path: '/shaves-and-beards',
  title: 'Hot Towel Shaves &amp; Beard Trims | Fade &amp; Fettle Sheffield',
  description:
    'Traditional hot towel shaves with a cut-throat razor, beard trims and beard sculpting at Fade & Fettle, Kelham Island.',
  body: [
    appear('Hero', [
      text(bigP('Shaves &amp; beards', 64), 'Title'),
      text(p('Hot towels, sharp razors and a bit of quiet. The best forty minutes of your week.')),
      button('Book a shave', FADE_BOOKING),
    ]),
    section('Menu', [
      text(h2('The menu'), 'Heading'),
      serviceStack('List', [...beards, ...pick(addOns, 'Hot Towel &amp; Face Mask')]),
    ]),
    section('The shave', [
      image('A barber with a cut-throat razor and a customer under a hot towel', 'Photo'),
      stack('Text', [
        text(h3('How a hot towel shave works')),
        text(
          p(
            'Pre-shave oil, two hot towels to soften everything up, a rich lather and a cut-throat razor with a fresh, single-use blade every time. Then a second pass against the grain if your skin likes it, a cold towel to close things down and a balm to finish.',
            'Beard growers: grow it out for at least four weeks before your first sculpt, so we’ve got something to shape.',
          ),
        ),
      ]),
    ]),
    section('Dan', [
      text(h3('Beards are Dan’s thing')),
      text(
        p(
          'Dan “Tash” Whitworth has been shaping beards for eleven years and does most of our shaves. He’s in Thursday to Sunday.',
        ),
      ),
      button('Book with Dan', bookWith('3318211'), 'Outline'),
    ]),
    section('Notes', [
      text(h3('Before you book')),
      text(
        ul(
          'If you’ve got a cold sore, a rash or broken skin where we’d be shaving, we won’t shave you that day. Call us and we’ll move your appointment free of charge.',
          'We don’t dye beards.',
          'The Full Fettle needs a £10 deposit when you book, taken off the bill on the day.',
        ),
      ),
    ]),
    section('Products', [
      text(h3('Fettle beard care')),
      text(
        p(
          'Our own beard oil (30ml, £14) and beard balm (£12), made for us in Sheffield with cedarwood and bergamot. We don’t sell online: our oils and balms are only available in the shop.',
        ),
      ),
    ]),
  ],
};

/* ── Weddings ───────────────────────────────────────────────────────────────────────────────────────── */

const weddings: FadePage = {
  path: '/weddings',
  title: 'Wedding Morning Grooming | Fade &amp; Fettle',
  description:
    'Haircuts and hot towel shaves for the groom and his party on the wedding morning, at Fade & Fettle.',
  body: [
    appear('Hero', [
      text(h1('Wedding mornings'), 'Title'),
      text(
        p(
          'Calm heads and sharp edges for the big day. We look after the groom and his party together, with a bottle of fizz on us.',
        ),
      ),
    ]),
    section('How it works', [
      text(h2('How it works')),
      text(
        p(
          'We book the groom and up to 5 others (a party of up to 6) as one block of appointments, back to back across our chairs, on any day we’re open. Everyone picks their own service from our normal price list.',
          'Want the shop to yourselves? Private hire gives you the whole place for an hour from 7am, before we open, for £60 on top of the services.',
          'We take a £10 deposit per person when you book, taken off the bill on the day. Please book at least 8 weeks ahead: summer Saturdays go early.',
        ),
      ),
    ]),
    section('Popular', [
      text(bigP('Popular on the day', 32)),
      serviceStack('List', [
        ...pick(haircuts, 'Skin Fade', 'Scissor Cut', 'Cut &amp; Beard'),
        ...pick(beards, 'Hot Towel Shave', 'The Full Fettle'),
      ]),
    ]),
    section('Good to know', [
      text(h3('Good to know')),
      text(
        ul(
          'We don’t travel to hotels or venues: the whole party comes to the shop.',
          'Have a trial cut two or three weeks before the wedding, so it’s had time to settle.',
          'Page boys are welcome: kids’ prices apply.',
        ),
      ),
      text(p(`To book a wedding party, call us on ${FADE_PHONE} or ${a('send us a message', '/find-us')}.`)),
    ]),
  ],
};

export const fadeServicePages: FadePage[] = [services, kidsPage, shaves, weddings];
