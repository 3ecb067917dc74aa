import {
  callout,
  gallery,
  h,
  image,
  type LasteiPage,
  type PostCard,
  p,
  pageProperties,
  RL_EMAIL,
  RL_MOBILE,
  table,
  ul,
} from './rifugio-lastei.layout.ts';

/**
 * The blog, a Notion database ('Blog') published by Super, only in Italian: the list page is a gallery view of
 * the database (cover, title with its icon, the Date property as Notion prints it, 'November 12, 2026', the
 * 'Anteprima' text property and the tags), newest first and the January 2024 price post last, its old
 * half-board price already in its card; each post is a database page with its properties above the body.
 * The posts: Christmas 2026 (the only page with the holiday opening, 26 December 2026 – 6 January 2027, its
 * prices, the New Year's Eve dinner and the snowshoe hire), the end of the 2026 summer (closed on 27 September
 * 2026, the 2027 novelties), path 343 reopened on 10 July 2026 after the April landslide, what to pack for a
 * first night in a hut (towels not provided), and 'Prezzi e aperture 2024', never taken down.
 */

interface Post {
  slug: string;
  icon: string;
  title: string;
  /** Notion's 'Full date' and the ISO date behind it. */
  date: string;
  iso: string;
  excerpt: string;
  tags: [string, string][];
  cover: string;
  body: string;
}

const natale: Post = {
  slug: 'natale-2026',
  icon: '🎄',
  title: 'Natale e Capodanno 2026 al Lastei',
  date: 'November 12, 2026',
  iso: '2026-11-12',
  excerpt:
    'Per le feste il rifugio è aperto tutti i giorni: date, prezzi, cenone di San Silvestro e ciaspole.',
  tags: [
    ['Inverno', 'blue'],
    ['Aperture', 'green'],
  ],
  cover: 'natale-lastei-neve-lanterne',
  body: [
    p(
      'Quest’anno le feste le passiamo lassù! Il rifugio sarà {red|**aperto tutti i giorni dal 26 dicembre 2026 al 6 gennaio 2027**}, per chi vuole salire con le ciaspole o con gli sci. Il 24 e il 25 dicembre restiamo chiusi: il Natale lo passiamo in famiglia a Ronchi.',
    ),
    h(2, 'Prezzi delle feste'),
    table(
      [
        ['**A persona e a notte**', '**Soci CAI**', '**Non soci**'],
        ['Mezza pensione in camerata', '€ 68', '€ 80'],
        ['Solo pernottamento in camerata', '€ 28', '€ 38'],
      ],
      { header: true },
    ),
    p('Come in tutto l’inverno si dorme solo in camerata (16 posti) e non ci sono docce.'),
    h(2, 'Capodanno'),
    p(
      '**Cenone di San Silvestro** il 31 dicembre: **€ 95** a persona, bevande escluse, anche per chi non dorme al rifugio (su prenotazione). Per la notte di Capodanno chiediamo un minimo di 2 notti: 30 e 31 dicembre, oppure 31 dicembre e 1° gennaio.',
    ),
    h(2, 'Ciaspole a noleggio'),
    p(
      'Non avete le ciaspole? Le noleggiamo a **€ 10 al giorno**: prenotatele insieme al pernottamento e Gianni ve le porta al Ponte dei Mugheri.',
    ),
    h(2, 'Come prenotare'),
    p(
      `Prenotazioni entro il **15 dicembre**, al cellulare ${RL_MOBILE} o scrivendo a ${RL_EMAIL}. Per le feste la caparra è il 50% del soggiorno.`,
    ),
    callout(
      '🥾',
      'yellow-light',
      'La strada è pulita fino al Ponte dei Mugheri; da lì sono 3 ore con le ciaspole sul tracciato invernale. Prima di partire leggete il bollettino valanghe.',
    ),
    p('Buone feste! Gianni, Marta, Elisa e Luca'),
  ].join(''),
};

const grazie: Post = {
  slug: 'grazie-estate-2026',
  icon: '🙏',
  title: 'Grazie, estate 2026!',
  date: 'September 30, 2026',
  iso: '2026-09-30',
  excerpt: 'Com’è andata l’estate, quando ci rivediamo e le novità del 2027.',
  tags: [['Novità', 'purple']],
  cover: 'lastei-autunno-larici-gialli',
  body: [
    p(
      'Domenica 27 settembre 2026 abbiamo chiuso la stagione estiva. Grazie a tutti quelli che sono saliti: è stata un’estate lunga, con poco temporale e tante albe sulla Cima Lastei.',
    ),
    p(
      'Ci rivediamo per le feste (le date in un prossimo post) e nei weekend invernali dal 13 febbraio 2027.',
    ),
    h(2, 'Le novità del 2027'),
    ul(
      '**Docce solari:** in primavera costruiamo il nuovo blocco con 4 docce e l’acqua scaldata dal sole; sarà pronto per l’estate 2027.',
      '**Prenotazioni online:** da marzo 2027 si potrà prenotare online. Fino ad allora, email e telefono.',
    ),
    p('La stagione estiva 2027 andrà dal 19 giugno al 26 settembre 2027.'),
    image('lastei-ultima-sera-2026', 'Ultima sera della stagione 2026'),
  ].join(''),
};

