import {
  a,
  buttons,
  container,
  DALES_MOBILE,
  DALES_TEAMS_EMAIL,
  type DalesPage,
  grid,
  h2,
  h3,
  headline,
  hero,
  iconLine,
  list,
  p,
  price,
  section,
  table,
} from './dalesway-cycle-tours.layout.ts';

/* ── WP Travel's single itinerary template (the legacy layout the owners never switched off) ─────────── */

interface Trip {
  path: string;
  id: number;
  title: string;
  description: string;
  code: string;
  photo: string;
  /** What WP Travel prints under the price: the trip's short description. */
  short: string;
  facts: [label: string, value: string][];
  /** The price box: "From" and the lowest price, the figure in its own span. */
  from: string;
  /** The booking tab's pricing categories. */
  pricing: [category: string, amount: string, note: string][];
  overview: string;
  itinerary: [heading: string, text: string][];
  includes: string[];
  excludes: string[];
  dates: string;
  faq: [question: string, answer: string][];
}

const money = (amount: string) =>
  `<span class="wp-travel-trip-currency">&pound;</span><span class="wp-travel-trip-price-figure">${amount}</span>`;

let panel = 0;
const tab = (id: string, label: string, active = false) =>
  `<li class="wp-travel-ert ${id}${active ? ' active' : ''}" tab="${id}" role="tab"><a href="#${id}">${label}</a></li>`;
const tabContent = (id: string, inner: string, active = false) =>
  `<div id="${id}" class="tab-list-content resp-tab-content${active ? ' resp-tab-content-active' : ''}"${active ? '' : ' style="display:none"'}>${inner}</div>`;

/** A trip as WP Travel renders it: the headline box with the price and meta, then the tabs, only the first shown. */
const trip = (t: Trip): DalesPage => ({
  path: t.path,
  id: t.id,
  title: t.title,
  description: t.description,
  kind: 'trip',
  body: `<div class="wp-travel trip-headline-wrapper clearfix">
<div class="wp-travel-feature-slide-content featured-side-image left-plot"><div class="banner-image-wrapper"><img width="1024" height="683" src="/wp-content/uploads/2025/03/${t.photo}" class="attachment-large size-large wp-post-image" alt="${t.title}" decoding="async"/></div></div>
<div class="wp-travel-feature-slide-content featured-detail-section right-plot"><div class="right-plot-inner-wrap">
<header class="entry-header"><h1 class="entry-title" itemprop="name">${t.title}</h1></header>
<div class="wp-travel-trip-detail"><div class="trip-price"><span class="price-from">From</span><span class="person-count"><ins><span>${money(t.from)}</span></ins>/Person</span></div></div>
<div class="wp-travel-trip-code"><span>Trip Code :</span><code>${t.code}</code></div>
<div class="trip-short-desc"><p>${t.short}</p></div>
<div class="wp-travel-trip-meta-info"><ul>${t.facts
    .map(
      ([label, value]) =>
        `<li><div class="travel-info"><strong class="title">${label}</strong></div><div class="travel-info"><span class="value">${value}</span></div></li>`,
    )
    .join('')}</ul></div>
<div class="booking-form"><div class="wp-travel-booking-wrapper"><button class="wp-travel-booknow-btn">Book Now</button></div></div>
</div></div>
</div>
<div id="wp-travel-tab-wrapper" class="wp-travel-tab-wrapper">
<ul class="wp-travel tab-list resp-tabs-list" role="tablist">${tab('overview', 'Overview', true)}${tab('trip_outline', 'Itinerary')}${tab('trip_includes', 'Trip includes')}${tab('trip_excludes', 'Trip excludes')}${tab('dates', 'Dates')}${tab('faq', 'FAQs')}${tab('booking', 'Booking')}</ul>
<div class="resp-tabs-container">
${tabContent('overview', t.overview, true)}
${tabContent('trip_outline', `<div class="itenary clearfix"><div class="timeline-contents clearfix"><h2>Itinerary</h2>${t.itinerary.map(([h, text], i) => `<div class="row clearfix ${i % 2 ? 'itenary-right' : 'itenary-left'}"><div class="col clearfix"><div class="tc-heading"><h4>${h}</h4></div><div class="tc-content"><p>${text}</p></div></div></div>`).join('')}</div></div>`)}
${tabContent('trip_includes', `<ul>${t.includes.map((i) => `<li>${i}</li>`).join('')}</ul>`)}
${tabContent('trip_excludes', `<ul>${t.excludes.map((i) => `<li>${i}</li>`).join('')}</ul>`)}
${tabContent('dates', `<div class="wp-travel-fixed-departure-dates"><p>${t.dates}</p></div>`)}
${tabContent(
  'faq',
  `<div class="panel-group" id="accordion">${t.faq
    .map(([q, ans]) => {
      panel++;
      return `<div class="panel panel-default"><div class="panel-heading"><h4 class="panel-title"><a class="accordion-toggle collapsed" data-toggle="collapse" data-parent="#accordion" href="#collapse${panel}">${q}<span class="collapse-icon"></span></a></h4></div><div id="collapse${panel}" class="panel-collapse collapse"><div class="panel-body"><p>${ans}</p></div></div></div>`;
    })
    .join('')}</div>`,
)}
${tabContent(
  'booking',
  `<div class="wp-travel-booking__pricing-wrapper"><div class="wp-travel-booking__pricing-name">Price per person</div>${t.pricing
    .map(
      ([cat, amount, note]) =>
        `<div class="wp-travel-booking__pricing-category"><span class="category-title">${cat}</span><span class="category-price">${amount === '0' ? 'Free' : money(amount)}</span><span class="category-note">${note}</span></div>`,
    )
    .join(
      '',
    )}</div><div class="wp-travel-booking__datepicker-wrapper"><input type="text" class="wp-travel-datepicker" placeholder="Select a date" readonly/></div><button class="wp-travel-book components-button">Book now</button>`,
)}
</div>
</div>`,
});

