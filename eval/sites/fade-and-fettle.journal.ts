import {
  a,
  bigP,
  br,
  button,
  FADE_BOOKING,
  type FadePage,
  h1,
  h2,
  image,
  label,
  linkFrame,
  p,
  section,
  small,
  stack,
  strong,
  text,
  ul,
} from './fade-and-fettle.layout.ts';

/* ── Journal posts: a Framer CMS collection, each item on its own page ──────────────────────────────── */

interface Post {
  slug: string;
  title: string;
  /** As Framer's date field prints it with the default (US) format. */
  date: string;
  tag: string;
  excerpt: string;
  cover: string;
  /** The CMS formatted-text field, as one RichTextContainer. */
  body: string;
}

const christmas: Post = {
  slug: 'christmas-opening-hours-2026',
  title: 'Christmas &amp; New Year at Fade &amp; Fettle',
  date: 'Nov 16, 2026',
  tag: 'News',
  excerpt: 'Our opening hours over Christmas and New Year, and how to get a chair before the big day.',
  cover: 'Tinsel round the barber’s pole outside the shop',
  body: `${p(
    'Christmas is the busiest time of our year: everyone wants to look sharp for the work do, the family photos and New Year’s Eve. Here’s how it works this year.',
  )}${h2('Christmas opening hours')}${p(
    `${strong('Saturdays 5, 12 and 19 December:')} we open early, at 7.30am.`,
    `${strong('Monday 21 December:')} open specially, 10am – 6pm.`,
    `${strong('Tuesday 22 and Wednesday 23 December:')} late nights, 9am – 8pm.`,
    `${strong('Christmas Eve, Thursday 24 December:')} 8am – 2pm.`,
    `${strong('Christmas Day and Boxing Day (25 and 26 December):')} closed.`,
    `${strong('Sunday 27 and Monday 28 December:')} closed.`,
    `${strong('Tuesday 29 and Wednesday 30 December:')} 10am – 5pm.`,
    `${strong('New Year’s Eve, Thursday 31 December:')} 9am – 3pm.`,
    `${strong('New Year’s Day, Friday 1 January:')} closed.`,
    `${strong('Saturday 2 January:')} 9am – 4pm.`,
    `${strong('Sunday 3 January:')} closed.`,
  )}${p('Normal hours are back from Tuesday 5 January 2027.')}${h2('Booking')}${p(
    'From Monday 14 December to Christmas Eve it’s appointments only, every day: no walk-ins. The diary opens for December on 1 December at 9am and the Saturdays go within hours, so set an alarm.',
    `Stuck for a present? Digital gift cards can be bought right up to Christmas morning. ${a('Gift cards', '/gift-cards')}.`,
  )}${p('Merry Christmas from Jordan, Marcus, Ellie, Dan and Callum.')}`,
};

const secondShop: Post = {
  slug: 'second-shop-ecclesall-road',
  title: 'We’re opening a second shop in 2027',
  date: 'Oct 6, 2026',
  tag: 'News',
  excerpt: 'Fade &amp; Fettle is coming to Ecclesall Road in spring 2027.',
  cover: 'The empty shop front on Ecclesall Road',
  body: `${p(
    'It’s official: we’ve signed the lease on a second shop, at the Sharrow Vale end of Ecclesall Road. Fade &amp; Fettle Ecclesall Road will open in spring 2027, with four chairs and the same hot towels.',
  )}${p(
    'Marcus will run the new shop, with two new barbers we’re hiring over the winter. Until then he’s at Kelham Island as usual.',
  )}${h2('Can I book there yet?')}${p(
    'Not yet. We don’t have an opening date, and we’re not taking bookings for Ecclesall Road yet. We’ll post the date, the hours and the price list here and on Instagram as soon as we have them.',
  )}${p('Kelham Island isn’t going anywhere: same shop, same chairs, same team.')}`,
};

const students: Post = {
  slug: 'student-summer-2026',
  title: 'Students: 20% off all summer',
  date: 'Jun 24, 2026',
  tag: 'Offers',
  excerpt: 'A summer discount for students, Tuesday to Thursday.',
  cover: 'A student in the chair with a textured crop',
  body: `${p(
    'Exams done? Treat yourself. This summer, students get 20% off any haircut on Tuesdays, Wednesdays and Thursdays.',
  )}${ul(
    'From 1 July to 31 August 2026.',
    'Show a valid TOTUM card or university ID when you pay.',
    'Haircuts only (not shaves, beards or add-ons), and not with any other offer.',
    'Not on Saturdays.',
  )}${p(`Book online and mention it in the notes. ${a('Book now', FADE_BOOKING)}`)}`,
};

