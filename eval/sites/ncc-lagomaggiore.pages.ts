import {
  a,
  b,
  block,
  boldLine,
  button,
  col,
  heading,
  image,
  type NccPage,
  p,
  row,
  section,
  table,
  text,
  ul,
} from './ncc-lagomaggiore.layout.ts';

/** The fixed prices per vehicle, one way, as the owner typed them into each page's table. */
export const AIRPORT_ROWS = [
  ['Aeroporto di Milano Malpensa (Terminal 1 e 2)', '€ 120', '€ 160'],
  ['Aeroporto di Milano Linate', '€ 210', '€ 260'],
  ['Aeroporto di Bergamo Orio al Serio', '€ 260', '€ 320'],
];
export const STATION_ROWS = [
  ['Milano Stazione Centrale e centro di Milano', '€ 190', '€ 240'],
  ['Stazione di Novara', '€ 110', '€ 150'],
  ['Stazione di Domodossola', '€ 90', '€ 120'],
  ['Stazione di Arona', '€ 45', '€ 60'],
  ['Stazione di Stresa – hotel di Stresa, Baveno e Belgirate', '€ 25', '€ 35'],
];

/**
 * The home page: the hero, the summer 2026 early-booking banner never taken down (trips until 30 September
 * 2026), the services, who we are, why us and the link to the English pages.
 */
export const nccHome: NccPage = {
  path: '/',
  lang: 'it',
  kind: 'home',
  title: 'Autoservizi Verbano NCC - Noleggio con conducente a Stresa, Lago Maggiore',
  description:
    'Noleggio con conducente a Stresa sul Lago Maggiore: transfer per Malpensa, Linate e Bergamo, stazioni, escursioni, matrimoni e van accessibile in carrozzina.',
  sections: [
    block(
      [
        heading('Noleggio con conducente sul Lago Maggiore', 'h1', 'center'),
        text(
          '<p>Transfer per gli aeroporti di Malpensa, Linate e Bergamo, stazioni, escursioni e matrimoni. Da Stresa, 24 ore su 24, con tariffe fisse.</p>',
          'center',
        ),
        row([
          col([button('Richiedi un preventivo', '/preventivo', 'center')], 6),
          col([button('Tariffe', '/tariffe', 'center', 'secondary')], 6),
        ]),
      ],
      { background: 'stresa-lungolago-mercedes' },
    ),
    block(
      [
        text(
          `${boldLine('PRENOTA PRIMA L’ESTATE 2026', 24)}${p(
            '-10% su tutti i transfer da e per gli aeroporti prenotati entro il 31 maggio 2026, per viaggi dal 1° giugno al 30 settembre 2026.',
            `Inserisci il codice ${b('ESTATE26')} nel modulo di preventivo.`,
          )}`,
          'center',
        ),
        button('Approfitta dell’offerta', '/preventivo', 'center'),
      ],
      { variant: 'dark' },
    ),
    section([
      row([col([heading('I nostri servizi', 'h2', 'center')])]),
      row([
        col(
          [
            image('transfer-malpensa', 'Transfer per l’aeroporto di Malpensa'),
            heading('Transfer aeroporti', 'h3'),
            text(
              '<p>Malpensa, Linate e Bergamo Orio al Serio a prezzo fisso, con monitoraggio del volo. Malpensa da € 120.</p>',
            ),
            button('Scopri di più', '/transfer-aeroporti'),
          ],
          4,
        ),
        col(
          [
            image('stazione-milano-centrale', 'Transfer dalla stazione di Milano Centrale'),
            heading('Transfer stazioni', 'h3'),
            text(
              '<p>Milano Centrale, Novara, Domodossola, Arona e Stresa: vi aspettiamo all’uscita della stazione.</p>',
            ),
            button('Scopri di più', '/transfer-stazioni'),
          ],
          4,
        ),
        col(
          [
            image('orta-san-giulio', 'Orta San Giulio vista dal lago'),
            heading('Escursioni', 'h3'),
            text('<p>Lago d’Orta, Milano e Zermatt con il Cervino, con un autista tutto per voi.</p>'),
            button('Scopri di più', '/escursioni'),
          ],
          4,
        ),
      ]),
      row([
        col(
          [
            heading('Matrimoni', 'h3'),
            text('<p>L’auto degli sposi e le navette per gli invitati, dall’hotel alla festa e ritorno.</p>'),
            button('Matrimoni', '/matrimoni'),
          ],
          6,
        ),
        col(
          [
            heading('Van accessibile', 'h3'),
            text(
              '<p>Un Volkswagen Crafter con pedana elevatrice per chi viaggia in carrozzina, alla stessa tariffa del van.</p>',
            ),
            button('La flotta', '/flotta'),
          ],
          6,
        ),
      ]),
    ]),
    section(
      [
        row([
          col([image('marco-giulia-zanetti', 'Marco e Giulia Zanetti davanti alla rimessa')], 5),
          col(
            [
              heading('Chi siamo', 'h2'),
              text(
                p(
                  'Autoservizi Verbano nasce nel 1998 a Stresa, quando Marco Zanetti lascia il taxi a Milano e torna sul lago con una Mercedes e una licenza NCC.',
                  'Oggi siamo in sei: Marco, la figlia Giulia, che segue l’ufficio e le prenotazioni, e quattro autisti. La flotta conta cinque veicoli Mercedes e Volkswagen.',
                ),
              ),
            ],
            7,
          ),
        ]),
      ],
      { variant: 'light' },
    ),
    block([
      text(
        `${boldLine('Perché sceglierci')}${ul(
          'Prezzi fissi a veicolo, IVA e pedaggi inclusi',
          'Monitoriamo il vostro volo: nessun costo in più se atterrate in ritardo',
          'Seggiolini per bambini gratuiti',
          'Servizio 24 ore su 24, 7 giorni su 7, su prenotazione',
          'Pagamento anche con carta a bordo',
        )}`,
      ),
      text(
        `<p><span style="font-size:14px;">Coming from abroad? ${a('Read our pages in English', '/en')}.</span></p>`,
      ),
    ]),
  ],
};

