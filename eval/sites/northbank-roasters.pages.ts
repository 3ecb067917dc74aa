import {
  CDN,
  collapsible,
  imageWithText,
  NB_ADDRESS,
  NB_COMPANY_NO,
  NB_EMAIL,
  NB_PHONE,
  NB_WHOLESALE_EMAIL,
  type NorthbankPage,
  pageSection,
  richText,
  shopifySection,
} from './northbank-roasters.layout.ts';

/** The café's week, as the page editor's table has it. */
const hoursTable = `<table class="opening-hours">
<thead><tr><th>Day</th><th>Café &amp; tasting bar</th></tr></thead>
<tbody>
<tr><td>Monday</td><td>Closed (roasting day)</td></tr>
<tr><td>Tuesday</td><td>7.30am &ndash; 5pm</td></tr>
<tr><td>Wednesday</td><td>7.30am &ndash; 5pm</td></tr>
<tr><td>Thursday</td><td>7.30am &ndash; 5pm</td></tr>
<tr><td>Friday</td><td>7.30am &ndash; 5pm</td></tr>
<tr><td>Saturday</td><td>8.30am &ndash; 5pm</td></tr>
<tr><td>Sunday</td><td>9am &ndash; 3pm</td></tr>
</tbody>
</table>`;

const cafe: NorthbankPage = {
  path: '/pages/cafe',
  lang: 'en',
  title: 'Café &amp; Tasting Bar',
  description:
    'Opening hours, menu and everything you need to know before visiting the Northbank café and tasting bar at Northbank Yard, Kirkstall Road, Leeds.',
  template: 'page',
  alternate: '/it/pages/cafe',
  main: `${imageWithText(
    'cafe-interior.jpg',
    'Long wooden bench and stools in the café, the roaster behind a glass wall',
    `<h1 class="image-with-text__heading inline-richtext h1">Café &amp; Tasting Bar</h1>
<div class="image-with-text__text rte body"><p>Our café shares the railway arch with the roaster. Come for a flat white, stay for a filter flight, and on Thursday mornings watch the roast through the glass.</p></div>`,
  )}
${pageSection(
  'Opening hours',
  `${hoursTable}
<p>The café is closed on Mondays, when the whole team is roasting and packing orders. We do open on bank holiday Mondays, 9am &ndash; 3pm.</p>
<p>Toasties are served until 2.30pm.</p>
<p><em>These hours apply from 7 September 2026.</em></p>
<p><strong>Christmas:</strong> the café is closed from 24 December 2026 and reopens on Tuesday 5 January 2027.</p>`,
)}
${shopifySection(
  'menu',
  `<div class="page-width page-width--narrow section-menu-padding">
  <h2 class="h1" id="menu">Menu</h2>
  <div class="menu-columns grid grid--2-col-tablet">
    <div class="grid__item"><h3>Coffee</h3>
      <ul class="price-list list-unstyled">
        <li><span class="price-list__item">Espresso</span> <span class="price-list__price">£2.60</span></li>
        <li><span class="price-list__item">Macchiato</span> <span class="price-list__price">£2.80</span></li>
        <li><span class="price-list__item">Cortado</span> <span class="price-list__price">£3.10</span></li>
        <li><span class="price-list__item">Flat white</span> <span class="price-list__price">£3.40</span></li>
        <li><span class="price-list__item">Cappuccino</span> <span class="price-list__price">£3.50</span></li>
        <li><span class="price-list__item">Latte</span> <span class="price-list__price">£3.50</span></li>
        <li><span class="price-list__item">Batch brew filter</span> <span class="price-list__price">£3.00</span></li>
        <li><span class="price-list__item">V60 pour-over, any single origin</span> <span class="price-list__price">£4.20</span></li>
        <li><span class="price-list__item">Tasting flight: three filter coffees side by side</span> <span class="price-list__price">£7.50</span></li>
        <li><span class="price-list__item">Extra shot</span> <span class="price-list__price">50p</span></li>
      </ul>
    </div>
    <div class="grid__item"><h3>Not coffee</h3>
      <ul class="price-list list-unstyled">
        <li><span class="price-list__item">Loose-leaf tea</span> <span class="price-list__price">£2.70</span></li>
        <li><span class="price-list__item">Hot chocolate</span> <span class="price-list__price">£3.60</span></li>
      </ul>
      <h3>To eat</h3>
      <ul class="price-list list-unstyled">
        <li><span class="price-list__item">Butter croissant</span> <span class="price-list__price">£2.90</span></li>
        <li><span class="price-list__item">Cardamom bun</span> <span class="price-list__price">£3.40</span></li>
        <li><span class="price-list__item">Toasties: cheese &amp; kimchi, or ham &amp; mustard</span> <span class="price-list__price">£6.75</span></li>
      </ul>
      <p class="caption">Pastries are baked every morning by Crumb &amp; Co. in Chapel Allerton.</p>
    </div>
  </div>
  <h3>Milk</h3>
  <p>Our whole and semi-skimmed milk comes from Lister&rsquo;s Dairy in Wetherby. Oat and soy milk at no extra charge. We don&rsquo;t stock almond milk, and we don&rsquo;t do flavoured syrups.</p>
  <p>Any drink can be made with our Swiss Water decaf.</p>
</div>`,
  'section',
)}
${collapsible(
  'Good to know',
  [
    [
      'Can I bring my dog?',
      '<p>Dogs are welcome in the café. There&rsquo;s a water bowl by the door and dog biscuits behind the counter; please keep them on a lead. Only assistance dogs can come up to classes and cuppings on the mezzanine.</p>',
    ],
    [
      'Is the café accessible?',
      '<p>Yes: there is step-free access from Northbank Yard through wide double doors, and an accessible toilet on the ground floor. The tasting room on the mezzanine is up 14 stairs and there is no lift.</p>',
    ],
    ['Is there wifi?', '<p>Free wifi: the password is printed on your receipt.</p>'],
    [
      'Can I work on my laptop?',
      '<p>Laptops are welcome Tuesday to Friday, and there are sockets along the long bench. Saturdays and Sundays are laptop-free, so that everyone can get a seat.</p>',
    ],
    ['How many seats are there?', '<p>30 seats inside and 12 outside in the yard.</p>'],
    [
      'How do I get there?',
      `<p>We&rsquo;re at ${NB_ADDRESS}, 10 minutes&rsquo; walk from Burley Park station. The 33 bus stops at Northbank Yard. There&rsquo;s no customer car park, but there is pay &amp; display parking on Kirkstall Road.</p>`,
    ],
    [
      'Can I phone the café?',
      `<p>Call us on <a href="tel:+441134960732">${NB_PHONE}</a> during café opening hours.</p>`,
    ],
  ],
  'cafe-faq',
)}`,
};

