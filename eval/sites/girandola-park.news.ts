import {
  buttons,
  type GirandolaPage,
  GP_FILES,
  GP_WHATSAPP,
  group,
  h,
  image,
  list,
  p,
  table,
} from './girandola-park.layout.ts';

/**
 * The news ('Novità'), WordPress posts only in Italian (Polylang has no English posts): the posts page, a query
 * loop of cards (featured image, title, `wp-block-post-date`, excerpt) newest first with the January 2024 post last
 * and its old prices already in its excerpt; each post under its dated permalink. The posts: Christmas and New
 * Year 2026 (the only page with the holiday opening hours from 24 December 2026 to 6 January 2027, closed on 25
 * December, the weekend prices every day, Santa's Sunday, no parties and no baby-parking over the holidays),
 * Girandola Climb, the climbing wall coming in spring 2027 (its height, routes, the 115 cm minimum height, not yet
 * bookable), the autumn promo of September 2026 (Wednesdays from 16 September to 31 October 2026), the renewed
 * toddler area of June 2026 (the ball pool and the breastfeeding corner, only here), and 'Nuovi prezzi e orari
 * 2024', never taken down.
 */

interface Post {
  id: number;
  slug: string;
  title: string;
  /** As WordPress prints it on the Italian site. */
  date: string;
  iso: string;
  author: string;
  excerpt: string;
  cover: string;
  body: string;
}

const natale: Post = {
  id: 436,
  slug: '/2026/11/10/orari-natale-capodanno-2026',
  title: 'Natale e Capodanno a Girandola Park: gli orari delle feste',
  date: '10 Novembre 2026',
  iso: '2026-11-10T10:42:18+01:00',
  author: 'Marta',
  excerpt:
    'Dal 24 dicembre al 6 gennaio cambiano gli orari: siamo aperti anche di lunedì, chiusi solo il giorno di Natale. Ecco tutti gli orari, i prezzi e la domenica con Babbo Natale.',
  cover: '2026/11/girandola-natale-castello.jpg',
  body: [
    p(
      'Le vacanze di Natale si avvicinano e sappiamo che con i bambini a casa da scuola un posto al caldo dove sfogarsi fa comodo a tutti! Durante le feste cambiano un po’ gli orari: vi lasciamo qui tutto quello che serve sapere.',
    ),
    h(2, 'Gli orari dal 24 dicembre 2026 al 6 gennaio 2027'),
    p(
      'Durante le vacanze siamo aperti <strong>anche di lunedì</strong>. Restiamo chiusi solo il giorno di Natale.',
    ),
    table(
      [
        ['Giorno', 'Orario'],
        ['Giovedì 24 dicembre (Vigilia)', '9:30 – 14:00'],
        ['Venerdì 25 dicembre (Natale)', 'Chiuso'],
        ['Sabato 26 dicembre (Santo Stefano)', '14:30 – 19:30'],
        ['Domenica 27 dicembre', '9:30 – 19:30'],
        ['Lunedì 28, martedì 29 e mercoledì 30 dicembre', '9:30 – 19:30'],
        ['Giovedì 31 dicembre', '9:30 – 16:00'],
        ['Venerdì 1° gennaio 2027', '15:00 – 19:30'],
        ['Da sabato 2 a mercoledì 6 gennaio (Epifania)', '9:30 – 19:30'],
      ],
      { caption: 'Da giovedì 7 gennaio 2027 tornano gli orari di sempre.' },
    ),
    h(2, 'Prezzi durante le feste'),
    p(
      'Dal 24 dicembre al 6 gennaio tutti i giorni valgono come festivi: l’ingresso costa come nel weekend, <strong>€ 13 per i Grandi (4–12 anni) e € 9 per i Piccoli (1–3 anni)</strong>. La tessera 10 ingressi si può usare normalmente.',
    ),
    p(
      'Attenzione: durante le feste le Mattine Baby sono sospese e anche il baby-parking è sospeso, dal 24 dicembre al 6 gennaio. In questi giorni non organizziamo feste di compleanno: riprendiamo da sabato 9 gennaio.',
    ),
    h(2, 'Domenica 20 dicembre arriva Babbo Natale!'),
    p(
      'Domenica 20 dicembre, dalle 10:00 alle 12:30 e dalle 15:00 alle 18:30, Babbo Natale sarà nella Sala Arcobaleno per ascoltare le letterine e fare una foto con ogni bambino. Con un supplemento di € 5 sull’ingresso ogni bambino riceve anche un regalino. Per non fare code, prenotate l’orario su WhatsApp al ' +
        GP_WHATSAPP +
        '.',
    ),
    h(2, 'Il campus di Natale'),
    p(
      'Lavorate durante le vacanze? Il Campus invernale è il 28, 29 e 30 dicembre e il 4 e 5 gennaio: trovate prezzi e orari nella pagina <a href="/campus">Campus</a>. Le iscrizioni chiudono il 15 dicembre.',
    ),
    p('Buone feste da tutto lo staff di Girandola Park! 🎄'),
  ].join(''),
};

