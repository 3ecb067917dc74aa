import {
  accordion,
  button,
  cover,
  features,
  header,
  heading,
  KW_KIOSK_MOBILE,
  KW_PHONE,
  type KwPage,
  priceCards,
  store,
  table,
  text,
  titled,
} from './kittiwake-boat-trips.layout.ts';
import { halfTermOffer } from './kittiwake-boat-trips.pages.ts';

/* ── Timetable ──────────────────────────────────────────────────────────────────────────────────────── */

const timetable: KwPage = {
  path: '/timetable',
  title: 'Timetable 2027 | Kittiwake Boat Trips',
  description:
    'Sailing times by month for the Inner Islands Cruise, the Outer Islands Landing Trip and the Sunset Seal Cruise, April to October 2027.',
  pageId: 21934559,
  records: [
    header('h1', 'Timetable 2027', 'Sailing times for our 2027 season, 1 April – 31 October'),
    text(
      'Our boats sail with the tide, so times change from month to month and can move by up to an hour on the day. We confirm your exact departure time by text the day before you sail.',
    ),
    table(
      [
        'Month',
        'Inner Islands Cruise (1½ hrs)',
        'Outer Islands Landing Trip (3 hrs)',
        'Sunset Seal Cruise (2 hrs)',
      ],
      [
        ['April', '11am, 2pm', '10am (Saturdays and Sundays only)', 'No sailings'],
        ['May', '10am, 12.30pm, 3pm', '10am', '7.30pm'],
        ['June', '10am, 12.30pm, 3pm', '10am, 1.30pm', '8.30pm'],
        ['July', '10am, 12.30pm, 3pm', '10am, 1.30pm', '8.30pm'],
        ['August', '10am, 12.30pm, 3pm', '10am', '7.30pm'],
        ['September', '11am, 2pm', '10am', '6.30pm'],
        ['October', '11am, 2pm', 'No landings', '5pm'],
      ],
    ),
    text(
      '<strong>No sunset cruises on Sundays.</strong> All other trips sail every day unless the table says otherwise.<br /><strong>November to March:</strong> no scheduled sailings. Our boats are available for private charter all winter, weather permitting, and any Christmas or New Year specials are announced in our <a href="/news">news</a>.',
    ),
    button('Book tickets', '/tickets'),
  ],
};

/* ── Prices ─────────────────────────────────────────────────────────────────────────────────────────── */

const prices: KwPage = {
  path: '/prices',
  title: 'Ticket Prices | Kittiwake Boat Trips',
  description:
    'Ticket prices for our boat trips: adults, children 4–15, under-4s free, family tickets, concessions and group discounts.',
  pageId: 21934562,
  records: [
    header('h1', 'Ticket prices', '2027 season, unchanged from 2026'),
    halfTermOffer(),
    priceCards([
      {
        title: 'Inner Islands Cruise',
        uptitle: '1½ hours',
        value: '24',
        per: 'adult',
        descr: 'Children (4–15) £14<br />Under 4s free<br />Family (2+2) £68<br />Concessions £21',
      },
      {
        title: 'Outer Islands Landing Trip',
        uptitle: '3 hours',
        value: '38',
        per: 'adult',
        descr:
          'Children (4–15) £22<br />Under 4s free<br />Family (2+2) £110<br />Concessions £34<br />Landing fee not included',
      },
      {
        title: 'Sunset Seal Cruise',
        uptitle: '2 hours',
        value: '29',
        per: 'adult',
        descr: 'Children (4–15) £17<br />Under 4s free<br />Concessions £26<br />No family ticket',
      },
    ]),
    heading('Good to know', 'h2'),
    text(
      '<strong>Children</strong> are 4 to 15 years old. Under-4s travel free, but please book them a free infant ticket so we can count heads.<br /><strong>Family ticket:</strong> 2 adults and 2 children, on the Inner Islands Cruise and the Outer Islands Landing Trip. Extra children pay the child price.<br /><strong>Concessions:</strong> over-60s and full-time students with a student card.<br /><strong>Carers</strong> of disabled passengers travel free.<br /><strong>Landing fee not included:</strong> on the Outer Islands Landing Trip you also pay the Carr Islands Trust’s landing fee (£9 adults, £4.50 children) to the wardens on Longcarr.<br /><strong>Groups:</strong> 10% off for groups of 15 or more booked together, with a maximum of 40 people on one sailing. For bigger groups, ask about a <a href="/private-charters">private charter</a>.',
    ),
    text(
      'Private charters start at £420 for 2 hours: see <a href="/private-charters">private charters</a>. Gift vouchers from £10: see <a href="/gift-vouchers">gift vouchers</a>.',
    ),
    button('Book tickets', '/tickets'),
  ],
};

