import {
  BOULDER_COMPANY,
  BOULDER_COMPANY_NO,
  BOULDER_EMAIL,
  BOULDER_POSTCODE,
  BOULDER_STREET,
  BOULDER_TOWN,
  type BoulderPage,
  buttons,
  group,
  h2,
  p,
  table,
} from './boulder-yard.layout.ts';

const ADDRESS = `${BOULDER_STREET}, ${BOULDER_TOWN} ${BOULDER_POSTCODE}`;

/**
 * The conditions of use were written when the centre opened and last touched in 2019; they were never
 * brought into line with today's pages (climbing unsupervised from 14 rather than 16, one adult for three
 * children rather than two, a £10 freeze fee rather than £5).
 */
export const boulderLegal: BoulderPage[] = [
  {
    path: '/waiver-terms',
    id: 44,
    title: 'Conditions of Use &amp; Participation Statement',
    description:
      'The conditions of use, participation statement and waiver terms that every climber at Boulder Yard agrees to when registering.',
    body: group(
      p(
        `These conditions apply to everyone who climbs at or visits Boulder Yard (&ldquo;the Centre&rdquo;), operated by ${BOULDER_COMPANY}, company number ${BOULDER_COMPANY_NO}, of ${ADDRESS}. By signing the registration form (waiver) you confirm that you have read, understood and agree to them.`,
      ),
      h2('Participation statement'),
      p(
        'Climbing and bouldering are activities with a danger of personal injury or death. Participants in these activities should be aware of and accept these risks and be responsible for their own actions and involvement. Bouldering walls have no ropes; falls onto the matting can result in injury, including broken bones.',
      ),
      h2('1. Registration and induction'),
      p(
        '1.1 All climbers must register and complete the Centre&#8217;s induction before climbing. 1.2 Climbers who have not visited the Centre for 12 months must register again. 1.3 The Centre may refuse entry to anyone who in the opinion of staff is unfit to climb, including through alcohol or drugs.',
      ),
      h2('2. Young people'),
      p(
        '2.1 Climbers aged 14 and over may climb unsupervised once registered and inducted, with the written consent of a parent or guardian. 2.2 Children under 14 must be supervised at all times by a registered adult who has completed the induction. A supervising adult may supervise no more than three children. 2.3 Children under 5 may only use the designated children&#8217;s area.',
      ),
      h2('3. Conduct on the walls'),
      p(
        '3.1 Do not climb above or below another climber. 3.2 Do not stand or sit on the matting under climbers. 3.3 Climbing shoes or clean soft-soled shoes must be worn; no outdoor footwear on the matting. 3.4 No food or drink on the matting. 3.5 Report any loose or damaged holds to staff immediately.',
      ),
      h2('4. Memberships'),
      p(
        '4.1 Memberships are subject to a minimum term of three months and are paid monthly by Direct Debit. 4.2 Members may freeze their membership for a minimum of one month and a maximum of three months in any twelve-month period. A freeze fee of £10 per month is charged. 4.3 Members may cancel after the minimum term by giving one calendar month&#8217;s notice in writing.',
      ),
      h2('5. Passes and vouchers'),
      p(
        '5.1 Multi-visit passes are valid for 12 months from the date of purchase, are non-transferable and cannot be refunded. 5.2 Gift vouchers are valid for 12 months and cannot be exchanged for cash.',
      ),
      h2('6. Liability'),
      p(
        '6.1 Nothing in these conditions excludes or limits the Centre&#8217;s liability for death or personal injury caused by its negligence. 6.2 The Centre accepts no responsibility for loss of or damage to personal property, including items left in lockers.',
      ),
      h2('7. Photography'),
      p(
        '7.1 Staff may take photographs and video in the Centre for promotional use. Please tell the desk if you would prefer not to appear.',
      ),
      p('Last updated: 14 March 2019.'),
    ),
  },
  {
    path: '/privacy-policy',
    id: 3,
    title: 'Privacy Policy',
    description: 'How Boulder Yard collects, uses and protects your personal data.',
    body: group(
      p(
        `This privacy policy explains how ${BOULDER_COMPANY} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) collects and uses your personal data when you register to climb, buy a membership, book a course or party, or use this website. We are the data controller. Questions about your data: ${BOULDER_EMAIL}.`,
      ),
      h2('What we collect'),
      p(
        'When you register: your name, date of birth, address, email, phone number, emergency contact, any medical information you choose to share, and your signed waiver. For under-18s, the name and signature of the parent or guardian. When you buy a membership: your Direct Debit details, which are held by our payment provider. When you use this website: the information described in our <a href="/cookie-policy">cookie policy</a>.',
      ),
      h2('Why we use it'),
      p(
        'To run the centre safely (registration, induction records and accident reports), to manage memberships, bookings and payments, and, if you opt in, to send you our newsletter. Our lawful bases are contract, legal obligation, legitimate interests and, for marketing, your consent.',
      ),
      h2('How long we keep it'),
      p(
        'We keep registration records and waivers for 7 years after your last visit, as our insurers require, and accident reports for longer where the law requires it. Newsletter details are kept until you unsubscribe.',
      ),
      h2('Who we share it with'),
      p(
        'Our booking and registration software providers, our payment providers and our insurers. We never sell your data. Some providers store data outside the UK, under appropriate safeguards.',
      ),
      h2('Your rights'),
      p(
        'You can ask to see, correct or delete your data, object to how we use it or withdraw consent at any time. If you are unhappy with how we handle your data, you can complain to the Information Commissioner&#8217;s Office (ico.org.uk).',
      ),
      p('Last updated: 2 May 2024.'),
    ),
  },
  {
    path: '/cookie-policy',
    id: 46,
    title: 'Cookie Policy',
    description: 'The cookies used on the Boulder Yard website and how to manage them.',
    body: group(
      p(
        'Cookies are small text files stored on your device when you visit a website. We use them to make this site work, to remember your cookie choices and, with your consent, to understand how the site is used.',
      ),
      table(
        ['Cookie', 'Provider', 'Purpose', 'Duration'],
        [
          ['cookieyes-consent', 'CookieYes', 'Remembers your cookie choices', '1 year'],
          ['wordpress_test_cookie', 'WordPress', 'Checks whether cookies are enabled', 'session'],
          ['_ga', 'Google Analytics', 'Distinguishes users for statistics', '1 year 1 month'],
          ['_ga_*', 'Google Analytics', 'Keeps the state of a session', '1 year 1 month'],
          ['ameliabooking_*', 'Amelia', 'Keeps your booking details while you book', 'session'],
        ],
      ),
      p(
        'You can change your choices at any time with the consent button at the bottom left of every page, or block cookies in your browser settings; some parts of the site may not work without them.',
      ),
      p('Last updated: 2 May 2024.'),
    ),
  },
];

export const boulderNotFound: BoulderPage = {
  path: '/404',
  id: 0,
  title: 'This page doesn&#8217;t seem to exist.',
  description: 'Page not found.',
  body: group(
    p('It looks like the link pointing here was faulty. Maybe try searching, or head back to the home page?'),
    `<form role="search" method="get" class="search-form" action="/"><label for="search-field"><span class="screen-reader-text">Search for:</span><input type="search" id="search-field" class="search-field" placeholder="Search..." value="" name="s"></label><button class="search-submit ast-search-submit" aria-label="Search Submit">Search</button></form>`,
    buttons(['Back to the home page', '/']),
  ),
};
