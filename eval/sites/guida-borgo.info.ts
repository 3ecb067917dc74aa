import type { GuidaPage } from './guida-borgo.layout.ts';

/**
 * The Italian pages, part two: local products and markets, walks, news (with one post reachable only from
 * the news list), FAQ, the tourist office and the privacy notice full of visitors' words.
 */
export const guidaInfoPages: GuidaPage[] = [
  {
    path: '/prodotti-tipici.htm',
    lang: 'it',
    title: 'Prodotti tipici e mercati',
    updated: '28/04/2014',
    body: `<font face="Georgia, Times New Roman, serif" size="4" color="#7A2A0C"><b>Prodotti tipici</b></font><br>
<br>
<img src="/img/pecorino.jpg" width="150" height="110" align="right" hspace="8" alt="Pecorino delle Crete">
Il territorio di Montevento &egrave; terra di pascoli e di olivi. Il prodotto pi&ugrave; famoso &egrave; il <b>pecorino delle Crete</b>, stagionato in grotta da due a dodici mesi, che si trova nei caseifici della zona e nelle botteghe del centro.<br><br>
L&#39;<b>olio extravergine di oliva</b> delle colline di Montevento si produce da olive Correggiolo, Moraiolo e Leccino; la raccolta comincia a fine ottobre.<br><br>
Da non perdere anche il <b>Rosso di Montevento</b>, vino a base di Sangiovese, i pici fatti a mano e, a Natale, il pan coi santi.<br>
<br clear="all">
<br>
<font face="Georgia, Times New Roman, serif" size="4" color="#7A2A0C"><b>Mercati</b></font><br>
<br>
<b>Mercato settimanale</b><br>
Ogni gioved&igrave; mattina, dalle 8.00 alle 13.00, in Viale della Rimembranza: frutta e verdura, abbigliamento, casalinghi.<br>
<br>
<b>Mercato contadino &quot;Dal campo alla tavola&quot;</b><br>
La seconda domenica di ogni mese, 9.00&ndash;13.00, in Piazza della Pieve: solo produttori agricoli del territorio.<br>
<br>
<b>Frantoio Sociale di Montevento</b><br>
Via del Frantoio 4 - vendita diretta di olio dal luned&igrave; al sabato, 8.30&ndash;12.30.`,
  },
  {
    path: '/dintorni.htm',
    lang: 'it',
    title: 'Passeggiate nei dintorni',
    updated: '11/06/2012',
    body: `<h1><font face="Georgia, Times New Roman, serif" color="#7A2A0C">Passeggiate nei dintorni</font></h1>
<ul>
<li><b>Sentiero delle Fonti</b> &ndash; anello di 6,5 km (circa 2 ore) che parte da Porta Senese e tocca le antiche fonti del paese. Segnavia bianco-rosso n. 5. Facile, adatto anche ai bambini.</li>
<li><b>Riserva naturale di Poggio Tondo</b> &ndash; a 12 km dal paese, boschi di lecci e castagni con un&#39;area picnic attrezzata presso il rifugio forestale.</li>
<li><b>Le Crete in auto</b> &ndash; itinerario panoramico di 40 km tra calanchi e biancane fino ad Asciano, bellissimo al tramonto.</li>
</ul>
<p>Le cartine dei sentieri si possono ritirare all&#39;Ufficio Turistico. In estate portate acqua: lungo i percorsi non ci sono punti di ristoro.</p>`,
  },
  {
    path: '/notizie.htm',
    lang: 'it',
    title: 'Notizie',
    updated: '20/02/2026',
    body: `<font face="Georgia, Times New Roman, serif" size="4" color="#7A2A0C"><b>NOTIZIE DAL COMUNE</b></font>
<hr size="1" color="#B5651D" noshade>
<font color="#7A2A0C"><b>20/02/2026</b></font> - <a href="/notizie/mostra-luce-terra-di-siena.htm"><b>&quot;Luce di Terra di Siena&quot;: una nuova mostra in Pinacoteca</b></a><br>
Paesaggi toscani dell&#39;Ottocento nelle sale dell&#39;ex convento. <a href="/notizie/mostra-luce-terra-di-siena.htm">Leggi tutto &raquo;</a><br>
<br>
<font color="#7A2A0C"><b>03/02/2026</b></font> - <b>Lavori sulla strada provinciale 14</b><br>
Sulla SP 14 tra Montevento e Montevento Scalo &egrave; in vigore il senso unico alternato con semaforo fino al 30 aprile 2026 per il consolidamento della frana al km 3.<br>
<br>
<font color="#7A2A0C"><b>10/01/2026</b></font> - <b>Restauro della facciata della Pieve</b><br>
Sono iniziati i lavori di restauro della facciata della Pieve di Santa Maria Assunta. I ponteggi resteranno fino a giugno 2026; la chiesa rimane regolarmente aperta.<br>
<br>
<font color="#7A2A0C"><b>02/12/2025</b></font> - <b>Wi-fi gratuito in piazza</b><br>
&Egrave; attiva la rete wi-fi gratuita MonteventoWiFi in Piazza Garibaldi e in Piazza della Pieve: basta registrarsi con il numero di cellulare.<br>
<br>
<font size="1"><a href="/notizie-archivio.htm">Archivio notizie 2005-2025</a></font>`,
  },
  {
    path: '/notizie/mostra-luce-terra-di-siena.htm',
    lang: 'it',
    title: 'Mostra "Luce di Terra di Siena"',
    unlisted: true,
    updated: '20/02/2026',
    body: `<font face="Georgia, Times New Roman, serif" size="4" color="#7A2A0C"><b>&quot;Luce di Terra di Siena&quot;. Paesaggi toscani dell&#39;Ottocento</b></font><br>
<font size="1">Pubblicato il 20/02/2026</font><br>
<br>
Dal 4 aprile al 28 giugno 2026 la Pinacoteca Comunale ospita la mostra &quot;Luce di Terra di Siena&quot;: quaranta dipinti di paesaggio provenienti da collezioni private, tra vedute delle Crete, scene di mietitura e tramonti sulla Val d&#39;Orcia.<br>
<br>
L&#39;ingresso alla mostra &egrave; compreso nel biglietto della Pinacoteca.<br>
<br>
Inaugurazione sabato 4 aprile 2026 alle ore 17.00, alla presenza del curatore.<br>
<br>
<a href="/notizie.htm">&laquo; Torna alle notizie</a>`,
  },
  {
    path: '/faq.htm',
    lang: 'it',
    title: 'Domande frequenti',
    updated: '05/09/2023',
    body: `<h1><font face="Georgia, Times New Roman, serif" color="#7A2A0C">Domande frequenti</font></h1>
<dl>
<dt><b>Posso entrare in auto nel centro storico?</b></dt>
<dd>No. Il centro storico &egrave; zona a traffico limitato (ZTL) dalle 8.00 alle 20.00 e i varchi sono controllati da telecamere. Gli ospiti degli alberghi in centro possono chiedere il permesso alla struttura per scaricare i bagagli.<br><br></dd>
<dt><b>Ci sono bagni pubblici?</b></dt>
<dd>S&igrave;, in Via delle Mura, accanto al Parcheggio della Fortezza, aperti dalle 8.00 alle 20.00 (&euro; 0,50).<br><br></dd>
<dt><b>Dove si trova un bancomat?</b></dt>
<dd>Lo sportello bancomat della Banca di Credito Cooperativo &egrave; in Piazza Garibaldi 10, attivo 24 ore su 24.<br><br></dd>
<dt><b>&Egrave; possibile campeggiare liberamente?</b></dt>
<dd>No, il campeggio libero &egrave; vietato in tutto il territorio comunale. Per i camper c&#39;&egrave; l&#39;area attrezzata indicata nella pagina <a href="/come-arrivare.htm">Come arrivare</a>.<br><br></dd>
<dt><b>Bisogna prenotare la visita ai musei?</b></dt>
<dd>No, per i visitatori singoli non serve prenotare. Per i gruppi di almeno 15 persone la prenotazione &egrave; obbligatoria.<br><br></dd>
<dt><b>Come si prenota una visita guidata del borgo?</b></dt>
<dd>Rivolgendosi all&#39;<a href="/ufficio-turistico.htm">Ufficio Turistico</a>, di persona, per telefono o per e-mail.</dd>
</dl>`,
  },
  {
    path: '/ufficio-turistico.htm',
    lang: 'it',
    title: 'Ufficio Turistico',
    alternate: '/en/tourist-office.htm',
    updated: '09/01/2026',
    body: `<font face="Georgia, Times New Roman, serif" size="4" color="#7A2A0C"><b>Ufficio Turistico (IAT)</b></font><br>
<br>
<table border="0" cellpadding="0" cellspacing="0" width="100%">
<tr><td valign="top" width="55%"><font face="Verdana" size="2">
<b>Indirizzo</b><br>
Piazza della Pieve 5<br>
53020 Montevento (SI)<br>
<br>
<b>Telefono</b><br>
+39 0577 849210<br>
<br>
<b>Fax</b><br>
+39 0577 849211<br>
<br>
<b>E-mail</b><br>
<a href="mailto:info@guida-borgo.test">info@guida-borgo.test</a><br>
</font></td>
<td valign="top"><img src="/img/ufficio_turistico.jpg" width="200" height="150" border="1" alt="L'Ufficio Turistico in Piazza della Pieve"></td></tr>
</table>
<br>
<b>Orario di apertura</b><br>
dal 1&deg; aprile al 31 ottobre: tutti i giorni 09:00&ndash;19:00<br>
dal 1&deg; novembre al 31 marzo: 09:30&ndash;13:00 e 14:30&ndash;17:30, chiuso il marted&igrave;<br>
Chiuso nei giorni di Natale e Capodanno.<br>
<br>
<b>Servizi</b><br>
- informazioni turistiche e cartina gratuita del borgo<br>
- vendita dei biglietti dei musei civici<br>
- visite guidate del centro storico: ogni sabato alle ore 10.30 con partenza dall&#39;ufficio, durata 90 minuti, &euro; 9,00 a persona (gratis sotto i 12 anni); su prenotazione anche in inglese<br>`,
  },
  {
    path: '/privacy.htm',
    lang: 'it',
    title: 'Privacy',
    updated: '25/05/2018',
    body: `<b>INFORMATIVA SUL TRATTAMENTO DEI DATI PERSONALI</b><br>
<font size="1">ai sensi dell&#39;art. 13 del Regolamento (UE) 2016/679</font><br>
<br>
<b>Titolare del trattamento</b><br>
Comune di Montevento, Piazza Garibaldi 1, 53020 Montevento (SI), telefono +39 0577 849100, e-mail protocollo@guida-borgo.test.<br>
<br>
<b>Responsabile della protezione dei dati</b><br>
Il Responsabile della protezione dei dati (RPD) &egrave; raggiungibile all&#39;indirizzo e-mail rpd@guida-borgo.test.<br>
<br>
<b>Dati trattati</b><br>
Dati di navigazione: i sistemi informatici che fanno funzionare questo sito acquisiscono alcuni dati la cui trasmissione &egrave; implicita nell&#39;uso dei protocolli di Internet (indirizzi IP, orario della richiesta, pagine visitate). Questi dati servono solo a ricavare statistiche anonime e a controllare il corretto funzionamento del sito.<br>
Dati forniti volontariamente: l&#39;invio facoltativo di messaggi e-mail agli indirizzi indicati sul sito, o di richieste di informazioni per telefono, comporta l&#39;acquisizione del nome, dell&#39;indirizzo e-mail e del numero di telefono del mittente, necessari per rispondere.<br>
<br>
<b>Finalit&agrave; e base giuridica</b><br>
I dati sono trattati per rispondere alle richieste degli utenti e per l&#39;esecuzione di compiti di interesse pubblico del Comune. Non sono comunicati a terzi n&eacute; diffusi, salvo obblighi di legge.<br>
<br>
<b>Conservazione</b><br>
I dati di navigazione sono conservati per 12 mesi; i messaggi e-mail per il tempo necessario a rispondere e comunque non oltre 24 mesi.<br>
<br>
<b>Cookie</b><br>
Questo sito utilizza esclusivamente cookie tecnici, necessari alla navigazione, e non utilizza cookie di profilazione.<br>
<br>
<b>Diritti degli interessati</b><br>
Gli interessati possono chiedere al Comune l&#39;accesso ai propri dati, la rettifica, la cancellazione o la limitazione del trattamento, e proporre reclamo al Garante per la protezione dei dati personali.`,
  },
];
