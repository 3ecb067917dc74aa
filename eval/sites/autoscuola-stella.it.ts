import {
  accordion,
  boldTitle,
  button,
  columns,
  heading,
  hr,
  htmlCode,
  image,
  p,
  para,
  STELLA_BT_STREET,
  STELLA_EMAIL,
  STELLA_PHONE_BT,
  STELLA_PHONE_SM,
  STELLA_SM_STREET,
  STELLA_WHATSAPP,
  STELLA_WHATSAPP_HREF,
  type StellaPage,
  sp,
  spacing,
  text,
  wordTable,
} from './autoscuola-stella.layout.ts';

/* The Italian pages that also exist in English: home, licences overview, licence B, prices, hours and
 * contact, FAQ. */

const blue = 'color: #0e3a74;';

const home: StellaPage = {
  path: '/',
  lang: 'it',
  alternate: '/en',
  title: 'Home',
  description:
    'Autoscuola Stella Verona: patenti AM, A1, A2, A, B, BE, C, CE e CQC. Sedi a Borgo Trento e San Michele Extra dal 1987.',
  body: [
    image('autoscuola-stella-verona-sede.jpg', 'Autoscuola Stella Verona'),
    heading('Autoscuola Stella – la tua patente a Verona dal 1987', 1),
    text(
      `<p style="background: #fff4d6; padding: 10px;"><strong><span style="color: #b30000;">AVVISO</span></strong> ${sp('Chiusura natalizia: entrambe le sedi restano chiuse dal 24 dicembre 2026 al 6 gennaio 2027. ')}${sp("L'ultima sessione d'esame di teoria dell'anno è venerdì 18 dicembre.")}</p>`,
    ),
    text(
      para(
        sp('Siamo una scuola guida di famiglia con '),
        sp('<strong>due sedi a Verona</strong>', blue),
        sp(`: Borgo Trento, in ${STELLA_BT_STREET}, e San Michele Extra, in ${STELLA_SM_STREET}. `),
        sp(
          'Prepariamo alle patenti AM, A1, A2, A, B, BE, C e CE e alla CQC merci, con corsi di teoria la sera in aula oppure online.',
        ),
      ),
      para(
        sp('Ci occupiamo anche di '),
        sp('rinnovo patente, duplicati e certificato medico', 'font-size: 15px; font-weight: bold;'),
        sp(', con il nostro medico in sede.'),
      ),
    ),
    columns(
      [
        image('patente-b-yaris.jpg', 'Patente B'),
        text(boldTitle('Patente B'), p('Teoria in aula o online, guide anche con il cambio automatico.')),
        button('Scopri la patente B', '/patenti/patente-b/'),
      ],
      [
        image('corso-teoria-aula.jpg', 'Corso di teoria'),
        text(
          boldTitle('Corso di teoria'),
          p('La sera in aula, nelle due sedi, oppure quando vuoi con Stella Online.'),
        ),
        button('Orari dei corsi', '/corsi/corso-di-teoria/'),
      ],
      [
        image('rinnovo-patente.jpg', 'Rinnovo patente'),
        text(boldTitle('Rinnovo patente'), p('Visita medica e pratica in un solo appuntamento.')),
        button('Rinnova la patente', '/servizi/rinnovo-patente/'),
      ],
    ),
    hr(),
    text(
      boldTitle('Orari di segreteria'),
      p(
        'Borgo Trento è aperta dal lunedì al venerdì, mattina e pomeriggio, e il sabato mattina. San Michele Extra apre il pomeriggio il lunedì, il mercoledì e il venerdì e la mattina il martedì e il giovedì. <a href="/orari-e-contatti/" title="Orari e contatti">Tutti gli orari</a>',
      ),
    ),
    htmlCode(
      `<div class="stella-rating" style="text-align:center;margin:20px 0"><span class="stella-rating__stars" aria-hidden="true">★★★★★</span> <a href="/chi-siamo/recensioni/">4,8 su 5 su Google</a></div>`,
    ),
  ].join('\n'),
};

