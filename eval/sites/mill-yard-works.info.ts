import {
  button,
  faq,
  form,
  grid,
  h2,
  hero,
  img,
  MILL_EMAIL,
  MILL_PHONE,
  type MillPage,
  rich,
  section,
} from './mill-yard-works.layout.ts';

/** The building and practical pages: facilities, hours, café, house rules, access, directions, FAQ, contact. */
export const millInfo: MillPage[] = [
  {
    path: '/the-building',
    title: 'Facilities',
    description: 'Wifi, phone booths, printing, lockers, kitchens, bike store and showers at Carver’s Mill.',
    body: [
      hero('Facilities', 'Five floors of a listed cotton mill, fitted out for the way people work now.'),
      section(
        'floors',
        rich(
          `<h2>Floor by floor</h2><ul><li><strong>Ground floor:</strong> reception, Doffers Caf&eacute;, the Engine House and the Weaving Shed</li><li><strong>First floor:</strong> hot desks, the Bobbin and the Carding Room</li><li><strong>Second floor:</strong> dedicated desks and private offices</li><li><strong>Third floor:</strong> hot desks, the Spinning Room and the quiet mezzanine</li><li><strong>Fourth floor:</strong> private offices</li><li><strong>Basement:</strong> bike store, showers and changing rooms</li></ul>`,
        ),
      ),
      section(
        'facilities',
        grid(
          'facility-grid',
          rich(
            '<h3>Wifi</h3><p>A 1 Gbps full-fibre leased line, the same speed up and down, with a second 500 Mbps line as a backup. At the desk expect 400&ndash;600 Mbps. Dedicated desks and offices also have wired ethernet, and visitors get a separate guest network.</p>',
          ),
          rich(
            '<h3>Phone booths</h3><p>Eight soundproof phone booths, two on each floor from the first to the fourth. Free for every member and day pass holder, no booking: if someone is waiting, please keep it to 30 minutes.</p>',
          ),
          rich(
            '<h3>Printing</h3><p>A printer and scanner on every floor, released with your member card. Black and white or colour, up to A3.</p>',
          ),
          rich(
            '<h3>Lockers</h3><p>Lockers on the first and third floors, £15 + VAT a month. Ask at reception for a key.</p>',
          ),
          rich(
            '<h3>Kitchens</h3><p>A shared kitchen on every floor with free tea and filter coffee, fridges and a dishwasher. Please label your food.</p>',
          ),
          rich(
            '<h3>Bike store and showers</h3><p>A secure bike store in the basement with space for 40 bikes, free for members and opened with your key fob. Next door are four showers and changing rooms; bring your own towel or borrow one from reception for £1.</p>',
          ),
        ),
      ),
      section(
        'gallery',
        grid(
          'gallery-grid',
          img('bike-store.jpg', 'The basement bike store'),
          img('phone-booth.jpg', 'A phone booth on the third floor'),
          img('kitchen-third-floor.jpg', 'The third-floor kitchen'),
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/opening-hours',
    title: 'Opening Hours',
    description: 'Staffed hours, 24/7 access and Christmas and bank holiday opening at Mill Yard Works.',
    body: [
      hero('Opening hours', 'When we&rsquo;re staffed, and who can get in when we&rsquo;re not.'),
      section(
        'hours',
        grid(
          'hours-grid',
          rich(
            '<h2>Staffed hours</h2><p>Reception is staffed Monday to Friday, 8.30am&ndash;6pm. Day passes, Flexi 10, Part-Time and Unlimited Hot Desk members can use the building during staffed hours.</p><p>Reception is closed on Saturdays, Sundays and bank holidays.</p>',
          ),
          rich(
            '<h2>24/7 access</h2><p>Dedicated Desk and private office members have 24/7 access with their key fob, including weekends and bank holidays. Unlimited Hot Desk members can add 24/7 access for £35 + VAT a month.</p><p>Out of hours, the front door on Spinners Row opens with your fob only. Guests can&rsquo;t be signed in when reception is closed.</p>',
          ),
        ),
      ),
      section(
        'bank-holidays',
        rich(
          `<h2>Bank holidays 2026</h2><p>Reception and the caf&eacute; are closed on every bank holiday; members with 24/7 access can still come in.</p><ul><li>Good Friday, 3 April</li><li>Easter Monday, 6 April</li><li>Early May bank holiday, 4 May</li><li>Spring bank holiday, 25 May</li><li>Summer bank holiday, 31 August</li></ul>`,
        ),
      ),
      section(
        'christmas',
        rich(
          `<h2>Christmas and New Year 2026</h2><table><tbody><tr><td>Thursday 24 December</td><td>Reception closes at 1pm</td></tr><tr><td>Friday 25 December to Monday 28 December</td><td>Building closed to everyone, including 24/7 members</td></tr><tr><td>Tuesday 29 December to Thursday 31 December</td><td>No staff; 24/7 members only, by key fob</td></tr><tr><td>Friday 1 January 2027</td><td>Building closed to everyone</td></tr><tr><td>Monday 4 January 2027</td><td>Reception reopens at 8.30am</td></tr></tbody></table><p>Doffers Caf&eacute; closes at 1pm on Thursday 24 December and reopens on Monday 4 January 2027. Post that arrives between Christmas and New Year is sorted on 4 January.</p>`,
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/cafe',
    title: 'Doffers Café',
    description:
      'Doffers Café on the ground floor of Carver’s Mill: coffee, breakfast and lunch, open to everyone.',
    body: [
      hero(
        'Doffers Caf&eacute;',
        'Coffee, breakfasts and lunches on the ground floor. Open to everyone, not just members.',
      ),
      section(
        'cafe',
        grid(
          'cafe-grid',
          rich(
            `<h2>Opening times</h2><p>Monday to Friday, 8am&ndash;3.30pm. Breakfast until 11am, lunch from 12 noon.</p><p>Closed at weekends and on bank holidays.</p><h3>Member discount</h3><p>Members get 10% off everything in the caf&eacute; &ndash; just show your member card or the app.</p><p>The caf&eacute; is card only.</p>`,
          ),
          rich(
            '<h2>A few favourites</h2><table><tbody><tr><td>Flat white</td><td>£3.20</td></tr><tr><td>Bacon or mushroom barm</td><td>£4.80</td></tr><tr><td>Soup of the day with sourdough</td><td>£6.50</td></tr><tr><td>Lunch box (sandwich, salad, cake)</td><td>£9.50</td></tr></tbody></table><p>Oat, soy and almond milk at no extra cost. Vegan and gluten-free options every day.</p>',
          ),
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/house-rules',
    title: 'House Rules, Guests & Dogs',
    description: 'Guests, Dog-Friendly Fridays, quiet zones and the other house rules at Mill Yard Works.',
    body: [
      hero('House rules', 'A few things that keep the mill a good place to work.'),
      section(
        'guests',
        rich(
          `<h2>Guests</h2><p>Members can bring a guest to work alongside them. Each member has 4 free guest days a calendar month; after that, a guest day costs £12 + VAT, added to your next invoice.</p><ul><li>Guests must be signed in at reception, so only during staffed hours (Monday to Friday, 8.30am&ndash;6pm)</li><li>No more than 2 guests with you at a time</li><li>People coming to a meeting in a meeting room you&rsquo;ve booked are visitors, not guests, and are free</li></ul>`,
        ),
      ),
      section(
        'dogs',
        grid(
          'dogs-grid',
          rich(
            `<h2>Dog-Friendly Fridays</h2><p>Dogs are welcome on Fridays only. On other days, dogs are not allowed in the building (assistance dogs are welcome every day).</p><ul><li>Register your dog with reception first, with proof of vaccinations</li><li>One dog per member, on a lead in corridors, kitchens and the caf&eacute;</li><li>Dogs are not allowed in the meeting rooms or the Engine House</li><li>Never leave your dog alone at your desk</li></ul>`,
          ),
          img('dog-friday.jpg', 'A spaniel asleep under a desk on a Friday'),
        ),
      ),
      section(
        'quiet',
        rich(
          '<h2>Calls, quiet and clean desks</h2><ul><li>The mezzanine on the third floor is a silent zone: no calls, no meetings</li><li>Take long calls in a phone booth</li><li>Hot desks are cleared at the end of each day; anything left is taken to reception</li><li>No smoking or vaping anywhere in the mill or the yard</li></ul>',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/accessibility',
    title: 'Accessibility',
    description: 'Step-free access, the lift, accessible toilets and hearing loops at Carver’s Mill.',
    body: [
      hero(
        'Accessibility',
        'What to expect if you use a wheelchair, have limited mobility or need a hearing loop.',
      ),
      section(
        'access',
        rich(
          `<h2>Getting in and around</h2><ul><li>Step-free entrance on Spinners Row, with a ramp and an automatic door</li><li>A lift to all floors, from the basement to the fourth floor, except the mezzanine on the third floor, which is reached by 14 stairs only</li><li>Accessible toilets on the ground floor and the second floor</li><li>Hearing loops at reception and in the Weaving Shed</li><li>The Engine House and Doffers Caf&eacute; are on the ground floor, step-free</li><li>Height-adjustable desks on the first floor: ask reception to reserve one</li></ul><p>There is no parking at the mill. The nearest Blue Badge bays are two on-street bays on Spinners Row, outside the main door.</p><p>Assistance dogs are welcome every day.</p><p>If you need anything else to work or meet here, call us on ${MILL_PHONE} before your visit.</p>`,
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/getting-here',
    title: 'Getting Here',
    description: 'How to get to Mill Yard Works in Ancoats by tram, train, bus, bike or car.',
    body: [
      hero('Getting here', 'Carver&rsquo;s Mill, 18 Spinners Row, Ancoats, Manchester M4 7HY.'),
      section(
        'transport',
        grid(
          'transport-grid',
          rich(
            '<h3>Tram</h3><p>The nearest Metrolink stop is New Islington, 6 minutes&rsquo; walk along the canal.</p><h3>Train</h3><p>Manchester Piccadilly station is a 12-minute walk. From Manchester Victoria it&rsquo;s about 15 minutes.</p><h3>Bus</h3><p>Buses 216 and 231 stop on Great Ancoats Street, 3 minutes away. Shudehill Interchange is a 10-minute walk.</p>',
          ),
          rich(
            '<h3>By bike</h3><p>Members can use the secure bike store in the basement. There are also public cycle stands in the yard.</p><h3>By car</h3><p>There is no on-site parking. The nearest car park is NCP Ancoats Square on Old Mill Street, 4 minutes&rsquo; walk.</p><h3>Parking permits</h3><p>Members can buy a monthly NCP Ancoats Square permit through reception at £119 a month (the car park&rsquo;s own price is £165). There are no permits for day pass holders.</p>',
          ),
        ),
      ),
      `<section class="section map"><div class="map-embed w-embed w-iframe"><iframe src="https://www.google.example/maps/embed?pb=carvers-mill-ancoats" width="100%" height="420" style="border:0" allowfullscreen="" loading="lazy" title="Map of Carver’s Mill"></iframe></div></section>`,
    ].join('\n'),
  },
  {
    path: '/faq',
    title: 'FAQ',
    description:
      'Answers to the questions we get asked most about memberships, access, guests, dogs and parking.',
    body: [
      hero('Questions', 'The things people ask us most. Anything else, ask at reception.'),
      section(
        'faq',
        h2('Memberships'),
        faq([
          [
            'Can I try it out first?',
            '<p>Yes. Everyone can have one free trial day on a hot desk, Monday to Friday. <a href="/free-trial">Book it here</a> at least 24 hours ahead.</p>',
          ],
          [
            'Do I need to book a hot desk?',
            '<p>No. Hot desks are first come, first served. There are 60 of them on the first and third floors, and we have never had to turn anyone away.</p>',
          ],
          [
            'Are your prices with or without VAT?',
            '<p>All our prices are + VAT, charged at 20%, except the caf&eacute; and the NCP permit.</p>',
          ],
          [
            'Is there a minimum term?',
            '<p>Desk memberships run month to month with one calendar month&rsquo;s notice. Private offices have a minimum term of 3 months, then one month&rsquo;s notice.</p>',
          ],
          [
            'How do I pay?',
            '<p>Monthly memberships by Direct Debit; day passes, Flexi 10 and meeting rooms by card online (Visa, Mastercard, American Express, Apple Pay and Google Pay); private offices by Direct Debit or bank transfer. We don&rsquo;t take cash anywhere in the building.</p>',
          ],
          [
            'Can I pause my membership?',
            '<p>Yes, Unlimited Hot Desk and Dedicated Desk memberships can be paused once a year for up to 2 months. Your dedicated desk is kept for you at £50 + VAT a month while paused.</p>',
          ],
        ]),
        h2('In the building'),
        faq([
          [
            'Can I get in at the weekend?',
            '<p>Only with 24/7 access: Dedicated Desk, private offices, or the 24/7 add-on for Unlimited Hot Desk. Reception is closed at weekends.</p>',
          ],
          [
            'Can I bring my dog?',
            '<p>On Fridays, yes &ndash; register your dog with reception first. Dogs aren&rsquo;t allowed Monday to Thursday or in meeting rooms.</p>',
          ],
          [
            'Can I bring a friend to work with me?',
            '<p>Yes, 4 guest days a month are free; after that it&rsquo;s £12 + VAT per guest per day.</p>',
          ],
          [
            'Is there parking?',
            '<p>No, we don&rsquo;t have any parking. NCP Ancoats Square is 4 minutes&rsquo; walk, and members can get a monthly permit through us.</p>',
          ],
          [
            'Is there somewhere to store my bike?',
            '<p>Yes, the basement bike store holds 40 bikes, and there are showers next to it.</p>',
          ],
          [
            'Can I get my post delivered here?',
            '<p>Mail handling is included with Unlimited Hot Desk, Dedicated Desk and private offices, or on its own with the <a href="/business-address">Business Address</a> plan.</p>',
          ],
        ]),
      ),
    ].join('\n'),
  },
  {
    path: '/contact',
    title: 'Contact',
    description: 'Call, email or book a tour of Mill Yard Works in Ancoats.',
    body: [
      hero('Come and see us', 'Tours run Monday to Friday, 9am&ndash;5pm, and take about 20 minutes.'),
      section(
        'contact',
        grid(
          'contact-grid',
          rich(
            `<h2>Get in touch</h2><p>Phone: <a href="tel:+441614960732">${MILL_PHONE}</a><br/>Email: <a href="mailto:${MILL_EMAIL}">${MILL_EMAIL}</a></p><p>Carver&rsquo;s Mill, 18 Spinners Row<br/>Ancoats, Manchester M4 7HY</p><p>We answer the phone during staffed hours and reply to emails within one working day.</p>`,
          ),
          form(
            'Book a Tour',
            [
              ['Name', 'Name', 'text'],
              ['Email', 'Email', 'email'],
              ['Phone', 'Phone', 'tel'],
              ['Team size', 'How many people?', 'select', ['Just me', '2–4', '5–10', 'More than 10']],
              ['Message', 'Anything we should know?', 'textarea'],
            ],
            'Book a tour',
            'Thanks! We&rsquo;ll be in touch within one working day to arrange your tour.',
          ),
        ),
      ),
      section('contact-cta', button('See memberships', '/memberships')),
    ].join('\n'),
  },
];
