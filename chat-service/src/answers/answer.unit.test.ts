import { describe, expect, it } from 'vitest';
import { type Lexicon, questionConcepts } from '../knowledge/analysis/question.ts';
import type { KnowledgeHit } from '../knowledge/knowledge.search.ts';
import type { WriterRequest } from './answer.types.ts';
import { answerCues } from './answer-cues.ts';
import { formsOf, notBeing, presence, quotesOf } from './evidence.ts';
import { extractiveWriter } from './extractive.writer.ts';

const hit = (source: string, title: string, text: string, heading = ''): KnowledgeHit => ({
  chunkId: Math.floor(Math.random() * 1e9),
  sourceId: 1,
  source,
  title,
  heading,
  text,
  language: 'it',
  kind: 'page',
  score: 1,
});

const write = async (
  question: string,
  passages: KnowledgeHit[],
  language: 'it' | 'en' = 'it',
  lexicon: Lexicon = {},
) => {
  const tokens: string[] = [];
  const concepts = questionConcepts(question, lexicon);
  const answer = await extractiveWriter.write(
    {
      scope: { demoId: 'd' },
      profile: { name: 'AI Assistant', company: '', language },
      question,
      history: [],
      language,
      passages,
      concepts,
      weights: concepts.map(() => 1),
      found: concepts.map((c) =>
        passages.some((p) => presence(c, formsOf(`${p.title} ${p.heading} ${p.text}`)) > 0),
      ),
      contact: { url: 'https://shop.test/contatti', title: 'Contatti' },
    },
    (t) => tokens.push(t),
    new AbortController().signal,
  );
  return { ...answer, tokens };
};

/** The writer's answer to an English question, with its concepts weighed as a search of the knowledge would. */
const writeWeighed = (
  question: string,
  passages: KnowledgeHit[],
  evidence: Pick<WriterRequest, 'concepts' | 'weights' | 'found' | 'asked'>,
) =>
  extractiveWriter.write(
    {
      scope: { demoId: 'd' },
      profile: { name: 'AI Assistant', company: '', language: 'en' },
      question,
      history: [],
      language: 'en',
      passages,
      ...evidence,
      contact: undefined,
    },
    () => {},
    new AbortController().signal,
  );

