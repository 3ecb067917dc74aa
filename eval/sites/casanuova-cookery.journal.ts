import {
  bodyField,
  type CasanuovaLanguage,
  type CasanuovaPage,
  nodeFull,
  teaser,
  viewPage,
} from './casanuova-cookery.layout.ts';

interface Post {
  nid: number;
  path: string;
  lang: CasanuovaLanguage;
  title: string;
  description: string;
  author: string;
  uid: number;
  created: string;
  tags: [label: string, tid: number][];
  image: [file: string, alt: string];
  /** The summary, shown in the views. */
  summary: string;
  body: string;
}

/** Journal posts, newest first: the English ones, then the Italian post written for local readers only. */
const posts: Post[] = [
  {
    nid: 15,
    path: '/journal/2027-dates-and-a-new-bread-class',
    lang: 'en',
    title: '2027 dates are out – and a new bread class',
    description: 'Our cookery week dates for 2027, a new Saturday bread class and our prices for next year.',
    author: 'Harriet',
    uid: 2,
    created: '2026-10-15T09:12:44+02:00',
    tags: [
      ['News', 3],
      ['Cookery weeks', 5],
    ],
    image: ['focaccia-tray.jpg', 'A tray of rosemary focaccia fresh from the wood oven'],
    summary:
      '<p>The olives are nearly ready, the swallows have gone, and we have been planning next year. Here is what is new for 2027.</p>',
    body: `<p>The olives are nearly ready, the swallows have gone, and we have been planning next year. Here is what is new for 2027.</p>
<h3>Cookery weeks 2027</h3>
<p>Five weeks again: 18–23 April, 16–21 May, 13–18 June, 12–17 September and 10–15 October, our first olive and truffle week, with a morning at the olive mill and a truffle hunt with Gino and his dog Lola. The price stays at €2,250 per person sharing. <a href="/cookery-weeks">All the details</a>.</p>
<h3>New: Bread &amp; Focaccia</h3>
<p>You asked for it for years. From Saturday 6 March 2027, every Saturday morning from 9:30 to 13:00, Harriet will teach sourdough, focaccia and, when the grapes are ripe, schiacciata all’uva, baked in our wood oven. €120 per person, maximum 8 people, from age 12. Booking opens on 1 December 2026.</p>
<h3>Prices</h3>
<p>We are keeping our 2026 prices for the whole of 2027: Pasta &amp; Sauces stays at €145 and A Day in the Tuscan Kitchen at €235.</p>
<h3>The end of the season</h3>
<p>We close after the Christmas Baking class on 12 December and reopen on Monday 1 March 2027. See you in the kitchen!</p>
<p>Harriet</p>`,
  },
  {
    nid: 17,
    path: '/journal/ten-questions-for-marisa',
    lang: 'en',
    title: 'Ten questions for Marisa',
    description:
      'Marisa Bernardini, who teaches our pasta class, on eggs, ragù and the pici of her grandmother.',
    author: 'James',
    uid: 3,
    created: '2026-05-03T17:40:02+02:00',
    tags: [['People', 4]],
    image: ['marisa-portrait.jpg', 'Marisa with her rolling pin'],
    summary:
      '<p>Marisa Bernardini has taught our pasta class since 2015. We sat her down (not easy) with a glass of Vino Nobile and asked her ten questions. Harriet translated.</p>',
    body: `<p>Marisa Bernardini has taught our pasta class since 2015. We sat her down (not easy) with a glass of Vino Nobile and asked her ten questions. Harriet translated.</p>
<p><strong>1. Where did you learn to cook?</strong><br>From my nonna Elvira, in this same valley. I was six when she gave me my first rolling pin.</p>
<p><strong>2. How many eggs do you put in pasta?</strong><br>One egg for every 100 grams of flour. Some people add water. Not in my kitchen.</p>
<p><strong>3. What is the secret of a good ragù?</strong><br>Time. At least three hours on the lowest flame, and a little milk at the end.</p>
<p><strong>4. Your favourite thing to teach?</strong><br>Pici. Everybody’s pici come out different, and they are all good.</p>
<p><strong>5. What do foreigners get wrong about Italian food?</strong><br>Cream in the carbonara. And breaking the spaghetti to fit the pot.</p>
<p><strong>6. What do you cook at home on a Sunday?</strong><br>Rabbit with black olives, and roast potatoes with rosemary.</p>
<p><strong>7. How is your English?</strong><br>Harriet has been teaching me since 2015. I know “knead”, “more wine” and “well done”.</p>
<p><strong>8. Your favourite wine?</strong><br>Vino Nobile di Montepulciano, of course.</p>
<p><strong>9. A secret ingredient?</strong><br>Nepitella, a wild mint that grows along the road to the village. With mushrooms it is magic.</p>
<p><strong>10. What is next for you?</strong><br>Grandchildren! My fourth is due in July.</p>`,
  },
  {
    nid: 16,
    path: '/journal/christmas-baking-and-our-winter-break',
    lang: 'en',
    title: 'Christmas baking and our winter break',
    description: 'Our Christmas Baking class, our last classes of the year and the winter break.',
    author: 'Harriet',
    uid: 2,
    created: '2025-11-10T11:05:31+01:00',
    tags: [['News', 3]],
    image: ['panforte-tins.jpg', 'Panforte and ricciarelli packed in tins'],
    summary:
      '<p>Our Christmas Baking class is back, and so is the winter break. Here are the dates for the end of the year.</p>',
    body: `<p>Our Christmas Baking class is back, and so is the winter break. Here are the dates for the end of the year.</p>
<h3>Christmas Baking</h3>
<p>Saturday 13 December 2025, 10am to 1pm: panforte, ricciarelli and cantucci, packed in a tin for you to take home (if they last that long). €95 per person, children €50.</p>
<h3>Winter break</h3>
<p>Our last classes of 2025 are on Saturday 20 December. We are closed from 21 December 2025 to 1 March 2026. During the break the office is open on Tuesday and Thursday mornings, 9:00–12:00.</p>
<h3>Prices for 2026</h3>
<p>A reminder that Pasta &amp; Sauces is €135 and A Day in the Tuscan Kitchen €225 until the end of 2025; from 2026 they will be €145 and €235.</p>
<h3>Gift vouchers</h3>
<p>If you would like a posted voucher in time for Christmas, please order it by 12 December. Email vouchers arrive straight away.</p>
<p>Buone feste!<br>Harriet, James and Marisa</p>`,
  },
  {
    nid: 21,
    path: '/it/notizie/raccolta-delle-olive-2026',
    lang: 'it',
    title: 'Raccolta delle olive 2026: è arrivato l’olio nuovo',
    description:
      'La raccolta delle olive 2026 a Casanuova, l’olio nuovo in vendita e la degustazione di sabato 28 novembre.',
    author: 'Harriet',
    uid: 2,
    created: '2026-11-05T18:22:10+01:00',
    tags: [['Notizie', 7]],
    image: ['raccolta-olive-2026.jpg', 'Le reti sotto gli olivi durante la raccolta'],
    summary:
      '<p>Quest’anno abbiamo raccolto dal 19 al 31 ottobre, e l’olio nuovo è già in bottiglia. Vi aspettiamo sabato 28 novembre per assaggiarlo.</p>',
    body: `<p>Quest’anno abbiamo raccolto dal 19 al 31 ottobre: 380 piante di Frantoio, Leccino e Moraiolo, quasi 4 tonnellate di olive portate ogni sera al Frantoio Sociale di Vallerana. Un grazie enorme a tutti gli amici che sono venuti ad aiutarci con le reti e i pettini!</p>
<h3>L’olio nuovo è in vendita</h3>
<p>Il nostro extravergine 2026 è verde, piccante e profuma di carciofo. Lo trovate in fattoria, dal lunedì al sabato negli orari dell’ufficio:</p>
<ul>
<li>bottiglia da 0,5 litri: 18 €</li>
<li>latta da 3 litri: 70 €</li>
</ul>
<p>Spediamo in Italia e nell’Unione Europea: la spedizione costa 12 €, gratuita sopra i 100 €. Purtroppo non possiamo spedire nel Regno Unito.</p>
<h3>Degustazione dell’olio nuovo</h3>
<p><strong>Sabato 28 novembre 2026, alle 16:00</strong>, in fattoria: bruschetta con l’olio nuovo, cavolo nero e vino novello. Aperta a tutti e gratuita, ma su prenotazione (massimo 30 persone): chiamateci o scriveteci su WhatsApp.</p>
<p>Harriet, James e Marisa</p>`,
  },
];

