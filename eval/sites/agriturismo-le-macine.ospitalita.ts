import {
  a,
  button,
  columns,
  em,
  gap,
  h1,
  h2,
  h3,
  htmlCode,
  lines,
  type MacinePage,
  MC_MOBILE,
  MC_MOBILE_HREF,
  MC_PHONE,
  MC_PHONE_HREF,
  olive,
  p,
  photo,
  separator,
  strong,
  table,
  ul,
} from './agriturismo-le-macine.layout.ts';

/**
 * The rooms and apartments (each a photo floated beside its text), the prices page (the rooms as two columns,
 * the names in one and the prices in the other, tied only by their lines; the apartments as a table typed in
 * the editor; minimum stays, times, deposit, cancellation, tourist tax and house rules, the last three after a
 * pasted Octorate booking widget that leaves its `<div>` unclosed) and the restaurant, only in Italian
 * (Saturday dinner and Sunday lunch, closed Monday to Friday, the set menu at € 38, wine € 48, children € 18,
 * booking deadlines, no gluten-free guarantee, no meal vouchers).
 */

const camere: MacinePage = {
  path: '/Camere-e-appartamenti',
  title: 'Camere e appartamenti',
  description:
    'Quattro camere con bagno e colazione e due appartamenti con cucina nel casale di pietra dell’Agriturismo Le Macine, tra gli ulivi di Trevi. Piscina, parcheggio, giardino.',
  content: `${h1('Camere e appartamenti')}${p(
    'Nel casale del Settecento ci sono quattro camere con bagno privato; nell’ex fienile e sopra il vecchio frantoio, due appartamenti con cucina. Chi dorme in camera ha la colazione inclusa; negli appartamenti si può aggiungere la colazione a € 10 a persona.',
  )}${separator()}${photo('camera-ulivo.jpg', 'Camera Ulivo', { float: 'left', width: '38%' })}${h3('Ulivo')}${p(
    'Al piano terra, con ingresso indipendente dal giardino. Letto matrimoniale, bagno con doccia a filo pavimento: la camera giusta per chi fa fatica con le scale.',
  )}${photo('camera-ginestra.jpg', 'Camera Ginestra', { float: 'left', width: '38%' })}${h3('Ginestra')}${p(
    'Al primo piano, letto matrimoniale o due letti singoli, finestra sull’uliveto. Bagno con doccia.',
  )}${photo('camera-lavanda.jpg', 'Camera Lavanda', { float: 'left', width: '38%' })}${h3('Lavanda')}${p(
    'Al primo piano, la più luminosa: letto matrimoniale e un balcone con la vista su Spello e sulla valle. Bagno con vasca e doccia.',
  )}${photo('camera-fienile.jpg', 'Camera Fienile', { float: 'left', width: '38%' })}${h3('Fienile')}${p(
    'La camera familiare, nel sottotetto con le travi a vista: letto matrimoniale e letto a castello, fino a 4 persone. Culla gratuita su richiesta.',
  )}${separator()}${photo('appartamento-mola.jpg', 'Appartamento La Mola', { float: 'right', width: '38%' })}${h3('Appartamento La Mola')}${p(
    'Per 2–4 persone: camera matrimoniale, divano letto nel soggiorno, angolo cottura attrezzato e un terrazzino sull’aia.',
  )}${photo('appartamento-torchio.jpg', 'Appartamento Il Torchio', { float: 'right', width: '38%' })}${h3('Appartamento Il Torchio')}${p(
    'Per 4–6 persone, sopra il vecchio frantoio: due camere, due bagni, cucina con forno e lavastoviglie, camino (la legna è compresa da novembre a marzo) e un giardino privato.',
  )}${separator()}${h2('In tutte le camere e gli appartamenti')}${ul(
    'biancheria da letto, asciugamani e teli per la piscina',
    'ventilatore a soffitto e riscaldamento',
    'cassaforte, asciugacapelli, prodotti da bagno con il nostro olio',
  )}${h2('Servizi')}${ul(
    'piscina di acqua salata, aperta dal 1° giugno al 20 settembre',
    'colazione dalle 8:00 alle 10:00 nella sala delle macine: torte fatte in casa, pane con il nostro olio, formaggi e salumi della zona, uova delle nostre galline',
    'Wi-Fi gratuito nelle zone comuni',
    'parcheggio gratuito nell’aia',
  )}${gap}${button('Prezzi e prenotazioni', '/Camere-e-appartamenti/Prezzi-e-prenotazioni')}`,
};