/* ── Tickets (the T-Store block) ────────────────────────────────────────────────────────────────────── */

const soon = 'Available from 1 February';
const tickets: KwPage = {
  path: '/tickets',
  title: 'Book Tickets | Kittiwake Boat Trips',
  description: 'Book tickets for our boat trips and buy gift vouchers online.',
  pageId: 21934576,
  records: [
    header('h1', 'Book tickets'),
    text(
      '<strong>Online booking for the 2027 season opens on Monday 1 February 2027.</strong><br />Until then you can buy gift vouchers here, or book a private charter by phone or email. Tickets for our Christmas and New Year sailings are in our <a href="/news">news</a>.',
    ),
    store(
      [
        {
          name: 'Inner Islands Cruise &ndash; Adult',
          descr: '1½ hours. Choose your date and sailing at checkout.',
          price: '24.00',
          image: 'inner-islands-card.jpg',
          button: soon,
          mark: 'Coming soon',
          disabled: true,
        },
        {
          name: 'Inner Islands Cruise &ndash; Child (4&ndash;15)',
          descr: 'Under-4s: add a free infant ticket.',
          price: '14.00',
          image: 'inner-islands-card.jpg',
          button: soon,
          mark: 'Coming soon',
          disabled: true,
        },
        {
          name: 'Inner Islands Cruise &ndash; Family (2 adults + 2 children)',
          descr: 'Extra children at the child price.',
          price: '68.00',
          image: 'inner-islands-card.jpg',
          button: soon,
          mark: 'Coming soon',
          disabled: true,
        },
        {
          name: 'Outer Islands Landing Trip &ndash; Adult',
          descr: '3 hours. Landing fee paid to the Trust on the island.',
          price: '38.00',
          image: 'longcarr-card.jpg',
          button: soon,
          mark: 'Coming soon',
          disabled: true,
        },
        {
          name: 'Outer Islands Landing Trip &ndash; Child (4&ndash;15)',
          descr: 'Landing fee paid to the Trust on the island.',
          price: '22.00',
          image: 'longcarr-card.jpg',
          button: soon,
          mark: 'Coming soon',
          disabled: true,
        },
        {
          name: 'Outer Islands Landing Trip &ndash; Family (2 adults + 2 children)',
          descr: 'Landing fees paid to the Trust on the island.',
          price: '110.00',
          image: 'longcarr-card.jpg',
          button: soon,
          mark: 'Coming soon',
          disabled: true,
        },
        {
          name: 'Sunset Seal Cruise &ndash; Adult',
          descr: '2 hours, Monday to Saturday.',
          price: '29.00',
          image: 'sunset-card.jpg',
          button: soon,
          mark: 'Coming soon',
          disabled: true,
        },
        {
          name: 'Sunset Seal Cruise &ndash; Child (4&ndash;15)',
          descr: '2 hours, Monday to Saturday.',
          price: '17.00',
          image: 'sunset-card.jpg',
          button: soon,
          mark: 'Coming soon',
          disabled: true,
        },
        {
          name: 'Gift voucher',
          descr: 'Any amount, valid for 12 months.',
          price: '10.00',
          from: true,
          image: 'gift-voucher.jpg',
          button: 'Buy',
        },
      ],
      '2027 season tickets',
    ),
    text(
      `<strong>On the day:</strong> collect your boarding passes from our kiosk on the harbour at least 30 minutes before you sail; just show your booking email. Boats leave on time.<br /><strong>Under-4s</strong> travel free: add a free infant ticket at checkout.<br /><strong>Concession and group tickets:</strong> call us on ${KW_PHONE}.`,
    ),
  ],
};

/* ── Booking & cancellations ────────────────────────────────────────────────────────────────────────── */

