import {
  a,
  type BellavistaPage,
  BV_BT_PHONE,
  BV_BT_STREET,
  BV_BT_TOWN,
  BV_CENTRO_PHONE,
  BV_CENTRO_STREET,
  BV_CENTRO_TOWN,
  BV_EMAIL,
  b,
  btn,
  p,
  sAlert,
  sCallToAction,
  sComparisons,
  sCover,
  sFaq,
  sFeatures,
  sForm,
  sMap,
  sTableOfContent,
  sTabs,
  sText,
  sTextImage,
  sThreeColumns,
  sTimeline,
  sTitle,
  table,
  ul,
} from './ottica-bellavista.layout.ts';

/** The home page: the cover, the Christmas notice, three services, why us, the brands, repairs and a line in English. */
export const bellavistaHome: BellavistaPage = {
  path: '/',
  title: 'Home',
  description:
    'Ottica Bellavista, ottici optometristi a Verona dal 1987: esame della vista, occhiali da vista e da sole, lenti a contatto, occhiali per bambini e riparazioni. In centro e in Borgo Trento.',
  mainObject: 'website.page(2,)',
  body: [
    sCover(
      'Ottica Bellavista',
      'Ottici optometristi a Verona dal 1987: in centro, a due passi da Porta Borsari, e in Borgo Trento.',
      '1519-7a2c4e1f/vetrina-corso-porta-borsari.webp',
      [btn("Prenota l'esame della vista", '/appointment'), btn('Sedi e orari', '/sedi-e-orari', 'secondary')],
    ),
    sAlert(
      'info',
      p(
        `${b('Natale 2026')}: a dicembre il negozio del centro è aperto anche la domenica. ${a('Tutti gli orari delle feste', '/blog/novita-1/orari-di-natale-2026-12')}.`,
      ),
    ),
    sThreeColumns([
      [
        'Esame della vista',
        'Con i nostri optometristi, su appuntamento, in tutti e due i negozi. Gratuito se poi fai gli occhiali da noi.',
        '1520-b81f0c3d/esame-della-vista.webp',
        ['Scopri di più', '/esame-della-vista'],
      ],
      [
        'Lenti a contatto',
        'Lenti di prova da portare a casa e il Piano Lenti: le tue lenti ogni mese, con la consegna a casa.',
        '1521-3e9d7b20/lenti-a-contatto.webp',
        ['Scopri di più', '/lenti-a-contatto'],
      ],
      [
        'Occhiali pronti in 1 ora',
        'Per le lenti monofocali più comuni, nel laboratorio del negozio del centro.',
        '1522-c04a6e95/laboratorio.webp',
        ['Tempi e prezzi', '/prezzi'],
      ],
    ]),
    sFeatures('Perché Bellavista', [
      ['fa-eye', 'Optometristi laureati', 'Ogni esame della vista lo fa un optometrista, mai un commesso.'],
      [
        'fa-wrench',
        'Laboratorio interno',
        'Montiamo e ripariamo gli occhiali nel nostro laboratorio in centro.',
      ],
      ['fa-shield', 'Garanzia di 2 anni', 'Su montature e lenti, contro i difetti di fabbricazione.'],
      [
        'fa-credit-card',
        'Pagamento a rate',
        'Con Findomestic, a tasso zero, per gli acquisti più importanti.',
      ],
    ]),
    sTextImage(
      'I marchi che trovi da noi',
      [
        p(
          'Montature Lindberg, Silhouette, Persol, Ray-Ban, Oakley, Etnia Barcelona e Lozza, e la nostra linea Bellavista, fatta a mano in Cadore.',
          'La scelta più ampia è nel negozio del centro; a Borgo Trento trovi i modelli più richiesti e le montature per bambini.',
        ),
        btn('Vedi i prezzi', '/prezzi'),
      ],
      '1523-4f1d2c3b/montature-parete.webp',
      'Montature in esposizione',
      true,
    ),
    sCallToAction('Hai rotto gli occhiali? Le piccole riparazioni le facciamo subito, mentre aspetti.', [
      'Riparazioni',
      '/riparazioni',
    ]),
    sText(
      p(
        `<em>Visiting Verona?</em> Broken glasses, lost contact lenses: ${a('information in English', '/en/tourists')}.`,
      ),
    ),
  ].join('\n'),
};

