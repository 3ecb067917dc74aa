import {
  a,
  accordion,
  boldLine,
  button,
  CRUMB_EMAIL,
  CRUMB_PHONE,
  CRUMB_POSTCODE,
  CRUMB_STREET,
  CRUMB_TOWN,
  type CrumbPage,
  cards,
  contactInfo,
  cx,
  form,
  h4,
  hero,
  hoursWidget,
  img,
  line,
  map,
  p,
  rt,
  section,
  subscribe,
  table,
  ul,
} from './crumb-and-kettle.layout.ts';

/** A testimonial of the builder's reviews section: stars, the quote and the name in separate elements. */
const review = (quote: string, name: string) =>
  `<div data-ux="Block" data-aid="REVIEW_CARD" class="${cx('div')}"><div data-ux="Block" aria-label="5 out of 5 stars" class="${cx('div')}">&#9733;&#9733;&#9733;&#9733;&#9733;</div><div data-ux="ContentText" class="${cx('div', 'x-rt')}"><p style="margin:0"><span>&ldquo;${quote}&rdquo;</span></p></div><p data-ux="Text" data-aid="REVIEW_AUTHOR" class="${cx('p')}">${name}</p></div>`;

/* ── Home: the hero, the summer offer section never taken down, service cards, reviews, Subscribe ──── */

export const crumbHome: CrumbPage = {
  path: '/',
  title: 'Bakery &amp; Café in Stowcombe',
  description:
    'Crumb &amp; Kettle: independent bakery and café on Sheep Street, Stowcombe. Sourdough, pastries, celebration cakes, a bread subscription and baking classes.',
  body: `${hero('Crumb &amp; Kettle', 'Bakery &amp; café on Sheep Street, Stowcombe. Bread baked every morning from 4am.', 'counter-morning-loaves.jpg', ['See the menu', '/cafe-menu'])}
${section(
  'content',
  'Welcome',
  rt(
    p(
      'We&#x27;re Hannah and Luca. Hannah bakes the bread, Luca makes the coffee, and between us and our small team we&#x27;ve been feeding Stowcombe since 2017. Come in for a cardamom bun and a flat white, stay for lunch, and take a loaf of sourdough home.',
    ),
  ),
)}
${section(
  'content',
  'Summer Afternoon Tea Offer!',
  rt(
    p(
      '**Afternoon tea for two for just £30** (usually £38), Tuesday to Friday. Just mention **SUNNYTEA** when you book by phone.',
    ),
  ),
  button('Call to book', 'tel:+441632960384'),
)}
${section(
  'content',
  'What we do',
  cards([
    {
      title: 'Café',
      text: 'Breakfast, lunch, cakes and proper coffee, seven tables inside and a courtyard garden.',
      photo: 'cafe-table-window.jpg',
      link: ['Café menu', '/cafe-menu'],
    },
    {
      title: 'Celebration cakes',
      text: 'Birthday and celebration cakes baked to order, from 6 inch rounds to two tiers.',
      photo: 'celebration-cake-flowers.jpg',
      link: ['Order a cake', '/celebration-cakes'],
    },
    {
      title: 'The Bread Club',
      text: 'A fresh loaf every week, collected or delivered on Friday mornings.',
      photo: 'bread-club-bags.jpg',
      link: ['Join', '/bread-club'],
    },
    {
      title: 'Baking classes',
      text: 'Sourdough, croissants and focaccia on Mondays in our kitchen.',
      photo: 'class-shaping-dough.jpg',
      link: ['Class dates', '/baking-classes'],
    },
  ]),
)}
${section(
  'content',
  '',
  `<div data-ux="Grid" class="${cx('div')}"><div data-ux="GridCell" class="${cx('div')}">${img('pizza-oven-courtyard.jpg', 'The new oven in the courtyard')}</div><div data-ux="GridCell" class="${cx('div')}">${h4('Coming in 2027: Friday Pizza Nights')}${rt(p(`Sourdough pizza from a wood-fired oven in our courtyard. ${a('Read all about it', '/blog/f/coming-in-2027-friday-pizza-nights')}`))}</div></div>`,
)}
${section(
  'reviews',
  'Kind words',
  review(
    'The best sourdough this side of Cheltenham, and the cardamom buns are dangerous.',
    'Sophie R., Stowcombe',
  ),
  review(
    'Hannah made my daughter&#x27;s 18th birthday cake and it was stunning. Tasted even better than it looked.',
    'Mark T., Lower Dean',
  ),
  review('Proper Italian coffee in the Cotswolds. Luca knows what he&#x27;s doing.', 'Giulia, Bologna'),
)}
${subscribe()}`,
};

