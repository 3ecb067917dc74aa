import {
  a,
  appointments,
  boldLine,
  button,
  CRUMB_PHONE,
  type CrumbPage,
  cards,
  cx,
  form,
  h4,
  hero,
  line,
  menu,
  p,
  rt,
  section,
  table,
  ul,
} from './crumb-and-kettle.layout.ts';

/* ── Café menu: the builder's Menu sections, every price alone in its own span ────────────────────── */

const cafeMenu: CrumbPage = {
  path: '/cafe-menu',
  title: 'Café Menu &amp; Prices',
  description:
    'Breakfast, lunch, cakes, afternoon tea, coffee and loaves to take home at Crumb &amp; Kettle, Stowcombe.',
  body: `${hero('Café Menu', 'Breakfast until 11.30am, lunch from 12 noon to 2.30pm, cakes and coffee all day.', 'cafe-table-window.jpg')}
${section(
  'menu',
  '',
  rt(
    p(
      'Everything on our menu is made here, in our kitchen behind the counter: the bread, the pastries, the jam, even the baked beans. Dishes marked (V) are vegetarian, (VG) vegan. Please tell us about any allergies before you order and see our ' +
        a('allergen information', '/allergens') +
        '.',
    ),
  ),
  menu(
    'Breakfast',
    'Served until 11.30am, Tuesday to Saturday. On Sundays our brunch menu runs until 1.30pm.',
    [
      [
        'Sourdough toast',
        'Two slices of country sourdough or seeded rye, with butter and our own jam (V)',
        '£4.20',
      ],
      [
        'Bacon or sausage bap',
        'Dry-cured bacon or a Gloucester Old Spot sausage in a soft white bap. Vegan sausage available (VG). Add a fried egg for £1.20',
        '£5.80',
      ],
      [
        'The Full Cotswold',
        'Bacon, sausage, two eggs, mushrooms, roast tomato, beans, black pudding and sourdough toast',
        '£12.50',
      ],
      [
        'The Veggie Full',
        'Halloumi, two eggs, mushrooms, roast tomato, beans, spinach and sourdough toast (V)',
        '£11.50',
      ],
      [
        'Eggs Benedict',
        'Two poached eggs, ham and hollandaise on a toasted muffin. Royale, with smoked salmon, £11.20',
        '£9.80',
      ],
      ['Porridge', 'Cooked with whole milk or oat milk, with honey and seasonal fruit (V)', '£6.20'],
      [
        'Granola bowl',
        'Our maple and pecan granola (contains nuts) with Greek yoghurt and fruit compote (V)',
        '£6.80',
      ],
    ],
  ),
)}
${section(
  'menu',
  '',
  menu('Lunch', 'Served from 12 noon to 2.30pm, Tuesday to Saturday.', [
    ['Soup of the day', 'With a hunk of sourdough and butter (V)', '£7.50'],
    [
      'Toasted sourdough sandwich',
      'Ham and mature cheddar, three cheese and onion (V), or mushroom and tarragon (V)',
      '£8.40',
    ],
    ['Welsh rarebit', 'On toasted sourdough, with pear chutney (V)', '£8.90'],
    ['Quiche of the day', 'With dressed leaves and pickled red onion', '£10.50'],
    ['Luca&#x27;s focaccia', 'Mortadella, stracciatella and pistachio pesto (contains nuts)', '£9.90'],
    [
      'Children&#x27;s plate',
      'For under-10s: half a toastie, apple slices, crisps and a carton of juice',
      '£6.50',
    ],
  ]),
)}
${section(
  'menu',
  '',
  menu('From the counter', 'All day, to eat in or take away, while they last.', [
    ['Butter croissant', '', '£3.10'],
    ['Pain au chocolat', '', '£3.40'],
    ['Cinnamon bun', '', '£3.50'],
    ['Cardamom bun', 'Our best seller', '£3.60'],
    ['Sausage roll', 'Pork and sage, or vegan (VG)', '£4.20'],
    ['Slice of cake', 'Ask what&#x27;s on the counter today', '£4.20'],
    ['Scone', 'With jam and clotted cream', '£4.80'],
    ['Cream tea', 'Two scones, jam, clotted cream and a pot of tea', '£9.50'],
  ]),
)}
${section(
  'menu',
  '',
  menu(
    'Afternoon tea',
    'Wednesday to Saturday, served between 1pm and 3pm. Please book at least 48 hours ahead by phone.',
    [
      [
        'Afternoon tea for two',
        'Finger sandwiches, mini sausage rolls, scones with jam and clotted cream, four little cakes and a pot of tea each',
        '£38',
      ],
      ['Add a glass of prosecco', 'Per glass', '£7.50'],
    ],
  ),
)}
${section(
  'menu',
  '',
  menu(
    'Drinks',
    'Oat, soya and almond milk at no extra charge. Bring your own cup and we&#x27;ll take 25p off any hot drink.',
    [
      ['Espresso', '', '£2.40'],
      ['Americano', '', '£3.10'],
      ['Flat white', '', '£3.50'],
      ['Cappuccino', '', '£3.60'],
      ['Latte', '', '£3.70'],
      ['Chai latte', '', '£3.80'],
      ['Mocha', '', '£3.90'],
      ['Hot chocolate', 'With cream and marshmallows, 50p', '£3.90'],
      ['Pot of loose-leaf tea', 'English breakfast, Earl Grey, green, peppermint or rooibos', '£3.20'],
      ['Fresh orange juice', '', '£3.20'],
      ['Babyccino', 'Frothy milk with a dusting of chocolate', '£1.00'],
    ],
  ),
)}
${section(
  'menu',
  'Loaves to take home',
  menu('Bread', 'Baked every morning from 4am. Any bread left at 3pm is half price.', [
    ['Country sourdough', '800g, our everyday loaf', '£5.20'],
    ['Seeded rye', 'Rye and wheat with sunflower, pumpkin and sesame seeds', '£5.60'],
    ['Spelt &amp; honey', '', '£5.40'],
    ['White bloomer', '', '£3.90'],
    ['Focaccia', 'A slab with rosemary and sea salt', '£4.50'],
    ['Baguette', '', '£2.80'],
  ]),
  button('Join the Bread Club', '/bread-club'),
)}`,
};

