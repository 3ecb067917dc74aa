import { lasteiPostCards } from './rifugio-lastei.blog.ts';
import {
  callout,
  columns,
  divider,
  gallery,
  h,
  image,
  type LasteiPage,
  ol,
  p,
  pageLink,
  RL_ADDRESS,
  RL_COMPANY,
  RL_EMAIL,
  RL_MOBILE,
  RL_PHONE,
  RL_POSTAL,
  RL_VAT,
  spacer,
  table,
  toggle,
  ul,
} from './rifugio-lastei.layout.ts';

/**
 * The Italian pages, the Notion workspace's top-level pages: the home page (the 'Early booking: 10% fino al 31
 * ottobre!' callout written in September and never taken down, no year; the closed-now callout; the seasons in two
 * columns; 'link to page' blocks; a gallery view of the three newest blog posts), the hut (rooms table, showers
 * and water, signal, Wi-Fi and charging, dogs, payments, hours, the 2027 solar showers), the 2027 price list
 * (two simple tables, the first with Notion's header-row switch on, the second with none), the restaurant and its
 * lunch menu in two columns of tables, the way up (a callout that no car reaches it, parking, the summer road
 * closure and shuttle, the paths table, the material cableway), winter weekends, booking and cancellation, the
 * 2027 events, the FAQ in toggles saved closed and contacts.
 */

/* ── Home ─────────────────────────────────────────────────────────────────────────────────────────────── */

export const lasteiHome: LasteiPage = {
  path: '/',
  lang: 'it',
  title: 'Rifugio Lastei · 2.240 m',
  icon: '🏔️',
  cover: 'rifugio-lastei-tramonto-cima',
  description:
    'Rifugio Lastei, 2.240 m, nelle Dolomiti del Trentino sopra la Val di Ronchi: camerate e camere, mezza pensione, ristorante a pranzo. Estate e weekend invernali.',
  body: [
    callout(
      '🎉',
      'yellow-light',
      '**Early booking: 10% fino al 31 ottobre!** Prenota adesso la tua estate al Rifugio Lastei: 10% di sconto sulla mezza pensione per soggiorni di almeno 2 notti. Scrivi il codice **LASTEI10** nella mail di prenotazione.',
    ),
    p(
      'Benvenuti al **Rifugio Lastei**, a {green|**2.240 m**} sotto le pareti della Cima Lastei, sopra la Val di Ronchi, nelle Dolomiti del Trentino. È un rifugio della SAT, gestito dal 2009 dalla famiglia Zanol: Gianni, Marta, Elisa e Luca.',
    ),
    callout(
      '❄️',
      'blue-light',
      `**Adesso il rifugio è chiuso.** La stagione estiva 2026 è finita il 27 settembre. Per le feste di Natale e Capodanno leggete il [post nel blog](/blog/natale-2026); i weekend invernali iniziano il 13 febbraio 2027. Fuori stagione rispondiamo al cellulare **${RL_MOBILE}**.`,
    ),
    columns([
      `${h(3, '☀️ Estate 2027')}${p('Aperto tutti i giorni {bg-yellow|**dal 19 giugno al 26 settembre 2027**}.')}${p('Mezza pensione da **€ 62** a persona (soci CAI). [Tutti i prezzi](/prezzi)')}`,
      `${h(3, '❄️ Inverno 2027')}${p("Scialpinismo e ciaspole: aperto il sabato e la domenica dal 13 febbraio all'11 aprile 2027.")}${p('[Tutte le info per l’inverno](/inverno)')}`,
    ]),
    divider(),
    h(2, 'Il rifugio in breve'),
    ul(
      '38 posti letto: 4 camerate e 3 camere',
      'Ristorante aperto a tutti a pranzo; cena e colazione per chi pernotta',
      'Si arriva solo a piedi: 2 ore e 15 minuti dal parcheggio di Malga Prà del Lago con il sentiero 341',
      'Teleferica per portare su i bagagli',
      'Prezzi ridotti per i soci CAI e SAT',
    ),
    image('rifugio-lastei-terrazza-estate', 'La terrazza del Rifugio Lastei', 'La terrazza in luglio'),
    h(2, 'Scopri il rifugio'),
    pageLink('🛖', 'Il rifugio', '/il-rifugio'),
    pageLink('💶', 'Prezzi 2027', '/prezzi'),
    pageLink('🍲', 'Ristorante e menù del pranzo', '/ristorante'),
    pageLink('🥾', 'Come arrivare', '/come-arrivare'),
    pageLink('❄️', 'Inverno: scialpinismo e ciaspole', '/inverno'),
    pageLink('📅', 'Prenotazioni', '/prenotazioni'),
    pageLink('🎻', 'Eventi 2027', '/eventi'),
    pageLink('❓', 'Domande frequenti', '/faq'),
    pageLink('📜', 'Regolamento del rifugio', '/regolamento'),
    pageLink('✉️', 'Contatti', '/contatti'),
    spacer(),
    h(2, 'Dal blog'),
    gallery('Blog', lasteiPostCards.slice(0, 3)),
    divider(),
    p(
      `Prenotazioni: **${RL_PHONE}** (in stagione) · **${RL_MOBILE}** (fuori stagione) · [${RL_EMAIL}](mailto:${RL_EMAIL})`,
    ),
  ].join(''),
};

