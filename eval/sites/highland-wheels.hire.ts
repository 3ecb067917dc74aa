import {
  a,
  button,
  clear,
  columns,
  gbp,
  type HighlandPage,
  HW_BREAKDOWN,
  h1,
  h2,
  h3,
  htmlWidget,
  image,
  p,
  span,
  table,
  text,
  ul,
} from './highland-wheels.layout.ts';

/*
 * The booking widget Kirsty pasted into an HTML widget from the booking system's "embed" page: its container
 * `<div id="rcm-booking-widget">` is never closed, so it takes the HTML widget's own `</div>`, and the widget's
 * `<div>` stays open around everything after it on the page (the campervan table and the rates' small print).
 */
const bookingWidget = `<!-- Online booking widget: paste this code where you want the search box to appear -->
<div id="rcm-booking-widget" class="rcm-widget-container" data-company="highlandwheels">
<div class="rcm-widget-loading">Loading availability&hellip;</div>
<script type="text/javascript" src="https://secure.rentalbooking.example/widget/v3/rcmwidget.js?key=SGlnaGxhbmRXaGVlbHM&amp;cat=all&amp;lang=en"></script>
<noscript>Please <a href="https://secure.rentalbooking.example/book/highlandwheels">book online here</a>.</noscript>
`;

/* ── Fleet & Rates: the car table, the pasted booking widget, the campervan table ─────────────────────── */

const rates: HighlandPage = {
  path: '/fleet-and-rates.php',
  title: 'Car &amp; Campervan Hire Rates Inverness | Highland Wheels',
  description:
    'Car hire and campervan hire rates in Inverness for low and high season: city cars, estates, 4x4 SUVs and 2- and 4-berth campervans, by the day or the week.',
  body: `${text(
    h1('Fleet &amp; Rates'),
    p(
      'All our prices include VAT, Collision Damage Waiver (with an excess, see ' +
        a('Hire Information', 'hire-information.php') +
        '), 24-hour breakdown cover and one additional driver. Every car hire includes unlimited mileage.',
    ),
    h2('Seasons'),
    p(
      '**Low season:** 1 October to 30 April.<br />**High season:** 1 May to 30 September.<br />A hire that runs across both seasons is charged day by day at each season&rsquo;s rate.',
    ),
  )}
${image('fleet-line-up-carsegate.jpg', 'Our cars lined up at the Carsegate depot')}
${text(
  h2('Cars'),
  table(
    [
      'Class',
      'Car (or similar)',
      'Low season per day',
      'Low season per week',
      'High season per day',
      'High season per week',
    ],
    [
      ['A &ndash; City', 'Toyota Yaris, manual, 4 seats', gbp('39'), gbp('235'), gbp('55'), gbp('345')],
      ['B &ndash; Compact', 'Volkswagen Golf, manual, 5 seats', gbp('45'), gbp('275'), gbp('65'), gbp('415')],
      [
        'C &ndash; Estate automatic',
        'Skoda Octavia Estate, automatic, 5 seats',
        gbp('58'),
        gbp('355'),
        gbp('84'),
        gbp('535'),
      ],
      [
        'D &ndash; SUV 4x4',
        'Skoda Kodiaq 4x4, automatic, 7 seats',
        gbp('75'),
        gbp('460'),
        gbp('105'),
        gbp('665'),
      ],
    ],
  ),
  p(
    'Weekly rates apply to hires of 7 days or more; each day after the first week is charged at a seventh of the weekly rate. A day is 24 hours from the time you collect, and we allow 59 minutes&rsquo; grace when you bring the car back.',
  ),
  p(
    `Drivers aged 23 and 24 pay a young driver surcharge of ${gbp('15')} a day. ${a('Who can drive', 'hire-information.php')}`,
  ),
)}
${htmlWidget(bookingWidget)}
${text(
  h2('Campervans'),
  p(
    'Our campervans are on hire from 1 March to 31 October. Low season rates apply in March, April and October.',
  ),
  table(
    [
      'Campervan',
      'Berths',
      'Low season per day',
      'Low season per week',
      'High season per day',
      'High season per week',
    ],
    [
      ['Wee Bothy &ndash; VW California Ocean', '2', gbp('110'), gbp('695'), gbp('149'), gbp('955')],
      ['Big Glen &ndash; Fiat Ducato coachbuilt', '4', gbp('140'), gbp('890'), gbp('185'), gbp('1,195')],
    ],
  ),
  ul(
    'Minimum hire: 3 nights in low season, 5 nights in high season.',
    'Collection from 2pm, return by 11am.',
    'Each campervan hire includes 200 miles a day.',
  ),
  p(`Everything about the vans, dogs and what&rsquo;s on board: ${a('Campervans', 'campervans.php')}.`),
)}
${text(
  p(
    span(
      'These rates apply to hires collected from 1 January 2026 until further notice, and replace all our earlier price lists.',
      'font-size: 13px; color: #6b7b80;',
    ),
  ),
)}
${button('Get a quote', 'contact.php')}`,
};

