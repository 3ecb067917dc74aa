import {
  accordion,
  alert,
  bookingWidget,
  button,
  buttons,
  card,
  eyebrow,
  facts,
  figure,
  grid,
  h1,
  h2,
  h3,
  image,
  lead,
  muted,
  ol,
  PB_BUILDING,
  PB_EMAIL,
  PB_PARTIES_EMAIL,
  PB_PHONE,
  PB_STREET,
  PB_TOWN,
  type PuzzlePage,
  p,
  section,
  table,
  tabs,
  title,
  twoCols,
  ul,
} from './puzzlebox-leeds.layout.ts';
import { roomCards } from './puzzlebox-leeds.rooms.ts';

/** `app/page.tsx`: hero, rooms, how it works, the café, reviews, latest posts. */
export const puzzleHome: PuzzlePage = {
  path: '/',
  title: 'Escape rooms & board-game café in Leeds',
  description:
    'Puzzlebox: four escape rooms and a board-game café with more than 600 games in Holbeck, Leeds. Book a game for 2 to 8 players.',
  route: '',
  body: [
    `<section class="relative isolate overflow-hidden bg-zinc-950 text-zinc-50"><div class="absolute inset-0 -z-10 opacity-40">${image('home/hero-vault-door.jpg', 'A team cracking the safe in The Vault', { priority: true, legacy: true, width: 1920, height: 1080 })}</div><div class="container mx-auto flex max-w-6xl flex-col gap-6 px-4 py-24 md:px-6 md:py-32"><p class="text-sm font-semibold uppercase tracking-[0.2em] text-amber-400">Holbeck, Leeds</p><h1 class="max-w-3xl text-balance font-display text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">Escape rooms &amp; board games, under one roof</h1><p class="max-w-2xl text-lg leading-8 text-zinc-300">Four escape rooms, a café with more than 600 board games, good coffee and local beer, a short walk from Leeds station. Bring your friends, your family or your whole team.</p>${buttons(button('Book a game', '/book', 'lg'), button('Explore the rooms', '/rooms', 'outline'))}</div></section>`,
    section([eyebrow('The rooms'), h2('Pick your escape'), roomCards()]),
    section(
      [
        h2('How it works'),
        grid(
          4,
          ...[
            ['1. Book', 'Choose a room, a date and a time online. A deposit secures your slot.'],
            ['2. Arrive early', 'Get here 15 minutes before your game for a quick briefing.'],
            ['3. Escape', '45 to 75 minutes, depending on the room, with a game host watching over you.'],
            ['4. Stay and play', 'Celebrate (or commiserate) in the café with a board game and a drink.'],
          ].map(([t, text]) => card({ title: t!, content: [p(text!)] })),
        ),
      ],
      { tone: 'muted' },
    ),
    section([
      twoCols(
        [
          eyebrow('The café'),
          h2('A board-game café, open seven days a week'),
          p(
            'More than 600 games, from quick party games to huge strategy epics, and game gurus who’ll teach you any of them at your table. Toasties, cakes, coffee and beer from Leeds breweries.',
            'No escape room needed: pop in for the games. [Visit the café](/cafe).',
          ),
        ],
        [figure('home/cafe-shelves.jpg', 'Shelves of board games in the Puzzlebox café')],
      ),
    ]),
    section(
      [
        h2('What players say'),
        grid(
          3,
          card({
            title: '★★★★★',
            content: [p('“Brilliant staff and the best rooms in Leeds. We came back for all four.”')],
            footer: muted('Google review'),
          }),
          card({
            title: '★★★★★',
            content: [
              p(
                '“Did The Toymaker’s Workshop with the kids, then two hours of board games. Perfect Sunday.”',
              ),
            ],
            footer: muted('Google review'),
          }),
          card({
            title: '★★★★★',
            content: [p('“Our team day was the most fun we’ve had as a company.”')],
            footer: muted('Tripadvisor'),
          }),
        ),
      ],
      { tone: 'muted' },
    ),
    section([
      h2('From the blog'),
      grid(
        2,
        card({
          title: 'Christmas & New Year opening hours 2026',
          description: '9 November 2026',
          content: [p('When the rooms and the café are open over the festive season.')],
          footer: button('Read more', '/blog/christmas-opening-hours-2026', 'outline'),
        }),
        card({
          title: 'All our blog posts',
          content: [p('News, new rooms and the occasional puzzle.')],
          footer: button('Go to the blog', '/blog', 'outline'),
        }),
      ),
    ]),
  ].join(''),
};

