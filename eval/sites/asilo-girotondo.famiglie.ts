import {
  a,
  band,
  block,
  bold,
  carousel,
  col,
  collapsible,
  embed,
  type GirotondoPage,
  heading,
  p,
  row,
  textBox,
  ul,
} from './asilo-girotondo.layout.ts';

/** The everyday pages for enrolled families: meals, rules (collapsible), the calendar, the 2019 regulation. */

/** The meals page: the menu itself is only in the embedded Google Doc; the cook's name only in a caption. */
const mensa: GirotondoPage = {
  path: '/mensa',
  title: 'Mensa',
  description:
    'La cucina interna del Girotondo: menù della dietista, allergie e diete speciali, svezzamento, compleanni.',
  header: { title: 'La mensa', image: 'mensa-header.jpg' },
  body: [
    block(
      'plain',
      textBox(
        heading('h1', 'Si mangia bene al Girotondo'),
        p(
          'I pasti si preparano ogni giorno nella ',
          '**nostra cucina interna**',
          ', con ingredienti freschi e di stagione, molti biologici. ',
          'Non usiamo pasti precotti né catering.',
        ),
        p('Al nido si pranza alle 11:30, alla scuola dell’infanzia alle 12:00.'),
      ),
    ),
    block(
      'light',
      carousel([
        ['cucina-interna.jpg', 'La nostra cucina, aperta nel 2023'],
        ['rosa-cuoca.jpg', 'Rosa, la nostra cuoca, mentre prepara il sugo'],
        ['pranzo-delfini.jpg', 'Il pranzo dei Delfini'],
        ['orto-pomodori.jpg', 'I pomodori dell’orto finiscono nel sugo'],
      ]),
    ),
    block(
      'plain',
      textBox(
        heading('h2', 'Il menù'),
        p(
          'Il menù è preparato dalla nostra dietista, la ',
          '**dott.ssa Chiara Bonetti**',
          ', e approvato dal SIAN dell’ASL Città di Torino. ',
          'C’è un menù invernale (da novembre ad aprile) e uno estivo (da maggio a ottobre), ciascuno su 4 settimane a rotazione.',
        ),
        p('Il menù del mese è appeso in bacheca all’ingresso e lo trovate anche qui sotto.'),
      ),
      embed(
        'doc',
        'Menù invernale 2026/27 – Nido e Infanzia',
        'https://docs.google.com/document/d/1mEnU7vWq2XcK9rB4tL6yH0pN3sD8fJ1gA5zQ2wE7uIo/preview',
        640,
      ),
    ),
    band(
      'light',
      row(
        col(
          6,
          textBox(
            heading('h3', 'Allergie, intolleranze e diete speciali'),
            p(
              'Prepariamo diete speciali per allergie e intolleranze alimentari con il ',
              '**certificato medico del pediatra**',
              ', da rinnovare ogni anno.',
            ),
            p(
              'Per motivi etici o religiosi (per esempio senza carne di maiale, o vegetariana) basta una richiesta scritta dei genitori. ',
              'La dieta vegana è possibile solo con un piano alimentare firmato dal pediatra.',
            ),
            p('La nostra cucina è senza frutta a guscio: niente noci, nocciole, mandorle né arachidi.'),
          ),
        ),
        col(
          6,
          textBox(
            heading('h3', 'Svezzamento e lattanti'),
            p(
              'Per i lattanti seguiamo lo schema di svezzamento del vostro pediatra: portatecelo al colloquio. ',
              'Il latte in formula lo porta la famiglia, in confezione chiusa e con il nome.',
            ),
            p('Accogliamo anche il latte materno', ', in biberon etichettati con nome e data.'),
          ),
        ),
      ),
    ),
    block(
      'plain',
      textBox(
        heading('h3', 'Feste di compleanno'),
        p(
          'I compleanni li festeggiamo a merenda. Per la sicurezza alimentare ',
          '**non possiamo accettare torte fatte in casa**',
          ': solo dolci confezionati con l’etichetta degli ingredienti. ',
          'Oppure la torta la prepara Rosa: € 15, da chiedere una settimana prima.',
        ),
      ),
    ),
  ].join('\n'),
};

