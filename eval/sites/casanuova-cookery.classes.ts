import {
  bodyField,
  CASANUOVA_BOOKING,
  type CasanuovaPage,
  ckTable,
  inlineField,
  inlineListField,
  nodeFull,
  paragraph,
  sections,
  teaser,
  textField,
  viewPage,
} from './casanuova-cookery.layout.ts';

const CLASSES: [string, string] = ['Classes', '/classes'];

const bookButton = (product: string, label: string) =>
  `<p><a class="button button--primary bokunButton" id="bokun_${product}" data-src="${CASANUOVA_BOOKING}/experience/${product}?partialView=1" href="${CASANUOVA_BOOKING}/experience/${product}" target="_blank" rel="noopener">${label}</a></p>`;

const image = (file: string, alt: string) =>
  `<div class="field field--name-field-image field--type-image field--label-hidden field__item">  <img loading="lazy" src="/sites/default/files/styles/max_1300x1300/public/2025-01/${file}?itok=pX0d3Kq_" width="1300" height="867" alt="${alt}" class="image-style-max-1300x1300" />
</div>`;

/** The class teasers of the classes view: the node summary of each class. */
export const classTeasers = [
  teaser({
    nid: 3,
    bundle: 'class',
    href: '/classes/pasta-and-sauces',
    title: 'Pasta &amp; Sauces',
    lang: 'en',
    image: ['pasta-board-marisa.jpg', 'Marisa cutting tagliatelle on the wooden board'],
    summary:
      '<p>A morning at the pasta board with Marisa: tagliatelle, pici and ravioli, three sauces, and lunch with a glass of wine. Monday, Wednesday and Friday.</p>',
    more: 'Read more',
  }),
  teaser({
    nid: 4,
    bundle: 'class',
    href: '/classes/a-day-in-the-tuscan-kitchen',
    title: 'A Day in the Tuscan Kitchen',
    lang: 'en',
    image: ['market-san-quirico.jpg', 'Choosing artichokes at the market'],
    summary:
      '<p>Our full day: the market or a pecorino dairy in the morning, then we cook a four-course Tuscan lunch together. Tuesday and Thursday.</p>',
    more: 'Read more',
  }),
  teaser({
    nid: 5,
    bundle: 'class',
    href: '/classes/private-classes',
    title: 'Private classes &amp; groups',
    lang: 'en',
    image: ['private-class-loggia.jpg', 'A family cooking together in the loggia'],
    summary:
      '<p>Just your family or friends, at Casanuova or in the kitchen of your holiday villa. Birthdays, hen parties and team days.</p>',
    more: 'Read more',
  }),
  teaser({
    nid: 6,
    bundle: 'class',
    href: '/cookery-weeks',
    title: 'Cookery weeks',
    lang: 'en',
    image: ['cookery-week-dinner.jpg', 'Dinner under the pergola during a cookery week'],
    summary:
      '<p>Five nights in the farmhouse, four classes, a day among the Brunello vineyards of Montalcino and long dinners under the pergola.</p>',
    more: 'Read more',
  }),
];

