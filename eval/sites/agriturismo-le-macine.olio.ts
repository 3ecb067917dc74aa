import {
  a,
  button,
  clear,
  em,
  gap,
  h1,
  h2,
  h3,
  lines,
  type MacinePage,
  MC_COMPANY,
  MC_EMAIL,
  MC_LOC,
  MC_MOBILE,
  MC_MOBILE_HREF,
  MC_STREET,
  MC_TOWN,
  MC_VAT,
  olive,
  p,
  photo,
  product,
  separator,
  strong,
  ul,
} from './agriturismo-le-macine.layout.ts';

/**
 * The oil pages: our oil (the groves, the cultivars, the mill), the shop (the MyWebsite shop's product widgets,
 * each price as '€' and the amount in two spans with the price per litre beside it), shipping and terms of sale
 * (only in Italian: Italy € 9,90 free from € 89, the islands € 14,90, EU € 19,90 free from € 199, nothing outside
 * the EU, shipping Monday to Wednesday, collection at the farm, no cash on delivery, broken bottles reported
 * within 48 hours, 14 days to withdraw from unopened products) and the experiences (the harvest to 30 November
 * 2026 on Tuesdays, Thursdays and Saturdays at € 65 and € 30, not under 8; the tasting at € 18; the mill only
 * during the harvest; the picnic at € 25), their prices also as a price list typed with dotted leaders.
 */

const olio: MacinePage = {
  path: '/Il-nostro-olio',
  title: 'Il nostro olio',
  description:
    'L’olio extravergine di oliva delle Macine: DOP Umbria Colli Assisi–Spoleto, Moraiolo in purezza e olio nuovo, dagli olivi della Fascia Olivata al nostro frantoio.',
  content: `${h1('Il nostro olio')}${photo('olive-moraiolo.jpg', 'Olive Moraiolo appena raccolte', { float: 'right', width: '40%' })}${p(
    'Facciamo olio dal 1958. Le olive vengono dai nostri 2.300 olivi, sui terrazzamenti tra Trevi e Spello: per il 60% Moraiolo, per il 25% Frantoio e per il 15% Leccino.',
  )}${p(
    'Raccogliamo da metà ottobre, a mano e con gli abbacchiatori, e frangiamo nel nostro frantoio entro 12 ore, a freddo, sotto i 27 °C. L’olio riposa in silos d’acciaio sotto azoto e lo imbottigliamo un poco alla volta, man mano che serve.',
  )}${h2('I nostri oli')}${h3('Le Macine – DOP Umbria Colli Assisi–Spoleto')}${p(
    'Il nostro olio di sempre, dal blend delle tre varietà: fruttato medio, erba tagliata e carciofo, amaro e piccante equilibrati. Per tutto, a crudo e in cucina.',
  )}${h3('Moraiolo')}${p(
    'Solo olive Moraiolo dei terrazzamenti più alti: fruttato intenso, piccante deciso. Sulle zuppe di legumi, sulla bruschetta, sulla carne alla brace.',
  )}${h3('Olio nuovo')}${p(
    'L’olio appena franto, non filtrato, verde e torbido. Si trova solo da metà novembre a fine gennaio: va consumato entro qualche mese.',
  )}${h2('Come conservarlo')}${p(
    'Al buio, lontano dai fornelli, tra 14 e 18 °C. Chiudete bene la bottiglia o la latta dopo l’uso e consumatelo entro 18 mesi dalla raccolta.',
  )}${h2('Dove trovarlo')}${p(
    `Nello spaccio aziendale, accanto al frantoio (gli orari sono nella colonna qui a destra), e nel nostro ${a('shop online', '/Il-nostro-olio/Shop-online')}. Per ristoranti, negozi e gruppi d’acquisto c’è un listino all’ingrosso: scriveteci a ${a(MC_EMAIL, `mailto:${MC_EMAIL}`)}.`,
  )}${gap}${button('Vai allo shop', '/Il-nostro-olio/Shop-online')}`,
};

/* ── Shop online ───────────────────────────────────────────────────────────────────────────────────────── */

