import {
  button,
  buttons,
  callout,
  cards,
  cols,
  eyebrow,
  faq,
  figure,
  h1,
  h2,
  h3,
  lead,
  p,
  section,
  small,
  stack,
  subtitle,
  table,
  title,
  ul,
  VELA_EMAIL,
  VELA_PHONE_HREF,
  VELA_PHONE_LOCAL,
  VELA_WHATSAPP_HREF,
  VELA_WHATSAPP_LOCAL,
  type VelaPage,
} from './costa-vela-camogli.layout.ts';

/**
 * The FareHarbor "item grid" snippet pasted into a raw-HTML block of the page: its outer wrapper
 * `<div class="fh-embed-wrap">` is never closed, so everything after it in the section (the meeting point,
 * the children's price note, what to bring) ends up inside the widget's container.
 */
export const fareharbor = (lang: 'it' | 'en') =>
  `<!-- FareHarbor item grid --><div class="fh-embed-wrap" style="max-width:100%;margin:0 auto">
<div id="fh-grid" class="fareharbor-grid" data-fh-shortname="costavelacamogli" data-fh-items="1284731,1284732,1284735,1284740" data-fh-lang="${lang}">
<script src="https://fareharbor.example/embeds/script/items/costavelacamogli/?fallback=simple&amp;full-items=yes&amp;flow=1284731&amp;language=${lang}"></script>
<noscript><p>${lang === 'it' ? `Per prenotare online abilita JavaScript, oppure scrivici su WhatsApp al ${VELA_WHATSAPP_LOCAL}.` : 'To book online please enable JavaScript, or message us on WhatsApp.'}</p></noscript>
</div>
<a href="https://fareharbor.example/embeds/book/costavelacamogli/?full-items=yes&amp;flow=1284731" class="fh-fixed--bottom fh-button-true-flat-blue fh-icon--cal" style="font-weight:bold !important">${lang === 'it' ? 'Prenota ora' : 'Book now'}</a>`;

const faqItems: [string, string[]][] = [
  [
    'Devo saper nuotare?',
    [
      'Per le gite in barca non serve saper nuotare: abbiamo giubbotti salvagente per tutti, anche per i bambini piccoli.',
      'Per i corsi invece bisogna saper nuotare almeno 25 metri e saper stare a galla con il giubbotto.',
    ],
  ],
  [
    'I bambini piccoli possono venire in gita?',
    [
      'Sì, da 1 anno in su: abbiamo giubbotti salvagente a partire da 10 kg. I bambini sotto i 3 anni non pagano. Le tariffe ridotte sono nella pagina <a href="/escursioni">Gite in barca</a>.',
    ],
  ],
  [
    'Posso portare il mio cane?',
    [
      'Sulle gite condivise i cani non sono ammessi. Sulla barca privata sì, se di piccola taglia (fino a 10 kg): portate una ciotola e un telo.',
    ],
  ],
  ['C’è il bagno a bordo?', ['Sì, il Maestrale ha due bagni. Sulle derive e sul First 25 no.']],
  [
    'Soffro il mal di mare, cosa mi consigliate?',
    [
      'Al mattino il mare del Golfo Paradiso è di solito più calmo. Se prendete un farmaco, prendetelo un’ora prima della partenza. A bordo state al centro della barca e guardate l’orizzonte.',
    ],
  ],
  [
    'Fate buoni regalo?',
    [
      'Sì, per tutte le gite e tutti i corsi. I buoni regalo valgono 12 mesi dalla data di acquisto e si possono usare per qualunque data disponibile; non sono rimborsabili.',
      'Li compri in segreteria o scrivendoci, e te li mandiamo in PDF.',
    ],
  ],
  [
    'Cosa devo portare per la gita?',
    [
      'Costume e asciugamano, crema solare, cappello, occhiali da sole e una felpa o un k-way per il rientro. A bordo si sta scalzi o con scarpe dalla suola chiara: niente tacchi.',
    ],
  ],
  [
    'Come si paga?',
    [
      'Online con carta al momento della prenotazione. In segreteria accettiamo carte (Visa, Mastercard, Maestro) e contanti.',
    ],
  ],
  [
    'Si mangia a bordo?',
    [
      'Nella gita a San Fruttuoso offriamo l’acqua; nell’aperitivo al tramonto focaccia di Recco e prosecco (o analcolico). Nella Giornata a Portofino il pranzo è libero a terra. Segnalateci eventuali allergie quando prenotate.',
    ],
  ],
  ['Si può fumare a bordo?', ['No, a bordo non si fuma, nemmeno la sigaretta elettronica.']],
];

