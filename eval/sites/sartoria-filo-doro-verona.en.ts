import {
  accordion,
  button,
  callout,
  col,
  cols,
  contactForm,
  group,
  heading,
  hero,
  mapModule,
  photo,
  pricingTable,
  rich,
  row,
  type SartoriaPage,
  SF_BRIDAL_EMAIL,
  SF_EMAIL,
  SF_PHONE,
  SF_PHONE_HREF,
  SF_STREET,
  SF_TOWN,
  SF_WHATSAPP,
  SF_WHATSAPP_HREF,
  section,
  table,
  tabs,
} from './sartoria-filo-doro-verona.layout.ts';

/**
 * The English pages (WPML translations under /en): the home page (with the same yearless promo band, 'until 15
 * March!'), made to measure, alterations (the most asked prices only, the full list 'in Italian'), bridal
 * alterations, leather repair, sewing courses (the terms 'in Italian'), about us and contact; and 'Visiting
 * Verona?', a page for travellers only in English (same-day hems by 10am for €24, who speaks which language,
 * shipping made-to-measure garments abroad, shirt re-orders by email with fittings by video call, no evening wear
 * for hire). The price list, FAQ, course terms, general and archived terms, blog, privacy and cookie pages have no
 * English version.
 */

const p = (html: string, style?: string) => `<p${style ? ` style="${style}"` : ''}>${html}</p>`;
const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

const HOURS_TABLE_EN = table(
  [
    ['Day', 'Opening hours'],
    ['Monday', 'closed'],
    ['Tuesday – Friday', '9am – 12.30pm / 3pm – 7pm'],
    ['Saturday', '9am – 1pm'],
    ['Sunday', 'closed'],
  ],
  { caption: 'Shop hours' },
);

/* ── Home ────────────────────────────────────────────────────────────────────────────────────────────────── */

