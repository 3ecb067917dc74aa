import { BAGLIO_EMAIL, BAGLIO_SITE, type BaglioPage, pageHeader } from './baglio-zagara.layout.ts';

interface Post {
  slug: string;
  title: string;
  description: string;
  /** As printed under the title ("3 novembre 2026") and as ISO in `<time>`. */
  date: string;
  iso: string;
  category: string;
  image: [file: string, alt: string];
  excerpt: string;
  /** The editor's HTML of the post, paragraphs and subheadings. */
  content: string;
}

/**
 * The Instagram embed pasted into the harvest post: it brings a stray `</article>` that closes the post
 * before its last paragraphs, which a browser still shows under the embed.
 */
const instagramEmbed = `<blockquote class="instagram-media" data-instgrm-captioned data-instgrm-permalink="https://www.instagram.example/p/C9zQ4mLoR2x/?utm_source=ig_embed&amp;utm_campaign=loading" data-instgrm-version="14" style="background:#FFF; border:0; border-radius:3px; margin: 1px; max-width:540px; min-width:326px; padding:0; width:99.375%;"><div style="padding:16px;"><a href="https://www.instagram.example/p/C9zQ4mLoR2x/?utm_source=ig_embed&amp;utm_campaign=loading" style="background:#FFFFFF; line-height:0; padding:0 0; text-align:center; text-decoration:none; width:100%;" target="_blank"><div style="padding:19% 0;"></div><div style="padding-top: 8px;"><div style="color:#3897f0; font-family:Arial,sans-serif; font-size:14px; font-style:normal; font-weight:550; line-height:18px;">Visualizza questo post su Instagram</div></div></a><p style="color:#c9c8cd; font-family:Arial,sans-serif; font-size:14px; line-height:17px; margin-bottom:0; margin-top:8px; overflow:hidden; padding:8px 0 7px; text-align:center; text-overflow:ellipsis; white-space:nowrap;"><a href="https://www.instagram.example/p/C9zQ4mLoR2x/" style="color:#c9c8cd; font-family:Arial,sans-serif; font-size:14px;" target="_blank">Un post condiviso da Baglio delle Zagare (@bagliodellezagare)</a></p></div></blockquote> <script async src="//www.instagram.example/embed.js"></script></article>`;

/** Newest first, as the news index lists them. Italian only. */
const posts: Post[] = [
  {
    slug: 'chiusura-invernale-2026-2027',
    title: 'Natale, Capodanno e chiusura invernale 2026/2027',
    description:
      'Il Baglio delle Zagare è aperto per le feste fino al 9 gennaio 2027, poi chiude dal 10 gennaio al 15 marzo. Cena della Vigilia e cenone di Capodanno.',
    date: '3 novembre 2026',
    iso: '2026-11-03',
    category: 'Avvisi',
    image: ['natale-baglio.jpg', 'Il cortile del baglio addobbato per Natale'],
    excerpt:
      'Aperti per le feste, poi la pausa invernale: ecco le date e i menù della Vigilia e di Capodanno.',
    content: [
      '<p>Quest’anno restiamo aperti per tutte le feste: il camino della sala delle botti è acceso, e le arance sono mature giusto in tempo per la spremuta della colazione.</p>',
      '<h2>Le date</h2>',
      '<p>Il Baglio è aperto fino a sabato 9 gennaio 2027 compreso. Poi chiudiamo per la pausa invernale <strong>dal 10 gennaio al 15 marzo 2027</strong> e riapriamo martedì 16 marzo. Per i soggiorni tra il 23 dicembre e il 6 gennaio il soggiorno minimo è di 3 notti.</p>',
      '<h2>La Vigilia e Capodanno</h2>',
      '<p><strong>Cena della Vigilia</strong>, giovedì 24 dicembre: menù di pesce in cinque portate a 55 € a persona, bevande escluse.</p>',
      '<p><strong>Cenone di Capodanno</strong>, giovedì 31 dicembre: 80 € a persona, bevande incluse, con musica dal vivo nella sala delle botti e il brindisi in cortile a mezzanotte. Bambini fino a 11 anni 40 €.</p>',
      '<p>I posti sono limitati: prenotate le due cene entro il 15 dicembre.</p>',
      '<h2>Durante la chiusura</h2>',
      `<p>Dal 10 gennaio al 15 marzo la reception e il telefono sono chiusi: rispondiamo solo via email, a ${BAGLIO_EMAIL}, e le prenotazioni online restano sempre aperte.</p>`,
      '<p>Buone feste da Corrado, Giovanna e da tutto il Baglio!</p>',
    ].join('\n'),
  },
  {
    slug: 'raccolta-mandorle-e-limoni',
    title: 'La raccolta delle mandorle e dei limoni',
    description:
      'Dalla raccolta delle mandorle di fine agosto a quella dei limoni Femminello: come partecipare e come comprare i nostri prodotti.',
    date: '6 ottobre 2026',
    iso: '2026-10-06',
    category: 'Dal baglio',
    image: ['raccolta-limoni.jpg', 'Cassette di limoni appena raccolti'],
    excerpt: 'Mandorle in sacco, limoni in cassetta: la stagione della raccolta al Baglio.',
    content: [
      '<p>A fine agosto, come ogni anno, abbiamo raccolto le mandorle: si stendono le reti sotto gli alberi e si scuotono i rami con le pertiche, come faceva il nonno di Corrado. Quest’anno i nostri mandorli di Pizzuta ci hanno dato 1.800 kg di mandorle in guscio.</p>',
      '<h2>Tocca ai limoni</h2>',
      '<p>Da metà ottobre comincia la raccolta dei limoni Femminello, che va avanti a più riprese fino a maggio: i primi, verdi fuori e succosissimi, sono i “primofiore”.</p>',
      '<p>Ecco com’era il frutteto sabato scorso:</p>',
      instagramEmbed,
      '<p>Gli ospiti possono partecipare alla raccolta dei limoni il sabato mattina alle 9:00, da ottobre a dicembre: è gratuita, servono solo scarpe chiuse e un cappello.</p>',
      '<p>I nostri prodotti si comprano alla reception: cassetta di limoni da 5 kg a 10 €, mandorle sgusciate a 16 € al kg. Spediamo in tutta Italia, con 9 € di spedizione.</p>',
    ].join('\n'),
  },
  {
    slug: 'stagione-2025-tariffe-e-novita',
    title: 'Stagione 2025: riapertura, tariffe e novità',
    description:
      'Il Baglio delle Zagare riapre il 1° marzo 2025: le tariffe 2025, i nuovi orari della colazione e il corso di cucina.',
    date: '14 febbraio 2025',
    iso: '2025-02-14',
    category: 'Avvisi',
    image: ['mandorli-fiore.jpg', 'I mandorli in fiore a febbraio'],
    excerpt: 'Si riparte il 1° marzo, con i mandorli in fiore: tariffe e novità della stagione 2025.',
    content: [
      '<p>I mandorli sono in fiore e noi siamo quasi pronti. Dopo la pausa invernale, dal 7 gennaio al 28 febbraio, riapriamo sabato 1° marzo 2025.</p>',
      '<h2>Le tariffe 2025</h2>',
      '<p>Camera Classica da 85 € a notte, Superior da 110 €, Familiare da 140 €, appartamenti da 130 €, sempre con la colazione nelle camere. L’imposta di soggiorno è di 1,50 € per persona a notte, per un massimo di 4 notti.</p>',
      '<h2>Le novità</h2>',
      '<ul><li>Da quest’anno la colazione è servita dalle 8:00 alle 10:00.</li><li>Il corso di cucina con Giovanna si fa il giovedì mattina, a 60 € a persona.</li><li>La cena della casa costa 32 € e si serve tutte le sere tranne il lunedì.</li><li>Sono arrivate le e-bike: 25 € al giorno.</li></ul>',
      '<p>Vi aspettiamo!</p>',
    ].join('\n'),
  },
];