const booking: KwPage = {
  path: '/booking',
  title: 'Booking &amp; Cancellations | Kittiwake Boat Trips',
  description:
    'How to book, collecting your tickets, weather cancellations, cancelling your booking and refunds.',
  pageId: 21934580,
  records: [
    header('div', 'Booking &amp; cancellations'),
    text(
      `<strong>How to book</strong><br />Online on our <a href="/tickets">tickets page</a>, at our kiosk on the harbour, or by phone on ${KW_PHONE} in office hours. Groups of 15 or more and private charters: please book by phone or email.<br /><br /><strong>Collecting your tickets</strong><br />Collect your boarding passes from the ticket kiosk on the harbour at least 30 minutes before you sail. Boats leave on time and we can’t wait for latecomers. The kiosk opens at 9am every day from April to October and stays open until the last sailing. On the day of your trip you can ring the kiosk on ${KW_KIOSK_MOBILE}.`,
    ),
    heading('If we cancel because of the weather', 'h2'),
    text(
      'The skipper decides on the morning of your trip (by 8am, or by 4pm for the sunset cruise) and we text everyone booked. If we cancel, you can have a <strong>full refund</strong> or <strong>rebook</strong> onto another sailing at no charge. If the swell stops us landing on Longcarr, we sail round the outer islands instead and refund the difference to the Inner Islands Cruise fare.',
    ),
    heading('If you need to cancel', 'h2'),
    text(
      'Cancel up to <strong>48 hours</strong> before your sailing for a full refund. Within 48 hours of sailing we can’t give refunds, but we’ll move you to another sailing once, free of charge, if there’s space.<br /><br /><strong>We can’t refund:</strong><br />&bull; missed sailings, if you arrive after the boat has left<br />&bull; seasickness: there are no refunds if you feel unwell on board<br />&bull; the Carr Islands Trust’s landing fee, which is paid to the Trust, not to us',
    ),
    heading('Paying', 'h2'),
    text('Online by card; at the kiosk by card or cash. There are no card payments on board.'),
  ],
};

/* ── Accessibility ──────────────────────────────────────────────────────────────────────────────────── */

const access: KwPage = {
  path: '/accessibility',
  title: 'Accessibility | Kittiwake Boat Trips',
  description: 'Wheelchair access, steps, assistance dogs and toilets on our boat trips from Kettlewick.',
  pageId: 21934593,
  records: [
    cover('Accessibility', 'Who can go on which trip, and what to expect', 'kittiwake-iii-ramp.jpg', '45vh'),
    titled(
      'Wheelchair users',
      'Kittiwake III is our only wheelchair-accessible boat: level boarding by ramp from the pontoon and space for two wheelchairs on the main deck. She sails the Inner Islands Cruise and the Sunset Seal Cruise, so both trips are wheelchair accessible. Please tell us when you book.',
    ),
    text(
      'At low tide the walkway down to the pontoon is steep (up to 1 in 5): our crew are happy to help.<br /><br /><strong>The Outer Islands Landing Trip is not wheelchair accessible.</strong> Guillemot is boarded down four steps, and the landing on Longcarr has 22 steep stone steps and an uneven path of about 1 km.',
    ),
    titled(
      'Dogs',
      'Assistance dogs are welcome on every trip. Other dogs are welcome on the Inner Islands Cruise only, on a lead: not on the Outer Islands Landing Trip or the Sunset Seal Cruise.',
    ),
    text(
      '<strong>Carers</strong> of disabled passengers travel free.<br /><strong>Pushchairs</strong> fold and come on board Kittiwake III; they can’t come ashore on Longcarr.<br /><strong>Toilets:</strong> there are no toilets on our boats. There is an accessible public toilet (RADAR key) on the harbour next to our kiosk.',
    ),
  ],
};

/* ── What to bring ──────────────────────────────────────────────────────────────────────────────────── */

const bring: KwPage = {
  path: '/what-to-bring',
  title: 'What to Bring | Kittiwake Boat Trips',
  description: 'What to wear and bring on a boat trip to the Carr Islands.',
  pageId: 21934604,
  records: [
    header('div', 'What to bring', 'It’s always colder at sea than on the harbour'),
    features(
      [
        { icon: 'jacket', title: 'A warm, waterproof jacket', descr: 'Even in August.' },
        {
          icon: 'hat',
          title: 'A hat',
          descr: 'Arctic terns peck heads on Longcarr in June and July.',
        },
        { icon: 'boot', title: 'Flat shoes with grip', descr: 'Decks and steps can be wet.' },
        { icon: 'binoculars', title: 'Binoculars and a camera', descr: 'Puffins are small!' },
        { icon: 'sun', title: 'Sun cream', descr: 'The sea reflects the sun.' },
        { icon: 'cash', title: 'Cash', descr: 'For our guidebook on board.' },
      ],
      'Pack',
    ),
    text(
      '<strong>Food and drink:</strong> no food or drink is sold on board, so bring your own snacks and water.<br /><strong>Toilets:</strong> there are no toilets on our boats. Please use the public toilets (20p) next to the kiosk before you sail.<br /><strong>Seasickness:</strong> if you’re prone to it, take your tablets before you sail. We can’t give refunds for seasickness.<br /><strong>Guidebook:</strong> our Carr Islands guidebook (£4) is on sale on board for cash only: there are no card payments on board.<br /><strong>Smoking and vaping</strong> are not allowed on board.',
    ),
  ],
};

