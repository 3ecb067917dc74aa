import {
  a,
  CRUMB_NAME,
  CRUMB_PHONE,
  type CrumbPage,
  cx,
  h4,
  img,
  p,
  subscribe,
  table,
  ul,
} from './crumb-and-kettle.layout.ts';

/** The blog's posts, newest first: slug, title, date as the blog widget prints it, ISO date, excerpt, cover. */
const posts: [slug: string, title: string, date: string, iso: string, excerpt: string, cover: string][] = [
  [
    'christmas-2026-opening-hours-and-orders',
    'Christmas 2026: our opening hours and Christmas orders',
    'Nov 10, 2026',
    '2026-11-10',
    'When we&#x27;re open over Christmas and New Year, how to order your Christmas bakes, and what happens to the Bread Club.',
    'christmas-stollen-window.jpg',
  ],
  [
    'coming-in-2027-friday-pizza-nights',
    'Coming in 2027: Friday Pizza Nights',
    'Oct 6, 2026',
    '2026-10-06',
    'A wood-fired oven is going into the courtyard. Here&#x27;s what we&#x27;re planning.',
    'pizza-oven-courtyard.jpg',
  ],
  [
    'summer-afternoon-tea-offer',
    'Summer Afternoon Tea Offer',
    'Jun 2, 2025',
    '2025-06-02',
    'Afternoon tea for two for £30, Tuesday to Friday, all summer long.',
    'afternoon-tea-stand.jpg',
  ],
  [
    'our-prices-for-2024',
    'Our prices for 2024',
    'Jan 8, 2024',
    '2024-01-08',
    'Flour, butter and energy have all gone up, so some of our prices have too. Here are our new prices and hours for 2024.',
    'prices-chalkboard.jpg',
  ],
];

/** A post as the blog widget renders it: an `<article>` with the title, the author and date, and the body. */
const post = (slug: string, body: string): CrumbPage => {
  const [, title, date, iso, excerpt, cover] = posts.find(([s]) => s === slug)!;
  return {
    path: `/blog/f/${slug}`,
    title,
    description: excerpt,
    kind: 'post',
    body: `<div id="blog-post" class="widget widget-blog widget-blog-blog-3"><div data-ux="WidgetBanner" class="${cx('div')}"><section data-ux="Section" data-aid="BLOG_POST_SECTION" class="${cx('section')}"><div data-ux="Container" class="${cx('div')}"><a href="/blog" data-ux="Link" data-aid="BLOG_BACK_LINK" class="${cx('a')}">&larr; All Posts</a><article data-ux="Block" data-aid="BLOG_POST_CONTENT" class="${cx('article')}"><h1 role="heading" aria-level="1" data-ux="BlogPostHeading" data-aid="BLOG_POST_TITLE" class="${cx('h1')}">${title}</h1><div data-ux="Block" data-aid="BLOG_POST_META" class="${cx('div')}"><span data-ux="Text" data-aid="BLOG_POST_AUTHOR" class="${cx('span')}">${CRUMB_NAME}</span><span data-ux="Text" class="${cx('span')}"> · </span><time data-ux="Text" datetime="${iso}" data-aid="BLOG_POST_DATE" class="${cx('time')}">${date}</time></div>${img(cover, '')}<div data-ux="BlogContent" data-aid="BLOG_POST_BODY" class="${cx('div', 'x-rt')}">${body}</div></article><div data-ux="Block" data-aid="BLOG_SHARE" class="${cx('div')}"><p data-ux="Text" class="${cx('p')}">Share this post:</p><a data-ux="Link" href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.crumb-and-kettle.test%2Fblog%2Ff%2F${slug}" target="_blank" rel="noopener" class="${cx('a')}">Facebook</a><a data-ux="Link" href="https://x.com/intent/tweet?url=https%3A%2F%2Fwww.crumb-and-kettle.test%2Fblog%2Ff%2F${slug}" target="_blank" rel="noopener" class="${cx('a')}">X</a></div></div></section></div></div>
${subscribe()}`,
  };
};

