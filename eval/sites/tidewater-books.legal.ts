import {
  a,
  b,
  h2,
  i,
  p,
  TIDE_COMPANY,
  TIDE_COMPANY_NO,
  TIDE_EMAIL,
  TIDE_PHONE,
  TIDE_STREET,
  TIDE_TOWN,
  type TidePage,
} from './tidewater-books.layout.ts';

const PRIVACY_EMAIL = 'privacy@tidewater-books.test';

/** The privacy policy and the terms of sale, as the owners adapted them from the Booksellers Association's. */
export const tideLegalPages: TidePage[] = [
  {
    path: '/privacy',
    title: 'Privacy policy',
    description: 'How Tidewater Books & Coffee collects, uses and looks after your personal data.',
    kind: 'page',
    body: [
      p(i('Last updated: 3 February 2025')),
      h2('Who we are'),
      p(
        `${TIDE_COMPANY} (company no. ${TIDE_COMPANY_NO}), ${TIDE_STREET}, ${TIDE_TOWN}, runs Tidewater Books &amp; Coffee and this website, and is the data controller for the personal data described here. You can reach us by email at ${a(PRIVACY_EMAIL, `mailto:${PRIVACY_EMAIL}`)} or by phone on ${TIDE_PHONE}.`,
      ),
      h2('What data we collect and why'),
      p(
        `${b('Newsletter and members.')} When you subscribe on this website, Ghost (our website platform) stores your email address and, if you give it, your name, so that we can send you our newsletter. You can unsubscribe from any email, or delete your account, at any time.`,
        `${b('Book Parcel.')} To send your parcels we keep your name, postal address, email address, phone number (if you give it) and the reading preferences you tell us about. Subscription payments are taken by Stripe; we never see or store your full card details.`,
        `${b('Event tickets.')} Online tickets are sold through Ticket Tailor, which collects your name, email address and payment details and shares your name and email with us so that we can contact you about the event.`,
        `${b('Orders and reservations.')} When you order or reserve a book we take your name and a phone number or email address, so we can tell you when it has arrived. We delete these details three months after the order is collected.`,
        `${b('Buying your books.')} When we buy books from you for more than &pound;100 we record your name and address, as our insurers require.`,
      ),
      h2('CCTV'),
      p(
        'We have CCTV in the shop and the caf&eacute; for the safety of our customers and staff. Recordings are kept for 31 days and then deleted automatically, unless we need them to deal with an incident.',
      ),
      h2('Cookies'),
      p(
        'Ghost sets cookies that keep members signed in (ghost-members-ssr) and that remember which page you signed up from. We count visits with a privacy-friendly counter that doesn&rsquo;t use cookies or store your IP address. Our cookie banner remembers your choice in your browser&rsquo;s local storage. The Ticket Tailor and Stripe pages we link to set cookies of their own.',
      ),
      h2('Sharing your data'),
      p(
        'We never sell your data. We share it only with the services named above (Ghost, Stripe, Ticket Tailor, Royal Mail for Book Parcel labels) and with our accountant, who keeps our sales records for six years as HMRC requires.',
      ),
      h2('Your rights'),
      p(
        `You can ask for a copy of the personal data we hold about you, ask us to correct or delete it, or object to how we use it. Email ${a(PRIVACY_EMAIL, `mailto:${PRIVACY_EMAIL}`)} or write to us at the address above, and we&rsquo;ll reply within a month. If you&rsquo;re unhappy with our answer you can complain to the Information Commissioner&rsquo;s Office (ico.org.uk).`,
      ),
    ].join(''),
  },
  {
    path: '/terms',
    title: 'Terms of sale',
    description: 'Terms and conditions for orders, Book Parcel subscriptions, event tickets and gift cards.',
    kind: 'page',
    body: [
      p(
        `These terms apply when you buy from ${TIDE_COMPANY} (company no. ${TIDE_COMPANY_NO}, VAT no. GB 284 6613 07), ${TIDE_STREET}, ${TIDE_TOWN}, in the shop, by phone, by email or through this website. Questions: ${a(TIDE_EMAIL, `mailto:${TIDE_EMAIL}`)}.`,
      ),
      h2('1. Orders and reservations'),
      p(
        '1.1 We do not take a deposit for special orders; payment is due when you collect. Special orders are held for 14 days after we tell you they have arrived, reserved books for 7 days.',
        '1.2 Delivery times we give are estimates. We will tell you by phone or email if an order is delayed or cannot be supplied.',
      ),
      h2('2. Returns'),
      p(
        '2.1 Books may be returned within 28 days with proof of purchase, in the condition in which they were sold, for a refund to the original payment method or an exchange.',
        '2.2 Special orders may be exchanged but not refunded, unless they are faulty.',
        '2.3 None of this affects your statutory rights.',
      ),
      h2('3. Book Parcel subscriptions'),
      p(
        '3.1 Monthly subscriptions are paid by card through Stripe on the 1st of each month. Prepaid and gift subscriptions are paid in full when ordered and are not refundable once the first parcel has been sent.',
        '3.2 You may cancel a monthly subscription at any time by email; cancellations received by the 20th take effect before the next payment.',
        '3.3 We may change subscription prices with at least 30 days&rsquo; notice by email.',
        '3.4 If a parcel has not arrived 21 days after posting (6 weeks outside the UK), tell us and we will send a replacement.',
      ),
      h2('4. Event tickets'),
      p(
        '4.1 Tickets are refundable up to 48 hours before the start of an event. After that they cannot be refunded but may be passed on to someone else.',
        '4.2 If we cancel or postpone an event, you can choose a full refund or a ticket for the new date.',
      ),
      h2('5. Gift cards and stamp cards'),
      p(
        '5.1 Tidewater gift cards are valid for 2 years from the date of purchase and cannot be exchanged for cash. Lost or stolen gift cards cannot be replaced.',
        '5.2 Stamp cards have no cash value and cannot be used together with any other discount.',
      ),
      h2('6. Law'),
      p('6.1 These terms are governed by the law of England and Wales.'),
    ].join(''),
  },
];
