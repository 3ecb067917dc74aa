import {
  block,
  blurb,
  button,
  col,
  fullwidthHeader,
  h2,
  h3,
  MOLE_PHONE,
  MOLE_WHATSAPP,
  type MolePage,
  p,
  priceBlurb,
  pricingTables,
  row,
  section,
  table,
  text,
  toggles,
  ul,
} from './pasticceria-mole.layout.ts';

/* The Italian pages that also exist in English: home, café, bookings, cakes, allergies, seasonal, shipping,
 * history, Chieri, hours and contact, accessibility, FAQ. */

const home: MolePage = {
  path: '/',
  lang: 'it',
  alternate: '/en',
  title: 'Pasticceria e caffè storico in Via Po dal 1921',
  description:
    'Pasticceria Caffè della Mole, Torino: caffetteria, bicerin, torte su ordinazione, panettoni e gianduiotti dal 1921.',
  body: [
    fullwidthHeader(
      'Pasticceria Caffè della Mole',
      'Sotto i portici di Via Po, dal 1921',
      'home-bancone.jpg',
    ),
    section(
      row(
        col(
          '1_3',
          blurb(
            'La caffetteria',
            p(
              'Colazione dalle 7.30, il nostro bicerin, il pranzo del giorno e l’aperitivo con vermouth di Torino.',
            ),
          ),
          button('Scopri la caffetteria', '/caffetteria'),
        ),
        col(
          '1_3',
          blurb(
            'Torte su ordinazione',
            p(
              'Torte per compleanni, battesimi e anniversari, al peso: ordinatele con almeno 3 giorni di anticipo.',
            ),
          ),
          button('Ordina una torta', '/torte-su-ordinazione'),
        ),
        col(
          '1_3',
          blurb(
            'Panettoni 2026',
            p(
              'I panettoni sono arrivati in negozio: preordinali online entro il 18 dicembre, ritiro in Via Po o a Chieri oppure spedizione in tutta Italia.',
            ),
          ),
          button('Vai allo shop', '/negozio'),
        ),
      ),
    ),
    block(
      h2('Un caffè storico a due passi dalla Mole'),
      p(
        'Dal 1921 la famiglia Bonino prepara paste, torte e cioccolato nel laboratorio dietro al bancone di Via Po 17. Oggi la pasticceria è guidata da Chiara e Luca Bonino, la quarta generazione.',
        'Siamo aperti dal martedì alla domenica, dalle 7.30 alle 19.30. Il lunedì è il nostro giorno di chiusura. Trovate anche un secondo negozio a Chieri, con orari diversi: <a href="/negozio-di-chieri">tutte le informazioni qui</a>.',
      ),
    ),
  ].join('\n'),
};