const patenti: StellaPage = {
  path: '/patenti',
  lang: 'it',
  alternate: '/en/driving-licences',
  title: 'Patenti',
  description: 'Tutte le patenti di Autoscuola Stella Verona: età minima e prezzi dei pacchetti.',
  body: [
    heading('Le nostre patenti', 1),
    text(
      para(
        sp('Qui trovi tutte le patenti che puoi prendere con noi, '),
        sp("con l'età minima e il prezzo del pacchetto completo"),
        sp('. I dettagli sono nelle pagine di ogni patente.'),
      ),
    ),
    wordTable([
      ['Patente', 'Cosa puoi guidare', 'Età minima', 'Pacchetto'],
      [
        '<a href="/patenti/patente-am/">AM</a>',
        'ciclomotori fino a 50 cc e 45 km/h, minicar',
        '14 anni',
        '420 €',
      ],
      ['<a href="/patenti/patente-moto/">A1</a>', 'moto fino a 125 cc e 11 kW', '16 anni', '690 €'],
      ['<a href="/patenti/patente-moto/">A2</a>', 'moto fino a 35 kW', '18 anni', '690 €'],
      [
        '<a href="/patenti/patente-moto/">A</a>',
        'tutte le moto',
        '24 anni (20 con la A2 da 2 anni)',
        '690 €',
      ],
      [
        '<a href="/patenti/patente-b/">B</a>',
        'auto fino a 3.500 kg e 9 posti',
        '18 anni (guida accompagnata dai 17)',
        '880 €',
      ],
      ['<a href="/patenti/patente-be/">BE</a>', 'auto con rimorchio oltre 750 kg', '18 anni', '550 €'],
      [
        '<a href="/patenti/patente-c-ce/">C</a>',
        'autocarri oltre 3.500 kg',
        '21 anni (18 con la CQC)',
        '1.650 €',
      ],
      [
        '<a href="/patenti/patente-c-ce/">CE</a>',
        'autotreni e autoarticolati',
        '21 anni',
        '1.250 € (con la C)',
      ],
      ['<a href="/patenti/cqc/">CQC merci</a>', 'trasporto merci per lavoro', '18 anni', '1.900 €'],
    ]),
    text(
      p(
        '<em>I pacchetti comprendono iscrizione, corso di teoria, pratica, le guide previste e il primo esame. Il certificato medico è a parte.</em>',
      ),
      para(
        sp('<strong>Non facciamo la patente D</strong> (autobus) ', blue),
        sp('né la CQC persone: per queste vi indichiamo volentieri un’altra autoscuola di Verona.'),
      ),
    ),
  ].join('\n'),
};

