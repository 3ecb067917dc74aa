import {
  a,
  blogList,
  button,
  h2,
  h3,
  image,
  p,
  postBody,
  type QuartaPage,
  quote,
  type Teaser,
  text,
  ul,
} from './fotografo-lecce.layout.ts';

/**
 * The blog ("Diario"): the Christmas 2026 post (the only page with the studio's holiday closure, the
 * Christmas mini sessions, the deadline for prints and the gift vouchers), two real weddings, the
 * "Sposi 2025" early-booking offer (over since 28 February 2025, still on the home page) and the January 2024
 * price list, never taken down. Posts use the classic block layout, dates as '12 gen 2024'.
 */
interface Post extends Teaser {
  tags: string[];
  body: string[];
}

const natale: Post = {
  path: '/blog/natale-2026-mini-session-e-chiusura',
  title: 'Natale 2026: mini session e chiusura dello studio',
  date: '10 nov 2026',
  iso: '2026-11-10T09:30:00+01:00',
  category: 'Novità',
  tags: ['natale', 'mini session', 'famiglie'],
  cover: 'mini-session-natale-uliveto-luci.jpg',
  excerpt:
    'Tornano le mini session di Natale nell’uliveto, con le lucine e il plaid rosso. Qui trovate le date, i prezzi, le scadenze per le stampe da regalare e i giorni di chiusura dello studio.',
  body: [
    image(
      'mini-session-natale-uliveto-luci.jpg',
      'Una bambina con un maglione rosso sotto un ulivo illuminato dalle lucine',
    ),
    text(
      p(
        'Tornano le mini session di Natale nell’uliveto, con le lucine e il plaid rosso. Qui trovate le date, i prezzi, le scadenze per le stampe da regalare e i giorni di chiusura dello studio.',
      ),
      h2('Le mini session di Natale'),
      p(
        'Quest’anno le date sono due: **sabato 5 dicembre** e **domenica 13 dicembre**, dalle 10:00 alle 16:00, nell’uliveto della Masseria Li Fani, a Cavallino, 10 minuti da Lecce.',
      ),
      ul(
        '15 minuti per famiglia',
        '10 foto editate',
        '**€ 90**, da pagare alla prenotazione con un link di pagamento',
        'La galleria arriva entro il 20 dicembre, in tempo per i regali',
      ),
      p(
        'Si prenota su WhatsApp scegliendo un turno libero. Se piove, ci spostiamo nella sala coperta della masseria.',
      ),
      h2('Stampe e album da regalare'),
      p(
        'Volete regalare stampe, una scatola di stampe o un album ai nonni? Per riceverli prima di Natale ordinate entro lunedì 30 novembre.',
      ),
      h2('Buoni regalo'),
      p(
        'Potete regalare una sessione famiglia (€ 280) o una mini session (€ 120) con un buono regalo digitale, valido 12 mesi. I buoni regalo si comprano fino al 22 dicembre, scrivendomi su WhatsApp o per email.',
      ),
      h2('Chiusura per le feste'),
      p(
        'Lo studio resta chiuso dal 23 dicembre 2026 al 6 gennaio 2027: riapriamo giovedì 7 gennaio. In quei giorni non rispondiamo al telefono; email e WhatsApp li leggiamo dal 7 gennaio.',
        'Buone feste da Andrea, Marta e Luca!',
      ),
    ),
    button('Prenota su WhatsApp', 'https://wa.me/393492817364'),
  ],
};

const otranto: Post = {
  path: '/blog/francesca-e-davide-matrimonio-in-masseria-a-otranto',
  title: 'Francesca e Davide: matrimonio in masseria a Otranto',
  date: '14 ott 2026',
  iso: '2026-10-14T18:10:00+02:00',
  category: 'Matrimoni',
  tags: ['matrimoni', 'masseria', 'otranto'],
  cover: 'francesca-davide-otranto-cattedrale.jpg',
  excerpt:
    'Una cerimonia nella Cattedrale di Otranto, un aperitivo tra gli ulivi e una festa che è finita all’alba. Il matrimonio di Francesca e Davide, raccontato dall’inizio alla fine.',
  body: [
    image(
      'francesca-davide-otranto-cattedrale.jpg',
      'Francesca e Davide all’uscita della Cattedrale di Otranto',
    ),
    text(
      p(
        'Una cerimonia nella Cattedrale di Otranto, un aperitivo tra gli ulivi e una festa che è finita all’alba. Il matrimonio di Francesca e Davide, raccontato dall’inizio alla fine.',
        'Avevano scelto il pacchetto Intera giornata: io con Davide dalle 10 del mattino, Marta con Francesca e le sue sorelle durante i preparativi, e Luca di Serra Film per il film della giornata.',
      ),
      h3('La giornata'),
      p(
        'Il rito in cattedrale, con il mosaico della navata a fare da sfondo. Poi il corteo di auto d’epoca fino alla masseria, l’aperitivo nell’uliveto e la cena nella corte, sotto le luci.',
        'A mezzanotte la pizzica: nessuno è riuscito a stare seduto.',
      ),
    ),
    quote('Le foto più belle sono quelle che non sapevamo nemmeno di avere.', 'Francesca'),
    text(
      p(
        `Vi sposate anche voi in Salento? Guardate i ${a('pacchetti per i matrimoni', '/matrimoni')} o scrivetemi.`,
      ),
    ),
  ],
};

