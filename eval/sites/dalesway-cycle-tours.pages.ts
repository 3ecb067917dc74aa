import {
  a,
  accordion,
  buttons,
  container,
  DALES_EMAIL,
  DALES_MOBILE,
  DALES_MOBILE_HREF,
  DALES_PHONE,
  DALES_PHONE_HREF,
  DALES_POSTCODE,
  DALES_STREET,
  DALES_TEAMS_EMAIL,
  DALES_TOWN,
  type DalesPage,
  grid,
  h2,
  h3,
  headline,
  hero,
  iconLine,
  image,
  list,
  p,
  price,
  section,
  table,
} from './dalesway-cycle-tours.layout.ts';

/** A review in a GenerateBlocks container: stars, the quote and the name as separate headlines. */
const review = (quote: string, name: string) =>
  `${headline('div', '&#9733;&#9733;&#9733;&#9733;&#9733;', 'dw-stars')}${headline('p', `&#8220;${quote}&#8221;`, 'dw-quote')}${headline('p', name, 'dw-reviewer')}`;

/* ── Home: the hero, the autumn offer strip nobody took down, cards, reviews ───────────────────────── */

export const dalesHome: DalesPage = {
  path: '/',
  id: 7,
  title: 'Home',
  kind: 'home',
  translation: '/it/',
  description:
    'Dalesway Cycle Tours in Settle: guided bike and e-bike rides, self-guided cycling tours with luggage transfer, and e-bike, road and gravel bike hire in the Yorkshire Dales.',
  body: `${hero(
    'Cycle the Yorkshire Dales from Settle',
    'Guided day rides, self-guided tours with luggage transfer, and e-bike, road and gravel bike hire, 2 minutes from Settle station.',
    'home-hero-ribblehead.jpg',
    [
      ['Guided rides', '/guided-rides'],
      ['Hire a bike', '/bike-hire'],
    ],
  )}
${section(
  `${headline('h2', 'Autumn Colours offer!')}${headline('p', '**20% off e-bike hire, Monday to Thursday**, until 31 October. Book online with the code **LEAVES20**.')}${buttons(['Book an e-bike', '/bike-hire#book'])}`,
  'dw-offer-strip',
)}
${section(
  `${grid(
    `${image('family-ride-stainforth-bridge.jpg', 'A family crossing the packhorse bridge at Stainforth')}${headline('h3', 'Guided day rides')}${headline('p', 'Family rides, Malham by e-bike, the Three Peaks and gravel days, April to October.')}${headline('div', 'from', 'dw-from')}${price('35', 'pp')}${buttons(['See the rides', '/guided-rides'])}`,
    `${image('self-guided-swaledale-riders.jpg', 'Two riders above Swaledale')}${headline('h3', 'Self-guided tours')}${headline('p', '3 to 6 days, with B&amp;Bs booked and your luggage moved for you every day.')}${headline('div', 'from', 'dw-from')}${price('395', 'pp')}${buttons(['See the tours', '/self-guided-tours'])}`,
    `${image('hire-shop-e-bikes-row.jpg', 'E-bikes lined up outside the Old Goods Shed')}${headline('h3', 'Bike hire')}${headline('p', 'E-bikes, road, gravel, hybrid and kids&#8217; bikes by the half day or day.')}${headline('div', 'e-bikes from', 'dw-from')}${price('40', ' half day')}${buttons(['Hire prices', '/bike-hire'])}`,
  )}`,
)}
${section(
  `${h2('Why ride with us')}${container(
    [
      'Helmets included with every bike and every ride',
      'Local guides, qualified and first-aid trained',
      'Small groups: up to 8 riders per guide',
      'Right next to Settle station, on the Settle–Carlisle line',
      'Free riders&#8217; parking in Station Yard',
    ]
      .map((t) => iconLine('check', t))
      .join(''),
  )}`,
)}
${section(
  `${headline('h2', 'Coming in 2027: the Dales Gravel Traverse')}${p(`Five days of green lanes and old drove roads, self-guided, with your luggage moved every day. ${a('Find out more', '/news/coming-in-2027-dales-gravel-traverse')}`)}`,
  'dw-coming-soon',
)}
${section(
  `${h2('What our riders say')}${grid(
    review(
      'Bex made the Malham ride feel easy for all four of us, and the e-bikes were spotless.',
      'Caroline, Harrogate',
    ),
    review(
      'We did the Classic Loop in June. Bags at every B&amp;B before we were, and the route book was brilliant.',
      'Pete &amp; Sue, Norwich',
    ),
    review('The kids still talk about the tag-along ride to the waterfall.', 'The Okonjo family, Manchester'),
  )}`,
)}
${section(
  `${headline('h2', 'Give a day in the Dales')}${headline('p', 'Gift vouchers for any amount from £25, or for a named ride.')}${buttons(['Gift vouchers', '/gift-vouchers'])}`,
  'dw-voucher-strip',
)}`,
};

