import {
  accordion,
  alert,
  BAGLIO_EMAIL,
  BAGLIO_MOBILE,
  BAGLIO_PHONE,
  BAGLIO_STREET,
  BAGLIO_TOWN,
  type BaglioPage,
  block,
  button,
  cols,
  facts,
  features,
  greyBlock,
  h2,
  h3,
  infoBox,
  p,
  pageHeader,
} from './baglio-zagara.layout.ts';

/** The contact form of the builder. */
const contactForm = `<form class="bbs-contact-form" method="post" action="/bbsuite/forms/contact">
<div class="form-row"><div class="form-group col-md-6"><label for="cf-name">Nome e cognome</label><input type="text" class="form-control" id="cf-name" name="name" required></div>
<div class="form-group col-md-6"><label for="cf-email">Email</label><input type="email" class="form-control" id="cf-email" name="email" required></div></div>
<div class="form-row"><div class="form-group col-md-4"><label for="cf-arrivo">Arrivo</label><input type="date" class="form-control" id="cf-arrivo" name="arrivo"></div><div class="form-group col-md-4"><label for="cf-partenza">Partenza</label><input type="date" class="form-control" id="cf-partenza" name="partenza"></div><div class="form-group col-md-4"><label for="cf-ospiti">Ospiti</label><input type="number" class="form-control" id="cf-ospiti" name="ospiti" min="1" max="12"></div></div>
<div class="form-group"><label for="cf-msg">Messaggio</label><textarea class="form-control" id="cf-msg" name="message" rows="4"></textarea></div>
<div class="form-group form-check"><input type="checkbox" class="form-check-input" id="cf-privacy" required><label class="form-check-label" for="cf-privacy">Ho letto la <a href="/privacy-policy">privacy policy</a></label></div>
<button type="submit" class="btn btn-primary">Invia richiesta</button></form>`;

