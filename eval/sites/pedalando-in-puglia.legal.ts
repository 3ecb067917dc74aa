import {
  md,
  type PedalandoPage,
  PP_COMPANY,
  PP_EMAIL,
  PP_REA,
  PP_STREET,
  PP_TOWN,
  PP_VAT,
  prose,
  section,
} from './pedalando-in-puglia.layout.ts';

/**
 * The legal pages, only in Italian and linked from the footer of every page in both languages: the terms and
 * conditions Leo copied from a template in 2021, when the shop was a one-man business in Corso Vittorio
 * Emanuele II, kept as a markdown page with an 'ARCHIVIATO' notice on top (a 50% deposit, free cancellation up to
 * 15 days, helmets on request at € 3 a day, minors from 10 years, pets on request in a trailer, a € 100 cash
 * deposit, bikes back by 19:00, no refunds for rain, cheques), the privacy policy (its own email) and the cookie
 * policy.
 */

const termini2021: PedalandoPage = {
  path: '/termini-e-condizioni',
  lang: 'it',
  title: 'Termini e condizioni',
  description: 'Termini e condizioni generali di Pedalando in Puglia (versione 2021, archiviata).',
  body: section(
    prose(
      `<div class="not-prose rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900"><p><strong>ARCHIVIATO – Versione 2021 (modello standard), non più in vigore.</strong></p><p>${md('Le condizioni attuali sono nella pagina [Prenota e condizioni](/prenota).')}</p></div><h1>Termini e condizioni generali di noleggio e di partecipazione ai tour</h1><p><em>Versione 1.0 – aprile 2021</em></p><h2>1. Organizzatore</h2><p>Pedalando in Puglia di Leonardo Carrieri, Corso Vittorio Emanuele II 112, 72017 Ostuni (BR).</p><h2>2. Prenotazione e pagamento</h2><p>La prenotazione si intende confermata al ricevimento di un acconto pari al 50% del prezzo. Il saldo è dovuto il giorno della partenza. Si accettano contanti, assegni bancari e carte di credito.</p><h2>3. Cancellazione</h2><p>La cancellazione gratuita è possibile fino a 15 giorni prima della data del tour. Per cancellazioni successive l’acconto viene trattenuto. In caso di pioggia il tour non viene rimborsato.</p><h2>4. Noleggio</h2><p>Al ritiro della bicicletta il cliente lascia un documento d’identità oppure una cauzione di € 100 in contanti. Le biciclette vanno riconsegnate entro le 19:00. Il casco è disponibile su richiesta, al costo di € 3 al giorno.</p><h2>5. Partecipanti</h2><p>I minori dai 10 anni in su possono partecipare ai tour accompagnati da un adulto. Gli animali sono ammessi su richiesta, nel carrellino.</p><h2>6. Responsabilità</h2><p>Il partecipante dichiara di essere in buone condizioni di salute e di saper andare in bicicletta. L’organizzatore non risponde di danni a cose o persone causati dal mancato rispetto del codice della strada.</p><h2>7. Foro competente</h2><p>Per ogni controversia è competente il Foro di Brindisi.</p>`,
    ),
    { narrow: true },
  ),
};

const privacy: PedalandoPage = {
  path: '/privacy',
  lang: 'it',
  title: 'Informativa sulla privacy',
  description: 'Informativa sul trattamento dei dati personali di Pedalando in Puglia S.r.l.',
  body: section(
    prose(
      `<h1>Informativa sulla privacy</h1><p><em>Ultimo aggiornamento: 2 marzo 2026</em></p><h2>Titolare del trattamento</h2><p>${PP_COMPANY}, ${PP_STREET}, ${PP_TOWN}, P.IVA ${PP_VAT}, REA ${PP_REA}. Per qualsiasi richiesta sui vostri dati scrivete a privacy@pedalando-in-puglia.test.</p><h2>Quali dati raccogliamo</h2><p>Nome, cognome, email, telefono, le date e le preferenze che ci indicate quando prenotate un tour o un noleggio o ci scrivete dal modulo di contatto; per il noleggio, gli estremi del documento d’identità.</p><h2>Perché</h2><p>Per gestire la vostra prenotazione, rispondere alle vostre richieste e adempiere agli obblighi di legge. Non usiamo i vostri dati per pubblicità senza il vostro consenso.</p><h2>Per quanto tempo</h2><p>I dati delle prenotazioni per 10 anni, come previsto dalle norme fiscali; le richieste di informazioni per 24 mesi.</p><h2>I vostri diritti</h2><p>Potete chiedere l’accesso, la rettifica o la cancellazione dei vostri dati e proporre reclamo al Garante per la protezione dei dati personali.</p><p>Per tutto il resto: ${PP_EMAIL}.</p>`,
    ),
    { narrow: true },
  ),
};

const cookie: PedalandoPage = {
  path: '/cookie-policy',
  lang: 'it',
  title: 'Cookie policy',
  description: 'I cookie usati dal sito di Pedalando in Puglia.',
  body: section(
    prose(
      '<h1>Cookie policy</h1><p>Questo sito usa cookie tecnici, necessari al suo funzionamento, e, solo con il vostro consenso, cookie di analisi statistica (Google Analytics 4, con IP anonimizzato).</p><h2>Cookie usati</h2><table><thead><tr><th>Nome</th><th>Tipo</th><th>Durata</th></tr></thead><tbody><tr><td>cc_cookie</td><td>tecnico, registra le vostre scelte sui cookie</td><td>6 mesi</td></tr><tr><td>_ga, _ga_*</td><td>statistico</td><td>2 anni</td></tr></tbody></table><p>Potete cambiare le vostre scelte in qualsiasi momento dal link “Preferenze cookie” in fondo alla pagina.</p>',
    ),
    { narrow: true },
  ),
};

export const pedalandoLegalPages: PedalandoPage[] = [termini2021, privacy, cookie];