/* ── Wildlife calendar ──────────────────────────────────────────────────────────────────────────────── */

const wildlife: KwPage = {
  path: '/wildlife-calendar',
  title: 'Wildlife Calendar | Kittiwake Boat Trips',
  description: 'When to see puffins, seabirds, grey seals and seal pups on the Carr Islands, month by month.',
  pageId: 21934618,
  records: [
    cover('Wildlife calendar', 'What you’ll see, and when', 'wildlife-cover.jpg', '45vh'),
    table(
      ['Wildlife', 'When', 'Where'],
      [
        ['Puffins', 'April to late July', 'All the islands, best on Longcarr'],
        ['Guillemots and razorbills', 'April to mid-July', 'The cliffs of Gull Carr'],
        ['Kittiwakes', 'April to August', 'Black Carr and Priest’s Carr'],
        ['Arctic terns', 'May to August', 'Longcarr'],
        ['Eider ducks', 'All year', 'Around the harbour and Longcarr'],
        ['Grey seals', 'All year', 'Black Carr and Sealstone'],
        ['Seal pups', 'October – November', 'Sealstone'],
        ['Dolphins and porpoises', 'Sometimes, June – September', 'Open sea'],
      ],
      'Month by month',
    ),
    text(
      '<strong>Puffins</strong> arrive on the islands in April and leave by the end of July, so come between April and late July if puffins are what you’re after. June is the best month, when they fly in with beakfuls of sand eels for their chicks.<br /><br /><strong>Seal pups</strong> are born on Sealstone in October and November. Our scheduled season ends on 31 October, so the Sunset Seal Cruise in October is your best chance to see them.<br /><br />We can’t promise dolphins: they turn up a few times each summer.',
    ),
  ],
};

/* ── Getting here & parking ─────────────────────────────────────────────────────────────────────────── */

const gettingHere: KwPage = {
  path: '/getting-here',
  title: 'Getting Here &amp; Parking | Kittiwake Boat Trips',
  description: 'How to find our kiosk on Kettlewick harbour, parking, buses and trains.',
  pageId: 21934621,
  records: [
    header('h1', 'Getting here &amp; parking'),
    titled(
      'Finding us',
      'Our ticket kiosk is on the harbour at Kettlewick, NE67 7RS, next to the lifeboat station. The boats leave from pontoon B, just below the kiosk.',
    ),
    heading('Parking', 'h2'),
    text(
      'We don’t have our own car park. The Harbour car park, 200 metres from the kiosk, is a pay and display car park run by Northumberland County Council, not by us: £1.80 an hour or £7 all day, by card or the PayByPhone app. It fills up by 10am in July and August. We can’t refund or validate parking tickets.<br /><br /><strong>Blue Badge holders:</strong> there are three Blue Badge bays on Quay Road, outside our office.',
    ),
    heading('By bus and train', 'h2'),
    text(
      'The Arriva X18 (Newcastle &ndash; Alnwick &ndash; Berwick) stops on Front Street, a 5-minute walk from the harbour.<br />The nearest station is Alnmouth, 9 miles away; there are taxis at the station.',
    ),
  ],
};

/* ── About: crew & boats ────────────────────────────────────────────────────────────────────────────── */

const about: KwPage = {
  path: '/about',
  title: 'Our Crew &amp; Boats | Kittiwake Boat Trips',
  description: 'The Robson family and crew of Kittiwake Boat Trips, and our three boats.',
  pageId: 21934635,
  records: [
    cover('Our crew &amp; boats', 'A Kettlewick family business since 1987', 'robson-family.jpg', '50vh'),
    text(
      'George Robson fished out of Kettlewick for twenty years before he took his first boatload of birdwatchers out to the Carr Islands in 1987, on a converted coble called Kittiwake. Nearly forty years on, George still helps out at the kiosk most mornings, and his daughter Katie and son Sam skipper the boats.',
    ),
    features(
      [
        { icon: 'anchor', title: 'Katie Robson', descr: 'Skipper and managing director' },
        { icon: 'anchor', title: 'Sam Robson', descr: 'Skipper, usually on Guillemot' },
        { icon: 'bird', title: 'Ellie Dunn', descr: 'Wildlife guide and former Trust ranger' },
        { icon: 'ticket', title: 'Maureen Robson', descr: 'Office and bookings' },
      ],
      'The crew',
    ),
    heading('Our boats', 'h2'),
    text(
      '<strong>Kittiwake III</strong> (built 2019): 68 passengers, covered cabin, our only wheelchair-accessible boat. Inner Islands Cruise and Sunset Seal Cruise.<br /><strong>Guillemot</strong>: 48 passengers, built to come alongside the Longcarr jetty. Outer Islands Landing Trip.<br /><strong>Fulmar</strong>: 12 passengers, our fast cabin boat for private charters.<br /><br />All our boats are licensed by the Maritime and Coastguard Agency (MCA) and carry life jackets for every passenger, including children’s sizes.',
    ),
  ],
};