/* ── Campervans: the two vans in columns, what's on board, dogs, mileage, handovers, roads ───────────────── */

const campervans: HighlandPage = {
  path: '/campervans.php',
  title: 'Campervan Hire Inverness &amp; NC500 | Highland Wheels',
  description:
    'Hire a 2-berth VW California or a 4-berth motorhome in Inverness for the North Coast 500, Skye and the Highlands. Dogs welcome.',
  body: `${text(
    h1('Our Campervans'),
    p(
      'Two kinds of campervan, both serviced in our own workshop, both ready for the North Coast 500. We have two of each.',
    ),
  )}
${columns(
  `${image('wee-bothy-vw-california.jpg', 'The Wee Bothy, a VW California Ocean, at Loch Maree', 440, 300)}${text(
    h2('Wee Bothy'),
    p('**VW California Ocean** &middot; 2 berths &middot; automatic'),
    ul(
      'Pop-top roof with a double bed, and a second double downstairs',
      'Two-ring gas hob, sink and fridge',
      'Diesel night heater and a wind-out awning',
      'Small enough for every single-track road in the Highlands',
    ),
    p(`From ${span(gbp('110'), 'font-size: 22px; color: #e07a1f;')} a day in low season`),
  )}`,
  `${image('big-glen-motorhome.jpg', 'The Big Glen motorhome at a campsite near Durness', 440, 300)}${text(
    h2('Big Glen'),
    p('**Fiat Ducato coachbuilt** &middot; 4 berths &middot; manual'),
    ul(
      'Two double beds and four belted seats',
      'Shower, toilet and hot water',
      'Oven, three-ring hob and fridge-freezer',
      '6.9 metres long: plan your route on the narrow roads',
    ),
    p(`From ${span(gbp('140'), 'font-size: 22px; color: #e07a1f;')} a day in low season`),
  )}`,
)}
${text(
  h2('What&rsquo;s on board'),
  ul(
    'A full gas bottle, a kitchen kit (pots, pans, crockery and cutlery for every berth) and an electric hook-up cable',
    'Levelling ramps, a water hose, and toilet chemicals for the Big Glen',
    'A road atlas of the Highlands and our list of favourite campsites',
  ),
  p(
    `Bedding and towels aren&rsquo;t included: bring your own, or hire our bedding and towel pack for ${gbp('25')} per person. ${a('Extras', 'extras-and-delivery.php')}`,
  ),
  h2('Mileage'),
  p(
    'Campervan hires include **200 miles a day**, averaged over your hire: a 7-night hire includes 1,400 miles. Extra miles are charged at 25p a mile when you come back.',
  ),
  h2('Bringing your dog'),
  p(
    `Up to 2 well-behaved dogs are welcome in both campervans, for a pet fee of ${gbp('40')} per hire. Please bring their own bed and keep them off the seats and the beds.`,
  ),
)}
${text(
  h2('Collecting and returning'),
  ul(
    'Collection is from 2pm and return by 11am, at our depot only, with a 45-minute handover.',
    'Campervans must be returned during our opening hours: the out-of-hours key box is for cars only.',
    `Please bring the van back tidy, with the waste water and the toilet emptied; otherwise there&rsquo;s a ${gbp('60')} cleaning charge.`,
  ),
  h2('When you can hire a campervan'),
  p(
    'Our campervans are on hire from 1 March to 31 October. We don&rsquo;t hire them out from November to February, while they&rsquo;re serviced and made ready for the new season.',
  ),
  h2('Where you can go'),
  p(
    'The whole North Coast 500 is fine, but one road isn&rsquo;t: the Bealach na B&agrave; pass to Applecross isn&rsquo;t suitable for campervans, and our insurance doesn&rsquo;t cover it. Take the coast road via Shieldaig instead; it&rsquo;s beautiful too.',
  ),
  p(
    `Heading for the islands? Skye is over the bridge; for the others, see ${a('Hire Information', 'hire-information.php')}.`,
  ),
)}
${clear}
${text(
  h3('Coming in 2027: electric campervans'),
  p(
    `Two electric VW ID. Buzz campervans join the fleet in spring 2027. They can&rsquo;t be booked yet: ${a('read more', 'electric-campervans-2027.php')}.`,
  ),
)}
${button('Check dates and book', 'fleet-and-rates.php')}`,
};