/** Everyday rules as "collapsible text" groups, every body in the page but collapsed. */
const famiglie: GirotondoPage = {
  path: '/informazioni-per-le-famiglie',
  title: 'Informazioni per le famiglie',
  description:
    'Entrata e uscita, deleghe, febbre e malattie, farmaci, cosa portare, assenze: le regole di tutti i giorni al Girotondo.',
  header: { title: 'Informazioni per le famiglie', image: 'famiglie-header.jpg' },
  body: [
    block(
      'plain',
      textBox(
        p(
          'Qui trovate le regole di tutti i giorni, in vigore dall’anno educativo 2026/27. Toccate un titolo per aprirlo. ',
          'Il regolamento interno è nella pagina ',
          a('Regolamento', '/informazioni-per-le-famiglie/regolamento'),
          '.',
        ),
      ),
    ),
    block(
      'light',
      collapsible(
        'Entrata e uscita',
        p(
          'Si entra dalle 7:30 alle 9:15; dopo le 9:15 la porta si chiude per non disturbare le attività. ',
          'Se avete una visita medica avvisate entro le 9:00: potrete entrare fino alle 11:00.',
        ),
        p(
          'Uscite: part-time dalle 12:30 alle 13:00, tempo pieno dalle 15:30 alle 16:30, tempo prolungato fino alle 18:00.',
        ),
      ),
      collapsible(
        'Chi può venire a prendere il bambino (deleghe)',
        p(
          'Consegniamo i bambini solo ai genitori o alle persone maggiorenni che avete delegato per iscritto, ',
          '**fino a un massimo di 4 delegati**',
          ', con il modulo deleghe e la copia del loro documento.',
        ),
        p(
          'Il delegato deve mostrare un documento d’identità all’uscita. ',
          '**Non consegniamo i bambini a minorenni**',
          ', neanche se sono fratelli o sorelle maggiori.',
        ),
        p(
          'Se all’ultimo momento viene una persona che non è nell’elenco, telefonate alla segreteria e mandate una delega via email con la foto del suo documento.',
        ),
      ),
      collapsible(
        'Febbre e malattie',
        p(
          'Se durante la giornata il bambino ha la febbre a ',
          '**37,5 °C**',
          ' o più, vi telefoniamo e dovete venirlo a prendere ',
          '**entro un’ora**',
          '. Lo stesso vale per vomito ripetuto, diarrea (tre scariche), congiuntivite con secrezione e sospette malattie esantematiche.',
        ),
        p(
          'Dopo l’allontanamento il bambino resta a casa ',
          '**almeno 2 giorni**',
          ' e rientra con l’autocertificazione del genitore (il modulo è in segreteria). ',
          'Non serve il certificato medico.',
        ),
        p('Pidocchi: si rientra dopo il primo trattamento.'),
      ),
      collapsible(
        'Farmaci',
        p(
          'Le educatrici e le insegnanti ',
          '**non somministrano farmaci**',
          ', neanche omeopatici o lo sciroppo per la tosse. ',
          'L’unica eccezione sono i farmaci salvavita (per esempio per allergie gravi o convulsioni febbrili), con la prescrizione del pediatra e il modulo firmato dai genitori.',
        ),
      ),
      collapsible(
        'Cosa portare',
        bold('Nido'),
        p(
          'Uno zainetto con 2 cambi completi, pannolini e salviette (la scorta resta al nido), un lenzuolino con gli angoli e una copertina per la nanna, ',
          'ciuccio e biberon se li usa, calze antiscivolo.',
        ),
        bold('Scuola dell’infanzia'),
        p(
          'Un sacchetto con un cambio completo, calze antiscivolo, la tuta impermeabile e gli stivaletti per il giardino (restano a scuola).',
        ),
        p(
          'Per favore non portate giochi da casa, tranne il peluche o la copertina per la nanna. Scrivete il nome su tutto.',
        ),
      ),
      collapsible(
        'Assenze e comunicazioni',
        p(
          'Le assenze si comunicano entro le 9:00, telefonando o scrivendo alla segreteria. ',
          'Gli avvisi arrivano per email e sono appesi in bacheca all’ingresso.',
        ),
        p(
          'Le rette e cosa succede in caso di assenza o di ritiro sono nella pagina ',
          a('Rette e orari', '/rette-e-orari'),
          '.',
        ),
      ),
    ),
  ].join('\n'),
};

