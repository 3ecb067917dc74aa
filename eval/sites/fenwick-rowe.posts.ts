import { a, b, type FenwickPage, h2, i, p, summaryEntry, table, ul } from './fenwick-rowe.layout.ts';

/** `content/posts/`, newest first, as `.Pages.ByDate.Reverse` lists them. */
export const fenwickPosts: FenwickPage[] = [
  {
    path: '/posts/making-tax-digital-for-income-tax',
    title: 'Making Tax Digital for Income Tax: are you ready?',
    description:
      'Quarterly updates to HMRC are here for sole traders and landlords. Who it applies to, when, and what we’re doing for our clients.',
    kind: 'post',
    section: 'posts',
    post: { date: '2026-09-14', author: 'James Rowe', tags: ['tax'], readingTime: 3 },
    body: [
      p(
        'Since 6 April 2026, sole traders and landlords whose qualifying income is over £50,000 have had to keep digital records and send HMRC a short update every quarter, instead of doing everything once a year. The first updates were due on 7 August, and the next one is due on 7 November.',
      ),
      h2('Who does it apply to, and when?'),
      table(
        ['From', 'Qualifying income over'],
        [
          ['6 April 2026', '£50,000'],
          ['6 April 2027', '£30,000'],
          ['6 April 2028', '£20,000'],
        ],
      ),
      p(
        'Qualifying income is your turnover from self-employment and property added together, before expenses: not your profit. If yours is under £20,000, Making Tax Digital for Income Tax doesn&rsquo;t apply to you yet. It doesn&rsquo;t apply to limited companies at all.',
      ),
      h2('Quarterly update deadlines'),
      ul(
        'Quarter to 5 July: update due 7 August',
        'Quarter to 5 October: update due 7 November',
        'Quarter to 5 January: update due 7 February',
        'Quarter to 5 April: update due 7 May',
      ),
      p(
        'You still finalise the year with a final declaration by 31 January, which replaces the tax return, and you still pay your tax on the usual dates.',
      ),
      h2('What we&rsquo;re doing for our clients'),
      p(
        `If you&rsquo;re on our ${b('Sole Trader package')}, your quarterly updates are already included at no extra cost. Not on a package? We&rsquo;ll file your quarterly updates for £45 a quarter plus VAT, on top of your tax return fee.`,
        `You&rsquo;ll need software that works with MTD: we set our clients up on Xero or QuickBooks. See ${a('Client portal and software', '/client-portal/')}.`,
        `Not sure if it applies to you? ${a('Book a free first meeting', '/contact/')} and we&rsquo;ll work it out together.`,
      ),
    ].join('\n'),
  },
  {
    path: '/posts/christmas-closure-2025',
    title: 'Christmas closure 2025',
    description: 'When our office closes for Christmas 2025 and reopens in the new year.',
    kind: 'post',
    section: 'posts',
    post: { date: '2025-11-27', author: 'Ellie Cawthorne', tags: ['news', 'tax'], readingTime: 1 },
    body: [
      p(
        'Our office will close for Christmas at 12 noon on Wednesday 24 December 2025, and we&rsquo;ll reopen at 9am on Friday 2 January 2026.',
        'If you&rsquo;d like us to file your 2024/25 tax return before the break, please get your records to us by Friday 12 December 2025.',
        'The client portal stays open over Christmas. James will be checking messages on 29 and 30 December, 10am &ndash; 2pm, for anyone with a January deadline emergency.',
        'Merry Christmas from all of us at Fenwick &amp; Rowe!',
      ),
    ].join('\n'),
  },
  {
    path: '/posts/weve-moved',
    title: 'We&rsquo;ve moved to Kensington House',
    description:
      'Fenwick & Rowe has moved from Albert Street to Kensington House on Raglan Street, Harrogate.',
    kind: 'post',
    section: 'posts',
    post: { date: '2024-02-12', author: 'Helen Fenwick', tags: ['news'], readingTime: 2 },
    body: [
      p(
        'After nine happy years at 3 Albert Street we&rsquo;ve outgrown our little ground-floor office. From Monday 19 February 2024 you&rsquo;ll find us on the first floor of Kensington House, 9 Raglan Street, Harrogate HG1 1LE, a couple of minutes&rsquo; walk from the station.',
        'Our phone number and email address stay the same.',
      ),
      h2('What&rsquo;s different'),
      ul(
        'A proper meeting room, with a hearing loop and a big screen for going through your accounts together',
        'A lift from the entrance hall up to our floor',
        'Room for the team to grow (watch this space)',
      ),
      p(
        'The one thing we&rsquo;ll miss is the two client parking spaces behind the old office: there&rsquo;s no parking at Kensington House, so please allow time to park in town.',
        i('Post for us that goes to Albert Street will be forwarded until the end of August.'),
      ),
    ].join('\n'),
  },
  {
    path: '/posts/new-fees-and-office-hours-2023',
    title: 'Our fees and office hours from April 2023',
    description: 'New fixed fees and new office hours from 1 April 2023.',
    kind: 'post',
    section: 'posts',
    post: { date: '2023-03-20', author: 'Helen Fenwick', tags: ['news'], readingTime: 2 },
    body: [
      p(
        'From 1 April 2023 our fixed fees are going up for the first time since 2020. Our monthly packages will be: Sole Trader £75 a month, Limited Company £175 a month and Limited Company Plus £310 a month, all plus VAT.',
        'One-off self-assessment tax returns go up to £195 plus VAT, and payroll starts from £20 a month.',
      ),
      h2('New office hours'),
      p(
        'We&rsquo;re changing our hours too. From April we&rsquo;re open Monday to Friday, 8.30am &ndash; 5pm.',
        'During January we&rsquo;ll keep opening on Saturday mornings, 9am &ndash; 12 noon, for tax return appointments.',
      ),
      p(
        'Your first meeting with us is still free (up to 30 minutes), and everything we do is still for a fixed fee agreed before we start. Thank you for sticking with us!',
      ),
    ].join('\n'),
  },
];

const postsOf = (tag: string) => fenwickPosts.filter((x) => x.post?.tags.includes(tag));

const listPage = (title: string, intro: string, posts: FenwickPage[]) =>
  `<header class="page-header">\n<h1 class="page-title">${title}</h1>\n${intro ? `<div class="page-intro">\n<p>${intro}</p>\n</div>\n` : ''}</header>\n<div class="post-list">\n${posts.map(summaryEntry).join('\n')}\n</div>`;

/** The `posts` section list, the `tags` taxonomy and its two terms. */
export const fenwickPostLists: FenwickPage[] = [
  {
    path: '/posts',
    title: 'News',
    description: 'News from Fenwick & Rowe, and tax changes explained in plain English.',
    kind: 'list',
    body: listPage('News', 'News from the office, and tax changes explained in plain English.', fenwickPosts),
  },
  {
    path: '/tags',
    title: 'Tags',
    description: 'Tags',
    kind: 'list',
    body: `<header class="page-header">\n<h1 class="page-title">Tags</h1>\n</header>\n<ul class="terms">\n${[
      'news',
      'tax',
    ]
      .map((t) => `<li><a href="/tags/${t}/">${t}</a> <sup>${postsOf(t).length}</sup></li>`)
      .join('\n')}\n</ul>`,
  },
  {
    path: '/tags/news',
    title: 'news',
    description: 'Posts tagged news',
    kind: 'list',
    body: listPage('news', '', postsOf('news')),
  },
  {
    path: '/tags/tax',
    title: 'tax',
    description: 'Posts tagged tax',
    kind: 'list',
    body: listPage('tax', '', postsOf('tax')),
  },
];
