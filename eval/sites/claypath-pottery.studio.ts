import { CP_FIRING_EMAIL, type CpPage, oxy, wooProducts } from './claypath-pottery.layout.ts';
import { fact } from './claypath-pottery.pages.ts';

/* ── Open studio membership ──────────────────────────────────────────────────────────────────────────── */

const o = oxy(31);
const hoursRow = (day: string, time: string) =>
  o.div([o.text(day, 'cp-fact__label'), o.text(time, 'cp-fact__value')], 'cp-time-row');

const openStudio: CpPage = {
  path: '/open-studio',
  title: 'Open Studio Membership',
  description:
    'Open studio membership at Claypath Pottery, Bath: Daytime £70 a month, Anytime £115 a month or a 10-session Studio Pass. Your own shelf, glazes and firings included.',
  id: 31,
  body: [
    o.section([
      o.h('div', 'Open Studio', 'cp-kicker'),
      o.h('h1', 'A place to keep making'),
      o.text(
        'Finished a course and don’t want to stop? Our members’ studio upstairs has four wheels, a big hand-building table, a glaze room and a shelf with your name on it. Glazes and firings of work made from our clay are included.',
      ),
    ]),
    o.section([
      o.columns(
        [
          o.pricingBox({
            title: 'Daytime',
            subtitle: 'Weekdays while the kids are at school',
            amount: '70',
            term: '/ month',
            content:
              '<ul><li>Tuesday–Friday 10am – 4pm</li><li>1 shelf</li><li>Glazes and firings included</li><li>3-month minimum, then monthly</li></ul>',
            cta: ['Apply', '/contact/?enquiry=open-studio'],
          }),
        ],
        [
          o.pricingBox({
            title: 'Anytime',
            subtitle: 'Every open studio hour',
            amount: '115',
            term: '/ month',
            content:
              '<ul><li>All open studio hours, evenings and weekends included</li><li>2 shelves</li><li>Glazes and firings included</li><li>3-month minimum, then monthly</li><li>Waiting list: currently about 8 weeks</li></ul>',
            cta: ['Join the waiting list', '/contact/?enquiry=open-studio'],
            featured: true,
          }),
        ],
        [
          o.pricingBox({
            title: 'Studio Pass',
            subtitle: '10 sessions of 3 hours',
            amount: '160',
            content:
              '<ul><li>Book sessions up to a week ahead, any open studio hours</li><li>Valid for 4 months</li><li>No shelf: take your work home or leave it on the firing shelf</li></ul>',
            cta: ['Buy a pass', '/shop/'],
          }),
        ],
      ),
    ]),
    o.section(
      [
        o.tabs([
          {
            label: 'Opening hours',
            body: [
              o.h('h3', 'Members’ open studio hours'),
              hoursRow('Tuesday–Friday', '10am – 9.30pm'),
              hoursRow('Saturday', '9am – 6pm'),
              hoursRow('Sunday', '10am – 4pm'),
              hoursRow('Monday', 'Closed (kiln and cleaning day)'),
              o.text(
                'Wheels off 30 minutes before closing, please. These are the members’ hours: the shop and studio office keep their own (Tuesday–Saturday 10am – 5pm).',
                'cp-small',
              ),
            ],
          },
          {
            label: 'Shelves, clay &amp; firing',
            body: [
              o.rich(
                'Each shelf is 60 × 40 cm, in the members’ racks. You can rent one extra shelf for &pound;10 a month.',
                'Members buy their clay from us at &pound;16 a bag (12.5kg); the price includes the bisque and glaze firing of what you make with it. We can’t fire clay bought elsewhere in members’ firings &ndash; use our kiln firing service for that.',
                'Put finished work on the bisque or glaze shelf by Sunday 4pm and it goes into that week’s firings.',
              ),
            ],
          },
          {
            label: 'Joining',
            body: [
              o.rich(
                'Open studio is for potters who can already centre and throw on their own. If you’ve done our 6-week course you can join straight away; otherwise book a one-hour induction (&pound;35, Saturdays at 9am) so we can show you round and check you’re happy working unsupervised.',
                'Membership runs for a minimum of 3 months, then month to month with one month’s notice.',
                'The members’ studio is on the first floor, up 14 stairs; there’s no lift.',
              ),
            ],
          },
          {
            label: 'House rules',
            body: [
              o.rich(
                '<ul><li>No guests: only members may use the studio.</li><li>Clean your wheel, tools and splash pan before you leave.</li><li>No food or drink at the wheels.</li><li>Label everything you put on the firing shelves.</li></ul>',
              ),
            ],
          },
        ]),
      ],
      'cp-section--sand',
    ),
  ].join(''),
};

