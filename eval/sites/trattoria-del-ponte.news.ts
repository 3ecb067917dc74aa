import { heading, type PontePage, section, text } from './trattoria-del-ponte.layout.ts';

interface Post {
  slug: string;
  id: number;
  title: string;
  /** As the Elementor post-info widget prints it. */
  date: string;
  author: string;
  excerpt: string;
  paragraphs: string[];
  unlisted?: boolean;
}

const posts: Post[] = [
  {
    slug: 'nuovi-prezzi-2026',
    id: 611,
    title: 'Nuovi prezzi dal 3 febbraio 2026',
    date: '12 Febbraio 2026',
    author: 'Luca Bertola',
    excerpt: 'Dopo tre anni aggiorniamo alcuni prezzi del menu e della pizzeria.',
    paragraphs: [
      'Cari clienti, dopo tre anni senza ritocchi dal 3 febbraio 2026 abbiamo aggiornato alcuni prezzi.',
      'Il menu degustazione passa da € 45 a € 48 a persona, e con l’abbinamento vini da € 65 a € 70. La pizza Margherita passa da € 6,50 a € 7,00 e il coperto da € 2,00 a € 2,50.',
      'Tutti gli altri prezzi restano invariati. Grazie per la fiducia: ci vediamo al Ponte!',
    ],
  },
  {
    slug: 'cena-del-tartufo-2025',
    id: 587,
    title: 'Torna la Cena del Tartufo Bianco',
    date: '6 Ottobre 2025',
    author: 'Marta Rovera',
    excerpt: 'Sabato 15 novembre 2025 la nostra serata dedicata al tartufo bianco d’Alba.',
    paragraphs: [
      'Sabato 15 novembre 2025, alle 20:00, torna la Cena del Tartufo Bianco, la serata che aspettiamo tutto l’anno.',
      'Cinque portate con il tartufo bianco d’Alba, dall’uovo in cocotte ai tajarin: € 75 a persona, abbinamento vini + € 25.',
      'I posti sono 40 e lo scorso anno sono finiti in una settimana: prenota per telefono, con una caparra di € 20 a persona.',
    ],
  },
  {
    slug: 'orari-estate-2025',
    id: 542,
    title: 'Orari estate 2025: si mangia in terrazza!',
    date: '28 Maggio 2025',
    author: 'Luca Bertola',
    excerpt: 'Dal 1° giugno riapre la terrazza sul fiume: ecco gli orari dell’estate 2025.',
    unlisted: true,
    paragraphs: [
      '<strong>Aggiornamento del 20 gennaio 2026:</strong> questi orari valevano solo per l’estate 2025 e non sono più in vigore. Dal 3 febbraio 2026 il giorno di chiusura settimanale è il lunedì, la domenica siamo aperti solo a pranzo e la pizzeria è aperta solo la sera, da martedì a sabato. Gli orari aggiornati sono nella pagina <a href="/contatti">Contatti e orari</a>.',
      'Dal 1° giugno riapre la terrazza sul Belbo! Per tutta l’estate 2025, dal 1° giugno al 30 settembre, siamo aperti a pranzo e a cena tutti i giorni tranne il martedì: siamo chiusi il martedì.',
      'La pizzeria è aperta tutte le sere, domenica compresa, dalle 19:00 alle 23:30. In terrazza la cucina resta aperta fino alle 22:30.',
    ],
  },
];

const postPath = (slug: string) => `/notizie/${slug}`;

