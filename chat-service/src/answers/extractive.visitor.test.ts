import { describe, expect, it } from 'vitest';
import { questionConcepts } from '../knowledge/analysis/question.ts';
import { hit, write, writeByWeights, writeFollowUp, writeWeighed } from './answer.test-passages.ts';
import { answerCues } from './answer-cues.ts';
import { quotesOf } from './evidence.ts';
import { extractiveWriter } from './extractive.writer.ts';

/** What the questions every visitor asks are answered with: the business's codes, its address, the way there. */
describe('a sentence giving values for several things named by common words', () => {
  it('is cut to the part naming the thing asked, not when the thing is the subject of every part', async () => {
    const rental = hit(
      'https://bikes.test/noleggio',
      'Noleggio',
      'Cauzione: € 50 per le bici tradizionali e € 200 per e-bike ed e-MTB, in contanti o con carta.',
      'Cosa serve per noleggiare',
    );
    const deposit = await write('Quanto si lascia di cauzione per una e-bike?', [rental]);
    expect(deposit.text).toContain('€ 200 per e-bike');
    expect(deposit.text).not.toContain('€ 50');
    const cafe = hit(
      'https://leisure.test/cafe',
      'Café',
      'The café is open Monday to Friday from 08:00 to 20:00 and at the gym entrance from 09:00 to 17:00.',
    );
    const lessons = hit(
      'https://ski.test/prezzi',
      'Prezzi',
      "Lezione privata, 1 persona: € 62 all'ora in bassa stagione, € 72 in alta stagione",
    );
    const high = await write('Quanto costa la lezione privata in alta stagione?', [lessons]);
    expect(high.text).toContain('Lezione privata, 1 persona: € 72 in alta stagione');
    expect(high.text).not.toContain('€ 62');
    const ages = hit(
      'https://ski.test/condizioni',
      'Condizioni',
      'Lezioni private dai 3 anni, corsi collettivi dai 4 anni, freeride e scialpinismo dai 14 anni.',
      'Età minima',
    );
    // an aside in brackets names no part: both parts give the sibling discount
    const siblings = hit(
      'https://dance.test/fees',
      'Fees',
      'Siblings: 10% off the second child’s fees and 15% off the third and any further children (the discount goes on the lower fees).',
      'Discounts',
    );
    const discount = await write("what's the sibling discount?", [siblings], 'en');
    expect(discount.text).toContain('10% off the second');
    const freeride = await write("Qual è l'età minima per il freeride?", [ages]);
    expect(freeride.text).toContain('freeride e scialpinismo dai 14 anni');
    const hours = await write('What time does the café open?', [cafe], 'en');
    expect(hours.text).toContain('Monday to Friday from 08:00 to 20:00 and at the gym entrance');
    // a bare day before 'e' shares the value after the next one: both days are closed
    const christmas = hit(
      'https://cars.test/natale',
      'Natale e Capodanno 2026',
      'Venerdì 25 e sabato 26 dicembre: chiuso',
      'Orari dell’ufficio',
    );
    const closed = await write("il giorno di Natale l'ufficio è aperto?", [christmas]);
    expect(closed.text).toContain('Venerdì 25 e sabato 26 dicembre: chiuso');
  });
});

describe('a numbered section of terms', () => {
  it('is one statement with its number: the number is no value of a part', async () => {
    const terms = {
      ...hit(
        'https://clean.test/terms',
        'Terms & conditions',
        '5. Damage and complaints: 5.1 We carry £5 million public liability insurance.',
        '5. Damage and complaints',
      ),
      language: 'en',
    };
    const answer = await write('Are you insured for damage? For how much?', [terms], 'en');
    expect(answer.text).toContain('£5 million public liability insurance');
  });
});

