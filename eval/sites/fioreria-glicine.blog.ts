import {
  a,
  type BlogPost,
  big,
  brs,
  type GlicinePage,
  gap,
  line,
  photo,
  postItem,
} from './fioreria-glicine.layout.ts';

/**
 * The Christmas 2026 post, the only page with the holiday hours, the Christmas order deadline and the
 * New Year's Eve rule for deliveries; its hours sit after the jump break, so the home page shows only its
 * first lines.
 */
export const christmas2026: BlogPost = {
  path: '/2026/11/natale-2026-orari-delle-feste-e-ordini.html',
  id: '7301958246617204381',
  title: 'Natale 2026: orari delle feste e ordini',
  date: 'venerdì 13 novembre 2026',
  iso: '2026-11-13T09:12:00+01:00',
  labels: ['Natale', 'avvisi', 'orari'],
  intro: `${photo('natale-vetrina-2026', 'La vetrina di Natale della Fioreria Glicine', 400, 267)}
${line(
  'Anche quest&#39;anno il Natale in Borgo delle Colonne profuma di abete, di amaryllis e di eucalipto!&nbsp;',
  'Qui sotto trovate gli orari del negozio durante le feste, le date entro cui ordinare per le consegne e le novità del nostro Natale.&nbsp;',
)}`,
  more: `${gap}
${big('Orari delle feste')}
${brs(
  '<b>Martedì 8 dicembre</b> (Immacolata): 9:00 - 12:30',
  '<b>Lunedì 21 dicembre</b>: aperto, 8:30 - 19:30 orario continuato',
  '<b>Giovedì 24 dicembre</b>: 8:00 - 17:00 orario continuato',
  '<b>Venerdì 25 e sabato 26 dicembre</b>: chiuso',
  '<b>Domenica 27 dicembre</b>: chiuso',
  '<b>Lunedì 28 dicembre</b>: aperto, 8:30 - 19:30 orario continuato',
  '<b>Giovedì 31 dicembre</b>: 8:30 - 14:00',
  '<b>Venerdì 1 gennaio</b>: chiuso',
  '<b>Mercoledì 6 gennaio</b>: 9:00 - 12:30',
)}
${line('Negli altri giorni valgono gli orari di sempre.&nbsp;Da giovedì 7 gennaio si torna all&#39;orario normale.')}
${gap}
${big('Ordini e consegne di Natale')}
${line(
  'Per ricevere i fiori a casa il 23 o il 24 dicembre ordinate entro <b>martedì 22 dicembre alle 12:00</b>.',
  'Il 24 dicembre le consegne si fanno solo la mattina, fino alle 13:00.&nbsp;',
  'Il 31 dicembre non facciamo consegne a domicilio: i fiori si ritirano in negozio.',
)}
${gap}
${big('In negozio per le feste')}
${brs(
  'Stelle di Natale: da € 12',
  'Corone dell&#39;Avvento già pronte: da € 35',
  'Centrotavola natalizi: da € 40',
  'Amaryllis in vaso: € 18',
)}
${line(
  'Quest&#39;anno non vendiamo alberi di Natale veri, ma trovate rami di abete e di pino a mazzi (€ 6 al mazzo).',
  'Per i regali aziendali: da 10 stelle di Natale in su, sconto del 10% e consegna compresa a Parma.',
  `Sabato 28 novembre c&#39;è il laboratorio della Corona dell&#39;Avvento (trovate tutto nella pagina ${a('Laboratori', '/p/laboratori-di-composizione-floreale.html')}): restano pochi posti!`,
)}
${gap}
${line('Buone feste da Anna, Sofia e Luca&nbsp;🌲')}`,
};

/** Valentine's 2026: an offer long over (12 red roses at € 42 until 12 February) still on the home page. */
export const valentine2026: BlogPost = {
  path: '/2026/02/san-valentino-2026.html',
  id: '2290475113968825507',
  title: 'San Valentino 2026 alla Fioreria Glicine',
  date: 'lunedì 2 febbraio 2026',
  iso: '2026-02-02T18:40:00+01:00',
  labels: ['San Valentino', 'offerte'],
  intro: `${photo('rose-rosse-san-valentino', 'Rose rosse per San Valentino')}
${line('San Valentino quest&#39;anno cade di sabato, <b>sabato 14 febbraio 2026</b>, e noi siamo pronti!&nbsp;')}
${gap}
${big('L&#39;offerta di San Valentino')}
${line(
  '<b>12 rose rosse a € 42</b> invece di € 54, con confezione e bigliettino, ordinando entro giovedì 12 febbraio.',
  'Consegna gratuita in città il 14 febbraio per tutti gli ordini di San Valentino.',
  'Rosa rossa singola con nastro: € 4',
)}
${gap}
${line(
  'Sabato 14 febbraio siamo aperti con orario continuato 8:00 - 20:00.',
  'Ordinate per telefono o su WhatsApp: le consegne del 14 sono limitate!&nbsp;❤️',
)}`,
  more: '',
};

/** January 2024, never taken down: that year's hours (open on Mondays, closed on Sundays) and prices. */
export const prices2024: BlogPost = {
  path: '/2024/01/nuovi-orari-e-nuovo-listino.html',
  id: '5518820943177162094',
  title: 'Nuovi orari e nuovo listino dal 15 gennaio',
  date: 'lunedì 8 gennaio 2024',
  iso: '2024-01-08T10:05:00+01:00',
  labels: ['avvisi', 'orari', 'prezzi'],
  intro: line(
    'Buon anno a tutti!&nbsp;Dal 15 gennaio 2024 cambiano un po&#39; di cose in negozio: ecco i nuovi orari e il listino aggiornato.',
  ),
  more: `${big('Orari dal 15 gennaio 2024')}
${brs('Dal lunedì al sabato: 8:30 - 12:30 e 15:00 - 19:00', 'Domenica: chiuso')}
${gap}
${big('Listino 2024')}
${brs(
  'Bouquet piccolo: € 24',
  'Bouquet medio: € 38',
  'Bouquet grande: € 60',
  '12 rose rosse: € 48',
  'Consegna a Parma città: € 5',
  'Cuscino funebre: da € 90',
  'Corona funebre: da € 115',
  'Bouquet da sposa: da € 120',
  'Abbonamento Reception: € 30 a settimana',
  'Laboratori del sabato: € 38',
)}
${line(
  'Le consegne in giornata sono per gli ordini ricevuti entro le 11:00.',
  'Grazie per la fiducia, vi aspettiamo in negozio!',
)}`,
};

/** Newest first, as the home page and the pager list them. */
export const glicinePosts = [christmas2026, valentine2026, prices2024];

const postPage = (post: BlogPost, k: number): GlicinePage => ({
  path: post.path,
  lang: 'it',
  kind: 'post',
  title: post.title,
  description: post.title,
  blog: postItem(post, glicinePosts[k - 1], glicinePosts[k + 1]),
});

/** The three posts' own pages. */
export const glicineBlogPages: GlicinePage[] = glicinePosts.map(postPage);
