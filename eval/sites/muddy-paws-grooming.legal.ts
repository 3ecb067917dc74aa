import {
  b,
  h1,
  h2,
  PAWS_COMPANY,
  PAWS_COMPANY_NO,
  PAWS_EMAIL,
  PAWS_POSTCODE,
  PAWS_STREET,
  PAWS_TOWN,
  PAWS_UNIT,
  type PawsPage,
  p,
  rich,
  section,
  small,
  ul,
} from './muddy-paws-grooming.layout.ts';

const legal = (
  path: string,
  title: string,
  description: string,
  updated: string,
  body: string[],
): PawsPage => ({
  path,
  title: `${title} | Muddy Paws Grooming`,
  description,
  body: [
    section([rich(h1(title)), rich(small(updated))], title),
    section(
      body.map((x) => rich(x)),
      'Text',
    ),
  ],
});

const address = `${PAWS_UNIT}, ${PAWS_STREET}, ${PAWS_TOWN} ${PAWS_POSTCODE}`;

const privacy = legal(
  '/privacy-policy',
  'Privacy Policy',
  'How Muddy Paws Grooming Ltd collects, uses and protects your personal data.',
  'Last updated: 14 April 2026',
  [
    p(
      `${PAWS_COMPANY} (company number ${PAWS_COMPANY_NO}), ${address}, is the data controller for the personal data described in this policy. We are registered with the Information Commissioner’s Office under number ZB552190.`,
    ),
    h2('What we collect'),
    ul(
      'When you book: your name, phone number, email address, your dog’s name, breed, age and any health or behaviour notes you give us, through Wix Bookings.',
      'When you pay a deposit online: your payment is processed by Wix Payments. We never see or store your full card number.',
      'When you create a members’ account: your login email and your booking history.',
      'When you use our contact form: your name, email, phone number if given, and your message.',
      'When you browse the site: cookies and analytics data, only if you accept them in the cookie banner.',
    ),
    h2('How we use it'),
    p(
      'To manage appointments, send reminders by text and email, keep grooming notes for your dog, answer your messages and, if you opt in, send our occasional newsletter. We never sell your data.',
    ),
    h2('How long we keep it'),
    p(
      'Client and grooming records are kept for 3 years after your last appointment. Contact form messages are deleted after 12 months.',
    ),
    h2('Who we share it with'),
    p(
      'Our website and booking system are hosted by Wix.com Ltd, which processes data on our behalf. We share nothing else unless the law requires it.',
    ),
    h2('Your rights'),
    p(
      `You can ask for a copy of your data, ask us to correct or delete it, or object to how we use it, by emailing ${PAWS_EMAIL}. You can also complain to the ICO at ico.org.uk.`,
    ),
  ],
);

/**
 * The terms Hannah pasted from a salon template in 2021, when Muddy Paws was still in her garage on Skipton
 * Road, and left up with a 2021 label after the move: the old address, a £5 deposit, 24 hours' notice, cats,
 * owners staying, matting at £5 per 15 minutes, cheques and 6-month vouchers contradict the booking policy.
 */
const terms = legal(
  '/terms-and-conditions',
  'Terms &amp; Conditions',
  'Terms and conditions of Muddy Paws Grooming (2021 version).',
  'Terms &amp; Conditions (2021 version). Last updated: 8 March 2021',
  [
    p(
      `${b('1. About us.')} These terms apply to all grooming services provided by Muddy Paws Grooming, 14 Skipton Road, Harrogate HG1 4LF (“the Groomer”). By booking an appointment you agree to these terms.`,
      `${b('2. Services.')} The Groomer provides grooming for dogs and cats. All animals must be vaccinated and free of fleas.`,
      `${b('3. Deposits.')} A non-refundable deposit of £5 is required to secure each appointment.`,
      `${b('4. Cancellations.')} Appointments may be cancelled or changed free of charge with at least 24 hours’ notice. Late cancellations and missed appointments may be charged in full.`,
      `${b('5. Owners.')} Owners are welcome to stay during the groom if they wish.`,
      `${b('6. Matted coats.')} De-matting is charged at £5 per 15 minutes. Severely matted coats will be clipped short.`,
      `${b('7. Collection.')} Animals must be collected at the agreed time.`,
      `${b('8. Payment.')} Payment is due on collection. We accept cash, cheques and bank transfer.`,
      `${b('9. Gift vouchers.')} Gift vouchers are valid for 6 months from the date of issue and cannot be exchanged for cash.`,
      `${b('10. Health.')} The Groomer will not be held responsible for pre-existing health conditions that become apparent during grooming. Elderly animals are groomed at the owner’s risk.`,
      `${b('11. Photographs.')} We may use photographs of your pet on our website and social media unless you ask us not to.`,
      `${b('12. Law.')} These terms are governed by the laws of England and Wales.`,
    ),
  ],
);

export const pawsLegalPages: PawsPage[] = [privacy, terms];
