import {
  BOULDER_EMAIL,
  BOULDER_GROUPS_EMAIL,
  BOULDER_PARTY_EMAIL,
  BOULDER_PHONE,
  BOULDER_PHONE_HREF,
  BOULDER_POSTCODE,
  BOULDER_STREET,
  BOULDER_TOWN,
  type BoulderPage,
  buttons,
  columns,
  cover,
  group,
  h2,
  h3,
  image,
  list,
  p,
  panel,
  priceColumns,
  table,
} from './boulder-yard.layout.ts';

const tenVisitPasses = table(
  ['Pass', 'Price', 'Valid for'],
  [
    ['Adult 10-visit pass', '£105', '12 months from purchase'],
    ['Student 10-visit pass', '£85', '12 months from purchase'],
    ['Junior 10-visit pass (5–15)', '£70', '12 months from purchase'],
  ],
  'Use your visits at peak or off-peak times.',
);

/** Home, prices, first visit, memberships, opening hours, facilities, getting here, café and contact. */
export const boulderPages: BoulderPage[] = [
  {
    path: '/',
    id: 7,
    kind: 'home',
    title: 'Home',
    description:
      'Boulder Yard is an independent indoor bouldering centre on Kirkstall Road, Leeds: over 200 problems, courses, kids club, parties and The Mezz café.',
    body: `${cover('Bouldering for everyone, by the canal in Leeds', 'Over 200 problems, reset every week, 25 minutes&#8217; walk from the city centre.')}
${group(
  h2('Welcome to the Yard'),
  p(
    'Boulder Yard is an independent bouldering centre in an old canal-side works on Kirkstall Road. We opened in 2017 and now have more than 200 problems across the Cave, the Slab, the Comp Wall and the Kids&#8217; Wall, a training area with a Kilter Board and a MoonBoard, and The Mezz café upstairs.',
  ),
  p(
    '**New to climbing?** Everyone starts with a free 15-minute induction. Sign the waiver online before you come, turn up, and we&#8217;ll show you the ropes (well, the mats: we&#8217;re bouldering only).',
  ),
  buttons(['Plan your first visit', '/first-visit'], ['Prices', '/prices']),
)}
${columns(
  `${image('slab-beginners.jpg', 'Two beginners on the Slab')}${h3('Climb')}${p('Adult entry from £10.50 off-peak. No booking, no ropes, no experience needed.')}${buttons(['Prices &amp; passes', '/prices'])}`,
  `${image('learn-to-boulder-course.jpg', 'A Learn to Boulder group with their coach')}${h3('Learn')}${p('Learn to Boulder, our 4-week beginners&#8217; course, plus technique clinics for climbers who want to get better.')}${buttons(['Courses &amp; clinics', '/courses'])}`,
  `${image('kids-wall-party.jpg', 'Children at a birthday party on the Kids&#8217; Wall')}${h3('Kids &amp; parties')}${p('Yard Kids club every Saturday morning, and climbing birthday parties for ages 6 and up.')}${buttons(['Yard Kids', '/kids-club'], ['Parties', '/birthday-parties'])}`,
)}
${panel(
  h3('Tuesday is setting day'),
  p(
    'Every Tuesday morning the Cave is closed while our setters reset it, so expect fresh problems from the afternoon. The rest of the centre stays open. <a href="/opening-hours">Opening hours</a>',
  ),
)}
${group(
  h2('What climbers say'),
  columns(
    p(
      '&ldquo;Friendliest wall in Leeds. The setting is brilliant and the Tuesday resets keep me coming back.&rdquo; &mdash; Kirsty, Headingley',
    ),
    p(
      '&ldquo;Did the Learn to Boulder course in March, now I&#8217;m there three times a week. Send help.&rdquo; &mdash; Owen, Armley',
    ),
    p('&ldquo;The chilli bowl at The Mezz is worth the visit on its own.&rdquo; &mdash; Faisal, Kirkstall'),
  ),
)}`,
  },
  {
    path: '/prices',
    id: 14,
    title: 'Prices',
    description:
      'Entry prices for adults, students and juniors at peak and off-peak times, shoe and chalk hire, and 10-visit passes at Boulder Yard.',
    body: `${group(
      p(
        'No booking needed: just turn up, sign in at the desk and climb for as long as you like. First time? You&#8217;ll need to do our free 15-minute induction first: see <a href="/first-visit">your first visit</a>.',
      ),
      h2('Day entry'),
      priceColumns(
        ['Ticket', 'Off-peak', 'Peak'],
        [
          ['Adult (16+)', '£10.50', '£12.50'],
          ['Student (valid student ID)', '£9', '£11'],
          ['Junior (5–15)', '£7.50', '£8.50'],
          ['Under 5s (with a paying adult)', 'Free', 'Free'],
        ],
      ),
      p(
        '**Off-peak** is Monday to Friday, 10am–4pm, except bank holidays. **Peak** is weekdays from 4pm, all weekend and bank holidays.',
        'has-small-font-size',
      ),
      p(
        'Under 5s climb free on the Kids&#8217; Wall with a paying adult. Juniors must be supervised by an inducted adult: see <a href="/first-visit">your first visit</a> for the rules on children.',
      ),
    )}
${group(
  h2('Shoe &amp; chalk hire'),
  table(
    ['Hire', 'Price'],
    [
      ['Climbing shoes', '£4'],
      ['Chalk bag (with chalk)', '£1.50'],
    ],
    'Shoe hire is included on Learn to Boulder courses, Yard Kids sessions and birthday parties.',
  ),
  p(
    'You can use your own climbing shoes as long as they&#8217;re clean: no outdoor shoes on the mats, please.',
  ),
)}
${group(
  h2('10-visit passes'),
  tenVisitPasses,
  p(
    '10-visit passes expire 12 months after you buy them, and any visits left after that are lost. Passes are personal and can&#8217;t be shared.',
  ),
)}
${panel(
  h3('Paying'),
  p(
    'We&#8217;re card only at the desk: contactless, Apple Pay and Google Pay. Climbing a lot? A <a href="/memberships">membership</a> works out cheaper if you come more than four times a month.',
  ),
  buttons(['Memberships', '/memberships'], ['Group bookings', '/groups']),
)}`,
  },
  {
    path: '/first-visit',
    id: 16,
    title: 'Your First Visit',
    description:
      'Everything you need for your first visit to Boulder Yard: the online waiver, the 15-minute induction, induction times, and the rules for children.',
    body: `${group(
      p(
        'Welcome! Whether you&#8217;ve never climbed before or you&#8217;ve been bouldering for years, everyone&#8217;s first visit to Boulder Yard starts the same way: with the online waiver and a short induction.',
      ),
      h2('1. Sign the waiver online'),
      p(
        'Before you come, fill in our online waiver (the registration form). It takes about five minutes and saves you a queue at the desk. Under-18s need a parent or guardian to complete the form for them.',
      ),
      buttons(['Sign the waiver', 'https://boulderyard.climbwaiver.example/register']),
      h2('2. Do the induction'),
      p(
        'The induction is **mandatory** for every new climber, even if you climb at other walls. It&#8217;s free, it takes **15 minutes**, and it covers how to fall and land, how the matting works, where to stand and where not to, and how our grades work.',
      ),
      p(
        'Inductions start every half hour, on the hour and at half past. The first one of the day is half an hour after we open; the last is at 8:30pm on weekdays and 5:30pm at weekends. You don&#8217;t need to book your induction: just arrive ten minutes before the half hour.',
      ),
      table(
        ['', 'First induction', 'Last induction'],
        [
          ['Monday – Friday', '10:30am', '8:30pm'],
          ['Saturday &amp; Sunday', '9:30am', '5:30pm'],
        ],
      ),
    )}
${group(
  h2('Children and young climbers'),
  list(
    'Climbers aged 16 and over can climb on their own once inducted (16 and 17 year olds need a parent or guardian to sign their waiver).',
    'Under 16s must be supervised at all times by an inducted adult, who stays with them on the mats. One adult can supervise up to two under-16s.',
    'Under 5s climb free, on the Kids&#8217; Wall only, with a paying adult.',
  ),
  p(
    'Want to drop the kids off? Our <a href="/kids-club">Yard Kids club</a> runs coached sessions every Saturday morning.',
  ),
)}
${panel(
  h2('What to bring'),
  p(
    'Comfortable clothes you can stretch in, and a water bottle. Take off rings and watches before you climb. Climbing shoes can be hired at the desk for £4, or bring your own clean pair.',
  ),
)}`,
  },
  {
    path: '/memberships',
    id: 18,
    title: 'Memberships &amp; Passes',
    description:
      'Monthly bouldering memberships at Boulder Yard: unlimited, student, off-peak and junior, the minimum term, freezing your membership, and 10-visit passes.',
    body: `${group(
      p(
        'Climb as often as you like with a monthly membership, or pick up a 10-visit pass if you come now and then.',
      ),
      h2('Monthly memberships'),
      table(
        ['Membership', 'Per month', 'When you can climb'],
        [
          ['Unlimited', '£54', 'any time'],
          ['Student unlimited', '£44', 'any time, with a valid student ID'],
          ['Off-peak', '£39', 'Monday to Friday, 10am–4pm'],
          ['Junior (5–15)', '£35', 'any time, with a supervising adult'],
        ],
      ),
      list(
        '**3-month minimum term**, then rolling monthly',
        'Cancel any time after the first 3 months with 30 days&#8217; notice',
        'No joining fee',
        '10% off in The Mezz café, and technique clinics for £20',
      ),
      p(
        'Memberships are paid monthly by Direct Debit from the day you join. A membership works out cheaper than paying at the desk if you climb more than four times a month at peak times (£12.50 a visit).',
      ),
      buttons(['Join online', 'https://boulderyard.climbwaiver.example/memberships']),
    )}
${group(
  h2('Freezing your membership'),
  p(
    'Going travelling or taking a break? You can freeze your membership for 1 to 3 months in any 12 months. A freeze costs **£5 a month**, and your membership starts again automatically at the end of it.',
  ),
  list(
    'Ask at the desk or email us at least 7 days before your next payment date.',
    'You can&#8217;t freeze during your 3-month minimum term.',
    'Injured? Send us a note from your doctor or physio and we&#8217;ll freeze your membership free of charge.',
  ),
)}
${group(
  h2('10-visit passes'),
  tenVisitPasses,
  p(
    '10-visit passes expire 12 months after purchase. They are personal to you: they can&#8217;t be shared or transferred, and they can&#8217;t be frozen or extended.',
  ),
)}`,
  },
  {
    path: '/opening-hours',
    id: 20,
    title: 'Opening Hours',
    description:
      'Opening hours of the walls and The Mezz café at Boulder Yard, bank holidays, Tuesday route setting in the Cave and our Christmas and New Year 2026 hours.',
    body: `${group(
      p(
        'The walls and The Mezz café keep different hours. Last entry to the walls is one hour before closing.',
      ),
      h2('The walls'),
      table(
        ['Day', 'Open'],
        [
          ['Monday – Friday', '10am – 10pm'],
          ['Saturday &amp; Sunday', '9am – 7pm'],
          ['Bank holidays', '10am – 6pm'],
        ],
      ),
      h2('The Mezz café'),
      table(
        ['Day', 'Open'],
        [
          ['Monday – Friday', '08:00–20:00'],
          ['Saturday &amp; Sunday', '09:00–17:00'],
          ['Bank holidays', '10:00–16:00'],
        ],
      ),
    )}
${panel(
  h2('Route setting: the Cave is closed on Tuesday mornings'),
  p(
    'Our setters reset one area every week. **Every Tuesday the Cave is closed from 10am until 2pm** while it is stripped, washed and reset. The Slab, the Comp Wall, the Kids&#8217; Wall and the training area stay open as normal, and the new problems in the Cave open at 2pm.',
  ),
)}
${group(
  h2('Christmas &amp; New Year 2026'),
  table(
    ['Date', 'Walls', 'Café'],
    [
      ['Thursday 24 December (Christmas Eve)', '10am – 4pm', 'Closed'],
      ['Friday 25 December (Christmas Day)', 'Closed', 'Closed'],
      ['Saturday 26 December (Boxing Day)', 'Closed', 'Closed'],
      ['Sunday 27 December', '10am – 6pm', 'Closed'],
      ['Monday 28 December (bank holiday)', '10am – 6pm', 'Closed'],
      ['Tuesday 29 – Wednesday 30 December', '10am – 8pm', 'Closed'],
      ['Thursday 31 December (New Year&#8217;s Eve)', '10am – 4pm', 'Closed'],
      ['Friday 1 January 2027 (New Year&#8217;s Day)', 'Closed', 'Closed'],
      ['Saturday 2 January 2027', '9am – 7pm', '09:00–17:00'],
    ],
  ),
  p(
    'The Mezz café is closed from 24 December to 1 January and reopens on Saturday 2 January 2027. There is no route setting on Tuesday 29 December, so the Cave is open all day.',
  ),
)}`,
  },
  {
    path: '/facilities',
    id: 22,
    title: 'Facilities &amp; Accessibility',
    description:
      'The climbing areas, training area with Kilter Board and MoonBoard, lockers, showers and changing rooms at Boulder Yard, and access for disabled climbers and visitors.',
    body: `${group(
      p(
        'Boulder Yard is a bouldering-only centre: there&#8217;s no lead climbing and no top-roping, so there are no ropes, harnesses or belay tests to worry about. Our walls are up to 4.5 metres high over deep matting, with more than 200 problems from beginner to very hard.',
      ),
      h2('The climbing areas'),
      list(
        '**The Cave**: steep overhangs and roofs, reset every Tuesday.',
        '**The Slab**: balance, footwork and delicate moves, great for beginners.',
        '**The Comp Wall**: competition-style problems on big volumes.',
        '**The Kids&#8217; Wall**: a low, colourful wall for younger climbers and the under 5s.',
      ),
      h2('Training area'),
      p(
        'At the back of the ground floor: a Kilter Board (adjustable from 20&deg; to 55&deg;), a 2019 MoonBoard, a campus board, fingerboards and free weights. The training area is for climbers aged 16 and over.',
      ),
    )}
${group(
  h2('Lockers, changing rooms &amp; showers'),
  p(
    'Lockers are next to the changing rooms and take a **£1 coin**, which you get back when you open the locker again. The desk is card only and can&#8217;t give change, so bring a pound coin with you.',
  ),
  p(
    'The men&#8217;s and women&#8217;s changing rooms each have two showers, and there is a private, accessible changing room with a shower on the ground floor. Bring your own towel.',
  ),
)}
${panel(
  h2('Accessibility'),
  p(
    'The whole ground floor is step-free: the entrance, the desk, all the climbing walls, the training area, the changing rooms and an accessible toilet. Assistance dogs are welcome.',
  ),
  p(
    'The Mezz café is on the mezzanine and is reached by **stairs only: there is no lift**. If you can&#8217;t manage the stairs, order at the desk and our staff will bring your food and drinks down to the seating area by the Kids&#8217; Wall.',
  ),
  p(
    'Carers and personal assistants of disabled climbers come in free. We run adaptive climbing sessions on the first Sunday of every month, 9am–11am, with our coaches on hand.',
  ),
)}`,
  },
  {
    path: '/getting-here',
    id: 24,
    title: 'Getting Here &amp; Parking',
    description:
      'How to find Boulder Yard on Kirkstall Road, Leeds: our free car park, overflow parking on Milford Place, bike racks, buses and trains.',
    body: `${group(
      p(
        `You&#8217;ll find us in Canal Side Works on Kirkstall Road, next to the Leeds and Liverpool Canal, about 25 minutes&#8217; walk from Leeds station. Address for the satnav: ${BOULDER_STREET}, ${BOULDER_TOWN} ${BOULDER_POSTCODE}.`,
      ),
      `<figure class="wp-block-embed is-type-rich"><div class="wp-block-embed__wrapper"><iframe title="Boulder Yard map" src="https://www.openstreetmap.org/export/embed.html?bbox=-1.5838,53.8017,-1.5718,53.8077&amp;layer=mapnik&amp;marker=53.8047,-1.5778" width="600" height="360" loading="lazy"></iframe></div></figure>`,
      h2('Parking'),
      p(
        'We have a **small free car park** in front of the building with 20 spaces, including two disabled bays. Parking is free for climbers and café customers for up to 3 hours.',
      ),
      p(
        'When our car park is full (it often is on weekday evenings from about 5:30pm), park on **Milford Place**, just round the corner and a 3-minute walk away, where on-street parking is free. Please don&#8217;t park in our neighbours&#8217; bays in Canal Side Works: they do clamp.',
      ),
      h2('By bike'),
      p('There are covered **bike racks** for 12 bikes right by the entrance. Bring your own lock.'),
      h2('By bus and train'),
      p(
        'Buses 33 and 33A from Leeds city centre stop on Kirkstall Road, at the Milford Place stop right outside. Burley Park station is a 15-minute walk.',
      ),
    )}`,
  },
  {
    path: '/cafe',
    id: 26,
    title: 'The Mezz Café',
    description:
      'The Mezz, the café at Boulder Yard: opening hours, coffee, breakfasts, hot lunches and vegan food, and our outside food policy.',
    body: `${group(
      p(
        'The Mezz is our café on the mezzanine above the Slab, with the best view of the Cave. Good coffee, breakfasts, hot lunches and far too much cake. You don&#8217;t need to climb to use the café.',
      ),
      h2('Opening hours'),
      p(
        'The café keeps its own hours, different from the walls: **Monday to Friday 8am–8pm**, **Saturday and Sunday 9am–5pm**, and bank holidays 10am–4pm. The kitchen stops serving hot food an hour before the café closes.',
      ),
      h2('Food &amp; drink'),
      table(
        ['On the menu', 'Price'],
        [
          ['Flat white', '£3.20'],
          ['Pot of tea', '£2.40'],
          ['Bacon or vegan sausage sandwich', '£5.80'],
          ['Three-bean chilli bowl (VE)', '£7.95'],
          ['Vegan sausage roll (VE)', '£3.80'],
          ['Flapjack', '£2.50'],
        ],
      ),
      p(
        '**Vegan?** Everything marked (VE) is vegan, and there is always at least one vegan hot lunch and a vegan cake. Oat and soya milk are free. Members get 10% off.',
      ),
    )}
