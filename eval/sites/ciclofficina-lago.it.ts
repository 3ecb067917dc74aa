import type { CicloPage } from './ciclofficina-lago.layout.ts';

const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"BicycleStore","name":"Ciclofficina del Lago","telephone":"+39 045 720 3318","address":{"@type":"PostalAddress","streetAddress":"Lungolago Vittorio Veneto 14","addressLocality":"Porto Ulivo","postalCode":"37010","addressRegion":"VR","addressCountry":"IT"}}</script>`;

/**
 * The Italian site, written first. The lake ride and the January closure posts were never translated
 * (nor were the rental terms, in the legal file). The workshop page carries a stray `</article>` and an
 * unclosed `<div>`, as page-builder sites often do.
 */
export const cicloItalianPages: CicloPage[] = [
  {
    path: '/',
    lang: 'it',
    title: 'Noleggio bici, officina e tour in e-bike sul Lago di Garda',
    description:
      'Ciclofficina del Lago a Porto Ulivo: noleggio di city bike, mountain bike ed e-bike, officina per tutte le marche e tour guidati in e-bike.',
    alternates: { en: '/en/' },
    head: jsonLd,
    template: 'home elementor-page-8',
    main: `<section class="elementor-section hero" style="background-image:url('/wp-content/uploads/2024/04/hero-lungolago-1920x900.jpg')">
  <div class="elementor-container">
    <h1>Pedala il Lago di Garda da Porto Ulivo</h1>
    <p class="lead">Noleggio bici ed e-bike, officina per tutte le marche e tour guidati tra ulivi, castelli e cantine. Sul lungolago, a due passi dal pontile.</p>
    <a class="elementor-button" href="/noleggio">Scopri il noleggio</a> <a class="elementor-button elementor-button--outline" href="/tour-guidati">I nostri tour</a>
  </div>
</section>
<section class="elementor-section icon-boxes">
  <div class="elementor-container">
    <div class="elementor-icon-box"><i class="icon-bike"></i><h3>Noleggio</h3><p>Oltre 120 bici: city bike, mountain bike, e-bike, tandem e bici per bambini. Casco sempre incluso.</p><a href="/noleggio">Prezzi e condizioni &raquo;</a></div>
    <div class="elementor-icon-box"><i class="icon-wrench"></i><h3>Officina</h3><p>Forature, regolazioni, tagliandi e assistenza e-bike. Per le piccole riparazioni non serve l&rsquo;appuntamento.</p><a href="/officina">Listino officina &raquo;</a></div>
    <div class="elementor-icon-box"><i class="icon-map"></i><h3>Tour in e-bike</h3><p>Tre itinerari guidati da aprile a ottobre, dal giro dei castelli al tramonto sul lago.</p><a href="/tour-guidati">Scegli il tuo tour &raquo;</a></div>
  </div>
</section>
<section class="elementor-section reviews">
  <h2>Dicono di noi</h2>
  <div class="review"><span class="stars" aria-label="5 stelle">&#9733;&#9733;&#9733;&#9733;&#9733;</span><p>&laquo;Bici perfette e Marco ci ha consigliato un giro stupendo. Torneremo l&rsquo;anno prossimo!&raquo;</p><cite>Francesca, Milano</cite></div>
  <div class="review"><span class="stars" aria-label="5 stelle">&#9733;&#9733;&#9733;&#9733;&#9733;</span><p>&laquo;Super friendly staff, the sunset tour was the highlight of our holiday.&raquo;</p><cite>Tom, Bristol</cite></div>
</section>
<section class="elementor-section latest-posts">
  <h2>Dal blog</h2>
  <ul>
    <li><a href="/blog/chiusura-per-ferie-gennaio-2027">Chiusura per ferie a gennaio</a></li>
    <li><a href="/blog/giro-del-lago-a-punta-ginestra">In bici fino a Punta Ginestra, con sosta golosa</a></li>
    <li><a href="/blog/nuove-e-bike-2026">Arrivate le nuove e-bike 2026</a></li>
  </ul>
</section>`,
  },
  {
    path: '/noleggio',
    lang: 'it',
    title: 'Noleggio biciclette ed e-bike: prezzi',
    description:
      'Listino noleggio city bike, mountain bike, e-bike, tandem e bici per bambini a ore, mezza giornata, giornata e settimana.',
    alternates: { en: '/en/bike-rental' },
    crumbs: [['/noleggio', 'Noleggio bici']],
    main: `<div class="elementor elementor-42">
