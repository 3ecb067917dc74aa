import {
  button,
  h1,
  h2,
  p,
  section,
  small,
  text,
  WHARF_COMPANY,
  WHARF_COMPANY_NO,
  WHARF_EMAIL,
  type WharfPage,
} from './kennet-wharf.layout.ts';

const clause = (heading: string, ...paragraphs: string[]) => [h2(heading), ...paragraphs.map(p)].join('');

/**
 * The hire terms, pasted into a Text layer from the 2019 Word document and never updated: their £150
 * security deposit and one-dog-on-any-boat rule at £25 contradict the pages (£300; up to 2 dogs at £40 each,
 * not on Heron).
 */
export const wharfLegal: WharfPage[] = [
  {
    path: '/hire-terms',
    title: 'Hire terms and conditions',
    description: 'The terms and conditions of hire of Kennet Wharf Narrowboats.',
    body: section(
      'Legal',
      text(
        'Terms',
        h1('Hire Terms and Conditions'),
        small('Effective from 1 February 2019'),
        clause(
          '1. Definitions',
          `&ldquo;We&rdquo;, &ldquo;us&rdquo; and &ldquo;the Company&rdquo; mean ${WHARF_COMPANY} (company number ${WHARF_COMPANY_NO}), The Wharf, Canal Walk, Hungerford, Berkshire RG17 0EY. &ldquo;The Hirer&rdquo; means the person named on the booking form. &ldquo;The Boat&rdquo; means the narrowboat hired, with its equipment and inventory.`,
        ),
        clause(
          '2. Bookings and payment',
          '2.1 A booking is confirmed when we receive a deposit of 25% of the hire charge. 2.2 The balance of the hire charge is due 8 weeks before the start of the hire. Where a booking is made less than 8 weeks before the start of the hire, the full hire charge is payable at the time of booking.',
        ),
        clause(
          '3. Security deposit',
          '3.1 A refundable security deposit of £150 is payable with the balance of the hire charge. 3.2 The security deposit will be returned within 14 days of the end of the hire, less the cost of fuel used, lost or damaged equipment, extra cleaning and any other charges due under these terms.',
        ),
        clause(
          '4. The Hirer',
          '4.1 The Hirer must be at least 21 years of age and must remain on board for the whole of the hire. 4.2 The Hirer is responsible for the Boat and for the conduct of all persons on board. 4.3 The number of persons on board must not exceed the number of berths of the Boat.',
        ),
        clause(
          '5. Hire period',
          '5.1 The hire period begins at 2pm on the first day and ends at 9am on the last day. 5.2 Late return of the Boat may result in a charge for any loss of hire to the following Hirer.',
        ),
        clause(
          '6. Fuel',
          '6.1 Fuel is not included in the hire charge and is charged on return of the Boat, according to the engine hours recorded, at the rate displayed in the office.',
        ),
        clause(
          '7. Pets',
          '7.1 One dog only is permitted per Boat, on any Boat in the fleet, by prior arrangement and at a charge of £25 per hire. 7.2 Dogs must not be left unattended on the Boat and must not be allowed on beds or upholstery. 7.3 The Hirer is liable for any extra cleaning needed.',
        ),
        clause(
          '8. Cancellation',
          '8.1 If the Hirer cancels more than 8 weeks before the start of the hire, the deposit is retained. 8.2 If the Hirer cancels within 8 weeks of the start of the hire, the full hire charge is payable unless the Boat can be re-let. 8.3 Hirers are strongly advised to take out holiday insurance.',
        ),
        clause(
          '9. Navigation',
          '9.1 The Boat must not be navigated onto the River Thames or beyond any limit given at handover. 9.2 The Boat must not be navigated during the hours of darkness. 9.3 The Hirer must observe the speed limit and the byelaws of the Canal &amp; River Trust.',
        ),
        clause(
          '10. Breakdowns, loss and damage',
          '10.1 The Hirer must report any breakdown, accident or damage to us at once. 10.2 We will make every reasonable effort to repair a breakdown but cannot be liable for loss of cruising time caused by breakdowns, stoppages or closures of the waterway outside our control.',
        ),
        clause(
          '11. Liability',
          '11.1 We are not liable for loss of or damage to the personal property of the Hirer or their party. 11.2 Nothing in these terms limits our liability for death or personal injury caused by our negligence.',
        ),
        clause(
          '12. Complaints and law',
          `12.1 Complaints should be made during the hire so that we can put things right, or in writing to ${WHARF_EMAIL} within 28 days of the end of the hire. 12.2 These terms are governed by the law of England and Wales.`,
        ),
      ),
    ),
  },
];

/** The 404 page Framer serves for any unknown path. */
export const wharfNotFound: WharfPage = {
  path: '/404',
  title: 'Page not found',
  description: 'This page could not be found.',
  body: section(
    '404',
    text('Heading', h1('Page not found')),
    text('Text', p('This page has drifted off its moorings. Try our boats, our prices or the home page.')),
    button('Back home', '/'),
  ),
};
