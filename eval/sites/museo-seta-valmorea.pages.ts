import {
  bullets,
  button,
  col,
  embed,
  form,
  gallery,
  heading,
  hero,
  image,
  link,
  row,
  SETA_DIDATTICA,
  SETA_NAME,
  SETA_PHONE,
  type SetaPage,
  section,
  spacer,
  text,
} from './museo-seta-valmorea.layout.ts';

/** A card of the home page: photo, title, text and button stacked in a column. */
const card = (photo: string, title: string, body: string, cta: [string, string]) =>
  col(4, image(photo, title), heading(title, 3), text(body), button(cta[0], cta[1]));

const privacyConsent = {
  kind: 'checkbox' as const,
  label: `Ho letto l’${link('informativa privacy', '/privacy-policy')} e acconsento al trattamento dei miei dati`,
  required: true,
};

/** Home, the museum, hours and tickets, guided tours and looms, schools. */
export const setaPages: SetaPage[] = [
  {
    path: '/',
    title: 'Home',
    description:
      'Il Museo della Seta di Valmorea, nella Filanda Cattaneo vicino a Como: bachi, torcitoio, stamperia e telai Jacquard in funzione il sabato e la domenica.',
    body: [
      hero(
        SETA_NAME,
        'Nella Filanda Cattaneo, dal 1862: la seta del Comasco, dal bozzolo al tessuto, e i telai che tornano a battere.',
        'filanda-cattaneo-facciata.jpg',
        ['Orari e biglietti', '/orari-e-biglietti'],
      ),
      row(
        [
          col(
            12,
            text(
              '**Orario invernale** – dal 2 novembre: mercoledì, giovedì e venerdì 14:00–17:30; sabato, domenica e festivi 10:00–18:00. Lunedì e martedì chiuso.',
              `Aperture di Natale e chiusura di gennaio: ${link('leggi tutto', '/news/natale-in-filanda-2026')}.`,
            ),
          ),
        ],
        'avvisoInverno',
      ),
      section(
        heading('Benvenuti in filanda', 2, 'center'),
        text(
          'In una filanda dell’Ottocento restaurata, a pochi chilometri da Como, il museo racconta la seta com’era fatta qui: l’allevamento dei bachi, la trattura del filo nelle bacinelle di acqua calda, la torcitura, la stampa a mano e la tessitura.',
          'Il museo è gestito dalla Fondazione Filanda Cattaneo, un ente senza scopo di lucro che vive dei biglietti, delle tessere degli Amici e del lavoro di tanti volontari, molti dei quali hanno lavorato per una vita nelle tessiture del Comasco.',
        ),
      ),
      row([
        card(
          'torcitoio-circolare.jpg',
          'Il museo',
          'Tre piani di storia della seta: le bacinelle, il torcitoio circolare di legno, la stamperia e l’archivio dei campionari.',
          ['Scopri il percorso', '/il-museo'],
        ),
        card(
          'telaio-jacquard-sottotetto.jpg',
          'Telai in funzione',
          'Ogni sabato e domenica alle 11:00 e alle 15:30 i telai Jacquard tornano a tessere, nella sala sotto il tetto della filanda.',
          ['Visite e dimostrazioni', '/visite-guidate'],
        ),
        card(
          'mostra-fili-doro-broccato.jpg',
          'Mostra «Fili d’oro»',
          'Broccati e damaschi comaschi dal Settecento al Déco. Fino al 10 gennaio 2027.',
          ['La mostra', '/mostra-fili-d-oro'],
        ),
      ]),
      row([
        card(
          'laboratorio-scuole-stampa.jpg',
          'Scuole',
          'Laboratori didattici per ogni età: dal baco al filo, il telaio di cartone, la stampa a blocchi, i colori dalla natura.',
          ['Laboratori didattici', '/scuole'],
        ),
        card(
          'bottega-cravatte.jpg',
          'Bottega e caffetteria',
          'Cravatte, foulard e sciarpe di seta comasca, e le cravatte tessute sui nostri telai.',
          ['La Bottega', '/bottega-e-caffetteria'],
        ),
        card(
          'sala-bacinelle-matrimonio.jpg',
          'Eventi e matrimoni',
          'La Sala delle Bacinelle per il vostro matrimonio, una cena aziendale o un convegno.',
          ['La sala', '/eventi-e-matrimoni'],
        ),
      ]),
      section(
        heading('La filanda in immagini', 2, 'center'),
        gallery([
          ['sala-bacinelle.jpg', 'La Sala delle Bacinelle', 'Le vasche di trattura originali del 1862'],
          ['bigattiera.jpg', 'La bigattiera', 'I bachi su graticci di canna'],
          ['torcitoio-circolare.jpg', 'Il torcitoio circolare', 'Il filatoio di legno del primo piano'],
          ['stamperia-blocchi.jpg', 'La stamperia', 'Blocchi di legno per la stampa a mano'],
          ['telaio-jacquard-sottotetto.jpg', 'La Sala dei Telai', 'Un telaio Jacquard con i suoi cartoni'],
          ['cortile-gelsi.jpg', 'Il Cortile dei Gelsi', 'Il cortile della filanda in primavera'],
        ]),
      ),
      row([
        col(
          6,
          heading('Dalla filanda', 3),
          text(
            `${link('Natale in Filanda: aperture delle feste, laboratori e chiusura di gennaio', '/news/natale-in-filanda-2026')}`,
            `${link('Inaugura «Fili d’oro»: tre secoli di seta operata a Como', '/news/inaugura-fili-d-oro')}`,
          ),
          button('Tutte le news', '/news'),
        ),
        col(
          6,
          heading('Visiting from abroad?', 3),
          text(
            `${link('Information in English', '/english')}: opening hours, tickets, audio guide and tours.`,
          ),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/il-museo',
    title: 'Il Museo',
    description:
      'La storia della Filanda Cattaneo e il percorso del museo: Sala delle Bacinelle, bigattiera, torcitoio circolare, stamperia, archivio e Sala dei Telai.',
    body: [
      hero(
        'Il Museo',
        'Una filanda dell’Ottocento dove la seta racconta la sua storia.',
        'filanda-cattaneo-cortile.jpg',
      ),
      row([
        col(
          7,
          heading('La Filanda Cattaneo', 2),
          text(
            'La filanda fu costruita nel 1862 da Giuseppe Cattaneo lungo la roggia Molinara, per la trattura della seta: qui decine di filandiere dipanavano il filo dai bozzoli immersi nell’acqua calda delle bacinelle. Nel Novecento la filanda diventò torcitura e poi tessitura, e lavorò fino al 1978.',
            'Nel 2009 gli eredi Cattaneo hanno affidato l’edificio alla Fondazione Filanda Cattaneo, che lo ha restaurato con il sostegno della Regione Lombardia e di molte aziende seriche comasche. Il museo ha aperto il 16 maggio 2015.',
          ),
        ),
        col(5, image('filanda-1910.jpg', 'La filanda in una foto del 1910')),
      ]),
      section(
        heading('Il percorso', 2),
        bullets(
          '**Piano terra** – la Sala delle Bacinelle con le vasche di trattura originali, la bigattiera dove da metà maggio a fine giugno si possono vedere i bachi vivi, e la Sala delle Mostre.',
          '**Primo piano** – il grande torcitoio circolare in legno, alto 7 metri, uno dei pochi ancora completi in Lombardia; la stamperia, con più di 1.200 blocchi di legno per la stampa a mano; l’archivio, con 3.000 campionari di tessuti comaschi dal 1880 al 1970.',
          '**Sottotetto** – la Sala dei Telai: quattro telai Jacquard del primo Novecento e un telaio a mano, ancora funzionanti.',
        ),
        text(
          'La visita libera dura circa 1 ora e 30 minuti. I pannelli sono in italiano e in inglese.',
          'Il piano terra e il primo piano sono serviti da un ascensore. La Sala dei Telai, nel sottotetto, si raggiunge solo con una scala di 38 gradini.',
        ),
        button('Visite guidate e telai in funzione', '/visite-guidate'),
      ),
      section(
        heading('Chi siamo', 2),
        text(
          'La Fondazione Filanda Cattaneo è un ente del Terzo settore nato nel 2009 per conservare la filanda e far conoscere la storia della seta comasca. Il museo è curato dalla conservatrice Chiara Lurati, con una piccola squadra di dipendenti e più di trenta volontari: ex tessitori, disegnatori tessili, insegnanti in pensione.',
          `Volete diventare volontari? Scriveteci: ${link('contatti', '/contatti')}.`,
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/orari-e-biglietti',
    title: 'Orari e biglietti',
    description:
      'Orari estivi e invernali del Museo della Seta di Valmorea, chiusure, ultimo ingresso e tariffe 2026: intero, ridotto, ragazzi, famiglia, gruppi e biglietto cumulativo con la mostra.',
    body: [
      hero('Orari e biglietti', 'Tutto quello che serve sapere prima di venire.', 'biglietteria.jpg'),
      section(heading('Orari di apertura', 2)),
      row([
        col(
          6,
          heading('Orario estivo (dal 1° marzo al 1° novembre)', 3),
          text(
            'Da martedì a venerdì: 10:00–18:00',
            'Sabato, domenica e festivi: 10:00–19:00',
            'Lunedì: chiuso',
          ),
        ),
        col(
          6,
          heading('Orario invernale (dal 2 novembre al 28 febbraio)', 3),
          text(
            'Mercoledì, giovedì e venerdì: 14:00–17:30',
            'Sabato, domenica e festivi: 10:00–18:00',
            'Lunedì e martedì: chiuso',
          ),
        ),
      ]),
      section(
        text(
          '**Ultimo ingresso 45 minuti prima della chiusura.**',
          'Il museo è chiuso il lunedì tutto l’anno e, da novembre a febbraio, anche il martedì. È però aperto in tutti i giorni festivi, anche quando cadono di lunedì o di martedì (per esempio il lunedì di Pasquetta o martedì 8 dicembre 2026), con l’orario del sabato e della domenica.',
          'Chiuso il 24, 25 e 31 dicembre e il 1° gennaio.',
          '**Chiusura annuale:** dall’11 al 29 gennaio 2027 il museo resta chiuso per la manutenzione dei telai. Riapriamo sabato 30 gennaio 2027.',
        ),
      ),
      section(
        heading('Biglietti', 2),
        text(
          '**In breve:** intero € 9 · ridotto € 7 · ragazzi 6–17 anni € 5 · bambini fino a 5 anni gratis · famiglia € 22',
        ),
        heading('Tariffe 2026 (in vigore dal 1° marzo 2026)', 3),
        embed(
          `<table class="MsoTableGrid" border="1" cellspacing="0" cellpadding="0" style="border-collapse:collapse;border:none;width:100%"><tbody><tr><td width="300" valign="top" style="border:solid windowtext 1.0pt;background:#D9D9D9;padding:0cm 5.4pt 0cm 5.4pt"><p class="MsoNormal"><b><span style="font-family:Calibri,sans-serif">Tipologia</span></b></p></td><td width="150" valign="top" style="border:solid windowtext 1.0pt;border-left:none;background:#D9D9D9;padding:0cm 5.4pt 0cm 5.4pt"><p class="MsoNormal" align="center" style="text-align:center"><b><span style="font-family:Calibri,sans-serif">Solo museo</span></b></p></td><td width="190" valign="top" style="border:solid windowtext 1.0pt;border-left:none;background:#D9D9D9;padding:0cm 5.4pt 0cm 5.4pt"><p class="MsoNormal" align="center" style="text-align:center"><b><span style="font-family:Calibri,sans-serif">Museo + mostra «Fili d’oro»*</span></b></p></td></tr>${(
            [
              ['Intero', '€ 9,00', '€ 13,00'],
              ['Ridotto¹', '€ 7,00', '€ 10,00'],
              ['Ragazzi 6–17 anni', '€ 5,00', '€ 7,00'],
              ['Bambini fino a 5 anni', 'gratuito', 'gratuito'],
              ['Famiglia²', '€ 22,00', '€ 30,00'],
              ['Gruppi (min. 15 persone), a persona', '€ 7,00', '€ 10,00'],
              ['Amici del Museo', 'gratuito', 'gratuito'],
              ['Visita guidata (supplemento a persona)', '€ 4,00', '€ 4,00'],
            ] as const
          )
            .map(
              ([kind, museum, combined]) =>
                `<tr><td width="300" valign="top" style="border:solid windowtext 1.0pt;border-top:none;padding:0cm 5.4pt 0cm 5.4pt"><p class="MsoNormal"><span style="font-family:Calibri,sans-serif">${kind}</span></p></td><td width="150" valign="top" style="border-top:none;border-left:none;border-bottom:solid windowtext 1.0pt;border-right:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt"><p class="MsoNormal" align="center" style="text-align:center"><span style="font-family:Calibri,sans-serif">${museum}</span></p></td><td width="190" valign="top" style="border-top:none;border-left:none;border-bottom:solid windowtext 1.0pt;border-right:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt"><p class="MsoNormal" align="center" style="text-align:center"><span style="font-family:Calibri,sans-serif">${combined}</span></p></td></tr>`,
            )
            .join(
              '',
            )}<tr><td colspan="3" width="640" valign="top" style="border:solid windowtext 1.0pt;border-top:none;padding:0cm 5.4pt 0cm 5.4pt"><p class="MsoNormal"><span style="font-family:Calibri,sans-serif">Solo mostra «Fili d’oro»: intero € 6,00 – ridotto € 4,00</span></p></td></tr></tbody></table><p class="MsoNormal" style="margin-top:6.0pt"><span style="font-size:9.0pt;font-family:Calibri,sans-serif">¹ Over 65, studenti universitari fino a 26 anni con tesserino, visitatori con disabilità (l’accompagnatore entra gratis).</span></p><p class="MsoNormal"><span style="font-size:9.0pt;font-family:Calibri,sans-serif">² Due adulti e i loro figli da 6 a 17 anni.</span></p><p class="MsoNormal"><span style="font-size:9.0pt;font-family:Calibri,sans-serif">* Fino al 10 gennaio 2027.</span></p><p class="MsoNormal"><span style="font-size:9.0pt;font-family:Calibri,sans-serif">Scuole: vedi la pagina Laboratori didattici.</span></p>`,
        ),
        text(
          'I biglietti si acquistano in biglietteria, all’ingresso del museo: non vendiamo biglietti online. Si paga in contanti, con bancomat o con carta di credito.',
          `Per le visite guidate della domenica e per i gruppi è consigliata la prenotazione: ${link('visite guidate e telai', '/visite-guidate')}. Per le classi: ${link('scuole e laboratori', '/scuole')}.`,
        ),
        button('Come arrivare', '/contatti'),
      ),
    ].join('\n'),
  },
  {
    path: '/visite-guidate',
    title: 'Visite guidate e telai',
    description:
      'Le dimostrazioni dei telai Jacquard in funzione, le visite guidate della domenica e le visite per gruppi al Museo della Seta di Valmorea.',
    body: [
      hero(
        'Visite guidate e telai in funzione',
        'Il rumore dei telai, il racconto di chi ci ha lavorato.',
        'telaio-jacquard-sottotetto.jpg',
      ),
      row([
        col(
          7,
          heading('I telai in funzione', 2),
          text(
            'Nella Sala dei Telai, sotto il tetto della filanda, i nostri tessitori volontari mettono in funzione i telai Jacquard e il telaio a mano e spiegano come nasce un tessuto operato, dal cartone perforato alla navetta.',
            '**Dimostrazioni: sabato, domenica e festivi alle 11:00 e alle 15:30.** Durano circa 20 minuti e sono comprese nel biglietto: non serve prenotare, basta trovarsi nella Sala dei Telai qualche minuto prima.',
            'Nei giorni feriali i telai sono fermi. Per i gruppi prenotati possiamo organizzare una dimostrazione anche in settimana, con un supplemento di € 40.',
          ),
        ),
        col(5, image('tessitore-volontario.jpg', 'Un tessitore volontario al telaio Jacquard')),
      ]),
      section(
        heading('Visite guidate per singoli', 2),
        text(
          'Ogni **domenica alle 10:30 e alle 15:00** una guida del museo accompagna i visitatori lungo tutto il percorso, dalle bacinelle ai telai. La visita dura 1 ora e 15 minuti; quella delle 15:00 finisce in Sala dei Telai in tempo per la dimostrazione delle 15:30.',
          'Costa € 4 a persona in più del biglietto d’ingresso. Massimo 25 persone: la prenotazione è consigliata, per telefono o con il modulo qui sotto. Ritrovo in biglietteria 10 minuti prima.',
        ),
      ),
      section(
        heading('Gruppi', 2),
        text(
          'Per i gruppi di almeno 15 persone la visita guidata va prenotata **almeno 10 giorni prima**. Il biglietto è il ridotto gruppi (€ 7 a persona, € 10 con la mostra), più € 90 per la guida per ogni gruppo di massimo 25 persone; i gruppi più numerosi vengono divisi in due.',
          'Su prenotazione i gruppi possono entrare anche al mattino, dalle 9:00, prima dell’apertura al pubblico, dal martedì al venerdì. Le visite per gruppi si possono fare anche in inglese e in francese, su richiesta.',
          'Disdetta gratuita fino a 72 ore prima; dopo, addebitiamo il costo della guida.',
        ),
      ),
      section(
        form(
          'Prenota una visita guidata',
          [
            { kind: 'text', label: 'Nome e cognome', required: true },
            { kind: 'email', label: 'Email', required: true },
            { kind: 'tel', label: 'Telefono', required: true },
            {
              kind: 'select',
              label: 'Tipo di visita',
              options: [
                'Visita guidata della domenica (singoli)',
                'Gruppo (min. 15 persone)',
                'Dimostrazione dei telai per gruppi',
              ],
              required: true,
            },
            { kind: 'date', label: 'Data preferita' },
            { kind: 'number', label: 'Numero di persone', required: true },
            { kind: 'textarea', label: 'Messaggio' },
            privacyConsent,
          ],
          'Invia richiesta',
          'Grazie! Vi ricontattiamo entro due giorni lavorativi per confermare la visita.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/scuole',
    title: 'Scuole',
    description:
      'Laboratori didattici per scuole dell’infanzia, primarie e secondarie al Museo della Seta di Valmorea: programmi, costi per alunno, giorni e prenotazione.',
    body: [
      hero(
        'Scuole e laboratori didattici',
        'Toccare la seta, non solo guardarla.',
        'laboratorio-scuole-stampa.jpg',
      ),
      section(
        text(
          'Accogliamo classi da Como, da Varese e dal Canton Ticino. Ogni laboratorio comincia con una visita guidata del museo pensata per l’età dei ragazzi e continua nell’aula didattica al piano terra, dove si lavora con le mani.',
        ),
        heading('I laboratori', 2),
      ),
      row([
        col(
          3,
          heading('Dal baco al filo', 3),
          text(
            '**Scuola dell’infanzia (ultimo anno) e primaria, classi 1ª–2ª.** Il ciclo del baco da seta, dal gelso al bozzolo: i bambini provano a dipanare un bozzolo nell’acqua tiepida.',
          ),
        ),
        col(
          3,
          heading('Il telaio di cartone', 3),
          text(
            '**Primaria, classi 3ª–5ª.** Ordito e trama: ogni alunno tesse una piccola striscia su un telaio di cartone e la porta a casa.',
          ),
        ),
        col(
          3,
          heading('Stampa a blocchi', 3),
          text(
            '**Primaria (classi 4ª–5ª) e secondaria di primo grado.** Con i blocchi di legno della stamperia ogni alunno stampa il suo fazzoletto di cotone.',
          ),
        ),
        col(
          3,
          heading('Colori dalla natura', 3),
          text(
            '**Secondaria di primo e secondo grado.** Le tinture naturali e la chimica del colore: robbia, guado e reseda su matasse di seta.',
          ),
        ),
      ]),
      section(
        heading('Costi e durata', 2),
        text(
          '**Visita guidata + laboratorio:** € 8,50 per alunno, durata 2 ore e 30 minuti.',
          '**Solo visita guidata:** € 5 per alunno, durata 1 ora e 15 minuti.',
          'Gli insegnanti accompagnatori (due per classe) e gli alunni con disabilità con il loro insegnante di sostegno entrano gratis. Minimo 15 alunni, oppure una quota minima di € 120 per classe.',
        ),
        heading('Quando', 2),
        text(
          'Le scuole si accolgono dal martedì al venerdì, dalle 9:00 alle 13:00, per tutto l’anno scolastico: anche in inverno, quando al mattino il museo è chiuso al pubblico. Al massimo due classi alla volta.',
          'Da metà maggio a fine giugno nella bigattiera ci sono i bachi vivi: è il periodo più richiesto, prenotate per tempo.',
          'Per il pranzo al sacco mettiamo a disposizione, su richiesta, una sala coperta al piano terra.',
        ),
        heading('Come prenotare', 2),
        text(
          `Si prenota con almeno **3 settimane** di anticipo, con il modulo qui sotto oppure scrivendo a ${link(SETA_DIDATTICA, `mailto:${SETA_DIDATTICA}`)}. La segreteria didattica risponde al ${SETA_PHONE} dal lunedì al venerdì, dalle 9:00 alle 13:00.`,
          'Si paga il giorno della visita, in contanti o con carta, oppure con bonifico anticipato intestato alla Fondazione (fattura elettronica su richiesta).',
        ),
      ),
      section(
        form(
          'Richiesta di prenotazione per le scuole',
          [
            { kind: 'text', label: 'Scuola', required: true },
            { kind: 'text', label: 'Città' },
            { kind: 'text', label: 'Insegnante referente', required: true },
            { kind: 'email', label: 'Email', required: true },
            { kind: 'tel', label: 'Telefono', required: true },
            { kind: 'text', label: 'Classe e numero di alunni', required: true },
            {
              kind: 'select',
              label: 'Attività',
              options: [
                'Dal baco al filo',
                'Il telaio di cartone',
                'Stampa a blocchi',
                'Colori dalla natura',
                'Solo visita guidata',
              ],
              required: true,
            },
            { kind: 'date', label: 'Data preferita' },
            { kind: 'textarea', label: 'Note (allergie, disabilità, orario del pullman…)' },
            privacyConsent,
          ],
          'Invia la richiesta',
          'Grazie! La segreteria didattica vi risponde entro tre giorni lavorativi con la conferma della data.',
        ),
        spacer(),
      ),
    ].join('\n'),
  },
];