const airportTable = () =>
  table(
    [
      ['Aeroporto', 'Berlina (1–3 passeggeri)', 'Van (4–8 passeggeri)', 'Tempo di viaggio'],
      ...AIRPORT_ROWS.map((r, k) => [
        ...r,
        ['circa 50 minuti', 'circa 1 ora e 30 minuti', 'circa 1 ora e 50 minuti'][k] ?? '',
      ]),
    ],
    [40, 20, 20, 20],
  );

/** The airport, station and excursion pages, the fleet and the weddings page (only in Italian). */
export const nccPages: NccPage[] = [
  {
    path: '/transfer-aeroporti',
    lang: 'it',
    title: 'Transfer aeroporti Malpensa, Linate e Bergamo',
    description:
      'Transfer privati da Stresa e dal Lago Maggiore per gli aeroporti di Malpensa, Linate e Bergamo Orio al Serio a prezzo fisso.',
    sections: [
      block([
        heading('Transfer aeroporti: Malpensa, Linate e Bergamo', 'h1'),
        text(
          p(
            'Vi veniamo a prendere in hotel, a casa o dove preferite sul Lago Maggiore e vi portiamo direttamente al terminal, oppure vi aspettiamo agli arrivi e vi riportiamo a destinazione.',
            'Il prezzo è fisso e a veicolo, non a persona: IVA 10% e pedaggi autostradali inclusi.',
          ),
        ),
      ]),
      block([
        heading('Prezzi da Stresa (solo andata)', 'h2'),
        airportTable(),
        text(
          `<p><span style="font-size:14px;">Stesso prezzo da e per Baveno, Belgirate, Lesa, Feriolo e Verbania. Tutte le tratte e i supplementi: ${a('Tariffe', '/tariffe')}.</span></p>`,
        ),
      ]),
      section(
        [
          row([
            col(
              [
                heading('All’arrivo', 'h2'),
                text(
                  p(
                    'Monitoriamo il vostro volo: se atterrate in ritardo, l’autista vi aspetta senza costi aggiuntivi.',
                    'A Malpensa e a Linate l’autista vi aspetta nella sala arrivi, all’uscita dal ritiro bagagli, con un cartello con il vostro nome; a Bergamo davanti all’uscita degli arrivi. Il giorno prima vi mandiamo su WhatsApp il nome e il cellulare dell’autista.',
                  ),
                ),
              ],
              7,
            ),
            col([image('autista-cartello-malpensa', 'Il nostro autista agli arrivi di Malpensa')], 5),
          ]),
        ],
        { variant: 'light' },
      ),
      block([
        text(
          `${boldLine('Tempo di attesa')}${p(
            'I primi 60 minuti dopo l’atterraggio effettivo sono gratuiti: c’è tutto il tempo per ritirare i bagagli. Dopo, l’attesa costa € 25 ogni 30 minuti (o frazione).',
          )}${boldLine('Di notte')}${p('Per le partenze tra le 22:00 e le 6:00 si applica un supplemento notturno del 20%.')}`,
        ),
        button('Richiedi un preventivo', '/preventivo'),
      ]),
    ],
  },
  {
    path: '/transfer-stazioni',
    lang: 'it',
    title: 'Transfer stazioni',
    description:
      'Transfer dalle stazioni di Milano Centrale, Novara, Domodossola, Arona e Stresa agli hotel del Lago Maggiore.',
    sections: [
      block([
        heading('Transfer stazioni', 'h1'),
        text(
          p(
            'Treno in arrivo a Milano o a Domodossola? Vi aspettiamo all’uscita della stazione e vi portiamo in hotel sul lago.',
            'Da Domodossola passano i treni per la Svizzera (Briga, Berna, Ginevra): è la stazione più comoda per chi arriva dal Vallese.',
          ),
        ),
        table(
          [['Stazione', 'Berlina (1–3 passeggeri)', 'Van (4–8 passeggeri)'], ...STATION_ROWS],
          [50, 25, 25],
        ),
        text(
          '<p><span style="font-size:14px;">Prezzi a veicolo, solo andata, da e per Stresa, Baveno, Belgirate, Lesa, Feriolo e Verbania.</span></p>',
        ),
      ]),
      block(
        [
          text(
            `${boldLine('Treni in ritardo')}${p(
              'Seguiamo anche noi il vostro treno: l’attesa in stazione è gratuita per i primi 15 minuti dall’arrivo effettivo del treno, poi costa € 25 ogni 30 minuti.',
              'A Milano Centrale l’autista vi aspetta in Piazza Duca d’Aosta, davanti all’ingresso principale.',
            )}${boldLine('Di notte')}${p('Supplemento notturno del 20% per le partenze tra le 22:00 e le 6:00.')}`,
          ),
          button('Richiedi un preventivo', '/preventivo'),
        ],
        { variant: 'light' },
      ),
    ],
  },
  {
    path: '/escursioni',
    lang: 'it',
    title: 'Escursioni con autista',
    description:
      'Escursioni private con autista dal Lago Maggiore: Lago d’Orta, Milano, Zermatt e il Cervino, servizio a disposizione a ore.',
    sections: [
      block([
        heading('Escursioni con autista', 'h1'),
        text(
          p(
            'Un’auto e un autista tutti per voi, per la mezza giornata o la giornata intera. Il prezzo è a veicolo e comprende carburante, pedaggi, parcheggi, la vignetta autostradale svizzera e il pranzo dell’autista.',
          ),
        ),
        table(
          [
            ['Escursione', 'Durata', 'Berlina (1–3 passeggeri)', 'Van (4–8 passeggeri)'],
            ['Lago d’Orta e Orta San Giulio', 'mezza giornata, 4 ore', '€ 260', '€ 320'],
            ['Milano: Duomo, Cenacolo e shopping', 'giornata, 9 ore', '€ 520', '€ 640'],
            ['Zermatt e il Cervino (Svizzera)', 'giornata, 11 ore', '€ 690', '€ 820'],
            ['Servizio a disposizione', 'all’ora, minimo 3 ore', '€ 65', '€ 80'],
          ],
          [40, 20, 20, 20],
        ),
        text(
          '<p>Ogni ora in più rispetto alla durata prevista si paga come il servizio a disposizione: € 65 in berlina, € 80 in van.</p>',
        ),
      ]),
      section([
        row([
          col(
            [
              image('orta-san-giulio-piazza', 'La piazza di Orta San Giulio'),
              heading('Lago d’Orta', 'h2'),
              text(
                p(
                  'In 40 minuti si arriva a Orta San Giulio. Avete circa due ore e mezza per il borgo e il Sacro Monte; la barca per l’isola di San Giulio, al pontile, non è compresa.',
                ),
              ),
            ],
            4,
          ),
          col(
            [
              image('milano-duomo', 'Il Duomo di Milano'),
              heading('Milano', 'h2'),
              text(
                p(
                  'Partenza alle 8:00, circa 4 ore libere in centro. L’ingresso nell’Area C è compreso. I biglietti per il Cenacolo vanno prenotati da voi con largo anticipo.',
                ),
              ),
            ],
            4,
          ),
          col(
            [
              image('cervino-zermatt', 'Il Cervino da Zermatt'),
              text(
                `${boldLine('Zermatt e il Cervino')}${p(
                  'Si sale al Passo del Sempione e si scende nel Vallese fino a Täsch: Zermatt è chiusa alle auto, e da Täsch il treno navetta arriva in 12 minuti. Il biglietto del treno non è compreso.',
                  'Serve la carta d’identità valida per l’espatrio o il passaporto, anche per i bambini.',
                )}`,
              ),
            ],
            4,
          ),
        ]),
      ]),
      block(
        [
          text(
            '<p>Le escursioni si fanno tutto l’anno; da novembre ad aprile, per Zermatt, controlliamo con voi il meteo e l’apertura del Passo del Sempione.</p>',
          ),
          button('Richiedi un preventivo', '/preventivo'),
        ],
        { variant: 'light' },
      ),
    ],
  },
  {
    path: '/flotta',
    lang: 'it',
    title: 'La flotta',
    description:
      'Berline Mercedes Classe E, van Mercedes Classe V, minibus Sprinter da 16 posti e un van accessibile in carrozzina.',
    sections: [
      block([
        heading('La nostra flotta', 'h1'),
        text(
          '<p>Cinque veicoli, tutti con aria condizionata, caricatori USB e acqua naturale in omaggio.</p>',
        ),
      ]),
      section([
        row([
          col(
            [
              image('mercedes-classe-e', 'Mercedes Classe E nera'),
              heading('Berlina – Mercedes Classe E', 'h3'),
              text(p('Fino a 3 passeggeri.', 'Bagagli: 3 valigie grandi (fino a 23 kg) e 3 bagagli a mano.')),
            ],
            4,
          ),
          col(
            [
              image('mercedes-classe-v', 'Mercedes Classe V sul lungolago di Stresa'),
              heading('Van – Mercedes Classe V Extralong', 'h3'),
              text(p('Da 4 a 8 passeggeri.', 'Bagagli: 8 valigie grandi e 8 bagagli a mano.')),
            ],
            4,
          ),
          col(
            [
              image('mercedes-sprinter', 'Minibus Mercedes Sprinter'),
              heading('Minibus – Mercedes Sprinter', 'h3'),
              text(
                p(
                  'Fino a 16 passeggeri, per gruppi e matrimoni.',
                  'Bagagli: 16 valigie grandi. Solo su preventivo.',
                ),
              ),
            ],
            4,
          ),
        ]),
      ]),
      section(
        [
          row([
            col([image('crafter-pedana', 'Il Volkswagen Crafter con la pedana abbassata')], 5),
            col(
              [
                heading('Van accessibile in carrozzina', 'h2'),
                text(
                  p(
                    'Volkswagen Crafter con pedana elevatrice posteriore con portata di 350 kg, attacchi per la carrozzina e cinture a tre punti.',
                    'Porta una persona sulla sua carrozzina, anche elettrica, e fino a 4 accompagnatori.',
                    'Applichiamo la tariffa del van 4–8 passeggeri, senza nessun supplemento. Prenotatelo con almeno 48 ore di anticipo: ne abbiamo uno solo.',
                  ),
                ),
              ],
              7,
            ),
          ]),
        ],
        { variant: 'light' },
      ),
      block([
        text(
          `${boldLine('Valigie in più?')}${p(
            'Valigie in più, passeggini e carrozzine pieghevoli: segnalateli quando prenotate. Se i bagagli non entrano nell’auto prenotata dobbiamo mandare il van, con la tariffa del van.',
          )}`,
        ),
      ]),
      block(
        [
          heading('Novità 2027: arriva l’elettrico', 'h2'),
          text(
            p(
              'Dalla primavera 2027 avremo la nostra prima berlina 100% elettrica, una Mercedes EQE, per i transfer per Malpensa e per le stazioni.',
              'Le tariffe non sono ancora definite e per ora l’auto elettrica non è prenotabile: le pubblicheremo qui prima del lancio.',
            ),
          ),
        ],
        { variant: 'dark' },
      ),
    ],
  },
  {
    path: '/matrimoni',
    lang: 'it',
    title: 'Matrimoni',
    description:
      'L’auto degli sposi con autista e le navette per gli invitati per i matrimoni sul Lago Maggiore.',
    sections: [
      block(
        [
          heading('Matrimoni sul Lago Maggiore', 'h1', 'center'),
          text(
            '<p>Vi sposate a Stresa o sul lago? Portiamo gli sposi alla cerimonia e gli invitati dall’hotel alla location, e poi di nuovo in hotel a fine festa.</p>',
            'center',
          ),
        ],
        { background: 'sposi-lungolago-stresa' },
      ),
      section([
        row([
          col(
            [
              text(
                `${boldLine('Pacchetto Sposi – € 390')}${p(
                  'La nostra Mercedes Classe E nera per gli sposi, con autista in abito scuro, fino a 4 ore di servizio, addobbo con nastro bianco e composizione floreale e una bottiglia di spumante per il brindisi.',
                  'Ogni ora in più: € 70.',
                )}`,
              ),
            ],
            6,
          ),
          col([image('auto-sposi-addobbata', 'L’auto degli sposi addobbata con i fiori')], 6),
        ]),
      ]),
      block(
        [
          text(boldLine('Navetta per gli invitati')),
          table(
            [
              ['Veicolo', 'Posti', 'Prezzo all’ora'],
              ['Van Mercedes Classe V', '8', '€ 75'],
              ['Minibus Mercedes Sprinter', '16', '€ 95'],
            ],
            [50, 20, 30],
          ),
          text(
            '<p>Minimo 4 ore. Per le navette dei matrimoni il supplemento notturno non si applica fino alle 2:00.</p>',
          ),
        ],
        { variant: 'light' },
      ),
      block([
        text(
          p(
            'Per confermare chiediamo una caparra del 30%; il saldo si paga entro 7 giorni prima del matrimonio.',
            'Non abbiamo auto d’epoca: se sognate una Fiat 500 o una Rolls-Royce d’altri tempi, vi diamo volentieri il contatto di colleghi di fiducia.',
          ),
        ),
        button('Richiedi un preventivo per il matrimonio', '/preventivo'),
      ]),
    ],
  },
];