const priceTable = (rows: [players: string, each: string, total: string][], caption: string) =>
  table(['Players', 'Price per person', 'Total for the team'], rows, caption);

const pricing: PuzzlePage = {
  path: '/pricing',
  title: 'Prices',
  description:
    'Escape room prices at Puzzlebox Leeds: per person, cheaper the bigger your team, off-peak and peak. The Toymaker’s Workshop is priced per room.',
  route: 'pricing',
  body: [
    section([
      eyebrow('Prices'),
      h1('Escape room prices'),
      lead(
        'Prices are per person and depend on how many of you play: the bigger the team, the less each of you pays. All prices include VAT.',
      ),
      tabs([
        [
          'off-peak',
          'Off-peak',
          [
            priceTable(
              [
                ['2', '£32', '£64'],
                ['3', '£27', '£81'],
                ['4', '£24', '£96'],
                ['5', '£22', '£110'],
                ['6', '£20', '£120'],
                ['7 (Dead Air only)', '£19', '£133'],
                ['8 (Dead Air only)', '£19', '£152'],
              ],
              'Off-peak: Tuesday to Thursday, and Friday before 5pm.',
            ),
          ],
        ],
        [
          'peak',
          'Peak',
          [
            priceTable(
              [
                ['2', '£36', '£72'],
                ['3', '£31', '£93'],
                ['4', '£28', '£112'],
                ['5', '£25', '£125'],
                ['6', '£23', '£138'],
                ['7 (Dead Air only)', '£21', '£147'],
                ['8 (Dead Air only)', '£21', '£168'],
              ],
              'Peak: Friday from 5pm, Saturday, Sunday and bank holidays.',
            ),
          ],
        ],
      ]),
      alert('The Toymaker’s Workshop is priced per room', [
        'Our family room costs £75 off-peak and £85 at peak times for the whole room, up to 6 players, whatever their age.',
      ]),
    ]),
    section(
      [
        h2('Good to know'),
        ul(
          '**Deposit:** when you book, you pay a £40 deposit per game. The rest is paid when you arrive, for the number of people who actually play.',
          '**Students:** 10% off off-peak games with a valid student card. Show it when you arrive.',
          '**Discounts** can’t be combined with each other.',
          '**Big groups:** for 10 or more, see [parties](/parties) or [team building](/corporate).',
        ),
        p('Cancelling or moving a game? See [booking information](/book#before-you-book).'),
        buttons(button('Book a game', '/book')),
      ],
      { tone: 'muted' },
    ),
  ].join(''),
};

const book: PuzzlePage = {
  path: '/book',
  title: 'Book a game',
  description:
    'Book an escape room at Puzzlebox Leeds online, and read our booking rules: arrival, late arrival, deposit, cancelling and rescheduling.',
  route: 'book',
  body: [
    section([
      eyebrow('Book'),
      h1('Book a game'),
      lead('Pick a room, a date and a time. Bookings open 12 weeks ahead.'),
      bookingWidget(),
      muted(`Prefer the phone? Call us on ${PB_PHONE} while the café is open.`),
    ]),
    section(
      [
        h2('Before you book', 'before-you-book'),
        grid(
          2,
          card({
            title: 'Arriving',
            content: [
              p(
                'Please arrive 15 minutes before your start time for your safety briefing. Running late? Call us and let us know.',
              ),
            ],
          }),
          card({
            title: 'Late arrival',
            content: [
              p(
                'Your game has to finish on time so the next team can start, so if you’re late you’ll have less time to play. If you arrive more than 20 minutes late we can’t run your game, and your deposit won’t be refunded.',
              ),
            ],
          }),
          card({
            title: 'Deposit',
            content: [
              p(
                'A £40 deposit per game secures your slot. The balance is paid on the day, for the number of people who play (minimum 2).',
              ),
            ],
          }),
          card({
            title: 'Cancelling',
            content: [
              p(
                'Cancel at least 48 hours before your start time and we’ll refund your deposit in full. If you cancel with less than 48 hours’ notice, or don’t turn up, the deposit isn’t refundable.',
              ),
            ],
          }),
          card({
            title: 'Rescheduling',
            content: [
              p(
                'You can move your game to another date once, free of charge, up to 48 hours before your start time. Moving it with less than 48 hours’ notice costs £15, as long as we have a free slot.',
              ),
            ],
          }),
          card({
            title: 'Team size',
            content: [
              p(
                'Numbers changed? No problem: tell us on the day and you’ll pay for who plays. Up to 25 people can play at the same time across our four rooms.',
              ),
            ],
          }),
        ),
        muted('Full terms: [terms and conditions](/terms).'),
      ],
      { tone: 'muted' },
    ),
  ].join(''),
};

