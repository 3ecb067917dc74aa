import {
  accordion,
  BAY_EMAIL,
  BAY_PHONE,
  BAY_WARDEN,
  type BayPage,
  BOOK_URL,
  button,
  dynList,
  facts,
  form,
  grid,
  hero,
  img,
  richText,
  section,
  tabs,
} from './trevellan-bay.layout.ts';

/** A card of the home page and the accommodation pages: image, heading, text and a link. */
const card = (file: string, alt: string, heading: string, text: string, href: string, link: string) =>
  `<a href="${href}" class="card w-inline-block">${img(file, alt, 'card-image')}<div class="card-body"><h3 class="card-heading">${heading}</h3><p class="card-text">${text}</p><div class="card-link">${link} &rarr;</div></div></a>`;

/** A price grid built from divs in a Webflow grid, as the designer laid it out: no <table>, one cell per div. */
const priceGrid = (cls: string, head: string[], rows: string[][]) =>
  grid(
    cls,
    ...head.map((h) => `<div class="price-head">${h}</div>`),
    ...rows.flatMap(([name, ...prices]) => [
      `<div class="price-row-label">${name}</div>`,
      ...prices.map((p) => `<div class="price-cell">${p}</div>`),
    ]),
  );

/** The latest news on the home page: a CMS list bound to the News collection, three items. */
const latestNews = dynList('home-news-list', [
  `<a href="/news/2027-bookings-open" class="news-card w-inline-block"><div class="news-date">3 November 2026</div><h3 class="news-title">Thank you for 2026 &ndash; and when to book for 2027</h3></a>`,
  `<a href="/news/beach-clean-2026" class="news-card w-inline-block"><div class="news-date">28 August 2026</div><h3 class="news-title">Join our autumn beach clean on Trevellan Cove</h3></a>`,
  `<a href="/news/whats-new-for-2026" class="news-card w-inline-block"><div class="news-date">2 March 2026</div><h3 class="news-title">What&rsquo;s new for 2026</h3></a>`,
]);

const reviews = `<div data-delay="6000" data-animation="slide" class="review-slider w-slider" data-autoplay="true" data-easing="ease" data-hide-arrows="false" data-disable-swipe="false" data-autoplay-limit="0" data-nav-spacing="3" data-duration="500" data-infinite="true" role="region" aria-label="carousel"><div class="w-slider-mask"><div class="w-slide" aria-label="1 of 3" role="group"><blockquote class="review-quote">&ldquo;Spotless shower blocks, a pool the kids never wanted to leave and that view from the Lookout terrace. Our fourth year and already booked again.&rdquo;</blockquote><div class="review-name">The Harris family, Bristol</div></div><div class="w-slide" aria-label="2 of 3" role="group"><blockquote class="review-quote">&ldquo;We stayed in Marram with our spaniel. Cosy pod, friendly team and the cove is a few minutes away down the steps.&rdquo;</blockquote><div class="review-name">Jo &amp; Sam, Reading</div></div><div class="w-slide" aria-label="3 of 3" role="group"><blockquote class="review-quote">&ldquo;Big level hardstanding, good hook-up and a shop that sells proper pasties at 8am. What more do you want?&rdquo;</blockquote><div class="review-name">Geoff, motorhome owner, Leeds</div></div></div><div class="w-slider-arrow-left"><div class="w-icon-slider-left"></div></div><div class="w-slider-arrow-right"><div class="w-icon-slider-right"></div></div><div class="w-slider-nav w-round"></div></div>`;

/** The pasted booking widget on the static caravans page: its wrapper <div> is never closed. */
const caravanWidget = `<div class="booking-embed w-embed w-script"><!-- CampBook availability widget v2.3 --><div id="campbook-availability" class="cb-widget" data-park="TRV-0417" data-type="static"><div class="cb-widget__inner"><script src="https://book.campbook.example/widget/v2/availability.js" async></script><noscript><a href="${BOOK_URL}">Check caravan availability</a></noscript></div>
</div>`;

