import {
  a,
  b,
  button,
  cards,
  type FenwickPage,
  FR_CAREERS_EMAIL,
  FR_EMAIL,
  FR_FLOOR,
  FR_NAME,
  FR_PHONE,
  FR_PHONE_HREF,
  FR_PORTAL,
  FR_STREET,
  FR_TOWN,
  faq,
  figure,
  h2,
  h3,
  i,
  notice,
  ol,
  p,
  summaryEntry,
  table,
  ul,
} from './fenwick-rowe.layout.ts';
import { fenwickPosts } from './fenwick-rowe.posts.ts';
import { fenwickServicePages } from './fenwick-rowe.services.ts';

/** The home page (`layouts/index.html`): hero, the services as cards, why us, a quote and the latest posts. */
export const fenwickHome: FenwickPage = {
  path: '/',
  title: 'Home',
  description:
    'Fenwick & Rowe are chartered accountants in Harrogate: tax returns, bookkeeping, payroll, VAT and company accounts for fixed monthly fees.',
  kind: 'list',
  body: [
    `<section class="hero">\n<h1 class="hero__title">Chartered accountants in Harrogate</h1>\n<p class="hero__lead">Fixed monthly fees, your own accountant, and answers in plain English. Tax returns, bookkeeping, payroll, VAT and company accounts for sole traders, landlords and small companies.</p>\n<p class="hero__buttons"><a class="btn btn--primary" href="/contact/">Book your free first meeting</a> <a class="btn btn--ghost" href="/pricing/">See our prices</a></p>\n</section>`,
    `<section class="home-section">\n<h2 class="home-section__title">What we do</h2>\n${cards(
      fenwickServicePages.map((s) => [s.title, s.description, `${s.path}/`]),
    )}\n</section>`,
    `<section class="home-section home-section--alt">\n<h2 class="home-section__title">Why Fenwick &amp; Rowe?</h2>\n${ul(
      `${b('Fixed fees, agreed before we start.')} No surprise bills, and nothing in our packages is charged by the hour.`,
      `${b('Your own accountant.')} One person who knows you and your business, not a call centre.`,
      `${b('Xero and QuickBooks specialists.')} Your software subscription is included in every monthly package.`,
      `${b('Chartered accountants.')} An ICAEW member firm, in Harrogate since 2015.`,
    )}\n<blockquote class="testimonial">\n<p>&ldquo;I used to dread January. Now I send Giulia my receipts every month and James tells me my tax bill in October. I wish I&rsquo;d switched years ago.&rdquo;</p>\n<footer>Rachel, garden designer, Knaresborough</footer>\n</blockquote>\n</section>`,
    `<section class="home-section">\n<h2 class="home-section__title">Latest news</h2>\n<div class="post-list">\n${fenwickPosts
      .slice(0, 3)
      .map(summaryEntry)
      .join('\n')}\n</div>\n<p><a href="/posts/">All news &rarr;</a></p>\n</section>`,
    `<section class="cta">\n<h2 class="cta__title">Thinking of switching accountant?</h2>\n<p>It&rsquo;s easier than you think, and we do the hard part. ${a('See how switching works', '/switching-accountant/')}.</p>\n</section>`,
  ].join('\n'),
};

