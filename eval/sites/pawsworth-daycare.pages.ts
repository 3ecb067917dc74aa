import {
  accordion,
  button,
  col,
  colour,
  em,
  FA,
  form,
  gallery,
  h,
  icon,
  line,
  link,
  linkedCol,
  list,
  mapNoKey,
  type PawsworthPage,
  PW_EMAIL,
  PW_FARM,
  PW_LICENCE,
  PW_PHONE,
  PW_PHONE_HREF,
  PW_POSTCODE,
  PW_TOWN,
  PW_VAN,
  PW_VAN_HREF,
  p,
  picture,
  row,
  section,
  shape,
  size,
  strong,
  table,
  text,
} from './pawsworth-daycare.layout.ts';

/* ── Home ──────────────────────────────────────────────────────────────────────────────────────────────── */

const serviceCard = (href: string, alt: string, title: string, line1: string) =>
  linkedCol(href, picture(alt, 480, 360), text(h(3, title)), text(p(line1)), button('Find out more', href));

const review = (quote: string, who: string) =>
  col(icon(FA.star, '#f2c14e'), text(p(em(`“${quote}”`)), p(colour(`&mdash; ${who}`), 'highlight')));

export const pawsworthHome: PawsworthPage = {
  path: '/',
  title: 'Pawsworth | Dog Daycare, Boarding &amp; Grooming on the edge of Chester',
  description:
    'Family-run dog daycare, boarding and grooming at Larkhill Farm, Upton-by-Chester, with a pick-up van all round Chester. Licensed, 5 stars.',
  main: [
    section(
      picture('Dogs running across the field at Larkhill Farm', 1920, 900),
      text(h(1, 'Happy dogs on the edge of Chester', 'center')),
      text(
        p(
          'Dog daycare, boarding and grooming in converted barns at Larkhill Farm, Upton-by-Chester',
          'subtitle',
          'center',
        ),
      ),
      row(button('Book a free assessment', 'Joining-Pawsworth'), button('Our prices', 'Prices')),
    ),
    // The new-customer strip put up for the spring, never taken down.
    section(
      row(
        shape(),
        text(
          h(4, colour('NEW CUSTOMER OFFER', 'rgba(255,255,255,1)'), 'center'),
          p(
            colour(
              `${size(strong('Your first 10-day daycare package for just £250!'), 22)} Book by 31 March and quote ${strong('PAWS250')}.`,
              'rgba(255,255,255,1)',
            ),
            'normal',
            'center',
          ),
        ),
      ),
    ),
    section(
      row(
        col(
          text(h(2, 'Welcome to Pawsworth')),
          text(
            p(
              'Pawsworth is a family-run dog daycare, boarding kennel and grooming room in the converted barns of Larkhill Farm, two minutes from the A41 on the edge of Upton. Sophie, a veterinary nurse for nine years, opened Pawsworth in 2018 with her husband Tom, and the dogs have had the run of the barns and 1.5 acres of secure field ever since.',
            ),
            p(
              'We’re licensed by Cheshire West and Chester Council for boarding and day care for dogs, with a 5-star rating.',
            ),
          ),
        ),
        picture('Sophie with Bramble the spaniel', 560, 560),
      ),
    ),
    section(
      text(h(2, 'What we do', 'center')),
      row(
        serviceCard(
          'Dog-Daycare',
          'Dogs playing in the barn',
          'Daycare',
          'Full days £32, half days £20, Monday to Friday.',
        ),
        serviceCard(
          'Boarding',
          'A boarding suite in the hay barn',
          'Boarding',
          'Overnight stays from £38 a night.',
        ),
        serviceCard(
          'Grooming',
          'A freshly groomed spaniel',
          'Grooming',
          'Full grooms from £30, Tuesday to Saturday.',
        ),
      ),
    ),
    section(
      row(
        icon(FA.truck),
        text(
          h(3, 'We’ll come and get them'),
          p(
            `Our van collects from CH1, CH2, CH3, CH4, CH64, CH65 and CH66 every weekday. ${link('Van prices', 'Pick-up-and-Drop-off')}`,
          ),
        ),
      ),
    ),
    section(
      text(h(3, 'Coming in 2027: hydrotherapy')),
      text(
        p(
          `We’re building a heated hydrotherapy pool in the old dairy, opening in summer 2027. ${link('Read more', 'Blog/Coming-in-2027-our-hydrotherapy-pool')}`,
        ),
      ),
    ),
    section(
      gallery([
        ['The big field on a frosty morning', 1600, 900],
        ['Puppy Club in the small barn', 1600, 900],
        ['Quiet time', 1600, 900],
        ['Paddling pools in July', 1600, 900],
        ['Fresh from the grooming room', 1600, 900],
      ]),
    ),
    section(
      text(h(2, 'What our owners say', 'center')),
      row(
        review(
          'Ruby can’t get in the van fast enough in the morning and sleeps all evening. Best thing we’ve done since getting her.',
          'Claire, Hoole',
        ),
        review(
          'We board Archie every summer. The photos in the Facebook group while we’re away mean we actually relax on holiday.',
          'Mark &amp; Jo, Christleton',
        ),
        review(
          'Ellie is the only groomer our nervous rescue will let near his feet. Patience of a saint.',
          'Anita, Saltney',
        ),
      ),
    ),
  ],
};

