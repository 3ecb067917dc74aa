import {
  block,
  col,
  fullwidthHeader,
  h2,
  h3,
  type MolePage,
  p,
  productLoop,
  productSingle,
  row,
  section,
  table,
  text,
  ul,
  type WcProduct,
} from './pasticceria-mole.layout.ts';

/* Italian only: the WooCommerce shop and two product pages, the classes, the terms of sale and privacy. */

const products: WcProduct[] = [
  {
    name: 'Panettone classico',
    href: '/prodotto/panettone-classico',
    file: 'panettone.jpg',
    price: ['28,00', '52,00'],
    cat: 'natale',
  },
  {
    name: 'Panettone al gianduia – 1 kg',
    href: '/prodotto/panettone-al-gianduia',
    file: 'panettone-gianduia.jpg',
    price: '42,00',
    cat: 'natale',
  },
  {
    name: 'Gianduiotti della Mole',
    href: '/prodotto/gianduiotti-della-mole',
    file: 'gianduiotti.jpg',
    price: ['14,50', '27,00'],
    cat: 'cioccolato',
  },
  {
    name: 'Marron glacé – scatola da 12',
    href: '/prodotto/marron-glace',
    file: 'marron.jpg',
    price: '29,00',
    cat: 'natale',
  },
  {
    name: 'Crema spalmabile al gianduia – 200 g',
    href: '/prodotto/crema-gianduia',
    file: 'crema.jpg',
    price: '9,50',
    cat: 'cioccolato',
  },
  {
    name: 'Colomba classica – 1 kg',
    href: '/prodotto/colomba-classica',
    file: 'colomba.jpg',
    price: '32,00',
    cat: 'pasqua',
    outOfStock: true,
  },
];

const negozio: MolePage = {
  path: '/negozio',
  lang: 'it',
  template: 'shop',
  title: 'Shop online',
  description:
    'Panettoni, gianduiotti e marron glacé della Pasticceria Caffè della Mole, con ritiro o spedizione.',
  body: `<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">Shop online</h1><div class="term-description"><p>Preordini di Natale aperti fino al 18 dicembre: ritiro in Via Po o a Chieri, oppure spedizione (gratuita in Italia da 69,00 €).</p></div></header><div class="woocommerce-notices-wrapper"></div><p class="woocommerce-result-count">Visualizzazione di tutti i 6 risultati</p><form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Ordine negozio"><option value="menu_order" selected="selected">Ordinamento predefinito</option><option value="price">Prezzo: dal più economico</option></select><input type="hidden" name="paged" value="1"></form>${productLoop('it', products)}`,
};

const panettone: MolePage = {
  path: '/prodotto/panettone-classico',
  lang: 'it',
  template: 'shop',
  title: 'Panettone classico',
  description: 'Il panettone classico della Mole, lievito madre e 36 ore di lievitazione.',
  body: productSingle({
    name: 'Panettone classico',
    file: 'panettone.jpg',
    price: ['28,00', '52,00'],
    short:
      '<p>Lievito madre, burro piemontese, uvetta e arancia candita. In tre formati: 750 g, 1 kg e 2 kg.</p>',
    variations: [
      'Formato',
      [
        ['750 g', '28,00'],
        ['1 kg', '36,00'],
        ['2 kg', '52,00'],
      ],
    ],
    description: p(
      'Il nostro panettone lievita 36 ore. Preordinatelo entro il 18 dicembre: al checkout scegliete il ritiro in Via Po, il ritiro a Chieri o la spedizione.',
      'Prezzi: 750 g € 28,00 · 1 kg € 36,00 · 2 kg € 52,00.',
    ),
    attributes: [
      ['Formato', '750 g, 1 kg, 2 kg'],
      [
        'Ingredienti',
        'farina di frumento, burro, uova, zucchero, uvetta, scorza d’arancia candita, lievito madre, miele, sale, vaniglia',
      ],
      ['Allergeni', 'glutine, uova, latte; può contenere frutta a guscio'],
      ['Conservazione', '45 giorni dalla produzione'],
    ],
    cat: ['Natale', 'natale'],
  }),
};

const gianduiotti: MolePage = {
  path: '/prodotto/gianduiotti-della-mole',
  lang: 'it',
  template: 'shop',
  title: 'Gianduiotti della Mole',
  description: 'Gianduiotti fatti a mano con nocciole Piemonte IGP.',
  body: productSingle({
    name: 'Gianduiotti della Mole',
    file: 'gianduiotti.jpg',
    price: ['14,50', '27,00'],
    short:
      '<p>Fatti a mano secondo la ricetta del 1972, con nocciole Piemonte IGP. Scatola da 250 g o da 500 g.</p>',
    variations: [
      'Formato',
      [
        ['250 g', '14,50'],
        ['500 g', '27,00'],
      ],
    ],
    description: p(
      'Ogni scatola da 250 g contiene circa 25 gianduiotti. Dal 1° giugno al 15 settembre non spediamo cioccolato: in quei mesi i gianduiotti si ritirano solo in negozio.',
    ),
    attributes: [
      ['Formato', '250 g, 500 g'],
      [
        'Ingredienti',
        'pasta di nocciole Piemonte IGP 30%, zucchero, cacao, burro di cacao, latte in polvere',
      ],
      ['Allergeni', 'frutta a guscio (nocciole), latte; può contenere soia'],
    ],
    cat: ['Cioccolato', 'cioccolato'],
  }),
};