/* ── Il rifugio ───────────────────────────────────────────────────────────────────────────────────────── */

const rifugio: LasteiPage = {
  path: '/il-rifugio',
  lang: 'it',
  title: 'Il rifugio',
  icon: '🛖',
  cover: 'rifugio-lastei-camerata-cima',
  description: 'Camerate e camere, docce, acqua, Wi-Fi, campo, cani e pagamenti al Rifugio Lastei.',
  body: [
    p(
      'Il Rifugio Lastei è di proprietà della **SAT** (Società degli Alpinisti Tridentini, la sezione trentina del CAI) – Sezione di Valfonda. Dal 2009 lo gestisce la famiglia Zanol: Gianni in sala e alla teleferica, Marta e Luca in cucina, Elisa alle prenotazioni.',
    ),
    h(2, 'Dove si dorme'),
    table(
      [
        ['**Nome**', '**Tipo**', '**Posti**'],
        ['Cima', 'camerata', '10'],
        ['Forcella', 'camerata', '8'],
        ['Malga', 'camerata', '6'],
        ['Baita', 'camerata', '6'],
        ['Larice', 'camera matrimoniale (cani ammessi)', '2'],
        ['Cirmolo', 'camera con due letti singoli', '2'],
        ['Genziana', 'camera familiare', '4'],
      ],
      { header: true },
    ),
    p(
      'In tutto **38 posti letto**. In camerata il {red|**sacco lenzuolo è obbligatorio**} (coperte e cuscini ci sono); nelle camere trovate lenzuola e federe. I bagni sono in comune, uno per piano.',
    ),
    h(2, 'Docce e acqua'),
    p(
      'Ci sono 2 docce con acqua calda: il gettone costa **€ 5** e dura 4 minuti. Le docce sono aperte **dalle 15:00 alle 19:00**: dopo le 19:00 le docce sono chiuse, per lasciare l’acqua calda alla cucina.',
    ),
    p(
      '{red|**L’acqua dei rubinetti non è potabile**}: arriva dalla cisterna dove raccogliamo la neve sciolta. Al bar trovate acqua in bottiglia e acqua filtrata per le borracce a € 1 al litro.',
    ),
    callout(
      '🌞',
      'green-light',
      '**In arrivo nell’estate 2027:** un nuovo blocco con 4 docce e acqua scaldata dai pannelli solari. I lavori partono in primavera; il prezzo del gettone per il 2027 non è ancora deciso.',
    ),
    h(2, 'Campo, Wi-Fi e corrente'),
    ul(
      '**Campo:** dentro il rifugio non c’è campo. Sulla terrazza a volte prende TIM, debole; gli altri operatori no.',
      '**Wi-Fi:** gratuito per chi pernotta, dalle 18:00 alle 22:00, via satellite. La password è al bar. Va bene per i messaggi e il meteo, non per le videochiamate.',
      '**Ricaricare il telefono:** alla colonnina di ricarica al bar, gratis. Nelle camerate non ci sono prese.',
      'La corrente arriva dai pannelli solari e da un piccolo generatore: niente asciugacapelli, per favore.',
    ),
    h(2, 'Cani'),
    p(
      'I cani sono benvenuti sulla terrazza e in sala da pranzo, al guinzaglio. {red|I cani non possono entrare nelle camerate.} Chi vuole dormire con il proprio cane può prenotare la camera **Larice**, con un supplemento di € 10 a notte.',
    ),
    h(2, 'Pagamenti'),
    p(
      'Al rifugio si paga in contanti o con carta (Bancomat, Visa, Mastercard). **Non accettiamo American Express** né assegni. Il POS funziona via satellite e ogni tanto si blocca: portate anche un po’ di contanti, lassù non c’è un bancomat.',
    ),
    h(2, 'Orari in estate'),
    table([
      ['**Bar**', '7:00–21:30'],
      ['**Pranzo** (cucina aperta a tutti)', '12:00–14:30'],
      ['**Cena** per chi pernotta', '19:00'],
      ['**Colazione**', '7:00–8:30'],
      ['**Docce**', '15:00–19:00'],
    ]),
    image('rifugio-lastei-sala-stube', 'La stube del rifugio', 'La stube, dove si cena tutti insieme'),
  ].join(''),
};