const menuTable = (rows: [item: string, price: string, allergens: string][]) =>
  table(['Item', 'Price', 'Allergens'], rows);

const cafe: PuzzlePage = {
  path: '/cafe',
  title: 'Board-game café',
  description:
    'The Puzzlebox board-game café: more than 600 games, table fee, opening hours, and our menu with prices and allergens.',
  route: 'cafe',
  body: [
    section([
      eyebrow('Board-game café'),
      h1('The board-game café'),
      lead(
        'More than 600 board games, good coffee, toasties and beer from Leeds breweries. Come before your escape room, after it, or just for the games.',
      ),
      twoCols(
        [
          h2('Table fee'),
          p(
            'The table fee is £6 per person (under-5s free) and covers as many games as you like. Monday to Thursday there’s no time limit; on Friday evenings and at weekends, tables are for 3 hours.',
            '**Playing an escape room today?** Your table fee is free the same day: show your booking at the counter.',
            'Not sure what to play? Our game gurus will recommend a game and teach it to you at your table.',
          ),
          h2('Booking a table'),
          p(
            `Walk-ins are welcome. For 6 or more, or on Friday and Saturday evenings, please book a table: call ${PB_PHONE} or email ${PB_EMAIL}.`,
          ),
        ],
        [figure('cafe/table-game.jpg', 'Friends playing a board game in the café')],
      ),
    ]),
    section(
      [
        h2('Café opening hours', 'cafe-hours'),
        table(
          ['Day', 'Café', 'Kitchen (hot food)'],
          [
            ['Monday – Thursday', '10am – 10pm', 'until 8.30pm'],
            ['Friday & Saturday', '10am – 12 midnight', 'until 8.30pm'],
            ['Sunday', '10am – 9pm', 'until 7pm'],
          ],
        ),
        muted(
          'The café keeps its own hours: it opens at 10am every day, and it’s open on Mondays, when the escape rooms are closed. For the escape rooms’ hours see [visit us](/visit#opening-hours).',
        ),
      ],
      { tone: 'muted' },
    ),
    section([
      h2('Menu', 'menu'),
      tabs([
        [
          'food',
          'Food',
          [
            menuTable([
              ['Cheese & onion toastie (v)', '£6.80', 'Gluten, milk'],
              ['Ham, cheddar & mustard toastie', '£7.40', 'Gluten, milk, mustard'],
              ['Kimchi & cheese toastie (v)', '£7.40', 'Gluten, milk, sesame'],
              ['Tomato soup with sourdough (vg)', '£5.90', 'Gluten, celery'],
              ['Nachos to share, with salsa, guacamole & cheese (v)', '£8.90', 'Milk'],
              ['Loaded fries with cheese & spring onion (v)', '£5.50', 'Milk'],
              ['Bowl of fries (vg)', '£3.80', 'None'],
            ]),
            muted('Gluten-free bread for any toastie: +£1.00. (v) vegetarian, (vg) vegan.'),
          ],
        ],
        [
          'drinks',
          'Drinks',
          [
            menuTable([
              ['Americano', '£2.90', 'None'],
              ['Flat white or latte', '£3.40', 'Milk (oat milk at no extra charge)'],
              ['Hot chocolate with marshmallows', '£3.80', 'Milk, soya'],
              ['Pot of Yorkshire Tea', '£2.60', 'Milk (if added)'],
              ['Soft drinks (can)', '£2.20', 'None'],
              ['Craft beer from Leeds breweries (330 ml can)', 'from £5.20', 'Gluten'],
              ['Glass of red, white or rosé wine (175 ml)', '£6.50', 'Sulphites'],
            ]),
          ],
        ],
        [
          'sweet',
          'Sweet things',
          [
            menuTable([
              ['Chocolate brownie (gluten-free)', '£3.50', 'Egg, milk, soya'],
              ['Giant chocolate chip cookie', '£2.80', 'Gluten, egg, milk'],
              ['Flapjack (vg)', '£2.90', 'Gluten (oats)'],
            ]),
          ],
        ],
      ]),
      alert(
        'Allergies',
        [
          'Our kitchen uses peanuts, tree nuts and sesame, so we can’t guarantee that any item is free from traces of them. Please tell us about any allergy when you order.',
        ],
        'warning',
      ),
    ]),
  ].join(''),
};