const classes: NorthbankPage = {
  path: '/pages/classes',
  lang: 'en',
  title: 'Brewing classes &amp; cuppings',
  description:
    'Home barista and filter brewing classes in our tasting room in Leeds, and a free public cupping every month. Dates, prices and booking.',
  template: 'page',
  main: `${pageSection(
    'Brewing classes &amp; cuppings',
    `<p>All our classes take place in the tasting room on the mezzanine above the café, with our own coffee and kit. Book online; places are limited so that everyone gets hands-on time.</p>
<h2 id="home-barista">Home Barista</h2>
<p>Get more out of your espresso machine at home: dialling in, milk steaming and latte art, on our La Marzocco Linea Mini. You go home with a 250g bag of coffee.</p>
<ul>
<li><strong>Price:</strong> £65 per person</li>
<li><strong>Length:</strong> 2.5 hours, 9.30am &ndash; 12pm</li>
<li><strong>Group size:</strong> up to 6 people</li>
</ul>
<table class="class-dates">
<thead><tr><th>Date</th><th>Places</th></tr></thead>
<tbody>
<tr><td>Saturday 5 December 2026</td><td>Sold out</td></tr>
<tr><td>Saturday 16 January 2027</td><td>Available</td></tr>
<tr><td>Saturday 13 February 2027</td><td>Available</td></tr>
<tr><td>Saturday 13 March 2027</td><td>Available</td></tr>
</tbody>
</table>
<p><a href="https://northbank.bookings.example/classes/home-barista" class="button" target="_blank" rel="noopener">Book Home Barista</a></p>
<h2 id="brew-better">Brew Better at Home</h2>
<p>Filter coffee without the guesswork: V60, AeroPress and cafetière side by side, grind size, ratios and water.</p>
<ul>
<li><strong>Price:</strong> £45 per person</li>
<li><strong>Length:</strong> 2 hours, 3.30pm &ndash; 5.30pm</li>
<li><strong>Group size:</strong> up to 8 people</li>
</ul>
<table class="class-dates">
<thead><tr><th>Date</th><th>Places</th></tr></thead>
<tbody>
<tr><td>Sunday 24 January 2027</td><td>Available</td></tr>
<tr><td>Sunday 21 February 2027</td><td>Available</td></tr>
<tr><td>Sunday 21 March 2027</td><td>Available</td></tr>
</tbody>
</table>
<p><a href="https://northbank.bookings.example/classes/brew-better" class="button" target="_blank" rel="noopener">Book Brew Better at Home</a></p>
<h2 id="cupping">Public cupping</h2>
<p>Taste our newest coffees the way we do on the roastery floor. The cupping is free, but booking is essential: it&rsquo;s limited to 12 people.</p>
<p>First Thursday of every month, 5.30pm &ndash; 6.30pm. Next dates: Thursday 3 December 2026, Thursday 7 January 2027, Thursday 4 February 2027 and Thursday 4 March 2027.</p>
<h2 id="private">Private sessions</h2>
<p>For a team, a birthday or a group of friends: a private class for up to 6 people costs £300 for 2 hours, on a weekday evening. Email ${NB_EMAIL} with a couple of dates.</p>
<h2 id="small-print">The small print</h2>
<ul>
<li>Classes are for ages 16 and over; under-18s must come with an adult.</li>
<li>Can&rsquo;t make it? Cancel up to 7 days before the class for a full refund. After that we can move you to another date once.</li>
<li>The tasting room is up 14 stairs with no lift. Tell us when you book and we&rsquo;ll run your class downstairs in the café.</li>
<li>No dogs in classes or cuppings, apart from assistance dogs.</li>
<li>Gift cards can be used to book classes.</li>
</ul>`,
  )}`,
};

