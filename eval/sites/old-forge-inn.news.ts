import {
  col,
  FORGE_EMAIL,
  FORGE_PHONE,
  type ForgePage,
  html,
  image,
  row,
  section,
} from './old-forge-inn.layout.ts';

const posts: [path: string, title: string, date: string, iso: string, excerpt: string][] = [
  [
    '/news/village-hall-quiz-raises-3180',
    'Our charity quiz raised &pound;3,180 for the village hall',
    '20 October 2026',
    '2026-10-20',
    'Thank you to every team who squeezed into the barn.',
  ],
  [
    '/news/autumn-menu',
    'A new menu for autumn',
    '2 September 2026',
    '2026-09-02',
    'Pies, pithiviers and the return of an old favourite.',
  ],
  [
    '/news/welcome-priya-nair',
    'Welcome to our new head chef, Priya Nair',
    '14 March 2026',
    '2026-03-14',
    'A new chef in the Forge kitchen this spring.',
  ],
];

/** Squarespace's blog item: a <div class="BlogItem"> (this template prints no <article>). */
const post = (path: string, body: string): ForgePage => {
  const [, title, date, iso] = posts.find(([p]) => p === path)!;
  return {
    path,
    title: title.replace(/&pound;/g, '£'),
    description: posts.find(([p]) => p === path)![4],
    collection: 'blog-item',
    body: `<div class="BlogItem hentry author-hannah-whitcombe post-type-text" data-item-id="${iso}">
<div class="BlogItem-meta"><time class="BlogItem-meta-item BlogItem-meta-item--date dt-published" datetime="${iso}">${date}</time> <span class="BlogItem-meta-item BlogItem-meta-item--author">Hannah Whitcombe</span></div>
<h1 class="BlogItem-title" data-content-field="title">${title}</h1>
<div class="sqs-layout sqs-grid-12 columns-12" data-type="item" id="item-${iso}">
${body}
</div>
<div class="BlogItem-pagination"><a href="/news" class="BlogItem-pagination-link">All news</a></div>
</div>`,
  };
};