const caffetteria: MolePage = {
  path: '/caffetteria',
  lang: 'it',
  alternate: '/en/cafe',
  title: 'Caffetteria: colazione, pranzo e aperitivo',
  description: 'Colazione, bicerin, menù pranzo e aperitivo alla Pasticceria Caffè della Mole in Via Po.',
  body: [
    fullwidthHeader('La caffetteria', 'Colazione, pranzo, aperitivo e il brunch della domenica'),
    block(
      h2('Colazione'),
      p(
        'La colazione si serve dalle 7.30 alle 11.30, al banco o al tavolo, con le brioche sfornate ogni mattina nel nostro laboratorio. Per la colazione non si prenota: i tavoli si assegnano in ordine di arrivo.',
      ),
    ),
    section(
      row(
        col(
          '1_3',
          priceBlurb(
            'Bicerin della Mole',
            '5,50',
            '',
            p('Caffè, cioccolato fondente e crema di latte, servito nel bicchierino di vetro come nel 1921.'),
          ),
        ),
        col(
          '1_3',
          priceBlurb('Colazione Mole', '8,50', '', p('Un bicerin e due brioche a scelta, solo al tavolo.')),
        ),
        col(
          '1_3',
          priceBlurb(
            'Cappuccino e brioche',
            '3,40',
            '',
            p('Al banco. Al tavolo si aggiunge il servizio di 1,00 €.'),
          ),
        ),
      ),
    ),
    block(
      h2('Pranzo'),
      p(
        'Dal martedì al sabato, dalle 12.00 alle 14.30, proponiamo un menù pranzo che cambia ogni giorno: un primo o un secondo del giorno, acqua, un calice di vino o una bibita e il caffè, a 18,00 €. Chi vuole può aggiungere un dolce della vetrina a 4,00 €.',
        'La domenica non serviamo il pranzo: al suo posto c’è il brunch, dalle 10.30 alle 14.30, a 32,00 € a persona (bambini da 4 a 10 anni 16,00 €, sotto i 4 anni gratis). Il brunch è solo su prenotazione.',
      ),
      h2('Aperitivo'),
      p(
        'Tutti i giorni di apertura dalle 17.30 alle 19.30: un vermouth di Torino, un calice o un analcolico con stuzzichini salati del laboratorio, 12,00 €. L’aperitivo non si prenota.',
      ),
      table(
        ['Servizio', 'Giorni', 'Orario', 'Prezzo'],
        [
          ['Colazione', 'martedì–domenica', '7:30–11:30', 'da 1,30 € (espresso al banco)'],
          ['Menù pranzo', 'martedì–sabato', '12:00–14:30', '18,00 €'],
          ['Brunch', 'domenica', '10:30–14:30', '32,00 €'],
          ['Aperitivo', 'martedì–domenica', '17:30–19:30', '12,00 €'],
        ],
      ),
    ),
  ].join('\n'),
};

const prenotazioni: MolePage = {
  path: '/prenotazioni',
  lang: 'it',
  alternate: '/en/bookings',
  title: 'Tavoli e prenotazioni',
  description: 'Come funzionano i tavoli e le prenotazioni alla Pasticceria Caffè della Mole.',
  body: [
    fullwidthHeader('Tavoli e prenotazioni', 'Quando prenotare e quando no'),
    block(
      p(
        'La sala da tè ha 40 posti; da aprile a ottobre si aggiungono 16 posti nel dehors sotto i portici di Via Po.',
      ),
      h3('Colazione e aperitivo: niente prenotazioni'),
      p(
        'Per la colazione e l’aperitivo non accettiamo prenotazioni: i tavoli si liberano in fretta, basta un attimo di pazienza.',
      ),
      h3('Pranzo'),
      p(
        'Per il pranzo la prenotazione è consigliata. I gruppi di più di 8 persone sono accettati solo su prenotazione.',
      ),
      h3('Brunch della domenica'),
      p(
        'Il brunch della domenica è solo su prenotazione, entro le 12.00 del sabato. Teniamo il tavolo per 15 minuti dall’orario prenotato.',
      ),
      h3('Come prenotare'),
      p(
        `Telefonando al ${MOLE_PHONE} negli orari di apertura oppure con un messaggio WhatsApp al ${MOLE_WHATSAPP}. Non accettiamo prenotazioni via email.`,
      ),
      p('Il negozio di Chieri non ha tavoli: lì si serve solo al banco.'),
    ),
  ].join('\n'),
};

