import {
  accordion,
  BRENNAN_ADDRESS,
  BRENNAN_COMPANY_NO,
  BRENNAN_EMAIL,
  BRENNAN_MOBILE,
  BRENNAN_PHONE,
  type BrennanPage,
  button,
  heading,
  section,
  text,
} from './brennan-heating.layout.ts';
import { pageHero } from './brennan-heating.services.ts';

/** The FAQ, the legal pages (the terms are a template bought with the theme) and the 404 page. */
export const brennanInfo: BrennanPage[] = [
  {
    path: '/faq',
    title: 'Frequently Asked Questions',
    description: 'Answers to the questions we get asked most about boilers, plumbing, prices and bookings.',
    body: `${pageHero('FAQ', 'The questions we get asked most.')}
${section(
  heading('Boilers &amp; servicing', 'h3'),
  accordion([
    [
      'How much does a boiler service cost?',
      'A standard gas boiler service is 85 pounds + VAT, or included in the HomeCare plan. Saturday morning services cost a little more.',
    ],
    [
      'How often should my boiler be serviced?',
      'Once a year. Most manufacturers need a yearly service to keep the guarantee valid.',
    ],
    [
      'Do you service oil boilers?',
      'No, we only work on gas boilers. We don&#8217;t service oil or LPG boilers.',
    ],
    [
      'Do you fit heat pumps or solar panels?',
      'Not at the moment: we fit gas boilers only. We&#8217;re happy to recommend a local installer.',
    ],
    [
      'Can I pay for a new boiler monthly?',
      'Yes, over 12 to 60 months through Northway Consumer Finance, subject to status. 0% APR is available over 12 months.',
    ],
  ]),
  heading('Call-outs &amp; bookings', 'h3'),
  accordion([
    [
      'Are you a 24 hour emergency plumber?',
      'No. Our emergency line is open 7am to 10pm every day. We don&#8217;t come out overnight.',
    ],
    [
      'Is there a call-out charge?',
      'Only for emergency call-outs: 75 pounds + VAT, which includes the first half hour. Booked work has no call-out charge.',
    ],
    [
      'Will the engineer give me a time?',
      'We book morning (08:00 &#8211; 12:00) or afternoon (12:00 &#8211; 17:30) slots, and your engineer will text you when they are on the way.',
    ],
    [
      'What if I need to cancel?',
      'Just give us 24 hours&#8217; notice. If we can&#8217;t get in and you haven&#8217;t told us, there is a 35 pound missed appointment fee.',
    ],
    [
      'Do you work on Sundays?',
      'Only for emergencies, at our weekend rate of 95 pounds an hour + VAT. The office is closed on Sundays.',
    ],
  ]),
  heading('Other questions', 'h3'),
  accordion([
    [
      'Do you give discounts to pensioners?',
      'Yes: customers aged 65 and over get 10% off boiler services and plumbing labour. Just mention it when you book.',
    ],
    [
      'Do you cover Rotherham?',
      'Yes, S60 is in our area. Anywhere more than 10 miles from our workshop has a £15 + VAT travel charge.',
    ],
    ['Do you do tiling?', 'Yes, as part of a bathroom we fit. We don&#8217;t take on tiling-only jobs.'],
    [
      'When are you open over Christmas?',
      'See our <a href="/blog/christmas-new-year-opening-2026/">Christmas &amp; New Year opening hours</a> post.',
    ],
  ]),
  button('Still got a question? Contact us', '/contact'),
)}`,
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms &amp; Conditions',
    description: 'Terms and conditions of Brennan &amp; Sons (Sheffield) Ltd.',
    body: section(
      heading('Terms &amp; Conditions of Business', 'h1'),
      text(
        `These terms apply to all work carried out by Brennan &amp; Sons (Sheffield) Ltd (company number ${BRENNAN_COMPANY_NO}), ${BRENNAN_ADDRESS} (&#8220;the Company&#8221;), for the customer (&#8220;you&#8221;).`,
        '<strong>1. Quotations.</strong> Written quotations are valid for 30 days. Estimates are a guide only; the final price may differ where the work required differs from that described.',
        '<strong>2. Payment.</strong> Unless otherwise agreed in writing, invoices are payable within 30 days of the invoice date. The Company reserves the right to charge interest on late payments at 8% above the Bank of England base rate under the Late Payment of Commercial Debts (Interest) Act 1998.',
        '<strong>3. Deposits.</strong> A deposit may be required before materials are ordered. Deposits are non-refundable once materials have been ordered.',
        '<strong>4. Cancellation.</strong> Appointments may be cancelled or rearranged by giving at least 48 hours&#8217; notice. Where less notice is given, or where the Company&#8217;s operative cannot gain access at the agreed time, a cancellation charge may be made.',
        '<strong>5. Cancellation rights.</strong> Where a contract is made at your home, you have the right to cancel within 14 days under the Consumer Contracts Regulations 2013. If you ask us to start work within the cancellation period, you will pay for the work done up to the point you cancel.',
        '<strong>6. Guarantee.</strong> Workmanship is guaranteed for 12 months from completion. Parts carry the manufacturer&#8217;s warranty. The guarantee does not cover damage caused by misuse, frost, or work by others.',
        '<strong>7. Access and utilities.</strong> You will provide clear access to the work area, and water, electricity and gas supplies free of charge.',
        '<strong>8. Ownership.</strong> Goods remain the property of the Company until paid for in full.',
        '<strong>9. Liability.</strong> The Company&#8217;s liability is limited to the value of the contract, except for death or personal injury caused by negligence.',
        '<strong>10. Complaints.</strong> Please raise any complaint in writing to the office. We aim to respond within 10 working days.',
        'These terms are governed by the law of England and Wales. Last updated: 3 March 2023.',
      ),
    ),
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How Brennan &amp; Sons uses your personal data.',
    body: section(
      heading('Privacy Policy', 'h1'),
      text(
        'Who we are: Brennan &amp; Sons (Sheffield) Ltd, the controller of your personal data. Our website address is https://www.brennan-heating.test.',
        'What we collect: your name, address, phone number and email when you book, ask for a quote or join the HomeCare plan; details of your boiler and appliances; payment records. Card payments are processed by our card machine provider; we do not store card numbers.',
        'Why: to carry out the work you ask for, to send service and certificate reminders, to run the HomeCare plan and to meet our legal duties (for example Gas Safe records and tax records).',
        'How long: job records for 6 years; gas safety records for at least 2 years as required by law; quote requests that don&#8217;t go ahead for 12 months.',
        'Finance: if you apply for boiler finance, your details are passed to Northway Consumer Finance, who will carry out a credit check.',
        `Your rights: you can ask for a copy of your data, ask us to correct or delete it, or object to its use. Email ${BRENNAN_EMAIL}. You can also complain to the Information Commissioner&#8217;s Office (ico.org.uk).`,
        'Last updated: 12 February 2024.',
      ),
    ),
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy (UK)',
    description: 'Cookie policy of brennan-heating.test.',
    body: section(
      heading('Cookie Policy (UK)', 'h1'),
      text(
        'This Cookie Policy was last updated on 14 November 2025 and applies to citizens and legal permanent residents of the United Kingdom.',
        '<strong>1. Introduction.</strong> Our website, https://www.brennan-heating.test (hereinafter: &#8220;the website&#8221;) uses cookies and other related technologies (for convenience all technologies are referred to as &#8220;cookies&#8221;). Cookies are also placed by third parties we have engaged.',
        '<strong>2. What are cookies?</strong> A cookie is a small simple file that is sent along with pages of this website and stored by your browser on the hard drive of your computer or another device.',
        '<strong>3. Cookies we use.</strong> Functional: complianz consent cookies (365 days). Statistics: Google Analytics (_ga, 2 years), anonymised. Marketing: Google Maps and the Trustindex reviews widget, loaded only after consent.',
        '<strong>4. Consent.</strong> When you visit our website for the first time, we will show you a pop-up with an explanation about cookies. You can withdraw your consent at any time with the &#8220;Manage consent&#8221; button.',
        `<strong>5. Contact.</strong> Brennan &amp; Sons (Sheffield) Ltd, ${BRENNAN_ADDRESS}. Website: https://www.brennan-heating.test. Email: ${BRENNAN_EMAIL}. Phone: ${BRENNAN_PHONE}.`,
      ),
    ),
  },
];

export const brennanNotFound: BrennanPage = {
  path: '/404',
  title: 'Page not found',
  description: 'Page not found.',
  body: section(
    heading('Sorry, that page can&#8217;t be found', 'h1'),
    text(
      `It may have moved. Try the menu above, or call us on ${BRENNAN_PHONE} (emergencies ${BRENNAN_MOBILE}).`,
    ),
    button('Back to the home page', '/'),
  ),
};
