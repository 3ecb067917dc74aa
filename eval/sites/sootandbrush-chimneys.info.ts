import {
  a,
  details,
  dl,
  h,
  htmlTable,
  mdTable,
  p,
  SB_COMPANY,
  SB_COMPANY_NO,
  SB_EMAIL,
  SB_MOBILE,
  SB_MOBILE_HREF,
  SB_PHONE,
  SB_PHONE_HREF,
  SB_REGISTERED_OFFICE,
  SB_YARD,
  type SootPage,
  ul,
} from './sootandbrush-chimneys.layout.ts';

/*
 * The practical pages: the FAQ (a `<dl>` from markdown-it-deflist, then more questions as `<details>` saved
 * closed; the page that says the spring offer ended on 31 March 2026), about us, reviews (a pasted Checkatrade
 * widget whose outer `<div>` is never closed, and a review quoting '£80' and '20 minutes' for a stove sweep that
 * costs £85 and takes about an hour), booking (a Netlify form), the thank-you page the form lands on, contact (the
 * office hours as a Markdown table typed headerless, so its head is empty), the current terms, the archived 2021
 * terms linked from every footer (a sole trader's address, 24 hours' notice and the full price charged, cash or
 * cheque, seven days a week in the autumn, thatch swept for £20 extra, £2 million insurance), privacy (the ICO's
 * phone number, a privacy email, 6 years, one month) and cookies.
 */

/* ── FAQ ────────────────────────────────────────────────────────────────────────────────────────────────── */

const faq: SootPage = {
  path: '/faq',
  title: 'Frequently asked questions',
  description: 'Mess, time, certificates, paying, nests, thatch, gas, Sundays and the areas we cover.',
  layout: 'page',
  content: `${h(2, 'The basics')}${dl([
    [
      'Is it messy?',
      "No. We sheet the hearth and the floor in front of it, seal the fireplace opening and keep a HEPA-filtered vacuum running the whole time. Most customers can't tell we've been – apart from the fire drawing better.",
    ],
    [
      'How long does a sweep take?',
      'About 45 minutes for an open fire, and about an hour for a stove or a range cooker. Inglenooks and nests take longer.',
    ],
    [
      'Do I need to let the fire go out?',
      "Yes – please let the fire or stove go out at least 12 hours before we arrive. We can't sweep a hot flue.",
    ],
    [
      'Do I get a certificate?',
      'Yes, a certificate of sweeping after every sweep, emailed the same day. Home insurers and letting agents accept it.',
    ],
    [
      'How do I pay?',
      'By card on the doorstep, by bank transfer within 7 days, or in cash. We do not take cheques.',
    ],
    [
      'Is the spring offer still on?',
      `No – our spring offer, 10% off sweeps booked before 31 March 2026, has ended. Keep an eye on our ${a('/posts/', 'news page')} for the next one.`,
    ],
    [
      'How far ahead do I need to book?',
      'From September to December, allow 2 to 3 weeks. In spring and summer we can usually come within a week.',
    ],
    [
      'How often should I have my chimney swept?',
      `At least once a year for smokeless fuel, and twice a year if you burn wood or house coal. See the table on our ${a('/chimney-sweeping/', 'chimney sweeping')} page.`,
    ],
  ])}${h(2, 'More questions')}${details(
    'Do you sweep thatched properties?',
    p(
      "No. We don't sweep thatched properties, or fit stoves or cowls on them – our insurance doesn't cover work on thatch. We can recommend a specialist sweep who does.",
    ),
  )}${details(
    "Can you remove a bird's nest in spring?",
    p(
      `Not while birds are nesting – the law protects the nest. We remove nests from August to the end of February. ${a('/bird-nest-removal/', 'More about nests')}`,
    ),
  )}${details(
    'Do you work on Sundays?',
    p("No, we don't work on Sundays or bank holidays. Saturday morning sweeps are £15 extra."),
  )}${details(
    'Do you do gas fires or oil-fired cookers?',
    p("No, we don't install or service gas or oil appliances – only solid fuel and wood."),
  )}${details(
    'Do you repair chimney stacks?',
    p(
      "No, we don't carry out repairs to brickwork, pointing or flaunching. Our CCTV report tells your builder what needs doing.",
    ),
  )}${details(
    'Do you cover Swindon?',
    p(
      `No, we don't cover Swindon, Gloucester or Cheltenham. See the full list of towns on our ${a('/areas/', 'areas page')}.`,
    ),
  )}${details(
    'Do you sell logs?',
    p(
      `Not yet – our kiln-dried log deliveries start in September 2027, and we're not taking orders yet. ${a('/firewood/', 'Join the waiting list')}`,
    ),
  )}${details(
    'Can I come and see stoves at your yard?',
    p(
      "No, we don't have a showroom – our yard is a workshop and store, and it isn't open to visitors. Josh brings brochures to your home survey.",
    ),
  )}`,
};

/* ── About ──────────────────────────────────────────────────────────────────────────────────────────────── */

const about: SootPage = {
  path: '/about',
  title: 'About us',
  description: 'Soot & Brush is a family of chimney sweeps in Cirencester: Martin, Josh and Claire Cole.',
  layout: 'page',
  content: `${p("Martin Cole swept his first chimney in 1999, with a second-hand van and a set of cane rods. Soot &amp; Brush is still a family business: Martin and his son Josh do the sweeping, Josh does the stove installations, and Martin's wife Claire runs the office and answers the phone.")}${p('Between us we sweep around 2,000 chimneys a year, from farmhouse inglenooks to wood burners in new-build semis.')}${h(2, 'Qualifications and insurance')}${ul(
    [
      'Members of the Guild of Master Chimney Sweeps',
      'HETAS registered installers',
      '£5 million public liability insurance',
      'Every sweep recorded and certified',
    ],
  )}${h(2, 'Our yard')}${p(`We work out of a small yard on the edge of Cirencester – ${SB_YARD[0]}. It's where the vans, the rods and the stoves waiting to be fitted live; it isn't a showroom and it isn't open to visitors.`)}`,
};

/* ── Reviews, with the pasted widget ────────────────────────────────────────────────────────────────────── */

const review = (title: string, text: string, who: string, score = '10') =>
  `<div class="ct-review"><div class="ct-review-score">${score}</div><p class="ct-review-title">${title}</p><p class="ct-review-text">${text}</p><p class="ct-review-meta">${who}</p></div>\n`;

const reviews: SootPage = {
  path: '/reviews',
  title: 'Reviews',
  description: 'What our customers say about Soot & Brush Chimney Sweeps.',
  layout: 'page',
  // The widget code was pasted from Checkatrade's member area without its last `</div>`: the outer widget div is
  // never closed, so the rest of the page sits inside it until the browser closes it at `</article>`.
  content: `${p("We've been on Checkatrade since 2012. Here are our latest reviews, straight from the site.")}
