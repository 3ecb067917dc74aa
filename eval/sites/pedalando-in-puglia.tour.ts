import {
  content,
  cta,
  datesTable,
  features,
  form,
  h2,
  h3,
  headline,
  img,
  island,
  md,
  mdTable,
  type PedalandoLang,
  type PedalandoPage,
  p,
  pricing,
  prose,
  section,
  steps,
  tourFacts,
  ul,
} from './pedalando-in-puglia.layout.ts';

/**
 * The tours, in Italian: the overview with the tour filter (a Preact island hydrated `client:visible`, its cards
 * server-rendered inside it and the same tours again in its props), the three day tours (the Itria Valley by
 * e-bike, the coast and dunes at sunset, the trulli road ride), the multi-day tours (self-guided and guided, the
 * 2027 dates of the guided one in a table and again in the props of a `client:only` availability calendar that
 * prints nothing, no departures in July and August) and the private tours and groups. Prices are written '€ 95'
 * in the text and as '€' and '95' in two spans on the pricing cards ('€95').
 */

/* ── The tour filter island, shared by /tour and /en/tours ────────────────────────────────────────────── */

interface Tour {
  id: string;
  href: Record<PedalandoLang, string>;
  title: Record<PedalandoLang, string>;
  kind: 'day' | 'multi';
  bike: 'ebike' | 'road' | 'mixed';
  facts: Record<PedalandoLang, string[]>;
  /** As the card prints it in each language. */
  price: Record<PedalandoLang, string>;
  from: boolean;
  unit: Record<PedalandoLang, string>;
  image: string;
}

export const TOURS: Tour[] = [
  {
    id: 'valle-itria-ebike',
    href: { it: '/tour/valle-ditria-e-bike', en: '/en/tours/itria-valley-e-bike' },
    title: {
      it: "Valle d'Itria in e-bike: trulli e masserie",
      en: 'The Itria Valley by e-bike: trulli and masserie',
    },
    kind: 'day',
    bike: 'ebike',
    facts: {
      it: ['Giornata intera', '42 km', 'martedì, giovedì e sabato'],
      en: ['Full day', '42 km', 'Tuesday, Thursday and Saturday'],
    },
    price: { it: '€ 95', en: '€95' },
    from: false,
    unit: { it: 'a persona', en: 'per person' },
    image: 'trulli-locorotondo-ebike',
  },
  {
    id: 'costa-dune',
    href: { it: '/tour/costa-e-dune-al-tramonto', en: '/en/tours/coast-and-dunes-sunset' },
    title: { it: 'Costa e Dune al tramonto', en: 'Coast and Dunes at sunset' },
    kind: 'day',
    bike: 'mixed',
    facts: {
      it: ['Mezza giornata', '28 km in pianura', 'lunedì, mercoledì e venerdì'],
      en: ['Half day', '28 km, all flat', 'Monday, Wednesday and Friday'],
    },
    price: { it: '€ 45', en: '€45' },
    from: true,
    unit: { it: 'a persona', en: 'per person' },
    image: 'dune-costiere-tramonto',
  },
  {
    id: 'giro-trulli-road',
    href: { it: '/tour/giro-dei-trulli-bici-da-corsa', en: '/en/tours/trulli-road-ride' },
    title: { it: 'Giro dei Trulli in bici da corsa', en: 'The Trulli road ride' },
    kind: 'day',
    bike: 'road',
    facts: {
      it: ['Mattina', '95 km · 1.100 m', 'mercoledì e domenica'],
      en: ['Morning', '95 km · 1,100 m', 'Wednesday and Sunday'],
    },
    price: { it: '€ 75', en: '€75' },
    from: true,
    unit: { it: 'a persona', en: 'per person' },
    image: 'selva-fasano-bici-corsa',
  },
  {
    id: 'itria-salento-self',
    href: { it: '/tour-di-piu-giorni', en: '/en/multi-day-tours' },
    title: { it: "Valle d'Itria e Salento in autonomia", en: 'Itria Valley and Salento, self-guided' },
    kind: 'multi',
    bike: 'mixed',
    facts: {
      it: ['8 giorni / 7 notti', '290 km', 'da aprile a ottobre'],
      en: ['8 days / 7 nights', '290 km', 'April to October'],
    },
    price: { it: '€ 1.190', en: '€1,190' },
    from: false,
    unit: { it: 'a persona in doppia', en: 'per person sharing' },
    image: 'lecce-piazza-duomo-bici',
  },
  {
    id: 'puglia-classica',
    href: { it: '/tour-di-piu-giorni', en: '/en/multi-day-tours' },
    title: { it: 'Puglia Classica, tour guidato', en: 'Classic Puglia, guided tour' },
    kind: 'multi',
    bike: 'ebike',
    facts: {
      it: ['7 giorni / 6 notti', '260 km', '5 partenze nel 2027'],
      en: ['7 days / 6 nights', '260 km', '5 departures in 2027'],
    },
    price: { it: '€ 1.790', en: '€1,790' },
    from: false,
    unit: { it: 'a persona in doppia', en: 'per person sharing' },
    image: 'gruppo-masseria-ulivi',
  },
];