${panel(
  h2('Outside food'),
  p(
    'Please note there is **no outside food** in the café or anywhere in the centre: we&#8217;re a small independent business and the café keeps the lights on. The only exception is booked birthday parties, who are welcome to bring their own party food and cake to the party room. Water bottles are fine, of course.',
  ),
)}
${group(
  p(
    'Access: the café is up a flight of stairs, with no lift. See <a href="/facilities">accessibility</a> for how we can help.',
  ),
  p('Christmas: the café is closed from 24 December to 1 January and reopens on Saturday 2 January 2027.'),
)}`,
  },
  {
    path: '/contact',
    id: 28,
    title: 'Contact',
    description: 'Call, email or write to Boulder Yard, the bouldering centre on Kirkstall Road, Leeds.',
    body: `${columns(
      `${h2('Get in touch')}${p(`Phone: <a href="${BOULDER_PHONE_HREF}">${BOULDER_PHONE}</a>`)}${p(`Email: <a href="mailto:${BOULDER_EMAIL}">${BOULDER_EMAIL}</a>`)}${p(`Birthday parties: <a href="mailto:${BOULDER_PARTY_EMAIL}">${BOULDER_PARTY_EMAIL}</a>`)}${p(`Groups &amp; corporate: <a href="mailto:${BOULDER_GROUPS_EMAIL}">${BOULDER_GROUPS_EMAIL}</a>`)}${p('The desk is staffed whenever the walls are open. We answer emails within 2 working days.')}`,
      `${h2('Find us')}${p(`Boulder Yard<br>${BOULDER_STREET}<br>${BOULDER_TOWN} ${BOULDER_POSTCODE}`)}${buttons(['Directions &amp; parking', '/getting-here'])}`,
    )}
