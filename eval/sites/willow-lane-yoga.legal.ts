import {
  buttons,
  group,
  h2,
  list,
  p,
  table,
  WILLOW_COMPANY,
  WILLOW_COMPANY_NO,
  WILLOW_EMAIL,
  WILLOW_PHONE,
  WILLOW_POSTCODE,
  WILLOW_STREET,
  WILLOW_TOWN,
  type WillowPage,
} from './willow-lane-yoga.layout.ts';

const ADDRESS = `${WILLOW_STREET}, ${WILLOW_TOWN} ${WILLOW_POSTCODE}`;

/**
 * The terms were bought as a template for "fitness studios" and filled in by the owner; they were never
 * brought into line with the studio's own pages (24 hours' notice, passes valid for 6 months, adults 18+).
 */
export const willowLegal: WillowPage[] = [
  {
    path: '/terms-conditions',
    id: 3,
    title: 'Terms &amp; Conditions',
    description:
      'Terms and conditions for classes, passes, memberships and courses at Willow Lane Yoga & Pilates.',
    body: group(
      p(
        `These terms and conditions apply to all classes, courses, passes and memberships sold by ${WILLOW_COMPANY} (&ldquo;the Studio&rdquo;), company number ${WILLOW_COMPANY_NO}, registered office ${ADDRESS}. By booking a class or buying a pass you (&ldquo;the Client&rdquo;) agree to these terms.`,
      ),
      h2('1. Health and safety'),
      p(
        '1.1 The Client must complete the Studio&#8217;s health questionnaire before their first class and inform the teacher of any injury, medical condition or pregnancy before each class. 1.2 The Client takes part in classes at their own risk and should consult a doctor before starting any exercise programme. 1.3 Classes are for adults aged 18 and over unless stated otherwise.',
      ),
      h2('2. Bookings and cancellations'),
      p(
        '2.1 Classes must be booked through the Studio&#8217;s booking system. 2.2 The Client must cancel a booking at least 24 hours before the start of the class. Bookings cancelled with less notice, and bookings not attended, will be charged in full or deducted from the Client&#8217;s pass. 2.3 The Studio reserves the right to cancel or change a class, teacher or timetable. Where the Studio cancels a class, the class will be credited back to the Client&#8217;s pass.',
      ),
      h2('3. Passes and memberships'),
      p(
        '3.1 Class packs expire 6 months after the date of purchase. Unused classes cannot be refunded or carried over. 3.2 Passes and memberships are personal and may not be shared or transferred. 3.3 Memberships are paid monthly in advance by card. The Client may cancel a membership by giving one month&#8217;s written notice after any minimum term. 3.4 Prices may change; the Studio will give members at least 30 days&#8217; notice of any change to their monthly payment.',
      ),
      h2('4. Courses and teacher training'),
      p(
        '4.1 Course places are confirmed on receipt of the deposit. Deposits are non-refundable. 4.2 If the Client withdraws from a course after it has started, no refund of fees paid will be given. 4.3 If the Studio cancels a course, all fees paid will be refunded in full.',
      ),
      h2('5. Conduct and property'),
      p(
        '5.1 The Studio may refuse entry to any Client who arrives late or whose behaviour puts others at risk. 5.2 The Studio is not responsible for loss of or damage to personal belongings, including items left in lockers. 5.3 Children must be supervised by a parent or carer at all times when not in a class.',
      ),
      h2('6. Consumer rights'),
      p(
        '6.1 If you buy online you may cancel a purchase within 14 days and receive a full refund, provided no class has been booked or attended. 6.2 Nothing in these terms affects your statutory rights. 6.3 These terms are governed by the law of England and Wales.',
      ),
      p('Last updated: 2 March 2024.'),
    ),
  },
  {
    path: '/privacy-policy',
    id: 5,
    title: 'Privacy Policy',
    description: 'How Willow Lane Yoga & Pilates collects, uses and protects your personal data.',
    body: group(
      p(
        `${WILLOW_COMPANY} (&ldquo;Willow Lane&rdquo;, &ldquo;we&rdquo;) is the data controller for the personal data we collect when you visit our website, book a class, buy a pass or contact us. Our address is ${ADDRESS}. We are registered with the Information Commissioner&#8217;s Office.`,
      ),
      h2('What we collect'),
      list(
        'Your name, email address, phone number and date of birth when you create an account or book a class.',
        'Health information you give us in our health questionnaire, such as injuries, medical conditions or pregnancy, so that teachers can keep you safe in class.',
        'Your booking, cancellation, waitlist and attendance history, and the passes and memberships you buy.',
        'Payment details, which are processed by our payment providers (Stripe, through Momence and WooCommerce); we never see or store your full card number.',
        'For children attending Kids Yoga, the child&#8217;s name, age and any medical information, and the contact details of a parent or carer, given to us by the parent or carer.',
        'Messages you send us by email, phone, WhatsApp or through our contact form.',
      ),
      h2('How we use it'),
      p(
        'We use your data to manage your bookings and cancellations, take payment, send booking confirmations, waitlist and reminder emails and texts, contact you if a class is cancelled, and answer your enquiries. With your consent we send our monthly newsletter by email; you can unsubscribe at any time. Health information is used only to keep you safe in class and is seen only by our teachers.',
      ),
      h2('Who we share it with'),
      p(
        'We share your data only with the services that help us run the studio: Momence (bookings), Stripe (payments), WooCommerce and our website host, Mailchimp (newsletter) and our accountants. We do not sell your data.',
      ),
      h2('How long we keep it'),
      p(
        'We keep your account and booking history for as long as your account is active and for 2 years after your last class, and financial records for 6 years, as tax law requires. Health questionnaires are deleted 2 years after your last class.',
      ),
      h2('Your rights'),
      p(
        `You can ask for a copy of your data, ask us to correct or delete it, object to its use or withdraw your consent at any time. Email ${WILLOW_EMAIL} or call ${WILLOW_PHONE}. If you are unhappy with our reply, you can complain to the ICO at ico.org.uk.`,
      ),
      p('Last updated: 14 January 2026.'),
    ),
  },
  {
    path: '/cookie-policy',
    id: 7,
    title: 'Cookie Policy',
    description: 'The cookies used on the Willow Lane Yoga & Pilates website.',
    body: group(
      p(
        'Our website uses cookies: small text files stored on your device. Some are needed for the site, your basket and your booking to work; others, which we only set with your consent, help us understand how the site is used. You can change your choice at any time with the cookie settings button at the bottom of every page.',
      ),
      table(
        ['Cookie', 'Provider', 'Purpose', 'Duration'],
        [
          ['cookieyes-consent', 'CookieYes', 'Remembers your cookie choices', '1 year'],
          ['woocommerce_cart_hash', 'WooCommerce', 'Remembers what is in your basket', 'Session'],
          ['wp_woocommerce_session_*', 'WooCommerce', 'Keeps your basket between pages', '2 days'],
          ['momence_session', 'Momence', 'Keeps you signed in while you book a class', 'Session'],
          [
            '_ga, _ga_*',
            'Google Analytics',
            'Counts visits and shows which pages are used',
            '1 year 1 month',
          ],
          ['_fbp', 'Meta', 'Measures our Facebook and Instagram adverts', '3 months'],
        ],
      ),
      p(
        `You can also block or delete cookies in your browser settings, but the basket and booking may not work without the necessary cookies. Questions? Email ${WILLOW_EMAIL}.`,
      ),
    ),
  },
];

/** The theme's 404 page. */
export const willowNotFound: WillowPage = {
  path: '/404',
  id: 0,
  title: 'This page doesn&#8217;t seem to exist.',
  description: 'Page not found.',
  body: group(
    p('It looks like the link pointing here was faulty. Maybe try searching, or go back to the home page?'),
    `<form role="search" method="get" class="search-form" action="/"><label for="search-field"><span class="screen-reader-text">Search for:</span><input type="search" id="search-field" class="search-field" placeholder="Search..." value="" name="s"></label><button class="search-submit ast-search-submit" aria-label="Search Submit">Search</button></form>`,
    buttons(['Back to the home page', '/']),
  ),
};