/* ── Kiln firing service ─────────────────────────────────────────────────────────────────────────────── */

const f = oxy(33);
const kilnFiring: CpPage = {
  path: '/kiln-firing',
  title: 'Kiln Firing Service for Makers',
  description:
    'Kiln firing in Bath for potters without a kiln: bisque and glaze firings by the shelf or the whole kiln, cone 04 to cone 6, ready in 10 working days.',
  id: 33,
  body: [
    f.section([
      f.h('div', 'Kiln Firing Service', 'cp-kicker'),
      f.h('h1', 'No kiln? We’ll fire it for you'),
      f.text(
        'We fire work for home potters, small makers, schools and other studios in our two electric kilns. Book a shelf, or the whole kiln if you have a lot of work.',
      ),
    ]),
    f.section([
      f.h('h2', 'Firing prices'),
      f.rich(
        '<figure class="wp-block-table cp-firing-table"><table><thead><tr><th>Firing</th><th>Temperature</th><th>Per shelf</th><th>Whole kiln (6 shelves)</th></tr></thead><tbody><tr><td>Bisque</td><td>Cone 04 (1060°C)</td><td>&pound;16</td><td>&pound;110</td></tr><tr><td>Stoneware glaze</td><td>Cone 6 (1222°C)</td><td>&pound;20</td><td>&pound;140</td></tr><tr><td>Earthenware glaze</td><td>Cone 05 (1046°C)</td><td>&pound;18</td><td>&pound;125</td></tr></tbody></table></figure>',
        'A shelf is 46 × 46 cm with up to 20 cm of height above it. Prices include VAT.',
      ),
    ]),
    f.section(
      [
        f.columns(
          [
            f.h('h3', 'How long it takes'),
            f.text(
              'Allow 10 working days from drop-off to collection. We fire twice a week and can’t do rush or same-week firings.',
            ),
          ],
          [
            f.h('h3', 'Dropping off and collecting'),
            f.text(
              'Bring your work in during shop hours, Tuesday–Saturday 10am – 5pm, and pay when you drop it off. We’ll text you when it’s ready.',
            ),
          ],
          [
            f.h('h3', 'Questions?'),
            f.text(
              `Email <a href="mailto:${CP_FIRING_EMAIL}">${CP_FIRING_EMAIL}</a> with photos of your work.`,
            ),
          ],
        ),
      ],
      'cp-section--sand',
    ),
    f.section([
      f.h('h2', 'What we can and can’t fire'),
      f.rich(
        '<ul><li>Greenware must be bone dry, and glazed work clean on the base (a 5 mm glaze-free foot).</li><li>Label every glaze with its name and cone.</li><li>Our kilns are electric and fire in oxidation only, up to cone 6. We don’t fire to cone 10 and can’t do reduction firings.</li><li>We don’t fire lustres, raku or pit-fired work, unlabelled glazes, or glazes containing lead.</li></ul>',
        'We take great care, but clay and glaze can crack, bloat or run, and we can’t accept responsibility for faults that come from the clay or glaze. Any glaze that runs onto our shelves is charged at &pound;10 for kiln shelf repair.',
      ),
      f.text(
        'Christmas: the last firings before Christmas are in our <a href="/journal/christmas-at-claypath-2026/">Christmas journal post</a>.',
        'cp-small',
      ),
    ]),
  ].join(''),
};

/* ── Private parties ─────────────────────────────────────────────────────────────────────────────────── */

