import {
  a,
  boldLine,
  DELFINO_EMAIL,
  DELFINO_PHONE,
  DELFINO_PHONE_HREF,
  DELFINO_STREET,
  DELFINO_TOWN,
  DELFINO_WHATSAPP,
  type DelfinoPage,
  heading,
  lines,
  p,
  strong,
  text,
} from './piscina-delfino.layout.ts';

/**
 * The "English" branch of the navigation: five pages the club's secretary wrote for visitors and expat
 * families, under the Italian sidebar and cookie notice. Prices as "€8.50", times as "7am – 9am". A few facts
 * are only here (the English-speaking children's group, towels for hire, certificates from abroad, the airport
 * bus); the courses' details, rules, refunds, Christmas hours, summer camp and news are only in Italian.
 */
export const delfinoEnglishPages: DelfinoPage[] = [
  {
    path: '/en',
    lang: 'en',
    title: 'English',
    description:
      'Piscina Delfino, the indoor swimming pool of the ASD Nuoto Delfino swimming club in Verona.',
    body: [
      heading('Welcome to Piscina Delfino', 1),
      text(
        p(
          'Piscina Delfino is the indoor swimming pool in Via dei Tigli, in the Borgo Milano district of Verona, run since 2009 by the swimming club ASD Nuoto Delfino. We have a 25-metre pool with 6 lanes and a small teaching pool.',
          `Visiting Verona? You are welcome to swim with us: a single swim costs €8.50. See ${a('Lane swimming', '/en/lane-swimming')} for times and what to bring.`,
          'Our courses are taught in Italian, but several of our instructors speak English. On Saturdays at 11am Giulia teaches a children’s group in English (ages 6 to 10).',
          'The easiest way to reach us is WhatsApp (messages only). The rest of our website is in Italian.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/en/lane-swimming',
    lang: 'en',
    title: 'Lane swimming',
    description: 'Lane swimming times and prices at Piscina Delfino, Verona.',
    body: [
      heading('Lane swimming', 1),
      text(
        boldLine('Lane times 2026/2027'),
        lines(
          'Monday, Wednesday, Friday: 7am – 9am, 12.30pm – 2.30pm, 8.30pm – 10pm',
          'Tuesday, Thursday: 7am – 9am, 12.30pm – 2.30pm, 9pm – 10pm',
          'Saturday: 1pm – 7pm',
          'Sunday: 9am – 1pm',
        ),
        p(
          'The pool is closed on Sunday afternoons. Last entry 30 minutes before the end of each session. Lanes are marked slow, medium and fast: keep to the right.',
        ),
        boldLine('Tickets'),
        p(
          'Single swim €8.50, reduced €6.50 (under 14 and over 65). No membership card is needed for a single swim. On Sundays, when the office is closed, pay at the ticket machine by card.',
        ),
        boldLine('What to bring'),
        p(
          'A swim cap (compulsory – you can buy one at the office for €5), flip-flops, a swimsuit and a towel. Towels can be hired at the office for €3. Lockers take a €1 coin, which you get back.',
          'Children under 12 must be accompanied by an adult in the water.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/en/swimming-lessons',
    lang: 'en',
    title: 'Swimming lessons',
    description: 'Swimming lessons for children and adults at Piscina Delfino, Verona.',
    body: [
      heading('Swimming lessons', 1),
      text(
        p(
          'Our courses run from September to June, with qualified instructors of the Italian Swimming Federation. You can join during the year if there is room in the group.',
        ),
        lines(
          `${strong('Children 3–5')} (small pool): €62 a month, once a week`,
          `${strong('Children 6–14')}: €58 a month once a week, €98 twice a week`,
          `${strong('Adults (15+)')}: €52 a month once a week, €88 twice a week`,
          `${strong('Aqua aerobics')}: €48 a month once a week`,
        ),
        p(
          'On top of the fee you need the club membership card, €25 for the season, which includes insurance. Your first trial lesson is free (except baby swimming).',
          'To enrol you need a medical certificate for non-competitive sport. Certificates issued abroad are accepted if they are written in English or Italian.',
          'Enrolment is in person at the office, during office hours.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/en/prices',
    lang: 'en',
    title: 'Prices',
    description: 'Prices 2026/2027 at Piscina Delfino, Verona: single swims, swim cards and passes.',
    body: [
      heading('Prices 2026/2027', 1),
      text(
        lines(
          'Single swim: €8.50',
          'Reduced (under 14, over 65): €6.50',
          '10-swim card (valid 4 months): €75',
          '20-swim card (valid 8 months): €135',
          'Monthly pass: €55',
          'Season pass (September – June): €420',
          'Membership card (needed for courses, swim cards and passes): €25',
        ),
        p(`Course fees: see ${a('Swimming lessons', '/en/swimming-lessons')}.`),
      ),
    ].join('\n'),
  },
  {
    path: '/en/contact',
    lang: 'en',
    title: 'Contact & directions',
    description: 'How to reach Piscina Delfino in Verona by bus, car and bike.',
    body: [
      heading('Contact & directions', 1),
      text(
        lines(strong('Piscina Delfino – ASD Nuoto Delfino'), DELFINO_STREET, DELFINO_TOWN),
        lines(
          `Phone: <a href="${DELFINO_PHONE_HREF}">${DELFINO_PHONE}</a> (office hours)`,
          `WhatsApp: ${DELFINO_WHATSAPP} (messages only)`,
          `Email: ${DELFINO_EMAIL}`,
        ),
        boldLine('By bus'),
        p(
          'From Verona Porta Nuova railway station take bus 11 (about 20 minutes) to the stop Via dei Tigli (Piscina), right outside the entrance. From Verona airport, take the Aerobus to Porta Nuova and then bus 11.',
        ),
        boldLine('By car'),
        p(
          'Free parking in front of the entrance (about 40 spaces); if it is full, use the Palazzetto car park 200 metres away.',
        ),
      ),
    ].join('\n'),
  },
];
