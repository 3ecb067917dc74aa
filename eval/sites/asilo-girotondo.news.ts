import { a, block, bold, divider, type GirotondoPage, p, textBox, ul } from './asilo-girotondo.layout.ts';

/** The news: Google Sites has no blog, so the posts are text boxes one under the other on a page. */

/** One post: a bold title, the date in grey, the text, a divider. */
const post = (title: string, date: string, ...html: string[]) =>
  [
    bold(title),
    `<p dir="ltr" class="zfr3Q CDt4Ke " style=""><span class="C9DxTc " style="color: #757575; font-style: italic;">${date}</span></p>`,
    ...html,
  ].join('');

const news: GirotondoPage = {
  path: '/news',
  title: 'News',
  description: 'Gli avvisi del Girotondo: open day, menù, inizio dell’anno.',
  header: { title: 'News', image: 'news-header.jpg' },
  body: [
    block(
      'plain',
      textBox(
        post(
          'Open day: prenotazioni aperte',
          '18 novembre 2026',
          p(
            'Sono aperte le prenotazioni per gli open day di sabato 12 dicembre e sabato 16 gennaio. ',
            'I posti vanno via in fretta: prenotate dalla pagina ',
            a('Open day', '/open-day'),
            '.',
          ),
        ),
      ),
      divider(),
      textBox(
        post(
          'Benvenuta Chiara!',
          '2 novembre 2026',
          p(
            'Da novembre la dott.ssa Chiara Bonetti, dietista, cura i nostri menù. ',
            'Con lei arriva il nuovo menù invernale, che trovate nella pagina ',
            a('Mensa', '/mensa'),
            '.',
          ),
        ),
      ),
      divider(),
      textBox(
        post(
          'Si riparte!',
          '1 settembre 2026',
          p(
            'Bentornati a tutti, e benvenuti ai nuovi! Quest’anno apriamo alle 7:30 ',
            'e il tempo prolungato arriva fino alle 18:00. Le rette e gli orari aggiornati sono nella pagina ',
            a('Rette e orari', '/rette-e-orari'),
            '.',
          ),
        ),
      ),
      divider(),
      textBox(
        post(
          'Grazie per la festa d’estate',
          '22 giugno 2026',
          p(
            'Grazie a tutte le famiglie che sabato sono venute alla festa di fine anno: ',
            'con la lotteria abbiamo raccolto i soldi per la nuova casetta del giardino.',
          ),
        ),
      ),
    ),
    block(
      'light',
      textBox(p('Gli avvisi degli anni passati: ', a('Archivio 2024/25', '/news/archivio-2024-25'), '.')),
    ),
  ].join('\n'),
};

/** The 2024/25 posts, left online: that year's fees, hours, sibling discount, open day and closures. */
const archivio: GirotondoPage = {
  path: '/news/archivio-2024-25',
  title: 'Archivio 2024/25',
  description: 'Gli avvisi dell’anno educativo 2024/25.',
  header: { title: 'Archivio 2024/25', image: 'news-header.jpg' },
  body: block(
    'plain',
    textBox(
      post(
        'Chiusura estiva 2025',
        '7 luglio 2025',
        p('Ricordiamo che il Girotondo sarà chiuso dal 4 al 29 agosto 2025. Buone vacanze!'),
      ),
    ),
    divider(),
    textBox(
      post(
        'Open day',
        '8 gennaio 2025',
        p(
          'Vi aspettiamo sabato 18 gennaio 2025, dalle 9:30 alle 12:00, per conoscere il nido e la scuola dell’infanzia. Non serve prenotare.',
        ),
      ),
    ),
    divider(),
    textBox(
      post(
        'Chiusura natalizia',
        '2 dicembre 2024',
        p('Il Girotondo sarà chiuso dal 23 dicembre 2024 al 6 gennaio 2025.'),
      ),
    ),
    divider(),
    textBox(
      post(
        'Rette e orari 2024/2025',
        '3 giugno 2024',
        p('Ecco le rette per il prossimo anno educativo 2024/25.'),
        ul(
          ['**Nido**', ': part-time € 480, tempo pieno € 640, tempo prolungato € 700.'],
          [
            '**Scuola dell’infanzia**',
            ': part-time € 360, tempo pieno € 450, tempo prolungato € 500. Buono pasto € 5,80 al giorno.',
          ],
          ['**Quota di iscrizione**', ': € 150 per tutti.'],
          ['**Sconto fratelli**', ': 15% sulla retta del secondo figlio.'],
        ),
        p(
          'Orari: entrata dalle 7:45 alle 9:15, uscita del tempo pieno entro le 16:00, ',
          'tempo prolungato fino alle 17:30.',
        ),
      ),
    ),
  ),
};

/** The news page and its 2024/25 archive. */
export const girotondoNewsPages: GirotondoPage[] = [news, archivio];
