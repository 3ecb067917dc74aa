import {
  type GelsiLanguage,
  type GelsiPage,
  h2,
  type ProductCard,
  type ProductPage,
  p,
  productGrid,
  productMain,
  section,
  table,
  ul,
} from './cantina-gelsi.layout.ts';

/* The shop: the wine collection, the product pages (each variant a bottle or a 6-bottle case), shipping. */

const cardsIt: ProductCard[] = [
  {
    name: 'Amarone della Valpolicella Classico DOCG 2019',
    href: '/products/amarone-della-valpolicella-classico-2019',
    file: 'amarone-2019.png',
    price: '€42,00',
    from: 'Da',
  },
  {
    name: 'Amarone Riserva “Colle dei Gelsi” 2015',
    href: '/products/amarone-riserva-colle-dei-gelsi-2015',
    file: 'amarone-riserva-2015.png',
    price: '€75,00',
  },
  {
    name: 'Valpolicella Ripasso Classico Superiore DOC 2022',
    href: '/products/valpolicella-ripasso-superiore-2022',
    file: 'ripasso-2022.png',
    price: '€19,00',
    from: 'Da',
  },
  {
    name: 'Valpolicella Classico DOC 2024',
    href: '/products/valpolicella-classico-2024',
    file: 'valpolicella-2024.png',
    price: '€12,50',
    from: 'Da',
  },
  {
    name: 'Recioto della Valpolicella Classico DOCG 2020 – 50 cl',
    href: '/products/recioto-della-valpolicella-2020',
    file: 'recioto-2020.png',
    price: '€28,00',
    from: 'Da',
  },
  {
    name: 'Rosato “Gelsomora” Veneto IGT 2025',
    href: '/products/rosato-gelsomora-2025',
    file: 'rosato-2025.png',
    price: '€11,00',
    soldOut: true,
  },
  {
    name: 'Grappa di Amarone – 50 cl',
    href: '/products/grappa-di-amarone',
    file: 'grappa-amarone.png',
    price: '€32,00',
  },
];

const cardsEn: ProductCard[] = cardsIt.map((c) => ({
  ...c,
  href: `/en${c.href}`,
  name: c.name.replace('Rosato', 'Rosé').replace('Grappa di Amarone', 'Amarone Grappa'),
  price: c.price.replace(',', '.'),
  from: c.from ? 'From' : undefined,
}));

const collection = (lang: GelsiLanguage, title: string, intro: string, cards: ProductCard[]) =>
  [
    section(
      'main-collection-banner',
      `<div class="collection-hero color-scheme-1 gradient"><div class="collection-hero__inner page-width"><div class="collection-hero__text-wrapper"><h1 class="collection-hero__title"><span class="visually-hidden">${lang === 'it' ? 'Collezione:' : 'Collection:'} </span>${title}</h1><div class="collection-hero__description rte">${intro}</div></div></div></div>`,
      'section',
    ),
    section(
      'product-grid',
      `<div class="section-template--product-grid-padding gradient color-scheme-1"><div class="facets-vertical page-width"><facet-filters-form class="facets small-hide"><form id="FacetFiltersForm" class="facets__form"><div class="facet-filters sorting caption"><div class="facet-filters__field"><h2 class="facet-filters__label caption-large text-body"><label for="SortBy">${lang === 'it' ? 'Ordina per:' : 'Sort by:'}</label></h2><div class="select"><select name="sort_by" class="facet-filters__sort select__select caption-large" id="SortBy"><option value="manual" selected="selected">${lang === 'it' ? 'In evidenza' : 'Featured'}</option><option value="price-ascending">${lang === 'it' ? 'Prezzo, dal più basso al più alto' : 'Price, low to high'}</option></select></div></div></div><div class="product-count light" role="status"><h2 class="product-count__text text-body"><span id="ProductCountDesktop">${cards.length} ${lang === 'it' ? 'prodotti' : 'products'}</span></h2></div></form></facet-filters-form><div class="product-grid-container" id="ProductGridContainer">${productGrid(lang, cards)}</div></div></div>`,
      'section',
    ),
  ].join('\n');

