import { italianNewsBlock } from './casanuova-cookery.journal.ts';
import {
  bodyField,
  CASANUOVA_BOOKING,
  CASANUOVA_EMAIL,
  CASANUOVA_MOBILE,
  CASANUOVA_PHONE,
  CASANUOVA_PHONE_HREF,
  CASANUOVA_WHATSAPP_HREF,
  type CasanuovaPage,
  ckTable,
  faqDetails,
  inlineField,
  inlineListField,
  nodeFull,
  paragraph,
  sections,
  teaser,
  textField,
  viewPage,
} from './casanuova-cookery.layout.ts';

const bookButton = (product: string) =>
  `<p><a class="button button--primary bokunButton" href="${CASANUOVA_BOOKING}/experience/${product}?lang=it" target="_blank" rel="noopener">Vedi le date e prenota</a></p>`;

const teasers = [
  teaser({
    nid: 3,
    bundle: 'class',
    href: '/it/corsi/pasta-e-sughi',
    title: 'Pasta e sughi',
    lang: 'it',
    summary:
      '<p>Una mattina al tagliere con Marisa: tagliatelle, pici e ravioli, tre sughi e il pranzo con un bicchiere di vino.</p>',
    more: 'Leggi tutto',
  }),
  teaser({
    nid: 4,
    bundle: 'class',
    href: '/it/corsi/una-giornata-in-cucina',
    title: 'Una giornata nella cucina toscana',
    lang: 'it',
    summary:
      '<p>Il mercato o un caseificio la mattina, poi cuciniamo insieme un pranzo toscano di quattro portate.</p>',
    more: 'Leggi tutto',
  }),
  teaser({
    nid: 5,
    bundle: 'class',
    href: '/it/corsi/lezioni-private',
    title: 'Lezioni private e gruppi',
    lang: 'it',
    summary: '<p>Solo per la vostra famiglia o i vostri amici, da noi o nella cucina della vostra villa.</p>',
    more: 'Leggi tutto',
  }),
  teaser({
    nid: 22,
    bundle: 'class',
    href: '/it/corsi-serali',
    title: 'Giovedì in cucina: i corsi serali',
    lang: 'it',
    summary: '<p>Per chi abita in zona: quattro serate in cucina, in italiano, con cena e vino.</p>',
    more: 'Leggi tutto',
  }),
];

const faq: [string, string][] = [
  [
    'Serve esperienza in cucina?',
    '<p>Per niente. Tra i nostri ospiti c’è chi non ha mai cotto un uovo e chi cucina tutti i giorni: tutti tornano a casa con qualcosa di nuovo.</p>',
  ],
  [
    'Cucinate per vegetariani, vegani e per chi ha allergie?',
    '<p>Per i vegetariani sempre, basta dircelo quando prenotate. Menu vegani nella giornata intera, nelle lezioni private e nelle cookery week, con almeno 48 ore di preavviso.</p><p>Celiachia: il corso Pasta e sughi non è adatto, perché c’è farina nell’aria tutta la mattina; la giornata intera e le lezioni private possono essere senza glutine se ce lo dite almeno 7 giorni prima.</p>',
  ],
  [
    'Possono venire i bambini?',
    '<p>Dagli 8 ai 15 anni possono partecipare a Pasta e sughi con un adulto pagante (95 €). La giornata intera è dai 14 anni in su. Le lezioni private sono aperte ai bambini di ogni età.</p>',
  ],
  [
    'Il vino è compreso?',
    '<p>Sì: il pranzo è servito con il vino dei nostri vicini di Montepulciano e Montalcino, e bibite per chi guida e per i bambini.</p>',
  ],
  [
    'Come si paga?',
    '<p>I corsi in calendario si pagano per intero alla prenotazione online, con carta (Visa, Mastercard, American Express), Apple Pay o Google Pay. Cookery week e lezioni private: bonifico o carta. Non accettiamo assegni. In contanti si può pagare nel nostro negozio.</p>',
  ],
  [
    'E se piove?',
    '<p>I corsi sono al coperto. La visita al mercato si fa con qualsiasi tempo: portate un ombrello.</p>',
  ],
  ['Fate corsi la domenica?', '<p>No. La domenica è il nostro giorno libero.</p>'],
];

