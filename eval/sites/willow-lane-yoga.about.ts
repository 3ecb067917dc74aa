import {
  buttons,
  columns,
  details,
  facts,
  group,
  h2,
  h3,
  image,
  list,
  p,
  panel,
  table,
  WILLOW_EMAIL,
  WILLOW_PHONE,
  WILLOW_POSTCODE,
  WILLOW_STREET,
  WILLOW_TOWN,
  WILLOW_TRAINING_EMAIL,
  WILLOW_WHATSAPP,
  type WillowPage,
} from './willow-lane-yoga.layout.ts';

/** A teacher's card: photo, name, role in a small paragraph, then a short bio and what they teach. */
const teacher = (photo: string, name: string, role: string, bio: string, teaches: string) =>
  `${image(photo, name, '2026/09')}${h3(name)}${p(role, 'has-small-font-size wl-role')}${p(bio)}${p(`**Teaches:** ${teaches}`)}`;

/** Teachers, workshops and teacher training, the FAQ and contact. */
export const willowAbout: WillowPage[] = [
  {
    path: '/teachers',
    id: 18,
    title: 'Our Teachers',
    description: 'Meet the six teachers of Willow Lane Yoga & Pilates.',
    body: `${group(
      p(
        'Willow Lane was founded in 2016 by Hannah Whitlock, who started with three evening classes a week in a room above the old tannery. Today six of us teach around 60 classes a week.',
      ),
    )}
${columns(
  teacher(
    'hannah-whitlock.jpg',
    'Hannah Whitlock',
    'Founder &amp; studio director',
    'Hannah has taught yoga since 2011 and is an E-RYT 500 with Yoga Alliance. She leads our 200-hour teacher training and still teaches five classes a week.',
    'Vinyasa Yoga, Yin Yoga, workshops',
  ),
  teacher(
    'priya-desai.jpg',
    'Priya Desai',
    'Head of Pilates',
    'Priya is a BASI-certified comprehensive Pilates teacher and a former sports rehabilitator. She set up our Reformer Studio in 2022 and trains our Pilates teachers.',
    'Reformer Pilates, Mat Pilates, private reformer sessions',
  ),
  teacher(
    'tom-okafor.jpg',
    'Tom Okafor',
    'Yoga teacher &amp; corporate programme lead',
    'Tom came to yoga through rugby injuries and has taught at Willow Lane since 2018. He runs our corporate yoga programme and co-leads the teacher training.',
    'Hatha Yoga, Vinyasa Yoga, Yin Yoga, corporate yoga',
  ),
)}
${columns(
  teacher(
    'amira-haddad.jpg',
    'Amira Haddad',
    'Pregnancy, postnatal &amp; kids yoga',
    'Amira is a birth doula and a specialist pregnancy and postnatal yoga teacher, and a mum of three. Her kids classes are the noisiest hour of the week.',
    'Pregnancy Yoga, Mum &amp; Baby Yoga, Kids Yoga',
  ),
  teacher(
    'maggie-ellis.jpg',
    'Maggie Ellis',
    'Chair yoga &amp; gentle hatha',
    'Maggie worked as an NHS physiotherapist for 30 years before training as a yoga teacher. She specialises in yoga for older people and for anyone with limited mobility.',
    'Chair Yoga for Seniors, Hatha Yoga',
  ),
  teacher(
    'jess-rowntree.jpg',
    'Jess Rowntree',
    'Reformer &amp; mat Pilates',
    'Jess joined us in September 2026. A former contemporary dancer, she trained with Polestar Pilates and taught reformer in London for five years.',
    'Reformer Pilates, Mat Pilates',
  ),
)}`,
  },
  {
    path: '/workshops-teacher-training',
    id: 20,
    title: 'Workshops &amp; Teacher Training',
    description:
      'Weekend workshops and our 200-hour Yoga Alliance teacher training course, March to September 2027.',
    body: `${group(
      h2('Upcoming workshops'),
      p(
        'Our workshops run on Saturday afternoons, when there are no classes in the Willow Room. Book on the timetable.',
      ),
      table(
        ['Date', 'Workshop', 'Time', 'Price'],
        [
          [
            'Saturday 5 December 2026',
            'Inversions &amp; Arm Balances with Hannah',
            '1.30pm &#8211; 4pm',
            '£35',
          ],
          [
            'Saturday 12 December 2026',
            'Reformer Technique Masterclass with Priya',
            '2pm &#8211; 4pm',
            '£40',
          ],
          [
            'Saturday 19 December 2026',
            'Winter Solstice Yin &amp; Yoga Nidra with Hannah',
            '2pm &#8211; 4pm',
            '£32',
          ],
          ['Saturday 16 January 2027', 'Yoga for Runners with Tom', '1.30pm &#8211; 3.30pm', '£30'],
        ],
      ),
    )}
${panel(
  h2('200-hour Yoga Teacher Training 2027'),
  p(
    'Our 200-hour teacher training is registered with Yoga Alliance (RYS 200) and led by Hannah Whitlock and Tom Okafor, with anatomy taught by Priya Desai. It is for committed students who want to deepen their practice or start teaching, and it qualifies you to teach vinyasa and hatha classes.',
  ),
  p(
    'The course runs over 10 weekends. It starts on Saturday 6 March 2027 and finishes on Sunday 19 September 2027, with no weekends in August. Training days are Saturday and Sunday, 8.30am to 5.30pm, plus reading and home practice between weekends.',
  ),
  facts([
    ['Course fee', '£2,950'],
    ['Early-bird fee', '£2,650 if you pay your deposit by 31 December 2026'],
    ['Deposit', '£500 (non-refundable), to secure your place'],
    ['Places', '16'],
    ['Applications close', 'Friday 15 January 2027'],
  ]),
  p(
    'After the deposit, you can pay the balance in full by 1 February 2027, or in **7 monthly payments** from February 2027 (£350 a month at the full fee). You need at least a year of regular yoga practice to apply; send us the application form and we&#8217;ll invite you for a short chat with Hannah.',
  ),
  p(
    'Come to our free information evening on **Thursday 10 December 2026 at 7.30pm** to meet the trainers and ask questions. Book a place on the timetable.',
  ),
  p(`Questions about the training? Email ${WILLOW_TRAINING_EMAIL}.`),
  buttons([
    'Download the application form',
    '/wp-content/uploads/2026/10/willow-lane-ytt-2027-application.pdf',
  ]),
)}`,
  },
  {
    path: '/faq',
    id: 26,
    title: 'FAQ',
    description: 'Frequently asked questions about classes, booking, prices and the studio.',
    body: `${group(
      p(
        'Click a question to see the answer. Can&#8217;t find what you&#8217;re looking for? Drop us a message.',
      ),
      h2('Classes'),
      details(
        'I&#8217;ve never done yoga before. Which class should I try?',
        p(
          'Start with Hatha Yoga (Beginners) on Monday at 6pm or Saturday at 10am, or book our 4-week beginners&#8217; course. Every teacher will give you options, so don&#8217;t worry about keeping up.',
        ),
      ),
      details(
        'Do you do hot yoga?',
        p('No, we don&#8217;t offer hot yoga. Our rooms are kept comfortably warm at about 22&deg;C.'),
      ),
      details(
        'Can teenagers come to classes?',
        p(
          'Young people aged 14 and 15 can join mat classes with a parent or guardian; from 16 they can come on their own. There are no children under 16 in reformer classes. For younger children, see Kids Yoga.',
        ),
      ),
      details(
        'Do you stream classes online?',
        p(
          'No, we don&#8217;t stream classes online or offer on-demand videos: all our classes are taught in the studio.',
        ),
      ),
      details(
        'I&#8217;m pregnant. Can I keep coming to classes?',
        p(
          'Tell your teacher before class. From 14 weeks you&#8217;re welcome at Pregnancy Yoga, which is designed for you. Please don&#8217;t start reformer Pilates during pregnancy.',
        ),
      ),
      h2('Booking &amp; passes'),
      details(
        'Do I have to book?',
        p(
          'Reformer classes must be booked in advance. For mat classes, drop-ins are welcome subject to space, but booking guarantees your place.',
        ),
      ),
      details(
        'Can I share my class pass with a friend?',
        p('No, passes and memberships are personal and can&#8217;t be shared or transferred.'),
      ),
      details(
        'Can I freeze my membership?',
        p('Yes, once a year for up to 6 weeks, free of charge. Email us before your next payment date.'),
      ),
      details(
        'Do you have a student discount?',
        p(
          'Yes: students, over-65s and anyone receiving Universal Credit get 20% off drop-ins and mat class passes. It isn&#8217;t valid on reformer classes.',
        ),
      ),
      h2('At the studio'),
      details(
        'How do I pay? Do you take cash?',
        p('We&#8217;re cashless: cards, Apple Pay and Google Pay. We don&#8217;t take cash.'),
      ),
      details(
        'Is there parking?',
        p(
          'Not at the studio, but Tannery Lane car park is a 2-minute walk away (pay and display, free after 6pm and on Sundays).',
        ),
      ),
      details(
        'Do I need to bring a mat?',
        p('You can bring your own, or hire one of ours for £2. Blocks, straps and bolsters are free.'),
      ),
    )}`,
  },
  {
    path: '/contact',
    id: 28,
    title: 'Contact &amp; Find Us',
    description:
      'How to find Willow Lane Yoga & Pilates in Hollingbridge: address, phone, buses, trains and parking.',
    body: `${columns(
      `${h2('Get in touch')}${p('The quickest way to reach us is by phone during reception hours, or by email: we reply within one working day.')}${facts(
        [
          ['Address', `${WILLOW_STREET}, ${WILLOW_TOWN} ${WILLOW_POSTCODE}`],
          ['Phone', WILLOW_PHONE],
          ['Email', WILLOW_EMAIL],
          ['WhatsApp', WILLOW_WHATSAPP],
          ['Studio manager', 'Laura Finch'],
        ],
      )}`,
      `<div class="wpforms-container wpforms-container-full" id="wpforms-412"><form id="wpforms-form-412" class="wpforms-validate wpforms-form" data-formid="412" method="post" action="/contact"><div class="wpforms-field-container"><div id="wpforms-412-field_0-container" class="wpforms-field wpforms-field-name"><label class="wpforms-field-label" for="wpforms-412-field_0">Name <span class="wpforms-required-label">*</span></label><input type="text" id="wpforms-412-field_0" class="wpforms-field-large wpforms-field-required" name="wpforms[fields][0]" required></div><div id="wpforms-412-field_1-container" class="wpforms-field wpforms-field-email"><label class="wpforms-field-label" for="wpforms-412-field_1">Email <span class="wpforms-required-label">*</span></label><input type="email" id="wpforms-412-field_1" class="wpforms-field-large wpforms-field-required" name="wpforms[fields][1]" required></div><div id="wpforms-412-field_2-container" class="wpforms-field wpforms-field-textarea"><label class="wpforms-field-label" for="wpforms-412-field_2">Message <span class="wpforms-required-label">*</span></label><textarea id="wpforms-412-field_2" class="wpforms-field-medium wpforms-field-required" name="wpforms[fields][2]" required></textarea></div></div><div class="wpforms-submit-container"><button type="submit" name="wpforms[submit]" class="wpforms-submit">Send message</button></div></form></div>`,
    )}
${group(
  h2('Finding us'),
  p(
    'We are in the Old Tannery courtyard on Willow Lane, just off Hollingbridge Market Place. The entrance is through the green gate next to the bakery; reception is straight ahead.',
  ),
  h3('By bus'),
  p(
    'Buses 17 (Bristol &#8211; Keynsham &#8211; Hollingbridge) and 349 stop at Hollingbridge Market Place, a 3-minute walk from the studio.',
  ),
  h3('By train'),
  p(
    'The nearest railway station is Hollingbridge station, a 12-minute walk. Trains from Bristol Temple Meads take about 15 minutes and run every half an hour.',
  ),
  h3('By car'),
  p(
    'There is no parking at the studio. Use Tannery Lane car park (pay and display), a 2-minute walk away; it is free after 6pm and on Sundays. There are two disabled bays outside the studio.',
  ),
  h3('By bike'),
  p('Covered bike racks for 12 bikes in the courtyard.'),
)}
${panel(list('Reception is closed on bank holidays, except those listed on the timetable page.', 'For private sessions, corporate yoga and room hire, email us with a few details and the dates you have in mind.'))}`,
  },
];
