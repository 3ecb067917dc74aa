import {
  a,
  em,
  gap,
  h1,
  h2,
  lines,
  type MacinePage,
  MC_MOBILE,
  MC_MOBILE_HREF,
  MC_PHONE,
  olive,
  p,
  photo,
  separator,
  strong,
  ul,
} from './agriturismo-le-macine.layout.ts';

/**
 * MyWebsite's classic editor has no blog here: Elisa writes each post as a page under News, hidden from the
 * menu, types the date in italics under the title and keeps the list on the News page by hand. The posts: the
 * Christmas 2026 one (the only page with the holiday hours of the farm shop and the restaurant, the Christmas
 * lunch and New Year's Eve dinner, the winter break, the last days to order for delivery before Christmas and
 * the gift box), the new oil of 2026 (a limit of 6 five-litre tins an order), the cooking school 'in arrivo nel
 * 2027' (from April, no price, bookings from 1 February 2027) and the January 2024 price list never taken down,
 * linked from the archive line at the bottom of the News page and missing from the sitemap.
 */

const dateLine = (date: string, who: string) => p(em(`${date} – ${who}`), 'color: #8a8570;');
const back = p(a('« Tutte le news', '/News'));

const natale: MacinePage = {
  path: '/News/Natale-e-Capodanno-2026',
  title: 'Natale e Capodanno 2026',
  description:
    'Gli orari dello spaccio e del ristorante delle Macine durante le feste di Natale 2026 e Capodanno, il pranzo di Natale, il cenone di San Silvestro, la pausa invernale e i regali.',
  content: `${h1('Natale e Capodanno alle Macine: orari dello spaccio e del ristorante')}${dateLine(
    '16 novembre 2026',
    'Elisa',
  )}${photo('natale-frantoio.jpg', 'Le luci di Natale sul portico del frantoio', { float: 'right', width: '40%' })}${p(
    'Il frantoio lavora ancora, l’olio nuovo è in bottiglia e Giovanna ha già cominciato a pensare al menu di Natale. Ecco come ci trovate durante le feste.',
  )}${h2('Lo spaccio')}${ul(
    `${strong('Domenica 13 e domenica 20 dicembre')}: aperture straordinarie, dalle 9:30 alle 12:30`,
    `${strong('Giovedì 24 dicembre')}: solo la mattina, dalle 9:00 alle 12:30`,
    `${strong('Venerdì 25 e sabato 26 dicembre')}: chiuso`,
    `${strong('Lunedì 28, martedì 29 e mercoledì 30 dicembre')}: orario normale`,
    `${strong('Giovedì 31 dicembre')}: dalle 9:00 alle 12:00`,
    `${strong('Da venerdì 1 a mercoledì 6 gennaio')}: chiuso`,
    `${strong('Giovedì 7 gennaio 2027')}: riapriamo con l’orario di sempre`,
  )}${h2('Il ristorante')}${ul(
    `${strong('Pranzo di Natale, venerdì 25 dicembre alle 12:30')}: menu delle feste a € 65, bambini sotto i 12 anni € 30. Prenotazione entro il 18 dicembre, con un acconto di € 20 a persona.`,
    `${strong('Santo Stefano, sabato 26 dicembre')}: pranzo alle 12:30 con il menu delle Macine (€ 38); la sera il ristorante è chiuso.`,
    `${strong('Cenone di San Silvestro, giovedì 31 dicembre alle 20:30')}: € 85 a persona con i vini, bambini € 35.`,
    `${strong('Venerdì 1 gennaio')}: chiuso.`,
    `${strong('Domenica 3 gennaio')}: pranzo come tutte le domeniche.`,
  )}${h2('La pausa invernale')}${p(
    'Dal 10 gennaio al 26 febbraio 2027 le camere, gli appartamenti e il ristorante chiudono per la pausa invernale. Riapriamo sabato 27 febbraio 2027, con la cena.',
  )}${p(
    'Lo spaccio e lo shop online invece restano aperti: durante la pausa lo spaccio apre solo la mattina, dal lunedì al sabato dalle 9:00 alle 12:30.',
  )}${h2('Regali')}${p(
    `Il cofanetto di Natale ${strong('“Dono delle Macine”')}: una bottiglia da 0,5 l di Le Macine DOP, una da 0,25 l di Moraiolo, un vasetto di patè di olive e i tozzetti all’olio di Giovanna, con un biglietto scritto a mano. € 39. Per i regali aziendali, da 20 cofanetti in su, il 10% di sconto.`,
  )}${p(
    'Per ricevere l’olio prima di Natale ordinate nello shop entro mercoledì 16 dicembre per l’Italia ed entro venerdì 11 dicembre per gli altri paesi dell’Unione Europea.',
  )}${p(
    'E se volete regalare un soggiorno: i buoni regalo partono da € 50, valgono 12 mesi e li mandiamo per e-mail il giorno stesso.',
  )}${gap}${p(
    `Per prenotare il pranzo o il cenone: ${MC_PHONE} o WhatsApp ${a(MC_MOBILE, MC_MOBILE_HREF)}. Buone feste da Giovanna, Matteo ed Elisa!`,
  )}${back}`,
};