/* ── Prezzi ───────────────────────────────────────────────────────────────────────────────────────────── */

const prezzi: LasteiPage = {
  path: '/prezzi',
  lang: 'it',
  title: 'Prezzi 2027',
  icon: '💶',
  description:
    'Prezzi 2027 del Rifugio Lastei: mezza pensione, pernottamento, colazione, pranzo al sacco, docce, bambini e gruppi.',
  body: [
    p(
      'Prezzi **a persona e a notte**, validi per l’estate 2027 e per i weekend invernali 2027. I prezzi per i soci valgono per i soci CAI e SAT e per i soci dei club alpini esteri con reciprocità, mostrando la tessera all’arrivo.',
    ),
    h(2, 'Pernottamento e mezza pensione'),
    table(
      [
        ['', 'Soci CAI', 'Non soci'],
        ['Mezza pensione in camerata', '{green|**€ 62**}', '€ 74'],
        ['Mezza pensione in camera', '{green|**€ 72**}', '€ 84'],
        ['Solo pernottamento in camerata', '€ 24', '€ 34'],
        ['Solo pernottamento in camera', '€ 34', '€ 44'],
      ],
      { header: true, firstColumn: true },
    ),
    p(
      'La mezza pensione comprende la **cena alle 19:00** (primo, secondo con contorno e dolce), il pernottamento e la colazione. Le bevande sono escluse.',
    ),
    h(2, 'Extra'),
    table([
      ['Colazione (per chi non ha la mezza pensione)', '€ 12'],
      ['Pranzo al sacco (da ordinare entro le 21:00 della sera prima)', '€ 11'],
      ['Gettone doccia (4 minuti)', '€ 5'],
      ['Sacco lenzuolo a noleggio', '€ 7'],
      ['Sacco lenzuolo da acquistare', '€ 15'],
      ['Cane (solo camera Larice)', '€ 10 a notte'],
      ['Bagagli con la teleferica', '€ 6 a collo'],
      ['Tassa di soggiorno (dai 14 anni)', '€ 1,00 a notte'],
    ]),
    h(2, 'Bambini'),
    ul(
      'Fino a 4 anni: gratis, nel letto con i genitori (i pasti si pagano a consumo).',
      'Da 5 a 11 anni: mezza pensione in camerata **€ 42**, soci e non soci.',
      'Dai 12 anni: prezzo intero (i ragazzi soci CAI pagano il prezzo soci).',
    ),
    h(2, 'Gruppi'),
    p(
      'Per i gruppi da 10 persone in su: una gratuità ogni 15 paganti e menù unico per tutti. Le condizioni sono nella pagina [Prenotazioni](/prenotazioni).',
    ),
    callout(
      'ℹ️',
      'gray-light',
      'In inverno si dorme solo in camerata: in inverno non ci sono camere private. I prezzi delle feste di Natale e Capodanno sono nel [blog](/blog).',
    ),
  ].join(''),
};

