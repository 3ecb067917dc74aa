import {
  accordion,
  button,
  code,
  heading,
  KD_BOOKING,
  KD_EMAIL,
  KD_PHONE,
  type KingsmeadPage,
  listSection,
  p,
  quote,
  section,
  text,
  themed,
  ul,
} from './kingsmead-dental.layout.ts';
import { fee, hero } from './kingsmead-dental.pages.ts';

/**
 * The Google Maps embed the owner pasted into a code block, copied from another site's page together with
 * the closing tags of the columns around it: the stray `</div></div></div></section>` close the code
 * block's own wrappers and the whole page section, so what follows on the page sits outside it.
 */
const pastedMap = code(
  `<div class="map-embed-responsive" style="position:relative;padding-bottom:56.25%;height:0;overflow:hidden"><iframe src="https://www.google.example/maps/embed?pb=!1m18!1m12!1m3!1d2488.1!2d-2.3622!3d51.3801!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sKingsmead%20Dental%20Practice!5e0!3m2!1sen!2suk!4v1712044000000" width="600" height="450" style="border:0;position:absolute;top:0;left:0;width:100%;height:100%" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Map showing Kingsmead Dental Practice"></iframe></div></div></div></div></section>`,
);

/**
 * The Smilebook booking widget pasted into a code block: its loader `<div>`s are never closed, so every block
 * after it, the booking rules included, ends up inside the widget's container.
 */
const pastedBookingWidget = code(`<!-- Smilebook online booking embed v3.2 -->
<div id="smilebook-root" class="sb-embed sb-embed--inline" data-practice="kingsmead-dental-bath" data-theme="light" data-services="checkup,hygiene">
<div class="sb-embed__inner">
<iframe class="sb-embed__frame" src="${KD_BOOKING}?embed=1&amp;services=checkup,hygiene" title="Book an appointment" style="width:100%;min-height:640px;border:0" loading="lazy"></iframe>
<div class="sb-embed__fallback"><noscript>Please enable JavaScript to book online, or call us.</noscript>
<script src="https://book.smilebook.example/embed/v3/loader.js" async></script>`);

