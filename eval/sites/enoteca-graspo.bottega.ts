import {
  a,
  b,
  block,
  button,
  type GraspoPage,
  iconList,
  image,
  one,
  p,
  products,
  ps,
  row,
  small,
  table,
  text,
  title,
  ul,
} from './enoteca-graspo.layout.ts';

/**
 * The shop: the store's product grid (prices as the store prints them, '42,00 €', an old price in a
 * separate span, a sold-out card), shipping within Italy only (BRT, 9,90 €, free from 120 €, 2–4 working
 * days, islands and Calabria 5 € more and 4–6 days, dispatched Monday to Thursday, no cash on delivery, no
 * shipping abroad) and the gift cards (25, 50 and 100 € or any amount from 20 €, 12 months, not refundable).
 */
const bottega: GraspoPage = {
  path: '/bottega',
  lang: 'it',
  title: 'Bottega online',
  description:
    'La bottega online dell’Enoteca Il Graspo: Amarone, Ripasso, Soave, Lugana, Recioto e le cassette, con ritiro gratuito in enoteca o spedizione in Italia.',
  blocks: [
    block([
      row(
        [
          [
            title('Bottega online', 1),
            text(
              ps(
                'In enoteca ci sono più di 600 etichette; qui trovate quelle che Matteo vi consiglierebbe al bancone.',
                `Ritiro gratuito in enoteca (l’ordine è pronto in 24 ore) oppure spedizione in tutta Italia: ${a('costi e tempi', '/spedizioni')}.`,
              ),
            ),
          ],
          [
            iconList([
              ['truck', 'Spedizione gratuita da 120 €'],
              ['store', 'Ritiro in enoteca gratuito'],
              ['gift', `${a('Carte regalo', '/carte-regalo')} da 25 €`],
            ]),
          ],
        ],
        [8, 4],
      ),
    ]),
    block(
      [
        one(
          products([
            {
              name: 'Amarone della Valpolicella Classico DOCG 2019 – Corte Aleardi',
              price: '42,00 €',
              note: '0,75 l · Marano di Valpolicella',
              file: 'amarone-corte-aleardi-2019.jpg',
            },
            {
              name: 'Valpolicella Ripasso Superiore DOC 2022 – Ca’ dei Mori',
              price: '19,50 €',
              note: '0,75 l · Negrar',
              file: 'ripasso-ca-dei-mori-2022.jpg',
            },
            {
              name: 'Soave Classico DOC 2024 – Le Calcarie',
              price: '11,90 €',
              note: '0,75 l · Monteforte d’Alpone',
              file: 'soave-classico-le-calcarie.jpg',
            },
            {
              name: 'Lugana DOC 2024 – Tenuta Rovizza Bassa',
              price: '14,50 €',
              note: '0,75 l · Sirmione',
              file: 'lugana-rovizza-bassa.jpg',
            },
            {
              name: 'Recioto della Valpolicella DOCG 2020 – Corte Aleardi',
              price: '29,00 €',
              note: '0,5 l · vino da dessert',
              file: 'recioto-corte-aleardi.jpg',
            },
            {
              name: 'Cassetta “Valpolicella in 3”',
              price: '64,00 €',
              oldPrice: '72,00 €',
              note: 'Valpolicella Classico, Ripasso e Amarone, in cassetta di legno',
              file: 'cassetta-valpolicella-in-3.jpg',
              badge: 'Offerta',
            },
            {
              name: 'Olio extravergine del Garda DOP',
              price: '16,00 €',
              note: '0,5 l · Cavaion Veronese',
              file: 'olio-garda-dop.jpg',
              soldOut: true,
            },
            {
              name: 'Iscrizione al Club del Graspo',
              price: '40,00 €',
              note: '12 mesi di vantaggi in enoteca e online',
              file: 'tessera-club-del-graspo.jpg',
            },
            {
              name: 'Carta regalo digitale',
              price: '50,00 €',
              note: 'anche da 25 € e 100 €, via email',
              file: 'carta-regalo-graspo.jpg',
            },
          ]),
        ),
      ],
      { color: 'cream' },
    ),
    block([
      one(
        text(
          p(
            small(
              'I prezzi sono IVA inclusa. La vendita di alcolici è riservata ai maggiori di 18 anni: il corriere consegna solo a un maggiorenne.',
            ),
          ),
        ),
      ),
    ]),
  ],
};