const home: SartoriaPage = {
  path: '/en',
  lang: 'en',
  id: 10,
  kind: 'home',
  alt: '/',
  title: 'Home',
  description:
    'Sartoria Filo d’Oro in Verona: made-to-measure suits and shirts, alterations and repairs, wedding dress alterations, leather repair and sewing courses for adults.',
  body: [
    section(
      rich(
        p(
          '<span style="color: #ffffff;"><strong>Spring offer: 20% off leather repairs and alterations until 15 March!</strong> <a style="color: #ffffff; text-decoration: underline;" href="/en/leather-repair">Find out more</a></span>',
          'text-align: center; margin: 0;',
        ),
      ),
      { bg: '#8c6a3f', style: 'background-color: #8c6a3f; padding: 8px 0;' },
    ),
    row(
      group([
        col(
          100,
          `${heading('Sartoria Filo d’Oro', 'h1')}${rich(
            p(
              '<span style="color: #ffffff; font-size: 20px;">Made to measure, alterations and repairs in the heart of Verona, since 1987.</span>',
              'text-align: center;',
            ),
          )}${button('Come and see us', '/en/contact', { align: 'center' })}`,
        ),
      ]),
      { photo: '2023/04/banco-taglio-sartoria.jpg' },
    ),
    cols(
      [
        [
          25,
          callout(
            'Made to measure',
            p('Suits, jackets, trousers and shirts cut and sewn to your measurements.'),
            {
              icon: 'fas fa-cut',
              button: ['Discover', '/en/made-to-measure'],
            },
          ),
        ],
        [
          25,
          callout('Alterations', p('Hems, zips, sleeves, linings: no appointment, ready in a few days.'), {
            icon: 'fas fa-ruler',
            button: ['Discover', '/en/alterations'],
          }),
        ],
        [
          25,
          callout('Bridal', p('Alterations to wedding and ceremony dresses, wherever you bought them.'), {
            icon: 'fas fa-ring',
            button: ['Discover', '/en/bridal-alterations'],
          }),
        ],
        [
          25,
          callout('Leather', p('Leather jackets, bags and belts: repairs and alterations.'), {
            icon: 'fas fa-tools',
            button: ['Discover', '/en/leather-repair'],
          }),
        ],
      ],
      { equal: true },
    ),
    cols(
      [
        [50, photo('2024/10/lucia-prova-giacca.jpg', 'Lucia fitting a jacket')],
        [
          50,
          `${heading('A neighbourhood tailor’s, three generations on', 'h2')}${rich(
            p(
              'We are in Via Sottoriva, under the porticoes, a short walk from Piazza Erbe. Graziella opened the workshop in 1987; today her daughter Lucia works here with Andrea, our men’s tailor, Samir, our leather specialist, and Chiara, who teaches our sewing courses.',
            ),
          )}${button('About us', '/en/about')}`,
        ],
      ],
      { bg: '#f6f1ea' },
    ),
    cols([
      [
        50,
        `${heading('Sewing courses for adults', 'h2')}${rich(
          p(
            'Learn to sew a hem, put in a zip and make your first garment, in small evening groups in our workshop. The next beginners’ course starts in January 2027.',
          ),
        )}${button('Our courses', '/en/sewing-courses')}`,
      ],
      [
        50,
        `${heading('New for 2027: collection and delivery', 'h2')}${rich(
          p(
            'From March 2027 we will collect your clothes from your home and bring them back, by bike. The service is not available yet: the details are in our blog post (in Italian).',
          ),
        )}${button('Read the post', '/2026/10/19/ritiro-e-consegna-a-domicilio-2027')}`,
      ],
    ]),
    cols(
      [
        [50, `${heading('Opening hours', 'h3')}${rich(HOURS_TABLE_EN)}`],
        [
          50,
          `${heading('Where we are', 'h3')}${rich(
            `${p(`${SF_STREET}<br />${SF_TOWN}, Italy`)}${p(
              `Phone <a href="${SF_PHONE_HREF}">${SF_PHONE}</a><br />WhatsApp <a href="${SF_WHATSAPP_HREF}">${SF_WHATSAPP}</a>`,
            )}`,
          )}${button('How to find us', '/en/contact')}`,
        ],
      ],
      { visible: 'desktop', bg: '#f6f1ea' },
    ),
    section(
      `${heading('Hours and contact', 'h3')}${rich(
        `${p(
          '<strong>Tuesday – Friday</strong> 9am – 12.30pm and 3pm – 7pm<br /><strong>Saturday</strong> 9am – 1pm<br /><strong>Monday and Sunday</strong> closed',
        )}${p(`<a href="${SF_PHONE_HREF}">Call ${SF_PHONE}</a> · <a href="${SF_WHATSAPP_HREF}">WhatsApp us</a>`)}`,
      )}`,
      { visible: 'mobile', bg: '#f6f1ea' },
    ),
    section(
      callout(
        'Visiting Verona?',
        p('Same-day hems, English spoken, and shipping of made-to-measure garments abroad.'),
        { button: ['Tailoring for travellers', '/en/visitors'] },
      ),
    ),
  ].join(''),
};

/* ── Made to measure ─────────────────────────────────────────────────────────────────────────────────────── */

