import {
  button,
  cover,
  type FeedCard,
  features,
  feed,
  form,
  header,
  heading,
  KW_CHARTER_EMAIL,
  KW_PHONE,
  type KwPage,
  type PriceCard,
  priceCards,
  text,
  titled,
  zero,
} from './kittiwake-boat-trips.layout.ts';

/* ── Shared blocks ──────────────────────────────────────────────────────────────────────────────────── */

/** The trips as cards: the pound sign and the figure are two divs, the unit a third. */
export const tripCards: PriceCard[] = [
  {
    title: 'Inner Islands Cruise',
    uptitle: '1½ hours',
    value: '24',
    per: 'adult',
    descr:
      'Round Gull Carr, Black Carr and Priest’s Carr to see puffins, seabird cliffs and grey seals. Wheelchair accessible, dogs welcome.',
    button: ['More', '/inner-islands-cruise'],
    image: 'inner-islands-card.jpg',
  },
  {
    title: 'Outer Islands Landing Trip',
    uptitle: '3 hours',
    value: '38',
    per: 'adult + landing fee',
    descr:
      'Out to Longcarr, with about an hour ashore among the puffins and terns, then home past the Sealstone lighthouse.',
    button: ['More', '/outer-islands-landing-trip'],
    image: 'longcarr-card.jpg',
  },
  {
    title: 'Sunset Seal Cruise',
    uptitle: '2 hours',
    value: '29',
    per: 'adult',
    descr: 'Out to the Sealstone seal colony as the sun goes down. Monday to Saturday, May to October.',
    button: ['More', '/sunset-seal-cruise'],
    image: 'sunset-card.jpg',
  },
  {
    title: 'Private Charter',
    uptitle: 'All year',
    prefix: 'from',
    value: '420',
    per: 'for 2 hours',
    descr: 'Your own boat and skipper: up to 12 people on Fulmar, or up to 68 on Kittiwake III.',
    button: ['More', '/private-charters'],
    image: 'fulmar-card.jpg',
  },
];

/**
 * The autumn half-term offer, a Zero Block the owner made in October and never unpublished. Its elements
 * were added in this order; on the page the headline shows first and the end date under it.
 */
export const halfTermOffer = () =>
  zero(260, '#f4c542', [
    { type: 'text', top: 150, left: 20, width: 560, html: 'until 1 November 2026', fontSize: 22 },
    { type: 'text', top: 60, left: 20, width: 560, html: 'Kids go free', fontSize: 52, color: '#0b3954' },
    {
      type: 'text',
      top: 20,
      left: 20,
      width: 560,
      html: 'Autumn half-term &middot; 24 October – 1 November',
      fontSize: 16,
    },
    {
      type: 'text',
      top: 195,
      left: 20,
      width: 700,
      html: 'One child (4–15) goes free with every full-paying adult on the Inner Islands Cruise. Use code <strong>HALFTERM26</strong> when you book.',
      fontSize: 15,
    },
    { type: 'button', top: 100, left: 880, width: 200, html: 'Book now', href: '/tickets' },
    { type: 'shape', top: 0, left: 760, width: 440 },
  ]);

/* ── Home ───────────────────────────────────────────────────────────────────────────────────────────── */

const news: FeedCard[] = [
  {
    path: '/news/tpost/r4kx9b2tz1-christmas-amp-new-year-sailings-2026',
    title: 'Christmas &amp; New Year sailings 2026',
    date: '12 November 2026',
    descr: 'Two festive trips and our office closure over Christmas.',
    image: 'boxing-day-seals.jpg',
  },
  {
    path: '/news/tpost/m2c7yh0pk1-autumn-half-term-kids-go-free',
    title: 'Autumn half-term: kids go free!',
    date: '2 October 2026',
    descr: 'One child free with every full-paying adult on the Inner Islands Cruise.',
    image: 'half-term-kids.jpg',
  },
];

