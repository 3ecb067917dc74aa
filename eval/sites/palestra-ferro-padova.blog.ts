import {
  a,
  type FerroPage,
  heading,
  image,
  p,
  postCard,
  strong,
  type Teaser,
  table,
  ul,
  wpHref,
} from './palestra-ferro-padova.layout.ts';

/**
 * The blog: the Christmas 2026 post (the only page with the holiday hours, the classes' break and the gift
 * vouchers), the October 2026 post on the Area Relax coming in autumn 2027, the Promo Estate 2025 (over since
 * 31 August 2025, still linked from the mega menu) and a January 2024 post with that year's prices and hours,
 * never taken down. The blog page lists them as cards with WordPress's automatic excerpt and "Leggi tutto";
 * under every post the theme prints two "Articoli simili" cards and the previous/next links.
 */
interface Post extends Teaser {
  tags: string[];
  author: string;
  body: string;
}

const christmas: Post = {
  path: '/blog/orari-natale-2026',
  title: 'Orari di Natale e Capodanno 2026',
  date: '17 Novembre 2026',
  iso: '2026-11-17T10:12:00+01:00',
  category: 'Avvisi',
  tags: ['orari', 'Natale'],
  author: 'Elena Rizzo',
  image: '2026/11/natale-palestra-ferro-768x512.jpg',
  excerpt:
    'Anche quest’anno la palestra resta aperta quasi tutte le feste, con qualche orario ridotto. Ecco il calendario completo delle aperture, dei corsi e della reception',
  body: [
    image('2026/11/natale-palestra-ferro.jpg', 'Il rig della sala functional con le luci di Natale'),
    p(
      'Anche quest’anno la palestra resta aperta quasi tutte le feste, con qualche orario ridotto. Ecco il calendario completo delle aperture, dei corsi e della reception.',
    ),
    heading('Orari di apertura', 'h2'),
    table(
      ['Giorno', 'Orario'],
      [
        ['Lunedì 21 – mercoledì 23 dicembre', 'orario normale (6:30 – 22:00)'],
        ['Giovedì 24 dicembre', '8:00 – 14:00'],
        ['Venerdì 25 e sabato 26 dicembre', 'chiuso'],
        ['Domenica 27 dicembre', 'chiuso'],
        ['Lunedì 28 – mercoledì 30 dicembre', '8:00 – 20:00'],
        ['Giovedì 31 dicembre', '8:00 – 15:00'],
        ['Venerdì 1 gennaio', 'chiuso'],
        ['Sabato 2 e domenica 3 gennaio', 'orario normale'],
        ['Lunedì 4 e martedì 5 gennaio', '8:00 – 20:00'],
        ['Mercoledì 6 gennaio', '9:00 – 13:00'],
      ],
    ),
    heading('Corsi', 'h2'),
    p(
      'L’ultima lezione prima delle feste è mercoledì 23 dicembre. Dal 24 dicembre al 6 gennaio i corsi sono sospesi e la sala è a ingresso libero negli orari qui sopra. I corsi riprendono giovedì 7 gennaio 2027, con l’orario di sempre.',
    ),
    heading('Reception', 'h2'),
    p(
      'La reception è chiusa dal 24 dicembre al 6 gennaio: nei giorni di apertura si entra con il badge. Per rinnovi e iscrizioni scrivici su WhatsApp.',
    ),
    heading('Un regalo di ferro', 'h2'),
    p(
      'Buoni regalo da € 50 e da € 100, da usare per abbonamenti, carnet e personal training: si comprano in reception fino a mercoledì 23 dicembre.',
      'Buone feste da tutto lo staff di Palestra Ferro!',
    ),
  ].join('\n'),
};

const areaRelax: Post = {
  path: '/blog/area-relax-sauna-2027',
  title: 'Nel 2027 arriva l’Area Relax: sauna e bagno turco',
  date: '8 Ottobre 2026',
  iso: '2026-10-08T18:40:00+02:00',
  category: 'Novità',
  tags: ['area relax', 'lavori'],
  author: 'Matteo Bertin',
  image: '2026/10/area-relax-rendering-768x512.jpg',
  excerpt:
    'Abbiamo una notizia che aspettavamo da anni: nel seminterrato della palestra nascerà l’Area Relax, con sauna finlandese, bagno turco, docce emozionali e una zona relax. I lavori inizieranno a gennaio 2027',
  body: [
    image('2026/10/area-relax-rendering.jpg', 'Il progetto dell’Area Relax'),
    p(
      'Abbiamo una notizia che aspettavamo da anni: nel seminterrato della palestra nascerà l’Area Relax, con sauna finlandese, bagno turco, docce emozionali e una zona relax.',
      'I lavori inizieranno a gennaio 2027 e l’apertura è prevista per l’autunno 2027. Durante i lavori la palestra resta aperta con gli orari di sempre.',
    ),
    heading('Quanto costerà? Si può già prenotare?', 'h3'),
    p(
      'Prezzi e modalità di accesso non sono ancora definiti, e al momento non è ancora possibile prenotare né acquistare pacchetti per l’Area Relax. Vi aggiorneremo qui sul blog e in reception appena avremo tutte le informazioni.',
    ),
  ].join('\n'),
};