const parties: PuzzlePage = {
  path: '/parties',
  title: 'Birthday parties, hens & stags',
  description:
    'Kids’ birthday parties, hen and stag dos and celebrations at Puzzlebox Leeds: escape rooms, board games, food and drinks.',
  route: 'parties',
  body: [
    section([
      eyebrow('Parties'),
      h1('Parties at Puzzlebox'),
      lead(
        'Birthdays, hen dos, stag dos and anything else worth celebrating, with a game and a table in the café.',
      ),
    ]),
    section(
      [
        h2('Kids’ birthday parties', 'birthdays'),
        twoCols(
          [
            p(
              'A game of The Toymaker’s Workshop followed by party food in our party room, with board games for everyone.',
            ),
            facts([
              ['Price', '£18 per child'],
              ['Ages', '6 to 12'],
              ['Group size', '6 to 12 children'],
              ['Length', '2 hours'],
              ['When', 'Saturdays and Sundays, starting at 10am, 12.30pm or 3pm'],
            ]),
            ul(
              'With more than 6 children we make two teams: one plays the room while the other plays board games with a game guru, then they swap.',
              'Party food: a party box for each child (a mini cheese toastie, crisps, fruit, a cookie and a juice). Tell us about allergies at least 7 days before.',
              'Up to 2 adults stay free, and each team in the room needs one adult playing with it.',
              '**Birthday cake:** you’re welcome to bring your own birthday cake. We’ll provide candles, plates and a knife.',
              'A £50 deposit books a party; the rest is paid on the day.',
            ),
            muted(
              'Older kids (12 to 15)? Book The Vault or The Curator’s Study at our normal [prices](/pricing), with at least one adult playing in each room.',
            ),
          ],
          [figure('parties/birthday.jpg', 'A birthday party in the Puzzlebox party room')],
        ),
      ],
      { tone: 'muted' },
    ),
    section([
      h2('Hen & stag parties', 'hen-stag'),
      p(
        'Our **Hen & Stag Escape** package: a game in one or more of our rooms, then a reserved table in the café with a sharing platter and a drink each (prosecco, beer or a soft drink).',
      ),
      facts([
        ['Price', '£39 per person'],
        ['Group size', '6 to 20 people'],
        ['When', 'Friday from 5pm, Saturday and Sunday'],
      ]),
      ul(
        'Fancy dress, sashes and matching T-shirts are very welcome.',
        'You can’t bring your own alcohol: the café is licensed, and drinks are included in the package.',
        'We won’t let anyone play who’s had too much to drink, for their safety and our props, and there’s no refund for them.',
      ),
    ]),
    section(
      [
        h2('Book a party'),
        p(
          `Email ${PB_PARTIES_EMAIL} with your date, the number of guests and the birthday person’s age, or call ${PB_PHONE}.`,
        ),
      ],
      { tone: 'muted' },
    ),
  ].join(''),
};

