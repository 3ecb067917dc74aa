import {
  a,
  b,
  bigP,
  box,
  button,
  columns,
  compId,
  h1,
  h2,
  h3,
  image,
  label,
  PAWS_PHONE,
  type PawsPage,
  p,
  repeater,
  rich,
  section,
  small,
  spacer,
  ul,
} from './muddy-paws-grooming.layout.ts';

/* ── The "Services" CMS collection, shown by the price list's repeaters and the Bookings page ───────── */

interface Service {
  name: string;
  description: string;
  /** As Wix Bookings prints it: '2 hr', '1 hr 30 min', '15 min'. */
  duration?: string;
  price: string;
}

const fullGrooms: Service[] = [
  {
    name: 'Full Groom · Small dog',
    description:
      'Up to 10kg (Shih Tzus, Yorkies, Bichons, small poodles). Bath, blow-dry, full haircut, nails, ears and hygiene trim.',
    duration: '2 hr',
    price: '£46',
  },
  {
    name: 'Full Groom · Medium dog',
    description: '10–25kg (cockapoos, Cavapoos, Cocker Spaniels, Schnauzers). Everything in a full groom.',
    duration: '2 hr 30 min',
    price: '£56',
  },
  {
    name: 'Full Groom · Large dog',
    description: '25–40kg (Labradoodles, Goldendoodles, Standard Poodles, Old English Sheepdogs).',
    duration: '3 hr',
    price: '£68',
  },
  {
    name: 'Full Groom · Giant dog',
    description: 'Over 40kg (Newfoundlands, Bernese, giant doodles). Priced on the day by coat and size.',
    duration: '3 hr 30 min',
    price: 'from £88',
  },
];

const bathTidies: Service[] = [
  {
    name: 'Bath &amp; Tidy · Small dog',
    description: 'Bath, blow-dry, brush-out, nails, and a tidy of face, feet and bottom. No full haircut.',
    duration: '1 hr 15 min',
    price: '£34',
  },
  {
    name: 'Bath &amp; Tidy · Medium dog',
    description: 'As above, 10–25kg.',
    duration: '1 hr 30 min',
    price: '£42',
  },
  { name: 'Bath &amp; Tidy · Large dog', description: 'As above, 25–40kg.', duration: '2 hr', price: '£52' },
  {
    name: 'Bath &amp; Tidy · Giant dog',
    description: 'As above, over 40kg.',
    duration: '2 hr 30 min',
    price: 'from £64',
  },
];

const specialist: Service[] = [
  {
    name: 'Hand Strip',
    description:
      'For wire coats (Border Terriers, Westies, Schnauzers, Wire Fox Terriers): the dead coat is plucked out by hand to keep the colour and texture. With Priya.',
    duration: '2 hr 30 min',
    price: 'from £62',
  },
  {
    name: 'De-shed Treatment',
    description:
      'For double coats (Huskies, Golden Retrievers, Labradors, German Shepherds): de-shedding bath, conditioning mask and a high-velocity blow-out of the undercoat.',
    duration: '2 hr',
    price: 'from £50',
  },
  {
    name: 'Golden Oldies Groom',
    description:
      'For dogs aged 10 and over: a gentler, shorter groom with rest breaks, only your dog in the salon. Monday and Thursday mornings.',
    duration: '1 hr 30 min',
    price: '£44',
  },
];

const puppies: Service[] = [
  {
    name: 'Puppy Intro',
    description:
      'For puppies under 6 months: a gentle bath, blow-dry, face, feet and bottom tidy, nail clip and lots of treats.',
    duration: '1 hr',
    price: '£30',
  },
  {
    name: 'Puppy Package',
    description: 'Three Puppy Intro visits within 3 months, to build confidence before the first full groom.',
    price: '£78',
  },
];

const extras: Service[] = [
  {
    name: 'Nail Clip',
    description: 'Clip and file. Also at our Wednesday evening nail clinic.',
    duration: '15 min',
    price: '£10',
  },
  { name: 'Teeth Brushing', description: 'Enzymatic toothpaste, added to any groom.', price: '£6' },
  { name: 'Blueberry Facial', description: 'A gentle tear-stain and face wash.', price: '£4' },
  { name: 'Paw &amp; Nose Balm', description: 'For dry or cracked pads and noses.', price: '£3' },
  {
    name: 'Flea Bath',
    description: 'Added to the groom if we find fleas, with a full clean-down of the salon afterwards.',
    price: '£14',
  },
];

