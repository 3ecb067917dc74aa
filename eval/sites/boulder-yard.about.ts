import {
  BOULDER_EMAIL,
  BOULDER_PHONE,
  type BoulderPage,
  buttons,
  columns,
  details,
  group,
  h2,
  h3,
  image,
  list,
  p,
  panel,
  table,
} from './boulder-yard.layout.ts';

type Person = [name: string, role: string, photo: string, bio: string];

const team: Person[] = [
  [
    'Jo Pickering',
    'Founder &amp; Director',
    'jo-pickering.jpg',
    'Jo started climbing on Yorkshire gritstone at 14 and spent ten years setting and coaching at walls around the north before opening Boulder Yard in 2017, in what was left of an old dye works on the canal.',
  ],
  [
    'Dan Okafor',
    'Head Route Setter',
    'dan-okafor.jpg',
    'Dan leads our setting team and plans every Tuesday reset of the Cave. He has set for national bouldering competitions and is the reason the Comp Wall is the way it is. Sorry.',
  ],
  [
    'Mei Chen',
    'Head Coach',
    'mei-chen.jpg',
    'Mei runs Yard Kids and the Learn to Boulder courses. She holds the Climbing Wall Development Instructor award and has coached the Yorkshire youth squad.',
  ],
  [
    'Giulia Ferraro',
    'Coach &amp; Duty Manager',
    'giulia-ferraro.jpg',
    'Originally from Bologna, Giulia came to Leeds for a PhD in geology and never left. She coaches our technique clinics and is usually the one on the desk on weekday evenings.',
  ],
  [
    'Sam Hargreaves',
    'Café Manager',
    'sam-hargreaves.jpg',
    'Sam runs The Mezz, bakes the flapjacks and will talk to you about coffee for as long as you let him.',
  ],
  [
    'Priya Nair',
    'Parties &amp; Groups Coordinator',
    'priya-nair.jpg',
    'Priya looks after birthday parties, school groups and corporate bookings, and somehow keeps sixteen seven-year-olds in the party room at once.',
  ],
];

