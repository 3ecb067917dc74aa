import {
  AMB_ALTA_STREET,
  AMB_STREET,
  type AmbPage,
  a,
  alert,
  basic,
  blk,
  button,
  container,
  counter,
  heading,
  iconBox,
  img,
  list,
  pricingTables,
  ps,
  rich,
  section,
  table,
  tabs,
  ul,
} from './accademia-musica-bergamo.layout.ts';

/** The home page: the hero, the early-enrolment banner never taken down, the Christmas notice, the courses. */
export const ambHome: AmbPage = {
  path: '/',
  lang: 'it',
  alternate: '/en',
  title: 'Home',
  id: 12,
  modified: '2026-11-10',
  description:
    'Scuola di musica a Bergamo per bambini, ragazzi e adulti: pianoforte, chitarra, violino, canto, batteria, propedeutica musicale e musica d’insieme. Lezione di prova gratuita.',
  sections: [
    section(
      [
        blk(
          [
            heading('Accademia di Musica Bergamo', 1),
            basic(
              'Scuola di musica per bambini, ragazzi e adulti in Via Camozzi, nel cuore di Bergamo bassa, con una seconda sala in Città Alta.',
              'p',
              'hero-lead',
            ),
            blk(
              [
                button('Prenota una lezione di prova gratuita', '/lezione-di-prova/'),
                button('Scopri i corsi', '/corsi/', 'light'),
              ],
              'hero-buttons',
            ),
          ],
          'hero-text',
        ),
        img('2023/02/aula-pianoforte-via-camozzi.jpg', 'Un’aula della scuola con il pianoforte'),
      ],
      'hero',
    ),
    section(
      [
        alert(
          `<p><strong>Iscrizioni 2026/2027 aperte!</strong> Iscriviti entro il 31 luglio: quota di iscrizione a € 25 invece di € 50. ${a('Tutti i prezzi', '/prezzi/')}</p>`,
          'success',
        ),
        alert(
          `<p><strong>Concerto di Natale</strong>: sabato 19 dicembre alle 17:00. ${a('Leggi l’avviso con le chiusure delle feste', '/blog/natale-2026-concerto-e-vacanze/')}</p>`,
          'info',
        ),
      ],
      'notices',
    ),
    section([
      heading('I nostri corsi', 2),
      basic(
        'Lezioni individuali di strumento e canto, corsi di gruppo per i più piccoli e musica d’insieme.',
        'p',
      ),
      blk(
        [
          iconBox('music', 'Pianoforte', 'Classico, moderno e jazz, dai 6 anni.'),
          iconBox('guitar', 'Chitarra', 'Classica, acustica ed elettrica.'),
          iconBox('violin', 'Violino', 'Anche con il metodo Suzuki.'),
          iconBox('microphone', 'Canto', 'Lirico e moderno.'),
          iconBox('drum', 'Batteria', 'Due aule attrezzate in Via Camozzi.'),
          iconBox('child', 'Propedeutica musicale', 'Per i bambini dai 3 ai 7 anni.'),
          iconBox('users', 'Musica d’insieme', 'Band, orchestra, coro.'),
        ],
        'card-grid',
      ),
      button('Tutti i corsi', '/corsi/'),
    ]),
    section(
      [
        blk(
          [
            counter(2004, '', 'l’anno in cui abbiamo aperto'),
            counter(280, '+', 'allievi'),
            counter(9, '', 'insegnanti'),
            counter(2, '', 'sedi'),
          ],
          'card-grid',
        ),
      ],
      'numbers',
    ),
    section([
      heading('Perché sceglierci', 2),
      blk(
        [
          iconBox(
            'clock',
            'Lezioni su misura',
            'Lezioni individuali da 30, 45 o 60 minuti, una volta a settimana, nell’orario che concordi con l’insegnante.',
          ),
          iconBox(
            'star',
            'Suonare davanti a un pubblico',
            'Il concerto di Natale e il saggio di fine anno: due occasioni all’anno per suonare insieme.',
          ),
          iconBox(
            'graduation-cap',
            'Esami e Conservatorio',
            `Prepariamo agli esami ABRSM e all’ammissione al Conservatorio. ${a('Scopri come', '/esami/')}`,
          ),
        ],
        'card-grid',
      ),
    ]),
    section(
      [
        container([
          heading('Vieni a provare', 2),
          basic(
            'La prima lezione di prova è gratuita. Scegli lo strumento, ti chiamiamo noi per fissare il giorno.',
            'p',
          ),
          button('Prenota la lezione di prova', '/lezione-di-prova/'),
        ]),
      ],
      'cta',
    ),
    section([basic(`International families: ${a('information in English', '/en/')}.`, 'p')]),
  ],
};

