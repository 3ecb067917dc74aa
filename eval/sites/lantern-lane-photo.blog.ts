import { a, h, img, type LanternPage, p, strong, ul } from './lantern-lane-photo.layout.ts';

/* ── Blog posts as Kajabi's blog renders them: the post body beside the blog sidebar ────────────────── */

interface Post {
  slug: string;
  title: string;
  /** As Kajabi prints it ('Nov 17, 2026'). */
  date: string;
  excerpt: string;
  image: string;
  tags: string[];
  body: string;
}

const christmas: Post = {
  slug: 'christmas-and-new-year-2026',
  title: 'Christmas and New Year at Lantern Lane',
  date: 'Nov 17, 2026',
  excerpt:
    'Our opening hours over the festive break, the last workshops of 2026 and the last day to order printed gift cards.',
  image: 'blog-christmas-2026.jpg',
  tags: ['News'],
  body: `${p('The mince pies are in the cupboard and Rosa has hung fairy lights in the darkroom (red ones, obviously). Here’s how the school runs over the festive break.')}${h(3, 'Opening hours')}${p(
    `${strong('Wednesday 23 December')}<br>10am – 4pm`,
    `${strong('Christmas Eve, Thursday 24 December')}<br>10am – 1pm (reception only, for voucher collection; the darkroom is closed)`,
    `${strong('Friday 25 to Monday 28 December')}<br>Closed`,
    `${strong('Tuesday 29 and Wednesday 30 December')}<br>12pm – 5pm, darkroom members only (reception and studio closed)`,
    `${strong('Thursday 31 December to Sunday 3 January')}<br>Closed`,
  )}${p('We’re back to our normal hours from Tuesday 5 January 2027. Studio hire isn’t available from 24 December to 4 January.')}${h(3, 'Last workshops of the year')}${p(`The last Street Photography Walk of 2026 is on Saturday 12 December (expect Christmas lights and a mulled wine at the end), and the last Portrait Lighting Workshop on Sunday 13 December. ${a('See the workshops', '/workshops')}.`)}${h(3, 'Gift vouchers')}${p(`Order a printed gift card by Friday 18 December and we’ll post it in time for Christmas. E-vouchers are emailed in seconds, even on Christmas morning. ${a('Buy a gift voucher', '/offers/Gc4nT7vX')}.`)}${p('The Library never closes, so there’s plenty to watch between the turkey and the telly. Merry Christmas from all of us!')}`,
};

const prices2024: Post = {
  slug: 'our-prices-for-2024',
  title: 'Our prices for 2024 (and new opening days)',
  date: 'Jan 9, 2024',
  excerpt: 'New workshop prices and opening days from 1 February 2024.',
  image: 'blog-2024-prices.jpg',
  tags: ['News', 'Workshops'],
  body: `${p('Happy new year! For the first time since 2021 we’re updating our prices. From Thursday 1 February 2024:')}${ul(
    'Beginners’ Camera Workshop: £119 (Saturdays, 10am – 3pm)',
    'Portrait Lighting Workshop: £159',
    'Street Photography Walks: £45 (Sundays, 10am – 1pm)',
    'Darkroom Printing Weekend: £195',
    'One-to-one tuition: £60 an hour',
    'Studio hire: £28 an hour',
    'Darkroom membership: £35 a month',
    'The Library: £15 a month',
  )}${h(3, 'New opening days')}${p('We’re now open Wednesday to Sunday, 10am – 5pm, and closed on Mondays and Tuesdays.')}${p('Thank you for all your support in 2023. See you in the darkroom!')}`,
};

const posts = [christmas, prices2024];

const sidebar = () =>
  `<div class="col-lg-4"><div class="blog-sidebar"><div class="sidebar__block sidebar__block--search"><form action="/blog/search" method="get" class="search"><input class="search__input" type="text" name="q" placeholder="Search..."><button class="search__btn" type="submit" aria-label="Search"><i class="fa fa-search"></i></button></form></div><div class="sidebar__block sidebar__block--recent"><h5 class="sidebar__heading">Recent posts</h5>${posts.map((x) => `<div class="sidebar-post"><a class="sidebar-post__title" href="/blog/${x.slug}">${x.title}</a><span class="sidebar-post__date">${x.date}</span></div>`).join('')}</div><div class="sidebar__block sidebar__block--categories"><h5 class="sidebar__heading">Categories</h5><ul class="sidebar__categories"><li><a href="/blog?tag=news">News</a></li><li><a href="/blog?tag=workshops">Workshops</a></li></ul></div></div></div>`;

const blogSection = (main: string) =>
  `<div class="section section--global section--top" kjb-settings-id="sections_blog_settings_background_color" style="background-color: #ffffff; padding-top: 56px; padding-bottom: 56px;"><div class="sizer"><div class="container"><div class="row">
<div class="col-lg-8">${main}</div>
${sidebar()}
</div></div></div></div>`;

const postPage = (x: Post, k: number): LanternPage => {
  const newer = posts[k - 1];
  const older = posts[k + 1];
  return {
    path: `/blog/${x.slug}`,
    title: `${x.title} | Lantern Lane Photography School`,
    description: x.excerpt,
    kind: 'post',
    sections: [
      blogSection(
        `<div class="blog-post-body"><h1 class="blog-post-body__title">${x.title}</h1><div class="blog-post-body__info"><span class="blog-post-body__date">${x.date}</span><span class="blog-post-body__tags">${x.tags.map((t) => `<a href="/blog?tag=${t.toLowerCase()}">${t}</a>`).join(', ')}</span></div><div class="blog-post-body__media"><img src="${img(x.image)}" alt="${x.title}" loading="lazy"></div><div class="blog-post-body__content">${x.body}</div><div class="blog-post-body__nav">${newer ? `<a class="blog-post-body__nav-link blog-post-body__nav-link--prev" href="/blog/${newer.slug}">« Newer post</a>` : ''}${older ? `<a class="blog-post-body__nav-link blog-post-body__nav-link--next" href="/blog/${older.slug}">Older post »</a>` : ''}</div></div>`,
      ),
    ],
  };
};

const blog: LanternPage = {
  path: '/blog',
  title: 'Blog | Lantern Lane Photography School',
  description: 'News, tips and stories from Lantern Lane Photography School in Bristol.',
  kind: 'blog',
  sections: [
    `<div class="section section--global section--middle" style="background-color: #f6f1e9; padding-top: 56px; padding-bottom: 56px;"><div class="sizer"><div class="container"><div class="row align-items-center justify-content-center"><div class="col-8 text-center"><h1>The Lantern Lane blog</h1><p>News from the school, tips from our tutors and stories from the darkroom.</p></div></div></div></div></div>`,
    blogSection(
      `<div class="blog-listings">${posts
        .map(
          (x) =>
            `<div class="blog-post-listing"><a href="/blog/${x.slug}" class="blog-post-listing__media"><img src="${img(x.image)}" alt="" loading="lazy"></a><div class="blog-post-listing__info"><span class="blog-post-listing__date">${x.date}</span></div><h2 class="blog-post-listing__title"><a href="/blog/${x.slug}">${x.title}</a></h2><div class="blog-post-listing__content"><p>${x.excerpt}</p></div><a class="blog-post-listing__more" href="/blog/${x.slug}">Continue Reading...</a></div>`,
        )
        .join('')}</div>`,
    ),
  ],
};

export const lanternBlogPages: LanternPage[] = [blog, ...posts.map(postPage)];
