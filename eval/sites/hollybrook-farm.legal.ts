import {
  HB_EMAIL,
  HB_PARTNERSHIP,
  HB_STREET,
  HB_TOWN,
  type HbPage,
  htmlEmbed,
  rich,
  section,
  table,
  titles,
} from './hollybrook-farm.layout.ts';

/**
 * `/terms-and-conditions`: a 2021 template pasted into a text section, whose delivery, subscription, event and
 * voucher clauses contradict the site's own pages.
 */
const terms: HbPage = {
  path: '/terms-and-conditions',
  title: 'Terms & Conditions',
  description: 'Terms and conditions of sale for Hollybrook Farm.',
  sections: [
    section([titles('Terms &amp; Conditions', undefined, { h1: true })]),
    section([
      rich(
        '<h3>1. About us</h3>',
        `This website is operated by ${HB_PARTNERSHIP} trading as Hollybrook Farm (“we”, “us”, “our”), of ${HB_STREET}, ${HB_TOWN}. By placing an order with us you agree to these terms.`,
        '<h3>2. Orders</h3>',
        'All orders are subject to availability and to our acceptance. A contract is formed when we send you an order confirmation by email. We reserve the right to refuse any order.',
        '<h3>3. Prices and payment</h3>',
        'All prices are shown in pounds sterling and include VAT where applicable. Payment is taken at the time of ordering by debit or credit card or PayPal.',
        '<h3>4. Delivery</h3>',
        'We aim to dispatch orders within 3–5 working days by Royal Mail or courier. Delivery charges are shown at checkout. Risk in the goods passes to you on delivery.',
        '<h3>5. Subscriptions</h3>',
        'Where you subscribe to a recurring delivery, a minimum term of 3 months applies. You may cancel your subscription by giving us at least 14 days’ notice in writing. Changes to a scheduled delivery must be made at least 7 days before the delivery date.',
        '<h3>6. Cancellations and returns</h3>',
        'Under the Consumer Contracts Regulations you may cancel most orders within 14 days of receiving your goods. This does not apply to perishable goods such as fresh food, or to goods made to your specification. Refunds are made within 14 days to the original payment method.',
        '<h3>7. Events and tickets</h3>',
        'Tickets for events are non-refundable and cannot be exchanged or transferred. We may cancel an event for reasons beyond our control, in which case we will refund the ticket price in full.',
        '<h3>8. Gift vouchers</h3>',
        'Gift vouchers are valid for 6 months from the date of purchase and cannot be exchanged for cash.',
        '<h3>9. Liability</h3>',
        'Nothing in these terms limits our liability for death or personal injury caused by our negligence. We are not liable for losses that were not foreseeable when the contract was formed.',
        '<h3>10. Law</h3>',
        'These terms are governed by the law of England and Wales.',
        '<em>These terms were last updated on 2 May 2021.</em>',
      ),
    ]),
  ],
};

/** `/privacy-policy`. */
const privacy: HbPage = {
  path: '/privacy-policy',
  title: 'Privacy Policy',
  description: 'How Hollybrook Farm collects and uses your personal data.',
  sections: [
    section([titles('Privacy Policy', undefined, { h1: true })]),
    section([
      rich(
        `${HB_PARTNERSHIP} (Hollybrook Farm) is the controller of the personal data we collect through this website, in our farm shop and for our veg box scheme.`,
        '<h3>What we collect</h3>',
        'Your name, email address, phone number and delivery address when you order a veg box, book an event, a party or a school visit, buy from our online shop or contact us; and your email address if you sign up to our newsletter.',
        '<h3>How we use it</h3>',
        'To deliver your orders and bookings, to take payment, to answer your messages and, if you agreed, to send you our newsletter. We never sell your data.',
        '<h3>Who we share it with</h3>',
        'Our website platform (Strikingly), our payment providers (Stripe and PayPal), our event booking provider and our email newsletter provider, only as needed to provide our services.',
        '<h3>How long we keep it</h3>',
        'Order and booking records for 6 years, for our accounts. Newsletter subscribers until they unsubscribe.',
        '<h3>Your rights</h3>',
        `You can ask to see, correct or delete your data, or object to how we use it, by emailing ${HB_EMAIL}. You can also complain to the Information Commissioner’s Office (ico.org.uk).`,
        '<em>Last updated: March 2023.</em>',
      ),
    ]),
  ],
};

/** `/cookie-policy`: the cookies in a pasted table. */
const cookies: HbPage = {
  path: '/cookie-policy',
  title: 'Cookie Policy',
  description: 'The cookies used on the Hollybrook Farm website.',
  sections: [
    section([titles('Cookie Policy', undefined, { h1: true })]),
    section([
      rich(
        'Cookies are small text files stored on your device when you visit a website. We use the cookies below. Strictly necessary cookies are always on; the others are only set if you click Accept on our cookie notice.',
      ),
      htmlEmbed(
        table(
          ['Cookie', 'Set by', 'Purpose', 'Expires'],
          [
            [
              '__strk_session',
              'Strikingly',
              'Keeps the site and your shopping cart working (necessary)',
              'End of session',
            ],
            ['s_cookie_consent', 'Strikingly', 'Remembers your cookie choice (necessary)', '1 year'],
            ['_ga, _ga_*', 'Google Analytics', 'Counts visits and how the site is used', '2 years'],
            ['_fbp', 'Facebook', 'Measures our Facebook adverts', '3 months'],
          ],
        ),
      ),
      rich(
        'You can change your choice at any time by clearing your cookies, or block cookies in your browser settings.',
      ),
    ]),
  ],
};

export const hbLegalPages: HbPage[] = [terms, privacy, cookies];
