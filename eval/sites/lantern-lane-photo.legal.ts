import {
  h,
  LANTERN_COMPANY,
  LANTERN_COMPANY_NO,
  LANTERN_EMAIL,
  LANTERN_POSTCODE,
  LANTERN_STREET,
  LANTERN_TOWN,
  type LanternPage,
  p,
  strong,
  textSection,
} from './lantern-lane-photo.layout.ts';

/**
 * Kajabi's system terms page (`/pages/terms`), into which the owner pasted a template from a small-business
 * site in 2021 and never revised it. Its 7 days' notice less a £10 fee, 24 hours for studio hire, children from
 * 12 with an adult, 6-month vouchers refundable within 14 days, cameras lent on all courses and cash or cheque
 * contradict the school's own pages.
 */
const terms: LanternPage = {
  path: '/pages/terms',
  title: 'Terms &amp; Conditions | Lantern Lane Photography School',
  description: 'Terms and conditions of Lantern Lane Photography Ltd.',
  sections: [
    textSection(
      `${h(1, 'Terms &amp; Conditions')}${p('<em>Last updated: 14 April 2021</em>')}${p(
        `${strong('1. About us')}<br>These terms apply to all courses, workshops, tuition, hire and products provided by ${LANTERN_COMPANY} (“we”, “us”), a company registered in England and Wales with company number ${LANTERN_COMPANY_NO}, whose registered office is at ${LANTERN_STREET}, ${LANTERN_TOWN} ${LANTERN_POSTCODE}.`,
        `${strong('2. Bookings and payment')}<br>A place on a course is confirmed when we receive payment in full. Payment may be made by cash, cheque or bank transfer.`,
        `${strong('3. Cancellation by you')}<br>If you cancel your place at least 7 days before the start of a course, we will refund the fee less a £10 administration fee. We are unable to offer refunds for cancellations made less than 7 days before the course.`,
        `${strong('4. Cancellation by us')}<br>We may cancel a course if too few people book or for reasons beyond our control. In that case you may choose a full refund or a place on another date.`,
        `${strong('5. Studio hire')}<br>Studio bookings may be cancelled free of charge up to 24 hours before the start of the hire period.`,
        `${strong('6. Age')}<br>Courses are intended for adults. Children aged 12 to 15 may attend when accompanied by a paying adult.`,
        `${strong('7. Equipment')}<br>Cameras are available to borrow on all courses, subject to availability. You are responsible for any equipment lent to you and for any damage to it.`,
        `${strong('8. Gift vouchers')}<br>Gift vouchers are valid for 6 months from the date of issue. You may cancel a voucher purchase and receive a full refund within 14 days of purchase.`,
        `${strong('9. Online memberships')}<br>Membership fees are charged in advance and are non-refundable. You may cancel at any time and keep access until the end of the period you have paid for.`,
        `${strong('10. Liability')}<br>We are not liable for loss of or damage to your own equipment or images, except where caused by our negligence. Nothing in these terms limits liability for death or personal injury caused by negligence.`,
        `${strong('11. Governing law')}<br>These terms are governed by the laws of England and Wales. Questions about these terms may be sent to ${LANTERN_EMAIL}.`,
      )}`,
      {},
      10,
    ),
  ],
};

export const lanternLegalPages: LanternPage[] = [terms];