const p = oxy(35);
const parties: CpPage = {
  path: '/private-parties',
  title: 'Pottery Parties: Hen Parties &amp; Kids’ Birthdays',
  description:
    'Private pottery parties in Bath: wheel parties for hen dos and birthdays (£52 a head) and children’s clay parties from £22 a child.',
  id: 35,
  body: [
    p.section([
      p.h('div', 'Private Parties', 'cp-kicker'),
      p.h('h1', 'Get the party spinning'),
      p.text(
        'Hen parties, birthdays, leaving dos or just a few friends: take over the studio for a couple of hours with one of our teachers. For children we run clay parties at the table and, for older ones, on the wheel.',
      ),
    ]),
    p.section([
      p.columns(
        [
          p.pricingBox({
            title: 'Wheel Party',
            subtitle: 'Hen parties &amp; celebrations, ages 16+',
            amount: '52',
            term: 'per person',
            content:
              '<ul><li>2 hours on the wheel</li><li>6 to 10 guests</li><li>Two pots each glazed and fired</li></ul>',
            cta: ['Enquire', '/contact/?enquiry=party'],
            featured: true,
          }),
        ],
        [
          p.pricingBox({
            title: 'Clay Creatures Party',
            subtitle: 'Children aged 6–12',
            amount: '22',
            term: 'per child',
            content:
              '<ul><li>1½ hours of hand-building</li><li>8 to 14 children</li><li>Everything painted, glazed and fired</li></ul>',
            cta: ['Enquire', '/contact/?enquiry=party'],
          }),
        ],
        [
          p.pricingBox({
            title: 'Kids’ Wheel Party',
            subtitle: 'Children aged 8–14',
            amount: '30',
            term: 'per child',
            content:
              '<ul><li>1½ hours on the wheel</li><li>Up to 8 children</li><li>One pot each glazed and fired</li></ul>',
            cta: ['Enquire', '/contact/?enquiry=party'],
          }),
        ],
      ),
    ]),
    p.section(
      [
        p.h('h2', 'Hen parties and grown-up celebrations'),
        p.rich(
          'Wheel parties run on Friday and Saturday evenings, 6.30pm – 8.30pm, and on Sunday afternoons, 2pm – 4pm. The minimum is 6 guests (smaller groups can book but pay for 6), and the most we can fit is 10.',
          'Bring your own drinks: there’s no corkage and we’ll provide glasses and a fridge. Bring your own nibbles too if you like.',
        ),
        p.h('h2', 'Children’s birthday parties'),
        p.rich(
          'Children’s parties are on Saturday and Sunday afternoons, starting at 1pm or 3.30pm. There are no under-8s on the wheel, so the wheel party is for ages 8 to 14; younger children have a Clay Creatures party at the table.',
          'We don’t provide food, but you’re welcome to bring a cake and party food to eat in our garden room afterwards (allow an extra 30 minutes). At least one parent or carer must stay for the whole party.',
        ),
      ],
      'cp-section--sand',
    ),
    p.section([
      p.h('h2', 'Booking'),
      p.rich(
        'A deposit secures your date: &pound;100 for a wheel party, &pound;50 for a children’s party. Deposits are non-refundable; the balance is due 14 days before the party, when we’ll also need your final numbers.',
        'Everything made is glazed and fired and ready to collect about 3 weeks later.',
      ),
      p.button('Send us a party enquiry', '/contact/?enquiry=party'),
    ]),
  ].join(''),
};

/* ── Gift vouchers ───────────────────────────────────────────────────────────────────────────────────── */

const g = oxy(37);
const vouchers: CpPage = {
  path: '/gift-vouchers',
  title: 'Pottery Gift Vouchers',
  description:
    'Claypath Pottery gift vouchers: any amount from £20, or a taster session or 6-week wheel course. E-vouchers emailed straight away, printed cards posted.',
  id: 37,
  body: [
    g.section([
      g.h('div', 'Gift Vouchers', 'cp-kicker'),
      g.h('h1', 'Give them something to make'),
      g.text('Buy a voucher for an amount, or for a particular class.'),
    ]),
    g.section([
      g.columns(
        [g.h('div', 'Any amount', 'cp-card__title'), g.text('From &pound;20', 'cp-card__price')],
        [g.h('div', 'Taster Session', 'cp-card__title'), g.text('&pound;45', 'cp-card__price')],
        [g.h('div', '6-Week Wheel Course', 'cp-card__title'), g.text('&pound;265', 'cp-card__price')],
        [g.h('div', 'A place at a Wheel Party', 'cp-card__title'), g.text('&pound;52', 'cp-card__price')],
      ),
      g.button('Buy a gift voucher', '/product/gift-voucher/'),
    ]),
    g.section(
      [
        g.h('h2', 'How it works'),
        g.div(
          [
            fact(
              g,
              'envelope',
              'E-voucher',
              'Emailed straight away as a PDF: perfect for last-minute presents.',
            ),
            fact(
              g,
              'gift',
              'Printed voucher card',
              'Posted first class for &pound;2.50. Allow 3 working days.',
            ),
            fact(g, 'calendar', 'Valid for', '12 months from the date of purchase'),
          ],
          'cp-facts',
        ),
        g.rich(
          'Vouchers can be used for any class, workshop or party, and in our shop, in person or online. They can’t be used for open studio membership or the kiln firing service, and can’t be exchanged for cash.',
          'To book with a voucher, choose “Pay with gift voucher” on the booking page and enter the code printed on it.',
        ),
      ],
      'cp-section--sand',
    ),
  ].join(''),
};

