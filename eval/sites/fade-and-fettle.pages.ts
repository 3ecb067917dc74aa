import {
  a,
  appear,
  bigP,
  bookWith,
  br,
  button,
  em,
  FADE_BOOKING,
  FADE_EMAIL,
  FADE_PHONE,
  FADE_PHONE_HREF,
  FADE_POSTCODE,
  FADE_STREET,
  FADE_TOWN,
  FADE_UNIT,
  type FadePage,
  faqItem,
  form,
  h1,
  h2,
  h3,
  image,
  label,
  linkFrame,
  p,
  section,
  small,
  stack,
  strong,
  text,
  ul,
} from './fade-and-fettle.layout.ts';

/* ── Home ───────────────────────────────────────────────────────────────────────────────────────────── */

const card = (title: string, body: string, href: string, alt: string) =>
  linkFrame('Card', href, [
    image(alt, 'Image', '1200x1500'),
    text(h3(title), 'Title'),
    text(p(body), 'Body'),
    text(small('Find out more →'), 'More'),
  ]);

const home: FadePage = {
  path: '/',
  title: 'Fade &amp; Fettle | Barbers &amp; Men’s Grooming, Kelham Island, Sheffield',
  description:
    'Skin fades, scissor cuts, beard sculpting and hot towel shaves in an old cutlery works on Kelham Island, Sheffield. Book online.',
  body: [
    appear('Hero', [
      text(h1('Sharp cuts. Hot towels. Good chat.'), 'Headline'),
      text(
        p(
          'A barbershop and men’s grooming studio in an old cutlery works on Kelham Island, Sheffield. Five chairs, a good playlist and the kettle always on, since 2019.',
        ),
        'Subline',
      ),
      stack('Buttons', [button('Book now', FADE_BOOKING), button('See prices', '/services', 'Outline')]),
    ]),
    image('The five chairs of Fade & Fettle under exposed brick and steel beams', 'Hero Image', '2400x1350'),
    section('What we do', [
      text(bigP('What we do', 40), 'Heading'),
      stack('Cards', [
        card(
          'Haircuts',
          'Skin fades, tapers, scissor work and long hair. Tell us what you’re after, or let us suggest.',
          '/services',
          'A fresh skin fade from the side',
        ),
        card(
          'Shaves &amp; beards',
          'Cut-throat hot towel shaves and beard sculpting with Dan.',
          '/shaves-and-beards',
          'A beard being shaped with a razor',
        ),
        card(
          'Kids',
          'First haircuts, kids’ cuts and quiet appointments.',
          '/kids',
          'A boy grinning in the barber’s chair',
        ),
      ]),
    ]),
    section('Second shop', [
      image('The empty shop front on Ecclesall Road with paper over the windows', 'Photo'),
      stack('Text', [
        text(label('Coming spring 2027'), 'Tag'),
        text(h2('Fade &amp; Fettle Ecclesall Road'), 'Title'),
        text(
          p(
            'Our second shop is on its way, at the Sharrow Vale end of Ecclesall Road. Same team spirit, four more chairs.',
          ),
        ),
        button('Read the news', '/journal/second-shop-ecclesall-road', 'Outline'),
      ]),
    ]),
    section('Reviews', [
      text(bigP('What people say', 40), 'Heading'),
      stack('Quotes', [
        text(
          p('“Best fade I’ve had in Sheffield, and Marcus actually listens.”', em('— Tom R., Google review')),
        ),
        text(
          p(
            '“Took my lad for his first ever haircut. Ellie was brilliant and we got a certificate!”',
            em('— Sarah K.'),
          ),
        ),
        text(p('“The Full Fettle is the most relaxed I’ve been all year.”', em('— Imran A., Google review'))),
      ]),
    ]),
    section('Instagram', [
      text(p(`Follow along ${a('@fadeandfettle', 'https://www.instagram.com/fadeandfettle')}`)),
      stack('Grid', [
        image('A textured crop', 'Post'),
        image('A mid fade with a hard part', 'Post'),
        image('A beard after sculpting', 'Post'),
        image('The shop at night', 'Post'),
      ]),
    ]),
  ],
};

/* ── The barbers: CMS cards, each with the days they work ───────────────────────────────────────────── */

interface Barber {
  name: string;
  role: string;
  days: string;
  bio: string;
  staffId: string;
}

