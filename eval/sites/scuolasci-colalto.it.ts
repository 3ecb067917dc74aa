import { article, COLALTO_BOOKING, type ColAltoPage, wordTable } from './scuolasci-colalto.layout.ts';

/** A Menu Heading item: the breadcrumbs print it without a link. */
const LESSONS: [string] = ['Lezioni e corsi'];

/** The latest-news module (mod_articles_latest) in the home page's main-bottom position. */
const latestNews = `<div class="moduletable ">
<h3>Ultime novità</h3>
<ul class="mod-articleslatest latestnews mod-list">
<li itemscope itemtype="https://schema.org/Article"><a href="/novita/48-nuovo-tappeto-magico-e-lezioni-serali" itemprop="url"><span itemprop="name">Stagione 2026/27: nuovo tappeto magico e lezioni serali</span></a></li>
<li itemscope itemtype="https://schema.org/Article"><a href="/novita/47-serata-sicurezza-in-montagna" itemprop="url"><span itemprop="name">Serata sulla sicurezza in montagna con le guide alpine</span></a></li>
<li itemscope itemtype="https://schema.org/Article"><a href="/novita/46-cerchiamo-maestri-2026-27" itemprop="url"><span itemprop="name">Cerchiamo maestri per la stagione 2026/27</span></a></li>
<li itemscope itemtype="https://schema.org/Article"><a href="/novita/39-stagione-2025-26-date-e-prezzi" itemprop="url"><span itemprop="name">Stagione 2025/26: date e prezzi</span></a></li>
</ul>
</div>`;

