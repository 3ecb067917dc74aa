import {
  accordion,
  alert,
  bareTable,
  button,
  col,
  feature,
  h4,
  heading,
  headTable,
  image,
  OLIVETO_EMAIL,
  OLIVETO_PHONE_INTL,
  OLIVETO_STREET,
  OLIVETO_TOWN,
  OLIVETO_WHATSAPP,
  type OlivetoPage,
  p,
  raw,
  row,
  section,
  text,
  ul,
} from './campeggio-garda.layout.ts';

/* The Italian pages that also exist in English (and some in German): home, pitches, mobile homes, prices,
 * pool, services, booking, useful information, directions, FAQ, contact. */

const soggiorno: [string, string][] = [['Soggiorno', '/piazzole']];
const servizi: [string, string][] = [['Servizi', '/servizi']];
const info: [string, string][] = [['Info', '/informazioni-utili']];

const home: OlivetoPage = {
  path: '/',
  lang: 'it',
  alternates: { en: '/en', de: '/de' },
  title: 'Campeggio sul Lago di Garda a Lazise',
  description:
    'Camping Oliveto, campeggio familiare sul Lago di Garda a Lazise (Verona): piazzole, mobile home e bungalow, piscina, ristorante pizzeria, spiaggia privata.',
  body: [
    section(
      [
        col(
          12,
          heading('Camping Oliveto: la tua vacanza in riva al Lago di Garda', 'h2', 'center'),
          text(
            '<p style="text-align: center;">Piazzole all’ombra degli ulivi, mobile home con vista lago, piscina, ristorante pizzeria e una spiaggia tutta per gli ospiti, tra Lazise e Pacengo.</p>',
          ),
        ),
      ],
      'oliveto-hero',
    ),
    row(
      alert(
        '<p><strong>Il campeggio è chiuso per la pausa invernale.</strong> Riapriamo venerdì 26 marzo 2027. Durante l’inverno la reception non è presente in campeggio ma risponde alle email a <a href="mailto:info@campeggio-garda.test">info@campeggio-garda.test</a> dal lunedì al venerdì. Le prenotazioni per la stagione 2027 si aprono il 1° dicembre 2026.</p>',
        'warning',
      ),
    ),
    section([
      col(
        4,
        feature(
          'campground',
          'Piazzole',
          p('Standard, comfort con acqua e scarico, premium in prima fila sul lago. Da € 16,00 a notte.'),
        ),
        button('Scopri le piazzole', '/piazzole'),
      ),
      col(
        4,
        feature(
          'home',
          'Mobile home e bungalow',
          p(
            'Bungalow Limone, mobile home Ulivo (anche in versione Pet e Easy) e Lago Comfort per 6 persone.',
          ),
        ),
        button('Scopri i mobile home', '/mobile-home-e-bungalow'),
      ),
      col(
        4,
        feature(
          'swimming-pool',
          'Piscina e spiaggia',
          p('Piscina con vasca per bambini, spiaggia privata sul lago con zona riservata ai cani.'),
        ),
        button('La piscina', '/piscina'),
      ),
    ]),
    section([
      col(6, image('oliveto-spiaggia.jpg', 'La spiaggia del Camping Oliveto a Lazise')),
      col(
        6,
        text(
          p(
            'Dal 1972 la famiglia Bertoldi accoglie campeggiatori da tutta Europa su questo tratto di costa veronese, tra gli ulivi e il lago. Il campeggio ha 180 piazzole e 34 tra mobile home e bungalow, un ristorante pizzeria, un market, la piscina e una spiaggia privata di ghiaia fine.',
            'Siamo un campeggio tranquillo, pensato per le famiglie: niente discoteca, animazione soft in estate e tanto spazio per i bambini.',
          ),
          'Un campeggio di famiglia',
        ),
        button('Prenota la tua vacanza', '/prenotazioni'),
      ),
    ]),
  ].join('\n'),
};