const FILTERS: Record<PedalandoLang, [string, string][]> = {
  it: [
    ['all', 'Tutti'],
    ['day', 'Giornalieri'],
    ['multi', 'Più giorni'],
    ['ebike', 'E-bike'],
    ['road', 'Bici da corsa'],
  ],
  en: [
    ['all', 'All'],
    ['day', 'Day tours'],
    ['multi', 'Multi-day'],
    ['ebike', 'E-bike'],
    ['road', 'Road bike'],
  ],
};

/** `TourFilter.tsx`, hydrated when seen: the buttons and the cards as Preact renders them on the server. */
export const tourFilter = (lang: PedalandoLang) => {
  const from = lang === 'it' ? 'da ' : 'from ';
  const kindLabel = (t: Tour) =>
    lang === 'it'
      ? `${t.kind === 'day' ? 'Giornaliero' : 'Più giorni'} · ${t.bike === 'ebike' ? 'E-bike' : t.bike === 'road' ? 'Bici da corsa' : 'E-bike o trekking'}`
      : `${t.kind === 'day' ? 'Day tour' : 'Multi-day'} · ${t.bike === 'ebike' ? 'E-bike' : t.bike === 'road' ? 'Road bike' : 'E-bike or hybrid'}`;
  const html = `<div class="tour-filter"><div role="tablist" class="flex flex-wrap gap-2 mb-8 justify-center">${FILTERS[
    lang
  ]
    .map(
      ([key, label], i) =>
        `<button type="button" role="tab" aria-selected="${i === 0}" data-filter="${key}" class="px-4 py-2 rounded-full text-sm font-medium ${i === 0 ? 'bg-primary text-white' : 'bg-gray-100 text-gray-700 dark:bg-slate-800 dark:text-slate-300'}">${label}</button>`,
    )
    .join('')}</div><div class="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">${TOURS.map(
    (t) =>
      `<article class="flex flex-col rounded-lg overflow-hidden border border-gray-200 dark:border-slate-700 bg-white dark:bg-slate-900 shadow-sm" data-kind="${t.kind}" data-bike="${t.bike}"><a href="${t.href[lang]}">${img(t.image, t.title[lang], 640, 427, 'w-full h-48 object-cover')}</a><div class="p-5 flex flex-col flex-1"><p class="text-xs uppercase tracking-wide text-secondary font-bold">${kindLabel(t)}</p><h3 class="text-xl font-bold mt-1"><a href="${t.href[lang]}">${t.title[lang]}</a></h3><ul class="mt-3 text-sm text-muted space-y-1">${t.facts[lang].map((f) => `<li>${f}</li>`).join('')}</ul><p class="mt-auto pt-4">${t.from ? `<span class="text-xs text-muted">${from}</span>` : ''}<span class="text-2xl font-bold">${t.price[lang]}</span><span class="text-sm text-muted"> ${t.unit[lang]}</span></p></div></article>`,
  ).join('')}</div></div>`;
  return island({
    component: 'TourFilter',
    hash: 'C7hY2kQp',
    client: 'visible',
    props: {
      lang,
      initial: 'all',
      tours: TOURS.map((t) => ({
        id: t.id,
        href: t.href[lang],
        title: t.title[lang],
        kind: t.kind,
        bike: t.bike,
        price: Number(t.price.en.replace(/[^\d]/g, '')),
        from: t.from,
      })),
    },
    html,
  });
};