const climb: Post = {
  id: 417,
  slug: '/2026/10/14/parete-arrampicata-girandola-climb-2027',
  title: 'In arrivo nel 2027: Girandola Climb, la nostra parete di arrampicata',
  date: '14 Ottobre 2026',
  iso: '2026-10-14T17:05:44+02:00',
  author: 'Luca',
  excerpt:
    'Nella primavera 2027 apre Girandola Climb: una parete di 7 metri con 8 vie e le corde autobloccanti. Ecco cosa sappiamo per ora.',
  cover: '2026/10/girandola-climb-progetto.jpg',
  body: [
    p(
      'È il progetto a cui lavoriamo da più di un anno e finalmente possiamo raccontarvelo: nella zona dove oggi ci sono i tavoli delle feste più grandi nascerà <strong>Girandola Climb</strong>, la nostra parete di arrampicata per bambini e ragazzi.',
    ),
    list([
      'una parete alta <strong>7 metri</strong>, con <strong>8 vie</strong> di difficoltà diverse, dalle più facili per chi non ha mai arrampicato a quelle per i più coraggiosi;',
      'le <strong>corde autobloccanti</strong> (auto-belay): il bambino è sempre assicurato e quando lascia la presa scende piano piano da solo;',
      'un istruttore sempre presente, che allaccia l’imbragatura e spiega come si sale;',
      'dai <strong>6 anni</strong>, con un’<strong>altezza minima di 115 cm</strong>.',
    ]),
    h(2, 'Quando apre?'),
    p(
      'L’apertura è prevista per <strong>aprile 2027</strong>: i lavori cominciano a gennaio, subito dopo le feste, e non toccheranno le aree gioco, che restano aperte come sempre.',
    ),
    p(
      'Prezzi e turni li decideremo nei prossimi mesi e li comunicheremo a febbraio 2027. <strong>Per ora Girandola Climb non è ancora prenotabile</strong>, nemmeno per le feste di compleanno: appena apriamo le prenotazioni lo scriviamo qui e sui nostri social.',
    ),
    image(
      '2026/10/girandola-climb-rendering.jpg',
      'Il progetto della parete di arrampicata Girandola Climb',
      {
        caption: 'Il progetto della parete: 8 vie, 7 metri.',
      },
    ),
  ].join(''),
};

