import {
  accordion,
  button,
  fe,
  form,
  h1,
  h2,
  h3,
  h4,
  image,
  large,
  p,
  QUARTA_EMAIL,
  QUARTA_PHONE,
  QUARTA_PHONE_HREF,
  QUARTA_STREET,
  QUARTA_TOWN,
  QUARTA_WHATSAPP,
  QUARTA_WHATSAPP_HREF,
  type QuartaPage,
  section,
  small,
  text,
  ul,
} from './fotografo-lecce.layout.ts';

/**
 * The five pages the owner made in English, in an "English" folder of the one navigation (the Italian header,
 * footer and cookie banner stay, and Squarespace still prints `lang="it-IT"`): home, packages and prices
 * (the wedding packages with their hours and the add-ons, the family and maternity prices), FAQ, about and
 * contact. Prices as '€2,400'. The deposit, the balance, the delivery times, the albums and prints, the travel
 * fee outside Puglia, the drone, the Christmas post and what the family sessions do not include are only in
 * Italian.
 */
const home: QuartaPage = {
  path: '/en',
  lang: 'en',
  title: 'Wedding photographer in Lecce, Puglia',
  description:
    'Andrea Quarta, wedding and family photographer based in Lecce, Puglia, Italy: honest, relaxed wedding photography in Salento and all over Puglia.',
  body: [
    section(
      [
        fe(
          image(
            'sposi-centro-storico-lecce-porta-napoli.jpg',
            'A couple kissing in front of Porta Napoli in the old town of Lecce',
            undefined,
            2500,
            1400,
          ),
          1,
          1,
          12,
          24,
        ),
        fe(
          text(
            h1('Wedding photographer in Lecce and all over Puglia'),
            large('Relaxed, honest wedding photography for couples from Italy and from abroad.'),
          ),
          7,
          2,
          4,
          14,
        ),
        fe(button('Check your date', '/en/contact'), 11, 2, 2, 6),
      ],
      'dark',
    ),
    section([
      fe(
        text(
          h2('Hello, I’m Andrea'),
          p(
            'I have been photographing weddings since 2013, mostly in Salento and Puglia. I work with Marta Longo as second shooter and with Luca Serra of Serra Film for video.',
            'Getting married in Puglia and living abroad? We speak English, and we are used to planning everything over video calls.',
          ),
        ),
        1,
        1,
        6,
        14,
      ),
      fe(button('Packages &amp; prices', '/en/packages'), 7, 1, 2, 6),
      fe(button('About us', '/en/about', 'secondary'), 7, 8, 2, 5),
    ]),
    section(
      [
        fe(
          text(h2('2027 dates are open'), p('Tell us about your wedding: we reply within 48 hours.')),
          1,
          4,
          3,
          12,
        ),
        fe(button('Get in touch', '/en/contact'), 1, 18, 2, 5),
      ],
      'light',
    ),
  ],
};

const packages: QuartaPage = {
  path: '/en/packages',
  lang: 'en',
  title: 'Packages &amp; prices',
  description:
    'Wedding photography packages in Puglia: Essenziale, Racconto and Intera giornata, hours of coverage, second shooter, video and family sessions.',
  body: [
    section([
      fe(
        text(
          h1('Packages &amp; prices'),
          large('Three wedding packages for 2026 and 2027. Travel anywhere in Puglia is included.'),
        ),
        1,
        1,
        4,
        18,
      ),
    ]),
    section(
      [
        fe(
          text(
            h3('Racconto'),
            small('Our most popular'),
            h4('from €2,400'),
            ul(
              '9 hours of coverage, from getting ready to the cake',
              'Andrea and a second shooter',
              'Private online gallery with at least 600 photos',
              'Fine art album, 30×30 cm, 30 pages',
              'A sneak peek of 30 photos within 7 days',
            ),
          ),
          1,
          9,
          10,
          8,
        ),
        fe(
          text(
            h3('Essenziale'),
            small('For small weddings'),
            h4('from €1,800'),
            ul(
              '6 hours of coverage',
              'Andrea only, no second shooter',
              'Private online gallery with at least 350 photos',
              'No album included',
            ),
          ),
          1,
          1,
          10,
          8,
        ),
        fe(
          text(
            h3('Intera giornata'),
            small('The whole day'),
            h4('from €3,300'),
            ul(
              '12 hours of coverage, from getting ready to the last dance',
              'Andrea and a second shooter',
              'Private online gallery with at least 800 photos',
              'Fine art album, 30×30 cm, 40 pages, and 2 parents’ albums',
              'A couple session before the wedding',
            ),
          ),
          1,
          17,
          10,
          8,
        ),
      ],
      'light',
    ),
    section([
      fe(
        text(
          h2('Add-ons'),
          ul(
            'Extra hour: €150',
            'Second shooter for the Essenziale package: €350',
            'Couple session before the wedding (Essenziale and Racconto): €320',
            'Video by Luca Serra: a 3–4 minute trailer +€1,100, or the trailer and a film of the day +€1,700',
          ),
        ),
        1,
        1,
        7,
        12,
      ),
      fe(
        text(
          h2('Destination weddings'),
          p(
            'Travel anywhere in Puglia is included. For weddings elsewhere in Italy, please ask for a quote.',
            'Weddings abroad: Racconto or Intera giornata only; flights and accommodation are paid by the couple.',
          ),
        ),
        1,
        14,
        7,
        11,
      ),
    ]),
    section(
      [
        fe(text(h2('Family &amp; maternity sessions')), 1, 1, 2, 24),
        fe(text(h3('Family session'), h4('€280'), p('90 minutes, 40 edited photos.')), 3, 1, 4, 11),
        fe(text(h3('Maternity session'), h4('€250'), p('60 minutes, 25 edited photos.')), 3, 14, 4, 11),
      ],
      'light',
    ),
  ],
};