/** Home, private lessons, group courses, the kids' club (Italian only), snowboard and freeride. */
export const colAltoCoursePages: ColAltoPage[] = [
  {
    path: '/',
    lang: 'it',
    title: 'Home',
    description:
      'Scuola Sci Col Alto a Sorafonte/Oberbrunn, Alto Adige: lezioni private e corsi di sci e snowboard, Kinderclub, noleggio, freeride con le guide alpine.',
    itemid: 101,
    view: 'featured',
    mainBottom: latestNews,
    body: `<div class="blog-featured" itemscope itemtype="https://schema.org/Blog">
<div class="blog-items ">
<div class="blog-item" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting">
<div class="item-content">
<div class="page-header">
<h2 itemprop="name">Benvenuti alla Scuola Sci Col Alto</h2>
</div>
<p><img src="/images/headers/scuola-sci-col-alto-maestri.jpg" alt="I maestri della Scuola Sci Col Alto sulla pista Sorafonte" width="1200" height="500" style="display: block; margin-left: auto; margin-right: auto;" loading="lazy"></p>
<p>Dal 1979 insegniamo a sciare sulle piste del Col Alto, sopra Sorafonte/Oberbrunn, nel cuore delle Dolomiti dell'Alto Adige. Siamo 34 maestri di sci e snowboard: lezioni private e corsi collettivi per adulti e bambini, un Kinderclub per i più piccoli, il noleggio a due passi dalla cabinovia e le uscite in neve fresca con le guide alpine.</p>
<p style="text-align: center;"><span style="font-size: 14pt; color: #1f4e79;"><strong>Stagione 2026/27: si parte sabato 5 dicembre 2026!</strong></span><br>Le prenotazioni online sono aperte.</p>
<p>&nbsp;</p>
<table style="width: 100%; border: none;">
<tbody>
<tr>
<td style="width: 25%; text-align: center; vertical-align: top;"><a href="/corsi/lezioni-private"><img src="/images/home/box-lezioni-private.jpg" alt="Lezioni private" width="260" height="180"></a>
<p><strong>Lezioni private</strong><br>sci e snowboard, per te o per il tuo piccolo gruppo</p>
</td>
<td style="width: 25%; text-align: center; vertical-align: top;"><a href="/corsi/corsi-collettivi"><img src="/images/home/box-corsi.jpg" alt="Corsi collettivi" width="260" height="180"></a>
<p><strong>Corsi collettivi</strong><br>adulti e bambini, tutte le settimane</p>
</td>
<td style="width: 25%; text-align: center; vertical-align: top;"><a href="/corsi/kinderclub"><img src="/images/home/box-kinderclub.jpg" alt="Kinderclub Marmotta" width="260" height="180"></a>
<p><strong>Kinderclub Marmotta</strong><br>giochi sulla neve e primi passi sugli sci</p>
</td>
<td style="width: 25%; text-align: center; vertical-align: top;"><a href="/noleggio"><img src="/images/home/box-noleggio.jpg" alt="Noleggio sci" width="260" height="180"></a>
<p><strong>Noleggio</strong><br>sci, snowboard e caschi accanto alla cabinovia</p>
</td>
</tr>
</tbody>
</table>
<p>&nbsp;</p>
<h3>La fiaccolata dei maestri</h3>
<p>La sera del 31 dicembre, alle 17:30, i maestri della scuola scendono con le fiaccole lungo la pista Sorafonte. All'arrivo, davanti all'ufficio, vin brulé e tè caldo per tutti. Vi aspettiamo!</p>
<p><a class="btn btn-primary" href="${COLALTO_BOOKING}?lang=it" target="_blank" rel="noopener">Prenota online</a></p>
</div>
</div>
</div>
</div>`,
  },
  {
    path: '/corsi/lezioni-private',
    lang: 'it',
    title: 'Lezioni private',
    description:
      'Lezioni private di sci e snowboard con maestri diplomati: prezzi per 1, 2, 3–4 persone in bassa e alta stagione, punto d’incontro e lingue.',
    itemid: 103,
    view: 'article',
    trail: [LESSONS],
    body: article(
      'Lezioni private',
      { author: 'Markus Feichtnar', published: '2026-10-12T09:30:00+02:00', hits: 3187 },
      'it',
      `<p>Una lezione privata è il modo più veloce per imparare o per migliorare: il maestro è tutto per te, o per il tuo piccolo gruppo di amici o familiari, e segue il tuo ritmo. Le lezioni private sono per sci e snowboard, per adulti e bambini dai 3 anni.</p>
<p>&nbsp;</p>
${wordTable(
  [46, 27, 27],
  ['Lezione privata – prezzi all’ora', 'Bassa stagione', 'Alta stagione'],
  [
    ['1 persona', '€ 62', '€ 72'],
    ['2 persone', '€ 78', '€ 88'],
    ['3–4 persone', '€ 92', '€ 106'],
    ['Mezza giornata (3 ore), 1–2 persone', '€ 175', '€ 205'],
    ['Giornata intera (5 ore), 1–2 persone', '€ 285', '€ 330'],
    [
      {
        html: 'Il prezzo è per il gruppo, non a persona. Oltre 4 persone: corso collettivo oppure due maestri.',
        colspan: 3,
      },
    ],
  ],
)}
<p><span style="font-size: 10pt;"><em>Alta stagione: dal 19 dicembre 2026 al 6 gennaio 2027 e dal 6 febbraio al 7 marzo 2027.<br>Bassa stagione: tutti gli altri giorni, dal 5 dicembre 2026 all'11 aprile 2027.</em></span></p>
<p>&nbsp;</p>
<p><strong>Prenotazione minima:</strong> 1 ora in bassa stagione, 2 ore consecutive in alta stagione<br><strong>Orari:</strong> dalle 8:30 alle 16:00 (l'ultima ora inizia alle 15:00)<br><strong>Punto d'incontro:</strong> casetta della scuola al Plan de Mezo, stazione a monte della cabinovia Col Alto (1.980 m)<br><strong>Principianti e bambini piccoli:</strong> Kinderland Sorafonte, accanto all'ufficio<br><strong>Lingue:</strong> italiano, tedesco e inglese; su richiesta olandese, ceco, polacco e spagnolo<br><strong>Maestro a scelta:</strong> puoi chiedere un maestro per nome, con un supplemento di € 9 all'ora</p>
<p>Le lezioni non includono lo skipass, che si acquista alle casse di Funivie Col Alto.</p>
<p><span style="color: #c00000;"><strong>Alta stagione:</strong></span> a Natale e a febbraio le ore del mattino si esauriscono con settimane di anticipo. Prenota appena conosci le date!</p>
<p><a class="btn btn-primary" href="${COLALTO_BOOKING}/private?lang=it" target="_blank" rel="noopener">Prenota una lezione privata</a></p>`,
    ),
  },
  {
    path: '/corsi/corsi-collettivi',
    lang: 'it',
    title: 'Corsi collettivi',
    description:
      'Corsi collettivi di sci per adulti e bambini: giorni, orari, livelli, gruppi e prezzi dei corsi di 3, 5 e 6 giorni.',
    itemid: 104,
    view: 'article',
    trail: [LESSONS],
    body: article(
      'Corsi collettivi',
      { author: 'Markus Feichtnar', published: '2026-10-12T10:05:00+02:00', hits: 2764 },
      'it',
      `<p>Nei corsi collettivi si impara in compagnia, in gruppi divisi per età e livello. I corsi si svolgono tutte le settimane, dal 6 dicembre 2026 al 9 aprile 2027.</p>
<h3>Adulti e ragazzi dai 14 anni</h3>
<p>Orario: dalle 10:00 alle 12:00<br>Ritrovo: ogni giorno alla casetta della scuola al Plan de Mezo<br>Massimo 8 persone per gruppo</p>
<p><strong>3 giorni: € 159<br>5 giorni: € 229<br>6 giorni: € 259</strong></p>
<p>&nbsp;</p>
<h3>Bambini dai 4 ai 13 anni</h3>
<p>Orario: dalle 10:00 alle 12:00 e dalle 13:30 alle 15:30<br>Pranzo con i maestri (facoltativo): dalle 12:00 alle 13:30, € 19 al giorno<br>Ritrovo: i principianti al Kinderland Sorafonte, tutti gli altri al Plan de Mezo<br>Max. 6 bambini per gruppo</p>
<p><strong>3 giorni: € 189<br>5 giorni: € 279<br>6 giorni: € 309</strong></p>
<p>Il venerdì i bambini fanno la gara di fine corso alle 14:00, con la premiazione davanti all'ufficio e una medaglia per tutti.</p>
<p>&nbsp;</p>
<h3>Quando iniziano</h3>
<p>I corsi di 6 giorni vanno da domenica a venerdì, quelli di 5 giorni da lunedì a venerdì; i corsi di 3 giorni da lunedì a mercoledì oppure da mercoledì a venerdì. <strong>Il sabato non ci sono corsi collettivi.</strong></p>
<p>Il primo giorno ci troviamo alle 9:15 davanti all'ufficio della scuola, a valle, per dividere i gruppi. Iscrizioni entro le 17:00 del giorno prima.</p>
<h3>I livelli</h3>
<ul>
<li><strong>Principianti:</strong> non hanno mai sciato</li>
<li><strong>Livello 1:</strong> spazzaneve, piste blu facili</li>
<li><strong>Livello 2:</strong> curve a sci paralleli sulle piste blu</li>
<li><strong>Livello 3:</strong> piste rosse</li>
<li><strong>Livello 4:</strong> perfezionamento, piste nere e primi fuoripista</li>
</ul>
<p>Non sai che livello hai? Nessun problema: il primo giorno il maestro vi guarda sciare e, se serve, cambiate gruppo.</p>
<p>Cerchi i corsi di snowboard? Li trovi nella pagina <a href="/corsi/snowboard">Snowboard</a>.</p>
<p><a class="btn btn-primary" href="${COLALTO_BOOKING}/courses?lang=it" target="_blank" rel="noopener">Iscriviti a un corso</a></p>`,
    ),
  },
  {
    path: '/corsi/kinderclub',
    lang: 'it',
    title: 'Kinderclub / Baby club',
    description:
      'Kinderclub Marmotta e Baby club al Kinderland Sorafonte: età, orari, pranzo, prezzi e cosa portare.',
    itemid: 105,
    view: 'article',
    trail: [LESSONS],
    body: article(
      'Kinderclub Marmotta e Baby club',
      { author: 'Giulia Ronchetti', published: '2026-10-20T15:12:00+02:00', hits: 1948 },
      'it',
      `<p><img src="/images/kinderclub/marmotta-tappeto.jpg" alt="Bambini del Kinderclub sul tappeto magico" width="400" height="267" style="float: right; margin: 0 0 10px 15px;" loading="lazy">Il Kinderclub è il regno dei più piccoli: giochi sulla neve, slittino, il pupazzo della Marmotta e i primi passi sugli sci, mentre mamma e papà sciano in tranquillità. Siamo al Kinderland Sorafonte, accanto all'ufficio della scuola, con il tappeto magico e una Stube riscaldata.</p>
<h3>Baby club (2–3 anni)</h3>
<p>Età: dai 2 anni compiuti ai 3 anni<br>Orario: dalle 9:30 alle 12:30, solo la mattina<br>Prezzo: € 52 a mattina, 5 mattine € 235<br>Il pranzo non è previsto per il Baby club.</p>
<h3>Kinderclub (3–5 anni)</h3>
<p>Età: dai 3 ai 5 anni<br>Giornata intera: dalle 9:30 alle 16:00, pranzo incluso – € 89<br>Mezza giornata: dalle 9:30 alle 12:30, senza pranzo – € 58<br>5 giornate intere: € 399</p>
<p>Ogni giorno i bambini del Kinderclub fanno un'ora di sci con un maestro sul tappeto magico; il resto del tempo giocano sulla neve e, quando fa freddo, nella Stube.</p>
<p>&nbsp;</p>
<h3>Giorni di apertura</h3>
<p>Il Kinderclub e il Baby club sono aperti dalla domenica al venerdì. <strong>Il sabato il Kinderclub è chiuso.</strong><br>Il 24 e il 31 dicembre chiudiamo alle 13:00; il 25 dicembre siamo chiusi.</p>
<h3>Il pranzo</h3>
<p>Alle 12:00 pranzo caldo nella Stube, preparato dalla cucina del Gasthof Plan: un primo, un secondo con verdure e la frutta. Allergie e diete particolari vanno comunicate al momento della prenotazione.</p>
<h3>Cosa portare</h3>
<ul>
<li>tuta da sci, oppure giacca e pantaloni da neve</li>
<li>due paia di guanti</li>
<li>il casco (ai bambini del Kinderclub lo prestiamo gratis)</li>
<li>occhiali da sole o maschera e crema solare</li>
<li>un cambio completo e calze asciutte in uno zainetto con il nome</li>
<li>pantofole o calze antiscivolo per la Stube</li>
<li>per il Baby club: pannolini e salviette</li>
</ul>
<p>Sci e scarponi per bambini si noleggiano al nostro <a href="/noleggio">noleggio</a>, proprio accanto.</p>
<h3>Prenotazione</h3>
<p>I posti sono 24 al giorno: prenotazione obbligatoria entro le 18:00 del giorno prima, online o in ufficio. Quando ci lasciate il bambino chiediamo il numero di cellulare di un genitore sempre raggiungibile.</p>
<p>Potete salutare i bambini alla porta della Stube; per non distrarli vi chiediamo di non entrare nell'area giochi.</p>`,
    ),
  },
  {
    path: '/corsi/snowboard',
    lang: 'it',
    title: 'Snowboard',
    description: 'Lezioni private e corsi di snowboard, freestyle camp per ragazzi nello Snowpark Col Alto.',
    itemid: 106,
    view: 'article',
    trail: [LESSONS],
    body: article(
      'Snowboard',
      { author: 'Hannes Tavella', published: '2026-10-14T11:40:00+02:00', hits: 1122 },
      'it',
      `<p>Sei maestri di snowboard, tavole nuove al noleggio e lo Snowpark Col Alto a pochi minuti dalla cabinovia: da noi si impara anche di traverso!</p>
<h3>Lezioni private di snowboard</h3>
<p>Stessi prezzi delle <a href="/corsi/lezioni-private">lezioni private di sci</a>. Per lo snowboard l'età minima è di 6 anni.</p>
<h3>Corso collettivo di snowboard</h3>
<p style="padding-left: 30px;">Durata: 3 giorni, da lunedì a mercoledì<br>Orario: dalle 13:30 alle 15:30<br>Età: dai 9 anni<br>Gruppi: massimo 6 persone<br>Prezzo: € 169</p>
<p>Il corso parte con almeno 3 iscritti. Se gli iscritti sono meno, vi proponiamo una lezione privata allo stesso prezzo a persona oppure vi rimborsiamo.</p>
<h3>Freestyle camp per ragazzi</h3>
<p>Dal 2 al 4 gennaio 2027 Hannes Tavella porta i ragazzi dai 12 ai 17 anni nello Snowpark Col Alto: box, salti e prime rotazioni, in sicurezza. Tre giorni dalle 10:00 alle 15:00, con il pranzo al rifugio compreso: <strong>€ 195</strong>. Bisogna saper scendere con sicurezza sulle piste rosse.</p>
<p>&nbsp;</p>
<p>Tavola e scarponi si noleggiano al nostro <a href="/noleggio">noleggio</a>. Ricordiamo che sotto i 18 anni il casco è obbligatorio anche in snowboard.</p>`,
    ),
  },
  {
    path: '/corsi/freeride-scialpinismo',
    lang: 'it',
    title: 'Freeride e scialpinismo',
    description:
      'Freeride e scialpinismo sul Col Alto con le Guide Alpine Sorafonte: prezzi, età minima, attrezzatura e meteo.',
    itemid: 107,
    view: 'article',
    trail: [LESSONS],
    body: article(
      'Freeride e scialpinismo',
      { author: 'Markus Feichtnar', published: '2026-10-15T08:50:00+02:00', hits: 1406 },
      'it',
      `<p>Per chi vuole lasciare le piste: uscite in neve fresca e corsi di scialpinismo con le <strong>Guide Alpine Sorafonte</strong>, guide alpine UIAGM che conoscono ogni canale del Col Alto.</p>
<p><strong>Freeride mezza giornata</strong> (8:45–12:30): € 320 per gruppo, fino a 4 persone<br><strong>Freeride giornata intera</strong> (8:45–15:30): € 480 per gruppo, fino a 4 persone<br><strong>Corso base di scialpinismo</strong> (2 giorni, sabato e domenica): € 260 a persona, da 3 a 6 partecipanti – 16–17 gennaio e 13–14 febbraio 2027</p>
<p>Ritrovo: alle 8:45 davanti all'ufficio della scuola. Lo skipass non è compreso.</p>
<p>&nbsp;</p>
<h3>Chi può partecipare</h3>
<p>Età minima: 14 anni; i minorenni partecipano solo accompagnati da un genitore.<br>Bisogna sciare con sicurezza sulle piste nere, anche con neve difficile.</p>
<h3>Attrezzatura</h3>
<p>Il kit ARTVA, pala e sonda è compreso nelle uscite con la guida. Al <a href="/noleggio">noleggio</a> trovate anche lo zaino airbag (€ 25 al giorno) e, per chi va in giro da solo, il kit ARTVA, pala e sonda a € 15 al giorno.</p>
<h3>Meteo e pericolo valanghe</h3>
<p>Decide la guida, la mattina stessa. Con pericolo valanghe 4 (forte) o 5 (molto forte) non si esce in fuoripista. Se annulliamo noi per maltempo o per il pericolo valanghe, vi rimborsiamo tutto oppure spostiamo l'uscita a un altro giorno. Se rinunciate voi valgono le <a href="/info/condizioni-generali">condizioni generali</a>.</p>
<p>Non organizziamo eliski.</p>`,
    ),
  },
];
