import { classTeasers } from './casanuova-cookery.classes.ts';
import { journalBlock } from './casanuova-cookery.journal.ts';
import {
  bodyField,
  CASANUOVA_BOOKING,
  CASANUOVA_EMAIL,
  CASANUOVA_MOBILE,
  CASANUOVA_PHONE,
  CASANUOVA_PHONE_HREF,
  CASANUOVA_WHATSAPP_HREF,
  type CasanuovaPage,
  ckTable,
  faqDetails,
  inlineField,
  nodeFull,
  paragraph,
  sections,
  textField,
  viewPage,
} from './casanuova-cookery.layout.ts';

const ABOUT: [string, string] = ['About', '/about-us'];

/**
 * A Bókun availability calendar pasted into the body in Source mode: its two wrapper `<div>`s are never
 * closed, so everything after it (closed days, office hours) ends up inside the widget's container.
 */
const bokunWidget = `<div class="bokunWidget-wrapper" style="max-width:100%;min-height:420px">
<div class="bokunWidget" data-src="${CASANUOVA_BOOKING}/experience-calendar/412876">
<noscript>Please enable javascript in your browser to book</noscript>
<script type="text/javascript" src="https://widgets.bokun.example/assets/javascripts/apps/build/BokunWidgetsLoader.js?bookingChannelUUID=7c41e2d0-casanuova" async></script>`;

/**
 * The Gift Up! checkout snippet pasted from the vendor's e-mail: it brought the closing tags of the page it
 * was copied from, which close the body field, the node content and the article before the voucher rules.
 */
const giftUpWidget = `<div class="gift-up-target" data-site-id="a7f2c4e1-55b0-4d8e-9c3a-0e61f7d2b9a4" data-platform="Other" data-language="en-GB" data-product-id="" data-group-id=""></div>
<script type="text/javascript">
(function (g, i, f, t, u, p, s) {
    g[u] = g[u] || function() { (g[u].q = g[u].q || []).push(arguments) };
    p = i.createElement(f); p.async = 1; p.src = t;
    s = i.getElementsByTagName(f)[0]; s.parentNode.insertBefore(p, s);
})(window, document, "script", "https://cdn.giftup.example/gift-up.js", "giftup");
</script>
</div></div></article>`;

const faq: [string, string][] = [
  [
    'Do I need any cooking experience?',
    '<p>Not at all. Our guests range from people who have never boiled an egg to keen home cooks and the odd professional chef on holiday. Everybody goes home with something new.</p>',
  ],
  [
    'Can you cater for vegetarians, vegans and food allergies?',
    '<p>Vegetarians always: just tell us when you book. Vegan menus are possible in the full-day and private classes and in the cookery weeks, with at least 48 hours’ notice.</p><p>Nut allergies: tell us and we leave nuts out, but we cannot guarantee a nut-free kitchen. Coeliac disease: the Pasta &amp; Sauces class is not suitable, as there is flour in the air all morning; the full day and the private classes can be made gluten-free if you tell us at least 7 days in advance.</p>',
  ],
  [
    'Can children come?',
    '<p>Children from 8 to 15 can join Pasta &amp; Sauces with a paying adult (€95). A Day in the Tuscan Kitchen is for ages 14 and up. Private classes are open to children of any age.</p>',
  ],
  [
    'What should I wear and bring?',
    '<p>Comfortable closed shoes and clothes you don’t mind getting floury; tie long hair back. We lend you an apron for the class. You don’t need to bring anything else, not even a notebook: the recipes come by email.</p>',
  ],
  [
    'Is wine included?',
    '<p>Yes: lunch is served with wine from our neighbours in Montepulciano and Montalcino, and there are soft drinks for drivers and children.</p>',
  ],
  [
    'Can we take home what we cook?',
    '<p>Whatever you don’t eat at lunch, yes: we give you a box. Fresh pasta keeps for 2 days in the fridge.</p>',
  ],
  [
    'How do I pay?',
    '<p>Scheduled classes are paid in full when you book online, by card (Visa, Mastercard, American Express), Apple Pay or Google Pay. Cookery weeks and private classes: bank transfer or card. We don’t accept cheques. Cash is fine in our shop.</p>',
  ],
  [
    'Can I buy your olive oil?',
    '<p>Yes, in the farmhouse shop, along with aprons and Harriet’s book <em>The Casanuova Kitchen</em> (€28). The new oil is ready in November. We ship within the EU but, sorry, not to the UK.</p>',
  ],
  [
    'Is Casanuova accessible for wheelchair users?',
    '<p>The kitchen, the dining room and one bathroom are on the ground floor with step-free access. The guest rooms are on the first floor and there is no lift.</p>',
  ],
  [
    'Are there animals at Casanuova?',
    '<p>Yes: two dogs, Biscotto and Nellie, a few hens and a very old cat. The dogs stay out of the kitchen, but if you are allergic please tell us.</p>',
  ],
  [
    'What if it rains?',
    '<p>The classes are indoors. The market visit goes ahead in any weather: bring an umbrella.</p>',
  ],
  [
    'Do you run classes on Sundays?',
    '<p>No. Sunday is our day off, and the day our cookery week guests arrive.</p>',
  ],
  [
    'I’m travelling alone. Is that OK?',
    '<p>Of course: many of our guests come on their own, and you will not be alone at the table. In the cookery weeks there is a single room supplement of €450.</p>',
  ],
];

