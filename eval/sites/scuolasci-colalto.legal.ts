import {
  article,
  COLALTO_EMAIL,
  COLALTO_PHONE,
  COLALTO_VAT,
  type ColAltoPage,
} from './scuolasci-colalto.layout.ts';

/**
 * The general terms (the booking, cancellation and late-arrival rules, Italian only) and the privacy and
 * cookie notices: legal text full of visitors' words (email, telefono, dati, prenotazione, cancellare,
 * bambini, pagamento) around no fact that the other pages do not give, except the terms' own rules.
 */
export const colAltoLegalPages: ColAltoPage[] = [
  {
    path: '/info/condizioni-generali',
    lang: 'it',
    title: 'Condizioni generali',
    description:
      'Condizioni generali della Scuola Sci Col Alto: prenotazione, acconto, disdetta, ritardi, età minima e responsabilità.',
    itemid: 113,
    view: 'article',
    trail: [['Info']],
    body: article(
      'Condizioni generali',
      { author: 'Ufficio Scuola Sci', published: '2026-09-01T08:00:00+02:00', hits: 987 },
      'it',
      `<p style="text-align: justify;">Le presenti condizioni valgono per tutte le lezioni private, i corsi collettivi, il Kinderclub, il Baby club e le uscite di freeride e scialpinismo prenotati con la Scuola Sci e Snowboard Col Alto Soc. Coop. (di seguito "la scuola"), dal 1° settembre 2026.</p>
<h4>1. Prenotazione e pagamento</h4>
<p style="text-align: justify;">La prenotazione è confermata con il versamento di un acconto del 30% dell'importo totale. Il saldo si paga in ufficio entro il primo giorno di lezione o di corso. Il Kinderclub e il Baby club si pagano per intero al momento della prenotazione.</p>
<h4>2. Disdetta</h4>
<p style="text-align: justify;"><strong>Lezioni private:</strong> la disdetta è gratuita fino a 48 ore prima dell'inizio della lezione; tra 48 e 24 ore prima è dovuto il 50% dell'importo; con meno di 24 ore di preavviso, o se l'allievo non si presenta, è dovuto il 100%.</p>
<p style="text-align: justify;"><strong>Corsi collettivi, Kinderclub e Baby club:</strong> fino a 7 giorni prima dell'inizio rimborsiamo quanto versato, meno € 18 di spese di segreteria; da 7 giorni prima dell'inizio la scuola trattiene l'acconto del 30%. A corso iniziato le giornate non frequentate non vengono rimborsate, salvo malattia o infortunio documentati da un certificato medico.</p>
<h4>3. Ritardi</h4>
<p style="text-align: justify;">In caso di ritardo dell'allievo la lezione termina comunque all'orario previsto. Dopo 30 minuti di attesa senza avviso la lezione si considera persa ed è dovuta per intero. Se il ritardo è del maestro, il tempo perso viene recuperato o rimborsato.</p>
<h4>4. Età minima</h4>
<p style="text-align: justify;">Baby club dai 2 anni compiuti, lezioni private dai 3 anni, corsi collettivi dai 4 anni, freeride e scialpinismo dai 14 anni. I minorenni che partecipano a freeride e scialpinismo devono essere accompagnati da un genitore.</p>
<h4>5. Maltempo e chiusura degli impianti</h4>
<p style="text-align: justify;">Le lezioni si svolgono con ogni condizione meteo. Se gli impianti restano chiusi per decisione di Funivie Col Alto, le lezioni vengono spostate o rimborsate. Per il freeride e lo scialpinismo decide la guida alpina.</p>
<h4>6. Responsabilità</h4>
<p style="text-align: justify;">La scuola risponde dell'operato dei propri maestri durante l'orario di lezione. Prima dell'inizio e dopo la fine della lezione i minori sono sotto la responsabilità dei genitori o di chi li accompagna. L'allievo deve seguire le indicazioni del maestro e dichiarare al momento della prenotazione eventuali problemi di salute. La scuola non risponde di oggetti di valore, telefoni o attrezzatura lasciati incustoditi.</p>
<p style="text-align: justify;">Per legge (D.Lgs. 40/2021) i minori di 18 anni devono indossare il casco e chi scia in pista deve avere un'assicurazione di responsabilità civile per i danni a terzi.</p>
<h4>7. Foto e video</h4>
<p style="text-align: justify;">Durante i corsi i maestri possono fare foto ai gruppi; le pubblichiamo sui nostri canali social solo con il consenso dei partecipanti o, per i minori, dei genitori.</p>
<h4>8. Foro competente</h4>
<p style="text-align: justify;">Per ogni controversia è competente il foro di Bolzano.</p>`,
    ),
  },
  {
    path: '/privacy-policy',
    lang: 'it',
    title: 'Privacy policy',
    description: 'Informativa sul trattamento dei dati personali di allievi, genitori e visitatori del sito.',
    itemid: 117,
    view: 'article',
    body: article(
      'Informativa privacy',
      { author: 'Ufficio Scuola Sci', published: '2025-05-20T09:00:00+02:00', hits: 402 },
      'it',
      `<p>Ai sensi degli artt. 13 e 14 del Regolamento (UE) 2016/679 ("GDPR"), la Scuola Sci e Snowboard Col Alto Soc. Coop., Via Plan 14, 39030 Sorafonte (BZ), P.IVA ${COLALTO_VAT}, titolare del trattamento, informa allievi, genitori e visitatori del sito su come tratta i loro dati personali. Per qualsiasi domanda potete scrivere a ${COLALTO_EMAIL} o telefonare al ${COLALTO_PHONE}.</p>
<h4>1. Quali dati trattiamo</h4>
<ul>
<li><strong>Dati di contatto:</strong> nome e cognome, numero di telefono, indirizzo email, che ci comunicate quando prenotate una lezione, un corso o il noleggio, ci scrivete su WhatsApp o compilate il modulo di contatto.</li>
<li><strong>Dati della prenotazione:</strong> date, orari, numero di persone, età e livello degli allievi, lingua preferita, eventuali richieste particolari.</li>
<li><strong>Dati dei bambini:</strong> nome ed età del bambino, numero di cellulare del genitore, eventuali allergie o diete per il pranzo del Kinderclub.</li>
<li><strong>Dati sanitari:</strong> il certificato medico che ci consegnate per chiedere un rimborso, conservato solo per il tempo necessario.</li>
<li><strong>Dati di pagamento:</strong> i pagamenti online con carta sono gestiti dal circuito bancario; noi non vediamo né conserviamo il numero della carta.</li>
<li><strong>Dati di navigazione:</strong> indirizzo IP, tipo di browser, pagine visitate, raccolti dai sistemi del sito e, con il vostro consenso, dai cookie di terze parti (vedi la <a href="/cookie-policy">cookie policy</a>).</li>
</ul>
<h4>2. Perché li trattiamo</h4>
<p>Per gestire prenotazioni, lezioni, corsi, Kinderclub e noleggio; per rispondere alle vostre richieste per telefono, email o WhatsApp; per emettere le ricevute e adempiere agli obblighi fiscali; per la sicurezza dei bambini che ci affidate; e, solo con il vostro consenso, per inviarvi la newsletter con le novità della stagione. Potete cancellarvi dalla newsletter in qualsiasi momento con il link in fondo a ogni email.</p>
<h4>3. Per quanto tempo li conserviamo</h4>
<p>I dati delle prenotazioni sono conservati per 24 mesi; i dati su allergie e diete sono cancellati alla fine della stagione; i certificati medici dopo la chiusura della pratica di rimborso; i documenti fiscali per 10 anni, come previsto dalla legge.</p>
<h4>4. A chi li comunichiamo</h4>
<p>Ai maestri che tengono la lezione, alle Guide Alpine Sorafonte per le uscite di freeride e scialpinismo, al fornitore del sistema di prenotazione online, al commercialista e alle autorità quando la legge lo richiede. Non vendiamo i vostri dati a nessuno.</p>
<h4>5. I vostri diritti</h4>
<p>Potete chiedere in qualsiasi momento l'accesso ai vostri dati, la rettifica, la cancellazione, la limitazione del trattamento, la portabilità, e opporvi al trattamento, scrivendo all'indirizzo email indicato sopra. Avete anche il diritto di proporre reclamo al Garante per la protezione dei dati personali.</p>
<p>Ultimo aggiornamento: 20 maggio 2025.</p>`,
    ),
  },
  {
    path: '/cookie-policy',
    lang: 'it',
    title: 'Cookie policy',
    description: 'Informativa sui cookie utilizzati dal sito della Scuola Sci Col Alto.',
    itemid: 118,
    view: 'article',
    body: article(
      'Cookie policy',
      { author: 'Ufficio Scuola Sci', published: '2025-05-20T09:05:00+02:00', hits: 233 },
      'it',
      `<p>Questo sito usa cookie e tecnologie simili. Un cookie è un piccolo file di testo che il sito salva sul vostro dispositivo (computer, tablet, telefono) per ricordare le vostre scelte o raccogliere dati sulla navigazione.</p>
<h4>Cookie tecnici</h4>
<p>Servono al funzionamento del sito: la sessione di Joomla, la lingua scelta, la memoria del vostro consenso ai cookie. Non richiedono il consenso e non possono essere disattivati.</p>
<h4>Cookie di statistica</h4>
<p>Con il vostro consenso usiamo Google Analytics con indirizzo IP anonimizzato per sapere quante persone visitano il sito e quali pagine leggono.</p>
<h4>Cookie di terze parti</h4>
<p>Con il vostro consenso il sito mostra la mappa di Google Maps nella pagina Come arrivare e i video di YouTube; questi servizi possono installare i loro cookie. Il sistema di prenotazione online, su un dominio esterno, usa i propri cookie tecnici.</p>
<h4>Come dare, negare o revocare il consenso</h4>
<p>Al primo accesso un banner vi chiede se accettare o rifiutare i cookie non tecnici. Potete cambiare idea in qualsiasi momento con il pulsante "Cookie" in basso a sinistra, oppure cancellare i cookie dalle impostazioni del vostro browser.</p>
<p>Per sapere come trattiamo i vostri dati personali leggete l'<a href="/privacy-policy">informativa privacy</a>.</p>`,
    ),
  },
];
