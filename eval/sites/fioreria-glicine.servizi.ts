import {
  a,
  b,
  big,
  brs,
  type GlicinePage,
  gap,
  line,
  photo,
  staticPage,
  wordTable,
} from './fioreria-glicine.layout.ts';

/**
 * Weddings and events, funerals, deliveries, the subscriptions for offices and restaurants (with the home
 * subscription 'coming in 2027', no price) and the Saturday workshops (with the dried-flower workshop
 * 'spring 2027', no date, no price, not bookable). Weddings, funerals and deliveries have an English page.
 */
export const glicineServicePages: GlicinePage[] = [
  {
    path: '/p/matrimoni-ed-eventi.html',
    lang: 'it',
    kind: 'page',
    title: 'Matrimoni ed eventi',
    description:
      'Fiori per matrimoni, battesimi, comunioni, lauree ed eventi aziendali a Parma e provincia: come lavoriamo e i prezzi indicativi.',
    alternate: '/p/wedding-flowers.html',
    blog: staticPage({
      id: '8034417729165503940',
      title: 'Matrimoni ed eventi',
      body: `${photo('bouquet-sposa-peonie', 'Bouquet da sposa con peonie e rose inglesi')}
${line(
  'Sofia segue i matrimoni dal primo incontro al giorno delle nozze: il bouquet della sposa, l&#39;addobbo della chiesa o del municipio, i fiori per il ricevimento.&nbsp;',
)}
${gap}
${big('Come funziona')}
${brs(
  '1. Primo incontro in negozio e sopralluogo nella location: gratuiti e senza impegno.',
  '2. Preventivo scritto entro una settimana.',
  '3. Alla conferma si versa un acconto del 30%; il saldo si paga 7 giorni prima del matrimonio.',
)}
${line(
  'Vi consigliamo di prenotare almeno 4 mesi prima della data.&nbsp;Seguiamo un solo matrimonio al giorno, quindi i sabati di maggio, giugno e settembre si riempiono presto.',
  'Lavoriamo a Parma e in tutta la provincia, fino a 60 km dal negozio (per esempio a Salsomaggiore, Busseto o Torrechiara).',
)}
${gap}
${big('Prezzi indicativi')}
${wordTable(
  [
    ['Voce', 'Prezzo'],
    ['Bouquet da sposa', 'da €&nbsp;150'],
    ['Fiore all&#39;occhiello (sposo e testimoni)', '€&nbsp;15'],
    ['Bouquet per le damigelle', 'da €&nbsp;50'],
    ['Addobbo della chiesa', 'da €&nbsp;400'],
    ['Centrotavola per il ricevimento', 'da €&nbsp;35'],
    ['Arco floreale', 'da €&nbsp;600'],
  ],
  [240, 90],
)}
${line('Il bouquet da sposa comprende una prova in negozio e la consegna la mattina del matrimonio.')}
${gap}
${big('Eventi')}
${line(
  'Prepariamo i fiori per battesimi, comunioni, lauree, inaugurazioni, cene aziendali e convegni.&nbsp;Noleggiamo vasi, alzate e lanterne (da € 3 al pezzo).',
  'Non noleggiamo gazebo, luci né arredi: vi indichiamo volentieri i fornitori con cui lavoriamo.',
)}`,
    }),
  },
  {
    path: '/p/fiori-per-funerali.html',
    lang: 'it',
    kind: 'page',
    title: 'Fiori per funerali',
    description:
      'Cuscini, corone, copricassa e mazzi per i funerali, consegnati in chiesa e alle case funerarie di Parma.',
    alternate: '/p/funeral-flowers.html',
    blog: staticPage({
      id: '4461203985527718802',
      title: 'Fiori per funerali',
      body: `${line(
        'Nei momenti difficili pensiamo a tutto noi: telefonateci o scriveteci su WhatsApp, vi aiutiamo a scegliere e consegniamo direttamente in chiesa, alla casa funeraria o al cimitero.&nbsp;',
      )}
${gap}
${big('Fiori per il funerale')}
${wordTable(
  [
    ['Composizione', 'Prezzo'],
    ['Mazzo da cerimonia', 'da €&nbsp;60'],
    ['Cuscino', 'da €&nbsp;110'],
    ['Corona', 'da €&nbsp;130'],
    ['Copricassa', 'da €&nbsp;250'],
  ],
  [200, 90],
)}
${line(
  'Il nastro con la dedica è sempre compreso.&nbsp;',
  `La consegna in chiesa o alla casa funeraria è compresa a Parma e nelle frazioni; per gli altri comuni vale la tabella delle ${a('consegne', '/p/consegne.html')}.`,
  'Per un funerale nello stesso giorno ordinate entro le 10:00.',
  'Si paga in negozio, con un link di pagamento con carta o con bonifico.',
)}
${gap}
${big('Fiori per il cimitero')}
${line(
  'Mazzi per le tombe da € 12.&nbsp;La domenica mattina siamo aperti anche per chi va al cimitero della Villetta.',
  'A novembre, per la commemorazione dei defunti, prepariamo crisantemi in vaso da € 10.',
)}`,
    }),
  },
  {
    path: '/p/consegne.html',
    lang: 'it',
    kind: 'page',
    title: 'Consegne',
    description:
      'Consegne a domicilio a Parma e nei comuni vicini: costi per zona, fasce orarie, consegna in giornata.',
    alternate: '/p/flower-delivery-parma.html',
    blog: staticPage({
      id: '9152283364170927415',
      title: 'Consegne',
      body: `${line(`Luca consegna con il furgone elettrico in tutta Parma e nei comuni vicini, ${b('dal martedì al sabato')}.`)}
${gap}
${big('Quanto costa')}
${wordTable(
  [
    ['Zona', 'Costo della consegna'],
    ['Parma, dentro la tangenziale', '€&nbsp;7'],
    ['Parma, frazioni (San Pancrazio, Vicofertile, Botteghino, San Prospero...)', '€&nbsp;10'],
    ['Collecchio, Felino, Sala Baganza, Noceto, Sorbolo', '€&nbsp;15'],
    ['Fidenza, Langhirano, Traversetolo, Colorno, Fontanellato', '€&nbsp;20'],
  ],
  [300, 110],
)}
${line(
  'Consegna gratuita dentro la tangenziale per ordini da € 100.',
  'Altri comuni della provincia: chiedeteci, entro 30 km da Parma di solito si può.',
)}
${gap}
${big('Quando')}
${brs('Fascia del mattino: 9:00 - 12:30', 'Fascia del pomeriggio: 15:30 - 19:00')}
${line(
  'Non possiamo garantire un orario preciso, ma potete scegliere la fascia.&nbsp;',
  'Consegna in giornata per gli ordini ricevuti entro le 12:00 (solo Parma e frazioni).',
  'Non effettuiamo consegne la domenica.&nbsp;Il lunedì il negozio è chiuso e Luca riposa.',
)}
${gap}
${big('Se il destinatario non c&#39;è')}
${line(
  'Lasciamo i fiori a un vicino o al portiere, se ci sono; altrimenti lasciamo un avviso e riproviamo il giorno dopo, con un supplemento di € 5.',
  'All&#39;Ospedale Maggiore i reparti non accettano fiori, quindi non consegniamo in ospedale.',
)}
${gap}
${line('Non spediamo fiori fuori dalla provincia di Parma né all&#39;estero.')}`,
    }),
  },
  {
    path: '/p/abbonamenti-uffici-e-ristoranti.html',
    lang: 'it',
    kind: 'page',
    title: 'Abbonamenti per uffici e ristoranti',
    description:
      'Fiori freschi ogni settimana per uffici, studi, reception e ristoranti a Parma: formule e prezzi.',
    blog: staticPage({
      id: '2873306614928810053',
      title: 'Abbonamenti per uffici e ristoranti',
      body: `${line(
        'Fiori freschi ogni settimana per la reception, lo studio, la sala d&#39;attesa o i tavoli del vostro ristorante: pensiamo a tutto noi, dalla scelta dei fiori al cambio dell&#39;acqua.&nbsp;',
      )}
${gap}
${big('Le formule')}
${wordTable(
  [
    ['Formula', 'Cosa comprende', 'Prezzo'],
    ['Reception', '1 composizione media, cambiata ogni settimana', '€&nbsp;35 a settimana'],
    ['Ufficio', '1 composizione grande e 2 piccole', '€&nbsp;60 a settimana'],
    [
      'Ristorante',
      'fiori freschi per i tavoli (fino a 15) e 1 composizione all&#39;ingresso',
      '€&nbsp;85 a settimana',
    ],
  ],
  [80, 250, 100],
)}
${line(
  'Prezzi IVA esclusa, consegna compresa dentro la tangenziale (fuori tangenziale € 5 in più a consegna).',
  'Potete scegliere anche il cambio ogni due settimane: il prezzo, a consegna, è lo stesso.',
)}
${gap}
${big('Condizioni')}
${brs(
  'Durata minima: 3 mesi',
  'Disdetta: con 30 giorni di preavviso',
  'Consegna: il martedì mattina',
  'Fattura: una volta al mese, anche elettronica',
  'Prima settimana di prova a metà prezzo',
)}
${line('Ad agosto potete sospendere l&#39;abbonamento senza costi.')}
${gap}
${big('E per la casa?')}
${line(
  'In tanti ci chiedono un abbonamento anche per i privati: ci stiamo lavorando e arriverà nel 2027.&nbsp;',
  'Prezzi e formule non sono ancora stati decisi e per ora non è possibile sottoscriverlo.',
)}`,
    }),
  },
  {
    path: '/p/laboratori-di-composizione-floreale.html',
    lang: 'it',
    kind: 'page',
    title: 'Laboratori di composizione floreale',
    description:
      'I laboratori del sabato pomeriggio alla Fioreria Glicine: programma dell’inverno 2026-2027, quote e iscrizioni.',
    blog: staticPage({
      id: '6039918472253340187',
      title: 'Laboratori di composizione floreale',
      body: `${photo('laboratorio-corone', 'Il tavolo del laboratorio con le corone finite')}
${line(
  'Nella stanza sul retro, il sabato pomeriggio, Anna insegna a comporre i fiori: un bouquet, una corona, un centrotavola da portare a casa.&nbsp;',
)}
${brs(
  'Orario: 15:00 - 18:00',
  'Massimo 8 partecipanti',
  'Fiori, materiali, tè e biscotti compresi',
  'Dai 14 anni in su',
)}
${gap}
${big('Il programma dell&#39;inverno 2026-2027')}
${wordTable(
  [
    ['Data', 'Laboratorio', 'Quota'],
    ['Sabato 28 novembre 2026', 'Corona dell&#39;Avvento', '€&nbsp;55'],
    ['Sabato 12 dicembre 2026', 'Centrotavola di Natale', '€&nbsp;50'],
    ['Sabato 23 gennaio 2027', 'Bouquet a spirale (tecnica di base)', '€&nbsp;45'],
    ['Sabato 13 febbraio 2027', 'Bouquet di San Valentino', '€&nbsp;45'],
    ['Sabato 20 marzo 2027', 'Kokedama e piante in vaso', '€&nbsp;40'],
  ],
  [140, 200, 70],
)}
${gap}
${big('Come iscriversi')}
${line(
  'Si prenota in negozio o per telefono e si paga l&#39;intera quota all&#39;iscrizione (in negozio o con bonifico).',
  'Se disdite almeno 5 giorni prima vi restituiamo la quota; dopo non è più rimborsabile, ma potete mandare un&#39;altra persona al vostro posto.',
  'Un laboratorio si può anche regalare: chiedete il buono regalo in negozio.',
)}
${gap}
${big('Laboratori privati')}
${line(
  'Per gruppi di amiche, addii al nubilato o team building organizziamo laboratori privati su richiesta, da 6 a 12 persone, a € 40 a persona.',
)}
${gap}
${big('In arrivo: fiori secchi')}
${line(
  'Nella primavera 2027 partirà il laboratorio di fiori secchi e stabilizzati.&nbsp;Date e prezzo sono ancora da definire e per ora non si può prenotare: se vi interessa lasciate il vostro nome in negozio e vi avviseremo.',
)}`,
    }),
  },
];
