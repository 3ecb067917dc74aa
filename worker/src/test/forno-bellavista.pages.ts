import { disallowedSecret } from './forno-bellavista.facts.ts';

export interface FixturePage {
  path: string;
  title: string;
  /** The page's main content (HTML); the layout adds navigation, a cookie banner and a footer. */
  main: string;
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('\n');

const products: [string, string, string, string][] = [
  [
    'pane-casereccio',
    'Pane casereccio',
    '4,50 € al chilo',
    'Crosta croccante e mollica alveolata, con lievito madre e farina di tipo 1 macinata a pietra.',
  ],
  [
    'focaccia-genovese',
    'Focaccia genovese',
    '2,80 € a trancio',
    'Alta e morbida, con olio extravergine ligure e sale grosso, sfornata ogni ora fino alle 11.',
  ],
  [
    'ciabatta',
    'Ciabatta',
    '3,90 € al chilo',
    'Impasto molto idratato e lunga lievitazione: perfetta per i panini del pranzo.',
  ],
  [
    'grissini-torinesi',
    'Grissini torinesi',
    '3,20 € al sacchetto da 250 g',
    'Stirati a mano uno per uno, friabili e profumati di olio.',
  ],
  [
    'cornetti',
    'Cornetti sfogliati',
    '1,40 € al pezzo',
    'Vuoti, alla crema, alla marmellata di albicocche o integrali al miele, dalle 7 del mattino.',
  ],
  [
    'torta-della-nonna',
    'Torta della nonna',
    '18 € la torta intera',
    'Pasta frolla, crema pasticcera al limone e pinoli tostati, su ordinazione il giorno prima.',
  ],
  [
    'crostata-albicocche',
    'Crostata di albicocche',
    '16 € la crostata',
    'Confettura di albicocche della Val di Non preparata da noi ogni estate.',
  ],
  [
    'pane-di-segale',
    'Pane di segale',
    '5,20 € al chilo',
    'Segale integrale al 70%, semi di cumino, si conserva morbido per cinque giorni.',
  ],
  [
    'tarallucci',
    'Tarallucci al vino',
    '6 € al vassoio',
    'Vino bianco dei colli bolognesi e semi di finocchio, senza burro.',
  ],
  [
    'panettone-artigianale',
    'Panettone artigianale',
    '32 € da un chilo',
    'Tre giorni di lavorazione, canditi di arancia di Sicilia e vaniglia del Madagascar, solo a dicembre.',
  ],
];

const blog: [string, string, string][] = [
  [
    'lievito-madre',
    'Il nostro lievito madre ha sessant’anni',
    'Lo rinfreschiamo due volte al giorno con farina e acqua: è lo stesso lievito portato in bottega nel 1962.',
  ],
  [
    'farine-antiche',
    'Perché usiamo farine di grani antichi',
    'Gentil Rosso e Verna arrivano da un mulino a pietra dell’Appennino a trenta chilometri da noi.',
  ],
  [
    'storia-della-focaccia',
    'Una focaccia genovese a Bologna',
    'La ricetta l’ha portata la nonna Teresa, nata a Camogli, che la impastava la domenica.',
  ],
  [
    'colazione-bolognese',
    'La colazione bolognese perfetta',
    'Un cornetto alla crema, un caffè e due chiacchiere al banco: dalle 7 in poi, ogni mattina tranne il lunedì.',
  ],
  [
    'pane-e-salute',
    'Pane e digeribilità',
    'La lunga fermentazione riduce gli zuccheri semplici e rende il pane più leggero da digerire.',
  ],
  [
    'natale-in-forno',
    'Il Natale in forno',
    'A dicembre prepariamo panettoni, pandori e certosini bolognesi: si prenotano dal primo novembre.',
  ],
];

export const productPaths = products.map(([slug]) => `/prodotti/${slug}`);
export const blogPaths = blog.map(([slug]) => `/blog/${slug}`);

export const fornoPages: FixturePage[] = [
  {
    path: '/',
    title: 'Forno Bellavista – Panificio artigianale a Bologna',
    main: `<h1>Forno Bellavista</h1>${p(
      'Panificio e pasticceria artigianale nel cuore di Bologna: pane con lievito madre, focacce, dolci della tradizione.',
      'Scopri i nostri <a href="/prodotti">prodotti</a>, il <a href="/listino-prezzi.pdf">listino prezzi in PDF</a>, gli <a href="/orari">orari</a> e le <a href="/consegne">consegne a domicilio</a>.',
      'Rivenditori: <a href="/area-riservata/listino-grossisti">area riservata ai grossisti</a>. Foto della <a href="/galleria">galleria</a> e della <a href="/immagini/vetrina.jpg">vetrina</a>. Scarica la <a href="/scarica/brochure">brochure</a>.',
    )}<h2>Novità della settimana</h2>${p('Questa settimana: pane ai cereali con semi di girasole e lino, e la crostata di fichi.')}`,
  },
  {
    path: '/chi-siamo',
    title: 'Chi siamo – Forno Bellavista',
    main: `<h1>La nostra storia</h1>${p(
      'Il Forno Bellavista è stato fondato nel 1962 da Giuseppe Ferrante, arrivato a Bologna da Altamura con una valigia e il suo lievito madre.',
      'Oggi il forno è guidato dalla nipote Chiara Ferrante e da una squadra di nove panettieri e pasticceri.',
    )}<h2>I nostri valori</h2>${p('Farine locali, lunghe lievitazioni, niente conservanti. Leggi il <a href="/blog">nostro blog</a>.')}`,
  },
  {
    path: '/orari',
    title: 'Orari di apertura – Forno Bellavista',
    main: `<h1>Orari di apertura</h1>${p(
      'Dal martedì al sabato siamo aperti dalle 7:00 alle 19:30, la domenica dalle 7:30 alle 13:00.',
      'Il lunedì siamo chiusi per riposo settimanale. Ad agosto chiudiamo dal 10 al 24.',
    )}`,
  },
  {
    path: '/contatti',
    title: 'Contatti – Forno Bellavista',
    main: `<h1>Contatti</h1>${p(
      'Ci trovi in Via dei Mulini 14, 40121 Bologna, a due passi da Piazza Maggiore.',
      'Telefono: +39 051 234 5678. Email: ciao@fornobellavista.test. WhatsApp per gli ordini: +39 333 987 6543.',
    )}`,
  },
  {
    path: '/prodotti',
    title: 'I nostri prodotti – Forno Bellavista',
    main: `<h1>I nostri prodotti</h1><ul>${products
      .map(([slug, name]) => `<li><a href="/prodotti/${slug}">${name}</a></li>`)
      .join('')}<li><a href="/prodotti/pane-al-kamut">Pane al kamut</a></li></ul>${p(
      'Tutti i prezzi nel <a href="/listino-prezzi.pdf">listino in PDF</a>. Offerta del mese: <a href="/promo/pane-casereccio">pane casereccio</a>.',
    )}`,
  },
  ...products.map(([slug, name, price, description]) => ({
    path: `/prodotti/${slug}`,
    title: `${name} – Forno Bellavista`,
    main: `<h1>${name}</h1>${p(description, `Prezzo: ${price}.`)}<h2>Ingredienti e allergeni</h2>${p(
      `Per gli allergeni del prodotto ${name.toLowerCase()} consulta la pagina <a href="/allergeni">allergeni</a>.`,
    )}`,
  })),
  {
    path: '/senza-glutine',
    title: 'Senza glutine – Forno Bellavista',
    main: `<h1>Senza glutine</h1>${p(
      'In un laboratorio separato prepariamo pane senza glutine ogni giovedì e sabato, con farine di riso, mais e grano saraceno.',
      'Siamo un locale informato dall’Associazione Italiana Celiachia; i prodotti senza glutine sono confezionati singolarmente.',
    )}`,
  },
  {
    path: '/consegne',
    title: 'Consegne a domicilio – Forno Bellavista',
    main: `<h1>Consegne a domicilio</h1>${p(
      'Consegniamo entro 8 km dal forno: Bologna centro, Casalecchio di Reno e San Lazzaro di Savena.',
      'Ordine minimo 25 €; la consegna costa 3 € ed è gratuita per ordini sopra i 40 €. Ordina dalla pagina <a href="/ordini-online">ordini online</a>.',
    )}`,
  },
  {
    path: '/ordini-online',
    title: 'Ordini online – Forno Bellavista',
    main: `<h1>Ordini online</h1>${p('Ordina entro le 18 per ricevere il pane fresco la mattina dopo tra le 8 e le 10. Si paga con carta o alla consegna.')}`,
  },
  {
    path: '/eventi',
    title: 'Eventi – Forno Bellavista',
    main: `<h1>Eventi</h1>${p('Ogni ultimo venerdì del mese: degustazione di pani regionali con i produttori di formaggi dell’Appennino.')}`,
  },
  {
    path: '/corsi',
    title: 'Corsi di panificazione – Forno Bellavista',
    main: `<h1>Corsi di panificazione</h1>${p('Il corso base di pane con lievito madre si tiene il primo sabato del mese e costa 65 €, ingredienti e grembiule compresi.', 'Massimo otto partecipanti; ci si iscrive in negozio.')}`,
  },
  {
    path: '/blog',
    title: 'Blog – Forno Bellavista',
    main: `<h1>Dal nostro blog</h1><ul>${blog.map(([slug, title]) => `<li><a href="/blog/${slug}">${title}</a></li>`).join('')}</ul>${p('La nostra storia in breve: <a href="/vecchio-sito/storia">la pagina storica</a>.')}`,
  },
  ...blog.map(([slug, title, text]) => ({
    path: `/blog/${slug}`,
    title: `${title} – Blog Forno Bellavista`,
    main: `<article><h1>${title}</h1>${p(text, 'Torna al <a href="/blog">blog</a>.')}</article>`,
  })),
  {
    path: '/lavora-con-noi',
    title: 'Lavora con noi – Forno Bellavista',
    main: `<h1>Lavora con noi</h1>${p('Cerchiamo un apprendista panettiere per il turno di notte, dalle 2 alle 9. Manda il curriculum a lavoro@fornobellavista.test.')}`,
  },
  {
    path: '/faq',
    title: 'Domande frequenti – Forno Bellavista',
    main: `<h1>Domande frequenti</h1><h2>Posso prenotare una torta?</h2>${p('Sì, le torte si prenotano con almeno 24 ore di anticipo.')}<h2>Accettate buoni pasto?</h2>${p('Accettiamo i buoni pasto elettronici dei principali circuiti.')}`,
  },
  {
    path: '/privacy',
    title: 'Privacy – Forno Bellavista',
    main: `<h1>Informativa sulla privacy</h1>${p('Trattiamo i dati dei clienti solo per gestire ordini e consegne, secondo il GDPR.')}`,
  },
  {
    path: '/catering',
    title: 'Catering – Forno Bellavista',
    main: `<h1>Catering per eventi</h1>${p('Buffet di focacce, pizzette e mignon per feste e riunioni aziendali, a partire da 12 € a persona.')}`,
  },
  {
    path: '/allergeni',
    title: 'Allergeni – Forno Bellavista',
    main: `<h1>Allergeni</h1>${p('I nostri prodotti possono contenere glutine, latte, uova, frutta a guscio e semi di sesamo. Chiedi al banco la scheda di ogni prodotto.')}`,
  },
  {
    path: '/forno-a-legna',
    title: 'Il forno a legna – Forno Bellavista',
    main: `<h1>Il forno a legna</h1>${p('Il nostro forno a legna si chiama Rosetta: l’ha costruito nel 1958 un fornaciaio di Impruneta con mattoni refrattari, e cuoce ancora il pane casereccio ogni notte.')}`,
  },
  {
    path: '/area-riservata/listino-grossisti',
    title: 'Area riservata – Forno Bellavista',
    main: `<h1>Area riservata</h1>${p(disallowedSecret)}`,
  },
];

/** Pages a crawl must read: every page above but the disallowed one (its text is never indexed). */
export const readablePaths = fornoPages
  .map((page) => page.path)
  .filter((path) => !path.startsWith('/area-riservata'));