const sentiero: Post = {
  slug: 'sentiero-343-riaperto',
  icon: '🚧',
  title: 'Il sentiero 343 è di nuovo aperto',
  date: 'July 14, 2026',
  iso: '2026-07-14',
  excerpt: 'Dopo la frana di aprile il 343 è riaperto, con un cavo nuovo sotto la forcella.',
  tags: [['Sentieri', 'orange']],
  cover: 'sentiero-343-cavo-nuovo',
  body: [
    p(
      'La frana di aprile nel Valon dei Lastei aveva chiuso il sentiero 343 tra Ronchi di Valfonda e la Forcella dei Lastei. Dal **10 luglio 2026** il sentiero è di nuovo aperto: i volontari della SAT hanno rifatto il tracciato e montato un cavo nuovo nel tratto attrezzato sotto la forcella, lungo circa 80 metri.',
    ),
    ul(
      'Da Ronchi al rifugio servono sempre 4 ore.',
      'Nel tratto attrezzato consigliamo il casco.',
      'Il tratto attrezzato non è adatto ai cani: con il cane salite dal 341.',
      'Con neve o ghiaccio a inizio stagione chiamateci prima di partire.',
    ),
    p('Un grazie grande ai volontari della SAT di Valfonda!'),
  ].join(''),
};

const primaNotte: Post = {
  slug: 'prima-notte-in-rifugio',
  icon: '🎒',
  title: 'Prima notte in rifugio? Cosa mettere nello zaino',
  date: 'June 3, 2026',
  iso: '2026-06-03',
  excerpt:
    'Sacco lenzuolo, pila, tappi e poco altro: la nostra lista per chi dorme in rifugio la prima volta.',
  tags: [['Consigli', 'yellow']],
  cover: 'zaino-rifugio-lista',
  body: [
    p(
      'Ogni estate salgono tanti ospiti che non hanno mai dormito in un rifugio. Ecco cosa mettere nello zaino, e cosa potete lasciare a casa.',
    ),
    ul(
      '**Sacco lenzuolo**: in camerata è obbligatorio (se lo dimenticate lo noleggiate da noi).',
      '**Asciugamano**: gli asciugamani non li forniamo, portatene uno piccolo.',
      '**Ciabatte**: non servono, le trovate nel locale scarponi.',
      '**Pila frontale**: in camerata le luci si spengono presto.',
      '**Tappi per le orecchie**: in camerata si dorme in tanti.',
      '**Un po’ di contanti**: lassù non c’è un bancomat.',
      '**Tessera CAI**, per il prezzo soci.',
      '**Un pile o un piumino**: a 2.240 m la sera fa freddo anche ad agosto.',
    ),
    p('E ricordate: la cena è alle 19:00, tutti insieme nella stube.'),
  ].join(''),
};

const prezzi2024: Post = {
  slug: 'prezzi-e-aperture-2024',
  icon: '💶',
  title: 'Prezzi e aperture 2024',
  date: 'January 15, 2024',
  iso: '2024-01-15',
  excerpt:
    'Mezza pensione da € 52 per i soci CAI, apertura dal 15 giugno: tutti i prezzi della stagione 2024.',
  tags: [
    ['Prezzi', 'red'],
    ['Aperture', 'green'],
  ],
  cover: 'lastei-listino-2024',
  body: [
    p('Ecco le date e il listino della stagione 2024.'),
    h(2, 'Aperture 2024'),
    ul(
      'Estate: tutti i giorni dal 15 giugno al 22 settembre 2024.',
      'Inverno: nei weekend dal 3 febbraio al 7 aprile 2024.',
    ),
    h(2, 'Prezzi 2024'),
    table(
      [
        ['', 'Soci', 'Non soci'],
        ['Mezza pensione in camerata', '€ 52', '€ 64'],
        ['Mezza pensione in camera', '€ 58', '€ 70'],
        ['Solo pernottamento in camerata', '€ 20', '€ 30'],
      ],
      { header: true },
    ),
    ul(
      'Colazione € 10',
      'Pranzo al sacco € 9',
      'Gettone doccia € 3',
      'Sacco lenzuolo a noleggio € 5',
      'Teleferica € 4 a collo',
      'Parcheggio di Malga Prà del Lago € 4 al giorno',
      'Cane in camera Larice € 5 a notte',
    ),
    p('Vi aspettiamo! La famiglia Zanol'),
  ].join(''),
};

const POSTS = [natale, grazie, sentiero, primaNotte, prezzi2024];

/** The gallery cards of the Blog database, newest first (the home page shows the first three). */
export const lasteiPostCards: PostCard[] = POSTS.map((post) => ({
  href: `/blog/${post.slug}`,
  icon: post.icon,
  title: post.title,
  date: post.date,
  excerpt: post.excerpt,
  tags: post.tags,
  cover: post.cover,
}));

const postPage = (post: Post): LasteiPage => ({
  path: `/blog/${post.slug}`,
  lang: 'it',
  title: post.title,
  icon: post.icon,
  cover: post.cover,
  description: post.excerpt,
  parents: [['Blog', '/blog']],
  properties: pageProperties([
    ['Data', 'date', `<span class="date">${post.date}</span>`],
    [
      'Tag',
      'multi_select',
      post.tags.map(([name, color]) => `<div class="notion-pill pill-${color}">${name}</div>`).join(''),
    ],
    ['Anteprima', 'text', post.excerpt],
  ]),
  body: post.body,
  data: {
    Data: { type: 'date', start: post.iso },
    Tag: post.tags.map(([name]) => name),
    Anteprima: post.excerpt,
    Pubblicato: true,
  },
});

const blog: LasteiPage = {
  path: '/blog',
  lang: 'it',
  title: 'Blog',
  icon: '📰',
  description: 'Notizie dal Rifugio Lastei: aperture, sentieri, consigli e novità.',
  body: [
    p('Notizie dal rifugio: aperture, sentieri, consigli e novità. Scrivono Elisa e Gianni.'),
    gallery('Blog', lasteiPostCards),
  ].join(''),
};

export const lasteiBlogPages: LasteiPage[] = [blog, ...POSTS.map(postPage)];