function postBody(post: Post, i: number): string {
  const newer = posts[i - 1];
  const older = posts[i + 1];
  return `${section([
    [
      `<div class="elementor-element elementor-widget elementor-widget-breadcrumbs" data-widget_type="breadcrumbs.default"><div class="elementor-widget-container"><p id="breadcrumbs"><span><span><a href="/">Home</a></span> » <span><a href="/notizie">Notizie</a></span> » <span class="breadcrumb_last" aria-current="page">${post.title}</span></span></p></div></div>`,
      heading(post.title, 'h1'),
      `<div class="elementor-element elementor-widget elementor-widget-post-info" data-widget_type="post-info.default"><div class="elementor-widget-container"><ul class="elementor-inline-items elementor-icon-list-items elementor-post-info"><li class="elementor-icon-list-item elementor-repeater-item-date" itemprop="datePublished"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-calendar"></i></span><span class="elementor-icon-list-text elementor-post-info__item elementor-post-info__item--type-date"><time>${post.date}</time></span></li><li class="elementor-icon-list-item elementor-repeater-item-author" itemprop="author"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-user"></i></span><span class="elementor-icon-list-text elementor-post-info__item elementor-post-info__item--type-author">${post.author}</span></li></ul></div></div>`,
      `<div class="elementor-element elementor-widget elementor-widget-theme-post-content" data-widget_type="theme-post-content.default"><div class="elementor-widget-container">
${post.paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</div></div>`,
      `<div class="elementor-element elementor-share-buttons--view-icon elementor-widget elementor-widget-share-buttons" data-widget_type="share-buttons.default"><div class="elementor-widget-container"><div class="elementor-grid"><div class="elementor-grid-item"><div class="elementor-share-btn elementor-share-btn_facebook" role="button" tabindex="0" aria-label="Condividi su facebook"><span class="elementor-share-btn__icon"><i class="fab fa-facebook" aria-hidden="true"></i></span></div></div><div class="elementor-grid-item"><div class="elementor-share-btn elementor-share-btn_whatsapp" role="button" tabindex="0" aria-label="Condividi su whatsapp"><span class="elementor-share-btn__icon"><i class="fab fa-whatsapp" aria-hidden="true"></i></span></div></div></div></div></div>`,
      `<div class="elementor-element elementor-widget elementor-widget-post-navigation" data-widget_type="post-navigation.default"><div class="elementor-widget-container"><div class="elementor-post-navigation">${older ? `<div class="elementor-post-navigation__prev elementor-post-navigation__link"><a href="${postPath(older.slug)}" rel="prev"><span class="post-navigation__prev--label">Precedente</span><span class="post-navigation__prev--title">${older.title}</span></a></div>` : ''}${newer ? `<div class="elementor-post-navigation__next elementor-post-navigation__link"><a href="${postPath(newer.slug)}" rel="next"><span class="post-navigation__next--label">Successivo</span><span class="post-navigation__next--title">${newer.title}</span></a></div>` : ''}</div></div></div>`,
    ],
  ])}`;
}

/** The news page (an Elementor posts widget) and its three posts, newest first. */
export const ponteNewsPages: PontePage[] = [
  {
    path: '/notizie',
    lang: 'it',
    id: 36,
    title: 'Notizie',
    description: 'Novità, eventi e avvisi dalla Trattoria del Ponte.',
    body: `${section([[heading('Notizie dal Ponte', 'h1')]], { background: true })}
${section([
  [
    `<div class="elementor-element elementor-grid-3 elementor-posts--thumbnail-top elementor-widget elementor-widget-posts" data-widget_type="posts.classic"><div class="elementor-widget-container"><div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid">
${posts
  .map(
    (post) =>
      `<article class="elementor-post elementor-grid-item post-${post.id} post type-post status-publish format-standard has-post-thumbnail hentry category-notizie"><a class="elementor-post__thumbnail__link" href="${postPath(post.slug)}" tabindex="-1"><div class="elementor-post__thumbnail"><img loading="lazy" width="300" height="200" src="/wp-content/uploads/${post.slug}-300x200.jpg" alt="" /></div></a><div class="elementor-post__text"><h3 class="elementor-post__title"><a href="${postPath(post.slug)}">${post.title}</a></h3><div class="elementor-post__meta-data"><span class="elementor-post-date">${post.date}</span></div><div class="elementor-post__excerpt"><p>${post.excerpt}</p></div><a class="elementor-post__read-more" href="${postPath(post.slug)}" aria-label="Leggi di più su ${post.title}" tabindex="-1">Leggi tutto »</a></div></article>`,
  )
  .join('\n')}
</div></div></div>`,
    text(
      '<p>Per gli orari e i prezzi in vigore fanno fede le pagine del sito, non gli articoli passati.</p>',
    ),
  ],
])}`,
  },
  ...posts.map(
    (post, i): PontePage => ({
      path: postPath(post.slug),
      lang: 'it',
      id: post.id,
      type: 'post',
      title: post.title,
      description: post.excerpt,
      body: postBody(post, i),
      unlisted: post.unlisted,
    }),
  ),
];
