import {
  button,
  hero,
  MILL_COMPANY,
  MILL_COMPANY_NO,
  MILL_EMAIL,
  type MillPage,
  rich,
  section,
} from './mill-yard-works.layout.ts';

/** The legal pages: the 2019 membership terms nobody updated, the privacy and cookie policies. */
export const millLegal: MillPage[] = [
  {
    path: '/membership-terms',
    title: 'Membership Terms',
    description: 'The terms and conditions of membership of Mill Yard Works.',
    body: section(
      'legal',
      rich(
        `<h1>Membership Terms and Conditions</h1><p><em>Version 1.2, last updated 14 March 2019</em></p>
<h2>1. Definitions</h2><p>&ldquo;We&rdquo;, &ldquo;us&rdquo; and &ldquo;the Operator&rdquo; mean ${MILL_COMPANY} (company number ${MILL_COMPANY_NO}). &ldquo;Member&rdquo; means the person or company named on the Membership Agreement. &ldquo;Premises&rdquo; means Carver&rsquo;s Mill, 18 Spinners Row, Manchester M4 7HY.</p>
<h2>2. The Membership</h2><p>2.1 A Membership is a licence to use the shared areas of the Premises and, where stated, a desk or office. It does not create a tenancy or any other interest in land.</p><p>2.2 Members may use the Premises during Staffed Hours unless their Membership Agreement grants 24-hour access.</p><p>2.3 We may move a Member to another desk or office of a similar size on reasonable notice.</p>
<h2>3. Fees and payment</h2><p>3.1 Fees are payable monthly in advance by standing order or by cheque made payable to ${MILL_COMPANY}.</p><p>3.2 A deposit equal to two months&rsquo; fees is payable on signing for all Memberships and is returned within 30 days of the end of the Membership.</p><p>3.3 Late payments may incur interest at 4% above the Bank of England base rate.</p>
<h2>4. Term and termination</h2><p>4.1 Either party may terminate a Membership by giving three months&rsquo; written notice, expiring on the last day of a calendar month.</p><p>4.2 We may terminate a Membership immediately if the Member breaches these terms and does not remedy the breach within 7 days.</p>
<h2>5. Guests</h2><p>5.1 Members may bring guests to the Premises during Staffed Hours. Each guest day is charged at £20 + VAT.</p><p>5.2 Members are responsible for the conduct of their guests.</p>
<h2>6. Use of the Premises</h2><p>6.1 Animals are not permitted on the Premises, other than assistance dogs.</p><p>6.2 Members must not use the Premises for any illegal purpose or in a way that disturbs other Members.</p><p>6.3 Smoking is not permitted anywhere on the Premises.</p>
<h2>7. Meeting rooms</h2><p>7.1 Meeting rooms are booked through the member portal. Cancellations made less than 24 hours before the booking are charged in full.</p>
<h2>8. Liability</h2><p>8.1 We are not liable for any loss of or damage to Members&rsquo; property left on the Premises, including in lockers.</p><p>8.2 Nothing in these terms limits liability for death or personal injury caused by negligence.</p>
<h2>9. Law</h2><p>These terms are governed by the law of England and Wales.</p>`,
        'legal-rich-text',
      ),
    ),
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How Mill Yard Works collects and uses your personal data.',
    body: section(
      'legal',
      rich(
        `<h1>Privacy Policy</h1><p>${MILL_COMPANY} (company number ${MILL_COMPANY_NO}) is the controller of the personal data you give us. Questions about this policy go to ${MILL_EMAIL}.</p><h2>What we collect</h2><p>Your name, email address and phone number when you book a tour, a trial day, a meeting room or an event; your company details and payment details when you become a member; the times your key fob opens the doors; and photo ID for business address customers, as anti-money-laundering rules require.</p><h2>Why</h2><p>To provide your membership or booking (contract), to keep the building secure (legitimate interests) and to meet our legal obligations. We only send marketing emails if you ask for them.</p><h2>Who we share it with</h2><p>Nexudus (our membership and booking system), GoCardless (Direct Debits), Stripe (card payments) and our accountants. We do not sell your data.</p><h2>CCTV</h2><p>There is CCTV at the entrances, in the bike store and in the yard. Footage is kept for 30 days.</p><h2>Your rights</h2><p>You can ask for a copy of your data, ask us to correct or delete it, or complain to the Information Commissioner&rsquo;s Office.</p>`,
        'legal-rich-text',
      ),
    ),
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    description: 'The cookies used on the Mill Yard Works website.',
    body: section(
      'legal',
      rich(
        '<h1>Cookie Policy</h1><p>We use essential cookies to make the website work and to remember your cookie choices. With your consent we also use analytics cookies (Google Analytics) to see which pages are read, and marketing cookies (LinkedIn Insight) to measure our adverts.</p><p>You can change your choices at any time with the Preferences link in the cookie banner.</p>',
        'legal-rich-text',
      ),
    ),
  },
];

export const millNotFound: MillPage = {
  path: '/404',
  title: 'Page not found',
  description: 'This page could not be found.',
  body: [
    hero('Lost in the mill?', 'That page doesn&rsquo;t exist, or it has moved.'),
    section('not-found', button('Back to the homepage', '/')),
  ].join('\n'),
};