export const kwHome: KwPage = {
  path: '/',
  title: 'Kittiwake Boat Trips | Puffin &amp; Seal Boat Trips from Kettlewick, Northumberland',
  description:
    'Family-run boat trips from Kettlewick harbour to the Carr Islands: puffins, seabirds and grey seals. Inner Islands Cruise, Outer Islands Landing Trip, Sunset Seal Cruise and private charters.',
  pageId: 21934476,
  records: [
    zero(680, '#0b3954', [
      {
        type: 'text',
        top: 470,
        left: 20,
        width: 520,
        html: 'From <strong>£24</strong> adults &middot; <strong>£14</strong> children (4–15)',
        fontSize: 20,
        color: '#ffffff',
      },
      { type: 'button', top: 540, left: 20, width: 220, html: 'Book tickets', href: '/tickets' },
      { type: 'image', top: 0, left: 600, width: 600, file: 'puffin-on-gull-carr.jpg' },
      {
        type: 'text',
        top: 170,
        left: 20,
        width: 560,
        html: 'Puffins, seals<br />&amp; the Carr Islands',
        fontSize: 64,
        color: '#ffffff',
      },
      {
        type: 'text',
        top: 330,
        left: 20,
        width: 520,
        html: 'Family-run boat trips from Kettlewick harbour since 1987',
        fontSize: 24,
        color: '#ffffff',
      },
      {
        type: 'text',
        top: 110,
        left: 20,
        width: 400,
        html: 'SEASON 1 APRIL – 31 OCTOBER',
        fontSize: 14,
        color: '#f4c542',
      },
      { type: 'shape', top: 620, left: 0, width: 1200 },
    ]),
    halfTermOffer(),
    titled(
      'Three generations on the water',
      'Kittiwake Boat Trips is a family-run company sailing from the little harbour at Kettlewick, on the Northumberland coast, to the Carr Islands: home to some 40,000 pairs of puffins and one of England’s biggest grey seal colonies. Skipper George Robson ran his first trip in 1987; today his daughter Katie and son Sam skipper our three boats.',
    ),
    priceCards(tripCards, 'Our trips'),
    button('See all trips', '/trips'),
    text(
      '<strong>Sailing season:</strong> 1 April – 31 October. There are no scheduled sailings from November to March, but our boats are available for private charter all year, weather permitting.<br /><strong>Tickets:</strong> book online or at our kiosk on the harbour, then collect your boarding passes at the kiosk 30 minutes before you sail.<br /><strong>Weather:</strong> if we cancel because of the weather, you get a full refund or a free rebooking.<br /><strong>Puffins</strong> are on the islands from April to late July; <strong>seal pups</strong> from October.',
    ),
    feed(news, 'News'),
    text(
      '“Puffins everywhere, a seal popped up right next to the boat and Sam’s commentary was brilliant.” &mdash; <em>Tripadvisor, July 2026</em><br />“Worth every penny for the landing trip. Wear a hat for the terns!” &mdash; <em>Google review, June 2026</em>',
      [15, 60],
    ),
  ],
};

/* ── Trips ──────────────────────────────────────────────────────────────────────────────────────────── */

const trips: KwPage = {
  path: '/trips',
  title: 'Boat Trips to the Carr Islands | Kittiwake Boat Trips',
  description:
    'Our boat trips from Kettlewick: the Inner Islands Cruise, the Outer Islands Landing Trip, the Sunset Seal Cruise and private charters.',
  pageId: 21934490,
  records: [
    cover(
      'Our boat trips',
      'Puffins, seals and the Carr Islands from Kettlewick harbour, April to October',
      'trips-cover.jpg',
    ),
    priceCards(tripCards),
    heading('Which trip is for me?', 'h2'),
    text(
      '<strong>Short on time, with small children or a dog?</strong><br />The Inner Islands Cruise takes 1 hour 30 minutes and never lands: you stay on board all the way.<br /><br /><strong>Want to walk among the puffins?</strong><br />Take the Outer Islands Landing Trip, April to September, with about an hour ashore on Longcarr. Remember the Trust’s landing fee.<br /><br /><strong>Seals and a sunset?</strong><br />The Sunset Seal Cruise sails Monday to Saturday evenings from May to October.<br /><br /><strong>A boat of your own?</strong><br />Private charters run all year, weather permitting.',
    ),
    heading('Coming 2027', 'div'),
    titled(
      'Evening puffin photography trips',
      'Small-group evening trips for photographers, timed for the golden light when the puffins come back to their burrows with beakfuls of sand eels. Coming 2027 &ndash; dates to be announced. We’re not taking bookings yet: follow us on Facebook to hear first.',
    ),
  ],
};

/* ── Inner Islands Cruise ───────────────────────────────────────────────────────────────────────────── */

