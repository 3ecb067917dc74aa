import type { GuidaPage } from './guida-borgo.layout.ts';

/**
 * The Italian pages the tourist office wrote first (part one): home, history, museums, churches, events,
 * getting there, accommodation and restaurants. Each page has its own habits, as pages of old municipal
 * sites were written years apart: a font tag for a title here, an h1 there, br-separated lines, centred text.
 */
export const guidaMainPages: GuidaPage[] = [
  {
    path: '/',
    lang: 'it',
    title: 'Guida turistica ufficiale',
    alternate: '/en/index.htm',
    updated: '16/02/2026',
    body: `<center>
<font face="Georgia, Times New Roman, serif" size="5" color="#7A2A0C"><b>Benvenuti a Montevento</b></font><br>
<font face="Georgia, Times New Roman, serif" size="3"><i>borgo medievale delle colline senesi</i></font>
</center>
<br>
<marquee behavior="scroll" direction="left" scrollamount="3" bgcolor="#FFF5DC"><font face="Verdana" size="2" color="#7A2A0C"><b>NOVIT&Agrave;:</b> &egrave; online il calendario degli eventi 2026 &nbsp;***&nbsp; nuova mostra in Pinacoteca: leggi le <a href="/notizie.htm">notizie</a></font></marquee>
<br>
<table width="100%" border="0" cellspacing="0" cellpadding="4">
  <tr>
    <td valign="top" width="60%"><font face="Verdana" size="2">
Montevento sorge su un colle a 452 metri sul livello del mare, tra le Crete Senesi e la Val d&#39;Orcia. Il borgo conta 1.850 abitanti ed &egrave; ancora racchiuso quasi per intero nella cerchia di mura trecentesca, con due porte, la Torre dell&#39;Orologio e la Fortezza che domina la valle.<br><br>
In queste pagine l&#39;Ufficio Turistico del Comune raccoglie le informazioni utili per la vostra visita: musei, chiese, eventi, dove dormire e dove mangiare.<br><br>
<a href="/storia.htm">Leggi la storia del borgo &raquo;</a>
    </font></td>
    <td valign="top" align="center"><img src="/img/panorama_piccolo.jpg" width="200" height="150" border="1" alt="Panorama di Montevento"><br><font size="1"><i>Montevento vista dalla strada del Santuario</i></font></td>
  </tr>
</table>
<br>
<table width="100%" border="0" cellspacing="4" cellpadding="6">
  <tr>
    <td bgcolor="#EFE2C4" width="33%" valign="top"><font face="Verdana" size="2"><b><a href="/musei.htm">MUSEI</a></b><br>Etruschi, pittura senese e vita contadina in tre musei civici.</font></td>
    <td bgcolor="#EFE2C4" width="33%" valign="top"><font face="Verdana" size="2"><b><a href="/eventi.htm">EVENTI</a></b><br>Feste, concerti e sagre durante tutto l&#39;anno.</font></td>
    <td bgcolor="#EFE2C4" width="33%" valign="top"><font face="Verdana" size="2"><b><a href="/dormire.htm">OSPITALIT&Agrave;</a></b><br>Alberghi, agriturismi e bed &amp; breakfast.</font></td>
  </tr>
</table>
<br>
<center><font size="1">Sei il visitatore n&deg; <b>0184522</b> dal 12 marzo 2005</font></center>`,
  },
  {
    path: '/storia.htm',
    lang: 'it',
    title: 'Storia del borgo',
    unlisted: true,
    updated: '03/05/2011',
    body: `<h1><font face="Georgia, Times New Roman, serif" color="#7A2A0C">Storia di Montevento</font></h1>
<p align="justify">Il castello di <i>Mons Venti</i> &egrave; ricordato per la prima volta in un documento dell&#39;abbazia di Sant&#39;Antimo del 1087. Nel XIII secolo il borgo pass&ograve; sotto il controllo della Repubblica di Siena, che ne fece un avamposto verso la Maremma.</p>
<p align="justify">Le mura che ancora oggi circondano il centro furono costruite tra il 1328 e il 1342; delle quattro porte originali ne restano due, Porta Senese e Porta al Poggio. La Fortezza, sul punto pi&ugrave; alto del colle, fu eretta dai senesi nel 1360 e trasformata in residenza nel Cinquecento dopo la caduta della Repubblica.</p>
<p align="justify"><b>La Torre dell&#39;Orologio</b><br>
Alta 38 metri, fu completata nel 1372 ed &egrave; il simbolo del paese. L&#39;orologio meccanico attuale risale al 1856. La torre non &egrave; visitabile all&#39;interno per motivi di sicurezza: si pu&ograve; ammirare dalla piazza sottostante.</p>
<p align="justify">Nel 1555, con la caduta di Siena, Montevento entr&ograve; a far parte del Granducato di Toscana. L&#39;economia del paese rest&ograve; legata per secoli alla mezzadria, alla coltivazione dell&#39;olivo e all&#39;allevamento delle pecore, come racconta il museo dedicato alla vita contadina.</p>`,
  },
  {
    path: '/musei.htm',
    lang: 'it',
    title: 'Musei',
    alternate: '/en/museums.htm',
    updated: '09/01/2026',
    body: `<h1><font face="Georgia, Times New Roman, serif" color="#7A2A0C">I Musei Civici</font></h1>
<table width="100%" border="0" cellpadding="6" cellspacing="0" bgcolor="#FFF8E7">
  <tr>
    <td valign="top" width="130"><img src="/img/musei/archeologico_small.jpg" width="120" height="90" alt="Museo Archeologico"></td>
    <td valign="top"><font face="Verdana" size="2"><b>Museo Civico Archeologico</b><br>
Palazzo Pretorio, Piazza Garibaldi 8<br>
Tel. +39 0577 849230<br><br>
Raccoglie i reperti etruschi della necropoli di Poggio alle Civette (VI&ndash;II secolo a.C.): urne cinerarie in alabastro, vasi in bucchero e il celebre <i>Guerriero di Montevento</i>, una statuetta in bronzo. Il museo &egrave; dotato di ascensore ed &egrave; accessibile in carrozzina.</font></td>
  </tr>
</table>
<br>
<table width="100%" border="0" cellpadding="6" cellspacing="0" bgcolor="#FFF8E7">
  <tr>
    <td valign="top" width="130"><img src="/img/musei/pinacoteca_small.jpg" width="120" height="90" alt="Pinacoteca"></td>
    <td valign="top"><font face="Verdana" size="2"><b>Pinacoteca Comunale</b><br>
Ex convento di San Francesco, Via San Francesco 21<br>
Tel. +39 0577 849240<br><br>
Dipinti su tavola di scuola senese dal Trecento al Cinquecento, tra cui la <i>Madonna della Misericordia</i> del Maestro di Montevento, e una sala di oreficeria sacra. La Pinacoteca non ha ascensore: le sale del primo piano non sono accessibili alle persone in carrozzina.</font></td>
  </tr>
</table>
<br>
<table width="100%" border="0" cellpadding="6" cellspacing="0" bgcolor="#FFF8E7">
  <tr>
    <td valign="top" width="130"><img src="/img/musei/mezzadria_small.jpg" width="120" height="90" alt="Museo della Mezzadria"></td>
    <td valign="top"><font face="Verdana" size="2"><b>Museo della Mezzadria</b><br>
Via del Poggio 2, nei locali dell&#39;ex granaio<br><br>
Attrezzi agricoli, carri, la ricostruzione di una cucina contadina e le fotografie della vita nei poderi fino agli anni Sessanta. Visite per gruppi su prenotazione presso l&#39;Ufficio Turistico.</font></td>
  </tr>
</table>
<br>
<b>ORARI DI APERTURA</b><br>
<table width="100%" border="1" cellpadding="4" cellspacing="0" bordercolor="#B5651D">
  <tr bgcolor="#EFE2C4"><th><font face="Verdana" size="2">Museo</font></th><th><font face="Verdana" size="2">Orario</font></th><th><font face="Verdana" size="2">Giorno di chiusura</font></th></tr>
  <tr><td><font face="Verdana" size="2">Museo Civico Archeologico</font></td><td><font face="Verdana" size="2">10.00&ndash;13.00 / 15.00&ndash;18.00</font></td><td><font face="Verdana" size="2">chiuso il luned&igrave;</font></td></tr>
  <tr><td><font face="Verdana" size="2">Pinacoteca Comunale</font></td><td><font face="Verdana" size="2">10.00&ndash;18.00 (orario continuato)</font></td><td><font face="Verdana" size="2">chiuso il marted&igrave;</font></td></tr>
  <tr><td><font face="Verdana" size="2">Museo della Mezzadria</font></td><td><font face="Verdana" size="2">15.00&ndash;19.00</font></td><td><font face="Verdana" size="2">aperto solo venerd&igrave;, sabato e domenica</font></td></tr>
</table>
<font size="1">Tutti i musei sono chiusi il 25 dicembre e il 1&deg; gennaio. La biglietteria chiude mezz&#39;ora prima.</font><br>
<br>
<b>BIGLIETTI</b><br>
<table width="100%" border="0" cellpadding="4" cellspacing="1" bgcolor="#B5651D">
  <tr bgcolor="#EFE2C4"><td><b>Museo</b></td><td><b>Intero</b></td><td><b>Ridotto</b></td></tr>
  <tr bgcolor="#FFFFFF"><td>Museo Civico Archeologico</td><td>&euro; 6,00</td><td>&euro; 4,50</td></tr>
  <tr bgcolor="#FFFFFF"><td>Pinacoteca Comunale</td><td>&euro; 5,00</td><td>&euro; 3,50</td></tr>
  <tr bgcolor="#FFFFFF"><td>Museo della Mezzadria</td><td>&euro; 3,00</td><td>&euro; 2,00</td></tr>
  <tr bgcolor="#FFFFFF"><td>Biglietto unico tre musei (valido 3 giorni)</td><td>&euro; 10,00</td><td>&euro; 7,00</td></tr>
</table>
Ridotto: ragazzi dai 6 ai 17 anni, over 65 e gruppi di almeno 15 persone.<br>
Ingresso gratuito per i bambini sotto i 6 anni e per i residenti nel Comune di Montevento.<br>
I cani non sono ammessi nei musei, ad eccezione dei cani guida.`,
  },
  {
    path: '/chiese.htm',
    lang: 'it',
    title: 'Chiese e monumenti',
    updated: '22/10/2019',
    body: `<font face="Georgia, Times New Roman, serif" size="4" color="#7A2A0C"><b>CHIESE E MONUMENTI</b></font>
<hr size="1" color="#B5651D" noshade>
<p><strong>Pieve di Santa Maria Assunta</strong></p>
<p>La pieve romanica, citata gi&agrave; nel 1160, si affaccia sulla piazza omonima con la sua facciata in pietra e travertino. All&#39;interno si conservano un fonte battesimale del XIII secolo e un ciclo di affreschi con le <i>Storie della Vergine</i>.</p>
<p>Aperta tutti i giorni 8.00&ndash;12.00 / 15.00&ndash;19.00.<br>
Sante Messe: feriali ore 18.00; festive ore 8.30, 11.00 e 18.00.</p>
<p><strong>Chiesa di San Michele Arcangelo</strong></p>
<p>Piccola chiesa di origine longobarda vicino a Porta al Poggio, con un crocifisso ligneo del Quattrocento. &Egrave; aperta soltanto per la messa della domenica alle ore 10.00.</p>
<p><strong>Santuario della Madonna del Poggio</strong></p>
<p>Il santuario seicentesco sorge a 2 km dal paese e si raggiunge a piedi in circa 30 minuti lungo il viale dei cipressi che parte da Porta al Poggio. Aperto il sabato e la domenica 15.00&ndash;18.00.</p>
<p><strong>Fonte dei Canali</strong></p>
<p>Lavatoio e fonte pubblica del XIII secolo, appena fuori Porta Senese, con tre arcate ogivali in mattoni.</p>
<br>
<center><table border="0" cellpadding="6" bgcolor="#FFF5DC" width="90%"><tr><td><font face="Verdana" size="1">Durante le celebrazioni religiose le visite turistiche non sono consentite. Si raccomanda un abbigliamento rispettoso. L&#39;ingresso alle chiese &egrave; libero.</font></td></tr></table></center>`,
  },
  {
    path: '/eventi.htm',
    lang: 'it',
    title: 'Eventi 2026',
    updated: '02/02/2026',
    body: `<h1><font face="Georgia, Times New Roman, serif" color="#7A2A0C">Calendario eventi 2026</font></h1>
<table width="100%" border="0" cellpadding="5" cellspacing="2">
  <tr>
    <td bgcolor="#EFE2C4" width="170" valign="top"><font face="Verdana" size="2"><b>domenica 15 febbraio 2026</b></font></td>
    <td valign="top"><font face="Verdana" size="2"><b>Carnevale dei bambini</b><br>Sfilata in maschera e coriandoli in Piazza Garibaldi dalle ore 15.00.</font></td>
  </tr>
  <tr>
    <td bgcolor="#EFE2C4" valign="top"><font face="Verdana" size="2"><b>sabato 14 marzo 2026</b></font></td>
    <td valign="top"><font face="Verdana" size="2"><b>Concerto di primavera</b><br>La Filarmonica &quot;Giacomo Puccini&quot; nella Pieve di Santa Maria Assunta, ore 21.00. Ingresso libero.</font></td>
  </tr>
  <tr>
    <td bgcolor="#EFE2C4" valign="top"><font face="Verdana" size="2"><b>gioved&igrave; 19 marzo 2026</b></font></td>
    <td valign="top"><font face="Verdana" size="2"><b>Festa di San Giuseppe</b><br>Frittelle di riso preparate dalla Pro Loco sotto il loggiato del Palazzo Pretorio.</font></td>
  </tr>
  <tr>
    <td bgcolor="#EFE2C4" valign="top"><font face="Verdana" size="2"><b>domenica 7 giugno 2026</b></font></td>
    <td valign="top"><font face="Verdana" size="2"><b>Infiorata del Corpus Domini</b><br>I tappeti di petali lungo Via del Borgo si preparano dall&#39;alba; processione alle ore 18.00.</font></td>
  </tr>
  <tr>
    <td bgcolor="#EFE2C4" valign="top"><font face="Verdana" size="2"><b>da venerd&igrave; 24 a domenica 26 luglio 2026</b></font></td>
    <td valign="top"><font face="Verdana" size="2"><b>Sagra dei Pici</b><br>Cene all&#39;aperto nei giardini della Fortezza dalle ore 19.30, menu a &euro; 18,00. Musica dal vivo ogni sera.</font></td>
  </tr>
  <tr>
    <td bgcolor="#EFE2C4" valign="top"><font face="Verdana" size="2"><b>domenica 9 agosto 2026</b></font></td>
    <td valign="top"><font face="Verdana" size="2"><b>Palio dei Carretti</b><br>Le quattro contrade si sfidano con i carretti di legno lungo la discesa di Via del Borgo, ore 17.00.</font></td>
  </tr>
  <tr>
    <td bgcolor="#EFE2C4" valign="top"><font face="Verdana" size="2"><b>sabato 15 agosto 2026</b></font></td>
    <td valign="top"><font face="Verdana" size="2"><b>Festa della Madonna del Poggio</b><br>Processione dal paese al Santuario alle ore 20.30 con fiaccolata.</font></td>
  </tr>
  <tr>
    <td bgcolor="#EFE2C4" valign="top"><font face="Verdana" size="2"><b>domenica 15 novembre 2026</b></font></td>
    <td valign="top"><font face="Verdana" size="2"><b>Festa dell&#39;Olio Nuovo</b><br>Assaggi di olio appena franto su bruschetta, banchi dei produttori e visite ai frantoi.</font></td>
  </tr>
  <tr>
    <td bgcolor="#EFE2C4" valign="top"><font face="Verdana" size="2"><b>marted&igrave; 8 dicembre 2026</b></font></td>
    <td valign="top"><font face="Verdana" size="2"><b>Accensione dell&#39;albero di Natale</b><br>In Piazza Garibaldi alle ore 17.30, con cioccolata calda offerta dalla Pro Loco.</font></td>
  </tr>
</table>
<br>
<font size="1">Il programma pu&ograve; subire variazioni. Per conferme rivolgersi all&#39;Ufficio Turistico.</font>`,
  },
  {
    path: '/come-arrivare.htm',
    lang: 'it',
    title: 'Come arrivare',
    alternate: '/en/getting-there.htm',
    updated: '01/12/2025',
    body: `<font face="Georgia, Times New Roman, serif" size="4" color="#7A2A0C"><b>Come arrivare a Montevento</b></font><br>
<br>
<b>IN AUTO</b><br>
Da Siena: strada statale 2 Cassia in direzione Roma, poi deviazione per Montevento. Il paese dista 34 km da Siena (circa 40 minuti).<br>
Da Firenze: autostrada A1 fino all&#39;uscita Valdichiana, poi seguire le indicazioni per Montevento (95 km).<br>
<br>
<b>IN TRENO</b><br>
La stazione pi&ugrave; vicina &egrave; Montevento Scalo, sulla linea Siena&ndash;Grosseto, a 6 km dal centro.<br>
Dalla stazione la navetta comunale (linea 41) porta in paese in coincidenza con i treni principali, dal luned&igrave; al sabato. Biglietto &euro; 1,20.<br>
Taxi: +39 335 6012345<br>
<br>
<b>IN AUTOBUS</b><br>
Da Siena (Piazza Gramsci) la linea Tiemme 112 arriva a Montevento, fermata Porta Senese. Biglietto &euro; 3,80; a bordo con sovrapprezzo.<br>
<br>
<table width="80%" border="1" cellpadding="3" cellspacing="0" bordercolor="#B5651D">
  <tr bgcolor="#EFE2C4"><th>Partenza Siena, Piazza Gramsci</th><th>Arrivo Montevento, Porta Senese</th></tr>
  <tr><td align="center">07:10</td><td align="center">08:05</td></tr>
  <tr><td align="center">13:15</td><td align="center">14:10</td></tr>
  <tr><td align="center">17:40</td><td align="center">18:35</td></tr>
</table>
<br>
<table width="80%" border="1" cellpadding="3" cellspacing="0" bordercolor="#B5651D">
  <tr bgcolor="#EFE2C4"><th>Partenza Montevento, Porta Senese</th><th>Arrivo Siena, Piazza Gramsci</th></tr>
  <tr><td align="center">06:30</td><td align="center">07:25</td></tr>
  <tr><td align="center">14:20</td><td align="center">15:15</td></tr>
  <tr><td align="center">18:45</td><td align="center">19:40</td></tr>
</table>
<font size="1">Orario invernale in vigore dal 1&deg; dicembre 2025.</font><br>
<b>La domenica e nei giorni festivi la linea 112 non effettua servizio.</b><br>
<br>
<b>PARCHEGGI</b><br>
Lasciate l&#39;auto in uno dei parcheggi fuori dalle mura.<br>
P1 Parcheggio della Fortezza (a pagamento): &euro; 1,50 l&#39;ora, &euro; 8,00 tutto il giorno.<br>
P2 Parcheggio Porta Senese: gratuito, 60 posti, a 400 metri dalla piazza.<br>
Area camper in Via dei Tigli: &euro; 12,00 per 24 ore, con carico e scarico delle acque.`,
  },
  {
    path: '/dormire.htm',
    lang: 'it',
    title: 'Dove dormire',
    updated: '15/01/2026',
    body: `<center><font face="Georgia, Times New Roman, serif" size="4" color="#7A2A0C"><b>DOVE DORMIRE</b></font></center>
<br>
<font face="Verdana" size="2"><b>ALBERGHI</b></font><br>
<table width="100%" border="0" cellpadding="5" cellspacing="0">
  <tr bgcolor="#EFE2C4"><td><b>Albergo La Torre ***</b></td></tr>
  <tr><td>Piazza Garibaldi 14<br>Tel. +39 0577 849033<br>12 camere con bagno, TV e aria condizionata, colazione inclusa. Aperto tutto l&#39;anno.</td></tr>
  <tr bgcolor="#EFE2C4"><td><b>Locanda del Pozzo</b></td></tr>
  <tr><td>Via del Pozzo 7<br>Tel. +39 0577 849187<br>6 camere in una casa del Quattrocento, con giardino interno. Chiusa dal 7 gennaio al 28 febbraio.</td></tr>
</table>
<br>
<font face="Verdana" size="2"><b>AGRITURISMI</b></font><br>
<table width="100%" border="0" cellpadding="5" cellspacing="0">
  <tr bgcolor="#EFE2C4"><td><b>Agriturismo Poggio ai Lecci</b></td></tr>
  <tr><td>Localit&agrave; Poggio ai Lecci 3 (4 km dal centro)<br>Tel. +39 0577 849402<br>Appartamenti da 2 a 6 persone con piscina panoramica; soggiorno minimo 3 notti. Non si accettano animali.</td></tr>
  <tr bgcolor="#EFE2C4"><td><b>Agriturismo La Casella</b></td></tr>
  <tr><td>Localit&agrave; La Casella 11 (2,5 km dal centro)<br>Tel. +39 0577 849655<br>Camere con colazione preparata con i prodotti dell&#39;azienda: pecorino, miele e marmellate. Animali ammessi su richiesta.</td></tr>
</table>
<br>
<font face="Verdana" size="2"><b>BED &amp; BREAKFAST</b></font><br>
<table width="100%" border="0" cellpadding="5" cellspacing="0">
  <tr bgcolor="#EFE2C4"><td><b>B&amp;B Le Mura</b></td></tr>
  <tr><td>Via della Rocca 5<br>Cell. +39 338 4417290<br>3 camere nel centro storico, a due passi dalla Fortezza.</td></tr>
</table>
<br>
<font size="1">La tassa di soggiorno &egrave; di &euro; 2,00 a persona per notte, per un massimo di 5 notti; sono esenti i minori di 12 anni.<br>
L&#39;Ufficio Turistico non effettua prenotazioni per conto delle strutture: contattatele direttamente.</font>`,
  },
  {
    path: '/mangiare.htm',
    lang: 'it',
    title: 'Dove mangiare',
    updated: '15/01/2026',
    body: `<h1><font face="Georgia, Times New Roman, serif" color="#7A2A0C">Dove mangiare</font></h1>
<table width="100%" border="0" cellpadding="6" cellspacing="0">
  <tr bgcolor="#FFF8E7"><td>
    <b>Trattoria Da Beppe</b><br>
    Via del Borgo 22 - Tel. +39 0577 849120<br>
    Cucina casalinga: pici all&#39;aglione, ribollita, cinghiale in umido.<br>
    Chiuso il mercoled&igrave;. Non si accettano carte di credito n&eacute; bancomat.
  </td></tr>
  <tr><td>
    <b>Ristorante La Fortezza</b><br>
    Piazzale della Fortezza 1 - Tel. +39 0577 849270<br>
    Terrazza panoramica sulla valle, menu degustazione a &euro; 45,00. Prenotazione consigliata nel fine settimana.<br>
    Chiuso il gioved&igrave;.
  </td></tr>
  <tr bgcolor="#FFF8E7"><td>
    <b>Osteria Il Grillo</b><br>
    Vicolo del Grillo 3 - Tel. +39 0577 849318<br>
    Piccola osteria con vini al bicchiere; menu vegetariano e piatti senza glutine su richiesta.<br>
    Chiuso la domenica.
  </td></tr>
  <tr><td>
    <b>Pizzeria Il Forno</b><br>
    Via Roma 40 - Tel. +39 0577 849077<br>
    Pizza nel forno a legna, anche da asporto. Aperta solo la sera, 19:00&ndash;23:00.<br>
    Chiusa il marted&igrave;.
  </td></tr>
  <tr bgcolor="#FFF8E7"><td>
    <b>Bar Pasticceria Centrale</b><br>
    Piazza Garibaldi 2<br>
    Colazioni, ricciarelli e cantucci fatti in casa. Aperto tutti i giorni 07:00&ndash;20:00.
  </td></tr>
</table>`,
  },
];