/** The 2027 departures of Puglia Classica, as the table prints them and as the calendar island gets them. */
export const DEPARTURES_2027: { start: string; end: string; it: string; en: string; seats: number }[] = [
  { start: '2027-04-17', end: '2027-04-23', it: '17–23 aprile 2027', en: '17–23 April 2027', seats: 14 },
  { start: '2027-05-08', end: '2027-05-14', it: '8–14 maggio 2027', en: '8–14 May 2027', seats: 11 },
  {
    start: '2027-05-29',
    end: '2027-06-04',
    it: '29 maggio – 4 giugno 2027',
    en: '29 May – 4 June 2027',
    seats: 4,
  },
  {
    start: '2027-09-11',
    end: '2027-09-17',
    it: '11–17 settembre 2027',
    en: '11–17 September 2027',
    seats: 14,
  },
  { start: '2027-10-02', end: '2027-10-08', it: '2–8 ottobre 2027', en: '2–8 October 2027', seats: 12 },
];

/** `AvailabilityCalendar.tsx`, `client:only`: the server prints an empty island; the dates are in its props. */
export const availabilityCalendar = (lang: PedalandoLang) =>
  island({
    component: 'AvailabilityCalendar',
    hash: 'BfW81xNa',
    client: 'only',
    props: {
      lang,
      tour: 'puglia-classica',
      departures: DEPARTURES_2027.map(({ start, end, seats }) => ({ start, end, seats, capacity: 14 })),
      bookingUrl: lang === 'it' ? '/prenota' : '/en/contact',
    },
  });

/* ── /tour ─────────────────────────────────────────────────────────────────────────────────────────────── */

const tourIndex: PedalandoPage = {
  path: '/tour',
  lang: 'it',
  alternate: '/en/tours',
  title: 'Tour in bici ed e-bike',
  description:
    "Tutti i tour di Pedalando in Puglia: tour giornalieri guidati in e-bike e bici da corsa in Valle d'Itria e sulla costa di Ostuni, tour di più giorni in autonomia o guidati fino al Salento.",
  body: `${section(
    `${headline("I nostri tour in Valle d'Itria e Salento", {
      level: 1,
      tagline: 'Tour',
      subtitle:
        'Tour giornalieri con la guida, in e-bike o in bici da corsa, e tour di più giorni con il trasporto bagagli. Filtra per tipo e scegli il tuo.',
    })}${tourFilter('it')}`,
  )}${section(
    `${h2('Quando si parte')}${p(
      'I tour giornalieri hanno partenze fisse **da aprile a ottobre**, nei giorni indicati in ogni scheda. Da novembre a marzo non ci sono partenze fisse: i tour giornalieri si fanno su richiesta, con almeno 4 persone, nei giorni di apertura del negozio.',
      'text-muted mt-4',
    )}${p(
      `Siete un gruppo o volete un tour solo per voi? Guardate i [tour privati e gruppi](/tour-privati-e-gruppi). Preferite girare da soli? C'è il [noleggio](/noleggio).`,
      'text-muted mt-4',
    )}`,
    { narrow: true, bg: 'bg-blue-50 dark:bg-transparent' },
  )}${cta(
    'Hai già scelto?',
    'Scrivici la data e quante persone siete: ti confermiamo il posto in giornata.',
    [
      ['Prenota', '/prenota'],
      ['Scrivici su WhatsApp', 'https://wa.me/393479052186'],
    ],
  )}`,
};