/* ── Getting here, parking, station pick-ups and where rides meet ─────────────────────────────────── */

const gettingHere: DalesPage = {
  path: '/getting-here',
  id: 63,
  title: 'Getting Here &amp; Parking',
  description:
    'How to find Dalesway Cycle Tours at Settle station: trains, car parking, station pick-ups, meeting points and facilities for riders.',
  body: `${section(
    `${h2('Where we are')}${iconLine('pin', `${DALES_STREET}, ${DALES_TOWN} ${DALES_POSTCODE}`)}${p('We&#8217;re in the old stone goods shed beside Settle station, on Station Road: 200 metres, about 2 minutes&#8217; walk, from the station&#8217;s main entrance.')}
<figure class="wp-block-embed"><div class="wp-block-embed__wrapper"><iframe title="Dalesway Cycle Tours map" src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2349.1!2d-2.2797!3d54.0671!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sDalesway%20Cycle%20Tours!5e0!3m2!1sen!2suk" width="600" height="400" style="border:0;" allowfullscreen="" loading="lazy"></iframe></div></figure>`,
  )}
${section(
  `${h2('By train')}${p('Settle is on the Leeds–Settle–Carlisle line, about an hour from Leeds. Don&#8217;t get off at Giggleswick: that station is a mile and a half out of town.')}
${h3('Station pick-ups')}${p('On a self-guided tour we meet your train at Settle station on your first day, with a trolley for your bags, for free.')}${p('We can also collect you (and your luggage) from Skipton station for £35, or from Ribblehead station for £25, per trip for up to 4 people. Book a pick-up at least 48 hours ahead.')}`,
)}
${section(
  `${h2('By car and parking')}${p(`From the A65, follow the signs for Settle town centre and then the station. For sat navs, use ${DALES_POSTCODE}.`)}${p('**Station Yard**, behind the shop, has 8 free spaces for riders on the day of their hire or guided ride: first come, first served, and please be gone by 7pm.')}${p('When the yard is full, the **Greenfoot car park** (pay and display, long stay) is 5 minutes&#8217; walk away. Tour guests leaving a car for several days should park there too: it&#8217;s about £25 for a week.')}${p('The 580 bus from Skipton stops in the Market Place, 8 minutes&#8217; walk from us.')}`,
)}
${section(
  `${h2('Where guided rides meet')}${p('Every guided ride starts and finishes at the shop. Arrive 30 minutes before the start for bike fitting: that&#8217;s 8.30am for the Three Peaks Full-Day Ride. Private rides can start from where you&#8217;re staying, within 10 miles of Settle.')}
${h2('At the shop')}${list(
  'Toilets, a changing room and a shower for riders',
  'A bag store while you ride',
  'Free water refills and a track pump',
)}`,
)}`,
};

/* ── Contact: details, the hours table, a Contact Form 7 form ─────────────────────────────────────── */

const contact: DalesPage = {
  path: '/contact',
  id: 66,
  title: 'Contact Us',
  translation: '/it/contatti',
  description: 'Call, email or visit Dalesway Cycle Tours at the Old Goods Shed, Station Road, Settle.',
  body: `${section(
    `${grid(
      `${h2('Get in touch')}${iconLine('pin', `${DALES_STREET}, ${DALES_TOWN} ${DALES_POSTCODE}`)}${p(`Phone: ${a(DALES_PHONE, DALES_PHONE_HREF)}`)}${p(`Email: ${a(DALES_EMAIL, `mailto:${DALES_EMAIL}`)}. We answer within one working day.`)}${p(`On the day of your ride: ${a(DALES_MOBILE, DALES_MOBILE_HREF)} (your guide&#8217;s mobile; please don&#8217;t use it for bookings).`)}${p(`Corporate team rides: ${a(DALES_TEAMS_EMAIL, `mailto:${DALES_TEAMS_EMAIL}`)}`)}`,
      `${h2('Hire shop opening hours')}${table(
        ['Season', 'Days', 'Hours'],
        [
          ['Summer (1 Apr &#8211; 31 Oct)', 'Every day', '8.30am &#8211; 5.30pm'],
          ['Winter (1 Nov &#8211; 31 Mar)', 'Thursday &#8211; Sunday', '9am &#8211; 4pm'],
          ['', 'Monday &#8211; Wednesday', 'Closed'],
        ],
      )}${p('The phone is answered when the shop is open.')}`,
    )}`,
  )}
