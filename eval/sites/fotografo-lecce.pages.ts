import { quartaTeasers } from './fotografo-lecce.blog.ts';
import {
  a,
  accordion,
  button,
  fe,
  form,
  gallerySection,
  h1,
  h2,
  h3,
  h4,
  image,
  large,
  map,
  p,
  QUARTA_EMAIL,
  QUARTA_PHONE,
  QUARTA_PHONE_HREF,
  QUARTA_STREET,
  QUARTA_TOWN,
  QUARTA_WHATSAPP,
  QUARTA_WHATSAPP_HREF,
  type QuartaPage,
  quote,
  section,
  small,
  summary,
  text,
} from './fotografo-lecce.layout.ts';

/* ── Home ───────────────────────────────────────────────────────────────────────────────────────────── */

const home: QuartaPage = {
  path: '/',
  lang: 'it',
  title: 'Fotografo di matrimoni a Lecce e in Puglia',
  description:
    'Andrea Quarta, fotografo di matrimoni, famiglie e maternità a Lecce: reportage sincero in Salento e in tutta la Puglia.',
  body: [
    section(
      [
        fe(
          image(
            'sposi-centro-storico-lecce-porta-napoli.jpg',
            'Gli sposi si baciano davanti a Porta Napoli, nel centro storico di Lecce',
            undefined,
            2500,
            1400,
          ),
          1,
          1,
          12,
          24,
        ),
        fe(
          text(
            h1('Fotografo di matrimoni a Lecce e in tutta la Puglia'),
            large('Matrimoni, famiglie e maternità raccontati con calma, luce naturale e un po’ di ironia.'),
          ),
          7,
          2,
          4,
          14,
        ),
        fe(button('Verifica la tua data', '/contatti'), 11, 2, 2, 6),
      ],
      'dark',
    ),
    // The early-booking strip from the autumn of 2024, never taken down.
    section(
      [
        fe(
          text(
            h3('Sposi 2025: 10% di sconto se prenotate entro il 28 febbraio'),
            p('Su tutti i pacchetti matrimonio, per chi firma il contratto entro il 28 febbraio.'),
          ),
          1,
          1,
          3,
          17,
        ),
        fe(button('Scopri la promo', '/blog/promo-sposi-2025', 'secondary'), 1, 19, 2, 6),
      ],
      'bright',
    ),
    section([
      fe(
        text(
          h2('Ciao, sono Andrea'),
          p(
            'Fotografo matrimoni dal 2013, quasi sempre in Salento e in Puglia, qualche volta in giro per l’Europa. Lavoro con Marta Longo, secondo fotografo, e con Luca Serra per il video.',
            'Il mio modo di lavorare è semplice: vi conosco prima, vi seguo durante, e vi lascio vivere la giornata senza pensare alle foto.',
          ),
        ),
        2,
        13,
        6,
        12,
      ),
      fe(
        image(
          'andrea-quarta-ritratto-studio-lecce.jpg',
          'Ritratto di Andrea Quarta con la macchina fotografica',
          undefined,
          1200,
          1500,
        ),
        1,
        2,
        9,
        9,
      ),
      fe(button('Chi sono', '/chi-sono', 'tertiary'), 8, 13, 2, 5),
    ]),
    section(
      [
        fe(text(h2('Cosa fotografo')), 1, 1, 2, 24),
        fe(
          text(
            h3('Matrimoni'),
            p(
              'Tre pacchetti, da sei a dodici ore di racconto, con il secondo fotografo e il video se li volete.',
            ),
            p(a('Pacchetti e prezzi →', '/matrimoni')),
          ),
          3,
          1,
          5,
          8,
        ),
        fe(
          text(
            h3('Famiglie e maternità'),
            p('Sessioni all’aperto o a casa vostra, senza pose rigide, con i bambini liberi di giocare.'),
            p(a('Le sessioni →', '/famiglie-maternita')),
          ),
          3,
          9,
          5,
          8,
        ),
        fe(
          text(
            h3('Album e stampe'),
            p('Album fine art rilegati a mano, copie per i genitori e stampe su carta cotone.'),
            p(a('Album e stampe →', '/album-stampe')),
          ),
          3,
          17,
          5,
          8,
        ),
      ],
      'light',
    ),
    gallerySection([
      ['galleria-preparativi-sposa-lecce.jpg', 'La sposa si prepara alla finestra', 'Preparativi a Lecce'],
      [
        'galleria-cattedrale-otranto.jpg',
        'Lo scambio degli anelli',
        'Francesca e Davide, Cattedrale di Otranto',
      ],
      [
        'galleria-leuca-terrazza.jpg',
        'Cerimonia sulla terrazza sul mare',
        'Emma e James, Santa Maria di Leuca',
      ],
      [
        'galleria-pizzica-masseria.jpg',
        'Invitati che ballano la pizzica',
        'La pizzica a mezzanotte, Masseria a Melendugno',
      ],
      ['galleria-famiglia-san-cataldo.jpg', 'Una famiglia sulla spiaggia', 'Sessione famiglia a San Cataldo'],
      [
        'galleria-maternita-torre-dell-orso.jpg',
        'Ritratto di maternità sul mare',
        'Maternità a Torre dell’Orso',
      ],
    ]),
    section([
      fe(
        quote(
          'Ci ha fatto sentire a casa dal primo incontro. Le foto sono esattamente noi, senza filtri.',
          'Giulia e Marco, Gallipoli',
        ),
        1,
        3,
        4,
        20,
      ),
    ]),
    section([fe(summary('Dal diario', quartaTeasers.slice(0, 4)), 1, 1, 10, 24)], 'light'),
    section(
      [
        fe(
          text(h2('Date 2027 disponibili'), p('Raccontatemi il vostro matrimonio: rispondo entro 48 ore.')),
          1,
          4,
          3,
          12,
        ),
        fe(button('Scrivimi', '/contatti'), 1, 18, 2, 5),
      ],
      'dark',
    ),
  ],
};

