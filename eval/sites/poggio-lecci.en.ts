import {
  accordion,
  button,
  card,
  code,
  col,
  contactForm,
  full,
  heading,
  iconText,
  image,
  line,
  PL_COMPANY,
  PL_EMAIL,
  PL_PHONE,
  PL_STREET,
  PL_TOWN,
  PL_WHATSAPP,
  PL_WHATSAPP_HREF,
  type PoggioPage,
  priceTable,
  pricing,
  row,
  section,
  svg,
  text,
} from './poggio-lecci.layout.ts';

/**
 * The English pages under /en, a second set of Dorik pages the owners wrote themselves: home (with the same
 * yearless 'Autumn offer: 3 nights for the price of 2 – until 31 October!' bar), cottages, prices, services,
 * the area, FAQ, contact and the booking terms, each linked to its Italian page by the switcher and hreflang;
 * the English footer links the Italian-only house rules and privacy notice. The travel tips page (airports, the
 * train to Chiusi and the €55 taxi, the ZTL, Thursday's market in Montepulciano, the Sunday supermarket, who
 * speaks English and German, plugs, tap water, tipping) is only in English. The news are not translated.
 */

interface Cottage {
  name: string;
  slug: string;
  guests: string;
  rooms: string;
  baths: string;
  size: string;
  teaser: string;
}

const COTTAGES: Cottage[] = [
  {
    name: 'Il Leccio',
    slug: 'il-leccio',
    guests: 'Sleeps 4',
    rooms: '2 bedrooms',
    baths: '1 bathroom',
    size: '65 m²',
    teaser: 'Ground floor of the farmhouse, fireplace and a fenced private garden. Dogs welcome.',
  },
  {
    name: 'La Ginestra',
    slug: 'la-ginestra',
    guests: 'Sleeps 2',
    rooms: '1 bedroom',
    baths: '1 bathroom',
    size: '40 m²',
    teaser: 'First floor, a terrace looking across to Montepulciano. Made for a couple.',
  },
  {
    name: 'La Torretta',
    slug: 'la-torretta',
    guests: 'Sleeps 5',
    rooms: '2 bedrooms',
    baths: '2 bathrooms',
    size: '78 m²',
    teaser: 'On two floors at the top of the farmhouse, with a reading room in the old dovecote tower.',
  },
  {
    name: 'Il Fienile',
    slug: 'il-fienile',
    guests: 'Sleeps 6',
    rooms: '3 bedrooms',
    baths: '2 bathrooms',
    size: '95 m²',
    teaser: 'The old hay barn: a detached house with a loggia, fireplace and garden. Dogs welcome.',
  },
  {
    name: 'La Limonaia',
    slug: 'la-limonaia',
    guests: 'Sleeps 2',
    rooms: '1 bedroom',
    baths: '1 bathroom',
    size: '35 m²',
    teaser: 'All on the ground floor with no steps, wheelchair accessible. A patio on the pool lawn.',
  },
];

const facts = (c: Cottage) =>
  `<div class="grid grid-cols-2 gap-2">${iconText('users', c.guests)}${iconText('bed', c.rooms)}${iconText('bath', c.baths)}${iconText('ruler', c.size)}</div>`;

/* ── Home ─────────────────────────────────────────────────────────────────────────────────────────────── */

