import {
  accordion,
  boldTitle,
  button,
  columns,
  heading,
  hr,
  image,
  p,
  para,
  STELLA_BT_STREET,
  STELLA_EMAIL,
  STELLA_PHONE_BT,
  STELLA_PHONE_SM,
  STELLA_SM_STREET,
  STELLA_WHATSAPP,
  STELLA_WHATSAPP_HREF,
  type StellaPage,
  sp,
  spacing,
  text,
  ul,
  wordTable,
} from './autoscuola-stella.layout.ts';

/* The English pages under /en/ (the owner's own translations of home, licences, licence B, prices, hours
 * and FAQ), and the guide to converting a foreign licence, only in English. */

const blue = 'color: #0e3a74;';

const home: StellaPage = {
  path: '/en',
  lang: 'en',
  alternate: '/',
  title: 'English',
  description:
    'Autoscuola Stella, driving school in Verona since 1987: licences AM, A, B, BE, C, CE and CQC.',
  body: [
    image('autoscuola-stella-verona-sede.jpg', 'Autoscuola Stella Verona'),
    heading('Autoscuola Stella – your driving licence in Verona since 1987', 1),
    text(
      `<p style="background: #fff4d6; padding: 10px;"><strong><span style="color: #b30000;">NOTICE</span></strong> ${sp('Christmas closure: both offices are closed from 24 December 2026 to 6 January 2027.')}</p>`,
    ),
    text(
      para(
        sp('We are a family-run driving school with '),
        sp('<strong>two offices in Verona</strong>', blue),
        sp(`: Borgo Trento (${STELLA_BT_STREET}) and San Michele Extra (${STELLA_SM_STREET}). `),
        sp('We teach licences AM, A1, A2, A, B, BE, C and CE and the CQC for lorry drivers.'),
      ),
      p(
        'Most of our website is in Italian. In English you will find our licences, prices, opening hours and FAQ, and a guide for expats who want to <a href="/en/converting-a-foreign-licence/">convert a foreign licence</a>.',
        'Driving lessons in English are available with one of our instructors: just ask the office.',
      ),
    ),
    columns(
      [
        text(boldTitle('Licence B'), p('Theory in class or online, lessons also in an automatic car.')),
        button('Licence B', '/en/driving-licences/licence-b/'),
      ],
      [
        text(boldTitle('Prices'), p('All our packages and lessons, and how to pay in instalments.')),
        button('Prices', '/en/prices/'),
      ],
      [
        text(boldTitle('Foreign licence'), p('New in Italy? What to do with the licence you already have.')),
        button('Read the guide', '/en/converting-a-foreign-licence/'),
      ],
    ),
  ].join('\n'),
};

const licences: StellaPage = {
  path: '/en/driving-licences',
  lang: 'en',
  alternate: '/patenti',
  title: 'Driving licences',
  description: 'All the licences you can take at Autoscuola Stella Verona: minimum age and package prices.',
  body: [
    heading('Our driving licences', 1),
    text(p('The minimum age and the price of the full package for every licence we teach.')),
    wordTable([
      ['Licence', 'What you can drive', 'Minimum age', 'Package'],
      ['AM', 'mopeds up to 50cc and 45 km/h, microcars', '14', '€420'],
      ['A1', 'motorcycles up to 125cc and 11 kW', '16', '€690'],
      ['A2', 'motorcycles up to 35 kW', '18', '€690'],
      ['A', 'all motorcycles', '24 (20 after 2 years with A2)', '€690'],
      [
        '<a href="/en/driving-licences/licence-b/">B</a>',
        'cars up to 3,500 kg and 9 seats',
        '18 (accompanied driving from 17)',
        '€880',
      ],
      ['BE', 'car and trailer over 750 kg', '18', '€550'],
      ['C', 'lorries over 3,500 kg', '21 (18 with the CQC)', '€1,650'],
      ['CE', 'articulated lorries and road trains', '21', '€1,250 (if you hold C)'],
      ['CQC (goods)', 'professional qualification for lorry drivers', '18', '€1,900'],
    ]),
    text(
      p(
        '<em>Packages include enrolment, the theory course, paperwork, the lessons required and the first test. The medical certificate is extra.</em>',
        '<strong>We do not teach licence D</strong> (buses) or the CQC for passenger transport.',
        'The pages on each licence other than B are in Italian: see <a href="/patenti/">Patenti</a>.',
      ),
    ),
  ].join('\n'),
};