/* ── Extras, delivery and one-way hire ────────────────────────────────────────────────────────────────── */

const extras: HighlandPage = {
  path: '/extras-and-delivery.php',
  title: 'Extras, Airport Delivery &amp; One-Way Hire | Highland Wheels Inverness',
  description:
    'Child seats, bike racks, camping kit and bedding; Inverness Airport meet and greet, free station pick-ups, hotel delivery and one-way hire to Edinburgh and Glasgow.',
  body: `${text(
    h1('Extras, Delivery &amp; One-Way Hire'),
    h2('Extras'),
    table(
      ['Extra', 'Price', ''],
      [
        ['Baby seat (0&ndash;13 kg)', `${gbp('6')} a day`, `up to ${gbp('42')} per hire`],
        ['Child seat (9&ndash;18 kg)', `${gbp('6')} a day`, `up to ${gbp('42')} per hire`],
        ['Booster seat (15&ndash;36 kg)', `${gbp('6')} a day`, `up to ${gbp('42')} per hire`],
        [
          'Additional drivers',
          `The first one is free, then ${gbp('6')} a day each`,
          `up to ${gbp('42')} per driver per hire`,
        ],
        [
          'Bike rack for 2 bikes (campervans and class D only)',
          `${gbp('8')} a day`,
          `up to ${gbp('56')} per hire`,
        ],
        ['Camping kit: 2 chairs, a table, a windbreak and a lantern', `${gbp('35')} per hire`, 'campervans'],
        ['Bedding and towel pack: duvet, pillows, sheets and towels', `${gbp('25')} per person`, 'per hire'],
        [
          'Excess Reduction Cover',
          `from ${gbp('14')} a day`,
          a('see Hire Information', 'hire-information.php'),
        ],
      ],
    ),
    p('Please book extras with your vehicle: we have a limited number of seats and racks.'),
  )}
${text(
  h2('Delivery and collection'),
  ul(
    `**Inverness Airport meet &amp; greet:** ${gbp('30')} each way during our opening hours, ${gbp('60')} each way outside them (between 6am and 10pm only). We&rsquo;ll be in arrivals with your name on a board.`,
    '**Inverness railway station and bus station:** free, during our opening hours.',
    `**Hotels and homes within 5 miles of the depot:** ${gbp('15')} each way.`,
    `**Within 30 miles** (Nairn, Beauly, Dingwall, Drumnadrochit and the like): ${gbp('50')} each way.`,
  ),
  p(
    'We don&rsquo;t deliver further than 30 miles. Campervans are collected and returned at the depot only, with a proper handover: we don&rsquo;t deliver them.',
  ),
)}
${columns(
  text(
    h2('One-way hire'),
    p(
      `Cars can be returned to **Edinburgh Airport** or **Glasgow Airport** for a one-way fee of ${gbp('150')}. The minimum hire is 3 days, and please book at least 7 days ahead.`,
    ),
    p('One-way hire is for cars only: our campervans always come back to Inverness.'),
  ),
  image('kodiaq-loch-ness.jpg', 'A Skoda Kodiaq by Loch Ness', 440, 300),
  55,
)}`,
};

/* ── Hire information: drivers, licences, deposits, mileage, fuel, islands, rules, paying and cancelling ── */

