import {
  a,
  b,
  grey,
  para,
  ROXY_CHARITY,
  ROXY_CHARITY_NO,
  ROXY_STREET,
  ROXY_TOWN,
  type RoxyPage,
  section,
  title,
} from './electric-roxy.layout.ts';

const PRIVACY_EMAIL = 'privacy@electric-roxy.test';

/** A numbered clause: its heading as a bold line, then its text, all in one paragraph element. */
const clause = (heading: string, ...lines: string[]) => para(b(heading), ...lines);

/** The privacy and cookie notice and the booking terms. */
export const roxyLegalPages: RoxyPage[] = [
  {
    path: '/privacy-policy.html',
    title: 'Privacy &amp; Cookies',
    description: 'How the Roxy Picturehouse uses your personal information and cookies.',
    body: section(
      title('Privacy &amp; cookies'),
      para(grey('Last updated: 2 May 2024')),
      clause(
        'Who we are',
        `${ROXY_CHARITY} (registered charity no. ${ROXY_CHARITY_NO}), ${ROXY_STREET}, ${ROXY_TOWN}, runs the Roxy Picturehouse and is the data controller for the personal information described here.`,
      ),
      clause(
        'What we collect and why',
        'When you book tickets, we collect your name, email address and, if you give it, your phone number, so that we can send your tickets and contact you if a screening changes. Bookings are processed by our ticketing provider, TicketSource, and card payments by their payment partner; we never see your full card number.',
        'When you join as a member, we keep your name, address, email and membership details for as long as you are a member and for two years afterwards.',
        'If you sign up to our weekly listings email, we keep your email address in Mailchimp until you unsubscribe. Every email has an unsubscribe link.',
        'If you fill in a form on this website (contact, private hire), Weebly passes your message to us by email and keeps a copy in our website account.',
      ),
      clause(
        'CCTV',
        'We have CCTV in the foyer, the caf&eacute;-bar and at the entrances, for the safety of visitors, staff and volunteers. Recordings are kept for 30 days and then overwritten.',
      ),
      clause(
        'Cookies',
        'Our website is hosted by Weebly (Square), which sets cookies that the site needs to work and to count visits. Our cookie bar remembers your choice with a cookie of its own. Our listings pages, provided by TicketSource, set their own cookies when you book. You can block or delete cookies in your browser settings.',
      ),
      clause(
        'Your rights',
        `You can ask for a copy of the information we hold about you, ask us to correct it or delete it, or object to how we use it. Email ${a(`mailto:${PRIVACY_EMAIL}`, PRIVACY_EMAIL)} or write to us at the address above. If you&rsquo;re not happy with our answer, you can complain to the Information Commissioner&rsquo;s Office (ico.org.uk).`,
      ),
    ),
  },
  {
    path: '/booking-terms.html',
    title: 'Booking Terms',
    description: 'Terms and conditions for booking tickets at the Roxy Picturehouse.',
    body: section(
      title('Booking terms and conditions'),
      clause(
        '1. Booking',
        '1.1 Tickets can be booked online, by phone or in person at the box office. Online bookings carry a booking fee of 50p per ticket, which members do not pay.',
        '1.2 Concession and member tickets are for the people named in our price list; we may ask for proof at the door.',
      ),
      clause(
        '2. Exchanges and refunds',
        '2.1 We do not give refunds for tickets you can no longer use.',
        '2.2 Tickets for standard screenings can be exchanged for another screening up to 24 hours before the start time, by calling the box office.',
        '2.3 Tickets for live events cannot be exchanged.',
        '2.4 If we cancel a screening, or it cannot be completed because of a technical fault, you will be offered a full refund or a replacement ticket.',
      ),
      clause(
        '3. Arriving late',
        '3.1 You&rsquo;re welcome to come in after a film has started. Latecomers to live events will be shown to their seats at a suitable break.',
      ),
      clause(
        '4. Age ratings',
        '4.1 We follow the British Board of Film Classification&rsquo;s certificates. Children under 12 must be accompanied by someone aged 16 or over at all screenings.',
        '4.2 We operate Challenge 25 for 15 and 18 films and for the sale of alcohol.',
      ),
      clause(
        '5. In the screens',
        '5.1 Please switch your phone off or to silent. Recording any part of a film or broadcast is against the law.',
        '5.2 Food and drink bought outside the Roxy are not allowed, apart from baby food and anything needed for medical reasons.',
        '5.3 We may refuse admission to, or ask to leave, anyone whose behaviour spoils the screening for others.',
      ),
      clause(
        '6. Gift vouchers and membership',
        '6.1 Gift vouchers are valid for 12 months from the date of purchase and cannot be exchanged for cash.',
        '6.2 Membership is personal to the member (or the two joint members) and cannot be transferred.',
      ),
      para(grey(`${ROXY_CHARITY}, registered charity no. ${ROXY_CHARITY_NO}.`)),
    ),
  },
];
