import {
  a,
  band,
  blank,
  block,
  bold,
  col,
  embed,
  type GirotondoPage,
  heading,
  image,
  p,
  row,
  textBox,
  ul,
} from './asilo-girotondo.layout.ts';

/** The pages parents read before enrolling: fees and hours, enrolment, settling in, open day. */

/**
 * The fees: three text boxes side by side, the times in the first, the nido prices in the second and the
 * scuola dell'infanzia prices in the third, lined up with empty lines; only the position ties a price to
 * its timetable.
 */
const rette: GirotondoPage = {
  path: '/rette-e-orari',
  title: 'Rette e orari',
  description:
    'Rette mensili 2026/27 del nido e della scuola dell’infanzia: part-time, tempo pieno, tempo prolungato. Quota di iscrizione, pasti, orari di entrata e uscita.',
  header: { title: 'Rette e orari', image: 'rette-header.jpg', subtitle: 'Anno educativo 2026/2027' },
  body: [
    block(
      'plain',
      textBox(
        heading('h1', 'Rette anno educativo 2026/2027'),
        p('Le rette sono mensili e si pagano in ', '**11 mensilità**', ', da settembre a luglio.'),
      ),
    ),
    band(
      'light',
      row(
        col(
          4,
          textBox(
            bold('Frequenza'),
            p('**Part-time mattino**'),
            p('7:30 – 13:00'),
            p('**Tempo pieno**'),
            p('7:30 – 16:30'),
            p('**Tempo prolungato**'),
            p('7:30 – 18:00'),
          ),
        ),
        col(4, textBox(bold('Nido (3–36 mesi)'), p('€ 520'), blank, p('€ 690'), blank, p('€ 760'), blank)),
        col(
          4,
          textBox(
            bold('Scuola dell’infanzia (3–6 anni)'),
            p('€ 390'),
            blank,
            p('€ 480'),
            blank,
            p('€ 540'),
            blank,
          ),
        ),
      ),
    ),
    band(
      'plain',
      row(
        col(
          6,
          textBox(
            heading('h3', 'Nido: cosa comprende la retta'),
            ul(
              'pranzo, spuntino e merenda, preparati nella nostra cucina',
              'bavaglie, asciugamani e lenzuola della nanna, lavati da noi',
            ),
            p(
              'Pannolini e salviette ',
              '**non sono compresi**',
              ': li porta la famiglia. Anche il latte in formula lo porta la famiglia.',
            ),
          ),
        ),
        col(
          6,
          textBox(
            heading('h3', 'Scuola dell’infanzia: i pasti'),
            p('La retta comprende la frutta del mattino e la merenda del pomeriggio.'),
            p(
              '**Il pranzo non è compreso nella retta**',
              ': si paga con il buono pasto, ',
              '**€ 6,50**',
              ' per ogni giorno di presenza, addebitato con la retta del mese dopo.',
            ),
          ),
        ),
      ),
    ),
    block(
      'light',
      textBox(
        heading('h3', 'Quota di iscrizione e altre voci'),
        ul(
          [
            '**Quota di iscrizione**',
            ': € 180 per il nido, € 120 per la scuola dell’infanzia. Si versa ogni anno, all’iscrizione o alla conferma, e non è rimborsabile.',
          ],
          ['**Sconto fratelli**', ': 10% sulla retta del secondo figlio iscritto (e dei successivi).'],
          [
            '**Prolungato occasionale**',
            ': chi ha il part-time o il tempo pieno può fermarsi fino alle 18:00 quando serve, ',
            'a € 12 al giorno, avvisando entro le 10:00 dello stesso giorno.',
          ],
          [
            '**Pagamento**',
            ': entro il giorno 5 di ogni mese, con bonifico bancario (l’IBAN è sul contratto). In segreteria non accettiamo contanti.',
          ],
          [
            '**Assenze**',
            ': le assenze non danno diritto a riduzioni della retta. Alla scuola dell’infanzia il buono pasto si paga solo nei giorni di presenza.',
          ],
          [
            '**Ritiro**',
            ': il ritiro va comunicato per iscritto con 30 giorni di preavviso; altrimenti è dovuta la retta del mese successivo.',
          ],
        ),
      ),
    ),
    block(
      'plain',
      textBox(
        heading('h2', 'Orari di entrata e uscita'),
        ul(
          ['**Entrata**', ': dalle 7:30 alle 9:15'],
          ['**Uscita part-time**', ': dalle 12:30 alle 13:00'],
          ['**Uscita tempo pieno**', ': dalle 15:30 alle 16:30'],
          ['**Tempo prolungato**', ': fino alle 18:00'],
        ),
        p(
          'Se arrivate dopo l’orario di uscita che avete scelto, ',
          'si paga un supplemento di € 10 ogni 30 minuti (o frazione).',
        ),
      ),
    ),
    block(
      'light',
      textBox(p('Tutte le voci, mese per mese, nella tabella qui sotto.')),
      embed(
        'sheet',
        'Rette 2026-27 – tabella completa e simulatore',
        'https://docs.google.com/spreadsheets/d/e/2PACX-1vR8kQ2mW5tZ9xN3cV7bL1pJ4hG6fD0sA2qE8rT5yU1iO9pK3lM7nB4vC6xZ/pubhtml?widget=true&amp;headers=false',
        480,
      ),
    ),
  ].join('\n'),
};

