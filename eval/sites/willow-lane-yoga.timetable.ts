import { buttons, group, h2, list, p, panel, type WillowPage } from './willow-lane-yoga.layout.ts';

type Session = [time: string, name: string, teacher: string, level: string, room: string, spots?: string];

/** The week the widget shows on Tuesday 24 November 2026, as the booking system prints it (24-hour times). */
const week: [day: string, date: string, sessions: Session[]][] = [
  [
    'Monday',
    '23 Nov',
    [
      ['07:00 - 08:00', 'Vinyasa Flow', 'Hannah Whitlock', 'All levels', 'Willow Room', 'Class ended'],
      ['09:30 - 10:30', 'Mat Pilates', 'Priya Desai', 'Beginners', 'Garden Room', 'Class ended'],
      ['12:15 - 13:00', 'Reformer Express', 'Priya Desai', 'All levels', 'Reformer Studio', 'Class ended'],
      ['18:00 - 19:00', 'Hatha Yoga', 'Tom Okafor', 'Beginners', 'Willow Room', 'Class ended'],
      ['18:30 - 19:20', 'Reformer Pilates', 'Priya Desai', 'All levels', 'Reformer Studio', 'Class ended'],
      ['19:30 - 20:45', 'Yin Yoga', 'Hannah Whitlock', 'All levels', 'Willow Room', 'Class ended'],
    ],
  ],
  [
    'Tuesday',
    '24 Nov',
    [
      [
        '06:45 - 07:35',
        'Reformer Pilates',
        'Jess Rowntree',
        'Intermediate',
        'Reformer Studio',
        'Class ended',
      ],
      [
        '10:00 - 11:15',
        'Pregnancy Yoga',
        'Amira Haddad',
        'Pregnancy (14 weeks+)',
        'Garden Room',
        '4 spots left',
      ],
      ['11:30 - 12:15', 'Chair Yoga for Seniors', 'Maggie Ellis', 'Gentle', 'Garden Room', '9 spots left'],
      ['16:15 - 17:00', 'Kids Yoga (5–8)', 'Amira Haddad', 'Kids', 'Garden Room', '2 spots left'],
      ['18:15 - 19:15', 'Vinyasa Flow', 'Tom Okafor', 'Intermediate', 'Willow Room', '7 spots left'],
      ['19:00 - 19:50', 'Reformer Pilates', 'Jess Rowntree', 'Beginners', 'Reformer Studio', 'Waitlist (3)'],
      ['20:00 - 20:50', 'Mat Pilates', 'Jess Rowntree', 'All levels', 'Garden Room', '6 spots left'],
    ],
  ],
  [
    'Wednesday',
    '25 Nov',
    [
      ['07:00 - 07:50', 'Reformer Pilates', 'Priya Desai', 'All levels', 'Reformer Studio', '1 spot left'],
      ['09:30 - 10:45', 'Hatha Yoga', 'Maggie Ellis', 'All levels', 'Willow Room', '12 spots left'],
      ['11:00 - 12:00', 'Mum &amp; Baby Yoga', 'Amira Haddad', 'Postnatal', 'Garden Room', 'Course: 3 of 5'],
      ['12:30 - 13:15', 'Reformer Express', 'Priya Desai', 'All levels', 'Reformer Studio', '3 spots left'],
      ['18:30 - 19:45', 'Vinyasa Flow', 'Hannah Whitlock', 'All levels', 'Willow Room', '5 spots left'],
      [
        '18:30 - 19:20',
        'Reformer Pilates',
        'Jess Rowntree',
        'Intermediate',
        'Reformer Studio',
        'Waitlist (1)',
      ],
      ['20:00 - 21:00', 'Yin Yoga', 'Tom Okafor', 'All levels', 'Willow Room', '14 spots left'],
    ],
  ],
  [
    'Thursday',
    '26 Nov',
    [
      ['07:00 - 08:00', 'Vinyasa Flow', 'Tom Okafor', 'All levels', 'Willow Room', '10 spots left'],
      ['10:00 - 10:50', 'Reformer Pilates', 'Priya Desai', 'Beginners', 'Reformer Studio', '2 spots left'],
      ['11:30 - 12:15', 'Chair Yoga for Seniors', 'Maggie Ellis', 'Gentle', 'Garden Room', '11 spots left'],
      ['16:15 - 17:00', 'Kids Yoga (9–12)', 'Amira Haddad', 'Kids', 'Garden Room', '5 spots left'],
      ['18:00 - 18:50', 'Reformer Pilates', 'Priya Desai', 'All levels', 'Reformer Studio', 'Waitlist (2)'],
      ['18:30 - 19:30', 'Hatha Yoga', 'Tom Okafor', 'All levels', 'Willow Room', '9 spots left'],
      [
        '19:30 - 20:45',
        'Pregnancy Yoga',
        'Amira Haddad',
        'Pregnancy (14 weeks+)',
        'Garden Room',
        '3 spots left',
      ],
    ],
  ],
  [
    'Friday',
    '27 Nov',
    [
      ['07:00 - 07:50', 'Reformer Pilates', 'Jess Rowntree', 'All levels', 'Reformer Studio', '4 spots left'],
      ['09:30 - 10:45', 'Vinyasa Flow', 'Hannah Whitlock', 'All levels', 'Willow Room', '11 spots left'],
      ['12:15 - 13:00', 'Mat Pilates', 'Priya Desai', 'All levels', 'Garden Room', '8 spots left'],
      ['18:00 - 19:15', 'Yin Yoga', 'Hannah Whitlock', 'All levels', 'Willow Room', '6 spots left'],
    ],
  ],
  [
    'Saturday',
    '28 Nov',
    [
      ['08:00 - 08:50', 'Reformer Pilates', 'Jess Rowntree', 'All levels', 'Reformer Studio', 'Waitlist (4)'],
      ['08:30 - 09:45', 'Vinyasa Flow', 'Hannah Whitlock', 'All levels', 'Willow Room', '3 spots left'],
      ['09:15 - 10:05', 'Reformer Pilates', 'Jess Rowntree', 'Beginners', 'Reformer Studio', '1 spot left'],
      ['10:00 - 11:00', 'Hatha Yoga', 'Tom Okafor', 'Beginners', 'Willow Room', '8 spots left'],
      ['11:30 - 12:15', 'Kids Yoga (5–8)', 'Amira Haddad', 'Kids', 'Garden Room', '6 spots left'],
    ],
  ],
  [
    'Sunday',
    '29 Nov',
    [
      ['09:00 - 10:15', 'Vinyasa Flow', 'Tom Okafor', 'All levels', 'Willow Room', '9 spots left'],
      ['10:00 - 10:50', 'Reformer Pilates', 'Priya Desai', 'All levels', 'Reformer Studio', '2 spots left'],
      ['10:45 - 12:00', 'Yin Yoga', 'Hannah Whitlock', 'All levels', 'Willow Room', '13 spots left'],
    ],
  ],
];