/* ── Allergens and dietary needs ───────────────────────────────────────────────────────────────────── */

const allergens: CrumbPage = {
  path: '/allergens',
  title: 'Allergens &amp; Dietary Information',
  description:
    'Allergens, gluten-free and vegan food at Crumb &amp; Kettle. Please read this before you order if you have an allergy.',
  body: `${hero('Allergens &amp; Dietary', 'Please read this before you order if you have an allergy.', 'flour-dusted-bench.jpg')}
${section(
  'content',
  'One small kitchen',
  rt(
    p(
      'Everything we sell is made in one small kitchen, where we handle all 14 major allergens every day, including nuts (almonds, hazelnuts, pistachios, pecans and walnuts), peanuts, sesame, milk, eggs and, of course, a great deal of wheat flour.',
    ),
    p(
      '**We can&#x27;t guarantee that anything we make is nut-free**, or free from any other allergen. We take care, but flour and nuts travel. If you have a severe allergy, please talk to us before you order, and don&#x27;t be offended if we suggest you don&#x27;t.',
    ),
    p(
      'Our staff can show you the full ingredients of everything we make: ask for the allergen folder at the counter. Our pre-packed sandwiches and cakes carry full ingredient labels.',
    ),
  ),
)}
${section(
  'content',
  'Gluten-free',
  rt(
    p(
      'We don&#x27;t bake gluten-free bread. Every day we have two gluten-free cakes on the counter, our orange and almond cake and a chocolate brownie. They are made with no gluten-containing ingredients, but in a kitchen full of flour, so **we don&#x27;t recommend them for anyone with coeliac disease**.',
    ),
  ),
)}
${section(
  'content',
  'Vegan and vegetarian',
  rt(
    p(
      'Dishes marked (V) on our menu are vegetarian and (VG) vegan. Our sourdough loaves are vegan (just flour, water and salt), and so are the vegan sausage roll, the vegan sausage bap and, on Saturdays, a vegan chocolate cake. Oat, soya and almond milk cost nothing extra.',
    ),
  ),
)}
${section(
  'content',
  'Allergens in our most popular bakes',
  table(
    ['Item', 'Contains'],
    [
      ['Country sourdough', 'Wheat (gluten)'],
      ['Seeded rye', 'Rye and wheat (gluten), sesame'],
      ['Butter croissant', 'Wheat (gluten), milk, egg'],
      ['Cardamom bun', 'Wheat (gluten), milk, egg'],
      ['Sausage roll', 'Wheat (gluten), milk, egg, mustard, sulphites'],
      ['Luca&#x27;s focaccia sandwich', 'Wheat (gluten), milk, pistachio (nuts)'],
      ['Granola bowl', 'Oats (gluten), pecans (nuts), milk'],
      ['Orange and almond cake (GF)', 'Egg, almonds (nuts)'],
      ['Chocolate brownie (GF)', 'Egg, milk, soya'],
    ],
  ),
  line('This table lists the allergens in the recipe. Any item may also contain traces of other allergens.'),
)}`,
};

/* ── About us ───────────────────────────────────────────────────────────────────────────────────────── */

const about: CrumbPage = {
  path: '/about-us',
  title: 'About Us',
  description:
    'Hannah, Luca and the team behind Crumb &amp; Kettle, Stowcombe&#x27;s bakery and café since 2017.',
  body: `${hero('About Us', 'Two bakers, one kettle and a very old oven.', 'hannah-luca-counter.jpg')}
${section(
  'content',
  'Our story',
  rt(
    p(
      'Hannah Mercer spent eight years baking bread in London before she came home to the Cotswolds. Luca Bianchi grew up above his grandmother&#x27;s bakery in Bologna and came to England to make coffee. They met at a farmers&#x27; market in Cheltenham, where she was selling sourdough and he was buying it.',
    ),
    p(
      'In 2017 they started Crumb &amp; Kettle in a rented unit on Mill Yard, baking for local cafés and selling from a little counter on Saturdays. In April 2022 we moved to 14 Sheep Street, the old saddler&#x27;s shop, and opened the café we have today.',
    ),
    p(
      'Our flour comes from Wychwood Mill, nine miles up the road, our milk from Hinton&#x27;s Farm, and our eggs from free-range hens at Lower Dean.',
    ),
  ),
)}
${section(
  'about',
  'The team',
  cards([
    {
      title: 'Hannah Mercer',
      text: 'Head baker and co-owner. Starts at 4am, teaches our bread classes.',
      photo: 'team-hannah.jpg',
    },
    {
      title: 'Luca Bianchi',
      text: 'Co-owner, coffee and front of house. Teaches the focaccia class.',
      photo: 'team-luca.jpg',
    },
    {
      title: 'Priya Shah',
      text: 'Pastry chef: croissants, celebration cakes and the croissant class.',
      photo: 'team-priya.jpg',
    },
    { title: 'Tom Ellery', text: 'Bread Club deliveries and wholesale.', photo: 'team-tom.jpg' },
    {
      title: 'Jess Walton',
      text: 'Café manager, keeper of the rota and the cake counter.',
      photo: 'team-jess.jpg',
    },
  ]),
)}
${section(
  'content',
  'Good to know',
  rt(
    ul(
      'Food hygiene rating 5 (very good), Cotswold District Council, inspected March 2026.',
      'We&#x27;re a Living Wage employer.',
      'Unsold bread and cakes go to the Stowcombe Community Larder every Saturday.',
    ),
  ),
)}`,
};

