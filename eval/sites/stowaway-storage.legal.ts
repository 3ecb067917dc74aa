import {
  h1,
  kicker,
  markdown,
  md,
  type StowPage,
  SW_COMPANY,
  SW_COMPANY_NO,
  SW_EMAIL,
  SW_ICO,
  SW_MAIN_STREET,
  SW_PHONE,
  section,
  small,
} from './stowaway-storage.layout.ts';

const legal = (o: {
  path: string;
  title: string;
  description: string;
  updated: string;
  body: string[];
}): StowPage => ({
  path: o.path,
  title: o.title,
  description: o.description,
  component: 'src/templates/legal.js',
  body: section([
    kicker('Legal'),
    h1(o.title),
    small(`Last updated: ${o.updated}`),
    markdown('legal', ...o.body),
  ]),
});

/**
 * The storage terms, drafted in 2021 from a trade-association template and never brought in line with the
 * site: a 4-week minimum, monthly billing, 28 days' notice and access "currently 7am to 9pm".
 */
const terms = legal({
  path: '/terms-and-conditions',
  title: 'Terms & conditions of storage',
  description: 'The terms and conditions that apply to every storage agreement with Stowaway Storage Ltd.',
  updated: '1 September 2021',
  body: [
    md.h2('1. About these terms'),
    md.p(
      `These terms and conditions (the “Terms”) apply to every storage agreement (the “Agreement”) between ${SW_COMPANY}, company number ${SW_COMPANY_NO} (“we”, “us”), and the person named in the Agreement as the customer (“you”). Please read them carefully before signing. Where the Agreement and these Terms differ, the Agreement applies.`,
    ),
    md.h2('2. Definitions'),
    md.p(
      '“Store” means the self storage facility named in the Agreement. “Space” means the unit, locker or container allocated to you. “Goods” means everything you keep in the Space. “Storage Fee” means the fee for the Space set out in the Agreement.',
    ),
    md.h2('3. Storage period'),
    md.p(
      'The minimum period of storage is 4 weeks from the start date in the Agreement. After the minimum period the Agreement continues until it is ended under clause 11.',
    ),
    md.h2('4. Charges and payment'),
    md.p(
      'The Storage Fee is payable monthly in advance. If any sum due is unpaid for 7 days, a late payment fee of £15 is charged and we may refuse access to the Space until all sums are paid. If any sum remains unpaid for 42 days we may sell or dispose of the Goods under the Torts (Interference with Goods) Act 1977, after giving you written notice.',
    ),
    md.h2('5. Access'),
    md.p(
      'You may access the Space during the Access Hours displayed at the Store (currently 7am to 9pm daily), using the personal access code we give you. We may change the Access Hours, or close the Store for maintenance or in an emergency, on reasonable notice.',
    ),
    md.h2('6. Use of the Space'),
    md.p(
      'You must use the Space for storage only. You must not live in the Space, carry on any trade or business from it, or connect any electrical appliance. You must keep the Space locked with your own padlock.',
    ),
    md.h2('7. Prohibited goods'),
    md.p(
      'You must not store in the Space any food or perishable goods, flammable, explosive or hazardous materials, firearms or ammunition, plants or animals, waste, cash or securities, or anything illegal.',
    ),
    md.h2('8. Insurance'),
    md.p(
      'You must insure the Goods for their full replacement value while they are in the Store, either through the protection cover we offer or under your own insurance policy. You must give us proof of your own insurance on request.',
    ),
    md.h2('9. Our liability'),
    md.p(
      'We are not responsible for loss of or damage to the Goods unless it is caused by our negligence or breach of the Agreement. Nothing in these Terms limits our liability for death or personal injury caused by our negligence.',
    ),
    md.h2('10. Entry to the Space'),
    md.p(
      'We may enter the Space, by breaking the lock if necessary, in an emergency, if required by the police or another authority, or if we reasonably believe prohibited goods are stored in it.',
    ),
    md.h2('11. Ending the Agreement'),
    md.p(
      'Either party may end the Agreement by giving the other not less than 28 days’ written notice. Storage Fees are payable until the end of the notice period. You must remove all Goods and leave the Space clean and empty by the end of the notice period.',
    ),
    md.h2('12. Law'),
    md.p('These Terms are governed by the law of England and Wales.'),
  ],
});

const privacy = legal({
  path: '/privacy-policy',
  title: 'Privacy policy',
  description: 'How Stowaway Storage Ltd collects, uses and keeps your personal data.',
  updated: '14 March 2025',
  body: [
    md.p(
      `${SW_COMPANY} (“Stowaway”), ${SW_MAIN_STREET}, Bristol BS2 0UB, is the controller of the personal data described here. We are registered with the Information Commissioner’s Office under number ${SW_ICO}. You can contact us about your data at ${SW_EMAIL} or on ${SW_PHONE}.`,
    ),
    md.h2('What we collect'),
    md.ul(
      'Your name, address, phone number and email, and the names of any authorised users.',
      'A copy of your photo ID and proof of address, which the law and our insurer require.',
      'Payment details, processed by our payment providers; we don’t keep full card numbers.',
      'Records of when your PIN is used at the gates, and CCTV images at both stores.',
      'Messages you send us through the website.',
    ),
    md.h2('Why we use it'),
    md.p(
      'To set up and run your storage agreement, take payments, keep the stores secure, meet our legal obligations (including anti-money-laundering checks) and, if you agree, send you occasional news. We don’t sell your data.',
    ),
    md.h2('How long we keep it'),
    md.p(
      'We keep your agreement, ID and payment records for 6 years after your agreement ends. CCTV images are kept for 30 days unless needed for an investigation. Website messages are deleted after 12 months if you don’t become a customer.',
    ),
    md.h2('Your rights'),
    md.p(
      'You can ask to see, correct or delete your data, object to how we use it, or ask us to stop sending news. If you’re unhappy with how we’ve handled your data you can complain to the Information Commissioner’s Office (ico.org.uk).',
    ),
  ],
});

const cookies = legal({
  path: '/cookie-policy',
  title: 'Cookie policy',
  description: 'The cookies the Stowaway website uses and how to change your choice.',
  updated: '14 March 2025',
  body: [
    md.p(
      'Cookies are small files a website stores in your browser. We only use analytics cookies if you click Accept on our cookie banner.',
    ),
    md.table(
      ['Cookie', 'What it does', 'How long it lasts'],
      [
        ['stowaway-consent', 'Remembers whether you accepted or declined cookies', '12 months'],
        ['_ga', 'Google Analytics: tells visitors apart', '2 years'],
        ['_ga_<ID>', 'Google Analytics: keeps track of your visit', '2 years'],
      ],
    ),
    md.p(
      'To change your choice, clear the cookies for this site in your browser settings and the banner will appear again. You can also block cookies altogether in your browser, and the site will still work.',
    ),
  ],
});

export const stowLegalPages: StowPage[] = [terms, privacy, cookies];
