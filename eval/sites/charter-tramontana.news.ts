import {
  block,
  bold,
  d,
  heading,
  link,
  list,
  newsList,
  one,
  type PostMeta,
  subtitle,
  type Teaser,
  TR_PHONE,
  TR_WHATSAPP,
  type TramontanaPage,
} from './charter-tramontana.layout.ts';

/**
 * The Italian news, posts at `/news/<slug>` with their body as Weblium's rich text (block spans, `<h2>`s and
 * Draft.js lists; no tables): the Christmas 2026 post (the only page with the holiday office hours, the gift
 * vouchers and the last day to order a printed one), the Lagoon 46 Levante 'in arrivo nel 2027' (no price,
 * not bookable until February 2027, skipper only), the licence course with the Scuola Nautica Gallura (only
 * in Italian) and the January 2024 price list never taken down (older prices, skipper, cleaning, deposits,
 * check-in times, winter office hours and dogs allowed on two boats).
 */
interface Post {
  path: string;
  title: string;
  description: string;
  meta: PostMeta;
  body: string;
  alternate?: string;
}

const h2 = (html: string) => `<h2>${html}</h2>`;

const natale: Post = {
  path: '/news/natale-e-capodanno-2026',
  alternate: '/en/news/christmas-and-new-year-2026',
  title: 'Natale e Capodanno 2026: orari dell’ufficio e buoni regalo',
  description:
    'Gli orari dell’ufficio di Tramontana Charter durante le feste di Natale 2026 e Capodanno, i buoni regalo per il corso di vela e la gita, e l’ultimo giorno per ordinarli stampati.',
  meta: {
    date: '18 novembre 2026',
    iso: '2026-11-18T10:15:00+01:00',
    author: 'Francesca Ledda',
    category: 'Avvisi',
    excerpt:
      'Durante le feste l’ufficio chiude per qualche giorno. Ecco gli orari e le idee regalo per chi ama il mare.',
    cover: 'Albero di Natale sul pontile di Porto Rotondo',
  },
  body: `${d(
    'Anche quest’anno, durante le feste, l’ufficio si prende qualche giorno di pausa. Ecco come ci trovate tra Natale e l’Epifania.',
  )}${h2('Orari dell’ufficio durante le feste')}${list(
    'Lunedì 21 e martedì 22 dicembre: orario normale, 9:30–13:00 e 15:00–17:30',
    'Mercoledì 23 dicembre: solo la mattina, 9:30–13:00',
    'Da giovedì 24 dicembre a mercoledì 6 gennaio: ufficio chiuso',
    'tranne lunedì 28 e martedì 29 dicembre, aperti dalle 10:00 alle 12:30',
    'Giovedì 7 gennaio 2027 riapriamo con l’orario invernale.',
  )}${d(
    `Mentre l’ufficio è chiuso rispondiamo a email e WhatsApp (${TR_WHATSAPP}) una volta al giorno, in mattinata.`,
  )}${h2('Un buono regalo sotto l’albero')}${list(
    `Buono ${bold('Corso base di vela')}: 590 €`,
    `Buono ${bold('Gita a La Maddalena')}: 130 € a persona`,
  )}${d(
    'I buoni valgono per tutta la stagione 2027, fino al 30 ottobre 2027.',
    `Il buono digitale arriva per email entro 24 ore, anche alla vigilia. Se lo volete stampato su cartoncino e spedito a casa, ordinatelo entro ${bold('lunedì 14 dicembre')}.`,
  )}${h2('Prenotazioni 2027')}${d(
    `Il ${link('listino 2027', '/prezzi')} è online e le settimane di luglio e agosto si stanno riempiendo. Per il Levante, invece, bisogna aspettare febbraio.`,
    '',
    `Per prenotare durante le feste: ${TR_PHONE} negli orari qui sopra, oppure WhatsApp. Buone feste da Gavino, Francesca, Luca e Sara!`,
  )}`,
};

const levante: Post = {
  path: '/news/levante-nuovo-catamarano-2027',
  alternate: '/en/news/new-catamaran-levante-2027',
  title: 'In arrivo nel 2027: Levante, il nuovo Lagoon 46',
  description:
    'Nel 2027 arriva a Porto Rotondo il Levante, un catamarano Lagoon 46 nuovo. Primi charter da giugno 2027, solo con skipper; prezzo e prenotazioni da definire.',
  meta: {
    date: '15 ottobre 2026',
    iso: '2026-10-15T17:30:00+02:00',
    author: 'Gavino Piras',
    category: 'Novità',
    excerpt:
      'La flotta cresce: ad aprile 2027 arriva un Lagoon 46 nuovo di cantiere. Ecco cosa sappiamo finora.',
    cover: 'Lagoon 46 in navigazione',
  },
  body: `${d(
    'La flotta cresce: ad aprile 2027 arriva a Porto Rotondo il Levante, un Lagoon 46 nuovo di cantiere. Sarà il nostro terzo catamarano da charter, accanto a Scirocco e Ponente.',
  )}${h2('Com’è')}${list(
    '14 metri, quattro cabine matrimoniali con bagno privato e due cabine per l’equipaggio',
    'flybridge con prendisole e seconda postazione di timone',
    'dissalatore e pannelli solari: più giorni in rada senza cercare un porto',
  )}${h2('Quando e come')}${d(
    `I primi charter sono previsti ${bold('da giugno 2027')}. Il Levante si potrà noleggiare solo con skipper.`,
    'Il prezzo non è ancora definito: il listino del Levante uscirà a gennaio 2027 e le prenotazioni apriranno a febbraio 2027.',
    `Per ora non si può prenotare né opzionare una settimana. Se volete essere avvisati, scriveteci dalla pagina ${link('contatti', '/contatti')}.`,
  )}`,
};

