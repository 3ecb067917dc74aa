import {
  boldTitle,
  button,
  columns,
  heading,
  image,
  p,
  para,
  type StellaPage,
  sp,
  text,
  ul,
  wordTable,
} from './autoscuola-stella.layout.ts';

/* The licence pages only in Italian: AM, motorcycles, accompanied driving, BE, C and CE, CQC. */

const blue = 'color: #0e3a74;';

const am: StellaPage = {
  path: '/patenti/patente-am',
  lang: 'it',
  title: 'Patente AM (ciclomotori)',
  description: 'Patente AM a Verona dai 14 anni: ciclomotori e minicar. Prezzo e come funziona.',
  body: [
    heading('Patente AM', 1),
    columns(
      [image('patente-am-scooter.jpg', 'Patente AM')],
      [
        text(
          para(
            sp('La patente AM (il vecchio “patentino”) ti permette di guidare '),
            sp('ciclomotori fino a 50 cc e 45 km/h e le minicar'),
            sp('. '),
            sp('<strong>Puoi prenderla a 14 anni.</strong>', blue),
          ),
          p('Per i minorenni il modulo di iscrizione lo firma un genitore, che viene con te in sede.'),
        ),
      ],
    ),
    text(
      boldTitle('Il pacchetto AM'),
      para(
        sp('Il pacchetto costa '),
        sp('<strong>€ 420,00</strong>'),
        sp(
          ' e comprende iscrizione, corso di teoria, pratica, 4 lezioni di guida sul ciclomotore e l’esame.',
        ),
      ),
      p(
        'Il ciclomotore per le guide e per l’esame lo mettiamo noi. Il casco invece no: serve il tuo casco omologato.',
      ),
    ),
    button('Iscriviti alla patente AM', '/orari-e-contatti/'),
  ].join('\n'),
};

const moto: StellaPage = {
  path: '/patenti/patente-moto',
  lang: 'it',
  title: 'Patente moto A1, A2, A',
  description: 'Patenti moto A1, A2 e A a Verona: età, accesso graduale, prezzi, guide da marzo a novembre.',
  body: [
    heading('Patente moto: A1, A2 e A', 1),
    wordTable([
      ['Patente', 'Cosa guidi', 'Età'],
      ['A1', 'moto fino a 125 cc e 11 kW', '16 anni'],
      ['A2', 'moto fino a 35 kW', '18 anni'],
      ['A', 'tutte le moto', '24 anni, oppure 20 se hai la A2 da almeno 2 anni'],
    ]),
    text(
      boldTitle('Prezzi'),
      para(
        sp('Pacchetto A1, A2 o A: '),
        sp('<strong>€ 690,00</strong>'),
        sp(' (iscrizione, teoria, pratica, 4 guide e l’esame). '),
        sp('Ogni lezione di guida in più costa € 55,00.'),
      ),
      p('Accesso graduale da A2 ad A, dopo 2 anni di A2: solo esame pratico, € 350,00.'),
    ),
    text(
      boldTitle('Le guide in moto'),
      para(
        sp(
          'Le lezioni di moto partono dalla sede di San Michele Extra, dove c’è il piazzale per le manovre. ',
        ),
        sp('Il tuo istruttore è Davide Zanon.'),
      ),
      para(
        sp('<strong>Le guide in moto si fanno da marzo a novembre.</strong> ', blue),
        sp('Da dicembre a febbraio non facciamo lezioni di moto: si riprende a marzo.'),
      ),
      p('Casco omologato, guanti, giacca con protezioni e scarpe alte sopra la caviglia sono obbligatori:'),
      ul(
        'non li forniamo noi, portali tu;',
        'senza l’abbigliamento giusto la lezione non si fa e viene addebitata.',
      ),
    ),
  ].join('\n'),
};

const accompagnata: StellaPage = {
  path: '/patenti/guida-accompagnata',
  lang: 'it',
  title: 'Guida accompagnata',
  description: 'Guida accompagnata dai 17 anni a Verona: requisiti, accompagnatore, prezzo.',
  body: [
    heading('Guida accompagnata a 17 anni', 1),
    text(
      para(
        sp('<strong>Dai 17 anni</strong>, se hai già la patente AM, ', blue),
        sp('puoi esercitarti alla guida dell’auto accompagnato da un adulto, prima ancora della patente B.'),
      ),
      boldTitle('Come funziona'),
      ul(
        'prima fai 10 ore di guida con un nostro istruttore;',
        'poi chiediamo per te l’autorizzazione alla Motorizzazione;',
        'l’accompagnatore deve avere la patente B da almeno 10 anni;',
        'sull’auto va applicato il contrassegno “GA”;',
        'in auto non possono esserci altri passeggeri oltre all’accompagnatore.',
      ),
      para(
        sp('Pacchetto guida accompagnata: '),
        sp('<strong>€ 480,00</strong>'),
        sp(' (le 10 ore di guida e la pratica per l’autorizzazione).'),
      ),
      p('A 18 anni fai l’esame di guida per la patente B come tutti: il pacchetto B è a parte.'),
    ),
  ].join('\n'),
};