/** Hours, finding us, accessibility, the team, reviews, the FAQ, contact and online booking. */
export const kingsmeadInfo: KingsmeadPage[] = [
  {
    path: '/opening-hours',
    title: 'Opening Hours',
    description:
      'Kingsmead Dental Practice opening hours, late Wednesdays, our monthly Saturday clinic, and Christmas and New Year 2026 hours.',
    body: `${hero('Opening hours', 'Late appointments every Wednesday, and a Saturday clinic once a month.')}
${section(
  heading('Our hours'),
  fee('Monday', '8.30am &ndash; 5.30pm'),
  fee('Tuesday', '8.30am &ndash; 5.30pm'),
  fee('Wednesday (late evening)', '8.30am &ndash; 7.30pm'),
  fee('Thursday', '8.30am &ndash; 5.30pm'),
  fee('Friday', '8.30am &ndash; 4pm'),
  fee('Saturday', 'First Saturday of the month, 9am &ndash; 1pm'),
  fee('Sunday', 'Closed'),
  text(
    p(
      'Our phone lines open at 8am, Monday to Friday, and close for lunch from 1pm to 2pm.',
      'The Saturday clinic is for check-ups and hygienist appointments for private and Care Plan patients, booked in advance. There are no emergency appointments on Saturdays.',
      'We are closed on bank holidays. When we&rsquo;re closed, call NHS 111 for urgent dental care.',
    ),
  ),
)}
${section(
  heading('Christmas and New Year 2026'),
  fee('Wednesday 23 December', '8.30am &ndash; 5.30pm (no late evening)'),
  fee('Thursday 24 December', '8.30am &ndash; 1pm'),
  fee('Friday 25 December &ndash; Monday 28 December', 'Closed'),
  fee('Tuesday 29 and Wednesday 30 December', '9am &ndash; 1pm, emergencies only'),
  fee('Thursday 31 December &ndash; Sunday 3 January', 'Closed'),
  fee('Monday 4 January 2027', 'Normal hours from 8.30am'),
  text(
    'Our December Saturday clinic on 5 December runs as normal. There is no Saturday clinic in January: the next one is on Saturday 6 February 2027.',
  ),
)}`,
  },
  {
    path: '/find-us',
    title: 'Find Us &amp; Parking',
    description: 'How to find Kingsmead Dental Practice on Kingsmead Terrace, Bath, and where to park.',
    body: `${hero('Find us', 'We&rsquo;re on Kingsmead Terrace in the centre of Bath, five minutes&rsquo; walk from Bath Spa station.', 'kingsmead-terrace-front.jpg')}
${section(
  heading('Our address'),
  text('Kingsmead Dental Practice<br>11 Kingsmead Terrace<br>Bath BA1 1EN'),
  pastedMap,
  heading('Parking'),
  text(
    p(
      'We don&rsquo;t have patient parking at the front of the practice, and Kingsmead Terrace is residents&rsquo; parking only.',
      'The nearest car park is <strong>Avon Street car park</strong>, about 3 minutes&rsquo; walk away. It is pay and display at £2.50 an hour.',
      'There are <strong>two disabled parking bays at the back of the practice</strong>, reached from Kingsmead Lane, for Blue Badge holders. Please ring us before you come so we can keep one free.',
    ),
  ),
  heading('By train, bus and Park &amp; Ride'),
  text(
    p(
      'Bath Spa railway station and Bath bus station are both about five minutes&rsquo; walk. Walk up Southgate Street, turn left along Kingsmead Street and we&rsquo;re on the right.',
      'The Lansdown, Newbridge and Odd Down Park &amp; Ride buses all stop within ten minutes&rsquo; walk.',
    ),
  ),
)}`,
  },
  {
    path: '/accessibility',
    title: 'Accessibility',
    description:
      'Step-free access, a ground-floor surgery and a hearing loop at Kingsmead Dental Practice, Bath. There is no lift to the first floor.',
    body: `${hero('Accessibility', 'Our building is a Georgian townhouse. Here is what that means for your visit.')}
${section(
  heading('Getting in'),
  text(
    'The front door on Kingsmead Terrace has three steps. There is <strong>step-free access through our rear entrance</strong> on Kingsmead Lane, next to our two disabled parking bays.',
  ),
  heading('Ground floor'),
  text(
    p(
      'Surgery 1 is on the ground floor, with an accessible toilet next to it.',
      'There is a hearing loop at reception and in Surgery 1.',
    ),
  ),
  heading('First floor'),
  text(
    'Surgeries 2 and 3 and the hygiene room are on the first floor, up 16 stairs with a handrail. <strong>There is no lift to the first floor.</strong> Please tell us when you book and we&rsquo;ll see you in Surgery 1 instead. Our hygienist can see patients in Surgery 1 on Monday mornings.',
  ),
  heading('Other help'),
  text(
    ul(
      'Assistance dogs are welcome.',
      'Large-print forms on request.',
      'We can book a British Sign Language interpreter with two weeks&rsquo; notice.',
    ),
  ),
)}`,
  },
  {
    path: '/our-team',
    title: 'Our Team',
    description:
      'Meet the dentists, hygienist, nurses and reception team at Kingsmead Dental Practice, Bath.',
    body: `${hero('Our team', 'All our dentists, our hygienist and our dental nurses are registered with the General Dental Council (GDC).', 'kingsmead-team-2026.jpg')}
${listSection('Dentists', [
  [
    'Dr Alistair Wren',
    'BDS (Bristol)\nPrincipal dentist. GDC no. 71843\nAlistair qualified in 1998 and took over the practice in 2009. He places all our implants. Works Monday, Tuesday, Thursday and Friday.',
  ],
  [
    'Dr Priya Raman',
    'BDS (King&rsquo;s), MJDF RCS (Eng)\nAssociate dentist and sedation lead. GDC no. 204417\nPriya looks after our nervous patients and runs our IV sedation sessions on Tuesday afternoons. Works Tuesday, Wednesday and Friday.',
  ],
  [
    'Dr Giulia Ferraro',
    'Laurea in Odontoiatria e Protesi Dentaria (Bologna)\nAssociate dentist. GDC no. 287350\nGiulia joined us in September 2026 from a practice in Bristol. She provides Invisalign and speaks Italian and English. Works Wednesday (including the late evening) and Thursday.',
  ],
])}
${listSection('Hygiene, nursing and reception', [
  [
    'Hannah Cole',
    'Dip DH\nDental hygienist. GDC no. 186902\nHannah works Monday to Thursday and at our Saturday clinic. You can book with her directly, without seeing a dentist first.',
  ],
  [
    'Beth Harris',
    'Lead dental nurse. GDC no. 253118\nBeth has been with us for 14 years and assists with sedation.',
  ],
  [
    'Sarah Whitlock',
    'Practice manager\nSarah runs the practice day to day and deals with any concerns or complaints.',
  ],
  ['Tom and Jas', 'Reception\nThe friendly voices you&rsquo;ll hear when you call.'],
])}`,
  },
  {
    path: '/reviews',
    title: 'Patient Reviews',
    description:
      'What our patients say about Kingsmead Dental Practice. 4.9 out of 5 from 318 Google reviews.',
    body: `${hero('Reviews', 'Rated 4.9 out of 5 from 318 Google reviews.')}
${section(
  quote(
    'I used to dread the dentist. Dr Raman did my fillings under sedation and I honestly didn&rsquo;t mind going back for the next one.',
    'Claire M.',
  ),
  quote(
    'Cracked a tooth on a Monday, rang at 8 on the dot and was seen by 10.30. Sorted with a temporary filling and a proper one the week after.',
    'James T.',
  ),
  quote(
    'Hannah is the best hygienist I&rsquo;ve ever had. Thorough but gentle, and never a lecture.',
    'Rebecca S.',
  ),
  quote(
    'Finalmente una dentista che parla italiano! La dott.ssa Ferraro è stata gentilissima.',
    'Marco B., studente all&rsquo;University of Bath',
  ),
  quote(
    'My son is autistic and they gave him the last appointment of the day so it was quiet. Lovely team.',
    'Anjali P.',
  ),
  text(
    'We are also reviewed on the NHS website, where we have 4.5 stars from 41 reviews. <a href="https://www.google.example/maps/place/kingsmead-dental" target="_blank">Leave us a Google review</a>.',
  ),
)}`,
  },
  {
    path: '/faq',
    title: 'Frequently Asked Questions',
    description: 'Answers to the questions we are asked most at Kingsmead Dental Practice.',
    body: `${hero('FAQ', 'The questions our reception team are asked most.')}
${section(
  accordion([
    [
      'Are you taking on new NHS patients?',
      'Not adults: our NHS list is closed to adults (18 and over) and we are not keeping a waiting list. We are taking on children under 18 as NHS patients, and adults as private patients.',
    ],
    [
      'How much is a check-up?',
      'A private check-up is £65, or £95 for your first visit as a new patient (the new patient examination). For our NHS patients a check-up is a Band 1 course of treatment, £27.90.',
    ],
    [
      'Can I see the hygienist without seeing a dentist?',
      'Yes. Hannah works on direct access, so you can book a scale and polish with her (£75 for 30 minutes) without being registered with one of our dentists.',
    ],
    [
      'Can I see the hygienist on the NHS?',
      'No. Hygienist appointments are private only. If you need a scale and polish for clinical reasons, your NHS dentist will do it as part of your NHS treatment.',
    ],
    [
      'Is there parking?',
      'Not at the front. There are two disabled bays at the back for Blue Badge holders. The nearest car park is Avon Street car park, 3 minutes&rsquo; walk, at £2.50 an hour.',
    ],
    [
      'Is there a lift?',
      'No, there is no lift to the first floor. Tell us when you book and we&rsquo;ll see you in our ground-floor surgery.',
    ],
    [
      'Do you open at weekends?',
      'On the first Saturday of every month, 9am to 1pm, for check-ups and hygienist appointments. We are closed on Sundays.',
    ],
    [
      'What if I need a dentist when you&rsquo;re closed?',
      'Call NHS 111. They can book you an urgent appointment with the out-of-hours dental service.',
    ],
    [
      'Do you see children?',
      'Yes, from their first tooth. Children under 18 can register as NHS patients, and NHS treatment is free for them.',
    ],
    [
      'Do you accept Denplan?',
      'We are not a Denplan practice. We run our own plan, the <a href="/dental-plan">Kingsmead Care Plan</a>, from £17.50 a month.',
    ],
    [
      'Can I pay in instalments?',
      'For private treatment over £1,000 you can spread the cost with 0% finance over 12 months. See <a href="/payment-and-finance">payment &amp; finance</a>.',
    ],
    ['How long is the first appointment?', 'The new patient examination takes 45 minutes.'],
  ]),
)}`,
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description: 'Call, email or visit Kingsmead Dental Practice, 11 Kingsmead Terrace, Bath BA1 1EN.',
    alternates: { en: '/contact', it: '/it/contatti' },
    body: `${hero('Contact us', 'The quickest way to reach us is by phone.')}
${section(
  [
    text(
      `<h3 style="white-space:pre-wrap;">Phone</h3>${p(`<a href="tel:+441632960418">${KD_PHONE}</a>`, 'Phone lines open at 8am, Monday to Friday, and close for lunch from 1pm to 2pm.')}`,
    ),
    text(
      `<h3 style="white-space:pre-wrap;">Email</h3>${p(`<a href="mailto:${KD_EMAIL}">${KD_EMAIL}</a>`, 'We reply within 2 working days. Please don&rsquo;t email about an emergency: call us at 8am.')}`,
    ),
    text(
      `<h3 style="white-space:pre-wrap;">Visit</h3>${p('11 Kingsmead Terrace<br>Bath BA1 1EN', '<a href="/find-us">Directions and parking</a>')}`,
    ),
  ],
  heading('Send us a message'),
  code(`<div class="sqs-block form-block sqs-block-form"><div class="sqs-block-content"><div class="form-wrapper"><div class="form-inner-wrapper"><form data-form-id="6512a0c4e7b9f31d2a7c9f01" autocomplete="on" method="POST" novalidate>
<div class="field-list clear">
<fieldset class="form-item fields name required"><legend class="title">Name <span class="required" aria-hidden="true">*</span></legend><div class="field first-name"><label class="caption"><input class="field-element field-control" name="fname" type="text" spellcheck="false" maxlength="30" aria-required="true"><span class="caption-text">First Name</span></label></div><div class="field last-name"><label class="caption"><input class="field-element field-control" name="lname" type="text" spellcheck="false" maxlength="30" aria-required="true"><span class="caption-text">Last Name</span></label></div></fieldset>
<div class="form-item field email required"><label class="title" for="email-field">Email <span class="required" aria-hidden="true">*</span></label><input class="field-element" id="email-field" name="email" type="email" autocomplete="email" spellcheck="false" aria-required="true"></div>
<div class="form-item field textarea required"><label class="title" for="message-field">Message <span class="required" aria-hidden="true">*</span></label><div class="description">Please don&rsquo;t include details of your medical history here.</div><textarea class="field-element " id="message-field" aria-required="true"></textarea></div>
</div>
<div data-animation-role="button" class="form-button-wrapper form-button-wrapper--align-left"><input class="button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit" value="Send"></div>
<div class="hidden form-submission-text">Thank you, we&rsquo;ll get back to you within 2 working days.</div>
</form></div></div></div></div>`),
)}
${themed(
  'light',
  text(
    `<h3 style="white-space:pre-wrap;">Parliamo italiano</h3>${p('La dott.ssa Giulia Ferraro parla italiano. <a href="/it/contatti">Contatti in italiano</a>')}`,
  ),
)}`,
  },
  {
    path: '/book-online',
    title: 'Book Online',
    description: 'Book a check-up or hygienist appointment online at Kingsmead Dental Practice.',
    unlisted: true,
    body: `${hero('Book online', 'Existing patients can book check-ups and hygienist appointments online, day or night.')}
${section(
  pastedBookingWidget,
  heading('Before you book'),
  text(
    ul(
      'Online booking is for check-ups and hygienist appointments for existing patients.',
      'New patients: please <a href="/new-patients">register</a> first or call us on 01632 960418.',
      'Emergency appointments can&rsquo;t be booked online. Call us at 8am.',
      'We ask for card details to hold your booking. Nothing is taken unless you miss the appointment or cancel with less than 48 hours&rsquo; notice.',
    ),
  ),
  button('Call to book treatment', 'tel:+441632960418', 'secondary'),
)}`,
  },
];