const barbers: Barber[] = [
  {
    name: 'Jordan Pryce',
    role: 'Owner &amp; master barber',
    days: 'Tue · Wed · Fri · Sat',
    bio: 'Jordan opened Fade &amp; Fettle in March 2019 after fifteen years behind the chair in Sheffield and Manchester. Scissor cuts and hot towel shaves are his favourite things; he also trains Callum.',
    staffId: '3318203',
  },
  {
    name: 'Marcus Oduya',
    role: 'Senior barber',
    days: 'Tue · Thu · Fri · Sat',
    bio: 'Fades, tapers, sharp line-ups and hair designs. If it needs a steady hand and a foil shaver, it’s Marcus.',
    staffId: '3318205',
  },
  {
    name: 'Ellie Hartshorn',
    role: 'Barber',
    days: 'Wed · Thu · Fri · Sun',
    bio: 'Ellie looks after most of our kids’ cuts and first haircuts, and anyone with long hair they don’t want butchered.',
    staffId: '3318207',
  },
  {
    name: 'Dan “Tash” Whitworth',
    role: 'Barber · beards &amp; shaves',
    days: 'Thu · Fri · Sat · Sun',
    bio: 'Dan does most of our hot towel shaves and beard sculpting. The moustache is real.',
    staffId: '3318211',
  },
  {
    name: 'Callum Reyes',
    role: 'Apprentice',
    days: 'Wed · Sat',
    bio: 'Callum is in the second year of his apprenticeship. Book an apprentice cut with him on Wednesdays from 4pm to 6pm for £12, with Jordan checking every cut.',
    staffId: '3318214',
  },
];

const barberCard = (b: Barber) =>
  stack('Barber Card', [
    image(b.name, 'Photo', '1200x1500'),
    text(h3(b.name), 'Name'),
    text(p(b.role), 'Role'),
    stack('Days', [text(label('Days'), 'Label'), text(p(b.days), 'Value')]),
    text(p(b.bio), 'Bio'),
    button(`Book with ${b.name.split(' ')[0]}`, bookWith(b.staffId), 'Outline'),
  ]);

const team: FadePage = {
  path: '/barbers',
  title: 'Our Barbers | Fade &amp; Fettle, Kelham Island',
  description: 'Meet the barbers at Fade & Fettle and see which days each of them is in the shop.',
  body: [
    appear('Hero', [
      text(bigP('The barbers', 64), 'Title'),
      text(
        p('Five of us, four chairs on a quiet day and five on a busy one. Here’s who’s in when.'),
        'Intro',
      ),
    ]),
    section('Team', barbers.map(barberCard)),
    section('Late nights', [
      text(h3('Thursday late nights')),
      text(p('On Thursdays Marcus, Ellie and Dan work until 8pm, so there’s time after work.')),
    ]),
  ],
};

/* ── Gift cards ─────────────────────────────────────────────────────────────────────────────────────── */

const gifts: FadePage = {
  path: '/gift-cards',
  title: 'Gift Cards | Fade &amp; Fettle',
  description: 'Give a fresh cut or a hot towel shave: Fade & Fettle gift cards, digital or printed.',
  body: [
    appear('Hero', [
      text(h1('Gift cards'), 'Title'),
      text(p('For the man who has everything except a decent haircut.')),
      button('Buy a digital gift card', `${FADE_BOOKING}/gift-cards`),
    ]),
    section('Options', [
      stack('Digital', [
        text(h3('Digital')),
        text(
          p(
            'Bought online through our booking site and emailed straight away, to you or to them. Choose £20, £30, £50 or The Full Fettle (£62).',
          ),
        ),
      ]),
      stack('Printed', [
        text(h3('Printed')),
        text(
          p(
            'Pick one up in the shop, any amount, in a kraft envelope with a wax seal. Paid by card, like everything else here.',
          ),
        ),
      ]),
    ]),
    section('Small print', [
      text(bigP('The small print', 32)),
      text(
        ul(
          'Gift cards are valid for 12 months from the date you buy them.',
          'They can be used on any service and on products in the shop.',
          'If they don’t spend it all in one go, the balance stays on the card for next time.',
          'Gift cards are non-refundable and can’t be exchanged for cash.',
          'Lost a digital card? We can resend it. We can’t replace lost printed cards.',
        ),
      ),
    ]),
  ],
};

