import {
  type BellavistaPage,
  BV_CENTRO_PHONE,
  BV_CENTRO_STREET,
  BV_CENTRO_TOWN,
  BV_COMPANY,
  BV_EMAIL,
  BV_REA,
  BV_VAT,
  p,
  sText,
  sTitle,
  ul,
} from './ottica-bellavista.layout.ts';

/**
 * The privacy and cookie policy, and the terms of sale of the online shop: a template the owners filled in,
 * whose 14-day withdrawal contradicts the 30 days the shop pages promise.
 */
export const bellavistaLegalPages: BellavistaPage[] = [
  {
    path: '/privacy',
    title: 'Privacy e cookie',
    description: 'Informativa sul trattamento dei dati personali e cookie policy di Ottica Bellavista.',
    mainObject: 'website.page(20,)',
    body: [
      sTitle('Informativa privacy e cookie'),
      sText(
        p(
          `Ai sensi degli artt. 13 e 14 del Regolamento (UE) 2016/679 (GDPR), ${BV_COMPANY}, con sede in ${BV_CENTRO_STREET}, ${BV_CENTRO_TOWN}, P.IVA ${BV_VAT} (il “Titolare”), informa i clienti e gli utenti del sito sul trattamento dei loro dati personali. Il Titolare si può contattare all’indirizzo ${BV_EMAIL} o al numero ${BV_CENTRO_PHONE}.`,
        ),
        '<h2>1. Dati trattati</h2>',
        ul(
          'dati anagrafici e di contatto: nome, cognome, codice fiscale, telefono, email;',
          'dati relativi alla salute: la scheda optometrica con la gradazione, i parametri delle lenti a contatto e le prescrizioni;',
          'dati degli ordini e delle prenotazioni online;',
          'dati di navigazione: indirizzo IP, browser, pagine visitate.',
        ),
        '<h2>2. Finalità e basi giuridiche</h2>',
        ul(
          'fornire i servizi di ottica e optometria richiesti (esecuzione del contratto; per i dati relativi alla salute, art. 9, par. 2, lett. h del GDPR);',
          'gestire ordini, spedizioni, appuntamenti e pagamenti (esecuzione del contratto);',
          'trasmettere le spese sanitarie al Sistema Tessera Sanitaria, salvo opposizione (obbligo legale);',
          'inviare promemoria dei controlli e la newsletter, solo con il consenso.',
        ),
        '<h2>3. Conservazione</h2>',
        p(
          'La scheda optometrica è conservata per 10 anni dall’ultimo controllo, i dati fiscali per 10 anni, le richieste inviate dal sito per 12 mesi. I dati non sono mai venduti e sono comunicati solo ai fornitori che ci aiutano a gestire il servizio (hosting del sito, laboratori delle lenti, corriere, consulente fiscale), nominati responsabili del trattamento.',
          `Puoi esercitare i diritti degli artt. 15–22 del GDPR scrivendo a ${BV_EMAIL} e proporre reclamo al Garante per la protezione dei dati personali.`,
        ),
        '<h2 id="cookie">Cookie</h2>',
        p(
          'Il sito usa cookie tecnici, necessari alla navigazione, al carrello e alla prenotazione degli appuntamenti (session_id, frontend_lang, website_cookies_bar), e, solo con il tuo consenso, cookie di terze parti: Google Analytics per statistiche anonime e Google Maps nella pagina Sedi e orari.',
          'Puoi cambiare la tua scelta in ogni momento cancellando i cookie dal browser: il banner ti verrà riproposto.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/termini',
    title: 'Termini e condizioni',
    description: 'Condizioni generali di vendita del negozio online di Ottica Bellavista.',
    mainObject: 'website.page(21,)',
    body: [
      sTitle('Condizioni generali di vendita'),
      sText(
        '<h2>1. Venditore</h2>',
        p(
          `Il negozio online è gestito da ${BV_COMPANY}, ${BV_CENTRO_STREET}, ${BV_CENTRO_TOWN}, P.IVA ${BV_VAT}, REA ${BV_REA}, email ${BV_EMAIL}.`,
        ),
        '<h2>2. Prezzi e pagamento</h2>',
        p(
          'I prezzi sono espressi in euro e comprendono l’IVA. Le spese di spedizione sono indicate nel carrello prima della conferma dell’ordine. Il pagamento si effettua con carta di credito, PayPal o bonifico bancario anticipato.',
        ),
        '<h2>3. Consegna</h2>',
        p(
          'I prodotti vengono consegnati tramite corriere espresso all’indirizzo indicato dal Cliente, di norma entro 2–5 giorni lavorativi dalla conferma del pagamento.',
        ),
        '<h2>4. Diritto di recesso</h2>',
        p(
          'Il Cliente consumatore ha diritto di recedere dal contratto, senza indicarne le ragioni, entro 14 giorni dal giorno in cui ha ricevuto i prodotti, dandone comunicazione all’indirizzo email del Venditore. I prodotti vanno restituiti integri, nella confezione originale, entro 14 giorni dalla comunicazione del recesso; le spese di restituzione sono a carico del Cliente. Il rimborso avviene entro 14 giorni con lo stesso mezzo di pagamento usato per l’acquisto.',
          'Il diritto di recesso è escluso per i beni sigillati che non si prestano a essere restituiti per motivi igienici o connessi alla protezione della salute e che sono stati aperti dopo la consegna, come le lenti a contatto.',
        ),
        '<h2>5. Garanzia legale</h2>',
        p(
          'Tutti i prodotti sono coperti dalla garanzia legale di conformità prevista dal Codice del Consumo (artt. 128 e seguenti), per i difetti che si manifestano entro 24 mesi dalla consegna.',
        ),
        '<h2>6. Legge applicabile e foro</h2>',
        p(
          'Il contratto è regolato dalla legge italiana. Per le controversie con i consumatori è competente il foro del luogo di residenza del consumatore; negli altri casi, il foro di Verona.',
        ),
      ),
    ].join('\n'),
  },
];