/** The English front page, the calendar, the farmhouse, vouchers, about us, directions, FAQ and contact. */
export const casanuovaInfoPages: CasanuovaPage[] = [
  {
    path: '/',
    lang: 'en',
    title: 'Cookery classes in Tuscany',
    description:
      'Hands-on cookery classes in English in a Tuscan farmhouse in the Val d’Orcia: pasta classes, a full day with market visit, private classes and cookery weeks.',
    system: 'node/1',
    bodyClass: 'path-frontpage page-node-type-page',
    hideTitle: true,
    content: nodeFull({
      nid: 1,
      bundle: 'page',
      lang: 'en',
      fields: sections([
        paragraph(
          'hero',
          `<div class="field field--name-field-image field--type-image field--label-hidden field__item">  <img loading="eager" src="/sites/default/files/styles/hero_1920/public/2024-02/casanuova-kitchen-table.jpg?itok=3pQxW1aZ" width="1920" height="900" alt="The long table in the Casanuova kitchen, set for lunch" class="image-style-hero-1920" />
</div>
${textField(
  'hero-text',
  `<h2>Cook, eat and laugh in a Tuscan farmhouse</h2>
<p>Hands-on cookery classes in English in the Val d’Orcia, between Pienza and Montepulciano, since 2014.</p>
<p><a class="button button--primary" href="/classes">See our classes</a></p>`,
)}`,
        ),
        paragraph(
          'text',
          textField(
            'text',
            `<p>Casanuova is our home: an old stone farmhouse among olive trees and wheat fields, four kilometres from the village of Vallerana. Here Harriet, James and Marisa teach the food of southern Tuscany the way it is cooked in the houses around us. Small groups (never more than 10 in a scheduled class), one long wooden table, and lunch with wine at the end of every class.</p>`,
          ),
        ),
        paragraph(
          'highlight',
          textField(
            'text',
            `<h3>Christmas Baking – Saturday 12 December 2026</h3>
<p>10am–1pm. Panforte, ricciarelli and cantucci to take home in a tin. €110 per person, children 8–15 €60.</p>
<p>It is our last class before the winter break: we are closed from 13 December and reopen on Monday 1 March 2027.</p>
<p><a href="${CASANUOVA_BOOKING}/experience/christmas-baking" target="_blank" rel="noopener">Book Christmas Baking</a></p>`,
          ),
        ),
        paragraph(
          'view-reference',
          `<h2>Our classes</h2>
${viewPage('classes', 'block_1', classTeasers.join('\n'))}`,
        ),
        paragraph(
          'quote',
          textField(
            'text',
            '<blockquote><p>“The best day of our whole holiday. Marisa’s pici are now a Sunday ritual in our house.”</p><p>— Claire and Tom, Leeds (Tripadvisor)</p></blockquote>',
          ),
        ),
      ]),
    }),
    below: journalBlock,
  },
  {
    path: '/calendar',
    lang: 'en',
    title: 'Dates &amp; opening times',
    description:
      'When our classes run: the 2026 and 2027 seasons, the winter break, our weekly timetable, closed days and office hours.',
    system: 'node/7',
    bodyClass: 'path-node page-node-type-page',
    content: nodeFull({
      nid: 7,
      bundle: 'page',
      lang: 'en',
      fields: bodyField(`<h2>Season 2026</h2>
<p>Classes run from 2 March to 12 December 2026. Our last class of the year is Christmas Baking on Saturday 12 December.</p>
<h2>Winter break</h2>
<p>We are closed from 13 December 2026 to 28 February 2027: no classes and no office hours. We answer emails within 3 working days. <a href="/gift-vouchers">Gift vouchers</a> can be bought online at any time.</p>
<h2>Season 2027</h2>
<p>We reopen on <strong>Monday 1 March 2027</strong>. New this year: Bread &amp; Focaccia on Saturdays from 6 March 2027.</p>
<h2>Our week</h2>
${ckTable(
  ['Day', 'Class', 'Time'],
  [
    ['Monday', 'Pasta &amp; Sauces', '9:30–13:30'],
    ['Tuesday', 'A Day in the Tuscan Kitchen', '8:45–16:30'],
    ['Wednesday', 'Pasta &amp; Sauces', '9:30–13:30'],
    ['Thursday', 'A Day in the Tuscan Kitchen', '8:45–16:30'],
    ['Friday', 'Pasta &amp; Sauces', '9:30–13:30'],
    ['Saturday', 'Private classes; Bread &amp; Focaccia from 6 March 2027', '9:30–13:00'],
    ['Sunday', 'Closed', '–'],
  ],
)}
<p>During the cookery weeks (18–23 April, 16–21 May, 13–18 June, 12–17 September and 10–15 October 2027) there is no full-day class on Tuesday and Thursday.</p>
<h2>Availability</h2>
${bokunWidget}
<h2>Closed days 2027</h2>
<p>Besides Sundays, we are closed on Easter Monday (29 March 2027), 1 May, 2 June and 15 August.</p>
<h2>Office hours</h2>
<p>Monday to Friday 9:00–17:00<br>Saturday 9:00–12:00<br>Sunday closed</p>
<p>We are in the kitchen most mornings: if we don’t pick up, leave a message or send us a WhatsApp.</p>`),
    }),
  },
  {
    path: '/the-farmhouse',
    lang: 'en',
    title: 'The farmhouse',
    description:
      'Stay at Casanuova during a cookery week: four en-suite rooms in an 18th-century farmhouse, a saltwater pool and views over the Val d’Orcia.',
    system: 'node/8',
    bodyClass: 'path-node page-node-type-page',
    content: nodeFull({
      nid: 8,
      bundle: 'page',
      lang: 'en',
      fields: `${bodyField(`<p>Casanuova was built in 1780 for the family who farmed these fields for the big estate down the valley. Today it has four guest rooms, each with its own bathroom, a loggia for breakfast, a saltwater pool and a view across the Val d’Orcia to Monte Amiata.</p>
<p><strong>Our rooms are only for cookery week guests: we don’t take B&amp;B bookings.</strong></p>
<h2>The rooms</h2>
${ckTable(
  ['Room', 'Beds', 'Bathroom', 'Floor'],
  [
    ['Il Fienile', 'King-size double or twin', 'Shower', 'First floor'],
    ['La Limonaia', 'Double', 'Bath and shower', 'First floor'],
    ['La Loggia', 'King-size double or twin, private terrace', 'Shower', 'First floor'],
    ['La Colombaia', 'Double (our smallest room, in the tower)', 'Shower', 'Second floor, steep stairs'],
  ],
)}`)}
${inlineField('check-in', 'Check-in', 'Sunday from 4pm')}
${inlineField('check-out', 'Check-out', 'Friday by 10:30am')}
${inlineField('wifi', 'Wi-Fi', 'Free throughout the house')}
${inlineField('air-conditioning', 'Air conditioning', 'In all rooms')}
${inlineField('pool', 'Pool', '12 × 5 m, salt water, open from 15 May to 30 September')}
${inlineField('pets', 'Pets', 'Sorry, no pets in the house')}
${inlineField('smoking', 'Smoking', 'Outdoors only')}
${bodyField('<p>There are no TVs in the rooms, and nobody has ever complained. Hairdryers, bathrobes and pool towels are provided. There is no lift: if stairs are a problem, tell us and we will give you Il Fienile, nearest the staircase.</p>')}`,
    }),
  },
  {
    path: '/gift-vouchers',
    lang: 'en',
    title: 'Gift vouchers',
    description:
      'Give a cookery class in Tuscany: gift vouchers for a class or any amount from €50, by email or by post.',
    system: 'node/9',
    bodyClass: 'path-node page-node-type-page',
    content: nodeFull({
      nid: 9,
      bundle: 'page',
      lang: 'en',
      fields:
        bodyField(`<p>A morning at the pasta board or a week in the farmhouse: a class at Casanuova makes a present people remember. Choose a voucher for a specific class (Pasta &amp; Sauces €145, A Day in the Tuscan Kitchen €235) or a money voucher of any amount from €50.</p>
<h3>How it arrives</h3>
<p><strong>By email:</strong> a printable PDF straight after payment, free.<br><strong>By post:</strong> a printed card in a linen envelope, €8, to Italy and the UK only; allow 7 working days. The last day to order a posted voucher for Christmas is 10 December 2026.</p>
${giftUpWidget}
<h3>Using your voucher</h3>
<p>Vouchers are valid for 12 months from the date of purchase. They can be used for any class, a cookery week or in our shop.</p>
<p>Vouchers are not refundable and cannot be exchanged for cash. Once, before it expires, a voucher can be extended by 6 months for a fee of €25.</p>
<p>To redeem a voucher, enter its code at checkout when you book online, or give it to us when you book by email.</p>`),
    }),
  },
  {
    path: '/about-us',
    lang: 'en',
    title: 'Our story',
    description:
      'Harriet, James and Marisa, and how two Brits came to teach Tuscan cooking in the Val d’Orcia.',
    system: 'node/10',
    bodyClass: 'path-node page-node-type-page',
    trail: [ABOUT],
    content: nodeFull({
      nid: 10,
      bundle: 'page',
      lang: 'en',
      fields: sections([
        paragraph(
          'text',
          textField(
            'text',
            `<p>Harriet and James Pendle came to the Val d’Orcia on holiday in 2009 and never really left. In 2011 they bought Casanuova, a stone farmhouse from 1780 that had stood empty for twenty years, and spent three years restoring it with builders from Vallerana. The first class was on 12 April 2014.</p>`,
          ),
        ),
        paragraph(
          'person',
          `<h2 class="field field--name-field-name">Harriet Pendle</h2>
${textField(
  'bio',
  '<p>Harriet trained at Leiths School of Food and Wine in London and cooked in London restaurants for ten years, the last four as head chef of a small Italian restaurant in Islington. She teaches most of our classes, the bread class and the villa classes.</p>',
)}`,
        ),
        paragraph(
          'person',
          `<h2 class="field field--name-field-name">James Pendle</h2>
${textField(
  'bio',
  '<p>James taught geography in a Bristol secondary school for fifteen years. He holds the WSET Level 3 Award in Wines, chooses the wines and looks after the cellar, drives the minibus and mends everything that breaks.</p>',
)}`,
        ),
        paragraph(
          'person',
          `<h2 class="field field--name-field-name">Marisa Bernardini</h2>
${textField(
  'bio',
  '<p>Marisa was born in Vallerana and has cooked for the village festa for forty years. She has taught our pasta class since 2015. Marisa speaks Italian only: Harriet translates, and by the end of the morning everybody understands her anyway.</p>',
)}`,
        ),
        paragraph(
          'text',
          `<h2>The farm</h2>
${textField(
  'text',
  '<p>Seven hectares of land, 380 olive trees (Frantoio, Leccino and Moraiolo), a vegetable garden, a dozen hens and a wood-fired bread oven. Our dogs Biscotto and Nellie will greet you in the courtyard.</p><p>Tripadvisor Travellers’ Choice 2024 and 2025.</p>',
)}`,
        ),
      ]),
    }),
  },
  {
    path: '/getting-here',
    lang: 'en',
    title: 'Getting here',
    description:
      'How to reach Casanuova Cookery School near Vallerana (Siena): by car from Florence, Rome and Siena, by train to Chiusi-Chianciano Terme, parking.',
    system: 'node/11',
    bodyClass: 'path-node page-node-type-page',
    content: nodeFull({
      nid: 11,
      bundle: 'page',
      lang: 'en',
      fields: `${bodyField(`<p>Casanuova is in the countryside 4 km south of the village of Vallerana, between Pienza and Chianciano Terme, in the province of Siena.</p>
<p><strong>Address:</strong> Località Casanuova 7, 53020 Vallerana (SI)<br><strong>GPS:</strong> 43.0581, 11.7316</p>
<h2>By car</h2>
<p><strong>From Florence</strong> (about 1 hour 45 minutes): A1 motorway towards Rome, exit Valdichiana, then follow the signs for Pienza and Vallerana.<br><strong>From Rome</strong> (about 2 hours 15 minutes): A1 towards Florence, exit Chiusi-Chianciano Terme, then Chianciano and Vallerana.<br><strong>From Siena</strong> (about 1 hour): the SR2 Cassia south to San Quirico d’Orcia, then Pienza and Vallerana.</p>
<h3>The last stretch</h3>
<p>In Vallerana turn right at the Bar Sport towards Poggio Alto; after 2.5 km turn left at our sign. The last 1.5 km is a gravel road (a <em>strada bianca</em>): fine for any car, just drive slowly. <strong>Please don’t follow your sat nav to “Casanuova di Sotto”</strong>, a different farm 3 km away!</p>
<h2>By train</h2>
<p>The nearest station is Chiusi-Chianciano Terme, 25 minutes by car, on the Florence–Rome line. There is no bus to Casanuova: book a taxi (about €60 each way) with Taxi Vallerana, +39 338 402 7719. Cookery week guests are picked up free of charge on Sunday at 4pm.</p>
<h2>Airports</h2>
<ul>
<li>Perugia: 1 hour 15 minutes</li>
<li>Florence: 1 hour 45 minutes</li>
<li>Rome Fiumicino: 2 hours 30 minutes</li>
<li>Pisa: 2 hours 30 minutes</li>
</ul>
<h2>Parking</h2>
<p>Free parking in our courtyard, with room for 10 cars. One EV charging point (Type 2, 7 kW): free for cookery week guests, €10 per charge for day guests.</p>`)}
<div class="eu-cookie-compliance-blocked-embed" data-eu-cookie-category="marketing"><p>Accept marketing cookies to see the Google map, or <a href="https://maps.google.example/?q=43.0581,11.7316" target="_blank" rel="noopener">open it in Google Maps</a>.</p><!-- <iframe src="https://www.google.example/maps/embed?pb=!1m18!1m12!1m3!1d2890.4" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe> --></div>`,
    }),
  },
  {
    path: '/faq',
    lang: 'en',
    title: 'Frequently asked questions',
    description:
      'Questions about our cookery classes: experience, allergies, children, payment, wine, accessibility and more.',
    system: 'node/12',
    bodyClass: 'path-node page-node-type-faq',
    trail: [ABOUT],
    content: nodeFull({
      nid: 12,
      bundle: 'faq',
      lang: 'en',
      fields: `${bodyField('<p>Can’t find your answer here? <a href="/contact">Ask us</a>: we usually reply within one working day.</p>')}
${faqDetails(faq)}`,
    }),
  },
  {
    path: '/contact',
    lang: 'en',
    title: 'Contact',
    description: 'Phone, WhatsApp, email and office hours of Casanuova Cookery School, and our contact form.',
    system: 'webform/contact',
    bodyClass: 'path-webform',
    content: `<div class="webform-description">${bodyField(`<p>The quickest way to reach us is by phone or WhatsApp during office hours. We reply to emails within one working day (within 3 working days during the winter break).</p>
<p><strong>Phone:</strong> <a href="${CASANUOVA_PHONE_HREF}">${CASANUOVA_PHONE}</a><br><strong>WhatsApp:</strong> <a href="${CASANUOVA_WHATSAPP_HREF}">${CASANUOVA_MOBILE}</a> (Harriet – messages and calls)<br><strong>Email:</strong> <a href="mailto:${CASANUOVA_EMAIL}">${CASANUOVA_EMAIL}</a></p>
<p><strong>Office hours:</strong> Monday to Friday 9:00–17:00, Saturday 9:00–12:00, Sunday closed. During the winter break (13 December 2026 – 28 February 2027): email only.</p>
<p><strong>Address:</strong> Località Casanuova 7, 53020 Vallerana (SI), Italy. Popping by? Please call first: we might be in the middle of a class.</p>`)}</div>
<form class="webform-submission-form webform-submission-add-form webform-submission-contact-form webform-submission-contact-add-form webform-submission-contact-webform-contact-form webform-submission-contact-webform-contact-add-form js-webform-details-toggle webform-details-toggle" data-drupal-selector="webform-submission-contact-webform-contact-add-form" action="/contact" method="post" id="webform-submission-contact-webform-contact-add-form" accept-charset="UTF-8">
  <div class="js-form-item form-item js-form-type-textfield form-type--textfield js-form-item-name form-item--name">
      <label for="edit-name" class="form-item__label js-form-required form-required">Your name</label>
        <input data-drupal-selector="edit-name" type="text" id="edit-name" name="name" value="" size="60" maxlength="255" class="form-text required form-element form-element--type-text form-element--api-textfield" required="required" aria-required="true" />
        </div>
<div class="js-form-item form-item js-form-type-email form-type--email js-form-item-email form-item--email">
      <label for="edit-email" class="form-item__label js-form-required form-required">Your email</label>
        <input data-drupal-selector="edit-email" type="email" id="edit-email" name="email" value="" size="60" maxlength="254" class="form-email required form-element form-element--type-email form-element--api-email" required="required" aria-required="true" />
        </div>
<div class="js-form-item form-item js-form-type-tel form-type--tel js-form-item-phone form-item--phone">
      <label for="edit-phone" class="form-item__label">Phone (optional)</label>
        <input data-drupal-selector="edit-phone" type="tel" id="edit-phone" name="phone" value="" size="30" maxlength="128" class="form-tel form-element form-element--type-tel form-element--api-tel" />
        </div>
<div class="js-form-item form-item js-form-type-select form-type--select js-form-item-class form-item--class">
      <label for="edit-class" class="form-item__label">Which class are you interested in?</label>
        <select data-drupal-selector="edit-class" id="edit-class" name="class" class="form-select form-element form-element--type-select"><option value="" selected="selected">- Select -</option><option value="pasta">Pasta &amp; Sauces</option><option value="day">A Day in the Tuscan Kitchen</option><option value="bread">Bread &amp; Focaccia</option><option value="private">A private class</option><option value="villa">A class at our villa</option><option value="week">A cookery week</option><option value="voucher">A gift voucher</option><option value="other">Something else</option></select>
        </div>
<div class="js-form-item form-item js-form-type-date form-type--date js-form-item-date form-item--date">
      <label for="edit-date" class="form-item__label">Preferred date</label>
        <input type="date" data-drupal-selector="edit-date" id="edit-date" name="date" value="" class="form-date form-element form-element--type-date" />
        </div>
<div class="js-form-item form-item js-form-type-number form-type--number js-form-item-people form-item--people">
      <label for="edit-people" class="form-item__label">Number of people</label>
        <input data-drupal-selector="edit-people" type="number" id="edit-people" name="people" value="" step="1" min="1" max="20" class="form-number form-element form-element--type-number" />
        </div>
<div class="js-form-item form-item js-form-type-textfield form-type--textfield js-form-item-diet form-item--diet">
      <label for="edit-diet" class="form-item__label">Dietary requirements or allergies</label>
        <input data-drupal-selector="edit-diet" type="text" id="edit-diet" name="diet" value="" size="60" maxlength="255" class="form-text form-element form-element--type-text" />
        </div>
<div class="js-form-item form-item js-form-type-textarea form-type--textarea js-form-item-message form-item--message">
      <label for="edit-message" class="form-item__label js-form-required form-required">Message</label>
        <div class="form-textarea-wrapper"><textarea data-drupal-selector="edit-message" id="edit-message" name="message" rows="5" cols="60" class="form-textarea required form-element form-element--type-textarea" required="required" aria-required="true"></textarea></div>
        </div>
<div class="js-form-item form-item js-form-type-checkbox form-type--checkbox js-form-item-privacy form-item--privacy">
        <input data-drupal-selector="edit-privacy" type="checkbox" id="edit-privacy" name="privacy" value="1" class="form-checkbox required form-boolean form-boolean--type-checkbox" required="required" aria-required="true" />
        <label for="edit-privacy" class="form-item__label option js-form-required form-required">I have read the <a href="/privacy-policy">privacy policy</a></label>
      </div>
<div data-drupal-selector="edit-actions" class="form-actions webform-actions js-form-wrapper form-wrapper" id="edit-actions--3"><input class="webform-button--submit button button--primary js-form-submit form-submit" data-drupal-selector="edit-actions-submit" type="submit" id="edit-actions-submit" name="op" value="Send message" />
</div>
<input autocomplete="off" data-drupal-selector="form-k2v9" type="hidden" name="form_build_id" value="form-K2v9pQwErTy8uIoP3aSdFgHjKlZxCvBnM1" />
<input data-drupal-selector="edit-webform-submission-contact-webform-contact-add-form" type="hidden" name="form_id" value="webform_submission_contact_webform_contact_add_form" />
</form>
<div class="webform-confirmation" style="display:none"><div class="webform-confirmation__message">Thank you! We will get back to you within one working day.</div></div>`,
  },
];
