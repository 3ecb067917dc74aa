import { type KingsmeadPage, p, ul } from './kingsmead-dental.layout.ts';
import { hero } from './kingsmead-dental.pages.ts';

/** A text block inside a post: the blog item's classic layout. */
const block = (inner: string) =>
  `<div class="sqs-block html-block sqs-block-html" data-block-type="2" data-sqsp-block="text"><div class="sqs-block-content"><div class="sqs-html-content" data-sqsp-text-block-content>
${inner}
</div></div></div>`;

const h3 = (title: string) => `<h3 style="white-space:pre-wrap;">${title}</h3>`;

interface Post {
  slug: string;
  title: string;
  date: [string, string];
  author: string;
  category: string;
  excerpt: string;
  content: string;
}

const posts: Post[] = [
  {
    slug: 'christmas-opening-2026',
    title: 'Christmas and New Year opening 2026',
    date: ['10/11/2026', '2026-11-10'],
    author: 'Sarah Whitlock',
    category: 'Practice news',
    excerpt:
      'Our opening hours over Christmas and New Year, and what to do if you need a dentist while we&rsquo;re closed.',
    content: block(
      `${p(
        'Here are our hours over the festive season. Please book check-ups and hygiene appointments early: December fills up fast.',
      )}${ul(
        'Wednesday 23 December: 8.30am to 5.30pm (no late evening)',
        'Thursday 24 December (Christmas Eve): 8.30am to 1pm',
        'Friday 25 December to Monday 28 December: closed',
        'Tuesday 29 and Wednesday 30 December: 9am to 1pm, for emergencies only',
        'Thursday 31 December to Sunday 3 January: closed',
        'Monday 4 January 2027: back to normal hours',
      )}${p(
        'For emergencies on 29 and 30 December, call us from 9am. When we&rsquo;re closed, call NHS 111.',
        'Our Saturday clinic on 5 December runs as normal. There is no Saturday clinic in January; the next one is on 6 February.',
        'Whitening patients: order top-up gel by Friday 18 December if you want it before Christmas.',
        'From all of us at Kingsmead, a very happy Christmas!',
      )}`,
    ),
  },
  {
    slug: 'welcome-dr-giulia-ferraro',
    title: 'Welcome, Dr Giulia Ferraro',
    date: ['02/09/2026', '2026-09-02'],
    author: 'Alistair Wren',
    category: 'Team',
    excerpt:
      'Our new associate dentist joins us on Wednesdays and Thursdays, and brings Invisalign with her.',
    content: block(
      `${p(
        'We&rsquo;re delighted to welcome Dr Giulia Ferraro to the team. Giulia qualified in Bologna and has worked in Bristol for the last five years.',
        'She works with us on Wednesdays, including our late evening, and on Thursdays. Giulia provides Invisalign clear aligners and, of course, speaks Italian: a big help for the many Italian students and families in Bath.',
        'Giulia is taking on new private patients. Call reception to book with her.',
      )}`,
    ),
  },
  {
    slug: 'airflow-stain-removal',
    title: 'New: Airflow stain removal',
    date: ['14/05/2026', '2026-05-14'],
    author: 'Hannah Cole',
    category: 'Treatments',
    excerpt: 'A gentle jet of air, water and fine powder that lifts tea, coffee and red wine stains.',
    content: block(
      `${p(
        'Hannah now offers Airflow stain removal. It uses a fine jet of warm water, air and powder to lift staining from tea, coffee, red wine and smoking, and it is much gentler than traditional polishing.',
        'Airflow is added to a normal hygiene appointment and costs £45 on top of the hygiene fee. It is not available on the NHS.',
      )}`,
    ),
  },
  {
    slug: 'nhs-places-for-children',
    title: 'NHS places for children',
    date: ['03/03/2026', '2026-03-03'],
    author: 'Sarah Whitlock',
    category: 'Practice news',
    excerpt: 'Our NHS list remains open for children under 18.',
    content: block(
      `${p(
        'We&rsquo;re often asked whether we have NHS places. Our NHS list is still open for children under 18, and NHS treatment is free for them. Bring your child along from their first tooth.',
        'Our NHS list for adults remains closed, and we are not able to keep a waiting list. We are happy to see adults as private patients.',
      )}`,
    ),
  },
  {
    slug: 'our-fees-and-hours-for-2025',
    title: 'Our fees and opening hours for 2025',
    date: ['07/01/2025', '2025-01-07'],
    author: 'Sarah Whitlock',
    category: 'Practice news',
    excerpt: 'Happy New Year! Here are our private fees and opening hours from 1 February 2025.',
    content: block(
      `${p('Happy New Year from everyone at Kingsmead! Our private fees change from 1 February 2025:')}${ul(
        'New patient examination: £85',
        'Routine check-up: £55',
        'Scale and polish with the hygienist: £65',
        'Emergency appointment: £85',
        'White fillings: from £130',
        'Teeth whitening home kit: £295',
        'Single implant with crown: from £2,295',
        'Kingsmead Care Plan: £14.95 a month (children £7.50 a month)',
      )}${h3('Opening hours')}${ul(
        'Monday to Friday: 8.30am to 5pm',
        'Late evening every Thursday until 7pm',
        'Saturday clinic on the last Saturday of the month, 9am to 12 noon',
      )}${p(
        'NHS charges are set by the government and are currently Band 1 £26.80, Band 2 £73.50 and Band 3 £319.10.',
        'Thank you for your support, and see you in 2025!',
      )}`,
    ),
  },
];

