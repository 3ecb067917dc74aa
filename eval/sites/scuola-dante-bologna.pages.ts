import {
  accordion,
  box,
  button,
  DANTE_EMAIL,
  DANTE_ENROL,
  DANTE_PHONE,
  DANTE_PHONE_HREF,
  DANTE_WHATSAPP,
  DANTE_WHATSAPP_HREF,
  type DantePage,
  gap,
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

/**
 * A Bookla booking calendar pasted into the page as an HTML snippet: its two wrapper `<div>`s and its
 * "Powered by" paragraph are never closed, so the first-day details and the certificates that follow sit
 * inside the widget's container.
 */
const booklaWidget = `<div class="bookla-embed" data-bookla-company="scuola-dante-bologna" data-bookla-service="placement-call" data-bookla-lang="en">
<div class="bookla-embed__inner" style="min-height:620px;width:100%">
<iframe src="https://book.bookla.example/scuola-dante-bologna/placement-call?embed=1&amp;lang=en" width="100%" height="620" frameborder="0" scrolling="no" title="Book a placement call"></iframe>
<script src="https://book.bookla.example/embed/v2/bookla-embed.min.js" async></script>
<p class="bookla-powered">Online scheduling by <a href="https://bookla.example/?ref=embed" target="_blank">Bookla</a>`;

const faqItems: [string, string[]][] = [
  [
    'How old do I have to be?',
    [
      'Our courses are for adults: the minimum age is 16. Teenagers from 14 to 17 can come to our <a href="/juniors-summer-camp">Juniors summer camp</a> in July. There is no maximum age: our oldest student so far was 87.',
    ],
  ],
  [
    'I studied with you last year. Do I pay the enrolment fee again?',
    [
      'No. Returning students who come back within 24 months of their last course do not pay the enrolment fee again.',
    ],
  ],
  [
    'Can I switch from the Standard to the Intensive course once I’m there?',
    [
      'Yes, from the following Monday, if there is room in an afternoon group. You just pay the difference at reception.',
    ],
  ],
  [
    'Is there wifi at the school?',
    [
      'Yes, free wifi in every classroom and in the student lounge. The network is “Dante-Studenti”; you get the password with your welcome pack on the first day.',
    ],
  ],
  [
    'Do you have a library?',
    [
      'Our library has about 3,000 books, graded readers, comics and DVDs. It is open Monday to Friday, 13:00–17:30. Enrolled students can borrow up to 3 items at a time for one week, free of charge.',
    ],
  ],
  [
    'I left my scarf in the classroom. What happens to lost property?',
    [
      'Everything found in the school is kept at reception for 30 days. After that it goes to the Caritas charity shop in Via del Pratello.',
    ],
  ],
  [
    'Are lessons on public holidays made up?',
    [
      'No. Lessons that fall on a public holiday are not made up and not refunded. In those weeks courses start on the next lesson day. You can see all the holidays on <a href="/dates-and-holidays">Dates &amp; holidays</a>.',
    ],
  ],
  [
    'Can I get university credits (ECTS) for the course?',
    [
      'We cannot award ECTS credits ourselves. Your certificate of attendance states your level and the number of lessons, and many universities recognise it: ask your home university before you come.',
    ],
  ],
  ['Can I bring my dog to school?', ['Sorry, no pets in the school, with the exception of assistance dogs.']],
  [
    'Is there somewhere to eat my lunch?',
    [
      'Yes: the student lounge on the second floor has a fridge, a microwave and a coffee machine. There are also plenty of cheap places for lunch around the school: ask us for our list.',
    ],
  ],
  [
    'Do you help with finding work in Bologna?',
    [
      'We are a language school, not an agency, so we do not find jobs for students. But our evening course is full of people who work here, and our notice board often has offers for babysitting and tutoring.',
    ],
  ],
  [
    'Can I smoke at the school?',
    ['Smoking (including e-cigarettes) is not allowed anywhere in the building or in the courtyard.'],
  ],
];

/** Home, info pages, FAQ, directions, contact, about and the enrolment form: English only except home and directions. */
export const danteInfoPages: DantePage[] = [
  {
    path: '/',
    lang: 'en',
    title: 'Learn Italian in Bologna',
    description:
      'Scuola Dante Bologna: Italian courses for foreigners in the centre of Bologna since 1998. Small classes, native teachers, start every Monday.',
    alternate: '/it',
    body: [
      strip('Hero', [
        image('hero-porticoes.jpg', 'Students walking under the porticoes of Bologna'),
        h1('Learn Italian in the heart of Bologna'),
        text(
          p(
            'Small classes, passionate native teachers and a city that lives in Italian. Since 1998 more than 30,000 students from over 90 countries have learnt Italian with us, a few steps from Piazza Maggiore.',
          ),
        ),
        button('Find your course', '/courses'),
        button('Enrol now', DANTE_ENROL),
      ]),
      strip(
        'Why us',
        [h3('Small classes'), text(p('Never more than 10 students in a class, 6 on average.'))],
        [
          h3('Start any Monday'),
          text(p('If you already speak some Italian, you can start any Monday of the year.')),
        ],
        [
          h3('Qualified teachers'),
          text(
            p(
              'All our teachers are native speakers with a specialisation in teaching Italian to foreigners.',
            ),
          ),
        ],
        [h3('Real Bologna'), text(p('Free activities every afternoon: walks, films, aperitivo, tandem.'))],
      ),
      strip('Popular courses', [
        h2('Our most popular courses'),
        grid(
          ['Course', 'Lessons', 'From'],
          [
            ['Standard group course', '20 per week', '€230 / week'],
            ['Intensive group course', '30 per week', '€330 / week'],
            ['One-to-one', 'as you like', '€42 / lesson'],
            ['Italian online', '4 × 90 min per week', '€120 / week'],
          ],
        ),
        button('All prices', '/prices'),
      ]),
      strip('Beginners', [
        h2('Complete beginner?'),
        text(
          p(
            'Absolute beginners start on set dates, so that the whole class starts from zero together. **Next beginners’ course: Monday 7 December 2026.** All dates are on <a href="/dates-and-holidays">Dates &amp; holidays</a>.',
          ),
        ),
      ]),
      strip('Testimonials', [
        h2('What our students say'),
        text(
          p(
            '“Four weeks, and I ordered my tortellini without switching to English. The teachers are wonderful.” – Hannah, Germany',
          ),
          p(
            '“The host family fed me like a king and corrected my subjunctive at dinner.” – Tomás, Argentina',
          ),
        ),
      ]),
      strip('From the blog', [
        h2('From our blog'),
        text(
          p(
            '<a href="/post/christmas-2026-closure-and-2027-beginners-dates">Christmas 2026: closure dates and beginners’ dates for 2027</a>',
          ),
          p('<a href="/post/new-culture-and-cooking-afternoons">New: Culture &amp; Cooking afternoons</a>'),
        ),
        button('All posts', '/blog'),
      ]),
    ].join('\n'),
  },
  {
    path: '/levels-and-placement-test',
    lang: 'en',
    title: 'Levels & placement test',
    description:
      'The six CEFR levels from A1 to C2, how long each level takes, the online placement test, your first day and your certificate.',
    body: [
      strip('Levels', [
        h1('Levels &amp; placement test'),
        text(
          p(
            'We teach all six levels of the Common European Framework of Reference (CEFR). How long a level takes depends on you, but this is what most of our students need on the Standard course:',
          ),
        ),
        grid(
          ['Level', 'You can…', 'Typical time (Standard course)'],
          [
            ['A1 · Beginner', 'introduce yourself, order in a bar, ask the way', '6 weeks'],
            ['A2 · Elementary', 'talk about your day and your past, shop, rent a room', '6 weeks'],
            ['B1 · Intermediate', 'deal with most situations when travelling, tell a story', '8 weeks'],
            ['B2 · Upper intermediate', 'follow a film, argue your opinion, work in Italian', '10 weeks'],
            ['C1 · Advanced', 'read a novel, write a report, study at an Italian university', '12 weeks'],
            ['C2 · Proficiency', 'almost like a native speaker', 'one-to-one only'],
          ],
        ),
      ]),
      strip('Placement test', [
        h2('The placement test'),
        text(
          p(
            'After you enrol we send you a link to our online placement test: 40 multiple-choice questions and a short piece of writing, about 30 minutes. Please do it at least 3 days before you arrive. If you have never studied Italian, skip it: you will join a beginners’ class.',
          ),
        ),
      ]),
      strip('Book a call', [
        h2('Not sure about your level?'),
        text(p('Book a free 15-minute video call with our Director of Studies, Elena.')),
        booklaWidget,
        h2('Your first day'),
        text(
          p(
            'On your first Monday please come to the school at **8:15** for the welcome meeting and a short oral interview with a teacher. Your first lesson starts at 10:55 that day. Absolute beginners don’t need the interview: come at 9:00 and go straight to class.',
          ),
          p('Bring your passport or ID card and the booking confirmation.'),
        ),
        h2('Certificates'),
        text(
          p(
            'On the last Friday of your course you receive a certificate of attendance stating your CEFR level and the number of lessons, if you have attended at least 80% of the lessons. It is not an official exam: for that, see <a href="/courses/exam-preparation">CILS &amp; CELI</a>. A duplicate certificate costs €15.',
          ),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/dates-and-holidays',
    lang: 'en',
    title: 'Dates & holidays 2026/27',
    description:
      'Start dates for beginners, evening course terms, public holidays and school closures of Scuola Dante Bologna in 2026 and 2027.',
    body: [
      strip('Start dates', [
        h1('Dates &amp; holidays'),
        h2('When can I start?'),
        text(
          p(
            '**Students with some Italian (A1 with some knowledge to C1): every Monday of the year**, except during our closures.',
          ),
          p('**Absolute beginners** start on these dates only:'),
        ),
        grid(
          ['Beginners’ start dates', ''],
          [
            ['2026', 'Monday 7 December'],
            ['2027', 'Monday 11 January'],
            ['', 'Monday 1 February'],
            ['', 'Monday 1 March'],
            ['', 'Monday 5 April'],
            ['', 'Monday 3 May'],
            ['', 'Monday 7 June'],
            ['', 'Monday 5 July'],
            ['', 'Monday 2 August'],
            ['', 'Monday 6 September'],
            ['', 'Tuesday 5 October'],
            ['', 'Tuesday 2 November'],
            ['', 'Monday 6 December'],
          ],
          'One-to-one lessons can start on any weekday. Evening course terms: see <a href="/courses/evening-course">Evening course</a>.',
        ),
      ]),
      strip('Closures', [
        h2('School closures and public holidays'),
        text(p('The school is closed and there are no lessons on these days:')),
        grid(
          ['Date', 'Holiday'],
          [
            ['Tuesday 8 December 2026', 'Immaculate Conception'],
            ['Saturday 19 December 2026 – Sunday 3 January 2027', 'Christmas closure'],
            ['Wednesday 6 January 2027', 'Epiphany'],
            ['Monday 29 March 2027', 'Easter Monday'],
            ['Wednesday 2 June 2027', 'Republic Day'],
            ['Monday 16 – Friday 20 August 2027', 'Summer closure (Ferragosto week)'],
            ['Monday 4 October 2027', 'San Petronio, patron saint of Bologna'],
            ['Monday 1 November 2027', 'All Saints’ Day'],
            ['Wednesday 8 December 2027', 'Immaculate Conception'],
          ],
          'In 2027 Liberation Day (25 April) falls on a Sunday and Labour Day (1 May) on a Saturday.',
        ),
        text(
          p(
            'Lessons that fall on these days are not made up. In the weeks of San Petronio and All Saints’ Day new courses start on Tuesday.',
          ),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/student-life',
    lang: 'en',
    title: 'Student life & free activities',
    description:
      'The free weekly activities programme of Scuola Dante Bologna and the Saturday excursions to Florence, Ravenna and Modena.',
    body: [
      strip('Student life', [
        h1('Student life'),
        text(
          p(
            'Italian doesn’t stop at 12:35. Every week our teachers run a free programme of activities for all students: the best way to make friends and to use what you learnt in class.',
          ),
        ),
      ]),
      strip('Weekly programme', [
        h2('Free weekly programme'),
        grid(
          ['Day', 'Time', 'Activity', 'Meeting point'],
          [
            ['Monday', '18:30', 'Welcome aperitivo (your first drink is on us)', 'School courtyard'],
            ['Tuesday', '15:30', 'Walking tour: hidden Bologna, porticoes and canals', 'School entrance'],
            ['Wednesday', '17:30', 'Tandem: conversation with Italian university students', 'Student lounge'],
            ['Thursday', '18:00', 'Film club: Italian films with Italian subtitles', 'Aula Dante'],
            [
              'Friday',
              '15:00',
              'Museum or gallery visit with a teacher (entrance ticket not included)',
              'School entrance',
            ],
          ],
          'The programme is free for all students enrolled in a course that week. Sign up on the sheet at reception by 12:00 on the day.',
        ),
      ]),
      strip('Excursions', [
        h2('Saturday excursions'),
        text(
          p(
            'Once or twice a month we organise a day trip on Saturday, by train, with a teacher as your guide. Book and pay at reception by Thursday at 13:00; trips run with at least 6 participants.',
          ),
        ),
        grid(
          ['Excursion', 'Price'],
          [
            ['Florence: the Duomo, the Ponte Vecchio and the Uffizi from outside', '€58'],
            ['Ravenna: the Byzantine mosaics', '€49'],
            ['Modena: a Parmigiano Reggiano dairy and a balsamic vinegar cellar', '€65'],
          ],
          'Prices include train tickets, guide and entrance fees.',
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/visa-and-practical-info',
    lang: 'en',
    title: 'Visa & practical info',
    description:
      'Study visa and enrolment letter, residence permit, health insurance and other practical information for students coming to Bologna.',
    body: [
      strip('Visa', [
        h1('Visa &amp; practical information'),
        h2('Do I need a visa?'),
        text(
          p(
            'Citizens of the European Union do not need a visa. Many other nationalities can stay in Italy for up to 90 days without a visa: check with the Italian embassy or consulate in your country.',
          ),
          p(
            'For courses longer than 90 days non-EU students need a **study visa**. To apply, you must book a course of at least 20 lessons a week for the whole stay.',
          ),
        ),
        h2('The enrolment letter'),
        text(
          p(
            'The embassy will ask for our enrolment letter. We issue it once we have received full payment of the course. We email it to you as a PDF within 2 working days; if your embassy wants the original, we send it by courier (€60).',
          ),
          p(
            'If your visa is refused, you can get your money back: see point 5 of our <a href="/terms-and-conditions">Terms &amp; Conditions</a>.',
          ),
        ),
      ]),
      strip('Residence permit', [
        h2('Residence permit'),
        text(
          p(
            'If you stay more than 90 days you must apply for a residence permit (permesso di soggiorno) within 8 days of your arrival. Our office helps you fill in the forms, free of charge.',
          ),
        ),
      ]),
      strip('Practical', [
        h2('Good to know'),
        text(
          ul(
            '**Health insurance:** EU students should bring their European Health Insurance Card (EHIC). Everybody else needs travel health insurance for the whole stay.',
            '**Codice fiscale:** you need an Italian tax code for a phone contract or a gym. We can help you request it at the tax office.',
            '**Money:** cards are accepted almost everywhere, but some small bars and markets still prefer cash.',
            '**Buses:** buy tickets at tobacconists or pay on board with a contactless card.',
          ),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/faq',
    lang: 'en',
    title: 'FAQ',
    description: 'Frequently asked questions about studying Italian at Scuola Dante Bologna.',
    body: [
      strip('FAQ', [
        h1('Frequently asked questions'),
        text(
          p('Can’t find your answer? Write to us on WhatsApp or by email, we reply within one working day.'),
        ),
        accordion(faqItems),
      ]),
    ].join('\n'),
  },
  {
    path: '/getting-here',
    lang: 'en',
    title: 'Getting here',
    description:
      'How to reach Scuola Dante Bologna from Bologna Centrale station and Bologna airport, and accessibility of the school.',
    alternate: '/it/dove-siamo',
    body: [
      strip(
        'Where we are',
        [
          h1('Getting here'),
          text(
            p(
              'The school is in Palazzo Tessitori, a 16th-century palazzo in a quiet lane between Piazza Maggiore and the Two Towers. Ring “Scuola Dante” at the big green door and come up to the second floor.',
            ),
            p('**Vicolo dei Tessitori 7, 40125 Bologna**'),
          ),
        ],
        [
          `<div id="comp-map01" class="comp-map01 wixui-google-map" title="Google Maps"><iframe title="Google Maps" aria-label="Google Maps" src="https://maps.example/embed?q=Vicolo+dei+Tessitori+7+Bologna&amp;z=16" width="100%" height="360" loading="lazy" allowfullscreen></iframe></div>`,
        ],
      ),
      strip(
        'Directions',
        [
          h2('From Bologna Centrale station'),
          text(
            p(
              'On foot: about 20 minutes straight down Via dell’Indipendenza, then left after Via Rizzoli. By bus: lines 11, 25 or 27 to the “Rizzoli” stop, then 3 minutes on foot.',
            ),
          ),
        ],
        [
          h2('From Bologna airport'),
          text(
            p(
              'Take the Marconi Express monorail to Bologna Centrale (about 8 minutes, every 7 minutes from 5:40 to midnight), then follow the directions from the station. Or book our transfer, which takes you straight to your accommodation.',
            ),
          ),
        ],
      ),
      strip('Accessibility', [
        h2('Accessibility'),
        text(
          p(
            'Palazzo Tessitori is a historic building and **there is no lift**: the school is on the second floor, 42 steps up. On the ground floor we have one classroom, the Aula Portico, and a step-free toilet. If you cannot manage the stairs, tell us when you book and your class will be held in the Aula Portico.',
          ),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/contact',
    lang: 'en',
    title: 'Contact',
    description: 'Contact Scuola Dante Bologna by phone, WhatsApp, email or with our form.',
    body: [
      strip(
        'Contact',
        [
          h1('Contact us'),
          text(
            p(`Phone: <a href="${DANTE_PHONE_HREF}">${DANTE_PHONE}</a>`),
            p(`WhatsApp: <a href="${DANTE_WHATSAPP_HREF}">${DANTE_WHATSAPP}</a> (messages only, no calls)`),
            p(`Email: <a href="mailto:${DANTE_EMAIL}">${DANTE_EMAIL}</a>`),
            gap(),
            p('We reply to emails and WhatsApp messages within one working day.'),
            p('**Emergencies outside office hours** (enrolled students only): +39 348 602 1157'),
          ),
        ],
        [
          `<div id="comp-form01" class="comp-form01 wixui-form"><form class="Xk3Nn0" aria-label="Contact form"><div class="fld"><label for="cf-name">Name *</label><input id="cf-name" type="text" required></div><div class="fld"><label for="cf-email">Email *</label><input id="cf-email" type="email" required></div><div class="fld"><label for="cf-country">Country</label><input id="cf-country" type="text"></div><div class="fld"><label for="cf-course">Which course are you interested in?</label><select id="cf-course"><option>Standard</option><option>Intensive</option><option>Combi 20+5</option><option>One-to-one</option><option>Evening course</option><option>Online</option><option>Exam preparation</option><option>Juniors summer camp</option></select></div><div class="fld"><label for="cf-msg">Message</label><textarea id="cf-msg" rows="5"></textarea></div><button type="submit" class="uUxqWY"><span class="M3I7Z2">Send</span></button></form></div>`,
        ],
      ),
    ].join('\n'),
  },
  {
    path: '/about-us',
    lang: 'en',
    title: 'About us',
    description: 'The story of Scuola Dante Bologna, our teachers and our school in Palazzo Tessitori.',
    body: [
      strip('About', [
        h1('About us'),
        text(
          p(
            'Scuola Dante Bologna was founded in 1998 by Marta Lambertini, a teacher of Italian who had spent ten years teaching abroad and wanted to bring her students to the city she loved. The first year we had two classrooms and 140 students; today we welcome about 1,600 students a year from more than 60 countries.',
          ),
          p(
            'Our 14 teachers are all native speakers with a degree and a specialisation in teaching Italian as a foreign language (DITALS or CEDILS). Our Director of Studies is Elena Cavazza.',
          ),
          p(
            'The school occupies the second floor of Palazzo Tessitori: 9 classrooms with frescoed ceilings, a student lounge, a library and a terrace looking towards the Asinelli tower.',
          ),
        ),
      ]),
      strip('Team', [
        h2('Our team'),
        box(
          text(p('**Marta Lambertini** – founder and director')),
          text(p('**Elena Cavazza** – Director of Studies')),
          text(p('**Giulia Rossetti** – accommodation and student services')),
          text(p('**Davide Bonfiglioli** – activities and excursions')),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/enrol',
    lang: 'en',
    title: 'Enrol',
    description: 'Enrolment form for courses at Scuola Dante Bologna.',
    unlisted: true,
    body: [
      strip('Enrol', [
        h1('Enrolment form'),
        text(
          p(
            'Fill in the form and we will send you a confirmation with the total and the bank details for the deposit within one working day. Your place is confirmed when we receive the deposit.',
          ),
        ),
        `<div id="comp-form02" class="comp-form02 wixui-form"><form class="Xk3Nn0" aria-label="Enrolment form"><div class="fld"><label for="ef-first">First name *</label><input id="ef-first" type="text" required></div><div class="fld"><label for="ef-last">Last name *</label><input id="ef-last" type="text" required></div><div class="fld"><label for="ef-birth">Date of birth *</label><input id="ef-birth" type="date" required></div><div class="fld"><label for="ef-nat">Nationality *</label><input id="ef-nat" type="text" required></div><div class="fld"><label for="ef-course">Course *</label><select id="ef-course"><option>Standard (20)</option><option>Intensive (30)</option><option>Combi 20+5</option><option>One-to-one</option><option>Evening course</option><option>Online group</option><option>Exam preparation</option><option>Juniors summer camp</option></select></div><div class="fld"><label for="ef-start">Start date *</label><input id="ef-start" type="date" required></div><div class="fld"><label for="ef-weeks">Number of weeks *</label><input id="ef-weeks" type="number" min="1" required></div><div class="fld"><label for="ef-acc">Accommodation</label><select id="ef-acc"><option>No accommodation</option><option>Host family, half board</option><option>Host family, breakfast only</option><option>Shared flat</option><option>Studio</option></select></div><div class="fld"><label for="ef-transfer">Transfer</label><select id="ef-transfer"><option>No</option><option>From Bologna airport</option><option>From Bologna Centrale</option></select></div><div class="fld"><label><input type="checkbox" required> I have read and accept the <a href="/terms-and-conditions">Terms &amp; Conditions</a></label></div><button type="submit" class="uUxqWY"><span class="M3I7Z2">Send enrolment</span></button></form></div>`,
      ]),
    ].join('\n'),
  },
];
