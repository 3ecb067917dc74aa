import {
  a,
  block,
  boldLine,
  heading,
  NCC_WHATSAPP,
  type NccPage,
  p,
  text,
} from './ncc-lagomaggiore.layout.ts';

interface Post {
  /** Zoho Sites puts blog posts under `/blogs/post/`. */
  path: string;
  title: string;
  description: string;
  /** As the blog prints it, and as ISO. */
  date: [shown: string, iso: string];
  category: string;
  summary: string;
  image: string;
  /** The post body: Zoho's blog editor saves it with the same sections and elements as the pages. */
  body: string[];
}

const christmas: Post = {
  path: '/blogs/post/natale-e-capodanno-2026',
  title: 'Natale e Capodanno 2026: orari dell’ufficio e servizi',
  description: 'Gli orari dell’ufficio durante le feste, le prenotazioni e la notte di San Silvestro.',
  date: ['16 nov 2026', '2026-11-16'],
  category: 'Avvisi',
  summary:
    'Durante le feste le auto viaggiano tutti i giorni, ma l’ufficio cambia orario. Ecco cosa sapere per prenotare.',
  image: 'natale-stresa-lungolago',
  body: [
    block([
      text(
        `${p(
          'Anche durante le feste le nostre auto viaggiano tutti i giorni, Natale e Capodanno compresi, su prenotazione. Cambiano invece gli orari dell’ufficio:',
        )}${p(
          '<b>Giovedì 24 dicembre:</b> 8:00 – 13:00<br><b>Venerdì 25 e sabato 26 dicembre:</b> chiuso<br><b>Giovedì 31 dicembre:</b> 8:00 – 13:00<br><b>Venerdì 1 gennaio:</b> chiuso<br><b>Mercoledì 6 gennaio:</b> 9:00 – 12:00',
          'Negli altri giorni l’ufficio segue il solito orario.',
          `Quando l’ufficio è chiuso rispondiamo su WhatsApp al ${NCC_WHATSAPP}, solo per i servizi già prenotati.`,
          'Prenotate entro sabato 19 dicembre i servizi dal 24 dicembre al 6 gennaio: nei giorni di festa le auto per l’aeroporto si riempiono in fretta.',
        )}`,
      ),
      text(
        `${boldLine('Notte di San Silvestro')}${p(
          'Per i servizi con partenza tra le 20:00 del 31 dicembre e le 6:00 del 1° gennaio il supplemento è del 50%, al posto del solito 20% notturno.',
          'Le navette per il cenone e per le feste di Capodanno si prenotano solo con il pagamento anticipato.',
        )}`,
      ),
      text('<p>Buone feste da Marco, Giulia e da tutti i nostri autisti!</p>'),
    ]),
  ],
};

const prices2024: Post = {
  path: '/blogs/post/tariffe-2024-e-nuovi-orari',
  title: 'Tariffe 2024 e nuovi orari dell’ufficio',
  description: 'Le nuove tariffe dei transfer dal 1° febbraio 2024 e i nuovi orari dell’ufficio.',
  date: ['10 gen 2024', '2024-01-10'],
  category: 'Novità',
  summary: 'Dal 1° febbraio 2024 aggiorniamo le tariffe, ferme dal 2022, e cambiano gli orari dell’ufficio.',
  image: 'classe-e-inverno-2024',
  body: [
    block([
      text(
        `${p(
          'Buon anno! Dal 1° febbraio 2024 aggiorniamo le tariffe, ferme dal 2022. Ecco i nuovi prezzi per la berlina e il van:',
          'Malpensa: € 105 in berlina, € 140 in van<br>Linate: € 185 in berlina, € 235 in van<br>Bergamo Orio al Serio: € 235 in berlina, € 290 in van<br>Milano centro: € 170 in berlina, € 215 in van<br>Escursione al Lago d’Orta: € 230 in berlina',
          'Attesa in aeroporto: i primi 60 minuti restano gratuiti, poi € 20 ogni 30 minuti. Supplemento notturno: 15% dalle 23:00 alle 6:00.',
        )}${boldLine('Nuovi orari dell’ufficio')}${p(
          'Dal lunedì al venerdì 8:30 – 18:30, il sabato 9:00 – 12:30.',
          'Grazie a tutti per la fiducia!',
        )}`,
      ),
    ]),
  ],
};

const posts = [christmas, prices2024];

const article = (post: Post): NccPage => ({
  path: post.path,
  lang: 'it',
  kind: 'post',
  title: post.title,
  description: post.description,
  sections: [
    `<div class="zpblogpost-container" data-zs-blogpost><div class="zpblogpost-header zpcontainer"><div class="zpblogpost-breadcrumb"><a href="/blogs">News</a> <span>/</span> <span>${post.title}</span></div><h1 class="zpblogpost-title">${post.title}</h1><div class="zpblogpost-meta"><span class="zpblogpost-author">di Giulia Zanetti</span> <time class="zpblogpost-date" datetime="${post.date[1]}">${post.date[0]}</time> <span class="zpblogpost-category"><a href="/blogs/category/${post.category.toLowerCase()}">${post.category}</a></span></div><div class="zpblogpost-cover"><img src="/files/${post.image}.jpg" alt="${post.title}" loading="lazy"/></div></div><div class="zpblogpost-content" data-zs-blogpost-content>${post.body.join('')}</div><div class="zpblogpost-footer zpcontainer"><div class="zpblogpost-share"><span>Condividi:</span> <a href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`https://www.ncc-lagomaggiore.test${post.path}`)}" target="_blank" rel="noopener">Facebook</a> <a href="https://wa.me/?text=${encodeURIComponent(`https://www.ncc-lagomaggiore.test${post.path}`)}" target="_blank" rel="noopener">WhatsApp</a></div><div class="zpblogpost-back">${a('← Tutte le news', '/blogs')}</div></div></div>`,
  ],
});

/** The blog (`/blogs`, Zoho's post list) and its two posts: the Christmas 2026 notice and the 2024 prices. */
export const nccNewsPages: NccPage[] = [
  {
    path: '/blogs',
    lang: 'it',
    kind: 'blog',
    title: 'News',
    description: 'Novità, avvisi e offerte di Autoservizi Verbano NCC.',
    sections: [
      block([heading('News', 'h1')]),
      `<div class="zpblog-list-container zpcontainer" data-zs-blog-list>${posts
        .map(
          (post) =>
            `<div class="zpblog-list-item"><div class="zpblog-list-image"><a href="${post.path}"><img src="/files/${post.image}.jpg" alt="${post.title}" loading="lazy"/></a></div><div class="zpblog-list-content"><h2 class="zpblog-list-title"><a href="${post.path}">${post.title}</a></h2><div class="zpblog-list-meta"><span class="zpblog-list-author">Giulia Zanetti</span> <time class="zpblog-list-date" datetime="${post.date[1]}">${post.date[0]}</time></div><div class="zpblog-list-summary"><p>${post.summary}</p></div><a class="zpblog-list-readmore" href="${post.path}">Leggi tutto</a></div></div>`,
        )
        .join('')}<div class="zpblog-pagination"><span>Pagina 1 di 1</span></div></div>`,
    ],
  },
  ...posts.map(article),
];