/* ── Chi sono ───────────────────────────────────────────────────────────────────────────────────────── */

const chiSono: QuartaPage = {
  path: '/chi-sono',
  lang: 'it',
  title: 'Chi sono',
  description:
    'Andrea Quarta, fotografo di matrimoni a Lecce dal 2013, con Marta Longo, secondo fotografo, e Luca Serra di Serra Film per il video.',
  body: [
    section([
      fe(
        text(
          h1('Chi sono'),
          p(
            'Sono Andrea, sono nato a Lecce nel 1987 e fotografo matrimoni dal 2013. Ho studiato fotografia a Milano, ho lavorato qualche anno come assistente in uno studio di moda e nel 2012 sono tornato in Salento, dove la luce è un’altra cosa.',
            'Da allora ho fotografato oltre 280 matrimoni, quasi tutti in Puglia, qualcuno in Grecia, in Spagna e in Inghilterra.',
            'Parlo italiano e inglese. Lo studio è nel centro storico di Lecce, in Via Giuseppe Palmieri: ci vediamo lì, su appuntamento, per conoscerci e per sfogliare gli album.',
          ),
        ),
        1,
        12,
        9,
        13,
      ),
      fe(
        image(
          'andrea-quarta-ritratto-chi-sono.jpg',
          'Andrea Quarta sorride con una macchina fotografica a tracolla',
          undefined,
          1200,
          1600,
        ),
        1,
        1,
        10,
        10,
      ),
    ]),
    section(
      [
        fe(text(h2('La squadra')), 1, 1, 2, 24),
        fe(
          text(
            h3('Marta Longo'),
            small('SECONDO FOTOGRAFO'),
            p(
              'Lavora con me dal 2019. Segue i preparativi della sposa mentre io sono con lo sposo, e durante la giornata cerca i dettagli e gli sguardi che a me sfuggono. È anche lei di Lecce e parla inglese e spagnolo.',
            ),
          ),
          3,
          1,
          7,
          11,
        ),
        fe(
          text(
            h3('Luca Serra'),
            small('VIDEOMAKER, SERRA FILM'),
            p(
              'Videomaker di Gallipoli, il partner con cui giro i video dei matrimoni dal 2020. Trailer, film della giornata e, dal 2027, anche le riprese con il drone.',
            ),
          ),
          3,
          14,
          7,
          11,
        ),
      ],
      'light',
    ),
    section([
      fe(
        text(
          h2('Come fotografo'),
          p(
            'Reportage, soprattutto: guardo, aspetto, scatto. Le foto di gruppo e i ritratti di coppia li facciamo insieme, in venti minuti al massimo, e poi torno a essere invisibile.',
            'In chiesa non uso il flash, e durante la cerimonia resto dove il celebrante mi permette di stare.',
          ),
        ),
        1,
        1,
        6,
        16,
      ),
      fe(button('Scrivimi', '/contatti'), 7, 1, 2, 5),
    ]),
  ],
};

/* ── FAQ ────────────────────────────────────────────────────────────────────────────────────────────── */