<section class="elementor-section page-title"><h1>Noleggio bici ed e-bike</h1>
<p>Scegli la bici giusta per la tua giornata sul lago: tutte le nostre bici sono revisionate prima di ogni noleggio e hanno lucchetto, kit foratura e pompa nella borsa sottosella.</p></section>
<section class="elementor-section" id="listino">
<h2>Listino prezzi 2026</h2>
<div class="elementor-widget-container table-responsive">
<table class="tablepress tablepress-id-1">
<thead><tr><th>Bicicletta</th><th>1 ora</th><th>Mezza giornata (4 ore)</th><th>Giornata intera</th><th>Settimana (7 giorni)</th></tr></thead>
<tbody class="row-hover">
<tr class="row-2"><td>City bike (7 velocit&agrave;, cestino)</td><td>&euro;&nbsp;5</td><td>&euro;&nbsp;11</td><td>&euro;&nbsp;16</td><td>&euro;&nbsp;75</td></tr>
<tr class="row-3"><td>Mountain bike front 29&quot;</td><td>&euro;&nbsp;8</td><td>&euro;&nbsp;20</td><td>&euro;&nbsp;30</td><td>&euro;&nbsp;140</td></tr>
<tr class="row-4"><td>E-bike trekking</td><td>&euro;&nbsp;12</td><td>&euro;&nbsp;32</td><td>&euro;&nbsp;45</td><td>&euro;&nbsp;210</td></tr>
<tr class="row-5"><td>E-MTB biammortizzata</td><td>&euro;&nbsp;15</td><td>&euro;&nbsp;38</td><td>&euro;&nbsp;55</td><td>&euro;&nbsp;260</td></tr>
<tr class="row-6"><td>Tandem</td><td>&euro;&nbsp;10</td><td>&euro;&nbsp;24</td><td>&euro;&nbsp;35</td><td>&ndash;</td></tr>
<tr class="row-7"><td>Bici junior 20&quot; e 24&quot;</td><td>&euro;&nbsp;4</td><td>&euro;&nbsp;9</td><td>&euro;&nbsp;14</td><td>&euro;&nbsp;60</td></tr>
</tbody>
</table>
</div>
<p class="small">La mezza giornata vale 4 ore consecutive. La giornata intera va dal ritiro fino all&rsquo;orario di chiusura del negozio. Prezzi IVA inclusa.</p>
<p><strong>Il casco &egrave; incluso nel prezzo</strong> per tutte le bici, in taglie da adulto e da bambino.</p>
<p>Non noleggiamo biciclette da corsa: la nostra flotta &egrave; pensata per la ciclabile del lago e per le strade bianche dell&rsquo;entroterra.</p>
</section>
<section class="elementor-section" id="accessori">
<h2>Seggiolini, carrelli e accessori</h2>
<ul class="elementor-icon-list-items">
<li class="elementor-icon-list-item">Seggiolino posteriore per bambini fino a 22 kg: &euro;&nbsp;6 al giorno</li>
<li class="elementor-icon-list-item">Carrello a due posti per bambini (massimo 40 kg in tutto): &euro;&nbsp;18 al giorno</li>
<li class="elementor-icon-list-item">Carrello per cani fino a 25 kg: &euro;&nbsp;12 al giorno</li>
<li class="elementor-icon-list-item">Coppia di borse laterali: &euro;&nbsp;4 al giorno</li>
<li class="elementor-icon-list-item">Copertura Kasko: &euro;&nbsp;3 al giorno per le bici tradizionali, &euro;&nbsp;5 al giorno per e-bike ed e-MTB</li>
</ul>
<p>Per i bambini dai 6 ai 12 anni abbiamo bici junior con ruote da 20 e 24 pollici; per i pi&ugrave; piccoli, seggiolino o carrello.</p>
</section>
<section class="elementor-section" id="requisiti">
<h2>Cosa serve per noleggiare</h2>
<h3>Documento</h3>
<p>Un documento d&rsquo;identit&agrave; valido della persona che firma il contratto.</p>
<h3>Et&agrave; minima</h3>
<p>Per firmare il contratto bisogna avere almeno 18 anni. I ragazzi pi&ugrave; giovani possono pedalare con le nostre bici se un genitore firma per loro. Le e-bike si possono guidare a partire da 14 anni.</p>
<h3>Cauzione</h3>
<p>&euro;&nbsp;50 per le bici tradizionali e &euro;&nbsp;200 per e-bike ed e-MTB, in contanti o con preautorizzazione sulla carta di credito. La restituiamo alla riconsegna della bici.</p>
<h3>Prenotazione</h3>
<p>Non &egrave; obbligatoria, ma in luglio e agosto consigliamo di prenotare le e-bike almeno 2 giorni prima, per telefono o su WhatsApp.</p>
<p>Leggi le <a href="/termini-e-condizioni">condizioni generali di noleggio</a> prima del ritiro.</p>
</section>
</div>`,
  },
  {
    path: '/officina',
    lang: 'it',
    title: 'Officina e riparazioni bici',
    description:
      'Riparazioni, tagliandi e assistenza e-bike per bici di tutte le marche. Centro assistenza autorizzato Bosch.',
    alternates: { en: '/en/workshop' },
    crumbs: [['/officina', 'Officina']],
    main: `<article id="post-57" class="post-57 page type-page status-publish">
