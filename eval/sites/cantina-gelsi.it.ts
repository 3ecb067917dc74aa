import {
  collapsible,
  GELSI_EMAIL,
  GELSI_PHONE,
  GELSI_STREET,
  GELSI_TOWN,
  GELSI_WHATSAPP,
  type GelsiPage,
  h2,
  h3,
  imageWithText,
  p,
  richText,
  section,
  table,
  ul,
} from './cantina-gelsi.layout.ts';

/*
 * The Italian pages of the page editor and the home page: tastings (with the pasted booking widget),
 * groups and vouchers (Italian only), the farm stay, Amarone and Ripasso, directions, hours and contact,
 * accessibility and the FAQ.
 */

const formatsIt = table(
  ['Formato', 'Cosa comprende', 'Durata', 'Giorni e orari', 'Prezzo'],
  [
    [
      'Degustazione Classica',
      'Visita al fruttaio e alla bottaia, 3 vini (Valpolicella Classico, Ripasso Superiore, Amarone) con grissini',
      '75 minuti',
      'lunedì–sabato, 10:30 e 15:30',
      '25 € a persona',
    ],
    [
      'Gelsi &amp; Sapori',
      'Visita, 5 vini con tagliere di salumi e formaggi della Lessinia',
      '2 ore',
      'giovedì, venerdì e sabato, 12:00',
      '38 € a persona',
    ],
    [
      'Verticale di Amarone',
      'Tre annate di Amarone (2013, 2016, 2019) e il Recioto, con Monte Veronese stravecchio',
      '1 ora e 45 minuti',
      'venerdì e sabato, 16:00',
      '45 € a persona (da 2 a 8 persone)',
    ],
    [
      'Passeggiata in vigna',
      'Passeggiata tra le pergole, visita al fruttaio e 2 calici',
      '1 ora',
      'da aprile a ottobre, sabato 9:30',
      '18 € a persona',
    ],
  ],
);

/** The pasted booking widget of the tastings page: its outer `<div>` is never closed. */
const bookingWidget = `<!-- Widget prenotazioni WineResa – copia e incolla questo codice nella pagina -->
<div id="wineresa-widget" class="wr-embed wr-embed--inline" data-winery="colle-dei-gelsi" data-lang="it" data-theme="light">
<div class="wr-embed__loading">Caricamento calendario…</div>
<noscript>Per prenotare online abilita JavaScript, oppure chiamaci allo ${GELSI_PHONE}.</noscript>
<script src="https://widget.wineresa.example/v2/embed.js" async></script>`;

