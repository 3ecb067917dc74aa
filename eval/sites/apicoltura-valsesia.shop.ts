import {
  a,
  b,
  block,
  button,
  embed,
  h1,
  h2,
  image,
  p,
  ph,
  productList,
  ps,
  table,
  text,
  ul,
  type ZanettaPage,
  ZN_EMAIL,
  ZN_WHATSAPP,
} from './apicoltura-valsesia.layout.ts';

const CREAM = 'rgb(255, 250, 240)';

/**
 * The online store (the ecommerce block's cards print '11,50 €'; the Tris's crossed-out '21,50 €' beside its
 * price; the rhododendron 'Esaurito'), the honeys with the farm shop's price table pasted into an Embed ('€
 * 11,50', the 250 g and 1 kg jars only there), and shipping and returns.
 */
const negozio: ZanettaPage = {
  path: '/negozio',
  lang: 'it',
  title: 'Negozio online',
  description:
    'Compra online il miele biologico della Valsesia: acacia, castagno, tiglio, millefiori di montagna, melata, polline, propoli, candele di cera d’api, confezioni regalo e adozioni.',
  blocks: [
    block(
      [
        text(
          `${h1('Negozio online')}${ps(
            'Online trovate i vasetti da 500 g, le confezioni regalo e i prodotti dell’alveare. I formati da 250 g e da 1 kg sono in vendita solo in spaccio: i vasi da 1 kg non li spediamo.',
            `Spedizione in Italia 8,90 €, gratuita sopra i 59 €. Spediamo solo nei paesi dell’Unione Europea: ${a('spedizioni e resi', '/spedizioni-e-resi')}.`,
          )}`,
          [1, 1, 3, 9],
        ),
      ],
      { background: CREAM },
    ),
    productList('Mieli', [
      { title: 'Miele di Acacia 500 g', price: '11,50 €', file: 'miele-acacia-500g.jpg' },
      { title: 'Millefiori di montagna 500 g', price: '10,00 €', file: 'miele-millefiori-500g.jpg' },
      { title: 'Miele di Castagno 500 g', price: '10,50 €', file: 'miele-castagno-500g.jpg' },
      { title: 'Miele di Tiglio 500 g', price: '11,00 €', file: 'miele-tiglio-500g.jpg' },
      { title: 'Melata di bosco 500 g', price: '12,00 €', file: 'melata-bosco-500g.jpg' },
      {
        title: 'Miele di Rododendro 500 g',
        price: '16,00 €',
        file: 'miele-rododendro-500g.jpg',
        ribbon: 'Esaurito',
        soldOut: true,
      },
      { title: 'Millefiori cremoso 400 g', price: '9,50 €', file: 'millefiori-cremoso-400g.jpg' },
    ]),
    productList(
      'Dall’alveare e idee regalo',
      [
        { title: 'Polline secco 200 g', price: '12,00 €', file: 'polline-secco-200g.jpg' },
        { title: 'Propoli in tintura idroalcolica 30 ml', price: '9,00 €', file: 'propoli-tintura-30ml.jpg' },
        { title: 'Candela di cera d’api', price: '7,50 €', file: 'candela-cera-api-cilindro.jpg' },
        {
          title: 'Tris di mieli (3 × 250 g)',
          price: '19,00 €',
          oldPrice: '21,50 €',
          file: 'tris-mieli-confezione-regalo.jpg',
          ribbon: 'Offerta',
        },
        {
          title: 'Adotta un alveare – adozione intera',
          price: '89,00 €',
          file: 'adozione-alveare-intera.jpg',
        },
        { title: 'Adotta un alveare – mezza adozione', price: '49,00 €', file: 'adozione-alveare-mezza.jpg' },
        { title: 'Buono regalo 25 €', price: '25,00 €', file: 'buono-regalo-25.jpg' },
        { title: 'Buono regalo 50 €', price: '50,00 €', file: 'buono-regalo-50.jpg' },
      ],
      'regali',
    ),
    block([
      text(
        ps(
          `${b('Pappa reale?')} Non la produciamo: preferiamo lasciarla alle api.`,
          `Cercate un regalo per tante persone? Per ordini di più di 20 confezioni scriveteci a ${a(ZN_EMAIL, `mailto:${ZN_EMAIL}`)}.`,
        ),
        [1, 1, 2, 9],
      ),
    ]),
  ],
};