<div class="entry-content">
<div class="elementor elementor-57">
<div class="elementor-widget-wrap">
<h1>L&rsquo;officina</h1>
<p>Ripariamo bici di tutte le marche: city bike, mountain bike, bici da bambino ed e-bike. Per le e-bike siamo <strong>centro assistenza autorizzato Bosch</strong> e lavoriamo anche su motori Shimano Steps e Yamaha.</p>
<p>Prima di ogni lavoro ti facciamo un preventivo gratuito.</p>
</article>
<div class="elementor-widget-wrap" id="listino-officina">
<h2>Listino riparazioni</h2>
<ul class="price-list">
<li><span>Riparazione foratura (camera d&rsquo;aria inclusa)</span> <span class="price">&euro;&nbsp;15</span></li>
<li><span>Regolazione cambio</span> <span class="price">&euro;&nbsp;12</span></li>
<li><span>Regolazione freni (anteriore e posteriore)</span> <span class="price">&euro;&nbsp;10</span></li>
<li><span>Sostituzione pastiglie freni a disco, manodopera per ruota</span> <span class="price">&euro;&nbsp;14</span></li>
<li><span>Sostituzione catena, manodopera</span> <span class="price">&euro;&nbsp;9</span></li>
<li><span>Centratura ruota</span> <span class="price">&euro;&nbsp;18</span></li>
<li><span>Tagliando base</span> <span class="price">&euro;&nbsp;35</span></li>
<li><span>Tagliando completo</span> <span class="price">&euro;&nbsp;69</span></li>
<li><span>Controllo e-bike con diagnosi e aggiornamento software del motore</span> <span class="price">&euro;&nbsp;59</span></li>
</ul>
<p class="small">Prezzi della sola manodopera dove indicato; i ricambi si pagano a parte.</p>
<div class="elementor-widget-wrap" id="tempi">
<h2>Tempi e prenotazione</h2>
<p>Per forature e piccole regolazioni puoi passare senza appuntamento: di solito la bici &egrave; pronta entro un&rsquo;ora.</p>
<p>Per i tagliandi serve la prenotazione, per telefono o su WhatsApp. Tempi di consegna: 2&ndash;3 giorni lavorativi; in luglio e agosto fino a 5 giorni lavorativi.</p>
<h2>Cosa non facciamo</h2>
<p>Non eseguiamo riparazioni su telai in carbonio e non apriamo le batterie delle e-bike: quando serve le spediamo al centro assistenza del produttore.</p>
</div>`,
  },
  {
    path: '/tour-guidati',
    lang: 'it',
    title: 'Tour guidati in e-bike',
    description:
      'Tre tour guidati in e-bike sul Lago di Garda: castelli e ulivi, cantine, tramonto sul lago.',
    alternates: { en: '/en/guided-tours' },
    crumbs: [['/tour-guidati', 'Tour in e-bike']],
    main: `<div class="elementor elementor-88">
<section class="elementor-section page-title"><h1>Tour guidati in e-bike</h1>
<p>Lasciati guidare dai nostri accompagnatori cicloturistici tra le colline dell’entroterra e la riva del lago. Tutti i tour si fanno in e-bike: il motore fa la fatica, tu ti godi il panorama. I prezzi sono a persona ed e-bike e casco sono sempre inclusi.</p></section>

