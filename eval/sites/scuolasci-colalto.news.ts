import { article, articleInfo, type ColAltoPage } from './scuolasci-colalto.layout.ts';

interface Post {
  id: number;
  alias: string;
  title: string;
  author: string;
  published: string;
  hits: number;
  /** The intro text, shown in the blog and on top of the article. */
  intro: string;
  /** The text after the "Leggi tutto" break, shown only on the article. */
  full: string;
}

/** The news category, newest first: one post from last season with last season's dates and prices. */
const posts: Post[] = [
  {
    id: 48,
    alias: 'nuovo-tappeto-magico-e-lezioni-serali',
    title: 'Stagione 2026/27: nuovo tappeto magico e lezioni serali',
    author: 'Markus Feichtnar',
    published: '2026-11-10T18:04:00+01:00',
    hits: 412,
    intro:
      '<p>Mancano pochi giorni all\u2019apertura di sabato 5 dicembre e al Kinderland Sorafonte è tutto pronto: quest\u2019anno ci sono due novità che aspettavamo da tempo.</p>',
    full: `<h3>Il nuovo tappeto magico</h3>
<p>Il vecchio skilift baby è andato in pensione: al suo posto c'è un tappeto magico coperto lungo 80 metri, con una galleria trasparente che ripara dal vento. È gratuito per tutti gli allievi della scuola e per i bambini del Kinderclub.</p>
<h3>Lezioni serali il giovedì</h3>
<p>Per chi di giorno lavora o vuole sciare anche dopo cena: da questa stagione <strong>ogni giovedì sera</strong> lezioni di gruppo sulla pista illuminata Sorafonte, dalle 19:00 alle 21:00, dal 7 gennaio al 4 marzo 2027. Per adulti e ragazzi dai 12 anni, massimo 8 persone per gruppo, € 39 a serata. Per la pista illuminata serve il biglietto serale di Funivie Col Alto.</p>
<h3>Prenotazione online con acconto</h3>
<p>Da quest'anno, prenotando online, si paga subito l'acconto del 30% con carta di credito; il saldo si paga in ufficio il primo giorno.</p>
<p>Ci vediamo sulla neve!<br>Markus e tutti i maestri</p>`,
  },
  {
    id: 47,
    alias: 'serata-sicurezza-in-montagna',
    title: 'Serata sulla sicurezza in montagna con le guide alpine',
    author: 'Markus Feichtnar',
    published: '2026-11-02T11:30:00+01:00',
    hits: 268,
    intro:
      '<p>Valanghe, bollettino e autosoccorso: una serata aperta a tutti con le Guide Alpine Sorafonte e i nostri maestri.</p>',
    full: `<p><strong>Quando:</strong> giovedì 17 dicembre 2026, alle 20:30<br><strong>Dove:</strong> Casa della Cultura di Sorafonte<br><strong>Ingresso:</strong> libero, non serve prenotare</p>
<p>Sabato 19 dicembre, dalle 9:00 alle 12:00, prova pratica con l'ARTVA al Plan de Mezo: gratuita, con prenotazione in ufficio (massimo 20 persone).</p>
<p>&nbsp;</p>`,
  },
  {
    id: 46,
    alias: 'cerchiamo-maestri-2026-27',
    title: 'Cerchiamo maestri per la stagione 2026/27',
    author: 'Ufficio Scuola Sci',
    published: '2026-09-08T09:15:00+02:00',
    hits: 731,
    intro:
      '<p>La squadra cresce: cerchiamo maestri di sci e snowboard diplomati per la prossima stagione, anche solo per i periodi di alta stagione.</p>',
    full: `<p>Richiediamo il diploma di maestro di sci o di snowboard e la conoscenza del tedesco e dell'italiano; l'inglese è un plus.</p>
<p>Mandate il curriculum a lavoro@scuolasci-colalto.test entro il 15 ottobre 2026.</p>`,
  },
  {
    id: 39,
    alias: 'stagione-2025-26-date-e-prezzi',
    title: 'Stagione 2025/26: date e prezzi',
    author: 'Ufficio Scuola Sci',
    published: '2025-10-21T10:00:00+02:00',
    hits: 5127,
    intro:
      '<p>La stagione 2025/26 apre sabato 29 novembre 2025! Ecco le date e i prezzi della nuova stagione.</p>',
    full: `<p><strong>Apertura:</strong> sabato 29 novembre 2025<br><strong>Chiusura:</strong> lunedì 6 aprile 2026 (Pasquetta)<br><strong>Alta stagione:</strong> dal 20 dicembre 2025 al 6 gennaio 2026 e dal 7 febbraio all'8 marzo 2026</p>
<table border="1" cellpadding="4" style="border-collapse: collapse;">
<tbody>
<tr><td><strong>Lezioni private (all'ora)</strong></td><td><strong>Bassa</strong></td><td><strong>Alta</strong></td></tr>
<tr><td>1 persona</td><td>€ 57</td><td>€ 67</td></tr>
<tr><td>2 persone</td><td>€ 74</td><td>€ 84</td></tr>
<tr><td>3–4 persone</td><td>€ 86</td><td>€ 98</td></tr>
</tbody>
</table>
<p>Corsi collettivi adulti: 5 giorni € 209, 6 giorni € 239<br>Corsi collettivi bambini: 5 giorni € 265, 6 giorni € 295<br>Pranzo con i maestri: € 16 al giorno<br>Kinderclub: giornata intera € 82, mezza giornata € 54<br>Noleggio set sci + scarponi adulti: € 27 al giorno</p>
<h3>Novità: lezioni serali il mercoledì</h3>
<p>Quest'inverno proviamo le lezioni serali: ogni mercoledì dal 7 gennaio al 4 marzo 2026, dalle 19:00 alle 21:00 sulla pista illuminata Sorafonte, € 35 a serata.</p>
<p>Prenotazioni aperte da lunedì 3 novembre 2025.</p>`,
  },
];