const promo: Post = {
  id: 402,
  slug: '/2026/09/09/promo-autunno-mercoledi',
  title: 'Promo autunno: il mercoledì si entra a € 7',
  date: '9 Settembre 2026',
  iso: '2026-09-09T09:30:02+02:00',
  author: 'Marta',
  excerpt:
    'Dal 16 settembre al 31 ottobre 2026, ogni mercoledì pomeriggio l’ingresso è ridotto per tutti i bambini.',
  cover: '2026/09/promo-autunno-girandola.jpg',
  body: [
    p(
      'Le scuole sono ricominciate e i pomeriggi si accorciano: per festeggiare l’autunno abbiamo pensato a una promozione per il giorno di metà settimana.',
    ),
    p(
      '<strong>Dal 16 settembre al 31 ottobre 2026, ogni mercoledì</strong> l’ingresso costa <strong>€ 7 invece di € 10</strong> per i Grandi (4–12 anni) e <strong>€ 5 invece di € 7</strong> per i Piccoli (1–3 anni).',
    ),
    list([
      'la promo vale solo il mercoledì pomeriggio, dalle 15:30 alle 19:30;',
      'non si somma allo sconto fratelli e non vale con la tessera 10 ingressi;',
      'non vale per le feste di compleanno e il baby-parking.',
    ]),
    p('Vi aspettiamo!'),
  ].join(''),
};

const prato: Post = {
  id: 388,
  slug: '/2026/06/18/nuovo-prato-dei-piccoli',
  title: 'Il Prato dei Piccoli è tutto nuovo',
  date: '18 Giugno 2026',
  iso: '2026-06-18T15:20:11+02:00',
  author: 'Marta',
  excerpt:
    'Dopo tre settimane di lavori riapre l’area dedicata ai bimbi da 0 a 3 anni, con la piscina di palline più grande e un angolo tutto per le mamme.',
  cover: '2026/06/prato-dei-piccoli-nuovo.jpg',
  body: [
    p(
      'Dopo tre settimane di lavori il Prato dei Piccoli, l’area riservata ai bambini da 0 a 3 anni, ha riaperto tutta rinnovata. Abbiamo cambiato i tappeti, i colori e quasi tutti i giochi.',
    ),
    h(2, 'Cosa c’è di nuovo'),
    list([
      'una piscina di palline più grande, con 15.000 palline colorate che laviamo ogni mese;',
      'un percorso morbido con tunnel, ponticelli e uno scivolo basso per i primi passi;',
      'i pannelli sensoriali con specchi, suoni e luci;',
      'un <strong>angolo allattamento</strong>, separato da una tenda, con una poltrona comoda, un cuscino e uno scaldabiberon: per allattare in tranquillità mentre i fratelli giocano.',
    ]),
    p(
      'Come sempre il Prato dei Piccoli è riservato ai bambini fino a 3 anni e ai loro genitori: i bambini più grandi giocano nel Castello.',
    ),
    image('2026/06/prato-piscina-palline.jpg', 'La nuova piscina di palline del Prato dei Piccoli'),
  ].join(''),
};

const prezzi2024: Post = {
  id: 141,
  slug: '/2024/01/08/nuovi-prezzi-orari-2024',
  title: 'Nuovi prezzi e orari 2024',
  date: '8 Gennaio 2024',
  iso: '2024-01-08T11:12:37+01:00',
  author: 'Luca',
  excerpt:
    'Dal 9 gennaio 2024 cambiano prezzi e orari: ingresso Grandi € 8 nei giorni feriali e € 11 nel weekend, aperti dal martedì alla domenica.',
  cover: '2024/01/girandola-inverno-2024.jpg',
  body: [
    p(
      'Buon anno a tutti! Con il nuovo anno aggiorniamo prezzi e orari, che restavano gli stessi dalla riapertura. Ecco le novità, <strong>in vigore dal 9 gennaio 2024</strong>.',
    ),
    h(2, 'Orari'),
    list(['martedì – venerdì: 16:00 – 19:00', 'sabato e domenica: 10:00 – 19:00', 'lunedì chiuso']),
    h(2, 'Ingresso'),
    table([
      ['', 'Feriali', 'Weekend'],
      ['Piccoli 1–3 anni', '€ 6', '€ 8'],
      ['Grandi 4–12 anni', '€ 8', '€ 11'],
      ['Adulti', 'gratis', 'gratis'],
    ]),
    list([
      'Tessera 10 ingressi: € 75 per i Grandi, € 50 per i Piccoli.',
      'Calze antiscivolo a € 2 al paio.',
      'Baby-parking: € 7 l’ora.',
    ]),
    h(2, 'Feste di compleanno'),
    p(
      'Festa Piccola € 14 a bambino, Festa Girandola € 18 nei giorni feriali e € 21 nel weekend, Festa Super € 25. Per prenotare chiediamo una caparra di € 30.',
    ),
    p('Vi aspettiamo nel 2024!'),
  ].join(''),
};

