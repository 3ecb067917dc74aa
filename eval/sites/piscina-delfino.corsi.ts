import {
  a,
  boldLine,
  button,
  columns,
  type DelfinoPage,
  gap,
  heading,
  image,
  lines,
  p,
  strong,
  text,
  ul,
  wordTable,
} from './piscina-delfino.layout.ts';

/** The courses overview, the four course pages and the summer camp (only in Italian). */
export const delfinoCoursePages: DelfinoPage[] = [
  {
    path: '/corsi',
    lang: 'it',
    title: 'Corsi',
    description:
      'I corsi di nuoto della Piscina Delfino di Verona: acquaticità neonatale, bambini e ragazzi, adulti e Master, aquagym e acquabike, lezioni private.',
    body: [
      heading('I nostri corsi', 1),
      text(
        p(
          'Da settembre a giugno, con istruttori della Federazione Italiana Nuoto, per tutte le età: si comincia a 3 mesi in braccio a mamma o papà e non si smette più!',
        ),
      ),
      columns(
        [
          heading('Acquaticità neonatale', 3),
          text(p('Da 3 a 36 mesi, con un genitore in acqua, nella vasca piccola.')),
          button('Leggi tutto', '/corsi/acquaticita-neonatale/'),
          heading('Adulti e Master', 3),
          text(
            p('Dai 15 anni: dai principianti al perfezionamento, e il gruppo Master per chi nuota già bene.'),
          ),
          button('Leggi tutto', '/corsi/corsi-adulti/'),
        ],
        [
          heading('Bambini e ragazzi', 3),
          text(p('Pesciolini dai 3 ai 5 anni, scuola nuoto dai 6 ai 14, squadra Esordienti.')),
          button('Leggi tutto', '/corsi/corsi-bambini/'),
          heading('Aquagym e acquabike', 3),
          text(p('Ginnastica e bici in acqua, anche in gravidanza.')),
          button('Leggi tutto', '/corsi/aquagym/'),
        ],
      ),
      text(
        boldLine('Lezione di prova'),
        p(
          'La prima lezione di prova è gratuita per tutti i corsi, tranne l’acquaticità neonatale: prenotatela in segreteria o su WhatsApp.',
        ),
        boldLine('Lezioni private'),
        p(
          `Un istruttore tutto per voi, 30 minuti, per adulti e bambini dai 6 anni: per chi vuole correggere lo stile, prepararsi a un concorso o superare la paura dell’acqua. Prezzi nella pagina ${a('Prezzi e abbonamenti', '/prezzi-e-abbonamenti')}.`,
        ),
      ),
      heading('In arrivo nel 2027', 2),
      text(
        p(
          'Idrokinesiterapia e riabilitazione in acqua nella nuova vasca riabilitativa, con i fisioterapisti dello studio FisioAdige: apertura prevista nella primavera 2027. Orari e prezzi non sono ancora definiti e non è ancora possibile prenotare.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/corsi/acquaticita-neonatale',
    lang: 'it',
    title: 'Acquaticità neonatale',
    description:
      'Acquaticità neonatale alla Piscina Delfino di Verona: bambini da 3 a 36 mesi con un genitore, vasca a 32°, cicli di 10 lezioni.',
    body: [
      heading('Acquaticità neonatale', 1),
      image('acquaticita-neonatale.jpg', 'Una mamma con il suo bambino nella vasca piccola'),
      text(
        p(
          'Un’esperienza da vivere insieme: mamma o papà in acqua con il proprio bambino, nella vasca piccola a 32°, con l’ostetrica Chiara Ferrandi.',
          'Non è un corso di nuoto: i piccoli imparano a stare in acqua, a galleggiare con l’aiuto del genitore, a fare le prime immersioni e soprattutto a divertirsi.',
        ),
        gap,
        lines(
          strong('Per chi'),
          'Bambini dai 3 mesi compiuti ai 36 mesi, con un genitore in acqua (uno solo per bambino: l’altro può guardare dalla tribuna).',
        ),
        lines(
          strong('Quando'),
          'Sabato mattina: 9:00, 9:40, 10:20, 11:00',
          'Mercoledì pomeriggio: 17:00 e 17:40',
          'Ogni lezione dura 30 minuti.',
        ),
        lines(
          strong('Quanto costa'),
          'Ciclo di 10 lezioni: € 130',
          'più la tessera associativa del bambino (€ 25, vale tutta la stagione).',
        ),
        lines(
          strong('Cosa serve'),
          '- il costumino contenitivo (pannolino da piscina), obbligatorio',
          '- accappatoio o telo per il bambino e per voi',
          '- il certificato di buona salute del pediatra',
        ),
        lines(
          strong('Lezioni perse'),
          'Nel ciclo neonatale si possono recuperare fino a 2 lezioni, il mercoledì, avvisando la segreteria almeno il giorno prima.',
        ),
        gap,
        p('I cicli partono ogni 10 settimane: il prossimo comincia sabato 16 gennaio 2027.'),
      ),
    ].join('\n'),
  },
  {
    path: '/corsi/corsi-bambini',
    lang: 'it',
    title: 'Corsi bambini e ragazzi',
    description:
      'Corsi di nuoto per bambini e ragazzi a Verona: Pesciolini 3-5 anni, scuola nuoto 6-14 anni, squadra Esordienti. Orari e quote.',
    body: [
      heading('Corsi bambini e ragazzi', 1),
      heading('Pesciolini (3 - 5 anni)', 2),
      text(
        p(
          'Il primo approccio all’acqua, giocando, nella vasca piccola dove si tocca. Gruppi di massimo 6 bambini, lezioni di 40 minuti.',
        ),
        lines(
          strong('Orari'),
          'lunedì oppure mercoledì alle 17:00',
          'martedì oppure giovedì alle 17:00',
          'sabato alle 10:00',
        ),
        lines(strong('Quota'), '€ 62 al mese (una volta a settimana)'),
      ),
      heading('Scuola nuoto (6 - 14 anni)', 2),
      text(
        p(
          'Quattro livelli, dal Granchio (chi non sta ancora a galla da solo) alla Tartaruga, al Delfino e allo Squalo (i quattro stili, le virate e i tuffi). Il primo giorno l’istruttore fa una prova in acqua e assegna il livello. Lezioni di 45 minuti in vasca grande.',
        ),
        lines(
          strong('Orari'),
          'lunedì e mercoledì: 16:45, 17:30, 18:15',
          'martedì e giovedì: 16:45, 17:30, 18:15',
          'sabato: 9:00, 10:00, 11:00 (solo una volta a settimana)',
        ),
        boldLine('Quote mensili'),
        wordTable(
          [
            ['Frequenza', 'Quota al mese'],
            ['1 volta a settimana', '€ 58'],
            ['2 volte a settimana', '€ 98'],
          ],
          [160, 110],
        ),
      ),
      heading('Squadra Esordienti', 3),
      text(
        p(
          'Dagli 8 anni, su proposta degli istruttori: 3 allenamenti a settimana (lunedì, mercoledì e venerdì 18:15 - 19:30) e le gare regionali FIN. Quota € 120 al mese. Serve il certificato medico agonistico.',
        ),
      ),
      text(
        boldLine('Per i genitori', '#1d5fa8'),
        lines(
          'Durante la lezione i genitori aspettano in tribuna, al primo piano, da dove si vedono bene le vasche.',
          'Fino a 7 anni i bambini possono essere aiutati a cambiarsi nello spogliatoio famiglia.',
          'Fratelli: il secondo figlio iscritto a un corso ha il 10% di sconto sulla quota.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/corsi/corsi-adulti',
    lang: 'it',
    title: 'Corsi adulti e Master',
    description:
      'Corsi di nuoto per adulti a Verona, dai principianti al perfezionamento, il corso per chi ha paura dell’acqua, il nuoto Master e le lezioni private.',
    body: [
      heading('Corsi adulti e Master', 1),
      text(
        p(
          'Dai 15 anni in su, in vasca grande, lezioni di 50 minuti con gruppi per livello: principianti, intermedio e perfezionamento (i quattro stili).',
        ),
        lines(
          strong('Orari'),
          'Pausa pranzo: lunedì e mercoledì alle 13:00',
          'Sera: lunedì e mercoledì alle 19:30; martedì e giovedì alle 19:30 e alle 20:20',
          'Sabato mattina: alle 8:30 (una volta a settimana)',
        ),
        lines(strong('Quote'), '1 volta a settimana: € 52 al mese', '2 volte a settimana: € 88 al mese'),
      ),
      heading('Se l’acqua vi fa paura', 3),
      text(
        p(
          'Un corso per chi ha paura dell’acqua, a qualsiasi età: martedì e giovedì alle 19:30, nella vasca piccola dove si tocca, al massimo 6 persone per gruppo, con calma e senza fretta. La quota è quella dei corsi adulti.',
        ),
      ),
      heading('Nuoto Master', 2),
      text(
        p(
          'Per chi nuota già bene e vuole allenarsi con un gruppo e, se vuole, partecipare alle gare Master FIN. Allenatore: Davide Rigo.',
        ),
        lines(
          'Lunedì, mercoledì e venerdì 21:00 - 22:00',
          'Quota € 75 al mese',
          'Dai 20 anni, con il certificato medico agonistico.',
        ),
      ),
      heading('Lezioni private', 2),
      text(
        lines(
          'Lezione privata di 30 minuti: € 32',
          'Pacchetto di 5 lezioni private: € 150 (da usare entro 3 mesi)',
          'Per adulti e bambini dai 6 anni; si prenotano in segreteria.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/corsi/aquagym',
    lang: 'it',
    title: 'Aquagym e acquabike',
    description:
      'Aquagym, aquagym in gravidanza e acquabike alla Piscina Delfino di Verona: orari, quote e prenotazioni.',
    body: [
      heading('Aquagym e acquabike', 1),
      text(
        p(
          'Ginnastica in acqua a ritmo di musica, nella parte bassa della vasca grande (1,20 m): tonifica, non affatica le articolazioni e non serve saper nuotare. Lezioni di 45 minuti con Sara Montresor e Anna Vinco.',
        ),
        lines(
          strong('Orari aquagym'),
          'lunedì, mercoledì e venerdì: 9:15 e 19:00',
          'martedì e giovedì: 10:00 e 20:00',
        ),
        lines(
          strong('Quote'),
          '1 volta a settimana: € 48 al mese',
          '2 volte a settimana: € 80 al mese',
          'Lezione singola: € 12',
        ),
      ),
      heading('Aquagym in gravidanza', 2),
      text(
        p(
          'Il giovedì alle 11:00, nella vasca piccola a 32°: esercizi dolci, respirazione e rilassamento, dal quarto mese di gravidanza, con il nulla osta del ginecologo. La quota è quella dell’aquagym.',
        ),
      ),
      heading('Acquabike', 2),
      text(
        p(
          'Pedalare in acqua: 10 biciclette in vasca grande, lezioni di 45 minuti il martedì e il giovedì alle 18:45 e il sabato alle 9:30.',
          'Lezione singola € 14, con prenotazione obbligatoria entro le 20:00 del giorno prima, su WhatsApp o in segreteria.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/centro-estivo',
    lang: 'it',
    title: 'Centro estivo',
    description:
      'Centro Estivo Delfino 2027 a Verona per ragazzi dai 6 ai 12 anni: dal 14 giugno al 30 luglio, nuoto ogni giorno, quote e iscrizioni.',
    body: [
      heading('Centro Estivo Delfino 2027', 1),
      image('centro-estivo-2026.jpg', 'I ragazzi del centro estivo in vasca', 'Il centro estivo 2026'),
      text(
        p(
          'Anche nell’estate 2027 la piscina si riempie di ragazzi: il Centro Estivo Delfino si fa <strong>dal 14 giugno al 30 luglio 2027</strong>, dal lunedì al venerdì, per ragazzi dai 6 ai 12 anni.',
        ),
        boldLine('La giornata tipo'),
        ul(
          '7:45 - 9:00 accoglienza',
          '9:30 lezione di nuoto con gli istruttori',
          'giochi in acqua e al parco di Via dei Tigli',
          '12:30 pranzo',
          'compiti delle vacanze e laboratori',
          '16:00 - 16:30 uscita',
        ),
        boldLine('Quote settimanali'),
        wordTable(
          [
            ['Formula', 'Orario', 'Quota a settimana'],
            ['Giornata intera con pranzo', '7:45 - 16:30', '€ 145'],
            ['Mezza giornata senza pranzo', '7:45 - 13:00', '€ 95'],
          ],
          [170, 90, 110],
        ),
        p(
          'Fratelli: 10% di sconto dal secondo figlio. Serve la tessera associativa (€ 25), se il ragazzo non è già tesserato.',
        ),
        lines(
          strong('Iscrizioni'),
          'Dal 1 marzo 2027 in segreteria, per almeno una settimana. Posti limitati: 40 ragazzi a settimana.',
        ),
        lines(
          strong('Cosa portare'),
          'Costume, cuffia, ciabatte, accappatoio, cappellino, crema solare e borraccia.',
        ),
        gap,
        p(
          'Ad agosto il centro estivo non c’è: dal 2 al 22 agosto la piscina chiude per la manutenzione annuale.',
        ),
      ),
    ].join('\n'),
  },
];
