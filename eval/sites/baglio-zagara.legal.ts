import {
  BAGLIO_CIN,
  BAGLIO_PHONE,
  BAGLIO_STREET,
  BAGLIO_TOWN,
  BAGLIO_VAT,
  type BaglioPage,
  button,
} from './baglio-zagara.layout.ts';

const PRIVACY_EMAIL = 'privacy@baglio-zagara.test';
const OWNER = `Baglio delle Zagare di Spanò Corrado, ${BAGLIO_STREET}, ${BAGLIO_TOWN}, P.IVA ${BAGLIO_VAT}`;

/** A text page of the builder: one narrow column, the title and the editor's HTML. */
const textPage = (title: string, html: string[]) =>
  `<section class="bbs-block py-5"><div class="container"><div class="row justify-content-center"><div class="col-lg-9 legal-text">
<h1 class="mb-4">${title}</h1>
${html.join('\n')}
</div></div></div></section>`;

/** Terms of stay (a template the owners never aligned with their own pages), privacy and cookie policy. */
export const baglioLegalPages: BaglioPage[] = [
  {
    path: '/condizioni-di-soggiorno',
    lang: 'it',
    title: 'Condizioni di soggiorno',
    description: 'Condizioni generali di prenotazione e di soggiorno presso il Baglio delle Zagare.',
    body: textPage('Condizioni generali di soggiorno', [
      `<p>Le presenti condizioni regolano i soggiorni presso la struttura ricettiva Baglio delle Zagare (di seguito “la Struttura”), gestita da ${OWNER}, CIN ${BAGLIO_CIN}. Effettuando una prenotazione il cliente dichiara di averle lette e accettate.</p>`,
      '<h2 class="h5">1. Prenotazione e caparra</h2>',
      '<p>La prenotazione si intende confermata al ricevimento di una caparra confirmatoria pari al 30% dell’importo totale del soggiorno, versata con carta di credito o bonifico bancario. Il saldo è dovuto al termine del soggiorno.</p>',
      '<h2 class="h5">2. Annullamento</h2>',
      '<p>Il cliente può annullare la prenotazione senza penali fino a 14 giorni prima della data di arrivo. Per gli annullamenti successivi e in caso di mancata presentazione la Struttura trattiene la caparra. In caso di partenza anticipata è dovuto l’importo dell’intero soggiorno prenotato.</p>',
      '<h2 class="h5">3. Arrivo e partenza</h2>',
      '<p>Le camere sono a disposizione dalle ore 15:00 del giorno di arrivo e devono essere lasciate libere entro le ore 10:00 del giorno di partenza. Il mancato rilascio entro tale orario può comportare l’addebito di una notte supplementare.</p>',
      '<h2 class="h5">4. Registrazione degli ospiti</h2>',
      '<p>Ai sensi dell’art. 109 del T.U.L.P.S. ogni ospite, compresi i minori, deve esibire all’arrivo un documento di identità valido. Non è consentito ospitare nelle camere persone non registrate.</p>',
      '<h2 class="h5">5. Minori</h2>',
      '<p>I minori di 18 anni soggiornano solo se accompagnati da un genitore o da chi ne esercita la responsabilità, che ne risponde per tutta la durata del soggiorno.</p>',
      '<h2 class="h5">6. Animali</h2>',
      '<p>Gli animali sono ammessi solo se dichiarati al momento della prenotazione e nei limiti indicati dalla Struttura. Il proprietario risponde di eventuali danni.</p>',
      '<h2 class="h5">7. Quiete e uso degli spazi comuni</h2>',
      '<p>Dalle 23:00 alle 8:00 gli ospiti sono tenuti a rispettare il riposo altrui. L’uso della piscina e degli spazi comuni avviene secondo le regole esposte e sotto la responsabilità degli ospiti.</p>',
      '<h2 class="h5">8. Danni e oggetti di valore</h2>',
      '<p>Il cliente risponde dei danni arrecati alla Struttura. La Struttura non risponde di denaro e oggetti di valore non consegnati in custodia alla reception.</p>',
      '<h2 class="h5">9. Imposta di soggiorno</h2>',
      '<p>L’imposta di soggiorno non è compresa nel prezzo ed è dovuta secondo il regolamento del Comune.</p>',
      '<h2 class="h5">10. Foro competente</h2>',
      '<p>Per ogni controversia è competente il Foro di Siracusa, salvo il foro del consumatore previsto dalla legge.</p>',
      '<p><em>Ultimo aggiornamento: 5 marzo 2024</em></p>',
    ]),
  },
  {
    path: '/privacy-policy',
    lang: 'it',
    title: 'Privacy policy',
    description: 'Informativa sul trattamento dei dati personali degli ospiti e dei visitatori del sito.',
    body: textPage('Informativa sul trattamento dei dati personali', [
      '<p>Ai sensi degli artt. 13 e 14 del Regolamento (UE) 2016/679 (“GDPR”) ti spieghiamo come trattiamo i tuoi dati quando visiti il sito, ci scrivi, prenoti un soggiorno o soggiorni presso di noi.</p>',
      '<h2 class="h5">Titolare del trattamento</h2>',
      `<p>${OWNER}. Per qualsiasi domanda sulla privacy puoi scrivere a ${PRIVACY_EMAIL} o telefonare allo ${BAGLIO_PHONE}.</p>`,
      '<h2 class="h5">Quali dati trattiamo</h2>',
      '<ul><li>dati di contatto: nome, cognome, indirizzo email, numero di telefono o WhatsApp;</li><li>dati della prenotazione: date di arrivo e partenza, numero di ospiti, età dei bambini, richieste particolari;</li><li>dati di pagamento: i dati della carta di credito data a garanzia o per l’acconto, trattati dal gestore dei pagamenti del booking engine; noi non li conserviamo;</li><li>dati del documento d’identità di ogni ospite, raccolti al check-in;</li><li>allergie e intolleranze alimentari che ci comunichi per la colazione e la cena (dati relativi alla salute, trattati solo con il tuo consenso);</li><li>dati di navigazione del sito (indirizzo IP, browser, pagine visitate).</li></ul>',
      '<h2 class="h5">Perché li trattiamo</h2>',
      '<ul><li>per rispondere alle tue richieste via email, telefono o WhatsApp (misure precontrattuali);</li><li>per gestire la prenotazione, le modifiche, la cancellazione e gli eventuali rimborsi dell’acconto (contratto);</li><li>per comunicare i nominativi degli ospiti alla Questura tramite il portale Alloggiati Web entro 24 ore dall’arrivo, per l’imposta di soggiorno e per le statistiche turistiche regionali (obbligo di legge);</li><li>per la fatturazione e gli obblighi fiscali (obbligo di legge);</li><li>per inviarti, dopo la partenza, un’email con la richiesta di una recensione e, se lo desideri, la nostra newsletter (consenso o legittimo interesse, puoi opporti in ogni momento).</li></ul>',
      '<h2 class="h5">Dati dei minori</h2>',
      '<p>I dati dei bambini e dei ragazzi (nome, data di nascita, documento) sono forniti dal genitore che prenota e sono trattati solo per gli obblighi di registrazione e per l’imposta di soggiorno.</p>',
      '<h2 class="h5">A chi li comunichiamo</h2>',
      '<p>Al fornitore del sito e del booking engine (BBSuite), al gestore dei pagamenti, ai portali di prenotazione da cui arriva la tua prenotazione, alla Questura, al Comune di Santa Venera di Noto, alla Regione Siciliana per le statistiche, al nostro commercialista. I dati non sono trasferiti fuori dallo Spazio Economico Europeo.</p>',
      '<h2 class="h5">Per quanto tempo</h2>',
      '<p>I dati della prenotazione e i documenti fiscali sono conservati per 10 anni; le richieste che non diventano prenotazioni per 12 mesi; i dati per la newsletter fino alla revoca del consenso.</p>',
      '<h2 class="h5">I tuoi diritti</h2>',
      `<p>Puoi chiedere l’accesso, la rettifica, la cancellazione, la limitazione, la portabilità dei dati e opporti al trattamento (artt. 15–22 GDPR) scrivendo a ${PRIVACY_EMAIL}. Puoi anche proporre reclamo al Garante per la protezione dei dati personali.</p>`,
      '<p><em>Ultimo aggiornamento: 18 febbraio 2026</em></p>',
    ]),
  },
  {
    path: '/cookie-policy',
    lang: 'it',
    title: 'Cookie policy',
    description: 'Cookie policy del sito del Baglio delle Zagare.',
    body: textPage('Cookie Policy', [
      '<div id="iub-legalDoc" class="iub-legal-doc">',
      '<p>Questo documento informa gli utenti sulle tecnologie che aiutano questo sito web a raggiungere gli scopi descritti di seguito. Tali tecnologie permettono al Titolare di raccogliere e salvare informazioni (per esempio tramite l’utilizzo di cookie) o di utilizzare risorse (per esempio eseguendo uno script) sul dispositivo dell’utente quando quest’ultimo interagisce con il sito.</p>',
      '<h2 class="h5">Attività strettamente necessarie al funzionamento</h2>',
      '<p>Questo sito utilizza cookie tecnici per salvare la lingua scelta, le preferenze sul consenso e la sessione del motore di prenotazione, in modo che le date di arrivo e partenza e il numero di ospiti restino memorizzati mentre completi la prenotazione.</p>',
      '<table class="table table-sm"><thead><tr><th>Nome</th><th>Fornitore</th><th>Finalità</th><th>Durata</th></tr></thead><tbody><tr><td>_iub_cs-71830264</td><td>iubenda</td><td>Preferenze sul consenso</td><td>12 mesi</td></tr><tr><td>bbs_session</td><td>BBSuite</td><td>Sessione del booking engine</td><td>sessione</td></tr><tr><td>bbs_lang</td><td>BBSuite</td><td>Lingua del sito</td><td>12 mesi</td></tr><tr><td>_ga, _ga_*</td><td>Google Analytics</td><td>Statistiche (anonimizzate)</td><td>2 anni</td></tr><tr><td>_fbp</td><td>Meta</td><td>Marketing</td><td>3 mesi</td></tr></tbody></table>',
      '<h2 class="h5">Interazioni e contenuti di terze parti</h2>',
      '<p>Alcune pagine mostrano contenuti incorporati da Instagram: la piattaforma può installare cookie propri solo dopo il tuo consenso.</p>',
      '<h2 class="h5">Come gestire le preferenze</h2>',
      '<p>Puoi gestire le preferenze in qualsiasi momento con il link “Preferenze cookie” in fondo a ogni pagina, oppure dalle impostazioni del tuo browser. Il rifiuto dei cookie tecnici può impedire di completare la prenotazione online.</p>',
      `<p>Titolare: ${OWNER}. Email: ${PRIVACY_EMAIL}.</p>`,
      '<p><em>Ultima modifica: 18 febbraio 2026 · Cookie policy generata con iubenda</em></p>',
      '</div>',
    ]),
  },
];

/** The builder's 404 page (Italian), served for every unknown path. */
export const baglioNotFoundPage: BaglioPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  body: textPage('Pagina non trovata', [
    '<p>Ci dispiace, la pagina che cercate non esiste o è stata spostata.</p>',
    '<p>Forse cercavate le camere, le tariffe o come raggiungerci:</p>',
    button('Camere', '/camere') + button('Tariffe', '/tariffe') + button('Dove siamo', '/dove-siamo'),
  ]),
};