/* ── Ristorante ───────────────────────────────────────────────────────────────────────────────────────── */

const ristorante: LasteiPage = {
  path: '/ristorante',
  lang: 'it',
  title: 'Ristorante e menù del pranzo',
  icon: '🍲',
  cover: 'rifugio-lastei-canederli',
  description:
    'Il menù del pranzo del Rifugio Lastei, estate 2027: canederli, polenta, taglieri, dolci e bevande.',
  body: [
    p(
      'A pranzo la cucina è aperta a tutti, anche a chi non dorme da noi: **dalle 12:00 alle 14:30**, tutti i giorni della stagione estiva. Il bar è aperto dalle 7:00 alle 21:30; nel pomeriggio ci sono torte e panini.',
    ),
    p('La cena (alle 19:00) e la colazione sono riservate a chi pernotta.'),
    h(2, 'Menù del pranzo · estate 2027'),
    columns(
      [
        `${h(3, 'Primi')}${table([
          ['Canederli in brodo', '€ 10'],
          ['Canederli al formaggio con burro fuso e salvia', '€ 12'],
          ['Minestra d’orzo alla trentina', '€ 9'],
          ['Tagliatelle al ragù di cervo', '€ 14'],
        ])}${h(3, 'Con la polenta')}${table([
          ['Polenta con spezzatino di manzo', '€ 16'],
          ['Polenta, formaggio fuso e funghi', '€ 15'],
          ['Polenta, salsiccia e crauti', '€ 15'],
        ])}`,
        `${h(3, 'Taglieri e insalate')}${table([
          ['Tagliere Lastei (speck, salame e formaggi di malga)', '€ 14'],
          ['Insalatona dell’alpe', '€ 11'],
        ])}${h(3, 'Dolci')}${table([
          ['Strudel di mele', '€ 5'],
          ['Torta di grano saraceno', '€ 5'],
          ['Kaiserschmarrn con marmellata di mirtilli rossi', '€ 11'],
        ])}`,
      ],
      [0.55, 0.45],
    ),
    h(2, 'Bevande'),
    table([
      ['Acqua 0,5 l', '€ 2,50'],
      ['Acqua filtrata per la borraccia', '€ 1 al litro'],
      ['Birra media 0,4 l', '€ 6'],
      ['Radler', '€ 5,50'],
      ['Vino della casa ¼ l', '€ 6'],
      ['Caffè', '€ 1,80'],
      ['Cappuccino', '€ 3'],
      ['Tè o tisana', '€ 3,50'],
      ['Cioccolata calda', '€ 4'],
      ['Grappa', '€ 4'],
    ]),
    callout(
      '🌱',
      'green-light',
      'Ogni giorno c’è almeno un piatto vegetariano. Pasti senza glutine se ce lo dite quando prenotate: la nostra cucina però non è certificata per celiaci.',
    ),
    p(
      'Il **pranzo al sacco** lo prepariamo per chi pernotta: € 11, da ordinare entro le 21:00 della sera prima.',
    ),
    p(
      'In inverno, il sabato e la domenica, a pranzo ci sono la zuppa del giorno (€ 10) e un piatto unico (€ 15).',
    ),
  ].join(''),
};

/* ── Come arrivare ────────────────────────────────────────────────────────────────────────────────────── */

