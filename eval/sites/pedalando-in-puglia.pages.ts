import {
  CID,
  content,
  cta,
  esc,
  faq,
  features,
  form,
  h2,
  headline,
  hero,
  img,
  island,
  md,
  mdTable,
  type PedalandoLang,
  type PedalandoPage,
  PP_EMAIL,
  PP_PHONE,
  PP_PHONE_HREF,
  PP_STREET,
  PP_TOWN,
  PP_WHATSAPP,
  PP_WHATSAPP_HREF,
  p,
  prose,
  scoped,
  section,
  stats,
  ul,
} from './pedalando-in-puglia.layout.ts';
import { TOURS } from './pedalando-in-puglia.tour.ts';

/**
 * The Italian home page (the announcement bar with the 'Autunno in sella' offer switched on in September and
 * never switched off: 'fino al 31 ottobre', no year, code AUTUNNO15; the testimonial carousel as a
 * `client:visible` island whose track repeats the last and first slides as clones; the 2027 novelty; the
 * latest news), about us, the FAQ (only in Italian in full: `<details>` saved closed, with the negatives: no
 * children under 12 on tours, no dogs, the offer over since 31 October 2026, no tandems, no cash deposit, no
 * fixed winter departures, no online shop, no night rides, the 2027 tour not yet bookable), the booking page
 * with the booking widget (`client:load`, server-rendered form inside the island) and the current booking
 * conditions (only in Italian), and contacts with a `client:only` map island that prints nothing.
 */

/* ── Shared by both home pages ────────────────────────────────────────────────────────────────────────── */

/** AstroWind's `widgets/Announcement` in the home pages' announcement slot (scoped). */
export const announcement = (lang: PedalandoLang) =>
  scoped(
    CID.announcement,
    `<div class="announce dark text-sm text-gray-200 text-ellipsis whitespace-nowrap overflow-hidden py-2 px-3 md:px-6 text-center"><span class="tag bg-white/40 text-white font-semibold px-1 py-0.5 text-xs mr-0.5 rtl:mr-0 rtl:ml-0.5 inline-block">${
      lang === 'it' ? 'AUTUNNO IN SELLA' : 'AUTUMN IN THE SADDLE'
    }</span> ${
      lang === 'it'
        ? '<strong>Sconto 15% su tutti i noleggi di e-bike fino al 31 ottobre!</strong> Codice <strong>AUTUNNO15</strong> alla prenotazione. <a href="/noleggio" class="underline">Prenota »</a>'
        : '<strong>15% off all e-bike rentals until 31 October!</strong> Use the code <strong>AUTUNNO15</strong> when you book. <a href="/en/bike-rental" class="underline">Book »</a>'
    }</div>`,
  );

const SLIDES: [quote: string, who: string, where: string][] = [
  [
    'Il tour in e-bike con Marco è stato il giorno più bello della vacanza: trulli, strade bianche e un pranzo in masseria che ci sogniamo ancora.',
    'Chiara e Paolo',
    'Milano',
  ],
  [
    'Self-guided tour perfectly organised: our luggage was always waiting at the hotel and Giulia answered every message within minutes.',
    'Ruth &amp; Tom',
    'Leeds',
  ],
  ['Giro dei Trulli tosto ma bellissimo, bici perfetta e Leo un signore in salita.', 'Andrea', 'Torino'],
];