/* ── Valle d'Itria in e-bike ──────────────────────────────────────────────────────────────────────────── */

const valleItria: PedalandoPage = {
  path: '/tour/valle-ditria-e-bike',
  lang: 'it',
  alternate: '/en/tours/itria-valley-e-bike',
  title: "Valle d'Itria in e-bike: trulli e masserie",
  description:
    'Tour guidato in e-bike di una giornata da Ostuni a Cisternino e Locorotondo, tra trulli, ulivi e strade bianche, con pranzo in masseria. € 95 a persona, e-bike inclusa.',
  body: `${section(
    `${headline("Valle d'Itria in e-bike: trulli e masserie", {
      level: 1,
      tagline: 'Tour giornaliero guidato · E-bike',
      subtitle:
        "Una giornata in bicicletta elettrica tra i muretti a secco, i trulli e gli ulivi della Valle d'Itria, con pranzo in masseria. Il nostro tour più amato, adatto a tutti.",
    })}${content(
      tourFacts([
        ['Durata', 'giornata intera, dalle 9:00 alle 15:30 circa'],
        ['Ritrovo', 'alle 8:45 al nostro negozio, Via Giovanni XXIII 38, Ostuni'],
        ['Distanza', '42 km, 450 m di dislivello, su strade secondarie e strade bianche'],
        ['Livello', 'facile: con la pedalata assistita non serve essere allenati'],
        ['Partenze', 'martedì, giovedì e sabato, da aprile a ottobre'],
        ['Gruppo', 'da 2 a 12 persone, con una guida'],
        ['Età minima', '12 anni'],
      ]),
      ['trulli-locorotondo-ebike', 'Il gruppo in e-bike tra i trulli sopra Locorotondo'],
    )}`,
  )}${section(
    `${headline("L'itinerario", { tagline: 'Passo per passo' })}${steps([
      [
        'Ostuni e gli ulivi millenari',
        'Scendiamo dalla città bianca tra gli uliveti secolari e imbocchiamo le strade bianche verso la valle.',
      ],
      ['Cisternino', 'Sosta caffè in piazza e giro nel centro storico, tra le case bianche e le scalinate.'],
      [
        'Locorotondo',
        'Il belvedere sulla valle punteggiata di trulli e le cummerse del centro, le case con il tetto a spiovente.',
      ],
      [
        'Pranzo in masseria',
        'In una masseria tra Locorotondo e Cisternino: burrata, capocollo di Martina Franca, orecchiette al pomodoro, dolce e vino della casa.',
      ],
      ['Rientro a Ostuni', 'Verso le 15:30 siamo di nuovo al negozio.'],
    ])}`,
    { narrow: true },
  )}${section(
    `${headline('Prezzi', { subtitle: 'Guida, casco e pranzo in masseria sono sempre compresi.' })}${pricing([
      {
        title: 'Con la nostra e-bike',
        subtitle: 'E-bike Bosch da trekking',
        price: '95',
        period: 'a persona',
        items: [
          'Guida in italiano e inglese',
          'E-bike, casco e borraccia',
          'Pranzo in masseria con vino',
          'Assicurazione RC',
        ],
        action: ['Prenota', '/prenota'],
        featured: true,
      },
      {
        title: 'Con la tua e-bike',
        subtitle: 'Porti la tua bici elettrica',
        price: '70',
        period: 'a persona',
        items: [
          'Guida in italiano e inglese',
          'Casco e borraccia',
          'Pranzo in masseria con vino',
          'Assicurazione RC',
        ],
        action: ['Prenota', '/prenota'],
      },
    ])}${prose(
      `<p>${md('Con la vostra e-bike il tour costa **€ 70** a persona, con la guida e il pranzo.')}</p><p>${md('**Non organizziamo tour per bambini sotto i 12 anni.** I ragazzi dai 12 ai 17 anni vengono con un genitore e pagano come gli adulti.')}</p><p>Menu vegetariano o senza glutine su richiesta, avvisandoci entro le 18:00 del giorno prima.</p><p>${md('Da novembre a marzo questo tour si fa solo su richiesta, con almeno 4 persone.')}</p>`,
    )}`,
  )}${cta(
    'Prenota il tuo posto',
    'Ti confermiamo la data in giornata. Pagamento e cancellazione: [Prenota e condizioni](/prenota).',
    [
      ['Prenota', '/prenota'],
      ['Tutti i tour', '/tour'],
    ],
  )}`,
};

