import {
  alert,
  badge,
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
  image,
  lead,
  muted,
  type PuzzlePage,
  p,
  section,
  stat,
  table,
  tabs,
  twoCols,
  ul,
} from './puzzlebox-leeds.layout.ts';

/** A room as the CMS holds it; the overview table, the cards and the room pages are built from it. */
interface Room {
  slug: string;
  name: string;
  tagline: string;
  players: string;
  minutes: number;
  difficulty: string;
  floor: string;
  story: string[];
  details: [string, string][];
  detailNotes: string[];
  accessibility: string[];
  reviews: [quote: string, who: string][];
}

const rooms: Room[] = [
  {
    slug: 'the-vault',
    name: 'The Vault',
    tagline: 'Crack the bank’s vault before the night watchman’s round.',
    players: '2–6',
    minutes: 60,
    difficulty: '●●●●○ Hard',
    floor: 'Ground floor',
    story: [
      'Leeds, 1974. The Aire & Calder Bank is moving its gold to London in the morning, and tonight is your only chance. Between you and the bullion: a time lock, a manager who trusted nobody, and a night watchman who walks his round on the hour, every hour.',
      'You have 60 minutes to get into the vault and out again before he comes back. Our most popular room, with a finale people still talk about in the café afterwards.',
    ],
    details: [
      ['Players', '2 to 6 players'],
      ['Game length', '60 minutes'],
      ['Difficulty', '4 out of 5 (hard)'],
      ['Minimum age', '12 years (under-16s play with an adult)'],
      ['Hints', '3 free hints, then 2 minutes added for each extra one'],
      ['Escape rate', '38% of teams get out'],
      ['Record', '41 minutes 12 seconds (team "Ctrl Alt Defeat", June 2026)'],
    ],
    detailNotes: [
      'Best with 3 or 4 players if it’s your first time. Wear comfortable clothes: there’s some kneeling, but no crawling or climbing.',
    ],
    accessibility: [
      'The Vault is our one fully wheelchair-accessible room. It’s on the ground floor and step-free from the street, the doorways are at least 85 cm wide, and every puzzle can be reached and solved from a seated position.',
      'There are no flashing lights and no periods of darkness. Our accessible toilet is next door to the room.',
    ],
    reviews: [
      [
        'The time lock bit at the end had all six of us screaming. Best room we’ve done in Yorkshire.',
        'Priya, Google review',
      ],
      ['Hard but fair, and our game host’s hints were spot on.', 'Tom, Tripadvisor'],
    ],
  },
  {
    slug: 'the-curators-study',
    name: 'The Curator’s Study',
    tagline: 'A Victorian curator has vanished. Her study holds the clues.',
    players: '2–5',
    minutes: 60,
    difficulty: '●●●○○ Medium',
    floor: 'Ground floor',
    story: [
      '1893. Professor Edith Marlowe, curator of the Leeds Museum of Curiosities, has disappeared, leaving behind a locked study full of specimens, maps and a half-finished letter. The trustees will clear the room at dawn.',
      'Follow her trail through cabinets, codes and a secret passage, and find out where she went, in 60 minutes. A great first escape room for adults.',
    ],
    details: [
      ['Players', '2 to 5 players'],
      ['Game length', '60 minutes'],
      ['Difficulty', '3 out of 5 (medium)'],
      ['Minimum age', '10 years (under-16s play with an adult)'],
      ['Hints', '3 free hints, then 2 minutes added for each extra one'],
      ['Escape rate', '55% of teams get out'],
      ['Record', '38 minutes 40 seconds'],
    ],
    detailNotes: ['Lots of searching and observation puzzles: good for mixed groups and first-timers.'],
    accessibility: [
      'The Curator’s Study is on the ground floor and step-free, but the second half of the room is reached through a low tunnel, about 90 cm high. If anyone in your team can’t crawl, tell us when you arrive and your game host will open the side door for them.',
      'The room is quite dim: you’ll be given torches.',
    ],
    reviews: [['Gorgeous set, and the tunnel moment is brilliant.', 'Hannah, Google review']],
  },
  {
    slug: 'dead-air',
    name: 'Dead Air',
    tagline: 'Get a 1983 pirate radio station back on air.',
    players: '3–8',
    minutes: 75,
    difficulty: '●●●●● Very hard',
    floor: 'First floor (stairs only)',
    story: [
      'It’s 1983 and Radio Holbeck, a pirate station broadcasting from the roof of an old mill, has gone silent in the middle of a show. The DJ is missing, the transmitter is dead and the authorities are on their way.',
      'Get the station back on air in 75 minutes. Our hardest room: we recommend it for teams who’ve done at least three escape rooms before.',
    ],
    details: [
      ['Players', '3 to 8 players'],
      ['Game length', '75 minutes'],
      ['Difficulty', '5 out of 5 (very hard)'],
      ['Minimum age', '16 years'],
      ['Hints', '3 free hints, then 2 minutes added for each extra one'],
      ['Escape rate', '21% of teams get out'],
      ['Record', '58 minutes 03 seconds'],
    ],
    detailNotes: [
      'The only room for teams of 7 or 8. Some puzzles need two groups working in different parts of the room at once, so it suits big, talkative teams.',
    ],
    accessibility: [
      'Dead Air is on the first floor, up 24 stairs, and there’s no lift, so unfortunately it isn’t accessible to wheelchair users.',
      'The game includes strobe lighting and short periods of darkness, so it isn’t suitable for anyone with photosensitive epilepsy. There’s a fixed ladder (eight rungs) up to the transmitter room: only one person in your team needs to climb it.',
    ],
    reviews: [
      [
        'We got out with 40 seconds left and I have never been so stressed or so happy.',
        'Jas, Google review',
      ],
    ],
  },
  {
    slug: 'the-toymakers-workshop',
    name: 'The Toymaker’s Workshop',
    tagline: 'Old Mr Tinker’s toys have hidden his key. Our family room.',
    players: '2–6',
    minutes: 45,
    difficulty: '●●○○○ Easy',
    floor: 'Ground floor',
    story: [
      'Old Mr Tinker’s toys have come to life overnight and hidden the key to his workshop. Wind up his clockwork animals, fix his music box and find the way out before he opens up the shop.',
      'A shorter, gentler game made for families with children from 6 years old, and for anyone trying an escape room for the very first time.',
    ],
    details: [
      ['Players', '2 to 6 players'],
      ['Game length', '45 minutes'],
      ['Difficulty', '2 out of 5 (easy)'],
      ['Minimum age', '6 years (children play with at least one adult)'],
      ['Hints', 'Unlimited, and free'],
      ['Price', '£75 per room off-peak, £85 per room at peak times (up to 6 players)'],
    ],
    detailNotes: ['No reading needed for most puzzles, so younger children can join in everything.'],
    accessibility: [
      'The Toymaker’s Workshop is on the ground floor and step-free, but the hidden door into the second room is only 60 cm wide, too narrow for most wheelchairs. Buggies can be left in the lobby.',
    ],
    reviews: [['Our 7 and 9 year olds loved it and want to come back for a harder one.', 'Claire, Facebook']],
  },
];

