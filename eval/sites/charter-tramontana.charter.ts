import {
  block,
  bold,
  brand,
  button,
  buttons,
  cards,
  d,
  heading,
  link,
  list,
  one,
  picture,
  priceCard,
  pricing,
  row,
  specs,
  subtitle,
  type TramontanaPage,
  text,
} from './charter-tramontana.layout.ts';

/**
 * The charter pages in Italian: the fleet (each boat a card whose specs are label/value pairs in separate
 * text boxes, and the Lagoon 46 "Levante" in arrivo nel 2027, not bookable), the 2027 prices (the weekly
 * rates as a grid of five columns of `<div>`s, boat names in the first and each season's prices in the
 * others, tied to their boat only by position; price cards for the extras whose euro sign and figure are two
 * spans), bareboat charter (licence, check-in and check-out, deposit by credit card, no night sailing,
 * Corsica only with a skipper) and skippered charter (no licence needed, skipper and hostess per day).
 */

export type Boat = {
  name: string;
  model: string;
  year: string;
  length: string;
  cabins: string;
  heads: string;
  berths: string;
  people: string;
  about: string;
};

export const boats: Boat[] = [
  {
    name: 'Grecale',
    model: 'Dufour 360 Grand Large',
    year: '2022',
    length: '10,8 m',
    cabins: '3',
    heads: '1',
    berths: '6',
    people: '6',
    about:
      'Agile e facile da manovrare: la barca giusta per una coppia o una piccola famiglia, ed è anche la barca dei nostri corsi.',
  },
  {
    name: 'Libeccio',
    model: 'Bavaria Cruiser 41',
    year: '2019',
    length: '12,4 m',
    cabins: '3',
    heads: '2',
    berths: '6 + 2',
    people: '8',
    about:
      'Pozzetto ampio, due bagni, tanta acqua dolce: la scelta di chi vuole spazio senza passare al catamarano.',
  },
  {
    name: 'Maestrale',
    model: 'Jeanneau Sun Odyssey 440',
    year: '2021',
    length: '13,4 m',
    cabins: '4',
    heads: '2',
    berths: '8 + 2',
    people: '10',
    about:
      'La più veloce della flotta, con prua a spigolo e pozzetto a due ruote: per chi vuole veleggiare davvero.',
  },
  {
    name: 'Scirocco',
    model: 'Lagoon 40 (catamarano)',
    year: '2020',
    length: '11,7 m',
    cabins: '4',
    heads: '4',
    berths: '8 + 2',
    people: '10',
    about: 'Quattro cabine con bagno privato, stabile in rada e comodo per le famiglie con bambini.',
  },
  {
    name: 'Ponente',
    model: 'Bali 4.6 (catamarano)',
    year: '2023',
    length: '13,9 m',
    cabins: '4 + 1 cabina skipper',
    heads: '4',
    berths: '10 + 2',
    people: '12',
    about:
      'Il nostro catamarano più grande: salone aperto sul pozzetto, flybridge con prendisole e una cabina separata per lo skipper.',
  },
];

const boatCard = (boat: Boat) => [
  picture(`${boat.name} – ${boat.model} in rada a Cala Granu`),
  heading(boat.name, 3, 'item__title_2Pn'),
  text(brand(boat.model), 'item__subtitle_3Ko'),
  specs([
    ['Anno', boat.year],
    ['Lunghezza', boat.length],
    ['Cabine', boat.cabins],
    ['Bagni', boat.heads],
    ['Posti letto', boat.berths],
    ['Persone max', boat.people],
  ]),
  text(boat.about, 'item__text_1Hx'),
  button('Vedi i prezzi', '/prezzi', 'link'),
];