const madeToMeasure: SartoriaPage = {
  path: '/en/made-to-measure',
  lang: 'en',
  id: 22,
  alt: '/sartoria-su-misura',
  title: 'Made-to-measure tailoring',
  description:
    'Made-to-measure suits, jackets, trousers, coats and shirts for men and women, sewn in Verona in the workshop of Sartoria Filo d’Oro.',
  body: [
    hero(
      'Made-to-measure tailoring',
      'Suits, jackets and shirts cut to your measurements',
      '2023/04/tessuti-campionario.jpg',
    ),
    section(
      rich(
        `${p(
          'Every made-to-measure garment starts from a paper pattern drafted for you, then cut and sewn in our workshop in Via Sottoriva. The first appointment, to choose the cloth and take your measurements, is free and takes about an hour: book it by phone, on WhatsApp or in the shop.',
        )}${p(
          'Choose from over 400 cloths from the Biella mills (Vitale Barberis Canonico, Reda, Drago) and, for shirts, cottons by Thomas Mason and Albini. We don’t sell fabric by the metre: the cloths in our swatch books are only for garments we make.',
        )}`,
      ),
    ),
    section(
      tabs([
        [
          'Men',
          `<span id="men"></span>${p(
            'Suits, jackets, trousers, waistcoats and coats are made by <strong>Andrea Fasoli</strong>, our men’s tailor, who trained in Naples. A suit takes <strong>three fittings</strong>: the first on the basted garment, the second with the sleeves in, the third when it is nearly finished.',
          )}${p('A made-to-measure suit is ready <strong>6–8 weeks</strong> after the first appointment.')}`,
        ],
        [
          'Shirts',
          `<span id="shirts"></span>${p(
            'Made-to-measure shirts from <strong>€140</strong>. Your first order must be for at least <strong>2 shirts</strong>: at the first fitting we perfect your pattern, which we then keep for future orders.',
          )}${p(
            'Shirts are ready in <strong>3 weeks</strong>. Embroidered initials on the pocket or cuff are included in the price.',
          )}`,
        ],
        [
          'Women',
          `<span id="women"></span>${p(
            'Trouser suits, skirts, dresses and coats made to measure for women, with Lucia. A women’s suit starts at <strong>€1,200</strong> and takes three fittings.',
          )}`,
        ],
      ]),
    ),
    section(
      `${heading('Prices', 'h2')}${pricingTable([
        {
          title: 'Made-to-measure shirt',
          price: '€140',
          duration: 'from',
          features: [
            'First order: at least 2 shirts',
            'One fitting',
            'Ready in 3 weeks',
            'Embroidered initials included',
          ],
          button: ['Book', '/en/contact'],
        },
        {
          title: 'Made-to-measure trousers',
          price: '€290',
          duration: 'from',
          features: ['Two fittings', 'Ready in 4 weeks'],
          button: ['Book', '/en/contact'],
        },
        {
          title: 'Made-to-measure jacket',
          price: '€890',
          duration: 'from',
          features: ['Three fittings', 'Ready in 6–8 weeks'],
          button: ['Book', '/en/contact'],
        },
        {
          title: 'Two-piece suit',
          price: '€1,350',
          duration: 'from',
          features: ['Jacket and trousers', 'Three fittings', 'Ready in 6–8 weeks'],
          button: ['Book', '/en/contact'],
          ribbon: 'Most popular',
        },
      ])}`,
    ),
    cols(
      [
        [
          50,
          `${heading('Other made-to-measure garments', 'h3')}${rich(
            table([
              ['Garment', 'Price'],
              ['Three-piece suit (with waistcoat)', 'from €1,600'],
              ['Made-to-measure coat', 'from €1,450'],
              ['Women’s suit', 'from €1,200'],
              ['Waistcoat', 'from €260'],
            ]),
          )}`,
        ],
        [
          50,
          `${heading('Payment', 'h3')}${rich(
            p(
              'When you order, you leave a <strong>40% deposit</strong>; the balance is paid on delivery. Prices depend on the cloth you choose: we give you a quote at the first appointment, with the cloth in hand.',
            ),
          )}`,
        ],
      ],
      { bg: '#f6f1ea' },
    ),
    section(button('Book your first appointment', '/en/contact', { align: 'center' })),
  ].join(''),
};

/* ── Alterations ─────────────────────────────────────────────────────────────────────────────────────────── */