const sidebar = `<aside class="col-lg-4 mt-5 mt-lg-0"><div class="card"><div class="card-body"><h2 class="h6 text-uppercase">Articoli recenti</h2><ul class="list-unstyled mb-0">${posts
  .map(
    (p) =>
      `<li class="mb-2"><a href="/news/${p.slug}">${p.title}</a><br><small class="text-muted">${p.date}</small></li>`,
  )
  .join('')}</ul></div></div></aside>`;

const postPage = (post: Post): BaglioPage => ({
  path: `/news/${post.slug}`,
  lang: 'it',
  kind: 'post',
  title: post.title,
  description: post.description,
  crumbs: [['News', '/news']],
  body: `<section class="bbs-block py-5"><div class="container"><div class="row"><div class="col-lg-8">
<article class="post" itemscope itemtype="https://schema.org/BlogPosting">
<header class="post-header mb-4"><h1 class="post-title" itemprop="headline">${post.title}</h1><p class="post-meta text-muted small"><time datetime="${post.iso}" itemprop="datePublished">${post.date}</time> · <span class="post-category">${post.category}</span></p></header>
<img class="img-fluid rounded mb-4" src="${BAGLIO_SITE}/bbsuite/media/baglio-zagare/news/${post.image[0]}" alt="${post.image[1]}">
<div class="post-content" itemprop="articleBody">
${post.content}
</div>
<footer class="post-footer border-top pt-3 mt-4"><span class="small text-muted">Condividi:</span> <a href="https://www.facebook.example/sharer/sharer.php?u=${BAGLIO_SITE}/news/${post.slug}" class="btn btn-sm btn-outline-secondary">Facebook</a> <a href="https://wa.me/?text=${BAGLIO_SITE}/news/${post.slug}" class="btn btn-sm btn-outline-secondary">WhatsApp</a></footer>
</article>
</div>
${sidebar}
</div></div></section>`,
});

export const baglioNewsPages: BaglioPage[] = [
  {
    path: '/news',
    lang: 'it',
    title: 'News',
    description: 'Le novità dal Baglio delle Zagare: aperture, chiusure, eventi e la vita tra i limoni.',
    crumbs: [],
    body: [
      pageHeader('News dal Baglio', 'Aperture, chiusure e la vita tra i limoni', 'agrumeto-tramonto.jpg'),
      `<section class="bbs-block py-5"><div class="container"><div class="row">${posts
        .map(
          (post) =>
            `<div class="col-md-4 mb-4"><div class="card h-100 post-card"><img class="card-img-top" src="${BAGLIO_SITE}/bbsuite/media/baglio-zagare/news/${post.image[0]}" alt="${post.image[1]}"><div class="card-body"><p class="small text-muted mb-1">${post.date} · ${post.category}</p><h2 class="card-title h5"><a href="/news/${post.slug}">${post.title}</a></h2><p class="card-text">${post.excerpt}</p></div><div class="card-footer bg-white"><a href="/news/${post.slug}" class="small">Leggi tutto →</a></div></div></div>`,
        )
        .join('')}</div></div></section>`,
    ].join('\n'),
  },
  ...posts.map(postPage),
];