const flotta: TramontanaPage = {
  path: '/flotta',
  lang: 'it',
  alternate: '/en/fleet',
  title: 'La flotta',
  description:
    'La flotta di Tramontana Charter a Porto Rotondo: tre barche a vela e due catamarani da noleggiare con o senza skipper, e il nuovo Lagoon 46 in arrivo nel 2027.',
  blocks: [
    block(
      [
        one(
          heading('La flotta', 1),
          subtitle(
            d(
              'Tre barche a vela e due catamarani, tutti ormeggiati al pontile C della Marina di Porto Rotondo.',
              'Le barche hanno tutte meno di otto anni e ogni inverno passano dal cantiere.',
            ),
          ),
        ),
      ],
      { name: 'series-2-cover', theme: 'brand', background: 'Barche a vela ormeggiate a Porto Rotondo' },
    ),
    block([one(heading('Barche a vela', 2), cards(boats.slice(0, 3).map(boatCard)))], {
      name: 'series-4-cards',
    }),
    block([one(heading('Catamarani', 2), cards(boats.slice(3).map(boatCard), 2))], {
      name: 'series-4-cards',
      theme: 'sand',
    }),
    block(
      [
        row(
          [
            [picture('Rendering del Lagoon 46 Levante')],
            [
              text(bold(brand('IN ARRIVO NEL 2027')), 'item__label_2Qd'),
              heading('Levante – Lagoon 46', 2),
              text(
                d(
                  'Ad aprile 2027 arriva a Porto Rotondo il nostro terzo catamarano da charter: un Lagoon 46 nuovo, con quattro cabine matrimoniali, due cabine per l’equipaggio e un flybridge enorme.',
                  'I primi charter sono previsti da giugno 2027. Il listino del Levante non è ancora pronto e per ora non si può prenotare: apriremo le prenotazioni a febbraio 2027.',
                ),
              ),
              button('Leggi la news', '/news/levante-nuovo-catamarano-2027', 'secondary'),
            ],
          ],
          [6, 6],
        ),
      ],
      { name: 'series-5-about' },
    ),
    block(
      [
        row(
          [
            [
              text(
                d(
                  bold('Dotazione di serie su tutte le barche:'),
                  'tender con remi, bimini e cappottina, plotter GPS in pozzetto, VHF, frigorifero, doccetta di poppa, cuscini da pozzetto, dotazioni di sicurezza oltre le 12 miglia, kit snorkeling.',
                ),
              ),
            ],
            [
              buttons(
                button('Prezzi 2027', '/prezzi'),
                button('Richiedi disponibilità', '/contatti', 'secondary'),
              ),
            ],
          ],
          [8, 4],
        ),
      ],
      { name: 'series-7-cta', theme: 'sand' },
    ),
  ],
};

/* ── Prezzi 2027 ──────────────────────────────────────────────────────────────────────────────────────── */

type Season = { name: string; dates: string };

const seasons: Season[] = [
  { name: 'Bassa', dates: '1/5 – 29/5 e 25/9 – 30/10' },
  { name: 'Media', dates: '29/5 – 26/6 e 28/8 – 25/9' },
  { name: 'Alta', dates: '26/6 – 31/7' },
  { name: 'Altissima', dates: '31/7 – 28/8' },
];

/** Weekly bareboat prices 2027, in the order of `boats`, one column per season. */
export const weekly: string[][] = [
  ['2.100', '2.600', '3.200', '4.900', '6.200'],
  ['2.900', '3.500', '4.300', '6.600', '8.400'],
  ['3.800', '4.700', '5.600', '8.800', '11.200'],
  ['4.500', '5.400', '6.500', '10.200', '12.900'],
];

/**
 * The price table as the owner built it in the "columns" wireframe: five columns of text boxes, the boats
 * in the first, each season's prices in the others as block spans with nothing between them.
 */
export const priceGrid = (
  boatLabel: string,
  names: string[],
  heads: Season[],
  columns: string[][],
  fmt: (x: string) => string,
) =>
  `<div class="w-collection price-grid_1Jw collection--cols-5_2Wd"><div class="w-collection-item price-grid__col_3Fa"><div class="w-text price-grid__head_2Rn">${bold(boatLabel)}</div><div class="w-text price-grid__cells_1Bv">${d(...names)}</div></div>${heads
    .map(
      (s, i) =>
        `<div class="w-collection-item price-grid__col_3Fa"><div class="w-text price-grid__head_2Rn">${d(bold(s.name), s.dates)}</div><div class="w-text price-grid__cells_1Bv">${d(...(columns[i] ?? []).map(fmt))}</div></div>`,
    )
    .join('')}</div>`;