const priceList = (list: Service[]) =>
  repeater(
    ['title', 'body', 'meta', 'price'],
    list.map((s) => [s.name, s.description, s.duration, s.price]),
  );

/* ── Services & prices ──────────────────────────────────────────────────────────────────────────────── */

const servicesPrices: PawsPage = {
  path: '/services-prices',
  title: 'Services &amp; Prices | Muddy Paws Grooming Harrogate',
  description:
    'Dog grooming prices in Harrogate: full grooms, bath & tidy, hand stripping, de-shedding, puppy intros and nail clips at Muddy Paws Grooming.',
  body: [
    section(
      [
        rich(label('Price list 2026')),
        rich(h1('Services &amp; Prices')),
        rich(
          p(
            'Prices depend on your dog’s size and coat. Not sure which size your dog is? Go by weight. If you’re still not sure, just ask and we’ll tell you before we start.',
          ),
        ),
        button('Book Now', '/book-online'),
      ],
      'Services header',
    ),
    section([rich(h2('Full Groom')), priceList(fullGrooms)], 'Full Groom'),
    section([rich(bigP('Bath &amp; Tidy', 34)), priceList(bathTidies)], 'Bath and Tidy'),
    section([rich(bigP('Specialist grooms', 34)), priceList(specialist)], 'Specialist'),
    section(
      [
        rich(h2('Puppies')),
        priceList(puppies),
        rich(p(`More about our puppy visits on the ${a('Puppy Grooming', '/puppy-grooming')} page.`)),
      ],
      'Puppies',
    ),
    section(
      [rich(bigP('Extras', 34)), rich(small('Add any of these when you book.')), priceList(extras)],
      'Extras',
    ),
    section(
      [
        box([
          rich(h3('Good to know')),
          rich(
            ul(
              `Every booking needs a £20 deposit, which comes off the final price. See our ${a('booking policy', '/booking-policy')}.`,
              'Matted coats are charged extra for de-matting time: see the booking policy for how it works.',
              'We don’t express anal glands: that’s a job for your vet.',
              'We don’t shave double-coated breeds (Huskies, Malamutes, Pomeranians and the like) unless the coat is matted beyond brushing. A de-shed treatment is kinder and keeps them cooler.',
              'Walk-in nail clinic every Wednesday 5pm – 7pm, no appointment needed: £10.',
            ),
          ),
        ]),
      ],
      'Good to know',
    ),
  ],
};

/* ── Puppy grooming ─────────────────────────────────────────────────────────────────────────────────── */

const puppyPage: PawsPage = {
  path: '/puppy-grooming',
  title: 'Puppy Grooming Harrogate | Puppy Intro | Muddy Paws Grooming',
  description:
    'A calm first grooming experience for puppies in Harrogate: Puppy Intro visits from 12 weeks and the Puppy Package.',
  body: [
    section(
      [
        columns(
          [
            rich(h1('Puppy Grooming')),
            rich(
              p(
                'The first few visits shape how your puppy feels about grooming for the rest of their life. So we keep them short, quiet and full of treats.',
              ),
            ),
            button('Book a Puppy Intro', '/book-online'),
          ],
          [image('A fluffy cockapoo puppy wrapped in a towel after her first bath', 720, 900)],
        ),
      ],
      'Puppy hero',
    ),
    section(
      [
        rich(bigP('When can my puppy come?', 30)),
        rich(
          p(
            `Puppies can have their first visit from ${b('12 weeks old')}, once they are at least one week past their second vaccination. Bring their vaccination card to the first appointment.`,
            'We see puppies for Puppy Intros until they are 6 months old. Most are ready for their first full groom at around 6 months.',
          ),
        ),
        spacer,
        rich(h3('The Puppy Intro')),
        rich(
          p(
            'One hour, one puppy, one groomer. A gentle bath and blow-dry on a low setting, a tidy of face, feet and bottom, a nail clip, and plenty of time to sniff the clippers and hear the dryer before we use them.',
            'You’re welcome to stay with your puppy for the intro if it helps them settle. (For every other groom we ask owners to leave their dog with us.)',
            'Puppy Intros are at 1pm or 2pm on Tuesdays and Thursdays, when the salon is quietest, with Priya.',
          ),
        ),
      ],
      'When',
    ),
    section(
      [
        columns(
          [box([rich(label('Single visit')), rich(h3('Puppy Intro')), rich(p(`${b('£30')} · 1 hr`))])],
          [
            box([
              rich(label('Best value')),
              rich(h3('Puppy Package')),
              rich(
                p(
                  `${b('£78')} for three Puppy Intro visits within 3 months. The package can only be booked by phone on ${PAWS_PHONE}, not online.`,
                ),
              ),
            ]),
          ],
        ),
      ],
      'Prices',
    ),
    section(
      [
        rich(h3('Practice at home')),
        rich(
          ul(
            'Handle their paws, ears and mouth every day for a minute or two.',
            'Brush little and often with a soft slicker brush.',
            'Run the hairdryer on low in the same room while they eat, so the noise means good things.',
          ),
        ),
      ],
      'Practice',
    ),
  ],
};