const torte: MolePage = {
  path: '/torte-su-ordinazione',
  lang: 'it',
  alternate: '/en/cakes-to-order',
  title: 'Torte su ordinazione',
  description:
    'Torte per ricorrenze su ordinazione: prezzi al kg, preavviso, acconto, scritte personalizzate.',
  body: [
    fullwidthHeader('Torte su ordinazione', 'Compleanni, battesimi, comunioni, anniversari', 'torte.jpg'),
    section(
      row(
        col(
          '4_4',
          pricingTables([
            {
              title: 'Torte classiche',
              subtitle: 'Saint-Honoré, millefoglie, Torta Mole, crostate',
              sum: '38',
              per: '/kg',
              items: ['Minimo 1 kg (circa 8 porzioni)', 'Scritta personalizzata inclusa'],
            },
            {
              title: 'Cake design',
              subtitle: 'In pasta di zucchero, su disegno',
              sum: '52',
              per: '/kg',
              items: ['Minimo 2 kg', 'Preavviso di 7 giorni'],
              featured: true,
            },
            {
              title: 'Senza zucchero aggiunto',
              subtitle: 'Torta Margherita alla crema e crostata di frutta',
              sum: '42',
              per: '/kg',
              items: ['Dolcificate con eritritolo', 'Minimo 1 kg'],
            },
          ]),
        ),
      ),
    ),
    block(
      h2('Prezzi e formati'),
      p(
        'Le torte classiche costano € 38,00 al kg, con un minimo di 1 kg (circa 8 porzioni). Le torte di cake design in pasta di zucchero costano € 52,00 al kg, minimo 2 kg.',
      ),
      table(
        ['Torta', 'Prezzo', 'Minimo', 'Preavviso'],
        [
          ['Torte classiche', '38 €/kg', '1 kg', '3 giorni'],
          ['Senza zucchero aggiunto', '42 €/kg', '1 kg', '3 giorni'],
          ['Senza lattosio', '40 €/kg', '1 kg', '3 giorni'],
          ['Cake design', '52 €/kg', '2 kg', '7 giorni'],
        ],
      ),
      h2('Come ordinare'),
      p(
        'Ordinate in negozio, per telefono o su WhatsApp con almeno 3 giorni di anticipo (7 giorni per il cake design). Per confermare l’ordine chiediamo un acconto del 30%, anche con bonifico o Satispay.',
        'La scritta personalizzata su placca di cioccolato è gratuita (fino a 30 caratteri). La stampa di una foto su cialda costa 6,00 €.',
        'Il ritiro si fa in Via Po o nel negozio di Chieri; per il ritiro a Chieri serve un giorno in più di preavviso (almeno 4 giorni). Non effettuiamo consegne a domicilio delle torte e non spediamo le torte fresche.',
      ),
      h2('Senza zucchero, senza glutine, senza lattosio'),
      p(
        'La Torta Margherita alla crema e la crostata di frutta si possono fare senza zucchero aggiunto, dolcificate con eritritolo, a 42 €/kg. Su richiesta prepariamo torte senza lattosio (40 €/kg).',
        'Per il senza glutine e le allergie leggete la pagina <a href="/allergie-e-intolleranze">allergie e intolleranze</a>: non possiamo garantire torte per celiaci.',
      ),
    ),
  ].join('\n'),
};

const allergie: MolePage = {
  path: '/allergie-e-intolleranze',
  lang: 'it',
  alternate: '/en/allergies',
  title: 'Allergie e intolleranze',
  description: 'Cosa possiamo e non possiamo garantire per allergie e intolleranze.',
  body: [
    fullwidthHeader('Allergie e intolleranze', 'Cosa possiamo fare, e cosa no'),
    block(
      p(
        'Il nostro è un laboratorio artigianale in cui ogni giorno si lavorano farina di frumento, uova, latte, burro e soprattutto nocciole del Piemonte. Per questo, con sincerità:',
      ),
      ul(
        '<strong>Frutta a guscio:</strong> non possiamo preparare dolci garantiti senza frutta a guscio; tracce di nocciole sono possibili in tutti i prodotti.',
        '<strong>Celiachia:</strong> la Torta Tenerina è fatta senza farina, ma il laboratorio non è certificato senza glutine e non è adatta alle persone celiache.',
        '<strong>Lattosio:</strong> su ordinazione prepariamo torte senza lattosio, con panna vegetale.',
        '<strong>Uova:</strong> non facciamo dolci senza uova né prodotti vegani.',
        '<strong>Zucchero:</strong> la Torta Margherita e la crostata di frutta sono disponibili senza zucchero aggiunto, su ordinazione.',
      ),
      p(
        'L’elenco degli allergeni di ogni prodotto della vetrina è a disposizione al banco: chiedetelo pure al personale.',
      ),
    ),
  ].join('\n'),
};