const prezzi: TramontanaPage = {
  path: '/prezzi',
  lang: 'it',
  alternate: '/en/prices',
  title: 'Prezzi 2027',
  description:
    'Listino 2027 di Tramontana Charter: prezzi a settimana delle barche a vela e dei catamarani senza skipper, cosa è compreso, extra, skipper, hostess e cauzioni.',
  blocks: [
    block(
      [
        one(
          heading('Prezzi 2027', 1),
          subtitle(
            d(
              'Prezzi a settimana, da sabato a sabato, per la barca senza skipper. IVA inclusa.',
              'Il listino vale per tutta la stagione 2027, dal 1° maggio al 30 ottobre.',
            ),
          ),
        ),
      ],
      { name: 'series-2-cover', theme: 'brand', background: 'Catamarano all’ancora davanti a Spargi' },
    ),
    block(
      [
        one(
          heading('Le stagioni', 2),
          cards(
            seasons.map((s) => [heading(s.name, 3, 'item__title_2Pn'), text(s.dates, 'item__text_1Hx')]),
            4,
          ),
        ),
      ],
      { name: 'series-4-cards', theme: 'sand' },
    ),
    block(
      [
        one(
          heading('Prezzi a settimana', 2),
          priceGrid(
            'Barca',
            boats.map((b) => `${b.name} (${b.model.replace(' (catamarano)', ', catamarano')})`),
            seasons,
            weekly,
            (x) => `€ ${x}`,
          ),
          text(
            d(
              'Noleggi più brevi di una settimana (minimo 3 notti) solo in bassa e media stagione: prezzo su richiesta.',
              `Il Levante (Lagoon 46) non è ancora in listino: ${link('leggi la news', '/news/levante-nuovo-catamarano-2027')}.`,
            ),
            'price-grid__note_2Tc',
          ),
        ),
      ],
      { name: 'series-6-table' },
    ),
    block(
      [
        row([
          [
            heading('Compreso nel prezzo', 3),
            text(
              list(
                'la barca con la dotazione di serie e il tender',
                'biancheria da letto e da bagno (un cambio a persona)',
                'il permesso di navigazione nel Parco Nazionale dell’Arcipelago di La Maddalena',
                'gas, acqua dolce e l’ormeggio in base la sera del venerdì',
                'il briefing tecnico all’imbarco',
              ),
            ),
          ],
          [
            heading('Non compreso', 3),
            text(
              list(
                'la pulizia finale, obbligatoria',
                'il carburante',
                'gli ormeggi negli altri porti e i campi boe',
                'skipper, hostess, cambusa e transfer',
                'l’assicurazione per la riduzione della cauzione',
              ),
            ),
          ],
        ]),
      ],
      { name: 'series-5-two-columns', theme: 'sand' },
    ),
    block(
      [
        one(
          heading('Extra e servizi', 2),
          pricing([
            priceCard('Pulizia finale monoscafo', '170', 'a settimana, obbligatoria'),
            priceCard('Pulizia finale catamarano', '280', 'a settimana, obbligatoria'),
            priceCard(
              'Skipper',
              '220',
              'al giorno, più il vitto',
              [],
              button('Con skipper', '/noleggio-con-skipper', 'link'),
            ),
            priceCard('Hostess / cuoca', '180', 'al giorno, più il vitto'),
          ]),
          heading('Altri extra', 3),
          specs([
            ['Motore fuoribordo per il tender', '90 € a settimana'],
            ['SUP', '120 € a settimana'],
            ['Router wi-fi 4G', '70 € a settimana'],
            ['Set di biancheria in più', '25 € a persona'],
            ['Imbarco anticipato (sabato dalle 12:00)', '150 €'],
            ['Parcheggio custodito in marina', '70 € a settimana'],
          ]),
        ),
      ],
      { name: 'series-8-pricing' },
    ),
    block(
      [
        row(
          [
            [
              heading('Cauzione', 2),
              text(
                d(
                  `Monoscafi: ${bold('2.000 €')}. Catamarani: ${bold('3.500 €')}.`,
                  'La cauzione si lascia all’imbarco con una preautorizzazione sulla carta di credito e viene sbloccata al rientro, se la barca torna senza danni.',
                  `Con l’assicurazione riduzione cauzione (30 € al giorno per i monoscafi, 45 € al giorno per i catamarani) la cauzione scende a 500 € e 800 €.`,
                ),
              ),
            ],
            [
              heading('Prenotazione', 2),
              text(
                d(
                  'Acconto del 40% alla conferma, saldo entro 30 giorni dall’imbarco.',
                  `Tutti i dettagli, anche per le cancellazioni, sono nelle ${link('condizioni di noleggio', '/condizioni-di-noleggio')}.`,
                ),
              ),
              button('Richiedi disponibilità', '/contatti'),
            ],
          ],
          [6, 6],
        ),
      ],
      { name: 'series-5-two-columns', theme: 'sand' },
    ),
  ],
};

