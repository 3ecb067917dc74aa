import {
  CDN,
  collapsible,
  imageWithText,
  NB_ADDRESS,
  NB_EMAIL,
  NB_PHONE,
  type NorthbankPage,
  pageSection,
  productGrid,
  shopifySection,
} from './northbank-roasters.layout.ts';
import { cards } from './northbank-roasters.shop.ts';

/**
 * The Italian translation (Shopify Translate & Adapt) of the home page, the café, shipping, the FAQ and
 * the story. The handles were left untranslated; the prices in the translated prose use decimal commas,
 * while the menu list and the product cards keep the shop's money format.
 */
const home: NorthbankPage = {
  path: '/it',
  lang: 'it',
  title: 'Caffè specialty tostato a Leeds',
  description:
    'Northbank Coffee Roasters: caffè specialty tostato due volte a settimana in un arco ferroviario di Leeds. Caffè in grani, abbonamenti e attrezzatura, oppure vieni nella nostra caffetteria.',
  template: 'index',
  alternate: '/',
  main: `${shopifySection(
    'image_banner',
    `<div id="Banner-image-banner" class="banner banner--content-align-center banner--large banner--desktop-transparent">
  <div class="banner__media media"><img src="${CDN}/files/roastery-arch.jpg?v=1729&amp;width=3840" alt="La tostatrice nell&rsquo;arco ferroviario di Northbank Yard" width="3840" height="2160" sizes="100vw" fetchpriority="high"></div>
  <div class="banner__content banner__content--middle-center page-width">
    <div class="banner__box content-container content-container--full-width-mobile color-scheme-3 gradient">
      <h2 class="banner__heading inline-richtext h0">Tostato a Leeds, due volte a settimana</h2>
      <div class="banner__text rte"><p>Caffè specialty tostato in piccoli lotti sotto un arco ferroviario di Kirkstall Road, spedito fresco a casa tua.</p></div>
      <div class="banner__buttons"><a href="/collections/coffee" class="button button--primary">Scopri i caffè</a><a href="/pages/subscriptions" class="button button--secondary">Abbonati</a></div>
    </div>
  </div>
</div>`,
    'section',
  )}
${productGrid('I caffè di questa settimana', [cards.house!, cards.guji!, cards.decaf!, cards.kenya!], 'it', '/collections/coffee')}
${shopifySection(
  'multicolumn',
  `<div class="multicolumn color-scheme-1 gradient background-none no-heading"><div class="page-width section-multicolumn-padding isolate">
  <ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--3-col-desktop" role="list">
    <li class="multicolumn-list__item grid__item center"><div class="multicolumn-card content-container"><div class="multicolumn-card__info"><h3 class="inline-richtext">Appena tostato</h3><div class="rte"><p>Tostiamo il lunedì e il giovedì e spediamo ogni ordine entro 48 ore dalla tostatura.</p></div></div></div></li>
    <li class="multicolumn-list__item grid__item center"><div class="multicolumn-card content-container"><div class="multicolumn-card__info"><h3 class="inline-richtext">Mai più senza caffè</h3><div class="rte"><p>Un sacchetto ogni 2 o 4 settimane, con il 10% di sconto. <a href="/pages/subscriptions">Come funzionano gli abbonamenti</a> (in inglese)</p></div></div></div></li>
    <li class="multicolumn-list__item grid__item center"><div class="multicolumn-card content-container"><div class="multicolumn-card__info"><h3 class="inline-richtext">Impara a estrarre</h3><div class="rte"><p>Corsi per baristi di casa e di caffè filtro nella nostra tasting room, e un cupping gratuito ogni mese. <a href="/pages/classes">Le date</a> (in inglese)</p></div></div></div></li>
  </ul>
</div></div>`,
  'section',
)}
${imageWithText(
  'cafe-counter.jpg',
  'Il bancone della caffetteria con la macchina La Marzocco e le torte sotto le campane di vetro',
  `<h2 class="image-with-text__heading inline-richtext h1">Vieni a trovarci</h2>
<div class="image-with-text__text rte body"><p>La nostra caffetteria e tasting bar è sotto l&rsquo;arco accanto alla tostatrice. Espresso, degustazioni di filtro e dolci di Crumb &amp; Co. Aperti dal martedì alla domenica; cani benvenuti.</p></div>
<a href="/it/pages/cafe" class="button button--primary">Orari e menù</a>`,
)}`,
};

