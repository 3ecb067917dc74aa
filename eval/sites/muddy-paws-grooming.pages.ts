import {
  a,
  accordion,
  b,
  bigP,
  box,
  button,
  columns,
  em,
  form,
  h1,
  h2,
  h3,
  image,
  label,
  map,
  PAWS_EMAIL,
  PAWS_PHONE,
  PAWS_PHONE_HREF,
  PAWS_POSTCODE,
  PAWS_STREET,
  PAWS_TOWN,
  PAWS_UNIT,
  PAWS_WHATSAPP,
  PAWS_WHATSAPP_HREF,
  type PawsPage,
  p,
  repeater,
  rich,
  section,
  small,
  spacer,
  ul,
} from './muddy-paws-grooming.layout.ts';

/* ── Home ───────────────────────────────────────────────────────────────────────────────────────────── */

const serviceTile = (title: string, body: string, href: string, alt: string) =>
  box([image(alt, 420, 320), rich(h3(title)), rich(p(body)), button('Find out more', href, true)]);

const home: PawsPage = {
  path: '/',
  title: 'Dog Grooming Harrogate | Muddy Paws Grooming',
  description:
    'Muddy Paws Grooming: a friendly, dogs-only grooming salon on Leeds Road, Harrogate. Full grooms, puppy intros, hand stripping and nail clips. Book online.',
  body: [
    section(
      [
        columns(
          [
            rich(label('Dog grooming in Harrogate')),
            rich(h1('Happy dogs. Clean paws.')),
            rich(
              p(
                'A calm, friendly grooming salon for dogs of every shape and size, on Leeds Road in Harrogate. No cages, no rushing, and a biscuit at the end.',
              ),
            ),
            button('Book Now', '/book-online'),
            button('See Prices', '/services-prices', true),
          ],
          [image('A freshly groomed apricot cockapoo sitting on the grooming table', 760, 860)],
        ),
      ],
      'Hero',
    ),
    // A strip from the spring 2025 campaign the owner never took down.
    section(
      [
        box(
          [
            rich(bigP('New to Muddy Paws? 20% off your first Full Groom!', 26)),
            rich(
              p(
                `New clients get 20% off their first Full Groom this spring. Use code ${b('SPRING20')} when you book online.`,
              ),
            ),
            button('Claim offer', '/post/spring-2025-new-client-offer', true),
          ],
          'background-color:#F6D7B0;border-radius:16px',
        ),
      ],
      'Offer',
    ),
    section(
      [
        rich(h2('What we do')),
        columns(
          [
            serviceTile(
              'Full grooms',
              'Bath, blow-dry, haircut, nails and ears, for small dogs to giants.',
              '/services-prices',
              'A Labradoodle mid-trim',
            ),
          ],
          [
            serviceTile(
              'Puppy intros',
              'Short, gentle first visits from 12 weeks.',
              '/puppy-grooming',
              'A puppy meeting the hairdryer',
            ),
          ],
          [
            serviceTile(
              'Hand stripping',
              'Proper hand stripping for wire-coated terriers.',
              '/services-prices',
              'A Border Terrier being hand stripped',
            ),
          ],
        ),
      ],
      'Services',
    ),
    section(
      [
        columns(
          [image('A sketch of a grey van with a muddy paw print logo on the side', 640, 420)],
          [
            rich(label('Coming in 2027')),
            rich(bigP('Muddy Paws on the Move', 32)),
            rich(
              p(
                'Our mobile grooming van is on its way, bringing the salon to your driveway in the villages around Harrogate. Find out more on the blog.',
              ),
            ),
            button('Read the news', '/post/mobile-grooming-van-2027', true),
          ],
        ),
      ],
      'Mobile van',
    ),
    section(
      [
        rich(h2('Happy customers')),
        columns(
          [
            rich(
              p(
                '“Our cockapoo Alfie used to shake at the vet’s. He trots into Muddy Paws wagging. Lovely cut every time.”',
                em('Claire, Pannal'),
              ),
            ),
          ],
          [
            rich(
              p(
                '“Priya’s hand stripping is the best we’ve found in Yorkshire. Our Border Terrier looks like a show dog.”',
                em('Graham, Knaresborough'),
              ),
            ),
          ],
          [
            rich(
              p(
                '“They were so patient with our 14-year-old Westie. Golden Oldies is a brilliant idea.”',
                em('Sue, Harrogate'),
              ),
            ),
          ],
        ),
      ],
      'Reviews',
    ),
    section(
      [
        rich(
          p(
            `Follow our furry clients on Instagram ${a('@muddypawsharrogate', 'https://www.instagram.com/muddypawsharrogate')}`,
          ),
        ),
        `<div class="wixui-instagram-feed" data-hook="instagram-feed">${image('A fluffy Bichon after a full groom', 300, 300)}${image('A wet Springer Spaniel in the bath', 300, 300)}${image('Biscuit the salon dog asleep on a towel', 300, 300)}${image('A Schnauzer with a fresh beard trim', 300, 300)}</div>`,
      ],
      'Instagram',
    ),
  ],
};