const corporate: PuzzlePage = {
  path: '/corporate',
  title: 'Team building',
  description:
    'Escape room team building in Leeds for 8 to 50 people: games, debriefs, lunch and exclusive hire of the whole venue.',
  route: 'corporate',
  body: [
    section([
      eyebrow('Corporate'),
      h1('Team building in Leeds'),
      lead(
        'Communication, leadership and a bit of healthy competition: an escape room shows how your team really works, and it’s a lot more fun than a trust fall.',
      ),
      table(
        ['Package', 'What’s included', 'Price (plus VAT)'],
        [
          [
            'Escape & Debrief',
            'Games in up to four rooms at once, then a 30-minute debrief with your game hosts on how each team worked together',
            '£35 per person',
          ],
          [
            'Escape & Lunch',
            'Everything in Escape & Debrief, plus a sandwich and soup lunch in the café',
            '£48 per person',
          ],
          [
            'Exclusive hire',
            'The whole venue, all four rooms and the café, on a Monday from 9am to 5pm, for up to 25 people',
            '£1,450 for the day',
          ],
        ],
      ),
      muted('Corporate prices exclude VAT (20%). All other prices on our website include VAT.'),
    ]),
    section(
      [
        h2('Group sizes'),
        p(
          'From 8 to 25 people can play at the same time in our four rooms. For groups of up to 50 we run two waves, with board games in the café for the wave that’s waiting.',
          'We don’t run games at your office: everything happens here at Puzzlebox, where the rooms are.',
        ),
        h2('Paying'),
        p(
          'We can invoice your company, with payment due within 14 days of your event. A purchase order number is all we need.',
        ),
        h3('Christmas parties'),
        p('Looking for a December date? Monday 14 December 2026 is still free for exclusive hire.'),
        buttons(button('Ask for a quote', `mailto:${PB_PARTIES_EMAIL}`)),
      ],
      { tone: 'muted' },
    ),
  ].join(''),
};

const vouchers: PuzzlePage = {
  path: '/gift-vouchers',
  title: 'Gift vouchers',
  description:
    'Puzzlebox gift vouchers for escape rooms, parties and the board-game café: any amount, by email or in a gift box.',
  route: 'gift-vouchers',
  body: [
    section([
      eyebrow('Gift vouchers'),
      h1('Give the gift of getting locked in'),
      lead(
        'Choose any amount from £20 to £250. Vouchers can be used for escape rooms, parties and anything in the café.',
      ),
      twoCols(
        [
          title('How to buy'),
          ol(
            '**Online:** buy below and we’ll email the voucher as a PDF straight away.',
            '**In a gift box by post:** add £3.50 and we’ll send it by Royal Mail second class (allow 3–5 working days).',
            '**In person:** at the café counter, whenever the café is open.',
          ),
          title('Using a voucher'),
          p(
            'Type the voucher code at checkout when you book online, or show it at the counter in the café. It covers the deposit too.',
          ),
          title('The small print'),
          ul(
            'Vouchers are valid for 12 months from the date of purchase. The expiry date is printed on the voucher.',
            'Vouchers can’t be exchanged for cash.',
            'If you don’t spend it all, the balance stays on the voucher until it expires.',
            'We can’t extend a voucher once it has expired.',
          ),
        ],
        [
          `<div class="rounded-xl border bg-card p-4 shadow-sm"><div class="bookwhen-embed" data-company="puzzlebox-leeds" data-item="vouchers"><iframe title="Buy a Puzzlebox gift voucher" class="h-[520px] w-full rounded-md border-0" loading="lazy" data-src="https://puzzlebox-leeds.bookings.example/embed/vouchers" src="about:blank"></iframe><div class="flex h-32 items-center justify-center text-sm text-muted-foreground" data-loading="">Loading…</div></div></div>`,
        ],
      ),
    ]),
  ].join(''),
};

