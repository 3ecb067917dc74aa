import {
  a,
  b,
  button,
  buttons,
  columns,
  contactForm,
  HB_EMAIL,
  HB_FACEBOOK,
  HB_PHONE,
  HB_PHONE_HREF,
  HB_STREET,
  HB_TOWN,
  HB_VEGBOX_EMAIL,
  type HbPage,
  htmlEmbed,
  i,
  image,
  repeatable,
  rich,
  section,
  store,
  table,
  titles,
  ul,
} from './hollybrook-farm.layout.ts';

/**
 * `/`: the long one-page home Strikingly sites are known for: hero, the Christmas news, the summer veg box
 * offer never taken down, welcome, both sets of opening times, the farm's parts as cards, what's on, the Simple
 * Store, the farm stay coming in 2027, reviews, the blog and the contact form.
 */
export const hbHome: HbPage = {
  path: '/',
  title: 'Hollybrook Farm',
  description:
    'Family farm shop, café and pick your own at Lower Hardres, 4 miles south of Canterbury, Kent. Christmas trees, Santa’s Barn, veg box delivery, farm trail and play area.',
  sections: [
    section(
      [
        titles(
          'Hollybrook Farm',
          'Farm shop, café and pick your own in the Kent countryside, 4 miles south of Canterbury',
          { h1: true },
        ),
        rich('Grown, reared and baked by the Marsh family since 1962.'),
        buttons(button('Christmas trees', '/events'), button('Visit the farm shop', '/farm-shop', 'outline')),
      ],
      { bg: 'image', image: 'hollybrook-oast-house-autumn.jpg', kind: 'hero' },
    ),
    section(
      [
        titles('Christmas trees on sale from Saturday 28 November'),
        rich(
          'Choose your tree in the field and we’ll cut and net it for you. Santa’s Barn opens on Saturday 5 December and booking is essential.',
        ),
        buttons(button('What’s on this Christmas', '/events')),
      ],
      { bg: 'green', kind: 'banner' },
    ),
    section(
      [
        titles('Summer offer: your first veg box half price!'),
        rich(
          `New to our veg boxes? Use the code ${b('SUMMERBOX')} when you sign up and your first box is half price. Offer ends 31 August 2026.`,
        ),
        buttons(button('Order a veg box', '/veg-boxes')),
      ],
      { bg: 'cream', kind: 'banner' },
    ),
    section([
      columns(
        [
          titles('Welcome to Hollybrook', undefined, { align: 'left' }),
          rich(
            'We’re the Marsh family, and we’ve farmed at Hollybrook since 1962. Today the farm is 180 acres of fruit fields, orchards and pasture, with our farm shop in the old oast house, the Cart Shed Café, a farm trail and an adventure play area for little ones.',
            'Come and pick your own in summer, stock up on beef from our own herd, or just stop for a cream tea on the way back from the coast.',
            `Entry to the farm, the farm trail and the play area is ${b('free')}.`,
          ),
          buttons(button('Our story', '/about-us', 'outline')),
        ],
        [
          image(
            'marsh-family-in-the-strawberry-field.jpg',
            'Tom, Sarah and Jean Marsh in the strawberry field',
            800,
          ),
        ],
      ),
    ]),
    section(
      [
        titles('Opening times', 'Our farm shop and café keep different hours'),
        columns(
          [
            rich(
              `<h3>Farm Shop</h3>`,
              `${b('Monday – Saturday:')} 8.30am – 5.30pm`,
              `${b('Sunday:')} 10am – 4pm`,
              'Butchery counter: Tuesday – Saturday',
            ),
          ],
          [
            rich(
              `<h3>Cart Shed Café</h3>`,
              `${b('Wednesday – Sunday:')} 9am – 4pm (last orders 3.30pm)`,
              `${b('Closed Monday and Tuesday')}`,
              'Breakfast until 11:30am',
            ),
          ],
          [
            rich(
              `<h3>Pick Your Own</h3>`,
              'Closed for the season. Strawberry picking returns in early June 2027.',
              `<h3>Farm Trail &amp; Play Area</h3>`,
              'Open during farm shop hours.',
            ),
          ],
        ),
        rich(
          `${i('Opening over Christmas and New Year is different:')} ${a('see our Christmas opening times', '/blog/christmas-at-hollybrook-2026')}.`,
        ),
      ],
      { id: 'opening-times', bg: 'cream' },
    ),
    section([
      titles('Something for everyone', 'A working farm you’re welcome to explore'),
      repeatable(
        [
          {
            title: 'Pick Your Own',
            text: ['Strawberries from June, raspberries, plums and apples, and pumpkins in October.'],
            image: ['pyo-strawberries-table-top.jpg', 'Table-top strawberries ready for picking'],
            button: ['Find out more', '/pick-your-own'],
          },
          {
            title: 'Farm Shop',
            text: [
              'Beef and lamb from our own herd and flock, free-range eggs, seasonal veg and Kent produce.',
            ],
            image: ['farm-shop-oast-interior.jpg', 'Inside the farm shop in the oast house'],
            button: ['Find out more', '/farm-shop'],
          },
          {
            title: 'Cart Shed Café',
            text: ['Breakfasts, lunches and Jean’s scones, with a covered terrace for you and your dog.'],
            image: ['cart-shed-cafe.jpg', 'The Cart Shed Café terrace'],
            button: ['See the menu', '/cafe'],
          },
          {
            title: 'Veg Boxes',
            text: ['Seasonal veg delivered to your door every week, within 12 miles of the farm.'],
            image: ['veg-box-autumn.jpg', 'An autumn veg box with squash and kale'],
            button: ['Order a box', '/veg-boxes'],
          },
          {
            title: 'Farm Trail & Play',
            text: ['A 1.5 mile trail round the farm, the animal paddock and an adventure play area.'],
            image: ['farm-trail-orchard.jpg', 'The farm trail through the orchard'],
            button: ['Explore', '/farm-trail-and-play'],
          },
          {
            title: 'Schools & Parties',
            text: ['School visits for Reception to Year 6, and farm birthday parties at weekends.'],
            image: ['tractor-trailer-ride.jpg', 'Children on the tractor-trailer ride'],
            button: ['School visits', '/school-visits'],
          },
        ],
        3,
      ),
    ]),
    section(
      [
        titles('What’s on', 'Christmas at Hollybrook'),
        repeatable(
          [
            {
              title: 'Christmas Trees',
              subtitle: 'Saturday 28 November – Wednesday 23 December',
              text: ['Nordmann fir and Norway spruce, grown on the farm. Every day 9am – 4pm.'],
              button: ['Tree prices', '/events'],
            },
            {
              title: 'Santa’s Barn',
              subtitle: 'Weekends from 5 December, and 21–23 December',
              text: ['Meet Santa in our hay barn, with a gift for every child. Booking essential.'],
              button: ['Book now', '/events'],
            },
            {
              title: 'Wreath Workshops',
              subtitle: 'Thursday 3 and Thursday 10 December',
              text: ['Make your own wreath with foliage from the farm, with mulled wine and mince pies.'],
              button: ['Details', '/events'],
            },
          ],
          3,
        ),
      ],
      { bg: 'green' },
    ),
    section(
      [
        titles('Shop online', 'Order online and collect from the farm shop'),
        rich(
          'Online orders are for collection from the farm shop only: we don’t post or deliver shop orders. Orders placed by 12 noon are ready to collect the next day.',
        ),
        store([
          {
            name: 'Hollybrook Apple Juice, 75cl',
            price: '£3.95',
            desc: 'Pressed from our own Bramley and Cox apples.',
            image: 'apple-juice-75cl.jpg',
          },
          {
            name: 'Apple &amp; Raspberry Juice, 75cl',
            price: '£4.25',
            desc: 'Our apples with a splash of our summer raspberries.',
            image: 'apple-raspberry-juice.jpg',
          },
          {
            name: 'Strawberry Jam, 340g',
            price: '£4.50',
            desc: 'Made in small batches with our own strawberries.',
            image: 'strawberry-jam.jpg',
          },
          {
            name: 'Free-range Eggs, dozen',
            price: '£4.40',
            desc: 'From our own hens, laid in the orchard.',
            image: 'eggs-dozen.jpg',
          },
          {
            name: 'Family Beef Box, 5kg',
            price: '£69.00',
            desc: 'From our own herd of Sussex cattle: steaks, mince, brisket and stewing steak, hung for 28 days.',
            image: 'beef-box.jpg',
          },
          {
            name: 'Christmas Bronze Turkey (deposit)',
            price: '£25.00',
            desc: 'Secures your Christmas turkey; the balance is paid when you collect.',
            image: 'bronze-turkey.jpg',
          },
          {
            name: 'Gift Voucher',
            price: '£25.00',
            desc: 'For the farm shop, the café and our events.',
            image: 'gift-voucher.jpg',
          },
          {
            name: 'Summer Strawberry Hamper',
            price: '£32.00',
            was: '£38.00',
            desc: 'Strawberries, jam, scones and clotted cream for two.',
            image: 'strawberry-hamper.jpg',
            soldOut: true,
          },
        ]),
      ],
      { id: 'shop-online', kind: 'ecommerce' },
    ),
    section(
      [
        columns(
          [image('shepherds-hut-orchard.jpg', 'A shepherd’s hut being built in the top orchard', 800)],
          [
            titles('Coming soon: Hollybrook Huts', undefined, { align: 'left' }),
            rich(
              'Two shepherd’s huts in our top orchard, for a night or two on the farm, with breakfast from the café.',
              'Opening summer 2027. We’re not taking bookings yet: sign up below to hear first.',
            ),
          ],
        ),
      ],
      { bg: 'cream' },
    ),
    section([
      titles('What our visitors say'),
      repeatable(
        [
          {
            title: '“The best strawberries in Kent”',
            subtitle: 'Claire, Whitstable',
            text: ['We come every June. The table-top strawberries mean no bad backs!'],
          },
          {
            title: '“Proper beef”',
            subtitle: 'Martin, Bridge',
            text: ['The 28-day beef from the butchery counter is worth the drive.'],
          },
          {
            title: '“Our favourite Sunday walk”',
            subtitle: 'The Okafor family, Canterbury',
            text: ['Farm trail, play area, then scones on the terrace with the dog.'],
          },
        ],
        3,
      ),
    ]),
    section([
      titles('From our blog'),
      repeatable(
        [
          {
            title: 'Christmas at Hollybrook 2026',
            subtitle: 'November 12, 2026',
            text: ['Christmas opening hours, turkeys and the last veg box deliveries.'],
            button: ['Read more', '/blog/christmas-at-hollybrook-2026'],
          },
          {
            title: 'Thank you for a record Pumpkin Festival!',
            subtitle: 'November 3, 2026',
            text: ['Over 9,000 of you came to pick a pumpkin this October.'],
            button: ['Read more', '/blog/pumpkin-festival-2026-thank-you'],
          },
          {
            title: 'Spring 2024: new opening hours and prices',
            subtitle: 'March 8, 2024',
            text: ['We’re back after our winter break, with new opening hours.'],
            button: ['Read more', '/blog/spring-2024-opening-hours-and-prices'],
          },
        ],
        3,
      ),
    ]),
    section(
      [
        titles('Get in touch'),
        columns(
          [
            rich(
              `${b('Hollybrook Farm')}<br>${HB_STREET}<br>${HB_TOWN}`,
              `Phone: ${a(HB_PHONE, HB_PHONE_HREF)}`,
              `Email: ${a(HB_EMAIL, `mailto:${HB_EMAIL}`)}`,
              `Follow us on ${a('Facebook', HB_FACEBOOK)} for what’s in season.`,
            ),
            buttons(button('Find us', '/contact', 'outline')),
          ],
          [
            contactForm(
              [
                ['name', 'Name'],
                ['email', 'Email', 'email'],
                ['message', 'Message', 'textarea'],
                ['newsletter', 'Sign me up for the Hollybrook newsletter', 'checkbox'],
              ],
              'Thanks for getting in touch! We’ll get back to you soon.',
            ),
          ],
        ),
      ],
      { id: 'contact', kind: 'contact-form' },
    ),
  ],
};

