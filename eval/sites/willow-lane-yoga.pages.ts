import {
  buttons,
  columns,
  cover,
  facts,
  group,
  h2,
  h3,
  image,
  list,
  p,
  panel,
  price,
  separator,
  table,
  WILLOW_EMAIL,
  WILLOW_PHONE,
  type WillowPage,
} from './willow-lane-yoga.layout.ts';

type Product = [id: number, name: string, amount: string, note: string, subscription?: boolean];

/** WooCommerce's product loop as the shortcode prints it: title, price spans, add-to-basket button. */
const products = (items: Product[]) =>
  `<div class="woocommerce columns-3"><ul class="products columns-3">${items
    .map(
      ([id, name, amount, note, subscription], i) =>
        `<li class="ast-col-sm-12 ast-article-post astra-woo-hover-swap product type-product post-${id} status-publish ${i === 0 ? 'first' : i % 3 === 2 ? 'last' : ''} instock virtual purchasable product-type-${subscription ? 'subscription' : 'simple'}"><div class="astra-shop-summary-wrap"><span class="ast-woo-product-category">${subscription ? 'Memberships' : 'Class passes'}</span><a href="/passes-memberships?product=${id}" class="ast-loop-product__link"><h2 class="woocommerce-loop-product__title">${name}</h2></a><span class="price">${price(amount)}${subscription ? '<span class="subscription-details"> / month</span>' : ''}</span><div class="ast-woo-shop-product-description"><p>${note}</p></div><a href="?add-to-cart=${id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${id}" aria-label="Add to basket: &ldquo;${name}&rdquo;" rel="nofollow">Buy now</a></div></li>`,
    )
    .join('')}</ul></div>`;

