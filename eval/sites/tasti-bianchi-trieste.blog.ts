import {
  esc,
  image,
  setRecentPosts,
  type TastiLang,
  type TastiPage,
  TB_UPLOADS,
  TB_WHATSAPP,
  table,
} from './tasti-bianchi-trieste.layout.ts';

/**
 * The blog, only in Italian (WPML has no English posts): the posts page, Avada's grid of post cards (image, title,
 * meta line, excerpt, 'Leggi di più') newest first with the January 2024 post last and its old prices already in
 * its excerpt; each post under its dated permalink with Avada's single-post template and the sidebar. The posts:
 * the Christmas 2026 closure (the only page with the holiday closure: last lessons on 22 December, closed from 23
 * December 2026 to 6 January 2027, lessons back on 7 January, the office's last morning, the tuning dates, paper
 * vouchers by 22 December), online lessons from 2027 (from Monday 1 March 2027, adults and theory only, not for
 * children under 12, prices in January, not bookable yet), the start of the 2026/27 year (with the free
 * registration 'entro il 31 ottobre 2026', the year the home page leaves out), choosing a first piano (88 weighted
 * keys, a good digital from about € 600, the tuner's visit to a second-hand piano for € 50), and 'Tariffe e orari
 * 2024', never taken down.
 */

interface Post {
  id: number;
  slug: string;
  title: string;
  /** As WordPress prints it in Italian. */
  date: string;
  iso: string;
  author: string;
  category: [string, string];
  excerpt: string;
  cover: string;
  body: string;
}

const p = (html: string) => `<p>${html}</p>`;
const h2 = (html: string) => `<h2>${html}</h2>`;
const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

const natale: Post = {
  id: 731,
  slug: '/2026/11/16/chiusura-natale-2026',
  title: 'Vacanze di Natale: quando siamo chiusi',
  date: '16 novembre 2026',
  iso: '2026-11-16T18:04:51+01:00',
  author: 'Elena',
  category: ['Avvisi', 'avvisi'],
  excerpt:
    'Le date di chiusura della scuola, della segreteria e del servizio di accordatura durante le feste, e come avere un buono regalo in tempo per Natale.',
  cover: '2026/11/natale-tasti-bianchi.jpg',
  body: [
    p(
      'Come ogni anno, durante le vacanze di Natale anche la scuola si ferma per qualche giorno. Ecco le date da segnare in agenda: valgono per le lezioni, la teoria, la segreteria e le aule studio.',
    ),
    table([
      ['', 'Data'],
      ['Ultime lezioni prima delle feste', 'martedì 22 dicembre 2026'],
      ['Chiusura della scuola', 'da mercoledì 23 dicembre 2026 a mercoledì 6 gennaio 2027 compresi'],
      ['Ripresa delle lezioni', 'giovedì 7 gennaio 2027'],
      ['Segreteria: ultimo giorno', 'martedì 22 dicembre, solo dalle 9:30 alle 12:30'],
      ['Ultime accordature', 'giovedì 17 dicembre'],
      ['Ripresa delle accordature', 'martedì 12 gennaio 2027'],
    ]),
    p(
      'Le lezioni che cadono nei giorni di chiusura non si contano: il pacchetto di dicembre comprende le lezioni fino al 22 dicembre, quello di gennaio parte dal 7.',
    ),
    h2('Un buono regalo sotto l’albero'),
    p(
      'Se volete regalare il buono Primo Tasto o un buono a importo libero, il cartoncino stampato si ritira in segreteria entro martedì 22 dicembre. Il buono in PDF si può ordinare anche durante la chiusura: scriveteci su WhatsApp al ' +
        TB_WHATSAPP +
        ' e ve lo mandiamo entro 24 ore.',
    ),
    h2('Prima delle feste, il saggio'),
    p(
      'Non dimenticate il Saggio d’inverno di domenica 13 dicembre alle 16:30 in Sala Bazlen: trovate tutto nella pagina <a href="/saggi">Saggi</a>.',
    ),
    p('Buone feste da Elena, Matteo, Irene e Davide!'),
  ].join(''),
};