/** Home, our story, the three ways to stay, prices, facilities, dogs, access, directions and the rest. */
export const bayPages: BayPage[] = [
  {
    path: '/',
    title: 'Family Holiday Park &amp; Campsite in Cornwall',
    description:
      'Trevellan Bay Holiday Park: family-run camping, touring, static caravans and glamping pods above a sandy cove on the north Cornish coast.',
    body: `${hero(
      'Trevellan Bay Holiday Park',
      'Camping, touring, caravans and glamping pods above a sandy Cornish cove. Family-run since 1974.',
      'hero home-hero',
    )}
${section(
  'intro-section',
  `<div class="intro-wrapper"><h2 class="heading-2">Holidays by the sea on the north Cornish coast</h2>${richText(`<p>Trevellan Bay is a family-run holiday park on twelve acres of clifftop farmland near St Kerran, a five-minute walk from the sand and rock pools of Trevellan Cove. We have 96 pitches for tents, touring caravans and motorhomes, 18 static caravans to rent and four glamping pods, a heated outdoor pool, a well-stocked shop, the Driftwood Caf&eacute; and The Lookout bar with its terrace over the bay.</p><p>The 2026 season runs from 20 March to 1 November.</p>`)}</div>`,
  grid(
    'stay-grid',
    card(
      'pitches-top-field.jpg',
      'Tents and caravans on the Top Field at sunset',
      'Touring &amp; Camping',
      'Grass and hardstanding pitches, many with sea views. Pitches from &pound;18 a night.',
      '/touring-camping',
      'Pitches',
    ),
    card(
      'static-kittiwake.jpg',
      'A Kittiwake static caravan with its deck',
      'Static Caravans',
      'Two and three bedroom caravans with decking, bedding included. From &pound;395 a week.',
      '/static-caravans',
      'Caravans',
    ),
    card(
      'pod-samphire.jpg',
      'The Samphire glamping pod at dusk',
      'Glamping Pods',
      'Four insulated wooden pods with heating and a private deck. From &pound;55 a night.',
      '/glamping-pods',
      'Pods',
    ),
  ),
)}
${section(
  'facilities-strip',
  `<h2 class="heading-2 centred">Everything you need on the park</h2>`,
  grid(
    'icon-grid',
    `${img('icon-pool.svg', '', 'icon')}<div class="icon-label">Heated outdoor pool</div><div class="icon-sub">late May to mid September</div>`,
    `${img('icon-shop.svg', '', 'icon')}<div class="icon-label">Shop</div><div class="icon-sub">fresh bread and pasties every morning</div>`,
    `${img('icon-bar.svg', '', 'icon')}<div class="icon-label">The Lookout bar</div><div class="icon-sub">family bar with a sea-view terrace</div>`,
    `${img('icon-cafe.svg', '', 'icon')}<div class="icon-label">Driftwood Caf&eacute;</div><div class="icon-sub">breakfasts, cream teas and pizza</div>`,
    `${img('icon-dog.svg', '', 'icon')}<div class="icon-label">Dog friendly</div><div class="icon-sub">dog paddock and dog wash</div>`,
    `${img('icon-play.svg', '', 'icon')}<div class="icon-label">Adventure playground</div><div class="icon-sub">and a games room</div>`,
  ),
  `<div class="centred-button">${button('Facilities &amp; opening times', '/facilities', 'button secondary')}</div>`,
)}
${section('reviews-section', `<h2 class="heading-2 centred">What our guests say</h2>`, reviews)}
${section('news-section', `<h2 class="heading-2">Latest news</h2>`, latestNews, `<a href="/news" class="text-link">All news</a>`)}
${section(
  'cta-section',
  `<h2 class="heading-2 centred">Ready to book?</h2><p class="centred">Book online any time, or call reception on ${BAY_PHONE}.</p><div class="centred-button">${button('Book now', BOOK_URL)}</div>`,
)}`,
  },
  {
    path: '/about-us',
    title: 'Our Story',
    description: 'Three generations of the Penrose family at Trevellan Bay.',
    body: `${hero('Our story', 'Three generations of the Penrose family at Trevellan.')}
${section(
  'content-section',
  grid(
    'two-col-grid',
    richText(
      `<h2>From dairy farm to holiday park</h2><p>The Penrose family has farmed at Trevellan since 1931. In the summer of 1974 Jack and Mary Penrose let a few families pitch their tents in the field above the cove, and the holiday park grew from there: the first shower block in 1979, the swimming pool in 1988 and the static caravans in the 1990s.</p><p>Today the park is run by their granddaughter Tamsin Penrose and her husband Luke Hocking, with a team of fourteen in the summer. The four glamping pods arrived in 2021, and the six new fully serviced pitches on the Top Field in 2026.</p><h2>Looking after the coast</h2><p>Solar panels on the roof of the Seaward shower block heat most of our water, we recycle everything we can (the recycling point is by the Top block), and every September we hold a beach clean on Trevellan Cove. The hedges and the wildflower bank along Trevellan Lane are left uncut until the end of the season for the birds and the bees.</p><p>Tamsin or Luke are on the park every day of the season, and our warden lives on site.</p>`,
    ),
    img('penrose-family-1974.jpg', 'Jack and Mary Penrose with the first campers in 1974', 'about-image'),
  ),
)}`,
  },
  {
    path: '/touring-camping',
    title: 'Touring &amp; Camping Pitches',
    description:
      'Tent pitches, hardstanding touring pitches and fully serviced pitches with 16-amp electric hook-ups, many with sea views.',
    body: `${hero('Touring &amp; camping', 'Ninety-six pitches on two gently sloping fields, most of them looking out to sea.')}
${section(
  'content-section',
  grid(
    'two-col-grid',
    richText(
      `<p>Our pitches are spread over two fields. The <strong>Lower Meadow</strong> is for tents: grass pitches of about 8 by 8 metres, some with electric, on a gentle slope that looks straight down the cove. The <strong>Top Field</strong> is for touring caravans, motorhomes and campervans, with gravel hardstanding pitches, fully serviced pitches and, along the seaward hedge, our Lookout Row of supersize sea-view pitches.</p><p>Every pitch price includes two people, one car and your tent, caravan or motorhome, plus an awning or a porch. Hot showers are free.</p><p>You can book a pitch for a tent, a trailer tent, a folding camper, a touring caravan, a motorhome or a campervan. Roof tents are welcome on any tent pitch.</p>`,
    ),
    facts([
      ['Check-in', 'from 2pm'],
      ['Check-out', 'by 11am'],
      ['Electric hook-up', '16 amp'],
      ['Maximum outfit length', '8.5 metres (28ft)'],
      ['Minimum stay', '2 nights'],
      ['Bank holiday weekends', 'minimum 3 nights'],
      ['Peak season (25 July &ndash; 21 August)', 'minimum 7 nights'],
      ['Pitch prices', '<a href="/prices">see prices</a>'],
    ]),
  ),
)}
${section(
  'pitch-types-section',
  `<h2 class="heading-2">Choose your pitch</h2>`,
  grid(
    'pitch-grid',
    `${img('pitch-standard-tent.jpg', 'A family tent on the Lower Meadow', 'card-image')}<h3>Standard tent pitch</h3><p>Grass pitch on the Lower Meadow, no electric. Ideal for tents and roof tents.</p>`,
    `${img('pitch-tent-electric.jpg', 'A tent with an electric hook-up bollard', 'card-image')}<h3>Tent pitch with electric</h3><p>Grass pitch on the Lower Meadow with a 16-amp hook-up.</p>`,
    `${img('pitch-hardstanding.jpg', 'A touring caravan on a gravel hardstanding', 'card-image')}<h3>Hardstanding touring pitch</h3><p>Level gravel hardstanding with a grass area for your awning and a 16-amp hook-up. Top Field.</p>`,
    `${img('pitch-serviced.jpg', 'A motorhome on a fully serviced pitch', 'card-image')}<h3>Fully serviced pitch</h3><p>Hardstanding with electric, your own fresh water tap, a grey waste drain and a TV aerial point. Twelve on the Top Field, six of them new for 2026.</p>`,
    `${img('pitch-lookout-row.jpg', 'A large motorhome on Lookout Row with the sea behind', 'card-image')}<h3>Sea-view supersize pitch</h3><p>Our biggest pitches, about 12 by 10 metres, fully serviced, on Lookout Row with an uninterrupted view of the bay.</p>`,
  ),
)}
${section(
  'content-section',
  richText(
    `<h2>Facilities for campers and tourers</h2><ul><li>Two heated shower blocks, the Seaward block and the Top block, with free hot showers, hairdryers and a family bathroom with a baby bath</li><li>Accessible wet room in both blocks</li><li>Covered dishwashing sinks with free hot water</li><li>Chemical toilet disposal point and motorhome service point next to the Top block</li><li>Fresh water taps around both fields</li><li>Recycling point and general waste bins by the Top block</li><li>Gas bottles and camping spares in the <a href="/facilities">shop</a></li></ul><h2>Good to know</h2><p>Because Trevellan Lane is narrow, with tight bends, we cannot accept touring caravans or motorhomes longer than 8.5 metres, or American RVs of any size.</p><p>One family tent and one small pup tent per pitch. Gazebos up to 3 by 3 metres are allowed on your pitch (there is a small charge for gazebos and extra tents).</p><p>Late check-out until 4pm is available on pitches for &pound;10, subject to availability: please ask at reception the day before you leave.</p>`,
  ),
  `<div class="centred-button">${button('Check availability', BOOK_URL)}</div>`,
)}`,
  },
  {
    // The pasted CampBook widget leaves its outer <div> open, so everything after it (the three caravans, the
    // arrival times and the hire prices) nests inside the embed; the section's last </div> closes the embed
    // instead of the container, which only </section> ends. A browser still shows the whole page.
    path: '/static-caravans',
    title: 'Static Caravans to Rent',
    description:
      'Gull, Kittiwake and Puffin static caravans to rent, with bedding, gas and electricity included. Saturday changeover in the summer.',
    body: `${hero('Static caravans', 'Two and three bedroom holiday homes with decking and bedding included.')}
<section class="section content-section"><div class="w-container">
${richText(`<p>Our 18 static caravans sit on the south side of the park, a short walk from the pool, the shop and the playground. Every caravan has a fully equipped kitchen with a microwave and a fridge-freezer, a shower room, a smart TV with Freeview, and a deck with outdoor furniture. Gas and electricity are included in the price, and there is parking for one car next to each caravan.</p><p>Beds are made up with duvets, pillows and bed linen when you arrive. Please bring your own towels and tea towels, as these are not provided.</p>`)}
${caravanWidget}
<div class="w-layout-grid caravan-grid">
<div class="caravan-card">${img('static-gull.jpg', 'A Gull caravan', 'card-image')}<h3>Gull</h3><p>Two bedrooms (a double and a twin) and a sofa bed in the lounge. Our Gull 3 and Gull 5 caravans are dog friendly, and Gull 1 is our adapted caravan (see <a href="/accessibility">accessibility</a>).</p>${facts(
      [
        ['Sleeps', '4 + 2 on the sofa bed'],
        ['Bedrooms', '2'],
        ['Dogs', 'Gull 3 and Gull 5 only'],
      ],
    )}</div>
<div class="caravan-card">${img('static-kittiwake.jpg', 'A Kittiwake caravan', 'card-image')}<h3>Kittiwake</h3><p>Three bedrooms (a double and two twins), central heating and double glazing, so warm in March and October too.</p>${facts(
      [
        ['Sleeps', '6'],
        ['Bedrooms', '3'],
        ['Dogs', 'No'],
      ],
    )}</div>
<div class="caravan-card">${img('static-puffin.jpg', 'A Puffin Gold caravan with sea views from the deck', 'card-image')}<h3>Puffin Gold</h3><p>Our best caravans: three bedrooms with an en-suite to the main bedroom, central heating, a wraparound deck and sea views from the lounge.</p>${facts(
      [
        ['Sleeps', '6'],
        ['Bedrooms', '3 (main en-suite)'],
        ['Dogs', 'No'],
      ],
    )}</div>
</div>
${richText(`<h2>Arrival, departure and short breaks</h2>`)}
${facts([
  ['Check-in', 'from 4pm'],
  ['Check-out', 'by 10am'],
  ['Changeover day in High and Peak season', 'Saturday'],
  ['Short breaks (Low and Mid season)', '3 nights Friday to Monday, or 4 nights Monday to Friday'],
  ['Cot hire', '&pound;15 per week'],
  ['Highchair hire', '&pound;10 per week'],
  ['Dog (Gull 3 and Gull 5, one dog)', '&pound;30 per week'],
])}
${richText(`<p>In High and Peak season our caravans are let for full weeks only, Saturday to Saturday. A refundable damage deposit of &pound;100 is taken with the balance and returned within 7 days of your departure.</p><p>Smoking and vaping are not allowed inside any caravan. None of our caravans has a hot tub.</p><p>Weekly and short break prices for each caravan are on our <a href="/prices">prices page</a>.</p>`)}
</div></section>`,
  },
  {
    path: '/glamping-pods',
    title: 'Glamping Pods',
    description:
      'Four insulated wooden glamping pods with heating, lighting and a private deck, a short walk from the cove.',
    body: `${hero('Glamping pods', 'Camping without the tent: four cosy wooden pods at the top of the Lower Meadow.')}
${section(
  'content-section',
  grid(
    'two-col-grid',
    richText(
      `<p>Our four pods, <strong>Samphire</strong>, <strong>Thrift</strong>, <strong>Sea Pink</strong> and <strong>Marram</strong>, are insulated timber cabins with a double bed and a double futon, so each sleeps up to four (two adults and two children). Inside you&rsquo;ll find an electric heater, lights, two sockets, a kettle, a toaster and a mini fridge. Outside, each pod has its own deck with a picnic bench.</p><p>The pods don&rsquo;t have running water or a toilet: the Seaward shower block is 40 metres away. There is no cooking inside the pods, but you may use a gas barbecue on the gravel beside your pod.</p><p>Bedding isn&rsquo;t included. Bring your own sleeping bags or duvets and pillows, or hire a linen pack (duvet, pillows, sheets and a towel) for &pound;12 per person.</p><p>Marram is our dog-friendly pod: one dog, &pound;5 per night. Dogs are not allowed in the other three pods.</p><p>The pods&rsquo; car park is 20 metres away, and a trolley is provided for your luggage.</p>`,
    ),
    `${img('pod-interior.jpg', 'Inside a pod: a double bed, a futon and fairy lights', 'side-image')}${facts([
      ['Check-in', 'from 3pm'],
      ['Check-out', 'by 10am'],
      ['Sleeps', 'up to 4 (max 2 adults)'],
      ['Minimum stay', '2 nights'],
      ['High and Peak season', 'minimum 3 nights'],
      ['Price', 'from &pound;55 per night'],
    ])}`,
  ),
  `<div class="centred-button">${button('Book a pod', BOOK_URL)}</div>`,
)}`,
  },
  {
    path: '/prices',
    title: 'Prices 2026',
    description:
      'Pitch, static caravan and glamping pod prices for the 2026 season, with season dates and extras.',
    body: `${hero('Prices 2026', 'Pitch prices per night, caravans per week. Book online or call us.')}
${section(
  'content-section',
  richText(
    `<h2>Season dates 2026</h2><ul><li><strong>Low:</strong> 20 March &ndash; 2 April, 19 April &ndash; 21 May, 14 September &ndash; 23 October</li><li><strong>Mid:</strong> 3 &ndash; 18 April (Easter), 22 May &ndash; 17 July, 31 August &ndash; 13 September, 24 October &ndash; 1 November</li><li><strong>High:</strong> 18 &ndash; 24 July, 22 &ndash; 30 August</li><li><strong>Peak:</strong> 25 July &ndash; 21 August</li></ul>`,
  ),
  `<h2 class="heading-2">Touring and tent pitches</h2><p class="small-print">Per pitch per night, for 2 people, 1 car and 1 tent, caravan or motorhome, including electric where the pitch has it.</p>`,
  priceGrid(
    'price-grid',
    ['Pitch', 'Low', 'Mid', 'High', 'Peak'],
    [
      ['Standard tent pitch (no electric)', '&pound;18', '&pound;24', '&pound;32', '&pound;38'],
      ['Tent pitch with electric', '&pound;23', '&pound;29', '&pound;37', '&pound;43'],
      ['Hardstanding touring pitch', '&pound;27', '&pound;33', '&pound;42', '&pound;49'],
      ['Fully serviced pitch', '&pound;31', '&pound;39', '&pound;47', '&pound;56'],
      ['Sea-view supersize pitch', '&pound;36', '&pound;45', '&pound;54', '&pound;65'],
    ],
  ),
  `<h3 class="heading-3">Pitch extras (per night)</h3>`,
  priceGrid(
    'extras-grid',
    ['Extra', 'Price'],
    [
      ['Extra adult (16 and over)', '&pound;8'],
      ['Child (4 to 15)', '&pound;4'],
      ['Child under 4', 'Free'],
      ['Dog (maximum 2)', '&pound;3'],
      ['Extra car', '&pound;5'],
      ['Gazebo or extra pup tent', '&pound;5'],
      ['Late check-out until 4pm (once)', '&pound;10'],
    ],
  ),
  richText(
    `<p>Staying 14 nights or more on a pitch in Low or Mid season? You get 10% off the whole stay. We are an independent park, so we can&rsquo;t offer Caravan and Motorhome Club or Camping and Caravanning Club member discounts.</p>`,
  ),
)}
${section(
  'content-section',
  `<h2 class="heading-2">Static caravans and glamping pods</h2><p class="small-print">Choose a season to see the prices.</p>`,
  tabs('season-tabs', [
    [
      'Low',
      priceGrid(
        'tab-price-grid',
        ['Low season', 'Per week', '3-night break'],
        [
          ['Gull caravan', '&pound;395', '&pound;245'],
          ['Kittiwake caravan', '&pound;455', '&pound;285'],
          ['Puffin Gold caravan', '&pound;525', '&pound;325'],
          ['Glamping pod (per night)', '&pound;55', ''],
        ],
      ),
    ],
    [
      'Mid',
      priceGrid(
        'tab-price-grid',
        ['Mid season', 'Per week', '3-night break'],
        [
          ['Gull caravan', '&pound;560', '&pound;340'],
          ['Kittiwake caravan', '&pound;640', '&pound;390'],
          ['Puffin Gold caravan', '&pound;735', '&pound;445'],
          ['Glamping pod (per night)', '&pound;69', ''],
        ],
      ),
    ],
    [
      'High',
      priceGrid(
        'tab-price-grid',
        ['High season', 'Per week', '3-night break'],
        [
          ['Gull caravan', '&pound;845', 'Weeks only'],
          ['Kittiwake caravan', '&pound;960', 'Weeks only'],
          ['Puffin Gold caravan', '&pound;1,095', 'Weeks only'],
          ['Glamping pod (per night)', '&pound;85', ''],
        ],
      ),
    ],
    [
      'Peak',
      priceGrid(
        'tab-price-grid',
        ['Peak season', 'Per week', '3-night break'],
        [
          ['Gull caravan', '&pound;1,020', 'Weeks only'],
          ['Kittiwake caravan', '&pound;1,185', 'Weeks only'],
          ['Puffin Gold caravan', '&pound;1,340', 'Weeks only'],
          ['Glamping pod (per night)', '&pound;95', ''],
        ],
      ),
    ],
  ]),
  richText(
    `<p>Caravan prices are for the whole caravan and include gas, electricity and bed linen. 4-night midweek breaks (Monday to Friday) cost the same as 3-night weekend breaks. Pod prices are per pod per night for up to 4 people.</p><p>We accept Visa, Mastercard and American Express. We do not accept cheques. See our <a href="/terms">booking terms</a> for deposits and cancellations.</p>`,
  ),
  `<div class="centred-button">${button('Book now', BOOK_URL)}</div>`,
)}`,
  },
  {
    path: '/facilities',
    title: 'Facilities &amp; Opening Times',
    description:
      'Heated outdoor pool, shop, launderette, playground, games room, The Lookout bar and the Driftwood Café, with opening times for each season.',
    body: `${hero('Facilities &amp; opening times', 'Pool, shop, bar, caf&eacute; and more, a short walk from every pitch.')}
${section(
  'content-section',
  `<h2 class="heading-2">Opening times 2026</h2>`,
  `<div class="hours-embed w-embed"><table class="hours-table"><thead><tr><th></th><th>Low season</th><th>Mid season</th><th>High &amp; Peak</th></tr></thead><tbody>
<tr><td>Reception</td><td>9am&ndash;5pm</td><td>9am&ndash;6pm</td><td>8am&ndash;8pm</td></tr>
<tr><td>Shop</td><td>8am&ndash;6pm</td><td>8am&ndash;8pm</td><td>7.30am&ndash;9pm</td></tr>
<tr><td>Heated outdoor pool</td><td>Closed</td><td>10am&ndash;6pm*</td><td>9am&ndash;7pm</td></tr>
<tr><td>The Lookout bar</td><td>Fri &amp; Sat 5pm&ndash;10.30pm<br>Closed Sun&ndash;Thu</td><td>Daily 5pm&ndash;11pm</td><td>Daily 12pm&ndash;11pm</td></tr>
<tr><td>Driftwood Caf&eacute;</td><td>9am&ndash;2pm<br>Closed Tue &amp; Wed</td><td>8.30am&ndash;4pm</td><td>8am&ndash;8pm</td></tr>
<tr><td>Launderette</td><td>8am&ndash;8pm</td><td>8am&ndash;8pm</td><td>7am&ndash;10pm</td></tr>
<tr><td>Games room</td><td>10am&ndash;6pm</td><td>10am&ndash;8pm</td><td>9am&ndash;9pm</td></tr>
</tbody></table></div>`,
  richText(
    `<p>*The pool is open from 23 May to 13 September 2026. It stays closed over Easter and the October half-term, even though these are Mid season. Season dates are on our <a href="/prices">prices page</a>.</p>`,
    'small-print w-richtext',
  ),
)}
${section(
  'content-section',
  grid(
    'facility-grid',
    `${img('pool.jpg', 'The heated outdoor pool with the sea beyond', 'card-image')}${richText(`<h3>Heated outdoor pool</h3><p>Our outdoor pool is heated to 28&deg;C and has a separate shallow toddler pool. A lifeguard is on duty whenever the pool is open. Children under 10 must be accompanied in the water by a swimming adult (16 or over), and babies must wear swim nappies. No diving, and no inflatables except armbands.</p><p>The pool is free for guests staying on the park: collect your wristbands at reception. It is not open to day visitors. A poolside hoist is available: ask the lifeguard.</p>`)}`,
    `${img('shop.jpg', 'Shelves of groceries and beach gear in the shop', 'card-image')}${richText(`<h3>The shop</h3><p>Groceries, fresh bread and Cornish pasties baked every morning, local milk and ice cream, beer and wine, camping spares, buckets, spades and bodyboards. Order your newspaper the day before.</p><p><strong>Gas:</strong> we sell and exchange Calor Gas (4.5kg butane, 3.9kg and 6kg propane) and Campingaz 904 and 907 cylinders. We don&rsquo;t stock Flogas, Safefill or Gaslight cylinders, and we can&rsquo;t refill gas bottles.</p><p>We&rsquo;ll freeze your ice packs for 50p each. The shop takes cards and cash.</p>`)}`,
    `${img('lookout-bar.jpg', 'The Lookout terrace at sunset', 'card-image')}${richText(`<h3>The Lookout bar</h3><p>Our family bar has a big terrace looking over the bay, Cornish ales and ciders, and sport on the big screen. Children are welcome until 9pm, and dogs are welcome in the bar and on the terrace. Bar snacks are served until 9pm; for meals, see the caf&eacute;.</p><p>In the summer holidays the evening entertainment is in the Lookout: see <a href="/whats-on">What&rsquo;s on</a>.</p>`)}`,
    `${img('driftwood-cafe.jpg', 'A cream tea on a table at the Driftwood Café', 'card-image')}${richText(`<h3>Driftwood Caf&eacute;</h3><p>Cooked breakfasts, bacon baps, pasties, sandwiches, cream teas and coffee to take to the beach. In High and Peak season the wood-fired pizza oven is lit every evening from 5pm to 8pm, to eat in or take away.</p><p>Dogs are not allowed inside the caf&eacute;, but are welcome at the outside tables.</p>`)}`,
    `${img('launderette.jpg', 'Washing machines in the launderette', 'card-image')}${richText(`<h3>Launderette</h3><p>In the Top block: three washing machines and two tumble dryers. A wash costs &pound;4.50 and the dryers are &pound;2 for 30 minutes. The machines take contactless cards. An iron and ironing board can be borrowed from reception.</p>`)}`,
    `${img('playground.jpg', 'Children on the adventure playground', 'card-image')}${richText(`<h3>Playground and games room</h3><p>The adventure playground is for children up to 12 and is open from 8am until dusk. Children under 5 must be supervised by an adult. Ball games are played on the playing field only.</p><p>The games room has a pool table, air hockey and arcade machines.</p>`)}`,
  ),
)}
${section(
  'content-section',
  richText(
    `<h2>Wifi and phone signal</h2><p>Free wifi is available in The Lookout, the caf&eacute; and around reception. For wifi on your pitch or in your caravan, buy a TrevellanConnect pass at reception: &pound;4 per day or &pound;18 per week, for up to three devices.</p><p>Mobile signal on the park is good on EE and Vodafone, but patchy on O2 and Three.</p><h2>Electric vehicle charging</h2><p>There are two 7kW chargers in the reception car park, paid through the Pod Point app at 45p per kWh. Please don&rsquo;t charge an electric car from your pitch hook-up: it overloads the park&rsquo;s supply, and we will disconnect it.</p><h2>Shower blocks</h2><p>Both shower blocks are heated, with free hot showers, hairdryers, a family bathroom with a baby bath and changing mat, and an accessible wet room. They are cleaned three times a day.</p>`,
  ),
)}`,
  },
  {
    path: '/dogs',
    title: 'Dogs',
    description:
      'Bringing your dog to Trevellan Bay: dog-friendly pitches, caravans and a pod, the dog paddock, rules and charges.',
    body: `${hero('Bring the dog', 'Well-behaved dogs are very welcome at Trevellan Bay.')}
${section(
  'content-section',
  grid(
    'two-col-grid',
    richText(
      `<h2>Where dogs can stay</h2><ul><li><strong>Touring and tent pitches:</strong> up to 2 dogs per pitch, &pound;3 per dog per night</li><li><strong>Static caravans:</strong> one dog in Gull 3 or Gull 5 only, &pound;30 per week</li><li><strong>Glamping pods:</strong> one dog in Marram only, &pound;5 per night</li></ul><p>Please tell us about your dog when you book. We cannot accept any breed listed under the Dangerous Dogs Act 1991.</p><h2>Dog rules</h2><ul><li>Dogs must be kept on a lead no longer than 2 metres at all times on the park.</li><li>Never leave your dog alone in a caravan, pod, tent, awning or car.</li><li>Please clean up after your dog: there are dog bins by both shower blocks and at the entrance to the dog paddock.</li><li>Dogs are not allowed in the pool area, the shop, the caf&eacute;, the playground or the shower blocks. They are welcome in The Lookout bar and on its terrace.</li></ul>`,
    ),
    richText(
      `<h2>Dog paddock and dog wash</h2><p>The Bramble Field dog paddock is fenced all round and is the only place on the park where dogs may be off the lead. Next to the Seaward block there is a free warm-water dog wash for sandy paws.</p><h2>Dogs on the beach</h2><p>Trevellan Cove, at the bottom of our footpath, is dog friendly all year. Porthgwidden Sands has a dog ban from 1 July to 31 August between 10am and 6pm.</p><h2>Vets</h2><p>The nearest vet is Kerran Vets in Carnmellis, 4 miles away: 01637 872390.</p><p>Assistance dogs are welcome everywhere on the park, free of charge.</p>`,
    ),
  ),
)}`,
  },
  {
    path: '/accessibility',
    title: 'Accessibility',
    description:
      'Accessible caravan, pitches, shower rooms and pool hoist at Trevellan Bay, and what to expect of our hillside park.',
    body: `${hero('Accessibility', 'What we have, and an honest guide to our hillside park.')}
${section(
  'content-section',
  richText(
    `<h2>Gull 1, our adapted caravan</h2><p>Gull 1 has a ramp with handrails up to the deck, wide doorways, a wet room with a level-access shower, grab rails and a shower seat, and a parking space beside the ramp. It sleeps 4, in a double and a twin room. Please book Gull 1 by phone so we can talk through what you need.</p><h2>Pitches</h2><p>Four hardstanding pitches next to the Top block are kept for Blue Badge holders. They are priced as hardstanding touring pitches and must be booked by phone on ${BAY_PHONE}.</p><h2>Shower blocks</h2><p>Each shower block has an accessible wet room with a RADAR lock. If you don&rsquo;t have a RADAR key, borrow one from reception.</p><h2>Pool, bar and caf&eacute;</h2><p>The pool has a poolside hoist, and steps with a handrail. The Lookout and the Driftwood Caf&eacute; have step-free access, and there is an accessible toilet in The Lookout. The shop has one step at the entrance: ring the bell and we will bring out the portable ramp.</p><p>Reception has a hearing loop, and mobility scooters can be charged at reception.</p><h2>Getting around</h2><p>Trevellan Bay is on a hillside. The park roads are tarmac, but the Lower Meadow slopes steeply in places. The footpath down to Trevellan Cove has 92 steps and is not suitable for wheelchairs or pushchairs.</p><p>Assistance dogs are welcome everywhere, including the caravans and pods that are not dog friendly, at no charge.</p>`,
  ),
)}`,
  },
  {
    // The designer pasted a map embed, copied with its wrapper's closing tags, into the page: one extra </div>
    // closes the rich text early and the stray one after the <style> closes the container, so the train, taxi,
    // bus and late-arrival facts lie loose in the <section>, and the section's own </div> closes nothing.
    path: '/getting-here',
    title: 'Getting Here',
    description:
      'Directions to Trevellan Bay Holiday Park by car, train, bus and taxi, and what to do if you arrive late.',
    body: `${hero('Getting here', 'Trevellan Lane, St Kerran, Cornwall TR8 4QY')}
<section class="section content-section"><div class="w-container">
<div class="rich-text w-richtext"><h2>By car</h2><p>Leave the A30 at the Carland Cross roundabout and follow the brown tourist signs for Trevellan Bay, about 7 miles. In St Kerran, turn left by the Kerran Arms into Trevellan Lane; the park entrance is half a mile on the right.</p><p><strong>Please don&rsquo;t follow your sat nav after St Kerran.</strong> It will send you down Polgarth Hill, a steep single-track lane with no passing places that is unsuitable for caravans and motorhomes. Stay on Trevellan Lane.</p><p>what3words for the entrance barrier: ///pebble.lantern.sails</p>
<h2>Map</h2><div class="map-embed w-embed w-iframe"><div class="mapouter"><div class="gmap_canvas"><iframe width="100%" height="400" id="gmap_canvas" src="https://maps.google.example/maps?q=Trevellan%20Bay%20Holiday%20Park&amp;t=&amp;z=13&amp;ie=UTF8&amp;iwloc=&amp;output=embed" frameborder="0" scrolling="no" marginheight="0" marginwidth="0" title="Map to Trevellan Bay"></iframe></div></div></div></div>
<style>.mapouter{position:relative;text-align:right;height:400px;width:100%}.gmap_canvas{overflow:hidden;background:none!important;height:400px;width:100%}</style></div>
<h2>By train</h2><p>The nearest station is Carnmellis, 4 miles away, on the branch line from Par. From London Paddington, change at Par; the whole journey takes about five and a half hours.</p>
<h2>Taxi</h2>
<p>Kerran Cabs</p>
<p>01637 880412</p>
<p>About &pound;14 from Carnmellis station. Book ahead in July and August.</p>
<h2>By bus</h2><p>Bus 87 runs hourly from Carnmellis to St Kerran, Monday to Saturday (there is no Sunday service). Get off at St Kerran church; the park is a 20-minute walk along Trevellan Lane.</p>
<h2>By air</h2><p>Cornwall Airport Newquay is 9 miles away, about 20 minutes by taxi.</p>
<h2>Arriving late</h2>
${facts([
  ['Barrier closed', '11pm to 7am'],
  ['Arriving after 8pm?', `Call reception on ${BAY_PHONE} before 5pm`],
])}
<p>If you tell us you&rsquo;ll be late, we&rsquo;ll leave your welcome pack (map, pitch or caravan number, barrier code and pool wristbands) in the late arrivals box by the reception door. If you arrive after 11pm, leave your car in the late arrivals car park beside reception and walk to your caravan or pod. Please don&rsquo;t pitch tents or set up caravans after 11pm: stay in the car park and pitch up after 7am the next morning.</p>
<p>In an emergency when reception is closed, call our warden on ${BAY_WARDEN}.</p>
</div></section>`,
  },
  {
    path: '/things-to-do',
    title: 'Things to Do Nearby',
    description: 'Beaches, the coast path, surfing, fishing trips and days out near Trevellan Bay.',
    body: `${hero('Things to do nearby', 'Beaches, cliff walks and days out from the park gate.')}
${section(
  'content-section',
  grid(
    'things-grid',
    richText(
      `<h3>Trevellan Cove</h3><p>Our own little beach, 400 metres from the park down a footpath with 92 steps. Sand at low tide, rock pools at both ends and a stream to dam. There are no lifeguards on the cove, so please keep an eye on the tide.</p>`,
    ),
    richText(
      `<h3>Porthgwidden Sands</h3><p>A long surf beach 1.5 miles along the coast path, with RNLI lifeguards from May to September, a beach caf&eacute;, toilets and a pay-and-display car park.</p>`,
    ),
    richText(
      `<h3>The South West Coast Path</h3><p>The coast path runs right past our gate. Walk west over Trevellan Head to Porthgwidden (1.5 miles) or east to Polgarth Point and back through St Kerran (a 4-mile loop).</p>`,
    ),
    richText(
      `<h3>Surfing</h3><p>Breakers Surf School at Porthgwidden Sands runs two-hour lessons for beginners from age 8, from &pound;40. Show your Trevellan Bay wristband for 10% off.</p>`,
    ),
    richText(
      `<h3>Fishing trips</h3><p>The <em>Kerran Belle</em> sails from Porthgwidden harbour for two-hour mackerel fishing trips: &pound;25 for adults and &pound;15 for children, rods and bait included.</p>`,
    ),
    richText(
      `<h3>Days out</h3><p>The Eden Project is 45 minutes&rsquo; drive, Newquay Zoo 25 minutes and the National Trust&rsquo;s Trerice 20 minutes. On a rainy day, Carnmellis Leisure Centre (4 miles) has an indoor pool.</p>`,
    ),
    richText(
      `<h3>Food and shopping</h3><p>The Kerran Arms in St Kerran is a 15-minute walk across the fields and serves food every day. The nearest supermarket is the Co-op in Carnmellis (4 miles), which also has the nearest cash machine; there is a large Tesco in Newquay (9 miles).</p>`,
    ),
  ),
)}`,
  },
  {
    path: '/whats-on',
    title: 'What&rsquo;s On',
    description: 'Events and the summer entertainment programme at Trevellan Bay in 2026.',
    body: `${hero('What&rsquo;s on', 'Events through the season and our summer holiday programme.')}
${section(
  'content-section',
  `<h2 class="heading-2">Events 2026</h2>`,
  dynList('events-list', [
    `<div class="event-date">Sunday 5 April 2026, 10am</div><h3 class="event-title">Easter Egg Trail</h3><div class="event-summary w-richtext"><p>Follow the clues around the park to the golden egg. Free for children staying on the park.</p></div>`,
    `<div class="event-date">18 July &ndash; 30 August 2026</div><h3 class="event-title">Summer holiday programme</h3><div class="event-summary w-richtext"><p>Kids&rsquo; club, quizzes, live music and outdoor cinema every week of the summer holidays (see below).</p></div>`,
    `<div class="event-date">Saturday 19 September 2026, 10am</div><h3 class="event-title">Trevellan Cove Beach Clean</h3><div class="event-summary w-richtext"><p>With Surfers Against Sewage. Meet at the park gate; gloves and bags provided.</p></div>`,
    `<div class="event-date">Saturday 31 October 2026, 6pm</div><h3 class="event-title">Halloween Lantern Trail</h3><div class="event-summary w-richtext"><p>A spooky lantern walk around the park, &pound;3 per child, lantern included. Fancy dress encouraged.</p></div>`,
  ]),
)}
${section(
  'content-section',
  `<h2 class="heading-2">Summer holiday programme, 18 July &ndash; 30 August</h2>`,
  grid(
    'week-grid',
    `<div class="day-name">Monday</div><div class="day-event">Rock-pooling with a Cornwall Wildlife ranger, 10am on Trevellan Cove (times change with the tide). &pound;3 per child.</div>`,
    `<div class="day-name">Tuesday</div><div class="day-event">Family quiz in The Lookout, 8pm</div>`,
    `<div class="day-name">Wednesday</div><div class="day-event">Crab Club disco 6.30pm, then bingo at 8pm</div>`,
    `<div class="day-name">Thursday</div><div class="day-event">Live music on the Lookout terrace, 8.30pm</div>`,
    `<div class="day-name">Friday</div><div class="day-event">The Codfather fish &amp; chip van in the top car park, 5pm&ndash;8pm</div>`,
    `<div class="day-name">Saturday</div><div class="day-event">Sea shanties with the St Kerran Singers, 8pm</div>`,
    `<div class="day-name">Sunday</div><div class="day-event">Outdoor cinema on the playing field at dusk. Free; bring a blanket.</div>`,
  ),
  richText(
    `<h3>Crab Club</h3><p>Our kids&rsquo; club for ages 5 to 11 meets Monday to Friday from 10am to 12pm in the summer holidays, with crafts, games and nature hunts. It&rsquo;s free: sign up at reception. Children must be signed in and collected by an adult.</p><p>Outside the summer holidays there is no organised entertainment, but the bar and caf&eacute; are open: see our <a href="/facilities">opening times</a>.</p>`,
  ),
)}`,
  },
  {
    path: '/faq',
    title: 'FAQ',
    description: 'Answers to the questions we are asked most often about staying at Trevellan Bay.',
    body: `${hero('Frequently asked questions', `Can&rsquo;t find your answer? Call us on ${BAY_PHONE}.`)}
${section(
  'faq-section',
  accordion([
    [
      'What time can we arrive?',
      `<p>Touring and tent pitches are ready from 2pm, glamping pods from 3pm and static caravans from 4pm. If you arrive early, you&rsquo;re welcome to park in the day car park and use the caf&eacute;, the shop and the beach path until your pitch is ready.</p>`,
    ],
    [
      'What time do we have to leave?',
      `<p>Pitches must be vacated by 11am, and caravans and pods by 10am. Late check-out until 4pm is available on pitches for &pound;10, subject to availability: ask at reception the day before.</p>`,
    ],
    [
      'We&rsquo;re arriving late. What should we do?',
      `<p>Call reception before 5pm on the day you arrive, and we&rsquo;ll leave your welcome pack in the late arrivals box by the reception door. The barrier is closed from 11pm to 7am: if you arrive after 11pm, leave your car in the late arrivals car park and pitch up in the morning. See <a href="/getting-here">getting here</a>.</p>`,
    ],
    [
      'Can I bring my dog?',
      `<p>Yes, on touring and tent pitches (up to 2 dogs), in Gull 3 and Gull 5 and in the Marram pod. Dogs must be on a lead on the park. All the details are on our <a href="/dogs">dogs page</a>.</p>`,
    ],
    [
      'Is there wifi?',
      `<p>Free wifi is available in The Lookout, the caf&eacute; and around reception. For wifi on your pitch or in your caravan you can buy a TrevellanConnect pass at reception.</p>`,
    ],
    [
      'Can we have a barbecue?',
      `<p>Gas and charcoal barbecues are fine on your pitch, as long as they stand on legs at least 30cm above the grass. Disposable barbecues are not allowed anywhere on the park or on Trevellan Cove. Campfires, fire pits and chimineas are not permitted.</p>`,
    ],
    [
      'Do you sell gas?',
      `<p>Yes, the shop sells and exchanges Calor Gas and Campingaz cylinders. We don&rsquo;t stock Flogas or other brands.</p>`,
    ],
    [
      'Are there quiet hours?',
      `<p>Yes: please keep noise to a minimum between 11pm and 7am. No cars can come in or out while the barrier is closed.</p>`,
    ],
    [
      'Is the pool indoors?',
      `<p>No, ours is an outdoor pool, heated to 28&deg;C and open from 23 May to 13 September 2026. The nearest indoor pool is at Carnmellis Leisure Centre.</p>`,
    ],
    [
      'Do you take group bookings?',
      `<p>We are a family park, and we don&rsquo;t accept single-sex groups or groups in which everyone is under 25. Families and friends may book up to three pitches together under one name; for more, please call us.</p>`,
    ],
    [
      'Do any of the caravans have a hot tub?',
      `<p>No. None of our caravans or pods has a hot tub, and hot tubs and inflatable pools are not allowed on pitches.</p>`,
    ],
    [
      'Is there a cash machine on the park?',
      `<p>There&rsquo;s no cash machine on the park. The shop, the bar and the caf&eacute; take cards and cash, and the nearest cash machine is at the Co-op in Carnmellis.</p>`,
    ],
    [
      'Can friends visit us during our stay?',
      `<p>Yes. Day visitors must sign in at reception, cost &pound;3 per adult (children are free) and must leave by 10pm. Visitors can&rsquo;t use the pool.</p>`,
    ],
    [
      'Can I have parcels or a supermarket delivery sent to the park?',
      `<p>Yes: address them to your name, c/o Reception, Trevellan Bay Holiday Park. We&rsquo;ll send you a text when they arrive and keep chilled shopping in the shop fridge.</p>`,
    ],
    [
      'Are you open all year?',
      `<p>No. The 2026 season runs from 20 March to 1 November and the park is closed over the winter. We reopen on Friday 19 March 2027.</p>`,
    ],
  ]),
)}`,
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description: 'Phone, email and address of Trevellan Bay Holiday Park, and our contact form.',
    body: `${hero('Contact us', 'We&rsquo;re happy to help with anything about your stay.')}
${section(
  'content-section',
  grid(
    'two-col-grid',
    `<h2 class="heading-2">Get in touch</h2>${facts([
      ['Reception', BAY_PHONE],
      ['Email', `<a href="mailto:${BAY_EMAIL}">${BAY_EMAIL}</a>`],
      ['Emergencies when reception is closed', BAY_WARDEN],
      ['Address', 'Trevellan Bay Holiday Park, Trevellan Lane, St Kerran, Cornwall TR8 4QY'],
    ])}${richText(`<p>Reception opening times change with the season: see <a href="/facilities">facilities &amp; opening times</a>. While the park is closed for the winter (2 November to 18 March), the office answers the phone and emails Monday to Friday, 10am to 3pm.</p><p>Found something after your stay? We keep lost property for 3 months.</p>`)}`,
    `<h2 class="heading-2">Send us a message</h2><p>Please don&rsquo;t use this form to book: book online or call us.</p>${form(
      'Contact Form',
      [
        ['Name', 'Your name', 'text'],
        ['Email', 'Email address', 'email'],
        ['Phone', 'Phone (optional)', 'tel'],
        [
          'Subject',
          'What is it about?',
          'select',
          ['General question', 'Existing booking', 'Accessibility', 'Group booking', 'Lost property'],
        ],
        ['Message', 'Your message', 'textarea'],
      ],
      'Send message',
      'Thank you! We&rsquo;ve got your message and will reply within two working days.',
      'Oops! Something went wrong while sending your message. Please try again, or email us.',
    )}`,
  ),
)}`,
  },
  {
    path: '/park-rules',
    title: 'Park Rules',
    description: 'The rules that keep Trevellan Bay safe, quiet and friendly for everyone.',
    body: `${hero('Park rules', 'A few rules so that everyone enjoys their stay.')}
${section(
  'content-section',
  richText(
    `<ol><li>Speed limit on the park: 5mph. Watch out for children and dogs.</li><li>Quiet hours are from 11pm to 7am. The entrance barrier is closed at these times.</li><li>One car per pitch is included. Extra cars must be booked and may have to use the top car park.</li><li>Pitches must be at least 6 metres from the next unit, for fire safety. Please pitch where the pitch markers show.</li><li>No disposable barbecues, open fires, fire pits or chimineas. Barbecues must be raised off the grass.</li><li>No fireworks, sky lanterns or drones.</li><li>Generators are not allowed.</li><li>Ball games on the playing field only.</li><li>Children&rsquo;s bikes and scooters are welcome in daylight; no cycling after dark.</li><li>No smoking or vaping in any building, caravan or pod.</li><li>Dogs must be kept on a lead no longer than 2 metres (see <a href="/dogs">dogs</a>).</li><li>Day visitors must sign in at reception and leave by 10pm.</li><li>The lead booker must be 21 or over and stay for the whole booking.</li><li>Please use the recycling point by the Top block.</li></ol><p>The management may ask anyone who breaks these rules, or whose behaviour upsets other guests, to leave the park without a refund.</p>`,
  ),
)}`,
  },
];
