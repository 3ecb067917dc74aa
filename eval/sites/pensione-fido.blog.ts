import { a, cx, type FidoPage, img, p, rt, section, ul } from './pensione-fido.layout.ts';

interface Post {
  slug: string;
  title: string;
  /** As the blog widget prints it. */
  date: string;
  iso: string;
  excerpt: string;
  cover: string;
  body: string[];
}

/** The blog's posts, newest first. Old posts stay published, as owners leave them. */
const posts: Post[] = [
  {
    slug: 'natale-2026-prenotate-entro-il-30-novembre',
    title: 'Natale 2026: prenotate entro il 30 novembre',
    date: '20 ott 2026',
    iso: '2026-10-20',
    excerpt: 'I box per le feste vanno esauriti presto: ecco come organizzarci insieme.',
    cover: 'natale-cani.jpg',
    body: [
      p(
        'Le feste si avvicinano e, come ogni anno, i box per il periodo di Natale vanno esauriti presto. Per organizzarci al meglio vi chiediamo di prenotare entro lunedì 30 novembre.',
      ),
      p('Durante le feste il soggiorno minimo è di 3 notti, e la caparra è obbligatoria.'),
      p(
        'Ricordate: a Natale (25 dicembre) e a Capodanno (1 gennaio) non si fanno né ingressi né ritiri. Il 24 e il 31 dicembre si ritira solo al mattino, dalle 8:00 alle 11:00.',
      ),
      p(
        'E per chi resta a casa con il suo cane: Giulia ha ancora qualche appuntamento libero in toelettatura per un bagno prima del cenone!',
      ),
    ],
  },
  {
    slug: 'prima-volta-in-pensione-6-consigli',
    title: 'Prima volta in pensione? 6 consigli per prepararlo',
    date: '15 set 2026',
    iso: '2026-09-15',
    excerpt: 'Una notte di prova, una maglietta che sa di casa e un saluto breve: i nostri consigli.',
    cover: 'primo-giorno.jpg',
    body: [
      p(
        'Il primo soggiorno in pensione è un po’ un salto nel buio, per voi più che per il vostro cane. Ecco cosa consigliamo alle famiglie che arrivano da noi per la prima volta.',
      ),
      ul(
        '**Venite a conoscerci prima.** Una visita su appuntamento, con il cane, per annusare il prato e noi.',
        '**Fate una notte di prova.** Ai nuovi ospiti la proponiamo a metà prezzo, dal lunedì al giovedì: così alla vera partenza il box non sarà una novità.',
        '**Portate qualcosa che sa di casa.** Una maglietta usata vale più di qualsiasi cuccia nuova.',
        '**Non cambiate cibo proprio adesso.** Se mangia qualcosa di particolare, portatecelo.',
        '**Salutatelo in fretta.** I saluti lunghi e commossi lo agitano più di voi.',
        '**Controllate i vaccini per tempo.** Alcuni vanno fatti almeno due settimane prima dell’ingresso.',
      ),
      p(`Tutti i documenti richiesti sono nella pagina ${a('Requisiti e vaccini', '/requisiti-sanitari')}.`),
    ],
  },
  {
    slug: 'il-gatto-in-pensione',
    title: 'Il gatto in pensione: come rendere il soggiorno meno stressante',
    date: '10 mar 2026',
    iso: '2026-03-10',
    excerpt:
      'I gatti amano le loro abitudini. Qualche trucco per aiutarli a cambiare casa per qualche giorno.',
    cover: 'gatto-trasportino.jpg',
    body: [
      p(
        'I gatti sono animali abitudinari e un soggiorno fuori casa può spaventarli. Sara, che da dieci anni si occupa del nostro gattile, ci racconta come lo rende più facile.',
      ),
      p(
        'Abituate il gatto al trasportino qualche settimana prima: lasciatelo aperto in casa, con dentro una copertina. Il giorno dell’arrivo, non lavate la copertina: il suo odore lo tranquillizza.',
      ),
      p(
        'In ogni suite usiamo diffusori di feromoni e teniamo la luce bassa nei primi giorni. Molti gatti passano il primo giorno nascosti nella cuccia più alta: è normale, dal secondo giorno in genere esplorano e mangiano.',
      ),
    ],
  },
  {
    slug: 'chiusi-per-lavori-dall-8-al-28-gennaio-2024',
    title: 'Chiusi per lavori dall’8 al 28 gennaio 2024',
    date: '4 dic 2023',
    iso: '2023-12-04',
    excerpt: 'Rifacciamo i box e il gattile: a gennaio la pensione resta chiusa tre settimane.',
    cover: 'lavori-box.jpg',
    body: [
      p(
        'Dopo le feste ci prendiamo tre settimane per rifare i box dei cani (arriva il pavimento riscaldato!) e ampliare il gattile.',
      ),
      p(
        '**Dall’8 al 28 gennaio 2024 la pensione resterà chiusa**: in quelle settimane non potremo accogliere nessun ospite, né in pensione né all’asilo. Riapriamo lunedì 29 gennaio 2024.',
      ),
      p(`Per tutto il 2024 resta valido il ${a('listino 2023', '/listino-2023')}. Grazie per la pazienza!`),
    ],
  },
  {
    slug: 'apre-l-asilo-per-cani',
    title: 'Apre l’asilo per cani!',
    date: '20 giu 2022',
    iso: '2022-06-20',
    excerpt: 'Da luglio il vostro cane può passare la giornata da noi e tornare a casa la sera.',
    cover: 'asilo-apertura.jpg',
    body: [
      p(
        'Da lunedì 4 luglio 2022 apre l’asilo per cani di Fido &amp; Micio! Il vostro cane passa la giornata da noi, gioca nel prato con gli amici e la sera torna a casa.',
      ),
      p(
        'L’asilo è aperto dal lunedì al venerdì, dalle 8:00 alle 18:00. Mezza giornata 11 €, giornata intera 17 €.',
      ),
      p('Per il lancio, la prima giornata intera è in omaggio. Vi aspettiamo!'),
    ],
  },
];