interface Product extends ProductPage {
  handle: string;
  title: string;
}

const productsIt: Product[] = [
  {
    handle: 'amarone-della-valpolicella-classico-2019',
    title: 'Amarone della Valpolicella Classico DOCG 2019',
    name: 'Amarone della Valpolicella Classico DOCG 2019',
    file: 'amarone-2019.png',
    variants: [
      ['Bottiglia 75 cl', '€42,00'],
      ['Cassa da 6 bottiglie', '€240,00'],
    ],
    description: p(
      'Il nostro Amarone: uve appassite per circa 110 giorni sulle arele, 36 mesi in botte grande. Ciliegia sotto spirito, prugna secca, cacao, una lunga chiusura speziata.',
      'Da servire a 18 °C, aprendo la bottiglia un’ora prima. Con brasati, selvaggina e formaggi stagionati.',
    ),
    specs: [
      ['Uve', 'Corvina 65%, Corvinone 20%, Rondinella 10%, Oseleta 5%'],
      ['Gradazione', '16,5% vol.'],
      ['Affinamento', '36 mesi in botti di rovere di Slavonia, 12 mesi in bottiglia'],
      ['Contiene solfiti', 'sì'],
    ],
  },
  {
    handle: 'valpolicella-ripasso-superiore-2022',
    title: 'Valpolicella Ripasso Classico Superiore DOC 2022',
    name: 'Valpolicella Ripasso Classico Superiore DOC 2022',
    file: 'ripasso-2022.png',
    variants: [
      ['Bottiglia 75 cl', '€19,00'],
      ['Cassa da 6 bottiglie', '€108,00'],
    ],
    description: p(
      'Il “piccolo Amarone” di casa: Valpolicella Classico Superiore rifermentato sulle vinacce dell’Amarone, 18 mesi in tonneaux. Da bere con risotto all’Amarone, carni alla griglia, Monte Veronese.',
    ),
    specs: [
      ['Uve', 'Corvina, Corvinone, Rondinella'],
      ['Gradazione', '14% vol.'],
      ['Affinamento', '18 mesi in tonneaux da 500 litri'],
      ['Contiene solfiti', 'sì'],
    ],
  },
  {
    handle: 'valpolicella-classico-2024',
    title: 'Valpolicella Classico DOC 2024',
    name: 'Valpolicella Classico DOC 2024',
    file: 'valpolicella-2024.png',
    variants: [
      ['Bottiglia 75 cl', '€12,50'],
      ['Cassa da 6 bottiglie', '€69,00'],
    ],
    description: p(
      'Il vino di tutti i giorni della Valpolicella: fresco, ciliegia e pepe, solo acciaio. Da servire fresco di cantina, a 14–16 °C.',
      '<strong>Offerta di novembre:</strong> la cassa da 6 bottiglie a 69,00 € invece di 75,00 €.',
    ),
    specs: [
      ['Uve', 'Corvina 70%, Rondinella 20%, Molinara 10%'],
      ['Gradazione', '12,5% vol.'],
      ['Affinamento', 'acciaio, 4 mesi'],
      ['Contiene solfiti', 'sì'],
    ],
  },
  {
    handle: 'recioto-della-valpolicella-2020',
    title: 'Recioto della Valpolicella Classico DOCG 2020',
    name: 'Recioto della Valpolicella Classico DOCG 2020 – 50 cl',
    file: 'recioto-2020.png',
    variants: [
      ['Bottiglia 50 cl', '€28,00'],
      ['Cassa da 6 bottiglie', '€159,00'],
    ],
    description: p(
      'Il vino dolce da cui nasce la storia dell’Amarone: uve appassite fino a 120 giorni, fermentazione interrotta. Con la crostata di ciliegie, il pandoro, i formaggi erborinati.',
    ),
    specs: [
      ['Gradazione', '13% vol.'],
      ['Formato', '50 cl'],
      ['Contiene solfiti', 'sì'],
    ],
  },
];

