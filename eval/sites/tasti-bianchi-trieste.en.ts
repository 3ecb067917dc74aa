import {
  accordion,
  alert,
  button,
  checklist,
  col,
  contactForm,
  container,
  contentBoxes,
  googleMap,
  image,
  pricingTable,
  section,
  separator,
  type TastiPage,
  TB_EMAIL,
  TB_PHONE,
  TB_PHONE_HREF,
  TB_STREET,
  TB_TOWN,
  TB_TUNING_EMAIL,
  TB_WHATSAPP,
  TB_WHATSAPP_HREF,
  table,
  tabs,
  text,
  title,
} from './tasti-bianchi-trieste.layout.ts';

/**
 * The English pages under /en (WPML): translations of the home page (with the same yearless promo band, 'no
 * registration fee if you enrol by 31 October!'), lessons, prices, exams, the summer week, practice rooms,
 * recitals, gift vouchers, piano tuning, about us, the FAQ and contact; and one page only in English, for
 * international families (who teaches in English and who in Slovenian, the short-stay package of 8 lessons for
 * €230, receipts with an English translation for employers). The rules, the archived 2021 rules, the blog and the
 * privacy notice stay in Italian; the English footer links to them marked '(in Italian)'.
 */

const LESSONS_HOURS_EN = 'Monday to Friday from 2.30pm to 8.30pm and on Saturday from 9am to 1pm';

/* ── Home ────────────────────────────────────────────────────────────────────────────────────────────────── */

const home: TastiPage = {
  path: '/en',
  lang: 'en',
  id: 507,
  kind: 'home',
  alt: '/',
  title: 'Home',
  description:
    'Tasti Bianchi, piano and music theory school in Trieste: lessons for children from 5 and adults, ABRSM exams, Conservatory admission, practice rooms, piano tuning.',
  body: [
    container(
      [
        col(
          '1_1',
          alert(
            '<strong>Enrolment is open: no registration fee if you enrol by 31 October!</strong> <a href="/en/prices">See our prices</a>',
          ),
        ),
      ],
      { padTop: 0, padBottom: 0, full: true },
    ),
    container(
      [
        col(
          '2_3',
          [
            title('Piano school in Trieste', 'p', { color: '#f0d78c', size: 16 }),
            title('Learn the piano, at any age', 1, { color: '#ffffff', size: 46 }),
            text(
              '<p style="color:#ffffff;">One-to-one lessons for children from 5, teenagers and adults, music theory in small groups, and preparation for ABRSM exams and for admission to the Tartini Conservatory. Three teachers, a grand piano and a theory room in the centre of Trieste.</p>',
            ),
            button('Book your free trial lesson', '/en/contact'),
            ' ',
            button('See our prices', '/en/prices', { alt: true }),
          ].join(''),
        ),
      ],
      { bgImage: '2023/09/tasti-bianchi-hero-kawai.jpg', padTop: 140, padBottom: 120, align: 'center' },
    ),
    section(
      contentBoxes([
        {
          title: 'Lessons',
          icon: 'fa-music',
          html: '<p>One-to-one piano lessons of 30, 45 or 60 minutes, and music theory in small groups.</p>',
          href: '/en/lessons',
          more: 'Read more',
        },
        {
          title: 'Exams',
          icon: 'fa-award',
          html: '<p>Preparation for ABRSM exams from Grade 1 to Grade 8 and for Conservatory admission.</p>',
          href: '/en/exams',
          more: 'Read more',
        },
        {
          title: 'Practice rooms',
          icon: 'fa-key',
          html: '<p>Two rooms with a piano to rent by the hour, even if you are not one of our pupils.</p>',
          href: '/en/practice-rooms',
          more: 'Read more',
        },
        {
          title: 'Piano tuning',
          icon: 'fa-wrench',
          html: '<p>Our piano tuner comes to your home, in Trieste and its province, to tune your piano.</p>',
          href: '/en/piano-tuning',
          more: 'Read more',
        },
      ]),
      { padTop: 60 },
    ),
    container(
      [
        col(
          '1_2',
          image('2024/10/lezione-bambini-matteo.jpg', 'Matteo during a lesson with a 6-year-old girl'),
        ),
        col(
          '1_2',
          [
            title('Why Tasti Bianchi', 'div', { size: 28 }),
            checklist([
              '<p>Three teachers, one method: Elena, Matteo and Irene work together on every pupil.</p>',
              '<p>Your first 30-minute lesson is free, with no obligation.</p>',
              '<p>Two recitals a year in a real concert hall, in December and in June.</p>',
              '<p>A Kawai grand piano for pupils preparing for exams and concerts.</p>',
            ]),
          ].join(''),
        ),
      ],
      { bg: '#f7f1e4', align: 'center' },
    ),
    container(
      [
        col(
          '1_2',
          [
            title('Coming in 2027', 'p', { color: '#a07a2c', size: 14 }),
            title('Online lessons', 2),
            text(
              '<p>Online lessons will start in 2027. They are not bookable yet: if you are interested, you can join the waiting list through the <a href="/en/contact">contact form</a>.</p>',
            ),
          ].join(''),
        ),
        col(
          '1_2',
          [
            title('Summer 2027', 'p', { color: '#a07a2c', size: 14 }),
            title('Summer intensive week', 2),
            text(
              '<p>From 5 to 9 July 2027, five mornings of piano, theory and ensemble playing for young pianists aged 8 to 14. Enrolment opens on 1 March 2027.</p>',
            ),
            button('The programme', '/en/summer-week', { alt: true }),
          ].join(''),
        ),
      ],
      { padTop: 70 },
    ),
    section(
      [
        title('Our next recital', 2, { align: 'center', sep: true }),
        text(
          '<p style="text-align:center;">Winter recital: <strong>Sunday 13 December 2026, 4.30pm</strong>, Sala Bazlen. Free admission.</p>',
        ),
        button('All recitals', '/en/recitals', { align: 'center', alt: true }),
      ].join(''),
      { bg: '#1b1b1b' },
    ),
    section(
      text(
        '<p style="text-align:center;">New in Trieste? Read our page for <a href="/en/international-families">international families</a>. News and practice tips are on our <a href="/blog">blog</a> (in Italian).</p>',
      ),
    ),
  ].join(''),
};

