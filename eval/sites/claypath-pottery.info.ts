import {
  CP_EMAIL,
  CP_FIRING_EMAIL,
  CP_PHONE,
  CP_PHONE_HREF,
  CP_STREET,
  CP_TOWN,
  type CpPage,
  gravityForm,
  oxy,
} from './claypath-pottery.layout.ts';

/* ── About / team ────────────────────────────────────────────────────────────────────────────────────── */

const a = oxy(41);
const person = (name: string, role: string, bio: string, img: string) =>
  a.div(
    [
      a.image(`2024/06/${img}`, name, 480, 600),
      a.h('h3', name),
      a.text(role, 'cp-team__role'),
      a.text(bio, 'cp-team__bio'),
    ],
    'cp-team__card',
  );

const about: CpPage = {
  path: '/about',
  title: 'Our Story &amp; Team',
  description:
    'Claypath Pottery was started by potter Rosie Hallam in 2017 in the old Larkhall bakery. Meet the team.',
  id: 41,
  body: [
    a.section([
      a.h('h1', 'Our story'),
      a.rich(
        'Rosie Hallam opened Claypath in 2017 in the old Larkhall bakery, with three second-hand wheels and a kiln that had to be lifted in through the window. Nine years on, the bread ovens are long gone but the building still keeps us warm: the teaching studio and shop are on the ground floor, and the members’ studio and glaze room upstairs.',
        'We now have 8 wheels in the teaching studio, 4 in the members’ studio and two electric kilns, and we teach around 2,000 people a year, from nervous first-timers to potters who come back every week.',
      ),
    ]),
    a.section(
      [
        a.h('h2', 'The team'),
        a.columns(
          [
            person(
              'Rosie Hallam',
              'Founder &amp; wheel teacher',
              'Rosie trained at Bath School of Art and throws most of what you see in the shop. She teaches the 6-week courses and taster sessions.',
              'rosie-hallam.jpg',
            ),
          ],
          [
            person(
              'Tom Adeyemi',
              'Hand-building &amp; Kids’ Clay Club',
              'A sculptor by training, Tom runs the hand-building courses, the Sunday workshops and the Saturday Kids’ Clay Club.',
              'tom-adeyemi.jpg',
            ),
          ],
          [
            person(
              'Mei Lin Carter',
              'Studio technician',
              'Mei Lin mixes the glazes, loads the kilns and looks after open studio members and the kiln firing service.',
              'mei-lin-carter.jpg',
            ),
          ],
          [
            person(
              'Jess Doyle',
              'Shop &amp; bookings',
              'Jess runs the shop and the studio office, and is the voice you’ll hear when you ring.',
              'jess-doyle.jpg',
            ),
          ],
        ),
      ],
      'cp-section--sand',
    ),
  ].join(''),
};

/* ── Visit us ────────────────────────────────────────────────────────────────────────────────────────── */