const promo2025: Post = {
  path: '/blog/promo-estate-2025',
  title: 'Promo Estate 2025: iscrizione gratuita e trimestrale a € 129',
  date: '28 Maggio 2025',
  iso: '2025-05-28T09:05:00+02:00',
  category: 'Promozioni',
  tags: ['promo', 'estate'],
  author: 'Elena Rizzo',
  image: '2025/05/promo-estate-2025-768x512.jpg',
  excerpt:
    'L’estate è il momento giusto per iniziare! Dal 1° giugno al 31 agosto 2025 chi si iscrive a Palestra Ferro non paga la quota associativa e può scegliere il trimestrale Open Gym a € 129',
  body: [
    image('2025/05/promo-estate-2025.jpg', 'Promo Estate 2025'),
    p(
      'L’estate è il momento giusto per iniziare! Dal 1° giugno al 31 agosto 2025 chi si iscrive a Palestra Ferro non paga la quota associativa e può scegliere il trimestrale Open Gym a € 129.',
    ),
    ul(
      'Valida per le nuove iscrizioni dal 1° giugno al 31 agosto 2025',
      'Quota associativa gratuita',
      'Trimestrale Open Gym a € 129',
      'Non cumulabile con altre promozioni',
    ),
    p(`Scrivici su WhatsApp o passa in reception! ${a('Tutti gli abbonamenti', '/abbonamenti')}`),
  ].join('\n'),
};

const prices2024: Post = {
  path: '/blog/nuovi-prezzi-2024',
  title: 'Nuovi prezzi e nuovi orari dal 1° febbraio 2024',
  date: '12 Gennaio 2024',
  iso: '2024-01-12T11:30:00+01:00',
  category: 'Avvisi',
  tags: ['prezzi', 'orari'],
  author: 'Matteo Bertin',
  image: '2024/01/listino-2024-768x512.jpg',
  excerpt:
    'Buon anno a tutti! Dal 1° febbraio 2024 aggiorniamo il listino, fermo dal 2022, e allunghiamo l’orario di apertura. Il nuovo listino Open Gym: mensile € 49, trimestrale € 135, annuale € 420 Open Gym + Corsi: mensile € 65, trimestrale € 179, annuale € 590',
  body: [
    p(
      'Buon anno a tutti! Dal 1° febbraio 2024 aggiorniamo il listino, fermo dal 2022, e allunghiamo l’orario di apertura.',
    ),
    heading('Il nuovo listino', 'h3'),
    ul(
      'Open Gym: mensile € 49, trimestrale € 135, annuale € 420',
      'Open Gym + Corsi: mensile € 65, trimestrale € 179, annuale € 590',
      'Studenti: € 38 al mese (Open Gym), € 52 al mese (con corsi)',
      'Over 65: € 32 al mese',
      'Ingresso giornaliero: € 10',
      'Carnet 10 ingressi: € 90',
      'Quota associativa: € 25',
      'Personal training: € 40 a seduta, pacchetto 10 sedute € 360',
    ),
    heading('I nuovi orari', 'h3'),
    p(
      `Dal lunedì al venerdì 7:00 – 21:30, sabato 9:00 – 18:00. ${strong('Domenica chiuso.')}`,
      'Chi ha già un abbonamento in corso mantiene il vecchio prezzo fino alla scadenza. Grazie a tutti per un 2023 bellissimo!',
    ),
  ].join('\n'),
};

/** Newest first, as the blog and the Posts block list them. */
export const ferroPosts: Teaser[] = [christmas, areaRelax, promo2025, prices2024];
const posts = [christmas, areaRelax, promo2025, prices2024];

const related = (post: Post) => {
  const others = posts.filter((x) => x !== post).slice(0, 2);
  const i = posts.indexOf(post);
  const newer = posts[i - 1];
  const older = posts[i + 1];
  const navLink = (x: Post | undefined, rel: 'prev' | 'next', label: string) =>
    x
      ? `<div class="nav-${rel === 'prev' ? 'previous' : 'next'}"><a href="${wpHref(x.path)}" rel="${rel}"><div class="post-navigation-sub"><small>${label}</small></div>${x.title}</a></div>`
      : '';
  return `<nav class="navigation post-navigation" aria-label="Articoli"><h2 class="screen-reader-text">Navigazione articoli</h2><div class="nav-links">${navLink(older, 'prev', 'Precedente')}${navLink(newer, 'next', 'Successivo')}</div></nav>
<div class="entry-related alignfull entry-related-style-wide"><div class="entry-related-inner content-container site-container"><div class="entry-related-inner-content alignwide"><h2 class="entry-related-title" id="related-posts-title">Articoli simili</h2><div class="entry-related-carousel kadence-slide-init splide" aria-labelledby="related-posts-title" data-columns-xxl="3" data-columns-xl="3" data-columns-md="3" data-columns-sm="2" data-columns-xs="2" data-columns-ss="1" data-slider-anim-speed="400" data-slider-scroll="1" data-slider-dots="true" data-slider-arrows="true" data-slider-hover-pause="false" data-slider-auto="false" data-slider-speed="7000" data-slider-gutter="40" data-slider-loop="true" data-slider-next-label="Successivo" data-slider-slide-label="Articoli" data-slider-prev-label="Precedente"><div class="splide__track"><ul class="splide__list kadence-posts-list grid-cols grid-sm-col-2 grid-lg-col-3">${others.map((x) => `<li class="entry-list-item carousel-item splide__slide">${postCard(x, 'h3')}</li>`).join('')}</ul></div></div></div></div></div>`;
};

const blog: FerroPage = {
  path: '/blog',
  lang: 'it',
  kind: 'archive',
  title: 'Blog',
  description: 'Novità, avvisi e promozioni di Palestra Ferro Padova.',
  body: posts.map((x) => postCard(x)).join('\n'),
};

export const ferroBlogPages: FerroPage[] = [
  blog,
  ...posts.map(
    (x): FerroPage => ({
      path: x.path,
      lang: 'it',
      kind: 'post',
      title: x.title,
      description: x.excerpt.slice(0, 155),
      post: { date: x.date, iso: x.iso, category: x.category, tags: x.tags, author: x.author },
      body: x.body,
      after: related(x),
    }),
  ),
];
