import {
  box,
  button,
  DANTE_ENROL,
  type DantePage,
  grid,
  h1,
  h2,
  h3,
  image,
  p,
  strip,
  text,
  ul,
} from './scuola-dante-bologna.layout.ts';

/** A label and its value in two text boxes side by side, as the owner lays out "course facts". */
const fact = (label: string, value: string) => box(text(p(`**${label}**`, 'font_9')), text(p(value)));

/**
 * The courses overview, the course pages, the juniors' camp, prices and accommodation: English only, except
 * the overview, prices and accommodation (translated under /it/).
 */
export const danteCoursePages: DantePage[] = [
  {
    path: '/courses',
    lang: 'en',
    title: 'Our Italian courses',
    description:
      'Group courses, one-to-one lessons, evening and online courses, CILS and CELI exam preparation and Culture & Cooking afternoons in Bologna.',
    alternate: '/it/corsi',
    body: [
      strip('Courses intro', [
        h1('Our Italian courses'),
        text(
          p(
            'Whether you have two weeks of holiday or a whole semester, there is a course for you. All our courses follow the Common European Framework (CEFR) from A1 to C2, all our teachers are native speakers qualified to teach Italian as a foreign language, and every course comes with our free weekly activities.',
          ),
        ),
      ]),
      strip(
        'Course list',
        [
          image('classroom-window.jpg', 'A small class around a table by a window over the porticoes'),
          h3('Standard group course'),
          text(
            p(
              '20 lessons a week, every morning. The classic way to learn, in groups of 10 students at most.',
            ),
          ),
          button('Group courses', '/courses/group-courses'),
          h3('Intensive group course'),
          text(p('30 lessons a week: the Standard course plus an afternoon of conversation every day.')),
          button('Group courses', '/courses/group-courses'),
        ],
        [
          image('one-to-one.jpg', 'A teacher and a student with a newspaper'),
          h3('One-to-one'),
          text(p('Your own teacher, your own timetable, any level up to C2.')),
          button('One-to-one lessons', '/courses/one-to-one'),
          h3('Evening course'),
          text(p('Two evenings a week for ten weeks, for people who live and work in Bologna.')),
          button('Evening course', '/courses/evening-course'),
        ],
        [
          image('laptop-lesson.jpg', 'A laptop showing an online lesson'),
          h3('Italian online'),
          text(p('Live lessons in small groups or one-to-one, from anywhere in the world.')),
          button('Italian online', '/courses/online'),
          h3('CILS &amp; CELI exam preparation'),
          text(p('Four weeks to get ready for the official certificates, from level B1.')),
          button('Exam preparation', '/courses/exam-preparation'),
          h3('Culture &amp; Cooking add-on'),
          text(p('Two afternoons a week of fresh pasta and food markets, on top of any group course.')),
          button('Culture &amp; Cooking', '/courses/culture-and-cooking'),
        ],
      ),
      strip('Juniors', [
        h2('Aged 14 to 17?'),
        text(
          p(
            'Our adult courses are for students aged 16 and over. Teenagers from 14 to 17 can join the <a href="/juniors-summer-camp">Juniors summer camp</a>, in July only.',
          ),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/courses/group-courses',
    lang: 'en',
    title: 'Group courses: Standard, Intensive and Combi',
    description:
      'Standard (20 lessons a week) and Intensive (30 lessons a week) Italian group courses in Bologna, small classes, start every Monday.',
    body: [
      strip('Group courses', [
        h1('Group courses'),
        text(
          p(
            'Learn with students from all over the world in a small, friendly class. Mornings are for grammar, reading and listening, always with lots of speaking; the afternoon lessons of the Intensive course are all about conversation, vocabulary and the Italian you hear in the street.',
          ),
        ),
      ]),
      strip(
        'Standard and Intensive',
        [
          h2('Standard course · 20'),
          text(
            p('**20 lessons a week**, Monday to Friday, 9:00–12:35.'),
            p(
              'Two lessons, a coffee break, two more lessons. Afternoons are free for our activities, for studying or simply for Bologna.',
            ),
          ),
        ],
        [
          h2('Intensive course · 30'),
          text(
            p('**30 lessons a week**: the Standard course plus 2 afternoon lessons a day, 13:30–15:10.'),
            p(
              'The afternoon groups are smaller (6 students at most) and you practise what you learnt in the morning: role plays, debates, songs, newspapers, a walk to the market.',
            ),
          ),
        ],
        [
          h2('Combi 20+5'),
          text(
            p(
              '**The Standard course plus 5 one-to-one lessons a week** in the afternoon, at a time agreed with your teacher.',
            ),
            p('Perfect if you need Italian for work, for your studies or to fix one particular weakness.'),
          ),
        ],
      ),
      strip('Course facts', [
        h2('At a glance'),
        fact('Lesson length', '1 lesson = 50 minutes'),
        fact('Class size', 'Max 10 students per class, 6 on average'),
        fact('Levels', 'A1 to C1 in groups; C2 is taught one-to-one only'),
        fact(
          'Start dates',
          'Every Monday if you already speak some Italian; absolute beginners start on set dates, see <a href="/dates-and-holidays">Dates &amp; holidays</a>',
        ),
        fact('Minimum age', '16 years'),
        fact('Duration', 'From 1 week'),
        fact('Certificate', 'Certificate of attendance with your CEFR level at the end of the course'),
      ]),
      strip('Timetable', [
        h2('Daily timetable'),
        grid(
          ['Time', 'What', 'Standard', 'Intensive'],
          [
            ['9:00 – 10:40', 'Lessons 1 and 2', '✓', '✓'],
            ['10:40 – 10:55', 'Coffee break', '✓', '✓'],
            ['10:55 – 12:35', 'Lessons 3 and 4', '✓', '✓'],
            ['12:35 – 13:30', 'Lunch break', '', '✓'],
            ['13:30 – 15:10', 'Lessons 5 and 6 (conversation)', '—', '✓'],
          ],
          'On your first Monday the timetable is different: see <a href="/levels-and-placement-test">Levels &amp; placement test</a>.',
        ),
      ]),
      strip('Book', [
        text(p('Prices for all group courses are on our <a href="/prices">Prices</a> page.')),
        button('Enrol now', DANTE_ENROL),
      ]),
    ].join('\n'),
  },
  {
    path: '/courses/one-to-one',
    lang: 'en',
    title: 'One-to-one Italian lessons',
    description:
      'Private Italian lessons in Bologna or online: any level from A1 to C2, your own timetable, packages of 10 and 20 lessons.',
    body: [
      strip('One-to-one', [
        h1('One-to-one lessons'),
        text(
          p(
            'The fastest way to make progress: a teacher only for you, a programme built around what you need, at the time that suits you. One-to-one lessons are the only way to study at level C2 with us.',
          ),
          ul(
            'Any level, from complete beginner to C2',
            'Start on any weekday, Monday to Friday',
            'Lessons between 8:30 and 19:00, at times agreed with your teacher',
            'Minimum booking: 5 lessons',
            'Special programmes: business Italian, Italian for singers and musicians, Italian for doctors and nurses',
          ),
        ),
      ]),
      strip('One-to-one prices', [
        h2('Prices'),
        grid(
          ['', 'At the school', 'Online'],
          [
            ['1 lesson (50 minutes)', '€42', '€36'],
            ['Package of 10 lessons', '€400', '€340'],
            ['Package of 20 lessons', '€760', '€650'],
            ['Two-to-one (2 friends together), per person per lesson', '€29', '€25'],
          ],
          'Packages are valid for 3 months from the first lesson. A lesson cancelled less than 24 hours before it starts is charged in full.',
        ),
      ]),
      strip('Book', [button('Enrol now', DANTE_ENROL)]),
    ].join('\n'),
  },
  {
    path: '/courses/evening-course',
    lang: 'en',
    title: 'Evening course for people living in Bologna',
    description:
      'Italian evening course in Bologna, Tuesday and Thursday evenings for ten weeks: for au pairs, workers and Erasmus students.',
    body: [
      strip('Evening course', [
        h1('Evening course'),
        text(
          p(
            'Live in Bologna and work or study during the day? Our evening course is for au pairs, Erasmus students, researchers and everyone who has moved here and wants to finally understand the neighbours.',
          ),
        ),
      ]),
      strip('Evening course facts', [
        fact('When', 'Tuesday and Thursday, 18:30–20:10'),
        fact('Length', '10 weeks, 40 lessons'),
        fact('Levels', 'A1, A2, B1 and B2'),
        fact('Class size', 'Max 8 students'),
        fact('Price', '€390 per 10-week term (course book €35 extra)'),
        fact('Enrolment fee', 'Not charged for the evening course'),
      ]),
      strip('Terms 2027', [
        h2('Terms 2027'),
        grid(
          ['Term', 'Dates', 'Enrol by'],
          [
            ['Winter term', '12 January – 18 March 2027', 'Friday 8 January 2027'],
            ['Spring term', '13 April – 17 June 2027', 'Friday 9 April 2027'],
          ],
          'The autumn term dates will be published in June 2027.',
        ),
        button('Enrol now', DANTE_ENROL),
      ]),
    ].join('\n'),
  },
  {
    path: '/courses/online',
    lang: 'en',
    title: 'Italian online: live lessons on Zoom',
    description:
      'Live online Italian lessons in small groups of up to 6 students or one-to-one, with Scuola Dante Bologna teachers.',
    body: [
      strip('Italian online', [
        h1('Italian online'),
        text(
          p(
            'Can’t come to Bologna yet? Study with the same teachers and the same method, live on Zoom. Many students start online and then join us in Bologna: if you do, your online weeks count towards the long-stay discount.',
          ),
        ),
      ]),
      strip(
        'Online groups',
        [
          h2('Small groups online'),
          text(
            ul(
              '4 live sessions of 90 minutes a week, Monday to Thursday, 17:00–18:30 Italian time',
              'Max 6 students per group',
              'Levels A1 to B2',
              'New groups start on the first Monday of every month',
              'All materials in PDF, included in the price',
            ),
            p('**€120 per week · €440 for 4 weeks**'),
          ),
        ],
        [
          h2('One-to-one online'),
          text(
            p(
              '€36 per 50-minute lesson, or a package of 10 lessons for €340. Any level, any time between 8:00 and 21:00 Italian time.',
            ),
          ),
        ],
      ),
      strip('Online FAQ', [
        h2('Good to know'),
        text(
          p(
            'You need a computer or tablet with a camera and a stable connection. Phones are too small for the exercises.',
          ),
          p('Sessions are not recorded, out of respect for the privacy of the group.'),
        ),
        button('Enrol now', DANTE_ENROL),
      ]),
    ].join('\n'),
  },
  {
    path: '/courses/exam-preparation',
    lang: 'en',
    title: 'CILS and CELI exam preparation',
    description:
      'Prepare for the CILS and CELI certificates of Italian in Bologna. Official CILS exam centre with two sessions a year.',
    body: [
      strip('Exam preparation', [
        h1('CILS &amp; CELI exam preparation'),
        text(
          p(
            'An official certificate of Italian can open the door to an Italian university, a job or Italian citizenship (for citizenship you need level B1). We prepare you for both main certificates: **CILS** of the University for Foreigners of Siena and **CELI** of the University for Foreigners of Perugia.',
          ),
        ),
      ]),
      strip(
        'Exam course',
        [
          h2('The 4-week exam course'),
          text(
            ul(
              'The Standard group course in the morning (20 lessons a week)',
              '6 exam-practice lessons a week: Monday, Wednesday and Friday, 13:30–15:10',
              'Mock exams every Friday, marked by our examiners',
              'From level B1; you will do the placement test first',
            ),
            p('**Price: €1,180 for 4 weeks** (the exam fee is not included)'),
          ),
        ],
        [
          h2('CILS exams at our school'),
          text(
            p('We are an official CILS exam centre. Sessions at Scuola Dante Bologna in 2027:'),
            ul(
              '**Thursday 3 June 2027** – register by 22 April 2027',
              '**Thursday 2 December 2027** – register by 21 October 2027',
            ),
            p(
              'Results are published by the University about 12 weeks after the exam; we send you the certificate by post.',
            ),
            p(
              '**CELI:** we prepare you for it, but we are not a CELI exam centre, so you register for the exam directly with a CELI centre.',
            ),
          ),
        ],
      ),
      strip('CILS fees', [
        h2('CILS exam fees 2027'),
        grid(
          ['Level', 'Exam fee'],
          [
            ['CILS A1', '€80'],
            ['CILS A2', '€90'],
            ['CILS UNO – B1', '€110'],
            ['CILS B1 Cittadinanza', '€120'],
            ['CILS DUE – B2', '€130'],
            ['CILS TRE – C1', '€165'],
            ['CILS QUATTRO – C2', '€185'],
          ],
          'Exam fees are set by the University for Foreigners of Siena and paid to us when you register.',
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/courses/culture-and-cooking',
    lang: 'en',
    title: 'Culture & Cooking add-on',
    description:
      'Fresh pasta with a Bolognese sfoglina and a food walk through the Quadrilatero market: two afternoons a week on top of your group course.',
    body: [
      strip('Culture and Cooking', [
        h1('Culture &amp; Cooking'),
        text(
          p(
            'Bologna is called “la grassa”, the fat one, for a reason. Add two afternoons a week to any group course and learn the words, the gestures and the recipes of the best food city in Italy.',
          ),
        ),
      ]),
      strip(
        'Programme',
        [
          h3('Tuesday · 15:30–18:30'),
          text(
            p(
              '**Fresh pasta class** at the Bottega della Sfoglia, 10 minutes’ walk from the school, with Rosanna, who has rolled sfoglia by hand for forty years: tagliatelle, tortellini, tortelloni. You eat what you make, with a glass of Lambrusco.',
            ),
          ),
        ],
        [
          h3('Thursday · 15:00–17:00'),
          text(
            p(
              '**Food walk** through the Quadrilatero, the old market streets behind Piazza Maggiore, with one of our teachers: mortadella, Parmigiano Reggiano, balsamic vinegar and how to order them in Italian.',
            ),
          ),
        ],
      ),
      strip('Culture and Cooking facts', [
        fact('Price', '€140 per week'),
        fact('Group', 'Minimum 4, maximum 12 participants'),
        fact('Who', 'Students of any group course, any level'),
        fact('When', 'All year, except in August and during the Christmas closure'),
        fact(
          'Food',
          'Vegetarian versions of every recipe on request. Not suitable for coeliacs: the lab is full of flour.',
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/juniors-summer-camp',
    lang: 'en',
    title: 'Juniors summer camp (14–17)',
    description:
      'Italian summer camp in Bologna for teenagers aged 14 to 17, in July: lessons, activities, excursions and full board in a supervised residence.',
    body: [
      strip('Juniors summer camp', [
        h1('Juniors summer camp · ages 14–17'),
        text(
          p(
            'Every July our school fills with teenagers from all over the world. Mornings in class, afternoons exploring Bologna, evenings together in the residence, always with our team of leaders.',
          ),
          p(
            '**The camp runs in July only.** During the rest of the year our courses are for adults from 16.',
          ),
        ),
      ]),
      strip('Sessions 2027', [
        h2('Sessions 2027'),
        grid(
          ['Session', 'Arrival (Sunday)', 'Departure (Saturday)'],
          [
            ['Session 1', '4 July 2027', '17 July 2027'],
            ['Session 2', '18 July 2027', '31 July 2027'],
          ],
          'You can book one session (2 weeks) or both (4 weeks).',
        ),
      ]),
      strip('Juniors prices', [
        h2('Prices'),
        grid(
          ['', 'Price'],
          [
            ['2 weeks, all inclusive', '€1,390'],
            ['4 weeks, all inclusive', '€2,690'],
          ],
        ),
        text(
          p('**Included:**'),
          ul(
            '20 lessons of Italian a week in classes of 14 students at most',
            'Full board in twin rooms at the Residenza San Luca, 15 minutes’ walk from the school',
            'Afternoon activities every day and an evening programme',
            'Two full-day excursions per session, to Florence and to Verona',
            'Transfer from Bologna airport on the arrival Sunday, between 9:00 and 19:00',
            '24-hour supervision: one leader for every 10 students',
          ),
          p(
            'Juniors always stay in the residence, never with host families. Curfew is 22:00, lights out at 22:30. A deposit of €400 is due at booking.',
          ),
        ),
        button('Enrol now', DANTE_ENROL),
      ]),
    ].join('\n'),
  },
  {
    path: '/prices',
    lang: 'en',
    title: 'Prices 2026/27',
    description:
      'Course prices of Scuola Dante Bologna for 2026/27: group courses by the week, one-to-one, evening and online courses, fees and discounts.',
    alternate: '/it/prezzi',
    body: [
      strip('Prices intro', [
        h1('Prices 2026/27'),
        text(
          p(
            'Valid for courses starting from 7 September 2026. Course prices include lessons, materials handed out in class, the placement test, the certificate of attendance and the free activities programme.',
          ),
        ),
      ]),
      strip('Group course prices', [
        h2('Group courses'),
        grid(
          ['Course', '1 week', '2 weeks', '3 weeks', '4 weeks', 'Each extra week'],
          [
            ['Standard · 20 lessons/week', '€230', '€450', '€660', '€860', '€205'],
            ['Intensive · 30 lessons/week', '€330', '€640', '€940', '€1,220', '€295'],
            ['Combi 20+5 · 20 group + 5 one-to-one', '€430', '€850', '€1,260', '€1,660', '€405'],
          ],
          'High season (courses running between 1 June and 31 August): + €20 per week on group courses.',
        ),
      ]),
      strip('Other course prices', [
        h2('Other courses'),
        grid(
          ['Course', 'Price'],
          [
            ['One-to-one, per lesson', '€42'],
            ['One-to-one, 10 lessons', '€400'],
            ['Evening course, 10-week term', '€390'],
            ['Online group, per week', '€120'],
            ['CILS/CELI exam course, 4 weeks', '€1,180'],
            ['Culture &amp; Cooking add-on, per week', '€140'],
            ['Juniors summer camp, 2 weeks', '€1,390'],
          ],
        ),
      ]),
      strip('Fees', [
        h2('Fees and extras'),
        grid(
          ['', ''],
          [
            ['Enrolment fee (once, all courses except the evening course)', '€60'],
            ['Course book, per level', '€35'],
            ['Accommodation booking fee', '€50'],
            ['Airport transfer (Bologna airport), each way', '€45'],
            ['Station transfer (Bologna Centrale), each way', '€30'],
            ['Enrolment letter for visa, sent by courier', '€60'],
          ],
        ),
      ]),
      strip('Discounts', [
        h2('Long stays'),
        text(
          p(
            '**12 weeks or more: 10% off the course price.** The discount applies to group and Combi courses, not to fees, accommodation or one-to-one packages, and cannot be combined with other offers.',
          ),
          p('For accommodation prices see <a href="/accommodation">Accommodation</a>.'),
        ),
        button('Enrol now', DANTE_ENROL),
      ]),
    ].join('\n'),
  },
  {
    path: '/accommodation',
    lang: 'en',
    title: 'Accommodation in Bologna',
    description:
      'Host families with half board, rooms in shared student flats and studios in Bologna, booked by Scuola Dante Bologna, and airport transfers.',
    alternate: '/it/alloggi',
    body: [
      strip('Accommodation intro', [
        h1('Accommodation'),
        text(
          p(
            'Finding a room in Bologna is not easy, even for Italians: let us do it for you. We have worked with the same families and landlords for years and we visit every home ourselves.',
          ),
        ),
      ]),
      strip(
        'Accommodation types',
        [
          h2('Host family'),
          text(
            p(
              'The best way to practise your Italian every day. A single room in the home of a Bolognese family or a single host, 20 to 35 minutes from the school by bus. Half board means breakfast and dinner every day; bed linen and towels are provided, and your host does your laundry once a week.',
            ),
            p('Minimum age: 16. Students under 18 must stay with a host family.'),
          ),
        ],
        [
          h2('Shared flat'),
          text(
            p(
              'A single room in a flat shared with other students of the school, with a shared kitchen and bathroom and wifi, 10 to 25 minutes’ walk from the school. Bed linen is provided, towels are not.',
            ),
            p('Minimum age: 18. A security deposit of €150 is paid on arrival and returned when you leave.'),
          ),
        ],
        [
          h2('Studio'),
          text(
            p(
              'A small private apartment with kitchenette and bathroom, in the Saragozza or Santo Stefano area. Minimum stay 2 weeks, minimum age 21.',
            ),
          ),
        ],
      ),
      strip('Accommodation prices', [
        h2('Prices per person'),
        grid(
          ['Accommodation', 'Per week', 'Extra night'],
          [
            ['Host family, single room, half board', '€265', '€42'],
            ['Host family, single room, breakfast only', '€205', '€33'],
            [
              'Host family, double room, half board (2 people travelling together), per person',
              '€225',
              '€36',
            ],
            ['Shared flat, single room', '€195', '€30'],
            ['Shared flat, double room, per person', '€150', '€24'],
            ['Studio', '€480', '€75'],
          ],
          'Plus the accommodation booking fee of €50. A week runs from Sunday to Saturday.',
        ),
      ]),
      strip('Arrival', [
        h2('Arrival and departure'),
        text(
          p(
            'Accommodation is booked from the **Sunday before your course starts** to the **Saturday after it ends**. Flats: check-in on Sunday between 14:00 and 20:00. Host families: tell us your arrival time; if you arrive after 22:00 your family must know in advance.',
          ),
        ),
        h2('Transfers'),
        text(
          p(
            'We can meet you at Bologna airport (Guglielmo Marconi) for **€45 each way** or at Bologna Centrale station for **€30 each way**, and take you to your accommodation by taxi. Book the transfer at least 7 days before you arrive.',
          ),
          p('We do not organise transfers from other airports (Florence, Pisa, Milan).'),
          p(
            'For problems with your accommodation outside office hours, call our emergency number: **+39 348 602 1157**.',
          ),
        ),
      ]),
    ].join('\n'),
  },
];
