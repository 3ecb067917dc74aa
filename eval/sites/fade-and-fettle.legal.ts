import {
  FADE_COMPANY,
  FADE_COMPANY_NO,
  FADE_EMAIL,
  FADE_POSTCODE,
  FADE_STREET,
  FADE_TOWN,
  FADE_UNIT,
  type FadePage,
  h1,
  h2,
  p,
  section,
  small,
  stack,
  strong,
  text,
  ul,
} from './fade-and-fettle.layout.ts';

const legal = (
  path: string,
  title: string,
  description: string,
  updated: string,
  body: string,
): FadePage => ({
  path,
  title: `${title} | Fade &amp; Fettle`,
  description,
  body: [
    section('Header', [text(h1(title), 'Title'), text(small(updated), 'Updated')]),
    stack('Body', [text(body, 'Content')]),
  ],
});

const address = `${FADE_UNIT}, ${FADE_STREET}, ${FADE_TOWN} ${FADE_POSTCODE}`;

const privacy = legal(
  '/privacy',
  'Privacy policy',
  'How Fade & Fettle Ltd collects and uses your personal data.',
  'Last updated: 2 February 2026',
  `${p(
    `${FADE_COMPANY} (company number ${FADE_COMPANY_NO}, ${address}) is the data controller for the personal data described here. We’re registered with the Information Commissioner’s Office under number ZB418273.`,
  )}${h2('What we collect')}${ul(
    'When you book: your name, phone number, email address and the services you book, through our booking provider, Fresha.',
    'When you message us through the website: your name, email address, phone number if you give it, and your message.',
    'When you visit the site: analytics data, only if you accept analytics cookies.',
  )}${h2('How we use it')}${p(
    'To manage your appointments, send reminders, answer your questions and, if you opt in on the booking site, send you the occasional offer. We never sell your data.',
  )}${h2('How long we keep it')}${p(
    'Booking history is kept for 3 years after your last appointment. Website messages are deleted after 12 months.',
  )}${h2('Your rights')}${p(
    `You can ask for a copy of your data, ask us to correct or delete it, or object to how we use it, by emailing ${FADE_EMAIL}. You can also complain to the ICO at ico.org.uk.`,
  )}`,
);

const cookies = legal(
  '/cookies',
  'Cookie policy',
  'The cookies used on the Fade & Fettle website and how to control them.',
  'Last updated: 2 February 2026',
  `${p(
    'Cookies are small files a website stores in your browser. When you first visit, our cookie banner lets you accept or reject the ones we don’t strictly need; change your mind any time with the “Cookie settings” link.',
  )}${h2('Strictly necessary')}${p(
    `${strong('framerCookiesConsentMode')}: remembers your cookie choices. Kept for 12 months.`,
  )}${h2('Analytics (only if you accept)')}${p(
    `${strong('_ga')} and ${strong('_ga_FF7K2Q9XLM')}: Google Analytics, to count visits and see which pages are read. Kept for 2 years.`,
  )}${h2('Booking')}${p(
    'When you press “Book now” you leave our site for Fresha, which sets its own cookies under its own policy.',
  )}`,
);

/**
 * The terms the owner pasted from a salon template when the first website went up in 2021 and never revised.
 * Its 2 hours' notice, no late-cancellation charge, 20 minutes' grace, cash, walk-ins at all times, children
 * under 14 and 6-month vouchers refundable within 14 days contradict the shop's own pages.
 */
const terms = legal(
  '/terms',
  'Terms &amp; conditions',
  'Terms and conditions of Fade & Fettle Ltd.',
  'Last updated: 3 March 2021',
  `${p(
    `${strong('1. Introduction.')} These terms apply to all services and products provided by ${FADE_COMPANY} (“the Salon”), registered in England and Wales under company number ${FADE_COMPANY_NO}, of ${address}. By booking an appointment you agree to these terms.`,
    `${strong('2. Appointments.')} Appointments can be cancelled or changed free of charge up to 2 hours before the appointment time. The Salon does not charge for late cancellations, but reserves the right to refuse future bookings to clients who repeatedly miss appointments.`,
    `${strong('3. Late arrival.')} Clients arriving more than 20 minutes late may be asked to rebook.`,
    `${strong('4. Walk-ins.')} Walk-in clients are welcome at all times, subject to availability.`,
    `${strong('5. Payment.')} Payment is due on completion of the service. We accept cash and all major credit and debit cards.`,
    `${strong('6. Children.')} Children under 14 must be accompanied by an adult at all times.`,
    `${strong('7. Gift vouchers.')} Gift vouchers are valid for 6 months from the date of purchase and may be refunded within 14 days of purchase. Vouchers cannot be exchanged for cash after this period.`,
    `${strong('8. Prices.')} Prices are displayed in the Salon and may change without notice.`,
    `${strong('9. Complaints.')} If you are not satisfied with a service, please tell us within 7 days and we will do our best to put it right.`,
    `${strong('10. Liability.')} The Salon is not liable for any reaction to products used, unless caused by our negligence. Please tell us of any allergies before your service.`,
    `${strong('11. Law.')} These terms are governed by the law of England and Wales.`,
  )}`,
);

export const fadeLegalPages: FadePage[] = [privacy, cookies, terms];