export const gelsiItalianPages: GelsiPage[] = [
  {
    path: '/',
    lang: 'it',
    title: 'Cantina Colle dei Gelsi – Amarone e Valpolicella a Castelrotto',
    description:
      'Cantina di famiglia in Valpolicella Classica: visite e degustazioni, vendita online di Amarone e Ripasso, agriturismo con 4 camere.',
    alternate: '/en',
    template: 'custom',
    body: [
      section(
        'image_banner',
        `<div id="Banner-template--image_banner" class="banner banner--content-align-center banner--large"><div class="banner__media media"><img src="//www.cantina-gelsi.test/cdn/shop/files/fruttaio-arele.jpg?v=1729634812&width=3840" alt="Uve in appassimento sulle arele del fruttaio" width="3840" height="2160" fetchpriority="high"></div><div class="banner__content banner__content--middle-center page-width"><div class="banner__box content-container content-container--full-width-mobile color-scheme-3 gradient"><h2 class="banner__heading inline-richtext h0">Amarone di famiglia, dal 1968</h2><div class="banner__text rte subtitle"><p>Quattordici ettari a Castelrotto, nel cuore della Valpolicella Classica.</p></div><div class="banner__buttons"><a href="/pages/degustazioni" class="button button--primary">Prenota una degustazione</a><a href="/collections/vini" class="button button--secondary">Vai allo shop</a></div></div></div></div>`,
      ),
      richText(
        'rich_text',
        'Benvenuti in cantina',
        p(
          'Siamo Marco e Chiara Gelsi, terza generazione di una famiglia di vignaioli di San Pietro in Cariano. Il nonno Bepi piantò le prime pergole nel 1968; oggi produciamo circa 60.000 bottiglie l’anno di Valpolicella, Ripasso, Amarone e Recioto.',
          'Potete venire a trovarci per una <a href="/pages/degustazioni">visita con degustazione</a>, dormire nelle <a href="/pages/agriturismo">quattro camere del nostro agriturismo</a> o ricevere i vini a casa con lo <a href="/collections/vini">shop online</a>.',
        ),
      ),
      section(
        'featured_collection',
        `<div class="collection page-width"><div class="title-wrapper-with-link title-wrapper--self-padded-mobile"><h2 class="title inline-richtext h2">I nostri vini</h2><a href="/collections/vini" class="link underlined-link large-up-hide">Visualizza tutto</a></div><ul class="grid product-grid contains-card contains-card--product grid--4-col-desktop" role="list"><li class="grid__item"><a href="/products/amarone-della-valpolicella-classico-2019" class="full-unstyled-link">Amarone della Valpolicella Classico DOCG 2019</a> <span class="price-item price-item--regular">€42,00</span></li><li class="grid__item"><a href="/products/valpolicella-ripasso-superiore-2022" class="full-unstyled-link">Valpolicella Ripasso Classico Superiore DOC 2022</a> <span class="price-item price-item--regular">€19,00</span></li><li class="grid__item"><a href="/products/valpolicella-classico-2024" class="full-unstyled-link">Valpolicella Classico DOC 2024</a> <span class="price-item price-item--regular">€12,50</span></li></ul></div>`,
      ),
      imageWithText(
        'image_with_text',
        'agriturismo-corte.jpg',
        'Dormire tra le vigne',
        p(
          'Quattro camere nella vecchia casa colonica, colazione con le torte di Chiara. Camere da 110 € a notte per due persone, colazione inclusa.',
          '<a href="/pages/agriturismo" class="button button--secondary">Scopri l’agriturismo</a>',
        ),
      ),
      richText(
        'rich_text_news',
        'Dicembre in cantina',
        p(
          'Il <a href="/pages/eventi">Mercatino di Natale</a> torna nei fine settimana del 5-6 e del 12-13 dicembre, dalle 10:00 alle 19:00. Venerdì 11 dicembre c’è la serata vino e formaggi.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/pages/degustazioni',
    lang: 'it',
    title: 'Visite e degustazioni',
    description:
      'Le degustazioni della Cantina Colle dei Gelsi: Classica, Gelsi & Sapori, Verticale di Amarone e passeggiata in vigna. Prezzi, orari e regole di prenotazione.',
    alternate: '/en/pages/tastings',
    body: [
      p(
        'Ogni visita comincia dal <strong>fruttaio</strong>, dove le uve dell’Amarone appassiscono sulle arele, e scende nella <strong>bottaia</strong> sotto la casa. Si finisce in sala degustazione, con le finestre sulla valle.',
      ),
      h2('I formati'),
      formatsIt,
      p(
        'La visita Classica delle ore 15.30 si svolge in italiano e in inglese. La Verticale di Amarone è <strong>riservata ai maggiorenni</strong>.',
        'La domenica la cantina è chiusa e <strong>non facciamo degustazioni</strong>.',
      ),
      h2('Prenota online'),
      bookingWidget,
      h2('Regole di prenotazione'),
      ul(
        'La prenotazione è <strong>obbligatoria almeno 24 ore prima</strong>; per la Verticale di Amarone almeno 48 ore prima.',
        'I gruppi sono di massimo 12 persone. Per gruppi da 13 a 40 persone vedi la pagina <a href="/pages/visite-per-gruppi">visite per gruppi</a>.',
        'I minori di 18 anni partecipano gratis alla visita, senza degustazione: per loro c’è il succo d’uva dei nostri vigneti.',
        'Chi prenota online paga al momento della prenotazione; chi prenota per telefono paga in cantina.',
        'Se arrivate con più di 20 minuti di ritardo potremmo non riuscire a farvi partecipare alla visita.',
      ),
      h3('Cancellazione'),
      p(
        'La cancellazione è <strong>gratuita fino a 48 ore prima</strong> della visita. Dopo, o in caso di mancata presentazione, la quota non viene rimborsata, ma potete spostare la data una sola volta.',
      ),
      h3('Senza prenotazione'),
      p(
        'Negli orari del punto vendita potete assaggiare un calice al banco senza prenotare: 6 € al calice, 9 € per l’Amarone.',
      ),
    ].join('\n'),
  },
  {
    path: '/pages/visite-per-gruppi',
    lang: 'it',
    title: 'Visite per gruppi e aziende',
    description: 'Visite e degustazioni per gruppi da 13 a 40 persone, pullman e aziende.',
    body: [
      p(
        'Accogliamo gruppi <strong>da 13 a 40 persone</strong>, dal lunedì al sabato, con una visita dedicata e una degustazione in sala Fruttaio.',
      ),
      table(
        ['Formato per gruppi', 'Prezzo'],
        [
          ['Classica per gruppi (3 vini)', '22 € a persona'],
          ['Gelsi &amp; Sapori per gruppi (5 vini e tagliere)', '34 € a persona'],
        ],
      ),
      ul(
        'Un posto gratuito per l’autista o l’accompagnatore.',
        'Prenotazione con almeno 7 giorni di anticipo.',
        'Caparra del 30% con bonifico bancario alla conferma.',
        'I pullman non salgono fino alla cantina (la strada è stretta): parcheggiano al parcheggio della chiesa di Castelrotto, a 300 metri.',
      ),
      p(
        'Per le aziende la sala Fruttaio ospita fino a 40 persone sedute per presentazioni e cene aziendali. Scrivete a <a href="mailto:' +
          GELSI_EMAIL +
          '">' +
          GELSI_EMAIL +
          '</a> con data, numero di persone e formato.',
      ),
    ].join('\n'),
  },
  {
    path: '/pages/buoni-regalo',
    lang: 'it',
    title: 'Buoni regalo',
    description: 'Regala una degustazione o un buono valore della Cantina Colle dei Gelsi.',
    body: [
      p('Un buono regalo della cantina si può scegliere in due modi:'),
      ul(
        '<strong>Buono degustazione</strong>: Classica (25 €), Gelsi &amp; Sapori (38 €) o Verticale di Amarone (45 €), a persona.',
        '<strong>Buono valore</strong> da 50 €, 100 € o 150 €.',
      ),
      p(
        'Il buono è <strong>valido 12 mesi dalla data di acquisto</strong> e arriva via email in PDF, pronto da stampare. Si può usare per le degustazioni, per i soggiorni in agriturismo e per gli acquisti nel punto vendita in cantina; <strong>non è utilizzabile sullo shop online</strong>.',
        'I buoni non sono rimborsabili né convertibili in denaro. Si acquistano in cantina o scrivendo a ' +
          GELSI_EMAIL +
          ' (pagamento con bonifico o PayPal).',
      ),
    ].join('\n'),
  },
  {
    path: '/pages/agriturismo',
    lang: 'it',
    title: 'Agriturismo – Le camere del Gelso',
    description:
      'Quattro camere nella casa colonica della cantina: prezzi per stagione, colazione, check-in e check-out, animali.',
    alternate: '/en/pages/farm-stay',
    body: [
      p(
        'Le camere del Gelso sono quattro, nella casa colonica accanto alla cantina: <strong>Corvina</strong> (piano terra, letto matrimoniale), <strong>Rondinella</strong> (primo piano, matrimoniale o due letti singoli), <strong>Molinara</strong> (primo piano, fino a 3 persone) e la suite <strong>Oseleta</strong> (primo piano, con terrazza, fino a 4 persone).',
      ),
      h2('Prezzi per notte'),
      table(
        ['Stagione', 'Periodo', 'Corvina, Rondinella, Molinara', 'Suite Oseleta'],
        [
          ['Bassa', 'marzo, novembre e 1–22 dicembre', '110 €', '150 €'],
          ['Media', 'aprile–giugno e 23 dicembre–6 gennaio', '135 €', '175 €'],
          ['Alta', 'luglio–ottobre', '155 €', '195 €'],
        ],
      ),
      p(
        'Prezzi per camera per notte, per due persone, <strong>colazione inclusa</strong>. Letto aggiunto (solo Molinara e Oseleta) 30 € a notte; bambini sotto i 3 anni gratis in culla.',
        'Soggiorno minimo: <strong>2 notti</strong>; a settembre e ottobre, durante la vendemmia, 3 notti.',
        'Imposta di soggiorno: 1,50 € a persona a notte, per le prime 5 notti; esenti i minori di 14 anni.',
        'L’agriturismo è chiuso dal 7 gennaio al 28 febbraio 2027.',
      ),
      h2('Colazione, check-in e check-out'),
      ul(
        'Colazione dalle 8:00 alle 10:00 in sala colazioni: torte fatte in casa, marmellate, formaggi e salumi della Lessinia. Senza glutine su richiesta.',
        'Check-in dalle 15:00 alle 19:00; arrivi più tardi (fino alle 21:00) solo se concordati.',
        'Check-out entro le 10:30.',
      ),
      h2('Animali'),
      p(
        'Accettiamo <strong>cani di piccola taglia (fino a 10 kg) solo nella camera Corvina</strong>, con un supplemento di 15 € a soggiorno. Altri animali non sono ammessi.',
      ),
      h2('Da sapere'),
      p(
        'Non abbiamo piscina né ristorante: per cena vi consigliamo le trattorie di San Giorgio di Valpolicella, a 5 minuti in auto. Parcheggio e Wi-Fi sono gratuiti.',
        'Gli ospiti dell’agriturismo hanno lo <strong>sconto del 10%</strong> sugli acquisti di vino in cantina.',
        'Cancellazione gratuita fino a 7 giorni prima dell’arrivo; dopo viene addebitata la prima notte.',
      ),
    ].join('\n'),
  },
  {
    path: '/pages/amarone-e-ripasso',
    lang: 'it',
    title: 'Amarone e Ripasso: come nascono',
    description: 'Vigneti, appassimento, affinamento: come produciamo Amarone, Ripasso e Recioto.',
    alternate: '/en/pages/amarone-and-ripasso',
    body: [
      h2('I vigneti'),
      p(
        'Coltiviamo 14 ettari a Castelrotto, tra 250 e 380 metri di altitudine, a pergola veronese e a guyot. La vendemmia è fatta a mano, tra metà settembre e inizio ottobre.',
        'Dal 2023 i vigneti sono <strong>in conversione biologica</strong>: la prima annata certificata biologica sarà la 2026.',
      ),
      h2('Amarone della Valpolicella Classico'),
      ul(
        'Uve: Corvina 65%, Corvinone 20%, Rondinella 10%, Oseleta 5%.',
        'Appassimento nel fruttaio sulle arele (graticci di bambù) per circa 110 giorni: le uve perdono circa il 35% del peso.',
        'Pigiatura a fine gennaio, fermentazione lenta di circa 40 giorni.',
        'Affinamento: 36 mesi in botti grandi di rovere di Slavonia da 25 ettolitri, poi 12 mesi in bottiglia.',
        'Gradazione: 16,5% vol.',
      ),
      h2('Ripasso'),
      p(
        'Il Valpolicella Classico Superiore viene “ripassato” a febbraio sulle vinacce dell’Amarone appena svinato: 12 giorni di rifermentazione, poi 18 mesi in tonneaux da 500 litri. Gradazione 14% vol.',
      ),
      h2('Recioto'),
      p(
        'Il Recioto nasce dalle stesse uve appassite, lasciate sulle arele fino a 120 giorni; la fermentazione si ferma lasciando il vino dolce. Bottiglia da 50 cl, 13% vol.',
      ),
    ].join('\n'),
  },
  {
    path: '/pages/come-raggiungerci',
    lang: 'it',
    title: 'Come raggiungerci',
    description:
      'Come arrivare alla Cantina Colle dei Gelsi da Verona, dall’aeroporto e dall’autostrada. Parcheggio.',
    alternate: '/en/pages/getting-here',
    body: [
      p(`<strong>Indirizzo:</strong> ${GELSI_STREET}, ${GELSI_TOWN}.`),
      p(
        'Alcuni navigatori portano in Via Colle a Negrar: usate le coordinate <strong>45.5231, 10.8674</strong>.',
      ),
      h3('In auto'),
      p(
        'Autostrada A22 Brennero–Modena, <strong>uscita Verona Nord</strong>; poi SS12 verso la Valpolicella e SP4 fino a San Pietro in Cariano: 14 km, circa 15 minuti.',
      ),
      h3('Dalla stazione di Verona Porta Nuova'),
      p(
        'In taxi circa 25 minuti (20 km, circa 45 €). In autobus: linea ATV 103 per San Pietro in Cariano, circa 40 minuti, fermata “Castelrotto – Chiesa”, poi 600 metri a piedi in salita.',
      ),
      h3('Dall’aeroporto di Verona Villafranca'),
      p('30 km, circa 30 minuti in auto o in taxi. Non ci sono autobus diretti.'),
      h3('Parcheggio'),
      p(
        'Parcheggio gratuito nel cortile della cantina, 20 posti di cui 2 riservati alle persone con disabilità. I pullman parcheggiano al parcheggio della chiesa di Castelrotto, a 300 metri. I camper possono parcheggiare di giorno ma non sostare la notte.',
      ),
    ].join('\n'),
  },
  {
    path: '/pages/orari-e-contatti',
    lang: 'it',
    title: 'Orari e contatti',
    description: 'Orari del punto vendita in cantina, chiusure di Natale e invernali, pagamenti, contatti.',
    alternate: '/en/pages/hours-and-contact',
    body: [
      h2('Punto vendita in cantina'),
      table(
        ['Giorno', 'Orario'],
        [
          ['Lunedì–venerdì', '9:00–12:30 e 14:30–18:30'],
          ['Sabato', '9:30–18:00, orario continuato'],
          ['Domenica', 'chiuso'],
        ],
      ),
      h2('Natale e chiusura invernale'),
      table(
        ['Data', 'Orario'],
        [
          ['Domeniche 6 e 13 dicembre (Mercatino di Natale)', '10:00–19:00'],
          ['Domenica 20 dicembre', '10:00–13:00'],
          ['Giovedì 24 dicembre', '9:00–12:30'],
          ['Venerdì 25 e sabato 26 dicembre', 'chiuso'],
          ['Giovedì 31 dicembre', '9:00–12:30'],
          ['Venerdì 1 gennaio 2027', 'chiuso'],
          ['Mercoledì 6 gennaio 2027', 'chiuso'],
          ['Dal 7 al 31 gennaio 2027', 'chiusura invernale'],
        ],
      ),
      p(
        'Durante la <strong>chiusura invernale, dal 7 al 31 gennaio 2027</strong>, lo shop online resta aperto: gli ordini ricevuti in quel periodo partono dal 1° febbraio.',
      ),
      h2('Pagamenti'),
      p(
        'In cantina: contanti, bancomat, carte Visa e Mastercard, Satispay. <strong>Non accettiamo American Express</strong>.',
        'Sullo shop online: carte Visa, Mastercard e Maestro, PayPal, Apple Pay, Google Pay e bonifico bancario (l’ordine parte quando riceviamo il bonifico). Non è possibile pagare in contrassegno.',
      ),
      h2('Contatti'),
      p(
        `Telefono ${GELSI_PHONE} (negli orari del punto vendita) · WhatsApp ${GELSI_WHATSAPP} · <a href="mailto:${GELSI_EMAIL}">${GELSI_EMAIL}</a>. Per gli ordini online: shop@cantina-gelsi.test.`,
      ),
    ].join('\n'),
  },
  {
    path: '/pages/accessibilita',
    lang: 'it',
    title: 'Accessibilità',
    description: 'Cosa è accessibile senza gradini in cantina e in agriturismo.',
    alternate: '/en/pages/accessibility',
    body: [
      ul(
        'Il punto vendita e la sala degustazione sono al piano terra, <strong>senza gradini</strong>, con un bagno accessibile.',
        'Il fruttaio è al piano terra ed è accessibile.',
        'La <strong>bottaia è sotterranea</strong> e si raggiunge solo con una scala di 14 gradini: non c’è ascensore. A chi non può scendere la mostriamo con un breve video in sala degustazione.',
        'La passeggiata in vigna è su strade bianche in pendenza e non è adatta a sedie a ruote.',
        'In agriturismo la camera Corvina è al piano terra, senza gradini, con la doccia a filo pavimento; le altre camere sono al primo piano, senza ascensore.',
        'Due posti auto riservati alle persone con disabilità nel cortile.',
        'I cani guida sono benvenuti ovunque.',
      ),
    ].join('\n'),
  },
  {
    path: '/pages/faq',
    lang: 'it',
    title: 'Domande frequenti',
    description: 'Le domande più frequenti su degustazioni, spedizioni, agriturismo e pagamenti.',
    alternate: '/en/pages/faq',
    template: 'custom',
    body: [
      section(
        'main',
        `<div class="page-width page-width--narrow section-template--main-padding"><h1 class="main-page-title page-title h0">Domande frequenti</h1></div>`,
      ),
      collapsible('faq_visite', 'Visite e degustazioni', [
        [
          'Devo prenotare?',
          '<p>Sì, almeno 24 ore prima (48 ore per la Verticale di Amarone). Senza prenotazione potete assaggiare un calice al banco negli orari del punto vendita.</p>',
        ],
        [
          'Posso venire con i bambini?',
          '<p>Certo: i minori di 18 anni partecipano gratis alla visita, senza degustazione, con un succo d’uva.</p>',
        ],
        [
          'Posso portare il cane?',
          '<p>I cani al guinzaglio sono benvenuti nel cortile e in sala degustazione, ma non in bottaia.</p>',
        ],
        ['Fate degustazioni la domenica?', '<p>No, la domenica la cantina è chiusa.</p>'],
        [
          'Quanto dura la degustazione?',
          '<p>La Classica dura 75 minuti, Gelsi &amp; Sapori 2 ore, la Verticale di Amarone 1 ora e 45 minuti.</p>',
        ],
      ]),
      collapsible('faq_shop', 'Shop e spedizioni', [
        [
          'Spedite all’estero?',
          '<p>Sì, in molti Paesi dell’Unione Europea e nel Regno Unito, con un minimo di 6 bottiglie. Non spediamo in Svizzera, Norvegia e fuori dall’Europa.</p>',
        ],
        [
          'Posso ritirare l’ordine in cantina?',
          '<p>Sì, il ritiro in cantina è gratuito: l’ordine è pronto entro 2 giorni lavorativi.</p>',
        ],
        [
          'Una bottiglia è arrivata rotta, cosa faccio?',
          '<p>Scriveteci entro 48 ore dalla consegna con una foto del pacco: la bottiglia viene sostituita gratis.</p>',
        ],
        [
          'Accettate American Express?',
          '<p>No, non accettiamo American Express, né in cantina né online.</p>',
        ],
        [
          'I vostri vini sono biologici?',
          '<p>Non ancora: i vigneti sono in conversione biologica dal 2023 e la prima annata certificata sarà la 2026.</p>',
        ],
      ]),
    ].join('\n'),
  },
];