const freshFade: Post = {
  slug: 'keep-your-fade-fresh',
  title: 'How to keep your fade fresh',
  date: 'Mar 12, 2026',
  tag: 'Tips',
  excerpt: 'Marcus on how often to book, what to put in it and what to leave alone.',
  cover: 'A close-up of a skin fade, two weeks old',
  body: `${p(
    'A skin fade looks its best for about ten days. After that the shortest part starts to grow out and the blend softens. Most of our regulars book every two to three weeks; a taper fade will go a week or so longer.',
  )}${h2('Marcus’s tips')}${ul(
    'Rebook before you leave the chair. Your barber’s diary fills up faster than your hair grows.',
    'Use a matte clay for texture, not a gel, on a short crop.',
    'Don’t try to tidy the neckline yourself. You will regret it.',
    'Thursday late nights (until 8pm) are the easiest slots to get after work.',
  )}`,
};

const prices2024: Post = {
  slug: 'new-prices-2024',
  title: 'New year, new prices (and new hours)',
  date: 'Jan 8, 2024',
  tag: 'News',
  excerpt: 'Our first price change since we opened, and new opening hours from 15 January.',
  cover: 'The price board in the shop',
  body: `${p(
    'Happy new year! For the first time since we opened in 2019 we’re changing our prices. From Monday 15 January 2024:',
  )}${ul(
    'Skin fade: £22',
    'Scissor cut: £21',
    'Classic cut: £19',
    'Buzz cut: £11',
    'Long hair: £29',
    'Cut &amp; beard: £31',
    'Beard trim: £9',
    'Hot towel shave: £23',
    'Kids’ cut (under 12): £13',
  )}${h2('New opening hours')}${p(
    'We’re now open Monday to Saturday, 9am – 5.30pm, with a late night on Thursdays until 7pm. We’re closed Sundays.',
    'Walk-ins are welcome every day, Saturdays included. We take cash or card.',
    'Thanks for a brilliant 2023. See you in the chair!',
  )}`,
};

const posts = [christmas, secondShop, students, freshFade, prices2024];

const postCard = (x: Post, name = 'Post Card') =>
  linkFrame(name, `/journal/${x.slug}`, [
    image(x.cover, 'Cover'),
    stack('Meta', [text(label(x.tag), 'Tag'), text(small(x.date), 'Date')]),
    text(`<h3 class="framer-text">${x.title}</h3>`, 'Title'),
    text(p(x.excerpt), 'Excerpt'),
  ]);

const postPage = (x: Post): FadePage => ({
  path: `/journal/${x.slug}`,
  title: `${x.title} | Fade &amp; Fettle Journal`,
  description: x.excerpt,
  kind: 'post',
  body: [
    section('Header', [
      text(p(a('← Journal', '/journal')), 'Back'),
      stack('Meta', [text(label(x.tag), 'Tag'), text(small(x.date), 'Date')]),
      text(h1(x.title), 'Title'),
    ]),
    image(x.cover, 'Cover', '2000x1125'),
    stack('Body', [text(x.body, 'Content')]),
    section('More', [
      text(bigP('More from the journal', 32)),
      stack(
        'Collection',
        posts
          .filter((o) => o !== x)
          .slice(0, 2)
          .map((o) => postCard(o)),
      ),
    ]),
  ],
});

const journal: FadePage = {
  path: '/journal',
  title: 'Journal | Fade &amp; Fettle',
  description: 'News, offers and hair tips from Fade & Fettle, Kelham Island.',
  body: [
    section('Header', [
      text(bigP('Journal', 64), 'Title'),
      text(
        p(
          `News from the shop, offers and a few tips from the chair.${br}Follow us on Instagram for the day to day.`,
        ),
      ),
    ]),
    stack(
      'Collection',
      posts.map((x) => postCard(x)),
    ),
    section('CTA', [button('Book now', FADE_BOOKING)]),
  ],
};

export const fadeJournalPages: FadePage[] = [journal, ...posts.map(postPage)];
