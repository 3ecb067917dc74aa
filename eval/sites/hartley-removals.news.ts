import {
  button,
  H,
  type HartleyPage,
  image,
  line,
  P,
  type Para,
  section,
  shape,
  text,
  UL,
} from './hartley-removals.layout.ts';

/*
 * The News page and its posts. Canva has no blog: the owner made a News page of cards (a photo, a date typed as
 * text, the title and a line of excerpt, all linked) and one Canva page per post, each outside the nav. The
 * Christmas 2026 post is the only page with the Christmas and New Year office hours, the last moving days of
 * 2026, the first of 2027, the store's holiday closure, the last order date for boxes and the January offer.
 * The Bath post announces the second depot (spring 2027) and the electric vans (March 2027). The autumn offer
 * post gives the offer its year (until 31 October 2026). The January 2024 post still holds that year's hourly
 * rates, fixed prices, storage price, box prices, office hours, deposit and student discount, and its card's
 * excerpt already quotes the £45 rate.
 */

const CREAM = '#f7f3ea';

interface Post {
  slug: string;
  title: string;
  /** Typed by the owner as text. */
  date: string;
  author: string;
  excerpt: string;
  image: string;
  /** The body's text boxes: [height, paragraphs]. */
  body: [height: number, paras: (Para | string)[]][];
}

const posts: Post[] = [
  {
    slug: 'christmas-2026',
    title: 'Christmas 2026: office hours and last moving days',
    date: '12 November 2026',
    author: 'Lucy Hartley',
    excerpt: 'When the office is open over Christmas and New Year, and the last moves of 2026.',
    image: 'news-christmas-lorry.jpg',
    body: [
      [
        90,
        [
          'Christmas is one of our busiest times – everyone wants to be in before the turkey. Here’s when we’re around, and when the last moves are.',
        ],
      ],
      [
        280,
        [
          H('Office hours over Christmas and New Year', 'subheading'),
          P('**Thursday 24 December (Christmas Eve):** 8am – 12 noon'),
          P('**Friday 25 to Monday 28 December:** closed'),
          P('**Tuesday 29 and Wednesday 30 December:** 9am – 4pm'),
          P('**Thursday 31 December (New Year’s Eve):** 9am – 2pm'),
          P('**Friday 1 to Sunday 3 January:** closed'),
          P('**Monday 4 January 2027:** back to our normal hours'),
        ],
      ],
      [
        260,
        [
          H('Last moving days of 2026', 'subheading'),
          P(
            'Our last full house moves before Christmas are on **Wednesday 23 December**. On Christmas Eve we run man-and-van jobs in the morning only (last start 10am).',
          ),
          P(
            'Between Christmas and New Year we’re moving on Tuesday 29 and Wednesday 30 December, and on the morning of Thursday 31 December (man-and-van only, last start 10am). The first moves of 2027 are on Monday 4 January.',
          ),
        ],
      ],
      [
        200,
        [
          H('Storage and boxes', 'subheading'),
          P(
            'The store is closed for visits from Thursday 24 December to Sunday 3 January. The last visits before Christmas are on Wednesday 23 December, by 4.30pm.',
          ),
          P('Order boxes by Friday 18 December for delivery before Christmas.'),
        ],
      ],
      [
        120,
        [
          H('Moving in January?', 'subheading'),
          P(
            'Book a January house move by 18 December and we’ll deliver a Flat Pack of boxes free (worth £59).',
          ),
        ],
      ],
    ],
  },
  {
    slug: 'bath-depot-2027',
    title: 'Bath depot and electric vans: what’s coming in 2027',
    date: '6 October 2026',
    author: 'Tom Hartley',
    excerpt: 'A second depot in Bath and our first electric vans – both arriving in 2027.',
    image: 'news-bath-depot.jpg',
    body: [
      [
        200,
        [
          H('A second depot, in Bath', 'subheading'),
          P(
            'Our second depot, on Locksbrook Road in Bath, opens in spring 2027 with room for 300 storage containers and a small packing shop. Storage prices for Bath will be announced in February 2027.',
          ),
          P(
            'We’re not taking bookings for Bath storage yet, but you can join the waiting list through our [contact page](/contact).',
          ),
        ],
      ],
      [
        170,
        [
          H('Electric vans', 'subheading'),
          P(
            'Two electric Luton vans join the fleet in March 2027. They’ll be used first for man-and-van jobs inside Bristol, and there’s no extra charge for going electric.',
          ),
        ],
      ],
    ],
  },
  {
    slug: 'moving-day-checklist',
    title: 'Our moving day checklist',
    date: '15 September 2026',
    author: 'Dan Hartley',
    excerpt: 'Thirty-nine years of moves, boiled down to one list.',
    image: 'news-checklist.jpg',
    body: [
      [
        520,
        [
          H('Four weeks before', 'subheading'),
          UL([
            'Book your move and, if you live in a residents’ parking zone, your bay suspension (at least 10 working days).',
            'Start clearing out: the less you move, the less you pay.',
          ]),
          H('Two weeks before', 'subheading'),
          UL([
            'Order your boxes and start packing the rooms you don’t use.',
            'Label every box with the room it’s going to, not the room it came from.',
            'Books go in small boxes: we’ll ask you to repack any box heavier than 25 kg.',
          ]),
          H('The day before', 'subheading'),
          UL([
            'Defrost the freezer – at least 24 hours before.',
            'Fit the transit bolts to the washing machine.',
            'Pack an essentials box: kettle, mugs, tea, chargers, loo roll, bedding and the kids’ favourite things.',
          ]),
          H('On the day', 'subheading'),
          UL([
            'Take meter readings and photos.',
            'Keep the essentials box, your documents and your keys in the car with you.',
          ]),
        ],
      ],
    ],
  },
  {
    slug: 'autumn-storage-offer',
    title: 'Autumn offer: 15% off storage',
    date: '1 September 2026',
    author: 'Tom Hartley',
    excerpt: 'New storage customers: 15% off your first 12 weeks when you book by 31 October 2026.',
    image: 'news-autumn-storage.jpg',
    body: [
      [
        200,
        [
          P(
            'Between homes, renovating, or just out of space? New storage customers who book by **31 October 2026** get 15% off their first 12 weeks of storage.',
          ),
          P(
            'The offer is for containers only – not for student lockers – and can’t be used with other offers.',
            'small',
          ),
        ],
      ],
    ],
  },
  {
    slug: 'parking-suspensions',
    title: 'Parking suspensions in Bristol, explained',
    date: '10 June 2026',
    author: 'Lucy Hartley',
    excerpt: 'Living in a residents’ parking zone? Here’s how to make sure the lorry has somewhere to stop.',
    image: 'news-parking-cones.jpg',
    body: [
      [
        340,
        [
          P(
            'Most of central Bristol – Clifton, Cotham, Redland, Kingsdown, Southville and more – is now in residents’ parking zones. Our lorries need about 12 metres of kerb, and the only legal way to keep that free is a bay suspension from Bristol City Council.',
          ),
          P(
            'Apply at least 10 working days before your move. The council puts up the suspension signs a few days before. If you’d rather not deal with it, Lucy will apply for you for £35 plus the council’s charge.',
          ),
          P(
            'Without a suspension we may have to park further away, and any parking ticket we get because no parking was arranged is passed on to you.',
          ),
        ],
      ],
    ],
  },
  {
    slug: 'prices-2024',
    title: 'Our prices for 2024',
    date: '8 January 2024',
    author: 'Dan Hartley',
    excerpt: 'Happy New Year! 1 man & van now £45 an hour – here are all our prices for 2024.',
    image: 'news-2024-prices.jpg',
    body: [
      [
        520,
        [
          P('Happy New Year from all of us at Hartley & Sons. Here are our prices for 2024:'),
          H('Man and van', 'subheading'),
          UL([
            '1 man & van: £45 an hour',
            '2 men & van: £65 an hour',
            '3 men & Luton: £85 an hour',
            'Minimum 2 hours; Saturdays +£5 an hour',
          ]),
          H('Fixed-price moves', 'subheading'),
          UL(['1-bed flat: £395', '2-bed flat: £575', '3-bed house: £850']),
          H('Storage and boxes', 'subheading'),
          UL([
            'Storage: £18 a week per container',
            'Boxes: small £1.50, medium £1.90, large £2.40; packing tape £1.60',
          ]),
          P(
            'The deposit is 25% of the move price. Students get 15% off man-and-van jobs. The office is open Monday to Friday 8.30am – 5.30pm and Saturday 9am – 12 noon.',
          ),
        ],
      ],
    ],
  },
];