${section(
  `${h2('Send us a message')}<div class="wpcf7 no-js" id="wpcf7-f88-p66-o1" lang="en-GB" dir="ltr"><div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p></div><form action="/contact/#wpcf7-f88-p66-o1" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate="novalidate" data-status="init"><div style="display: none;"><input type="hidden" name="_wpcf7" value="88" /><input type="hidden" name="_wpcf7_version" value="5.9.8" /><input type="hidden" name="_wpcf7_locale" value="en_GB" /></div><p><label> Your name<br /><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" value="" type="text" name="your-name" /></span></label></p><p><label> Your email<br /><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" value="" type="email" name="your-email" /></span></label></p><p><label> What are you interested in?<br /><span class="wpcf7-form-control-wrap" data-name="interest"><select class="wpcf7-form-control wpcf7-select" name="interest"><option value="Bike hire">Bike hire</option><option value="A guided ride">A guided ride</option><option value="A self-guided tour">A self-guided tour</option><option value="A private or corporate ride">A private or corporate ride</option><option value="Something else">Something else</option></select></span></label></p><p><label> Your message<br /><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" maxlength="2000" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></span></label></p><p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Send" /></p><div class="wpcf7-response-output" aria-hidden="true"></div></form></div>`,
)}`,
};

/* ── About us ───────────────────────────────────────────────────────────────────────────────────────── */

const about: DalesPage = {
  path: '/about-us',
  id: 70,
  title: 'About Us',
  description: 'Jonny, Bex and the team behind Dalesway Cycle Tours in Settle.',
  body: `${section(
    `${h2('From a garage in Giggleswick')}${p('Jonny Halliwell spent ten years as a race mechanic, Bex Halliwell ten years leading rides for a cycling holiday company. In 2015 they started Dalesway with six hire bikes in their garage in Giggleswick, and Bex guiding at weekends.')}${p('In April 2022 we moved into the Old Goods Shed on Station Road, right next to Settle station, with room for the workshop, the hire fleet and a shower for riders.')}${p('Today we have 24 e-bikes, 12 road bikes, 8 gravel bikes, 20 hybrids and 30 kids&#8217; bikes, tag-alongs and trailers, and our luggage transfers run in an electric van.')}`,
  )}