/** `Testimonials.tsx` (embla carousel), `client:visible`: the track with a clone of the last and the first slide. */
export const testimonials = (lang: PedalandoLang) => {
  const slide = ([quote, who, where]: [string, string, string], clone = false) =>
    `<div class="embla__slide min-w-0 flex-[0_0_100%] md:flex-[0_0_50%] px-3"${clone ? ' aria-hidden="true" data-clone="true"' : ''}><figure class="h-full flex flex-col justify-between rounded-md border border-gray-200 dark:border-slate-700 p-6 bg-white dark:bg-slate-900 shadow"><blockquote class="text-lg text-muted">“${quote}”</blockquote><figcaption class="mt-4 flex items-center gap-3">${img('avatar-cliente', '', 48, 48, 'h-10 w-10 rounded-full')}<div><p class="font-semibold">${who}</p><p class="text-sm text-muted">${where}</p></div></figcaption></figure></div>`;
  const last = SLIDES[SLIDES.length - 1]!;
  const first = SLIDES[0]!;
  const html = `<div class="embla overflow-hidden" aria-roledescription="carousel"><div class="embla__container flex">${slide(last, true)}${SLIDES.map((s) => slide(s)).join('')}${slide(first, true)}</div><div class="flex justify-center gap-2 mt-6">${SLIDES.map(
    (_s, i) =>
      `<button type="button" class="h-2.5 w-2.5 rounded-full ${i === 0 ? 'bg-primary' : 'bg-gray-300'}" aria-label="${lang === 'it' ? 'Vai alla recensione' : 'Go to review'} ${i + 1}"></button>`,
  ).join('')}</div></div>`;
  return island({
    component: 'Testimonials',
    hash: 'Dp3sWm0r',
    client: 'visible',
    props: {
      lang,
      loop: true,
      autoplay: 6000,
      slides: SLIDES.map(([quote, who, where]) => ({ quote, who: who.replace('&amp;', '&'), where })),
    },
    html,
  });
};

/** The home pages' tour cards (`TourTeaser.astro`, no styles of its own). */
export const tourTeasers = (lang: PedalandoLang, texts: string[]) =>
  `<div class="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">${TOURS.filter((t) => t.id !== 'puglia-classica')
    .map(
      (t, i) =>
        `<article class="rounded-lg overflow-hidden border border-gray-200 dark:border-slate-700 bg-white dark:bg-slate-900 shadow-sm"><a href="${t.href[lang]}">${img(t.image, t.title[lang], 480, 320, 'w-full h-40 object-cover')}</a><div class="p-5"><h3 class="text-lg font-bold"><a href="${t.href[lang]}" class="hover:text-primary">${i === 3 ? (lang === 'it' ? 'Tour di più giorni' : 'Multi-day tours') : t.title[lang]}</a></h3><p class="text-muted text-sm mt-2">${md(texts[i] ?? '')}</p></div></article>`,
    )
    .join('')}</div>`;

/* ── Home ──────────────────────────────────────────────────────────────────────────────────────────────── */

const newsCard = (href: string, title: string, date: string, iso: string, excerpt: string) =>
  `<article class="mb-6 transition intersect-once intersect-quarter motion-safe:md:opacity-0 motion-safe:md:intersect:animate-fade"><div class="relative md:h-64 bg-gray-400 dark:bg-slate-700 rounded shadow-lg mb-6"><a href="${href}">${img(href.split('/').pop() ?? 'news', title, 400, 225, 'w-full md:h-full rounded shadow-lg bg-gray-400 dark:bg-slate-700')}</a></div><h3 class="text-xl sm:text-2xl font-bold leading-tight mb-2 font-heading dark:text-slate-300"><a class="hover:text-primary dark:hover:text-blue-700 transition ease-in duration-200" href="${href}">${title}</a></h3><p class="text-sm text-muted"><time datetime="${iso}">${date}</time></p><p class="text-muted dark:text-slate-400 text-lg">${excerpt}</p></article>`;

