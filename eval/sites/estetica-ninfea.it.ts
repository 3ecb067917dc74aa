import {
  block,
  h3,
  heading,
  iconBox,
  messageBox,
  NINFEA_EMAIL,
  NINFEA_PHONE,
  NINFEA_STREET,
  NINFEA_TOWN,
  NINFEA_WHATSAPP,
  type NinfeaPage,
  p,
  priceLine,
  priceList,
  rawHtml,
  separator,
  singleImage,
  table,
  tabs,
  textBlock,
  toggles,
  ul,
  vcButton,
  vcCol,
  vcRow,
} from './estetica-ninfea.layout.ts';

/* The Italian pages that also exist in English: home, treatments and prices, spa path, booking and
 * cancellation, hours and contact, FAQ. */

const home: NinfeaPage = {
  path: '/',
  lang: 'it',
  alternate: '/en',
  title: 'Centro estetico e day spa a Padova',
  description:
    'Centro Estetico Ninfea, Padova centro: trattamenti viso, ceretta, manicure e semipermanente, massaggi, laminazione ciglia e percorso benessere con bagno turco e sauna.',
  body: [
    vcRow(
      [
        vcCol(
          '1/1',
          heading('Il tuo momento di benessere nel cuore di Padova', 'h2', 'center'),
          textBlock(
            '<p style="text-align: center;">Centro estetico e day spa a due passi da Piazza dei Signori: trattamenti viso e corpo, ceretta, mani e piedi, laminazione ciglia, massaggi e un piccolo percorso benessere con bagno turco e sauna.</p>',
          ),
          vcButton('Prenota il tuo trattamento', '/prenotazioni-e-disdette'),
        ),
      ],
      true,
      'ninfea-hero',
    ),
    vcRow([
      vcCol(
        '1/1',
        messageBox(
          '<p><strong>Feste di Natale 2026:</strong> domenica 20 dicembre siamo aperti in via straordinaria dalle 10:00 alle 18:00; la vigilia chiudiamo alle 14:00. Tutti gli orari delle feste nella pagina <a href="/orari-e-contatti">Orari e contatti</a>.</p>',
        ),
      ),
    ]),
    vcRow([
      vcCol(
        '1/3',
        iconBox(
          'spa',
          'Trattamenti',
          p(
            'Viso, epilazione, manicure e semipermanente, pedicure, massaggi da 30, 50 e 80 minuti, laminazione ciglia e sopracciglia.',
          ),
        ),
        vcButton('Listino prezzi', '/trattamenti-e-prezzi'),
      ),
      vcCol(
        '1/3',
        iconBox(
          'hot-tub',
          'Percorso benessere',
          p(
            'Bagno turco, sauna finlandese, docce emozionali e sala relax con tisane: 90 minuti da soli o in coppia, da € 39.',
          ),
        ),
        vcButton('Scopri il percorso', '/percorso-benessere'),
      ),
      vcCol(
        '1/3',
        iconBox(
          'gift',
          'Buoni regalo',
          p('Un trattamento, un percorso o un importo a scelta, in una confezione regalo o in PDF.'),
        ),
        vcButton('Regala Ninfea', '/buoni-regalo'),
      ),
    ]),
    separator(),
    vcRow([
      vcCol('1/2', singleImage('ninfea-cabina-viso.jpg', 'La cabina viso del Centro Estetico Ninfea')),
      vcCol(
        '1/2',
        heading('Dal 2006 in Via Santa Lucia'),
        textBlock(
          p(
            'Ninfea è nata nel 2006 da un’idea di Elena Bertin: un centro estetico piccolo e curato, dove ogni trattamento è fatto con calma, senza fretta tra una cliente e l’altra. Oggi siamo in sei, tra estetiste, una onicotecnica e due massaggiatori.',
            'Siamo aperti dal martedì al sabato; il giovedì facciamo apertura serale fino alle 21:00, il sabato orario continuato. Gli uomini sono i benvenuti: massaggi, pulizia viso, ceretta schiena e petto, mani e piedi.',
          ),
        ),
        vcButton('Conosci il team', '/il-nostro-team'),
      ),
    ]),
    block(
      '<p style="text-align: center;"><strong>4,9 su 5</strong> su Google · <a href="/recensioni">Leggi cosa dicono di noi</a></p>',
    ),
  ].join('\n'),
};

