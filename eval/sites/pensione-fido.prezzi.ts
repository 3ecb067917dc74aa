import {
  a,
  button,
  cards,
  type FidoPage,
  hero,
  line,
  menu,
  p,
  rt,
  section,
  ul,
} from './pensione-fido.layout.ts';

/**
 * The price pages: the 2026 price list (its high-season dates only in the note under the supplements),
 * daycare, grooming and the pet taxi, and the 2023 price list, still published and linked from the 2023 post.
 */
export const fidoPricePages: FidoPage[] = [
  {
    path: '/prezzi',
    title: 'Prezzi',
    description:
      'Listino 2026 della pensione Fido & Micio: prezzi a notte per cani di piccola, media e grande taglia e per gatti, sconti e supplementi.',
    body: [
      hero(
        'Prezzi',
        'Listino 2026, in vigore dal 1° febbraio 2026. Prezzi IVA inclusa.',
        'listino-header.jpg',
      ),
      section(
        'menu',
        'Pensione',
        menu('Cani – a notte, per cane', [
          ['Piccola taglia', 'fino a 10 kg', '€ 22'],
          ['Media taglia', 'da 10 a 25 kg', '€ 26'],
          ['Grande taglia', 'oltre 25 kg', '€ 30'],
          ['Taglia gigante', 'oltre 45 kg', 'su richiesta'],
          ['Secondo cane nello stesso box', 'cani della stessa famiglia', '- 20%'],
        ]),
        menu('Gatti – a notte', [
          ['Gatto', 'suite singola', '€ 15'],
          ['Secondo gatto nella stessa suite', 'gatti della stessa famiglia', '€ 10'],
        ]),
        menu(
          'Supplementi e servizi',
          [
            ['Alta stagione*', 'per animale, a notte', '+ € 5'],
            ['Somministrazione farmaci', 'compresse, gocce, pomate', '€ 2 al giorno'],
            [
              'Ritiro pomeridiano',
              'ritiro nella fascia 17:00–19:00 del giorno di uscita: si aggiunge mezza giornata',
              '+ 50% di una notte',
            ],
            ['Bagno di fine soggiorno', 'per soggiorni di almeno 5 notti', '- 20% sul listino toelettatura'],
          ],
          '* Alta stagione: dal 1° al 31 agosto e dal 20 dicembre al 6 gennaio. Nei periodi di alta stagione la caparra è obbligatoria.',
        ),
      ),
      section(
        'content',
        'Soggiorni lunghi',
        rt(
          p(
            '**Dall’8ª notte in poi** ogni notte costa il 10% in meno. Lo sconto vale sulla tariffa base, non sul supplemento di alta stagione.',
          ),
          p(
            'Il giorno di ingresso si paga come una notte intera; il giorno di uscita non si paga, se ritirate il vostro animale al mattino. Cibo, uscite e pulizia sono sempre compresi.',
          ),
        ),
      ),
      section(
        'content',
        'Gli altri listini',
        rt(
          p(
            `Asilo per cani, toelettatura e Taxi Dog hanno i loro prezzi: ${a('Asilo per cani', '/asilo-per-cani')}, ${a('Toelettatura', '/toelettatura')}, ${a('Taxi Dog', '/taxi-dog')}.`,
          ),
        ),
        button('Richiedi disponibilità', '/prenotazioni'),
      ),
    ].join('\n'),
  },
  {
    path: '/asilo-per-cani',
    title: 'Asilo per cani',
    description:
      'Asilo diurno per cani a Sorgiano (BG), dal lunedì al venerdì: mezza giornata, giornata intera e carnet da 10 giornate.',
    body: [
      hero('Asilo per cani', 'Di giorno da noi, la sera a casa con voi.', 'asilo-header.jpg'),
      section(
        'content',
        'Una giornata all’asilo',
        rt(
          p(
            'L’asilo è pensato per chi lavora o ha una giornata piena: il vostro cane passa il giorno in compagnia, gioca nel prato, riposa nella sala relax e la sera torna a casa stanco e contento.',
          ),
          p(
            '**Orari:** dal lunedì al venerdì, dalle 7:30 alle 19:00. Sabato, domenica e festivi l’asilo è chiuso.',
          ),
          p(
            'I gruppi sono al massimo di 8 cani, divisi per taglia ed energia, sempre con un educatore. La prima mezza giornata di prova è gratuita: serve a capire se il vostro cane si trova bene in gruppo.',
          ),
        ),
      ),
      section(
        'pricing',
        'Prezzi',
        cards([
          { title: 'Mezza giornata', text: 'Fino a 5 ore, la mattina o il pomeriggio.', price: '€ 16' },
          {
            title: 'Giornata intera',
            text: 'Dall’apertura alla chiusura, con la pausa pranzo.',
            price: '€ 24',
          },
          {
            title: 'Carnet 10 giornate intere',
            text: 'Valido 4 mesi dalla prima giornata, anche a giorni alterni.',
            price: '€ 210',
          },
          {
            title: 'Carnet 10 mezze giornate',
            text: 'Valido 4 mesi dalla prima mezza giornata.',
            price: '€ 140',
          },
        ]),
      ),
      section(
        'content',
        'Chi può venire',
        rt(
          ul(
            'cani dai 5 mesi in su, con le vaccinazioni in regola (le stesse della pensione)',
            'maschi interi sopra i 12 mesi solo dopo una prova di socializzazione',
            'niente femmine in calore',
          ),
          p(
            'Il pranzo non è compreso: se il vostro cane mangia a mezzogiorno, portate la sua razione in un sacchetto con il suo nome.',
          ),
          p(
            `Non potete accompagnarlo? Il ${a('Taxi Dog', '/taxi-dog')} lo porta all’asilo e lo riporta a casa, con la tariffa a km.`,
          ),
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/toelettatura',
    title: 'Toelettatura',
    description:
      'Toelettatura per cani e gatti a Sorgiano (BG): bagno, taglio, tosatura e stripping su appuntamento, dal martedì al sabato.',
    body: [
      hero(
        'Toelettatura',
        'Bagno, taglio e tosatura con Giulia, anche per i cani che non sono ospiti della pensione.',
        'toelettatura-header.jpg',
      ),
      section(
        'content',
        '',
        rt(
          p(
            'La toelettatura è aperta **dal martedì al sabato, dalle 9:00 alle 17:00**, solo su appuntamento (per telefono o su WhatsApp). Il lunedì la toelettatura è chiusa.',
          ),
        ),
      ),
      section(
        'menu',
        'Listino toelettatura',
        menu('Cani – bagno', [
          ['Bagno e asciugatura – piccola taglia', 'fino a 10 kg', '€ 28'],
          ['Bagno e asciugatura – media taglia', 'da 10 a 25 kg', '€ 38'],
          ['Bagno e asciugatura – grande taglia', 'oltre 25 kg', '€ 48'],
        ]),
        menu('Cani – taglio e tosatura (bagno compreso)', [
          ['Toelettatura completa – piccola taglia', 'bagno, taglio o tosatura, unghie', '€ 45'],
          ['Toelettatura completa – media taglia', 'bagno, taglio o tosatura, unghie', '€ 60'],
          ['Toelettatura completa – grande taglia', 'bagno, taglio o tosatura, unghie', '€ 75'],
          ['Stripping', 'a mano, per terrier e schnauzer; preventivo dopo aver visto il mantello', 'da € 55'],
        ]),
        menu('Extra', [
          ['Taglio unghie', 'anche senza bagno', '€ 8'],
          ['Pulizia orecchie', '', '€ 6'],
          ['Bagno antiparassitario', 'in aggiunta al bagno', '+ € 7'],
          ['Nodi e sottopelo infeltrito', 'districatura', '€ 10 ogni 15 minuti'],
        ]),
        menu(
          'Gatti',
          [['Pettinatura e taglio unghie', 'gatti a pelo lungo e corto', '€ 20']],
          'Non facciamo il bagno ai gatti né tosature in sedazione: per queste rivolgetevi al vostro veterinario.',
        ),
      ),
      section(
        'content',
        'Per gli ospiti della pensione',
        rt(
          p(
            'Con un soggiorno di almeno 5 notti, il bagno di fine soggiorno ha il **20% di sconto**. Chiedetelo quando prenotate: lo facciamo l’ultimo giorno, così il vostro cane torna a casa profumato.',
          ),
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/taxi-dog',
    title: 'Taxi Dog',
    description:
      'Taxi Dog: ritiriamo il vostro cane o gatto a casa e ve lo riportiamo alla fine del soggiorno. Tariffa a km, entro 40 km da Sorgiano.',
    body: [
      hero(
        'Taxi Dog',
        'Veniamo noi a prendere il vostro animale, e poi ve lo riportiamo.',
        'taxi-dog-header.jpg',
      ),
      section(
        'content',
        'Come funziona',
        rt(
          p(
            'Non avete l’auto, partite all’alba o non riuscite a passare? Marco viene a prendere il vostro cane o gatto a casa e ve lo riporta alla fine del soggiorno, con il nostro furgone climatizzato e le gabbie fissate. Il servizio vale per la pensione e per l’asilo per cani.',
          ),
        ),
      ),
      section(
        'menu',
        'Tariffe',
        menu('Taxi Dog', [
          [
            'Tariffa chilometrica',
            'per tratta, calcolata dalla pensione al vostro indirizzo',
            '€ 0,80 al km',
          ],
          ['Tariffa minima', 'per tratta', '€ 12'],
          ['Secondo animale della stessa famiglia', 'sullo stesso viaggio', 'gratis'],
        ]),
        line(
          'Per esempio, da Bergamo centro (16 km) una tratta costa 16 × 0,80 € = 12,80 €; andata a inizio soggiorno e ritorno alla fine, 25,60 €.',
        ),
      ),
      section(
        'content',
        'Dove e quando',
        rt(
          p('Il servizio copre un raggio di 40 km dalla pensione.'),
          p(
            'Il Taxi Dog viaggia dal lunedì al sabato, negli orari di ingresso e ritiro; la domenica il servizio non è attivo.',
          ),
          p('Prenotatelo almeno 48 ore prima, insieme al soggiorno.'),
        ),
        button('Prenota', '/prenotazioni'),
      ),
    ].join('\n'),
  },
  {
    path: '/listino-2023',
    title: 'Listino prezzi 2023',
    description: 'Listino prezzi 2023 della pensione per cani e gatti Fido & Micio.',
    body: [
      hero('Listino prezzi 2023', 'Valido dal 1° gennaio 2023. Prezzi IVA inclusa.', 'listino-header.jpg'),
      section(
        'menu',
        'Pensione',
        menu('Cani – a notte', [
          ['Piccola taglia', 'fino a 10 kg', '€ 18'],
          ['Media taglia', 'da 10 a 25 kg', '€ 21'],
          ['Grande taglia', 'oltre 25 kg', '€ 25'],
          ['Secondo cane nello stesso box', '', '- 15%'],
        ]),
        menu('Gatti – a notte', [
          ['Gatto', '', '€ 12'],
          ['Secondo gatto nella stessa suite', '', '€ 8'],
        ]),
        menu(
          'Supplementi e servizi',
          [
            ['Alta stagione*', 'a notte', '+ € 3'],
            ['Somministrazione farmaci', '', '€ 1,50 al giorno'],
            ['Taxi Dog', 'minimo € 8', '€ 0,60 al km'],
          ],
          '* Alta stagione 2023: dal 1° al 31 agosto e dal 23 dicembre al 2 gennaio. Soggiorni lunghi: dalla 10ª notte sconto del 5%.',
        ),
        menu('Asilo per cani', [
          ['Mezza giornata', '', '€ 13'],
          ['Giornata intera', '', '€ 19'],
        ]),
        menu('Toelettatura – bagno e asciugatura', [
          ['Piccola taglia', '', '€ 23'],
          ['Media taglia', '', '€ 32'],
          ['Grande taglia', '', '€ 40'],
        ]),
      ),
      section(
        'content',
        '',
        rt(
          p('Ingressi e ritiri tutti i giorni, 8:30–11:30 e 17:00–19:00. Caparra del 20% alla prenotazione.'),
        ),
      ),
    ].join('\n'),
  },
];