const stagionali: MolePage = {
  path: '/prodotti-stagionali',
  lang: 'it',
  alternate: '/en/seasonal-specialities',
  title: 'Prodotti stagionali: panettone, colomba, gianduiotti',
  description:
    'Panettoni, colombe, gianduiotti e marron glacé della Pasticceria Caffè della Mole: prezzi e periodi.',
  body: [
    fullwidthHeader('Prodotti stagionali', 'Il calendario dei nostri lievitati e del cioccolato'),
    block(
      h2('Panettone'),
      p(
        'Il panettone della Mole lievita 36 ore con lievito madre. È in vendita in negozio dal 2 novembre al 6 gennaio; online si può preordinare fino al 18 dicembre, con ritiro in Via Po o a Chieri oppure spedizione.',
      ),
      table(
        ['Prodotto', 'Formato', 'Prezzo'],
        [
          ['Panettone classico', '750 g', '€ 28,00'],
          ['Panettone classico', '1 kg', '€ 36,00'],
          ['Panettone classico', '2 kg', '€ 52,00'],
          ['Panettone al gianduia', '1 kg', '€ 42,00'],
          ['Marron glacé', 'scatola da 12', '€ 29,00'],
        ],
      ),
      h2('Colomba'),
      p(
        'La colomba classica (1 kg, € 32,00) è in negozio da inizio marzo fino a Pasqua; i preordini online aprono il 15 febbraio.',
      ),
      h2('Gianduiotti'),
      p(
        'I gianduiotti della Mole, fatti a mano con nocciole Piemonte IGP, ci sono tutto l’anno: sfusi a 58 €/kg al banco, oppure in scatola da 250 g (€ 14,50) o da 500 g (€ 27,00). Dal 1° giugno al 15 settembre non spediamo cioccolato: il caldo lo rovinerebbe.',
      ),
    ),
  ].join('\n'),
};

const spedizioni: MolePage = {
  path: '/spedizioni',
  lang: 'it',
  alternate: '/en/shipping',
  title: 'Spedizioni',
  description: 'Dove spediamo, quanto costa e quando: panettoni, gianduiotti e prodotti confezionati.',
  body: [
    fullwidthHeader('Spedizioni', 'Panettoni, gianduiotti e prodotti confezionati'),
    block(
      p(
        'Spediamo solo i prodotti confezionati dello shop online (panettoni, colombe, gianduiotti, marron glacé, creme). Le torte e la pasticceria fresca non si spediscono.',
      ),
      table(
        ['Destinazione', 'Costo', 'Gratuita da', 'Consegna'],
        [
          ['Italia', '9,90 €', '69,00 €', '2–3 giorni lavorativi'],
          [
            'Austria, Belgio, Francia, Germania, Paesi Bassi, Spagna',
            '24,00 €',
            '—',
            '4–6 giorni lavorativi',
          ],
        ],
      ),
      p(
        'In Italia la spedizione costa 9,90 € ed è gratuita per ordini da 69,00 €. Non spediamo fuori da questi paesi (per esempio in Svizzera, nel Regno Unito o negli Stati Uniti).',
        'Affidiamo i pacchi al corriere BRT dal lunedì al mercoledì, così non restano fermi in magazzino nel fine settimana. Gli ordini di panettone per Natale vanno fatti entro il 18 dicembre.',
        'Dal 1° giugno al 15 settembre non spediamo cioccolato e gianduiotti.',
      ),
    ),
  ].join('\n'),
};

const storia: MolePage = {
  path: '/la-nostra-storia',
  lang: 'it',
  alternate: '/en/our-history',
  title: 'La nostra storia',
  description: 'Dal 1921 sotto i portici di Via Po: la storia della Pasticceria Caffè della Mole.',
  body: [
    fullwidthHeader('La nostra storia', 'Quattro generazioni sotto i portici', 'storia-1921.jpg'),
    block(
      h2('1921'),
      p(
        'Ernesto Bonino, pasticcere di Moncalieri, e sua moglie Teresa aprono il “Caffè Bonino” al numero 17 di Via Po. Il bancone in noce che vedete ancora oggi è quello del 1921.',
      ),
      h2('1936'),
      p(
        'Il caffè cambia nome in Caffè della Mole e si rifà la sala con gli specchi e le boiserie che sono ancora al loro posto.',
      ),
      h2('1972'),
      p(
        'Il figlio Giorgio mette a punto la ricetta dei gianduiotti fatti a mano che prepariamo ancora oggi.',
      ),
      h2('2009'),
      p('Marta Bonino apre il secondo negozio, a Chieri.'),
      h2('Oggi'),
      p(
        'Chiara e Luca Bonino, la quarta generazione, guidano la pasticceria. Dal 2015 il Caffè della Mole fa parte dei Locali Storici d’Italia.',
      ),
    ),
  ].join('\n'),
};

