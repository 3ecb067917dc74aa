import {
  button,
  C,
  embed,
  H,
  type HartleyPage,
  HS_EMAIL,
  HS_PHONE,
  HS_PHONE_HREF,
  HS_POSTCODE,
  HS_STORAGE_EMAIL,
  HS_STREET,
  HS_WASTE,
  HS_WHATSAPP,
  HS_WHATSAPP_HREF,
  image,
  line,
  P,
  section,
  shape,
  text,
  UL,
} from './hartley-removals.layout.ts';

/*
 * The site pages, each a Canva page of stacked design pages: home (the hero, the autumn-offer band saved with no
 * year and printed after the hero in the layer order, service tiles whose photos, titles and texts come in
 * three runs, why us, areas, reviews), services, prices (man-and-van cards printed as a run of prices before the
 * run of names; the fixed-price table as a column of labels, a column of prices and a column of crews, its
 * heading last in the DOM), storage (price cards the same way), the packing shop (product cards, the packs),
 * European moves, house clearances, about us and contact (the Jotform quote form and the map as embeds).
 */

const NAVY = '#1b2a4a';
const CREAM = '#f7f3ea';
const GOLD = '#d99a1e';

/* ── Home ───────────────────────────────────────────────────────────────────────────────────────────── */

const home: HartleyPage = {
  path: '/',
  title: 'Hartley & Sons Removals | Family removals & storage in Bristol since 1987',
  description:
    'House and flat moves, man and van, packing, containerised storage, office, piano and European moves from our yard in St Philip’s Marsh, Bristol. Family run since 1987.',
  sections: [
    section(
      660,
      [
        image([0, 0, 100, 660], 'home-hero-luton-clifton.jpg'),
        shape([0, 0, 60, 660], 'rgba(27,42,74,0.82)'),
        text(
          [6, 170, 50, 140],
          [{ text: 'Bristol’s family removals firm since 1987', style: 'title', tag: 'h1', colour: 'white' }],
        ),
        text(
          [6, 330, 46, 110],
          [
            C(
              'House and flat moves, man and van, packing, storage and European moves – run by three generations of the Hartley family from our yard in St Philip’s Marsh.',
              'white',
            ),
          ],
        ),
        button([6, 480, 16, 56], 'Get a free quote', '/contact'),
        button([24, 480, 16, 56], 'See our prices', '/prices', GOLD, NAVY),
        text([6, 560, 50, 40], [C('Or call Lucy in the office on **0117 496 0582**', '#c9d1e0', 'small')]),
        shape([0, 0, 100, 58], GOLD),
        text(
          [0, 14, 100, 32],
          [
            {
              text: '**Autumn offer: 15% off storage – ends 31 October!**  Just mention it when you book your containers.',
              style: 'body',
              align: 'center',
              colour: NAVY,
            },
          ],
        ),
      ],
      NAVY,
    ),
    section(
      980,
      [
        image([6, 170, 20, 180], 'tile-house-move.jpg', '', 12),
        image([28, 170, 20, 180], 'tile-man-and-van.jpg', '', 12),
        image([51, 170, 20, 180], 'tile-storage-containers.jpg', '', 12),
        image([74, 170, 20, 180], 'tile-packing.jpg', '', 12),
        image([6, 580, 20, 180], 'tile-office.jpg', '', 12),
        image([28, 580, 20, 180], 'tile-europe-lorry.jpg', '', 12),
        image([51, 580, 20, 180], 'tile-piano.jpg', '', 12),
        image([74, 580, 20, 180], 'tile-clearance.jpg', '', 12),
        text([6, 365, 20, 36], [H('House & flat moves', 'subheading')]),
        text([28, 365, 20, 36], [H('Man and van', 'subheading')]),
        text([51, 365, 20, 36], [H('Storage', 'subheading')]),
        text([74, 365, 20, 36], [H('Packing & boxes', 'subheading')]),
        text([6, 775, 20, 36], [H('Office moves', 'subheading')]),
        text([28, 775, 20, 36], [H('European moves', 'subheading')]),
        text([51, 775, 20, 36], [H('Piano moves', 'subheading')]),
        text([74, 775, 20, 36], [H('House clearances', 'subheading')]),
        text(
          [6, 405, 20, 120],
          [P('Fixed prices from £345 for a studio flat in Bristol. [More about house moves](/services)')],
        ),
        text(
          [28, 405, 20, 120],
          [P('From £55 an hour, with a 2-hour minimum on weekdays. [Man and van prices](/prices)')],
        ),
        text(
          [51, 405, 20, 120],
          [
            P(
              'Containers from £22 a week in our alarmed Bristol store. Student lockers from £9. [Storage](/storage)',
            ),
          ],
        ),
        text(
          [74, 405, 20, 120],
          [P('Let us pack for you, or buy boxes from £1.80 in our [packing shop](/packing-shop).')],
        ),
        text([6, 815, 20, 120], [P('Evenings and weekends, so your team is working again on Monday.')]),
        text(
          [28, 815, 20, 120],
          [P('Monthly shared loads to France, Spain and Portugal. [Moving abroad](/european-moves)')],
        ),
        text([51, 815, 20, 120], [P('Uprights, baby grands and grands, by a trained piano team.')]),
        text(
          [74, 815, 20, 120],
          [P('Probate, landlord and downsizing clearances. [House clearances](/house-clearances)')],
        ),
        text(
          [6, 60, 88, 90],
          [
            H('What we do', 'heading', 'center'),
            P('One phone call, one family firm, one fixed price.', 'body', 'center'),
          ],
        ),
      ],
      '#ffffff',
    ),
    section(
      600,
      [
        image([54, 70, 40, 460], 'team-yard-feeder-road.jpg', '', 16),
        text([6, 70, 44, 60], [H('Why Bristol moves with Hartley')]),
        text(
          [6, 150, 44, 330],
          [
            UL([
              'Goods in transit cover up to £50,000 included on every house move',
              '4.9 stars from 612 Google reviews',
              'Members of the British Association of Removers',
              'All our vans meet Bristol’s Clean Air Zone standards, so no CAZ charge is ever passed on to you',
              'Free home survey or video survey before every house move',
              'Our own crews – we never subcontract your move',
            ]),
          ],
        ),
      ],
      CREAM,
    ),
    section(
      460,
      [
        text(
          [6, 150, 56, 200],
          [
            P(
              'Bristol and everywhere within 25 miles of it: Bath, Keynsham, Portishead, Clevedon, Nailsea, Weston-super-Mare, Thornbury, Yate and Chipping Sodbury. Longer moves anywhere on mainland Britain, and [European moves](/european-moves) from Bristol.',
            ),
            P(
              'Coming in spring 2027: our second depot, in Bath. [Read the news](/news/bath-depot-2027)',
              'small',
            ),
          ],
        ),
        image([66, 70, 28, 320], 'map-bristol-25-miles.png', 'Map of the area we cover around Bristol', 8),
        text([6, 70, 56, 60], [H('Where we work')]),
      ],
      '#ffffff',
    ),
    section(
      440,
      [
        shape([6, 130, 27, 240], '#ffffff', 14),
        shape([36.5, 130, 27, 240], '#ffffff', 14),
        shape([67, 130, 27, 240], '#ffffff', 14),
        text(
          [8, 150, 23, 200],
          [
            P(
              '“Three of them turned up at 8 on the dot, had our Horfield house on the lorry by lunchtime and everything in the right rooms in Keynsham by four. Not a scratch.”',
            ),
            P('**Sarah M., Keynsham**', 'small'),
          ],
        ),
        text(
          [38.5, 150, 23, 200],
          [
            P(
              '“Used the man and van to get my daughter out of halls at UWE. Quick, friendly and cheaper than doing it ourselves.”',
            ),
            P('**Paul D., Frenchay**', 'small'),
          ],
        ),
        text(
          [69, 150, 23, 200],
          [
            P(
              '“We moved our whole accounts office on a Saturday and were working on Monday morning. The crates were a godsend.”',
            ),
            P('**Priya K., Temple Quay**', 'small'),
          ],
        ),
        text([6, 60, 88, 50], [H('What our customers say', 'heading', 'center')]),
      ],
      CREAM,
    ),
    section(
      300,
      [
        text(
          [10, 70, 80, 90],
          [
            H('Ready when you are', 'heading', 'center'),
            P(
              `Send us photos of your rooms on WhatsApp ([${HS_WHATSAPP}](${HS_WHATSAPP_HREF})) for a quick quote, or book a free survey.`,
              'body',
              'center',
            ),
          ],
        ),
        button([32, 190, 16, 56], 'Get a free quote', '/contact'),
        button([52, 190, 16, 56], `Call ${HS_PHONE}`, HS_PHONE_HREF, GOLD, NAVY),
      ],
      '#ffffff',
    ),
  ],
};

