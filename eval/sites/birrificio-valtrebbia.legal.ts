import {
  content,
  list,
  TREBBIA_COMPANY,
  TREBBIA_EMAIL,
  TREBBIA_PHONE,
  TREBBIA_REA,
  TREBBIA_STREET,
  TREBBIA_TOWN,
  TREBBIA_VAT,
  type TrebbiaPage,
  title,
} from './birrificio-valtrebbia.layout.ts';

/** The privacy and cookie policy (a template the owners filled in) and the legal notes with the REA number. */
export const trebbiaLegalPages: TrebbiaPage[] = [
  {
    path: '/privacy.html',
    title: 'Privacy e cookie policy | Birrificio Val Trebbia',
    description:
      'Informativa sul trattamento dei dati personali e cookie policy del sito del Birrificio Val Trebbia.',
    body: [
      title('Informativa privacy'),
      content(
        '',
        `Ai sensi degli artt. 13 e 14 del Regolamento (UE) 2016/679 (GDPR), ${TREBBIA_COMPANY}, con sede in ${TREBBIA_STREET}, ${TREBBIA_TOWN}, P.IVA e C.F. ${TREBBIA_VAT}, REA ${TREBBIA_REA} (il “Titolare”), informa gli utenti del sito, i clienti dello shop online e i partecipanti alle visite e agli eventi sul trattamento dei loro dati personali.`,
        `Il Titolare può essere contattato all’indirizzo ${TREBBIA_EMAIL} o al numero ${TREBBIA_PHONE}.`,
      ),
      list('1. Dati trattati', [
        'dati di contatto: nome, cognome, email, telefono e numero WhatsApp;',
        'dati degli ordini: indirizzo di consegna, prodotti acquistati, dati per la fattura;',
        'dati delle prenotazioni: data, turno e numero di partecipanti alle visite, eventuali esigenze particolari;',
        'dati di navigazione: indirizzo IP, browser, pagine visitate.',
      ]),
      list('2. Finalità e basi giuridiche', [
        'rispondere alle richieste inviate con i moduli, per email o su WhatsApp (misure precontrattuali);',
        'gestire ordini, spedizioni, prenotazioni e pagamenti (esecuzione del contratto);',
        'adempiere agli obblighi fiscali e contabili (obbligo legale);',
        'verificare la maggiore età degli acquirenti di bevande alcoliche (obbligo legale);',
        'inviare la newsletter, solo con il consenso, revocabile in ogni momento.',
      ]),
      content(
        '3. Conservazione e comunicazione',
        'I dati delle richieste sono conservati per 12 mesi, quelli di ordini e pagamenti per 10 anni. Sono comunicati solo ai fornitori che ci aiutano a gestire il servizio (hosting, gestore dei pagamenti, corriere, consulente fiscale), nominati responsabili del trattamento, e non sono mai venduti.',
        `Potete esercitare i diritti degli artt. 15–22 del GDPR scrivendo a ${TREBBIA_EMAIL} e proporre reclamo al Garante per la protezione dei dati personali.`,
      ),
      title('Cookie policy'),
      content(
        '',
        'Il sito usa cookie tecnici, necessari al funzionamento del sito e del carrello, e, solo con il vostro consenso dato nel banner, cookie di terze parti: Google Maps nella pagina dei contatti, YouTube per i video e Google Analytics per statistiche anonime.',
        'Potete cambiare la scelta in ogni momento cancellando i cookie dal browser: al prossimo accesso il banner vi chiederà di nuovo il consenso.',
        'Ultimo aggiornamento: 12 gennaio 2025.',
      ),
    ].join('\n'),
  },
  {
    path: '/note-legali.html',
    title: 'Note legali | Birrificio Val Trebbia',
    description:
      'Dati societari del Birrificio Val Trebbia S.r.l. e condizioni di vendita dello shop online.',
    body: [
      title('Note legali'),
      list('Dati societari', [
        `${TREBBIA_COMPANY}`,
        `Sede legale e operativa: ${TREBBIA_STREET}, ${TREBBIA_TOWN}`,
        `P.IVA e C.F.: ${TREBBIA_VAT}`,
        `Registro delle Imprese di Piacenza – REA ${TREBBIA_REA}`,
        'Capitale sociale € 20.000,00 interamente versato',
        'Codice ditta accise: IT00PCB00071F',
        'PEC: birrificiovaltrebbia@pec.test – Codice destinatario SDI: M5UXCR1',
      ]),
      content(
        'Condizioni di vendita',
        'Le vendite dello shop online sono regolate dal Codice del Consumo (D.Lgs. 206/2005). La vendita di bevande alcoliche è riservata ai maggiori di 18 anni.',
        'Per i prodotti sigillati e non deperiti il consumatore può esercitare il diritto di recesso entro 14 giorni dal ricevimento, scrivendo a shop@birrificio-valtrebbia.test; le spese di restituzione sono a suo carico.',
        'Per ogni controversia è competente il foro del consumatore.',
      ),
    ].join('\n'),
  },
];
