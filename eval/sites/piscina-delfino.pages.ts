import {
  a,
  boldLine,
  button,
  columns,
  DELFINO_EMAIL,
  DELFINO_PHONE,
  DELFINO_PHONE_HREF,
  DELFINO_STREET,
  DELFINO_TOWN,
  DELFINO_WHATSAPP,
  type DelfinoPage,
  gmap,
  heading,
  hr,
  htmlCode,
  image,
  lines,
  p,
  spacing,
  strong,
  text,
} from './piscina-delfino.layout.ts';

/**
 * The home page: the welcome, the Early Bird box of September 2026 never taken down, three columns on the
 * courses, free swimming and summer camp, the 2027 pool and links to the news (the Christmas hours are only
 * in the post).
 */
export const delfinoHome: DelfinoPage = {
  path: '/',
  lang: 'it',
  title: 'Home',
  description:
    'Piscina Delfino a Verona (Borgo Milano): corsi di nuoto per bambini e adulti, acquaticità neonatale, aquagym, nuoto libero e centro estivo con l’ASD Nuoto Delfino.',
  body: [
    image('piscina-delfino-vasca-grande.jpg', 'La vasca grande della Piscina Delfino'),
    heading('Benvenuti alla Piscina Delfino!', 1),
    text(
      p(
        'La piscina di Via dei Tigli, nel quartiere di Borgo Milano, è gestita dall’<strong>ASD Nuoto Delfino</strong> dal 2009: due vasche coperte, corsi per tutte le età, aquagym e corsie per il nuoto libero.',
        'Vi aspettiamo in segreteria per iscrizioni, informazioni e lezioni di prova!',
      ),
    ),
    text(
      `<p style="text-align: center; background-color: #fff4c2; padding: 10px;"><span style="font-size: 20px;"><strong>🐬 EARLY BIRD 2026/2027 🐬</strong></span><br />
Iscriviti o rinnova entro <strong>sabato 12 settembre 2026</strong>: tessera associativa a € 15 invece di € 25 e <strong>10% di sconto</strong> sulla quota di ottobre!<br />
Corsi dal 14 settembre. Tutte le info in segreteria.</p>`,
    ),
    spacing(20),
    columns(
      [
        heading('Corsi', 3),
        text(
          p('Dai 3 mesi in su: acquaticità neonatale, Pesciolini, scuola nuoto, adulti, Master e aquagym.'),
        ),
        button('Scopri i corsi', '/corsi/'),
      ],
      [
        heading('Nuoto libero', 3),
        text(p('Corsie libere tutti i giorni, la domenica solo la mattina. Corsie divise per velocità.')),
        button('Orari delle corsie', '/nuoto-libero/'),
      ],
      [
        heading('Centro estivo', 3),
        text(
          p(
            'Dal 14 giugno 2027 torna il Centro Estivo Delfino per i ragazzi dai 6 ai 12 anni: nuoto, giochi e compiti.',
          ),
        ),
        button('Centro estivo', '/centro-estivo/'),
      ],
    ),
    hr(),
    heading('In arrivo nel 2027: la vasca riabilitativa', 2),
    text(
      p(
        `Nell’ex locale caldaie stiamo costruendo una piccola vasca con l’acqua a 33° per la riabilitazione e l’idrokinesiterapia, con i fisioterapisti dello studio FisioAdige. Apertura prevista: <strong>primavera 2027</strong>. ${a('Leggi la news', '/2026/10/05/in-arrivo-la-vasca-riabilitativa')}`,
      ),
    ),
    heading('Ultime news', 2),
    text(
      lines(
        `» ${a('Orari delle feste di Natale 2026', '/2026/11/12/orari-delle-feste-di-natale-2026')}`,
        `» ${a('In arrivo la vasca riabilitativa', '/2026/10/05/in-arrivo-la-vasca-riabilitativa')}`,
        `» ${a('Iscrizioni 2026/2027 ed Early Bird', '/2026/08/25/iscrizioni-2026-2027-ed-early-bird')}`,
      ),
    ),
  ].join('\n'),
};