/** The team, the FAQ and the page for Italian students of the University of Leeds. */
export const boulderAbout: BoulderPage[] = [
  {
    path: '/team',
    id: 38,
    title: 'Meet the Team',
    description: 'The people behind Boulder Yard: founders, route setters, coaches and café crew.',
    body: `${group(
      p(
        'Boulder Yard is independent and climber-run. Here are some of the faces you&#8217;ll see on the desk, on the mats and behind the coffee machine.',
      ),
    )}
${[0, 3]
  .map((start) =>
    columns(
      ...team
        .slice(start, start + 3)
        .map(
          ([name, role, photo, bio]) =>
            `${image(photo, name, '2024/11')}${h3(name)}${p(role, 'has-small-font-size by-role')}${p(bio)}`,
        ),
    ),
  )
  .join('\n')}
${panel(
  h2('Our setting team'),
  p(
    'Dan is joined by Ruth, Kieran and guest setters from around the country. We reset one area every week, so every problem in the centre is new at least once every five weeks.',
  ),
)}`,
  },
  {
    path: '/faq',
    id: 40,
    title: 'FAQ',
    description:
      'Frequently asked questions about climbing at Boulder Yard: booking, inductions, ages, lead climbing, payment, food, lockers and memberships.',
    body: `${group(
      h2('Your first visit'),
      details(
        'Do I need any experience?',
        p(
          'None at all. Bouldering is climbing on short walls without ropes, over thick mats. Our problems start at very easy, and our free induction shows you everything you need to know.',
        ),
      ),
      details(
        'Do I need to book?',
        p(
          'You don&#8217;t need to book to climb, and you don&#8217;t need to book your induction: just turn up. Courses, clinics, Yard Kids and birthday parties must be booked in advance.',
        ),
      ),
      details(
        'How long is the induction?',
        p(
          'About 15 minutes. Inductions start every half hour. Please sign the online waiver before you come: see <a href="/first-visit">your first visit</a>.',
        ),
      ),
      details(
        'Is there a minimum age? Can children climb on their own?',
        p(
          'Children can climb from age 5 with a supervising adult, and under 5s climb free on the Kids&#8217; Wall with a paying adult. Climbers aged 16 and over can climb on their own. Under 16s must be supervised by an inducted adult at all times (one adult for up to two under-16s).',
        ),
      ),
      details(
        'Can I use my own shoes?',
        p('Yes, as long as they are clean climbing shoes. Shoe hire at the desk is £4.'),
      ),
      h2('The centre'),
      details(
        'Do you have lead climbing or top ropes?',
        p(
          'No: we&#8217;re bouldering only, so there&#8217;s no lead climbing, top-roping or auto-belays. The walls are up to 4.5 metres high over deep matting.',
        ),
      ),
      details(
        'Why is the Cave closed?',
        p(
          'The Cave is closed every Tuesday from 10:00 to 14:00 for route setting. The rest of the centre stays open.',
        ),
      ),
      details(
        'Are there lockers?',
        p(
          'Yes, next to the changing rooms. They take a £1 coin, which you get back. The desk is card only, so please bring a coin with you.',
        ),
      ),
      details(
        'Can I bring my own food?',
        p(
          'We don&#8217;t allow outside food in the centre, except for booked birthday parties in the party room. Water bottles are fine. The Mezz café upstairs does breakfasts, lunches and snacks, with vegan options every day.',
        ),
      ),
      details(
        'Do you take cash?',
        p('No, we&#8217;re card only: contactless, Apple Pay and Google Pay. That goes for the café too.'),
      ),
      h2('Memberships &amp; passes'),
      details(
        'Can I freeze my membership?',
        p(
          'Yes: for 1 to 3 months in any 12 months, at £5 a month, once your 3-month minimum term is over. Injury freezes are free with a note from your doctor or physio. See <a href="/memberships">memberships</a>.',
        ),
      ),
      details(
        'Do 10-visit passes expire?',
        p('Yes, 12 months after you buy them. Unused visits can&#8217;t be refunded or carried over.'),
      ),
      details(
        'Do you sell gift vouchers?',
        p(
          'Yes, from £10, at the desk or by email. Gift vouchers are valid for 12 months and can be spent on entry, passes, courses, parties and in the café.',
        ),
      ),
    )}
${panel(p(`Anything else? Call ${BOULDER_PHONE} or email ${BOULDER_EMAIL}.`))}`,
  },
  {
    path: '/studenti-italiani',
    id: 42,
    title: 'Studenti italiani',
    description:
      'Informazioni per gli studenti italiani dell&#8217;Università di Leeds: sconto studenti, pacchetto di benvenuto e induction in italiano a Boulder Yard.',
    body: `${group(
      p(
        'Ciao! Studi all&#8217;Università di Leeds e vuoi arrampicare? Boulder Yard è una palestra di solo boulder (niente corde) a circa 20 minuti a piedi dal campus, lungo Kirkstall Road. Questa pagina spiega in italiano le cose più importanti.',
      ),
      h2('Sconto studenti'),
      p(
        'Con la tessera universitaria valida paghi la tariffa studenti: **£9** fuori orario di punta (dal lunedì al venerdì, 10:00–16:00) e **£11** negli orari di punta (dopo le 16:00, nei fine settimana e nei giorni festivi). L&#8217;abbonamento mensile studenti costa **£44 al mese**, con un minimo di 3 mesi.',
      ),
      h3('Pacchetto di benvenuto'),
      p(
        'Per gli studenti dell&#8217;Università di Leeds alla prima visita: induction, ingresso e noleggio scarpette a **£13** in tutto. Mostra la tessera universitaria alla cassa. Valido fino al 31 marzo 2027.',
      ),
    )}
${group(
  h2('L&#8217;induction (la prima visita)'),
  list(
    'Prima di venire compila il modulo online (il <em>waiver</em>, in inglese): ci vogliono circa cinque minuti.',
    'L&#8217;induction è obbligatoria per tutti, anche se arrampichi già: è gratuita e dura 15 minuti.',
    'Le induction iniziano ogni mezz&#8217;ora; non serve prenotare.',
    'Induction in italiano: il mercoledì alle 18:00 e alle 18:30 con Giulia, la nostra coach di Bologna. Se puoi, scrivici prima per avvisarci.',
  ),
  buttons(['Compila il waiver', 'https://boulderyard.climbwaiver.example/register']),
)}
${panel(
  p(
    `Domande? Scrivici a <a href="mailto:${BOULDER_EMAIL}">${BOULDER_EMAIL}</a> (anche in italiano) oppure chiama il ${BOULDER_PHONE}.`,
  ),
  table(
    ['Orari delle pareti', ''],
    [
      ['Lunedì – venerdì', '10:00–22:00'],
      ['Sabato e domenica', '09:00–19:00'],
    ],
  ),
)}`,
  },
];
