import {
  a,
  b,
  button,
  columns,
  h2,
  image,
  newsList,
  type PostMeta,
  p,
  ps,
  strip,
  type TanaPage,
  TD_PHONE,
  TD_WHATSAPP,
  type Teaser,
  table,
  text,
  ul,
} from './tana-dei-dadi.layout.ts';

/**
 * The blog ("News"), at `/news/<id>_<slug>` as Webador publishes posts: the Christmas 2026 post (the only page
 * with the holiday hours, the New Year's Eve party, the Christmas tournament, the Befana raffle and the last days
 * to order gifts), the escape room 'in arrivo nel 2027' (no price, not bookable), the Ottobre Universitario
 * offer of October 2026 (2 € table fee for students, ended on 31 October 2026), and the January 2024 price list
 * with that year's prices and hours, never taken down. Dates as the blog prints them: '16 nov 2026'.
 */
interface Post {
  path: string;
  title: string;
  description: string;
  meta: PostMeta;
  strips: string[];
}

const natale: Post = {
  path: '/news/2871046_natale-2026-orari-delle-feste',
  title: 'Natale 2026 in Tana: orari delle feste, Capodanno e regali',
  description:
    'Gli orari della Tana dei Dadi per le feste di Natale 2026, il Capodanno in Tana, il torneo di Natale, la tombola della Befana e le date per i regali.',
  meta: {
    date: '16 nov 2026',
    iso: '2026-11-16T10:30:00+01:00',
    author: 'Silvia',
    lead: 'Durante le feste apriamo anche qualche lunedì. Qui trovate tutti gli orari, il Capodanno in Tana e le date per ordinare i regali.',
    cover: 'natale-tana-dadi-albero-meeple.jpg',
  },
  strips: [
    strip([
      image('natale-tana-dadi-albero-meeple.jpg', 'L’albero di Natale della Tana decorato con i meeple'),
      text(
        `${p('Dicembre è il mese più bello dell’anno per giocare: fuori fa freddo, dentro c’è la cioccolata calda e un tavolo libero (se prenotate!). Per le feste cambiamo un po’ gli orari: eccoli tutti.')}`,
      ),
    ]),
    strip(
      [
        text(
          `${h2('Orari delle feste')}${table(
            ['Giorno', 'Orario'],
            [
              ['Lunedì 7 dicembre', '15:00–24:00 (aperti per il ponte)'],
              ['Martedì 8 dicembre (Immacolata)', '11:00–24:00'],
              ['Lunedì 21 dicembre', '15:00–24:00'],
              ['Giovedì 24 dicembre (Vigilia)', '11:00–18:00'],
              ['Venerdì 25 dicembre (Natale)', 'chiuso'],
              ['Sabato 26 dicembre (Santo Stefano)', '15:00–01:30'],
              ['Lunedì 28 dicembre', '15:00–24:00'],
              ['Giovedì 31 dicembre', 'Capodanno in Tana, 20:30–02:00 (solo su prenotazione)'],
              ['Venerdì 1 gennaio', 'chiuso'],
              ['Lunedì 4 gennaio', '15:00–24:00'],
              ['Mercoledì 6 gennaio (Epifania)', '11:00–23:00'],
            ],
          )}${p('Da giovedì 7 gennaio 2027 torniamo all’orario di sempre, con il lunedì di chiusura. La cucina durante le feste chiude sempre alle 22:30.')}`,
        ),
      ],
      { color: 'light' },
    ),
    strip([
      columns([
        [
          text(
            `${h2('Capodanno in Tana')}${ps(
              `Giovedì 31 dicembre, dalle 20:30 alle 02:00: buffet, giochi fino a tardi e brindisi a mezzanotte. ${b('45 € a persona')}, bevande analcoliche comprese (alcolici a parte).`,
              'Solo su prenotazione, 60 posti: per confermare serve una caparra di 20 € a persona entro domenica 20 dicembre.',
            )}`,
          ),
        ],
        [
          text(
            `${h2('Torneo di Natale')}${ps(
              'Sabato 19 dicembre alle 15:00, torneo di Ticket to Ride. Iscrizione 8 € (5 € per i soci), coperto compreso. In palio buoni del negozio fino a 50 €.',
              'Mercoledì 6 gennaio alle 16:00 c’è la Tombola della Befana, gratis per i bambini.',
              'La Gilda del Mercoledì va in pausa il 23 e il 30 dicembre e riprende il 13 gennaio.',
            )}`,
          ),
        ],
      ]),
    ]),
    strip([
      text(
        `${h2('Regali sotto l’albero')}${ul(
          `Buoni regalo da 25 € e da 50 €, in cassa o nel ${a('negozio online', '/negozio')}: valgono per coperti, bar, negozio ed eventi.`,
          `Ordini online: entro ${b('domenica 20 dicembre')}, con ritiro in Tana entro giovedì 24.`,
          `Giochi da ordinare apposta (che non abbiamo in negozio): entro ${b('venerdì 11 dicembre')}.`,
          'Il pacchetto regalo lo facciamo noi, gratis.',
        )}${p(`Per prenotare un tavolo durante le feste: WhatsApp ${TD_WHATSAPP} o telefono ${TD_PHONE}. Buone feste da Marco, Silvia e da tutto lo staff!`)}`,
      ),
      button('Prenota un tavolo', '/prenota'),
    ]),
  ],
};

