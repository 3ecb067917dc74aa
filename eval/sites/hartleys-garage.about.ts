import {
  accordion,
  button,
  cards,
  cx,
  GARAGE_ADDRESS,
  GARAGE_EMAIL,
  GARAGE_MOBILE,
  GARAGE_PHONE,
  type GaragePage,
  h4,
  hero,
  img,
  labelled,
  p,
  review,
  rt,
  section,
  ul,
} from './hartleys-garage.layout.ts';

/** A member of staff as the builder's "About" cards print them: photo, name and role in separate elements. */
const person = (file: string, name: string, role: string, bio: string) =>
  `${img(file, name)}${h4(name)}<div data-ux="Text" class="${cx('div')}">${role}</div>${rt(p(bio))}`;

/** A contact form of the builder: fields, a consent line and a send button; the message is emailed to us. */
const contactForm = `<form data-ux="Form" data-aid="CONTACT_FORM_CONTAINER_REND" class="${cx('form')}"><div data-ux="InputFloatLabel" class="${cx('div')}"><input type="text" data-ux="InputFloatLabel" id="input-name" data-aid="CONTACT_FORM_NAME" class="${cx('input')}" value=""/><label for="input-name" data-ux="InputFloatLabelLabel" class="${cx('label')}">Name</label></div><div data-ux="InputFloatLabel" class="${cx('div')}"><input type="text" data-ux="InputFloatLabel" id="input-email" data-aid="CONTACT_FORM_EMAIL" class="${cx('input')}" value=""/><label for="input-email" data-ux="InputFloatLabelLabel" class="${cx('label')}">Email*</label></div><div data-ux="InputFloatLabel" class="${cx('div')}"><input type="text" data-ux="InputFloatLabel" id="input-reg" class="${cx('input')}" value=""/><label for="input-reg" data-ux="InputFloatLabelLabel" class="${cx('label')}">Vehicle registration</label></div><div data-ux="InputFloatLabel" class="${cx('div')}"><textarea rows="4" data-ux="InputTextArea" id="input-message" data-aid="CONTACT_FORM_MESSAGE" class="${cx('textarea')}"></textarea><label for="input-message" data-ux="InputFloatLabelLabel" class="${cx('label')}">Message</label></div><p data-ux="DetailsMinor" class="${cx('p')}">This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.</p><button type="submit" data-ux="ButtonPrimary" data-aid="CONTACT_SUBMIT_BUTTON_REND" class="${cx('button')}">Send</button></form>`;

