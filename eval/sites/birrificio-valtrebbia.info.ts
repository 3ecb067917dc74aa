import {
  accordion,
  cards,
  content,
  form,
  hero,
  link,
  map,
  picture,
  TREBBIA_EMAIL,
  TREBBIA_PHONE,
  TREBBIA_PHONE_HREF,
  TREBBIA_SHOP_EMAIL,
  TREBBIA_STREET,
  TREBBIA_TOWN,
  TREBBIA_WHATSAPP,
  TREBBIA_WHATSAPP_HREF,
  type TrebbiaPage,
} from './birrificio-valtrebbia.layout.ts';

/** Contacts and directions, the FAQ (an accordion saved closed) and who we are. */
export const trebbiaInfoPages: TrebbiaPage[] = [
  {
    path: '/contatti.html',
    title: 'Contatti e come arrivare | Birrificio Val Trebbia',
    description:
      'Indirizzo, telefono, WhatsApp ed email del Birrificio Val Trebbia a Mezzano Scotti (Bobbio): come arrivare da Piacenza e da Genova, autobus e parcheggio.',
    body: [
      hero(
        'Contatti',
        'Sulla Statale 45, a 5 km da Bobbio in direzione Genova.',
        'birrificio-facciata-castagni.jpg',
      ),
      cards(
        '',
        [
          {
            title: 'Dove siamo',
            text: [`${TREBBIA_STREET}<br>${TREBBIA_TOWN}`],
          },
          {
            title: 'Telefono',
            text: [
              link(TREBBIA_PHONE, TREBBIA_PHONE_HREF),
              'Risponde il taproom negli orari di apertura e l’ufficio dal lunedì al venerdì, dalle 9:00 alle 13:00.',
            ],
          },
          {
            title: 'WhatsApp',
            text: [
              link(TREBBIA_WHATSAPP, TREBBIA_WHATSAPP_HREF),
              'Solo messaggi, niente chiamate: rispondiamo in giornata. Qui si prenotano visite, tavoli per gruppi e fusti.',
            ],
          },
          {
            title: 'Email',
            text: [
              link(TREBBIA_EMAIL, `mailto:${TREBBIA_EMAIL}`),
              `Per gli ordini online: ${link(TREBBIA_SHOP_EMAIL, `mailto:${TREBBIA_SHOP_EMAIL}`)}`,
            ],
          },
        ],
        4,
      ),
      content(
        'Come arrivare',
        '**In auto da Piacenza**: Statale 45 della Val Trebbia in direzione Genova, circa 50 km, un’ora di strada. Superata Bobbio, dopo 5 km girate a sinistra al cartello «Mezzano Scotti» e seguite le indicazioni per il birrificio.',
        '**In auto da Genova**: Statale 45 in direzione Piacenza, circa 90 km, un’ora e tre quarti.',
        '**Con i mezzi**: da Piacenza c’è l’autobus per Bobbio e Ottone; scendete alla fermata «Mezzano Scotti bivio», a 400 metri da noi. Dalla stazione di Piacenza il viaggio dura circa un’ora e venti.',
        '**Parcheggio**: gratuito, davanti al birrificio, con 25 posti auto e 2 posti per camper (solo di giorno: la sosta per la notte non è consentita). Per le bici c’è una rastrelliera in giardino.',
      ),
      map('Dove siamo'),
      form(
        'Scrivici',
        'Per visite, fusti e tavoli per gruppi si fa prima su WhatsApp.',
        [
          { name: 'name', placeholder: 'Nome' },
          { name: 'email', placeholder: 'Email', kind: 'email' },
          { name: 'message', placeholder: 'Messaggio', kind: 'textarea' },
          { name: 'privacy', placeholder: 'Ho letto l’informativa privacy', kind: 'checkbox' },
        ],
        'Grazie! Ti rispondiamo al più presto.',
      ),
    ].join('\n'),
  },
  {
    path: '/faq.html',
    title: 'Domande frequenti | Birrificio Val Trebbia',
    description:
      'Le domande che ci fate più spesso: cani, birre senza glutine e analcoliche, pagamenti, prenotazioni, bambini, conservazione della birra, regali e camper.',
    body: [
      hero('Domande frequenti', 'Quello che ci chiedete più spesso al bancone.', 'taproom-giardino.jpg'),
      accordion('', [
        [
          'Posso portare il cane?',
          'In giardino sì, al guinzaglio, e la ciotola d’acqua gliela portiamo noi. Nella sala interna del taproom e nell’area del birrificio (sala cotta e cantina) i cani non sono ammessi per ragioni di igiene: quindi nemmeno durante le visite.',
        ],
        [
          'Avete birre senza glutine?',
          'No, al momento non produciamo birre senza glutine: tutte le nostre birre sono fatte con malto d’orzo, alcune anche con frumento o avena. In cucina possiamo servire l’hamburger con il pane senza glutine.',
        ],
        [
          'E birre analcoliche?',
          'Non abbiamo birre analcoliche. Per chi guida ci sono la gazzosa e il chinotto artigianali di un laboratorio di Bobbio.',
        ],
        [
          'Si può pagare con la carta?',
          'Sì, con bancomat, carte di credito (tranne American Express) e Satispay. Sotto i 5 euro però non possiamo accettare carte né bancomat: per importi sotto i € 5 solo contanti o Satispay.',
        ],
        ['Accettate i buoni pasto?', 'No, non accettiamo buoni pasto.'],
        [
          'Si può prenotare un tavolo?',
          'Solo per gruppi da 8 persone in su, su WhatsApp, e solo nella sala interna. Il giardino non si prenota.',
        ],
        [
          'Posso portare i bambini?',
          'Certo, in taproom e in giardino. Alle visite in birrificio invece si partecipa dai 14 anni in su.',
        ],
        [
          'Le birre vanno tenute in frigo?',
          'Le nostre birre non sono filtrate né pastorizzate: tenetele in piedi, al fresco e al buio, meglio ancora in frigorifero. Le chiare sono più buone entro 6 mesi; la San Colombano e la Stout reggono anche un anno.',
        ],
        [
          'Vendete birra da portare a casa?',
          'Sì, allo spaccio del taproom negli orari del bar, oppure nello shop online con spedizione in tutta Italia.',
        ],
        [
          'Cosa posso regalare a un appassionato di birra?',
          'La gift card da € 25, € 50 o € 100, valida 12 mesi e buona anche per le visite, oppure il box degustazione con sei birre e il bicchiere.',
        ],
        [
          'Si può sostare con il camper?',
          'Di giorno sì, nei 2 posti camper del nostro parcheggio. La sosta per la notte non è consentita.',
        ],
      ]),
      content('', `Non trovate la risposta? Scriveteci su ${link('WhatsApp', TREBBIA_WHATSAPP_HREF)}.`),
    ].join('\n'),
  },
  {
    path: '/chi-siamo.html',
    title: 'Chi siamo | Birrificio Val Trebbia',
    description:
      'La storia del Birrificio Val Trebbia, nato nel 2014 nella vecchia latteria di Mezzano Scotti: i fondatori, i birrai, la cucina e il nostro orzo.',
    body: [
      hero(
        'Chi siamo',
        'Una vecchia latteria, due ragazzi della valle e tanta pazienza.',
        'latteria-mezzano-1960.jpg',
      ),
      content(
        'La nostra storia',
        'Il Birrificio Val Trebbia è nato nel 2014 nella vecchia latteria sociale di Mezzano Scotti, chiusa dal 1991: la prima cotta è dell’ottobre di quell’anno. L’hanno fondato Matteo Bergonzi, mastro birraio, agronomo di formazione, e Chiara Malchiodi, che oggi segue il taproom, lo shop e gli eventi.',
        'Nel 2017 abbiamo aperto il taproom nella sala dove un tempo si faceva il formaggio, e nel 2020 la piccola cucina.',
        'Siamo un birrificio agricolo: una parte dell’orzo delle nostre birre la coltiviamo noi, su 12 ettari a Coli, sulle colline sopra Bobbio.',
      ),
      picture(
        'latteria-mezzano-1960.jpg',
        'La latteria sociale di Mezzano Scotti',
        'La latteria negli anni Sessanta',
      ),
      cards(
        'La squadra',
        [
          {
            title: 'Matteo Bergonzi',
            photo: 'matteo-bergonzi.jpg',
            text: [
              'Mastro birraio e fondatore. Ha imparato a fare birra in Belgio, in un’abbazia vicino a Chimay.',
            ],
          },
          {
            title: 'Chiara Malchiodi',
            photo: 'chiara-malchiodi.jpg',
            text: ['Fondatrice. Taproom, shop ed eventi: se scrivete su WhatsApp, di solito risponde lei.'],
          },
          {
            title: 'Davide Rossi',
            photo: 'davide-rossi.jpg',
            text: [
              'Birraio dal 2019: segue le fermentazioni e la cantina. Di solito è lui a guidare le visite.',
            ],
          },
          {
            title: 'Lorenza Agnelli',
            photo: 'lorenza-agnelli.jpg',
            text: ['In cucina dal 2020. I pisarei sono quelli di sua nonna.'],
          },
        ],
        4,
      ),
      content(
        'Premi',
        'Medaglia d’argento al concorso Birra dell’Anno 2023, categoria birre forti di ispirazione belga, per la San Colombano.',
      ),
    ].join('\n'),
  },
];