/** The English class pages: the classes view, the two scheduled classes, private classes, cookery weeks. */
export const casanuovaClassPages: CasanuovaPage[] = [
  {
    path: '/classes',
    lang: 'en',
    title: 'Our classes',
    description:
      'Cookery classes in a Tuscan farmhouse: half-day pasta class, a full day with market visit, private classes and cookery weeks. Prices 2026–2027.',
    system: 'classes',
    bodyClass: 'path-classes',
    content: viewPage(
      'classes',
      'page_1',
      classTeasers.join('\n'),
      `<p>Every class ends at the table: you eat what you have cooked, with wine from our neighbours. All our classes are hands-on, taught in English (Marisa teaches in Italian and Harriet translates), and open to complete beginners.</p>
<h2>Prices 2026–2027</h2>
${ckTable(
  ['Class', 'Days', 'Times', 'Price per person'],
  [
    ['Pasta &amp; Sauces', 'Mon, Wed, Fri', '9:30–13:30', '€145 (children 8–15: €95)'],
    ['A Day in the Tuscan Kitchen', 'Tue, Thu', '8:45–16:30', '€235'],
    ['Bread &amp; Focaccia (new from 6 March 2027)', 'Sat', '9:30–13:00', '€120'],
    ['Christmas Baking', 'Sat 12 December 2026', '10:00–13:00', '€110 (children 8–15: €60)'],
    ['Cookery week', 'Sun–Fri, 5 nights', '–', 'from €2,250'],
    ['Private classes', 'Mon–Sat', 'on request', 'from €640 for up to 4 people'],
  ],
)}
<p><small>Prices include VAT, lunch and wine. Children must be accompanied by a paying adult. For the dates of the season and the days we are closed see <a href="/calendar">Dates &amp; times</a>.</small></p>`,
      '<p>Can’t decide? A <a href="/gift-vouchers">gift voucher</a> lets them choose.</p>',
    ),
  },
  {
    path: '/classes/pasta-and-sauces',
    lang: 'en',
    title: 'Pasta &amp; Sauces',
    description:
      'Half-day hands-on pasta class in the Val d’Orcia: tagliatelle, pici and ravioli with three sauces, lunch with wine. Monday, Wednesday and Friday, €145.',
    system: 'node/3',
    bodyClass: 'path-node page-node-type-class',
    trail: [CLASSES],
    content: nodeFull({
      nid: 3,
      bundle: 'class',
      lang: 'en',
      promoted: true,
      fields: `${image('pasta-board-marisa.jpg', 'Marisa cutting tagliatelle on the wooden board')}
${inlineListField('days', 'Days', ['Monday', 'Wednesday', 'Friday'])}
${inlineField('time', 'Time', '9:30am – 1:30pm, lunch included')}
${inlineField('price', 'Price', '€145 per person', 'decimal')}
${inlineField('price-children', 'Children (8–15)', '€95, with a paying adult', 'decimal')}
${inlineField('group-size', 'Group size', 'max 10 people', 'integer')}
${inlineField('teachers', 'Taught by', 'Marisa Bernardini and Harriet Pendle', 'entity-reference')}
${bodyField(`<p>Marisa has been rolling pasta since she was six, at her grandmother’s table in Vallerana, and there is nobody better to learn from. In four hours at the long wooden board in our kitchen you will make, from flour and eggs and nothing else:</p>
<ul>
<li><strong>tagliatelle</strong> with a slow-cooked Tuscan ragù,</li>
<li><strong>pici</strong>, the thick hand-rolled spaghetti of southern Tuscany, with <em>aglione</em>, a garlicky tomato sauce,</li>
<li><strong>ricotta and spinach ravioli</strong> with butter and sage.</li>
</ul>
<p>Around 12:45 we sit down together to eat what you have made, with a glass or two of Rosso di Montepulciano (or soft drinks for the drivers). Dessert is a simple one Marisa makes the day before: there is no dessert-making in this class.</p>
<p>We email you the recipes as a PDF the same evening, so you don’t need to take notes.</p>`)}
${sections([
  paragraph(
    'text',
    `<h2>Good to know</h2>
${textField(
  'text',
  `<ul>
<li>Vegetarians: we swap the ragù for a porcini mushroom sauce. Just tell us when you book.</li>
<li>This class is <strong>not suitable for people with coeliac disease</strong>: there is flour in the air all morning. Our <a href="/classes/private-classes">private classes</a> can be made gluten-free.</li>
<li>Children from 8 to 15 are welcome with a paying adult. The class is not suitable for children under 8.</li>
<li>The class runs with a minimum of 2 guests. If yours is the only booking we will call you to move the date or refund you in full.</li>
<li>We start at 9:30 sharp: please arrive 10 minutes early. Free parking in the courtyard.</li>
</ul>`,
)}`,
  ),
  paragraph('cta', bookButton('pasta-and-sauces', 'Check dates and book')),
])}`,
    }),
  },
  {
    path: '/classes/a-day-in-the-tuscan-kitchen',
    lang: 'en',
    title: 'A Day in the Tuscan Kitchen',
    description:
      'Full-day cookery class in Tuscany: market or pecorino dairy visit, then a four-course lunch cooked together with wine. Tuesday and Thursday, €235.',
    system: 'node/4',
    bodyClass: 'path-node page-node-type-class',
    trail: [CLASSES],
    content: nodeFull({
      nid: 4,
      bundle: 'class',
      lang: 'en',
      promoted: true,
      fields: `${image('market-san-quirico.jpg', 'Choosing artichokes at the market in San Quirico d’Orcia')}
${inlineListField('days', 'Days', ['Tuesday', 'Thursday'])}
${inlineField('time', 'Time', '8:45am – 4:30pm')}
${inlineField('price', 'Price', '€235 per person', 'decimal')}
${inlineField('group-size', 'Group size', 'max 8 people', 'integer')}
${inlineField('minimum-age', 'Minimum age', '14', 'integer')}
${inlineField('included', 'Included', 'Minibus transport, market or dairy visit, four-course lunch with wine')}
${bodyField(`<p>This is the day our guests write to us about years later. We start where Tuscan cooking starts, with the shopping, and finish at the table in the late afternoon.</p>`)}
${sections([
  paragraph(
    'text',
    `<h2>The day</h2>
${textField(
  'text',
  `${ckTable(
    ['Time', ''],
    [
      ['8:45', 'Coffee and cantucci in the farmhouse kitchen'],
      [
        '9:15',
        'In our minibus to the Tuesday market in San Quirico d’Orcia or, on Thursdays, to the Fattoria di Cerretello to see pecorino being made',
      ],
      ['11:00', 'Back at Casanuova: aprons on'],
      [
        '11:15',
        'We cook: crostini toscani, hand-rolled pici, peposo (the peppery beef stew of the kiln workers of Impruneta) and torta della nonna',
      ],
      [
        '14:00',
        'Lunch on the loggia (in the dining room when it’s cold) with wines from Montepulciano chosen by James',
      ],
      ['16:30', 'Goodbyes (the recipes will be in your inbox by the evening)'],
    ],
  )}
<p>Vegetarians get a ribollita instead of the peposo. The day can be made gluten-free if you tell us at least 7 days before.</p>
<p><strong>Please note:</strong> the full day runs with a minimum of 3 guests, and it does not run during our cookery weeks (see <a href="/calendar">Dates &amp; times</a>). Wear comfortable shoes: the market is on cobbles.</p>`,
)}`,
  ),
  paragraph('cta', bookButton('day-in-the-tuscan-kitchen', 'Check dates and book')),
])}`,
    }),
  },
  {
    path: '/classes/private-classes',
    lang: 'en',
    title: 'Private classes &amp; groups',
    description:
      'Private cookery classes for families and groups at Casanuova, or at your holiday villa in the Val d’Orcia. Prices and how to book.',
    system: 'node/5',
    bodyClass: 'path-node page-node-type-class',
    trail: [CLASSES],
    content: nodeFull({
      nid: 5,
      bundle: 'class',
      lang: 'en',
      fields: `${image('private-class-loggia.jpg', 'A family cooking together in the loggia')}
${bodyField('<p>Would you rather have the kitchen to yourselves? We run private classes for families, friends, birthdays, hen parties and company team days, at Casanuova or in the kitchen of your holiday villa. You choose the menu with us: pasta, a full Tuscan lunch, bread, or a vegetarian or gluten-free day.</p>')}
${sections([
  paragraph(
    'text',
    `<h2>At Casanuova</h2>
${textField(
  'text',
  `${ckTable(
    ['', 'Up to 4 people', 'Each extra person', 'Maximum'],
    [
      ['Private half day (4 hours, with lunch)', '€640', '€135', '12 people'],
      ['Private full day (with market or dairy visit)', '€980', '€210', '8 people'],
    ],
  )}
<p>Private classes are available Monday to Saturday, on the days we are not running a scheduled class. Children of any age are welcome in a private class.</p>`,
)}`,
  ),
  paragraph(
    'text',
    `<h2>Cooking at your villa</h2>
${textField(
  'text',
  `<p>Staying in a villa nearby? Harriet comes to you with all the ingredients, teaches a 3-hour class in your kitchen, and then you sit down to the dinner you have cooked together.</p>
<p><strong>Price:</strong> €165 per person<br><strong>Minimum:</strong> 6 people (maximum 14)<br><strong>Area:</strong> within 30 km of Vallerana; further away we add a travel supplement of €0.80 per km<br><strong>Your kitchen needs:</strong> an oven, four hobs and a big table</p>
<p>Wine is not included in the villa price: we can bring a selection from James’ cellar at shop prices.</p>`,
)}`,
  ),
  paragraph(
    'text',
    `<h2>Larger groups</h2>
${textField(
  'text',
  '<p>For groups of 13 to 20 people we split into two kitchen teams and cook a competition menu (the losers wash up). Please ask us for a quote.</p>',
)}`,
  ),
  paragraph(
    'text',
    `<h2>How to book</h2>
${textField(
  'text',
  '<p>Send us an email with the date, the number of people and any allergies. A 50% deposit confirms the booking; the balance is due 14 days before the class. See our <a href="/terms-and-conditions">terms and conditions</a> for cancellations.</p>',
)}`,
  ),
])}`,
    }),
  },
  {
    path: '/cookery-weeks',
    lang: 'en',
    title: 'Cookery weeks',
    description:
      'A cookery holiday in Tuscany: five nights in our farmhouse, four classes, a Brunello winery visit. 2027 dates and prices.',
    system: 'node/6',
    bodyClass: 'path-node page-node-type-class',
    trail: [CLASSES],
    content: nodeFull({
      nid: 6,
      bundle: 'class',
      lang: 'en',
      promoted: true,
      fields: `${image('cookery-week-dinner.jpg', 'Dinner under the pergola during a cookery week')}
${inlineField('duration', 'Duration', '5 nights, Sunday to Friday')}
${inlineField('price', 'Price', '€2,250 per person sharing a double or twin room', 'decimal')}
${inlineField('single-supplement', 'Single room supplement', '€450', 'decimal')}
${inlineField('partner-price', 'Non-cooking partner', '€1,390', 'decimal')}
${inlineField('group-size', 'Group size', 'max 8 cooks', 'integer')}
${bodyField(`<p>Our cookery weeks are the best of Casanuova: five nights in the farmhouse, four classes with Marisa and Harriet, long lunches and dinners under the pergola, a day among the Brunello vineyards of Montalcino, and time to do nothing at all by the pool.</p>
<p>Non-cooking partners are very welcome: they join all the meals and the Montalcino day, and skip the classes.</p>`)}
${sections([
  paragraph(
    'text',
    `<h2>Dates 2027</h2>
${textField(
  'text',
  `<ul>
<li>18–23 April 2027</li>
<li>16–21 May 2027 – 2 places left</li>
<li>13–18 June 2027 – fully booked (waiting list)</li>
<li>12–17 September 2027</li>
<li>10–15 October 2027 – olive and truffle week</li>
</ul>`,
)}`,
  ),
  paragraph(
    'text',
    `<h2>The week</h2>
${textField(
  'text',
  ckTable(
    ['Day', 'Morning', 'Afternoon and evening'],
    [
      [
        'Sunday',
        'Arrival from 4pm (free pick-up at Chiusi-Chianciano Terme station at 4pm)',
        'Welcome aperitivo and dinner',
      ],
      ['Monday', 'Pasta class with Marisa', 'Lunch, free afternoon, dinner'],
      ['Tuesday', 'Market in San Quirico d’Orcia, then we cook lunch', 'Walk in Pienza, dinner'],
      [
        'Wednesday',
        'Bread, focaccia and schiacciata',
        'Free evening: dinner not included (we’ll book you a table in Pienza)',
      ],
      [
        'Thursday',
        'Day in Montalcino: Brunello winery visit, tasting and lunch',
        'Farewell dinner cooked together',
      ],
      ['Friday', 'Breakfast and goodbyes by 10:30 (drop-off at Chiusi station at 11am)', '–'],
    ],
  ),
)}`,
  ),
  paragraph(
    'text',
    `<h2>What’s included</h2>
${textField(
  'text',
  `<ul>
<li>5 nights in an en-suite room with breakfast</li>
<li>four classes and all the recipes</li>
<li>all lunches and dinners with wine, except Wednesday dinner</li>
<li>the winery visit and tasting in Montalcino</li>
<li>a Casanuova apron to take home</li>
<li>pick-up and drop-off at Chiusi-Chianciano Terme station</li>
</ul>
<p><strong>Not included:</strong> flights, airport transfers, travel insurance, Wednesday dinner.</p>
<p>To book we ask for a deposit of 30%; the balance is due 60 days before arrival. The rooms are described on <a href="/the-farmhouse">The farmhouse</a> page.</p>`,
)}`,
  ),
  paragraph(
    'cta',
    '<p><a class="button button--primary" href="mailto:hello@casanuova-cookery.test?subject=Cookery%20week%202027">Ask for a place</a></p>',
  ),
])}`,
    }),
  },
];