<section class="elementor-section tour" id="castelli">
<h2>Tour Castelli e Ulivi</h2>
<dl class="tour-facts">
<dt>Distanza</dt><dd>38 km</dd>
<dt>Durata</dt><dd>circa 4 ore, soste comprese</dd>
<dt>Difficoltà</dt><dd>facile (dislivello 350 m)</dd>
<dt>Quando</dt><dd>da aprile a ottobre, lunedì, mercoledì e venerdì alle 9:00</dd>
<dt>Prezzo</dt><dd>€ 65 a persona</dd>
</dl>
<p>Dal lungolago saliamo tra gli uliveti fino al castello scaligero di Rocca Ulivo e torniamo lungo le mura di Porto Ulivo. Compresi nel prezzo: e-bike, casco, guida e degustazione di olio extravergine in un frantoio.</p>
</section>

<section class="elementor-section tour" id="entroterra">
<h2>Anello delle Cantine</h2>
<dl class="tour-facts">
<dt>Distanza</dt><dd>46 km</dd>
<dt>Durata</dt><dd>5 ore</dd>
<dt>Difficoltà</dt><dd>media (dislivello 600 m, alcuni tratti di sterrato)</dd>
<dt>Quando</dt><dd>da maggio a settembre il giovedì e il sabato alle 9:30; in aprile e ottobre solo il sabato</dd>
<dt>Prezzo</dt><dd>€ 89 a persona</dd>
</dl>
<p>Un anello tra i vigneti delle colline moreniche con visita a una cantina di famiglia. Compresi nel prezzo: e-bike, casco, guida, degustazione di tre vini e pranzo leggero in cantina. Per questo tour l’età minima è 18 anni.</p>
</section>

<section class="elementor-section tour" id="tramonto">
<h2>Tramonto sul Lago</h2>
<dl class="tour-facts">
<dt>Distanza</dt><dd>22 km</dd>
<dt>Durata</dt><dd>2 ore e mezza</dd>
<dt>Difficoltà</dt><dd>facile, tutto pianeggiante</dd>
<dt>Quando</dt><dd>in luglio e agosto tutti i giorni alle 18:30; in giugno e settembre solo venerdì e sabato alle 18:00</dd>
<dt>Prezzo</dt><dd>€ 49 a persona</dd>
</dl>
<p>Lungo la ciclabile fino a Punta Ginestra, proprio quando il sole scende dietro il Monte Baldo. Compresi nel prezzo: e-bike, casco, luci, guida e aperitivo in riva al lago.</p>
</section>

<section class="elementor-section tour-info">
<h2>Informazioni utili</h2>
<ul>
<li>Ritrovo: davanti al negozio, in Lungolago Vittorio Veneto 14, 15 minuti prima della partenza.</li>
<li>Partecipanti: minimo 4 (per il Tramonto sul Lago minimo 2), massimo 12 per guida.</li>
<li>Età minima: 14 anni; i minori partecipano con un adulto.</li>
<li>Prenotazione obbligatoria entro le 18:00 del giorno prima.</li>
<li>Cancellazione gratuita fino a 24 ore prima della partenza; dopo, la quota non è rimborsabile.</li>
</ul>
<h3>E se piove?</h3>
<p>In caso di pioggia annulliamo il tour e puoi scegliere tra il rimborso completo e un’altra data. Ti avvisiamo su WhatsApp entro le 8:00 del giorno del tour (per il Tramonto sul Lago entro le 15:00).</p>
<h3>Tour privati</h3>
<p>Vuoi un tour solo per te e i tuoi amici? I tour privati partono da € 240 per un gruppo fino a 4 persone.</p>
</section>
</div>`,
  },
  {
    path: '/orari-e-contatti',
    lang: 'it',
    title: 'Orari e contatti',
    description:
      'Orari di apertura estivi e invernali, telefono, WhatsApp, email, come arrivare e parcheggio.',
    alternates: { en: '/en/opening-hours-contact' },
    crumbs: [
      ['/orari-e-contatti', 'Info'],
      ['/orari-e-contatti', 'Orari e contatti'],
    ],
    main: `<div class="elementor elementor-31">
