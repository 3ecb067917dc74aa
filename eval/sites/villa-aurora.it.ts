import type { VillaPage } from './villa-aurora.layout.ts';

const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LodgingBusiness","name":"Villa Aurora","address":{"@type":"PostalAddress","streetAddress":"Strada di Vagliagli 12","addressLocality":"Castelnuovo Berardenga","postalCode":"53019","addressCountry":"IT"},"priceRange":"€€"}</script>`;

/** The Italian site: every page the owners wrote first. Some (esperienze, offerte, two posts) have no translation. */
export const villaItalianPages: VillaPage[] = [
  {
    path: '/',
    lang: 'it',
    title: 'Agriturismo e location per matrimoni nel Chianti',
    description:
      'Villa Aurora: camere, ristorante e matrimoni in una tenuta del Settecento tra Siena e il Chianti.',
    alternates: { en: '/en/', de: '/de/', fr: '/fr/' },
    head: jsonLd,
    main: `<section class="hero" style="background-image:url('/wp-content/uploads/2024/05/hero-vigneto.jpg')">
  <div class="hero-inner">
    <h1>Benvenuti a Villa Aurora</h1>
    <p class="lead">Una casa padronale del Settecento tra vigneti e oliveti, sulle colline del Chianti senese.</p>
    <a class="btn" href="/camere">Scopri le camere</a> <a class="btn btn-outline" href="/matrimoni">Matrimoni</a>
  </div>
</section>
<section class="intro">
  <div class="col">
    <h2>Ospitalità di famiglia, dal 1962</h2>
    <p>Villa Aurora è un agriturismo immerso nella campagna tra Siena e il Chianti: qui produciamo vino e olio, cuciniamo con i prodotti dell&rsquo;orto e accogliamo chi cerca qualche giorno di silenzio, buona tavola e paesaggi da cartolina.</p>
    <p>Che veniate per una vacanza, per una cena o per il giorno più importante della vostra vita, troverete una famiglia pronta ad accogliervi.</p>
  </div>
</section>
<section class="teasers">
  <div class="teaser"><img src="/wp-content/uploads/2024/05/camera-superior-768x512.jpg" alt="Camera Superior con vista sul vigneto" loading="lazy">
    <h3>Le camere</h3><p>Nove camere e un appartamento ricavati nella villa e nell&rsquo;antico fienile, con travi a vista e cotto toscano.</p><a href="/camere">Leggi di più &raquo;</a></div>
  <div class="teaser"><img src="/wp-content/uploads/2024/05/osteria-768x512.jpg" alt="La sala dell'Osteria dell'Aurora" loading="lazy">
    <h3>L&rsquo;Osteria</h3><p>Cucina toscana di stagione, pasta fatta a mano e i vini della nostra cantina.</p><a href="/ristorante">Leggi di più &raquo;</a></div>
  <div class="teaser"><img src="/wp-content/uploads/2024/05/limonaia-768x512.jpg" alt="La limonaia allestita per un matrimonio" loading="lazy">
    <h3>Matrimoni</h3><p>La limonaia e il prato dei cipressi per un ricevimento su misura.</p><a href="/matrimoni">Leggi di più &raquo;</a></div>
</section>
<section class="testimonials">
  <blockquote>&laquo;Un posto magico, colazione strepitosa e una famiglia gentilissima. Torneremo!&raquo; <cite>&mdash; Martina, Bologna</cite></blockquote>
  <blockquote>&laquo;The view from our room was worth the trip alone.&raquo; <cite>&mdash; Sarah, Leeds</cite></blockquote>
</section>`,
  },
  {
    path: '/chi-siamo',
    lang: 'it',
    title: 'Chi siamo',
    description: 'La storia della famiglia Marchetti e della tenuta di Villa Aurora.',
    alternates: { en: '/en/about' },
    crumb: 'Chi siamo',
    main: `<article class="page-content">
<h1>Chi siamo</h1>
<div class="wp-block-columns"><div class="wp-block-column">
<p>La villa fu costruita nel 1780 come casa padronale di una fattoria con mezzadri, e per quasi due secoli ha visto passare vendemmie, raccolte e feste di paese.</p>
<p>Nel 1962 i nonni Pietro e Anna Marchetti la acquistarono quasi in rovina e, pietra dopo pietra, la riportarono a vivere. Oggi la tenuta è guidata da <strong>Giulia Marchetti</strong>, terza generazione della famiglia, insieme al marito Luca, che segue la cantina.</p>
</div><div class="wp-block-column">
<figure><img src="/wp-content/uploads/2023/09/famiglia-marchetti.jpg" alt="La famiglia Marchetti davanti alla villa"><figcaption>Giulia e Luca con i figli durante la vendemmia</figcaption></figure>
</div></div>
<h2>La tenuta</h2>
<p>La proprietà si estende su 42 ettari: 9 sono coltivati a vigneto, soprattutto Sangiovese con un po&rsquo; di Canaiolo e Colorino, e il resto è bosco, seminativo e circa 1.200 piante di olivo. L&rsquo;azienda è certificata biologica dal 2011.</p>
<p>In cucina usiamo ogni giorno le verdure del nostro orto e l&rsquo;olio extravergine della tenuta.</p>
</article>`,
  },
  {
    path: '/camere',
    lang: 'it',
    title: 'Camere e appartamento',
    description: 'Camere doppie, suite e appartamento con colazione inclusa.',
    alternates: { en: '/en/rooms' },
    crumb: 'Camere',
    main: `<h1>Le nostre camere</h1>
<p>Le camere si trovano nella villa padronale e nell&rsquo;antico fienile restaurato. Tutte hanno bagno privato, aria condizionata, cassaforte e una vista diversa sulla campagna.</p>
<div class="table-responsive">
<table class="tablepress tablepress-id-3">
<thead><tr><th>Camera</th><th>Ospiti</th><th>Superficie</th><th>Prezzo a notte</th></tr></thead>
<tbody>
<tr class="row-2"><td>Classic doppia</td><td>2</td><td>18 m&sup2;</td><td>&euro;&nbsp;140</td></tr>
<tr class="row-3"><td>Superior con vista vigneto</td><td>2</td><td>24 m&sup2;</td><td>&euro;&nbsp;175</td></tr>
<tr class="row-4"><td>Suite Glicine</td><td>2 + 1 bambino</td><td>38 m&sup2;</td><td>&euro;&nbsp;240</td></tr>
<tr class="row-5"><td>Appartamento Il Fienile</td><td>fino a 4</td><td>60 m&sup2;</td><td>&euro;&nbsp;290</td></tr>
</tbody>
</table>
</div>
<p class="small">I prezzi si intendono per camera, a notte, con colazione inclusa. Tassa di soggiorno esclusa.</p>
<h2>Colazione</h2>
<p>La colazione è servita nella limonaia dalle 8:00 alle 10:30: torte fatte in casa, pane del forno di Vagliagli, salumi, formaggi del territorio e marmellate preparate con la frutta dei nostri alberi.</p>
<h2>Buono a sapersi</h2>
<ul>
<li>Nelle camere Classic e Superior è possibile aggiungere un letto supplementare a &euro; 35 a notte.</li>
<li>Nei mesi di luglio e agosto il soggiorno minimo è di due notti.</li>
<li>L&rsquo;appartamento Il Fienile ha una cucina attrezzata e un ingresso indipendente.</li>
</ul>
<p><a class="btn" href="/contatti">Richiedi disponibilità</a></p>`,
  },
  {
    path: '/ristorante',
    lang: 'it',
    title: "Osteria dell'Aurora",
    description:
      'Il ristorante della tenuta: cucina toscana, pasta fatta a mano e vini di nostra produzione.',
    alternates: { en: '/en/restaurant' },
    crumb: 'Ristorante',
    main: `<h1>Osteria dell&rsquo;Aurora</h1>
<p class="lead">Nella vecchia tinaia della villa lo chef <strong>Tommaso Neri</strong> cucina piatti della tradizione senese con ingredienti dell&rsquo;orto e dei piccoli produttori della zona.</p>
<h2>Orari</h2>
<p>Siamo aperti a cena tutte le sere dalle 19:30 alle 22:00. La domenica serviamo anche il pranzo, dalle 12:30 alle 14:30.</p>
<p>Il ristorante è chiuso il martedì.</p>
<p>L&rsquo;Osteria è aperta anche a chi non soggiorna in villa: la prenotazione è consigliata, soprattutto nel fine settimana.</p>
<h2>Il menu</h2>
<div class="menu-section"><h3>Antipasti</h3>
<ul class="menu-list">
<li><span class="dish">Crostini toscani con fegatini</span> <span class="price">&euro; 9</span></li>
<li><span class="dish">Tagliere di salumi di cinta senese e pecorino</span> <span class="price">&euro; 14</span></li>
</ul></div>
<div class="menu-section"><h3>Primi</h3>
<ul class="menu-list">
<li><span class="dish">Pici al ragù bianco di cinta senese</span> <span class="price">&euro; 16</span></li>
<li><span class="dish">Ribollita</span> <span class="price">&euro; 12</span></li>
</ul></div>
<div class="menu-section"><h3>Secondi</h3>
<ul class="menu-list">
<li><span class="dish">Peposo all&rsquo;Imprunetina con polenta</span> <span class="price">&euro; 22</span></li>
<li><span class="dish">Bistecca alla fiorentina (minimo 1 kg)</span> <span class="price">&euro; 55 al kg</span></li>
</ul></div>
<div class="menu-section"><h3>Dolci</h3>
<ul class="menu-list">
<li><span class="dish">Cantucci e Vin Santo della tenuta</span> <span class="price">&euro; 9</span></li>
<li><span class="dish">Tiramisù della casa</span> <span class="price">&euro; 8</span></li>
</ul></div>
<h3>Menu degustazione &laquo;Terre di Siena&raquo;</h3>
<p>Cinque portate scelte dallo chef secondo la stagione.</p>
<p class="price">&euro; 58 a persona</p>
<p>Abbinamento con quattro calici dei nostri vini: &euro; 25 in più.</p>
<p>Per i bambini sotto i 10 anni c&rsquo;è un menu dedicato a &euro; 15.</p>
<p>Su richiesta prepariamo piatti senza glutine e vegetariani: segnalatecelo quando prenotate.</p>`,
  },
  {
    path: '/matrimoni',
    lang: 'it',
    title: 'Matrimoni ed eventi',
    description: 'Matrimoni in Toscana nella limonaia e nel prato dei cipressi di Villa Aurora.',
    alternates: { en: '/en/weddings' },
    crumb: 'Matrimoni ed eventi',
    main: `<h1>Il vostro matrimonio a Villa Aurora</h1>
<p>Dal primo sopralluogo all&rsquo;ultimo ballo, il nostro team eventi vi segue in ogni dettaglio. Celebriamo matrimoni da aprile a ottobre, un solo evento per giornata, così la villa è tutta per voi.</p>
<h2>Gli spazi</h2>
<p>La <strong>Limonaia</strong> accoglie fino a 120 invitati seduti anche in caso di pioggia. Per ricevimenti più grandi allestiamo il <strong>prato dei cipressi</strong>, che ospita fino a 180 invitati. Accettiamo matrimoni a partire da 50 invitati.</p>
<h2>La cerimonia</h2>
<p>In villa celebriamo riti simbolici all&rsquo;aperto, davanti al vigneto. La cerimonia civile con valore legale si svolge nel palazzo comunale di Castelnuovo Berardenga, a 6 km dalla villa.</p>
<h2>I pacchetti</h2>
<div class="packages">
<div class="package"><h3>Essenziale</h3>
<p>Aperitivo di benvenuto, menu di tre portate, torta nuziale e vini della tenuta.</p>
<p class="package-price">&euro;&nbsp;95 a persona</p></div>
<div class="package"><h3>Aurora</h3>
<p>Aperitivo con buffet di specialità toscane, menu di quattro portate, open bar dopo la torta, allestimento floreale della limonaia.</p>
<p class="package-price">&euro;&nbsp;135 a persona</p></div>
<div class="package"><h3>Gran Galà</h3>
<p>Tutto il pacchetto Aurora più angolo dei formaggi, carrello dei dolci e musica dal vivo durante la cena.</p>
<p class="package-price">&euro;&nbsp;180 a persona</p></div>
</div>
<h2>Regole della casa</h2>
<p>La musica all&rsquo;aperto deve terminare entro le 00:30; la festa può continuare nella limonaia fino alle 2:00.</p>
<p>Per rispetto degli animali e del bosco non sono ammessi fuochi d&rsquo;artificio né lanterne volanti.</p>
<p>Per confermare la data chiediamo un acconto del 30% del preventivo.</p>
<h2>Visite e preventivi</h2>
<p>Le visite della location si fanno solo su appuntamento. Scrivete a <a href="mailto:eventi@villa-aurora.test">eventi@villa-aurora.test</a> indicando la data desiderata e il numero di invitati.</p>`,
  },
  {
    path: '/esperienze',
    lang: 'it',
    title: 'Esperienze in tenuta',
    description: 'Corso di cucina, degustazioni in cantina, tour in e-bike e ricerca del tartufo.',
    crumb: 'Esperienze',
    main: `<h1>Esperienze</h1>
<p>Vivere la campagna vuol dire anche metterci le mani. Ecco cosa potete fare durante il vostro soggiorno (le esperienze sono aperte anche agli ospiti esterni, su prenotazione alla reception).</p>
<div class="experience"><h2>Corso di cucina con lo chef</h2>
<p>Ogni giovedì alle 10:00 lo chef Tommaso apre la cucina dell&rsquo;Osteria: in tre ore si preparano pici, sugo e un dolce, e poi si pranza insieme con quello che si è cucinato. Massimo 8 partecipanti.</p>
<p class="price">&euro; 85 a persona, pranzo incluso</p></div>
<div class="experience"><h2>Degustazione in cantina</h2>
<p>Tutti i giorni alle 17:00 Luca vi accompagna tra le botti e vi fa assaggiare sei vini della tenuta, dal rosato al Vin Santo, con pane e olio nuovo.</p>
<p class="price">&euro; 30 a persona</p></div>
<div class="experience"><h2>Tour in e-bike</h2>
<p>Mezza giornata sulle strade bianche del Chianti con una guida, fino al borgo di San Gusmè. Bici elettrica e casco compresi.</p>
<p class="price">&euro; 60 a persona</p></div>
<div class="experience"><h2>Alla ricerca del tartufo</h2>
<p>In ottobre e novembre, con il tartufaio Beppe e il suo cane Lilla, due ore nel bosco della tenuta e merenda finale.</p>
<p class="price">&euro; 70 a persona</p></div>`,
  },
  {
    path: '/piscina',
    lang: 'it',
    title: 'La piscina',
    description: 'La piscina panoramica di Villa Aurora.',
    alternates: { en: '/en/pool' },
    crumb: 'Piscina',
    main: `<h1>La piscina</h1>
<p>La nostra piscina a sfioro, con acqua salata, misura 16 metri per 8 e si affaccia sul vigneto. Intorno ci sono lettini, ombrelloni e un piccolo bar che serve pranzi leggeri dalle 12:30 alle 15:00.</p>
<p>La piscina è aperta dal 25 aprile al 5 ottobre, tutti i giorni dalle 9:00 alle 19:00.</p>
<p>È riservata agli ospiti che soggiornano in villa. Non è presente un bagnino: i bambini sotto i 12 anni devono essere sempre accompagnati da un adulto.</p>
<p>I teli piscina sono a disposizione in camera.</p>`,
  },
  {
    path: '/offerte',
    lang: 'it',
    title: 'Offerte speciali',
    description: 'Le offerte del momento per soggiornare a Villa Aurora.',
    crumb: 'Offerte',
    main: `<h1>Offerte speciali</h1>
<div class="offer"><h2>Primavera in Chianti</h2>
<p>Dal 1° marzo al 15 aprile: tre notti al prezzo di due, con una degustazione in cantina in omaggio. Valida su tutte le camere, non cumulabile con altre promozioni.</p></div>
<div class="offer"><h2>Soggiorni lunghi</h2>
<p>Chi resta sette notti o più in bassa stagione (marzo, aprile, novembre e dicembre) ha uno sconto del 15% sul prezzo della camera.</p></div>
<p class="small">Per usufruire delle offerte prenotate direttamente con noi, citando il nome della promozione.</p>`,
  },
  {
    path: '/come-raggiungerci',
    lang: 'it',
    title: 'Come raggiungerci',
    description: 'Indicazioni stradali, aeroporti, treno e parcheggio.',
    alternates: { en: '/en/getting-here' },
    crumb: 'Come raggiungerci',
    main: `<h1>Come raggiungerci</h1>
<p>Villa Aurora si trova a 18 km da Siena (circa 20 minuti di auto) e a 70 km da Firenze.</p>
<iframe src="https://maps.example/embed?q=villa+aurora" width="600" height="300" title="Mappa" loading="lazy"></iframe>
<h2>In auto</h2>
<p>Dall&rsquo;autostrada A1 prendete il raccordo Firenze&ndash;Siena e uscite a Siena Nord, poi seguite le indicazioni per Vagliagli. Gli ultimi 2 km sono su strada bianca, percorribile con qualsiasi auto.</p>
<p><strong>Attenzione:</strong> alcuni navigatori propongono la strada sterrata da San Gusmè, sconsigliata con auto basse.</p>
<h2>Dagli aeroporti</h2>
<p>Dall&rsquo;aeroporto di Firenze ci vuole circa un&rsquo;ora e 10 minuti; da quello di Pisa circa un&rsquo;ora e 45 minuti.</p>
<p>Su richiesta organizziamo un transfer privato dall&rsquo;aeroporto di Firenze: costa &euro; 120 a tratta per un massimo di 3 persone e va prenotato almeno 48 ore prima.</p>
<h2>In treno</h2>
<p>La stazione più vicina è Siena. Da lì un taxi impiega circa 25 minuti e costa intorno ai 45 euro.</p>
<h2>Parcheggio</h2>
<p>Il parcheggio privato è gratuito per gli ospiti, con 40 posti auto e 2 colonnine di ricarica per auto elettriche.</p>`,
  },
  {
    path: '/domande-frequenti',
    lang: 'it',
    title: 'Domande frequenti',
    description: 'Animali, bambini, orari di arrivo e partenza, cancellazioni e pagamenti.',
    alternates: { en: '/en/faq' },
    crumb: 'FAQ',
    main: `<h1>Domande frequenti</h1>
<div class="faq">
<details open><summary>Posso portare il mio animale?</summary>
<div class="faq-answer"><p>Sì, i cani di piccola e media taglia sono i benvenuti, con un supplemento di &euro; 15 a notte. Non possono entrare in piscina né nella sala del ristorante.</p></div></details>
<details><summary>Accettate bambini?</summary>
<div class="faq-answer"><p>Certo, i bambini sono i benvenuti. La culla è gratuita per i bambini sotto i 3 anni; è disponibile anche un seggiolone al ristorante.</p></div></details>
<details><summary>A che ora si arriva e si parte?</summary>
<div class="faq-answer"><p>Il check-in è dalle 15:00 alle 19:30; il check-out entro le 10:30. Se arrivate più tardi avvisateci: vi lasceremo le chiavi in una cassetta di sicurezza all&rsquo;ingresso.</p></div></details>
<details><summary>Qual è la politica di cancellazione?</summary>
<div class="faq-answer"><p>La cancellazione è gratuita fino a 14 giorni prima dell&rsquo;arrivo. Per disdette successive addebitiamo il 50% dell&rsquo;intero soggiorno; in caso di mancato arrivo, il 100%.</p></div></details>
<details><summary>Si può fumare?</summary>
<div class="faq-answer"><p>Tutti gli spazi interni della villa sono non fumatori. Si può fumare solo all&rsquo;aperto, lontano dalla piscina.</p></div></details>
<details><summary>Quali pagamenti accettate?</summary>
<div class="faq-answer"><p>Accettiamo contanti, bancomat, carte Visa e Mastercard e bonifico bancario. Non accettiamo American Express.</p></div></details>
<details><summary>C&rsquo;è la tassa di soggiorno?</summary>
<div class="faq-answer"><p>Sì, il Comune applica un&rsquo;imposta di &euro; 2 a persona per notte, per le prime 5 notti. I minori di 12 anni sono esenti.</p></div></details>
<details><summary>Siete aperti tutto l&rsquo;anno?</summary>
<div class="faq-answer"><p>La villa chiude per la pausa invernale dal 7 gennaio al 28 febbraio. Il resto dell&rsquo;anno siamo sempre aperti.</p></div></details>
<details><summary>C&rsquo;è il Wi-Fi?</summary>
<div class="faq-answer"><p>Sì, la connessione Wi-Fi è gratuita in tutte le camere e negli spazi comuni.</p></div></details>
</div>`,
  },
  {
    path: '/contatti',
    lang: 'it',
    title: 'Contatti',
    description: 'Indirizzo, telefono, email e orari della segreteria.',
    alternates: { en: '/en/contact' },
    crumb: 'Contatti',
    main: `<h1>Contatti</h1>
<div class="contact-grid">
<div class="contact-card">
<h2>Villa Aurora &ndash; Agriturismo</h2>
<address>Strada di Vagliagli 12<br>53019 Castelnuovo Berardenga (SI)<br>Italia</address>
<p>Tel. +39 0577 123456</p>
<p>WhatsApp +39 347 555 0192</p>
<p><a href="mailto:info@villa-aurora.test">info@villa-aurora.test</a></p>
</div>
<div class="contact-card">
<h2>Orari della segreteria</h2>
<p>L&rsquo;ufficio prenotazioni risponde dal lunedì al sabato, dalle 9:00 alle 18:00.</p>
<p>La domenica l&rsquo;ufficio è chiuso: per urgenze gli ospiti in villa possono rivolgersi alla reception.</p>
</div>
</div>
<h2>Scrivici</h2>
<form class="wpcf7-form" action="/contatti#wpcf7" method="post">
<p><label>Nome e cognome<br><input type="text" name="your-name" required></label></p>
<p><label>Email<br><input type="email" name="your-email" required></label></p>
<p><label>Date del soggiorno<br><input type="text" name="dates"></label></p>
<p><label>Messaggio<br><textarea name="your-message" rows="6"></textarea></label></p>
<p><label><input type="checkbox" name="privacy" required> Ho letto l&rsquo;<a href="/privacy">informativa privacy</a></label></p>
<p><input type="submit" value="Invia"></p>
</form>`,
  },
  {
    path: '/blog',
    lang: 'it',
    title: 'Blog',
    description: 'Notizie dalla tenuta.',
    alternates: { en: '/en/blog' },
    crumb: 'Blog',
    main: `<h1>Notizie dalla tenuta</h1>
<div class="post-list">
<article class="post-card"><time datetime="2026-06-10">10 giugno 2026</time><h2><a href="/blog/festa-della-vendemmia-2026">Torna la Festa della Vendemmia</a></h2><p>Musica, uva e cena all&rsquo;aperto: segnatevi la data!</p><a class="more" href="/blog/festa-della-vendemmia-2026">Leggi tutto &raquo;</a></article>
<article class="post-card"><time datetime="2026-03-02">2 marzo 2026</time><h2><a href="/blog/chianti-riserva-premiato">Un premio per la nostra Riserva</a></h2><p>Una bella soddisfazione per Luca e per tutta la cantina.</p><a class="more" href="/blog/chianti-riserva-premiato">Leggi tutto &raquo;</a></article>
<article class="post-card"><time datetime="2025-11-05">5 novembre 2025</time><h2><a href="/blog/olio-nuovo-2025">È arrivato l&rsquo;olio nuovo</a></h2><p>Com&rsquo;è andata la raccolta delle olive quest&rsquo;anno.</p><a class="more" href="/blog/olio-nuovo-2025">Leggi tutto &raquo;</a></article>
<article class="post-card"><time datetime="2025-11-20">20 novembre 2025</time><h2><a href="/blog/mercatino-di-natale">Il mercatino di Natale in villa</a></h2><p>Artigiani, dolci e vin brulè nella corte della villa.</p><a class="more" href="/blog/mercatino-di-natale">Leggi tutto &raquo;</a></article>
</div>`,
  },
  {
    path: '/blog/festa-della-vendemmia-2026',
    lang: 'it',
    title: 'Torna la Festa della Vendemmia',
    description: 'La Festa della Vendemmia 2026 a Villa Aurora.',
    alternates: { en: '/en/blog/harvest-festival-2026' },
    crumb: 'Blog',
    main: `<article class="post">
<h1>Torna la Festa della Vendemmia</h1>
<p class="post-meta">Pubblicato il <time datetime="2026-06-10">10 giugno 2026</time> da Giulia</p>
<p>Anche quest&rsquo;anno festeggiamo la fine della vendemmia con amici, ospiti e vicini di casa. La Festa della Vendemmia si terrà sabato 26 settembre 2026, a partire dalle 16:00.</p>
<p>Nel pomeriggio si pigia l&rsquo;uva a piedi nudi nei tini, come facevano i nonni, mentre i più piccoli giocano nella corte. Alle 20:00 ci sediamo tutti alla lunga tavolata sotto le stelle.</p>
<p>L&rsquo;ingresso con degustazione costa &euro; 25; i bambini sotto i 12 anni entrano gratis. La cena va prenotata a parte.</p>
<p>Vi aspettiamo!</p>
</article>`,
  },
  {
    path: '/blog/chianti-riserva-premiato',
    lang: 'it',
    title: 'Un premio per la nostra Riserva',
    description: 'Il Chianti Classico Riserva Poggio all’Aurora premiato.',
    alternates: { en: '/en/blog/riserva-award' },
    crumb: 'Blog',
    main: `<article class="post">
<h1>Un premio per la nostra Riserva</h1>
<p class="post-meta">Pubblicato il <time datetime="2026-03-02">2 marzo 2026</time> da Luca</p>
<p>Siamo felicissimi: il nostro Chianti Classico Riserva 2021 &laquo;Poggio all&rsquo;Aurora&raquo; ha ottenuto 92 punti nella guida Calici di Toscana 2026.</p>
<p>È un vino nato da una sola vigna, la più alta della tenuta, e affinato per 24 mesi in botti di rovere.</p>
<p>Lo trovate nel nostro punto vendita a &euro; 32 la bottiglia, e naturalmente in carta all&rsquo;Osteria.</p>
</article>`,
  },
  {
    path: '/blog/olio-nuovo-2025',
    lang: 'it',
    title: 'È arrivato l’olio nuovo',
    description: 'La raccolta delle olive 2025 a Villa Aurora.',
    crumb: 'Blog',
    main: `<article class="post">
<h1>È arrivato l&rsquo;olio nuovo</h1>
<p class="post-meta">Pubblicato il <time datetime="2025-11-05">5 novembre 2025</time> da Giulia</p>
<p>Quest&rsquo;anno la raccolta delle olive è cominciata il 20 ottobre ed è durata tre settimane. Raccogliamo ancora a mano, con i pettini e le reti, e portiamo le olive al frantoio di Vagliagli entro la sera stessa.</p>
<p>La resa è stata del 14%, un po&rsquo; più bassa dell&rsquo;anno scorso, ma l&rsquo;olio è verde, piccante e profumatissimo.</p>
<p>L&rsquo;olio nuovo è in vendita dal 15 novembre: la lattina da 3 litri costa &euro; 48 e spediamo in tutta Italia.</p>
</article>`,
  },
  {
    path: '/blog/mercatino-di-natale',
    lang: 'it',
    title: 'Il mercatino di Natale in villa',
    description: 'Il mercatino di Natale di Villa Aurora.',
    crumb: 'Blog',
    main: `<article class="post">
<h1>Il mercatino di Natale in villa</h1>
<p class="post-meta">Pubblicato il <time datetime="2025-11-20">20 novembre 2025</time> da Giulia</p>
<p>Domenica 7 dicembre la corte della villa si riempie di bancarelle: trenta artigiani del territorio con ceramiche, lana, legno intagliato e dolci di Natale.</p>
<p>Il mercatino è aperto dalle 10:00 alle 18:00 e l&rsquo;ingresso è libero. Alle 16:00 arriva Babbo Natale in calesse, per la gioia dei più piccoli.</p>
<p>Per scaldarsi ci saranno vin brulè, caldarroste e cioccolata calda.</p>
</article>`,
  },
];