const v = oxy(43);
const visit: CpPage = {
  path: '/visit-us',
  title: 'Visit Us',
  description:
    'How to find Claypath Pottery in Larkhall, Bath: opening hours, buses, parking and step-free access.',
  id: 43,
  body: [
    v.section([
      v.h('h1', 'Visit us'),
      v.columns(
        [
          v.h('div', 'Address', 'cp-fact__label'),
          v.text(`${CP_STREET}<br>${CP_TOWN}`, 'cp-fact__value'),
          v.text(
            'Lambridge Mews is the cobbled lane off St Saviour’s Road, just down from Larkhall Square. Go through the archway beside number 7; we’re the red door at the end.',
          ),
        ],
        [
          v.code(
            '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2486.0!2d-2.3437!3d51.3961!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zQ2xheXBhdGggUG90dGVyeQ!5e0!3m2!1sen!2suk!4v1700000000000" width="100%" height="360" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Map"></iframe>',
          ),
        ],
      ),
    ]),
    v.section(
      [
        v.h('h2', 'Opening hours'),
        v.rich(
          '<figure class="wp-block-table"><table><thead><tr><th></th><th>Shop &amp; studio office</th><th>Members’ open studio</th></tr></thead><tbody><tr><td>Monday</td><td>Closed</td><td>Closed</td></tr><tr><td>Tuesday–Friday</td><td>10am – 5pm</td><td>10am – 9.30pm</td></tr><tr><td>Saturday</td><td>10am – 5pm</td><td>9am – 6pm</td></tr><tr><td>Sunday</td><td>Closed</td><td>10am – 4pm</td></tr></tbody></table></figure>',
          'Classes and workshops run outside these hours too: each class page has its own times. The open studio is for members only.',
        ),
      ],
      'cp-section--sand',
    ),
    v.section([
      v.columns(
        [
          v.h('h3', 'By bus'),
          v.text(
            'Buses 6 and 7 run from Bath Bus Station to Larkhall Square about every 15 minutes and take around 12 minutes. We’re a 3-minute walk from the stop.',
          ),
          v.h('h3', 'By train'),
          v.text(
            'Bath Spa station is 2 miles away: take the 6 or 7 bus from the bus station next door, or it’s about 40 minutes on foot.',
          ),
        ],
        [
          v.h('h3', 'Parking'),
          v.text(
            'We don’t have a car park and there’s no parking in the mews. There’s pay-and-display parking on St Saviour’s Road (2 hours maximum, free after 6pm and on Sundays). If you’re dropping off a lot of work for firing, you can stop in the archway for 10 minutes to unload.',
          ),
          v.h('h3', 'By bike'),
          v.text('There’s a bike rack for 4 bikes in our yard.'),
        ],
      ),
    ]),
    v.section([
      v.h('h2', 'Accessibility'),
      v.rich(
        'The teaching studio, the shop and our accessible toilet are all on the ground floor and step-free from Lambridge Mews: use the side gate, which has a ramp.',
        'The members’ studio and glaze room are on the first floor, up 14 stairs, and there is no lift.',
        'One of our wheels can be set at table height for wheelchair users, and we have wheel stools with backs. Let us know when you book and we’ll have it ready.',
        'Assistance dogs are welcome; sorry, no other dogs (wet floors and clay dust).',
      ),
    ]),
  ].join(''),
};

/* ── FAQ ─────────────────────────────────────────────────────────────────────────────────────────────── */

const q = oxy(45);
const faq: CpPage = {
  path: '/faq',
  title: 'Frequently Asked Questions',
  description:
    'What to wear, ages, cancellations, collecting your pots, parking and more at Claypath Pottery.',
  id: 45,
  body: [
    q.section([q.h('h1', 'FAQ'), q.text('Can’t find your answer? Call us or drop us an email.')]),
    q.section([
      q.h('h2', 'Classes'),
      q.accordion([
        [
          'What should I wear?',
          [
            'Clothes you don’t mind getting muddy, and closed shoes. We provide aprons. Short nails make throwing much easier, and you’ll want to take rings off.',
          ],
        ],
        [
          'Can a friend come along to watch?',
          [
            'Sorry, no: we can’t fit spectators in the studio, so only the people booked on a class can stay.',
          ],
        ],
        [
          'What’s the minimum age?',
          [
            'Taster sessions are for ages 12 and over (under-16s with a booking adult). Courses, workshops and open studio are for ages 16 and over. Kids’ Clay Club is for ages 6–12.',
            'No under-8s on the wheel: younger children hand-build at the table.',
          ],
        ],
        [
          'When can I collect my pots?',
          [
            'Taster pots are ready about 4 weeks after your session; course pots about 3 weeks after your last session. We email you when they’re ready, and keep uncollected work for 8 weeks.',
          ],
        ],
        ['I’m left-handed. Is that a problem?', ['Not at all: our wheels run in either direction.']],
        ['Are your glazes food-safe?', ['Yes. All our glazes are lead-free and food-safe once fired.']],
      ]),
    ]),
    q.section([
      q.h('h2', 'Bookings &amp; cancellations'),
      q.accordion([
        [
          'Can I cancel or change my booking?',
          [
            'Cancel 14 days or more before your class or course for a full refund. From 13 to 7 days before, we’ll move you to another date once. With less than 7 days to go we can’t refund or transfer your booking, but you’re welcome to send a friend in your place.',
            'Party deposits are non-refundable.',
          ],
        ],
        [
          'What if you cancel a class?',
          ['If we ever have to cancel, you can choose a full refund or a place on another date.'],
        ],
        [
          'How long are gift vouchers valid?',
          ['12 months from the date of purchase. They can’t be exchanged for cash.'],
        ],
      ]),
    ]),
    q.section([
      q.h('h2', 'Open studio &amp; firing'),
      q.accordion([
        [
          'Can I bring my own clay to open studio?',
          [
            'No. Members use clay bought from us, which includes the firing. Work in other clays can go through our kiln firing service instead.',
          ],
        ],
        [
          'Can you fire my work if I wasn’t in a class?',
          [
            `Yes, that’s our kiln firing service. Email <a href="mailto:${CP_FIRING_EMAIL}">${CP_FIRING_EMAIL}</a>.`,
          ],
        ],
      ]),
    ]),
    q.section([
      q.h('h2', 'Visiting'),
      q.accordion([
        [
          'Is there parking?',
          ['Not at the studio: there’s pay-and-display on St Saviour’s Road. See Visit us.'],
        ],
        ['Can I bring my dog?', ['Only assistance dogs, sorry.']],
        ['Is there a toilet?', ['Yes, an accessible toilet on the ground floor.']],
      ]),
    ]),
  ].join(''),
};

