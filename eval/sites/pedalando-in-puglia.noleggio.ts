import {
  cta,
  features,
  h2,
  headline,
  mdTable,
  type PedalandoPage,
  p,
  pricing,
  product,
  prose,
  section,
  ul,
} from './pedalando-in-puglia.layout.ts';

/**
 * Bike rental and the small shop, in Italian. Rental: pricing cards per day ('€' and '40' in two spans, 'al
 * giorno' in a small one), the full rate table (half day, 1, 3 and 7 days) as markdown, the extras, delivery to
 * hotels by distance, the € 150 deposit on a credit card only (never cash), the age rules and the luggage
 * transfer for riders on their own. The shop (only in Italian): product cards with the price in its own span, no
 * online sales and no shipping, repairs on other people's bikes limited to punctures.
 */

const noleggio: PedalandoPage = {
  path: '/noleggio',
  lang: 'it',
  alternate: '/en/bike-rental',
  title: 'Noleggio bici ed e-bike a Ostuni',
  description:
    'Noleggio di e-bike, city bike, gravel, e-MTB e bici da corsa in carbonio a Ostuni, a mezza giornata, a giornata e a settimana, con consegna in hotel. E-bike € 40 al giorno.',
  body: `${section(
    `${headline('Noleggio bici ed e-bike', {
      level: 1,
      tagline: 'A giornata o a settimana',
      subtitle:
        'Le nostre bici, controllate da Nico dopo ogni uscita, per girare la Valle d’Itria e la costa da soli. Casco, lucchetto, kit riparazione e pompa sono sempre compresi nel prezzo.',
    })}${pricing([
      {
        title: 'City / trekking',
        subtitle: 'Shimano Deore, 24 marce',
        price: '18',
        period: 'al giorno',
        items: ['Casco e lucchetto', 'Portapacchi', 'Kit riparazione e pompa'],
        action: ['Prenota', '/prenota'],
      },
      {
        title: 'E-bike trekking',
        subtitle: 'Bosch Performance Line',
        price: '40',
        period: 'al giorno',
        items: [
          'Casco e lucchetto',
          'Batteria carica a ogni noleggio',
          'Caricabatterie per i noleggi di più giorni',
        ],
        action: ['Prenota', '/prenota'],
        featured: true,
      },
      {
        title: 'Bici da corsa',
        subtitle: 'Giant TCR Advanced, Ultegra Di2',
        price: '55',
        period: 'al giorno',
        items: ['Casco', 'Pedali SPD-SL o Look Keo gratis', 'Regolata sulle vostre misure'],
        action: ['Prenota', '/prenota'],
      },
      {
        title: 'Gravel',
        subtitle: 'Shimano GRX',
        price: '45',
        period: 'al giorno',
        items: ['Casco e lucchetto', 'Borsa da telaio', 'Tracce GPS sulle strade bianche'],
        action: ['Prenota', '/prenota'],
      },
      {
        title: 'E-MTB',
        subtitle: 'Bosch Performance CX',
        price: '48',
        period: 'al giorno',
        items: ['Casco e lucchetto', 'Per i sentieri della Selva di Fasano', 'Kit riparazione e pompa'],
        action: ['Prenota', '/prenota'],
      },
    ])}`,
  )}${section(
    `${h2('Tutte le tariffe')}${prose(
      `${mdTable(
        ['Bici', 'Mezza giornata (4 ore)', '1 giorno', '3 giorni', '7 giorni'],
        [
          ['City / trekking', '€ 12', '€ 18', '€ 48', '€ 90'],
          ['E-bike trekking', '€ 28', '€ 40', '€ 108', '€ 220'],
          ['E-MTB', '€ 32', '€ 48', '€ 130', '€ 260'],
          ['Gravel', '€ 30', '€ 45', '€ 120', '€ 240'],
          ['Bici da corsa in carbonio', '–', '€ 55', '€ 150', '€ 300'],
          ['Bici da bambino (ruote da 20" e 24")', '€ 8', '€ 12', '€ 30', '€ 60'],
        ],
      )}<h3>Accessori</h3>${ul(
        'Seggiolino per bambini (fino a 22 kg): **€ 5 al giorno**',
        'Borse laterali impermeabili: **€ 5 al giorno**',
        'Pedali SPD-SL o Look Keo: gratis',
        'Tracce GPS dei nostri itinerari: gratis, su Komoot',
      )}`,
    )}`,
    { narrow: true },
  )}${section(
    `${features(
      [
        [
          'truck',
          'Consegna in hotel',
          'Portiamo le bici al vostro hotel, B&B o masseria e le veniamo a riprendere: entro 15 km da Ostuni **€ 20 a tratta**, da 15 a 40 km **€ 40 a tratta**. Entro 15 km la consegna è gratis per i noleggi da 5 giorni in su.',
        ],
        [
          'check',
          'Cauzione',
          'Per e-bike, e-MTB, gravel e bici da corsa chiediamo una cauzione di **€ 150**, con una preautorizzazione sulla carta di credito che sblocchiamo alla riconsegna. Non accettiamo la cauzione in contanti, né con carte prepagate o bancomat. Per le city bike basta un documento d’identità.',
        ],
        [
          'users',
          'Chi può noleggiare',
          'Per noleggiare bisogna avere 18 anni; dai 14 ai 17 anni si noleggia con un genitore, che firma il contratto.',
        ],
        [
          'clock',
          'Ritiro e riconsegna',
          'Le bici si ritirano dall’apertura del negozio e si riconsegnano entro la chiusura, negli orari della stagione (li trovate in fondo alla pagina).',
        ],
        [
          'luggage',
          'Bagagli',
          'Girate da soli con le nostre bici da un paese all’altro? Vi spostiamo le valigie da un alloggio al successivo: **€ 35 a tappa**, fino a 2 valigie.',
        ],
        [
          'tool',
          'Assistenza',
          'Foratura o guasto durante il noleggio? Chiamateci: entro 25 km da Ostuni veniamo noi a sistemarla o a cambiarvi la bici.',
        ],
      ],
      2,
    )}`,
  )}${cta(
    'Prenota la tua bici',
    'Scegli la bici e le date: la prenotazione è gratuita e si paga al ritiro.',
    [
      ['Prenota', '/prenota'],
      ['Domande frequenti', '/faq'],
    ],
  )}`,
};