const alterations: SartoriaPage = {
  path: '/en/alterations',
  lang: 'en',
  id: 24,
  alt: '/riparazioni-e-modifiche',
  title: 'Alterations and repairs',
  description:
    'Tailoring alterations and repairs in Verona: hems, zips, sleeves, linings, taking in and letting out. No appointment needed.',
  body: [
    hero(
      'Alterations and repairs',
      'Hems, zips, sleeves, linings: giving your clothes a new life',
      '2023/04/orlo-pantaloni.jpg',
    ),
    section(
      rich(
        `${p(
          'For alterations and repairs <strong>no appointment is needed</strong>: come to the shop during opening hours, we try the garment on together and tell you the price and the collection day straight away. For trouser hems, bring the shoes you will wear.',
        )}${p('Please bring garments clean: we are not a laundry and we don’t wash the clothes you leave with us.')}`,
      ),
    ),
    cols(
      [
        [
          33,
          callout(
            'How long',
            p(
              'Most garments are ready in <strong>5 working days</strong>; coats and leather garments in 10 working days.',
            ),
            { icon: 'far fa-clock' },
          ),
        ],
        [
          34,
          callout(
            'Urgent service',
            p(
              'Need it sooner? With the urgent service your garment is ready within 48 hours, with a 30% surcharge. The urgent service is not available for leather or wedding dresses.',
            ),
            { icon: 'fas fa-bolt' },
          ),
        ],
        [
          33,
          callout(
            'Collection',
            p(
              'When you leave a garment you get a numbered ticket: bring it when you collect. Alterations are paid on collection.',
            ),
            { icon: 'fas fa-receipt' },
          ),
        ],
      ],
      { equal: true, bg: '#f6f1ea' },
    ),
    cols([
      [
        60,
        `${heading('Most requested', 'h2')}${rich(
          `${table([
            ['Job', 'Price'],
            ['Simple trouser hem', '€12'],
            ['Taking in or letting out trousers at the waist', '€18'],
            ['New trouser zip', '€16'],
            ['Shortening jacket sleeves', '€28'],
          ])}${p(
            'The <a href="/listino-riparazioni">full price list</a> is in Italian.',
            'margin-top: 12px;',
          )}`,
        )}`,
      ],
      [40, photo('2023/04/macchina-da-cucire-laboratorio.jpg', 'One of the sewing machines in the workshop')],
    ]),
    section(
      callout(
        'Leather and wedding dresses',
        p(
          'Samir, our leather specialist, looks after leather jackets and bags; bridal and ceremony fittings are by appointment.',
        ),
        { button: ['Leather repair', '/en/leather-repair'] },
      ),
    ),
  ].join(''),
};

/* ── Bridal ──────────────────────────────────────────────────────────────────────────────────────────────── */

const bridal: SartoriaPage = {
  path: '/en/bridal-alterations',
  lang: 'en',
  id: 28,
  alt: '/abiti-da-sposa',
  title: 'Wedding and ceremony dress alterations',
  description:
    'Alterations to wedding and ceremony dresses in Verona, including dresses bought elsewhere or handed down. Fittings by appointment.',
  body: [
    hero(
      'Wedding and ceremony dress alterations',
      'Your dress, made to fit you',
      '2024/02/prova-abito-sposa.jpg',
    ),
    cols([
      [
        55,
        rich(
          `${p(
            'Found the dress of your dreams, but it needs altering? We alter wedding and ceremony dresses bought from a bridal shop, online or handed down. We can also remodel family dresses, such as your mother’s wedding dress.',
          )}${p(
            'We don’t make wedding dresses to measure: we only do alterations. And we don’t rent out dresses, bridal or otherwise.',
          )}${p(
            `Fittings are <strong>by appointment only</strong>, Tuesday to Saturday and also on Monday mornings, when the shop is closed. Email <a href="mailto:${SF_BRIDAL_EMAIL}">${SF_BRIDAL_EMAIL}</a> or WhatsApp ${SF_WHATSAPP}.`,
          )}`,
        ),
      ],
      [45, photo('2024/02/orlo-strascico.jpg', 'Lucia working on the hem of a train')],
    ]),
    section(
      `${heading('How it works', 'h2')}${rich(
        '<ol><li><strong>First fitting and consultation: €40</strong>, deducted from the quote if you leave the work with us.</li><li>Book the first fitting at least <strong>8 weeks before the wedding</strong>.</li><li>Two or three fittings are usually needed; the last one is 7–10 days before the wedding.</li><li>Bring the shoes and underwear you will wear on the day.</li><li>A final steam press is included.</li></ol>',
      )}`,
      { bg: '#f6f1ea' },
    ),
    cols([
      [
        50,
        `${heading('Guide prices', 'h3')}${rich(
          `${table([
            ['Alteration', 'Price'],
            ['Wedding dress hem (including layered skirts)', 'from €90'],
            ['Taking in the bodice', 'from €80'],
            ['Shortening the straps', '€32'],
            ['Bustle hooks for the train', '€38'],
          ])}${p(
            'Full alterations to a wedding dress usually cost between €180 and €450: we give you a quote at the first fitting.',
          )}`,
        )}`,
      ],
      [
        50,
        `${heading('Ceremony outfits and the groom', 'h3')}${rich(
          p(
            'We also alter outfits for the mother of the bride and the bridesmaids, and the groom’s suit, at the prices of our alterations price list.',
          ),
        )}`,
      ],
    ]),
    section(
      accordion([
        [
          'Can I bring a dress I bought online?',
          p(
            'Of course. Bring it as soon as it arrives: the earlier we see it, the more time we have for fittings.',
          ),
        ],
        [
          'How long before the wedding should I come?',
          p('At least 8 weeks before. For May and June weddings it is worth booking even earlier.'),
        ],
        [
          'Do you offer the urgent service on wedding dresses?',
          p('No: the urgent service is not available for wedding dresses.'),
        ],
      ]),
    ),
  ].join(''),
};

