import {
  a,
  band,
  block,
  bold,
  col,
  GIROTONDO_EMAIL,
  GIROTONDO_PHONE,
  GIROTONDO_PHONE_HREF,
  type GirotondoPage,
  heading,
  image,
  p,
  row,
  textBox,
  ul,
} from './asilo-girotondo.layout.ts';

/**
 * The one English page, for families from abroad: a summary of the Italian pages with its own facts (the
 * English-speaking educator's days, who in the office speaks English, tours in English, vaccinations given
 * abroad), served like every page of a Google Site with `lang="it"`.
 */
export const girotondoEnglishPage: GirotondoPage = {
  path: '/english',
  title: 'English',
  description:
    'Il Girotondo nursery and preschool in San Salvario, Turin: a summary in English for international families.',
  header: { title: 'For English-speaking families', image: 'english-header.jpg' },
  body: [
    block(
      'plain',
      textBox(
        heading('h2', 'Welcome to Il Girotondo'),
        p(
          'Il Girotondo is a small private nursery (',
          '_asilo nido_',
          ', for children from 3 to 36 months) and preschool (',
          '_scuola dell’infanzia_',
          ', 3 to 6 years) in San Salvario, in the centre of Turin. Many of our families come from abroad, ',
          'so here is a short summary in English. The rest of the website is in Italian.',
        ),
        p(
          'Please note that we are ',
          '**not a bilingual school**',
          ': the children play, eat and learn in Italian, and most of them pick it up surprisingly fast.',
        ),
      ),
    ),
    band(
      'light',
      row(
        col(
          7,
          textBox(
            heading('h3', 'English with Hannah'),
            p(
              'Our English-speaking educator, Hannah (she grew up in Bristol), is with us ',
              '**on Tuesdays and Thursdays**',
              '. She spends the mornings with the preschool children, with songs, stories and games in English, ',
              'and the afternoons with the nursery groups.',
            ),
          ),
        ),
        col(5, image('hannah-storytime.jpg', 'Story time in English')),
      ),
    ),
    block(
      'plain',
      textBox(
        heading('h3', 'Hours and fees 2026/27'),
        ul('Part-time mornings: 7.30am to 1pm', 'Full-time: 7.30am to 4.30pm', 'Extended day: until 6pm'),
        p(
          'Full-time costs ',
          '**€690 a month**',
          ' at the nursery and ',
          '**€480 a month**',
          ' at the preschool. Nursery fees include lunch and snacks; at the preschool lunch is paid separately (€6.50 a day).',
        ),
        p(
          'The registration fee is €180 (nursery) or €120 (preschool) a year. Fees are paid in 11 monthly instalments, from September to July. ',
          'For the part-time and extended-day fees see the Italian page ',
          a('Rette e orari', '/rette-e-orari'),
          '.',
        ),
      ),
    ),
    block(
      'light',
      textBox(
        heading('h3', 'Settling in'),
        p(
          'Settling in (',
          '_inserimento_',
          ') takes about two weeks at the nursery. A parent stays with the child for the first days, ',
          'and we ask you to keep both weeks free from work.',
        ),
        heading('h3', 'Vaccinations'),
        p(
          'Under Italian law (law 119/2017) children must have the compulsory vaccinations to attend a nursery or preschool. ',
          'If your child was vaccinated abroad, take the vaccination record to the vaccination office of the ',
          '**ASL Città di Torino**',
          ', who will check it and tell you if any doses are missing; we need their certificate before the first day.',
        ),
      ),
    ),
    block(
      'plain',
      textBox(
        heading('h3', 'Talk to us'),
        p(
          '**Laura**',
          ' in our office speaks English: the best time to call is ',
          '**Monday or Wednesday morning**',
          ', on ',
          a(GIROTONDO_PHONE, GIROTONDO_PHONE_HREF),
          '. Or write to ',
          a(GIROTONDO_EMAIL, `mailto:${GIROTONDO_EMAIL}`),
          ' in English.',
        ),
        p(
          'We offer private tours in English on Wednesdays at 5pm, by appointment. ',
          'Our next open days are on Saturday 12 December 2026 and Saturday 16 January 2027, 10am to 12.30pm: ',
          'they are in Italian, but Hannah will be there on 16 January.',
        ),
        bold('Closures'),
        p('Christmas: 24 December 2026 to 6 January 2027. Summer: 9 to 27 August 2027.'),
      ),
    ),
  ].join('\n'),
};
