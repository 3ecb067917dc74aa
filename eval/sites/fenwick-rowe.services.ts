import {
  a,
  b,
  button,
  type FenwickPage,
  FR_EMAIL,
  h2,
  i,
  notice,
  p,
  summaryEntry,
  table,
  ul,
} from './fenwick-rowe.layout.ts';

/** The six pages of `content/services/`, in the menu's order (their front matter's `weight`). */
export const fenwickServicePages: FenwickPage[] = [
  {
    path: '/services/self-assessment',
    title: 'Self-assessment tax returns',
    description:
      'Personal tax returns for the self-employed, landlords and company directors in Harrogate and across Yorkshire, for a fixed fee.',
    kind: 'page',
    section: 'services',
    body: [
      p(
        'If you&rsquo;re self-employed, a landlord, a company director, or HMRC has simply written to say you need to file, we&rsquo;ll prepare and file your self-assessment tax return for a fixed fee agreed before we start. You send us your paperwork through the client portal, we do the rest, and you approve the return before anything goes to HMRC.',
      ),
      h2('Who needs to file a tax return?'),
      ul(
        'Sole traders earning more than £1,000 a year from self-employment',
        'Landlords with rental income',
        'Company directors who take dividends',
        'Anyone with untaxed income from savings, investments or abroad',
        'Anyone who&rsquo;s sold a property, shares or other assets at a gain',
      ),
      h2('Fees'),
      table(
        ['Return', 'Fixed fee (plus VAT)'],
        [
          ['Simple return: employment or pension plus one other source of income', '£240'],
          ['Landlords with 1&ndash;3 rental properties', '£320'],
          ['Sole traders, including your accounts', 'from £395'],
        ],
      ),
      p(
        `If you&rsquo;re on one of our monthly packages, your return is already included. See all our prices on the ${a('pricing page', '/pricing/')}.`,
      ),
      h2('Sold a property?'),
      p(
        'If you sell a residential property that isn&rsquo;t your home, such as a buy-to-let or a second home, and there&rsquo;s Capital Gains Tax to pay, HMRC needs a special return and the tax within 60 days of completion. We&rsquo;ll prepare and file it for a fixed fee of £350 plus VAT. Tell us as soon as the sale is agreed.',
      ),
      h2('Getting your records to us in time'),
      p(
        'The deadline for online returns is 31 January. To be sure of filing on time, please get your records to us by 10 January. Records we receive after 10 January carry a £75 late supplement, and we can&rsquo;t guarantee to file by 31 January for anything we receive after 24 January.',
        `Most of our clients send their paperwork in the summer and autumn: the earlier we have it, the earlier you know your tax bill. Dates for the year are on our ${a('key dates', '/key-dates/')} page.`,
      ),
      h2('What we don&rsquo;t do'),
      p(
        'We don&rsquo;t prepare tax returns for trusts or estates. We also don&rsquo;t pay HMRC on your behalf: we&rsquo;ll tell you exactly what to pay, when and how.',
      ),
      p(
        `James Rowe looks after our personal tax clients. Questions? Email ${a(FR_EMAIL, `mailto:${FR_EMAIL}`)}.`,
      ),
      button('Book your free first meeting', '/contact/'),
    ].join('\n'),
  },
  {
    path: '/services/bookkeeping',
    title: 'Bookkeeping',
    description:
      'Monthly bookkeeping in Xero or QuickBooks Online: bank reconciliations, receipts and a monthly report, done for you.',
    kind: 'page',
    section: 'services',
    body: [
      p(
        'Let us keep your books up to date every month, so you always know where your business stands and year-end is painless. We work in Xero and QuickBooks Online, with Dext for receipts: snap a photo of a receipt on your phone and it&rsquo;s in your books the same day.',
      ),
      h2('What&rsquo;s included'),
      ul(
        'Reconciling your bank feeds every week',
        'Posting sales and purchase invoices, receipts and expenses',
        'Chasing up anything we can&rsquo;t match (we&rsquo;ll ask, not guess)',
        'A monthly management report, in your inbox by the 15th of the following month',
      ),
      h2('What it costs'),
      p(
        `Monthly bookkeeping starts from £150 a month plus VAT, depending on how many transactions you have. We&rsquo;ll give you a fixed monthly price after looking at a couple of months of your bank statements. Bookkeeping is also part of our ${a('Limited Company Plus package', '/pricing/')}.`,
      ),
      h2('Behind with your books?'),
      p(
        'We often take on books that are months (or years) behind. Catch-up bookkeeping is charged at £38 an hour plus VAT, and we&rsquo;ll estimate the hours before we start.',
      ),
      notice(
        'info',
        'Xero and QuickBooks only',
        'We don&rsquo;t do bookkeeping on paper or in spreadsheets: all our bookkeeping clients use Xero or QuickBooks Online. If you&rsquo;re not on either yet, we&rsquo;ll set you up and show you around.',
      ),
      p('Sunita Mistry and Giulia Ferraro look after our bookkeeping clients.'),
      button('Get a bookkeeping quote', '/contact/'),
    ].join('\n'),
  },
  {
    path: '/services/payroll',
    title: 'Payroll',
    description:
      'Payroll for small employers: payslips, RTI submissions to HMRC, pensions auto-enrolment and CIS, from £30 a month.',
    kind: 'page',
    section: 'services',
    body: [
      p(
        'Payroll from £30 a month plus VAT. We run monthly and four-weekly payrolls for employers with up to 50 staff, from a single director to a busy café or building firm, and take care of HMRC and the pension provider so you don&rsquo;t have to.',
      ),
      h2('What we do each pay day'),
      ul(
        'Calculate pay, tax, National Insurance, student loans and statutory pay (sick, maternity, paternity)',
        'Send your Full Payment Submission (RTI) to HMRC on or before pay day',
        'Email payslips to your staff, or publish them to their own payslip app',
        'Send you a payroll report and tell you how much to pay HMRC, and by when',
        'Pension auto-enrolment: assessing staff, contributions and uploads to NEST, The People&rsquo;s Pension or your own scheme',
        'P60s at the end of the tax year, P45s for leavers, and P11D forms for benefits in kind',
      ),
      h2('What we need from you'),
      p(
        'Send us any changes (new starters, leavers, overtime, hours, bonuses, sickness) through the client portal by the 18th of the month for a payroll paid at the end of the month.',
      ),
      h2('Weekly payroll and CIS'),
      p(
        'We don&rsquo;t run weekly payrolls. If your staff are paid weekly we&rsquo;ll talk to you about moving to four-weekly, which most of our hospitality clients have done.',
        'Building contractors: we can file your monthly CIS returns and verify new subcontractors for £25 a month plus VAT.',
      ),
      p(`Tom Haigh runs our payroll bureau. Full prices are on the ${a('pricing page', '/pricing/')}.`),
      button('Talk to us about payroll', '/contact/'),
    ].join('\n'),
  },
  {
    path: '/services/vat-returns',
    title: 'VAT returns',
    description:
      'VAT registration and quarterly VAT returns under Making Tax Digital, in Xero or QuickBooks, checked by a chartered accountant.',
    kind: 'page',
    section: 'services',
    body: [
      p(
        'Every VAT return we file is prepared from your Xero or QuickBooks records and checked by a qualified accountant before it goes to HMRC under Making Tax Digital. We&rsquo;ll also tell you whether the Flat Rate Scheme or cash accounting would save you money.',
      ),
      h2('Prices'),
      ul(
        `${b('Quarterly VAT return:')} £90 a quarter plus VAT, or included in our Limited Company packages`,
        `${b('VAT registration:')} £120 plus VAT, including advice on which scheme suits you`,
      ),
      h2('Deadlines'),
      p(
        'A VAT return and payment are due 1 month and 7 days after the end of each VAT quarter. Please send us your records, or make sure your books are up to date, within 14 days of the quarter end so we have time to check everything.',
      ),
      h2('Do I need to register?'),
      p(
        'You must register for VAT if your taxable turnover in the last 12 months went over £90,000, or you expect it to in the next 30 days. Registering voluntarily below that can make sense too: we&rsquo;ll talk it through with you.',
      ),
      p(
        i(
          'We don&rsquo;t handle customs declarations or import and export paperwork: for those you&rsquo;ll need a customs agent.',
        ),
      ),
      p('Sunita Mistry looks after our VAT clients.'),
    ].join('\n'),
  },
  {
    path: '/services/company-accounts',
    title: 'Company accounts',
    description:
      'Year-end accounts, corporation tax returns and confirmation statements for limited companies, for a fixed fee.',
    kind: 'page',
    section: 'services',
    body: [
      p(
        'Every limited company has to file annual accounts with Companies House and a corporation tax return (CT600) with HMRC, whether it made a profit or not. We prepare both, file them, and sit down with you to go through the numbers and plan for next year.',
      ),
      h2('What&rsquo;s included'),
      ul(
        'Year-end accounts filed with Companies House',
        'Your corporation tax return (CT600) and computations',
        'Your annual confirmation statement: the £50 Companies House fee is included',
        'Dividend vouchers and board minutes',
        'A meeting to go through your accounts and the best way to pay yourself',
      ),
      h2('Fees'),
      p(
        `Limited company accounts and corporation tax are included in our ${a('Limited Company packages', '/pricing/')}. Without a package, the fixed fee is from £1,150 plus VAT, depending on the size of your company and the state of your books. Dormant company accounts are £140 plus VAT.`,
      ),
      h2('Identity verification at Companies House'),
      p(
        'Directors and people with significant control now have to verify their identity with Companies House. We&rsquo;re an Authorised Corporate Service Provider, so we can do this for you at no extra charge.',
      ),
      h2('Audits'),
      p(
        'We don&rsquo;t carry out statutory audits: we&rsquo;re not a registered audit firm. Most small companies don&rsquo;t need an audit. If yours does (for example because its turnover is over £15 million), we&rsquo;ll introduce you to a registered audit firm we trust.',
      ),
      p('Helen Fenwick looks after our limited company clients.'),
      button('Get a fixed-fee quote', '/contact/'),
    ].join('\n'),
  },
  {
    path: '/services/rd-tax-credits',
    title: 'R&amp;D tax credits',
    description:
      'Research and development tax relief claims for Yorkshire companies, for a fixed fee agreed before we start.',
    kind: 'page',
    section: 'services',
    body: [
      p(
        'If your company is trying to solve technical or scientific problems, such as developing new software, products or processes, it may be able to claim research and development (R&amp;D) tax relief. Claims are made through the merged R&amp;D scheme, or Enhanced R&amp;D Intensive Support (ERIS) for loss-making companies that spend heavily on R&amp;D.',
      ),
      h2('How we work'),
      ul(
        'A free first call to find out whether your work is likely to qualify. If we don&rsquo;t think you have a claim, we&rsquo;ll tell you.',
        'We interview your technical team and write the technical report HMRC expects.',
        'We calculate the claim, prepare the additional information form and amend your CT600.',
        'If HMRC asks questions about the claim, we answer them for you.',
      ),
      h2('Fees'),
      p(
        'We charge a fixed fee agreed before we start, from £1,800 plus VAT, never a percentage of your claim. We don&rsquo;t work on a no-win, no-fee basis: we only take on claims we believe in.',
      ),
      notice(
        'warning',
        'First claim? Tell HMRC in time',
        'If your company hasn&rsquo;t claimed in the last three years, it has to send HMRC a claim notification within 6 months of the end of the accounting period, or it can&rsquo;t claim for that period at all.',
      ),
      button('Ask us about R&amp;D', '/contact/'),
    ].join('\n'),
  },
];

/** `content/services/_index.md` and the theme's section list: the intro, then every service's summary. */
export const fenwickServicesList: FenwickPage = {
  path: '/services',
  title: 'Services',
  description:
    'Tax returns, bookkeeping, payroll, VAT, company accounts and R&D tax credits from Fenwick & Rowe, chartered accountants in Harrogate.',
  kind: 'list',
  body: `<header class="page-header">\n<h1 class="page-title">Services</h1>\n<div class="page-intro">\n${p(
    'Everything we do is for a fixed fee, agreed before we start. Most of our clients are sole traders, landlords and small limited companies in and around Harrogate, Knaresborough, Ripon and Leeds.',
  )}\n</div>\n</header>\n<div class="post-list">\n${fenwickServicePages.map(summaryEntry).join('\n')}\n</div>`,
};