export const pedalandoHome: PedalandoPage = {
  path: '/',
  lang: 'it',
  alternate: '/en',
  title: 'Home',
  description:
    "Pedalando in Puglia, Ostuni: tour guidati e in autonomia in e-bike e bici da corsa tra Valle d'Itria, trulli, masserie e Salento, noleggio bici a giornata e tour di più giorni con trasporto bagagli.",
  announcement: announcement('it'),
  body: `${hero({
    tagline: 'Bike tour &amp; noleggio · Ostuni',
    title: "La Valle d'Itria e il Salento in bicicletta",
    subtitle:
      'Tour guidati e in autonomia in e-bike e bici da corsa tra trulli, masserie e ulivi millenari, noleggio bici a giornata e tour di più giorni con il trasporto bagagli. Si parte dal centro di Ostuni.',
    actions: [
      ['Scopri i tour', '/tour'],
      ['Noleggia una bici', '/noleggio'],
    ],
    image: ['ostuni-citta-bianca-bici', 'Due cicliste in e-bike sotto la città bianca di Ostuni'],
  })}${section(
    `${headline('Perché pedalare con noi', { tagline: 'Pedalando in Puglia' })}${features([
      [
        'map',
        'Guide del posto',
        'Leo e Marco sono nati tra Ostuni e Cisternino e conoscono ogni strada bianca tra i muretti a secco.',
      ],
      [
        'bike',
        'E-bike e bici da corsa',
        '32 e-bike Bosch, 12 bici da corsa in carbonio e 10 gravel, controllate dopo ogni uscita.',
      ],
      [
        'luggage',
        'Bagagli e assistenza',
        'Nei tour di più giorni portiamo noi le valigie da un hotel all’altro e rispondiamo al telefono tutti i giorni.',
      ],
      ['users', 'Piccoli gruppi', 'Al massimo 12 persone per guida nei tour giornalieri.'],
      [
        'olive',
        'Pranzo in masseria',
        "Nel tour della Valle d'Itria si mangia in masseria, con il vino della casa.",
      ],
      ['truck', 'Consegna in hotel', 'Portiamo le bici al vostro hotel o B&B, anche fuori Ostuni.'],
    ])}`,
  )}${section(
    `${headline('I nostri tour', { tagline: 'Da aprile a ottobre' })}${tourTeasers('it', [
      'Giornata intera con pranzo in masseria. **€ 95** a persona, e-bike inclusa.',
      'Mezza giornata in pianura con aperitivo al tramonto. Da **€ 45** a persona.',
      '95 km per ciclisti allenati. Da **€ 75** a persona.',
      '8 giorni in autonomia da **€ 1.190**, o in gruppo con la guida da **€ 1.790**.',
    ])}`,
    { bg: 'bg-blue-50 dark:bg-transparent' },
  )}${section(
    `${stats([
      ['2014', 'anno di fondazione'],
      ['32', 'e-bike'],
      ['9', 'itinerari'],
      ['4', 'persone in squadra'],
    ])}`,
  )}${section(`${headline('Dicono di noi', { tagline: 'Recensioni' })}${testimonials('it')}`)}${section(
    content(
      `<p class="text-base text-secondary font-bold tracking-wide uppercase">Novità 2027</p>${h2('La Ciclovia dell’Acquedotto Pugliese in 6 giorni')}${p(
        'Stiamo preparando un nuovo tour guidato lungo la ciclovia che segue il grande acquedotto, dalla Valle d’Itria verso il Salento. Parte a maggio 2027: il prezzo e le date li pubblichiamo a febbraio.',
      )}${p('[Leggi la news »](/news/ciclovia-acquedotto-2027)')}`,
      ['ciclovia-acquedotto-ponte-canale', 'Il ponte-canale dell’acquedotto lungo la ciclovia'],
      true,
    ),
  )}${section(
    `${headline('Ultime news')}<div class="grid gap-6 row-gap-5 md:grid-cols-2 lg:grid-cols-3 -mb-6">${newsCard(
      '/news/natale-e-capodanno-2026',
      'Natale e Capodanno 2026: orari del negozio, pedalata degli auguri e buoni regalo',
      '16 nov 2026',
      '2026-11-16T00:00:00.000Z',
      'Gli orari del negozio durante le feste, la chiusura di gennaio e i buoni regalo.',
    )}${newsCard(
      '/news/grazie-stagione-2026',
      'Grazie per la stagione 2026! Da novembre l’orario invernale',
      '3 nov 2026',
      '2026-11-03T00:00:00.000Z',
      'Com’è andata la stagione, l’orario invernale del negozio e i tour su richiesta.',
    )}${newsCard(
      '/news/ciclovia-acquedotto-2027',
      'In arrivo nel 2027: la Ciclovia dell’Acquedotto Pugliese',
      '20 ott 2026',
      '2026-10-20T00:00:00.000Z',
      'Un nuovo tour guidato di 6 giorni, da maggio 2027.',
    )}</div>`,
  )}${cta(
    'Hai una domanda?',
    `Chiamaci al ${PP_PHONE} o scrivici su WhatsApp al ${PP_WHATSAPP}: rispondiamo negli orari del negozio.`,
    [
      ['Scrivici su WhatsApp', PP_WHATSAPP_HREF],
      ['Contatti', '/contatti'],
    ],
  )}`,
};

