import { a, h, mdTable, p, type SootPage, ul } from './sootandbrush-chimneys.layout.ts';

/*
 * The news: Markdown posts under `posts/YYYY/`, laid out by the base blog's `post.njk`, listed newest first by
 * `blog.njk` (the base blog's postlist with an excerpt from each post's description) and grouped on the tags page.
 * The Christmas 2026 post is the only page with the last sweeps (Tuesday 22 December), the last stove
 * installations (Friday 11 December), the closure (23 December 2026 – 3 January 2027) and the return (the office
 * on Monday 4 January 2027, sweeping on Tuesday 5 January 2027). The 2026 spring offer post gives the home page's
 * offer its year. The jackdaw post was pasted from Word: `MsoNormal` paragraphs, `<br>`-separated lines,
 * `&nbsp;`s and `<o:p>` tags. The January 2024 post still holds that year's prices and office hours, and its
 * excerpt on the news page already quotes the £70 stove sweep and the 6pm close.
 */

interface Post {
  year: string;
  slug: string;
  title: string;
  description: string;
  iso: string;
  tags: string[];
  content: string;
}

const posts: Post[] = [
  {
    year: '2026',
    slug: 'christmas-2026',
    title: 'Christmas 2026: last sweeps and holiday closing',
    description:
      "The last sweeps and stove installations before Christmas, when we close and when we're back.",
    iso: '2026-11-09',
    tags: ['news', 'christmas'],
    content: `${p("The fortnight before Christmas is the busiest of our year – everyone wants the fire drawing well for the holidays. Here's how this year works.")}${h(2, 'Last sweeps before Christmas')}${p('Our last sweeps of 2026 are on <strong>Tuesday 22 December</strong>. Saturday mornings in December are already fully booked, so weekday slots are your best bet.')}${h(2, 'Stove installations')}${p('The last stove installations of 2026 are on <strong>Friday 11 December</strong>. Surveys booked now will be fitted from mid-January.')}${h(2, "When we're closed")}${p('The office and the sweeps are closed from <strong>Wednesday 23 December 2026 to Sunday 3 January 2027</strong>.')}${h(2, 'Back in January')}${p('The office reopens on <strong>Monday 4 January 2027</strong>, and sweeping starts again on <strong>Tuesday 5 January 2027</strong>.')}${h(2, 'Safe fires over Christmas')}${ul(
      [
        "Don't burn wrapping paper, cardboard or the Christmas tree – they flare up and leave tar in the flue.",
        'Keep the stove door shut and a guard in front of an open fire.',
        'If you have a chimney fire, get everyone out and call 999.',
      ],
    )}${p('Happy Christmas from Martin, Josh and Claire.')}`,
  },
  {
    year: '2026',
    slug: 'log-deliveries-2027',
    title: 'Coming in 2027: kiln-dried logs, delivered',
    description: "From September 2027 we'll deliver kiln-dried hardwood logs. Not taking orders yet.",
    iso: '2026-10-12',
    tags: ['news', 'firewood'],
    content: `${p("Most of the tar we sweep out of Cotswold chimneys comes from one thing: wet wood. So we're doing something about it.")}${h(2, "What's coming")}${p("From <strong>September 2027</strong> we'll deliver kiln-dried hardwood logs, Ready to Burn certified, to customers within our free area. Josh has found a kiln near Tetbury and we've bought a tipper for the job.")}${h(2, 'Can I order now?')}${p(`Not yet – we're not taking orders, and prices will be published in summer 2027. If you'd like to hear first, join the waiting list on our ${a('/firewood/', 'logs page')}.`)}`,
  },
  {
    year: '2026',
    slug: 'jackdaw-season',
    title: 'Jackdaw season is here',
    description: "Why we can't touch an active nest, and what to do if birds move into your chimney.",
    iso: '2026-03-04',
    tags: ['birds', 'advice'],
    // Pasted from Word: MsoNormal paragraphs, lines split with <br>, non-breaking spaces and Office tags.
    content: `<p class="MsoNormal"><b>Jackdaw season is here!</b><br>
From now until the end of July, jackdaws will be building nests in Cotswold chimneys.&nbsp;&nbsp;Once the birds are sitting on eggs the law protects the nest&nbsp;– so we can’t remove it until the young have flown.<br>
<br>
<b>What you can do now:</b><br>
·&nbsp;&nbsp;Don’t light the fire if you hear scratching or chattering in the chimney.<br>
·&nbsp;&nbsp;Book your nest removal for August, when nesting season is over.<br>
·&nbsp;&nbsp;Think about a bird guard cowl&nbsp;– once the flue is clear it stops them coming back.<o:p></o:p></p>
<p class="MsoNormal">&nbsp;<o:p></o:p></p>
<p class="MsoNormal">Nests already in the chimney from last year can come out now, before the birds return&nbsp;– ring the office.<o:p></o:p></p>
<p class="MsoNormal">Martin<o:p></o:p></p>
`,
  },
  {
    year: '2026',
    slug: 'spring-offer-2026',
    title: 'Beat the autumn rush: 10% off sweeps booked before 31 March 2026',
    description: 'Book any sweep before 31 March 2026 and save 10%.',
    iso: '2026-02-02',
    tags: ['offers'],
    content: `${p("From September to December we're booked up weeks ahead. In spring it's quiet – so we'd rather sweep your chimney now, and we'll make it worth your while.")}${h(2, 'The offer')}${p("Book any sweep before <strong>31 March 2026</strong> and we'll take 10% off, for a sweep on any date up to the end of June 2026. Just mention the offer when you book.")}${p("It doesn't apply to stove installations or cowls.")}`,
  },
  {
    year: '2025',
    slug: 'wet-wood',
    title: 'Why wet logs are bad news for your chimney',
    description: 'Tar, smoke and chimney fires: what burning unseasoned wood does to your flue.',
    iso: '2025-10-14',
    tags: ['advice'],
    content: `${p("Freshly cut wood can be more than half water. Burn it, and most of the fire's heat goes into boiling that water off – and the smoke, cooler and wetter, leaves tar on the inside of your flue.")}${h(2, 'Dry enough to burn')}${p('Logs should be under 20% moisture. A cheap moisture meter will tell you: split a log and test the fresh face.')}${h(2, 'Tar and chimney fires')}${p("Tar builds up in layers and can glaze hard like black glass. It's what catches fire in a chimney fire. If we find glazed tar when we sweep, we'll tell you and talk through the options.")}${p(`Burning wood? ${a('/chimney-sweeping/', 'Have your chimney swept twice a year')}.`)}`,
  },
  {
    year: '2024',
    slug: 'prices-and-hours-2024',
    title: 'Our 2024 prices and longer office hours',
    description: 'From 1 February 2024 a stove sweep is £70, and our office is now open until 6pm.',
    iso: '2024-01-08',
    tags: ['news', 'prices'],
    content: `${p('Happy new year from all of us at Soot &amp; Brush! After three years without a rise, our prices go up slightly from Thursday 1 February 2024.')}${h(2, 'Prices from 1 February 2024')}${mdTable(
      ['Service', 'Price'],
      [
        ['Open fire', '£65'],
        ['Wood burner or multi-fuel stove', '£70'],
        ['Range cooker', '£80'],
        ['Inglenook', '£90'],
        ['Second flue, same visit', '£30'],
        ['Bird-nest removal', 'from £115'],
        ['CCTV inspection', '£100 (£55 with a sweep)'],
        ['Stove service', '£105'],
        ['Bird guard cowl, fitted', '£80'],
        ['Stove installation', 'from £2,200'],
        ['Saturday supplement', '£10'],
      ],
    )}${h(2, 'Longer office hours')}${p("Claire's office is now open Monday to Saturday, 8am – 6pm, so you can ring us after work.")}${p('Thank you for your custom in 2023 – see you soon.')}`,
  },
];

