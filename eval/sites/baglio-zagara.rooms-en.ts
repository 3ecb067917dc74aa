import {
  alert,
  type BaglioPage,
  block,
  cols,
  facts,
  greyBlock,
  h2,
  h3,
  p,
  pageHeader,
  roomCard,
} from './baglio-zagara.layout.ts';
import { commonEn, en, ratesEn, seasonsEn } from './baglio-zagara.rooms.ts';

/** Rooms, apartments and rates, in English. */
export const baglioEnglishRoomPages: BaglioPage[] = [
  {
    path: '/en/rooms',
    lang: 'en',
    title: 'Rooms',
    description:
      'The nine rooms of Baglio delle Zagare near Noto: Classic, Superior with terrace, the Melograno family room and the ground-floor Gelsomino room.',
    alternate: '/camere',
    crumbs: [['Rooms', '/en/rooms']],
    body: [
      pageHeader(
        'Our rooms',
        'Nine rooms in the baglio, each one different, all with breakfast',
        'camera-zagara.jpg',
      ),
      block(
        p(
          'The rooms were made from the old stables and the citrus store of the baglio: Noto stone walls, terracotta floors and Caltagirone tiles. All have a private bathroom and breakfast included. There is no TV in the rooms, on purpose: in the evening there is the garden.',
        ),
        `<div class="row mt-4">`,
        roomCard(
          en({
            name: 'Classic Room',
            file: 'camera-classica.jpg',
            text: 'Four rooms (Limone, Arancio, Mandarino and Cedro) on the first floor, with windows onto the orange-blossom garden.',
            facts: [
              ['Size', '18 m²'],
              ['Beds', 'double or twin'],
              ['Guests', 'up to 2'],
              ['View', 'garden'],
            ],
            amenities: commonEn,
            price: '€95',
          }),
        ),
        roomCard(
          en({
            name: 'Superior Room with terrace',
            file: 'camera-superior.jpg',
            text: 'Three rooms (Zagara, Bergamotto and Chinotto) with a private terrace over the lemon grove, two sun loungers and an espresso machine.',
            facts: [
              ['Size', '24 m²'],
              ['Beds', 'king-size bed 180 × 200, extra bed on request'],
              ['Guests', 'up to 3'],
              ['View', 'lemon grove'],
            ],
            amenities: [...commonEn, ['coffee', 'Espresso machine'], ['sun', 'Private terrace']],
            price: '€125',
            badge: 'Most popular',
          }),
        ),
        roomCard(
          en({
            name: 'Melograno Family Room',
            file: 'camera-melograno.jpg',
            text: 'Two connecting rooms on the first floor, one for the parents and one for the children, sharing one bathroom.',
            facts: [
              ['Size', '32 m²'],
              ['Beds', 'one double bed and a bunk bed'],
              ['Guests', 'up to 4'],
              ['View', 'pool'],
            ],
            amenities: commonEn,
            price: '€160',
          }),
        ),
        roomCard(
          en({
            name: 'Gelsomino Room',
            file: 'camera-gelsomino.jpg',
            text: 'Our only ground-floor room, step-free from the car park to the door, with an accessible bathroom.',
            facts: [
              ['Size', '22 m²'],
              ['Beds', 'double or twin'],
              ['Guests', 'up to 2'],
              ['View', 'the baglio courtyard'],
            ],
            amenities: [...commonEn, ['wheelchair', 'Accessible bathroom with level-access shower']],
            price: '€105',
          }),
        ),
        '</div>',
      ),
      greyBlock(
        h2('Accessibility'),
        p(
          'The <strong>Gelsomino Room</strong> is on the ground floor: no steps from the reserved parking space to the door, a 90 cm wide door and a bathroom with a level-access shower, a fold-down seat and grab rails.',
          'All the other rooms are on the first floor, reached by an outside stone staircase: there is no lift. The breakfast room, the veranda and the pool can be reached without steps.',
        ),
        h2('Extra beds and children'),
        facts([
          ['Children up to 2', 'free, cot on request'],
          ['Extra bed, ages 3–11', '€20 per night'],
          ['Extra bed, ages 12 and over', '€30 per night'],
        ]),
        p('Extra beds are only possible in the Superior rooms and the family room.'),
      ),
    ].join('\n'),
  },
  {
    path: '/en/apartments',
    lang: 'en',
    title: 'Apartments',
    description:
      'Two self-catering apartments at Baglio delle Zagare: Mandorlo (up to 4 guests) and Carrubo (up to 5 guests, private garden).',
    alternate: '/appartamenti',
    crumbs: [['Rooms', '/en/rooms']],
    body: [
      pageHeader(
        'Apartments',
        'The freedom of a home of your own, among the citrus trees',
        'appartamento-carrubo.jpg',
      ),
      block(
        p(
          'The two apartments are in the old farm manager’s house next to the baglio. Each has a fitted kitchen (induction hob, oven, dishwasher) and a washing machine; linen is changed every 3 days and final cleaning is included.',
        ),
        `<div class="row mt-4">`,
        roomCard(
          en({
            name: 'Mandorlo Apartment',
            file: 'appartamento-mandorlo.jpg',
            text: 'On the first floor, with a large terrace: on clear days you can see the sea.',
            facts: [
              ['Size', '55 m²'],
              ['Beds', 'double bedroom and a double sofa bed in the living room'],
              ['Guests', 'up to 4'],
              ['View', 'countryside and the sea in the distance'],
            ],
            amenities: [
              ['snowflake', 'Air conditioning'],
              ['wifi', 'Free Wi-Fi'],
              ['kitchen', 'Fitted kitchen'],
              ['washer', 'Washing machine'],
              ['sun', 'Terrace'],
            ],
            price: '€150',
          }),
        ),
        roomCard(
          en({
            name: 'Carrubo Apartment',
            file: 'appartamento-carrubo.jpg',
            text: 'On the ground floor, with a private fenced garden under an old carob tree.',
            facts: [
              ['Size', '70 m²'],
              ['Beds', 'one double bedroom, one twin bedroom, a single sofa bed'],
              ['Bathrooms', '2'],
              ['Guests', 'up to 5'],
              ['View', 'lemon grove'],
            ],
            amenities: [
              ['snowflake', 'Air conditioning'],
              ['wifi', 'Free Wi-Fi'],
              ['kitchen', 'Fitted kitchen'],
              ['washer', 'Washing machine'],
              ['tree', 'Private garden'],
            ],
            price: '€180',
          }),
        ),
        '</div>',
      ),
      greyBlock(
        h2('Good to know'),
        `<ul><li>Breakfast is <strong>not included</strong> in the apartments: on request it is served on the veranda for €12 per person (children up to 11, €6).</li><li>Minimum stay: 3 nights in low and mid season, 7 nights in high season (Saturday to Saturday).</li><li>Pets are not allowed in the apartments.</li><li>Apartment guests use the pool and all the baglio’s services just like room guests.</li></ul>`,
      ),
    ].join('\n'),
  },
  {
    path: '/en/rates',
    lang: 'en',
    title: 'Rates & seasons',
    description:
      'Baglio delle Zagare rates 2026/2027 for rooms and apartments, seasons, minimum stay, extras, tourist tax, booking and cancellation.',
    alternate: '/tariffe',
    crumbs: [['Rooms', '/en/rooms']],
    body: [
      pageHeader(
        'Rates &amp; seasons',
        'Prices per night, breakfast included in the rooms',
        'veranda-colazione.jpg',
      ),
      block(
        alert(
          'Winter closure: the Baglio is closed from 10 January to 15 March 2027. We are open for Christmas and New Year.',
        ),
        h2('Seasons'),
        seasonsEn,
        h2('Rates'),
        ratesEn,
        p(
          'Room rates are for two people and include breakfast, Wi-Fi, parking and VAT. Breakfast is not included in the apartments. The tourist tax is not included.',
          'Stays of 7 nights or more get 10% off, except in August.',
        ),
      ),
      greyBlock(
        cols(
          [
            'col-md-6',
            h3('Extras') +
              facts([
                ['Extra bed, ages 3–11', '€20 per night'],
                ['Extra bed, ages 12 and over', '€30 per night'],
                ['Cot (ages 0–2)', 'free'],
                ['Small dog', '€15 per night'],
                ['Breakfast in the apartments', '€12 per person'],
              ]),
          ],
          [
            'col-md-6',
            h3('Tourist tax') +
              p(
                'The town of Santa Venera di Noto charges a tourist tax (imposta di soggiorno) of €2.50 per person per night, for a maximum of 5 consecutive nights. Children under 12 are exempt. It is paid in cash when you leave.',
              ),
          ],
        ),
      ),
      block(
        h2('Booking and cancellation'),
        p(
          'A deposit of 30% of the stay is charged when you book, by credit card or bank transfer. The balance is paid on departure, by card or in cash.',
          '<strong>Free cancellation up to 7 days before arrival</strong>: the deposit is refunded in full. If you cancel later, or do not arrive, the deposit is not refunded.',
          'The non-refundable rate is 10% cheaper: it is paid in full when you book and cannot be changed or cancelled.',
        ),
      ),
    ].join('\n'),
  },
];