const online: Post = {
  id: 702,
  slug: '/2026/10/20/lezioni-online-2027',
  title: 'Nel 2027 arrivano le lezioni online',
  date: '20 ottobre 2026',
  iso: '2026-10-20T12:31:07+02:00',
  author: 'Elena',
  category: ['Notizie', 'notizie'],
  excerpt:
    'Ce lo chiedete da anni: dal 2027 si potrà fare lezione anche in videochiamata. Ecco per chi saranno e come mettersi in lista d’attesa.',
  cover: '2026/10/lezioni-online-tablet.jpg',
  body: [
    p(
      'Ce lo chiedete da anni, soprattutto gli adulti che lavorano fino a tardi e chi si è trasferito lontano da Trieste: dal 2027 si potrà fare lezione anche in videochiamata.',
    ),
    h2('Quando e per chi'),
    ul([
      'Le lezioni online partiranno <strong>lunedì 1° marzo 2027</strong>.',
      'Saranno per gli adulti e per i corsi di teoria. Ai bambini sotto i 12 anni non le proporremo: al pianoforte i più piccoli hanno bisogno di qualcuno accanto.',
      'Serviranno un computer o un tablet, una buona connessione e un pianoforte o un digitale da 88 tasti.',
    ]),
    h2('Prezzi e prenotazioni'),
    p(
      'Prezzi e orari li pubblicheremo a gennaio 2027. <strong>Per ora le lezioni online non si possono prenotare</strong>: se vi interessano, scriveteci dal <a href="/contatti">modulo contatti</a> scegliendo «Lista d’attesa lezioni online» e vi avviseremo per primi.',
    ),
  ].join(''),
};

const riparte: Post = {
  id: 664,
  slug: '/2026/09/07/si-riparte-2026-2027',
  title: 'Si riparte! L’anno scolastico 2026/2027',
  date: '7 settembre 2026',
  iso: '2026-09-07T09:15:40+02:00',
  author: 'Elena',
  category: ['Notizie', 'notizie'],
  excerpt:
    'Le lezioni ricominciano lunedì 14 settembre. Chi si iscrive entro il 31 ottobre 2026 non paga la quota di iscrizione.',
  cover: '2026/09/si-riparte-tastiera.jpg',
  body: [
    p(
      'Bentornati! Le lezioni del nuovo anno scolastico ricominciano <strong>lunedì 14 settembre 2026</strong>. In questi giorni la segreteria chiama tutti gli allievi per fissare l’orario settimanale.',
    ),
    h2('L’iscrizione è gratis fino al 31 ottobre'),
    p(
      'Per chi si iscrive entro il <strong>31 ottobre 2026</strong> la quota di iscrizione (€ 35) è gratuita, per i nuovi allievi e per chi rinnova. Dal 1° novembre si torna alla quota normale.',
    ),
    h2('Le novità'),
    ul([
      'un nuovo corso di teoria per adulti, il giovedì dalle 19:00 alle 20:00;',
      'il pianoforte a coda dell’Aula Bianca è stato revisionato quest’estate;',
      'le lezioni di prova restano gratuite, come sempre.',
    ]),
    p('Vi aspettiamo!'),
  ].join(''),
};

const primoPianoforte: Post = {
  id: 588,
  slug: '/2026/03/02/primo-pianoforte-acustico-o-digitale',
  title: 'Acustico o digitale? Come scegliere il primo pianoforte',
  date: '2 marzo 2026',
  iso: '2026-03-02T16:48:12+01:00',
  author: 'Elena',
  category: ['Consigli', 'consigli'],
  excerpt:
    'È la domanda che ci fanno tutti i genitori alla prima lezione. Qualche consiglio per non sbagliare, e per non spendere troppo.',
  cover: '2026/03/primo-pianoforte.jpg',
  body: [
    p(
      'È la domanda che ci fanno tutti i genitori alla prima lezione: «Dobbiamo comprare un pianoforte?». La risposta breve: non subito, e non per forza un acustico.',
    ),
    h2('Per cominciare: un buon digitale'),
    p(
      'Per i primi anni va benissimo un pianoforte digitale, purché abbia <strong>88 tasti pesati</strong> e il pedale di risonanza. Sconsigliamo le tastiere con meno di 88 tasti o con i tasti leggeri: le dita si abituano male. Un buon digitale nuovo costa da circa € 600.',
    ),
    h2('Un acustico usato? Fatelo vedere prima'),
    p(
      'Se trovate un pianoforte acustico usato, prima di comprarlo fatelo vedere a un accordatore. Il nostro Davide fa la visita di valutazione a domicilio, a Trieste, per € 50: vi dice in che stato sono la tavola armonica, le corde e la meccanica, e se si può ancora accordare.',
    ),
    h2('Quando passare all’acustico'),
    p(
      'Dopo due o tre anni di studio, quando i brani chiedono più sfumature, conviene passare a un acustico. Ne parliamo volentieri a lezione.',
    ),
    image('2026/03/digitale-88-tasti.jpg', 'Un pianoforte digitale con 88 tasti pesati'),
  ].join(''),
};