/* ── Leather ─────────────────────────────────────────────────────────────────────────────────────────────── */

const leather: SartoriaPage = {
  path: '/en/leather-repair',
  lang: 'en',
  id: 30,
  alt: '/riparazioni-pelle',
  title: 'Leather repair',
  parents: [['Alterations and repairs', '/en/alterations']],
  description:
    'Repairs and alterations to leather and suede jackets, bags and belts in Verona: zips, tears, linings, recolouring.',
  body: [
    hero('Leather repair', 'Jackets, bags and belts', '2024/09/samir-cerniera-giubbotto.jpg'),
    cols([
      [
        60,
        rich(
          `${p(
            'Leather and suede jackets, bags and belts are looked after by <strong>Samir Haddad</strong>, our leather specialist, who is in the workshop on <strong>Wednesdays and Fridays</strong>. Come on those days for a quote, or send us photos of the item on WhatsApp.',
          )}${p(
            'Leather work is ready in <strong>10 working days</strong>. The urgent service is not available for leather.',
          )}`,
        ),
      ],
      [40, photo('2024/09/giacca-pelle-ricolorata.jpg', 'A leather jacket before and after recolouring')],
    ]),
    section(
      `${heading('Prices', 'h2')}${rich(
        table([
          ['Job', 'Price'],
          ['New zip on a leather jacket', '€45'],
          ['Shortening the sleeves of a leather jacket', '€60'],
          ['Repairing a tear', 'from €35'],
          ['Recolouring a leather jacket', '€90'],
          ['New lining for a leather jacket', '€110'],
          ['Bags: handles and stitching', 'from €30'],
          ['Belts: shortening', '€10'],
        ]),
      )}`,
      { bg: '#f6f1ea' },
    ),
    section(
      `${heading('What we don’t do', 'h3')}${rich(
        `${p('We don’t repair fur, or garments with fur trims.')}${p(
          'We don’t repair shoes: for new soles and heels, go to a cobbler.',
        )}`,
      )}`,
    ),
  ].join(''),
};

/* ── Sewing courses ──────────────────────────────────────────────────────────────────────────────────────── */