const subscriptions: NorthbankPage = {
  path: '/pages/subscriptions',
  lang: 'en',
  title: 'Coffee subscriptions',
  description:
    'Fresh coffee every 2 or 4 weeks with 10% off every bag and free UK delivery. Pause, skip or cancel any time. Gift subscriptions from £33.',
  template: 'page',
  main: `${shopifySection(
    'image_banner',
    `<div class="banner banner--content-align-left banner--medium"><div class="banner__media media"><img src="${CDN}/files/subscription-letterbox.jpg?v=1729&amp;width=3840" alt="A Northbank letterbox parcel on a doormat" width="3840" height="1600" sizes="100vw" loading="lazy"></div>
<div class="banner__content banner__content--middle-left page-width"><div class="banner__box content-container color-scheme-3 gradient"><h1 class="banner__heading inline-richtext h0">Coffee subscriptions</h1><div class="banner__text rte"><p>Fresh coffee through your letterbox, 10% off every bag.</p></div></div></div></div>`,
    'section',
  )}
${pageSection(
  'How it works',
  `<ol>
<li><strong>Pick your coffee.</strong> Any coffee from the shop, or Roaster&rsquo;s Choice: a different single origin every delivery.</li>
<li><strong>Choose how often.</strong> Every 2 or 4 weeks, in 250g or 1kg bags.</li>
<li><strong>Save.</strong> You get 10% off every bag, and free UK delivery on every subscription order, whatever its size.</li>
</ol>
<p>There&rsquo;s no minimum term. You can pause, skip a delivery or cancel any time from your account, with no fees. Changes made at least 2 days before your next dispatch date apply to that delivery.</p>
<p>Going away? Pause your subscription for up to 3 months and it restarts by itself.</p>
<p>Subscriptions are UK only for now.</p>
<p><a href="/collections/coffee" class="button">Choose your coffee</a></p>`,
)}
${richText(`<h2 class="rich-text__heading rte inline-richtext h1" id="gift">Gift subscriptions</h2>
<div class="rich-text__text rte"><p>Give a few months of Roaster&rsquo;s Choice, one 250g bag a month, paid up front. Gift subscriptions don&rsquo;t renew, so there&rsquo;s nothing to cancel.</p>
<table class="gift-subscriptions"><tbody>
<tr><td>3 months</td><td>£33</td></tr>
<tr><td>6 months</td><td>£63</td></tr>
<tr><td>12 months</td><td>£120</td></tr>
</tbody></table></div>
<div class="rich-text__buttons"><a href="/products/gift-subscription" class="button button--primary">Buy a gift subscription</a></div>`)}`,
};

