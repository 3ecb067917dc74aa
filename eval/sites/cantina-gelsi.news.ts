import {
  GELSI_EMAIL,
  GELSI_PHONE,
  GELSI_STREET,
  GELSI_TOWN,
  GELSI_VAT,
  type GelsiPage,
  h2,
  h3,
  p,
  section,
  ul,
} from './cantina-gelsi.layout.ts';

/*
 * The Italian-only pages: the events, the news blog (a November 2026 Christmas market post, an October
 * 2026 harvest post and a January 2025 post with that year's prices and hours), the terms of sale (a
 * template whose 30-day withdrawal and cash on delivery contradict the shipping and hours pages) and the
 * privacy policy; the 404 page.
 */

interface Post {
  handle: string;
  title: string;
  date: string;
  iso: string;
  excerpt: string;
  body: string;
}

const article = (post: Post) =>
  section(
    'main-article',
    `<article class="article-template"><div class="article-template__hero-container"><div class="article-template__hero-medium media" style="padding-bottom: 52.6%;"><img src="//www.cantina-gelsi.test/cdn/shop/articles/${post.handle}.jpg?v=1729634812&width=1100" alt="${post.title}" width="1100" height="579" loading="eager"></div></div><header class="page-width page-width--narrow"><h1 class="article-template__title">${post.title}</h1><span class="circle-divider caption-with-letter-spacing"><time datetime="${post.iso}">${post.date}</time></span><span class="caption-with-letter-spacing">Chiara Gelsi</span></header><div class="article-template__social-sharing page-width page-width--narrow"><share-button class="share-button"><button class="share-button__button hidden">Condividi</button></share-button></div><div class="article-template__content page-width page-width--narrow rte">
${post.body}
</div><div class="element-margin-top center"><a href="/blogs/news" class="article-template__link link animate-arrow">← Torna al blog</a></div></article>`,
    'section',
  );

const posts: Post[] = [
  {
    handle: 'mercatino-di-natale-2026',
    title: 'Torna il Mercatino di Natale in cantina',
    date: '10 novembre 2026',
    iso: '2026-11-10T09:00:00Z',
    excerpt: 'Due fine settimana di dicembre con i produttori della Valpolicella e della Lessinia.',
    body: [
      p(
        'Anche quest’anno il cortile della cantina si riempie di luci: il <strong>Mercatino di Natale</strong> è sabato 5 e domenica 6, sabato 12 e domenica 13 dicembre, dalle 10:00 alle 19:00, con ingresso libero.',
        'Ci saranno 15 produttori della Valpolicella e della Lessinia (formaggi, miele, olio, dolci), il vin brulé a 3 € e le nostre casse regalo già confezionate. Domenica 13 dicembre alle ore 16.00 arriva Babbo Natale per i bambini.',
        'Nelle domeniche del mercatino anche il punto vendita resta aperto, dalle 10:00 alle 19:00. Tutti gli orari di Natale sono nella pagina <a href="/pages/orari-e-contatti">Orari e contatti</a>.',
      ),
    ].join('\n'),
  },
  {
    handle: 'vendemmia-2026',
    title: 'Vendemmia 2026: com’è andata',
    date: '9 ottobre 2026',
    iso: '2026-10-09T09:00:00Z',
    excerpt: 'Tre settimane di raccolta, le uve sono nel fruttaio.',
    body: p(
      'Abbiamo vendemmiato dal 14 settembre al 3 ottobre: uve sane, un po’ meno quantità del 2025 ma grappoli spargoli, perfetti per l’appassimento. Le cassette per l’Amarone sono già sulle arele del fruttaio e ci resteranno fino a fine gennaio.',
      'Grazie ai 120 amici che domenica 27 settembre hanno riempito il cortile per il Pranzo della vendemmia. Ci vediamo a settembre 2027!',
    ),
  },
  {
    handle: 'novita-2025-degustazioni-e-orari',
    title: 'Novità 2025: degustazioni, orari e spedizioni',
    date: '14 gennaio 2025',
    iso: '2025-01-14T09:00:00Z',
    excerpt: 'I prezzi delle degustazioni, i nuovi orari del punto vendita e le spedizioni per il 2025.',
    body: [
      p(
        'Buon anno da tutti noi! Ecco cosa cambia in cantina nel 2025.',
        'Il punto vendita è aperto dal lunedì al sabato, dalle 8:30 alle 12:00 e dalle 14:00 alle 18:00. La chiusura invernale quest’anno va dal 13 gennaio al 9 febbraio 2025.',
      ),
      h3('Degustazioni 2025'),
      ul(
        'Degustazione Classica: 20 € a persona, alle 11:00 e alle 16:00.',
        'Gelsi &amp; Sapori: 35 € a persona.',
        'Verticale di Amarone: 40 € a persona.',
      ),
      h3('Shop online'),
      p(
        'Spedizione in Italia a 8,90 €, gratuita per ordini da 79 €. Le camere dell’agriturismo partono da 100 € a notte con colazione.',
      ),
    ].join('\n'),
  },
];