const escapeRoom: Post = {
  path: '/news/2834417_in-arrivo-nel-2027-escape-room-il-cunicolo',
  title: 'In arrivo nel 2027: l’escape room “Il Cunicolo”',
  description:
    'Nella cantina della Tana stiamo costruendo un’escape room: Il Cunicolo aprirà nella primavera 2027. Prezzi e prenotazioni non sono ancora disponibili.',
  meta: {
    date: '2 ott 2026',
    iso: '2026-10-02T18:00:00+02:00',
    author: 'Marco',
    lead: 'Sotto i nostri piedi c’è una cantina a volta del Seicento. Presto diventerà un’escape room.',
    cover: 'cantina-volta-escape-room-cunicolo.jpg',
  },
  strips: [
    strip([
      text(
        `${ps(
          'Chi è sceso a prendere una cassa di birra lo sa: sotto la Tana c’è una cantina a volta del Seicento. Da quest’estate ci stiamo lavorando: diventerà “Il Cunicolo”, la nostra prima escape room.',
        )}${h2('Come sarà')}${ul(
          'Da 2 a 6 giocatori, 60 minuti per uscire.',
          'Dai 12 anni; sotto i 16 anni con un adulto nella squadra.',
          'Apertura prevista nella primavera 2027 (da marzo 2027), lavori permettendo.',
        )}${h2('Prezzi e prenotazioni')}${ps(
          'Il prezzo non l’abbiamo ancora deciso: lo annunceremo a febbraio 2027, qui nelle news e su Instagram.',
          'Per ora non è possibile prenotare l’escape room né regalare buoni per giocarci: scriveteci se volete essere avvisati quando apriamo le prenotazioni.',
        )}`,
      ),
      image('cantina-volta-escape-room-cunicolo.jpg', 'La cantina a volta sotto la Tana, durante i lavori'),
    ]),
  ],
};

const universitario: Post = {
  path: '/news/2790584_ottobre-universitario',
  title: 'Ottobre Universitario: coperto a 2 € per chi studia',
  description:
    'Dal 1° al 31 ottobre 2026, con il badge UniBo il coperto gioco costa 2 € dal martedì al giovedì.',
  meta: {
    date: '28 set 2026',
    iso: '2026-09-28T12:00:00+02:00',
    author: 'Silvia',
    lead: 'Bentornati in città! Per tutto ottobre gli universitari giocano a 2 €.',
    cover: 'studenti-universitari-gioco-tavolo.jpg',
  },
  strips: [
    strip([
      text(
        `${ps(
          'Bentornati a Bologna! Per festeggiare l’inizio dei corsi, dal 1° al 31 ottobre 2026 il coperto gioco per gli universitari costa solo 2 € dal martedì al giovedì (invece di 4 €).',
          'Basta mostrare alla cassa il badge UniBo o il libretto di un’altra università. L’offerta vale per una persona per badge e non si somma allo sconto della tessera.',
          'Vi aspettiamo per le prime partite dell’anno accademico!',
        )}`,
      ),
      image('studenti-universitari-gioco-tavolo.jpg', 'Studenti al tavolo con un gioco di carte'),
    ]),
  ],
};

const listino2024: Post = {
  path: '/news/1958320_listino-prezzi-2024',
  title: 'Il nuovo listino 2024',
  description: 'I prezzi della Tana dei Dadi dal 1° gennaio 2024: coperto, tessera, eventi, bar e orari.',
  meta: {
    date: '9 gen 2024',
    iso: '2024-01-09T11:00:00+01:00',
    author: 'Marco',
    lead: 'Con l’anno nuovo aggiorniamo qualche prezzo e gli orari. Ecco tutto il listino.',
    cover: 'listino-lavagna-prezzi-tana.jpg',
  },
  strips: [
    strip([
      text(
        `${ps(
          'Buon 2024! Dopo tre anni senza toccare niente, dal 1° gennaio aggiorniamo qualche prezzo. Ecco il listino completo.',
        )}${h2('Coperto gioco')}${ul(
          'Mercoledì e giovedì: € 3 a persona',
          'Venerdì, sabato e domenica: € 5 a persona',
          'Bambini fino a 11 anni: € 2',
        )}${h2('Tessera ed eventi')}${ul(
          'Tessera Tana: € 12 all’anno',
          'Serata D&amp;D del mercoledì: € 7 a sessione',
          'Torneo del giovedì: iscrizione € 4',
          'Sala Drago: € 70 (mercoledì e giovedì), € 110 (venerdì, sabato e domenica)',
        )}${h2('Bar')}${ul('Espresso 1,10', 'Cappuccino 1,60', 'Birra media alla spina 5,00', 'Spritz 5,50')}${h2('Orari 2024')}${ps(
          'Lunedì e martedì chiuso · mercoledì e giovedì 16–24 · venerdì 16–1 · sabato 15–1 · domenica 15–23',
        )}`,
      ),
    ]),
  ],
};

const posts: Post[] = [natale, escapeRoom, universitario, listino2024];

export const tanaTeasers: Teaser[] = posts.map(({ path, title, meta }) => ({ path, title, meta }));

export const tanaNewsPosts: TanaPage[] = posts.map((post) => ({
  path: post.path,
  lang: 'it',
  title: post.title,
  description: post.description,
  post: post.meta,
  strips: post.strips,
}));

/** The blog page: a heading and the blog element listing every post. */
export const tanaNews: TanaPage = {
  path: '/news',
  lang: 'it',
  title: 'News',
  description: 'Le news della Tana dei Dadi: orari delle feste, nuovi giochi, eventi, offerte e novità.',
  strips: [
    strip([
      text(
        `<h1 class="jw-heading-130">News dalla Tana</h1>${p('Orari delle feste, nuovi arrivi, eventi speciali e novità.')}`,
      ),
      newsList(tanaTeasers),
    ]),
  ],
};