const wholesale: NorthbankPage = {
  path: '/pages/wholesale',
  lang: 'en',
  title: 'Wholesale coffee for cafés, restaurants and offices',
  description:
    'Northbank wholesale: fresh coffee roasted in Leeds for cafés, restaurants, delis and offices, with barista training and support.',
  template: 'page',
  main: `${pageSection(
    'Wholesale',
    `<p>We roast for more than 40 cafés, restaurants, delis and offices across Yorkshire. If you&rsquo;d like to serve our coffee, we&rsquo;d love to hear from you.</p>
<h2>What we offer</h2>
<ul>
<li>Fresh coffee roasted to order every Monday and Thursday, in 1kg bags.</li>
<li>Free barista training at your place for new wholesale partners, and refresher sessions whenever you take on new staff.</li>
<li>Help choosing and setting up equipment. We work with Yorkshire Espresso Services for machine installation and servicing.</li>
<li>Seasonal guest coffees and your own house blend once you order more than 20kg a week.</li>
</ul>
<h2>Ordering</h2>
<ul>
<li>The minimum order is 6kg per delivery.</li>
<li>Prices start from £21 per kg for the Aire Espresso, depending on volume. Ask us for our full price list.</li>
<li>Order by 12pm on Friday for Monday&rsquo;s roast, or by 12pm on Tuesday for Thursday&rsquo;s.</li>
<li>Free delivery by our own van within Leeds (LS postcodes) on Tuesdays and Fridays. Elsewhere in the UK we send orders by DPD: free over 12kg, otherwise £8 per delivery.</li>
<li>Your first order is paid up front; after that, accounts are invoiced monthly with 30 days to pay.</li>
</ul>
<h2>Get in touch</h2>
<p>Email Sam Whitaker, our wholesale manager, at <a href="mailto:${NB_WHOLESALE_EMAIL}">${NB_WHOLESALE_EMAIL}</a>, or fill in the form below and we&rsquo;ll send you samples.</p>`,
  )}
${shopifySection(
  'contact_form',
  `<div class="color-scheme-1 gradient"><div class="contact page-width page-width--narrow section-contact-padding">
  <h2 class="title title-wrapper--no-top-margin inline-richtext h1">Wholesale enquiry</h2>
  <form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="contact__form"><input type="hidden" name="form_type" value="contact"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="contact[tags]" value="wholesale">
    <div class="contact__fields">
      <div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Name]" value="" placeholder="Name"><label class="field__label" for="ContactForm-name">Name</label></div>
      <div class="field"><input class="field__input" type="text" id="ContactForm-business" name="contact[Business name]" value="" placeholder="Business name"><label class="field__label" for="ContactForm-business">Business name</label></div>
      <div class="field field--with-error"><input autocomplete="email" type="email" id="ContactForm-email" class="field__input" autocorrect="off" autocapitalize="off" aria-required="true" name="contact[email]" spellcheck="false" value="" placeholder="Email"><label class="field__label" for="ContactForm-email">Email <span aria-hidden="true">*</span></label></div>
    </div>
    <div class="field"><input type="tel" id="ContactForm-kg" class="field__input" name="contact[Kilos per week]" value="" placeholder="Roughly how many kilos a week?"><label class="field__label" for="ContactForm-kg">Roughly how many kilos a week?</label></div>
    <div class="field"><textarea rows="10" id="ContactForm-body" class="text-area field__input" name="contact[Comment]" placeholder="Tell us about your business"></textarea><label class="form__label field__label" for="ContactForm-body">Tell us about your business</label></div>
    <div class="contact__button"><button type="submit" class="button">Send</button></div>
  </form>