/* ── About us: the team, each groomer a card with the days they work ────────────────────────────────── */

interface Groomer {
  name: string;
  role: string;
  days: string;
  bio: string;
}

const team: Groomer[] = [
  {
    name: 'Hannah Whitaker',
    role: 'Owner &amp; Head Groomer',
    days: 'Mon · Tue · Wed · Fri',
    bio: 'Hannah started Muddy Paws in her garage in 2017 and moved us into Oatlands Yard in April 2023. Level 3 City &amp; Guilds in dog grooming, and a soft spot for doodles and scruffy rescues.',
  },
  {
    name: 'Priya Sandhu',
    role: 'Senior Groomer',
    days: 'Tue · Wed · Thu · Sat',
    bio: 'Our hand-stripping specialist: terriers go home looking like they’ve walked out of a breed book. Priya also does all our Puppy Intros.',
  },
  {
    name: 'Josh Pennington',
    role: 'Groomer',
    days: 'Mon · Thu · Fri · Sat',
    bio: 'Big dogs, doodles and double coats. If it sheds, Josh has a plan for it, and he does most of our Golden Oldies grooms.',
  },
  {
    name: 'Ruby Clarke',
    role: 'Apprentice Groomer',
    days: 'Wed · Fri · Sat',
    bio: 'Ruby joined in 2025 and is working towards her Level 3. You’ll find her at the Wednesday evening nail clinic.',
  },
];

const about: PawsPage = {
  path: '/about',
  title: 'About Us | Meet the Team | Muddy Paws Grooming',
  description: 'Meet Hannah, Priya, Josh, Ruby and Biscuit, the team at Muddy Paws Grooming in Harrogate.',
  body: [
    section(
      [
        rich(h1('About Us')),
        rich(
          p(
            'Muddy Paws began in 2017 with one table and one very patient Labrador in Hannah’s garage. We moved into our own salon at Oatlands Yard, off Leeds Road, in April 2023.',
            'We’re a dogs-only salon. We groom one or two dogs at a time, never leave dogs in cages and never use cage dryers.',
          ),
        ),
      ],
      'Our story',
    ),
    section(
      [
        rich(h2('Meet the team')),
        repeater(
          ['title', 'meta', 'body', 'body'],
          team.map((g) => [g.name, g.role, `Days: ${g.days}`, g.bio]),
        ),
        box([
          image('Biscuit, a caramel cockapoo, sitting in the salon doorway', 400, 400),
          rich(h3('Biscuit')),
          rich(small('Head of Customer Relations')),
          rich(p('Hannah’s six-year-old cockapoo. Usually asleep on the towels.')),
        ]),
      ],
      'Team',
    ),
    section(
      [
        rich(bigP('How we work', 30)),
        rich(
          ul(
            'Every dog gets a quick health check on the table: skin, ears, eyes, lumps and bumps. If we spot something, we’ll tell you.',
            'We stop for breaks whenever a dog needs one.',
            'We’ll send you a photo on WhatsApp when your dog is finished.',
          ),
        ),
      ],
      'How we work',
    ),
  ],
};

/* ── FAQ: an accordion saved with every item closed ─────────────────────────────────────────────────── */

const faqs: [string, string][] = [
  ['Do you groom cats?', p('No, sorry. We’re a dogs-only salon and we don’t groom cats.')],
  [
    'Do you sedate dogs?',
    p(
      'Never. We don’t use sedation of any kind. If a dog is too stressed to carry on, we stop, call you and you only pay for the work we’ve done.',
    ),
  ],
  [
    'Can I stay with my dog during the groom?',
    p(
      'We ask owners not to stay: most dogs settle much better once you’ve gone. The only exception is the Puppy Intro, where you’re welcome to stay.',
    ),
  ],
  [
    'How long will my dog be with you?',
    p(
      'Usually 2 to 3 hours for a full groom, depending on size and coat. We’ll text you when your dog is ready. Please collect within 30 minutes of our text.',
    ),
  ],
  [
    'My dog is nervous or reactive. Can you help?',
    p(
      'Yes. Book a Quiet Paws appointment: the first slot of the day (8:30am on weekdays), with only your dog in the salon and no dryers running next door. Mention it in the notes when you book, or call us.',
    ),
  ],
  [
    'Can I book without paying a deposit?',
    p(
      'No. Every booking, online or by phone, needs a £20 deposit paid by card, and we can’t hold an appointment without a deposit. It comes off the final price.',
    ),
  ],
  [
    'Do you do walk-ins?',
    p(
      'Only for nail clips: our walk-in nail clinic runs every Wednesday from 5pm to 7pm. Everything else is by appointment.',
    ),
  ],
  [
    'Do you have a new-client discount?',
    p(
      'Not at the moment. Our spring 2025 offer for new clients ended on 31 May 2025. Follow us on Instagram and Facebook to hear about the next one.',
    ),
  ],
  ['Do you express anal glands?', p('No, we don’t express anal glands. It’s best done by your vet.')],
  [
    'How do I pay?',
    p(
      'The £20 deposit is paid by card when you book. On the day we take cash, debit and credit cards, Apple Pay and Google Pay. We don’t take American Express.',
    ),
  ],
  [
    'Do you come to people’s homes?',
    p(
      `Not yet. Our mobile grooming van arrives in 2027. ${a('Read about it here', '/post/mobile-grooming-van-2027')}.`,
    ),
  ],
  [
    'What is the Log In button for?',
    p(
      'It’s our members’ area. Log in with the email you book with to see your past appointments and your dog’s grooming notes, and to rebook the same groom in a couple of clicks. You don’t need an account to book.',
    ),
  ],
];