const licenceB: StellaPage = {
  path: '/en/driving-licences/licence-b',
  lang: 'en',
  alternate: '/patenti/patente-b',
  title: 'Licence B (car)',
  description: 'Licence B in Verona: age, steps, theory test, pink sheet, compulsory lessons and price.',
  body: [
    heading('Licence B (car)', 1),
    text(
      para(
        sp('Licence B lets you drive cars up to 3,500 kg with up to 9 seats. '),
        sp(
          'The minimum age is <strong>18</strong>; from 17, if you already hold licence AM, you can start with accompanied driving (guida accompagnata).',
        ),
      ),
      boldTitle('Step by step'),
      `<ol><li>${sp('<strong>Enrol</strong> at one of our offices: bring an ID document, your codice fiscale and 2 passport photos.')}</li><li>${sp('<strong>Medical check</strong> with our doctor, at the office.')}</li><li>${sp('<strong>Theory course</strong> in the evening in class, or online.')}</li><li>${sp('<strong>Theory test</strong> at the Motorizzazione: 30 true/false questions in 20 minutes, maximum 3 mistakes.')}</li><li>${sp('<strong>Pink sheet</strong> (foglio rosa, the learner permit): valid for 12 months, with 2 attempts at the driving test.')}</li><li>${sp('<strong>Lessons</strong>: at least 6 compulsory 60-minute lessons, 4 on main roads or motorway and 2 at night.')}</li><li>${sp('<strong>Driving test</strong>: if you fail, you can retake it after at least one month (€95).')}</li></ol>`,
      p('On average it takes 3–4 months from enrolment to licence.'),
    ),
    text(
      boldTitle('Price'),
      para(
        sp('The '),
        sp('<strong>licence B package costs €880</strong>', blue),
        sp(
          ' and includes enrolment, theory course, quiz app, all paperwork, the theory test, the 6 compulsory lessons and your first driving test. ',
        ),
        sp(
          'Extra lessons are €45 each; the medical certificate (€60) is extra. You can pay in 3 interest-free instalments.',
        ),
      ),
      boldTitle('Automatic car'),
      p(
        'You can take lessons and the test in our automatic car (Borgo Trento office only, €50 per lesson). Your licence will then carry code 78: you can only drive cars with automatic transmission.',
      ),
    ),
  ].join('\n'),
};

const prices: StellaPage = {
  path: '/en/prices',
  lang: 'en',
  alternate: '/prezzi',
  title: 'Prices',
  description: 'Autoscuola Stella price list: licences, lessons, tests, renewal, instalments.',
  body: [
    heading('Prices', 1),
    text(
      p(
        '<span style="font-size: 13px;"><em>Price list valid from 1 February 2026. VAT included where due.</em></span>',
      ),
      boldTitle('Licence B'),
    ),
    wordTable([
      ['Item', 'Price'],
      [
        'Licence B package (enrolment, theory course in class or online, quiz app, paperwork with Motorizzazione fees, theory test, 6 compulsory lessons, first driving test)',
        '€880',
      ],
      ['Extra driving lesson (60 minutes)', '€45'],
      ['Driving lesson in an automatic car (60 minutes)', '€50'],
      ['5-lesson pack', '€210'],
      ['Refresher lesson for licence holders', '€45'],
      ['Driving test retake (test car and instructor)', '€95'],
      ['Theory test retake', '€75'],
      ['Medical certificate (licences A and B)', '€60'],
    ]),
    text(boldTitle('Other licences')),
    wordTable([
      ['Item', 'Price'],
      ['Licence AM package', '€420'],
      ['Licence A1, A2 or A package', '€690'],
      ['Progressive access from A2 to A (practical test only)', '€350'],
      ['Motorcycle lesson', '€55'],
      ['Accompanied driving package (10 hours of lessons and permit)', '€480'],
      ['Licence BE package', '€550'],
      ['Licence C package', '€1,650'],
      ['Licence CE package (if you hold C)', '€1,250'],
      ['Lorry driving lesson', '€85'],
      ['CQC goods – initial course', '€1,900'],
      ['CQC goods – refresher course', '€390'],
      ['Medical certificate (licences C, CE and CQC)', '€90'],
    ]),
    text(boldTitle('Services')),
    wordTable([
      ['Item', 'Price'],
      ['Licence A or B renewal, all inclusive (medical check too)', '€120'],
      ['Duplicate licence (lost, stolen, damaged)', '€110'],
      ['Transfer of your file from another driving school', '€100'],
    ]),
    text(
      boldTitle('How to pay'),
      p(
        'Packages over €500, such as licence B, can be paid in 3 interest-free instalments: €300 at enrolment, €290 before the theory test and €290 before the driving test.',
        'Single lessons are paid at the office before the lesson.',
        'We accept cash, debit and credit cards, bank transfer and Satispay. We do not accept cheques.',
      ),
    ),
  ].join('\n'),
};