/* ── Joining Pawsworth: the vaccinations and the assessment ───────────────────────────────────────────── */

const step = (n: string, title: string, body: string) =>
  col(
    text(p(colour(size(strong(n), 48)), 'custom3', 'center')),
    text(h(3, title, 'center')),
    text(p(body, 'normal', 'center')),
  );

const joining: PawsworthPage = {
  path: '/Joining-Pawsworth',
  title: 'Joining Pawsworth: Vaccinations &amp; Assessment | Pawsworth',
  description:
    'What your dog needs before daycare or boarding at Pawsworth: vaccinations, kennel cough, neutering, ages, and our free assessment.',
  main: [
    section(
      text(h(1, 'Joining Pawsworth')),
      text(p('Everything your dog needs before their first day or stay.', 'subtitle')),
    ),
    section(
      row(
        step('1', 'Register', 'Fill in the form below, and send us a photo of your dog’s vaccination card.'),
        step(
          '2',
          'Free assessment',
          'Every new dog comes for a free assessment before their first day or stay. It takes 2 hours, on a weekday at 10am: we watch how they settle and introduce them to a few calm dogs.',
        ),
        step('3', 'First day', 'Once they’ve passed, book daycare, boarding or both.'),
      ),
    ),
    section(
      row(
        col(
          icon(FA.check),
          text(h(2, 'Vaccinations')),
          text(
            list(
              'Annual booster in date, including leptospirosis.',
              'Kennel cough (Bordetella) vaccine, given at least 14 days before your dog’s first day or stay, and every 12 months after.',
              'We accept a titre test for distemper, parvovirus and hepatitis instead of the booster if it’s dated within the last 3 years, but leptospirosis must still be vaccinated every year.',
              'Flea and worming treatment kept up to date.',
            ),
            p('Please bring the vaccination card to the assessment.'),
          ),
        ),
        col(
          icon(FA.paw),
          text(h(2, 'Who can come')),
          text(
            list(
              'Puppy Club: from 12 weeks (7 days after the second vaccination) to 6 months.',
              'Daycare: from 16 weeks.',
              'Boarding: from 6 months.',
            ),
            p(strong('We do not take unneutered males over 7 months.')),
            p(
              'Girls in season can’t come to daycare or boarding; they’re welcome back 3 weeks after the season has finished.',
            ),
            p(
              'We’re sorry, but we can’t accept XL Bully type dogs, even with an exemption certificate, or dogs with a history of biting.',
            ),
          ),
        ),
      ),
    ),
    section(
      text(h(2, 'Register your dog')),
      form(
        [
          ['Your name', 'text', true],
          ['Email', 'email', true],
          ['Phone', 'text', true],
          ['Your postcode', 'text', true],
          ['Dog’s name', 'text', true],
          ['Breed', 'text'],
          ['Age', 'text', true],
          ['Neutered / spayed?', ['Yes', 'No', 'Not yet']],
          ['Interested in', ['Daycare', 'Puppy Club', 'Boarding', 'Grooming', 'More than one']],
          ['Anything we should know?', 'area'],
          ['I agree to Pawsworth storing my details to handle my enquiry', 'check', true],
        ],
        'Send',
        'Joining-Pawsworth',
      ),
    ),
  ],
};

