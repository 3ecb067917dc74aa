import { a, type BellavistaPage, b, p, table, ul } from './ottica-bellavista.layout.ts';

interface Post {
  path: string;
  id: number;
  title: string;
  subtitle: string;
  /** ISO date of publication. */
  date: string;
  author: string;
  tags: string[];
  /** The post's content: what the editor saved in `content`, as a text block. */
  content: string;
  cover: string;
}

const MONTHS = ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'];
/** Odoo's short date in Italian: "16 nov 2026". */
const shortDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
};

/** `blog_post.teaser`: the content as plain text, cut at 200 characters with "...". */
const teaser = (html: string) => {
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= 200) return text;
  const cut = text.slice(0, 200);
  return `${cut.slice(0, cut.lastIndexOf(' '))}...`;
};

const textBlock = (html: string) =>
  `<section class="s_text_block o_colored_level pt16 pb16" data-snippet="s_text_block" data-name="Testo">
<div class="s_allow_columns container">
${html}
</div>
</section>`;

/** The posts of the blog "Novità", newest first. */
const posts: Post[] = [
  {
    path: '/blog/novita-1/orari-di-natale-2026-12',
    id: 12,
    title: 'Orari di Natale 2026',
    subtitle: 'Le domeniche aperte in centro e la chiusura di Borgo Trento dopo Natale',
    date: '2026-11-16',
    author: 'Marta Zanella',
    tags: ['Orari', 'Negozi'],
    cover: '1560-b3e7d0a2/natale-vetrina.webp',
    content: [
      p(
        'Ecco come saremo aperti durante le feste. Nei giorni che non trovi nella tabella valgono gli orari di sempre.',
      ),
      table(
        ['Giorno', 'Centro (Corso Porta Borsari)', 'Borgo Trento (Via Mameli)'],
        [
          ['Martedì 8 dicembre (Immacolata)', '10:00–19:00', 'chiuso'],
          ['Domenica 13 dicembre', '10:00–19:00', 'chiuso'],
          ['Domenica 20 dicembre', '10:00–19:00', 'chiuso'],
          ['Giovedì 24 dicembre', '9:30–17:00', '9:00–12:30'],
          ['Venerdì 25 e sabato 26 dicembre', 'chiuso', 'chiuso'],
          ['Da lunedì 28 a mercoledì 30 dicembre', 'orario normale', 'chiuso per ferie'],
          ['Giovedì 31 dicembre', '9:30–13:00', 'chiuso per ferie'],
          ['Venerdì 1° gennaio', 'chiuso', 'chiuso'],
          ['Sabato 2 gennaio', 'orario normale', 'chiuso per ferie'],
          ['Mercoledì 6 gennaio (Epifania)', 'chiuso', 'chiuso'],
        ],
      ),
      p(
        `Il negozio di Borgo Trento chiude per ferie dal 28 dicembre al 6 gennaio e riapre ${b('giovedì 7 gennaio 2027')}. In quei giorni trovate tutto nel negozio del centro.`,
      ),
      '<h3>Occhiali per Natale</h3>',
      p(
        'Volete gli occhiali nuovi sotto l’albero? Le lenti progressive vanno ordinate entro sabato 12 dicembre; per le monofocali c’è tempo fino a sabato 19 dicembre.',
        `Per un regalo all’ultimo momento c’è la gift card da 50 € nel nostro ${a('negozio online', '/shop')}: arriva per email.`,
      ),
      p('Buone feste da Marta, Luca, Sara e Davide!'),
    ].join('\n'),
  },
  {
    path: '/blog/novita-1/nuovi-prezzi-e-orari-dal-1-aprile-2024-5',
    id: 5,
    title: 'Nuovi prezzi e orari dal 1° aprile',
    subtitle: 'Cambiano alcuni prezzi e gli orari dei nostri negozi',
    date: '2024-03-18',
    author: 'Marta Zanella',
    tags: ['Orari', 'Prezzi'],
    cover: '1412-6c0f9e3b/negozio-2024.webp',
    content: [
      p('Dal 1° aprile 2024 cambiano alcuni prezzi e gli orari dei nostri negozi.'),
      ul(
        'Esame della vista: € 30, sempre gratuito se fai gli occhiali da noi.',
        'Lenti progressive, la coppia: Base € 260, Comfort € 420, Premium € 650.',
        'Piano Lenti: mensili € 17 al mese, giornaliere € 36 al mese.',
        'Piccole riparazioni per chi non è nostro cliente: € 3.',
      ),
      '<h3>I nuovi orari</h3>',
      p(
        'Negozio del centro: dal martedì al sabato 9:00–12:30 e 15:30–19:30; il lunedì mattina è chiuso e apriamo alle 15:30.',
        'Borgo Trento: dal lunedì al sabato 9:00–12:30 e 15:00–19:00, anche il sabato pomeriggio.',
        'Ad agosto chiudiamo tutti e due i negozi per ferie, dal 5 al 25 agosto.',
      ),
      p('Grazie a tutti per la fiducia!'),
    ].join('\n'),
  },
];