const trattamenti: NinfeaPage = {
  path: '/trattamenti-e-prezzi',
  lang: 'it',
  alternate: '/en/treatments-and-prices',
  title: 'Trattamenti e prezzi',
  description:
    'Il listino del Centro Estetico Ninfea: viso, epilazione, mani, piedi, massaggi, ciglia e sopracciglia, percorso benessere.',
  body: [
    block(
      p(
        'Qui trovate tutti i nostri trattamenti, divisi per categoria. I prezzi sono IVA inclusa; sotto ogni trattamento trovate la durata in cabina. Per gli abbonamenti a prezzo scontato guardate la pagina <a href="/pacchetti-e-abbonamenti">Pacchetti e abbonamenti</a>.',
      ),
    ),
    vcRow([
      vcCol(
        '1/1',
        tabs('1700392211', [
          [
            'Viso',
            priceList(
              [
                priceLine('Pulizia viso profonda', '€ 58', '60 min'),
                priceLine('Trattamento idratante all’acido ialuronico', '€ 68', '60 min'),
                priceLine('Trattamento anti-age “Ninfea Gold”', '€ 85', '75 min'),
                priceLine('Peeling enzimatico', '€ 40', '30 min'),
                priceLine('Pulizia viso ragazzi (12–17 anni)', '€ 42', '45 min'),
              ],
              p(
                'Ogni trattamento viso inizia con l’analisi della pelle e si chiude con un massaggio al viso.',
              ),
            ),
          ],
          [
            'Epilazione',
            priceList(
              [
                priceLine('Sopracciglia', '€ 10', '15 min'),
                priceLine('Labbro superiore', '€ 6', '10 min'),
                priceLine('Ascelle', '€ 12', '15 min'),
                priceLine('Braccia', '€ 18', '20 min'),
                priceLine('Mezza gamba', '€ 22', '30 min'),
                priceLine('Gamba intera', '€ 34', '45 min'),
                priceLine('Inguine parziale', '€ 14', '15 min'),
                priceLine('Inguine totale (brasiliana)', '€ 25', '25 min'),
                priceLine('Gamba intera + inguine + ascelle', '€ 56', '70 min'),
                priceLine('Schiena uomo', '€ 27', '30 min'),
                priceLine('Petto uomo', '€ 24', '25 min'),
              ],
              p(
                'Usiamo cera al miele per il corpo e cera brasiliana senza strisce per inguine e viso. Per la ceretta ai minorenni leggete <a href="/prima-della-visita">Prima della visita</a>.',
              ),
            ),
          ],
          [
            'Mani',
            priceList(
              [
                priceLine('Manicure classica', '€ 20', '30 min'),
                priceLine('Manicure con semipermanente', '€ 32', '50 min'),
                priceLine('Rimozione semipermanente', '€ 10', '15 min'),
                priceLine('Rimozione semipermanente fatto in altro centro', '€ 15', '20 min'),
                priceLine('Ricostruzione unghie in gel', '€ 59', '90 min'),
                priceLine('Refill gel', '€ 46', '75 min'),
              ],
              p(
                'Il semipermanente dura in media 2–3 settimane. La rimozione è gratuita se rifate il semipermanente da noi.',
              ),
            ),
          ],
          [
            'Piedi',
            priceList(
              [
                priceLine('Pedicure estetico', '€ 33', '45 min'),
                priceLine('Pedicure con semipermanente', '€ 43', '60 min'),
                priceLine('Impacco alla paraffina (in aggiunta)', '€ 15', '15 min'),
              ],
              p(
                'Non eseguiamo pedicure curativo: per calli profondi, verruche e unghie incarnite rivolgetevi a un podologo.',
              ),
            ),
          ],
          [
            'Massaggi',
            priceList(
              [
                priceLine('Massaggio rilassante', '€ 38', '30 min'),
                priceLine('Massaggio rilassante', '€ 62', '50 min'),
                priceLine('Massaggio rilassante', '€ 89', '80 min'),
                priceLine('Massaggio decontratturante', '€ 67', '50 min'),
                priceLine('Massaggio decontratturante', '€ 94', '80 min'),
                priceLine('Linfodrenaggio manuale', '€ 70', '50 min'),
                priceLine('Massaggio con pietre calde', '€ 98', '80 min'),
                priceLine('Massaggio in gravidanza (dal 4° mese)', '€ 65', '50 min'),
                priceLine('Massaggio di coppia (prezzo per 2 persone)', '€ 128', '50 min'),
              ],
              p(
                'Il decontratturante lavora in profondità su collo, spalle e schiena contratti; il rilassante è un massaggio lento con olio caldo. Il massaggio di coppia si fa nella nostra cabina doppia.',
              ),
            ),
          ],
          [
            'Ciglia e sopracciglia',
            priceList(
              [
                priceLine('Laminazione ciglia (lash lift)', '€ 57', '60 min'),
                priceLine('Laminazione ciglia + tinta', '€ 63', '70 min'),
                priceLine('Laminazione sopracciglia', '€ 45', '45 min'),
                priceLine('Tinta ciglia', '€ 16', '20 min'),
              ],
              p(
                'La laminazione dura dalle 6 alle 8 settimane. Non facciamo extension ciglia, solo laminazione delle ciglia naturali.',
              ),
            ),
          ],
          [
            'Percorso benessere',
            priceList(
              [
                priceLine('Percorso benessere 1 persona', '€ 39', '90 min'),
                priceLine('Percorso benessere 2 persone', '€ 72', '90 min'),
                priceLine('Percorso + massaggio rilassante 50 min (1 persona)', '€ 95', '140 min'),
                priceLine(
                  'Coccole di coppia: percorso per 2 + massaggio di coppia 50 min',
                  '€ 185',
                  '140 min',
                ),
                priceLine('Spa in esclusiva (fino a 4 persone)', '€ 150', '120 min'),
              ],
              p(
                'Per tutti i percorsi chiediamo un acconto del 20% alla prenotazione. Tutti i dettagli nella pagina <a href="/percorso-benessere">Percorso benessere</a>.',
              ),
            ),
          ],
        ]),
      ),
    ]),
    separator(),
    vcRow([
      vcCol(
        '1/2',
        heading('Per lui', 'h3'),
        textBlock(
          p(
            'Gli uomini sono i benvenuti: pulizia viso, massaggi decontratturanti, ceretta schiena e petto, manicure e pedicure. Barba e capelli no: non siamo un barbiere.',
          ),
        ),
      ),
      vcCol(
        '1/2',
        heading('Come si paga', 'h3'),
        textBlock(
          p(
            'Alla fine del trattamento, in contanti, con bancomat e carte di credito oppure con Satispay. Non accettiamo assegni né buoni welfare aziendali.',
          ),
        ),
      ),
    ]),
  ].join('\n'),
};