const faqPage: PuzzlePage = {
  path: '/faq',
  title: 'FAQ',
  description:
    'Answers to the questions we get asked most about escape rooms, the café, bookings and payment.',
  route: 'faq',
  body: section([
    eyebrow('Help'),
    h1('Frequently asked questions'),
    lead('Can’t find your answer? Call us or send us an email.'),
    h2('Before your game'),
    accordion([
      [
        'How early should we arrive?',
        [
          'Please arrive 15 minutes before your start time, so we can brief you and you can put your things in a locker.',
        ],
      ],
      [
        'What if we’re running late?',
        [
          'Call us. Your game still has to finish on time, so you’ll have less time to play, and if you’re more than 20 minutes late we can’t run your game.',
        ],
      ],
      [
        'Is there a minimum age?',
        [
          'It depends on the room: from 6 in The Toymaker’s Workshop to 16 in Dead Air. Anyone under 16 must play with an adult (18 or over) in the room.',
        ],
      ],
      ['Can I play on my own?', ['Sorry, no: every room needs at least 2 players.']],
      ['Will we be put in a team with strangers?', ['Never. Every game is private to your group.']],
    ]),
    h2('In the room'),
    accordion([
      [
        'Will we actually be locked in?',
        [
          'No. The doors of our rooms are never locked, and there’s a green exit button beside every door: you can step out whenever you need to, toilet breaks included. The game clock keeps running, though.',
        ],
      ],
      [
        'What happens if we get stuck?',
        [
          'Your game host watches every game on camera and is one walkie-talkie call away. Every team gets 3 free hints; after that, each extra hint adds 2 minutes to your finishing time on the leaderboard.',
          'In The Toymaker’s Workshop hints are unlimited and free.',
        ],
      ],
      [
        'Can I take my phone into the room?',
        [
          'No: phones, cameras and smartwatches stay outside, so nobody can look up answers or take photos of the puzzles. We have free lockers for phones, bags and coats in the lobby; the key is on a wristband you wear during the game.',
        ],
      ],
      [
        'Do we get a photo?',
        [
          'Yes! At the end of your game your host takes a team photo with our props, win or lose, and we email it free to the lead booker the same day. It only goes on our Instagram if you say yes.',
        ],
      ],
      [
        'Is it scary?',
        [
          'There are no jump scares in any of our rooms. Dead Air has strobe lighting and a few moments of darkness.',
        ],
      ],
      [
        'Can I play if I’m pregnant?',
        ['Yes, every room is fine. In Dead Air, just let someone else climb the ladder.'],
      ],
      [
        'Is there a lift?',
        [
          'No, there’s no lift. Dead Air is on the first floor, up 24 stairs. Everything else, including the café and the accessible toilet, is on the ground floor. See [accessibility](/visit#accessibility).',
        ],
      ],
    ]),
    h2('Café, food and drink'),
    accordion([
      [
        'Can we bring our own food and drink?',
        [
          'No outside food or drink, please: we’re a licensed café with our own kitchen. The one exception is a birthday cake for a party booked with us.',
        ],
      ],
      [
        'Do you have gluten-free food?',
        [
          'Yes: gluten-free bread for any toastie (+£1) and a gluten-free brownie. All the allergens are on the [café menu](/cafe#menu).',
        ],
      ],
      [
        'Can I bring my dog?',
        ['Only assistance dogs, sorry: other dogs aren’t allowed in the café or the rooms.'],
      ],
      [
        'Can we have a drink before we play?',
        [
          'A drink in the café before your game is fine, but we won’t let anyone into a room who’s had too much, and there’s no refund for them.',
        ],
      ],
    ]),
    h2('Payments and bookings'),
    accordion([
      [
        'How can I pay?',
        ['We’re a cashless venue: we take all major cards, Apple Pay and Google Pay, but not cash.'],
      ],
      [
        'Can I cancel my booking?',
        [
          'Yes. Cancel at least 48 hours before your start time and your deposit is refunded in full. See [booking information](/book#before-you-book).',
        ],
      ],
      ['Do you have a student discount?', ['Yes: 10% off off-peak games with a valid student card.']],
      [
        'Can I book The Lighthouse?',
        [
          'Not yet: The Lighthouse opens in spring 2027. Join the waiting list on [its page](/rooms/the-lighthouse).',
        ],
      ],
    ]),
  ]),
};