/* ── Celebration cakes: size cards with their prices apart, extras as a Menu, the rules in text ───── */

const cakes: CrumbPage = {
  path: '/celebration-cakes',
  title: 'Celebration Cakes',
  description:
    'Birthday and celebration cakes baked to order in Stowcombe: sizes, prices, flavours, how much notice we need and our deposit.',
  body: `${hero('Celebration Cakes', 'Birthdays, christenings and anniversaries: baked to order by Hannah and the team.', 'celebration-cake-flowers.jpg', ['Order a cake', '#cake-order'])}
${section(
  'content',
  'Flavours',
  rt(
    p(
      'Every cake is three layers of sponge with a buttercream finish. Choose from Victoria sponge, lemon drizzle, chocolate fudge, coffee and walnut, carrot and walnut, red velvet, or raspberry and white chocolate. Our gluten-free cake is orange and almond.',
    ),
  ),
)}
${section(
  'content',
  'Sizes and prices',
  cards([
    { title: '6 inch round', text: 'Serves 8–10', price: '£42', photo: 'cake-6-inch.jpg' },
    { title: '8 inch round', text: 'Serves 14–18', price: '£58', photo: 'cake-8-inch.jpg' },
    { title: '10 inch round', text: 'Serves 24–30', price: '£82', photo: 'cake-10-inch.jpg' },
    {
      title: 'Two tiers (6 inch on 8 inch)',
      text: 'Serves 30–35',
      price: '£145',
      photo: 'cake-two-tier.jpg',
    },
  ]),
)}
${section(
  'menu',
  'Extras',
  menu('Make it yours', '', [
    ['Fresh flowers', 'Seasonal, from Petal &amp; Stem on the High Street', 'from £12'],
    ['Chocolate drip and macarons', '', '£15'],
    ['Edible photo print', '', '£8'],
    ['Gluten-free sponge', 'Orange and almond (contains nuts)', '+£6'],
    ['Vegan sponge', '', '+£6'],
    ['Piped message, candles and a cake box', '', 'Free'],
  ]),
)}
${section(
  'content',
  'How to order',
  boldLine('Notice'),
  rt(
    p(
      'Please order **at least 7 days** before you need your cake. Two-tier cakes need **at least 3 weeks&#x27; notice**. Last-minute? Give us a ring: now and then we have a spare 6 inch cake in the fridge, but we can&#x27;t promise.',
    ),
  ),
  boldLine('Deposit and payment'),
  rt(
    p(
      'We ask for a **50% deposit** to confirm your order; we send you a payment link when we confirm. The rest is paid when you collect your cake.',
    ),
    p(
      'You can change the flavour or the message up to 5 days before collection. If you cancel at least 7 days before collection we keep your deposit as a credit for another order within 6 months. With less than 7 days&#x27; notice the deposit is lost.',
    ),
  ),
  boldLine('Collection'),
  rt(
    p(
      'Celebration cakes are collected from the shop during our opening hours, Tuesday to Sunday. We don&#x27;t deliver celebration cakes; the only cakes we deliver are wedding cakes.',
    ),
  ),
  boldLine('What we don&#x27;t do'),
  rt(
    ul(
      'Sculpted or 3D novelty cakes (cars, castles, unicorns): we stick to round cakes, decorated beautifully.',
      'Sugarpaste (fondant) figures and characters.',
      'Nut-free cakes: we can leave nuts out of the recipe, but our kitchen uses nuts every day, so we can&#x27;t guarantee any cake is nut-free.',
    ),
  ),
)}
${section(
  'content',
  'Wedding cakes',
  rt(
    p(
      'We make wedding cakes of up to three tiers, **from £320**. Start with a tasting box of four flavours for £18, which we take off the price if you order. Please get in touch at least 3 months before the wedding.',
    ),
    p('We deliver and set up wedding cakes within 15 miles of Stowcombe for £35.'),
  ),
)}
<div id="cake-order" class="widget widget-contact widget-contact-contact-3"><div data-ux="WidgetBanner" class="${cx('div')}"><section data-ux="Section" data-aid="CONTACT_SECTION_RENDERED" class="${cx('section')}"><div data-ux="Container" class="${cx('div')}"><h2 role="heading" aria-level="2" data-ux="SectionHeading" data-aid="CONTACT_SECTION_TITLE_REND" class="${cx('h2')}"><span data-ux="Element" class="${cx('span')}">Cake enquiry</span></h2>${line('Tell us about your cake and we&#x27;ll reply within 2 working days (we&#x27;re closed on Mondays) to confirm and send the deposit link.')}${form(
    'CAKE',
    [
      ['Name', 'text'],
      ['Email', 'email'],
      ['Phone', 'tel'],
      ['Collection date', 'date'],
      ['Size', 'select', ['6 inch', '8 inch', '10 inch', 'Two tiers', 'Wedding cake']],
      ['Flavour', 'text'],
      ['Message on the cake', 'text'],
      ['Allergies we should know about', 'textarea'],
    ],
    'Send my enquiry',
  )}</div></section></div></div>`,
};