const percorso: NinfeaPage = {
  path: '/percorso-benessere',
  lang: 'it',
  alternate: '/en/spa',
  title: 'Percorso benessere: bagno turco e sauna',
  description:
    'Il percorso benessere del Centro Estetico Ninfea a Padova: bagno turco, sauna finlandese, docce emozionali e sala relax, per 1 o 2 persone.',
  body: [
    vcRow([
      vcCol(
        '2/3',
        heading('90 minuti tutti per voi'),
        textBlock(
          p(
            'Al piano inferiore del centro c’è la nostra piccola spa: un bagno turco a 45 °C con essenze di eucalipto, una sauna finlandese a 85 °C, le docce emozionali con cromoterapia e una sala relax con lettini riscaldati, tisane e frutta secca.',
            'Il percorso benessere dura 90 minuti. Gli spazi sono condivisi, con un massimo di 6 persone per turno; se li volete solo per voi c’è la <strong>Spa in esclusiva</strong>, fino a 4 persone per 120 minuti.',
          ),
        ),
      ),
      vcCol('1/3', singleImage('ninfea-bagno-turco.jpg', 'Il bagno turco della spa Ninfea')),
    ]),
    vcRow([
      vcCol(
        '1/1',
        heading('Prezzi', 'h3'),
        priceList([
          priceLine('Percorso benessere 1 persona', '€ 39', '90 min'),
          priceLine('Percorso benessere 2 persone', '€ 72', '90 min'),
          priceLine('Percorso + massaggio rilassante 50 min (1 persona)', '€ 95', '140 min'),
          priceLine('Coccole di coppia: percorso per 2 + massaggio di coppia 50 min', '€ 185', '140 min'),
          priceLine('Spa in esclusiva (fino a 4 persone)', '€ 150', '120 min'),
        ]),
      ),
    ]),
    separator(),
    vcRow([
      vcCol(
        '1/2',
        heading('Quando', 'h3'),
        textBlock(
          p(
            'Il percorso è aperto dal martedì al venerdì dalle 14, con ultimo ingresso alle 17:30 (il giovedì alle 19:30). Il sabato dalle 9:30, ultimo ingresso alle 16:30. La mattina dal martedì al venerdì la spa è chiusa.',
            'Si accede solo su prenotazione: non accettiamo ingressi senza prenotazione. Vi chiediamo di arrivare 10 minuti prima.',
          ),
        ),
      ),
      vcCol(
        '1/2',
        heading('Cosa portare', 'h3'),
        textBlock(
          p(
            'Basta il costume da bagno: accappatoio, teli e ciabattine ve li diamo noi. Negli spogliatoi trovate armadietti con chiave, docce, phon e bagnoschiuma.',
            'Il costume è obbligatorio anche in sauna. Nella sala relax vi chiediamo di tenere il telefono spento.',
          ),
        ),
      ),
    ]),
    block(
      h3('Chi può accedere'),
      ul(
        'L’età minima è 16 anni; dai 16 ai 17 anni si entra solo con un adulto.',
        'In gravidanza sauna e bagno turco non sono consentiti: potete invece prenotare il massaggio specifico per la gravidanza, dopo il terzo mese.',
        'Chi soffre di pressione alta, problemi cardiaci o circolatori deve sentire prima il proprio medico.',
      ),
      h3('Prenotazione e acconto'),
      p(
        'Per i percorsi benessere chiediamo un acconto del 20% al momento della prenotazione. Disdette gratuite fino a 24 ore prima: dopo, l’acconto non viene restituito. Tutte le regole in <a href="/prenotazioni-e-disdette">Prenotazioni e disdette</a>.',
      ),
      p(
        'Attenzione: la spa è al piano interrato e si raggiunge solo con una scala di 16 gradini; non c’è ascensore.',
      ),
    ),
  ].join('\n'),
};