/* ── Chi siamo ─────────────────────────────────────────────────────────────────────────────────────────── */

const chiSiamo: PedalandoPage = {
  path: '/chi-siamo',
  lang: 'it',
  title: 'Chi siamo',
  description:
    'Pedalando in Puglia è nata a Ostuni nel 2014: Leo, Giulia, Marco e Nico, le guide, l’ufficio e l’officina.',
  body: `${section(
    `${headline('Chi siamo', { level: 1, tagline: 'Dal 2014', subtitle: 'Portiamo in bicicletta chi viene in Puglia.' })}${content(
      `${p(
        'Pedalando in Puglia è nata nel 2014 da un’idea di Leonardo “Leo” Carrieri, ostunese, ex corridore dilettante e accompagnatore cicloturistico, e di Giulia Ferrante, leccese, che ha lasciato un lavoro in banca per disegnare itinerari in bicicletta.',
      )}${p(
        'Il primo negozio era un garage in Corso Vittorio Emanuele II, con sei bici a noleggio. Dal 2022 siamo in Via Giovanni XXIII 38, con una flotta di 32 e-bike, 12 bici da corsa, 10 gravel, le city bike e le bici da bambino, e un’officina tutta nostra.',
      )}`,
      ['leo-giulia-negozio', 'Leo e Giulia davanti al negozio di Via Giovanni XXIII'],
    )}`,
  )}${section(
    `${headline('La squadra')}${features(
      [
        [
          'bike',
          'Leo Carrieri',
          'Fondatore e guida. Conosce a memoria ogni salita della Selva di Fasano e guida il Giro dei Trulli.',
        ],
        [
          'map',
          'Giulia Ferrante',
          'Fondatrice, ufficio e tour in autonomia: prepara le tracce GPS, prenota gli hotel e risponde al telefono.',
        ],
        [
          'users',
          'Marco Lisi',
          'Guida dal 2019, di Cisternino. Guida i tour in e-bike e i tour di più giorni.',
        ],
        ['tool', 'Nico Pepe', 'Il nostro meccanico: ogni bici passa dalle sue mani dopo ogni uscita.'],
      ],
      2,
    )}`,
  )}${section(
    `${headline('Come lavoriamo')}${prose(
      ul(
        'Mangiamo e dormiamo dove mangia e dorme chi vive qui: masserie, trattorie e piccoli hotel di famiglia.',
        'Scegliamo strade secondarie e strade bianche, lontano dalla statale.',
        'Ripariamo e rimettiamo a posto le bici qui, in officina, invece di cambiarle ogni anno.',
      ),
    )}`,
    { narrow: true },
  )}`,
};

/* ── FAQ ───────────────────────────────────────────────────────────────────────────────────────────────── */