const comeArrivare: LasteiPage = {
  path: '/come-arrivare',
  lang: 'it',
  title: 'Come arrivare',
  icon: '🥾',
  cover: 'sentiero-341-larici',
  description:
    'Come arrivare al Rifugio Lastei: parcheggio di Malga Prà del Lago, navetta estiva, sentieri 341, 343 e 360, teleferica per i bagagli.',
  body: [
    callout(
      '⚠️',
      'yellow-light',
      '**Il rifugio non è raggiungibile in auto**: non c’è nessuna strada aperta al traffico. Si sale solo a piedi (in inverno con sci o ciaspole).',
    ),
    h(2, 'In auto fino al parcheggio'),
    p(
      'Da Ronchi di Valfonda seguite la strada della Val di Ronchi fino al **parcheggio di Malga Prà del Lago** (1.480 m, 9 km, circa 80 posti). Il parcheggio costa {bg-yellow|**€ 8 al giorno**} (parcometro: monete, carte o app EasyPark). Nel navigatore: «Malga Prà del Lago, Valfonda».',
    ),
    callout(
      '🚌',
      'blue-light',
      '**Luglio e agosto:** dalle 8:30 alle 17:30 la strada da Ronchi alla malga è chiusa alle auto private. Lasciate l’auto a Ronchi e prendete la **navetta** dalla Piazza della Chiesa: ogni ora dalle 8:00 alle 18:00, € 4 andata, € 6 andata e ritorno.',
    ),
    p(
      'In inverno la strada è pulita solo fino al **Ponte dei Mugheri** (1.320 m), dove si parcheggia gratis.',
    ),
    h(2, 'I sentieri'),
    table(
      [
        ['Sentiero', 'Partenza', 'Tempo', 'Dislivello', 'Difficoltà'],
        ['**341** (via normale)', 'Malga Prà del Lago, 1.480 m', '2h15', '760 m', 'E'],
        [
          '**343** per la Forcella dei Lastei',
          'Ronchi di Valfonda, 1.050 m',
          '4h',
          '1.360 m',
          'EE, tratto attrezzato',
        ],
        ['**360** traversata', 'Rifugio Val Piana', '3h30', '520 m', 'EE'],
      ],
      { header: true },
    ),
    h(3, 'Sentiero 341: la via normale'),
    p(
      'Dal parcheggio si segue la forestale per 20 minuti, poi il sentiero 341 sale nel bosco di larici e per i pascoli della Malga Lastei Bassa (1.960 m). In tutto **2 ore e 15 minuti** di salita e 1 ora e 30 di discesa. È il sentiero adatto anche a famiglie e cani.',
    ),
    h(3, 'Sentiero 343: dal paese per la Forcella'),
    p(
      'Da Ronchi di Valfonda si sale per la Val dei Lastei fino alla Forcella dei Lastei (2.412 m) e si scende al rifugio: **4 ore**, per escursionisti esperti. Sotto la forcella c’è un tratto attrezzato con cavo metallico. Con neve a inizio stagione chiedeteci informazioni prima di partire.',
    ),
    h(3, 'Sentiero 360: la traversata'),
    p('Dal Rifugio Val Piana al Rifugio Lastei in 3 ore e 30, lungo la cresta.'),
    h(2, 'In mountain bike'),
    p(
      'In bici si sale sulla strada forestale fino alla Malga Lastei Bassa (1.960 m); da lì al rifugio sono 30 minuti a piedi. Le bici restano alla malga: sul sentiero 341 oltre la malga le bici non sono ammesse.',
    ),
    h(2, 'Teleferica per i bagagli'),
    p(
      'Dal parcheggio di Malga Prà del Lago parte la nostra teleferica per i materiali: portiamo su zaini e borse a **€ 6 a collo** (massimo 15 kg). Partenze estive alle **9:00, alle 13:00 e alle 17:00**: chiamate il rifugio mezz’ora prima e lasciate il bagaglio nella cassa alla stazione a valle, con un’etichetta con il vostro nome.',
    ),
    p(
      '{red|**Il trasporto di persone è vietato**}: la teleferica è solo per i materiali. In inverno la teleferica non è in servizio per i bagagli.',
    ),
    image(
      'teleferica-materiali-lastei',
      'La teleferica dei materiali',
      'La stazione a valle della teleferica',
    ),
    p(
      'Arrivate dall’estero? Elisa ha scritto una guida in inglese: [Getting here for international guests](/en/international-guests).',
    ),
  ].join(''),
};

/* ── Inverno ──────────────────────────────────────────────────────────────────────────────────────────── */