<!-- Checkatrade reviews widget – pasted from the member area -->
<div class="ct-reviews-widget" data-ct-member="sootandbrush" data-ct-theme="light" data-ct-count="4">
<div class="ct-summary"><span class="ct-score">9.9</span><span class="ct-out-of">/10</span> <span class="ct-count">212 reviews</span></div>
<div class="ct-list">
${review('Spotless', 'Josh swept our wood burner for £80 and was in and out in 20 minutes – not a speck of soot anywhere. Will book again next year.', 'Helen, Tetbury · Chimney sweep')}${review('Jackdaws evicted', "Martin cleared a nest that had been building for years and fitted a guard so they can't get back in. Explained everything and showed us the camera footage.", 'Rob, Bibury · Bird-nest removal')}${review('Lovely new stove', 'From the survey to the fire being lit, Josh was brilliant. Tidy, on time and the certificate came a few weeks later as promised.', 'Priya, Nailsworth · Stove installation')}${review('Fitted us in', "Claire found us a slot before our letting agent's deadline. Friendly and really professional.", 'Dan, Cirencester · Chimney sweep', '9')}<a class="ct-more" href="https://www.checkatrade.test/trades/sootandbrush" target="_blank" rel="noopener">Read all 212 reviews on Checkatrade</a>
<script async src="https://widgets.checkatrade.test/reviews.js"></script>
</div>

${h(2, 'Leave us a review')}${p("If we've swept for you, we'd love a review on Checkatrade or Google. It helps other people in the Cotswolds find a sweep they can trust.")}`,
};

/* ── Booking (a Netlify form) ───────────────────────────────────────────────────────────────────────────── */

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

const book: SootPage = {
  path: '/book',
  title: 'Book a sweep',
  description:
    'Ask for a chimney sweep, nest removal, CCTV inspection, stove service or stove survey online.',
  layout: 'page',
  content: `${p(`Tell us what you need and Claire will reply within one working day with a date and a 2-hour arrival window. Prefer to talk? Call ${a(SB_PHONE_HREF, SB_PHONE)}.`)}${p("You don't pay anything to book a sweep – there's no deposit. Stove installations need a 25% deposit once you've accepted the quote.")}${p("Moving or cancelling is free up to 48 hours before; with less notice there's a £35 charge.")}