const corsi: MolePage = {
  path: '/corsi-di-pasticceria',
  lang: 'it',
  title: 'Corsi di pasticceria',
  description: 'I corsi del sabato nel laboratorio della Pasticceria Caffè della Mole: date, prezzi, posti.',
  body: [
    fullwidthHeader('Corsi di pasticceria', 'Le mani in pasta nel nostro laboratorio', 'corsi.jpg'),
    block(
      p(
        'Il sabato pomeriggio apriamo il laboratorio di Via Po a chi vuole imparare. Ogni corso ha al massimo 8 partecipanti, dura circa tre ore e mezza ed è aperto a tutti dai 14 anni in su (sotto i 18 anni con un adulto iscritto). Il prezzo comprende ingredienti, grembiule e quello che preparate, da portare a casa.',
      ),
      table(
        ['Corso', 'Data', 'Orario', 'Prezzo', 'Posti'],
        [
          [
            'Biscotti e frollini di Natale',
            'sabato 12 dicembre 2026',
            '15:00–18:30',
            '75 €',
            'ultimi 2 posti',
          ],
          [
            'Piccoli pasticceri (bambini 6–11 anni)',
            'domenica 13 dicembre 2026',
            '10:00–12:00',
            '35 €',
            'esaurito',
          ],
          [
            'Bignè, bignole e crema pasticcera',
            'sabato 23 gennaio 2027',
            '15:00–18:30',
            '75 €',
            'disponibili',
          ],
          ['Gianduiotti e cioccolato', 'sabato 20 febbraio 2027', '15:00–18:30', '85 €', 'disponibili'],
        ],
      ),
      h3('Piccoli pasticceri'),
      p(
        'Il corso per bambini dai 6 agli 11 anni si tiene la domenica mattina; un adulto accompagnatore partecipa gratis.',
      ),
      h3('Iscrizione e disdetta'),
      p(
        'Ci si iscrive in negozio o per telefono, pagando il corso all’iscrizione. Se disdite fino a 7 giorni prima vi rimborsiamo tutto; dopo non rimborsiamo, ma potete mandare qualcun altro al vostro posto.',
        'Il laboratorio è al piano ammezzato, raggiungibile solo con le scale.',
      ),
    ),
  ].join('\n'),
};

const condizioni: MolePage = {
  path: '/condizioni-di-vendita',
  lang: 'it',
  title: 'Condizioni generali di vendita',
  description: 'Condizioni generali di vendita dello shop online.',
  body: block(
    h2('Condizioni generali di vendita'),
    p('Ultimo aggiornamento: 3 marzo 2023'),
    h3('1. Oggetto'),
    p(
      'Le presenti condizioni regolano la vendita dei prodotti offerti sul sito www.pasticceria-mole.test da Pasticceria Caffè della Mole S.n.c., Via Po 17, 10124 Torino, P.IVA 09384720015.',
    ),
    h3('2. Ordini di prodotti su ordinazione'),
    p(
      'Le torte e i prodotti su ordinazione devono essere ordinati con almeno 5 giorni lavorativi di anticipo. L’ordine si considera confermato al ricevimento dell’acconto.',
    ),
    h3('3. Prezzi e pagamenti'),
    p(
      'Tutti i prezzi sono comprensivi di IVA. Sono accettati i pagamenti con carta di credito, PayPal e bonifico bancario.',
    ),
    h3('4. Spedizione e consegna'),
    p(
      'I prodotti vengono spediti tramite corriere espresso entro 5–7 giorni lavorativi dalla conferma dell’ordine. Il rischio di perimento passa all’acquirente alla consegna.',
    ),
    h3('5. Diritto di recesso'),
    p(
      'Ai sensi dell’art. 59 del Codice del Consumo, il diritto di recesso è escluso per i beni che rischiano di deteriorarsi o scadere rapidamente, come i prodotti alimentari.',
    ),
    h3('6. Foro competente'),
    p('Per ogni controversia è competente il Foro di Torino.'),
  ),
};

const privacy: MolePage = {
  path: '/privacy-e-cookie',
  lang: 'it',
  title: 'Privacy e cookie policy',
  description: 'Informativa sul trattamento dei dati personali e sui cookie.',
  body: section(
    row(
      col(
        '4_4',
        text(
          h2('Informativa privacy'),
          p(
            'Titolare del trattamento è Pasticceria Caffè della Mole S.n.c., Via Po 17, 10124 Torino. I dati forniti con gli ordini, le prenotazioni e la newsletter sono trattati solo per queste finalità e conservati per il tempo previsto dalla legge.',
          ),
          h2('Cookie'),
          p(
            'Il sito usa cookie tecnici e, con il vostro consenso raccolto da Complianz, cookie statistici (Google Analytics con IP anonimizzato).',
          ),
          ul('Cookie tecnici: sempre attivi', 'Statistiche: su consenso', 'Marketing: su consenso'),
        ),
      ),
    ),
  ),
};

export const moleShopPages: MolePage[] = [negozio, panettone, gianduiotti, corsi, condizioni, privacy];
