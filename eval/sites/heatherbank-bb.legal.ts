import {
  a,
  at,
  b,
  c,
  HB_EMAIL,
  HB_OWNERS,
  HB_POSTCODE,
  HB_STREET,
  HB_TOWN,
  type HeatherbankPage,
  h,
  p,
  shape,
  text,
  ul,
} from './heatherbank-bb.layout.ts';

/* ── Privacy ────────────────────────────────────────────────────────────────────────────────────────────── */

const privacy: HeatherbankPage = {
  path: '/privacy.html',
  title: 'Privacy Notice | Heatherbank B&amp;B',
  description: 'How Heatherbank B&B collects, uses and looks after your personal information.',
  height: 1500,
  elements: [
    text(
      at(0, 30, 980, 1400),
      h(1, 'Privacy Notice'),
      p(c('Last updated: 12 April 2025', 33), 'bs'),
      h(3, 'Who we are'),
      p(
        `Heatherbank B&amp;B is run by ${HB_OWNERS}, ${HB_STREET}, ${HB_TOWN} ${HB_POSTCODE}. We are responsible for the personal information you give us.`,
      ),
      h(3, 'What we collect and why'),
      ul(
        'When you book: your name, address, phone number and email address, the dates of your stay, and any dietary needs or allergies you tell us about.',
        'Your card details, to take your deposit and payment. Card payments are handled by our card terminal provider; we don&rsquo;t keep your card number.',
        'Guests who are not British or Irish nationals: by law we keep a record of your nationality and passport number.',
        'When you use our contact form: what you write, sent to us by the WebStarts form service.',
        'When you visit this website: anonymous statistics from Google Analytics, which uses cookies.',
      ),
      h(3, 'How long we keep it'),
      p(
        'Booking records are kept for 2 years after your stay, and accounts for 6 years, as HMRC requires. Enquiries that don&rsquo;t lead to a booking are deleted after 12 months.',
      ),
      h(3, 'Your rights'),
      p(
        `You can ask for a copy of the information we hold about you, ask us to correct or delete it, or object to how we use it, by emailing ${a(HB_EMAIL, `mailto:${HB_EMAIL}`)}. If you&rsquo;re not happy with how we&rsquo;ve handled your information, you can complain to the Information Commissioner&rsquo;s Office at ico.org.uk.`,
      ),
    ),
  ],
};

/**
 * The booking terms Alison copied from a template in 2021, kept online with a label because an old booking site
 * still links to them: a 50% deposit, refunds only with 28 days' notice, check-in 3pm – 6pm and check-out by
 * 10am, 3 nights minimum at weekends, children of all ages and cots, pets in all rooms at £5 a night, cheques,
 * and evening meals on request at £25 a head.
 */
const terms2021: HeatherbankPage = {
  path: '/booking-terms.html',
  title: 'Booking Terms (2021 &ndash; archived) | Heatherbank B&amp;B',
  description: 'Heatherbank B&B booking terms and conditions, 2021 version (archived).',
  height: 1900,
  elements: [
    shape(at(0, 20, 980, 110), 's1', 21),
    text(
      at(20, 30, 940, 90),
      p(c(b('ARCHIVED &ndash; 2021 version'), 23), 'bl'),
      p(
        `These template terms are kept for reference only and no longer apply. Our current prices, deposits, cancellations and minimum stays are on ${a('Prices &amp; Booking', '/rates.html')}.`,
        'bs',
      ),
    ),
    text(
      at(0, 160, 980, 1680),
      h(1, 'Booking Terms and Conditions'),
      p(c('Version 1.2 &middot; March 2021', 33), 'bs'),
      h(4, '1. Reservations'),
      p(
        'A booking is confirmed when we receive a deposit of 50% of the total cost of your stay. The balance is due on arrival.',
      ),
      h(4, '2. Cancellation'),
      p(
        'Deposits are refunded if the booking is cancelled 28 days or more before the arrival date. Cancellations made less than 28 days before arrival will be charged the full cost of the stay unless the room can be re-let.',
      ),
      h(4, '3. Arrival and departure'),
      p(
        'Rooms are available from 3pm to 6pm on the day of arrival and must be vacated by 10am on the day of departure.',
      ),
      h(4, '4. Minimum stay'),
      p('A minimum stay of 3 nights applies at weekends and bank holidays.'),
      h(4, '5. Children'),
      p('Children of all ages are welcome. Cots and high chairs are available on request.'),
      h(4, '6. Pets'),
      p('Well-behaved pets are welcome in all rooms at a charge of £5 per pet per night.'),
      h(4, '7. Payment'),
      p('We accept cash, cheques with a valid guarantee card, and all major credit and debit cards.'),
      h(4, '8. Meals'),
      p('Evening meals are available on request at £25 per person, with 48 hours&rsquo; notice.'),
      h(4, '9. Smoking'),
      p('Smoking is not permitted in any part of the house.'),
      h(4, '10. Liability'),
      p(
        'The proprietors cannot accept liability for loss of or damage to guests&rsquo; property, or for cars or their contents left in the car park. Guests are liable for any damage caused to the property during their stay.',
      ),
      h(4, '11. Complaints'),
      p('Any complaint should be raised with the proprietors during your stay so that we can put it right.'),
    ),
  ],
};

export const heatherbankLegalPages: HeatherbankPage[] = [privacy, terms2021];