</div></div>`,
  'section',
)}`,
};

const shipping: NorthbankPage = {
  path: '/pages/shipping',
  lang: 'en',
  title: 'Shipping &amp; returns',
  description:
    'When we roast and dispatch, UK and international delivery prices and times, and our returns policy for coffee and equipment.',
  template: 'page',
  alternate: '/it/pages/shipping',
  main: `${pageSection(
    'Shipping &amp; returns',
    `<h2 id="roasting">Roasting and dispatch</h2>
<p>We roast on Mondays and Thursdays. Orders placed by 9am on a roast day go into that day&rsquo;s roast, and every order is dispatched within 48 hours of roasting. The roast date is printed on every bag.</p>
<h2 id="uk">UK delivery</h2>
<table class="shipping-rates">
<thead><tr><th>Service</th><th>Price</th><th>Delivery time after dispatch</th></tr></thead>
<tbody>
<tr><td>Royal Mail Tracked 48</td><td>£4.50 (free on orders over £30)</td><td>2&ndash;3 working days</td></tr>
<tr><td>DPD Next Day</td><td>£7.95</td><td>Next working day</td></tr>
<tr><td>Scottish Highlands &amp; Islands, Northern Ireland, Isle of Man (Royal Mail)</td><td>£6.50</td><td>3&ndash;5 working days</td></tr>
<tr><td>Local pickup at Northbank Yard</td><td>Free</td><td>Usually ready in 24 hours</td></tr>
</tbody>
</table>
<p>Free delivery over £30 applies to Royal Mail Tracked 48 on the UK mainland. Subscription orders always ship free in the UK.</p>
<p><strong>Christmas:</strong> our last roast for UK delivery before Christmas is Thursday 17 December 2026. Order by 9am that day.</p>
<h2 id="international">International delivery</h2>
<table class="shipping-rates">
<thead><tr><th>Destination</th><th>Price</th><th>Delivery time after dispatch</th></tr></thead>
<tbody>
<tr><td>European Union</td><td>£12.95</td><td>5&ndash;10 working days</td></tr>
<tr><td>Switzerland and Norway</td><td>£16.00</td><td>7&ndash;12 working days</td></tr>
</tbody>
</table>
<p>Orders to the EU are sent Delivered Duty Paid, so there is nothing extra to pay on arrival. Orders to Switzerland and Norway may be charged import duties by your country&rsquo;s customs.</p>
<p>We don&rsquo;t ship outside the UK and Europe: sorry, that means no orders to the USA, Canada or Australia.</p>
<h2 id="missing">Late or missing parcels</h2>
<p>If your parcel hasn&rsquo;t arrived within 7 working days of dispatch in the UK (15 working days in Europe), email us at ${NB_EMAIL} and we&rsquo;ll send a replacement.</p>
<h2 id="returns">Returns</h2>
<p><strong>Coffee.</strong> Coffee is a food product, so we can&rsquo;t accept returns of coffee once the bag has been opened. If your coffee arrives damaged, or we sent the wrong coffee or grind, tell us within 14 days and we&rsquo;ll send a replacement free of charge.</p>
<p><strong>Equipment.</strong> Unused equipment in its original packaging can be returned within 30 days of delivery for a full refund. Return postage is paid by you, unless the item is faulty.</p>
<p><strong>Refunds</strong> go back to your original payment method within 5 working days of your return reaching us.</p>
<p>Gift cards can&rsquo;t be refunded. For classes, see the cancellation terms on our <a href="/pages/classes">classes page</a>.</p>`,
  )}`,
};