/** Home, passes and memberships, studio info, booking policy, FAQ and contact. */
export const willowPages: WillowPage[] = [
  {
    path: '/',
    id: 8,
    kind: 'home',
    title: 'Home',
    description:
      'Willow Lane Yoga & Pilates: an independent yoga and reformer Pilates studio in Hollingbridge, near Bristol. Vinyasa, hatha, yin, reformer, pregnancy and kids yoga.',
    body: `${cover('Yoga &amp; reformer Pilates in the heart of Hollingbridge', 'An independent studio in the Old Tannery on Willow Lane, open to every body since 2016.')}
${group(
  h2('Welcome to Willow Lane'),
  p(
    'We&#8217;re a friendly, independent studio with three rooms: the Willow Room for yoga, the Garden Room for smaller classes, and a Reformer Studio with eight reformers. Around 60 classes a week, from a 6.45am reformer class to candlelit yin at the end of the day, taught by six teachers who love what they do.',
  ),
  p(
    'New to yoga or Pilates? Our intro offer gives new students **2 weeks of unlimited yoga and mat Pilates for £35**. Drop-in mat classes are £14 and reformer classes £24.',
  ),
  buttons(['See the timetable', '/timetable'], ['Passes &amp; prices', '/passes-memberships']),
)}
${columns(
  `${image('vinyasa-class.jpg', 'A vinyasa class in the Willow Room')}${h3('Yoga')}${p('Vinyasa, hatha and yin for every level, plus pregnancy yoga, mum &amp; baby, kids yoga and chair yoga for seniors.')}${buttons(['Yoga classes', '/classes'])}`,
  `${image('reformer-studio.jpg', 'The Reformer Studio')}${h3('Reformer Pilates')}${p('Small classes of up to eight on Balanced Body reformers, from beginners to intermediate.')}${buttons(['Reformer Pilates', '/classes/reformer-pilates'])}`,
  `${image('teacher-training.jpg', 'Trainees on the teacher training course')}${h3('Teacher training')}${p('Our 200-hour Yoga Alliance teacher training starts in March 2027. Applications are open.')}${buttons(['Workshops &amp; training', '/workshops-teacher-training'])}`,
)}
${panel(
  h2('Christmas is coming'),
  p(
    'Our Christmas and New Year timetable is out: see <a href="/blog/christmas-timetable-2026">the blog</a> for closures and the reduced timetable. Looking for a present? Our <a href="/gift-vouchers">gift vouchers</a> can be spent on any class, pass or workshop.',
  ),
)}
${group(
  h2('What our students say'),
  columns(
    p(
      '&ldquo;I came for the intro fortnight and never left. The Wednesday evening vinyasa is the best hour of my week.&rdquo; &mdash; Rachel, Hollingbridge',
    ),
    p(
      '&ldquo;Maggie&#8217;s chair yoga has done more for my hips than anything else. Lovely, warm people.&rdquo; &mdash; Dennis, 74',
    ),
    p(
      '&ldquo;Tiny reformer classes, so you actually get corrected. Priya is brilliant.&rdquo; &mdash; Sam, Keynsham',
    ),
  ),
)}`,
  },
  {
    path: '/passes-memberships',
    id: 16,
    title: 'Passes &amp; Memberships',
    description:
      'Drop-in classes, 5 and 10 class passes, unlimited monthly membership, the intro offer for new students, concessions and reformer packs.',
    body: `${group(
      p(
        'Buy online and your pass is ready to use straight away in the Momence app. All passes are personal to you. Mat classes are all our yoga classes and mat Pilates; reformer classes are priced separately (below).',
      ),
    )}
${group(h2('Yoga &amp; mat Pilates'))}
${products([
  [301, 'Drop-in class', '14.00', 'One mat class.'],
  [302, '5-Class Pass', '62.00', 'Valid for 2 months.'],
  [303, '10-Class Pass', '115.00', 'Valid for 4 months.'],
  [304, 'Unlimited Monthly Membership', '99.00', 'Unlimited mat classes.', true],
  [305, 'Intro Offer: 2 Weeks Unlimited', '35.00', 'New students only.'],
])}
${group(
  table(
    ['Pass', 'Price', 'Concession', 'Valid for'],
    [
      ['Drop-in class', '£14', '£11', 'the day of the class'],
      ['5-class pass', '£62', '£50', '2 months from purchase'],
      ['10-class pass', '£115', '£92', '4 months from purchase'],
      ['Unlimited monthly membership', '£99 a month', '&mdash;', 'minimum 3 months, then rolling'],
      ['Intro offer: 2 weeks unlimited', '£35', '&mdash;', '14 days from your first class'],
    ],
    'Mat classes: yoga and mat Pilates. Passes can&#8217;t be shared or extended.',
  ),
  p(
    'The **intro offer** is for new students who have never taken a class with us: two weeks of unlimited yoga and mat Pilates for £35, starting on the day of your first class. One intro offer per person.',
  ),
  p(
    'The **unlimited monthly membership** covers every mat class on the timetable. It has a minimum term of 3 months and then rolls on monthly; cancel any time after that with 30 days&#8217; notice. Reformer classes are not included in the unlimited membership.',
  ),
  h3('Concessions'),
  p(
    'Students with a valid student card, over-65s and anyone receiving Universal Credit get **20% off** drop-ins and mat class passes (see the Concession column). Just show your card at reception the first time. The concession discount is not valid on reformer classes, the intro offer or the unlimited membership.',
  ),
)}
${separator()}
${group(h2('Reformer Pilates'), p('Reformer classes are priced separately from mat classes and can&#8217;t be booked with a mat pass or the unlimited membership.'))}
${products([
  [311, 'Reformer drop-in', '24.00', 'One reformer class.'],
  [312, 'Reformer 5-Pack', '110.00', 'Valid for 3 months.'],
  [313, 'Reformer 10-Pack', '200.00', 'Valid for 5 months.'],
  [314, 'Reformer Intro: 3 Classes', '45.00', 'New to reformer.'],
  [315, 'Reformer 8 a Month', '165.00', '8 reformer classes a month.', true],
])}
${group(
  table(
    ['Reformer', 'Price', 'Valid for'],
    [
      ['Drop-in', '£24', 'the day of the class'],
      ['5-pack', '£110', '3 months'],
      ['10-pack', '£200', '5 months'],
      ['Reformer intro: 3 classes', '£45', '3 weeks'],
      ['Reformer 8 a month', '£165 a month', 'unused classes don&#8217;t roll over'],
    ],
  ),
  p(
    'New to the reformer? Start with the **reformer intro**: three beginners&#8217; reformer classes for £45, to use within 3 weeks. If you have done reformer Pilates elsewhere, tell us where when you book and you can go straight into an all-levels class.',
  ),
)}
${panel(
  h2('Other classes'),
  list(
    'Chair Yoga for Seniors: £7 a class, pay at the door',
    'Kids Yoga: £8 a class, or £42 for a 6-week block',
    'Mum &amp; Baby Yoga: £55 for a 5-week course',
    'Pregnancy Yoga: £14 drop-in, or a 6-class pregnancy pass for £75 (valid 10 weeks)',
  ),
  p(
    'Passes and memberships are non-refundable and can&#8217;t be transferred to another person. See our <a href="/booking-policy">booking &amp; cancellation policy</a>.',
  ),
)}`,
  },
  {
    path: '/studio-info',
    id: 22,
    title: 'Studio Info',
    description:
      'What to bring, mats, showers, lockers, parking, bike racks, accessibility and our late arrival policy.',
    body: `${group(
      p(
        'Everything you need to know before your first visit. If you are coming for the first time, please arrive 15 minutes early so we can show you around and you can fill in a short health form.',
      ),
      h2('What to bring'),
      p(
        'Wear comfortable clothes you can move in and bring a water bottle (there&#8217;s a filtered water tap in reception). We practise barefoot. For reformer classes grip socks are required: we sell them at reception for £9.',
      ),
      p(
        'You&#8217;re welcome to bring your own mat, or hire one of ours for £2. Blocks, straps, bolsters and blankets are free to use.',
      ),
      facts([
        ['Mat hire', '£2'],
        ['Towel hire', '£2.50'],
        ['Grip socks', '£9'],
        ['Lockers', 'free'],
      ]),
    )}
${group(
  h2('Changing rooms &amp; showers'),
  p(
    'We have two changing rooms, each with two showers, hairdryers and lockers, and a separate accessible shower room on the ground floor. Shampoo and body wash are provided. Towels can be hired at reception for £2.50.',
  ),
  p(
    'The lockers are free and lock with a 4-digit code of your choice. Please take your valuables with you into the studio if the lockers are full.',
  ),
  h2('The rooms'),
  p(
    'The Willow Room (24 mats) and the Garden Room (12 mats) are on the ground floor. The Reformer Studio has eight Balanced Body reformers and is on the first floor. We don&#8217;t offer hot yoga: all rooms are kept comfortably warm at about 22&deg;C, with underfloor heating in the Willow Room.',
  ),
)}
${panel(
  h2('Accessibility'),
  p(
    `Reception, the Willow Room, the Garden Room, an accessible toilet and the accessible shower room are on the ground floor with step-free access from Willow Lane. The Reformer Studio is on the first floor and is reached by stairs only: there is no lift. If you have any questions about access, call us on ${WILLOW_PHONE} before your visit.`,
  ),
  p('Chairs are available in every class for anyone who would rather not sit on the floor.'),
)}
${group(
  h2('Arriving late'),
  p(
    'Classes start on time and the door is closed once the class has settled. We can&#8217;t let anyone in more than 10 minutes after a mat class has started, and you can&#8217;t join a reformer class once it has begun, as the warm-up sets the springs for the class. If you arrive after that, the class counts as a late cancellation.',
  ),
  h2('Getting here'),
  p(
    'There is no parking at the studio. The nearest car park is **Tannery Lane car park** (pay and display), a 2-minute walk away; it is free after 6pm and all day on Sundays. Two disabled bays are right outside our door on Willow Lane.',
  ),
  p(
    'Coming by bike? There are covered bike racks for 12 bikes in the courtyard. For buses and trains, see <a href="/contact">contact &amp; find us</a>.',
  ),
  h2('Paying at the studio'),
  p(
    'We&#8217;re a cashless studio: we take cards, Apple Pay and Google Pay at reception, but we don&#8217;t take cash.',
  ),
)}`,
  },
  {
    path: '/booking-policy',
    id: 24,
    title: 'Booking &amp; Cancellation Policy',
    description:
      'How to book, the 12-hour cancellation window, late cancellations, no-shows and the waitlist.',
    body: `${group(
      h2('Booking'),
      p(
        'You can book classes on our <a href="/timetable">timetable</a> or in the Momence app, up to 14 days ahead. Reformer classes must always be booked in advance. For mat classes, drop-ins are welcome subject to space: we keep three mats back for walk-ins in every mat class, so you can just turn up, but booking guarantees your place.',
      ),
      h2('Cancelling'),
      p(
        'You can cancel free of charge **up to 12 hours before the class**: the class goes straight back onto your pass. Cancel later than that and it is a late cancellation: the class is taken from your pass, and unlimited members are charged a £5 late-cancellation fee.',
      ),
      table(
        ['', 'Mat classes', 'Reformer classes'],
        [
          [
            'Cancel 12 hours or more before',
            'Free, class refunded to your pass',
            'Free, class refunded to your pass',
          ],
          ['Late cancellation (less than 12 hours)', 'Class used; members £5 fee', 'Class charged in full'],
          ['No-show', 'Class used; members £10 no-show fee', 'Class charged in full'],
        ],
      ),
      h2('No-shows'),
      p(
        'If you book and don&#8217;t come without cancelling, the class is taken from your pass, and unlimited members are charged a £10 no-show fee. Three no-shows in a month and we may pause your online booking for two weeks.',
      ),
    )}
${panel(
  h2('The waitlist'),
  p(
    'Class full? Join the waitlist on the timetable. If a place comes up more than 2 hours before the class, the first person on the waitlist is booked in automatically and gets an email. In the last 2 hours, everyone on the waitlist gets a text and the first to claim the place gets it. You won&#8217;t be charged for a class you only waitlisted.',
  ),
)}
${group(
  h2('Passes and memberships'),
  list(
    'Class passes start on the day you buy them: 5-class passes are valid for 2 months and 10-class passes for 4 months. Reformer packs are valid for 3 months (5-pack) and 5 months (10-pack).',
    'Unused classes can&#8217;t be carried over once a pass has expired.',
    'Passes and memberships are non-refundable and can&#8217;t be transferred to another person.',
    'The unlimited membership has a 3-month minimum term, then rolls on monthly. Cancel with 30 days&#8217; notice by email.',
    'You can freeze your membership once a year for up to 6 weeks, free of charge: email us before your next payment date.',
  ),
  p(`Questions about a booking? Email ${WILLOW_EMAIL} or call ${WILLOW_PHONE}.`),
)}`,
  },
];