const cafe: NorthbankPage = {
  path: '/it/pages/cafe',
  lang: 'it',
  title: 'Caffetteria e tasting bar',
  description:
    'Orari, menù e informazioni utili per visitare la caffetteria e tasting bar di Northbank a Northbank Yard, Kirkstall Road, Leeds.',
  template: 'page',
  alternate: '/pages/cafe',
  main: `${imageWithText(
    'cafe-interior.jpg',
    'Il lungo bancone di legno e gli sgabelli della caffetteria, con la tostatrice dietro una parete di vetro',
    `<h1 class="image-with-text__heading inline-richtext h1">Caffetteria e tasting bar</h1>
<div class="image-with-text__text rte body"><p>La caffetteria condivide l&rsquo;arco ferroviario con la tostatrice. Vieni per un flat white, resta per una degustazione di filtri e il giovedì mattina guarda la tostatura attraverso il vetro.</p></div>`,
  )}
${pageSection(
  'Orari di apertura',
  `<table class="opening-hours">
<thead><tr><th>Giorno</th><th>Caffetteria e tasting bar</th></tr></thead>
<tbody>
<tr><td>Lunedì</td><td>Chiuso (giorno di tostatura)</td></tr>
<tr><td>Martedì</td><td>7:30&ndash;17:00</td></tr>
<tr><td>Mercoledì</td><td>7:30&ndash;17:00</td></tr>
<tr><td>Giovedì</td><td>7:30&ndash;17:00</td></tr>
<tr><td>Venerdì</td><td>7:30&ndash;17:00</td></tr>
<tr><td>Sabato</td><td>8:30&ndash;17:00</td></tr>
<tr><td>Domenica</td><td>9:00&ndash;15:00</td></tr>
</tbody>
</table>
<p>La caffetteria è chiusa il lunedì, quando tutta la squadra tosta e prepara gli ordini. Nei lunedì festivi (bank holiday) però siamo aperti, 9:00&ndash;15:00.</p>
<p>I toast sono serviti fino alle 14:30.</p>
<p><em>Orari in vigore dal 7 settembre 2026.</em></p>
<p><strong>Natale:</strong> la caffetteria è chiusa dal 24 dicembre 2026 e riapre martedì 5 gennaio 2027.</p>`,
)}
${shopifySection(
  'menu',
  `<div class="page-width page-width--narrow section-menu-padding">
  <h2 class="h1" id="menu">Menù</h2>
  <div class="menu-columns grid grid--2-col-tablet">
    <div class="grid__item"><h3>Caffè</h3>
      <ul class="price-list list-unstyled">
        <li><span class="price-list__item">Espresso</span> <span class="price-list__price">£2.60</span></li>
        <li><span class="price-list__item">Macchiato</span> <span class="price-list__price">£2.80</span></li>
        <li><span class="price-list__item">Cortado</span> <span class="price-list__price">£3.10</span></li>
        <li><span class="price-list__item">Flat white</span> <span class="price-list__price">£3.40</span></li>
        <li><span class="price-list__item">Cappuccino</span> <span class="price-list__price">£3.50</span></li>
        <li><span class="price-list__item">Latte macchiato</span> <span class="price-list__price">£3.50</span></li>
        <li><span class="price-list__item">Caffè filtro (batch brew)</span> <span class="price-list__price">£3.00</span></li>
        <li><span class="price-list__item">V60, qualsiasi monorigine</span> <span class="price-list__price">£4.20</span></li>
        <li><span class="price-list__item">Degustazione: tre caffè filtro a confronto</span> <span class="price-list__price">£7.50</span></li>
        <li><span class="price-list__item">Shot in più</span> <span class="price-list__price">50p</span></li>
      </ul>
    </div>
    <div class="grid__item"><h3>Non caffè</h3>
      <ul class="price-list list-unstyled">
        <li><span class="price-list__item">Tè in foglia</span> <span class="price-list__price">£2.70</span></li>
        <li><span class="price-list__item">Cioccolata calda</span> <span class="price-list__price">£3.60</span></li>
      </ul>
      <h3>Da mangiare</h3>
      <ul class="price-list list-unstyled">
        <li><span class="price-list__item">Croissant al burro</span> <span class="price-list__price">£2.90</span></li>
        <li><span class="price-list__item">Brioche al cardamomo</span> <span class="price-list__price">£3.40</span></li>
        <li><span class="price-list__item">Toast: formaggio e kimchi, oppure prosciutto e senape</span> <span class="price-list__price">£6.75</span></li>
      </ul>
      <p class="caption">I dolci sono sfornati ogni mattina da Crumb &amp; Co. a Chapel Allerton.</p>
    </div>
  </div>
  <h3>Latte</h3>
  <p>Il latte intero e parzialmente scremato arriva da Lister&rsquo;s Dairy a Wetherby. Latte d&rsquo;avena e di soia senza costi aggiuntivi. Non abbiamo latte di mandorla e non facciamo sciroppi aromatizzati.</p>
  <p>Ogni bevanda si può fare con il nostro decaffeinato Swiss Water.</p>
</div>`,
  'section',
)}
${collapsible(
  'Informazioni utili',
  [
    [
      'Posso portare il cane?',
      '<p>I cani sono i benvenuti in caffetteria. Accanto alla porta c&rsquo;è una ciotola d&rsquo;acqua e dietro il bancone ci sono i biscotti per cani; tenetelo al guinzaglio. Ai corsi e ai cupping sul soppalco sono ammessi solo i cani d&rsquo;assistenza.</p>',
    ],
    [
      'La caffetteria è accessibile?',
      '<p>Sì: l&rsquo;ingresso da Northbank Yard è senza gradini, con una doppia porta larga, e al piano terra c&rsquo;è un bagno accessibile. La tasting room sul soppalco è in cima a 14 gradini e non c&rsquo;è ascensore.</p>',
    ],
    ['C&rsquo;è il wi-fi?', '<p>Wi-fi gratuito: la password è stampata sullo scontrino.</p>'],
    [
      'Posso lavorare al portatile?',
      '<p>I portatili sono benvenuti dal martedì al venerdì, e lungo il bancone ci sono le prese. Il sabato e la domenica niente portatili, così c&rsquo;è posto per tutti.</p>',
    ],
    ['Quanti posti ci sono?', '<p>30 posti all&rsquo;interno e 12 all&rsquo;aperto nel cortile.</p>'],
    [
      'Come si arriva?',
      `<p>Siamo in ${NB_ADDRESS}, a 10 minuti a piedi dalla stazione di Burley Park. L&rsquo;autobus 33 ferma a Northbank Yard. Non abbiamo un parcheggio per i clienti, ma su Kirkstall Road c&rsquo;è il parcheggio a pagamento.</p>`,
    ],
    [
      'Posso telefonare alla caffetteria?',
      `<p>Chiamaci al <a href="tel:+441134960732">${NB_PHONE}</a> negli orari di apertura della caffetteria.</p>`,
    ],
  ],
  'cafe-faq-it',
)}`,
};

