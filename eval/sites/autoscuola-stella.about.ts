import {
  boldTitle,
  columns,
  heading,
  htmlCode,
  image,
  p,
  para,
  STELLA_BT_STREET,
  STELLA_EMAIL,
  STELLA_PHONE_BT,
  STELLA_VAT,
  type StellaPage,
  sp,
  text,
  ul,
} from './autoscuola-stella.layout.ts';

/* About us and the team, the reviews, and the legal pages: all only in Italian. */

const person = (file: string, name: string, role: string, bio: string) =>
  columns(
    [image(file, name)],
    [
      text(
        `<p><strong><span style="font-size: 18px;">${name}</span></strong><br />${sp(role, 'color: #0e3a74;')}</p>`,
        p(bio),
      ),
    ],
  );

const chiSiamo: StellaPage = {
  path: '/chi-siamo',
  lang: 'it',
  title: 'Chi siamo',
  description: 'La storia di Autoscuola Stella e il nostro team di istruttori e insegnanti.',
  body: [
    heading('Chi siamo', 1),
    text(
      para(
        sp('Autoscuola Stella è nata nel 1987 in Via Mameli, a Borgo Trento, aperta da Giorgio Bertoldi. '),
        sp('Dal 2012 c’è anche la sede di San Michele Extra. '),
        sp(
          'Oggi la scuola è guidata da suo figlio Marco, con una squadra di istruttori che conosce Verona strada per strada.',
        ),
      ),
    ),
    heading('Il nostro team', 2),
    person(
      'team-marco-bertoldi.jpg',
      'Marco Bertoldi',
      'Titolare, insegnante di teoria e istruttore patente B',
      'In autoscuola dal 1996. Tiene i corsi serali di teoria a Borgo Trento.',
    ),
    person(
      'team-giulia-ferrari.jpg',
      'Giulia Ferrari',
      'Istruttrice patente B e cambio automatico',
      'Segue le guide con la nostra auto automatica. Parla inglese e spagnolo e fa le guide anche in inglese.',
    ),
    person(
      'team-davide-zanon.jpg',
      'Davide Zanon',
      'Istruttore moto (A1, A2, A) e patente AM',
      'Motociclista da sempre, fa le guide in moto dal piazzale di San Michele Extra.',
    ),
    person(
      'team-andrea-tosi.jpg',
      'Andrea Tosi',
      'Istruttore patenti C e CE, docente CQC',
      'Ex autotrasportatore, trent’anni di camion alle spalle.',
    ),
    person(
      'team-sara-lonardi.jpg',
      'Sara Lonardi',
      'Insegnante di teoria',
      'Tiene i corsi serali di San Michele Extra e il ripasso in diretta di Stella Online.',
    ),
    person(
      'team-segreteria.jpg',
      'Elena Castagna e Francesca Rizzi',
      'Segreteria',
      'Elena è in segreteria a Borgo Trento, Francesca a San Michele Extra.',
    ),
    person(
      'team-dott-castellani.jpg',
      'Dott. Renato Castellani',
      'Medico certificatore',
      'Rilascia in sede i certificati medici per il conseguimento e il rinnovo delle patenti.',
    ),
  ].join('\n'),
};

/** The reviews page: the Google reviews widget the owner pasted, with reviews of several years. */
const review = (name: string, when: string, stars: number, body: string) =>
  `<div class="grw-review" itemprop="review" itemscope itemtype="https://schema.org/Review"><div class="grw-review-inner"><div class="grw-header"><span class="grw-name" itemprop="author">${name}</span><span class="grw-time">${when}</span></div><div class="grw-stars" aria-label="${stars} stelle">${'★'.repeat(stars)}${'☆'.repeat(5 - stars)}</div><div class="grw-text" itemprop="reviewBody"><span class="grw-text-full">${body}</span></div></div></div>`;

const recensioni: StellaPage = {
  path: '/chi-siamo/recensioni',
  lang: 'it',
  title: 'Recensioni',
  description: 'Le recensioni Google di Autoscuola Stella Verona.',
  body: [
    heading('Dicono di noi', 1),
    htmlCode(
      `<div class="grw-widget" data-place="Autoscuola Stella Verona"><div class="grw-summary"><span class="grw-summary-name">Autoscuola Stella</span><span class="grw-summary-rating">4,8</span><span class="grw-summary-stars">★★★★★</span><span class="grw-summary-count">su 5 – 327 recensioni su Google</span></div><div class="grw-reviews">${[
        review(
          'Chiara M.',
          'ottobre 2026',
          5,
          'Patente presa al primo colpo! Giulia è pazientissima, anche con chi come me aveva il terrore delle rotonde.',
        ),
        review(
          'Ahmed K.',
          'settembre 2026',
          5,
          'Ho convertito la mia patente marocchina con loro, mi hanno spiegato tutto e mi hanno preparato i documenti.',
        ),
        review(
          'Marta B.',
          'luglio 2026',
          5,
          'Fatto il corso estivo intensivo: in tre settimane teoria fatta e esame passato. Consigliato.',
        ),
        review(
          'Giovanni R.',
          'maggio 2026',
          2,
          'Istruttori bravi, ma la segreteria di San Michele è aperta pochissimo, il sabato non c’è mai nessuno.',
        ),
        review(
          'Luca P.',
          'marzo 2023',
          5,
          'Prezzi onesti, 35 € a guida, e Davide per la moto è il numero uno.',
        ),
      ].join(
        '',
      )}</div><a class="grw-more" href="https://www.google.com/maps/place/Autoscuola+Stella+Verona" target="_blank" rel="noopener">Leggi tutte le recensioni su Google</a></div>`,
    ),
    text(p('Hai fatto la patente con noi? Lasciaci una recensione su Google: ci aiuta tantissimo!')),
  ].join('\n'),
};