/** The news blog (an index and three dated posts), the privacy and cookie policies, and the 404 page. */
export const forgeNewsAndLegal: ForgePage[] = [
  {
    path: '/news',
    title: 'News',
    description: 'News from The Old Forge Inn.',
    collection: 'blog',
    body: `<div class="BlogList BlogList--posts-full sqs-blog-list" data-columns="1">
<h1 class="BlogList-title">News from the Forge</h1>
${posts
  .map(
    ([path, title, date, iso, excerpt]) => `<div class="BlogList-item hentry post-type-text" id="${iso}">
<a href="${path}" class="BlogList-item-image-link"><img data-src="https://images.squarespace-cdn.example/content/v1/5f3a1c2e9b7d4a0012c8e6f1/${iso}.jpg" alt=""></a>
<a href="${path}" class="BlogList-item-title" data-content-field="title">${title}</a>
<div class="BlogList-item-meta"><time class="BlogList-item-meta-item Blog-meta-item--date" datetime="${iso}">${date}</time></div>
<div class="BlogList-item-excerpt"><p>${excerpt}</p></div>
<a href="${path}" class="BlogList-item-readmore"><span>Read more</span></a>
</div>`,
  )
  .join('\n')}
<nav class="BlogList-pagination"><span class="BlogList-pagination-link BlogList-pagination-link--prev">Newer</span> <span class="BlogList-pagination-link BlogList-pagination-link--next">Older</span></nav>
</div>`,
  },
  post(
    '/news/welcome-priya-nair',
    `${row(
      col(
        12,
        image('priya-nair.jpg', 'Priya Nair in the kitchen', 'Priya Nair, our new head chef.'),
        html(`<p style="white-space:pre-wrap;">We&rsquo;re delighted to announce that Priya Nair will be our new head chef from 1 April 2026.</p>
<p style="white-space:pre-wrap;">Priya grew up in Leicester and has spent the last six years as sous chef at The Swan in Bibury Mill, where she ran the kitchen&rsquo;s famous Sunday lunches. She&rsquo;s a great believer in cooking what the farms around us are growing, and she already has plans for our kitchen garden.</p>
<p style="white-space:pre-wrap;">Our long-serving chef Dave Coles is hanging up his apron after eleven years at the Forge, although he&rsquo;s promised to keep captaining the Wednesday quiz team. Come and say hello to Priya, and goodbye to Dave, at his leaving do on Friday 27 March.</p>`),
      ),
    )}`,
  ),
  post(
    '/news/autumn-menu',
    `${row(
      col(
        12,
        html(`<p style="white-space:pre-wrap;">Priya&rsquo;s first autumn menu starts on Tuesday 15 September.</p>
<p style="white-space:pre-wrap;">The steak &amp; Forge Bitter pie is back by popular demand, alongside pan-roasted hake with samphire and a new vegan wild mushroom and chestnut pithivier. Puddings now include a dark chocolate torte that is both vegan and gluten-free.</p>
<p style="white-space:pre-wrap;">We&rsquo;ve said goodbye to the lunchtime sandwich menu: from now on we serve the full menu at lunch and dinner. Sunday roasts carry on as before, every Sunday from 12pm.</p>
<p style="white-space:pre-wrap;">As ever, tell us about any allergies when you book.</p>`),
      ),
    )}`,
  ),
  post(
    '/news/village-hall-quiz-raises-3180',
    `${row(
      col(
        12,
        html(`<p style="white-space:pre-wrap;">What a night! Twenty-three teams packed into the barn on Wednesday 14 October for our charity quiz, and together you raised &pound;3,180 for the Upper Ebbsworth village hall roof appeal.</p>
<p style="white-space:pre-wrap;">Thank you to Hobnail Brewing Co. for the raffle prizes, to Dave Coles for the fiendish picture round, and to the Wheelwrights, who won by a single point.</p>
<p style="white-space:pre-wrap;">The appeal still needs around &pound;6,000. Our next fundraiser is the Christmas jumper charity quiz on Wednesday 16 December 2026 at 8pm, &pound;5 per person. Teams of up to six; jumpers compulsory.</p>`),
      ),
    )}`,
  ),
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How The Old Forge Inn Ltd uses your personal data.',
    body: section(
      row(
        col(
          12,
          html(`<h1>Privacy Policy</h1>
<p>This privacy policy explains how The Old Forge Inn Ltd (&ldquo;we&rdquo;, &ldquo;us&rdquo;), The Green, Upper Ebbsworth, Gloucestershire GL54 3FJ, collects and uses personal information about guests, diners and visitors to this website. We are the data controller for that information.</p>
<h2>What we collect</h2>
<p>When you book a table, a room or a private event, buy a gift voucher or contact us, we collect your name, email address, phone number, the date and time of your booking, the number of people in your party, and any notes you give us, such as dietary requirements, allergies, accessibility needs or whether you are bringing a dog. For room bookings we also collect your home address and, where a deposit or guarantee is needed, payment card details.</p>
<p>Card payments and deposits are processed by our booking providers and payment processors; we never see or store your full card number.</p>
<p>If you use our wifi, our provider records the device identifier and the time of connection. CCTV operates in the bar, the car park and the entrance for the safety of guests and staff.</p>
<h2>How we use it</h2>
<ul>
<li>To manage your booking, send you a confirmation email and a reminder, and contact you if we need to change or cancel it.</li>
<li>To take and refund deposits, and to charge cancellation fees in line with our booking terms.</li>
<li>To make sure the kitchen knows about allergies and dietary requirements.</li>
<li>To send you our newsletter, only if you have signed up. You can unsubscribe at any time using the link in every email.</li>
<li>To meet our legal obligations, for example keeping a register of overnight guests and accounting records.</li>
</ul>
<h2>Who we share it with</h2>
<p>We share only what is needed with the companies that help us run the business: Tablebooker (table bookings), InnStay (room bookings), GiftPro (gift vouchers), our email newsletter provider, our website host Squarespace, and our accountants. They process your data on our instructions and keep it secure. We never sell your data or share it for marketing by anyone else.</p>
<h2>How long we keep it</h2>
<p>Booking records are kept for 2 years after your visit, so we can deal with any queries. Registers of overnight guests are kept for 12 months. Accounting records are kept for 6 years, as the law requires. CCTV footage is overwritten after 30 days unless it is needed to investigate an incident. If you cancel a booking, we keep the record of the cancellation for the same 2 years.</p>
<h2>Your rights</h2>
<p>You can ask for a copy of the personal data we hold about you, ask us to correct or delete it, object to how we use it, or withdraw consent to our newsletter at any time. Email ${FORGE_EMAIL} or write to us at the address above. We will reply within one month.</p>
<p>If you are unhappy with how we have handled your data, you can complain to the Information Commissioner&rsquo;s Office (ICO).</p>
<h2>Changes to this policy</h2>
<p>We may update this policy from time to time. This version was last updated on 1 September 2026.</p>`),
        ),
      ),
    ),
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    description: 'The cookies used on the website of The Old Forge Inn.',
    body: section(
      row(
        col(
          12,
          html(`<h1>Cookie Policy</h1>
<p>Cookies are small text files that a website stores on your computer or phone. This website is built with Squarespace, which sets some cookies that the site needs in order to work, and, only if you accept them, cookies that help us understand how visitors use the site.</p>
<h2>Strictly necessary cookies</h2>
<ul>
<li><strong>crumb</strong> &ndash; prevents cross-site request forgery when you submit a form, such as the newsletter sign-up. Deleted when you close your browser.</li>
<li><strong>ss_cookieAllowed</strong> &ndash; remembers whether you accepted or declined cookies. Kept for 12 months.</li>
<li><strong>ss_cvr</strong> and <strong>ss_cvt</strong> &ndash; used by Squarespace to keep the site secure. Kept for up to 2 years.</li>
</ul>
<h2>Analytics cookies</h2>
<p>If you accept them, Squarespace Analytics records which pages you visit and how you found us, so we can see, for example, how many people look at our rooms or our menus. This information is anonymous.</p>
<h2>Third-party cookies</h2>
<p>When you click Book a table, Check availability or Buy a gift voucher, you leave our website for our booking and voucher providers (Tablebooker, InnStay and GiftPro), which set their own cookies to remember your booking while you complete it. Embedded maps may also set cookies. Please see those providers&rsquo; own cookie policies.</p>
<h2>Managing cookies</h2>
<p>You can change your mind at any time by deleting the cookies for this site in your browser settings: the cookie banner will then ask you again. If you block all cookies, some parts of the site, such as the newsletter form, may not work.</p>
<p>Questions about cookies? Email ${FORGE_EMAIL} or call ${FORGE_PHONE}.</p>
<p>Last updated 1 September 2026.</p>`),
        ),
      ),
    ),
  },
];

/** Squarespace's default 404 page, inside the site's layout. */
export const forgeNotFoundPage: ForgePage = {
  path: '/404',
  title: 'Page Not Found',
  description: 'Page not found.',
  body: section(
    row(
      col(
        12,
        html(`<h1>We couldn&rsquo;t find the page you were looking for.</h1>
<p>This is either because:</p>
<ul>
<li>There is an error in the URL entered into your web browser. Please check the URL and try again.</li>
<li>The page you are looking for has been moved or deleted.</li>
</ul>
<p>You can return to our homepage by <a href="/">clicking here</a>, or you can try searching for the content you are seeking by <a href="/search">clicking here</a>.</p>`),
      ),
    ),
  ),
};
