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
import { poggioNewsCards } from './poggio-lecci.news.ts';

/**
 * The Italian pages: the home page (the 'Offerta autunno: 3 notti al prezzo di 2 – fino al 31 ottobre!' bar
 * written in September and never taken down, no year; the closed-now notice; cottage cards; the sixth cottage
 * coming in spring 2027; the three newest news cards), the cottages (a section per cottage with icon texts for
 * guests, bedrooms, bathrooms and size, the Fienile with no air conditioning, the Torretta's steep stairs, the
 * step-free Limonaia, dogs only in the Leccio and the Fienile), the 2027 prices (pricing blocks whose currency,
 * amount and period sit in separate spans, the season and price tables and the extras pasted into custom code
 * elements, the Smoobu availability calendar in an iframe), the services (pool, breakfast basket, cooking class,
 * wine tasting, oil, Wi-Fi, parking, EV charging, laundry, cleaning, barbecue), the area with a distances table,
 * the FAQ in an accordion saved collapsed, and contacts with directions and the form.
 */

/* ── The cottages, shared by the home page and the cottages page ──────────────────────────────────────── */

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
    guests: '4 ospiti',
    rooms: '2 camere',
    baths: '1 bagno',
    size: '65 m²',
    teaser: 'Piano terra del casale, camino e giardino privato recintato. I cani sono benvenuti.',
  },
  {
    name: 'La Ginestra',
    slug: 'la-ginestra',
    guests: '2 ospiti',
    rooms: '1 camera',
    baths: '1 bagno',
    size: '40 m²',
    teaser: 'Primo piano, terrazzo con la vista su Montepulciano. Per una coppia.',
  },
  {
    name: 'La Torretta',
    slug: 'la-torretta',
    guests: '5 ospiti',
    rooms: '2 camere',
    baths: '2 bagni',
    size: '78 m²',
    teaser: 'Su due piani nella parte alta del casale, con la stanza nella torre colombaia.',
  },
  {
    name: 'Il Fienile',
    slug: 'il-fienile',
    guests: '6 ospiti',
    rooms: '3 camere',
    baths: '2 bagni',
    size: '95 m²',
    teaser: 'Il vecchio fienile, casa indipendente con portico, camino e giardino. I cani sono benvenuti.',
  },
  {
    name: 'La Limonaia',
    slug: 'la-limonaia',
    guests: '2 ospiti',
    rooms: '1 camera',
    baths: '1 bagno',
    size: '35 m²',
    teaser:
      'Tutta al piano terra e senza gradini, accessibile in sedia a rotelle. Patio sul prato della piscina.',
  },
];

const facts = (c: Cottage) =>
  `<div class="grid grid-cols-2 gap-2">${iconText('users', c.guests)}${iconText('bed', c.rooms)}${iconText('bath', c.baths)}${iconText('ruler', c.size)}</div>`;

const cottageCard = (c: Cottage) =>
  card(
    image(`casa-${c.slug}`, c.name, 'rounded-none h-full'),
    heading(3, c.name),
    facts(c),
    text(`<p>${c.teaser}</p>`, 'text-sm md:text-base'),
    button('Scopri la casa', `/le-case#${c.slug}`, 'outline'),
  );

/* ── Home ─────────────────────────────────────────────────────────────────────────────────────────────── */

