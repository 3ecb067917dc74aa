import {
  button,
  GARAGE_ADDRESS,
  GARAGE_COMPANY,
  GARAGE_COMPANY_NO,
  GARAGE_EMAIL,
  GARAGE_PHONE,
  type GaragePage,
  hero,
  p,
  rt,
  section,
  table,
  ul,
} from './hartleys-garage.layout.ts';

const legal = (title: string, ...parts: string[]) => section('content', title, rt(...parts));

/** The privacy, cookie and terms pages: a template filled in by the owner, and the builder's 404 page. */
export const garageLegal: GaragePage[] = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How Hartley&#x27;s Garage collects, uses and protects your personal data.',
    body: legal(
      'Privacy Policy',
      p(
        `This privacy policy explains how ${GARAGE_COMPANY} (&ldquo;Hartley&#x27;s Garage&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;), ${GARAGE_ADDRESS}, company number ${GARAGE_COMPANY_NO}, collects and uses your personal data when you use our website, book your vehicle in or contact us. We are the data controller and are registered with the Information Commissioner&#x27;s Office under registration number ZB318842.`,
      ),
      p('**What data we collect**'),
      p(
        'When you book a vehicle in, request a quote or contact us, we may collect your name, address, email address, phone number, your vehicle&#x27;s registration number, make, model and mileage, the work requested and carried out, and your payment details. When you use a courtesy car we also record your driving licence details and your DVLA check code.',
      ),
      p(
        'When you visit our website, our website provider collects technical data such as your IP address, browser type and the pages you visit, using cookies (see our Cookie Policy).',
      ),
      p('**How we use your data**'),
      ul(
        'To carry out the work you ask for, contact you about your vehicle by phone, text or email, and take payment',
        'To record MOT results on the DVSA&#x27;s MOT testing service, as the law requires',
        'To send you MOT and service reminders (you can opt out at any time)',
        'To check that courtesy car drivers are entitled to drive and insured',
        'To keep accounts and records for HMRC',
      ),
      p('**Who we share it with**'),
      p(
        'We share your data only with the DVSA (MOT results), our parts suppliers where a part must be ordered for your registration, Fairway Motor Finance if you apply to pay monthly, our booking system provider, our accountants and our insurers. We do not sell your data.',
      ),
      p('**How long we keep it**'),
      p(
        'We keep invoices and job records for 6 years, as tax law requires. Courtesy car licence details are deleted 12 months after the loan. Marketing preferences are kept until you unsubscribe.',
      ),
      p('**Your rights**'),
      p(
        `You have the right to ask for a copy of your data, to have it corrected or deleted, to object to its use and to withdraw consent for reminders. Email ${GARAGE_EMAIL}, call ${GARAGE_PHONE} or write to us at the address above. If you are not happy with our answer you can complain to the ICO at ico.org.uk.`,
      ),
      p('Last updated: 3 March 2026.'),
    ),
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    description: 'The cookies used on the Hartley&#x27;s Garage website.',
    body: section(
      'content',
      'Cookie Policy',
      rt(
        p(
          'Our website is built with GoDaddy Website Builder. Like most websites it uses cookies: small text files stored on your device that help the site work and tell us how it is used. When you first visit, a banner asks whether you accept analytics cookies. Essential cookies are always set.',
        ),
      ),
      table(
        ['Cookie', 'Purpose', 'Expires'],
        [
          ['_scc_session', 'Essential: remembers your cookie choice', 'Session'],
          ['_tccl_visitor', 'Analytics: recognises returning visitors', '1 year'],
          ['_tccl_visit', 'Analytics: groups your page views into a visit', '30 minutes'],
          ['_ga', 'Google Analytics: distinguishes visitors', '2 years'],
          ['_fbp', 'Marketing: Facebook advertising', '3 months'],
        ],
      ),
      rt(
        p(
          'The booking calendar on our Book Online page is provided by MotorDesk, which sets its own cookies while you book. You can block or delete cookies in your browser settings at any time; the site will still work, but you will see the cookie banner again.',
        ),
        p(`Questions about cookies or your data? Email ${GARAGE_EMAIL}.`),
      ),
    ),
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms &amp; Conditions',
    description: 'Terms and conditions of business of Hartley &amp; Sons (Helmsworth) Ltd.',
    body: legal(
      'Terms &amp; Conditions of Business',
      p(
        `These terms apply to all work carried out by ${GARAGE_COMPANY} (&ldquo;the Company&rdquo;) for any customer (&ldquo;the Customer&rdquo;). By leaving a vehicle with the Company the Customer accepts these terms.`,
      ),
      p(
        '**1. Estimates and quotations.** Estimates are given in good faith based on the information available and may change once the vehicle has been inspected. Written quotations are valid for 30 days.',
      ),
      p(
        '**2. Additional work.** The Company will not carry out work beyond that authorised by the Customer without first obtaining the Customer&#x27;s consent, except where required to make the vehicle safe.',
      ),
      p(
        '**3. Parts.** Replaced parts will be disposed of unless the Customer asks for them to be returned when the vehicle is booked in.',
      ),
      p(
        '**4. Payment.** Invoices are payable within 28 days of the invoice date. The Company reserves the right to charge interest on overdue accounts under the Late Payment of Commercial Debts (Interest) Act 1998.',
      ),
      p(
        '**5. Lien.** The Company may retain the vehicle until all sums due for work on it have been paid in full.',
      ),
      p(
        '**6. Cancellation.** The Customer must give at least 48 hours&#x27; notice of cancellation. Parts ordered specifically for the vehicle may be charged in full if the work is cancelled.',
      ),
      p(
        '**7. Guarantee.** Parts supplied and fitted by the Company are guaranteed for 6 months from the date of fitting. The guarantee does not cover fair wear and tear, misuse, or parts supplied by the Customer.',
      ),
      p(
        '**8. Storage.** Vehicles not collected within 7 days of the Customer being told that work is complete may be charged storage at £15 per day.',
      ),
      p(
        '**9. Liability.** The Company is not liable for loss of or damage to personal belongings left in the vehicle, or for any loss arising from delay caused by the late supply of parts.',
      ),
      p(
        '**10. Complaints.** Complaints should be raised with the Company in writing within 14 days of collection. These terms are governed by the law of England and Wales.',
      ),
    ),
  },
];

/** The builder's 404 page body: a short message and the way back. */
export const garageNotFound: GaragePage = {
  path: '/404',
  title: 'Page not found',
  description: 'This page could not be found.',
  body: `${hero('Page not found', 'Sorry, we couldn&#x27;t find the page you were looking for.')}
${section('content', '', rt(p(`The page may have moved. Try our home page, or call us on ${GARAGE_PHONE}.`)), button('Go to the home page', '/'))}`,
};