/* ── The Bread Club: plan cards with their prices apart, delivery and rules in text ──────────────── */

const breadClub: CrumbPage = {
  path: '/bread-club',
  title: 'The Bread Club: Bread Subscription',
  description:
    'Our bread subscription: a fresh loaf every week, collected from the shop or delivered on Fridays around Stowcombe. Plans, prices, pausing and cancelling.',
  body: `${hero('The Bread Club', 'A fresh loaf every week, baked the same morning.', 'bread-club-bags.jpg', ['Join the Bread Club', '/bread-club#join'])}
${section(
  'content',
  'How it works',
  rt(
    p(
      'Join the Bread Club and we bake for you every week. The loaf changes with the week: country sourdough, seeded rye, spelt and honey, or a white bloomer. If you&#x27;d rather have the same loaf every time, choose "Sourdough every week" when you sign up.',
    ),
    p(
      'Collect your bread from the shop any day from Wednesday to Saturday (it&#x27;s waiting from opening time), or have it delivered to your door on Friday morning.',
    ),
  ),
)}
${section(
  'content',
  'Choose your plan',
  cards([
    {
      title: 'The Weekly Loaf',
      text: 'One loaf every week.',
      price: '£22 a month',
      photo: 'plan-weekly-loaf.jpg',
      link: ['Choose', '#join'],
    },
    {
      title: 'Loaf &amp; Pastries',
      text: 'One loaf and four pastries every week: croissants, pains au chocolat or buns.',
      price: '£38 a month',
      photo: 'plan-loaf-pastries.jpg',
      link: ['Choose', '#join'],
    },
    {
      title: 'The Family Box',
      text: 'Two loaves and six pastries every week, and a jar of our jam once a month.',
      price: '£56 a month',
      photo: 'plan-family-box.jpg',
      link: ['Choose', '#join'],
    },
  ]),
  line(
    'Prices are per calendar month and cover every week of the month, including months with five Fridays. Paid by card on the 1st of each month.',
  ),
)}
${section(
  'content',
  'Delivery',
  rt(
    p(
      'Tom delivers on **Fridays between 6.30am and 9am** to Stowcombe and the villages within 6 miles of the bakery (GL54 and GL56 postcodes). Delivery is **£4 a month** on top of your plan. If you&#x27;re out, we leave your bread in its cotton bag in the safe place you tell us about.',
    ),
    p(
      'We don&#x27;t deliver further than 6 miles from the bakery, and we can&#x27;t post bread. Collecting from the shop is free.',
    ),
  ),
)}
${section(
  'content',
  'Pausing, skipping and cancelling',
  rt(
    ul(
      '**Minimum term:** your first 2 months.',
      '**Going away?** Pause for up to 4 weeks at a time, as often as you like. Tell us by 12 noon on the Tuesday before a Friday delivery, or the day before you&#x27;d collect. Paused weeks come off your next month&#x27;s payment.',
      '**Forgot to collect?** Bread not collected by closing time on Saturday goes to the Stowcombe Community Larder, and we can&#x27;t refund it.',
      '**Cancelling:** after your first 2 months you can cancel any time. Email us before the 20th of the month and the payment already taken is your last; after the 20th, next month is your last month.',
      '**Gluten-free?** Sorry, we can&#x27;t swap your loaf for a gluten-free one: we don&#x27;t bake gluten-free bread.',
    ),
  ),
)}
${section(
  'content',
  'Give the Bread Club',
  rt(
    p(
      'A present for the bread lover who has everything: **3 months of The Weekly Loaf for £64**, collected from the shop. We post a card with their first week&#x27;s date, or you can pick it up from us.',
    ),
  ),
)}
<div id="join" class="widget widget-contact widget-contact-contact-3"><div data-ux="WidgetBanner" class="${cx('div')}"><section data-ux="Section" data-aid="CONTACT_SECTION_RENDERED" class="${cx('section')}"><div data-ux="Container" class="${cx('div')}"><h2 role="heading" aria-level="2" data-ux="SectionHeading" data-aid="CONTACT_SECTION_TITLE_REND" class="${cx('h2')}"><span data-ux="Element" class="${cx('span')}">Join the Bread Club</span></h2>${line('Fill this in and we&#x27;ll email you a card payment link and your start date.')}${form(
    'BREAD',
    [
      ['Name', 'text'],
      ['Email', 'email'],
      ['Phone', 'tel'],
      ['Plan', 'select', ['The Weekly Loaf', 'Loaf &amp; Pastries', 'The Family Box']],
      ['Collect or delivery?', 'select', ['Collect from the shop', 'Friday delivery']],
      ['Delivery address and safe place', 'textarea'],
    ],
    'Sign me up',
  )}</div></section></div></div>`,
};