/** The editor's paragraphs of a post body, each followed by the empty line it leaves. */
const body = (...parts: string[]) => parts.join('<p style="margin:0"><span><br/></span></p>');

/* ── The posts ──────────────────────────────────────────────────────────────────────────────────────── */

const christmas = post(
  'christmas-2026-opening-hours-and-orders',
  body(
    p(
      'The stollen is maturing, Luca&#x27;s panettone starter is being fed three times a day and Priya has started on the mince pies. Here&#x27;s everything you need to know about Christmas and New Year at Crumb &amp; Kettle.',
    ),
    h4('Opening hours over Christmas and New Year'),
    table(
      ['Day', 'Hours'],
      [
        ['Monday 21 December', '8am – 4pm (open specially for Christmas orders)'],
        ['Tuesday 22 and Wednesday 23 December', '7.30am – 4pm'],
        ['Christmas Eve, Thursday 24 December', '7.30am – 1pm'],
        ['Christmas Day to Monday 28 December', 'Closed'],
        ['Tuesday 29 and Wednesday 30 December', '9am – 3pm'],
        ['New Year&#x27;s Eve, Thursday 31 December', '8am – 1pm'],
        ['New Year&#x27;s Day to Monday 4 January', 'Closed'],
        ['Tuesday 5 January 2027', 'Back to our usual hours'],
      ],
    ),
    p('The kitchen serves breakfast only on Christmas Eve and New Year&#x27;s Eve, until 11.30am.'),
    h4('Christmas orders'),
    p(
      `Order your Christmas bakes in the shop or on ${CRUMB_PHONE} **by Saturday 12 December**, and collect them between Monday 21 and Christmas Eve, Thursday 24 December.`,
    ),
    ul(
      'Christmas cake, 6 inch, fed with brandy and finished with marzipan and royal icing: £38',
      'Stollen, 750g: £14',
      'Luca&#x27;s panettone, 1kg, made over three days: £28',
      'Mince pies, box of six: £12',
      'Christmas morning pastry box (four croissants, four pains au chocolat, four cardamom buns): £26',
    ),
    h4('The Bread Club at Christmas'),
    p(
      'There&#x27;s no delivery on Christmas Day or New Year&#x27;s Day. Friday deliveries move to **Wednesday 23 December** and **Wednesday 30 December** instead. If you collect, pick up your Christmas week bread by 1pm on Christmas Eve.',
    ),
    h4('Christmas Stollen Workshop'),
    p(
      `Bake your own stollen with Hannah on **Monday 14 December, 6pm to 9pm**: £70, up to 8 people, mulled wine included. Book on our ${a('Baking Classes', '/baking-classes')} page.`,
    ),
    p(
      'Looking for a present? Our gift vouchers and the Bread Club gift subscription are in the shop until Christmas Eve.',
    ),
    p('Merry Christmas, and thank you for another lovely year. Hannah, Luca and the team'),
  ),
);

const pizza = post(
  'coming-in-2027-friday-pizza-nights',
  body(
    p(
      'If you&#x27;ve walked past our side gate lately you&#x27;ll have seen the builders in the courtyard. They&#x27;re building us a wood-fired oven, and in 2027 it&#x27;s going to give us Friday Pizza Nights.',
    ),
    p(
      'The plan: from **spring 2027**, on Friday evenings from 5.30pm to 9pm, Luca will make sourdough pizzas the Bolognese way (he insists there is one), to eat in the courtyard or take away. There will be a short menu, a couple of local beers and Italian wines, and a pizza for the kids.',
    ),
    h4('Can I book yet?'),
    p(
      'Not yet. We&#x27;re not taking bookings for Pizza Nights, and we haven&#x27;t set the prices. We&#x27;ll announce the first date and the menu in February 2027, in our newsletter first.',
    ),
    p(
      'The café&#x27;s hours won&#x27;t change: we&#x27;ll still close at 4pm on Fridays, and reopen for pizza at 5.30pm.',
    ),
  ),
);

