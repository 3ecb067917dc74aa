import {
  a,
  band,
  block,
  bold,
  button,
  carousel,
  col,
  embed,
  GIROTONDO_EMAIL,
  GIROTONDO_PHONE,
  GIROTONDO_PHONE_HREF,
  GIROTONDO_STREET,
  GIROTONDO_TOWN,
  type GirotondoPage,
  heading,
  image,
  p,
  pc,
  row,
  textBox,
  ul,
} from './asilo-girotondo.layout.ts';

/** The main pages: home, about us, the nido, the scuola dell'infanzia and contacts. */

const home: GirotondoPage = {
  path: '/',
  title: 'Home',
  description:
    'Nido (3–36 mesi) e scuola dell’infanzia (3–6 anni) a San Salvario, Torino. Cucina interna, giardino, open day.',
  header: {
    title: 'Il Girotondo',
    image: 'girotondo-giardino-header.jpg',
    subtitle: 'Nido e Scuola dell’Infanzia a San Salvario, Torino',
  },
  body: [
    block(
      'plain',
      textBox(
        heading('h2', 'Benvenuti!', 'center'),
        pc(
          'Il Girotondo è un piccolo nido per bambini ',
          '**dai 3 ai 36 mesi**',
          ' e una scuola dell’infanzia ',
          '**dai 3 ai 6 anni**',
          ', nel cuore di San Salvario, a due passi dal Parco del Valentino.',
        ),
        pc(
          'Dal 2009 accogliamo ogni anno 36 bambini al nido e 48 alla scuola dell’infanzia, con una cucina tutta nostra e un giardino',
          ' dove si esce tutti i giorni.',
        ),
      ),
    ),
    block(
      'light',
      textBox(
        bold('Avvisi'),
        ul(
          [
            '**Open day**',
            ': sabato 12 dicembre 2026 e sabato 16 gennaio 2027, dalle 10:00 alle 12:30, su prenotazione. ',
            a('Prenota qui', '/open-day'),
          ],
          ['**Iscrizioni 2027/28**', ': dall’11 gennaio al 26 febbraio 2027.'],
          [
            '**Vacanze di Natale**',
            ': la scuola è chiusa da giovedì 24 dicembre 2026 a mercoledì 6 gennaio 2027. ',
            'Si rientra giovedì 7 gennaio.',
          ],
        ),
      ),
    ),
    band(
      'plain',
      row(
        col(
          6,
          image('nido-coccinelle.jpg', ''),
          textBox(
            heading('h3', 'Il nido'),
            p(
              'Tre sezioni divise per età, dai lattanti ai bambini di due anni: Coccinelle, Scoiattoli e Delfini.',
            ),
          ),
          button('Scopri il nido', '/nido'),
        ),
        col(
          6,
          image('infanzia-girasoli.jpg', ''),
          textBox(
            heading('h3', 'La scuola dell’infanzia'),
            p('Due sezioni miste, Girasoli e Arcobaleno, per bambini dai 3 ai 6 anni. Scuola paritaria.'),
          ),
          button('Scopri la scuola dell’infanzia', '/scuola-dell-infanzia'),
        ),
      ),
    ),
    block(
      'plain',
      carousel([
        ['giardino-inverno.jpg', 'Il giardino: 400 m² tutti per i bambini'],
        ['delfini-pittura.jpg', 'I Delfini al laboratorio di pittura'],
        ['orto-infanzia.jpg', 'L’orto della scuola dell’infanzia'],
        ['nanna-coccinelle.jpg', 'La stanza della nanna delle Coccinelle'],
      ]),
    ),
    block(
      'light',
      textBox(
        pc(
          '**Families from abroad:**',
          ' a short summary of our school in English is on ',
          a('this page', '/english'),
          '.',
        ),
      ),
    ),
  ].join('\n'),
};

