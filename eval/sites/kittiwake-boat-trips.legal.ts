import {
  KW_COMPANY,
  KW_COMPANY_NO,
  KW_EMAIL,
  KW_TERMS,
  type KwPage,
  rec,
} from './kittiwake-boat-trips.layout.ts';

/**
 * The terms: a template pasted into a T-text block in 2021 and never revised. The page was never given an
 * alias, so it is served as `/page<id>.html`.
 */
const terms: KwPage = {
  path: KW_TERMS,
  title: 'Terms and Conditions of Carriage',
  description: 'Terms and conditions of carriage.',
  pageId: 21934857,
  records: [
    rec(
      106,
      'T004',
      () =>
        `<div class="t004"><div class="t-container "><div class="t-col t-col_8 t-prefix_2"><div field="text" class="t-text t-text_md "><strong>TERMS AND CONDITIONS OF CARRIAGE</strong><br />Last updated: March 2021<br /><br /><strong>1. The Company</strong><br />These terms apply to all tickets sold by ${KW_COMPANY} (“the Company”), registered in England and Wales under company number ${KW_COMPANY_NO}.<br /><br /><strong>2. Tickets</strong><br />Tickets are valid only for the sailing booked. Tickets must be collected from the ticket office at least 15 minutes before departure. Children under 3 travel free of charge.<br /><br /><strong>3. Cancellation by the passenger</strong><br />Bookings may be cancelled up to 7 days before the date of travel for a refund, less an administration fee of £5. No refunds are given for cancellations made less than 7 days before travel or for failure to attend.<br /><br /><strong>4. Cancellation by the Company</strong><br />The Company may cancel or alter any sailing because of weather, sea conditions or other circumstances beyond its control. Where a sailing is cancelled, a full refund will be given.<br /><br /><strong>5. Animals</strong><br />No animals are permitted on board any vessel, with the exception of assistance dogs.<br /><br /><strong>6. Gift vouchers</strong><br />Gift vouchers are valid for 6 months from the date of issue and are non-refundable.<br /><br /><strong>7. Conduct</strong><br />Passengers must follow the instructions of the skipper and crew at all times. The skipper may refuse boarding to any passenger who appears to be under the influence of alcohol.<br /><br /><strong>8. Liability</strong><br />The Company accepts no liability for loss of or damage to personal belongings.<br /><br /><strong>9. Privacy</strong><br />We use your details only to manage your booking and, if you agree, to send you news. We never sell your data. Questions: ${KW_EMAIL}.</div></div></div></div>`,
      { pad: [75, 75] },
    ),
  ],
};

export const kwLegalPages: KwPage[] = [terms];
