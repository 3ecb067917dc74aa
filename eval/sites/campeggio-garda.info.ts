import {
  alert,
  button,
  col,
  feature,
  h3,
  h4,
  image,
  OLIVETO_EMAIL,
  type OlivetoPage,
  p,
  row,
  section,
  text,
  ul,
} from './campeggio-garda.layout.ts';

/* The Italian pages never translated: entertainment, rentals, dogs, accessibility, the news, the 2019
 * campsite rules and the legal pages. */

const servizi: [string, string][] = [['Servizi', '/servizi']];

const animazione: OlivetoPage = {
  path: '/animazione',
  lang: 'it',
  title: 'Animazione e mini club',
  crumbs: servizi,
  description: 'Animazione per bambini e mini club al Camping Oliveto di Lazise, solo in estate.',
  body: [
    row(
      text(
        p(
          'Da noi l’animazione è soft: niente musica ad alto volume, tante attività per i bambini e qualche serata in compagnia. L’animazione c’è solo in estate, dal 19 giugno al 5 settembre 2027; fuori da questo periodo non ci sono attività organizzate.',
          'Tutte le attività sono gratuite per gli ospiti del campeggio.',
        ),
        'Un’estate in compagnia',
      ),
    ),
    section([
      col(
        6,
        feature(
          'child',
          'Mini club',
          p(
            'Per bambini dai 4 ai 12 anni, dal lunedì al sabato dalle 10:00 alle 12:00 e dalle 16:30 alle 18:30, nella casetta del mini club vicino al parco giochi. Giochi, lavoretti, caccia al tesoro e tornei. I bambini sotto i 4 anni possono partecipare solo con un genitore.',
          ),
        ),
      ),
      col(
        6,
        feature(
          'music',
          'La sera',
          p(
            'Baby dance tutte le sere alle 21:00 in piazzetta (tranne la domenica). Il venerdì serata a tema o spettacolo di magia. Il martedì e il giovedì alle 11:00 aquagym in piscina per gli adulti.',
          ),
        ),
      ),
    ]),
  ].join('\n'),
};

const noleggi: OlivetoPage = {
  path: '/noleggi',
  lang: 'it',
  title: 'Noleggio bici, SUP e barche',
  crumbs: servizi,
  description:
    'Noleggio di biciclette, e-bike, SUP, pedalò e barche a motore senza patente al Camping Oliveto.',
  body: [
    section([
      col(
        6,
        text(
          [
            p(
              'Le bici si noleggiano in reception per tutta la stagione. Dal campeggio parte la pista ciclabile sul lungolago verso Lazise e Peschiera.',
            ),
            ul(
              'City bike: € 12,00 al giorno',
              'E-bike: € 35,00 al giorno, € 20,00 mezza giornata',
              'Seggiolino per bambini e casco: gratuiti',
            ),
          ].join(''),
          'Biciclette ed e-bike',
        ),
      ),
      col(
        6,
        text(
          [
            p(
              'Al pontile del campeggio, da maggio a settembre, dalle 9:00 alle 19:00. Per la barca serve un documento e una cauzione di € 200,00.',
            ),
            ul(
              'SUP: € 15,00 all’ora, € 40,00 mezza giornata',
              'Pedalò (4 posti): € 18,00 all’ora',
              'Barca a motore senza patente (40 CV, 5 posti): € 95,00 per 2 ore, € 160,00 mezza giornata (4 ore), carburante escluso',
            ),
          ].join(''),
          'SUP, pedalò e barche',
        ),
      ),
    ]),
    row(
      text(
        p(
          'Se arrivate con la vostra barca potete metterla in acqua dallo scivolo del campeggio (€ 10,00 a varo) e lasciarla alla boa (€ 15,00 al giorno), su prenotazione. Il rimorchio resta nel parcheggio esterno.',
        ),
        'La tua barca',
      ),
    ),
  ].join('\n'),
};

const cani: OlivetoPage = {
  path: '/vacanze-con-il-cane',
  lang: 'it',
  title: 'Cani benvenuti',
  crumbs: servizi,
  description:
    'In vacanza con il cane al Camping Oliveto di Lazise: dove è ammesso, spiaggia dei cani, regole.',
  body: [
    section([
      col(6, image('spiaggia-cani.jpg', 'La spiaggia dei cani del Camping Oliveto')),
      col(
        6,
        text(
          p(
            'Il tuo cane è il benvenuto per tutta la stagione, sulle piazzole (massimo 2 cani per piazzola) e nei mobile home Ulivo Pet (un cane). Nei bungalow Limone e nei mobile home Lago Comfort i cani non sono ammessi.',
            'Il supplemento per il cane va da € 4,00 a € 6,00 a notte secondo la stagione (vedi il <a href="/prezzi">listino</a>).',
          ),
          'Dove può stare il cane',
        ),
      ),
    ]),
    row(
      text(
        ul(
          'In campeggio il cane va sempre tenuto al guinzaglio e non può restare da solo sulla piazzola o nel mobile home.',
          'I cani non sono ammessi sulla spiaggia del campeggio, tranne che nella spiaggia dei cani: un tratto di 80 metri alla fine della spiaggia, verso Pacengo, con doccia per cani e ciotole d’acqua.',
          'I cani non sono ammessi in piscina, nei servizi igienici e nella sala del ristorante; sulla terrazza del ristorante sì.',
          'Area sgambamento recintata vicino all’ingresso, con sacchetti gratuiti.',
          'All’arrivo serve il libretto sanitario o il passaporto del cane.',
        ),
        'Regole per i cani',
      ),
    ),
  ].join('\n'),
};