/** The shop's own pages: who we are, the services, prices, agreements, shops and hours, FAQ. */
export const bellavistaPages: BellavistaPage[] = [
  {
    path: '/chi-siamo',
    title: 'Chi siamo',
    description:
      'La storia di Ottica Bellavista, dal 1987 in Corso Porta Borsari a Verona, e le persone che ti accolgono nei nostri due negozi.',
    mainObject: 'website.page(5,)',
    body: [
      sTitle('Chi siamo', 'Una famiglia di ottici, a Verona dal 1987.'),
      sTextImage(
        'La nostra storia',
        [
          p(
            'Ottica Bellavista l’ha aperta Giorgio Zanella nel 1987 in Corso Porta Borsari, nella bottega dove prima c’era un orologiaio. Dal 2011 la guida sua figlia Marta, ottica optometrista, e nel 2016 abbiamo aperto il secondo negozio in Borgo Trento, a pochi passi dall’ospedale.',
            'Siamo rimasti un negozio di famiglia: ti chiamiamo per nome, ci ricordiamo la tua gradazione e, se qualcosa non va, lo sistemiamo.',
          ),
        ],
        '1530-9d0e2a7c/giorgio-e-marta.webp',
        'Giorgio e Marta Zanella in negozio',
      ),
      sTimeline('Dal 1987 a oggi', [
        [
          '1987',
          'Il primo negozio',
          'Giorgio Zanella apre Ottica Bellavista in Corso Porta Borsari.',
          'fa-flag',
        ],
        [
          '2011',
          'Arriva Marta',
          'Marta Zanella, ottica optometrista, prende la guida del negozio e apre il reparto di contattologia.',
          'fa-user',
        ],
        ['2016', 'Borgo Trento', 'Apriamo il secondo negozio in Via Goffredo Mameli.', 'fa-map-marker'],
        [
          '2025',
          'Il laboratorio express',
          'Nel negozio del centro arriva la nuova molatrice automatica: occhiali monofocali pronti in 1 ora.',
          'fa-clock-o',
        ],
      ]),
      sText(
        '<h2>Le persone</h2>',
        '<h3>Marta Zanella</h3>',
        p(
          'Ottica optometrista e titolare. Si occupa di lenti a contatto: le applicazioni le fa lei, nel negozio del centro.',
        ),
        '<h3>Luca Ferrandi</h3>',
        p(
          'Optometrista, laureato in Ottica e Optometria all’Università di Padova. Fa gli esami della vista nel negozio del centro.',
        ),
        '<h3>Sara Benedetti</h3>',
        p(
          'Ottica optometrista, responsabile del negozio di Borgo Trento, dove fa gli esami della vista agli adulti e ai bambini. Parla inglese e tedesco.',
        ),
        '<h3>Davide Pozza</h3>',
        p('Tecnico di laboratorio: monta le lenti sulle montature e ripara gli occhiali.'),
      ),
    ].join('\n'),
  },
  {
    path: '/esame-della-vista',
    title: 'Esame della vista',
    description:
      "L'esame della vista da Ottica Bellavista a Verona: quanto dura, quanto costa, chi lo fa e come prenotarlo.",
    mainObject: 'website.page(6,)',
    body: [
      sTitle(
        'Esame della vista',
        'Un controllo completo della vista con un optometrista, in uno dei nostri due negozi.',
      ),
      sTableOfContent([
        [
          'Come funziona',
          p(
            'L’esame della vista (controllo optometrico) dura circa 40 minuti. Misuriamo la tua vista da lontano e da vicino, controlliamo come lavorano insieme i due occhi e misuriamo la pressione oculare con il tonometro a soffio. Non usiamo colliri: dopo l’esame puoi guidare.',
            'Lo fanno i nostri optometristi: Luca Ferrandi nel negozio del centro e Sara Benedetti in quello di Borgo Trento.',
          ),
        ],
        [
          'Quanto costa',
          p(
            'L’esame della vista costa € 35. È gratuito se entro 60 giorni fai da noi un occhiale da vista completo (montatura e lenti graduate): in quel caso i € 35 te li scaliamo dal prezzo degli occhiali.',
          ),
        ],
        [
          'Su appuntamento',
          p(
            'L’esame della vista si fa solo su appuntamento: prenota online, chiama il negozio o scrivici su WhatsApp. Se non puoi venire, avvisaci almeno 24 ore prima.',
            btn('Prenota online', '/appointment'),
          ),
        ],
        [
          'Cosa portare',
          ul(
            'gli occhiali che porti adesso, anche quelli vecchi;',
            'le lenti a contatto, se le usi: toglile almeno 2 ore prima dell’esame;',
            'l’ultima prescrizione dell’oculista, se ce l’hai;',
            'la tessera sanitaria, per lo scontrino da detrarre.',
          ),
        ],
        [
          'Bambini',
          p(
            `Facciamo l’esame della vista ai bambini dai 4 anni, a Borgo Trento con Sara Benedetti. Leggi la pagina ${a('Bambini', '/bambini')}.`,
          ),
        ],
        [
          'Optometrista o oculista?',
          p(
            'L’optometrista misura la vista e ti prepara gli occhiali o le lenti a contatto giuste. Non è un medico: non facciamo visite oculistiche, non diagnostichiamo malattie dell’occhio e non prescriviamo farmaci. Se durante l’esame notiamo qualcosa che non va, ti consigliamo di andare dall’oculista.',
            'Non rilasciamo certificati per la patente di guida: per il rinnovo serve il certificato di un medico abilitato.',
          ),
        ],
      ]),
      sCallToAction('Prenota il tuo esame della vista: scegli il negozio, il giorno e l’ora.', [
        'Prenota',
        '/appointment',
      ]),
    ].join('\n'),
  },
  {
    path: '/lenti-a-contatto',
    title: 'Lenti a contatto',
    description:
      'Lenti a contatto giornaliere, mensili, toriche e multifocali a Verona: prima applicazione, lenti di prova e il Piano Lenti con consegna a casa.',
    mainObject: 'website.page(7,)',
    body: [
      sTitle('Lenti a contatto', 'Giornaliere, mensili, toriche e multifocali: le proviamo insieme.'),
      sTextImage(
        'La prima applicazione',
        [
          p(
            'La prima volta ti facciamo un esame della vista completo, misuriamo la cornea e ti insegniamo a mettere e togliere le lenti. L’applicazione la fa Marta Zanella, nel negozio del centro, su appuntamento, e dura circa un’ora.',
            'L’applicazione costa € 50 ed è gratuita se attivi un Piano Lenti.',
            'Poi ti diamo le lenti di prova da portare a casa per 7 giorni, gratis: le provi al lavoro, al computer, in bici, e solo dopo decidi.',
          ),
        ],
        '1531-5b7f1e08/applicazione-lenti.webp',
        'Applicazione delle lenti a contatto',
      ),
      sComparisons(
        'Piano Lenti: le tue lenti ogni mese',
        [
          {
            name: 'Mensili',
            price: '19',
            term: 'al mese',
            items: [
              'Lenti mensili per entrambi gli occhi',
              'Liquido di manutenzione incluso',
              'Controllo ogni 6 mesi',
              'Consegna a casa gratis ogni 3 mesi',
            ],
            button: ['Attiva', '/appointment'],
          },
          {
            name: 'Giornaliere',
            price: '39',
            term: 'al mese',
            items: [
              'Un paio di lenti nuove ogni giorno',
              'Niente liquidi né custodia',
              'Controllo ogni 6 mesi',
              'Consegna a casa gratis ogni 3 mesi',
            ],
            button: ['Attiva', '/appointment'],
            highlight: true,
          },
          {
            name: 'Toriche e multifocali',
            price: '49',
            term: 'al mese',
            items: [
              'Per l’astigmatismo o la presbiopia',
              'Mensili o giornaliere',
              'Controllo ogni 6 mesi',
              'Consegna a casa gratis ogni 3 mesi',
            ],
            button: ['Attiva', '/appointment'],
          },
        ],
        'Il Piano Lenti si paga con addebito mensile sul conto corrente (SEPA). Le lenti si possono anche ritirare in negozio.',
      ),
      sTabs('Quale lente fa per te', [
        [
          'Giornaliere',
          p(
            'Le più igieniche: si mettono al mattino e si buttano la sera. Ideali per lo sport, per chi le porta solo qualche giorno alla settimana e per chi soffre di allergie.',
          ),
        ],
        [
          'Mensili',
          p(
            'Si cambiano ogni 30 giorni e ogni sera vanno pulite e conservate nel liquido. Costano meno se le porti tutti i giorni.',
          ),
        ],
        [
          'Toriche e multifocali',
          p(
            'Le toriche correggono l’astigmatismo, le multifocali la presbiopia: vedi da vicino e da lontano senza occhiali da lettura. L’applicazione è più lunga e serve un controllo dopo 15 giorni.',
          ),
        ],
      ]),
      sText(
        '<h2>Le marche</h2>',
        p(
          'Lavoriamo con lenti CooperVision, Alcon e Johnson &amp; Johnson (Acuvue). Le lenti giornaliere più comuni le trovi anche nel nostro negozio online.',
          'Non vendiamo lenti colorate senza gradazione: le lenti a contatto sono un dispositivo medico e le applichiamo solo dopo un esame.',
        ),
      ),
      sCallToAction('Prenota l’applicazione con Marta.', ['Prenota', '/appointment']),
    ].join('\n'),
  },
  {
    path: '/occhiali-da-sole',
    title: 'Occhiali da sole',
    description:
      'Occhiali da sole Ray-Ban, Persol, Oakley, Carrera e Lozza a Verona, e lenti da sole graduate, progressive e polarizzate.',
    mainObject: 'website.page(8,)',
    body: [
      sAlert(
        'warning',
        p(
          `${b('Promo Estate 2026')}: lenti da sole graduate a € 79 invece di € 120 la coppia! Valida fino al 30 settembre 2026.`,
        ),
      ),
      sTitle('Occhiali da sole', 'Anche graduati, anche progressivi.'),
      sTextImage(
        'I marchi',
        [
          p(
            `Ray-Ban, Persol, Oakley, Carrera e Lozza: i modelli più richiesti li trovi in tutti e due i negozi, la scelta più ampia è in centro. Alcuni modelli si comprano anche nel nostro ${a('negozio online', '/shop')}.`,
            'Tutti i nostri occhiali da sole hanno il filtro UV400 e la marcatura CE.',
          ),
        ],
        '1532-e2a9c4d1/occhiali-da-sole.webp',
        'Occhiali da sole in vetrina',
      ),
      sFeatures('Le lenti da sole graduate', [
        [
          'fa-sun-o',
          'Monofocali',
          'Lenti da sole graduate da € 120 la coppia, su quasi tutte le montature da sole.',
        ],
        ['fa-road', 'Progressive', 'Lenti da sole progressive da € 320 la coppia.'],
        ['fa-tint', 'Polarizzate', 'Tolgono i riflessi dell’acqua e dell’asfalto: € 40 in più la coppia.'],
      ]),
      sText(
        '<h2>Da sapere</h2>',
        p(
          'Le lenti di categoria 4, le più scure, sono fatte per il ghiacciaio e l’alta montagna: non sono adatte alla guida.',
          'Hai già gli occhiali da vista? Per molte montature facciamo su misura le clip da sole magnetiche, da € 45.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/bambini',
    title: 'Occhiali per bambini',
    description:
      "Esame della vista per bambini dai 4 anni, occhiali infrangibili e la convenzione con l'ULSS 9 Scaligera: Ottica Bellavista, Borgo Trento, Verona.",
    mainObject: 'website.page(9,)',
    body: [
      sTitle('Occhiali per bambini', 'La vista dei bambini cambia in fretta: controlliamola insieme.'),
      sTextImage(
        'Il primo esame della vista',
        [
          p(
            'Facciamo l’esame della vista ai bambini dai 4 anni: dura circa 30 minuti ed è pensato come un gioco, con figure al posto delle lettere. Lo fa Sara Benedetti, nel negozio di Borgo Trento, il mercoledì e il venerdì pomeriggio, su appuntamento.',
            'Sotto i 4 anni, o se il pediatra ha notato uno strabismo, il primo controllo va fatto dall’oculista pediatrico.',
            'Per i bambini l’esame costa € 35 come per gli adulti, ed è gratuito se poi fai gli occhiali da noi.',
          ),
        ],
        '1533-0c6b8f2e/bambina-occhiali.webp',
        'Bambina con gli occhiali',
      ),
      sThreeColumns([
        [
          'Occhiale completo',
          'Montatura per bambini e lenti monofocali in policarbonato infrangibile, con antigraffio: da € 99.',
          '1534-71d3a9b5/occhiale-bambino.webp',
        ],
        [
          'Montature flessibili',
          'Aste in silicone e cerniere flessibili che resistono alle cadute e ai giochi. Montature per bambini da € 49.',
          '1535-a8e04c17/montature-flessibili.webp',
        ],
        [
          'Garanzia Cresci con noi',
          'Se entro un anno la gradazione cambia, le lenti nuove sono gratis (una volta). Se la montatura si rompe entro un anno, te la sostituiamo con € 20.',
          '1536-2f5c7d60/cresci-con-noi.webp',
        ],
      ]),
      sText(
        '<h2>Con la prescrizione dell’ULSS</h2>',
        p(
          'Per i bambini fino a 14 anni con la prescrizione dell’oculista e l’autorizzazione dell’ULSS 9 Scaligera (per esempio per l’ambliopia, l’“occhio pigro”), le lenti sono fornite in convenzione: paghi solo la montatura. Porta in negozio l’autorizzazione originale e pensiamo noi al resto.',
          'Vendiamo anche i cerotti oculari per la terapia dell’occhio pigro, in confezioni da 50 a € 14.',
        ),
      ),
      sCallToAction('Prenota il controllo della vista di tuo figlio a Borgo Trento.', [
        'Prenota',
        '/appointment',
      ]),
    ].join('\n'),
  },
  {
    path: '/riparazioni',
    title: 'Riparazioni',
    description:
      'Riparazione di occhiali a Verona: viti, naselli, terminali, saldature e lenti nuove sulla tua montatura. Gratis per i clienti Bellavista.',
    mainObject: 'website.page(10,)',
    body: [
      sTitle('Riparazioni', 'Occhiali rotti? Portaceli.'),
      sText(
        p(
          'Nel laboratorio del negozio del centro Davide ripara occhiali di ogni marca, anche se non li hai comprati da noi. Le piccole riparazioni le facciamo subito, mentre aspetti, anche a Borgo Trento; le altre passano dal laboratorio del centro.',
          'Per i clienti Bellavista le piccole riparazioni sono gratuite.',
        ),
        table(
          ['Riparazione', 'Clienti Bellavista', 'Altri'],
          [
            ['Regolazione e pulizia a ultrasuoni', 'gratis', 'gratis'],
            ['Sostituzione di viti o naselli', 'gratis', '€ 5'],
            ['Sostituzione dei terminali delle aste', 'gratis', '€ 10'],
            ['Saldatura di una montatura in metallo', 'da € 40', 'da € 40'],
            ['Lenti nuove sulla tua montatura', 'prezzi di listino', 'prezzi di listino'],
          ],
        ),
      ),
      sText(
        '<h2>Tempi</h2>',
        p(
          'Viti, naselli e regolazioni: subito, senza appuntamento. Saldature: 7 giorni lavorativi, perché le mandiamo a un laboratorio specializzato. Lenti nuove sulla tua montatura: gli stessi tempi degli occhiali nuovi.',
        ),
        '<h2>Cosa non possiamo riparare</h2>',
        p(
          'Le montature in acetato o in plastica non si possono saldare: se il frontale si spezza, si può solo sostituire con un ricambio originale, quando la marca lo fornisce. Non saldiamo nemmeno le montature in titanio.',
        ),
        '<h2>Chi è cliente Bellavista?</h2>',
        p(
          'Chi ha comprato da noi gli occhiali che ci porta a riparare. Non serve lo scontrino: dicci il tuo nome e ti troviamo nella nostra scheda clienti.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/prezzi',
    title: 'Prezzi',
    description:
      'I prezzi di Ottica Bellavista: esame della vista, montature, lenti monofocali e progressive, occhiali pronti in 1 ora, garanzia e pagamenti a rate.',
    mainObject: 'website.page(11,)',
    body: [
      sTitle('Prezzi', 'Occhiali da vista, lenti progressive e servizi. Prezzi validi dal 1° marzo 2026.'),
      sText(
        '<h2>Occhiali da vista</h2>',
        table(
          ['', 'Prezzo'],
          [
            ['Esame della vista', '€ 35 (gratuito con l’acquisto di un occhiale da vista completo)'],
            ['Montature della linea Bellavista', 'da € 59'],
            ['Montature di marca', 'da € 150'],
            ['Lenti monofocali con antiriflesso, la coppia', 'da € 80'],
            ['Lenti monofocali assottigliate 1.67, la coppia', 'da € 180'],
            ['Lenti per la lettura o per il computer, la coppia', 'da € 95'],
          ],
        ),
      ),
      sComparisons(
        'Lenti progressive',
        [
          {
            name: 'Progressive Base',
            price: '290',
            term: 'la coppia',
            items: [
              'Per chi inizia con le progressive, o come secondo paio',
              'Antiriflesso incluso',
              'Campo di lettura standard',
            ],
          },
          {
            name: 'Progressive Comfort',
            price: '450',
            term: 'la coppia',
            items: [
              'Campo intermedio più ampio, per il computer',
              'Antiriflesso e antigraffio',
              'Lenti assottigliate',
            ],
            highlight: true,
          },
          {
            name: 'Progressive Premium',
            price: '690',
            term: 'la coppia',
            items: [
              'Personalizzate sui tuoi parametri di montaggio',
              'Antiriflesso, antigraffio e idrorepellente',
              'Garanzia di adattamento',
            ],
          },
        ],
        'Prezzi a partire da: il prezzo finale dipende dalla gradazione. Montatura esclusa.',
      ),
      sTabs('Da sapere', [
        [
          'Tempi di consegna',
          p(
            'Occhiali con lenti monofocali: pronti in 5 giorni lavorativi.',
            'Occhiali con lenti progressive: pronti in 7–10 giorni lavorativi, perché le lenti sono fatte su misura.',
          ),
        ],
        [
          'Pronti in 1 ora',
          p(
            'Nel negozio del centro, dove c’è il nostro laboratorio, prepariamo in 1 ora gli occhiali con lenti monofocali di magazzino: gradazione fino a ± 4,00 diottrie e astigmatismo fino a 2,00. Il servizio express costa € 15 in più.',
            'Non vale per le lenti progressive e per le lenti colorate.',
          ),
        ],
        [
          'Garanzia di adattamento',
          p(
            'Con le Progressive Premium, se entro 60 giorni non ti abitui alle lenti, te le rifacciamo gratis una volta, anche con un altro tipo di lente.',
          ),
        ],
        [
          'Garanzia',
          p(
            'Tutti gli occhiali da vista e da sole hanno 2 anni di garanzia sui difetti di fabbricazione della montatura e delle lenti (per esempio una saldatura che si stacca o un antiriflesso che si sfoglia). La garanzia non copre le rotture accidentali, i graffi e l’usura.',
          ),
        ],
      ]),
      sText(
        '<h2>Come pagare</h2>',
        p(
          'Contanti, bancomat, carte di credito e Satispay.',
          'Per acquisti da € 300 a € 3.000 puoi pagare a rate con Findomestic: da 3 a 20 rate mensili a tasso zero (TAN 0%, TAEG 0%). La pratica si fa in negozio in circa 15 minuti: porta un documento d’identità, la tessera sanitaria e l’IBAN del tuo conto.',
          `Occhiali da vista e lenti a contatto sono spese sanitarie detraibili: vedi ${a('Convenzioni', '/convenzioni')}.`,
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/convenzioni',
    title: 'Convenzioni e detrazioni',
    description:
      "Fondi sanitari, convenzione con l'ULSS 9 Scaligera per i bambini, sconti e detrazione fiscale degli occhiali da vista.",
    mainObject: 'website.page(12,)',
    body: [
      sTitle('Convenzioni e detrazioni'),
      sTableOfContent([
        [
          'Fondi sanitari',
          p(
            'Siamo convenzionati in forma diretta con i fondi sanitari UniSalute e Metasalute: se il tuo piano copre gli occhiali, non anticipi nulla fino al massimale previsto. Porta la prescrizione e la tessera del fondo: l’autorizzazione la chiediamo noi.',
            'Con gli altri fondi e le assicurazioni paghi in negozio e ti diamo la fattura dettagliata, con la prescrizione, da mandare al tuo fondo per il rimborso.',
          ),
        ],
        [
          'ULSS 9 Scaligera',
          p(
            'Per i bambini fino a 14 anni con la prescrizione dell’oculista e l’autorizzazione dell’ULSS 9 Scaligera le lenti sono fornite in convenzione: si paga solo la montatura.',
            'La convenzione con l’ULSS vale solo per i bambini.',
          ),
        ],
        [
          'Sconti',
          ul(
            'Over 65: sconto del 15% sulle lenti da vista.',
            'Dipendenti dell’Ospedale di Borgo Trento e dell’Università di Verona: sconto del 10% su occhiali da vista e da sole, mostrando il badge.',
            'Gli sconti non si sommano tra loro né con altre promozioni.',
          ),
        ],
        [
          'Detrazione fiscale',
          p(
            'Occhiali da vista, lenti a contatto, liquidi ed esame della vista sono spese sanitarie detraibili al 19% nella dichiarazione dei redditi. Ti diamo lo scontrino con il tuo codice fiscale e mandiamo noi la spesa al Sistema Tessera Sanitaria: la ritrovi nella dichiarazione precompilata.',
            'Gli occhiali da sole senza gradazione non sono detraibili.',
          ),
        ],
      ]),
    ].join('\n'),
  },
  {
    path: '/sedi-e-orari',
    title: 'Sedi e orari',
    description:
      'I due negozi di Ottica Bellavista a Verona, in Corso Porta Borsari e in Via Mameli (Borgo Trento): orari, come arrivare, parcheggi e contatti.',
    mainObject: 'website.page(13,)',
    body: [
      sTitle('Sedi e orari', 'Due negozi a Verona: in centro e in Borgo Trento.'),
      sTextImage(
        'Negozio del centro',
        [
          p(`${BV_CENTRO_STREET}, ${BV_CENTRO_TOWN}<br>Tel. ${BV_CENTRO_PHONE}`),
          table(
            ['Giorno', 'Orario'],
            [
              ['Lunedì – Sabato', '9:30–13:00 e 15:00–19:30'],
              ['Domenica', 'chiuso'],
            ],
          ),
          p('Qui c’è il laboratorio: occhiali pronti in 1 ora e riparazioni mentre aspetti.'),
        ],
        '1537-d9c2e5a4/negozio-centro.webp',
        'Il negozio di Corso Porta Borsari',
      ),
      sMap('Corso Porta Borsari 27, Verona'),
      sTextImage(
        'Negozio di Borgo Trento',
        [
          p(`${BV_BT_STREET}, ${BV_BT_TOWN}<br>Tel. ${BV_BT_PHONE}`),
          table(
            ['Giorno', 'Orario'],
            [
              ['Lunedì', 'mattina chiuso, 15:00–19:00'],
              ['Martedì – Venerdì', '9:00–12:30 e 15:00–19:00'],
              ['Sabato', '9:00–12:30, pomeriggio chiuso'],
              ['Domenica', 'chiuso'],
            ],
          ),
        ],
        '1538-4a7e0b93/negozio-borgo-trento.webp',
        'Il negozio di Via Mameli',
        true,
      ),
      sMap('Via Goffredo Mameli 58, Verona'),
      sText(
        '<h2>Ad agosto</h2>',
        p(
          'Ad agosto non chiudiamo mai tutti e due: il negozio del centro resta aperto tutto il mese (chiuso solo a Ferragosto), quello di Borgo Trento chiude per ferie tre settimane. Nel 2026: dal 3 al 22 agosto.',
        ),
      ),
      sTabs('Come arrivare', [
        [
          'Centro',
          p(
            'Corso Porta Borsari è in ZTL e area pedonale: in auto non si arriva davanti al negozio. I parcheggi più vicini sono il Parcheggio Cittadella (circa 10 minuti a piedi) e il parcheggio dell’Arsenale, oltre il Ponte di Castelvecchio (circa 12 minuti a piedi).',
            'In autobus: dalla stazione di Porta Nuova le linee 11, 12 e 13 fino a Piazza Bra, poi 5 minuti a piedi.',
            'All’ingresso c’è un gradino: suona il campanello e ti portiamo la pedana per la carrozzina.',
          ),
        ],
        [
          'Borgo Trento',
          p(
            'Via Mameli è fuori dalla ZTL. Davanti al negozio ci sono due posti auto riservati ai clienti, e nelle vie intorno le strisce blu.',
            'In autobus: linee 21 e 22, fermata Via Mameli, davanti al negozio.',
            'Il negozio è senza gradini, accessibile in carrozzina.',
          ),
        ],
      ]),
      sForm(
        'Scrivici',
        `Ti rispondiamo entro un giorno lavorativo. Per l’esame della vista puoi ${a('prenotare online', '/appointment')}.`,
        [
          { name: 'name', label: 'Nome e cognome', required: true },
          { name: 'phone', label: 'Telefono', kind: 'tel' },
          { name: 'email_from', label: 'Email', kind: 'email', required: true },
          {
            name: 'negozio',
            label: 'Negozio',
            kind: 'selection',
            options: ['Centro (Corso Porta Borsari)', 'Borgo Trento (Via Mameli)'],
          },
          { name: 'description', label: 'Messaggio', kind: 'text', required: true },
          { name: 'privacy', label: 'Ho letto l’informativa privacy', kind: 'checkbox', required: true },
        ],
        [
          ['email_to', BV_EMAIL],
          ['subject', 'Richiesta dal sito'],
        ],
      ),
    ].join('\n'),
  },
  {
    path: '/faq',
    title: 'Domande frequenti',
    description:
      'Le risposte alle domande più frequenti su esame della vista, occhiali, lenti a contatto e pagamenti da Ottica Bellavista.',
    mainObject: 'website.page(14,)',
    body: [
      sTitle('Domande frequenti', 'Clicca su una domanda per leggere la risposta.'),
      sFaq('Esame della vista', [
        [
          'Posso fare l’esame della vista senza appuntamento?',
          'No, l’esame della vista si fa solo su appuntamento, perché dura circa 40 minuti e l’optometrista non è sempre in negozio. Senza appuntamento puoi passare per regolare o pulire gli occhiali e per le piccole riparazioni.',
        ],
        [
          'Ho la prescrizione dell’oculista: devo rifare l’esame?',
          'No: se la prescrizione ha meno di 12 mesi, facciamo gli occhiali direttamente su quella. Portala in negozio (va bene anche una foto).',
        ],
        [
          'Fate l’esame della vista a domicilio?',
          'Sì, per chi non può uscire di casa, nel comune di Verona. Costa € 60 e si prenota per telefono.',
        ],
        [
          'Mi date una copia della mia gradazione?',
          'Sì, ti diamo sempre gratis la scheda con la tua gradazione, anche se poi non compri gli occhiali da noi.',
        ],
      ]),
      sFaq('Occhiali e lenti a contatto', [
        [
          'Quanto dura il Piano Lenti?',
          'Il Piano Lenti ha una durata minima di 12 mesi. Dopo il primo anno si può disdire quando vuoi, con 30 giorni di preavviso.',
        ],
        [
          'Avete una garanzia contro le rotture?',
          'Sì, la Garanzia Serenità: costa € 25 e per un anno copre la rottura accidentale della montatura o delle lenti, con una sostituzione gratuita. Si attiva solo quando compri gli occhiali.',
        ],
        [
          'Posso restituire le lenti a contatto?',
          'Le confezioni chiuse sì, entro 30 giorni. Le confezioni aperte no, per motivi igienici.',
        ],
        [
          'Gli occhiali pronti in 1 ora si fanno anche a Borgo Trento?',
          'No, solo nel negozio del centro, dove c’è il laboratorio.',
        ],
      ]),
      sFaq('Pagamenti e altro', [
        [
          'Accettate assegni?',
          'No, non accettiamo assegni. Puoi pagare in contanti, con bancomat, carta di credito, Satispay o a rate con Findomestic.',
        ],
        [
          'Fate la fattura?',
          'Sì, a privati e aziende: dacci il codice fiscale o la partita IVA prima di pagare.',
        ],
        ['Posso entrare con il cane?', 'Sì, i cani al guinzaglio sono benvenuti in tutti e due i negozi.'],
        [
          'Posso lasciare gli occhiali a Borgo Trento e ritirarli in centro?',
          'Sì, tra i due negozi c’è un passaggio ogni giorno: dicci dove preferisci ritirarli.',
        ],
      ]),
    ].join('\n'),
  },
];
