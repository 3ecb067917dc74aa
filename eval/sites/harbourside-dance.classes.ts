import {
  banner,
  bullets,
  button,
  type HarbourPage,
  heading,
  image,
  priceList,
  section,
  stack,
  text,
} from './harbourside-dance.layout.ts';

type Slot = [time: string, name: string, ages: string, teacher: string, studio: 'Studio 1' | 'Studio 2'];

/** The weekly timetable as the pasted Class Manager widget prints it: 24-hour times, one column per day. */
const week: [day: string, slots: Slot[]][] = [
  [
    'Monday',
    [
      ['16:00 - 16:30', 'Baby Ballet', '2½ - 4 yrs', 'Miss Lowenna', 'Studio 1'],
      ['16:30 - 17:15', 'Primary Ballet', '5 - 7 yrs', 'Miss Lowenna', 'Studio 1'],
      ['16:30 - 17:15', 'Junior Tap', '5 - 8 yrs', 'Mrs Hocking', 'Studio 2'],
      ['17:15 - 18:15', 'Grade 3 Ballet', '8 - 11 yrs', 'Miss Lowenna', 'Studio 1'],
      ['17:15 - 18:15', 'Musical Theatre', '8 - 12 yrs', 'Mrs Hocking', 'Studio 2'],
      ['18:30 - 19:30', 'Adult Ballet (Beginners)', 'Adults 16+', 'Miss Kerensa', 'Studio 1'],
      ['18:30 - 19:30', 'Dance Fit', 'Adults 16+', 'Ana', 'Studio 2'],
      ['19:45 - 20:45', 'Contemporary (Adults)', 'Adults 16+', 'Ana', 'Studio 1'],
    ],
  ],
  [
    'Tuesday',
    [
      ['16:00 - 16:30', 'Baby Ballet', '2½ - 4 yrs', 'Miss Lowenna', 'Studio 2'],
      ['16:30 - 17:15', 'Street Dance Juniors', '6 - 9 yrs', 'Jamie', 'Studio 1'],
      ['17:00 - 18:00', 'Grade 1 Ballet', '6 - 8 yrs', 'Miss Kerensa', 'Studio 2'],
      ['17:15 - 18:15', 'Street Dance Seniors', '10 - 16 yrs', 'Jamie', 'Studio 1'],
      ['18:15 - 19:15', 'Grade 5 Ballet', '11+ yrs', 'Miss Kerensa', 'Studio 2'],
      ['18:30 - 19:30', 'Teen Contemporary', '12 - 17 yrs', 'Ana', 'Studio 1'],
      ['19:45 - 21:00', 'Ballroom &amp; Latin Couples (Beginners)', 'Adults', 'Mark &amp; Julie', 'Studio 1'],
    ],
  ],
  [
    'Wednesday',
    [
      ['09:30 - 10:00', 'Baby Ballet (pre-school)', '2½ - 4 yrs', 'Miss Lowenna', 'Studio 1'],
      ['10:15 - 11:15', 'Adult Ballet (Improvers)', 'Adults 16+', 'Miss Kerensa', 'Studio 1'],
      ['16:30 - 17:30', 'Tap Grades 1 - 3', '8 - 12 yrs', 'Mrs Hocking', 'Studio 1'],
      ['17:30 - 18:30', 'Teen Tap', '12 - 17 yrs', 'Mrs Hocking', 'Studio 1'],
      ['19:00 - 20:00', 'Adult Tap', 'Adults 16+', 'Mrs Hocking', 'Studio 1'],
    ],
  ],
  [
    'Thursday',
    [
      ['16:30 - 17:15', 'Musical Theatre Minis', '5 - 7 yrs', 'Mrs Hocking', 'Studio 1'],
      ['17:00 - 18:00', 'Grade 4 Ballet', '9 - 12 yrs', 'Miss Lowenna', 'Studio 2'],
      ['17:15 - 18:15', 'Street Dance Teens', '12 - 17 yrs', 'Jamie', 'Studio 1'],
      ['18:30 - 19:30', 'Adult Ballet (Improvers)', 'Adults 16+', 'Miss Kerensa', 'Studio 1'],
      ['19:45 - 21:00', 'Ballroom &amp; Latin Couples (Improvers)', 'Adults', 'Mark &amp; Julie', 'Studio 1'],
    ],
  ],
  ['Friday', []],
  [
    'Saturday',
    [
      ['09:00 - 09:30', 'Baby Ballet', '2½ - 4 yrs', 'Miss Lowenna', 'Studio 1'],
      ['09:00 - 10:00', 'Dance Fit', 'Adults 16+', 'Ana', 'Studio 2'],
      ['09:45 - 10:30', 'Primary Ballet', '5 - 7 yrs', 'Miss Lowenna', 'Studio 1'],
      ['10:15 - 11:00', 'Street Dance Minis', '4 - 6 yrs', 'Jamie', 'Studio 2'],
      ['10:30 - 11:30', 'Grade 1 Ballet', '6 - 8 yrs', 'Miss Lowenna', 'Studio 1'],
      ['11:00 - 11:45', 'Street Dance Juniors', '6 - 9 yrs', 'Jamie', 'Studio 2'],
      ['11:30 - 12:30', 'Musical Theatre', '8 - 12 yrs', 'Mrs Hocking', 'Studio 1'],
    ],
  ],
];