/** The blog collection's list page as the basic grid prints it: date, category, title, excerpt, link. */
const newsList: KingsmeadPage = {
  path: '/news',
  title: 'News',
  description: 'News from Kingsmead Dental Practice, Bath.',
  kind: 'blog',
  body: `${hero('News', 'What&rsquo;s happening at Kingsmead.')}
<section data-test="page-section" data-section-theme="white" class="page-section content-collection full-bleed-section collection-type-blog-basic-grid background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--top white" data-section-id="blog-list" data-controller="SectionWrapperController" data-animation="none">
<div class="section-border"><div class="section-background"></div></div>
<div class="content-wrapper"><div class="content">
<div class="blog-basic-grid collection-content-wrapper" data-controller="BlogImageLoader">
${posts
  .map(
    (post) => `<article class="blog-basic-grid--container entry blog-item is-loaded">
<div><a href="/news/${post.slug}" class="image-wrapper" data-no-animation data-animation-role="image"><img data-src="https://images.squarespace-cdn.example/content/v1/6512a0c4e7b9f31d2a7c4b10/${post.slug}.jpg" data-image-dimensions="1500x1000" data-image-focal-point="0.5,0.5" alt="" data-load="false"></a></div>
<div class="blog-basic-grid--text">
<div class="blog-meta-section"><span class="blog-meta-primary"><span class="blog-categories-list"><a href="/news?category=${encodeURIComponent(post.category).replace(/%20/g, '+')}" class="blog-categories">${post.category}</a></span></span><span class="blog-meta-delimiter"></span><span class="blog-meta-secondary"><time class="blog-date" pubdate data-animation-role="date">${post.date[0]}</time></span></div>
<h1 class="blog-title" data-animation-role="title"><a href="/news/${post.slug}" data-no-animation>${post.title}</a></h1>
<div class="blog-excerpt" data-animation-role="excerpt"><div class="blog-excerpt-wrapper"><p class="" style="white-space:pre-wrap;">${post.excerpt}</p></div></div>
<a class="blog-more-link" href="/news/${post.slug}" data-animation-role="button">Read More</a>
</div>
</article>`,
  )
  .join('\n')}
</div>
</div></div>
</section>`,
};

/** The news list and its posts, one of them the January 2025 post with that year's fees, hours and plan price. */
export const kingsmeadNews: KingsmeadPage[] = [
  newsList,
  ...posts.map(
    (post): KingsmeadPage => ({
      path: `/news/${post.slug}`,
      title: post.title,
      description: post.excerpt.replace(/&rsquo;/g, '’'),
      kind: 'post',
      date: post.date,
      author: post.author,
      body: post.content,
    }),
  ),
];