<h1>Orari e contatti</h1>
<div class="elementor-row">
<div class="elementor-column elementor-col-50">
<h2>Orari di apertura</h2>
<h3>Stagione estiva (1 aprile – 31 ottobre)</h3>
<p>Tutti i giorni, dalle 8:30 alle 19:00.</p>
<p>In luglio e agosto siamo aperti fino alle 20:00.</p>
<h3>Stagione invernale (1 novembre – 31 marzo)</h3>
<table class="hours">
<tr><td>Lunedì</td><td>9:00–12:30 e 15:00–18:30</td></tr>
<tr><td>Martedì</td><td>chiuso</td></tr>
<tr><td>Mercoledì – Sabato</td><td>9:00–12:30 e 15:00–18:30</td></tr>
<tr><td>Domenica</td><td>9:30–12:30</td></tr>
</table>
<p>In inverno il noleggio è solo su prenotazione e i tour guidati sono sospesi.</p>
<h3>Festività</h3>
<p>Siamo chiusi il 25 e 26 dicembre e il 1° gennaio. A Pasqua e a Pasquetta siamo aperti. A gennaio chiudiamo per ferie: le date sono sul <a href="/blog">blog</a>.</p>
</div>
<div class="elementor-column elementor-col-50" id="prenota">
<h2>Contatti</h2>
<h4>Telefono</h4>
<p class="contact-value">+39 045 720 3318</p>
<h4>WhatsApp</h4>
<p class="contact-value">+39 347 812 6650</p>
<p class="small">Solo messaggi: rispondiamo negli orari di apertura.</p>
<h4>Email</h4>
<p class="contact-value"><a href="mailto:info@ciclofficina-lago.test">info@ciclofficina-lago.test</a></p>
<h4>Indirizzo</h4>
<p class="contact-value">Lungolago Vittorio Veneto 14, 37010 Porto Ulivo (VR)</p>
</div>
</div>
<h2>Come arrivare</h2>
<ul>
<li><strong>In auto:</strong> uscita Affi dell’autostrada A22, poi 12 km seguendo le indicazioni per Porto Ulivo.</li>
<li><strong>In autobus:</strong> linea 483 Verona–Garda, fermata Porto Ulivo Lungolago, a 50 metri dal negozio.</li>
<li><strong>In battello:</strong> il pontile di Porto Ulivo è a 200 metri.</li>
</ul>
<h2>Parcheggio</h2>
<p>Davanti al negozio non si può parcheggiare: il lungolago è zona pedonale. Il parcheggio più vicino è il P1 Lungolago, a pagamento (€ 2 all’ora), a 150 metri. Il parcheggio P3 di via dei Cipressi è gratuito e si trova a 8 minuti a piedi.</p>
<div class="elementor-widget-google_maps"><iframe loading="lazy" src="https://maps.example/embed?q=Lungolago+Vittorio+Veneto+14+Porto+Ulivo" title="Lungolago Vittorio Veneto 14, Porto Ulivo" aria-label="Mappa"></iframe></div>
<form class="wpcf7-form" action="/orari-e-contatti#wpcf7-f120" method="post">
<p><label>Nome e cognome<br><input type="text" name="your-name"></label></p>
<p><label>Email<br><input type="email" name="your-email"></label></p>
<p><label>Messaggio<br><textarea name="your-message"></textarea></label></p>
<p><input type="submit" value="Invia"></p>
</form>
</div>`,
  },
  {
    path: '/domande-frequenti',
    lang: 'it',
    title: 'Domande frequenti',
    description:
      'Risposte alle domande più frequenti su noleggio, consegna in hotel, forature, cani, assicurazione e pagamenti.',
    alternates: { en: '/en/faq' },
    crumbs: [
      ['/orari-e-contatti', 'Info'],
      ['/domande-frequenti', 'Domande frequenti'],
    ],
    main: `<div class="elementor elementor-64">