const family = trip({
  path: '/itinerary/ribble-valley-family-ride',
  id: 412,
  title: 'Ribble Valley Family Ride',
  description:
    'A gentle three-hour guided family bike ride along the River Ribble from Settle to Stainforth, with bikes, tag-alongs and helmets included.',
  code: 'DCT-01',
  photo: 'family-ride-stainforth-bridge.jpg',
  short:
    'Our gentlest ride: quiet lanes and a traffic-free track along the Ribble to the waterfall at Stainforth Force, with a hot chocolate stop. Perfect for families and first-timers.',
  facts: [
    ['Trip Type', 'Guided day ride'],
    ['Grade', '<span class="grade grade-easy">Easy</span>'],
    ['Trip Duration', '3 hours (10am &#8211; 1pm)'],
    ['Distance', '12 miles / 19 km, almost flat'],
    ['Group Size', 'Up to 12 riders, 2 guides'],
    ['Ages', 'All ages: see the FAQs'],
  ],
  from: '20',
  pricing: [
    ['Adult (16+)', '35', 'bike and helmet included'],
    ['Child (4&#8211;15)', '20', 'kids&#8217; bike or tag-along included'],
    ['Under 4', '0', 'in a child seat or trailer'],
  ],
  overview: `${p('Three relaxed hours on two wheels, at the pace of the slowest rider. From the shop we follow quiet lanes through Langcliffe and a traffic-free track beside the River Ribble to Stainforth, where we stop at the packhorse bridge to watch the water at Stainforth Force (and, in October, the salmon leaping).')}${p('**£35pp for adults, £20 for under-16s, free for under-4s.** Bikes, kids&#8217; bikes, tag-alongs, child seats, trailers and helmets are all included. Want an e-bike for the grown-ups? It&#8217;s £15 extra per adult.')}${p('Halfway round we stop at the Stainforth tea garden, and a hot chocolate and a flapjack for everyone are on us.')}`,
  itinerary: [
    [
      '9.30am: bike fitting at the shop',
      'We fit everyone to a bike and a helmet and run through the safety briefing.',
    ],
    [
      '10am: Settle to Langcliffe',
      'Quiet lanes out of town, with one short hill (we walk it if anyone wants to).',
    ],
    [
      '10.45am: the Ribble track to Stainforth',
      'Traffic-free riding by the river to the packhorse bridge and the falls.',
    ],
    [
      '11.30am: tea garden stop',
      'Hot chocolate and a flapjack at the Stainforth tea garden, then back the way we came.',
    ],
    ['1pm: back at the shop', 'Certificates for the kids, and a photo of the group by the goods shed.'],
  ],
  includes: [
    'Two guides',
    'Adult hybrid bikes, kids&#8217; bikes, tag-alongs, child seats and trailers',
    'Helmets for everyone',
    'Hot chocolate (or tea) and a flapjack at the Stainforth tea garden',
    'First aid and repair kit',
  ],
  excludes: ['Lunch', 'E-bikes (£15 extra per adult)', 'Parking'],
  dates:
    'Every Saturday from April to October, plus Tuesdays and Thursdays in the school summer holidays. The 2027 season starts on Saturday 3 April 2027.',
  faq: [
    [
      'How young can children be?',
      'Any age! Under-4s ride in a child seat or a trailer, children aged 4 to 8 on a tag-along behind a parent, and from about 7 on their own bike if they can ride confidently and stop when asked.',
    ],
    ['Can we bring our own bikes?', 'Of course, but the price is the same.'],
    ['Are there toilets?', 'Yes, at the shop and at the Stainforth tea garden.'],
  ],
});