const shop: PedalandoPage = {
  path: '/shop',
  lang: 'it',
  title: 'Lo shop',
  description:
    'Il piccolo shop di Pedalando in Puglia a Ostuni: la nostra maglia, pantaloncini, gilet, caschi, borracce e accessori per il giro. Solo in negozio.',
  body: `${section(
    `${headline('Lo shop', {
      level: 1,
      tagline: 'Nel nostro negozio di Ostuni',
      subtitle:
        'La maglia Pedalando in Puglia, un casco nuovo, una borraccia o una camera d’aria di scorta: tutto quello che serve per il giro, nel negozio da cui partono i tour.',
    })}<div class="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">${[
      product(
        'Maglia Pedalando in Puglia',
        'Manica corta, tessuto traforato, tre tasche e zip intera. Disegnata da noi, cucita a Putignano.',
        '€ 69',
        'maglia-pedalando-turchese',
      ),
      product(
        'Pantaloncini con bretelle',
        'Fondello per le lunghe distanze, neri con la banda turchese.',
        '€ 89',
        'pantaloncini-bretelle',
      ),
      product('Gilet antivento', 'Leggerissimo, sta nella tasca della maglia.', '€ 59', 'gilet-antivento'),
      product('Casco ABUS Viantor', 'Da strada, 250 g, taglie S, M e L.', '€ 79', 'casco-abus-viantor'),
      product('Borraccia Pedalando 750 ml', 'Senza BPA, con il nostro trullo.', '€ 12', 'borraccia-trullo'),
      product('Cappellino da ciclismo', 'In cotone, con la visiera corta.', '€ 22', 'cappellino-ciclismo'),
    ].join('')}</div>`,
  )}${section(
    `${prose(
      `<p>In negozio trovate anche camere d’aria (€ 8), barrette e gel, creme solari, guanti e occhiali.</p><p><strong>Lo shop è solo nel nostro negozio di Ostuni: non vendiamo online e non spediamo.</strong> Si paga in contanti, con carta o con Satispay.</p><h3>Officina</h3><p>Facciamo assistenza e manutenzione solo sulle nostre bici. Sulle bici di altri ripariamo solo le forature: € 10 più la camera d’aria.</p>`,
    )}${p('Lo shop è aperto negli orari del negozio, che trovate in fondo alla pagina.', 'text-muted mt-6')}`,
    { narrow: true },
  )}`,
};

export const pedalandoRentalPages: PedalandoPage[] = [noleggio, shop];
