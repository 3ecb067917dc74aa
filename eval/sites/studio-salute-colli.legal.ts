import { button, h1, h2, p, rich, type SalutePage, section, ul } from './studio-salute-colli.layout.ts';

/**
 * The privacy and cookie notices, in Italian only (the English footer links to them): legal text full of
 * visitors' words (telefono, email, dati sanitari, prenotazione, pagamento, referti) around no fact that
 * the other pages do not give.
 */
export const saluteLegalPages: SalutePage[] = [
  {
    path: '/privacy-policy',
    lang: 'it',
    title: 'Privacy Policy',
    description: 'Informativa sul trattamento dei dati personali dei pazienti e dei visitatori del sito.',
    body: `${section([
      h1('Informativa sul trattamento dei dati personali'),
      rich(
        p(
          'Ai sensi degli artt. 13 e 14 del Regolamento (UE) 2016/679 (GDPR), |Salute dei Colli S.r.l., |con sede in Via della Fornace 12, 40065 Castel dei Colli (BO), |P.IVA 03918470371, |in qualità di titolare del trattamento, |informa i pazienti e i visitatori del sito |su come tratta i loro dati personali.',
        ),
        p(
          'Per qualsiasi richiesta sulla privacy |puoi scrivere a privacy@studio-salute-colli.test. |Il Responsabile della protezione dei dati (DPO) |è contattabile all’indirizzo dpo@studio-salute-colli.test.',
        ),
      ),
      h2('1. Quali dati trattiamo'),
      rich(
        ul(
          '**Dati anagrafici e di contatto:** |nome e cognome, data e luogo di nascita, codice fiscale, |indirizzo, numero di telefono, indirizzo email.',
          '**Dati sanitari** |(categorie particolari di dati, art. 9 GDPR): |anamnesi, sintomi, diagnosi, referti, |immagini ecografiche e radiografie dentali, |prescrizioni e piani di cura.',
          '**Dati di pagamento e fatturazione:** |importi, metodo di pagamento, |dati del fondo sanitario o dell’assicurazione. |I dati delle carte di pagamento sono trattati |dal gestore del POS e non sono conservati da noi.',
          '**Dati di navigazione** |raccolti dal sito e dai cookie |(vedi la <a href="/cookie-policy">Cookie Policy</a>).',
        ),
      ),
      h2('2. Perché li trattiamo'),
      rich(
        ul(
          'Per gestire le prenotazioni e gli appuntamenti, |anche tramite il portale di prenotazione online, |e per inviarti SMS o email di promemoria e avvisi |su spostamenti e disdette.',
          'Per la prevenzione, la diagnosi, la cura e la riabilitazione |(art. 9, par. 2, lett. h GDPR): |il trattamento dei dati sanitari per queste finalità |non richiede il tuo consenso.',
          'Per consegnarti o inviarti i referti, |anche via email con file protetto da password.',
          'Per la fatturazione e gli obblighi fiscali, |compreso l’invio delle spese sanitarie al Sistema Tessera Sanitaria, |salvo tua opposizione.',
          'Per i rapporti con i fondi sanitari e le assicurazioni, |solo se ci chiedi di utilizzarli.',
          'Per rispondere alle richieste inviate con il modulo di contatto, |per telefono, WhatsApp o email.',
        ),
      ),
      h2('3. A chi comunichiamo i dati'),
      rich(
        p(
          'Ai medici e ai professionisti sanitari dello studio, |tenuti al segreto professionale; |al gestore del portale di prenotazione online; |a Wix.com Ltd, che ospita il sito; |al nostro consulente fiscale; |ai fondi sanitari e alle assicurazioni indicati da te; |alle autorità, quando la legge lo prevede. |I dati sanitari non sono mai diffusi.',
        ),
      ),
      h2('4. Per quanto tempo li conserviamo'),
      rich(
        p(
          'La documentazione sanitaria è conservata per 10 anni; |i documenti fiscali per il tempo previsto dalla legge; |le richieste ricevute con il modulo di contatto |per 12 mesi.',
        ),
      ),
      h2('5. I tuoi diritti'),
      rich(
        p(
          'Puoi chiedere l’accesso ai tuoi dati, |la rettifica, la cancellazione nei limiti di legge, |la limitazione del trattamento e la portabilità, |e opporti al trattamento. |Puoi anche proporre reclamo al Garante per la protezione dei dati personali |(www.garanteprivacy.it).',
        ),
        p('Ultimo aggiornamento: 15 gennaio 2026', 'font_9'),
      ),
    ])}`,
  },
  {
    path: '/cookie-policy',
    lang: 'it',
    title: 'Cookie Policy',
    description: 'Informazioni sui cookie utilizzati dal sito del Poliambulatorio Salute dei Colli.',
    body: `${section([
      h1('Cookie Policy'),
      rich(
        p(
          'Questo sito è realizzato con la piattaforma Wix.com |e utilizza cookie tecnici, |necessari al suo funzionamento, |e, solo con il tuo consenso, |cookie di analisi statistica.',
        ),
      ),
      h2('Cookie tecnici'),
      rich(
        ul(
          '**XSRF-TOKEN** – |sicurezza, durata: sessione',
          '**hs** – |sicurezza, durata: sessione',
          '**svSession** – |identifica i visitatori unici, durata: 12 mesi',
          '**bSession** – |misura l’efficienza del sistema, durata: 30 minuti',
          '**consent-policy** – |ricorda le tue scelte sui cookie, durata: 12 mesi',
        ),
      ),
      h2('Cookie di analisi'),
      rich(
        ul('**_ga**, **_ga_*** – |Google Analytics, statistiche anonime sulle visite, durata: 2 anni'),
        p('Il portale di prenotazione online |è un sito esterno |con una propria informativa sui cookie.'),
      ),
      h2('Come gestire i cookie'),
      rich(
        p(
          'Puoi cambiare le tue scelte in qualsiasi momento |dal pulsante qui sotto |oppure dalle impostazioni del tuo browser. |Bloccare i cookie tecnici |può impedire il corretto funzionamento del sito. |Per sapere come trattiamo i dati personali, |anche quelli raccolti con i cookie, |leggi la <a href="/privacy-policy">Privacy Policy</a>.',
        ),
      ),
      button('Impostazioni cookie', '/cookie-policy#impostazioni'),
    ])}`,
  },
];

/** The Wix 404 page, laid out like the others. */
export const saluteNotFoundPage: SalutePage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'La pagina che cerchi non esiste.',
  body: section([
    h1('Pagina non trovata'),
    rich(p('Sembra che la pagina che stai cercando |non esista più o sia stata spostata.')),
    button('Torna alla home', '/'),
  ]),
};