const summerOffer = post(
  'summer-afternoon-tea-offer',
  body(
    p(
      'Summer is here, the courtyard is in bloom, and we fancied doing something nice. So from now until **30 September 2025**, afternoon tea for two is **£30 instead of £38**, Tuesday to Friday.',
    ),
    p(
      'Just mention **SUNNYTEA** when you book by phone, at least 48 hours ahead. Not available on Saturdays or with any other offer.',
    ),
    p('See you in the garden!'),
  ),
);

const prices2024 = post(
  'our-prices-for-2024',
  body(
    p(
      'Happy New Year! Like every small bakery, we&#x27;ve watched the price of flour, butter and electricity climb all through 2023. We&#x27;ve held off as long as we could, but from Tuesday 9 January 2024 some of our prices go up. Here they are, in full, so there are no surprises at the till.',
    ),
    h4('Coffee and counter'),
    ul(
      'Flat white £2.95, cappuccino £3.05, latte £3.15',
      'Butter croissant £2.60, cinnamon bun £2.85, cardamom bun £2.90',
      'Full Cotswold breakfast £10.95',
      'Afternoon tea for two £32',
    ),
    h4('Bread'),
    ul(
      'Country sourdough £4.60',
      'Seeded rye £4.80',
      'Bread Club Weekly Loaf £18 a month, Loaf &amp; Pastries £32 a month',
    ),
    h4('Celebration cakes'),
    ul('6 inch £34, 8 inch £48, 10 inch £68', 'A £10 deposit to confirm your order, and 5 days&#x27; notice'),
    h4('Classes'),
    ul('Sourdough for Beginners £80', 'Croissants &amp; Viennoiserie £105'),
    h4('Our hours for 2024'),
    p(
      'We&#x27;re also changing our hours: from January we&#x27;re open **Wednesday to Saturday, 8am – 3pm**, and **Sunday 9am – 1pm**. We&#x27;re closed on Mondays and Tuesdays.',
    ),
    p('Thank you for sticking with us. Hannah &amp; Luca'),
  ),
);

/** The blog index: a grid of post cards (cover, date, title, excerpt, "Continue reading"), then Subscribe. */
const blogIndex: CrumbPage = {
  path: '/blog',
  title: 'News',
  description: 'News, offers, class dates and opening hours from Crumb &amp; Kettle.',
  body: `<div id="blog-list" class="widget widget-blog widget-blog-blog-1"><div data-ux="WidgetBanner" class="${cx('div')}"><section data-ux="Section" data-aid="BLOG_SECTION" class="${cx('section')}"><div data-ux="Container" class="${cx('div')}"><h1 role="heading" aria-level="1" data-ux="SectionHeading" data-aid="BLOG_SECTION_TITLE" class="${cx('h1')}"><span data-ux="Element" class="${cx('span')}">News from the bakery</span></h1><div data-ux="Grid" class="${cx('div')}">${posts
    .map(
      ([slug, title, date, iso, excerpt, cover]) =>
        `<div data-ux="GridCell" class="${cx('div')}"><div data-ux="ContentCard" data-aid="BLOG_POST_CARD" class="${cx('div')}"><a href="/blog/f/${slug}" data-ux="Link" class="${cx('a')}">${img(cover, '')}</a><time data-ux="Text" datetime="${iso}" class="${cx('time')}">${date}</time><h4 role="heading" aria-level="4" data-ux="ContentCardHeading" class="${cx('h4')}"><a href="/blog/f/${slug}">${title}</a></h4><div data-ux="ContentCardText" class="${cx('div', 'x-rt')}"><p style="margin:0"><span>${excerpt}</span></p></div><a href="/blog/f/${slug}" data-ux="Link" data-aid="BLOG_CONTINUE_READING" class="${cx('a')}">Continue reading</a></div></div>`,
    )
    .join('')}</div></div></section></div></div>
${subscribe()}`,
};

export const crumbBlogPages: CrumbPage[] = [blogIndex, christmas, pizza, summerOffer, prices2024];