<h1>Domande frequenti</h1>
<div class="elementor-accordion" role="tablist">
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-1">Posso riconsegnare la bici in un altro paese del lago?</button>
<div id="faq-1" class="elementor-tab-content" role="tabpanel"><p>No, abbiamo un solo negozio: la bici va riconsegnata qui a Porto Ulivo, dove l’hai ritirata. Se alloggi in un hotel di Porto Ulivo possiamo però venire a riprenderla noi (vedi la consegna in hotel).</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-2">Cosa faccio se buco una gomma?</button>
<div id="faq-2" class="elementor-tab-content" role="tabpanel"><p>In ogni borsa sottosella trovi una camera d’aria di scorta, le leve e una pompa. Se preferisci, chiamaci: entro 15 km dal negozio veniamo noi con il furgone, gratis. Più lontano il soccorso costa € 1 al km.</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-3">Consegnate le bici in hotel?</button>
<div id="faq-3" class="elementor-tab-content" role="tabpanel"><p>Sì. Per noleggi di almeno 3 giorni portiamo e ritiriamo le bici gratis negli hotel e nei campeggi di Porto Ulivo. Per noleggi più brevi, o fuori paese entro 10 km, il servizio costa € 15 a tratta.</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-4">Posso portare il mio cane?</button>
<div id="faq-4" class="elementor-tab-content" role="tabpanel"><p>I cani sono i benvenuti in negozio. Il carrello per bambini non si può usare per trasportare i cani, ma abbiamo due carrelli per cani fino a 25 kg (€ 12 al giorno): meglio prenotarli.</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-5">Le bici sono assicurate?</button>
<div id="faq-5" class="elementor-tab-content" role="tabpanel"><p>Ogni noleggio comprende l’assicurazione di responsabilità civile verso terzi. Furto e danni alla bici non sono coperti: puoi aggiungere la copertura Kasko (€ 3 al giorno, € 5 per le e-bike), che riduce a € 100 quanto paghi in caso di furto. I dettagli sono nelle <a href="/termini-e-condizioni">condizioni di noleggio</a>.</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-6">Come posso pagare?</button>
<div id="faq-6" class="elementor-tab-content" role="tabpanel"><p>In contanti, con bancomat e carte di credito Visa e Mastercard, oppure con Satispay. Non accettiamo American Express.</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-7">Devo prenotare la bici?</button>
<div id="faq-7" class="elementor-tab-content" role="tabpanel"><p>Per il noleggio non è obbligatorio, ma in luglio e agosto le e-bike finiscono presto. I tour invece vanno sempre prenotati, entro le 18:00 del giorno prima.</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-8">Quanti chilometri fa una e-bike con una carica?</button>
<div id="faq-8" class="elementor-tab-content" role="tabpanel"><p>Con le nostre batterie da 625 Wh si fanno fino a 120 km in modalità Eco, di meno in salita o in modalità Turbo. Per i noleggi di più giorni ti diamo anche il caricabatterie.</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-9">Fate sconti per gruppi?</button>
<div id="faq-9" class="elementor-tab-content" role="tabpanel"><p>Sì, per gruppi di almeno 8 persone il noleggio è scontato del 10%. Trovi tutto nella pagina <a href="/gruppi-e-aziende">Gruppi, scuole e aziende</a>.</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-10">Se piove mi restituite i soldi del noleggio?</button>
<div id="faq-10" class="elementor-tab-content" role="tabpanel"><p>Se piove prima del ritiro puoi spostare il noleggio a un altro giorno senza costi. A noleggio iniziato non facciamo rimborsi.</p></div>
</div>
<div class="elementor-accordion-item">
<button class="elementor-tab-title" aria-expanded="false" aria-controls="faq-11">Posso portare un bambino sulla mia bici?</button>
<div id="faq-11" class="elementor-tab-content" role="tabpanel"><p>Sì, con il nostro seggiolino posteriore (bambini fino a 22 kg) oppure nel carrello a due posti. Non è permesso trasportare passeggeri sul portapacchi.</p></div>
</div>
</div>
</div>`,
  },
  {
    path: '/chi-siamo',
    lang: 'it',
    title: 'Chi siamo',
    description: 'La storia della Ciclofficina del Lago e del suo team.',
    alternates: { en: '/en/about-us' },
    crumbs: [
      ['/orari-e-contatti', 'Info'],
      ['/chi-siamo', 'Chi siamo'],
    ],
    main: `<div class="elementor elementor-19">
<h1>Chi siamo</h1>
<p>La Ciclofficina del Lago &egrave; nata nel 2009, quando Marco Bertoldi, meccanico di biciclette da pi&ugrave; di vent&rsquo;anni, ha aperto una piccola officina in un&rsquo;ex falegnameria sul lungolago di Porto Ulivo.</p>
<p>Oggi Marco e la moglie Elena gestiscono una flotta di oltre 120 biciclette, di cui 60 e-bike, e un team di quattro guide cicloturistiche.</p>
<h2>Il team</h2>
<ul class="team">
<li><strong>Marco</strong> &ndash; meccanico e fondatore</li>
<li><strong>Elena</strong> &ndash; noleggio e prenotazioni</li>
<li><strong>Giacomo e Sara</strong> &ndash; guide cicloturistiche certificate</li>
<li><strong>Luca</strong> &ndash; officina e assistenza e-bike</li>
</ul>
<h2>Il nostro impegno</h2>
<p>Dal 2020 il negozio e la ricarica delle e-bike funzionano con l&rsquo;energia dei pannelli solari sul nostro tetto.</p>
</div>`,
  },
  {
    path: '/gruppi-e-aziende',
    lang: 'it',
    title: 'Gruppi, scuole e aziende',
    description: 'Noleggio e tour in bici per gruppi, aziende e scuole sul Lago di Garda.',
    alternates: { en: '/en/groups' },
    crumbs: [
      ['/noleggio', 'Noleggio bici'],
      ['/gruppi-e-aziende', 'Gruppi, scuole e aziende'],
    ],
    main: `<div class="elementor elementor-77">
