import {
  b,
  INK_COMPANY,
  INK_COMPANY_NO,
  INK_EMAIL,
  INK_STREET,
  INK_TOWN,
  type InkPage,
  text,
} from './inkwell-tattoo.layout.ts';

/**
 * The terms: a template the owner pasted into a Carrd text element when the site was first built in 2021 and
 * never revised. Its refundable deposits, 24 hours' notice, £20 fee, piercing from age 14, 6-month touch-ups
 * and vouchers and cheques contradict the studio's own pages.
 */
const terms: InkPage = {
  path: '/terms',
  title: 'Terms &amp; Conditions | Inkwell Tattoo Collective',
  description: 'Terms and conditions.',
  blocks: [
    text('Terms &amp; Conditions', 1, 'h1'),
    text('Last updated: 3 June 2021', 4),
    text(
      `${b('1. About us')}<br />These terms and conditions apply to all services provided by ${INK_COMPANY} (“the Studio”), a company registered in England and Wales, company number ${INK_COMPANY_NO}, of ${INK_STREET}, ${INK_TOWN}.`,
    ),
    text(
      `${b('2. Bookings and deposits')}<br />A deposit is required to secure all appointments. Deposits are refundable if you cancel with at least 7 days’ notice. The deposit will be deducted from the final price of your tattoo.`,
    ),
    text(
      `${b('3. Changes to appointments')}<br />Appointments may be rescheduled free of charge with 24 hours’ notice. Missed appointments will be charged a £20 fee.`,
    ),
    text(
      `${b('4. Age requirements')}<br />Clients must be 18 or over to receive a tattoo. Piercings are available from age 14 with parental consent.`,
    ),
    text(
      `${b('5. Touch-ups')}<br />Touch-ups are free of charge within 6 months of the original appointment, provided the aftercare instructions have been followed.`,
    ),
    text(
      `${b('6. Gift vouchers')}<br />Gift vouchers are valid for 6 months from the date of issue and cannot be exchanged for cash.`,
    ),
    text(`${b('7. Payment')}<br />Payment is accepted by cash or cheque.`),
    text(
      `${b('8. Liability')}<br />The Studio accepts no liability for reactions to tattoo inks or jewellery where the client has not disclosed relevant medical information, or for problems arising from failure to follow aftercare instructions.`,
    ),
    text(
      `${b('9. Governing law')}<br />These terms are governed by the laws of England and Wales. Questions about these terms: ${INK_EMAIL}.`,
    ),
  ],
};

const privacy: InkPage = {
  path: '/privacy',
  title: 'Privacy | Inkwell Tattoo Collective',
  description: 'How Inkwell Tattoo Collective uses your personal data.',
  blocks: [
    text('Privacy', 1, 'h1'),
    text(
      `${INK_COMPANY} (company number ${INK_COMPANY_NO}) is responsible for the personal data you give us through this website and in the studio.`,
    ),
    text(
      `${b('What we keep')}<br />Your booking requests, your contact details, and the consent form and health questions you fill in before a tattoo or piercing. We keep consent forms for 3 years after your last appointment, as our insurers ask us to.`,
    ),
    text(
      `${b('What we use it for')}<br />To manage your bookings and deposits and to contact you about your appointment. We never sell your data or use it for marketing without your permission.`,
    ),
    text(
      `${b('Who sees it')}<br />Our artists, our card payment provider for deposits, and Carrd, which hosts our booking form.`,
    ),
    text(
      `${b('Cookies')}<br />We use Google Analytics to count visitors. You can turn cookies off in your browser.`,
    ),
    text(
      `${b('Your rights')}<br />Ask us for a copy of your data, or for it to be corrected or deleted, by emailing ${INK_EMAIL}. You can also complain to the Information Commissioner’s Office (ICO).`,
    ),
  ],
};

export const inkLegalPages: InkPage[] = [terms, privacy];
