import {
  a,
  buttons,
  container,
  DALES_EMAIL,
  DALES_PHONE,
  DALES_PHONE_HREF,
  DALES_POSTCODE,
  DALES_STREET,
  type DalesPage,
  grid,
  h2,
  h3,
  headline,
  hero,
  iconLine,
  list,
  p,
  price,
  section,
  table,
} from './dalesway-cycle-tours.layout.ts';

/*
 * The three pages Elena translated with Polylang for Italian visitors (`lang="it-IT"`, their own short menu, the
 * footer widgets left in English): home, e-bike hire and contact. The guided rides in Italian, the ITALIA10 code,
 * Elena's WhatsApp and the Leeds Bradford airport transfer are only here; everything else is only in English.
 */

const home: DalesPage = {
  path: '/it/',
  id: 120,
  title: 'Home',
  kind: 'home',
  lang: 'it',
  translation: '/',
  description:
    'Dalesway Cycle Tours a Settle: noleggio e-bike, uscite guidate e tour in bicicletta con trasporto bagagli nelle Yorkshire Dales, in Inghilterra.',
  body: `${hero(
    'Pedalare nelle Yorkshire Dales, da Settle',
    'Noleggio e-bike, uscite guidate e tour con trasporto bagagli, a 2 minuti dalla stazione di Settle.',
    'home-hero-ribblehead.jpg',
    [
      ['Noleggio e-bike', '/it/noleggio-e-bike'],
      ['Contatti', '/it/contatti'],
    ],
  )}
${section(
  `${h2('Benvenuti!')}${p('Ciao! Sono Elena, di Bergamo, e dal 2019 faccio la guida qui a Dalesway. Ho scritto queste pagine per chi arriva dall&#8217;Italia: il resto del sito è in inglese, ma scrivetemi pure in italiano per qualsiasi domanda.')}`,
)}
${section(
  `${h2('Uscite guidate in italiano')}${p('**La prima domenica di ogni mese, da maggio a settembre**, guido io in italiano il Malham E-Bike Explorer: 4 ore e 35 km tra Malham Tarn, Malham Cove e la gola di Gordale Scar, con e-bike e casco inclusi, a £69 a persona.')}${p('Per prenotare scrivete &#8220;in italiano&#8221; nelle note della prenotazione, oppure contattatemi direttamente.')}`,
  'dw-italiano',
)}
${section(
  `${grid(
    `${headline('h3', 'Noleggio e-bike')}${headline('p', 'Mezza giornata, giornata intera o più giorni. Casco sempre incluso.')}${headline('div', 'da', 'dw-from')}${price('40')}${buttons(['Prezzi', '/it/noleggio-e-bike'])}`,
    `${headline('h3', 'Uscite guidate')}${headline('p', 'Da aprile a ottobre, in piccoli gruppi, con una sosta al caffè. Pagine in inglese.')}${buttons(['Guided rides', '/guided-rides'])}`,
    `${headline('h3', 'Tour self-guided')}${headline('p', 'Da 3 a 6 giorni: prenotiamo i B&amp;B e portiamo i bagagli. Pagine in inglese.')}${buttons(['Self-guided tours', '/self-guided-tours'])}`,
  )}`,
)}
${section(
  `${h3('Orari del negozio')}${container(
    [
      'Da aprile a ottobre: tutti i giorni 8:30&#8211;17:30',
      'Da novembre a marzo: da giovedì a domenica 9:00&#8211;16:00',
    ]
      .map((t) => iconLine('clock', t))
      .join(''),
  )}`,
)}`,
};

