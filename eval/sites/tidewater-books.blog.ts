import {
  AUTHORS,
  type AuthorSlug,
  a,
  b,
  bookmarkCard,
  callout,
  h2,
  imageCard,
  img,
  p,
  postCard,
  TIDE_NAME,
  TIDE_SITE,
  type TidePage,
  table,
  ul,
} from './tidewater-books.layout.ts';

/** The posts, newest first, as Ghost lists them. */
export const tidePosts: TidePage[] = [
  {
    path: '/christmas-opening-hours-2026',
    title: 'Christmas at Tidewater: opening hours and last order dates',
    description:
      'Late-night Thursdays, Christmas Eve hours, when we are closed, and the last days to order books and Book Parcels for Christmas.',
    kind: 'post',
    feature: '2026/11/tidewater-christmas-window.jpg',
    post: {
      date: '2026-11-10',
      author: 'fran',
      tag: 'News',
      excerpt:
        'Late-night Thursdays, our Christmas Eve hours, the days we&rsquo;re closed and the last days to order books and Book Parcels in time for the big day.',
      readingTime: 2,
    },
    body: [
      p(
        'The tree is up in the window, Tom has started on the mince pies and the Christmas table by the door is groaning. Here&rsquo;s everything you need to know about the festive season at Tidewater.',
      ),
      h2('Late-night shopping'),
      p(
        'On Thursdays 10 and 17 December the bookshop stays open until 7pm, with mulled apple juice and mince pies; the caf&eacute; stays open until 6pm.',
        'We&rsquo;re also opening on Monday 21 December, 10am &ndash; 4pm, for last-minute shoppers.',
      ),
      h2('Christmas and New Year hours'),
      table(
        ['', 'Bookshop', 'Caf&eacute;'],
        [
          ['Thursday 24 December (Christmas Eve)', '9am &ndash; 2pm', '9am &ndash; 1pm'],
          ['Friday 25 &ndash; Sunday 27 December', 'Closed', 'Closed'],
          ['Monday 28 December (bank holiday)', '10am &ndash; 4pm', '10am &ndash; 3.30pm'],
          ['Tuesday 29 &ndash; Wednesday 30 December', 'Normal hours', 'Normal hours'],
          ['Thursday 31 December (New Year&rsquo;s Eve)', '9.30am &ndash; 4pm', '9.30am &ndash; 2pm'],
          ['Friday 1 January', 'Closed', 'Closed'],
          ['Saturday 2 January', 'Normal hours', 'Normal hours'],
        ],
      ),
      h2('Last order dates'),
      ul(
        'Special orders: order by Thursday 17 December to be sure your book is here for Christmas.',
        'Book Parcel gifts: order by Monday 14 December and we&rsquo;ll post the gift card and the first parcel before Christmas.',
        'Gift cards by post: order by Monday 14 December.',
      ),
      callout(
        '&#x2744;&#xFE0F;',
        `${b('And after the holidays:')} from Sunday 3 January to Sunday 28 February the caf&eacute; is closed on Sundays, and the bookshop opens 10am &ndash; 2pm on Sundays. Normal Sunday hours are back in March.`,
        'blue',
      ),
      p('Merry Christmas from Fran, Tom and everyone at Tidewater!'),
    ].join(''),
  },
  {
    path: '/autumn-events-2024',
    title: 'Autumn events at Tidewater',
    description:
      'Four author evenings, a poetry night and a new day for the book club: our autumn 2024 events.',
    kind: 'post',
    feature: '2024/09/autumn-events-audience.jpg',
    post: {
      date: '2024-09-05',
      author: 'fran',
      tag: 'Events',
      excerpt:
        'Four evenings with writers, a Christmas poetry night and a new day for the book club. All tickets &pound;7.50, wine included.',
      readingTime: 2,
    },
    body: [
      p(
        'After a quiet summer of ice creams and sandy paperbacks, the evenings are drawing in and we&rsquo;ve got a lovely autumn programme lined up.',
      ),
      ul(
        `${b('Thursday 26 September:')} Mark Elsdon, <em>Harbour Lights</em>`,
        `${b('Thursday 17 October:')} an evening of Northumbrian folk tales with Ellen Shaw`,
        `${b('Thursday 14 November:')} Ruth Anders, <em>The Last Herring Girl</em>`,
        `${b('Thursday 5 December:')} Christmas poetry night`,
      ),
      p(
        'All tickets are &pound;7.50 and include a glass of wine or a soft drink. Doors 7pm for 7.30pm. Tickets at the till or by phone.',
      ),
      h2('Book club news'),
      p(
        'From October, Tidewater Readers moves to the first Tuesday of the month at 7.30pm: Wednesdays kept clashing with the quiz at the Ship. Same cake, new day.',
      ),
      imageCard(
        '2024/09/autumn-events-audience.jpg',
        'A full house for our spring poetry night',
        'A full house in the caf&eacute;.',
      ),
    ].join(''),
  },
  {
    path: '/new-opening-hours-from-april',
    title: 'New opening hours from April',
    description:
      'From Tuesday 2 April 2024 Tidewater is open seven days a week, with hot lunches in the café.',
    kind: 'post',
    post: {
      date: '2024-03-19',
      author: 'tom',
      tag: 'News',
      excerpt:
        'From Tuesday 2 April we&rsquo;re open seven days a week, and the caf&eacute; kitchen starts serving hot lunches.',
      readingTime: 1,
    },
    body: [
      p('Big news for spring: from Tuesday 2 April 2024 we&rsquo;re open every day of the week.'),
      table(
        ['', 'Shop', 'Caf&eacute;'],
        [
          ['Monday to Saturday', '9am &ndash; 5pm', '9am &ndash; 4pm'],
          ['Sunday', '11am &ndash; 4pm', '11am &ndash; 4pm'],
        ],
      ),
      p(
        'And the kitchen will be serving hot lunches (soup, toasties and of course crab sandwiches) from 12 noon &ndash; 3pm every day.',
        'See you soon! &ndash; Tom',
      ),
    ].join(''),
  },
  {
    path: '/book-parcel-is-here',
    title: 'Book Parcel is here!',
    description: 'Our new book subscription: a hand-picked book through your letterbox every month.',
    kind: 'post',
    feature: '2023/03/book-parcel-launch.jpg',
    post: {
      date: '2023-03-14',
      author: 'fran',
      tag: 'News',
      excerpt:
        'Our new book subscription: a hand-picked book through your letterbox every month, from &pound;9.',
      readingTime: 2,
    },
    body: [
      p(
        'We&rsquo;ve been talking about it for ages, and it&rsquo;s finally here: Book Parcel, a book chosen just for you and posted every month, wrapped in brown paper with a handwritten note.',
      ),
      ul(
        `${b('Paperback Parcel')} &ndash; &pound;13.50 a month`,
        `${b('Hardback Parcel')} &ndash; &pound;24 a month`,
        `${b('Little Parcel')} (for 0&ndash;12s) &ndash; &pound;9 a month`,
      ),
      p(
        'UK postage is included. We can post to Europe for an extra &pound;4.50 a month, and to the rest of the world for an extra &pound;8.50 a month.',
        'Parcels go out on the 15th of every month: sign up by the 10th to get that month&rsquo;s.',
      ),
      bookmarkCard({
        url: 'https://www.thebookseller.example/news/northumberland-bookshop-launches-book-parcel',
        title: 'Northumberland bookshop launches monthly &lsquo;Book Parcel&rsquo;',
        description:
          'Tidewater Books &amp; Coffee in Amblecombe is posting hand-picked books to subscribers.',
        publisher: 'The Bookseller',
        author: 'Kate Hollis',
        thumbnail: `${TIDE_SITE}${img('2023/03/book-parcel-launch.jpg')}`,
      }),
      p(`Sign up in the shop or ${a('on the Book Parcel page', '/book-parcel/')}.`),
    ].join(''),
  },
];

