import {
  box,
  button,
  faq,
  gap,
  h1,
  h2,
  h3,
  image,
  line,
  p,
  priceRows,
  repeater,
  rich,
  SALUTE_BOOKING,
  SALUTE_EMAIL,
  SALUTE_PHONE,
  SALUTE_WHATSAPP,
  type SalutePage,
  section,
  ul,
} from './studio-salute-colli.layout.ts';

/** A day and its hours, in two text boxes of one repeater item, as the owner laid out the timetable. */
const hoursRows = (rows: [day: string, hours: string][]) =>
  repeater(rows.map(([day, hours]) => [rich(p(`**${day}**`)), rich(p(hours))]));

/**
 * The Italian site: home, services, staff, prices, first visit, agreements, FAQ, hours and contacts. The
 * staff page, the first-visit page, the agreements page, the FAQ and the service detail pages were never
 * translated. On the prices and contacts pages part of the content sits after `</main>`.
 */
export const saluteItalianPages: SalutePage[] = [
  {
    path: '/',
    lang: 'it',
    title: 'Fisioterapia, visite specialistiche e dentista a Castel dei Colli (BO)',
    description:
      'Poliambulatorio privato a Castel dei Colli, a 20 minuti da Bologna: fisioterapia, fisiatria, ortopedia, ecografie, nutrizione, podologia e studio dentistico.',
    alternate: '/en',
    body: `${section(
      [
        h1('Poliambulatorio Salute dei Colli'),
        rich(
          p(
            'Fisioterapia, visite specialistiche, |ecografie e studio dentistico |a Castel dei Colli, a 20 minuti da Bologna.',
            'font_5',
          ),
          gap(),
          p(
            'Dal 2009 ci prendiamo cura |di chi vive sui colli bolognesi: |**un solo indirizzo** per il mal di schiena, |il ginocchio dopo l’intervento, |il controllo dal dentista |e l’ecografia che ti ha chiesto il medico.',
          ),
        ),
        button('Prenota online', SALUTE_BOOKING, true),
        button('Scopri i servizi', '/servizi'),
      ],
      [
        image(
          'ingresso-poliambulatorio.jpg',
          'Ingresso del Poliambulatorio Salute dei Colli in Via della Fornace',
        ),
      ],
    )}
${section(
  [
    box(
      image('fisioterapia-palestra.jpg', 'Palestra di riabilitazione'),
      h3('Fisioterapia'),
      rich(
        p(
          'Terapia manuale, |esercizio terapeutico, |riabilitazione dopo gli interventi |e terapie fisiche strumentali.',
        ),
      ),
      button('Scopri di più', '/servizi/fisioterapia'),
    ),
  ],
  [
    box(
      image('ecografo.jpg', 'Ambulatorio ecografico'),
      h3('Ecografie'),
      rich(p('Ecografie muscolo-tendinee, |dell’addome e della tiroide, |con referto consegnato subito.')),
      button('Scopri di più', '/servizi/ecografie'),
    ),
  ],
  [
    box(
      image('studio-dentistico.jpg', 'Studio dentistico al primo piano'),
      h3('Studio dentistico'),
      rich(p('Igiene professionale, |cure conservative, |implantologia e ortodonzia |per adulti e bambini.')),
      button('Scopri di più', '/servizi/odontoiatria'),
    ),
  ],
)}
${section([
  h2('Perché sceglierci'),
  rich(
    ul(
      'Specialisti e fisioterapisti |che lavorano in équipe |sullo stesso paziente',
      'Sedute di fisioterapia individuali, |sempre con lo stesso fisioterapista',
      'Referti delle ecografie |consegnati al termine dell’esame',
      'Parcheggio gratuito |riservato ai pazienti |nel cortile interno',
    ),
  ),
])}
${section([
  h2('Dicono di noi'),
  repeater([
    [
      rich(
        p(
          '«Dopo la protesi al ginocchio |la Dott.ssa Zanardi |mi ha rimesso in piedi |in due mesi. Professionali e gentilissimi.»',
        ),
        rich(p('Gabriella, Pianoro', 'font_9')),
      ),
    ],
    [
      rich(
        p('«Finalmente un dentista |che spiega tutto |prima di cominciare.»'),
        rich(p('Stefano, Castel dei Colli', 'font_9')),
      ),
    ],
  ]),
])}
${section([
  h2('Dal nostro blog'),
  repeater([
    [
      rich(
        p(
          '<a href="/post/esame-baropodometrico-plantari">Nuovo servizio: esame baropodometrico e plantari su misura</a>',
        ),
      ),
    ],
    [
      rich(
        p(
          '<a href="/post/mal-di-schiena-quando-andare-dal-fisiatra">Mal di schiena: quando andare dal fisiatra?</a>',
        ),
      ),
    ],
    [rich(p('<a href="/post/orari-estate-2025">Orari estivi 2025</a>'))],
  ]),
  button('Tutti gli articoli', '/blog'),
])}`,
  },
  {
    path: '/servizi',
    lang: 'it',
    title: 'Servizi',
    description:
      'Fisioterapia, fisiatria, ortopedia, ecografie, nutrizione, podologia e odontoiatria al Poliambulatorio Salute dei Colli.',
    alternate: '/en/servizi',
    body: `${section([
      h1('I nostri servizi'),
      rich(
        p(
          'Siamo una struttura sanitaria privata |autorizzata dal Comune di Castel dei Colli. |Per prenotare una visita privata |non serve l’impegnativa del medico di base.',
        ),
      ),
    ])}
${section(
  [
    h2('Fisioterapia e riabilitazione'),
    rich(
      p(
        'Terapia manuale, |esercizio terapeutico, |riabilitazione post-operatoria, |tecarterapia, onde d’urto, |laserterapia e massoterapia. |Anche a domicilio.',
      ),
    ),
    button('Fisioterapia', '/servizi/fisioterapia'),
  ],
  [
    h2('Visite specialistiche'),
    rich(
      ul(
        '**Fisiatria** – |Dott. Paolo Benassi',
        '**Ortopedia** (ginocchio e anca) – |Dott. Alberto Righi',
        '**Nutrizione** – |Dott.ssa Giulia Pancaldi, |biologa nutrizionista: |visita e piano alimentare personalizzato',
        '**Podologia** – |Dott. Luca Ferri: |esame baropodometrico e plantari su misura',
      ),
    ),
    button('Il nostro staff', '/staff'),
  ],
)}
${section(
  [
    h2('Ecografie'),
    rich(p('Ecografia muscolo-tendinea, |dell’addome completo, |della tiroide e dei tessuti molli.')),
    button('Ecografie', '/servizi/ecografie'),
  ],
  [
    h2('Studio dentistico'),
    rich(
      p(
        'Prima visita e preventivo, |igiene professionale, |conservativa, endodonzia, |implantologia, |ortodonzia con allineatori trasparenti |e odontoiatria pediatrica.',
      ),
    ),
    button('Studio dentistico', '/servizi/odontoiatria'),
  ],
)}
${section([
  rich(
    p(
      '**Esami che non eseguiamo.** |Non eseguiamo risonanze magnetiche, TAC |né radiografie tradizionali: |se ti servono, |la segreteria ti indica i centri della zona. |Nello studio dentistico |facciamo solo le piccole radiografie endorali |durante le cure.',
    ),
  ),
])}`,
  },
  {
    path: '/servizi/fisioterapia',
    lang: 'it',
    title: 'Fisioterapia e riabilitazione',
    description:
      'Fisioterapia individuale, riabilitazione post-operatoria, tecarterapia, onde d’urto, laser e fisioterapia a domicilio a Castel dei Colli.',
    body: `${section(
      [
        h1('Fisioterapia e riabilitazione'),
        rich(
          p(
            'Ogni seduta di fisioterapia |dura 45 minuti ed è individuale: |un fisioterapista, un paziente, |per tutta la durata della seduta.',
          ),
          gap(),
          p(
            'Per iniziare un ciclo di fisioterapia |serve una prima visita fisiatrica |oppure la prescrizione del tuo medico o di uno specialista, |con la diagnosi.',
          ),
        ),
      ],
      [image('palestra-riabilitazione.jpg', 'La palestra di riabilitazione al piano terra')],
    )}
${section([
  h2('Cosa trattiamo'),
  rich(
    ul(
      'Mal di schiena, |cervicalgia e sciatalgia',
      'Riabilitazione dopo protesi di anca e di ginocchio',
      'Riabilitazione dopo ricostruzione del legamento crociato anteriore',
      'Spalla dolorosa, |tendiniti e lesioni della cuffia dei rotatori',
      'Distorsioni di caviglia |e traumi sportivi',
      'Rieducazione posturale',
    ),
  ),
])}
${section(
  [
    h2('Terapie fisiche'),
    rich(
      p('**Tecarterapia** – |sedute da 30 minuti.'),
      p(
        '**Onde d’urto focali** – |per tendiniti e calcificazioni. |Non si eseguono in gravidanza |né su chi porta un pacemaker.',
      ),
      p('**Laserterapia ad alta potenza** – |per il dolore acuto e le contratture.'),
      p('**Massoterapia** – |massaggio decontratturante da 30 minuti.'),
    ),
  ],
  [
    h2('Pacchetti'),
    rich(
      p(
        'Il pacchetto da 10 sedute |si paga all’inizio del ciclo |e va utilizzato entro 3 mesi |dalla prima seduta.',
      ),
      p('Le tariffe sono nella pagina <a href="/prezzi">Tariffe</a>.'),
    ),
  ],
)}
${section([
  h2('Fisioterapia a domicilio'),
  rich(
    p(
      'Se non riesci a muoverti da casa, |per esempio nelle prime settimane dopo un intervento, |il fisioterapista viene da te.',
    ),
    ul(
      'Effettuiamo fisioterapia a domicilio |**entro 15 km** dallo studio |(Castel dei Colli, Pianoro, Sasso Marconi, Monterenzio e frazioni).',
      'Oltre i 15 km |non effettuiamo visite a domicilio.',
      'Dal lunedì al venerdì, |con il Dott. Marco Lelli.',
      'Ogni seduta a domicilio dura 60 minuti |e costa € 65, |spostamento compreso.',
    ),
    p(`Per richiederla |chiama la segreteria al ${SALUTE_PHONE}.`),
  ),
])}`,
  },
  {
    path: '/servizi/odontoiatria',
    lang: 'it',
    title: 'Studio dentistico',
    description:
      'Dentista a Castel dei Colli: prima visita gratuita, igiene professionale, otturazioni, devitalizzazioni, impianti, allineatori trasparenti e dentista per bambini.',
    body: `${section(
      [
        h1('Studio dentistico'),
        rich(
          p('Lo studio dentistico |si trova al primo piano, |raggiungibile con l’ascensore.'),
          p(
            'La **prima visita odontoiatrica è gratuita**: |il dentista controlla denti e gengive |e ti consegna un preventivo scritto |prima di iniziare qualsiasi cura.',
          ),
        ),
      ],
      [image('poltrona-dentista.jpg', 'La sala operativa dello studio dentistico')],
    )}
${section([
  h2('Igiene dentale professionale'),
  rich(
    p(
      'L’igiene professionale, |la classica «pulizia dei denti», |rimuove tartaro e macchie |e dura circa 50 minuti. |La consigliamo ogni 6 mesi. |La esegue la nostra igienista, |Dott.ssa Sara Monari.',
    ),
  ),
])}
${section(
  [
    h2('Cure'),
    rich(
      ul(
        'Conservativa (otturazioni) |ed endodonzia (devitalizzazioni)',
        'Implantologia: |impianti in titanio e corone in ceramica',
        'Ortodonzia con allineatori trasparenti |per adulti e ragazzi',
        'Sbiancamento professionale',
      ),
    ),
  ],
  [
    h2('Bambini'),
    rich(
      p(
        'Il Dott. Davide Sarti |segue i bambini dai 4 anni: |prima visita, sigillature |e controllo della crescita dei denti.',
      ),
    ),
  ],
)}
${section([
  h2('Urgenze'),
  rich(
    p(
      'Mal di denti forte |o un dente rotto? |Dal lunedì al venerdì, |se chiami entro le 11:00 |ti riceviamo in giornata. |Il sabato non gestiamo urgenze odontoiatriche.',
    ),
  ),
])}`,
  },
  {
    path: '/servizi/ecografie',
    lang: 'it',
    title: 'Ecografie',
    description:
      'Ecografie muscolo-tendinee, addome completo, tiroide e tessuti molli con referto immediato, Dott.ssa Francesca Cavazza.',
    body: `${section([
      h1('Ecografie'),
      rich(
        p(
          'Le ecografie sono eseguite |dalla Dott.ssa Francesca Cavazza, |medico radiologo, |il mercoledì pomeriggio e il giovedì mattina.',
        ),
        p(
          'Il referto ti viene consegnato |**al termine dell’esame**, |insieme alle immagini più significative.',
        ),
      ),
    ])}
${section(
  [
    h2('Quali ecografie'),
    rich(
      ul(
        'Ecografia muscolo-tendinea |(spalla, gomito, ginocchio, caviglia)',
        'Ecografia dell’addome completo',
        'Ecografia della tiroide',
        'Ecografia dei tessuti molli |(noduli, cisti, linfonodi)',
      ),
    ),
  ],
  [
    h2('Come prepararsi'),
    rich(
      p(
        '**Addome completo:** |digiuno da almeno 6 ore |(puoi bere acqua) |e vescica piena: |bevi 1 litro d’acqua un’ora prima dell’esame |e non urinare.',
      ),
      p('**Tiroide, muscoli e tendini, tessuti molli:** |nessuna preparazione.'),
      p('Porta con te |eventuali ecografie ed esami precedenti.'),
    ),
  ],
)}
${section([
  h2('Come prenotare'),
  rich(
    p(
      `Le ecografie si prenotano |solo per telefono o WhatsApp, |non con la prenotazione online: |la segreteria deve sapere |che esame ti serve e perché. |Tel. ${SALUTE_PHONE} – WhatsApp ${SALUTE_WHATSAPP}.`,
    ),
  ),
])}`,
  },
  {
    path: '/staff',
    lang: 'it',
    title: 'Il nostro staff',
    description:
      'Medici, fisioterapisti, dentisti e specialisti del Poliambulatorio Salute dei Colli, con i giorni di presenza.',
    body: `${section([
      h1('Il nostro staff'),
      rich(
        p(
          'Ecco chi ti accoglie |e in quali giorni lo trovi in studio. |I giorni possono cambiare |nei periodi di ferie: |chiedi conferma alla segreteria.',
        ),
      ),
    ])}
${section([
  h2('Medici specialisti'),
  repeater([
    [
      image('benassi.jpg', 'Dott. Paolo Benassi'),
      rich(
        p('**Dott. Paolo Benassi**'),
        p('Medico fisiatra |– Direttore sanitario', 'font_9'),
        p(
          'Specialista in medicina fisica e riabilitazione. |Riceve il lunedì e il giovedì, |tutto il giorno. |Parla inglese.',
        ),
      ),
    ],
    [
      image('righi.jpg', 'Dott. Alberto Righi'),
      rich(
        p('**Dott. Alberto Righi**'),
        p('Medico ortopedico', 'font_9'),
        p(
          'Chirurgia del ginocchio e dell’anca. |Riceve il primo e il terzo venerdì del mese, |dalle 14:30 alle 19:00.',
        ),
      ),
    ],
    [
      image('cavazza.jpg', 'Dott.ssa Francesca Cavazza'),
      rich(
        p('**Dott.ssa Francesca Cavazza**'),
        p('Medico radiologo', 'font_9'),
        p('Ecografie. |Mercoledì pomeriggio e giovedì mattina.'),
      ),
    ],
  ]),
])}
${section([
  h2('Fisioterapisti'),
  repeater([
    [
      image('zanardi.jpg', 'Dott.ssa Chiara Zanardi'),
      rich(
        p('**Dott.ssa Chiara Zanardi**'),
        p('Fisioterapista', 'font_9'),
        p(
          'Riabilitazione post-operatoria |di spalla e ginocchio, |rieducazione sportiva. |Dal lunedì al venerdì. |Parla inglese e spagnolo.',
        ),
      ),
    ],
    [
      image('lelli.jpg', 'Dott. Marco Lelli'),
      rich(
        p('**Dott. Marco Lelli**'),
        p('Fisioterapista e osteopata', 'font_9'),
        p(
          'Terapia manuale, |mal di schiena e cervicale. |In studio il martedì, |il mercoledì pomeriggio e il venerdì; |fisioterapia a domicilio |il lunedì e il giovedì. |Parla tedesco.',
        ),
      ),
    ],
  ]),
])}
${section([
  h2('Studio dentistico'),
  repeater([
    [
      image('govoni.jpg', 'Dott.ssa Elena Govoni'),
      rich(
        p('**Dott.ssa Elena Govoni**'),
        p('Odontoiatra', 'font_9'),
        p('Conservativa, endodonzia e implantologia. |Martedì e giovedì.'),
      ),
    ],
    [
      image('sarti.jpg', 'Dott. Davide Sarti'),
      rich(
        p('**Dott. Davide Sarti**'),
        p('Odontoiatra', 'font_9'),
        p('Ortodonzia e odontoiatria pediatrica. |Lunedì pomeriggio e venerdì.'),
      ),
    ],
    [
      image('monari.jpg', 'Dott.ssa Sara Monari'),
      rich(
        p('**Dott.ssa Sara Monari**'),
        p('Igienista dentale', 'font_9'),
        p('Igiene professionale e sbiancamento. |Lunedì, mercoledì pomeriggio e sabato mattina.'),
      ),
    ],
  ]),
])}
${section([
  h2('Nutrizione e podologia'),
  repeater([
    [
      image('pancaldi.jpg', 'Dott.ssa Giulia Pancaldi'),
      rich(
        p('**Dott.ssa Giulia Pancaldi**'),
        p('Biologa nutrizionista', 'font_9'),
        p(
          'Piani alimentari per il controllo del peso, |lo sport e le intolleranze. |Martedì pomeriggio. |Parla inglese.',
        ),
      ),
    ],
    [
      image('ferri.jpg', 'Dott. Luca Ferri'),
      rich(
        p('**Dott. Luca Ferri**'),
        p('Podologo', 'font_9'),
        p('Esame baropodometrico e plantari su misura. |Sabato mattina.'),
      ),
    ],
  ]),
])}
${section([
  h2('Segreteria'),
  rich(
    p('Laura e Monica |rispondono al telefono, |gestiscono le prenotazioni |e ti accolgono all’ingresso.'),
  ),
])}`,
  },
  {
    path: '/prezzi',
    lang: 'it',
    title: 'Tariffe',
    description:
      'Listino prezzi 2026 del Poliambulatorio Salute dei Colli: visite, fisioterapia, ecografie, odontoiatria.',
    alternate: '/en/prezzi',
    body: `${section([
      h1('Tariffe'),
      rich(
        p('**Listino prezzi 2026**, |in vigore dal 1° gennaio 2026.'),
        p(
          'Le prestazioni sanitarie |sono esenti IVA (art. 10 DPR 633/72). |Sulle fatture superiori a € 77,47 |si aggiunge l’imposta di bollo di € 2.',
        ),
      ),
    ])}
${section([
  h2('Visite specialistiche'),
  priceRows([
    ['Prima visita fisiatrica', 'circa 40 minuti', '€ 90'],
    ['Visita fisiatrica di controllo', 'entro 6 mesi dalla prima visita', '€ 60'],
    ['Visita ortopedica', '', '€ 120'],
    ['Infiltrazione articolare', 'farmaco escluso', '€ 45'],
    ['Prima visita nutrizionale', 'con piano alimentare personalizzato', '€ 100'],
    ['Visita nutrizionale di controllo', '', '€ 55'],
    ['Esame baropodometrico computerizzato', '', '€ 40'],
    ['Plantari su misura', 'la coppia', 'da € 140'],
  ]),
])}
${section([
  h2('Fisioterapia'),
  priceRows([
    ['Seduta di fisioterapia individuale', '45 minuti', '€ 50'],
    ['Pacchetto 10 sedute di fisioterapia', 'da utilizzare entro 3 mesi', '€ 450'],
    ['Tecarterapia', '30 minuti', '€ 35'],
    ['Onde d’urto focali', 'a seduta', '€ 70'],
    ['Laserterapia ad alta potenza', 'a seduta', '€ 30'],
    ['Massaggio decontratturante', '30 minuti', '€ 38'],
    ['Fisioterapia a domicilio', '60 minuti, entro 15 km dallo studio', '€ 65'],
  ]),
])}`,
    after: `${section([
      h2('Ecografie'),
      priceRows([
        ['Ecografia muscolo-tendinea', 'un distretto', '€ 85'],
        ['Ecografia addome completo', '', '€ 110'],
        ['Ecografia tiroide', '', '€ 95'],
        ['Ecografia tessuti molli', '', '€ 75'],
      ]),
    ])}
${section([
  h2('Studio dentistico'),
  priceRows([
    ['Prima visita odontoiatrica', 'con preventivo scritto', 'gratuita'],
    ['Igiene orale professionale', 'ablazione del tartaro e lucidatura', '€ 75'],
    ['Sbiancamento professionale', '', '€ 250'],
    ['Otturazione', '', 'da € 95'],
    ['Devitalizzazione', '', 'da € 280'],
    ['Impianto dentale', 'impianto in titanio e corona in ceramica', 'da € 1.450'],
    ['Allineatori trasparenti', '', 'preventivo dopo la visita'],
  ]),
])}
${section([
  h2('Pagamenti'),
  rich(
    p(
      'Si paga in segreteria |al termine della prestazione. |Accettiamo contanti, bancomat, |carte di credito (Visa e Mastercard) e Satispay. |**Non accettiamo assegni.**',
    ),
    p('I pacchetti di fisioterapia |si possono pagare anche con bonifico bancario anticipato.'),
    p(
      'Rilasciamo fattura sanitaria, |detraibile al 19% |nella dichiarazione dei redditi: |per la detrazione il pagamento deve essere tracciabile |(carta, bancomat, bonifico o Satispay).',
    ),
    p(
      'Non siamo convenzionati con il Servizio Sanitario Nazionale: |vedi <a href="/convenzioni">Convenzioni e fondi</a>.',
    ),
  ),
])}`,
  },
  {
    path: '/prima-visita',
    lang: 'it',
    title: 'La prima visita',
    description:
      'Cosa portare alla prima visita, pazienti minorenni, disdette e ritardi al Poliambulatorio Salute dei Colli.',
    body: `${section([
      h1('La tua prima visita'),
      rich(
        p(
          'Ti chiediamo di arrivare |**10 minuti prima** dell’appuntamento |per compilare la scheda anagrafica, |il consenso informato |e l’informativa privacy.',
        ),
        p('Il giorno prima dell’appuntamento |ti mandiamo un SMS di promemoria.'),
      ),
    ])}
${section(
  [
    h2('Cosa portare'),
    rich(
      ul(
        'Un documento d’identità |e la tessera sanitaria |(ci serve il codice fiscale per la fattura)',
        'L’eventuale prescrizione del tuo medico: |non è obbligatoria',
        'Referti di esami precedenti |(radiografie, risonanze, ecografie), |anche su CD o chiavetta USB',
        'L’elenco dei farmaci |che prendi abitualmente',
        'Per la fisioterapia: |abbigliamento comodo, |scarpe da ginnastica |e un asciugamano',
        'Per il dentista: |l’eventuale panoramica dentale recente',
      ),
    ),
  ],
  [image('accettazione.jpg', 'Il banco della segreteria all’ingresso')],
)}
${section([
  h2('Pazienti minorenni'),
  rich(
    p(
      'I pazienti con meno di 18 anni |devono essere accompagnati da un genitore |(o dal tutore), |che firma il consenso informato.',
    ),
    p(
      'Se il ragazzo viene accompagnato |da un’altra persona, |per esempio dai nonni, |serve la delega firmata da un genitore |con la copia del suo documento d’identità.',
    ),
    p(
      'Dai 14 anni, |dopo la prima seduta |e con la delega firmata da un genitore, |i ragazzi possono venire da soli |alle sedute di fisioterapia successive.',
    ),
  ),
])}
${section([
  h2('Disdette e ritardi'),
  rich(
    p('Se non puoi venire, |avvisaci **almeno 24 ore prima** |per telefono, WhatsApp o email.'),
    p(
      'Le prestazioni non disdette |o disdette con meno di 24 ore di preavviso |vengono addebitate per intero. |Se hai un pacchetto di fisioterapia, |la seduta persa viene scalata dal pacchetto.',
    ),
    p('Con più di 15 minuti di ritardo |la seduta può essere accorciata |o spostata a un altro giorno.'),
  ),
])}`,
  },
  {
    path: '/convenzioni',
    lang: 'it',
    title: 'Convenzioni e fondi sanitari',
    description:
      'Fondi sanitari e assicurazioni convenzionati con il Poliambulatorio Salute dei Colli. Non convenzionati SSN.',
    body: `${section([
      h1('Convenzioni e fondi sanitari'),
      rich(
        p(
          'Siamo una struttura sanitaria privata: |**non siamo convenzionati con il Servizio Sanitario Nazionale** (SSN) |e non accettiamo impegnative in regime di mutua. |Non si paga il ticket: |si paga la tariffa del nostro listino.',
        ),
      ),
    ])}
${section(
  [
    h2('Assistenza diretta'),
    rich(
      p(
        'Con questi fondi e assicurazioni |paghi solo l’eventuale quota a tuo carico: |al resto pensa il fondo.',
      ),
      ul('Fondo Sanità Artigiani Emilia', 'MutuaSalus', 'Sereno Assicurazioni – polizze Salute Più'),
      p(
        'Prima della prestazione |devi chiedere l’autorizzazione al tuo fondo |e portarla con te il giorno della visita.',
      ),
    ),
  ],
  [
    h2('Assistenza indiretta'),
    rich(
      p(
        'Con tutti gli altri fondi e assicurazioni |paghi la prestazione |e ti rilasciamo la fattura |con la documentazione |per chiedere il rimborso al tuo fondo.',
      ),
    ),
  ],
)}
${section([
  h2('Convenzioni locali'),
  rich(
    p(
      'Dipendenti del Comune di Castel dei Colli |e soci della Polisportiva Colli: |**sconto del 10%** sulle sedute di fisioterapia singole, |presentando il tesserino. |Lo sconto non si somma ai pacchetti.',
    ),
  ),
])}`,
  },
  {
    path: '/domande-frequenti',
    lang: 'it',
    title: 'Domande frequenti',
    description:
      'Risposte alle domande più frequenti su prenotazioni, pagamenti, referti, parcheggio e accessibilità.',
    body: `${section([
      h1('Domande frequenti'),
      faq([
        [
          'Generale',
          [
            [
              'Serve l’impegnativa del medico?',
              [
                'No. Per le nostre prestazioni private non serve l’impegnativa del medico di base.',
                'Per iniziare la fisioterapia serve una prima visita fisiatrica oppure la prescrizione di un medico.',
              ],
            ],
            [
              'Siete convenzionati con la mutua?',
              [
                'No, non siamo convenzionati con il Servizio Sanitario Nazionale. Lavoriamo con alcuni fondi sanitari: li trovi nella pagina <a href="/convenzioni">Convenzioni e fondi</a>.',
              ],
            ],
            [
              'Come posso prenotare?',
              [
                `Online con il pulsante «Prenota online», per telefono al ${SALUTE_PHONE} o con un messaggio WhatsApp al ${SALUTE_WHATSAPP}. Le ecografie si prenotano solo per telefono o WhatsApp.`,
              ],
            ],
            [
              'Come faccio a disdire un appuntamento?',
              [
                'Chiamaci, scrivici su WhatsApp o manda una email almeno 24 ore prima. Le prestazioni disdette più tardi vengono addebitate.',
              ],
            ],
            [
              'Quanto dura una seduta di fisioterapia?',
              ['45 minuti, sempre individuale. La seduta a domicilio dura 60 minuti.'],
            ],
            ['Fate fisioterapia a domicilio?', ['Sì, entro 15 km dallo studio, dal lunedì al venerdì.']],
          ],
        ],
        [
          'Pagamenti',
          [
            [
              'Come posso pagare?',
              [
                'In contanti, con bancomat, carta di credito (Visa e Mastercard) o Satispay. Non accettiamo assegni.',
              ],
            ],
            [
              'Le spese sono detraibili?',
              [
                'Sì: la fattura sanitaria è detraibile al 19% nella dichiarazione dei redditi, se paghi con un mezzo tracciabile. Le prestazioni pagate in contanti non sono detraibili.',
              ],
            ],
          ],
        ],
        [
          'Referti',
          [
            [
              'Quando ricevo il referto?',
              [
                'Il referto della visita o dell’ecografia ti viene consegnato al termine. Se vuoi, te lo inviamo anche via email in PDF protetto da password; la password arriva per SMS.',
              ],
            ],
            [
              'Un’altra persona può ritirare il mio referto?',
              ['Sì, con la tua delega firmata e una copia del tuo documento d’identità.'],
            ],
          ],
        ],
        [
          'Come arrivare',
          [
            [
              'C’è parcheggio?',
              [
                'Sì: nel cortile interno c’è un parcheggio gratuito riservato ai pazienti, con 10 posti, di cui 2 per persone con disabilità vicino all’ingresso.',
              ],
            ],
            [
              'Lo studio è accessibile in carrozzina?',
              [
                'Sì: l’ingresso ha una rampa, gli ambulatori sono al piano terra, lo studio dentistico al primo piano si raggiunge con l’ascensore e c’è un bagno attrezzato.',
              ],
            ],
          ],
        ],
      ]),
    ])}`,
  },
  {
    path: '/orari-e-contatti',
    lang: 'it',
    title: 'Orari e contatti',
    description:
      'Orari di apertura, chiusure 2026, telefono, email e come raggiungere il Poliambulatorio Salute dei Colli.',
    alternate: '/en/orari-e-contatti',
    body: `${section(
      [
        h1('Orari e contatti'),
        h2('Orari di apertura'),
        hoursRows([
          ['Lunedì', '8:00 – 19:30'],
          ['Martedì', '8:00 – 19:30'],
          ['Mercoledì', '14:00 – 19:30 |(chiuso la mattina)'],
          ['Giovedì', '8:00 – 19:30'],
          ['Venerdì', '8:00 – 19:00'],
          ['Sabato', '8:30 – 12:30 |(solo mattina)'],
          ['Domenica', 'chiuso'],
        ]),
        rich(
          p(
            'La segreteria risponde al telefono |dal lunedì al venerdì |dalle 9:00 alle 13:00 e dalle 15:00 alle 19:00 |(il mercoledì solo dalle 15:00), |il sabato dalle 9:00 alle 12:00.',
          ),
        ),
      ],
      [
        h2('Contatti'),
        rich(
          p('**Poliambulatorio Salute dei Colli**'),
          p('Via della Fornace 12, |40065 Castel dei Colli (BO)'),
          p(`Telefono: ${SALUTE_PHONE}`),
          p(`WhatsApp: ${SALUTE_WHATSAPP} |(solo messaggi)`),
          p(`Email: <a href="mailto:${SALUTE_EMAIL}">${SALUTE_EMAIL}</a>`),
          p('PEC: salutedeicolli@pec.studio-salute-colli.test'),
        ),
        button('Prenota online', SALUTE_BOOKING, true),
      ],
    )}
${section([
  h2('Chiusure 2026'),
  rich(
    ul(
      '**Chiusura estiva:** |dal 10 al 23 agosto 2026. |Riapriamo lunedì 24 agosto. |Durante la chiusura |le prenotazioni online restano attive.',
      'Chiuso in tutte le festività nazionali.',
      'Chiuso il 29 settembre, |festa del patrono di Castel dei Colli.',
      'Il 24 e il 31 dicembre |siamo aperti solo la mattina, |fino alle 12:30.',
    ),
  ),
])}`,
    after: `${section(
      [
        h2('Come raggiungerci'),
        rich(
          p(
            '**In auto:** |da Bologna (18 km) |segui la SP65 per Castel dei Colli; |siamo a 300 metri dalla piazza del paese.',
          ),
          p(
            '**In autobus:** |linea 94 da Bologna Autostazione, |fermata «Castel dei Colli – Fornace», |a 100 metri dall’ingresso.',
          ),
        ),
        h3('Parcheggio'),
        rich(
          p(
            'Nel cortile interno c’è un **parcheggio gratuito** |riservato ai pazienti (10 posti), |con 2 posti per persone con disabilità |vicino all’ingresso. |Se è pieno, |c’è il parcheggio pubblico gratuito di Piazza Aldo Moro, |a 200 metri.',
          ),
        ),
        h3('Accessibilità'),
        rich(
          p(
            'L’ingresso è senza gradini, |con una rampa. |Gli ambulatori e la palestra sono al piano terra; |lo studio dentistico è al primo piano |e si raggiunge con l’ascensore. |C’è un bagno attrezzato per persone con disabilità.',
          ),
        ),
      ],
      [
        `<div id="comp-map" class="comp-map wixui-google-map"><wix-iframe data-src=""><iframe title="Google Maps" aria-label="Google Maps" width="100%" height="100%" allowfullscreen="" src="https://maps.google.example/maps?q=Via+della+Fornace+12+Castel+dei+Colli&amp;output=embed"></iframe></wix-iframe></div>`,
      ],
    )}
${section([
  h2('Scrivici'),
  `<form id="comp-form" class="comp-form wixui-form" aria-label="Modulo di contatto"><label>Nome<input type="text" name="nome" required></label><label>Email<input type="email" name="email" required></label><label>Telefono<input type="tel" name="telefono"></label><label>Messaggio<textarea name="messaggio"></textarea></label><button type="submit">Invia</button></form>`,
  rich(
    p(
      'Per favore non inserire nel modulo |informazioni sulla tua salute: |le tratteremo di persona o per telefono.',
      'font_9',
    ),
  ),
])}
${line()}`,
  },
];