const malham = trip({
  path: '/itinerary/malham-e-bike-explorer',
  id: 418,
  title: 'Malham E-Bike Explorer',
  description:
    'A guided half-day e-bike ride from Settle to Malham Tarn, Malham Cove and Gordale Scar, e-bike and helmet included.',
  code: 'DCT-02',
  photo: 'malham-cove-e-bikes.jpg',
  short:
    'The big limestone country without the big effort: over the tops to Malham Tarn, down to Malham Cove and Gordale Scar, and home on quiet lanes. E-bike included.',
  facts: [
    ['Trip Type', 'Guided day ride'],
    ['Grade', '<span class="grade grade-moderate">Moderate</span>'],
    ['Trip Duration', '4 hours (9.30am &#8211; 1.30pm)'],
    ['Distance', '22 miles / 35 km, 550 m of climbing'],
    ['Group Size', 'Max 8 riders'],
    ['Min. age', '14 (14&#8211;15 with a parent on the ride), at least 155 cm tall'],
  ],
  from: '69',
  pricing: [['Per rider', '69', 'e-bike and helmet included']],
  overview: `${p('The ride everyone asks for. The e-bikes take the sting out of the climb over from Langcliffe, and then it&#8217;s all views: Malham Tarn, the top of Malham Cove, the dry valley down to the village, and Gordale Scar, where we leave the bikes for a 10-minute walk into the gorge. Wear shoes you can walk in.')}${p('<span class="price-line">Price: <strong>£69pp</strong></span>, e-bike included.')}${p('We stop for coffee and cake at the Old Barn Café in Malham. Your drinks and cake aren&#8217;t included, so bring a card.')}`,
  itinerary: [
    [
      '9am: meet at the shop',
      'E-bike fitting, a quick lesson on the gears and the assist levels, and the safety briefing.',
    ],
    [
      '9.30am: Settle to Malham Tarn',
      'The long climb past Langcliffe Scar, made easy, then open moorland to the tarn.',
    ],
    ['Malham Cove and the village', 'The view from the top of the cove, then down to the Old Barn Café.'],
    ['Gordale Scar', 'A short walk into the gorge, then back by Kirkby Malham and Airton lanes to Settle.'],
  ],
  includes: ['E-bike', 'Helmet', 'Guide', 'Water bottle', 'Photos of your ride, emailed the same evening'],
  excludes: ['Drinks and cake at the café stop', 'Lunch'],
  dates: 'Wednesdays, Fridays and Sundays, April to October.',
  faq: [
    [
      'I&#8217;ve never ridden an e-bike. Is that a problem?',
      'Not at all. We give you a 15-minute lesson before we leave, and the first mile is on a quiet lane.',
    ],
    [
      'How much of it is off-road?',
      'About 3 miles, on a good stone track over the moor. The rest is tarmac.',
    ],
  ],
});