<h1>Gruppi, scuole e aziende</h1>
<p>Una giornata in bici è il modo più semplice per stare insieme: organizziamo uscite per gruppi di amici, associazioni, aziende e scuole.</p>
<ul>
<li>Sconto del 10% sul noleggio per gruppi di almeno 8 persone.</li>
<li>Possiamo preparare fino a 40 bici per lo stesso gruppo, se prenoti almeno 7 giorni prima.</li>
<li>Per le aziende: tour privati e giornate di team building con guida, aperitivo o pranzo.</li>
<li>Per le scuole: uscite didattiche in bici lungo il lago, con preventivo su misura.</li>
</ul>
<p>Scrivici a <a href="mailto:info@ciclofficina-lago.test">info@ciclofficina-lago.test</a> indicando data, numero di persone e tipo di bici.</p>
</div>`,
  },
  {
    path: '/buoni-regalo',
    lang: 'it',
    title: 'Buoni regalo',
    description: 'Regala una giornata in bici sul Lago di Garda: buoni regalo per noleggio, officina e tour.',
    alternates: { en: '/en/gift-vouchers' },
    crumbs: [['/buoni-regalo', 'Buoni regalo']],
    main: `<div class="elementor elementor-93">
<h1>Buoni regalo</h1>
<p>Cerchi un regalo per chi ama la bici? Con i nostri buoni regalo si può noleggiare, partecipare a un tour o far sistemare la propria bici in officina.</p>
<h2>Importi</h2>
<p>Buoni da € 25, € 50 o € 100, oppure un buono per il tour che preferisci.</p>
<h2>Validità</h2>
<p>12 mesi dalla data di acquisto.</p>
<h2>Come acquistarli</h2>
<p>In negozio oppure via email: paghi con bonifico e ricevi il buono in PDF da stampare entro 24 ore.</p>
<h2>Da sapere</h2>
<p>I buoni regalo non sono rimborsabili né convertibili in denaro. Si possono usare anche in più volte.</p>
</div>`,
  },
  {
    path: '/blog',
    lang: 'it',
    title: 'Blog',
    description: 'Novità, percorsi e avvisi della Ciclofficina del Lago.',
    alternates: { en: '/en/blog' },
    crumbs: [['/blog', 'Blog']],
    template: 'blog archive',
    main: `<h1>Blog</h1>
<article class="post-card"><time datetime="2026-11-10">10 novembre 2026</time><h2><a href="/blog/chiusura-per-ferie-gennaio-2027">Chiusura per ferie a gennaio</a></h2><p>Dopo una stagione lunghissima ci prendiamo qualche settimana di riposo. Ecco le date.</p><a class="more-link" href="/blog/chiusura-per-ferie-gennaio-2027">Leggi tutto</a></article>
<article class="post-card"><time datetime="2026-05-18">18 maggio 2026</time><h2><a href="/blog/giro-del-lago-a-punta-ginestra">In bici fino a Punta Ginestra, con sosta golosa</a></h2><p>Il nostro giro preferito per chi ha mezza giornata e una city bike.</p><a class="more-link" href="/blog/giro-del-lago-a-punta-ginestra">Leggi tutto</a></article>
<article class="post-card"><time datetime="2026-03-03">3 marzo 2026</time><h2><a href="/blog/nuove-e-bike-2026">Arrivate le nuove e-bike 2026</a></h2><p>Trenta e-bike nuove di zecca per la stagione che sta per cominciare.</p><a class="more-link" href="/blog/nuove-e-bike-2026">Leggi tutto</a></article>`,
  },
  {
    path: '/blog/nuove-e-bike-2026',
    lang: 'it',
    title: 'Arrivate le nuove e-bike 2026',
    description: 'Trenta nuove e-bike trekking con motore Bosch per la stagione 2026.',
    alternates: { en: '/en/blog/new-e-bikes-2026' },
    crumbs: [
      ['/blog', 'Blog'],
      ['/blog/nuove-e-bike-2026', 'Arrivate le nuove e-bike 2026'],
    ],
    template: 'single single-post',
    main: `<article class="post">