const chieri: MolePage = {
  path: '/negozio-di-chieri',
  lang: 'it',
  alternate: '/en/chieri-shop',
  title: 'Il negozio di Chieri',
  description: 'Il secondo negozio della Pasticceria Caffè della Mole, a Chieri: indirizzo e orari.',
  body: [
    fullwidthHeader('Il negozio di Chieri', 'Via Vittorio Emanuele II 42, Chieri'),
    section(
      row(
        col(
          '1_2',
          text(
            h3('Dove siamo'),
            p('Via Vittorio Emanuele II 42<br>10023 Chieri (TO)<br>Tel. 011 947 3318'),
            p('Parcheggio gratuito in Piazza Mazzini, a 200 metri. L’ingresso è senza gradini.'),
          ),
        ),
        col(
          '1_2',
          text(
            h3('Orari'),
            table(
              ['Giorno', 'Orario'],
              [
                ['Lunedì', 'chiuso'],
                ['Martedì–sabato', '8:00–13:00 e 15:30–19:30'],
                ['Domenica', '8:00–13:00'],
              ],
            ),
          ),
        ),
      ),
    ),
    block(
      p(
        'A Chieri trovate la pasticceria fresca, le torte della vetrina, i gianduiotti e, in stagione, panettoni e colombe. Non c’è la caffetteria: si serve solo al banco, senza tavoli.',
        'Il negozio di Chieri resta aperto tutto agosto, con la sola chiusura del 15 agosto.',
        'Si possono ritirare qui le torte ordinate, con almeno 4 giorni di preavviso. Si paga in contanti o con carta; a Chieri non accettiamo Satispay né buoni pasto.',
      ),
    ),
  ].join('\n'),
};

const orari: MolePage = {
  path: '/orari-e-contatti',
  lang: 'it',
  alternate: '/en/hours-and-contact',
  title: 'Orari e contatti',
  description: 'Orari di apertura di Via Po, chiusura estiva, orari di Natale, pagamenti e contatti.',
  body: [
    fullwidthHeader('Orari e contatti', 'Via Po 17, Torino'),
    section(
      row(
        col(
          '1_2',
          text(
            h3('Orari di Via Po'),
            table(
              ['Giorno', 'Orario'],
              [
                ['Lunedì', 'chiuso'],
                ['Martedì–sabato', '7:30–19:30'],
                ['Domenica', '7:30–19:30'],
              ],
            ),
            p(
              'Il lunedì è il giorno di chiusura settimanale. Per il negozio di Chieri vedete la <a href="/negozio-di-chieri">sua pagina</a>.',
            ),
          ),
        ),
        col(
          '1_2',
          text(
            h3('Contatti'),
            p(
              `Telefono: ${MOLE_PHONE}<br>WhatsApp: ${MOLE_WHATSAPP} (solo messaggi)<br>Email: info@pasticceria-mole.test`,
            ),
            p(
              'Fermata bus “Po” (linee 55, 56, 61). Il parcheggio più vicino è il Parcheggio Vittorio Veneto, sotterraneo.',
            ),
          ),
        ),
      ),
    ),
    block(
      h2('Chiusura estiva'),
      p(
        'In agosto Via Po chiude per ferie: nel 2027 resteremo chiusi dal 9 al 29 agosto. Il negozio di Chieri invece resta aperto.',
      ),
      h2('Orari di Natale 2026'),
      table(
        ['Giorno', 'Orario'],
        [
          ['Lunedì 7, 21 e 28 dicembre', '7:30–19:30 (apertura straordinaria)'],
          ['Giovedì 24 dicembre', '7:30–18:00'],
          ['Venerdì 25 dicembre', '8:00–13:00 (solo banco e ritiro ordini)'],
          ['Sabato 26 dicembre', 'chiuso'],
          ['Giovedì 31 dicembre', '7:30–18:00'],
          ['Venerdì 1° gennaio', 'chiuso'],
        ],
      ),
      h2('Pagamenti'),
      p(
        'Accettiamo contanti, bancomat, carte Visa, Mastercard e Maestro, Apple Pay, Google Pay e Satispay. Non accettiamo American Express né assegni. I buoni pasto (Edenred e Pluxee) sono accettati solo per il pranzo in Via Po.',
      ),
    ),
  ].join('\n'),
};