const patenteB: StellaPage = {
  path: '/patenti/patente-b',
  lang: 'it',
  alternate: '/en/driving-licences/licence-b',
  title: 'Patente B',
  description:
    'Patente B a Verona: età, passaggi, esame di teoria, foglio rosa, guide obbligatorie e prezzo.',
  body: [
    heading('Patente B', 1),
    text(
      para(
        sp('Con la patente B guidi auto fino a 3.500 kg e con al massimo 9 posti. '),
        sp("L'età minima è di "),
        sp('<strong>18 anni</strong>'),
        sp('; dai 17 anni, se hai già la patente AM, puoi iniziare con la '),
        sp('<a href="/patenti/guida-accompagnata/" title="Guida accompagnata">guida accompagnata</a>'),
        sp('.'),
      ),
    ),
    text(
      boldTitle('Come funziona, passo per passo'),
      `<ol><li>${sp('<strong>Iscrizione</strong> in una delle due sedi: porta un documento d’identità, il codice fiscale e 2 fototessere.')}</li><li>${sp('<strong>Visita medica</strong> con il nostro medico, in sede (<a href="/servizi/certificato-medico/">certificato medico</a>).')}</li><li>${sp('<strong>Corso di teoria</strong> la sera in aula oppure online.')}</li><li>${sp('<strong>Esame di teoria</strong> alla Motorizzazione: 30 domande vero/falso in 20 minuti, si passa con massimo 3 errori.')}</li><li>${sp('<strong>Foglio rosa</strong>: vale 12 mesi e ti permette di fare l’esame di guida 2 volte.')}</li><li>${sp('<strong>Guide</strong>: almeno 6 guide obbligatorie da 60 minuti, di cui 4 su strade extraurbane o in autostrada e 2 di notte.')}</li><li>${sp('<strong>Esame di guida</strong>: se non lo superi puoi ripeterlo dopo almeno 1 mese.')}</li></ol>`,
      p('In media ci vogliono 3–4 mesi dall’iscrizione alla patente.'),
    ),
    text(
      boldTitle('Quanto costa'),
      para(
        sp('Il '),
        sp('<strong>pacchetto Patente B costa € 880,00</strong>', blue),
        sp(
          ' e comprende iscrizione, corso di teoria, app per i quiz, pratica completa, esame di teoria, le 6 guide obbligatorie e il primo esame di guida. ',
        ),
        sp(
          'Le guide in più costano € 45,00 l’una; il certificato medico (€ 60,00) è a parte. Si può pagare in 3 rate senza interessi: <a href="/prezzi/">tutti i prezzi</a>.',
        ),
      ),
    ),
    text(
      boldTitle('Con il cambio automatico'),
      p(
        'Puoi fare le guide e l’esame anche con la nostra auto con cambio automatico (solo a Borgo Trento). Attenzione: sulla patente comparirà il codice 78 e potrai guidare solo auto con cambio automatico. <a href="/corsi/guida-cambio-automatico/">Leggi di più</a>',
      ),
    ),
    button('Vieni a iscriverti', '/orari-e-contatti/'),
  ].join('\n'),
};

const prezzi: StellaPage = {
  path: '/prezzi',
  lang: 'it',
  alternate: '/en/prices',
  title: 'Prezzi',
  description:
    'Listino prezzi di Autoscuola Stella Verona: patenti, guide, esami, rinnovo, pagamento a rate.',
  body: [
    heading('Prezzi', 1),
    text(
      p(
        '<span style="font-size: 13px;"><em>Listino in vigore dal 1° febbraio 2026. Prezzi IVA inclusa dove dovuta.</em></span>',
      ),
      boldTitle('Patente B'),
    ),
    wordTable([
      ['Voce', 'Prezzo'],
      [
        'Pacchetto Patente B (iscrizione, corso di teoria in aula o online, app quiz, pratica completa con bolli e diritti della Motorizzazione, esame di teoria, 6 guide obbligatorie, primo esame di guida)',
        '€ 880,00',
      ],
      ['Lezione di guida in più (60 minuti)', '45 €'],
      ['Lezione di guida con cambio automatico (60 minuti)', '50 €'],
      ['Pacchetto 5 guide', '210 €'],
      ['Guida di ripasso per chi ha già la patente', '45 €'],
      ['Ripetizione esame di guida (auto d’esame e istruttore)', '95 €'],
      ['Ripetizione esame di teoria', '75 €'],
      ['Certificato medico (patenti A e B)', '60 €'],
    ]),
    text(boldTitle('Altre patenti')),
    wordTable([
      ['Voce', 'Prezzo'],
      ['Pacchetto patente AM', '420 €'],
      ['Pacchetto patente A1, A2 o A', '690 €'],
      ['Accesso graduale da A2 ad A (solo esame pratico)', '350 €'],
      ['Lezione di guida in moto', '55 €'],
      ['Pacchetto guida accompagnata (10 ore di guida e autorizzazione)', '480 €'],
      ['Pacchetto patente BE', '550 €'],
      ['Pacchetto patente C', '1.650 €'],
      ['Pacchetto patente CE (con la C già posseduta)', '1.250 €'],
      ['Lezione di guida con il camion', '85 €'],
      ['CQC merci – corso iniziale', '1.900 €'],
      ['CQC merci – corso di rinnovo', '390 €'],
      ['Certificato medico (patenti C, CE e CQC)', '90 €'],
    ]),
    text(boldTitle('Servizi')),
    wordTable([
      ['Voce', 'Prezzo'],
      ['Rinnovo patente A o B, tutto compreso (anche la visita medica)', '120 €'],
      ['Duplicato patente (smarrimento, furto, deterioramento)', '110 €'],
      ['Trasferimento della pratica da un’altra autoscuola', '100 €'],
    ]),
    text(
      boldTitle('Come pagare'),
      para(
        sp('I pacchetti oltre € 500,00, come la Patente B, si possono pagare in '),
        sp('<strong>3 rate senza interessi</strong>'),
        sp(
          ': € 300,00 all’iscrizione, € 290,00 prima dell’esame di teoria e € 290,00 prima dell’esame di guida.',
        ),
      ),
      p(
        'Le guide singole si pagano in segreteria prima della lezione.',
        'Accettiamo contanti, bancomat, carte di credito, bonifico e Satispay. Non accettiamo assegni.',
      ),
    ),
  ].join('\n'),
};