const home: PoggioPage = {
  path: '/en',
  lang: 'en',
  alt: '/',
  title: 'Poggio ai Lecci · Holiday cottages with a pool near Montepulciano, Tuscany',
  description:
    'Five self-catering holiday cottages with a pool in a Tuscan farmhouse 6 km from Montepulciano: Il Leccio, La Ginestra, La Torretta, Il Fienile and La Limonaia.',
  body: [
    section(
      'py-3 bg-[#c9a96e] text-stone-900',
      full(
        text(
          '<p class="text-center font-semibold">🍂 <strong>Autumn offer: 3 nights for the price of 2 – until 31 October!</strong> In every cottage, for any arrival day except Saturday. Message us on WhatsApp and ask for the autumn offer.</p>',
          'text-sm md:text-base text-stone-900',
        ),
      ),
    ),
    section(
      'py-24 md:py-36 bg-cover bg-center text-white bg-[url(https://cdn.dorik.com/63f1c0a94b7e2d0012a6f3c8/6410d2e7c95a1b0011d47e90/images/hero-poggio-piscina-tramonto_q8m2x7kd.webp)]',
      row(
        [
          col(
            '2/3',
            heading(6, 'Montepulciano · Tuscany', 'text-[#f3e6c8]'),
            heading(1, 'Holiday cottages with a pool among olive trees and holm oaks', 'text-white'),
            text(
              '<p>Five cottages in a stone farmhouse on a hill 6 km from Montepulciano, with a pool, an olive grove and views over the Valdichiana. Our family runs them: Paolo, Giovanna, Chiara and Tommaso Bernardini.</p>',
              'text-white/90',
            ),
            `<div class="flex flex-wrap gap-3">${button('Our cottages', '/en/cottages')}${button('Prices & availability', '/en/prices', 'outline')}</div>`,
          ),
        ],
        'items-center',
      ),
    ),
    section(
      'py-10 bg-white',
      full(
        code(
          `<div class="pl-notice" style="display:flex;gap:14px;align-items:flex-start;padding:18px 22px;border-radius:16px;background:#eef2e6;border:1px solid #cdd7b8"><span style="font-size:26px">❄️</span><div><p style="margin:0 0 6px;font-weight:700;color:#2f3526">We are closed for the winter.</p><p style="margin:0;color:#57534e">Our 2026 season ended on 8 November and we reopen on 26 March 2027. What about Christmas? See our <a href="/news" style="text-decoration:underline">news</a> (in Italian). You can already ask us about 2027: out of season we answer on WhatsApp at ${PL_WHATSAPP}.</p></div></div>`,
        ),
      ),
    ),
    section(
      'py-20 bg-[#faf7f2]',
      full(
        heading(6, 'The cottages', 'text-[#5c6b3a] text-center'),
        heading(2, 'Five cottages, each with its own story', 'text-center'),
        text(
          '<p class="text-center">All with a kitchen, bed linen and towels included, free Wi-Fi and a parking space. Every cottage has air conditioning except Il Fienile.</p>',
        ),
      ),
      row(
        COTTAGES.slice(0, 3).map((c) =>
          col(
            '1/3',
            card(
              image(`casa-${c.slug}`, c.name, 'rounded-none h-full'),
              heading(3, c.name),
              facts(c),
              text(`<p>${c.teaser}</p>`, 'text-sm md:text-base'),
              button('See the cottage', `/en/cottages#${c.slug}`, 'outline'),
            ),
          ),
        ),
      ),
      row(
        COTTAGES.slice(3).map((c) =>
          col(
            '1/2',
            card(
              image(`casa-${c.slug}`, c.name, 'rounded-none h-full'),
              heading(3, c.name),
              facts(c),
              text(`<p>${c.teaser}</p>`, 'text-sm md:text-base'),
              button('See the cottage', `/en/cottages#${c.slug}`, 'outline'),
            ),
          ),
        ),
      ),
    ),
    section(
      'py-16 bg-white',
      row(
        [
          col('1/2', image('frantoio-lavori-2026', 'The old olive mill during the works')),
          col(
            '1/2',
            heading(6, 'Coming soon', 'text-[#5c6b3a]'),
            heading(2, 'Il Frantoio, our sixth cottage'),
            text(
              '<p>We are restoring the old olive mill on the hill: it will become our sixth cottage and open in <strong>spring 2027</strong>. Bookings are not open yet.</p>',
            ),
          ),
        ],
        'items-center',
      ),
    ),
    section(
      'py-20 bg-[#2f3526] text-white',
      full(heading(2, 'At Poggio ai Lecci', 'text-white text-center')),
      row(
        [
          col(
            '1/3',
            iconText('swimmer', 'A 12 x 6 m pool, May to September'),
            iconText('wifi', 'Free Wi-Fi in every cottage'),
          ),
          col(
            '1/3',
            iconText('leaf', 'Breakfast basket to order'),
            iconText('users', 'Cooking class with Giovanna'),
          ),
          col('1/3', iconText('check', 'Free private parking'), iconText('check', 'EV charging')),
        ],
        'text-white',
      ),
      full(`<div class="flex justify-center">${button('All services', '/en/services', 'outline')}</div>`),
    ),
    section(
      'py-16 bg-[#5c6b3a] text-white',
      row(
        [
          col(
            '2/3',
            heading(2, 'Get in touch', 'text-white'),
            text(
              `<p>Phone <strong>+39 ${PL_PHONE}</strong> · WhatsApp <strong>+39 ${PL_WHATSAPP}</strong> · <a href="mailto:${PL_EMAIL}">${PL_EMAIL}</a></p>`,
              'text-white/90',
            ),
          ),
          col('1/3', button('Contact & directions', '/en/contact', 'outline')),
        ],
        'items-center',
      ),
    ),
  ].join(''),
};

