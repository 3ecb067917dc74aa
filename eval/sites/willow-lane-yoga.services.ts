import {
  buttons,
  columns,
  facts,
  group,
  h2,
  h3,
  image,
  list,
  p,
  panel,
  table,
  WILLOW_EMAIL,
  WILLOW_PHONE,
  type WillowPage,
} from './willow-lane-yoga.layout.ts';

/** Private sessions, corporate yoga, room hire and gift vouchers. */
export const willowServices: WillowPage[] = [
  {
    path: '/private-sessions',
    id: 40,
    title: 'Private Sessions',
    description: 'One-to-one and small group private yoga and reformer Pilates sessions.',
    body: `${columns(
      image('private-session.jpg', 'A private reformer session with Priya', '2025/05'),
      `${p('A private session is the fastest way to learn, to work around an injury or to prepare for a class. Your teacher plans the session around you: a first yoga practice, a home practice you can keep up, or reformer work after physio.')}${p('Sessions are in the Garden Room or the Reformer Studio, at times that suit you and the teacher, including early mornings and Sunday afternoons.')}`,
    )}
${group(
  h2('Private yoga'),
  table(
    ['Private yoga (60 minutes)', 'Price'],
    [
      ['One person', '£65'],
      ['Two people', '£80'],
      ['Three or four people', '£95'],
    ],
  ),
  p(
    'We can also come to you: private yoga at home within 5 miles of Hollingbridge, for a travel supplement of £15. We don&#8217;t do reformer sessions at home.',
  ),
  h2('Private reformer Pilates'),
  facts([
    ['One-to-one reformer (55 minutes)', '£70'],
    ['Duet reformer, for two (55 minutes)', '£90'],
    ['Five one-to-one reformer sessions', '£325'],
  ]),
  p(
    'Private reformer sessions are taught by Priya Desai and Jess Rowntree. If you are new to Pilates and nervous about a group class, one private session before you join the classes is a good idea.',
  ),
)}
${panel(
  p(
    `To book a private session, email ${WILLOW_EMAIL} or call ${WILLOW_PHONE} with the kind of session you&#8217;d like and a few times that suit you. Private sessions cancelled with less than 24 hours&#8217; notice are charged in full.`,
  ),
)}`,
  },
  {
    path: '/corporate-yoga',
    id: 42,
    title: 'Corporate Yoga',
    description: 'Yoga and Pilates at your workplace in Bristol and Hollingbridge, led by Tom Okafor.',
    body: `${group(
      p(
        'Sitting at a desk all day? We bring yoga to your workplace. Our corporate programme is led by Tom Okafor and runs in offices, schools and warehouses around Hollingbridge, Keynsham and south Bristol.',
      ),
      columns(
        `${h3('Weekly classes')}${p('A 60-minute lunchtime or after-work class at your workplace, for up to 20 people: **£95 per session**, booked in blocks of at least 6 weeks. We bring the mats.')}`,
        `${h3('Desk &amp; chair yoga')}${p('30-minute sessions your team can do in office clothes, without mats, from £60. Good for a meeting room.')}`,
        `${h3('Wellbeing days')}${p('A half-day or full-day wellbeing event with yoga, breathing and relaxation sessions for your staff, from £450.')}`,
      ),
      p(
        'We invoice monthly and we can provide our public liability insurance certificate and teachers&#8217; DBS checks for your facilities team. Teams can also book the Willow Room for a private class at the studio (see <a href="/room-hire">room hire</a>).',
      ),
      p(
        `Tell us about your team: email ${WILLOW_EMAIL} with &ldquo;Corporate&rdquo; in the subject line and Tom will call you back.`,
      ),
    )}`,
  },
  {
    path: '/room-hire',
    id: 44,
    title: 'Room Hire',
    description: 'Hire the Willow Room or the Garden Room for classes, workshops, meetings and courses.',
    body: `${group(
      p(
        'When they aren&#8217;t in use for our own classes, our two ground-floor rooms are available to hire for classes, workshops, courses, rehearsals and meetings. Both are warm, quiet, light rooms with sprung wooden floors and a sound system.',
      ),
      table(
        ['Room', 'Capacity', 'Weekdays before 4pm', 'Evenings &amp; weekends'],
        [
          ['Garden Room', '12 on mats, 20 seated', '£22 per hour', '£28 per hour'],
          ['Willow Room', '24 on mats, 40 seated', '£35 per hour', '£35 per hour'],
        ],
      ),
      list(
        'One-off hires are for a minimum of 2 hours; regular weekly hirers can book from 1 hour.',
        'Sunday afternoons are often free, as there are no classes after 12 noon.',
        'Mats, blocks, bolsters and chairs are included. Hirers must have their own public liability insurance.',
        'The Reformer Studio is not available for hire.',
        'We don&#8217;t hire the rooms for children&#8217;s parties or for events with alcohol.',
      ),
      p(`To check availability, email ${WILLOW_EMAIL} with the room, the date and the times you need.`),
    )}`,
  },
  {
    path: '/gift-vouchers',
    id: 46,
    title: 'Gift Vouchers',
    description:
      'Willow Lane gift vouchers from £20, valid for 12 months, for classes, passes and workshops.',
    body: `${columns(
      image('gift-voucher-card.jpg', 'A Willow Lane gift voucher card in its envelope', '2025/11'),
      `${p('Give someone an hour on the mat. Our gift vouchers can be spent on any class, class pass, membership, workshop or private session, and the person you give it to chooses.')}${facts(
        [
          ['Value', 'any amount from £20 to £300'],
          ['Valid for', '12 months from the date of purchase'],
          ['Delivery', 'e-voucher by email, or a printed card from reception'],
        ],
      )}`,
    )}
${group(
  h2('How it works'),
  list(
    'Buy an e-voucher online and it arrives by email straight away, ready to print or forward, or buy a printed card in an envelope at reception.',
    'The voucher code is used at checkout online, or at reception.',
    'Vouchers can be used in more than one go; the balance stays on the code until it expires.',
    'Gift vouchers can&#8217;t be exchanged for cash and can&#8217;t be used for the teacher training course.',
  ),
  buttons(['Buy a gift voucher', '/gift-vouchers?product=350']),
)}`,
  },
];
