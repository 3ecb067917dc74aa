import {
  button,
  form,
  grid,
  h2,
  hero,
  img,
  MILL_EMAIL,
  MILL_EVENTS_EMAIL,
  MILL_PHONE,
  type MillPage,
  rich,
  section,
  tabs,
  textBlock,
} from './mill-yard-works.layout.ts';

/** The workspace and meeting pages: home, memberships, private offices, business address, trial, rooms, events. */
export const millPages: MillPage[] = [
  {
    path: '/',
    title: 'Home',
    description:
      'Coworking desks, private offices, meeting rooms and event space in a converted cotton mill in Ancoats, Manchester.',
    body: [
      hero(
        'Work somewhere with a bit of history',
        'Hot desks, dedicated desks, private offices and meeting rooms across five floors of a converted 1820s cotton mill, a short walk from Piccadilly.',
        'hero home-hero',
      ),
      section(
        'intro',
        grid(
          'intro-grid',
          rich(
            `<h2>Coworking in Ancoats</h2><p>Mill Yard Works opened in Carver&rsquo;s Mill in 2018. Today around 240 members &ndash; freelancers, small studios, charities and growing teams &ndash; share 60 hot desks, 45 dedicated desks, 22 private offices, four meeting rooms and the Engine House, our event space on the ground floor.</p><p>Not sure yet? <a href="/free-trial">Try a free day</a> on a hot desk, on us.</p>`,
          ),
          img('carvers-mill-atrium.jpg', 'The atrium of Carver’s Mill with desks on two floors'),
        ),
      ),
      section(
        'home-cards',
        h2('Find your space'),
        grid(
          'card-grid',
          `<a href="/memberships" class="card-link w-inline-block">${img('hot-desks-first-floor.jpg', 'Hot desks on the first floor')}<div class="card-title">Desks</div><div class="card-text">Day passes, flexi passes and monthly memberships.</div></a>`,
          `<a href="/private-offices" class="card-link w-inline-block">${img('private-office-4-person.jpg', 'A four-person private office')}<div class="card-title">Private offices</div><div class="card-text">Lockable offices for 2 to 10 people.</div></a>`,
          `<a href="/meeting-rooms" class="card-link w-inline-block">${img('spinning-room-boardroom.jpg', 'The Spinning Room set as a boardroom')}<div class="card-title">Meeting rooms</div><div class="card-text">Four rooms for 4 to 30 people, by the hour or the day.</div></a>`,
          `<a href="/event-space" class="card-link w-inline-block">${img('engine-house-event.jpg', 'A talk in the Engine House')}<div class="card-title">The Engine House</div><div class="card-text">Launches, talks and parties under the old engine beams.</div></a>`,
        ),
      ),
      section(
        'home-strip',
        grid(
          'stat-grid',
          `<div class="stat-number">5</div><div class="stat-label">floors, with a lift</div>`,
          `<div class="stat-number">1 Gbps</div><div class="stat-label">full-fibre line</div>`,
          `<div class="stat-number">8</div><div class="stat-label">phone booths</div>`,
          `<div class="stat-number">6 min</div><div class="stat-label">walk from New Islington tram stop</div>`,
        ),
      ),
      section(
        'home-cta',
        rich(
          `<h2>Christmas and New Year</h2><p>Reception closes at 1pm on Thursday 24 December and reopens on Monday 4 January 2027. See <a href="/opening-hours">opening hours</a> for the days in between.</p>`,
        ),
        button('Book a tour', '/contact'),
      ),
    ].join('\n'),
  },
  {
    path: '/memberships',
    title: 'Memberships & Prices',
    description:
      'Hot desk day passes, the Flexi 10 pass, part-time, unlimited and dedicated desk memberships.',
    body: [
      hero('Memberships', 'Pick a desk that fits how you work. No joining fee, no long contracts.'),
      section(
        'pricing',
        h2('Desk memberships'),
        // The pricing grid: one row of plan names, one of prices, one of units, one of blurbs, one of buttons.
        // Five columns set in the Designer; nothing but the position ties a price to its plan.
        grid(
          'pricing-grid',
          textBlock('Day Pass', 'plan-name'),
          textBlock('Flexi 10', 'plan-name'),
          textBlock('Part-Time', 'plan-name'),
          textBlock('Unlimited Hot Desk', 'plan-name'),
          textBlock('Dedicated Desk', 'plan-name'),
          textBlock('£25', 'plan-price'),
          textBlock('£180', 'plan-price'),
          textBlock('£140', 'plan-price'),
          textBlock('£210', 'plan-price'),
          textBlock('£295', 'plan-price'),
          textBlock('per day + VAT', 'plan-unit'),
          textBlock('10 days + VAT', 'plan-unit'),
          textBlock('per month + VAT', 'plan-unit'),
          textBlock('per month + VAT', 'plan-unit'),
          textBlock('per month + VAT', 'plan-unit'),
          textBlock('Drop in for a day, weekdays 8.30am&ndash;6pm.', 'plan-blurb'),
          textBlock('Ten days to use within 3 months.', 'plan-blurb'),
          textBlock('Up to 12 days a month.', 'plan-blurb'),
          textBlock('Any weekday, as often as you like.', 'plan-blurb'),
          textBlock('Your own desk, 24/7.', 'plan-blurb'),
          button(
            'Buy a day pass',
            'https://millyardworks.spaces.nexudus.example/en/checkout?plan=day',
            'plan-button',
          ),
          button(
            'Buy Flexi 10',
            'https://millyardworks.spaces.nexudus.example/en/checkout?plan=flexi10',
            'plan-button',
          ),
          button('Join', '/contact', 'plan-button'),
          button('Join', '/contact', 'plan-button'),
          button('Join', '/contact', 'plan-button'),
        ),
        textBlock(
          'All prices exclude VAT, charged at 20%. Private offices are on <a href="/private-offices">their own page</a>.',
          'small-print',
        ),
      ),
      section(
        'included',
        h2('What&rsquo;s included'),
        rich(
          `<p>Every membership comes with the full-fibre wifi, unlimited tea and filter coffee from the kitchens, the phone booths, the bike store and showers, and our members&rsquo; events.</p>
<h3>Day Pass</h3><p>A hot desk for one day during staffed hours (Monday to Friday, 8.30am&ndash;6pm). No meeting-room credits or printing allowance: printing is pay as you go.</p>
<h3>Flexi 10</h3><p>Ten day passes on one account, valid for 3 months from the day you buy it. For one person only &ndash; Flexi days cannot be shared with colleagues. Staffed hours only, printing pay as you go.</p>
<h3>Part-Time</h3><p>Up to 12 days a month at a hot desk, during staffed hours. Includes 2 hours of meeting-room credit a month and 50 pages of printing a month. Mail handling is not included.</p>
<h3>Unlimited Hot Desk</h3><p>Come in any weekday during staffed hours. Includes 4 hours of meeting-room credit a month, 100 pages of printing a month and mail handling. 24/7 access is an add-on at £35 + VAT a month.</p>
<h3>Dedicated Desk</h3><p>Your own desk in a quiet studio on the second floor, with a lockable pedestal, a monitor arm and a wired ethernet port. Includes 24/7 key-fob access, 8 hours of meeting-room credit a month, 200 pages of printing a month, mail handling and use of our address as your business address.</p>`,
        ),
      ),
      section(
        'extras',
        h2('Extras'),
        grid(
          'extras-grid',
          rich(
            '<h4>Lockers</h4><p>Lockers are not included in any desk membership: £15 + VAT a month. Dedicated desks come with a lockable pedestal instead.</p>',
          ),
          rich(
            '<h4>Printing beyond your allowance</h4><p>10p a page in black and white, 30p in colour. Allowances reset on the 1st of the month and do not roll over.</p>',
          ),
          rich(
            '<h4>Meeting-room credits</h4><p>Credits reset on the 1st of the month and do not roll over. After that, members get 20% off the hourly rates.</p>',
          ),
        ),
      ),
      section(
        'notice',
        rich(
          `<h2>Joining and leaving</h2><p>There is no joining fee and no deposit for desk memberships. Part-Time, Unlimited Hot Desk and Dedicated Desk memberships run month to month: leave with one calendar month&rsquo;s notice, by email to ${MILL_EMAIL}. Monthly memberships are paid by Direct Debit on the 1st of each month; day passes and Flexi 10 passes are paid by card online.</p>`,
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/private-offices',
    title: 'Private Offices',
    description: 'Lockable, furnished private offices for 2 to 10 people in Ancoats, with 24/7 access.',
    body: [
      hero('Private offices', 'A door that locks, your name on it, and everything else done for you.'),
      section(
        'office-sizes',
        h2('Sizes and prices'),
        grid(
          'office-grid',
          `<div class="office-card"><div class="office-size">2-person office</div><div class="office-price">from £650 per month + VAT</div><div class="office-note">About 9 m&sup2;</div></div>`,
          `<div class="office-card"><div class="office-size">4-person office</div><div class="office-price">from £1,150 per month + VAT</div><div class="office-note">About 16 m&sup2;</div></div>`,
          `<div class="office-card"><div class="office-size">6-person office</div><div class="office-price">from £1,600 per month + VAT</div><div class="office-note">About 24 m&sup2;</div></div>`,
          `<div class="office-card"><div class="office-size">10-person office</div><div class="office-price">from £2,500 per month + VAT</div><div class="office-note">About 40 m&sup2;, fourth floor</div></div>`,
        ),
        textBlock(
          'Prices depend on the floor, the windows and the term. Right now we have a 4-person office on the second floor and a 6-person office on the fourth floor, both available from 1 December 2026.',
          'small-print',
        ),
      ),
      section(
        'office-included',
        rich(
          `<h2>Included in the price</h2><ul><li>Desks, chairs, storage and a lockable door</li><li>24/7 key-fob access for everyone on your team</li><li>Daily cleaning, heating, electricity and business rates</li><li>A private wifi network for your office, plus wired ethernet</li><li>2 hours of meeting-room credit per desk per month</li><li>300 pages of printing per office per month</li><li>Mail handling and our address as your registered business address</li></ul>`,
        ),
      ),
      section(
        'office-terms',
        rich(
          `<h2>Term, notice and deposit</h2><p>The minimum term for a private office is 3 months. After that the licence rolls on monthly and either side can end it with one month&rsquo;s written notice.</p><p>We take a deposit equal to one month&rsquo;s fee before you move in. It is returned within 14 days of you leaving, less any repairs beyond fair wear and tear.</p><p>Office fees are paid monthly in advance by Direct Debit or by bank transfer (BACS) against our invoice.</p>`,
        ),
        button('Book a viewing', '/contact'),
      ),
    ].join('\n'),
  },
  {
    path: '/business-address',
    title: 'Business Address',
    description:
      'Use Carver’s Mill in Ancoats as your registered office and business address, with mail handling.',
    body: [
      hero('Business address', 'A Manchester address for your company, without the desk.'),
      section(
        'address-plan',
        grid(
          'address-grid',
          rich(
            `<h2>Business Address plan</h2><p class="price-line"><strong>£35 + VAT per month</strong>, or £378 + VAT paid yearly.</p><ul><li>Registered office address for Companies House and HMRC</li><li>Director&rsquo;s service address</li><li>Mail handling: we email you when post arrives</li><li>Collect your post from reception, Monday to Friday 8.30am&ndash;6pm</li><li>Mail forwarding once a week, at the cost of postage plus £2 per forward</li></ul>`,
          ),
          rich(
            '<h3>Already a member?</h3><p>The business address is included with the Dedicated Desk and every private office. Unlimited Hot Desk members get mail handling but not the registered office address; they can add it for £15 + VAT a month.</p><h3>What we can&rsquo;t accept</h3><p>We don&rsquo;t sign for parcels over 20kg, and we cannot accept post for a company that is not on a current agreement with us.</p>',
          ),
        ),
        textBlock(
          'Before we can register you, we need photo ID and proof of home address for every director, as anti-money-laundering rules require.',
          'small-print',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/free-trial',
    title: 'Free Trial Day',
    description: 'Spend a free day on a hot desk at Mill Yard Works before you join.',
    body: [
      hero('Try a free day', 'Work from the mill for a day, on us. Tea and coffee included.'),
      section(
        'trial',
        grid(
          'trial-grid',
          rich(
            `<h2>How it works</h2><ul><li>One free trial day per person, on a hot desk</li><li>Monday to Friday, 8.30am&ndash;6pm (not on bank holidays)</li><li>Book at least 24 hours ahead with the form</li><li>Bring photo ID to sign in at reception</li><li>Meeting rooms are not included in the trial day, but you can book one at the non-member rate</li></ul><p>Bringing a colleague? They need to book their own trial day.</p>`,
          ),
          form(
            'Free Trial',
            [
              ['Name', 'Your name', 'text'],
              ['Email', 'Email', 'email'],
              ['Phone', 'Phone', 'tel'],
              ['Date', 'Which day?', 'date'],
              [
                'Interest',
                'I&rsquo;m interested in',
                'select',
                ['Hot desk', 'Dedicated desk', 'Private office', 'Not sure yet'],
              ],
            ],
            'Book my free day',
            'Thanks! We&rsquo;ll confirm your trial day by email within one working day.',
          ),
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/meeting-rooms',
    title: 'Meeting Rooms',
    description: 'Four meeting rooms for 4 to 30 people in Ancoats, by the hour, half day or day.',
    body: [
      hero(
        'Meeting rooms',
        'Four rooms, from a table for four to a room for thirty. Members and non-members welcome.',
      ),
      section(
        'rooms',
        tabs('room-tabs', [
          [
            'The Bobbin',
            rich(
              `<h3>The Bobbin</h3><p>A small room on the first floor for interviews and one-to-ones.</p><ul><li>Capacity: 4 people</li><li>£18 per hour</li><li>£60 half day</li><li>£105 full day</li></ul><p>55&Prime; screen with HDMI and USB-C, whiteboard.</p>`,
            ),
          ],
          [
            'The Carding Room',
            rich(
              `<h3>The Carding Room</h3><p>A bright room on the first floor with windows onto the canal.</p><ul><li>Capacity: 6 people</li><li>£30 per hour</li><li>£100 half day</li><li>£180 full day</li></ul><p>65&Prime; screen, webcam and speakerphone for hybrid calls, whiteboard.</p>`,
            ),
          ],
          [
            'The Spinning Room',
            rich(
              `<h3>The Spinning Room</h3><p>Our boardroom on the third floor, with the original cast-iron columns.</p><ul><li>Capacity: 10 people (boardroom)</li><li>£45 per hour</li><li>£160 half day</li><li>£280 full day</li></ul><p>75&Prime; screen, conference camera, ceiling microphones, whiteboard wall.</p>`,
            ),
          ],
          [
            'The Weaving Shed',
            rich(
              `<h3>The Weaving Shed</h3><p>Our largest room, on the ground floor, for workshops and training.</p><ul><li>Capacity: 16 people boardroom, 30 theatre-style</li><li>£65 per hour</li><li>£230 half day</li><li>£410 full day</li></ul><p>Projector and screen, two wireless microphones, hearing loop, flipcharts.</p>`,
            ),
          ],
        ]),
      ),
      section(
        'room-info',
        rich(
          `<h2>Good to know</h2><p>All prices are + VAT. A half day is up to 4 hours, 8.30am&ndash;12.30pm or 1.30pm&ndash;5.30pm; a full day is 8.30am&ndash;5.30pm. Every booking includes wifi, water, tea and coffee.</p><p><strong>Members</strong> use their monthly meeting-room credits first, then get 20% off the hourly, half-day and day rates.</p><p>Lunch for your meeting comes from Doffers Caf&eacute;: sandwich and salad platters from £9.50 per person, ordered 48 hours ahead.</p><p>Rooms can be booked from 7am to 10pm. Outside staffed hours only members with 24/7 access can book, and their visitors must be met at the front door.</p>`,
        ),
      ),
      // The Nexudus booking calendar pasted into an Embed element; its wrapper <div> is never closed,
      // so the cancellation rules after it end up inside the embed.
      `<section class="section booking"><div class="w-container"><h2 class="heading-2">Check availability and book</h2><div class="embed-booking w-embed w-script"><div id="nexudus-booking" class="nx-widget" data-space="millyardworks" data-resource-type="meeting-room"><div class="nx-widget__header">Pick a room and a date</div><div class="nx-calendar"><noscript>Please enable JavaScript to see availability, or call ${MILL_PHONE}.</noscript></div><script src="https://millyardworks.spaces.nexudus.example/embed/booking-calendar.js" async></script>
<div class="rich-text w-richtext"><h3>Cancellations</h3><p>Cancel free of charge up to 48 hours before your booking starts. Cancellations within 48 hours are charged at 50% of the booking; no-shows are charged in full.</p><p>Members&rsquo; credits are returned if you cancel at least 24 hours ahead.</p></div>
</div></section>`,
    ].join('\n'),
  },
  {
    path: '/event-space',
    title: 'The Engine House – Event Space',
    description:
      'Hire the Engine House in Ancoats for launches, talks, workshops and parties: up to 120 standing.',
    body: [
      hero(
        'The Engine House',
        'The mill&rsquo;s old engine house, with its brick arches and roof beams, for up to 120 guests.',
        'hero engine-hero',
      ),
      section(
        'capacity',
        grid(
          'capacity-grid',
          `<div class="capacity-number">120</div><div class="capacity-label">standing</div>`,
          `<div class="capacity-number">80</div><div class="capacity-label">seated, theatre-style</div>`,
          `<div class="capacity-number">48</div><div class="capacity-label">at cabaret tables</div>`,
        ),
      ),
      section(
        'hire-rates',
        rich(
          `<h2>Hire rates</h2><table><tbody><tr><td>Weekday, daytime (8.30am&ndash;5.30pm)</td><td>£750 + VAT</td></tr><tr><td>Weekday evening (6pm&ndash;11pm)</td><td>£450 + VAT</td></tr><tr><td>Saturday, all day (9am&ndash;11pm)</td><td>£950 + VAT</td></tr><tr><td>By the hour (minimum 3 hours)</td><td>£110 + VAT per hour</td></tr></tbody></table><p>Members get 10% off Engine House hire. The Engine House is not available on Sundays.</p>`,
        ),
      ),
      section(
        'event-included',
        grid(
          'event-grid',
          rich(
            '<h3>Included</h3><ul><li>PA system, projector and 4m screen</li><li>Two wireless microphones</li><li>Staging blocks</li><li>Chairs and cabaret tables</li><li>A duty manager for the whole event</li></ul>',
          ),
          rich(
            `<h3>Food and drink</h3><p>Doffers Caf&eacute; can cater breakfasts, lunches and evening food. You can bring your own caterer for a kitchen fee of £75 + VAT. A licensed bar can be arranged through us; you can&rsquo;t bring your own alcohol.</p><h3>Things to know</h3><ul><li>Music off at 10.30pm, everyone out by 11pm</li><li>No confetti, glitter or naked flames</li><li>Step-free access from Spinners Row</li></ul>`,
          ),
        ),
      ),
      section(
        'event-booking',
        rich(
          `<h2>Booking</h2><p>A non-refundable deposit of 30% secures your date; the balance is due 14 days before the event. Email <a href="mailto:${MILL_EVENTS_EMAIL}">${MILL_EVENTS_EMAIL}</a> with your date and numbers and we&rsquo;ll send a quote within two working days.</p>`,
        ),
        form(
          'Event Enquiry',
          [
            ['Name', 'Name', 'text'],
            ['Email', 'Email', 'email'],
            ['Event date', 'Event date', 'date'],
            ['Guests', 'Number of guests', 'text'],
            ['Details', 'Tell us about your event', 'textarea'],
          ],
          'Send enquiry',
          'Thank you! Our events team will be in touch within two working days.',
        ),
      ),
    ].join('\n'),
  },
];
