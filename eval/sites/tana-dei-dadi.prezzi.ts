import {
  a,
  b,
  button,
  color,
  columns,
  em,
  h1,
  h2,
  h3,
  image,
  p,
  ps,
  separator,
  size,
  strip,
  type TanaPage,
  table,
  text,
  ul,
} from './tana-dei-dadi.layout.ts';

/**
 * The prices: the table fee ("coperto gioco") as three boxes of columns whose figures the owner enlarged, so
 * '4' and ',00 €' sit in separate spans; the bar and kitchen menu as tables typed into the editor, prices
 * without the euro sign; the loyalty card.
 */

/** A price box: the label, the figure in two resized spans, the note. */
const priceBox = (label: string, units: string, cents: string, note: string) =>
  text(
    `<p style="text-align: center;">${b(label)}</p><p style="text-align: center;">${size(b(units), 260)}${size(cents, 130)}</p><p style="text-align: center;">${size(note, 90)}</p>`,
  );

const tariffe: TanaPage = {
  path: '/tariffe',
  lang: 'it',
  alternate: '/en/menu-prices',
  title: 'Coperto e tariffe',
  description:
    'Quanto costa giocare alla Tana dei Dadi: il coperto gioco dal martedì al giovedì e nel weekend, il Pomeriggio in Tana, i bambini, i soci e come si paga.',
  strips: [
    strip([
      text(
        `${h1('Coperto e tariffe')}${p('Da noi non si paga a ora: si paga il coperto gioco, a persona, una volta sola. Poi potete restare e giocare quanto volete.')}`,
      ),
    ]),
    strip(
      [
        columns([
          [priceBox('Dal martedì al giovedì', '4', ',00 €', 'a persona')],
          [priceBox('Venerdì, sabato, domenica e festivi', '6', ',00 €', 'a persona')],
          [
            priceBox(
              'Pomeriggio in Tana',
              '3',
              ',00 €',
              'da martedì a venerdì, dalle 15:00 alle 18:00 (non nei festivi)',
            ),
          ],
        ]),
      ],
      { color: 'light' },
    ),
    strip([
      columns([
        [
          text(
            `${h2('Bambini e soci')}${ul(
              `Bambini dai 6 agli 11 anni: ${b('2,50 €')}, tutti i giorni`,
              `Bambini sotto i 6 anni: ${b('gratis')}`,
              `Soci con la ${a('Tessera Tana', '/tessera')}: 1 € in meno sul coperto, tutti i giorni`,
              'Domenica in Famiglia (domenica dalle 11:00 alle 13:00): gli adulti che accompagnano i bambini pagano 4 € invece di 6 €',
            )}`,
          ),
        ],
        [
          text(
            `${h2('Cosa comprende')}${ul(
              'Tutti i giochi della ludoteca, senza limiti di tempo.',
              'La spiegazione delle regole è compresa nel coperto: chiedete ai game host.',
              'Le consumazioni non sono comprese e non sono obbligatorie.',
            )}`,
          ),
        ],
      ]),
    ]),
    strip(
      [
        text(
          `${h2('Eventi')}${table(
            ['Evento', 'Prezzo'],
            [
              ['Martedì Novità (demo dei giochi nuovi)', 'coperto normale'],
              ['La Gilda del Mercoledì (D&amp;D), a sessione', '8 €, coperto compreso'],
              ['Prima Avventura (one-shot per principianti)', '6 €, coperto compreso'],
              ['Torneo del Giovedì, iscrizione', '5 € + coperto (gratis per i soci)'],
              ['Party Night del venerdì', 'coperto normale'],
            ],
          )}${p(`Feste di compleanno e Sala Drago hanno i loro prezzi: ${a('feste', '/feste-di-compleanno')} · ${a('sala privata', '/sala-privata')}.`)}`,
        ),
      ],
      { color: 'light' },
    ),
    strip([
      text(
        `${h2('Come si paga')}${ps(
          'Il coperto e le consumazioni si pagano alla cassa, all’uscita: contanti, bancomat e carte di credito.',
          'Non accettiamo buoni pasto.',
        )}`,
      ),
    ]),
  ],
};

/** A menu section: a heading and a two-column table, prices as the owner typed them. */
const menuTable = (title: string, rows: [string, string][], note = '') =>
  text(
    `${h3(title)}<div class="jw-table-wrapper"><table class="jw-table" style="width: 100%;"><tbody>${rows
      .map(([name, price]) => `<tr><td>${name}</td><td style="text-align: right;">${price}</td></tr>`)
      .join('')}</tbody></table></div>${note ? p(size(em(note), 90)) : ''}`,
  );