const shippingIt = [
  p(
    'Spediamo i nostri vini in Italia, in molti Paesi dell’Unione Europea e nel Regno Unito. Gli ordini partono dal <strong>lunedì al mercoledì</strong>, così le bottiglie non restano ferme nei magazzini del corriere durante il fine settimana.',
  ),
  table(
    ['Destinazione', 'Costo', 'Gratuita da', 'Tempi di consegna'],
    [
      [
        'Italia (BRT)',
        '€ 9,90 per ordine',
        '89 €',
        '2–4 giorni lavorativi (Sicilia, Sardegna e Calabria 4–6)',
      ],
      [
        'Unione Europea (UPS): Austria, Belgio, Danimarca, Francia, Germania, Irlanda, Lussemburgo, Paesi Bassi, Spagna',
        '€ 24,00 fino a 12 bottiglie',
        '250 €',
        '5–8 giorni lavorativi',
      ],
      ['Regno Unito (UPS)', '€ 39,00 per ogni cassa da 6 bottiglie', '—', '7–10 giorni lavorativi'],
    ],
  ),
  ul(
    'Per l’estero l’ordine minimo è di <strong>6 bottiglie</strong>.',
    'Per il Regno Unito dazi e accise sono a carico del destinatario, che li paga al corriere alla consegna.',
    '<strong>Non spediamo</strong> in Svizzera, Norvegia, Stati Uniti, Canada e fuori dall’Europa; in Italia non spediamo a Livigno e Campione d’Italia.',
    'Ritiro in cantina gratuito: l’ordine è pronto entro 2 giorni lavorativi.',
    'La vendita di alcolici è riservata ai maggiorenni: il corriere può chiedere un documento alla consegna.',
  ),
  h2('Bottiglie rotte'),
  p(
    'Se una bottiglia arriva rotta, scriveteci entro 48 ore dalla consegna con una foto del pacco: la sostituiamo gratis.',
  ),
  h2('Resi e recesso'),
  p(
    'Potete esercitare il diritto di recesso <strong>entro 14 giorni dalla consegna</strong>, scrivendo a shop@cantina-gelsi.test. Le bottiglie devono essere integre e sigillate; le spese di reso sono a carico del cliente. Rimborsiamo entro 14 giorni dal rientro della merce.',
  ),
].join('\n');

const shippingEn = [
  p(
    'We ship our wines within Italy, to many European Union countries and to the United Kingdom. Orders leave <strong>Monday to Wednesday</strong>, so bottles don’t sit in the courier’s depot over the weekend.',
  ),
  table(
    ['Destination', 'Cost', 'Free from', 'Delivery time'],
    [
      ['Italy (BRT)', '€9.90 per order', '€89', '2–4 working days (Sicily, Sardinia and Calabria 4–6)'],
      [
        'European Union (UPS): Austria, Belgium, Denmark, France, Germany, Ireland, Luxembourg, the Netherlands, Spain',
        '€24.00 up to 12 bottles',
        '€250',
        '5–8 working days',
      ],
      ['United Kingdom (UPS)', '€39.00 per case of 6 bottles', '—', '7–10 working days'],
    ],
  ),
  ul(
    'Orders going abroad need a <strong>minimum of 6 bottles</strong>.',
    'For the UK, duties and excise are paid by the recipient to the courier on delivery.',
    'We <strong>do not ship</strong> to Switzerland, Norway, the United States, Canada or anywhere outside Europe; within Italy we do not ship to Livigno or Campione d’Italia.',
    'Free collection at the cellar: your order is ready within 2 working days.',
    'Alcohol is sold to adults only: the courier may ask for ID on delivery.',
  ),
  h2('Broken bottles'),
  p(
    'If a bottle arrives broken, email us within 48 hours of delivery with a photo of the parcel and we replace it free.',
  ),
  h2('Returns'),
  p(
    'You can withdraw from your purchase <strong>within 14 days of delivery</strong> by writing to shop@cantina-gelsi.test. Bottles must be intact and sealed; return shipping is paid by the customer. We refund within 14 days of receiving the goods.',
  ),
].join('\n');

