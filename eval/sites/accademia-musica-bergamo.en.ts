import {
  AMB_ALTA_STREET,
  AMB_ALTA_TOWN,
  AMB_EMAIL,
  AMB_PHONE,
  AMB_PHONE_HREF,
  AMB_STREET,
  AMB_TOWN,
  AMB_WHATSAPP,
  AMB_WHATSAPP_HREF,
  type AmbPage,
  a,
  alert,
  basic,
  blk,
  button,
  container,
  heading,
  iconBox,
  img,
  list,
  map,
  pricingTables,
  ps,
  rich,
  section,
  table,
  tabs,
} from './accademia-musica-bergamo.layout.ts';

/**
 * The four pages translated into English with Polylang: home, courses (with the trial lesson), fees and
 * contact. Lessons in English and the online trial lesson for families still moving are only here.
 */
export const ambEnglishPages: AmbPage[] = [
  {
    path: '/en',
    lang: 'en',
    alternate: '/',
    title: 'Home',
    id: 212,
    modified: '2026-09-03',
    description:
      'A music school in the centre of Bergamo, Italy, for children, teenagers and adults: piano, guitar, violin, singing, drums, early childhood music. Lessons in English.',
    sections: [
      section(
        [
          blk(
            [
              heading('Accademia di Musica Bergamo', 1),
              basic(
                'A music school in the centre of Bergamo for children, teenagers and adults, with a second room in the Città Alta, the old upper town.',
                'p',
              ),
              button('Book a free trial lesson', '/en/courses/#trial-lesson'),
            ],
            'hero-text',
          ),
          img('2023/02/aula-pianoforte-via-camozzi.jpg', 'A classroom with a piano'),
        ],
        'hero',
      ),
      section([
        heading('Lessons in English', 2),
        rich(
          ps(
            'Many of our students come from international families. Hannah Clarke (piano and music theory), Marco Locatelli (guitar) and Anna Rota (violin) teach in English; the other teachers teach in Italian.',
            'We also prepare students for the ABRSM practical and theory exams, which many families already know from the UK.',
          ),
        ),
      ]),
      section([
        heading('What we teach', 2),
        blk(
          [
            iconBox(
              'music',
              'Instruments and singing',
              'Piano, guitar, violin, singing and drums, one-to-one.',
            ),
            iconBox('child', 'Early childhood music', 'Group classes for children aged 3 to 7.'),
            iconBox('users', 'Ensembles', 'A teenage band lab, a string orchestra, a children’s choir.'),
          ],
          'card-grid',
        ),
        button('Our courses', '/en/courses/'),
      ]),
      section([
        heading('Fees and contact', 2),
        basic(
          `Monthly fees from €70. ${a('See all fees', '/en/fees/')} or ${a('get in touch', '/en/contact/')}.`,
          'p',
        ),
      ]),
    ],
  },
  {
    path: '/en/courses',
    lang: 'en',
    alternate: '/corsi',
    title: 'Courses',
    id: 214,
    modified: '2026-09-03',
    description:
      'One-to-one piano, guitar, violin, singing and drum lessons in Bergamo, early childhood music and ensembles; a free trial lesson.',
    sections: [
      section(
        [heading('Courses', 1), basic('One-to-one lessons, once a week, of 30, 45 or 60 minutes.', 'p')],
        'page-title',
      ),
      section([
        rich(
          ps(
            'Every student has their own teacher and a fixed weekly time, agreed when you enrol. Lessons of 30 minutes are best for children up to 10.',
            'The 2026/2027 school year runs from Monday 5 October 2026 to Saturday 12 June 2027: 32 lessons. You can join at any time of the year if there is a place.',
            'Lessons are in person only, at Via Camozzi or in our room in the Città Alta.',
          ),
        ),
        tabs([
          [
            'Piano',
            ps(
              'Classical, modern and jazz piano, from age 6. To practise at home you need at least a digital piano with 88 weighted keys.',
            ),
          ],
          [
            'Guitar',
            ps('Classical, acoustic and electric guitar, from age 8 (from 7 with a 1/2-size guitar).'),
          ],
          [
            'Violin',
            ps('Violin from age 5, also with the Suzuki method. Violins can be rented in every size.'),
          ],
          ['Singing', ps('Classical and modern singing, from age 14.')],
          [
            'Drums',
            ps('Drums from age 8, in two rooms with acoustic and electronic kits, at Via Camozzi only.'),
          ],
        ]),
        basic('Coming soon: saxophone, hopefully from September 2027.', 'p'),
      ]),
      section([
        heading('Early childhood music and ensembles', 2),
        rich(
          ps(
            'Early childhood music (propedeutica musicale): group classes of 45 minutes for children aged 3–5 and 6–7, on Saturday mornings and weekday afternoons.',
            'Ensembles: the Band Lab for teenagers aged 12–17, a youth string orchestra, a children’s choir for ages 7–12 and an adult ensemble.',
            `Times and details are on the ${a('Italian pages', '/corsi/propedeutica-musicale/')}; the office is happy to help in English.`,
          ),
        ),
      ]),
      `<section id="trial-lesson" class="brxe-section">${container([
        heading('Free trial lesson', 2),
        rich(
          ps(
            'The first trial lesson is free: 30 minutes with the teacher of the instrument you want to try, at Via Camozzi.',
            'If you are moving to Bergamo and are not here yet, the trial lesson can be held online, on Zoom, so that your child can meet the teacher before you arrive.',
            `To book, write to us on WhatsApp at ${a(AMB_WHATSAPP, AMB_WHATSAPP_HREF)} or email ${a(AMB_EMAIL, `mailto:${AMB_EMAIL}`)}.`,
          ),
        ),
      ])}</section>`,
    ],
  },
  {
    path: '/en/fees',
    lang: 'en',
    alternate: '/prezzi',
    title: 'Fees',
    id: 216,
    modified: '2026-05-12',
    description:
      'Fees 2026/2027: monthly fees for 30, 45 and 60-minute lessons, enrolment fee, family discounts.',
    sections: [
      section([heading('Fees 2026/2027', 1)], 'page-title'),
      section([
        alert(
          '<p><strong>Early enrolment:</strong> €25 enrolment fee instead of €50 if you enrol by 31 July 2026.</p>',
          'success',
        ),
        heading('One-to-one lessons', 2),
        pricingTables([
          {
            title: '30 minutes',
            subtitle: 'One-to-one lesson',
            amount: '70',
            suffix: '/ month',
            features: [
              '1 lesson a week',
              'Best for children up to 10',
              'Christmas concert and end-of-year recital',
            ],
            button: ['Enrol', '/en/contact/'],
          },
          {
            title: '45 minutes',
            subtitle: 'One-to-one lesson',
            amount: '98',
            suffix: '/ month',
            features: ['1 lesson a week', 'Ensemble included', 'Christmas concert and end-of-year recital'],
            button: ['Enrol', '/en/contact/'],
            featured: 'Most popular',
          },
          {
            title: '60 minutes',
            subtitle: 'One-to-one lesson',
            amount: '125',
            suffix: '/ month',
            features: ['1 lesson a week', 'Ensemble included', 'ABRSM and Conservatoire preparation'],
            button: ['Enrol', '/en/contact/'],
          },
        ]),
        rich(
          ps(
            'Fees are paid in 8 monthly instalments, October to May, by the 10th of each month, by bank transfer or by card at the office. June lessons are included.',
          ),
        ),
      ]),
      section([
        heading('Other fees', 2),
        rich(
          table(
            ['Item', 'Price'],
            [
              ['Annual enrolment fee (insurance included)', '€50'],
              ['Early childhood music (group, 45 minutes a week)', '€48 a month'],
              ['Ensemble (without one-to-one lessons)', '€35 a month'],
            ],
          ),
        ),
        heading('Family discounts', 2),
        list([
          ['Second family member', '10% off'],
          ['Third family member and more', '15% off'],
        ]),
        rich(
          ps(
            'The enrolment fee is non-refundable. To stop during the year, tell the office in writing 30 days in advance; months already paid are not refunded.',
          ),
        ),
      ]),
    ],
  },
  {
    path: '/en/contact',
    lang: 'en',
    alternate: '/contatti',
    title: 'Contact',
    id: 218,
    modified: '2026-02-11',
    description:
      'How to reach the Accademia di Musica Bergamo: address, phone, WhatsApp, email, getting here.',
    sections: [
      section([heading('Contact', 1)], 'page-title'),
      section([
        blk(
          [
            iconBox('map-marker-alt', 'Main school', `${AMB_STREET}, ${AMB_TOWN} (first floor, lift)`),
            iconBox('phone', 'Phone', a(AMB_PHONE, AMB_PHONE_HREF)),
            iconBox('whatsapp', 'WhatsApp', `${a(AMB_WHATSAPP, AMB_WHATSAPP_HREF)} (messages only)`),
            iconBox('envelope', 'Email', a(AMB_EMAIL, `mailto:${AMB_EMAIL}`)),
          ],
          'card-grid',
        ),
      ]),
      section([
        heading('Getting here', 2),
        rich(
          ps(
            'Via Camozzi is a 10-minute walk from the railway station. From Orio al Serio airport, the airport bus stops at the railway station.',
            'Parking: the Autorimessa Camozzi garage at no. 61 charges students €1 an hour if they show their school card.',
            `Our room in the Città Alta is at ${AMB_ALTA_STREET}, ${AMB_ALTA_TOWN}, a 3-minute walk from the upper funicular station. You can’t park in the Città Alta: take the funicular or bus 1.`,
          ),
        ),
        map(`${AMB_STREET}, ${AMB_TOWN}`),
      ]),
    ],
  },
];