/* ── Gift vouchers ──────────────────────────────────────────────────────────────────────────────────── */

const vouchers: KwPage = {
  path: '/gift-vouchers',
  title: 'Gift Vouchers | Kittiwake Boat Trips',
  description: 'Boat trip gift vouchers for any amount or any trip, valid for 12 months.',
  pageId: 21934649,
  records: [
    header('div', 'Gift vouchers', 'Give someone a day with the puffins'),
    priceCards([
      {
        title: 'Any amount',
        prefix: 'from',
        value: '10',
        descr: 'Spend it on any trip or towards a private charter.',
        button: ['Buy', '/tickets'],
      },
      {
        title: 'Inner Islands Cruise for two',
        value: '48',
        descr: 'Two adult tickets for the Inner Islands Cruise.',
        button: ['Buy', '/tickets'],
      },
      {
        title: 'Landing trip for two',
        value: '76',
        descr: 'Two adult tickets for the Outer Islands Landing Trip (landing fees not included).',
        button: ['Buy', '/tickets'],
      },
    ]),
    text(
      '<strong>Valid for 12 months</strong> from the date of purchase.<br /><strong>E-vouchers</strong> are emailed to you straight away. <strong>Printed vouchers</strong> come in a card and are posted first class for £1.50.<br />Vouchers can be used for any trip and for private charters, but not for the Carr Islands Trust’s landing fee, which is paid to the Trust on the island.<br />Vouchers can’t be exchanged for cash.<br />To use a voucher, enter its code at checkout or call us.',
    ),
  ],
};

/* ── FAQ (T585 accordion, saved closed) ─────────────────────────────────────────────────────────────── */

const faq: KwPage = {
  path: '/faq',
  title: 'FAQ | Kittiwake Boat Trips',
  description: 'Answers to the questions we’re asked most on the harbour.',
  pageId: 21934652,
  records: [
    header('div', 'Frequently asked questions'),
    accordion([
      [
        'What happens if the weather is bad?',
        'The skipper decides on the morning of the trip and we text you. If we cancel because of the weather, you get a full refund or can rebook for free.',
      ],
      [
        'Are there toilets on the boats?',
        'No, there are no toilets on any of our boats. There are public toilets next to the kiosk on the harbour.',
      ],
      [
        'Can I pay by card on board?',
        'No, we can’t take card payments on board. Pay online or at the kiosk (card or cash).',
      ],
      [
        'Do you sell food and drinks on board?',
        'No, we don’t sell any food or drinks on board. Bring your own snacks and water.',
      ],
      [
        'I get seasick. Can I get a refund if I feel ill?',
        'Sorry, we don’t give refunds for seasickness. Take your seasickness tablets before you sail, and sit at the back of the boat, where it’s calmest.',
      ],
      ['When can I see puffins?', 'From April to late July. June is the best month.'],
      [
        'Can I bring my dog?',
        'Dogs are welcome on the Inner Islands Cruise, on a lead, free of charge. No dogs on the Outer Islands Landing Trip or the Sunset Seal Cruise, except assistance dogs.',
      ],
      [
        'Can I bring a pushchair?',
        'Yes on Kittiwake III, folded. Pushchairs can’t come ashore on Longcarr, so bring a baby carrier for the landing trip.',
      ],
      [
        'How early should I arrive?',
        'Collect your tickets at the kiosk 30 minutes before you sail. The boats leave on time.',
      ],
      [
        'Do you sail in winter?',
        'Our scheduled trips run from 1 April to 31 October. From November to March there are no scheduled sailings, only private charters, weather permitting; any Christmas specials are in our news.',
      ],
      [
        'Do I pay the landing fee to you?',
        'No. The landing fee for Longcarr is paid to the Carr Islands Trust’s wardens on the jetty, by cash or card. It isn’t included in our ticket price, and gift vouchers can’t be used for it.',
      ],
      [
        'Do children need a life jacket?',
        'Children under 8 wear a life jacket on deck; we have them on board in every size.',
      ],
    ]),
    text(`Anything else? Call us on ${KW_PHONE} or email us.`),
  ],
};

export const kwInfoPages: KwPage[] = [
  timetable,
  prices,
  tickets,
  booking,
  access,
  bring,
  wildlife,
  gettingHere,
  about,
  vouchers,
  faq,
];
