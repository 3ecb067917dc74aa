import {
  button,
  card,
  col,
  full,
  heading,
  image,
  PL_WHATSAPP,
  type PoggioPage,
  priceTable,
  row,
  section,
  text,
} from './poggio-lecci.layout.ts';

/**
 * The news, Dorik's blog, only in Italian: the list page of cards (cover, date, title, excerpt) newest first, the
 * January 2024 post last with its old prices already in its excerpt; each post a page with its date and author
 * under the title. The posts: Christmas and New Year 2026 (the only page with the holiday opening, 23 December
 * 2026 – 6 January 2027, three cottages, their holiday prices, the minimum stay, the New Year's Eve dinner and the
 * booking deadline), the new oil of the 2026 harvest (its price, only here), Il Frantoio, the sixth cottage
 * opening in April 2027 (its size and the booking date, 15 January 2027, only here), and 'Prezzi 2024 e novità
 * della stagione', never taken down.
 */

interface Post {
  slug: string;
  title: string;
  /** As Dorik prints the post date on an Italian blog. */
  date: string;
  author: string;
  excerpt: string;
  cover: string;
  body: string;
}

const natale: Post = {
  slug: 'natale-capodanno-2026',
  title: 'Natale e Capodanno al Poggio',
  date: '12 novembre 2026',
  author: 'Chiara Bernardini',
  excerpt:
    'Per la prima volta restiamo aperti per le feste, con tre case e il cenone di Capodanno nel casale.',
  cover: 'natale-poggio-camino',
  body: [
    text(
      '<p>Quest’anno, per la prima volta, il Poggio resta aperto per le feste! <strong>Dal 23 dicembre 2026 al 6 gennaio 2027</strong> sono aperte tre case: Il Leccio, La Torretta e Il Fienile. La Ginestra e La Limonaia restano chiuse, come la piscina.</p>',
    ),
    heading(3, 'I prezzi delle feste, a notte'),
    priceTable([
      ['Casa', 'Ospiti', 'Prezzo a notte'],
      ['Il Leccio', '4', '€ 175'],
      ['La Torretta', '5', '€ 195'],
      ['Il Fienile', '6', '€ 250'],
    ]),
    text(
      '<p>Soggiorno minimo 3 notti; 4 notti se il soggiorno comprende la notte del 31 dicembre. La legna per il camino è compresa. Pulizie finali e tassa di soggiorno come nel resto dell’anno.</p>',
    ),
    heading(3, 'Il cenone di Capodanno'),
    text(
      '<p>La sera del 31 dicembre cucina Giovanna, nella sala grande del casale: antipasti toscani, pici all’anatra, cinghiale in dolceforte, a mezzanotte lenticchie e cotechino, poi dolci e spumante. <strong>€ 85 a persona</strong>, bambini fino a 12 anni € 40, vini compresi. I posti sono 30.</p><p>La vigilia di Natale alle 18:00 ci scambiamo gli auguri davanti al camino del casale con vin brulé e panettone: siete tutti invitati.</p>',
    ),
    text(
      `<p><strong>Prenotate entro il 10 dicembre</strong>, su WhatsApp al ${PL_WHATSAPP} o per email. La caparra è del 30%, come sempre.</p>`,
    ),
  ].join(''),
};

const olio: Post = {
  slug: 'olio-nuovo-2026',
  title: 'Raccolta 2026: è arrivato l’olio nuovo',
  date: '3 novembre 2026',
  author: 'Paolo Bernardini',
  excerpt: 'Abbiamo finito la raccolta delle olive: l’olio nuovo del poggio è pronto.',
  cover: 'raccolta-olive-2026',
  body: text(
    '<p>Abbiamo finito la raccolta il 30 ottobre, con l’aiuto di qualche ospite che si è fermato fino a fine stagione (grazie!). Dai 300 olivi del poggio (Correggiolo, Moraiolo, Leccino e Frantoio) è uscito un olio verde e piccante, come piace a noi.</p><p>L’olio nuovo è in vendita al casale: <strong>€ 18 al litro</strong>, la latta da 5 litri <strong>€ 80</strong>. Si ordina su WhatsApp e si ritira al casale anche adesso che le case sono chiuse, su appuntamento.</p>',
  ),
};