let sessionId = 9_184_220;
const card = ([time, name, teacher, level, room, spots]: Session, last: boolean) => {
  sessionId += 37;
  const id = sessionId;
  const full = spots?.startsWith('Waitlist');
  // The owner copied the embed from the booking system's "HTML snippet" page and trimmed the last card by
  // hand: it lost the closing </div> of the card, so the wrapper stays open over everything after it.
  const close = last ? '' : '</div>';
  return `<div class="momence-session-card${full ? ' momence-session-card--full' : ''}" data-session-id="${id}">
<div class="momence-session-time">${time}</div>
<div class="momence-session-info"><div class="momence-session-name">${name}</div><div class="momence-session-teacher">with ${teacher}</div></div>
<div class="momence-session-meta"><span class="momence-session-level">${level}</span><span class="momence-session-location">${room}</span></div>
<div class="momence-session-spots">${spots ?? ''}</div>
<a class="momence-book-btn" href="https://momence.example/s/${id}" target="_blank" rel="noopener">${full ? 'Join waitlist' : 'Book'}</a>
${close}`;
};

const widget = `<!-- wp:html -->
<div id="momence-plugin-host-schedule" data-host-id="28417" data-teacher-ids="[]" data-location-ids="[]" data-show-book-button="true" data-default-filter="show-all" data-locale="en" data-timezone="Europe/London">
<div class="momence-schedule">
<div class="momence-schedule-toolbar"><button class="momence-week-prev" aria-label="Previous week">&lsaquo;</button><span class="momence-week-label">23 Nov &ndash; 29 Nov 2026</span><button class="momence-week-next" aria-label="Next week">&rsaquo;</button><select class="momence-filter" aria-label="Filter classes"><option>All classes</option><option>Yoga</option><option>Pilates</option><option>Reformer</option><option>Family</option></select></div>
<div class="momence-schedule-days">
${week
  .map(
    ([day, date, sessions], d) => `<div class="momence-day" data-day="${day.toLowerCase()}">
<div class="momence-day-title"><span class="momence-day-name">${day}</span> <span class="momence-day-date">${date}</span></div>
${sessions.map((s, i) => card(s, d === week.length - 1 && i === sessions.length - 1)).join('\n')}
</div>`,
  )
  .join('\n')}
</div>
<div class="momence-powered-by"><a href="https://momence.example" target="_blank" rel="noopener">Powered by Momence</a></div>
</div>
</div>
<script async type="module" src="https://momence.example/plugin/host-schedule/host-schedule.js"></script>
<!-- /wp:html -->`;

/** The timetable page: a short intro, the pasted Momence schedule and the notes the owner added under it. */
export const willowTimetable: WillowPage[] = [
  {
    path: '/timetable',
    id: 14,
    title: 'Timetable',
    description:
      'Our weekly timetable of yoga, reformer Pilates and mat Pilates classes in Hollingbridge. Book online or in the Momence app.',
    body: `${group(
      p(
        'Our timetable from Monday 7 September 2026. Book your class below or in the Momence app. The booking system shows times in the 24-hour clock. Reformer classes must be booked in advance; for mat classes, drop-ins are welcome subject to space.',
      ),
      buttons(['Passes &amp; memberships', '/passes-memberships'], ['New here? Start with our FAQ', '/faq']),
    )}
${widget}
${panel(
  h2('Good to know'),
  list(
    '**No classes on Sunday afternoons.** Our last class on a Sunday is Yin Yoga at 10.45am, finishing at 12 noon.',
    'Kids Yoga runs in school term time only, following the Bath &amp; North East Somerset term dates.',
    'Mum &amp; Baby Yoga is booked as a 5-week course; Chair Yoga for Seniors doesn&#8217;t need booking.',
    'Reformer Express classes are 45 minutes; all other reformer classes are 50 minutes.',
  ),
  h2('Bank holidays'),
  p(
    'The studio is closed on bank holidays, except Good Friday, the late May bank holiday and the August bank holiday, when we run a reduced timetable of morning classes (9am to 12 noon). Our Christmas and New Year timetable is on <a href="/blog/christmas-timetable-2026">the blog</a>.',
  ),
)}`,
  },
];