/** About us and the instructors, the pools, and what the building does not have. */
export const delfinoPages: DelfinoPage[] = [
  {
    path: '/chi-siamo',
    lang: 'it',
    title: 'Chi siamo',
    description:
      'L’ASD Nuoto Delfino, dal 1994 a Verona: la nostra storia, la piscina di Via dei Tigli e i nostri istruttori.',
    body: [
      heading('Chi siamo', 1),
      text(
        p(
          'L’ASD Nuoto Delfino è nata nel <strong>1994</strong> da un’idea di Renato Zanella, ex nuotatore e per trent’anni allenatore a Verona, con un gruppo di genitori dei suoi allievi. Per quindici anni abbiamo affittato le corsie in altre piscine della città.',
          'Dal 2009 gestiamo la piscina comunale di Via dei Tigli in convenzione con il Comune di Verona. Oggi l’associazione ha circa 1.300 soci ed è presieduta da Laura Zanella, la figlia di Renato.',
        ),
      ),
      image('staff-delfino-2026.jpg', 'Gli istruttori della Piscina Delfino', 'Lo staff a settembre 2026'),
      heading('La piscina', 2),
      text(
        lines(
          `${strong('Vasca grande')}: 25 x 12,5 metri, 6 corsie, profondità da 1,20 a 1,80 m, acqua a 28°`,
          `${strong('Vasca piccola')}: 12,5 x 6 metri, profondità 90 cm, acqua a 32°`,
          `${strong('Tribuna')}: al primo piano, 80 posti, con le vetrate sulle vasche`,
          `${strong('Spogliatoi')}: uomini, donne e spogliatoio famiglia`,
        ),
        p(
          'Ingresso, spogliatoi e bordo vasca sono senza barriere e la vasca grande ha il sollevatore per chi usa la carrozzina.',
          'L’impianto non ha sauna né bagno turco: ci sono solo le due vasche.',
        ),
      ),
      heading('I nostri istruttori', 2),
      columns(
        [
          text(
            lines(
              strong('Marco Bellini'),
              'Direttore tecnico e allenatore FIN, segue la squadra Esordienti.',
            ),
            lines(strong('Chiara Ferrandi'), 'Ostetrica e istruttrice di acquaticità neonatale.'),
            lines(strong('Elena Castagna'), 'Istruttrice FIN, Pesciolini e scuola nuoto.'),
          ),
        ],
        [
          text(
            lines(strong('Giulia Tessari'), 'Istruttrice FIN, scuola nuoto. Parla inglese.'),
            lines(strong('Davide Rigo'), 'Allenatore del Master e dei corsi adulti, ex triatleta.'),
            lines(strong('Sara Montresor'), 'Istruttrice di aquagym, acquabike e aquagym in gravidanza.'),
          ),
        ],
      ),
      text(
        p(
          'Tutti i nostri istruttori hanno il brevetto della Federazione Italiana Nuoto e l’abilitazione all’uso del defibrillatore (BLSD). Durante tutti gli orari di apertura a bordo vasca c’è un assistente bagnanti.',
          `In segreteria trovate Paola e Michele.`,
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/contatti-e-dove-siamo',
    lang: 'it',
    title: 'Contatti e dove siamo',
    description:
      'Indirizzo, telefono, WhatsApp ed email della Piscina Delfino di Verona; come arrivare in autobus, in auto e in bicicletta.',
    body: [
      heading('Contatti e dove siamo', 1),
      columns(
        [
          text(
            lines(
              strong('Piscina Delfino - ASD Nuoto Delfino'),
              DELFINO_STREET,
              `${DELFINO_TOWN} (Borgo Milano)`,
            ),
            lines(
              `Telefono: <a href="${DELFINO_PHONE_HREF}" title="${DELFINO_PHONE_HREF}">${DELFINO_PHONE}</a> (negli orari di segreteria)`,
              `WhatsApp: ${DELFINO_WHATSAPP} (solo messaggi, rispondiamo negli orari di segreteria)`,
              `Email: <a href="mailto:${DELFINO_EMAIL}" title="mailto:${DELFINO_EMAIL}">${DELFINO_EMAIL}</a>`,
            ),
          ),
        ],
        [gmap('Via dei Tigli 21, 37138 Verona')],
      ),
      heading('Come arrivare', 2),
      text(
        boldLine('In autobus'),
        p(
          'Linee ATV 11 e 21, fermata <em>Via dei Tigli (Piscina)</em>, proprio davanti all’ingresso. Dalla stazione di Porta Nuova prendete la linea 11: ci vogliono circa 20 minuti.',
        ),
        boldLine('In auto'),
        p(
          'Davanti all’ingresso, in Via dei Tigli, c’è un parcheggio gratuito con circa 40 posti. Se è pieno, usate il parcheggio del Palazzetto Borgo Milano, a 200 metri (anche quello gratuito).',
          'Il cortile interno della piscina non è un parcheggio: è riservato ai mezzi di servizio e alle auto con il contrassegno disabili.',
        ),
        boldLine('In bicicletta'),
        p('Rastrelliera coperta per 30 biciclette a destra dell’ingresso.'),
      ),
      spacing(30),
      heading('Scriveteci', 2),
      htmlCode(
        `<form class="cc-m-form" action="/app/module/webproduct/formnew/submit" method="post"><div class="cc-m-form-view-element"><label for="fname">Nome e cognome</label><input type="text" id="fname" name="name" /></div><div class="cc-m-form-view-element"><label for="femail">Email</label><input type="email" id="femail" name="email" /></div><div class="cc-m-form-view-element"><label for="fmsg">Messaggio</label><textarea id="fmsg" name="message" rows="5"></textarea></div><div class="cc-m-form-view-element"><input type="checkbox" id="fpriv" name="privacy" /><label for="fpriv">Ho letto l’informativa sulla privacy</label></div><input type="submit" value="Invia" /><p class="cc-m-form-note">Nota: i campi contrassegnati con * sono obbligatori</p></form>`,
      ),
    ].join('\n'),
  },
];