const inverno: LasteiPage = {
  path: '/inverno',
  lang: 'it',
  title: 'Inverno: scialpinismo e ciaspole',
  icon: '❄️',
  cover: 'lastei-inverno-ciaspole',
  description:
    'Il Rifugio Lastei in inverno: aperture nei weekend 2027, solo camerate, salita dal Ponte dei Mugheri, locale invernale.',
  body: [
    p(
      'In inverno il rifugio apre **il sabato e la domenica dal 13 febbraio all’11 aprile 2027** (si dorme il sabato sera). A Pasqua restiamo aperti di fila **da venerdì 26 a lunedì 29 marzo 2027**.',
    ),
    callout(
      '🎄',
      'red-light',
      'Aperture di Natale e Capodanno: date e prezzi sono nel [post del blog](/blog/natale-2026).',
    ),
    h(2, 'Come si dorme in inverno'),
    ul(
      'Si dorme **solo in camerata**: apriamo le camerate Cima e Malga, 16 posti. In inverno non ci sono camere private.',
      'In inverno non ci sono docce.',
      'Colazione dalle 6:30, per chi parte presto con le pelli.',
      'Prezzi: quelli del [listino 2027](/prezzi).',
      'A pranzo, sabato e domenica: zuppa del giorno (€ 10) e piatto unico (€ 15).',
    ),
    h(2, 'Salire in inverno'),
    p(
      'La strada è pulita fino al **Ponte dei Mugheri** (1.320 m), con parcheggio gratuito. Da lì si segue la forestale e poi il tracciato invernale del 341: **3 ore** con le ciaspole, circa 2 ore e 30 con gli sci.',
    ),
    p('La teleferica non è in servizio: tutto quello che vi serve va nello zaino.'),
    callout(
      '⚠️',
      'yellow-light',
      'Prima di partire leggete il **bollettino valanghe** di Meteotrentino. Per lo scialpinismo servono ARTVA, pala e sonda; con le ciaspole restate sul tracciato battuto.',
    ),
    h(2, 'Il locale invernale'),
    p(
      'Quando il rifugio è chiuso resta sempre aperto il **locale invernale**: 6 posti con coperte, senza stufa e senza corrente. Non c’è cibo: portate tutto voi e riportate a valle i rifiuti.',
    ),
  ].join(''),
};

/* ── Prenotazioni ─────────────────────────────────────────────────────────────────────────────────────── */

const prenotazioni: LasteiPage = {
  path: '/prenotazioni',
  lang: 'it',
  title: 'Prenotazioni',
  icon: '📅',
  description:
    'Come prenotare al Rifugio Lastei: caparra, cancellazione, arrivo, pagamento, gruppi e bambini.',
  body: [
    h(2, 'Come prenotare'),
    p(
      `Per dormire al rifugio serve sempre la prenotazione. Scriveteci a [${RL_EMAIL}](mailto:${RL_EMAIL}) o chiamateci: al rifugio (**${RL_PHONE}**) quando è aperto, al cellulare **${RL_MOBILE}** fuori stagione. Su WhatsApp non prendiamo prenotazioni.`,
    ),
    callout(
      '💻',
      'gray-light',
      '**Prenotazioni online?** Non ancora: il nuovo sistema di prenotazione online arriva **a marzo 2027**, in tempo per l’estate. Fino ad allora si prenota solo per email o per telefono.',
    ),
    h(2, 'Caparra'),
    p(
      'Per confermare la prenotazione chiediamo una caparra di **€ 30 a persona**, con bonifico entro 5 giorni. Per i gruppi da 10 persone in su la caparra è il 30% del totale.',
    ),
    p(
      `IBAN IT60 X054 2811 1010 0000 0123 456, intestato a ${RL_COMPANY}. Nella causale scrivete il nome e la data di arrivo.`,
    ),
    h(2, 'Cancellazione'),
    ul(
      'Fino a 7 giorni prima dell’arrivo: la caparra viene restituita, oppure spostata su un’altra data.',
      'Da 6 giorni prima dell’arrivo: la caparra viene trattenuta.',
      'Con allerta meteo arancione o rossa di Meteotrentino per il giorno dell’arrivo: spostiamo la caparra su un’altra data della stessa stagione.',
    ),
    h(2, 'Arrivo'),
    p(
      'Arrivate entro le **18:00**. Se siete in ritardo telefonateci: se alle 19:30 non siete arrivati e non ci avete avvisato, dobbiamo pensare che siate in difficoltà. Portate la tessera CAI o SAT per il prezzo soci.',
    ),
    h(2, 'Pagamento'),
    p(
      'Il saldo si paga al rifugio, in contanti o con carta (Bancomat, Visa, Mastercard). Non accettiamo American Express né assegni.',
    ),
    h(2, 'Gruppi'),
    p(
      'Gruppi da 10 a 30 persone: una gratuità ogni 15 paganti, menù unico, caparra del 30%. Prenotate almeno 30 giorni prima.',
    ),
    h(2, 'Bambini'),
    p('Fino a 4 anni gratis; da 5 a 11 anni la mezza pensione in camerata costa € 42.'),
  ].join(''),
};

