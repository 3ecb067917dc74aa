import {
  a,
  b,
  button,
  homeHero,
  openingHours,
  p,
  pricing,
  SLT_EMAIL,
  type SltPage,
  s123Module,
  services,
  table,
  text,
  ul,
} from './spazio-lanificio-torino.layout.ts';

/**
 * The home page: the top section, the Back to Work promotion that ended on 31 October 2026 but was never taken
 * down, the mill's story, the offer as service cards with prices VAT included, the podcast studio coming in
 * March 2027, the hours, two testimonials and the way in.
 */
export const sltHome: SltPage = {
  path: '/',
  lang: 'it',
  kind: 'home',
  alternate: '/en',
  title: 'Coworking a Torino, Borgo San Paolo',
  description:
    'Spazio Lanificio: coworking, postazioni fisse, uffici privati e sale riunioni nell’ex Lanificio Ferrua, in Borgo San Paolo a Torino, a 6 minuti dalla metro Racconigi.',
  hero: homeHero(
    'Spazio Lanificio',
    'Coworking, uffici e sale riunioni nell’ex lanificio di Borgo San Paolo, a Torino',
    [
      ['Prenota una mezza giornata di prova', '/contatti'],
      ['Piani e prezzi', '/piani-e-prezzi'],
    ],
    '6512f0a8d1e07_cortile-lanificio.jpg',
  ),
  modules: [
    s123Module(
      { type: 'about', num: 16, layout: 4, bg: true },
      text(
        p(
          `<span style="font-size: 22px;">${b('Promo Back to Work')}</span>`,
          `Il primo mese di desk flessibile a ${b('€ 99')} invece di € 190 (IVA esclusa) per chi si iscrive entro il 31 ottobre 2026. Scrivici a ${a(SLT_EMAIL, `mailto:${SLT_EMAIL}`)} per attivarla!`,
        ),
      ),
    ),
    s123Module(
      {
        type: 'about',
        num: 16,
        layout: 2,
        title: 'Un lanificio del 1911',
        slogan: 'Dove si filava la lana, oggi si lavora insieme',
      },
      text(
        p(
          'Dal 1911 al 1979 in questi capannoni si filava e si tesseva la lana. Dopo quarant’anni di abbandono, l’ex Lanificio Ferrua è stato restaurato e il 13 settembre 2021 abbiamo aperto Spazio Lanificio: 1.100 m² su due piani, con le travi e i mattoni di allora.',
          'Oggi ci lavorano freelance, sviluppatori, designer, piccole agenzie e startup: 70 postazioni in open space, 8 uffici privati, 3 sale riunioni, 4 phone booth, una cucina comune e un cortile interno.',
        ),
      ),
    ),
    s123Module(
      {
        type: 'services',
        num: 3,
        layout: 1,
        title: 'Come lavorare al Lanificio',
        slogan: 'Prezzi IVA inclusa',
      },
      services([
        {
          icon: 'laptop',
          title: 'Desk flessibile',
          sub: 'da € 231,80 al mese',
          text: 'Una scrivania libera in open space, dal lunedì al venerdì.',
        },
        {
          icon: 'thumb-tack',
          title: 'Postazione fissa',
          sub: 'accesso 24/7',
          text: 'La tua scrivania, sempre la stessa, con accesso 24 ore su 24 e 7 giorni su 7.',
        },
        {
          icon: 'building-o',
          title: 'Uffici privati',
          sub: 'da 2 a 6 persone',
          text: 'Uffici chiusi e arredati per piccoli team.',
        },
        {
          icon: 'users',
          title: 'Sale riunioni',
          sub: 'da 6 a 30 persone',
          text: 'Tre sale prenotabili anche a ore, anche da chi non è membro.',
        },
        {
          icon: 'ticket',
          title: 'Day pass',
          sub: '€ 24,40 al giorno',
          text: 'Una giornata di lavoro in open space, senza abbonamento.',
        },
        {
          icon: 'envelope-o',
          title: 'Domiciliazione',
          sub: 'sede legale a Torino',
          text: 'La sede legale della tua impresa in Via Villarbasse, con la gestione della posta.',
        },
      ]),
      `<div class="text-center">${button('Tutti i piani e i prezzi', '/piani-e-prezzi')}</div>`,
    ),
    s123Module(
      { type: 'about', num: 16, layout: 3, title: 'Prossimamente: lo studio podcast' },
      text(
        p(
          'Al piano terra stiamo costruendo uno studio insonorizzato per registrare podcast e video. Aprirà a marzo 2027: per ora non è prenotabile. ' +
            a('Scopri di più', '/servizi'),
        ),
      ),
    ),
    s123Module(
      { type: 'about', num: 16, layout: 2, title: 'Orari', bg: true },
      text(
        p(
          `Reception: ${b('dal lunedì al venerdì, 8:30–19:30')}.`,
          'Chi ha una postazione fissa o un ufficio privato entra quando vuole, 24 ore su 24, con il proprio badge.',
          a('Orari e chiusure', '/orari'),
        ),
      ),
    ),
    s123Module(
      { type: 'testimonials', num: 9, layout: 2, title: 'Dicono di noi' },
      `<div class="row testimonials-container">${[
        [
          'Lavoravo da sola in salotto: qui ho trovato una scrivania, dei colleghi e anche un paio di clienti. E il caffè è buono.',
          'Giulia, illustratrice',
        ],
        [
          'Abbiamo spostato al Lanificio tutto il nostro studio di sviluppo: ufficio chiuso, sale riunioni quando servono, metro sotto casa.',
          'Andrea, Tessuto Digitale',
        ],
      ]
        .map(
          ([quote, who]) =>
            `<div class="col-xs-12 col-sm-6 testimonial-item preview-highlighter"><blockquote class="testimonial-text"><p>${quote}</p></blockquote><div class="testimonial-name"><strong>${who}</strong></div></div>`,
        )
        .join('')}</div>`,
    ),
    s123Module(
      { type: 'about', num: 16, layout: 4, title: 'Vieni a trovarci' },
      text(
        p(
          'Siamo in Via Villarbasse 22/B, in Borgo San Paolo: a 6 minuti a piedi dalla fermata Racconigi della metro 1.',
          'La prima mezza giornata di prova è gratuita: prenotala scrivendoci o chiamando la reception.',
          `${a('Come arrivare', '/come-arrivare')} · ${a('Contatti', '/contatti')}`,
        ),
      ),
    ),
    s123Module(
      { type: 'about', num: 16, layout: 1 },
      text(p(`Working in Turin? ${a('Read this page in English', '/en')}.`)),
    ),
  ],
};