const olioNuovo: MacinePage = {
  path: '/News/Olio-nuovo-2026',
  title: 'È arrivato l’olio nuovo 2026',
  description:
    'La raccolta 2026 alle Macine: le rese, l’olio nuovo non filtrato in vendita nello spaccio e nello shop online e il limite di latte da 5 litri per ordine.',
  content: `${h1('È arrivato l’olio nuovo 2026')}${dateLine('5 novembre 2026', 'Matteo')}${p(
    'Abbiamo cominciato a raccogliere il 20 ottobre, con le Moraiolo dei terrazzamenti più bassi. L’annata è stata difficile: la siccità di luglio ha fatto cadere molte olive e le rese sono basse, intorno all’11%. Ma l’olio è bellissimo: verde, piccante, con tanto carciofo.',
  )}${p(
    `L’olio nuovo non filtrato è in vendita allo spaccio dal 12 novembre e nello ${a('shop online', '/Il-nostro-olio/Shop-online')}: gli ordini partono dal 16 novembre.`,
  )}${p(
    strong(
      'Quest’anno di olio ce n’è poco: per far contenti tutti, nello shop si possono ordinare al massimo 6 latte da 5 litri per ordine.',
    ),
  )}${p(
    `Volete vedere come si fa? Le mattine di raccolta con pranzo in frantoio continuano fino al 30 novembre: ${a('Esperienze', '/Esperienze')}.`,
  )}${back}`,
};

const scuola: MacinePage = {
  path: '/News/Scuola-di-cucina-2027',
  title: 'In arrivo nel 2027: la scuola di cucina di Giovanna',
  description:
    'Dal 2027 all’Agriturismo Le Macine i corsi di cucina umbra di Giovanna: da aprile, il giovedì pomeriggio, al massimo 8 persone. Prezzo e prenotazioni da febbraio 2027.',
  content: `${h1('In arrivo nel 2027: la scuola di cucina di Giovanna')}${dateLine('20 ottobre 2026', 'Elisa')}${p(
    'Ce lo chiedete da anni, e finalmente ci siamo: nel 2027 Giovanna apre la sua scuola di cucina, nella vecchia cucina del casale.',
  )}${h2('Come sarà')}${ul(
    'da aprile 2027, il giovedì pomeriggio dalle 15:30 alle 19:00, e poi a cena con quello che avete cucinato',
    'al massimo 8 persone per corso',
    'la pasta fatta a mano (strangozzi e umbricelli), la torta al testo, i sughi dell’orto e la rocciata',
  )}${h2('Prezzo e prenotazioni')}${p(
    'Il prezzo non è ancora deciso: lo pubblichiamo a gennaio 2027. Le prenotazioni apriranno il 1° febbraio 2027; fino ad allora non possiamo prenotare né tenere posti.',
  )}${p('Se volete essere avvisati, scriveteci dal modulo dei contatti.')}${back}`,
};

/** The 2024 price list, never taken down; linked from the archive line only, and left out of the sitemap. */
const listino2024: MacinePage = {
  path: '/News/Listino-2024',
  title: 'Listino 2024',
  description:
    'I prezzi 2024 dell’Agriturismo Le Macine: olio, spedizioni, camere, ristorante ed esperienze.',
  unlisted: true,
  content: `${h1('Listino 2024: olio, camere e ristorante')}${dateLine('15 gennaio 2024', 'Elisa')}${p(
    'Buon anno! Ecco i prezzi per il 2024.',
  )}${h2('Olio extravergine Le Macine DOP')}${lines(
    'Bottiglia 0,5 l: € 11,50',
    'Bottiglia 0,75 l: € 16,00',
    'Latta 3 l: € 52,00',
    'Latta 5 l: € 80,00',
  )}${p('Spedizione in Italia € 7,90, gratuita per ordini da € 70.')}${h2('Camere, colazione compresa')}${lines(
    'Ulivo € 80',
    'Ginestra € 78',
    'Lavanda € 92',
    'Fienile € 110',
  )}${p('Check-in dalle 14:00.')}${h2('Ristorante')}${p(
    `Menu delle Macine € 32. ${strong('Novità 2024')}: il ristorante è aperto anche il venerdì sera!`,
  )}${h2('Esperienze')}${lines('Raccolta delle olive con pranzo: € 50', 'Degustazione: € 15')}${back}`,
};

const posts = [natale, olioNuovo, scuola, listino2024];

const news: MacinePage = {
  path: '/News',
  title: 'News',
  description: 'Le news dell’Agriturismo Le Macine: orari delle feste, olio nuovo, novità e listini.',
  content: `${h1('News')}${[natale, olioNuovo, scuola]
    .map(
      (post, i) =>
        `${h2(a(post.title.replace(/^Natale e Capodanno 2026$/, 'Natale e Capodanno alle Macine: orari dello spaccio e del ristorante'), post.path))}${p(
          em(['16 novembre 2026', '5 novembre 2026', '20 ottobre 2026'][i] ?? ''),
        )}${p(post.description)}${p(a('Leggi tutto »', post.path))}${separator()}`,
    )
    .join('')}${p(olive(strong('Archivio')))}${p(a('Listino 2024', '/News/Listino-2024'))}`,
};

export const macineNewsPages: MacinePage[] = [news, ...posts];
