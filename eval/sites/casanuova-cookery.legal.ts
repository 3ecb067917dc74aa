import {
  bodyField,
  CASANUOVA_VAT,
  type CasanuovaPage,
  ckTable,
  nodeFull,
} from './casanuova-cookery.layout.ts';

const legal = (nid: number, html: string) =>
  nodeFull({ nid, bundle: 'page', lang: 'en', fields: bodyField(html) });

/** Terms and conditions, privacy and cookie policy: English only, linked from the Italian footer as (EN). */
export const casanuovaLegalPages: CasanuovaPage[] = [
  {
    path: '/terms-and-conditions',
    lang: 'en',
    title: 'Terms &amp; conditions',
    description:
      'Booking terms of Casanuova Cookery School: payment, cancellations and refunds, changes, late arrival, children, allergies, gift vouchers.',
    system: 'node/18',
    bodyClass: 'path-node page-node-type-page',
    content: legal(
      18,
      `<p><em>Last updated: 2 February 2026</em></p>
<p>These terms apply to every booking with Casanuova Cucina S.r.l. (“Casanuova”, “we”), Località Casanuova 7, 53020 Vallerana (SI), Italy, VAT ${CASANUOVA_VAT}.</p>
<h2>1. Bookings</h2>
<p>You can book online through our booking system or by email. Your booking is confirmed when you receive our confirmation email.</p>
<h2>2. Payment</h2>
<ul>
<li><strong>Scheduled classes</strong> (Pasta &amp; Sauces, A Day in the Tuscan Kitchen, Bread &amp; Focaccia, Christmas Baking) are paid in full at the time of booking.</li>
<li><strong>Private classes and villa classes:</strong> a deposit of 50% at booking; the balance is due 14 days before the class.</li>
<li><strong>Cookery weeks:</strong> a deposit of 30% at booking; the balance is due 60 days before arrival.</li>
</ul>
<h2>3. Cancellation by you</h2>
<h3>Scheduled classes</h3>
<ul>
<li>More than 7 days before the class: full refund.</li>
<li>Between 7 days and 48 hours before the class: 50% refund, or you can move to another date once at no charge.</li>
<li>Less than 48 hours before the class, or if you do not show up: no refund.</li>
</ul>
<p>You can always send a friend in your place at no cost: just tell us their name.</p>
<h3>Private classes and villa classes</h3>
<p>More than 30 days before the class: your deposit is refunded. Between 30 and 14 days before: the deposit is kept. Less than 14 days before: the full price is due.</p>
<h3>Cookery weeks</h3>
${ckTable(
  ['When you cancel', 'What you pay'],
  [
    ['More than 60 days before arrival', 'The deposit (30%), which is not refundable'],
    ['60 to 30 days before arrival', '50% of the total price'],
    ['Less than 30 days before arrival', '100% of the total price'],
  ],
)}
<p>We strongly recommend travel insurance that covers cancellation.</p>
<h2>4. Cancellation by us</h2>
<p>If a class does not reach its minimum number of guests, or we have to cancel because of illness or extreme weather, we will offer you another date or a full refund. We are not responsible for travel or accommodation costs you have booked separately.</p>
<h2>5. Changes</h2>
<p>You can change the date of a scheduled class free of charge up to 7 days before the class, subject to availability.</p>
<h2>6. Late arrival</h2>
<p>Classes start on time. If you arrive more than 30 minutes late we may not be able to let you join the hands-on part of the class, and no refund is due.</p>
<h2>7. Children</h2>
<p>Guests under 16 must be accompanied by a parent or guardian who is also booked on the class. Minimum ages are given on each class page.</p>
<h2>8. Allergies and dietary requirements</h2>
<p>Please tell us about allergies and dietary requirements when you book. We adapt our menus, but our kitchen handles flour, nuts, dairy and eggs every day and we cannot guarantee that any dish is free of traces of allergens.</p>
<h2>9. Gift vouchers</h2>
<p>Gift vouchers are valid for 12 months from the date of purchase and are not refundable. They can be extended once by 6 months for a fee of €25.</p>
<h2>10. Photographs</h2>
<p>We sometimes take photos during classes for our website and social media. If you would rather not appear, just tell us on the day.</p>
<h2>11. Safety</h2>
<p>Our kitchen has sharp knives, hot ovens and a wood fire. Please follow the instructions of your teacher. Guests take part at their own risk, except where we have been negligent.</p>
<h2>12. Law and disputes</h2>
<p>These terms are governed by Italian law. For disputes with consumers the court of the consumer’s place of residence has jurisdiction; in all other cases, the court of Siena. You can also use the European Commission’s online dispute resolution platform.</p>`,
    ),
  },
  {
    path: '/privacy-policy',
    lang: 'en',
    title: 'Privacy policy',
    description: 'How Casanuova Cookery School collects and uses your personal data.',
    system: 'node/19',
    bodyClass: 'path-node page-node-type-page',
    content: legal(
      19,
      `<p><em>Last updated: 2 February 2026</em></p>
<h2>Who we are</h2>
<p>The data controller is Casanuova Cucina S.r.l., Località Casanuova 7, 53020 Vallerana (SI), Italy, VAT ${CASANUOVA_VAT}. For anything about your data write to privacy@casanuova-cookery.test.</p>
<h2>What we collect and why</h2>
<ul>
<li><strong>Bookings:</strong> name, email, phone number and the names of your guests, to manage your booking (contract).</li>
<li><strong>Dietary requirements and allergies:</strong> health information, which we use only to prepare your food, with your consent.</li>
<li><strong>Newsletter:</strong> your email address, only if you subscribe (consent). You can unsubscribe from any newsletter.</li>
<li><strong>Contact form:</strong> what you write to us, to answer you.</li>
<li><strong>Invoices:</strong> the data the law requires for accounting and tax purposes (legal obligation).</li>
</ul>
<h2>Who we share it with</h2>
<p>Bókun (online booking), Stripe (card payments), Mailchimp (newsletter), Google Analytics (anonymised statistics, only with your consent) and our accountant. Some of these providers are outside the European Union and are covered by the EU–US Data Privacy Framework or standard contractual clauses.</p>
<h2>How long we keep it</h2>
<p>Booking and invoice data: 10 years, as Italian tax law requires. Dietary and allergy information: deleted 30 days after your class. Newsletter: until you unsubscribe. Contact form messages: 2 years.</p>
<h2>Your rights</h2>
<p>You can ask to see, correct or delete your data, object to its use, or ask for a copy, by writing to privacy@casanuova-cookery.test. You can also complain to the Italian data protection authority, the Garante per la protezione dei dati personali.</p>`,
    ),
  },
  {
    path: '/cookie-policy',
    lang: 'en',
    title: 'Cookie policy',
    description: 'Which cookies casanuova-cookery.test uses and how to change your choice.',
    system: 'node/20',
    bodyClass: 'path-node page-node-type-page',
    content: legal(
      20,
      `<p>This website uses a few cookies. Technical cookies are always on; the others only with your consent, which you give or refuse in the banner at the bottom of the page.</p>
${ckTable(
  ['Cookie', 'What it does', 'Duration'],
  [
    ['cookie-agreed', 'Remembers your cookie choice (EU Cookie Compliance)', '100 days'],
    ['SSESS…', 'Session of our editors when logged in', 'Session'],
    ['_ga, _ga_*', 'Google Analytics statistics, only with consent', '2 years'],
    ['Bókun', 'Booking widget, when you open it', 'Session'],
    ['YouTube, Google Maps', 'Embedded videos and the map, only with consent', 'Set by Google'],
  ],
)}
<p>To change your choice, clear the cookies of this site in your browser: the banner will appear again.</p>`,
    ),
  },
];