describe('a price list whose rows differ by how many', () => {
  const kinderclub = hit(
    'https://ski.test/kinderclub',
    'Kinderclub',
    '5 giornate intere: € 399\n\nGiornata intera: dalle 9:30 alle 16:00, pranzo incluso – € 89',
    'Kinderclub (3–5 anni)',
  );
  it('answers for the count asked, one when the visitor says “una” or “a”', async () => {
    const day = await write('Quanto costa il Kinderclub per una giornata intera?', [kinderclub]);
    expect(day.text).toContain('€ 89');
    expect(day.text).not.toContain('€ 399');
    const week = await write('Quanto costano 5 giornate intere al Kinderclub?', [kinderclub]);
    expect(week.text).toContain('€ 399');
  });

  it('does not take the figure asked for a count of another thing (“5 hours” for 5 days)', async () => {
    const prices = hit(
      'https://ski.test/prices',
      'Prices',
      'Private lesson: Full day (5 hours): € 285\n\nGroup course, 5 days: € 229',
      'Lessons',
    );
    const week = await write('How much is it for 5 days?', [prices], 'en');
    expect(week.text).toContain('€ 229');
  });

  it('keeps the earlier question’s count in a follow-up', async () => {
    const courses = hit(
      'https://ski.test/corsi',
      'Corsi collettivi',
      'Corso collettivo adulti, 6 giorni: € 259\n\nCorso collettivo bambini, 5 giorni: € 279\n\nCorso collettivo bambini, 6 giorni: € 309',
      'Listino',
    );
    const children = await writeFollowUp(
      'e per i bambini?',
      'Quanto costa il corso collettivo di 6 giorni per gli adulti?',
      [courses],
      [1, 6],
      'it',
    );
    expect(children.text).toContain('€ 309');
  });

  it('does not hold an age against a range, nor a month against a date', async () => {
    const age = await write('Mio figlio ha 3 anni, può fare il corso collettivo?', [
      hit(
        'https://ski.test/corsi',
        'Corsi collettivi',
        'Il corso collettivo è per i bambini dai 4 ai 13 anni.',
      ),
    ]);
    expect(age.text).toContain('dai 4 ai 13 anni');
  });
});

describe('opening and closing, as Italian names them', () => {
  it('answers “quando chiudete” and “quando apre” with the closing and opening named by their nouns', async () => {
    const hours = hit(
      'https://clinic.test/orari',
      'Orari',
      'Lunedì–venerdì: 8:00–19:30\n\nChiusura estiva: dal 10 al 23 agosto 2026.\n\nApertura della stagione: sabato 5 dicembre 2026',
      'Chiusure 2026',
    );
    const closing = await write('Quando chiudete per le ferie di agosto?', [hours]);
    expect(closing.text).toContain('dal 10 al 23 agosto');
    const opening = await write("Quando apre la stagione quest'anno?", [hours]);
    expect(opening.text).toContain('sabato 5 dicembre');
  });
});

describe('the codes and numbers a business is reached or registered by', () => {
  it('answers “indirizzo” with the street and its number, not a street named in passing', async () => {
    const contact = hit(
      'https://trattoria.test/contatti',
      'Contatti - Trattoria del Ponte',
      '## Parcheggio\n\nParcheggio privato gratuito dietro la trattoria (ingresso da Vicolo dei Mulini).\n\n## Dove siamo\n\nVia del Ponte Vecchio 3, 14050 Sant’Anselmo Belbo (AT)',
    );
    const answer = await write('indirizzo della trattoria', [contact]);
    expect(answer.text).toContain('Via del Ponte Vecchio 3');
  });

  it('answers “whatsapp?” with the number given for WhatsApp, not a sentence naming it', async () => {
    const page = hit(
      'https://clinic.test/',
      'Poliambulatorio',
      'Le ecografie si prenotano solo per telefono o WhatsApp, non con la prenotazione online.\n\nContatti: WhatsApp 347 219 0583',
    );
    const answer = await write('whatsapp?', [page]);
    expect(answer.text).toContain('347 219 0583');
  });

  it('answers a VAT number or a holiday let’s code with the code itself', async () => {
    const footer = hit(
      'https://clinic.test/',
      'Poliambulatorio',
      'Siamo aperti dal lunedì al venerdì.\n\nContatti: Salute dei Colli S.r.l. – P.IVA 03918470371',
    );
    expect((await write('partita iva dello studio', [footer])).text).toContain('03918470371');
    const rooms = hit(
      'https://trattoria.test/camere',
      'Camere',
      'Quattro camere sopra la trattoria.\n\nCIR 005101-AFF-00002 · CIN IT005101C2X7K9QZ3L',
    );
    expect((await write('codice CIN della struttura', [rooms])).text).toContain('IT005101C2X7K9QZ3L');
  });

  it('answers “Where are you?” and “Come vi contatto?” from the contact page', async () => {
    const findUs = hit(
      'https://pub.test/find-us',
      'Find Us',
      '# Find Us\n\nThe Old Forge Inn, The Green, Upper Ebbsworth GL54 3FJ\n\nWe are opposite the church.',
    );
    findUs.kind = 'contact';
    expect((await write('Where are you?', [findUs], 'en')).text).toContain('GL54 3FJ');
    const vouchers = hit(
      'https://trattoria.test/buoni-regalo',
      'Buoni regalo',
      'In trattoria, oppure per telefono o via email a info@trattoria.test.',
    );
    const contacts = hit('https://trattoria.test/contatti', 'Contatti', 'Telefono: 0141 738 215');
    contacts.kind = 'contact';
    expect((await write('Come vi contatto?', [vouchers, contacts])).text).toContain('0141 738 215');
  });

  it('knows the other codes and addresses an Italian business page lists', () => {
    expect(answerCues("Qual è l'IBAN per il bonifico?")('IBAN: IT60 X054 2811 1010 0000 0123 456')).toBe(1);
    expect(answerCues("Qual è l'IBAN per il bonifico?")('Bonifico bancario entro 7 giorni')).toBe(0);
    expect(answerCues('numero REA?')('REA BO-512345')).toBe(1);
    expect(answerCues("What's your council registration number?")('registration no. TP/0418')).toBe(1);
    expect(answerCues('indirizzo PEC?')('PEC: salutedeicolli@pec.it')).toBe(1);
    expect(answerCues('avete un fax?')('Fax 051 640 2231')).toBe(1);
  });
});