/* ── Baking classes: the Online Appointments list, a dates table, and a pasted calendar ──────────── */

/**
 * The Bookwhen calendar the owners pasted into an HTML section under the dates: the snippet's wrapper
 * `<div>` is never closed, so the class rules that follow sit inside it.
 */
const bookwhen = `<div data-ux="HTMLContent" data-aid="HTML_SECTION_RENDERED" class="${cx('div', 'widget-html-html-2')}"><!-- Bookwhen embed: paste this code into your website --><div class="bookwhen-embed" id="bw-crumbkettle" data-bw-account="crumbandkettle" data-bw-view="list"><iframe src="https://bookwhen.example/crumbandkettle/iframe" title="Class booking calendar" style="border:0;width:100%;height:540px" loading="lazy"></iframe>
</div>`;

const classes: CrumbPage = {
  path: '/baking-classes',
  title: 'Baking Classes',
  description:
    'Sourdough, croissant and focaccia classes and a kids&#x27; bake in our bakery kitchen in Stowcombe, on Mondays when the shop is closed.',
  body: `${hero('Baking Classes', 'Learn to bake in our kitchen, on Mondays when the shop is closed.', 'class-shaping-dough.jpg')}
${section(
  'content',
  'Bake with us',
  rt(
    p(
      'Our classes take place in the bakery kitchen on Mondays, when the shop is closed and the ovens are all ours. Hannah teaches the bread classes, our pastry chef Priya the croissants, and Luca the focaccia. Groups are small, everything is provided, and you take home everything you bake.',
    ),
  ),
)}
<div id="ola-classes" class="widget widget-ola widget-ola-ola-1"><div data-ux="WidgetBanner" class="${cx('div')}"><section data-ux="Section" data-aid="OLA_SECTION_RENDERED" class="${cx('section')}"><div data-ux="Container" class="${cx('div')}"><h2 role="heading" aria-level="2" data-ux="SectionHeading" data-aid="OLA_SECTION_TITLE_RENDERED" class="${cx('h2')}"><span data-ux="Element" class="${cx('span')}">Our classes</span></h2>${appointments(
    [
      [
        'Sourdough for Beginners',
        '5 hrs',
        '£95.00',
        'Feeding a starter, mixing, shaping and baking. 10am to 3pm, lunch included. You take home two loaves, a bag of dough and your own starter. Up to 6 people.',
      ],
      [
        'Croissants &amp; Viennoiserie',
        '6 hrs',
        '£125.00',
        'Laminating dough by hand, then croissants, pains au chocolat and our cardamom buns. 9.30am to 3.30pm, lunch included. Up to 6 people.',
      ],
      [
        'Focaccia &amp; Italian Breads with Luca',
        '3 hrs',
        '£65.00',
        'Focaccia, grissini and schiacciata, with a glass of wine. An evening class, 6pm to 9pm. Up to 8 people.',
      ],
      [
        'Kids&#x27; Bake (ages 7–12)',
        '2 hrs',
        '£28.00',
        'Sticky buns, cookies and a mini loaf to take home. 10am to 12 noon in the school holidays. Up to 8 children.',
      ],
      [
        'Private class',
        '5 hrs',
        '£480.00',
        'Any of our bread classes for your own group of up to 6, on a Monday that suits you.',
      ],
    ],
  )}</div></section></div></div>
${section(
  'content',
  'Class dates',
  table(
    ['Class', 'Date', 'Time', 'Price'],
    [
      ['Focaccia &amp; Italian Breads', 'Monday 30 November 2026', '6pm – 9pm', '£65'],
      ['Sourdough for Beginners', 'Monday 7 December 2026', '10am – 3pm', '£95'],
      ['Croissants &amp; Viennoiserie', 'Monday 11 January 2027', '9.30am – 3.30pm', '£125'],
      ['Sourdough for Beginners', 'Monday 18 January 2027', '10am – 3pm', '£95'],
      ['Focaccia &amp; Italian Breads', 'Monday 25 January 2027', '6pm – 9pm', '£65'],
      ['Kids&#x27; Bake', 'Monday 15 February 2027 (half term)', '10am – 12 noon', '£28'],
      ['Sourdough for Beginners', 'Monday 1 March 2027', '10am – 3pm', '£95'],
      ['Croissants &amp; Viennoiserie', 'Monday 8 March 2027', '9.30am – 3.30pm', '£125'],
    ],
  ),
  line(`Book online below or call us on ${CRUMB_PHONE}. New dates for spring are added in February.`),
)}
<div class="widget widget-html widget-html-html-2"><section data-ux="Section" class="${cx('section')}"><div data-ux="Container" class="${cx('div')}">
${bookwhen}
${h4('Who can come')}
${rt(
  p(
    'Our adult classes are for ages 16 and over, and 16- and 17-year-olds must come with an adult who is also booked. We don&#x27;t take under-16s on adult classes. The Kids&#x27; Bake is for ages 7 to 12: children are dropped off and collected, and a parent must be reachable by phone during the class.',
  ),
)}
${h4('Getting to the kitchen')}
${rt(
  p(
    'The kitchen is on the first floor, up a steep staircase of 16 steps. There&#x27;s no lift, sorry: if stairs are difficult for you, call us before booking and we&#x27;ll talk about a private class downstairs.',
  ),
)}
${h4('Booking and cancelling')}
${rt(
  ul(
    'Classes are paid in full when you book.',
    'Cancel at least 14 days before your class for a full refund or another date.',
    'With less than 14 days&#x27; notice we can&#x27;t refund, but you&#x27;re welcome to send someone in your place.',
    'If fewer than 3 people have booked, we may cancel the class a week before and refund you in full.',
  ),
)}
${h4('What to bring')}
${rt(
  p(
    'Aprons and tea towels are provided. Wear closed shoes, bring a couple of big containers or bags for your bakes, and tell us about any allergies when you book.',
  ),
  p(
    'Class gift vouchers are valid for 12 months: ask for one in the shop, for a set amount or a particular class.',
  ),
)}
</div></section></div>`,
};