const piazzole: OlivetoPage = {
  path: '/piazzole',
  lang: 'it',
  alternates: { en: '/en/pitches', de: '/de/stellplaetze' },
  title: 'Piazzole',
  crumbs: soggiorno,
  description:
    'Piazzole per tende, caravan e camper al Camping Oliveto di Lazise: standard, comfort e premium vista lago.',
  body: [
    row(
      text(
        p(
          'Il campeggio ha 180 piazzole per tende, caravan e camper, quasi tutte ombreggiate da ulivi e pioppi. Tutte le piazzole hanno l’allaccio elettrico (6A, presa CEE) e sono raggiungibili in auto.',
        ),
      ),
    ),
    section([
      col(
        4,
        text(
          p(
            '<strong>70–80 m²</strong>',
            'Nella parte alta del campeggio, all’ombra degli ulivi, a 3–5 minuti a piedi dalla spiaggia. Servizi igienici 1 e 2 vicini.',
          ),
          'Piazzola Standard',
        ),
      ),
      col(
        4,
        text(
          p(
            '<strong>90 m², acqua e scarico</strong>',
            'Ogni piazzola comfort ha il proprio attacco dell’acqua potabile e lo scarico delle acque grigie: ideale per camper e caravan. Vicina alla piscina.',
          ),
          'Piazzola Comfort',
        ),
      ),
      col(
        4,
        text(
          p(
            '<strong>100 m², in prima fila sul lago</strong>',
            'Le 22 piazzole premium sono direttamente sul prato davanti alla spiaggia, con vista lago, acqua e scarico. In alta stagione vanno prenotate con largo anticipo.',
          ),
          'Piazzola Premium vista lago',
        ),
      ),
    ]),
    row(
      text(
        p(
          'Il prezzo della piazzola comprende la piazzola, una tenda o caravan o camper e un’auto. Persone, cani, corrente elettrica e auto in più si pagano a parte: trovi tutto nel <a href="/prezzi">listino prezzi 2027</a>.',
          'In alta stagione (dal 3 luglio al 22 agosto 2027) le piazzole si prenotano per un minimo di 3 notti. Chi vuole una piazzola precisa può sceglierla al momento della prenotazione con un supplemento di € 15,00 per soggiorno.',
        ),
        'Prezzi e soggiorno minimo',
      ),
      button('Vedi il listino', '/prezzi'),
    ),
  ].join('\n'),
};

const mobileHome: OlivetoPage = {
  path: '/mobile-home-e-bungalow',
  lang: 'it',
  alternates: { en: '/en/mobile-homes' },
  title: 'Mobile home e bungalow',
  crumbs: soggiorno,
  description:
    'Mobile home e bungalow in affitto al Camping Oliveto, Lazise: Limone, Ulivo, Ulivo Pet, Ulivo Easy, Lago Comfort.',
  body: [
    row(
      text(
        p(
          'Tutti i nostri mobile home hanno aria condizionata, cucina attrezzata con piano cottura a gas e frigorifero, veranda coperta con tavolo e sedie, e un posto auto accanto. Biancheria da letto e pulizia finale sono comprese; la biancheria da bagno si noleggia in reception a € 8,00 a persona.',
        ),
      ),
    ),
    section([
      col(
        6,
        image('bungalow-limone.jpg', 'Bungalow Limone'),
        text(
          p(
            '2 adulti + 2 bambini · 1 camera matrimoniale, divano letto a castello nel soggiorno · 24 m² · veranda',
            'Il più piccolo e il più economico: perfetto per coppie o famiglie con bambini piccoli. Cani non ammessi.',
          ),
          'Bungalow Limone',
        ),
      ),
      col(
        6,
        image('mobile-home-ulivo.jpg', 'Mobile home Ulivo'),
        text(
          p(
            '4 persone · 2 camere (una matrimoniale, una con due letti singoli) · 28 m² · bagno con doccia · veranda',
            'Il nostro mobile home più richiesto. Nella versione <strong>Ulivo Pet</strong> (6 unità) è ammesso un cane, con recinto davanti alla veranda. La versione <strong>Ulivo Easy</strong> è accessibile in sedia a rotelle: vedi la pagina <a href="/accessibilita">Accessibilità</a>.',
          ),
          'Mobile home Ulivo, Ulivo Pet e Ulivo Easy',
        ),
      ),
    ]),
    section([
      col(
        6,
        image('mobile-home-lago.jpg', 'Mobile home Lago Comfort vista lago'),
        text(
          p(
            '6 persone · 3 camere · 2 bagni · 36 m² · veranda vista lago · lavastoviglie',
            'In prima fila sul lago, con due bagni e una grande veranda. Nei mobile home Lago Comfort i cani non sono ammessi.',
          ),
          'Mobile home Lago Comfort',
        ),
      ),
      col(
        6,
        text(
          [
            h4('Arrivi e partenze'),
            p(
              'Arrivo dalle 16:00 alle 20:00, partenza entro le 10:00.',
              'In alta stagione (dal 3 luglio al 22 agosto) mobile home e bungalow si affittano per un minimo di 7 notti, con arrivo e partenza di sabato. In media stagione il soggiorno minimo è di 3 notti.',
            ),
          ].join(''),
          'Da sapere',
        ),
        button('Prezzi dei mobile home', '/prezzi'),
      ),
    ]),
  ].join('\n'),
};