/** One day column of the widget; the last Saturday card is never closed, as the pasted code has it. */
const dayColumn = (day: string, slots: Slot[]) => {
  if (slots.length === 0)
    return `<div class="cm-day"><div class="cm-day__name">${day}</div><div class="cm-day__empty">No classes</div></div>`;
  const cards = slots.map(([time, name, ages, teacher, studio], i) => {
    const open = `<div class="cm-class cm-class--${studio === 'Studio 1' ? 's1' : 's2'}"><div class="cm-class__time">${time}</div><div class="cm-class__name">${name}</div><div class="cm-class__meta"><div class="cm-class__ages">${ages}</div><div class="cm-class__teacher">${teacher}</div><div class="cm-class__studio">${studio}</div></div><div class="cm-class__cta"><a class="cm-btn" href="https://app.classmanager.test/enrol/harbourside-dance-academy">Enrol</a></div>`;
    return day === 'Saturday' && i === slots.length - 1 ? open : `${open}</div>`;
  });
  return `<div class="cm-day"><div class="cm-day__name">${day}</div>${cards.join('')}</div>`;
};

/**
 * The Class Manager embed pasted into an embed-code block: a grid of day columns of class cards. The
 * Saturday column's last card is never closed, so everything after it on the page sits inside the widget.
 */
const classManagerWidget = `<div class="w-embed"><div class="w-embed__content"><!-- Class Manager timetable widget v3.2 - paste as-is -->
<div id="cm-timetable-hda" class="cm-widget cm-timetable" data-school="harbourside-dance-academy" data-term="autumn-2026">
<div class="cm-toolbar"><span class="cm-toolbar__title">Weekly timetable</span><span class="cm-toolbar__filter">All studios &middot; All ages</span></div>
<div class="cm-grid">
${week.map(([day, slots]) => dayColumn(day, slots)).join('\n')}
</div>
<div class="cm-powered">Powered by Class Manager</div>
</div>
`;

const fees: [label: string, value: string][] = [
  ['30-minute class (Baby Ballet)', '£5.50 per class'],
  ['', '£60.50 per term'],
  ['45-minute class', '£7.50 per class'],
  ['', '£82.50 per term'],
  ['60-minute class', '£8.50 per class'],
  ['', '£93.50 per term'],
];