/* ── Services ──────────────────────────────────────────────────────────────────────────────────────── */

const services: HartleyPage = {
  path: '/services',
  title: 'Our services – Hartley & Sons Removals, Bristol',
  description:
    'House and flat moves, man and van, office moves, packing, long-distance, European and piano moves and house clearances from Bristol.',
  sections: [
    section(
      300,
      [
        image([0, 0, 100, 300], 'services-banner-blankets.jpg'),
        shape([0, 0, 100, 300], 'rgba(27,42,74,0.7)'),
        text(
          [6, 100, 88, 110],
          [
            { text: 'Our services', style: 'title', colour: 'white' },
            C('Whatever you’re moving, and wherever to.', 'white'),
          ],
        ),
      ],
      NAVY,
    ),
    section(
      520,
      [
        image([58, 60, 36, 400], 'service-house-move.jpg', '', 12),
        text([6, 60, 48, 50], [H('House & flat moves', 'heading')]),
        text(
          [6, 130, 48, 340],
          [
            P(
              'A fixed price for moves within 15 miles of Bristol city centre, agreed before the day – see the table on our [prices page](/prices). We do a free survey first, in your home or on a video call.',
            ),
            P(
              'Every house move includes a crew of two to four, blankets and wrapping for your furniture, taking beds apart and putting them back together, and goods in transit cover up to £50,000.',
            ),
            P(
              'Moves run Monday to Saturday and our crews arrive from 8am. Bank holidays are charged at the Saturday rate.',
            ),
          ],
        ),
      ],
      '#ffffff',
    ),
    section(
      560,
      [
        image([6, 60, 36, 420], 'service-man-and-van.jpg', '', 12),
        text(
          [46, 130, 48, 380],
          [
            P(
              'For smaller jobs – a few items, a student room, a flat without much furniture, a sofa from a shop:',
            ),
            UL([
              '1 man and van: **£55 an hour**',
              '2 men and van: **£75 an hour**',
              '3 men and Luton van: **£99 an hour**',
            ]),
            P(
              'Minimum 2 hours on weekdays (3 hours on Saturdays), then charged by the half hour. The clock starts when we arrive at your door. Jobs can start any time from 8am to 3pm on weekdays, or from 8am to 12 noon on Saturdays.',
            ),
            P('Students get 10% off man-and-van jobs Monday to Thursday with a valid student card.', 'small'),
          ],
        ),
        text([46, 60, 48, 50], [H('Man and van', 'heading')]),
      ],
      CREAM,
    ),
    section(
      480,
      [
        text([6, 60, 48, 50], [H('Office moves', 'heading')]),
        text(
          [6, 130, 48, 320],
          [
            P(
              'Offices, surgeries and shops, moved out of hours on a Friday evening or a Saturday – with no weekend charge on office moves – so your team is working again on Monday. We start with a free survey visit and a written move plan.',
            ),
            P(
              'Crate hire: £2 per crate per week, minimum 20 crates, delivered and collected free within Bristol.',
            ),
            P(
              'We don’t disconnect or reconnect computers, servers or phones – your IT people will need to do that – but we’ll label every desk and put everything back where it belongs.',
            ),
          ],
        ),
        image([58, 60, 36, 360], 'service-office-crates.jpg', '', 12),
      ],
      '#ffffff',
    ),
    section(
      540,
      [
        text([6, 60, 88, 50], [H('Packing service', 'heading')]),
        text(
          [6, 130, 50, 120],
          [
            P(
              'Short of time? Our packers bring all the materials and pack the day before your move, wrapping every glass and plate.',
            ),
          ],
        ),
        text(
          [30, 260, 14, 200],
          [
            P('**£220**', 'body', 'end'),
            P('**£320**', 'body', 'end'),
            P('**£450**', 'body', 'end'),
            P('**from £590**', 'body', 'end'),
            P('**£150**', 'body', 'end'),
          ],
        ),
        text(
          [6, 260, 24, 200],
          [
            P('Full packing, 1-bed'),
            P('Full packing, 2-bed'),
            P('Full packing, 3-bed'),
            P('Full packing, 4-bed'),
            P('Fragile-only packing'),
          ],
        ),
        text(
          [6, 470, 50, 60],
          [
            P(
              'Fragile-only packing covers the kitchen, glass, china and pictures. Unpacking at your new home: £35 an hour per packer, minimum 2 hours.',
              'small',
            ),
          ],
        ),
        image([60, 130, 34, 340], 'service-packing-team.jpg', '', 12),
      ],
      CREAM,
    ),
    section(
      420,
      [
        text([6, 60, 88, 50], [H('Long-distance moves in the UK', 'heading')]),
        text(
          [6, 130, 88, 260],
          [
            P(
              'Anywhere on mainland Britain, usually in one day, with the same crew at both ends. Some examples:',
            ),
            UL([
              'Bristol to London, 2-bed flat: from £1,150',
              'Bristol to Manchester, 3-bed house: from £1,650',
              'Bristol to Edinburgh, 3-bed house: from £2,450',
            ]),
            P('We don’t move to Northern Ireland, the Channel Islands or the Scottish islands.', 'small'),
          ],
        ),
      ],
      '#ffffff',
    ),
    section(
      460,
      [
        image([58, 60, 36, 340], 'service-piano.jpg', '', 12),
        text(
          [6, 130, 48, 300],
          [
            P(
              'Our piano team uses a piano board, skids and straps, and every piano travels strapped upright in the lorry. Within Bristol:',
            ),
            UL(['Upright piano: £195', 'Baby grand: £395', 'Grand piano (over 6 ft): £495']),
            P(
              'Add £30 for each flight of stairs. We don’t move pianos above the first floor unless there’s a lift, and we don’t tune pianos – ask your tuner to come two or three weeks after the move.',
            ),
          ],
        ),
        text([6, 60, 48, 50], [H('Piano moves', 'heading')]),
      ],
      CREAM,
    ),
    section(
      320,
      [
        text([6, 60, 42, 50], [H('Storage', 'subheading')]),
        text(
          [6, 110, 42, 150],
          [
            P(
              'Containerised storage at our Feeder Road store, from £22 a week. [Storage prices and rules](/storage)',
            ),
          ],
        ),
        text([52, 60, 42, 50], [H('House clearances', 'subheading')]),
        text(
          [52, 110, 42, 150],
          [
            P(
              'Probate, landlord and downsizing clearances from £195. [House clearances](/house-clearances)  ·  Moving abroad? [European moves](/european-moves)',
            ),
          ],
        ),
      ],
      '#ffffff',
    ),
    section(
      420,
      [
        shape([6, 40, 88, 340], '#fbeaea', 14),
        text(
          [9, 70, 82, 290],
          [
            P(
              'We don’t move pets or any live animals – please make your own arrangements for them on the day.',
            ),
            P(
              'We can’t carry anything hazardous or flammable: gas bottles, petrol, paint and thinners, fireworks, bleach or pool chemicals. Empty the fuel out of the lawnmower and the strimmer too.',
            ),
            P(
              'We don’t disconnect or plumb in washing machines, dishwashers or gas cookers – you’ll need a plumber or a Gas Safe engineer for those.',
            ),
            P('On European moves we can’t take plants, food, alcohol or tobacco.'),
          ],
        ),
        text([9, 50, 82, 40], [H('What we won’t move', 'subheading')]),
      ],
      '#ffffff',
    ),
  ],
};