/**
 * The Italian translation: front page, the three classes, directions, FAQ (seven of the thirteen answers)
 * and contact; then the evening classes for locals, which exist only in Italian. Prices are written the
 * Italian way ("145 €").
 */
export const casanuovaItalianPages: CasanuovaPage[] = [
  {
    path: '/it',
    lang: 'it',
    title: 'Corsi di cucina in Toscana',
    description:
      'Corsi di cucina toscana in un casale della Val d’Orcia: pasta fresca, una giornata con il mercato, lezioni private e corsi serali per chi abita in zona.',
    system: 'node/1',
    bodyClass: 'path-frontpage page-node-type-page',
    hideTitle: true,
    content: nodeFull({
      nid: 1,
      bundle: 'page',
      lang: 'it',
      fields: sections([
        paragraph(
          'hero',
          textField(
            'hero-text',
            `<h2>Cucinare, mangiare e ridere in un casale toscano</h2>
<p>Corsi di cucina pratici in Val d’Orcia, tra Pienza e Montepulciano, dal 2014. I corsi sono in inglese, ma Marisa insegna in italiano!</p>
<p><a class="button button--primary" href="/it/corsi/pasta-e-sughi">I nostri corsi</a></p>`,
          ),
        ),
        paragraph(
          'text',
          textField(
            'text',
            '<p>Casanuova è casa nostra: un vecchio casale in pietra tra olivi e campi di grano, a quattro chilometri dal paese di Vallerana. Qui Harriet, James e Marisa insegnano la cucina della Toscana del sud come si fa nelle case intorno a noi. Gruppi piccoli, un lungo tavolo di legno e il pranzo con il vino alla fine di ogni corso.</p>',
          ),
        ),
        paragraph(
          'highlight',
          textField(
            'text',
            `<h3>Dolci di Natale – sabato 12 dicembre 2026</h3>
<p>Dalle 10 alle 13: panforte, ricciarelli e cantucci da portare a casa in una scatola di latta. 110 € a persona, bambini 8–15 anni 60 €.</p>
<p>È l’ultimo corso prima della pausa invernale: siamo chiusi dal 13 dicembre e riapriamo lunedì 1 marzo 2027.</p>`,
          ),
        ),
        paragraph(
          'view-reference',
          `<h2>I nostri corsi</h2>
${viewPage('classes', 'block_1', teasers.join('\n'))}`,
        ),
      ]),
    }),
    below: italianNewsBlock,
  },
  {
    path: '/it/corsi/pasta-e-sughi',
    lang: 'it',
    title: 'Pasta e sughi',
    description:
      'Corso di pasta fresca di mezza giornata in Val d’Orcia: tagliatelle, pici e ravioli con tre sughi, pranzo con vino. Lunedì, mercoledì e venerdì, 145 €.',
    system: 'node/3',
    bodyClass: 'path-node page-node-type-class',
    content: nodeFull({
      nid: 3,
      bundle: 'class',
      lang: 'it',
      promoted: true,
      fields: `${inlineListField('days', 'Giorni', ['lunedì', 'mercoledì', 'venerdì'])}
${inlineField('time', 'Orario', '9:30 – 13:30, pranzo compreso')}
${inlineField('price', 'Prezzo', '145 € a persona', 'decimal')}
${inlineField('price-children', 'Bambini (8–15 anni)', '95 €, con un adulto pagante', 'decimal')}
${inlineField('group-size', 'Gruppo', 'massimo 10 persone', 'integer')}
${inlineField('teachers', 'Insegnanti', 'Marisa Bernardini e Harriet Pendle', 'entity-reference')}
${bodyField(`<p>Marisa tira la sfoglia da quando aveva sei anni, al tavolo di sua nonna a Vallerana. In quattro ore al lungo tagliere di legno della nostra cucina farete, solo con farina e uova:</p>
<ul>
<li><strong>tagliatelle</strong> al ragù toscano cotto piano,</li>
<li><strong>pici</strong> all’aglione,</li>
<li><strong>ravioli di ricotta e spinaci</strong> con burro e salvia.</li>
</ul>
<p>Verso le 12:45 ci sediamo insieme a mangiare quello che avete fatto, con un bicchiere di Rosso di Montepulciano (o bibite per chi guida). Il dolce lo prepara Marisa il giorno prima: in questo corso non si fanno dolci.</p>
<p>Le ricette vi arrivano via email in PDF la sera stessa.</p>
<p>Il corso non è adatto a chi è celiaco. Per i vegetariani il ragù diventa un sugo di porcini. Il corso si fa con almeno 2 partecipanti.</p>`)}
${bookButton('pasta-and-sauces')}`,
    }),
  },
  {
    path: '/it/corsi/una-giornata-in-cucina',
    lang: 'it',
    title: 'Una giornata nella cucina toscana',
    description:
      'Corso di cucina di una giornata: mercato o caseificio la mattina, poi un pranzo toscano di quattro portate cucinato insieme. Martedì e giovedì, 235 €.',
    system: 'node/4',
    bodyClass: 'path-node page-node-type-class',
    content: nodeFull({
      nid: 4,
      bundle: 'class',
      lang: 'it',
      promoted: true,
      fields: `${inlineListField('days', 'Giorni', ['martedì', 'giovedì'])}
${inlineField('time', 'Orario', '8:45 – 16:30')}
${inlineField('price', 'Prezzo', '235 € a persona', 'decimal')}
${inlineField('group-size', 'Gruppo', 'massimo 8 persone', 'integer')}
${inlineField('minimum-age', 'Età minima', '14 anni', 'integer')}
${bodyField(`<p>Si comincia dove comincia la cucina toscana, dalla spesa, e si finisce a tavola nel tardo pomeriggio.</p>
<p><strong>8:45</strong> caffè e cantucci in cucina<br><strong>9:15</strong> con il nostro pulmino al mercato del martedì di San Quirico d’Orcia o, il giovedì, alla Fattoria di Cerretello a vedere come si fa il pecorino<br><strong>11:00</strong> di nuovo a Casanuova, si cucina: crostini toscani, pici fatti a mano, peposo e torta della nonna<br><strong>14:00</strong> pranzo sotto la loggia con i vini di Montepulciano scelti da James<br><strong>16:30</strong> saluti</p>
<p>Per i vegetariani ribollita al posto del peposo. La giornata non si svolge durante le cookery week e si fa con almeno 3 partecipanti.</p>`)}
${bookButton('day-in-the-tuscan-kitchen')}`,
    }),
  },
  {
    path: '/it/corsi/lezioni-private',
    lang: 'it',
    title: 'Lezioni private e gruppi',
    description:
      'Lezioni di cucina private per famiglie e gruppi a Casanuova o nella vostra villa in Val d’Orcia.',
    system: 'node/5',
    bodyClass: 'path-node page-node-type-class',
    content: nodeFull({
      nid: 5,
      bundle: 'class',
      lang: 'it',
      fields: `${bodyField(`<p>Preferite avere la cucina tutta per voi? Organizziamo lezioni private per famiglie, amici, compleanni, addii al nubilato e aziende, a Casanuova o nella cucina della vostra villa. Il menu lo scegliete con noi.</p>
<h2>A Casanuova</h2>
${ckTable(
  ['', 'Fino a 4 persone', 'Ogni persona in più', 'Massimo'],
  [
    ['Mezza giornata privata (4 ore, con pranzo)', '640 €', '135 €', '12 persone'],
    ['Giornata intera privata (con mercato o caseificio)', '980 €', '210 €', '8 persone'],
  ],
)}
<p>Dal lunedì al sabato, nei giorni in cui non c’è un corso in calendario.</p>
<h2>Nella vostra villa</h2>
<p>Harriet arriva con tutti gli ingredienti, tiene una lezione di 3 ore nella vostra cucina e poi vi sedete a cena con quello che avete cucinato.</p>
<p><strong>Prezzo:</strong> 165 € a persona<br><strong>Minimo:</strong> 6 persone (massimo 14)<br><strong>Zona:</strong> entro 30 km da Vallerana; più lontano, supplemento di 0,80 € al km</p>
<h2>Come prenotare</h2>
<p>Scriveteci con la data, il numero di persone e le eventuali allergie. Un acconto del 50% conferma la prenotazione; il saldo 14 giorni prima della lezione.</p>`)}`,
    }),
  },
  {
    path: '/it/come-arrivare',
    lang: 'it',
    title: 'Come arrivare',
    description:
      'Come raggiungere Casanuova vicino a Vallerana (Siena): in auto, in treno fino a Chiusi, parcheggio.',
    system: 'node/11',
    bodyClass: 'path-node page-node-type-page',
    content: nodeFull({
      nid: 11,
      bundle: 'page',
      lang: 'it',
      fields:
        bodyField(`<p>Casanuova è in campagna, 4 km a sud del paese di Vallerana, tra Pienza e Chianciano Terme, in provincia di Siena.</p>
<p><strong>Indirizzo:</strong> Località Casanuova 7, 53020 Vallerana (SI)<br><strong>GPS:</strong> 43.0581, 11.7316</p>
<h2>In auto</h2>
<p>Da Firenze (circa 1 ora e 45): A1 direzione Roma, uscita Valdichiana, poi Pienza e Vallerana. Da Roma (circa 2 ore e 15): A1 direzione Firenze, uscita Chiusi-Chianciano Terme. Da Siena (circa 1 ora): la Cassia fino a San Quirico d’Orcia, poi Pienza e Vallerana.</p>
<p>A Vallerana girate a destra al Bar Sport verso Poggio Alto; dopo 2,5 km a sinistra al nostro cartello. L’ultimo tratto di 1,5 km è una strada bianca. Non seguite il navigatore fino a “Casanuova di Sotto”: è un’altra fattoria, a 3 km!</p>
<h2>In treno</h2>
<p>La stazione più vicina è Chiusi-Chianciano Terme, a 25 minuti in auto. Non ci sono autobus fino a Casanuova: prenotate un taxi (circa 60 € a tratta) con Taxi Vallerana, +39 338 402 7719.</p>
<h2>Parcheggio</h2>
<p>Parcheggio gratuito nella nostra corte, per 10 auto. Una colonnina di ricarica per auto elettriche (Type 2, 7 kW): 10 € a ricarica per chi viene per un corso.</p>`),
    }),
  },
  {
    path: '/it/domande-frequenti',
    lang: 'it',
    title: 'Domande frequenti',
    description: 'Le domande più frequenti sui nostri corsi di cucina.',
    system: 'node/12',
    bodyClass: 'path-node page-node-type-faq',
    content: nodeFull({
      nid: 12,
      bundle: 'faq',
      lang: 'it',
      fields: `${bodyField('<p>Non trovate la risposta? <a href="/it/contatti">Scriveteci</a>. Altre risposte nella <a href="/faq">versione inglese</a>.</p>')}
${faqDetails(faq)}`,
    }),
  },
  {
    path: '/it/contatti',
    lang: 'it',
    title: 'Contatti',
    description: 'Telefono, WhatsApp, email e orari dell’ufficio di Casanuova Cookery School.',
    system: 'webform/contact',
    bodyClass: 'path-webform',
    content: `<div class="webform-description">${bodyField(`<p>Il modo più veloce per raggiungerci è il telefono o WhatsApp negli orari d’ufficio. Alle email rispondiamo entro un giorno lavorativo.</p>
<p><strong>Telefono:</strong> <a href="${CASANUOVA_PHONE_HREF}">${CASANUOVA_PHONE}</a><br><strong>WhatsApp:</strong> <a href="${CASANUOVA_WHATSAPP_HREF}">${CASANUOVA_MOBILE}</a> (Harriet)<br><strong>Email:</strong> <a href="mailto:${CASANUOVA_EMAIL}">${CASANUOVA_EMAIL}</a></p>
<p><strong>Orari dell’ufficio:</strong> dal lunedì al venerdì 9:00–17:00, sabato 9:00–12:00, domenica chiuso. Durante la pausa invernale (13 dicembre 2026 – 28 febbraio 2027) solo email.</p>
<p><strong>Indirizzo:</strong> Località Casanuova 7, 53020 Vallerana (SI).</p>`)}</div>
<form class="webform-submission-form webform-submission-add-form webform-submission-contact-form" data-drupal-selector="webform-submission-contact-add-form" action="/it/contatti" method="post" id="webform-submission-contact-add-form" accept-charset="UTF-8">
  <div class="js-form-item form-item js-form-type-textfield form-type--textfield js-form-item-name form-item--name">
      <label for="edit-name" class="form-item__label js-form-required form-required">Nome</label>
        <input data-drupal-selector="edit-name" type="text" id="edit-name" name="name" value="" size="60" maxlength="255" class="form-text required form-element form-element--type-text" required="required" aria-required="true" />
        </div>
<div class="js-form-item form-item js-form-type-email form-type--email js-form-item-email form-item--email">
      <label for="edit-email" class="form-item__label js-form-required form-required">Email</label>
        <input data-drupal-selector="edit-email" type="email" id="edit-email" name="email" value="" size="60" maxlength="254" class="form-email required form-element form-element--type-email" required="required" aria-required="true" />
        </div>
<div class="js-form-item form-item js-form-type-textarea form-type--textarea js-form-item-message form-item--message">
      <label for="edit-message" class="form-item__label js-form-required form-required">Messaggio</label>
        <div class="form-textarea-wrapper"><textarea data-drupal-selector="edit-message" id="edit-message" name="message" rows="5" cols="60" class="form-textarea required form-element form-element--type-textarea" required="required" aria-required="true"></textarea></div>
        </div>
<div class="js-form-item form-item js-form-type-checkbox form-type--checkbox js-form-item-privacy form-item--privacy">
        <input data-drupal-selector="edit-privacy" type="checkbox" id="edit-privacy" name="privacy" value="1" class="form-checkbox required" required="required" aria-required="true" />
        <label for="edit-privacy" class="form-item__label option js-form-required form-required">Ho letto la <a href="/privacy-policy">privacy policy</a></label>
      </div>
<div data-drupal-selector="edit-actions" class="form-actions webform-actions js-form-wrapper form-wrapper" id="edit-actions--3"><input class="webform-button--submit button button--primary js-form-submit form-submit" data-drupal-selector="edit-actions-submit" type="submit" id="edit-actions-submit" name="op" value="Invia" />
</div>
<input data-drupal-selector="edit-webform-submission-contact-add-form" type="hidden" name="form_id" value="webform_submission_contact_add_form" />
</form>`,
  },
  {
    path: '/it/corsi-serali',
    lang: 'it',
    title: 'Giovedì in cucina: i corsi serali',
    description:
      'Corsi di cucina serali in italiano per chi abita in Val d’Orcia: il giovedì dalle 19 alle 22, con cena e vino.',
    system: 'node/22',
    bodyClass: 'path-node page-node-type-class',
    content: nodeFull({
      nid: 22,
      bundle: 'class',
      lang: 'it',
      fields: `${bodyField(`<p>Quattro serate in cucina, in italiano, per chi vive in Val d’Orcia e dintorni. Si cucina insieme con Marisa e Harriet e poi si cena, con il vino, intorno al lungo tavolo.</p>
<h2>Le date</h2>
<p><strong>Novembre 2026:</strong> 5, 12, 19 e 26 novembre – <em>La cucina del bosco: funghi, castagne e selvaggina</em><br><strong>Marzo 2027:</strong> 4, 11, 18 e 25 marzo – <em>Pasta ripiena e torte salate di primavera</em></p>`)}
${inlineField('days', 'Quando', 'il giovedì dalle 19:00 alle 22:00')}
${inlineField('price', 'Prezzo', '50 € a serata, 180 € per il ciclo di 4 serate (cena e vino compresi)', 'decimal')}
${inlineField('group-size', 'Posti', 'massimo 12 persone', 'integer')}
${inlineField('discount', 'Sconto', '10% per i residenti nel Comune di Vallerana')}
${inlineField('minimum-age', 'Età', 'dai 16 anni')}
${bodyField('<p>Iscrizioni per telefono o WhatsApp entro il lunedì prima della serata. Si può venire anche a una sola serata, se ci sono posti.</p>')}`,
    }),
  },
];