/** The pages of `content/` outside the sections: pricing, team, contact, FAQ, switching, key dates, the portal, careers. */
export const fenwickPages: FenwickPage[] = [
  {
    path: '/pricing',
    title: 'Fixed-fee pricing',
    description:
      'Our monthly packages and one-off fees for tax returns, accounts, payroll and VAT. Fixed fees, agreed before we start.',
    kind: 'page',
    lastmod: '2026-04-01',
    body: [
      p(
        'Every price on this page is a fixed fee, agreed with you before we start. Prices from 1 April 2026. All our prices exclude VAT, which we add at 20%.',
      ),
      h2('Monthly packages'),
      p(
        'Our packages spread the cost of everything you need over the year, with unlimited advice by phone and email.',
      ),
      table(
        ['', 'Sole Trader', 'Limited Company', 'Limited Company Plus'],
        [
          ['Monthly fee (plus VAT)', '£95', '£210', '£365'],
          ['Year-end accounts', '✓', '✓', '✓'],
          ['Self-assessment tax returns', '1', '1 director', 'up to 2 directors'],
          ['MTD quarterly updates', '✓', 'n/a', 'n/a'],
          ['Corporation tax return', '–', '✓', '✓'],
          ['Confirmation statement', '–', '✓', '✓'],
          ['VAT returns', '–', '✓', '✓'],
          ['Payroll', '–', 'directors only (up to 2)', 'up to 5 employees'],
          ['Bookkeeping', '–', '–', 'up to 150 transactions a month'],
          ['Xero or QuickBooks subscription', '✓', '✓', '✓'],
          ['Dext receipt capture', '–', '–', '✓'],
          ['Tax investigation cover', 'add-on', '✓', '✓'],
          ['Meetings with your accountant', '1 a year', '2 a year', 'every quarter'],
        ],
      ),
      p(
        'Packages are paid by Direct Debit on the 1st of each month. There&rsquo;s no minimum term: you can cancel with one month&rsquo;s notice.',
        'Calls and emails are never billed, and nothing in our packages is charged by the hour.',
      ),
      h2('One-off returns and services'),
      table(
        ['Service', 'Fee (plus VAT)'],
        [
          ['Self-assessment tax return (simple)', '£240'],
          ['Self-assessment for landlords (1&ndash;3 properties)', '£320'],
          ['Sole trader accounts and tax return', 'from £395'],
          ['Capital Gains Tax return on a property sale (60-day)', '£350'],
          ['Limited company accounts and corporation tax', 'from £1,150'],
          ['Dormant company accounts', '£140'],
          ['Quarterly VAT return', '£90 a quarter'],
          ['VAT registration', '£120'],
          ['Payroll', '£30 a month for up to 3 employees, plus £4 a month for each extra employee'],
          ['CIS monthly returns', '£25 a month'],
          ['R&amp;D tax credit claim', 'from £1,800'],
          ['Tax investigation cover for sole traders', '£9 a month'],
          ['Xero or QuickBooks training (one hour, one-to-one)', '£90'],
          ['Late records supplement (self-assessment records received after 10 January)', '£75'],
        ],
      ),
      p(
        'One-off work is invoiced when we&rsquo;ve finished and is payable within 14 days.',
        `Bookkeeping on its own is priced to fit your business: see ${a('Bookkeeping', '/services/bookkeeping/')}.`,
      ),
      button('Get a quote', '/contact/'),
    ].join('\n'),
  },
  {
    path: '/team',
    title: 'Meet the team',
    description:
      'The people at Fenwick & Rowe, chartered accountants in Harrogate, and who looks after what.',
    kind: 'page',
    body: [
      p(
        'We&rsquo;re a small team of six, and every client has a named accountant. Helen and James set up Fenwick &amp; Rowe in 2015, after working together at a larger firm in Leeds.',
      ),
      h2('Directors'),
      figure('/images/team/helen-fenwick.jpg', 'Helen Fenwick', 'Helen Fenwick FCA'),
      h3('Helen Fenwick FCA'),
      p(
        `${i('Director')}. Helen qualified as a chartered accountant in 2006 and is a Fellow of ICAEW. She looks after our limited company clients: year-end accounts, corporation tax and the best way to pay yourself. Outside work she&rsquo;s usually up a hill in the Dales.`,
      ),
      figure('/images/team/james-rowe.jpg', 'James Rowe', 'James Rowe ACA CTA'),
      h3('James Rowe ACA CTA'),
      p(
        `${i('Director')}. James is a chartered accountant and a Chartered Tax Adviser. He looks after personal tax: self-assessment, landlords, capital gains and Making Tax Digital.`,
      ),
      h2('The team'),
      h3('Sunita Mistry ACCA'),
      p(
        `${i('Client Manager')}. Sunita runs our VAT and bookkeeping work and sets new clients up on Xero and QuickBooks.`,
      ),
      h3('Tom Haigh MCIPPdip'),
      p(
        `${i('Payroll Manager')}. Tom runs our payroll bureau: payroll, pensions auto-enrolment and CIS. He&rsquo;s a member of the Chartered Institute of Payroll Professionals.`,
      ),
      h3('Giulia Ferraro AAT'),
      p(
        `${i('Bookkeeper')}. Giulia keeps our bookkeeping clients&rsquo; books up to date and is the person to ask about Dext and the client portal.`,
      ),
      h3('Ellie Cawthorne'),
      p(
        `${i('Practice Administrator')}. Ellie is usually the first voice you&rsquo;ll hear on the phone. She books appointments, runs our new-client ID checks and looks after invoices and Direct Debits.`,
      ),
      h2('Who to talk to'),
      table(
        ['If it&rsquo;s about&hellip;', 'Talk to'],
        [
          ['Your self-assessment tax return', 'James Rowe'],
          ['Company accounts and corporation tax', 'Helen Fenwick'],
          ['R&amp;D tax credits', 'Helen Fenwick'],
          ['VAT returns', 'Sunita Mistry'],
          ['Payroll, pensions and CIS', 'Tom Haigh'],
          ['Bookkeeping, Xero and QuickBooks', 'Sunita Mistry or Giulia Ferraro'],
          ['Appointments, invoices and Direct Debits', 'Ellie Cawthorne'],
        ],
      ),
      p(`Want to join us? See ${a('Careers', '/careers/')}.`),
    ].join('\n'),
  },
  {
    path: '/contact',
    title: 'Contact us',
    description: 'How to reach Fenwick & Rowe: address, phone, email, office hours, parking and access.',
    kind: 'page',
    toc: true,
    body: [
      p(
        `Call us on ${a(FR_PHONE, FR_PHONE_HREF)}, email ${a(FR_EMAIL, `mailto:${FR_EMAIL}`)}, or use the form below and we&rsquo;ll get back to you within one working day.`,
      ),
      h2('Our office'),
      p(`${b(FR_NAME)}<br>${FR_FLOOR}<br>${FR_STREET}<br>${FR_TOWN}`),
      h2('Office hours'),
      table(
        ['Day', 'Office hours'],
        [
          ['Monday &ndash; Thursday', '9am &ndash; 5.30pm'],
          ['Friday', '9am &ndash; 4pm'],
          ['Saturday and Sunday', 'Closed'],
        ],
      ),
      p(
        'We don&rsquo;t open on Saturdays or Sundays, not even in January. In January we offer late appointments until 7pm on Tuesdays and Thursdays instead.',
      ),
      h2('Appointments'),
      p(
        'We don&rsquo;t see anyone without an appointment, so please call or email before you come in: we&rsquo;re not able to see drop-in visitors. Your first meeting, up to 45 minutes, is free, here at the office or by video call.',
        'You&rsquo;re welcome to drop paperwork off at the building&rsquo;s reception in the entrance hall (Monday to Friday, 8am &ndash; 6pm) in an envelope marked with your name, and Ellie will bring it up.',
      ),
      h2('Christmas and New Year'),
      p(
        'We close at 1pm on Thursday 24 December 2026 and reopen at 9am on Monday 4 January 2027. The client portal stays open throughout.',
      ),
      h2('Getting here'),
      p(
        `${b('By train and bus:')} Harrogate railway station and the bus station are a three-minute walk away.`,
        `${b('Parking:')} there&rsquo;s no parking at Kensington House. The nearest car park is Victoria car park (multi-storey, pay-and-display), about five minutes&rsquo; walk, and there&rsquo;s on-street pay-and-display parking on Raglan Street for up to 2 hours. There&rsquo;s one blue badge bay outside the front door.`,
      ),
      h2('Accessibility'),
      p(
        'Our office is on the first floor. The entrance from Raglan Street is step-free, and there&rsquo;s a lift from the entrance hall to our floor. There&rsquo;s an accessible toilet on the first floor, and our meeting room has a hearing loop.',
        'If you&rsquo;d rather not come in, we&rsquo;re happy to meet by video call (Microsoft Teams) or over the phone.',
      ),
      h2('Send us a message'),
      `<form class="contact-form" action="https://formspree.example/f/xqkvrbpl" method="POST">\n<p><label for="name">Your name</label><input type="text" id="name" name="name" required></p>\n<p><label for="email">Email</label><input type="email" id="email" name="email" required></p>\n<p><label for="phone">Phone (optional)</label><input type="tel" id="phone" name="phone"></p>\n<p><label for="about">What&rsquo;s it about?</label><select id="about" name="about"><option>Self-assessment tax return</option><option>Bookkeeping</option><option>Payroll</option><option>VAT</option><option>Company accounts</option><option>R&amp;D tax credits</option><option>Switching accountant</option><option>Something else</option></select></p>\n<p><label for="message">Message</label><textarea id="message" name="message" rows="6"></textarea></p>\n<input type="text" name="_gotcha" style="display:none">\n<p><button type="submit" class="btn btn--primary">Send</button></p>\n</form>`,
    ].join('\n'),
  },
  {
    path: '/faq',
    title: 'Frequently asked questions',
    description: 'Answers to the questions we get asked most about working with Fenwick & Rowe.',
    kind: 'page',
    body: [
      p(
        'Click on a question to see the answer. Can&rsquo;t find what you&rsquo;re looking for? Give us a call.',
      ),
      h2('Working with us'),
      faq(
        'Do I need an appointment to see you?',
        'Yes. We don&rsquo;t see anyone without an appointment, so please call or email first. You&rsquo;re welcome to drop paperwork off at reception without one.',
      ),
      faq(
        'Is the first meeting free?',
        'Yes. Your first meeting with us, up to 45 minutes, is free and there&rsquo;s no obligation: at our office, by video call or by phone.',
      ),
      faq(
        'Can I see you on a Saturday?',
        'No, we&rsquo;re not open at weekends. In January we offer late appointments until 7pm on Tuesdays and Thursdays.',
      ),
      faq(
        'Do you work with clients outside Harrogate?',
        'Yes. About half our clients live elsewhere in the UK, and we&rsquo;ve never met some of them in person: everything can be done through the client portal and video calls.',
      ),
      faq(
        'Which accounting software do I need?',
        `Xero or QuickBooks Online. If you&rsquo;re on one of our monthly packages, the subscription is included. See ${a('Client portal and software', '/client-portal/')}.`,
      ),
      h2('Fees and payment'),
      faq('Do your prices include VAT?', 'No. All our prices are plus VAT at 20%.'),
      faq(
        'How do I pay?',
        'Monthly packages are paid by Direct Debit on the 1st of each month. One-off work is paid by bank transfer or card within 14 days of our invoice. We don&rsquo;t accept cash or cheques.',
      ),
      faq(
        'Do you charge for phone calls and emails?',
        'No. We never charge for phone calls or emails, and nothing in our packages is billed by the hour.',
      ),
      faq(
        'Is there a minimum contract?',
        'No. You can leave a monthly package with one month&rsquo;s notice.',
      ),
      faq(
        'Do you offer tax investigation cover?',
        'Yes. It&rsquo;s included in both Limited Company packages, and sole traders can add it for £9 a month. It pays our fees if HMRC opens an enquiry into your tax affairs.',
      ),
      h2('Tax returns and HMRC'),
      faq(
        'My tax return is late. Can you still help?',
        'Yes. HMRC charges a £100 penalty as soon as a return is late, even if you owe no tax, and more after three months. We&rsquo;ll get it filed as quickly as we can and, if you had a reasonable excuse, help you appeal.',
      ),
      faq(
        'Will you deal with HMRC for me?',
        'Yes. Once we&rsquo;re your agent, HMRC writes to us and we can speak to them on your behalf.',
      ),
      faq(
        'Do you carry out audits?',
        'No. We&rsquo;re not a registered audit firm, so we don&rsquo;t carry out statutory audits. Most small companies don&rsquo;t need one.',
      ),
      faq(
        'Can you deal with probate or a loved one&rsquo;s estate?',
        'No, we don&rsquo;t handle probate or estate accounts. A solicitor who specialises in probate is the best place to start.',
      ),
    ].join('\n'),
  },
  {
    path: '/switching-accountant',
    title: 'Switching accountant: how it works',
    description:
      'Moving to Fenwick & Rowe from another accountant is simple: here’s what happens, step by step, and how long it takes.',
    kind: 'page',
    body: [
      p(
        'Switching accountant is easier than most people think, and we do most of the work. You can switch at any time of year. There&rsquo;s no joining fee, and the whole process usually takes about four weeks.',
      ),
      h2('Step by step'),
      ol(
        `${b('Free first meeting.')} Up to 45 minutes at our office, by video call or by phone, to understand what you need.`,
        `${b('Fixed-fee quote.')} We send you a quote within 2 working days.`,
        `${b('Engagement letter and ID checks.')} Anti-money laundering rules mean we must check the identity of every new client. We send you a secure link to upload photo ID (passport or driving licence) and a proof of address dated within the last 3 months.`,
        `${b('Professional clearance.')} With your permission we write to your previous accountant for professional clearance and your records. Most reply within 2 weeks; you don&rsquo;t need to have the awkward conversation.`,
        `${b('HMRC authorisation.')} We register as your agent with HMRC. For self-assessment, HMRC posts you an authorisation code, usually within 10 working days, which you pass on to us. It expires after 30 days, so look out for it.`,
        `${b('Software.')} We set you up on Xero or QuickBooks, or move your books across from your old software.`,
        `${b('Welcome meeting.')} We go through your deadlines and agree who does what.`,
      ),
      notice(
        'tip',
        'Switching in January?',
        'You can, but if your tax return is due in less than four weeks, talk to us first so we can make sure it&rsquo;s filed on time.',
      ),
      button('Book your free first meeting', '/contact/'),
    ].join('\n'),
  },
  {
    path: '/key-dates',
    title: 'Key tax dates and deadlines',
    description:
      'Self-assessment, Making Tax Digital, company, VAT and payroll deadlines for the 2025/26 and 2026/27 tax years.',
    kind: 'page',
    toc: true,
    lastmod: '2026-10-05',
    body: [
      p(
        'The deadlines that matter to our clients, all in one place. The next big one is 31 January 2027, for 2025/26 self-assessment tax returns.',
      ),
      h2('Self-assessment'),
      h3('2025/26 tax year'),
      table(
        ['What', 'Deadline'],
        [
          ['Register for self-assessment (if you&rsquo;re new to it in 2025/26)', '5 October 2026'],
          ['Paper tax returns', '31 October 2026'],
          [
            'Online return if you want HMRC to collect tax under £3,000 through your tax code',
            '30 December 2026',
          ],
          ['Online tax returns', '31 January 2027'],
          [
            'Pay the tax you owe for 2025/26, and your first payment on account for 2026/27',
            '31 January 2027',
          ],
          ['Second payment on account for 2026/27', '31 July 2027'],
        ],
      ),
      p(
        'Miss the 31 January deadline and HMRC charges a £100 penalty straight away, even if you owe no tax. After three months it adds £10 a day.',
      ),
      h3('Our deadline for your records'),
      p(
        'Please get your records to us by 10 January 2027. Records received after 10 January carry a £75 late supplement, and we can&rsquo;t guarantee to file by 31 January for anything we receive after 24 January.',
      ),
      h2('Making Tax Digital for Income Tax'),
      p(
        `Quarterly updates are due on 7 August, 7 November, 7 February and 7 May. MTD applies from 6 April 2026 if your qualifying income is over £50,000, from April 2027 if it&rsquo;s over £30,000 and from April 2028 if it&rsquo;s over £20,000. ${a('More about MTD', '/posts/making-tax-digital-for-income-tax/')}.`,
      ),
      h2('Limited companies'),
      table(
        ['What', 'Deadline'],
        [
          ['File your accounts at Companies House', '9 months after your year end'],
          ['Pay your corporation tax', '9 months and 1 day after your year end'],
          ['File your corporation tax return (CT600)', '12 months after your year end'],
          ['Confirmation statement', 'within 14 days of your review date, once a year'],
        ],
      ),
      h2('VAT'),
      p('VAT returns and payments are due 1 month and 7 days after the end of each VAT period.'),
      h2('Payroll'),
      table(
        ['What', 'Deadline'],
        [
          ['Full Payment Submission (FPS) to HMRC', 'on or before each pay day'],
          ['Pay PAYE and National Insurance to HMRC', '22nd of the following month'],
          ['Give your staff their P60s', '31 May'],
          ['File P11D forms (benefits in kind)', '6 July'],
          ['Pay Class 1A National Insurance on benefits', '22 July'],
        ],
      ),
      p(
        i(
          'Dates checked against HMRC guidance in October 2026. If a deadline falls on a weekend, it doesn&rsquo;t move.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/client-portal',
    title: 'Client portal and software',
    description:
      'Our secure client portal, and the accounting software we work with: Xero and QuickBooks Online, with Dext for receipts.',
    kind: 'page',
    body: [
      p(
        'Our client portal is where you send us documents, approve and sign your tax returns and accounts, and message the team securely. It works in any web browser, and there&rsquo;s an app for iPhone and Android.',
      ),
      h2('Logging in'),
      p(
        `Log in at ${a('fenwick-rowe.clientportal.example', FR_PORTAL)}, or with the &ldquo;Client login&rdquo; link at the top of every page. You&rsquo;ll set up two-factor authentication the first time you log in.`,
        'Please don&rsquo;t email us bank statements, passports or payslips: email isn&rsquo;t secure. Upload them to the portal instead.',
      ),
      h2('Accounting software'),
      p(
        'We&rsquo;re Xero Gold Partners and QuickBooks ProAdvisors. Your Xero or QuickBooks Online subscription is included in all our monthly packages; if you&rsquo;re not on a package, you pay for your own.',
        'We don&rsquo;t support Sage, FreeAgent or any desktop accounting software. Moving from Sage to Xero or QuickBooks is free for clients who join one of our monthly packages.',
      ),
      h2('Receipts'),
      p(
        'With Dext you photograph a receipt on your phone and it lands in your books, no shoebox needed. Dext is included in Limited Company Plus; otherwise it&rsquo;s £12 a month plus VAT.',
      ),
      h2('Training'),
      p(
        'New to Xero or QuickBooks? A one-hour one-to-one training session costs £90 plus VAT, and it&rsquo;s free when you join one of our monthly packages.',
      ),
    ].join('\n'),
  },
  {
    path: '/careers',
    title: 'Careers',
    description: 'Work with us: current vacancies at Fenwick & Rowe, chartered accountants in Harrogate.',
    kind: 'page',
    body: [
      p(
        'We&rsquo;re a friendly, small practice and we like to train our own people. If you&rsquo;re organised, curious and good with people, we&rsquo;d love to hear from you.',
      ),
      h2('Trainee accountant (AAT apprenticeship)'),
      ul(
        'Full time, 37.5 hours a week, Monday to Friday, in our Harrogate office',
        'Starting salary £23,500, reviewed each time you pass an AAT level',
        'We pay for your AAT studies and give you study leave; once you&rsquo;ve qualified you can go on to ACCA or ACA with us',
        'Hybrid working: after your first 6 months, one day a week from home',
        '25 days&rsquo; holiday plus bank holidays, and the office closes between Christmas and New Year',
      ),
      p(
        `${b('Closing date: Friday 11 December 2026.')} Interviews will be in the week of 4 January 2027.`,
        `To apply, send your CV and a short covering letter to ${a(FR_CAREERS_EMAIL, `mailto:${FR_CAREERS_EMAIL}`)}.`,
        'We can&rsquo;t offer visa sponsorship for this role. No agencies, please.',
      ),
      h2('Qualified accountants'),
      p(
        `We don&rsquo;t have a vacancy for a qualified accountant at the moment, but we&rsquo;re always happy to hear from ACA and ACCA accountants who&rsquo;d like to work in a small practice. Email ${a(FR_CAREERS_EMAIL, `mailto:${FR_CAREERS_EMAIL}`)}.`,
      ),
    ].join('\n'),
  },
];
