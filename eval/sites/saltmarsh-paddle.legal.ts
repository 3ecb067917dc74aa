import {
  a,
  bold,
  em,
  MARSH_BOOKING,
  MARSH_COMPANY,
  MARSH_COMPANY_NO,
  MARSH_EMAIL,
  MARSH_PHONE,
  MARSH_PLACE,
  MARSH_POSTCODE,
  MARSH_TOWN,
  type MarshPage,
  para,
  paraList,
  RUST,
  section,
  TEAL,
  title,
} from './saltmarsh-paddle.layout.ts';

/* ── Booking & cancellation policy: the current rules ───────────────────────────────────────────────── */

const policy: MarshPage = {
  path: '/booking-policy.html',
  title: 'Booking &amp; Cancellation Policy',
  seoTitle: 'Booking &amp; Cancellation Policy | Saltmarsh Paddle',
  description: 'How booking, payment, cancellations and weather calls work at Saltmarsh Paddle.',
  body: [
    section([
      title('Booking &amp; Cancellation Policy'),
      para([em('Updated February 2026. This policy replaces our old 2021 terms and conditions.')]),
      para([
        bold('1. Booking and payment', TEAL),
        `Book online through our ${a('booking site', MARSH_BOOKING)} or by phone on ${MARSH_PHONE}. Every booking is paid in full by card when you book. We don’t take bookings without card payment, and we can’t hold a boat or a place without one.`,
        'We’re cashless at the hut: cards, Apple Pay and Google Pay only.',
        '',
        bold('2. Damage hold', TEAL),
        'For every hire we take a £150 hold on your card at check-in, released when the boats come back undamaged.',
        '',
        bold('3. If you cancel', TEAL),
        'With 72 hours’ notice or more: a full refund, or we’ll move your booking free of charge.',
        'With less than 72 hours’ notice: no refund, but we’ll move your booking once, to another date in the same season, if there’s space.',
        '',
        bold('4. Weather and sea conditions', TEAL),
        'We decide by 8am on the day for morning sessions and by 12 noon for afternoon sessions, and text you. If we cancel, you get a full refund or a new date: your choice.',
        'If we decide conditions are safe and you choose not to come, it counts as a cancellation under point 3. There are no refunds for weather once we’ve said your session is on.',
        '',
        bold('5. Arriving late', TEAL),
        'Please check in 20 minutes before your start time. If you arrive late, your session is shortened (the tide won’t wait for us either) and there’s no refund for the time missed.',
        '',
        bold('6. Minimum numbers', TEAL),
        'Scheduled trips run with a minimum of 4 paddlers. If a trip doesn’t reach 4 by 48 hours before, we’ll offer another date or a full refund.',
        '',
        bold('7. Ages and swimming', TEAL),
        'Under-8s can’t paddle a single kayak. Under-16s must be with a paying adult. Everyone who hires must be able to swim 25 metres.',
        '',
        bold('8. Gift vouchers', TEAL),
        'Vouchers are valid for 18 months and are non-refundable.',
      ]),
    ]),
  ],
};

/* ── Privacy ────────────────────────────────────────────────────────────────────────────────────────── */

const address = `${MARSH_PLACE}, ${MARSH_TOWN} ${MARSH_POSTCODE}`;

const privacy: MarshPage = {
  path: '/privacy.html',
  title: 'Privacy',
  seoTitle: 'Privacy Policy | Saltmarsh Paddle',
  description: 'How Saltmarsh Paddle Ltd collects, uses and protects your personal data.',
  body: [
    section([
      title('Privacy Policy'),
      para([em('Last updated: 12 March 2026')]),
      para([
        `${MARSH_COMPANY} (company number ${MARSH_COMPANY_NO}), ${address}, is the data controller for the personal data described in this policy. We are registered with the Information Commissioner’s Office under number ZB617734.`,
      ]),
      paraList(
        [bold('What we collect', RUST)],
        [
          'When you book: your name, email address, phone number, the ages of children in your group and any medical information you choose to give us. Bookings and payments are handled by Square, who process your card details; we never see your full card number.',
          'When you use our contact form: your name, email, phone number if given and your message.',
          'When you browse this website: cookies and analytics data, only if you accept them in the cookie notice.',
        ],
      ),
      para([
        bold('How we use it', RUST),
        'To manage your booking, send you reminders and weather texts, answer your messages and, if you opt in, send our occasional newsletter. We never sell your data.',
        '',
        bold('How long we keep it', RUST),
        'Booking records are kept for 3 years after your last booking. Medical information is deleted 30 days after your session. Contact form messages are deleted after 12 months.',
        '',
        bold('Who we share it with', RUST),
        'Our website is hosted by Weebly and our bookings run on Square (Block, Inc. and its subsidiaries), who process data on our behalf. We share nothing else unless the law requires it.',
        '',
        bold('Your rights', RUST),
        `You can ask for a copy of your data, ask us to correct or delete it, or object to how we use it, by emailing ${MARSH_EMAIL}. You can also complain to the ICO at ico.org.uk.`,
      ]),
    ]),
  ],
};

/**
 * The terms pasted from a template in 2021, when the business still traded from a container at Newport Sands,
 * and left up with their 2021 label after the move to the Parrog: the old address, a 25% deposit with the
 * balance in cash on the day, 24 hours' notice, single kayaks from 6, winds up to force 5, dogs in canoes, lone
 * hire for any adult, 2021 hourly prices and 6-month vouchers contradict the booking policy and the pages.
 */
const terms: MarshPage = {
  path: '/terms.html',
  title: 'Terms',
  seoTitle: 'Terms &amp; Conditions | Saltmarsh Paddle',
  description: 'Terms and conditions of Saltmarsh Paddle (2021 version).',
  body: [
    section([
      title('Terms &amp; Conditions (2021 version)'),
      para([em('These terms and conditions were last updated on 3 March 2021.')]),
      para([
        `${bold('1. About us.')} These terms apply to all hire, trips and lessons provided by Saltmarsh Paddle, Newport Sands car park, Newport, Pembrokeshire SA42 0NR (“the Company”). By making a booking you agree to these terms.`,
        '',
        `${bold('2. Bookings.')} A deposit of 25% is payable at the time of booking. The balance is payable on the day, in cash or by card.`,
        '',
        `${bold('3. Cancellations.')} Bookings may be cancelled free of charge up to 24 hours before the start time. Cancellations with less than 24 hours’ notice will lose the deposit.`,
        '',
        `${bold('4. Weather.')} Hire and trips operate in winds up to force 5. If the Company cancels because of the weather, a credit note will be issued.`,
        '',
        `${bold('5. Children.')} Children aged 6 and over may use single kayaks under adult supervision.`,
        '',
        `${bold('6. Dogs.')} Well-behaved dogs are welcome in open canoes, with a dog buoyancy aid (£5).`,
        '',
        `${bold('7. Hire.')} Single kayaks and paddleboards may be hired by any person aged 18 or over. Hire prices for 2021: single kayak £15 per hour, double kayak £24 per hour, stand-up paddleboard £12 per hour.`,
        '',
        `${bold('8. Gift vouchers.')} Gift vouchers are valid for 6 months from the date of issue and cannot be exchanged for cash.`,
        '',
        `${bold('9. Liability.')} Participants take part at their own risk. The Company accepts no liability for loss of or damage to personal belongings.`,
        '',
        `${bold('10. Law.')} These terms are governed by the laws of England and Wales.`,
      ]),
    ]),
  ],
};

export const marshLegalPages: MarshPage[] = [policy, privacy, terms];