const shipping: NorthbankPage = {
  path: '/it/pages/shipping',
  lang: 'it',
  title: 'Spedizioni e resi',
  description:
    'Quando tostiamo e spediamo, prezzi e tempi di consegna nel Regno Unito e all&rsquo;estero, e come funzionano i resi di caffè e attrezzatura.',
  template: 'page',
  alternate: '/pages/shipping',
  main: pageSection(
    'Spedizioni e resi',
    `<h2 id="tostatura">Tostatura e spedizione</h2>
<p>Tostiamo il lunedì e il giovedì. Gli ordini fatti entro le 9:00 di un giorno di tostatura entrano nella tostatura di quel giorno, e ogni ordine parte entro 48 ore dalla tostatura. La data di tostatura è stampata su ogni sacchetto.</p>
<h2 id="regno-unito">Consegna nel Regno Unito</h2>
<table class="shipping-rates">
<thead><tr><th>Servizio</th><th>Prezzo</th><th>Tempi di consegna dalla spedizione</th></tr></thead>
<tbody>
<tr><td>Royal Mail Tracked 48</td><td>£4,50 (gratuita per ordini sopra i £30)</td><td>2&ndash;3 giorni lavorativi</td></tr>
<tr><td>DPD Next Day</td><td>£7,95</td><td>Giorno lavorativo successivo</td></tr>
<tr><td>Highlands e isole scozzesi, Irlanda del Nord, Isola di Man (Royal Mail)</td><td>£6,50</td><td>3&ndash;5 giorni lavorativi</td></tr>
<tr><td>Ritiro a Northbank Yard</td><td>Gratuito</td><td>Di solito pronto in 24 ore</td></tr>
</tbody>
</table>
<p>La spedizione gratuita sopra i £30 vale per Royal Mail Tracked 48 in Gran Bretagna. Gli ordini in abbonamento viaggiano sempre gratis nel Regno Unito.</p>
<p><strong>Natale:</strong> l&rsquo;ultima tostatura per ricevere il caffè nel Regno Unito prima di Natale è giovedì 17 dicembre 2026. Ordina entro le 9:00 di quel giorno.</p>
<h2 id="estero">Spedizioni internazionali</h2>
<table class="shipping-rates">
<thead><tr><th>Destinazione</th><th>Prezzo</th><th>Tempi di consegna dalla spedizione</th></tr></thead>
<tbody>
<tr><td>Unione europea</td><td>£12,95</td><td>5&ndash;10 giorni lavorativi</td></tr>
<tr><td>Svizzera e Norvegia</td><td>£16,00</td><td>7&ndash;12 giorni lavorativi</td></tr>
</tbody>
</table>
<p>Gli ordini verso l&rsquo;UE sono spediti con dazi già pagati (DDP): alla consegna non c&rsquo;è niente da pagare. Per la Svizzera e la Norvegia la dogana del tuo paese potrebbe chiedere dazi d&rsquo;importazione.</p>
<p>Non spediamo fuori dal Regno Unito e dall&rsquo;Europa: niente ordini verso Stati Uniti, Canada o Australia, ci dispiace.</p>
<h2 id="ritardi">Pacchi in ritardo o persi</h2>
<p>Se il pacco non è arrivato entro 7 giorni lavorativi dalla spedizione nel Regno Unito (15 giorni lavorativi in Europa), scrivici a ${NB_EMAIL} e te ne spediremo un altro.</p>
<h2 id="resi">Resi</h2>
<p><strong>Caffè.</strong> Il caffè è un alimento: non possiamo accettare la restituzione del caffè se il sacchetto è stato aperto. Se il caffè arriva danneggiato, o ti abbiamo mandato il caffè o la macinatura sbagliati, avvisaci entro 14 giorni e te lo sostituiamo gratuitamente.</p>
<p><strong>Attrezzatura.</strong> L&rsquo;attrezzatura non usata, nella confezione originale, si può restituire entro 30 giorni dalla consegna con rimborso completo. Le spese di restituzione sono a tuo carico, salvo che l&rsquo;articolo sia difettoso.</p>
<p><strong>I rimborsi</strong> vengono fatti sul metodo di pagamento originale entro 5 giorni lavorativi dall&rsquo;arrivo del reso.</p>
<p>Le gift card non sono rimborsabili. Per i corsi, vedi le condizioni di cancellazione nella <a href="/pages/classes">pagina dei corsi</a> (in inglese).</p>`,
  ),
};

