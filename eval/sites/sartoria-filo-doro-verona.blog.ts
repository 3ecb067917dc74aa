import {
  esc,
  module,
  type SartoriaPage,
  SF_UPLOADS,
  SF_WHATSAPP,
  setRecentPosts,
  table,
} from './sartoria-filo-doro-verona.layout.ts';

/**
 * The blog, only in Italian (WPML has no English posts): the posts page (the theme's archive of excerpts, newest
 * first, the January 2024 post last with its € 9 hem already in the excerpt) and each post under its dated
 * permalink with the theme's single-post template and the sidebar. The posts: Christmas 2026 (the only page with
 * the holiday hours: closed on Tuesday 8 December, open on Mondays 14 and 21 December in the afternoon, Christmas
 * Eve 9:00–13:00, closed from 25 December 2026 to 6 January 2027, back on Thursday 7 January 2027, garments in by
 * Saturday 12 December, no urgent service from 14 to 24 December); the pick-up and delivery service from Monday 1
 * March 2027 (by cargo bike in the Municipality of Verona, € 8 each way, free over € 80, Tuesday and Thursday
 * afternoons, not bookable yet, a waiting list); how to store a wedding dress (no washing, cotton garment bags for
 * sale at € 25); the spring leather offer (20% off from 16 February to 15 March 2026, the year the home page leaves
 * out); and 'Buon 2024!', never taken down, with that year's hours and prices.
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
  id: 612,
  slug: '/2026/11/10/natale-2026-orari-e-chiusure',
  title: 'Natale 2026: orari, chiusure e ultimo giorno per le riparazioni',
  date: '10 novembre 2026',
  iso: '2026-11-10T17:22:03+01:00',
  author: 'Lucia',
  category: ['Avvisi', 'avvisi'],
  excerpt:
    'Le aperture straordinarie di dicembre, i giorni di chiusura durante le feste e fino a quando portarci i capi da sistemare per averli pronti a Natale.',
  cover: '2026/11/vetrina-natale-sottoriva.jpg',
  body: [
    p(
      'Dicembre è il mese più pieno dell’anno: giacche da accorciare, abiti per le feste, regali da sistemare. Ecco i nostri orari fino all’Epifania.',
    ),
    table(
      [
        ['Giorno', 'Orario'],
        ['Martedì 8 dicembre (Immacolata)', 'chiusi'],
        ['Lunedì 14 e lunedì 21 dicembre', 'aperti straordinariamente, 15:00 – 19:00'],
        ['Giovedì 24 dicembre (Vigilia)', '9:00 – 13:00'],
        ['Da venerdì 25 dicembre 2026 a mercoledì 6 gennaio 2027', 'chiusi per ferie'],
        ['Giovedì 7 gennaio 2027', 'riapertura con l’orario normale'],
      ],
      { caption: 'Orari di dicembre 2026 e gennaio 2027' },
    ),
    h2('Riparazioni pronte per Natale'),
    p(
      'Per avere le riparazioni pronte prima di Natale portateci i capi entro sabato 12 dicembre. Dal 14 al 24 dicembre il servizio urgente è sospeso: il laboratorio lavora a pieno ritmo sugli ordini già presi.',
    ),
    h2('Un regalo su misura'),
    p(
      `I buoni regalo per i corsi di cucito e per il su misura si acquistano in negozio fino al 24 dicembre. Se non riuscite a passare, scriveteci su WhatsApp al ${SF_WHATSAPP}: vi prepariamo il buono in PDF.`,
    ),
    p('Buone feste da Lucia, Andrea, Samir e Chiara!'),
  ].join(''),
};

const domicilio: Post = {
  id: 598,
  slug: '/2026/10/19/ritiro-e-consegna-a-domicilio-2027',
  title: 'Dal 2027 veniamo a prendere i vostri capi a casa',
  date: '19 ottobre 2026',
  iso: '2026-10-19T10:05:37+02:00',
  author: 'Lucia',
  category: ['Novità', 'novita'],
  excerpt:
    'Ce lo chiedete in tanti: dal 2027 partirà il servizio di ritiro e consegna a domicilio, in bicicletta. Ecco come funzionerà.',
  cover: '2026/10/cargo-bike-sartoria.jpg',
  body: [
    p(
      'Ce lo chiedete in tanti, soprattutto chi lavora tutto il giorno e chi abita fuori dal centro: dal 2027 verremo noi a prendere i capi da sistemare e ve li riporteremo pronti.',
    ),
    h2('Come funzionerà'),
    ul([
      'Il servizio partirà <strong>lunedì 1° marzo 2027</strong>.',
      'Ritiro e consegna in cargo bike in tutto il Comune di Verona, il martedì e il giovedì pomeriggio.',
      'Costerà € 8 a tratta, gratis per lavori sopra € 80.',
      'Il ritiro a domicilio non sostituisce le prove: per il su misura e gli abiti da sposa bisognerà comunque venire in negozio.',
    ]),
    h2('Si può già prenotare?'),
    p(
      '<strong>Per ora il servizio non è attivo e non si può prenotare.</strong> Se vi interessa, scriveteci per email o su WhatsApp: vi mettiamo in lista d’attesa e vi avvisiamo per primi.',
    ),
    `<p><img loading="lazy" decoding="async" class="aligncenter size-large wp-image-1604" src="${SF_UPLOADS}/2026/10/cargo-bike-davanti-negozio-1024x683.jpg" alt="La cargo bike di Filo d’Oro davanti al negozio" width="1024" height="683" /></p>`,
  ].join(''),
};

const conservare: Post = {
  id: 540,
  slug: '/2026/06/22/come-conservare-abito-da-sposa',
  title: 'Come conservare l’abito da sposa dopo il matrimonio',
  date: '22 giugno 2026',
  iso: '2026-06-22T09:48:15+02:00',
  author: 'Lucia',
  category: ['Consigli', 'consigli'],
  excerpt:
    'Il matrimonio è passato e l’abito è ancora appeso all’armadio? Qualche consiglio per conservarlo bene, magari per una figlia.',
  cover: '2026/06/abito-sposa-custodia.jpg',
  body: [
    p(
      'Il matrimonio è passato e l’abito è ancora appeso all’anta dell’armadio? Se volete conservarlo, magari per una figlia o una nipote, ecco cosa consigliamo.',
    ),
    h2('Prima di tutto, pulitelo'),
    p(
      'Portatelo in una lavanderia specializzata in abiti da sposa entro un mese dal matrimonio: le macchie di trucco e di dolce che oggi non si vedono ingialliscono col tempo. Noi non laviamo gli abiti: chiedeteci pure un nome di fiducia.',
    ),
    h2('Poi, riponetelo'),
    ul([
      'piegato, con carta velina senza acidi tra le pieghe, e non appeso: il peso della gonna deforma le spalle;',
      'in una scatola o in una custodia di cotone traspirante, mai nel cellophane;',
      'in un posto buio e asciutto, non in cantina né in soffitta.',
    ]),
    p(
      'In negozio vendiamo custodie in cotone per abiti da sposa a € 25. Vent’anni dopo, se l’abito va rimesso a modello, lo sistemiamo noi.',
    ),
  ].join(''),
};

const promoPelle: Post = {
  id: 487,
  slug: '/2026/02/16/promo-primavera-pelle',
  title: 'Promo primavera: 20% di sconto sulla pelle',
  date: '16 febbraio 2026',
  iso: '2026-02-16T08:57:26+01:00',
  author: 'Lucia',
  category: ['Novità', 'novita'],
  excerpt:
    'Preparate la giacca di pelle per la primavera: fino al 15 marzo sconto del 20% su tutte le riparazioni e le modifiche in pelle.',
  cover: '2026/02/giacche-pelle-primavera.jpg',
  body: [
    p(
      'La primavera è il momento giusto per rimettere in forma la giacca di pelle: dal 16 febbraio al 15 marzo 2026 facciamo lo <strong>sconto del 20%</strong> su tutte le riparazioni e le modifiche di capi in pelle, da giacche e giubbotti a borse e cinture.',
    ),
    p(
      'Lo sconto vale sui prezzi del <a href="/riparazioni-pelle">listino della pelle</a> e non si somma ad altre promozioni. Samir vi aspetta il mercoledì e il venerdì.',
    ),
  ].join(''),
};

const anno2024: Post = {
  id: 301,
  slug: '/2024/01/15/nuovi-orari-e-prezzi-2024',
  title: 'Buon 2024! Nuovi orari e listino aggiornato',
  date: '15 gennaio 2024',
  iso: '2024-01-15T12:14:50+01:00',
  author: 'Lucia',
  category: ['Avvisi', 'avvisi'],
  excerpt:
    'Da gennaio siamo aperti anche il lunedì pomeriggio e l’orlo dei pantaloni costa € 9. Ecco tutte le novità del nuovo anno.',
  cover: '2024/01/buon-2024-sartoria.jpg',
  body: [
    p('Buon anno a tutti! Il 2024 porta qualche novità in negozio.'),
    h2('I nuovi orari'),
    p(
      'Da gennaio il negozio è aperto anche il lunedì pomeriggio, dalle 15:30 alle 19:00. Dal martedì al venerdì siamo aperti dalle 8:30 alle 12:30 e dalle 15:30 alle 19:30, il sabato dalle 9:00 alle 12:00.',
    ),
    h2('Il listino 2024'),
    table([
      ['Lavoro', 'Prezzo 2024'],
      ['Orlo pantaloni', '€ 9'],
      ['Sostituzione cerniera pantaloni', '€ 12'],
      ['Accorciare le maniche della giacca', '€ 22'],
      ['Cerniera giacca in pelle', '€ 38'],
      ['Camicia su misura', 'da € 110'],
      ['Abito su misura', 'da € 1.150'],
      ['Corso base di cucito', '€ 190'],
    ]),
    p('Si paga in contanti, con bancomat o con assegno. Vi aspettiamo!'),
  ].join(''),
};

/** Newest first, as the blog lists them. */
const POSTS: Post[] = [natale, domicilio, conservare, promoPelle, anno2024];