/**
 * The hours page. The WhatsApp chat button the owner pasted into a widget module brings a stray
 * `</div></div>`: it closes the widget and the page's matrix, and the module's own closing tag then closes
 * `#content_area`, so the closures and the directions are printed after the content area, though a
 * browser still shows them right under the hours.
 */
const orari: StellaPage = {
  path: '/orari-e-contatti',
  lang: 'it',
  alternate: '/en/hours-and-contact',
  title: 'Orari e contatti',
  description: 'Orari di segreteria delle sedi di Borgo Trento e San Michele Extra, chiusure, contatti.',
  body: [
    heading('Orari e contatti', 1),
    columns(
      [
        heading('Sede di Borgo Trento', 2),
        text(p(`${STELLA_BT_STREET}<br />37126 Verona<br />Tel. ${STELLA_PHONE_BT}`)),
        wordTable([
          ['Giorno', 'Segreteria'],
          ['Lunedì–venerdì', '9:00–12:30 e 15:00–19:30'],
          ['Sabato', '9:00–12:00'],
          ['Domenica', 'chiuso'],
        ]),
      ],
      [
        heading('Sede di San Michele Extra', 2),
        text(p(`${STELLA_SM_STREET}<br />37132 Verona<br />Tel. ${STELLA_PHONE_SM}`)),
        wordTable([
          ['Giorno', 'Segreteria'],
          ['Lunedì, mercoledì e venerdì', '15:00–19:30'],
          ['Martedì e giovedì', '9:00–12:30'],
          ['Sabato e domenica', 'chiuso'],
        ]),
      ],
    ),
    text(
      para(
        sp('Il sabato mattina è aperta solo la sede di Borgo Trento. '),
        sp(
          'A San Michele Extra il lunedì, il mercoledì e il venerdì siamo aperti dalle 15 alle 19.30, il martedì e il giovedì solo la mattina.',
        ),
      ),
      p(
        'Le lezioni di guida si fanno anche quando la segreteria è chiusa: dal lunedì al venerdì dalle 7:30 alle 20:00 e il sabato dalle 8:00 alle 13:00. La domenica non si fanno guide.',
      ),
      p(
        `WhatsApp: <a href="${STELLA_WHATSAPP_HREF}">${STELLA_WHATSAPP}</a> (solo messaggi, rispondiamo negli orari di segreteria)<br />Email: <a href="mailto:${STELLA_EMAIL}">${STELLA_EMAIL}</a>`,
      ),
    ),
    htmlCode(
      `<!-- WhatsApp Chat Button --><div class="wa-chat-box" style="position:relative;margin:16px 0"><a href="${STELLA_WHATSAPP_HREF}?text=Ciao%20Autoscuola%20Stella%2C%20vorrei%20informazioni" target="_blank" rel="noopener" class="wa-chat-btn" style="display:inline-block;background:#25d366;color:#fff;padding:10px 18px;border-radius:22px"><img src="https://u.jimcdn.com/cms/o/s4f0b3c1d2a7e9b61/userlayout/img/whatsapp-icon.png" alt="" width="20" height="20" style="vertical-align:middle" /> Scrivici su WhatsApp</a></div></div></div><!-- /WhatsApp Chat Button -->`,
    ),
    heading('Chiusure', 2),
    text(
      para(
        sp('<strong>Chiusura estiva:</strong> ', blue),
        sp('nel 2027 entrambe le sedi saranno chiuse dal 9 al 22 agosto.'),
      ),
      para(
        sp('<strong>Chiusura natalizia:</strong> ', blue),
        sp('dal 24 dicembre 2026 al 6 gennaio 2027; riapriamo giovedì 7 gennaio.'),
      ),
    ),
    heading('Come arrivare', 2),
    text(
      p(
        'Borgo Trento: autobus linee 21, 22 e 23, fermata “Via Mameli”.',
        'San Michele Extra: autobus linea 13, fermata “San Michele – Chiesa”.',
      ),
    ),
  ].join('\n'),
};