const faq: PawsPage = {
  path: '/faq',
  title: 'FAQ | Muddy Paws Grooming Harrogate',
  description: 'Answers to the questions we get asked most at Muddy Paws Grooming.',
  body: [
    section(
      [
        rich(h1('FAQ')),
        rich(p(`Can’t find your answer? Call us on ${PAWS_PHONE} or send a WhatsApp to ${PAWS_WHATSAPP}.`)),
        accordion(faqs),
      ],
      'FAQ',
    ),
  ],
};

/* ── Booking policy ─────────────────────────────────────────────────────────────────────────────────── */

const policyItem = (title: string, ...paras: string[]) => box([rich(h3(title)), rich(p(...paras))]);

const policy: PawsPage = {
  path: '/booking-policy',
  title: 'Booking Policy | Muddy Paws Grooming',
  description: 'Deposits, cancellations, late arrival, collection and matted coats at Muddy Paws Grooming.',
  body: [
    section(
      [
        rich(h1('Booking Policy')),
        rich(small('Updated September 2026. This policy replaces any earlier terms.')),
      ],
      'Booking policy',
    ),
    section(
      [
        policyItem(
          'Booking and deposits',
          `Book online through ${a('Book Online', '/book-online')} or by phone. Every booking needs a £20 deposit, paid by card when you book. For phone bookings we text you a payment link: if it isn’t paid by the end of the next day, the slot is released.`,
          'The deposit comes off the final price on the day.',
        ),
        policyItem(
          'Cancelling or moving',
          'Give us at least 48 hours’ notice and we’ll move your deposit to a new date or refund it.',
          'Cancel with less than 48 hours’ notice and you lose your deposit: we keep the £20 to cover the slot.',
          'If you don’t turn up at all, we charge 50% of the groom price (your deposit counts towards it). After two no-shows, we’ll ask you to pay in full when you book.',
        ),
        policyItem(
          'Arriving late',
          'Drop-off times are staggered so every dog gets a calm start. If you’re more than 15 minutes late we may not be able to groom your dog that day: we’ll rebook you and keep the deposit.',
        ),
        policyItem(
          'Collection',
          'We’ll text you when your dog is ready. Please collect within 30 minutes of our text. After that, late collection is charged at £8 per 15 minutes.',
        ),
        policyItem(
          'Matted coats',
          'De-matting is slow and can be uncomfortable, so we charge for it on top of the groom: £12 per 15 minutes, up to 30 minutes.',
          'If a coat is too matted to brush out in that time, we clip it short underneath the mats (a shave-down) for the dog’s welfare. We always call you first.',
        ),
        policyItem(
          'Health, fleas and vaccinations',
          'Dogs must be up to date with their vaccinations. If we find fleas, we add a flea bath (£14) and clean down the salon before the next dog.',
          'We never sedate dogs. If your dog is poorly on the day, please call us and we’ll move the appointment free of charge.',
        ),
      ],
      'Policy',
    ),
    section([button('Book Now', '/book-online')], 'Book'),
  ],
};

/* ── Contact: the hours as a grid of boxes ──────────────────────────────────────────────────────────── */

const hours: [string, string][] = [
  ['Monday', '8:30am – 5pm'],
  ['Tuesday', '8:30am – 5pm'],
  ['Wednesday', '8:30am – 7pm'],
  ['Thursday', '8:30am – 5pm'],
  ['Friday', '8:30am – 5pm'],
  ['Saturday', '8am – 2pm'],
  ['Sunday', 'Closed'],
];

