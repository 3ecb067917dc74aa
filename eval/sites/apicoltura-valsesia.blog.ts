import {
  a,
  b,
  block,
  button,
  h2,
  image,
  type PostMeta,
  p,
  ps,
  type Teaser,
  text,
  ul,
  type ZanettaPage,
  ZN_EMAIL,
  ZN_WHATSAPP_HREF,
} from './apicoltura-valsesia.layout.ts';

/**
 * The blog: the Christmas 2026 post (the only page with the December hours, the closure from 25 December to 6
 * January, the market stall, the gift box, the last day to order for Christmas), the beekeeping course 'in
 * arrivo nel 2027' (no price, not bookable), the World Bee Day offer of May 2025 (15% with GIORNATAAPI, ended on
 * 31 May 2025, and a free open day without booking that once was) and the January 2024 price list with that
 * winter's hours, never taken down. Posts live at the site's root, as the builder publishes them; dates as '18
 * novembre 2026'.
 */
interface Post {
  path: string;
  title: string;
  description: string;
  meta: PostMeta;
  blocks: string[];
}

const natale: Post = {
  path: '/natale-2026-orari-e-regali',
  title: 'Natale 2026: orari dello spaccio, mercatino e regali',
  description:
    'Gli orari dello spaccio per le feste di Natale 2026, il mercatino di Varallo, la scatola regalo e le date per ricevere il miele prima di Natale.',
  meta: {
    date: '18 novembre 2026',
    iso: '2026-11-18T09:00:00+01:00',
    categories: ['Novità', 'Orari'],
    author: 'Giulia Zanetta',
    minutes: 3,
    excerpt:
      'A dicembre lo spaccio apre quasi tutti i giorni. Qui trovate gli orari delle feste, il mercatino di Varallo, la scatola regalo e le date per ricevere il miele prima di Natale.',
    cover: 'natale-spaccio-vasetti-nastro-rosso.jpg',
  },
  blocks: [
    block([
      image(
        'natale-spaccio-vasetti-nastro-rosso.jpg',
        'Vasetti di miele con il nastro rosso sul bancone',
        [1, 1, 4, 5],
      ),
      text(
        `${h2('Orari dello spaccio a dicembre')}${ul(
          `${b('Dal 1° al 23 dicembre:')} da martedì a sabato 9:00–12:30 e 14:30–19:00; domenica 9:00–12:30; lunedì chiuso.`,
          `${b('Martedì 8 dicembre')} (Immacolata) siamo aperti con l’orario normale.`,
          `${b('Sabato 12 e domenica 13 dicembre')} lo spaccio resta chiuso: siamo al mercatino di Varallo.`,
          `${b('Giovedì 24 dicembre:')} 9:00–13:00.`,
          `${b('Chiusi da venerdì 25 dicembre a mercoledì 6 gennaio.')} Riapriamo venerdì 8 gennaio 2027 con l’orario invernale (venerdì pomeriggio e sabato).`,
        )}`,
        [1, 6, 5, 7],
      ),
    ]),
    block([
      text(
        `${h2('Il mercatino di Natale di Varallo')}${p('Sabato 12 e domenica 13 dicembre ci trovate con la nostra bancarella al mercatino di Natale di Varallo, dalle 10:00 alle 19:00: assaggi di tutti i mieli, candele e scatole regalo già pronte.')}`,
        [1, 1, 3, 12],
      ),
    ]),
    block([
      text(
        `${h2('La scatola Natale Valsesia')}${ps(
          'Quest’anno la scatola regalo contiene un vasetto di castagno da 500 g, un millefiori di montagna da 250 g, una candela di cera d’api e i torcetti al miele di un forno di Borgosesia. Costa € 34 e la trovate in spaccio e online fino al 23 dicembre.',
          'Regali aziendali: da 20 scatole in su vi facciamo il 10% di sconto, con un biglietto personalizzato. Ordinatele entro venerdì 4 dicembre.',
        )}`,
        [1, 1, 3, 8],
      ),
      image('scatola-natale-valsesia.jpg', 'La scatola regalo Natale Valsesia aperta', [1, 9, 3, 4]),
    ]),
    block([
      text(
        `${h2('Per ricevere il miele prima di Natale')}${ps(
          'Ordinate online entro lunedì 14 dicembre alle 12:00: l’ultima spedizione prima delle feste parte martedì 15 dicembre. Gli ordini che arrivano dopo partono lunedì 11 gennaio 2027.',
          'Regalate un’adozione? Il certificato arriva per email: per averlo prima di Natale, ordinatela entro domenica 20 dicembre.',
          'Dal 25 dicembre al 6 gennaio il telefono non risponde; i messaggi su WhatsApp li leggiamo dal 7 gennaio.',
          'Buone feste da Franco, Giulia e Davide (e da qualche milione di api, che dormono).',
        )}`,
        [1, 1, 4, 12],
      ),
      button('Vai al negozio', '/negozio', [5, 1, 1, 3]),
    ]),
  ],
};