/** About us, reviews, the FAQ, contact and careers. */
export const garageAbout: GaragePage[] = [
  {
    path: '/about-us',
    title: 'About Us',
    description: 'Three generations of the Hartley family on Mill Lane. Meet the team.',
    body: `${hero('About Us', 'Three generations on Mill Lane.')}
${section(
  'about',
  'Our story',
  rt(
    p(
      'Ron Hartley opened the garage in 1979 in the old smithy on Mill Lane, with one ramp, a borrowed compressor and a hand-painted sign that still hangs in the office. He added the MOT bay in 1986 and bought the yard next door in 1994, which is now our tyre bay and customer car park.',
    ),
    p(
      'Ron&#x27;s son Dave took over the business in 2004, and Dave&#x27;s son Tom joined as an apprentice in 2015. Ron retired in 2012 but still calls in most Friday mornings to tell us how it used to be done.',
    ),
    p(
      'We are a small team, and we like it that way: the person who books your car in is the person you speak to when it&#x27;s ready, and the technician who works on it is happy to come out and show you what he found.',
    ),
  ),
)}
${section(
  'about',
  'Meet the team',
  cards(
    person(
      'dave.jpg',
      'Dave Hartley',
      'Owner and MOT tester',
      'Dave has worked in the garage since he left school in 1988. He runs the business, tests MOTs and still can&#x27;t resist a classic Land Rover.',
    ),
    person(
      'sue.jpg',
      'Sue Hartley',
      'Office manager',
      'Sue looks after the bookings, the accounts and the courtesy cars, and makes sure the kettle is always on.',
    ),
    person(
      'tom.jpg',
      'Tom Hartley',
      'Workshop manager and EV technician',
      'Tom runs the workshop day to day and set up our EV and hybrid bay. He holds the IMI Level 3 Award in electric and hybrid vehicles.',
    ),
    person(
      'marco.jpg',
      'Marco Rinaldi',
      'Senior technician and MOT tester',
      'Marco trained at a Fiat and Alfa Romeo dealer in Modena before moving to Yorkshire in 2011. He is our diagnostics expert and speaks Italian, so Italian-speaking customers are welcome to ask for him.',
    ),
    person(
      'kelly.jpg',
      'Kelly Dawson',
      'Service advisor',
      'Kelly is usually the first voice you hear on the phone. She books your car in, keeps you updated and explains the bill.',
    ),
    person(
      'jake.jpg',
      'Jake Pearson',
      'Apprentice technician and driver',
      'Jake is in the second year of his Level 3 apprenticeship and drives our collection and delivery service.',
    ),
  ),
)}
${section(
  'about',
  'Accreditations',
  rt(
    ul(
      'DVSA-approved MOT test centre',
      'IMI-qualified electric and hybrid technicians',
      'F-gas certified for air conditioning work',
      'Members of the Yorkshire Trusted Trader scheme',
    ),
  ),
)}`,
  },
  {
    path: '/reviews',
    title: 'Reviews',
    description: 'What our customers say about Hartley&#x27;s Garage.',
    body: `${hero('Reviews', 'Rated 4.9 out of 5 from 318 Google reviews.')}
${section(
  'reviews',
  'What our customers say',
  review(
    'Honest, friendly and they explain everything. Marco found a fault the dealer had missed twice, and charged me less than the dealer&#x27;s diagnostic fee.',
    'Helen W., Helmsworth',
  ),
  review(
    'MOT done while I waited with a cup of tea. Passed, and they even told me which tyre to watch for next time.',
    'Graham P., Ampleby',
  ),
  review(
    'Jake collected the car from my house in Kirk Langdale and it was back on the drive by four. Couldn&#x27;t be easier.',
    'Margaret S., Kirk Langdale',
  ),
  review(
    'First time taking our Kia e-Niro somewhere other than the dealer. Tom went through the battery report with us and it was half the price.',
    'Ian and Louise T., Nether Sowerby',
  ),
  review(
    'Sono italiana e Marco mi ha spiegato tutto nella mia lingua. Thank you Hartley&#x27;s!',
    'Giulia R., Helmsworth',
  ),
  review(
    'Had to wait a few days for the courtesy car as both were out, but the service itself was spot on.',
    'Peter D., Thirsk',
    4,
  ),
)}
${section(
  'content',
  'Leave us a review',
  rt(
    p(
      'Happy with us? A review on Google helps other drivers in the dale find an honest garage. Not happy? Please tell Dave or Sue first, and we will do our best to put it right.',
    ),
  ),
)}`,
  },
  {
    path: '/faq',
    title: 'Frequently Asked Questions',
    description:
      'Answers to the questions we are asked most about MOTs, servicing, waiting, warranties and more.',
    body: `${hero('FAQ', 'The questions we are asked most.')}
${section(
  'content',
  'Frequently asked questions',
  accordion([
    [
      'Can I wait while my car has its MOT?',
      p(
        'Yes. An MOT takes about 45 minutes to an hour, and our customer lounge has free wifi, tea and coffee. For services and repairs we recommend leaving the car with us.',
      ),
    ],
    [
      'Do you do MOTs on a Saturday?',
      p('Yes, on Saturday mornings. The last Saturday MOT slot is 10.45am, and Saturdays book up quickly.'),
    ],
    [
      'What happens if my car fails its MOT?',
      p(
        'We show you what failed and give you a price for the repairs. If you leave the car with us for the repairs, you get a free retest within 10 working days. See the <a href="/mot">MOT page</a> for the other retest rules.',
      ),
    ],
    [
      'Will a service with you affect my manufacturer&#x27;s warranty?',
      p(
        'No. Under the Block Exemption rules you can have your car serviced by any garage that follows the manufacturer&#x27;s schedule with parts of matching quality, which we do. We stamp your service book or update the digital record.',
      ),
    ],
    [
      'Do I need to book?',
      p(
        'For MOTs, services and repairs, yes. For punctures and tyre checks, just drop in Monday to Friday and we will fit you in as soon as we can.',
      ),
    ],
    [
      'Can I drop my car off before you open?',
      p(
        'Yes. Post your keys in the secure key box by the office door, with the form on the front filled in, any time the evening before or early in the morning.',
      ),
    ],
    [
      'Do you work on vans?',
      p('We service and repair vans up to 3,500kg. For MOTs we can only test vans up to 3,000kg (Class 4).'),
    ],
    [
      'Do you repair motorbikes?',
      p('No, sorry. We work on cars and light vans only, and we don&#x27;t supply or fit motorbike tyres.'),
    ],
    [
      'Can I get a courtesy car for my MOT?',
      p(
        'Courtesy cars are not available for MOT-only bookings. They are free with services and repairs, when booked in advance.',
      ),
    ],
    [
      'Do you do bodywork?',
      p(
        'We don&#x27;t do bodywork, paintwork or accident repairs. We recommend Dale Body Repairs on the Thirsk Road industrial estate.',
      ),
    ],
    ['Is there parking?', p('Yes, we have six customer parking spaces in the yard next to the tyre bay.')],
    [
      'How do I know how much it will cost?',
      p(
        'We give you a fixed price before we start, and if we find anything else we ring or text you first. Our labour rate is £72 an hour including VAT.',
      ),
    ],
  ]),
)}
${section('content', '', rt(p(`Still got a question? Call us on ${GARAGE_PHONE} or email ${GARAGE_EMAIL}.`)))}`,
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description: 'Find Hartley&#x27;s Garage on Mill Lane, Helmsworth. Phone, email, text and directions.',
    body: `${hero('Contact Us', 'Call, text, email or drop in.')}
${section(
  'contact',
  'Get in touch',
  labelled([
    ['Phone', GARAGE_PHONE],
    ['Text', GARAGE_MOBILE],
    ['Email', GARAGE_EMAIL],
    ['Address', GARAGE_ADDRESS],
  ]),
  rt(
    p(
      'We answer the phone Monday to Friday 8am to 5.30pm and Saturday 8am to 12 noon. Texts and emails are answered the same working day. Please don&#x27;t use the contact form for urgent bookings: call us instead.',
    ),
  ),
  contactForm,
)}
${section(
  'content',
  'Finding us',
  rt(
    p(
      'Mill Lane runs off the north side of Helmsworth market place, between the Co-op and the Black Bull. We are 200 yards down on the left, opposite the fire station; look for the blue Hartley&#x27;s sign.',
    ),
    p(
      'Customer parking is in the yard next to the tyre bay. The market place is two minutes&#x27; walk away if you want a coffee while you wait, and the bus stop for the 31 to Thirsk and York is on the market place.',
    ),
  ),
  `<div data-ux="MapBanner" class="${cx('div')}"><iframe title="Map of Hartley&#x27;s Garage" src="https://maps.example.com/embed?q=Mill+Lane+Helmsworth+YO62+5HT" loading="lazy" style="width:100%;height:320px;border:0"></iframe></div>`,
)}`,
  },
  {
    path: '/careers',
    title: 'Careers',
    description: 'Work at Hartley&#x27;s Garage: we are hiring a vehicle technician.',
    body: `${hero('Careers', 'Join a friendly family garage.')}
${section(
  'content',
  'Vehicle Technician (full time)',
  rt(
    p(
      'We are looking for an experienced vehicle technician to join our team of six. You will service, diagnose and repair cars and light vans of every make, with the support of a workshop that invests in its equipment and its people.',
    ),
    ul(
      'Level 3 in Light Vehicle Maintenance and Repair, or equivalent experience',
      'A full UK driving licence',
      'MOT tester qualification, or willingness to train (we pay)',
      'EV and hybrid training available (IMI Level 2 and 3)',
    ),
    p(
      'Monday to Friday 8am to 5.30pm, and one Saturday morning in three. £32,000 to £36,000 a year depending on experience, 25 days&#x27; holiday plus bank holidays, and a company pension.',
    ),
    p(
      `To apply, email your CV to Dave at ${GARAGE_EMAIL} by Friday 18 December 2026. We also take on an apprentice most years: apprentices start in September.`,
    ),
  ),
  button('Email your CV', `mailto:${GARAGE_EMAIL}`),
)}`,
  },
];
