import {
  accordion,
  banner,
  bullets,
  button,
  HARBOUR_EMAIL,
  HARBOUR_PHONE,
  HARBOUR_POSTCODE,
  HARBOUR_SAFEGUARDING_EMAIL,
  HARBOUR_STREET,
  HARBOUR_TOWN,
  type HarbourPage,
  heading,
  image,
  priceList,
  section,
  stack,
  text,
} from './harbourside-dance.layout.ts';

export const harbourInfo: HarbourPage[] = [
  {
    path: '/term-dates',
    title: 'Term Dates',
    description: 'Term dates and half-term breaks for 2026-27 at Harbourside Dance Academy.',
    body: stack(
      banner('Term Dates', '2026 - 2027'),
      section(
        stack(
          heading('Autumn term 2026'),
          priceList([
            ['Term starts', 'Monday 7 September 2026'],
            ['Half term (no classes)', 'Monday 26 October - Saturday 31 October 2026'],
            ['Christmas show', 'Saturday 12 December 2026'],
            ['Last classes', 'Thursday 10 December 2026'],
          ]),
          text(
            'There are no classes on Friday 11 and Saturday 12 December because of the dress rehearsal and the show.',
          ),
          heading('Spring term 2027'),
          priceList([
            ['Term starts', 'Monday 11 January 2027'],
            ['Half term (no classes)', 'Monday 15 February - Saturday 20 February 2027'],
            ['RAD exam weekend', 'Saturday 13 and Sunday 14 March 2027'],
            ['Term ends', 'Saturday 3 April 2027'],
          ]),
          heading('Summer term 2027'),
          priceList([
            ['Term starts', 'Monday 19 April 2027'],
            ['Half term (no classes)', 'Monday 31 May - Saturday 5 June 2027'],
            ['Summer show', 'Saturday 10 July 2027'],
            ['Term ends', 'Saturday 17 July 2027'],
          ]),
          text(
            'We follow the Cornwall school holidays, so there are no classes in half terms or school holidays. Bank holiday Mondays are not taught.',
          ),
        ),
      ),
    ),
  },
  {
    path: '/free-trial',
    title: 'Free Trial Class',
    description: 'Book a free trial class at Harbourside Dance Academy.',
    body: stack(
      banner('Your first class is free', 'Come and try us out'),
      section(
        stack(
          text(
            'Every new pupil can try one class for free before enrolling. One free trial per pupil, and it must be booked in advance in Class Manager (or by phoning the office), so your teacher knows to expect you.',
            'Free trials are available in all children’s and teen classes, and in Adult Ballet, Contemporary and Adult Tap. Dance Fit and Ballroom &amp; Latin have no free trial.',
            'For the trial, children can wear a T-shirt, leggings or shorts and bare feet or socks; no uniform is needed until they enrol.',
            'If you enrol after the trial partway through a term, you pay only for the weeks left in the term.',
          ),
          `<div class="w-embed"><div class="w-embed__content"><iframe src="https://app.classmanager.test/trial/harbourside-dance-academy" title="Book a trial class" width="100%" height="640" frameborder="0"></iframe></div></div>`,
        ),
      ),
    ),
  },
  {
    path: '/uniform',
    title: 'Uniform',
    description: 'Uniform for each class at Harbourside Dance Academy and where to buy it.',
    body: stack(
      banner('Uniform', 'What to wear to class'),
      section(
        stack(
          priceList([
            ['Baby Ballet', 'Pink leotard, pink chiffon skirt, pink ballet shoes'],
            [
              'Ballet (girls)',
              'RAD regulation leotard in the colour for their grade, pink ballet socks, pink ballet shoes',
            ],
            ['Ballet (boys)', 'White fitted T-shirt, black shorts, white socks, black ballet shoes'],
            ['Tap', 'Black leotard or black T-shirt, black jazz pants, black tap shoes'],
            ['Street Dance', 'Harbourside T-shirt or hoodie, black joggers, clean indoor trainers'],
            ['Musical Theatre', 'Harbourside T-shirt, black jazz pants, black jazz shoes'],
            ['Adults', 'No uniform: wear anything comfortable'],
          ]),
          text(
            'Hair must be tied back for all classes, in a bun for ballet. No jewellery except stud earrings.',
          ),
        ),
        stack(
          heading('Where to buy it', 3),
          text(
            'Leotards, shoes and tights are sold by **Pointe &amp; Pirouette Dancewear, 41 Church Street, Falmouth**, who stock our exact colours and give Harbourside families 10% off.',
            'Harbourside T-shirts (£14) and hoodies (£26) are ordered through the office and arrive within 3 weeks.',
            'We also have a **second-hand uniform rail** in the foyer: take what fits and leave a donation in the tin.',
          ),
        ),
      ),
    ),
  },
  {
    path: '/exams',
    title: 'Exams',
    description: 'RAD ballet and ISTD tap exam fees and dates at Harbourside Dance Academy.',
    body: stack(
      banner('Exams', 'RAD ballet and ISTD tap'),
      section(
        stack(
          text(
            'Exams are optional. Your child’s teacher will send you an exam entry form if they think your child is ready.',
            '**RAD ballet exams** are held at the studio on **Saturday 13 and Sunday 14 March 2027**. **ISTD tap exams** are on **Saturday 19 June 2027**, also at the studio.',
            'Entry forms and exam fees must reach the office by **Friday 15 January 2027** for RAD and by **Friday 30 April 2027** for ISTD. Exam fees are not refundable once your entry has been sent to the exam board.',
          ),
          heading('Exam fees 2027', 3),
          priceList([
            ['RAD Primary', '£54'],
            ['RAD Grade 1', '£58'],
            ['RAD Grade 2', '£60'],
            ['RAD Grade 3', '£64'],
            ['RAD Grade 4', '£66'],
            ['RAD Grade 5', '£70'],
            ['ISTD Tap Grade 1', '£48'],
            ['ISTD Tap Grade 2', '£50'],
            ['ISTD Tap Grade 3', '£54'],
          ]),
        ),
        stack(
          heading('Extra exam coaching', 3),
          text(
            'In the four weeks before the exams we run extra 30-minute exam coaching sessions on Sunday mornings. They cost £6 per session and are booked in Class Manager.',
            'Exam pupils need a clean regulation uniform and their hair in a bun with a hairnet.',
          ),
        ),
      ),
    ),
  },
  {
    path: '/shows/christmas-show',
    title: 'Christmas Show',
    description:
      'Harbourside Christmas Cracker 2026 at the Princess Pavilion, Falmouth: dates, tickets and costumes.',
    body: stack(
      banner(
        'Christmas Cracker 2026',
        'Our Christmas show at the Princess Pavilion',
        'harbourside-christmas-show.jpg',
      ),
      section(
        stack(
          priceList([
            ['Date', 'Saturday 12 December 2026'],
            ['Shows', '2pm and 6pm'],
            ['Venue', 'Princess Pavilion, Melvill Road, Falmouth'],
            ['Dress rehearsal', 'Friday 11 December 2026, 4pm - 8pm at the Princess Pavilion'],
            ['Tickets', '£12 adults, £8 children (under 16); under 2s free on a lap'],
            ['Costume fee', '£20 per child'],
          ]),
          text(
            'Tickets are sold online through TicketSource only, not at the studio. **The 6pm show is sold out**; tickets are still available for the 2pm show. Email the office to join the returns list for 6pm.',
            'Every child in the show pays a costume fee of £20, which covers all their costumes. It was due by Friday 20 November through Class Manager.',
          ),
        ),
        stack(
          heading('On the day', 3),
          text(
            'Children arrive at the Princess Pavilion stage door 45 minutes before their show, in their first costume, with hair and make-up done. Chaperones look after them backstage; parents collect from the stage door after the finale.',
            'Photography and filming are not allowed during the show. A video of both shows can be ordered from Kernow Media for £15.',
          ),
        ),
      ),
    ),
  },
  {
    path: '/shows/summer-show',
    title: 'Summer Show',
    description: 'Summer Showcase 2027 at the Poly, Falmouth: dates, tickets and costumes.',
    body: stack(
      banner('Summer Showcase 2027', 'Every class on stage at the Poly'),
      section(
        stack(
          priceList([
            ['Date', 'Saturday 10 July 2027'],
            ['Shows', '2.30pm and 7pm'],
            ['Venue', 'The Poly, 24 Church Street, Falmouth'],
            ['Tickets', '£14 adults, £9 children (under 16)'],
            ['Tickets on sale', 'Saturday 1 May 2027, through TicketSource'],
            ['Costume fee', '£25 per child'],
          ]),
          text(
            'Every class takes part in the summer show, adults included if they would like to. The costume fee of £25 per child is due by Friday 4 June 2027.',
            'Dress rehearsal times will be emailed to families after the spring half term.',
          ),
        ),
      ),
    ),
  },
  {
    path: '/studio-hire',
    title: 'Studio Hire',
    description: 'Hire a dance studio in Falmouth: rehearsals, classes, workshops and meetings.',
    body: stack(
      banner('Studio Hire', 'Two sprung-floor studios in the centre of Falmouth'),
      section(
        stack(
          text(
            'Both studios have sprung floors, full-length mirrors, ballet barres and a sound system with Bluetooth. They are available on weekday daytimes, all day Friday and on Sundays.',
          ),
          priceList([
            ['Studio 1 (12m x 9m, ground floor)', '£28 per hour'],
            ['Studio 2 (8m x 6m, first floor)', '£20 per hour'],
          ]),
          bullets(
            'Minimum booking of 2 hours on Sundays.',
            'Regular weekly hirers get 10% off.',
            'Hirers running classes for the public need their own public liability insurance.',
            'No outdoor shoes, food or drink other than water in the studios.',
          ),
          text(`To book, email ${HARBOUR_EMAIL} with the date, times and what the studio is for.`),
        ),
      ),
    ),
  },
  {
    path: '/parties',
    title: 'Dance Parties',
    description: 'Dance birthday parties for ages 3 to 10 at Harbourside Dance Academy.',
    body: stack(
      banner('Birthday Parties', 'A dance party with one of our teachers'),
      section(
        stack(
          text(
            'A Harbourside party lasts 2 hours: one hour of dancing and games with one of our teachers in Studio 1, then an hour in Studio 2 for food and presents.',
            'Parties are for ages 3 to 10. Choose a theme: Frozen, Ballerina Princess, Street Dance or Greatest Showman.',
          ),
          priceList([
            ['Party for up to 15 children', '£185'],
            ['Each extra child (25 children maximum)', '£6'],
            ['Deposit to book (non-refundable)', '£50'],
          ]),
        ),
        stack(
          heading('When', 3),
          text(
            'Saturdays 1.30pm - 3.30pm, and Sundays 10am - 12pm or 1pm - 3pm.',
            'You bring the food, cake and party bags; we provide the teacher, music, props and tables. Please, no nuts: our studios are nut-free.',
          ),
          button('Enquire about a party', '/contact'),
        ),
      ),
    ),
  },
  {
    path: '/team',
    title: 'Our Team',
    description: 'The principal, teachers and office team of Harbourside Dance Academy.',
    body: stack(
      banner('Our Team', 'The people behind Harbourside'),
      section(
        stack(
          image('kerensa-trebilcock.jpg', 'Kerensa Trebilcock'),
          heading('Kerensa Trebilcock, Principal', 3),
          text(
            'Kerensa trained at the Elmhurst School for Dance and danced with touring companies for eight years before coming home to Cornwall and opening Harbourside in 2011. She holds the RAD Registered Teacher Status and teaches Grade 1, Grade 5 and Adult Ballet. She is our Designated Safeguarding Lead.',
          ),
        ),
        stack(
          heading('Miss Lowenna Pascoe, Ballet Teacher', 3),
          text(
            'Lowenna teaches Baby Ballet, Primary Ballet and Grades 3 and 4, and looks after our exam preparation.',
          ),
          heading('Mrs Tamsin Hocking, Tap &amp; Musical Theatre', 3),
          text(
            'Tamsin is an ISTD-qualified teacher who teaches all our tap and musical theatre classes. She is our Deputy Safeguarding Lead.',
          ),
          heading('Jamie Rowe, Street Dance', 3),
          text('Jamie teaches all the street dance classes and choreographs the show finales.'),
        ),
        stack(
          heading('Ana Ferreira, Contemporary &amp; Dance Fit', 3),
          text('Ana teaches Teen Contemporary, adult Contemporary and Dance Fit.'),
          heading('Mark &amp; Julie Penrose, Ballroom &amp; Latin', 3),
          text('Mark and Julie are former Cornwall amateur ballroom champions and run our couples classes.'),
          heading('Sarah Couch, Office Manager', 3),
          text('Sarah runs the office: fees, enrolment, uniform orders and show tickets questions.'),
        ),
      ),
    ),
  },
  {
    path: '/policies',
    title: 'Policies',
    description:
      'Absence, refunds, leaving, safeguarding and photography policies at Harbourside Dance Academy.',
    body: stack(
      banner('Policies', 'How we keep things running smoothly'),
      section(
        stack(
          heading('Absence', 3),
          text(
            'If your child cannot come to class, please text or email the office by 3pm on the day. Missed classes are not refunded, but your child can make up a missed class in another class of the same level in the same term.',
          ),
          heading('Refunds', 3),
          text(
            'Termly fees are non-refundable once the term has started. The exception is injury or illness: if your child cannot dance for 3 weeks or more and you send us a doctor’s note, we credit the missed weeks to the next term.',
          ),
          heading('Leaving', 3),
          text(
            'If your child is leaving, please give us **4 weeks’ notice** by email before the end of term, so that we do not enrol them for the next term. Without notice, the next term’s fees are still due.',
          ),
        ),
        stack(
          heading('Safeguarding', 3),
          text(
            `Our Designated Safeguarding Lead is Kerensa Trebilcock, and the Deputy is Tamsin Hocking. You can reach them in confidence at ${HARBOUR_SAFEGUARDING_EMAIL}. All our teachers and chaperones hold an enhanced DBS check.`,
            'Children under 8 must be collected from the studio door by an adult. Older children may leave on their own only if a parent has told the office in writing.',
          ),
          heading('Photography', 3),
          text(
            'Parents may not take photos or film in classes or at shows. We sometimes take photos in class for our website and social media, only of children whose parents have given consent on the enrolment form.',
          ),
        ),
      ),
    ),
  },
  {
    path: '/getting-here',
    title: 'Parking &amp; Getting Here',
    description: 'How to get to Harbourside Dance Academy in Falmouth: parking, trains and drop-off.',
    body: stack(
      banner('Getting Here', 'Find us on Tidemill Lane, off the harbour'),
      section(
        stack(
          text(
            `We are at ${HARBOUR_STREET}, ${HARBOUR_TOWN} ${HARBOUR_POSTCODE}, in the old sail loft just off the harbour.`,
            '**Parking:** we have no car park of our own. The nearest is Tidemill Lane car park (pay and display, £1.20 an hour, free after 6pm), a 3-minute walk away.',
            '**Drop-off:** there is a drop-off bay outside the studio for 5 minutes only. Please do not wait on the double yellow lines on Tidemill Lane at pick-up time.',
            '**Two blue badge spaces** are kept for disabled visitors right outside the door.',
            '**By train:** Falmouth Town station is a 6-minute walk.',
            '**Bikes:** there is a bike rack by the entrance.',
          ),
        ),
      ),
    ),
  },
  {
    path: '/accessibility',
    title: 'Accessibility',
    description: 'Access information for Harbourside Dance Academy.',
    body: stack(
      banner('Accessibility', 'Everyone is welcome to dance'),
      section(
        stack(
          text(
            'The entrance, foyer and **Studio 1 are on the ground floor with level access**, and there is an accessible toilet on the ground floor.',
            '**Studio 2 is on the first floor and can only be reached by stairs; there is no lift.** If you or your child cannot manage stairs, tell us and we will do our best to move the class to Studio 1.',
            'Two blue badge parking spaces are outside the front door. Assistance dogs are welcome.',
            'Our teachers are happy to adapt classes for dancers with additional needs; please have a chat with us before the free trial.',
          ),
        ),
      ),
    ),
  },
  {
    path: '/faq',
    title: 'FAQ',
    description: 'Frequently asked questions about classes at Harbourside Dance Academy.',
    body: stack(
      banner('FAQ', 'Your questions answered'),
      section(
        accordion([
          ['What is the youngest age you take?', 'Children can start Baby Ballet from 2½ years old.'],
          [
            'Can I watch my child’s class?',
            'Parents wait in the foyer during classes so the children can concentrate. In the last week of every term we hold a Watch Week when parents are invited in.',
          ],
          [
            'Do I have to stay during the class?',
            'For Baby Ballet a parent or carer must stay in the building. For older children you can drop off and collect.',
          ],
          [
            'Are boys welcome?',
            'Of course! Boys dance in every style we teach, and have their own ballet uniform.',
          ],
          [
            'Does my child have to take exams?',
            'No, exams are optional. Children who do not take exams still learn the same syllabus.',
          ],
          [
            'Can my child join in the middle of a term?',
            'Yes, if there is space. You pay only for the weeks left in the term after the free trial.',
          ],
          [
            'Can I pay for my child’s classes weekly?',
            'No. Children’s and teen classes are paid termly. Pay-as-you-go is only for adult classes.',
          ],
          [
            'Do you take cash?',
            'We do not take cash at the studio. Please pay by card in Class Manager or by bank transfer.',
          ],
          [
            'Is there a waiting area?',
            'Yes, the foyer on the ground floor has seating and a water fountain.',
          ],
          [
            'What happens if a class is cancelled?',
            'If we ever have to cancel a class, for example for snow, we will text you and the class is credited to next term’s fees.',
          ],
        ]),
      ),
    ),
  },
  {
    path: '/contact',
    title: 'Contact',
    description: 'Contact Harbourside Dance Academy in Falmouth.',
    body: stack(
      banner('Contact Us', 'We would love to hear from you'),
      section(
        stack(
          priceList([
            ['Phone', HARBOUR_PHONE],
            ['Email', HARBOUR_EMAIL],
            ['Address', `${HARBOUR_STREET}, ${HARBOUR_TOWN} ${HARBOUR_POSTCODE}`],
          ]),
          text(
            'The office is staffed during office hours (see below). Outside them, please email and Sarah will reply the next working day. Teachers cannot take messages during classes.',
          ),
        ),
        `<div class="w-form-wrap"><form class="w-form" action="/api/v1/contact" method="post"><div class="w-form__field"><label class="w-form__label" for="c-name"><span>Name</span></label><input id="c-name" class="w-form__input" name="name" required></div><div class="w-form__field"><label class="w-form__label" for="c-email"><span>Email</span></label><input id="c-email" class="w-form__input" type="email" name="email" required></div><div class="w-form__field"><label class="w-form__label" for="c-msg"><span>Message</span></label><textarea id="c-msg" class="w-form__input" name="message"></textarea></div><button class="w-button w-button--primary" type="submit"><span>Send</span></button></form></div>`,
      ),
    ),
  },
];