const inner: KwPage = {
  path: '/inner-islands-cruise',
  title: 'Inner Islands Cruise | Kittiwake Boat Trips',
  description:
    'A 1½-hour cruise round the inner Carr Islands from Kettlewick: puffins, seabirds and grey seals. Wheelchair accessible, dogs welcome.',
  pageId: 21934503,
  records: [
    cover(
      'Inner Islands Cruise',
      '1½ hours round the inner Carr Islands: puffins, seabird cliffs and grey seals',
      'inner-islands-cover.jpg',
    ),
    features([
      { icon: 'clock', title: 'Duration', descr: '1 hour 30 minutes' },
      { icon: 'boat', title: 'Boat', descr: 'Kittiwake III, wheelchair accessible' },
      { icon: 'calendar', title: 'Season', descr: '1 April – 31 October' },
      { icon: 'dog', title: 'Dogs', descr: 'Welcome on a lead, free' },
    ]),
    heading('About the cruise', 'h2'),
    text(
      'Our most popular trip. Skipper Katie or Sam takes you out of Kettlewick harbour and round the three inner islands &ndash; Gull Carr, Black Carr and Priest’s Carr &ndash; close enough to hear the seabird colonies. From April to late July you’ll see puffins on the water and on the cliff tops, with guillemots, razorbills, shags and kittiwakes on the ledges, and grey seals hauled out on Black Carr all year round.<br /><br />We don’t land on the inner islands: you stay on board all the way, so the cruise suits small children, dogs and anyone who can’t manage steps. Kittiwake III has a covered cabin if it rains.',
    ),
    heading('Sailing times'),
    text(
      '<strong>April, September and October:</strong> 11am and 2pm daily<br /><strong>May to August:</strong> 10am, 12.30pm and 3pm daily<br /><br />Times can move by up to an hour with the tide; we confirm your exact departure time by text the day before. See the full <a href="/timetable">timetable</a>.',
    ),
    heading('Prices'),
    text(
      '<strong>Adults</strong> £24<br /><strong>Children (4–15)</strong> £14<br /><strong>Under 4s</strong> free<br /><strong>Family (2 adults + 2 children)</strong> £68<br /><strong>Concessions (60+ and students)</strong> £21',
    ),
    button('Book tickets', '/tickets'),
  ],
};

/* ── Outer Islands Landing Trip ─────────────────────────────────────────────────────────────────────── */

const outer: KwPage = {
  path: '/outer-islands-landing-trip',
  title: 'Outer Islands Landing Trip | Kittiwake Boat Trips',
  description:
    'A 3-hour trip to Longcarr in the outer Carr Islands, with about an hour ashore among the puffins. Landing fee paid separately to the Carr Islands Trust.',
  pageId: 21934517,
  records: [
    cover(
      'Outer Islands Landing Trip',
      '3 hours to Longcarr and the Sealstone lighthouse, with about an hour ashore',
      'longcarr-puffins.jpg',
    ),
    features([
      { icon: 'clock', title: 'Duration', descr: '3 hours, with about 1 hour ashore' },
      { icon: 'boat', title: 'Boat', descr: 'Guillemot (not wheelchair accessible)' },
      { icon: 'calendar', title: 'Landings', descr: '1 April – 30 September' },
      { icon: 'dog', title: 'Dogs', descr: 'Assistance dogs only' },
    ]),
    heading('About the trip', 'h2'),
    text(
      'Longcarr is the biggest of the outer Carr Islands, 4 miles offshore: about 35 minutes each way on Guillemot. In the breeding season you walk along the boardwalk a few feet from puffin burrows, nesting Arctic terns and eider ducks, then we sail home past the seal colony and the Sealstone lighthouse.<br /><br /><strong>Landings are from April to September.</strong> In October the Trust closes Longcarr for the seal pupping season, so there are no landing trips in October.',
    ),
    heading('The landing fee is not included', 'h2'),
    text(
      'Longcarr is a nature reserve owned by the Carr Islands Trust. Everyone who lands pays the Trust’s landing fee to the wardens on the jetty: <strong>£9</strong> for adults and <strong>£4.50</strong> for children (4–15); under-4s and Trust members land free. The wardens take cash and cards. The landing fee is not part of our ticket price, and we can’t collect it for the Trust.',
    ),
    heading('If we can’t land'),
    text(
      'Sometimes the swell makes the Longcarr jetty unsafe. Then we sail round the outer islands instead, you pay no landing fee, and we refund the difference between your ticket and the Inner Islands Cruise fare.',
    ),
    heading('Before you book'),
    text(
      'The landing has 22 steep stone steps up from the jetty, and the path round the island is uneven, about 1 km. The trip is not suitable for wheelchairs, and pushchairs can’t come ashore: bring a baby carrier.<br />Arctic terns nest beside the path in June and July and will peck your head, so wear a hat.<br />No dogs on this trip (assistance dogs are welcome).<br />Drones are not allowed on Longcarr.',
    ),
    heading('Sailing times'),
    text(
      '<strong>April:</strong> 10am, Saturdays and Sundays only<br /><strong>May, August and September:</strong> 10am daily<br /><strong>June and July:</strong> 10am and 1.30pm daily<br /><strong>October:</strong> no landing trips',
    ),
    heading('Prices'),
    text(
      '<strong>Adults</strong> £38<br /><strong>Children (4–15)</strong> £22<br /><strong>Under 4s</strong> free<br /><strong>Family (2 adults + 2 children)</strong> £110<br /><strong>Concessions (60+ and students)</strong> £34<br />Plus the Trust’s landing fee, paid on the island.',
    ),
    button('Book tickets', '/tickets'),
  ],
};

/* ── Sunset Seal Cruise ─────────────────────────────────────────────────────────────────────────────── */

