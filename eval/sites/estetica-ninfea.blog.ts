import { block, h2, h3, type NinfeaPage, p, table, ul } from './estetica-ninfea.layout.ts';

/* The blog (Italian only): a November 2026 Christmas post, a September 2026 post on pregnancy massage, a
 * May 2026 post on waxing and a January 2025 post with that year's hours (open on Monday afternoons),
 * prices, 30% deposit, 12 hours' cancellation and August closure, never updated. */

const natale: NinfeaPage = {
  path: '/blog/natale-2026-orari-e-buoni-regalo',
  lang: 'it',
  template: 'post',
  date: ['2026-11-12T10:15:00+01:00', '12 novembre 2026'],
  title: 'Natale 2026: orari delle feste e buoni regalo',
  description: 'Gli orari di Natale 2026 del Centro Estetico Ninfea e i buoni regalo per le feste.',
  body: block(
    p(
      'Dicembre è il mese più pieno dell’anno: se volete un appuntamento prima delle feste, prenotate con qualche settimana di anticipo, soprattutto per il giovedì sera e il sabato.',
    ),
    h3('Gli orari delle feste'),
    ul(
      'Domenica 20 dicembre siamo aperti in via straordinaria, dalle 10:00 alle 18:00.',
      'Giovedì 24 dicembre siamo aperti dalle 9:00 alle 14:00, senza apertura serale.',
      'Venerdì 25 e sabato 26 dicembre siamo chiusi.',
      'Giovedì 31 dicembre siamo aperti dalle 9:00 alle 16:00.',
      'Venerdì 1 e sabato 2 gennaio siamo chiusi; riapriamo martedì 5 gennaio. Mercoledì 6 gennaio siamo chiusi.',
    ),
    p('Il 24 e il 31 dicembre il percorso benessere resta chiuso.'),
    h3('Buoni regalo'),
    p(
      'Il regalo che non sbaglia mai: un buono per un trattamento, un percorso benessere o un importo libero. I buoni valgono 12 mesi e li trovate in centro, in confezione regalo, oppure in PDF su WhatsApp.',
      'Fino al 23 dicembre, a chi acquista un buono da almeno 100,00 € regaliamo un peeling enzimatico, da usare entro il 31 marzo 2027.',
    ),
  ),
};

const gravidanza: NinfeaPage = {
  path: '/blog/massaggio-in-gravidanza',
  lang: 'it',
  template: 'post',
  date: ['2026-09-08T09:30:00+02:00', '8 settembre 2026'],
  title: 'Massaggio in gravidanza: quando e come',
  description:
    'Il massaggio specifico per la gravidanza del Centro Estetico Ninfea: da quando si può fare e come funziona.',
  body: block(
    p(
      'Schiena che tira, gambe pesanti, sonno difficile: il massaggio in gravidanza è uno dei trattamenti più richiesti. Ecco le risposte alle domande che ci fate più spesso.',
    ),
    h3('Da quando si può fare?'),
    p(
      'Lo facciamo dopo il terzo mese, quindi dal quarto mese in poi, fino al termine della gravidanza se il ginecologo non ha dato indicazioni diverse. Nei primi tre mesi non eseguiamo nessun massaggio.',
    ),
    h3('Come si svolge?'),
    p(
      'Dura 50 minuti e si fa sdraiate sul fianco, con cuscini dedicati per pancia e ginocchia. Usiamo un olio di mandorla senza profumo. Lo esegue Chiara, diplomata in massaggio prenatale. Costa 65,00 €.',
    ),
    h3('E la sauna?'),
    p(
      'Sauna e bagno turco sono sconsigliati in gravidanza, per questo non li facciamo usare alle future mamme: niente percorso benessere fino a dopo il parto.',
    ),
  ),
};

