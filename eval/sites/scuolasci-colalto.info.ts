import {
  accordion,
  article,
  COLALTO_EMAIL,
  COLALTO_PHONE,
  COLALTO_PHONE_HREF,
  COLALTO_WHATSAPP,
  COLALTO_WHATSAPP_HREF,
  type ColAltoLanguage,
  type ColAltoPage,
  wordTable,
} from './scuolasci-colalto.layout.ts';

/** A Menu Heading item: the breadcrumbs print it without a link. */
const INFO: [string] = ['Info'];

/** The map, blocked by the cookie plugin until consent: a placeholder with a button in its place. */
export const blockedMap = (lang: ColAltoLanguage) =>
  `<div class="cookieconsent-optout-marketing map-placeholder" style="background: #e9eef5; padding: 40px; text-align: center;"><p>${
    lang === 'it'
      ? 'La mappa di Google viene mostrata solo dopo aver accettato i cookie di terze parti.'
      : lang === 'de'
        ? 'Die Google-Karte wird erst angezeigt, wenn Sie Cookies von Drittanbietern akzeptieren.'
        : 'The Google map is shown only once you accept third-party cookies.'
  }</p><p><a href="#" class="btn btn-secondary cc-revoke-open">${lang === 'it' ? 'Gestisci i cookie' : lang === 'de' ? 'Cookies verwalten' : 'Manage cookies'}</a></p></div>`;

type Field = [
  name: string,
  label: string,
  type: 'text' | 'email' | 'tel' | 'select' | 'textarea',
  placeholder: string,
];

/**
 * A Convert Forms form as the `{convertforms 1}` shortcode renders it: labels above the inputs,
 * placeholders, a consent checkbox, and the success message hidden until the form is sent.
 */
export const convertForm = (
  fields: Field[],
  options: string[],
  consent: string,
  submit: string,
  success: string,
) => `<div id="cf_1" class="convertforms cf cf-img-above cf-form-bottom cf-success-hideform cf-hasLabels" style="--font-size: 15px; --color-primary: #1f4e79;" data-id="1">
<form name="cf1" id="cf1" method="post" action="#">
<div class="cf-form-wrap cf-col-16" style="">
<div class="cf-response" aria-live="polite" id="cf1_response"></div>
<div class="cf-fields">
${fields
  .map(([name, label, type, placeholder], i) => {
    const id = `form1_${name}`;
    const control =
      type === 'textarea'
        ? `<textarea name="cf[${name}]" id="${id}" placeholder="${placeholder}" class="cf-input" rows="5"></textarea>`
        : type === 'select'
          ? `<select name="cf[${name}]" id="${id}" class="cf-input"><option value="" disabled selected>${placeholder}</option>${options.map((o) => `<option value="${o}">${o}</option>`).join('')}</select>`
          : `<input type="${type}" name="cf[${name}]" id="${id}" ${i < 2 ? 'required ' : ''}placeholder="${placeholder}" autocomplete="off" class="cf-input">`;
    return `<div class="cf-control-group" data-key="${i + 1}" data-name="${name}" data-label="${label}" data-type="${type}"${i < 2 ? ' data-required' : ''}>
<div class="cf-control-label"><label class="cf-label" for="${id}">${label}${i < 2 ? '<span class="cf-required-label">*</span>' : ''}</label></div>
<div class="cf-control-input">${control}</div>
</div>`;
  })
  .join('\n')}
<div class="cf-control-group" data-key="9" data-name="privacy" data-type="gdpr" data-required>
<div class="cf-control-input"><div class="cf-checkbox-group"><input type="checkbox" name="cf[privacy]" id="form1_privacy" required value="1" class="cf-input"><label class="cf-label" for="form1_privacy">${consent}</label></div></div>
</div>
<div class="cf-control-group" data-key="10" data-type="submit">
<div class="cf-control-input"><div class="cf-text-left"><button type="submit" class="cf-btn cf-btn-style-flat cf-btn-shadow-0" style="border-radius: 5px; background-color: #1f4e79; color: #ffffff;"><span class="cf-btn-text">${submit}</span><span class="cf-spinner-container"><span class="cf-spinner"><span class="bounce1"></span><span class="bounce2"></span><span class="bounce3"></span></span></span></button></div></div>
</div>
</div>
</div>
<input type="hidden" name="cf[form_id]" value="1">
<input type="hidden" name="4f1d2c9a8b7e6d5c4b3a29180f7e6d5c" value="1">
<div class="cf-success-message" style="display: none;">${success}</div>
</form>
</div>`;

