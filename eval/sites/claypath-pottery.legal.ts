import {
  CP_COMPANY,
  CP_COMPANY_NO,
  CP_EMAIL,
  CP_STREET,
  CP_TOWN,
  type CpPage,
  oxy,
} from './claypath-pottery.layout.ts';

/* Legal pages: an Oxygen section holding one Rich Text element the owner pasted in. */

const t = oxy(51);
const terms: CpPage = {
  path: '/terms-and-conditions',
  title: 'Terms &amp; Conditions',
  description:
    'Terms and conditions for classes, courses, parties, gift vouchers and shop orders at Claypath Pottery.',
  id: 51,
  body: t.section([
    t.h('h1', 'Terms &amp; Conditions'),
    t.text('Last updated: 14 March 2022', 'cp-small'),
    t.rich(
      `<h2>1. About us</h2>`,
      `These terms apply to bookings and purchases made with ${CP_COMPANY} (“we”, “us”), a company registered in England and Wales (company number ${CP_COMPANY_NO}), trading as Claypath Pottery from ${CP_STREET}, ${CP_TOWN}.`,
      `<h2>2. Bookings</h2>`,
      'A booking is confirmed when we have received payment in full or, where offered, the deposit. Places are allocated on a first come, first served basis.',
      `<h2>3. Cancellations and refunds</h2>`,
      'Cancellations received at least 48 hours before the start of the class will be refunded in full. We are unable to offer refunds for cancellations made less than 48 hours before the start of the class or for non-attendance.',
      'If we have to cancel a class, we will offer you a full refund or an alternative date.',
      `<h2>4. Gift vouchers</h2>`,
      'Gift vouchers are valid for 6 months from the date of purchase and cannot be extended, exchanged for cash or replaced if lost.',
      `<h2>5. Open studio membership</h2>`,
      'Membership is subject to a minimum term of 3 months. After that it may be cancelled by giving one calendar month’s notice in writing.',
      `<h2>6. Your work</h2>`,
      'We take reasonable care of work in our studio and kilns but accept no liability for pieces damaged in firing. Work not collected within 8 weeks may be recycled.',
      `<h2>7. Health and safety</h2>`,
      'You must follow the instructions of our staff at all times. Children must be supervised as set out on the booking page for each class.',
      `<h2>8. Shop orders</h2>`,
      'You may return unused items within 30 days of delivery for a refund. This does not affect your statutory rights.',
      `<h2>9. Contact</h2>`,
      `Questions about these terms: <a href="mailto:${CP_EMAIL}">${CP_EMAIL}</a>.`,
    ),
  ]),
};

const p = oxy(53);
const privacy: CpPage = {
  path: '/privacy-policy',
  title: 'Privacy Policy',
  description: 'How Claypath Pottery collects and uses your personal data.',
  id: 53,
  body: p.section([
    p.h('h1', 'Privacy Policy'),
    p.rich(
      `${CP_COMPANY} is the data controller for personal data collected through this website, our booking system and our shop.`,
      '<h2>What we collect</h2>',
      'Your name, email address, phone number and booking details when you book a class or party; your address when you order from the shop; and anything you tell us in the enquiry form.',
      '<h2>How we use it</h2>',
      'To manage your bookings and orders, to tell you when your pots are ready, and, if you opt in, to send our newsletter. We never sell your data.',
      '<h2>Who we share it with</h2>',
      'Our booking system (Bookwhen), our payment providers (Stripe and PayPal), our email provider (Mailchimp) and our accountants.',
      '<h2>How long we keep it</h2>',
      'Booking records for 6 years for tax purposes; newsletter subscriptions until you unsubscribe.',
      '<h2>Your rights</h2>',
      `You can ask for a copy of your data, or ask us to correct or delete it, by emailing <a href="mailto:${CP_EMAIL}">${CP_EMAIL}</a>. You can also complain to the Information Commissioner’s Office (ico.org.uk).`,
    ),
  ]),
};

const k = oxy(55);
const cookies: CpPage = {
  path: '/cookie-policy',
  title: 'Cookie Policy (UK)',
  description: 'The cookies used on the Claypath Pottery website.',
  id: 55,
  body: k.section([
    k.h('h1', 'Cookie Policy (UK)'),
    k.code(
      `<div id="cmplz-document" class="cmplz-document cookie-statement cmplz-document-uk"><p><i>This Cookie Policy was last updated on 3 October 2026 and applies to citizens and legal permanent residents of the United Kingdom.</i></p><h2>1. Introduction</h2><p>Our website, https://claypath-pottery.test (hereinafter: “the website”) uses cookies and other related technologies (for convenience all technologies are referred to as “cookies”). Cookies are also placed by third parties we have engaged. In the document below we inform you about the use of cookies on our website.</p><h2>2. What are cookies?</h2><p>A cookie is a small simple file that is sent along with pages of this website and stored by your browser on the hard drive of your computer or another device. The information stored therein may be returned to our servers or to the servers of the relevant third parties during a subsequent visit.</p><h2>3. Consent</h2><p>When you visit our website for the first time, we will show you a pop-up with an explanation about cookies. As soon as you click on “Save preferences”, you consent to us using the categories of cookies and plug-ins you selected in the pop-up, as described in this Cookie Policy.</p><h2>4. Cookies used</h2><table class="cmplz-cookies-table"><thead><tr><th>Name</th><th>Service</th><th>Purpose</th><th>Expiry</th></tr></thead><tbody><tr><td>cmplz_banner-status</td><td>Complianz</td><td>Store cookie consent preferences</td><td>365 days</td></tr><tr><td>woocommerce_cart_hash</td><td>WooCommerce</td><td>Store cart contents</td><td>Session</td></tr><tr><td>wp_woocommerce_session_*</td><td>WooCommerce</td><td>Store cart contents</td><td>2 days</td></tr><tr><td>_ga, _ga_*</td><td>Google Analytics</td><td>Statistics</td><td>2 years</td></tr><tr><td>_fbp</td><td>Facebook</td><td>Marketing</td><td>3 months</td></tr></tbody></table><h2>5. Contact details</h2><p>${CP_COMPANY}, ${CP_STREET}, ${CP_TOWN}. Email: ${CP_EMAIL}.</p></div>`,
    ),
  ]),
};

export const cpLegalPages: CpPage[] = [terms, privacy, cookies];