/* ── Prices ────────────────────────────────────────────────────────────────────────────────────────── */

const prices: HartleyPage = {
  path: '/prices',
  title: 'Prices – Hartley & Sons Removals, Bristol',
  description:
    'Man and van hourly rates, fixed prices for flat and house moves in Bristol, piano moves, waiting time, deposits and how to pay.',
  sections: [
    section(
      260,
      [
        text(
          [6, 70, 88, 130],
          [
            { text: 'Our prices', style: 'title', tag: 'h1' },
            P('Straightforward prices for Bristol and 25 miles around. All prices include VAT at 20%.'),
          ],
        ),
      ],
      CREAM,
    ),
    section(
      640,
      [
        shape([6, 140, 27, 300], '#ffffff', 16, '#e4ddcc'),
        shape([36.5, 140, 27, 300], '#ffffff', 16, '#e4ddcc'),
        shape([67, 140, 27, 300], NAVY, 16),
        text([8, 220, 23, 50], [P('£55 an hour', 'price', 'center')]),
        text([38.5, 220, 23, 50], [P('£75 an hour', 'price', 'center')]),
        text([69, 220, 23, 50], [{ text: '£99 an hour', style: 'price', align: 'center', colour: GOLD }]),
        text([8, 165, 23, 40], [H('1 man & van', 'subheading', 'center')]),
        text([38.5, 165, 23, 40], [H('2 men & van', 'subheading', 'center')]),
        text(
          [69, 165, 23, 40],
          [{ text: '3 men & Luton', style: 'subheading', align: 'center', colour: 'white' }],
        ),
        text([8, 290, 23, 120], [P('Small loads, single items and student rooms', 'small', 'center')]),
        text([38.5, 290, 23, 120], [P('Most flat moves, and anything heavy', 'small', 'center')]),
        text(
          [69, 290, 23, 120],
          [
            {
              text: 'Bigger flats and small houses, with a tail-lift',
              style: 'small',
              align: 'center',
              colour: '#c9d1e0',
            },
          ],
        ),
        text(
          [6, 470, 88, 150],
          [
            UL([
              'Minimum 2 hours Monday to Friday, 3 hours on Saturdays – then charged by the half hour.',
              'Saturdays and bank holidays: +£10 an hour.',
              'Travel: no charge inside Bristol (BS1 to BS16). Outside Bristol we charge £1.20 a mile from our yard and back.',
              'Students: 10% off Monday to Thursday with a valid student card.',
            ]),
          ],
        ),
        text([6, 60, 88, 50], [H('Man and van', 'heading')]),
      ],
      '#ffffff',
    ),
    section(
      700,
      [
        shape([6, 130, 88, 380], CREAM, 12),
        line([8, 195, 84, 2], '#e4ddcc'),
        text([8, 150, 30, 40], [{ text: 'Your home', style: 'label' }]),
        text([40, 150, 22, 40], [{ text: 'Fixed price', style: 'label' }]),
        text([64, 150, 28, 40], [{ text: 'Crew & vehicle', style: 'label' }]),
        text(
          [40, 210, 22, 290],
          [
            P('**£345**', 'subheading'),
            P('**£445**', 'subheading'),
            P('**£645**', 'subheading'),
            P('**£745**', 'subheading'),
            P('**£945**', 'subheading'),
            P('**from £1,295**', 'subheading'),
          ],
        ),
        text(
          [8, 210, 30, 290],
          [
            P('Studio flat', 'subheading'),
            P('1-bed flat', 'subheading'),
            P('2-bed flat', 'subheading'),
            P('2-bed house', 'subheading'),
            P('3-bed house', 'subheading'),
            P('4-bed house', 'subheading'),
          ],
        ),
        text(
          [64, 210, 28, 290],
          [
            P('2 men, Luton van', 'subheading'),
            P('2 men, Luton van', 'subheading'),
            P('3 men, Luton van', 'subheading'),
            P('3 men, 7.5-tonne lorry', 'subheading'),
            P('4 men, 7.5-tonne lorry', 'subheading'),
            P('4 men, two vehicles', 'subheading'),
          ],
        ),
        text(
          [6, 540, 88, 130],
          [
            P(
              'Fixed prices are for moves within 15 miles of Bristol city centre on a weekday. **Saturday moves: add £95.** Flat prices include two flights of stairs at each end; each extra floor without a lift is £40.',
            ),
            P('Further afield? See [long-distance moves](/services) or ask us for a quote.', 'small'),
          ],
        ),
        text([6, 60, 88, 50], [H('Fixed-price house and flat moves', 'heading')]),
      ],
      '#ffffff',
    ),
    section(
      620,
      [
        text([6, 60, 88, 50], [H('Extras', 'heading')]),
        text(
          [6, 130, 88, 460],
          [
            P(
              '**Piano moves** (within Bristol): upright £195, baby grand £395, grand (over 6 ft) £495 – plus £30 for each flight of stairs',
            ),
            P('**Waiting time**: the first hour is free, then £50 an hour for the crew'),
            P('**Keeping your things on the van overnight** (in our locked yard): £95 a night'),
            P(
              '**Parking bay suspension**: we apply to the council for you for £35 plus the council’s charge',
            ),
            P('**Long carry** (more than 25 metres from the van to your door): £45'),
            P('**Taking apart and putting back together** flat-pack furniture other than beds: £25 per item'),
            P('**Full-value cover**: 0.8% of the declared value of your goods, minimum £40'),
            P('**Customs paperwork** on European moves: £150 per move'),
            P('**Packing**: see our [packing service](/services) and [packing shop](/packing-shop)'),
          ],
        ),
      ],
      CREAM,
    ),
    section(
      420,
      [
        text(
          [6, 130, 88, 260],
          [
            P(
              '**Deposit:** 20% to book a fixed-price move; £50 to book a man-and-van job. **Balance:** for fixed-price moves by bank transfer 3 working days before the move; for man-and-van jobs on the day, by card or bank transfer.',
            ),
            P(
              'We take Visa and Mastercard debit and credit cards, Apple Pay and Google Pay, and bank transfers. We don’t take cash or cheques.',
            ),
            P(
              'Changed your plans? See [cancelling or postponing](/faq) in our FAQ and our [terms](/terms).',
              'small',
            ),
          ],
        ),
        text([6, 60, 88, 50], [H('Deposits and paying', 'heading')]),
      ],
      '#ffffff',
    ),
  ],
};