/* ── Book Online: the Wix Bookings service list widget ──────────────────────────────────────────────── */

interface Bookable extends Service {
  category: 'Grooms' | 'Puppies' | 'Extras';
  slug: string;
}

const bookable: Bookable[] = [
  ...fullGrooms.map((s) => ({ ...s, category: 'Grooms' as const })),
  ...bathTidies.map((s) => ({ ...s, category: 'Grooms' as const })),
  ...specialist.map((s) => ({ ...s, category: 'Grooms' as const })),
  ...puppies.filter((s) => s.name === 'Puppy Intro').map((s) => ({ ...s, category: 'Puppies' as const })),
  ...extras.filter((s) => s.name === 'Nail Clip').map((s) => ({ ...s, category: 'Extras' as const })),
].map((s) => ({
  ...s,
  slug: s.name
    .toLowerCase()
    .replace(/&amp;/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
}));

/** Wix Bookings prints 'From £88' where the CMS says 'from £88'. */
const bookingsPrice = (price: string) => price.replace(/^from /, 'From ');

const serviceCard = (s: Bookable) =>
  `<li class="Y0mGsZ" data-hook="service-card" data-service-category="${s.category}"><div class="qX7mL1" data-hook="info-card"><div data-hook="service-info-image" class="Fh6oQb"><img src="https://static.wixstatic.com/media/8c1e2f_${compId().slice(5)}~mv2.jpg/v1/fill/w_360,h_240,al_c,q_80/service.jpg" alt="" width="360" height="240" loading="lazy"/></div><div class="mD0kRt" data-hook="service-info"><h2 class="tq3lKd" data-hook="service-info-title"><a href="/service-page/${s.slug}" class="bK2vQx">${s.name}</a></h2><p class="Lz8rQp" data-hook="service-info-tagline">${s.description}</p><div class="oR5hWd" data-hook="service-info-details">${s.duration ? `<div class="jT2sFe" data-hook="duration"><span>${s.duration}</span></div>` : ''}<div class="jT2sFe" data-hook="service-info-payment"><span data-hook="price">${bookingsPrice(s.price)}</span></div></div><div class="Pn4rWk" data-hook="service-info-buttons"><button type="button" class="Gq8xLs" data-hook="book-button"><span class="x3TvKc">Book Now</span></button><a href="/service-page/${s.slug}" class="Rm1oYd" data-hook="more-info-button">Read More</a></div></div></div></li>`;

const bookOnline: PawsPage = {
  path: '/book-online',
  title: 'Book Online | Muddy Paws Grooming',
  description: 'Book a dog grooming appointment online at Muddy Paws Grooming, Harrogate.',
  kind: 'bookings',
  body: [
    `<div id="${compId()}" class="wixui-bookings-widget" data-hook="widget-root"><div class="Ms3pTb" data-hook="service-list-widget"><div class="Qr7sLw" data-hook="header"><h1 class="uH8dMc" data-hook="header-title">Book Online</h1></div><div class="Vp0bQe" data-hook="tabs" role="tablist"><button type="button" role="tab" aria-selected="true" data-hook="tab-all">All Services</button><button type="button" role="tab" aria-selected="false" data-hook="tab-grooms">Grooms</button><button type="button" role="tab" aria-selected="false" data-hook="tab-puppies">Puppies</button><button type="button" role="tab" aria-selected="false" data-hook="tab-extras">Extras</button></div><ul class="Kd4nZs" data-hook="service-list">${bookable
      .map(serviceCard)
      .join('')}</ul></div></div>`,
    rich(
      small(
        `A £20 deposit is taken by card when you book and comes off the final price. By booking you agree to our ${a('booking policy', '/booking-policy')}. For the Puppy Package or more than two dogs, please call us.`,
      ),
    ),
  ],
};

export const pawsServicePages: PawsPage[] = [servicesPrices, puppyPage, bookOnline];
