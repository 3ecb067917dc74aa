import {
  bullets,
  button,
  col,
  did,
  heading,
  image,
  link,
  row,
  type SetaPage,
  section,
  text,
} from './museo-seta-valmorea.layout.ts';

interface Post {
  slug: string;
  title: string;
  /** As the blog prints it in the byline and the list. */
  date: string;
  iso: string;
  excerpt: string;
  cover: string;
  body: string[];
}

/** The blog's posts, newest first; the old ones stay published, as they do on most sites. */
const posts: Post[] = [
  {
    slug: 'natale-in-filanda-2026',
    title: 'Natale in Filanda: aperture delle feste, laboratori e chiusura di gennaio',
    date: '10 novembre 2026',
    iso: '2026-11-10',
    excerpt:
      'Quando siamo aperti durante le feste, i laboratori per i bambini e la chiusura per la manutenzione dei telai.',
    cover: 'natale-filanda.jpg',
    body: [
      text(
        'Anche quest’anno la filanda si prepara alle feste: il Cortile dei Gelsi si illumina, la Bottega si riempie di confezioni regalo e i telai continuano a battere il sabato e la domenica. Ecco tutto quello che c’è da sapere.',
      ),
      heading('Le aperture delle feste', 3),
      bullets(
        'Martedì 8 dicembre (Immacolata): aperto 10:00–18:00',
        'Giovedì 24 e venerdì 25 dicembre: chiuso',
        'Sabato 26 e domenica 27 dicembre: aperto 10:00–18:00',
        'Da lunedì 28 a mercoledì 30 dicembre: apertura straordinaria 10:00–18:00',
        'Giovedì 31 dicembre e venerdì 1° gennaio: chiuso',
        'Da sabato 2 a mercoledì 6 gennaio: aperto 10:00–18:00',
      ),
      text(
        'Nei giorni di apertura straordinaria ci sono anche le dimostrazioni dei telai, alle 11:00 e alle 15:30. Ultimo ingresso, come sempre, 45 minuti prima della chiusura.',
      ),
      heading('Laboratori di Natale per bambini', 3),
      text(
        'Domenica 13 e domenica 20 dicembre alle 15:00: «Un nastro di seta per l’albero», laboratorio per bambini dai 6 agli 11 anni. Ogni bambino stampa con i blocchi di legno della stamperia un nastro di seta da appendere all’albero.',
        'Costa € 10 a bambino, materiali compresi; i genitori accompagnatori pagano il biglietto ridotto. Prenotazione obbligatoria, massimo 20 bambini.',
      ),
      heading('In Bottega', 3),
      text(
        'Dal 1° dicembre al 6 gennaio la confezione regalo è sempre gratuita e gli Amici del Museo hanno lo sconto del 15% invece del 10%.',
      ),
      heading('Chiusura di gennaio', 3),
      text(
        'Dall’11 al 29 gennaio 2027 il museo resta chiuso per la manutenzione annuale dei telai e del torcitoio. La Bottega resta aperta con il suo orario. Riapriamo sabato 30 gennaio 2027.',
      ),
    ],
  },
  {
    slug: 'inaugura-fili-d-oro',
    title: 'Inaugura «Fili d’oro»: tre secoli di seta operata a Como',
    date: '8 settembre 2026',
    iso: '2026-09-08',
    excerpt:
      'Sabato 12 settembre apre la nuova mostra temporanea: broccati, damaschi e velluti dal Settecento al Déco.',
    cover: 'mostra-fili-doro-broccato.jpg',
    body: [
      text(
        'Sabato 12 settembre alle 18:00 inauguriamo «Fili d’oro. Broccati e damaschi comaschi dal Settecento al Déco», la nuova mostra nella Sala delle Mostre al piano terra.',
        'Sessanta tessuti e quattordici abiti, quasi tutti esposti per la prima volta, dalla Collezione Bernasconi Ruffo e dagli archivi di tre tessiture comasche. La curatrice, Chiara Lurati, racconta come il filo d’oro è passato dalle chiese alle ville sul lago e poi agli abiti da sera degli anni Venti.',
        'L’inaugurazione è aperta a tutti con ingresso libero; segue un brindisi nel Cortile dei Gelsi.',
        `La mostra resta aperta fino al 10 gennaio 2027. Biglietti e visite guidate: ${link('la pagina della mostra', '/mostra-fili-d-oro')}.`,
      ),
    ],
  },
  {
    slug: 'orari-e-tariffe-2024',
    title: 'Si riparte il 1° marzo: orari e tariffe 2024',
    date: '20 febbraio 2024',
    iso: '2024-02-20',
    excerpt: 'La nuova stagione del museo: gli orari, i prezzi dei biglietti e una novità per la domenica.',
    cover: 'biglietteria.jpg',
    body: [
      text(
        'Dopo la pausa invernale il museo riprende l’orario pieno. Dal 1° marzo 2024 siamo aperti da martedì a domenica, dalle 10:00 alle 18:00. Da novembre a febbraio apriamo solo il sabato e la domenica, dalle 10:00 alle 17:00. Ultimo ingresso 30 minuti prima della chiusura.',
        '**Tariffe 2024:** intero € 8, ridotto € 6,50, ragazzi 6–17 anni € 3,50, famiglia € 20, gratis sotto i 6 anni.',
        '**La novità:** ogni domenica alle 16:00 i telai in funzione nella Sala dei Telai, con i nostri tessitori volontari!',
        'Vi aspettiamo!',
      ),
    ],
  },
  {
    slug: 'amici-del-museo-2023',
    title: 'Diventa Amico del Museo: la campagna 2023',
    date: '15 marzo 2023',
    iso: '2023-03-15',
    excerpt:
      'Con una tessera entrate gratis tutto l’anno e aiutate la filanda a restaurare il secondo telaio Jacquard.',
    cover: 'amici-inaugurazione.jpg',
    body: [
      text(
        'Quest’anno vogliamo restaurare il secondo telaio Jacquard, fermo dal 1978: per farlo abbiamo bisogno di voi.',
        '**Le tessere 2023:** Amico € 25, Famiglia € 45. Con la tessera entrate gratis per un anno, avete lo sconto del 5% in Bottega e siete invitati alle inaugurazioni.',
        'Ci si iscrive in biglietteria. Grazie a chi ci sostiene!',
      ),
    ],
  },
];

