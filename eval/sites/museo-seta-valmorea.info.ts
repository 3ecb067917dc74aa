import {
  accordion,
  bullets,
  businessHours,
  button,
  clickToCall,
  col,
  embed,
  form,
  heading,
  hero,
  image,
  link,
  map,
  row,
  SETA_DIDATTICA,
  SETA_EMAIL,
  SETA_EVENTI,
  SETA_PHONE,
  type SetaPage,
  section,
  text,
} from './museo-seta-valmorea.layout.ts';

const privacyConsent = {
  kind: 'checkbox' as const,
  label: `Ho letto l’${link('informativa privacy', '/privacy-policy')} e acconsento al trattamento dei miei dati`,
  required: true,
};

/** A product of the shop: photo, name, description and price in its own paragraph. */
const product = (photo: string, name: string, description: string, price: string) =>
  col(4, image(photo, name), heading(name, 4), text(description), text(`**${price}**`));

/** A membership card: name, price, who it is for. */
const tier = (name: string, price: string, who: string) =>
  col(3, heading(name, 3, 'center'), heading(price, 2, 'center'), text(who));

/** The shop and café, events and weddings, membership, FAQ and contacts. */
export const setaInfoPages: SetaPage[] = [
  {
    path: '/bottega-e-caffetteria',
    title: 'Bottega e caffetteria',
    description:
      'La Bottega della Seta del museo di Valmorea: cravatte, foulard e sciarpe in seta comasca, orari; la Caffetteria della Filanda.',
    body: [
      hero('Bottega e caffetteria', 'Seta comasca, tessuta e stampata qui.', 'bottega-cravatte.jpg'),
      row([
        col(
          7,
          heading('La Bottega della Seta', 2),
          text(
            'Nella Bottega, accanto alla biglietteria, trovate cravatte, foulard e sciarpe in seta prodotti da aziende tessili del Comasco, e le cravatte tessute sui telai Jacquard del museo, in serie limitata.',
            'L’ingresso alla Bottega è libero: non serve il biglietto del museo.',
          ),
        ),
        col(
          5,
          businessHours('Orari della Bottega', [
            ['Lunedì', null],
            [
              'Martedì',
              [
                ['9:30', '12:30'],
                ['14:00', '18:00'],
              ],
            ],
            [
              'Mercoledì',
              [
                ['9:30', '12:30'],
                ['14:00', '18:00'],
              ],
            ],
            [
              'Giovedì',
              [
                ['9:30', '12:30'],
                ['14:00', '18:00'],
              ],
            ],
            [
              'Venerdì',
              [
                ['9:30', '12:30'],
                ['14:00', '18:00'],
              ],
            ],
            ['Sabato', [['10:00', '18:30']]],
            ['Domenica', [['10:00', '18:30']]],
          ]),
        ),
      ]),
      row([
        product(
          'cravatta-jacquard-filanda.jpg',
          'Cravatta in seta jacquard «Filanda»',
          'Tessuta sui telai del museo, in sei disegni d’archivio.',
          '€ 55',
        ),
        product(
          'cravatta-stampata.jpg',
          'Cravatta in seta stampata',
          'Twill di seta stampato a Como.',
          '€ 42',
        ),
        product(
          'foulard-90.jpg',
          'Foulard 90×90',
          'Twill di seta stampato a mano con i blocchi della nostra stamperia.',
          '€ 89',
        ),
      ]),
      row([
        product(
          'sciarpa-crepe.jpg',
          'Sciarpa in crêpe de Chine',
          '180×45 cm, tinta unita o stampata.',
          '€ 59',
        ),
        product('pochette.jpg', 'Pochette', 'In seta stampata, con l’orlo arrotolato a mano.', '€ 22'),
        product(
          'segnalibro-jacquard.jpg',
          'Segnalibro in seta jacquard',
          'Con il disegno della facciata della filanda.',
          '€ 14',
        ),
      ]),
      section(
        text(
          'Gli Amici del Museo hanno lo sconto del 10% su tutti gli acquisti. Confezione regalo gratuita.',
          `La Bottega non ha un negozio online: i nostri prodotti si acquistano solo in Bottega. Per regali aziendali (cravatte e foulard personalizzati, da 30 pezzi) scrivete a ${link(SETA_EMAIL, `mailto:${SETA_EMAIL}`)}.`,
        ),
      ),
      row([
        col(5, image('caffetteria-filanda.jpg', 'La Caffetteria della Filanda')),
        col(
          7,
          heading('La Caffetteria della Filanda', 2),
          text(
            'La caffetteria è nell’ex locale caldaie, con i tavolini nel Cortile dei Gelsi nella bella stagione: caffè, tè, torte fatte in casa, panini e taglieri di salumi e formaggi del territorio.',
            '**Aperta il sabato, la domenica e i festivi dalle 10:30 alle 17:30.** Nei giorni feriali sono a disposizione i distributori automatici di bevande e snack, al piano terra.',
            'Per i gruppi prenotati la caffetteria può aprire anche in settimana, per una colazione o una merenda (da € 6 a persona).',
          ),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/eventi-e-matrimoni',
    title: 'Eventi e matrimoni',
    description:
      'Matrimoni, ricevimenti, cene aziendali e convegni nella Sala delle Bacinelle della Filanda Cattaneo a Valmorea: capienza, tariffe e preventivi.',
    body: [
      hero(
        'Eventi e matrimoni in filanda',
        'Sposarsi tra le vasche della trattura e le capriate dell’Ottocento.',
        'sala-bacinelle-matrimonio.jpg',
        ['Richiedi un preventivo', '#preventivo'],
      ),
      row([
        col(
          7,
          heading('La Sala delle Bacinelle', 2),
          text(
            'La Sala delle Bacinelle è il grande salone della trattura, al piano terra: 420 m² sotto le capriate in legno, con le vasche originali lungo le pareti e sette finestroni sul Cortile dei Gelsi.',
            'Ospita matrimoni, cene aziendali, convegni e presentazioni: **fino a 140 persone sedute ai tavoli, 220 in piedi** per un aperitivo, 180 in platea per un convegno.',
          ),
        ),
        col(5, image('sala-bacinelle-allestita.jpg', 'La Sala delle Bacinelle allestita per una cena')),
      ]),
      section(
        heading('Matrimoni', 2),
        text(
          'La Sala delle Bacinelle è sede distaccata del Comune di Valmorea per la celebrazione dei matrimoni civili: potete sposarvi e festeggiare nello stesso luogo.',
          'Le foto degli sposi nelle sale del museo sono comprese nell’affitto; gli ospiti possono visitare il museo durante il ricevimento con una visita guidata riservata (€ 6 a persona).',
          'Il catering è esterno: lavoriamo con quattro catering di fiducia, di cui vi diamo l’elenco. La musica è consentita fino all’1:00; in cortile, musica amplificata fino alle 23:00.',
        ),
        heading('Tariffe 2026–2027', 3),
        embed(
          `<table class="tariffe-sala" style="width:100%;border-collapse:collapse"><tbody>${(
            [
              ['Rito civile (solo cerimonia, 1 ora e 30 minuti)', '€ 650'],
              ['Ricevimento – giornata intera, venerdì, sabato e domenica (10:00–01:00)', '€ 2.800'],
              ['Ricevimento – giornata intera, dal lunedì al giovedì', '€ 1.900'],
              ['Evento aziendale – mezza giornata (4 ore)', '€ 900'],
            ] as const
          )
            .map(
              ([what, price]) =>
                `<tr><td style="padding:8px;border-bottom:1px solid #c9b79c">${what}</td><td style="padding:8px;border-bottom:1px solid #c9b79c;text-align:right;white-space:nowrap">${price}</td></tr>`,
            )
            .join('')}</tbody></table>`,
        ),
        text(
          'Prezzi IVA inclusa. Pulizie, tavoli e sedie per 140 persone e parcheggio compresi. Alla conferma si versa una caparra del 30%.',
          'I sabati da maggio a settembre vanno prenotati con molto anticipo: di solito sono già esauriti un anno prima.',
        ),
        heading('Sopralluogo', 3),
        text(
          `Per vedere la sala fissate un appuntamento scrivendo a ${link(SETA_EVENTI, `mailto:${SETA_EVENTI}`)} o chiamando il ${SETA_PHONE}.`,
        ),
      ),
      section(
        '<a id="preventivo"></a>',
        form(
          'Richiedi un preventivo',
          [
            { kind: 'text', label: 'Nome e cognome', required: true },
            { kind: 'email', label: 'Email', required: true },
            { kind: 'tel', label: 'Telefono' },
            {
              kind: 'select',
              label: 'Tipo di evento',
              options: [
                'Matrimonio – rito e ricevimento',
                'Solo ricevimento',
                'Solo rito civile',
                'Evento aziendale',
                'Convegno o presentazione',
              ],
              required: true,
            },
            { kind: 'date', label: 'Data dell’evento' },
            { kind: 'number', label: 'Numero di ospiti' },
            { kind: 'textarea', label: 'Raccontateci il vostro evento' },
            privacyConsent,
          ],
          'Richiedi il preventivo',
          'Grazie! Vi rispondiamo entro tre giorni lavorativi.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/amici-del-museo',
    title: 'Amici del Museo',
    description:
      'Diventa Amico del Museo della Seta di Valmorea: tessere Giovane, Amico, Famiglia e Sostenitore, ingresso gratuito e sconti in Bottega.',
    body: [
      hero('Amici del Museo', 'Sostieni la filanda, entra quando vuoi.', 'amici-inaugurazione.jpg'),
      section(
        text(
          'Gli Amici del Museo sostengono la Fondazione Filanda Cattaneo nel restauro dei telai e nelle attività per le scuole. La tessera vale 12 mesi dalla data di iscrizione.',
        ),
        heading('Le tessere', 2, 'center'),
      ),
      row([
        tier('Giovane', '€ 15', 'Fino a 26 anni.'),
        tier('Amico', '€ 35', 'Una persona.'),
        tier('Famiglia', '€ 60', 'Due adulti e i figli fino a 17 anni.'),
        tier('Sostenitore', '€ 150', 'Per chi vuole fare di più per la filanda.'),
      ]),
      section(
        heading('Cosa comprende la tessera', 2),
        bullets(
          'ingresso gratuito e illimitato al museo e alle mostre temporanee',
          'sconto del 10% in Bottega',
          'le visite guidate della domenica senza supplemento',
          'inviti alle inaugurazioni e alle serate riservate agli Amici',
          'la newsletter con il programma in anteprima',
          '**Sostenitore:** in più, il vostro nome nell’albo dei sostenitori all’ingresso e una visita privata dei depositi con la conservatrice',
        ),
        text(
          'Ci si iscrive in biglietteria o con il modulo qui sotto; la tessera si ritira alla prima visita. Le quote sono erogazioni liberali a un ente del Terzo settore e si possono detrarre nella dichiarazione dei redditi.',
        ),
      ),
      section(
        form(
          'Diventa Amico del Museo',
          [
            { kind: 'text', label: 'Nome e cognome', required: true },
            { kind: 'email', label: 'Email', required: true },
            { kind: 'tel', label: 'Telefono' },
            {
              kind: 'select',
              label: 'Tessera',
              options: ['Giovane – € 15', 'Amico – € 35', 'Famiglia – € 60', 'Sostenitore – € 150'],
              required: true,
            },
            { kind: 'text', label: 'Indirizzo' },
            { kind: 'checkbox', label: 'Voglio ricevere la newsletter' },
            privacyConsent,
          ],
          'Iscrivimi',
          'Grazie! Vi aspettiamo in biglietteria per ritirare la tessera e pagare la quota.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/domande-frequenti',
    title: 'Domande frequenti',
    description:
      'Domande frequenti sulla visita al Museo della Seta di Valmorea: durata, prenotazioni, accessibilità, cani, foto, guardaroba, biglietti.',
    body: [
      hero('Domande frequenti', 'Prima della visita.', 'sala-bacinelle.jpg'),
      section(
        text(
          'Le risposte alle domande che ci fate più spesso. Per tutto il resto chiamateci o scriveteci: trovate i recapiti in fondo alla pagina.',
        ),
        accordion([
          [
            'Quanto dura la visita?',
            '<p>Per la visita libera contate circa un’ora e mezza. Se volete vedere anche la dimostrazione dei telai (sabato, domenica e festivi alle 11:00 e alle 15:30) e la mostra temporanea, calcolate due ore abbondanti.</p>',
          ],
          [
            'Bisogna prenotare?',
            '<p>Per la visita libera no. La prenotazione è obbligatoria per gruppi e scuole, e consigliata per le visite guidate della domenica.</p>',
          ],
          [
            'Si possono comprare i biglietti online?',
            '<p>No, non vendiamo biglietti online: i biglietti si acquistano in biglietteria, all’ingresso del museo.</p>',
          ],
          [
            'Il museo è accessibile a chi usa la sedia a rotelle?',
            '<p>Il piano terra e il primo piano sì: c’è un ascensore, e un bagno accessibile al piano terra. La Sala dei Telai, nel sottotetto, si raggiunge invece solo con una scala di 38 gradini, senza ascensore: per chi non può salire proiettiamo al primo piano un video dei telai in funzione. In biglietteria c’è una sedia a rotelle da prendere in prestito.</p>',
          ],
          [
            'Posso portare il mio cane?',
            '<p>Sono ammessi solo cani di piccola taglia, tenuti in braccio o nel trasportino per tutta la visita. I cani guida e di assistenza sono sempre i benvenuti.</p>',
          ],
          [
            'Si possono fare foto e video?',
            '<p>Sì, senza flash e senza cavalletto, per uso personale. Nella mostra temporanea «Fili d’oro» invece non è possibile fotografare, perché molti tessuti sono prestiti di collezioni private. Per servizi fotografici professionali serve un’autorizzazione della Fondazione (€ 120).</p>',
          ],
          [
            'Dove lascio zaini e passeggini?',
            '<p>In biglietteria c’è un guardaroba gratuito con armadietti. Zaini grandi e valigie non sono ammessi nelle sale. I passeggini possono salire al primo piano con l’ascensore, ma non nel sottotetto.</p>',
          ],
          [
            'Posso uscire e rientrare con lo stesso biglietto?',
            '<p>Sì: il biglietto vale per tutto il giorno, potete uscire e rientrare mostrandolo in biglietteria.</p>',
          ],
          [
            'Fa freddo nella Sala dei Telai?',
            '<p>Il sottotetto non è riscaldato: da novembre a marzo tenete la giacca.</p>',
          ],
          [
            'Dove si mangia?',
            '<p>La caffetteria è aperta il sabato, la domenica e i festivi. Nel Cortile dei Gelsi ci sono tavoli da picnic, liberi per tutti nella bella stagione.</p>',
          ],
          [
            'Ci sono sconti per le famiglie?',
            '<p>Sì, il biglietto famiglia costa € 22 (due adulti e i figli da 6 a 17 anni); sotto i 6 anni si entra gratis.</p>',
          ],
        ]),
        button('Orari e biglietti', '/orari-e-biglietti'),
      ),
    ].join('\n'),
  },
  {
    path: '/contatti',
    title: 'Contatti e come arrivare',
    description:
      'Telefono, email e orari del Museo della Seta di Valmorea; come arrivare in auto, in treno e autobus da Como, parcheggio.',
    body: [
      hero(
        'Contatti e come arrivare',
        'A Valmorea, tra Como e il confine svizzero.',
        'filanda-cattaneo-facciata.jpg',
      ),
      row([
        col(
          6,
          heading('Scriveteci o chiamateci', 2),
          text(
            'Segreteria e prenotazioni: dal lunedì al venerdì, dalle 9:00 alle 13:00.',
            `Telefono: ${link(SETA_PHONE, 'tel:+390318064172')}`,
            `Email: ${link(SETA_EMAIL, `mailto:${SETA_EMAIL}`)}`,
            `Scuole: ${link(SETA_DIDATTICA, `mailto:${SETA_DIDATTICA}`)}`,
            `Eventi e matrimoni: ${link(SETA_EVENTI, `mailto:${SETA_EVENTI}`)}`,
          ),
          clickToCall('Chiama il museo'),
          businessHours('Orari del museo', [
            ['Lunedì', null],
            ['Martedì', null],
            ['Mercoledì', [['14:00', '17:30']]],
            ['Giovedì', [['14:00', '17:30']]],
            ['Venerdì', [['14:00', '17:30']]],
            ['Sabato', [['10:00', '18:00']]],
            ['Domenica', [['10:00', '18:00']]],
          ]),
        ),
        col(
          6,
          form(
            'Scrivici',
            [
              { kind: 'text', label: 'Nome', required: true },
              { kind: 'email', label: 'Email', required: true },
              { kind: 'tel', label: 'Telefono' },
              { kind: 'textarea', label: 'Messaggio', required: true },
              privacyConsent,
            ],
            'Invia',
            'Grazie, abbiamo ricevuto il messaggio. Vi rispondiamo al più presto.',
          ),
        ),
      ]),
      section(
        heading('Come arrivare', 2),
        map(),
        text(
          '**In auto** – Dall’autostrada A9 uscita Como Grandate, poi seguite le indicazioni per Olgiate Comasco e Valmorea (circa 20 minuti). Il museo è in fondo a Via della Filanda, lungo il torrente Lanza.',
          '**Parcheggio** – Parcheggio gratuito della Filanda in Via dei Gelsi, accanto al museo: 40 posti, di cui 2 riservati alle persone con disabilità. I pullman possono far scendere i passeggeri davanti all’ingresso e sostare nel parcheggio di Piazza Alpini, a 400 metri.',
          '**In treno e autobus** – Valmorea non ha una stazione ferroviaria. Da Milano arrivate in treno a Como San Giovanni (linea Milano–Chiasso); dalla stazione, o da Piazza Matteotti a Como, prendete l’autobus C64 direzione Valmorea e scendete alla fermata «Valmorea Filanda», davanti al museo. Il viaggio in autobus dura circa 40 minuti; nei giorni feriali c’è una corsa all’ora, la domenica una ogni due ore.',
          '**In bicicletta** – Il museo è a 300 metri dalla ciclabile della Valle del Lanza: c’è una rastrelliera nel cortile.',
        ),
      ),
    ].join('\n'),
  },
];