const menu: TanaPage = {
  path: '/menu',
  lang: 'it',
  title: 'Menu bar e cucina',
  description:
    'Il menu della Tana dei Dadi: caffetteria, bibite, birre artigianali alla spina, vini, cocktail a tema, snack, piadine, taglieri e crescentine, con i prezzi.',
  strips: [
    strip([
      text(
        `${h1('Menu bar e cucina')}${p('Tutto quello che serviamo si mangia senza ungere le carte: tovaglioli e forchettine per tutti. Prezzi in euro, IVA inclusa.')}`,
      ),
    ]),
    strip(
      [
        columns([
          [
            menuTable(
              'Caffetteria',
              [
                ['Espresso', '1,30'],
                ['Macchiato', '1,40'],
                ['Cappuccino', '1,80'],
                ['Orzo o ginseng', '1,70'],
                ['Tè e tisane (teiera)', '3,00'],
                ['Cioccolata calda', '3,50'],
              ],
              'Panna sulla cioccolata +0,50',
            ),
            menuTable('Bibite', [
              ['Acqua naturale o frizzante 0,5 l', '1,50'],
              ['Succhi di frutta', '3,00'],
              ['Coca-Cola, Fanta 33 cl', '3,50'],
              ['Chinotto', '3,50'],
              ['Limonata artigianale', '4,00'],
            ]),
          ],
          [
            menuTable(
              'Birre alla spina',
              [
                ['Bionda della Tana – piccola 0,2 l', '3,50'],
                ['Bionda della Tana – media 0,4 l', '6,00'],
                ['Rossa del Drago – media 0,4 l', '6,50'],
              ],
              'Birre artigianali di un piccolo birrificio dell’Appennino bolognese.',
            ),
            menuTable('Vini e cocktail', [
              ['Calice di vino (Sangiovese o Pignoletto)', '5,00'],
              ['Spritz', '6,50'],
              ['Tiro Critico (il nostro Negroni)', '8,00'],
              ['Pozione di Cura (analcolico: frutti rossi, zenzero, lime)', '5,50'],
            ]),
          ],
        ]),
      ],
      { color: 'light' },
    ),
    strip([
      columns([
        [
          menuTable('Snack', [
            ['Patatine', '2,50'],
            ['Popcorn', '3,00'],
            ['Taralli e olive', '4,00'],
            ['Nachos con cheddar e salsa', '5,50'],
          ]),
        ],
        [
          menuTable(
            'Cucina',
            [
              ['Piadina crudo, squacquerone e rucola', '7,00'],
              ['Piadina vegetariana (verdure grigliate e squacquerone)', '6,50'],
              ['Toast prosciutto e formaggio', '4,50'],
              ['Tagliere “Taverna” (salumi e formaggi, per 2 persone)', '16,00'],
              ['Crescentine con mortadella (sabato e domenica)', '8,00'],
              ['Torta del giorno', '4,00'],
            ],
            'La cucina chiude alle 22:30 (la domenica alle 21:30).',
          ),
        ],
      ]),
      separator(),
      text(
        `${ps(
          `${b('Senza glutine:')} la piadina si può avere senza glutine (+1,50). La prepariamo nella stessa cucina degli altri piatti, quindi non è adatta ai celiaci.`,
          `${b('Allergeni:')} chiedete allo staff la tabella degli allergeni.`,
          `${color(b('Non è consentito portare cibo e bevande da fuori'))}, tranne la torta delle ${a('feste di compleanno', '/feste-di-compleanno')} prenotate.`,
        )}`,
      ),
    ]),
  ],
};

const tessera: TanaPage = {
  path: '/tessera',
  lang: 'it',
  title: 'Tessera Tana',
  description:
    'La Tessera Tana: quanto costa, quanto dura e cosa comprende (sconto sul coperto, 10% in negozio, tornei gratis, timbri, prenotazione anticipata degli eventi).',
  strips: [
    strip([
      columns(
        [
          [
            text(
              `${h1('Tessera Tana')}${p('Venite spesso? Con la tessera giocate spendendo meno, e vi teniamo il posto agli eventi speciali.')}`,
            ),
            text(
              `<p>${size(b('15'), 260)} ${size('€', 160)}</p>${p('La tessera costa € 15 e vale 12 mesi dal giorno in cui la fate.')}${p(`${b('Tessera Famiglia')}: € 25, per due adulti e i figli minorenni che vivono con loro.`)}`,
            ),
          ],
          [image('tessera-tana-timbri.jpg', 'La Tessera Tana con i timbri dei coperti')],
        ],
        [60, 40],
      ),
    ]),
    strip(
      [
        text(
          `${h2('I vantaggi')}${ul(
            '1 € di sconto sul coperto gioco, tutti i giorni.',
            '10% di sconto in negozio (esclusi i prodotti già in offerta e i buoni regalo).',
            'Iscrizione gratuita al Torneo del Giovedì.',
            'Un timbro per ogni coperto: ogni 10 timbri, un coperto in omaggio.',
            'Prenotazione degli eventi speciali (Capodanno, tornei) 48 ore prima di tutti gli altri.',
          )}`,
        ),
      ],
      { color: 'light' },
    ),
    strip([
      text(
        `${h2('Da sapere')}${ps(
          'La tessera si fa alla cassa in un minuto, oppure si compra nel negozio online e si ritira in Tana.',
          'È personale: non si presta, non si cede e non è rimborsabile.',
        )}`,
      ),
      button('Compra la tessera online', '/negozio'),
    ]),
  ],
};

export const tanaPricePages: TanaPage[] = [tariffe, menu, tessera];