describe('a quote without the value asked for', () => {
  it('is completed by the value a few lines on in its section', async () => {
    const rooms = hit(
      'https://pub.test/rooms',
      'Rooms',
      '## The Bellows\n\nOur cosiest room: a double bed under the beams, with a shower over the bath.\n\nDogs welcome.\n\n### Sleeps\n\n2\n\n### Price per night\n\n£125',
      'Rooms',
    );
    const answer = await write('How much is a double room?', [rooms], 'en');
    expect(answer.text).toContain('a double bed under the beams');
    expect(answer.text).toContain('£125');
  });
});

describe('sentences naming the thing asked about', () => {
  it('prefer the section headed by it to a sentence elsewhere naming it in passing', async () => {
    const classes = hit(
      'https://leisure.test/classes',
      'Classes',
      'After a swim, relax in the sauna or join a yoga class in the studio.',
      'Yoga',
    );
    const sauna = hit(
      'https://leisure.test/sauna',
      'Sauna',
      'The sauna is open to members over 16 every day from 7am to 9pm.',
      'Sauna and steam room',
    );
    expect((await write('Is there a sauna?', [classes, sauna], 'en')).text).toContain('over 16 every day');
  });

  it('take any heading above a sentence for what it is about, but an FAQ question for the question it asks', async () => {
    const faq = hit(
      'https://leisure.test/faq',
      'FAQ',
      'Smoking and vaping are not permitted anywhere on our site, including the car park.',
      'FAQs › Can I smoke or vape outside?',
    );
    const parking = hit(
      'https://leisure.test/getting-here',
      'Getting here',
      'Our car park has 120 spaces, including 8 blue badge bays next to the main entrance.',
      'Parking and getting here › By car',
    );
    expect((await write('Is there parking?', [faq, parking], 'en')).text).toContain('120 spaces');
  });
});

describe('a sentence announcing what follows', () => {
  it('is no answer: the sentence after it, giving the days, is', async () => {
    const post = (text: string, heading: string) =>
      hit('https://clean.test/news/christmas-2026', 'Christmas 2026: holiday dates', text, heading);
    const passages = [
      post(
        'Everyone wants clean windows before the family arrives, so here’s how our Christmas and New Year work.',
        'Christmas 2026: holiday dates',
      ),
      post('No cleaning at all from Thursday 24 December 2026 to Sunday 3 January 2027.', 'Our holiday'),
    ];
    const answer = await writeByWeights(
      'Can you clean my windows between Christmas and New Year?',
      passages,
      [0.01, 0.06, 2.6, 1.5],
    );
    expect(answer.text).toContain('No cleaning at all from Thursday 24 December 2026');
  });
});