const accessibilita: OlivetoPage = {
  path: '/accessibilita',
  lang: 'it',
  title: 'Accessibilità',
  crumbs: [['Soggiorno', '/piazzole']],
  description:
    'Il mobile home accessibile Ulivo Easy e i servizi per ospiti con disabilità al Camping Oliveto.',
  body: [
    row(
      text(
        p(
          'Abbiamo un solo mobile home adattato per ospiti in sedia a rotelle, l’<strong>Ulivo Easy</strong>: rampa d’accesso alla veranda, porte larghe 90 cm, bagno con doccia a filo pavimento, maniglioni e sedile doccia, letto matrimoniale rialzato. Essendo uno solo, consigliamo di prenotarlo con molto anticipo. Ha lo stesso prezzo del mobile home Ulivo.',
          'Nei servizi 1 c’è un bagno per ospiti disabili con doccia, accessibile con la chiave che si ritira in reception. La piscina ha un sollevatore per entrare in acqua. Davanti alla reception ci sono due posti auto riservati.',
          'I viali del campeggio sono in ghiaia compatta; la parte bassa, verso il lago, è in leggera pendenza.',
        ),
        'Un campeggio per tutti',
      ),
      button('Chiedi disponibilità', '/prenotazioni'),
    ),
  ].join('\n'),
};

const news: OlivetoPage = {
  path: '/news',
  lang: 'it',
  title: 'News',
  description: 'Novità e comunicazioni del Camping Oliveto di Lazise.',
  body: row(
    text(
      [
        `<div class="blog-item">${h3('<a href="/news/stagione-2027-date-e-novita">Stagione 2027: date di apertura e novità</a>')}${p('<small>12 ottobre 2026</small>', 'La stagione 2026 si è appena chiusa: ecco quando riapriamo e cosa cambia nel 2027…')}</div>`,
        `<div class="blog-item">${h3('<a href="/news/novita-stagione-2025">Novità stagione 2025: date, prezzi e piscina</a>')}${p('<small>15 gennaio 2025</small>', 'Tutte le informazioni per la stagione 2025…')}</div>`,
      ].join(''),
    ),
  ),
};

const news2027: OlivetoPage = {
  path: '/news/stagione-2027-date-e-novita',
  lang: 'it',
  kind: 'article',
  date: ['2026-10-12T10:00:00+02:00', '12 Ottobre 2026'],
  title: 'Stagione 2027: date di apertura e novità',
  description: 'Date di apertura della stagione 2027 del Camping Oliveto e novità.',
  body: p(
    'La stagione 2026 si è chiusa domenica 4 ottobre: grazie a tutti gli ospiti che sono stati con noi!',
    'Nel 2027 il campeggio sarà aperto da venerdì 26 marzo a domenica 3 ottobre 2027. Le prenotazioni si aprono il 1° dicembre 2026, online o per email.',
    'Le novità: 12 nuove piazzole comfort con acqua e scarico nella zona della piscina, la lavanderia rinnovata e le due colonnine di ricarica per auto elettriche nel parcheggio esterno.',
    `Durante l’inverno la reception è chiusa ma leggiamo le email a ${OLIVETO_EMAIL} dal lunedì al venerdì. A presto!`,
  ),
};

const news2025: OlivetoPage = {
  path: '/news/novita-stagione-2025',
  lang: 'it',
  kind: 'article',
  date: ['2025-01-15T09:30:00+01:00', '15 Gennaio 2025'],
  title: 'Novità stagione 2025: date, prezzi e piscina',
  description: 'Date, prezzi e orari della piscina per la stagione 2025 del Camping Oliveto.',
  body: [
    p(
      'Buon anno a tutti i nostri ospiti! Ecco le informazioni per la nuova stagione.',
      '<strong>Date:</strong> il campeggio sarà aperto dal 4 aprile al 5 ottobre 2025.',
      '<strong>Prezzi 2025:</strong> piazzola standard da € 15,00 a notte in bassa stagione a € 27,00 in alta stagione; adulti da € 7,50 a € 11,50 a notte; mobile home Ulivo da € 72,00 a € 149,00 a notte. Il listino completo è in reception.',
      '<strong>Piscina:</strong> aperta dal 10 maggio al 14 settembre 2025, tutti i giorni dalle 10:00 alle 18:30.',
      '<strong>Imposta di soggiorno:</strong> € 0,80 a persona per notte.',
      'Vi aspettiamo sul lago!',
    ),
  ].join(''),
};

