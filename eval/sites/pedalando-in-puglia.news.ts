import {
  CID,
  headline,
  icon,
  img,
  md,
  mdTable,
  type PedalandoPage,
  PP_PHONE,
  PP_WHATSAPP,
  scoped,
  section,
  ul,
} from './pedalando-in-puglia.layout.ts';

/**
 * The blog, a content collection rendered by AstroWind's blog pages, only in Italian: the list at /news (image,
 * date, category, title, excerpt and tags per post, newest first, the January 2024 price list last with its old
 * e-bike price in the excerpt) and the posts at /news/<slug> (`SinglePost`: the scoped meta line with
 * `<time datetime>`, category and reading time, the h1, the excerpt, the picture, the markdown body with heading
 * ids, the tags, the share buttons and the back link). The posts: Christmas 2026 (the only page with the holiday
 * hours, the Christmas ride, the January closure and the gift vouchers), the end of the 2026 season (the winter
 * hours from 2 November, tours on request), the 2027 tour along the Ciclovia dell'Acquedotto Pugliese (from May
 * 2027, no price until February, bookings from 1 March 2027) and the January 2024 price list, never taken down.
 */

interface Post {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date and as AstroWind's `getFormattedDate` prints it in Italian. */
  iso: string;
  date: string;
  category: string;
  tags: string[];
  minutes: number;
  image: string;
  body: string;
  unlisted?: boolean;
}

const shareButtons = (path: string) =>
  `<div class="text-gray-500 dark:text-slate-600 flex gap-2 mt-6 sm:mt-0"><span class="align-super font-bold text-slate-500 dark:text-slate-400">Condividi:</span><a target="_blank" rel="noopener noreferrer" href="https://www.facebook.example/sharer.php?u=https://www.pedalando-in-puglia.test${path}" title="Facebook Share">${icon('facebook', 'w-6 h-6 text-gray-400 dark:text-slate-500 hover:text-black dark:hover:text-slate-300')}</a><a target="_blank" rel="noopener noreferrer" href="https://wa.me/?text=https://www.pedalando-in-puglia.test${path}" title="WhatsApp Share">${icon('whatsapp', 'w-6 h-6 text-gray-400 dark:text-slate-500 hover:text-black dark:hover:text-slate-300')}</a></div>`;