const hours: StellaPage = {
  path: '/en/hours-and-contact',
  lang: 'en',
  alternate: '/orari-e-contatti',
  title: 'Hours & contact',
  description: 'Office hours of Borgo Trento and San Michele Extra, closures, how to reach us.',
  body: [
    heading('Hours & contact', 1),
    columns(
      [
        heading('Borgo Trento office', 2),
        text(p(`${STELLA_BT_STREET}<br />37126 Verona<br />Tel. ${STELLA_PHONE_BT}`)),
        wordTable([
          ['Day', 'Office hours'],
          ['Monday–Friday', '9am–12.30pm and 3pm–7.30pm'],
          ['Saturday', '9am–12pm'],
          ['Sunday', 'closed'],
        ]),
      ],
      [
        heading('San Michele Extra office', 2),
        text(p(`${STELLA_SM_STREET}<br />37132 Verona<br />Tel. ${STELLA_PHONE_SM}`)),
        wordTable([
          ['Day', 'Office hours'],
          ['Monday, Wednesday, Friday', '3pm–7.30pm'],
          ['Tuesday and Thursday', '9am–12.30pm'],
          ['Saturday and Sunday', 'closed'],
        ]),
      ],
    ),
    text(
      p(
        'On Saturday mornings only the Borgo Trento office is open.',
        'Driving lessons also run when the offices are closed: Monday to Friday 7.30am–8pm and Saturday 8am–1pm. There are no lessons on Sundays.',
        `WhatsApp: <a href="${STELLA_WHATSAPP_HREF}">${STELLA_WHATSAPP}</a> (messages only)<br />Email: <a href="mailto:${STELLA_EMAIL}">${STELLA_EMAIL}</a>`,
      ),
    ),
    hr(),
    heading('Closures', 2),
    text(
      p(
        '<strong>Summer closure:</strong> in 2027 both offices are closed from 9 to 22 August.',
        '<strong>Christmas closure:</strong> from 24 December 2026 to 6 January 2027; we reopen on Thursday 7 January.',
      ),
    ),
    heading('Getting here', 2),
    text(
      p(
        'Borgo Trento: buses 21, 22 and 23, stop “Via Mameli”.',
        'San Michele Extra: bus 13, stop “San Michele – Chiesa”.',
      ),
    ),
  ].join('\n'),
};