const periodi = [
  'Bassa stagione<br><small>26/03–21/05 e 06/09–03/10</small>',
  'Media stagione<br><small>22/05–02/07 e 23/08–05/09</small>',
  'Alta stagione<br><small>03/07–22/08</small>',
];

const prezzi: OlivetoPage = {
  path: '/prezzi',
  lang: 'it',
  alternates: { en: '/en/prices', de: '/de/preise' },
  title: 'Listino prezzi 2027',
  crumbs: soggiorno,
  description:
    'Prezzi 2027 del Camping Oliveto a Lazise: piazzole, mobile home e bungalow per notte, supplementi.',
  body: [
    row(
      text(
        p(
          'Prezzi per notte, IVA inclusa, validi per la stagione 2027 (dal 26 marzo al 3 ottobre 2027). Imposta di soggiorno esclusa.',
        ),
      ),
    ),
    row(
      text(
        headTable(
          ['Sistemazione (per notte)', ...periodi],
          [
            ['Piazzola Standard', '€ 16,00', '€ 22,00', '€ 29,00'],
            ['Piazzola Comfort (acqua e scarico)', '€ 21,00', '€ 28,00', '€ 36,00'],
            ['Piazzola Premium vista lago', '€ 28,00', '€ 37,00', '€ 48,00'],
            ['Bungalow Limone (fino a 4 persone)', '€ 62,00', '€ 89,00', '€ 125,00'],
            ['Mobile home Ulivo / Ulivo Easy (fino a 4 persone)', '€ 78,00', '€ 112,00', '€ 158,00'],
            ['Mobile home Ulivo Pet (fino a 4 persone + 1 cane)', '€ 83,00', '€ 117,00', '€ 163,00'],
            ['Mobile home Lago Comfort (fino a 6 persone)', '€ 99,00', '€ 142,00', '€ 196,00'],
          ],
          'table table-striped listino-prezzi',
        ),
        'Piazzole e alloggi',
      ),
    ),
    row(
      text(
        bareTable(
          [
            ['Adulto (dai 12 anni)', '€ 8,50', '€ 10,50', '€ 12,50'],
            ['Bambino da 3 a 11 anni', '€ 5,00', '€ 6,50', '€ 8,00'],
            ['Bambino sotto i 3 anni', 'gratis', 'gratis', 'gratis'],
            ['Cane', '€ 4,00', '€ 5,00', '€ 6,00'],
            ['Auto supplementare o moto', '€ 3,50', '€ 4,50', '€ 6,50'],
            ['Corrente elettrica 6A', '€ 3,50', '€ 3,50', '€ 4,00'],
          ],
          'table table-striped listino-supplementi',
        ),
        'Supplementi per notte',
      ),
    ),
    row(
      text(
        [
          ul(
            'Il prezzo della piazzola comprende piazzola, tenda/caravan/camper e un’auto; le persone si pagano a parte.',
            'Il prezzo di mobile home e bungalow comprende le persone indicate, consumi, biancheria da letto, pulizia finale e un’auto.',
            'Soggiorno minimo in alta stagione: 3 notti sulle piazzole, 7 notti (da sabato a sabato) in mobile home e bungalow. In media stagione: 3 notti in mobile home e bungalow.',
            'Offerta bassa stagione: 14 notti al prezzo di 12, su piazzole e alloggi.',
            'Scelta della piazzola: € 15,00 per soggiorno.',
            'Imposta di soggiorno del Comune di Lazise: vedi <a href="/informazioni-utili">Informazioni utili</a>.',
          ),
        ].join(''),
        'Condizioni',
      ),
      button('Prenota ora', '/prenotazioni'),
    ),
  ].join('\n'),
};