/* ── Cottages ─────────────────────────────────────────────────────────────────────────────────────────── */

const cottageSection = (c: Cottage, img: string, body: string, equipment: string[], bg: string) =>
  section(
    `py-20 ${bg}`,
    row(
      [
        col('1/2', image(img, c.name)),
        col(
          '1/2',
          `<div id="${c.slug}" class="scroll-mt-24"></div>`,
          heading(2, c.name),
          facts(c),
          text(body),
          heading(5, 'What you’ll find', 'text-[#5c6b3a]'),
          text(`<ul>${equipment.map((e) => `<li>${e}</li>`).join('')}</ul>`, 'text-sm md:text-base'),
          button('Prices & availability', '/en/prices'),
        ),
      ],
      'items-start',
    ),
  );

const [leccio, ginestra, torretta, fienile, limonaia] = COTTAGES as [
  Cottage,
  Cottage,
  Cottage,
  Cottage,
  Cottage,
];

const cottages: PoggioPage = {
  path: '/en/cottages',
  lang: 'en',
  alt: '/le-case',
  title: 'The cottages',
  description:
    'The five holiday cottages of Poggio ai Lecci: guests, bedrooms, bathrooms, size and equipment of Il Leccio, La Ginestra, La Torretta, Il Fienile and La Limonaia.',
  body: [
    section(
      'py-20 bg-[#faf7f2]',
      full(
        heading(1, 'The cottages'),
        text(
          '<p>Four cottages are in the farmhouse, side by side but each with its own entrance; Il Fienile is a detached house 50 metres away. In every cottage: a kitchen with oven, induction hob, fridge-freezer, espresso machine and moka pot; <strong>bed linen and towels are included</strong>; heating; free Wi-Fi; a parking space. Every cottage has air conditioning except Il Fienile.</p><p>A cot and a high chair are free on request. Smoking is not allowed inside the cottages.</p>',
        ),
      ),
    ),
    cottageSection(
      leccio,
      'leccio-soggiorno-camino',
      '<p>On the ground floor of the farmhouse, with a fenced private garden in the shade of the big holm oak (leccio) that gives the cottage, and the whole hill, its name. Living room with fireplace and kitchen, a double bedroom and a twin bedroom, one shower room.</p><p>The garden is fenced, which is why Il Leccio is one of the two cottages where <strong>dogs are welcome</strong> (2 at most, €10 per dog per night).</p>',
      ['Air conditioning and heating', 'Fireplace', 'Fenced private garden with table and loungers'],
      'bg-white',
    ),
    cottageSection(
      ginestra,
      'ginestra-terrazzo',
      '<p>On the first floor of the farmhouse, up the outside stone staircase. A double bedroom, a kitchen-living room and a shower room. From the terrace you can see Montepulciano, best in the evening when its lights come on. The right cottage for a couple.</p>',
      ['Air conditioning and heating', 'Terrace with a table for two'],
      'bg-[#faf7f2]',
    ),
    cottageSection(
      torretta,
      'torretta-torre',
      '<p>On two floors at the top of the farmhouse, with the old dovecote tower: at the top of the tower is a small reading room looking over the Valdichiana and the Val d’Orcia. A double bedroom, a twin bedroom, a single sofa bed in the living room and two bathrooms.</p><p>The stairs inside are steep: La Torretta is not suitable for children under 3.</p>',
      [
        'Air conditioning and heating',
        'Single sofa bed for the fifth guest',
        'Two bathrooms, one with a bath',
      ],
      'bg-white',
    ),
    cottageSection(
      fienile,
      'fienile-portico',
      '<p>The old hay barn is a detached house 50 metres from the farmhouse: three bedrooms (two doubles and a twin), two bathrooms, a large living room with a fireplace and a loggia with a table for eight. Around it, a fenced private garden: dogs are welcome here too.</p><p><strong>Il Fienile has no air conditioning</strong>: its stone walls are 70 cm thick and the house stays cool in summer; every bedroom has a ceiling fan.</p>',
      ['Heating and fireplace', 'Ceiling fans in every bedroom', 'Loggia with a table for eight'],
      'bg-[#faf7f2]',
    ),
    cottageSection(
      limonaia,
      'limonaia-esterno',
      '<p>The farmhouse’s old lemon house, all on the ground floor with <strong>no steps</strong>, a wide door and a bathroom with a level-access shower and grab rails: our wheelchair-accessible cottage. One bedroom with a double bed (or two singles), a kitchenette and a patio on the pool lawn.</p>',
      ['Air conditioning and heating', 'Step-free entrance and bathroom', 'Parking space by the door'],
      'bg-white',
    ),
    section(
      'py-16 bg-[#eef2e6]',
      full(
        heading(6, 'Coming in spring 2027', 'text-[#5c6b3a]'),
        heading(2, 'Il Frantoio'),
        text(
          '<p>In the old olive mill on the hill we are building our sixth cottage, for 4 guests with two bedrooms and two bathrooms. It opens in spring 2027: <strong>bookings are not open yet</strong>.</p>',
        ),
      ),
    ),
  ].join(''),
};