/** The com_contact view of the school office: name, address, phones and e-mail, misc info, then the form. */
export const contactView = (
  lang: ColAltoLanguage,
  heading: string,
  name: string,
  labels: [address: string, email: string, phone: string, mobile: string],
  country: string,
  misc: string,
  formHeading: string,
  form: string,
) => `<div class="com-contact contact" itemscope itemtype="https://schema.org/Person">
<div class="page-header"><h1>${heading}</h1></div>
<div class="page-header"><h2><span class="contact-name" itemprop="name">${name}</span></h2></div>
<div class="com-contact__container">
<div class="com-contact__thumbnail thumbnail"><img src="/images/contatti/ufficio-scuola-sci-col-alto.jpg" alt="${name}" width="360" height="240" loading="lazy" itemprop="image"></div>
<dl class="com-contact__address contact-address dl-horizontal" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
<dt><span class="icon-address" aria-hidden="true"></span><span class="visually-hidden">${labels[0]}</span></dt>
<dd><span class="contact-street" itemprop="streetAddress">${lang === 'de' ? 'Planstraße 14' : 'Via Plan 14'}</span></dd>
<dd><span class="contact-suburb" itemprop="addressLocality">${lang === 'de' ? 'Oberbrunn/Sorafonte' : 'Sorafonte/Oberbrunn'}</span></dd>
<dd><span class="contact-state" itemprop="addressRegion">BZ</span></dd>
<dd><span class="contact-postcode" itemprop="postalCode">39030</span></dd>
<dd><span class="contact-country" itemprop="addressCountry">${country}</span></dd>
<dt><span class="icon-envelope" aria-hidden="true"></span><span class="visually-hidden">${labels[1]}</span></dt>
<dd><span class="contact-emailto"><a href="mailto:${COLALTO_EMAIL}">${COLALTO_EMAIL}</a></span></dd>
<dt><span class="icon-phone" aria-hidden="true"></span><span class="visually-hidden">${labels[2]}</span></dt>
<dd><span class="contact-telephone" itemprop="telephone"><a href="${COLALTO_PHONE_HREF}">${COLALTO_PHONE}</a></span></dd>
<dt><span class="icon-mobile" aria-hidden="true"></span><span class="visually-hidden">${labels[3]}</span></dt>
<dd><span class="contact-mobile" itemprop="telephone"><a href="${COLALTO_WHATSAPP_HREF}">${COLALTO_WHATSAPP}</a></span></dd>
</dl>
</div>
<div class="com-contact__miscinfo contact-miscinfo">
<dl class="dl-horizontal">
<dt><span class="icon-info-circle" aria-hidden="true"></span></dt>
<dd><div class="contact-misc">${misc}</div></dd>
</dl>
</div>
<h3>${formHeading}</h3>
${form}
</div>`;

