import {
  a,
  b,
  block,
  em,
  type GraspoPage,
  image,
  one,
  p,
  ps,
  row,
  small,
  table,
  text,
  title,
} from './enoteca-graspo.layout.ts';

/**
 * The menu: each dish a row of two columns, the name and description in one Text widget and the price,
 * without the euro sign, alone in another beside it (tied to its dish only by the row); the wines by the
 * glass as a table typed into the editor; the bottle from the shop at shelf price plus 10 €; the kitchen's
 * hours; no gluten-free pasta; no wine from outside.
 */
const dish = (name: string, about: string, price: string) =>
  row([[text(p(`${b(name)}<br>${small(em(about))}`))], [text(p(b(price), 'right'))]], [9, 3]);

const section = (heading: string, dishes: [string, string, string][]) => [
  one(title(heading, 2)),
  ...dishes.map(([n, d, pr]) => dish(n, d, pr)),
];

const menu: GraspoPage = {
  path: '/menu',
  lang: 'it',
  title: 'Menu e vini al calice',
  description:
    'Il menu dell’Enoteca Il Graspo: cicchetti, taglieri di salumi e formaggi veronesi, risotto all’Amarone, bigoli, pastissada, dolci e più di 40 vini al calice, con i prezzi.',
  blocks: [
    block([
      row(
        [
          [
            title('Menu e vini al calice', 1),
            text(
              ps(
                'Pochi piatti della tradizione veronese, che cambiano un po’ con le stagioni, e una lavagna di vini al calice che cambia ogni settimana.',
                'La cucina è aperta a pranzo dalle 12:00 alle 14:30 e a cena dalle 19:00 alle 22:00; la domenica solo a cena, dalle 18:30 alle 21:30. Fuori da questi orari: taglieri e cicchetti.',
              ),
            ),
          ],
          [image('tagliere-salumi-formaggi-veronesi.jpg', 'Il tagliere misto del Graspo')],
        ],
        [7, 5],
      ),
    ]),
    block(
      [
        ...section('Cicchetti e taglieri', [
          ['Cicchetto del giorno', 'chiedete al banco cosa c’è oggi (al pezzo)', '2,00'],
          [
            'Tagliere di salumi veronesi',
            'sopressa, salame all’aglio, pancetta coppata, con pane di casa',
            '14,00',
          ],
          [
            'Tagliere di formaggi',
            'Monte Veronese, Morlacco, Asiago stravecchio, con mostarda e miele',
            '15,00',
          ],
          [
            'Tagliere misto del Graspo (per 2 persone)',
            'salumi e formaggi, giardiniera, polenta fritta',
            '26,00',
          ],
        ]),
        ...section('Primi', [
          ['Risotto all’Amarone', 'con Monte Veronese stravecchio (minimo 2 porzioni, 20 minuti)', '16,00'],
          ['Bigoli al ragù d’anatra', 'pasta fresca al torchio', '13,50'],
          ['Gnocchi di patate al burro e salvia', 'fatti a mano ogni mattina', '12,00'],
        ]),
        ...section('Secondi', [
          ['Pastissada de caval', 'stracotto di cavallo al vino rosso, con polenta', '18,00'],
          ['Guancia di manzo al Valpolicella', 'con purè di patate', '19,00'],
          ['Polenta, funghi e Monte Veronese fuso', 'il piatto vegetariano', '12,00'],
        ]),
        ...section('Dolci', [
          ['Tiramisù della casa', '', '6,00'],
          ['Sbrisolona con un calice di Recioto', '', '9,00'],
        ]),
        one(
          text(
            `${p(small('Coperto e pane 2,50 · Prezzi in euro, IVA inclusa. Per gli allergeni chiedete al personale.'))}${p(
              small(
                'Non abbiamo pasta senza glutine. I taglieri si possono servire con gallette di riso, ma in cucina si usa farina e non possiamo garantire l’assenza di tracce.',
              ),
            )}`,
          ),
        ),
      ],
      { color: 'cream' },
    ),
    block([
      row(
        [
          [
            title('Vini al calice', 2),
            text(
              `${p('Ogni giorno più di 40 vini al calice, da 5 € a 14 €. Ecco quelli che non mancano mai (calice da 12,5 cl):')}${table(
                ['Vino', 'Calice'],
                [
                  ['Soave Classico', '5,00'],
                  ['Lugana', '6,00'],
                  ['Bardolino Chiaretto', '5,50'],
                  ['Lessini Durello spumante', '6,00'],
                  ['Valpolicella Classico', '5,00'],
                  ['Valpolicella Ripasso Superiore', '7,00'],
                  ['Amarone della Valpolicella Classico', '14,00'],
                  ['Recioto della Valpolicella (7,5 cl)', '8,00'],
                  ['Succo d’uva o analcolico della casa', '4,00'],
                ],
              )}`,
            ),
          ],
          [
            title('Una bottiglia dalla bottega', 2),
            text(
              ps(
                `Vi piace un vino della ${a('bottega', '/bottega')}? Potete berlo al tavolo: lo pagate al prezzo della bottega più 10 € di servizio, calici e decanter compresi.`,
                'Non è possibile portare vino da fuori.',
              ),
            ),
          ],
        ],
        [7, 5],
      ),
    ]),
  ],
};

export const graspoMenuPages: GraspoPage[] = [menu];