const blogIndex = section(
  'main-blog',
  `<div class="main-blog page-width section-template--main-blog-padding"><h1 class="title--primary">News dalla cantina</h1><div class="blog-articles">${posts
    .map(
      (post) =>
        `<div class="blog-articles__article article"><div class="article-card-wrapper card-wrapper underline-links-hover"><div class="card article-card card--standard card--media"><div class="card__inner"><div class="card__content"><div class="card__information"><h3 class="card__heading h2"><a href="/blogs/news/${post.handle}" class="full-unstyled-link">${post.title}</a></h3><div class="article-card__info caption-with-letter-spacing h5"><span class="circle-divider"><time datetime="${post.iso}">${post.date}</time></span></div><p class="article-card__excerpt rte-width">${post.excerpt}</p></div></div></div></div></div></div>`,
    )
    .join('')}</div></div>`,
  'section',
);

export const gelsiNewsPages: GelsiPage[] = [
  {
    path: '/pages/eventi',
    lang: 'it',
    title: 'Eventi in cantina',
    description: 'Mercatino di Natale, serata vino e formaggi, Pranzo della vendemmia.',
    body: [
      h2('Mercatino di Natale in cantina'),
      p(
        '<strong>Sabato 5 e domenica 6, sabato 12 e domenica 13 dicembre 2026</strong>, dalle 10:00 alle 19:00. Ingresso libero. Nel cortile 15 produttori della Valpolicella e della Lessinia, vin brulé a 3 €, casse regalo. Nelle domeniche del mercatino il punto vendita è aperto.',
      ),
      h2('Serata vino e formaggi'),
      p(
        '<strong>Venerdì 11 dicembre 2026, ore 19.30</strong>, in sala Fruttaio: cinque vini della cantina con cinque formaggi della Lessinia e del Monte Veronese, raccontati dal casaro Giulio Tommasi.',
        '40 € a persona. Posti limitati a 30: prenotazione obbligatoria entro martedì 8 dicembre, al ' +
          GELSI_PHONE +
          ' o a ' +
          GELSI_EMAIL +
          '.',
      ),
      h2('Pranzo della vendemmia'),
      p(
        'Ogni anno, a fine settembre, un pranzo lungo nel cortile a fine raccolta: risotto all’Amarone, bollito con la pearà e i nostri vini. L’edizione 2026 si è svolta domenica 27 settembre (55 € a persona, bambini da 6 a 12 anni 25 €). La data del 2027 sarà pubblicata in primavera.',
      ),
    ].join('\n'),
  },
  {
    path: '/blogs/news',
    lang: 'it',
    title: 'News dalla cantina',
    description: 'Le novità della Cantina Colle dei Gelsi.',
    template: 'custom',
    body: blogIndex,
  },
  ...posts.map(
    (post): GelsiPage => ({
      path: `/blogs/news/${post.handle}`,
      lang: 'it',
      title: post.title,
      description: post.excerpt,
      template: 'custom',
      body: article(post),
    }),
  ),
  {
    path: '/policies/terms-of-service',
    lang: 'it',
    title: 'Condizioni di vendita',
    description: 'Condizioni generali di vendita dello shop online.',
    template: 'policy',
    body: [
      p(
        `Le presenti condizioni regolano la vendita online dei prodotti della Società Agricola Gelsi s.s., ${GELSI_STREET}, ${GELSI_TOWN}, P.IVA ${GELSI_VAT} (il “Venditore”), attraverso il sito www.cantina-gelsi.test.`,
      ),
      h3('1. Oggetto e conclusione del contratto'),
      p(
        'Il contratto si conclude con la ricezione da parte del Cliente della email di conferma dell’ordine. La vendita di bevande alcoliche è riservata ai maggiori di 18 anni; effettuando l’ordine il Cliente dichiara di essere maggiorenne.',
      ),
      h3('2. Prezzi'),
      p(
        'I prezzi sono espressi in euro e comprensivi di IVA. Le spese di spedizione sono indicate al checkout prima della conferma dell’ordine.',
      ),
      h3('3. Pagamento'),
      p(
        'Il pagamento può essere effettuato con carta di credito, PayPal, bonifico bancario anticipato oppure in contrassegno, con un supplemento di 4,00 €.',
      ),
      h3('4. Consegna'),
      p(
        'La merce viene consegnata tramite corriere all’indirizzo indicato dal Cliente. I termini di consegna sono indicativi; in nessun caso il Venditore risponde di ritardi imputabili al corriere.',
      ),
      h3('5. Diritto di recesso'),
      p(
        'Ai sensi del Codice del Consumo, il Cliente consumatore può recedere dal contratto entro 30 giorni dal ricevimento della merce, senza indicarne le ragioni, dandone comunicazione scritta al Venditore. La merce deve essere restituita integra, nella confezione originale; le spese di restituzione sono a carico del Cliente.',
      ),
      h3('6. Garanzia e prodotti danneggiati'),
      p(
        'Eventuali danni dovuti al trasporto devono essere segnalati al corriere al momento della consegna, accettando la merce con riserva.',
      ),
      h3('7. Legge applicabile e foro competente'),
      p(
        'Il contratto è regolato dalla legge italiana. Per le controversie con i consumatori è competente il foro del luogo di residenza del consumatore; negli altri casi il Foro di Verona.',
      ),
    ].join('\n'),
  },
  {
    path: '/policies/privacy-policy',
    lang: 'it',
    title: 'Privacy policy',
    description: 'Informativa sul trattamento dei dati personali.',
    template: 'policy',
    body: [
      p(
        `Titolare del trattamento è la Società Agricola Gelsi s.s., ${GELSI_STREET}, ${GELSI_TOWN}, P.IVA ${GELSI_VAT}, email privacy@cantina-gelsi.test.`,
      ),
      h3('Dati raccolti'),
      p(
        'Raccogliamo i dati che il Cliente fornisce per ordini, prenotazioni e iscrizione alla newsletter (nome, email, telefono, indirizzo di spedizione) e i dati di navigazione attraverso i cookie, come descritto nella cookie policy gestita da Iubenda.',
      ),
      h3('Finalità e conservazione'),
      p(
        'I dati sono trattati per eseguire gli ordini e le prenotazioni, per gli obblighi fiscali e, con il consenso, per l’invio della newsletter. I dati degli ordini sono conservati per 10 anni; quelli della newsletter fino alla revoca del consenso.',
      ),
      h3('Diritti'),
      p(
        'L’interessato può chiedere accesso, rettifica, cancellazione e portabilità dei dati scrivendo a privacy@cantina-gelsi.test, e può proporre reclamo al Garante per la protezione dei dati personali.',
      ),
    ].join('\n'),
  },
];

export const gelsiNotFoundPage: GelsiPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  template: 'custom',
  body: section(
    'main-404',
    `<div class="template-404 page-width page-margin center"><p class="caption-with-letter-spacing">404</p><h1 class="title">Pagina non trovata</h1><a href="/collections/vini" class="button">Continua lo shopping</a></div>`,
  ),
};