/** `/pick-your-own`: the season calendar (prices per kg only in its cells), the rules, the Facebook notes. */
const pickYourOwn: HbPage = {
  path: '/pick-your-own',
  title: 'Pick Your Own',
  description:
    'Pick your own strawberries, raspberries, plums, apples and pumpkins at Hollybrook Farm near Canterbury. Season calendar, prices per kg and what to know before you come.',
  sections: [
    section(
      [titles('Pick Your Own', 'Strawberries, raspberries, plums and pumpkins, picked by you', { h1: true })],
      { bg: 'image', image: 'pyo-family-picking.jpg', kind: 'hero' },
    ),
    section(
      [
        titles('The 2026 season has finished'),
        rich(
          'Thank you to everyone who came picking with us this year! The fields are now closed for the winter. Strawberry picking returns in early June 2027: we’ll announce the opening day on Facebook.',
        ),
      ],
      { bg: 'green', kind: 'banner' },
    ),
    section([
      titles('Season calendar', 'What’s ready when, and what it costs'),
      htmlEmbed(
        table(
          ['Fruit', 'Season', 'Price per kg'],
          [
            ['Strawberries', 'June – July', '£4.80'],
            ['Gooseberries', 'late June – July', '£4.00'],
            ['Raspberries', 'July – September', '£7.50'],
            ['Blackberries (thornless)', 'August', '£6.50'],
            ['Plums', 'late August – September', '£3.20'],
            ['Apples', 'September – October', '£2.40'],
            ['Pumpkins', 'October', 'priced by size'],
          ],
        ),
      ),
      rich(
        i('Pumpkins are priced by size: small £3, medium £6, large £10.'),
        'Seasons depend on the weather, so these are a guide only.',
      ),
    ]),
    section(
      [
        titles('Check our Facebook before you come!'),
        rich(
          `We post on our ${a('Facebook page', HB_FACEBOOK)} by 8am every morning with the crops that are open for picking that day. Fields can close early when they’re picked out, or after heavy rain, so please check before you set off.`,
        ),
      ],
      { bg: 'cream' },
    ),
    section([
      titles('Good to know'),
      repeatable(
        [
          {
            title: 'Opening times in season',
            text: ['9am – 5pm every day, last entry 4pm.'],
          },
          {
            title: 'No entry fee',
            text: [
              'You pay for what you pick at the PYO hut on your way out, where we weigh everything. We take cash and cards at the hut.',
            ],
          },
          {
            title: 'Punnets provided',
            text: ['We provide punnets and trays, so please don’t bring your own containers.'],
          },
          {
            title: 'No bending!',
            text: [
              'Our strawberries grow on table-tops at waist height, and the paths between them are wide enough for wheelchairs and pushchairs.',
            ],
          },
        ],
        4,
      ),
      rich(
        `<h3>Please remember</h3>`,
        ul(
          'Please don’t eat the fruit while you pick: pay for it first!',
          'Sorry, no dogs in the pick-your-own fields: assistance dogs only.',
          'Children are very welcome, but must stay with an adult.',
          'Only pick from the rows our team has marked as open.',
        ),
      ),
    ]),
    section(
      [
        titles('Pumpkins in October'),
        rich(
          'Pumpkin picking runs every day in October, with our Pumpkin Festival in the half-term holidays. We lend you a wheelbarrow and a knife is provided at the hut to cut your stalk.',
        ),
        buttons(button('What’s on', '/events', 'outline')),
      ],
      { bg: 'green' },
    ),
  ],
};

