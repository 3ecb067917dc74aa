import {
  a,
  b,
  GA_COMPANY,
  GA_COMPANY_NO,
  GA_EMAIL,
  GA_POSTCODE,
  GA_STREET,
  GA_TOWN,
  type GlenardochPage,
  mail,
} from './glenardoch-distillery.layout.ts';

/**
 * The terms that came with the first web shop in 2021, copied from a template and kept because the footer's
 * page list still shows them, with a line added on top: delivery to any UK address including Northern Ireland,
 * the Channel Islands and BFPO, £4.95 and free over £50, Royal Mail within 5 working days, parcels left in a
 * safe place, 30-day returns, tours cancelled up to 24 hours before, no children under 12 on tours, vouchers
 * valid 6 months, cash, card or cheque, and the old trading name.
 */
const terms2021: GlenardochPage = {
  path: '/terms-and-conditions',
  name: 'Terms &amp; Conditions',
  permalink: 'terms-and-conditions',
  type: 'custom',
  content: `${b('ARCHIVED &ndash; 2021 version, no longer in force.')} These terms came with our first web shop in 2021 and are kept here for reference only. Our current delivery, returns and tour rules are on the ${a('Delivery &amp; Returns', '/delivery-returns')}, ${a('Tours &amp; Tastings', '/tours')} and ${a('FAQ', '/faq')} pages.

<h2>Terms and Conditions of Sale (2021)</h2>

These terms apply to all orders placed with Glenardoch Spirits, Mill of Ardoch, Archiestown, Aberlour AB38 7QZ.

1. Delivery. We deliver to all UK addresses, including Northern Ireland, the Channel Islands and BFPO addresses. Delivery costs £4.95 per order and is free on orders over £50. Orders are dispatched by Royal Mail within 5 working days.

2. Safe place. If no one is home, parcels may be left in a safe place or with a neighbour.

3. Returns. Goods may be returned within 30 days of delivery for a full refund.

4. Tours. Tour bookings may be cancelled up to 24 hours in advance for a full refund. Children under 12 are not permitted on distillery tours.

5. Gift vouchers. Gift vouchers are valid for 6 months from the date of issue and are non-refundable.

6. Payment. Payment may be made by cash, card or cheque at the distillery, or by card online.

7. Age. You must be 18 or over to purchase alcohol. We reserve the right to cancel any order where we are not satisfied that the customer is over 18.`,
};

const privacy: GlenardochPage = {
  path: '/privacy',
  name: 'Privacy',
  permalink: 'privacy',
  type: 'custom',
  content: `Last updated: 2 February 2026

${GA_COMPANY} (registered in Scotland, no. ${GA_COMPANY_NO}), ${GA_STREET}, ${GA_TOWN} ${GA_POSTCODE}, is responsible for the personal information you give us.

<h3>What we collect</h3>
- Your name, address, email and phone number when you order from our shop, which runs on Big Cartel; payments are handled by Stripe and PayPal, and we never see your card details.
- Your name, email and phone number when you book a tour.
- What you write in our contact form.
- Your email address, if you sign up to our newsletter (you can unsubscribe at any time).

<h3>How long we keep it</h3>
Order records are kept for 6 years for our accounts. Tour bookings are deleted 12 months after your visit.

<h3>Your rights</h3>
You can ask for a copy of your information, or ask us to correct or delete it, by emailing ${mail(GA_EMAIL)}. You can also complain to the Information Commissioner's Office at ico.org.uk.`,
};

export const glenardochLegalPages: GlenardochPage[] = [terms2021, privacy];
