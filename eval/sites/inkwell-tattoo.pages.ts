import {
  accent,
  b,
  bigText,
  buttons,
  container,
  divider,
  type InkPage,
  image,
  link,
  priceRows,
  text,
} from './inkwell-tattoo.layout.ts';

/* ── The home page: one Carrd site of five sections, only the first shown ───────────────────────────── */

/**
 * The Friday 13th flash day banner: a dark container the owner put at the top of the home section in
 * October and never took down after the day.
 */
const flashDayBanner = () =>
  container(
    [
      [
        text(`${accent('★')} FRIDAY 13TH FLASH DAY ${accent('★')}`, 2),
        text(
          `${b('Friday 13 November')} · 11am till late · walk-ins only<br />£50 tattoos from our Friday 13th flash sheet. 18+ with photo ID.`,
        ),
        buttons([['Find out more', '/journal/friday-13th-flash-day']]),
      ],
    ],
    { style: 5 },
  );

const homeSection = [
  image('studio-front.jpg', 'The studio on Gardner Street'),
  text('Inkwell Tattoo Collective', 1, 'h1'),
  bigText('Custom tattoos &amp; piercing in the North Laine, Brighton'),
  text(
    'A small, friendly studio of four tattoo artists and one piercer. Custom work, flash and piercing, in the heart of the North Laine since 2016.',
  ),
  flashDayBanner(),
  buttons([
    ['Meet the artists', '#artists'],
    ['Prices', '#prices'],
    ['Opening hours', '#hours'],
    ['Book a tattoo', '/booking'],
  ]),
  divider(),
  container(
    [
      [image('laser-room.jpg', '')],
      [
        text(`${b('Coming 2027:')} laser tattoo removal and fading.`),
        text(link('Find out more →', '/laser-removal')),
      ],
    ],
    { style: 1 },
  ),
  container(
    [
      [image('guest-station.jpg', '')],
      [
        text(`${b('Guest spots:')} we regularly invite artists we love to work from our spare station.`),
        text(link('See who’s coming →', '/guest-spots')),
      ],
    ],
    { style: 1 },
  ),
  text(
    '“Mara made my first tattoo feel so easy. The studio is spotless and everyone is lovely.” — <em>Google review, September 2026</em>',
    4,
  ),
];

interface Artist {
  name: string;
  role: string;
  photo: string;
  bio: string[];
}

const artists: Artist[] = [
  {
    name: 'Mara Quill',
    role: 'Founder · fine-line, botanical &amp; blackwork',
    photo: 'mara.jpg',
    bio: [
      'Mara opened Inkwell in 2016 after eight years at studios in Bristol and London. She loves delicate fine-line work, flowers and plants, and bold blackwork.',
      'Books: open for 2027.',
    ],
  },
  {
    name: 'Dex Okafor',
    role: 'Neo-traditional, colour, cover-ups &amp; reworks',
    photo: 'dex.jpg',
    bio: [
      'Bright, bold neo-traditional and colour work. Dex is our cover-up specialist: send a photo of the old tattoo with your request, or book a free consultation so he can see what he’s working with.',
    ],
  },
  {
    name: 'Juno Harte',
    role: 'Black &amp; grey realism, micro-realism',
    photo: 'juno.jpg',
    bio: [
      'Portraits, pets, botanicals and tiny detailed pieces in black and grey.',
      'Juno doesn’t take on cover-ups or reworks: she only works on fresh skin.',
    ],
  },
  {
    name: 'Ollie Brandt',
    role: 'Junior artist · traditional flash, lettering, small pieces',
    photo: 'ollie.jpg',
    bio: [
      'Ollie joined the team as a junior artist in 2024. Classic traditional flash, lettering and small pieces, and he’s the artist you’ll usually meet for walk-in flash.',
    ],
  },
  {
    name: 'Sasha Lind',
    role: 'Head piercer',
    photo: 'sasha.jpg',
    bio: [
      `Sasha has been piercing for eleven years and runs our piercing room. ${link('Piercing prices and ages →', '/piercing')}`,
    ],
  },
];

const artistsSection = [
  bigText('The artists'),
  text('Four resident tattoo artists, one piercer and a guest station.'),
  ...artists.map((a) =>
    container([[image(a.photo, a.name)], [text(a.name, 2), text(b(a.role)), ...a.bio.map((p) => text(p))]], {
      style: 1,
    }),
  ),
  text(`Guest artists: ${link('see who’s coming →', '/guest-spots')}`),
  buttons([['Request a booking', '/booking']]),
];

const pricesSection = [
  bigText('Tattoo prices'),
  text(
    'Every tattoo is priced on its size, detail and the time it takes. Your artist will give you a quote before you book.',
  ),
  priceRows([
    ['Shop minimum (all artists)', '£70'],
    ['Mara Quill, per hour', '£120'],
    ['Dex Okafor, per hour', '£120'],
    ['Juno Harte, per hour', '£130'],
    ['Ollie Brandt, per hour', '£90'],
    ['Day session, up to 6 hours (Mara, Dex or Juno)', '£650'],
    ['Flash designs', 'from £80'],
    ['Touch-ups within 3 months', 'Free'],
  ]),
  text(
    'The minimum charge covers setup, single-use needles and inks and your time with the artist: it’s the price of small pieces like a tiny symbol or a single word.',
    4,
  ),
  text(
    'Touch-ups are free within 3 months of your appointment if you’ve followed our aftercare. After that, the shop minimum applies.',
    4,
  ),
  text(
    `${b('Deposits:')} £50, or £100 for a day session. ${link('How booking works →', '/booking')}<br />${link('Piercing prices →', '/piercing')}`,
  ),
];

const hoursSection = [
  bigText('Opening hours'),
  priceRows([
    ['Monday', 'Closed'],
    ['Tuesday', '11am – 7pm'],
    ['Wednesday', '11am – 7pm'],
    ['Thursday', '11am – 8pm'],
    ['Friday', '11am – 7pm'],
    ['Saturday', '10am – 6pm'],
    ['Sunday', 'Closed'],
  ]),
  text(
    `${b('Walk-ins')} for flash tattoos and piercings: Tuesday to Friday, 12pm – 5pm, first come, first served.<br />${b('No walk-ins on Saturdays')}: Saturday is appointments only.`,
  ),
  text(`Christmas and New Year opening times are in our ${link('journal', '/journal')}.`, 4),
];

const flashSection = [
  bigText('Flash'),
  text(
    'Flash is a ready-drawn design from one of our sheets: pick one on the wall, and if it’s still available it’s yours. Flash designs start from £80, and most can be done the same day as a walk-in.',
  ),
  image('flash-wall.jpg', 'Our flash wall'),
  text(`New sheets go up on Instagram first. ${link('Opening hours and walk-ins →', '#hours')}`),
];

export const inkHome: InkPage = {
  path: '/',
  title: 'Inkwell Tattoo Collective | Tattoo &amp; Piercing Studio in Brighton',
  description:
    'Custom tattoos, flash and piercing in the North Laine, Brighton. Four resident artists, a head piercer and regular guest spots.',
  sections: [
    { id: 'home', blocks: homeSection },
    { id: 'artists', blocks: artistsSection },
    { id: 'prices', blocks: pricesSection },
    { id: 'hours', blocks: hoursSection },
    { id: 'flash', blocks: flashSection },
  ],
};