/* ── Lessons ─────────────────────────────────────────────────────────────────────────────────────────────── */

const lessons: TastiPage = {
  path: '/en/lessons',
  lang: 'en',
  id: 512,
  alt: '/lezioni',
  title: 'Lessons',
  description:
    'Lessons at Tasti Bianchi: piano for children from 5, for teenagers and adults, music theory in groups and exam preparation.',
  body: [
    section(
      [
        title('Our lessons', 2),
        text(
          `<p>All lessons take place at our school in Via della Ginnastica 22, ${LESSONS_HOURS_EN}. The lesson time is agreed with the teacher in September and stays the same for the whole school year.</p>`,
        ),
      ].join(''),
    ),
    section(
      tabs(
        [
          [
            'Children (5–10)',
            `${title('Piano for children', 'div', { size: 22 })}<p>For children aged 5 to 10 the lesson is one-to-one, once a week, and lasts <strong>30 minutes</strong>. We start through play: rhythm, the names of the notes, the first tunes with both hands, short pieces to play at home. From the age of 8, when they can concentrate for longer, children can move on to the 45-minute lesson.</p><p>The 30-minute lesson costs €22; with the monthly package of 4 lessons, €84 a month.</p><p>Our youngest pupils are mostly taught by Matteo. We do not take pupils under 5: it is too early for a one-to-one lesson.</p>`,
          ],
          [
            'Teenagers and adults',
            `${title('Piano for teenagers and adults', 'div', { size: 22 })}<p>One-to-one lessons of <strong>45 or 60 minutes</strong>, once a week, from complete beginners to those coming back after many years. Classical repertoire, but also film music and songs, if that is what makes you want to sit at the piano.</p><p>For adults who cannot come every week there is the <strong>10-lesson card of 60-minute lessons</strong>, to use whenever you like within 6 months. There is no age limit: our oldest pupil started at 71.</p><p>The 45-minute lesson costs €30 and the 60-minute lesson €38; the adult 10-lesson card costs €360.</p>`,
          ],
          [
            'Music theory',
            `${title('Music theory in groups', 'div', { size: 22 })}<p>Group classes of 60 minutes a week, with a <strong>maximum of 6 pupils</strong>: reading, rhythm, intervals, basic harmony, dictation and ear training. Taught by Irene.</p><ul><li>Wednesday 5pm – 6pm: ages 9 to 14</li><li>Thursday 7pm – 8pm: adults</li></ul><p>The class costs €48 a month. You can join it without taking piano lessons with us.</p>`,
          ],
          [
            'Exam preparation',
            `${title('ABRSM and Conservatory', 'div', { size: 22 })}<p>We prepare pupils for ABRSM piano and theory exams and for the admission exam of the Tartini Conservatory. See <a href="/en/exams">Exam preparation</a> for the details and prices.</p>`,
          ],
        ],
        'lessons-en',
      ),
    ),
    container(
      [
        col(
          '1_2',
          [
            title('What you need to start', 'div', { size: 24 }),
            text(
              '<p>For the trial lesson you need nothing: just come along. To practise at home, a digital piano with 88 weighted keys is fine at first. If you have no instrument, you can practise in our <a href="/en/practice-rooms">practice rooms</a>.</p>',
            ),
          ].join(''),
        ),
        col(
          '1_2',
          [
            title('Good to know', 'div', { size: 24 }),
            text(
              '<p>We don’t give lessons at home: all lessons take place at the school, where our pianos are.</p><p>We only teach piano and music theory: we have no guitar, singing or other instrument lessons.</p><p>We don’t offer online lessons yet: they will start in 2027.</p>',
            ),
          ].join(''),
        ),
      ],
      { bg: '#f7f1e4' },
    ),
    section(
      `${text('<p style="text-align:center;">Your first 30-minute lesson is free, with no obligation.</p>')}${button(
        'Book a trial lesson',
        '/en/contact',
        { align: 'center' },
      )}`,
    ),
  ].join(''),
};