/* ── Prices ───────────────────────────────────────────────────────────────────────────────────────────── */

const card2027 = (name: string, sub: string, amount: string, features: string[], badge?: string) =>
  pricing({
    title: name,
    subtitle: sub,
    prefix: 'from',
    currency: '€',
    amount,
    period: '/night',
    features,
    cta: ['Check availability', '#availability'],
    ...(badge ? { badge } : {}),
  });

const prices: PoggioPage = {
  path: '/en/prices',
  lang: 'en',
  alt: '/prezzi',
  title: 'Prices & availability 2027',
  description:
    'Poggio ai Lecci 2027 prices per night by season, with the minimum stay, cleaning fees, tourist tax and extras.',
  body: [
    section(
      'py-20 bg-[#faf7f2]',
      full(
        heading(1, 'Prices & availability 2027'),
        text(
          '<p>Prices are <strong>per night for the whole cottage</strong>, not per person. The 2027 season runs from 26 March to 7 November 2027.</p>',
        ),
      ),
      row([
        col('1/3', card2027('La Limonaia', 'Sleeps 2 · 1 bedroom', '90', ['Accessible, no steps'])),
        col('1/3', card2027('La Ginestra', 'Sleeps 2 · 1 bedroom', '95', ['Terrace with a view'])),
        col('1/3', card2027('Il Leccio', 'Sleeps 4 · 2 bedrooms', '130', ['Garden, dogs welcome'])),
      ]),
      row([
        col('1/2', card2027('La Torretta', 'Sleeps 5 · 2 bedrooms', '150', ['Two bathrooms, tower room'])),
        col(
          '1/2',
          card2027('Il Fienile', 'Sleeps 6 · 3 bedrooms', '185', ['Detached, dogs welcome'], 'Most popular'),
        ),
      ]),
    ),
    section(
      'py-16 bg-white',
      full(
        heading(2, '2027 seasons'),
        priceTable([
          ['Season', 'Dates', 'Minimum stay'],
          ['Low', '26 March – 28 May and 2 October – 7 November', '3 nights'],
          ['Mid', '29 May – 2 July and 28 August – 1 October', '4 nights'],
          ['High', '3 July – 27 August', '7 nights, Saturday to Saturday'],
        ]),
        heading(2, 'Prices per night 2027'),
        priceTable([
          ['Cottage', 'Guests', 'Low', 'Mid', 'High'],
          ['La Ginestra', '2', '€95', '€120', '€155'],
          ['La Limonaia', '2', '€90', '€115', '€145'],
          ['Il Leccio', '4', '€130', '€165', '€210'],
          ['La Torretta', '5', '€150', '€190', '€245'],
          ['Il Fienile', '6', '€185', '€235', '€295'],
        ]),
        text(
          '<p><strong>Included:</strong> bed linen and towels are included (changed once a week for stays of 7 nights or more), electricity, water, gas and heating, Wi-Fi, parking and the pool.</p>',
        ),
      ),
    ),
    section(
      'py-16 bg-[#faf7f2]',
      full(
        heading(2, 'Extras'),
        priceTable(
          [
            ['Final cleaning, La Ginestra and La Limonaia', '€60'],
            ['Final cleaning, Il Leccio and La Torretta', '€80'],
            ['Final cleaning, Il Fienile', '€100'],
            [
              'Tourist tax (Comune di Montepulciano)',
              '€2.00 per person per night, from age 12, first 7 nights',
            ],
            ['Dog (Il Leccio and Il Fienile only, 2 at most)', '€10 per dog per night'],
            ['Arrival after 8pm (by 10pm, by arrangement)', '€25'],
            ['Late check-out until noon, if the cottage is free', '€30'],
            ['Extra cleaning during your stay', '€40'],
            ['Breakfast basket', '€14 per person, children up to 10 €8'],
            ['Washing machine token', '€5'],
            ['EV charging', '€0.40 per kWh'],
            ['Security deposit, returned when you leave', '€200'],
          ],
          false,
        ),
        text(
          '<p>The tourist tax is paid in cash on arrival. To book we ask for a 30% deposit: see the <a href="/en/booking-terms">booking terms</a>.</p>',
        ),
      ),
    ),
    section(
      'py-16 bg-white',
      full(
        `<div id="availability" class="scroll-mt-24"></div>`,
        heading(2, 'Availability'),
        text(
          '<p>The calendar is updated every day. To book or for a quote, write to us: we answer within 24 hours.</p>',
        ),
        code(
          '<div class="smoobu-calendar"><iframe src="https://login.smoobu.com/en/cockpit/widget/show-calendar-iframe/1289374/9c4e27b1a5" title="Poggio ai Lecci availability" style="width:100%;height:560px;border:0" loading="lazy"></iframe><script src="https://login.smoobu.com/js/Apartment/CalendarWidget.js"></script></div>',
        ),
        button('Ask for a quote', '/en/contact'),
      ),
    ),
  ].join(''),
};

