import {
  a,
  b,
  type FenwickPage,
  FR_COMPANY,
  FR_COMPANY_NO,
  FR_ICO,
  FR_VAT_NO,
  h2,
  p,
  ul,
} from './fenwick-rowe.layout.ts';

const PRIVACY_EMAIL = 'privacy@fenwick-rowe.test';
const REGISTERED_OFFICE = 'Kensington House, 9 Raglan Street, Harrogate HG1 1LE';

/** The privacy notice (an ICAEW template the directors filled in) and the legal information page. */
export const fenwickLegalPages: FenwickPage[] = [
  {
    path: '/privacy',
    title: 'Privacy notice',
    description:
      'How Fenwick & Rowe collects, uses and looks after your personal data, and how we use cookies.',
    kind: 'page',
    toc: true,
    lastmod: '2025-05-12',
    body: [
      h2('Who we are'),
      p(
        `${FR_COMPANY} is a company registered in England and Wales (company number ${FR_COMPANY_NO}). Our registered office is ${REGISTERED_OFFICE}. We are the data controller for the personal data described in this notice, and we are registered with the Information Commissioner&rsquo;s Office (ICO) under registration number ${FR_ICO}.`,
        `If you have any questions about this notice or your data, email ${a(PRIVACY_EMAIL, `mailto:${PRIVACY_EMAIL}`)} or write to us at the address above.`,
      ),
      h2('What we collect'),
      ul(
        'Your name, address, email address, phone number and date of birth',
        'Copies of your identity documents and proof of address, for our anti-money laundering checks',
        'Your National Insurance number, Unique Taxpayer Reference and other tax references',
        'Financial information you give us so that we can do our work: income, expenses, bank statements, payroll records',
        'Details of your employees, if we run your payroll',
        'Information about how you use this website, if you accept analytics cookies',
      ),
      h2('Why we use it'),
      ul(
        'To do the work you&rsquo;ve engaged us to do (performance of a contract)',
        'To meet our legal obligations, including the Money Laundering Regulations 2017 and our duties to HMRC (legal obligation)',
        'To run our practice, for example to send invoices and keep our records in order (legitimate interests)',
        'To send you our newsletter, only if you&rsquo;ve asked for it (consent)',
      ),
      h2('Who we share it with'),
      p(
        'We share your data only where we need to: with HMRC and Companies House; with the software we use to do our work (Xero, Intuit QuickBooks, Dext, our client portal provider and Microsoft 365); with GoCardless to collect Direct Debits; and with ICAEW, our professional body, if our files are selected for a practice assurance review. We never sell your data.',
        'Some of these providers store data outside the UK. Where they do, they are covered by UK adequacy regulations or the International Data Transfer Agreement.',
      ),
      h2('How long we keep it'),
      p(
        'We keep client records for 7 years after the end of the tax year they relate to. Identity documents are kept for 5 years after our relationship with you ends, as the Money Laundering Regulations require.',
      ),
      h2('Cookies'),
      p(
        'This website sets one essential cookie, fr_consent, which remembers your cookie choice for 12 months. If you click &ldquo;Accept all&rdquo;, we also use Google Analytics, which sets the _ga and _ga_* cookies for up to 2 years to tell us how many people visit and which pages they read. If you choose &ldquo;Essential only&rdquo;, Google Analytics isn&rsquo;t loaded.',
      ),
      h2('Your rights'),
      p(
        `You have the right to ask for a copy of your data, to have it corrected or deleted, to restrict or object to how we use it, and to have it transferred to someone else. Email ${a(PRIVACY_EMAIL, `mailto:${PRIVACY_EMAIL}`)} and we&rsquo;ll reply within one month. We may need to keep some records even if you ask us to delete them, where the law requires it.`,
        'If you&rsquo;re not happy with how we&rsquo;ve handled your data, you can complain to the Information Commissioner&rsquo;s Office at ico.org.uk or on 0303 123 1113.',
      ),
    ].join('\n'),
  },
  {
    path: '/legal',
    title: 'Legal information',
    description:
      'Company details, regulation, professional body and complaints procedure for Fenwick & Rowe Ltd.',
    kind: 'page',
    body: [
      h2('Company details'),
      ul(
        `${b('Company name:')} ${FR_COMPANY}`,
        `${b('Registered in:')} England and Wales`,
        `${b('Company number:')} ${FR_COMPANY_NO}`,
        `${b('Registered office:')} ${REGISTERED_OFFICE}`,
        `${b('VAT number:')} ${FR_VAT_NO}`,
        `${b('Directors:')} Helen Fenwick FCA, James Rowe ACA CTA`,
        `${b('ICO registration number:')} ${FR_ICO}`,
      ),
      h2('Professional body'),
      p(
        'Fenwick &amp; Rowe Ltd is a member firm of the Institute of Chartered Accountants in England and Wales (ICAEW), and our chartered accountants are bound by ICAEW&rsquo;s Code of Ethics. ICAEW is also our supervisor under the Money Laundering Regulations. We are not registered to carry out audit work.',
        `You can find out more about ICAEW&rsquo;s regulations at ${a('icaew.com/regulation', 'https://www.icaew.example/regulation')}.`,
      ),
      h2('Professional indemnity insurance'),
      p(
        'We hold professional indemnity insurance as ICAEW requires, covering all the work we do for our clients.',
      ),
      h2('Complaints'),
      p(
        'We want you to be happy with our service. If you&rsquo;re not, please write to Helen Fenwick at our office or by email. We&rsquo;ll acknowledge your complaint within 5 working days and aim to reply in full within 4 weeks.',
        'If you&rsquo;re still not satisfied, you can refer your complaint to ICAEW.',
      ),
      h2('Terms of business'),
      p(
        'The terms on which we work for you are set out in our engagement letter and standard terms of business, which we send you before we start any work.',
      ),
    ].join('\n'),
  },
];
