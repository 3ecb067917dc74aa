import {
  a,
  b,
  buttonCard,
  h2,
  h3,
  headerCard,
  imageCard,
  p,
  productCard,
  TIDE_PARCEL_EMAIL,
  type TidePage,
  table,
  toggle,
  ul,
} from './tidewater-books.layout.ts';

/** The Stripe payment links the product cards' buttons lead to. */
const stripe = (plan: string) => `https://buy.stripe.example/tidewater-${plan}`;

/** Book Parcel, the second-hand room, and orders, click & collect, gift cards and the stamp card. */
export const tideShopPages: TidePage[] = [
  {
    path: '/book-parcel',
    title: 'Book Parcel',
    description:
      'Book Parcel: a hand-picked book through your letterbox every month, for grown-ups and children, posted anywhere in the world.',
    kind: 'page',
    feature: '2025/09/book-parcel-brown-paper.jpg',
    body: [
      headerCard({
        heading: 'A book through the letterbox, every month',
        sub: 'Hand-picked by us, wrapped in brown paper, with a handwritten note.',
        button: ['Choose your parcel', '#choose-your-parcel'],
      }),
      p(
        'Tell us what you love (and what you can&rsquo;t stand), and every month we&rsquo;ll choose a book just for you, wrap it up and post it. It&rsquo;s the closest thing we can offer to standing in the shop with Fran pressing a book into your hands.',
      ),
      h2('Choose your parcel'),
      productCard({
        image: '2025/09/parcel-paperback.jpg',
        title: 'Paperback Parcel',
        description:
          'One hand-picked paperback a month, fiction or non-fiction, chosen from what you tell us you like. With a handwritten note and a Tidewater bookmark.',
        button: '&pound;16 a month',
        href: stripe('paperback'),
      }),
      productCard({
        image: '2025/09/parcel-hardback.jpg',
        title: 'Hardback Parcel',
        description:
          'A brand-new hardback every month: the book we think is the best of the month, often long before it&rsquo;s out in paperback.',
        button: '&pound;28 a month',
        href: stripe('hardback'),
      }),
      productCard({
        image: '2025/09/parcel-little.jpg',
        title: 'Little Parcel',
        description:
          'A picture book or a children&rsquo;s novel, chosen for the child&rsquo;s age (0 to 12) and whatever they&rsquo;re into this month. With a sticker for the envelope.',
        button: '&pound;12 a month',
        href: stripe('little'),
      }),
      productCard({
        image: '2025/09/parcel-coffee.jpg',
        title: 'Parcel &amp; Coffee',
        description:
          'A hand-picked paperback and a 250g bag of our house coffee from Bellhaven Roasters, beans or ground.',
        button: '&pound;22 a month',
        href: stripe('coffee'),
      }),
      h2('Postage'),
      p('Postage within the UK is included in the price. Sending abroad costs a little extra each month:'),
      table(
        ['Where to', 'Postage'],
        [
          ['UK (including Northern Ireland and the Channel Islands)', 'Included'],
          ['Europe (including the Republic of Ireland)', '+ &pound;6 a month'],
          ['Rest of the world', '+ &pound;11 a month'],
        ],
      ),
      p('Parcel &amp; Coffee is UK only &ndash; customs and coffee don&rsquo;t mix.'),
      h2('How it works'),
      p(
        'Parcels are posted in the first week of every month. Sign up by the 25th and your first parcel goes out in the first week of the next month. There&rsquo;s no minimum term on monthly plans.',
      ),
      h2('Questions'),
      toggle(
        'Can I give a Book Parcel as a present?',
        'Yes: choose a gift of 3, 6 or 12 months, paid up front. Pay for a year and you get 12 months for the price of 11. We&rsquo;ll send a card to tell them it&rsquo;s coming, with your message written inside.',
      ),
      toggle(
        'Can I skip a month?',
        'Yes, you can pause for up to two months a year. Just email us by the 20th of the month before.',
      ),
      toggle(
        'How do I cancel?',
        'Email us by the 20th and we won&rsquo;t send (or charge you for) the next parcel. There&rsquo;s no cancellation fee on monthly plans.',
      ),
      toggle(
        'What if I&rsquo;ve already got the book?',
        'Bring it in or post it back to us within 30 days and we&rsquo;ll swap it for something else.',
      ),
      toggle(
        'Can I collect my parcel from the shop instead?',
        'Of course, and it&rsquo;s &pound;2 a month cheaper, as there&rsquo;s no postage to pay. Collection parcels are ready from the 5th of the month.',
      ),
      p(`Any other questions: ${a(TIDE_PARCEL_EMAIL, `mailto:${TIDE_PARCEL_EMAIL}`)}.`),
    ].join(''),
  },
  {
    path: '/second-hand',
    title: 'The Second-hand Room',
    description:
      'Used and antiquarian books upstairs at Tidewater, and selling us your books: what we buy, when, and how we pay.',
    kind: 'page',
    body: [
      imageCard('2023/01/tidewater-stairs.jpg', 'The stairs up to the second-hand room'),
      p(
        'Up the stairs is the second-hand room: about 4,000 used and antiquarian books, strong on Northumberland and the Borders, the sea and ships, birds and walking, with a good run of orange Penguins and a box of 50p paperbacks by the door.',
        'The room is on the first floor, up 16 stairs with a handrail, and there&rsquo;s no lift. If stairs are a problem, tell us at the till what you&rsquo;re looking for and we&rsquo;ll bring a pile down for you.',
        'Most paperbacks are &pound;3, or two for &pound;5.',
      ),
      h2('Selling us your books'),
      p(
        `We buy second-hand books on ${b('Tuesdays and Thursdays, 10am &ndash; 12 noon')}. No appointment needed for up to two bags or boxes. For bigger collections, house clearances or anything rare, ring and ask for Alfie, who can come out to you within about 15 miles.`,
        'We pay in cash, or in Tidewater store credit, which is worth 25% more than the cash offer.',
      ),
      h3('What we buy'),
      ul(
        'Local history, Northumberland and the Borders',
        'Boats, the sea, fishing and lighthouses',
        'Natural history, birds and walking guides',
        'Modern fiction and crime in good condition',
        'Children&rsquo;s books',
        'Old Penguins and anything unusual',
      ),
      h3('What we don&rsquo;t buy'),
      p(
        'We don&rsquo;t buy textbooks, encyclopaedias, Reader&rsquo;s Digest, magazines, book club editions, ex-library books, or anything damp, mouldy or falling apart.',
        'Books we can&rsquo;t use can go to the RNLI shop on Harbour Lane, if you&rsquo;d like us to pass them on.',
      ),
    ].join(''),
  },
  {
    path: '/orders-and-gift-cards',
    title: 'Orders, Gift Cards &amp; the Stamp Card',
    description:
      'Special orders, click & collect, posting books, Tidewater gift cards, National Book Tokens and our stamp card.',
    kind: 'page',
    body: [
      h2('Ordering a book'),
      p(
        'If we haven&rsquo;t got it, we can almost certainly get it. Order at the till, by phone or by email. We don&rsquo;t take a deposit: you pay when you collect.',
      ),
      ul(
        'Books from UK publishers: usually 1&ndash;2 working days. Order by 3pm, Monday to Friday, and most arrive the next working day.',
        'Small presses, print-on-demand and books from abroad: 1&ndash;3 weeks. We&rsquo;ll tell you when you order.',
      ),
      p('We&rsquo;ll ring, text or email when it&rsquo;s in, and keep it behind the till for 14 days.'),
      h2('Click &amp; collect'),
      p(
        'Spotted something on our shelves (or on Instagram)? Reserve it by phone or email, or order through our shop on Hive and choose Tidewater for collection. If it&rsquo;s in stock it&rsquo;ll be ready within two hours, and we hold reserved books for 7 days.',
      ),
      h2('Posting books'),
      p('We can post books anywhere in the UK: &pound;3.50 for one book, free on orders over &pound;40.'),
      h2('Gift cards'),
      p(
        'Tidewater gift cards can be loaded with any amount from &pound;5 to &pound;150 and spent in the bookshop, in the caf&eacute; and on Book Parcel. They&rsquo;re valid for 2 years from the day you buy them. Buy one at the till, or ring us and we&rsquo;ll post one out for &pound;1.50.',
        'We also sell and accept National Book Tokens. These can be spent on books, but not in the caf&eacute;.',
      ),
      h2('The stamp card'),
      p(
        'Ask for a stamp card at the till: you get one stamp for every &pound;10 you spend on new books, and when you&rsquo;ve filled it with ten stamps you get &pound;10 off.',
      ),
      toggle(
        'What counts towards a stamp?',
        'New books, full price or not. Second-hand books, gift cards, Book Parcel and the caf&eacute; don&rsquo;t count.',
      ),
      toggle(
        'Do stamps expire?',
        'No, but we can&rsquo;t replace a lost card, so keep it safe in your purse or wallet!',
      ),
      toggle('Can I use a full card on a special order?', 'Yes, on any new book, special orders included.'),
      buttonCard('Questions? See the FAQ', '/faq/'),
    ].join(''),
  },
];