/** Home, check-in and check-out, booking and cancellation, directions and the FAQ, in Italian. */
export const baglioInfoPages: BaglioPage[] = [
  {
    path: '/',
    lang: 'it',
    title: 'Country House e B&B vicino a Noto',
    description:
      'Baglio delle Zagare, country house e B&B tra i limoni a Santa Venera di Noto (SR): 9 camere, 2 appartamenti, piscina, cena e corso di cucina.',
    alternate: '/en',
    body: [
      `<section class="home-hero d-flex align-items-center text-center text-white" style="background-image:url('https://www.baglio-zagara.test/bbsuite/media/baglio-zagare/baglio-aerea.jpg')"><div class="container"><p class="text-uppercase small mb-2">Santa Venera di Noto · Sicilia</p><h1 class="display-4">Baglio delle Zagare</h1><p class="lead">Country house tra limoni e mandorli, a dieci minuti dal barocco di Noto</p><a href="#bbs-search" class="btn btn-warning btn-lg">Prenota ora</a></div></section>`,
      block(
        alert(
          '<strong>Inverno 2026/2027</strong> – Siamo aperti a Natale e Capodanno. Il Baglio è chiuso per la pausa invernale dal 10 gennaio al 15 marzo 2027. <a href="/news/chiusura-invernale-2026-2027">Leggi la news</a>',
        ),
        cols(
          [
            'col-md-7',
            h2('Benvenuti al Baglio') +
              p(
                'Il baglio è stato costruito nel 1860 dai bisnonni di Corrado, intorno a un cortile dove si lavoravano le mandorle. Oggi Corrado e Giovanna Spanò lo hanno trasformato in una country house con nove camere e due appartamenti, in mezzo a sei ettari di limoni Femminello e mandorli Pizzuta.',
                'Noto è a 9 km, la riserva di Vendicari a 12 km, le spiagge di Marzamemi a 20 km. La sera si cena nel cortile con la cucina di Giovanna.',
              ),
          ],
          [
            'col-md-5',
            facts([
              ['Camere', '9, tutte con colazione'],
              ['Appartamenti', '2, con cucina'],
              ['Piscina', 'da maggio a metà ottobre'],
              ['Distanza da Noto', '9 km'],
              ['Aeroporto di Catania', '95 km'],
            ]),
          ],
        ),
      ),
      greyBlock(
        features([
          [
            'bed',
            'Camere e appartamenti',
            '<p>Camere Classica da 95 € a notte con colazione, Superior con terrazzino sull’agrumeto, una camera familiare e due appartamenti.</p>',
            '/camere',
          ],
          [
            'pool',
            'Piscina tra i limoni',
            '<p>Una piscina di acqua salata in fondo al giardino, con lettini e ombrelloni gratuiti.</p>',
            '/piscina',
          ],
          [
            'chef',
            'Cena e corso di cucina',
            '<p>La cena della casa dal lunedì al sabato e il corso di cucina siciliana con Giovanna.</p>',
            '/cena-e-corso-di-cucina',
          ],
        ]),
      ),
      block(
        h2('Dal nostro blog'),
        '<ul class="list-unstyled"><li><a href="/news/chiusura-invernale-2026-2027">Natale, Capodanno e chiusura invernale 2026/2027</a></li><li><a href="/news/raccolta-mandorle-e-limoni">La raccolta delle mandorle e dei limoni</a></li></ul>',
        button('Tutte le news', '/news', 'outline-primary'),
      ),
    ].join('\n'),
  },
  {
    path: '/check-in-e-check-out',
    lang: 'it',
    title: 'Check-in e check-out',
    description:
      'Orari di check-in e check-out del Baglio delle Zagare, arrivi in tarda serata, check-out posticipato e documenti.',
    alternate: '/en/check-in-and-check-out',
    crumbs: [['Info', '/check-in-e-check-out']],
    body: [
      pageHeader('Check-in e check-out', 'Orari, arrivi in tarda serata e partenze', 'ingresso-baglio.jpg'),
      block(
        cols(
          ['col-md-4', infoBox('clock', 'Check-in', 'dalle 15:00 alle 20:00')],
          ['col-md-4', infoBox('clock', 'Check-out', 'entro le 11:00')],
          ['col-md-4', infoBox('phone', 'Arrivo dopo le 20:00', 'avvisateci entro le 18:00')],
        ),
        h2('Arrivi in tarda serata'),
        p(
          `Se arrivate dopo le 20:00 avvisateci entro le 18:00 del giorno di arrivo, per telefono allo ${BAGLIO_PHONE} o su WhatsApp al ${BAGLIO_MOBILE}.`,
          'Dopo le 22:00 il check-in ha un supplemento di 20 €: vi mandiamo su WhatsApp il codice della cassetta delle chiavi e la mattina dopo passate dalla reception per la registrazione. Non è possibile fare il check-in dopo mezzanotte.',
        ),
        h2('Prima e dopo'),
        p(
          'Se arrivate prima delle 15:00 potete lasciare i bagagli alla reception e aspettare in piscina o in giardino.',
          'Check-out posticipato fino alle 14:00, secondo disponibilità: 40 €, da chiedere il giorno prima.',
        ),
      ),
      greyBlock(
        h3('Documenti'),
        p(
          'Al check-in serve un documento d’identità valido di ogni ospite, anche dei bambini: per legge dobbiamo comunicare i nominativi alla Questura entro 24 ore.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/prenotazioni-e-cancellazioni',
    lang: 'it',
    title: 'Prenotazioni e cancellazioni',
    description:
      'Come prenotare al Baglio delle Zagare: acconto del 30%, cancellazione gratuita fino a 7 giorni prima, tariffa non rimborsabile, pagamenti.',
    crumbs: [['Info', '/check-in-e-check-out']],
    body: [
      pageHeader('Prenotazioni e cancellazioni', 'Prenotare direttamente conviene', 'giardino-zagare.jpg'),
      block(
        p(
          `Si prenota online con il modulo in fondo a ogni pagina (il prezzo migliore è sempre sul sito ufficiale), per telefono allo ${BAGLIO_PHONE}, su WhatsApp o scrivendo a ${BAGLIO_EMAIL}.`,
        ),
        h2('Acconto e saldo'),
        facts([
          ['Acconto', '30% del soggiorno alla prenotazione'],
          ['Come', 'carta di credito o bonifico bancario'],
          ['Saldo', 'alla partenza'],
        ]),
        h2('Cancellazione'),
        p(
          '<strong>Cancellazione gratuita fino a 7 giorni prima dell’arrivo</strong>: l’acconto viene restituito per intero. Se cancellate più tardi, o in caso di mancato arrivo, l’acconto viene trattenuto.',
          'In caso di partenza anticipata è dovuto l’intero soggiorno prenotato.',
          'La tariffa non rimborsabile costa il 10% in meno: si paga per intero alla prenotazione e non si può modificare né cancellare.',
        ),
      ),
      greyBlock(
        h2('Pagamenti'),
        p(
          'Accettiamo contanti, bancomat e carte di credito Visa e Mastercard. Non accettiamo American Express né assegni. L’imposta di soggiorno si paga in contanti.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/dove-siamo',
    lang: 'it',
    title: 'Dove siamo e contatti',
    description:
      'Come raggiungere il Baglio delle Zagare a Santa Venera di Noto: in auto, in treno, dall’aeroporto di Catania. Telefono, WhatsApp ed email.',
    alternate: '/en/contact',
    crumbs: [['Dove siamo', '/dove-siamo']],
    body: [
      pageHeader('Dove siamo', 'In campagna, a 2 km dal paese e a 9 km da Noto', 'strada-limoni.jpg'),
      block(
        cols(
          [
            'col-md-6',
            h2('Contatti') +
              infoBox('pin', 'Indirizzo', `${BAGLIO_STREET}, ${BAGLIO_TOWN}`) +
              infoBox('phone', 'Telefono', BAGLIO_PHONE) +
              infoBox('whatsapp', 'Cellulare e WhatsApp', BAGLIO_MOBILE) +
              infoBox('mail', 'Email', BAGLIO_EMAIL) +
              infoBox('clock', 'Reception', 'tutti i giorni dalle 8:00 alle 21:00') +
              p(
                'Nei mesi di chiusura, dal 10 gennaio al 15 marzo, la reception è chiusa e rispondiamo solo via email.',
              ),
          ],
          ['col-md-6', h2('Scrivici') + contactForm],
        ),
      ),
      greyBlock(
        h2('Come arrivare'),
        h3('In auto'),
        p(
          'Autostrada A18 Siracusa–Gela, uscita Noto; poi la SP 19 in direzione Santa Venera. Passato il paese, al cartello “Contrada Zagarella” girate a sinistra: sono 800 metri di strada sterrata, percorribile con qualsiasi auto. Coordinate GPS: 36.8512, 15.0419.',
        ),
        h3('In treno o in pullman'),
        p(
          'La stazione e la fermata dei pullman più vicine sono a Noto, a 9 km. Vi veniamo a prendere per 20 € a tratta.',
        ),
        h3('Dall’aeroporto di Catania'),
        p(
          'L’aeroporto di Catania Fontanarossa è a 95 km, circa 1 ora e 15 minuti in auto. Offriamo il transfer: i prezzi sono nella pagina <a href="/servizi">Servizi</a>.',
        ),
        facts([
          ['Noto', '9 km'],
          ['Riserva di Vendicari', '12 km'],
          ['Marzamemi', '20 km'],
          ['Siracusa', '45 km'],
          ['Aeroporto di Catania', '95 km'],
        ]),
      ),
    ].join('\n'),
  },
  {
    path: '/domande-frequenti',
    lang: 'it',
    title: 'Domande frequenti',
    description:
      'Le domande più frequenti degli ospiti del Baglio delle Zagare: animali, bambini, Wi-Fi, piscina, pagamenti.',
    alternate: '/en/faq',
    crumbs: [['Info', '/check-in-e-check-out']],
    body: [
      pageHeader('Domande frequenti', 'Se non trovate la risposta, scriveteci', 'cortile-sera.jpg'),
      block(
        accordion('faqIt', [
          [
            'Posso portare il mio animale?',
            'Sì, gli animali di piccola taglia (fino a 10 kg) sono ammessi nelle camere, con un supplemento di 15 € a notte. Non accettiamo animali negli appartamenti.',
          ],
          [
            'Ci sono la TV e l’aria condizionata?',
            'L’aria condizionata c’è in tutte le camere e negli appartamenti. La TV no: le camere non hanno la TV, per scelta.',
          ],
          [
            'Si può fumare?',
            'È vietato fumare nelle camere, negli appartamenti e in sala colazioni. Si può fumare in giardino e nel cortile.',
          ],
          ['C’è il Wi-Fi?', 'Sì, gratuito in tutta la struttura, anche in piscina.'],
          [
            'Accettate bambini?',
            'Certo. I bambini fino a 2 anni sono gratis, con la culla su richiesta; per i più grandi c’è il letto aggiunto nelle camere Superior e nella Familiare.',
          ],
          [
            'La piscina è riscaldata?',
            'No, la piscina non è riscaldata. È aperta dal 1° maggio al 15 ottobre.',
          ],
          [
            'Serve la macchina?',
            'È molto comoda: il Baglio è in campagna e non ci sono autobus fino al paese. In alternativa noleggiamo e-bike e organizziamo il transfer.',
          ],
          [
            'Quanto costa l’imposta di soggiorno?',
            '2,50 € per persona a notte, per un massimo di 5 notti. Sono esenti i minori di 12 anni.',
          ],
          [
            'Si può pagare con la carta?',
            'Sì, Visa, Mastercard e bancomat. Non accettiamo American Express.',
          ],
          [
            'Dove si mangia la sera, oltre al Baglio?',
            'In paese, a 2 km, ci sono due trattorie e una pizzeria. A Noto, a 9 km, c’è l’imbarazzo della scelta.',
          ],
        ]),
      ),
      greyBlock(p(`Altre domande? Scriveteci a ${BAGLIO_EMAIL} o su WhatsApp al ${BAGLIO_MOBILE}.`)),
    ].join('\n'),
  },
];

/** Gift vouchers and local events: only in Italian. */
export const baglioItalianOnlyPages: BaglioPage[] = [
  {
    path: '/buoni-regalo',
    lang: 'it',
    title: 'Buoni regalo',
    description:
      'Regala un soggiorno al Baglio delle Zagare: buoni valore da 50 € e cofanetti con notti, cena e corso di cucina.',
    crumbs: [['Info', '/check-in-e-check-out']],
    body: [
      pageHeader('Buoni regalo', 'Regala qualche giorno tra i limoni', 'regalo-limoni.jpg'),
      block(
        p(
          'Il buono regalo si compra online con la carta di credito e arriva via email in PDF lo stesso giorno. Se preferite un cartoncino stampato, ve lo spediamo a casa con 5 € di spedizione.',
        ),
        `<div class="row">${[
          [
            'Buono valore',
            '50 €',
            'o l’importo che volete, da 50 € in su, da spendere in soggiorni, cene e corsi',
          ],
          ['Due notti tra i limoni', '390 €', '2 notti in Camera Superior con colazione e una cena per due'],
          ['Corso di cucina per due', '150 €', 'il corso di cucina siciliana con Giovanna, pranzo compreso'],
          [
            'Weekend in e-bike',
            '280 €',
            '2 notti in Camera Classica con colazione e due e-bike per un giorno',
          ],
        ]
          .map(
            ([name, price, text]) =>
              `<div class="col-md-6 col-lg-3 mb-4"><div class="card h-100 voucher-card"><div class="card-body"><h3 class="card-title h5">${name}</h3><p class="card-text">${text}</p></div><div class="card-footer bg-white"><span class="price">${price}</span></div></div></div>`,
          )
          .join('')}</div>`,
      ),
      greyBlock(
        h2('Condizioni dei buoni'),
        `<ul><li>Validità: 12 mesi dalla data di acquisto.</li><li>I buoni non sono utilizzabili in agosto né nel periodo di Natale e Capodanno (dal 23 dicembre al 6 gennaio).</li><li>Non sono rimborsabili né convertibili in denaro.</li><li>Per usarli prenotate per telefono o email indicando il codice del buono.</li></ul>`,
      ),
    ].join('\n'),
  },
  {
    path: '/sagre-ed-eventi',
    lang: 'it',
    title: 'Sagre ed eventi',
    description:
      'Sagre, feste e appuntamenti a Santa Venera di Noto e dintorni: presepe vivente, Sagra del Limone, Infiorata di Noto, Festa di Santa Venera.',
    crumbs: [['Info', '/check-in-e-check-out']],
    body: [
      pageHeader(
        'Sagre ed eventi',
        'Le feste del paese e dei dintorni, da segnare in agenda',
        'festa-paese.jpg',
      ),
      block(
        p(
          'Santa Venera è un paese di 1.400 abitanti, ma quando c’è una festa si riempie. Ecco gli appuntamenti che consigliamo ai nostri ospiti, con le date confermate dalla Pro Loco.',
        ),
        `<div class="table-responsive"><table class="table table-sm events-table"><thead><tr><th>Quando</th><th>Cosa</th><th>Dove</th></tr></thead><tbody>
<tr><td>26 dicembre 2026 e 6 gennaio 2027, dalle 17:00</td><td>Presepe vivente</td><td>vicoli del centro storico di Santa Venera</td></tr>
<tr><td>sabato 10 e domenica 11 aprile 2027</td><td>Sagra del Limone</td><td>piazza Matrice, Santa Venera</td></tr>
<tr><td>dal 14 al 16 maggio 2027</td><td>Infiorata di Noto</td><td>via Nicolaci, Noto</td></tr>
<tr><td>lunedì 26 luglio 2027</td><td>Festa di Santa Venera</td><td>Santa Venera</td></tr>
<tr><td>domenica 3 ottobre 2027</td><td>Sagra della Mandorla</td><td>piazza Matrice, Santa Venera</td></tr>
</tbody></table></div>`,
      ),
      greyBlock(
        h3('Sagra del Limone'),
        p(
          'Due giorni di bancarelle, granita al limone, arancini e dolci di mandorla, con la sfilata dei carretti siciliani la domenica pomeriggio. Ingresso libero.',
        ),
        h3('Festa di Santa Venera'),
        p(
          'La processione della santa patrona parte alle 19:00 dalla chiesa Matrice; a mezzanotte i fuochi d’artificio.',
        ),
        h3('Sagra della Mandorla'),
        p(
          'Degustazioni di latte di mandorla, torrone e paste di mandorla, e la gara di sgusciatura a mano. Al Baglio quel giorno la colazione è tutta a base di mandorle.',
        ),
      ),
    ].join('\n'),
  },
];