/* ── Storage ───────────────────────────────────────────────────────────────────────────────────────── */

const storage: HartleyPage = {
  path: '/storage',
  title: 'Storage in Bristol – containerised self-storage | Hartley & Sons',
  description:
    'Containerised storage at our alarmed Feeder Road store in Bristol: containers from £22 a week, student lockers from £9 a week, collection available.',
  sections: [
    section(
      440,
      [
        image([52, 0, 48, 440], 'storage-warehouse-containers.jpg'),
        text([6, 90, 42, 70], [{ text: 'Storage in Bristol', style: 'title', tag: 'h1' }]),
        text(
          [6, 180, 42, 220],
          [
            P(
              'Our containerised store is at the yard on Feeder Road. Your things are loaded into wooden containers in front of you, sealed and stacked in our warehouse.',
            ),
            P(
              '24-hour CCTV, monitored intruder and fire alarms, and every container closed with a numbered seal.',
              'small',
            ),
          ],
        ),
      ],
      CREAM,
    ),
    section(
      640,
      [
        shape([6, 130, 20.5, 280], '#ffffff', 14, '#e4ddcc'),
        shape([28.5, 130, 20.5, 280], '#ffffff', 14, '#e4ddcc'),
        shape([51, 130, 20.5, 280], '#ffffff', 14, '#e4ddcc'),
        shape([73.5, 130, 20.5, 280], '#ffffff', 14, '#e4ddcc'),
        text([7, 220, 18.5, 50], [P('£9 a week', 'price', 'center')]),
        text([29.5, 220, 18.5, 50], [P('£22 a week', 'price', 'center')]),
        text([52, 220, 18.5, 50], [P('£40 a week', 'price', 'center')]),
        text([74.5, 220, 18.5, 50], [P('£57 a week', 'price', 'center')]),
        text(
          [7, 150, 18.5, 60],
          [H('Student locker', 'subheading', 'center'), P('50 cubic feet', 'small', 'center')],
        ),
        text(
          [29.5, 150, 18.5, 60],
          [H('1 container', 'subheading', 'center'), P('250 cubic feet', 'small', 'center')],
        ),
        text(
          [52, 150, 18.5, 60],
          [H('2 containers', 'subheading', 'center'), P('500 cubic feet', 'small', 'center')],
        ),
        text(
          [74.5, 150, 18.5, 60],
          [H('3 containers', 'subheading', 'center'), P('750 cubic feet', 'small', 'center')],
        ),
        text([7, 290, 18.5, 100], [P('Boxes and a few bits – minimum 8 weeks', 'small', 'center')]),
        text([29.5, 290, 18.5, 100], [P('About a small van load', 'small', 'center')]),
        text([52, 290, 18.5, 100], [P('A one-bedroom flat', 'small', 'center')]),
        text([74.5, 290, 18.5, 100], [P('A two-bedroom flat', 'small', 'center')]),
        text(
          [6, 440, 88, 170],
          [
            P('Each container after the third: £16 a week.'),
            P(
              'A container is 250 cubic feet – 7ft × 5ft × 7ft high. A one-bedroom flat usually fills two containers, a three-bedroom house five or six.',
            ),
          ],
        ),
        text([6, 60, 88, 50], [H('Storage prices', 'heading')]),
      ],
      '#ffffff',
    ),
    section(
      760,
      [
        text([6, 60, 88, 50], [H('How our storage works', 'heading')]),
        text(
          [6, 130, 42, 600],
          [
            H('Minimum stay and paying', 'subheading'),
            P(
              'The minimum stay is 4 weeks. We bill every 4 weeks in advance, by card or direct debit. Give us 2 weeks’ notice when you want everything back.',
            ),
            H('Insurance', 'subheading'),
            P(
              'Storage insurance is £2.50 a week per container and covers goods worth up to £5,000 per container. Or use your own home insurance if it covers goods in store – just send us the certificate.',
            ),
            H('Collection', 'subheading'),
            P(
              'We collect at our man-and-van rates. Store with us for 12 weeks or more and your first collection within Bristol is free (2 men and a van, up to 2 hours).',
            ),
          ],
        ),
        text(
          [52, 130, 42, 600],
          [
            H('Visiting your container', 'subheading'),
            P(
              'Visits are by appointment, with 24 hours’ notice. Monday to Friday 8.30am – 4.30pm: free. Saturday 9am – 12 noon: £15 a visit.',
            ),
            P(
              'We bring your container out to a private loading bay – customers can’t go into the warehouse itself.',
            ),
            H('Students', 'subheading'),
            P(
              'Student lockers are £9 a week with a minimum of 8 weeks – ideal for the summer. We collect from halls and student houses in Bristol for £35 a locker.',
            ),
          ],
        ),
      ],
      CREAM,
    ),
    section(
      400,
      [
        shape([6, 40, 88, 320], '#fbeaea', 14),
        text([9, 60, 82, 40], [H('What we can’t store', 'subheading')]),
        text(
          [9, 110, 82, 230],
          [
            P(
              'We don’t store food, drink or anything perishable, plants, live animals, anything hazardous or flammable (paint, petrol, gas bottles, fireworks, chemicals), or firearms and ammunition.',
            ),
            P('Please don’t leave cash, jewellery or important documents in storage – keep them with you.'),
          ],
        ),
      ],
      '#ffffff',
    ),
    section(
      320,
      [
        image([64, 50, 30, 220], 'bath-locksbrook-road.jpg', '', 12),
        text(
          [6, 60, 54, 220],
          [
            H('Coming in spring 2027: storage in Bath', 'subheading'),
            P(
              'Our second depot, on Locksbrook Road in Bath, opens in spring 2027 with room for 300 containers. We’re not taking Bath bookings yet – [join the waiting list](/contact) and we’ll tell you first.',
            ),
          ],
        ),
      ],
      '#eef1f6',
    ),
  ],
};