describe('a sentence telling what is to come in a later year', () => {
  it('is read after what is, unless the visitor asks what will be', async () => {
    const coming = hit(
      'https://fix.test/blog/second-shop-2027',
      'Coming in 2027: a second shop',
      'Our second shop will be at Unit 4, Cotton Mill Walk, Sheffield S3 8RH.',
      'Coming in 2027: a second shop',
    );
    const contact = hit(
      'https://fix.test/contact',
      'Contact',
      'Our shop: 148 London Road, Sheffield S2 4LT',
      'Contact',
    );
    const now = new Date('2026-11-24T10:00:00Z');
    const where = await write('What is the address of your shop?', [coming, contact], 'en', {}, now);
    expect(where.text).toContain('148 London Road');
    const next = await write('Where will the second shop be?', [coming, contact], 'en', {}, now);
    expect(next.text).toContain('Unit 4, Cotton Mill Walk');
  });
});

describe('a page titled with an earlier year', () => {
  it('is read after the pages that name no year', async () => {
    const summer = hit(
      'https://clinic.test/orari-estivi-2025',
      'Orari estivi 2025',
      'Il sabato siamo aperti dalle 8:30 alle 13:00 per tutta l’estate.',
      'Orari estivi 2025',
    );
    const hours = hit(
      'https://clinic.test/orari',
      'Orari',
      'Il sabato siamo aperti dalle 8:30 alle 12:30.',
      'Orari',
    );
    const asked = 'A che ora chiudete il sabato?';
    expect((await write(asked, [summer, hours], 'it', {}, new Date('2026-11-24T10:00:00Z'))).text).toContain(
      '12:30',
    );
    // In 2025 the summer's hours were this year's.
    expect((await write(asked, [summer, hours], 'it', {}, new Date('2025-06-24T10:00:00Z'))).text).toContain(
      '13:00',
    );
  });

  it('is no answer alone when a post: last year’s hours are not given as this year’s', async () => {
    const summer = hit(
      'https://park.test/news/2025-times',
      'Our 2025 prices and opening times',
      'The shop is open 8am to 7pm in the summer holidays.',
      'Times for 2025',
    );
    const asked = 'What time does the shop open in the summer holidays?';
    const now = new Date('2026-11-24T10:00:00Z');
    expect((await write(asked, [summer], 'en', {}, now)).declined).toBe(true);
    // Asked about that year, it is the answer.
    expect(
      (await write('What were the shop’s hours in summer 2025?', [summer], 'en', {}, now)).text,
    ).toContain('8am to 7pm');
    // A page of last year's is still the newest there is: read after others, but an answer alone.
    const prices = hit('https://park.test/prices', 'Prices 2026', 'Tent pitch: £18 a night.', 'Prices 2026');
    const january = new Date('2027-01-10T10:00:00Z');
    expect((await write('How much is a tent pitch?', [prices], 'en', {}, january)).text).toContain('£18');
    // A year something began in ('family-run since 1962') dates nothing.
    const home = hit(
      'https://villa.test/',
      'Villa Aurora',
      'Nine rooms and an apartment in the villa and the old barn.',
      'Family hospitality since 1962 › The rooms',
    );
    expect((await write('How many rooms do you have?', [home], 'en', {}, now)).text).toContain('Nine rooms');
    // Nor is a price a sentence gives as of two years ago, on a page naming no year (a blog's card for a post).
    const card = hit(
      'https://hut.test/blog',
      'Blog',
      'Mezza pensione da € 52 per i soci CAI: tutti i prezzi della stagione 2024.',
      'Blog',
    );
    const current = hit(
      'https://hut.test/',
      'Rifugio',
      'Mezza pensione da € 62 a persona (soci CAI).',
      'Estate',
    );
    const board = await write(
      'Quanto costa la mezza pensione per i soci CAI?',
      [card, current],
      'it',
      {},
      now,
    );
    expect(board.text).toContain('€ 62');
    expect(board.text).not.toContain('€ 52');
  });

  it('is no answer to a question naming another year, and a span of dates says when that year’s starts', async () => {
    const old = hit(
      'https://boats.test/news/new-times-and-prices-for-2024',
      'New times and prices for 2024',
      'Here are our times and prices for the 2024 season, which starts on Good Friday, 29 March.',
    );
    const timetable = hit(
      'https://boats.test/timetable',
      'Timetable 2027',
      'Sailing times for our 2027 season, 1 April – 31 October',
    );
    const now = new Date('2026-11-24T10:00:00Z');
    const asked = 'When does your 2027 season start?';
    expect((await write(asked, [old, timetable], 'en', {}, now)).text).toContain('1 April – 31 October');
    expect((await write(asked, [old], 'en', {}, now)).declined).toBe(true);
  });
});

