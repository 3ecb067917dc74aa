import {
  BAY_EMAIL,
  BAY_PHONE,
  type BayPage,
  button,
  dynList,
  hero,
  img,
  richText,
  section,
} from './trevellan-bay.layout.ts';

/** The News collection: slug, title, date as printed, ISO date, summary and thumbnail. */
const posts: [slug: string, title: string, date: string, iso: string, summary: string, thumb: string][] = [
  [
    '2027-bookings-open',
    'Thank you for 2026 &ndash; and when to book for 2027',
    '3 November 2026',
    '2026-11-03',
    'The park is closed for the winter. Here&rsquo;s when we reopen and when you can book next year.',
    'news-sunset-lookout.jpg',
  ],
  [
    'beach-clean-2026',
    'Join our autumn beach clean on Trevellan Cove',
    '28 August 2026',
    '2026-08-28',
    'Grab a litter picker and help us look after the cove.',
    'news-beach-clean.jpg',
  ],
  [
    'whats-new-for-2026',
    'What&rsquo;s new for 2026',
    '2 March 2026',
    '2026-03-02',
    'New serviced pitches, more power on every hook-up and longer pool hours.',
    'news-serviced-pitches.jpg',
  ],
  [
    '2025-prices-and-opening-times',
    'Our 2025 prices and opening times',
    '14 January 2025',
    '2025-01-14',
    'Bookings for 2025 are open! Here are this year&rsquo;s prices and opening times.',
    'news-2025-season.jpg',
  ],
];

const newsItem = ([slug, title, date, , summary, thumb]: (typeof posts)[number]) =>
  `<a href="/news/${slug}" class="news-card w-inline-block">${img(thumb, '', 'news-thumb')}<div class="news-card-body"><div class="news-date">${date}</div><h3 class="news-title">${title}</h3><p class="news-summary">${summary}</p></div></a>`;

/** A page of the News collection's template: header fields, the rich-text body, then more news. */
const post = (slug: string, body: string): BayPage => {
  const entry = posts.find(([s]) => s === slug)!;
  const [, title, date, iso, summary, thumb] = entry;
  return {
    path: `/news/${slug}`,
    title: title.replace(/&ndash;/g, '–').replace(/&rsquo;/g, '’'),
    description: summary,
    template: 'news-item',
    body: `<section class="section post-header"><div class="w-container"><a href="/news" class="back-link">&larr; All news</a><div class="post-date"><time datetime="${iso}">${date}</time></div><h1 class="post-title">${title}</h1><div class="post-author">by Tamsin Penrose</div></div></section>
<section class="section post-section"><div class="w-container">${img(thumb, '', 'post-main-image')}${richText(body, 'post-body')}</div></section>
<section class="section more-news"><div class="w-container"><h2 class="heading-2">More news</h2>${dynList(
      'more-news-list',
      posts.filter(([s]) => s !== slug).map(newsItem),
    )}</div></section>`,
  };
};

