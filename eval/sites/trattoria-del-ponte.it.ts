import {
  button,
  counter,
  divider,
  form,
  heading,
  iconList,
  image,
  map,
  PONTE_BOOKING,
  PONTE_EMAIL,
  PONTE_PHONE,
  PONTE_PHONE_HREF,
  PONTE_ROOMS_EMAIL,
  PONTE_WHATSAPP,
  PONTE_WHATSAPP_HREF,
  type PontePage,
  priceList,
  section,
  tabs,
  text,
  toggle,
} from './trattoria-del-ponte.layout.ts';

/** The pizza sizes, printed once above each pizza list: the prices below carry no label. */
const pizzaSizes = text(
  '<p class="ponte-formati"><span class="ponte-formato">Normale (Ø 30 cm)</span><span class="ponte-formato">Maxi per due (Ø 45 cm)</span></p>',
);

const glutenFree =
  '<p><strong>Senza glutine.</strong> In cucina tutti i primi segnati con (SG) si possono avere con pasta senza glutine: la cuociamo in una pentola dedicata, con acqua separata. La pizza senza glutine è fatta con un impasto certificato già pronto e costa € 3,00 in più (solo formato normale), ma <strong>non abbiamo un forno separato</strong>: cuoce nello stesso forno a legna delle altre pizze, su una teglia dedicata. Per questo la pizza senza glutine non è adatta ai celiaci: la consigliamo solo a chi ha una sensibilità al glutine. Non siamo un locale certificato AIC.</p>';

const vegan =
  '<p><strong>Vegetariani e vegani.</strong> I piatti vegetariani sono segnati con (V), quelli vegani con (VG). Tutte le pizze si possono avere con mozzarella vegetale (+ € 1,50); l’Ortolana senza mozzarella è già vegana.</p>';

const paymentText =
  '<p>Accettiamo contanti, Bancomat, carte Visa e Mastercard e Satispay. Non accettiamo American Express né buoni pasto.</p>';

/**
 * The Italian pages: home, restaurant menu, pizzeria, rooms, events, contacts (all translated), then the
 * FAQ, the shop, the story, the allergens, the gift vouchers and the booking terms (never translated).
 */
