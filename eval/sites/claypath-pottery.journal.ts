import { type CpPage, JOURNAL_ORDER, oxy, UPLOADS } from './claypath-pottery.layout.ts';

/* ── Posts (block editor content, laid out by the single-post template) ─────────────────────────────── */

const christmas: CpPage = {
  path: '/journal/christmas-at-claypath-2026',
  title: 'Christmas at Claypath 2026: opening hours, last firings and gifts',
  description:
    'Our Christmas 2026 opening hours, late-night shopping, the last kiln firings before Christmas and the last posting date for gift vouchers.',
  id: 812,
  post: { date: '10 November 2026', datetime: '2026-11-10', author: 'Rosie Hallam', category: 'News' },
  body: `<p>It’s that time of year again: the shop is full of mugs and the kilns are working overtime. Here’s everything you need to know about Christmas at the studio.</p>
<figure class="wp-block-image size-large"><img decoding="async" width="1024" height="683" src="${UPLOADS}/2026/11/christmas-shop-shelves-1024x683.jpg" alt="Shelves of Christmas mugs and decorations in the Claypath shop" class="wp-image-809"/></figure>
<h2 class="wp-block-heading">Late-night shopping</h2>
<p>The shop stays open until 7pm on Thursdays 3, 10 and 17 December, with mulled apple juice and mince pies.</p>
<h2 class="wp-block-heading">Last firings before Christmas</h2>
<ul class="wp-block-list">
<li><strong>Kiln firing service:</strong> the last drop-off is Saturday 5 December, and everything will be ready to collect by Saturday 19 December. Work dropped off after 5 December will be fired in January.</li>
<li><strong>Open studio members:</strong> the glaze shelf closes for Christmas at 4pm on Sunday 13 December.</li>
<li><strong>Taster sessions:</strong> pots made at tasters after Saturday 21 November won’t be ready before Christmas, sorry!</li>
</ul>
<h2 class="wp-block-heading">Reduced hours and closures</h2>
<figure class="wp-block-table"><table><tbody><tr><td>Monday 21 December</td><td>Closed as usual</td></tr><tr><td>Tuesday 22 and Wednesday 23 December</td><td>Shop &amp; office 10am – 2pm, members’ studio 10am – 4pm</td></tr><tr><td>Thursday 24 December to Monday 4 January</td><td>Closed (shop, office and open studio)</td></tr><tr><td>Tuesday 5 January</td><td>Shop &amp; office reopen, usual hours</td></tr><tr><td>Wednesday 6 January</td><td>Open studio reopens</td></tr></tbody></table></figure>
<p>Kids’ Clay Club’s last session of the autumn block is Saturday 12 December and the club is back on Saturday 9 January; other classes and courses start again from Monday 11 January.</p>
<h2 class="wp-block-heading">Gift vouchers</h2>
<p>Order printed voucher cards by Thursday 17 December for first-class delivery before Christmas. E-vouchers are emailed straight away, even on Christmas Day.</p>
<p>Merry Christmas from all of us at Claypath!</p>`,
};

const prices2024: CpPage = {
  path: '/journal/new-prices-and-class-times-for-2024',
  title: 'New prices and class times for 2024',
  description: 'Our prices and class times from February 2024.',
  id: 655,
  post: { date: '9 January 2024', datetime: '2024-01-09', author: 'Rosie Hallam', category: 'News' },
  body: `<p>Happy new year! After holding our prices for two years, rising clay and electricity costs mean we’re making a few changes from 1 February 2024. We’ve also moved some class times around to make room for more evening courses.</p>
<h2 class="wp-block-heading">Classes</h2>
<ul class="wp-block-list">
<li>Taster sessions are now <strong>&pound;38</strong>, on Saturdays 11am – 1pm.</li>
<li>The 6-week wheel course is <strong>&pound;225</strong>, on Monday and Wednesday evenings, 7pm – 9pm.</li>
<li>Kids’ Clay Club is &pound;12 a session.</li>
<li>Hen parties are &pound;42 per person.</li>
</ul>
<h2 class="wp-block-heading">Open studio and firing</h2>
<ul class="wp-block-list">
<li>Open studio membership is &pound;58 a month for weekdays or &pound;95 a month for anytime access.</li>
<li>Kiln firing for outside makers is &pound;12 a shelf for bisque and &pound;15 a shelf for glaze firings.</li>
</ul>
<h2 class="wp-block-heading">New shop hours</h2>
<p>The shop and studio office are now open Wednesday–Sunday, 10.30am – 4.30pm.</p>
<p>And a reminder that gift vouchers are valid for 6 months, so check the date on yours!</p>
<p>Thank you for your support &ndash; see you in the studio.</p>`,
};

// The template's previous/next links, newest first.
JOURNAL_ORDER.push([christmas.path, christmas.title], [prices2024.path, prices2024.title]);

/* ── The journal: an Oxygen page with a repeater of posts ───────────────────────────────────────────── */

const j = oxy(49);
const journal: CpPage = {
  path: '/journal',
  title: 'Journal',
  description: 'News from the Claypath Pottery studio in Larkhall, Bath.',
  id: 49,
  body: [
    j.section([j.h('h1', 'Journal'), j.text('News, new class dates and what’s coming out of the kiln.')]),
    j.section([
      j.repeater(
        [
          {
            post: christmas,
            img: '2026/11/christmas-shop-shelves-600x400.jpg',
            excerpt:
              'It’s that time of year again: the shop is full of mugs and the kilns are working overtime. Here’s everything you need to know about Christmas at the studio.',
          },
          {
            post: prices2024,
            img: '2024/01/new-year-wheel-600x400.jpg',
            excerpt:
              'Happy new year! After holding our prices for two years, rising clay and electricity costs mean we’re making a few changes from 1 February 2024.',
          },
        ],
        (r, rid) =>
          `<div id="${rid('div_block', 1)}" class="ct-div-block cp-post-card"><a id="${rid('link', 2)}" class="ct-link" href="${r.post.path}/" target="_self"><img id="${rid('image', 3)}" alt="" src="${UPLOADS}/${r.img}" class="ct-image"/></a><div id="${rid('text_block', 4)}" class="ct-text-block cp-post-card__date"><span id="${rid('span', 5)}" class="ct-span">${r.post.post!.date}</span></div><h2 id="${rid('headline', 6)}" class="ct-headline cp-post-card__title"><span id="${rid('span', 7)}" class="ct-span"><a href="${r.post.path}/">${r.post.title}</a></span></h2><div id="${rid('text_block', 8)}" class="ct-text-block cp-post-card__excerpt"><span id="${rid('span', 9)}" class="ct-span">${r.excerpt} [&hellip;]</span></div><a id="${rid('link_text', 10)}" class="ct-link-text" href="${r.post.path}/" target="_self">Read more</a></div>`,
      ),
    ]),
  ].join(''),
};

export const cpJournalPages: CpPage[] = [journal, christmas, prices2024];
