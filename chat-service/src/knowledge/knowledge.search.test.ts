import type { IngestedDocument } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../db/database.ts';
import { dialects } from '../test/test-app.ts';
import { insertTraining, listTrainings } from '../trainings/training.repository.ts';
import type { KnowledgeScope } from './knowledge.scope.ts';
import { deleteKnowledge, searchKnowledge, searchQuestion, termStats } from './knowledge.search.ts';
import { openTestStorage } from './knowledge.test-storage.ts';
import { indexDocuments } from './knowledge.use-case.ts';

const page = (path: string, title: string, text: string): IngestedDocument => ({
  source: `https://forno.test${path}`,
  title,
  text,
});

const bakery = [
  page(
    '/orari',
    'Orari',
    '# Orari di apertura\n\nIl forno apre dal martedì al sabato dalle 7:00 alle 19:30, la domenica dalle 7:30 alle 13:00.\n\nIl lunedì siamo chiusi per riposo settimanale.',
  ),
  page(
    '/contatti',
    'Contatti',
    '# Contatti\n\nCi trovi in Via dei Mulini 14, 40121 Bologna. Telefono +39 051 234 5678.',
  ),
  page(
    '/prodotti/pizza',
    'La nostra pizza',
    '# Pizza al taglio\n\nOgni giorno sforniamo pizze al taglio con lievito madre e farina macinata a pietra.',
  ),
  page(
    '/storia',
    'La nostra storia',
    '# Perché il forno a legna\n\nDal 1962 cuociamo il pane nel forno a legna, perché dà una crosta più croccante. Il caffè del bar accanto è ottimo.',
  ),
  page(
    '/en/about',
    'About us',
    '# Our bakery\n\nWe bake sourdough bread every morning and deliver to restaurants across Bologna.',
  ),
];

