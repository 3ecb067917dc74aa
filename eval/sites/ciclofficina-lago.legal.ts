import type { CicloPage } from './ciclofficina-lago.layout.ts';

/**
 * The rental terms (Italian only, as the shop never had them translated) and the privacy and cookie
 * notices in both languages: legal text full of visitors' words (deposit, phone number, cancellation,
 * theft, booking) around the few facts the terms alone hold.
 */
export const cicloLegalPages: CicloPage[] = [
  {
    path: '/termini-e-condizioni',
    lang: 'it',
    title: 'Condizioni generali di noleggio',
    description: 'Condizioni generali del contratto di noleggio di biciclette ed e-bike.',
    crumbs: [
      ['/orari-e-contatti', 'Info'],
      ['/termini-e-condizioni', 'Condizioni di noleggio'],
    ],
    template: 'page-template-legal',
    main: `<div class="legal-text">
<h1>Condizioni generali di noleggio</h1>
<p>Le presenti condizioni regolano il contratto di noleggio di biciclette, e-bike e accessori tra Ciclofficina del Lago di Bertoldi Marco &amp; C. snc (di seguito &laquo;il Noleggiatore&raquo;) e il cliente che firma il contratto (di seguito &laquo;il Cliente&raquo;).</p>
<h2>Art. 1 &ndash; Requisiti</h2>
<p>Il contratto pu&ograve; essere firmato solo da persone maggiorenni, che presentano un documento di identit&agrave; in corso di validit&agrave; (carta d&rsquo;identit&agrave;, passaporto o patente di guida). Il Cliente risponde anche per i minori e per le altre persone a cui affida le biciclette noleggiate. Le e-bike non possono essere affidate a minori di 14 anni.</p>
<h2>Art. 2 &ndash; Cauzione</h2>
<p>Al ritiro il Cliente versa una cauzione nella misura indicata nel listino in vigore. La cauzione &egrave; restituita alla riconsegna, dedotti gli eventuali importi dovuti ai sensi dei successivi articoli.</p>
<h2>Art. 3 &ndash; Durata e riconsegna</h2>
<p>La bicicletta deve essere riconsegnata presso il negozio entro l&rsquo;orario concordato nel contratto e comunque entro l&rsquo;orario di chiusura. Per ogni ora di ritardo, o frazione di ora, il Noleggiatore addebita &euro;&nbsp;10. Oltre le 2 ore di ritardo viene addebitata un&rsquo;ulteriore giornata di noleggio secondo il listino.</p>
<p>La riconsegna anticipata non d&agrave; diritto a rimborsi.</p>
<h2>Art. 4 &ndash; Uso della bicicletta</h2>
<p>Il Cliente si impegna a usare la bicicletta con diligenza, nel rispetto del Codice della Strada, e a chiuderla sempre con il lucchetto fornito a un punto fisso quando la lascia incustodita. City bike e tandem non devono essere usati fuori strada. &Egrave; vietato trasportare passeggeri, salvo con il seggiolino o il carrello noleggiati. Il casco &egrave; fortemente consigliato a tutti.</p>
<h2>Art. 5 &ndash; Danni</h2>
<p>Il Cliente risponde dei danni causati alla bicicletta durante il noleggio, salvo la normale usura. I danni sono addebitati secondo il listino dell&rsquo;officina in vigore. In caso di guasto il Cliente deve avvisare subito il Noleggiatore e non deve far riparare la bicicletta da terzi.</p>
<h2>Art. 6 &ndash; Furto</h2>
<p>In caso di furto il Cliente deve presentare denuncia alle autorit&agrave; entro 24 ore, consegnarne copia al Noleggiatore e restituire la chiave del lucchetto. Il Cliente risponde del furto fino a &euro;&nbsp;400 per le biciclette tradizionali e fino a &euro;&nbsp;1.500 per e-bike ed e-MTB. Con la copertura Kasko la somma dovuta si riduce a &euro;&nbsp;100.</p>
<h2>Art. 7 &ndash; Smarrimenti</h2>
<p>Lo smarrimento della chiave del lucchetto o della chiave della batteria comporta un addebito di &euro;&nbsp;25 per chiave. Il casco non restituito viene addebitato &euro;&nbsp;40.</p>
<h2>Art. 8 &ndash; Maltempo</h2>
<p>Il noleggio iniziato non &egrave; rimborsabile in caso di pioggia o maltempo. Le prenotazioni possono essere spostate senza costi prima del ritiro della bicicletta.</p>
<h2>Art. 9 &ndash; Responsabilit&agrave;</h2>
<p>Il Noleggiatore non risponde di incidenti, cadute o danni a persone e cose causati dall&rsquo;uso improprio della bicicletta. Resta ferma la copertura di responsabilit&agrave; civile verso terzi inclusa nel noleggio.</p>
<h2>Art. 10 &ndash; Foro competente</h2>
<p>Per ogni controversia &egrave; competente il foro di Verona, fatti salvi i diritti del consumatore.</p>
<p class="updated">Versione del 1&deg; marzo 2026</p>
</div>`,
  },
  {
    path: '/privacy',
    lang: 'it',
    title: 'Privacy policy',
    description: 'Informativa sul trattamento dei dati personali ai sensi del Regolamento UE 2016/679.',
    alternates: { en: '/en/privacy' },
    crumbs: [['/privacy', 'Privacy policy']],
    template: 'page-template-legal',
    main: `<div class="legal-text">
<h1>Informativa sul trattamento dei dati personali</h1>
<p>Ai sensi degli artt. 13 e 14 del Regolamento (UE) 2016/679, Ciclofficina del Lago di Bertoldi Marco &amp; C. snc, con sede in Lungolago Vittorio Veneto 14, 37010 Porto Ulivo (VR), P.IVA 04387210236, in qualità di titolare del trattamento, informa i clienti e i visitatori del sito su come tratta i loro dati personali.</p>
<h2>Quali dati trattiamo</h2>
<p>Nome e cognome, numero di telefono, indirizzo email, gli estremi del documento d’identità indicati nel contratto di noleggio, i dati relativi a prenotazioni, tour e riparazioni e, per la cauzione, l’esito della preautorizzazione sulla carta di credito (i dati completi della carta non vengono conservati da noi).</p>
<h2>Perché li trattiamo</h2>
<p>Per gestire richieste di informazioni, prenotazioni, contratti di noleggio e lavori di officina, per inviarti messaggi WhatsApp sullo stato della prenotazione o della riparazione, per gli obblighi fiscali e, solo con il tuo consenso, per inviarti la newsletter.</p>
<h2>Per quanto tempo</h2>
<p>I contratti e i documenti fiscali sono conservati per 10 anni. I dati per la newsletter sono conservati fino alla revoca del consenso.</p>
<h2>I tuoi diritti</h2>
<p>Puoi chiedere l’accesso, la rettifica o la cancellazione dei tuoi dati, la limitazione del trattamento e la portabilità, e opporti al trattamento, scrivendo a privacy@ciclofficina-lago.test. Rispondiamo entro 30 giorni. Hai anche il diritto di proporre reclamo al Garante per la protezione dei dati personali.</p>
<p class="updated">Ultimo aggiornamento: 1° marzo 2026</p>
</div>`,
  },
  {
    path: '/cookie-policy',
    lang: 'it',
    title: 'Cookie policy',
    description: 'Informativa estesa sull’uso dei cookie.',
    alternates: { en: '/en/cookie-policy' },
    crumbs: [['/cookie-policy', 'Cookie policy']],
    template: 'page-template-legal',
    main: `<div class="legal-text">
<h1>Cookie policy</h1>
<p>Questo sito utilizza cookie tecnici, necessari al suo funzionamento (per esempio per ricordare la lingua scelta e le tue preferenze sui cookie), e, solo con il tuo consenso, cookie di statistica e di terze parti, come le mappe incorporate e i pulsanti dei social network.</p>
<h2>Durata</h2>
<p>I cookie tecnici durano al massimo 12 mesi. I cookie di terze parti seguono le informative dei rispettivi fornitori.</p>
<h2>Come gestire il consenso</h2>
<p>Puoi cambiare idea in qualsiasi momento dal link &laquo;Preferenze cookie&raquo; in fondo a ogni pagina, oppure cancellare i cookie dalle impostazioni del browser. Il numero di telefono e l’indirizzo email inseriti nei moduli di contatto non vengono mai salvati nei cookie.</p>
</div>`,
  },
  {
    path: '/en/privacy',
    lang: 'en',
    title: 'Privacy policy',
    description: 'How we process personal data under Regulation (EU) 2016/679.',
    alternates: { it: '/privacy' },
    crumbs: [['/en/privacy', 'Privacy policy']],
    template: 'page-template-legal',
    main: `<div class="legal-text">
<h1>Privacy notice</h1>
<p>Under Articles 13 and 14 of Regulation (EU) 2016/679, Ciclofficina del Lago di Bertoldi Marco &amp; C. snc, Lungolago Vittorio Veneto 14, 37010 Porto Ulivo (VR), Italy, VAT no. 04387210236, as data controller, explains to customers and website visitors how it processes their personal data.</p>
<h2>What data we process</h2>
<p>Your name, phone number, email address, the details of the identity document written on the rental agreement, data about bookings, tours and repairs and, for the deposit, the outcome of the pre-authorisation on your credit card (we never store your full card details).</p>
<h2>Why we process it</h2>
<p>To handle enquiries, bookings, rental agreements and workshop jobs, to send you WhatsApp messages about your booking or repair, to meet our tax obligations and, only with your consent, to send you our newsletter.</p>
<h2>How long we keep it</h2>
<p>Agreements and tax records are kept for 10 years. Newsletter data is kept until you withdraw your consent.</p>
<h2>Your rights</h2>
<p>You can ask to access, correct or delete your data, restrict or object to its processing and take it elsewhere by writing to privacy@ciclofficina-lago.test. We reply within 30 days. You can also complain to the Italian data protection authority (Garante per la protezione dei dati personali).</p>
<p class="updated">Last updated: 1 March 2026</p>
</div>`,
  },
  {
    path: '/en/cookie-policy',
    lang: 'en',
    title: 'Cookie policy',
    description: 'How this website uses cookies.',
    alternates: { it: '/cookie-policy' },
    crumbs: [['/en/cookie-policy', 'Cookie policy']],
    template: 'page-template-legal',
    main: `<div class="legal-text">
<h1>Cookie policy</h1>
<p>This website uses technical cookies that it needs to work (for example to remember your language and your cookie choices) and, only with your consent, statistics and third-party cookies such as embedded maps and social media buttons.</p>
<h2>How long they last</h2>
<p>Technical cookies last up to 12 months. Third-party cookies follow their providers’ own policies.</p>
<h2>Managing your consent</h2>
<p>You can change your mind at any time from the &ldquo;Cookie preferences&rdquo; link at the bottom of every page, or delete cookies in your browser settings. The phone number and email address you enter in our contact forms are never stored in cookies.</p>
</div>`,
  },
];

export const cicloNotFound = `<!DOCTYPE html><html lang="it-IT"><head><meta charset="UTF-8"><title>Pagina non trovata - Ciclofficina del Lago</title></head>
<body class="error404"><main id="content" class="site-main"><h1>Ops! Questa pagina ha forato.</h1><p>La pagina che cerchi non esiste più o è stata spostata. <a href="/">Torna alla home</a> oppure <a href="/en/">go to the English site</a>.</p></main></body></html>`;
