import {
  a,
  b,
  block,
  button,
  GR_EMAIL,
  GR_PHONE,
  GR_PHONE_HREF,
  GR_STREET,
  GR_WHATSAPP,
  GR_WHATSAPP_HREF,
  type GraspoPage,
  iconList,
  image,
  map,
  one,
  p,
  ps,
  row,
  small,
  span,
  table,
  text,
  title,
  ul,
} from './enoteca-graspo.layout.ts';

/**
 * The three English pages under /en/: home, tastings in brief, visit us. Chiara's and Matteo's English,
 * Matteo's German, the suitcases kept during a tasting and the bus from Verona Porta Nuova station are only
 * here; the menu's dishes, shipping, the wine club, gift cards, the private room, cancellation rules, dogs,
 * payments, FAQ and blog only in Italian.
 */
const home: GraspoPage = {
  path: '/en',
  lang: 'en',
  alternate: '/',
  title: 'Home',
  description:
    'Enoteca Il Graspo, a wine bar and wine shop with a kitchen in the centre of Verona, a short walk from Piazza delle Erbe: over 40 wines by the glass, Veronese food and guided tastings.',
  blocks: [
    block(
      [
        one(
          title(span('A wine bar in the heart of Verona', 'color: #ffffff;'), 1, 'center'),
          text(
            p(
              span(
                'Wine by the glass, Veronese food and guided tastings, fifty metres from Piazza delle Erbe.',
                'color: #ffffff; font-size: 22px;',
              ),
              'center',
            ),
          ),
          button('Book a tasting', '/en/tastings'),
        ),
      ],
      { background: 'bancone-enoteca-graspo-calici.jpg', type: 'hero', fluid: true },
    ),
    block([
      row(
        [
          [
            title('Welcome to Il Graspo', 2),
            text(
              ps(
                'Chiara opened Il Graspo in 2012 in an old grocery shop on Via Pellicciai. Today we pour over 40 wines by the glass, from €5 to €14, and keep more than 600 wines in the shop.',
                `${b('We speak English.')} Chiara and Matteo, our sommelier, speak English, and Matteo also speaks German.`,
              ),
            ),
          ],
          [
            title('By the glass', 3),
            text(
              table(
                [],
                [
                  ['Soave Classico', '€5'],
                  ['Valpolicella Classico', '€5'],
                  ['Valpolicella Ripasso Superiore', '€7'],
                  ['Amarone della Valpolicella', '€14'],
                ],
              ),
            ),
          ],
        ],
        [7, 5],
      ),
    ]),
    block(
      [
        row([
          [image('risotto-amarone-piatto.jpg', 'Amarone risotto')],
          [
            title('Good to know', 3),
            text(
              ul(
                'We are closed on Tuesdays.',
                'Our kitchen serves traditional Veronese dishes at lunch and dinner; the full menu is on the Italian page.',
                'Most of our website is in Italian: the shop, private events and our blog are on the Italian pages.',
              ),
            ),
            button('Opening hours &amp; directions', '/en/visit-us', 'secondary'),
          ],
        ]),
      ],
      { color: 'cream' },
    ),
  ],
};

const tastings: GraspoPage = {
  path: '/en/tastings',
  lang: 'en',
  alternate: '/degustazioni',
  title: 'Wine tastings',
  description:
    'Guided wine tastings at Enoteca Il Graspo in Verona: Valpolicella, Amarone and white wines, in English.',
  blocks: [
    block([
      one(
        title('Wine tastings', 1),
        text(
          ps(
            'Our tastings take place in the Cantinetta, the 16th-century vaulted cellar under the wine bar. Matteo leads them in Italian, English or German, at no extra cost.',
          ),
        ),
      ),
    ]),
    block(
      [
        one(
          text(
            table(
              ['Tasting', 'Duration', 'Price'],
              [
                ['Valpolicella in 4 glasses, with cured meats and cheese', '75 minutes', '€35 per person'],
                ['Amarone, three vintages, with aged Monte Veronese', '90 minutes', '€55 per person'],
                [
                  'White wines of the lake and the hills, with three cicchetti',
                  '60 minutes',
                  '€28 per person',
                ],
              ],
            ),
          ),
          iconList([
            ['calendar', 'Wednesday to Saturday at 5pm; on Saturdays also at 11am.'],
            ['users', 'Minimum 2 people, maximum 10.'],
            ['clock', 'Booking only, by 6pm the day before.'],
            ['id-card', 'Tastings are for adults (18+) only.'],
            ['bag', 'Travelling? You can leave your suitcases with us during the tasting.'],
          ]),
        ),
      ],
      { color: 'cream' },
    ),
    block([
      one(
        text(
          p(
            `To book, use the booking calendar on our ${a('Italian tastings page', '/degustazioni')} (it works in English too), or send us a WhatsApp message at ${GR_WHATSAPP}.`,
          ),
        ),
      ),
    ]),
  ],
};

const visit: GraspoPage = {
  path: '/en/visit-us',
  lang: 'en',
  alternate: '/orari-e-contatti',
  title: 'Visit us',
  description:
    'Opening hours, kitchen hours, address and how to reach Enoteca Il Graspo from Verona Porta Nuova station.',
  blocks: [
    block([
      row(
        [
          [
            title('Visit us', 1),
            text(
              ps(
                `${b(GR_STREET)}<br>37121 Verona, Italy`,
                `Phone ${a(GR_PHONE, GR_PHONE_HREF)}<br>WhatsApp ${a(GR_WHATSAPP, GR_WHATSAPP_HREF)}<br>Email ${a(GR_EMAIL, `mailto:${GR_EMAIL}`)}`,
              ),
            ),
          ],
          [map(`Enoteca Il Graspo, ${GR_STREET}, Verona`)],
        ],
        [5, 7],
      ),
    ]),
    block(
      [
        row([
          [
            title('Opening hours', 2),
            text(
              table(
                ['Day', 'Hours'],
                [
                  ['Monday', '11.30am – 11pm'],
                  ['Tuesday', 'closed'],
                  ['Wednesday, Thursday', '11.30am – 11pm'],
                  ['Friday, Saturday', '11.30am – midnight'],
                  ['Sunday', '4pm – 10pm'],
                ],
              ),
            ),
          ],
          [
            title('Kitchen', 2),
            text(
              ps(
                'Lunch 12 noon – 2.30pm, dinner 7pm – 10pm.',
                'On Sundays dinner only, 6.30pm – 9.30pm.',
                small('Outside these hours we serve cured meat and cheese boards.'),
              ),
            ),
          ],
        ]),
      ],
      { color: 'cream' },
    ),
    block([
      one(
        title('Getting here', 2),
        text(
          ps(
            'From Verona Porta Nuova railway station, take bus 11, 12 or 13 to Piazza Bra (about 10 minutes), then walk 10 minutes along Via Mazzini to Piazza delle Erbe. On foot from the station it’s about 25 minutes.',
            'The old town is a limited traffic zone (ZTL): please don’t drive to our door.',
          ),
        ),
      ),
    ]),
  ],
};

export const graspoEnglishPages: GraspoPage[] = [home, tastings, visit];
