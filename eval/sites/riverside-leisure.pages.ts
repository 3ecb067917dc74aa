import type { RiversidePage } from './riverside-leisure.layout.ts';

/** The centre's own pages: times, swimming, gym, prices, classes, café, visiting and FAQs. */
export const riversidePages: RiversidePage[] = [
  {
    path: '/',
    title: 'Swim, gym and classes in Ashford Vale',
    main: `<section class="hero hero--home">
  <div class="wrap"><h1>Riverside Leisure Centre</h1>
  <p>Swimming, a fully equipped gym, more than 40 classes a week and a café by the river &ndash; all run by a local charity.</p>
  <a class="button" href="/membership">See memberships</a> <a class="button button--ghost" href="/opening-times">Opening times</a></div>
</section>
<section class="cards wrap">
  <div class="card"><img src="/assets/img/pool-card.jpg" alt="Main pool"><h2><a href="/swimming">Swimming</a></h2><p>Lane swimming, family fun sessions and lessons for all ages.</p></div>
  <div class="card"><img src="/assets/img/gym-card.jpg" alt="Gym floor"><h2><a href="/gym">Gym</a></h2><p>Cardio, strength and a functional training zone with friendly staff on hand.</p></div>
  <div class="card"><img src="/assets/img/class-card.jpg" alt="Yoga class"><h2><a href="/classes">Classes</a></h2><p>Yoga, spin, Pilates, aqua aerobics and more.</p></div>
</section>
<section class="latest wrap"><h2>Latest news</h2>
  <ul><li><a href="/news/new-sauna-suite">Our new sauna and steam room</a></li><li><a href="/news/summer-holiday-camps">Summer holiday camps are back</a></li><li><a href="/news/main-pool-maintenance">Main pool maintenance in August</a></li></ul>
</section>`,
  },
  {
    path: '/opening-times',
    title: 'Opening times',
    section: '/opening-times',
    main: `<div class="wrap content">
<h1>Opening times</h1>
<p>Our opening hours are below. The pool closes 30 minutes before the rest of the centre, so the last swimmers have time to change.</p>
<table class="table table--times">
  <caption>Centre and pool opening hours</caption>
  <thead><tr><th scope="col">Day</th><th scope="col">Centre</th><th scope="col">Pool</th></tr></thead>
  <tbody>
    <tr><th scope="row">Monday</th><td>06:30 &ndash; 22:00</td><td>06:30 &ndash; 21:30</td></tr>
    <tr><th scope="row">Tuesday</th><td>06:30 &ndash; 22:00</td><td>06:30 &ndash; 21:30</td></tr>
    <tr><th scope="row">Wednesday</th><td>06:30 &ndash; 22:00</td><td>06:30 &ndash; 21:30</td></tr>
    <tr><th scope="row">Thursday</th><td>06:30 &ndash; 22:00</td><td>06:30 &ndash; 21:30</td></tr>
    <tr><th scope="row">Friday</th><td>06:30 &ndash; 21:00</td><td>06:30 &ndash; 20:30</td></tr>
    <tr><th scope="row">Saturday</th><td>08:00 &ndash; 18:00</td><td>08:00 &ndash; 17:30</td></tr>
    <tr><th scope="row">Sunday</th><td>08:00 &ndash; 16:00</td><td>08:00 &ndash; 15:30</td></tr>
  </tbody>
</table>
<h2>Bank holidays</h2>
<p>The centre is closed on all bank holidays, including Christmas Day, Boxing Day and New Year&rsquo;s Day.</p>
<p class="note">Times can change during school holidays and galas. Check our <a href="/news">news page</a> before you travel.</p>
</div>`,
  },
  {
    path: '/swimming',
    title: 'Swimming',
    section: '/swimming',
    main: `<div class="wrap content">
<h1>Swimming at Riverside</h1>
<p>Our main pool is 25 metres long with six lanes, and the learner pool is kept at a toasty 31&deg;C for little ones and lessons.</p>
<h2>Lane swimming</h2>
<p>On weekdays lanes are set out from 06:30 to 09:00, from 12:00 to 14:00 and from 19:00 until the pool closes. Lanes are marked slow, medium and fast &ndash; please pick the one that matches your pace.</p>
<h2>Family swim</h2>
<p>Family sessions run on Saturdays and Sundays from 10:00 to 12:00, with the big inflatable out on Sundays.</p>
<h2>Children in the pool</h2>
<p>Children under 8 must be accompanied in the water by an adult aged 16 or over, and each adult can bring a maximum of two children under 8.</p>
<p>Children aged 8 and over can swim on their own if they are confident swimmers.</p>
<h2>Diving</h2>
<p>We don&rsquo;t have a diving board, but you may dive from the side at the deep end, which is 2 metres deep.</p>
<p><a href="/swimming-lessons">Looking for lessons? &rarr;</a></p>
</div>`,
  },
  {
    path: '/swimming-lessons',
    title: 'Swimming lessons',
    section: '/swimming',
    main: `<div class="wrap content">
<h1>Swimming lessons</h1>
<p>Our Learn to Swim programme takes children from their first splash to confident swimmers in seven stages. Lessons last 30 minutes, in small groups with qualified teachers.</p>
<h2>Children (4 to 11 years)</h2>
<p>Lessons run on weekday afternoons between 16:00 and 18:30 and on Saturday mornings between 09:00 and 12:00.</p>
<p>Children&rsquo;s lessons cost &pound;7.80 per lesson, paid monthly by Direct Debit.</p>
<p>Not sure which stage your child should start at? Book a free assessment at reception before you sign up.</p>
<h2>Ducklings (6 months to 3 years)</h2>
<p>Parent and baby sessions in the learner pool every Wednesday at 10:00, &pound;6.50 per session.</p>
<h2>Adults</h2>
<p>It&rsquo;s never too late to learn. Adult beginner lessons take place on Monday evenings at 19:30.</p>
<p>Parents and carers are welcome to watch from the viewing gallery, but not from the poolside.</p>
</div>`,
  },
  {
    path: '/gym',
    title: 'Gym',
    section: '/gym',
    main: `<div class="wrap content">
<h1>The gym</h1>
<p>Our first-floor gym has more than 80 stations: treadmills, rowers, bikes and cross-trainers, a free weights area with racks up to 50 kg dumbbells, and a functional zone with sleds, kettlebells and battle ropes.</p>
<h2>Your induction</h2>
<p>Every new member starts with a free 45-minute induction with one of our instructors, who will show you the equipment and help you set goals. Ask at reception or book through the app.</p>
<h2>Personal training</h2>
<p>Want more support? Our personal trainers offer one-to-one sessions at &pound;35 per hour.</p>
<p>The gym is for members aged 16 and over. Younger members should read our <a href="/faq#under-16">FAQs</a>.</p>
</div>`,
  },
  {
    path: '/membership',
    title: 'Membership and prices',
    section: '/membership',
    main: `<div class="wrap content">
<h1>Membership and prices</h1>
<p>All our memberships are rolling monthly memberships paid by Direct Debit. A one-off joining fee of &pound;20 applies.</p>
<div class="table-scroll">
<table class="table table--prices">
  <thead><tr><th>Membership</th><th>What&rsquo;s included</th><th>Price</th></tr></thead>
  <tbody>
    <tr><td><strong>Gym &amp; Swim</strong></td><td>Unlimited gym, swimming and classes, any time</td><td>&pound;34.50 / month</td></tr>
    <tr><td><strong>Swim Only</strong></td><td>Unlimited swimming in public sessions</td><td>&pound;24.00 / month</td></tr>
    <tr><td><strong>Off-Peak</strong></td><td>Gym, swimming and classes on weekdays 10:00&ndash;16:00 and at weekends</td><td>&pound;26.00 / month</td></tr>
    <tr><td><strong>Junior (11&ndash;15)</strong></td><td>Junior gym sessions and swimming</td><td>&pound;15.00 / month</td></tr>
    <tr><td><strong>Concession</strong></td><td>Gym &amp; Swim for over-65s and full-time students</td><td>&pound;25.00 / month</td></tr>
  </tbody>
</table>
</div>
<h2>Pay as you go</h2>
<table class="table">
  <tbody>
    <tr><td>Adult swim</td><td>&pound;5.20</td></tr>
    <tr><td>Gym session</td><td>&pound;7.00</td></tr>
    <tr><td>Fitness class</td><td>&pound;7.50</td></tr>
  </tbody>
</table>
<h2>Cancelling or freezing</h2>
<p>There&rsquo;s no minimum term: you can cancel your membership at any time by giving one month&rsquo;s notice in writing.</p>
<p>Going away or injured? You can freeze your membership for up to three months a year for &pound;5 a month.</p>
</div>`,
  },
  {
    path: '/classes',
    title: 'Fitness classes',
    section: '/classes',
    main: `<div class="wrap content">
<h1>Classes</h1>
<p>From a gentle stretch to a sweaty spin, there&rsquo;s a class for you. All classes are included in Gym &amp; Swim and Off-Peak memberships and can be booked up to 7 days in advance in the app.</p>
<table class="table table--timetable">
  <thead><tr><th>Class</th><th>Day</th><th>Time</th><th>Where</th></tr></thead>
  <tbody>
    <tr><td>Hatha yoga</td><td>Monday</td><td>18:30&ndash;19:30</td><td>Studio 1</td></tr>
    <tr><td>Spin</td><td>Tuesday</td><td>07:00&ndash;07:45</td><td>Cycle studio</td></tr>
    <tr><td>Pilates</td><td>Wednesday</td><td>09:30&ndash;10:30</td><td>Studio 1</td></tr>
    <tr><td>Spin</td><td>Thursday</td><td>18:15&ndash;19:00</td><td>Cycle studio</td></tr>
    <tr><td>Aqua aerobics</td><td>Friday</td><td>10:00&ndash;10:45</td><td>Main pool</td></tr>
    <tr><td>Vinyasa yoga</td><td>Saturday</td><td>09:00&ndash;10:15</td><td>Studio 1</td></tr>
    <tr><td>Circuits</td><td>Saturday</td><td>11:00&ndash;11:45</td><td>Sports hall</td></tr>
  </tbody>
</table>
<p>Yoga mats are provided, but you&rsquo;re welcome to bring your own. For spin, bring a water bottle and a small towel.</p>
<p>Please arrive 5 minutes before the start: latecomers may not be let in once the warm-up has started.</p>
</div>`,
  },
  {
    path: '/cafe',
    title: 'Riverside Café',
    section: '/cafe',
    main: `<div class="wrap content">
<h1>Riverside Café</h1>
<p>Overlooking the pool, our café serves freshly made breakfasts, lunches and snacks, with good coffee from a local roaster.</p>
<p>The café is open Monday to Friday from 08:00 to 20:00 and at weekends from 08:30 to 15:30.</p>
<h2>A taste of the menu</h2>
<ul class="menu">
  <li>Flat white &ndash; &pound;3.10</li>
  <li>Bacon or veggie sausage roll &ndash; &pound;4.20</li>
  <li>Jacket potato with beans and cheese &ndash; &pound;5.90</li>
  <li>Fruit smoothie &ndash; &pound;4.50</li>
  <li>Kids&rsquo; lunch box &ndash; &pound;4.00</li>
</ul>
<p>Gluten-free bread is available for all sandwiches.</p>
<p>The café and reception are cashless: we accept cards and phone payments only.</p>
<p>Please don&rsquo;t bring your own food into the café; baby food and milk are of course fine.</p>
</div>`,
  },
  {
    path: '/getting-here',
    title: 'Parking and getting here',
    section: '/contact',
    main: `<div class="wrap content">
<h1>Parking and getting here</h1>
<p>You&rsquo;ll find us on Mill Lane, next to the river footbridge.</p>
<h2>By car</h2>
<p>Our car park has 120 spaces, including 8 blue badge bays next to the main entrance. Parking is free for up to 3 hours when you use the centre: just enter your registration on the screen at reception. After that it costs &pound;1.50 an hour.</p>
<h2>By bus and train</h2>
<p>Bus routes 42 and 42A stop right outside on Mill Lane. Ashford Vale railway station is a 10-minute walk along the river path.</p>
<h2>By bike</h2>
<p>There are covered racks for 40 bikes beside the main entrance.</p>
</div>`,
  },
  {
    path: '/accessibility',
    title: 'Accessibility',
    section: '/contact',
    main: `<div class="wrap content">
<h1>Accessibility</h1>
<p>We want everyone to feel welcome at Riverside. If you have any questions before your visit, just give us a call.</p>
<ul>
  <li>Both pools have a hoist, and our team is trained to use it.</li>
  <li>There is a Changing Places toilet, with a ceiling hoist and an adult-sized changing bench, next to the sports hall.</li>
  <li>A lift takes you to the first-floor gym and studios.</li>
  <li>There is a hearing loop at reception.</li>
  <li>Assistance dogs are welcome throughout the centre.</li>
  <li>A carer accompanying a disabled customer gets in free of charge.</li>
</ul>
</div>`,
  },
  {
    path: '/contact',
    title: 'Contact us',
    section: '/contact',
    main: `<div class="wrap content">
<h1>Contact us</h1>
<div class="contact">
  <div class="contact__col">
    <h2>Call us</h2>
    <p class="contact__phone">01632 960482</p>
    <p>Reception is staffed at all times while the centre is open.</p>
  </div>
  <div class="contact__col">
    <h2>Email</h2>
    <p><a href="mailto:hello@riverside-leisure.test">hello@riverside-leisure.test</a></p>
    <p>We aim to reply within two working days.</p>
  </div>
  <div class="contact__col">
    <h2>Find us</h2>
    <p>Riverside Leisure Centre<br>14 Mill Lane<br>Ashford Vale<br>AV3 7RL</p>
  </div>
</div>
<form class="form" action="/contact" method="post">
  <label for="name">Your name</label><input id="name" name="name" type="text">
  <label for="email">Your email</label><input id="email" name="email" type="email">
  <label for="msg">How can we help?</label><textarea id="msg" name="message"></textarea>
  <button type="submit">Send message</button>
</form>
</div>`,
  },
  {
    path: '/faq',
    title: 'Frequently asked questions',
    section: '/contact',
    main: `<div class="wrap content">
<h1>FAQs</h1>
<div class="accordion">
  <div class="accordion__item"><button class="accordion__toggle" aria-expanded="false">Do you provide towels?</button>
    <div class="accordion__panel"><p>We don&rsquo;t provide towels, but you can hire one at reception for &pound;2.</p></div></div>
  <div class="accordion__item"><button class="accordion__toggle" aria-expanded="false">How do the lockers work?</button>
    <div class="accordion__panel"><p>Lockers take a &pound;1 coin, which you get back when you open the locker again. No coin? Reception can lend you a locker token.</p></div></div>
  <div class="accordion__item"><button class="accordion__toggle" aria-expanded="false">Can I bring a friend?</button>
    <div class="accordion__panel"><p>Gym &amp; Swim members can bring a guest up to four times a month. Guests pay &pound;8 per visit and must be 16 or over.</p></div></div>
  <div class="accordion__item" id="under-16"><button class="accordion__toggle" aria-expanded="false">Can under-16s use the gym?</button>
    <div class="accordion__panel"><p>Young people aged 11 to 15 can use the gym only during Junior Gym sessions, on Mondays and Wednesdays from 16:00 to 18:00, after a junior induction. Children under 11 can&rsquo;t use the gym.</p></div></div>
  <div class="accordion__item"><button class="accordion__toggle" aria-expanded="false">What if I can&rsquo;t make a class I&rsquo;ve booked?</button>
    <div class="accordion__panel"><p>You can cancel a class booking free of charge up to 12 hours before it starts. If you cancel later or don&rsquo;t turn up, we charge a &pound;3 late cancellation fee.</p></div></div>
  <div class="accordion__item"><button class="accordion__toggle" aria-expanded="false">Can I smoke or vape outside?</button>
    <div class="accordion__panel"><p>Smoking and vaping are not permitted anywhere on our site, including the car park.</p></div></div>
  <div class="accordion__item"><button class="accordion__toggle" aria-expanded="false">Can I bring my dog?</button>
    <div class="accordion__panel"><p>Apart from assistance dogs, pets are not allowed inside the centre.</p></div></div>
  <div class="accordion__item"><button class="accordion__toggle" aria-expanded="false">I&rsquo;ve lost something</button>
    <div class="accordion__panel"><p>Ask at reception. We keep lost property for 30 days before donating it to charity.</p></div></div>
</div>
</div>`,
  },
  {
    // The stray </article> after the introduction closes the article early: a browser still shows every
    // paragraph, but in the DOM the prices and booking rules sit outside the <article> element.
    path: '/kids-parties',
    title: "Children's birthday parties",
    section: '/kids-parties',
    main: `<div class="wrap content">
<article class="entry">
  <header class="entry__header"><h1>Children&rsquo;s birthday parties</h1></header>
  <div class="entry__intro"><p>Make your child&rsquo;s birthday one to remember with a party at Riverside, and leave the tidying up to us.</p></div>
</article>
  <div class="entry__body">
    <h2>Pool party</h2>
    <p>One hour in the learner pool with the big inflatable and games, then 45 minutes in our party room. A pool party costs &pound;165 for up to 20 children.</p>
    <h2>Sports hall party</h2>
    <p>Bouncy castle, parachute games and a disco in the sports hall, followed by food in the party room: &pound;140 for up to 25 children.</p>
    <h2>Party food</h2>
    <p>Our café prepares party boxes with a sandwich, crisps, fruit and a drink for &pound;4.50 per child. You&rsquo;re welcome to bring your own birthday cake.</p>
    <h2>Booking</h2>
    <p>Parties take place on Saturdays and Sundays, starting at 13:00 or 15:30. Please book at least three weeks ahead; a &pound;50 deposit secures your date and is non-refundable.</p>
    <p>For pool parties we need one adult in the water for every five children under 8.</p>
  </div>
</article>
</div>`,
  },
];