/* ── Contact ─────────────────────────────────────────────────────────────────────────────────────────── */

const ct = oxy(47);
const contact: CpPage = {
  path: '/contact',
  title: 'Contact Us',
  description: 'Contact Claypath Pottery in Larkhall, Bath: phone, email and our booking enquiry form.',
  id: 47,
  body: [
    ct.section([
      ct.h('h1', 'Get in touch'),
      ct.columns(
        [
          ct.h('div', 'Phone', 'cp-fact__label'),
          ct.text(`<a href="${CP_PHONE_HREF}">${CP_PHONE}</a>`, 'cp-fact__value'),
          ct.text(
            'We answer the phone when the studio office is open, Tuesday–Saturday 10am – 5pm.',
            'cp-small',
          ),
          ct.h('div', 'Email', 'cp-fact__label'),
          ct.text(`<a href="mailto:${CP_EMAIL}">${CP_EMAIL}</a>`, 'cp-fact__value'),
          ct.text('We reply to emails within 2 working days.', 'cp-small'),
          ct.h('div', 'Kiln firing', 'cp-fact__label'),
          ct.text(`<a href="mailto:${CP_FIRING_EMAIL}">${CP_FIRING_EMAIL}</a>`, 'cp-fact__value'),
          ct.h('div', 'Studio', 'cp-fact__label'),
          ct.text(`${CP_STREET}<br>${CP_TOWN}`, 'cp-fact__value'),
        ],
        [
          ct.code(
            gravityForm(
              1,
              'Booking enquiry',
              'Classes and workshops are booked online on each class page. For parties, groups, open studio or anything else, send us a message.',
              [
                { type: 'text', label: 'Name', required: true },
                { type: 'email', label: 'Email', required: true },
                { type: 'phone', label: 'Phone' },
                {
                  type: 'select',
                  label: 'What is it about?',
                  placeholder: 'Choose one',
                  required: true,
                  choices: [
                    'Taster session',
                    '6-week wheel course',
                    'Hand-building',
                    'Kids’ Clay Club',
                    'Hen party or private party',
                    'Children’s party',
                    'Open studio membership',
                    'Kiln firing',
                    'Gift vouchers',
                    'Something else',
                  ],
                },
                {
                  type: 'date',
                  label: 'Preferred date',
                  description: 'For parties: we need at least 3 weeks’ notice.',
                },
                { type: 'number', label: 'Number of people' },
                { type: 'textarea', label: 'Your message', required: true },
                {
                  type: 'checkbox',
                  label: 'Newsletter',
                  choices: ['Send me new class dates and studio news (about once a month)'],
                },
              ],
              'Thanks for your message! We’ll get back to you within 2 working days.',
            ),
          ),
        ],
      ),
    ]),
    `<section id="newsletter" class=" ct-section cp-section--sand"><div class="ct-section-inner-wrap">${ct.h('h2', 'Newsletter')}${ct.text('New class dates go out to the newsletter before anywhere else.')}${ct.code(
      gravityForm(
        2,
        'Join the newsletter',
        'About once a month. Unsubscribe any time.',
        [{ type: 'email', label: 'Email', required: true }],
        'You’re on the list. Check your inbox to confirm.',
      ),
    )}</div></section>`,
  ].join(''),
};

export const cpInfoPages: CpPage[] = [about, visit, faq, contact];