/** `/farm-shop`: the shop's and the butchery counter's hours in a table, what they sell, paying, no dogs. */
const farmShop: HbPage = {
  path: '/farm-shop',
  title: 'Farm Shop',
  description:
    'Hollybrook Farm Shop in the old oast house: beef and lamb from our own herd and flock, free-range eggs, seasonal veg, bread, Kentish cheeses and our own apple juice. Open 7 days.',
  sections: [
    section([titles('Farm Shop', 'In the old oast house, open 7 days a week', { h1: true })], {
      bg: 'image',
      image: 'farm-shop-oast-exterior.jpg',
      kind: 'hero',
    }),
    section(
      [
        titles('Opening hours'),
        htmlEmbed(
          table(
            ['', 'Farm shop', 'Butchery counter'],
            [
              ['Monday', '8.30am – 5.30pm', 'Closed'],
              ['Tuesday – Friday', '8.30am – 5.30pm', '9am – 5pm'],
              ['Saturday', '8.30am – 5.30pm', '8.30am – 4pm'],
              ['Sunday', '10am – 4pm', 'Closed'],
            ],
          ),
        ),
        rich(
          'When the butchery counter is closed you’ll still find our pre-packed meat in the fridges.',
          `Our café keeps its own hours: see the ${a('café page', '/cafe')}. For Christmas and New Year, see ${a('our Christmas opening times', '/blog/christmas-at-hollybrook-2026')}.`,
        ),
      ],
      { bg: 'cream' },
    ),
    section([
      columns(
        [
          titles('Meat from our own herd', undefined, { align: 'left' }),
          rich(
            'Our beef comes from our own herd of Sussex cattle, grass-fed on the farm’s pastures and hung for 28 days by our butcher, Dave. Our lamb is from our own flock of Romney sheep.',
            'We don’t rear pigs for meat, so our pork, bacon and sausages come from Whitlock’s Farm at Elham, eight miles away, and our chicken from Hurst Farm Poultry near Ashford.',
            'Sausages and burgers are made by Dave at the counter every week. Ask him for any cut: he’s happy to prepare it while you have a coffee.',
          ),
        ],
        [image('butchery-counter-dave.jpg', 'Dave at the butchery counter', 800)],
      ),
    ]),
    section([
      titles('What you’ll find'),
      repeatable(
        [
          {
            title: 'Eggs',
            text: [
              'Free-range eggs from our own hens: £2.20 for six, £4.40 a dozen.',
              'When the shop is shut, buy them from the honesty hut at the farm gate, open 7am – 8pm every day.',
            ],
          },
          {
            title: 'Fruit & veg',
            text: [
              'Our own in season, and the rest from other Kent growers. We never sell air-freighted produce.',
            ],
          },
          {
            title: 'Bakery',
            text: ['Bread and pastries from Bridge Village Bakery, delivered fresh Tuesday to Sunday.'],
          },
          {
            title: 'Deli',
            text: [
              'Kentish cheeses, chutneys, our own jams and Hollybrook apple juice pressed from our orchards.',
            ],
          },
          {
            title: 'Drinks',
            text: ['Local ales, Kentish ciders and sparkling wine from Kent vineyards.'],
          },
          {
            title: 'Veg boxes',
            text: [`Weekly delivery within 12 miles of the farm: ${a('see Veg Boxes', '/veg-boxes')}.`],
          },
        ],
        3,
      ),
    ]),
    section(
      [
        titles('Paying and visiting'),
        rich(
          'We take cash and all major cards in the farm shop. (Our café is card only.) Sorry, we can’t offer cashback.',
          'Sorry, no dogs in the shop. Assistance dogs are welcome.',
          `Want to order ahead? ${a('Shop online', '/#shop-online')} and collect from the shop, or call us on ${a(HB_PHONE, HB_PHONE_HREF)}.`,
        ),
      ],
      { bg: 'green' },
    ),
  ],
};