const faqRows: [string, string][] = [
  [
    'How fresh is your coffee?',
    '<p>Very. We roast on Mondays and Thursdays and dispatch every order within 48 hours of roasting, and the roast date is printed on every bag. Coffee is at its best between 7 days and 6 weeks after roasting; give espresso roasts a week to rest.</p>',
  ],
  [
    'Can you grind my coffee?',
    '<p>Yes. 250g bags come whole bean or ground for espresso, filter or cafetière. 1kg bags are whole bean only.</p>',
  ],
  [
    'Do you have decaf?',
    '<p>Yes, Colombia El Carmen Decaf, decaffeinated by the Swiss Water Process: only water, no chemical solvents. We use it in the café too.</p>',
  ],
  [
    'Are your bags recyclable?',
    '<p>Our 250g bags are home compostable: take off the valve and the sticker first. 1kg bags are made from a single plastic and can go in with soft plastics recycling at large supermarkets.</p>',
  ],
  [
    'How do subscriptions work?',
    '<p>Choose a coffee, get it every 2 or 4 weeks with 10% off and free UK delivery. You can pause, skip or cancel any time from your account. <a href="/pages/subscriptions">More about subscriptions</a>.</p>',
  ],
  [
    'Do you ship abroad?',
    '<p>We ship to the EU for £12.95, and to Switzerland and Norway for £16.00. We don&rsquo;t ship outside the UK and Europe. <a href="/pages/shipping">Shipping &amp; returns</a>.</p>',
  ],
  [
    'Can I return something?',
    '<p>We can&rsquo;t accept returns of coffee once the bag has been opened. Unused equipment can be returned within 30 days.</p>',
  ],
  [
    'How long are gift cards valid?',
    '<p>Gift cards are valid for 24 months. They&rsquo;re online only, so they can&rsquo;t be used in the café.</p>',
  ],
  [
    'Can I visit the roastery?',
    '<p>We don&rsquo;t run roastery tours, but you can watch us roast through the glass wall of the café on Thursday mornings. On Mondays we roast with the café closed.</p>',
  ],
  [
    'I run a café. Can I buy your coffee wholesale?',
    '<p>Yes, have a look at our <a href="/pages/wholesale">wholesale page</a>.</p>',
  ],
  [
    'How can I contact you?',
    `<p>Email <a href="mailto:${NB_EMAIL}">${NB_EMAIL}</a> or call <a href="tel:+441134960732">${NB_PHONE}</a>. We answer emails within 2 working days.</p>`,
  ],
];

const faq: NorthbankPage = {
  path: '/pages/faq',
  lang: 'en',
  title: 'FAQ',
  description:
    'Answers to the questions we get asked most: freshness, grinding, decaf, subscriptions, shipping, returns and gift cards.',
  template: 'page',
  alternate: '/it/pages/faq',
  main: collapsible('Frequently asked questions', faqRows, 'faq'),
};

const about: NorthbankPage = {
  path: '/pages/about',
  lang: 'en',
  title: 'Our story',
  description: 'How two baristas started roasting in a garage in Headingley and ended up in a railway arch.',
  template: 'page',
  alternate: '/it/pages/about',
  main: `${imageWithText(
    'hannah-tom.jpg',
    'Hannah and Tom in front of the roaster',
    `<h1 class="image-with-text__heading inline-richtext h1">Our story</h1>
<div class="image-with-text__text rte body"><p>Northbank started in 2016 in a garage in Headingley, where Hannah Okafor and Tom Reilly, two baristas who had worked together for years, roasted a kilo at a time on a tiny roaster and sold the bags at Kirkgate Market on Saturdays.</p></div>`,
  )}
${pageSection(
  'From a garage to a railway arch',
  `<p>In 2019 we moved into Arch 7 at Northbank Yard, the arch that gave us our name, with a second-hand 5kg roaster. The café followed a year later, right next to the roaster, so that people could taste the coffee where it&rsquo;s roasted. In 2025 we replaced the old roaster with a 15kg Giesen.</p>
<p>Today we are a team of 9. We buy most of our green coffee directly from six producers we visit regularly, in Brazil, Colombia, Ethiopia, Kenya and Rwanda, and we pay them well above the market price.</p>
<p>We roast light to medium, to taste the place a coffee comes from, and we only roast what we&rsquo;ve sold, twice a week.</p>`,
)}`,
};

