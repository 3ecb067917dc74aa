import {
  accordion,
  cards,
  content,
  form,
  hero,
  link,
  pricing,
  TREBBIA_WHATSAPP,
  type TrebbiaPage,
  title,
} from './birrificio-valtrebbia.layout.ts';

/** Brewery tours (facts split over cards, prices only in the pricing table), events, kegs and the tap. */
export const trebbiaVisitPages: TrebbiaPage[] = [
  {
    path: '/visite.html',
    title: 'Visite in birrificio | Birrificio Val Trebbia',
    description:
      'Visite guidate al Birrificio Val Trebbia con degustazione: giorni, orari, durata, prezzi, età minima, gruppi e prenotazione.',
    body: [
      hero(
        'Visite in birrificio',
        'Dalla sala cotta alla cantina di maturazione, con uno dei nostri birrai. E alla fine si assaggia.',
        'sala-cotta.jpg',
      ),
      content(
        '',
        'Vi portiamo dove nasce la birra: il mulino del malto, la sala cotta, i fermentatori e la cantina dove maturano le rifermentate in bottiglia. Vi raccontiamo come lavoriamo e perché le nostre birre non sono né filtrate né pastorizzate; alla fine ci si siede in taproom per la degustazione.',
      ),
      cards(
        '',
        [
          {
            title: 'Quando',
            text: ['Sabato alle 11:00 e alle 16:00.', 'Domenica alle 11:00.'],
          },
          {
            title: 'Quanto dura',
            text: [
              'Circa 90 minuti, degustazione compresa.',
              'In degustazione: 4 birre, con un po’ di focaccia.',
            ],
          },
          {
            title: 'Chi può venire',
            text: ['Dai 14 anni in su; i minorenni solo con un adulto.', 'Al massimo 18 persone per turno.'],
          },
        ],
        3,
      ),
      pricing('Prezzi', [
        {
          name: 'Visita e degustazione',
          price: '15',
          term: 'a persona',
          items: ['Visita guidata di circa 90 minuti', 'Degustazione di 4 birre', 'Sabato e domenica'],
        },
        {
          name: 'Visita + tagliere',
          price: '24',
          term: 'a persona',
          items: [
            'Visita e degustazione di 4 birre',
            'Tagliere di salumi piacentini DOP',
            'Solo ai turni delle 11:00',
          ],
        },
        {
          name: 'Ragazzi 14–17 anni',
          price: '7',
          term: 'a persona',
          items: ['Visita guidata', 'Gazzosa artigianale al posto della birra'],
        },
        {
          name: 'Gruppi da 10 a 30 persone',
          price: '13',
          term: 'a persona',
          items: [
            'Visita privata il venerdì pomeriggio',
            'Degustazione di 4 birre',
            'Prenotazione con almeno 2 settimane di anticipo',
          ],
        },
      ]),
      content(
        'Da sapere prima di venire',
        'Le visite si fanno **solo su prenotazione**: prenotate con il modulo qui sotto o su WhatsApp al ' +
          TREBBIA_WHATSAPP +
          ', entro le 18:00 del venerdì per il fine settimana. Si paga il giorno della visita, in taproom.',
        'Disdetta gratuita fino a 48 ore prima; se disdite più tardi o non venite, vi chiediamo la quota intera.',
        'Nell’area di produzione servono **scarpe chiuse**: niente sandali o infradito. I pavimenti sono bagnati e ci sono tubi dappertutto.',
        'Per ragioni di igiene nell’area del birrificio non possono entrare animali, nemmeno in braccio. I cani possono aspettarvi in giardino.',
        'La cantina di maturazione si raggiunge con una scala di 14 gradini; chi non può fare le scale segue la visita fino alla sala cotta e ai fermentatori, che sono al piano terra.',
        'Non organizziamo visite per gruppi di più di 30 persone.',
        'Dal 7 al 21 gennaio 2027 le visite sono sospese per ferie.',
      ),
      form(
        'Prenota la visita',
        'Ti rispondiamo su WhatsApp o per email entro 24 ore.',
        [
          { name: 'name', placeholder: 'Nome e cognome' },
          { name: 'email', placeholder: 'Email', kind: 'email' },
          { name: 'phone', placeholder: 'Cellulare (per WhatsApp)', kind: 'tel' },
          { name: 'date', placeholder: 'Data', kind: 'date' },
          {
            name: 'turno',
            placeholder: 'Turno',
            kind: 'select',
            options: ['Sabato 11:00', 'Sabato 16:00', 'Domenica 11:00', 'Gruppo – venerdì pomeriggio'],
          },
          { name: 'persone', placeholder: 'Numero di persone', kind: 'number' },
          { name: 'note', placeholder: 'Note (tagliere, ragazzi, esigenze particolari)', kind: 'textarea' },
          { name: 'privacy', placeholder: 'Ho letto l’informativa privacy', kind: 'checkbox' },
        ],
        'Grazie! Abbiamo ricevuto la richiesta: la visita è confermata solo quando ti rispondiamo.',
        'Prenota',
      ),
    ].join('\n'),
  },
  {
    path: '/eventi.html',
    title: 'Eventi | Birrificio Val Trebbia',
    description:
      'Gli eventi del taproom del Birrificio Val Trebbia: quiz, musica dal vivo, mercatino di Natale, corso di degustazione, cotta aperta e Trebbia Beer Fest.',
    body: [
      hero(
        'Eventi',
        'Musica, quiz, corsi e cotte aperte: il calendario del taproom.',
        'concerto-giardino.jpg',
      ),
      title('Il programma di questo inverno'),
      cards(
        '',
        [
          {
            title: 'Quiz della Birra',
            text: [
              'Ogni primo giovedì del mese alle 21:00, da ottobre ad aprile.',
              'Squadre da 2 a 5 persone, iscrizione gratuita al bancone. Prossimo quiz: giovedì 3 dicembre 2026.',
            ],
          },
          {
            title: 'Live: Trebbia Folk Trio',
            text: [
              'Venerdì 4 dicembre 2026, ore 21:30.',
              'Musica popolare delle Quattro Province, con piffero e fisarmonica. Ingresso libero.',
            ],
          },
          {
            title: 'Mercatino di Natale in birrificio',
            text: [
              'Domenica 13 dicembre 2026, dalle 11:00 alle 19:00.',
              'Artigiani e produttori della valle in giardino, birra calda speziata e caldarroste.',
            ],
          },
          {
            title: 'Corso di degustazione',
            text: [
              'Due serate: giovedì 4 e giovedì 11 febbraio 2027, dalle 20:30 alle 22:30.',
              '€ 45 a persona, con 8 birre, le schede di degustazione e un bicchiere in regalo. Al massimo 16 posti: prenotazione su WhatsApp.',
            ],
          },
          {
            title: 'Brassa con noi',
            text: [
              'Sabato 20 marzo 2027, dalle 9:00 alle 17:00: una giornata in sala cotta con Matteo, dalla macinatura del malto al fermentatore.',
              '€ 70 con il pranzo. Al massimo 8 persone.',
            ],
          },
        ],
        3,
      ),
      content(
        'Trebbia Beer Fest',
        'Dopo due anni di pausa il Trebbia Beer Fest tornerà a settembre 2027: le date le annunceremo in primavera.',
      ),
      title('Eventi passati'),
      cards(
        '',
        [
          {
            title: 'Trebbia Beer Fest 2024',
            photo: 'beer-fest-2024.jpg',
            text: [
              '13, 14 e 15 settembre 2024, nel prato del birrificio.',
              '12 birrifici ospiti, street food e concerti ogni sera. Ingresso € 5 con il bicchiere serigrafato.',
            ],
          },
          {
            title: 'Festa della Castagna Rossa 2024',
            photo: 'castagna-rossa-festa.jpg',
            text: [
              'Sabato 26 ottobre 2024: la prima spillatura della Castagna Rossa e le caldarroste in giardino.',
            ],
          },
        ],
        2,
      ),
    ].join('\n'),
  },
  {
    path: '/fusti.html',
    title: 'Fusti e spillatore per feste | Birrificio Val Trebbia',
    description:
      'Fusti di birra artigianale da 20 e 30 litri e noleggio dello spillatore per feste, compleanni e matrimoni in Val Trebbia: prezzi, ritiro, consegna e cauzione.',
    body: [
      hero(
        'Fusti e spillatore',
        'La nostra birra alla spina alla vostra festa: fusti da 20 e 30 litri e lo spillatore a noleggio.',
        'spillatore-festa.jpg',
      ),
      content(
        '',
        'Per compleanni, matrimoni e feste di paese vendiamo i fusti delle nostre birre e noleggiamo lo spillatore. Lo spillatore è a raffreddamento elettrico (a secco): non serve ghiaccio, basta una normale presa di corrente. La bombola di CO2 è compresa.',
      ),
      pricing('Prezzi', [
        {
          name: 'Fusto 20 litri Trebbia Bionda',
          price: '95',
          term: 'a fusto',
          items: ['Circa 50 birre medie', 'Fusto a perdere, senza cauzione'],
        },
        {
          name: 'Fusto 20 litri IPA, Blanche o Session',
          price: '110',
          term: 'a fusto',
          items: ['Circa 50 birre medie', 'Ponte Gobbo IPA, Bobbio Blanche o Penice Session IPA'],
        },
        {
          name: 'Fusto 30 litri Trebbia Bionda',
          price: '135',
          term: 'a fusto',
          items: ['Circa 75 birre medie', 'Solo Trebbia Bionda'],
        },
        {
          name: 'Spillatore',
          price: '30',
          term: 'a weekend',
          items: ['Dal venerdì al lunedì', 'Gratis con 2 o più fusti', 'Bombola di CO2 compresa'],
        },
      ]),
      content(
        'Come funziona',
        'Prenotate fusti e spillatore almeno 7 giorni prima; da giugno a settembre, quando le feste sono tante, almeno 3 settimane prima. Si prenota su WhatsApp o per telefono in orario d’ufficio.',
        'Il ritiro si fa in birrificio dal giovedì al sabato, dalle 10:00 alle 12:00. Lo spillatore va riportato entro le 12:00 del lunedì.',
        'Al ritiro dello spillatore chiediamo una cauzione di € 150 in contanti, che vi restituiamo quando ce lo riportate pulito e funzionante.',
        'Consegna e ritiro a domicilio entro 20 km dal birrificio: € 25 andata e ritorno. Oltre i 20 km non consegniamo.',
        'Non noleggiamo bicchieri, tavoli, panche o gazebo.',
      ),
      accordion('Domande sullo spillatore', [
        [
          'Quanto prima va acceso lo spillatore?',
          'Accendetelo almeno 30 minuti prima di spillare la prima birra e tenete il fusto all’ombra, mai al sole.',
        ],
        [
          'Serve qualcuno che lo sappia usare?',
          'No: al ritiro vi facciamo vedere come si attacca il fusto, ci vogliono cinque minuti, e vi diamo un foglio con le istruzioni.',
        ],
        [
          'Quanta birra prendo per la mia festa?',
          'Contate due o tre birre medie a testa: per 40 invitati di solito bastano due fusti da 20 litri.',
        ],
        [
          'Se un fusto avanza posso restituirlo?',
          'Un fusto aperto no. Un fusto ancora sigillato lo riprendiamo entro 3 giorni e vi rimborsiamo il 70% del prezzo.',
        ],
      ]),
      content('', `Domande? Scriveteci su ${link('WhatsApp', 'https://wa.me/393472185590')}.`),
    ].join('\n'),
  },
];