/** The hours "table": a grid whose cells are boxes, one rich text element each, tied only by position. */
const hoursGrid = () =>
  `<div class="wixui-grid" style="display:grid;grid-template-columns:1fr 1fr;gap:4px">${hours
    .flatMap(([day, time]) => [
      box(
        [
          rich(
            `<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">${day}</span></p>`,
          ),
        ],
        'background-color:#F3E9DC',
      ),
      box(
        [
          rich(
            `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">${time}</span></p>`,
          ),
        ],
        'background-color:#FFFFFF',
      ),
    ])
    .join('')}</div>`;

const contact: PawsPage = {
  path: '/contact',
  title: 'Contact &amp; Opening Hours | Muddy Paws Grooming Harrogate',
  description:
    'Find Muddy Paws Grooming on Leeds Road, Harrogate: opening hours, parking, phone, WhatsApp and email.',
  body: [
    section(
      [
        rich(h1('Contact Us')),
        columns(
          [
            rich(label('Find us')),
            rich(p(`${PAWS_UNIT}`, `${PAWS_STREET}`, `${PAWS_TOWN} ${PAWS_POSTCODE}`)),
            spacer,
            rich(label('Call')),
            rich(p(a(PAWS_PHONE, PAWS_PHONE_HREF))),
            rich(label('WhatsApp or text')),
            rich(p(a(PAWS_WHATSAPP, PAWS_WHATSAPP_HREF))),
            rich(
              small('We can’t always answer mid-groom. A WhatsApp is usually the quickest way to reach us.'),
            ),
            rich(label('Email')),
            rich(p(a(PAWS_EMAIL, `mailto:${PAWS_EMAIL}`))),
          ],
          [map('Muddy Paws Grooming, Leeds Road, Harrogate')],
        ),
      ],
      'Contact',
    ),
    section(
      [
        rich(h2('Opening Hours')),
        hoursGrid(),
        rich(
          p(
            'Drop-offs from opening time; we’ll give you a drop-off time when you book.',
            'Walk-in nail clinic: Wednesdays 5pm – 7pm.',
          ),
        ),
      ],
      'Opening hours',
    ),
    section(
      [
        rich(h3('Getting here')),
        rich(
          p(
            'Oatlands Yard is the courtyard behind the row of shops at 58 Leeds Road. Turn in by the vet’s sign, and we’re the green door at the back.',
            `${b('Parking:')} two customer bays right outside our door, marked Muddy Paws, plus free on-street parking on Hookstone Road.`,
            `${b('Bus:')} the 36 stops at Leeds Road / Hookstone Road, 2 minutes’ walk.`,
          ),
        ),
      ],
      'Getting here',
    ),
    section(
      [
        rich(bigP('Send us a message', 28)),
        form(
          [
            { kind: 'text', label: 'Name *' },
            { kind: 'email', label: 'Email *' },
            { kind: 'tel', label: 'Phone' },
            { kind: 'text', label: 'Dog’s name and breed' },
            { kind: 'textarea', label: 'Message' },
          ],
          'Send',
        ),
      ],
      'Form',
    ),
  ],
};

/* ── Gift vouchers ──────────────────────────────────────────────────────────────────────────────────── */

const gifts: PawsPage = {
  path: '/gift-vouchers',
  title: 'Gift Vouchers | Muddy Paws Grooming Harrogate',
  description: 'Dog grooming gift vouchers from Muddy Paws Grooming, Harrogate: emailed or printed.',
  body: [
    section(
      [
        rich(h1('Gift Vouchers')),
        rich(p('The perfect present for the dog who has everything (except a clean coat).')),
      ],
      'Gift vouchers',
    ),
    section(
      [
        columns(
          [
            box([
              rich(h3('E-vouchers')),
              rich(
                p(
                  'Bought online and emailed to you or straight to them, with a personal message. Choose £25, £50 or £75.',
                ),
              ),
              button('Buy an e-voucher', '/gift-vouchers'),
            ]),
          ],
          [
            box([
              rich(h3('Printed vouchers')),
              rich(
                p(
                  'Any amount from £20, printed on a card in the salon. Pop in during opening hours or call us to order one.',
                ),
              ),
            ]),
          ],
        ),
      ],
      'Options',
    ),
    section(
      [
        rich(bigP('The small print', 24)),
        rich(
          ul(
            'Vouchers are valid for 12 months from the date of purchase.',
            'They can be used towards any groom, puppy visit or extra.',
            'Any unused balance stays on the voucher until it expires.',
            'Vouchers are non-refundable and can’t be exchanged for cash.',
            'To book with a voucher, book as normal and tell us the voucher code in the notes.',
          ),
        ),
      ],
      'Small print',
    ),
  ],
};

export const pawsHome = home;
export const pawsPages: PawsPage[] = [about, faq, policy, contact, gifts];