const menuItem = (name: string, price: string, desc?: string) => ({
  title: name,
  subtitle: price,
  ...(desc ? { text: [desc] } : {}),
});

/** `/cafe`: the café's own hours, the menu (prices alone in the card subtitles), dogs, bookings, card only. */
const cafe: HbPage = {
  path: '/cafe',
  title: 'Cart Shed Café',
  description:
    'The Cart Shed Café at Hollybrook Farm: breakfast until 11:30am, lunches with our own beef and Jean’s homemade scones. Dogs welcome on the terrace. Open Wednesday to Sunday.',
  sections: [
    section([titles('The Cart Shed Café', 'Breakfast, lunch and Jean’s homemade cakes', { h1: true })], {
      bg: 'image',
      image: 'cart-shed-cafe-inside.jpg',
      kind: 'hero',
    }),
    section(
      [
        columns(
          [
            titles('Café opening times', undefined, { align: 'left' }),
            rich(
              `${b('Wednesday – Sunday:')} 9am – 4pm`,
              'Last orders 3.30pm',
              `${b('Closed Monday and Tuesday')}`,
              'We open every day during the Kent school summer holidays.',
            ),
          ],
          [
            titles('When we serve', undefined, { align: 'left' }),
            rich(
              `${b('Breakfast:')} until 11:30am`,
              `${b('Lunch:')} 12 noon – 2.30pm`,
              `${b('Cakes & drinks:')} all day`,
            ),
          ],
        ),
        rich(`The farm shop keeps different hours: see the ${a('farm shop page', '/farm-shop')}.`),
      ],
      { bg: 'cream' },
    ),
    section([
      titles('Breakfast', 'Served until 11:30am'),
      repeatable(
        [
          menuItem(
            'Hollybrook Full Breakfast',
            '£12.50',
            'Two of our sausages, back bacon, two eggs, beans, mushrooms, tomato and toast',
          ),
          menuItem(
            'Veggie Breakfast (V)',
            '£11.50',
            'Veggie sausages, halloumi, two eggs, beans, mushrooms, tomato and toast',
          ),
          menuItem('Bacon or Sausage Bap', '£5.95'),
          menuItem('Eggs on Sourdough', '£7.25', 'Scrambled, poached or fried, with our free-range eggs'),
          menuItem(
            'Porridge (VG)',
            '£5.50',
            'Made with oat milk, with our raspberry compote and brown sugar',
          ),
        ],
        3,
      ),
    ]),
    section([
      titles('Lunch', '12 noon – 2.30pm'),
      repeatable(
        [
          menuItem('Soup of the Day (VG)', '£6.95', 'With bread and butter'),
          menuItem('Hollybrook Beef Burger', '£14.75', 'Our own beef, Kentish cheddar, chips and slaw'),
          menuItem('Kentish Ploughman’s', '£11.95', 'Two Kentish cheeses, ham, pickles, apple and bread'),
          menuItem('Jacket Potato', 'from £7.25', 'With beans, cheese, tuna mayo or chilli'),
          menuItem('Children’s Lunchbox', '£6.50', 'Sandwich, fruit, crisps and a juice, for under-10s'),
        ],
        3,
      ),
    ]),
    section(
      [
        titles('Cakes & drinks', 'All day'),
        repeatable(
          [
            menuItem(
              'Cream Tea',
              '£8.95',
              'Two of Jean’s scones, our strawberry jam, clotted cream and a pot of tea',
            ),
            menuItem('Slice of Cake', '£3.75', 'Ask what Jean has baked today; gluten-free every day'),
            menuItem('Pot of Tea', '£2.80'),
            menuItem('Latte or Cappuccino', '£3.40'),
            menuItem('Flat White', '£3.30'),
            menuItem('Hot Chocolate', '£3.60'),
            menuItem('Babyccino', '80p'),
          ],
          4,
        ),
      ],
      { bg: 'cream' },
    ),
    section([
      titles('Good to know'),
      repeatable(
        [
          {
            title: 'No bookings',
            text: [
              'We don’t take table bookings: it’s first come, first served. Groups of 8 or more can book by phone, at least 48 hours ahead.',
            ],
          },
          {
            title: 'Dogs on the terrace',
            text: [
              'Well-behaved dogs are welcome on our covered terrace, but not inside the café. Assistance dogs are welcome inside. There are water bowls and biscuits on the terrace.',
            ],
          },
          {
            title: 'Card only',
            text: [
              'Our café is card only: contactless, Apple Pay and Google Pay. We don’t take cash in the café (the farm shop does).',
            ],
          },
          {
            title: 'Dietary needs',
            text: [
              'Gluten-free bread and cakes every day, and vegan dishes are marked (VG). Please ask us about allergens before you order.',
            ],
          },
          {
            title: 'Families',
            text: ['High chairs, a children’s menu and baby changing in the café toilets.'],
          },
        ],
        3,
      ),
    ]),
  ],
};