/* ── FAQ: FAQ item components, every one saved in the "Closed" variant ──────────────────────────────── */

const faqs: [string, string][] = [
  [
    'Do you take walk-ins?',
    p(
      'Tuesday to Friday and on Sundays, yes, whenever a chair is free. There are no walk-ins on Saturdays: Saturday is appointments only. The last walk-in is 30 minutes before closing.',
    ),
  ],
  [
    'Can I pay with cash?',
    p(
      'Sorry, no. We’re card only and don’t take cash. All major cards are fine, Amex included, as are contactless, Apple Pay and Google Pay.',
    ),
  ],
  [
    'Do you do colouring?',
    p(
      'We don’t do colouring, bleaching, highlights or perms. We’re barbers: cuts, beards and shaves are what we’re good at.',
    ),
  ],
  [
    'Do you offer a student discount?',
    p(
      'Not at the moment. Our summer student offer (20% off haircuts Tuesday to Thursday) ended on 31 August 2026. Keep an eye on Instagram for the next one.',
    ),
  ],
  [
    'Is there parking?',
    p(
      'We don’t have our own parking. There’s pay and display on Green Lane and on Alma Street itself, about 3 minutes’ walk. Shalesmoor tram stop is 5 minutes away.',
    ),
  ],
  [
    'Can I bring my dog?',
    p(
      'Well-behaved dogs are very welcome. There’s a water bowl by the door and the odd biscuit behind the desk.',
    ),
  ],
  [
    'Is the shop accessible?',
    p(
      'The entrance is step-free and all five chairs are on the ground floor. We’re sorry that our toilet isn’t wheelchair accessible.',
    ),
  ],
  [
    'Do you sell products?',
    p(
      'Yes, in the shop: our own Fettle beard oil and beard balm, plus clays, pastes and combs. We don’t sell online.',
    ),
  ],
  ['Do you cut long hair?', p('Yes. Book a Long Hair Cut (60 minutes) and, if you can, ask for Ellie.')],
  [
    'What’s the drinks situation?',
    p(
      'Coffee, tea and soft drinks are free for everyone. On Thursday late nights there’s a beer in the fridge for over-18s.',
    ),
  ],
  ['What if I’m running late or need to cancel?', p(`See our ${a('booking policy', '/booking-policy')}.`)],
];

const faq: FadePage = {
  path: '/faq',
  title: 'FAQ | Fade &amp; Fettle Barbers',
  description:
    'Walk-ins, payments, parking, accessibility and everything else we get asked at Fade & Fettle.',
  body: [
    appear('Hero', [
      text(bigP('Questions', 64), 'Title'),
      text(p(`Can’t see yours? Call us on ${FADE_PHONE} or drop us a line.`), 'Intro'),
    ]),
    section(
      'FAQ',
      faqs.map(([q, answer]) => faqItem(q, answer)),
    ),
  ],
};

/* ── Find us ────────────────────────────────────────────────────────────────────────────────────────── */

const hourLine = (day: string, time: string) =>
  stack('Hours Row', [text(p(day), 'Day'), text(p(time), 'Time')]);