/** Home, boat trips, hire, prices, weather policy, FAQ, directions, about and contact, in Italian. */
export const velaItalianPages: VelaPage[] = [
  {
    path: '/',
    lang: 'it',
    title: 'Scuola di vela e gite in barca a Camogli',
    description:
      'Costa Vela: scuola di vela FIV, gite in barca a vela a San Fruttuoso e Portofino, barca privata con skipper e noleggio a Camogli.',
    alternate: '/en',
    body: [
      `<section class="relative isolate overflow-hidden bg-sky-950"><div class="absolute inset-0 -z-10 opacity-60">${figure('hero-camogli-maestrale.jpg', 'Il Maestrale a vele spiegate davanti alle case colorate di Camogli')}</div><div class="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-24 sm:px-6 md:py-32 lg:px-8"><div class="max-w-2xl rounded-3xl bg-white/90 p-6 backdrop-blur md:p-10">${eyebrow('Camogli · Golfo Paradiso · dal 1996')}${h1('Impara ad andare a vela, o lasciati portare dal vento')}${lead('Corsi di vela per adulti e ragazzi, gite in barca a vela verso San Fruttuoso e Portofino, barca privata con skipper. Partiamo dal porto di Camogli.')}${buttons(button('Scopri i corsi', '/corsi'), button('Gite in barca da 45 €', '/escursioni', 'ghost'))}</div></div></section>`,
      section([
        cols(
          [
            subtitle('Corsi di vela'),
            p(
              'Dal corso base di cinque mezze giornate al perfezionamento su cabinato, fino alla crociera-scuola di cinque giorni. Istruttori federali FIV, gruppi piccoli.',
            ),
            button('Corsi e calendario', '/corsi', 'ghost'),
          ],
          [
            subtitle('Gite in barca a vela'),
            p(
              'Due ore e mezza lungo il Promontorio di Portofino fino a San Fruttuoso, l’aperitivo al tramonto a Punta Chiappa o una giornata intera a Portofino.',
            ),
            button('Tutte le gite', '/escursioni', 'ghost'),
          ],
          [
            subtitle('Ragazzi'),
            p(
              'D’estate le settimane di vela per ragazzi dagli 8 ai 14 anni; durante l’anno scolastico i pomeriggi in barca per i ragazzi del Golfo.',
            ),
            button('Vela per ragazzi', '/corsi/estate-ragazzi', 'ghost'),
          ],
        ),
      ]),
      section(
        [
          title('Perché Costa Vela'),
          cols(
            [
              h3('Dal 1996 a Camogli'),
              p('Trent’anni di scuola e più di 9.000 allievi passati sulle nostre barche.'),
            ],
            [
              h3('Scuola FIV'),
              p(
                'Siamo una scuola di vela affiliata alla Federazione Italiana Vela, con istruttori federali.',
              ),
            ],
            [
              h3('Sicurezza prima di tutto'),
              p(
                'Usciamo solo quando il mare lo permette: leggi la nostra <a href="/meteo-e-cancellazioni">politica meteo</a>.',
              ),
            ],
          ),
        ],
        'sea',
      ),
      section([
        title('Dalle nostre news'),
        ul(
          '<a href="/news/pausa-invernale-e-stagione-2027">Pausa invernale e stagione 2027: date, calendario e sconto prenota prima</a>',
          '<a href="/news/coppa-golfo-paradiso-2026">Coppa Golfo Paradiso 2026: Maestrale secondo in classe ORC</a>',
        ),
        button('Tutte le news', '/news', 'ghost'),
      ]),
    ].join(''),
  },
  {
    path: '/escursioni',
    lang: 'it',
    title: 'Gite in barca a vela: San Fruttuoso, Punta Chiappa, Portofino',
    description:
      'Gite in barca a vela da Camogli: San Fruttuoso, aperitivo al tramonto a Punta Chiappa, giornata a Portofino e barca privata con skipper. Prezzi e orari.',
    alternate: '/en/boat-trips',
    rsc: {
      trips: [
        {
          slug: 'san-fruttuoso',
          name: 'Giro a San Fruttuoso',
          price: '40 €',
          childPrice: '20 €',
          departures: ['10:00', '15:30'],
        },
        {
          slug: 'tramonto-punta-chiappa',
          name: 'Aperitivo al tramonto',
          price: '50 €',
          departures: ['19:00'],
        },
        { slug: 'giornata-portofino', name: 'Giornata a Portofino', price: '90 €' },
      ],
      childAges: '4–11',
    },
    body: [
      section([
        eyebrow('Gite in barca a vela'),
        h1('Gite in barca da Camogli'),
        lead(
          'A bordo del Maestrale, un Beneteau Oceanis 46 di 14 metri, con il nostro skipper: niente esperienza richiesta, solo la voglia di stare in mare.',
        ),
      ]),
      section(
        [
          cards([
            {
              image: ['san-fruttuoso-baia.jpg', 'La baia di San Fruttuoso vista dal mare'],
              badge: 'La più richiesta',
              name: 'Giro a San Fruttuoso',
              meta: '2 ore e 30 · da aprile a ottobre · partenze alle 9:30 e alle 14:30',
              prices: [
                ['45 €', 'a persona'],
                ['25 €', 'bambini'],
              ],
              lines: [
                'Lungo la costa del Promontorio di Portofino fino alla baia di San Fruttuoso',
                'Sosta di 20 minuti in rada per il bagno (da giugno a settembre)',
                'Non si scende a terra: per visitare l’abbazia consigliamo il traghetto di linea',
                'Partenza garantita con almeno 4 partecipanti, massimo 12',
              ],
              cta: ['Prenota', '#prenota'],
            },
            {
              image: ['tramonto-punta-chiappa.jpg', 'Aperitivo al tramonto davanti a Punta Chiappa'],
              name: 'Aperitivo al tramonto a Punta Chiappa',
              meta: '2 ore · da giugno a settembre · partenza alle 18:30',
              prices: [
                ['55 €', 'a persona'],
                ['30 €', 'bambini'],
              ],
              lines: [
                'Focaccia di Recco e prosecco (o analcolico) a bordo',
                'Rientro in porto verso le 20:30',
                'Massimo 12 partecipanti',
              ],
              cta: ['Prenota', '#prenota'],
            },
            {
              image: ['portofino-dal-mare.jpg', 'Portofino vista dal mare'],
              name: 'Giornata a Portofino',
              meta: '10:00–17:00 · da maggio a settembre',
              prices: [
                ['95 €', 'a persona'],
                ['60 €', 'bambini'],
              ],
              lines: [
                'Sosta per il bagno nella baia di Paraggi',
                'Due ore libere a Portofino per il pranzo (pranzo non incluso)',
                'Acqua e frutta a bordo',
              ],
              cta: ['Prenota', '#prenota'],
            },
            {
              image: ['maestrale-privato.jpg', 'Un gruppo di amici a prua del Maestrale'],
              badge: 'Solo per voi',
              name: 'Barca privata con skipper',
              meta: 'Maestrale, Beneteau Oceanis 46 · fino a 12 persone',
              prices: [
                ['360 €', 'tramonto, 2 ore'],
                ['520 €', 'mezza giornata, 4 ore'],
                ['940 €', 'giornata intera, 8 ore'],
              ],
              lines: [
                'Prezzo per la barca, non a persona: skipper e carburante inclusi',
                'Itinerario a scelta: San Fruttuoso, Punta Chiappa, Portofino',
                'Acconto del 30% alla prenotazione',
              ],
              cta: ['Richiedi disponibilità', '/contatti'],
            },
          ]),
        ],
        'sand',
      ),
      section(
        [
          h2('Prenota online', 'prenota'),
          p('Scegli la gita e la data: il posto è confermato subito, con il pagamento con carta.'),
          fareharbor('it'),
          subtitle('Punto d’incontro'),
          p(
            'Ci troviamo al **pontile C** (galleggiante) del porto di Camogli, in fondo a Calata Porto, davanti al nostro gazebo blu. Presentatevi 20 minuti prima della partenza: la barca non può aspettare i ritardatari.',
          ),
          subtitle('Note sulle tariffe'),
          p(
            '**Tariffa bambini:** dai 3 agli 11 anni compiuti. Sotto i 3 anni si viaggia gratis, senza posto a sedere. Dai 12 anni si paga la tariffa adulti.',
          ),
          p(
            'Le gite condivise partono con almeno 4 partecipanti: se non si raggiunge il numero vi proponiamo un’altra data o vi rimborsiamo per intero. Per il meteo vedi <a href="/meteo-e-cancellazioni">Meteo e cancellazioni</a>.',
          ),
          subtitle('Cosa portare'),
          p(
            'Costume, asciugamano, crema solare, cappello e una felpa per il rientro. Scarpe con la suola chiara oppure a piedi nudi.',
          ),
        ],
        'white',
      ),
    ].join(''),
  },
  {
    path: '/noleggio',
    lang: 'it',
    title: 'Noleggio derive e cabinati',
    description:
      'Noleggio di derive RS Quest e del cabinato First 25 a Camogli, con o senza skipper: prezzi, requisiti e cauzione.',
    alternate: '/en/boat-hire',
    body: [
      section([
        h1('Noleggio barche a vela'),
        lead('Hai già un po’ di esperienza? Prendi il mare da solo con una nostra deriva o con il First 25.'),
      ]),
      section([
        cols(
          [
            figure('rs-quest-camogli.jpg', 'Due derive RS Quest in uscita dal porto'),
            subtitle('Derive RS Quest (2 persone)'),
            p(
              'Due ore di noleggio costano **70 €**, la mezza giornata (4 ore) **120 €**. Giubbotti salvagente compresi.',
            ),
            p(
              'Per noleggiare una deriva devi aver frequentato un nostro corso, oppure fare prima un’uscita di prova di 20 minuti con un istruttore (35 €). I soci hanno lo sconto del 15% sul noleggio derive.',
            ),
          ],
          [
            figure('first-25-grecale.jpg', 'Il First 25 Grecale all’ormeggio'),
            subtitle('Cabinato First 25 (fino a 4 persone)'),
            p(
              '**Senza skipper:** giornata (9:30–18:00) 260 €, weekend 480 €. Cauzione di 500 €, con carta di credito, restituita al rientro se la barca non ha danni.',
            ),
            p(
              'Il noleggio senza skipper è riservato a chi ha frequentato il nostro corso di perfezionamento o presenta un curriculum nautico. Entro 6 miglia dalla costa non serve la patente nautica.',
            ),
            p('**Con skipper:** giornata 440 €.'),
          ],
        ),
      ]),
      section(
        [
          title('Da sapere'),
          ul(
            'Non noleggiamo barche a motore né gommoni.',
            'Il noleggio senza skipper non parte con vento oltre i 18 nodi: in quel caso spostiamo la data o rimborsiamo.',
            'Rientro in porto entro le 18:00; ogni mezz’ora di ritardo costa 30 €.',
            'Carburante del fuoribordo del First 25 incluso.',
          ),
          p('Prezzi completi nella pagina <a href="/prezzi">Prezzi</a>.'),
        ],
        'sea',
      ),
    ].join(''),
  },
  {
    path: '/prezzi',
    lang: 'it',
    title: 'Prezzi 2027',
    description:
      'Listino prezzi 2027 di Costa Vela: corsi di vela per adulti e ragazzi, lezioni private, noleggio derive e cabinato.',
    alternate: '/en/prices',
    rsc: {
      priceList: [
        { slug: 'corso-base', name: 'Corso base', price: '370 €' },
        { slug: 'estate-ragazzi', name: 'Vela estate ragazzi', price: '295 €' },
      ],
      earlyBird: 'Sconto 10% entro il 31 gennaio 2027',
    },
    body: [
      section([
        h1('Prezzi 2027'),
        lead('Tutti i prezzi sono IVA inclusa e valgono per la stagione 2027 (dal 13 marzo al 31 ottobre).'),
      ]),
      section([
        h2('Corsi per adulti'),
        table(
          ['Corso', 'Durata', 'Prezzo'],
          [
            ['Corso base', '5 mezze giornate (9:30–13:00)', '390 €'],
            ['Corso weekend', 'sabato e domenica, 10:00–17:00', '210 €'],
            ['Corso di perfezionamento su cabinato', '5 giornate (9:30–16:30)', '540 €'],
            ['Crociera-scuola', '5 giorni e 4 notti a bordo', '890 €'],
            ['Lezione privata con istruttore', '2 ore, 1 o 2 persone', '150 €'],
          ],
        ),
        small(
          'Ai prezzi dei corsi va aggiunto il tesseramento (quota associativa e tessera FIV con assicurazione): vedi <a href="/tesseramento">Tesseramento</a>.',
        ),
        callout(
          p('**Prenota prima:** sconto del 10% sui corsi per adulti prenotati entro il 28 febbraio 2027.'),
        ),
      ]),
      section(
        [
          h2('Ragazzi'),
          table(
            ['Corso', 'Quando', 'Prezzo'],
            [
              [
                'Vela estate ragazzi (8–14 anni)',
                'una settimana, lun–ven 9:00–16:00',
                '310 € (280 € dal secondo fratello)',
              ],
              ['Pomeriggi in barca (9–13 anni)', 'primavera, 16 pomeriggi', '240 €'],
              ['Pomeriggi in barca (9–13 anni)', 'autunno, 10 pomeriggi', '160 €'],
            ],
          ),
        ],
        'sea',
      ),
      section([
        h2('Noleggio'),
        table(
          ['Barca', 'Durata', 'Prezzo'],
          [
            ['Deriva RS Quest', '2 ore', '70 €'],
            ['Deriva RS Quest', 'mezza giornata (4 ore)', '120 €'],
            ['First 25 senza skipper', 'giornata', '260 €'],
            ['First 25 senza skipper', 'weekend', '480 €'],
            ['First 25 con skipper', 'giornata', '440 €'],
            ['Uscita di prova con istruttore', '20 minuti', '35 €'],
          ],
        ),
        small(
          'Le gite in barca e la barca privata con skipper hanno i prezzi nella pagina <a href="/escursioni">Gite in barca</a>.',
        ),
      ]),
    ].join(''),
  },
  {
    path: '/meteo-e-cancellazioni',
    lang: 'it',
    title: 'Meteo e cancellazioni',
    description:
      'Cosa succede se il tempo è brutto, quando annulliamo un’uscita, rimborsi e cambi data, e le regole se disdici tu.',
    alternate: '/en/weather-and-cancellations',
    body: [
      section([
        h1('Meteo e cancellazioni'),
        lead(
          'Il mare decide più di noi. Ecco come scegliamo se uscire, come vi avvisiamo e cosa succede ai vostri soldi.',
        ),
      ]),
      section([
        title('Quando usciamo e quando no'),
        p(
          'Annulliamo le gite quando il vento previsto supera i 25 nodi o il mare supera forza 5, e sempre con allerta meteo arancione o rossa della Protezione Civile della Liguria. Per i corsi su deriva il limite è di 18 nodi.',
        ),
        p(
          'La pioggia da sola non è un motivo per annullare: con pioggia leggera usciamo lo stesso. L’ultima parola spetta sempre allo skipper.',
        ),
        p(
          'Vi avvisiamo via WhatsApp o SMS **entro le 8:00** per le uscite del mattino ed **entro le 12:00** per quelle del pomeriggio e del tramonto.',
        ),
      ]),
      section(
        [
          h2('Se annulliamo noi'),
          ul(
            '**Gite e barca privata:** scegli tu tra il rimborso completo, entro 7 giorni lavorativi, e un cambio data gratuito. Il voucher per il cambio data vale 12 mesi.',
            '**Corsi:** le giornate perse per il meteo si recuperano in un’altra data della stessa stagione. Se non è possibile, rimborsiamo 78 € per ogni giornata persa del corso base (108 € per il perfezionamento).',
          ),
        ],
        'sea',
      ),
      section([
        h2('Se disdici tu'),
        subtitle('Gite condivise'),
        ul(
          'più di 7 giorni prima: rimborso completo;',
          'da 7 a 3 giorni prima: rimborso del 50%;',
          'meno di 3 giorni prima (72 ore) o mancata presentazione: nessun rimborso. Puoi però cedere il posto a un’altra persona, avvisandoci entro la sera prima.',
        ),
        subtitle('Barca privata'),
        p(
          'Alla prenotazione si versa un acconto del 30%. Se disdici più di 14 giorni prima l’acconto ti viene restituito; entro 14 giorni l’acconto è trattenuto, ma puoi spostare la data una volta.',
        ),
        subtitle('Corsi'),
        ul(
          'più di 30 giorni prima: rimborso meno 50 € di spese di segreteria;',
          'da 30 a 15 giorni prima: rimborso del 50%;',
          'meno di 15 giorni prima: nessun rimborso, ma puoi mandare un’altra persona al tuo posto.',
        ),
        callout(
          p(
            'Se decidi di non venire per le previsioni del tempo ma noi usciamo, valgono le regole di disdetta qui sopra.',
          ),
        ),
      ]),
    ].join(''),
  },
  {
    path: '/faq',
    lang: 'it',
    title: 'Domande frequenti',
    description:
      'Le domande più frequenti su gite in barca, corsi di vela, bambini, cani, pagamenti e buoni regalo.',
    alternate: '/en/faq',
    body: [
      section([
        h1('Domande frequenti'),
        p(
          `Non trovi la risposta? Scrivici su <a href="${VELA_WHATSAPP_HREF}">WhatsApp</a> o a <a href="mailto:${VELA_EMAIL}">${VELA_EMAIL}</a>.`,
        ),
        faq(faqItems),
      ]),
    ].join(''),
  },
  {
    path: '/dove-siamo',
    lang: 'it',
    title: 'Dove siamo e come arrivare',
    description:
      'Come arrivare alla base nautica Costa Vela nel porto di Camogli: punto d’incontro, treno, auto, parcheggio convenzionato e accessibilità.',
    alternate: '/en/getting-here',
    body: [
      section([
        h1('Dove siamo'),
        cols(
          [
            p(
              'La base nautica è in **Calata Porto 6**, sul porto di Camogli, sotto le case colorate del lungomare. La segreteria è nel box blu accanto alla Capitaneria.',
            ),
            subtitle('Punto d’incontro'),
            ul(
              '**Gite in barca:** al pontile C (galleggiante), in fondo a Calata Porto, 20 minuti prima della partenza.',
              '**Corsi e noleggio:** alla base nautica, 15 minuti prima dell’inizio.',
            ),
          ],
          [
            `<div class="aspect-video overflow-hidden rounded-2xl"><iframe title="Mappa" src="https://maps.example/embed?q=Calata+Porto+6+Camogli&amp;z=16" class="h-full w-full" loading="lazy" allowfullscreen></iframe></div>`,
          ],
        ),
      ]),
      section(
        [
          cols(
            [
              h2('In treno'),
              p(
                'La stazione di Camogli-San Fruttuoso è sulla linea Genova–La Spezia: da Genova Brignole ci vogliono circa 35 minuti. Dalla stazione al porto sono 8 minuti a piedi, in discesa, per la scalinata di Via XX Settembre.',
              ),
            ],
            [
              h2('In auto'),
              p(
                'Autostrada A12, uscita Recco, poi 6 km in direzione Camogli. Il centro e il porto sono zona a traffico limitato (ZTL): non si può arrivare in auto fino alla base.',
              ),
            ],
          ),
        ],
        'sea',
      ),
      section([
        h2('Parcheggio'),
        p(
          'Il parcheggio più comodo è il **Parcheggio Il Boschetto**, a 10 minuti a piedi dal porto: costa 18 € al giorno, ma con il voucher che ti mandiamo insieme alla prenotazione paghi 12 € al giorno. In luglio e agosto si riempie entro le 9:30.',
        ),
        h2('Accessibilità'),
        p(
          'La base nautica è al piano strada ed è accessibile. Il Maestrale invece non è accessibile in carrozzina: per salire a bordo bisogna scavalcare la battagliola con un passo di circa 60 cm. Scriveteci prima di prenotare.',
        ),
      ]),
    ].join(''),
  },
  {
    path: '/chi-siamo',
    lang: 'it',
    title: 'Chi siamo',
    description: 'La storia di Costa Vela, i nostri istruttori e la flotta.',
    body: [
      section([
        h1('Chi siamo'),
        cols(
          [
            p(
              'Costa Vela nasce nel 1996 da un’idea di Franco Repetto, pescatore di Camogli diventato istruttore di vela, che con due derive di legno e un gommone cominciò a insegnare ai ragazzi del paese.',
            ),
            p(
              'Oggi siamo una società sportiva dilettantistica affiliata alla Federazione Italiana Vela, con nove istruttori federali. La scuola la dirige Chiara Schiaffino, lo skipper del Maestrale è Matteo Olivari.',
            ),
          ],
          [figure('equipaggio-costa-vela.jpg', 'Lo staff di Costa Vela sul pontile')],
        ),
      ]),
      section(
        [
          title('La flotta'),
          ul(
            '**Maestrale**, Beneteau Oceanis 46: gite, barca privata e crociera-scuola',
            '**Libeccio** e **Grecale**, due First 25: corsi di perfezionamento e noleggio',
            'sei derive **RS Quest** per i corsi base e il noleggio',
            'dieci **Optimist** per i ragazzi',
            'due gommoni di assistenza',
          ),
        ],
        'sea',
      ),
      section([
        title('Lo staff'),
        stack(
          p('**Chiara Schiaffino** – direttrice della scuola e istruttrice FIV'),
          p('**Matteo Olivari** – skipper del Maestrale'),
          p('**Marco Bertolotto** – istruttore, responsabile dei corsi ragazzi'),
          p('**Sara Ferrando** – segreteria e prenotazioni'),
        ),
      ]),
    ].join(''),
  },
  {
    path: '/contatti',
    lang: 'it',
    title: 'Contatti',
    description: 'Telefono, WhatsApp, email e modulo di contatto di Costa Vela Camogli.',
    alternate: '/en/contact',
    body: [
      section([
        h1('Contatti'),
        cols(
          [
            p(`Telefono: <a href="${VELA_PHONE_HREF}">${VELA_PHONE_LOCAL}</a>`),
            p(`WhatsApp: <a href="${VELA_WHATSAPP_HREF}">${VELA_WHATSAPP_LOCAL}</a>`),
            p(`Email: <a href="mailto:${VELA_EMAIL}">${VELA_EMAIL}</a>`),
            callout(
              p(
                'Da novembre a metà marzo il telefono della segreteria è spento: scriveteci via email o WhatsApp, rispondiamo entro 2 giorni lavorativi.',
              ),
            ),
          ],
          [
            `<form class="flex flex-col gap-4 rounded-2xl border border-slate-200 p-6" action="https://formspree.example/f/xkgwqzpl" method="POST"><label class="flex flex-col gap-1 text-sm font-medium">Nome<input name="nome" required class="rounded-lg border border-slate-300 px-3 py-2"/></label><label class="flex flex-col gap-1 text-sm font-medium">Email<input type="email" name="email" required class="rounded-lg border border-slate-300 px-3 py-2"/></label><label class="flex flex-col gap-1 text-sm font-medium">Ti interessa<select name="interesse" class="rounded-lg border border-slate-300 px-3 py-2"><option>Gita in barca</option><option>Barca privata</option><option>Corso di vela</option><option>Corsi ragazzi</option><option>Noleggio</option></select></label><label class="flex flex-col gap-1 text-sm font-medium">Messaggio<textarea name="messaggio" rows="5" class="rounded-lg border border-slate-300 px-3 py-2"></textarea></label><label class="flex gap-2 text-xs text-slate-500"><input type="checkbox" required/> Ho letto l’<a href="/privacy">informativa privacy</a></label><button type="submit" class="rounded-full bg-orange-500 px-5 py-2.5 text-sm font-semibold text-white">Invia</button></form>`,
          ],
        ),
      ]),
    ].join(''),
  },
];