/** `/veg-boxes`: sizes and prices, delivery days by postcode (only in a table), pause and cancel rules. */
const vegBoxes: HbPage = {
  path: '/veg-boxes',
  title: 'Veg Boxes',
  description:
    'Weekly veg box delivery from Hollybrook Farm within 12 miles of the farm: Canterbury, Whitstable, Herne Bay, Faversham and villages. Small, medium, large and fruit & veg boxes.',
  sections: [
    section(
      [
        titles('Veg Boxes', 'Seasonal veg from our fields and other Kent growers, delivered every week', {
          h1: true,
        }),
      ],
      { bg: 'image', image: 'veg-box-on-doorstep.jpg', kind: 'hero' },
    ),
    section(
      [
        rich(
          `☀ ${b('Summer offer:')} your first box half price with the code ${b('SUMMERBOX')}. Ends 31 August 2026.`,
        ),
      ],
      { bg: 'cream', kind: 'banner' },
    ),
    section([
      titles('Choose your box'),
      repeatable(
        [
          {
            title: 'Small Veg Box',
            subtitle: '£15.50 a week',
            text: ['For 1–2 people. 6–7 kinds of veg, always with potatoes, onions and carrots.'],
          },
          {
            title: 'Medium Veg Box',
            subtitle: '£20.50 a week',
            text: ['For 2–3 people. 8–9 kinds of veg.'],
          },
          {
            title: 'Large Veg Box',
            subtitle: '£26.50 a week',
            text: ['For a family of 4 or more. 10–11 kinds of veg.'],
          },
          {
            title: 'Fruit & Veg Box',
            subtitle: '£23.50 a week',
            text: ['A medium box with seasonal fruit in place of some of the veg.'],
          },
        ],
        4,
      ),
      rich(
        `${b('Add to your box:')} half a dozen free-range eggs £2.20 · sourdough loaf £4.60 · Hollybrook apple juice £3.95. Meat from the butchery counter can be added too: ask us for this week’s list.`,
      ),
    ]),
    section(
      [
        titles('Delivery', 'Free, every week, within 12 miles of the farm'),
        rich(
          'Your box arrives between 7am and 1pm on your delivery day. If you’re out, tell us where to leave it.',
        ),
        htmlEmbed(
          table(
            ['Area', 'Postcodes', 'Delivery day'],
            [
              ['Canterbury', 'CT1, CT2', 'Tuesday'],
              ['Villages around the farm (Bridge, Barham, Chartham, Petham)', 'CT3, CT4', 'Wednesday'],
              ['Wye and Chilham', 'TN25', 'Wednesday'],
              ['Whitstable and Herne Bay', 'CT5, CT6', 'Thursday'],
              ['Faversham', 'ME13', 'Friday'],
            ],
          ),
        ),
        rich(
          'Not in one of these areas? Sorry, we can’t deliver outside them yet. You can collect your box from the farm shop instead, from 12 noon on Tuesdays, and save £1.50 a box.',
        ),
      ],
      { bg: 'cream' },
    ),
    section([
      titles('Skip, pause or cancel'),
      rich(
        ul(
          'No contract and no minimum term.',
          `Skip, pause or cancel by 9am on the Monday of your delivery week, in your account or by emailing ${a(HB_VEGBOX_EMAIL, `mailto:${HB_VEGBOX_EMAIL}`)}. After that your box is already being packed and will be charged.`,
          'You can pause for up to 8 weeks at a time: handy for holidays.',
          'We take payment by card on the Monday of each delivery week.',
          'Leave your empty box out on your next delivery day and we’ll reuse it.',
        ),
      ),
    ]),
    section(
      [
        titles('Sign up for a veg box'),
        contactForm(
          [
            ['name', 'Name'],
            ['email', 'Email', 'email'],
            ['postcode', 'Postcode'],
            ['box', 'Which box would you like?'],
            ['notes', 'Delivery notes (where to leave your box)', 'textarea'],
          ],
          'Thank you! We’ll email you to confirm your first delivery day.',
        ),
      ],
      { id: 'sign-up', bg: 'green', kind: 'contact-form' },
    ),
  ],
};

export const hbPages: HbPage[] = [pickYourOwn, farmShop, cafe, vegBoxes];