const faq: QuartaPage = {
  path: '/en/faq',
  lang: 'en',
  title: 'FAQ',
  description: 'Frequently asked questions about wedding photography with Andrea Quarta in Puglia.',
  body: [
    section([
      fe(text(h1('FAQ')), 1, 1, 2, 16),
      fe(
        accordion([
          [
            'How many photos will we get?',
            p(
              'At least 350 with Essenziale, 600 with Racconto and 800 with Intera giornata, all edited one by one.',
            ),
          ],
          [
            'Do you deliver the RAW files?',
            p(
              'No, we don’t deliver RAW files or the photos we leave out. You get every selected photo, edited, in high resolution.',
            ),
          ],
          [
            'Do you do a same-day edit?',
            p('No, we don’t do same-day edits: no video or slideshow shown during the party.'),
          ],
          [
            'How many weddings do you photograph in a weekend?',
            p('Never two on the same day, and never more than two in the same weekend.'),
          ],
          [
            'How do we book?',
            p(
              'Write to us with your date and venue. We’ll have a video call, then we send you a quote and the contract, with all the payment details.',
            ),
          ],
          ['How can we pay?', p('By bank transfer or by card with a payment link. We don’t accept cash.')],
          [
            'Do you speak English?',
            p('Yes: Andrea and Marta both speak English, and Marta also speaks Spanish.'),
          ],
        ]),
        3,
        1,
        12,
        18,
      ),
    ]),
  ],
};

const about: QuartaPage = {
  path: '/en/about',
  lang: 'en',
  title: 'About us',
  description: 'Andrea Quarta, wedding photographer in Lecce since 2013, with Marta Longo and Luca Serra.',
  body: [
    section([
      fe(
        text(
          h1('About us'),
          p(
            'I’m Andrea, born in Lecce in 1987. I studied photography in Milan and came back to Salento in 2012; I have photographed weddings since 2013, more than 280 of them.',
            'Marta Longo has been my second shooter since 2019. Luca Serra, a videographer from Gallipoli, has filmed our weddings since 2020.',
          ),
        ),
        1,
        12,
        8,
        13,
      ),
      fe(
        image(
          'andrea-quarta-ritratto-chi-sono.jpg',
          'Andrea Quarta smiling with a camera',
          undefined,
          1200,
          1600,
        ),
        1,
        1,
        9,
        10,
      ),
    ]),
  ],
};

const contact: QuartaPage = {
  path: '/en/contact',
  lang: 'en',
  title: 'Contact',
  description: 'Contact Andrea Quarta to check your wedding date: form, email, phone and WhatsApp.',
  body: [
    section([
      fe(
        text(
          h1('Contact'),
          p('Tell us your date, venue and what you have in mind: we reply within 48 hours on weekdays.'),
          h4('Studio'),
          p(QUARTA_STREET, QUARTA_TOWN, 'By appointment only.'),
          h4('Phone and WhatsApp'),
          p(
            `Phone <a href="${QUARTA_PHONE_HREF}">${QUARTA_PHONE}</a> (from abroad +39 0832 194 562)`,
            `WhatsApp <a href="${QUARTA_WHATSAPP_HREF}" target="_blank">${QUARTA_WHATSAPP}</a>`,
            'You can call Monday to Friday, 10am–1pm and 3.30pm–7pm.',
          ),
          h4('Email'),
          p(`<a href="mailto:${QUARTA_EMAIL}">${QUARTA_EMAIL}</a>`),
        ),
        1,
        1,
        14,
        11,
      ),
      fe(
        form(
          [
            ['Name', 'text'],
            ['Email', 'email'],
            ['Wedding date', 'date'],
            ['Venue', 'text'],
            ['Message', 'textarea'],
          ],
          'Send',
          'Thank you! We’ll get back to you within 48 hours.',
        ),
        1,
        13,
        14,
        12,
      ),
    ]),
  ],
};

export const quartaEnglishPages: QuartaPage[] = [home, packages, faq, about, contact];
