import {
  a,
  b,
  button,
  CTB_WHATSAPP,
  type CtbPage,
  classicText,
  section,
  text,
  wid,
} from './circolo-tennis-brenta.layout.ts';

interface Post {
  /** Webnode puts blog articles under `/l/`. */
  path: string;
  title: string;
  description: string;
  published: [shown: string, iso: string];
  perex: string;
  content: string;
  image: string;
}

const christmas: Post = {
  path: '/l/orari-natale-2026',
  title: 'Orari di Natale e Capodanno 2026',
  description:
    'Gli orari del circolo, della segreteria e del bar durante le feste di Natale 2026 e Capodanno 2027.',
  published: ['20.11.2026', '2026-11-20'],
  perex:
    'Gli orari del circolo durante le feste, la chiusura del bar e della segreteria e il torneo di Natale di padel.',
  image: 'natale-circolo',
  content: `<p>Ecco gli orari del circolo durante le feste. Nei giorni che non trovate qui sotto vale il solito orario invernale.</p>
<p><strong>Giovedì 24 dicembre:</strong> 8:00 – 14:00<br><strong>Venerdì 25 dicembre:</strong> chiuso<br><strong>Sabato 26 dicembre:</strong> 9:00 – 13:00<br><strong>Giovedì 31 dicembre:</strong> 8:00 – 16:00<br><strong>Venerdì 1 gennaio:</strong> chiuso<br><strong>Mercoledì 6 gennaio:</strong> 9:00 – 18:00</p>
<p>La segreteria è chiusa dal 24 dicembre al 6 gennaio: per prenotare scriveteci su WhatsApp al ${CTB_WHATSAPP}. Riapre giovedì 7 gennaio alle 15:30.</p>
<p>Il bar La Volée resta chiuso dal 24 dicembre al 6 gennaio compresi.</p>
<p>Scuola tennis: l’ultima lezione del trimestre è sabato 19 dicembre, si riprende lunedì 11 gennaio.</p>
<p>Sabato 19 e domenica 20 dicembre c’è il ${a('torneo di Natale di padel', '/tornei/')}: iscrizioni entro mercoledì 16 dicembre.</p>
<p>Cercate un regalo? In segreteria, fino a mercoledì 23 dicembre, trovate i buoni regalo per ore di campo, lezioni private e quote associative.</p>
<p>Buone feste a tutti da Giorgio, Luca, Chiara, Daniel, Marco e Sara!</p>`,
};

const season2024: Post = {
  path: '/l/nuova-stagione-2024-prezzi-e-orari',
  title: 'Nuova stagione 2024: prezzi e orari',
  description: 'Le nuove tariffe e gli orari del circolo dal 1° febbraio 2024.',
  published: ['15.01.2024', '2024-01-15'],
  perex: 'Dal 1° febbraio 2024 cambiano alcune tariffe e gli orari del circolo: ecco tutte le novità.',
  image: 'campi-inverno-2024',
  content: `<p>Buon anno a tutti! Dopo due anni senza aumenti, dal 1° febbraio 2024 cambiano alcune tariffe.</p>
<ul><li>Terra rossa, non soci: € 15 all’ora, € 20 nelle ore di punta</li><li>Padel: € 44 a campo per 90 minuti (€ 11 a persona)</li><li>Quota socio ordinario: € 380; under 18: € 140</li><li>Scuola tennis bambini: € 175 a trimestre una volta a settimana, € 310 due volte a settimana</li></ul>
<p><strong>Orari</strong></p>
<p>Orario invernale: tutti i giorni 8:30 – 22:00. La segreteria è aperta anche la domenica mattina, 9:30 – 12:00, e il bar è aperto tutti i giorni, anche il lunedì.</p>
<p>Ricordiamo che le prenotazioni si possono disdire gratuitamente fino a 12 ore prima.</p>
<p>Ci vediamo in campo!</p>`,
};

const posts = [christmas, season2024];

const article = (post: Post): CtbPage => ({
  path: post.path,
  lang: 'it',
  kind: 'article',
  title: post.title,
  description: post.description,
  published: post.published,
  sections: [
    section([
      text(
        `<div class="b-art-bc"><a href="/news/">News</a> <span class="b-art-bc-sep">›</span> <span>${post.title}</span></div>\n<h1>${post.title}</h1>\n<p class="b-art-date"><span class="wnd-date" data-date="${post.published[1]}">${post.published[0]}</span></p>`,
      ),
      classicText(post.content),
      `<div class="b b-s b-art-share" id="${wid('ShareBlock')}"><a class="b-art-share-fb" href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.circolo-tennis-brenta.test${encodeURIComponent(`${post.path}/`)}" target="_blank" rel="noopener">Condividi</a></div>`,
      button('Torna alle news', '/news/'),
    ]),
  ],
});

/** The blog list (Webnode's blog section) and the two posts. */
export const ctbNewsPages: CtbPage[] = [
  {
    path: '/news',
    lang: 'it',
    title: 'News',
    description: 'Le news del Circolo Tennis & Padel Brenta.',
    sections: [
      section([
        text('<h1>News</h1>'),
        `<div class="b b-s b-blog-list cf" id="${wid('BlogListBlock')}" data-wnd_mvc_type="wnd.fe.BlogListBlock"><div class="b-blog-list-w">${posts
          .map(
            (post) =>
              `<article class="b-art b-art-l cf"><a class="b-art-img" href="${post.path}/"><img src="https://www.circolo-tennis-brenta.test/_files/system_preview_small_${post.image}.jpg?ph=4e7c1a9b2d" alt="${post.title}" loading="lazy"></a><div class="b-art-c"><div class="b-art-date"><span class="wnd-date" data-date="${post.published[1]}">${post.published[0]}</span></div><h2 class="b-art-title"><a href="${post.path}/">${post.title}</a></h2><div class="b-art-perex"><p>${post.perex}</p></div><a class="b-art-more link" href="${post.path}/">${b('Leggi tutto')}</a></div></article>`,
          )
          .join('')}</div><div class="b-blog-pager"><span class="pager-info">1 / 1</span></div></div>`,
      ]),
    ],
  },
  ...posts.map(article),
];
