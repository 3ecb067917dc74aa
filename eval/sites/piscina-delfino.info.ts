import {
  a,
  boldLine,
  type DelfinoPage,
  download,
  gap,
  heading,
  lines,
  p,
  strong,
  text,
  ul,
  wordTable,
} from './piscina-delfino.layout.ts';

/**
 * Free swimming (the lane timetable as a table pasted from Word, with merged day cells), the page that is only
 * the timetable's PDF, prices, enrolment and the pool rules.
 */
export const delfinoInfoPages: DelfinoPage[] = [
  {
    path: '/nuoto-libero',
    lang: 'it',
    title: 'Nuoto libero',
    description:
      'Nuoto libero alla Piscina Delfino di Verona: orari delle corsie, prezzi degli ingressi e cosa portare.',
    body: [
      heading('Nuoto libero', 1),
      text(
        p(
          'Corsie a disposizione di chi vuole nuotare per conto suo, tutti i giorni. Le corsie sono divise per velocità (lenta, media, veloce): scegliete quella giusta per voi e nuotate tenendo la destra.',
        ),
      ),
      heading('Orari delle corsie - stagione 2026/2027', 2),
      text(
        wordTable(
          [
            ['Giorno', 'Orario', 'Corsie libere'],
            [{ html: 'Lunedì, mercoledì, venerdì', rowspan: 3 }, '7:00 - 9:00', '4'],
            ['12:30 - 14:30', '3'],
            ['20:30 - 22:00', '2'],
            [{ html: 'Martedì e giovedì', rowspan: 3 }, '7:00 - 9:00', '4'],
            ['12:30 - 14:30', '3'],
            ['21:00 - 22:00', '2'],
            ['Sabato', '13:00 - 19:00', '4'],
            ['Domenica', '9:00 - 13:00', '6 (tutta la vasca)'],
          ],
          [160, 100, 110],
        ),
        p(
          'Ultimo ingresso in acqua 30 minuti prima della fine della fascia. La domenica pomeriggio la piscina è chiusa.',
          `Gli orari si possono scaricare anche in PDF: ${a('Orari vasca (PDF)', '/nuoto-libero/orari-vasca-pdf')}.`,
        ),
        gap,
        lines(
          strong('Vasca piccola per le famiglie'),
          'Sabato 15:00 - 19:00 e domenica 9:00 - 13:00 la vasca piccola è aperta alle famiglie con bambini piccoli.',
        ),
        lines(
          strong('Quanto costa'),
          'Ingresso singolo € 8,50 (ridotto € 6,50 per under 14 e over 65).',
          `Carnet, abbonamenti e tessera: ${a('Prezzi e abbonamenti', '/prezzi-e-abbonamenti')}.`,
          'Per l’ingresso singolo non serve la tessera associativa: si paga in segreteria e si entra. La domenica, con la segreteria chiusa, l’ingresso singolo si paga alla cassa automatica (solo carte e bancomat).',
        ),
        lines(
          strong('Da portare'),
          `Cuffia e ciabatte (obbligatorie), costume e asciugamano; gli occhialini sono consigliati. Leggete il ${a('Regolamento piscina', '/iscrizioni/regolamento-piscina')}.`,
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/nuoto-libero/orari-vasca-pdf',
    lang: 'it',
    title: 'Orari vasca (PDF)',
    description: 'Orari vasca 2026/2027 in PDF.',
    body: download('Orari_vasca_2026-2027.pdf', 'Orari_vasca_2026-2027.pdf', '318.6 KB'),
  },
  {
    path: '/prezzi-e-abbonamenti',
    lang: 'it',
    title: 'Prezzi e abbonamenti',
    description:
      'Prezzi 2026/2027 della Piscina Delfino di Verona: tessera associativa, ingressi, carnet, abbonamenti, corsi, lezioni private e sconti.',
    body: [
      heading('Prezzi e abbonamenti 2026/2027', 1),
      text(
        boldLine('Tessera associativa'),
        p(
          'La tessera dell’ASD Nuoto Delfino costa € 25, vale dal 1 settembre 2026 al 31 agosto 2027 e comprende l’assicurazione. Serve per i corsi, i carnet e gli abbonamenti (non per l’ingresso singolo).',
        ),
      ),
      text(
        boldLine('Nuoto libero'),
        wordTable(
          [
            ['Ingresso', 'Prezzo'],
            ['Ingresso singolo', '€ 8,50'],
            ['Ingresso ridotto (under 14 e over 65)', '€ 6,50'],
            ['Carnet 10 ingressi (valido 4 mesi)', '€ 75'],
            ['Carnet 20 ingressi (valido 8 mesi)', '€ 135'],
            ['Abbonamento mensile (ingressi illimitati)', '€ 55'],
            ['Abbonamento stagionale (settembre - giugno)', '€ 420'],
          ],
          [250, 80],
        ),
      ),
      text(
        boldLine('Corsi - quota mensile'),
        wordTable(
          [
            ['Corso', '1 volta a settimana', '2 volte a settimana'],
            ['Pesciolini (3 - 5 anni)', '€ 62', '-'],
            ['Scuola nuoto (6 - 14 anni)', '€ 58', '€ 98'],
            ['Adulti (dai 15 anni)', '€ 52', '€ 88'],
            ['Aquagym', '€ 48', '€ 80'],
          ],
          [170, 110, 110],
        ),
        lines(
          'Squadra Esordienti (3 allenamenti a settimana): € 120 al mese',
          'Master (3 allenamenti a settimana): € 75 al mese',
        ),
      ),
      text(
        boldLine('Altre attività'),
        wordTable(
          [
            ['Attività', 'Prezzo'],
            ['Acquaticità neonatale, ciclo di 10 lezioni', '€ 130'],
            ['Aquagym, lezione singola', '€ 12'],
            ['Acquabike, lezione singola', '€ 14'],
            ['Lezione privata (30 minuti)', '€ 32'],
            ['Pacchetto 5 lezioni private', '€ 150'],
            ['Cuffia Delfino in silicone', '€ 5'],
          ],
          [250, 80],
        ),
      ),
      text(
        boldLine('Sconti e pagamenti'),
        lines(
          'Secondo figlio iscritto a un corso: 10% di sconto sulla quota (anche al centro estivo).',
          'Gli sconti non sono cumulabili.',
          'Le quote mensili si pagano entro il 5 del mese, in segreteria: contanti, bancomat o carta. L’abbonamento stagionale si può pagare anche con bonifico.',
          'Carnet e abbonamenti sono personali e non si prolungano alla scadenza.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/iscrizioni',
    lang: 'it',
    title: 'Iscrizioni',
    description:
      'Come iscriversi ai corsi della Piscina Delfino di Verona: documenti, certificato medico, tessera, pagamenti, lezioni perse e ritiro.',
    body: [
      heading('Iscrizioni', 1),
      text(
        p(
          'Le iscrizioni ai corsi si fanno in segreteria, negli orari di apertura, tutto l’anno finché ci sono posti. Non si fanno iscrizioni online né per telefono: su WhatsApp però potete chiederci se c’è posto nel turno che vi interessa.',
        ),
        boldLine('Cosa portare'),
        ul(
          'il modulo di iscrizione compilato (si ritira in segreteria)',
          'un documento d’identità e il codice fiscale (per i minori, del ragazzo e di un genitore)',
          'il certificato medico',
          'la tessera associativa (€ 25) e la quota del primo mese',
        ),
        boldLine('Il certificato medico'),
        p(
          'Serve il certificato medico per attività sportiva non agonistica, valido 12 mesi. Per i bambini sotto i 6 anni basta il certificato di buona salute del pediatra. Per la squadra Esordienti e per il Master serve il certificato agonistico.',
          'Non si accettano iscrizioni senza certificato medico. Se il certificato scade durante l’anno, non si entra in acqua finché non ci portate quello nuovo.',
        ),
        boldLine('Pagamenti'),
        p('La quota si paga ogni mese, entro il 5, in segreteria.'),
        boldLine('Lezioni perse'),
        p(
          'Niente rimborsi per le lezioni perse, per nessun motivo (malattia, vacanze, impegni). Si può recuperare una lezione al mese in un altro turno dello stesso livello, se c’è posto, prenotandola in segreteria.',
          'Durante le vacanze di Natale e di Pasqua i corsi sono sospesi: le quote di dicembre, gennaio e aprile tengono già conto delle settimane di chiusura.',
        ),
        boldLine('Se volete smettere'),
        p('Avvisate la segreteria entro il 25 del mese: altrimenti si paga anche il mese successivo.'),
        boldLine('Le date della stagione'),
        p('Corsi dal 14 settembre 2026 al 12 giugno 2027.'),
        boldLine('Detrazione fiscale'),
        p(
          'Per i ragazzi dai 5 ai 18 anni rilasciamo su richiesta la ricevuta per la detrazione delle spese sportive nel 730 (19%, fino a € 210 di spesa per ragazzo).',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/iscrizioni/regolamento-piscina',
    lang: 'it',
    title: 'Regolamento piscina',
    description:
      'Il regolamento della Piscina Delfino: cuffia e ciabatte obbligatorie, doccia, cibo, bambini, genitori, armadietti, foto.',
    body: [
      heading('Regolamento piscina', 1),
      text(
        p('Per la sicurezza e l’igiene di tutti, chi entra in piscina accetta queste regole.'),
        lines(
          '1. La cuffia è obbligatoria in acqua per tutti, anche per chi ha i capelli corti. In segreteria si compra la cuffia Delfino.',
          '2. Dopo la zona scarpe si cammina solo con le ciabatte: ciabatte obbligatorie negli spogliatoi e a bordo vasca.',
          '3. Prima di entrare in vasca è obbligatoria la doccia.',
          '4. È vietato mangiare negli spogliatoi, a bordo vasca e in tribuna. Si può bere solo acqua, in bottiglie di plastica (niente vetro).',
          '5. I bambini sotto i 12 anni entrano al nuoto libero solo accompagnati da un adulto che sta in acqua con loro.',
          '6. Non è consentito l’accesso ai genitori a bordo vasca durante i corsi: le lezioni si seguono dalla tribuna al primo piano.',
          '7. Nello spogliatoio famiglia i genitori possono aiutare i bambini fino a 7 anni.',
          '8. Gli armadietti si chiudono con una moneta da 1 € (che viene restituita) o con il proprio lucchetto, da togliere all’uscita.',
          '9. Vietato fare foto e video in zona vasca e negli spogliatoi, anche dalla tribuna.',
          '10. Tuffi solo dal lato profondo e solo se la corsia è libera.',
          '11. Pinne e palette solo nelle corsie veloci.',
          '12. Gli asciugacapelli sono gratuiti.',
          '13. Chi ha ferite aperte, verruche o malattie della pelle non entra in acqua.',
        ),
        p('L’assistente bagnanti può allontanare chi non rispetta il regolamento.'),
      ),
    ].join('\n'),
  },
];
