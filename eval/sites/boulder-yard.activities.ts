import {
  BOULDER_GROUPS_EMAIL,
  BOULDER_PARTY_EMAIL,
  BOULDER_PHONE,
  type BoulderPage,
  buttons,
  group,
  h2,
  h3,
  image,
  list,
  p,
  panel,
  table,
} from './boulder-yard.layout.ts';

type AmeliaEvent = [month: string, day: string, name: string, spots: string, price: string];

/**
 * The Amelia events list the owner copied from the browser's inspector and pasted into a Custom HTML block,
 * instead of the shortcode. The list itself is closed, but the two wrappers it sat in (`.amelia-app-booking`
 * and `.am-wrap`) are not: everything after it on the page (the clinic dates, private coaching and the booking
 * rules) ends up inside them.
 */
const ameliaEvents: AmeliaEvent[] = [
  ['December', '2', 'Technique clinic: Footwork Fundamentals', '2 / 6', '£25.00'],
  ['December', '9', 'Technique clinic: Steep Stuff', '4 / 6', '£25.00'],
  ['January', '11', 'Learn to Boulder (Monday evenings)', '6 / 8', '£79.00'],
  ['January', '16', 'Learn to Boulder (Saturday mornings)', '8 / 8', '£79.00'],
];
const pastedAmelia = `<!-- wp:html -->
<div id="amelia-app-booking0" class="amelia-app-booking"><div class="am-wrap"><div id="am-events-booking0" class="am-events-booking am-elf" style="--am-c-primary:#1f2a30;">
<div class="am-events-filter"><div class="am-events-filter-fields"><div class="el-input el-input--suffix"><input type="text" autocomplete="off" placeholder="Search events" class="el-input__inner"><span class="el-input__suffix"><span class="el-input__suffix-inner"><i class="el-input__icon el-icon-search"></i></span></span></div><div class="el-select am-events-filter-tag"><div class="el-input el-input--suffix"><input type="text" readonly="readonly" autocomplete="off" placeholder="All events" class="el-input__inner"></div></div></div></div>
<div class="am-event-list">${ameliaEvents
  .map(
    ([month, day, name, spots, price]) =>
      `<div class="am-event am-active"><div class="am-event-first"><div class="am-event-date"><div class="am-event-date-month">${month}</div><div class="am-event-date-day">${day}</div></div><div class="am-event-data"><div class="am-event-title">${name}<span class="am-event-booking-status open">Open</span></div><div class="am-event-sub-info"><div class="am-event-sub-info-capacity"><img src="/wp-content/plugins/ameliabooking/public/img/capacity.svg"> Spots: ${spots}</div><div class="am-event-sub-info-location"><img src="/wp-content/plugins/ameliabooking/public/img/pin.svg"> Boulder Yard</div></div></div><div class="am-event-price am-event-price-paid">${price}</div></div><div class="am-event-info"><div class="am-event-book-cta"><button type="button" class="el-button el-button--default am-event-book"><span>Book now</span></button></div></div></div>`,
  )
  .join('')}</div>
<div class="am-events-pagination"><div class="am-pagination-info">Showing 1 - 4 of 4</div></div>
</div>
<!-- /wp:html -->`;