const faq: StellaPage = {
  path: '/en/faq',
  lang: 'en',
  alternate: '/faq',
  title: 'FAQ',
  description: 'Frequently asked questions: theory test, pink sheet, lessons, cancellations, payments.',
  body: [
    heading('Frequently asked questions', 1),
    text(p('Click a question to read the answer.')),
    accordion([
      [
        'How many mistakes can I make in the theory test?',
        p('The test has 30 true/false questions in 20 minutes: you pass with a maximum of 3 mistakes.'),
      ],
      [
        'How long is the pink sheet (foglio rosa) valid?',
        p('The pink sheet is valid for 12 months and gives you 2 attempts at the driving test.'),
      ],
      [
        'What if I fail the driving test?',
        p('You can retake it after at least one month. Each retake costs €95 (test car and instructor).'),
      ],
      [
        'Can I take lessons in my own car?',
        p('No: lessons and the test take place only in the school’s cars, which have dual controls.'),
      ],
      [
        'Can you pick me up?',
        p(
          'Yes: on request your instructor picks you up at home, school or work within 3 km of the office, at no extra cost.',
        ),
      ],
      [
        'Can I cancel a lesson?',
        p(
          'Yes, at least 24 hours before, by phone or WhatsApp. If you cancel later or do not show up, the lesson is charged.',
        ),
      ],
      [
        'Can I pay in instalments?',
        p('Yes, the licence B package can be paid in 3 interest-free instalments. We do not accept cheques.'),
      ],
      [
        'How long does it take to get licence B?',
        p('3–4 months on average, if you attend regularly and pass first time.'),
      ],
      [
        'Are you open in August?',
        p('Yes, except for the summer closure: in 2027 both offices are closed from 9 to 22 August.'),
      ],
      ['Can I move to you from another driving school?', p('Yes, transferring your file costs €100.')],
      [
        'I have had my licence for years but I don’t drive any more. Can you help?',
        p('Of course: we give refresher lessons to licence holders, €45 each, no enrolment needed.'),
      ],
    ]),
    spacing(30),
    text(p('Can’t find your answer? <a href="/en/hours-and-contact/">Contact us</a>.')),
  ].join('\n'),
};

const foreign: StellaPage = {
  path: '/en/converting-a-foreign-licence',
  lang: 'en',
  title: 'Converting a foreign licence',
  description: 'Converting a foreign driving licence in Italy: who can, documents, costs, how long it takes.',
  body: [
    heading('Converting a foreign licence in Italy', 1),
    text(
      p(
        'Moved to Verona with a driving licence from another country? Here is what you need to know. (This page is only in English, for our expat students.)',
      ),
      boldTitle('EU and EEA licences'),
      p(
        'A licence issued in the EU or EEA stays valid in Italy: you do not need to convert it. When it expires, you renew it here like an Italian licence.',
      ),
      boldTitle('Licences from outside the EU'),
      para(
        sp('A non-EU licence is valid for driving in Italy for '),
        sp('<strong>12 months after you become resident</strong>', blue),
        sp('. After that you need an Italian licence.'),
      ),
      p(
        'You can convert it without exams only if your country has a reciprocity agreement with Italy, for example the United Kingdom, Switzerland, Japan, South Korea, Brazil, Morocco, Albania and Ukraine (ask us for the current list).',
        'US licences cannot be converted: American drivers have to take the full licence B course and exams.',
      ),
      boldTitle('Documents'),
      ul(
        'passport;',
        'permesso di soggiorno (residence permit);',
        'certificate of residence;',
        'your original licence and a sworn translation into Italian (we do not translate documents ourselves);',
        '2 passport photos;',
        'your codice fiscale.',
      ),
      boldTitle('Cost and timing'),
      p(
        'Our conversion service costs €220, including the paperwork and the Motorizzazione fees. The medical certificate is extra: €60 with our doctor.',
        'It takes about 2–3 months. Your foreign licence is handed in to the Motorizzazione and sent back to the country that issued it.',
        'Conversions are handled at the Borgo Trento office only, on Tuesday and Thursday afternoons (3pm–7.30pm).',
      ),
      boldTitle('If you have to take the exams'),
      p(
        'The theory test can only be taken in Italian, and our theory classes are in Italian too. Driving lessons can be given in English by one of our instructors.',
      ),
    ),
  ].join('\n'),
};

export const stellaEnglishPages: StellaPage[] = [home, licences, licenceB, prices, hours, faq, foreign];