export const harbourClasses: HarbourPage[] = [
  {
    path: '/',
    title: 'Home',
    kind: 'home',
    description:
      'Harbourside Dance Academy: ballet, tap, street dance, musical theatre and adult classes in Falmouth, Cornwall, from age 2½.',
    body: stack(
      banner(
        'Harbourside Dance Academy',
        'Dance classes in the heart of Falmouth for ages 2½ to 92',
        'harbourside-hero.jpg',
      ),
      section(
        stack(
          heading('Welcome to Harbourside'),
          text(
            'We are an independent dance school on Tidemill Lane in Falmouth, teaching ballet, tap, street dance and musical theatre to children from 2½, and ballet, contemporary, tap, Dance Fit and ballroom &amp; Latin to teens and adults.',
            'Founded in 2011 by our principal, Kerensa Trebilcock, we have two sprung-floor studios in the old Sail Loft overlooking the inner harbour.',
            '**Spring term 2027 starts on Monday 11 January 2027.** Enrolment is open now through Class Manager.',
          ),
          button('See the timetable', '/timetable'),
        ),
        stack(
          image('harbourside-baby-ballet.jpg', 'Baby ballet class in Studio 1'),
          heading('Try a class for free', 3),
          text(
            'Every new pupil gets their first class free. Book it online and come along in comfortable clothes.',
          ),
          button('Book a free trial', '/free-trial'),
        ),
      ),
      section(
        stack(
          heading('Christmas Cracker 2026', 3),
          text(
            'Our Christmas show is on **Saturday 12 December 2026** at the Princess Pavilion, Falmouth. The 2pm show still has tickets; the 6pm show is sold out.',
          ),
          button('Show details', '/shows/christmas-show'),
        ),
        stack(
          heading('Classes for everyone', 3),
          bullets(
            'Baby Ballet from 2½ years',
            'Ballet with RAD exams, tap with ISTD exams',
            'Street dance and musical theatre',
            'Adult ballet, contemporary, tap and Dance Fit',
            'Ballroom &amp; Latin for couples',
          ),
          button('All classes', '/classes'),
        ),
      ),
    ),
  },
  {
    path: '/timetable',
    title: 'Timetable',
    description: 'The weekly class timetable of Harbourside Dance Academy, by day and studio.',
    body: stack(
      section(
        stack(
          text(
            'This is our timetable for the autumn term 2026, and it stays the same for the spring term 2027. Classes run in **Studio 1** (ground floor) and **Studio 2** (first floor). There are no classes on Fridays or Sundays.',
            'Tap a class to enrol. If a class shows as full you can join its waiting list in Class Manager.',
          ),
        ),
      ),
      `<div class="s-section s-section--embed"><div class="w-wrapper"><div class="w-container"><div class="w-row row"><div class="w-cell col-12"><div class="w-cell__inner">${classManagerWidget}</div></div></div></div></div></div>`,
      section(
        stack(
          heading('Good to know', 3),
          text(
            'Please arrive 5 minutes before your class and wait in the foyer until your teacher calls the class in.',
            'Adult classes can be booked pay-as-you-go in Class Manager up to 2 hours before the class starts.',
          ),
        ),
      ),
    ),
  },
  {
    path: '/classes',
    title: 'Our Classes',
    description: 'Children’s, teen and adult dance classes at Harbourside Dance Academy in Falmouth.',
    body: stack(
      banner('Our Classes', 'From first steps to grade exams and beyond'),
      section(
        stack(
          heading('Children &amp; teens'),
          bullets(
            '<a href="/classes/baby-ballet">Baby Ballet</a> (2½ to 4 years)',
            '<a href="/classes/ballet">Ballet</a>: Primary to Grade 5, with RAD exams',
            '<a href="/classes/tap">Tap</a>: Junior Tap, Tap Grades 1 - 3 and Teen Tap, with ISTD exams',
            '<a href="/classes/street-dance">Street Dance</a>: Minis, Juniors, Seniors and Teens',
            '<a href="/classes/musical-theatre">Musical Theatre</a>: Minis (5 to 7) and Musical Theatre (8 to 12)',
            'Teen Contemporary (12 to 17), Tuesdays 6.30pm',
          ),
        ),
        stack(
          heading('Adults'),
          bullets(
            '<a href="/adults">Adult Ballet</a>: Beginners and Improvers',
            'Contemporary (Adults)',
            'Adult Tap',
            'Dance Fit, our Zumba-style fitness class',
            '<a href="/adults/ballroom-latin">Ballroom &amp; Latin Couples</a>',
          ),
          text('Adult classes are for ages 16 and over. No experience needed for any Beginners class.'),
        ),
      ),
    ),
  },
  {
    path: '/classes/baby-ballet',
    title: 'Baby Ballet',
    description: 'Baby Ballet for ages 2½ to 4 at Harbourside Dance Academy, Falmouth.',
    body: stack(
      banner(
        'Baby Ballet',
        'Music, movement and make-believe for ages 2½ to 4',
        'harbourside-baby-ballet.jpg',
      ),
      section(
        stack(
          text(
            'Our Baby Ballet classes are 30 minutes of music, movement and imagination for little dancers aged 2½ to 4. Children learn to listen, take turns and point their toes, with a different story every week.',
            'Classes run on **Mondays at 4pm** and **Tuesdays at 4pm** (after nursery), **Wednesdays at 9.30am** (our pre-school class) and **Saturdays at 9am**.',
            'A parent or carer must stay in the building during Baby Ballet, in the foyer waiting area.',
          ),
        ),
        stack(
          heading('Fees', 3),
          text('Baby Ballet is £5.50 per class, paid termly: £60.50 for the 11-week spring term.'),
          heading('What to wear', 3),
          text(
            'Pink leotard with a pink chiffon skirt and pink ballet shoes. See our <a href="/uniform">uniform page</a>.',
          ),
          button('Book a free trial', '/free-trial'),
        ),
      ),
    ),
  },
  {
    path: '/classes/ballet',
    title: 'Ballet',
    description: 'RAD ballet classes for children from 5, Primary to Grade 5, at Harbourside Dance Academy.',
    body: stack(
      banner('Ballet', 'The Royal Academy of Dance syllabus, from Primary to Grade 5'),
      section(
        stack(
          text(
            'We teach the Royal Academy of Dance (RAD) syllabus. Pupils move up through the grades at their own pace and can take RAD exams when their teacher thinks they are ready; exams are optional.',
          ),
          priceList([
            ['Primary Ballet (5 - 7)', 'Mondays 4.30pm, Saturdays 9.45am'],
            ['Grade 1 Ballet (6 - 8)', 'Tuesdays 5pm, Saturdays 10.30am'],
            ['Grade 3 Ballet (8 - 11)', 'Mondays 5.15pm'],
            ['Grade 4 Ballet (9 - 12)', 'Thursdays 5pm'],
            ['Grade 5 Ballet (11+)', 'Tuesdays 6.15pm'],
          ]),
          text(
            'Pupils working on Grade 2 join the Grade 1 class for the first half of the year and then move up; ask Miss Lowenna.',
          ),
        ),
        stack(
          heading('Fees', 3),
          text(
            'Primary Ballet is a 45-minute class: £7.50 per class, or £82.50 per term. Grade classes are 60 minutes: £8.50 per class, £93.50 per term.',
          ),
          heading('Exams', 3),
          text('RAD exams are held at the studio each March. See <a href="/exams">exam fees and dates</a>.'),
        ),
      ),
    ),
  },
  {
    path: '/classes/tap',
    title: 'Tap',
    description: 'Tap classes for children and teens with ISTD exams at Harbourside Dance Academy.',
    body: stack(
      banner('Tap', 'Rhythm, noise and a lot of fun'),
      section(
        stack(
          text(
            'Tap is taught by Mrs Tamsin Hocking to the ISTD (Imperial Society of Teachers of Dancing) syllabus.',
            'Junior Tap (5 to 8) is on Mondays at 4.30pm in Studio 2. Tap Grades 1 - 3 (8 to 12) is on Wednesdays at 4.30pm and Teen Tap (12 to 17) on Wednesdays at 5.30pm, both in Studio 1.',
            'Adults can join our Adult Tap class on Wednesdays at 7pm; see <a href="/adults">adult classes</a>.',
          ),
        ),
        stack(
          heading('Fees', 3),
          text(
            'Junior Tap is 45 minutes: £7.50 per class (£82.50 per term). Tap Grades 1 - 3 and Teen Tap are 60 minutes: £8.50 per class (£93.50 per term).',
          ),
          heading('Shoes', 3),
          text(
            'Black patent tap shoes with ribbons or buckles. Beginners may wear soft black shoes for their first half term.',
          ),
        ),
      ),
    ),
  },
  {
    path: '/classes/street-dance',
    title: 'Street Dance',
    description: 'Street dance classes for ages 4 to 17 with Jamie at Harbourside Dance Academy.',
    body: stack(
      banner('Street Dance', 'Hip hop, house and commercial choreography with Jamie'),
      section(
        stack(
          text(
            'High-energy classes to chart music (always clean versions), taught by Jamie Rowe. Great for confidence, fitness and making friends.',
          ),
          priceList([
            ['Street Dance Minis (4 - 6)', 'Saturdays 10.15am - 11am, Studio 2'],
            [
              'Street Dance Juniors (6 - 9)',
              'Tuesdays 4.30pm - 5.15pm, Studio 1; Saturdays 11am - 11.45am, Studio 2',
            ],
            ['Street Dance Seniors (10 - 16)', 'Tuesdays 5.15pm - 6.15pm, Studio 1'],
            ['Street Dance Teens (12 - 17)', 'Thursdays 5.15pm - 6.15pm, Studio 1'],
          ]),
        ),
        stack(
          heading('Fees', 3),
          text(
            'Minis and Juniors are 45 minutes (£7.50 per class, £82.50 per term); Seniors and Teens are 60 minutes (£8.50 per class, £93.50 per term).',
          ),
          heading('What to wear', 3),
          text(
            'Black joggers, a Harbourside T-shirt or hoodie, and clean trainers that have not been worn outside.',
          ),
        ),
      ),
    ),
  },
  {
    path: '/classes/musical-theatre',
    title: 'Musical Theatre',
    description: 'Musical theatre classes for ages 5 to 12: singing, acting and dance.',
    body: stack(
      banner('Musical Theatre', 'Sing, act and dance with Mrs Hocking'),
      section(
        stack(
          text(
            'Singing, acting and dancing, with songs from the shows. Musical Theatre Minis (5 to 7) is on **Thursdays, 4.30pm to 5.15pm**. Musical Theatre (8 to 12) runs twice a week: **Mondays 5.15pm to 6.15pm** in Studio 2, and **Saturdays 11.30am to 12.30pm** in Studio 1.',
            'Minis is £7.50 per class; Musical Theatre (8 to 12) is £8.50 per class. Fees are paid termly.',
            'Musical theatre pupils perform a number in both of our shows each year.',
          ),
        ),
      ),
    ),
  },
  {
    path: '/adults',
    title: 'Adult Classes',
    description: 'Adult ballet, contemporary, tap and Dance Fit classes in Falmouth for ages 16 and over.',
    body: stack(
      banner('Adult Classes', 'It is never too late to dance', 'harbourside-adult-ballet.jpg'),
      section(
        stack(
          heading('Adult Ballet'),
          text(
            'Beginners: **Mondays 6.30pm - 7.30pm** with Miss Kerensa. Improvers: **Wednesdays 10.15am - 11.15am** and **Thursdays 6.30pm - 7.30pm**. Wear anything you can move in; soft ballet shoes or socks.',
          ),
          heading('Contemporary (Adults)'),
          text(
            '**Mondays 7.45pm - 8.45pm** with Ana Ferreira. Barefoot, floor work and improvisation; all levels.',
          ),
          heading('Adult Tap'),
          text(
            '**Wednesdays 7pm - 8pm** with Mrs Hocking. Complete beginners welcome; we have a few pairs of tap shoes to borrow for your first weeks.',
          ),
          heading('Dance Fit'),
          text(
            'Our Zumba-style dance fitness class with Ana: **Mondays 6.30pm** and **Saturdays 9am** in Studio 2. No booking needed, just turn up. £6 per class, pay-as-you-go only.',
          ),
        ),
        stack(
          heading('Prices for adults', 3),
          priceList([
            ['Pay-as-you-go (ballet, contemporary, tap)', '£9.00 per class'],
            ['Term booking (one class a week)', '£88.00 per term'],
            ['Dance Fit', '£6 per class'],
          ]),
          text(
            'Pay-as-you-go classes cost £9 each and are booked in Class Manager up to 2 hours before the class. Your first Adult Ballet, Contemporary or Adult Tap class is free.',
          ),
          button('Ballroom &amp; Latin for couples', '/adults/ballroom-latin'),
        ),
      ),
    ),
  },
  {
    path: '/adults/ballroom-latin',
    title: 'Ballroom &amp; Latin Couples',
    description: 'Ballroom and Latin classes for couples on Tuesday and Thursday evenings in Falmouth.',
    body: stack(
      banner('Ballroom &amp; Latin', 'Waltz, quickstep, cha cha and jive with Mark &amp; Julie'),
      section(
        stack(
          text(
            'Mark and Julie Penrose teach social ballroom and Latin for couples: waltz, quickstep, foxtrot, cha cha, rumba and jive.',
            '**Beginners:** Tuesdays 7.45pm to 9pm. **Improvers:** Thursdays 7.45pm to 9pm. Both in Studio 1.',
            'Classes are for couples only: please come with a partner, as we cannot pair up single dancers.',
          ),
        ),
        stack(
          heading('Prices', 3),
          priceList([
            ['Pay-as-you-go', '£16 per couple per class'],
            ['Term booking', '£154 per couple per term'],
          ]),
          text('There is no free trial for Ballroom &amp; Latin; your first class is pay-as-you-go.'),
        ),
      ),
    ),
  },
  {
    path: '/fees',
    title: 'Fees',
    description: 'Class fees per term and pay-as-you-go prices, sibling and multi-class discounts.',
    body: stack(
      banner('Fees', 'Spring term 2027'),
      section(
        stack(
          heading('Children’s and teen classes'),
          text(
            'Children’s and teen classes are paid termly, not week by week. The termly fee is the class price times the number of weeks in the term. The spring term 2027 has 11 weeks.',
          ),
          priceList(fees),
          text(
            'Pay for the term in Class Manager by card, or by bank transfer, by the end of the first week of term. A £10 late payment fee is added to fees still unpaid two weeks into term.',
          ),
          text(
            'There is also an annual registration fee of £15 per family, charged each September or when you join.',
          ),
        ),
        stack(
          heading('Adult classes'),
          priceList([
            ['Adult ballet, contemporary or tap, pay-as-you-go', '£9.00 per class'],
            ['Adult ballet, contemporary or tap, term booking', '£88.00 per term'],
            ['Dance Fit (pay-as-you-go only)', '£6 per class'],
            ['Ballroom &amp; Latin, pay-as-you-go', '£16 per couple per class'],
            ['Ballroom &amp; Latin, term booking', '£154 per couple per term'],
          ]),
          heading('Discounts'),
          bullets(
            '**Siblings:** 10% off the second child’s fees and 15% off the third and any further children (the discount goes on the lower fees).',
            '**Multi-class:** 10% off your child’s total termly fees when they take three or more classes a week.',
            'Sibling and multi-class discounts cannot be combined: we apply whichever saves you more.',
            'Discounts apply to termly fees only, not to pay-as-you-go, exam fees or costume fees.',
          ),
        ),
      ),
    ),
  },
];
