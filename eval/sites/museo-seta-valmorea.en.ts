import {
  button,
  col,
  heading,
  hero,
  image,
  link,
  row,
  SETA_EMAIL,
  type SetaPage,
  section,
  text,
} from './museo-seta-valmorea.layout.ts';

/**
 * The one English page, for visitors from abroad: a summary of the Italian pages with a few facts of its own
 * (the audio guide, the English tours, Swiss francs), published like every page with `lang="it"`.
 */
export const setaEnglishPage: SetaPage = {
  path: '/english',
  title: 'Information in English',
  description:
    'The Silk Museum of Valmorea near Como: opening hours, tickets, working looms, audio guide and guided tours in English.',
  body: [
    hero(
      'Welcome to the Silk Museum',
      'A 19th-century silk mill near Como, with looms that still weave.',
      'filanda-cattaneo-facciata.jpg',
    ),
    section(
      text(
        'The Museo della Seta is housed in the Filanda Cattaneo, a silk mill built in 1862 in Valmorea, a few kilometres from Como. It tells the story of Como silk from the silkworm to the finished fabric. This page is a short summary for visitors from abroad; the rest of our website is in Italian.',
      ),
    ),
    row([
      col(
        6,
        heading('Opening hours', 2),
        text(
          '**Winter (2 November to 28 February):** Wednesday to Friday 2pm–5.30pm; Saturdays, Sundays and public holidays 10am–6pm.',
          '**Summer (1 March to 1 November):** Tuesday to Friday 10am–6pm; Saturdays, Sundays and public holidays 10am–7pm.',
          'Closed on Mondays, and on Tuesdays in winter, except on public holidays.',
        ),
      ),
      col(
        6,
        heading('Admission', 2),
        text('Adults €9 · Reduced (over 65s, university students) €7 · Ages 6 to 17 €5 · Under 6 free'),
        text('Tickets are sold at the ticket desk only.'),
      ),
    ]),
    row([
      col(5, image('telaio-jacquard-sottotetto.jpg', 'A Jacquard loom in the loom room')),
      col(
        7,
        heading('Working looms', 2),
        text(
          'Our volunteer weavers run the Jacquard looms on Saturdays, Sundays and public holidays at 11am and 3.30pm (about 20 minutes, included in the ticket).',
        ),
        heading('Audio guide', 2),
        text(
          'An audio guide in **English** and **German** is available at the ticket desk for **€3** (about 60 minutes). We ask for an ID document as a deposit.',
        ),
      ),
    ]),
    section(
      heading('Guided tours in English', 2),
      text(
        'From April to October we run a guided tour in English **every Saturday at 2.30pm**. From November to March the tour is on the **first Saturday of the month** at 2.30pm (next dates: 5 December 2026 and 6 February 2027; no tour in January).',
        'The tour costs €4 on top of the admission ticket and lasts about 75 minutes. Booking by email is recommended.',
      ),
      heading('Paying', 2),
      text(
        'We accept cash in euros and in **Swiss francs** (change is given in euros), and all major cards.',
      ),
      heading('Getting here', 2),
      text(
        `By bus from Como (line C64, about 40 minutes). Directions in Italian are on our ${link('contact page', '/contatti')}.`,
        `Questions? Email ${link(SETA_EMAIL, `mailto:${SETA_EMAIL}`)}: the staff at the ticket desk speak English.`,
      ),
      button('Contact us', '/contatti'),
    ),
  ].join('\n'),
};