const sunset: KwPage = {
  path: '/sunset-seal-cruise',
  title: 'Sunset Seal Cruise | Kittiwake Boat Trips',
  description:
    'A 2-hour evening cruise to the grey seal colony on Sealstone, Monday to Saturday from May to October.',
  pageId: 21934531,
  records: [
    cover(
      'Sunset Seal Cruise',
      '2 hours out to the Sealstone seal colony as the sun goes down',
      'sealstone-sunset.jpg',
    ),
    features([
      { icon: 'clock', title: 'Duration', descr: '2 hours' },
      { icon: 'calendar', title: 'Days', descr: 'Monday to Saturday (no sailings on Sundays)' },
      { icon: 'sun', title: 'Season', descr: 'May to October' },
      { icon: 'boat', title: 'Boat', descr: 'Kittiwake III, wheelchair accessible' },
    ]),
    text(
      'As the day boats come home, we head out to Sealstone, the outermost of the Carr Islands, where hundreds of grey seals haul out on the rocks below the lighthouse. You’ll hear them singing before you see them. In October the first seal pups are born on Sealstone: white-coated and only days old, they stay on the rocks while their mothers feed offshore.<br /><br />There are no sunset cruises on Sundays, when our crew have their evening off, and none in April.',
    ),
    heading('Departure times'),
    text(
      '<strong>May and August:</strong> 7.30pm<br /><strong>June and July:</strong> 8.30pm<br /><strong>September:</strong> 6.30pm<br /><strong>October:</strong> 5pm<br />Monday to Saturday only.',
    ),
    heading('Prices'),
    text(
      '<strong>Adults</strong> £29<br /><strong>Children (4–15)</strong> £17<br /><strong>Under 4s</strong> free<br /><strong>Concessions (60+ and students)</strong> £26<br />There is no family ticket for the sunset cruise.',
    ),
    text(
      '<strong>Dogs:</strong> not on the sunset cruise, as the seals are easily disturbed. Assistance dogs are welcome.<br /><strong>Bring:</strong> a warm layer; it gets cold out there once the sun goes down.',
    ),
    button('Book tickets', '/tickets'),
  ],
};

/* ── Private charters ───────────────────────────────────────────────────────────────────────────────── */

const charters: KwPage = {
  path: '/private-charters',
  title: 'Private Boat Charters | Kittiwake Boat Trips',
  description:
    'Charter your own boat and skipper from Kettlewick, all year round: Fulmar for up to 12, Kittiwake III for up to 68.',
  pageId: 21934545,
  records: [
    header('h1', 'Private charters', 'Your own boat and skipper, all year round'),
    text(
      'Birthdays, family get-togethers, photography, a day out for the office: charter one of our boats and go where you like among the Carr Islands, at a time that suits the tide. Charters run all year round, weather permitting, including from November to March when we have no scheduled sailings.',
    ),
    priceCards([
      {
        title: 'Fulmar',
        uptitle: 'Up to 12 passengers',
        value: '420',
        per: 'for 2 hours',
        descr: 'Our fast 10-metre cabin boat. Extra hours £160 each.',
        image: 'fulmar.jpg',
      },
      {
        title: 'Kittiwake III',
        uptitle: 'Up to 68 passengers',
        value: '1,150',
        per: 'for 2 hours',
        descr: 'Our biggest boat, wheelchair accessible, with a covered cabin. Extra hours £450 each.',
        image: 'kittiwake-iii.jpg',
      },
    ]),
    text(
      `<strong>Minimum charter:</strong> 2 hours<br /><strong>Deposit:</strong> 25% to secure your date, the balance 14 days before you sail<br /><strong>Weather:</strong> if we cancel because of the weather, we’ll move your charter or refund you in full, deposit included<br /><strong>Landing on Longcarr:</strong> possible on a charter from April to September; the Trust’s landing fees are extra<br /><strong>Food and drink:</strong> bring your own, we don’t do catering<br /><br />Call Katie on ${KW_PHONE} or email <a href="mailto:${KW_CHARTER_EMAIL}">${KW_CHARTER_EMAIL}</a>.`,
    ),
    form(
      'Charter enquiry',
      [
        { label: 'Your name', name: 'Name', type: 'text', required: true },
        { label: 'Email', name: 'Email', type: 'email', required: true },
        { label: 'Phone', name: 'Phone', type: 'tel' },
        { label: 'Preferred date', name: 'Date', type: 'date' },
        { label: 'Number of guests', name: 'Guests', type: 'number' },
        { label: 'Tell us about your trip', name: 'Message', type: 'textarea' },
      ],
      'Thank you! Katie will get back to you within two working days.',
      'Send enquiry',
    ),
  ],
};

export const kwTripPages: KwPage[] = [trips, inner, outer, sunset, charters];