export const poggioHome: PoggioPage = {
  path: '/',
  lang: 'it',
  alt: '/en',
  title: 'Poggio ai Lecci · Case vacanze con piscina a Montepulciano',
  description:
    'Cinque case vacanze con piscina in un casale toscano a 6 km da Montepulciano: Il Leccio, La Ginestra, La Torretta, Il Fienile e La Limonaia.',
  body: [
    section(
      'py-3 bg-[#c9a96e] text-stone-900',
      full(
        text(
          '<p class="text-center font-semibold">🍂 <strong>Offerta autunno: 3 notti al prezzo di 2 – fino al 31 ottobre!</strong> Valida in tutte le case, per arrivi in qualsiasi giorno tranne il sabato. Scrivici su WhatsApp e chiedi l’offerta autunno.</p>',
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
            heading(6, 'Montepulciano · Toscana', 'text-[#f3e6c8]'),
            heading(1, 'Case vacanze con piscina tra gli olivi e i lecci', 'text-white'),
            text(
              '<p>Cinque case in un casale di pietra sul poggio, a 6 km da Montepulciano, con la piscina, l’uliveto e la vista sulla Valdichiana. Le gestisce la nostra famiglia: Paolo, Giovanna, Chiara e Tommaso Bernardini.</p>',
              'text-white/90',
            ),
            `<div class="flex flex-wrap gap-3">${button('Scopri le case', '/le-case')}${button('Prezzi e disponibilità', '/prezzi', 'outline')}</div>`,
          ),
        ],
        'items-center',
      ),
    ),
    section(
      'py-10 bg-white',
      full(
        code(
          `<div class="pl-notice" style="display:flex;gap:14px;align-items:flex-start;padding:18px 22px;border-radius:16px;background:#eef2e6;border:1px solid #cdd7b8"><span style="font-size:26px">❄️</span><div><p style="margin:0 0 6px;font-weight:700;color:#2f3526">Adesso siamo chiusi per l’inverno.</p><p style="margin:0;color:#57534e">La stagione 2026 si è chiusa l’8 novembre: riapriamo il 26 marzo 2027. Cosa facciamo per le feste? Leggete le <a href="/news" style="text-decoration:underline">news</a>. Per prenotare il 2027 scriveteci pure: a stagione chiusa rispondiamo su WhatsApp al ${PL_WHATSAPP}.</p></div></div>`,
        ),
      ),
    ),
    section(
      'py-20 bg-[#faf7f2]',
      full(
        heading(6, 'Le case', 'text-[#5c6b3a] text-center'),
        heading(2, 'Cinque case, ognuna con la sua storia', 'text-center'),
        text(
          '<p class="text-center">Tutte con cucina, biancheria da letto e da bagno inclusa, Wi-Fi gratuito e un posto auto. L’aria condizionata c’è in tutte le case tranne Il Fienile.</p>',
        ),
      ),
      row(COTTAGES.slice(0, 3).map((c) => col('1/3', cottageCard(c)))),
      row(COTTAGES.slice(3).map((c) => col('1/2', cottageCard(c)))),
    ),
    section(
      'py-16 bg-white',
      row(
        [
          col('1/2', image('frantoio-lavori-2026', 'Il vecchio frantoio durante i lavori')),
          col(
            '1/2',
            heading(6, 'In arrivo', 'text-[#5c6b3a]'),
            heading(2, 'Il Frantoio, la sesta casa'),
            text(
              '<p>Stiamo restaurando il vecchio frantoio del poggio: diventerà la nostra sesta casa e aprirà nella <strong>primavera 2027</strong>. Le prenotazioni non sono ancora aperte: trovate le novità nelle <a href="/news/il-frantoio-2027">news</a>.</p>',
            ),
          ),
        ],
        'items-center',
      ),
    ),
    section(
      'py-20 bg-[#2f3526] text-white',
      full(heading(2, 'Al Poggio trovate', 'text-white text-center')),
      row(
        [
          col(
            '1/3',
            iconText('swimmer', 'Piscina 12 x 6 m, da maggio a settembre'),
            iconText('wifi', 'Wi-Fi gratuito in tutte le case'),
          ),
          col(
            '1/3',
            iconText('leaf', 'Cestino della colazione su ordinazione'),
            iconText('users', 'Lezione di cucina con Giovanna'),
          ),
          col(
            '1/3',
            iconText('check', 'Parcheggio privato gratuito'),
            iconText('check', 'Ricarica per auto elettriche'),
          ),
        ],
        'text-white',
      ),
      full(`<div class="flex justify-center">${button('Tutti i servizi', '/servizi', 'outline')}</div>`),
    ),
    section(
      'py-20 bg-[#faf7f2]',
      row([
        col(
          '1/1',
          text(
            '<blockquote class="text-center font-[\'Lora\'] text-2xl italic text-stone-700">“Una settimana perfetta: la mattina il cestino davanti alla porta, il pomeriggio in piscina e la sera a Montepulciano. Giovanna ci ha insegnato a fare i pici!”</blockquote><p class="text-center text-sm text-stone-500">— Katrin e Jonas, Monaco di Baviera, agosto 2026</p>',
          ),
        ),
      ]),
    ),
    section(
      'py-20 bg-white',
      full(heading(2, 'Dalle news'), text('<p>Le ultime notizie dal Poggio.</p>')),
      row(poggioNewsCards.slice(0, 3).map((c) => col('1/3', c))),
    ),
    section(
      'py-16 bg-[#5c6b3a] text-white',
      row(
        [
          col(
            '2/3',
            heading(2, 'Scriveteci per la vostra vacanza', 'text-white'),
            text(
              `<p>Tel. <strong>${PL_PHONE}</strong> · WhatsApp <strong>${PL_WHATSAPP}</strong> · <a href="mailto:${PL_EMAIL}">${PL_EMAIL}</a></p>`,
              'text-white/90',
            ),
          ),
          col('1/3', button('Contatti e come arrivare', '/contatti', 'outline')),
        ],
        'items-center',
      ),
    ),
  ].join(''),
};