const courses: SartoriaPage = {
  path: '/en/sewing-courses',
  lang: 'en',
  id: 32,
  alt: '/corsi-di-cucito',
  title: 'Sewing courses for adults',
  description:
    'Sewing courses for adults in Verona: a beginners’ course, an advanced pattern-cutting and dressmaking course and a Saturday workshop on hems and repairs.',
  body: [
    hero(
      'Sewing courses for adults',
      'In the evening, our sewing machines are yours',
      '2025/01/corso-cucito-serale.jpg',
    ),
    section(
      rich(
        `${p(
          'Small-group courses in our workshop, taught by Lucia and Chiara Melotti. Sewing machines are provided: you don’t need to buy one to start. Courses are taught in Italian.',
        )}${p('The courses are for adults: the minimum age is 16.')}`,
      ),
    ),
    section(
      pricingTable([
        {
          title: 'Beginners’ course – Sewing from scratch',
          price: '€240',
          duration: 'full course',
          features: [
            '8 two-hour lessons',
            'Tuesdays 7.30pm – 9.30pm',
            'Up to 6 people',
            'Fabric and materials included',
            'Next course: from 12 January 2027',
          ],
          button: ['Sign up', '/en/contact'],
        },
        {
          title: 'Advanced course – Pattern cutting and dressmaking',
          price: '€340',
          duration: 'full course',
          features: [
            '10 lessons of two and a half hours',
            'Thursdays 7pm – 9.30pm',
            'Up to 5 people',
            'Fabric for your final garment not included',
            'Next course: from 18 February 2027',
          ],
          button: ['Sign up', '/en/contact'],
        },
        {
          title: 'Saturday workshop – Hems and small repairs',
          price: '€45',
          duration: 'one afternoon',
          features: ['Saturday 2.30pm – 6pm', 'Up to 6 people', 'Next dates: 16 January and 13 March 2027'],
          button: ['Sign up', '/en/contact'],
        },
      ]),
    ),
    cols(
      [
        [
          50,
          `${heading('What you learn', 'h3')}${rich(
            ul([
              '<strong>Beginners’ course</strong>: using a sewing machine, seams, hems, zips, a cushion and a simple skirt.',
              '<strong>Advanced course</strong>: taking measurements, drafting a pattern, cutting and making a whole garment. You need to have done the beginners’ course or already be able to use a sewing machine.',
              '<strong>Saturday workshop</strong>: hems, buttons and small mends on your own clothes.',
            ]),
          )}`,
        ],
        [
          50,
          `${heading('Signing up', 'h3')}${rich(
            `${p(
              'Sign up in the shop or by email, with an €80 deposit for the beginners’ and advanced courses. The course terms are in Italian: <a href="/condizioni-corsi">Condizioni dei corsi</a>.',
            )}${p('A course also makes a lovely present: ask in the shop for a gift voucher, valid 12 months.')}`,
          )}`,
        ],
      ],
      { bg: '#f6f1ea' },
    ),
  ].join(''),
};

/* ── About ───────────────────────────────────────────────────────────────────────────────────────────────── */

const about: SartoriaPage = {
  path: '/en/about',
  lang: 'en',
  id: 34,
  alt: '/chi-siamo',
  title: 'About us',
  description:
    'The story of Sartoria Filo d’Oro, from Graziella’s workshop in 1987 to today, and the people who work here.',
  body: [
    hero('About us', 'In Via Sottoriva since 1987', '2023/04/vetrina-via-sottoriva.jpg'),
    cols([
      [
        50,
        rich(
          `${p(
            'Filo d’Oro was born in 1987, when Graziella Zanon opened a small repair workshop under the porticoes of Via Sottoriva. Within a few years her customers were asking her for made-to-measure dresses and suits too.',
          )}${p(
            'Since 2012 the business has been run by her daughter, Lucia Bertoldi, who added men’s tailoring, wedding dress alterations and, in 2019, sewing courses. Graziella still drops in almost every morning.',
          )}`,
        ),
      ],
      [50, photo('2023/04/graziella-lucia.jpg', 'Graziella and Lucia in the workshop')],
    ]),
    section(
      `${heading('The team', 'h2')}${group([
        col(
          25,
          callout(
            'Lucia Bertoldi',
            p('Owner and dressmaker. Womenswear made to measure and wedding dress alterations.'),
          ),
        ),
        col(
          25,
          callout(
            'Andrea Fasoli',
            p('Men’s tailor, trained in Naples. Made-to-measure suits, jackets and coats.'),
          ),
        ),
        col(25, callout('Samir Haddad', p('Leather specialist. In the workshop on Wednesdays and Fridays.'))),
        col(25, callout('Chiara Melotti', p('Dressmaker and sewing teacher.'))),
      ])}`,
      { bg: '#f6f1ea' },
    ),
  ].join(''),
};

/* ── Contact ─────────────────────────────────────────────────────────────────────────────────────────────── */