const teacher = (name: string, file: string, lines: string[]) =>
  blk(
    [img(`2024/09/${file}`, name, 600, 600), heading(name, 3), ...lines.map((l) => basic(l))],
    'teacher-card',
  );

/** The school's own pages, in Italian. */
export const ambPages: AmbPage[] = [
  {
    path: '/chi-siamo',
    lang: 'it',
    title: 'Chi siamo',
    id: 14,
    modified: '2025-09-03',
    description:
      'La storia dell’Accademia di Musica Bergamo, scuola privata di musica nata nel 2004 in Via Camozzi, con una seconda sala in Città Alta.',
    sections: [
      section([heading('Chi siamo', 1)], 'page-title'),
      section([
        blk(
          [
            heading('Una scuola nata in due stanze', 2),
            rich(
              ps(
                'L’Accademia di Musica Bergamo è nata nel 2004 da un’idea della pianista Elena Brambilla e del pianista jazz Luca Mazzoleni, in due stanze sopra una cartoleria di Via Camozzi.',
                'Oggi occupa tutto il primo piano dello stesso palazzo: sette aule insonorizzate, una sala d’insieme con batteria e amplificatori e una piccola sala per i saggi da 60 posti. La sede è al primo piano, con ascensore.',
                'Elena Brambilla è ancora la nostra direttrice didattica. Insieme a lei insegnano otto musicisti diplomati, che trovi nella pagina ' +
                  a('Insegnanti', '/insegnanti/') +
                  '.',
              ),
            ),
          ],
          'col-text',
        ),
        img('2023/02/ingresso-via-camozzi.jpg', 'L’ingresso della scuola in Via Camozzi'),
      ]),
      section([
        heading('La sala di Città Alta', 2),
        rich(
          ps(
            `Dal 2019 abbiamo una seconda sala in Città Alta, in ${AMB_ALTA_STREET}: una stanza al piano terra con un pianoforte a coda, dove si tengono alcune lezioni di pianoforte, violoncello e canto.`,
            'La sala è al piano terra, ma all’ingresso ci sono due gradini.',
          ),
        ),
      ]),
      section([
        heading('Che scuola siamo', 2),
        rich(
          ps(
            'Siamo una scuola privata: non siamo un istituto parificato e i nostri attestati di frequenza non hanno valore legale. Per chi vuole un titolo riconosciuto prepariamo agli esami ABRSM e all’ammissione al Conservatorio.',
            'Oggi abbiamo oltre 280 allievi, dai 3 agli 81 anni.',
          ),
        ),
      ]),
    ],
  },
  {
    path: '/corsi',
    lang: 'it',
    alternate: '/en/courses',
    title: 'Corsi di strumento e canto',
    id: 16,
    modified: '2026-09-01',
    description:
      'Corsi individuali di pianoforte, chitarra, violino, canto e batteria per bambini, ragazzi e adulti a Bergamo.',
    sections: [
      section(
        [
          heading('Corsi di strumento e canto', 1),
          basic('Lezioni individuali, una volta a settimana, da 30, 45 o 60 minuti.', 'p'),
        ],
        'page-title',
      ),
      section([
        rich(
          ps(
            'Ogni allievo ha il suo insegnante e il suo orario fisso, che concordiamo al momento dell’iscrizione. Le lezioni da 30 minuti sono consigliate per i bambini fino a 10 anni.',
            'L’anno accademico 2026/2027 va da lunedì 5 ottobre 2026 a sabato 12 giugno 2027: 32 lezioni.',
            'Ci si può iscrivere in qualsiasi momento dell’anno, se c’è posto: la retta si paga dal mese in cui si comincia.',
            'Per gli adulti ci sono lezioni anche la sera, fino alle 21:30.',
          ),
        ),
        tabs([
          [
            'Pianoforte',
            ps(
              'Pianoforte classico, moderno e jazz, dai 6 anni.',
              'Per studiare a casa serve almeno un pianoforte digitale con 88 tasti pesati: le tastiere senza tasti pesati vanno bene solo per il primo anno dei più piccoli.',
              'Le lezioni sul pianoforte a coda si tengono nella sala di Città Alta, il martedì e il giovedì pomeriggio.',
            ),
          ],
          [
            'Chitarra',
            ps(
              'Chitarra classica, acustica ed elettrica, dagli 8 anni (dai 7 con la chitarra da 1/2).',
              'Per la chitarra elettrica l’amplificatore lo trovi in aula: porta solo lo strumento e il cavo.',
            ),
          ],
          [
            'Violino',
            ps(
              'Violino dai 5 anni, anche con il metodo Suzuki, che parte dall’ascolto e coinvolge un genitore nelle prime lezioni.',
              `I violini in tutte le misure, da 1/16 a 4/4, si possono ${a('noleggiare', '/noleggio-strumenti/')}.`,
            ),
          ],
          [
            'Canto',
            ps(
              'Canto lirico e moderno (pop, rock, musical), dai 14 anni: prima la voce sta ancora cambiando.',
              `Per i bambini dai 7 ai 12 anni c’è il ${a('coro di voci bianche', '/corsi/musica-d-insieme/')}.`,
            ),
          ],
          [
            'Batteria',
            ps(
              'Batteria dagli 8 anni, in due aule con batteria acustica e batteria elettronica. A casa si può cominciare a studiare su un pad.',
              'Le lezioni di batteria si tengono solo in Via Camozzi.',
            ),
          ],
        ]),
      ]),
      section(
        [
          heading('Prossimamente: sassofono', 2),
          basic(
            'Il corso di sassofono partirà, se tutto va bene, a settembre 2027. Le iscrizioni non sono ancora aperte, ma puoi chiederci di avvisarti.',
            'p',
          ),
        ],
        'coming-soon',
      ),
      section([
        heading('Cosa non insegniamo', 3),
        basic(
          'Non insegniamo fisarmonica, arpa e strumenti a fiato (a parte il sassofono in arrivo) e non abbiamo corsi di DJ o di produzione musicale al computer.',
          'p',
        ),
      ]),
      section([
        blk(
          [
            iconBox(
              'child',
              'Propedeutica musicale',
              `Per i bambini dai 3 ai 7 anni. ${a('Scopri di più', '/corsi/propedeutica-musicale/')}`,
            ),
            iconBox(
              'users',
              'Musica d’insieme',
              `Band Lab, orchestra d’archi, coro e ensemble adulti. ${a('Scopri di più', '/corsi/musica-d-insieme/')}`,
            ),
            iconBox(
              'euro-sign',
              'Prezzi',
              `Rette, quota di iscrizione e sconti. ${a('Vedi i prezzi', '/prezzi/')}`,
            ),
          ],
          'card-grid',
        ),
      ]),
    ],
  },
  {
    path: '/corsi/propedeutica-musicale',
    lang: 'it',
    title: 'Propedeutica musicale',
    id: 18,
    modified: '2026-06-22',
    description:
      'Propedeutica musicale a Bergamo per bambini dai 3 ai 7 anni: lezioni di gruppo con canto, movimento e piccole percussioni.',
    sections: [
      section([heading('Propedeutica musicale', 1)], 'page-title'),
      section([
        rich(
          ps(
            'La musica per i più piccoli, prima dello strumento. Lezioni di gruppo di 45 minuti, una volta a settimana, con canto, movimento, piccole percussioni e ascolto, ispirate alla Music Learning Theory di Edwin Gordon.',
            'I bambini fanno lezione senza scarpe: portate i calzini antiscivolo.',
          ),
        ),
        blk(
          [
            blk(
              [
                heading('Primi suoni', 3),
                basic('<strong>Età:</strong> 3–5 anni'),
                basic('<strong>Quando:</strong> sabato 9:30–10:15 oppure mercoledì 16:30–17:15'),
                basic('<strong>Gruppi:</strong> massimo 8 bambini'),
              ],
              'group-card',
            ),
            blk(
              [
                heading('Verso lo strumento', 3),
                basic('<strong>Età:</strong> 6–7 anni'),
                basic('<strong>Quando:</strong> sabato 10:30–11:15 oppure giovedì 17:00–17:45'),
                basic('<strong>Gruppi:</strong> massimo 10 bambini'),
                basic(
                  'Durante l’anno i bambini provano pianoforte, violino, chitarra e percussioni, per scegliere lo strumento.',
                  'p',
                ),
              ],
              'group-card',
            ),
          ],
          'card-grid',
        ),
      ]),
      section([
        heading('Da sapere', 2),
        rich(
          ul(
            'I corsi di propedeutica si tengono solo in Via Camozzi.',
            'I genitori aspettano in sala d’attesa: solo alla prima lezione possono entrare in aula.',
            'Sotto i 3 anni non abbiamo corsi.',
            `Il costo è nella pagina ${a('Prezzi', '/prezzi/')}.`,
          ),
        ),
        button('Prenota una lezione di prova', '/lezione-di-prova/'),
      ]),
    ],
  },
  {
    path: '/corsi/musica-d-insieme',
    lang: 'it',
    title: 'Musica d’insieme',
    id: 20,
    modified: '2026-06-22',
    description:
      'Musica d’insieme all’Accademia di Musica Bergamo: Band Lab per ragazzi, orchestra d’archi, coro di voci bianche, ensemble adulti.',
    sections: [
      section([heading('Musica d’insieme', 1)], 'page-title'),
      section([
        basic('Suonare con gli altri è la parte più bella: per questo ci sono quattro gruppi.', 'p'),
        blk(
          [
            blk(
              [
                heading('Band Lab', 3),
                basic('Ragazzi dai 12 ai 17 anni'),
                basic('Venerdì 18:00–19:30'),
                basic(
                  'Gruppi di 4–6 ragazzi: batteria, basso, chitarre, tastiere e voce. A fine anno ogni band suona al saggio.',
                  'p',
                ),
              ],
              'group-card',
            ),
            blk(
              [
                heading('Orchestra d’archi giovanile', 3),
                basic('Violini, viole e violoncelli, dal secondo anno di strumento'),
                basic('Sabato 11:00–12:30'),
              ],
              'group-card',
            ),
            blk(
              [
                heading('Coro di voci bianche', 3),
                basic('Bambini dai 7 ai 12 anni'),
                basic('Mercoledì 17:30–18:30'),
                basic('Non serve un’audizione: basta avere voglia di cantare.', 'p'),
              ],
              'group-card',
            ),
            blk(
              [
                heading('Ensemble adulti', 3),
                basic('Musica da camera e pop, per adulti con almeno un anno di strumento'),
                basic('Lunedì 20:00–21:30'),
              ],
              'group-card',
            ),
          ],
          'card-grid',
        ),
        rich(
          ps(
            `La musica d’insieme è compresa per chi segue un corso individuale da 45 o 60 minuti; altrimenti si paga a parte (vedi ${a('Prezzi', '/prezzi/')}).`,
          ),
        ),
      ]),
    ],
  },
  {
    path: '/prezzi',
    lang: 'it',
    alternate: '/en/fees',
    title: 'Prezzi',
    id: 22,
    modified: '2026-05-12',
    description:
      'Prezzi 2026/2027 dell’Accademia di Musica Bergamo: rette mensili delle lezioni da 30, 45 e 60 minuti, quota di iscrizione, sconti famiglia.',
    sections: [
      section([heading('Prezzi 2026/2027', 1)], 'page-title'),
      section([
        alert(
          '<p><strong>Promo iscrizioni anticipate:</strong> quota di iscrizione € 25 invece di € 50 per chi si iscrive entro il 31 luglio 2026.</p>',
          'success',
        ),
        heading('Lezioni individuali', 2),
        pricingTables([
          {
            title: '30 minuti',
            subtitle: 'Lezione individuale',
            amount: '70',
            suffix: '/ mese',
            features: [
              '1 lezione a settimana',
              'Consigliata per i bambini fino a 10 anni',
              'Concerto di Natale e saggio di fine anno',
            ],
            button: ['Iscriviti', '/contatti/'],
          },
          {
            title: '45 minuti',
            subtitle: 'Lezione individuale',
            amount: '98',
            suffix: '/ mese',
            features: [
              '1 lezione a settimana',
              'Musica d’insieme compresa',
              'Concerto di Natale e saggio di fine anno',
            ],
            button: ['Iscriviti', '/contatti/'],
            featured: 'La più scelta',
          },
          {
            title: '60 minuti',
            subtitle: 'Lezione individuale',
            amount: '125',
            suffix: '/ mese',
            features: [
              '1 lezione a settimana',
              'Musica d’insieme compresa',
              'Preparazione agli esami ABRSM e al Conservatorio',
            ],
            button: ['Iscriviti', '/contatti/'],
          },
        ]),
        rich(
          ps(
            'La retta si paga in 8 mensilità, da ottobre a maggio, entro il 10 di ogni mese, con bonifico o con carta in segreteria. Le lezioni di giugno sono comprese.',
          ),
        ),
      ]),
      section([
        heading('Altri corsi e quote', 2),
        rich(
          table(
            ['Voce', 'Durata', 'Prezzo'],
            [
              ['Quota di iscrizione annuale (comprende l’assicurazione)', '', '€ 50'],
              ['Propedeutica musicale (gruppo)', '45 minuti a settimana', '€ 48 al mese'],
              ['Musica d’insieme (senza corso individuale)', '90 minuti a settimana', '€ 35 al mese'],
              ['Coro di voci bianche', '60 minuti a settimana', '€ 25 al mese'],
              [
                'Teoria e solfeggio per l’ammissione al Conservatorio (gruppo)',
                '90 minuti a settimana',
                '€ 40 al mese',
              ],
              ['Carnet adulti: 5 lezioni individuali da 60 minuti, da usare in 3 mesi', '', '€ 190'],
              ['Lezione singola da 60 minuti (senza iscrizione)', '', '€ 45'],
            ],
          ),
        ),
      ]),
      section([
        heading('Sconti famiglia', 2),
        list([
          ['Secondo iscritto della stessa famiglia', '10% sulla retta'],
          ['Dal terzo iscritto', '15% sulla retta'],
          ['Secondo corso dello stesso allievo', '10% sul corso meno caro'],
        ]),
        rich(
          ps(
            'Lo sconto si applica alla retta più bassa e non alla quota di iscrizione. Vale per genitori, figli e fratelli che vivono insieme.',
          ),
        ),
      ]),
      section([
        heading('Rinunce e rimborsi', 2),
        rich(
          ps(
            'La quota di iscrizione non è rimborsabile.',
            'Se un allievo smette durante l’anno, bisogna comunicarlo per iscritto in segreteria con 30 giorni di preavviso; le mensilità già pagate non si rimborsano.',
          ),
        ),
      ]),
    ],
  },
  {
    path: '/orari',
    lang: 'it',
    title: 'Orari e calendario',
    id: 24,
    modified: '2026-09-01',
    description:
      'Orari della segreteria e delle lezioni dell’Accademia di Musica Bergamo, in Via Camozzi e in Città Alta; calendario 2026/2027 e chiusure.',
    sections: [
      section([heading('Orari e calendario', 1)], 'page-title'),
      section([
        heading('Segreteria', 2),
        basic(
          `In ${AMB_STREET}, primo piano. Iscrizioni, pagamenti, informazioni: di persona, per telefono o su WhatsApp.`,
          'p',
        ),
        rich(
          table(
            ['Giorno', 'Orario'],
            [
              ['Lunedì', '15:00–19:30'],
              ['Martedì', '15:00–19:30'],
              ['Mercoledì', '10:00–12:30 e 15:00–19:30'],
              ['Giovedì', '15:00–19:30'],
              ['Venerdì', '15:00–19:30'],
              ['Sabato', '9:30–12:30'],
              ['Domenica', 'chiusa'],
            ],
          ),
        ),
      ]),
      section([
        heading('Lezioni', 2),
        blk(
          [
            blk(
              [
                heading('Via Camozzi', 3),
                list([
                  ['Lunedì – venerdì', '14:00–21:30'],
                  ['Sabato', '9:00–18:00'],
                ]),
              ],
              'hours-card',
            ),
            blk(
              [
                heading('Città Alta (Via Gombito 17)', 3),
                list([
                  ['Martedì e giovedì', '15:00–19:00'],
                  ['Sabato', '9:00–13:00'],
                ]),
                basic(
                  'In Città Alta non c’è la segreteria: per iscrizioni e pagamenti si passa in Via Camozzi.',
                  'p',
                ),
              ],
              'hours-card',
            ),
          ],
          'card-grid',
        ),
        basic('Domenica: nessuna lezione (solo saggi e concerti).', 'p'),
      ]),
      section([
        heading('Calendario 2026/2027', 2),
        list([
          ['Inizio delle lezioni', 'lunedì 5 ottobre 2026'],
          ['Immacolata', 'martedì 8 dicembre 2026, chiuso'],
          ['Vacanze di Natale e di Pasqua', 'come il calendario scolastico della Lombardia'],
          ['Festa della Repubblica', 'mercoledì 2 giugno 2027, chiuso'],
          ['Ultimo giorno di lezione', 'sabato 12 giugno 2027'],
        ]),
        basic('Le date esatte delle vacanze di Natale e di Pasqua le pubblichiamo sul blog.', 'p'),
      ]),
      section([
        heading('D’estate', 2),
        rich(
          ps(
            'Dal 14 giugno al 23 luglio 2027 le lezioni continuano solo su richiesta, con pacchetti estivi da concordare con l’insegnante. A luglio la segreteria è aperta solo al mattino, dal lunedì al venerdì 9:30–12:30.',
            'La scuola è chiusa per la pausa estiva da sabato 24 luglio a domenica 29 agosto 2027. La segreteria riapre lunedì 30 agosto 2027.',
          ),
        ),
      ]),
    ],
  },
  {
    path: '/insegnanti',
    lang: 'it',
    title: 'Insegnanti',
    id: 26,
    modified: '2026-09-14',
    description: 'Gli insegnanti dell’Accademia di Musica Bergamo: strumenti, diplomi, esperienze.',
    sections: [
      section(
        [
          heading('I nostri insegnanti', 1),
          basic('Musicisti diplomati, che suonano e insegnano da anni.', 'p'),
        ],
        'page-title',
      ),
      section([
        blk(
          [
            teacher('Elena Brambilla', 'elena-brambilla.jpg', [
              'Direttrice didattica',
              '<strong>Strumento:</strong> Pianoforte',
              '<strong>Diplomi:</strong> Diploma di Pianoforte al Conservatorio «Gaetano Donizetti» di Bergamo; Diploma accademico di II livello in Musica da camera',
            ]),
            teacher('Luca Mazzoleni', 'luca-mazzoleni.jpg', [
              '<strong>Strumento:</strong> Pianoforte jazz e tastiere; coordina la Band Lab',
              '<strong>Diplomi:</strong> Diploma accademico di II livello in Pianoforte jazz, Conservatorio «Giuseppe Verdi» di Milano',
            ]),
            teacher('Hannah Clarke', 'hannah-clarke.jpg', [
              '<strong>Strumento:</strong> Pianoforte e teoria musicale; prepara agli esami ABRSM di teoria',
              '<strong>Diplomi:</strong> BMus, Royal Northern College of Music (Manchester); LRSM (ABRSM)',
            ]),
            teacher('Marco Locatelli', 'marco-locatelli.jpg', [
              '<strong>Strumento:</strong> Chitarra classica, chitarra elettrica e basso elettrico',
              '<strong>Diplomi:</strong> Diploma di Chitarra al Conservatorio «Luca Marenzio» di Brescia',
            ]),
            teacher('Anna Rota', 'anna-rota.jpg', [
              '<strong>Strumento:</strong> Violino e viola; dirige l’orchestra d’archi giovanile',
              '<strong>Diplomi:</strong> Diploma accademico di II livello in Violino, Conservatorio «Gaetano Donizetti» di Bergamo; insegnante Suzuki (European Suzuki Association)',
            ]),
            teacher('Pietro Valsecchi', 'pietro-valsecchi.jpg', [
              '<strong>Strumento:</strong> Violoncello (il martedì, nella sala di Città Alta)',
              '<strong>Diplomi:</strong> Diploma di Violoncello al Conservatorio «Giuseppe Verdi» di Como',
            ]),
            teacher('Giulia Pesenti', 'giulia-pesenti.jpg', [
              '<strong>Strumento:</strong> Canto lirico e moderno',
              '<strong>Diplomi:</strong> Diploma di Canto al Conservatorio «Giuseppe Verdi» di Milano',
            ]),
            teacher('Davide Carminati', 'davide-carminati.jpg', [
              '<strong>Strumento:</strong> Batteria e percussioni',
              '<strong>Diplomi:</strong> Diploma accademico di I livello in Batteria e percussioni jazz, Conservatorio «Gaetano Donizetti» di Bergamo',
            ]),
            teacher('Sara Gritti', 'sara-gritti.jpg', [
              '<strong>Strumento:</strong> Propedeutica musicale e coro di voci bianche',
              '<strong>Diplomi:</strong> Diploma accademico di II livello in Didattica della musica; certificazione AIGAM (Music Learning Theory)',
            ]),
          ],
          'teacher-grid',
        ),
      ]),
      section([
        heading('La segreteria', 2),
        basic('In segreteria trovi Chiara Zanchi, che si occupa di iscrizioni, orari e pagamenti.', 'p'),
      ]),
    ],
  },
];