/* ── Eventi ───────────────────────────────────────────────────────────────────────────────────────────── */

const eventi: LasteiPage = {
  path: '/eventi',
  lang: 'it',
  title: 'Eventi 2027',
  icon: '🎻',
  cover: 'lastei-in-musica-quartetto',
  description: 'Lastei in Musica 2027 e la festa di fine stagione al Rifugio Lastei.',
  body: [
    h(2, 'Lastei in Musica 2027'),
    p(
      '**Sabato 24 luglio 2027, ore 17:00**, sul prato davanti al rifugio: il Quartetto Dolomia suona Vivaldi, Morricone e i canti della montagna. L’ingresso al concerto è libero, senza prenotazione.',
    ),
    p(
      'Pacchetto **concerto + cena + pernottamento in camerata + colazione**: {green|**€ 75**} per i soci CAI, **€ 85** per i non soci. Da prenotare entro il 30 giugno 2027.',
    ),
    callout('🌧️', 'gray-light', 'Se piove il concerto si sposta a **domenica 25 luglio 2027 alle 11:00**.'),
    h(2, 'Festa di fine stagione'),
    p('Domenica 19 settembre 2027, dalle 12:00: polenta per tutti e musica con la banda di Ronchi.'),
  ].join(''),
};

/* ── FAQ ──────────────────────────────────────────────────────────────────────────────────────────────── */

