import {
  block,
  button,
  column,
  contactForm,
  DORA_ADDRESS,
  DORA_EMAIL,
  DORA_EMERGENCY,
  DORA_PHONE,
  DORA_WHATSAPP,
  type DoraPage,
  divider,
  priceList,
  pricingTables,
  promo,
  row,
  section,
  table,
  text,
} from './clinica-veterinaria-dora.layout.ts';

/**
 * The booking widget pasted into a Divi Code module: the snippet closes its loader but never its wrapper
 * `<div id="vetagenda-widget">`, so the module's own closing tags stop one level short and everything after
 * it in the column (cancellation rules, payments, instalments) ends up inside the Code module.
 */
const vetagenda = `<div class="et_pb_module et_pb_code et_pb_code_@"><div class="et_pb_code_inner">
<!-- VetAgenda booking widget v2.3 – incollare senza modifiche -->
<div id="vetagenda-widget" class="va-widget va-theme-light" data-clinic="dora-torino" data-lang="it" data-services="visita,vaccino,controllo">
<div class="va-loader"><div class="va-spinner"></div>
<p class="va-loading">Caricamento agenda in corso…</p>
<noscript>Per prenotare online abilita JavaScript, oppure chiama lo ${DORA_PHONE}.</noscript>
<script async src="https://widget.vetagenda.example/v2/embed.js" data-clinic="dora-torino"></script>
</div>
</div></div>`;

