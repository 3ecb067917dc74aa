import {
  accordion,
  buttons,
  FERRO_WHATSAPP,
  FERRO_WHATSAPP_HREF,
  type FerroPage,
  heading,
  iconList,
  image,
  infoBox,
  p,
  row,
  spacer,
  strong,
  table,
  tabs,
} from './palestra-ferro-padova.layout.ts';

/* ── Abbonamenti: a price table per membership, each in its tab; only the first tab shows ─────────── */

/** A pricing column built from blocks: the plan's name as a `<span>` heading, the price as a `<p>` one. */
const priceColumn = (name: string, price: string, per: string, features: string[], cta = 'Iscriviti') => [
  heading(name, 'span', 'kb-price-name'),
  heading(`${price}<span class="kb-price-per"> ${per}</span>`, 'p', 'kb-price'),
  iconList(features),
  buttons([cta, '/contatti']),
];

const abbonamenti: FerroPage = {
  path: '/abbonamenti',
  lang: 'it',
  title: 'Abbonamenti e prezzi',
  description:
    'Abbonamenti Palestra Ferro Padova: Open Gym, Open Gym + Corsi, studenti, over 65, ingresso giornaliero e carnet. Prezzi 2026/2027.',
  body: [
    row([
      [
        heading('Scegli come allenarti', 'h2'),
        p(
          'Prezzi in vigore dal 1° settembre 2026. Tutti gli abbonamenti danno accesso alla sala pesi, all’area functional e all’area cardio in tutti gli orari di apertura; con l’Open Gym + Corsi ci sono anche tutte le lezioni dell’orario settimanale.',
        ),
      ],
    ]),
    tabs(
      [
        [
          'Open Gym',
          row([
            priceColumn('Mensile', '€ 59', '/mese', [
              'Sala pesi, area functional e cardio',
              'Accesso libero in tutti gli orari',
              'Scheda personalizzata inclusa',
            ]),
            priceColumn('Trimestrale', '€ 159', '/3 mesi', [
              'Sala pesi, area functional e cardio',
              'Accesso libero in tutti gli orari',
              'Scheda personalizzata inclusa',
            ]),
            priceColumn('Annuale', '€ 490', '/anno', [
              'Quota associativa inclusa',
              'Sospendibile fino a 30 giorni',
              'Scheda personalizzata inclusa',
            ]),
          ]),
        ],
        [
          'Open Gym + Corsi',
          row([
            priceColumn('Mensile', '€ 79', '/mese', [
              'Tutto l’Open Gym',
              'Tutti i corsi dell’orario settimanale, su prenotazione',
            ]),
            priceColumn('Trimestrale', '€ 215', '/3 mesi', [
              'Tutto l’Open Gym',
              'Tutti i corsi dell’orario settimanale, su prenotazione',
            ]),
            priceColumn('Annuale', '€ 690', '/anno', [
              'Tutto l’Open Gym e tutti i corsi',
              'Quota associativa inclusa',
              'Sospendibile fino a 30 giorni',
            ]),
          ]),
        ],
        [
          'Ridotti',
          row([
            priceColumn('Studenti Open Gym', '€ 45', '/mese', [
              'Studenti universitari fino a 26 anni, con il tesserino universitario',
              'Solo abbonamento mensile',
            ]),
            priceColumn('Studenti Open Gym + Corsi', '€ 62', '/mese', [
              'Studenti universitari fino a 26 anni, con il tesserino universitario',
              'Tutti i corsi, su prenotazione',
            ]),
            priceColumn('Over 65', '€ 39', '/mese', [
              'Sala pesi e corso di Ginnastica Dolce',
              'Dal lunedì al venerdì fino alle 16:00',
            ]),
          ]),
        ],
        [
          'Ingressi singoli',
          row([
            priceColumn(
              'Ingresso giornaliero',
              '€ 15',
              '/giorno',
              [
                'Sala e corsi (se ci sono posti liberi)',
                'Senza quota associativa',
                'Basta l’autodichiarazione di buona salute',
              ],
              'Vieni in reception',
            ),
            priceColumn('Carnet 10 ingressi', '€ 120', '', ['Valido 6 mesi', 'Senza quota associativa']),
            priceColumn(
              'Lezione di prova',
              'Gratis',
              '',
              ['La prima lezione di prova è gratuita', 'Una per persona, su prenotazione via WhatsApp'],
              'Prenota la prova',
            ),
          ]),
        ],
      ],
      'abbonamento',
    ),
    spacer(40, true),
    row([
      [
        heading('Quota associativa', 'h3'),
        p(
          'Tutti gli abbonamenti richiedono la quota associativa annuale di € 35 (tesseramento ASI e assicurazione infortuni). È già inclusa negli abbonamenti annuali; per l’ingresso giornaliero e il carnet non serve.',
        ),
      ],
      [
        heading('Scheda personalizzata', 'h3'),
        p(
          'In tutti gli abbonamenti è inclusa la scheda personalizzata, preparata e aggiornata ogni 8 settimane da un istruttore.',
        ),
      ],
    ]),
    heading('Domande sugli abbonamenti', 'p', 'kb-h3-style'),
    accordion([
      [
        'Posso sospendere l’abbonamento?',
        p(
          'Solo l’abbonamento annuale si può sospendere, una volta sola, per un massimo di 30 giorni (malattia, infortunio o lavoro fuori città, con un documento). Gli abbonamenti mensili e trimestrali non si possono sospendere.',
        ),
      ],
      [
        'Come posso pagare?',
        p(
          'In reception con carta di credito, bancomat o Satispay, oppure con bonifico bancario. La reception è cashless: non accettiamo contanti.',
        ),
      ],
      [
        'C’è uno sconto per famiglie e coppie?',
        p(
          'Sì: se due persone dello stesso nucleo familiare fanno insieme l’abbonamento annuale, il secondo abbonamento ha il 10% di sconto.',
        ),
      ],
      [
        'Come funziona il badge?',
        p(
          'Al primo ingresso ti consegniamo il badge personale per entrare, con una cauzione di € 5 che ti restituiamo quando lo riconsegni.',
        ),
      ],
      [
        'Posso cedere o farmi rimborsare l’abbonamento?',
        p('Gli abbonamenti sono personali e non cedibili, e non sono rimborsabili.'),
      ],
    ]),
    buttons(
      ['Scrivici su WhatsApp', FERRO_WHATSAPP_HREF],
      ['Vedi l’orario dei corsi', '/orario-corsi', 'outline'],
    ),
  ].join('\n'),
};