/** The 2019 rules, a PDF pasted into an article: page headers and numbered articles still in the text. */
const regolamento2019: OlivetoPage = {
  path: '/documenti/regolamento-interno',
  lang: 'it',
  kind: 'article',
  date: ['2019-03-01T08:00:00+01:00', '01 Marzo 2019'],
  title: 'Regolamento interno del campeggio',
  description: 'Regolamento interno del Camping Oliveto (PDF).',
  body: [
    p(
      '<a href="/images/documenti/regolamento-interno-2019.pdf" class="pdf-link"><span class="fas fa-file-pdf" aria-hidden="true"></span> Scarica il regolamento in PDF (186 KB)</a>',
    ),
    '<div class="pdf-text">',
    p('CAMPING OLIVETO – LAZISE (VR) · REGOLAMENTO INTERNO · Rev. 2 del 01/03/2019 · pag. 1 di 2'),
    p(
      'Art. 1 – L’ingresso nel campeggio comporta l’accettazione del presente regolamento. Tutti gli ospiti devono consegnare un documento d’identità all’arrivo.',
      'Art. 2 – Le piazzole devono essere lasciate libere entro le ore 11:00 del giorno di partenza. I mobile home entro le ore 10:00.',
      'Art. 3 – Il silenzio deve essere rispettato dalle ore 22:30 alle ore 7:30 e dalle ore 13:00 alle ore 15:00. In questi orari è vietata la circolazione dei veicoli; la sbarra resta chiusa.',
      'Art. 4 – I visitatori sono ammessi previa autorizzazione della direzione e consegna di un documento. Ogni visitatore paga € 10,00 per giornata o frazione.',
      'Art. 5 – È ammesso un solo cane per piazzola, tenuto sempre al guinzaglio. I cani non sono ammessi nei mesi di luglio e agosto.',
    ),
    p('CAMPING OLIVETO – LAZISE (VR) · REGOLAMENTO INTERNO · Rev. 2 del 01/03/2019 · pag. 2 di 2'),
    p(
      'Art. 6 – È vietato accendere fuochi a terra. I barbecue sono consentiti con l’autorizzazione della direzione.',
      'Art. 7 – La direzione non risponde di furti o danni a cose e persone.',
      'Art. 8 – I minori di 14 anni possono accedere alla piscina solo accompagnati.',
      'Art. 9 – Chi non rispetta il presente regolamento può essere allontanato dal campeggio.',
      'La Direzione',
    ),
    '</div>',
  ].join(''),
};

const privacy: OlivetoPage = {
  path: '/privacy-policy',
  lang: 'it',
  title: 'Privacy policy',
  description: 'Informativa sul trattamento dei dati personali.',
  body: row(
    text(
      [
        h4('Titolare del trattamento'),
        p(
          'Camping Oliveto di Bertoldi Gianni & C. s.n.c., Via Fossalta 21, 37017 Lazise (VR). Email: privacy@campeggio-garda.test.',
        ),
        h4('Dati raccolti e finalità'),
        p(
          'Raccogliamo i dati che ci comunicate con le richieste di prenotazione e i moduli di contatto, per rispondere alle richieste e gestire il soggiorno, e i dati degli ospiti richiesti dalla legge per la comunicazione alla Questura (alloggiati web). I dati sono conservati per il tempo previsto dalla legge.',
        ),
        h4('Diritti dell’interessato'),
        p(
          'Potete chiedere in ogni momento l’accesso, la rettifica o la cancellazione dei vostri dati scrivendo all’indirizzo del titolare. Avete diritto di proporre reclamo al Garante per la protezione dei dati personali.',
        ),
      ].join(''),
    ),
  ),
};

const cookie: OlivetoPage = {
  path: '/cookie-policy',
  lang: 'it',
  title: 'Cookie policy',
  description: 'Informativa sui cookie del sito del Camping Oliveto.',
  body: row(
    text(
      p(
        'Questo sito usa cookie tecnici necessari al funzionamento (sessione di Joomla, preferenza della lingua, consenso ai cookie) e, solo con il vostro consenso, cookie di terze parti di Google Analytics e Google Maps.',
        'Potete revocare il consenso in ogni momento cancellando i cookie dal browser.',
      ),
    ),
  ),
};

export const olivetoInfoPages: OlivetoPage[] = [
  animazione,
  noleggi,
  cani,
  accessibilita,
  news,
  news2027,
  news2025,
  regolamento2019,
  privacy,
  cookie,
];

export const olivetoNotFound: OlivetoPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  body: row(
    alert(
      '<p>La pagina che cerchi non esiste o è stata spostata. Torna alla <a href="/">home page</a> oppure guarda i <a href="/prezzi">prezzi 2027</a>.</p>',
    ),
  ),
};
