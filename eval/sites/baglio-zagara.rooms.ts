import {
  alert,
  BAGLIO_PHONE,
  type BaglioPage,
  block,
  button,
  cols,
  facts,
  greyBlock,
  h2,
  h3,
  p,
  pageHeader,
  type RoomCard,
  roomCard,
  table,
} from './baglio-zagara.layout.ts';

/*
 * The rooms: four Classica (Limone, Arancio, Mandarino, Cedro), three Superior (Zagara, Bergamotto,
 * Chinotto), the family room Melograno and the ground-floor room Gelsomino; the apartments Mandorlo and
 * Carrubo.
 */

const it = (r: Omit<RoomCard, 'priceFrom' | 'priceUnit' | 'book'>): RoomCard => ({
  ...r,
  priceFrom: 'da',
  priceUnit: 'a notte',
  book: ['Verifica disponibilità', '#bbs-search'],
});
export const en = (r: Omit<RoomCard, 'priceFrom' | 'priceUnit' | 'book'>): RoomCard => ({
  ...r,
  priceFrom: 'from',
  priceUnit: 'per night',
  book: ['Check availability', '#bbs-search'],
});

const commonIt: [string, string][] = [
  ['snowflake', 'Aria condizionata'],
  ['wifi', 'Wi-Fi gratuito'],
  ['shower', 'Bagno privato con doccia'],
  ['hairdryer', 'Asciugacapelli'],
  ['fridge', 'Minifrigo'],
  ['leaf', 'Set di cortesia agli agrumi'],
];
export const commonEn: [string, string][] = [
  ['snowflake', 'Air conditioning'],
  ['wifi', 'Free Wi-Fi'],
  ['shower', 'Private bathroom with shower'],
  ['hairdryer', 'Hairdryer'],
  ['fridge', 'Mini fridge'],
  ['leaf', 'Citrus toiletries'],
];

/** The rooms page's pasted availability widget: its outer `<div>` is never closed. */
const roomsWidget = `<!-- BBSuite widget disponibilità camere v3 – incollare nella pagina -->
<div class="bbs-widget bbs-widget--rooms" data-property="BZ4471" data-lang="it" data-layout="list">
<div class="bbs-widget__loader"><span class="spinner-border spinner-border-sm" role="status"></span> Caricamento disponibilità…</div>
<noscript>Per vedere la disponibilità in tempo reale abilita JavaScript oppure chiama lo ${BAGLIO_PHONE}.</noscript>
<script async src="https://booking.bbsuite.example/widget/v4/rooms.js" data-property="BZ4471"></script>`;

const seasonsIt = table(
  ['Stagione', 'Periodo', 'Soggiorno minimo'],
  [
    ['Bassa stagione', '01/11 – 22/12 e 16/03 – 30/04', '2 notti'],
    ['Media stagione', '23/12 – 09/01, 01/05 – 30/06 e 01/09 – 31/10', '3 notti'],
    ['Alta stagione', '01/07 – 31/08', '5 notti (appartamenti 7 notti, da sabato a sabato)'],
  ],
  'Stagioni 2026/2027',
);
export const seasonsEn = table(
  ['Season', 'Dates', 'Minimum stay'],
  [
    ['Low season', '1 Nov – 22 Dec and 16 Mar – 30 Apr', '2 nights'],
    ['Mid season', '23 Dec – 9 Jan, 1 May – 30 Jun and 1 Sep – 31 Oct', '3 nights'],
    ['High season', '1 Jul – 31 Aug', '5 nights (apartments 7 nights, Saturday to Saturday)'],
  ],
  'Seasons 2026/2027',
);

const ratesIt = table(
  ['Stagione', 'Classica', 'Gelsomino', 'Superior', 'Familiare', 'App. Mandorlo', 'App. Carrubo'],
  [
    ['Bassa', '95 €', '105 €', '125 €', '160 €', '150 €', '180 €'],
    ['Media', '115 €', '125 €', '150 €', '190 €', '175 €', '215 €'],
    ['Alta', '145 €', '155 €', '185 €', '230 €', '210 €', '260 €'],
  ],
  'Prezzo per notte, per camera o appartamento – valido dal 1° novembre 2026',
);
export const ratesEn = table(
  ['Season', 'Classic', 'Gelsomino', 'Superior', 'Family', 'Mandorlo apt.', 'Carrubo apt.'],
  [
    ['Low', '€95', '€105', '€125', '€160', '€150', '€180'],
    ['Mid', '€115', '€125', '€150', '€190', '€175', '€215'],
    ['High', '€145', '€155', '€185', '€230', '€210', '€260'],
  ],
  'Price per night, per room or apartment – valid from 1 November 2026',
);

