import {
  a,
  b,
  h2,
  imageCard,
  p,
  TIDE_EMAIL,
  TIDE_PHONE,
  type TidePage,
  ul,
} from './tidewater-books.layout.ts';

/**
 * The only Italian page, written with Chiara for the Italian visitors who come up the coast in summer and
 * published as an ordinary Ghost page: the theme's `lang="en"`, the English navigation and footer, linked
 * from the footer only. Chiara, the shelf of Italian books, the conversation group and ordering from Italy
 * are printed nowhere else.
 */
export const tideItalianPage: TidePage = {
  path: '/benvenuti',
  title: 'Benvenuti! Informazioni per i visitatori italiani',
  description:
    'Tidewater Books & Coffee ad Amblecombe: informazioni in italiano su orari, libri in italiano e chi parla italiano in libreria.',
  kind: 'page',
  body: [
    imageCard('2023/01/tidewater-quayside-front.jpg', 'La libreria sul porto di Amblecombe'),
    p(
      'Benvenuti a Tidewater Books &amp; Coffee! Siamo una libreria indipendente con caff&egrave; sul porto di Amblecombe, proprio di fronte alla stazione delle scialuppe di salvataggio (la RNLI). Ecco qualche informazione in italiano per chi &egrave; in vacanza sulla costa del Northumberland.',
    ),
    h2('Orari'),
    ul(
      'Libreria: da marted&igrave; a venerd&igrave; 9:30&ndash;17:30, sabato 9:00&ndash;17:30, domenica 10:00&ndash;16:00.',
      'Caff&egrave;: chiude alle 16:30 (la domenica alle 15:30); piatti caldi fino alle 14:30.',
      'Il luned&igrave; siamo chiusi.',
    ),
    h2('Si parla italiano'),
    p(
      'Chiara, di Genova, lavora con noi il gioved&igrave;, il venerd&igrave; e il sabato: chiedete pure di lei per un consiglio di lettura, per informazioni sulla zona o semplicemente per fare due chiacchiere in italiano.',
    ),
    h2('Libri in italiano'),
    p(
      `Nella sala del caff&egrave;, accanto alla finestra, c&rsquo;&egrave; ${b('uno scaffale di libri in italiano')}: romanzi, gialli e libri per bambini, nuovi e usati. Se cercate un titolo in particolare possiamo ordinarlo dall&rsquo;Italia: arriva in circa due settimane.`,
    ),
    h2('Conversazione italiano&ndash;inglese'),
    p(
      'Il secondo sabato del mese, alle 10:00, nel caff&egrave; si ritrova un piccolo gruppo di conversazione italiano&ndash;inglese: un&rsquo;ora met&agrave; in italiano e met&agrave; in inglese. &Egrave; gratuito, basta presentarsi.',
    ),
    h2('Book Parcel in Italia'),
    p(
      `Il nostro abbonamento Book Parcel (un libro scelto per voi, ogni mese, per posta) arriva anche in Italia: la spedizione costa &pound;6 in pi&ugrave; al mese. Tutti i dettagli, in inglese, sono alla pagina ${a('Book Parcel', '/book-parcel/')}.`,
    ),
    p(
      `Per tutto il resto: telefono ${TIDE_PHONE}, oppure scriveteci a ${a(TIDE_EMAIL, `mailto:${TIDE_EMAIL}`)} &ndash; anche in italiano, vi risponder&agrave; Chiara.`,
    ),
  ].join(''),
};