const faq: StellaPage = {
  path: '/faq',
  lang: 'it',
  alternate: '/en/faq',
  title: 'FAQ',
  description: 'Domande frequenti: esame di teoria, foglio rosa, guide, disdette, pagamenti.',
  body: [
    heading('Domande frequenti', 1),
    text(p('Clicca su una domanda per leggere la risposta.')),
    accordion([
      [
        'Quanti errori si possono fare all’esame di teoria?',
        p('L’esame è di 30 domande vero/falso in 20 minuti: si passa con massimo 3 errori.'),
      ],
      [
        'Quanto vale il foglio rosa?',
        p('Il foglio rosa vale 12 mesi e permette di sostenere l’esame di guida 2 volte.'),
      ],
      [
        'Se non passo l’esame di guida?',
        p('Puoi ripeterlo dopo almeno 1 mese. Ogni ripetizione costa € 95,00 (auto d’esame e istruttore).'),
      ],
      [
        'Posso fare le guide con la mia auto?',
        p('No: le lezioni e l’esame si fanno solo con le auto della scuola, che hanno i doppi comandi.'),
      ],
      [
        'Venite a prendermi voi?',
        p(
          'Sì: su richiesta l’istruttore ti passa a prendere a casa, a scuola o al lavoro, se sei entro 3 km dalla sede, senza costi in più.',
        ),
      ],
      [
        'Posso disdire una guida?',
        p(
          'Sì, almeno 24 ore prima, per telefono o WhatsApp. Se disdici più tardi o non ti presenti, la lezione viene addebitata.',
        ),
      ],
      [
        'Si può pagare a rate?',
        p('Sì, il pacchetto Patente B si paga in 3 rate senza interessi. Non accettiamo assegni.'),
      ],
      [
        'Quanto tempo ci vuole per prendere la patente B?',
        p('In media 3–4 mesi, se segui il corso con regolarità e superi gli esami al primo colpo.'),
      ],
      [
        'Siete aperti ad agosto?',
        p('Sì, tranne la chiusura estiva: nel 2027 entrambe le sedi sono chiuse dal 9 al 22 agosto.'),
      ],
      [
        'Posso passare da un’altra autoscuola alla vostra?',
        p('Sì, il trasferimento della pratica costa € 100,00.'),
      ],
      [
        'Ho la patente da anni ma non guido più: fate lezioni anche a me?',
        p('Certo: facciamo guide di ripasso per chi ha già la patente, € 45,00 l’una, senza iscrizione.'),
      ],
    ]),
    spacing(30),
    text(p('Non hai trovato la risposta? <a href="/orari-e-contatti/">Contattaci</a>.')),
  ].join('\n'),
};

export const stellaTranslatedPages: StellaPage[] = [home, patenti, patenteB, prezzi, orari, faq];
