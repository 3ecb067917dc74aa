import {
  a,
  button,
  collection,
  h2,
  h3,
  hero,
  image,
  p,
  plain,
  section,
  small,
  stack,
  strong,
  text,
  ul,
  type WharfPage,
} from './kennet-wharf.layout.ts';

/** One boat of the fleet: the fields of the Boats CMS collection. */
export interface Boat {
  slug: string;
  name: string;
  berths: number;
  length: string;
  beds: string;
  bathrooms: string;
  dogs: string;
  /** The lowest weekly and short-break prices of 2027, as the CMS "from" fields hold them. */
  weekFrom: string;
  shortFrom: string;
  tagline: string;
  photo: string;
  /** The item's rich-text body. */
  about: string;
  onBoard: string[];
}

/** The four holiday boats, in the order the collection is sorted (by berths). */
export const BOATS: Boat[] = [
  {
    slug: 'wagtail',
    name: 'Wagtail',
    berths: 2,
    length: '45 ft (13.7 m)',
    beds: '1 fixed double bed (4ft 6in)',
    bathrooms: '1 shower room with pump-out toilet',
    dogs: 'Dogs welcome (up to 2)',
    weekFrom: '£1,095',
    shortFrom: '£595',
    tagline: 'Our little cruiser-stern boat for two.',
    photo: 'wagtail-moored-hungerford.jpg',
    about:
      p(
        'Wagtail is the smallest boat in the fleet and the easiest to handle: at 45 feet she turns in most winding holes without a fuss and slips into short moorings the bigger boats can&rsquo;t use. Built in 2016 and refitted in the winter of 2024, she has a fixed double bed at the front, a shower room, a galley with a full-size oven and a saloon with a woodburning stove.',
      ) +
      p(
        'The cruiser stern has room for two folding chairs (we supply them), so whoever isn&rsquo;t steering can sit out with a cup of tea. Ideal for couples, and for couples with a dog.',
      ),
    onBoard: [
      'Woodburning stove and diesel central heating',
      '4-ring gas hob, oven and grill, fridge with ice box',
      '12V and USB sockets, a small 230V inverter for charging phones and laptops',
      'Digital radio with Bluetooth',
      'Two folding deck chairs',
    ],
  },
  {
    slug: 'kingfisher',
    name: 'Kingfisher',
    berths: 4,
    length: '57 ft (17.4 m)',
    beds: '1 fixed double bed, plus the dinette that makes up into a second double (4ft)',
    bathrooms: '1 shower room with pump-out toilet',
    dogs: 'Dogs welcome (up to 2)',
    weekFrom: '£1,245',
    shortFrom: '£725',
    tagline: 'A semi-trad for a family of four or two couples.',
    photo: 'kingfisher-lock-kintbury.jpg',
    about:
      p(
        'Kingfisher is our most booked boat. The semi-traditional stern keeps the crew together around the steerer, with seats either side and a hatch down to the galley for the tea. Inside: the fixed double at the back, the shower room, the galley, and a saloon whose dinette makes up into a second double bed each night.',
      ) +
      p(
        'She carries a charcoal barbecue on its own stand for the bank at your moorings. Good for a family of four, or two couples who don&rsquo;t mind making up the dinette.',
      ),
    onBoard: [
      'Diesel central heating',
      '4-ring gas hob, oven and grill, fridge with freezer compartment',
      '12V and USB sockets, a small 230V inverter for charging phones and laptops',
      'Digital radio with Bluetooth',
      'Charcoal barbecue on a stand',
    ],
  },
  {
    slug: 'heron',
    name: 'Heron',
    berths: 6,
    length: '62 ft (18.9 m)',
    beds: '1 double cabin, 1 twin cabin (2 singles), and a sofa bed in the saloon (double)',
    bathrooms: '1 wet room with pump-out toilet, plus a separate toilet',
    dogs: 'No dogs: Heron is kept pet-free for guests with allergies',
    weekFrom: '£1,495',
    shortFrom: '£845',
    tagline: 'Our accessible boat, with a wide side door and a wet room.',
    photo: 'heron-wide-side-door-ramp.jpg',
    about:
      p(
        'Heron was fitted out in 2023 with wheelchair users and less mobile guests in mind. The wide side door (85 cm clear) opens straight into the saloon, and we supply a portable ramp from the bank. From the side door the floor is level through the saloon and galley to the wet room, which has grab rails and a fold-down shower seat. The double cabin is at the same level; the twin cabin is up a step.',
      ) +
      p(
        'The steering position at the stern is up three steps, and the locks still need able-bodied crew to work the paddles and gates. Heron is our pet-free boat, for guests with allergies: no dogs on board. If you travel with an assistance dog, please call us before you book.',
      ),
    onBoard: [
      'Wide side door (85 cm) with a portable ramp',
      'Level floor from the side door to the wet room',
      'Wet room with grab rails and a fold-down shower seat',
      'Diesel central heating, 4-ring gas hob, oven and grill, fridge-freezer',
      '12V and USB sockets, a small 230V inverter for charging phones and laptops',
      'Charcoal barbecue on a stand',
    ],
  },
  {
    slug: 'otter',
    name: 'Otter',
    berths: 8,
    length: '70 ft (21.3 m)',
    beds: '2 double cabins, 1 twin cabin (2 singles), and the dinette (double)',
    bathrooms: '2 shower rooms, each with its own pump-out toilet',
    dogs: 'Dogs welcome (up to 2)',
    weekFrom: '£1,745',
    shortFrom: '£965',
    tagline: 'Room for the whole family, and a second bathroom.',
    photo: 'otter-crofton-summer.jpg',
    about:
      p(
        'Otter is the longest boat we can take on the Kennet &amp; Avon and the biggest in the fleet: two double cabins, a twin cabin and a dinette that makes up into a fourth double, with a shower room at each end of the boat so nobody queues in the morning. The big saloon has a dining table for eight.',
      ) +
      p(
        'At 70 feet she is a handful in a breeze, so we ask for at least three adults on board, two of whom are happy to work the locks. She carries a charcoal barbecue on its stand for the bank.',
      ),
    onBoard: [
      'Diesel central heating and a woodburning stove',
      'Full-size gas cooker, two fridges',
      '12V and USB sockets, a small 230V inverter for charging phones and laptops',
      'Digital radio with Bluetooth',
      'Charcoal barbecue on a stand',
    ],
  },
];

