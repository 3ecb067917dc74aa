import { button, h1, p, repeater, rich, type SalutePage, section } from './studio-salute-colli.layout.ts';

interface Post {
  slug: string;
  title: string;
  author: string;
  /** As the Wix blog prints it ("12 nov 2025"). */
  date: string;
  minutes: number;
  excerpt: string;
  paragraphs: string[];
  unlisted?: boolean;
}

const posts: Post[] = [
  {
    slug: 'esame-baropodometrico-plantari',
    title: 'Nuovo servizio: esame baropodometrico e plantari su misura',
    author: 'Segreteria Salute dei Colli',
    date: '3 mar 2026',
    minutes: 2,
    excerpt: 'Da marzo il podologo Dott. Luca Ferri riceve in studio il sabato mattina.',
    paragraphs: [
      'Da marzo 2026 nel nostro studio riceve anche il <strong>Dott. Luca Ferri, podologo</strong>, il sabato mattina.',
      'L’esame baropodometrico computerizzato misura come appoggi i piedi, da fermo e mentre cammini, su una pedana con sensori. Serve a capire da dove vengono il dolore alla pianta del piede, al tallone o alle ginocchia, e a progettare i plantari.',
      'L’esame dura circa 30 minuti e costa € 40. Se decidi di fare i plantari su misura entro 30 giorni, il costo dell’esame viene scalato dal prezzo dei plantari (da € 140 la coppia).',
      'I plantari sono pronti in 10 giorni lavorativi. Il giorno dell’esame porta le scarpe che usi di più, comprese quelle da corsa se fai sport.',
    ],
  },
  {
    slug: 'mal-di-schiena-quando-andare-dal-fisiatra',
    title: 'Mal di schiena: quando andare dal fisiatra?',
    author: 'Dott. Paolo Benassi',
    date: '12 nov 2025',
    minutes: 4,
    excerpt:
      'Quasi tutti, prima o poi, hanno mal di schiena. Quando basta aspettare e quando è meglio farsi visitare?',
    paragraphs: [
      '<strong>Aggiornamento del 2 gennaio 2026:</strong> dal 1° gennaio 2026 la prima visita fisiatrica costa € 90. Il prezzo di € 80 indicato più sotto valeva nel 2025 e non è più in vigore: trovi le tariffe attuali nella pagina <a href="/prezzi">Tariffe</a>.',
      'Quasi tutti, prima o poi, hanno mal di schiena. Nella maggior parte dei casi il dolore migliora da solo in qualche settimana, restando attivi e camminando ogni giorno: il riposo assoluto a letto non aiuta.',
      'È il momento di farti visitare se il dolore dura da più di 4 settimane, se scende lungo la gamba oppure se ti sveglia di notte. Formicolio o perdita di forza a una gamba, febbre o difficoltà a urinare sono invece campanelli d’allarme: in questi casi rivolgiti subito al tuo medico o al pronto soccorso.',
      'Il fisiatra è il medico specialista della riabilitazione: ti visita, guarda gli esami che hai già fatto, fa la diagnosi e imposta la cura, che può comprendere esercizi, fisioterapia o terapie fisiche. Per una visita fisiatrica privata non serve l’impegnativa del medico di base: puoi prenotare direttamente.',
      'Nel nostro studio la prima visita fisiatrica dura circa 40 minuti e costa € 80.',
    ],
  },
  {
    slug: 'orari-estate-2025',
    title: 'Orari estivi 2025',
    author: 'Segreteria Salute dei Colli',
    date: '16 giu 2025',
    minutes: 1,
    excerpt: 'Gli orari dell’estate 2025 e la chiusura di agosto.',
    unlisted: true,
    paragraphs: [
      '<strong>Attenzione:</strong> questo articolo riguarda l’estate 2025. Questi orari non sono più validi: gli orari in vigore sono nella pagina <a href="/orari-e-contatti">Orari e contatti</a>.',
      'Dal 30 giugno al 13 settembre 2025 il poliambulatorio è aperto dal lunedì al venerdì dalle 8:00 alle 18:00, con orario continuato. Il sabato siamo chiusi per tutta l’estate; fino al 28 giugno resta aperto il sabato mattina, dalle 8:30 alle 13:00.',
      'Chiusura estiva: dall’11 al 22 agosto 2025. Buona estate a tutti!',
    ],
  },
];