describe('an event listing', () => {
  it('reads the date printed above an event’s heading as that event’s, and this year’s before last year’s', async () => {
    const events = hit(
      'https://trattoria.test/en/events',
      'Events',
      '## Themed evenings 2026\n\nSaturday 20 June 2026, from 7:30 pm\n\n### Pizza and music by the river\n\nLive music on the terrace: a pizza and a drink € 18.\n\nSaturday 14 November 2026, 8 pm\n\n### White Truffle Dinner\n\nFive courses with white Alba truffle: € 85 per person.',
      'Events',
    );
    const news = hit(
      'https://trattoria.test/en/news',
      'News',
      '6 October 2025 Marta Rovera\n\n## The White Truffle Dinner is back\n\nOn Saturday 15 November 2025 the White Truffle Dinner is back.',
      'News',
    );
    const quotes = quotesOf([events, news]).map((q) => q.text);
    expect(quotes).toContain('White Truffle Dinner: Saturday 14 November 2026, 8 pm');
    // A byline under a title is no event's date.
    expect(quotes).not.toContain('The White Truffle Dinner is back: 6 October 2025 Marta Rovera');
    const { text } = await write(
      'When is the white truffle dinner?',
      [news, events],
      'en',
      {},
      new Date('2026-11-01T10:00:00Z'),
    );
    expect(text).toContain('14 November 2026');
  });

  it('reads a blog’s past date over a post’s title as when it was published, no answer, nor a value of “Read more”', async () => {
    const journal = hit(
      'https://pottery.test/journal/',
      'Journal',
      '10 November 2026\n\n## Christmas at the studio 2026: opening hours and last firings\n\nHere’s everything you need to know about Christmas at the studio.\n\nRead more\n\n9 January 2024\n\n## New prices for 2024\n\nA few changes from 1 February 2024.',
    );
    const post = hit(
      'https://pottery.test/journal/christmas-2026/',
      'Christmas at the studio 2026: opening hours and last firings',
      'Thursday 24 December to Monday 4 January: closed (shop, office and open studio).',
      'Reduced hours and closures',
    );
    expect(quotesOf([journal]).map((q) => q.text)).not.toContain('Read more: 9 January 2024');
    const today = new Date('2026-11-24T10:00:00Z');
    const { text } = await write('When are you closed over Christmas?', [journal, post], 'en', {}, today);
    expect(text).toContain('24 December to Monday 4 January');
  });

  it('reads a past date over a title on the page listing the posts as when it was published', async () => {
    const blog = hit(
      'https://groomer.test/blog',
      'Blog',
      'Oct 20, 2026\n\n## Our mobile grooming van is coming in 2027\n\nA fitted van for the villages around town.',
    );
    const faq = hit(
      'https://groomer.test/faq',
      'FAQ',
      'Our mobile grooming van arrives in spring 2027.',
      'Do you groom at home?',
    );
    const today = new Date('2026-11-24T10:00:00Z');
    const { text } = await write('When is the mobile grooming van starting?', [blog, faq], 'en', {}, today);
    expect(text).not.toContain('Oct 20, 2026');
    expect(text).toContain('spring 2027');
  });

  it('reads a blog’s past date under a post’s title as when it was published, no answer', async () => {
    const blog = hit(
      'https://music.test/blog/',
      'Blog',
      '### Christmas concert 2026 and holidays\n\n10 November 2026\n\nThe programme and the holiday dates. Read more',
    );
    const post = hit(
      'https://music.test/blog/christmas-2026/',
      'Christmas concert 2026 and holidays',
      'Saturday 19 December at 5pm, at the Auditorium.',
      'The concert',
    );
    const today = new Date('2026-11-24T10:00:00Z');
    const { text } = await write('When is the Christmas concert this year?', [blog, post], 'en', {}, today);
    expect(text).toContain('Saturday 19 December');
  });
});

describe('a customer’s review quoted on a page', () => {
  it('answers nothing: it tells one visit, not what the business does', async () => {
    const home = hit(
      'https://bakery.test/',
      'Home',
      '“Hannah made my daughter’s 18th birthday cake and it was stunning. Delivered right on time!” – Mark T., Lower Dean',
      'Kind words',
    );
    const question = 'Can you deliver my daughter’s birthday cake to our house?';
    expect((await write(question, [home], 'en')).declined).toBe(true);
    const cakes = hit(
      'https://bakery.test/cakes',
      'Celebration cakes',
      'We don’t deliver birthday cakes: they are collected from the shop.',
      'Collection',
    );
    expect((await write(question, [home, cakes], 'en')).text).toContain('We don’t deliver birthday cakes');
  });
});