/* ── Shop ────────────────────────────────────────────────────────────────────────────────────────────── */

const s = oxy(39);
const shop: CpPage = {
  path: '/shop',
  title: 'Shop',
  description:
    'Handmade stoneware from the Claypath studio, clay and tools for home potters, and gift vouchers. UK delivery or free click and collect in Bath.',
  id: 39,
  body: [
    s.section([
      s.h('h1', 'The studio shop'),
      s.text(
        'Mugs, bowls and vases thrown in our studio by Rosie and the team, plus clay and tools for potters at home. Buy online, or visit the shop in person Tuesday–Saturday 10am – 5pm.',
      ),
    ]),
    s.section([
      wooProducts(`_products_list-${3}-39`, [
        {
          id: 512,
          name: 'Speckled stoneware mug',
          slug: 'speckled-stoneware-mug',
          price: '26.00',
          image: '2026/03/speckled-mug-300x300.jpg',
          cat: 'mugs',
        },
        {
          id: 518,
          name: 'Ramen bowl, celadon',
          slug: 'ramen-bowl-celadon',
          price: '32.00',
          image: '2026/03/ramen-bowl-300x300.jpg',
          cat: 'bowls',
        },
        {
          id: 521,
          name: 'Bud vase, iron red',
          slug: 'bud-vase-iron-red',
          price: '18.00',
          was: '22.00',
          image: '2026/03/bud-vase-300x300.jpg',
          cat: 'vases',
        },
        {
          id: 527,
          name: 'Large serving platter',
          slug: 'large-serving-platter',
          price: '65.00',
          image: '2026/03/platter-300x300.jpg',
          cat: 'tableware',
          outOfStock: true,
        },
        {
          id: 533,
          name: 'Buff stoneware clay, 12.5kg bag (collection only)',
          slug: 'buff-stoneware-clay-12-5kg',
          price: '16.00',
          image: '2025/01/clay-bag-300x300.jpg',
          cat: 'clay-tools',
        },
        {
          id: 536,
          name: 'Beginner’s tool kit',
          slug: 'beginners-tool-kit',
          price: '14.00',
          image: '2025/01/tool-kit-300x300.jpg',
          cat: 'clay-tools',
        },
        {
          id: 540,
          name: 'Studio Pass: 10 open studio sessions',
          slug: 'studio-pass',
          price: '160.00',
          image: '2025/01/studio-pass-300x300.jpg',
          cat: 'open-studio',
        },
        {
          id: 545,
          name: 'Gift voucher',
          slug: 'gift-voucher',
          price: '20.00–265.00',
          image: '2025/01/gift-voucher-300x300.jpg',
          cat: 'gift-vouchers',
          variable: true,
        },
      ]),
    ]),
    s.section(
      [
        s.h('h2', 'Delivery &amp; collection'),
        s.rich(
          'UK delivery is &pound;4.95, and free on orders over &pound;50. We only post within the UK and don’t ship overseas.',
          'Clay is collection only (it’s too heavy to post). Click and collect from the studio is free: we’ll email you when your order is ready.',
          'Unused items can be returned within 30 days for a refund. Each pot is handmade, so sizes and glazes vary a little from the photos.',
        ),
      ],
      'cp-section--sand',
    ),
  ].join(''),
};

export const cpStudioPages: CpPage[] = [openStudio, kilnFiring, parties, vouchers, shop];