const tariffe2024: Post = {
  id: 312,
  slug: '/2024/01/09/nuove-tariffe-2024',
  title: 'Buon 2024! Le nuove tariffe e gli orari',
  date: '9 gennaio 2024',
  iso: '2024-01-09T10:20:33+01:00',
  author: 'Elena',
  category: ['Avvisi', 'avvisi'],
  excerpt:
    'Dal 15 gennaio 2024: lezione da 30 minuti € 18, da 45 minuti € 25, da 60 minuti € 32, quota di iscrizione € 25. E la segreteria cambia orario.',
  cover: '2024/01/buon-2024.jpg',
  body: [
    p(
      'Buon anno a tutti! Dopo tre anni senza aumenti aggiorniamo le tariffe, che valgono <strong>dal 15 gennaio 2024</strong>.',
    ),
    table([
      ['', 'Prezzo'],
      ['Lezione da 30 minuti', '€ 18'],
      ['Lezione da 45 minuti', '€ 25'],
      ['Lezione da 60 minuti', '€ 32'],
      ['Teoria e solfeggio in gruppo', '€ 40 al mese'],
      ['Quota di iscrizione', '€ 25'],
      ['Aula studio con pianoforte verticale', '€ 6 l’ora'],
      ['Aula studio con pianoforte a coda', '€ 10 l’ora'],
      ['Accordatura pianoforte verticale', '€ 75'],
      ['Accordatura pianoforte a coda', '€ 100'],
    ]),
    h2('Gli orari'),
    p(
      'La segreteria è aperta dal lunedì al venerdì dalle 16:00 alle 19:00; il sabato la segreteria è chiusa. Le lezioni si tengono dal lunedì al venerdì fino alle 20:00 e il sabato dalle 9:00 alle 12:00.',
    ),
    h2('L’estate 2024'),
    p('La settimana intensiva estiva 2024 sarà dall’8 al 12 luglio, € 180.'),
  ].join(''),
};

/** Newest first, as the blog lists them. */
const POSTS: Post[] = [natale, online, riparte, primoPianoforte, tariffe2024];

setRecentPosts(POSTS.map((post) => ({ title: post.title, href: post.slug, date: post.date })));

const thumb = (post: Post, w = 700, h = 441) =>
  `<img width="${w}" height="${h}" src="data:image/svg+xml,%3Csvg%20xmlns%3D%27http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%27%20width%3D%27${w}%27%20height%3D%27${h}%27%20viewBox%3D%270%200%20${w}%20${h}%27%3E%3Crect%20width%3D%27${w}%27%20height%3D%27${h}%27%20fill-opacity%3D%220%22%2F%3E%3C%2Fsvg%3E" data-orig-src="${TB_UPLOADS}/${post.cover}" class="attachment-recent-posts size-recent-posts lazyload wp-post-image" alt="${esc(post.title)}" decoding="async" />`;

/** Avada's Recent Posts element (thumbnails on top, three columns), for the Italian home page. */
export const recentPostsBlock = (count: number, _lang: TastiLang) =>
  `<div class="fusion-recent-posts fusion-recent-posts-1 avada-container layout-thumbnails-on-top layout-columns-${count}"><section class="fusion-columns columns fusion-columns-${count} columns-${count}">${POSTS.slice(
    0,
    count,
  )
    .map(
      (post) =>
        `<article class="post fusion-column column col col-lg-${12 / count} col-md-${12 / count} col-sm-${12 / count}"><div class="fusion-flexslider fusion-flexslider-loading flexslider"><ul class="slides"><li><a href="${post.slug}" aria-label="${esc(post.title)}" class="hover-type-none">${thumb(post)}</a></li></ul></div><div class="recent-posts-content"><h4 class="entry-title"><a href="${post.slug}">${post.title}</a></h4><p class="meta"><span class="vcard" style="display: none;"><span class="fn"><a href="/author/${post.author.toLowerCase()}" title="Articoli scritti da ${post.author}" rel="author">${post.author}</a></span></span><span class="updated" style="display:none;">${post.iso}</span><span>${post.date}</span></p><div class="excerpt-container">${post.excerpt} [...]</div></div></article>`,
    )
    .join('')}</section></div>`;

