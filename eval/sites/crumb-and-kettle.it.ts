import {
  a,
  boldLine,
  button,
  CRUMB_EMAIL,
  CRUMB_PHONE,
  CRUMB_POSTCODE,
  CRUMB_STREET,
  type CrumbPage,
  cards,
  hero,
  line,
  p,
  rt,
  section,
  ul,
} from './crumb-and-kettle.layout.ts';

/*
 * The Italian section Luca wrote for Italian visitors: two ordinary pages of the same site (the builder has
 * one language per site, so they are `lang="en-GB"` like the rest), "Italiano" in the menu and the footer
 * leading to the first, which links to the second. Some facts are only here: Luca at the counter Tuesday to
 * Saturday, the language school discount, coach groups, the focaccia class in Italian, the train from
 * London, the cover charge, how long the sourdough keeps.
 */

const benvenuti: CrumbPage = {
  path: '/italiano',
  title: 'Benvenuti! Informazioni in italiano',
  description:
    'Crumb &amp; Kettle, forno e caffetteria a Stowcombe, nelle Cotswolds: orari, cosa assaggiare, torte su ordinazione e corsi. Si parla italiano!',
  body: `${hero('Benvenuti da Crumb &amp; Kettle!', 'Un forno e una caffetteria nel cuore delle Cotswolds. E sì, si parla italiano.', 'hannah-luca-counter.jpg')}
${section(
  'content',
  'Ciao!',
  rt(
    p(
      'Sono Luca, bolognese, e con Hannah (inglese, fornaia) ho aperto Crumb &amp; Kettle. Ogni anno passano da Stowcombe tanti italiani in viaggio nelle Cotswolds, e allora ho scritto queste due pagine per voi.',
    ),
    p(
      '**Si parla italiano:** mi trovate al bancone dal martedì al sabato. La domenica c&#x27;è Jess, che l&#x27;italiano lo capisce un pochino.',
    ),
  ),
)}
${section(
  'content',
  'Orari',
  rt(
    ul(
      'Dal martedì al venerdì: 7:30 – 16:00',
      'Sabato: 8:00 – 16:00',
      'Domenica: 9:00 – 14:00',
      'Lunedì: chiuso',
    ),
    p('La colazione si serve fino alle 11:30, il pranzo dalle 12:00 alle 14:30.'),
  ),
)}
${section(
  'content',
  'Cosa assaggiare',
  cards([
    {
      title: 'Il caffè',
      text: 'Espresso come a casa (£2,40) e cappuccino (£3,60), anche dopo le undici: qui nessuno vi giudica.',
    },
    {
      title: 'Cream tea',
      text: 'La tradizione inglese: due scones con marmellata e clotted cream e una teiera di tè, £9,50.',
    },
    {
      title: 'Il pane',
      text: 'Pane a lievitazione naturale sfornato ogni mattina dalle 4. Il pane rimasto alle 15:00 costa la metà.',
    },
  ]),
)}
${section(
  'content',
  'Sconti e gruppi',
  rt(
    p(
      '**Studenti della Cotswold Language School:** 10% di sconto su tutto il menù della caffetteria mostrando la tessera della scuola (non vale per le torte su ordinazione e i corsi).',
    ),
    p(
      '**Gruppi in pullman:** per gruppi di più di 12 persone avvisateci almeno 48 ore prima. Possiamo preparare un cream tea di gruppo a £12 a persona (tè o caffè e uno scone con marmellata e clotted cream).',
    ),
  ),
)}
${section(
  'content',
  'Torte e corsi',
  rt(
    p(
      `Le torte per le feste si ordinano con almeno 7 giorni di anticipo e si ritirano in negozio (${a('Celebration Cakes', '/celebration-cakes')}, in inglese).`,
    ),
    p(
      `Il corso di focaccia di **lunedì 25 gennaio 2027** lo tengo io, in italiano (e in inglese per chi non lo parla). Tutti i corsi sono nella pagina ${a('Baking Classes', '/baking-classes')}.`,
    ),
  ),
  button('Informazioni pratiche', '/italiano-informazioni'),
)}`,
};

const informazioni: CrumbPage = {
  path: '/italiano-informazioni',
  title: 'Informazioni pratiche',
  description:
    'Come arrivare a Stowcombe, parcheggio, pagamenti, allergeni, cani e prenotazioni: tutto quello che serve sapere prima di venire da Crumb &amp; Kettle.',
  body: `${hero('Informazioni pratiche', 'Tutto quello che serve sapere prima di venire a trovarci.', 'shopfront-sheep-street.jpg')}
${section(
  'content',
  'Dove siamo e come arrivare',
  rt(
    p(`Siamo al ${CRUMB_STREET}, Stowcombe, ${CRUMB_POSTCODE}, tra la piazza del mercato e la chiesa.`),
    p(
      '**Da Londra:** treno da Paddington a Kingham (circa 1 ora e 25 minuti), poi taxi fino a Stowcombe (circa 15 minuti, più o meno £25). Conviene prenotare il taxi prima.',
    ),
    p('**Da Cheltenham:** autobus 801, ogni ora dal lunedì al sabato. La domenica non passa.'),
    p(
      '**In auto:** a Sheep Street non si parcheggia. Il parcheggio più vicino è quello di Market Square, a pagamento, a 3 minuti a piedi.',
    ),
  ),
)}
${section(
  'content',
  'Da sapere',
  boldLine('Pagamenti'),
  rt(p('Solo carte (anche Apple Pay e Google Pay): non accettiamo contanti.')),
  boldLine('Coperto e mance'),
  rt(
    p(
      'Non facciamo pagare il coperto e il servizio non è compreso. Le mance non sono obbligatorie: se le lasciate, vanno tutte allo staff.',
    ),
  ),
  boldLine('Prenotazioni'),
  rt(
    p(
      'Non prendiamo prenotazioni per i tavoli, tranne per l&#x27;afternoon tea (almeno 48 ore prima) e per i gruppi di 8 o più persone.',
    ),
  ),
  boldLine('Allergie e celiachia'),
  rt(
    p(
      'Lavoriamo in una piccola cucina dove usiamo frutta a guscio tutti i giorni: non possiamo garantire che un prodotto sia senza frutta a guscio. Non facciamo pane senza glutine, e le due torte senza glutine non sono adatte ai celiaci.',
    ),
  ),
  boldLine('Cani'),
  rt(p('I cani sono benvenuti nel cortile, ma non dentro il locale, tranne i cani d&#x27;assistenza.')),
  boldLine('Portare il pane in Italia'),
  rt(
    p(
      'Il nostro pane a lievitazione naturale si conserva 4–5 giorni in un sacchetto di carta. Se lo portate in aereo ve lo incartiamo per il viaggio.',
    ),
  ),
)}
${section(
  'content',
  'Contatti',
  line(`Telefono ${CRUMB_PHONE} · Email ${CRUMB_EMAIL} · Scriveteci pure in italiano!`),
)}`,
};

export const crumbItalianPages: CrumbPage[] = [benvenuti, informazioni];
