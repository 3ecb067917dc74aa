import {
  boldTitle,
  button,
  columns,
  heading,
  htmlCode,
  image,
  p,
  para,
  STELLA_WHATSAPP,
  type StellaPage,
  sp,
  text,
  ul,
  wordTable,
} from './autoscuola-stella.layout.ts';

/* The courses and services, only in Italian: theory course, driving lessons, automatic car, summer
 * intensive course, licence renewal, duplicates and the medical certificate. */

const blue = 'color: #0e3a74;';

const corsi: StellaPage = {
  path: '/corsi',
  lang: 'it',
  title: 'Corsi e guide',
  description: 'Corso di teoria, lezioni di guida, cambio automatico e corso intensivo estivo.',
  body: [
    heading('Corsi e guide', 1),
    columns(
      [
        text(
          boldTitle('Corso di teoria'),
          p('In aula la sera nelle due sedi, oppure online con Stella Online.'),
        ),
        button('Orari del corso', '/corsi/corso-di-teoria/'),
      ],
      [
        text(boldTitle('Lezioni di guida'), p('Come si prenotano, come si disdicono e cosa portare.')),
        button('Le guide', '/corsi/lezioni-di-guida/'),
      ],
    ),
    columns(
      [
        text(boldTitle('Cambio automatico'), p('La nostra Toyota Yaris Hybrid, a Borgo Trento.')),
        button('Guida con l’automatico', '/corsi/guida-cambio-automatico/'),
      ],
      [
        text(boldTitle('Corso intensivo estivo'), p('La teoria in tre settimane, a luglio.')),
        button('Il corso estivo', '/corsi/corso-intensivo-estivo/'),
      ],
    ),
  ].join('\n'),
};

const teoria: StellaPage = {
  path: '/corsi/corso-di-teoria',
  lang: 'it',
  title: 'Corso di teoria',
  description:
    'Corso di teoria per la patente B: in aula la sera a Borgo Trento e San Michele Extra, oppure online.',
  body: [
    heading('Corso di teoria: in aula o online', 1),
    text(
      para(
        sp('Il corso di teoria è compreso nei pacchetti delle patenti. '),
        sp('Puoi seguirlo '),
        sp('<strong>la sera in aula</strong>', blue),
        sp(', '),
        sp('<strong>online</strong>', blue),
        sp(', oppure un po’ e un po’: aula quando riesci, online il resto.'),
      ),
    ),
    text(boldTitle('In aula, la sera')),
    wordTable([
      ['Sede', 'Giorni', 'Orario'],
      ['Borgo Trento', 'lunedì, mercoledì e venerdì', '18:30–20:00'],
      ['San Michele Extra', 'martedì e giovedì', '19:00–20:30'],
    ]),
    text(
      p(
        'Il corso completo dura 8 settimane e ricomincia ogni mese. Il prossimo parte lunedì 11 gennaio 2027: a dicembre non iniziano nuovi corsi.',
      ),
      boldTitle('Online'),
      p(
        'Con Stella Online hai le videolezioni registrate, disponibili 24 ore su 24 per 6 mesi, e un ripasso in diretta su Zoom ogni giovedì alle 21:00. L’app per i quiz è compresa.',
      ),
      boldTitle('L’esame di teoria'),
      p(
        'Si sostiene alla Motorizzazione di Verona: 30 domande vero/falso in 20 minuti, con massimo 3 errori. Il giorno dell’esame ti accompagniamo noi con il nostro pulmino, dalla sede di Borgo Trento.',
        'Se non lo passi, puoi ripeterlo: la ripetizione costa € 75,00.',
      ),
    ),
  ].join('\n'),
};

/**
 * Driving lessons. The booking calendar the owner pasted into a widget module leaves its outer `<div>`
 * unclosed, so the cancellation rule, what to bring and the refresher lessons are parsed as part of the
 * widget module, though a browser still shows them under the calendar.
 */