/* The pasted Uala widget leaves its outer `<div>` unclosed: everything after it (the deposit, cancellation,
 * late arrival and payment rules) sits inside the widget's Raw HTML element. */
const ualaWidgetIt = `<!-- Uala booking widget v3 – incollare dove si vuole mostrare il calendario -->
<div class="uala-widget" id="uala-widget-38214" data-venue-id="38214" data-lang="it" data-theme="light"><div class="uala-widget__frame"><iframe src="https://widget.uala.test/venues/38214/booking?lang=it&amp;embed=1" title="Prenota online con Uala" width="100%" height="640" loading="lazy" style="border:0;min-height:640px"></iframe></div>
<noscript>Per prenotare online attiva JavaScript oppure chiamaci.</noscript>
<script src="https://widget.uala.test/embed/v3/loader.js" async></script>`;

const prenotazioni: NinfeaPage = {
  path: '/prenotazioni-e-disdette',
  lang: 'it',
  alternate: '/en/booking-and-cancellation',
  title: 'Prenotazioni e disdette',
  description:
    'Come prenotare al Centro Estetico Ninfea: telefono, WhatsApp o online. Acconto per il percorso benessere, disdette, ritardi e pagamenti.',
  body: [
    vcRow([
      vcCol(
        '1/3',
        iconBox(
          'phone',
          'Al telefono',
          p(`Chiamateci al <strong>${NINFEA_PHONE}</strong> negli orari di apertura.`),
        ),
      ),
      vcCol(
        '1/3',
        iconBox(
          'whatsapp',
          'Su WhatsApp',
          p(
            `Scriveteci al <strong>${NINFEA_WHATSAPP}</strong>: rispondiamo entro la giornata lavorativa, anche ai messaggi arrivati la domenica e il lunedì (il martedì mattina).`,
          ),
        ),
      ),
      vcCol(
        '1/3',
        iconBox(
          'calendar-check',
          'Online',
          p(
            'Con il calendario qui sotto, 24 ore su 24: vedete subito i posti liberi e ricevete la conferma via SMS.',
          ),
        ),
      ),
    ]),
    block(
      p(
        'Le richieste via email non valgono come prenotazione: per fissare un appuntamento usate il telefono, WhatsApp o il calendario online.',
      ),
    ),
    vcRow([
      vcCol(
        '1/1',
        heading('Prenota online', 'h3'),
        rawHtml(ualaWidgetIt),
        textBlock(
          h3('Acconto per il percorso benessere'),
          p(
            'Per i percorsi benessere (anche di coppia e in esclusiva) chiediamo un acconto del 20% al momento della prenotazione. Vi mandiamo un link di pagamento su WhatsApp o via SMS, da pagare entro la fine della giornata: senza acconto la prenotazione non è confermata.',
            'Un esempio: per un percorso per 2 persone (72,00 €) l’acconto è di 14,40 €. Per gli altri trattamenti non chiediamo acconti.',
          ),
          h3('Disdette e spostamenti'),
          p(
            'Potete disdire o spostare un appuntamento gratuitamente fino a 24 ore prima. Se disdite con meno di 24 ore di preavviso o non vi presentate, il trattamento vi viene addebitato per intero: con un abbonamento la seduta viene scalata, per i percorsi benessere l’acconto non viene restituito.',
          ),
          h3('Se arrivate in ritardo'),
          p(
            'Vi aspettiamo volentieri, ma se arrivate con più di 15 minuti di ritardo il trattamento verrà accorciato, per non far aspettare chi ha l’appuntamento dopo di voi, e il prezzo resta quello pieno.',
          ),
          h3('Pagamento'),
          p(
            'Si paga in centro alla fine del trattamento: contanti, bancomat, carte di credito (Visa, Mastercard, Maestro) e Satispay. Non accettiamo assegni né buoni welfare aziendali (Edenred, Pluxee e simili).',
          ),
        ),
      ),
    ]),
  ].join('\n'),
};