const blogNav = `<nav class="navbar navbar-expand-sm navbar-light pt-4 pb-0 px-0">
<div class="container gap-2 flex-wrap flex-sm-nowrap">
<ul class="navbar-nav"><li class="nav-item"><span class="nav-link disabled ps-0">Blog:</span></li><li class="nav-item"><a href="/blog/novita-1" class="nav-link fw-bold active">Novità</a></li></ul>
<form method="get" class="o_searchbar_form o_wait_lazy_js s_searchbar_input" action="/blog/novita-1" data-snippet="s_searchbar_input"><div role="search" class="input-group"><input type="search" name="search" class="search-query form-control oe_search_box border-0 text-bg-light" placeholder="Cerca…" data-search-type="blogs" data-limit="5" data-display-image="true" data-display-description="true" data-display-extra-link="true" data-display-detail="false" data-order-by="name asc"><button type="submit" aria-label="Cerca" title="Cerca" class="btn oe_search_button btn-light"><i class="oi oi-search"></i></button></div><input name="order" type="hidden" class="o_search_order_by" value="name asc"></form>
</div>
</nav>`;

const postPage = (post: Post, i: number): BellavistaPage => {
  const next = posts[(i + 1) % posts.length];
  return {
    path: post.path,
    title: post.title,
    description: post.subtitle,
    mainObject: `blog.post(${post.id},)`,
    ownWrap: true,
    body: `<div id="wrap" class="js_blog website_blog">
<section id="o_wblog_post_top">
<div id="title" class="blog_header">
<div data-name="Copertina del blog" style="" class="o_record_cover_container d-flex flex-column h-100 o_colored_level o_cc o_cc3 o_cc o_half_screen_height o_record_has_cover o_wblog_post_page_cover">
<div style="background-image: url('/web/image/${post.cover}');" class="o_record_cover_component o_record_cover_image"></div>
<div style="opacity: 0.2;" class="o_record_cover_component o_record_cover_filter oe_black"></div>
<div class="container text-center position-relative h-100 d-flex flex-column flex-grow-1 justify-content-around">
<div class="o_wblog_post_title">
<h1 id="o_wblog_post_name" class="o_editable_no_shadow" data-oe-expression="blog_post.name" placeholder="Titolo" data-blog-id="${post.id}">${post.title}</h1>
<div id="o_wblog_post_subtitle" class="o_editable_no_shadow" data-oe-field="subtitle" placeholder="Sottotitolo">${post.subtitle}</div>
</div>
<div class="text-center mt-2 mb-4">
<div class="d-inline-flex align-items-center"><div class="o_wblog_author_avatar me-2"><img src="/web/image/res.partner/3/avatar_128" class="img o_wblog_author_avatar rounded-circle" alt="${post.author}" loading="lazy"></div><div class="small"><span>${post.author}</span></div></div>
<span class="mx-2">·</span><time class="text-nowrap small" datetime="${post.date}">${shortDate(post.date)}</time>
</div>
</div>
</div>
</div>
</section>
<section id="o_wblog_post_main" class="container pt-4 pb-5">
<div class="o_container_small">
<div class="o_wblog_post_content_field o_wblog_read_text" data-oe-field="content">
${textBlock(post.content)}
</div>
<div class="o_wblog_post_tags mt-4 pt-3 border-top">
${post.tags.map((t) => `<a class="badge border post_link text-bg-light" href="/blog/novita-1/tag/${t.toLowerCase()}">${t}</a>`).join(' ')}
</div>
</div>
</section>
${
  next && next !== post
    ? `<section id="o_wblog_post_footer">
<div class="mt-5">
<div id="o_wblog_next_container" class="d-flex flex-column">
<a id="o_wblog_next_post_info" class="d-none" data-size="o_half_screen_height" data-url="${next.path}?anim"></a>
<div class="o_record_cover_container d-flex flex-column h-100 o_colored_level o_cc o_cc3 o_half_screen_height o_wblog_post_page_cover_footer">
<div class="container text-center position-relative h-100 d-flex flex-column flex-grow-1 justify-content-around">
<div class="o_wblog_post_title">
<div class="o_wblog_next_post_label small text-uppercase">Leggi il prossimo</div>
<div class="h2"><a href="${next.path}">${next.title}</a></div>
<div class="o_wblog_post_subtitle">${next.subtitle}</div>
</div>
</div>
</div>
</div>
</div>
</section>`
    : ''
}
</div>`,
  };
};