${section(
  `${h2('The team')}${grid(
    `${headline('h3', 'Jonny Halliwell')}${headline('p', 'Co-owner. Keeps every bike running, and drives the van on the Three Peaks.')}`,
    `${headline('h3', 'Bex Halliwell')}${headline('p', 'Co-owner and lead guide. British Cycling Ride Leader and mountain bike leader.')}`,
    `${headline('h3', 'Sam Okafor')}${headline('p', 'Guide. Leads the Dales Gravel Day and is building the Gravel Traverse.')}`,
    `${headline('h3', 'Elena Rota')}${headline('p', 'Guide and self-guided tours. Originally from Bergamo, in the Dales since 2019.')}`,
    `${headline('h3', 'Dave Procter')}${headline('p', 'Luggage transfers and station pick-ups.')}`,
  )}`,
)}`,
};

/* ── FAQ: a GenerateBlocks Pro accordion saved closed ─────────────────────────────────────────────── */

const faq: DalesPage = {
  path: '/faq',
  id: 74,
  title: 'Frequently Asked Questions',
  description:
    'Answers to the questions riders ask us most: fitness, children, dogs, weather, parking and more.',
  body: `${section(
    accordion([
      [
        'How fit do I need to be for a guided ride?',
        p(
          'Every ride has a grade: Easy, Moderate or Challenging. Easy rides suit anyone who can ride a bike; for Challenging rides you should ride 30 miles or more at least once a week. E-bikes make the Moderate rides easy for most people.',
        ),
      ],
      [
        'Can I bring my dog?',
        p(
          'Dogs on a lead are welcome in the hire shop, but not on guided rides, and our trailers are for children only.',
        ),
      ],
      [
        'My son is 10. Can he come on the Three Peaks ride?',
        p(
          'Sorry, no: we don&#8217;t take under-12s on the Three Peaks Full-Day Ride. Try the ' +
            a('Ribble Valley Family Ride', '/itinerary/ribble-valley-family-ride') +
            ', or book a private ride at his pace.',
        ),
      ],
      [
        'Is the Autumn Colours offer still on?',
        p(
          'No, the Autumn Colours offer (20% off midweek e-bike hire) ended on 31 October 2025. Follow us on Instagram to hear about the next one.',
        ),
      ],
      [
        'What happens if it rains?',
        p(
          'We ride. This is the Dales! We only cancel for dangerous weather, and we decide by 7am on the day. See our ' +
            a('booking and weather policy', '/booking-and-weather-policy') +
            '.',
        ),
      ],
      [
        'Can I leave my car with you?',
        p(
          'On the day of your hire or ride, park for free in Station Yard behind the shop (8 spaces). For longer, use the Greenfoot long-stay car park.',
        ),
      ],
      [
        'Is there somewhere to change and shower?',
        p('Yes: a changing room and a shower at the shop, and a bag store while you ride.'),
      ],
      [
        'Do you sell or repair bikes?',
        p(
          'No. We&#8217;re a hire and tours business: we don&#8217;t sell bikes, and we can&#8217;t repair or service your own bike, although our guides will fix a puncture on a ride.',
        ),
      ],
      [
        'Can I book the Dales Gravel Traverse yet?',
        p(
          'Not yet. The first departures are in May 2027, we haven&#8217;t set the price, and booking opens in February 2027. ' +
            a('Join the list', '/news/coming-in-2027-dales-gravel-traverse') +
            '.',
        ),
      ],
      ['Do you take cash?', p('In the shop we take cash and all cards. Hire deposits are card only.')],
      ['Do gift vouchers expire?', p('They&#8217;re valid for 12 months from the day you buy them.')],
      [
        'Are the e-bikes hard to ride?',
        p(
          'No. They ride like a normal bike with a tailwind. We show everyone the controls before they leave, and the first hill is a revelation.',
        ),
      ],
    ]),
  )}`,
};

/* ── Booking and weather policy ─────────────────────────────────────────────────────────────────────── */

const policy: DalesPage = {
  path: '/booking-and-weather-policy',
  id: 78,
  title: 'Booking &amp; Weather Policy',
  description:
    'How to pay, how to cancel, and what happens when the weather turns, for hire, guided rides and tours.',
  body: `${section(
    `${h2('Guided rides')}${list(
      'Guided rides are paid in full when you book, by card online.',
      'Cancel up to 72 hours before the start for a full refund.',
      'With less than 72 hours&#8217; notice we can&#8217;t refund you, but we&#8217;ll move you once to another date this season.',
      'No-shows aren&#8217;t refunded.',
      'Rides leave on time. We wait 10 minutes for latecomers, then go.',
    )}
${h2('Bike hire')}${list(
  'Pay online when you book, or when you collect.',
  'Cancel up to 24 hours before your hire for a full refund.',
  'Deposits are taken as a card pre-authorisation when you collect: see ' +
    a('Bike hire', '/bike-hire') +
    '.',
  'Riders under 18 need a parent or guardian to sign the hire form.',
)}
${h2('Self-guided tours')}${table(
  ['When', 'What you pay'],
  [
    ['When you book', 'A 25% deposit'],
    ['8 weeks before you start', 'The balance'],
    ['Cancel more than 8 weeks before', 'You lose the deposit only'],
    ['Cancel 8 to 4 weeks before', '50% of the tour price'],
    ['Cancel less than 4 weeks before', '100%: no refund'],
  ],
)}
${h2('Private and corporate rides')}${p(`For a private ride, a 50% deposit confirms the date and the balance is due 14 days before the ride. Corporate team rides are invoiced: see ${a('Private &amp; corporate rides', '/private-and-corporate-rides')}.`)}`,
  )}
