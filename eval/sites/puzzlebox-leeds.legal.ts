import {
  eyebrow,
  h1,
  h2,
  muted,
  ol,
  PB_BUILDING,
  PB_COMPANY,
  PB_COMPANY_NO,
  PB_EMAIL,
  PB_ICO,
  PB_STREET,
  type PuzzlePage,
  p,
  section,
  table,
} from './puzzlebox-leeds.layout.ts';

/**
 * The terms, pasted from a template when the business opened (2021) and tidied in 2023: its cancellation
 * clause still asks for 72 hours, where the booking page and the FAQ say 48.
 */
const terms: PuzzlePage = {
  path: '/terms',
  title: 'Terms and conditions',
  description: 'The terms and conditions for bookings, gift vouchers and visits to Puzzlebox Leeds.',
  route: 'terms',
  body: section([
    eyebrow('Legal'),
    h1('Terms and conditions'),
    muted('Last updated: 3 March 2023'),
    p(
      `These terms apply to all bookings made with ${PB_COMPANY} ("Puzzlebox", "we", "us"), a company registered in England and Wales (company number ${PB_COMPANY_NO}), whose registered office is at ${PB_BUILDING}, ${PB_STREET}, Leeds LS11 9BN. By making a booking you agree to these terms.`,
    ),
    h2('1. Bookings and payment'),
    ol(
      'A booking is confirmed when we have received your deposit and sent you a confirmation email.',
      'The balance of the booking price is payable on arrival. Prices are as shown on our website at the time of booking.',
      'The lead booker is responsible for making sure every member of the group has read these terms.',
    ),
    h2('2. Cancellations and changes by you'),
    ol(
      'Cancellations made less than 72 hours before the booked start time will not be refunded.',
      'Bookings may be transferred to another date, subject to availability and an administration fee.',
      'If your group arrives late, the game may be shortened so that it ends at the scheduled time. We may be unable to run the game if you arrive very late, in which case the booking will be treated as a cancellation without notice.',
    ),
    h2('3. Cancellations by us'),
    p(
      'If we have to cancel your game (for example because of a technical fault or a power cut), we will offer you another date or a full refund of everything you have paid.',
    ),
    h2('4. Safety and conduct'),
    ol(
      'Players under 16 must be accompanied by a playing adult aged 18 or over.',
      'We reserve the right to refuse entry to anyone who appears to be under the influence of alcohol or drugs, without refund.',
      'Players must follow the instructions of our staff at all times. Any damage to rooms or props caused deliberately or through reckless behaviour may be charged to the lead booker.',
      'Rooms are monitored by CCTV for your safety and so that our staff can give hints.',
    ),
    h2('5. Gift vouchers'),
    ol(
      'Gift vouchers are valid for 12 months from the date of purchase and cannot be exchanged for cash.',
      'Lost vouchers can be reissued if you have the original order confirmation.',
    ),
    h2('6. Liability'),
    p(
      'Nothing in these terms limits our liability for death or personal injury caused by our negligence. We are not responsible for personal belongings brought onto the premises.',
    ),
    h2('7. Governing law'),
    p('These terms are governed by the law of England and Wales.'),
  ]),
};

const privacy: PuzzlePage = {
  path: '/privacy',
  title: 'Privacy and cookies',
  description: 'How Puzzlebox Leeds collects and uses your personal data, and the cookies we use.',
  route: 'privacy',
  body: section([
    eyebrow('Legal'),
    h1('Privacy and cookie policy'),
    muted('Last updated: 12 May 2025'),
    p(
      `${PB_COMPANY} is the data controller for the personal data we collect through this website, our booking system and at our venue. We are registered with the Information Commissioner’s Office (ICO), registration number ${PB_ICO}. Questions about your data? Email ${PB_EMAIL}.`,
    ),
    h2('What we collect'),
    table(
      ['Data', 'Why', 'How long we keep it'],
      [
        [
          'Name, email and phone number of the lead booker',
          'To manage your booking',
          '3 years after your last booking',
        ],
        ['Payment details', 'Taken and stored by our payment provider, never by us', 'Not stored by us'],
        [
          'Team photos',
          'To email you your photo (and post it if you agree)',
          '90 days, unless you agree to Instagram',
        ],
        ['CCTV recordings in the rooms and café', 'Safety, and so game hosts can give hints', '14 days'],
        ['Newsletter and waiting-list emails', 'To send news you asked for', 'Until you unsubscribe'],
      ],
    ),
    h2('Your rights'),
    p(
      'You can ask for a copy of your data, ask us to correct or delete it, or object to how we use it. You can also complain to the ICO.',
    ),
    h2('Cookies', 'cookies'),
    p(
      'Essential cookies keep the site and the booking system working. With your consent we also use Google Analytics, and Meta and TikTok pixels for advertising. You can change your choice at any time with the cookie settings button in the banner.',
    ),
  ]),
};

export const puzzleLegalPages: PuzzlePage[] = [terms, privacy];