const patente: Post = {
  path: '/news/patente-nautica-scuola-nautica-gallura',
  title: 'Patente nautica: il corso con la Scuola Nautica Gallura',
  description:
    'I corsi di Tramontana Charter non rilasciano la patente nautica: per prenderla collaboriamo con la Scuola Nautica Gallura di Olbia. Date, prezzo e sconto per i nostri clienti.',
  meta: {
    date: '2 novembre 2026',
    iso: '2026-11-02T09:00:00+01:00',
    author: 'Sara Mura',
    category: 'Corsi',
    excerpt:
      'Dopo il corso base la domanda è sempre la stessa: “E la patente?”. Ecco come prenderla questo inverno.',
    cover: 'Carta nautica e compasso sul tavolo di carteggio',
  },
  body: `${d(
    'Dopo il corso base la domanda è sempre la stessa: “E la patente?”. Noi non siamo una scuola nautica e i nostri corsi non rilasciano la patente. Da quest’anno, però, collaboriamo con la Scuola Nautica Gallura di Olbia.',
  )}${h2('Il corso')}${list(
    'Teoria la sera, il martedì e il giovedì dalle 19:00 alle 21:00, dal 2 febbraio al 25 marzo 2027, nella sede della scuola a Olbia, in Via Mameli 12.',
    'Uscite pratiche ad aprile, nei fine settimana, sul nostro Grecale con Sara.',
    'Esame tra fine aprile e maggio: patente entro 12 miglia, vela e motore.',
  )}${h2('Prezzo e sconto')}${d(
    'Il corso costa 650 €, tasse d’esame escluse.',
    `Chi ha fatto con noi un corso o un charter ha ${bold('il 10% di sconto')}: 585 €.`,
    'Le iscrizioni si fanno direttamente alla Scuola Nautica Gallura, al numero 0789 254 110, entro il 20 gennaio 2027. Dite che venite da parte di Tramontana.',
  )}`,
};

const listino2024: Post = {
  path: '/news/listino-2024',
  alternate: '/en/news/2024-prices',
  title: 'Listino 2024: prezzi e novità della stagione',
  description:
    'I prezzi 2024 di Tramontana Charter: noleggio a settimana, skipper, hostess, extra, gite e corsi.',
  meta: {
    date: '15 gennaio 2024',
    iso: '2024-01-15T12:00:00+01:00',
    author: 'Francesca Ledda',
    category: 'Prezzi',
    excerpt:
      'Buon 2024! Ecco il listino della nuova stagione e qualche novità per voi e per i vostri amici a quattro zampe.',
    cover: 'Il pontile C a gennaio',
  },
  body: `${d('Buon 2024! Ecco il listino della nuova stagione e qualche novità.')}${h2('Noleggio a settimana senza skipper')}${list(
    'Grecale: da 1.800 a 3.900 €',
    'Libeccio: da 2.200 a 4.600 €',
    'Maestrale: da 2.800 a 5.900 €',
    'Scirocco: da 4.100 a 8.900 €',
    'Ponente: da 5.300 a 11.500 €',
  )}${h2('Extra')}${list(
    'Skipper: 180 € al giorno',
    'Hostess: 150 € al giorno',
    'Pulizia finale: 150 € monoscafi, 250 € catamarani',
    'Cauzione: 1.500 € monoscafi, 2.500 € catamarani',
    'Transfer dall’aeroporto: 45 €',
  )}${h2('Gite e corsi')}${list('Gita a La Maddalena: 95 € adulti, 60 € bambini', 'Corso base di vela: 490 €')}${h2('Orari e regole')}${d(
    'Imbarco il sabato dalle 18:00, sbarco entro le 8:00.',
    'In inverno l’ufficio è aperto dal lunedì al sabato, dalle 9:00 alle 13:00.',
    `${bold('Novità 2024:')} gli amici a quattro zampe sono i benvenuti su Grecale e Libeccio, con un supplemento di 100 € per la pulizia.`,
  )}`,
};

const posts: Post[] = [natale, patente, levante, listino2024];

export const tramontanaTeasers: Teaser[] = posts.map(({ path, title, meta }) => ({ path, title, meta }));

export const tramontanaPosts: TramontanaPage[] = posts.map((post) => ({
  path: post.path,
  lang: 'it',
  ...(post.alternate ? { alternate: post.alternate } : {}),
  title: post.title,
  description: post.description,
  post: post.meta,
  blocks: [post.body],
}));

/** The news page: a heading and the blog list. */
export const tramontanaNews: TramontanaPage = {
  path: '/news',
  lang: 'it',
  alternate: '/en/news',
  title: 'News',
  description: 'Le news di Tramontana Charter: orari delle feste, novità della flotta, corsi e listini.',
  blocks: [
    block(
      [
        one(
          heading('News', 1),
          subtitle(d('Avvisi, novità della flotta, corsi e listini.')),
          newsList(tramontanaTeasers, 'it'),
        ),
      ],
      {
        name: 'blog-list',
      },
    ),
  ],
};
