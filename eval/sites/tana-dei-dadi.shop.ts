import {
  a,
  b,
  columns,
  h1,
  h2,
  p,
  productGallery,
  ps,
  strip,
  type TanaPage,
  text,
  ul,
} from './tana-dei-dadi.layout.ts';

/**
 * The webshop page: Webador's product gallery (each card's price in `span.product__price__price`, the old price
 * in an `<s>`, stickers for offers and sold-out products), then the owner's text on collection in the café,
 * members' discount, orders and exchanges.
 */
const negozio: TanaPage = {
  path: '/negozio',
  lang: 'it',
  title: 'Negozio',
  description:
    'Il negozio della Tana dei Dadi: giochi da tavolo, dadi, bustine, buoni regalo e la Tessera Tana. Ordini online con ritiro in Tana, 10% di sconto per i soci.',
  strips: [
    strip([
      text(
        `${h1('Negozio')}${p('Tutti i giochi che vendiamo li trovate anche in ludoteca: provateli prima di comprarli. Ordinate qui e ritirate in Tana.')}`,
      ),
      productGallery([
        {
          title: 'Catan – Il gioco base',
          price: '€ 44,90',
          description: 'Il classico dei giochi di scambio, da 3 a 4 giocatori, dai 10 anni.',
          file: 'catan-gioco-base-scatola.jpg',
        },
        {
          title: 'Ticket to Ride: Europa',
          price: '€ 49,90',
          description: 'Treni, gallerie e traghetti per tutta l’Europa, da 2 a 5 giocatori.',
          file: 'ticket-to-ride-europa-scatola.jpg',
        },
        {
          title: 'Azul',
          price: '€ 34,90',
          oldPrice: '€ 39,90',
          description: 'Piastrelle, colori e un po’ di cattiveria, da 2 a 4 giocatori.',
          file: 'azul-scatola-piastrelle.jpg',
          sticker: 'Offerta',
        },
        {
          title: 'Dixit',
          price: '€ 32,90',
          description: 'Il gioco delle carte illustrate e della fantasia, da 3 a 8 giocatori.',
          file: 'dixit-scatola-carte.jpg',
        },
        {
          title: 'Cascadia',
          price: '€ 42,50',
          description: 'Habitat e animali del Nord-Ovest americano, da 1 a 4 giocatori.',
          file: 'cascadia-scatola.jpg',
          sticker: 'Novità',
        },
        {
          title: 'Codenames',
          price: '€ 22,90',
          description: 'Il party game delle spie, da 4 giocatori in su.',
          file: 'codenames-scatola.jpg',
        },
        {
          title: 'Set di dadi poliedrici (7 dadi)',
          price: '€ 9,50',
          description: 'D4, D6, D8, due D10, D12 e D20, in un sacchetto di velluto.',
          file: 'set-dadi-poliedrici-sacchetto.jpg',
        },
        {
          title: 'Bustine protettive (100 pz)',
          price: '€ 3,90',
          description: 'Formato standard 63,5 × 88 mm.',
          file: 'bustine-protettive-carte.jpg',
        },
        {
          title: 'Calendario dell’Avvento ludico 2026',
          price: '€ 29,90',
          description: '24 mini-giochi e accessori, uno al giorno fino a Natale.',
          file: 'calendario-avvento-ludico.jpg',
          sticker: 'Esaurito',
          soldOut: true,
        },
        {
          title: 'Buono regalo Tana 25 €',
          price: '€ 25,00',
          description: 'Vale per coperti, bar, negozio ed eventi. Valido 12 mesi.',
          file: 'buono-regalo-tana-25.jpg',
        },
        {
          title: 'Buono regalo Tana 50 €',
          price: '€ 50,00',
          description: 'Vale per coperti, bar, negozio ed eventi. Valido 12 mesi.',
          file: 'buono-regalo-tana-50.jpg',
        },
        {
          title: 'Tessera Tana (12 mesi)',
          price: '€ 15,00',
          description: 'La tessera soci: si ritira in Tana alla prima visita.',
          file: 'tessera-tana-timbri.jpg',
        },
      ]),
    ]),
    strip(
      [
        columns([
          [
            text(
              `${h2('Ritiro in Tana')}${ps(
                'Tutti gli ordini si ritirano in Tana: non spediamo.',
                'Vi scriviamo quando l’ordine è pronto, di solito entro 2 giorni lavorativi, e ve lo teniamo per 14 giorni.',
                'Potete pagare online con carta o PayPal, oppure al ritiro.',
              )}`,
            ),
          ],
          [
            text(
              `${h2('Soci e ordini speciali')}${ul(
                `Con la ${a('Tessera Tana', '/tessera')} avete il ${b('10% di sconto')} su tutto il negozio, tranne i prodotti già in offerta e i buoni regalo.`,
                'Un gioco che non abbiamo? Ve lo ordiniamo, se è distribuito in Italia: arriva in 5–7 giorni lavorativi, con un acconto del 20%.',
                'Un gioco ancora sigillato si può cambiare entro 14 giorni, con lo scontrino.',
              )}`,
            ),
          ],
        ]),
      ],
      { color: 'light' },
    ),
  ],
};

export const tanaShopPages: TanaPage[] = [negozio];