const postUrl = (post: Post) => `/blog/f/${post.slug}`;

/** A post as the blog widget renders it: the cover, the title, the date and the text, in an `<article>`. */
const postPage = (post: Post): FidoPage => ({
  path: postUrl(post),
  title: post.title,
  description: post.excerpt,
  kind: 'post',
  body: section(
    'blog',
    '',
    `<article data-ux="Block" data-aid="BLOG_POST_ARTICLE" class="${cx('article')}">${img(post.cover, post.title)}<h1 role="heading" aria-level="1" data-ux="HeadingMajor" data-aid="BLOG_POST_TITLE" class="${cx('h1')}">${post.title}</h1><div data-ux="Block" data-aid="BLOG_POST_META" class="${cx('div')}"><time datetime="${post.iso}" data-ux="Text" data-aid="BLOG_POST_DATE" class="${cx('time')}">${post.date}</time><span data-ux="Text" class="${cx('span')}">Elisa Gamba</span></div>${rt(...post.body)}<div data-ux="Block" data-aid="BLOG_POST_SHARE" class="${cx('div')}"><span data-ux="Text" class="${cx('span')}">Condividi questo post</span></div></article>`,
    `<a data-ux="Link" data-aid="BLOG_BACK_LINK" href="/blog" class="${cx('a')}">‹ Torna al blog</a>`,
  ),
});

/** The blog page: the builder's blog widget listing every post with its cover, date and excerpt. */
const blogIndex: FidoPage = {
  path: '/blog',
  title: 'Blog',
  description: 'Notizie, consigli e avvisi dalla pensione per cani e gatti Fido & Micio.',
  body: section(
    'blog',
    'Blog',
    `<div data-ux="Grid" data-aid="BLOG_POSTS_LIST" class="${cx('div')}">${posts
      .map(
        (post, i) =>
          `<div data-ux="GridCell" class="${cx('div')}"><div data-ux="ContentCard" data-aid="BLOG_POST_CARD_${i}" class="${cx('div')}"><a href="${postUrl(post)}" data-ux="Link" class="${cx('a')}">${img(post.cover, post.title)}</a><time datetime="${post.iso}" data-ux="Text" data-aid="BLOG_POST_CARD_DATE_${i}" class="${cx('time')}">${post.date}</time><h4 role="heading" aria-level="4" data-ux="ContentCardHeading" data-aid="BLOG_POST_CARD_TITLE_${i}" class="${cx('h4')}"><a href="${postUrl(post)}">${post.title}</a></h4><div data-ux="ContentCardText" class="${cx('div', 'x-rt')}"><p style="margin:0"><span>${post.excerpt}</span></p></div><a href="${postUrl(post)}" data-ux="Link" data-aid="BLOG_POST_CARD_MORE_${i}" class="${cx('a')}">Continua a leggere</a></div></div>`,
      )
      .join('')}</div>`,
  ),
};

export const fidoBlog: FidoPage[] = [blogIndex, ...posts.map(postPage)];