const postPath = (post: Post) => `/novita/${post.id}-${post.alias}`;
const NEWS: [string, string] = ['Novità', '/novita'];

const blogItem = (
  post: Post,
) => `<div class="com-content-category-blog__item blog-item" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting">
<div class="item-content">
<div class="page-header">
<h2 itemprop="name">
<a href="${postPath(post)}" itemprop="url">${post.title}</a>
</h2>
</div>
${articleInfo(post, 'it')}
${post.intro}
<p class="readmore">
<a class="btn btn-secondary" href="${postPath(post)}" aria-label="Leggi tutto: ${post.title}">
<span class="icon-chevron-right" aria-hidden="true"></span> Leggi tutto&hellip; </a>
</p>
</div>
</div>`;

/** The category blog of the news (intro texts and "Leggi tutto…" links) and its four posts. */
export const colAltoNewsPages: ColAltoPage[] = [
  {
    path: '/novita',
    lang: 'it',
    title: 'Novità',
    description: 'Novità, eventi e avvisi dalla Scuola Sci Col Alto.',
    itemid: 115,
    view: 'category',
    body: `<div class="com-content-category-blog blog" itemscope itemtype="https://schema.org/Blog">
<div class="page-header">
<h1> Novità </h1>
</div>
<div class="category-desc clearfix">
<p>Novità, eventi e avvisi dalla Scuola Sci Col Alto.</p>
</div>
<div class="com-content-category-blog__items blog-items items-leading ">
${posts.map(blogItem).join('\n')}
</div>
<div class="com-content-category-blog__navigation w-100">
<p class="com-content-category-blog__counter counter float-end pt-3 pe-2">Pagina 1 di 1</p>
</div>
</div>`,
  },
  ...posts.map(
    (post): ColAltoPage => ({
      path: postPath(post),
      lang: 'it',
      title: post.title,
      description: post.intro.replace(/<[^>]+>/g, ''),
      itemid: 115,
      view: 'article',
      trail: [NEWS],
      body: article(post.title, post, 'it', `${post.intro}\n${post.full}`),
    }),
  ),
];