const roomPath = (r: Room) => `/rooms/${r.slug}`;

/** The room cards of the home page and the rooms page, and the "coming soon" card after them. */
export const roomCards = () =>
  grid(
    3,
    ...rooms.map((r) =>
      card({
        image: `<div class="relative aspect-[16/10] overflow-hidden bg-muted">${image(`rooms/${r.slug}.jpg`, r.name, { width: 800, height: 500 })}</div>`,
        title: r.name,
        description: r.tagline,
        content: [
          stat('Players', r.players),
          stat('Time', `${r.minutes} minutes`),
          stat('Difficulty', r.difficulty),
        ],
        footer: button('See the room', roomPath(r), 'outline'),
      }),
    ),
    card({
      image: `<div class="relative aspect-[16/10] overflow-hidden bg-muted">${image('rooms/the-lighthouse-teaser.jpg', 'The Lighthouse, coming soon', { width: 800, height: 500 })}<div class="absolute left-3 top-3">${badge('Coming soon', 'warning')}</div></div>`,
      title: 'The Lighthouse',
      description: 'A storm, a keeper who never came down, and a lamp to light by midnight.',
      content: [muted('Opening spring 2027. Not bookable yet.')],
      footer: button('Join the waiting list', '/rooms/the-lighthouse', 'outline'),
    }),
  );

const roomsOverview: PuzzlePage = {
  path: '/rooms',
  title: 'Escape rooms',
  description:
    'Four escape rooms in Leeds for 2 to 8 players, from our family room to the fiendish Dead Air. Compare players, time and difficulty.',
  route: 'rooms',
  body: [
    section([
      eyebrow('Escape rooms'),
      h1('Our escape rooms'),
      lead(
        'Four rooms, four stories and an hour (give or take) to get out. Every game is private to your group: you’ll never be teamed up with strangers.',
      ),
      roomCards(),
    ]),
    section(
      [
        h2('Compare the rooms'),
        table(
          ['Room', 'Players', 'Time', 'Difficulty', 'Where'],
          rooms.map((r) => [
            `[${r.name}](${roomPath(r)})`,
            r.players,
            `${r.minutes} minutes`,
            r.difficulty,
            r.floor,
          ]),
        ),
        muted(
          'Prices depend on how many of you play and when: see [prices](/pricing). Games run Tuesday to Sunday: see [opening hours](/visit#opening-hours).',
        ),
      ],
      { tone: 'muted' },
    ),
    section([
      h2('Which room should we pick?'),
      ul(
        '**First time, or with kids?** The Toymaker’s Workshop.',
        '**First time, adults only?** The Curator’s Study.',
        '**Done a few already?** The Vault.',
        '**Seven or eight of you, or escape-room veterans?** Dead Air, our hardest room.',
      ),
      buttons(button('Book a game', '/book'), button('Read the FAQ', '/faq', 'outline')),
    ]),
  ].join(''),
};