/* ── FAQ: the Accordion element, the first answer open and the rest collapsed ─────────────────────────── */

const faqPage: PawsworthPage = {
  path: '/FAQ',
  title: 'FAQ | Pawsworth Dog Daycare &amp; Boarding, Chester',
  description:
    'Answers to the questions owners ask us most: hours, weekends, neutering, cancelling, paying and more.',
  main: [
    section(
      text(h(1, 'Frequently Asked Questions')),
      text(p('Tap a question to see the answer.', 'subtitle')),
    ),
    section(
      accordion([
        [
          'What are your opening hours?',
          'We’re open Monday to Friday 7am – 6.30pm and Saturday 8am – 1pm. On Sundays and bank holidays we’re closed, apart from boarding collections between 5pm and 6pm.',
        ],
        [
          'Do you do daycare at weekends?',
          'No. Daycare runs Monday to Friday only; there’s no daycare at weekends or on bank holidays. On Saturdays we’re open for grooming and for boarding drop-offs and collections.',
        ],
        [
          'What does my dog need before starting?',
          `Up-to-date vaccinations, including kennel cough at least 14 days before, and a free 2-hour assessment. Everything is on ${link('Joining Pawsworth', 'Joining-Pawsworth')}.`,
        ],
        [
          'Does my dog need to be neutered?',
          'Boys do: we do not take unneutered males over 7 months. Girls can come unspayed, but not while they’re in season, and not until 3 weeks after it has finished.',
        ],
        [
          'How much notice do I need to give to cancel?',
          '48 hours for daycare and grooming. For boarding, your £50 deposit is refunded if you cancel at least 14 days before the stay.',
        ],
        ['What if I’m late collecting?', 'Please ring us. After 6.30pm we charge £10 for every 15 minutes.'],
        [
          'How can I pay?',
          'By card, in person or over the phone, or by bank transfer. We no longer take cheques.',
        ],
        [
          'Can I see my dog during the day?',
          'We don’t have a live webcam, but we post photos and videos in our private Facebook group for Pawsworth owners every day.',
        ],
        [
          'Do you take the dogs out for walks?',
          'No: the dogs stay on the farm, in the barns and our secure field. We don’t take dogs off site.',
        ],
        [
          'Is the new customer offer still on?',
          'No, sorry: the £250 first-package offer ended on 31 March 2026, and there isn’t a new-customer offer at the moment.',
        ],
        [
          'Can I book hydrotherapy?',
          `Not yet. The pool opens in summer 2027; we haven’t set prices and we aren’t taking bookings yet. Sessions will need a referral from your vet. ${link('More about the pool', 'Blog/Coming-in-2027-our-hydrotherapy-pool')}`,
        ],
        [
          'Are you licensed and insured?',
          `Yes. We’re licensed by Cheshire West and Chester Council for boarding for dogs and day care for dogs (licence ${PW_LICENCE}, 5 stars), and fully insured.`,
        ],
        ['Do you look after other pets?', 'No, we’re dogs only: we don’t take cats, rabbits or other pets.'],
        [
          'Are you open over Christmas?',
          `Our Christmas and New Year dates are on our ${link('blog', 'Blog')}.`,
        ],
      ]),
    ),
    section(
      text(
        p(
          `Can’t find your answer? Ring us on ${link(PW_PHONE, PW_PHONE_HREF)} or email ${link(PW_EMAIL, `mailto:${PW_EMAIL}`)}.`,
        ),
      ),
    ),
  ],
};

/* ── Meet the Team: a card per person, name, role and words in three TextAreas ─────────────────────────── */

const person = (name: string, role: string, ...bio: string[]) =>
  col(
    picture(name, 400, 400),
    text(h(3, name)),
    text(p(colour(role), 'highlight')),
    text(...bio.map((x) => p(x))),
  );

