import {
  cards,
  content,
  hero,
  link,
  newsCards,
  picture,
  priceList,
  pricing,
  type TrebbiaPage,
  table,
  title,
} from './birrificio-valtrebbia.layout.ts';

/** The home page, exported by Mobirise as `index.html` and served at `/` (and at `/index.html`, unlisted). */
export const trebbiaHome: TrebbiaPage = {
  path: '/',
  title: 'Home',
  description:
    'Birrificio Val Trebbia: birra artigianale, taproom con cucina, visite in birrificio e shop online a Mezzano Scotti, vicino a Bobbio (Piacenza).',
  body: [
    hero(
      'Birrificio Val Trebbia',
      'Birra artigianale di valle, fatta nella vecchia latteria di Mezzano Scotti, a 5 km da Bobbio. Dal 2014.',
      'birrificio-facciata-castagni.jpg',
      [
        ['Le nostre birre', 'birre.html'],
        ['Vieni al taproom', 'taproom.html'],
      ],
    ),
    content(
      '',
      '**Orario invernale** (dal 1° ottobre al 30 aprile): il taproom è aperto dal giovedì alla domenica. La cucina ha orari suoi: trovate tutto nella pagina del ' +
        link('taproom', 'taproom.html') +
        '.',
      `Feste di Natale e chiusura per ferie di gennaio: ${link('leggi la news', 'news-natale-2026.html')}.`,
    ),
    cards('Birra, cucina e visite', [
      {
        title: 'Le birre',
        photo: 'birre-bottiglie-tavolo.jpg',
        text: [
          'Cinque birre tutto l’anno, una Tripel da meditazione e due stagionali. Non filtrate, non pastorizzate.',
        ],
        button: ['Scopri le birre', 'birre.html'],
      },
      {
        title: 'Il taproom',
        photo: 'taproom-bancone.jpg',
        text: [
          'Dieci spine, il bancone di legno della vecchia latteria e un giardino sotto i castagni. E una piccola cucina di valle.',
        ],
        button: ['Orari e prezzi', 'taproom.html'],
      },
      {
        title: 'Visite in birrificio',
        photo: 'sala-cotta.jpg',
        text: ['Il sabato e la domenica mattina apriamo la sala cotta: si guarda, si annusa, si assaggia.'],
        button: ['Prenota una visita', 'visite.html'],
      },
    ]),
    cards('Anche a casa vostra', [
      {
        title: 'Shop online',
        photo: 'cartone-misto.jpg',
        text: ['Cartoni, cassette e box regalo con spedizione in tutta Italia.'],
        button: ['Vai allo shop', 'shop.html'],
      },
      {
        title: 'Fusti per le feste',
        photo: 'spillatore-festa.jpg',
        text: ['Fusti da 20 e 30 litri e lo spillatore in prestito per il vostro compleanno o matrimonio.'],
        button: ['Fusti e spillatore', 'fusti.html'],
      },
      {
        title: 'Eventi',
        photo: 'concerto-giardino.jpg',
        text: ['Quiz, musica dal vivo, corsi di degustazione e cotte aperte.'],
        button: ['Il calendario', 'eventi.html'],
      },
    ]),
    newsCards('Dal birrificio', [
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
    ]),
    content(
      'Visiting from abroad?',
      `Opening hours, brewery tours and how to find us: ${link('Information in English', 'english.html')}.`,
    ),
  ].join('\n'),
};