const calendario: GirotondoPage = {
  path: '/calendario',
  title: 'Calendario',
  description: 'Calendario dell’anno educativo 2026/27: inizio, fine, vacanze di Natale e chiusura estiva.',
  header: { title: 'Calendario 2026/2027', image: 'calendario-header.jpg' },
  body: [
    block(
      'plain',
      textBox(
        p(
          'L’anno educativo 2026/27 è iniziato martedì 1° settembre 2026 e finisce ',
          '**venerdì 6 agosto 2027**',
          '.',
        ),
        heading('h2', 'Chiusure principali'),
        ul(
          [
            '**Vacanze di Natale**',
            ': da giovedì 24 dicembre 2026 a mercoledì 6 gennaio 2027. Si rientra giovedì 7 gennaio.',
          ],
          ['**Chiusura estiva**', ': da lunedì 9 a venerdì 27 agosto 2027.'],
          [
            '**Riapertura**',
            ': lunedì 30 agosto 2027 per i bambini già iscritti; i nuovi inserimenti partono da mercoledì 1° settembre 2027.',
          ],
        ),
        p(
          'A luglio il servizio è regolare. Nella settimana dal 2 al 6 agosto 2027 ',
          'il servizio è solo al mattino, con uscita entro le 13:00 per tutti.',
        ),
      ),
    ),
    block(
      'light',
      textBox(
        p(
          'Tutte le altre chiusure (ponti, vacanze di Pasqua, giornate di formazione del personale) e le feste con le famiglie ',
          'sono nel calendario qui sotto, che teniamo sempre aggiornato.',
        ),
      ),
      embed(
        'calendar',
        'Calendario scolastico Il Girotondo',
        'https://calendar.google.com/calendar/embed?height=600&amp;wkst=2&amp;ctz=Europe%2FRome&amp;showPrint=0&amp;src=Y18zZjdhMmI5ZTRkMWM4QGdyb3VwLmNhbGVuZGFyLmdvb2dsZS5jb20&amp;color=%23F4511E',
        600,
      ),
    ),
  ].join('\n'),
};

/**
 * The 2019 regulation nobody replaced: its text pasted from the Doc into a text box, the PDF embedded
 * below. Its hours, fees, settling-in, delegates, fever and notice contradict the current pages.
 */
const regolamento: GirotondoPage = {
  path: '/informazioni-per-le-famiglie/regolamento',
  title: 'Regolamento',
  description: 'Regolamento interno del nido e della scuola dell’infanzia Il Girotondo.',
  header: { title: 'Regolamento', image: 'famiglie-header.jpg' },
  body: [
    block(
      'plain',
      textBox(
        bold('REGOLAMENTO INTERNO – NIDO E SCUOLA DELL’INFANZIA “IL GIROTONDO”'),
        p('Approvato dal Consiglio di Amministrazione della Cooperativa il 10 giugno 2019'),
        bold('Art. 1 – Finalità'),
        p(
          'Il Girotondo è un servizio educativo per la prima infanzia e una scuola dell’infanzia che accoglie i bambini e le bambine e sostiene le famiglie nel loro compito educativo.',
        ),
        bold('Art. 2 – Ammissione'),
        p(
          'Il nido accoglie bambini dai 3 mesi ai 3 anni, la scuola dell’infanzia dai 3 ai 6 anni. ',
          'La quota di iscrizione è di € 100, non rimborsabile.',
        ),
        bold('Art. 3 – Orari'),
        p(
          'Il servizio è aperto dal lunedì al venerdì dalle 7:45 alle 16:00, ',
          'con servizio di prolungamento fino alle 17:30 su richiesta.',
        ),
        bold('Art. 4 – Inserimento'),
        p('L’inserimento al nido dura 5 giorni, con la presenza di un genitore.'),
        bold('Art. 5 – Ritiro dei bambini'),
        p(
          'I bambini sono consegnati ai genitori o al massimo a due persone maggiorenni delegate per iscritto.',
        ),
        bold('Art. 6 – Salute'),
        p(
          'Il bambino con febbre superiore a 38 °C viene allontanato dal servizio. ',
          'Dopo un’assenza per malattia superiore a 5 giorni la riammissione avviene solo con certificato medico.',
        ),
        bold('Art. 7 – Farmaci'),
        p('Il personale non somministra farmaci.'),
        bold('Art. 8 – Rette'),
        p(
          'La retta è dovuta per 10 mensilità, da settembre a giugno. Le assenze non danno diritto a riduzioni. ',
          'Il ritiro deve essere comunicato per iscritto con un preavviso di 60 giorni.',
        ),
        bold('Art. 9 – Mensa'),
        p('I pasti sono forniti da una ditta esterna di ristorazione collettiva.'),
      ),
    ),
    block(
      'light',
      embed(
        'pdf',
        'Regolamento interno 2019.pdf',
        'https://drive.google.com/file/d/1rEg0L4m3nT9xW2qZ7cV5bK8hJ1pY6dF3/preview',
        720,
      ),
    ),
  ].join('\n'),
};

/** The meals, family information, calendar and regulation pages. */
export const girotondoFamilyPages: GirotondoPage[] = [mensa, famiglie, calendario, regolamento];