export const baglioRoomPages: BaglioPage[] = [
  {
    path: '/camere',
    lang: 'it',
    title: 'Camere',
    description:
      'Le nove camere del Baglio delle Zagare: Classica, Superior con terrazzino, Familiare e la camera Gelsomino al piano terra.',
    alternate: '/en/rooms',
    crumbs: [['Camere', '/camere']],
    body: [
      pageHeader(
        'Le camere',
        'Nove camere nel baglio, tutte diverse, tutte con colazione inclusa',
        'camera-zagara.jpg',
      ),
      `<section class="bbs-block py-5"><div class="container">`,
      p(
        'Le camere sono ricavate nelle vecchie stalle e nel magazzino degli agrumi del baglio: muri in pietra di Noto, pavimenti in cotto e maioliche di Caltagirone. Tutte hanno il bagno privato e la colazione inclusa. Per scelta, <strong>le camere non hanno la TV</strong>: di sera c’è il giardino.',
      ),
      roomsWidget,
      `<div class="row mt-4">`,
      roomCard(
        it({
          name: 'Camera Classica',
          file: 'camera-classica.jpg',
          text: 'Quattro camere (Limone, Arancio, Mandarino e Cedro) al primo piano, con finestre sul giardino delle zagare.',
          facts: [
            ['Superficie', '18 m²'],
            ['Letti', 'matrimoniale o due letti singoli'],
            ['Ospiti', 'massimo 2'],
            ['Vista', 'giardino'],
          ],
          amenities: commonIt,
          price: '95 €',
        }),
      ),
      roomCard(
        it({
          name: 'Camera Superior con terrazzino',
          file: 'camera-superior.jpg',
          text: 'Tre camere (Zagara, Bergamotto e Chinotto) con un terrazzino privato sull’agrumeto, due sdraio e la macchina per l’espresso.',
          facts: [
            ['Superficie', '24 m²'],
            ['Letti', 'letto king size 180 × 200, terzo letto su richiesta'],
            ['Ospiti', 'massimo 3'],
            ['Vista', 'agrumeto'],
          ],
          amenities: [...commonIt, ['coffee', 'Macchina per caffè espresso'], ['sun', 'Terrazzino privato']],
          price: '125 €',
          badge: 'La più richiesta',
        }),
      ),
      roomCard(
        it({
          name: 'Camera Familiare Melograno',
          file: 'camera-melograno.jpg',
          text: 'Due ambienti comunicanti al primo piano: la camera dei genitori e quella dei ragazzi, con un solo bagno.',
          facts: [
            ['Superficie', '32 m²'],
            ['Letti', 'un letto matrimoniale e un letto a castello'],
            ['Ospiti', 'massimo 4'],
            ['Vista', 'piscina'],
          ],
          amenities: commonIt,
          price: '160 €',
        }),
      ),
      roomCard(
        it({
          name: 'Camera Gelsomino',
          file: 'camera-gelsomino.jpg',
          text: 'L’unica camera al piano terra, senza gradini dal parcheggio alla porta, con il bagno accessibile.',
          facts: [
            ['Superficie', '22 m²'],
            ['Letti', 'matrimoniale o due letti singoli'],
            ['Ospiti', 'massimo 2'],
            ['Vista', 'cortile del baglio'],
          ],
          amenities: [...commonIt, ['wheelchair', 'Bagno accessibile con doccia a filo pavimento']],
          price: '105 €',
        }),
      ),
      '</div>',
      h2('Accessibilità'),
      p(
        'La <strong>Camera Gelsomino</strong> è al piano terra: dal parcheggio riservato alla porta non ci sono gradini, la porta è larga 90 cm e il bagno ha la doccia a filo pavimento, il sedile ribaltabile e i maniglioni.',
        'Tutte le altre camere sono al primo piano e si raggiungono con una scala esterna in pietra: <strong>non c’è ascensore</strong>. La sala colazioni, la veranda e la piscina sono raggiungibili senza gradini.',
      ),
      h2('Letti aggiunti e bambini'),
      facts([
        ['Bambini fino a 2 anni', 'gratis, con culla su richiesta'],
        ['Letto aggiunto da 3 a 11 anni', '20 € a notte'],
        ['Letto aggiunto dai 12 anni', '30 € a notte'],
      ]),
      p('Il letto aggiunto è possibile solo nelle camere Superior e nella Familiare.'),
      '</div></section>',
    ].join('\n'),
  },
  {
    path: '/appartamenti',
    lang: 'it',
    title: 'Appartamenti',
    description:
      'Due appartamenti con cucina nel Baglio delle Zagare: Mandorlo (fino a 4 ospiti) e Carrubo (fino a 5 ospiti, giardino privato).',
    alternate: '/en/apartments',
    crumbs: [['Camere', '/camere']],
    body: [
      pageHeader(
        'Gli appartamenti',
        'Per chi vuole la libertà di una casa, tra gli agrumi',
        'appartamento-carrubo.jpg',
      ),
      block(
        p(
          'I due appartamenti sono nella vecchia casa del fattore, accanto al baglio. Hanno la cucina attrezzata (piano a induzione, forno, lavastoviglie) e la lavatrice; la biancheria è cambiata ogni 3 giorni e la pulizia finale è inclusa nel prezzo.',
        ),
        `<div class="row mt-4">`,
        roomCard(
          it({
            name: 'Appartamento Mandorlo',
            file: 'appartamento-mandorlo.jpg',
            text: 'Al primo piano, con una grande terrazza da cui nelle giornate limpide si vede il mare.',
            facts: [
              ['Superficie', '55 m²'],
              ['Letti', 'camera matrimoniale e divano letto matrimoniale in soggiorno'],
              ['Ospiti', 'massimo 4'],
              ['Vista', 'campagna e mare in lontananza'],
            ],
            amenities: [
              ['snowflake', 'Aria condizionata'],
              ['wifi', 'Wi-Fi gratuito'],
              ['kitchen', 'Cucina attrezzata'],
              ['washer', 'Lavatrice'],
              ['sun', 'Terrazza'],
            ],
            price: '150 €',
          }),
        ),
        roomCard(
          it({
            name: 'Appartamento Carrubo',
            file: 'appartamento-carrubo.jpg',
            text: 'Al piano terra, con il giardino privato recintato sotto un vecchio carrubo.',
            facts: [
              ['Superficie', '70 m²'],
              ['Letti', 'una camera matrimoniale, una camera con due letti singoli, divano letto singolo'],
              ['Bagni', '2'],
              ['Ospiti', 'massimo 5'],
              ['Vista', 'agrumeto'],
            ],
            amenities: [
              ['snowflake', 'Aria condizionata'],
              ['wifi', 'Wi-Fi gratuito'],
              ['kitchen', 'Cucina attrezzata'],
              ['washer', 'Lavatrice'],
              ['tree', 'Giardino privato'],
            ],
            price: '180 €',
          }),
        ),
        '</div>',
      ),
      greyBlock(
        h2('Da sapere'),
        `<ul><li>La colazione <strong>non è inclusa</strong> negli appartamenti: su richiesta è servita in veranda a 12 € a persona (bambini fino a 11 anni 6 €).</li><li>Soggiorno minimo: 3 notti in bassa e media stagione, 7 notti in alta stagione (da sabato a sabato).</li><li>Non accettiamo animali negli appartamenti.</li><li>Gli ospiti degli appartamenti usano la piscina e tutti i servizi del baglio come gli ospiti delle camere.</li></ul>`,
        button('Tariffe e stagioni', '/tariffe', 'outline-primary'),
      ),
    ].join('\n'),
  },
  {
    path: '/tariffe',
    lang: 'it',
    title: 'Tariffe e stagioni',
    description:
      'Tariffe 2026/2027 del Baglio delle Zagare per camere e appartamenti, stagioni, soggiorno minimo, supplementi e imposta di soggiorno.',
    alternate: '/en/rates',
    crumbs: [['Camere', '/camere']],
    body: [
      pageHeader(
        'Tariffe e stagioni',
        'Prezzi per notte, colazione inclusa nelle camere',
        'veranda-colazione.jpg',
      ),
      block(
        alert(
          'Chiusura invernale: il Baglio è chiuso dal 10 gennaio al 15 marzo 2027. A Natale e Capodanno siamo aperti, leggi la <a href="/news/chiusura-invernale-2026-2027">news</a>.',
        ),
        h2('Le stagioni'),
        seasonsIt,
        h2('Le tariffe'),
        ratesIt,
        p(
          'Le tariffe delle camere sono per due persone e comprendono la colazione, il Wi-Fi, il parcheggio e l’IVA. Negli appartamenti la colazione non è compresa. L’imposta di soggiorno non è compresa.',
          'Per soggiorni di 7 notti o più lo sconto è del 10%, escluso il mese di agosto.',
        ),
      ),
      greyBlock(
        cols(
          [
            'col-md-6',
            h3('Supplementi') +
              facts([
                ['Letto aggiunto 3–11 anni', '20 € a notte'],
                ['Letto aggiunto dai 12 anni', '30 € a notte'],
                ['Culla (0–2 anni)', 'gratuita'],
                ['Cane di piccola taglia', '15 € a notte'],
                ['Colazione negli appartamenti', '12 € a persona'],
              ]),
          ],
          [
            'col-md-6',
            h3('Imposta di soggiorno') +
              facts([
                ['Importo', '2,50 € per persona a notte'],
                ['Massimo', '5 notti consecutive'],
                ['Esenti', 'minori di 12 anni'],
                ['Pagamento', 'in contanti alla partenza'],
              ]) +
              p('L’imposta è stabilita dal Comune di Santa Venera di Noto e versata interamente al Comune.'),
          ],
        ),
      ),
      block(
        p(
          'Come prenotare, l’acconto e le regole di cancellazione sono nella pagina <a href="/prenotazioni-e-cancellazioni">Prenotazioni e cancellazioni</a>.',
        ),
      ),
    ].join('\n'),
  },
];