const roomPage = (r: Room): PuzzlePage => ({
  path: roomPath(r),
  title: r.name,
  description: `${r.name}: ${r.tagline} ${r.players} players, ${r.minutes} minutes. An escape room at Puzzlebox Leeds.`,
  route: 'rooms/[slug]',
  body: [
    section([
      `<nav aria-label="breadcrumb"><ol class="flex flex-wrap items-center gap-1.5 break-words text-sm text-muted-foreground sm:gap-2.5"><li class="inline-flex items-center gap-1.5"><a class="transition-colors hover:text-foreground" href="/rooms">Escape rooms</a></li><li role="presentation" aria-hidden="true" class="[&amp;&gt;svg]:h-3.5 [&amp;&gt;svg]:w-3.5">/</li><li class="inline-flex items-center gap-1.5"><span role="link" aria-disabled="true" aria-current="page" class="font-normal text-foreground">${r.name.replace(/'/g, '&#x27;')}</span></li></ol></nav>`,
      twoCols(
        [
          eyebrow(r.floor),
          h1(r.name),
          lead(r.tagline),
          `<div class="flex flex-wrap gap-4">${stat('Players', r.players)}${stat('Time', `${r.minutes} minutes`)}${stat('Difficulty', r.difficulty)}</div>`,
          tabs([
            ['story', 'The story', [p(...r.story)]],
            ['details', 'Details', [facts(r.details), p(...r.detailNotes)]],
            ['accessibility', 'Accessibility', [p(...r.accessibility)]],
            [
              'reviews',
              'Reviews',
              r.reviews.map(
                ([quote, who]) =>
                  `<figure class="rounded-lg border p-4"><blockquote class="italic">“${quote.replace(/'/g, '&#x27;')}”</blockquote><figcaption class="mt-2 text-sm text-muted-foreground">${who}</figcaption></figure>`,
              ),
            ],
          ]),
        ],
        [figure(`rooms/${r.slug}.jpg`, r.name), figure(`rooms/${r.slug}-detail.jpg`, `Inside ${r.name}`)],
      ),
    ]),
    section(
      [
        h2(`Book ${r.name}`),
        muted('Pick a date to see the free slots. A deposit secures your game.'),
        bookingWidget(r.slug),
      ],
      { tone: 'muted', id: 'book' },
    ),
  ].join(''),
});

const lighthouse: PuzzlePage = {
  path: '/rooms/the-lighthouse',
  title: 'The Lighthouse (coming soon)',
  description: 'Our fifth escape room, The Lighthouse, opens in spring 2027. Join the waiting list.',
  route: 'rooms/[slug]',
  body: [
    section([
      `<div class="flex items-center gap-3">${badge('Coming soon', 'warning')}${badge('Spring 2027', 'outline')}</div>`,
      h1('The Lighthouse'),
      lead(
        'A storm is coming in, the keeper went up the tower three days ago and never came down, and the lamp has to be lit by midnight.',
      ),
      figure('rooms/the-lighthouse-teaser.jpg', 'Concept art for The Lighthouse'),
      alert('Not open yet', [
        'The Lighthouse opens in spring 2027 and can’t be booked yet. We’ll announce the opening date and open bookings to the waiting list first.',
      ]),
      facts([
        ['Players', '2–6 (planned)'],
        ['Game length', '60 minutes'],
        ['Opening', 'Spring 2027'],
        ['Bookings', 'Not open yet'],
      ]),
      p(
        'We’re building The Lighthouse in the space where The Alchemist’s Lab used to be. The Alchemist’s Lab closed in August 2026 after five years and more than 9,000 teams: thank you to everyone who played it.',
        'We’re designing The Lighthouse to be step-free; we’ll publish full accessibility details before it opens.',
      ),
      h2('Join the waiting list'),
      `<form class="flex max-w-md flex-col gap-3 sm:flex-row" action="https://puzzlebox-leeds.mailing.example/subscribe" method="post"><input type="hidden" name="list" value="lighthouse"/><label class="sr-only" for="wl-email">Email</label><input class="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm ring-offset-background placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2" id="wl-email" type="email" name="email" placeholder="you@example.com" required=""/><button class="inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90" type="submit">Notify me</button></form>`,
      muted('In the meantime, why not try [our four open rooms](/rooms)?'),
    ]),
  ].join(''),
};

export const puzzleRoomPages: PuzzlePage[] = [roomsOverview, ...rooms.map(roomPage), lighthouse];