const visit: PuzzlePage = {
  path: '/visit',
  title: 'Visit us',
  description:
    'How to find Puzzlebox in Holbeck, Leeds: opening hours, trains, buses, parking and accessibility.',
  route: 'visit',
  body: [
    section([
      eyebrow('Visit us'),
      h1('Finding Puzzlebox'),
      twoCols(
        [
          `<address class="not-italic leading-7"><strong class="font-semibold">Puzzlebox</strong><br/>${PB_BUILDING}<br/>${PB_STREET}<br/>${PB_TOWN}</address>`,
          p(
            'We’re in the red-brick Victorian dye works at the end of Tannery Row. Look for the yellow door.',
          ),
        ],
        [
          `<div class="aspect-video overflow-hidden rounded-xl border"><iframe title="Map showing Puzzlebox on Tannery Row" src="https://www.google.example/maps/embed?pb=!1m18!1m12!1m3!1d2357.1!2d-1.5561!3d53.7921" class="h-full w-full border-0" loading="lazy" referrerpolicy="no-referrer-when-downgrade" allowfullscreen=""></iframe></div>`,
        ],
      ),
    ]),
    section(
      [
        h2('Opening hours', 'opening-hours'),
        grid(
          2,
          `<div class="flex flex-col gap-3">${title('Escape rooms')}${table(
            ['Day', 'Open', 'Last game starts'],
            [
              ['Monday', 'Closed (private hire only)', '–'],
              ['Tuesday – Thursday', '2pm – 10pm', '8.45pm'],
              ['Friday', '12 noon – 11pm', '9.45pm'],
              ['Saturday', '10am – 11pm', '9.45pm'],
              ['Sunday', '10am – 8pm', '6.30pm'],
            ],
          )}</div>`,
          `<div class="flex flex-col gap-3">${title('Board-game café')}${table(
            ['Day', 'Open'],
            [
              ['Monday – Thursday', '10am – 10pm'],
              ['Friday & Saturday', '10am – 12 midnight'],
              ['Sunday', '10am – 9pm'],
            ],
          )}</div>`,
        ),
        p(
          'The escape rooms are closed on Mondays, except for private and corporate hire, but the café is open. Christmas and New Year hours are different: see [our Christmas post](/blog/christmas-opening-hours-2026).',
        ),
      ],
      { tone: 'muted' },
    ),
    section([
      h2('Getting here'),
      grid(
        3,
        card({
          title: 'By train',
          content: [
            p(
              'Leeds station is a 12-minute walk away. Leave by the Southern Entrance, turn right along Water Lane and right again into Tannery Row.',
            ),
          ],
        }),
        card({
          title: 'By bus',
          content: [p('The 37 and 38 stop on Water Lane (stop name "Tannery Row"), a 2-minute walk away.')],
        }),
        card({
          title: 'By car',
          content: [
            p(
              'We don’t have a car park of our own. The nearest is the Holbeck Yard multi-storey on Marshall Street, a 3-minute walk: £2.50 an hour, or £5 flat rate after 5pm.',
              'There are two blue badge bays on Tannery Row, right outside our door.',
            ),
          ],
        }),
      ),
    ]),
    section(
      [
        h2('Accessibility', 'accessibility'),
        ul(
          'The café, the toilets (including an accessible toilet) and three of our four rooms are on the ground floor, step-free from the street.',
          '**The Vault** is fully wheelchair accessible.',
          '**Dead Air** is on the first floor, up 24 stairs. There’s no lift.',
          '**The Curator’s Study** has a low tunnel (we can open a side door instead), and **The Toymaker’s Workshop** has a hidden door only 60 cm wide.',
          'There’s a hearing loop at the café counter, and assistance dogs are welcome.',
        ),
        p(
          'Each room’s page has an Accessibility tab with the details. Any questions? Call us before you book.',
        ),
      ],
      { tone: 'muted' },
    ),
  ].join(''),
};

export const puzzlePages: PuzzlePage[] = [pricing, book, cafe, parties, corporate, vouchers, faqPage, visit];