describe('a listed post’s excerpt', () => {
  it('is as old as the date over its title, read after the current page', async () => {
    const today = new Date('2026-11-24T10:00:00Z');
    const menu = hit(
      'https://bakery.test/cafe-menu',
      'Café menu',
      'Afternoon tea for two, with sandwiches, scones, four little cakes and a pot of tea each: £38',
      'Teas',
    );
    const news = (text: string) =>
      hit(
        'https://bakery.test/news',
        'News',
        `${text}\n\nAfternoon tea for two for £30, all summer long.`,
        'Summer offer',
      );
    for (const dated of ['Jun 2, 2025', '2 June 2025']) {
      // the search ranks the news page first
      const passages = [news(dated), { ...menu, score: 0.4 }];
      const { text } = await write('How much is afternoon tea for two?', passages, 'en', {}, today);
      expect(text).toContain('£38');
      expect(text).not.toContain('£30');
    }
  });
});

describe('a question asking the way', () => {
  it('is answered with how to get there, not a sentence about arriving late', async () => {
    const faq = hit(
      'https://villa.test/faq',
      'Domande frequenti',
      'Se arrivate più tardi avvisateci: vi lasceremo le chiavi in una cassetta all’ingresso.',
      'Domande frequenti › A che ora si arriva?',
    );
    const way = hit(
      'https://villa.test/come-raggiungerci',
      'Come raggiungerci',
      'In auto, dall’autostrada A1 uscite a Firenze Impruneta e seguite la superstrada per Siena.',
      'Come raggiungerci',
    );
    expect((await write('Come si arriva?', [faq, way])).text).toContain('In auto');
    expect(answerCues('How do I get there?')('By train: the nearest station is Chipping Ledbury.')).toBe(1);
  });
});

describe('a follow-up naming a thing beside the one asked about before', () => {
  it('asks the same of the new thing (“and the Hayloft?” after the Anvil’s price)', async () => {
    const rooms = hit(
      'https://pub.test/rooms',
      'Rooms',
      '## The Anvil\n\nKing-size bed and a window seat over the green.\n\n### Price per night\n\n£145\n\n## The Hayloft\n\nUp in the eaves, with twin beds that zip together.\n\n### Price per night\n\n£135',
      'Rooms',
    );
    const answer = await writeFollowUp(
      'and the Hayloft?',
      'How much is the Anvil room?',
      [rooms],
      [3.4, 1.4],
    );
    expect(answer.text).toContain('£135');
    // Read with the earlier question, the passages answer it: the search need not fall back to the
    // follow-up's words alone (which lose the price asked for).
    const own = questionConcepts('and the Hayloft?');
    const concepts = [...own, ...questionConcepts('How much is the Anvil room?')];
    const request = {
      scope: { demoId: 'd' },
      profile: { name: 'AI Assistant', company: '', language: 'en' as const },
      question: 'and the Hayloft?',
      history: [],
      language: 'en' as const,
      passages: [rooms],
      concepts,
      // 'Room' is on every page of the site: only 'Anvil' is the earlier question's subject.
      weights: concepts.map((c) => ({ hayloft: 3.4, anvil: 1.35 })[c.word] ?? 0.55),
      found: concepts.map(() => true),
      asked: own.length,
      contact: undefined,
    };
    expect(extractiveWriter.canAnswer?.(request)).toBe(true);
  });
});

describe('a unit the visitor names', () => {
  it('is said by the symbol the page prints against the number (“a kilo bag” by “1kg bag”)', async () => {
    const blend = hit(
      'https://coffee.test/products/house-blend',
      'House Blend',
      '## House Blend\n\nMilk chocolate · Hazelnut\n\nPrices: 250g bag £9.50 · 1kg bag £32.00',
      'House Blend',
    );
    const { text } = await write('How much is a kilo bag of the House Blend?', [blend], 'en');
    expect(text).toContain('£32.00');
  });
});