/* ── Packing shop ──────────────────────────────────────────────────────────────────────────────────── */

const product = (col: number, row: number, file: string, name: string, detail: string, price: string) => {
  const x = 6 + col * 22.5;
  const y = 130 + row * 330;
  return [
    image([x, y, 20, 170], file, '', 10),
    text([x, y + 180, 20, 120], [H(name, 'subheading'), P(detail, 'small'), P(`**${price}**`, 'price')]),
  ];
};

const packingShop: HartleyPage = {
  path: '/packing-shop',
  title: 'Packing shop – boxes, tape and bubble wrap in Bristol | Hartley & Sons',
  description:
    'Removal boxes, wardrobe boxes, tape, bubble wrap, packing paper and mattress covers from our Bristol yard, or delivered free in Bristol on orders over £40.',
  sections: [
    section(
      340,
      [
        text(
          [6, 70, 60, 220],
          [
            { text: 'Packing shop', style: 'title', tag: 'h1' },
            P(
              'Strong double-wall boxes, tape and wrapping from our yard, or delivered to your door. Free delivery in Bristol on orders over £40 (£6 under that). Order by 2pm for next working day delivery.',
            ),
            P('Or collect from the yard during office hours – card or contactless only.', 'small'),
          ],
        ),
        image([70, 40, 24, 260], 'shop-box-stack.jpg', '', 12),
      ],
      CREAM,
    ),
    section(
      1480,
      [
        text([6, 60, 88, 50], [H('Boxes and wrapping', 'heading')]),
        ...product(
          0,
          0,
          'shop-small-box.jpg',
          'Small box',
          'For books and heavy things, 18 × 12 × 12 in',
          '£1.80',
        ),
        ...product(
          1,
          0,
          'shop-medium-box.jpg',
          'Medium box',
          'Kitchen, toys and everyday things, 18 × 18 × 18 in',
          '£2.20',
        ),
        ...product(
          2,
          0,
          'shop-large-box.jpg',
          'Large box',
          'Bedding, cushions and light bulky things, 22 × 22 × 22 in',
          '£2.80',
        ),
        ...product(
          3,
          0,
          'shop-wardrobe-box.jpg',
          'Wardrobe box',
          'Tall box with a hanging rail – clothes go straight in on their hangers',
          '£12.50',
        ),
        ...product(
          0,
          1,
          'shop-picture-box.jpg',
          'Picture & mirror box',
          'Adjustable, for frames up to 40 in',
          '£6',
        ),
        ...product(1, 1, 'shop-tape.jpg', 'Packing tape', 'Brown, 48mm × 66m roll', '£1.95'),
        ...product(
          2,
          1,
          'shop-fragile-tape.jpg',
          'Fragile tape',
          'Printed red and white, 48mm × 66m',
          '£2.40',
        ),
        ...product(3, 1, 'shop-bubble.jpg', 'Bubble wrap', '500mm × 10m roll', '£6.50'),
        ...product(
          0,
          2,
          'shop-paper.jpg',
          'Packing paper',
          'Plain newsprint, 5kg ream (about 480 sheets)',
          '£14',
        ),
        ...product(
          1,
          2,
          'shop-sofa-cover.jpg',
          'Sofa cover',
          'Heavy-duty polythene, fits a three-seater',
          '£7',
        ),
        ...product(2, 2, 'shop-marker.jpg', 'Marker pen', 'Black, chisel tip', '£1'),
        ...product(3, 2, 'shop-tape-gun.jpg', 'Tape gun', 'Takes 48mm rolls', '£6'),
        image([6, 1130, 20, 170], 'shop-mattress-cover.jpg', '', 10),
        text([28.5, 1140, 40, 50], [H('Mattress covers', 'subheading')]),
        text([28.5, 1195, 40, 120], [P('Single £4'), P('Double £5.50'), P('King £6.50')]),
      ],
      '#ffffff',
    ),
    section(
      560,
      [
        shape([6, 130, 43, 360], CREAM, 14),
        shape([51, 130, 43, 360], NAVY, 14),
        text(
          [9, 160, 37, 300],
          [
            H('Flat Pack – £59', 'subheading'),
            P('Everything for a one-bedroom flat:'),
            UL([
              '10 small boxes',
              '15 medium boxes',
              '5 large boxes',
              '3 rolls of packing tape',
              '1 roll of bubble wrap',
              '1 marker pen',
            ]),
          ],
        ),
        text(
          [54, 160, 37, 300],
          [
            { text: 'House Pack – £129', style: 'subheading', colour: 'white' },
            C('Everything for a three-bedroom house:', 'white'),
            {
              text: '',
              list: [
                '20 small, 30 medium and 15 large boxes',
                '2 wardrobe boxes',
                '6 rolls of packing tape',
                '1 ream of packing paper',
                '2 rolls of bubble wrap',
                '2 marker pens',
              ],
              colour: 'white',
            },
          ],
        ),
        text([6, 60, 88, 50], [H('Moving packs', 'heading')]),
      ],
      '#ffffff',
    ),
    section(
      300,
      [
        text(
          [6, 60, 88, 200],
          [
            H('Returns and used boxes', 'subheading'),
            P(
              'Unused boxes in as-new condition can be returned within 30 days for a refund – bring your receipt. Finished with your boxes after the move? Bring them back to the yard and we’ll reuse or recycle them; we don’t pay for used boxes.',
            ),
            P('Booked a house move with us? We lend up to 4 wardrobe boxes free for the day.', 'small'),
          ],
        ),
      ],
      CREAM,
    ),
  ],
};