<h1>Arrivate le nuove e-bike 2026</h1>
<p class="post-meta"><time datetime="2026-03-03">3 marzo 2026</time> &middot; di Elena</p>
<p>La stagione non è ancora cominciata, ma in negozio è già festa: sono arrivate 30 nuove e-bike trekking che sostituiscono le più vecchie della nostra flotta.</p>
<p>Montano il motore Bosch Performance Line e una batteria da 625 Wh, pesano 24,5 kg e sono disponibili in quattro taglie, dalla S alla XL, per ciclisti alti da 1,55 a 1,95 m.</p>
<p>Buona notizia anche per il portafoglio: i prezzi del noleggio restano gli stessi del 2025.</p>
</article>`,
  },
  {
    path: '/blog/giro-del-lago-a-punta-ginestra',
    lang: 'it',
    title: 'In bici fino a Punta Ginestra, con sosta golosa',
    description:
      'Da Porto Ulivo a Punta Ginestra sulla ciclabile del lago: distanze, salite e una sosta al forno.',
    crumbs: [
      ['/blog', 'Blog'],
      ['/blog/giro-del-lago-a-punta-ginestra', 'In bici fino a Punta Ginestra'],
    ],
    template: 'single single-post',
    main: `<article class="post">
<h1>In bici fino a Punta Ginestra, con sosta golosa</h1>
<p class="post-meta"><time datetime="2026-05-18">18 maggio 2026</time> &middot; di Giacomo</p>
<p>Ci chiedete spesso un giro facile per mezza giornata. Questo è il nostro preferito: si fa benissimo con una city bike e regala uno dei panorami più belli della sponda veronese.</p>
<h2>Prima tappa: Porto Ulivo – Rivalta del Lago (9 km)</h2>
<p>Si parte dal negozio verso nord sulla pista ciclabile del lungolago, tutta pianeggiante. A Rivalta fermatevi al Forno Zanetti, in piazza: provate la torta di rose e la brioche al limone. Attenzione, il forno è chiuso il lunedì.</p>
<h2>Seconda tappa: Rivalta del Lago – Punta Ginestra (4,5 km)</h2>
<p>Dopo Rivalta c’è l’unica salita del giro, breve ma ripida. In cima, dal belvedere di Punta Ginestra, si vede tutto il lago fino a Sirmione.</p>
<h2>In breve</h2>
<ul>
<li>Lunghezza totale: 27 km andata e ritorno</li>
<li>Dislivello: 120 m</li>
<li>Tempo: circa 2 ore e mezza, soste comprese</li>
</ul>
<p>Con bambini piccoli vi consigliamo di fermarvi a Rivalta e tornare indietro: sono 18 km andata e ritorno, senza salite.</p>
</article>`,
  },
  {
    path: '/blog/chiusura-per-ferie-gennaio-2027',
    lang: 'it',
    title: 'Chiusura per ferie a gennaio',
    description: 'Date della chiusura invernale del negozio e dell’officina a gennaio 2027.',
    crumbs: [
      ['/blog', 'Blog'],
      ['/blog/chiusura-per-ferie-gennaio-2027', 'Chiusura per ferie a gennaio'],
    ],
    template: 'single single-post',
    main: `<article class="post">
<h1>Chiusura per ferie a gennaio</h1>
<p class="post-meta"><time datetime="2026-11-10">10 novembre 2026</time> &middot; di Marco</p>
<p>Dopo una stagione lunghissima ci prendiamo un po’ di riposo: negozio e officina restano chiusi per ferie da giovedì 7 gennaio a venerdì 5 febbraio 2027.</p>
<p>Riapriamo sabato 6 febbraio con l’orario invernale.</p>
<p>Se la tua bici è da noi in riparazione, passa a ritirarla entro il 23 dicembre. Durante la chiusura puoi scriverci su WhatsApp: leggiamo i messaggi una volta alla settimana.</p>
<p>Pensi già alla prossima stagione? Se prenoti il tagliando completo entro il 31 dicembre hai uno sconto del 15%, per i lavori fatti fino al 31 marzo.</p>
</article>`,
  },
];
