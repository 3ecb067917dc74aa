import {
  blogSelection,
  type DelfinoPage,
  heading,
  image,
  lines,
  p,
  strong,
  type Teaser,
  text,
} from './piscina-delfino.layout.ts';

/**
 * The blog: the Christmas 2026 post (the only page with the holiday hours and the courses' break), the
 * October 2026 post on the pool coming in 2027, the August 2026 Early Bird (long over) and a January 2024
 * post with that year's hours and prices, never taken down. The News page lists them with the preview text
 * the owner typed, which holds none of those hours.
 */
interface Post extends Teaser {
  tags: string[];
  body: string;
}

const christmas2026: Post = {
  path: '/2026/11/12/orari-delle-feste-di-natale-2026',
  title: 'Orari delle feste di Natale 2026',
  iso: '2026-11-12T18:20:00+01:00',
  tags: ['orari', 'Natale', 'avvisi'],
  teaser:
    'Come funzionano piscina, corsi e segreteria durante le vacanze di Natale, e il Tuffo di Babbo Natale.',
  body: [
    image('natale-piscina-delfino.jpg', 'Babbo Natale in vasca'),
    text(p('Care socie e cari soci, ecco come funziona la piscina durante le vacanze di Natale.')),
    heading('Corsi', 2),
    text(
      p(
        'L’ultima lezione dei corsi prima delle feste è martedì 22 dicembre. I corsi riprendono giovedì 7 gennaio 2027, acquaticità neonatale compresa.',
      ),
    ),
    heading('Orari della piscina (solo nuoto libero)', 2),
    text(
      lines(
        `${strong('Mercoledì 23 dicembre')}: 7:00 - 20:00`,
        `${strong('Giovedì 24 dicembre')}: 8:00 - 14:00`,
        `${strong('Venerdì 25 e sabato 26 dicembre')}: chiuso`,
        `${strong('Domenica 27 dicembre')}: 9:00 - 13:00`,
        `${strong('Da lunedì 28 a mercoledì 30 dicembre')}: 9:00 - 19:00`,
        `${strong('Giovedì 31 dicembre')}: 8:00 - 13:00`,
        `${strong('Venerdì 1 gennaio')}: chiuso`,
        `${strong('Sabato 2 e domenica 3 gennaio')}: 9:00 - 13:00`,
        `${strong('Lunedì 4 e martedì 5 gennaio')}: 9:00 - 19:00`,
        `${strong('Mercoledì 6 gennaio')}: 14:00 - 19:00`,
      ),
      p(
        'Durante le feste tutte le corsie sono per il nuoto libero. La segreteria è chiusa dal 24 dicembre al 6 gennaio e riapre giovedì 7 gennaio alle 9:00: in quei giorni gli ingressi singoli si pagano alla cassa automatica.',
      ),
    ),
    heading('Il Tuffo di Babbo Natale', 2),
    text(
      p(
        'Sabato 19 dicembre alle 16:00 tutti in acqua con il cappello rosso: staffette per ragazzi e genitori e poi cioccolata calda nell’atrio. Gratis per i tesserati, iscrizioni in segreteria entro mercoledì 16 dicembre.',
        'Un regalo per chi nuota? Il carnet da 10 ingressi si può comprare anche in busta regalo (€ 75).',
        'Buone feste da tutto lo staff della Piscina Delfino!',
      ),
    ),
  ].join('\n'),
};

const newPool2027: Post = {
  path: '/2026/10/05/in-arrivo-la-vasca-riabilitativa',
  title: 'In arrivo la vasca riabilitativa',
  iso: '2026-10-05T12:05:00+02:00',
  tags: ['novità', 'lavori'],
  teaser: 'Sono iniziati i lavori per la nuova vasca: ecco cosa cambierà.',
  body: [
    text(
      p(
        'Sono iniziati i lavori nell’ex locale caldaie: nascerà una vasca di 8 x 4 metri con l’acqua a 33°, per la riabilitazione in acqua e l’idrokinesiterapia, con i fisioterapisti dello studio FisioAdige.',
        'L’apertura è prevista nella primavera 2027. Orari e prezzi non sono ancora definiti e le prenotazioni non sono ancora aperte: se vi interessa, lasciate il vostro nome e il numero di telefono in segreteria e vi avviseremo noi.',
        'Durante i lavori il corridoio laterale è chiuso: per salire in tribuna si passa dalle scale dell’atrio.',
      ),
    ),
  ].join('\n'),
};

