import { h1, img, p, section, type VelaPage } from './costa-vela-camogli.layout.ts';

interface Post {
  slug: string;
  title: string;
  description: string;
  /** As printed under the title ("20 novembre 2026") and as ISO in `<time>`. */
  date: string;
  iso: string;
  category: string;
  image: [file: string, alt: string];
  excerpt: string;
  /** Paragraphs and `##` subheadings of the MDX post. */
  content: string[];
}

/** Newest first, as the news index lists them. Italian only. */
const posts: Post[] = [
  {
    slug: 'pausa-invernale-e-stagione-2027',
    title: 'Pausa invernale e stagione 2027: date, calendario e sconto prenota prima',
    description:
      'Quando riapriamo, come contattarci in inverno e lo sconto per chi prenota un corso entro febbraio.',
    date: '20 novembre 2026',
    iso: '2026-11-20',
    category: 'Avvisi',
    image: ['porto-camogli-inverno.jpg', 'Il porto di Camogli in inverno'],
    excerpt: 'La base è chiusa fino al 12 marzo: ecco come raggiungerci e cosa ci aspetta nel 2027.',
    content: [
      'Grazie a tutti quelli che sono usciti in mare con noi nel 2026: è stata la stagione più lunga di sempre.',
      '## Pausa invernale',
      'La stagione 2026 si è chiusa domenica 1 novembre. La base resta chiusa fino al 12 marzo 2027 e **riapriamo sabato 13 marzo 2027**, con il primo corso weekend il 20 e 21 marzo.',
      'Durante la pausa la segreteria risponde a email e WhatsApp dal lunedì al venerdì, entro 2 giorni lavorativi. Il telefono resta spento fino alla riapertura.',
      '## Calendario 2027 e sconto prenota prima',
      'Il <a href="/corsi/calendario">calendario corsi 2027</a> è online. Prenotando un corso per adulti entro il 28 febbraio 2027 hai lo sconto del 10%. Tutti i prezzi sono nella pagina <a href="/prezzi">Prezzi</a>.',
      '## Un regalo per Natale',
      'Una gita a San Fruttuoso o un corso base sotto l’albero? Scrivici e ti mandiamo il buono regalo in PDF.',
      'Buon inverno e a presto sul pontile!',
    ],
  },
  {
    slug: 'coppa-golfo-paradiso-2026',
    title: 'Coppa Golfo Paradiso 2026: Maestrale secondo in classe ORC',
    description:
      'Il nostro equipaggio di allievi chiude la Coppa Golfo Paradiso al secondo posto in classe ORC.',
    date: '22 settembre 2026',
    iso: '2026-09-22',
    category: 'Regate',
    image: ['coppa-golfo-paradiso.jpg', 'Maestrale in regata davanti a Punta Chiappa'],
    excerpt: 'Tre prove, vento teso da libeccio e un equipaggio di allievi del perfezionamento.',
    content: [
      'Che weekend! Sabato 19 e domenica 20 settembre il Maestrale ha corso la Coppa Golfo Paradiso con Chiara Schiaffino al timone e un equipaggio di sei allievi del corso di perfezionamento.',
      '## Le prove',
      'Tre prove tra Camogli e Punta Chiappa, la prima con appena 6 nodi, le altre due con un libeccio teso sui 16 nodi. Dopo un quarto posto nella prima prova, due secondi posti ci hanno portato al **secondo posto nella classe ORC**, su 14 barche iscritte. Primo il Mizar dello Yacht Club Recco, a cui vanno i nostri complimenti.',
      '## La prossima edizione',
      'La Coppa Golfo Paradiso 2027 si correrà il 18 e 19 settembre 2027. Chi vuole far parte dell’equipaggio può iscriversi alla crociera-scuola di settembre o scriverci: cerchiamo due prodieri.',
      'Grazie a Marta, Davide, Lucia, Giorgio, Hans e Valentina: siete stati fantastici.',
    ],
  },
  {
    slug: 'si-riparte-stagione-2025',
    title: 'Si riparte! Orari e prezzi della stagione 2025',
    description: 'La stagione 2025 comincia sabato 15 marzo: orari delle gite, prezzi e giorno di chiusura.',
    date: '14 marzo 2025',
    iso: '2025-03-14',
    category: 'Avvisi',
    image: ['maestrale-primavera.jpg', 'Il Maestrale pronto per la stagione'],
    excerpt: 'Domani riapriamo: ecco tutto quello che c’è da sapere per la stagione 2025.',
    content: [
      'L’inverno è finito, il Maestrale ha la carena nuova e domani, **sabato 15 marzo 2025**, riapriamo la base!',
      '## Gite in barca',
      'Il Giro a San Fruttuoso parte tutti i giorni alle 10:00 e alle 15:30 e costa 40 € per gli adulti e 20 € per i bambini dai 4 agli 11 anni. L’aperitivo al tramonto riparte a giugno, con partenza alle 19:00 e a 50 € a persona.',
      '## Corsi',
      'Il corso base costa 350 €, la settimana di Vela estate ragazzi 290 €. Il calendario completo è in segreteria.',
      '## Giorno di chiusura',
      'Novità del 2025: quest’anno siamo chiusi il lunedì, tranne luglio e agosto.',
      'Vi aspettiamo al pontile!',
    ],
  },
];