const be: StellaPage = {
  path: '/patenti/patente-be',
  lang: 'it',
  title: 'Patente BE (rimorchi)',
  description: 'Patente BE per rimorchi oltre 750 kg: esame, prezzo.',
  body: [
    heading('Patente BE', 1),
    text(
      p(
        'Con la patente B puoi già trainare rimorchi fino a 750 kg. Per roulotte, carrelli per barche o per cavalli più pesanti serve la patente BE.',
      ),
      para(
        sp('Per la BE '),
        sp('<strong>non c’è esame di teoria</strong>', blue),
        sp(': solo l’esame pratico. Auto e rimorchio per le guide e per l’esame li mettiamo noi.'),
      ),
      para(
        sp('Pacchetto BE: '),
        sp('<strong>€ 550,00</strong>'),
        sp(' (pratica, 4 guide con il nostro rimorchio e l’esame).'),
      ),
    ),
  ].join('\n'),
};

const cce: StellaPage = {
  path: '/patenti/patente-c-ce',
  lang: 'it',
  title: 'Patenti C e CE',
  description: 'Patenti C e CE per camion a Verona: età, prezzi, lezioni.',
  body: [
    heading('Patenti C e CE', 1),
    columns(
      [
        text(
          boldTitle('Patente C'),
          p(
            'Per guidare autocarri oltre 3.500 kg. Serve la patente B. Età minima 21 anni, 18 se prendi anche la <a href="/patenti/cqc/">CQC</a>.',
          ),
          p('Pacchetto C: <strong>€ 1.650,00</strong>'),
        ),
      ],
      [
        text(
          boldTitle('Patente CE'),
          p('Per autotreni e autoarticolati. Serve la patente C. Età minima 21 anni.'),
          p('Pacchetto CE: <strong>€ 1.250,00</strong>'),
        ),
      ],
    ),
    text(
      boldTitle('Le guide con il camion'),
      para(
        sp('Ogni lezione di guida con il camion costa € 85,00. '),
        sp(
          '<strong>Le guide con il camion partono dal nostro piazzale in Via della Meccanica 14</strong>',
          blue,
        ),
        sp(' (zona ZAI), non dalle sedi.'),
      ),
      p('Istruttore: Andrea Tosi. Il certificato medico per le patenti C e CE costa € 90,00.'),
    ),
  ].join('\n'),
};

const cqc: StellaPage = {
  path: '/patenti/cqc',
  lang: 'it',
  title: 'CQC merci',
  description: 'Corsi CQC merci a Verona: corso iniziale e rinnovo, date e prezzi.',
  body: [
    heading('CQC merci', 1),
    text(
      p(
        'La Carta di Qualificazione del Conducente (CQC) merci serve a chi guida camion per lavoro, oltre alla patente C o CE.',
      ),
      para(
        sp('<strong>Organizziamo solo corsi CQC merci.</strong> ', blue),
        sp('Non organizziamo corsi CQC persone (autobus) e non facciamo la patente D.'),
      ),
    ),
    wordTable([
      ['Corso', 'Ore', 'Quando', 'Prezzo'],
      [
        'CQC merci – corso iniziale (formazione accelerata)',
        '140 ore',
        'martedì e giovedì 19:00–22:00, sabato 14:00–19:00; prossimo corso dal 12 gennaio 2027',
        '€ 1.900,00',
      ],
      [
        'CQC merci – rinnovo (ogni 5 anni)',
        '35 ore',
        '7 sabati dalle 8:00 alle 13:00, dal 16 gennaio al 27 febbraio 2027',
        '€ 390,00',
      ],
    ]),
    text(
      p(
        'I corsi si tengono nella sede di Borgo Trento. Puoi perdere al massimo il 10% delle ore: chi supera le assenze deve recuperarle nel corso successivo.',
        'Docente: Andrea Tosi.',
      ),
    ),
  ].join('\n'),
};

export const stellaLicencePages: StellaPage[] = [am, moto, accompagnata, be, cce, cqc];