/* ── Costa e Dune al tramonto ─────────────────────────────────────────────────────────────────────────── */

const costaDune: PedalandoPage = {
  path: '/tour/costa-e-dune-al-tramonto',
  lang: 'it',
  alternate: '/en/tours/coast-and-dunes-sunset',
  title: 'Costa e Dune al tramonto',
  description:
    'Tour guidato di mezza giornata in pianura lungo la costa di Ostuni, nel Parco delle Dune Costiere fino a Torre Canne, con aperitivo in masseria al tramonto. Da € 45.',
  body: `${section(
    `${headline('Costa e Dune al tramonto', {
      level: 1,
      tagline: 'Tour giornaliero guidato · E-bike o trekking',
      subtitle:
        'Mezza giornata in pianura lungo la costa di Ostuni: le dune del Parco Naturale Regionale delle Dune Costiere, gli ulivi millenari della Piana e il faro di Torre Canne, con aperitivo in masseria al tramonto.',
    })}${content(
      tourFacts([
        ['Durata', '3 ore'],
        ['Partenza', 'alle 16:30 da maggio a settembre, alle 15:00 ad aprile e a ottobre'],
        ['Giorni', 'lunedì, mercoledì e venerdì'],
        [
          'Ritrovo',
          'al negozio di Ostuni: scendiamo al mare in pulmino, con le bici sul carrello (15 minuti)',
        ],
        ['Distanza', '28 km, tutta pianura'],
        ['Bici', 'e-bike o bici da trekking, a scelta'],
        ['Età minima', '12 anni'],
      ]),
      ['dune-costiere-tramonto', 'Le dune e il mare tra Torre Canne e Torre San Leonardo'],
      true,
    )}`,
  )}${section(
    `${headline('Prezzi')}${pricing([
      {
        title: 'Con e-bike',
        price: '55',
        period: 'a persona',
        items: [
          'Guida',
          'E-bike e casco',
          'Transfer in pulmino',
          'Aperitivo con burrata, taralli e un calice di vino',
        ],
        action: ['Prenota', '/prenota'],
        featured: true,
      },
      {
        title: 'Con bici da trekking',
        price: '45',
        period: 'a persona',
        items: [
          'Guida',
          'Bici da trekking e casco',
          'Transfer in pulmino',
          'Aperitivo con burrata, taralli e un calice di vino',
        ],
        action: ['Prenota', '/prenota'],
      },
    ])}${prose(
      '<p>Portate una giacca a vento: dopo il tramonto sul mare rinfresca. Il rientro al negozio è sempre con la luce.</p>',
    )}`,
  )}`,
};

/* ── Giro dei Trulli in bici da corsa ─────────────────────────────────────────────────────────────────── */