const faqPage: PedalandoPage = {
  path: '/faq',
  lang: 'it',
  alternate: '/en/faq',
  title: 'Domande frequenti',
  description:
    'Domande frequenti su bambini, cani, offerte, maltempo, allenamento, casco, tour d’inverno, tandem, consegna in hotel, cauzione, tour 2027, shop e riparazioni.',
  body: section(
    `${headline('Domande frequenti', {
      level: 1,
      tagline: 'FAQ',
      subtitle: 'Non trovi la risposta? [Scrivici](/contatti).',
    })}${faq([
      [
        'Posso portare mio figlio ai tour?',
        'Non organizziamo tour per bambini sotto i 12 anni: i percorsi sono lunghi e su strade aperte al traffico. Dai 12 anni in su i ragazzi vengono con un genitore.',
        'Con i più piccoli potete noleggiare le bici e girare da soli: abbiamo bici da bambino e seggiolini (€ 5 al giorno).',
      ],
      [
        'Possiamo portare il cane?',
        'Ci dispiace: i cani non possono partecipare ai tour, nemmeno nel carrellino o nel cestino. In negozio invece sono i benvenuti.',
      ],
      [
        'Lo sconto AUTUNNO15 è ancora valido?',
        'No: l’offerta Autunno in sella (15% di sconto sui noleggi di e-bike, codice AUTUNNO15) è terminata il 31 ottobre 2026. Per ora non ci sono altre promozioni.',
      ],
      [
        'Cosa succede se piove?',
        'Se annulliamo noi un tour per pioggia o vento forte, vi rimborsiamo tutto o spostiamo il tour a un altro giorno, come preferite.',
        'Il noleggio invece non si rimborsa per il maltempo, ma potete spostarlo a un altro giorno della vostra vacanza.',
      ],
      [
        'Bisogna essere allenati?',
        'Per i tour in e-bike no: non serve essere allenati, la pedalata assistita fa il grosso del lavoro e andiamo al ritmo del gruppo. Il Giro dei Trulli in bici da corsa invece è per ciclisti allenati.',
      ],
      [
        'Il casco è obbligatorio?',
        'Sui nostri tour sì, sempre, anche se in Italia la legge non lo impone. Il casco ve lo diamo noi, compreso nel prezzo.',
      ],
      [
        'Fate tour anche d’inverno?',
        'Da novembre a marzo non ci sono partenze fisse: i tour giornalieri si fanno su richiesta, con almeno 4 persone, nei giorni di apertura del negozio. Il noleggio continua tutto l’inverno, tranne durante la chiusura di gennaio.',
      ],
      ['Avete tandem o handbike?', 'No, non abbiamo tandem né handbike.'],
      [
        'Mi portate le bici in albergo?',
        'Sì: entro 15 km da Ostuni € 20 a tratta, da 15 a 40 km € 40 a tratta. Tutti i dettagli nella pagina [Noleggio](/noleggio).',
      ],
      [
        'Posso lasciare la cauzione in contanti?',
        'No, non accettiamo la cauzione in contanti. Per e-bike, e-MTB, gravel e bici da corsa la cauzione è di € 150, con una preautorizzazione sulla carta di credito.',
      ],
      [
        'Si può già prenotare il tour della Ciclovia dell’Acquedotto?',
        'Non ancora: il tour parte a maggio 2027, il prezzo lo pubblichiamo a febbraio 2027 e le prenotazioni apriranno il 1° marzo 2027. [Leggi la news](/news/ciclovia-acquedotto-2027).',
      ],
      [
        'Fate tour di notte?',
        'No. Il tour Costa e Dune finisce al tramonto, ma non facciamo tour dopo il buio: rientriamo sempre con la luce.',
      ],
      [
        'Posso comprare la vostra maglia online?',
        'No: lo shop è solo nel nostro negozio di Ostuni, non vendiamo online e non spediamo.',
      ],
      [
        'Riparate anche bici che non sono vostre?',
        'Facciamo assistenza solo sulle nostre bici; sulle bici di altri ripariamo solo le forature.',
      ],
      [
        'Fino a quando posso cancellare un tour?',
        'I tour giornalieri si cancellano gratis fino a 48 ore prima della partenza. Per i tour di più giorni e i noleggi leggete [Prenota e condizioni](/prenota).',
      ],
    ])}`,
  ),
};

/* ── Prenota e condizioni ──────────────────────────────────────────────────────────────────────────────── */

const BOOKABLE: [id: string, label: string, price: number][] = [
  ['valle-itria-ebike', "Valle d'Itria in e-bike — € 95", 95],
  ['costa-dune-ebike', 'Costa e Dune al tramonto, e-bike — € 55', 55],
  ['costa-dune-trekking', 'Costa e Dune al tramonto, trekking — € 45', 45],
  ['giro-trulli', 'Giro dei Trulli in bici da corsa — € 120', 120],
  ['giro-trulli-own', 'Giro dei Trulli con la tua bici — € 75', 75],
  ['noleggio', 'Noleggio bici', 0],
  ['piu-giorni', 'Tour di più giorni (richiesta di disponibilità)', 0],
];