const contact: NorthbankPage = {
  path: '/pages/contact',
  lang: 'en',
  title: 'Contact us',
  description: 'Get in touch with Northbank Coffee Roasters: email, phone, address and our contact form.',
  template: 'page',
  main: `${pageSection(
    'Contact us',
    `<p>Questions about an order, a subscription or a class? Send us a message and we&rsquo;ll answer within 2 working days.</p>
<p><strong>Email:</strong> <a href="mailto:${NB_EMAIL}">${NB_EMAIL}</a><br>
<strong>Phone:</strong> <a href="tel:+441134960732">${NB_PHONE}</a> (Tuesday to Friday, 9am &ndash; 4pm)<br>
<strong>Wholesale:</strong> <a href="mailto:${NB_WHOLESALE_EMAIL}">${NB_WHOLESALE_EMAIL}</a></p>
<p><strong>Roastery &amp; café:</strong> ${NB_ADDRESS}</p>
<p class="caption">Northbank Coffee Roasters Ltd is registered in England and Wales, company number ${NB_COMPANY_NO}. VAT number GB 318 4471 26.</p>`,
  )}
${shopifySection(
  'contact_form',
  `<div class="color-scheme-1 gradient"><div class="contact page-width page-width--narrow section-contact-padding">
  <h2 class="visually-hidden">Contact form</h2>
  <form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="contact__form"><input type="hidden" name="form_type" value="contact"><input type="hidden" name="utf8" value="✓">
    <div class="contact__fields">
      <div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Name]" value="" placeholder="Name"><label class="field__label" for="ContactForm-name">Name</label></div>
      <div class="field field--with-error"><input autocomplete="email" type="email" id="ContactForm-email" class="field__input" autocorrect="off" autocapitalize="off" aria-required="true" name="contact[email]" spellcheck="false" value="" placeholder="Email"><label class="field__label" for="ContactForm-email">Email <span aria-hidden="true">*</span></label></div>
    </div>
    <div class="field"><input type="tel" id="ContactForm-phone" class="field__input" autocomplete="tel" name="contact[Phone number]" pattern="[0-9\\-]*" value="" placeholder="Phone number"><label class="field__label" for="ContactForm-phone">Phone number</label></div>
    <div class="field"><input type="text" id="ContactForm-order" class="field__input" name="contact[Order number]" value="" placeholder="Order number (if you have one)"><label class="field__label" for="ContactForm-order">Order number (if you have one)</label></div>
    <div class="field"><textarea rows="10" id="ContactForm-body" class="text-area field__input" name="contact[Comment]" placeholder="Comment"></textarea><label class="form__label field__label" for="ContactForm-body">Comment</label></div>
    <div class="contact__button"><button type="submit" class="button">Send</button></div>
  </form>
</div></div>`,
  'section',
)}`,
};

const posts: [path: string, title: string, date: string, iso: string, excerpt: string, author: string][] = [
  [
    '/blogs/journal/meet-our-new-decaf',
    'Meet our new decaf: Colombia El Carmen',
    '8 October 2026',
    '2026-10-08',
    'A decaf that tastes like coffee, from the growers of Inzá, and decaffeinated with nothing but water.',
    'Tom Reilly',
  ],
  [
    '/blogs/journal/sunday-opening-and-a-bigger-roaster',
    'Sunday opening, new hours and a bigger roaster',
    '20 March 2025',
    '2025-03-20',
    'From Sunday 6 April 2025 the café opens on Sundays. Here are our new opening hours.',
    'Hannah Okafor',
  ],
];

const article = (path: string, body: string): NorthbankPage => {
  const [, title, date, iso, excerpt, author] = posts.find(([p]) => p === path)!;
  return {
    path,
    lang: 'en',
    title,
    description: excerpt,
    template: 'article',
    main: shopifySection(
      'main_article',
      `<article class="article-template">
  <div class="article-template__hero-container"><div class="article-template__hero-medium media"><img src="${CDN}/articles/${path.split('/').pop()}.jpg?v=1729&amp;width=1100" alt="" width="1100" height="687" loading="lazy"></div></div>
  <header class="page-width page-width--narrow scroll-trigger animate--fade-in">
    <h1 class="article-template__title">${title}</h1>
    <span class="circle-divider caption-with-letter-spacing"><time datetime="${iso}T09:00:00Z">${date}</time></span>
    <span class="caption-with-letter-spacing">${author}</span>
  </header>
  <div class="article-template__content page-width page-width--narrow rte scroll-trigger animate--slide-in">
${body}
  </div>
  <div class="article-template__social-sharing page-width page-width--narrow"><share-button class="share-button"><button class="share-button__button hidden">Share</button></share-button></div>
  <div class="element-margin-top center"><a href="/blogs/journal" class="article-template__link link animate-arrow"><span class="icon-wrap"><svg aria-hidden="true" focusable="false" class="icon icon-arrow" viewBox="0 0 14 10"><use href="#icon-arrow"></use></svg></span>Back to blog</a></div>
</article>`,
      'section',
    ),
  };
};