const corso2027: Post = {
  path: '/corso-apicoltura-2027',
  title: 'In arrivo nel 2027: il corso base di apicoltura',
  description:
    'Nella primavera del 2027 parte il primo corso base di apicoltura di Apicoltura Zanetta: 8 incontri il sabato mattina. Prezzo e iscrizioni da gennaio 2027.',
  meta: {
    date: '20 ottobre 2026',
    iso: '2026-10-20T18:30:00+02:00',
    categories: ['Novità', 'Corsi'],
    author: 'Davide Zanetta',
    minutes: 2,
    excerpt:
      'Da anni ce lo chiedete: nella primavera del 2027 partirà il nostro primo corso per chi vuole cominciare ad allevare api.',
    cover: 'corso-apicoltura-telaino-mani.jpg',
  },
  blocks: [
    block([
      text(
        `${h2('Come sarà')}${ps(
          'Otto incontri il sabato mattina, da marzo a giugno 2027, tra l’aula del laboratorio di Crevola e l’apiario didattico di Camasco. Un po’ di teoria (la vita dell’ape, l’attrezzatura, le malattie e la varroa, la registrazione all’anagrafe apistica) e tanta pratica sulle arnie.',
          'Al massimo 12 partecipanti, dai 16 anni in su.',
        )}`,
        [1, 1, 3, 7],
      ),
      image('corso-apicoltura-telaino-mani.jpg', 'Mani con i guanti che sollevano un telaino', [1, 8, 3, 5]),
    ]),
    block([
      text(
        `${h2('Quanto costa e come ci si iscrive')}${ps(
          'Il prezzo e le date precise li pubblichiamo a gennaio 2027, e solo allora apriremo le iscrizioni: per ora il corso non si può prenotare e non chiediamo acconti.',
          `Se volete essere avvisati, scriveteci a ${a(ZN_EMAIL, `mailto:${ZN_EMAIL}`)} con oggetto “Corso 2027”.`,
          'Non vendiamo sciami: a chi finisce il corso daremo i contatti di allevatori della zona.',
        )}`,
        [1, 1, 3, 12],
      ),
    ]),
  ],
};

const giornataApi: Post = {
  path: '/giornata-mondiale-api-sconto',
  title: 'Giornata mondiale delle api: 15% di sconto fino al 31 maggio',
  description:
    'Per la Giornata mondiale delle api 15% di sconto su tutto il negozio online con il codice GIORNATAAPI, fino al 31 maggio, e porte aperte all’apiario.',
  meta: {
    date: '12 maggio 2025',
    iso: '2025-05-12T10:00:00+02:00',
    categories: ['Offerte'],
    author: 'Giulia Zanetta',
    minutes: 2,
    excerpt:
      'Il 20 maggio è la Giornata mondiale delle api. Per festeggiarla, fino al 31 maggio avete il 15% di sconto su tutto il negozio online con il codice GIORNATAAPI.',
    cover: 'giornata-mondiale-api-fiori-acacia.jpg',
  },
  blocks: [
    block([
      text(
        `${h2('Il codice')}${ps(
          `Dal 12 al 31 maggio 2025 inserite il codice ${b('GIORNATAAPI')} al momento del pagamento: 15% di sconto su tutto il negozio online, anche sulle adozioni.`,
          'Lo sconto non vale in spaccio e non si somma ad altre offerte.',
        )}`,
        [1, 1, 3, 8],
      ),
      image(
        'giornata-mondiale-api-fiori-acacia.jpg',
        'Un’ape su un grappolo di fiori di acacia',
        [1, 9, 3, 4],
      ),
    ]),
    block([
      text(
        `${h2('Porte aperte all’apiario')}${p('Domenica 25 maggio apriamo l’apiario didattico di Camasco a tutti: visite gratuite ogni ora dalle 10 alle 17, senza prenotazione. Tute per tutti, fino a esaurimento!')}`,
        [1, 1, 2, 12],
      ),
    ]),
  ],
};

const listino2024: Post = {
  path: '/listino-2024',
  title: 'Listino 2024 e orari d’inverno',
  description:
    'I prezzi 2024 dei mieli, delle visite, delle degustazioni e delle adozioni, le spese di spedizione e gli orari invernali dello spaccio.',
  meta: {
    date: '15 gennaio 2024',
    iso: '2024-01-15T11:00:00+01:00',
    categories: ['Listini', 'Orari'],
    author: 'Davide Zanetta',
    minutes: 2,
    excerpt:
      'I prezzi del 2024 per i nostri mieli, le visite e le adozioni, e gli orari dello spaccio per l’inverno.',
    cover: 'listino-vasetti-scaffale-spaccio.jpg',
  },
  blocks: [
    block([
      text(
        `${h2('I mieli (vasetto da 500 g)')}${ul(
          'Acacia € 9,80',
          'Millefiori di montagna € 8,50',
          'Castagno € 9,00',
          'Tiglio € 9,30',
          'Rododendro € 13,50',
          'Melata di bosco € 10,20',
        )}`,
        [1, 1, 4, 6],
      ),
      text(
        `${h2('Visite e adozioni')}${ul(
          'Visita in apiario (da maggio a settembre): € 13 adulti, € 9 ragazzi',
          'Degustazione in spaccio: € 8 a persona',
          'Adotta un alveare: € 75 all’anno',
        )}`,
        [1, 7, 3, 6],
      ),
    ]),
    block([
      text(`${h2('Spedizioni')}${p('Spedizione in Italia € 7,90, gratuita sopra i € 50.')}`, [1, 1, 2, 6]),
      text(
        `${h2('Orari d’inverno')}${p('Fino a marzo lo spaccio è aperto solo il sabato, dalle 9:00 alle 12:30 e dalle 14:30 alle 18:00. Per gli altri giorni chiamateci.')}`,
        [1, 7, 2, 6],
      ),
      button('Scrivici su WhatsApp', ZN_WHATSAPP_HREF, [3, 1, 1, 3]),
    ]),
  ],
};

const posts = [natale, corso2027, giornataApi, listino2024];

/** The posts as the blog-list block shows them, newest first. */
export const zanettaTeasers: Teaser[] = posts.map((x) => ({ path: x.path, title: x.title, meta: x.meta }));

export const zanettaBlogPosts: ZanettaPage[] = posts.map((x) => ({
  path: x.path,
  lang: 'it',
  title: x.title,
  description: x.description,
  post: x.meta,
  blocks: x.blocks,
}));