/* ── Prices ──────────────────────────────────────────────────────────────────────────────────────────────── */

const prices: TastiPage = {
  path: '/en/prices',
  lang: 'en',
  id: 514,
  alt: '/prezzi',
  title: 'Prices',
  description:
    'Tasti Bianchi prices for the 2026/2027 school year: one-to-one lessons, monthly packages, theory groups, exam preparation, registration fee and payments.',
  body: [
    section(
      [
        title('School year 2026/2027', 2),
        text(
          '<p>The school year runs from 14 September 2026 to 12 June 2027. The prices below apply from 1 September 2026. One-to-one lessons are paid as a monthly package of 4 lessons; single lessons are charged separately only for extra lessons.</p>',
        ),
      ].join(''),
    ),
    section(
      pricingTable([
        {
          title: 'Children – 30 minutes',
          price: '22',
          time: '/ lesson',
          rows: ['Ages 5 to 10', 'Monthly package of 4 lessons: €84', 'Free trial lesson'],
          button: ['Book a trial', '/en/contact'],
        },
        {
          title: '45 minutes',
          price: '30',
          time: '/ lesson',
          rows: ['Teenagers and adults', 'Monthly package of 4 lessons: €114', 'From age 8'],
          button: ['Book a trial', '/en/contact'],
          featured: true,
        },
        {
          title: '60 minutes',
          price: '38',
          time: '/ lesson',
          rows: [
            'Teenagers and adults',
            'Monthly package of 4 lessons: €144',
            'Adult 10-lesson card: €360, valid 6 months',
          ],
          button: ['Book a trial', '/en/contact'],
        },
      ]),
    ),
    section(
      [
        title('Theory and exams', 3),
        pricingTable([
          {
            title: 'Music theory',
            price: '48',
            time: '/ month',
            rows: ['4 group classes of 60 minutes', 'Maximum 6 pupils'],
          },
          {
            title: 'ABRSM exam preparation',
            price: '42',
            time: '/ lesson',
            rows: ['One-to-one lesson of 60 minutes', 'ABRSM exam fee not included'],
          },
          {
            title: 'Conservatory admission',
            price: '460',
            time: '/ course',
            rows: ['10 one-to-one lessons of 60 minutes', '4 theory and dictation classes', 'October to May'],
          },
        ]),
      ].join(''),
    ),
    container(
      [
        col(
          '1_2',
          [
            title('Other prices', 'p', { size: 22 }),
            table([
              ['Item', 'Price'],
              ['Annual registration fee', '€35'],
              ['Trial lesson (30 minutes)', 'free'],
              ['Sibling discount', '10% off the fees of the second child and any further children'],
              ['Summer intensive week', '€220 (our pupils €190)'],
              ['Practice rooms with a piano', 'from €8 an hour'],
              ['Piano tuning at your home', 'from €90'],
            ]),
          ].join(''),
        ),
        col(
          '1_2',
          [
            title('How to pay', 'p', { size: 22 }),
            text(
              '<p>Fees are paid monthly in advance, <strong>by the 10th of the month</strong>, by bank transfer, by card at the office, with Satispay or in cash at the office. The registration fee is paid once a year, when you enrol.</p><p>We issue receipts valid for the Italian <strong>19% tax deduction</strong> on music activities for young people aged 5 to 18.</p><p>The rules on absences, make-up lessons and leaving are in our <a href="/regolamento">school rules</a> (in Italian).</p>',
            ),
          ].join(''),
        ),
      ],
      { bg: '#f7f1e4' },
    ),
  ].join(''),
};