const fact = (label: string, value: string) =>
  stack('Fact', text('Label', small(label)), text('Value', plain(value)));

const card = (b: Boat) =>
  `<a class="framer-Bc2Yk framer-v-1e4rq8j" data-framer-name="Boat card" href="/boats/${b.slug}">${image(b.photo, b.name, 'Photo')}${stack(
    'Card content',
    text('Name', h3(b.name)),
    text('Tagline', p(b.tagline)),
    stack(
      'Meta',
      text('Berths', small(`${b.berths} berths`)),
      text('Length', small(b.length.split(' (')[0] ?? b.length)),
    ),
    text('From', plain(`From <strong class="framer-text">${b.weekFrom}</strong> a week`)),
  )}</a>`;

/** The CMS detail page of one boat, as the Boats collection's template lays it out. */
const boatPage = (b: Boat): WharfPage => ({
  path: `/boats/${b.slug}`,
  title: `${b.name} – ${b.berths}-berth narrowboat`,
  description: `${b.name}, a ${b.berths}-berth hire narrowboat on the Kennet & Avon Canal at Hungerford. ${b.tagline}`,
  template: 'boat',
  body: [
    hero('Our boats', b.name, b.tagline, b.photo),
    section(
      'Key facts',
      stack(
        'Facts row',
        fact('Berths', String(b.berths)),
        fact('Length', b.length),
        fact('Beds', b.beds),
        fact('Bathrooms', b.bathrooms),
        fact('Dogs', b.dogs),
      ),
    ),
    section(
      'About',
      stack('Rich text', `<div data-framer-component-type="RichTextContainer">${b.about}</div>`),
      stack('On board', text('Heading', h2('On board')), text('List', ul(...b.onBoard))),
    ),
    section(
      'Prices',
      text('Heading', h2('Prices for 2027')),
      stack(
        'Price cards',
        stack('Card', text('Label', small('A week, from')), text('Price', h3(b.weekFrom))),
        stack('Card', text('Label', small('Short break, from')), text('Price', h3(b.shortFrom))),
      ),
      text(
        'Note',
        small(
          `Prices by season are on our ${a('/prices', 'prices page')}. Fuel is charged on return; a £300 security deposit is taken at handover.`,
        ),
      ),
      button(`Check ${b.name}&rsquo;s dates`, '/book'),
    ),
    section(
      'Gallery',
      stack(
        'Photos',
        image(`${b.slug}-saloon.jpg`, `${b.name}: the saloon`),
        image(`${b.slug}-galley.jpg`, `${b.name}: the galley`),
        image(`${b.slug}-cabin.jpg`, `${b.name}: the cabin`),
      ),
    ),
  ].join(''),
});

/** The fleet page (the Boats collection list) and one CMS page per boat. */
export const wharfBoats: WharfPage[] = [
  {
    path: '/boats',
    title: 'Our boats',
    description:
      'Four hire narrowboats for 2 to 8 people, from Wagtail for couples to Otter for big families.',
    body: [
      hero(
        'The fleet',
        'Our boats',
        'Four narrowboats, from 2 to 8 berths, all moored at the wharf in Hungerford.',
        'fleet-at-the-wharf.jpg',
      ),
      section('Boat list', collection('Boats', BOATS.map(card))),
      section(
        'All boats',
        text('Heading', h2('On every boat')),
        text(
          'List',
          ul(
            'Bed linen, duvets and pillows, bath towels and tea towels',
            'A fully equipped galley: gas hob and oven, fridge, kettle, toaster, pans, crockery and cutlery',
            'Diesel central heating',
            'Life jackets for every member of the crew, children&rsquo;s sizes included',
            'Two windlasses, a boat hook, mooring pins and a mallet',
            'A Nicholson guide to the Kennet &amp; Avon and our own cruising notes',
          ),
          p(
            `There is no wifi and no TV on our boats. All boats are 6ft 10in wide; every boat can be steered by a first-timer after our handover. ${strong('Dogs')} are welcome on Wagtail, Kingfisher and Otter; Heron is kept pet-free.`,
          ),
        ),
      ),
    ].join(''),
  },
  ...BOATS.map(boatPage),
];