/* ── Corsi: one info box per class ───────────────────────────────────────────────────────────────── */

const corsi: FerroPage = {
  path: '/corsi',
  lang: 'it',
  title: 'Corsi',
  description:
    'I corsi di Palestra Ferro a Padova: Cross Training, Functional Circuit, Pilates, Spinning, Boxe, Hyrox Training, Mobility e Ginnastica Dolce Over 65.',
  body: [
    row([
      [
        heading('Allenarsi in gruppo, <mark class="kt-highlight">sul serio</mark>', 'h2'),
        p(
          'Tutti i corsi sono su prenotazione dall’app Ferro Club e sono inclusi nell’abbonamento Open Gym + Corsi. Con l’ingresso giornaliero puoi partecipare a un corso se ci sono posti liberi.',
        ),
      ],
      [image('2024/09/corsi-cross-training-padova.jpg', 'Una lezione di Cross Training')],
    ]),
    row([
      [
        infoBox(
          'Cross Training',
          'Il WOD del giorno: forza, ginnastica e condizionamento in 60 minuti, in gruppi di massimo 14 persone. Ogni esercizio ha la sua versione scalata: va bene per tutti i livelli.',
          { icon: 'activity', anchor: 'cross-training' },
        ),
      ],
      [
        infoBox(
          'Functional Circuit',
          '45 minuti a circuito con kettlebell, TRX, slam ball e corpo libero. Perfetto in pausa pranzo.',
          { icon: 'clock', anchor: 'functional' },
        ),
      ],
    ]),
    row([
      [
        infoBox(
          'Pilates',
          'Pilates matwork a corpo libero e con piccoli attrezzi (fitball, elastici, ring): 55 minuti, massimo 12 persone. Non abbiamo il reformer: il nostro pilates è solo matwork.',
          { icon: 'user', anchor: 'pilates' },
        ),
      ],
      [
        infoBox(
          'Spinning',
          '45 minuti di indoor cycling a ritmo di musica, su 20 bike. Ricordati la borraccia.',
          { icon: 'activity', anchor: 'spinning' },
        ),
      ],
    ]),
    row([
      [
        infoBox(
          'Boxe',
          'Tecnica, sacco, colpitori e preparazione atletica in 75 minuti, con Davide Esposito. Adatto anche a chi non ha mai combattuto: lo sparring è solo su base volontaria. Guantoni e fasce personali obbligatori (alla prima lezione te li prestiamo noi).',
          { icon: 'activity', anchor: 'boxe', titleTag: 'p' },
        ),
      ],
      [
        infoBox(
          'Boxe Ragazzi (14–17 anni)',
          'Martedì e giovedì dalle 17:00 alle 18:00, sempre con Davide: tecnica e giochi di coordinazione, niente sparring. Serve il consenso firmato di un genitore.',
          { icon: 'users', anchor: 'boxe-ragazzi', titleTag: 'p' },
        ),
      ],
    ]),
    row([
      [
        infoBox(
          'Hyrox Training',
          'Il sabato alle 10:00, 75 minuti: corsa, SkiErg, slitta, burpee broad jump e wall ball, per preparare una gara Hyrox o semplicemente per faticare in compagnia.',
          { icon: 'activity', anchor: 'hyrox' },
        ),
      ],
      [
        infoBox(
          'Mobility',
          '45 minuti di mobilità articolare e stretching attivo, il martedì sera: il complemento ideale a pesi e cross training.',
          { icon: 'clock', anchor: 'mobility' },
        ),
      ],
    ]),
    row([
      [
        infoBox(
          'Ginnastica Dolce Over 65',
          'Martedì e giovedì alle 9:30, 50 minuti con Luca Pavan: equilibrio, forza e articolazioni, a ritmo tranquillo. È inclusa nell’abbonamento Over 65.',
          { icon: 'users', anchor: 'ginnastica-dolce' },
        ),
      ],
      [
        heading('E la domenica?', 'span', 'kb-h3-style'),
        p('La domenica non ci sono corsi: la sala è aperta dalle 9:00 alle 13:00 per l’allenamento libero.'),
        buttons(['Orario settimanale', '/orario-corsi']),
      ],
    ]),
  ].join('\n'),
};