${section(
  `${h2('Weather')}${p('We ride in most weather, and rain on its own isn&#8217;t a reason to cancel. We cancel a guided ride when the Met Office forecasts gusts above 45 mph, snow or ice on the route, or flooding.')}${p('We decide by 7am on the day and text everyone booked. If we cancel, you choose: a full refund, or a free move to another date.')}${p('If you decide not to ride because of the weather, the usual cancellation terms apply.')}`,
)}`,
};

/* ── Gift vouchers ───────────────────────────────────────────────────────────────────────────────────── */

const vouchers: DalesPage = {
  path: '/gift-vouchers',
  id: 81,
  title: 'Gift Vouchers',
  description: 'Gift vouchers for bike hire, guided rides and tours in the Yorkshire Dales, from £25.',
  body: `${hero('Gift Vouchers', 'Give someone a day in the Dales.', 'gift-voucher-card.jpg')}
${section(
  `${grid(
    `${headline('h3', 'Any amount')}${headline('div', 'from', 'dw-from')}${price('25')}${headline('p', 'Spend it on hire, guided rides, private rides or towards a self-guided tour.')}`,
    `${headline('h3', 'A named ride')}${headline('p', 'A Malham E-Bike Explorer voucher is £69; a Family Ride voucher for two adults and two children is £110.')}`,
  )}${list(
    'Valid for 12 months from the date of purchase.',
    'E-vouchers arrive by email straight away. A printed card in a gift envelope is posted first class for £2.50.',
    'Vouchers can&#8217;t be exchanged for cash or refunded.',
    'Ask before it expires and we&#8217;ll extend a voucher once, by 3 months, for free.',
  )}${buttons(['Buy a voucher', 'https://dalesway.checkfront.co.uk/reserve/?category_id=7'])}`,
)}`,
};

/** GeneratePress's 404 template. */
export const dalesNotFound: DalesPage = {
  path: '/404',
  id: 0,
  title: 'Oops! That page can&#8217;t be found.',
  description: 'Page not found',
  body: `<p>It looks like nothing was found at this location. Maybe try searching?</p><form method="get" class="search-form" action="/"><label><span class="screen-reader-text">Search for:</span><input type="search" class="search-field" placeholder="Search &hellip;" value="" name="s" title="Search for:"></label><button class="search-submit" aria-label="Search">Search</button></form>`,
};

export const dalesPages: DalesPage[] = [gettingHere, contact, about, faq, policy, vouchers];
