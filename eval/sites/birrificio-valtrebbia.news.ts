import {
  content,
  hero,
  link,
  list,
  newsCards,
  picture,
  type TrebbiaPage,
  title,
} from './birrificio-valtrebbia.layout.ts';

/**
 * The news page (Mobirise has no blog: the owners add a card per post and a page per post) and three posts:
 * Christmas 2026 and the January closure, the Castagna Rossa of 2026, and the February 2024 post with that
 * year's hours, prices and tours, never taken down.
 */
export const trebbiaNewsPages: TrebbiaPage[] = [
  {
    path: '/news.html',
    title: 'News | Birrificio Val Trebbia',
    description: 'Le novità del Birrificio Val Trebbia: nuove birre, aperture, chiusure ed eventi.',
    body: [
      hero('News', 'Novità dal birrificio e dal taproom.', 'fermentatori.jpg'),
      newsCards('', [
        [
          '18 novembre 2026',
          'Natale 2026 e chiusura per ferie',
          'Le aperture delle feste, la chiusura di gennaio e l’ultimo giorno per ordinare i regali.',
          'news-natale-2026.html',
        ],
        [
          '2 ottobre 2026',
          'È tornata la Castagna Rossa',
          'La nostra ambrata con le castagne di Coli è di nuovo alla spina.',
          'news-castagna-rossa-2026.html',
        ],
        [
          '28 febbraio 2024',
          'Nuovi orari e prezzi dal 1° marzo',
          'Il taproom apre un giorno in più e cambiano i prezzi alla spina e delle visite.',
          'news-orari-prezzi-2024.html',
        ],
      ]),
    ].join('\n'),
  },
  {
    path: '/news-natale-2026.html',
    title: 'Natale 2026 e chiusura per ferie | Birrificio Val Trebbia',
    description:
      'Gli orari del taproom durante le feste di Natale 2026, la chiusura per ferie di gennaio 2027 e gli ultimi giorni per ordinare online.',
    body: [
      title('Natale 2026 e chiusura per ferie', '18 novembre 2026 · Chiara'),
      content('', 'Ecco come saremo aperti durante le feste (il taproom, lo spaccio e la cucina):'),
      list('', [
        '**Martedì 8 dicembre** (Immacolata): aperto dalle 12:00 alle 20:00, cucina dalle 12:00 alle 15:00.',
        '**Giovedì 24 dicembre**: aperto dalle 10:00 alle 15:00, solo bar e spaccio; cucina chiusa.',
        '**Venerdì 25 dicembre**: chiuso.',
        '**Sabato 26 dicembre**: aperto con l’orario del sabato.',
        '**Giovedì 31 dicembre** e **venerdì 1° gennaio**: chiuso.',
      ]),
      content(
        'Chiusura per ferie',
        'Dal 7 al 21 gennaio 2027 siamo chiusi per ferie: taproom, spaccio e visite si fermano. Lo shop online resta aperto, ma gli ordini fatti in quei giorni partono da lunedì 25 gennaio.',
      ),
      content(
        'Regali',
        'Per ricevere i regali dello shop online entro Natale ordinate entro lunedì 14 dicembre (Sicilia, Sardegna e Calabria entro giovedì 10 dicembre). Le gift card si possono comprare fino all’ultimo: arrivano per email.',
        `Domenica 13 dicembre vi aspettiamo al ${link('Mercatino di Natale in birrificio', 'eventi.html')}, dalle 11:00 alle 19:00.`,
      ),
    ].join('\n'),
  },
  {
    path: '/news-castagna-rossa-2026.html',
    title: 'È tornata la Castagna Rossa | Birrificio Val Trebbia',
    description:
      'La Castagna Rossa 2026, la nostra ambrata con le castagne secche di Coli, è alla spina e in bottiglia.',
    body: [
      title('È tornata la Castagna Rossa', '2 ottobre 2026 · Matteo'),
      picture('castagna-rossa.jpg', 'Castagna Rossa', 'Le castagne nel metato di Coli'),
      content(
        '',
        'Come ogni autunno abbiamo fatto seccare le castagne di Coli nel metato, affumicate piano sul fuoco di legna di castagno, e le abbiamo messe in sala cotta. La Castagna Rossa 2026 è un’ambrata da 6% con note di caramello, frutta secca e fumo leggero.',
        'È alla spina in taproom fino a marzo e in bottiglia da 33 e 75 cl allo spaccio e nello shop online.',
      ),
    ].join('\n'),
  },
  {
    path: '/news-orari-prezzi-2024.html',
    title: 'Nuovi orari e prezzi dal 1° marzo | Birrificio Val Trebbia',
    description:
      'Dal 1° marzo 2024 cambiano gli orari del taproom, i prezzi alla spina, le visite e la spedizione dello shop.',
    body: [
      title('Nuovi orari e prezzi dal 1° marzo', '28 febbraio 2024 · Chiara'),
      content(
        '',
        'Dal 1° marzo il taproom sarà aperto **dal mercoledì alla domenica, dalle 17:00 alle 24:00**, tutto l’anno; il sabato e la domenica apriamo già a mezzogiorno. La cucina resta aperta fino alle 23:00.',
        'Cambiano anche i prezzi alla spina: la piccola costa € 3, la media € 5,50 e la degustazione di 4 assaggi € 8.',
        'Le visite guidate passano a € 12 a persona, con 3 birre in degustazione, e si fanno ogni sabato alle 15:00.',
        'Nello shop online la spedizione costa € 7,90 ed è gratuita sopra i € 59.',
        'E segnatevi le date del Trebbia Beer Fest 2024: 13, 14 e 15 settembre!',
      ),
    ].join('\n'),
  },
];