/** The beers: cards with tasting notes, the figures only in the table. */
export const trebbiaBeerPages: TrebbiaPage[] = [
  {
    path: '/birre.html',
    title: 'Le birre | Birrificio Val Trebbia',
    description:
      'Le birre del Birrificio Val Trebbia: Trebbia Bionda, Bobbio Blanche, Ponte Gobbo IPA, Penice Session IPA, Brugnello Stout, San Colombano, Castagna Rossa e Mezzano Saison.',
    body: [
      hero(
        'Le birre',
        'Non filtrate, non pastorizzate, rifermentate in bottiglia. E con i nomi dei posti della valle.',
        'birre-bottiglie-tavolo.jpg',
      ),
      content(
        '',
        'Facciamo cinque birre tutto l’anno, una Tripel che matura tre mesi in cantina e due stagionali. Le trovate alla spina nel taproom, in bottiglia nello spaccio e nello ' +
          link('shop online', 'shop.html') +
          '.',
      ),
      cards(
        'Tutto l’anno',
        [
          {
            title: 'Trebbia Bionda',
            photo: 'trebbia-bionda.jpg',
            text: [
              'La nostra birra di tutti i giorni: chiara, fragrante, con un profumo di pane e miele di acacia. Si beve da sola.',
            ],
          },
          {
            title: 'Bobbio Blanche',
            photo: 'bobbio-blanche.jpg',
            text: [
              'Birra di frumento velata, con coriandolo e scorza d’arancia. Leggera e dissetante, per l’estate in giardino.',
            ],
          },
          {
            title: 'Ponte Gobbo IPA',
            photo: 'ponte-gobbo-ipa.jpg',
            text: [
              'Luppoli americani a piene mani: pompelmo, resina e un amaro deciso e lungo. Per chi ama le birre amare.',
            ],
          },
          {
            title: 'Penice Session IPA',
            photo: 'penice-session.jpg',
            text: [
              'Tutto il profumo di una IPA in una birra leggera, da bere anche dopo una camminata sul Penice.',
            ],
          },
          {
            title: 'Brugnello Stout',
            photo: 'brugnello-stout.jpg',
            text: [
              'Scura, morbida, con avena: caffè, cacao, un filo di liquirizia. Servita un po’ meno fredda.',
            ],
          },
          {
            title: 'San Colombano',
            photo: 'san-colombano-tripel.jpg',
            text: [
              'La nostra Tripel, dedicata al santo dell’abbazia di Bobbio: dorata, speziata, calda. Matura tre mesi in cantina.',
            ],
          },
        ],
        3,
      ),
      cards(
        'Stagionali',
        [
          {
            title: 'Castagna Rossa',
            photo: 'castagna-rossa.jpg',
            text: [
              'Ambrata con le castagne secche di Coli, affumicate nel metato: caramello, frutta secca, un ricordo di legna.',
            ],
          },
          {
            title: 'Mezzano Saison',
            photo: 'mezzano-saison.jpg',
            text: ['Secca, pepata, fruttata: la birra delle fattorie, per le sere d’estate.'],
          },
        ],
        2,
      ),
      table(
        'Schede tecniche',
        ['Birra', 'Stile', 'Alc. vol.', 'IBU', 'Formati', 'Disponibilità'],
        [
          ['Trebbia Bionda', 'Helles (lager chiara)', '4,8%', '18', '33 cl e 75 cl', 'tutto l’anno'],
          ['Bobbio Blanche', 'Blanche (birra di frumento)', '5,0%', '12', '33 cl', 'tutto l’anno'],
          ['Ponte Gobbo IPA', 'American IPA', '6,2%', '55', '33 cl e 75 cl', 'tutto l’anno'],
          ['Penice Session IPA', 'Session IPA', '4,2%', '38', '33 cl', 'tutto l’anno'],
          ['Brugnello Stout', 'Oatmeal Stout', '5,4%', '35', '33 cl', 'tutto l’anno'],
          ['San Colombano', 'Tripel', '8,5%', '28', '75 cl', 'tutto l’anno'],
          ['Castagna Rossa', 'Amber Ale con castagne', '6,0%', '22', '33 cl e 75 cl', 'da ottobre a marzo'],
          ['Mezzano Saison', 'Saison', '5,8%', '25', '75 cl', 'da maggio a settembre'],
        ],
        'IBU: unità internazionali di amaro. Più alto il numero, più amara la birra.',
      ),
      content(
        'Senza glutine e analcoliche?',
        'Al momento non produciamo birre senza glutine né birre analcoliche: tutte le nostre birre sono fatte con malto d’orzo, e la Blanche e la Stout anche con frumento e avena.',
      ),
      content(
        '',
        `I prezzi alla spina sono nella pagina del ${link('taproom', 'taproom.html')}, quelli delle bottiglie nello ${link('shop online', 'shop.html')}.`,
      ),
    ].join('\n'),
  },
];