const iscrizioni: GirotondoPage = {
  path: '/iscrizioni',
  title: 'Iscrizioni',
  description:
    'Come iscriversi al nido e alla scuola dell’infanzia Il Girotondo per l’anno 2027/28: date, posti, documenti, vaccinazioni.',
  header: { title: 'Iscrizioni', image: 'iscrizioni-header.jpg' },
  body: [
    block(
      'plain',
      textBox(
        heading('h1', 'Iscrizioni anno educativo 2027/2028'),
        p(
          'Le iscrizioni per il 2027/28 sono aperte ',
          '**dall’11 gennaio al 26 febbraio 2027**',
          '. Prima di iscrivervi vi consigliamo di venire a un ',
          a('open day', '/open-day'),
          ' o di fissare una visita.',
        ),
        bold('Come funziona'),
        ul(
          'Compilate la preiscrizione online con il modulo qui sotto.',
          'Vi chiamiamo per un colloquio con la coordinatrice.',
          'Entro il 15 marzo 2027 vi diciamo se c’è il posto.',
          'Confermate versando la quota di iscrizione entro 10 giorni.',
        ),
        p(
          'I posti si assegnano in ordine di data della preiscrizione, ',
          'con precedenza ai fratelli di bambini già iscritti e, per la scuola dell’infanzia, ai bambini del nostro nido.',
        ),
      ),
    ),
    block(
      'light',
      textBox(
        heading('h3', 'Anno in corso 2026/27'),
        p(
          'Ci sono ancora ',
          '**2 posti**',
          ' al nido, nella sezione Scoiattoli (12–24 mesi). Le altre sezioni sono al completo. ',
          'Per iscrivervi in corso d’anno telefonate alla segreteria.',
        ),
      ),
    ),
    band(
      'plain',
      row(
        col(
          7,
          textBox(
            heading('h2', 'Documenti da consegnare'),
            ul(
              'modulo di iscrizione firmato da entrambi i genitori',
              'copia della carta d’identità e del codice fiscale di entrambi i genitori',
              'codice fiscale del bambino',
              'certificato vaccinale aggiornato rilasciato dall’ASL',
              'certificato medico per le diete speciali (allergie, intolleranze), se serve',
              'modulo deleghe per il ritiro, con la copia dei documenti dei delegati',
              'ricevuta del bonifico della quota di iscrizione',
            ),
          ),
        ),
        col(5, image('iscrizioni-documenti.jpg', '')),
      ),
    ),
    block(
      'light',
      textBox(
        heading('h3', 'Vaccinazioni'),
        p(
          'Per il nido e la scuola dell’infanzia le vaccinazioni obbligatorie (legge 119/2017) ',
          '**sono un requisito di accesso**',
          ': i bambini non in regola con le vaccinazioni non possono essere iscritti né frequentare.',
        ),
        p(
          'Fanno eccezione solo i bambini esonerati o con la vaccinazione differita per motivi di salute, ',
          'con la certificazione del pediatra.',
        ),
      ),
    ),
    block(
      'plain',
      textBox(heading('h3', 'Preiscrizione 2027/28')),
      embed(
        'form',
        'Preiscrizione 2027/28',
        'https://docs.google.com/forms/d/e/1FAIpQLSc3nV8wK1pR6tY2mB9xQ4hJ7dL0gF5sA3zE8uC1iO6kN2wT4q/viewform?embedded=true',
        1100,
      ),
    ),
  ].join('\n'),
};