/** Courses and clinics, the kids club, birthday parties, groups and corporate. */
export const boulderActivities: BoulderPage[] = [
  {
    path: '/courses',
    id: 30,
    title: 'Courses &amp; Clinics',
    description:
      'Learn to Boulder, our 4-week beginners course, 2-hour technique clinics and private coaching at Boulder Yard, Leeds.',
    body: `${group(
      p(
        'From your very first climb to your first V5, our coaches can help. All our coaches hold Mountain Training&#8217;s Climbing Wall Instructor award or above.',
      ),
      h2('Learn to Boulder'),
      image('learn-to-boulder-course.jpg', 'A coach showing footwork on the Slab', '2025/09'),
      p(
        'Our 4-week beginners&#8217; course is the best way to start. Over four 90-minute sessions, one a week, a coach teaches you footwork, body position, how to fall safely and how to read a problem, in a group of no more than 8.',
      ),
      table(
        ['Learn to Boulder', ''],
        [
          ['Length', '4 weeks, one 90-minute session a week'],
          ['Price', '£79, including shoe hire, chalk and your induction'],
          ['Group size', 'up to 8 climbers'],
          ['Age', '16 and over'],
          [
            'Next courses',
            'Mondays 7pm–8:30pm, starting 11 January 2027; Saturdays 10am–11:30am, starting 16 January 2027',
          ],
        ],
      ),
      p('Finish the course and your first month of membership is half price: £27.'),
    )}
${group(
  h2('Technique clinics'),
  p(
    'Already climbing? Our 2-hour technique clinics focus on one skill at a time, for up to 6 climbers. They cost **£25** (£20 for members) and run on Wednesday evenings, 7pm–9pm. You should be comfortable on our green problems before you book.',
  ),
  h3('Book a course or clinic'),
)}
${pastedAmelia}
${group(
  h3('Upcoming clinics'),
  table(
    ['Date', 'Clinic'],
    [
      ['Wednesday 2 December 2026', 'Footwork Fundamentals'],
      ['Wednesday 9 December 2026', 'Steep Stuff: overhangs in the Cave'],
      ['Wednesday 16 December 2026', 'Slab &amp; Balance'],
      ['Wednesday 13 January 2027', 'Dynos &amp; Coordination'],
    ],
  ),
  h2('Private coaching'),
  p(
    'One-to-one coaching with one of our coaches costs £40 an hour, or £55 an hour for two friends together. Ask at the desk or email us to arrange a time.',
  ),
  h2('Booking and cancellations'),
  p(
    'Courses and clinics must be booked online. If you cancel at least 7 days before your course or clinic starts, we&#8217;ll refund you in full; after that we can move you to a later date, but we can&#8217;t give a refund.',
  ),
)}`,
  },
  {
    path: '/kids-club',
    id: 32,
    title: 'Yard Kids Club',
    description:
      'Yard Kids, the Saturday morning climbing club at Boulder Yard for ages 5 to 14: sessions, prices, coaching ratio and rules for parents.',
    body: `${group(
      image('yard-kids-saturday.jpg', 'Yard Kids on the Kids&#8217; Wall', '2025/06'),
      p(
        'Yard Kids is our Saturday climbing club for young climbers aged 5 to 14. Coached sessions build skills, confidence and friendships, with games and challenges on the Kids&#8217; Wall and the main walls.',
      ),
      table(
        ['Group', 'Ages', 'Saturday session'],
        [
          ['Yard Kids Minis', '5–9', '9:30am – 11am'],
          ['Yard Kids Crew', '10–14', '11:30am – 1pm'],
        ],
      ),
      h2('Prices'),
      p(
        'Sessions cost **£12 a session** and are booked in half-term blocks of 6 (£72 a block). Climbing shoes and chalk are included.',
      ),
      h2('Coaching and supervision'),
      p(
        'Every session is led by a qualified coach, with one coach to every six children (1:6). Parents and carers of under-8s must stay on site for the whole session: The Mezz café is just upstairs. Children aged 8 and over can be dropped off, and must be collected from the desk.',
      ),
    )}
${panel(
  h2('Dates'),
  p(
    'The last session of 2026 is on Saturday 19 December. The spring term starts on Saturday 9 January 2027: booking opens to children already in the club first, then to everyone from 1 December.',
  ),
  buttons(['Book a block', 'https://boulderyard.climbwaiver.example/kids']),
)}`,
  },
  {
    path: '/birthday-parties',
    id: 34,
    title: 'Birthday Parties',
    description:
      'Climbing birthday parties at Boulder Yard, Leeds: for ages 6 and over, 6 to 16 children, £18.50 per child with an instructor, shoe hire and the party room.',
    body: `${group(
      image('kids-wall-party.jpg', 'A birthday party group on the Kids&#8217; Wall', '2025/06'),
      p(
        'Make it a birthday to remember: an hour of climbing with one of our party instructors, then cake and chaos in our private party room.',
      ),
      table(
        ['Party', 'Details'],
        [
          ['Age', 'children aged 6 and over'],
          ['Group size', 'minimum 6, maximum 16 children'],
          ['Price', '£18.50 per child'],
          ['Deposit', '£50, non-refundable'],
          ['When', 'Saturdays and Sundays at 12:30pm or 3pm; Fridays at 4:30pm'],
        ],
      ),
      h2('What&#8217;s included'),
      list(
        '1 hour of bouldering with a party instructor (two instructors for groups of more than 8)',
        'Climbing shoe hire for every child',
        '45 minutes in our private party room afterwards',
        'Printable invitations, and a birthday badge for the birthday child',
      ),
      h2('Party food'),
      p(
        'You&#8217;re welcome to bring your own party food and birthday cake to the party room: parties are the only time outside food is allowed at the Yard. Or let The Mezz do it: our party boxes (a sandwich, fruit, crisps or veg sticks and a juice) are £5.50 per child, with vegan and gluten-free options.',
      ),
    )}
${panel(
  h2('Booking'),
  p(
    `To book, email <a href="mailto:${BOULDER_PARTY_EMAIL}">${BOULDER_PARTY_EMAIL}</a> or call ${BOULDER_PHONE}. A **£50 deposit** secures your date. It&#8217;s non-refundable, but you can move your party once with 14 days&#8217; notice. The balance is paid on the day, for the number of children who climb (minimum 6).`,
  ),
  p(
    'Up to two adults per party can come onto the mats to help and take photos; if you&#8217;d like to climb yourself, normal entry prices apply. Every child needs a waiver completed by a parent or guardian before the party.',
  ),
)}`,
  },
  {
    path: '/groups',
    id: 36,
    title: 'Groups &amp; Corporate',
    description:
      'Group bookings, school and society sessions, corporate team building and exclusive hire at Boulder Yard, Leeds.',
    body: `${group(
      h2('Climbing as a group'),
      p(
        'Coming with 10 or more people? Book ahead and everyone in the group gets **10% off** entry. Everyone still needs to sign the waiver and do the induction.',
      ),
      h2('Instructed group sessions'),
      p(
        'For schools, youth groups, scouts and university societies: a 90-minute instructed session costs £14 per person (minimum 8 people), with climbing shoes included. Weekday daytime sessions are available during term time.',
      ),
      h2('Corporate &amp; team building'),
      p(
        'Swap the meeting room for the bouldering wall. Our 2-hour team sessions for 8 to 30 people include an induction, a coached session, a friendly team challenge, shoe hire, and coffee and pastries from The Mezz. Prices **from £45 per person**.',
      ),
      p(
        'Want the place to yourselves? Exclusive hire of the whole centre on Sunday evenings after 7pm costs from £650.',
      ),
    )}
${panel(
  p(
    `Tell us your date, numbers and what you have in mind: <a href="mailto:${BOULDER_GROUPS_EMAIL}">${BOULDER_GROUPS_EMAIL}</a>. Priya, our parties and groups coordinator, will get back to you within 2 working days.`,
  ),
)}`,
  },
];
