import {
  a,
  b,
  buttonCard,
  callout,
  galleryCard,
  h2,
  h3,
  headerCard,
  i,
  imageCard,
  p,
  TIDE_EMAIL,
  TIDE_PHONE,
  TIDE_TICKETS,
  type TidePage,
  table,
  toggle,
  ul,
} from './tidewater-books.layout.ts';

/** Visit (hours, getting here, access, dogs), the café and its 2023 menu, events, the book club, children. */
export const tideMainPages: TidePage[] = [
  {
    path: '/visit',
    title: 'Visit us',
    description:
      'Opening hours of the bookshop and the café, how to find us on Quayside in Amblecombe, parking, access and dogs.',
    kind: 'page',
    feature: '2023/01/tidewater-quayside-front.jpg',
    body: [
      imageCard(
        '2023/01/tidewater-quayside-front.jpg',
        'The shop front on Quayside',
        'Look for the blue door opposite the lifeboat station.',
      ),
      p(
        'You&rsquo;ll find us on Quayside in Amblecombe, opposite the lifeboat station, in the old chandlery with the blue door. The bookshop, the children&rsquo;s corner and the caf&eacute; are all on the ground floor; the second-hand room is upstairs.',
      ),
      h2('Opening hours'),
      table(
        ['', 'Bookshop', 'Caf&eacute;', 'Kitchen (hot food)'],
        [
          ['Monday', 'Closed', 'Closed', '&ndash;'],
          ['Tuesday &ndash; Friday', '9.30am &ndash; 5.30pm', '9.30am &ndash; 4.30pm', 'until 2.30pm'],
          ['Saturday', '9am &ndash; 5.30pm', '9am &ndash; 4.30pm', 'until 2.30pm'],
          ['Sunday', '10am &ndash; 4pm', '10am &ndash; 3.30pm', 'until 2pm'],
        ],
      ),
      p('On bank holiday Mondays we open with our Sunday hours.'),
      callout(
        '&#x2744;&#xFE0F;',
        `${b('Winter Sundays.')} From Sunday 3 January to Sunday 28 February 2027 the caf&eacute; is closed on Sundays and the bookshop opens 10am &ndash; 2pm. Weekday and Saturday hours stay the same. Our Christmas and New Year hours are ${a('in the news', '/christmas-opening-hours-2026/')}.`,
        'blue',
      ),
      h2('Getting here'),
      p(
        `${b('By bus:')} the X18 (Newcastle &ndash; Alnwick &ndash; Berwick) stops at Amblecombe Market Cross, five minutes&rsquo; walk down Harbour Lane.`,
        `${b('By car:')} we don&rsquo;t have parking of our own. The Fish Quay car park (pay and display, &pound;1.20 an hour, free after 6pm) is a three-minute walk along the harbour. There are two blue badge bays right outside the shop on Quayside.`,
      ),
      h2('Accessibility'),
      p(
        'The front door is level with the pavement, and the whole ground floor &ndash; bookshop, children&rsquo;s corner and caf&eacute; &ndash; is step-free, with room for wheelchairs and buggies between the tables. Our accessible toilet, with baby changing, is at the back of the caf&eacute;.',
        'The second-hand room is on the first floor, up 16 stairs with a handrail. There&rsquo;s no lift, sorry: the building is 160 years old and listed. If you can&rsquo;t manage the stairs, tell us what you&rsquo;re looking for and we&rsquo;ll happily bring a pile of books down to you.',
        'There&rsquo;s a hearing loop at the till, and a shelf of large-print books just inside the door.',
      ),
      h2('Dogs'),
      p(
        'Dogs are welcome in the bookshop and the second-hand room, but not in the caf&eacute; area (assistance dogs are welcome everywhere). There&rsquo;s a water bowl by the door.',
      ),
      galleryCard(
        [
          [
            ['2023/01/tidewater-shop-floor.jpg', 'The bookshop'],
            ['2023/01/tidewater-cafe-window.jpg', 'The caf&eacute; window over the harbour'],
          ],
          [
            ['2023/01/tidewater-childrens-corner.jpg', 'The children&rsquo;s corner'],
            ['2023/01/tidewater-stairs.jpg', 'The stairs up to the second-hand room'],
            ['2023/01/tidewater-quay-tables.jpg', 'Tables on the quay'],
          ],
        ],
        'Inside Tidewater: the shop floor, the caf&eacute; window, the children&rsquo;s corner and the stairs to the second-hand room.',
      ),
    ].join(''),
  },
  {
    path: '/cafe',
    title: 'The Caf&eacute;',
    description:
      'The Tidewater café: Bellhaven coffee, homemade bakes, soup and Amblecombe crab sandwiches, with a view of the harbour.',
    kind: 'page',
    body: [
      headerCard({
        heading: 'Coffee with a view of the boats',
        sub: 'Bellhaven coffee, homemade bakes and crab from the quay',
        image: '2023/01/tidewater-cafe-window.jpg',
      }),
      p(
        'Tom&rsquo;s caf&eacute; takes up the harbour end of the shop: 28 seats inside and, from April to October, three tables out on the quay. Our coffee is roasted for us by Bellhaven Roasters up the coast, the bread comes from Harbour Lane Bakery, and the crab is landed about fifty yards from the door.',
        `Hot food (soup, toasties and the crab sandwiches) is served until 2.30pm, or until 2pm on Sundays. Cakes and drinks until we close &ndash; see our ${a('opening hours', '/visit/')}.`,
      ),
      h2('Menu'),
      h3('Hot drinks'),
      table(
        ['', ''],
        [
          ['Espresso', '&pound;2.40'],
          ['Americano', '&pound;3.00'],
          ['Flat white', '&pound;3.40'],
          ['Latte or cappuccino', '&pound;3.50'],
          ['Hot chocolate', '&pound;3.60'],
          ['Pot of tea for one (Yorkshire, Earl Grey, peppermint or green)', '&pound;2.80'],
          ['Babyccino', '80p'],
        ],
        'tw-table tw-menu',
      ),
      p(i('Oat and soya milk are free of charge.')),
      h3('Bakes'),
      table(
        ['', ''],
        [
          ['Cheese scone with butter', '&pound;3.20'],
          ['Fruit scone with butter and jam', '&pound;3.20'],
          ['Lemon drizzle cake', '&pound;3.50'],
          ['Chocolate brownie', '&pound;3.30'],
          ['Flapjack', '&pound;2.70'],
        ],
        'tw-table tw-menu',
      ),
      h3('From the kitchen (until 2.30pm, Sundays until 2pm)'),
      table(
        ['', ''],
        [
          ['Soup of the day with Harbour Lane sourdough', '&pound;6.50'],
          ['Amblecombe crab sandwich on brown bread, with salad', '&pound;9.50'],
          ['Cheese and onion toastie', '&pound;6.00'],
          ['Ham and mustard toastie', '&pound;6.50'],
          ['Kids&rsquo; cheese toastie', '&pound;4.00'],
        ],
        'tw-table tw-menu',
      ),
      h2('A few house rules'),
      ul(
        'Dogs are welcome in the bookshop, but not in the caf&eacute; area &ndash; assistance dogs excepted.',
        'We don&rsquo;t take table bookings: just come in and grab a seat.',
        'Please don&rsquo;t bring new books you haven&rsquo;t paid for to the table. Second-hand paperbacks from the caf&eacute; shelf are fine to read with your coffee.',
        'The caf&eacute; is card only (the bookshop till still takes cash).',
      ),
      buttonCard('Opening hours &amp; how to find us', '/visit/'),
    ].join(''),
  },
  {
    // The summer 2023 menu, left published when the café page got its own menu: linked from nowhere, but in
    // the sitemap.
    path: '/cafe-menu',
    title: 'Caf&eacute; menu &ndash; summer 2023',
    description: 'Our café menu for summer 2023: coffee, tea, bakes and lunches.',
    kind: 'page',
    body: [
      p(i('Our summer menu, served from 1 June 2023.')),
      h2('Drinks'),
      table(
        ['', ''],
        [
          ['Espresso', '&pound;2.00'],
          ['Americano', '&pound;2.50'],
          ['Flat white', '&pound;2.90'],
          ['Latte', '&pound;3.00'],
          ['Cappuccino', '&pound;3.00'],
          ['Pot of tea', '&pound;2.20'],
          ['Hot chocolate', '&pound;3.00'],
          ['Oat or soya milk', '+40p'],
        ],
      ),
      h2('Bakes'),
      table(
        ['', ''],
        [
          ['Scone (cheese or fruit)', '&pound;2.60'],
          ['Lemon drizzle', '&pound;2.80'],
        ],
      ),
      h2('Lunch'),
      table(
        ['', ''],
        [
          ['Soup of the day with bread', '&pound;5.50'],
          ['Crab sandwich', '&pound;7.95'],
          ['Toasties', '&pound;5.00'],
        ],
      ),
      p('Hot food is served 12 noon &ndash; 3pm. Tables outside on the quay from June to September.'),
    ].join(''),
  },
  {
    path: '/events',
    title: 'Events',
    description:
      'Author evenings, poetry and children’s events at Tidewater Books & Coffee, Amblecombe: what’s coming up and how to book.',
    kind: 'page',
    body: [
      p(
        'Author talks, book launches and poetry nights in the caf&eacute; after closing, and now and then a daytime event for children. Here&rsquo;s what&rsquo;s coming up.',
      ),
      callout(
        '&#x1F39F;&#xFE0F;',
        `${b('Tickets are &pound;10')} unless we say otherwise. Your ticket includes a glass of wine or a soft drink, and ${b('&pound;5 of it comes off the featured book')} if you buy a copy on the night. Doors open at 6.30pm for a 7pm start; events last about an hour and a half, and there are 40 seats.`,
        'accent',
      ),
      h2('Coming up'),
      headerCard({
        heading: 'Helen Cawdor: The Salt Road',
        sub: 'Thursday 3 December 2026, 7pm',
        button: ['Book tickets', TIDE_TICKETS],
        image: '2026/10/helen-cawdor-salt-road.jpg',
      }),
      p(
        `Helen&rsquo;s third crime novel brings DI Anna Shiel back to the Northumberland coast, where a body turns up in the salt pans at Seaton Sluice. Helen will be talking to Fran about research, red herrings and why the coast makes such a good setting for murder, and signing copies afterwards. Tickets &pound;10.`,
      ),
      h3('Christmas stories with Priya Mistry'),
      p(
        `${b('Saturday 12 December 2026, 11am')} &middot; ages 3 to 8`,
        'The illustrator of <em>Seal Finds a Star</em> reads her new Christmas book and shows the children how to draw a seal in a Santa hat. About 45 minutes, in the children&rsquo;s corner. Tickets are &pound;4 per child, including a hot chocolate; grown-ups go free.',
      ),
      h3('Poetry by the Harbour'),
      p(
        `${b('Thursday 21 January 2027, 7pm')}`,
        'Our winter open mic: read a poem of your own or one you love, or just come and listen. Tickets &pound;6, including a drink (no featured book this time, so no book offer).',
      ),
      h3('Dan Kirkup: Cold Water Birds'),
      p(
        `${b('Thursday 11 February 2027, 7pm')} &middot; &pound;10`,
        'A year of watching sea ducks, divers and waders along the Northumberland coast, from the author of <em>The Low Tide Year</em>. Our book club reads it in January if you want a head start.',
      ),
      h2('How to book'),
      p(`Buy tickets at the till, by phone on ${TIDE_PHONE}, or online through Ticket Tailor:`),
      buttonCard('Book tickets online', TIDE_TICKETS),
      p(
        'If you can&rsquo;t come after all, we refund tickets up to 48 hours before the event. After that we can&rsquo;t give refunds, but you&rsquo;re welcome to pass your ticket on to a friend.',
        `Our book club, Tidewater Readers, meets every month too &ndash; see ${a('Book Club', '/book-club/')}.`,
      ),
    ].join(''),
  },
  {
    path: '/book-club',
    title: 'Book Club',
    description:
      'Tidewater Readers, our monthly book club for grown-ups: when it meets, what it costs and what we’re reading next.',
    kind: 'page',
    body: [
      p(
        'Tidewater Readers is our book club for grown-ups: a friendly, chatty group of fifteen or so who meet in the caf&eacute; on the last Wednesday of each month at 7pm. New faces are always welcome, and you don&rsquo;t need to book &ndash; just turn up.',
        'It&rsquo;s &pound;3 on the door, which gets you tea or coffee and a slice of cake. Club members get 10% off the book of the month.',
      ),
      h2('What we&rsquo;re reading'),
      table(
        ['Date', 'Book'],
        [
          ['Wednesday 25 November 2026', '<em>The Lighthouse Keeper&rsquo;s Year</em> by Anna Rowe'],
          ['Wednesday 16 December 2026', 'Christmas social: bring a wrapped second-hand book to swap'],
          [
            'Wednesday 27 January 2027',
            '<em>Cold Water Birds</em> by Dan Kirkup, ahead of his visit on 11 February',
          ],
          ['Wednesday 24 February 2027', '<em>Small Harbour</em> by Jo Lindqvist'],
        ],
      ),
      callout(
        '&#x1F384;',
        `${b('December is different:')} the last Wednesday falls between Christmas and New Year, so we meet on Wednesday 16 December instead.`,
        'yellow',
      ),
      p(
        `Got a book you&rsquo;d like the group to read? Tell Fran at the till or email ${a(TIDE_EMAIL, `mailto:${TIDE_EMAIL}`)}.`,
      ),
    ].join(''),
  },
  {
    path: '/childrens-corner',
    title: 'The Children&rsquo;s Corner',
    description:
      'Picture books, story time every Wednesday, a junior book club and discounts for schools at Tidewater Books, Amblecombe.',
    kind: 'page',
    body: [
      imageCard(
        '2023/01/tidewater-childrens-corner.jpg',
        'Beanbags and picture books in the children’s corner',
      ),
      p(
        'At the back of the shop, past the big window, is the children&rsquo;s corner: picture books, first readers, a wall of children&rsquo;s novels, beanbags and a very patient toy seal called Norman. It&rsquo;s on the ground floor and step-free, and there&rsquo;s room to park a buggy.',
      ),
      h2('Story time'),
      p(
        `${b('Every Wednesday at 10.30am')} Gemma reads stories for under-5s and their grown-ups: about half an hour of picture books, songs and a bit of colouring in. It&rsquo;s free and there&rsquo;s no need to book.`,
        'No story time on 23 and 30 December; we&rsquo;re back on Wednesday 6 January.',
      ),
      h2('Junior Book Club'),
      p(
        'For readers aged 9 to 12: the first Saturday of every month, 2pm &ndash; 3pm. It&rsquo;s free, but places are limited to 12, so please book at the till or by email.',
      ),
      h2('Schools and nurseries'),
      p(
        'Schools, nurseries and playgroups get 10% off all their book orders, and we can bring boxes of books to your school for a book fair.',
      ),
      buttonCard('Christmas stories with Priya Mistry', '/events/'),
    ].join(''),
  },
  {
    path: '/faq',
    title: 'FAQ',
    description: 'Answers to the questions we get asked most at Tidewater Books & Coffee.',
    kind: 'page',
    body: [
      p(
        `The questions we get asked most at the till. Click a question to see the answer. Anything else, ring us on ${TIDE_PHONE} or email ${a(TIDE_EMAIL, `mailto:${TIDE_EMAIL}`)}.`,
      ),
      h2('Visiting'),
      toggle(
        'Can I bring my dog?',
        'Yes &ndash; well-behaved dogs are welcome in the bookshop and the second-hand room, but not in the caf&eacute; area. Assistance dogs are welcome everywhere. There&rsquo;s a water bowl by the door and usually a biscuit behind the till.',
      ),
      toggle(
        'Where can I park?',
        'We don&rsquo;t have a car park. The Fish Quay car park is a three-minute walk along the harbour, and there are two blue badge bays on Quayside outside the shop.',
      ),
      toggle(
        'Is there a toilet?',
        'Yes, an accessible toilet with baby changing at the back of the caf&eacute;. You don&rsquo;t have to buy anything.',
      ),
      toggle(
        'Can I get up to the second-hand room in a wheelchair?',
        'Sorry, no: it&rsquo;s up 16 stairs and there&rsquo;s no lift. Tell us what you&rsquo;re after and we&rsquo;ll bring books down to you.',
      ),
      h2('Buying books'),
      toggle(
        'Do you take cards? Cash?',
        'Both in the bookshop; the caf&eacute; is card only. We take all major cards except American Express, and Apple Pay and Google Pay.',
      ),
      toggle(
        'Can you order a book for me?',
        `Yes! Most books arrive in 1&ndash;2 working days. See ${a('Orders &amp; gift cards', '/orders-and-gift-cards/')}.`,
      ),
      toggle(
        'Do you price match Amazon?',
        'No, sorry &ndash; we don&rsquo;t price match. What we can offer is a stamp card, free gift wrapping and people who have actually read the books.',
      ),
      toggle(
        'Do you sell e-books or audiobooks?',
        'We don&rsquo;t sell e-books. You can buy audiobooks through Libro.fm and choose Tidewater as your bookshop: we get a share of every sale.',
      ),
      toggle(
        'Can I return a book?',
        'Yes, with the receipt, within 28 days and in the condition you bought it, for a refund or an exchange. Special orders can be exchanged but not refunded.',
      ),
      toggle('Do you gift wrap?', 'Yes, for free, in brown paper and string. Just ask at the till.'),
      toggle(
        'Can I sell you my old books?',
        `Possibly! We buy on Tuesdays and Thursdays, 10am &ndash; 12 noon. Have a look at what we buy on the ${a('Second-hand', '/second-hand/')} page first.`,
      ),
    ].join(''),
  },
  {
    path: '/about',
    title: 'About us',
    description:
      'The story of Tidewater Books & Coffee, in the old chandlery on Quayside, Amblecombe, and the people who run it.',
    kind: 'page',
    feature: '2023/01/tidewater-shop-floor.jpg',
    body: [
      p(
        'Tidewater Books &amp; Coffee opened in April 2017 in the old ship&rsquo;s chandlery on Quayside, a stone building from the 1860s that sold rope, paint and oilskins to Amblecombe&rsquo;s fishing boats for the best part of a century.',
        'Fran Maddison spent twenty years as a librarian in Newcastle; Tom Rutter spent ten cooking on ships and then in Alnwick. They had one idea between them: a bookshop where you could sit down with a coffee and watch the boats come in.',
      ),
      h2('The team'),
      ul(
        `${b('Fran')} &ndash; books, events and Book Parcel`,
        `${b('Tom')} &ndash; the caf&eacute;, and the scones`,
        `${b('Gemma')} &ndash; children&rsquo;s books and Wednesday story time`,
        `${b('Alfie')} &ndash; the second-hand room and buying books`,
        `${b('Maisie')} &ndash; Saturdays, in the caf&eacute; and on the till`,
      ),
      p(
        'In 2025 we were shortlisted for Independent Bookshop of the Year in the North of England, which we&rsquo;re still a bit giddy about. We&rsquo;re members of the Booksellers Association.',
      ),
      galleryCard(
        [
          [
            ['2023/02/fran-and-tom-opening-day.jpg', 'Fran and Tom on opening day, 2017'],
            ['2023/01/tidewater-cafe-window.jpg', 'The caf&eacute; window'],
          ],
        ],
        'Opening day in April 2017, and the view from the caf&eacute; window.',
      ),
    ].join(''),
  },
];