/* ── Noleggio senza skipper ───────────────────────────────────────────────────────────────────────────── */

const bareboat: TramontanaPage = {
  path: '/noleggio-senza-skipper',
  lang: 'it',
  alternate: '/en/bareboat-charter',
  title: 'Noleggio senza skipper',
  description:
    'Noleggio di barche a vela e catamarani senza skipper (bareboat) da Porto Rotondo: patente, imbarco e sbarco, cauzione, area di navigazione.',
  blocks: [
    block(
      [
        one(
          heading('Noleggio senza skipper', 1),
          subtitle(d('Siete voi al timone. Noi vi consegniamo la barca pronta, con il pieno e un briefing.')),
        ),
      ],
      { name: 'series-2-cover', theme: 'brand', background: 'Timone di una barca a vela al tramonto' },
    ),
    block(
      [
        row(
          [
            [
              heading('Chi può noleggiare', 2),
              text(
                d(
                  `Chi comanda la barca deve avere ${bold('la patente nautica per la vela')} (o un titolo straniero equivalente) e almeno 18 anni.`,
                  'Serve anche un secondo membro dell’equipaggio con un po’ di esperienza di vela: all’imbarco vi chiederemo due parole sulle vostre ultime uscite.',
                  `Non avete la patente? Potete noleggiare ${link('con skipper', '/noleggio-con-skipper')}, oppure imparare con i nostri ${link('corsi di vela', '/corsi-di-vela')}.`,
                ),
              ),
            ],
            [picture('Check-in al pontile C di Porto Rotondo')],
          ],
          [7, 5],
        ),
      ],
      { name: 'series-5-about' },
    ),
    block(
      [
        one(heading('Imbarco e sbarco', 2)),
        row([
          [
            specs([
              ['Imbarco', 'sabato dalle 17:00'],
              ['Sbarco', 'sabato entro le 9:00'],
            ]),
          ],
          [
            text(
              d(
                'Il venerdì la barca deve rientrare in base entro le 18:00, per il pieno di carburante e il controllo. La notte del venerdì si dorme a bordo in marina.',
                `Chi arriva presto può chiedere l’imbarco anticipato, dalle 12:00, a 150 €.`,
              ),
            ),
          ],
        ]),
      ],
      { name: 'series-5-two-columns', theme: 'sand' },
    ),
    block(
      [
        row([
          [
            heading('Cauzione e assicurazione', 3),
            text(
              d(
                'Monoscafi 2.000 €, catamarani 3.500 €, con preautorizzazione sulla carta di credito all’imbarco.',
                'Con la riduzione cauzione (30 € o 45 € al giorno) la cauzione scende a 500 € o 800 €.',
              ),
            ),
          ],
          [
            heading('Dove si naviga', 3),
            text(
              d(
                'La costa nord-orientale della Sardegna, da Olbia a Santa Teresa Gallura, e l’Arcipelago di La Maddalena: il permesso del Parco è compreso.',
                `${bold('La navigazione notturna non è consentita senza skipper.')} In Corsica si va solo con il nostro skipper.`,
              ),
            ),
          ],
          [
            heading('Carburante', 3),
            text(
              d(
                'La barca vi viene consegnata con il pieno e va riconsegnata con il pieno. Il carburante non è compreso nel prezzo.',
              ),
            ),
          ],
        ]),
      ],
      { name: 'series-4-cards' },
    ),
    block(
      [
        row(
          [
            [
              text(
                d(
                  'Le regole complete sono nelle condizioni di noleggio.',
                  link('Condizioni di noleggio 2027', '/condizioni-di-noleggio'),
                ),
              ),
            ],
            [
              buttons(
                button('Prezzi 2027', '/prezzi'),
                button('Richiedi disponibilità', '/contatti', 'secondary'),
              ),
            ],
          ],
          [7, 5],
        ),
      ],
      { name: 'series-7-cta', theme: 'sand' },
    ),
  ],
};