const journal: NorthbankPage = {
  path: '/blogs/journal',
  lang: 'en',
  title: 'Journal',
  description: 'News from the roastery: new coffees, café news and brewing notes.',
  template: 'blog',
  main: shopifySection(
    'main_blog',
    `<div class="main-blog page-width section-main-blog-padding">
  <h1 class="title--primary inline-richtext">Journal</h1>
  <div class="blog-articles blog-articles--collage">
${posts
  .map(
    ([
      path,
      title,
      date,
      iso,
      excerpt,
    ]) => `    <div class="blog-articles__article article"><div class="article-card-wrapper card-wrapper underline-links-hover"><div class="card article-card card--standard card--media">
      <div class="card__inner ratio" style="--ratio-percent: 60%;"><div class="article-card__image-wrapper card__media"><div class="article-card__image media media--hover-effect"><img src="${CDN}/articles/${path.split('/').pop()}.jpg?v=1729&amp;width=533" alt="" class="motion-reduce" loading="lazy" width="1100" height="687"></div></div></div>
      <div class="card__content"><div class="card__information">
        <h3 class="card__heading h2"><a href="${path}" class="full-unstyled-link">${title}</a></h3>
        <div class="article-card__info caption-with-letter-spacing h5"><span class="circle-divider"><time datetime="${iso}T09:00:00Z">${date}</time></span></div>
        <p class="article-card__excerpt rte-width">${excerpt}</p>
        <div class="article-card__footer"></div>
      </div></div>
    </div></div></div>`,
  )
  .join('\n')}
  </div>
</div>`,
    'section',
  ),
};

const decafPost = article(
  '/blogs/journal/meet-our-new-decaf',
  `<p>We&rsquo;ve wanted a decaf we&rsquo;re properly proud of for a long time, and this is it. Colombia El Carmen comes from a growers&rsquo; association of 60 families in Inzá, Cauca, and is decaffeinated in Canada by the Swiss Water Process: the green coffee is soaked in water and the caffeine is filtered out through carbon, with no chemical solvents.</p>
<p>In the cup it&rsquo;s cocoa, caramel and a bit of orange. It makes a lovely flat white, and it&rsquo;s now the decaf in the café, so you can have any drink on the menu without the caffeine.</p>
<p>It&rsquo;s in the shop now: <a href="/products/colombia-el-carmen-decaf">Colombia El Carmen Decaf</a>, in 250g and 1kg bags.</p>`,
);

/** The old hours: a post from 2025, before the café moved its closing day to Monday in September 2026. */
const hoursPost = article(
  '/blogs/journal/sunday-opening-and-a-bigger-roaster',
  `<p>Big news from the arch: from Sunday 6 April 2025 the café will be open on Sundays! You asked, we listened.</p>
<p>To give the team a day off, we&rsquo;re closing on Tuesdays instead, which is also when we&rsquo;ll be roasting (along with Fridays) from now on. So from 6 April 2025 our opening hours are:</p>
<ul>
<li>Monday: 8am &ndash; 4pm</li>
<li>Tuesday: closed</li>
<li>Wednesday to Friday: 8am &ndash; 4pm</li>
<li>Saturday: 9am &ndash; 4pm</li>
<li>Sunday: 10am &ndash; 2pm</li>
</ul>
<p>The other news is that our new 15kg roaster has arrived, which means we can roast much more per batch. To celebrate, delivery is free on UK orders over £25 for the whole of April, and Royal Mail delivery stays at £3.95.</p>
<p>See you on a Sunday!</p>`,
);

export const northbankContentPages: NorthbankPage[] = [
  subscriptions,
  cafe,
  classes,
  wholesale,
  shipping,
  faq,
  about,
  contact,
  journal,
  decafPost,
  hoursPost,
];