const info: HighlandPage = {
  path: '/hire-information.php',
  title: 'Hire Information: Age, Licence, Deposit &amp; Insurance | Highland Wheels',
  description:
    'Who can drive, which licences we accept, deposits and excess, mileage, fuel, islands and ferries, and our payment and cancellation terms.',
  body: `${text(
    h1('Hire Information'),
    p('Everything you need to know before you collect. If anything isn&rsquo;t clear, just give us a call.'),
    h2('Who can drive'),
    table(
      ['Vehicle', 'Minimum age', 'Full licence held for'],
      [
        ['Cars, classes A to C', '23', '2 years'],
        ['Class D SUV 4x4', '25', '2 years'],
        ['Campervans', '25', '3 years'],
      ],
    ),
    ul(
      'The maximum age for all our vehicles is 79.',
      `Drivers aged 23 and 24 pay a **young driver surcharge of ${gbp('15')} a day**, capped at ${gbp('90')} per hire.`,
      'Campervans and the Kodiaq can only be hired by drivers aged 25 or over.',
      'We can&rsquo;t hire to anyone under 23, with or without a surcharge.',
      'Every driver must come to the desk with their own licence when you collect.',
    ),
  )}
${text(
  h2('Driving licences'),
  p(
    '**UK licences:** bring your photocard licence and a DVLA check code, which you can get at gov.uk/view-driving-licence. The code lasts 21 days, so get it in the 3 weeks before you collect.',
  ),
  p(
    '**Licences from abroad:** a full licence printed in the Roman alphabet (for example from the EU, the USA, Canada, Australia or New Zealand) is all you need. If your licence isn&rsquo;t printed in the Roman alphabet (for example a Chinese, Japanese, Arabic or Cyrillic licence), you must also bring an **International Driving Permit**, together with your licence.',
  ),
  p('Drivers from outside the UK also need to show their passport.'),
)}
${text(
  h2('Deposit, excess and Excess Reduction Cover'),
  table(
    ['', 'Deposit', 'Excess', 'Excess with Excess Reduction Cover', 'Excess Reduction Cover'],
    [
      ['Cars, classes A to C', gbp('250'), gbp('1,250'), gbp('100'), `${gbp('14')} a day`],
      ['Class D SUV 4x4', gbp('400'), gbp('1,500'), gbp('100'), `${gbp('14')} a day`],
      ['Campervans', gbp('750'), gbp('2,000'), gbp('300'), `${gbp('22')} a day`],
    ],
  ),
  ul(
    'The deposit is taken as a pre-authorisation on a credit card in the main driver&rsquo;s name when you collect. We release it as soon as the vehicle is back undamaged; your bank may take 7 to 10 working days to show it.',
    'We accept Visa and Mastercard credit cards for the deposit. We can&rsquo;t take a debit card, a prepaid card or cash for the deposit.',
    'You can pay for the hire itself by debit card or credit card.',
    'Collision Damage Waiver is included in every hire: the excess is the most you pay towards damage to the vehicle.',
    'Excess Reduction Cover also covers windscreens and tyres. It doesn&rsquo;t cover misfuelling, lost keys or damage from driving off-road.',
  ),
)}
${text(
  h2('Mileage'),
  p('Every car hire includes **unlimited mileage**.'),
  p(
    'Campervan hires include 200 miles a day, averaged over your hire. Extra miles are charged at 25p a mile. ' +
      a('Campervans', 'campervans.php'),
  ),
  h2('Fuel'),
  p(
    `Our fuel policy is **full to full**: you collect the vehicle with a full tank and bring it back full. If it comes back with less, we charge the missing fuel at ${gbp('2.10')} a litre, plus a ${gbp('20')} refuelling fee. The Yaris runs on petrol; all our other vehicles run on diesel.`,
  ),
  h2('Winter tyres'),
  p('From 1 November to 31 March every car in our fleet runs on winter tyres, at no extra cost.'),
)}
${text(
  h2('Islands, ferries and where you can drive'),
  ul(
    '**Isle of Skye:** go ahead, it&rsquo;s over the bridge, and you don&rsquo;t need to tell us.',
    '**Inner and Outer Hebrides** (Mull, Islay, Harris, Lewis, the Uists and the other CalMac islands): allowed. Tell us when you book; the ferry fares are yours to pay, and please book campervans onto ferries well ahead.',
    '**Orkney and Shetland:** only with our written permission. Ask us at least 14 days before your hire starts.',
    'Our vehicles must stay in Great Britain. They can&rsquo;t go on ferries to Northern Ireland, the Republic of Ireland or mainland Europe.',
  ),
  h2('In the vehicle'),
  ul(
    `**No smoking or vaping** in any of our vehicles. If we find signs of it, there&rsquo;s a ${gbp('180')} cleaning fee.`,
    '**No off-road driving**: not on beaches, forestry tracks or estate tracks, not even in the 4x4.',
    `**No pets in our cars**, except assistance dogs. Dogs are welcome in our campervans: see ${a('Campervans', 'campervans.php')}.`,
  ),
)}
${text(
  h2('Paying and cancelling'),
  h3('Cars'),
  ul(
    'Pay in full when you book.',
    'Cancel up to 48 hours before collection for a full refund.',
    'With less than 48 hours&rsquo; notice we keep one day&rsquo;s hire.',
    'No-shows are not refunded.',
  ),
  h3('Campervans'),
  table(
    ['When', 'What happens'],
    [
      ['When you book', 'You pay 25% of the hire'],
      ['6 weeks before collection', 'The balance is due'],
      ['Cancel more than 6 weeks before', `Full refund, less a ${gbp('70')} admin fee`],
      ['Cancel 6 to 2 weeks before', 'You lose the 25%'],
      ['Cancel less than 2 weeks before', 'No refund'],
    ],
  ),
  h2('Breakdowns and accidents'),
  p(
    `Every hire includes 24-hour breakdown cover. Call our breakdown line on ${HW_BREAKDOWN}, day or night, and we&rsquo;ll send help or a replacement.`,
  ),
)}`,
};

export const highlandHirePages: HighlandPage[] = [rates, campervans, extras, info];