/* ── European moves ────────────────────────────────────────────────────────────────────────────────── */

const europeanMoves: HartleyPage = {
  path: '/european-moves',
  title: 'European moves from Bristol – France, Spain, Portugal & more | Hartley & Sons',
  description:
    'Moving to France, Spain, Portugal, Italy, Ireland or the Low Countries from Bristol: monthly shared loads, dedicated lorries and customs paperwork.',
  nav: 'Services',
  sections: [
    section(
      400,
      [
        image([0, 0, 100, 400], 'europe-lorry-ferry.jpg'),
        shape([0, 0, 64, 400], 'rgba(27,42,74,0.85)'),
        text(
          [6, 110, 54, 220],
          [
            { text: 'Moving to Europe', style: 'title', colour: 'white' },
            C(
              'From Bristol to France, Spain, Portugal, Italy, Ireland, Belgium, the Netherlands and Germany – with our own crews and lorries.',
              'white',
            ),
          ],
        ),
      ],
      NAVY,
    ),
    section(
      620,
      [
        text(
          [6, 130, 42, 440],
          [
            H('Shared loads', 'subheading'),
            P(
              'Our lorry leaves Bristol for France, Spain and Portugal every month, in the first week of the month, with several families’ belongings on board. Delivery is within 2 to 4 weeks of collection.',
            ),
            P('Shared loads from £1,650 (up to 5 cubic metres to northern France).'),
          ],
        ),
        text(
          [52, 130, 42, 440],
          [
            H('A lorry just for you', 'subheading'),
            P(
              'A dedicated lorry goes straight to your new home on the dates you choose: a 2-bed flat to Paris from £3,200.',
            ),
            P(
              'Every European move starts with a free video survey and includes goods in transit cover up to £50,000.',
            ),
          ],
        ),
        text([6, 60, 88, 50], [H('Two ways to move abroad', 'heading')]),
      ],
      '#ffffff',
    ),
    section(
      480,
      [
        text([6, 60, 88, 50], [H('Customs and paperwork', 'heading')]),
        text(
          [6, 130, 60, 300],
          [
            P(
              'Since Brexit every move to the EU needs a full inventory and customs paperwork. We prepare it all for £150 per move. You’ll need a copy of your passport and proof of your new address abroad.',
            ),
            P('We can’t take plants, food, alcohol or tobacco on European moves, and we don’t move pets.'),
            P('We don’t go to Switzerland, Norway or anywhere outside Europe.', 'small'),
          ],
        ),
        image([70, 110, 24, 300], 'europe-inventory.jpg', '', 12),
      ],
      CREAM,
    ),
  ],
};