/** The feed under a post: the newest other posts, three at most. */
export const readMore = (page: TidePage) => tidePosts.filter((x) => x.path !== page.path).slice(0, 3);

const feed = (posts: TidePage[]) =>
  `<div class="inner posts"><div class="post-feed">${posts.map((x, n) => postCard(x, n === 0)).join('')}</div></div>`;

const byAuthor = (slug: AuthorSlug) => tidePosts.filter((x) => x.post?.author === slug);
const byTag = (tag: string) => tidePosts.filter((x) => x.post?.tag === tag);

/** The home page (Casper's index with the owner's welcome block), the News tag and Fran's author page. */
export const tideListings: TidePage[] = [
  {
    path: '/',
    title: 'Home',
    description:
      'Independent bookshop and café on the quay at Amblecombe, Northumberland: new and second-hand books, coffee, events and Book Parcel.',
    kind: 'listing',
    body: `<div class="site-header-content outer has-cover" style="background-image: url(${img('2023/01/tidewater-harbour-cover.jpg')})"><div class="site-header-inner inner"><img class="site-logo" src="${img('2023/01/tidewater-logo-white.png')}" alt="${TIDE_NAME}"><p class="site-description">An independent bookshop &amp; caf&eacute; on the quay at Amblecombe, Northumberland</p></div></div><div class="outer home-welcome"><div class="inner gh-content gh-canvas">${p(
      'New books, old books, good coffee and a view of the boats. Open Tuesday to Sunday, closed Mondays.',
      `Story time for the little ones every Wednesday at 10.30am &middot; Next author evening: Helen Cawdor, Thursday 3 December &middot; ${a('All events', '/events/')}`,
    )}${callout('&#x1F4E6;', `Give a book a month this Christmas with ${a('Book Parcel', '/book-parcel/')}.`, 'accent')}</div></div>${feed(tidePosts)}`,
  },
  {
    path: '/tag/news',
    title: 'News',
    description: 'News from Tidewater Books & Coffee.',
    kind: 'listing',
    bodyClass: 'tag-template tag-news',
    body: `<div class="inner posts"><div class="post-feed"><section class="post-card post-card-large"><div class="post-card-content"><div class="post-card-content-link"><header class="post-card-header"><h2 class="post-card-title">News</h2></header><div class="post-card-excerpt">News from the quay: opening hours, new things and goings-on at Tidewater.</div><footer class="post-card-meta">A collection of ${byTag('News').length} posts</footer></div></div></section>${byTag(
      'News',
    )
      .map((x) => postCard(x))
      .join('')}</div></div>`,
  },
  {
    path: '/author/fran',
    title: AUTHORS.fran.name,
    description: AUTHORS.fran.bio,
    kind: 'listing',
    bodyClass: 'author-template author-fran',
    body: `<div class="inner posts"><div class="post-feed"><section class="post-card post-card-large"><div class="post-card-image-link"><img class="author-profile-pic" src="${img(AUTHORS.fran.avatar)}" alt="${AUTHORS.fran.name}"></div><div class="post-card-content"><div class="post-card-content-link"><header class="post-card-header"><h2 class="post-card-title">${AUTHORS.fran.name}</h2></header><div class="post-card-excerpt">${AUTHORS.fran.bio}</div><footer class="author-profile-footer"><div class="author-profile-location">Amblecombe, Northumberland</div><div class="author-profile-meta">${byAuthor('fran').length} posts</div></footer></div></div></section>${byAuthor(
      'fran',
    )
      .map((x) => postCard(x))
      .join('')}</div></div>`,
  },
];