/** The taproom (hours in two tables, prices in a pricing table, rules in cards) and the kitchen's menu. */
export const trebbiaTaproomPages: TrebbiaPage[] = [
  {
    path: '/taproom.html',
    title: 'Taproom: orari e prezzi | Birrificio Val Trebbia',
    description:
      'Il taproom del Birrificio Val Trebbia a Mezzano Scotti (Bobbio): orari estivi e invernali del bar e della cucina, prezzi alla spina, pagamenti, cani e prenotazioni.',
    body: [
      hero(
        'Il Taproom',
        'Dieci spine, il bancone di legno della vecchia latteria e un giardino sotto i castagni.',
        'taproom-bancone.jpg',
      ),
      content(
        '',
        'Il taproom è dentro il birrificio: dalla sala si vedono i fermentatori. Dentro ci sono 40 posti, in giardino altri 60 (da aprile a ottobre, tempo permettendo).',
        'Alla spina trovate sempre le nostre birre dell’anno, la stagionale del momento e, a rotazione, una birra di un birrificio amico.',
      ),
      title(
        'Orari',
        'Gli orari cambiano con la stagione. La cucina ha orari suoi, più corti di quelli del bar.',
      ),
      table(
        'Orario invernale (1° ottobre – 30 aprile)',
        ['Giorno', 'Bar e spaccio', 'Cucina'],
        [
          ['Lunedì', 'chiuso', 'chiusa'],
          ['Martedì', 'chiuso', 'chiusa'],
          ['Mercoledì', 'chiuso', 'chiusa'],
          ['Giovedì', '18:00 – 23:30', '19:00 – 22:00'],
          ['Venerdì', '18:00 – 23:30', '19:00 – 22:00'],
          ['Sabato', '12:00 – 24:00', '12:00 – 14:30 e 19:00 – 22:00'],
          ['Domenica', '12:00 – 20:00', '12:00 – 15:00 (solo pranzo)'],
        ],
      ),
      table(
        'Orario estivo (1° maggio – 30 settembre)',
        ['Giorno', 'Bar e spaccio', 'Cucina'],
        [
          ['Lunedì', 'chiuso', 'chiusa'],
          ['Martedì', 'chiuso', 'chiusa'],
          ['Mercoledì', '17:30 – 24:00', '19:00 – 22:00'],
          ['Giovedì', '17:30 – 24:00', '19:00 – 22:00'],
          ['Venerdì', '17:30 – 01:00', '19:00 – 22:30'],
          ['Sabato', '12:00 – 01:00', '12:00 – 15:00 e 19:00 – 22:30'],
          ['Domenica', '12:00 – 23:00', '12:00 – 15:00 e 19:00 – 22:00'],
        ],
      ),
      content(
        '',
        'In inverno siamo chiusi il lunedì, il martedì e il mercoledì; in estate il lunedì e il martedì. L’ultimo giro al bancone è 30 minuti prima della chiusura.',
        `Aperture delle feste e chiusura per ferie: ${link('le trovate nelle news', 'news.html')}.`,
      ),
      pricing(
        'Alla spina',
        [
          {
            name: 'Piccola',
            price: '3,50',
            term: '0,2 l',
            items: ['Tutte le birre alla spina', 'Anche la birra ospite'],
          },
          {
            name: 'Media',
            price: '6',
            term: '0,4 l',
            items: [
              'Tutte le birre tranne la San Colombano',
              'San Colombano: solo nel calice da 0,3 l, € 6,50',
            ],
          },
          {
            name: 'Degustazione',
            price: '9',
            term: '4 assaggi da 0,1 l',
            items: ['Scegliete 4 birre alla spina', 'Servite sulla tavoletta di castagno'],
          },
          {
            name: 'Spaccio da asporto',
            price: '4',
            term: 'bottiglia da 33 cl',
            items: [
              'Bottiglie da 75 cl: € 9,50',
              'San Colombano 75 cl: € 12',
              'Cartone misto da 12 bottiglie: € 44',
            ],
          },
        ],
        'Prezzi in vigore dal 1° ottobre 2026.',
      ),
      cards(
        'Da sapere',
        [
          {
            title: 'Pagamenti',
            text: [
              'Si ordina e si paga al bancone. Accettiamo contanti, bancomat, carte di credito e Satispay; niente American Express.',
            ],
          },
          {
            title: 'Amici a quattro zampe',
            text: ['I cani sono benvenuti in giardino, al guinzaglio. La ciotola d’acqua la portiamo noi.'],
          },
          {
            title: 'Prenotazioni',
            text: [
              'Al bancone e in giardino non si prenota: si arriva e ci si siede dove c’è posto.',
              'Per gruppi da 8 persone in su teniamo un tavolo nella sala interna: prenotate su WhatsApp.',
            ],
          },
          {
            title: 'Famiglie',
            text: [
              'I bambini sono benvenuti: in sala ci sono due seggioloni, in giardino un angolo con i giochi.',
            ],
          },
        ],
        4,
      ),
    ].join('\n'),
  },
  {
    path: '/cucina.html',
    title: 'La cucina | Birrificio Val Trebbia',
    description:
      'La cucina del taproom: taglieri di salumi piacentini DOP, pisarei e fasö, tortelli, hamburger e torta di castagne. Orari e allergeni.',
    body: [
      hero(
        'La cucina',
        'Piatti della Val Trebbia e qualcosa da mangiare con le mani, per accompagnare le nostre birre.',
        'tagliere-salumi.jpg',
      ),
      content(
        '',
        `La cucina è piccola e ha orari suoi, più corti di quelli del bar: li trovate nella tabella degli ${link('orari del taproom', 'taproom.html')}. In inverno la domenica la cucina è aperta solo a pranzo.`,
        'Non si prenota: si ordina al bancone e vi portiamo i piatti al tavolo.',
      ),
      priceList('Il menù', [
        [
          'Tagliere Val Trebbia',
          'Coppa, pancetta e salame piacentini DOP, giardiniera della casa, pane di Bobbio',
          '€ 14,00',
        ],
        ['Tagliere per due', 'Lo stesso, per due, con il gnocco fritto', '€ 26,00'],
        ['Pisarei e fasö', 'Gnocchetti di pane e fagioli al pomodoro, il piatto di Piacenza', '€ 11,00'],
        ['Tortelli con la coda', 'Ricotta e spinaci, burro e salvia', '€ 12,00'],
        [
          'Hamburger del Birrificio',
          'Manzo della Val Trebbia, cipolla caramellata alla Castagna Rossa, patatine',
          '€ 14,50',
        ],
        ['Burger vegetariano', 'Ceci e zucca, maionese vegana, patatine', '€ 13,00'],
        ['Patatine fritte', '', '€ 4,50'],
        ['Torta di castagne', 'Con panna montata', '€ 5,00'],
      ]),
      content(
        'Allergie e intolleranze',
        'Chiedete al bancone la tabella degli allergeni. Per chi è celiaco possiamo servire gli hamburger con il pane senza glutine (+ € 1,50), ma la cucina è piccola e non possiamo garantire l’assenza di contaminazioni.',
      ),
      picture('cucina-pisarei.jpg', 'Pisarei e fasö', 'I pisarei di Lorenza'),
    ].join('\n'),
  },
];