const threePeaks = trip({
  path: '/itinerary/three-peaks-full-day',
  id: 421,
  title: 'Three Peaks Full-Day Ride',
  description:
    'A full-day guided ride round Pen-y-ghent, Whernside and Ingleborough, past the Ribblehead Viaduct, with lunch and a support van.',
  code: 'DCT-03',
  photo: 'ribblehead-viaduct-riders.jpg',
  short:
    'Round the Three Peaks of Yorkshire by road: Horton, the Ribblehead Viaduct, Ingleton and Clapham. A proper day out for regular riders, with lunch and a support van.',
  facts: [
    ['Trip Type', 'Guided day ride'],
    ['Grade', '<span class="grade grade-challenging">Challenging</span>'],
    ['Trip Duration', 'Full day, 9am &#8211; 5pm'],
    ['Distance', '46 miles / 74 km, 1,150 m of climbing'],
    ['Group Size', 'Max 8 riders, with a support van'],
    ['Min. age', '12'],
  ],
  from: '85',
  pricing: [
    ['With an e-bike', '115', 'helmet and lunch included'],
    ['With a road bike', '95', 'helmet and lunch included'],
    ['On your own bike', '85', 'lunch included'],
  ],
  overview: `${p('Our big day. We ride up Ribblesdale under Pen-y-ghent to Horton, on to the Ribblehead Viaduct in the shadow of Whernside, down Chapel-le-Dale to Ingleton, and home under Ingleborough through Clapham and Austwick. The support van follows with spare bikes, your bags and snacks.')}${p('It&#8217;s graded Challenging: you should be riding 30 miles or more at least once a week. Or take an e-bike and enjoy the views.')}${p('**£115pp with an e-bike, £95pp with one of our road bikes, £85pp on your own bike.** Lunch at the Station Inn at Ribblehead (soup and a sandwich) is included; the afternoon café stop in Clapham isn&#8217;t.')}${p('This ride isn&#8217;t for under-12s. Riders aged 12 to 15 are welcome with a parent riding too.', 'dw-note')}`,
  itinerary: [
    ['8.30am: meet at the shop', 'Bike fitting and briefing; the van takes your bags.'],
    ['9am: up Ribblesdale to Horton-in-Ribblesdale', 'A steady climb with Pen-y-ghent on your right.'],
    ['12.30pm: lunch at Ribblehead', 'Soup and a sandwich at the Station Inn, looking at the viaduct.'],
    [
      'Chapel-le-Dale, Ingleton and Clapham',
      'A long descent, then rolling lanes under Ingleborough, and a café stop in Clapham.',
    ],
    ['5pm: back in Settle', 'Over the last climb at Austwick and down into town.'],
  ],
  includes: [
    'Guide and support van',
    'Bike and helmet (unless you bring your own)',
    'Lunch at the Station Inn, Ribblehead',
    'Snacks and water in the van',
  ],
  excludes: ['The afternoon café stop in Clapham', 'Evening meal'],
  dates: 'Saturdays, May to September.',
  faq: [
    [
      'What if I can&#8217;t keep up?',
      'The van is never far behind, and anyone can hop in for a climb or two. Nobody is left behind.',
    ],
    [
      'Can I use clip-in pedals?',
      'Yes: bring your own pedals and shoes, and we&#8217;ll fit the pedals to your bike.',
    ],
  ],
});