const team: PawsworthPage = {
  path: '/Meet-the-Team',
  title: 'Meet the Team | Pawsworth',
  description: 'The people (and the spaniel) who look after your dog at Pawsworth.',
  main: [
    section(text(h(1, 'Meet the Team')), text(p('The people who look after your dog.', 'subtitle'))),
    section(
      row(
        person(
          'Sophie Hale',
          'Owner',
          'Sophie was a registered veterinary nurse at a Chester practice for nine years before opening Pawsworth in 2018. She does the assessments, the bookings and the worrying, and teaches canine first aid to the whole team.',
        ),
        person(
          'Tom Hale',
          'Van &amp; boarding',
          'Tom drives the van, fixes the fences and does the last check of the boarders at 10pm. He and Sophie live in the farmhouse next to the barn.',
        ),
        person(
          'Megan Roberts',
          'Daycare manager',
          'Megan has been with us since 2019 and runs Puppy Club. She holds a Level 3 Diploma in Canine Behaviour and knows every dog’s favourite game.',
        ),
      ),
      row(
        person(
          'Ellie Price',
          'Groomer',
          'Ellie trained at a salon in Warrington and holds the City &amp; Guilds Level 3 Diploma in Dog Grooming. She grooms Tuesday to Saturday.',
        ),
        person(
          'Jack Dunn',
          'Daycare assistant',
          'Jack joined in 2024 and works weekday afternoons. Chief ball-thrower.',
        ),
        person(
          'Bramble',
          'Office spaniel',
          'Bramble is Sophie’s working cocker. She greets every new dog at the gate and has never once let anyone answer the phone in peace.',
        ),
      ),
    ),
  ],
};

/* ── Contact: contact lines with icons, the hours table, the form, and the map that never got its key ──── */

const contactLine = (glyph: number, html: string) => row(icon(glyph), text(p(html)));

const contact: PawsworthPage = {
  path: '/Contact',
  title: 'Contact Us | Pawsworth, Upton-by-Chester',
  description:
    'Contact Pawsworth dog daycare, boarding and grooming at Larkhill Farm, Upton-by-Chester CH2 4QT.',
  main: [
    section(text(h(1, 'Contact Us'))),
    section(
      row(
        col(
          contactLine(FA.marker, `Pawsworth<br>\n${PW_FARM}<br>\n${PW_TOWN}<br>\n${PW_POSTCODE}`),
          contactLine(FA.phone, link(PW_PHONE, PW_PHONE_HREF)),
          contactLine(FA.whatsapp, `Van (text or WhatsApp): ${link(PW_VAN, PW_VAN_HREF)}`),
          contactLine(FA.envelope, link(PW_EMAIL, `mailto:${PW_EMAIL}`)),
          line(),
          text(h(3, 'Opening hours')),
          table(
            [
              ['Monday &ndash; Friday', '7am &ndash; 6.30pm'],
              ['Saturday', '8am &ndash; 1pm (grooming and boarding only)'],
              ['Sunday', 'Closed (boarding collections 5pm &ndash; 6pm)'],
              ['Bank holidays', 'Closed (boarding collections 5pm &ndash; 6pm)'],
            ],
            false,
          ),
          text(
            h(3, 'Finding us'),
            p(
              'From the A41, turn into Moston Lane at the Upton roundabout. Larkhill Farm is the second farm on the left, after the bridge over the railway. Please park in the yard by the barn and keep the gate shut behind you.',
            ),
          ),
        ),
        col(
          text(h(3, 'Send us a message')),
          form(
            [
              ['Name', 'text', true],
              ['Email', 'email', true],
              ['Phone', 'text'],
              ['Dog’s name', 'text'],
              [
                'What’s it about?',
                ['Daycare', 'Puppy Club', 'Boarding', 'Grooming', 'The van', 'Something else'],
              ],
              ['Message', 'area', true],
            ],
            'Send message',
          ),
        ),
      ),
    ),
    section(mapNoKey()),
  ],
};

/** The builder's 404 page. */
export const pawsworthNotFound: PawsworthPage = {
  path: '/404',
  title: 'Page not found | Pawsworth',
  description: 'Page not found',
  main: [
    section(
      row(text(h(2, '404')), line(), text(h(2, 'Page not found'))),
      text(p(`Try our ${link('home page', '')} or ${link('contact us', 'Contact')}.`)),
    ),
  ],
};

export const pawsworthPages: PawsworthPage[] = [joining, faqPage, team, contact];
