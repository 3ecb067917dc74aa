import {
  accordion,
  content,
  hero,
  link,
  shop,
  TREBBIA_SHOP_EMAIL,
  type TrebbiaPage,
  table,
} from './birrificio-valtrebbia.layout.ts';

/** The Mobirise Shop page and the shipping page (costs and delivery times only in a table). */
export const trebbiaShopPages: TrebbiaPage[] = [
  {
    path: '/shop.html',
    title: 'Shop online | Birrificio Val Trebbia',
    description:
      'Compra online le birre del Birrificio Val Trebbia: cartoni da 12 e 24 bottiglie, cassette da 75 cl, box degustazione e gift card. Spedizione in tutta Italia.',
    body: [
      hero('Shop online', 'Le nostre birre a casa vostra, in tutta Italia.', 'cartone-misto.jpg'),
      content(
        '',
        'Si ordina qui e si paga online con carta o PayPal. Vendiamo alcolici solo ai maggiorenni: il corriere può chiedere un documento alla consegna.',
      ),
      shop('Cartoni e regali', [
        {
          name: 'Cartone misto 12 × 33 cl',
          text: 'Dodici bottiglie da 33 cl: due per ciascuna delle sei birre in formato piccolo.',
          price: '45,00',
          photo: 'cartone-misto.jpg',
        },
        {
          name: 'Cartone 24 × 33 cl',
          text: 'Ventiquattro bottiglie della stessa birra, a scelta tra quelle da 33 cl.',
          price: '84,00',
          photo: 'cartone-24.jpg',
        },
        {
          name: 'Cassetta 6 × 75 cl',
          text: 'Sei bottiglie grandi a scelta tra Trebbia Bionda, Ponte Gobbo IPA, San Colombano e Castagna Rossa.',
          price: '58,00',
          photo: 'cassetta-75cl.jpg',
        },
        {
          name: 'Box degustazione',
          text: 'Sei birre diverse da 33 cl e il nostro bicchiere da degustazione, in una scatola regalo.',
          price: '29,00',
          photo: 'box-degustazione.jpg',
        },
        {
          name: 'Gift card',
          text: 'Da € 25, € 50 o € 100, valida 12 mesi: si usa in taproom, per le visite e nello shop online.',
          price: '25,00',
          photo: 'gift-card.jpg',
        },
        {
          name: 'Bicchiere Val Trebbia 0,4 l',
          text: 'Il nostro bicchiere con il ponte serigrafato.',
          price: '6,00',
          photo: 'bicchiere.jpg',
        },
      ]),
      content(
        'Spedizione',
        `Spedizione in Italia € 9,90, gratuita per ordini da € 89. Tempi, isole ed estero: ${link('leggi la pagina Spedizioni', 'spedizioni.html')}.`,
      ),
      accordion('Domande sugli ordini', [
        [
          'Posso ritirare l’ordine in birrificio?',
          'Sì: scegliete «ritiro in taproom» e la spedizione non si paga. L’ordine resta pronto per 14 giorni e si ritira negli orari del bar.',
        ],
        [
          'Fate fattura?',
          'Sì: scrivete partita IVA e codice SDI nelle note dell’ordine e vi mandiamo la fattura elettronica.',
        ],
        [
          'Posso pagare alla consegna?',
          'No, non accettiamo il pagamento in contrassegno: si paga online, con carta o PayPal.',
        ],
      ]),
    ].join('\n'),
  },
  {
    path: '/spedizioni.html',
    title: 'Spedizioni | Birrificio Val Trebbia',
    description:
      'Costi e tempi di spedizione dello shop online del Birrificio Val Trebbia: Italia, isole, Austria, Francia e Germania.',
    body: [
      hero('Spedizioni', 'Come e quando arriva la vostra birra.', 'corriere-pacchi.jpg'),
      table(
        'Costi e tempi di consegna',
        ['Destinazione', 'Spedizione', 'Consegna'],
        [
          ['Italia', '€ 9,90 – gratis da € 89', '2–4 giorni lavorativi'],
          ['Sicilia, Sardegna e Calabria', '€ 14,90 – gratis da € 89', '4–6 giorni lavorativi'],
          ['Austria, Francia, Germania', '€ 24,90', '5–8 giorni lavorativi'],
        ],
      ),
      content(
        'Quando spediamo',
        'Spediamo dal lunedì al mercoledì, così la birra non resta ferma nei magazzini del corriere nel fine settimana. Gli ordini arrivati dopo le 12:00 del mercoledì partono il lunedì successivo.',
        'Spediamo con corriere espresso e vi mandiamo per email il link per seguire il pacco.',
      ),
      content(
        'Estero',
        'La spedizione gratuita da € 89 vale solo per l’Italia.',
        'Non spediamo in Svizzera, nel Regno Unito né fuori dall’Unione Europea: all’estero per ora arriviamo solo in Austria, Francia e Germania.',
      ),
      content(
        'Bottiglie rotte',
        `Se il pacco arriva danneggiato, fotografatelo prima di aprirlo e scriveteci entro 48 ore a ${link(TREBBIA_SHOP_EMAIL, `mailto:${TREBBIA_SHOP_EMAIL}`)}: vi rispediamo le bottiglie rotte.`,
      ),
    ].join('\n'),
  },
];