/** A honey's box: the name a styled paragraph, then the text, then the flowering in small print. */
const honey = (name: string, when: string, ...lines: string[]) =>
  `${ph(name)}${ps(...lines)}${p(`${b('Raccolto:')} ${when}`, 'body-small')}`;

const mieli: ZanettaPage = {
  path: '/i-nostri-mieli',
  lang: 'it',
  title: 'I nostri mieli',
  description:
    'I mieli di Apicoltura Zanetta: acacia, millefiori di montagna, castagno, tiglio, rododendro e melata di bosco. Sapore, cristallizzazione, abbinamenti e prezzi in spaccio.',
  blocks: [
    block(
      [
        text(
          `${h1('I nostri mieli')}${p('Sei mieli, uno per ogni fioritura della valle. Tutti biologici, non pastorizzati, invasettati a freddo a Crevola.', 'body-large')}`,
          [1, 1, 3, 8],
        ),
        image('favo-miele-controluce.jpg', 'Un favo pieno di miele in controluce', [1, 9, 3, 4]),
      ],
      { background: CREAM },
    ),
    block([
      text(
        honey(
          'Acacia',
          'maggio, nella bassa Valsesia',
          'Chiarissimo, delicato, profuma di vaniglia. Resta liquido a lungo: è il miele per dolcificare il tè e lo yogurt, e quello che i bambini preferiscono.',
        ),
        [1, 1, 3, 4],
      ),
      text(
        honey(
          'Castagno',
          'giugno, nei castagneti tra i 500 e i 900 metri',
          'Scuro, amarognolo, intenso. Cristallizza molto lentamente. Da provare con la toma della Valsesia e con il gorgonzola.',
        ),
        [1, 5, 3, 4],
      ),
      text(
        honey(
          'Tiglio',
          'fine giugno e luglio',
          'Fresco, con una nota mentolata. Cristallizza in poche settimane in una crema chiara.',
        ),
        [1, 9, 3, 4],
      ),
      text(
        honey(
          'Millefiori di montagna',
          'luglio, negli apiari sopra i 1.000 metri',
          'Il miele dei prati d’alta quota: cambia ogni anno con le fioriture. Cristallizza in fretta.',
        ),
        [4, 1, 3, 4],
      ),
      text(
        honey(
          'Rododendro',
          'luglio, agli alpeggi sopra Rima, a 1.600 metri',
          'Il più raro: chiaro, fine, leggermente fruttato. Ne facciamo poco, e il raccolto del 2026 è già esaurito.',
        ),
        [4, 5, 3, 4],
      ),
      text(
        honey(
          'Melata di bosco',
          'agosto, nei boschi di abete bianco',
          'Non nasce dai fiori ma dalla melata degli abeti: quasi nera, poco dolce, ricca di sali minerali. Non cristallizza.',
        ),
        [4, 9, 3, 4],
      ),
    ]),
    block(
      [
        text(
          `${h2('Prezzi in spaccio')}${p('In spaccio trovate tutti i formati; online solo i vasetti da 500 g.')}`,
          [1, 1, 2, 8],
        ),
        embed(
          table(
            ['Miele', '250 g', '500 g', '1 kg'],
            [
              ['Acacia', '€ 6,80', '€ 11,50', '€ 21,00'],
              ['Millefiori di montagna', '€ 6,00', '€ 10,00', '€ 18,50'],
              ['Castagno', '€ 6,30', '€ 10,50', '€ 19,50'],
              ['Tiglio', '€ 6,50', '€ 11,00', '€ 20,00'],
              ['Rododendro', '€ 9,50', '€ 16,00', '–'],
              ['Melata di bosco', '€ 7,00', '€ 12,00', '€ 22,00'],
            ],
            'Listino 2026',
          ),
          [3, 1, 5, 8],
        ),
        text(p('Il rododendro si vende solo in vasetti da 250 g e da 500 g.', 'body-small'), [8, 1, 1, 8]),
      ],
      { background: CREAM, name: 'prezzi' },
    ),
  ],
};

