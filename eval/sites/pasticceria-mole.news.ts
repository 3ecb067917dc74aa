import { block, h2, type MolePage, p, table } from './pasticceria-mole.layout.ts';

/* The news (Italian only): a November 2026 Christmas post, a September 2026 classes post and a January 2025
 * post with that year's prices and hours, never updated. */

const natale: MolePage = {
  path: '/news/natale-2026-orari-e-panettoni',
  lang: 'it',
  template: 'post',
  date: '10 Nov 2026',
  title: 'Natale 2026: orari e panettoni',
  description: 'Gli orari di Natale 2026 e i preordini dei panettoni.',
  body: block(
    p(
      'Il Natale è alle porte e il laboratorio profuma di burro e canditi! I panettoni sono in negozio dal 2 novembre e si possono preordinare online fino al 18 dicembre.',
      'Quest’anno saremo aperti anche lunedì 7, 21 e 28 dicembre. La vigilia e il 31 dicembre chiudiamo alle 18.00; a Natale siamo aperti solo la mattina, dalle 8.00 alle 13.00, per il banco e il ritiro degli ordini. Il 26 dicembre e il 1° gennaio restiamo chiusi.',
      'Per un regalo last minute ci sono i buoni regalo, in negozio.',
    ),
  ),
};

const corsiPost: MolePage = {
  path: '/news/corsi-inverno-2026',
  lang: 'it',
  template: 'post',
  date: '15 Set 2026',
  title: 'Tornano i corsi del sabato',
  description: 'Le date dei corsi di pasticceria dell’inverno 2026-2027.',
  body: block(
    p(
      'Da dicembre riaprono i corsi di pasticceria nel nostro laboratorio: si parte sabato 12 dicembre con biscotti e frollini di Natale. Tutte le date e i prezzi sono nella pagina <a href="/corsi-di-pasticceria">corsi di pasticceria</a>.',
    ),
  ),
};

const stale: MolePage = {
  path: '/news/nuovo-anno-nuovi-orari',
  lang: 'it',
  template: 'post',
  date: '8 Gen 2025',
  title: 'Nuovo anno, nuovi orari',
  description: 'Orari e prezzi 2025 della Pasticceria Caffè della Mole.',
  body: block(
    p(
      'Buon 2025 a tutti! Con l’anno nuovo cambiano un po’ di cose. Da gennaio siamo aperti dalle 7.00 alle 19.00, e il giorno di chiusura diventa il mercoledì.',
    ),
    h2('I prezzi del 2025'),
    table(
      ['', 'Prezzo'],
      [
        ['Bicerin', '5,00 €'],
        ['Menù pranzo', '15,00 €'],
        ['Brunch della domenica', '26,00 €'],
        ['Torte su ordinazione', '34 €/kg'],
        ['Spedizione in Italia', '8,90 € (gratuita da 59,00 €)'],
      ],
    ),
    p('Quest’estate la chiusura per ferie sarà dall’11 al 31 agosto 2025. Vi aspettiamo!'),
  ),
};

const index: MolePage = {
  path: '/news',
  lang: 'it',
  title: 'News',
  description: 'Le novità della Pasticceria Caffè della Mole.',
  body: block(
    `<div class="et_pb_module et_pb_blog_0 et_pb_posts et_pb_bg_layout_light"><div class="et_pb_ajax_pagination_container">${[
      natale,
      corsiPost,
      stale,
    ]
      .map(
        (post) =>
          `<article class="et_pb_post clearfix et_pb_blog_item_0_0 post type-post status-publish format-standard hentry category-news"><h2 class="entry-title"><a href="${post.path}">${post.title}</a></h2><p class="post-meta"><span class="published">${post.date}</span></p><div class="post-content"><div class="post-content-inner"><p>${post.description}</p></div><a href="${post.path}" class="more-link">leggi di più</a></div></article>`,
      )
      .join('')}</div></div>`,
  ),
};

export const moleNewsPages: MolePage[] = [index, natale, corsiPost, stale];

export const moleNotFoundPage: MolePage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  body: block(
    h2('Nessun risultato trovato'),
    p(
      'La pagina richiesta non è stata trovata. Affina la tua ricerca o utilizza la navigazione sopra per trovare il post.',
    ),
  ),
};