const chiSiamo: GirotondoPage = {
  path: '/chi-siamo',
  title: 'Chi siamo',
  description: 'La storia del Girotondo, il nostro modo di lavorare con i bambini, le persone e gli spazi.',
  header: { title: 'Chi siamo', image: 'chi-siamo-header.jpg' },
  body: [
    block(
      'plain',
      textBox(
        heading('h2', 'La nostra storia'),
        p(
          'Il Girotondo è nato nel 2009 da un’idea di due educatrici, ',
          '**Paola Gribaudo**',
          ' e ',
          '**Marta Casale**',
          ', che volevano un nido piccolo, con la cucina in casa e tanto tempo all’aperto. ',
          'Oggi è gestito da Il Girotondo Società Cooperativa Sociale.',
        ),
        p(
          'Il nido è autorizzato al funzionamento dal Comune di Torino. La scuola dell’infanzia è ',
          '**paritaria**',
          ' dal 2013.',
        ),
      ),
    ),
    band(
      'light',
      row(
        col(
          6,
          textBox(
            heading('h3', 'Come lavoriamo'),
            p(
              'Crediamo nel gioco libero, nei materiali naturali e nel tempo lento. Usciamo in giardino ',
              '**tutti i giorni**',
              ', anche d’inverno: con la tuta impermeabile e gli stivaletti la pioggia diventa un gioco.',
            ),
            p(
              'Ogni bambino ha un’educatrice di riferimento, che lo accompagna dall’inserimento alla fine dell’anno e che è la prima persona con cui parlare per le famiglie.',
            ),
            p(
              'Con le famiglie ci vediamo in due colloqui individuali all’anno (a novembre e a maggio) e in tre riunioni di sezione.',
            ),
          ),
        ),
        col(6, image('educatrice-giardino.jpg', 'Un’educatrice gioca con i bambini in giardino')),
      ),
    ),
    block(
      'plain',
      textBox(
        heading('h3', 'Le persone'),
        ul(
          ['**Paola Gribaudo**', ', direttrice e legale rappresentante'],
          ['**Marta Casale**', ', coordinatrice pedagogica'],
          '9 educatrici al nido e 4 insegnanti alla scuola dell’infanzia',
          ['**Rosa**', ', la nostra cuoca, e due ausiliarie'],
          ['**Davide Rinaudo**', ', psicomotricista (il giovedì)'],
          ['**dott.ssa Chiara Bonetti**', ', dietista'],
        ),
      ),
    ),
    block(
      'light',
      textBox(
        heading('h3', 'Gli spazi'),
        p(
          'Il nido è al piano terra, la scuola dell’infanzia al primo piano (c’è l’ascensore). ',
          'Il giardino di 400 m² ha una sabbiera, l’orto, una casetta di legno e una zona d’ombra con il pergolato.',
        ),
      ),
    ),
  ].join('\n'),
};

const nido: GirotondoPage = {
  path: '/nido',
  title: 'Nido',
  description: 'Il nido del Girotondo: 36 bambini dai 3 ai 36 mesi in tre sezioni, la giornata tipo.',
  header: { title: 'Il nido', image: 'nido-header.jpg', subtitle: 'Dai 3 ai 36 mesi' },
  body: [
    block(
      'plain',
      textBox(
        p(
          'Il nido accoglie ',
          '**36 bambini dai 3 ai 36 mesi**',
          ' in tre sezioni divise per età. Ammettiamo i bambini ',
          'dai 3 mesi compiuti',
          '; chi compie 3 anni durante l’anno resta al nido fino alla fine dell’anno educativo.',
        ),
      ),
    ),
    band(
      'light',
      row(
        col(4, textBox(bold('Coccinelle'), p('Lattanti, dai 3 ai 12 mesi'), p('8 bambini, 2 educatrici'))),
        col(4, textBox(bold('Scoiattoli'), p('Dai 12 ai 24 mesi'), p('12 bambini, 2 educatrici'))),
        col(4, textBox(bold('Delfini'), p('Dai 24 ai 36 mesi'), p('16 bambini, 2 educatrici'))),
      ),
    ),
    band(
      'plain',
      row(
        col(
          8,
          textBox(
            heading('h2', 'La giornata al nido'),
            ul(
              ['**7:30 – 9:15**', ' accoglienza'],
              ['**9:30**', ' spuntino con la frutta'],
              ['**10:00 – 11:00**', ' gioco e attività, in giardino quando si può'],
              ['**11:30**', ' pranzo'],
              ['**12:30 – 13:00**', ' uscita del part-time'],
              ['**12:45 – 15:00**', ' nanna'],
              ['**15:15**', ' merenda'],
              ['**15:30 – 16:30**', ' uscita del tempo pieno'],
              ['**16:30 – 18:00**', ' tempo prolungato'],
            ),
            p(
              'I lattanti seguono i loro ritmi di pappa e di sonno: ',
              'la giornata delle Coccinelle la costruiamo insieme a voi.',
            ),
          ),
        ),
        col(4, image('nido-nanna.jpg', 'La stanza della nanna')),
      ),
    ),
    block(
      'light',
      textBox(
        p(
          'Come si comincia: leggete la pagina sull’',
          a('inserimento', '/inserimento'),
          '. Rette e orari sono nella pagina ',
          a('Rette e orari', '/rette-e-orari'),
          '.',
        ),
      ),
    ),
  ].join('\n'),
};