/* ── Services ─────────────────────────────────────────────────────────────────────────────────────────── */

const service = (icon: string, title: string, html: string) =>
  `<div class="dorik-card h-full"><div class="flex flex-col gap-3 h-full p-6 rounded-2xl bg-white ring-1 ring-stone-200"><span class="w-8 h-8 text-[#5c6b3a]">${svg(icon)}</span>${heading(3, title)}${text(html, 'text-sm md:text-base')}</div></div>`;

const services: PoggioPage = {
  path: '/en/services',
  lang: 'en',
  alt: '/servizi',
  title: 'Services',
  description:
    'Pool, breakfast basket, cooking class, Vino Nobile tasting, Wi-Fi, parking, EV charging and laundry at Poggio ai Lecci.',
  body: [
    section(
      'py-20 bg-[#faf7f2]',
      full(
        heading(1, 'Services'),
        text(
          '<p>The cottages are self-catering: below is what you can add to your stay, and what you share with the other guests on the hill.</p>',
        ),
      ),
    ),
    section(
      'py-16 bg-white',
      row(
        [
          col('1/2', image('piscina-poggio-lettini', 'The pool with loungers and the view')),
          col(
            '1/2',
            heading(2, 'The pool'),
            text(
              '<p>The pool is <strong>12 x 6 m</strong>, saltwater, 1.10 to 1.60 m deep, with loungers and umbrellas for every guest.</p><p>It is open <strong>from 1 May to 30 September</strong> (weather permitting), every day <strong>from 9am to 7.30pm</strong>.</p><p>The pool is not heated: in May and late September the water is cool. There is no lifeguard: children under 14 must be with an adult. Dogs are not allowed in the pool area.</p>',
            ),
          ),
        ],
        'items-center',
      ),
    ),
    section(
      'py-16 bg-[#faf7f2]',
      row([
        col(
          '1/2',
          service(
            'leaf',
            'Breakfast basket',
            '<p><strong>€14 per person</strong>, children up to 10 €8. Order it by 6pm the day before on WhatsApp and we leave it at your door at 8.30am.</p><p>Inside: bread from the Montepulciano bakery, Giovanna’s cakes, jams, Pienza pecorino, eggs from our hens, fruit juice and coffee.</p>',
          ),
        ),
        col(
          '1/2',
          service(
            'users',
            'Pici and ragù with Giovanna',
            '<p>Giovanna’s cooking class: <strong>Wednesdays from 5pm to 8pm</strong> in the big farmhouse kitchen. You knead pici by hand, make the ragù and then we all have dinner together.</p><p><strong>€75 per person</strong>, dinner and wine included; children aged 8 to 14 €45. At least 4 and at most 10 people; book by Monday evening. April to October.</p>',
          ),
        ),
      ]),
      row([
        col(
          '1/2',
          service(
            'check',
            'Vino Nobile tasting',
            '<p><strong>Tuesdays at 6.30pm</strong> in the farmhouse cellar with Tommaso, our sommelier: four wines from Montepulciano wineries (a Rosso, two Vino Nobile and a Vin Santo) with a board of pecorino and cured meats. <strong>€35 per person</strong>, about an hour and a half.</p>',
          ),
        ),
        col(
          '1/2',
          service(
            'leaf',
            'Our olive oil',
            '<p>From the 300 olive trees on the hill we make our own extra virgin olive oil. It is on sale at the farmhouse: ask Paolo.</p>',
          ),
        ),
      ]),
    ),
    section(
      'py-16 bg-white',
      full(heading(2, 'Everything else')),
      row([
        col(
          '1/2',
          text(
            '<p><strong>Wi-Fi.</strong> Free in every cottage and at the pool, a fibre (FWA) connection of up to 100 Mbps.</p><p><strong>Parking.</strong> Free private parking: one space per cottage under the pergola; a second car goes in the lower car park by the gate.</p><p><strong>EV charging.</strong> One 7.4 kW wall box with a Type 2 socket in the car park (bring your own cable): €0.40 per kWh, paid when you leave. There is only one charger, so book a charging slot when you arrive.</p>',
          ),
        ),
        col(
          '1/2',
          text(
            '<p><strong>Laundry.</strong> The shared laundry room has a token washing machine (€5 a wash, detergent included). There is no tumble dryer: every cottage has a drying rack.</p><p><strong>Cleaning.</strong> Cottages are handed over clean, with bed linen and towels included. There is no daily cleaning; for stays of 7 nights or more we change sheets and towels once a week. Extra cleaning costs €40.</p><p><strong>Barbecue.</strong> In the olive grove there is a shared barbecue area with a charcoal and a gas barbecue and two tables.</p><p><strong>Children.</strong> A cot and a high chair are free on request.</p>',
          ),
        ),
      ]),
    ),
  ].join(''),
};