/* ── Exams ───────────────────────────────────────────────────────────────────────────────────────────────── */

const exams: TastiPage = {
  path: '/en/exams',
  lang: 'en',
  id: 516,
  alt: '/esami',
  title: 'Exam preparation',
  parents: [['Lessons', '/en/lessons']],
  description:
    'Preparation for ABRSM piano and theory exams and for the admission exam of the Tartini Conservatory in Trieste.',
  body: [
    container(
      [
        col(
          '3_5',
          [
            title('ABRSM exams', 2),
            text(
              '<p>ABRSM (the Associated Board of the Royal Schools of Music) is the British music exam board recognised worldwide. We prepare pupils for piano exams <strong>from Grade 1 to Grade 8</strong> and for Music Theory exams from Grade 1 to Grade 5.</p>',
            ),
            checklist([
              '<p>One 60-minute one-to-one lesson a week, €42 a lesson.</p>',
              '<p>Scales, exam pieces, sight-reading and aural tests.</p>',
              '<p>A mock exam one month before, with a teacher who is not your own.</p>',
              '<p>We enter you for the exam: for the spring 2027 session we collect entries by 31 January 2027.</p>',
            ]),
            text(
              '<p>The exam fee is not included in our prices: it is paid directly to ABRSM.</p><p>We are not an ABRSM exam centre: exams take place at the venue ABRSM sets for each session, and on the day the teacher goes with their pupils.</p>',
            ),
          ].join(''),
        ),
        col('2_5', image('2025/06/certificati-abrsm-2025.jpg', 'Our pupils’ ABRSM certificates, June 2025')),
      ],
      { padTop: 60 },
    ),
    separator(),
    section(
      [
        title('Admission to the Tartini Conservatory', 2),
        text(
          '<p>We prepare pupils for the admission exam of the “Giuseppe Tartini” Conservatory of Trieste, both for the pre-academic courses and for the three-year piano degree.</p><p>The course runs <strong>from October to May</strong>: 10 one-to-one lessons of 60 minutes with Elena and 4 theory and dictation classes with Irene, <strong>€460</strong> in total. In April we hold a full mock exam.</p><p>The application is made to the Conservatory, not to us: we help you fill it in and choose the programme. Since 2015, 23 of our pupils have been admitted.</p>',
        ),
        button('Ask for a meeting', '/en/contact'),
      ].join(''),
    ),
  ].join(''),
};

/* ── Summer week ─────────────────────────────────────────────────────────────────────────────────────────── */

const summerWeek: TastiPage = {
  path: '/en/summer-week',
  lang: 'en',
  id: 518,
  alt: '/settimana-intensiva',
  title: 'Summer intensive week 2027',
  parents: [['Lessons', '/en/lessons']],
  description:
    'The Tasti Bianchi summer intensive piano week: 5–9 July 2027, for young pianists aged 8 to 14.',
  body: [
    container(
      [
        col(
          '1_2',
          [
            title('Five mornings of music', 2),
            text(
              '<p>Five mornings, <strong>5–9 July 2027</strong> (Monday to Friday), every day from 9am to 1pm. For young pianists <strong>aged 8 to 14</strong> who have played the piano for at least a year, even if they are not our pupils.</p><p>Every day a one-to-one lesson, theory, listening and piano duets. On Friday 9 July at 12 noon there is a final concert for families.</p>',
            ),
          ].join(''),
        ),
        col(
          '1_2',
          image('2025/07/settimana-intensiva-quattro-mani.jpg', 'Two young pianists playing a duet'),
        ),
      ],
      { padTop: 60 },
    ),
    section(
      [
        title('The day', 'div', { size: 24 }),
        table([
          ['Time', 'Activity'],
          ['9am – 9.30am', 'Warm-up and technique, all together'],
          ['9.30am – 10.45am', 'One-to-one 30-minute lesson, in turn, and practice'],
          ['10.45am – 11.15am', 'Snack break'],
          ['11.15am – 12.15pm', 'Theory and listening'],
          ['12.15pm – 1pm', 'Piano duets'],
        ]),
      ].join(''),
    ),
    container(
      [
        col(
          '1_2',
          [
            title('Fee and enrolment', 'div', { size: 24 }),
            text(
              '<p>The fee is <strong>€220</strong> (€190 for our pupils). A maximum of 10 participants.</p><p>Enrolment opens on 1 March 2027: a €60 deposit secures the place.</p>',
            ),
          ].join(''),
        ),
        col(
          '1_2',
          [
            title('Good to know', 'div', { size: 24 }),
            text(
              '<p>The week ends at 1pm every day: lunch is not included. Children bring their own mid-morning snack from home.</p>',
            ),
          ].join(''),
        ),
      ],
      { bg: '#f7f1e4' },
    ),
  ].join(''),
};