const postPath = (slug: string) => `/post/${slug}`;

function postBody(post: Post): string {
  const recent = posts.filter((other) => other.slug !== post.slug);
  return `<div id="comp-blogpost" class="comp-blogpost wixui-blog-post-page"><div data-hook="post-page" class="blog-post-page-font blog-text-color">
<article class="post-container" data-hook="post">
<div data-hook="post-header" class="post-header"><div class="post-metadata"><span class="avatar" aria-hidden="true"></span><span data-hook="user-name" class="post-author">${post.author}</span><ul class="post-metadata__list"><li><span data-hook="time-ago" class="post-metadata__date" title="${post.date}">${post.date}</span></li><li><span data-hook="time-to-read" class="post-metadata__readTime">${post.minutes} min di lettura</span></li></ul></div>
<h1 class="blog-post-title-font blog-post-title-color" data-hook="post-title"><span class="post-title">${post.title}</span></h1></div>
<div data-hook="post-description" class="post-content"><div data-id="content-viewer" class="rich-content-viewer" dir="ltr">${post.paragraphs
    .map(
      (para) => `<p class="_2-0gd public-DraftStyleDefault-block-depth0" dir="auto"><span>${para}</span></p>`,
    )
    .join('')}</div></div>
<div data-hook="post-footer" class="post-footer"><ul class="post-stats"><li><span data-hook="views-count">${90 + post.minutes * 37} visualizzazioni</span></li><li><span data-hook="comments-count">0 commenti</span></li></ul><button data-hook="like-button" class="like-button" aria-label="Mi piace. Il post non è piaciuto">Mi piace</button></div>
</article>
<section data-hook="recent-posts" class="recent-posts"><h2 class="recent-posts__title">Post recenti</h2><div class="recent-posts__list">${recent
    .map(
      (other) =>
        `<div data-hook="recent-post" class="recent-post"><a href="${postPath(other.slug)}" class="recent-post__link"><h3 class="recent-post__title">${other.title}</h3></a><span class="recent-post__date">${other.date}</span></div>`,
    )
    .join('')}</div><a href="/blog" class="recent-posts__all">Mostra tutti</a></section>
<section data-hook="comments" class="comments"><h2>Commenti</h2><div data-hook="comment-box-placeholder" class="comment-box">Scrivi un commento...</div></section>
</div></div>`;
}

/** The blog list and its three posts: one with a price of 2025, one with the hours of summer 2025. */
export const saluteBlogPages: SalutePage[] = [
  {
    path: '/blog',
    lang: 'it',
    title: 'Blog',
    description: 'Consigli per la salute, novità e avvisi dal Poliambulatorio Salute dei Colli.',
    body: `${section([
      h1('Blog'),
      rich(p('Consigli dei nostri specialisti |e novità dallo studio.')),
      repeater(
        posts.map((post) => [
          rich(
            p(`<a href="${postPath(post.slug)}">**${post.title}**</a>`, 'font_5'),
            p(`${post.author} · |${post.date} · |${post.minutes} min di lettura`, 'font_9'),
            p(post.excerpt),
          ),
          button('Leggi di più', postPath(post.slug)),
        ]),
      ),
    ])}`,
  },
  ...posts.map(
    (post): SalutePage => ({
      path: postPath(post.slug),
      lang: 'it',
      title: post.title,
      description: post.excerpt,
      body: postBody(post),
      unlisted: post.unlisted,
    }),
  ),
];
