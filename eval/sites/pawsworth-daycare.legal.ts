import {
  colour,
  h,
  link,
  list,
  type PawsworthPage,
  PW_COMPANY,
  PW_COMPANY_NO,
  PW_EMAIL,
  PW_FARM,
  PW_POSTCODE,
  PW_TOWN,
  p,
  row,
  section,
  shape,
  strong,
  text,
} from './pawsworth-daycare.layout.ts';

/**
 * The terms Sophie copied from a template when Pawsworth opened at its first premises, kept because the footer
 * still links to them, with a label added on top: day care Monday to Saturday 7.30am – 6pm, £5 per 15 minutes
 * after 6pm, kennel cough 7 days before, entire males up to 12 months, bitches in season boarded apart for £5 a
 * night, 24 hours' notice, a 50% non-refundable boarding deposit, cash, cheque or card, collections 7 days a week,
 * and the old unit on Sealand Road.
 */
const terms2021: PawsworthPage = {
  path: '/Terms-and-Conditions',
  title: 'Terms &amp; Conditions (2021, archived) | Pawsworth',
  description: 'Pawsworth terms and conditions, 2021 version (archived).',
  main: [
    section(
      row(
        shape(),
        text(
          p(colour(strong('ARCHIVED &ndash; 2021 version'), 'rgba(176,58,46,1)'), 'custom4'),
          p(
            `These terms were written from a template in 2021, when we opened at our old premises, and no longer apply. Our current prices and rules are on our ${link('Prices', 'Prices')}, ${link('Joining Pawsworth', 'Joining-Pawsworth')} and ${link('FAQ', 'FAQ')} pages.`,
          ),
        ),
      ),
    ),
    section(
      text(
        h(1, 'Terms and Conditions'),
        p('Pawsworth Doggy Day Care &amp; Boarding, Unit 4, Sealand Road Trading Estate, Chester CH1 4LQ'),
        p('Effective 1 June 2021'),
        h(4, '1. Services'),
        p('Doggy day care is available Monday to Saturday, 7.30am to 6pm.'),
        h(4, '2. Collection'),
        p('Dogs must be collected by 6pm. Late collections will be charged at £5 per 15 minutes.'),
        h(4, '3. Vaccinations'),
        p(
          'All dogs must be fully vaccinated, including against kennel cough at least 7 days before attending. Proof of vaccination must be provided on the first visit.',
        ),
        h(4, '4. Neutering and seasons'),
        p(
          'Entire males are accepted up to 12 months of age. Bitches in season may be boarded in a separate kennel at an additional charge of £5 per night but may not attend day care.',
        ),
        h(4, '5. Cancellations'),
        p('Day care sessions cancelled with less than 24 hours’ notice will be charged in full.'),
        h(4, '6. Boarding'),
        p('A deposit of 50% is required to confirm a boarding reservation. Deposits are non-refundable.'),
        h(4, '7. Payment'),
        p('Payment may be made by cash, cheque or card. Day care is payable on the day.'),
        h(4, '8. Collection service'),
        p('Our collection service operates 7 days a week within a 10 mile radius of the premises.'),
        h(4, '9. Behaviour'),
        p(
          'We reserve the right to refuse any dog which shows aggressive behaviour towards people or other dogs.',
        ),
        h(4, '10. Liability'),
        p(
          'While every care is taken, the owner accepts that dogs playing together may suffer minor injuries. We cannot accept liability for loss of or damage to collars, leads, toys or bedding left with us.',
        ),
      ),
    ),
  ],
};

const privacy: PawsworthPage = {
  path: '/Privacy-Policy',
  title: 'Privacy Policy | Pawsworth',
  description: 'How Pawsworth Dog Care Ltd collects and uses your personal information.',
  main: [
    section(
      text(
        h(1, 'Privacy Policy'),
        p('Last updated: 3 March 2026'),
        h(3, 'Who we are'),
        p(
          `${PW_COMPANY} (company no. ${PW_COMPANY_NO}), ${PW_FARM}, ${PW_TOWN} ${PW_POSTCODE}, is responsible for the personal information you give us.`,
        ),
        h(3, 'What we collect'),
        list(
          'Your name, address, phone number and email, and your dog’s details, vaccination records and vet’s name, when you register.',
          'Key safe codes and access notes for the van service, kept on the driver’s locked phone only.',
          'What you write in our contact and registration forms, sent to us by the website builder’s form service.',
          'Anonymous statistics from Google Analytics, if you accept cookies.',
        ),
        h(3, 'How long we keep it'),
        p(
          'Records of the dogs we look after are kept for 3 years after their last visit, as our licence requires, and accounts for 6 years.',
        ),
        h(3, 'Your rights'),
        p(
          `You can ask for a copy of your information, or ask us to correct or delete it, by emailing ${link(PW_EMAIL, `mailto:${PW_EMAIL}`)}. You can also complain to the Information Commissioner’s Office at ico.org.uk.`,
        ),
      ),
    ),
  ],
};

export const pawsworthLegalPages: PawsworthPage[] = [terms2021, privacy];
