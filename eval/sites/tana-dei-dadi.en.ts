import {
  a,
  b,
  button,
  columns,
  h1,
  h2,
  image,
  map,
  p,
  ps,
  size,
  strip,
  type TanaPage,
  TD_EMAIL,
  TD_PHONE,
  TD_PHONE_HREF,
  TD_STREET,
  TD_TOWN,
  TD_WHATSAPP,
  TD_WHATSAPP_HREF,
  table,
  text,
  ul,
} from './tana-dei-dadi.layout.ts';

/**
 * The three English pages under /en/: home, menu and prices in brief, contact. Pietro's English (and Spanish),
 * the shelf of games with English rules, the International Game Night on the last Friday of the month and the
 * bus from Bologna Centrale are only here; the membership card, parties, room hire, events, shop, rules for
 * children and the booking rules only in Italian.
 */
const home: TanaPage = {
  path: '/en',
  lang: 'en',
  alternate: '/',
  title: 'Home',
  description:
    'La Tana dei Dadi, a board game café in the centre of Bologna: over 900 board games, game hosts who explain the rules in English, drinks and food.',
  strips: [
    strip(
      [
        text(
          `${h1('<span style="color: #ffffff;">A board game café in the heart of Bologna</span>')}${p('<span style="color: #ffffff;">Over 900 board games, someone to teach you the rules and something good to drink.</span>')}`,
        ),
        button('Book a table on WhatsApp', TD_WHATSAPP_HREF),
      ],
      { background: 'tavoli-ludoteca-tana-dei-dadi.jpg' },
    ),
    strip([
      columns([
        [
          text(
            `${h2('How it works')}${ps(
              'Pick a table, pick a game from the shelves (or ask us for a tip) and play as long as you like. You pay the table fee once, per person, when you leave.',
              `The table fee is ${b('€4')} from Tuesday to Thursday and ${b('€6')} on Friday, Saturday, Sunday and public holidays. Children aged 6–11 pay €2.50; under 6s are free.`,
            )}${p(a('Menu &amp; prices »', '/en/menu-prices'))}`,
          ),
        ],
        [image('game-host-spiega-regole.jpg', 'Our game host explaining a game')],
      ]),
    ]),
    strip(
      [
        text(
          `${h2('Rules explained in English')}${ps(
            'Don’t speak Italian? No problem. Pietro, one of our game hosts, speaks English and Spanish, and the rest of the team will do their best.',
            'We keep a shelf of about 150 games with English rules, marked with a small Union Jack on the box.',
          )}${h2('International Game Night')}${p('On the last Friday of every month, from 8pm, we keep four tables for English speakers, Erasmus students and anyone new in town: Pietro hosts, you just turn up. Same table fee as any Friday.')}`,
        ),
      ],
      { color: 'light' },
    ),
    strip([
      text(
        `${h2('Good to know')}${ul(
          'We are closed on Mondays.',
          'At the weekend it’s best to book: message us on WhatsApp, in English is fine.',
          'Most of our website is in Italian: birthday parties, the private room, weekly events and our shop are on the Italian pages.',
        )}`,
      ),
      button('Contact &amp; opening hours', '/en/contact', 'outline'),
    ]),
  ],
};

const menuPrices: TanaPage = {
  path: '/en/menu-prices',
  lang: 'en',
  alternate: '/tariffe',
  title: 'Menu & prices',
  description: 'Table fee, drinks and food at La Tana dei Dadi, in brief.',
  strips: [
    strip([
      text(
        `${h1('Menu &amp; prices')}${p('The table fee is per person and covers all the games in the library for as long as you like, with the rules explained by our game hosts.')}${table(
          ['Table fee', 'Per person'],
          [
            ['Tuesday to Thursday', '€4'],
            ['Friday, Saturday, Sunday and public holidays', '€6'],
            ['Tuesday to Friday, 3pm–6pm (not on public holidays)', '€3'],
            ['Children aged 6–11', '€2.50'],
            ['Children under 6', 'free'],
          ],
        )}`,
      ),
    ]),
    strip(
      [
        columns([
          [
            text(
              `${h2('Drinks')}${table(
                ['', ''],
                [
                  ['Espresso', '€1.30'],
                  ['Cappuccino', '€1.80'],
                  ['Hot chocolate', '€3.50'],
                  ['Draught beer, 0.4 l', '€6.00'],
                  ['Glass of wine', '€5.00'],
                  ['Spritz', '€6.50'],
                ],
              )}`,
            ),
          ],
          [
            text(
              `${h2('Food')}${table(
                ['', ''],
                [
                  ['Piadina with Parma ham, squacquerone and rocket', '€7.00'],
                  ['Toasted sandwich', '€4.50'],
                  ['Cured meats and cheese board for two', '€16.00'],
                ],
              )}${p(size('The kitchen closes at 10.30pm (9.30pm on Sundays). The full menu is on the Italian page.', 90))}`,
            ),
          ],
        ]),
      ],
      { color: 'light' },
    ),
  ],
};

const contact: TanaPage = {
  path: '/en/contact',
  lang: 'en',
  alternate: '/contatti',
  title: 'Contact & opening hours',
  description:
    'Opening hours, address, phone, WhatsApp and how to reach La Tana dei Dadi from Bologna Centrale station.',
  strips: [
    strip([
      columns([
        [
          text(
            `${h1('Contact &amp; opening hours')}${ps(
              `${b(TD_STREET)}<br>${TD_TOWN}, Italy`,
              `Phone ${a(TD_PHONE, TD_PHONE_HREF)}<br>WhatsApp ${a(TD_WHATSAPP, TD_WHATSAPP_HREF)}<br>Email ${a(TD_EMAIL, `mailto:${TD_EMAIL}`)}`,
            )}`,
          ),
        ],
        [map(`La Tana dei Dadi, ${TD_STREET}, Bologna`)],
      ]),
    ]),
    strip(
      [
        text(
          `${h2('Opening hours')}${table(
            ['Day', 'Hours'],
            [
              ['Monday', 'closed'],
              ['Tuesday to Thursday', '3pm – midnight'],
              ['Friday', '3pm – 1.30am'],
              ['Saturday', '11am – 1.30am'],
              ['Sunday', '11am – 11pm'],
            ],
          )}`,
        ),
      ],
      { color: 'light' },
    ),
    strip([
      text(
        `${h2('Getting here')}${ps(
          'From Bologna Centrale railway station, take bus 14 from the stop in front of the station to “Porta San Vitale” (about 15 minutes), then walk 3 minutes back along Via San Vitale. On foot it’s about 25 minutes.',
          'From the Two Towers it’s a five-minute walk.',
        )}`,
      ),
    ]),
  ],
};

export const tanaEnglishPages: TanaPage[] = [home, menuPrices, contact];