/* The pasted Google Maps embed brings a stray `</div></div></article>`: the article ends there, the Raw HTML
 * element's own closing tags then close `<main>` and the page wrapper, and the directions, ZTL and parking
 * after it are printed between the page and the footer, outside `<article>` and `<main>`, as every browser
 * still shows them. */
const mapEmbedIt = `<div class="ninfea-mappa"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2801.3!2d11.8771!3d45.4079!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x477eda5!2sCentro%20Estetico%20Ninfea!5e0!3m2!1sit!2sit" width="100%" height="380" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe></div></div></div></article>`;

const orari: NinfeaPage = {
  path: '/orari-e-contatti',
  lang: 'it',
  alternate: '/en/hours-and-contact',
  title: 'Orari e contatti',
  description:
    'Orari del Centro Estetico Ninfea a Padova, orari di Natale 2026, chiusura estiva 2027, come arrivare, ZTL e parcheggio.',
  body: [
    vcRow([
      vcCol(
        '1/2',
        heading('Orari del centro', 'h3'),
        textBlock(
          table(
            ['Giorno', 'Orario'],
            [
              ['Lunedì', 'chiuso'],
              ['Martedì', '9:30–19:00'],
              ['Mercoledì', '9:30–19:00'],
              ['Giovedì', '9:30–21:00'],
              ['Venerdì', '9:30–19:00'],
              ['Sabato', '9:00–18:00 (orario continuato)'],
              ['Domenica', 'chiuso'],
            ],
          ),
          p(
            'Il percorso benessere apre dal martedì al venerdì dalle 14 e il sabato dalle 9:30 (ultimo ingresso: 17:30, il giovedì 19:30, il sabato 16:30).',
          ),
        ),
      ),
      vcCol(
        '1/2',
        heading('Contatti', 'h3'),
        textBlock(
          p(
            `<strong>Centro Estetico Ninfea</strong><br>${NINFEA_STREET}<br>${NINFEA_TOWN}`,
            `Telefono: ${NINFEA_PHONE}<br>WhatsApp: ${NINFEA_WHATSAPP}<br>Email: <a href="mailto:${NINFEA_EMAIL}">${NINFEA_EMAIL}</a>`,
            'Al telefono rispondiamo negli orari di apertura; su WhatsApp entro la giornata lavorativa.',
          ),
        ),
      ),
    ]),
    vcRow([
      vcCol(
        '1/1',
        messageBox(
          `<h4>Orari delle feste di Natale 2026</h4>${table(
            ['Giorno', 'Orario'],
            [
              ['Domenica 20 dicembre', '10:00–18:00 (apertura straordinaria)'],
              ['Giovedì 24 dicembre', '9:00–14:00'],
              ['Venerdì 25 e sabato 26 dicembre', 'chiuso'],
              ['Giovedì 31 dicembre', '9:00–16:00'],
              ['Venerdì 1 e sabato 2 gennaio 2027', 'chiuso'],
              ['Mercoledì 6 gennaio', 'chiuso'],
            ],
          )}<p>Il 24 e il 31 dicembre il percorso benessere resta chiuso. Negli altri giorni orario normale.</p>`,
        ),
        textBlock(
          h3('Chiusura estiva 2027'),
          p(
            'Per le ferie estive siamo chiusi da martedì 10 a sabato 21 agosto 2027 compresi. Riapriamo martedì 24 agosto.',
          ),
        ),
      ),
    ]),
    separator(),
    vcRow([
      vcCol(
        '1/1',
        heading('Come arrivare', 'h3'),
        rawHtml(mapEmbedIt),
        textBlock(
          p(
            'Siamo in Via Santa Lucia 32, a 3 minuti a piedi da Piazza dei Signori. La fermata del tram più vicina è Ponti Romani (linea SIR1).',
            '<strong>ZTL:</strong> Via Santa Lucia è dentro la ZTL del centro storico, con varchi a telecamera attivi tutti i giorni dalle 8:00 alle 20:00. Non venite con l’auto fino al centro: non possiamo comunicare la vostra targa al Comune per l’accesso alla ZTL.',
            '<strong>Parcheggio:</strong> il più comodo è il Garage Tadi, in Via dei Tadi 9, a 5 minuti a piedi da noi: 1,80 € all’ora, massimo 14,00 € al giorno. È aperto anche il giovedì sera fino alle 23:00.',
            '<strong>In bici:</strong> c’è una rastrelliera proprio davanti all’ingresso.',
          ),
        ),
      ),
    ]),
  ].join('\n'),
};