const guide: StellaPage = {
  path: '/corsi/lezioni-di-guida',
  lang: 'it',
  title: 'Lezioni di guida',
  description: 'Lezioni di guida: durata, orari, prenotazione, disdetta e cosa portare alla prima lezione.',
  body: [
    heading('Lezioni di guida', 1),
    text(
      para(
        sp('Ogni lezione dura 60 minuti ed è sempre con un istruttore su un’auto a doppi comandi. '),
        sp(
          'Le guide si fanno dal lunedì al venerdì dalle 7:30 alle 20:00 e il sabato dalle 8:00 alle 13:00; la domenica non si fanno guide.',
        ),
      ),
      p(
        'Su richiesta l’istruttore ti passa a prendere a casa, a scuola o al lavoro, se sei entro 3 km dalla sede.',
      ),
      boldTitle('Prenotare una guida'),
      p(
        `In segreteria, per telefono, su WhatsApp (${STELLA_WHATSAPP}) oppure con il calendario qui sotto, se hai già il foglio rosa.`,
      ),
    ),
    htmlCode(
      `<div class="sb-widget-wrap" style="max-width:720px;margin:0 auto"><div id="sbw_stella" class="simplybook-widget"><script src="//widget.simplybook.it/v2/widget/widget.js" type="text/javascript"></script><script type="text/javascript">var widget = new SimplybookWidget({"widget_type":"iframe","url":"https:\\/\\/autoscuolastella.simplybook.it","theme":"concise","theme_settings":{"sb_base_color":"#0e3a74","timeline_show_end_time":"1","display_item_mode":"block"},"timeline":"modern","datepicker":"top_calendar","is_rtl":false,"app_config":{"allow_switch_to_ada":0,"predefined":{"provider":"","service":"3"}},"container_id":"sbw_stella"});</script><noscript>Attiva JavaScript per prenotare online.</noscript></div>`,
    ),
    text(
      boldTitle('Disdire una guida'),
      para(
        sp('Le guide si disdicono '),
        sp('<strong>almeno 24 ore prima</strong>', blue),
        sp(', per telefono o WhatsApp. '),
        sp('Se disdici più tardi o non ti presenti, la lezione viene addebitata per intero.'),
      ),
    ),
    text(
      boldTitle('Cosa portare alla prima lezione'),
      ul(
        'il foglio rosa;',
        'un documento d’identità valido;',
        'gli occhiali o le lenti a contatto, se li usi;',
        'scarpe comode: niente infradito, tacchi o zoccoli.',
      ),
      p(
        'L’istruttore ti aspetta davanti alla sede 5 minuti prima dell’ora prenotata. Non serve portare un’auto: la mettiamo noi.',
      ),
      boldTitle('Guide di ripasso'),
      p(
        'Hai la patente da anni ma non guidi più? Facciamo guide di ripasso per chi ha già la patente, € 45,00 l’una, senza iscrizione.',
      ),
    ),
  ].join('\n'),
};

const automatico: StellaPage = {
  path: '/corsi/guida-cambio-automatico',
  lang: 'it',
  title: 'Cambio automatico',
  description: 'Lezioni e esame con il cambio automatico a Verona: prezzo, codice 78.',
  body: [
    heading('Guida con il cambio automatico', 1),
    columns(
      [image('toyota-yaris-hybrid-automatica.jpg', 'Toyota Yaris Hybrid', 'La nostra Yaris automatica')],
      [
        text(
          p(
            'Da marzo 2026 abbiamo una Toyota Yaris Hybrid con il cambio automatico, per le guide e per l’esame della patente B.',
          ),
          para(
            sp('Una lezione con l’automatico costa '),
            sp('<strong>€ 50,00</strong>', blue),
            sp(' (60 minuti). '),
            sp('L’auto automatica è disponibile solo nella sede di Borgo Trento.'),
          ),
          p('L’istruttrice è Giulia Ferrari.'),
        ),
      ],
    ),
    text(
      boldTitle('Il codice 78'),
      p(
        'Se fai l’esame con il cambio automatico, sulla patente compare il codice 78: potrai guidare solo auto con cambio automatico. Per togliere il codice 78 serve un nuovo esame pratico con il cambio manuale.',
      ),
    ),
  ].join('\n'),
};

const estivo: StellaPage = {
  path: '/corsi/corso-intensivo-estivo',
  lang: 'it',
  title: 'Corso intensivo estivo',
  description: 'Corso intensivo estivo di teoria per la patente B, luglio 2027, a Borgo Trento.',
  body: [
    heading('Corso intensivo estivo 2027', 1),
    image('corso-estivo.jpg', 'Corso estivo'),
    text(
      para(
        sp('Finita la scuola, la teoria in tre settimane: '),
        sp('<strong>dal 5 al 23 luglio 2027</strong>', blue),
        sp(', dal lunedì al venerdì dalle 9:00 alle 12:00, nella sede di Borgo Trento.'),
      ),
      p(
        'L’esame di teoria si fa nella prima sessione utile di fine luglio, poi si passa subito alle guide.',
        'Il corso estivo si tiene solo a Borgo Trento e non c’è una versione online.',
      ),
      boldTitle('Prezzo e iscrizioni'),
      p(
        'Pacchetto B Estate: <strong>€ 930,00</strong>, cioè il pacchetto Patente B con il corso intensivo al posto di quello serale.',
        'Massimo 20 iscritti. Iscrizioni entro il 18 giugno 2027, in segreteria.',
      ),
    ),
  ].join('\n'),
};

const servizi: StellaPage = {
  path: '/servizi',
  lang: 'it',
  title: 'Servizi',
  description: 'Rinnovo patente, duplicato e certificato medico in sede.',
  body: [
    heading('Servizi per chi ha già la patente', 1),
    columns(
      [
        text(boldTitle('Rinnovo patente'), p('Visita medica e pratica in un solo appuntamento.')),
        button('Rinnovo', '/servizi/rinnovo-patente/'),
      ],
      [
        text(boldTitle('Duplicato'), p('Patente persa, rubata o rovinata.')),
        button('Duplicato', '/servizi/duplicato-patente/'),
      ],
      [
        text(boldTitle('Certificato medico'), p('Con il nostro medico, in sede.')),
        button('Certificato medico', '/servizi/certificato-medico/'),
      ],
    ),
  ].join('\n'),
};