/** Newest first, as the query loop lists them. */
const POSTS: Post[] = [natale, climb, promo, prato, prezzi2024];

/** A query loop of post cards, as the block theme prints it. */
export const newsQuery = (count = POSTS.length, columns = 3) =>
  `<div class="wp-block-query alignwide is-layout-flow wp-block-query-is-layout-flow"><ul class="columns-${columns} wp-block-post-template is-layout-grid wp-container-core-post-template-is-layout-6d3fbd8f wp-block-post-template-is-layout-grid">${POSTS.slice(
    0,
    count,
  )
    .map(
      (post) =>
        `<li class="wp-block-post post-${post.id} post type-post status-publish format-standard has-post-thumbnail hentry category-novita">${group(
          `<figure style="aspect-ratio:3/2;" class="wp-block-post-featured-image"><a href="${post.slug}" target="_self"><img width="1200" height="800" src="${GP_FILES}/${post.cover}?w=600" class="attachment-post-thumbnail size-post-thumbnail wp-post-image" alt="${post.title}" style="width:100%;height:100%;object-fit:cover;" decoding="async" loading="lazy" /></a></figure><h2 class="wp-block-post-title has-large-font-size"><a href="${post.slug}" target="_self">${post.title}</a></h2><div class="wp-block-post-date has-small-font-size"><time datetime="${post.iso}"><a href="${post.slug}">${post.date}</a></time></div><div class="wp-block-post-excerpt"><p class="wp-block-post-excerpt__excerpt">${post.excerpt} </p><p class="wp-block-post-excerpt__more-text"><a class="wp-block-post-excerpt__more-link" href="${post.slug}">Continua a leggere</a></p></div>`,
          'flow',
          {
            cls: 'has-base-2-background-color has-background',
            style: 'border-radius:16px;padding:var(--wp--preset--spacing--20)',
          },
        )}</li>`,
    )
    .join('')}</ul></div>`;

const newsList: GirandolaPage = {
  path: '/novita',
  lang: 'it',
  id: 34,
  kind: 'archive',
  title: 'Novità',
  description: 'Le novità di Girandola Park: orari delle feste, promozioni, nuovi giochi e prezzi.',
  body: [
    p('Orari speciali, promozioni, lavori e nuovi giochi: le notizie dal parco, scritte da noi.'),
    newsQuery(),
    `<nav class="wp-block-query-pagination is-content-justification-space-between is-layout-flex wp-block-query-pagination-is-layout-flex" aria-label="Paginazione"><div class="wp-block-query-pagination-numbers"><span aria-current="page" class="page-numbers current">1</span></div></nav>`,
    buttons([{ label: 'Iscriviti alla newsletter', href: '/contatti', outline: true }]),
  ].join(''),
};

const postPage = (post: Post, i: number): GirandolaPage => {
  const older = POSTS[i + 1];
  const newer = POSTS[i - 1];
  return {
    path: post.slug,
    lang: 'it',
    id: post.id,
    kind: 'post',
    title: post.title,
    description: post.excerpt,
    post: {
      date: post.date,
      iso: post.iso,
      author: post.author,
      cover: post.cover,
      ...(older ? { prev: [older.slug, older.title] as [string, string] } : {}),
      ...(newer ? { next: [newer.slug, newer.title] as [string, string] } : {}),
    },
    body: post.body,
  };
};

export const girandolaNewsPages: GirandolaPage[] = [newsList, ...POSTS.map(postPage)];