/* ── Practice rooms ──────────────────────────────────────────────────────────────────────────────────────── */

const practiceRooms: TastiPage = {
  path: '/en/practice-rooms',
  lang: 'en',
  id: 520,
  alt: '/aule-studio',
  title: 'Practice rooms with a piano',
  parents: [['Services', '/en/practice-rooms']],
  description:
    'Hourly hire of the Tasti Bianchi practice rooms in Trieste: the Aula Verde with an upright piano and the Aula Bianca with a grand piano.',
  body: [
    section(
      text(
        '<p>No piano at home, or can’t play when you would like to? We rent out our two rooms with a piano by the hour, even to people who are not our pupils.</p>',
      ),
    ),
    container([
      col(
        '1_2',
        [
          image('2023/09/aula-verde-yamaha-u3.jpg', 'The Aula Verde with its Yamaha U3 upright piano'),
          title('Aula Verde', 3),
          text(
            '<p>Yamaha U3 upright piano.</p><p><strong>€8 an hour</strong> (our pupils €6). 10-hour card: €70.</p>',
          ),
        ].join(''),
      ),
      col(
        '1_2',
        [
          image('2023/09/aula-bianca-kawai.jpg', 'The Aula Bianca with its Kawai grand piano'),
          title('Aula Bianca', 3),
          text(
            '<p>Kawai GX-2 grand piano, for pupils preparing for exams and concerts.</p><p><strong>€14 an hour</strong> (our pupils €11). Up to 3 people, for duos and chamber music.</p>',
          ),
        ].join(''),
      ),
    ]),
    container(
      [
        col(
          '1_2',
          [
            title('When', 'p', { size: 22 }),
            table([
              ['Day', 'Hours'],
              ['Monday – Friday', '9am – 2pm'],
              ['Saturday', '2pm – 6pm'],
              ['Sunday', 'closed'],
            ]),
          ].join(''),
        ),
        col(
          '1_2',
          [
            title('How to book', 'p', { size: 22 }),
            text(
              `<p>Book on WhatsApp at <a href="${TB_WHATSAPP_HREF}">${TB_WHATSAPP}</a> at least 24 hours ahead, for at least one hour. You can cancel free of charge up to 12 hours before.</p><p>The rooms are for practice: you can’t teach your own pupils in our rooms.</p><p>We don’t rent out pianos for use at home.</p>`,
            ),
          ].join(''),
        ),
      ],
      { bg: '#f7f1e4' },
    ),
  ].join(''),
};

/* ── Recitals ────────────────────────────────────────────────────────────────────────────────────────────── */

const recitals: TastiPage = {
  path: '/en/recitals',
  lang: 'en',
  id: 522,
  alt: '/saggi',
  title: 'Recitals',
  parents: [['Lessons', '/en/lessons']],
  description:
    'Tasti Bianchi pupils’ recitals: the winter recital in December and the end-of-year recital in June, at Sala Bazlen in Trieste.',
  body: [
    section(
      [
        title('Two recitals a year', 2),
        text(
          '<p>Twice a year our pupils play in public: the winter recital in December and the end-of-year recital in June.</p>',
        ),
        table([
          ['Recital', 'When', 'Where'],
          ['Winter recital', 'Sunday 13 December 2026, 4.30pm', 'Sala Bazlen, Via Cavana 9'],
          ['End-of-year recital', 'Saturday 5 June 2027, 6pm', 'Sala Bazlen, Via Cavana 9'],
        ]),
      ].join(''),
    ),
    container(
      [
        col(
          '1_2',
          [
            title('For the audience', 'div', { size: 24 }),
            text(
              '<p>Free admission, no booking needed, until the hall’s 120 seats are full. Bring grandparents, friends and classmates!</p>',
            ),
          ].join(''),
        ),
        col(
          '1_2',
          [
            title('For pupils', 'div', { size: 24 }),
            text(
              '<p>Every pupil who wants to can play, from the youngest children to adults: taking part is free and not compulsory. The dress rehearsal is the day before at the school. We film the recital and send the video to families.</p>',
            ),
          ].join(''),
        ),
      ],
      { bg: '#f7f1e4' },
    ),
  ].join(''),
};