const frantoio: Post = {
  slug: 'il-frantoio-2027',
  title: 'Il Frantoio: la sesta casa apre nel 2027',
  date: '28 settembre 2026',
  author: 'Chiara Bernardini',
  excerpt: 'Nel vecchio frantoio del poggio nasce la nostra sesta casa. Apertura ad aprile 2027.',
  cover: 'frantoio-macine',
  body: text(
    '<p>I lavori sono cominciati: nel vecchio frantoio, dove il nonno faceva l’olio fino agli anni Sessanta, stiamo ricavando la nostra sesta casa. <strong>Il Frantoio aprirà ad aprile 2027.</strong></p><p>Sarà di 70 m², tutta al piano terra e senza gradini: due camere (una matrimoniale e una con due letti singoli), due bagni, il soggiorno con le vecchie macine di pietra, aria condizionata e un piccolo giardino. Per 4 ospiti.</p><p>I prezzi li pubblicheremo a gennaio: <strong>le prenotazioni si aprono il 15 gennaio 2027</strong>. Se volete essere avvisati, scriveteci.</p>',
  ),
};

const prezzi2024: Post = {
  slug: 'prezzi-2024',
  title: 'Prezzi 2024 e novità della stagione',
  date: '15 gennaio 2024',
  author: 'Chiara Bernardini',
  excerpt:
    'I prezzi della stagione 2024: Il Leccio da € 110 a notte, la piscina dal 15 maggio e la nuova lezione di cucina.',
  cover: 'poggio-primavera-2024',
  body: [
    text(
      '<p>Ecco i prezzi della stagione 2024, che va <strong>dal 23 marzo al 3 novembre 2024</strong>. Sono a notte per tutta la casa.</p>',
    ),
    priceTable([
      ['Casa', 'Bassa', 'Media', 'Alta'],
      ['La Ginestra', '€ 80', '€ 100', '€ 135'],
      ['La Limonaia', '€ 75', '€ 98', '€ 128'],
      ['Il Leccio', '€ 110', '€ 140', '€ 180'],
      ['La Torretta', '€ 125', '€ 160', '€ 205'],
      ['Il Fienile', '€ 170', '€ 215', '€ 265'],
    ]),
    text(
      '<ul><li>Soggiorno minimo in alta stagione: 5 notti.</li><li>Pulizie finali: € 50 per La Ginestra e La Limonaia, € 70 per le altre case.</li><li>Tassa di soggiorno: € 1,50 a persona a notte, per un massimo di 5 notti.</li><li>Cani: € 5 a notte.</li><li>Cestino della colazione: € 12 a persona.</li></ul><p><strong>Le novità del 2024:</strong> la piscina apre dal 15 maggio al 15 settembre, dalle 10:00 alle 19:00; e da quest’anno Giovanna insegna a fare i pici, il venerdì pomeriggio, a € 60 a persona.</p>',
    ),
  ].join(''),
};

const POSTS: Post[] = [natale, olio, frantoio, prezzi2024];

/** The cards of the news list (and of the home page's three newest). */
export const poggioNewsCards: string[] = POSTS.map((p) =>
  card(
    image(p.cover, p.title, 'rounded-none h-full'),
    `<div class="dorik-text text-xs uppercase tracking-wider text-[#5c6b3a]">${p.date}</div>`,
    heading(4, `<a href="/news/${p.slug}">${p.title}</a>`, 'normal-case tracking-normal text-xl'),
    text(`<p>${p.excerpt}</p>`, 'text-sm'),
    button('Leggi', `/news/${p.slug}`, 'outline'),
  ),
);

const newsList: PoggioPage = {
  path: '/news',
  lang: 'it',
  title: 'News',
  description: 'Le notizie di Poggio ai Lecci: aperture, prezzi, novità e la vita sul poggio.',
  body: [
    section(
      'py-20 bg-[#faf7f2]',
      full(heading(1, 'News'), text('<p>Le notizie dal Poggio, scritte da noi.</p>')),
      row(poggioNewsCards.slice(0, 2).map((c) => col('1/2', c))),
      row(poggioNewsCards.slice(2).map((c) => col('1/2', c))),
    ),
  ].join(''),
};

const postPage = (p: Post): PoggioPage => ({
  path: `/news/${p.slug}`,
  lang: 'it',
  title: p.title,
  description: p.excerpt,
  body: [
    section(
      'pt-20 pb-8 bg-[#faf7f2]',
      full(
        `<div class="dorik-text text-sm text-stone-500"><a href="/news">News</a> / ${p.title}</div>`,
        heading(1, p.title, 'text-3xl md:text-5xl'),
        `<div class="dorik-text text-sm text-stone-500">Pubblicato il ${p.date} · ${p.author}</div>`,
        image(p.cover, p.title),
      ),
    ),
    section('py-12 bg-white', row([col('3/4', p.body)], 'justify-center')),
    section('py-8 bg-white', full(button('Torna alle news', '/news', 'outline'))),
  ].join(''),
});

export const poggioNewsPages: PoggioPage[] = [newsList, ...POSTS.map(postPage)];