const faq: NinfeaPage = {
  path: '/domande-frequenti',
  lang: 'it',
  alternate: '/en/faq',
  title: 'Domande frequenti',
  description: 'Le risposte alle domande più frequenti sul Centro Estetico Ninfea di Padova.',
  body: [
    block(p('Non trovate la risposta? Scriveteci su WhatsApp o chiamateci negli orari di apertura.')),
    vcRow([
      vcCol(
        '1/1',
        toggles([
          [
            'Gli uomini possono venire da voi?',
            p(
              'Certo, gli uomini sono i benvenuti! Per loro ci sono massaggi, pulizia viso, ceretta schiena e petto, manicure e pedicure. Non facciamo barba e capelli.',
            ),
          ],
          [
            'Qual è l’età minima per il percorso benessere?',
            p('16 anni. Dai 16 ai 17 anni si entra solo accompagnati da un adulto.'),
          ],
          [
            'Mia figlia è minorenne: può fare la ceretta?',
            p(
              'Sì, dai 14 anni, con il consenso scritto di un genitore. Il modulo si firma in centro alla prima visita. Sotto i 14 anni non eseguiamo cerette.',
            ),
          ],
          [
            'Sono incinta: posso fare un massaggio o il percorso benessere?',
            p(
              'In gravidanza l’unico massaggio che facciamo è il massaggio specifico per la gravidanza, dopo il terzo mese (cioè dal 4° mese). Sauna e bagno turco non sono consentiti.',
            ),
          ],
          [
            'Cosa devo portare per il percorso benessere?',
            p('Solo il costume da bagno. Accappatoio, teli e ciabattine ve li diamo noi.'),
          ],
          [
            'Con quanto anticipo devo disdire?',
            p(
              'Almeno 24 ore prima dell’appuntamento; altrimenti il trattamento viene addebitato per intero.',
            ),
          ],
          [
            'Cosa succede se arrivo in ritardo?',
            p('Oltre i 15 minuti di ritardo il trattamento viene accorciato e si paga il prezzo pieno.'),
          ],
          [
            'Posso venire senza prenotazione?',
            p(
              'Per mani, ceretta e sopracciglia, se c’è un’operatrice libera, sì. Per massaggi, trattamenti viso e percorso benessere serve sempre la prenotazione.',
            ),
          ],
          [
            'Come posso pagare?',
            p(
              'Contanti, bancomat, carte di credito e Satispay. Non accettiamo assegni né buoni welfare aziendali.',
            ),
          ],
          [
            'Quanto durano i buoni regalo?',
            p(
              'I buoni regalo valgono 12 mesi dalla data di emissione. Tutte le regole nella pagina <a href="/buoni-regalo">Buoni regalo</a>.',
            ),
          ],
          [
            'Fate l’extension ciglia?',
            p('No, facciamo solo la laminazione delle ciglia naturali (lash lift), anche con tinta.'),
          ],
          [
            'Dove posso parcheggiare?',
            p(
              'Siamo in ZTL: lasciate l’auto al Garage Tadi in Via dei Tadi 9, a 5 minuti a piedi (1,80 € all’ora).',
            ),
          ],
        ]),
      ),
    ]),
  ].join('\n'),
};

export const ninfeaItalianPages: NinfeaPage[] = [home, trattamenti, percorso, prenotazioni, orari, faq];