/* ── Orario settimanale: a table for desktop, the same days again as an accordion for phones ───────── */

const DAYS = ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato'];

/** The timetable 2026/2027: a row per time, a column per day ('–' no class). */
export const TIMETABLE: [time: string, classes: string[]][] = [
  ['7:00', ['Cross Training', 'Spinning', 'Cross Training', 'Spinning', 'Cross Training', '–']],
  ['9:30', ['Pilates', 'Ginnastica Dolce Over 65', 'Pilates', 'Ginnastica Dolce Over 65', 'Pilates', '–']],
  ['10:00', ['–', '–', '–', '–', '–', 'Hyrox Training']],
  ['11:15', ['–', '–', '–', '–', '–', 'Spinning']],
  [
    '12:45',
    [
      'Functional Circuit',
      'Cross Training',
      'Functional Circuit',
      'Cross Training',
      'Functional Circuit',
      '–',
    ],
  ],
  ['17:00', ['–', 'Boxe Ragazzi', '–', 'Boxe Ragazzi', '–', '–']],
  ['18:00', ['Spinning', 'Pilates', 'Spinning', 'Pilates', 'Spinning', '–']],
  ['19:00', ['Cross Training', 'Boxe', 'Cross Training', 'Boxe', 'Cross Training', '–']],
  ['20:15', ['Boxe', 'Mobility', 'Boxe', 'Functional Circuit', '–', '–']],
];

const byDay = (day: number, names: (n: string) => string = (n) => n) =>
  TIMETABLE.filter(([, classes]) => classes[day] !== '–')
    .map(([time, classes]) => `${strong(time)} ${names(classes[day] ?? '')}`)
    .join('<br>');