/** The blog index (`/blog/novita-1`): the posts as cards, each with its teaser, date and author. */
const blogIndex: BellavistaPage = {
  path: '/blog/novita-1',
  title: 'Novità',
  description: 'Le novità di Ottica Bellavista: orari, prezzi, promozioni e consigli per la vista.',
  mainObject: 'blog.blog(1,)',
  ownWrap: true,
  body: `<div id="wrap" class="js_blog website_blog">
<section id="o_wblog_blog_top">
<div class="oe_structure oe_empty" id="oe_structure_blog_filtered_1">
<section class="s_cover o_cc o_cc3 pt48 pb48" data-snippet="s_cover" data-name="Copertina"><div class="s_allow_columns container"><h1 style="text-align: center;">Novità</h1><p class="lead" style="text-align: center;">Orari, prezzi e consigli dai nostri negozi.</p></div></section>
</div>
</section>
${blogNav}
<section id="o_wblog_index_content">
<div class="container py-4">
<div class="row justify-content-between">
<div id="o_wblog_posts_loop_container" class="col">
<div id="o_wblog_posts_loop" class="o_wblog_posts_loop_cards">
<div class="row">
${posts
  .map(
    (post) => `<div class="pb-4 col-12 col-md-6 col-xl-4">
<article name="blog_post" class="o_wblog_post position-relative card h-100">
<a href="${post.path}" class="text-decoration-none d-block card-img-top mb-2"><div class="o_record_cover_container d-flex flex-column h-100 o_colored_level o_cc o_cc3 o_list_cover o_not_editable"><div style="background-image: url('/web/image/${post.cover}');" class="o_record_cover_component o_record_cover_image"></div></div></a>
<div class="card-body px-2 py-0 mb-2">
<a href="${post.path}" class="d-block text-reset text-decoration-none o_blog_post_title my-0 h5">${post.title}</a>
<a href="${post.path}" class="text-reset text-decoration-none"><div class="mt-2 o_wblog_read_text">${teaser(post.content)}</div></a>
</div>
<div class="o_wblog_normalize_font card-footer px-2 pb-2">
<div class="d-flex small flex-wrap mb-1 w-100"><div class="d-flex flex-wrap align-items-center justify-content-between mx-n2 flex-grow-1"><time class="text-nowrap fw-bold mx-2" datetime="${post.date}">${shortDate(post.date)}</time><span class="mx-2">${post.author}</span></div></div>
</div>
</article>
</div>`,
  )
  .join('\n')}
</div>
</div>
</div>
</div>
</div>
</section>
</div>`,
};

/** The blog's index and its two posts: the Christmas 2026 hours, and the March 2024 prices and hours never taken down. */
export const bellavistaBlogPages: BellavistaPage[] = [blogIndex, ...posts.map(postPage)];