/* ── Gift vouchers ───────────────────────────────────────────────────────────────────────────────────────── */

const giftVouchers: TastiPage = {
  path: '/en/gift-vouchers',
  lang: 'en',
  id: 524,
  alt: '/buoni-regalo',
  title: 'Gift vouchers',
  parents: [['Services', '/en/practice-rooms']],
  description:
    'Give piano lessons: the Primo Tasto voucher with 4 lessons and the open-value voucher from Tasti Bianchi.',
  body: [
    section(
      [
        title('Give the gift of music', 2),
        text(
          '<p>For a birthday, for Christmas, or for someone who has always said “one day I’ll learn to play”: our gift vouchers.</p>',
        ),
      ].join(''),
    ),
    container([
      col(
        '1_2',
        pricingTable([
          {
            title: 'Primo Tasto voucher',
            price: '120',
            time: '/ voucher',
            rows: ['4 one-to-one lessons of 45 minutes', 'No registration fee', 'For teenagers and adults'],
            button: ['Order the voucher', '/en/contact'],
          },
        ]),
      ),
      col(
        '1_2',
        [
          title('Open-value voucher', 3),
          text(
            '<p>From €30 upwards, to spend on lessons, practice rooms, the summer intensive week or piano tuning.</p>',
          ),
        ].join(''),
      ),
    ]),
    section(
      [
        title('How it works', 'p', { size: 22 }),
        checklist([
          '<p>Vouchers are valid for 12 months from the date of purchase.</p>',
          '<p>We email it to you as a PDF, or you collect the printed card at the office.</p>',
          '<p>Pay by bank transfer, card or Satispay.</p>',
          '<p>Vouchers are not refundable and cannot be exchanged for cash.</p>',
        ]),
      ].join(''),
      { bg: '#f7f1e4' },
    ),
  ].join(''),
};

/* ── Piano tuning ────────────────────────────────────────────────────────────────────────────────────────── */

const pianoTuning: TastiPage = {
  path: '/en/piano-tuning',
  lang: 'en',
  id: 526,
  alt: '/accordatura',
  title: 'Piano tuning',
  parents: [['Services', '/en/practice-rooms']],
  description:
    'Piano tuning at home for upright and grand pianos in Trieste and its province, by the Tasti Bianchi tuner.',
  body: [
    container(
      [
        col(
          '3_5',
          [
            title('Piano tuning at your home', 2),
            text(
              '<p>Our piano tuner, Davide Rismondo, tunes and regulates the pianos of our pupils and of anyone who needs it, at your home.</p>',
            ),
            table([
              ['Service', 'Price'],
              ['Tuning an upright piano', '€90'],
              ['Tuning a grand piano', '€125'],
              ['Piano not tuned for more than 3 years (double tuning)', '+ €40'],
              [
                'Travel outside the Municipality of Trieste (Muggia, San Dorligo della Valle, Duino Aurisina, Sgonico, Monrupino)',
                '+ €20',
              ],
            ]),
          ].join(''),
        ),
        col('2_5', image('2022/03/accordatura-davide.jpg', 'Davide tuning an upright piano')),
      ],
      { padTop: 60 },
    ),
    container(
      [
        col(
          '1_2',
          [
            title('How it works', 'div', { size: 24 }),
            text(
              '<p>A tuning takes about an hour and a half. We recommend tuning your piano at least once a year. Davide works on Tuesday and Thursday mornings, from 9am to 1pm.</p>',
            ),
          ].join(''),
        ),
        col(
          '1_2',
          [
            title('Booking', 'div', { size: 24 }),
            text(
              `<p>Call <a href="${TB_PHONE_HREF}">${TB_PHONE}</a> or email <a href="mailto:${TB_TUNING_EMAIL}">${TB_TUNING_EMAIL}</a>.</p><p>We don’t travel outside the province of Trieste. We don’t restore or move pianos, and we don’t repair digital pianos.</p>`,
            ),
          ].join(''),
        ),
      ],
      { bg: '#f7f1e4' },
    ),
  ].join(''),
};

/* ── About ───────────────────────────────────────────────────────────────────────────────────────────────── */

const person = (file: string, name: string, role: string, bio: string) =>
  col(
    '1_3',
    [
      image(file, name, { w: 600, h: 600 }),
      title(name, 3),
      title(role, 'p', { size: 15, color: '#a07a2c' }),
      text(`<p>${bio}</p>`),
    ].join(''),
  );