const giroTrulli: PedalandoPage = {
  path: '/tour/giro-dei-trulli-bici-da-corsa',
  lang: 'it',
  alternate: '/en/tours/trulli-road-ride',
  title: 'Giro dei Trulli in bici da corsa',
  description:
    'Uscita guidata in bici da corsa per ciclisti allenati: 95 km e 1.100 m da Ostuni alla Selva di Fasano, Alberobello, Locorotondo e Cisternino, con furgone al seguito.',
  body: `${section(
    `${headline('Giro dei Trulli in bici da corsa', {
      level: 1,
      tagline: 'Tour giornaliero guidato · Bici da corsa',
      subtitle:
        'Per ciclisti allenati: 95 km e 1.100 metri di dislivello dalla costa alla Selva di Fasano, Alberobello, Locorotondo e Cisternino, con il furgone al seguito.',
    })}${content(
      tourFacts([
        ['Partenza', 'alle 7:30 dal negozio, rientro verso le 12:30'],
        ['Giorni', 'mercoledì e domenica, da aprile a ottobre'],
        [
          'Percorso',
          'Ostuni – Selva di Fasano – Alberobello – Locorotondo – Cisternino – Ostuni: 95 km, 1.100 m di dislivello; la salita della Selva è di 6 km al 5% di media',
        ],
        ['Ritmo', 'media di 25 km/h in pianura: non è un tour per principianti'],
        ['Gruppo', 'da 2 a 8 ciclisti, con una guida in bici e il furgone di assistenza'],
        [
          'Bici',
          'Giant TCR Advanced in carbonio con Shimano Ultegra Di2, regolata sulle vostre misure; pedali SPD-SL o Look Keo gratis, oppure portate i vostri',
        ],
      ]),
      ['selva-fasano-bici-corsa', 'Ciclisti in salita verso la Selva di Fasano'],
    )}`,
  )}${section(
    `${headline('Prezzi')}${pricing([
      {
        title: 'Con la nostra bici da corsa',
        subtitle: 'Giant TCR Advanced',
        price: '120',
        period: 'a persona',
        items: [
          'Guida in bici',
          'Furgone al seguito con acqua, frutta e ruote di scorta',
          'Caffè e pasticciotto a Cisternino',
          'Le foto del giro',
        ],
        action: ['Prenota', '/prenota'],
      },
      {
        title: 'Con la tua bici',
        price: '75',
        period: 'a persona',
        items: [
          'Guida in bici',
          'Furgone al seguito con acqua, frutta e ruote di scorta',
          'Caffè e pasticciotto a Cisternino',
          'Le foto del giro',
        ],
        action: ['Prenota', '/prenota'],
      },
    ])}`,
  )}`,
};

/* ── Tour di più giorni ───────────────────────────────────────────────────────────────────────────────── */