const shop: MacinePage = {
  path: '/Il-nostro-olio/Shop-online',
  title: 'Shop online',
  description:
    'Acquista online l’olio extravergine delle Macine: bottiglie da 0,25, 0,5 e 0,75 litri, latte da 3 e 5 litri, Moraiolo, olio nuovo, patè di olive e confezioni regalo.',
  content: `${h1('Shop online')}${p(
    `Olio della raccolta 2026, spedito in Italia e nell’Unione Europea. Spedizione in Italia € 9,90, gratuita per ordini da € 89. Tutti i dettagli: ${a('Spedizioni e condizioni di vendita', '/Il-nostro-olio/Spedizioni-e-condizioni-di-vendita')}.`,
  )}${h2('Le Macine – DOP Umbria Colli Assisi–Spoleto')}${product({
    name: 'Le Macine DOP – bottiglia 0,25 l',
    file: 'bottiglia-025.jpg',
    text: p('Il nostro blend in bottiglia piccola: da regalare o da provare.'),
    price: '8,50',
    unit: '34,00 € / l',
    sku: 'LM-DOP-025',
  })}${product({
    name: 'Le Macine DOP – bottiglia 0,5 l',
    file: 'bottiglia-05.jpg',
    text: p('Fruttato medio, note di carciofo e mandorla.'),
    price: '14,00',
    unit: '28,00 € / l',
    sku: 'LM-DOP-050',
  })}${product({
    name: 'Le Macine DOP – bottiglia 0,75 l',
    file: 'bottiglia-075.jpg',
    text: p('La bottiglia da tavola.'),
    price: '19,50',
    unit: '26,00 € / l',
    sku: 'LM-DOP-075',
  })}${product({
    name: 'Le Macine DOP – latta 3 l',
    file: 'latta-3.jpg',
    text: p('Per la cucina di tutti i giorni.'),
    price: '62,00',
    unit: '20,67 € / l',
    sku: 'LM-DOP-300',
  })}${product({
    name: 'Le Macine DOP – latta 5 l',
    file: 'latta-5.jpg',
    text: p('La scorta per l’anno: la scelta di chi cucina molto.'),
    price: '95,00',
    unit: '19,00 € / l',
    sku: 'LM-DOP-500',
  })}${clear}${h2('Gli altri oli')}${product({
    name: 'Moraiolo – bottiglia 0,5 l',
    file: 'moraiolo-05.jpg',
    text: p('Monocultivar, fruttato intenso e piccante.'),
    price: '17,00',
    unit: '34,00 € / l',
    sku: 'LM-MOR-050',
  })}${product({
    name: 'Olio nuovo 2026 non filtrato – bottiglia 0,5 l',
    file: 'olio-nuovo-05.jpg',
    text: p('Disponibile fino a fine gennaio.'),
    price: '15,00',
    unit: '30,00 € / l',
    sku: 'LM-NUO-050',
  })}${clear}${h2('Dalla dispensa')}${product({
    name: 'Patè di olive nere – vasetto 180 g',
    file: 'pate-olive.jpg',
    text: p('Olive nere, il nostro olio, un po’ di capperi e scorza di limone.'),
    price: '6,50',
    unit: '36,11 € / kg',
    sku: 'LM-PAT-180',
  })}${product({
    name: 'Cofanetto “Tre oli” – 3 bottiglie da 0,25 l',
    file: 'cofanetto-tre-oli.jpg',
    text: p('Le Macine DOP, Moraiolo e olio nuovo, in una scatola di cartone riciclato.'),
    price: '29,00',
    sku: 'LM-BOX-3X025',
  })}${clear}${separator()}${p(
    em(
      `Ordini di più di 10 latte, ristoranti e negozi: chiedeteci il listino all’ingrosso su WhatsApp al ${a(MC_MOBILE, MC_MOBILE_HREF)}.`,
    ),
  )}`,
};

/* ── Spedizioni e condizioni di vendita ────────────────────────────────────────────────────────────────── */

const spedizioni: MacinePage = {
  path: '/Il-nostro-olio/Spedizioni-e-condizioni-di-vendita',
  title: 'Spedizioni e condizioni di vendita',
  description:
    'Dove e quando spediamo l’olio delle Macine, quanto costa la spedizione, come si paga, cosa fare se una bottiglia arriva rotta e come restituire un prodotto.',
  content: `${h1('Spedizioni e condizioni di vendita')}${h2('Dove spediamo')}${p(
    'Spediamo in tutta Italia e nei paesi dell’Unione Europea. Non spediamo fuori dall’Unione Europea: per esempio nel Regno Unito, in Svizzera, in Norvegia o negli Stati Uniti.',
  )}${h2('Quanto costa')}${lines(
    `${strong('Italia')}: € 9,90 – gratuita per ordini da € 89`,
    `${strong('Sardegna, Sicilia, Calabria e isole minori')}: € 14,90 – gratuita per ordini da € 120`,
    `${strong('Paesi dell’Unione Europea')}: € 19,90 – gratuita per ordini da € 199`,
    `${strong('Ritiro in azienda')}: gratuito`,
  )}${h2('Quando spediamo')}${p(
    'Spediamo dal lunedì al mercoledì con il corriere BRT, perché i pacchi non restino fermi in magazzino nel fine settimana. Gli ordini arrivati da giovedì a domenica partono il lunedì successivo.',
  )}${p('Consegna in Italia in 2–4 giorni lavorativi, nei paesi dell’Unione Europea in 4–8 giorni lavorativi.')}${h2(
    'Ritiro in azienda',
  )}${p(
    'Scegliete “Ritiro in azienda” nel carrello: non pagate la spedizione e trovate l’ordine pronto allo spaccio dal giorno lavorativo successivo, negli orari di apertura.',
  )}${h2('Pagamenti')}${p(
    'Carta di credito (Visa, Mastercard), PayPal o bonifico anticipato: con il bonifico l’ordine parte quando riceviamo il pagamento. Il pagamento in contrassegno non è disponibile.',
  )}${h2('Se una bottiglia arriva rotta')}${p(
    'Imballiamo ogni bottiglia nel cartone alveolare, ma può succedere. Fotografate il pacco e le bottiglie e scriveteci entro 48 ore dalla consegna: vi rispediamo gratis quello che si è rotto.',
  )}${h2('Diritto di recesso')}${p(
    'Avete 14 giorni dalla consegna per restituire i prodotti, purché integri e non aperti; le spese per il reso sono a vostro carico. Vi rimborsiamo entro 14 giorni dal ricevimento del reso, con lo stesso metodo di pagamento.',
  )}${h2('Venditore')}${lines(MC_COMPANY, `${MC_STREET}, ${MC_LOC}, ${MC_TOWN}`, `P.IVA ${MC_VAT}`, a(MC_EMAIL, `mailto:${MC_EMAIL}`))}`,
};

