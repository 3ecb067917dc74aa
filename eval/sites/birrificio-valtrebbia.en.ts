import {
  cards,
  content,
  hero,
  link,
  TREBBIA_PHONE,
  TREBBIA_STREET,
  TREBBIA_TOWN,
  TREBBIA_WHATSAPP,
  TREBBIA_WHATSAPP_HREF,
  type TrebbiaPage,
} from './birrificio-valtrebbia.layout.ts';

/**
 * The one English page, for tourists: a short summary of the Italian pages with a few facts of its own (tours
 * in English, bottles wrapped for the flight home, no tax-free shopping), exported like every page with
 * `lang="it"`, the project's language.
 */
export const trebbiaEnglishPage: TrebbiaPage = {
  path: '/english.html',
  title: 'Information in English | Birrificio Val Trebbia',
  description:
    'Birrificio Val Trebbia, a craft brewery with a taproom near Bobbio in the Trebbia valley: opening hours, brewery tours, getting here.',
  body: [
    hero(
      'Welcome to Birrificio Val Trebbia',
      'A craft brewery with a taproom and a small kitchen in the Trebbia valley, 5 km from Bobbio.',
      'birrificio-facciata-castagni.jpg',
    ),
    content(
      'Opening hours',
      '**Winter** (October to April): Thursday and Friday 6pm–11.30pm, Saturday 12 noon–midnight, Sunday 12 noon–8pm. Closed Monday to Wednesday.',
      '**Summer** (May to September): Wednesday to Friday from 5.30pm, weekends from 12 noon. Closed Monday and Tuesday.',
      `The kitchen keeps shorter hours than the bar: see the table on our ${link('taproom page', 'taproom.html')} (in Italian).`,
    ),
    cards(
      '',
      [
        {
          title: 'Brewery tours',
          text: [
            'Saturday at 11am and 4pm, Sunday at 11am. About 90 minutes with a tasting of 4 beers, €15 per person. Booking is required.',
          ],
        },
        {
          title: 'Tours in English',
          text: [
            'The Saturday 4pm tour can be held in English: book at least 3 days ahead on WhatsApp and tell us you need English.',
          ],
        },
        {
          title: 'Taking beer home',
          text: [
            'Flying home? We wrap your bottles in bubble wrap for your suitcase, free of charge.',
            'Sorry, we can’t do tax-free shopping.',
          ],
        },
      ],
      3,
    ),
    content(
      'Getting here',
      `${TREBBIA_STREET}, ${TREBBIA_TOWN}: on the SS45 road, 5 km past Bobbio towards Genoa. Free car park in front of the brewery.`,
      `Phone ${TREBBIA_PHONE}, WhatsApp ${link(TREBBIA_WHATSAPP, TREBBIA_WHATSAPP_HREF)} (messages only).`,
    ),
  ].join('\n'),
};
