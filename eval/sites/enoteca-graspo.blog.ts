import {
  a,
  b,
  block,
  blogList,
  GR_PHONE,
  GR_WHATSAPP,
  type GraspoPage,
  one,
  type PostMeta,
  p,
  ps,
  type Teaser,
  table,
  text,
  title,
  ul,
} from './enoteca-graspo.layout.ts';

/**
 * The blog, at `/blog/<slug>` as Ucraft publishes posts (rich text, not blocks): the Christmas 2026 post
 * (the only page with the holiday hours, the New Year's Eve dinner, the Christmas boxes, the last day to
 * order for delivery before Christmas and the January break), the wine course 'in arrivo nel 2027' (no
 * price, not bookable), the Vendemmia offer of September 2026 (free shipping with a code until 30 September
 * 2026) and the January 2024 post with that year's tasting prices, rules and hours, never taken down.
 */
interface Post {
  path: string;
  title: string;
  description: string;
  meta: PostMeta;
  body: string;
}

const h2 = (html: string) => `<h2>${html}</h2>`;

const mailchimp = `<!-- Begin Mailchimp Signup Form -->
<div id="mc_embed_signup"><form action="https://enotecailgraspo.us21.list-manage.com/subscribe/post?u=7f3a9c2e1b&amp;id=4d8e2b1a0c" method="post" id="mc-embedded-subscribe-form" name="mc-embedded-subscribe-form" class="validate" target="_blank" novalidate><div id="mc_embed_signup_scroll"><label for="mce-EMAIL">Iscriviti alla newsletter</label><input type="email" value="" name="EMAIL" class="email" id="mce-EMAIL" placeholder="la tua email" required><div style="position: absolute; left: -5000px;" aria-hidden="true"><input type="text" name="b_7f3a9c2e1b_4d8e2b1a0c" tabindex="-1" value=""></div><input type="submit" value="Iscriviti" name="subscribe" id="mc-embedded-subscribe" class="button"></div></form></div>
<!--End mc_embed_signup-->`;

const natale: Post = {
  path: '/blog/natale-2026-orari-delle-feste',
  title: 'Natale 2026 al Graspo: orari delle feste, San Silvestro e cassette regalo',
  description:
    'Gli orari dell’Enoteca Il Graspo per le feste di Natale 2026, la cena di San Silvestro, le cassette di Natale, l’ultimo giorno per gli ordini e la chiusura di gennaio.',
  meta: {
    date: '16 novembre 2026',
    iso: '2026-11-16T09:30:00+01:00',
    author: 'Chiara Bonomi',
    category: 'Novità',
    excerpt:
      'Durante le feste apriamo anche qualche martedì. Qui trovate tutti gli orari, la cena di San Silvestro e le date per ordinare i regali.',
    cover: 'natale-graspo-bottiglie-nastro.jpg',
  },
  body: `${p('Dicembre in enoteca è il mese più bello: le cassette da preparare, le bottiglie importanti da aprire, i brindisi al bancone. Per le feste cambiamo un po’ gli orari, ed eccoli tutti.')}
${h2('Orari delle feste')}
${table(
  ['Giorno', 'Orario'],
  [
    ['Martedì 8 dicembre (Immacolata)', '11:30 – 23:00'],
    ['Martedì 22 dicembre', '11:30 – 23:00'],
    ['Giovedì 24 dicembre (Vigilia)', '10:00 – 16:00, solo bar e bottega (cucina chiusa)'],
    ['Venerdì 25 dicembre (Natale)', 'chiuso'],
    ['Sabato 26 dicembre (Santo Stefano)', '16:00 – 24:00'],
    ['Martedì 29 dicembre', '11:30 – 23:00'],
    ['Giovedì 31 dicembre', 'cena di San Silvestro dalle 20:00, solo su prenotazione'],
    ['Venerdì 1 gennaio', 'chiuso'],
    ['Sabato 2 gennaio', '16:00 – 24:00'],
    ['Mercoledì 6 gennaio (Epifania)', '11:30 – 22:00'],
  ],
)}
${ps(
  `Poi ci prendiamo qualche giorno di riposo: ${b('dal 7 al 13 gennaio siamo chiusi per ferie')} e riapriamo giovedì 14 gennaio 2027, con l’orario di sempre.`,
  'Dal 24 dicembre al 6 gennaio non facciamo degustazioni.',
)}
${h2('San Silvestro al Graspo')}
${ps(
  `Giovedì 31 dicembre, dalle 20:00: cena di cinque portate nella Cantinetta e in sala, con i vini in abbinamento scelti da Matteo e il brindisi di mezzanotte con il Durello. ${b('85 € a persona')}, vini compresi.`,
  'Solo su prenotazione: per confermare chiediamo una caparra di 20 € a persona entro domenica 20 dicembre.',
)}
${h2('Cassette di Natale e regali')}
${ul(
  'Cassetta di Natale con 3 bottiglie: 49 €. Con 6 bottiglie: 95 €.',
  'Regali aziendali: da 10 cassette in su, con il vostro biglietto. Chiedete un preventivo.',
  `Per ricevere la spedizione prima di Natale, ordinate online entro ${b('giovedì 17 dicembre')} (per Sicilia, Sardegna e Calabria non possiamo garantirlo).`,
  'Il ritiro in enoteca si può fare fino al 24 dicembre alle 16:00.',
  `Le ${a('carte regalo', '/carte-regalo')} digitali arrivano subito per email, anche la sera della Vigilia.`,
)}
${mailchimp}
${p(`Per prenotare durante le feste: telefono ${GR_PHONE} o WhatsApp ${GR_WHATSAPP}. Buone feste da Chiara, Matteo, Nadia e da tutto il Graspo!`)}`,
};