const about: TastiPage = {
  path: '/en/about',
  lang: 'en',
  id: 528,
  alt: '/chi-siamo',
  title: 'About us',
  description:
    'Elena Vidali, Matteo Zorzut and Irene Kocjančič: who teaches at Tasti Bianchi, the piano school in Trieste.',
  body: [
    section(
      [
        title('A small school, by choice', 2),
        text(
          '<p>Tasti Bianchi was started in 2011 by Elena Vidali: a school where every pupil, child or adult, has their own teacher and their own pace. Today we have about 140 pupils and three rooms: the Aula Verde, the Aula Bianca and the theory room.</p>',
        ),
      ].join(''),
    ),
    container([
      person(
        '2023/09/elena-vidali.jpg',
        'Elena Vidali',
        'Founder and teacher',
        'Graduated in piano from the Tartini Conservatory of Trieste in 2004 and holds the ABRSM LRSM diploma. She teaches teenagers and adults and prepares pupils for exams and Conservatory admission.',
      ),
      person(
        '2023/09/matteo-zorzut.jpg',
        'Matteo Zorzut',
        'Assistant teacher',
        'Graduated in 2019, he mostly teaches children aged 5 to 10. He is the one who invents the rhythm games of the first lessons.',
      ),
      person(
        '2023/09/irene-kocjancic.jpg',
        'Irene Kocjančič',
        'Assistant teacher',
        'She teaches the music theory groups and prepares pupils for ABRSM theory exams.',
      ),
    ]),
    section(
      text(
        '<p><strong>Davide Rismondo</strong>, our piano tuner, also works with us: he looks after our pianos and those of our pupils.</p>',
      ),
      { bg: '#f7f1e4' },
    ),
  ].join(''),
};

/* ── International families (only in English) ────────────────────────────────────────────────────────────── */

const international: TastiPage = {
  path: '/en/international-families',
  lang: 'en',
  id: 540,
  title: 'International families',
  description:
    'Piano lessons in English in Trieste: who teaches in English, the short-stay package and paperwork for families who have just moved here.',
  body: [
    container(
      [
        col(
          '3_5',
          [
            title('New in Trieste?', 2),
            text(
              '<p>Trieste is home to families from all over the world: researchers at ICTP, SISSA and the Area Science Park, consular staff, students and their children. Many of our pupils don’t speak Italian yet, and that’s fine.</p>',
            ),
            title('Lessons in English', 'div', { size: 24 }),
            text(
              '<p>Elena and Irene teach in English. Matteo, who teaches most of our younger children, teaches in Italian and Slovenian. Tell us which language your child is most comfortable in and we will pair them with the right teacher.</p>',
            ),
          ].join(''),
        ),
        col('2_5', image('2024/02/lezione-inglese.jpg', 'Irene during a theory class')),
      ],
      { padTop: 60 },
    ),
    container(
      [
        col(
          '1_2',
          [
            title('Only here for a few months?', 'div', { size: 24 }),
            text(
              '<p>If you are in Trieste for a short stay, for a research contract or a semester abroad, choose the <strong>short-stay package</strong>: 8 one-to-one lessons of 45 minutes for <strong>€230</strong>, with no registration fee, to use within 4 months.</p>',
            ),
          ].join(''),
        ),
        col(
          '1_2',
          [
            title('Paperwork', 'div', { size: 24 }),
            text(
              '<p>Receipts are issued in Italian, as Italian law requires. On request we add an English translation, for your employer or your relocation allowance.</p><p>Pupils who already have ABRSM grades from the UK or elsewhere simply carry on from the grade they have reached.</p>',
            ),
          ].join(''),
        ),
      ],
      { bg: '#f7f1e4' },
    ),
    section(
      `${text('<p style="text-align:center;">The first 30-minute lesson is free. Write to us in English!</p>')}${button(
        'Contact us',
        '/en/contact',
        { align: 'center' },
      )}`,
    ),
  ].join(''),
};

/* ── FAQ ─────────────────────────────────────────────────────────────────────────────────────────────────── */