/* ── House clearances ──────────────────────────────────────────────────────────────────────────────── */

const houseClearances: HartleyPage = {
  path: '/house-clearances',
  title: 'House clearances in Bristol – Hartley & Sons Removals',
  description:
    'Probate, landlord and downsizing house clearances in Bristol and 25 miles around, by a licensed waste carrier.',
  nav: 'Services',
  sections: [
    section(
      380,
      [
        image([56, 40, 38, 300], 'clearance-van-loading.jpg', '', 12),
        text(
          [6, 90, 46, 240],
          [
            { text: 'House clearances', style: 'title' },
            P(
              'Probate, landlord and downsizing clearances in Bristol and 25 miles around – done carefully and quietly, by the same family firm that moves Bristol.',
            ),
          ],
        ),
      ],
      CREAM,
    ),
    section(
      560,
      [
        text([6, 60, 88, 50], [H('Clearance prices', 'heading')]),
        text(
          [6, 130, 44, 200],
          [
            P('Single room, garage or loft: from £195'),
            P('2-bed flat or house: from £595'),
            P('3-bed house: from £795'),
            P('Fridges and freezers: £25 each'),
            P('Mattresses: £15 each'),
          ],
        ),
        text(
          [52, 130, 42, 380],
          [
            P(
              'Anything in good condition goes to the Avon Reuse Furniture Project; everything else is recycled wherever we can.',
            ),
            P(
              `We’re a licensed waste carrier (${HS_WASTE}) and you’ll get a waste transfer note for every clearance.`,
            ),
            P('Landlords and executors: we can collect the keys from your letting agent or solicitor.'),
          ],
        ),
        text(
          [6, 360, 44, 160],
          [P('We can’t take asbestos, clinical waste, gas bottles, paint or chemicals, or tyres.', 'small')],
        ),
      ],
      '#ffffff',
    ),
  ],
};

/* ── About ─────────────────────────────────────────────────────────────────────────────────────────── */

