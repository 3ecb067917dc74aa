import {
  a,
  button,
  cards,
  contactInfo,
  cx,
  FIDO_NAME,
  type FidoPage,
  form,
  hero,
  hoursWidget,
  line,
  map,
  p,
  rt,
  section,
  ul,
} from './pensione-fido.layout.ts';

/** A review of the builder's reviews widget: the stars, the quote, the name and the month. */
const review = (quote: string, name: string, when: string, stars = 5) =>
  `<div data-ux="ContentCard" data-aid="REVIEW_CARD" class="${cx('div')}"><div data-ux="Block" aria-label="${stars} stelle su 5" data-aid="REVIEW_STARS" class="${cx('div')}">${'★'.repeat(stars)}${'☆'.repeat(5 - stars)}</div><div data-ux="Text" data-aid="REVIEW_TEXT" class="${cx('div', 'x-rt')}"><p style="margin:0"><span>“${quote}”</span></p></div><p data-ux="Text" data-aid="REVIEW_AUTHOR" class="${cx('p')}"><strong>${name}</strong></p><p data-ux="Text" data-aid="REVIEW_DATE" class="${cx('p')}">${when}</p></div>`;

/** Home, the dog and cat boarding pages, about us, reviews and contacts. */
export const fidoPages: FidoPage[] = [
  {
    path: '/',
    title: 'Home',
    description:
      'Pensione per cani e gatti in campagna a Sorgiano, a 14 km da Bergamo: box riscaldati, gattile separato, asilo per cani, toelettatura e Taxi Dog. Aperti tutto l’anno.',
    body: [
      hero(
        `Pensione per cani e gatti ${FIDO_NAME}`,
        'In campagna a Sorgiano, a 14 km da Bergamo. Aperti tutto l’anno, anche ad agosto e a Natale.',
        'cani-prato-sorgiano.jpg',
        ['Richiedi disponibilità', '/prenotazioni'],
      ),
      section(
        'content',
        '',
        rt(
          p(
            `**Natale 2026:** i posti per le feste stanno finendo, prenotate entro il 30 novembre. ${a('Leggi tutte le informazioni', '/blog/f/natale-2026-prenotate-entro-il-30-novembre')}`,
          ),
        ),
      ),
      section(
        'about',
        'Benvenuti da Fido &amp; Micio',
        rt(
          p(
            'Fido &amp; Micio è una pensione familiare per cani e gatti in una vecchia cascina ristrutturata, tra i prati e i boschi di Sorgiano, ai piedi dei colli bergamaschi.',
          ),
          p(
            'Dal 2011 ci prendiamo cura dei vostri animali quando partite per le vacanze, quando lavorate tutto il giorno o quando a casa non c’è nessuno: pensione per cani e gatti, asilo diurno per cani, toelettatura e servizio Taxi Dog.',
          ),
        ),
      ),
      section(
        'content',
        'I nostri servizi',
        cards([
          {
            title: 'Pensione cani',
            text: 'Box singoli con zona interna riscaldata e recinto esterno coperto, tre uscite al giorno nel prato recintato.',
            price: 'da € 22 / notte',
            photo: 'box-cani.jpg',
            link: ['Scopri', '/pensione-cani'],
          },
          {
            title: 'Pensione gatti',
            text: 'Suite su tre livelli in una casetta tutta per loro, lontano dai cani.',
            price: 'da € 15 / notte',
            photo: 'gattile-suite.jpg',
            link: ['Scopri', '/pensione-gatti'],
          },
          {
            title: 'Asilo per cani',
            text: 'Di giorno a giocare da noi, la sera a casa con voi.',
            price: 'da € 16',
            photo: 'asilo-gruppo.jpg',
            link: ['Scopri', '/asilo-per-cani'],
          },
          {
            title: 'Toelettatura',
            text: 'Bagno, taglio e tosatura su appuntamento, anche per chi non è ospite della pensione.',
            price: 'da € 28',
            photo: 'toelettatura-giulia.jpg',
            link: ['Scopri', '/toelettatura'],
          },
          {
            title: 'Taxi Dog',
            text: 'Veniamo noi a prendere il vostro animale a casa, e alla fine del soggiorno ve lo riportiamo.',
            price: '€ 0,80 al km',
            photo: 'furgone-taxi-dog.jpg',
            link: ['Scopri', '/taxi-dog'],
          },
        ]),
      ),
      section(
        'content',
        'Perché sceglierci',
        rt(
          ul(
            'Una famiglia, non un’azienda: Elisa, Marco e il loro piccolo staff conoscono ogni ospite per nome',
            'Un prato recintato di 5.000 m² dove correre tre volte al giorno',
            'Un gattile separato, silenzioso, dove i gatti non vedono e non sentono i cani',
            'Aperti tutto l’anno, 365 giorni',
          ),
        ),
        button('Leggi le recensioni', '/recensioni'),
      ),
      section(
        'content',
        '',
        rt(p(`**Visiting from abroad?** ${a('Read our information in English', '/english-information')}.`)),
      ),
    ].join('\n'),
  },
  {
    path: '/pensione-cani',
    title: 'Pensione cani',
    description:
      'La pensione per cani di Fido & Micio a Sorgiano (BG): box singoli riscaldati, tre uscite al giorno in 5.000 m² di prato, qualcuno sempre presente anche di notte.',
    body: [
      hero('Pensione per cani', 'Box singoli, tanto prato e qualcuno sempre vicino.', 'box-cani-header.jpg'),
      section(
        'content',
        'Come vivono i cani da noi',
        rt(
          p(
            'Ogni cane ha il suo box: una zona interna di 4 m² con pavimento riscaldato d’inverno e cuccia rialzata, e un recinto esterno coperto di 6 m². I cani della stessa famiglia possono stare nello stesso box, se sono abituati a dormire insieme.',
          ),
          p(
            'Tre volte al giorno, la mattina, a mezzogiorno e nel pomeriggio, i cani escono nell’area sgambamento: 5.000 m² di prato recintato con alberi, ombra e una fontanella. I cani socievoli escono in piccoli gruppi divisi per taglia e carattere; gli altri escono da soli, con uno di noi.',
          ),
          p(
            '**Di notte non restano mai soli:** Elisa e Marco abitano in cascina, a pochi metri dai box, e fanno l’ultimo giro alle 22:30.',
          ),
          p(
            'Durante il soggiorno, se lo desiderate, vi mandiamo una foto su WhatsApp un giorno sì e uno no.',
          ),
        ),
      ),
      section(
        'content',
        'Cosa è compreso',
        cards([
          {
            title: 'Pasti',
            text: 'Crocchette superpremium due volte al giorno, oppure il cibo che ci portate voi.',
          },
          {
            title: 'Uscite',
            text: 'Tre uscite al giorno nel prato, e coccole a volontà.',
          },
          {
            title: 'Pulizia',
            text: 'Box puliti e disinfettati ogni giorno, coperte lavate a ogni cambio di ospite.',
          },
          {
            title: 'Cure',
            text: 'Somministriamo i farmaci prescritti dal vostro veterinario.',
            price: '€ 2 al giorno',
          },
        ]),
      ),
      section(
        'content',
        'Quanto costa',
        rt(
          p(
            'Il prezzo è a notte e dipende dalla taglia: piccola taglia (fino a 10 kg) 22 €, media taglia (da 10 a 25 kg) 26 €, grande taglia (oltre 25 kg) 30 €.',
          ),
          p(
            `Sconti per i soggiorni lunghi, supplementi e tutti gli altri prezzi sono nel ${a('listino', '/prezzi')}.`,
          ),
        ),
        button('Requisiti per l’ingresso', '/requisiti-sanitari'),
        button('Richiedi disponibilità', '/prenotazioni'),
      ),
    ].join('\n'),
  },
  {
    path: '/pensione-gatti',
    title: 'Pensione gatti',
    description:
      'Pensione per gatti a Sorgiano (BG): 12 suite su tre livelli in una casetta separata dai cani, lettiera pulita ogni giorno, stanza giochi.',
    body: [
      hero('Pensione per gatti', 'Una casetta tutta per loro, lontano dai cani.', 'gattile-header.jpg'),
      section(
        'content',
        'Il gattile',
        rt(
          p(
            'Il gattile è una casetta di legno separata dalla cascina, dall’altra parte del giardino: i gatti non vedono e non sentono i cani.',
          ),
          p(
            'Ci sono 12 suite su tre livelli, ognuna con ripiani, cuccia, tiragraffi e una finestra sul giardino. I gatti della stessa famiglia stanno nella stessa suite.',
          ),
          p(
            'Ogni giorno Sara pulisce le suite e cambia la lettiera (usiamo sabbia vegetale agglomerante); poi ogni gatto, a turno, passa mezz’ora nella stanza giochi. D’inverno la casetta è riscaldata.',
          ),
        ),
      ),
      section(
        'content',
        'Prezzi',
        rt(
          p(
            'Un gatto costa 15 € a notte; il secondo gatto della stessa famiglia, nella stessa suite, 10 € a notte. Il cibo è compreso.',
          ),
          p(
            `Per l’ingresso servono le vaccinazioni in regola: trovate tutto nella pagina ${a('Requisiti e vaccini', '/requisiti-sanitari')}.`,
          ),
        ),
        button('Richiedi disponibilità', '/prenotazioni'),
      ),
    ].join('\n'),
  },
  {
    path: '/chi-siamo',
    title: 'Chi siamo',
    description:
      'Elisa, Marco, Giulia e Sara: la famiglia e lo staff della pensione Fido & Micio di Sorgiano.',
    body: [
      hero('Chi siamo', 'Una cascina di famiglia, aperta agli animali dal 2011.', 'cascina-roccoli.jpg'),
      section(
        'about',
        'La nostra storia',
        rt(
          p(
            'La cascina di via dei Roccoli era dei nonni di Elisa. Nel 2011, dopo dieci anni da volontaria in un canile della provincia, Elisa l’ha trasformata in una pensione per cani insieme a Marco.',
          ),
          p(
            'Negli anni sono arrivati il gattile (2015), la toelettatura (2018) e l’asilo per cani (2022). Siamo rimasti piccoli di proposito: preferiamo conoscere ogni ospite per nome.',
          ),
        ),
      ),
      section(
        'about',
        'Il nostro staff',
        cards([
          {
            title: 'Elisa Gamba',
            text: 'Titolare. Accoglie gli ospiti, risponde al telefono e conosce a memoria le abitudini di ogni cane.',
            photo: 'elisa.jpg',
          },
          {
            title: 'Marco Rota',
            text: 'Si occupa dei box, del prato e del furgone del Taxi Dog. La sera fa l’ultimo giro.',
            photo: 'marco.jpg',
          },
          {
            title: 'Giulia Locatelli',
            text: 'La nostra toelettatrice, con noi dal 2018. Ha una pazienza infinita con i cani paurosi.',
            photo: 'giulia.jpg',
          },
          {
            title: 'Sara Pesenti',
            text: 'Si prende cura del gattile e dei gatti ospiti, e aiuta con le uscite dei cani.',
            photo: 'sara.jpg',
          },
        ]),
      ),
      section(
        'content',
        'Il nostro veterinario',
        rt(
          p(
            'Il dott. Luca Arnoldi dell’Ambulatorio Veterinario San Rocco, a 4 km dalla pensione, passa da noi ogni martedì mattina ed è reperibile in caso di urgenza, anche di notte.',
          ),
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/recensioni',
    title: 'Recensioni',
    description: 'Cosa dicono di noi i proprietari dei nostri ospiti.',
    body: [
      hero('Recensioni', 'Cosa dicono di noi le famiglie dei nostri ospiti.', 'cani-divano.jpg'),
      section(
        'reviews',
        'Dicono di noi',
        review(
          'Asilo perfetto per chi lavora: lo porto alle 7:30 e lo riprendo alle 18:30, stanco e felice. Elisa mi racconta sempre com’è andata la giornata.',
          'Martina G.',
          'ottobre 2026',
        ),
        review(
          'Lasciamo Birba qui ogni estate da tre anni. Torna a casa serena e profumata, il bagno di fine soggiorno vale ogni euro.',
          'Federica M.',
          'agosto 2026',
        ),
        review(
          'Il Taxi Dog ci ha salvato le vacanze: partivamo alle 6 del mattino e Marco è passato a prendere Rocky la sera prima.',
          'Paolo e Anna',
          'luglio 2026',
        ),
        review(
          'Micia è timidissima ma Sara l’ha conquistata. Gattile pulito e silenzioso, foto ogni due giorni.',
          'Chiara B.',
          'gennaio 2026',
        ),
        review(
          'Ottimo rapporto qualità prezzo: 21 € a notte per il nostro meticcio di 18 kg, con tre uscite al giorno. Unico neo, la strada sterrata alla fine.',
          'Davide R.',
          'agosto 2023',
          4,
        ),
      ),
      section('content', '', line('Recensioni raccolte dalle schede Google e Facebook della pensione.')),
    ].join('\n'),
  },
  {
    path: '/contatti',
    title: 'Contatti',
    description: 'Telefono, WhatsApp, email, orari dell’ufficio e come arrivare alla pensione Fido & Micio.',
    body: [
      hero('Contatti', 'Chiamateci, scriveteci o venite a trovarci (su appuntamento).', 'cancello-verde.jpg'),
      section(
        'contact',
        'Scriveteci',
        contactInfo(),
        hoursWidget(
          'Orari dell’ufficio',
          'Per portare e ritirare gli animali gli orari sono diversi: vedi la pagina Orari.',
        ),
        form('CONTACT', [
          ['Nome', 'text'],
          ['Email', 'email'],
          ['Telefono', 'tel'],
          ['Messaggio', 'textarea'],
        ]),
      ),
      section(
        'content',
        'Come arrivare',
        rt(
          p(
            'Siamo in aperta campagna, a 14 km da Bergamo: circa 20 minuti in auto. Dall’autostrada A4 (uscita Dalmine) ci vogliono circa 25 minuti.',
          ),
          p(
            'In paese, dopo la chiesa, girate a destra in via dei Roccoli e proseguite per 800 metri sulla strada sterrata, fino alla cascina con il cancello verde.',
          ),
        ),
        map(),
      ),
    ].join('\n'),
  },
];
