import { type DantePage, h1, h2, p, strip, text, ul } from './scuola-dante-bologna.layout.ts';

/**
 * The terms and conditions (English only, the only page with the deposit, the payment methods, the
 * cancellation scale, the visa-refusal refund and the illness rule), the privacy and cookie notices and
 * the 404 page.
 */
export const danteLegalPages: DantePage[] = [
  {
    path: '/terms-and-conditions',
    lang: 'en',
    title: 'Terms & Conditions',
    description: 'Terms and conditions of enrolment at Scuola Dante Bologna: payment, cancellation, refunds.',
    body: [
      strip('Terms', [
        h1('Terms &amp; Conditions'),
        text(
          p(
            'These terms apply to all courses and services booked with Dante Bologna Lingue S.r.l. (“Scuola Dante Bologna”). By sending the enrolment form you accept them.',
          ),
        ),
        h2('1. Enrolment'),
        text(
          p(
            'The minimum age is 16 for all courses, and 14 for the Juniors summer camp (ages 14–17). Students under 18 must send the consent form signed by a parent. Your place is confirmed when we receive the deposit.',
          ),
        ),
        h2('2. Payment'),
        text(
          p(
            'A deposit of €200 is due at enrolment (€400 for the Juniors summer camp). The deposit is deducted from the total. The balance must reach us no later than 28 days before the start of the course; if you enrol less than 28 days before the start, you pay the full amount at once.',
          ),
          p(
            'You can pay by bank transfer (bank charges are paid by the student), by Visa or Mastercard through a secure payment link, or by PayPal. We do not accept American Express or cheques. Cash is accepted at reception only for activities, excursions and books, not for course fees.',
          ),
        ),
        h2('3. Cancellation by the student'),
        text(
          p('Cancellations must be sent by email. We refund the amount paid as follows:'),
          ul(
            'more than 30 days before the start of the course: everything, except the enrolment fee;',
            'from 30 to 15 days before the start: everything except the deposit of €200 and the enrolment fee;',
            'from 14 to 1 days before the start: 50% of the course and accommodation fees;',
            'on the day the course starts or later, or if you do not show up: no refund.',
          ),
          p(
            'The accommodation booking fee and the courier fee are never refunded. Changing the start date of your course is free up to 14 days before the start; after that it costs €30.',
          ),
        ),
        h2('4. Interruption, absence and illness'),
        text(
          p(
            'There are no refunds for lessons missed, for arriving late or for leaving the course early. If you are ill for at least 5 consecutive lesson days and send us a medical certificate, we give you a credit note for the missed lessons, valid for 12 months for another course at our school. Credit notes cannot be transferred to another person.',
          ),
        ),
        h2('5. Visa refusal'),
        text(
          p(
            'If your study visa is refused, we refund everything you paid except an administration fee of €100, provided you send us the refusal letter of the embassy or consulate before the start date of the course.',
          ),
        ),
        h2('6. Classes'),
        text(
          p(
            'We place you in a class according to your placement test and oral interview. If fewer than 3 students are at your level, we may combine two close levels or reduce the group course to 15 lessons a week in a mini-group, at the same price. Lessons falling on public holidays are not made up.',
          ),
        ),
        h2('7. Accommodation'),
        text(
          p(
            'If you want to leave your accommodation before the booked date you must give 2 weeks’ notice; otherwise the 2 weeks are charged. In shared flats quiet hours are from 22:00 to 7:00 and overnight guests are not allowed. The security deposit is returned at departure, less the cost of any damage.',
          ),
        ),
        h2('8. Liability'),
        text(
          p(
            'The school is not responsible for personal belongings lost or stolen in the school, in the accommodation or during activities. We recommend travel insurance covering health, liability and belongings.',
          ),
        ),
        h2('9. Law'),
        text(p('These terms are governed by Italian law. The court of Bologna has jurisdiction.')),
        text(p('Last updated: 1 September 2026', 'font_9')),
      ]),
    ].join('\n'),
  },
  {
    path: '/privacy-policy',
    lang: 'en',
    title: 'Privacy Policy',
    description: 'How Scuola Dante Bologna processes the personal data of students and website visitors.',
    body: [
      strip('Privacy', [
        h1('Privacy Policy'),
        text(
          p(
            'Dante Bologna Lingue S.r.l., Vicolo dei Tessitori 7, 40125 Bologna, is the data controller for the personal data of our students, of host families and of visitors to this website (Regulation (EU) 2016/679, GDPR).',
          ),
        ),
        h2('What we collect and why'),
        text(
          ul(
            'Name, date of birth, nationality, passport details, email and phone number: to manage your enrolment, your accommodation, your transfer and, if you need one, your enrolment letter for the visa.',
            'Your placement test and class results: to place you in the right class and issue your certificate.',
            'Payment data: card payments are handled by our payment provider and PayPal; we do not store card numbers.',
            'Dietary needs and allergies, if you tell us: only to pass them on to your host family or the cooking class.',
            'Data sent with the contact form, WhatsApp or email: to answer you.',
          ),
        ),
        h2('Who receives your data'),
        text(
          p(
            'Your host family or landlord (name, arrival date and time, dietary needs), the transfer driver, the CILS exam office of the University for Foreigners of Siena if you take the exam, Wix.com Ltd which hosts this website, and our accountant. We never sell your data.',
          ),
        ),
        h2('How long we keep it'),
        text(p('Enrolment records for 10 years, as required by tax law; contact requests for 12 months.')),
        h2('Your rights'),
        text(
          p(
            'You can ask to access, correct or delete your data, or object to its use, by writing to privacy@scuola-dante-bologna.test. You can also complain to the Italian data protection authority (Garante per la protezione dei dati personali).',
          ),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/cookie-policy',
    lang: 'en',
    title: 'Cookie Policy',
    description: 'The cookies used by the Scuola Dante Bologna website.',
    body: [
      strip('Cookies', [
        h1('Cookie Policy'),
        text(
          p(
            'This website is built with Wix.com and uses essential cookies, which it needs to work, and, only with your consent, analytics and marketing cookies.',
          ),
          ul(
            '**XSRF-TOKEN** – security, session',
            '**hs** – security, session',
            '**svSession** – identifies unique visitors, 2 years',
            '**consent-policy** – remembers your cookie choices, 12 months',
            '**_ga** – Google Analytics, only with consent, 2 years',
          ),
          p(
            'You can change your choice at any time with the “Settings” button of the cookie banner, or delete cookies in your browser.',
          ),
        ),
      ]),
    ].join('\n'),
  },
];

/** Wix's 404 page, with the site's header and footer. */
export const danteNotFoundPage: DantePage = {
  path: '/404',
  lang: 'en',
  title: 'Page not found',
  description: 'This page isn’t available.',
  body: strip('404', [
    h1('This page isn’t available'),
    text(p('Sorry about that. Try going back to the <a href="/">home page</a>.')),
  ]),
};
