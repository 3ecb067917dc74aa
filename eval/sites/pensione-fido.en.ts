import {
  a,
  button,
  FIDO_EMAIL,
  FIDO_PHONE,
  FIDO_WHATSAPP,
  type FidoPage,
  hero,
  menu,
  p,
  rt,
  section,
  ul,
} from './pensione-fido.layout.ts';

/**
 * The one English page, for tourists and families from abroad: a summary of the Italian pages with its own
 * facts (pets arriving from abroad, the airport pick-up, who speaks English), served like every page of the
 * site with `lang="it"`.
 */
export const fidoEnglishPage: FidoPage = {
  path: '/english-information',
  title: 'Information in English',
  description:
    'Fido & Micio, dog and cat boarding near Bergamo: prices, drop-off times, pets from abroad and airport pick-up, in English.',
  body: [
    hero(
      'Information in English',
      'Dog and cat boarding in the countryside near Bergamo',
      'cani-prato-sorgiano.jpg',
    ),
    section(
      'about',
      'Welcome!',
      rt(
        p(
          'Many of our guests’ families are on holiday in Italy or have moved here from abroad, so here is a short summary in English. The rest of the website is in Italian.',
        ),
        p(
          'Fido &amp; Micio is a small family-run boarding kennel and cattery in Sorgiano, 14 km from Bergamo. We are open all year round. We also offer dog daycare, grooming and a pet taxi.',
        ),
      ),
    ),
    section(
      'menu',
      'Prices per night (2026)',
      menu(
        'Boarding',
        [
          ['Small dog', 'up to 10 kg', '€22'],
          ['Medium dog', '10 to 25 kg', '€26'],
          ['Large dog', 'over 25 kg', '€30'],
          ['Cat', '', '€15'],
        ],
        'High season (August and Christmas): +€5 per pet per night. Food is included.',
      ),
      menu('Dog daycare', [
        ['Half day', 'up to 5 hours', '€16'],
        ['Full day', '', '€24'],
      ]),
    ),
    section(
      'content',
      'Drop-off and pick-up times',
      rt(
        ul('Monday to Saturday: 8–11am and 5–7pm', 'Sundays and public holidays: 9–11am only'),
        p('No drop-offs or pick-ups on 1 January, Easter Sunday, 15 August and 25 December.'),
      ),
    ),
    section(
      'content',
      'Pets travelling from abroad',
      rt(
        p(
          `Dogs and cats coming from another country need an **EU pet passport** (or an EU health certificate) and a valid **rabies vaccination** given at least 21 days before arrival, as well as the vaccinations listed on our ${a('requirements page', '/requisiti-sanitari')} (in Italian). Please email us a copy of the passport when you book.`,
        ),
      ),
    ),
    section(
      'content',
      'Airport pick-up',
      rt(
        p(
          'Flying into Milan Bergamo airport (Orio al Serio)? Marco can meet you at the airport, take your dog or cat to the kennel and bring them back on the day you fly home, for a **fixed price of €35 each way**. Please book at least a week in advance and send us your flight times.',
        ),
      ),
    ),
    section(
      'content',
      'Do you speak English?',
      rt(
        p(
          'Elisa, the owner, speaks some English. **Sara**, who looks after our cats, lived in Dublin for six years and is fluent: ask for her on the phone, or write to us on WhatsApp in English.',
        ),
      ),
    ),
    section(
      'content',
      'How to book',
      rt(
        p(
          `Email ${a(FIDO_EMAIL, `mailto:${FIDO_EMAIL}`)}, call ${FIDO_PHONE} or send a WhatsApp message to ${FIDO_WHATSAPP} with your dates and your pet’s name, breed and weight. A 30% deposit confirms the booking; from abroad you can pay it by bank transfer (we send you our IBAN).`,
        ),
      ),
      button('Contact us', '/contatti'),
    ),
  ].join('\n'),
};