describe.each(dialects)('knowledge index on %s', (dialect) => {
  let storage: Storage;
  const demo: KnowledgeScope = { demoId: 'demo-1' };
  const bot: KnowledgeScope = { botId: '42' };

  async function addSource(scope: KnowledgeScope, documents: IngestedDocument[], label = 'forno.test') {
    const training = await insertTraining(storage.db, scope, { kind: 'crawl', label, input: '{}' });
    await indexDocuments(storage.db, training.id, documents);
    return training.id;
  }

  beforeAll(async () => {
    storage = await openTestStorage(dialect);
    await addSource(demo, bakery);
    await addSource(bot, [
      page('/altro', 'Altro forno', '# Orari\n\nLa domenica il forno del bot apre alle 9:00.'),
    ]);
  });
  afterAll(() => storage.close());

  it('ranks the page that answers an Italian question first, with its source and title', async () => {
    const hits = await searchKnowledge(storage.db, demo, 'A che ora apre il forno la domenica?');
    expect(hits[0]).toMatchObject({
      source: 'https://forno.test/orari',
      title: 'Orari',
      heading: 'Orari di apertura',
    });
    expect(hits[0]?.text).toContain('la domenica dalle 7:30 alle 13:00');
    const scores = hits.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('gives each hit the year its page’s byline gives, and none for a page without one', async () => {
    const news: KnowledgeScope = { demoId: 'news' };
    await addSource(news, [
      page(
        '/blog/nuovi-prezzi',
        'Nuovi prezzi',
        '# Nuovi prezzi\n\n14/3/2023 2 commenti\n\nLa focaccia costa 3 euro.',
      ),
      page('/focaccia', 'Focaccia', '# Focaccia\n\nLa focaccia al rosmarino costa 4 euro.'),
    ]);
    const hits = await searchKnowledge(storage.db, news, 'quanto costa la focaccia?');
    expect(hits.find((h) => h.source.endsWith('/blog/nuovi-prezzi'))?.published).toBe(2023);
    expect(hits.find((h) => h.source.endsWith('/focaccia'))?.published).toBeUndefined();
  });

  it('answers an English question from the English page', async () => {
    const hits = await searchKnowledge(storage.db, demo, 'Do you deliver bread to restaurants?');
    expect(hits[0]?.source).toBe('https://forno.test/en/about');
  });

  it('finds words typed without accents and in another form', async () => {
    const [caffe] = await searchKnowledge(storage.db, demo, 'perche il caffe?');
    expect(caffe?.source).toBe('https://forno.test/storia');
    const [pizza] = await searchKnowledge(storage.db, demo, 'avete la pizza?');
    expect(pizza?.source).toBe('https://forno.test/prodotti/pizza');
    const [phone] = await searchKnowledge(storage.db, demo, 'qual è il telefono?');
    expect(phone?.source).toBe('https://forno.test/contatti');
  });

  it('finds a page through a synonym (Debian mythes-en-us), without counting it as the word asked', async () => {
    const gym: KnowledgeScope = { demoId: 'gym' };
    await addSource(gym, [
      page(
        '/getting-here',
        'Getting here',
        '# By bike\n\nThere are covered racks for 40 bikes beside the entrance.',
      ),
      page('/pool', 'Pool', '# Pool\n\nThe pool is 25 metres long with six lanes.'),
    ]);
    const found = await searchQuestion(storage.db, gym, 'Can I come by bicycle?');
    expect(found.hits[0]?.source).toBe('https://forno.test/getting-here');
    const bicycle = found.concepts.find((c) => c.word === 'bicycle');
    expect(bicycle?.variants.map((v) => v.term)).not.toContain('bike');
  });

  it('names a person the knowledge words otherwise by the synonym it holds (“kids”, “children”), as no word of its own', async () => {
    const school: KnowledgeScope = { demoId: 'school' };
    await addSource(school, [
      page(
        '/faq',
        'FAQ',
        '# Ages\n\nChildren from 8 to 15 can join the pasta class with a paying adult (€95).',
      ),
      page('/shop', 'Shop', '# Shop\n\nOur olive oil comes in 0.5 litre bottles.'),
    ]);
    const asked = await searchQuestion(storage.db, school, 'Is there a price for kids?');
    const kids = asked.concepts.findIndex((c) => c.word === 'kids');
    expect(asked.concepts[kids]?.variants.map((v) => v.term)).toContain('children');
    expect(asked.found[kids]).toBe(false);
    // Named by the knowledge too ('Kids eat free'), they are still said by its other word.
    await addSource(school, [page('/cafe', 'Café', '# Café\n\nKids eat free on Sundays.')]);
    const both = await searchQuestion(storage.db, school, 'Is there a price for kids?');
    const named = both.concepts.find((c) => c.word === 'kids');
    expect(named?.variants.map((v) => v.term)).toEqual(expect.arrayContaining(['kid', 'children']));
  });

  it('says a thing the knowledge never names by the kind it holds (“spaniel” by “dogs”), as no word of its own', async () => {
    const shop: KnowledgeScope = { demoId: 'bookshop' };
    await addSource(shop, [
      page('/faq', 'FAQ', '# Can I bring my dog?\n\nYes: well-behaved dogs are welcome in the bookshop.'),
      page('/cafe', 'Café', '# Café\n\nCoffee, cakes and a reading room upstairs.'),
    ]);
    const asked = await searchQuestion(storage.db, shop, 'Can I bring my spaniel in?');
    const spaniel = asked.concepts.findIndex((c) => c.word === 'spaniel');
    expect(asked.hits[0]?.source).toBe('https://forno.test/faq');
    expect(asked.concepts[spaniel]?.variants).toContainEqual(
      expect.objectContaining({ term: 'dog', kind: true }),
    );
    expect(asked.found[spaniel]).toBe(false);
    // Named by the knowledge, the thing is said by its own word only: 'dogs' is no evidence of a 'spaniel'.
    await addSource(shop, [
      page('/breeds', 'Breeds', '# Breeds\n\nOur own spaniel, Biscuit, sleeps by the till.'),
    ]);
    const named = await searchQuestion(storage.db, shop, 'Can I bring my spaniel in?');
    const own = named.concepts.find((c) => c.word === 'spaniel');
    expect(own?.variants.map((v) => v.term)).not.toContain('dog');
  });

  it('knows a long question’s last word held in translation, past the terms it searches by', async () => {
    const shop: KnowledgeScope = { demoId: 'pasticceria' };
    await addSource(shop, [
      page(
        '/pagamenti',
        'Pagamenti',
        '# Come pagare\n\nNon accettiamo assegni: si paga con carta o in contanti.',
      ),
    ]);
    const question =
      'My husband and our teenage daughters would love to visit your lovely family bakery next summer, do you still take cheques?';
    const asked = await searchQuestion(storage.db, shop, question);
    const cheques = asked.concepts.findIndex((c) => c.word === 'cheques');
    expect(asked.concepts[cheques]?.variants.map((v) => v.term)).toContain('assegn');
    expect(asked.found[cheques]).toBe(true);
    expect(asked.hits[0]?.source).toBe('https://forno.test/pagamenti');
  });

  it('reads two words a visitor writes apart as the one word the knowledge holds (“check out”, “Check-out”)', async () => {
    const farm: KnowledgeScope = { demoId: 'farm' };
    await addSource(farm, [
      page(
        '/stay',
        'Farm stay',
        '# Check-in and check-out\n\nCheck-in from 3pm to 7pm.\n\nCheck-out by 10.30am.\n\nAddress for the satnav: Home Farm, LS4 2PQ.',
      ),
    ]);
    const asked = await searchQuestion(storage.db, farm, 'what time is check out at the farm stay?');
    expect(asked.concepts.map((c) => c.word)).toContain('checkout');
    // two words of their own the knowledge writes as one ('sat nav', 'satnav'); 'farm stay' it writes apart
    const satnav = await searchQuestion(storage.db, farm, 'postcode for the sat nav at the farm stay?');
    const terms = (word: string) =>
      satnav.concepts.find((c) => c.word === word)?.variants.map((v) => v.term) ?? [];
    expect(terms('nav')).toContain('satnav');
    expect(satnav.found[satnav.concepts.findIndex((c) => c.word === 'nav')]).toBe(true);
    expect(terms('farm')).not.toContain('farmstay');
    // a verb and a particle the knowledge never joins stay two words
    const turn = await searchQuestion(storage.db, farm, 'can I just turn up at 9?');
    expect(turn.concepts.map((c) => c.word)).toContain('turn');
  });

  it('searches a question of function words only (“Where are you?”) by its hints, with the contact page', async () => {
    const pub: KnowledgeScope = { demoId: 'pub' };
    await addSource(pub, [
      page('/find-us', 'Find Us', '# Find Us\n\nThe Old Forge Inn\n\nThe Green\n\nUpper Ebbsworth GL54 3FJ'),
      page('/privacy-policy', 'Privacy policy', '# Privacy\n\nWe tell you where your data are kept.'),
      page('/food', 'Food', '# Food\n\nWhere we are, lunch is served from noon.'),
    ]);
    const found = await searchQuestion(storage.db, pub, 'Where are you?', 8, {
      hints: 'indirizzo via address contatti contact',
    });
    expect(found.hits.map((h) => h.source)).toContain('https://forno.test/find-us');
  });

  it('reads the contact page for a way to reach the business asked in words that only ask for it', async () => {
    const barber: KnowledgeScope = { demoId: 'barber' };
    await addSource(barber, [
      page('/find-us', 'Find Us', '# Find us\n\nCall\n\n0114 496 0732'),
      page('/booking', 'Booking policy', '# Cancelling\n\nCancel up to 24 hours before, online or by phone.'),
    ]);
    const phone = /\d{4} \d{3} \d{4}/;
    const boost = Object.assign((text: string) => (phone.test(text) ? 1 : 0), {
      asksFor: (word: string) => word === 'phone' || word === 'number',
      reach: true,
    });
    const asked = await searchQuestion(storage.db, barber, 'whats your phone number', 8, { boost });
    expect(asked.hits.map((h) => h.source)).toContain('https://forno.test/find-us');
    // a chunk found giving one is the answer: the contact page is not added
    await addSource(barber, [page('/faq', 'FAQ', '# Booking\n\nBook online or by phone on 0114 496 0999.')]);
    const given = await searchQuestion(storage.db, barber, 'whats your phone number', 8, { boost });
    expect(given.hits.map((h) => h.source)).not.toContain('https://forno.test/find-us');
  });

  it('reads the home pages for a question asking what the business is, whatever words it matched', async () => {
    const inn: KnowledgeScope = { demoId: 'inn' };
    await addSource(inn, [
      page('/', 'The Old Forge Inn', '# Welcome\n\nA village pub with rooms, real ales and Sunday roasts.'),
      page('/rooms', 'Rooms', '# Rooms\n\nWhat do you get? Five rooms, and you do get breakfast.'),
    ]);
    const asked = await searchQuestion(storage.db, inn, 'What do you do?', 8, { home: true });
    expect(asked.hits.map((h) => h.source)).toContain('https://forno.test/');
    const plain = await searchQuestion(storage.db, inn, 'What do you do?', 8);
    expect(plain.hits.map((h) => h.source)).not.toContain('https://forno.test/');
  });

  it('reads, for a month asked, the chunk of the same page saying which dates its table’s names cover', async () => {
    const park: KnowledgeScope = { demoId: 'park' };
    const filler = Array.from({ length: 12 }, (_, i) => `Rule ${i + 1}: quiet hours are from 10pm to 8am.`);
    await addSource(park, [
      page(
        '/prices',
        'Prices',
        `# Season dates\n\n- Low: 20 March – 21 May, 14 September – 23 October\n- Mid: 22 May – 17 July\n\n## Park rules\n\n${filler.join('\n\n')}\n\n## Caravans\n\nMid season: Gull caravan · Per week: £560\n\nLow season: Gull caravan · Per week: £395`,
      ),
    ]);
    const asked = await searchQuestion(storage.db, park, 'How much is a week in a Gull caravan in June?', 1);
    expect(asked.hits.map((h) => h.text).join(' ')).toContain('Mid: 22 May – 17 July');
    const plain = await searchQuestion(storage.db, park, 'How much is a week in a Gull caravan?', 1);
    expect(plain.hits.map((h) => h.text).join(' ')).not.toContain('Mid: 22 May – 17 July');
  });

  it("searches one demo's or one bot's knowledge, never another's", async () => {
    const demoHits = await searchKnowledge(storage.db, demo, 'domenica forno', 20);
    expect(demoHits.length).toBeGreaterThan(0);
    expect(
      demoHits.every((h) => h.source.startsWith('https://forno.test/') && !h.text.includes('del bot')),
    ).toBe(true);
    const botHits = await searchKnowledge(storage.db, bot, 'domenica forno', 20);
    expect(botHits.map((h) => h.source)).toEqual(['https://forno.test/altro']);
    expect(await searchKnowledge(storage.db, { demoId: 'other' }, 'domenica forno')).toEqual([]);
  });

  it("when one bot holds most of the index, its search and a small demo's each return only their own chunks", async () => {
    const huge: KnowledgeScope = { botId: 'huge' };
    const tiny: KnowledgeScope = { demoId: 'tiny' };
    const mill = (i: number) =>
      page(`/mulino-${i}`, `Mulino ${i}`, `# Mulino ${i}\n\nIl mulino ${i} macina farina.`);
    await addSource(
      huge,
      Array.from({ length: 80 }, (_, i) => mill(i)),
    );
    await addSource(tiny, [
      page('/m', 'Mulino mulino', '# Mulino\n\nMulino mulino mulino, la farina del mulino.'),
    ]);
    const hugeHits = await searchKnowledge(storage.db, huge, 'mulino farina', 5);
    expect(hugeHits).toHaveLength(5);
    expect(hugeHits.every((h) => h.source.startsWith('https://forno.test/mulino-'))).toBe(true);
    const tinyHits = await searchKnowledge(storage.db, tiny, 'mulino farina', 5);
    expect(tinyHits.map((h) => h.source)).toEqual(['https://forno.test/m']);
  });

  it('a shorter list of hits is the head of a longer one, whichever way it was found', async () => {
    for (const question of [
      'A che ora apre il forno la domenica?',
      'pane forno legna crosta',
      'pizza farina lievito',
    ]) {
      const all = await searchKnowledge(storage.db, demo, question, 8);
      for (const limit of [1, 2, 3]) {
        const head = await searchKnowledge(storage.db, demo, question, limit);
        expect(head.map((h) => h.chunkId)).toEqual(all.slice(0, limit).map((h) => h.chunkId));
      }
    }
  });

  it('returns nothing for an empty question or one of punctuation only', async () => {
    expect(await searchKnowledge(storage.db, demo, '')).toEqual([]);
    expect(await searchKnowledge(storage.db, demo, '?!… "*" OR (')).toEqual([]);
  });

  it("re-indexing a source replaces all its chunks and the training's count", async () => {
    const scope: KnowledgeScope = { demoId: 'replace' };
    const manyPages = Array.from({ length: 12 }, (_, i) =>
      page(
        `/vecchia-${i}`,
        'Vecchia',
        `# Vecchia pagina ${i}\n\nIl vecchio listino numero ${i} dei biscotti.`,
      ),
    );
    const id = await addSource(scope, manyPages);
    expect((await searchKnowledge(storage.db, scope, 'listino biscotti', 50)).length).toBe(12);
    await indexDocuments(storage.db, id, [
      page('/nuova', 'Nuova', '# Nuova\n\nIl nuovo listino dei grissini.'),
    ]);
    expect(await searchKnowledge(storage.db, scope, 'biscotti', 50)).toEqual([]);
    const hits = await searchKnowledge(storage.db, scope, 'listino', 50);
    expect(hits.map((h) => h.source)).toEqual(['https://forno.test/nuova']);
    const [training] = await listTrainings(storage.db, scope);
    expect(training).toMatchObject({ status: 'ready', chunkCount: 1, error: null });
  });

  it('searches during a re-index see the old chunks or the new ones, never a mix', async () => {
    const scope: KnowledgeScope = { botId: 'swap' };
    const pages = (word: string, count: number) =>
      Array.from({ length: count }, (_, i) =>
        page(`/${word}-${i}`, word, `# ${word} ${i}\n\nIl listino ${word} numero ${i}.`),
      );
    const id = await addSource(scope, pages('vecchio', 300));
    const seen = new Set<string>();
    let indexing = true;
    const reading = (async () => {
      while (indexing) {
        const hits = await searchKnowledge(storage.db, scope, 'listino vecchio nuovo', 1000);
        seen.add(`${hits.length}:${new Set(hits.map((h) => h.title)).size === 1 ? hits[0]?.title : 'mixed'}`);
      }
    })();
    await indexDocuments(storage.db, id, pages('nuovo', 200));
    await indexDocuments(storage.db, id, pages('vecchio', 300));
    indexing = false;
    await reading;
    expect([...seen].every((s) => s === '300:vecchio' || s === '200:nuovo')).toBe(true);
  });

  it('counts how many chunks of a demo or a bot hold each word, from the term counts kept at indexing', async () => {
    const scope: KnowledgeScope = { demoId: 'counted' };
    const other: KnowledgeScope = { botId: 'counted' };
    const id = await addSource(scope, [
      page('/a', 'Pane', 'Il pane casereccio costa 4 €.'),
      page('/b', 'Focaccia', 'La focaccia è calda.\n\nIl pane di segale anche.'),
    ]);
    await addSource(other, [page('/c', 'Pane', 'Pane pane pane.')]);
    const stats = await termStats(storage.db, scope, ['pan', 'focacc', 'nessun']);
    expect(stats).toEqual({
      chunks: 2,
      frequency: new Map([
        ['pan', 2],
        ['focacc', 1],
      ]),
    });
    const botStats = await termStats(storage.db, other, ['pan']);
    expect(botStats.chunks).toBe(1);
    await indexDocuments(storage.db, id, [{ ...page('/a', 'Pane', 'Solo focaccia oggi.'), language: 'it' }]);
    expect(await termStats(storage.db, scope, ['pan', 'focacc'])).toEqual({
      chunks: 1,
      frequency: new Map([
        ['pan', 1],
        ['focacc', 1],
      ]),
    });
  });

  it("reads a follow-up's day in place of the day asked before, a holiday's as a weekday's, several days' as one's", async () => {
    const words = async (question: string, context: string) =>
      (await searchQuestion(storage.db, demo, question, 8, { context })).concepts.map((c) => c.word);
    const holiday = await words("and new year's eve?", 'What are your opening hours on Christmas Eve?');
    expect(holiday).toContain('hours');
    expect(holiday).not.toContain('christmas');
    const weekday = await words('e la domenica?', 'a che ora apre il forno il sabato?');
    expect(weekday).toContain('domenica');
    expect(weekday).not.toContain('sabato');
    // Days named together ('weekdays', 'the weekend') are days as well.
    const weekdays = await words('And on weekdays?', 'How much is the table fee at the weekend?');
    expect(weekdays).toEqual(expect.arrayContaining(['weekdays', 'fee']));
    expect(weekdays).not.toContain('weekend');
  });

  it('finds the few chunks of a scope naming a word the other scopes use often', async () => {
    const english = (path: string, title: string, text: string) => ({
      ...page(path, title, text),
      language: 'en',
    });
    const sailing: KnowledgeScope = { demoId: 'sailing' };
    const trip = (i: number) =>
      english(`/trips/${i}`, `Trip ${i}`, `# Boat trip ${i}\n\nA boat trip along the coast, number ${i}.`);
    await addSource(sailing, [
      english('/access', 'Getting here', '# Accessibility\n\nMaestrale is not accessible to wheelchairs.'),
      ...Array.from({ length: 40 }, (_, i) => trip(i)),
    ]);
    // Another site, twice as large, names wheelchairs on every page: across the index the word is common.
    const venue: KnowledgeScope = { demoId: 'venue' };
    const room = (i: number) =>
      english(
        `/rooms/${i}`,
        `Room ${i}`,
        `# Room ${i}\n\nRoom ${i} is wheelchair accessible, wheelchair users welcome.`,
      );
    await addSource(
      venue,
      Array.from({ length: 40 }, (_, i) => room(i)),
      'venue.test',
    );
    const hits = await searchKnowledge(storage.db, sailing, 'can a wheelchair user come on the boat trip?');
    expect(hits.map((h) => h.text)).toContain('Maestrale is not accessible to wheelchairs.');
  });

  it('reads the chunk naming the heaviest word asked when chunks saying its other words fill every place', async () => {
    const farm: KnowledgeScope = { demoId: 'apiary' };
    const inLanguage = (language: string, path: string, title: string, text: string) => ({
      ...page(path, title, text),
      language,
    });
    // Every English page speaks of apiary visits; only an Italian page, in no place of its own, names dogs.
    const visits = Array.from({ length: 9 }, (_, i) =>
      inLanguage('en', `/en/visit-${i}`, `Tour ${i}`, `# Tour ${i}\n\nApiary visits on Saturday, tour ${i}.`),
    );
    const honeys = Array.from({ length: 30 }, (_, i) =>
      inLanguage('en', `/en/honey-${i}`, `Honey ${i}`, `# Honey ${i}\n\nWildflower honey, jar ${i}.`),
    );
    await addSource(farm, [
      ...visits,
      ...honeys,
      inLanguage(
        'it',
        '/visite',
        'Visite',
        '# Prima di venire\n\nRitrovo nel piazzale della chiesa. I cani non sono ammessi.',
      ),
    ]);
    const asked = await searchQuestion(storage.db, farm, 'Can I bring my dog on the apiary visit?', 8, {
      language: 'en',
    });
    // eight English chunks take the places; the Italian one naming the dog is read after them
    expect(asked.hits.slice(0, 8).every((h) => h.source.includes('/en/visit-'))).toBe(true);
    expect(asked.hits[8]?.source).toBe('https://forno.test/visite');
  });

  it('reads the chunk naming a holiday asked by its name or date, not one naming a word of its name', async () => {
    const hut: KnowledgeScope = { demoId: 'hut' };
    const inLanguage = (language: string, path: string, title: string, text: string) => ({
      ...page(path, title, text),
      language,
    });
    const news = Array.from({ length: 9 }, (_, i) =>
      inLanguage('en', `/en/news-${i}`, `News ${i}`, `# News ${i}\n\nOur new dinner menu, dish ${i}.`),
    );
    const rooms = Array.from({ length: 30 }, (_, i) =>
      inLanguage('en', `/en/room-${i}`, `Room ${i}`, `# Room ${i}\n\nA quiet room with a view, bed ${i}.`),
    );
    await addSource(hut, [
      ...news,
      ...rooms,
      inLanguage(
        'it',
        '/natale',
        'Natale',
        '# Capodanno\n\nCenone di San Silvestro il 31 dicembre: € 95 a persona.',
      ),
    ]);
    const asked = await searchQuestion(storage.db, hut, "How much is the New Year's Eve dinner?", 8, {
      language: 'en',
    });
    expect(asked.hits.map((h) => h.source)).toContain('https://forno.test/natale');
  });

  it("deleting a demo's knowledge removes its sources and chunks and leaves the bot's", async () => {
    const scope: KnowledgeScope = { demoId: 'expired' };
    await addSource(scope, bakery);
    await deleteKnowledge(storage.db, scope);
    expect(await searchKnowledge(storage.db, scope, 'forno domenica')).toEqual([]);
    expect(await listTrainings(storage.db, scope)).toEqual([]);
    expect(await searchKnowledge(storage.db, bot, 'forno domenica')).toHaveLength(1);
  });
});
