import {
  bullets,
  button,
  heading,
  SETA_CF,
  SETA_EMAIL,
  SETA_FOUNDATION,
  SETA_PHONE,
  SETA_STREET,
  SETA_TOWN,
  SETA_VAT,
  type SetaPage,
  section,
  text,
} from './museo-seta-valmorea.layout.ts';

/** The privacy and cookie pages (a consultant's template the foundation filled in) and Duda's 404 page. */
export const setaLegalPages: SetaPage[] = [
  {
    path: '/privacy-policy',
    title: 'Privacy policy',
    description: 'Informativa sul trattamento dei dati personali della Fondazione Filanda Cattaneo ETS.',
    body: section(
      heading('Informativa sul trattamento dei dati personali', 1),
      text(
        `Ai sensi degli artt. 13 e 14 del Regolamento (UE) 2016/679 (GDPR), la ${SETA_FOUNDATION}, con sede in ${SETA_STREET}, ${SETA_TOWN}, C.F. ${SETA_CF}, P.IVA ${SETA_VAT} (il “Titolare”), informa gli utenti del sito, i visitatori del museo, i genitori e gli insegnanti delle scuole, gli Amici del Museo e i clienti della Bottega e della sala eventi sul trattamento dei loro dati personali.`,
        `Il Titolare può essere contattato all’indirizzo email ${SETA_EMAIL}, al telefono ${SETA_PHONE} o per posta all’indirizzo della sede.`,
      ),
      heading('1. Quali dati trattiamo', 3),
      bullets(
        '**dati di contatto:** nome e cognome, indirizzo email, numero di telefono, indirizzo postale;',
        '**dati delle prenotazioni:** scuola, classe, numero di partecipanti, data della visita, eventuali esigenze particolari (comprese informazioni su allergie o disabilità, trattate solo per organizzare la visita);',
        '**dati di pagamento:** intestatario, estremi del bonifico o della carta (i dati completi delle carte sono trattati solo dal gestore del pagamento), dati per la fattura elettronica;',
        '**dati degli Amici del Museo:** dati anagrafici, tipo di tessera, data di iscrizione e di rinnovo, importo delle erogazioni liberali;',
        '**dati di navigazione:** indirizzo IP, tipo di browser e di dispositivo, pagine visitate, raccolti dal fornitore della piattaforma del sito (Duda) e, con il consenso, tramite cookie di statistica.',
      ),
      heading('2. Perché li trattiamo', 3),
      bullets(
        'rispondere alle richieste inviate con i moduli del sito, per email o per telefono (base giuridica: misure precontrattuali);',
        'gestire prenotazioni di visite, laboratori ed eventi, tessere e pagamenti (esecuzione del contratto);',
        'adempiere agli obblighi fiscali, contabili e di legge, comprese le ricevute delle erogazioni liberali (obbligo legale);',
        'inviare la newsletter del museo, solo con il consenso dell’interessato, revocabile in ogni momento;',
        'garantire la sicurezza del sito e prevenire abusi (legittimo interesse).',
      ),
      heading('3. Per quanto tempo', 3),
      text(
        'I dati delle richieste di informazioni sono conservati per 12 mesi; quelli delle prenotazioni e dei pagamenti per 10 anni, come richiesto dalla normativa fiscale; quelli della newsletter fino alla revoca del consenso.',
      ),
      heading('4. A chi li comunichiamo', 3),
      text(
        'Ai soggetti che ci aiutano a gestire le attività, nominati responsabili del trattamento: il fornitore della piattaforma del sito e dei moduli (Duda Inc.), il fornitore della posta elettronica e della newsletter, il consulente fiscale, la banca e il gestore dei pagamenti con carta. Ai catering e ai fornitori degli eventi solo i dati necessari all’evento. I dati non sono diffusi né venduti. Alcuni fornitori possono trattare i dati fuori dall’Unione Europea, con le garanzie previste dagli artt. 44 e seguenti del GDPR.',
      ),
      heading('5. I vostri diritti', 3),
      text(
        `Potete chiedere in ogni momento l’accesso ai dati, la rettifica, la cancellazione, la limitazione del trattamento, la portabilità dei dati e opporvi al trattamento, scrivendo a ${SETA_EMAIL}. Avete inoltre il diritto di proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).`,
        'Il conferimento dei dati contrassegnati come obbligatori nei moduli è necessario per rispondere alle richieste; senza di essi non possiamo dare seguito alla prenotazione.',
        'Ultimo aggiornamento: 3 febbraio 2025.',
      ),
    ),
  },
  {
    path: '/cookie-policy',
    title: 'Cookie policy',
    description: 'Quali cookie usa il sito del Museo della Seta di Valmorea e come gestire il consenso.',
    body: section(
      heading('Cookie policy', 1),
      text(
        'I cookie sono piccoli file di testo che i siti visitati inviano al dispositivo dell’utente, dove vengono memorizzati per essere ritrasmessi agli stessi siti alla visita successiva. Questo sito usa cookie tecnici e, solo con il consenso dell’utente, cookie di statistica e di terze parti.',
      ),
      heading('Cookie tecnici', 3),
      text(
        'Sono necessari al funzionamento del sito: servono a mostrare correttamente le pagine, a ricordare la scelta fatta sul banner dei cookie e a proteggere i moduli di contatto dallo spam (reCAPTCHA). Non richiedono il consenso. Durata: dalla sessione a 12 mesi.',
      ),
      heading('Cookie di statistica', 3),
      text(
        'Ci dicono quante persone visitano il sito e quali pagine leggono, in forma aggregata. Sono installati dalla piattaforma del sito (Duda) e da Google Analytics 4, con l’indirizzo IP anonimizzato, solo se cliccate “Accetta tutti” o li attivate in “Personalizza”. Durata massima: 14 mesi.',
      ),
      heading('Cookie di terze parti', 3),
      text(
        'La mappa di Google Maps nella pagina Contatti e i video di YouTube possono installare cookie dei rispettivi fornitori, che trattano i dati secondo le proprie informative. Finché non date il consenso, al loro posto vedete un segnaposto.',
      ),
      heading('Come gestire il consenso', 3),
      text(
        'Potete cambiare la vostra scelta in ogni momento riaprendo il banner dal link “Preferenze cookie” in fondo alla pagina, oppure cancellando i cookie dalle impostazioni del browser. Bloccare i cookie tecnici può impedire il funzionamento di alcune parti del sito, come i moduli di prenotazione.',
        'Per ogni informazione sul trattamento dei dati personali leggete l’informativa privacy.',
        'Ultimo aggiornamento: 3 febbraio 2025.',
      ),
    ),
  },
];

/** The page a missing path gets: Duda's 404 inside the site's header and footer. */
export const setaNotFound: SetaPage = {
  path: '/404',
  title: 'Pagina non trovata',
  description: 'Questa pagina non esiste.',
  body: section(
    heading('Pagina non trovata', 1),
    text('La pagina che cercate non esiste o è stata spostata. Tornate alla home page o usate il menu.'),
    button('Vai alla home page', '/'),
  ),
};
