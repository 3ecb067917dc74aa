import { a, b, block, h1, h2, h3, p, ps, type SanRoccoPage, text, ul } from './farmacia-san-rocco.layout.ts';

interface Post {
  path: string;
  title: string;
  description: string;
  /** ISO date of publication. */
  date: string;
  author: string;
  minutes: number;
  cover: string;
  /** The post's content blocks. */
  blocks: string[];
}

const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];
const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
};

const coverUrl = (file: string, w: number, h: number) =>
  `https://assets.zyrosite.com/cdn-cgi/image/format=auto,w=${w},h=${h},fit=crop/m5KbQ2vRw7hN3pLx/${file}`;

/** The posts, newest first. */
const posts: Post[] = [
  {
    path: '/blog/orari-di-natale-2026',
    title: 'Orari di Natale 2026',
    description: 'Come siamo aperti durante le feste, in farmacia e in parafarmacia.',
    date: '2026-11-16',
    author: 'Chiara Bodini',
    minutes: 2,
    cover: 'natale-vetrina-farmacia-Gx4rTc.jpg',
    blocks: [
      block([
        text(
          p(
            'Ecco come saremo aperti durante le feste. Nei giorni che non trovi qui valgono gli orari di sempre.',
          ),
          'full',
          0,
        ),
        text(
          `${h3('Farmacia – Corso Garibaldi')}${ul(
            `${b('Martedì 8 dicembre')} (Immacolata): chiuso`,
            `${b('Giovedì 24 dicembre')}: 8:30–12:30 e 15:00–18:00`,
            `${b('Venerdì 25 dicembre')} (Natale): chiuso`,
            `${b('Sabato 26 dicembre')} (Santo Stefano): aperti per il turno di guardia, 8:30–20:00, e di notte a chiamata`,
            `${b('Giovedì 31 dicembre')}: 8:30–12:30, pomeriggio chiuso`,
            `${b('Venerdì 1° gennaio')}: chiuso`,
            `${b('Mercoledì 6 gennaio')} (Epifania): chiuso`,
          )}`,
          'left',
        ),
        text(
          `${h3('Parafarmacia – Cremona Due')}${ul(
            `${b('Martedì 8 dicembre')}: 10:00–19:00`,
            `${b('Domeniche 13 e 20 dicembre')}: 10:00–19:00`,
            `${b('Giovedì 24 dicembre')}: 9:00–17:00`,
            `${b('Venerdì 25 e sabato 26 dicembre')}: chiuso`,
            `${b('Giovedì 31 dicembre')}: 9:00–17:00`,
            `${b('Venerdì 1° gennaio')}: chiuso`,
            `${b('Mercoledì 6 gennaio')}: 10:00–13:00`,
          )}`,
          'right',
          72,
        ),
      ]),
      block([
        text(
          `${h2('Prima delle feste')}${ps(
            'Se prendi farmaci tutti i giorni, controlla le scorte e chiedi per tempo le ricette al tuo medico: molti ambulatori restano chiusi tra Natale e Capodanno.',
            `Per ${a('Prenota e ritira', '/prenota-e-ritira')} l’ultimo giorno per prenotare prima di Natale è martedì 22 dicembre.`,
            'Cerchi un regalo? In farmacia ci sono i buoni regalo per la dermocosmesi, da 25, 50 e 100 euro.',
            'Buone feste da tutti noi!',
          )}`,
          'full',
          0,
        ),
      ]),
    ],
  },
  {
    path: '/blog/nuovi-orari-e-servizi-2024',
    title: 'Nuovi orari e nuovi servizi dal 1° marzo 2024',
    description:
      'Cambia l’orario della farmacia e arrivano l’elettrocardiogramma, l’holter e la consegna a domicilio.',
    date: '2024-02-20',
    author: 'Chiara Bodini',
    minutes: 3,
    cover: 'cabina-servizi-2024-Vb8nQe.jpg',
    blocks: [
      block([
        text(
          `${p('Dal 1° marzo 2024 cambiamo orario e arrivano nuovi servizi nella cabina che abbiamo appena allestito.')}${h3('I nuovi orari')}${ps(
            'Dal lunedì al venerdì: 8:45–12:30 e 15:30–19:30.',
            'Sabato: 8:45–12:30, chiuso il pomeriggio.',
          )}`,
          'full',
          0,
        ),
        text(
          `${h3('I nuovi servizi')}${ul(
            'Elettrocardiogramma con referto del cardiologo: € 22',
            'Holter cardiaco 24 ore: € 55',
            'Holter pressorio 24 ore: € 40',
            'Foratura dei lobi, orecchini compresi: € 20',
            'Tampone antigenico rapido: € 10',
          )}${p('La misurazione della pressione resta gratuita per tutti.')}`,
          'full',
        ),
        text(
          `${h3('Consegna a domicilio')}${p('Per chi non può venire in farmacia arriva la consegna a domicilio, gratuita per gli over 70, il martedì e il venerdì pomeriggio: basta una telefonata.')}${h3('Ferie')}${p('Quest’anno la farmacia chiude per ferie dal 12 al 18 agosto.')}`,
          'full',
        ),
      ]),
    ],
  },
];

/** The blog post header block: the title, the line under it, the author, the date and the reading time. */
const postHeader = (post: Post) =>
  `<section class="block block-blog-header" data-qa="builder-section-blogheader" style="--block-padding: 64px 0 32px 0">
<div class="block-blog-header__content">
<img class="block-blog-header__cover" src="${coverUrl(post.cover, 1224, 520)}" alt="" width="1224" height="520">
<h1 class="block-blog-header__title h1">${post.title}</h1>
<p class="block-blog-header__description body-large">${post.description}</p>
<div class="block-blog-header__meta body-small"><span class="block-blog-header__author">${post.author}</span><span class="block-blog-header__date">${longDate(post.date)}</span><span class="block-blog-header__reading-time">${post.minutes} min di lettura</span></div>
</div>
</section>`;

/** The blog list block: a card per post (cover, date, title, description). */
const blogList = `<section class="block block-blog-list" data-qa="builder-section-bloglist" style="--block-padding: 40px 0 64px 0">
<div class="block-blog-list__content" style="--grid-columns: 2; --m-grid-columns: 1">
${posts
  .map(
    (post) => `<div class="blog-list-item" data-qa="blog-list-item">
<a class="blog-list-item__link" href="${post.path}">
<div class="blog-list-item__image-wrapper"><img class="blog-list-item__image" src="${coverUrl(post.cover, 588, 330)}" alt="" loading="lazy" width="588" height="330"></div>
<p class="blog-list-item__meta body-small"><span>${longDate(post.date)}</span> · <span>${post.minutes} min di lettura</span></p>
<h3 class="blog-list-item__title h3">${post.title}</h3>
<p class="blog-list-item__description body">${post.description}</p>
</a>
</div>`,
  )
  .join('\n')}
</div>
</section>`;

/** The blog index and the posts. */
export const sanRoccoBlogPages: SanRoccoPage[] = [
  {
    path: '/blog',
    lang: 'it',
    title: 'Blog',
    description: 'Notizie e avvisi della Farmacia San Rocco di Cremona.',
    blocks: [block([text(`${h1('Blog')}${p('Notizie e avvisi dalla farmacia.')}`, 'full', 0)]), blogList],
  },
  ...posts.map(
    (post): SanRoccoPage => ({
      path: post.path,
      lang: 'it',
      title: post.title,
      description: post.description,
      blocks: [postHeader(post), ...post.blocks],
    }),
  ),
];