/** The terms, a template of 2019 that nobody updated: its notice, instalments and foglio rosa contradict the pages. */
const condizioni: StellaPage = {
  path: '/condizioni-generali',
  lang: 'it',
  title: 'Condizioni generali',
  description: 'Condizioni generali di iscrizione e di servizio di Autoscuola Stella.',
  unlisted: true,
  body: [
    heading('Condizioni generali di iscrizione', 1),
    text(
      p('<em>Versione del 4 marzo 2019</em>'),
      boldTitle('Art. 1 – Iscrizione'),
      p(
        'L’iscrizione si perfeziona con la firma del modulo di iscrizione e il versamento della prima quota. Per i minori il modulo è sottoscritto da chi esercita la responsabilità genitoriale.',
      ),
      boldTitle('Art. 2 – Servizi compresi'),
      p(
        'I servizi compresi nel pacchetto scelto sono indicati nel modulo di iscrizione. Tutto ciò che non è espressamente indicato è da considerarsi escluso.',
      ),
      boldTitle('Art. 3 – Validità della pratica'),
      p(
        'L’autorizzazione ad esercitarsi alla guida (foglio rosa) ha validità di 6 mesi e consente di sostenere l’esame di guida per 2 volte. Scaduto tale termine sarà necessario presentare una nuova domanda.',
      ),
      boldTitle('Art. 4 – Lezioni di guida'),
      p(
        'Le lezioni di guida prenotate possono essere disdette senza addebito con almeno 48 ore di preavviso. In mancanza di disdetta nei termini, la lezione sarà addebitata per intero.',
      ),
      boldTitle('Art. 5 – Pagamenti'),
      p(
        'Il pagamento del pacchetto avviene in un’unica soluzione all’iscrizione oppure in 2 rate, la seconda delle quali prima dell’esame di teoria. Le quote versate non sono rimborsabili.',
      ),
      boldTitle('Art. 6 – Ritiro'),
      p(
        'L’allievo può ritirarsi in qualsiasi momento dandone comunicazione scritta; sono dovuti i servizi già erogati e i diritti già versati alla Motorizzazione.',
      ),
      boldTitle('Art. 7 – Foro competente'),
      p('Per ogni controversia è competente il Foro di Verona.'),
    ),
  ].join('\n'),
};

const privacy: StellaPage = {
  path: '/privacy',
  lang: 'it',
  title: 'Privacy',
  description: 'Informativa sul trattamento dei dati personali.',
  body: [
    heading('Informativa privacy', 1),
    text(
      p(
        `Titolare del trattamento è Autoscuola Stella s.n.c. di Bertoldi M. &amp; C., ${STELLA_BT_STREET}, 37126 Verona, P.IVA ${STELLA_VAT}, email ${STELLA_EMAIL}.`,
        'Trattiamo i dati degli allievi (anagrafica, documenti, dati sanitari per il certificato medico) per gestire l’iscrizione, le pratiche presso la Motorizzazione e le lezioni, sulla base del contratto e degli obblighi di legge.',
        'I dati sono comunicati alla Motorizzazione Civile, al medico certificatore e ai fornitori dei servizi informatici, e conservati per 10 anni dalla fine del rapporto.',
        'Puoi chiedere in ogni momento l’accesso, la rettifica o la cancellazione dei tuoi dati scrivendo all’indirizzo email indicato, e puoi proporre reclamo al Garante per la protezione dei dati personali.',
      ),
    ),
  ].join('\n'),
};

const cookie: StellaPage = {
  path: '/cookie-policy',
  lang: 'it',
  title: 'Cookie policy',
  description: 'Informativa sui cookie del sito.',
  body: [
    heading('Cookie policy', 1),
    text(
      p(
        'Questo sito è realizzato con Jimdo e usa cookie tecnici, necessari al suo funzionamento, e, solo con il tuo consenso, cookie statistici per misurare le visite.',
        'Il calendario delle prenotazioni (SimplyBook.me), il pulsante WhatsApp e le recensioni Google caricano contenuti di terze parti che possono impostare i propri cookie.',
        'Puoi cambiare le tue scelte in ogni momento dal link “Politica dei cookie” in fondo alla pagina.',
      ),
    ),
  ].join('\n'),
};

const about: StellaPage = {
  path: '/about',
  lang: 'it',
  title: 'Informazioni legali',
  description: 'Informazioni legali.',
  unlisted: true,
  body: [
    heading('Informazioni legali', 1),
    text(
      p(
        `Autoscuola Stella s.n.c. di Bertoldi M. &amp; C.<br />${STELLA_BT_STREET}<br />37126 Verona<br />Tel. ${STELLA_PHONE_BT}<br />Email: ${STELLA_EMAIL}<br />PEC: autoscuolastella@pec.autoscuola-stella.test`,
        `P.IVA ${STELLA_VAT} – REA VR-289514`,
        'Legale rappresentante: Marco Bertoldi',
      ),
      ul('Autorizzazione della Provincia di Verona n. 118/1987'),
    ),
  ].join('\n'),
};

export const stellaAboutPages: StellaPage[] = [chiSiamo, recensioni, condizioni, privacy, cookie, about];
