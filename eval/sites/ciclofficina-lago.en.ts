import type { CicloPage } from './ciclofficina-lago.layout.ts';

/**
 * The English translation of most pages. The lake ride and the January closure posts, and the rental
 * terms, are only in Italian; the about page says which languages the team speaks, which the Italian
 * page never does.
 */
export const cicloEnglishPages: CicloPage[] = [
  {
    path: '/en/',
    lang: 'en',
    title: 'Bike rental, repairs and e-bike tours on Lake Garda',
    description:
      'Ciclofficina del Lago in Porto Ulivo: city bike, mountain bike and e-bike rental, a workshop for every brand and guided e-bike tours.',
    alternates: { it: '/' },
    template: 'home elementor-page-9',
    main: `<section class="elementor-section hero" style="background-image:url('/wp-content/uploads/2024/04/hero-lungolago-1920x900.jpg')">
  <div class="elementor-container">
    <h1>Ride Lake Garda from Porto Ulivo</h1>
    <p class="lead">Bike and e-bike rental, a workshop for every brand and guided tours through olive groves, castles and wineries. Right on the lakefront, a short walk from the ferry pier.</p>
    <a class="elementor-button" href="/en/bike-rental">Rent a bike</a> <a class="elementor-button elementor-button--outline" href="/en/guided-tours">Our tours</a>
  </div>
</section>
<section class="elementor-section icon-boxes">
  <div class="elementor-container">
    <div class="elementor-icon-box"><i class="icon-bike"></i><h3>Rental</h3><p>More than 120 bikes: city bikes, mountain bikes, e-bikes, tandems and kids&rsquo; bikes. Helmets always included.</p><a href="/en/bike-rental">Prices &amp; conditions &raquo;</a></div>
    <div class="elementor-icon-box"><i class="icon-wrench"></i><h3>Workshop</h3><p>Punctures, adjustments, services and e-bike support. No appointment needed for small repairs.</p><a href="/en/workshop">Workshop prices &raquo;</a></div>
    <div class="elementor-icon-box"><i class="icon-map"></i><h3>E-bike tours</h3><p>Three guided routes from April to October, from the castles loop to sunset on the lake.</p><a href="/en/guided-tours">Pick your tour &raquo;</a></div>
  </div>
</section>
<section class="elementor-section reviews">
  <h2>What our guests say</h2>
  <div class="review"><span class="stars" aria-label="5 stars">&#9733;&#9733;&#9733;&#9733;&#9733;</span><p>&ldquo;Super friendly staff, the sunset tour was the highlight of our holiday.&rdquo;</p><cite>Tom, Bristol</cite></div>
  <div class="review"><span class="stars" aria-label="5 stars">&#9733;&#9733;&#9733;&#9733;&#9733;</span><p>&ldquo;Great bikes and Marco recommended a wonderful ride. We&rsquo;ll be back next year!&rdquo;</p><cite>Francesca, Milan</cite></div>
</section>`,
  },
  {
    path: '/en/bike-rental',
    lang: 'en',
    title: 'Bike and e-bike rental: prices',
    description:
      'Rental prices for city bikes, mountain bikes, e-bikes, tandems and kids’ bikes by the hour, half day, day and week.',
    alternates: { it: '/noleggio' },
    crumbs: [['/en/bike-rental', 'Bike rental']],
    main: `<div class="elementor elementor-43">
<section class="elementor-section page-title"><h1>Bike and e-bike rental</h1>
<p>Pick the right bike for your day on the lake. Every bike is checked before each rental and comes with a lock, a puncture kit and a pump in the saddle bag.</p></section>
<section class="elementor-section" id="prices">
<h2>2026 prices</h2>
<div class="elementor-widget-container table-responsive">
<table class="tablepress tablepress-id-2">
<thead><tr><th>Bike</th><th>1 hour</th><th>Half day (4 hours)</th><th>Full day</th><th>Week (7 days)</th></tr></thead>
<tbody class="row-hover">
<tr><td>City bike (7 gears, basket)</td><td>€5</td><td>€11</td><td>€16</td><td>€75</td></tr>
<tr><td>Hardtail mountain bike 29"</td><td>€8</td><td>€20</td><td>€30</td><td>€140</td></tr>
<tr><td>Trekking e-bike</td><td>€12</td><td>€32</td><td>€45</td><td>€210</td></tr>
<tr><td>Full-suspension e-MTB</td><td>€15</td><td>€38</td><td>€55</td><td>€260</td></tr>
<tr><td>Tandem</td><td>€10</td><td>€24</td><td>€35</td><td>–</td></tr>
<tr><td>Junior bike 20" and 24"</td><td>€4</td><td>€9</td><td>€14</td><td>€60</td></tr>
</tbody>
</table>
</div>
<p class="small">A half day means 4 hours in a row. A full day runs from pick-up until the shop closes. All prices include VAT.</p>
<p><strong>Helmets are included in the price</strong> for every bike, in adult and children’s sizes.</p>
<p>We don’t rent road bikes: our fleet is made for the lakeside cycle path and the gravel roads inland.</p>
</section>
<section class="elementor-section" id="extras">
<h2>Child seats, trailers and extras</h2>
<ul class="elementor-icon-list-items">
<li class="elementor-icon-list-item">Rear child seat for children up to 22 kg: €6 a day</li>
<li class="elementor-icon-list-item">Two-seater child trailer (40 kg maximum in total): €18 a day</li>
<li class="elementor-icon-list-item">Dog trailer for dogs up to 25 kg: €12 a day</li>
<li class="elementor-icon-list-item">Pair of pannier bags: €4 a day</li>
<li class="elementor-icon-list-item">Damage and theft cover (Kasko): €3 a day for standard bikes, €5 a day for e-bikes and e-MTBs</li>
</ul>
<p>For children aged 6 to 12 we have junior bikes with 20- and 24-inch wheels; younger kids can ride in a child seat or trailer.</p>
</section>
<section class="elementor-section" id="requirements">
<h2>What you need to rent a bike</h2>
<h3>ID</h3>
<p>A valid identity document for the person signing the rental agreement.</p>
<h3>Minimum age</h3>
<p>You must be at least 18 to sign the agreement. Younger riders are welcome on our bikes if a parent signs for them. E-bikes can be ridden from the age of 14.</p>
<h3>Deposit</h3>
<p>€50 for standard bikes and €200 for e-bikes and e-MTBs, in cash or as a pre-authorisation on your credit card. You get it back when you return the bike.</p>
<h3>Booking</h3>
<p>You don’t have to book, but in July and August we recommend booking e-bikes at least 2 days ahead, by phone or WhatsApp.</p>
<p>Please read our <a href="/termini-e-condizioni">rental terms (in Italian)</a> before picking up your bike.</p>
</section>
</div>`,
  },
  {
    path: '/en/workshop',
    lang: 'en',
    title: 'Bike workshop and repairs',
    description:
      'Repairs, services and e-bike support for bikes of every brand. Authorised Bosch service centre.',
    alternates: { it: '/officina' },
    crumbs: [['/en/workshop', 'Workshop']],
    main: `<div class="elementor elementor-58">
<h1>Our workshop</h1>
<p>We repair bikes of every brand: city bikes, mountain bikes, kids’ bikes and e-bikes. For e-bikes we are an <strong>authorised Bosch service centre</strong>, and we also work on Shimano Steps and Yamaha motors.</p>
<p>You always get a free quote before we start.</p>
<h2 id="prices">Repair prices</h2>
<table class="price-table">
<tr><td>Puncture repair (inner tube included)</td><td>€15</td></tr>
<tr><td>Gear adjustment</td><td>€12</td></tr>
<tr><td>Brake adjustment (front and rear)</td><td>€10</td></tr>
<tr><td>Disc brake pad replacement, labour per wheel</td><td>€14</td></tr>
<tr><td>Chain replacement, labour</td><td>€9</td></tr>
<tr><td>Wheel truing</td><td>€18</td></tr>
<tr><td>Basic service</td><td>€35</td></tr>
<tr><td>Full service</td><td>€69</td></tr>
<tr><td>E-bike check with diagnostics and motor software update</td><td>€59</td></tr>
</table>
<p class="small">Labour only where stated; parts are charged separately.</p>
<h2>How long it takes and booking</h2>
<p>For punctures and small adjustments just drop in, no appointment needed: your bike is usually ready within an hour.</p>
<p>Services need to be booked, by phone or WhatsApp. They take 2–3 working days, or up to 5 working days in July and August.</p>
<h2>What we don’t do</h2>
<p>We don’t repair carbon frames, and we don’t open e-bike batteries: when needed, we send them to the manufacturer’s service centre.</p>
</div>`,
  },
  {
    path: '/en/guided-tours',
    lang: 'en',
    title: 'Guided e-bike tours',
    description:
      'Three guided e-bike tours on Lake Garda: castles and olive groves, wineries, sunset on the lake.',
    alternates: { it: '/tour-guidati' },
    crumbs: [['/en/guided-tours', 'E-bike tours']],
    main: `<div class="elementor elementor-89">
<section class="elementor-section page-title"><h1>Guided e-bike tours</h1>
<p>Let our cycling guides show you the hills inland and the shore of the lake. All tours are on e-bikes, so the motor does the hard work and you enjoy the view. Prices are per person, and the e-bike and helmet are always included.</p></section>

<section class="elementor-section tour" id="castles">
<h2>Castles &amp; Olive Groves Tour</h2>
<dl class="tour-facts">
<dt>Distance</dt><dd>38 km</dd>
<dt>Duration</dt><dd>about 4 hours including stops</dd>
<dt>Difficulty</dt><dd>easy (350 m of climbing)</dd>
<dt>When</dt><dd>April to October, Mondays, Wednesdays and Fridays at 9am</dd>
<dt>Price</dt><dd>€65 per person</dd>
</dl>
<p>From the lakefront we climb through the olive groves up to the Scaliger castle of Rocca Ulivo and ride back along the walls of Porto Ulivo. Included: e-bike, helmet, guide and an extra virgin olive oil tasting at an oil mill.</p>
</section>

<section class="elementor-section tour" id="wineries">
<h2>Wineries Loop</h2>
<dl class="tour-facts">
<dt>Distance</dt><dd>46 km</dd>
<dt>Duration</dt><dd>5 hours</dd>
<dt>Difficulty</dt><dd>moderate (600 m of climbing, some gravel sections)</dd>
<dt>When</dt><dd>May to September on Thursdays and Saturdays at 9.30am; in April and October on Saturdays only</dd>
<dt>Price</dt><dd>€89 per person</dd>
</dl>
<p>A loop through the vineyards of the moraine hills with a visit to a family winery. Included: e-bike, helmet, guide, a tasting of three wines and a light lunch at the winery. The minimum age for this tour is 18.</p>
</section>

<section class="elementor-section tour" id="sunset">
<h2>Lake Sunset Ride</h2>
<dl class="tour-facts">
<dt>Distance</dt><dd>22 km</dd>
<dt>Duration</dt><dd>2.5 hours</dd>
<dt>Difficulty</dt><dd>easy, completely flat</dd>
<dt>When</dt><dd>every day in July and August at 6.30pm; in June and September on Fridays and Saturdays only, at 6pm</dd>
<dt>Price</dt><dd>€49 per person</dd>
</dl>
<p>Along the cycle path to Punta Ginestra just as the sun sets behind Monte Baldo. Included: e-bike, helmet, lights, guide and an aperitivo by the lake.</p>
</section>

<section class="elementor-section tour-info">
<h2>Good to know</h2>
<ul>
<li>Meeting point: outside the shop at Lungolago Vittorio Veneto 14, 15 minutes before departure.</li>
<li>Group size: at least 4 people (2 for the Lake Sunset Ride), at most 12 per guide.</li>
<li>Minimum age: 14; under-18s must come with an adult.</li>
<li>Booking is required by 6pm the day before.</li>
<li>Free cancellation up to 24 hours before departure; after that the tour is non-refundable.</li>
</ul>
<h3>What if it rains?</h3>
<p>If it rains we cancel the tour and you can choose between a full refund and another date. We’ll let you know on WhatsApp by 8am on the day of the tour (by 3pm for the Lake Sunset Ride).</p>
<h3>Private tours</h3>
<p>Want a tour just for you and your friends? Private tours start at €240 for a group of up to 4 people.</p>
</section>
</div>`,
  },
  {
    path: '/en/opening-hours-contact',
    lang: 'en',
    title: 'Opening hours and contact',
    description: 'Summer and winter opening hours, phone, WhatsApp, email, how to get here and parking.',
    alternates: { it: '/orari-e-contatti' },
    crumbs: [
      ['/en/opening-hours-contact', 'Info'],
      ['/en/opening-hours-contact', 'Opening hours &amp; contact'],
    ],
    main: `<div class="elementor elementor-32">
<h1>Opening hours and contact</h1>
<div class="elementor-row">
<div class="elementor-column elementor-col-50">
<h2>Opening hours</h2>
<h3>Summer season (1 April – 31 October)</h3>
<p>Open every day from 8:30am to 7pm.</p>
<p>In July and August we stay open until 8pm.</p>
<h3>Winter season (1 November – 31 March)</h3>
<table class="hours">
<tr><td>Monday</td><td>9:00–12:30 and 15:00–18:30</td></tr>
<tr><td>Tuesday</td><td>closed</td></tr>
<tr><td>Wednesday – Saturday</td><td>9:00–12:30 and 15:00–18:30</td></tr>
<tr><td>Sunday</td><td>9:30–12:30</td></tr>
</table>
<p>In winter bikes can only be rented by booking ahead, and the guided tours take a break.</p>
<h3>Public holidays</h3>
<p>We are closed on 25 and 26 December and on 1 January. We are open on Easter Sunday and Easter Monday. We also close for a few weeks’ holiday in January: see the dates on our <a href="/blog">Italian blog</a>.</p>
</div>
<div class="elementor-column elementor-col-50" id="book">
<h2>Contact</h2>
<h4>Phone</h4>
<p class="contact-value">+39 045 720 3318</p>
<h4>WhatsApp</h4>
<p class="contact-value">+39 347 812 6650</p>
<p class="small">Messages only: we reply during opening hours.</p>
<h4>Email</h4>
<p class="contact-value"><a href="mailto:info@ciclofficina-lago.test">info@ciclofficina-lago.test</a></p>
<h4>Address</h4>
<p class="contact-value">Lungolago Vittorio Veneto 14, 37010 Porto Ulivo (VR), Italy</p>
</div>
</div>
<h2>Getting here</h2>
<ul>
<li><strong>By car:</strong> take the Affi exit of the A22 motorway, then follow the signs to Porto Ulivo for 12 km.</li>
<li><strong>By bus:</strong> line 483 Verona–Garda, stop Porto Ulivo Lungolago, 50 metres from the shop.</li>
<li><strong>By ferry:</strong> the Porto Ulivo pier is 200 metres away.</li>
</ul>
<h2>Parking</h2>
<p>You can’t park outside the shop, as the lakefront is pedestrianised. The nearest car park is P1 Lungolago, 150 metres away, which costs €2 an hour. Car park P3 on Via dei Cipressi is free and an 8-minute walk away.</p>
<div class="elementor-widget-google_maps"><iframe loading="lazy" src="https://maps.example/embed?q=Lungolago+Vittorio+Veneto+14+Porto+Ulivo" title="Lungolago Vittorio Veneto 14, Porto Ulivo" aria-label="Map"></iframe></div>
<form class="wpcf7-form" action="/en/opening-hours-contact#wpcf7-f121" method="post">
<p><label>Your name<br><input type="text" name="your-name"></label></p>
<p><label>Email<br><input type="email" name="your-email"></label></p>
<p><label>Message<br><textarea name="your-message"></textarea></label></p>
<p><input type="submit" value="Send"></p>
</form>
</div>`,
  },
  {
    path: '/en/faq',
    lang: 'en',
    title: 'FAQ',
    description:
      'Answers to common questions about rental, hotel delivery, punctures, dogs, insurance and payment.',
    alternates: { it: '/domande-frequenti' },
    crumbs: [
      ['/en/opening-hours-contact', 'Info'],
      ['/en/faq', 'FAQ'],
    ],
    main: `<div class="elementor elementor-65">
<h1>Frequently asked questions</h1>
<div class="elementor-accordion" role="tablist">
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-1">Can I return the bike in another town on the lake?</button>
<div id="faq-1" class="elementor-tab-content" role="tabpanel"><p>No, we only have one shop, so the bike has to come back here to Porto Ulivo where you picked it up. If you are staying at a hotel in Porto Ulivo, though, we can collect it from there (see hotel delivery).</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-2">What if I get a puncture?</button>
<div id="faq-2" class="elementor-tab-content" role="tabpanel"><p>Every saddle bag holds a spare inner tube, tyre levers and a pump. Or just call us: within 15 km of the shop we come out with our van for free. Further away, the call-out costs €1 per km.</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-3">Do you deliver bikes to hotels?</button>
<div id="faq-3" class="elementor-tab-content" role="tabpanel"><p>Yes. For rentals of 3 days or more we deliver and collect the bikes free of charge at hotels and campsites in Porto Ulivo. For shorter rentals, or outside the town within 10 km, it costs €15 each way.</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-4">Can I bring my dog?</button>
<div id="faq-4" class="elementor-tab-content" role="tabpanel"><p>Dogs are welcome in the shop. The child trailers can’t be used for dogs, but we have two dog trailers for dogs up to 25 kg (€12 a day): best to book one.</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-5">Are the bikes insured?</button>
<div id="faq-5" class="elementor-tab-content" role="tabpanel"><p>Every rental includes third-party liability insurance. Theft of or damage to the bike is not covered: you can add our Kasko cover (€3 a day, €5 for e-bikes), which brings what you pay if the bike is stolen down to €100. The details are in our <a href="/termini-e-condizioni">rental terms</a> (in Italian).</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-6">How can I pay?</button>
<div id="faq-6" class="elementor-tab-content" role="tabpanel"><p>Cash, debit cards, Visa and Mastercard credit cards, or Satispay. We don’t accept American Express.</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-7">Do I need to book a bike?</button>
<div id="faq-7" class="elementor-tab-content" role="tabpanel"><p>Not for rentals, but in July and August the e-bikes go quickly. Tours always need booking, by 6pm the day before.</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-8">How far can an e-bike go on one charge?</button>
<div id="faq-8" class="elementor-tab-content" role="tabpanel"><p>With our 625 Wh batteries you can ride up to 120 km in Eco mode, less on climbs or in Turbo mode. For rentals of several days we give you a charger too.</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-9">Do you offer group discounts?</button>
<div id="faq-9" class="elementor-tab-content" role="tabpanel"><p>Yes, groups of 8 or more get 10% off the rental. Everything is on our <a href="/en/groups">Groups, schools &amp; companies</a> page.</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-10">Do I get my money back if it rains?</button>
<div id="faq-10" class="elementor-tab-content" role="tabpanel"><p>If it rains before you pick up the bike, you can move your rental to another day at no cost. Once the rental has started we don’t give refunds.</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-11">Can I carry a child on my bike?</button>
<div id="faq-11" class="elementor-tab-content" role="tabpanel"><p>Yes, in our rear child seat (children up to 22 kg) or in the two-seater trailer. Carrying passengers on the rack is not allowed.</p></div>
</div>
</div>
</div>`,
  },
  {
    path: '/en/about-us',
    lang: 'en',
    title: 'About us',
    description: 'The story of Ciclofficina del Lago and its team.',
    alternates: { it: '/chi-siamo' },
    crumbs: [
      ['/en/opening-hours-contact', 'Info'],
      ['/en/about-us', 'About us'],
    ],
    main: `<div class="elementor elementor-20">
<h1>About us</h1>
<p>Ciclofficina del Lago opened in 2009, when Marco Bertoldi, a bike mechanic for more than twenty years, set up a small workshop in a former carpenter&rsquo;s shop on the Porto Ulivo lakefront.</p>
<p>Today Marco and his wife Elena run a fleet of more than 120 bikes, 60 of them e-bikes, with a team of four cycling guides.</p>
<h2>The team</h2>
<ul class="team">
<li><strong>Marco</strong> &ndash; mechanic and founder</li>
<li><strong>Elena</strong> &ndash; rentals and bookings</li>
<li><strong>Giacomo and Sara</strong> &ndash; certified cycling guides</li>
<li><strong>Luca</strong> &ndash; workshop and e-bike support</li>
</ul>
<p>The whole team speaks English and German, and Sara also speaks Dutch.</p>
<h2>Our commitment</h2>
<p>Since 2020 the shop and the e-bike chargers have run on power from the solar panels on our roof.</p>
</div>`,
  },
  {
    path: '/en/groups',
    lang: 'en',
    title: 'Groups, schools and companies',
    description: 'Bike rental and tours for groups, companies and schools on Lake Garda.',
    alternates: { it: '/gruppi-e-aziende' },
    crumbs: [
      ['/en/bike-rental', 'Bike rental'],
      ['/en/groups', 'Groups, schools &amp; companies'],
    ],
    main: `<div class="elementor elementor-78">
<h1>Groups, schools and companies</h1>
<p>A day on bikes is the easiest way to spend time together: we organise rides for groups of friends, clubs, companies and schools.</p>
<ul>
<li>10% off the rental for groups of 8 or more.</li>
<li>We can get up to 40 bikes ready for the same group if you book at least 7 days ahead.</li>
<li>For companies: private tours and team-building days with a guide, an aperitivo or lunch.</li>
<li>For schools: educational bike trips along the lake, with a tailor-made quote.</li>
</ul>
<p>Email us at <a href="mailto:info@ciclofficina-lago.test">info@ciclofficina-lago.test</a> with the date, the number of people and the kind of bikes you need.</p>
</div>`,
  },
  {
    path: '/en/gift-vouchers',
    lang: 'en',
    title: 'Gift vouchers',
    description: 'Give a day on two wheels on Lake Garda: gift vouchers for rental, repairs and tours.',
    alternates: { it: '/buoni-regalo' },
    crumbs: [['/en/gift-vouchers', 'Gift vouchers']],
    main: `<div class="elementor elementor-94">
<h1>Gift vouchers</h1>
<p>Looking for a present for a cycling fan? Our gift vouchers can be used to rent a bike, join a tour or have a bike serviced in our workshop.</p>
<h2>Amounts</h2>
<p>Vouchers for €25, €50 or €100, or a voucher for the tour of your choice.</p>
<h2>Valid for</h2>
<p>12 months from the date of purchase.</p>
<h2>How to buy</h2>
<p>In the shop or by email: pay by bank transfer and you’ll receive a printable PDF voucher within 24 hours.</p>
<h2>Good to know</h2>
<p>Gift vouchers cannot be refunded or exchanged for cash. You can spend them over several visits.</p>
</div>`,
  },
  {
    path: '/en/blog',
    lang: 'en',
    title: 'Blog',
    description: 'News, routes and notices from Ciclofficina del Lago.',
    alternates: { it: '/blog' },
    crumbs: [['/en/blog', 'Blog']],
    template: 'blog archive',
    main: `<h1>Blog</h1>
<p class="notice">Most of our posts are only in Italian: <a href="/blog">read the Italian blog</a>.</p>
<article class="post-card"><time datetime="2026-03-03">3 March 2026</time><h2><a href="/en/blog/new-e-bikes-2026">Our new 2026 e-bikes have arrived</a></h2><p>Thirty brand-new e-bikes for the coming season.</p><a class="more-link" href="/en/blog/new-e-bikes-2026">Read more</a></article>`,
  },
  {
    path: '/en/blog/new-e-bikes-2026',
    lang: 'en',
    title: 'Our new 2026 e-bikes have arrived',
    description: 'Thirty new trekking e-bikes with Bosch motors for the 2026 season.',
    alternates: { it: '/blog/nuove-e-bike-2026' },
    crumbs: [
      ['/en/blog', 'Blog'],
      ['/en/blog/new-e-bikes-2026', 'Our new 2026 e-bikes have arrived'],
    ],
    template: 'single single-post',
    main: `<article class="post">
<h1>Our new 2026 e-bikes have arrived</h1>
<p class="post-meta"><time datetime="2026-03-03">3 March 2026</time> &middot; by Elena</p>
<p>The season hasn’t started yet, but it already feels like a party in the shop: 30 new trekking e-bikes have arrived to replace the oldest bikes in our fleet.</p>
<p>They have a Bosch Performance Line motor and a 625 Wh battery, weigh 24.5 kg and come in four sizes, S to XL, for riders from 1.55 to 1.95 m tall.</p>
<p>Good news for your wallet too: rental prices stay the same as in 2025.</p>
</article>`,
  },
];