/* ── Esperienze ────────────────────────────────────────────────────────────────────────────────────────── */

const esperienze: MacinePage = {
  path: '/Esperienze',
  title: 'Esperienze',
  description:
    'Raccolta delle olive con pranzo in frantoio, degustazione guidata dell’olio, il frantoio in funzione e il picnic tra gli ulivi all’Agriturismo Le Macine.',
  content: `${h1('Esperienze in azienda')}${photo(
    'raccolta-reti.jpg',
    'Le reti stese sotto gli olivi durante la raccolta',
    {
      float: 'left',
      width: '42%',
    },
  )}${h2('La raccolta delle olive')}${p(
    `${strong('Una mattina da olivicoltori')}: dal 20 ottobre al 30 novembre 2026, il martedì, il giovedì e il sabato, dalle 9:00 alle 13:00. Stendiamo le reti, raccogliamo insieme, poi seguite le vostre olive al frantoio e pranzate tra le macine con bruschette all’olio appena franto, zuppa di legumi e un bicchiere di vino.`,
  )}${p(
    'Ognuno si porta a casa una bottiglia da 0,5 l di olio nuovo. Guanti e rastrelli li diamo noi; voi portate scarpe chiuse o stivali e vestiti che si possono sporcare.',
  )}${ul(
    'massimo 10 persone per mattina',
    'prenotazione almeno 48 ore prima, su WhatsApp o per telefono',
    'i bambini sotto gli 8 anni non possono partecipare',
  )}${h2('Degustazione guidata')}${p(
    'Tutto l’anno: dal lunedì al venerdì alle 11:00 e alle 16:30, il sabato solo alle 11:00. In un’ora e un quarto Matteo vi insegna ad assaggiare l’olio come fanno i panel: tre oli, le bruschette e un bicchiere di Trebbiano Spoletino. Minimo 2, massimo 12 persone, prenotando entro il giorno prima.',
  )}${h2('Il frantoio in funzione')}${p(
    'Durante la raccolta, da metà ottobre a metà dicembre, il frantoio lavora tutti i giorni: se venite per la degustazione in quel periodo vi facciamo vedere la frangitura. Fuori dal periodo della raccolta il frantoio è fermo e non si visita in funzione.',
  )}${h2('Picnic tra gli ulivi')}${p(
    'Da maggio a settembre vi prepariamo un cestino con pane, salumi, formaggi, verdure dell’orto, un dolce e una bottiglia di vino, da godervi sul prato sotto gli olivi. Si ordina il giorno prima.',
  )}${separator()}${h2('Prezzi')}${p(
    [
      'Raccolta delle olive con pranzo, adulti ........................ € 65',
      'Raccolta delle olive con pranzo, ragazzi dagli 8 ai 14 anni ...... € 30',
      'Degustazione guidata, a persona ............................... € 18',
      'Degustazione, bambini sotto i 12 anni ......................... gratis',
      'Picnic tra gli ulivi, a persona ............................... € 25',
    ].join('<br>'),
    'font-family: Courier New, monospace;',
  )}${p(em('Per gli ospiti delle camere e degli appartamenti la degustazione è compresa nel soggiorno, una volta.'))}${h3(
    olive('Prenotazioni'),
  )}${p(`WhatsApp ${a(MC_MOBILE, MC_MOBILE_HREF)} – ${a(MC_EMAIL, `mailto:${MC_EMAIL}`)}`)}`,
};

export const macineOilPages: MacinePage[] = [olio, shop, spedizioni, esperienze];