const faq: LasteiPage = {
  path: '/faq',
  lang: 'it',
  title: 'Domande frequenti',
  icon: '❓',
  description:
    'Le domande che ci fate più spesso: aperture, cani, sacco lenzuolo, pagamenti, campo, acqua, docce.',
  body: [
    p('Cliccate su una domanda per leggere la risposta.'),
    toggle(
      'Il rifugio è aperto adesso?',
      p(
        'No. Siamo chiusi dal 28 settembre 2026. Riapriamo nei weekend dal 13 febbraio 2027 (vedi [Inverno](/inverno)); per Natale e Capodanno guardate il [blog](/blog). Quando il rifugio è chiuso è sempre aperto il locale invernale (6 posti).',
      ),
    ),
    toggle(
      'C’è ancora lo sconto Early booking del 10%?',
      p(
        'No: l’offerta Early booking del 10% (codice LASTEI10) è terminata il 31 ottobre 2026. Al momento non ci sono altre promozioni.',
      ),
    ),
    toggle(
      'Si arriva al rifugio in auto?',
      p(
        'No, il rifugio non è raggiungibile in auto. Il parcheggio più vicino è a Malga Prà del Lago (€ 8 al giorno); da lì sono 2 ore e 15 minuti a piedi con il sentiero 341.',
      ),
    ),
    toggle(
      'Posso mandare su lo zaino con la teleferica?',
      p(
        'Sì: € 6 a collo (massimo 15 kg), partenze alle 9:00, alle 13:00 e alle 17:00. Il trasporto di persone è vietato.',
      ),
    ),
    toggle(
      'Posso portare il cane?',
      p(
        'Sì, sulla terrazza e in sala, al guinzaglio. I cani non possono entrare nelle camerate: per dormire con il cane c’è la camera Larice, con un supplemento di € 10 a notte.',
      ),
    ),
    toggle(
      'Serve il sacco lenzuolo?',
      p(
        'In camerata sì, è obbligatorio. Se non lo avete lo noleggiate da noi (€ 7) o lo comprate (€ 15). Coperte e cuscini ci sono. Nelle camere trovate lenzuola e federe.',
      ),
    ),
    toggle(
      'Si può pagare con la carta?',
      p(
        'Sì: Bancomat, Visa e Mastercard. Non accettiamo American Express. Portate anche dei contanti, perché il POS va via satellite.',
      ),
    ),
    toggle(
      'C’è campo? E il Wi-Fi?',
      p(
        'Dentro il rifugio non c’è campo; sulla terrazza prende debolmente solo TIM. Il Wi-Fi è gratuito per chi pernotta, dalle 18:00 alle 22:00.',
      ),
    ),
    toggle(
      'Dove ricarico il telefono?',
      p(
        'Alla colonnina di ricarica al bar, gratis. Nelle camerate non ci sono prese: portate un power bank.',
      ),
    ),
    toggle(
      'L’acqua del rubinetto si può bere?',
      p(
        'No, l’acqua dei rubinetti non è potabile. Al bar trovate acqua in bottiglia e acqua filtrata per le borracce a € 1 al litro.',
      ),
    ),
    toggle(
      'Ci sono le docce?',
      p(
        'Sì, 2 docce con gettone da € 5 (4 minuti), dalle 15:00 alle 19:00. Dopo le 19:00 le docce sono chiuse, e in inverno non ci sono docce. Le nuove docce solari arrivano nell’estate 2027.',
      ),
    ),
    toggle(
      'Posso prenotare online?',
      p('Non ancora: la prenotazione online arriva a marzo 2027. Per ora scriveteci o telefonateci.'),
    ),
    toggle(
      'Avete piatti vegetariani o senza glutine?',
      p(
        'Ogni giorno c’è almeno un piatto vegetariano. Senza glutine sì, se ce lo dite quando prenotate, ma la cucina non è certificata per celiaci.',
      ),
    ),
    toggle(
      'Posso piantare la tenda vicino al rifugio?',
      p(
        'No: intorno al rifugio il campeggio è vietato, anche per una notte sola. E con il maltempo nessuno viene mandato via, anche se il rifugio è pieno.',
      ),
    ),
    toggle(
      'Quanto pagano i bambini?',
      p('Fino a 4 anni sono gratis; da 5 a 11 anni la mezza pensione in camerata costa € 42.'),
    ),
  ].join(''),
};

/* ── Contatti ─────────────────────────────────────────────────────────────────────────────────────────── */

const contatti: LasteiPage = {
  path: '/contatti',
  lang: 'it',
  title: 'Contatti',
  icon: '✉️',
  description: 'Telefono, cellulare, email e indirizzi del Rifugio Lastei.',
  body: [
    columns([
      `${h(3, 'Il rifugio, in stagione')}${p(`Telefono: **${RL_PHONE}** (risponde solo quando il rifugio è aperto)`)}${p(`Email: [${RL_EMAIL}](mailto:${RL_EMAIL})`)}${p(`${RL_ADDRESS} · 2.240 m`)}`,
      `${h(3, 'Fuori stagione')}${p(`Cellulare di Gianni: **${RL_MOBILE}** (dalle 9:00 alle 19:00)`)}${p(`Recapito: ${RL_POSTAL}`)}`,
    ]),
    h(2, 'Dati fiscali'),
    p(`${RL_COMPANY} · P.IVA ${RL_VAT}`),
    callout('🚁', 'red-light', 'Per le emergenze in montagna chiamate il **112**.'),
    ol(
      'Per prenotare: [Prenotazioni](/prenotazioni)',
      'Per arrivare: [Come arrivare](/come-arrivare)',
      'Per le domande più comuni: [FAQ](/faq)',
    ),
  ].join(''),
};

export const lasteiPages: LasteiPage[] = [
  rifugio,
  prezzi,
  ristorante,
  comeArrivare,
  inverno,
  prenotazioni,
  eventi,
  faq,
  contatti,
];