const faq: NorthbankPage = {
  path: '/it/pages/faq',
  lang: 'it',
  title: 'Domande frequenti',
  description:
    'Le risposte alle domande più frequenti: freschezza, macinatura, decaffeinato, abbonamenti, spedizioni, resi e gift card.',
  template: 'page',
  alternate: '/pages/faq',
  main: collapsible(
    'Domande frequenti',
    [
      [
        'Quanto è fresco il vostro caffè?',
        '<p>Freschissimo. Tostiamo il lunedì e il giovedì e spediamo ogni ordine entro 48 ore dalla tostatura; la data di tostatura è stampata su ogni sacchetto. Il caffè dà il meglio tra 7 giorni e 6 settimane dopo la tostatura; lascia riposare una settimana i caffè da espresso.</p>',
      ],
      [
        'Potete macinare il caffè?',
        '<p>Sì. I sacchetti da 250g sono in grani oppure macinati per espresso, filtro o french press (cafetière). I sacchetti da 1kg sono solo in grani.</p>',
      ],
      [
        'Avete il decaffeinato?',
        '<p>Sì, il Colombia El Carmen Decaf, decaffeinato con il metodo Swiss Water Process: solo acqua, nessun solvente chimico. Lo usiamo anche in caffetteria.</p>',
      ],
      [
        'I sacchetti sono riciclabili?',
        '<p>I sacchetti da 250g sono compostabili in casa: togli prima la valvola e l&rsquo;etichetta. I sacchetti da 1kg sono di un solo tipo di plastica e si possono riciclare con le plastiche morbide nei grandi supermercati.</p>',
      ],
      [
        'Come funzionano gli abbonamenti?',
        '<p>Scegli un caffè e ricevilo ogni 2 o 4 settimane con il 10% di sconto e la spedizione gratuita nel Regno Unito. Puoi mettere in pausa, saltare una consegna o disdire in qualsiasi momento dal tuo account. <a href="/pages/subscriptions">Tutto sugli abbonamenti</a> (in inglese).</p>',
      ],
      [
        'Spedite all&rsquo;estero?',
        '<p>Spediamo nell&rsquo;UE a £12,95, e in Svizzera e Norvegia a £16,00. Non spediamo fuori dal Regno Unito e dall&rsquo;Europa. <a href="/it/pages/shipping">Spedizioni e resi</a>.</p>',
      ],
      [
        'Posso restituire un prodotto?',
        '<p>Non possiamo accettare la restituzione del caffè se il sacchetto è stato aperto. L&rsquo;attrezzatura non usata si può restituire entro 30 giorni.</p>',
      ],
      [
        'Quanto durano le gift card?',
        '<p>Le gift card sono valide 24 mesi. Si usano solo online: non si possono usare in caffetteria.</p>',
      ],
      [
        'Si può visitare la torrefazione?',
        '<p>Non organizziamo visite guidate della torrefazione, ma il giovedì mattina puoi guardarci tostare attraverso la parete di vetro della caffetteria. Il lunedì tostiamo a caffetteria chiusa.</p>',
      ],
      [
        'Ho un bar. Posso comprare il vostro caffè all&rsquo;ingrosso?',
        '<p>Sì, guarda la nostra <a href="/pages/wholesale">pagina wholesale</a> (in inglese).</p>',
      ],
      [
        'Come posso contattarvi?',
        `<p>Scrivi a <a href="mailto:${NB_EMAIL}">${NB_EMAIL}</a> o chiama il <a href="tel:+441134960732">${NB_PHONE}</a>. Rispondiamo alle e-mail entro 2 giorni lavorativi. Parliamo inglese; Giulia, del team della caffetteria, risponde anche in italiano.</p>`,
      ],
    ],
    'faq-it',
  ),
};