const piuGiorni: PedalandoPage = {
  path: '/tour-di-piu-giorni',
  lang: 'it',
  alternate: '/en/multi-day-tours',
  title: 'Tour di più giorni',
  description:
    "Tour in bici di più giorni in Puglia con trasporto bagagli: Valle d'Itria e Salento in autonomia, 8 giorni da € 1.190, e Puglia Classica con la guida, 7 giorni da € 1.790. Date 2027.",
  body: `${section(
    headline('Tour di più giorni', {
      level: 1,
      tagline: 'Una settimana in bici',
      subtitle:
        "Dalla Valle d'Itria al Salento: in autonomia, con le tracce GPS e i bagagli che vi aspettano in hotel, oppure in gruppo con la nostra guida e il furgone al seguito.",
    }),
  )}${section(
    `${h2("Valle d'Itria e Salento in autonomia", 'autonomia')}${content(
      `${p("Pedalate al vostro ritmo, con le tracce GPS sul telefono e il road book: al resto pensiamo noi. Ogni mattina portiamo le valigie all'hotel della tappa successiva.")}${tourFacts(
        [
          ['Durata', '8 giorni / 7 notti, 6 giorni in bici'],
          ['Percorso', 'da Ostuni a Otranto, 290 km, tappe da 25 a 60 km'],
          ['Partenze', 'tutti i giorni dal 1° aprile al 31 ottobre, minimo 2 persone'],
          ['Hotel', 'hotel 3 stelle e masserie, con colazione'],
          [
            'Bagagli',
            "trasporto bagagli compreso, da un hotel all'altro: una valigia a persona, fino a 20 kg",
          ],
          ['Assistenza', 'al telefono e sul posto, tutti i giorni dalle 8:00 alle 20:00'],
        ],
      )}`,
      ['lecce-piazza-duomo-bici', 'Le bici in piazza del Duomo a Lecce'],
    )}${prose(
      mdTable(
        ['Giorno', 'Tappa', 'km'],
        [
          ['1', 'Arrivo a Ostuni, consegna delle bici e briefing alle 17:00', '–'],
          ['2', 'Ostuni – Cisternino – Locorotondo – Alberobello', '48'],
          ['3', 'Alberobello – Martina Franca – Ceglie Messapica', '52'],
          ['4', 'Ceglie Messapica – Oria – Mesagne', '55'],
          ['5', 'Mesagne – Lecce', '60'],
          ['6', 'Lecce – Roca – Otranto', '50'],
          ['7', 'Otranto – Porto Badisco – Otranto (facoltativa)', '25'],
          ['8', "Partenza: il rientro a Ostuni o all'aeroporto di Brindisi è compreso", '–'],
        ],
      ),
    )}${pricing([
      {
        title: 'In autonomia',
        subtitle: '8 giorni / 7 notti',
        price: '1.190',
        period: 'a persona in camera doppia',
        items: [
          '7 notti con colazione',
          'Bici da trekking, casco e borse',
          'Trasporto bagagli ogni giorno',
          'Tracce GPS e road book',
          "Rientro a Ostuni o all'aeroporto di Brindisi",
        ],
        action: ['Richiedi disponibilità', '/prenota'],
      },
    ])}${prose(
      `<h3>Supplementi</h3>${ul(
        'Camera singola: **€ 320**',
        'E-bike al posto della bici da trekking: **€ 160** per tutto il tour',
        'Notte in più a Ostuni, prima o dopo il tour: **€ 85** a persona in camera doppia, con colazione',
      )}`,
    )}`,
  )}${section(
    `${h2('Puglia Classica, tour guidato', 'guidato')}${content(
      `${p("Sette giorni in gruppo con Marco o Leo e il furgone al seguito: le strade più belle tra Valle d'Itria, costa adriatica e Lecce, le masserie, le cene insieme.")}${tourFacts(
        [
          ['Durata', '7 giorni / 6 notti, dal sabato al venerdì'],
          ['Percorso', "260 km in 5 giorni di bici, tra Valle d'Itria, costa adriatica e Lecce"],
          ['Gruppo', 'da 6 a 14 persone, con guida e furgone al seguito'],
          ['Bici', 'e-bike compresa (bici da corsa su richiesta)'],
          [
            'Compreso',
            "6 notti in masserie e hotel 4 stelle, colazioni, 5 pranzi e 4 cene, transfer dall'aeroporto di Brindisi il sabato alle 14:00 e ritorno il venerdì mattina",
          ],
        ],
      )}`,
      ['gruppo-masseria-ulivi', 'Il gruppo di Puglia Classica davanti a una masseria'],
      true,
    )}${pricing([
      {
        title: 'Guidato',
        subtitle: '7 giorni / 6 notti',
        price: '1.790',
        period: 'a persona in camera doppia',
        items: [
          'Guida e furgone al seguito',
          'E-bike e casco',
          '6 notti, colazioni, 5 pranzi e 4 cene',
          'Transfer da e per Brindisi',
        ],
        action: ['Richiedi disponibilità', '/prenota'],
        featured: true,
      },
    ])}${prose(`${ul('Supplemento camera singola: **€ 290**')}`)}<div class="mt-10">${h3('Date 2027')}${datesTable(
      ['Partenza', 'Disponibilità'],
      DEPARTURES_2027.map((d) => [d.it, d.seats <= 4 ? `Ultimi ${d.seats} posti` : 'Posti disponibili']),
    )}${p(
      '**Non ci sono partenze a luglio e agosto**: fa troppo caldo per pedalare tutto il giorno.',
      'text-muted mt-4',
    )}${availabilityCalendar('it')}</div>`,
  )}${section(
    `${prose(
      `<p>${md('Acconto, saldo e cancellazione: leggete [Prenota e condizioni](/prenota) prima di prenotare.')}</p><p>${md('**In arrivo nel 2027**: un tour guidato di 6 giorni lungo la Ciclovia dell’Acquedotto Pugliese. Non è ancora prenotabile: [leggi la news](/news/ciclovia-acquedotto-2027).')}</p>`,
    )}`,
    { narrow: true, bg: 'bg-blue-50 dark:bg-transparent' },
  )}`,
};