const infanzia: GirotondoPage = {
  path: '/scuola-dell-infanzia',
  title: 'Scuola dell’infanzia',
  description:
    'La scuola dell’infanzia paritaria del Girotondo: 48 bambini dai 3 ai 6 anni in due sezioni miste, laboratori, giornata tipo.',
  header: { title: 'La scuola dell’infanzia', image: 'infanzia-header.jpg', subtitle: 'Dai 3 ai 6 anni' },
  body: [
    block(
      'plain',
      textBox(
        p(
          'La scuola dell’infanzia accoglie ',
          '**48 bambini dai 3 ai 6 anni**',
          ' in due sezioni miste, ',
          '**Girasoli**',
          ' e ',
          '**Arcobaleno**',
          ', di 24 bambini ciascuna, con 2 insegnanti per sezione.',
        ),
        p(
          'Si iscrivono i bambini che compiono 3 anni entro il 31 dicembre dell’anno in cui iniziano. ',
          'Gli anticipatari, che compiono 3 anni entro il 30 aprile dell’anno dopo, possono iniziare a gennaio se ci sono posti.',
        ),
        p(
          'Non serve che il bambino abbia già tolto il pannolino',
          ': ci lavoriamo insieme alla famiglia nei primi mesi.',
        ),
        p('Per i bambini che arrivano dal nostro nido il posto alla scuola dell’infanzia è garantito.'),
      ),
    ),
    band(
      'light',
      row(
        col(
          6,
          textBox(
            heading('h3', 'I laboratori'),
            ul(
              ['**Musica**', ' il mercoledì'],
              ['**Psicomotricità**', ' il giovedì, con Davide'],
              ['**Orto**', ' da marzo a giugno'],
              ['**Pregrafismo**', ' per i grandi (5 anni), da gennaio'],
            ),
            p('Facciamo 3 o 4 uscite didattiche all’anno, a piedi o in tram; le uscite si pagano a parte.'),
          ),
        ),
        col(
          6,
          textBox(
            heading('h3', 'La giornata'),
            ul(
              ['**7:30 – 9:15**', ' ingresso'],
              ['**9:30**', ' frutta'],
              ['**10:00**', ' attività in sezione e laboratori'],
              ['**12:00**', ' pranzo'],
              ['**12:30 – 13:00**', ' uscita del part-time'],
              ['**13:30 – 15:00**', ' riposo per i piccoli, attività tranquille per mezzani e grandi'],
              ['**15:30 – 16:30**', ' merenda e uscita'],
              ['fino alle ', '**18:00**', ' tempo prolungato'],
            ),
          ),
        ),
      ),
    ),
    block(
      'plain',
      textBox(
        p(
          'Il pranzo della scuola dell’infanzia si paga a parte, con il buono pasto: trovate tutto nella pagina ',
          a('Rette e orari', '/rette-e-orari'),
          '.',
        ),
      ),
    ),
  ].join('\n'),
};

const contatti: GirotondoPage = {
  path: '/contatti',
  title: 'Contatti',
  description: 'Indirizzo, telefono, email e orari della segreteria del Girotondo. Come arrivare.',
  header: { title: 'Contatti', image: 'contatti-header.jpg' },
  body: [
    band(
      'plain',
      row(
        col(
          6,
          textBox(
            heading('h2', 'Dove siamo'),
            p(`${GIROTONDO_STREET}, ${GIROTONDO_TOWN}`),
            p('Quartiere San Salvario, Circoscrizione 8'),
            p('Telefono: ', a(GIROTONDO_PHONE, GIROTONDO_PHONE_HREF)),
            p('Email: ', a(GIROTONDO_EMAIL, `mailto:${GIROTONDO_EMAIL}`)),
            bold('Segreteria'),
            p('Dal lunedì al venerdì, dalle 9:00 alle 12:00.', ' Il pomeriggio rispondiamo alle email.'),
          ),
        ),
        col(
          6,
          embed(
            'map',
            'Il Girotondo, Via Saluzzo 47, Torino',
            'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2818.7!2d7.6812!3d45.0553!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zVmlhIFNhbHV6em8gNDc!5e0!3m2!1sit!2sit!4v1700000000000',
            380,
          ),
        ),
      ),
    ),
    block(
      'light',
      textBox(
        heading('h3', 'Come arrivare'),
        ul(
          ['**Metropolitana**', ': linea 1, fermata Marconi, 6 minuti a piedi.'],
          ['**Treno**', ': stazione di Porta Nuova, 10 minuti a piedi.'],
          [
            '**In auto**',
            ': non abbiamo un parcheggio nostro; in Via Saluzzo la sosta è a pagamento (strisce blu).',
          ],
          [
            '**In bici**',
            ': biciclette e passeggini si lasciano nel cortile, nella rastrelliera accanto al cancello.',
          ],
        ),
      ),
    ),
    block(
      'plain',
      textBox(heading('h3', 'Scriveteci')),
      embed(
        'form',
        'Richiesta informazioni',
        'https://docs.google.com/forms/d/e/1FAIpQLSe7gH2kP9xRmT4vN1cQ8wZ3bY6uJ0aL5sD2fG7hK4jM9nB1xQ/viewform?embedded=true',
        720,
      ),
    ),
  ].join('\n'),
};

/** The home, about-us, nido, scuola dell'infanzia and contact pages, in menu order. */
export const girotondoMainPages: GirotondoPage[] = [home, chiSiamo, nido, infanzia, contatti];