/* ── Prezzi e prenotazioni ─────────────────────────────────────────────────────────────────────────────── */

/** The Octorate booking engine, pasted into an HTML-code widget: its outer `<div>` never closed. */
const octorate = `<!-- Octorate Booking Engine - inizio -->
<div id="octorate-be" class="octorate-widget octorate-widget--inline" data-codice="528814" data-lang="it">
<div class="octorate-widget__form">
<form action="https://book.octorate.com/octobook/site/reservation/result.xhtml" method="get" target="_blank">
<input type="hidden" name="codice" value="528814">
<div class="octorate-field"><label for="octo-checkin">Arrivo</label><input type="date" id="octo-checkin" name="checkin"></div>
<div class="octorate-field"><label for="octo-checkout">Partenza</label><input type="date" id="octo-checkout" name="checkout"></div>
<div class="octorate-field"><label for="octo-pax">Ospiti</label><select id="octo-pax" name="pax"><option>1</option><option selected>2</option><option>3</option><option>4</option><option>5</option><option>6</option></select></div>
<button type="submit" class="octorate-button">Verifica disponibilità</button>
</form>
</div>
<script src="https://book.octorate.com/octobook/resources/js/widget-inline.js" async></script>
<!-- Octorate Booking Engine - fine -->`;

const prezzi: MacinePage = {
  path: '/Camere-e-appartamenti/Prezzi-e-prenotazioni',
  title: 'Prezzi e prenotazioni',
  description:
    'Prezzi delle camere e degli appartamenti dell’Agriturismo Le Macine, soggiorno minimo, orari di check-in e check-out, acconto, cancellazione, tassa di soggiorno e regole della casa.',
  content: `${h1('Prezzi e prenotazioni')}${p(em('Listino in vigore dal 1° marzo 2026.'))}${h2(
    'Camere',
  )}${p('Prezzo a notte per la camera, con due persone e la colazione compresa.')}${columns(
    [
      lines(
        `${strong('Ulivo')} – matrimoniale, piano terra`,
        `${strong('Ginestra')} – matrimoniale o doppia`,
        `${strong('Lavanda')} – matrimoniale con balcone`,
        `${strong('Fienile')} – familiare, 2 persone`,
        'Persona in più nel Fienile',
        'Uso singola (Ulivo e Ginestra)',
        'Bambini sotto i 3 anni in culla',
      ),
      lines('€ 95', '€ 90', '€ 110', '€ 130', '€ 25', '€ 70', 'gratis'),
    ],
    [70, 30],
  )}${h2('Appartamenti')}${p('Prezzo per l’appartamento intero, senza colazione (su richiesta € 10 a persona).')}${table(
    [
      [
        'Appartamento',
        'Persone',
        'Marzo–giugno e settembre–dicembre, a notte',
        'Luglio e agosto, a settimana',
      ],
      ['La Mola', '2–4', '€ 120', '€ 790'],
      ['Il Torchio', '4–6', '€ 165', '€ 1.090'],
    ],
  )}${h2('Soggiorno minimo')}${ul(
    'Camere: 2 notti; 3 notti a Pasqua e nei ponti del 25 aprile, del 1° maggio e del 2 giugno.',
    'Appartamenti: 3 notti; a luglio e agosto solo settimane intere, da sabato a sabato.',
  )}${h2('Orari')}${lines(
    'Check-in dalle 15:00 alle 19:30',
    'Check-out entro le 10:30',
    'Colazione dalle 8:00 alle 10:00',
  )}${separator()}${h2('Verificate la disponibilità')}${htmlCode(octorate)}${h2('Acconto e cancellazione')}${p(
    'Alla conferma chiediamo un acconto del 30%, con bonifico bancario entro 3 giorni. Il saldo si paga all’arrivo, in contanti, con bancomat o con carta Visa o Mastercard (non accettiamo American Express).',
  )}${p(
    'La cancellazione è gratuita fino a 21 giorni prima dell’arrivo: vi restituiamo l’acconto. Dopo, l’acconto viene trattenuto; se non vi presentate è dovuto l’intero soggiorno.',
  )}${h2('Tassa di soggiorno')}${p(
    'Il Comune di Trevi applica un’imposta di soggiorno di € 1,50 a persona a notte, per le prime 5 notti. Sono esenti i ragazzi sotto i 14 anni. Si paga in contanti alla partenza.',
  )}${h2('Regole della casa')}${ul(
    'Non accettiamo animali, né nelle camere né negli appartamenti.',
    'Non si fuma all’interno del casale; sotto il portico sì.',
    'La piscina è riservata agli ospiti che dormono da noi.',
  )}${p(
    `Per prenotare: ${a(MC_PHONE, MC_PHONE_HREF)}, WhatsApp ${a(MC_MOBILE, MC_MOBILE_HREF)} oppure il ${a('modulo dei contatti', '/Contatti')}.`,
  )}`,
};