/* ── Tour privati e gruppi ────────────────────────────────────────────────────────────────────────────── */

const privati: PedalandoPage = {
  path: '/tour-privati-e-gruppi',
  lang: 'it',
  alternate: '/en/private-tours-and-groups',
  title: 'Tour privati e gruppi',
  description:
    'Tour in bici privati solo per voi, itinerari su misura con guida, gruppi fino a 30 persone, aziende e ospiti di matrimoni in masseria, in Valle d’Itria e sulla costa.',
  body: `${section(
    `${headline('Tour privati e gruppi', {
      level: 1,
      tagline: 'Solo per voi',
      subtitle:
        'Il vostro giorno, il vostro ritmo, il vostro itinerario: per coppie, famiglie, amici e aziende.',
    })}${features(
      [
        [
          'bike',
          'Tour privati',
          'Ogni nostro tour giornaliero si può fare privato, solo per voi e nel giorno che scegliete, anche d’inverno: al prezzo del tour si aggiunge un supplemento di **€ 150 per gruppo** (fino a 6 persone).',
        ],
        [
          'map',
          'Itinerari su misura',
          'Alberobello all’alba, le grotte di Castellana, una pedalata fino a Polignano: disegniamo il giro con voi. Guida privata **€ 280** per mezza giornata e **€ 450** per la giornata intera, per gruppi fino a 6 persone, bici escluse.',
        ],
        [
          'users',
          'Gruppi',
          'Da 10 a 30 persone (abbiamo 32 e-bike): **10% di sconto** sul prezzo dei tour a partire da 10 partecipanti, e una guida ogni 10 ciclisti.',
        ],
        [
          'olive',
          'Aziende e matrimoni',
          'Incentive, team building, ospiti di matrimoni in masseria: pedalata, aperitivo e trasporto, tutto organizzato da noi.',
        ],
      ],
      2,
    )}`,
  )}${section(
    `${prose(
      '<p>Non organizziamo uscite per addii al celibato e al nubilato.</p><p>Per i tour privati e i gruppi valgono le stesse regole dei nostri tour: età minima 12 anni, casco sempre.</p>',
    )}${h2('Chiedi un preventivo')}${form(
      [
        ['Nome e cognome', 'name', 'text'],
        ['Email', 'email', 'email'],
        ['Telefono', 'phone', 'tel'],
        ['Quante persone siete?', 'people', 'number'],
        ['Date', 'dates', 'text'],
        [
          'Che tipo di tour?',
          'type',
          ['Tour privato', 'Itinerario su misura', 'Gruppo', 'Azienda / matrimonio'],
        ],
        ['Messaggio', 'message', 'textarea'],
      ],
      'Ho letto la [privacy](/privacy) e acconsento al trattamento dei miei dati.',
      'Invia la richiesta',
      'Ti rispondiamo entro 24 ore.',
    )}`,
    { narrow: true },
  )}`,
};

export const pedalandoTourPages: PedalandoPage[] = [
  tourIndex,
  valleItria,
  costaDune,
  giroTrulli,
  piuGiorni,
  privati,
];