const contact: SartoriaPage = {
  path: '/en/contact',
  lang: 'en',
  id: 38,
  alt: '/contatti',
  title: 'Contact',
  description:
    'Address, phone, WhatsApp, email and opening hours of Sartoria Filo d’Oro in Via Sottoriva, Verona. How to find us.',
  body: [
    hero('Contact', '', '2023/04/vetrina-via-sottoriva.jpg'),
    cols([
      [
        50,
        `${heading('Sartoria Filo d’Oro', 'h2')}${rich(
          `${p(`${SF_STREET}<br />${SF_TOWN}, Italy`)}${p(
            `Phone: <a href="${SF_PHONE_HREF}">${SF_PHONE}</a><br />WhatsApp: <a href="${SF_WHATSAPP_HREF}">${SF_WHATSAPP}</a><br />Email: <a href="mailto:${SF_EMAIL}">${SF_EMAIL}</a><br />Wedding dresses: <a href="mailto:${SF_BRIDAL_EMAIL}">${SF_BRIDAL_EMAIL}</a>`,
          )}${HOURS_TABLE_EN}${p('We are closed on Mondays, but bridal fittings can be booked on Monday mornings.')}`,
        )}`,
      ],
      [
        50,
        `${heading('How to find us', 'h2')}${rich(
          `${p(
            'We are under the porticoes of Via Sottoriva, along the Adige between Ponte Nuovo and Ponte Navi, five minutes’ walk from Piazza Erbe.',
          )}${p(
            'Via Sottoriva is in the ZTL, the limited traffic zone: you can’t drive up to the shop. The nearest car park is Parcheggio Isolo, 5 minutes’ walk away across Ponte Navi.',
          )}`,
        )}${mapModule()}`,
      ],
    ]),
    section(`${heading('Write to us', 'h2')}${contactForm('en', 38)}`, { bg: '#f6f1ea' }),
  ].join(''),
};

/* ── Visitors (English only) ─────────────────────────────────────────────────────────────────────────────── */

const visitors: SartoriaPage = {
  path: '/en/visitors',
  lang: 'en',
  id: 47,
  title: 'Visiting Verona? Tailoring for travellers',
  description:
    'Same-day hems for visitors, English spoken, made-to-measure shirts and suits shipped abroad: Sartoria Filo d’Oro for travellers in Verona.',
  modified: '2026-04-08T15:12:40+02:00',
  body: [
    hero('Visiting Verona?', 'Tailoring for travellers', '2023/04/vetrina-via-sottoriva.jpg'),
    section(
      rich(
        p(
          'Many of our customers are only in Verona for a few days: for a wedding on Lake Garda, an opera night at the Arena or a business trip. This page is for you.',
        ),
      ),
    ),
    cols(
      [
        [
          50,
          callout(
            'Same-day hems',
            p(
              'Bring trousers or a skirt to the shop by 10am, Tuesday to Friday, and collect them after 5pm the same day. A same-day hem costs €24.',
            ),
            { icon: 'fas fa-stopwatch' },
          ),
        ],
        [
          50,
          callout(
            'We speak your language',
            p('Lucia and Andrea speak English; Samir speaks French and Arabic.'),
            { icon: 'fas fa-comments' },
          ),
        ],
      ],
      { equal: true, bg: '#f6f1ea' },
    ),
    section(
      `${heading('Made to measure, shipped home', 'h2')}${rich(
        `${p(
          'Ordered a suit or shirts while you were here? We can ship the finished garments to you by tracked courier: €19 within the EU, €39 to the UK, Switzerland and the USA.',
        )}${p(
          'After your first shirt fitting in Verona your pattern stays with us: you can re-order shirts by email, and we do the fitting of later shirts by video call.',
        )}`,
      )}`,
    ),
    section(
      `${heading('Good to know', 'h3')}${rich(
        ul([
          'Going to the opera? We can press your dinner jacket or make small adjustments, but we don’t hire out evening wear.',
          'Via Sottoriva is a pedestrian street in the old town, five minutes from Piazza Erbe.',
        ]),
      )}`,
    ),
  ].join(''),
};

export const sartoriaEnglishPages: SartoriaPage[] = [
  home,
  madeToMeasure,
  alterations,
  bridal,
  leather,
  courses,
  about,
  contact,
  visitors,
];