const gravel = trip({
  path: '/itinerary/dales-gravel-day',
  id: 425,
  title: 'Dales Gravel Day',
  description: 'A guided six-hour gravel ride on the green lanes and old tracks around Settle, with Sam.',
  code: 'DCT-04',
  photo: 'gravel-green-lane-ribblesdale.jpg',
  short:
    'Six hours on the old drove roads and green lanes above Ribblesdale with Sam, our gravel guide. About 60% off-road; a gravel bike is included.',
  facts: [
    ['Trip Type', 'Guided day ride'],
    ['Grade', '<span class="grade grade-challenging">Challenging</span>'],
    ['Trip Duration', '6 hours (9.30am &#8211; 3.30pm)'],
    ['Distance', '35 miles / 56 km, about 60% off-road, 800 m of climbing'],
    ['Group Size', 'Max 6 riders'],
    ['Min. age', '16'],
  ],
  from: '65',
  pricing: [
    ['With a gravel bike', '95', 'helmet included'],
    ['On your own bike', '65', ''],
  ],
  overview: `${p('Green lanes, walled tracks and old packhorse routes: Sam knows every one of them. We climb out of Settle on Mastiles-style walled lanes, cross the moor to Horton-in-Ribblesdale and come home on the Pennine Bridleway.')}${p('**Prices:** <span class="price-line">£95pp with one of our gravel bikes</span>, <span class="price-line">£65pp on your own bike</span>. Own bikes need tyres at least 38 mm wide.')}${p('Lunch isn&#8217;t included: we stop at a café in Horton-in-Ribblesdale, where you can buy lunch, or bring a packed lunch.')}`,
  itinerary: [
    ['9am: meet at the shop', 'Bike check, tyre pressures and briefing.'],
    ['9.30am: the walled lanes to Horton', 'The rough stuff starts ten minutes out of town.'],
    ['Lunch at Horton-in-Ribblesdale', 'Buy lunch at the café or bring your own.'],
    ['The Pennine Bridleway home', 'Fast gravel and one rocky descent (walk it if you like) back to Settle.'],
  ],
  includes: ['Gravel bike (unless you bring your own)', 'Helmet', 'Guide', 'Tubeless repair kit and spares'],
  excludes: ['Lunch', 'Drinks at the café stop'],
  dates: 'Sundays, June to September.',
  faq: [
    [
      'Do I need gravel experience?',
      'You should be a confident off-road rider: this is not a first ride on rough ground.',
    ],
  ],
});

/* ── The guided rides overview page (GenerateBlocks sections and a grid of ride cards) ──────────────── */

const rideCard = (title: string, href: string, grade: string, line: string, amount: string, unit: string) =>
  `${headline('h3', title)}${headline('div', grade, 'dw-grade')}${headline('p', line)}${price(amount, unit)}${buttons(['Details &amp; booking', href])}`;

const overview: DalesPage = {
  path: '/guided-rides',
  id: 40,
  title: 'Guided Day Rides',
  description:
    'Guided bike and e-bike day rides from Settle in the Yorkshire Dales: family rides, Malham by e-bike, the Three Peaks and gravel, April to October.',
  body: `${hero('Guided Day Rides', 'Small groups, local guides, and a café stop on every ride.', 'guided-ride-langcliffe.jpg')}
${section(
  `${h2('Our rides')}${p(`Our scheduled guided rides run from April to October. From November to March we only run private rides, plus our Boxing Day ride: see our ${a('News', '/news')} page.`)}${grid(
    rideCard(
      'Ribble Valley Family Ride',
      '/itinerary/ribble-valley-family-ride',
      'Easy',
      '3 hours · 12 miles · Saturdays',
      '35',
      'pp',
    ),
    rideCard(
      'Malham E-Bike Explorer',
      '/itinerary/malham-e-bike-explorer',
      'Moderate',
      '4 hours · 22 miles · Wed, Fri &amp; Sun',
      '69',
      'pp',
    ),
    rideCard(
      'Three Peaks Full-Day Ride',
      '/itinerary/three-peaks-full-day',
      'Challenging',
      '8 hours · 46 miles · Saturdays, May–Sep',
      '115',
      'pp with e-bike',
    ),
    rideCard(
      'Dales Gravel Day',
      '/itinerary/dales-gravel-day',
      'Challenging',
      '6 hours · 35 miles · Sundays, Jun–Sep',
      '95',
      'pp with gravel bike',
    ),
  )}`,
  'dw-rides',
)}
${section(
  `${h2('How fit do I need to be?')}${table(
    ['Grade', 'What it means'],
    [
      [
        '**Easy** (green)',
        'Up to 15 miles on quiet lanes and tracks, almost flat. Fine for families and anyone who hasn&#8217;t ridden for years.',
      ],
      [
        '**Moderate** (blue)',
        '20 to 30 miles with some long climbs. On an e-bike, anyone who rides now and then will manage.',
      ],
      [
        '**Challenging** (red)',
        '35 miles or more, long climbs, some rough ground. For regular cyclists who ride 30 miles at least once a week.',
      ],
    ],
  )}`,
)}
${section(
  `${h2('Group sizes')}${p('Up to 8 riders per guide. The Family Ride takes up to 12 riders with two guides, and the Gravel Day up to 6.')}${p('We need at least 4 riders to run a scheduled ride. If fewer have booked, we&#8217;ll tell you 48 hours before and either move you to another date or refund you in full.')}
${h2('What&#8217;s included')}${container(
  [
    'A qualified, first-aid trained guide (British Cycling Ride Leaders)',
    'Your helmet, always',
    'A bike, unless you book the own-bike price',
    'A repair kit and spares',
    'The café stop on the Family Ride, and lunch on the Three Peaks',
  ]
    .map((t) => iconLine('check', t))
    .join(''),
  'dw-included',
)}
${h3('Not included')}${container(
  [
    'Travel to Settle',
    'Food and drink at café stops, unless we say so',
    'Cycling clothing and shoes',
    'Travel insurance',
  ]
    .map((t) => iconLine('cross', t))
    .join(''),
  'dw-excluded',
)}`,
)}
${section(
  `${h2('Where we meet')}${iconLine('pin', 'All guided rides start and finish at the hire shop, The Old Goods Shed on Station Road, Settle.')}${p(`Please arrive **30 minutes before the start** so we can fit your bike and helmet. Park for free in Station Yard behind the shop (8 spaces, first come, first served) or in the Greenfoot car park: see ${a('Getting here', '/getting-here')}.`)}
${h2('Good to know')}${list(
  'We ride in most weather. If we have to cancel, we decide by 7am and text you: see our ' +
    a('booking and weather policy', '/booking-and-weather-policy') +
    '.',
  'We love dogs, but we can&#8217;t take them on guided rides, however well behaved.',
  `On the day of your ride you can reach your guide on ${DALES_MOBILE}.`,
  'Bring a waterproof, warm layers, a drink and sun cream. Padded shorts are your friend.',
)}`,
)}`,
};

