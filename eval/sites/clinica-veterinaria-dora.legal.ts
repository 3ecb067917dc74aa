import { DORA_PHONE, DORA_VAT, type DoraPage } from './clinica-veterinaria-dora.layout.ts';

const PRIVACY_EMAIL = 'privacy@clinica-veterinaria-dora.test';
const PEC = 'clinicavetdora@pec.test';

/** A page written in the classic editor, as Divi's default page template prints it (no builder). */
const classic = (id: number, title: string, content: string[]) => `<div class="container">
<div id="content-area" class="clearfix">
<div id="left-area">
<article id="post-${id}" class="post-${id} page type-page status-publish hentry">
<h1 class="entry-title main_title">${title}</h1>
<div class="entry-content">
${content.join('\n')}
</div>
</article>
</div>
</div>
</div>`;

/** Terms, privacy and cookie notices, only in Italian; the cookie policy is Complianz's generated document. */
export const doraLegalPages: DoraPage[] = [
  {
    path: '/termini-e-condizioni',
    lang: 'it',
    kind: 'raw',
    id: 42,
    title: 'Termini e condizioni',
    description: 'Condizioni generali delle prestazioni veterinarie della Clinica Veterinaria Dora S.r.l.',
    body: classic(42, 'Termini e condizioni delle prestazioni', [
      '<p>Le presenti condizioni regolano le prestazioni veterinarie rese da Clinica Veterinaria Dora S.r.l., Via Cottolengo 18/B, 10152 Torino, P.IVA ' +
        DORA_VAT +
        ' (la “Clinica”), ai proprietari o detentori degli animali (il “Cliente”).</p>',
      '<h2>1. Accettazione</h2>',
      '<p>All’accettazione il Cliente fornisce i propri dati anagrafici e il codice fiscale, necessari per la cartella clinica, la fattura e gli adempimenti di legge (anagrafe canina, ricetta elettronica veterinaria).</p>',
      '<h2>2. Consenso informato</h2>',
      '<p>Ogni anestesia, intervento chirurgico o procedura invasiva richiede il consenso informato scritto, firmato dal proprietario maggiorenne o da una persona maggiorenne da lui delegata per iscritto. In mancanza del consenso la prestazione non può essere eseguita, salvo il pericolo di vita dell’animale.</p>',
      '<h2>3. Preventivi</h2>',
      '<p>Per gli interventi chirurgici e i trattamenti programmati la Clinica rilascia un preventivo scritto, valido 30 giorni dalla data di emissione. Il preventivo indica le prestazioni previste; eventuali complicazioni o prestazioni aggiuntive resesi necessarie durante l’intervento sono comunicate al Cliente appena possibile e addebitate a parte.</p>',
      '<h2>4. Corrispettivi e pagamento</h2>',
      '<p>I corrispettivi sono quelli del listino in vigore al momento della prestazione, IVA inclusa. Il pagamento è dovuto al termine della prestazione. I pagamenti in contanti sono accettati entro i limiti di legge.</p>',
      '<h2>5. Dimissione e ritiro</h2>',
      '<p>Gli animali ricoverati in giornata devono essere ritirati entro l’orario di chiusura. La Clinica non dispone di degenza notturna: l’animale non ritirato viene trasferito, a spese del Cliente, presso una struttura con degenza, previa comunicazione telefonica.</p>',
      '<h2>6. Referti e documentazione</h2>',
      '<p>Referti, esami e immagini diagnostiche sono inviati gratuitamente via email. La cartella clinica è conservata per 10 anni e il Cliente può chiederne copia in qualsiasi momento.</p>',
      '<h2>7. Animali mordaci</h2>',
      '<p>Il Cliente è tenuto a segnalare se l’animale ha morso o può mordere e a portare la museruola. Il personale può rifiutare di procedere quando la sicurezza non è garantita.</p>',
      '<h2>8. Responsabilità</h2>',
      '<p>La Clinica non risponde di oggetti personali, guinzagli, trasportini o coperte lasciati in struttura e non ritirati entro 30 giorni.</p>',
      '<h2>9. Reclami e foro competente</h2>',
      `<p>Eventuali reclami possono essere inviati per iscritto alla PEC ${PEC}. Per le controversie con i consumatori è competente il foro di residenza del consumatore; negli altri casi il Foro di Torino.</p>`,
      '<p><em>Ultimo aggiornamento: 1° febbraio 2026</em></p>',
    ]),
  },
  {
    path: '/privacy-policy',
    lang: 'it',
    kind: 'raw',
    id: 3,
    title: 'Privacy Policy',
    description: 'Informativa sul trattamento dei dati personali ai sensi del Regolamento (UE) 2016/679.',
    body: classic(3, 'Informativa privacy', [
      '<p>Ai sensi degli artt. 13 e 14 del Regolamento (UE) 2016/679 (“GDPR”) ti informiamo su come trattiamo i tuoi dati personali quando visiti questo sito, ci contatti o porti il tuo animale in clinica.</p>',
      '<h2>Titolare del trattamento</h2>',
      `<p>Clinica Veterinaria Dora S.r.l., Via Cottolengo 18/B, 10152 Torino, P.IVA ${DORA_VAT}. Per qualsiasi richiesta sulla privacy puoi scrivere all’indirizzo email ${PRIVACY_EMAIL}, alla PEC ${PEC} o telefonare allo ${DORA_PHONE}.</p>`,
      '<h2>Quali dati trattiamo</h2>',
      '<p>Dati identificativi e di contatto (nome, cognome, codice fiscale, indirizzo, numero di telefono, indirizzo email), dati relativi agli animali (specie, razza, microchip, storia clinica), dati di pagamento e di fatturazione, e i dati di navigazione raccolti dal sito (indirizzo IP, tipo di browser, pagine visitate).</p>',
      '<h2>Finalità e basi giuridiche</h2>',
      '<ul><li>erogare le prestazioni veterinarie e gestire gli appuntamenti (esecuzione del contratto);</li><li>adempiere agli obblighi di legge: fatturazione, anagrafe degli animali d’affezione, ricetta elettronica veterinaria, farmacovigilanza (obbligo legale);</li><li>inviarti promemoria di vaccini e controlli via SMS, WhatsApp o email (consenso);</li><li>inviarti la newsletter (consenso, revocabile in ogni momento);</li><li>rispondere alle richieste inviate con il modulo di contatto (misure precontrattuali).</li></ul>',
      '<h2>Conservazione</h2>',
      '<p>La documentazione clinica e i documenti fiscali sono conservati per 10 anni. I dati usati per la newsletter e i promemoria sono conservati fino alla revoca del consenso. I messaggi del modulo di contatto sono cancellati dopo 12 mesi.</p>',
      '<h2>Destinatari</h2>',
      '<p>I dati possono essere comunicati a laboratori di analisi, centri di referenza e strutture con degenza a cui l’animale è inviato, al consulente fiscale, al fornitore del gestionale e dell’agenda online, alle autorità sanitarie competenti. I dati non sono trasferiti fuori dallo Spazio Economico Europeo.</p>',
      '<h2>I tuoi diritti</h2>',
      `<p>Puoi chiedere l’accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del trattamento, la portabilità e opporti al trattamento (artt. 15–22 GDPR) scrivendo a ${PRIVACY_EMAIL}. Hai anche il diritto di proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).</p>`,
      '<p><em>Ultimo aggiornamento: 12 marzo 2026</em></p>',
    ]),
  },
  {
    path: '/cookie-policy',
    lang: 'it',
    kind: 'raw',
    id: 19,
    title: 'Cookie Policy (UE)',
    description: 'Cookie policy del sito della Clinica Veterinaria Dora.',
    body: classic(19, 'Cookie Policy (UE)', [
      `<div id="cmplz-document" class="cmplz-document cookie-statement cmplz-document-eu">
<p><i>Questa Cookie Policy è stata aggiornata l’ultima volta il 12 marzo 2026 e si applica ai cittadini e ai residenti permanenti dello Spazio Economico Europeo e della Svizzera.</i></p>
<h2>1. Introduzione</h2><p>Il nostro sito web, https://www.clinica-veterinaria-dora.test (di seguito: “il sito web”) utilizza cookie e altre tecnologie correlate (per comodità tutte le tecnologie sono denominate “cookie”). I cookie vengono anche inseriti da terze parti che abbiamo incaricato. Nel documento sottostante ti informiamo sull’uso dei cookie sul nostro sito web.</p>
<h2>2. Cosa sono i cookie?</h2><p>Un cookie è un piccolo file semplice che viene inviato insieme alle pagine di questo sito web e memorizzato dal tuo browser sul disco rigido del tuo computer o di un altro dispositivo. Le informazioni memorizzate in esso possono essere restituite ai nostri server o ai server delle terze parti interessate durante una visita successiva.</p>
<h2>3. Cosa sono gli script?</h2><p>Uno script è un pezzo di codice di programma utilizzato per far funzionare correttamente e in modo interattivo il nostro sito web. Questo codice viene eseguito sul nostro server o sul tuo dispositivo.</p>
<h2>4. Cos’è un web beacon?</h2><p>Un web beacon (o un pixel tag) è un piccolo e invisibile pezzo di testo o immagine su un sito web che viene utilizzato per monitorare il traffico su un sito web. Per fare ciò, vari dati su di te vengono memorizzati utilizzando i web beacon.</p>
<h2>5. Cookie</h2><h3>5.1 Cookie tecnici o funzionali</h3><p>Alcuni cookie assicurano il corretto funzionamento di alcune parti del sito web e la conoscenza delle tue preferenze come utente. Posizionando cookie funzionali, ti rendiamo più facile visitare il nostro sito web. Possiamo posizionare questi cookie senza il tuo consenso.</p><h3>5.2 Cookie statistici</h3><p>Utilizziamo cookie statistici per ottimizzare l’esperienza del sito web per i nostri utenti. Con questi cookie statistici otteniamo approfondimenti sull’utilizzo del nostro sito web. Ti chiediamo il permesso di inserire cookie statistici.</p><h3>5.3 Cookie di marketing/tracciamento</h3><p>I cookie di marketing/tracciamento sono cookie o qualsiasi altra forma di memorizzazione locale, utilizzati per creare profili utente per visualizzare pubblicità o per tracciare l’utente su questo sito web o su diversi siti web per scopi di marketing simili.</p>
<h2>6. Cookie posizionati</h2>
<table class="cmplz-cookies-table"><thead><tr><th>Nome</th><th>Servizio</th><th>Scopo</th><th>Durata</th></tr></thead><tbody><tr><td>cmplz_banner-status</td><td>Complianz</td><td>Memorizzare le preferenze sui cookie</td><td>365 giorni</td></tr><tr><td>pll_language</td><td>Polylang</td><td>Memorizzare la lingua scelta</td><td>1 anno</td></tr><tr><td>_ga, _ga_*</td><td>Google Analytics</td><td>Statistiche anonime</td><td>2 anni</td></tr><tr><td>_fbp</td><td>Facebook</td><td>Marketing</td><td>3 mesi</td></tr><tr><td>va_session</td><td>VetAgenda</td><td>Prenotazione online</td><td>Sessione</td></tr></tbody></table>
<h2>7. Consenso</h2><p>Quando visiti il nostro sito web per la prima volta, ti mostreremo un pop-up con una spiegazione sui cookie. Non appena fai clic su “Salva preferenze”, acconsenti a che usiamo le categorie di cookie e plug-in che hai selezionato nel pop-up, come descritto in questa Cookie Policy. Puoi disabilitare l’uso dei cookie tramite il tuo browser, ma tieni presente che il nostro sito web potrebbe non funzionare più correttamente.</p>
<h2>8. I tuoi diritti rispetto ai dati personali</h2><p>Hai il diritto di sapere perché i tuoi dati personali sono necessari, cosa accadrà ad essi e per quanto tempo verranno conservati; il diritto di accesso, di rettifica, di cancellazione, di opposizione e alla portabilità dei dati. Per esercitare questi diritti, contattaci. Fai riferimento ai dettagli di contatto in fondo a questa Cookie Policy.</p>
<h2>9. Dettagli di contatto</h2><p>Per domande e/o commenti sulla nostra Cookie Policy e su questa dichiarazione, contattaci utilizzando i seguenti dati di contatto:</p><p>Clinica Veterinaria Dora S.r.l.<br>Via Cottolengo 18/B, 10152 Torino<br>Italia<br>Sito web: https://www.clinica-veterinaria-dora.test<br>Email: ${PRIVACY_EMAIL}<br>Numero di telefono: ${DORA_PHONE}</p>
<p>Questa Cookie Policy è stata sincronizzata con cookiedatabase.org il 12 marzo 2026.</p>
</div>`,
    ]),
  },
];

/** Divi's 404 template (Italian), served for every unknown path. */
export const doraNotFoundPage: DoraPage = {
  path: '/404',
  lang: 'it',
  kind: 'raw',
  id: 0,
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  body: `<div class="container">
<div id="content-area" class="clearfix">
<div id="left-area">
<article id="post-0" class="et_pb_post not_found">
<div class="entry">
<h1 class="not-found-title">Nessun risultato trovato</h1>
<p>La pagina richiesta non è stata trovata. Prova ad affinare la tua ricerca, o usa la navigazione sopra per localizzare il post.</p>
<p>Cercavi gli orari o il pronto soccorso? Vai alla <a href="/orari">pagina degli orari</a> o alla <a href="/pronto-soccorso">pagina del pronto soccorso</a>.</p>
</div>
</article>
</div>
</div>
</div>`,
};
