import {
  a,
  accordion,
  b,
  block,
  boldLine,
  button,
  col,
  form,
  heading,
  map,
  NCC_EMAIL,
  NCC_PHONE,
  NCC_PHONE_HREF,
  NCC_STREET,
  NCC_TOWN,
  NCC_WHATSAPP,
  NCC_WHATSAPP_HREF,
  type NccPage,
  p,
  row,
  section,
  table,
  text,
} from './ncc-lagomaggiore.layout.ts';
import { AIRPORT_ROWS, STATION_ROWS } from './ncc-lagomaggiore.pages.ts';

/** The prices and supplements, the conditions of service, the FAQ, the quote form and the contact page. */
export const nccInfoPages: NccPage[] = [
  {
    path: '/tariffe',
    lang: 'it',
    title: 'Tariffe e supplementi',
    description:
      'Le tariffe fisse dei transfer per aeroporti e stazioni da Stresa, in berlina e in van, e i supplementi.',
    sections: [
      block([
        heading('Tariffe e supplementi', 'h1'),
        text(
          p(
            'Prezzi fissi per veicolo, solo andata, IVA 10% e pedaggi inclusi. Valgono per partenze e arrivi a Stresa, Baveno, Belgirate, Lesa, Feriolo e Verbania; per le altre località del lago chiedete un preventivo.',
          ),
        ),
      ]),
      block(
        [
          text(
            `${boldLine('Prenota prima – Estate 2026')}${p(
              `Sconto del 10% sui transfer aeroporto prenotati entro il 31 maggio 2026 per viaggi dal 1° giugno al 30 settembre 2026. Codice ${b('ESTATE26')}.`,
            )}`,
            'center',
          ),
        ],
        { variant: 'dark' },
      ),
      block([
        heading('Transfer', 'h2'),
        table(
          [['Tratta', 'Berlina (1–3 passeggeri)', 'Van (4–8 passeggeri)'], ...AIRPORT_ROWS, ...STATION_ROWS],
          [50, 25, 25],
        ),
        text(
          '<p><span style="font-size:14px;">Minibus fino a 16 passeggeri: solo su preventivo. Escursioni e servizio a ore: vedi <a href="/escursioni">Escursioni</a>.</span></p>',
        ),
      ]),
      block(
        [
          heading('Supplementi e servizi extra', 'h2'),
          text(
            p(
              `${b('Supplemento notturno:')} +20% per i servizi con partenza tra le 22:00 e le 6:00. Esempio: Malpensa → Stresa in berlina con atterraggio alle 23:30: € 120 + 20% = € 144.`,
              `${b('Attesa in aeroporto:')} i primi 60 minuti dall’atterraggio sono gratuiti, poi € 25 ogni 30 minuti.`,
              `${b('Attesa in stazione e in hotel:')} 15 minuti gratuiti, poi € 25 ogni 30 minuti.`,
              `${b('Sosta intermedia')} lungo il percorso (fino a 20 minuti): € 15.`,
              `${b('Seggiolini e rialzi per bambini:')} gratuiti, su richiesta al momento della prenotazione.`,
              `${b('Andata e ritorno')} prenotati insieme: 5% di sconto sul totale.`,
            ),
          ),
        ],
        { variant: 'light' },
      ),
      block([
        text(
          p(
            'Non serviamo Venezia: non facciamo transfer per la città, per gli aeroporti Marco Polo e Treviso né per il porto.',
            `Come si prenota, si paga e si cancella: ${a('Condizioni del servizio', '/condizioni-del-servizio')}.`,
          ),
        ),
        button('Richiedi un preventivo', '/preventivo'),
      ]),
    ],
  },
  {
    path: '/condizioni-del-servizio',
    lang: 'it',
    title: 'Condizioni del servizio',
    description:
      'Prenotazione, prezzi, pagamento, cancellazione, bagagli, bambini, animali e fumo: le condizioni dei nostri servizi.',
    sections: [
      block([
        heading('Condizioni del servizio', 'h1'),
        text('<p><em>Aggiornate al 1° marzo 2026</em></p>'),
        text(
          `${boldLine('Prenotazione', 18)}${p(
            'Prenotate con il modulo di preventivo, per email, al telefono o su WhatsApp. Il servizio è confermato quando vi mandiamo la conferma scritta con il prezzo. Per i transfer dall’aeroporto indicateci il numero del volo.',
          )}${boldLine('Prezzi', 18)}${p(
            'I prezzi sono fissi, per veicolo e non per persona, IVA 10% e pedaggi inclusi. Il prezzo confermato non cambia per il traffico o per un volo in ritardo.',
          )}${boldLine('Pagamento', 18)}${p(
            'Si paga a fine servizio all’autista, in contanti o con carta (Visa, Mastercard, Maestro e PagoBancomat) con il POS di bordo, oppure in anticipo con bonifico bancario almeno 3 giorni prima. Le aziende convenzionate pagano a 30 giorni data fattura.',
            'Non accettiamo American Express né assegni.',
            'Per transfer ed escursioni non chiediamo caparre; per i matrimoni vedi la pagina Matrimoni.',
          )}`,
        ),
        text(
          `${boldLine('Cancellazione', 18)}${p(
            'La cancellazione è gratuita fino a 24 ore prima dell’orario di partenza.',
            'Se cancellate nelle 24 ore prima della partenza addebitiamo il 50% del prezzo.',
            'Se non vi presentate (no-show) addebitiamo il 100% del prezzo. C’è no-show quando il passeggero non si presenta entro il tempo di attesa gratuito e non risponde al telefono.',
            'Se la compagnia aerea cancella il volo non c’è nessuna penale.',
          )}`,
        ),
        text(
          `${boldLine('Bagagli', 18)}${p(
            `Ogni veicolo ha un limite di bagagli: lo trovate nella pagina ${a('La flotta', '/flotta')}. Indicateci sempre quante valigie avete quando prenotate.`,
          )}${boldLine('Bambini', 18)}${p(
            'I bambini sotto i 150 cm viaggiano per legge sul seggiolino o sul rialzo: li forniamo gratuitamente, basta chiederli quando prenotate, indicando l’età e il peso.',
          )}${boldLine('Animali', 18)}${p(
            'Sono ammessi solo i cani guida e i cani di assistenza. Gli altri animali, anche piccoli e nel trasportino, non possono salire sui nostri veicoli.',
          )}${boldLine('Fumo', 18)}${p('È vietato fumare a bordo, anche le sigarette elettroniche.')}${boldLine(
            'Pulizia',
            18,
          )}${p('Se dopo il servizio il veicolo va pulito in modo straordinario addebitiamo € 80.')}`,
        ),
      ]),
    ],
  },
  {
    path: '/faq',
    lang: 'it',
    title: 'Domande frequenti',
    description: 'Le risposte alle domande più frequenti sui nostri transfer con autista.',
    sections: [
      block([
        heading('Domande frequenti', 'h1'),
        accordion([
          [
            'Il prezzo è a persona o a macchina?',
            '<p>A macchina: il prezzo è per il veicolo, da 1 a 3 passeggeri in berlina e da 4 a 8 nel van.</p>',
          ],
          [
            'Quanto tempo prima devo prenotare?',
            '<p>Per transfer ed escursioni almeno 12 ore prima; per il van accessibile almeno 48 ore. Per un servizio in giornata chiamateci: se abbiamo un’auto libera, partiamo.</p>',
          ],
          [
            'E se il mio volo è in ritardo?',
            '<p>Seguiamo il volo in tempo reale: i 60 minuti di attesa gratuita partono dall’atterraggio effettivo, non dall’orario previsto.</p>',
          ],
          [
            'Posso condividere il transfer con altri passeggeri per spendere meno?',
            '<p>Non effettuiamo transfer condivisi: ogni servizio è privato e l’auto è solo per voi e per chi viaggia con voi.</p>',
          ],
          [
            'Dove trovo l’autista a Malpensa?',
            '<p>Nella sala arrivi, all’uscita dal ritiro bagagli, con un cartello con il vostro nome. Il giorno prima vi mandiamo su WhatsApp il nome e il numero dell’autista.</p>',
          ],
          [
            'Avete i seggiolini per bambini?',
            '<p>Sì, ovetti, seggiolini e rialzi, gratuiti. Chiedeteli quando prenotate.</p>',
          ],
          [
            'Quante valigie posso portare?',
            '<p>In berlina 3 valigie grandi e 3 bagagli a mano, nel van 8 valigie grandi e 8 bagagli a mano. Se ne avete di più ditecelo prima.</p>',
          ],
          [
            'Fate fattura?',
            '<p>Sì, emettiamo fattura elettronica a privati e aziende: indicateci il codice fiscale o la partita IVA e, per le aziende, il codice SDI o la PEC.</p>',
          ],
          [
            'Si può pagare con la carta?',
            '<p>Sì, a bordo con il POS: Visa, Mastercard, Maestro e PagoBancomat.</p>',
          ],
          [
            'Andate anche in Svizzera?',
            '<p>Sì: c’è l’escursione a Zermatt e, su preventivo, facciamo transfer per Lugano, Locarno e il Vallese. Portate un documento valido per l’espatrio.</p>',
          ],
          [
            'Gli autisti parlano inglese?',
            '<p>Sì, tutti i nostri autisti parlano inglese; in ufficio Giulia parla anche tedesco.</p>',
          ],
          ['La mancia è compresa?', '<p>Il prezzo comprende tutto: la mancia non è obbligatoria.</p>'],
        ]),
        text(
          `<p>Non trovi la risposta? Scrivici su WhatsApp al ${NCC_WHATSAPP} o ${a('richiedi un preventivo', '/preventivo')}.</p>`,
        ),
      ]),
    ],
  },
  {
    path: '/preventivo',
    lang: 'it',
    title: 'Richiedi un preventivo',
    description: 'Richiedi un preventivo per un transfer, un’escursione o un matrimonio.',
    sections: [
      block([
        heading('Richiedi un preventivo', 'h1'),
        text(
          p(
            'Compila il modulo: ti rispondiamo entro 2 ore in orario d’ufficio con il prezzo e la conferma.',
            `Per un servizio in giornata chiama il <a href="${NCC_PHONE_HREF}">${NCC_PHONE}</a>.`,
          ),
        ),
        form(
          'preventivo',
          [
            { kind: 'text', label: 'Nome e cognome', required: true },
            { kind: 'email', label: 'Email', required: true },
            { kind: 'tel', label: 'Telefono / WhatsApp', required: true },
            {
              kind: 'select',
              label: 'Servizio',
              options: [
                'Transfer aeroporto',
                'Transfer stazione',
                'Escursione',
                'Matrimonio',
                'Van accessibile',
                'Altro',
              ],
              required: true,
            },
            { kind: 'date', label: 'Data', required: true },
            { kind: 'time', label: 'Ora', required: true },
            { kind: 'text', label: 'Partenza', required: true },
            { kind: 'text', label: 'Destinazione', required: true },
            { kind: 'number', label: 'Passeggeri', required: true },
            { kind: 'number', label: 'Valigie grandi' },
            { kind: 'text', label: 'Numero del volo o del treno' },
            { kind: 'checkbox', label: 'Mi serve un seggiolino per bambini' },
            { kind: 'text', label: 'Codice sconto' },
            { kind: 'textarea', label: 'Note' },
            { kind: 'checkbox', label: 'Ho letto l’informativa sulla privacy', required: true },
          ],
          'Invia la richiesta',
          'Grazie! Abbiamo ricevuto la tua richiesta e ti rispondiamo al più presto.',
        ),
      ]),
    ],
  },
  {
    path: '/contatti',
    lang: 'it',
    title: 'Contatti',
    description:
      'Indirizzo, telefono, WhatsApp, email e orari dell’ufficio di Autoservizi Verbano NCC a Stresa.',
    sections: [
      section([
        row([
          col(
            [
              heading('Contatti', 'h1'),
              text(
                p(
                  `${b('Sede e rimessa:')} ${NCC_STREET}, ${NCC_TOWN}`,
                  `${b('Telefono:')} <a href="${NCC_PHONE_HREF}">${NCC_PHONE}</a>`,
                  `${b('WhatsApp:')} <a href="${NCC_WHATSAPP_HREF}" target="_blank" rel="noopener">${NCC_WHATSAPP}</a>`,
                  `${b('Email:')} <a href="mailto:${NCC_EMAIL}">${NCC_EMAIL}</a>`,
                ),
              ),
              text(
                `${boldLine('Orari dell’ufficio')}${p(
                  'Lunedì – sabato: 8:00 – 19:00',
                  'Domenica e festivi: ufficio chiuso (per i servizi già prenotati rispondiamo su WhatsApp)',
                  'Le auto viaggiano 24 ore su 24, tutti i giorni dell’anno, su prenotazione.',
                )}`,
              ),
            ],
            6,
          ),
          col(
            [
              map('Via Sempione Nord 48, 28838 Stresa VB', 'Autoservizi Verbano NCC sulla mappa'),
              text(
                '<p>La sede è a 10 minuti a piedi dalla stazione di Stresa. Parcheggio per i clienti nel cortile.</p>',
              ),
            ],
            6,
          ),
        ]),
      ]),
    ],
  },
];
