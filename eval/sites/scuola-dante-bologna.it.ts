import {
  box,
  button,
  DANTE_ENROL,
  type DantePage,
  grid,
  h1,
  h2,
  h3,
  image,
  p,
  strip,
  text,
  ul,
} from './scuola-dante-bologna.layout.ts';

const fact = (label: string, value: string) => box(text(p(`**${label}**`, 'font_9')), text(p(value)));

/**
 * The Italian pages: five translations of English pages (home, courses, prices, accommodation, directions),
 * with a few lines the English pages lack, and two pages written for Bolognese readers only: courses for
 * companies and the cultural evenings.
 */
export const danteItalianPages: DantePage[] = [
  {
    path: '/it',
    lang: 'it',
    title: 'Impara l’italiano a Bologna',
    description:
      'Scuola Dante Bologna: corsi di lingua e cultura italiana per stranieri nel centro di Bologna dal 1998.',
    alternate: '/',
    body: [
      strip('Hero', [
        image('hero-porticoes.jpg', 'Studenti sotto i portici di Bologna'),
        h1('Impara l’italiano nel cuore di Bologna'),
        text(
          p(
            'Classi piccole, insegnanti madrelingua appassionati e una città che vive in italiano. Dal 1998 più di 30.000 studenti da oltre 90 paesi hanno imparato l’italiano con noi, a due passi da Piazza Maggiore.',
          ),
        ),
        button('Scopri i corsi', '/it/corsi'),
      ]),
      strip(
        'Perché noi',
        [h3('Classi piccole'), text(p('Mai più di 10 studenti per classe, in media 6.'))],
        [h3('Inizi ogni lunedì'), text(p('Se parli già un po’ di italiano puoi iniziare qualsiasi lunedì.'))],
        [
          h3('Insegnanti qualificati'),
          text(p('Tutti madrelingua, specializzati nell’insegnamento dell’italiano a stranieri.')),
        ],
      ),
      strip('Per Bologna', [
        h2('Vivi a Bologna?'),
        text(
          p(
            'Organizziamo <a href="/it/corsi-aziende">corsi di italiano per i dipendenti stranieri delle aziende</a> e, ogni mese, <a href="/it/serate-culturali">serate culturali aperte a tutti</a>.',
          ),
          p('**Prossimo corso per principianti assoluti: lunedì 7 dicembre 2026.**'),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/it/corsi',
    lang: 'it',
    title: 'I nostri corsi di italiano',
    description: 'Corsi di gruppo, individuali, serali, online, preparazione CILS e CELI e Cultura e cucina.',
    alternate: '/courses',
    body: [
      strip('Corsi', [
        h1('I nostri corsi'),
        text(
          p(
            'Tutti i corsi seguono il Quadro comune europeo (QCER), dal livello A1 al C2. La lezione dura 50 minuti e le classi hanno al massimo 10 studenti.',
          ),
        ),
      ]),
      strip(
        'Elenco corsi',
        [
          h3('Corso standard'),
          text(p('20 lezioni a settimana, dal lunedì al venerdì dalle 9:00 alle 12:35.')),
          h3('Corso intensivo'),
          text(
            p(
              '30 lezioni a settimana: il corso standard più 2 lezioni di conversazione al giorno, 13:30–15:10.',
            ),
          ),
          h3('Combi 20+5'),
          text(p('Il corso standard più 5 lezioni individuali a settimana.')),
        ],
        [
          h3('Lezioni individuali'),
          text(p('Qualsiasi livello fino al C2, orari da concordare. 42 € a lezione.')),
          h3('Corso serale'),
          text(p('Martedì e giovedì dalle 18:30 alle 20:10, per 10 settimane.')),
          h3('Italiano online'),
          text(p('Piccoli gruppi su Zoom, massimo 6 studenti, oppure lezioni individuali.')),
        ],
        [
          h3('Preparazione CILS e CELI'),
          text(p('Corso di 4 settimane, dal livello B1. Siamo sede d’esame CILS.')),
          h3('Cultura e cucina'),
          text(p('Due pomeriggi a settimana tra sfoglia e mercati, in aggiunta a un corso di gruppo.')),
          h3('Corsi per aziende'),
          text(
            p('Italiano per i vostri dipendenti stranieri: <a href="/it/corsi-aziende">scopri di più</a>.'),
          ),
        ],
      ),
      strip('Età', [
        text(
          p(
            'I corsi sono per adulti dai 16 anni. Per i ragazzi dai 14 ai 17 anni c’è il campo estivo Juniors, solo a luglio (pagina in inglese: <a href="/juniors-summer-camp">Juniors summer camp</a>).',
          ),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/it/prezzi',
    lang: 'it',
    title: 'Prezzi 2026/27',
    description: 'I prezzi dei corsi di Scuola Dante Bologna per il 2026/27.',
    alternate: '/prices',
    body: [
      strip('Prezzi', [
        h1('Prezzi 2026/27'),
        text(p('Validi per i corsi che iniziano dal 7 settembre 2026.')),
        h2('Corsi di gruppo'),
        grid(
          ['Corso', '1 settimana', '2 settimane', '3 settimane', '4 settimane', 'Settimana in più'],
          [
            ['Standard · 20 lezioni', '230 €', '450 €', '660 €', '860 €', '205 €'],
            ['Intensivo · 30 lezioni', '330 €', '640 €', '940 €', '1.220 €', '295 €'],
            ['Combi 20+5', '430 €', '850 €', '1.260 €', '1.660 €', '405 €'],
          ],
          'Alta stagione (corsi tra il 1° giugno e il 31 agosto): + 20 € a settimana sui corsi di gruppo.',
        ),
      ]),
      strip('Altri corsi', [
        h2('Altri corsi e spese'),
        grid(
          ['', ''],
          [
            ['Lezione individuale', '42 €'],
            ['Corso serale (10 settimane)', '390 €'],
            ['Corso serale per residenti a Bologna e studenti dell’Università di Bologna', '340 €'],
            ['Gruppo online, a settimana', '120 €'],
            ['Quota d’iscrizione (una tantum)', '60 €'],
            ['Libro di testo, per livello', '35 €'],
            ['Transfer dall’aeroporto di Bologna, a tratta', '45 €'],
          ],
          'Per il corso serale la quota d’iscrizione non si paga. Lo sconto residenti va richiesto all’iscrizione, con un documento che attesti la residenza o l’iscrizione all’Università.',
        ),
        text(p('Soggiorni lunghi: dalle 12 settimane in su, sconto del 10% sul prezzo del corso.')),
        button('Iscriviti', DANTE_ENROL),
      ]),
    ].join('\n'),
  },
  {
    path: '/it/alloggi',
    lang: 'it',
    title: 'Alloggi a Bologna',
    description:
      'Famiglie ospitanti, appartamenti condivisi e monolocali a Bologna per gli studenti della scuola.',
    alternate: '/accommodation',
    body: [
      strip('Alloggi', [
        h1('Alloggi'),
        text(
          p(
            'Trovare una stanza a Bologna non è facile: ci pensiamo noi. Lavoriamo da anni con le stesse famiglie e gli stessi proprietari e visitiamo personalmente ogni casa.',
          ),
        ),
        grid(
          ['Alloggio', 'A settimana', 'Notte in più'],
          [
            ['Famiglia, camera singola, mezza pensione', '265 €', '42 €'],
            ['Famiglia, camera singola, solo colazione', '205 €', '33 €'],
            ['Appartamento condiviso, camera singola', '195 €', '30 €'],
            ['Monolocale', '480 €', '75 €'],
          ],
          'Più la quota di prenotazione alloggio di 50 €.',
        ),
      ]),
      strip('Regole', [
        text(
          ul(
            'Famiglia: età minima 16 anni; gli studenti minorenni alloggiano sempre in famiglia.',
            'Appartamento condiviso: età minima 18 anni, deposito cauzionale di 150 € all’arrivo.',
            'Si arriva la domenica prima dell’inizio del corso e si riparte il sabato dopo la fine.',
            'Le famiglie ospitanti sono tutte a Bologna città, nessuna in provincia.',
          ),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/it/dove-siamo',
    lang: 'it',
    title: 'Dove siamo',
    description: 'Come raggiungere Scuola Dante Bologna dalla stazione e dall’aeroporto.',
    alternate: '/getting-here',
    body: [
      strip('Dove siamo', [
        h1('Dove siamo'),
        text(
          p(
            'La scuola si trova in Palazzo Tessitori, un palazzo del Cinquecento tra Piazza Maggiore e le Due Torri, al secondo piano. Suona “Scuola Dante” al grande portone verde.',
          ),
          p('**Vicolo dei Tessitori 7, 40125 Bologna**'),
        ),
        h2('Dalla stazione Bologna Centrale'),
        text(
          p(
            'A piedi in circa 20 minuti lungo Via dell’Indipendenza, oppure con gli autobus 11, 25 o 27 fino alla fermata “Rizzoli”.',
          ),
        ),
        h2('Dall’aeroporto'),
        text(p('Con il Marconi Express fino alla stazione Bologna Centrale, in circa 8 minuti.')),
        h2('Accessibilità'),
        text(
          p(
            'Il palazzo non ha ascensore: la scuola è al secondo piano. Al piano terra abbiamo un’aula, l’Aula Portico, e un bagno senza gradini: se non puoi fare le scale diccelo all’iscrizione.',
          ),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/it/corsi-aziende',
    lang: 'it',
    title: 'Corsi di italiano per dipendenti stranieri',
    description:
      'Corsi di italiano su misura per i dipendenti stranieri di aziende di Bologna e provincia, in azienda, in sede o online.',
    body: [
      strip('Aziende', [
        h1('Corsi di italiano per dipendenti stranieri'),
        text(
          p(
            'La vostra azienda ha assunto tecnici, ricercatori o operai che non parlano ancora italiano? Da oltre quindici anni organizziamo corsi su misura per aziende di Bologna e provincia, dalla meccanica alla sanità, con un linguaggio pensato per il loro lavoro (anche per la sicurezza sul lavoro).',
          ),
        ),
      ]),
      strip('Come funziona', [
        h2('Come funziona'),
        text(
          ul(
            'Test di livello gratuito per ogni dipendente',
            'Lezioni presso la vostra sede (Bologna e provincia), nella nostra scuola oppure online',
            'Orari da concordare, anche la sera o il sabato mattina',
            'Pacchetto minimo di 20 ore; ogni ora di lezione dura 60 minuti',
            'Attestato finale con il livello raggiunto',
          ),
        ),
      ]),
      strip('Tariffe aziende', [
        h2('Tariffe'),
        grid(
          ['Formula', 'Prezzo all’ora'],
          [
            ['Gruppo fino a 6 dipendenti', '52 € + IVA'],
            ['Lezione individuale', '45 € + IVA'],
          ],
          'Per le lezioni fuori Bologna città si aggiunge un rimborso chilometrico di 0,40 € al km.',
        ),
        text(
          p(
            'I corsi sono finanziabili con i fondi interprofessionali (per esempio Fondimpresa e For.Te.): vi aiutiamo noi con la pratica.',
          ),
          p(
            'Preventivo gratuito entro 48 ore. Referente: **Chiara Monti**, aziende@scuola-dante-bologna.test, tel. 051 226 4180 (interno 3).',
          ),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/it/serate-culturali',
    lang: 'it',
    title: 'I giovedì della Dante – serate culturali',
    description:
      'Serate culturali in italiano aperte a tutti, il primo giovedì del mese nella Sala degli Affreschi di Scuola Dante Bologna.',
    body: [
      strip('Serate', [
        h1('I giovedì della Dante'),
        text(
          p(
            'Una volta al mese apriamo la scuola alla città: incontri, letture e proiezioni in italiano per i nostri studenti e per tutti i bolognesi curiosi. Un modo per conoscersi, tra chi l’italiano lo impara e chi lo parla da sempre.',
          ),
        ),
      ]),
      strip('Info serate', [
        fact('Quando', 'Il primo giovedì del mese, dalle 19:00 alle 21:00'),
        fact('Dove', 'Sala degli Affreschi, Vicolo dei Tessitori 7, secondo piano'),
        fact('Ingresso', 'Libero, con prenotazione obbligatoria (40 posti)'),
        fact('Aperitivo', 'Dopo l’incontro, 8 € a persona'),
        fact('Lingua', 'Italiano; per gli studenti consigliamo almeno il livello B1'),
      ]),
      strip('Programma', [
        h2('Programma'),
        grid(
          ['Data', 'Incontro'],
          [
            ['Giovedì 3 dicembre 2026', 'Tortellino: storia di un ombelico, con la sfoglina Rosanna'],
            [
              'Giovedì 14 gennaio 2027',
              'Bologna al cinema: proiezione e chiacchierata (eccezionalmente il secondo giovedì)',
            ],
            ['Giovedì 4 febbraio 2027', 'Parlare bolognese: il dialetto per principianti'],
            ['Giovedì 4 marzo 2027', 'Le donne dell’Università di Bologna, da Laura Bassi a oggi'],
          ],
        ),
        text(p('Prenotazioni: scrivi a info@scuola-dante-bologna.test o chiama la segreteria.')),
      ]),
    ].join('\n'),
  },
];