const urlOf = (post: Post) => `/posts/${post.year}/${post.slug}/`;

const readableShort = (iso: string) => {
  const d = new Date(`${iso}T12:00:00Z`);
  return `${String(d.getUTCDate()).padStart(2, '0')} ${d.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${d.getUTCFullYear()}`;
};

const postPages: SootPage[] = posts.map((post, i) => {
  const newer = posts[i - 1];
  const older = posts[i + 1];
  return {
    path: `/posts/${post.year}/${post.slug}`,
    title: post.title,
    description: post.description,
    layout: 'post',
    content: post.content,
    post: {
      iso: post.iso,
      tags: post.tags,
      ...(older ? { prev: [urlOf(older), older.title] as [string, string] } : {}),
      ...(newer ? { next: [urlOf(newer), newer.title] as [string, string] } : {}),
    },
  };
});

const postItem = (post: Post) =>
  `\t\t\t\t<li class="postlist-item">\n\t\t\t\t\t<a href="${urlOf(post)}" class="postlist-link">${post.title}</a>\n\t\t\t\t\t<time class="postlist-date" datetime="${post.iso}">${readableShort(post.iso)}</time>\n\t\t\t\t\t<p class="postlist-excerpt">${post.description}</p>\n\t\t\t\t</li>\n`;

const blog: SootPage = {
  path: '/posts',
  title: 'News',
  description: 'News, offers, holiday opening and chimney advice from Soot & Brush.',
  layout: 'blog',
  content: `<h1>News</h1>
\t\t\t<ol reversed class="postlist" style="--postlist-index: ${posts.length};">
${posts.map(postItem).join('')}\t\t\t</ol>
\t\t\t<p>Browse by <a href="/tags/">tag</a>.</p>`,
};

const TAGS = [...new Set(posts.flatMap((post) => post.tags))].sort();

const tags: SootPage = {
  path: '/tags',
  title: 'Tags',
  description: 'News posts by tag.',
  layout: 'blog',
  content: `<h1>Tags</h1>
${TAGS.map(
  (tag) =>
    `\t\t\t<h2 id="${tag}">${tag}</h2>\n\t\t\t<ul class="postlist">\n${posts
      .filter((post) => post.tags.includes(tag))
      .map(
        (post) =>
          `\t\t\t\t<li class="postlist-item"><a href="${urlOf(post)}" class="postlist-link">${post.title}</a> <time class="postlist-date" datetime="${post.iso}">${readableShort(post.iso)}</time></li>\n`,
      )
      .join('')}\t\t\t</ul>\n`,
).join('')}`,
};

export const sootPostPages: SootPage[] = [blog, tags, ...postPages];