/* ── Ristorante ────────────────────────────────────────────────────────────────────────────────────────── */

const ristorante: MacinePage = {
  path: '/Ristorante',
  title: 'Ristorante',
  description:
    'La Tavola delle Macine, il ristorante dell’agriturismo: sabato a cena e domenica a pranzo, menu fisso della settimana con i prodotti dell’orto e il nostro olio, prenotazione obbligatoria.',
  content: `${h1('La Tavola delle Macine')}${photo(
    'sala-ristorante.jpg',
    'La sala del ristorante nell’ex stalla',
    {
      float: 'right',
      width: '42%',
    },
  )}${p(
    'Il ristorante dell’agriturismo è nell’ex stalla del casale, sotto le volte di mattoni: quaranta posti e un grande camino. Cucina Giovanna, con le verdure del nostro orto, i legumi di Colfiorito, la carne degli allevatori della valle e, naturalmente, il nostro olio.',
  )}${h2('Quando siamo aperti')}${lines(
    `${strong('Sabato')}: cena, dalle 19:30 alle 22:00`,
    `${strong('Domenica')}: pranzo, dalle 12:30 alle 15:00`,
  )}${p(
    'Il ristorante è aperto solo nel fine settimana: dal lunedì al venerdì resta chiuso, anche per gli ospiti delle camere.',
  )}${h2('Il menu delle Macine')}${p(
    'Non c’è una carta: c’è un menu fisso che cambia ogni settimana, con quello che danno l’orto e la stagione. Un esempio, a novembre:',
  )}${ul(
    'bruschetta con l’olio nuovo e torta al testo con salsiccia e verdure ripassate',
    'zuppa di lenticchie e castagne',
    'strangozzi al tartufo nero',
    'coniglio in porchetta con patate al forno',
    'rocciata con la crema',
  )}${columns(
    [
      lines(
        strong('Menu delle Macine'),
        'con l’abbinamento dei vini del territorio',
        'Bambini sotto i 12 anni',
        'Bambini sotto i 4 anni',
      ),
      lines(strong('€ 38'), '€ 48', '€ 18', 'gratis'),
    ],
    [70, 30],
  )}${p(em('Il menu è a persona; acqua, vino e caffè sono esclusi, tranne che nel menu con l’abbinamento dei vini (Trebbiano Spoletino, Montefalco Rosso e un passito).'))}${h2(
    'Prenotazione',
  )}${p(
    `La prenotazione è obbligatoria: entro le 18:00 del venerdì per la cena del sabato, entro le 12:00 del sabato per il pranzo della domenica. Telefonate al ${a(MC_PHONE, MC_PHONE_HREF)} o scrivete su WhatsApp al ${a(MC_MOBILE, MC_MOBILE_HREF)}.`,
  )}${h2('Allergie e intolleranze')}${p(
    'Diteci tutto quando prenotate: prepariamo volentieri piatti vegetariani e, con un giorno di preavviso, senza lattosio. Non possiamo garantire piatti senza glutine per i celiaci: la pasta si fa a mano qui, tutti i giorni, e in cucina la farina è ovunque.',
  )}${h2('Feste private')}${p(
    'Per battesimi, compleanni e pranzi di famiglia, da 20 a 40 persone, riserviamo la sala il sabato a pranzo. Chiedeteci un preventivo.',
  )}${p(em('Si paga in contanti, con bancomat o carta. Non accettiamo buoni pasto.'))}${separator()}${h3(
    olive('Le feste'),
  )}${p(`Il pranzo di Natale, Santo Stefano e il cenone di San Silvestro sono nelle ${a('News', '/News')}.`)}`,
  sidebar: `${h3('Prenota un tavolo')}${lines(`Tel. ${a(MC_PHONE, MC_PHONE_HREF)}`, `WhatsApp ${a(MC_MOBILE, MC_MOBILE_HREF)}`)}`,
};

export const macineStayPages: MacinePage[] = [camere, prezzi, ristorante];