export const gelsiShopPages: GelsiPage[] = [
  {
    path: '/collections/vini',
    lang: 'it',
    title: 'I nostri vini',
    description: 'Acquista online Amarone, Ripasso, Valpolicella e Recioto della Cantina Colle dei Gelsi.',
    alternate: '/en/collections/wines',
    template: 'custom',
    body: collection(
      'it',
      'I nostri vini',
      p(
        'Tutti i vini si acquistano a bottiglia o in cassa da 6. Spedizione gratuita in Italia per ordini da 89 €.',
      ),
      cardsIt,
    ),
  },
  {
    path: '/en/collections/wines',
    lang: 'en',
    title: 'Our wines',
    description: 'Buy Amarone, Ripasso, Valpolicella and Recioto from Cantina Colle dei Gelsi online.',
    alternate: '/collections/vini',
    template: 'custom',
    body: collection(
      'en',
      'Our wines',
      p('Every wine is sold by the bottle or by the case of 6. Free shipping in Italy on orders from €89.'),
      cardsEn,
    ),
  },
  ...productsIt.map(
    (pr): GelsiPage => ({
      path: `/products/${pr.handle}`,
      lang: 'it',
      title: pr.title,
      description: `${pr.title}: acquista online dalla Cantina Colle dei Gelsi.`,
      alternate:
        pr.handle === 'amarone-della-valpolicella-classico-2019' ? `/en/products/${pr.handle}` : undefined,
      template: 'custom',
      body: productMain('it', pr),
    }),
  ),
  {
    path: '/en/products/amarone-della-valpolicella-classico-2019',
    lang: 'en',
    title: 'Amarone della Valpolicella Classico DOCG 2019',
    description: 'Amarone della Valpolicella Classico DOCG 2019 from Cantina Colle dei Gelsi.',
    alternate: '/products/amarone-della-valpolicella-classico-2019',
    template: 'custom',
    body: productMain('en', {
      name: 'Amarone della Valpolicella Classico DOCG 2019',
      file: 'amarone-2019.png',
      variants: [
        ['Bottle 75 cl', '€42.00'],
        ['Case of 6 bottles', '€240.00'],
      ],
      description: p(
        'Our Amarone: grapes dried for about 110 days on bamboo racks, 36 months in large oak casks. Cherries in spirit, dried plum, cocoa and a long spicy finish.',
        'Serve at 18 °C, opening the bottle an hour before. With braised meat, game and aged cheese.',
      ),
      specs: [
        ['Grapes', 'Corvina 65%, Corvinone 20%, Rondinella 10%, Oseleta 5%'],
        ['Alcohol', '16.5% vol.'],
        ['Ageing', '36 months in Slavonian oak casks, 12 months in bottle'],
        ['Contains sulphites', 'yes'],
      ],
    }),
  },
  {
    path: '/pages/spedizioni',
    lang: 'it',
    title: 'Spedizioni e resi',
    description: 'Costi e tempi di spedizione in Italia, UE e Regno Unito, ritiro in cantina, resi.',
    alternate: '/en/pages/shipping',
    body: shippingIt,
  },
  {
    path: '/en/pages/shipping',
    lang: 'en',
    title: 'Shipping & returns',
    description: 'Shipping costs and times to Italy, the EU and the UK, collection at the cellar, returns.',
    alternate: '/pages/spedizioni',
    body: shippingEn,
  },
];