/* ── Visit us: the contact widget with the hours dropdown, the map, then the owners' notes ──────────── */

const visit: CrumbPage = {
  path: '/visit-us',
  title: 'Visit Us &amp; Opening Hours',
  description:
    'Find Crumb &amp; Kettle on Sheep Street, Stowcombe: opening hours, parking, buses, access, dogs and how to get in touch.',
  body: `${hero('Visit Us', '14 Sheep Street, Stowcombe: between the Market Square and the church.', 'shopfront-sheep-street.jpg')}
<div id="contact-widget" class="widget widget-contact widget-contact-contact-4"><div data-ux="WidgetBanner" class="${cx('div')}"><section data-ux="Section" data-aid="CONTACT_SECTION_RENDERED" class="${cx('section')}"><div data-ux="Container" class="${cx('div')}"><h2 role="heading" aria-level="2" data-ux="SectionHeading" data-aid="CONTACT_SECTION_TITLE_REND" class="${cx('h2')}"><span data-ux="Element" class="${cx('span')}">Contact Us</span></h2><div data-ux="Grid" class="${cx('div')}"><div data-ux="GridCell" class="${cx('div')}">${contactInfo()}${hoursWidget('Hours', 'Kitchen: breakfast until 11.30am, lunch 12 noon – 2.30pm, Sunday brunch until 1.30pm.')}</div><div data-ux="GridCell" class="${cx('div')}">${map()}</div></div></div></section></div></div>
${section(
  'content',
  'Opening hours',
  rt(
    p('**Tuesday to Friday:** 7.30am – 4pm'),
    p('**Saturday:** 8am – 4pm'),
    p('**Sunday:** 9am – 2pm'),
    p(
      '**Monday:** closed. That&#x27;s when we run our baking classes and give the kitchen its weekly deep clean.',
    ),
    p(
      'We open on bank holiday Sundays as usual, and bank holiday Mondays are Mondays: we&#x27;re closed. Our Christmas and New Year hours are posted on our ' +
        a('News', '/blog') +
        ' page every November.',
    ),
  ),
)}
${section(
  'content',
  'Getting here',
  boldLine('Parking'),
  rt(
    p(
      'There&#x27;s no parking on Sheep Street. The nearest car park is Market Square car park (pay and display), a 3-minute walk away, with two blue badge spaces right outside our side gate on Church Lane.',
    ),
  ),
  boldLine('By bus'),
  rt(p('The 801 bus from Cheltenham stops on the Market Square, every hour Monday to Saturday.')),
  boldLine('Access'),
  rt(
    p(
      'Our front door has one step. For step-free access come through the side gate on Church Lane and the courtyard garden. There&#x27;s an accessible toilet with baby changing on the ground floor.',
    ),
  ),
)}
${section(
  'content',
  'In the café',
  rt(
    ul(
      '28 seats inside and 16 in the courtyard garden.',
      '**Dogs** are very welcome in the courtyard garden, but no dogs inside the café, except assistance dogs.',
      '**Payment:** we&#x27;re card only (cards, Apple Pay and Google Pay). We don&#x27;t take cash.',
      '**Table bookings:** we don&#x27;t take table bookings, except for afternoon tea and for groups of 8 or more (call us).',
      '**Laptops** are welcome on weekdays, but not on Saturdays and Sundays, when we need every table.',
      'Free wifi, three highchairs and a box of toys.',
    ),
  ),
)}
${section(
  'contact',
  'Send us a message',
  line(
    `For cake orders please use the ${a('cake enquiry form', '/celebration-cakes')}. For everything else, write to ${CRUMB_EMAIL} or use this form.`,
  ),
  form('CONTACT', [
    ['Name', 'text'],
    ['Email', 'email'],
    ['Message', 'textarea'],
  ]),
)}`,
};

