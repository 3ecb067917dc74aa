import {
  a,
  type HighlandPage,
  HW_COMPANY,
  HW_COMPANY_NO,
  HW_EMAIL,
  HW_POSTCODE,
  HW_STREET,
  HW_TOWN,
  h1,
  h2,
  p,
  span,
  text,
  ul,
} from './highland-wheels.layout.ts';

/* ── Privacy ───────────────────────────────────────────────────────────────────────────────────────────── */

const privacy: HighlandPage = {
  path: '/privacy.php',
  title: 'Privacy Policy | Highland Wheels',
  description: 'How Highland Wheels Ltd collects, uses and protects your personal data.',
  body: text(
    h1('Privacy Policy'),
    p(span('Last updated: 3 February 2026', 'font-size: 13px; color: #6b7b80;')),
    h2('Who we are'),
    p(
      `${HW_COMPANY} (registered in Scotland, company number ${HW_COMPANY_NO}), ${HW_STREET}, ${HW_TOWN} ${HW_POSTCODE}, is the data controller for the personal data described here.`,
    ),
    h2('What we collect and why'),
    ul(
      'When you book: the names, dates of birth, addresses, phone numbers and email addresses of the drivers, and your flight or train details if we&rsquo;re meeting you.',
      'When you collect: copies of each driver&rsquo;s licence and, for drivers from outside the UK, their passport; your DVLA check code; a credit card pre-authorisation for the deposit, handled by our card terminal provider.',
      'When you use our contact form: your name, email address and message, sent to us by Yola&rsquo;s form service.',
      'When you browse: Yola&rsquo;s site statistics, which use cookies.',
    ),
    h2('How long we keep it'),
    p(
      'Hire agreements and licence copies are kept for 6 years, as our insurers require. Messages from the contact form are deleted after 12 months.',
    ),
    h2('Your rights'),
    p(
      `You can ask for a copy of your data, ask us to correct or delete it, or object to how we use it, by emailing ${a(HW_EMAIL, `mailto:${HW_EMAIL}`)}. You can also complain to the Information Commissioner&rsquo;s Office at ico.org.uk.`,
    ),
  ),
};

/**
 * The terms Kirsty filled in from a template in 2021, when the business still worked from 12 Telford Street, and
 * left up with a label: drivers from 21 with a licence held for 1 year, a £200 deposit by credit or debit card,
 * unlimited mileage on every vehicle including the campervans, same-to-same fuel, free cancellation up to 24 hours
 * before, pets in any vehicle for a £30 cleaning charge, Ireland allowed with consent, returns in office hours.
 */
const terms: HighlandPage = {
  path: '/terms-and-conditions.php',
  title: 'Terms &amp; Conditions (2021, archived) | Highland Wheels',
  description: 'Highland Wheels terms and conditions of hire, 2021 version (archived).',
  body: text(
    h1('Terms &amp; Conditions of Hire'),
    `<div style="background-color: #f4f4f4; border-left: 4px solid #999999; padding: 10px 14px;">${p(
      `**ARCHIVED &ndash; 2021 version.** These are our terms from 2021, kept here for reference. For our current hire terms, see ${a('Hire Information', 'hire-information.php')}.`,
    )}</div>`,
    p(span('Version 1.2, 1 April 2021', 'font-size: 13px; color: #6b7b80;')),
    p(
      '**1. The Company.** In these terms &ldquo;the Company&rdquo; means Highland Wheels, 12 Telford Street, Inverness IV3 5LE, and &ldquo;the Hirer&rdquo; means the person named on the rental agreement.',
    ),
    p(
      '**2. Drivers.** All drivers must be aged 21 or over and have held a full driving licence for at least 1 year. Drivers under 25 are subject to a young driver surcharge.',
    ),
    p(
      '**3. Deposit.** A security deposit of &pound;200 is payable by credit or debit card at the start of the hire and is refunded on the safe return of the vehicle.',
    ),
    p('**4. Mileage.** Unlimited mileage applies to all vehicles, including campervans.'),
    p('**5. Fuel.** Vehicles should be returned with the same level of fuel as at collection.'),
    p(
      '**6. Cancellation.** Bookings cancelled more than 24 hours before the collection time will be refunded in full.',
    ),
    p('**7. Pets.** Pets are permitted in all vehicles, subject to a &pound;30 cleaning charge.'),
    p(
      '**8. Territory.** Vehicles may be taken to Northern Ireland and the Republic of Ireland with the Company&rsquo;s prior written consent.',
    ),
    p(
      '**9. Returns.** Vehicles must be returned to the Company during office hours (Monday to Saturday, 9am &ndash; 5pm).',
    ),
    p(
      '**10. Law.** These terms are governed by the law of Scotland and the courts of Scotland have jurisdiction.',
    ),
  ),
};

export const highlandLegalPages: HighlandPage[] = [privacy, terms];