/* ── The area ─────────────────────────────────────────────────────────────────────────────────────────── */

const area: PoggioPage = {
  path: '/en/the-area',
  lang: 'en',
  alt: '/dintorni',
  title: 'The area: what to do',
  description:
    'What to do around Poggio ai Lecci: Montepulciano, Pienza, the Val d’Orcia, Bagno Vignoni, Siena and Florence, with driving distances.',
  body: [
    section(
      'py-20 bg-[#faf7f2]',
      full(
        heading(1, 'The area: what to do'),
        text(
          '<p>The hill sits on the side of Montepulciano that looks over the Valdichiana; over the ridge the Val d’Orcia begins. Here are the driving distances from our gate and a few tips from the family.</p>',
        ),
      ),
    ),
    section(
      'py-16 bg-white',
      row([
        col(
          '1/2',
          heading(2, 'Distances'),
          priceTable([
            ['Where', 'Km', 'By car'],
            ['Montepulciano (old town)', '6 km', '10 minutes'],
            ['Pienza', '17 km', '20 minutes'],
            ['Chiusi-Chianciano Terme station', '22 km', '25 minutes'],
            ['Bagno Vignoni', '30 km', '35 minutes'],
            ['Lake Trasimeno', '32 km', '35 minutes'],
            ['Cortona', '35 km', '40 minutes'],
            ['Montalcino', '45 km', '50 minutes'],
            ['Siena', '65 km', '1 hour'],
            ['Florence', '125 km', '1 hour 30'],
            ['Rome', '180 km', '2 hours'],
          ]),
        ),
        col(
          '1/2',
          heading(2, 'Our tips'),
          text(
            '<p><strong>Montepulciano.</strong> The historic wine cellars under the old town, Vino Nobile and, on the last Sunday of August, the Bravio delle Botti barrel race.</p><p><strong>Pienza and the Val d’Orcia.</strong> Pecorino cheese, Pius II’s piazza and the white roads among the cypresses.</p><p><strong>Bagno Vignoni.</strong> The square with its thermal pool and the free hot pools of the Parco dei Mulini.</p><p><strong>The Poggio loop.</strong> A 5 km walk through the holm oaks and vineyards starting at our gate: the map is in your welcome folder.</p>',
          ),
        ),
      ]),
    ),
  ].join(''),
};

/* ── FAQ ──────────────────────────────────────────────────────────────────────────────────────────────── */