const piscina: OlivetoPage = {
  path: '/piscina',
  lang: 'it',
  alternates: { en: '/en/swimming-pool' },
  title: 'Piscina',
  crumbs: servizi,
  description: 'La piscina del Camping Oliveto a Lazise: date di apertura 2027, orari e regolamento.',
  body: [
    section([
      col(6, image('piscina-oliveto.jpg', 'La piscina del campeggio')),
      col(
        6,
        text(
          p(
            'La piscina ha una vasca grande (profondità da 1,10 a 1,40 m) e una vasca per i più piccoli profonda 40 cm, con solarium e lettini gratuiti fino a esaurimento. È riservata agli ospiti del campeggio: i visitatori giornalieri non possono usare la piscina.',
            'La piscina non è riscaldata.',
          ),
          'Due vasche tra gli ulivi',
        ),
      ),
    ]),
    row(
      text(
        p(
          '<strong>Apertura 2027:</strong> dal 1° maggio al 19 settembre 2027.',
          '<strong>Orario:</strong> tutti i giorni dalle 9:30 alle 19:00. Dal lunedì al venerdì la vasca grande chiude dalle 13:00 alle 14:00 per la pulizia.',
          'Assistente bagnanti presente dalle 10:00 alle 18:00.',
        ),
        'Date e orari',
      ),
    ),
    row(
      text(
        ul(
          'La cuffia è obbligatoria per tutti, anche per i bambini (in vendita al market).',
          'I bambini sotto i 12 anni possono entrare in piscina solo accompagnati da un adulto.',
          'Doccia obbligatoria prima di entrare in acqua.',
          'Vietato portare in piscina bicchieri e bottiglie di vetro, cibo e palloni.',
          'I cani non sono ammessi nell’area piscina.',
          'Pannolini contenitivi obbligatori per i bambini che usano il pannolino.',
        ),
        'Regolamento della piscina',
      ),
    ),
  ].join('\n'),
};

const serviziPage: OlivetoPage = {
  path: '/servizi',
  lang: 'it',
  alternates: { en: '/en/facilities' },
  title: 'Ristorante, market e servizi',
  crumbs: servizi,
  description:
    'Ristorante pizzeria, market, wifi, lavanderia, ricarica auto elettriche al Camping Oliveto di Lazise.',
  body: [
    section([
      col(
        6,
        text(
          p(
            'Il nostro ristorante pizzeria con la terrazza sotto il pergolato è aperto anche a chi non è ospite del campeggio. Cucina del lago (pesce di lago, bigoli, risotto all’Amarone) e pizza cotta nel forno a legna, anche da asporto.',
            '<strong>Apertura:</strong> dal 1° aprile al 26 settembre 2027.',
            '<strong>Orario:</strong> 12:00–14:30 e 18:30–22:30. In bassa stagione il ristorante è chiuso il lunedì.',
            'Pizza da asporto dalle 18:00; conviene ordinare al telefono del ristorante nelle sere di luglio e agosto.',
          ),
          'Ristorante Pizzeria La Pergola',
        ),
      ),
      col(
        6,
        text(
          p(
            'Pane fresco e brioche ogni mattina, frutta e verdura, salumi e formaggi locali, vino del Bardolino, prodotti per la spiaggia e le cuffie per la piscina.',
            '<strong>Orario:</strong> 7:30–12:30 e 16:00–19:30; in luglio e agosto orario continuato 7:30–20:00.',
            'Il pane si può prenotare entro le 19:00 del giorno prima.',
          ),
          'Market',
        ),
      ),
    ]),
    section([
      col(
        4,
        feature(
          'wifi',
          'Wi-Fi',
          p(
            'Wi-Fi gratuito in reception, al bar del ristorante e in piscina. Sulle piazzole e nei mobile home: € 3,00 al giorno o € 15,00 a settimana per un dispositivo; il codice si acquista in reception.',
          ),
        ),
      ),
      col(
        4,
        feature(
          'tshirt',
          'Lavanderia',
          p(
            'Lavatrice € 5,00 a gettone (detersivo compreso), asciugatrice € 4,00. Gettoni in reception. La lavanderia è vicino ai servizi 2 ed è aperta dalle 7:00 alle 22:00.',
          ),
        ),
      ),
      col(
        4,
        feature(
          'charging-station',
          'Ricarica auto elettriche',
          p(
            'Due colonnine di ricarica da 22 kW con presa Tipo 2 nel parcheggio esterno, accanto all’ingresso. € 0,45 al kWh, si paga in reception alla partenza. Non è possibile ricaricare l’auto dalla colonnina della piazzola.',
          ),
        ),
      ),
    ]),
    section([
      col(
        6,
        text(
          p(
            'Tre blocchi di servizi igienici con acqua calda gratuita, bagno per bambini e fasciatoio nei servizi 1, lavelli per stoviglie e lavatoi. Area camper service per lo scarico di cassette WC e acque grigie all’ingresso.',
          ),
          'Servizi igienici',
        ),
      ),
      col(
        6,
        text(
          p(
            'La spiaggia privata di ghiaia fine è riservata agli ospiti. Noleggio di ombrellone e due lettini in spiaggia: € 12,00 al giorno. Alla fine della spiaggia, verso Pacengo, c’è l’area per i cani.',
            'Noleggio di bici, SUP, pedalò e barche: vedi <a href="/noleggi">Noleggi</a>. Animazione e mini club in estate: vedi <a href="/animazione">Animazione</a>.',
          ),
          'Spiaggia e tempo libero',
        ),
      ),
    ]),
  ].join('\n'),
};