const postPage = (post: Post): HartleyPage => {
  let y = 40;
  const boxes: string[] = [];
  for (const [height, paras] of post.body) {
    boxes.push(text([18, y, 64, height], paras));
    y += height + 30;
  }
  return {
    path: `/news/${post.slug}`,
    title: `${post.title} – Hartley & Sons Removals`,
    description: post.excerpt,
    nav: 'News',
    sections: [
      section(
        460,
        [
          image([0, 0, 100, 460], post.image),
          shape([0, 220, 100, 240], 'rgba(27,42,74,0.85)'),
          text([18, 300, 64, 120], [{ text: post.title, style: 'heading', colour: 'white' }]),
          text([18, 250, 64, 30], [{ text: `${post.date}  ·  ${post.author}`, style: 'label' }]),
        ],
        '#1b2a4a',
      ),
      section(y + 120, [
        ...boxes,
        line([18, y, 64, 2], '#e4ddcc'),
        button([18, y + 30, 16, 52], '← All news', '/news', '#1b2a4a'),
      ]),
    ],
  };
};

const newsIndex: HartleyPage = {
  path: '/news',
  title: 'News – Hartley & Sons Removals',
  description: 'News, offers and moving tips from Hartley & Sons Removals in Bristol.',
  sections: [
    section(
      220,
      [
        text(
          [6, 70, 88, 110],
          [
            { text: 'News', style: 'title', tag: 'h1' },
            P('Offers, opening times and moving tips from the yard.'),
          ],
        ),
      ],
      CREAM,
    ),
    section(
      140 + Math.ceil(posts.length / 3) * 470,
      posts.flatMap((post, i) => {
        const x = 6 + (i % 3) * 30.5;
        const y = 60 + Math.floor(i / 3) * 470;
        const href = `/news/${post.slug}`;
        return [
          `<a class="_9XRy_w" href="${href}" style="position:absolute;left:${x}%;top:${y}px;width:27%;height:430px;display:block">${[
            shape([0, 0, 100, 430], '#ffffff', 14, '#e4ddcc'),
            image([0, 0, 100, 200], post.image, '', 14),
            text([6, 215, 88, 24], [{ text: post.date, style: 'label' }]),
            text([6, 245, 88, 80], [H(post.title, 'subheading')]),
            text([6, 330, 88, 90], [P(post.excerpt, 'small')]),
          ].join('')}</a>`,
        ];
      }),
    ),
  ],
};

export const hartleyNewsPages: HartleyPage[] = [newsIndex, ...posts.map(postPage)];