const about: NorthbankPage = {
  path: '/it/pages/about',
  lang: 'it',
  title: 'La nostra storia',
  description:
    'Come due baristi hanno cominciato a tostare in un garage di Headingley e sono finiti sotto un arco ferroviario.',
  template: 'page',
  alternate: '/pages/about',
  main: `${imageWithText(
    'hannah-tom.jpg',
    'Hannah e Tom davanti alla tostatrice',
    `<h1 class="image-with-text__heading inline-richtext h1">La nostra storia</h1>
<div class="image-with-text__text rte body"><p>Northbank è nata nel 2016 in un garage di Headingley, dove Hannah Okafor e Tom Reilly, due baristi che lavoravano insieme da anni, tostavano un chilo alla volta su una piccola tostatrice e vendevano i sacchetti al Kirkgate Market il sabato.</p></div>`,
  )}
${pageSection(
  'Da un garage a un arco ferroviario',
  `<p>Nel 2019 ci siamo trasferiti nell&rsquo;Arch 7 di Northbank Yard, l&rsquo;arco che ci ha dato il nome, con una tostatrice da 5kg di seconda mano. Un anno dopo è arrivata la caffetteria, proprio accanto alla tostatrice, perché si potesse assaggiare il caffè dove viene tostato. Nel 2025 abbiamo sostituito la vecchia tostatrice con una Giesen da 15kg.</p>
<p>Oggi siamo una squadra di 9 persone. Compriamo la maggior parte del caffè verde direttamente da sei produttori che visitiamo regolarmente, in Brasile, Colombia, Etiopia, Kenya e Ruanda, e li paghiamo ben sopra il prezzo di mercato.</p>
<p>Tostiamo da chiaro a medio, per sentire il luogo da cui viene un caffè, e tostiamo solo quello che abbiamo venduto, due volte a settimana.</p>`,
)}`,
};

export const northbankItalianPages: NorthbankPage[] = [home, cafe, shipping, faq, about];