/** Settling in, told in prose: the days are only in the sentences. */
const inserimento: GirotondoPage = {
  path: '/inserimento',
  title: 'Inserimento',
  description: 'Come funziona l’inserimento al nido e alla scuola dell’infanzia Il Girotondo.',
  header: { title: 'L’inserimento', image: 'inserimento-header.jpg' },
  body: [
    block(
      'plain',
      textBox(
        p(
          'L’inserimento (noi lo chiamiamo anche ambientamento) è il periodo in cui il bambino e i suoi genitori conoscono le educatrici, gli spazi e gli altri bambini. ',
          'Al nido dura di solito ',
          '**due settimane**',
          '; alla scuola dell’infanzia ',
          '**una settimana**',
          ', un po’ di più per chi non ha frequentato un nido. Ogni bambino ha i suoi tempi, e li rispettiamo.',
        ),
        p(
          'Prima di cominciare, a fine agosto, facciamo un colloquio individuale con l’educatrice di riferimento: ',
          'ci raccontate le abitudini del bambino, il sonno, la pappa, il ciuccio, le parole che usa.',
        ),
      ),
    ),
    band(
      'light',
      row(
        col(
          8,
          textBox(
            heading('h2', 'Al nido'),
            p(
              'Il primo giorno il bambino resta al nido ',
              '**un’ora**',
              ', dalle 9:30 alle 10:30, insieme a mamma o papà. Nei giorni dopo il tempo si allunga un po’ alla volta: ',
              'dal terzo giorno il genitore saluta e si allontana per brevi momenti, restando nella stanza accanto, e a metà della prima settimana il bambino prova il pranzo senza di voi.',
            ),
            p(
              'Nella seconda settimana arriva la nanna: di solito dal nono o dal decimo giorno il bambino resta fino all’uscita dell’orario scelto.',
            ),
            p(
              'Vi chiediamo di tenervi liberi dal lavoro per tutte e due le settimane, e che sia sempre la stessa persona ad accompagnare il bambino durante l’inserimento.',
            ),
          ),
        ),
        col(4, image('inserimento-mamma.jpg', '')),
      ),
    ),
    block(
      'plain',
      textBox(
        heading('h2', 'Alla scuola dell’infanzia'),
        p(
          'I primi tre giorni l’uscita è alle 11:30, prima del pranzo. Dal quarto giorno il bambino pranza a scuola ',
          'e dalla seconda settimana può fare l’orario completo.',
        ),
      ),
    ),
    block(
      'light',
      textBox(
        heading('h3', 'Quando'),
        p(
          'Gli inserimenti cominciano a settembre, a piccoli gruppi di 3 o 4 bambini, e vanno avanti fino a metà ottobre. ',
          'In corso d’anno facciamo inserimenti a gennaio, se ci sono posti liberi.',
        ),
        p('Durante l’inserimento la retta del mese si paga per intero.'),
      ),
    ),
  ].join('\n'),
};

const openDay: GirotondoPage = {
  path: '/open-day',
  title: 'Open day',
  description: 'Open day del Girotondo per l’anno 2027/28: sabato 12 dicembre 2026 e sabato 16 gennaio 2027.',
  header: { title: 'Open day', image: 'open-day-header.jpg' },
  body: [
    block(
      'plain',
      textBox(
        heading('h1', 'Venite a conoscerci!'),
        p('Gli open day per l’anno 2027/28 sono:'),
        ul(
          ['**sabato 12 dicembre 2026**', ', dalle 10:00 alle 12:30'],
          ['**sabato 16 gennaio 2027**', ', dalle 10:00 alle 12:30'],
        ),
        p(
          'L’ingresso è su prenotazione, a gruppi di 6 famiglie ogni mezz’ora: ',
          'prenotate con il modulo qui sotto oppure telefonando alla segreteria.',
        ),
        p(
          'I bambini sono i benvenuti: in giardino ci sarà un laboratorio con la pasta di sale. ',
          'Incontrerete la coordinatrice, le educatrici e Rosa in cucina.',
        ),
        p(
          'Non riuscite a venire? Potete fissare una ',
          '**visita individuale**',
          ': il mercoledì alle 17:00, su appuntamento.',
        ),
      ),
    ),
    block(
      'light',
      embed(
        'form',
        'Prenotazione open day',
        'https://docs.google.com/forms/d/e/1FAIpQLSd9mR2tW6yB1nK5pX8qJ3vL7hG0cF4sZ2aE6uD9iT1oM5wN8r/viewform?embedded=true',
        820,
      ),
    ),
  ].join('\n'),
};

/** The fees, enrolment, settling-in and open day pages. */
export const girotondoInfoPages: GirotondoPage[] = [rette, iscrizioni, inserimento, openDay];
