import {
  DALES_COMPANY,
  DALES_COMPANY_NO,
  DALES_EMAIL,
  DALES_POSTCODE,
  DALES_STREET,
  DALES_TOWN,
  type DalesPage,
  h2,
  list,
  p,
} from './dalesway-cycle-tours.layout.ts';

/* ── Privacy: WordPress's suggested text, filled in ─────────────────────────────────────────────────── */

const privacy: DalesPage = {
  path: '/privacy-policy',
  id: 3,
  title: 'Privacy Policy',
  description: 'How Dalesway Cycle Tours Ltd collects, uses and protects your personal data.',
  body: `${p('_Last updated: 9 February 2026_')}
${h2('Who we are')}
${p(`${DALES_COMPANY} (company number ${DALES_COMPANY_NO}), ${DALES_STREET}, ${DALES_TOWN} ${DALES_POSTCODE}, is the data controller for the personal data described in this policy. Our website address is https://www.dalesway-cycle-tours.test.`)}
${h2('What we collect and why')}
${list(
  'When you book hire, a ride or a tour: your name, email address, phone number, the riders&#8217; heights and ages (so we can size bikes), and for tours your accommodation preferences and any dietary needs.',
  'When you collect a hire bike: a photo of your ID and a card pre-authorisation, handled by our card terminal provider; we never see your full card number.',
  'When you use our contact form: your name, email address and message.',
  'When you browse: cookies and analytics, only if you accept them in the cookie notice.',
)}
${h2('Who we share it with')}
${p('Bookings are made through Checkfront and WP Travel, and payments are processed by Stripe and SumUp. For self-guided tours we pass your names, dates and dietary needs to the B&amp;Bs you stay with. We never sell your data.')}
${h2('How long we keep it')}
${p('Booking records are kept for 6 years for our accounts. ID photos are deleted when the bike comes back. Contact form messages are deleted after 12 months.')}
${h2('Comments and embedded content')}
${p('Articles on this site may include embedded content (for example videos, maps and booking widgets). Embedded content from other websites behaves in the exact same way as if the visitor has visited the other website.')}
${h2('Your rights')}
${p(`You can ask for a copy of your data, ask us to correct or delete it, or object to how we use it, by emailing ${DALES_EMAIL}. You can also complain to the Information Commissioner&#8217;s Office at ico.org.uk.`)}`,
};

/**
 * The terms Bex filled in from a template in 2021, when Dalesway still worked from Unit 4, Ribble Works, and left
 * up with their label: a 50% tour deposit with the balance 4 weeks before, refunds up to 24 hours before a ride
 * (12 hours if rain is forecast), a £50 deposit per bike in cash or by card, helmets at £3 a day, e-bikes from
 * 14, full-day rides from 10, dogs on rides at the guide's discretion and vouchers valid for 6 months.
 */
const terms: DalesPage = {
  path: '/terms-and-conditions',
  id: 92,
  title: 'Terms &amp; Conditions (2021 version)',
  description: 'Terms and conditions of hire and booking, Dalesway Cycle Tours (2021 version).',
  body: `${p('_These terms were last updated on 1 March 2021._')}
${p('**1. About us.** These terms apply to all hire, guided rides and tours booked with Dalesway Cycle Tours, Unit 4, Ribble Works, Giggleswick, Settle BD24 0BB (&#8220;we&#8221;, &#8220;us&#8221;). By making a booking you agree to these terms.')}
${p('**2. Payment.** Guided rides must be paid in full at the time of booking. Self-guided tours require a deposit of 50% of the tour price, with the balance payable 4 weeks before departure.')}
${p('**3. Cancellation by you.** Guided rides cancelled up to 24 hours before the start time will be refunded in full. If rain is forecast for the day of your ride you may cancel up to 12 hours before the start for a full refund.')}
${p('**4. Hire.** A deposit of £50 per bike is payable in cash or by card on collection and will be returned when the bike is returned undamaged. Helmets are available to hire at £3 per day. Electric bikes may be hired by riders aged 14 and over.')}
${p('**5. Children.** Children aged 10 and over may take part in full-day rides when accompanied by a paying adult.')}
${p('**6. Dogs.** Well-behaved dogs may accompany guided rides at the guide&#8217;s discretion.')}
${p('**7. Gift vouchers.** Gift vouchers are valid for 6 months from the date of issue and are non-refundable.')}
${p('**8. Your responsibilities.** You must ride within your ability, follow the instructions of your guide and wear a helmet at all times. You are responsible for loss of or damage to hired equipment beyond fair wear and tear.')}
${p('**9. Liability.** Nothing in these terms limits our liability for death or personal injury caused by our negligence. These terms are governed by the laws of England and Wales.')}`,
};

export const dalesLegalPages: DalesPage[] = [privacy, terms];