const mdx = (content: string[]) =>
  `<div class="prose prose-slate max-w-none prose-headings:text-sky-950 prose-a:text-orange-600">${content
    .map((block) =>
      block.startsWith('## ')
        ? `<h2>${block.slice(3)}</h2>`
        : `<p>${block.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>`,
    )
    .join('')}</div>`;

const postPage = (post: Post): VelaPage => ({
  path: `/news/${post.slug}`,
  lang: 'it',
  kind: 'article',
  title: post.title,
  description: post.description,
  body: `<article class="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6 md:py-16"><nav aria-label="Breadcrumb" class="text-sm text-slate-500"><ol class="flex gap-2"><li><a href="/" class="hover:text-sky-900">Home</a></li><li aria-hidden="true">/</li><li><a href="/news" class="hover:text-sky-900">News</a></li></ol></nav><div class="flex items-center gap-3 text-sm text-slate-500"><span class="rounded-full bg-sky-50 px-3 py-1 text-xs font-medium text-sky-900">${post.category}</span><time dateTime="${post.iso}">${post.date}</time></div>${h1(post.title)}<div class="relative aspect-[16/9] overflow-hidden rounded-2xl">${img(post.image[0], post.image[1], 1600, 900)}</div>${mdx(post.content)}<div class="border-t border-slate-200 pt-6 text-sm text-slate-500"><a href="/news" class="font-medium text-sky-900 hover:underline">← Tutte le news</a></div></article>`,
});

/** The news index and the posts. */
export const velaNewsPages: VelaPage[] = [
  {
    path: '/news',
    lang: 'it',
    title: 'News',
    description: 'Avvisi, regate e novità dalla base di Costa Vela a Camogli.',
    body: [
      section([
        h1('News dalla base'),
        p('Avvisi, regate e novità da Camogli.'),
        `<div class="flex flex-col gap-8 md:grid md:grid-cols-3">${posts
          .map(
            (post) =>
              `<article class="flex flex-col gap-3"><a href="/news/${post.slug}" class="group flex flex-col gap-3"><div class="relative aspect-[16/9] overflow-hidden rounded-2xl bg-slate-100">${img(post.image[0], post.image[1], 800, 450)}</div><div class="flex items-center gap-2 text-xs text-slate-500"><span>${post.category}</span><span aria-hidden="true">·</span><time dateTime="${post.iso}">${post.date}</time></div><h2 class="text-lg font-semibold text-sky-950 group-hover:underline">${post.title}</h2><p class="text-sm leading-6 text-slate-600">${post.excerpt}</p></a></article>`,
          )
          .join('')}</div>`,
      ]),
    ].join(''),
  },
  ...posts.map(postPage),
];