describe('extractive answers', () => {
  it('cuts a sentence giving values for several named places to the statement about the one asked', async () => {
    const directions = hit(
      'https://villa.test/come-raggiungerci',
      'Come raggiungerci',
      'La villa si trova a 18 km da Siena (circa 20 minuti di auto) e a 70 km da Firenze.',
    );
    const { text } = await write('Quanto dista la villa da Siena?', [directions]);
    expect(text).toBe(
      'Secondo la pagina «Come raggiungerci»: La villa si trova a 18 km da Siena (circa 20 minuti di auto).',
    );
    const other = await write('Quanto dista la villa da Firenze?', [directions]);
    expect(other.text).toContain('70 km da Firenze');
    expect(other.text).not.toContain('18 km');
  });

  it('reads a short line that opens with its value under its heading', async () => {
    const experiences = hit(
      'https://villa.test/esperienze',
      'Esperienze',
      'Ecco cosa potete fare.\n\n## Corso di cucina\n\nOgni giovedì alle 10:00 si cucina con lo chef.\n\n€ 85 a persona, pranzo incluso\n\n## Degustazione in cantina\n\nTutti i giorni alle 17:00.\n\n€ 30 a persona',
    );
    const { text } = await write('Quanto costa il corso di cucina?', [experiences]);
    expect(text).toBe('Secondo la pagina «Esperienze»: Corso di cucina: € 85 a persona, pranzo incluso');
  });

  it('keeps a sentence whole when its second value says more about the same thing', async () => {
    const transfer = hit(
      'https://villa.test/en/getting-here',
      'Getting here',
      'We arrange a private transfer from Florence airport: it costs €120 each way and must be booked at least 48 hours in advance.',
      'By air',
    );
    const { text } = await write('How far ahead must the transfer be booked?', [transfer], 'en');
    expect(text).toContain('48 hours in advance');
  });

  it("takes a translation of the question's words as fully said: an Italian question is answered from an English page", async () => {
    // A dictionary that knows two of the question's three words ('posti' stays untranslated).
    const translations: Record<string, string[]> = { aut: ['car'], parchegg: ['park'] };
    const lexicon: Lexicon = {
      dictionary: {
        translate: (stemmed, from) => (from === 'it' ? (translations[stemmed] ?? []) : []),
        size: 2,
      },
    };
    const parking = hit(
      'https://leisure.test/getting-here',
      'Getting here',
      '# By car\n\nOur car park has 120 spaces, including 8 blue badge bays next to the main entrance.',
    );
    const { text, sources } = await write('Quanti posti auto ha il parcheggio?', [parking], 'it', lexicon);
    expect(text).toContain('120 spaces');
    expect(sources).toEqual([{ url: 'https://leisure.test/getting-here', title: 'Getting here' }]);
  });

  const pizza = hit(
    'https://shop.test/menu',
    'Menu',
    '# Pizze\n\nLa margherita costa 7 €. La diavola è piccante.\n\nImpasto a lunga lievitazione.',
  );
  const hours = hit(
    'https://shop.test/orari',
    'Orari',
    'Siamo aperti dalle 12:00 alle 23:00. Il martedì è chiuso.',
  );

  it('answers with the sentence holding the kind of answer asked for, introduced by its page', async () => {
    const { text, sources, tokens } = await write('Quanto costa la margherita?', [hours, pizza]);
    expect(text).toBe('Secondo la pagina «Menu»: La margherita costa 7 €.');
    expect(sources).toEqual([{ url: 'https://shop.test/menu', title: 'Menu' }]);
    expect(tokens.join('')).toBe(text);
    expect(tokens.length).toBeGreaterThan(1);
  });

  it('never repeats heading lines or the whole passage', async () => {
    const { text } = await write('A che ora aprite?', [hours, pizza]);
    expect(text).toContain('dalle 12:00 alle 23:00');
    expect(text).not.toContain('#');
    expect(text).not.toContain('margherita');
  });

  it('says it does not know, with the contact page, when the passages do not hold the words asked about', async () => {
    const { text, sources } = await write('Vendete biciclette elettriche?', [hours, pizza]);
    expect(text).toContain('non ho trovato');
    expect(text).toContain('https://shop.test/contatti');
    expect(sources).toEqual([{ url: 'https://shop.test/contatti', title: 'Contatti' }]);
  });

  it('answers from a short sentence that holds the question, but not from a label of as few words', async () => {
    const company = hit(
      'Company information',
      'Company information',
      'Il Forno Rossi è aperto dal martedì alla domenica dalle 7 alle 19. Il lunedì è chiuso. Facciamo torte su ordinazione.',
    );
    expect((await write('Fate torte su ordinazione?', [company])).text).toContain(
      'Facciamo torte su ordinazione.',
    );
    expect((await write('Siete aperti il lunedì?', [company])).text).toContain('Il lunedì è chiuso.');
    const label = hit('https://shop.test/negozio', 'Negozio', '# Negozio\n\nOrari del negozio');
    expect((await write('Orari del negozio?', [label])).declined).toBe(true);
  });

  it('says it in English to an English visitor', async () => {
    const { text } = await write('Do you sell bicycles?', [], 'en');
    expect(text).toMatch(/^I'm sorry/);
  });
});

describe('what an extractive answer quotes', () => {
  it('of sentences under the heading asked about, quotes the one that names it itself, not the byline', async () => {
    const post = hit(
      'https://villa.test/blog/mercato',
      'Il mercato di Natale',
      '# Il mercato di Natale\n\nPubblicato il 20 novembre 2025 da Giulia.\n\nDomenica 7 dicembre il mercato di Natale riempie la corte della villa.',
    );
    const { text } = await write('Quando è il mercato di Natale?', [post]);
    expect(text).toBe(
      'Secondo la pagina «Il mercato di Natale»: Domenica 7 dicembre il mercato di Natale riempie la corte della villa.',
    );
  });

  it('reads a bare value line with its label', async () => {
    const contact = hit(
      'https://shop.test/contatti',
      'Contatti',
      '# Contatti\n\nTelefono\n\n+39 051 234 5678\n\nSiamo in centro.',
    );
    const { text } = await write('Qual è il numero di telefono?', [contact]);
    expect(text).toContain('Telefono: +39 051 234 5678');
  });

  it('answers a question about a closed day with the day asked, not another day’s hours', async () => {
    const hours = hit(
      'https://shop.test/hours',
      'Opening hours',
      'We are open Tuesday to Sunday from 10:00 to 18:00.\n\nWe are closed on Mondays for cleaning.',
    );
    const { text } = await write('Are you open on Mondays?', [hours], 'en');
    expect(text).toContain('closed on Mondays');
    expect(text).not.toContain('10:00');
  });

  it('takes a quote naming a rarer word of the question as about the thing asked, though the index never saw that word', async () => {
    const question = 'Can I pay in cash at reception?';
    const concepts = questionConcepts(question);
    expect(concepts.map((c) => c.word)).toEqual(['pay', 'cash', 'reception']);
    const passages = [
      hit('https://shop.test/visit', 'Visiting', 'Guests pay £8 per visit and must be 16 or over.'),
      hit('https://shop.test/cafe', 'Café', 'The café and reception are cashless: we accept cards only.'),
    ];
    // 'pay' is the rarest word the index holds; 'cash' is in no page's index ('cashless' is another word).
    const answer = await writeWeighed(question, passages, {
      concepts,
      weights: [2.5, 4, 1.5],
      found: [true, false, true],
    });
    expect(answer.text).toContain('cashless');
  });

  it('declines when only the page title holds the words asked about', async () => {
    const offers = hit(
      'https://shop.test/wedding-offers',
      'Wedding offers',
      'Our packages include a welcome aperitif.',
    );
    const { text } = await write('Do you make wedding cakes?', [offers], 'en');
    expect(text).toMatch(/^I'm sorry/);
  });

  it('never quotes a privacy page for a question that is not about privacy', async () => {
    const privacy = {
      ...hit('https://shop.test/privacy', 'Privacy', 'Write to privacy@shop.test to exercise your rights.'),
      kind: 'legal',
    };
    const contact = hit('https://shop.test/contatti', 'Contatti', 'Email: ciao@shop.test');
    const { text } = await write('What is your email address?', [privacy, contact], 'en');
    expect(text).toContain('ciao@shop.test');
    expect(text).not.toContain('privacy@');
  });

  it('answers a follow-up about the earlier question’s subject, not another thing with the same words', async () => {
    const rooms = hit('https://shop.test/rooms', 'Rooms', 'An extra bed costs €35 per night.');
    const pets = hit('https://shop.test/faq', 'FAQ', 'Dogs are welcome for a supplement of €15 per night.');
    const own = questionConcepts('How much is it per night?');
    const earlier = questionConcepts('Do you accept dogs?');
    const concepts = [...own, ...earlier];
    const answer = await writeWeighed('How much is it per night?', [rooms, pets], {
      concepts,
      weights: concepts.map((_, i) => (i < own.length ? 1 : 0.7) * 2),
      found: concepts.map(() => true),
      asked: own.length,
    });
    expect(answer.text).toContain('€15 per night');
    // 'How much extra' asks for a price as 'how much is it' does: the supplement is its answer.
    const extra = questionConcepts('How much extra is it per night?');
    const withExtra = [...extra, ...earlier];
    expect(answerCues('How much extra is it per night?').answers('extra', 'a supplement of €15')).toBe(true);
    const extraAnswer = await writeWeighed('How much extra is it per night?', [rooms, pets], {
      concepts: withExtra,
      weights: withExtra.map((_, i) => (i < extra.length ? 1 : 0.7) * 2),
      found: withExtra.map(() => true),
      asked: extra.length,
    });
    expect(extraAnswer.text).toContain('€15 per night');
  });

  it('answers a follow-up naming no kind of answer with the kind the previous question asked for', async () => {
    const packages = hit(
      'https://villa.test/en/weddings',
      'Weddings',
      '# Grand Gala\n\nEverything in the Aurora package plus a cheese corner and live music.\n\n€180 per person',
    );
    const own = questionConcepts('And the Grand Gala?');
    const earlier = questionConcepts('How much is the Aurora wedding package?');
    const concepts = [...own, ...earlier];
    const answer = await extractiveWriter.write(
      {
        scope: { demoId: 'd' },
        profile: { name: 'AI Assistant', company: '', language: 'en' },
        question: 'And the Grand Gala?',
        history: [
          {
            role: 'user',
            content: 'How much is the Aurora wedding package?',
            sources: [],
            timestamp: '2026-11-24T10:00:00.000Z',
          },
        ],
        language: 'en',
        passages: [packages],
        concepts,
        weights: concepts.map((_, i) => (i < own.length ? 2 : 1.4)),
        found: concepts.map(() => true),
        asked: own.length,
        contact: undefined,
      },
      () => {},
      new AbortController().signal,
    );
    expect(answer.text).toContain('€180');
  });

  it('answers “where is it?” after a question about a thing with where that thing is', async () => {
    const access = hit(
      'https://leisure.test/accessibility',
      'Accessibility',
      'There is a Changing Places toilet, with a ceiling hoist, next to the sports hall.\n\nA lift takes you to the gym.',
    );
    const own = questionConcepts('Where is it?');
    const earlier = questionConcepts('Is there a Changing Places toilet?');
    const concepts = [...own, ...earlier];
    const answer = await writeWeighed('Where is it?', [access], {
      concepts,
      weights: concepts.map((_, i) => (i < own.length ? 4 : 1.5)),
      found: concepts.map((_, i) => i >= own.length),
      asked: own.length,
    });
    expect(answer.text).toContain('next to the sports hall');
    expect(answerCues('Where is the ceremony held?')('davanti al vigneto')).toBe(0.5);
    expect(answerCues('Where is the ceremony held?')('Piazza del Campo 1, Siena')).toBe(1);
  });

  it('answers a follow-up with a pronoun by what it asks now: the booking notice, not another duration on the page', async () => {
    const party = hit(
      'https://shop.test/kids-parties',
      'Birthday parties',
      'One hour in the pool with games, then 45 minutes in our party room.\n\nPlease book at least three weeks ahead; a £50 deposit secures your date.',
    );
    const faq = hit(
      'https://shop.test/faq',
      'FAQ',
      'You can cancel a class booking up to 12 hours before it starts.',
    );
    const question = 'How far ahead do I need to book one?';
    const own = questionConcepts(question);
    const earlier = questionConcepts("Do you do children's birthday parties?");
    expect(own.map((c) => c.word)).toEqual(['far', 'ahead', 'book']);
    const concepts = [...own, ...earlier];
    // 'far' is on no page; 'party' is rarer than 'book', which two pages hold.
    const answer = await writeWeighed(question, [party, faq], {
      concepts,
      weights: [4.2, 3.1, 1.4, 0.8, 1.8, 1.8],
      found: [false, true, true, true, true, true],
      asked: own.length,
    });
    expect(answer.text).toContain('three weeks ahead');
  });

  it('reads a count written as a word as a duration, "how far ahead" as asking for one, and a measure by its unit', () => {
    const notice = answerCues('How far ahead do I need to book?');
    expect(notice.wanted).toBe(1);
    expect(notice('Please book at least three weeks ahead.')).toBe(1);
    expect(notice('Prenotate almeno una settimana prima.')).toBe(1);
    expect(notice('We have two pools.')).toBe(0);
    expect(answerCues('How early should I get there?')('Please arrive 5 minutes before the start.')).toBe(1);
    expect(answerCues('How far is the station?').wanted).toBe(1);
    // 'When … this year?' is answered by a date, which says the year.
    expect(answerCues('When is the festival this year?').answers('year', 'domenica 15 novembre 2026')).toBe(
      true,
    );
    // A measure is a figure with its unit: a temperature, a weight, a depth.
    const temperature = answerCues("What's the water temperature in the learner pool?");
    expect(temperature('The learner pool is kept at a toasty 31°C.')).toBe(1);
    expect(temperature('The learner pool is open 31 hours a week.')).toBe(0);
    expect(answerCues('How heavy are the heaviest dumbbells?').answers('heaviest', 'up to 50 kg')).toBe(true);
    expect(answerCues('Quanto è profonda la piscina?').answers('profonda', 'profonda 2 m')).toBe(true);
    expect(answerCues('How big is the estate?')('The property covers 42 hectares.')).toBe(1);
    // 'The number of guests' asks for a count, not a phone number.
    const guests = answerCues("What's the minimum number of guests for a wedding?");
    expect(guests('Our minimum is 50 guests.')).toBe(1);
    expect(guests.answers('number', 'Our minimum is 50 guests.')).toBe(true);
    expect(answerCues("What's your phone number?")('Our minimum is 50 guests.')).toBe(0);
    // A measure of the dimension asked answers it; another dimension's only looks like an answer.
    const depth = answerCues('Quanto è profonda la piscina?');
    expect(depth('The deep end is 2 metres deep.')).toBe(1);
    expect(depth('Our main pool is 25 metres long.')).toBe(0.5);
    expect(depth.answers('profonda', 'Our main pool is 25 metres long.')).toBe(false);
    // 'Per quanti giorni' asks how many days, not which.
    expect(answerCues('Per quanti giorni tenete gli oggetti smarriti?')('Lunedì chiuso')).toBe(0);
    // A count next to the thing counted answers fully, any other figure half.
    const rooms = answerCues('Quante camere avete?');
    expect(rooms('Nove camere e un appartamento nella villa.')).toBe(1);
    expect(rooms('Camera: Classic doppia · Ospiti: 2')).toBe(0.5);
    // A postcode, British or Italian, not a phone number; an Italian street named 'Via del …'.
    const postcode = answerCues("What's your postcode?");
    expect(postcode('Ashford Vale: AV3 7RL')).toBe(1);
    expect(postcode('Call us: 01632 960482')).toBe(0);
    expect(answerCues('Dove si trova il museo?')('Via del Poggio 2, nei locali dell’ex granaio')).toBe(1);
    expect(answerCues('Where is it held?')('Class: Pilates · Where: Studio 1')).toBe(1);
    // An age is no date: 'from 10 to 16 August' says nothing of a 6-year-old.
    const age = answerCues('Can my 6-year-old swim on her own?');
    expect(age('Children under 8 must be accompanied in the water.')).toBe(1);
    expect(age('The main pool will be closed from 10 to 16 August.')).toBe(0);
    // 'When' is answered by a date or a day more than by a time of day alone.
    const camps = answerCues('When do the summer holiday camps run?');
    expect(camps('Our holiday camps return this summer from 27 July to 28 August 2026.')).toBe(1);
    expect(camps('Each day runs from 09:00 to 15:30.')).toBe(0.5);
    // A year answers 'when was it built?'; a price of as many figures does not.
    const built = answerCues('When was the clock tower built?');
    expect(built('Alta 38 metri, fu completata nel 1372.')).toBe(1);
    expect(built('Il biglietto costa 1500 lire.')).toBe(0);
    // Phones type the apostrophe curly.
    expect(answerCues('Quanto tempo ci vuole?')('Ci vuole un’ora, o mezz’ora in auto.')).toBe(1);
  });

  it('compares the age a visitor gives with the ages a page allows, and takes a curly “can’t” for a no', async () => {
    const faq = hit(
      'https://shop.test/faq',
      'FAQ',
      'Young people aged 11 to 15 can use the gym only during junior sessions. Children under 11 can’t use the gym.',
    );
    const cues = answerCues('Can my 9-year-old use the gym with me?');
    expect(cues.asksFor('9')).toBe(true);
    expect(cues.answers('old', 'Children under 11 can’t use the gym.')).toBe(true);
    const { text } = await write('Can my 9-year-old use the gym with me?', [faq], 'en');
    expect(text).toContain('under 11 can’t use the gym');
  });

  it('takes a line under a page titled with the thing asked about as about it, and a date for no phone number', async () => {
    const office = hit(
      'https://town.test/en/tourist-office',
      'Montevento - Tourist Office',
      'Telephone: +39 0577 849210\n\nLast updated: 16/02/2026',
      'Contacts',
    );
    const home = hit(
      'https://town.test/',
      'Montevento - Official guide',
      'Last updated: 16/02/2026',
      'Tourist office',
    );
    expect(answerCues('What is the phone number?')('Last updated: 16/02/2026')).toBe(0);
    expect(answerCues('What is the phone number?')('Copyright © 2005-2026 Comune')).toBe(0);
    expect(answerCues('What is the phone number?')('Tel. 0577/849210')).toBe(1);
    const question = "What's the phone number of the tourist office?";
    const concepts = questionConcepts(question);
    expect(concepts.map((c) => c.word)).toEqual(['phone', 'number', 'tourist', 'office']);
    const answer = await writeWeighed(question, [home, office], {
      concepts,
      weights: [2.5, 3, 2, 2],
      found: [true, true, true, true],
    });
    expect(answer.text).toContain('+39 0577 849210');
  });

  it('takes a range of months for the season asked about, and not the other season’s hours', async () => {
    const office = hit(
      'https://town.test/en/tourist-office',
      'Montevento - Tourist Office',
      [
        '# Opening hours',
        '1 November to 31 March: 09:30–13:00 and 14:30–17:30, closed on Tuesdays',
        '1 April to 31 October: every day 09:00–19:00',
        '# Services',
        'Guided tours of the old town: every Saturday at 10.30 from the office.',
      ].join('\n\n'),
    );
    const question = 'What are the tourist office opening hours in summer?';
    const concepts = questionConcepts(question);
    const answer = await writeWeighed(question, [office], {
      concepts,
      weights: concepts.map((c) => (c.word === 'summer' ? 3.5 : 2)),
      found: concepts.map(() => true),
    });
    expect(answer.text).toContain('09:00–19:00');
    expect(answer.text).not.toContain('09:30');
  });

  it('answers “do you have any …” from a section whose headings name it, with the section’s first sentence', async () => {
    const lexicon: Lexicon = {
      dictionary: {
        translate: (stemmed, from) => (from === 'en' && stemmed === 'spring' ? ['primaver'] : []),
        size: 1,
      },
    };
    const offers = hit(
      'https://villa.test/offerte',
      'Offerte',
      'Dal 1° marzo al 15 aprile: tre notti al prezzo di due.\n\nValida su tutte le camere, non cumulabile con altre promozioni.',
      'Offerte speciali › Primavera in Chianti',
    );
    const question = 'Do you have any special offer in spring?';
    const concepts = questionConcepts(question, lexicon);
    const evidence = { concepts, weights: concepts.map(() => 3), found: concepts.map(() => true) };
    const answer = await writeWeighed(question, [offers], evidence);
    expect(answer.text).toContain('tre notti al prezzo di due');
    expect(answer.text).not.toContain('cumulabile');
    // Under a heading naming only part of the question, its sentences do not answer it.
    const pool = { ...offers, heading: 'Piscina', title: 'La piscina' };
    expect((await writeWeighed(question, [pool], evidence)).declined).toBe(true);
  });

  it('cuts hours given for several days to those of the day asked, with the sentence’s subject', async () => {
    const cafe = hit(
      'https://leisure.test/cafe',
      'Riverside Café',
      'The café is open Monday to Friday from 08:00 to 20:00 and at weekends from 08:30 to 15:30.',
    );
    const saturday = await write('What time does the café close on Saturday?', [cafe], 'en');
    expect(saturday.text).toBe(
      'According to “Riverside Café”: The café is open at weekends from 08:30 to 15:30.',
    );
    const friday = await write('What time does the café close on Friday?', [cafe], 'en');
    expect(friday.text).toBe(
      'According to “Riverside Café”: The café is open Monday to Friday from 08:00 to 20:00.',
    );
  });

  it('takes a word asking for a place (“held”) as answered by the place, not by the word itself', async () => {
    const weddings = hit(
      'https://villa.test/weddings',
      'Weddings',
      '# The ceremony\n\nAt the villa we hold symbolic ceremonies outdoors.\n\nThe civil ceremony takes place at the town hall, 6 km away.',
    );
    const question = 'Where is the civil ceremony held?';
    const concepts = questionConcepts(question, {
      inflections: { related: (w) => (w === 'held' ? ['hold'] : []), size: 1 },
    });
    // 'civil' is rarer on the site than 'held' ('hold' appears on other pages).
    const answer = await writeWeighed(question, [weddings], {
      concepts,
      weights: [3.2, 3.7, 3.7],
      found: [true, true, true],
    });
    expect(answer.text).toContain('town hall');
  });

  it('answers about the place asked on a day, not about another place closed that day; “only” names every day', async () => {
    const restaurants = hit(
      'https://town.test/mangiare',
      'Dove mangiare',
      '# Trattoria Da Beppe\n\nChiuso il mercoledì.',
    );
    const museums = hit(
      'https://town.test/en/museums',
      'Museums',
      'Museum: Museum of Sharecropping · Hours: 15.00–19.00 · Closing day: open Fridays, Saturdays and Sundays only',
      'Opening hours',
    );
    const question = 'Is the Museum of Sharecropping open on Wednesday?';
    const concepts = questionConcepts(question, {
      dictionary: { translate: (stemmed) => (stemmed === 'wednesday' ? ['mercoled'] : []), size: 1 },
    });
    expect(concepts.map((c) => c.word)).toEqual(['museum', 'sharecropping', 'open', 'wednesday']);
    const answer = await writeWeighed(question, [restaurants, museums], {
      concepts,
      weights: [1.8, 2.6, 2.6, 3.5],
      found: [true, true, true, true],
    });
    expect(answer.text).toContain('Sundays only');
  });

  it('answers from under an FAQ heading asking what the visitor asks', async () => {
    const blog = hit(
      'https://villa.test/blog/market',
      'Christmas market',
      'At 16:00 Father Christmas arrives by carriage.',
    );
    const faq = hit(
      'https://villa.test/faq',
      'FAQ',
      '# What time do we arrive and leave?\n\nCheck-in is from 15:00 to 19:30.',
    );
    const { text } = await write('What time can we get into our room when we arrive?', [blog, faq], 'en');
    expect(text).toContain('Check-in is from 15:00');
  });

  it('never cuts a table’s record, nor a sentence down to a part without the price asked', async () => {
    const prices = hit(
      'https://leisure.test/membership',
      'Membership and prices',
      'Membership: Concession · What’s included: Gym & Swim for over-65s and full-time students · Price: £25.00 / month',
    );
    const { text } = await write('How much is the Concession membership?', [prices], 'en');
    expect(text).toContain('£25.00');
  });

  it('answers “what’s included” with the list under the name asked, not another package’s', async () => {
    const weddings = hit(
      'https://villa.test/en/weddings',
      'Weddings',
      [
        'Welcome aperitivo, three-course menu, wedding cake and wines from the estate.',
        '# Grand Gala',
        'Everything in the Aurora package plus a cheese corner, a dessert trolley and live music.',
      ].join('\n\n'),
      'Your wedding › Packages › Essential',
    );
    expect(answerCues('What’s included in the Essential package?')(weddings.text.split('\n')[0]!)).toBe(1);
    const { text } = await write('What’s included in the Essential package?', [weddings], 'en');
    expect(text).toContain('three-course menu');
  });

  it('answers a visitor who is not a member with the price for everyone, not a member’s', async () => {
    expect([...notBeing("How much is a swim if I'm not a member?")]).toEqual(['member']);
    expect([...notBeing('How much is the sauna for non-members?')]).toEqual(['members']);
    expect([...notBeing('Quanto costa se non sono socio?')]).toEqual(['socio']);
    expect([...notBeing('Is the pool open on Sundays?')]).toEqual([]);
    const prices = hit(
      'https://leisure.test/membership',
      'Membership and prices',
      '# Membership\n\nGym & Swim membership: unlimited swimming, £34.50 a month.\n\n# Pay as you go\n\nAdult swim: £5.20',
    );
    const { text } = await write("How much is a swim if I'm not a member?", [prices], 'en');
    expect(text).toContain('£5.20');
    const sauna = hit(
      'https://leisure.test/sauna',
      'Sauna',
      'Members use it free. Non-members can use it for £6.',
    );
    expect((await write('How much is the sauna for non-members?', [sauna], 'en')).text).toContain('£6');
  });

  it('takes a word the question both asks with and names by (“how long is the long-stay discount?”) as named', async () => {
    const translations: Record<string, string[]> = { long: ['lung'], stay: ['rest'] };
    const concepts = questionConcepts('How long is the long-stay discount?', {
      dictionary: {
        translate: (stemmed, from) => (from === 'en' ? (translations[stemmed] ?? []) : []),
        size: 2,
      },
    });
    const offers = hit(
      'https://villa.test/offerte',
      'Offerte',
      'Chi resta sette notti o più ha uno sconto del 15% sul prezzo.',
      'Offerte speciali › Soggiorni lunghi',
    );
    const answer = await writeWeighed('How long is the long-stay discount?', [offers], {
      concepts,
      weights: [3.7, 2, 4.8],
      found: [true, true, false],
    });
    expect(answer.text).toContain('sette notti');
  });

  it('declines a kind of thing the site never names (“a golf course”), though it names the thing (“a three-course menu”)', async () => {
    const weddings = hit(
      'https://villa.test/weddings',
      'Weddings',
      'Welcome aperitivo, three-course menu, wedding cake and wines from the estate.',
    );
    const question = 'Is there a golf course on the estate?';
    const concepts = questionConcepts(question);
    const golf = await writeWeighed(question, [weddings], {
      concepts,
      weights: [4.8, 2.6, 2.4],
      found: [false, true, true],
    });
    expect(golf.declined).toBe(true);
    // A kind the site does name is asked about as any word.
    const tennis = hit(
      'https://villa.test/sport',
      'Sport',
      'Our tennis court is open to guests on the estate.',
    );
    const court = await writeWeighed('Is there a tennis court on the estate?', [tennis], {
      concepts: questionConcepts('Is there a tennis court on the estate?'),
      weights: [4.8, 2.6, 2.4],
      found: [true, true, true],
    });
    expect(court.text).toContain('tennis court');
  });

  it('of an Italian and an English page saying the same, quotes the one in the visitor’s language', async () => {
    const en = {
      ...hit('https://villa.test/en/faq', 'FAQ', 'Yes, Wi-Fi is free in all rooms.'),
      language: 'en',
    };
    const it = hit(
      'https://villa.test/faq',
      'Domande frequenti',
      'Sì, il Wi-Fi è gratuito in tutte le camere.',
    );
    const question = "C'è il wifi in camera?";
    const concepts = questionConcepts(question, {
      dictionary: { translate: (stemmed) => (stemmed === 'camer' ? ['room'] : []), size: 1 },
    });
    const request = {
      scope: { demoId: 'd' },
      profile: { name: 'AI Assistant', company: '', language: 'it' as const },
      question,
      history: [],
      language: 'it' as const,
      passages: [
        { ...en, score: 0.61 },
        { ...it, score: 0.56 },
      ],
      concepts,
      weights: [3.7, 2.9],
      found: [true, true],
      contact: undefined,
    };
    const answer = await extractiveWriter.write(request, () => {}, new AbortController().signal);
    expect(answer.text).toContain('gratuito in tutte le camere');
  });

  it('answers about Sunday from the Sunday (“festive”) times of the place asked, whole', async () => {
    const churches = hit(
      'https://town.test/chiese.htm',
      'Chiese',
      [
        '# Pieve di Santa Maria',
        'Sante Messe: feriali ore 18.00; festive ore 8.30, 11.00 e 18.00.',
        '# Chiesa di San Michele',
        'È aperta soltanto per la messa della domenica alle ore 10.00.',
      ].join('\n\n'),
    );
    const { text } = await write('A che ora è la messa la domenica nella pieve?', [churches]);
    expect(text).toContain('festive ore 8.30, 11.00 e 18.00');
    expect(text).not.toContain('feriali');
  });

  it('never quotes the date a page was last updated', async () => {
    const history = hit(
      'https://town.test/storia.htm',
      'Storia del borgo',
      '# La Torre dell’Orologio\n\nUltimo aggiornamento: 03/05/2011\n\nAlta 38 metri, fu completata nel 1372.',
    );
    expect(quotesOf([history]).map((q) => q.text)).toEqual(['Alta 38 metri, fu completata nel 1372.']);
    const { text } = await write('Quando è stata completata la torre?', [history]);
    expect(text).toContain('1372');
  });

  it('quotes one page, once', async () => {
    const a = hit('https://shop.test/menu', 'Menu', 'La margherita costa 7 €.');
    const b = hit('https://shop.test/listino', 'Listino', 'Margherita 7 €.');
    const { text, sources } = await write('Quanto costa la margherita?', [a, b]);
    expect(text.match(/Secondo la pagina/g)).toHaveLength(1);
    expect(sources).toHaveLength(1);
  });
});

describe('word forms', () => {
  it.each([
    ['ordinare', 'ordina', true],
    ['pizze', 'pizza', true],
    ['orari', 'orario', true],
    ['runs', 'run', true],
    ['pets', 'pet-friendly', true],
    ['costa', 'costruito', false],
    ['ora', 'orari', false],
  ])('%s is found in "%s": %s', (asked, text, found) => {
    const [concept] = questionConcepts(asked);
    expect(presence(concept!, formsOf(text)) > 0).toBe(found);
  });
});