<form name="booking" method="POST" data-netlify="true" netlify-honeypot="bot-field" action="/thanks/" class="booking-form">
  <input type="hidden" name="form-name" value="booking">
  <p class="visually-hidden"><label>Don't fill this out if you're human: <input name="bot-field"></label></p>
  <p><label for="name">Your name</label><input id="name" name="name" autocomplete="name" required></p>
  <p><label for="phone">Phone</label><input id="phone" name="phone" type="tel" autocomplete="tel" required></p>
  <p><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email"></p>
  <p><label for="address">Address and postcode</label><textarea id="address" name="address" rows="3" required></textarea></p>
  <p><label for="service">What do you need?</label>
  <select id="service" name="service">
    <option>Sweep – open fire</option>
    <option>Sweep – wood burner or multi-fuel stove</option>
    <option>Sweep – range cooker</option>
    <option>Sweep – inglenook</option>
    <option>Bird-nest removal</option>
    <option>CCTV flue inspection</option>
    <option>Stove service</option>
    <option>Home survey for a new stove</option>
    <option>Cowl or cap</option>
  </select></p>
  <p><label for="flues">How many chimneys or flues?</label><input id="flues" name="flues" type="number" min="1" value="1"></p>
  <fieldset>
    <legend>Which days suit you?</legend>
${DAYS.map((d) => `    <label><input type="checkbox" name="days" value="${d}"> ${d}</label>\n`).join('')}    <label><input type="checkbox" name="days" value="Saturday"> Saturday morning (£15 extra)</label>
  </fieldset>
  <p><label><input type="checkbox" name="reminder" value="yes"> Text me a reminder when my next sweep is due</label></p>
  <p><label for="message">Anything else we should know? (pets, parking, access)</label><textarea id="message" name="message" rows="4"></textarea></p>
  <p><label><input type="checkbox" name="consent" required> I've read the <a href="/privacy/">privacy notice</a></label></p>
  <p><button type="submit" class="button">Send booking request</button></p>
</form>
`,
};

const thanks: SootPage = {
  path: '/thanks',
  title: 'Thank you',
  description: 'We have your booking request.',
  layout: 'page',
  unlisted: true,
  content: `${p("Thanks – we've got your request. Claire will be in touch within one working day to confirm a date.")}${p(a('/', 'Back to the home page'))}`,
};

/* ── Contact ────────────────────────────────────────────────────────────────────────────────────────────── */

const contact: SootPage = {
  path: '/contact',
  title: 'Contact us',
  description: 'Phone, text, email and office hours for Soot & Brush Chimney Sweeps in Cirencester.',
  layout: 'page',
  content: `${p(`Call the office on ${a(SB_PHONE_HREF, SB_PHONE)}, or text or WhatsApp ${a(SB_MOBILE_HREF, SB_MOBILE)} – we're often up a ladder, so a text gets the quickest answer.`)}${p(`Email: ${a(`mailto:${SB_EMAIL}`, SB_EMAIL)}`)}${h(2, 'Office hours')}${mdTable(
    ['', ''],
    [
      ['Monday – Friday', '8.30am – 5pm'],
      ['Saturday', '9am – 12 noon'],
      ['Sunday and bank holidays', 'Closed'],
    ],
  )}${h(2, 'Sweeping appointments')}${htmlTable(
    [
      ['Monday – Friday', '8am – 4pm'],
      ['Saturday', '8am – 12.30pm (£15 extra)'],
    ],
    'hours-table',
  )}${p("We give you a 2-hour arrival window and call when we're on our way.")}${h(2, 'Our yard')}${p(SB_YARD.join('<br>\n'))}${p("The yard is our workshop and store – it isn't open to visitors.")}${p(a('/book/', 'Book online'))}`,
};

/* ── Terms ──────────────────────────────────────────────────────────────────────────────────────────────── */

const terms: SootPage = {
  path: '/terms',
  title: 'Terms of business',
  description: 'The terms on which Soot & Brush Chimney Sweeps Ltd works.',
  layout: 'page',
  content: `${p('<em>Last updated 1 March 2025.</em>')}${h(2, '1. About us')}${p(`${SB_COMPANY}, registered in England and Wales, company no. ${SB_COMPANY_NO}. Registered office: ${SB_REGISTERED_OFFICE}.`)}${h(2, '2. Appointments')}${p('2.1 We confirm appointments by email or text with a 2-hour arrival window.')}${p('2.2 Please let the fire or stove go out at least 12 hours before the appointment.')}${h(2, '3. Cancelling or moving an appointment')}${p("3.1 You can cancel or move an appointment free of charge if you give us at least 48 hours' notice.")}${p("3.2 With less than 48 hours' notice, or if we can't sweep when we arrive because the appliance is still hot, we charge £35.")}${h(2, '4. Paying')}${p('4.1 Payment is due on the day by card, by bank transfer within 7 days, or in cash. We do not take cheques.')}${h(2, '5. Stove installations')}${p('5.1 A 25% deposit secures the installation date; the balance is due on completion.')}${p('5.2 If you cancel less than 14 days before the installation date, we keep the deposit to cover materials already ordered.')}${p('5.3 Our workmanship is guaranteed for 2 years from the installation date.')}${h(2, '6. Access and safety')}${p("6.1 We don't sweep thatched properties.")}${p('6.2 We work from ladders on buildings up to two storeys.')}${h(2, '7. Insurance')}${p('7.1 We hold £5 million public liability insurance.')}${h(2, '8. Complaints')}${p("8.1 Please tell Claire in the office first. If we can't put it right, the Guild of Master Chimney Sweeps has a complaints procedure.")}${h(2, '9. Earlier terms')}${p('9.1 These terms replace our 2021 terms, which are kept on this website for reference only.')}`,
};

const terms2021: SootPage = {
  path: '/terms-2021',
  title: 'Terms of business 2021 (archived)',
  description: 'Archived: our 2021 terms of business, no longer in use.',
  layout: 'page',
  content: `<div class="archive-note">