const faq: PoggioPage = {
  path: '/en/faq',
  lang: 'en',
  alt: '/faq',
  title: 'FAQ',
  description:
    'Check-in, pets, pool, cleaning, parties, smoking, air conditioning, payments and offers: frequently asked questions about Poggio ai Lecci.',
  body: [
    section(
      'py-20 bg-[#faf7f2]',
      row([
        col(
          '2/5',
          heading(1, 'FAQ'),
          text(
            `<p>Can’t find your answer? Message us on <a href="${PL_WHATSAPP_HREF}">WhatsApp</a> or write to <a href="mailto:${PL_EMAIL}">${PL_EMAIL}</a>.</p>`,
          ),
        ),
        col(
          '3/5',
          accordion([
            [
              'What are the check-in and check-out times?',
              '<p>Check-in is from 4pm to 8pm; check-out by 10am.</p>',
            ],
            [
              'Can we arrive late?',
              '<p>Until 10pm if you let us know: arriving after 8pm costs €25. After 10pm check-in is not possible, so book a night nearby and come the next morning.</p>',
            ],
            [
              'Can we bring our dog?',
              '<p>Yes, but dogs are welcome only in Il Leccio and Il Fienile, the two cottages with a fenced garden: 2 dogs at most, €10 per dog per night. Dogs are not allowed in the pool area.</p>',
            ],
            [
              'Is the pool heated?',
              '<p>No, the pool is not heated. It is a saltwater pool, open from 1 May to 30 September, 9am to 7.30pm.</p>',
            ],
            [
              'Do you clean during our stay?',
              '<p>There is no daily cleaning. For stays of 7 nights or more we change sheets and towels once a week; you can ask for extra cleaning at €40.</p>',
            ],
            [
              'Can we hold a party or an event?',
              '<p>No. Parties or events are not allowed, not even small ones: no weddings, birthday parties with guests or hen and stag dos. Poggio ai Lecci is a quiet place for the people staying here.</p>',
            ],
            [
              'Can we smoke?',
              '<p>Smoking is not allowed inside the cottages. Outside is fine, with the ashtrays.</p>',
            ],
            [
              'Is there air conditioning?',
              '<p>Yes, in every cottage except Il Fienile, which has very thick stone walls and ceiling fans.</p>',
            ],
            [
              'How do we pay?',
              '<p>A 30% deposit by bank transfer when you book; the balance on arrival by card (Visa, Mastercard, Maestro) or in cash. We do not accept American Express.</p>',
            ],
            [
              'Is the autumn offer still on?',
              '<p>No: the 2026 autumn offer (3 nights for the price of 2) ended on 31 October 2026. There are no offers for 2027 yet.</p>',
            ],
            [
              'When does Il Frantoio open?',
              '<p>In spring 2027. Bookings are not open yet: keep an eye on our news.</p>',
            ],
            [
              'Do we need a car?',
              '<p>Yes. No buses come up to us and the last 800 metres are a gravel road, fine for any car.</p>',
            ],
            ['Do you have a cot?', '<p>Yes: a cot and a high chair are free on request.</p>'],
          ]),
        ),
      ]),
    ),
  ].join(''),
};

/* ── Contact ──────────────────────────────────────────────────────────────────────────────────────────── */

const contact: PoggioPage = {
  path: '/en/contact',
  lang: 'en',
  alt: '/contatti',
  title: 'Contact & directions',
  description:
    'Address, phone, WhatsApp and email of Poggio ai Lecci, and how to get to Valcaselle near Montepulciano by car and by train.',
  body: [
    section(
      'py-20 bg-[#faf7f2]',
      row([
        col(
          '1/2',
          heading(1, 'Contact & directions'),
          iconText('map-marker', `${PL_STREET}, ${PL_TOWN}, Italy`),
          iconText('phone', `Phone +39 ${PL_PHONE} (we answer from 9am to 7pm)`),
          iconText('phone', `WhatsApp +39 ${PL_WHATSAPP}`),
          iconText('envelope', PL_EMAIL),
          line(),
          heading(3, 'By car'),
          text(
            '<p>Leave the A1 motorway at the Valdichiana exit and follow the SS 326 towards Montepulciano for about 20 km. At Valcaselle turn left at the “Poggio ai Lecci” sign: the last 800 metres are a gravel road, to be driven slowly but fine for any car.</p><p>For your satnav: 43.0724, 11.8198.</p>',
          ),
          heading(3, 'By train'),
          text(
            '<p>The handiest station is Chiusi-Chianciano Terme (22 km), on the Florence–Rome line. From the station you need a car or a taxi: no buses come up to us. See our <a href="/en/travel-tips">travel tips</a>.</p>',
          ),
        ),
        col(
          '1/2',
          heading(3, 'Write to us'),
          contactForm('en'),
          code(
            '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d5800!2d11.8198!3d43.0724!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zNDPCsDA0JzIwLjYiTiAxMcKwNDknMTEuMyJF!5e0!3m2!1sen!2sit" width="100%" height="320" style="border:0;border-radius:16px" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Map"></iframe>',
          ),
        ),
      ]),
    ),
  ].join(''),
};

/* ── Booking terms ────────────────────────────────────────────────────────────────────────────────────── */

