import { type AmbPage, a, heading, section } from './accademia-musica-bergamo.layout.ts';

interface Post {
  path: string;
  id: number;
  title: string;
  description: string;
  /** ISO date of publication. */
  date: string;
  author: string;
  category: string;
  cover: string;
  excerpt: string;
  /** The post's Gutenberg content, as `the_content` prints it. */
  content: string;
}

const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];
const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
};

const p = (html: string) => `<p>${html}</p>`;
const h2 = (html: string) => `<h2 class="wp-block-heading">${html}</h2>`;
const list = (...items: string[]) =>
  `<ul class="wp-block-list">${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;

/** The posts, newest first. */
const posts: Post[] = [
  {
    path: '/blog/natale-2026-concerto-e-vacanze',
    id: 412,
    title: 'Natale 2026: il concerto e le vacanze',
    description:
      'La data del concerto di Natale 2026, le chiusure delle feste e quando riprendono le lezioni.',
    date: '2026-11-10',
    author: 'Elena Brambilla',
    category: 'Avvisi',
    cover: '2026/11/concerto-natale-2025-orchestra.jpg',
    excerpt:
      'Il concerto di Natale, le prove, i giorni di chiusura e la ripresa delle lezioni a gennaio: tutto quello che serve sapere per le feste.',
    content: [
      p('Care famiglie, care allieve e cari allievi, ecco gli appuntamenti e le chiusure delle feste.'),
      h2('Il concerto di Natale'),
      p(
        'Il concerto di Natale 2026 è <strong>sabato 19 dicembre alle 17:00</strong>, all’Auditorium di Piazza della Libertà. Suonano l’orchestra d’archi giovanile, il coro di voci bianche, le band della Band Lab e alcuni solisti.',
      ),
      p(
        'L’ingresso è libero ma i posti sono limitati: si prenotano in segreteria dal 1° dicembre, al massimo 4 posti per famiglia.',
      ),
      p(
        'La prova generale è venerdì 18 dicembre alle 18:00 in Via Camozzi. Sabato 19 dicembre le lezioni del mattino ci sono, quelle del pomeriggio sono sospese: le recuperiamo sabato 9 gennaio.',
      ),
      h2('Le chiusure'),
      list(
        '<strong>Martedì 8 dicembre</strong> (Immacolata): scuola chiusa',
        '<strong>Martedì 22 dicembre</strong>: ultimo giorno di lezione prima delle vacanze',
        '<strong>Da mercoledì 23 dicembre 2026 a mercoledì 6 gennaio 2027</strong>: scuola chiusa, lezioni e segreteria',
        '<strong>Giovedì 7 gennaio 2027</strong>: riprendono le lezioni',
      ),
      p(
        'Lunedì 21 e martedì 22 dicembre la segreteria è aperta solo al mattino, 9:30–12:30 (le lezioni del pomeriggio ci sono, come sempre).',
      ),
      h2('Un’idea regalo'),
      p(
        'Quest’anno c’è la carta regalo: 4 lezioni individuali da 45 minuti, € 110, valida fino al 30 giugno 2027. La trovi in segreteria.',
      ),
      p('Buone feste da tutti noi!'),
    ].join(''),
  },
  {
    path: '/blog/anno-2024-2025-orari-e-prezzi',
    id: 287,
    title: 'Anno accademico 2024/2025: orari, prezzi e novità',
    description: 'Gli orari della segreteria, le rette e le novità dell’anno accademico 2024/2025.',
    date: '2024-06-18',
    author: 'Elena Brambilla',
    category: 'Iscrizioni',
    cover: '2024/06/iscrizioni-2024-2025.jpg',
    excerpt:
      'Le iscrizioni per il 2024/2025 sono aperte: ecco le rette, gli orari della segreteria e le novità del prossimo anno.',
    content: [
      p(
        'Le iscrizioni per l’anno accademico 2024/2025 sono aperte! Le lezioni cominciano lunedì 16 settembre 2024.',
      ),
      h2('Le rette'),
      list(
        'Lezione individuale da 30 minuti: € 62 al mese',
        'Lezione individuale da 45 minuti: € 88 al mese',
        'Lezione individuale da 60 minuti: € 112 al mese',
        'Propedeutica musicale (bambini dai 4 ai 6 anni): € 42 al mese',
        'Musica d’insieme: € 30 al mese',
        'Quota di iscrizione annuale: € 40',
      ),
      p('Per i fratelli c’è uno sconto del 5% sulla seconda retta.'),
      h2('Gli orari'),
      p(
        'La segreteria è aperta dal lunedì al venerdì 16:00–19:00; il sabato la segreteria è chiusa. Le lezioni si tengono dal lunedì al sabato fino alle 21:00.',
      ),
      p('La sala di Città Alta è aperta solo il sabato mattina.'),
      h2('La lezione di prova'),
      p('La lezione di prova costa € 15, che scaliamo dalla prima retta se ti iscrivi.'),
      p('Ad agosto la segreteria è chiusa dal 1° al 31 agosto. Buona estate!'),
    ].join(''),
  },
];

const postMeta = (post: Post) =>
  `<div id="brxe-pstmta" class="brxe-post-meta post-meta"><span class="item">${longDate(post.date)}</span><span class="separator">•</span><span class="item">${post.author}</span><span class="separator">•</span><span class="item"><a href="/category/${post.category.toLowerCase()}/">${post.category}</a></span></div>`;

const postPage = (post: Post): AmbPage => ({
  path: post.path,
  lang: 'it',
  title: post.title,
  id: post.id,
  kind: 'post',
  modified: post.date,
  description: post.description,
  sections: [
    `<section id="brxe-pstttl" class="brxe-section post-header"><div id="brxe-pstctn" class="brxe-container"><h1 id="brxe-psttle" class="brxe-post-title">${post.title}</h1>${postMeta(post)}<img width="1200" height="675" src="https://accademia-musica-bergamo.test/wp-content/uploads/${post.cover}" class="brxe-image css-filter size-full wp-post-image" alt="" id="brxe-pstimg" decoding="async" loading="lazy" /></div></section>`,
    `<section id="brxe-pstbdy" class="brxe-section post-body"><div id="brxe-pstcnt" class="brxe-container"><div id="brxe-pstcon" class="brxe-post-content">${post.content}</div><div id="brxe-pstsha" class="brxe-post-sharing"><a class="facebook" href="https://www.facebook.com/sharer.php?u=https%3A%2F%2Faccademia-musica-bergamo.test${encodeURIComponent(post.path)}%2F" target="_blank" rel="nofollow" aria-label="Condividi su Facebook"><i class="fab fa-facebook-f"></i></a><a class="whatsapp" href="https://api.whatsapp.com/send?text=${encodeURIComponent(post.title)}" target="_blank" rel="nofollow" aria-label="Condividi su WhatsApp"><i class="fab fa-whatsapp"></i></a></div><div id="brxe-pstnav" class="brxe-post-navigation post-navigation"><a href="/blog/">← Tutti gli articoli</a></div></div></section>`,
  ],
});

/** The blog index (an archive template with a Posts element) and the posts. */
export const ambBlogPages: AmbPage[] = [
  {
    path: '/blog',
    lang: 'it',
    title: 'Blog',
    id: 40,
    kind: 'blog',
    modified: '2026-11-10',
    description: 'Avvisi, concerti e novità dell’Accademia di Musica Bergamo.',
    sections: [
      section([heading('Blog e avvisi', 1)], 'page-title'),
      `<section id="brxe-blglst" class="brxe-section"><div id="brxe-blgcnt" class="brxe-container"><div id="brxe-blgpst" data-script-id="blgpst" class="brxe-posts"><ul class="bricks-layout-wrapper" data-layout="grid">${posts
        .map(
          (post) =>
            `<li class="bricks-layout-item repeater-item"><div class="bricks-layout-inner"><figure class="image-wrapper"><a href="${post.path}/"><img width="600" height="338" src="https://accademia-musica-bergamo.test/wp-content/uploads/${post.cover.replace('.jpg', '-600x338.jpg')}" class="css-filter size-medium_large" alt="" loading="lazy" /></a></figure><div class="content-wrapper"><h3 class="dynamic" data-field-id="f1a2b3"><a href="${post.path}/">${post.title}</a></h3><div class="dynamic" data-field-id="c4d5e6">${longDate(post.date)}</div><div class="dynamic" data-field-id="g7h8i9">${post.excerpt} ${a('Leggi tutto', `${post.path}/`)}</div></div></div></li>`,
        )
        .join('')}</ul></div></div></section>`,
    ],
  },
  ...posts.map(postPage),
];