const corso: Post = {
  path: '/blog/corso-di-degustazione-in-arrivo-nel-2027',
  title: 'In arrivo nel 2027: il corso di degustazione del Graspo',
  description:
    'Dal 2027 Matteo terrà un corso base di degustazione in quattro serate. Prezzo e date non sono ancora definiti e le iscrizioni non sono ancora aperte.',
  meta: {
    date: '14 ottobre 2026',
    iso: '2026-10-14T18:00:00+02:00',
    author: 'Matteo Zanoni',
    category: 'Novità',
    excerpt: 'Ce lo chiedete da anni: nel 2027 arriva il corso di degustazione. Ecco cosa sappiamo finora.',
    cover: 'corso-degustazione-calici-tavolo.jpg',
  },
  body: `${ps(
    'Ce lo chiedete da anni, al bancone e alle degustazioni: “Ma un corso non lo fate?”. Ci siamo: nel 2027 arriva il corso di degustazione del Graspo.',
  )}
${h2('Come sarà')}
${ul(
  'Un corso base in quattro serate, nella Cantinetta: come si guarda, si annusa e si assaggia un vino, i vitigni del Veronese, l’appassimento, gli abbinamenti.',
  'Al massimo 12 partecipanti.',
  'Partenza prevista a marzo 2027.',
)}
${h2('Prezzo e iscrizioni')}
${ps(
  'Il prezzo e le date precise li annunceremo a gennaio 2027, qui sul blog e nella newsletter.',
  'Per ora le iscrizioni non sono ancora aperte e non si può prenotare un posto né regalarlo con la carta regalo.',
)}`,
};

const vendemmia: Post = {
  path: '/blog/offerta-vendemmia-spedizione-gratuita',
  title: 'Offerta Vendemmia: spedizione gratuita per tutto settembre',
  description:
    'Dal 1° al 30 settembre 2026 la spedizione è gratuita su tutti gli ordini della bottega online con il codice VENDEMMIA.',
  meta: {
    date: '1 settembre 2026',
    iso: '2026-09-01T08:00:00+02:00',
    author: 'Matteo Zanoni',
    category: 'Offerte',
    excerpt: 'In Valpolicella si vendemmia, e noi spediamo gratis. Per tutto settembre, con un codice.',
    cover: 'vendemmia-valpolicella-grappoli.jpg',
  },
  body: ps(
    'In Valpolicella è cominciata la vendemmia, e per festeggiare dal 1° al 30 settembre 2026 la spedizione è gratuita su tutti gli ordini della bottega online, di qualsiasi importo.',
    `Basta inserire il codice ${b('VENDEMMIA')} nel carrello. L’offerta vale per le spedizioni in Italia e non si somma allo sconto del Club del Graspo.`,
    'Alla salute della nuova annata!',
  ),
};

const listino2024: Post = {
  path: '/blog/degustazioni-2024-nuovi-prezzi',
  title: 'Degustazioni 2024: i nuovi prezzi e gli orari',
  description: 'Le degustazioni del Graspo dal 1° gennaio 2024: prezzi, regole di prenotazione e orari 2024.',
  meta: {
    date: '10 gennaio 2024',
    iso: '2024-01-10T11:00:00+01:00',
    author: 'Chiara Bonomi',
    category: 'Degustazioni',
    excerpt: 'Con l’anno nuovo aggiorniamo le degustazioni: ecco prezzi, regole e orari del 2024.',
    cover: 'listino-lavagna-graspo-2024.jpg',
  },
  body: `${ps('Buon 2024! Con l’anno nuovo aggiorniamo le nostre degustazioni. Ecco il listino.')}
${h2('Le degustazioni 2024')}
${ul(
  'Valpolicella in 4 calici: 29 € a persona',
  'Amarone, tre annate: 45 € a persona',
  'Bianchi del lago e delle colline: 22 € a persona',
)}
${h2('Le regole')}
${ul(
  'Minimo 4 persone.',
  'Prenotazione almeno 3 giorni prima.',
  'Cancellazione gratuita fino a 24 ore prima.',
)}
${h2('Al calice e al Club')}
${ul('Vini al calice da 4 € a 12 €.', 'Club del Graspo: 30 € all’anno, con il 5% di sconto in bottega.')}
${h2('Orari 2024')}
${p('Nel 2024 siamo chiusi il lunedì. Da martedì a sabato 12:00 – 23:00, domenica 17:00 – 22:00.')}`,
};

const posts: Post[] = [natale, corso, vendemmia, listino2024];

export const graspoTeasers: Teaser[] = posts.map(({ path, title, meta }) => ({ path, title, meta }));

export const graspoPosts: GraspoPage[] = posts.map((post) => ({
  path: post.path,
  lang: 'it',
  title: post.title,
  description: post.description,
  post: post.meta,
  blocks: [post.body],
}));

/** The blog page: a heading and the Blog widget listing every post. */
export const graspoBlog: GraspoPage = {
  path: '/blog',
  lang: 'it',
  title: 'Blog',
  description: 'Il blog dell’Enoteca Il Graspo: orari delle feste, novità, offerte e degustazioni.',
  blocks: [
    block([
      one(
        title('Il blog del Graspo', 1),
        text(p('Orari delle feste, nuovi arrivi, offerte e qualche storia di vino.')),
        blogList(graspoTeasers),
      ),
    ]),
  ],
};