const findUs: FadePage = {
  path: '/find-us',
  title: 'Find Us &amp; Opening Hours | Fade &amp; Fettle, Kelham Island',
  description:
    'How to find Fade & Fettle on Kelham Island, Sheffield, our opening hours and how to get in touch.',
  body: [
    appear('Hero', [
      text(bigP('Find us', 64), 'Title'),
      text(p(`${FADE_UNIT}${br}${FADE_STREET}${br}${FADE_TOWN} ${FADE_POSTCODE}`), 'Address'),
    ]),
    section('Map', [
      `<div class="framer-1d9h3kx-container"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2378.9!2d-1.4722!3d53.3889!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zNTPCsDIzJzIwLjAiTiAxwrAyOCcyMC4wIlc!5e0!3m2!1sen!2suk!4v1731402291000" width="100%" height="100%" style="border:0" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Map"></iframe></div>`,
    ]),
    section('Getting here', [
      text(h2('Getting here')),
      text(
        p(
          'We’re in the courtyard of Tilt Hammer Yard: come through the green gates on Alma Street and we’re the second door on the left, under the red and white pole.',
          `${strong('On foot:')} about 25 minutes’ walk from Sheffield station, or 5 minutes from Shalesmoor tram stop.`,
          `${strong('Parking:')} we don’t have our own parking. There’s pay and display on Green Lane and on Alma Street, about 3 minutes’ walk.`,
          `${strong('Bikes:')} there’s a bike rack in the yard.`,
        ),
      ),
    ]),
    section('Hours', [
      text(h2('Opening hours')),
      stack('Table', [
        hourLine('Monday', 'Closed'),
        hourLine('Tuesday', '9am – 6pm'),
        hourLine('Wednesday', '9am – 6pm'),
        hourLine('Thursday', '9am – 8pm'),
        hourLine('Friday', '9am – 6pm'),
        hourLine('Saturday', '8am – 4pm (appointments only)'),
        hourLine('Sunday', '10am – 3pm'),
      ]),
      text(
        p(
          'Walk-ins are welcome Tuesday to Friday and on Sundays when a chair is free. No walk-ins on Saturdays.',
          'Card only: we don’t take cash.',
        ),
      ),
    ]),
    section('Contact', [
      stack('Details', [
        text(label('Call')),
        text(p(a(FADE_PHONE, FADE_PHONE_HREF))),
        text(small('We answer when we’re open. If we’re mid-cut, leave a message and we’ll call you back.')),
        text(label('Email')),
        text(p(a(FADE_EMAIL, `mailto:${FADE_EMAIL}`))),
      ]),
      stack('Message', [
        text(h3('Send us a message')),
        form(
          [
            { kind: 'text', label: 'Name' },
            { kind: 'email', label: 'Email' },
            { kind: 'tel', label: 'Phone (optional)' },
            { kind: 'textarea', label: 'Message' },
          ],
          'Send',
        ),
      ]),
    ]),
  ],
};

/* ── Booking policy ─────────────────────────────────────────────────────────────────────────────────── */

const policy: FadePage = {
  path: '/booking-policy',
  title: 'Booking Policy | Fade &amp; Fettle',
  description:
    'How to book at Fade & Fettle, and what happens if you are late, cancel or miss your appointment.',
  body: [
    appear('Hero', [
      text(h1('Booking policy'), 'Title'),
      text(
        p(
          'Five chairs, a lot of regulars and not much slack. These few rules keep things fair for everyone. Updated October 2026.',
        ),
      ),
    ]),
    section('Policy', [
      stack('Item', [
        text(h3('How to book')),
        text(
          p(
            `Book online through our booking site (the ${strong('Book now')} button) or call us on ${FADE_PHONE} during opening hours. We can’t take bookings through Instagram or Facebook messages.`,
            'Saturdays are appointments only: no walk-ins.',
          ),
        ),
      ]),
      stack('Item', [
        text(h3('Deposits')),
        text(
          p(
            'We hold your card details when you book but don’t take a deposit for most appointments. The Full Fettle and wedding or group bookings need a £10 deposit per person when you book, which comes off your bill on the day.',
          ),
        ),
      ]),
      stack('Item', [
        text(h3('Cancelling or moving')),
        text(
          p(
            'Cancel or move your appointment free of charge up to 24 hours before, online or by phone.',
            'With less than 24 hours’ notice we charge 50% of the service price.',
            'If you don’t turn up at all (a no-show), we charge the full price of the service.',
          ),
        ),
      ]),
      stack('Item', [
        text(h3('Running late')),
        text(
          p(
            'Up to 10 minutes late, we’ll still do your full service. After 10 minutes we may need to shorten it to stay on time for the next person, and the price stays the same.',
            'If you’re more than 15 minutes late, we’ll treat it as a no-show and help you rebook.',
          ),
        ),
      ]),
      stack('Item', [
        text(h3('Repeat no-shows')),
        text(
          p(
            'If you miss two appointments without letting us know, we’ll ask you to pay in full when you book from then on.',
          ),
        ),
      ]),
      stack('Item', [text(h3('Kids')), text(p('The same rules apply to kids’ appointments.'))]),
    ]),
    section('CTA', [button('Book now', FADE_BOOKING)]),
  ],
};

export const fadeHome = home;
export const fadePages: FadePage[] = [team, gifts, faq, findUs, policy];
