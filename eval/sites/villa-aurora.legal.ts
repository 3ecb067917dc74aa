import type { VillaPage } from './villa-aurora.layout.ts';

/**
 * Legal boilerplate in both languages, full of the words visitors use ("phone number", "email",
 * "cancellation", "booking data") without answering their questions, plus the German and French stubs.
 */
export const villaLegalPages: VillaPage[] = [
  {
    path: '/privacy',
    lang: 'it',
    title: 'Informativa sulla privacy',
    description: 'Informativa ai sensi degli articoli 13 e 14 del Regolamento UE 2016/679.',
    alternates: { en: '/en/privacy' },
    crumb: 'Privacy policy',
    main: `<div class="legal">
<h1>Informativa sul trattamento dei dati personali</h1>
<p>Ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (&laquo;GDPR&raquo;), Villa Aurora Società Agricola srl informa gli utenti del sito e i clienti della struttura sulle modalità di trattamento dei dati personali.</p>
<h2>1. Titolare del trattamento</h2>
<p>Titolare del trattamento è Villa Aurora Società Agricola srl, con sede legale in Via Roma 8, 53100 Siena, codice fiscale e partita IVA 01478520529. Per ogni richiesta relativa ai dati personali è possibile scrivere all&rsquo;indirizzo email privacy@villa-aurora.test.</p>
<h2>2. Dati trattati</h2>
<p>Trattiamo i dati identificativi e di contatto (nome, cognome, indirizzo, numero di telefono, indirizzo email), i dati di prenotazione (date del soggiorno, numero di ospiti, preferenze alimentari e richieste particolari), i dati di pagamento e i dati di navigazione raccolti automaticamente dai sistemi informatici del sito.</p>
<p>I dati relativi a documenti di identità sono trattati esclusivamente per l&rsquo;adempimento degli obblighi di comunicazione alla Questura previsti dall&rsquo;art. 109 del TULPS.</p>
<h2>3. Finalità e base giuridica</h2>
<p>I dati sono trattati per gestire le richieste di informazioni e le prenotazioni, per l&rsquo;esecuzione del contratto di soggiorno, per adempiere agli obblighi di legge fiscali e contabili e, previo consenso espresso, per l&rsquo;invio di comunicazioni promozionali e della newsletter.</p>
<h2>4. Conservazione</h2>
<p>I dati di prenotazione e di fatturazione sono conservati per 10 anni, come previsto dalla normativa fiscale. I dati trattati per finalità di marketing sono conservati fino alla revoca del consenso e comunque non oltre 24 mesi dall&rsquo;ultimo contatto.</p>
<h2>5. Comunicazione dei dati</h2>
<p>I dati possono essere comunicati a fornitori di servizi informatici, al consulente fiscale, agli istituti di credito per la gestione dei pagamenti e alle autorità competenti nei casi previsti dalla legge. I dati non sono diffusi né trasferiti al di fuori dello Spazio Economico Europeo.</p>
<h2>6. Diritti dell&rsquo;interessato</h2>
<p>L&rsquo;interessato può chiedere in ogni momento l&rsquo;accesso ai propri dati, la rettifica, la cancellazione dei dati, la limitazione del trattamento, la portabilità e opporsi al trattamento. La cancellazione della prenotazione non comporta la cancellazione dei dati che la legge ci impone di conservare.</p>
<p>Le richieste vanno inviate per email o per posta raccomandata alla sede legale; rispondiamo entro 30 giorni. L&rsquo;interessato ha inoltre diritto di proporre reclamo al Garante per la protezione dei dati personali.</p>
<p class="updated">Ultimo aggiornamento: 15 gennaio 2026</p>
</div>`,
  },
  {
    path: '/cookie-policy',
    lang: 'it',
    title: 'Cookie policy',
    description: 'Informativa estesa sui cookie.',
    alternates: { en: '/en/cookie-policy' },
    crumb: 'Cookie policy',
    main: `<div class="legal">
<h1>Cookie policy</h1>
<p>I cookie sono piccoli file di testo che i siti visitati inviano al terminale dell&rsquo;utente, dove vengono memorizzati per essere ritrasmessi agli stessi siti alla visita successiva.</p>
<h2>Cookie tecnici</h2>
<p>Questo sito usa cookie tecnici necessari al funzionamento, per esempio per ricordare la lingua scelta e le preferenze sui cookie. Non richiedono il consenso e hanno una durata massima di 12 mesi.</p>
<h2>Cookie analitici e di terze parti</h2>
<p>Solo previo consenso, il sito utilizza cookie analitici di terze parti con indirizzo IP anonimizzato, e cookie dei social network per la visualizzazione dei contenuti incorporati. Il numero di telefono e l&rsquo;indirizzo email inseriti nei moduli non vengono mai memorizzati nei cookie.</p>
<h2>Gestione delle preferenze</h2>
<p>Puoi modificare o revocare il consenso in qualsiasi momento dal link &laquo;Preferenze cookie&raquo; in fondo alla pagina, oppure cancellare i cookie dalle impostazioni del browser. La cancellazione dei cookie può comportare la perdita delle preferenze salvate.</p>
</div>`,
  },
  {
    path: '/en/privacy',
    lang: 'en',
    title: 'Privacy policy',
    description: 'How we process personal data under Regulation (EU) 2016/679.',
    alternates: { it: '/privacy' },
    crumb: 'Privacy policy',
    main: `<div class="legal">
<h1>Privacy policy</h1>
<p>Under Articles 13 and 14 of Regulation (EU) 2016/679 (&ldquo;GDPR&rdquo;), Villa Aurora Società Agricola srl informs website users and guests how their personal data are processed.</p>
<h2>1. Data controller</h2>
<p>The data controller is Villa Aurora Società Agricola srl, registered office at Via Roma 8, 53100 Siena, VAT number 01478520529. For any request about your personal data you can email privacy@villa-aurora.test.</p>
<h2>2. Data we process</h2>
<p>We process identification and contact data (first name, surname, address, phone number, email address), booking data (dates of stay, number of guests, dietary preferences and special requests), payment data and browsing data collected automatically by the website&rsquo;s systems.</p>
<h2>3. Purposes and legal basis</h2>
<p>Data are processed to handle enquiries and bookings, to perform the accommodation contract, to comply with tax and accounting obligations and, with your explicit consent, to send promotional messages and the newsletter.</p>
<h2>4. Retention</h2>
<p>Booking and invoicing data are kept for 10 years, as required by tax law. Marketing data are kept until consent is withdrawn and in any case no longer than 24 months after the last contact.</p>
<h2>5. Your rights</h2>
<p>You may at any time request access to your data, rectification, cancellation of your data, restriction of processing and data portability, and you may object to processing. Cancelling a booking does not mean the cancellation of data that the law requires us to keep.</p>
<p>Requests can be sent by email or by registered post to our registered office; we reply within 30 days. You also have the right to lodge a complaint with the Italian data protection authority (Garante).</p>
<p class="updated">Last updated: 15 January 2026</p>
</div>`,
  },
  {
    path: '/en/cookie-policy',
    lang: 'en',
    title: 'Cookie policy',
    description: 'Full cookie policy.',
    alternates: { it: '/cookie-policy' },
    crumb: 'Cookie policy',
    main: `<div class="legal">
<h1>Cookie policy</h1>
<p>Cookies are small text files that the websites you visit send to your device, where they are stored and sent back to the same websites on your next visit.</p>
<h2>Technical cookies</h2>
<p>This website uses technical cookies that it needs to work, for example to remember your language and cookie choices. They do not require consent and last at most 12 months.</p>
<h2>Analytics and third-party cookies</h2>
<p>Only with your consent, the website uses third-party analytics cookies with anonymised IP addresses and social network cookies to display embedded content. The phone number and email address you type into our forms are never stored in cookies.</p>
<h2>Managing your preferences</h2>
<p>You can change or withdraw consent at any time from the &ldquo;Cookie preferences&rdquo; link at the bottom of the page, or delete cookies in your browser settings.</p>
</div>`,
  },
  {
    path: '/de/',
    lang: 'de',
    title: 'Willkommen in der Villa Aurora',
    description: 'Agriturismo und Hochzeitslocation im Chianti.',
    alternates: { it: '/', en: '/en/', fr: '/fr/' },
    main: `<h1>Willkommen in der Villa Aurora</h1>
<p>Ein Herrenhaus aus dem 18. Jahrhundert zwischen Weinbergen und Olivenhainen im Chianti bei Siena. Zimmer, Restaurant und Hochzeiten.</p>
<p>Unsere Website auf Deutsch ist in Arbeit. Alle Informationen finden Sie auf der <a href="/en/">englischen</a> oder <a href="/">italienischen</a> Seite. Sie können uns gerne auf Englisch schreiben.</p>`,
  },
  {
    path: '/fr/',
    lang: 'fr',
    title: 'Bienvenue à la Villa Aurora',
    description: 'Agritourisme et lieu de mariage dans le Chianti.',
    alternates: { it: '/', en: '/en/', de: '/de/' },
    main: `<h1>Bienvenue à la Villa Aurora</h1>
<p>Une demeure du XVIII<sup>e</sup> siècle entre vignes et oliviers, sur les collines du Chianti siennois. Chambres, restaurant et mariages.</p>
<p>La version française du site est en préparation. Vous trouverez toutes les informations sur les pages <a href="/en/">anglaises</a> ou <a href="/">italiennes</a>.</p>`,
  },
];

export const villaNotFound = `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Pagina non trovata | Villa Aurora</title></head>
<body><main><h1>Oops! Pagina non trovata</h1><p>La pagina che cerchi non esiste o è stata spostata. <a href="/">Torna alla home</a>.</p></main></body></html>`;