const tagList = (tags: string[]) =>
  `<ul class="text-sm">${tags
    .map(
      (t) =>
        `<li class="bg-gray-100 dark:bg-slate-700 inline-block mr-2 rtl:mr-0 rtl:ml-2 mb-2 py-0.5 px-2 lowercase font-medium"><a class="text-muted hover:text-primary dark:text-slate-400 dark:hover:text-gray-200" href="/tag/${t}">#${t}</a></li>`,
    )
    .join('')}</ul>`;

/** The scoped meta line of `SinglePost.astro`. */
const metaLine = (post: Post) =>
  scoped(
    CID.post,
    `<div class="post-meta flex justify-between flex-col sm:flex-row max-w-3xl mx-auto mt-0 mb-2 px-4 sm:px-6 sm:items-center"><p>`,
  ) +
  `${icon('calendar', 'w-4 h-4 inline-block -mt-0.5 dark:text-gray-400')} ${scoped(CID.post, `<time datetime="${post.iso}" class="inline-block">`)}${post.date}</time> · <a class="capitalize hover:underline inline-block" href="/category/${post.category.toLowerCase()}">${post.category}</a> · ${post.minutes} min di lettura</p></div>`;

const postPage = (post: Post): PedalandoPage => ({
  path: `/news/${post.slug}`,
  lang: 'it',
  title: post.title,
  description: post.excerpt,
  kind: 'post',
  ...(post.unlisted ? { unlisted: true } : {}),
  body: `<section class="py-8 sm:py-16 lg:py-20 mx-auto"><article><header class="intersect-once intersect-quarter motion-safe:md:opacity-0 motion-safe:md:intersect:animate-fade">${metaLine(post)}<h1 class="px-4 sm:px-6 max-w-3xl mx-auto text-4xl md:text-5xl font-bold leading-tighter tracking-tighter font-heading">${post.title}</h1><p class="max-w-3xl mx-auto mt-4 mb-8 px-4 sm:px-6 text-xl md:text-2xl text-muted dark:text-slate-400 text-justify">${post.excerpt}</p><div class="max-w-3xl mx-auto px-4 sm:px-6">${img(post.image, post.title, 900, 506, 'mx-auto mb-6 rounded-md sm:rounded-md bg-gray-400 dark:bg-slate-700')}</div></header>${scoped(
    CID.post,
    '<div class="post-body mx-auto px-6 sm:px-6 max-w-3xl prose prose-md lg:prose-xl dark:prose-invert dark:prose-headings:text-slate-300 prose-headings:font-heading prose-headings:leading-tighter prose-headings:tracking-tighter prose-headings:font-bold prose-a:text-primary dark:prose-a:text-blue-400 prose-img:rounded-md prose-img:shadow-lg mt-8 prose-headings:scroll-mt-[80px] prose-li:my-0">',
  )}${post.body}</div><div class="mx-auto px-6 sm:px-6 max-w-3xl mt-8 flex justify-between flex-col sm:flex-row"><div class="mr-5 rtl:mr-0 rtl:ml-5">${tagList(post.tags)}</div>${shareButtons(`/news/${post.slug}`)}</div></article></section><div class="mx-auto px-6 sm:px-6 max-w-3xl pt-8 md:pt-4 pb-12 md:pb-20"><a class="btn btn-tertiary px-3 md:px-3" href="/news">← Torna alle news</a></div>`,
});

/* ── The posts ─────────────────────────────────────────────────────────────────────────────────────────── */

const natale: Post = {
  slug: 'natale-e-capodanno-2026',
  title: 'Natale e Capodanno 2026: orari del negozio, pedalata degli auguri e buoni regalo',
  excerpt:
    'Gli orari del negozio durante le feste, la pedalata degli auguri, la chiusura di gennaio e i buoni regalo.',
  iso: '2026-11-16T00:00:00.000Z',
  date: '16 nov 2026',
  category: 'Orari',
  tags: ['natale', 'orari', 'buoni-regalo'],
  minutes: 3,
  image: 'natale-ostuni-luci-bici',
  body: `<p>Le strade della Valle d’Itria a dicembre sono vuote, l’aria è fresca e i paesi sono pieni di luci: è uno dei periodi più belli per pedalare. Ecco come ci trovate durante le feste.</p><h2 id="orari-del-negozio">Orari del negozio</h2>${mdTable(
    ['Giorno', 'Orario'],
    [
      ['Martedì 8 dicembre (Immacolata)', '9:30–13:00'],
      ['Domenica 20 dicembre', '9:30–13:00 (apertura straordinaria)'],
      ['Giovedì 24 dicembre', '9:30–13:00'],
      ['Venerdì 25 e sabato 26 dicembre', 'chiuso'],
      ['Lunedì 28, martedì 29 e mercoledì 30 dicembre', '9:30–13:00 e 15:30–18:00'],
      ['Giovedì 31 dicembre', '9:30–13:00'],
      ['Venerdì 1 gennaio', 'chiuso'],
      ['Sabato 2 gennaio', '9:30–13:00 e 15:30–18:00'],
      ['Martedì 5 gennaio', '9:30–13:00'],
      ['Mercoledì 6 gennaio', 'chiuso'],
      ['Da giovedì 7 gennaio a domenica 31 gennaio 2027', 'chiuso per la pausa invernale'],
    ],
  )}<h2 id="pedalata-degli-auguri">La pedalata degli auguri</h2><p>${md(
    '**Domenica 20 dicembre alle 9:30** partiamo dal negozio per la pedalata degli auguri: 30 km tranquilli tra gli ulivi fino a Cisternino e ritorno, con panettone e vin brulé all’arrivo. È gratis con la vostra bici; con una nostra e-bike costa **€ 25**. Iscrizioni in negozio o su WhatsApp entro venerdì 18 dicembre.',
  )}</p><h2 id="chiusura-di-gennaio">La chiusura di gennaio</h2><p>${md(
    'Dal **7 al 31 gennaio 2027** il negozio e il noleggio restano chiusi per la pausa invernale: Nico smonta e rimette a nuovo tutte le bici. Durante la chiusura rispondiamo su WhatsApp dal lunedì al venerdì, dalle 10:00 alle 12:00. **Riapriamo martedì 2 febbraio 2027**, con l’orario invernale.',
  )}</p><h2 id="buoni-regalo">Buoni regalo</h2><p>${md(
    'Un tour o qualche giorno di noleggio sotto l’albero? I buoni regalo partono da **€ 50**, valgono per qualsiasi tour o noleggio e **scadono il 31 dicembre 2027**. Ve li mandiamo in PDF per email il giorno stesso; se li volete stampati su cartoncino, da ritirare in negozio prima di Natale, ordinateli entro lunedì 21 dicembre.',
  )}</p><p>Per tutto il resto: ${PP_PHONE} o WhatsApp ${PP_WHATSAPP}. Buone feste da Leo, Giulia, Marco e Nico!</p>`,
};

const stagione: Post = {
  slug: 'grazie-stagione-2026',
  title: 'Grazie per la stagione 2026! Da novembre l’orario invernale',
  excerpt: 'Com’è andata la stagione, l’orario invernale del negozio e i tour su richiesta.',
  iso: '2026-11-03T00:00:00.000Z',
  date: '3 nov 2026',
  category: 'Novità',
  tags: ['stagione', 'orari'],
  minutes: 2,
  image: 'fine-stagione-gruppo',
  body: `<p>Il 31 ottobre abbiamo chiuso la stagione 2026 con l’ultimo Giro dei Trulli, sotto un sole che sembrava settembre. Grazie a tutti quelli che hanno pedalato con noi: da aprile a ottobre siete stati più di 3.000, da 31 paesi.</p><h2 id="orario-invernale">L’orario invernale</h2><p>${md(
    'Dal 2 novembre il negozio è aperto **dal martedì al sabato, dalle 9:30 alle 13:00 e dalle 15:30 alle 18:00**. La domenica e il lunedì siamo chiusi.',
  )}</p><h2 id="tour-su-richiesta">Tour su richiesta</h2><p>Fino a marzo non ci sono partenze fisse: i tour giornalieri si fanno su richiesta, con almeno 4 persone. Il noleggio continua tutto l’inverno.</p><p>${md(
    'Le date 2027 di Puglia Classica sono già online nella pagina dei [tour di più giorni](/tour-di-piu-giorni).',
  )}</p>`,
};

const ciclovia: Post = {
  slug: 'ciclovia-acquedotto-2027',
  title: 'In arrivo nel 2027: la Ciclovia dell’Acquedotto Pugliese',
  excerpt: 'Un nuovo tour guidato di 6 giorni lungo la ciclovia dell’acquedotto, da maggio 2027.',
  iso: '2026-10-20T00:00:00.000Z',
  date: '20 ott 2026',
  category: 'Novità',
  tags: ['2027', 'tour', 'ciclovia'],
  minutes: 2,
  image: 'ciclovia-acquedotto-ponte-canale',
  body: `<p>Ce lo chiedete da anni, e nel 2027 ci siamo: un tour guidato lungo la Ciclovia dell’Acquedotto Pugliese, la strada di servizio del grande acquedotto che attraversa la regione, tra ponti-canale, caselli e boschi di fragno.</p><h2 id="come-sara">Come sarà</h2>${ul(
    '6 giorni e 5 notti, dalla Valle d’Itria verso il Salento',
    'da maggio 2027, con partenze in primavera e in autunno',
    'in e-bike, con guida e furgone al seguito, al massimo 12 persone',
  )}<h2 id="prezzo-e-prenotazioni">Prezzo e prenotazioni</h2><p>${md(
    'Il prezzo e le date li pubblichiamo a **febbraio 2027**. Le prenotazioni apriranno il **1° marzo 2027**: fino ad allora non possiamo prenotare né tenere posti. Se volete essere avvisati, scriveteci dalla pagina [Contatti](/contatti).',
  )}</p>`,
};

/** The 2024 price list, never taken down: still in the list, the oldest post, and in the sitemap. */
const listino2024: Post = {
  slug: 'listino-prezzi-2024',
  title: 'Listino prezzi 2024: tour e noleggi',
  excerpt:
    'Tutti i prezzi della stagione 2024: il tour in e-bike a € 79, l’e-bike a noleggio a € 32 al giorno.',
  iso: '2024-01-15T00:00:00.000Z',
  date: '15 gen 2024',
  category: 'Prezzi',
  tags: ['prezzi', 'noleggio', 'tour'],
  minutes: 2,
  image: 'listino-2024',
  body: `<p>Buon anno a tutti! Ecco i prezzi della stagione 2024, che parte il 1° aprile.</p><h2 id="tour">Tour</h2>${ul(
    'Valle d’Itria in e-bike, con pranzo in masseria: **€ 79**',
    'Costa e Dune: **€ 45** con e-bike, **€ 35** con bici da trekking',
    'Giro dei Trulli in bici da corsa: **€ 99**, **€ 60** con la vostra bici',
    'Valle d’Itria e Salento in autonomia, 8 giorni: **€ 990** a persona in doppia, supplemento singola **€ 250**',
    'Puglia Classica, tour guidato: **€ 1.490**',
  )}<h2 id="noleggio">Noleggio</h2>${ul(
    'City bike: **€ 15** al giorno',
    'E-bike: **€ 32** al giorno',
    'Bici da corsa: **€ 45** al giorno',
    'Consegna in hotel: **€ 15**',
  )}<h2 id="orari">Orari</h2><p>Da aprile a ottobre siamo aperti dalle 9:00 alle 13:00 e dalle 17:00 alle 20:30; il lunedì chiuso.</p><p>${md(
    '**Novità 2024**: il tour in e-bike è aperto anche ai ragazzi dai 10 anni, con un genitore!',
  )}</p>`,
};

const posts = [natale, stagione, ciclovia, listino2024];

const newsIndex: PedalandoPage = {
  path: '/news',
  lang: 'it',
  title: 'News',
  description: 'Le news di Pedalando in Puglia: orari, novità, nuovi tour e prezzi.',
  body: section(
    `${headline('News', { level: 1, tagline: 'Dal negozio', subtitle: 'Orari, novità e nuovi tour.' })}<ul>${posts
      .map(
        (post) =>
          `<li class="mb-12 md:mb-20"><article class="max-w-md mx-auto md:max-w-none grid gap-6 md:gap-8 md:grid-cols-2 intersect-once intersect-quarter motion-safe:md:opacity-0 motion-safe:md:intersect:animate-fade"><a class="relative block group" href="/news/${post.slug}"><div class="relative h-0 pb-[56.25%] md:pb-[75%] md:h-72 lg:pb-[56.25%] overflow-hidden bg-gray-400 dark:bg-slate-700 rounded shadow-lg">${img(post.image, post.title, 900, 506, 'absolute inset-0 object-cover w-full h-full mb-6 rounded shadow-lg bg-gray-400 dark:bg-slate-700')}</div></a><div class="mt-2"><header><div class="mb-1"><span class="text-sm">${icon('clock', 'w-3.5 h-3.5 inline-block -mt-0.5 dark:text-gray-400')} <time datetime="${post.iso}" class="inline-block">${post.date}</time> · <a class="capitalize hover:underline" href="/category/${post.category.toLowerCase()}">${post.category}</a></span></div><h2 class="text-xl sm:text-2xl font-bold leading-tight mb-2 font-heading dark:text-slate-300"><a class="inline-block hover:text-primary dark:hover:text-blue-700 transition ease-in duration-200" href="/news/${post.slug}">${post.title}</a></h2></header><p class="flex-grow text-muted dark:text-slate-400 text-lg">${post.excerpt}</p><footer class="mt-5">${tagList(post.tags)}</footer></div></article></li>`,
      )
      .join('')}</ul>`,
    { narrow: true },
  ),
};

export const pedalandoNewsPages: PedalandoPage[] = [newsIndex, ...posts.map(postPage)];
