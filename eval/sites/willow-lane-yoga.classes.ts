import {
  buttons,
  columns,
  facts,
  group,
  h2,
  h3,
  image,
  list,
  p,
  panel,
  type WillowPage,
} from './willow-lane-yoga.layout.ts';

/** A class page: a photo and the description beside it, then the owner's "When / Level / Teachers / Price". */
const classPage = (
  slug: string,
  id: number,
  title: string,
  description: string,
  photo: string,
  intro: string[],
  keyFacts: [string, string][],
  ...more: string[]
): WillowPage => ({
  path: `/classes/${slug}`,
  id,
  title,
  description,
  body: `${columns(image(photo, title, '2024/03'), intro.map((t) => p(t)).join(''))}
${group(facts(keyFacts))}
${more.join('\n')}
${buttons(['Book on the timetable', '/timetable'], ['Passes &amp; prices', '/passes-memberships'])}`,
});

/** The class types overview and one page for each kind of class. */
export const willowClasses: WillowPage[] = [
  {
    path: '/classes',
    id: 30,
    title: 'Our Classes',
    description:
      'Vinyasa, hatha and yin yoga, reformer and mat Pilates, pregnancy, mum & baby, kids and chair yoga.',
    body: `${group(
      p(
        'Whether you have never been to a class or have practised for years, there is a class for you at Willow Lane. Every class is taught in the studio by one of our own <a href="/teachers">teachers</a>, with no more than 24 people in the Willow Room and eight on the reformers.',
      ),
    )}
${columns(
  `${h3('<a href="/classes/vinyasa-yoga">Vinyasa Yoga</a>')}${p('Dynamic, flowing classes linking breath and movement. All levels and intermediate.')}`,
  `${h3('<a href="/classes/hatha-yoga">Hatha Yoga</a>')}${p('Slower classes holding the postures, with time to learn them. The best place to start.')}`,
  `${h3('<a href="/classes/yin-yoga">Yin Yoga</a>')}${p('Long, quiet floor postures for joints and fascia. Calm, candlelit evenings.')}`,
)}
${columns(
  `${h3('<a href="/classes/reformer-pilates">Reformer Pilates</a>')}${p('Pilates on the reformer machine in classes of eight. Priced separately.')}`,
  `${h3('<a href="/classes/mat-pilates">Mat Pilates</a>')}${p('Core strength, posture and control on the mat, with small equipment.')}`,
  `${h3('<a href="/classes/pregnancy-yoga">Pregnancy Yoga</a>')}${p('Gentle, supportive yoga from 14 weeks until your baby arrives.')}`,
)}
${columns(
  `${h3('<a href="/classes/mum-and-baby-yoga">Mum &amp; Baby Yoga</a>')}${p('Postnatal yoga with your baby beside you on the mat. 5-week courses.')}`,
  `${h3('<a href="/classes/kids-yoga">Kids Yoga</a>')}${p('Playful yoga for children aged 5 to 12, in term time.')}`,
  `${h3('<a href="/classes/chair-yoga">Chair Yoga for Seniors</a>')}${p('Yoga on and around a chair, for older people and anyone who finds the floor difficult.')}`,
)}
${panel(
  h2('New to yoga?'),
  p(
    'Start with **Hatha Yoga (Beginners)** on Monday at 6pm or Saturday at 10am, or join our 4-week beginners&#8217; course (below). Then try an all-levels vinyasa class when you feel ready.',
  ),
)}`,
  },
  classPage(
    'vinyasa-yoga',
    31,
    'Vinyasa Yoga',
    'Dynamic vinyasa flow classes for all levels in Hollingbridge, seven days a week.',
    'vinyasa-class.jpg',
    [
      'Vinyasa is a dynamic, flowing style in which each movement is linked to the breath. Expect sun salutations, standing postures, balances and a long relaxation at the end. Classes are 60 to 75 minutes.',
      'Most vinyasa classes are all levels, with options to make every posture easier or stronger. Tom&#8217;s Tuesday class is intermediate and includes arm balances and inversions.',
      'We don&#8217;t offer hot yoga: the Willow Room is kept at a comfortable 22&deg;C and our vinyasa classes are not heated.',
    ],
    [
      [
        'When',
        'Monday 7am, Tuesday 6.15pm (intermediate), Wednesday 6.30pm, Thursday 7am, Friday 9.30am, Saturday 8.30am, Sunday 9am',
      ],
      ['Level', 'All levels; Tuesday intermediate'],
      ['Teachers', 'Hannah Whitlock, Tom Okafor'],
      ['Price', 'a mat class: £14 drop-in, or any mat pass or membership'],
    ],
  ),
  classPage(
    'hatha-yoga',
    32,
    'Hatha Yoga',
    'Hatha yoga and our 4-week beginners course in Hollingbridge.',
    'hatha-class.jpg',
    [
      'Hatha classes move more slowly than vinyasa: we hold each posture for a few breaths and take time to explain how to come into it safely. It is the best place to start if you are new to yoga, coming back after a break or stiff from sitting at a desk.',
      'Classes marked Beginners assume no experience at all. Maggie&#8217;s Wednesday morning class is gentle and suits older students.',
    ],
    [
      ['When', 'Monday 6pm (Beginners), Wednesday 9.30am, Thursday 6.30pm, Saturday 10am (Beginners)'],
      ['Level', 'Beginners and all levels'],
      ['Teachers', 'Tom Okafor, Maggie Ellis'],
      ['Price', '£14 drop-in, or any mat pass or membership'],
    ],
    panel(
      h2('Beginners&#8217; course'),
      p(
        'Our 4-week beginners&#8217; course covers the basic postures, breathing and relaxation in a small group of no more than 12. It runs on Mondays from 7.15pm to 8.30pm in the Garden Room and costs £48. The next course starts on Monday 11 January 2027. Book it on the timetable.',
      ),
    ),
  ),
  classPage(
    'yin-yoga',
    33,
    'Yin Yoga',
    'Slow, meditative yin yoga classes in Hollingbridge.',
    'yin-class.jpg',
    [
      'Yin is a quiet, slow practice of floor postures held for three to five minutes, to gently work the joints and connective tissue. It is a lovely counterpoint to running, cycling or a busy week, and most classes end with a guided relaxation.',
      'Bring socks and a warm layer: you&#8217;ll cool down while holding the postures. We supply bolsters, blocks and blankets.',
    ],
    [
      ['When', 'Monday 7.30pm, Wednesday 8pm, Friday 6pm, Sunday 10.45am'],
      ['Level', 'All levels'],
      ['Teachers', 'Hannah Whitlock, Tom Okafor'],
      ['Price', '£14 drop-in, or any mat pass or membership'],
    ],
  ),
  classPage(
    'reformer-pilates',
    34,
    'Reformer Pilates',
    'Reformer Pilates in classes of eight on Balanced Body reformers. Priced separately from mat classes.',
    'reformer-studio.jpg',
    [
      'The reformer is a sliding carriage with springs, straps and a footbar: the springs add resistance or support, so the same exercise can be made harder or easier. Classes are capped at eight people, so your teacher can correct you, and last 50 minutes (45 minutes for Reformer Express at lunchtime).',
      'Reformer classes are priced separately: **£24 a class**, or save with a 5- or 10-class reformer pack. They are not included in the unlimited membership. New to the reformer? Start with our reformer intro: 3 classes for £45.',
    ],
    [
      [
        'When',
        'Monday 12.15pm (Express) and 6.30pm; Tuesday 6.45am and 7pm; Wednesday 7am, 12.30pm (Express) and 6.30pm; Thursday 10am and 6pm; Friday 7am; Saturday 8am and 9.15am; Sunday 10am',
      ],
      ['Level', 'Beginners, all levels and intermediate'],
      ['Teachers', 'Priya Desai, Jess Rowntree'],
      ['Price', '£24 drop-in; packs from £110'],
    ],
    group(
      h2('Before you book'),
      list(
        'Reformer classes are for ages 16 and over: no children under 16 in reformer classes. 16- and 17-year-olds need a consent form signed by a parent.',
        'Grip socks are required on the reformers. You can buy them at reception for £9.',
        'The Reformer Studio is on the first floor, up one flight of stairs; there is no lift.',
        'If you are pregnant, please don&#8217;t start reformer Pilates now. If you were already coming regularly before your pregnancy, speak to Priya about a private session instead.',
        'Reformer classes must be booked in advance, and you can&#8217;t join once the class has started.',
      ),
    ),
  ),
  classPage(
    'mat-pilates',
    35,
    'Mat Pilates',
    'Mat Pilates classes for core strength and posture in Hollingbridge.',
    'mat-pilates.jpg',
    [
      'Mat Pilates works on core strength, posture, balance and control with exercises on the mat, using small equipment such as balls, rings and bands. It is a good complement to yoga, running or the reformer, and it is included in all our mat passes and the unlimited membership.',
    ],
    [
      ['When', 'Monday 9.30am (Beginners), Tuesday 8pm, Friday 12.15pm'],
      ['Level', 'Beginners and all levels'],
      ['Teachers', 'Priya Desai, Jess Rowntree'],
      ['Price', '£14 drop-in, or any mat pass or membership'],
    ],
  ),
  classPage(
    'pregnancy-yoga',
    36,
    'Pregnancy Yoga',
    'Pregnancy yoga from 14 weeks until birth, with Amira Haddad.',
    'pregnancy-yoga.jpg',
    [
      'Our pregnancy yoga classes are for anyone from **14 weeks** of pregnancy until the birth, whether or not you have done yoga before. Amira, a doula as well as a yoga teacher, teaches gentle postures for a changing body, breathing for labour and deep relaxation, and there is always time for a cup of tea and a chat at the end.',
      'Please wait until 14 weeks before you start, and let Amira know of any complications. You&#8217;ll need your midwife&#8217;s OK if your pregnancy is high-risk.',
    ],
    [
      ['When', 'Tuesday 10am and Thursday 7.30pm'],
      ['Teacher', 'Amira Haddad'],
      ['Price', '£14 drop-in, or a 6-class pregnancy pass for £75 (valid 10 weeks)'],
    ],
  ),
  classPage(
    'mum-and-baby-yoga',
    37,
    'Mum &amp; Baby Yoga',
    'Postnatal mum and baby yoga courses in Hollingbridge.',
    'mum-and-baby.jpg',
    [
      'Mum &amp; Baby Yoga is postnatal yoga with your baby beside you on the mat: gentle strengthening for your core and pelvic floor, some stretching for tired shoulders, and songs and gentle play for the little ones. Babies can feed, sleep or cry whenever they like.',
      'Babies are welcome from 6 weeks old (after your postnatal check) until they start crawling. Dads and other carers are very welcome too. Prams can be left in the hallway.',
    ],
    [
      ['When', 'Wednesday 11am, Garden Room'],
      ['Teacher', 'Amira Haddad'],
      ['Price', '£55 for a 5-week course'],
      ['Next course', 'starts Wednesday 6 January 2027'],
    ],
  ),
  classPage(
    'kids-yoga',
    38,
    'Kids Yoga',
    'Yoga classes for children aged 5 to 12 in Hollingbridge, in term time.',
    'kids-yoga.jpg',
    [
      'Our kids yoga classes are for children aged 5 to 12, in two groups: 5&#8211;8 on Tuesdays after school and on Saturday mornings, and 9&#8211;12 on Thursdays. Expect animal postures, games, breathing and a story at the end. Classes run in school term time only.',
      'Parents and carers can wait in reception. Children under 8 need a parent or carer to stay in the building during the class.',
    ],
    [
      ['Ages 5&#8211;8', 'Tuesday 4.15pm and Saturday 11.30am'],
      ['Ages 9&#8211;12', 'Thursday 4.15pm'],
      ['Teacher', 'Amira Haddad'],
      ['Price', '£8 a class, or £42 for a 6-week block'],
    ],
  ),
  classPage(
    'chair-yoga',
    39,
    'Chair Yoga for Seniors',
    'Gentle chair yoga for older people and anyone who finds getting down to the floor difficult.',
    'chair-yoga.jpg',
    [
      'Chair yoga is gentle yoga done sitting on a chair or standing with a chair for support, so you never need to get down to the floor. It helps with balance, mobility and stiff joints, and it is a sociable hour: many of our regulars stay for a cup of tea afterwards.',
      'Classes are taught by Maggie Ellis, a retired NHS physiotherapist, in the Garden Room on the ground floor, with step-free access. No booking needed: just come along.',
    ],
    [
      ['When', 'Tuesday and Thursday 11.30am'],
      ['Teacher', 'Maggie Ellis'],
      ['Price', '£7 a class, pay at the door'],
      ['Carers', 'free'],
    ],
  ),
];