/** Rental, season and prices, directions, about us and the instructors, the FAQ and the contact page. */
export const colAltoInfoPages: ColAltoPage[] = [
  {
    path: '/noleggio',
    lang: 'it',
    title: 'Noleggio',
    description:
      'Noleggio sci, snowboard, scarponi e caschi accanto alla cabinovia Col Alto: listino per adulti e bambini, 1 e 6 giorni.',
    itemid: 108,
    view: 'article',
    body: article(
      'Noleggio Col Alto Sport',
      { author: 'Ufficio Scuola Sci', published: '2026-10-28T17:20:00+01:00', hits: 2290 },
      'it',
      `<p>Il nostro noleggio è al piano terra dell'ufficio, a 50 metri dalla cabinovia Col Alto. Sci, snowboard e scarponi sono stati rinnovati per la stagione 2026/27 e vengono preparati ogni sera.</p>
<p><strong>Orari del noleggio:</strong> tutti i giorni dalle 8:00 alle 18:00, il sabato fino alle 19:00.</p>
<p>&nbsp;</p>
${wordTable(
  [32, 17, 17, 17, 17],
  ['Articolo', 'Adulti 1 giorno', 'Adulti 6 giorni', 'Bambini* 1 giorno', 'Bambini* 6 giorni'],
  [
    ['Set sci + scarponi Base', '€ 29', '€ 145', '€ 17', '€ 85'],
    ['Set sci + scarponi Premium', '€ 44', '€ 220', { html: '–', colspan: 2 }],
    ['Solo sci Base', '€ 21', '€ 105', '€ 11', '€ 55'],
    ['Solo scarponi', '€ 13', '€ 65', '€ 8', '€ 40'],
    ['Set snowboard + scarponi', '€ 33', '€ 165', '€ 20', '€ 100'],
    ['Casco', '€ 6', '€ 30', '€ 4', '€ 20'],
    ['Set scialpinismo (sci con pelli e scarponi)', '€ 48', '€ 240', { html: 'non disponibile', colspan: 2 }],
    ['Kit ARTVA, pala e sonda', '€ 15', '€ 75', { html: 'non disponibile', colspan: 2 }],
    ['Zaino airbag', '€ 25', '€ 125', { html: 'non disponibile', colspan: 2 }],
    [{ html: '* Bambini fino a 13 anni compiuti. Per 2–5 giorni chiedete in negozio.', colspan: 5 }],
  ],
)}
<p>&nbsp;</p>
<p><strong>Casco:</strong> per legge il casco è obbligatorio per tutti gli sciatori e gli snowboarder sotto i 18 anni.<br><strong>Documento:</strong> al ritiro chiediamo un documento d'identità valido, che vi restituiamo alla riconsegna. Non chiediamo cauzione in contanti.<br><strong>Sconto:</strong> 10% sul noleggio per chi frequenta un corso o lezioni private con noi.<br><strong>Deposito sci:</strong> deposito riscaldato per sci e scarponi, € 5 al giorno.</p>
<p>Prenota online entro le 18:00 del giorno prima e trovi tutto pronto. La riconsegna è entro le 18:00 dell'ultimo giorno (il sabato entro le 19:00).</p>`,
    ),
  },
  {
    path: '/info/prezzi-e-stagione',
    lang: 'it',
    title: 'Prezzi e stagione',
    description:
      'Stagione invernale 2026/27 della Scuola Sci Col Alto: apertura, chiusura, alta e bassa stagione, giorni di chiusura e listino.',
    itemid: 110,
    view: 'article',
    trail: [INFO],
    body: article(
      'Prezzi e stagione 2026/27',
      { author: 'Ufficio Scuola Sci', published: '2026-09-30T12:00:00+02:00', hits: 4075 },
      'it',
      `<h2>Stagione invernale 2026/27</h2>
<p><strong>Apertura:</strong> sabato 5 dicembre 2026<br><strong>Chiusura:</strong> domenica 11 aprile 2027</p>
<p>Le date seguono l'apertura degli impianti di Funivie Col Alto: con poca neve l'apertura può slittare di qualche giorno.</p>
<p>&nbsp;</p>
${wordTable(
  [40, 35, 25],
  ['Periodo', 'Date', 'Tariffa'],
  [
    ['Inizio stagione', '05.12.2026 – 18.12.2026', 'Bassa stagione'],
    ['Natale e Capodanno', '19.12.2026 – 06.01.2027', 'Alta stagione'],
    ['Gennaio', '07.01.2027 – 05.02.2027', 'Bassa stagione'],
    ['Febbraio e Carnevale', '06.02.2027 – 07.03.2027', 'Alta stagione'],
    ['Marzo e Pasqua', '08.03.2027 – 11.04.2027', 'Bassa stagione'],
  ],
)}
<p>&nbsp;</p>
<h3>Giorni di chiusura</h3>
<p>Il 25 dicembre la scuola è chiusa: niente lezioni, corsi o Kinderclub. L'ufficio apre solo dalle 16:00 alle 18:00 per le iscrizioni.<br>Il 24 e il 31 dicembre il Kinderclub chiude alle 13:00.<br>Tutti gli altri giorni della stagione siamo aperti; il sabato però non ci sono corsi collettivi e il Kinderclub è chiuso.</p>
<h3>Listino 2026/27 in breve</h3>
<ul>
<li>Lezione privata, 1 persona: € 62 all'ora in bassa stagione, € 72 in alta stagione</li>
<li>Corso collettivo adulti, 5 giorni: € 229</li>
<li>Corso collettivo bambini, 5 giorni: € 279</li>
<li>Kinderclub, giornata intera con pranzo: € 89</li>
<li>Set sci e scarponi Base per adulti: € 29 al giorno</li>
</ul>
<p>Tutti i prezzi sono in euro, IVA compresa. Lo skipass non è compreso: si acquista alle casse di Funivie Col Alto. I dettagli sono nelle pagine <a href="/corsi/lezioni-private">Lezioni private</a>, <a href="/corsi/corsi-collettivi">Corsi collettivi</a>, <a href="/corsi/kinderclub">Kinderclub</a> e <a href="/noleggio">Noleggio</a>.</p>`,
    ),
  },
  {
    path: '/info/come-arrivare',
    lang: 'it',
    title: 'Come arrivare',
    description:
      'Come arrivare a Sorafonte e alla Scuola Sci Col Alto: in auto, in treno, con lo skibus, parcheggi.',
    itemid: 111,
    view: 'article',
    trail: [INFO],
    body: article(
      'Come arrivare',
      { author: 'Ufficio Scuola Sci', published: '2026-10-02T09:00:00+02:00', hits: 1533 },
      'it',
      `<p>L'ufficio della scuola e il noleggio sono a Sorafonte/Oberbrunn (1.210 m), accanto alla partenza della cabinovia Col Alto.<br>Indirizzo per il navigatore: <strong>Via Plan 14, 39030 Sorafonte (BZ)</strong></p>
<h3>In auto</h3>
<p>Autostrada A22 del Brennero, uscita Bressanone/Val Pusteria; poi la statale della Val Pusteria fino a Valdora e, alla rotonda, la strada provinciale per Sorafonte (11 km). Dall'uscita dell'autostrada ci vogliono circa 45 minuti.</p>
<p><span style="color: #c00000;">Dal 15 novembre al 15 aprile sono obbligatori pneumatici invernali o catene a bordo.</span></p>
<h3>Parcheggi</h3>
<p>P1 Cabinovia (coperto, 250 posti, davanti all'ufficio): € 12 al giorno<br>P2 Plan (all'aperto): € 7 al giorno<br>P3 Pradel: gratuito, a 10 minuti a piedi o una fermata di skibus</p>
<h3>In treno</h3>
<p>La stazione più vicina è Valdora-Sorafonte, sulla linea della Val Pusteria, a 11 km. Dalla stazione si prosegue con lo skibus.</p>
<h3>Skibus</h3>
<p>Linea 442 Valdora – Sorafonte – Col Alto: ogni 30 minuti dalle 7:40 alle 18:40. Scendete alla fermata "Sorafonte Cabinovia", a 50 metri dall'ufficio. Lo skibus è gratuito con lo skipass valido o con la carta ospite.</p>
<h3>In aereo</h3>
<p>Gli aeroporti più vicini sono Bolzano (95 km) e Innsbruck (115 km).</p>
<p>&nbsp;</p>
${blockedMap('it')}`,
    ),
  },
  {
    path: '/chi-siamo',
    lang: 'it',
    title: 'Chi siamo',
    description:
      'La Scuola Sci Col Alto dal 1979: la nostra storia, i maestri, lo sci adattato e le guide alpine.',
    itemid: 114,
    view: 'article',
    body: article(
      'Chi siamo',
      { author: 'Markus Feichtnar', published: '2025-11-03T10:00:00+01:00', hits: 1871 },
      'it',
      `<p>La Scuola Sci Col Alto è nata nel 1979, quando Alois Feichtnar e altri cinque maestri di Sorafonte aprirono un ufficio in una baracca di legno accanto alla vecchia seggiovia. Oggi siamo una cooperativa di 34 maestri di sci e snowboard, tutti diplomati e iscritti all'albo professionale dei maestri di sci dell'Alto Adige. Il direttore è Markus Feichtnar, figlio di Alois.</p>
<p>&nbsp;</p>
<h2>I nostri maestri</h2>
<table style="width: 100%;" cellpadding="6">
<tbody>
<tr>
<td style="width: 160px;"><img src="/images/maestri/markus-feichtnar.jpg" alt="Markus Feichtnar" width="150" height="150"></td>
<td><strong>Markus Feichtnar</strong> – direttore, maestro di sci e allenatore<br><em>Lingue:</em> italiano, tedesco, inglese<br><em>Specialità:</em> carving e allenamento per le gare</td>
</tr>
<tr>
<td><img src="/images/maestri/giulia-ronchetti.jpg" alt="Giulia Ronchetti" width="150" height="150"></td>
<td><strong>Giulia Ronchetti</strong> – responsabile del Kinderclub<br><em>Lingue:</em> italiano, inglese, spagnolo<br><em>Specialità:</em> bambini dai 3 anni, i primi passi sugli sci</td>
</tr>
<tr>
<td><img src="/images/maestri/hannes-tavella.jpg" alt="Hannes Tavella" width="150" height="150"></td>
<td><strong>Hannes Tavella</strong> – maestro di snowboard<br><em>Lingue:</em> tedesco, italiano, inglese<br><em>Specialità:</em> freestyle e snowpark</td>
</tr>
<tr>
<td><img src="/images/maestri/katka-novotna.jpg" alt="Katka Novotná" width="150" height="150"></td>
<td><strong>Katka Novotná</strong> – maestra di sci<br><em>Lingue:</em> ceco, tedesco, inglese, italiano<br><em>Specialità:</em> adulti principianti e chi torna sugli sci dopo tanti anni</td>
</tr>
<tr>
<td><img src="/images/maestri/pieter-van-dalen.jpg" alt="Pieter van Dalen" width="150" height="150"></td>
<td><strong>Pieter van Dalen</strong> – maestro di sci<br><em>Lingue:</em> olandese, inglese, tedesco<br><em>Specialità:</em> telemark (è l'unico della scuola a insegnarlo) e fuoripista</td>
</tr>
<tr>
<td><img src="/images/maestri/elena-mair.jpg" alt="Elena Mair" width="150" height="150"></td>
<td><strong>Elena Mair</strong> – maestra di sci<br><em>Lingue:</em> tedesco, italiano<br><em>Specialità:</em> sci adattato con il dualski</td>
</tr>
<tr>
<td><img src="/images/maestri/tomasz-wojcik.jpg" alt="Tomasz Wójcik" width="150" height="150"></td>
<td><strong>Tomasz Wójcik</strong> – maestro di sci e snowboard<br><em>Lingue:</em> polacco, inglese, italiano<br><em>Specialità:</em> snowboard per ragazzi</td>
</tr>
</tbody>
</table>
<p>&nbsp;</p>
<h3>Sci adattato</h3>
<p>Elena Mair e due colleghi insegnano a sciare con il dualski, uno sci-sedia guidato dal maestro, a persone con disabilità motorie o cognitive. Sono lezioni private su prenotazione, agli stessi prezzi delle altre lezioni private, dualski compreso.</p>
<h3>Le guide alpine</h3>
<p>Per il freeride e lo scialpinismo lavoriamo con le Guide Alpine Sorafonte (referente: Damian Plankl, guida alpina UIAGM).</p>`,
    ),
  },
  {
    path: '/info/faq',
    lang: 'it',
    title: 'Domande frequenti',
    description:
      'Le domande più frequenti: maltempo, skipass, rimborsi, assicurazione, punto d’incontro, pagamenti, oggetti smarriti.',
    itemid: 112,
    view: 'article',
    trail: [INFO],
    body: article(
      'Domande frequenti',
      { author: 'Ufficio Scuola Sci', published: '2026-10-05T16:45:00+02:00', hits: 3356 },
      'it',
      `<p>Non trovi la risposta che cerchi? Chiamaci o scrivici su WhatsApp: siamo qui per aiutarti.</p>
${accordion([
  [
    'Cosa succede se piove o se non c\u2019è neve?',
    '<p>Le lezioni si svolgono con qualsiasi tempo: con neve, pioggia o nebbia si va comunque in pista. Solo se Funivie Col Alto chiude gli impianti spostiamo le lezioni a un altro giorno o, se non è possibile, le rimborsiamo per intero.</p>',
  ],
  [
    'Lo skipass è compreso nel prezzo?',
    '<p>No, le lezioni non includono lo skipass: si acquista alle casse di Funivie Col Alto, alla partenza della cabinovia. Il tappeto magico del Kinderland è gratuito per gli allievi della scuola, quindi i principianti che restano al campo scuola non hanno bisogno dello skipass.</p>',
  ],
  [
    'Mi rimborsate le lezioni se mi ammalo o mi faccio male?',
    '<p>Sì, le lezioni non godute per malattia o infortunio vengono rimborsate presentando un certificato medico. Senza certificato medico non rimborsiamo le lezioni perse.</p>',
  ],
  [
    'Serve un\u2019assicurazione?',
    '<p>Per legge chi scia in pista deve avere un\u2019assicurazione di responsabilità civile (RC) per i danni a terzi: si può acquistare insieme allo skipass. I nostri maestri hanno la loro assicurazione RC professionale; l\u2019assicurazione infortuni degli allievi non è compresa nei nostri prezzi.</p>',
  ],
  [
    'Dove ci troviamo per la lezione?',
    '<p>Punto d\u2019incontro per le lezioni private e i corsi adulti: casetta della scuola al Plan de Mezo, alla stazione a monte della cabinovia.<br>Principianti e bambini dei corsi principianti: Kinderland Sorafonte, accanto all\u2019ufficio.<br>Il primo giorno dei corsi collettivi: alle 9:15 davanti all\u2019ufficio.</p>',
  ],
  [
    'Come posso pagare?',
    '<p>In ufficio accettiamo contanti, bancomat e carte di credito Visa e Mastercard; l\u2019acconto si può pagare con bonifico bancario o con carta al momento della prenotazione online. <strong>Non accettiamo American Express</strong> né assegni.</p>',
  ],
  [
    'I genitori possono guardare la lezione?',
    '<p>Certo, dalla terrazza del Kinderland o a bordo pista. Vi chiediamo solo di non intervenire e di non seguire il gruppo sulle piste: i bambini si distraggono.</p>',
  ],
  [
    'Ho perso qualcosa durante la lezione: a chi chiedo?',
    '<p>Chiedete in ufficio: gli oggetti smarriti che maestri e allievi trovano restano da noi fino a fine stagione; poi li consegniamo all\u2019ufficio oggetti smarriti del Comune di Sorafonte.</p>',
  ],
  [
    'Da che età si può iniziare?',
    '<p>Baby club dai 2 anni, lezioni private dai 3 anni, corsi collettivi dai 4 anni. Per lo snowboard: lezioni private dai 6 anni, corsi dai 9.</p>',
  ],
  [
    'Mio figlio non ha mai sciato: cosa ci consigliate?',
    '<p>Dai 4 anni il corso collettivo per principianti: si parte al Kinderland con il tappeto magico e, quando i bambini sanno fermarsi e curvare, si sale al Plan de Mezo. A 3 anni è meglio il Kinderclub oppure una lezione privata di un\u2019ora.</p>',
  ],
  [
    'Cosa succede se arrivo in ritardo?',
    '<p>La lezione finisce comunque all\u2019orario prenotato e non viene prolungata. Dopo 30 minuti senza avviso il maestro non è più tenuto ad aspettare e la lezione è dovuta per intero.</p>',
  ],
  [
    'Come si prenota?',
    '<p>Online dal pulsante <em>Prenota online</em>, per telefono, su WhatsApp o di persona in ufficio. Per le lezioni private in alta stagione prenotate con largo anticipo.</p>',
  ],
  [
    'Posso noleggiare sci e scarponi da voi?',
    '<p>Sì, al <a href="/noleggio">noleggio</a> al piano terra dell\u2019ufficio; chi frequenta un corso o lezioni private ha il 10% di sconto.</p>',
  ],
])}`,
    ),
  },
  {
    path: '/contatti',
    lang: 'it',
    title: 'Contatti',
    description:
      'Contatti della Scuola Sci Col Alto: indirizzo, telefono, WhatsApp, email e modulo di richiesta.',
    itemid: 116,
    view: 'contact',
    body: contactView(
      'it',
      'Contatti',
      'Scuola Sci Col Alto – Ufficio e noleggio',
      ['Indirizzo', 'Email', 'Telefono', 'Cellulare'],
      'Italia',
      `<p>L'ufficio è accanto alla partenza della cabinovia Col Alto, al piano sopra il noleggio.</p>
<p>Telefono: ${COLALTO_PHONE}<br>WhatsApp: ${COLALTO_WHATSAPP} (solo messaggi: su WhatsApp non rispondiamo alle chiamate)<br>Email: ${COLALTO_EMAIL}<br>Freeride e scialpinismo, Guide Alpine Sorafonte: +39 347 559 0821</p>`,
      'Scrivici',
      convertForm(
        [
          ['nome', 'Nome e cognome', 'text', 'Es. Anna Rossi'],
          ['email', 'Email', 'email', 'La tua email'],
          ['telefono', 'Telefono / WhatsApp', 'tel', '+39 …'],
          ['richiesta', 'Tipo di richiesta', 'select', 'Scegli…'],
          ['date', 'Date del soggiorno', 'text', 'Es. dal 27/12 al 3/1'],
          ['persone', 'Persone, età e livello', 'text', 'Es. 2 adulti principianti, 1 bambino di 6 anni'],
          ['messaggio', 'Messaggio', 'textarea', 'Scrivi qui la tua domanda'],
        ],
        [
          'Lezione privata',
          'Corso collettivo',
          'Kinderclub / Baby club',
          'Freeride / scialpinismo',
          'Noleggio',
          'Altro',
        ],
        'Ho letto l\u2019<a href="/privacy-policy" target="_blank">informativa privacy</a> e acconsento al trattamento dei miei dati.',
        'Invia richiesta',
        'Grazie! Abbiamo ricevuto la tua richiesta e ti rispondiamo al più presto.',
      ),
    ),
  },
];