const faq: QuartaPage = {
  path: '/faq',
  lang: 'it',
  title: 'Domande frequenti',
  description:
    'Le risposte alle domande che mi fate più spesso: quante foto, file RAW, trasferte, pagamenti, acconto, pioggia, drone e promozioni.',
  body: [
    section([
      fe(text(h1('Domande frequenti'), p('Non trovate la risposta? Scrivetemi.')), 1, 1, 3, 16),
      fe(
        accordion([
          [
            'Quante foto riceveremo?',
            p(
              'Dipende dal pacchetto e dalla giornata: almeno 350 con l’Essenziale, 600 con il Racconto e 800 con l’Intera giornata. Tutte editate una per una.',
            ),
          ],
          [
            'Ci date anche i file RAW?',
            p(
              'No, non consegno i file RAW né le foto scartate. Ricevete tutte le foto selezionate ed editate, in alta risoluzione e senza logo.',
            ),
          ],
          [
            'Fate il same day edit?',
            p(
              'No, non facciamo same day edit: né video montato né proiezione di foto durante la festa. Vi diamo un’anteprima di 30 foto entro 7 giorni.',
            ),
          ],
          [
            'Quanti matrimoni fai in un weekend?',
            p(
              'Mai due nello stesso giorno, e al massimo due nello stesso weekend. Per questo le date di sabato di maggio, giugno e settembre vanno prenotate con anticipo.',
            ),
          ],
          [
            'Come si prenota la data?',
            p(
              `Con il contratto firmato e un acconto del 30%. Il resto si salda entro 10 giorni prima del matrimonio. Tutti i passaggi sono in ${a('Come lavoro', '/come-lavoro')}.`,
            ),
          ],
          [
            'Se annulliamo o spostiamo il matrimonio?',
            p(
              'L’acconto non è rimborsabile, ma se spostate il matrimonio lo trasferisco sulla nuova data, se è libera, entro 18 mesi dalla data originale.',
            ),
          ],
          [
            'Possiamo pagare in contanti?',
            p('No, non accetto contanti: bonifico bancario oppure carta, con un link di pagamento.'),
          ],
          [
            'Venite anche fuori dalla Puglia?',
            p(
              'Certo. In Puglia la trasferta è inclusa; fuori dalla Puglia aggiungo € 0,50 al km da Lecce, andata e ritorno, più il pernottamento se la location è a più di 250 km. Per l’estero faccio un preventivo su misura.',
            ),
          ],
          [
            'E se piove?',
            p(
              'Ho sempre con me un piano B e le luci per gli interni. Le foto di coppia sotto un ombrello, poi, sono spesso le più belle.',
            ),
          ],
          [
            'Dobbiamo prevedere il pasto per voi?',
            p('Sì, vi chiediamo un pasto per ogni persona della squadra durante il ricevimento.'),
          ],
          [
            'Fate riprese con il drone?',
            p(
              'Non ancora: le riprese con il drone arrivano nel 2027, con Luca di Serra Film. Per ora non si possono prenotare.',
            ),
          ],
          [
            'C’è ancora la promo Sposi 2025?',
            p(
              'No, la promo Sposi 2025 è terminata il 28 febbraio 2025. Al momento non ci sono promozioni attive sui matrimoni.',
            ),
          ],
          [
            'Pubblicate le nostre foto?',
            p(
              'Solo con il vostro consenso, che vi chiedo nel contratto. Potete dire di no, o chiedermi di non mostrare i bambini.',
            ),
          ],
        ]),
        4,
        1,
        14,
        18,
      ),
    ]),
  ],
};

/* ── Contatti ───────────────────────────────────────────────────────────────────────────────────────── */

const contatti: QuartaPage = {
  path: '/contatti',
  lang: 'it',
  title: 'Contatti',
  description:
    'Scrivimi per verificare la disponibilità della vostra data: modulo, email, telefono e WhatsApp. Studio a Lecce, su appuntamento.',
  body: [
    section([
      // The form was added before the text beside it.
      fe(
        form(
          [
            ['Nome', 'text'],
            ['Email', 'email'],
            ['Telefono', 'tel'],
            ['Data del matrimonio o della sessione', 'date'],
            [
              'Tipo di servizio',
              'select',
              ['Matrimonio', 'Famiglia', 'Maternità', 'Album e stampe', 'Altro'],
            ],
            ['Location', 'text'],
            ['Raccontatemi qualcosa di voi', 'textarea'],
          ],
          'Invia',
          'Grazie! Ho ricevuto il vostro messaggio e vi rispondo entro 48 ore.',
        ),
        1,
        13,
        16,
        12,
      ),
      fe(
        text(
          h1('Contatti'),
          p('Raccontatemi data, location e cosa avete in mente: rispondo entro 48 ore, nei giorni feriali.'),
          h4('Studio'),
          p(QUARTA_STREET, QUARTA_TOWN, 'Ricevo solo su appuntamento.'),
          h4('Telefono e WhatsApp'),
          p(
            `Tel. <a href="${QUARTA_PHONE_HREF}">${QUARTA_PHONE}</a>`,
            `WhatsApp <a href="${QUARTA_WHATSAPP_HREF}" target="_blank">${QUARTA_WHATSAPP}</a>`,
            'Al telefono mi trovate dal lunedì al venerdì, 10:00–13:00 e 15:30–19:00. Il fine settimana sono ai matrimoni: scrivetemi e vi richiamo.',
          ),
          h4('Email'),
          p(`<a href="mailto:${QUARTA_EMAIL}">${QUARTA_EMAIL}</a>`),
        ),
        1,
        1,
        14,
        11,
      ),
    ]),
    section([fe(map(QUARTA_STREET), 1, 1, 8, 24)]),
  ],
};

export const quartaHome = home;
export const quartaPages: QuartaPage[] = [chiSono, faq, contatti];