const leuca: Post = {
  path: '/blog/emma-e-james-da-londra-a-santa-maria-di-leuca',
  title: 'Emma e James, da Londra a Santa Maria di Leuca',
  date: '2 set 2026',
  iso: '2026-09-02T11:45:00+02:00',
  category: 'Matrimoni',
  tags: ['matrimoni', 'destination wedding', 'leuca'],
  cover: 'emma-james-leuca-cerimonia-simbolica.jpg',
  excerpt:
    'Emma e James vivono a Londra e volevano sposarsi sul mare, al punto in cui finisce l’Italia. Una cerimonia simbolica sulla terrazza di una villa a Leuca, sessanta invitati e tanta pizzica.',
  body: [
    image(
      'emma-james-leuca-cerimonia-simbolica.jpg',
      'Emma e James durante la cerimonia simbolica su una terrazza sul mare a Leuca',
    ),
    text(
      p(
        'Emma e James vivono a Londra e volevano sposarsi sul mare, al punto in cui finisce l’Italia. Una cerimonia simbolica sulla terrazza di una villa a Leuca, sessanta invitati e tanta pizzica.',
        'Ci siamo conosciuti in videochiamata un anno prima e ci siamo visti di persona solo il giorno prima del matrimonio, per una passeggiata sul lungomare con la luce del tramonto.',
      ),
      h3('Una cerimonia in inglese'),
      p(
        'La cerimonia l’ha celebrata la sorella di James, in inglese, con le letture in italiano della nonna di Emma. Per loro avevo il pacchetto Racconto, con Marta come secondo fotografo.',
      ),
    ),
  ],
};

const sposi2025: Post = {
  path: '/blog/promo-sposi-2025',
  title: 'Sposi 2025: 10% di sconto se prenotate entro il 28 febbraio',
  date: '8 nov 2024',
  iso: '2024-11-08T10:00:00+01:00',
  category: 'Offerte',
  tags: ['offerte', 'sposi 2025'],
  cover: 'promo-sposi-2025.jpg',
  excerpt:
    'Vi sposate nel 2025? Se firmate il contratto entro il 28 febbraio 2025, avete il 10% di sconto su tutti i pacchetti matrimonio.',
  body: [
    image('promo-sposi-2025.jpg', 'Sposi 2025: 10% di sconto'),
    text(
      p(
        'Vi sposate nel 2025? Se firmate il contratto entro il 28 febbraio 2025, avete il 10% di sconto su tutti i pacchetti matrimonio.',
      ),
      ul(
        'Valido per i matrimoni del 2025',
        'Contratto firmato e acconto versato entro il 28 febbraio 2025',
        'Lo sconto vale sul pacchetto, non sulle aggiunte e sul video',
        'Non cumulabile con altre promozioni',
      ),
      p('Scrivetemi con la vostra data: i sabati di giugno e settembre vanno via per primi!'),
    ),
  ],
};

const listino2024: Post = {
  path: '/blog/listino-2024',
  title: 'Listino 2024: pacchetti e prezzi',
  date: '12 gen 2024',
  iso: '2024-01-12T09:00:00+01:00',
  category: 'Novità',
  tags: ['prezzi', 'matrimoni', 'famiglie'],
  cover: 'listino-2024-album.jpg',
  excerpt:
    'Nuovo anno, nuovo listino. Ecco i pacchetti e i prezzi per i matrimoni e le sessioni famiglia del 2024, con qualche novità sugli album.',
  body: [
    text(
      p(
        'Nuovo anno, nuovo listino. Ecco i pacchetti e i prezzi per i matrimoni e le sessioni famiglia del 2024, con qualche novità sugli album.',
      ),
      h2('Matrimoni'),
      ul(
        'Essenziale: € 1.500, 5 ore di copertura',
        'Racconto: € 2.050, 8 ore di copertura, con secondo fotografo',
        'Intera giornata: € 2.800, 10 ore di copertura, con secondo fotografo e album',
        'Secondo fotografo per l’Essenziale: € 300',
        'Ora aggiuntiva: € 130',
        'Trailer video: € 900',
      ),
      h2('Famiglie'),
      ul('Sessione famiglia: € 220', 'Maternità: € 200'),
      h2('Album'),
      ul('Album fine art 30×30 cm: € 420', 'Album genitori: € 140'),
      p(
        'Per prenotare la data basta un acconto del 25%. La galleria online completa arriva entro 10 settimane dal matrimonio.',
      ),
    ),
  ],
};

const posts: Post[] = [natale, otranto, leuca, sposi2025, listino2024];

/** The posts as the summary block and the blog list show them, newest first. */
export const quartaTeasers: Teaser[] = posts.map(({ body: _b, tags: _t, ...teaser }) => teaser);

const blog: QuartaPage = {
  path: '/blog',
  lang: 'it',
  kind: 'blog',
  title: 'Diario',
  description: 'Il diario di Andrea Quarta: matrimoni raccontati, novità, offerte e consigli.',
  body: [blogList(quartaTeasers)],
};

const postPages: QuartaPage[] = posts.map((post, i) => {
  const newer = posts[i - 1];
  const older = posts[i + 1];
  return {
    path: post.path,
    lang: 'it',
    kind: 'post',
    title: post.title,
    description: post.excerpt,
    post: {
      date: post.date,
      iso: post.iso,
      category: post.category,
      author: 'Andrea Quarta',
      tags: post.tags,
    },
    pager: {
      ...(newer ? { prev: [newer.title, newer.path] as [string, string] } : {}),
      ...(older ? { next: [older.title, older.path] as [string, string] } : {}),
    },
    body: [postBody(...post.body)],
  };
});

export const quartaBlogPages: QuartaPage[] = [blog, ...postPages];