/* ── Private and corporate rides ───────────────────────────────────────────────────────────────────── */

const privateRides: DalesPage = {
  path: '/private-and-corporate-rides',
  id: 47,
  title: 'Private &amp; Corporate Rides',
  description:
    'Private guided bike rides for families and friends, and corporate team rides with e-bikes and lunch, in the Yorkshire Dales from Settle.',
  body: `${hero('Private &amp; Corporate Rides', 'Your group, your pace, your route.', 'private-ride-ribblehead.jpg')}
${section(
  `${h2('Private guided rides')}${p('A guide of your own for a family, a group of friends or a club. We plan the route around you, and we can start from your holiday cottage or hotel anywhere within 10 miles of Settle at no extra cost.')}${grid(
    `${headline('h3', 'Half day')}${headline('p', 'Up to 4 hours')}${price('260', ' for up to 4 riders')}${headline('p', '+ £45 per extra rider')}`,
    `${headline('h3', 'Full day')}${headline('p', 'Up to 8 hours')}${price('420', ' for up to 4 riders')}${headline('p', '+ £70 per extra rider')}`,
  )}${p('Up to 10 riders. Bikes aren&#8217;t included in the price: hire ours at 20% off our usual hire prices, or bring your own.')}${p('Private rides run all year, any day of the week, depending on our guides. From November to March they run between 10am and 3pm, to make the most of the daylight.')}`,
)}
${section(
  `${h2('Corporate team rides')}${p('A day out of the office on e-bikes: a guided ride to suit everyone, lunch at the Courtyard Kitchen in Settle, and a ride home the long way round.')}${price('85', 'pp + VAT')}${list(
    'E-bikes, helmets, guides and lunch included',
    'Minimum 8 people, maximum 30',
    'Weekdays from April to October',
    'Book at least 4 weeks ahead',
    'A 50% deposit confirms the date; we invoice the balance after the day, payable within 14 days',
  )}${p(`Tell us about your team: ${a(DALES_TEAMS_EMAIL, `mailto:${DALES_TEAMS_EMAIL}`)}.`)}`,
)}
${section(`${h3('Stag and hen groups')}${p('Sorry, we don&#8217;t take stag or hen parties.')}`)}`,
};

export const dalesRidePages: DalesPage[] = [overview, family, malham, threePeaks, gravel, privateRides];