export const ponteItalianPages: PontePage[] = [
  {
    path: '/',
    lang: 'it',
    id: 12,
    translation: '/en/',
    title: 'Trattoria e pizzeria con camere sul Belbo',
    description:
      'Trattoria del Ponte a Sant’Anselmo Belbo (AT): cucina piemontese, pizza nel forno a legna, quattro camere e una bottega di prodotti locali accanto al ponte vecchio.',
    body: `${section(
      [
        [
          heading('Trattoria &middot; Pizzeria &middot; Camere', 'p', 'small'),
          heading('Trattoria del Ponte', 'h1', 'xxl'),
          text(
            'Cucina piemontese di famiglia, pizza nel forno a legna<br>e quattro camere sopra la trattoria, accanto al ponte vecchio sul Belbo.',
          ),
          button('Prenota un tavolo', PONTE_BOOKING, true),
          button('Scopri il menu', '/menu'),
        ],
      ],
      { background: true },
    )}
${section([
  [
    image('2024/03/sala-ristorante.jpg', 'La sala del ristorante con il camino'),
    heading('Il ristorante', 'h3'),
    text(
      '<p>Agnolotti del plin tirati a mano, vitello tonnato all’antica, brasato al Barbera e il bonet della nonna Teresa. A pranzo, dal martedì al venerdì, c’è anche il pranzo di lavoro.</p>',
    ),
    button('Il menu', '/menu'),
  ],
  [
    image('2024/03/forno-a-legna.jpg', 'Il forno a legna della pizzeria'),
    heading('La pizzeria', 'h3'),
    text(
      '<p>Impasto a lunga lievitazione e forno a legna. La pizzeria è aperta solo la sera, dal martedì al sabato. Pizze anche da asporto.</p>',
    ),
    button('Le pizze', '/pizzeria'),
  ],
  [
    image('2024/03/camera-nocciola.jpg', 'La camera Nocciola con vista sul fiume'),
    heading('Le camere', 'h3'),
    text(
      '<p>Quattro camere al primo piano, con bagno privato e colazione compresa. Una ha la vista sul fiume.</p>',
    ),
    button('Le camere', '/camere'),
  ],
])}
${section([
  [
    heading('La terrazza sul fiume', 'h2'),
    text(
      'Da maggio a fine settembre, tempo permettendo, si mangia in terrazza sul Belbo, all’ombra dei platani: 40 coperti affacciati sull’acqua.<br>I cani sono i benvenuti in terrazza e in giardino.',
    ),
  ],
  [image('2024/06/terrazza-fiume.jpg', 'La terrazza della trattoria sul fiume Belbo')],
])}
${section(
  [
    [
      heading('Pranzo', 'h3'),
      text('<p>da martedì a domenica<br>12:00 &ndash; 14:30<br>(domenica fino alle 15:00)</p>'),
    ],
    [heading('Cena', 'h3'), text('<p>da martedì a sabato<br>19:30 &ndash; 22:00</p>')],
    [heading('Pizzeria', 'h3'), text('<p>da martedì a sabato, solo la sera<br>19:00 &ndash; 23:00</p>')],
    [heading('Lunedì', 'h3'), text('<p>giorno di chiusura settimanale</p>')],
  ],
  { classes: 'elementor-hidden-mobile', anchor: 'orari' },
)}
${section(
  [
    [
      heading('Orari', 'h3'),
      text(
        'Pranzo: mar&ndash;dom 12:00&ndash;14:30 (dom fino alle 15:00)<br>Cena: mar&ndash;sab 19:30&ndash;22:00<br>Pizzeria: mar&ndash;sab 19:00&ndash;23:00<br>Lunedì chiuso',
      ),
    ],
  ],
  { classes: 'elementor-hidden-desktop elementor-hidden-tablet' },
)}
${section([
  [
    heading('Prossimi eventi', 'h2'),
    iconList([
      [
        'far fa-calendar',
        'Venerdì 17 aprile 2026 &ndash; Gran fritto misto alla piemontese',
        '/eventi#calendario',
      ],
      [
        'far fa-calendar',
        'Giovedì 21 maggio 2026 &ndash; Serata Barbera con la Cantina Ca’ dei Mori',
        '/eventi#calendario',
      ],
      ['far fa-calendar', 'Sabato 20 giugno 2026 &ndash; Pizza e musica sul fiume', '/eventi#calendario'],
    ]),
    button('Tutti gli eventi', '/eventi'),
  ],
  [
    heading('Dalla nostra bottega', 'h2'),
    text(
      '<p>Nocciole, miele, la crema di nocciole di Marta, i tajarin e il nostro Barbera: li trovi nella bottega accanto all’ingresso.</p>',
    ),
    button('La bottega', '/bottega'),
    heading('Buoni regalo', 'h3'),
    text('<p>Regala una cena o una notte al Ponte.</p>'),
    button('Scopri i buoni regalo', '/buoni-regalo'),
  ],
])}
${section([
  [
    heading('Dicono di noi', 'h2'),
    text(
      '<blockquote><p>«Agnolotti del plin come li faceva mia nonna e una terrazza sul fiume che vale il viaggio.»</p><p>&mdash; Chiara, Torino</p></blockquote><blockquote><p>«Camera pulitissima, colazione con le torte fatte in casa. Torneremo per il tartufo!»</p><p>&mdash; Jens, Monaco di Baviera</p></blockquote>',
    ),
  ],
])}`,
  },
  {
    path: '/menu',
    lang: 'it',
    id: 14,
    translation: '/en/menu',
    title: 'Menu del ristorante',
    description:
      'Il menu della Trattoria del Ponte: antipasti piemontesi, agnolotti del plin, secondi, dolci, menu degustazione, menu bimbi e pranzo di lavoro.',
    body: `${section(
      [
        [
          heading('Il menu del ristorante', 'h1'),
          text(
            '<p>Il menu cambia con le stagioni: questo è il menu in vigore da marzo 2026. Pasta fresca, pane e dolci sono fatti da noi ogni mattina.</p><p><a href="/wp-content/uploads/2026/03/menu-trattoria-del-ponte-primavera-2026.pdf">Scarica il menu in PDF</a></p>',
          ),
        ],
      ],
      { background: true },
    )}
${section(
  [
    [
      heading('Antipasti', 'h2'),
      priceList([
        ['Vitello tonnato all’antica', '€ 12,00', 'girello di vitello rosa, salsa tonnata senza maionese'],
        ['Carne cruda battuta al coltello', '€ 13,00', 'fassona piemontese, olio, limone e sale (SG)'],
        ['Flan di cardo gobbo con fonduta', '€ 11,00', '(V)'],
        ['Peperone di Carmagnola con bagna cauda', '€ 10,00', 'da luglio a ottobre (SG)'],
        [
          'Tagliere di salumi e formaggi della Langa',
          '€ 15,00',
          'con mostarda d’uva e grissini stirati a mano',
        ],
      ]),
      heading('Primi', 'h2'),
      priceList([
        ['Agnolotti del plin al sugo d’arrosto', '€ 14,00', 'tirati a mano, ripieno di tre carni'],
        [
          'Tajarin ai 40 tuorli al burro e salvia',
          '€ 13,00',
          '(V) &ndash; al tartufo bianco: prezzo del giorno',
        ],
        ['Gnocchi di patate al Castelmagno', '€ 13,50', '(V)'],
        ['Risotto al Barbera e salsiccia di Bra', '€ 15,00', 'minimo 2 persone (SG)'],
        ['Pasta e ceci con rosmarino', '€ 11,50', '(VG) (SG)'],
      ]),
    ],
    [
      heading('Secondi', 'h2'),
      priceList([
        ['Brasato al Barbera con polenta', '€ 19,00', '(SG)'],
        [
          'Bollito misto alla piemontese con bagnetto verde',
          '€ 22,00',
          'solo il giovedì, da ottobre a marzo (SG)',
        ],
        ['Coniglio all’Arneis con patate al forno', '€ 17,00', '(SG)'],
        ['Trota salmonata alle erbe', '€ 16,00', '(SG)'],
        ['Tomino alla piastra con verdure grigliate', '€ 11,50', '(V) (SG)'],
        ['Polpette di ceci e verdure con hummus di cannellini', '€ 12,00', '(VG)'],
      ]),
      heading('Contorni', 'h2'),
      priceList([['Patate al forno, verdure grigliate o insalata di stagione', '€ 5,00', '(VG) (SG)']]),
      heading('Dolci', 'h2'),
      priceList([
        ['Bonet della nonna Teresa', '€ 6,00', 'con amaretti e cacao'],
        ['Panna cotta al Moscato', '€ 5,50', '(SG)'],
        ['Torta di nocciole con zabaione', '€ 7,00', ''],
        ['Sorbetto al limone', '€ 5,00', '(VG) (SG)'],
      ]),
    ],
  ],
  { anchor: 'carta' },
)}
${section([
  [
    text(
      '<p>Coperto € 2,50 a persona (bambini fino a 10 anni gratis). (V) vegetariano &middot; (VG) vegano &middot; (SG) disponibile senza glutine. Gli allergeni di ogni piatto sono nella pagina <a href="/allergeni">Allergeni</a>: chiedi pure al personale di sala.</p>',
    ),
  ],
])}
${section(
  [
    [
      heading('Menu degustazione «Dal Ponte alle Langhe»', 'h2'),
      text(
        '<p>Cinque portate scelte dallo chef Marta Rovera: vitello tonnato, flan di cardo con fonduta, agnolotti del plin, brasato al Barbera e bonet.</p>',
      ),
      priceList([
        ['Menu degustazione', '€ 48', 'a persona, bevande escluse'],
        ['Con abbinamento vini (4 calici)', '€ 70', 'a persona'],
      ]),
      text('<p>Servito per tutto il tavolo, minimo 2 persone. A cena si ordina fino alle 21:00.</p>'),
    ],
    [
      heading('Pranzo di lavoro', 'h2'),
      text(
        '<p>Da martedì a venerdì, a pranzo (non nei festivi): primo, secondo con contorno, acqua, un calice di vino della casa e caffè.</p>',
      ),
      priceList([['Pranzo di lavoro', '€ 16', 'il menu cambia ogni giorno']]),
      heading('Menu bimbi', 'h2'),
      text(
        '<p>Per i bambini fino a 10 anni: pasta al pomodoro o al ragù, cotoletta con patatine, gelato e una bibita o acqua. Abbiamo seggioloni e fasciatoio.</p>',
      ),
      priceList([['Menu bimbi', '€ 15', 'fino a 10 anni']]),
    ],
  ],
  { anchor: 'degustazione' },
)}
${section([[heading('Senza glutine, vegetariani e vegani', 'h2'), text(glutenFree + vegan)]])}
${section([
  [
    heading('Vini e bevande', 'h2'),
    priceList([
      ['Vino della casa (Barbera d’Asti)', '¼ l € 4,00 &middot; ½ l € 7,00 &middot; 1 l € 12,00', ''],
      ['Acqua naturale o frizzante 0,75 l', '€ 2,00', ''],
      ['Caffè', '€ 1,50', ''],
    ]),
    text(
      '<p>La carta dei vini, con più di 120 etichette del Piemonte, è sempre al tavolo: chiedi a Luca per un consiglio.</p>',
    ),
  ],
])}`,
  },
  {
    path: '/pizzeria',
    lang: 'it',
    id: 16,
    translation: '/en/pizzeria',
    title: 'Pizzeria con forno a legna',
    description:
      'Le pizze nel forno a legna della Trattoria del Ponte: solo la sera, da martedì a sabato. Pizze da asporto, senza glutine e vegane.',
    body: `${section(
      [
        [
          heading('La pizzeria', 'h1'),
          text(
            '<p>Davide accende il forno a legna alle 18:30. La pizzeria è aperta <strong>solo la sera, da martedì a sabato, dalle 19:00 alle 23:00</strong> (ultimi ordini alle 22:30). A pranzo, la domenica e il lunedì il forno resta spento.</p><p>Il nostro impasto lievita 48 ore. Le pizze maxi sono pensate per due persone.</p>',
          ),
          button('Prenota un tavolo', PONTE_BOOKING, true),
        ],
      ],
      { background: true },
    )}
${section([
  [
    heading('Le classiche', 'h2'),
    pizzaSizes,
    priceList([
      ['Marinara', ['€ 6,00', '€ 11,00'], 'pomodoro, aglio, origano, olio extravergine (VG)'],
      ['Margherita', ['€ 7,00', '€ 12,50'], 'pomodoro, fior di latte, basilico (V)'],
      ['Diavola', ['€ 8,50', '€ 15,00'], 'pomodoro, fior di latte, salame piccante'],
      [
        'Capricciosa',
        ['€ 9,50', '€ 17,00'],
        'pomodoro, fior di latte, prosciutto cotto, funghi, carciofi, olive',
      ],
      ['Ortolana', ['€ 8,00', '€ 14,50'], 'pomodoro e verdure grigliate, senza mozzarella (VG)'],
    ]),
  ],
  [
    heading('Le nostre speciali', 'h2'),
    pizzaSizes,
    priceList([
      [
        'Quattro formaggi',
        ['€ 10,00', '€ 18,00'],
        'fior di latte, Castelmagno, gorgonzola, toma piemontese (V)',
      ],
      ['Del Ponte', ['€ 11,00', '€ 19,50'], 'fior di latte, salsiccia di Bra cruda, porri, toma'],
      ['Langarola', ['€ 10,50', '€ 18,50'], 'fior di latte, funghi porcini, nocciole tostate, lardo'],
      ['Tartufata', '€ 16,00', 'fior di latte e tartufo nero, da ottobre a dicembre; solo formato normale'],
      ['Calzone', '€ 9,00', 'pomodoro, fior di latte, prosciutto cotto; solo formato normale'],
    ]),
  ],
])}
${section([
  [
    heading('Supplementi', 'h3'),
    priceList([
      ['Impasto senza glutine', '+ € 3,00', 'solo formato normale'],
      ['Mozzarella vegetale', '+ € 1,50', ''],
      ['Ingrediente aggiunto', 'da € 1,00 a € 2,00', ''],
    ]),
    text('<p>Coperto € 2,50 a persona, anche in pizzeria.</p>'),
  ],
  [
    heading('Pizze da asporto', 'h3'),
    text(
      `<p>Sì, le nostre pizze si possono portare a casa! Ordina per telefono al <a href="${PONTE_PHONE_HREF}">${PONTE_PHONE}</a> da martedì a sabato dalle 18:30 alle 22:30 e passa a ritirarle: stessi prezzi del menu, cartone compreso.</p><p>Non facciamo consegne a domicilio e non siamo sulle app di delivery.</p>`,
    ),
  ],
])}
${section([
  [
    heading('Il sabato sera', 'h3'),
    text(
      '<p>Il sabato sera la pizzeria lavora su due turni, alle 19:00 e alle 21:15: la prenotazione è consigliata.</p>',
    ),
  ],
  [heading('Senza glutine e vegane', 'h3'), text(glutenFree + vegan)],
])}`,
  },
  {
    path: '/camere',
    lang: 'it',
    id: 18,
    translation: '/en/rooms',
    title: 'Camere',
    description:
      'Quattro camere sopra la Trattoria del Ponte, con bagno privato e colazione compresa, una con vista sul fiume Belbo.',
    body: `${section(
      [
        [
          heading('Le camere del Ponte', 'h1'),
          text(
            '<p>Sopra la trattoria ci sono quattro camere, rinnovate nel 2022, ognuna con bagno privato, aria condizionata, TV e Wi-Fi gratuito. La colazione, dolce e salata, con le torte fatte in casa, è compresa nel prezzo.</p>',
          ),
        ],
      ],
      { background: true },
    )}
${section([
  [
    heading('Prezzi', 'h2'),
    text('<p>Prezzo per camera, per notte, colazione inclusa.</p>'),
    priceList([
      ['Camera Nocciola', '€ 110', 'matrimoniale con vista sul fiume'],
      ['Camera Barbera', '€ 95', 'doppia con letti separati, vista sul giardino'],
      ['Camera Moscato', '€ 95', 'matrimoniale, vista sul giardino'],
      [
        'Camera Belbo',
        ['€ 130', '€ 150'],
        'familiare con letto matrimoniale e letto a castello: 3 persone / 4 persone',
      ],
      ['Uso singola', '€ 80', 'camera Barbera o Moscato'],
    ]),
    text(
      '<p>Tassa di soggiorno: € 1,50 a persona a notte, dai 14 anni in su, per un massimo di 5 notti; si paga in loco.</p>',
    ),
  ],
  [
    image('2024/03/camera-belbo.jpg', 'La camera familiare Belbo'),
    heading('Mezza pensione', 'h3'),
    text(
      '<p>Con la mezza pensione aggiungi la cena in trattoria: € 30 a persona a notte, tre portate a scelta dal menu, bevande escluse. La mezza pensione non è disponibile il lunedì, giorno di chiusura del ristorante.</p>',
    ),
  ],
])}
${section([
  [
    heading('Da sapere', 'h2'),
    iconList([
      ['fas fa-key', 'Check-in dalle 15:00 alle 20:00; arrivi più tardi da concordare'],
      [
        'fas fa-key',
        'Il lunedì il ristorante è chiuso: il check-in è in autonomia, con cassetta portachiavi; ti mandiamo il codice su WhatsApp il giorno dell’arrivo',
      ],
      ['fas fa-door-open', 'Check-out entro le 10:30'],
      ['fas fa-coffee', 'Colazione dalle 7:30 alle 10:00, tutti i giorni, anche il lunedì'],
      ['fas fa-stairs', 'Le camere sono al primo piano, raggiungibili solo con una scala: non c’è ascensore'],
      [
        'fas fa-dog',
        'Accettiamo cani di piccola e media taglia, € 10 a notte, da segnalare alla prenotazione; non possono restare da soli in camera',
      ],
      [
        'far fa-calendar',
        'Soggiorno minimo di 2 notti per i sabati di ottobre e novembre (stagione del tartufo)',
      ],
      ['fas fa-parking', 'Parcheggio privato gratuito dietro la trattoria'],
    ]),
  ],
  [
    heading('Come prenotare', 'h2'),
    text(
      `<p>Per le camere scrivi a <a href="mailto:${PONTE_ROOMS_EMAIL}">${PONTE_ROOMS_EMAIL}</a> o chiama il ${PONTE_PHONE}. Il pulsante «Prenota un tavolo» serve solo per il ristorante.</p><p>Cancellazione gratuita fino a 7 giorni prima dell’arrivo; dopo, o in caso di mancato arrivo, addebitiamo la prima notte.</p><p>Anche le camere chiudono durante le ferie invernali, dal 7 al 29 gennaio 2027.</p>`,
    ),
    button('Scrivici', `mailto:${PONTE_ROOMS_EMAIL}`),
  ],
])}
${section([[text('<p><small>CIR 005101-AFF-00002 &middot; CIN IT005101C2X7K9QZ3L</small></p>')]])}`,
  },
  {
    path: '/eventi',
    lang: 'it',
    id: 20,
    translation: '/en/events',
    title: 'Eventi e feste private',
    description:
      'Serate a tema, la Cena del Tartufo Bianco e feste private alla Trattoria del Ponte: battesimi, comunioni, compleanni, cene aziendali.',
    body: `${section([[heading('Eventi e feste private', 'h1')]], { background: true })}
${section(
  [
    [
      heading('Serate a tema 2026', 'h2'),
      heading('Venerdì 17 aprile 2026, ore 20:00', 'p', 'small'),
      heading('Gran fritto misto alla piemontese', 'h3'),
      text(
        '<p>Il fritto misto dolce e salato come una volta, con più di quindici assaggi. € 42 a persona, bevande escluse.</p>',
      ),
      divider(),
      heading('Giovedì 21 maggio 2026, ore 20:00', 'p', 'small'),
      heading('Serata Barbera con la Cantina Ca’ dei Mori', 'h3'),
      text(
        '<p>Quattro vini in degustazione con piatti in abbinamento, raccontati dal produttore. € 38 a persona.</p>',
      ),
      divider(),
      heading('Sabato 20 giugno 2026, dalle 19:30', 'p', 'small'),
      heading('Pizza e musica sul fiume', 'h3'),
      text(
        '<p>Musica dal vivo in terrazza: pizza a scelta e una bevanda € 18. Se piove, ci spostiamo in sala.</p>',
      ),
      divider(),
      heading('Sabato 14 novembre 2026, ore 20:00', 'p', 'small'),
      heading('Cena del Tartufo Bianco', 'h3'),
      text(
        '<p>Cinque portate con il tartufo bianco d’Alba: € 85 a persona, abbinamento vini + € 30. Posti limitati (40): alla prenotazione chiediamo una caparra di € 20 a persona.</p>',
      ),
      button('Prenota per telefono', PONTE_PHONE_HREF),
    ],
  ],
  { anchor: 'calendario' },
)}
${section(
  [
    [
      heading('Feste private e gruppi', 'h2'),
      text(
        '<p>Festeggia da noi battesimi, comunioni, cresime, compleanni, lauree e cene aziendali. Non organizziamo matrimoni.</p>',
      ),
      iconList([
        ['fas fa-fire', 'Sala del Camino: fino a 35 persone, in esclusiva per il tuo gruppo'],
        ['fas fa-utensils', 'Sala Grande: fino a 80 persone'],
        [
          'fas fa-tree',
          'Giardino e terrazza (maggio&ndash;settembre): aperitivi in piedi fino a 120 persone',
        ],
      ]),
      text(
        '<p>Nessun costo di affitto: per avere la Sala del Camino in esclusiva basta scegliere uno dei menu per gruppi, con almeno 20 persone. La musica è consentita fino alle 23:30.</p><p>Per i gruppi chiediamo una caparra: trovi tutto nelle <a href="/condizioni-di-prenotazione">condizioni di prenotazione</a>.</p>',
      ),
    ],
    [
      heading('Menu per gruppi', 'h2'),
      priceList([
        ['Menu Langa', '€ 36', 'antipasto, primo, secondo con contorno, dolce'],
        ['Menu Belbo', '€ 44', 'due antipasti, primo, secondo con contorno, dolce'],
        ['Menu Festa', '€ 52', 'tre antipasti, due primi, secondo con contorno, dolce'],
      ]),
      text('<p>Acqua, vino della casa e caffè compresi.</p>'),
      button('Chiedi un preventivo', `mailto:${PONTE_EMAIL}`),
    ],
  ],
  { anchor: 'feste-private' },
)}`,
  },
  {
    path: '/contatti',
    lang: 'it',
    id: 22,
    translation: '/en/contact',
    title: 'Contatti e orari',
    description:
      'Orari della Trattoria del Ponte, indirizzo, telefono, WhatsApp, email, parcheggio e metodi di pagamento.',
    body: `${section([[heading('Contatti e orari', 'h1')]], { background: true })}
${section([
  [
    heading('Dove siamo', 'h2'),
    iconList([
      ['fas fa-map-marker-alt', 'Via del Ponte Vecchio 3, 14050 Sant’Anselmo Belbo (AT)'],
      ['fas fa-phone-alt', PONTE_PHONE, PONTE_PHONE_HREF],
      ['fab fa-whatsapp', `${PONTE_WHATSAPP} (solo messaggi)`, PONTE_WHATSAPP_HREF],
      ['far fa-envelope', PONTE_EMAIL, `mailto:${PONTE_EMAIL}`],
      ['fas fa-bed', `Camere: ${PONTE_ROOMS_EMAIL}`, `mailto:${PONTE_ROOMS_EMAIL}`],
    ]),
    text(
      '<p>Siamo sulla riva destra del Belbo, subito dopo il ponte vecchio, a 30 minuti da Asti e da Alba.</p>',
    ),
  ],
  [
    heading('Orari', 'h2'),
    tabs([
      [
        'Ristorante',
        '<p><strong>Lunedì:</strong> chiuso (giorno di chiusura settimanale)<br><strong>Martedì &ndash; sabato:</strong> pranzo 12:00&ndash;14:30, cena 19:30&ndash;22:00<br><strong>Domenica:</strong> pranzo 12:00&ndash;15:00, la sera chiuso</p>',
      ],
      [
        'Pizzeria',
        '<p><strong>Martedì &ndash; sabato:</strong> solo la sera, 19:00&ndash;23:00 (ultimi ordini 22:30)<br><strong>Domenica e lunedì:</strong> chiuso</p>',
      ],
      ['Asporto', '<p>Pizze da asporto: ordini per telefono da martedì a sabato, 18:30&ndash;22:30.</p>'],
      [
        'Camere e bottega',
        '<p>Check-in 15:00&ndash;20:00, check-out entro le 10:30.<br>La bottega è aperta negli stessi orari del ristorante.</p>',
      ],
    ]),
    text(
      '<p><strong>Ferie invernali:</strong> dal 7 al 29 gennaio 2027 (ristorante, pizzeria e camere). Ad agosto siamo sempre aperti.</p><p><strong>Festivi:</strong> siamo aperti a Pasqua, Pasquetta, 25 aprile, 1° maggio, 2 giugno e Ferragosto. Quando un festivo cade di lunedì siamo aperti a pranzo e chiudiamo il martedì successivo.</p>',
    ),
  ],
])}
${section([
  [
    heading('Parcheggio', 'h3'),
    text(
      '<p>Parcheggio privato gratuito dietro la trattoria (20 posti, ingresso da Vicolo dei Mulini). Se è pieno, c’è il parcheggio pubblico di Piazza del Mercato, a 200 metri.</p>',
    ),
  ],
  [heading('Pagamenti', 'h3'), text(paymentText)],
])}
${section([
  [
    heading('Scrivici', 'h2'),
    text(
      '<p>Per prenotare un tavolo usa il pulsante «Prenota un tavolo» o chiamaci: i messaggi dal modulo li leggiamo una volta al giorno.</p>',
    ),
    form(
      [
        ['name', 'Nome e cognome', 'text'],
        ['email', 'Email', 'email'],
        ['tel', 'Telefono', 'tel'],
        ['message', 'Messaggio', 'textarea'],
      ],
      'Invia',
      'Ho letto la <a href="/privacy-policy">privacy policy</a> e acconsento al trattamento dei miei dati.',
    ),
  ],
  [map('Trattoria del Ponte, Via del Ponte Vecchio 3, Sant’Anselmo Belbo')],
])}`,
  },
  {
    path: '/domande-frequenti',
    lang: 'it',
    id: 24,
    title: 'Domande frequenti',
    description:
      'Prenotazioni, allergie, cani, parcheggio, conti e accessibilità: le risposte alle domande più frequenti.',
    body: `${section([[heading('Domande frequenti', 'h1')]], { background: true })}
${section([
  [
    toggle([
      [
        'Bisogna prenotare?',
        '<p>Te lo consigliamo sempre, soprattutto il sabato sera e la domenica a pranzo. Puoi prenotare online con il pulsante «Prenota un tavolo», per telefono o su WhatsApp.</p>',
      ],
      [
        'Per quanto tempo tenete il tavolo se arriviamo in ritardo?',
        '<p>Teniamo il tavolo prenotato per 15 minuti. Se pensi di arrivare più tardi, avvisaci con una telefonata.</p>',
      ],
      [
        'Fate conti separati?',
        '<p>Per i tavoli fino a 8 persone sì. Per i gruppi più numerosi facciamo un conto unico.</p>',
      ],
      [
        'Posso portare una torta da casa?',
        '<p>Sì, per compleanni e feste puoi portare la tua torta: applichiamo un servizio torta di € 2 a persona.</p>',
      ],
      [
        'Avete piatti senza glutine?',
        '<p>Sì: i primi segnati con (SG) si possono avere con pasta senza glutine, cotta in una pentola dedicata. La pizza senza glutine invece cuoce nello stesso forno delle altre: non è adatta ai celiaci. Trovi tutto nella pagina <a href="/allergeni">Allergeni</a>.</p>',
      ],
      [
        'Posso portare il cane?',
        '<p>Sì, in terrazza e in giardino. Nelle sale interne non sono ammessi animali, eccetto i cani guida. Nelle camere accettiamo cani di piccola e media taglia.</p>',
      ],
      ['C’è il parcheggio?', '<p>Sì, un parcheggio privato gratuito dietro la trattoria, con 20 posti.</p>'],
      [
        'Fate consegne a domicilio?',
        '<p>No, non facciamo consegne a domicilio. Le pizze però si possono ordinare da asporto per telefono e ritirare in pizzeria.</p>',
      ],
      [
        'Come si può pagare?',
        '<p>Contanti, Bancomat, Visa, Mastercard e Satispay. Non accettiamo American Express né buoni pasto.</p>',
      ],
      [
        'Il locale è accessibile in carrozzina?',
        '<p>La sala al piano terra e il bagno sono accessibili in carrozzina. Le camere sono al primo piano e non c’è ascensore.</p>',
      ],
      [
        'C’è un menu per i bambini?',
        '<p>Sì, il menu bimbi costa € 15 (fino a 10 anni). Abbiamo seggioloni e fasciatoio.</p>',
      ],
      [
        'Fate feste private?',
        '<p>Sì, per gruppi fino a 80 persone: guarda la pagina <a href="/eventi#feste-private">Feste private</a>. Non organizziamo matrimoni.</p>',
      ],
    ]),
  ],
])}`,
  },
  {
    path: '/bottega',
    lang: 'it',
    id: 26,
    title: 'La bottega',
    description:
      'La bottega della Trattoria del Ponte: nocciole, crema di nocciole, miele, pasta fresca e vini del territorio.',
    body: `${section(
      [
        [
          heading('La bottega', 'h1'),
          text(
            '<p>Accanto all’ingresso della trattoria c’è la nostra piccola bottega: vendiamo i prodotti che usiamo in cucina, da piccoli produttori della valle Belbo e delle Langhe, e la pasta fresca fatta da noi.</p>',
          ),
        ],
      ],
      { background: true },
    )}
${section([
  [
    priceList([
      ['Nocciole Piemonte IGP tostate', '€ 8,00', 'sacchetto da 250 g'],
      ['Crema di nocciole «del Ponte»', '€ 8,90', 'vasetto da 200 g, senza olio di palma'],
      ['Miele di acacia', '€ 10,00', 'vasetto da 500 g, apicoltura Gallesio'],
      ['Tajarin ai 40 tuorli', '€ 7,50', 'confezione da 250 g'],
      ['Agnolotti del plin freschi', '€ 16,00', 'vaschetta da 500 g, da ordinare il giorno prima'],
    ]),
  ],
  [
    priceList([
      ['Barbera d’Asti DOCG «Ponte Vecchio»', '€ 14,00', 'bottiglia da 0,75 l'],
      ['Moscato d’Asti DOCG', '€ 11,00', 'bottiglia da 0,75 l'],
      ['Torta di nocciole intera', '€ 22,00', 'su ordinazione, con due giorni di anticipo'],
    ]),
    text('<p>Cesti regalo su ordinazione, da € 35.</p>'),
  ],
])}
${section([
  [
    text(
      '<p>La bottega è aperta negli stessi orari del ristorante. Non effettuiamo spedizioni: i prodotti si acquistano solo in trattoria. Puoi prenotarli per telefono o su WhatsApp e passare a ritirarli.</p>',
    ),
  ],
])}`,
  },
  {
    path: '/chi-siamo',
    lang: 'it',
    id: 28,
    title: 'La nostra storia',
    description:
      'La Trattoria del Ponte dal 1968: la storia della famiglia Rovera accanto al ponte vecchio sul Belbo.',
    body: `${section([[heading('La nostra storia', 'h1')]], { background: true })}
${section([
  [
    text(
      '<p>Nel 1968 la nonna Teresa Rovera e il nonno Aldo aprirono un’osteria con quattro tavoli accanto al ponte vecchio, il ponte in pietra del 1826 che attraversa il Belbo. La domenica si veniva da tutta la valle per i suoi agnolotti e per il bonet.</p><p>Nel novembre 1994 l’alluvione allagò il piano terra: la trattoria riaprì nella primavera del 1995, con la sala nuova e il forno a legna costruito dal nonno.</p><p>Oggi in cucina c’è Marta Rovera, la nipote di Teresa; suo fratello Davide è il pizzaiolo e Luca Bertola, sommelier, segue la sala e la cantina. Nel 2022 abbiamo rinnovato le quattro camere al piano di sopra.</p>',
    ),
  ],
  [
    image(
      '2023/02/nonna-teresa-1970.jpg',
      'Nonna Teresa davanti all’osteria nel 1970',
      'Nonna Teresa nel 1970',
    ),
  ],
])}
${section([
  [counter(58, 'Anni di storia')],
  [counter(120, 'Etichette in cantina')],
  [counter(4, 'Camere')],
])}`,
  },
  {
    path: '/allergeni',
    lang: 'it',
    id: 30,
    title: 'Allergeni',
    description:
      'Informazioni sugli allergeni presenti nei piatti della Trattoria del Ponte (Reg. UE 1169/2011).',
    body: `${section([[heading('Informazioni sugli allergeni', 'h1')]], { background: true })}
${section([
  [
    text(
      '<p>Ai sensi del Regolamento (UE) n. 1169/2011, ti informiamo che i nostri piatti possono contenere uno o più dei 14 allergeni elencati qui sotto. Comunica al personale di sala eventuali allergie o intolleranze prima di ordinare, meglio ancora al momento della prenotazione.</p>',
    ),
    text(
      '1. Cereali contenenti glutine &ndash; 2. Crostacei &ndash; 3. Uova &ndash; 4. Pesce &ndash; 5. Arachidi &ndash; 6. Soia &ndash; 7. Latte &ndash; 8. Frutta a guscio &ndash; 9. Sedano &ndash; 10. Senape &ndash; 11. Semi di sesamo &ndash; 12. Anidride solforosa e solfiti &ndash; 13. Lupini &ndash; 14. Molluschi',
    ),
  ],
])}
${section([
  [
    heading('Allergeni dei piatti', 'h2'),
    text(
      '<p><strong>Vitello tonnato:</strong> uova, pesce, senape<br><strong>Carne cruda:</strong> nessuno dei 14 allergeni<br><strong>Flan di cardo con fonduta:</strong> uova, latte<br><strong>Peperone con bagna cauda:</strong> pesce (acciughe), latte<br><strong>Agnolotti del plin:</strong> glutine, uova, latte, sedano<br><strong>Tajarin ai 40 tuorli:</strong> glutine, uova, latte<br><strong>Gnocchi al Castelmagno:</strong> glutine, uova, latte<br><strong>Risotto al Barbera:</strong> latte, solfiti<br><strong>Brasato al Barbera:</strong> sedano, solfiti<br><strong>Bollito misto con bagnetto verde:</strong> pesce (acciughe), sedano<br><strong>Bonet:</strong> uova, latte, frutta a guscio (amaretti)<br><strong>Torta di nocciole con zabaione:</strong> glutine, uova, latte, frutta a guscio, solfiti (Moscato)<br><strong>Panna cotta al Moscato:</strong> latte, solfiti<br><strong>Pizze:</strong> glutine, latte (tranne Marinara e Ortolana); la Langarola contiene frutta a guscio</p>',
    ),
  ],
])}
${section([
  [
    heading('Celiachia e glutine', 'h2'),
    text(
      '<p>In cucina la pasta senza glutine viene cotta in una pentola dedicata, con acqua separata. In pizzeria non abbiamo un forno separato: la pizza senza glutine cuoce nello stesso forno a legna delle altre, su una teglia dedicata, e non è adatta ai celiaci. Nella nostra cucina si usano farine con glutine: non possiamo escludere del tutto la contaminazione crociata.</p>',
    ),
  ],
])}`,
  },
  {
    path: '/buoni-regalo',
    lang: 'it',
    id: 32,
    title: 'Buoni regalo',
    description: 'Regala una cena o una notte alla Trattoria del Ponte: buoni regalo e condizioni d’uso.',
    body: `${section([[heading('Buoni regalo', 'h1'), text('<p>Regala una cena in trattoria o una notte al Ponte.</p>')]], { background: true })}
${section([
  [
    priceList([
      ['Buono a importo libero', 'da € 30', 'da spendere al ristorante, in pizzeria o in bottega'],
      ['Cena per due', '€ 96', 'menu degustazione per due persone, bevande escluse'],
      ['Cena per due con vini', '€ 140', 'menu degustazione con abbinamento vini per due persone'],
      [
        'Notte al Ponte',
        '€ 190',
        'una notte in camera doppia con colazione e cena per due (menu degustazione, bevande escluse)',
      ],
    ]),
  ],
  [
    heading('Come acquistarlo', 'h3'),
    text(
      `<p>In trattoria, oppure per telefono o via email a <a href="mailto:${PONTE_EMAIL}">${PONTE_EMAIL}</a>: paghi con bonifico e ti mandiamo il buono in PDF per email, pronto da stampare.</p>`,
    ),
  ],
])}
${section([
  [
    heading('Condizioni d’uso', 'h2'),
    text(
      '<ul><li>Il buono è valido 12 mesi dalla data di emissione indicata sul buono; scaduto, non può essere prorogato.</li><li>Il buono non è rimborsabile né convertibile in denaro.</li><li>Va utilizzato in un’unica volta: l’importo non speso non dà diritto a resto.</li><li>Non è valido per le serate evento (per esempio la Cena del Tartufo Bianco).</li><li>Per usarlo prenota indicando il codice del buono; per la Notte al Ponte scrivi a camere@trattoria-del-ponte.test.</li></ul>',
    ),
  ],
])}`,
  },
  {
    path: '/condizioni-di-prenotazione',
    lang: 'it',
    id: 34,
    title: 'Condizioni di prenotazione',
    description:
      'Condizioni di prenotazione di tavoli, gruppi, serate evento e camere alla Trattoria del Ponte.',
    body: `${section([[heading('Condizioni di prenotazione', 'h1')]], { background: true })}
${section([
  [
    heading('1. Prenotazione dei tavoli', 'h3'),
    text(
      '<p>Puoi prenotare online tramite il portale TavoloFacile (pulsante «Prenota un tavolo»), per telefono o su WhatsApp. La prenotazione online è confermata da un’email del portale.</p>',
    ),
    heading('2. Ritardi', 'h3'),
    text(
      '<p>Teniamo il tavolo per 15 minuti dall’orario prenotato; dopo, se non ci hai avvisato, potremmo assegnarlo ad altri clienti.</p>',
    ),
    heading('3. Gruppi', 'h3'),
    text(
      '<p>Per gruppi di oltre 10 persone chiediamo una caparra di € 10 a persona, da versare con bonifico entro 3 giorni dalla prenotazione. La caparra viene scalata dal conto finale.</p>',
    ),
    heading('4. Disdette', 'h3'),
    text(
      '<p>Puoi disdire o modificare la prenotazione gratuitamente fino a 48 ore prima. Per le disdette successive o in caso di mancata presentazione la caparra non viene restituita.</p>',
    ),
    heading('5. Serate evento', 'h3'),
    text(
      '<p>Per le serate evento (per esempio la Cena del Tartufo Bianco) la caparra è di € 20 a persona, da versare alla prenotazione; viene restituita solo per disdette arrivate almeno 7 giorni prima della serata.</p>',
    ),
    heading('6. Camere', 'h3'),
    text(
      '<p>Cancellazione gratuita fino a 7 giorni prima dell’arrivo; dopo, o in caso di mancato arrivo, addebitiamo la prima notte.</p>',
    ),
    heading('7. Allergie e intolleranze', 'h3'),
    text(
      '<p>Segnala allergie e intolleranze al momento della prenotazione, così la cucina può organizzarsi.</p>',
    ),
  ],
])}`,
  },
];