const bookingTerms: PoggioPage = {
  path: '/en/booking-terms',
  lang: 'en',
  alt: '/condizioni',
  title: 'Booking terms',
  description:
    'Deposit, balance, security deposit, cancellation, arrival and departure times: the booking terms of Poggio ai Lecci.',
  body: [
    section(
      'py-20 bg-white',
      row(
        [
          col(
            '3/4',
            heading(1, 'Booking terms'),
            text(
              `<p>For stays from 2025. The cottages are run by ${PL_COMPANY}, ${PL_STREET}, ${PL_TOWN}. The Italian version prevails.</p><h3>1. Booking and deposit</h3><p>You can book by email, WhatsApp or with the contact form. Your booking is confirmed when we receive a deposit of 30% of the stay, by bank transfer within 3 days of our confirmation.</p><h3>2. Balance</h3><p>The balance is paid on arrival, by card (Visa, Mastercard, Maestro) or in cash. We do not accept American Express. The tourist tax is paid in cash on arrival.</p><h3>3. Security deposit</h3><p>On arrival we ask for a security deposit of €200, in cash or as a pre-authorisation on your card, which we return when you leave, after checking the cottage.</p><h3>4. Cancellation</h3><ul><li>Cancellations up to 30 days before arrival are free and the deposit is refunded in full.</li><li>From 29 to 8 days before arrival we keep the deposit.</li><li>From 7 days before arrival, or if you do not arrive, 50% of the stay is due.</li><li>If you leave early, the whole stay is due.</li></ul><h3>5. Arrival and departure</h3><p>Check-in from 4pm to 8pm; until 10pm by arrangement, with a €25 supplement. After 10pm check-in is not possible. Check-out by 10am.</p><h3>6. Guests and pets</h3><p>Only the people named in the booking may stay in the cottage. Dogs are allowed only in Il Leccio and Il Fienile.</p><h3>7. Liability</h3><p>We are not responsible for belongings left unattended in the cottages, at the pool or in cars.</p>`,
            ),
          ),
        ],
        'justify-center',
      ),
    ),
  ].join(''),
};

/* ── Travel tips (English only) ───────────────────────────────────────────────────────────────────────── */

const travelTips: PoggioPage = {
  path: '/en/travel-tips',
  lang: 'en',
  title: 'Travel tips for international guests',
  description:
    'Airports, trains and taxis, driving in Montepulciano, shopping, markets, language, plugs and tipping: tips for guests coming from abroad.',
  body: [
    section(
      'py-20 bg-[#faf7f2]',
      full(
        heading(1, 'Travel tips for international guests'),
        text(
          '<p>Many of our guests come from Germany, the Netherlands, the UK and the US. Chiara put together the answers to what you ask us most.</p>',
        ),
      ),
    ),
    section(
      'py-16 bg-white',
      row([
        col(
          '1/2',
          heading(2, 'Getting here'),
          text(
            '<p><strong>Airports.</strong> Perugia is the closest (75 km, about 1 hour), then Florence (130 km, about 1 hour 30) and Rome Fiumicino (210 km, about 2 hours 15). Pisa is 200 km away.</p><p><strong>A car.</strong> You really need one: no buses come up to us and the villages around are spread out. Hire one at the airport.</p><p><strong>Trains.</strong> Chiusi-Chianciano Terme station is on the Florence–Rome line, 22 km from us. A taxi from Chiusi station costs about €55; we can book it for you, just ask at least 24 hours ahead.</p><p><strong>Driving in Montepulciano.</strong> The old town is a ZTL (limited traffic zone): do not drive in, cameras fine you automatically. Park in the car parks below the walls and walk up.</p>',
          ),
        ),
        col(
          '1/2',
          heading(2, 'Once you are here'),
          text(
            '<p><strong>Markets and shops.</strong> Montepulciano’s weekly market is on Thursday morning. The nearest supermarket is the Coop at Montepulciano Stazione, 5 km away; on Sundays it is open only in the morning, 8.30am to 1pm. Most small shops close on Sundays.</p><p><strong>Language.</strong> Chiara speaks English and German; Paolo speaks some French. Giovanna’s cooking class is in Italian and English.</p><p><strong>Plugs.</strong> Italian sockets are type L and F, 230 V: bring an adapter for UK or US plugs.</p><p><strong>Tap water.</strong> Our tap water comes from the town’s aqueduct and is safe to drink.</p><p><strong>Tipping.</strong> It is not expected in Italy; rounding up the bill in a restaurant is always appreciated.</p>',
          ),
        ),
      ]),
    ),
  ].join(''),
};

export const poggioEnglishPages: PoggioPage[] = [
  home,
  cottages,
  prices,
  services,
  area,
  faq,
  contact,
  bookingTerms,
  travelTips,
];
