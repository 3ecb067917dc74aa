import {
  type BrightpanePage,
  button,
  divider,
  image,
  section,
  signupForm,
  text,
} from './brightpane-windows.layout.ts';

/*
 * The News page and its posts. Mailchimp Websites has no blog: the owners made a News page of image-and-text
 * sections (a photo, the date typed as text, the title in bold, a line of excerpt and a 'Read more' button) and
 * one page per post, outside the navigation. The Christmas 2026 post is the only page with the last rounds and
 * shop-front cleans before Christmas, the days with no cleaning (24 December 2026 – 3 January 2027), the office's
 * holiday hours, the booking deadline for gutters and the first rounds of 2027. The pressure-washing post
 * announces driveways and patios from spring 2027. The first-clean offer post gives the offer its year (until 31
 * October 2026). The January 2024 post still holds that year's prices, round days, office hours and its
 * 'cash on the day is still fine', and its card's excerpt already quotes the £17 semi.
 */

const SKY = '#eaf4fa';

interface Post {
  slug: string;
  title: string;
  /** Typed by the owners as text. */
  date: string;
  author: string;
  excerpt: string;
  image: string;
  /** The post's text blocks (the rich-text editor's HTML). */
  body: string[];
  /** A sign-up form under the post. */
  signup?: boolean;
}

const posts: Post[] = [
  {
    slug: 'christmas-2026',
    title: 'Christmas 2026: last rounds and holiday dates',
    date: '10 November 2026',
    author: 'Claire Pennock',
    excerpt: 'When the last window cleans of 2026 are, the days we’re off, and when the rounds start again.',
    image: 'news-christmas-van-lights.jpg',
    body: [
      '<p>It’s that time of year again! Everyone wants sparkling windows before the family arrives, so here’s how our Christmas and New Year work.</p>',
      '<p><strong>Last window cleaning rounds</strong><br>Our last domestic rounds of 2026 are on <strong>Friday 18 December</strong>. If your clean would normally fall on 21, 22 or 23 December, we’ll bring it forward to the week of 14 December and text you the evening before as usual.</p>',
      '<p><strong>Shop fronts</strong><br>We’re doing extra cleans for the Christmas trade – the last shop-front cleans of the year are on <strong>Wednesday 23 December</strong>.</p>',
      '<p><strong>Gutters, conservatory roofs and solar panels</strong><br>Book by Friday 11 December for a visit before Christmas. The last one-off jobs of the year are on Friday 18 December.</p>',
      '<p><strong>Our holiday</strong><br>No cleaning at all from Thursday 24 December 2026 to Sunday 3 January 2027.<br>The office is open until 12 noon on Wednesday 23 December, then closed until Monday 4 January 2027. Texts and WhatsApps sent over the holiday will be answered from 4 January.</p>',
      '<p><strong>Back in 2027</strong><br>The first rounds of 2027 are on <strong>Monday 4 January</strong>, starting with the Harrogate HG1 round. Every other area keeps its usual round day.</p>',
      '<p><strong>Direct Debits</strong><br>There are no collections between 24 December and 3 January – December’s last cleans are collected from 4 January.</p>',
      '<p>Merry Christmas from Mark, Claire, Josh and the whole team!</p>',
    ],
    signup: true,
  },
  {
    slug: 'winter-cleaning-2026',
    title: 'Frost, rain and your winter window cleans',
    date: '2 November 2026',
    author: 'Mark Pennock',
    excerpt: 'Why we sometimes can’t clean in winter, and what happens to your clean when we can’t.',
    image: 'news-frosty-morning-stray.jpg',
    body: [
      '<p>Every winter we get the same question: “Why didn’t you come on Monday?” Here’s how the weather decides.</p>',
      '<p><strong>Rain</strong><br>Light rain doesn’t stop us. We clean with pure water, so rain on freshly cleaned glass dries without spots. Heavy rain does stop us – we can’t see what we’re doing, and the dirt washes down from your roof onto the glass.</p>',
      '<p><strong>Frost and ice</strong><br>There’s no cleaning below freezing. Water freezes on the glass and on your path, and that’s dangerous for you and for us. From December to February we start the rounds at 9am, so the worst of the frost has lifted.</p>',
      '<p><strong>Wind</strong><br>Our poles are up to 10 metres long. In high winds they’re impossible to control, so we stop.</p>',
      '<p><strong>What happens to your clean</strong><br>If the weather stops us, we come back within 7 days – often on our Friday catch-up day – and text you first. You’re never charged for a clean we haven’t done.</p>',
    ],
  },
  {
    slug: 'pressure-washing-2027',
    title: 'Coming in 2027: driveway and patio cleaning',
    date: '5 October 2026',
    author: 'Josh Pennock',
    excerpt: 'Pressure washing for driveways, paths and patios arrives in spring 2027.',
    image: 'news-pressure-washer-patio.jpg',
    body: [
      '<p>Lots of you have asked if we can do your drive while we’re there. The answer, from spring 2027, is yes!</p>',
      '<p>We’ve ordered a fourth van with a hot-water pressure washer and a flat-surface cleaner, and I’m doing my training over the winter. The first driveway and patio jobs will go out in March 2027.</p>',
      '<p><strong>Can I book now?</strong><br>Not yet – we’re not taking bookings until the prices are set. We’ll publish them in February 2027. Join the waiting list on our <a href="/pressure-washing">pressure washing page</a> and you’ll hear first.</p>',
    ],
  },
  {
    slug: 'first-clean-offer-2026',
    title: 'New this autumn: 10% off your first clean',
    date: '1 September 2026',
    author: 'Claire Pennock',
    excerpt: 'New customers get 10% off their first window clean until 31 October 2026.',
    image: 'news-autumn-leaves-window.jpg',
    body: [
      '<p>Thinking of joining one of our rounds? This autumn every new customer gets 10% off their first window clean.</p>',
      '<p>The offer runs until 31 October 2026. Just mention it when you ask for your quote, and the discount comes off your first invoice. It’s for new window cleaning customers only, on a 4-weekly or 8-weekly round.</p>',
    ],
  },
  {
    slug: 'solar-panels-spring-2026',
    title: 'Spring clean your solar panels',
    date: '16 March 2026',
    author: 'Josh Pennock',
    excerpt: 'Why your panels need a clean twice a year, and what it costs.',
    image: 'news-solar-panels-spring.jpg',
    body: [
      '<p>After a winter of pollen, dust and bird droppings, most panels we see in March are producing less than they should.</p>',
      '<p>We recommend a clean twice a year, in spring and autumn. We use pure water and soft brushes, never detergents, so your warranty is safe.</p>',
      '<p>It’s £4 a panel, with a minimum charge of £40. Book it with a gutter clear and we’ll do both on the same visit.</p>',
    ],
  },
  {
    slug: 'prices-2024',
    title: 'New prices and new round days for 2024',
    date: '8 January 2024',
    author: 'Mark Pennock',
    excerpt: 'Our prices change on 1 February 2024 – a 3-bed semi goes to £17 – and some round days move.',
    image: 'news-new-year-2024.jpg',
    body: [
      '<p>Happy new year! For the first time since 2022 our prices are going up a little, from Thursday 1 February 2024.</p>',
      '<p><strong>Window cleaning (4-weekly / 8-weekly)</strong><br>Flat – £10 / £13<br>2-bed terrace – £13 / £17<br>3-bed semi – £17 / £21<br>3-bed detached – £22 / £26<br>4-bed detached – £27 / £32<br>5 bedrooms or more – from £33 / from £39<br>One-off cleans from £35</p>',
      '<p><strong>Other work</strong><br>Gutter clearing: mid-terrace £50, semi-detached £55, detached £72<br>Solar panels: £3 a panel (minimum £30)<br>Conservatory roofs: from £50</p>',
      '<p><strong>New round days from February</strong><br>Harrogate (HG1 and HG2) – Mondays and Wednesdays<br>Knaresborough – moves to Tuesdays<br>The villages – move to Thursdays<br>Ripon and Boroughbridge – move to Fridays</p>',
      '<p><strong>The office</strong><br>Claire is now in the office 9am – 3pm, Monday to Friday.</p>',
      '<p><strong>Paying</strong><br>Cash on the day is still fine, but we’d love you to switch to Direct Debit – ask Claire for the link.</p>',
    ],
  },
];