/** The main Italian pages: plans and prices, meeting rooms, hours and services. */
export const sltPages: SltPage[] = [
  {
    path: '/piani-e-prezzi',
    lang: 'it',
    alternate: '/en/plans-and-prices',
    title: 'Piani e prezzi',
    description:
      'Desk flessibile, postazione fissa, ufficio privato, day pass e carnet da 10 ingressi: i prezzi di Spazio Lanificio (IVA esclusa).',
    modules: [
      s123Module(
        {
          type: 'about',
          num: 16,
          title: 'Piani e prezzi',
          slogan: 'Scegli come lavorare al Lanificio',
          h1: true,
        },
        text(
          p(
            `Tutti i prezzi di questa pagina sono ${b('IVA esclusa')} (IVA al 22%).`,
            `<span style="color: rgb(181, 83, 47);">${b('Promo Back to Work:')} il primo mese di desk flessibile a € 99 invece di € 190 per chi si iscrive entro il 31 ottobre 2026.</span>`,
          ),
        ),
      ),
      s123Module(
        { type: 'pricing', num: 38, layout: 2, title: 'Abbonamenti mensili' },
        pricing([
          {
            name: 'Desk flessibile',
            amount: '190',
            period: '/mese',
            note: 'IVA esclusa',
            features: [
              'Una scrivania libera in open space',
              'Dal lunedì al venerdì, 8:30–19:30',
              '2 ore di sala riunioni al mese',
              'Wi-Fi in fibra, caffè e tè',
              'Armadietto a parte (€ 12 al mese)',
            ],
            button: ['Richiedi informazioni', '/contatti'],
          },
          {
            name: 'Postazione fissa',
            amount: '260',
            period: '/mese',
            note: 'IVA esclusa',
            features: [
              'Scrivania dedicata con cassettiera',
              'Accesso 24/7 con badge',
              '5 ore di sala riunioni al mese',
              'Armadietto incluso',
              '50 stampe in bianco e nero al mese',
            ],
            button: ['Richiedi informazioni', '/contatti'],
            featured: true,
          },
          {
            name: 'Ufficio privato',
            prefix: 'da',
            amount: '690',
            period: '/mese',
            note: 'IVA esclusa',
            features: [
              'Ufficio chiuso e arredato, da 2 a 6 persone',
              'Accesso 24/7 con badge',
              '10 ore di sala riunioni al mese',
              'Domiciliazione della sede legale inclusa',
              'Durata minima 3 mesi',
            ],
            button: ['Richiedi informazioni', '/contatti'],
          },
        ]),
      ),
      s123Module(
        { type: 'pricing', num: 38, layout: 2, title: 'Ingressi giornalieri', bg: true },
        pricing([
          {
            name: 'Day pass',
            amount: '20',
            period: '/giorno',
            note: 'IVA esclusa',
            features: [
              'Una giornata in open space, 8:30–19:30',
              'Dal lunedì al venerdì',
              'Wi-Fi, caffè e tè',
              'Sale riunioni a parte',
            ],
            button: ['Prenota', '/contatti'],
          },
          {
            name: 'Carnet 10 ingressi',
            amount: '160',
            period: '/10 giorni',
            note: 'IVA esclusa',
            features: [
              '10 giornate in open space',
              'Valido 4 mesi dal primo ingresso',
              'Nominativo, non cedibile',
              'Dal lunedì al venerdì, 8:30–19:30',
            ],
            button: ['Acquista', '/contatti'],
          },
        ]),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 1, title: 'Uffici privati' },
        text(
          p(
            'Otto uffici chiusi, arredati con scrivanie, sedute ergonomiche e armadio, al primo piano. Il canone comprende luce, riscaldamento, pulizie e Wi-Fi.',
          ) +
            table(
              ['Ufficio', 'Posti', 'Superficie', 'Canone mensile', 'Disponibilità'],
              [
                ['Ordito', '2', '12 m²', '€ 690', 'Disponibile'],
                ['Trama', '4', '20 m²', '€ 1.150', 'Al completo (lista d’attesa)'],
                ['Spola', '6', '28 m²', '€ 1.590', 'Disponibile da gennaio 2027'],
              ],
            ) +
            p('<em>Canoni IVA esclusa.</em>'),
        ),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 1, title: 'Condizioni' },
        text(
          ul(
            'Gli abbonamenti mensili si rinnovano automaticamente ogni mese e si possono disdire con 30 giorni di preavviso, scrivendo a ' +
              a(SLT_EMAIL, `mailto:${SLT_EMAIL}`) +
              '.',
            'L’ufficio privato ha una durata minima di 3 mesi e un deposito cauzionale pari a una mensilità, che restituiamo alla fine del contratto. Per desk flessibile e postazione fissa non chiediamo nessun deposito.',
            'Si paga in anticipo, entro il 5 di ogni mese, con addebito SEPA, bonifico o carta.',
            'Le ore di sala riunioni incluse nei piani non si accumulano: quelle non usate scadono a fine mese.',
            'Vuoi provare prima di decidere? La prima mezza giornata di prova è gratuita.',
          ),
        ),
        `<div class="text-center">${button('Prenota una visita', '/contatti')}</div>`,
      ),
    ],
  },
  {
    path: '/sale-riunioni',
    lang: 'it',
    alternate: '/en/meeting-rooms',
    title: 'Sale riunioni',
    description:
      'Tre sale riunioni a Torino, da 6 a 30 persone, prenotabili a ore, per mezza giornata o per la giornata intera, anche da chi non è membro.',
    modules: [
      s123Module(
        {
          type: 'about',
          num: 16,
          title: 'Sale riunioni',
          slogan: 'Tre sale, da 6 a 30 persone, prenotabili anche a ore',
          h1: true,
        },
        text(
          p(
            'Le sale si prenotano dal lunedì al venerdì, dalle 8:30 alle 19:30, anche se non sei membro del Lanificio. Prenotazione minima: 1 ora.',
            'Mezza giornata: 8:30–12:30 oppure 14:30–18:30. Giornata intera: 8 ore nella stessa giornata.',
          ),
        ),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 1, title: 'Tariffe' },
        text(
          table(
            ['Sala', 'Capienza', '1 ora', 'Mezza giornata', 'Giornata intera'],
            [
              ['Cardatura', '6 persone', '€ 25', '€ 85', '€ 150'],
              ['Filatura', '10 persone', '€ 35', '€ 120', '€ 210'],
              ['Tessitura', '30 persone (platea)', '€ 60', '€ 190', '€ 340'],
            ],
          ) +
            p(
              '<em>Prezzi IVA esclusa.</em> I membri usano prima le ore incluse nel loro piano; oltre quelle, hanno il 20% di sconto.',
            ),
        ),
      ),
      s123Module(
        { type: 'services', num: 3, layout: 2, title: 'Le sale' },
        services([
          {
            icon: 'comments-o',
            title: 'Cardatura',
            sub: 'fino a 6 persone',
            text: 'Primo piano. Tavolo da riunione, schermo 55” con sistema per videoconferenze, lavagna bianca.',
          },
          {
            icon: 'video-camera',
            title: 'Filatura',
            sub: 'fino a 10 persone',
            text: 'Primo piano, affacciata sul cortile. Schermo 65” con videoconferenza Logitech, lavagna bianca.',
          },
          {
            icon: 'television',
            title: 'Tessitura',
            sub: 'fino a 30 persone',
            text: 'Piano terra, l’antica sala dei telai. Proiettore e telo, impianto audio con due microfoni; a platea (30 posti) o a banchi (18 posti).',
          },
        ]),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 1, title: 'Cosa è incluso', bg: true },
        text(
          ul(
            'Wi-Fi in fibra e rete ospiti',
            'Acqua, lavagna, pennarelli e blocchi per appunti',
            'Caffè e tè dalla cucina comune per i membri',
          ) +
            p(
              `${b('Coffee break:')} lo prepara il nostro vicino, il Bar Frejus: € 6,50 a persona, da ordinare almeno 48 ore prima al momento della prenotazione.`,
            ),
        ),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 1, title: 'Prenotazioni e cancellazioni' },
        text(
          ul(
            'I membri prenotano dall’app del Lanificio; chi non è membro scrive a ' +
              a(SLT_EMAIL, `mailto:${SLT_EMAIL}`) +
              ' o chiama la reception e paga in anticipo con carta.',
            'La cancellazione è gratuita fino a 48 ore prima. Dopo si paga il 50%; se non vi presentate, l’intero importo.',
            'Il sabato e la domenica le sale non sono prenotabili, salvo eventi privati nella sala Tessitura su preventivo.',
          ),
        ),
      ),
    ],
  },
  {
    path: '/orari',
    lang: 'it',
    title: 'Orari',
    description:
      'Gli orari della reception di Spazio Lanificio, l’accesso 24/7 per postazioni fisse e uffici privati, le chiusure e le visite.',
    modules: [
      s123Module(
        { type: 'openingHours', num: 124, title: 'Orari', slogan: 'Reception', h1: true },
        openingHours(
          [
            ['Lunedì', '08:30 - 19:30'],
            ['Martedì', '08:30 - 19:30'],
            ['Mercoledì', '08:30 - 19:30'],
            ['Giovedì', '08:30 - 19:30'],
            ['Venerdì', '08:30 - 19:30'],
            ['Sabato', 'Chiuso'],
            ['Domenica', 'Chiuso'],
          ],
          'Negli orari della reception c’è sempre qualcuno del nostro team.',
        ),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 1, title: 'Chi entra e quando' },
        text(
          ul(
            `${b('Day pass, carnet e desk flessibile:')} dal lunedì al venerdì, negli orari della reception.`,
            `${b('Postazione fissa e ufficio privato:')} accesso 24 ore su 24, 7 giorni su 7, con il badge personale, anche quando la reception è chiusa.`,
          ) +
            p(
              'Il badge si ritira in reception il primo giorno. Se lo perdi, il duplicato costa € 10.',
              'Fuori dagli orari della reception le luci dell’open space si accendono con il sensore: l’ultimo a uscire controlla che la porta del cortile sia chiusa.',
            ),
        ),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 1, title: 'Chiusure', bg: true },
        text(
          p(
            'La reception è chiusa nei giorni festivi nazionali e il 24 giugno, San Giovanni, patrono di Torino. In agosto chiude per la settimana di Ferragosto.',
            'Per le festività di Natale gli orari cambiano ogni anno: li trovi sul ' +
              a('blog', '/blog') +
              '.',
          ),
        ),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 1, title: 'Visite' },
        text(
          p(
            'Vuoi vedere lo spazio prima di decidere? Le visite si fanno dal lunedì al venerdì dalle 10:00 alle 17:00, su appuntamento: ' +
              a('scrivici', '/contatti') +
              '.',
          ),
        ),
      ),
    ],
  },
  {
    path: '/servizi',
    lang: 'it',
    title: 'Servizi',
    description:
      'Domiciliazione e sede legale, posta e pacchi, stampa, armadietti, parcheggio bici, phone booth e cucina comune al Lanificio.',
    modules: [
      s123Module(
        {
          type: 'services',
          num: 3,
          layout: 1,
          title: 'Servizi',
          slogan: 'Tutto quello che serve per lavorare',
          h1: true,
        },
        services([
          {
            icon: 'institution',
            title: 'Domiciliazione e sede legale',
            sub: '€ 49 al mese + IVA',
            text: 'La sede legale o l’indirizzo della tua impresa in Via Villarbasse 22/B. Contratto annuale con pagamento anticipato. Comprende la ricezione della posta, l’avviso via email e la scansione su richiesta. È inclusa nell’ufficio privato.',
          },
          {
            icon: 'archive',
            title: 'Posta e pacchi',
            sub: 'per membri e domiciliati',
            text: 'Riceviamo in reception pacchi fino a 20 kg, da ritirare entro 10 giorni lavorativi. Non è possibile ricevere merce deperibile. Inoltro della posta: € 8 a spedizione, più le spese postali.',
          },
          {
            icon: 'print',
            title: 'Stampa e scansione',
            sub: 'A4 bianco e nero € 0,10 · colori € 0,30',
            text: 'Stampante multifunzione al primo piano, prezzi a pagina. La scansione è gratuita. Con la postazione fissa 50 stampe in bianco e nero al mese sono incluse.',
          },
          {
            icon: 'lock',
            title: 'Armadietti',
            sub: '€ 12 al mese',
            text: 'Armadietti con lucchetto a combinazione. Inclusi con postazione fissa e ufficio privato.',
          },
          {
            icon: 'bicycle',
            title: 'Parcheggio bici',
            sub: 'gratuito',
            text: 'Rastrelliera coperta per 24 biciclette nel cortile interno. Non è possibile portare le biciclette negli spazi di lavoro.',
          },
          {
            icon: 'phone',
            title: 'Phone booth',
            sub: '4 cabine',
            text: 'Quattro cabine insonorizzate per telefonate e videocall. Non si prenotano: se qualcuno aspetta, massimo 30 minuti a testa.',
          },
          {
            icon: 'coffee',
            title: 'Cucina comune',
            sub: 'piano terra',
            text: 'Frigorifero, microonde, lavastoviglie e macchina del caffè. Caffè e tè sono inclusi per i membri e per chi ha il day pass.',
          },
          {
            icon: 'wifi',
            title: 'Wi-Fi',
            sub: 'fibra 1 Gbit/s',
            text: 'Rete dedicata ai membri e rete separata per gli ospiti delle sale riunioni.',
          },
          {
            icon: 'key',
            title: 'Badge 24/7',
            sub: 'postazione fissa e ufficio privato',
            text: 'Con il badge personale entri a qualsiasi ora, anche nei giorni di chiusura della reception.',
          },
        ]),
      ),
      s123Module(
        { type: 'about', num: 16, layout: 3, title: 'Prossimamente: studio podcast', bg: true },
        text(
          p(
            'Al piano terra stiamo allestendo uno studio insonorizzato per registrare podcast e video, con due microfoni, luci e una telecamera.',
            'L’apertura è prevista per marzo 2027: il servizio non è ancora disponibile e non si può ancora prenotare. Comunicheremo i prezzi all’apertura.',
          ),
        ),
      ),
    ],
  },
];