const spedizioni: ZanettaPage = {
  path: '/spedizioni-e-resi',
  lang: 'it',
  title: 'Spedizioni e resi',
  description:
    'Costi e tempi di spedizione in Italia e nell’Unione Europea, giorni di spedizione, ritiro in spaccio, pagamenti, resi e vasetti arrivati rotti.',
  blocks: [
    block([text(h1('Spedizioni e resi'), [1, 1, 1, 10])], { background: CREAM }),
    block([
      text(
        `${ph('Italia')}${ps(
          'Spediamo con corriere BRT. La spedizione costa € 8,90 ed è gratuita per ordini da € 59.',
          'Consegna in 2–4 giorni lavorativi; in Sicilia, Sardegna e Calabria in 3–5.',
        )}`,
        [1, 1, 3, 6],
      ),
      text(
        `${ph('Unione Europea')}${ps(
          'Spediamo in tutti i paesi dell’Unione Europea: € 18,90, gratuita per ordini da € 120. Consegna in 4–7 giorni lavorativi.',
          'Non spediamo fuori dall’Unione Europea: niente Svizzera, Regno Unito, Norvegia o Stati Uniti, ci dispiace.',
        )}`,
        [1, 7, 3, 6],
      ),
      text(
        `${ph('Quando spediamo')}${ps(
          'Spediamo il lunedì e il martedì, così i pacchi non restano fermi nei magazzini durante il fine settimana. Gli ordini che arrivano dal mercoledì in poi partono il lunedì successivo.',
          'A luglio e agosto non spediamo le candele: con il caldo si deformano.',
        )}`,
        [4, 1, 3, 6],
      ),
      text(
        `${ph('Ritiro in spaccio')}${ps(
          'Al momento dell’ordine potete scegliere “Ritiro in spaccio”: è gratuito, l’ordine è pronto in 2 giorni lavorativi e ve lo teniamo per 30 giorni.',
          'Il ritiro si fa negli orari di apertura dello spaccio.',
        )}`,
        [4, 7, 3, 6],
      ),
    ]),
    block(
      [
        text(
          `${h2('Pagamenti')}${ps(
            'Online si paga con carta di credito o di debito e con PayPal.',
            'Non accettiamo pagamenti in contrassegno.',
          )}`,
          [1, 1, 2, 6],
        ),
        text(
          `${h2('Resi')}${ul(
            'Avete 14 giorni dalla consegna per restituire i prodotti ancora sigillati. Le spese per il reso sono a vostro carico; vi rimborsiamo entro 14 giorni da quando riceviamo il pacco.',
            'Il miele è un alimento: i vasetti aperti non si possono restituire.',
            `Vasetto arrivato rotto? Mandateci una foto del pacco entro 48 ore dalla consegna, su WhatsApp al ${ZN_WHATSAPP} o a ${ZN_EMAIL}: vi rispediamo il prodotto gratis.`,
          )}`,
          [1, 7, 4, 6],
        ),
      ],
      { background: CREAM },
    ),
    block([
      button('Vai al negozio', '/negozio', [1, 1, 1, 3]),
      button('Condizioni di vendita', '/condizioni-di-vendita', [1, 4, 1, 3], 'secondary'),
    ]),
  ],
};

export const zanettaShopPages: ZanettaPage[] = [negozio, mieli, spedizioni];