/** The booking widget the owner pasted from the booking engine's back office: its outer `<div>` is never closed. */
const pastedWidget = `<!-- Camping.care booking widget v3 - incolla questo codice nel tuo sito -->
<div id="cc-booking-widget" class="cc-widget cc-widget--inline" data-admin="oliveto-lazise" data-lang="it">
<div class="cc-widget__search"><form class="cc-form" action="https://booking.campeggio-garda.test/it/search" method="get"><label class="cc-label">Arrivo <input type="date" name="arrival" class="cc-input"></label><label class="cc-label">Partenza <input type="date" name="departure" class="cc-input"></label><label class="cc-label">Adulti <select name="adults" class="cc-select"><option>1</option><option selected>2</option><option>3</option><option>4</option></select></label><label class="cc-label">Bambini <select name="children" class="cc-select"><option selected>0</option><option>1</option><option>2</option><option>3</option></select></label><button type="submit" class="cc-button">Verifica disponibilità</button></form></div>
<div class="cc-widget__powered">powered by Camping.care</div>
`;

const prenotazioni: OlivetoPage = {
  path: '/prenotazioni',
  lang: 'it',
  alternates: { en: '/en/booking' },
  title: 'Prenotazioni e cancellazioni',
  crumbs: soggiorno,
  description:
    'Come prenotare al Camping Oliveto di Lazise: acconto, saldo, cancellazione, metodi di pagamento.',
  body: [
    row(
      text(
        p(
          'Puoi prenotare online con il modulo qui sotto, oppure scrivendoci a info@campeggio-garda.test. Le prenotazioni per la stagione 2027 si aprono il 1° dicembre 2026.',
        ),
      ),
      raw(pastedWidget),
      text(
        [
          h4('Acconto e saldo'),
          p(
            'Per confermare la prenotazione chiediamo un acconto del 30% dell’importo del soggiorno, da versare con bonifico bancario o carta di credito entro 3 giorni dalla nostra conferma. Senza acconto la prenotazione decade. Il saldo si paga all’arrivo, in reception.',
          ),
          h4('Cancellazione'),
          ul(
            'Fino a 30 giorni prima dell’arrivo: rimborso dell’acconto, trattenendo € 30,00 di spese.',
            'Da 29 a 8 giorni prima dell’arrivo: l’acconto viene trattenuto, oppure trasformato in un buono da usare entro la stagione 2028.',
            'Da 7 giorni prima dell’arrivo o in caso di mancato arrivo: è dovuto il 50% dell’intero soggiorno.',
            'In caso di partenza anticipata è dovuto l’intero soggiorno prenotato.',
          ),
          h4('Metodi di pagamento'),
          p(
            'In reception accettiamo contanti (entro i limiti di legge), bancomat e carte di credito Visa, Mastercard e Maestro. Non accettiamo American Express né assegni.',
          ),
        ].join(''),
        'Condizioni di prenotazione',
      ),
    ),
  ].join('\n'),
};