const blogIndex: TastiPage = {
  path: '/blog',
  lang: 'it',
  id: 40,
  kind: 'archive',
  title: 'Blog',
  description: 'Avvisi, notizie e consigli di studio da Tasti Bianchi, la scuola di pianoforte di Trieste.',
  body: `<div id="posts-container" class="fusion-blog-archive fusion-blog-layout-grid-wrapper fusion-clearfix"><div class="fusion-posts-container fusion-blog-layout-grid fusion-blog-layout-grid-2 isotope fusion-blog-pagination fusion-blog-rollover" data-pages="1" data-grid-col-space="40" style="margin: -20px -20px 0;min-height:500px;height:500px;">${POSTS.map(
    (post) =>
      `<article id="post-${post.id}" class="fusion-post-grid post-${post.id} post type-post status-publish format-standard has-post-thumbnail hentry category-${post.category[1]}"><div class="fusion-post-wrapper" style="background-color:rgba(255,255,255,1);border:1px solid #e4ddd0;border-bottom-width:3px;"><div class="fusion-flexslider flexslider fusion-flexslider-loading fusion-post-slideshow"><ul class="slides"><li><div class="fusion-image-wrapper" aria-haspopup="true">${thumb(post)}<div class="fusion-rollover"><div class="fusion-rollover-content"><a class="fusion-rollover-link" href="${post.slug}">${post.title}</a><h4 class="fusion-rollover-title"><a class="fusion-rollover-title-link" href="${post.slug}">${post.title}</a></h4><div class="fusion-rollover-categories"><a href="/category/${post.category[1]}" rel="tag">${post.category[0]}</a></div><a class="fusion-link-wrapper" href="${post.slug}" aria-label="${esc(post.title)}"></a></div></div></div></li></ul></div><div class="fusion-post-content-wrapper" style="padding:30px 25px 20px 25px;"><div class="fusion-post-content post-content"><h2 class="blog-shortcode-post-title entry-title"><a href="${post.slug}">${post.title}</a></h2><p class="fusion-single-line-meta">Di <span class="vcard"><span class="fn"><a href="/author/${post.author.toLowerCase()}" title="Articoli scritti da ${post.author}" rel="author">${post.author}</a></span></span><span class="fusion-inline-sep">|</span><span class="updated rich-snippet-hidden">${post.iso}</span><span>${post.date}</span><span class="fusion-inline-sep">|</span><a href="/category/${post.category[1]}" rel="category tag">${post.category[0]}</a><span class="fusion-inline-sep">|</span></p><div class="fusion-content-sep sep-double sep-solid"></div><div class="fusion-post-content-container"><p>${post.excerpt} [...]</p></div></div><div class="fusion-meta-info"><div class="fusion-alignleft"><a href="${post.slug}" class="fusion-read-more" aria-label="Maggiori informazioni su ${esc(post.title)}">Leggi di più</a></div><div class="fusion-alignright"><a href="${post.slug}#respond"><i class="awb-icon-bubbles" aria-hidden="true"></i>&nbsp;0</a></div></div></div></div></article>`,
  ).join(
    '',
  )}</div><div class="fusion-clearfix"></div></div><div class="pagination clearfix"><span class="current">1</span></div>`,
};

const postPage = (post: Post): TastiPage => ({
  path: post.slug,
  lang: 'it',
  id: post.id,
  kind: 'post',
  title: post.title,
  description: post.excerpt,
  post: { date: post.date, iso: post.iso, author: post.author, category: post.category, cover: post.cover },
  body: post.body,
});

export const tastiBlogPages: TastiPage[] = [blogIndex, ...POSTS.map(postPage)];