const tagsField = (tags: [string, number][], lang: CasanuovaLanguage) =>
  `<div class="field field--name-field-tags field--type-entity-reference field--label-above clearfix field--tags">
      <h3 class="field__label field--tags__label">Tags</h3>
    <ul class="links field__items field--tags__items">
${tags.map(([label, tid]) => `          <li class="field--tags__item"><a href="${lang === 'it' ? '/it' : ''}/taxonomy/term/${tid}" hreflang="${lang}">${label}</a></li>`).join('\n')}
      </ul>
  </div>`;

const postTeaser = (p: Post) =>
  teaser({
    nid: p.nid,
    bundle: 'article',
    href: p.path,
    title: p.title,
    lang: p.lang,
    submitted: { author: p.author, uid: p.uid, created: p.created },
    image: p.image,
    summary: p.summary,
    more: p.lang === 'it' ? 'Leggi tutto' : 'Read more',
  });

const english = posts.filter((p) => p.lang === 'en');
const italian = posts.filter((p) => p.lang === 'it');

/** The front page's "From the journal" block: the view's block display, newest three English posts. */
export const journalBlock = `<div class="views-element-container block block-views block-views-blockjournal-block-1" id="block-olivero-views-block-journal-block-1">
  
      <h2 class="block__title">From the journal</h2>
    
      <div class="block__content">
      ${viewPage('journal', 'block_1', english.map(postTeaser).join('\n'), '', '<p><a href="/journal">All the journal</a></p>')}
    </div>
  </div>`;

