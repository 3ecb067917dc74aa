import type { GuidaPage } from './guida-borgo.layout.ts';

/**
 * The English translation, added years later for four pages only (home, museums, getting there, tourist
 * office), with prices written the English way ("€ 6.00"); everything else is left in Italian.
 */
export const guidaEnglishPages: GuidaPage[] = [
  {
    path: '/en/index.htm',
    lang: 'en',
    title: 'Official tourist guide',
    alternate: '/',
    updated: '16/02/2026',
    body: `<center>
<font face="Georgia, Times New Roman, serif" size="5" color="#7A2A0C"><b>Welcome to Montevento</b></font><br>
<font face="Georgia, Times New Roman, serif" size="3"><i>a medieval village in the hills of Siena</i></font>
</center>
<br>
<table width="100%" border="0" cellspacing="0" cellpadding="4">
  <tr>
    <td valign="top" width="60%"><font face="Verdana" size="2">
Montevento stands on a hill 452 metres above sea level, between the Crete Senesi and the Val d&#39;Orcia. The village has 1,850 inhabitants and is still almost entirely enclosed by its 14th-century walls, with two gates, the Clock Tower and the Fortress overlooking the valley.<br><br>
On these pages the Tourist Office of the Town of Montevento gathers useful information for your visit. Only some pages are available in English: the others are in Italian.
    </font></td>
    <td valign="top" align="center"><img src="/img/panorama_piccolo.jpg" width="200" height="150" border="1" alt="View of Montevento"></td>
  </tr>
</table>
<br>
<table width="100%" border="0" cellspacing="4" cellpadding="6">
  <tr>
    <td bgcolor="#EFE2C4" width="33%" valign="top"><font face="Verdana" size="2"><b><a href="/en/museums.htm">MUSEUMS</a></b><br>Etruscans, Sienese painting and farm life in three civic museums.</font></td>
    <td bgcolor="#EFE2C4" width="33%" valign="top"><font face="Verdana" size="2"><b><a href="/en/getting-there.htm">GETTING THERE</a></b><br>By car, train and bus, and where to park.</font></td>
    <td bgcolor="#EFE2C4" width="33%" valign="top"><font face="Verdana" size="2"><b><a href="/en/tourist-office.htm">TOURIST OFFICE</a></b><br>Opening hours, contacts and guided tours.</font></td>
  </tr>
</table>`,
  },
  {
    path: '/en/museums.htm',
    lang: 'en',
    title: 'Museums',
    alternate: '/musei.htm',
    updated: '09/01/2026',
    body: `<h1><font face="Georgia, Times New Roman, serif" color="#7A2A0C">The Civic Museums</font></h1>
<table width="100%" border="0" cellpadding="6" cellspacing="0" bgcolor="#FFF8E7">
  <tr>
    <td valign="top" width="130"><img src="/img/musei/archeologico_small.jpg" width="120" height="90" alt="Archaeological Museum"></td>
    <td valign="top"><font face="Verdana" size="2"><b>Civic Archaeological Museum</b><br>
Palazzo Pretorio, Piazza Garibaldi 8<br>
Tel. +39 0577 849230<br><br>
Etruscan finds from the necropolis of Poggio alle Civette (6th&ndash;2nd century BC): alabaster cinerary urns, bucchero vases and the famous <i>Warrior of Montevento</i>, a small bronze statue. The museum has a lift and is wheelchair accessible.</font></td>
  </tr>
</table>
<br>
<table width="100%" border="0" cellpadding="6" cellspacing="0" bgcolor="#FFF8E7">
  <tr>
    <td valign="top" width="130"><img src="/img/musei/pinacoteca_small.jpg" width="120" height="90" alt="Art Gallery"></td>
    <td valign="top"><font face="Verdana" size="2"><b>Civic Art Gallery (Pinacoteca Comunale)</b><br>
Former convent of San Francesco, Via San Francesco 21<br>
Tel. +39 0577 849240<br><br>
Sienese panel paintings from the 14th to the 16th century, including the <i>Madonna della Misericordia</i> by the Master of Montevento, and a room of sacred goldsmith&#39;s work. The gallery has no lift: the first-floor rooms are not accessible to wheelchair users.</font></td>
  </tr>
</table>
<br>
<table width="100%" border="0" cellpadding="6" cellspacing="0" bgcolor="#FFF8E7">
  <tr>
    <td valign="top" width="130"><img src="/img/musei/mezzadria_small.jpg" width="120" height="90" alt="Sharecropping Museum"></td>
    <td valign="top"><font face="Verdana" size="2"><b>Museum of Sharecropping (Museo della Mezzadria)</b><br>
Via del Poggio 2, in the former granary<br><br>
Farm tools, carts, a reconstructed farmhouse kitchen and photographs of life on the farms up to the 1960s. Group visits by appointment through the Tourist Office.</font></td>
  </tr>
</table>
<br>
<b>OPENING HOURS</b><br>
<table width="100%" border="1" cellpadding="4" cellspacing="0" bordercolor="#B5651D">
  <tr bgcolor="#EFE2C4"><th><font face="Verdana" size="2">Museum</font></th><th><font face="Verdana" size="2">Hours</font></th><th><font face="Verdana" size="2">Closing day</font></th></tr>
  <tr><td><font face="Verdana" size="2">Civic Archaeological Museum</font></td><td><font face="Verdana" size="2">10.00&ndash;13.00 / 15.00&ndash;18.00</font></td><td><font face="Verdana" size="2">closed on Mondays</font></td></tr>
  <tr><td><font face="Verdana" size="2">Civic Art Gallery</font></td><td><font face="Verdana" size="2">10.00&ndash;18.00 (no lunch break)</font></td><td><font face="Verdana" size="2">closed on Tuesdays</font></td></tr>
  <tr><td><font face="Verdana" size="2">Museum of Sharecropping</font></td><td><font face="Verdana" size="2">15.00&ndash;19.00</font></td><td><font face="Verdana" size="2">open Fridays, Saturdays and Sundays only</font></td></tr>
</table>
<font size="1">All museums are closed on 25 December and 1 January. The ticket office closes half an hour earlier.</font><br>
<br>
<b>TICKETS</b><br>
<table width="100%" border="0" cellpadding="4" cellspacing="1" bgcolor="#B5651D">
  <tr bgcolor="#EFE2C4"><td><b>Museum</b></td><td><b>Full price</b></td><td><b>Reduced</b></td></tr>
  <tr bgcolor="#FFFFFF"><td>Civic Archaeological Museum</td><td>&euro; 6.00</td><td>&euro; 4.50</td></tr>
  <tr bgcolor="#FFFFFF"><td>Civic Art Gallery</td><td>&euro; 5.00</td><td>&euro; 3.50</td></tr>
  <tr bgcolor="#FFFFFF"><td>Museum of Sharecropping</td><td>&euro; 3.00</td><td>&euro; 2.00</td></tr>
  <tr bgcolor="#FFFFFF"><td>Combined ticket, three museums (valid 3 days)</td><td>&euro; 10.00</td><td>&euro; 7.00</td></tr>
</table>
Reduced: young people aged 6 to 17, over-65s and groups of at least 15 people.<br>
Free admission for children under 6 and for residents of the Town of Montevento.<br>
Dogs are not allowed in the museums, except guide dogs.`,
  },
  {
    path: '/en/getting-there.htm',
    lang: 'en',
    title: 'Getting there',
    alternate: '/come-arrivare.htm',
    updated: '01/12/2025',
    body: `<font face="Georgia, Times New Roman, serif" size="4" color="#7A2A0C"><b>How to get to Montevento</b></font><br>
<br>
<b>BY CAR</b><br>
From Siena: take the SS 2 Cassia road towards Rome, then turn off for Montevento. The village is 34 km from Siena (about 40 minutes).<br>
From Florence: A1 motorway to the Valdichiana exit, then follow the signs for Montevento (95 km).<br>
<br>
<b>BY TRAIN</b><br>
The nearest station is Montevento Scalo, on the Siena&ndash;Grosseto line, 6 km from the centre.<br>
From the station the town shuttle bus (line 41) runs to the village to meet the main trains, Monday to Saturday. Ticket &euro; 1.20.<br>
Taxi: +39 335 6012345<br>
<br>
<b>BY BUS</b><br>
From Siena (Piazza Gramsci) the Tiemme bus line 112 runs to Montevento, Porta Senese stop. Ticket &euro; 3.80; more if bought on board.<br>
<br>
<table width="80%" border="1" cellpadding="3" cellspacing="0" bordercolor="#B5651D">
  <tr bgcolor="#EFE2C4"><th>Departs Siena, Piazza Gramsci</th><th>Arrives Montevento, Porta Senese</th></tr>
  <tr><td align="center">07:10</td><td align="center">08:05</td></tr>
  <tr><td align="center">13:15</td><td align="center">14:10</td></tr>
  <tr><td align="center">17:40</td><td align="center">18:35</td></tr>
</table>
<br>
<table width="80%" border="1" cellpadding="3" cellspacing="0" bordercolor="#B5651D">
  <tr bgcolor="#EFE2C4"><th>Departs Montevento, Porta Senese</th><th>Arrives Siena, Piazza Gramsci</th></tr>
  <tr><td align="center">06:30</td><td align="center">07:25</td></tr>
  <tr><td align="center">14:20</td><td align="center">15:15</td></tr>
  <tr><td align="center">18:45</td><td align="center">19:40</td></tr>
</table>
<font size="1">Winter timetable valid from 1 December 2025.</font><br>
<b>The 112 does not run on Sundays and public holidays.</b><br>
<br>
<b>PARKING</b><br>
Please leave your car in one of the car parks outside the walls.<br>
P1 Fortezza car park (pay and display): &euro; 1.50 per hour, &euro; 8.00 for the whole day.<br>
P2 Porta Senese car park: free, 60 spaces, 400 metres from the main square.<br>
Camper van area in Via dei Tigli: &euro; 12.00 per 24 hours, with water supply and waste disposal.`,
  },
  {
    path: '/en/tourist-office.htm',
    lang: 'en',
    title: 'Tourist Office',
    alternate: '/ufficio-turistico.htm',
    updated: '09/01/2026',
    body: `<font face="Georgia, Times New Roman, serif" size="4" color="#7A2A0C"><b>Tourist Office (IAT)</b></font><br>
<br>
<table border="0" cellpadding="0" cellspacing="0" width="100%">
<tr><td valign="top" width="55%"><font face="Verdana" size="2">
<b>Address</b><br>
Piazza della Pieve 5<br>
53020 Montevento (SI), Italy<br>
<br>
<b>Telephone</b><br>
+39 0577 849210<br>
<br>
<b>Fax</b><br>
+39 0577 849211<br>
<br>
<b>E-mail</b><br>
<a href="mailto:info@guida-borgo.test">info@guida-borgo.test</a><br>
</font></td>
<td valign="top"><img src="/img/ufficio_turistico.jpg" width="200" height="150" border="1" alt="The Tourist Office in Piazza della Pieve"></td></tr>
</table>
<br>
<b>Opening hours</b><br>
1 April to 31 October: every day 09:00&ndash;19:00<br>
1 November to 31 March: 09:30&ndash;13:00 and 14:30&ndash;17:30, closed on Tuesdays<br>
Closed on Christmas Day and New Year&#39;s Day.<br>
<br>
<b>Services</b><br>
- tourist information and a free map of the village<br>
- tickets for the civic museums<br>
- guided tours of the old town: every Saturday at 10.30 from the office, 90 minutes, &euro; 9.00 per person (free under 12); in English on request<br>`,
  },
];
