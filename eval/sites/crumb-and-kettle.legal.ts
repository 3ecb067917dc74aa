import {
  CRUMB_COMPANY,
  CRUMB_COMPANY_NO,
  CRUMB_EMAIL,
  CRUMB_POSTCODE,
  CRUMB_STREET,
  CRUMB_TOWN,
  type CrumbPage,
  p,
  rt,
  section,
  ul,
} from './crumb-and-kettle.layout.ts';

/* ── Privacy: the builder's template, filled in ────────────────────────────────────────────────────── */

const privacy: CrumbPage = {
  path: '/privacy-policy',
  title: 'Privacy Policy',
  description: 'How Crumb &amp; Kettle Ltd collects, uses and protects your personal data.',
  body: section(
    'content',
    'Privacy Policy',
    rt(
      p('_Last updated: 4 February 2026_'),
      p(
        `${CRUMB_COMPANY} (company number ${CRUMB_COMPANY_NO}), ${CRUMB_STREET}, ${CRUMB_TOWN} ${CRUMB_POSTCODE}, is the data controller for the personal data described in this policy.`,
      ),
      p('**What we collect**'),
      ul(
        'When you order a cake, join the Bread Club or book a class: your name, email address, phone number, delivery address if you have bread delivered, and any allergy information you give us.',
        'When you use a form on this website: your name, email address and your message.',
        'When you sign up to our newsletter: your email address.',
        'When you browse this website: cookies and analytics data, only if you accept them in the cookie banner.',
      ),
      p('**How we use it**'),
      p(
        'To make and deliver your order, take payments, send you reminders about your class or your Bread Club, answer your messages and, if you signed up, send our monthly newsletter. We never sell your data.',
      ),
      p('**Who we share it with**'),
      p(
        'Our website and newsletter are hosted by GoDaddy, our class bookings run on Bookwhen and our card payments on Square, who process data on our behalf. Tom&#x27;s delivery round is printed from our own spreadsheet and shredded every week.',
      ),
      p('**How long we keep it**'),
      p(
        'Order and booking records are kept for 6 years for our accounts. Allergy information is deleted once your order or class is over. You can unsubscribe from the newsletter at any time with the link in every email.',
      ),
      p('**Your rights**'),
      p(
        `You can ask for a copy of your data, ask us to correct or delete it, or object to how we use it, by emailing ${CRUMB_EMAIL}. You can also complain to the Information Commissioner&#x27;s Office at ico.org.uk.`,
      ),
    ),
  ),
};

/**
 * The terms the owners filled in from a template in 2021, when they still baked at Unit 3, Mill Yard, and
 * left up with their 2021 label: a 25% cake deposit refunded with 48 hours' notice, 72 hours' notice for any
 * cake, delivery of any cake within 5 miles for £8, cash and cheques, class refunds up to 7 days before and
 * children from 12, a "nut-free range", dogs on leads welcome inside, and 30-day wholesale invoices.
 */
const terms: CrumbPage = {
  path: '/terms-and-conditions',
  title: 'Terms &amp; Conditions',
  description: 'Terms and conditions of Crumb &amp; Kettle (2021 version).',
  body: section(
    'content',
    'Terms &amp; Conditions (2021 version)',
    rt(
      p('_These terms and conditions were last updated on 15 June 2021._'),
      p(
        '**1. About us.** These terms apply to all orders placed with Crumb &amp; Kettle, Unit 3, Mill Yard, Stowcombe, Gloucestershire GL54 2AB (&ldquo;we&rdquo;, &ldquo;us&rdquo;). By placing an order you agree to these terms.',
      ),
      p(
        '**2. Cake orders.** All cakes require a minimum of 72 hours&#x27; notice. A deposit of 25% is payable when the order is placed. Orders cancelled with at least 48 hours&#x27; notice will have their deposit refunded in full.',
      ),
      p('**3. Delivery.** Cakes can be delivered within 5 miles of Stowcombe for £8.'),
      p('**4. Payment.** We accept cash, cheques and all major credit and debit cards.'),
      p(
        '**5. Classes.** Classes may be cancelled up to 7 days before the date for a full refund. Children aged 12 and over may attend with a paying adult.',
      ),
      p(
        '**6. Allergens.** Our nut-free range is baked on separate days. Please ask a member of staff for details of the allergens in our products.',
      ),
      p('**7. Dogs.** Well-behaved dogs on a lead are welcome inside.'),
      p('**8. Trade customers.** Trade invoices are payable within 30 days of the invoice date.'),
      p(
        '**9. Liability.** Nothing in these terms limits our liability for death or personal injury caused by our negligence. These terms are governed by the laws of England and Wales.',
      ),
    ),
  ),
};

export const crumbLegalPages: CrumbPage[] = [privacy, terms];