${p(`<strong>ARCHIVED</strong> – these are our 2021 terms of business and no longer apply. See our current ${a('/terms/', 'terms of business')}.`)}</div>
${p('Soot &amp; Brush Chimney Sweeps – Martin Cole, sole trader, 3 Querns Road, Cirencester GL7 1RL. Effective 1 April 2021.')}${h(2, 'Appointments')}${p('We sweep Monday to Saturday, 7am to 6pm, and seven days a week from September to December.')}${h(2, 'Cancellations')}${p("Please give at least 24 hours' notice. With less notice the full price of the sweep will be charged.")}${h(2, 'Payment')}${p('Cash or cheque on the day, payable to M. Cole. Bank transfer by arrangement.')}${h(2, 'Thatched properties')}${p('Thatched properties are swept by arrangement; an additional £20 charge applies for the extra precautions.')}${h(2, 'Bird nests')}${p('Nests are removed between September and February only.')}${h(2, 'Insurance')}${p('We hold £2 million public liability insurance.')}`,
};

/* ── Privacy and cookies ────────────────────────────────────────────────────────────────────────────────── */

const privacy: SootPage = {
  path: '/privacy',
  title: 'Privacy notice',
  description: 'How Soot & Brush Chimney Sweeps uses your personal information.',
  layout: 'page',
  content: `${p(`${SB_COMPANY} is the data controller for the personal information you give us. Our data protection contact is Claire Cole: write to ${SB_REGISTERED_OFFICE} or email privacy@sootandbrush-chimneys.test.`)}${h(2, 'What we collect')}${p("Your name, address, phone number and email address; details of your fireplace, stove and chimney; CCTV footage and photos of your flue; certificates and records of the work we've done; and payment records.")}${h(2, 'How we use it')}${p('To arrange and carry out the work, send your certificate, text you on the day and – only if you tick the box – send you a reminder when your next sweep is due.')}${h(2, 'Who sees it')}${p('Netlify, which hosts this website and receives booking form submissions (deleted from Netlify after 30 days); our accountant; and HETAS, when we register a stove installation.')}${h(2, 'How long we keep it')}${p('Sweep records, certificates and CCTV footage for 6 years, then we delete them.')}${h(2, 'Your rights')}${p("You can ask for a copy of your information, or ask us to correct or delete it. We'll respond within one month.")}${h(2, 'Complaints')}${p("If you're unhappy with how we've handled your information, you can complain to the Information Commissioner's Office at ico.org.uk or on 0303 123 1113.")}`,
};

const cookies: SootPage = {
  path: '/cookies',
  title: 'Cookies',
  description: 'The cookies this website uses.',
  layout: 'page',
  content: `${p('This website uses one cookie: <code>cookie_notice_dismissed</code>, set when you close the cookie message and kept for 12 months.')}${p("We count visits with Netlify Analytics, which works from the server's logs and doesn't use cookies. The booking form doesn't set any cookies.")}${h(2, 'Embedded content')}${p("Our reviews page loads Checkatrade's reviews widget, which may set its own cookies. See Checkatrade's cookie policy for details.")}${h(2, 'Changing your mind')}${p("You can delete cookies in your browser's settings at any time.")}`,
};

export const sootInfoPages: SootPage[] = [
  faq,
  about,
  reviews,
  book,
  thanks,
  contact,
  terms,
  terms2021,
  privacy,
  cookies,
];