/* ── FAQ: an accordion saved closed ─────────────────────────────────────────────────────────────────── */

const faq: CrumbPage = {
  path: '/faq',
  title: 'Frequently Asked Questions',
  description: 'Answers to the questions we get asked most at Crumb &amp; Kettle.',
  body: `${hero('FAQ', 'The questions we get asked most at the counter.', 'cardamom-buns-tray.jpg')}
${section(
  'content',
  'Frequently asked questions',
  accordion([
    [
      'Can I book a table?',
      p(
        'We don&#x27;t take table bookings, except for afternoon tea (at least 48 hours ahead) and for groups of 8 or more. Just come in: at busy times the wait is rarely more than 10 minutes.',
      ),
    ],
    [
      'Can I bring my dog?',
      p(
        'Dogs are very welcome in our courtyard garden, where there&#x27;s a water bowl and a jar of dog biscuits. Inside the café we don&#x27;t allow dogs, except assistance dogs. Sorry, it&#x27;s a food kitchen!',
      ),
    ],
    [
      'Is anything nut-free?',
      p(
        'We use nuts in our kitchen every day, so we can&#x27;t guarantee that anything is nut-free, even cakes made without nuts. Please read our ' +
          a('allergen information', '/allergens') +
          ' and talk to us before you order.',
      ),
    ],
    [
      'Do you have gluten-free bread?',
      p(
        'No, we don&#x27;t bake gluten-free bread. We always have two gluten-free cakes, but they&#x27;re made in a kitchen full of flour, so they&#x27;re not suitable for coeliacs.',
      ),
    ],
    ['Do you take cash?', p('No, we&#x27;re card only: cards, Apple Pay and Google Pay.')],
    [
      'Can I reserve a loaf?',
      p(
        `Yes. Call us on ${CRUMB_PHONE} by 4pm the day before and we&#x27;ll put your loaves aside. We keep them until 12 noon.`,
      ),
    ],
    [
      'Do you sell off bread at the end of the day?',
      p(
        'Yes: any bread left at 3pm is half price. Whatever&#x27;s left at closing goes to the Stowcombe Community Larder.',
      ),
    ],
    [
      'Do you deliver cakes?',
      p(
        'Celebration cakes are collection only. We deliver wedding cakes within 15 miles, for £35 with the set-up.',
      ),
    ],
    [
      'How much notice do you need for a birthday cake?',
      p('At least 7 days, and at least 3 weeks for a two-tier cake.'),
    ],
    [
      'Have you got any offers on?',
      p(
        'Not at the moment. Our summer afternoon tea offer (afternoon tea for two for £30) ended on 30 September 2025. Afternoon tea for two is £38. Sign up to our newsletter to hear about the next one.',
      ),
    ],
    [
      'When are the pizza nights starting?',
      p(
        'Not yet! Friday Pizza Nights start in spring 2027, when the new oven in the courtyard is ready. We&#x27;re not taking bookings yet and we haven&#x27;t set the prices. ' +
          a('Read more', '/blog/f/coming-in-2027-friday-pizza-nights'),
      ),
    ],
    [
      'Are you open over Christmas?',
      p(
        'Yes, with different hours: we post our Christmas and New Year opening hours on our ' +
          a('News', '/blog') +
          ' page every November.',
      ),
    ],
    [
      'Do you sell gift vouchers?',
      p(
        'Yes, for any amount, in the shop. They&#x27;re valid for 12 months and can be spent in the café, on cakes and on classes. For the Bread Club there&#x27;s a gift subscription.',
      ),
    ],
    [
      'Can I work on my laptop?',
      p('On weekdays, of course, with free wifi. At weekends we ask you to leave the laptop at home.'),
    ],
    ['Do you have highchairs?', p('Yes, three, and baby changing in the accessible toilet.')],
  ]),
)}`,
};

export const crumbPages: CrumbPage[] = [allergens, about, visit, faq];

/** The page the builder shows for an address that does not exist. */
export const crumbNotFound: CrumbPage = {
  path: '/404',
  title: 'Page not found',
  description: 'Page not found',
  body: section(
    'content',
    'Sorry, that page is not here',
    rt(
      p(
        `The page you were looking for has moved or no longer exists. Try the ${a('home page', '/')} or call us on ${CRUMB_PHONE}. You&#x27;ll find us at ${CRUMB_STREET}, ${CRUMB_TOWN} ${CRUMB_POSTCODE}.`,
      ),
    ),
  ),
};