/* ── Noleggio con skipper ─────────────────────────────────────────────────────────────────────────────── */

const skipper: TramontanaPage = {
  path: '/noleggio-con-skipper',
  lang: 'it',
  alternate: '/en/skippered-charter',
  title: 'Noleggio con skipper',
  description:
    'Charter con skipper a Porto Rotondo e nell’Arcipelago di La Maddalena: costo dello skipper e della hostess, vitto, cabina, nessuna patente necessaria.',
  blocks: [
    block(
      [
        one(
          heading('Noleggio con skipper', 1),
          subtitle(
            d('Voi vi godete il mare, al resto pensa lo skipper: rotte, ancoraggi, manovre in porto.'),
          ),
        ),
      ],
      { name: 'series-2-cover', theme: 'brand', background: 'Skipper al timone verso La Maddalena' },
    ),
    block(
      [
        row(
          [
            [
              heading('Nessuna patente', 2),
              text(
                d(
                  `Per il noleggio con skipper ${bold('non serve la patente nautica')}, né alcuna esperienza di vela: la responsabilità della navigazione è dello skipper.`,
                  'Se volete, lo skipper vi insegna a timonare e a regolare le vele durante la settimana.',
                ),
              ),
            ],
            [picture('Bambini al timone con lo skipper')],
          ],
          [7, 5],
        ),
      ],
      { name: 'series-5-about' },
    ),
    block(
      [
        one(
          pricing([
            priceCard('Skipper', '220', 'al giorno', [
              'più il vitto, a bordo con voi',
              'si paga all’imbarco',
              'parla italiano e inglese',
            ]),
            priceCard('Hostess / cuoca', '180', 'al giorno', [
              'più il vitto',
              'cucina, riordino e cambusa',
              'solo insieme allo skipper',
            ]),
          ]),
        ),
      ],
      { name: 'series-8-pricing', theme: 'sand' },
    ),
    block(
      [
        row([
          [
            heading('Dove dorme lo skipper', 3),
            text(
              d(
                'Sul Ponente c’è una cabina separata per lo skipper. Sulle altre barche lo skipper occupa una delle cabine o dorme in dinette: tenetelo presente quando contate i posti letto.',
              ),
            ),
          ],
          [
            heading('Corsica e navigazione notturna', 3),
            text(
              d(
                'Con lo skipper si può arrivare fino a Bonifacio e alle Isole Lavezzi, in Corsica, e navigare anche di notte se il meteo lo consente.',
              ),
            ),
          ],
        ]),
        one(
          buttons(
            button('Prezzi 2027', '/prezzi'),
            button('Richiedi disponibilità', '/contatti', 'secondary'),
          ),
        ),
      ],
      { name: 'series-4-cards' },
    ),
  ],
};

export const tramontanaCharterPages: TramontanaPage[] = [flotta, prezzi, bareboat, skipper];