/** The news list and four posts (one from 2025), the privacy, cookie and booking terms pages. */
export const bayNewsAndLegal: BayPage[] = [
  {
    path: '/news',
    title: 'News',
    description: 'News from Trevellan Bay Holiday Park.',
    body: `${hero('News', 'What&rsquo;s happening at Trevellan Bay.')}
<section class="section news-list-section"><div class="w-container">${dynList('news-list', posts.map(newsItem))}<div role="navigation" aria-label="List" class="w-pagination-wrapper"></div></div></section>`,
  },
  post(
    '2027-bookings-open',
    `<p>Our 2026 season ended on Sunday 1 November with the Halloween lantern trail still glowing in everyone&rsquo;s memory. Thank you to every one of you who stayed with us this year.</p><p>The park is now closed for the winter while we look after the fields and the caravans. We reopen on <strong>Friday 19 March 2027</strong>.</p><h2>Booking for 2027</h2><p>Online booking for the 2027 season opens on <strong>Tuesday 5 January 2027 at 9am</strong>. Guests who stayed with us in 2025 or 2026 get early access from 1 December: we&rsquo;ll email you a link. Our 2027 prices will be on the website in December.</p><p>We don&rsquo;t offer seasonal pitches or winter storage for touring caravans.</p><h2>Over the winter</h2><p>The office answers the phone and emails Monday to Friday, 10am to 3pm. Call us on ${BAY_PHONE} or email ${BAY_EMAIL}.</p>`,
  ),
  post(
    'beach-clean-2026',
    `<p>Every September we give something back to the cove that gives us so much. This year&rsquo;s beach clean is on <strong>Saturday 19 September at 10am</strong>, with the local Surfers Against Sewage volunteers.</p><p>Meet at the park gate. Gloves, bags and litter pickers are provided; children are very welcome with an adult. Afterwards there&rsquo;s free hot chocolate for every volunteer at the Driftwood Caf&eacute;.</p><p>Last year 54 of you collected 86kg of litter, most of it fishing line and plastic bottles. Let&rsquo;s beat that!</p><p>You don&rsquo;t need to be staying with us to join in.</p>`,
  ),
  post(
    'whats-new-for-2026',
    `<p>We open for the 2026 season on Friday 20 March, and the team has been busy over the winter. Here&rsquo;s what&rsquo;s new.</p><ul><li><strong>Six new fully serviced pitches</strong> on the Top Field, with electric, water, a waste drain and a TV point, bringing the total to twelve.</li><li><strong>More power:</strong> every electric hook-up on the park has been upgraded from 10 amps to 16 amps, so you can run the kettle and the heater at the same time.</li><li><strong>Longer pool hours:</strong> in High and Peak season the pool is now open from 9am to 7pm, and the pool season runs until 13 September.</li><li><strong>A dog wash</strong> with warm water next to the Seaward block.</li><li><strong>Check-in for pitches is now from 2pm</strong> (it used to be 1pm), which gives us time to check every pitch between guests.</li><li>The minimum stay on pitches in Peak season is now 7 nights.</li></ul><p>All our 2026 prices are on the <a href="/prices">prices page</a>. See you soon!</p>`,
  ),
  post(
    '2025-prices-and-opening-times',
    `<p>Happy new year from everyone at Trevellan Bay! Bookings for 2025 are now open, so here are this year&rsquo;s prices and opening times. Our 2025 season runs from 21 March to 2 November.</p><h2>Prices for 2025</h2><ul><li>Standard tent pitches from &pound;16 a night in Low season to &pound;35 in Peak season, for two people</li><li>Hardstanding touring pitches with electric from &pound;25 to &pound;46 a night</li><li>Extra adults &pound;7 a night; dogs &pound;2.50 a night</li><li>Static caravans from &pound;365 a week</li><li>Glamping pods from &pound;49 a night</li></ul><p>Electric hook-ups are 10 amp. In Peak season the minimum stay on pitches is 5 nights.</p><h2>Times for 2025</h2><ul><li>Check-in for pitches from 1pm, caravans from 4pm</li><li>The pool is open from 24 May to 7 September, 10am to 6pm every day</li><li>The shop is open 8am to 7pm in the summer holidays</li><li>The Lookout opens at 6pm every evening</li><li>TrevellanConnect wifi passes cost &pound;5 per day</li></ul><p>Book online or call us on ${BAY_PHONE}.</p>`,
  ),
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How Trevellan Bay Holidays Ltd collects and uses your personal data.',
    body: section(
      'legal-section',
      richText(
        `<h1>Privacy Policy</h1><p>This policy explains how Trevellan Bay Holidays Ltd (&ldquo;we&rdquo;, &ldquo;us&rdquo;), Trevellan Lane, St Kerran, Cornwall TR8 4QY, collects and uses personal information about guests, visitors to the park and users of this website. We are the data controller for that information and are registered with the Information Commissioner&rsquo;s Office under number ZA482913.</p><h2>What we collect</h2><p>When you make a booking, we collect the lead guest&rsquo;s name, address, email address and phone number, the names and ages of the people in your party, the dates of your stay, the type of pitch or accommodation, whether you are bringing a dog, your vehicle registration and any notes you give us, such as accessibility needs. Card payments are taken by our booking provider and payment processor; we never see or store your full card number.</p><p>Our entrance barrier reads number plates so that registered vehicles can come and go. CCTV operates at the entrance, reception, the shop and the car parks for the safety of guests and staff.</p><p>If you use TrevellanConnect or our free wifi, our provider records your device identifier and the time of connection.</p><h2>How we use it</h2><ul><li>To manage your booking, take payments and deposits, and contact you about your stay.</li><li>To let you through the barrier and keep a register of who is on the park, as fire safety requires.</li><li>To deal with any accident, complaint or damage.</li><li>To send you our newsletter, only if you have signed up. You can unsubscribe at any time.</li><li>To meet our legal and accounting obligations.</li></ul><h2>Who we share it with</h2><p>We share only what is needed with the companies that help us run the park: CampBook (online bookings), Stripe (card payments), Mailchimp (newsletter), Webflow (website hosting) and our accountants. We never sell your data.</p><h2>How long we keep it</h2><p>Booking and payment records are kept for 6 years after your stay, as tax law requires. Vehicle registrations are deleted 3 months after your departure. CCTV footage is overwritten after 31 days unless it is needed to investigate an incident.</p><h2>Your rights</h2><p>You can ask for a copy of your personal data, ask us to correct or delete it, object to how we use it, or withdraw your consent to marketing at any time. Email ${BAY_EMAIL}, marked &ldquo;Data protection&rdquo;, or write to us at the address above. We reply within one month. If you are unhappy with our answer, you can complain to the ICO.</p><p>Last updated 12 February 2026.</p>`,
      ),
    ),
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    description: 'The cookies used on the Trevellan Bay website and how to control them.',
    body: section(
      'legal-section',
      richText(
        `<h1>Cookie Policy</h1><p>Cookies are small text files that a website saves on your computer or phone. We use a few essential cookies to make this website work and, only if you allow them, analytics and marketing cookies. You can change your choice at any time with the &ldquo;Cookie preferences&rdquo; link at the bottom of the banner.</p><h2>Cookies we use</h2>`,
      ),
      `<div class="cookie-table-embed w-embed"><table class="cookie-table"><thead><tr><th>Cookie</th><th>Type</th><th>Purpose</th><th>Expires</th></tr></thead><tbody><tr><td>fs-cc</td><td>Essential</td><td>Remembers your cookie choices</td><td>120 days</td></tr><tr><td>_ga</td><td>Analytics</td><td>Google Analytics: distinguishes visitors</td><td>2 years</td></tr><tr><td>_ga_TRV4B2Y9QX</td><td>Analytics</td><td>Google Analytics: keeps the session</td><td>2 years</td></tr><tr><td>_fbp</td><td>Marketing</td><td>Meta: shows our offers on Facebook and Instagram</td><td>3 months</td></tr></tbody></table></div>`,
      richText(
        `<h2>The booking engine</h2><p>When you click Book now or Check availability you go to our booking provider, CampBook, which sets its own cookies to keep your booking while you complete it. Please see CampBook&rsquo;s own cookie policy.</p><h2>Managing cookies</h2><p>You can also delete or block cookies in your browser settings. If you block essential cookies, the cookie banner will appear on every page.</p><p>Last updated 12 February 2026.</p>`,
      ),
    ),
  },
  {
    path: '/terms',
    title: 'Booking Terms &amp; Conditions',
    description: 'The terms and conditions that apply to every booking at Trevellan Bay Holiday Park.',
    body: section(
      'legal-section',
      richText(
        `<h1>Booking Terms &amp; Conditions</h1><p>These terms apply to every booking of a touring or tent pitch (a &ldquo;Pitch&rdquo;) or a static caravan or glamping pod (&ldquo;Accommodation&rdquo;) at Trevellan Bay Holiday Park, operated by Trevellan Bay Holidays Ltd, company number 08123457, registered office Trevellan Lane, St Kerran, Cornwall TR8 4QY (&ldquo;we&rdquo;, &ldquo;us&rdquo;). &ldquo;You&rdquo; means the person named as the Lead Guest on the booking.</p><h2>1. Your booking</h2><p>1.1 A contract between you and us exists once we have received your deposit and sent you a booking confirmation.</p><p>1.2 The Lead Guest must be aged 21 or over and must stay for the whole of the booking. The Lead Guest is responsible for the conduct of everyone in the party and for making sure they follow the Park Rules.</p><h2>2. Deposits and payment</h2><p>2.1 <strong>Pitches:</strong> a non-refundable deposit of &pound;40 per Pitch is payable at the time of booking. The balance is due 14 days before the Arrival Date.</p><p>2.2 <strong>Accommodation:</strong> a deposit of 30% of the total cost is payable at the time of booking. The balance is due no later than 6 weeks before the Arrival Date. Bookings made within 6 weeks of the Arrival Date must be paid in full at the time of booking.</p><p>2.3 If the balance is not received by the due date, we may treat the booking as cancelled by you and the cancellation charges in clause 3 will apply.</p><p>2.4 A refundable damage deposit of &pound;100 is taken for Accommodation with the balance. It is returned within 7 days of departure, less the cost of any damage, missing items or extra cleaning.</p><h2>3. Cancellation by you</h2><p>3.1 You must tell us in writing (email is fine) if you wish to cancel. Cancellation takes effect on the day we receive it.</p><p>3.2 <strong>Pitches:</strong> if you cancel more than 14 days before the Arrival Date, we keep the deposit and refund any other payments. If you cancel 14 days or less before the Arrival Date, the full cost of the booking is payable.</p><p>3.3 <strong>Accommodation:</strong> if you cancel more than 6 weeks before the Arrival Date, we keep the deposit. If you cancel 6 weeks or less before the Arrival Date, the full cost is payable, but if we are able to re-let the Accommodation we will refund the amount re-let, less an administration fee of &pound;25.</p><p>3.4 We strongly recommend that you take out holiday insurance to cover cancellation.</p><h2>4. Changes to your booking</h2><p>4.1 We will try to change the dates or the type of your booking if you ask, subject to availability. An amendment fee of &pound;15 is charged for each change.</p><p>4.2 Shortening a booking within the cancellation periods in clause 3 is treated as a cancellation of the nights removed.</p><h2>5. Arrival and departure</h2><p>5.1 Pitches are available from 2.00pm on the Arrival Date and must be vacated by 11.00am on the Departure Date. Static caravans are available from 4.00pm and glamping pods from 3.00pm on the Arrival Date, and both must be vacated by 10.00am on the Departure Date.</p><p>5.2 If you have not arrived by 12 noon on the day after the Arrival Date and have not told us that you will be late, we may treat the booking as cancelled and let the Pitch or Accommodation to someone else, without refund.</p><p>5.3 No refund is given if you arrive later or leave earlier than booked.</p><h2>6. Occupancy</h2><p>6.1 No more than 6 people may stay on a Pitch, and no more than the number of people shown for each caravan or pod may stay in Accommodation. Day visitors are subject to the Park Rules.</p><p>6.2 We do not accept bookings from single-sex groups or from groups in which every member is under 25. We may cancel such a booking without refund if it was made without telling us.</p><h2>7. Pets</h2><p>7.1 Dogs are only permitted on Pitches and in the Accommodation we describe as dog friendly, up to the number shown, and must be declared when booking. A dog that has not been declared may be refused entry.</p><h2>8. Changes and cancellation by us</h2><p>8.1 If we have to cancel your booking for any reason other than your breach of these terms, we will refund all payments in full. We will not be liable for any further costs or losses.</p><p>8.2 Facilities such as the pool, the bar, the caf&eacute; and the shop may occasionally be closed for maintenance, staff shortages or bad weather. Such closures do not entitle you to a refund.</p><h2>9. Our liability</h2><p>9.1 We are not responsible for loss of or damage to your property, vehicles, caravans or tents while on the park, except where caused by our negligence.</p><p>9.2 Nothing in these terms limits our liability for death or personal injury caused by our negligence.</p><h2>10. Conduct</h2><p>10.1 You must follow the Park Rules. We may ask anyone whose behaviour is, in our reasonable opinion, unacceptable to leave the park without a refund.</p><h2>11. Complaints</h2><p>11.1 If something is not right, please tell reception during your stay so that we can put it right. Complaints after your stay must be made in writing within 28 days of departure.</p><h2>12. Law</h2><p>12.1 These terms are governed by the law of England and Wales.</p><p>These terms were last updated on 12 February 2026.</p>`,
      ),
    ),
  },
];

/** Webflow's default 404 page, styled in the site's layout. */
export const bayNotFoundPage: BayPage = {
  path: '/404',
  title: 'Page Not Found',
  description: 'Page not found.',
  body: `<div class="utility-page-wrap"><div class="utility-page-content"><img src="https://d3e54v103j8qbb.cloudfront.net/static/page-not-found.211a85e40c.svg" alt=""/><h2>Page not found</h2><div>The page you are looking for doesn&rsquo;t exist or has been moved.</div>${button('Back to the home page', '/')}</div></div>`,
};