const ebike: DalesPage = {
  path: '/it/noleggio-e-bike',
  id: 124,
  title: 'Noleggio e-bike',
  lang: 'it',
  translation: '/bike-hire',
  description:
    'Noleggio e-bike a Settle, Yorkshire Dales: prezzi per mezza giornata, giornata e più giorni, casco incluso, età minima e cauzione.',
  body: `${hero('Noleggio e-bike', 'Le colline delle Dales, senza fatica.', 'cube-e-bike-settle.jpg')}
${section(
  `${h2('Prezzi')}${table(
    ['Noleggio', 'Prezzo'],
    [
      ['Mezza giornata (9:00&#8211;13:00 oppure 13:30&#8211;17:30)', '£40'],
      ['Giornata intera', '£65'],
      ['2 giorni', '£120'],
      ['Ogni giorno in più', '£50'],
      ['Batteria di scorta', '£12 al giorno'],
    ],
  )}${p('Da novembre a marzo la mezza giornata è 9:00&#8211;12:30 oppure 12:30&#8211;16:00.')}${p('**Codice ITALIA10:** prenotando online con il codice ITALIA10 avete il 10% di sconto sul noleggio e-bike. Non vale ad agosto né sulle uscite guidate.')}`,
)}
${section(
  `${h2('Le nostre e-bike')}${p('Cube Kathmandu Hybrid, taglie S, M e L. Con una carica fate da 80 a 110 km (50&#8211;70 miglia), a seconda delle salite e del livello di assistenza.')}${h3('Incluso nel noleggio')}${list(
    'Casco, sempre incluso',
    'Lucchetto, pompa, camera d&#8217;aria di scorta e multiattrezzo',
    'Una cartina con i nostri giri preferiti',
    'Il caricabatterie, per i noleggi di 2 giorni o più',
  )}`,
)}
${section(
  `${h2('Requisiti e cauzione')}${list(
    'Età minima 16 anni e altezza minima 155 cm.',
    'Serve un documento d&#8217;identità con foto (passaporto o carta d&#8217;identità).',
    'Cauzione: una preautorizzazione di £250 sulla carta di credito al ritiro, sbloccata alla riconsegna. Niente contanti.',
    'Cancellazione gratuita fino a 24 ore prima del noleggio.',
  )}${buttons(['Prenota online', '/bike-hire#book'])}`,
)}`,
};

const contatti: DalesPage = {
  path: '/it/contatti',
  id: 128,
  title: 'Contatti',
  lang: 'it',
  translation: '/contact',
  description: 'Come contattare e raggiungere Dalesway Cycle Tours a Settle, anche in italiano.',
  body: `${section(
    `${grid(
      `${h2('Contatti')}${iconLine('pin', `${DALES_STREET}, Settle ${DALES_POSTCODE}, Regno Unito`)}${p(`Telefono: ${a(DALES_PHONE, DALES_PHONE_HREF)} (dall&#8217;Italia +44 1632 960517)`)}${p(`Email: ${a(DALES_EMAIL, `mailto:${DALES_EMAIL}`)}`)}${p('**In italiano su WhatsApp:** Elena risponde al 07700 900 736, dal lunedì al venerdì, 18:00&#8211;20:00.')}`,
      `${h2('Orari del negozio')}${list(
        'Da aprile a ottobre: tutti i giorni, 8:30&#8211;17:30',
        'Da novembre a marzo: da giovedì a domenica, 9:00&#8211;16:00',
        'Da novembre a marzo chiuso dal lunedì al mercoledì',
      )}`,
    )}`,
  )}
${section(
  `${h2('Come arrivare')}${p('Siamo nel vecchio magazzino merci in pietra accanto alla stazione di Settle, a 2 minuti a piedi dall&#8217;ingresso.')}${h3('In treno')}${p('Settle è sulla linea Leeds–Settle–Carlisle, a circa un&#8217;ora da Leeds. Non scendete a Giggleswick: quella stazione è a più di 2 km dal paese.')}${h3('Dall&#8217;aeroporto di Leeds Bradford')}${p('Vi veniamo a prendere con il nostro furgone: **£85 a tratta**, fino a 4 persone con i bagagli. Prenotate il transfer almeno 7 giorni prima.')}${h3('In auto')}${p(`Per il navigatore: ${DALES_POSTCODE}. Nello Station Yard, dietro il negozio, ci sono 8 posti gratuiti per chi noleggia o fa un&#8217;uscita guidata quel giorno.`)}`,
)}`,
};

export const dalesItalianPages: DalesPage[] = [home, ebike, contatti];