const ceretta: NinfeaPage = {
  path: '/blog/ceretta-ogni-quanto-farla',
  lang: 'it',
  template: 'post',
  date: ['2026-05-19T11:00:00+02:00', '19 maggio 2026'],
  title: 'Ceretta: ogni quanto farla e come prepararsi',
  description: 'Ogni quanto fare la ceretta, quanto devono essere lunghi i peli e cosa evitare dopo.',
  body: block(
    p(
      'Con la bella stagione le prenotazioni per la ceretta raddoppiano. Qualche consiglio per arrivare pronte.',
    ),
    h3('Ogni quanto?'),
    p(
      'In media ogni 4 settimane. Perché la cera faccia presa i peli devono essere lunghi almeno 5 mm: se vi radete tra una ceretta e l’altra, lasciateli ricrescere per circa 3 settimane.',
    ),
    h3('Dopo la ceretta'),
    p(
      'Nelle 24 ore successive evitate sole, lampade, sauna e piscina, e non usate deodoranti con alcol sulle ascelle.',
    ),
    h3('E per le ragazze?'),
    p(
      'Dai 14 anni facciamo la ceretta anche alle minorenni, con il consenso scritto di un genitore. Sotto i 14 anni no.',
    ),
  ),
};

const stale: NinfeaPage = {
  path: '/blog/novita-2025-orari-e-listino',
  lang: 'it',
  template: 'post',
  date: ['2025-01-09T09:00:00+01:00', '9 gennaio 2025'],
  title: 'Novità 2025: nuovi orari e listino aggiornato',
  description: 'Orari, prezzi e regole del Centro Estetico Ninfea per il 2025.',
  body: block(
    p('Buon 2025 a tutte e a tutti! Con l’anno nuovo cambiano un po’ di cose al Centro Estetico Ninfea.'),
    h2('Nuovi orari'),
    p(
      'Dal 7 gennaio 2025 siamo aperti dal martedì al venerdì dalle 9:00 alle 19:30, il giovedì fino alle 20:00, e il sabato dalle 9:00 alle 13:00 e dalle 14:30 alle 18:30. Novità: da quest’anno siamo aperti anche il lunedì pomeriggio, dalle 14 alle 19.',
    ),
    h2('Il listino 2025'),
    table(
      ['Trattamento', 'Prezzo'],
      [
        ['Massaggio rilassante 50 minuti', '€ 55'],
        ['Pulizia viso profonda', '€ 50'],
        ['Manicure con semipermanente', '€ 28'],
        ['Laminazione ciglia', '€ 49'],
        ['Ceretta gamba intera', '€ 29'],
        ['Percorso benessere 1 persona', '€ 35'],
        ['Percorso benessere 2 persone', '€ 60'],
        ['Abbonamento 5 massaggi', '€ 245'],
      ],
    ),
    h2('Disdette e acconti'),
    p(
      'Per venire incontro a tutti, le disdette sono gratuite fino a 12 ore prima dell’appuntamento. Per il percorso benessere chiediamo un acconto del 30% alla prenotazione.',
    ),
    p('Le ferie estive 2025 saranno dal 4 al 22 agosto. Vi aspettiamo!'),
  ),
};

const index: NinfeaPage = {
  path: '/blog',
  lang: 'it',
  title: 'Blog',
  description: 'Novità, orari e consigli di bellezza dal Centro Estetico Ninfea di Padova.',
  body: block(
    `<div class="ninfea-post-grid">${[natale, gravidanza, ceretta, stale]
      .map(
        (post) =>
          `<article class="post type-post status-publish format-standard has-post-thumbnail hentry"><h2 class="entry-title"><a href="${post.path}" rel="bookmark">${post.title}</a></h2><div class="entry-meta"><time class="entry-date published" datetime="${post.date?.[0]}">${post.date?.[1]}</time></div><div class="entry-summary"><p>${post.description}</p></div><a href="${post.path}" class="more-link">Leggi tutto</a></article>`,
      )
      .join('')}</div>`,
  ),
};

export const ninfeaBlogPages: NinfeaPage[] = [index, natale, gravidanza, ceretta, stale];
