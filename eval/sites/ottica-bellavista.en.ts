import {
  a,
  type BellavistaPage,
  BV_CENTRO_STREET,
  BV_WHATSAPP,
  BV_WHATSAPP_HREF,
  b,
  p,
  sFeatures,
  sText,
  sTextImage,
  sTitle,
} from './ottica-bellavista.layout.ts';

/**
 * The one English page, for tourists, made as an ordinary page of the Italian website (`lang="it-IT"` like
 * every page): emergency repairs, glasses in an hour, contact lenses, tax-free shopping and the city-centre
 * hours. The contact lens check, the tax-free threshold and the languages spoken are only here.
 */
export const bellavistaEnglishPage: BellavistaPage = {
  path: '/en/tourists',
  title: 'Visiting Verona? Information in English',
  description:
    'Broken glasses or lost contact lenses on holiday in Verona? Emergency repairs, glasses made in 1 hour and tax-free shopping at Ottica Bellavista.',
  mainObject: 'website.page(19,)',
  body: [
    sTitle('Visiting Verona?', 'Help with your glasses and contact lenses while you are on holiday.'),
    sTextImage(
      'Broken glasses? Emergency repairs',
      [
        p(
          `Bring them to our shop at ${BV_CENTRO_STREET}, in the old town, a 5-minute walk from the Arena. Most repairs are done while you wait: screws, nose pads and adjustments. No appointment needed.`,
          'Small repairs are free if you bought your glasses from us and cost €5 for everyone else. Welding a metal frame takes 7 working days, so it is not possible during a short stay, and plastic frames cannot be welded at all.',
        ),
      ],
      '1522-c04a6e95/laboratorio.webp',
      'Our workshop',
    ),
    sTextImage(
      'New glasses in 1 hour',
      [
        p(
          'Lost your glasses or broke a lens? In our city-centre shop we can make single-vision glasses in 1 hour, for prescriptions up to ±4.00 with astigmatism up to 2.00. Bring your prescription, or your old glasses: we can read the power of the lenses with our lensmeter.',
          'Progressive (varifocal) lenses are made to measure and take 7–10 working days.',
        ),
      ],
      '1540-e7b2c9f1/occhiali-pronti.webp',
      'Glasses ready in an hour',
      true,
    ),
    sFeatures('', [
      [
        'fa-eye',
        'Contact lenses',
        'Forgot your contact lenses or ran out? We keep daily lenses of the most common powers in stock: a box of 30 costs €24.90. Not sure of your power? Our contact lens specialist can check it in 20 minutes, for €20.',
      ],
      [
        'fa-plane',
        'Tax-free shopping',
        'If you live outside the European Union, you can shop tax free for purchases over €70.01 on one receipt. Please bring your passport.',
      ],
      [
        'fa-comments',
        'We speak English',
        'All our staff speak English, and Sara, in our Borgo Trento shop, also speaks German.',
      ],
    ]),
    sText(
      '<h2>Opening hours in the city centre</h2>',
      p(
        `${b(BV_CENTRO_STREET)}: Monday to Saturday 9.30am–1pm and 3pm–7.30pm. Closed on Sundays.`,
        `Call us on +39 045 803 4172 or send a message on WhatsApp: ${a(`+39 ${BV_WHATSAPP}`, BV_WHATSAPP_HREF)}.`,
        'We accept cash and all major debit and credit cards.',
      ),
    ),
  ].join('\n'),
};
