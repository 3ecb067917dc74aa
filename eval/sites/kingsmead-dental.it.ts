import {
  button,
  divider,
  heading,
  image,
  KD_BOOKING,
  KD_EMAIL,
  KD_PHONE,
  type KingsmeadPage,
  p,
  section,
  text,
  themed,
  ul,
} from './kingsmead-dental.layout.ts';
import { fee, hero } from './kingsmead-dental.pages.ts';

/**
 * The Italian pages, made by hand under /it/ (Squarespace has one navigation and one site language, so they
 * keep the English header and footer): five translations of English pages, and a page for Italian students
 * that exists only in Italian.
 */
export const kingsmeadItalian: KingsmeadPage[] = [
  {
    path: '/it',
    title: 'Dentista a Bath | Studio dentistico NHS e privato',
    description:
      'Kingsmead Dental Practice: studio dentistico indipendente nel centro di Bath, pazienti NHS e privati. Parliamo italiano.',
    lang: 'it',
    alternates: { en: '/', it: '/it' },
    body: `${themed('dark', [
      text(
        `<h1 style="white-space:pre-wrap;">Il vostro dentista nel cuore di Bath</h1>${p(
          'Studio dentistico indipendente su Kingsmead Terrace dal 1994, per pazienti NHS e privati, a cinque minuti a piedi dalla stazione di Bath Spa.',
        )}`,
      ),
      image('kingsmead-terrace-front.jpg', 'Kingsmead Dental Practice, Kingsmead Terrace'),
    ])}
${section(
  heading('Nuovi pazienti'),
  text(
    'Accettiamo nuovi pazienti privati. La nostra lista NHS è chiusa per gli adulti, ma è aperta per i ragazzi sotto i 18 anni. <a href="/it/nuovi-pazienti">Come registrarsi</a>.',
  ),
  heading('Visite di controllo'),
  text(
    'Visita di controllo privata: £65. Prima visita per i nuovi pazienti: £95. <a href="/it/tariffe">Tutte le tariffe</a>.',
  ),
  heading('Urgenze'),
  text(
    'Ogni mattina, dal lunedì al venerdì, teniamo liberi alcuni appuntamenti urgenti in giornata: chiamate alle 8:00. <a href="/it/emergenze">Emergenze dentali</a>.',
  ),
  heading('Orari'),
  text(
    'Lunedì, martedì e giovedì 8:30–17:30; mercoledì 8:30–19:30; venerdì 8:30–16:00; il primo sabato del mese 9:00–13:00. Domenica e festivi chiuso.',
  ),
)}
${themed(
  'light',
  [
    text(
      `<h2 style="white-space:pre-wrap;">Parliamo italiano</h2>${p(
        'La dott.ssa Giulia Ferraro, laureata a Bologna, riceve il mercoledì (anche la sera) e il giovedì.',
        'Sei uno studente italiano a Bath? Leggi la nostra pagina <a href="/it/studenti-italiani">Studenti italiani a Bath</a>.',
      )}`,
    ),
  ],
  [button('Contatti', '/it/contatti'), button('Prenota online', '/book-online', 'secondary')],
)}`,
  },
  {
    path: '/it/nuovi-pazienti',
    title: 'Nuovi pazienti',
    description: 'Registrarsi come nuovo paziente a Kingsmead Dental Practice, Bath.',
    lang: 'it',
    alternates: { en: '/new-patients', it: '/it/nuovi-pazienti' },
    body: `${hero('Nuovi pazienti', 'Al momento accettiamo nuovi pazienti <strong>privati</strong>.')}
${section(
  heading('Pazienti privati'),
  text(
    'Potete registrarvi come pazienti privati e pagare ogni appuntamento secondo le nostre <a href="/it/tariffe">tariffe</a>, oppure aderire al Kingsmead Care Plan con un pagamento mensile.',
  ),
  heading('Posti NHS'),
  text(
    p(
      'La nostra lista NHS è <strong>chiusa per gli adulti</strong> (dai 18 anni in su) e non teniamo una lista d&rsquo;attesa. Per trovare un dentista NHS che accetta adulti, usate il servizio &lsquo;Find a dentist&rsquo; del NHS o chiamate il 111.',
      'La lista NHS è <strong>aperta per i minori di 18 anni</strong>, per i quali le cure NHS sono gratuite. Alla prima visita deve essere presente un genitore o tutore.',
    ),
  ),
  heading('La prima visita'),
  text(
    p(
      'La prima visita costa £95 e dura 45 minuti. Comprende le radiografie necessarie, il controllo delle gengive, lo screening del cancro orale e un piano di cure scritto con i costi.',
      'Arrivate 10 minuti prima e portate l&rsquo;elenco dei farmaci che prendete.',
    ),
  ),
  button('Registrati online', KD_BOOKING),
)}`,
  },
  {
    path: '/it/emergenze',
    title: 'Emergenze dentali',
    description:
      'Appuntamenti urgenti in giornata ogni mattina dal lunedì al venerdì. Fuori orario chiamate il NHS 111.',
    lang: 'it',
    alternates: { en: '/emergency-appointments', it: '/it/emergenze' },
    body: `${hero('Emergenze dentali', 'Mal di denti, gonfiore, un dente rotto o una corona staccata? Di solito possiamo vedervi in giornata.', 'kingsmead-surgery-one.jpg')}
${section(
  heading('Appuntamenti urgenti in giornata'),
  text(
    p(
      `Ogni mattina dal lunedì al venerdì teniamo liberi alcuni appuntamenti urgenti. Chiamate alle <strong>8:00</strong>, quando aprono le linee telefoniche, al numero ${KD_PHONE}. I posti vengono assegnati in ordine di chiamata.`,
      'Gli appuntamenti urgenti non si prenotano online né via email, e il sabato non ci sono appuntamenti urgenti.',
    ),
  ),
  heading('Costi'),
  fee('Visita d&rsquo;urgenza privata', '£95'),
  fee('Cure urgenti NHS (solo nostri pazienti NHS)', '£27,90'),
  fee('Iscritti al Kingsmead Care Plan', 'Gratuito'),
  text(
    'La visita d&rsquo;urgenza da £95 comprende la visita, eventuali radiografie e le cure per togliere il dolore. Le cure successive si pagano a parte.',
  ),
  heading('Quando siamo chiusi'),
  text(
    'La sera, nel fine settimana e nei giorni festivi chiamate il <strong>NHS 111</strong>, che può prenotarvi presso il servizio dentistico d&rsquo;urgenza. Per gonfiori che rendono difficile respirare o deglutire, o per un&rsquo;emorragia che non si ferma, andate al pronto soccorso (A&amp;E) o chiamate il 999.',
  ),
)}`,
  },
  {
    path: '/it/tariffe',
    title: 'Tariffe',
    description: 'Le tariffe private di Kingsmead Dental Practice e i costi NHS in Inghilterra.',
    lang: 'it',
    alternates: { en: '/fees', it: '/it/tariffe' },
    body: `${hero('Tariffe', 'Le nostre tariffe private dal 1° aprile 2026.')}
${section(
  heading('Visite'),
  fee('Prima visita (45 minuti, radiografie incluse)', '£95'),
  fee('Visita di controllo', '£65'),
  fee('Visita di controllo bambini (sotto i 18 anni)', '£35'),
  fee('Visita d&rsquo;urgenza', '£95'),
  divider(),
  heading('Igiene'),
  fee('Pulizia dei denti con l&rsquo;igienista (30 minuti)', '£75'),
  fee('Igiene prolungata (45 minuti)', '£105'),
  divider(),
  heading('Cure'),
  fee('Otturazione estetica piccola', '£145'),
  fee('Otturazione estetica grande', '£195'),
  fee('Corona in ceramica', '£795'),
  fee('Devitalizzazione dente anteriore', '£395'),
  fee('Devitalizzazione molare', 'da £695'),
  fee('Estrazione semplice', '£150'),
  fee('Protesi parziale scheletrata', '£1.250'),
  divider(),
  heading('Impianti, Invisalign e sbiancamento'),
  fee('Impianto singolo con corona', 'da £2.495'),
  fee('Invisalign Lite', 'da £2.950'),
  fee('Sbiancamento domiciliare', '£350'),
  fee('Sedazione endovenosa (a seduta)', '£295'),
)}
${section(
  heading('Costi NHS in Inghilterra'),
  fee('Band 1: visita, diagnosi, radiografie e, se necessaria, pulizia', '£27,90'),
  fee('Band 2: Band 1 più otturazioni, devitalizzazioni ed estrazioni', '£76,60'),
  fee('Band 3: Band 1 e 2 più corone, protesi e ponti', '£332,10'),
  text(
    'Gli iscritti al Kingsmead Care Plan hanno il 10% di sconto sulle cure (esclusi impianti, Invisalign, sbiancamento e sedazione). I dettagli del piano sono sulla pagina <a href="/dental-plan">Kingsmead Care Plan</a> (in inglese).',
  ),
)}`,
  },
  {
    path: '/it/contatti',
    title: 'Contatti',
    description: 'Come contattare Kingsmead Dental Practice, 11 Kingsmead Terrace, Bath BA1 1EN.',
    lang: 'it',
    alternates: { en: '/contact', it: '/it/contatti' },
    body: `${hero('Contatti', 'Il modo più veloce per contattarci è il telefono.')}
${section(
  [
    text(
      `<h3 style="white-space:pre-wrap;">Telefono</h3>${p(`<a href="tel:+441632960418">${KD_PHONE}</a>`, 'Dal lunedì al venerdì dalle 8:00; chiuso per pranzo dalle 13:00 alle 14:00.')}`,
    ),
    text(
      `<h3 style="white-space:pre-wrap;">Email</h3>${p(`<a href="mailto:${KD_EMAIL}">${KD_EMAIL}</a>`, 'Rispondiamo entro 2 giorni lavorativi. Per le urgenze telefonate.')}`,
    ),
  ],
  heading('Indirizzo'),
  text(
    '11 Kingsmead Terrace, Bath BA1 1EN. A cinque minuti a piedi dalla stazione ferroviaria di Bath Spa e dalla stazione degli autobus. <a href="/find-us">Come arrivare e dove parcheggiare</a> (in inglese).',
  ),
  heading('Orari di apertura'),
  text(
    ul(
      'Lunedì, martedì, giovedì: 8:30–17:30',
      'Mercoledì: 8:30–19:30',
      'Venerdì: 8:30–16:00',
      'Primo sabato del mese: 9:00–13:00',
      'Domenica e festivi: chiuso',
    ),
  ),
)}`,
  },
  {
    path: '/it/studenti-italiani',
    title: 'Studenti italiani a Bath',
    description:
      'Studenti italiani a Bath: dentista NHS o privato, tessera TEAM (EHIC), sconto studenti e una dentista che parla italiano.',
    lang: 'it',
    body: `${hero('Studenti italiani a Bath', 'Studi all&rsquo;University of Bath o alla Bath Spa University? Ecco come funziona il dentista nel Regno Unito.')}
${section(
  heading('Ho diritto al NHS?'),
  text(
    p(
      'Se sei a Bath per un soggiorno breve (per esempio un semestre di Erasmus) e hai una tessera sanitaria italiana valida, la <strong>TEAM</strong> (la tessera europea EHIC, sul retro della tessera sanitaria), hai diritto alle cure NHS necessarie durante il soggiorno.',
      'Se hai un visto da studente per un corso di più di 6 mesi, hai pagato l&rsquo;Immigration Health Surcharge e hai accesso al NHS come un residente.',
      'La <strong>GHIC</strong> è la tessera dei residenti nel Regno Unito per le cure in Europa: non serve a te a Bath, ma ai tuoi compagni britannici quando vengono in Italia.',
      'Attenzione: anche con la TEAM le cure dentistiche NHS <strong>non sono gratuite</strong> per chi ha più di 18 anni. Si pagano le stesse tariffe dei residenti, per esempio £27,90 per una visita (Band 1).',
    ),
  ),
  heading('Da noi'),
  text(
    p(
      'La nostra lista NHS è chiusa per gli adulti, quindi possiamo vederti come paziente privato. Se hai dolore, chiama alle 8:00 per un appuntamento d&rsquo;urgenza privato (£95). Per un&rsquo;urgenza NHS, chiama il 111.',
    ),
  ),
  heading('Sconto studenti'),
  text(
    p(
      'Con una tessera universitaria valida dell&rsquo;University of Bath o della Bath Spa University hai il <strong>10% di sconto</strong> sulle cure private.',
      'Lo sconto non vale per impianti, Invisalign, sbiancamento e Kingsmead Care Plan, e non si somma ad altre offerte.',
    ),
  ),
  heading('Una dentista che parla italiano'),
  text(
    'La dott.ssa Giulia Ferraro riceve il mercoledì, anche la sera fino alle 19:30 (comodo dopo le lezioni), e il giovedì.',
  ),
  heading('Cosa portare'),
  text(
    ul(
      'la tessera universitaria',
      'la TEAM oppure il tuo eVisa',
      'l&rsquo;elenco dei farmaci che prendi',
      'se le hai, le radiografie recenti del tuo dentista in Italia',
    ),
  ),
  button('Chiamaci: 01632 960418', 'tel:+441632960418'),
)}`,
  },
];