${group(
  h2('Send us a message'),
  `<div class="wpforms-container wpforms-container-full" id="wpforms-118"><form id="wpforms-form-118" class="wpforms-validate wpforms-form" data-formid="118" method="post" enctype="multipart/form-data" action="/contact/"><div class="wpforms-field-container"><div id="wpforms-118-field_0-container" class="wpforms-field wpforms-field-name" data-field-id="0"><label class="wpforms-field-label" for="wpforms-118-field_0">Name <span class="wpforms-required-label">*</span></label><input type="text" id="wpforms-118-field_0" class="wpforms-field-large wpforms-field-required" name="wpforms[fields][0]" required></div><div id="wpforms-118-field_1-container" class="wpforms-field wpforms-field-email" data-field-id="1"><label class="wpforms-field-label" for="wpforms-118-field_1">Email <span class="wpforms-required-label">*</span></label><input type="email" id="wpforms-118-field_1" class="wpforms-field-large wpforms-field-required" name="wpforms[fields][1]" required></div><div id="wpforms-118-field_2-container" class="wpforms-field wpforms-field-textarea" data-field-id="2"><label class="wpforms-field-label" for="wpforms-118-field_2">Message <span class="wpforms-required-label">*</span></label><textarea id="wpforms-118-field_2" class="wpforms-field-medium wpforms-field-required" name="wpforms[fields][2]" required></textarea></div></div><div class="wpforms-submit-container"><input type="hidden" name="wpforms[id]" value="118"><button type="submit" name="wpforms[submit]" id="wpforms-submit-118" class="wpforms-submit" data-alt-text="Sending..." data-submit-text="Send">Send</button></div></form></div>`,
)}`,
  },
];