/** The blog's post list widget: every post a card with cover, title, date, excerpt and link. */
const postList = () =>
  `<div class="u_${did()} dmBlogPostList" data-element-type="dBlogPostListId" data-layout="list-layout-2" id="${did()}"><div class="blog-posts-list">${posts
    .map(
      (p) =>
        `<div class="blog-post-item" data-post-alias="${p.slug}"><a class="blog-post-image" href="/news/${p.slug}"><img src="https://lirp.cdn-website.com/5f2c81a7/dms3rep/multi/opt/${p.cover.replace(/(\.\w+)$/, '-640w$1')}" alt="${p.title}"/></a><div class="blog-post-content"><h3 class="blog-post-title"><a href="/news/${p.slug}">${p.title}</a></h3><div class="blog-post-date">${p.date}</div><div class="blog-post-excerpt">${p.excerpt}</div><a class="blog-post-read-more" href="/news/${p.slug}">Leggi tutto</a></div></div>`,
    )
    .join('')}</div></div>`;

/** The news page and its posts. */
export const setaNewsPages: SetaPage[] = [
  {
    path: '/news',
    title: 'News',
    description: 'Le novità del Museo della Seta di Valmorea: mostre, aperture, laboratori, eventi.',
    body: [section(heading('News dalla filanda', 1), postList())].join('\n'),
  },
  ...posts.map(
    (p): SetaPage => ({
      path: `/news/${p.slug}`,
      title: p.title,
      description: p.excerpt,
      post: { date: p.date, iso: p.iso, author: 'Redazione del Museo' },
      body: [
        row([col(12, image(p.cover, p.title))]),
        section(...p.body),
        row([col(12, button('Tutte le news', '/news', 'icon-angle-left'))]),
      ].join('\n'),
    }),
  ),
];