const about: HartleyPage = {
  path: '/about',
  title: 'About us – three generations of Hartleys | Hartley & Sons Removals',
  description: 'The Hartley family has been moving Bristol since 1987. Meet Dan, Tom, Lucy and the crews.',
  sections: [
    section(
      620,
      [
        image(
          [54, 60, 40, 500],
          'about-ray-bedford-1987.jpg',
          'Ray Hartley with his first Bedford van, 1987',
          8,
        ),
        text([6, 60, 44, 70], [{ text: 'Three generations, one yard', style: 'title', tag: 'h2' }]),
        text(
          [6, 170, 44, 420],
          [
            P(
              'Ray Hartley started the firm in 1987 with one Bedford van, moving families around Bedminster and Southville. His sons Dan and Tom joined in the 1990s: today Dan runs the moves, Tom looks after the storage and our European runs, and Dan’s daughter Lucy runs the office.',
            ),
            P(
              'We switched to containerised storage in 2012, and in 2022 we moved from our old yard on Days Road to Unit 7 on Feeder Road, with room for 900 containers.',
            ),
            P(
              'Today we’re 14 people and nine vehicles: two 7.5-tonne removal lorries, four Luton vans with tail-lifts and three long-wheelbase vans.',
            ),
          ],
        ),
      ],
      '#ffffff',
    ),
    section(
      560,
      [
        image([6, 130, 20, 200], 'team-dan.jpg', '', 100),
        image([28.5, 130, 20, 200], 'team-tom.jpg', '', 100),
        image([51, 130, 20, 200], 'team-lucy.jpg', '', 100),
        image([73.5, 130, 20, 200], 'team-marcus.jpg', '', 100),
        text(
          [6, 345, 20, 160],
          [H('Dan Hartley', 'subheading', 'center'), P('Moves and surveys', 'small', 'center')],
        ),
        text(
          [28.5, 345, 20, 160],
          [H('Tom Hartley', 'subheading', 'center'), P('Storage and European moves', 'small', 'center')],
        ),
        text(
          [51, 345, 20, 160],
          [
            H('Lucy Hartley', 'subheading', 'center'),
            P('Office, bookings and parking suspensions', 'small', 'center'),
          ],
        ),
        text(
          [73.5, 345, 20, 160],
          [H('Marcus Bell', 'subheading', 'center'), P('Crew leader and piano team', 'small', 'center')],
        ),
        text([6, 60, 88, 50], [H('The people you’ll meet', 'heading', 'center')]),
      ],
      CREAM,
    ),
    section(
      360,
      [
        text(
          [6, 60, 88, 260],
          [
            H('Coming in 2027', 'subheading'),
            P(
              'Two electric Luton vans join the fleet in March 2027, and our second depot, in Bath, opens in spring 2027. [Read more](/news/bath-depot-2027)',
            ),
            P(
              'We’re members of the British Association of Removers and a registered waste carrier. All our vans meet Bristol’s Clean Air Zone standards.',
              'small',
            ),
          ],
        ),
      ],
      '#ffffff',
    ),
  ],
};

/* ── Contact ───────────────────────────────────────────────────────────────────────────────────────── */

const contact: HartleyPage = {
  path: '/contact',
  title: 'Contact us and get a quote – Hartley & Sons Removals, Bristol',
  description:
    'Call, WhatsApp or email us for a removals or storage quote, or visit our yard on Feeder Road, Bristol.',
  sections: [
    section(
      720,
      [
        text([6, 60, 88, 70], [{ text: 'Get in touch', style: 'title', tag: 'h1' }]),
        embed([52, 150, 42, 520], 'https://form.jotform.com/243185627114352', 'Hartley & Sons quote request'),
        text(
          [6, 150, 42, 520],
          [
            P(`**Phone:** [${HS_PHONE}](${HS_PHONE_HREF})`),
            P(
              `**WhatsApp:** [${HS_WHATSAPP}](${HS_WHATSAPP_HREF}) – photos of your rooms are perfect for a quick quote`,
            ),
            P(`**Email:** [${HS_EMAIL}](mailto:${HS_EMAIL})`),
            P(`**Storage enquiries:** [${HS_STORAGE_EMAIL}](mailto:${HS_STORAGE_EMAIL})`),
            H('Office hours', 'subheading'),
            P('Monday to Friday 8am – 6pm'),
            P('Saturday 9am – 1pm'),
            P('Sunday closed'),
            P(
              'Moves run Monday to Saturday. Storage visits are by appointment – see [storage](/storage).',
              'small',
            ),
            P('Fill in the quote form and we’ll reply within one working day.', 'small'),
          ],
        ),
      ],
      '#ffffff',
    ),
    section(
      520,
      [
        embed(
          [52, 60, 42, 400],
          'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2486.1!2d-2.5667!3d51.4497!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sFeeder%20Road%2C%20Bristol!5e0!3m2!1sen!2suk',
          'Map: Hartley & Sons Removals, Feeder Road, Bristol',
        ),
        text(
          [6, 130, 42, 330],
          [
            P(`${HS_STREET}, Bristol ${HS_POSTCODE}`),
            P(
              'From the M32 or Temple Meads, follow the signs for St Philip’s Marsh. We’re the second unit on the left after the Feeder Road bridge – look for the navy lorries. Visitor parking in the bays in front of Unit 7.',
            ),
          ],
        ),
        text([6, 60, 42, 50], [H('Finding the yard', 'heading')]),
      ],
      CREAM,
    ),
  ],
};

export const hartleyHome = home;
export const hartleyPages: HartleyPage[] = [
  services,
  prices,
  storage,
  packingShop,
  europeanMoves,
  houseClearances,
  about,
  contact,
];