const rinnovo: StellaPage = {
  path: '/servizi/rinnovo-patente',
  lang: 'it',
  title: 'Rinnovo patente',
  description: 'Rinnovo della patente A e B a Verona: prezzo tutto compreso, documenti, tempi.',
  body: [
    heading('Rinnovo patente', 1),
    text(
      para(
        sp('Rinnovo della patente A o B: '),
        sp('<strong>€ 120,00 tutto compreso</strong>', blue),
        sp(' (visita medica con il nostro medico, bolli, diritti della Motorizzazione e spedizione). '),
      ),
      p(
        'Puoi rinnovare la patente fino a 4 mesi prima della scadenza. La visita si fa negli orari del medico: vedi <a href="/servizi/certificato-medico/">certificato medico</a>.',
      ),
      boldTitle('Cosa portare'),
      ul(
        'la patente da rinnovare;',
        'un documento d’identità;',
        'il codice fiscale;',
        '1 fototessera recente;',
        'gli occhiali o le lenti, se li usi.',
      ),
      para(
        sp('La nuova patente arriva per posta a casa '),
        sp('entro 10 giorni lavorativi'),
        sp('; fino ad allora guidi con la ricevuta che ti diamo in sede.'),
      ),
      boldTitle('Ogni quanto si rinnova'),
    ),
    wordTable([
      ['Età', 'Validità patente A e B'],
      ['fino a 50 anni', '10 anni'],
      ['da 50 a 70 anni', '5 anni'],
      ['da 70 a 80 anni', '3 anni'],
      ['oltre 80 anni', '2 anni'],
    ]),
  ].join('\n'),
};

const duplicato: StellaPage = {
  path: '/servizi/duplicato-patente',
  lang: 'it',
  title: 'Duplicato patente',
  description: 'Duplicato della patente per smarrimento, furto o deterioramento.',
  body: [
    heading('Duplicato della patente', 1),
    text(
      boldTitle('Smarrimento o furto'),
      p(
        'Prima fai denuncia ai Carabinieri o alla Polizia, poi vieni da noi con la denuncia, un documento d’identità e 2 fototessere.',
      ),
      boldTitle('Patente rovinata'),
      p('Porta la patente rovinata, un documento e 2 fototessere: non serve la denuncia.'),
      boldTitle('Costi e tempi'),
      para(sp('Il duplicato costa '), sp('<strong>€ 110,00</strong>', blue), sp('.')),
      p(
        'Attenzione: la sola denuncia non ti permette di guidare. Con la pratica di duplicato ti rilasciamo un permesso provvisorio di guida, valido fino all’arrivo della nuova patente (circa 15 giorni).',
      ),
    ),
  ].join('\n'),
};

const medico: StellaPage = {
  path: '/servizi/certificato-medico',
  lang: 'it',
  title: 'Certificato medico',
  description: 'Certificato medico per patente in sede a Verona: giorni del medico, prezzi, cosa portare.',
  body: [
    heading('Certificato medico in sede', 1),
    text(
      para(
        sp(
          'Il certificato medico per il conseguimento e il rinnovo della patente lo rilascia in sede il nostro ',
        ),
        sp('medico certificatore, il Dott. Renato Castellani', 'font-size: 15px; font-weight: bold;'),
        sp('.'),
      ),
    ),
    wordTable([
      ['Sede', 'Giorno', 'Orario'],
      ['Borgo Trento', 'martedì', '17:00–19:00'],
      ['Borgo Trento', 'sabato', '9:30–11:30'],
      ['San Michele Extra', 'giovedì', '10:00–12:00'],
    ]),
    text(
      para(
        sp('<strong>Il medico riceve solo su appuntamento</strong>', blue),
        sp(': prenota in segreteria o su WhatsApp.'),
      ),
      boldTitle('Prezzi'),
      ul(
        'patenti A e B: € 60,00;',
        'patenti C, CE e CQC: € 90,00;',
        'per il rinnovo la visita è già compresa nel prezzo del rinnovo (€ 120,00).',
      ),
      boldTitle('Cosa portare'),
      ul(
        'un documento d’identità e la tessera sanitaria;',
        'gli occhiali o le lenti a contatto, se li usi;',
        '1 fototessera;',
        'per la prima patente, il certificato anamnestico del tuo medico di base.',
      ),
      boldTitle('Quando serve la Commissione Medica'),
      p(
        'Se hai il diabete, l’epilessia, gravi problemi di vista o altre patologie indicate dalla legge, la visita va fatta alla Commissione Medica Locale: in questi casi il nostro medico non può rilasciare il certificato.',
      ),
    ),
  ].join('\n'),
};

export const stellaCoursePages: StellaPage[] = [
  corsi,
  teoria,
  guide,
  automatico,
  estivo,
  servizi,
  rinnovo,
  duplicato,
  medico,
];