const postPage = (post: Post): BrightpanePage => ({
  path: `/news/${post.slug}`,
  title: `${post.title} | Brightpane Window Cleaning`,
  description: post.excerpt,
  nav: '',
  sections: [
    section(
      'hero',
      [
        [
          text(
            `<p><span style="color:#ffffff;font-size:14px">${post.date} · ${post.author}</span></p><h1><span style="color:#ffffff">${post.title}</span></h1>`,
          ),
        ],
      ],
      { image: post.image, padding: 96 },
    ),
    section('text', [
      [...post.body.map((html) => text(html)), divider(), button('← All news', '/news', 'secondary')],
    ]),
    ...(post.signup
      ? [
          section(
            'signup',
            [
              [
                signupForm({
                  heading: 'Never miss a round update',
                  intro: 'Get our news, weather updates and holiday dates by email.',
                  buttonLabel: 'Sign me up',
                }),
              ],
            ],
            { background: SKY },
          ),
        ]
      : []),
  ],
});

const newsIndex: BrightpanePage = {
  path: '/news',
  title: 'News | Brightpane Window Cleaning',
  description: 'News, holiday dates, offers and tips from Brightpane Window Cleaning in Harrogate.',
  nav: '',
  sections: [
    section('text', [[text('<h1>News</h1><p>Round updates, holiday dates and the odd offer.</p>')]], {
      background: SKY,
      padding: 56,
    }),
    ...posts.map((post, i) =>
      section(
        'imageText',
        [
          [image(post.image, '', { radius: 6, href: `/news/${post.slug}` })],
          [
            text(
              `<p><span style="font-size:14px;color:#5b7386">${post.date}</span></p><p><strong><span style="font-size:22px">${post.title}</span></strong></p><p>${post.excerpt}</p>`,
            ),
            button('Read more', `/news/${post.slug}`, 'secondary'),
          ],
        ],
        { layout: '40-60', background: i % 2 ? SKY : '#ffffff', padding: 40 },
      ),
    ),
  ],
};

export const brightpaneNewsPages: BrightpanePage[] = [newsIndex, ...posts.map(postPage)];