/* ── Le case ──────────────────────────────────────────────────────────────────────────────────────────── */

const cottageSection = (
  c: Cottage,
  imgs: [string, string][],
  body: string,
  equipment: string[],
  bg: string,
) =>
  section(
    `py-20 ${bg}`,
    row(
      [
        col(
          '1/2',
          image(imgs[0]![0], imgs[0]![1]),
          `<div class="grid grid-cols-2 gap-3">${imgs
            .slice(1)
            .map(([f, a]) => image(f, a, 'rounded-xl'))
            .join('')}</div>`,
        ),
        col(
          '1/2',
          `<div id="${c.slug}" class="scroll-mt-24"></div>`,
          heading(2, c.name),
          facts(c),
          text(body),
          heading(5, 'Dotazioni', 'text-[#5c6b3a]'),
          text(`<ul>${equipment.map((e) => `<li>${e}</li>`).join('')}</ul>`, 'text-sm md:text-base'),
          button('Prezzi e disponibilità', '/prezzi'),
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

const leCase: PoggioPage = {
  path: '/le-case',
  lang: 'it',
  alt: '/en/cottages',
  title: 'Le case',
  description:
    'Le cinque case vacanze di Poggio ai Lecci: ospiti, camere, bagni, metri quadri e dotazioni di Il Leccio, La Ginestra, La Torretta, Il Fienile e La Limonaia.',
  body: [
    section(
      'py-20 bg-[#faf7f2]',
      full(
        heading(1, 'Le case'),
        text(
          '<p>Quattro case sono nel casale, una accanto all’altra ma ognuna con il suo ingresso; Il Fienile è una casa indipendente a 50 metri. In tutte: cucina con forno, piano cottura a induzione, frigorifero con congelatore, macchina per il caffè espresso e moka; <strong>biancheria da letto e da bagno inclusa</strong>; riscaldamento; Wi-Fi gratuito; un posto auto. L’aria condizionata c’è in tutte le case tranne Il Fienile.</p><p>Culla e seggiolone sono gratuiti, su richiesta. È vietato fumare all’interno delle case.</p>',
        ),
      ),
    ),
    cottageSection(
      leccio,
      [
        ['leccio-soggiorno-camino', 'Il soggiorno del Leccio con il camino'],
        ['leccio-camera-matrimoniale', 'La camera matrimoniale'],
        ['leccio-giardino', 'Il giardino sotto il leccio'],
      ],
      '<p>Al piano terra del casale, con il giardino privato recintato all’ombra del grande leccio che dà il nome alla casa e a tutto il poggio. Soggiorno con camino e cucina, una camera matrimoniale e una camera con due letti singoli, un bagno con doccia.</p><p>Il giardino è chiuso da una staccionata: per questo Il Leccio è una delle due case dove <strong>i cani sono benvenuti</strong> (massimo 2, € 10 a notte per cane).</p>',
      [
        'Aria condizionata e riscaldamento',
        'Camino (legna su richiesta)',
        'Giardino privato recintato con tavolo e sdraio',
        'Bagno con doccia',
      ],
      'bg-white',
    ),
    cottageSection(
      ginestra,
      [
        ['ginestra-terrazzo', 'Il terrazzo della Ginestra con la vista su Montepulciano'],
        ['ginestra-camera', 'La camera della Ginestra'],
        ['ginestra-cucina', 'La cucina-soggiorno'],
      ],
      '<p>Al primo piano del casale: si sale con la scala esterna in pietra. Una camera matrimoniale, la cucina-soggiorno e il bagno con doccia. Dal terrazzo si vede Montepulciano, soprattutto la sera quando si accendono le luci. La casa giusta per una coppia.</p>',
      ['Aria condizionata e riscaldamento', 'Terrazzo con tavolo per due', 'Bagno con doccia'],
      'bg-[#faf7f2]',
    ),
    cottageSection(
      torretta,
      [
        ['torretta-torre', 'La torre colombaia della Torretta'],
        ['torretta-stanza-lettura', 'La stanza di lettura in cima alla torre'],
        ['torretta-soggiorno', 'Il soggiorno con il divano letto'],
      ],
      '<p>Su due piani nella parte più alta del casale, con la vecchia torre colombaia: in cima alla torre c’è una piccola stanza di lettura con la vista sulla Valdichiana e sulla Val d’Orcia. Una camera matrimoniale, una camera doppia, un divano letto singolo in soggiorno e due bagni.</p><p>Le scale interne sono ripide: La Torretta non è adatta ai bambini sotto i 3 anni.</p>',
      [
        'Aria condizionata e riscaldamento',
        'Divano letto singolo per il quinto ospite',
        'Due bagni, uno con vasca',
        'Stanza di lettura nella torre',
      ],
      'bg-white',
    ),
    cottageSection(
      fienile,
      [
        ['fienile-portico', 'Il portico del Fienile'],
        ['fienile-soggiorno', 'Il soggiorno con il camino'],
        ['fienile-camera', 'Una delle camere del Fienile'],
      ],
      '<p>Il vecchio fienile è una casa indipendente a 50 metri dal casale: tre camere (due matrimoniali e una con due letti singoli), due bagni, un grande soggiorno con camino e il portico con il tavolo per otto. Intorno, il giardino privato recintato: anche qui i cani sono benvenuti.</p><p><strong>Il Fienile non ha l’aria condizionata</strong>: i muri di pietra sono spessi 70 cm e d’estate la casa resta fresca; in ogni camera c’è un ventilatore a soffitto.</p>',
      [
        'Riscaldamento e camino',
        'Ventilatori a soffitto in tutte le camere',
        'Portico con tavolo per otto',
        'Giardino privato recintato',
      ],
      'bg-[#faf7f2]',
    ),
    cottageSection(
      limonaia,
      [
        ['limonaia-esterno', 'La Limonaia vista dal prato della piscina'],
        ['limonaia-bagno', 'Il bagno con la doccia a filo pavimento'],
        ['limonaia-camera', 'La camera della Limonaia'],
      ],
      '<p>L’antica limonaia del casale, tutta al piano terra e <strong>senza gradini</strong>, con la porta larga e il bagno con la doccia a filo pavimento e i maniglioni: è la nostra casa accessibile in sedia a rotelle. Una camera con letto matrimoniale (o due letti singoli), angolo cottura e un patio sul prato della piscina.</p>',
      [
        'Aria condizionata e riscaldamento',
        'Accesso e bagno senza gradini',
        'Patio con tavolo',
        'Posto auto accanto alla porta',
      ],
      'bg-white',
    ),
    section(
      'py-16 bg-[#eef2e6]',
      full(
        heading(6, 'In arrivo nella primavera 2027', 'text-[#5c6b3a]'),
        heading(2, 'Il Frantoio'),
        text(
          '<p>Nel vecchio frantoio del poggio stiamo ricavando la sesta casa, per 4 ospiti con due camere e due bagni. Aprirà nella primavera 2027: <strong>le prenotazioni non sono ancora aperte</strong>.</p>',
        ),
      ),
    ),
  ].join(''),
};

/* ── Prezzi ───────────────────────────────────────────────────────────────────────────────────────────── */

const card2027 = (name: string, sub: string, amount: string, features: string[], badge?: string) =>
  pricing({
    title: name,
    subtitle: sub,
    prefix: 'da',
    currency: '€',
    amount,
    period: '/notte',
    features,
    cta: ['Verifica disponibilità', '#disponibilita'],
    ...(badge ? { badge } : {}),
  });

const prezzi: PoggioPage = {
  path: '/prezzi',
  lang: 'it',
  alt: '/en/prices',
  title: 'Prezzi e disponibilità 2027',
  description:
    'Prezzi 2027 delle case vacanze di Poggio ai Lecci a notte, per stagione, con il soggiorno minimo, le pulizie finali, la tassa di soggiorno e gli extra.',
  body: [
    section(
      'py-20 bg-[#faf7f2]',
      full(
        heading(1, 'Prezzi e disponibilità 2027'),
        text(
          '<p>I prezzi sono <strong>a notte per tutta la casa</strong>, non a persona. La stagione 2027 va dal 26 marzo al 7 novembre 2027.</p>',
        ),
      ),
      row([
        col('1/3', card2027('La Limonaia', '2 ospiti · 1 camera', '90', ['Accessibile, senza gradini'])),
        col('1/3', card2027('La Ginestra', '2 ospiti · 1 camera', '95', ['Terrazzo con vista'])),
        col('1/3', card2027('Il Leccio', '4 ospiti · 2 camere', '130', ['Giardino, cani ammessi'])),
      ]),
      row([
        col('1/2', card2027('La Torretta', '5 ospiti · 2 camere', '150', ['Due bagni, stanza nella torre'])),
        col(
          '1/2',
          card2027(
            'Il Fienile',
            '6 ospiti · 3 camere',
            '185',
            ['Casa indipendente, cani ammessi'],
            'La più richiesta',
          ),
        ),
      ]),
    ),
    section(
      'py-16 bg-white',
      full(
        heading(2, 'Le stagioni 2027'),
        priceTable([
          ['Stagione', 'Periodo', 'Soggiorno minimo'],
          ['Bassa', '26 marzo – 28 maggio e 2 ottobre – 7 novembre', '3 notti'],
          ['Media', '29 maggio – 2 luglio e 28 agosto – 1 ottobre', '4 notti'],
          ['Alta', '3 luglio – 27 agosto', '7 notti, arrivo e partenza di sabato'],
        ]),
        heading(2, 'Prezzi a notte 2027'),
        priceTable([
          ['Casa', 'Ospiti', 'Bassa', 'Media', 'Alta'],
          ['La Ginestra', '2', '€ 95', '€ 120', '€ 155'],
          ['La Limonaia', '2', '€ 90', '€ 115', '€ 145'],
          ['Il Leccio', '4', '€ 130', '€ 165', '€ 210'],
          ['La Torretta', '5', '€ 150', '€ 190', '€ 245'],
          ['Il Fienile', '6', '€ 185', '€ 235', '€ 295'],
        ]),
        text(
          '<p><strong>Cosa è compreso:</strong> biancheria da letto e da bagno inclusa (cambiata una volta a settimana per soggiorni di 7 notti o più), luce, acqua, gas e riscaldamento, Wi-Fi, parcheggio e uso della piscina.</p>',
        ),
      ),
    ),
    section(
      'py-16 bg-[#faf7f2]',
      full(
        heading(2, 'Extra e costi da aggiungere'),
        priceTable(
          [
            ['Pulizie finali La Ginestra e La Limonaia', '€ 60'],
            ['Pulizie finali Il Leccio e La Torretta', '€ 80'],
            ['Pulizie finali Il Fienile', '€ 100'],
            [
              'Tassa di soggiorno del Comune di Montepulciano',
              '€ 2,00 a persona a notte, dai 12 anni in su, per le prime 7 notti',
            ],
            ['Cane (solo Il Leccio e Il Fienile, massimo 2)', '€ 10 a notte per cane'],
            ['Arrivo dopo le 20:00 (entro le 22:00, da concordare)', '€ 25'],
            ['Late check-out fino alle 12:00, se la casa è libera', '€ 30'],
            ['Pulizia extra durante il soggiorno', '€ 40'],
            ['Cestino della colazione', '€ 14 a persona, bambini fino a 10 anni € 8'],
            ['Gettone lavatrice', '€ 5'],
            ['Ricarica auto elettrica', '€ 0,40 al kWh'],
            ['Deposito cauzionale, restituito alla partenza', '€ 200'],
          ],
          false,
        ),
        text(
          '<p>La tassa di soggiorno si paga in contanti all’arrivo. Per prenotare si versa una caparra del 30%: tutte le regole sono nelle <a href="/condizioni">condizioni di prenotazione</a>.</p>',
        ),
      ),
    ),
    section(
      'py-16 bg-white',
      full(
        `<div id="disponibilita" class="scroll-mt-24"></div>`,
        heading(2, 'Disponibilità'),
        text(
          '<p>Il calendario si aggiorna ogni giorno. Per prenotare o per un preventivo scriveteci: rispondiamo entro 24 ore.</p>',
        ),
        code(
          '<div class="smoobu-calendar"><iframe src="https://login.smoobu.com/it/cockpit/widget/show-calendar-iframe/1289374/9c4e27b1a5" title="Disponibilità Poggio ai Lecci" style="width:100%;height:560px;border:0" loading="lazy"></iframe><script src="https://login.smoobu.com/js/Apartment/CalendarWidget.js"></script></div>',
        ),
        button('Chiedi un preventivo', '/contatti'),
      ),
    ),
  ].join(''),
};

/* ── Servizi ──────────────────────────────────────────────────────────────────────────────────────────── */

const service = (icon: string, title: string, html: string) =>
  `<div class="dorik-card h-full"><div class="flex flex-col gap-3 h-full p-6 rounded-2xl bg-white ring-1 ring-stone-200"><span class="w-8 h-8 text-[#5c6b3a]">${svg(icon)}</span>${heading(3, title)}${text(html, 'text-sm md:text-base')}</div></div>`;

const servizi: PoggioPage = {
  path: '/servizi',
  lang: 'it',
  alt: '/en/services',
  title: 'Servizi',
  description:
    'Piscina, cestino della colazione, lezione di cucina, degustazione di Vino Nobile, Wi-Fi, parcheggio, ricarica per auto elettriche e lavanderia a Poggio ai Lecci.',
  body: [
    section(
      'py-20 bg-[#faf7f2]',
      full(
        heading(1, 'Servizi'),
        text(
          '<p>Le case sono indipendenti e attrezzate per cucinare: i servizi qui sotto sono quelli che potete aggiungere, più quello che trovate in comune sul poggio.</p>',
        ),
      ),
    ),
    section(
      'py-16 bg-white',
      row(
        [
          col('1/2', image('piscina-poggio-lettini', 'La piscina con i lettini e la vista')),
          col(
            '1/2',
            heading(2, 'La piscina'),
            text(
              '<p>La piscina è di <strong>12 x 6 m</strong>, ad acqua salata, profonda da 1,10 a 1,60 m, con lettini e ombrelloni per tutti gli ospiti.</p><p>È aperta <strong>dal 1° maggio al 30 settembre</strong> (meteo permettendo), tutti i giorni <strong>dalle 9:00 alle 19:30</strong>.</p><p>La piscina non è riscaldata: a maggio e a fine settembre l’acqua è fresca. Non c’è il bagnino: i bambini sotto i 14 anni devono essere accompagnati da un adulto. I cani non possono entrare nell’area della piscina.</p>',
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
            'Il cestino della colazione',
            '<p><strong>€ 14 a persona</strong>, bambini fino a 10 anni € 8. Ordinatelo entro le 18:00 del giorno prima su WhatsApp: ve lo lasciamo davanti alla porta alle 8:30.</p><p>Dentro: pane del forno di Montepulciano, le torte di Giovanna, marmellate, pecorino di Pienza, uova delle nostre galline, succo di frutta e caffè.</p>',
          ),
        ),
        col(
          '1/2',
          service(
            'users',
            'Pici e ragù con Giovanna',
            '<p>La lezione di cucina di Giovanna: <strong>il mercoledì dalle 17:00 alle 20:00</strong> nella cucina grande del casale. Si impastano i pici a mano, si prepara il ragù e poi si cena tutti insieme.</p><p><strong>€ 75 a persona</strong>, cena e vino compresi; ragazzi dagli 8 ai 14 anni € 45. Minimo 4 e massimo 10 persone; prenotate entro il lunedì sera. Da aprile a ottobre.</p>',
          ),
        ),
      ]),
      row([
        col(
          '1/2',
          service(
            'check',
            'Degustazione di Vino Nobile',
            '<p><strong>Il martedì alle 18:30</strong> nella cantina del casale, con Tommaso, sommelier: quattro vini di cantine di Montepulciano (un Rosso, due Vino Nobile e un Vin Santo) con un tagliere di pecorino e salumi. <strong>€ 35 a persona</strong>, circa un’ora e mezza.</p>',
          ),
        ),
        col(
          '1/2',
          service(
            'leaf',
            'Il nostro olio',
            '<p>Dai 300 olivi del poggio facciamo il nostro olio extravergine. Lo trovate in vendita al casale: chiedete a Paolo.</p>',
          ),
        ),
      ]),
    ),
    section(
      'py-16 bg-white',
      full(heading(2, 'Tutto il resto')),
      row([
        col(
          '1/2',
          text(
            '<p><strong>Wi-Fi.</strong> Gratuito in tutte le case e in piscina, connessione in fibra (FWA) fino a 100 Mbit/s.</p><p><strong>Parcheggio.</strong> Parcheggio privato gratuito: un posto auto per ogni casa sotto il pergolato; la seconda auto si lascia nel parcheggio in basso, vicino al cancello.</p><p><strong>Ricarica per auto elettriche.</strong> Una wallbox da 7,4 kW con presa Tipo 2 nel parcheggio (portate il vostro cavo): € 0,40 al kWh, da pagare alla partenza. C’è una sola colonnina: prenotate l’orario di ricarica all’arrivo.</p>',
          ),
        ),
        col(
          '1/2',
          text(
            '<p><strong>Lavanderia.</strong> Nella lavanderia comune c’è una lavatrice a gettone (€ 5 a lavaggio, detersivo compreso). Non c’è l’asciugatrice: in ogni casa trovate uno stendino.</p><p><strong>Pulizie.</strong> Le case si consegnano pulite, con la biancheria da letto e da bagno inclusa. Non è prevista la pulizia giornaliera; per soggiorni di 7 notti o più cambiamo lenzuola e asciugamani una volta a settimana. Una pulizia extra costa € 40.</p><p><strong>Barbecue.</strong> Nell’uliveto c’è l’area barbecue comune, con un barbecue a carbone, uno a gas e due tavoli.</p><p><strong>Bambini.</strong> Culla e seggiolone gratuiti su richiesta.</p>',
          ),
        ),
      ]),
    ),
  ].join(''),
};

/* ── Dintorni ─────────────────────────────────────────────────────────────────────────────────────────── */

const dintorni: PoggioPage = {
  path: '/dintorni',
  lang: 'it',
  alt: '/en/the-area',
  title: 'Dintorni: cosa fare',
  description:
    'Cosa fare intorno a Poggio ai Lecci: Montepulciano, Pienza, la Val d’Orcia, Bagno Vignoni, Siena e Firenze, con le distanze in auto.',
  body: [
    section(
      'py-20 bg-[#faf7f2]',
      full(
        heading(1, 'Dintorni: cosa fare'),
        text(
          '<p>Il poggio è sul versante di Montepulciano che guarda la Valdichiana; dall’altra parte della collina comincia la Val d’Orcia. Ecco le distanze in auto dal nostro cancello e qualche consiglio della famiglia.</p>',
        ),
      ),
    ),
    section(
      'py-16 bg-white',
      row([
        col(
          '1/2',
          heading(2, 'Le distanze'),
          priceTable([
            ['Dove', 'Km', 'In auto'],
            ['Montepulciano (centro storico)', '6 km', '10 minuti'],
            ['Pienza', '17 km', '20 minuti'],
            ['Stazione di Chiusi-Chianciano Terme', '22 km', '25 minuti'],
            ['Bagno Vignoni', '30 km', '35 minuti'],
            ['Lago Trasimeno', '32 km', '35 minuti'],
            ['Cortona', '35 km', '40 minuti'],
            ['Montalcino', '45 km', '50 minuti'],
            ['Siena', '65 km', '1 ora'],
            ['Firenze', '125 km', '1 ora e 30'],
            ['Roma', '180 km', '2 ore'],
          ]),
        ),
        col(
          '1/2',
          heading(2, 'I nostri consigli'),
          text(
            '<p><strong>Montepulciano.</strong> Le cantine storiche sotto il centro, il Vino Nobile e, l’ultima domenica di agosto, il Bravio delle Botti.</p><p><strong>Pienza e la Val d’Orcia.</strong> Il pecorino, la piazza di Pio II e le strade bianche tra i cipressi.</p><p><strong>Bagno Vignoni.</strong> La piazza con la vasca d’acqua termale e le pozze libere del Parco dei Mulini.</p><p><strong>L’anello del Poggio.</strong> Una passeggiata di 5 km tra i lecci e le vigne che parte dal nostro cancello: la cartina è nella cartella di benvenuto.</p>',
          ),
        ),
      ]),
    ),
  ].join(''),
};

/* ── FAQ ──────────────────────────────────────────────────────────────────────────────────────────────── */

const faq: PoggioPage = {
  path: '/faq',
  lang: 'it',
  alt: '/en/faq',
  title: 'Domande frequenti',
  description:
    'Check-in, animali, piscina, pulizie, feste, fumo, aria condizionata, pagamenti e offerte: le domande frequenti su Poggio ai Lecci.',
  body: [
    section(
      'py-20 bg-[#faf7f2]',
      row([
        col(
          '2/5',
          heading(1, 'Domande frequenti'),
          text(
            `<p>Non trovate la risposta? Scriveteci su <a href="${PL_WHATSAPP_HREF}">WhatsApp</a> o a <a href="mailto:${PL_EMAIL}">${PL_EMAIL}</a>.</p>`,
          ),
        ),
        col(
          '3/5',
          accordion([
            [
              'A che ora sono il check-in e il check-out?',
              '<p>Il check-in è dalle 16:00 alle 20:00; il check-out entro le 10:00.</p>',
            ],
            [
              'Possiamo arrivare tardi?',
              '<p>Fino alle 22:00, se ci avvisate: l’arrivo dopo le 20:00 costa € 25. Dopo le 22:00 il check-in non è possibile: in quel caso prenotate una notte in zona e arrivate la mattina dopo.</p>',
            ],
            [
              'Possiamo portare il cane?',
              '<p>Sì, ma solo nelle case Il Leccio e Il Fienile, che hanno il giardino recintato: massimo 2 cani, € 10 a notte per cane. I cani non possono entrare nell’area della piscina.</p>',
            ],
            [
              'La piscina è riscaldata?',
              '<p>No, la piscina non è riscaldata. È ad acqua salata e apre dal 1° maggio al 30 settembre, dalle 9:00 alle 19:30.</p>',
            ],
            [
              'Fate le pulizie durante il soggiorno?',
              '<p>Non è prevista la pulizia giornaliera. Per soggiorni di 7 notti o più cambiamo lenzuola e asciugamani una volta a settimana; una pulizia extra si può chiedere a € 40.</p>',
            ],
            [
              'Si possono organizzare feste o eventi?',
              '<p>No. Non sono ammesse feste né eventi, nemmeno piccoli: niente matrimoni, compleanni con invitati o addii al celibato. Il Poggio è un posto tranquillo per chi ci soggiorna.</p>',
            ],
            [
              'Si può fumare?',
              '<p>È vietato fumare all’interno delle case. Fuori si può, usando i posacenere.</p>',
            ],
            [
              'C’è l’aria condizionata?',
              '<p>Sì, in tutte le case tranne Il Fienile, che ha muri di pietra molto spessi e i ventilatori a soffitto.</p>',
            ],
            [
              'Come si paga?',
              '<p>Alla prenotazione una caparra del 30% con bonifico; il saldo all’arrivo con carta (Visa, Mastercard, Bancomat) o in contanti. Non accettiamo American Express.</p>',
            ],
            [
              'L’offerta autunno è ancora valida?',
              '<p>No: l’offerta autunno 2026 (3 notti al prezzo di 2) è terminata il 31 ottobre 2026. Per il 2027 non ci sono ancora offerte.</p>',
            ],
            [
              'Quando apre Il Frantoio?',
              '<p>Nella primavera 2027. Le prenotazioni non sono ancora aperte: seguite le <a href="/news">news</a>.</p>',
            ],
            [
              'Serve l’auto?',
              '<p>Sì. Fino a noi non arrivano autobus e gli ultimi 800 metri sono di strada bianca, percorribili con qualsiasi auto.</p>',
            ],
            ['Avete la culla?', '<p>Sì: culla e seggiolone sono gratuiti, su richiesta.</p>'],
          ]),
        ),
      ]),
    ),
  ].join(''),
};

/* ── Contatti ─────────────────────────────────────────────────────────────────────────────────────────── */

const contatti: PoggioPage = {
  path: '/contatti',
  lang: 'it',
  alt: '/en/contact',
  title: 'Contatti e come arrivare',
  description:
    'Indirizzo, telefono, WhatsApp ed email di Poggio ai Lecci, e come arrivare in auto e in treno a Valcaselle di Montepulciano.',
  body: [
    section(
      'py-20 bg-[#faf7f2]',
      row([
        col(
          '1/2',
          heading(1, 'Contatti e come arrivare'),
          iconText('map-marker', `${PL_STREET}, ${PL_TOWN}`),
          iconText('phone', `Telefono ${PL_PHONE} (rispondiamo dalle 9:00 alle 19:00)`),
          iconText('phone', `WhatsApp ${PL_WHATSAPP}`),
          iconText('envelope', PL_EMAIL),
          line(),
          heading(3, 'In auto'),
          text(
            '<p>Dall’autostrada A1 uscite a Valdichiana e seguite per Montepulciano sulla SS 326 per circa 20 km. A Valcaselle girate a sinistra al cartello “Poggio ai Lecci”: gli ultimi 800 metri sono di strada bianca, da fare piano ma percorribili con qualsiasi auto.</p><p>Per il navigatore: 43.0724, 11.8198.</p>',
          ),
          heading(3, 'In treno'),
          text(
            '<p>La stazione più comoda è Chiusi-Chianciano Terme (22 km), sulla linea Firenze–Roma. Dalla stazione serve l’auto o il taxi: fino a noi non arrivano autobus.</p>',
          ),
        ),
        col(
          '1/2',
          heading(3, 'Scriveteci'),
          contactForm('it'),
          code(
            '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d5800!2d11.8198!3d43.0724!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zNDPCsDA0JzIwLjYiTiAxMcKwNDknMTEuMyJF!5e0!3m2!1sit!2sit" width="100%" height="320" style="border:0;border-radius:16px" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Mappa"></iframe>',
          ),
        ),
      ]),
    ),
  ].join(''),
};

export const poggioPages: PoggioPage[] = [leCase, prezzi, servizi, dintorni, faq, contatti];