const accessibilita: MolePage = {
  path: '/accessibilita',
  lang: 'it',
  alternate: '/en/accessibility',
  title: 'Accessibilità e animali',
  description: 'Accessibilità del locale di Via Po e di Chieri, cani e bambini.',
  body: [
    fullwidthHeader('Accessibilità e animali', 'Per venire a trovarci senza sorprese'),
    block(
      h3('L’ingresso'),
      p(
        'All’ingresso di Via Po c’è un gradino di 15 cm. Abbiamo una rampa mobile: suonate il campanello accanto alla porta e ve la sistemiamo subito.',
      ),
      h3('Sala e servizi'),
      p(
        'La sala da tè e il dehors sono tutti al piano terra. I servizi igienici invece sono al piano inferiore, raggiungibili solo con una scala di 14 gradini: purtroppo non abbiamo un bagno accessibile.',
      ),
      p('Il laboratorio dei corsi è al piano ammezzato, raggiungibile solo con le scale.'),
      p('Il negozio di Chieri ha l’ingresso senza gradini.'),
      h3('Bambini'),
      p('Abbiamo due seggioloni: chiedeteli al personale.'),
      h3('Cani'),
      p(
        'I cani sono benvenuti al guinzaglio in sala e nel dehors, e una ciotola d’acqua c’è sempre. Non possono entrare nel laboratorio durante i corsi.',
      ),
    ),
  ].join('\n'),
};

const faq: MolePage = {
  path: '/faq',
  lang: 'it',
  alternate: '/en/faq',
  title: 'Domande frequenti',
  description: 'Le domande più frequenti su caffetteria, torte, spedizioni e pagamenti.',
  body: [
    fullwidthHeader('Domande frequenti', ''),
    section(
      row(
        col(
          '4_4',
          toggles([
            [
              'Posso prenotare un tavolo per la colazione?',
              p(
                'No, per la colazione non si prenota: i tavoli si assegnano in ordine di arrivo. Si prenota solo il pranzo e il brunch della domenica.',
              ),
            ],
            [
              'Quanto prima devo ordinare una torta?',
              p('Almeno 3 giorni prima, 7 giorni per il cake design. Con un acconto del 30%.'),
            ],
            [
              'Fate torte per celiaci?',
              p(
                'No. Abbiamo la Torta Tenerina senza farina, ma il laboratorio non è senza glutine e non possiamo garantirla per i celiaci.',
              ),
            ],
            [
              'Spedite all’estero?',
              p(
                'Sì, in sei paesi dell’Unione Europea (Austria, Belgio, Francia, Germania, Paesi Bassi, Spagna) a 24,00 €. Non spediamo in Svizzera, nel Regno Unito o negli Stati Uniti.',
              ),
            ],
            [
              'Vendete buoni regalo?',
              p('Sì, in negozio in Via Po, da 25, 50 o 100 €. Non si acquistano online.'),
            ],
            ['Posso portare il mio cane?', p('Sì, al guinzaglio, in sala e nel dehors.')],
            [
              'Fate consegne a domicilio?',
              p(
                'No, né per le torte né per la pasticceria fresca. Spediamo solo i prodotti confezionati dello shop online.',
              ),
            ],
            [
              'Siete aperti ad agosto?',
              p('Via Po chiude per ferie dal 9 al 29 agosto 2027; il negozio di Chieri resta aperto.'),
            ],
          ]),
        ),
      ),
    ),
  ].join('\n'),
};

export const moleItalianPages: MolePage[] = [
  home,
  caffetteria,
  prenotazioni,
  torte,
  allergie,
  stagionali,
  spedizioni,
  storia,
  chieri,
  orari,
  accessibilita,
  faq,
];