/** Prices, opening hours, emergencies, booking and payment, directions and contact, in Italian. */
export const doraInfoPages: DoraPage[] = [
  {
    path: '/listino-prezzi',
    lang: 'it',
    id: 24,
    title: 'Listino prezzi',
    description:
      'Listino prezzi 2026 della Clinica Veterinaria Dora: visite, vaccini, microchip, sterilizzazioni, detartrasi, ecografie e pronto soccorso.',
    alternate: '/en/prices',
    body: [
      block(
        text(
          '<h1>Listino prezzi 2026</h1>',
          '<p>Listino in vigore dal 1° febbraio 2026. Tutti i prezzi sono in euro e comprendono l’IVA al 22%. Per gli interventi chirurgici vi consegniamo sempre un preventivo scritto dopo la visita pre-operatoria.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_2',
            priceList('Visite', [
              ['Prima visita', '55 €', 'cane o gatto, con apertura della cartella clinica'],
              ['Visita di controllo', '38 €'],
              ['Visita specialistica', '75 €', 'cardiologia, dermatologia, ortopedia'],
              ['Visita animali esotici', '52 €'],
              ['Visita a domicilio', '+ 35 €', 'diritto di uscita, Comune di Torino'],
            ]),
            priceList('Vaccinazioni e microchip', [
              ['Vaccino cane polivalente', '48 €', 'visita inclusa'],
              ['Vaccino antirabbica', '40 €'],
              ['Vaccino gatto trivalente', '46 €', 'visita inclusa'],
              ['Vaccino coniglio (mixomatosi e MEV)', '58 €'],
              ['Microchip con iscrizione all’anagrafe', '42 €'],
              ['Iscrizione all’anagrafe di un microchip già presente', '15 €'],
            ]),
          ),
          column(
            '1_2',
            priceList('Diagnostica', [
              ['Ecografia addominale', '80 €'],
              ['Ecocardiografia', '110 €'],
              ['Radiografia', '65 €', '2 proiezioni'],
              ['Esami del sangue', '68 €', 'emocromo e profilo biochimico'],
              ['Esami pre-anestesia', '62 €'],
              ['Test rapido filaria', '28 €'],
            ]),
            priceList('Odontoiatria', [
              ['Detartrasi gatto o cane fino a 10 kg', '165 €', 'sedazione inclusa'],
              ['Detartrasi cane oltre 10 kg', '210 €', 'sedazione inclusa'],
              ['Estrazione dentale', 'da 25 €', 'a dente'],
            ]),
          ),
        ),
      ]),
      block(
        priceList('Chirurgia: gatti e conigli', [
          ['Sterilizzazione gatta', '180 €'],
          ['Castrazione gatto', '95 €'],
          ['Sterilizzazione coniglia', '220 €'],
          ['Castrazione coniglio', '120 €'],
        ]),
        text(
          '<h3>Sterilizzazione cagna</h3>',
          '<p>Il prezzo dipende dal peso dell’animale il giorno della visita pre-operatoria.</p>',
        ),
        pricingTables([
          {
            title: 'Fino a 10 kg',
            subtitle: 'Cagna',
            sum: '320',
            lines: ['Anestesia e farmaci in clinica', 'Body post-operatorio', 'Controllo a 10 giorni'],
            excluded: ['Esami pre-anestesia'],
          },
          {
            title: 'Da 10,1 a 25 kg',
            subtitle: 'Cagna',
            sum: '390',
            lines: ['Anestesia e farmaci in clinica', 'Body post-operatorio', 'Controllo a 10 giorni'],
            excluded: ['Esami pre-anestesia'],
            featured: true,
          },
          {
            title: 'Da 25,1 a 40 kg',
            subtitle: 'Cagna',
            sum: '460',
            lines: ['Anestesia e farmaci in clinica', 'Body post-operatorio', 'Controllo a 10 giorni'],
            excluded: ['Esami pre-anestesia'],
          },
          {
            title: 'Oltre 40 kg',
            subtitle: 'Cagna',
            sum: '540',
            lines: ['Anestesia e farmaci in clinica', 'Body post-operatorio', 'Controllo a 10 giorni'],
            excluded: ['Esami pre-anestesia'],
          },
        ]),
        priceList('Castrazione cane', [
          ['Fino a 10 kg', '230 €'],
          ['Da 10,1 a 25 kg', '270 €'],
          ['Da 25,1 a 40 kg', '310 €'],
          ['Oltre 40 kg', '350 €'],
        ]),
      ),
      section([
        row(
          column(
            '1_2',
            priceList('Pronto soccorso', [
              ['Visita di pronto soccorso', '85 €'],
              ['Supplemento notturno', '60 €', 'dalle 20:00 alle 8:00'],
              ['Supplemento domenica e festivi', '45 €', 'dalle 8:00 alle 20:00'],
              ['Supplemento notte dei festivi', '90 €'],
            ]),
          ),
          column(
            '1_2',
            priceList('Certificati e viaggi', [
              ['Certificato di buona salute', '30 €'],
              ['Trattamento antiparassitario per viaggio con registrazione sul passaporto', '25 €'],
            ]),
            priceList('Scuola cuccioli e gattini', [
              ['Corso cuccioli (6 incontri)', '120 €'],
              ['Serate gattini (2 incontri)', '40 €'],
            ]),
          ),
        ),
      ]),
      block(
        text(
          '<p><em>I supplementi del pronto soccorso si sommano alla visita di pronto soccorso. Per importi superiori a 300 € è possibile pagare a rate: vedi <a href="/prenotazioni-e-pagamenti">Prenotazioni e pagamenti</a>.</em></p>',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/orari',
    lang: 'it',
    id: 26,
    title: 'Orari e festività',
    description:
      'Orari di apertura della Clinica Veterinaria Dora, orario di agosto e chiusure di Natale 2026 e Capodanno 2027.',
    alternate: '/en/opening-hours',
    body: [
      block(
        text(
          '<h1>Orari e festività</h1>',
          '<p>Riceviamo su appuntamento. Negli orari di apertura la segreteria risponde al telefono; fuori orario, di notte, la domenica e nei festivi è attivo solo il pronto soccorso su chiamata.</p>',
          table(
            ['Giorno', 'Mattino', 'Pomeriggio'],
            [
              ['Lunedì', '9:00–13:00', '15:00–19:30'],
              ['Martedì', '9:00–13:00', '15:00–19:30'],
              ['Mercoledì', '9:00–13:00', '15:00–19:30'],
              ['Giovedì', '9:00–13:00', '15:00–21:00'],
              ['Venerdì', '9:00–13:00', '15:00–19:30'],
              ['Sabato', '9:00–13:00', 'chiuso'],
              ['Domenica', 'chiuso', 'chiuso'],
            ],
            'Orario in vigore dal 1° settembre 2026',
          ),
          '<p>Il giovedì pomeriggio restiamo aperti fino alle 21:00 per chi lavora. Il sabato pomeriggio la clinica è chiusa, così come la domenica e i giorni festivi.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_2',
            text(
              '<h2>Orario di agosto</h2>',
              '<p>Non chiudiamo per ferie: la clinica resta aperta tutto agosto, tranne il 15 agosto (Ferragosto). Ad agosto però l’orario cambia:</p>',
              '<ul><li>dal lunedì al venerdì: 8:30–13:00 e 16:30–19:30</li><li>il sabato chiuso</li><li>niente apertura serale del giovedì</li></ul>',
            ),
          ),
          column(
            '1_2',
            text(
              '<h2>Natale 2026 e Capodanno 2027</h2>',
              table(
                ['Data', 'Orario'],
                [
                  ['Martedì 8 dicembre (Immacolata)', 'chiuso'],
                  ['Giovedì 24 dicembre', 'solo mattino, 9:00–13:00'],
                  ['Venerdì 25 e sabato 26 dicembre', 'chiuso'],
                  ['Giovedì 31 dicembre', 'solo mattino, 9:00–13:00'],
                  ['Venerdì 1 gennaio 2027', 'chiuso'],
                  ['Sabato 2 gennaio 2027', '9:00–13:00'],
                  ['Mercoledì 6 gennaio 2027 (Epifania)', 'chiuso'],
                ],
              ),
              '<p>Negli altri giorni di dicembre e gennaio l’orario è quello normale. Nei giorni di chiusura il pronto soccorso risponde al ' +
                DORA_EMERGENCY +
                ', con il supplemento festivo.</p>',
            ),
          ),
        ),
      ]),
      block(button('Prenota una visita', '/prenotazioni-e-pagamenti')),
    ].join('\n'),
  },
  {
    path: '/pronto-soccorso',
    lang: 'it',
    id: 28,
    title: 'Pronto soccorso veterinario h24',
    description:
      'Pronto soccorso veterinario a Torino 24 ore su 24, solo su chiamata. Cosa fare in caso di urgenza e quanto costa.',
    alternate: '/en/emergencies',
    body: [
      block(
        promo(
          'Pronto soccorso h24: telefona prima',
          `<p><strong>${DORA_EMERGENCY}</strong></p><p>Attivo 24 ore su 24, 365 giorni l’anno, solo su chiamata.</p>`,
        ),
        text(
          '<h1>Come funziona il pronto soccorso</h1>',
          `<p>Di notte, la domenica e nei festivi la clinica è chiusa, ma un veterinario è sempre reperibile. Telefona sempre prima al <strong>${DORA_EMERGENCY}</strong>: il medico reperibile ascolta cosa è successo, ti dice se si tratta di un’urgenza e ti dà appuntamento in clinica, di solito entro 30–40 minuti.</p>`,
          '<p><strong>Non presentarti senza aver chiamato:</strong> di notte troveresti la clinica chiusa e perderesti tempo prezioso.</p>',
          `<p>Negli orari di apertura le urgenze hanno la precedenza sugli appuntamenti: chiama lo ${DORA_PHONE} mentre sei per strada, così ci prepariamo.</p>`,
        ),
      ),
      section([
        row(
          column(
            '1_2',
            text(
              '<h2>Quando è un’urgenza</h2>',
              '<ul><li>ha ingerito veleni, farmaci, cioccolato, uva o lumachicida</li><li>è stato investito o è caduto dal balcone</li><li>respira a fatica o ha le gengive bianche o blu</li><li>ha l’addome gonfio e tenta di vomitare senza riuscirci (torsione dello stomaco)</li><li>il gatto maschio va in lettiera ma non urina</li><li>ha convulsioni o non si regge in piedi</li><li>il parto non procede da più di 2 ore</li></ul>',
              '<p>In caso di avvelenamento porta con te la confezione del prodotto.</p>',
            ),
          ),
          column(
            '1_2',
            text(
              '<h2>Quanto costa</h2>',
              '<p>La visita di pronto soccorso costa 85 €. Fuori orario si aggiunge un supplemento:</p>',
              table(
                ['Quando', 'Supplemento'],
                [
                  ['Notte (dalle 20:00 alle 8:00)', '60 €'],
                  ['Domenica e festivi (dalle 8:00 alle 20:00)', '45 €'],
                  ['Notte dei festivi', '90 €'],
                ],
              ),
              '<p>Di notte si paga solo con carta o Satispay: il reperibile non accetta contanti.</p>',
            ),
          ),
        ),
      ]),
      block(
        text(
          '<h2>Cosa non possiamo fare</h2>',
          '<p>Non abbiamo un servizio di ambulanza veterinaria e di notte non usciamo a domicilio: l’animale va portato in clinica. Non abbiamo degenza notturna: se un animale deve restare ricoverato, dopo averlo stabilizzato lo trasferiamo all’Ospedale Veterinario Universitario di Grugliasco.</p>',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/prenotazioni-e-pagamenti',
    lang: 'it',
    id: 30,
    title: 'Prenotazioni e pagamenti',
    description:
      'Come prenotare una visita alla Clinica Veterinaria Dora, regole di disdetta, metodi di pagamento, pagamento a rate e detrazione delle spese veterinarie.',
    alternate: '/en/booking-and-payment',
    body: [
      block(
        text(
          '<h1>Prenotazioni e pagamenti</h1>',
          '<p>Riceviamo solo su appuntamento, tranne le urgenze. Puoi prenotare in tre modi:</p>',
          `<ul><li><strong>al telefono</strong> allo ${DORA_PHONE}, negli orari di apertura;</li><li><strong>su WhatsApp</strong> al ${DORA_WHATSAPP}, solo messaggi scritti: rispondiamo entro la giornata lavorativa;</li><li><strong>online</strong>, qui sotto, per visite, vaccini e controlli.</li></ul>`,
          '<p>Gli interventi chirurgici, le ecografie e le visite per animali esotici si prenotano solo per telefono.</p>',
        ),
      ),
      `<div class="et_pb_section et_pb_section_@ et_section_regular">
<div class="et_pb_row et_pb_row_@">
<div class="et_pb_column et_pb_column_4_4 et_pb_column_@  et_pb_css_mix_blend_mode_passthrough et-last-child">
${vetagenda}
${text(
  '<h2>Disdette e ritardi</h2>',
  '<p>Puoi disdire o spostare un appuntamento gratuitamente fino a 24 ore prima. Se disdici con meno di 24 ore di preavviso o non ti presenti, addebitiamo 20 € sulla visita successiva.</p>',
  '<p>Per gli interventi chirurgici chiediamo un acconto di 70 € alla prenotazione. Se disdici almeno 48 ore prima, l’acconto viene restituito o spostato sulla nuova data; con un preavviso minore l’acconto viene trattenuto.</p>',
  '<p>Se arrivi con più di 15 minuti di ritardo potremmo doverti spostare, per non far aspettare chi viene dopo.</p>',
)}
${divider()}
${text(
  '<h2>Come si paga</h2>',
  '<p>Si paga al termine della visita. Accettiamo contanti, bancomat, carte Visa, Mastercard e Maestro, Apple Pay, Google Pay e Satispay. <strong>Non accettiamo American Express</strong> né assegni.</p>',
  '<h3>Pagamento a rate</h3>',
  '<p>Per spese superiori a 300 € (per esempio un intervento chirurgico) puoi pagare in 3 rate mensili senza interessi, con addebito sulla tua carta di credito. Il piano di pagamento si firma prima dell’intervento.</p>',
  '<h3>Detrazione delle spese veterinarie</h3>',
  '<p>Le spese veterinarie sono detraibili al 19% nella dichiarazione dei redditi, oltre la franchigia. Per la detrazione la fattura deve essere intestata al codice fiscale del proprietario e il pagamento deve essere tracciabile (carta, bancomat o Satispay, non contanti).</p>',
)}
</div>
</div>
</div>`,
      block(button('Domande frequenti', '/domande-frequenti')),
    ].join('\n'),
  },
  {
    path: '/dove-siamo',
    lang: 'it',
    id: 32,
    title: 'Dove siamo e contatti',
    description:
      'Come raggiungere la Clinica Veterinaria Dora in via Cottolengo a Torino: tram, bus, parcheggi e contatti.',
    alternate: '/en/getting-here',
    body: [
      block(
        text(
          '<h1>Dove siamo</h1>',
          `<p><strong>Clinica Veterinaria Dora</strong><br />${DORA_ADDRESS}</p>`,
          '<p>Siamo nel quartiere Borgo Dora, tra Porta Palazzo e il Cottolengo, a cinque minuti a piedi dal mercato. L’ingresso è a piano strada, senza gradini.</p>',
        ),
        '<div class="et_pb_module et_pb_map_container et_pb_map_container_@"><iframe src="https://www.google.example/maps/embed?pb=!1m18!1m12!1m3!1d2817.4!2d7.6832!3d45.0795" width="100%" height="380" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Mappa"></iframe></div>',
      ),
      section([
        row(
          column(
            '1_2',
            text(
              '<h2>Con i mezzi pubblici</h2>',
              '<ul><li><strong>Tram 4</strong>: fermata Porta Palazzo, poi 5 minuti a piedi lungo via Cottolengo.</li><li><strong>Tram 16</strong> (circolare): fermata Piazza della Repubblica.</li><li><strong>Bus 11 e 51</strong>: fermata Cottolengo, davanti alla clinica.</li></ul>',
              '<p>Dalla stazione di Porta Nuova prendi il tram 4 in direzione Falchera e scendi a Porta Palazzo (circa 20 minuti). La metropolitana più vicina è la fermata XVIII Dicembre, a circa 15 minuti a piedi.</p>',
            ),
          ),
          column(
            '1_2',
            text(
              '<h2>In auto e parcheggi</h2>',
              '<p>Non abbiamo un parcheggio privato. Nelle vie intorno ci sono le strisce blu; il parcheggio più vicino è il Park Piazza della Repubblica (interrato, aperto 24 ore), a 350 metri, a 1,60 € l’ora.</p>',
              '<p>Davanti al civico 18/B c’è uno stallo di carico e scarico: puoi fermarti qualche minuto per far scendere un animale che non cammina, poi spostare l’auto.</p>',
              '<p><strong>Il sabato mattina c’è il Balon</strong>, il mercato delle pulci di Borgo Dora: le vie intorno alla clinica sono chiuse al traffico fino alle 14:00, meglio venire in tram.</p>',
            ),
          ),
        ),
      ]),
      section([
        row(
          column(
            '1_2',
            text(
              '<h2>Contatti</h2>',
              `<p>Tel. ${DORA_PHONE}</p>`,
              `<p>WhatsApp (solo messaggi): ${DORA_WHATSAPP}</p>`,
              `<p>Email: <a href="mailto:${DORA_EMAIL}">${DORA_EMAIL}</a></p>`,
              `<p>Pronto soccorso h24 (solo su chiamata): ${DORA_EMERGENCY}</p>`,
              '<p>Non usate il modulo o l’email per le urgenze: leggiamo la posta solo in orario di apertura.</p>',
            ),
          ),
          column('1_2', contactForm('it')),
        ),
      ]),
    ].join('\n'),
  },
];
