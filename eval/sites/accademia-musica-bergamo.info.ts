import {
  AMB_ALTA_STREET,
  AMB_ALTA_TOWN,
  AMB_EMAIL,
  AMB_PHONE,
  AMB_PHONE_HREF,
  AMB_STREET,
  AMB_TOWN,
  AMB_WHATSAPP,
  AMB_WHATSAPP_HREF,
  type AmbPage,
  a,
  accordion,
  basic,
  blk,
  button,
  form,
  heading,
  iconBox,
  img,
  map,
  ps,
  rich,
  section,
  table,
  ul,
} from './accademia-musica-bergamo.layout.ts';

/** The practical pages: trial lesson, exams, concerts, rentals, the FAQ and contacts. */
export const ambInfoPages: AmbPage[] = [
  {
    path: '/lezione-di-prova',
    lang: 'it',
    title: 'Lezione di prova gratuita',
    id: 28,
    modified: '2026-08-28',
    description:
      'Prenota una lezione di prova gratuita di pianoforte, chitarra, violino, canto, batteria o propedeutica musicale a Bergamo.',
    sections: [
      section([heading('Lezione di prova gratuita', 1)], 'page-title'),
      section([
        blk(
          [
            rich(
              ps(
                'La prima lezione di prova è gratuita: 30 minuti con l’insegnante dello strumento che vuoi provare. Per la propedeutica musicale, il tuo bambino partecipa gratis a una lezione del suo gruppo.',
                'La lezione di prova si fa solo nella sede di Via Camozzi.',
                'Non serve avere lo strumento: in aula c’è tutto, e per violino e chitarra lo prestiamo noi. Per la prova di canto porta una canzone che ti piace, con la base o lo spartito.',
                'Ogni allievo ha una sola lezione di prova gratuita; una seconda prova, per un altro strumento, costa € 20.',
                'Dopo la prova hai 7 giorni per confermare l’orario che ti abbiamo proposto; poi lo liberiamo per altri allievi.',
              ),
            ),
          ],
          'col-text',
        ),
        img('2023/02/lezione-chitarra-bambino.jpg', 'Una lezione di chitarra'),
      ]),
      section([
        heading('Come prenotare', 2),
        rich(
          ps(
            `Compila il modulo, scrivici su WhatsApp al ${a(AMB_WHATSAPP, AMB_WHATSAPP_HREF)} o chiama la segreteria al ${a(AMB_PHONE, AMB_PHONE_HREF)}. Ti rispondiamo entro 2 giorni lavorativi.`,
          ),
        ),
        form(
          [
            { label: 'Nome e cognome', required: true },
            { label: 'Email', type: 'email', required: true },
            { label: 'Telefono', type: 'tel', required: true },
            {
              label: 'Strumento',
              type: 'select',
              options: [
                'Pianoforte',
                'Chitarra',
                'Violino',
                'Canto',
                'Batteria',
                'Propedeutica musicale',
                'Musica d’insieme',
              ],
            },
            { label: 'Età dell’allievo', required: true },
            { label: 'Giorni e orari preferiti', type: 'textarea' },
            { label: 'Ho letto l’informativa sulla privacy', type: 'checkbox', required: true },
          ],
          'Prenota la lezione di prova',
        ),
      ]),
    ],
  },
  {
    path: '/esami',
    lang: 'it',
    title: 'Esami ABRSM e Conservatorio',
    id: 30,
    modified: '2026-10-19',
    description:
      'Preparazione agli esami ABRSM di strumento e teoria e all’ammissione al Conservatorio «Gaetano Donizetti» di Bergamo.',
    sections: [
      section([heading('Esami ABRSM e Conservatorio', 1)], 'page-title'),
      section([
        heading('Esami ABRSM', 2),
        rich(
          ps(
            'Prepariamo agli esami ABRSM di strumento (pianoforte, violino, viola, chitarra e canto) dal Grade 1 al Grade 8 e agli esami di teoria (Music Theory, dal Grade 1 al Grade 5).',
            'Gli esami pratici si sostengono nella sede d’esame ABRSM di Milano; quelli di teoria sono online.',
            'Per la sessione primaverile 2027 l’iscrizione agli esami si fa tramite la nostra segreteria entro lunedì 15 febbraio 2027; gli esami si tengono tra maggio e giugno.',
            'La tassa d’esame si paga ad ABRSM e non è compresa nella retta. Per prepararsi a un esame serve una lezione individuale da 45 o 60 minuti.',
          ),
        ),
        heading('Batteria: esami Rockschool', 3),
        basic('Per la batteria non ci sono esami ABRSM: prepariamo invece agli esami Rockschool (RSL).', 'p'),
        basic('Non prepariamo agli esami Trinity College London.', 'p'),
      ]),
      section([
        heading('Ammissione al Conservatorio', 2),
        rich(
          ps(
            'Prepariamo all’esame di ammissione al Conservatorio «Gaetano Donizetti» di Bergamo, sia per i corsi propedeutici sia per il triennio accademico.',
            'Serve il corso individuale da 60 minuti più il corso collettivo di teoria e solfeggio, il sabato 10:00–11:30.',
            'Le ammissioni al Conservatorio si tengono di solito tra giugno e settembre: le date le pubblica il Conservatorio sul suo sito.',
            'Negli ultimi cinque anni 23 nostri allievi sono stati ammessi al Conservatorio.',
          ),
        ),
        button('Chiedi un colloquio con la direttrice', '/contatti/'),
      ]),
    ],
  },
  {
    path: '/saggi-e-concerti',
    lang: 'it',
    title: 'Saggi e concerti',
    id: 32,
    modified: '2026-10-02',
    description:
      'Il concerto di Natale e il saggio di fine anno dell’Accademia di Musica Bergamo: date, luoghi, regole per le famiglie.',
    sections: [
      section([heading('Saggi e concerti', 1)], 'page-title'),
      section([
        rich(
          ps(
            'Ogni anno ci sono due appuntamenti per tutti: il concerto di Natale a dicembre, con la data e il luogo sul blog, e il saggio di fine anno a giugno.',
          ),
        ),
        blk(
          [
            iconBox(
              'tree',
              'Concerto di Natale',
              `Suonano i gruppi di musica d’insieme e alcuni solisti. ${a('Leggi l’avviso sul blog', '/blog/')}`,
            ),
            iconBox(
              'star',
              'Saggio di fine anno 2027',
              'Sabato 5 e domenica 6 giugno 2027, nella sala saggi di Via Camozzi (60 posti). Ogni allievo suona una volta; il turno lo comunica l’insegnante a maggio.',
            ),
          ],
          'card-grid',
        ),
      ]),
      section([
        heading('Per le famiglie', 2),
        rich(
          ul(
            'Partecipare al saggio non è obbligatorio: se un allievo non se la sente, ne parla con il suo insegnante.',
            'L’ingresso è gratuito. Ai saggi possono venire al massimo 3 accompagnatori per allievo, perché la sala ha 60 posti.',
            'Non si possono fare riprese video: il video di ogni saggio lo mandiamo noi alle famiglie. Le foto sono permesse, senza flash.',
          ),
        ),
      ]),
    ],
  },
  {
    path: '/noleggio-strumenti',
    lang: 'it',
    title: 'Noleggio strumenti',
    id: 34,
    modified: '2025-09-08',
    description:
      'Noleggio di violini, viole, violoncelli e chitarre per gli allievi dell’Accademia di Musica Bergamo: canoni, cauzioni, cambio misura.',
    sections: [
      section([heading('Noleggio strumenti', 1)], 'page-title'),
      section([
        basic(
          'Per chi comincia, o per i bambini che crescono e cambiano misura, noleggiamo gli strumenti ad arco e le chitarre.',
          'p',
        ),
        rich(
          table(
            ['Strumento', 'Misure', 'Canone mensile', 'Cauzione'],
            [
              ['Violino', 'da 1/16 a 4/4', '€ 15', '€ 100'],
              ['Viola', '14" e 15"', '€ 18', '€ 120'],
              ['Violoncello', '1/4, 1/2, 3/4', '€ 25', '€ 150'],
              ['Chitarra classica', '1/2, 3/4, 4/4', '€ 10', '€ 50'],
            ],
          ),
        ),
      ]),
      section([
        heading('Come funziona', 2),
        rich(
          ul(
            'Il noleggio è riservato agli allievi iscritti e dura almeno 3 mesi.',
            'La cauzione si paga all’inizio e ti viene restituita quando riporti lo strumento.',
            'Quando il bambino cresce, cambiamo la misura senza costi.',
            'Se decidi di comprare lo strumento entro il primo anno, ti scaliamo dal prezzo metà dei canoni pagati.',
            'Non noleggiamo pianoforti, tastiere e batterie: per questi ti possiamo consigliare un negozio in città.',
          ),
        ),
      ]),
    ],
  },
  {
    path: '/faq',
    lang: 'it',
    title: 'Domande frequenti',
    id: 36,
    modified: '2026-09-21',
    description:
      'Domande frequenti sull’Accademia di Musica Bergamo: età, recuperi, pagamenti, lezioni online, attestati.',
    sections: [
      section([heading('Domande frequenti', 1)], 'page-title'),
      section([
        heading('Iscrizioni e pagamenti', 2),
        accordion([
          [
            'Da che età si può cominciare?',
            ps(
              'Con la propedeutica musicale dai 3 anni; con lo strumento dai 5 anni per il violino, dai 6 per il pianoforte, dagli 8 per chitarra e batteria, dai 14 per il canto.',
            ),
          ],
          ['C’è un limite di età per gli adulti?', ps('No. Il nostro allievo più grande ha 81 anni.')],
          [
            'Come si paga?',
            ps('Con bonifico o con carta, anche bancomat, in segreteria. Non accettiamo contanti.'),
          ],
          [
            'Posso pagare tutto l’anno in una volta?',
            ps('Sì: chi paga le 8 mensilità in un’unica soluzione entro il 10 ottobre ha il 5% di sconto.'),
          ],
          [
            'Rilasciate un attestato?',
            ps('A fine anno, su richiesta, rilasciamo un attestato di frequenza. Non ha valore legale.'),
          ],
        ]),
      ]),
      section([
        heading('Lezioni', 2),
        accordion([
          [
            'Posso scegliere l’orario della lezione?',
            ps(
              'Sì, lo concordiamo con l’insegnante al momento dell’iscrizione, in base ai posti liberi. Gli orari più richiesti, dalle 16:30 alle 18:30, si esauriscono presto.',
            ),
          ],
          [
            'Se salto una lezione la recupero?',
            ps(
              'Se avvisi almeno 24 ore prima, sì: la recuperiamo entro il mese, al massimo 2 recuperi nell’anno. Se avvisi dopo, la lezione è persa. Le lezioni annullate dall’insegnante si recuperano sempre.',
            ),
          ],
          ['Le lezioni si fanno anche online?', ps('No, le lezioni dei corsi sono solo in presenza.')],
          ['Fate lezioni a domicilio?', ps('No, le lezioni si tengono solo nelle nostre due sedi.')],
          [
            'I genitori possono assistere alle lezioni?',
            ps(
              'Alla lezione di prova sì. Alle lezioni individuali un genitore può restare in aula con i bambini fino a 7 anni; per la propedeutica i genitori aspettano in sala d’attesa.',
            ),
          ],
          [
            'Mio figlio può venire a studiare da voi?',
            ps(
              'Sì: gli allievi possono prenotare un’aula per studiare da soli, gratis, dal lunedì al venerdì dalle 14:00 alle 15:30, se è libera. Si prenota in segreteria.',
            ),
          ],
        ]),
      ]),
    ],
  },
  {
    path: '/contatti',
    lang: 'it',
    alternate: '/en/contact',
    title: 'Contatti',
    id: 38,
    modified: '2026-02-11',
    description:
      'Contatti dell’Accademia di Musica Bergamo: indirizzo in Via Camozzi e in Città Alta, telefono, WhatsApp, email, come arrivare e dove parcheggiare.',
    sections: [
      section([heading('Contatti', 1)], 'page-title'),
      section([
        blk(
          [
            iconBox('map-marker-alt', 'Sede', `${AMB_STREET}, ${AMB_TOWN} (primo piano, con ascensore)`),
            iconBox('phone', 'Telefono', a(AMB_PHONE, AMB_PHONE_HREF)),
            iconBox(
              'whatsapp',
              'WhatsApp',
              `${a(AMB_WHATSAPP, AMB_WHATSAPP_HREF)} (solo messaggi, non chiamate)`,
            ),
            iconBox('envelope', 'Email', a(AMB_EMAIL, `mailto:${AMB_EMAIL}`)),
          ],
          'card-grid',
        ),
        basic(`Gli orari della segreteria sono nella pagina ${a('Orari', '/orari/')}.`, 'p'),
      ]),
      section([
        heading('Come arrivare in Via Camozzi', 2),
        rich(
          ps(
            'A piedi dalla stazione ferroviaria sono 10 minuti. La fermata dell’autobus più vicina è Porta Nuova, a 300 metri.',
            'In Via Camozzi i posti auto sono a pagamento (strisce blu). Il parcheggio più comodo è l’Autorimessa Camozzi, al civico 61: per gli allievi costa 1 euro l’ora, mostrando la tessera della scuola.',
          ),
        ),
        map(`${AMB_STREET}, ${AMB_TOWN}`),
      ]),
      section([
        heading('Come arrivare alla sala di Città Alta', 2),
        rich(
          ps(
            `${AMB_ALTA_STREET}, ${AMB_ALTA_TOWN}. Dalla stazione alta della funicolare, in Piazza Mercato delle Scarpe, sono 3 minuti a piedi.`,
            'In Città Alta non si parcheggia: meglio la funicolare o l’autobus 1.',
          ),
        ),
      ]),
      section([
        heading('Scrivici', 2),
        form(
          [
            { label: 'Nome e cognome', required: true },
            { label: 'Email', type: 'email', required: true },
            { label: 'Telefono', type: 'tel' },
            { label: 'Messaggio', type: 'textarea', required: true },
            { label: 'Ho letto l’informativa sulla privacy', type: 'checkbox', required: true },
          ],
          'Invia',
        ),
      ]),
    ],
  },
];