const informazioni: OlivetoPage = {
  path: '/informazioni-utili',
  lang: 'it',
  alternates: { en: '/en/good-to-know' },
  title: 'Informazioni utili',
  crumbs: info,
  description:
    'Check-in e check-out, sbarra, silenzio, visitatori e imposta di soggiorno al Camping Oliveto.',
  body: [
    section([
      col(
        6,
        text(
          p(
            '<strong>Piazzole:</strong> arrivo dalle ore 12:00, partenza entro le ore 12:00.',
            '<strong>Mobile home e bungalow:</strong> arrivo dalle 16:00 alle 20:00, partenza entro le 10:00.',
            'All’arrivo servono i documenti d’identità di tutti gli ospiti, anche dei bambini.',
          ),
          'Arrivi e partenze',
        ),
        text(
          p(
            'La sbarra d’ingresso resta chiusa dalle 23:00 alle 7:00. Chi rientra più tardi lascia l’auto nel parcheggio esterno, gratuito ma non custodito, ed entra a piedi dal cancello pedonale con il braccialetto del campeggio. Dentro il campeggio il limite di velocità è 10 km/h.',
          ),
          'Sbarra e parcheggio',
        ),
      ),
      col(
        6,
        text(
          p(
            'Orari di silenzio: dalle 23:00 alle 7:00 e dalle 13:30 alle 15:30.',
            'Visitatori: la prima ora è gratuita, oltre si pagano € 6,00 a persona al giorno. I visitatori lasciano un documento in reception, escono entro le 23:00 e non possono usare la piscina.',
            'Barbecue a gas e a carbonella ammessi sulle piazzole; vietati i fuochi a terra.',
          ),
          'Vivere in campeggio',
        ),
        text(
          p(
            'Il Comune di Lazise applica l’imposta di soggiorno: € 1,00 a persona per notte, per un massimo di 7 notti consecutive. Sono esenti i minori di 14 anni. Si paga in reception insieme al saldo.',
          ),
          'Imposta di soggiorno',
        ),
      ),
    ]),
  ].join('\n'),
};

const comeArrivare: OlivetoPage = {
  path: '/come-arrivare',
  lang: 'it',
  alternates: { en: '/en/how-to-get-here', de: '/de/anreise' },
  title: 'Come arrivare',
  crumbs: info,
  description: 'Come arrivare al Camping Oliveto di Lazise in auto, in treno, in autobus e in aereo.',
  body: [
    section([
      col(
        6,
        text(
          [
            h4('In auto'),
            p(
              'Autostrada A22 Brennero–Modena: uscita Affi – Lago di Garda Sud, poi seguire le indicazioni per Lazise (14 km).',
              'Autostrada A4 Milano–Venezia: uscita Peschiera del Garda, poi la Gardesana (SR 249) verso Lazise (11 km).',
              'Il campeggio è sulla Gardesana tra Pacengo e Lazise. Coordinate GPS: 45.4821, 10.7294.',
            ),
            h4('In treno e autobus'),
            p(
              'La stazione più vicina è Peschiera del Garda, sulla linea Milano–Venezia. Dalla stazione prendete l’autobus ATV linea 483 in direzione Garda e scendete alla fermata Lazise Fossalta, a 300 metri dal campeggio: circa 20 minuti di viaggio.',
            ),
            h4('In aereo'),
            p(
              'L’aeroporto più vicino è Verona Villafranca “Valerio Catullo”, a 25 km (circa 30 minuti in auto). Un taxi dall’aeroporto costa circa € 65,00; possiamo prenotarlo noi.',
            ),
          ].join(''),
          'Come raggiungerci',
        ),
      ),
      col(
        6,
        raw(
          '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2794.1!2d10.7294!3d45.4821" width="100%" height="420" style="border:0;" allowfullscreen="" loading="lazy" title="Mappa Camping Oliveto"></iframe>',
        ),
      ),
    ]),
  ].join('\n'),
};

