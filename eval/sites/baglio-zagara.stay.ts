import {
  type BaglioPage,
  block,
  cols,
  facts,
  greyBlock,
  h2,
  h3,
  iconList,
  infoBox,
  p,
  pageHeader,
  photo,
  table,
} from './baglio-zagara.layout.ts';

/** Breakfast, dinner and the cooking class, the pool, the services and the excursions, in Italian. */
export const baglioStayPages: BaglioPage[] = [
  {
    path: '/colazione',
    lang: 'it',
    title: 'Colazione',
    description:
      'La colazione del Baglio delle Zagare: dolce e salata, con le marmellate di agrumi di casa, in veranda dalle 7:30 alle 10:30. Senza glutine su richiesta.',
    alternate: '/en/breakfast',
    crumbs: [['Il Baglio', '/colazione']],
    body: [
      pageHeader(
        'La colazione',
        'Marmellate di casa, ricotta fresca e spremuta delle nostre arance',
        'colazione-veranda.jpg',
      ),
      block(
        cols(
          [
            'col-md-6',
            p(
              'La colazione è servita in veranda, tutte le mattine dalle 7:30 alle 10:30. Da novembre a marzo, quando la veranda è troppo fresca, la apparecchiamo nella sala delle botti, accanto al camino.',
              'È inclusa nel prezzo di tutte le camere. Negli appartamenti non è inclusa: si può aggiungere a 12 € a persona (bambini fino a 11 anni 6 €), da prenotare la sera prima.',
            ),
            facts([
              ['Orario', 'dalle 7:30 alle 10:30'],
              ['Dove', 'in veranda; da novembre a marzo nella sala delle botti'],
              [
                'Per chi parte presto',
                'cestino colazione da asporto, da chiedere entro le 20:00 del giorno prima',
              ],
            ]),
          ],
          [
            'col-md-6',
            photo('tavola-colazione.jpg', 'La tavola della colazione con le marmellate di agrumi'),
          ],
        ),
      ),
      greyBlock(
        h2('Cosa trovate in tavola'),
        cols(
          [
            'col-md-6',
            h3('Dolce') +
              '<ul><li>torte fatte in casa: torta di mandorle, ciambella al limone</li><li>cornetti e brioche col tuppo</li><li>marmellate di limoni, arance amare e mandarini del baglio</li><li>ricotta fresca di pecora con miele di zagara</li><li>da giugno a settembre granita di mandorla con brioche</li></ul>',
          ],
          [
            'col-md-6',
            h3('Salato e bevande') +
              '<ul><li>uova strapazzate o al tegamino, preparate al momento</li><li>caciocavallo ragusano, salumi dei Nebrodi, pomodorini secchi</li><li>spremuta d’arancia, latte di mandorla, yogurt e frutta di stagione</li><li>caffè espresso, cappuccino, tè e tisane</li></ul>',
          ],
        ),
        h3('Senza glutine, vegana, senza lattosio'),
        p(
          'Su richiesta prepariamo la colazione senza glutine (torta di mandorle senza glutine e prodotti confezionati certificati), vegana o senza lattosio: segnalatelo al momento della prenotazione o al più tardi il giorno prima.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/cena-e-corso-di-cucina',
    lang: 'it',
    title: 'Cena e corso di cucina',
    description:
      'Cena della casa su prenotazione dal lunedì al sabato e corso di cucina siciliana con Giovanna il mercoledì e il venerdì.',
    alternate: '/en/dinner-and-cooking-class',
    crumbs: [['Il Baglio', '/colazione']],
    body: [
      pageHeader(
        'Cena e corso di cucina',
        'La cucina di Giovanna, con le verdure dell’orto',
        'cena-cortile.jpg',
      ),
      block(
        h2('La cena'),
        p(
          'Dal lunedì al sabato, alle 20:00, serviamo nel cortile del baglio (d’inverno in sala) una cena della casa di quattro portate: antipasto, primo, secondo e dolce, con quello che c’è nell’orto e al mercato del pesce di Marzamemi.',
          '<strong>Il ristorante è chiuso la domenica.</strong>',
        ),
        facts([
          ['Menù della casa (4 portate)', '38 € a persona, bevande escluse'],
          ['Menù bambini (fino a 11 anni)', '18 €'],
          ['Vini siciliani', 'da 18 € alla bottiglia'],
          ['Prenotazione', 'entro le 12:00 del giorno stesso'],
        ]),
        p(
          'La cena è riservata agli ospiti del Baglio. Su richiesta prepariamo un menù vegetariano; per intolleranze e celiachia avvisateci al momento della prenotazione.',
        ),
      ),
      greyBlock(
        cols(
          [
            'col-md-7',
            h2('Il corso di cucina siciliana') +
              p(
                'Giovanna vi porta nell’orto a scegliere le verdure, poi in cucina si preparano insieme caponata, busiate con pesto di mandorle e cannoli con la ricotta. Alla fine si pranza con quello che avete cucinato, con un bicchiere di Nero d’Avola.',
                'Il corso si tiene il mercoledì e il venerdì dalle 10:00 alle 13:30, per un minimo di 2 e un massimo di 8 partecipanti. Va prenotato almeno 48 ore prima. È aperto anche a chi non dorme al Baglio.',
              ),
          ],
          [
            'col-md-5',
            table(
              ['Corso di cucina', 'Prezzo'],
              [
                ['Adulti', '75 €'],
                ['Ragazzi dagli 8 ai 14 anni', '40 €'],
              ],
              'Pranzo e vino compresi',
            ) + photo('corso-cucina-cannoli.jpg', 'Cannoli preparati durante il corso di cucina'),
          ],
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/piscina',
    lang: 'it',
    title: 'Piscina',
    description:
      'La piscina del Baglio delle Zagare tra i limoni: aperta dal 1° maggio al 15 ottobre, dalle 9:00 alle 19:00.',
    alternate: '/en/pool-and-services',
    crumbs: [['Il Baglio', '/colazione']],
    body: [
      pageHeader('La piscina', 'Acqua salata e lettini all’ombra dei limoni', 'piscina-limoni.jpg'),
      block(
        cols(
          [
            'col-md-6',
            p(
              'La piscina è in fondo al giardino, tra i limoni, con il solarium in pietra, lettini e ombrelloni gratuiti. I teli piscina li trovate in camera.',
            ),
            facts([
              ['Stagione', 'dal 1° maggio al 15 ottobre'],
              ['Orario', 'tutti i giorni dalle 9:00 alle 19:00'],
              ['Dimensioni', '12 × 6 m, acqua salata'],
              ['Profondità', 'da 1,10 a 1,60 m'],
            ]),
          ],
          ['col-md-6', photo('piscina-solarium.jpg', 'Il solarium della piscina')],
        ),
      ),
      greyBlock(
        h2('Regole della piscina'),
        `<ul><li><strong>Non c’è il bagnino</strong>: i bambini sotto i 14 anni devono essere sempre accompagnati da un adulto.</li><li>La piscina non è riscaldata: a maggio e a ottobre l’acqua è intorno ai 21 gradi.</li><li>Gli animali non sono ammessi nell’area piscina.</li><li>Non si portano bicchieri e bottiglie di vetro.</li><li>Doccia obbligatoria prima di entrare in acqua.</li></ul>`,
      ),
    ].join('\n'),
  },
  {
    path: '/servizi',
    lang: 'it',
    title: 'Servizi',
    description:
      'Servizi del Baglio delle Zagare: noleggio e-bike, transfer dall’aeroporto di Catania, lavanderia, parcheggio gratuito, colonnina di ricarica, animali.',
    alternate: '/en/pool-and-services',
    crumbs: [['Il Baglio', '/colazione']],
    body: [
      pageHeader('Servizi', 'Tutto quello che serve per una vacanza senza pensieri', 'cortile-baglio.jpg'),
      block(
        iconList([
          ['wifi', 'Wi-Fi gratuito in tutta la struttura, anche in piscina'],
          ['parking', 'Parcheggio gratuito nel cortile del baglio, non custodito'],
          ['snowflake', 'Aria condizionata in tutte le camere e negli appartamenti'],
          ['safe', 'Cassaforte alla reception'],
          ['suitcase', 'Deposito bagagli gratuito'],
        ]),
      ),
      greyBlock(
        cols(
          [
            'col-md-6',
            h3('Noleggio e-bike') +
              p(
                'Otto e-bike per andare a Noto (9 km) o alla Riserva di Vendicari (12 km) per strade di campagna: 30 € al giorno, 18 € la mezza giornata (4 ore), casco e lucchetto compresi. Si prenotano alla reception entro la sera prima.',
              ),
          ],
          [
            'col-md-6',
            h3('Transfer') +
              p(
                'Dall’aeroporto di Catania e ritorno: 90 € a tratta per un’auto fino a 4 persone, 120 € con il minivan fino a 8 persone. Va prenotato almeno 48 ore prima.',
                'Dalla stazione o dalla fermata dei pullman di Noto: 20 € a tratta.',
              ),
          ],
        ),
        cols(
          [
            'col-md-6',
            h3('Lavanderia') +
              p('Lavaggio, asciugatura e piegatura: 14 € a lavaggio, riconsegna entro 24 ore.'),
          ],
          [
            'col-md-6',
            h3('Ricarica auto elettriche') +
              infoBox('plug', 'Colonnina Type 2 da 22 kW nel parcheggio', '0,45 € per kWh') +
              p('Da prenotare alla reception.'),
          ],
        ),
      ),
      block(
        h2('Animali'),
        p(
          'Animali di piccola taglia ammessi (fino a 10 kg) nelle camere, su richiesta, con un supplemento di 15 € a notte. Portate la sua cuccia e la sua ciotola: noi vi diamo una coperta e i sacchetti.',
          'Non accettiamo animali negli appartamenti. I cani non possono entrare nella sala colazioni né nell’area piscina.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/escursioni',
    lang: 'it',
    title: 'Escursioni',
    description:
      'Escursioni dal Baglio delle Zagare: Noto barocca, Riserva di Vendicari, Marzamemi al tramonto ed Etna con pranzo in cantina. Giorni e prezzi.',
    alternate: '/en/excursions',
    crumbs: [['Il Baglio', '/colazione']],
    body: [
      pageHeader(
        'Escursioni',
        'Noto, il mare di Vendicari e l’Etna con le nostre guide',
        'noto-cattedrale.jpg',
      ),
      block(
        p(
          'Organizziamo le escursioni con guide del territorio; la partenza è sempre dal cortile del Baglio, con il nostro minivan. Si prenotano alla reception entro le 18:00 del giorno prima.',
        ),
        table(
          ['Escursione', 'Giorni', 'Partenza', 'Durata', 'Prezzo a persona'],
          [
            ['Noto barocca', 'martedì e sabato', '9:30', '3 ore e mezza', '35 €'],
            ['Riserva di Vendicari', 'lunedì e venerdì', '8:30', 'mezza giornata', '30 €'],
            ['Marzamemi al tramonto', 'giovedì', '17:30', '4 ore', '45 €'],
            ['Etna e cantina', 'mercoledì', '7:30', 'giornata intera', '135 €'],
          ],
          'Escursioni da aprile a ottobre',
        ),
      ),
      greyBlock(
        h3('Noto barocca'),
        p(
          'Passeggiata con la guida tra la Cattedrale, Palazzo Nicolaci e la scalinata di San Domenico, con la granita in un caffè del corso alla fine. Ingressi ai monumenti esclusi.',
        ),
        h3('Riserva di Vendicari'),
        p(
          'Camminata sui sentieri della riserva fino alla tonnara e alla spiaggia di Calamosche, con il birdwatching ai pantani (fenicotteri da ottobre ad aprile). Portate il costume. Bambini sotto i 12 anni 15 €.',
        ),
        h3('Marzamemi al tramonto'),
        p(
          'Il borgo dei pescatori e la sua piazza al tramonto, con l’aperitivo in piazza Regina Margherita compreso.',
        ),
        h3('Etna e cantina'),
        p(
          'In fuoristrada fino ai crateri Silvestri e alla grotta di lava, poi pranzo in una cantina di Castiglione di Sicilia con degustazione. Minimo 4 partecipanti. L’escursione non è adatta ai bambini sotto i 6 anni.',
        ),
        p('Da novembre a marzo le escursioni si fanno solo su richiesta, per gruppi di almeno 4 persone.'),
      ),
    ].join('\n'),
  },
];