/* ── Wholesale ──────────────────────────────────────────────────────────────────────────────────── */

const wholesale: CrumbPage = {
  path: '/wholesale',
  title: 'Wholesale Bread &amp; Pastries',
  description:
    'Wholesale sourdough, pastries and cakes for cafés, delis, pubs and farm shops within 12 miles of Stowcombe.',
  body: `${hero('Wholesale', 'Our bread and pastries on your counter.', 'wholesale-crates.jpg')}
${section(
  'content',
  'Baking for local businesses',
  rt(
    p(
      'Since 2017 we&#x27;ve baked for cafés, delis, farm shops, pubs and hotels around Stowcombe. Today around 20 local businesses sell our bread, from the Plough at Upper Swell to the farm shop at Lower Dean.',
    ),
    p(
      'We supply independent businesses within 12 miles of the bakery. We don&#x27;t supply supermarkets, or chains with more than three sites.',
    ),
  ),
)}
${section(
  'content',
  'What we bake for you',
  cards([
    {
      title: 'Bread',
      text: 'Country sourdough, seeded rye, spelt, white bloomers, baguettes and focaccia slabs. Sandwich loaves sliced on request.',
    },
    {
      title: 'Pastries',
      text: 'Croissants, pains au chocolat, cinnamon and cardamom buns: baked, or frozen and ready to bake in your own oven.',
    },
    {
      title: 'Cakes &amp; traybakes',
      text: 'Whole cakes cut into 12 or 16, brownies, flapjacks and seasonal traybakes.',
    },
  ]),
)}
${section(
  'content',
  'How it works',
  rt(
    ul(
      '**Deliveries:** Tuesday to Saturday, before 8am. No deliveries on Sundays or Mondays.',
      '**Ordering:** by 12 noon two days before delivery (by 12 noon on Thursday for a Saturday delivery). Standing orders can be changed with 48 hours&#x27; notice.',
      '**Minimum order:** £45 per delivery. Delivery is free over £45; we don&#x27;t deliver smaller orders.',
      '**Payment:** your first two weeks are paid upfront by card; after that we invoice monthly and ask for payment within 14 days.',
      '**Trying us out:** new customers get a free sample box to taste before ordering.',
    ),
  ),
)}
${section(
  'contact',
  'Get in touch',
  rt(
    p(
      `Email Tom at ${a('wholesale@crumb-and-kettle.test', 'mailto:wholesale@crumb-and-kettle.test')} for our trade price list and a sample box, or call ${CRUMB_PHONE} and ask for Tom (Tuesday to Friday, before 2pm is best).`,
    ),
  ),
)}`,
};

export const crumbBakeryPages: CrumbPage[] = [cafeMenu, cakes, breadClub, classes, wholesale];