const faq: OlivetoPage = {
  path: '/domande-frequenti',
  lang: 'it',
  alternates: { en: '/en/faq' },
  title: 'Domande frequenti',
  crumbs: info,
  description: 'Le domande più frequenti sul Camping Oliveto di Lazise.',
  body: row(
    accordion([
      [
        'Devo prenotare la piazzola o posso arrivare senza prenotazione?',
        p(
          'In bassa stagione c’è quasi sempre posto anche senza prenotazione. In luglio e agosto consigliamo di prenotare: le piazzole premium vista lago sono le prime a finire.',
        ),
      ],
      [
        'Arriviamo tardi la sera: possiamo entrare?',
        p(
          'La sbarra è chiusa dalle 23:00 alle 7:00. Se arrivate dopo la chiusura della reception avvisateci: lasciate l’auto nel parcheggio esterno e vi sistemate la mattina dopo.',
        ),
      ],
      [
        'Posso portare il mio cane?',
        p(
          'Sì, i cani sono benvenuti sulle piazzole (massimo 2 per piazzola) e nei mobile home Ulivo Pet. Non sono ammessi nei bungalow Limone, nei mobile home Lago Comfort, in piscina e sulla spiaggia, tranne nella spiaggia dei cani. Tutto nella pagina <a href="/vacanze-con-il-cane">Cani benvenuti</a>.',
        ),
      ],
      [
        'Il wifi è gratuito?',
        p(
          'Il wifi è gratuito solo in reception, al bar e in piscina; sulle piazzole costa € 3,00 al giorno.',
        ),
      ],
      ['Che carte accettate?', p('Bancomat, Visa, Mastercard e Maestro. Non accettiamo American Express.')],
      ['Serve la cuffia in piscina?', p('Sì, la cuffia è obbligatoria per tutti. La trovi al market.')],
      [
        'C’è l’animazione per i bambini?',
        p(
          'Sì, ma solo in estate: il mini club per bambini dai 4 ai 12 anni funziona dal 19 giugno al 5 settembre 2027. Vedi <a href="/animazione">Animazione</a>.',
        ),
      ],
      [
        'Si può fare il bagno nel lago?',
        p(
          'Sì, davanti alla spiaggia del campeggio il fondale scende dolcemente. Non c’è servizio di salvataggio in spiaggia: il bagnino è solo in piscina.',
        ),
      ],
    ]),
  ),
};

const contatti: OlivetoPage = {
  path: '/contatti',
  lang: 'it',
  alternates: { en: '/en/contact', de: '/de/kontakt' },
  title: 'Contatti e orari della reception',
  description: 'Contatti e orari della reception del Camping Oliveto di Lazise, in stagione e in inverno.',
  body: [
    section([
      col(
        6,
        text(
          p(
            `Camping Oliveto<br>${OLIVETO_STREET}<br>${OLIVETO_TOWN}`,
            `Telefono: ${OLIVETO_PHONE_INTL}<br>WhatsApp: ${OLIVETO_WHATSAPP} (solo messaggi)<br>Email: ${OLIVETO_EMAIL}`,
          ),
          'Dove siamo',
        ),
      ),
      col(
        6,
        text(
          headTable(
            ['Periodo', 'Orario'],
            [
              ['Bassa stagione (26/03–21/05 e 06/09–03/10)', '8:30–12:30 e 15:00–19:00'],
              ['Media e alta stagione (22/05–05/09)', '8:00–21:00 orario continuato'],
            ],
          ) +
            p(
              '<strong>In inverno</strong> (dal 4 ottobre 2026 al 25 marzo 2027) il campeggio è chiuso e la reception non è presente. Rispondiamo alle email dal lunedì al venerdì, di solito entro 48 ore. Il telefono è attivo di nuovo dal 1° marzo 2027, dal lunedì al venerdì dalle 9:00 alle 12:00.',
            ),
          'Orari della reception',
        ),
      ),
    ]),
  ].join('\n'),
};

export const olivetoItalianPages: OlivetoPage[] = [
  home,
  piazzole,
  mobileHome,
  prezzi,
  piscina,
  serviziPage,
  prenotazioni,
  informazioni,
  comeArrivare,
  faq,
  contatti,
];