setRecentPosts(POSTS.map((post) => ({ title: post.title, href: post.slug, date: post.date })));

const thumb = (post: Post, w = 768, h = 432) =>
  `<img width="${w}" height="${h}" src="${SF_UPLOADS}/${post.cover.replace(/\.jpg$/, `-${w}x${h}.jpg`)}" class="attachment-medium_large size-medium_large wp-post-image" alt="${esc(
    post.title,
  )}" decoding="async" loading="lazy" />`;

/** The builder's Posts module (grid layout), for the home page. */
export const postGrid = (count: number) =>
  module(
    'post-grid',
    `<div class="fl-post-grid" itemscope="itemscope" itemtype="https://schema.org/Collection">${POSTS.slice(
      0,
      count,
    )
      .map(
        (post) =>
          `<div class="fl-post-column"><div class="fl-post-grid-post fl-post-align-default post-${post.id} post type-post status-publish format-standard has-post-thumbnail hentry category-${post.category[1]}" itemscope itemtype="https://schema.org/BlogPosting"><div class="fl-post-grid-image"><a href="${post.slug}" title="${esc(
            post.title,
          )}">${thumb(post)}</a></div><div class="fl-post-grid-text"><h2 class="fl-post-grid-title" itemprop="headline"><a href="${post.slug}" title="${esc(
            post.title,
          )}">${post.title}</a></h2><div class="fl-post-grid-meta"><span class="fl-post-grid-date">${post.date}</span></div><div class="fl-post-grid-content"><p>${post.excerpt}</p><a class="fl-post-grid-more" href="${post.slug}" title="${esc(
            post.title,
          )}">Leggi tutto</a></div></div></div></div>`,
      )
      .join('')}</div><div class="fl-post-grid-sizer"></div>`,
  );

const blogIndex: SartoriaPage = {
  path: '/blog',
  lang: 'it',
  id: 45,
  kind: 'archive',
  title: 'Blog',
  description: 'Avvisi, novità e consigli dalla Sartoria Filo d’Oro di Verona.',
  body: `${POSTS.map(
    (post) =>
      `<article class="fl-post post-${post.id} post type-post status-publish format-standard has-post-thumbnail hentry category-${post.category[1]}" id="fl-post-${post.id}" itemscope="itemscope" itemtype="https://schema.org/BlogPosting"><header class="fl-post-header"><h2 class="fl-post-title" itemprop="headline"><a href="${post.slug}" rel="bookmark" title="${esc(
        post.title,
      )}">${post.title}</a></h2><div class="fl-post-meta fl-post-meta-top"><span class="fl-post-author">Di <a href="/author/${post.author.toLowerCase()}"><span>${post.author}</span></a></span><span class="fl-sep"> | </span><span class="fl-post-date">${post.date}</span></div></header><div class="fl-post-image-beside-wrap"><div class="fl-post-thumb"><a href="${post.slug}" rel="bookmark" title="${esc(
        post.title,
      )}">${thumb(post)}</a></div></div><div class="fl-post-content clearfix" itemprop="text"><p>${post.excerpt}</p><a class="fl-post-more-link" href="${post.slug}">Leggi tutto</a></div></article>`,
  ).join('')}<nav class="fl-archive-nav clearfix" role="navigation"></nav>`,
};

const postPage = (post: Post): SartoriaPage => ({
  path: post.slug,
  lang: 'it',
  id: post.id,
  kind: 'post',
  title: post.title,
  description: post.excerpt,
  post: { date: post.date, iso: post.iso, author: post.author, category: post.category, cover: post.cover },
  body: post.body,
});

export const sartoriaBlogPages: SartoriaPage[] = [blogIndex, ...POSTS.map(postPage)];
