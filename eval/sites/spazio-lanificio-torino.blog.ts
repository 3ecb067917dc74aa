import {
  a,
  articles,
  b,
  icon,
  p,
  type SltPage,
  s123Module,
  uid,
  ul,
} from './spazio-lanificio-torino.layout.ts';

interface Post {
  path: string;
  title: string;
  description: string;
  /** As the articles module prints it: dd/mm/yyyy. */
  date: string;
  author: string;
  image: string;
  excerpt: string;
  content: string;
}

const posts: Post[] = [
  {
    path: '/blog/natale-2026-orari-e-chiusure',
    title: 'Natale 2026 al Lanificio: orari ridotti e chiusure',
    description:
      'Gli orari della reception durante le feste di Natale 2026, le chiusure, l’aperitivo e la posta.',
    date: '16/11/2026',
    author: 'Chiara Bertolotto',
    image: '6560a1f2c7d04_natale-cortile.jpg',
    excerpt:
      'Aperitivo, orari ridotti della reception, giorni di chiusura e ultimo giorno per i pacchi: tutto quello che c’è da sapere per le feste.',
    content: [
      p(
        'Care e cari membri, anche quest’anno a dicembre il Lanificio rallenta un po’. Ecco come cambiano gli orari della reception durante le feste.',
      ),
      `<h3>Gli orari della reception</h3>`,
      ul(
        `${b('Martedì 8 dicembre')} (Immacolata): chiuso`,
        `${b('Giovedì 24 dicembre')}: 8:30–13:00`,
        `${b('Venerdì 25 e sabato 26 dicembre')}: chiuso`,
        `${b('Da lunedì 28 a mercoledì 30 dicembre')}: 9:30–17:00`,
        `${b('Giovedì 31 dicembre')}: 8:30–13:00`,
        `${b('Venerdì 1 gennaio')}: chiuso`,
        `${b('Lunedì 4 e martedì 5 gennaio')}: 9:30–17:00`,
        `${b('Mercoledì 6 gennaio')} (Epifania): chiuso`,
        `${b('Da giovedì 7 gennaio 2027')}: si torna all’orario normale, 8:30–19:30`,
      ),
      p(
        'Day pass, carnet e desk flessibile seguono gli orari della reception. Chi ha una postazione fissa o un ufficio privato può entrare con il badge tutti i giorni, anche a Natale e a Capodanno.',
        'Nei giorni a orario ridotto le sale riunioni si possono prenotare solo dentro l’orario della reception.',
      ),
      `<h3>Posta e pacchi</h3>`,
      p(
        `Dal 24 dicembre al 6 gennaio la reception non ritira pacchi: fate arrivare gli ultimi ordini entro ${b('venerdì 18 dicembre')}. La posta ordinaria la riceve il portiere dello stabile e la trovate in reception dal 7 gennaio.`,
      ),
      `<h3>L’aperitivo di Natale</h3>`,
      p(
        `Vi aspettiamo ${b('giovedì 17 dicembre alle 18:30')} in cortile e in sala Tessitura per il brindisi di fine anno, ognuno con un ospite. ${a('Tutti gli eventi di dicembre', '/eventi')}.`,
        'Buone feste da Chiara, Davide, Elena e Marco!',
      ),
    ].join(''),
  },
  {
    path: '/blog/novita-2024-prezzi-e-orari',
    title: 'Nuovo anno, nuovi orari: le novità del 2024',
    description: 'Gli orari della reception, i prezzi e le novità di Spazio Lanificio per il 2024.',
    date: '09/01/2024',
    author: 'Chiara Bertolotto',
    image: '659d0c31a8e52_open-space-inverno.jpg',
    excerpt:
      'Reception aperta anche il sabato mattina, i prezzi del 2024 e la nuova sala Cardatura: ecco cosa cambia da gennaio.',
    content: [
      p('Buon anno a tutti! Il 2024 al Lanificio comincia con qualche novità.'),
      `<h3>Orari</h3>`,
      p(
        'Da lunedì 15 gennaio la reception è aperta dal lunedì al venerdì 9:00–18:30 e, per la prima volta, anche il sabato 9:30–13:00. L’accesso 24/7 con il badge resta riservato agli uffici privati.',
      ),
      `<h3>I prezzi del 2024</h3>`,
      ul(
        'Day pass: € 15 + IVA',
        'Carnet 10 ingressi: € 140 + IVA',
        'Desk flessibile: € 170 + IVA al mese',
        'Postazione fissa: € 230 + IVA al mese',
        'Sala riunioni Cardatura: € 22 l’ora + IVA',
      ),
      `<h3>La nuova sala Cardatura</h3>`,
      p(
        'Al primo piano abbiamo ricavato una nuova saletta per 6 persone, con schermo e videoconferenza: si chiama Cardatura e si prenota dall’app.',
        'Ci vediamo in cortile!',
      ),
    ].join(''),
  },
];

/** A post on SITE123's article page: breadcrumb, title, date and author, cover image, text, share buttons. */
const postPage = (post: Post): SltPage => {
  const id = uid();
  return {
    path: post.path,
    lang: 'it',
    kind: 'item',
    title: post.title,
    description: post.description,
    modules: [
      `<section id="section-${id}" class="s123-module s123-page-data s123-module-articles layout-1" data-module-id="${id}" data-module-type-num="18"><div class="container-fluid page_header_style page_header_style_"><div class="breadcrumb-wrap"><ol class="breadcrumb container"><li><a class="homepageMenu s123-fast-page-load" href="/">Home</a></li><li><a class="s123-fast-page-load" href="/blog">Blog</a></li><li class="active">${post.title}</li></ol></div></div><div class="container" data-aos="fade-up"><div class="row"><div class="col-xs-12 col-md-8 col-md-offset-2 articles-page"><h1 id="section-${id}-title" class="s123-page-header">${post.title}</h1><div class="articles-page-info"><span class="articles-page-date">${icon('calendar', 'fa-fw')}${post.date}</span> <span class="articles-page-author">${icon('user', 'fa-fw')}${post.author}</span></div><div class="articles-page-image"><img class="img-responsive lazyload" src="https://images.cdn-files-a.com/uploads/8512734/800_${post.image}" alt="${post.title}"></div><div class="fr-view articles-page-content">${post.content}</div><div class="s123-share-buttons"><span>Condividi:</span> <a class="share-facebook" href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.spazio-lanificio-torino.test${encodeURIComponent(post.path)}" target="_blank" rel="noopener">${icon('facebook')}</a><a class="share-linkedin" href="https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.spazio-lanificio-torino.test${encodeURIComponent(post.path)}" target="_blank" rel="noopener">${icon('linkedin')}</a></div><div class="articles-page-back"><a class="btn btn-default s123-fast-page-load" href="/blog">← Torna al blog</a></div></div></div></div></section>`,
    ],
  };
};

/** The blog page (the Articles module) and its posts, newest first; the January 2024 post was never removed. */
export const sltBlogPages: SltPage[] = [
  {
    path: '/blog',
    lang: 'it',
    title: 'Blog',
    description: 'Notizie, orari delle feste e novità da Spazio Lanificio, coworking a Torino.',
    modules: [
      s123Module(
        { type: 'articles', num: 18, title: 'Blog', slogan: 'Notizie dal Lanificio', h1: true },
        articles(
          posts.map((x) => ({
            path: x.path,
            title: x.title,
            date: x.date,
            excerpt: x.excerpt,
            image: x.image,
          })),
          'Leggi di più',
        ),
      ),
    ],
  },
  ...posts.map(postPage),
];
