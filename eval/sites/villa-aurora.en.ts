import type { VillaPage } from './villa-aurora.layout.ts';

/**
 * The English translation, written later and a little differently (12-hour times, "€95"), as real
 * translations are; the experiences, the offers and two blog posts were never translated.
 */
export const villaEnglishPages: VillaPage[] = [
  {
    path: '/en/',
    lang: 'en',
    title: 'Farm stay and wedding venue in Chianti',
    description:
      'Villa Aurora: rooms, restaurant and weddings on an 18th-century estate between Siena and Chianti.',
    alternates: { it: '/', de: '/de/', fr: '/fr/' },
    main: `<section class="hero" style="background-image:url('/wp-content/uploads/2024/05/hero-vigneto.jpg')">
  <div class="hero-inner">
    <h1>Welcome to Villa Aurora</h1>
    <p class="lead">An 18th-century manor house among vineyards and olive groves in the hills of the Sienese Chianti.</p>
    <a class="btn" href="/en/rooms">Our rooms</a> <a class="btn btn-outline" href="/en/weddings">Weddings</a>
  </div>
</section>
<section class="intro">
  <h2>Family hospitality since 1962</h2>
  <p>Villa Aurora is a working farm in the countryside between Siena and Chianti: we make wine and olive oil, cook with what grows in our kitchen garden and welcome anyone looking for a few days of quiet, good food and postcard views.</p>
  <p>Whether you come for a holiday, a dinner or the most important day of your life, a family is waiting to welcome you.</p>
</section>
<section class="teasers">
  <div class="teaser"><h3>Rooms</h3><p>Nine rooms and an apartment in the villa and the old hay barn, with wooden beams and terracotta floors.</p><a href="/en/rooms">Read more &raquo;</a></div>
  <div class="teaser"><h3>The Osteria</h3><p>Seasonal Tuscan cooking, handmade pasta and wines from our own cellar.</p><a href="/en/restaurant">Read more &raquo;</a></div>
  <div class="teaser"><h3>Weddings</h3><p>The lemon house and the cypress lawn for a reception made to measure.</p><a href="/en/weddings">Read more &raquo;</a></div>
</section>`,
  },
  {
    path: '/en/about',
    lang: 'en',
    title: 'About us',
    description: 'The Marchetti family and the Villa Aurora estate.',
    alternates: { it: '/chi-siamo' },
    crumb: 'About us',
    main: `<article class="page-content">
<h1>About us</h1>
<p>The villa was built in 1780 as the manor house of a sharecropping farm, and for almost two centuries it saw harvests, olive picking and village feasts come and go.</p>
<p>In 1962 our grandparents Pietro and Anna Marchetti bought it half in ruins and brought it back to life stone by stone. Today the estate is run by <strong>Giulia Marchetti</strong>, the third generation of the family, together with her husband Luca, who looks after the cellar.</p>
<h2>The estate</h2>
<p>The property covers 42 hectares: 9 are planted with vines, mostly Sangiovese with a little Canaiolo and Colorino, and the rest is woodland, arable land and about 1,200 olive trees. The farm has been certified organic since 2011.</p>
</article>`,
  },
  {
    path: '/en/rooms',
    lang: 'en',
    title: 'Rooms and apartment',
    description: 'Double rooms, suite and apartment, breakfast included.',
    alternates: { it: '/camere' },
    crumb: 'Rooms',
    main: `<h1>Our rooms</h1>
<p>The rooms are in the manor house and in the restored hay barn. All of them have a private bathroom, air conditioning, a safe and their own view over the countryside.</p>
<table class="tablepress">
<thead><tr><th>Room</th><th>Guests</th><th>Size</th><th>Price per night</th></tr></thead>
<tbody>
<tr><td>Classic double</td><td>2</td><td>18 m&sup2;</td><td>&euro;140</td></tr>
<tr><td>Superior with vineyard view</td><td>2</td><td>24 m&sup2;</td><td>&euro;175</td></tr>
<tr><td>Wisteria Suite (Suite Glicine)</td><td>2 + 1 child</td><td>38 m&sup2;</td><td>&euro;240</td></tr>
<tr><td>Il Fienile apartment</td><td>up to 4</td><td>60 m&sup2;</td><td>&euro;290</td></tr>
</tbody>
</table>
<p class="small">Prices are per room per night, breakfast included. City tax not included.</p>
<h2>Breakfast</h2>
<p>Breakfast is served in the lemon house from 8am to 10.30am: homemade cakes, bread from the Vagliagli bakery, cured meats, local cheeses and jams made with fruit from our trees.</p>
<h2>Good to know</h2>
<ul>
<li>An extra bed can be added in Classic and Superior rooms for &euro;35 per night.</li>
<li>In July and August the minimum stay is two nights.</li>
<li>The Il Fienile apartment has a fully equipped kitchen and its own entrance.</li>
</ul>`,
  },
  {
    path: '/en/restaurant',
    lang: 'en',
    title: "Osteria dell'Aurora",
    description: 'The estate restaurant: Tuscan cooking, handmade pasta and our own wines.',
    alternates: { it: '/ristorante' },
    crumb: 'Restaurant',
    main: `<h1>Osteria dell&rsquo;Aurora</h1>
<p class="lead">In the villa&rsquo;s old wine-making room, chef <strong>Tommaso Neri</strong> cooks traditional Sienese dishes with vegetables from our garden and produce from small local farms.</p>
<h2>Opening hours</h2>
<p>We are open for dinner every evening from 7.30pm to 10pm. On Sundays we also serve lunch, from 12.30pm to 2.30pm.</p>
<p>The restaurant is closed on Tuesdays.</p>
<p>The Osteria is also open to people who are not staying at the villa: booking is recommended, especially at weekends.</p>
<h2>Menu</h2>
<h3>Starters</h3>
<ul class="menu-list">
<li>Tuscan chicken liver crostini &ndash; &euro;9</li>
<li>Cinta senese cured meats and pecorino board &ndash; &euro;14</li>
</ul>
<h3>Pasta and soups</h3>
<ul class="menu-list">
<li>Pici with white cinta senese rag&ugrave; &ndash; &euro;16</li>
<li>Ribollita (Tuscan bread and vegetable soup) &ndash; &euro;12</li>
</ul>
<h3>Mains</h3>
<ul class="menu-list">
<li>Peposo beef stew with polenta &ndash; &euro;22</li>
<li>Florentine T-bone steak (1 kg minimum) &ndash; &euro;55 per kg</li>
</ul>
<h3>Desserts</h3>
<ul class="menu-list">
<li>Cantucci with our Vin Santo &ndash; &euro;9</li>
<li>Homemade tiramisu &ndash; &euro;8</li>
</ul>
<h3>&ldquo;Terre di Siena&rdquo; tasting menu</h3>
<p>Five courses chosen by the chef according to the season.</p>
<p class="price">&euro;58 per person</p>
<p>Paired with four glasses of our wines: &euro;25 extra.</p>
<p>Children under 10 have their own menu for &euro;15.</p>
<p>Gluten-free and vegetarian dishes on request: just tell us when you book.</p>`,
  },
  {
    path: '/en/weddings',
    lang: 'en',
    title: 'Weddings and events',
    description: 'Weddings in Tuscany in the lemon house and on the cypress lawn of Villa Aurora.',
    alternates: { it: '/matrimoni' },
    crumb: 'Weddings',
    main: `<h1>Your wedding at Villa Aurora</h1>
<p>From the first visit to the last dance, our events team takes care of every detail. We host weddings from April to October, one event per day, so the villa is all yours.</p>
<h2>The spaces</h2>
<p>The <strong>Limonaia</strong> (lemon house) seats up to 120 guests, rain or shine. For larger receptions we set up the <strong>cypress lawn</strong>, which holds up to 180 guests. Our minimum is 50 guests.</p>
<h2>The ceremony</h2>
<p>At the villa we hold symbolic ceremonies outdoors, facing the vineyard. The legally binding civil ceremony takes place at the town hall of Castelnuovo Berardenga, 6 km away.</p>
<h2>Packages</h2>
<div class="package"><h3>Essential</h3>
<p>Welcome aperitivo, three-course menu, wedding cake and wines from the estate.</p>
<p class="package-price">&euro;95 per person</p></div>
<div class="package"><h3>Aurora</h3>
<p>Aperitivo with a buffet of Tuscan specialities, four-course menu, open bar after the cake, flowers for the lemon house.</p>
<p class="package-price">&euro;135 per person</p></div>
<div class="package"><h3>Grand Gala</h3>
<p>Everything in the Aurora package plus a cheese corner, a dessert trolley and live music during dinner.</p>
<p class="package-price">&euro;180 per person</p></div>
<h2>House rules</h2>
<p>Outdoor music must stop by 12.30am; the party can carry on inside the lemon house until 2am.</p>
<p>Out of respect for the animals and the woods, fireworks and sky lanterns are not allowed.</p>
<p>To confirm your date we ask for a deposit of 30% of the quote.</p>
<h2>Visits and quotes</h2>
<p>Venue visits are by appointment only. Write to <a href="mailto:eventi@villa-aurora.test">eventi@villa-aurora.test</a> with your preferred date and the number of guests.</p>`,
  },
  {
    path: '/en/pool',
    lang: 'en',
    title: 'Swimming pool',
    description: 'The panoramic pool at Villa Aurora.',
    alternates: { it: '/piscina' },
    crumb: 'Pool',
    main: `<h1>The pool</h1>
<p>Our salt-water infinity pool is 16 by 8 metres and looks out over the vineyard. Around it there are sun loungers, parasols and a small bar serving light lunches from 12.30pm to 3pm.</p>
<p>The pool is open from 25 April to 5 October, every day from 9am to 7pm.</p>
<p>It is for guests staying at the villa only. There is no lifeguard: children under 12 must always be with an adult.</p>
<p>Pool towels are provided in your room.</p>`,
  },
  {
    path: '/en/getting-here',
    lang: 'en',
    title: 'Getting here',
    description: 'Directions, airports, trains and parking.',
    alternates: { it: '/come-raggiungerci' },
    crumb: 'Getting here',
    main: `<h1>Getting here</h1>
<p>Villa Aurora is 18 km from Siena (about 20 minutes by car) and 70 km from Florence.</p>
<h2>By car</h2>
<p>From the A1 motorway take the Florence&ndash;Siena link road and exit at Siena Nord, then follow the signs for Vagliagli. The last 2 km are on a gravel road that any car can drive.</p>
<p><strong>Please note:</strong> some satnavs suggest the dirt road from San Gusm&egrave;, which is not suitable for low cars.</p>
<h2>From the airports</h2>
<p>It takes about 1 hour 10 minutes from Florence airport and about 1 hour 45 minutes from Pisa airport.</p>
<p>On request we arrange a private transfer from Florence airport: it costs &euro;120 each way for up to 3 people and must be booked at least 48 hours in advance.</p>
<h2>By train</h2>
<p>The nearest station is Siena. From there a taxi takes about 25 minutes and costs around &euro;45.</p>
<h2>Parking</h2>
<p>Private parking is free for guests, with 40 spaces and 2 charging points for electric cars.</p>`,
  },
  {
    path: '/en/faq',
    lang: 'en',
    title: 'Frequently asked questions',
    description: 'Pets, children, arrival and departure times, cancellations and payments.',
    alternates: { it: '/domande-frequenti' },
    crumb: 'FAQ',
    main: `<h1>Frequently asked questions</h1>
<div class="faq">
<h3>Can I bring my pet?</h3>
<p>Yes, small and medium-sized dogs are welcome for a supplement of &euro;15 per night. They are not allowed in the pool or in the restaurant dining room.</p>
<h3>Do you welcome children?</h3>
<p>Of course. Cots are free for children under 3, and there is a high chair in the restaurant.</p>
<h3>What are the check-in and check-out times?</h3>
<p>Check-in is from 3pm to 7.30pm; check-out is by 10.30am. If you arrive later, let us know and we will leave your keys in a key safe at the entrance.</p>
<h3>What is your cancellation policy?</h3>
<p>Cancellation is free up to 14 days before arrival. For later cancellations we charge 50% of the whole stay, and 100% for no-shows.</p>
<h3>Can I smoke?</h3>
<p>All indoor areas of the villa are non-smoking. Smoking is only allowed outdoors, away from the pool.</p>
<h3>Which payments do you accept?</h3>
<p>We accept cash, debit cards, Visa and Mastercard, and bank transfer. We do not accept American Express.</p>
<h3>Is there a city tax?</h3>
<p>Yes, the town charges &euro;2 per person per night for the first 5 nights. Children under 12 are exempt.</p>
<h3>Are you open all year?</h3>
<p>The villa closes for the winter break from 7 January to 28 February. The rest of the year we are always open.</p>
<h3>Is there Wi-Fi?</h3>
<p>Yes, Wi-Fi is free in all rooms and common areas.</p>
</div>`,
  },
  {
    path: '/en/contact',
    lang: 'en',
    title: 'Contact',
    description: 'Address, phone, email and office hours.',
    alternates: { it: '/contatti' },
    crumb: 'Contact',
    main: `<h1>Contact us</h1>
<div class="contact-card">
<h2>Villa Aurora &ndash; Farm stay</h2>
<address>Strada di Vagliagli 12<br>53019 Castelnuovo Berardenga (SI)<br>Italy</address>
<p>Tel. +39 0577 123456</p>
<p>WhatsApp +39 347 555 0192</p>
<p><a href="mailto:info@villa-aurora.test">info@villa-aurora.test</a></p>
</div>
<div class="contact-card">
<h2>Office hours</h2>
<p>Our booking office answers Monday to Saturday, 9am to 6pm.</p>
<p>The office is closed on Sundays: guests staying at the villa can always ask at reception.</p>
</div>
<form class="wpcf7-form" action="/en/contact#wpcf7" method="post">
<p><label>Full name<br><input type="text" name="your-name" required></label></p>
<p><label>Email<br><input type="email" name="your-email" required></label></p>
<p><label>Message<br><textarea name="your-message" rows="6"></textarea></label></p>
<p><input type="submit" value="Send"></p>
</form>`,
  },
  {
    path: '/en/blog',
    lang: 'en',
    title: 'Blog',
    description: 'News from the estate.',
    alternates: { it: '/blog' },
    crumb: 'Blog',
    main: `<h1>News from the estate</h1>
<p class="notice">Some of our posts are only available in Italian: <a href="/blog">see the Italian blog</a>.</p>
<article class="post-card"><time datetime="2026-06-10">10 June 2026</time><h2><a href="/en/blog/harvest-festival-2026">The Harvest Festival is back</a></h2><p>Music, grapes and dinner outdoors: save the date!</p></article>
<article class="post-card"><time datetime="2026-03-02">2 March 2026</time><h2><a href="/en/blog/riserva-award">An award for our Riserva</a></h2><p>Great news for Luca and the whole cellar.</p></article>`,
  },
  {
    path: '/en/blog/harvest-festival-2026',
    lang: 'en',
    title: 'The Harvest Festival is back',
    description: 'The 2026 Harvest Festival at Villa Aurora.',
    alternates: { it: '/blog/festa-della-vendemmia-2026' },
    crumb: 'Blog',
    main: `<article class="post">
<h1>The Harvest Festival is back</h1>
<p class="post-meta">Posted on 10 June 2026 by Giulia</p>
<p>Once again we are celebrating the end of the grape harvest with friends, guests and neighbours. The Harvest Festival will take place on Saturday 26 September 2026, from 4pm.</p>
<p>In the afternoon we tread the grapes barefoot in the vats, as our grandparents did, while the little ones play in the courtyard. At 8pm we all sit down at the long table under the stars.</p>
<p>Entry with wine tasting costs &euro;25; children under 12 go free. Dinner must be booked separately.</p>
</article>`,
  },
  {
    path: '/en/blog/riserva-award',
    lang: 'en',
    title: 'An award for our Riserva',
    description: 'Our Chianti Classico Riserva Poggio all’Aurora wins an award.',
    alternates: { it: '/blog/chianti-riserva-premiato' },
    crumb: 'Blog',
    main: `<article class="post">
<h1>An award for our Riserva</h1>
<p class="post-meta">Posted on 2 March 2026 by Luca</p>
<p>We are thrilled: our 2021 Chianti Classico Riserva &ldquo;Poggio all&rsquo;Aurora&rdquo; scored 92 points in the Calici di Toscana 2026 guide.</p>
<p>It comes from a single vineyard, the highest on the estate, and is aged for 24 months in oak barrels.</p>
<p>You can buy it in our farm shop for &euro;32 a bottle, and of course it is on the wine list at the Osteria.</p>
</article>`,
  },
];