const bookingWidget = () =>
  island({
    component: 'BookingWidget',
    hash: 'Bq0Zr5Hs',
    client: 'load',
    props: {
      lang: 'it',
      endpoint: '/api/booking',
      products: BOOKABLE.map(([id, label, price]) => ({ id, label, price })),
      maxPeople: 12,
    },
    html: `<form class="booking-widget grid gap-4 rounded-lg border border-gray-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-6 shadow" novalidate><div><label for="bw-product" class="block text-sm font-medium">Cosa vuoi prenotare?</label><select id="bw-product" name="product" class="mt-1 py-3 px-4 block w-full rounded-lg border border-gray-200">${BOOKABLE.map(
      ([id, label]) => `<option value="${id}">${esc(label)}</option>`,
    ).join(
      '',
    )}</select></div><div class="grid grid-cols-2 gap-4"><div><label for="bw-date" class="block text-sm font-medium">Data</label><input id="bw-date" type="date" name="date" min="2026-11-24" class="mt-1 py-3 px-4 block w-full rounded-lg border border-gray-200"></div><div><label for="bw-people" class="block text-sm font-medium">Persone</label><input id="bw-people" type="number" name="people" min="1" max="12" value="2" class="mt-1 py-3 px-4 block w-full rounded-lg border border-gray-200"></div></div><div><label for="bw-name" class="block text-sm font-medium">Nome e cognome</label><input id="bw-name" type="text" name="name" class="mt-1 py-3 px-4 block w-full rounded-lg border border-gray-200"></div><div class="grid grid-cols-2 gap-4"><div><label for="bw-email" class="block text-sm font-medium">Email</label><input id="bw-email" type="email" name="email" class="mt-1 py-3 px-4 block w-full rounded-lg border border-gray-200"></div><div><label for="bw-phone" class="block text-sm font-medium">Telefono / WhatsApp</label><input id="bw-phone" type="tel" name="phone" class="mt-1 py-3 px-4 block w-full rounded-lg border border-gray-200"></div></div><div><label for="bw-notes" class="block text-sm font-medium">Note (altezza, bici, allergie)</label><textarea id="bw-notes" name="notes" rows="3" class="mt-1 py-3 px-4 block w-full rounded-lg border border-gray-200"></textarea></div><div class="flex items-center justify-between rounded-md bg-gray-50 dark:bg-slate-800 px-4 py-3"><span class="text-sm text-muted">Totale indicativo</span><span class="text-xl font-bold" aria-live="polite">€ 190</span></div><button type="submit" class="btn-primary">Invia la richiesta</button><p class="text-xs text-muted">Non paghi niente adesso: ti confermiamo disponibilità e prezzo per email o WhatsApp.</p></form>`,
  });

const prenota: PedalandoPage = {
  path: '/prenota',
  lang: 'it',
  title: 'Prenota e condizioni',
  description:
    'Prenota un tour o una bici a noleggio con Pedalando in Puglia e leggi le condizioni: pagamento, acconto, cancellazione, maltempo e metodi di pagamento.',
  body: `${section(
    `${headline('Prenota e condizioni', {
      level: 1,
      tagline: 'Prenota',
      subtitle:
        'Scegli il tour o la bici, la data e quante persone siete: ti rispondiamo entro poche ore con la conferma.',
    })}<div class="max-w-xl mx-auto">${bookingWidget()}</div>`,
  )}${section(
    prose(
      `<h2 id="tour-giornalieri">Tour giornalieri</h2><p>${md('Si pagano per intero alla conferma, con carta o PayPal. **Cancellazione gratuita fino a 48 ore prima della partenza**; dopo, nessun rimborso, ma potete mandare un’altra persona al vostro posto.')}</p><h2 id="maltempo">Maltempo</h2><p>Se annulliamo noi per pioggia o vento forte, vi rimborsiamo tutto o spostiamo il tour a un altro giorno, a vostra scelta. Decidiamo entro le 19:00 del giorno prima e vi avvisiamo su WhatsApp.</p><h2 id="piu-giorni">Tour di più giorni</h2><p>${md('Alla prenotazione si versa un **acconto del 30%**; il saldo è dovuto 30 giorni prima della partenza, con bonifico o carta.')}</p><p>Se cancellate:</p>${ul(
        'fino a 45 giorni prima della partenza, vi restituiamo l’acconto, meno € 50 di spese;',
        'da 44 a 15 giorni prima, perdete l’acconto;',
        'a meno di 15 giorni dalla partenza, nessun rimborso.',
      )}<p>Vi consigliamo un’assicurazione di viaggio che copra l’annullamento.</p><h2 id="noleggio">Noleggio</h2><p>Il noleggio si paga al ritiro delle bici: per prenotare non serve un anticipo. Cancellazione gratuita fino alle 18:00 del giorno prima.</p><h2 id="pagamenti">Pagamenti</h2><p>Accettiamo carte di credito e di debito (Visa, Mastercard, American Express), PayPal e bonifico; in negozio anche contanti e Satispay. Non accettiamo assegni.</p>`,
    ),
    { narrow: true },
  )}`,
};