const faq: TastiPage = {
  path: '/en/faq',
  lang: 'en',
  id: 530,
  alt: '/faq',
  title: 'FAQ',
  description:
    'Frequently asked questions at Tasti Bianchi: age, trial lesson, online lessons, parking, payments.',
  body: section(
    [
      title('Frequently asked questions', 2),
      accordion(
        [
          [
            'From what age can my child start?',
            '<p>From the age of 5. We do not take pupils under 5: it is too early for a one-to-one lesson. For adults, on the other hand, there is no age limit.</p>',
          ],
          [
            'Can we have a trial lesson?',
            '<p>Yes: the first 30-minute lesson is a free trial lesson, with no obligation. Book it at the office, by phone or on WhatsApp.</p>',
          ],
          [
            'Do we need a piano at home?',
            '<p>Not for the trial lesson. To practise, a digital piano with 88 weighted keys is enough at first. If you have no instrument, you can practise in our <a href="/en/practice-rooms">practice rooms</a>.</p>',
          ],
          [
            'Do you give lessons at home?',
            '<p>No, we don’t give lessons at home: all lessons take place at our school in Via della Ginnastica 22. Only our piano tuner comes to your home.</p>',
          ],
          [
            'Do you offer online lessons?',
            '<p>Not yet: online lessons will start in 2027 and can’t be booked yet. You can join the waiting list through the <a href="/en/contact">contact form</a>.</p>',
          ],
          [
            'Is the free registration offer still on?',
            '<p>No: the free registration offer ended on 31 October 2026. The registration fee is now €35 a year.</p>',
          ],
          [
            'Do you teach other instruments?',
            '<p>No, we only teach piano and music theory: we have no guitar, singing or other instrument lessons.</p>',
          ],
          [
            'What happens if we miss a lesson?',
            '<p>If you cancel at least 24 hours before, we make the lesson up within the month; if you cancel later, the lesson is lost. Lessons we cancel are always made up. All the details are in our <a href="/regolamento">school rules</a> (in Italian).</p>',
          ],
          [
            'When are lessons held?',
            `<p>Lessons are held ${LESSONS_HOURS_EN}. The office is open Monday to Friday from 3pm to 7pm and on Saturday from 9.30am to 12.30pm. The school is closed on Sundays.</p>`,
          ],
          [
            'Is there parking?',
            '<p>No, the school has no parking. There is pay-and-display parking (blue lines) in Via della Ginnastica and nearby streets; the nearest public garage is in Via Pascoli, a 5-minute walk away.</p>',
          ],
          [
            'How do we pay?',
            '<p>By the 10th of each month, by bank transfer, card, Satispay or cash at the office.</p>',
          ],
          [
            'Can lessons be deducted from Italian taxes?',
            '<p>Yes: we issue receipts valid for the 19% tax deduction for young people aged 5 to 18.</p>',
          ],
        ],
        'faq-en',
      ),
    ].join(''),
  ),
};

/* ── Contact ─────────────────────────────────────────────────────────────────────────────────────────────── */

const contact: TastiPage = {
  path: '/en/contact',
  lang: 'en',
  id: 532,
  alt: '/contatti',
  title: 'Contact',
  description:
    'How to contact Tasti Bianchi and how to find us: Via della Ginnastica 22, Trieste. Phone, WhatsApp, email and office hours.',
  body: [
    container(
      [
        col(
          '1_2',
          [
            title('Where we are', 2),
            text(
              `<p>${TB_STREET}, ${TB_TOWN}<br />second floor, buzzer “Tasti Bianchi”. The building has a lift.</p><p>Phone <a href="${TB_PHONE_HREF}">${TB_PHONE}</a><br />WhatsApp <a href="${TB_WHATSAPP_HREF}">${TB_WHATSAPP}</a><br />Email <a href="mailto:${TB_EMAIL}">${TB_EMAIL}</a><br />Piano tuning <a href="mailto:${TB_TUNING_EMAIL}">${TB_TUNING_EMAIL}</a></p>`,
            ),
            title('Office hours', 'p', { size: 20 }),
            text('<p>Monday – Friday 3pm – 7pm<br />Saturday 9.30am – 12.30pm</p>'),
            title('Getting here', 'p', { size: 20 }),
            text(
              '<p>On foot: 10 minutes from the Central Station. By bus: lines 10 and 17, Via Carducci stop.</p><p>By car: the school has no parking of its own. There is pay-and-display parking nearby; the nearest public garage is in Via Pascoli.</p>',
            ),
          ].join(''),
        ),
        col(
          '1_2',
          [
            title('Write to us', 2),
            text('<p>We reply within one working day. Fields marked * are required.</p>'),
            contactForm('en', 532),
          ].join(''),
        ),
      ],
      { padTop: 60 },
    ),
    container([col('1_1', googleMap())], { padTop: 0, padBottom: 0, full: true }),
  ].join(''),
};

export const tastiEnglishPages: TastiPage[] = [
  home,
  lessons,
  prices,
  exams,
  summerWeek,
  practiceRooms,
  recitals,
  giftVouchers,
  pianoTuning,
  about,
  international,
  faq,
  contact,
];