/* ── Spedizioni ───────────────────────────────────────────────────────────────────────────────────────── */

const spedizioni: GraspoPage = {
  path: '/spedizioni',
  lang: 'it',
  title: 'Spedizioni e resi',
  description:
    'Spedizioni della bottega online del Graspo: costi, spedizione gratuita, tempi di consegna in Italia, pagamenti, bottiglie rotte e recesso.',
  blocks: [
    block([
      one(
        title('Spedizioni e resi', 1),
        text(
          ps(
            'Spediamo con corriere espresso BRT, in scatole di polistirolo da 1, 3, 6 o 12 bottiglie.',
            b('Non spediamo all’estero, nemmeno nei Paesi dell’Unione Europea.'),
          ),
        ),
      ),
    ]),
    block(
      [
        row([
          [
            title('Quanto costa', 2),
            text(
              `${table(
                ['Destinazione', 'Costo', 'Consegna'],
                [
                  ['Italia', '9,90 €', '2–4 giorni lavorativi'],
                  ['Sicilia, Sardegna e Calabria', '9,90 € + 5 €', '4–6 giorni lavorativi'],
                  ['Ordini da 120 €', 'gratuita', 'come sopra'],
                  ['Ritiro in enoteca', 'gratuito', 'pronto in 24 ore'],
                ],
              )}${p(small('Il supplemento per le isole e la Calabria si paga anche sopra i 120 €.'))}`,
            ),
          ],
          [
            title('Quando spediamo', 2),
            text(
              ps(
                'Spediamo dal lunedì al giovedì: gli ordini arrivati entro le 12:00 partono il giorno stesso. Il venerdì non spediamo, così il vino non resta nel magazzino del corriere per il fine settimana.',
                'D’estate, con più di 30 gradi, possiamo rimandare la spedizione di qualche giorno: vi avvisiamo per email.',
              ),
            ),
          ],
        ]),
      ],
      { color: 'cream' },
    ),
    block([
      row([
        [
          title('Pagamenti', 2),
          text(ps('Online si paga con carta di credito o PayPal. Non accettiamo pagamenti in contrassegno.')),
        ],
        [
          title('Bottiglie rotte e resi', 2),
          text(
            ul(
              'Se una bottiglia arriva rotta, mandateci una foto entro 48 ore dalla consegna: la rispediamo gratis.',
              'Avete 14 giorni dalla consegna per restituire le bottiglie integre e chiuse; le spese di reso sono a vostro carico.',
            ),
          ),
        ],
      ]),
    ]),
  ],
};

/* ── Carte regalo ─────────────────────────────────────────────────────────────────────────────────────── */

const carteRegalo: GraspoPage = {
  path: '/carte-regalo',
  lang: 'it',
  title: 'Carte regalo',
  description: 'Le carte regalo dell’Enoteca Il Graspo: importi, validità, dove usarle, digitali o stampate.',
  blocks: [
    block([
      row(
        [
          [
            title('Carte regalo', 1),
            text(
              ps(
                'Non sapete che vino scegliere? Regalate una carta del Graspo: 25 €, 50 € o 100 €, oppure l’importo che volete a partire da 20 €.',
                'Si può usare per tutto: bottiglie in bottega e online, pranzi e cene, degustazioni.',
              ),
            ),
            button('Compra la carta regalo', '/bottega'),
          ],
          [image('carta-regalo-graspo.jpg', 'La carta regalo del Graspo nella sua scatolina')],
        ],
        [7, 5],
      ),
    ]),
    block(
      [
        one(
          title('Come funziona', 2),
          text(
            ul(
              'La carta regalo vale 12 mesi dalla data di acquisto. Una carta scaduta non si può prorogare.',
              'Digitale: la ricevete subito per email, in PDF, pronta da stampare o da girare su WhatsApp.',
              'Stampata: la prendete al bancone, in una scatolina con il nastro.',
              'Se non spendete tutto, il credito residuo resta sulla carta fino alla scadenza.',
              'La carta regalo non è rimborsabile né convertibile in denaro.',
            ),
          ),
        ),
      ],
      { color: 'cream' },
    ),
  ],
};

export const graspoShopPages: GraspoPage[] = [bottega, spedizioni, carteRegalo];