const earlyBird2026: Post = {
  path: '/2026/08/25/iscrizioni-2026-2027-ed-early-bird',
  title: 'Iscrizioni 2026/2027 ed Early Bird',
  iso: '2026-08-25T10:30:00+02:00',
  tags: ['iscrizioni', 'offerte'],
  teaser: 'La segreteria riapre lunedì 31 agosto: iscrizioni, Early Bird e open day.',
  body: [
    text(
      p(
        'Bentornati! La segreteria riapre lunedì 31 agosto e i corsi partono lunedì 14 settembre 2026.',
        '<strong>EARLY BIRD</strong>: chi si iscrive o rinnova entro sabato 12 settembre 2026 paga la tessera associativa € 15 invece di € 25 e ha il 10% di sconto sulla quota di ottobre.',
        'Open day sabato 5 settembre dalle 15:00 alle 18:00, con lezioni di prova gratuite per bambini e adulti. Vi aspettiamo!',
      ),
    ),
  ].join('\n'),
};

const prices2024: Post = {
  path: '/2024/01/03/nuovi-orari-e-prezzi-dall-8-gennaio',
  title: 'Nuovi orari e prezzi dall’8 gennaio',
  iso: '2024-01-03T09:45:00+01:00',
  tags: ['orari', 'prezzi'],
  teaser: 'Buon anno! Dall’8 gennaio cambiano gli orari dell’impianto e alcuni prezzi.',
  body: [
    text(p('Buon anno a tutti! Dall’8 gennaio 2024 cambiano gli orari dell’impianto e alcuni prezzi.')),
    heading('Orari impianto', 3),
    text(lines('Lunedì - venerdì: 7:00 - 21:30', 'Sabato: 8:00 - 18:00', 'Domenica: 9:00 - 12:30')),
    heading('Nuoto libero', 3),
    text(
      lines(
        'Mattina (lun - ven): 7:00 - 9:00',
        'Pausa pranzo (lun - ven): 12:00 - 14:00',
        'Sera (lun - ven): 20:30 - 21:30',
        'Sabato: 13:00 - 18:00',
        'Domenica: 9:00 - 12:30',
      ),
    ),
    heading('Prezzi', 3),
    text(
      lines(
        'Tessera associativa: € 20',
        'Ingresso singolo: € 7,50',
        'Ingresso ridotto: € 5,50',
        'Carnet 10 ingressi: € 65',
        'Abbonamento mensile: € 49',
        'Scuola nuoto bambini: € 50 al mese (1 volta) / € 85 (2 volte)',
        'Adulti: € 46 al mese (1 volta)',
        'Aquagym: € 42 al mese (1 volta) / € 70 (2 volte)',
        'Acquaticità neonatale, 10 lezioni: € 110',
        'Lezione privata: € 28',
      ),
      p('Segreteria: dal lunedì al venerdì 16:00 - 19:30.'),
    ),
  ].join('\n'),
};

/** Newest first, as the blog module lists them. */
const posts = [christmas2026, newPool2027, earlyBird2026, prices2024];

export const delfinoNewsPages: DelfinoPage[] = [
  {
    path: '/news',
    lang: 'it',
    title: 'News',
    description: 'Le news della Piscina Delfino di Verona: orari, avvisi, iscrizioni e novità.',
    body: [heading('News', 1), blogSelection(posts)].join('\n'),
  },
  ...posts.map(
    (post): DelfinoPage => ({
      path: post.path,
      lang: 'it',
      title: post.title,
      description: post.teaser,
      post: { date: post.iso.slice(0, 10), iso: post.iso, tags: post.tags },
      body: post.body,
    }),
  ),
];