const orario: FerroPage = {
  path: '/orario-corsi',
  lang: 'it',
  title: 'Orario settimanale dei corsi',
  description: 'L’orario settimanale dei corsi di Palestra Ferro Padova, valido dal 14 settembre 2026.',
  body: [
    p(
      'Orario valido dal 14 settembre 2026 al 30 giugno 2027. I corsi si prenotano dall’app Ferro Club da 7 giorni prima; la disdetta è gratuita fino a 2 ore prima della lezione.',
    ),
    row(
      [
        [
          table(
            ['Orario', ...DAYS],
            TIMETABLE.map(([time, classes]) => [strong(time), ...classes]),
          ),
        ],
      ],
      {
        hideOn: 'mobile',
      },
    ),
    row(
      [
        [
          accordion(
            DAYS.map((day, i) => [day, p(byDay(i))]),
            'div',
          ),
        ],
      ],
      { hideOn: 'desktop' },
    ),
    p(
      'La domenica non ci sono corsi. Durante le feste di Natale i corsi sono sospesi: le date sono nel nostro blog.',
      `Vuoi provare un corso? La prima lezione di prova è gratuita: scrivici su WhatsApp al ${FERRO_WHATSAPP}.`,
    ),
  ].join('\n'),
};

/* ── Personal training ──────────────────────────────────────────────────────────────────────────── */

const coach = (name: string, focus: string) => [
  image(`2023/02/coach-${name.toLowerCase().replace(/\s+/g, '-')}.jpg`, name, 600, 600),
  heading(name, 'span', 'kb-coach-name'),
  p(focus),
];

const personal: FerroPage = {
  path: '/personal-training',
  lang: 'it',
  title: 'Personal training',
  description:
    'Personal training a Padova con i coach di Palestra Ferro: seduta singola, pacchetti, in coppia e small group. Prima consulenza gratuita.',
  body: [
    row([
      [
        heading('Allenati 1:1 con il tuo coach', 'h2'),
        p(
          'Un programma costruito su di te: obiettivi, infortuni passati, tempo a disposizione. Il personal training è aperto anche a chi non è abbonato (con la quota associativa).',
        ),
        iconList([
          'La prima consulenza con valutazione funzionale è gratuita (45 minuti)',
          'Sedute da 60 minuti in sala pesi o in area functional',
          'Un programma da seguire anche nei giorni senza coach',
        ]),
      ],
      [image('2023/02/personal-training-padova.jpg', 'Personal training in sala pesi')],
    ]),
    heading('Prezzi', 'h2'),
    row([
      [heading('Seduta singola', 'span'), heading('€ 48', 'p', 'kb-price'), p('60 minuti con il tuo coach.')],
      [
        heading('Pacchetto 10 sedute', 'span'),
        heading('€ 430', 'p', 'kb-price'),
        p('Valido 4 mesi dalla prima seduta.'),
      ],
      [
        heading('In coppia', 'span'),
        heading('€ 70', 'p', 'kb-price'),
        p('A seduta, per 2 persone con lo stesso coach.'),
      ],
      [
        heading('Small group', 'span'),
        heading('€ 22', 'p', 'kb-price'),
        p('A persona e a seduta, gruppi di 3 o 4 persone.'),
      ],
    ]),
    p(
      `${strong('Disdette:')} le sedute si disdicono o si spostano almeno 24 ore prima; con un preavviso più breve la seduta si considera svolta.`,
      'Ti basta una guida per allenarti da solo? La scheda personalizzata è già inclusa in tutti gli abbonamenti, senza personal trainer.',
    ),
    heading('I coach', 'h2'),
    row([
      coach('Matteo Bertin', 'Forza e powerlifting, ritorno all’allenamento dopo un infortunio.'),
      coach('Giulia Zanon', 'Postura e Pilates, allenamento in gravidanza e dopo il parto.'),
      coach('Davide Esposito', 'Boxe e preparazione atletica per gli sport da combattimento.'),
      coach('Chiara Lunardi', 'Preparazione atletica, corsa e Hyrox.'),
    ]),
    buttons(['Prenota la consulenza gratuita', FERRO_WHATSAPP_HREF]),
  ].join('\n'),
};

export const ferroTrainingPages: FerroPage[] = [abbonamenti, corsi, orario, personal];
