import {
  banner,
  bullets,
  button,
  HARBOUR_COMPANY,
  HARBOUR_COMPANY_NO,
  HARBOUR_EMAIL,
  HARBOUR_POSTCODE,
  HARBOUR_STREET,
  HARBOUR_TOWN,
  type HarbourPage,
  heading,
  image,
  section,
  stack,
  text,
} from './harbourside-dance.layout.ts';

const posts: [path: string, title: string, date: [string, string], teaser: string][] = [
  [
    '/blog/christmas-cracker-2026',
    'Christmas Cracker 2026: tickets, costumes and the big day',
    ['11/2/2026', '2026-11-02'],
    'Tickets for our Christmas show at the Princess Pavilion are on sale now.',
  ],
  [
    '/blog/exam-results-summer-2026',
    'Exam results: a record summer',
    ['7/22/2026', '2026-07-22'],
    'Our RAD and ISTD results are in, and we could not be prouder.',
  ],
  [
    '/blog/welcome-back-spring-2025',
    'Welcome back! Spring term 2025',
    ['1/3/2025', '2025-01-03'],
    'Happy New Year from everyone at Harbourside! Here is everything you need for the spring term.',
  ],
];

export const harbourBlog: HarbourPage[] = [
  {
    path: '/blog',
    title: 'News',
    description: 'News from Harbourside Dance Academy.',
    body: section(
      `<div class="w-blog-list">${posts
        .map(
          ([path, title, [shown], teaser]) =>
            `<div class="w-blog-list__item"><a class="w-blog-list__link" href="${path}"><h2 class="w-blog-list__title"><span>${title}</span></h2></a><div class="w-blog-list__date"><span>${shown}</span></div><div class="w-blog-list__excerpt"><span>${teaser}</span></div><a class="w-link" href="${path}"><span>Read more</span></a></div>`,
        )
        .join('')}</div>`,
    ),
  },
  {
    path: '/blog/christmas-cracker-2026',
    title: posts[0]![1],
    kind: 'post',
    date: posts[0]![2],
    description: 'Christmas Cracker 2026 at the Princess Pavilion: tickets, costumes and the big day.',
    body: stack(
      image('harbourside-christmas-show.jpg', 'Dancers on stage at the Christmas show'),
      text(
        'Our Christmas show, Christmas Cracker 2026, is on Saturday 12 December 2026 at the Princess Pavilion, with shows at 2pm and 6pm. Tickets are £12 for adults and £8 for children, on TicketSource now.',
        'The costume fee is £20 per child and is due by Friday 20 November. The dress rehearsal is on Friday 11 December from 4pm to 8pm, so there are no classes that Friday or Saturday.',
        'Last classes of the autumn term are on Thursday 10 December. Spring term starts on Monday 11 January 2027.',
      ),
      button('All show details', '/shows/christmas-show'),
    ),
  },
  {
    path: '/blog/exam-results-summer-2026',
    title: posts[1]![1],
    kind: 'post',
    date: posts[1]![2],
    description: 'RAD and ISTD exam results, summer 2026.',
    body: stack(
      text(
        'All 41 of our ballet and tap exam candidates passed this year, and 17 of them with Distinction. A special well done to our Grade 5 ballet dancers, who all earned Merit or Distinction.',
        'Thank you to Miss Lowenna and Mrs Hocking for all the extra Sunday coaching sessions, and to the parents for all those buns!',
        'Exam entry forms for 2027 will go out after the Christmas show.',
      ),
    ),
  },
  {
    path: '/blog/welcome-back-spring-2025',
    title: posts[2]![1],
    kind: 'post',
    date: posts[2]![2],
    description: 'Spring term 2025 at Harbourside: dates, fees and timetable changes.',
    body: stack(
      text(
        'Happy New Year from everyone at Harbourside! Spring term 2025 starts on **Monday 6 January 2025** and runs for 11 weeks, with half term from 17 to 22 February.',
        'Fees for the spring term: 45-minute classes are £6.75 per class (£74.25 per term), 60-minute classes £7.75 per class (£85.25 per term) and Baby Ballet £5 per class. Adult pay-as-you-go classes are £8 and Dance Fit is £5.',
        'The sibling discount stays at 5% for second and further children.',
      ),
      heading('Timetable changes', 3),
      bullets(
        'Street Dance Juniors moves to **Wednesdays at 4.30pm**.',
        'Adult Ballet (Beginners) is now on **Tuesdays at 7pm**.',
        'Saturday Baby Ballet starts at **9.30am**.',
        'New: Ballroom &amp; Latin for couples on Thursdays at 8pm, £14 per couple.',
      ),
      text(
        'RAD exams will be on 15 March 2025 (Grade 1 fee £52). New pupils can book a trial class for £5.',
        'See you on the dance floor!',
      ),
    ),
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms &amp; Conditions',
    description: 'Terms and conditions of Harbourside Dance Academy.',
    body: section(
      stack(
        text(
          `These terms apply to all pupils enrolled with ${HARBOUR_COMPANY} (company no. ${HARBOUR_COMPANY_NO}), "the School". By enrolling, the parent or guardian agrees to these terms.`,
        ),
        heading('1. Fees', 3),
        text(
          '1.1 Fees are payable termly in advance, before the first lesson of term.',
          '1.2 Refunds will be given for missed lessons where at least 7 days’ notice of the absence is given to the School.',
          '1.3 The School reserves the right to review its fees annually.',
        ),
        heading('2. Leaving the School', 3),
        text(
          '2.1 One full term’s written notice is required to withdraw a pupil. If notice is not given, a full term’s fees are payable in lieu of notice.',
        ),
        heading('3. Conduct and safety', 3),
        text(
          '3.1 Pupils must wear the correct uniform and have long hair tied back.',
          '3.2 The School accepts no liability for loss of or damage to personal belongings.',
          '3.3 Parents must inform the School in writing of any medical condition or injury.',
        ),
        heading('4. Photography', 3),
        text(
          '4.1 The School may photograph pupils for publicity where consent has been given on the enrolment form.',
        ),
        text(`Questions about these terms: ${HARBOUR_EMAIL}. Last updated March 2019.`),
      ),
    ),
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How Harbourside Dance Academy uses your personal data.',
    body: section(
      stack(
        text(
          `${HARBOUR_COMPANY}, ${HARBOUR_STREET}, ${HARBOUR_TOWN} ${HARBOUR_POSTCODE}, is the controller of the personal data you give us.`,
          'We use your details to run classes, take payments, keep your child safe and tell you about shows and term dates. Enrolment and payments are handled by Class Manager, and show tickets by TicketSource.',
          'We keep pupil records for 2 years after a pupil leaves, and medical and safeguarding records for as long as the law requires.',
          `You can ask to see, correct or delete your data by emailing ${HARBOUR_EMAIL}. You can also complain to the Information Commissioner’s Office.`,
        ),
      ),
    ),
  },
];

export const harbourNotFound: HarbourPage = {
  path: '/404',
  title: 'Page not found',
  description: 'Page not found.',
  body: stack(
    banner('Oops! That page has danced off', 'Try the menu above, or go back to the home page.'),
    section(button('Home', '/')),
  ),
};