/* ── Contatti ──────────────────────────────────────────────────────────────────────────────────────────── */

/** `Map.tsx` (react-leaflet via preact/compat), `client:only`: nothing on the server. */
export const mapIsland = (lang: PedalandoLang) =>
  island({
    component: 'ShopMap',
    hash: 'CwK3mT7e',
    client: 'only',
    props: {
      lang,
      center: [40.7302, 17.5769],
      zoom: 16,
      marker: 'Pedalando in Puglia',
      tiles: 'https://{s}.tile.openstreetmap.example/{z}/{x}/{y}.png',
    },
  });

const contatti: PedalandoPage = {
  path: '/contatti',
  lang: 'it',
  alternate: '/en/contact',
  title: 'Contatti',
  description:
    'Contatti di Pedalando in Puglia a Ostuni: indirizzo del negozio, telefono, WhatsApp, email, orari estivi e invernali, come arrivare e modulo di contatto.',
  body: `${section(
    `${headline('Contatti', {
      level: 1,
      tagline: 'Vieni a trovarci',
      subtitle: 'Il negozio è il punto di partenza di tutti i tour e del noleggio.',
    })}${features(
      [
        ['pin', 'Indirizzo', `${PP_STREET}, ${PP_TOWN}`],
        ['phone', 'Telefono', `[${PP_PHONE}](${PP_PHONE_HREF})`],
        ['whatsapp', 'WhatsApp', `[${PP_WHATSAPP}](${PP_WHATSAPP_HREF})`],
        ['mail', 'Email', `[${PP_EMAIL}](mailto:${PP_EMAIL})`],
      ],
      2,
    )}`,
  )}${section(
    `${h2('Orari del negozio')}${prose(
      mdTable(
        ['Periodo', 'Giorni', 'Orari'],
        [
          ['Aprile – ottobre', 'tutti i giorni', '8:30–13:00 e 16:00–20:00'],
          ['Novembre – marzo', 'dal martedì al sabato', '9:30–13:00 e 15:30–18:00'],
          ['Novembre – marzo', 'domenica e lunedì', 'chiuso'],
        ],
      ),
    )}${p('Gli orari di Natale e la chiusura di gennaio sono nelle [news](/news/natale-e-capodanno-2026).', 'text-muted mt-4')}${h2('Come arrivare')}${p(
      'Siamo in Via Giovanni XXIII 38, a 400 metri da Piazza della Libertà, sotto il centro storico. A 150 metri c’è il parcheggio comunale di Via Pinto.',
      'text-muted mt-4',
    )}${mapIsland('it')}`,
    { narrow: true },
  )}${section(
    `${h2('Scrivici')}${form(
      [
        ['Nome e cognome', 'name', 'text'],
        ['Email', 'email', 'email'],
        ['Telefono', 'phone', 'tel'],
        [
          'Ti scrivo per',
          'topic',
          ['Tour giornalieri', 'Tour di più giorni', 'Noleggio', 'Gruppi e privati', 'Altro'],
        ],
        ['Messaggio', 'message', 'textarea'],
      ],
      'Ho letto la [privacy](/privacy) e acconsento al trattamento dei miei dati.',
      'Invia',
      'Rispondiamo negli orari del negozio, di solito in giornata.',
    )}`,
    { narrow: true },
  )}`,
};

export const pedalandoPages: PedalandoPage[] = [chiSiamo, faqPage, prenota, contatti];