/** The Italian front page's block: only Italian posts are listed, then a link to the English journal. */
export const italianNewsBlock = `<div class="views-element-container block block-views block-views-blockjournal-block-1" id="block-olivero-views-block-journal-block-1">
  
      <h2 class="block__title">Dal nostro blog</h2>
    
      <div class="block__content">
      ${viewPage('journal', 'block_1', italian.map(postTeaser).join('\n'), '', '<p>Altre notizie (in inglese) nel nostro <a href="/journal">Journal</a>.</p>')}
    </div>
  </div>`;

export const casanuovaJournalPages: CasanuovaPage[] = [
  {
    path: '/journal',
    lang: 'en',
    title: 'Journal',
    description: 'News, recipes and stories from Casanuova Cookery School.',
    system: 'journal',
    bodyClass: 'path-journal',
    content: viewPage(
      'journal',
      'page_1',
      english.map(postTeaser).join('\n'),
      '',
      `<nav class="pager" role="navigation" aria-labelledby="pagination-heading">
    <h4 id="pagination-heading" class="visually-hidden">Pagination</h4>
    <ul class="pager__items js-pager__items">
                        <li class="pager__item is-active">
          <a href="?page=0" title="Current page" aria-current="page"><span class="visually-hidden">Current page</span>1</a>
        </li>
          </ul>
  </nav>`,
    ),
  },
  ...posts.map(
    (p): CasanuovaPage => ({
      path: p.path,
      lang: p.lang,
      title: p.title,
      description: p.description,
      system: `node/${p.nid}`,
      bodyClass: 'path-node page-node-type-article',
      trail: p.lang === 'en' ? [['Journal', '/journal']] : undefined,
      content: nodeFull({
        nid: p.nid,
        bundle: 'article',
        lang: p.lang,
        promoted: true,
        submitted: { author: p.author, uid: p.uid, created: p.created },
        fields: `<div class="field field--name-field-image field--type-image field--label-hidden field__item">  <img loading="lazy" src="/sites/default/files/styles/max_1300x1300/public/${p.created.slice(0, 7)}/${p.image[0]}?itok=c7Rw0aQe" width="1300" height="867" alt="${p.image[1]}" class="image-style-max-1300x1300" />
</div>
${bodyField(p.body)}
${tagsField(p.tags, p.lang)}`,
      }),
    }),
  ),
];
