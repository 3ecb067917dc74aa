import type { RiversidePage } from './riverside-leisure.layout.ts';

/** News posts and the legal pages (whose words overlap visitors' questions without answering them). */
export const riversideNewsAndLegal: RiversidePage[] = [
  {
    path: '/news',
    title: 'News',
    section: '/news',
    main: `<div class="wrap content">
<h1>News</h1>
<ul class="posts">
  <li class="post-teaser"><span class="date">12 February 2026</span> <a href="/news/new-sauna-suite">Our new sauna and steam room</a><p>The wait is nearly over&hellip;</p></li>
  <li class="post-teaser"><span class="date">3 April 2026</span> <a href="/news/summer-holiday-camps">Summer holiday camps are back</a><p>Sport, swimming and crafts all summer long.</p></li>
  <li class="post-teaser"><span class="date">20 May 2026</span> <a href="/news/main-pool-maintenance">Main pool maintenance in August</a><p>What to expect during our annual maintenance week.</p></li>
  <li class="post-teaser"><span class="date">9 January 2026</span> <a href="/news/new-spin-bikes">New bikes in the cycle studio</a><p>Say hello to the new fleet.</p></li>
</ul>
</div>`,
  },
  {
    path: '/news/new-sauna-suite',
    title: 'Our new sauna and steam room',
    section: '/news',
    main: `<div class="wrap content"><article class="post">
<h1>Our new sauna and steam room</h1>
<p class="post__date">Posted 12 February 2026</p>
<p>After months of building work, our brand-new sauna and steam room open on Monday 2 March 2026, right next to the pool changing rooms.</p>
<p>The suite is included in the Gym &amp; Swim membership. Non-members can use it for &pound;6 per session.</p>
<p>The sauna and steam room are for over-18s only.</p>
</article></div>`,
  },
  {
    path: '/news/summer-holiday-camps',
    title: 'Summer holiday camps are back',
    section: '/news',
    main: `<div class="wrap content"><article class="post">
<h1>Summer holiday camps are back</h1>
<p class="post__date">Posted 3 April 2026</p>
<p>Our popular holiday camps return this summer from 27 July to 28 August 2026, for children aged 5 to 12.</p>
<p>Each day runs from 09:00 to 15:30 and mixes swimming, team games, dodgeball and arts and crafts. A day costs &pound;28, and early drop-off from 08:00 is available for an extra &pound;4.</p>
<p>Children need to bring a packed lunch, a swimming costume and a water bottle.</p>
</article></div>`,
  },
  {
    path: '/news/main-pool-maintenance',
    title: 'Main pool maintenance in August',
    section: '/news',
    main: `<div class="wrap content"><article class="post">
<h1>Main pool maintenance in August</h1>
<p class="post__date">Posted 20 May 2026</p>
<p>Every summer we drain the main pool to re-grout tiles and service the filters. This year the main pool will be closed from 10 to 16 August 2026.</p>
<p>The learner pool stays open as usual during that week, and lessons carry on there.</p>
</article></div>`,
  },
  {
    path: '/news/new-spin-bikes',
    title: 'New bikes in the cycle studio',
    section: '/news',
    main: `<div class="wrap content"><article class="post">
<h1>New bikes in the cycle studio</h1>
<p class="post__date">Posted 9 January 2026</p>
<p>Happy new year! Our cycle studio now has 24 brand-new bikes with power meters and colour-coded effort zones, so you can see exactly how hard you are working.</p>
<p>Come and try them at one of our spin classes.</p>
</article></div>`,
  },
  {
    path: '/terms',
    title: 'Terms and conditions',
    main: `<div class="wrap content legal">
<h1>Terms and conditions of membership</h1>
<p>These terms apply to all members and visitors of Riverside Leisure Centre, operated by Ashford Vale Leisure Trust (&ldquo;the Trust&rdquo;).</p>
<h2>1. Membership</h2>
<p>1.1 Membership is personal and cannot be transferred. 1.2 Members must show their membership card or app pass on every visit. 1.3 The notice period for cancelling a membership and the freeze options are set out on the Membership page.</p>
<h2>2. Payments</h2>
<p>2.1 Fees are collected monthly in advance by Direct Debit. 2.2 The Trust may change prices by giving members at least 30 days&rsquo; notice by email. 2.3 Missed payments may result in membership being suspended and an administration charge.</p>
<h2>3. Use of the facilities</h2>
<p>3.1 The Trust may close facilities or cancel classes for maintenance, staff shortage, events or reasons outside its control, and will try to give notice on the website. 3.2 The Trust is not liable for loss of or damage to personal property left on the premises. 3.3 Members must follow staff instructions and the rules displayed in each area.</p>
<h2>4. Conduct</h2>
<p>4.1 Abusive or unsafe behaviour may lead to suspension or termination of membership without refund.</p>
<h2>5. Contact</h2>
<p>5.1 Notices to the Trust must be given in writing to the registered office, 2 Civic Way, Ashford Vale AV1 1AA.</p>
</div>`,
  },
  {
    path: '/privacy',
    title: 'Privacy notice',
    main: `<div class="wrap content legal">
<h1>Privacy notice</h1>
<p>Ashford Vale Leisure Trust is the data controller for the personal data we hold about customers of Riverside Leisure Centre. Our Data Protection Officer can be contacted at dpo@riverside-leisure.test or by writing to 2 Civic Way, Ashford Vale AV1 1AA.</p>
<h2>What we collect</h2>
<p>We collect your name, address, date of birth, phone number, email address, bank details for Direct Debit, emergency contact details, health information you give us in your pre-exercise questionnaire, your booking and attendance history, and a photograph for your membership card.</p>
<h2>CCTV and Wi-Fi</h2>
<p>CCTV operates in public areas for safety and security; recordings are kept for 31 days. When you connect to our guest Wi-Fi we log your device identifier and the time of connection for network security.</p>
<h2>How long we keep it</h2>
<p>Membership records are kept for 6 years after your membership ends. Booking data for classes and courses is kept for 2 years.</p>
<h2>Your rights</h2>
<p>You have the right to access, correct or request the deletion of your personal data, to object to processing and to complain to the Information Commissioner&rsquo;s Office. To make a request, email our Data Protection Officer.</p>
</div>`,
  },
  {
    path: '/cookie-policy',
    title: 'Cookie policy',
    main: `<div class="wrap content legal">
<h1>Cookie policy</h1>
<p>Cookies are small files placed on your device when you visit a website. We use strictly necessary cookies to make the site work and, only if you agree, analytics cookies to understand how visitors use our pages.</p>
<table class="table"><thead><tr><th>Cookie</th><th>Purpose</th><th>Duration</th></tr></thead>
<tbody><tr><td>cc_consent</td><td>Remembers your cookie choice</td><td>12 months</td></tr>
<tr><td>_ga</td><td>Analytics (only with consent)</td><td>13 months</td></tr>
<tr><td>session_id</td><td>Keeps you logged in to book classes</td><td>Session</td></tr></tbody></table>
<p>You can change your mind at any time with the &ldquo;Cookie settings&rdquo; link in the footer, or delete cookies from your browser.</p>
</div>`,
  },
];