describe('two names for one thing', () => {
  it('is answered by the one the knowledge holds (“the NHS / SSN”), not read as a kind of the other', async () => {
    const clinic = hit(
      'https://clinic.test/en/international',
      'For international patients',
      'We are a private clinic, not part of the Italian National Health Service (SSN).',
      'EHIC and the Italian health service',
    );
    // As a search weighs them: 'NHS' is on no page, so it is rarer than anything.
    const weighed = (question: string) => {
      const concepts = questionConcepts(question);
      return writeWeighed(question, [clinic], {
        concepts,
        weights: concepts.map((c) => (c.word === 'nhs' ? 4.8 : 2.9)),
        found: concepts.map((c) => c.word !== 'nhs'),
      });
    };
    expect((await weighed('Do you take the NHS / SSN?')).text).toContain(
      'not part of the Italian National Health Service',
    );
    // Without the slash, 'NHS SSN' reads as a kind of SSN the page does not name.
    expect((await weighed('Do you take the NHS SSN?')).declined).toBe(true);
  });
});

describe('a weekday asked of every week', () => {
  it('is not answered by a date that falls on it (“reopens on Tuesday 5 January”)', async () => {
    const cafe = hit(
      'https://cafe.test/pages/cafe',
      'Café',
      '## Opening hours\n\nDay: Tuesday · Café: 7.30am – 5pm\n\nChristmas: the café is closed from 24 December and reopens on Tuesday 5 January.',
      'Café',
    );
    const { text } = await write('Is the café shut on Tuesdays?', [cafe], 'en');
    expect(text).toContain('7.30am – 5pm');
  });
});

describe('prices of one thing in several measures', () => {
  it('are cut to the measure asked (“a pint”), never inside brackets', async () => {
    const drinks = hit(
      'https://pub.test/drinks',
      'Drinks',
      '## Ales on tap\n\nForge Bitter (3.8%) – brewed for us by Hobnail – £4.90 a pint, £2.60 a half',
      'Drinks',
    );
    const pint = await write('How much is a pint of Forge Bitter?', [drinks], 'en');
    expect(pint.text).toContain('£4.90 a pint');
    expect(pint.text).not.toContain('£2.60');
    const cover = hit(
      'https://bikes.test/faq',
      'FAQ',
      '## Are the bikes insured?\n\nYou can add our Kasko cover (€3 a day, €5 for e-bikes), which brings what you pay if the bike is stolen down to €100.',
      'FAQ',
    );
    const kasko = await write(
      'How much would I have to pay if the e-bike I rented gets stolen?',
      [cover],
      'en',
    );
    expect(kasko.text).toContain('Kasko cover (€3 a day, €5 for e-bikes)');
  });
});

describe('a function word of a page', () => {
  it('says no word of the question that stems alike (“you can buy” is no “cane”)', async () => {
    const bring = hit(
      'https://pool.test/en/lane-swimming',
      'Lane swimming',
      'A swim cap (compulsory – you can buy one at the office for €5), flip-flops and a towel.',
      'What to bring',
    );
    const { text } = await write('posso portare il cane?', [bring]);
    expect(text).not.toContain('swim cap');
  });
});

describe('a sentence naming several days', () => {
  it('is not cut inside its brackets (“Boxing Day (25 and 26 December)”)', async () => {
    const christmas = {
      ...hit(
        'https://barber.test/journal/christmas',
        'Christmas hours',
        'Christmas Eve, Thursday 24 December: 8am – 2pm.\n\nChristmas Day and Boxing Day (25 and 26 December): closed.',
        'Christmas opening hours',
      ),
      language: 'en' as const,
    };
    const { text } = await write('are you open on boxing day?', [christmas], 'en');
    expect(text).toContain('Boxing Day (25 and 26 December): closed');
  });
});

describe('a part of a day asked', () => {
  it('is said by a sentence about the whole day (“Saturday morning” by “no walk-ins on Saturdays”)', async () => {
    const faq = {
      ...hit(
        'https://barber.test/faq',
        'FAQ',
        'There are no walk-ins on Saturdays: Saturday is appointments only.',
        'Do you take walk-ins?',
      ),
      language: 'en' as const,
    };
    const { text } = await write('Can I walk in on a Saturday morning without booking?', [faq], 'en');
    expect(text).toContain('no walk-ins on Saturdays');
    // 'every day' says too little of the afternoon asked
    const lanes = hit(
      'https://pool.test/nuoto-libero',
      'Nuoto libero',
      'Corsie a disposizione di chi vuole nuotare per conto suo, tutti i giorni.\n\nLa domenica pomeriggio la piscina è chiusa.',
    );
    const sunday = await write('la domenica pomeriggio si può nuotare?', [lanes]);
    expect(sunday.text).toContain('la piscina è chiusa');
  });
});
